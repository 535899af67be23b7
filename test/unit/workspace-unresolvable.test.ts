// A path the file system cannot look up (a name or the whole path too long, a loop of links, a
// file where a folder should be) is refused as a path — PATH_OUTSIDE_WORKSPACE naming why — never
// an internal error (before: ENAMETOOLONG from lstat, exit 70, and a run left IN_PROGRESS).
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Workspace } from '../../src/core/workspace/workspace.js';
import { StagegateError } from '../../src/core/run/errors.js';

const root = mkdtempSync(join(tmpdir(), 'sg-ws-unres-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function refusal(ws: Workspace, p: string): StagegateError {
  try {
    ws.resolve(p, 'output of step a');
  } catch (error) {
    if (error instanceof StagegateError) return error;
    throw error;
  }
  throw new Error(`${p} was accepted`);
}

describe('a path the file system cannot look up', () => {
  const ws = new Workspace(root);
  writeFileSync(join(root, 'file'), 'x');
  mkdirSync(join(root, 'runs'));
  symlinkSync('loop-b', join(root, 'loop-a'));
  symlinkSync('loop-a', join(root, 'loop-b'));

  it('a name longer than the file system allows: PATH_OUTSIDE_WORKSPACE naming ENAMETOOLONG', () => {
    for (const p of ['x'.repeat(300), `runs/${'y'.repeat(300)}`]) {
      const e = refusal(ws, `${p}/a.md`);
      expect(e.code).toBe('PATH_OUTSIDE_WORKSPACE');
      expect(e.message).toContain('ENAMETOOLONG');
      expect(e.hint).toMatch(/^Use a shorter path\. The workspace is/);
    }
  });

  it('a loop of links on the way: PATH_OUTSIDE_WORKSPACE naming ELOOP', () => {
    const e = refusal(ws, 'loop-a/out.md');
    expect(e.code).toBe('PATH_OUTSIDE_WORKSPACE');
    expect(e.message).toContain('ELOOP');
    // The fix is the link, not another path: the path may well lie inside the workspace.
    expect(e.hint).toMatch(/^Replace the looping link on the way/);
    expect(e.hint).not.toContain('stays inside the workspace');
  });

  it('short paths resolve as before, through a file too (nothing there to follow)', () => {
    expect(ws.resolve('runs/r1/a.md', 'x').rel).toBe('runs/r1/a.md');
    expect(ws.resolve('file/a.md', 'x').rel).toBe('file/a.md');
  });
});
