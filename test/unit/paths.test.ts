// Workspace confinement: lexical and symlink checks, whatever the process's cwd.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Workspace } from '../../src/core/workspace/workspace.js';
import { StagegateError } from '../../src/core/run/errors.js';

let base: string;
let root: string;
let outside: string;
const startCwd = process.cwd();

beforeAll(() => {
  base = realpathSync(mkdtempSync(join(tmpdir(), 'stagegate-paths-')));
  root = join(base, 'ws');
  outside = join(base, 'outside');
  mkdirSync(join(root, 'docs', 'runs'), { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(root, 'docs', 'a.md'), 'a');
  symlinkSync(join(root, 'docs'), join(root, 'inner-link')); // stays inside
  symlinkSync(outside, join(root, 'out-link')); // leads out
  symlinkSync('../outside', join(root, 'docs', 'rel-out')); // relative, leads out
  symlinkSync(join(outside, 'nothing-yet'), join(root, 'dangling')); // leads out, target absent
  symlinkSync(root, join(base, 'ws-link')); // the workspace reached through a symlink
});

afterEach(() => process.chdir(startCwd));
afterAll(() => rmSync(base, { recursive: true, force: true }));

function refused(ws: Workspace, p: string): string {
  try {
    ws.resolve(p, 'thing');
  } catch (error) {
    expect(error).toBeInstanceOf(StagegateError);
    expect((error as StagegateError).code).toBe('PATH_OUTSIDE_WORKSPACE');
    return (error as StagegateError).message;
  }
  throw new Error(`'${p}' was accepted`);
}

describe('Workspace.resolve', () => {
  it('accepts paths inside, existing or not, and normalises them', () => {
    const ws = new Workspace(root);
    expect(ws.resolve('docs/a.md', 'x')).toEqual({ abs: join(root, 'docs/a.md'), rel: 'docs/a.md' });
    expect(ws.resolve('./docs/../docs/runs/new/deep.md', 'x').rel).toBe('docs/runs/new/deep.md');
    expect(ws.resolve('.', 'x').rel).toBe('.');
    expect(ws.resolve(join(root, 'docs/a.md'), 'x').rel).toBe('docs/a.md');
    expect(ws.resolve('inner-link/runs/x.md', 'x').rel).toBe('inner-link/runs/x.md');
    expect(ws.resolve('docs/..weird-but-inside', 'x').rel).toBe('docs/..weird-but-inside');
    // A first segment that merely starts with two dots is a name inside, not a climb.
    expect(ws.resolve('..weird-but-inside/x.md', 'x').rel).toBe('..weird-but-inside/x.md');
    expect(ws.resolve('...', 'x').rel).toBe('...');
    expect(refused(ws, '..')).toContain('climbs out');
    expect(refused(ws, 'docs/../..')).toContain('climbs out');
  });

  it('refuses .., absolute paths outside, NUL and empty paths', () => {
    const ws = new Workspace(root);
    expect(refused(ws, '../outside/x.md')).toContain('climbs out');
    expect(refused(ws, 'docs/../../outside')).toContain('climbs out');
    expect(refused(ws, join(outside, 'x.md'))).toContain('absolute path outside');
    expect(refused(ws, '/etc/passwd')).toContain('absolute path outside');
    refused(ws, 'a\0b');
    refused(ws, '');
    refused(ws, '   ');
  });

  it('refuses a symlink on the way that leads out: existing target, missing tail, relative link, dangling link', () => {
    const ws = new Workspace(root);
    for (const p of ['out-link', 'out-link/x.md', 'out-link/new/dir/x.md', 'docs/rel-out/x.md', 'dangling', 'dangling/x.md']) {
      expect(refused(ws, p), p).toContain('symlink');
    }
  });

  it('refuses a dangling symlink also when the process runs inside the workspace (regression)', () => {
    process.chdir(root);
    const ws = new Workspace('.');
    expect(refused(ws, 'dangling/a.md')).toContain('symlink');
    expect(refused(ws, 'out-link/a.md')).toContain('symlink');
    expect(ws.resolve('docs/a.md', 'x').rel).toBe('docs/a.md');
  });

  it('works when the workspace itself is reached through a symlink', () => {
    const ws = new Workspace(join(base, 'ws-link'));
    expect(ws.realRoot).toBe(root);
    expect(ws.resolve('docs/a.md', 'x')).toEqual({ abs: join(base, 'ws-link', 'docs/a.md'), rel: 'docs/a.md' });
    expect(refused(ws, 'out-link/x')).toContain('symlink');
  });

  it('refuses .git however it is spelled, named on the path or reached through a link inside the workspace', () => {
    mkdirSync(join(root, '.git', 'hooks'), { recursive: true });
    symlinkSync(join(root, '.git'), join(root, 'git-link')); // leads into .git, inside the workspace
    symlinkSync(join(root, '.git', 'hooks'), join(root, 'docs', 'Hooks-Link'));
    // Removed however the test ends: the other tests of the file share the workspace.
    try {
      const ws = new Workspace(root);
      for (const p of ['.git/config', '.GiT/hooks/pre-commit', 'docs/GIT~1/x', 'docs\\.Git\\x', '.git./x', '.git', '.git::$INDEX_ALLOCATION/hooks/x']) expect(refused(ws, p), p).toContain("it is inside a repository's .git folder");
      for (const p of ['git-link', 'git-link/hooks/pre-commit', 'docs/Hooks-Link/new/x']) expect(refused(ws, p), p).toContain("a symlink on the way leads into a repository's .git folder");
      // Names that only hold "git" stay allowed.
      for (const p of ['.github/workflows/x.yml', 'docs/.gitignore', 'git/x', 'digit.md']) expect(ws.resolve(p, 'x').rel).toBe(p);
    } finally {
      rmSync(join(root, 'git-link'));
      rmSync(join(root, 'docs', 'Hooks-Link'));
      rmSync(join(root, '.git'), { recursive: true });
    }
  });

  it('tryResolve returns undefined instead of throwing', () => {
    const ws = new Workspace(root);
    expect(ws.tryResolve('../x')).toBeUndefined();
    expect(ws.tryResolve('docs/a.md')?.rel).toBe('docs/a.md');
  });
});

describe('folders checked on every call', () => {
  it('a folder swapped for a link after an earlier check is refused: nothing is remembered between calls', () => {
    const ws = new Workspace(root);
    mkdirSync(join(root, 'last'), { recursive: true });
    expect(ws.resolve('last/file', 'output').rel).toBe('last/file');
    symlinkSync(join(outside, 'target'), join(root, 'last', 'file'));
    expect(refused(ws, 'last/file')).toMatch(/symlink/);
  });
});

