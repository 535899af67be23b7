// Unpacking a downloaded artifact's zip within limits (src/action/artifact-unzip.ts): what it
// unpacks, and each zip it refuses before (or as soon as) it would write what it must not.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipWithin } from '../../src/action/artifact-unzip.js';
import { makeZip, type ZipOptions } from '../helpers/fake-github.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const LIMITS = { maxBytes: 1024 * 1024, maxFiles: 10 };

/** The zip written to a fresh folder, unpacked into another: the result and what the destination holds. */
async function unpack(files: Record<string, Buffer | string>, options: ZipOptions = {}, limits = LIMITS, zip?: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), 'sg-unzip-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'a.zip'), zip ?? makeZip(files, options));
  const out = join(dir, 'out');
  mkdirSync(out);
  const result = await unzipWithin(join(dir, 'a.zip'), out, limits);
  return { result, out, held: readdirSync(out, { recursive: true }).map(String).sort() };
}

describe('unzipWithin', () => {
  it('unpacks stored and deflated entries, folders included, byte for byte', async () => {
    for (const deflate of [false, true]) {
      const { result, out, held } = await unpack({ 'runs/r1/': '', 'runs/r1/state.yaml': 'status: ok\n', 'runs/r1/log.txt': 'x'.repeat(5000) }, { deflate });
      expect(result).toEqual({ ok: true, files: 2, bytes: 5011 });
      expect(held).toEqual(['runs', 'runs/r1', 'runs/r1/log.txt', 'runs/r1/state.yaml']);
      expect(readFileSync(join(out, 'runs/r1/log.txt'), 'utf8')).toBe('x'.repeat(5000));
    }
  });

  it('refuses, before writing anything, entries declaring more than the limit in all', async () => {
    const { result, held } = await unpack({ 'a.txt': 'small', 'b.bin': Buffer.alloc(600 * 1024), 'c.bin': Buffer.alloc(600 * 1024) }, { deflate: true });
    expect(result).toEqual({ ok: false, reason: `its entries declare ${5 + 1200 * 1024} bytes unpacked, more than the 1048576 bytes a download unpacks at most` });
    expect(held).toEqual([]);
  });

  it('refuses an entry as soon as it inflates past the size it declares (a bomb declaring little)', async () => {
    const { result, held } = await unpack({ 'bomb.bin': Buffer.alloc(3 * 1024 * 1024) }, { deflate: true, declared: { 'bomb.bin': 100 } });
    expect(result).toEqual({ ok: false, reason: 'entry bomb.bin inflates to more than the 100 bytes it declares' });
    // What was written stays for the caller to remove with its quarantine: never more than declared.
    expect(held).toEqual(['bomb.bin']);
  });

  it('refuses an entry shorter than it declares, more files than allowed, a name twice, a name that is no plain relative path, a link, something not a zip', async () => {
    expect((await unpack({ 'a.txt': 'abc' }, { declared: { 'a.txt': 10 } })).result).toEqual({ ok: false, reason: 'entry a.txt inflates to 3 bytes, not the 10 it declares' });
    expect((await unpack(Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}`, 'x'])))).result).toEqual({ ok: false, reason: 'it holds more than 10 files' });
    for (const name of ['../escape.txt', '/etc/x', 'a/../../b', 'a\\b', 'C:/x', 'a//b']) {
      const { result, held } = await unpack({ [name]: 'x' });
      expect(result, name).toEqual({ ok: false, reason: `entry '${name}' is not a plain relative path` });
      expect(held).toEqual([]);
    }
    expect((await unpack({ 'a.txt': 'one', 'a.txt/': '' })).result).toEqual({ ok: false, reason: 'it holds a.txt twice' });
    // A link: unix mode 0o120777 in the central directory's external attributes.
    const link = makeZip({ 'l': 'target' });
    const central = link.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    link.writeUInt32LE(0o120777 * 0x10000, central + 38);
    expect((await unpack({}, {}, LIMITS, link)).result).toEqual({ ok: false, reason: 'entry l is a symbolic link' });
    expect((await unpack({}, {}, LIMITS, Buffer.from('not a zip at all'))).result).toEqual({ ok: false, reason: 'it is not a zip (no end of central directory)' });
  });
});
