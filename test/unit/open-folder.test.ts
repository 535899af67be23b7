// Folder syncs open the folder itself: a folder swapped for a link (or a file) between the check
// that found it and the sync is refused, never followed; syncDir keeps its rule (a folder it cannot
// sync is passed over quietly) and still syncs a real folder.
import { afterAll, describe, expect, it } from 'vitest';
import { closeSync, fstatSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, constants } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FOLDER_SYNC_FLAGS, openFolder } from '../../src/core/state/open-folder.js';
import { syncDir } from '../../src/core/state/journal.js';
import { atomicWriteFileDurably } from '../../src/core/state/atomic-write.js';

const dir = mkdtempSync(join(tmpdir(), 'stagegate-open-folder-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('openFolder', () => {
  it('opens with O_DIRECTORY | O_NOFOLLOW', () => {
    expect(FOLDER_SYNC_FLAGS & constants.O_DIRECTORY).toBe(constants.O_DIRECTORY);
    expect(FOLDER_SYNC_FLAGS & constants.O_NOFOLLOW).toBe(constants.O_NOFOLLOW);
  });

  it('opens a real folder', () => {
    const real = join(dir, 'real');
    mkdirSync(real);
    const fd = openFolder(real);
    try {
      expect(fstatSync(fd).isDirectory()).toBe(true);
    } finally {
      closeSync(fd);
    }
  });

  it('refuses a link to a folder and a file where the folder was (Linux says ENOTDIR for both; ELOOP elsewhere)', () => {
    const target = join(dir, 'elsewhere');
    mkdirSync(target);
    const swapped = join(dir, 'swapped');
    symlinkSync(target, swapped);
    let code: string | undefined;
    try {
      closeSync(openFolder(swapped));
    } catch (error) {
      code = (error as NodeJS.ErrnoException).code;
    }
    expect(['ELOOP', 'ENOTDIR']).toContain(code);
    const file = join(dir, 'file');
    writeFileSync(file, 'x');
    expect(() => openFolder(file)).toThrow(expect.objectContaining({ code: 'ENOTDIR' }));
  });

  it('leaves syncDir and the durable atomic write as they were: a real folder synced, a swapped one passed over', async () => {
    const real = join(dir, 'kept');
    mkdirSync(real);
    expect(() => syncDir(real)).not.toThrow();
    const link = join(dir, 'kept-link');
    symlinkSync(real, link);
    expect(() => syncDir(link)).not.toThrow();
    await atomicWriteFileDurably(join(real, 'a.txt'), 'a');
  });
});
