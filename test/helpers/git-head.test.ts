// The tests' HEAD reader (git-head.ts) against the product's port, `git rev-parse` (gitSource):
// the same answer on every layout, read from the files on the ones the tests make (so the reader
// is what saves the processes) and asked of git on the others.
import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGitSource } from '../../src/host/git-source.js';
// The product's port, one for every test of this worker (its record of git's refusals is per workspace).
const gitSource = createGitSource();
import { commitAll, initRepository } from './git-commit.js';
import { readHead, testGitSource } from './git-head.js';

const root = mkdtempSync(join(tmpdir(), 'stagegate-git-head-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const identity = { GIT_AUTHOR_NAME: 'stagegate-test', GIT_AUTHOR_EMAIL: 'test@stagegate.invalid', GIT_COMMITTER_NAME: 'stagegate-test', GIT_COMMITTER_EMAIL: 'test@stagegate.invalid' };

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'commit.gpgsign=false', ...args], { cwd, env: { ...process.env, ...identity }, encoding: 'utf8' }).trim();
}

let made = 0;
function repo(...initArgs: string[]): string {
  const dir = join(root, `r${++made}`);
  mkdirSync(dir);
  git(dir, 'init', '-q', '-b', 'main', '--template=', ...initArgs);
  return dir;
}

function commit(dir: string, file = 'a.txt'): string {
  writeFileSync(join(dir, file), `${file} ${made}\n`);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', `add ${file}`);
  return git(dir, 'rev-parse', 'HEAD');
}

/** The reader's answer, which must be git's; `read`: whether the reader answered from the files. */
function agree(dir: string, read: boolean): string | null {
  const fromGit = gitSource.sourceCommit(dir);
  expect(testGitSource.sourceCommit(dir)).toBe(fromGit);
  if (read) expect(readHead(dir)).toBe(fromGit);
  else expect(readHead(dir)).toBeUndefined();
  return fromGit;
}

describe('the in-process tests read HEAD as git rev-parse does', () => {
  it('read from the files: no repository up to a filesystem boundary or the root', () => {
    const none = join(root, 'no-repository', 'deeper');
    mkdirSync(none, { recursive: true });
    expect(agree(none, true)).toBeNull();
  });

  it('read from the files: an unborn branch, loose commits (by git and by the tests\' writer), a subfolder, a detached HEAD, packed refs', () => {
    const dir = repo();
    expect(agree(dir, true)).toBeNull();
    const first = commit(dir);
    expect(agree(dir, true)).toBe(first);
    mkdirSync(join(dir, 'sub', 'deeper'), { recursive: true });
    expect(agree(join(dir, 'sub', 'deeper'), true)).toBe(first);
    const second = commit(dir, 'b.txt');
    git(dir, 'checkout', '-q', '--detach', first);
    expect(agree(dir, true)).toBe(first);
    git(dir, 'checkout', '-q', 'main');
    git(dir, 'pack-refs', '--all', '--prune');
    expect(readFileSync(join(dir, '.git', 'packed-refs'), 'utf8')).toContain(`${second} refs/heads/main`);
    expect(agree(dir, true)).toBe(second);

    const written = join(root, 'written');
    mkdirSync(written);
    initRepository(written);
    writeFileSync(join(written, 'wf.yaml'), 'steps: {}\n');
    const id = commitAll(written, 'workspace', { ...process.env, ...identity });
    expect(id).toMatch(/^[0-9a-f]{40}$/);
    expect(agree(written, true)).toBe(id);
  });

  it('asked of git: packed objects, a worktree, HEAD at a tag object, a branch at a missing object, GIT_DIR set', () => {
    const packed = repo();
    const id = commit(packed);
    git(packed, 'repack', '-adq');
    git(packed, 'prune-packed');
    expect(agree(packed, false)).toBe(id);

    const tree = join(root, 'tree');
    git(packed, 'worktree', 'add', '-q', '--detach', tree);
    expect(agree(tree, false)).toBe(id);

    const tagged = repo();
    const tip = commit(tagged);
    git(tagged, 'tag', '-a', '-m', 'a tag', 'v1');
    const tag = git(tagged, 'rev-parse', 'v1');
    writeFileSync(join(tagged, '.git', 'HEAD'), `${tag}\n`);
    expect(agree(tagged, false)).toBe(tip);

    const broken = repo();
    commit(broken);
    writeFileSync(join(broken, '.git', 'refs', 'heads', 'main'), `${'0123456789'.repeat(4)}\n`);
    expect(agree(broken, false)).toBeNull();

    const loose = repo();
    commit(loose);
    expect(readHead(loose, { ...process.env, GIT_DIR: join(packed, '.git') })).toBeUndefined();
  });

  it('a commit object read once and then packed away or replaced by another object: asked of git again, never the answer kept', () => {
    const packed = repo();
    const id = commit(packed);
    expect(agree(packed, true)).toBe(id);
    git(packed, 'repack', '-adq');
    git(packed, 'prune-packed');
    expect(agree(packed, false)).toBe(id);

    const replaced = repo();
    const tip = commit(replaced);
    expect(agree(replaced, true)).toBe(tip);
    const blob = git(replaced, 'hash-object', '-w', 'a.txt');
    const object = (sha: string): string => join(replaced, '.git', 'objects', sha.slice(0, 2), sha.slice(2));
    writeFileSync(object(tip), readFileSync(object(blob)));
    expect(agree(replaced, false)).toBeNull();
  });

  it('a SHA-256 repository', () => {
    const dir = repo('--object-format=sha256');
    const id = commit(dir);
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(agree(dir, true)).toBe(id);
  });
});
