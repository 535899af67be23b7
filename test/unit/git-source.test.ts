// The run's source_commit is git's own answer (`git rev-parse`): a commit checked out, a
// subfolder of the repository, an unborn branch and a folder outside any repository.
import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gitSource } from '../../src/host/git-source.js';

const root = mkdtempSync(join(tmpdir(), 'stagegate-git-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const env: NodeJS.ProcessEnv = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t.invalid', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t.invalid', GIT_CONFIG_NOSYSTEM: '1', GIT_CEILING_DIRECTORIES: root };

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'commit.gpgsign=false', ...args], { cwd, env, encoding: 'utf8' }).trim();
}

describe('git source commit', () => {
  it('names the commit checked out, also from a folder below the top, and follows new commits (asked now or started and read later)', async () => {
    const dir = join(root, 'repo');
    mkdirSync(join(dir, 'a', 'b'), { recursive: true });
    git(dir, 'init', '-q', '-b', 'main');
    writeFileSync(join(dir, 'f.txt'), 'v1\n');
    git(dir, 'add', 'f.txt');
    git(dir, 'commit', '-q', '-m', 'c1');
    const first = git(dir, 'rev-parse', 'HEAD');
    expect(gitSource.sourceCommit(join(dir, 'a', 'b'))).toBe(first);
    expect(await gitSource.startSourceCommit!(join(dir, 'a', 'b'))).toBe(first);
    writeFileSync(join(dir, 'f.txt'), 'v2\n');
    git(dir, 'commit', '-q', '-am', 'c2');
    const second = gitSource.sourceCommit(dir);
    expect(second).toMatch(/^[0-9a-f]{40}$/);
    expect(second).not.toBe(first);
    expect(await gitSource.startSourceCommit!(dir)).toBe(second);
  });

  it('is null on an unborn branch and outside a repository', async () => {
    const unborn = join(root, 'unborn');
    mkdirSync(unborn);
    git(unborn, 'init', '-q');
    expect(gitSource.sourceCommit(unborn)).toBeNull();
    expect(await gitSource.startSourceCommit!(unborn)).toBeNull();
    const plain = mkdtempSync(join(tmpdir(), 'stagegate-nogit-'));
    try {
      expect(gitSource.sourceCommit(plain)).toBeNull();
      expect(await gitSource.startSourceCommit!(plain)).toBeNull();
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });

  it('headCommit (read when an attempt ends, from the repository\'s files) gives git\'s answer: loose and packed refs, detached, a linked worktree, unborn, outside', () => {
    const dir = join(root, 'heads');
    mkdirSync(join(dir, 'sub'), { recursive: true });
    git(dir, 'init', '-q', '-b', 'main');
    expect(gitSource.headCommit!(dir)).toBeNull();
    writeFileSync(join(dir, 'f.txt'), 'v1\n');
    git(dir, 'add', 'f.txt');
    git(dir, 'commit', '-q', '-m', 'c1');
    const first = git(dir, 'rev-parse', 'HEAD');
    expect(gitSource.headCommit!(join(dir, 'sub'))).toBe(first);
    git(dir, 'pack-refs', '--all');
    expect(gitSource.headCommit!(dir)).toBe(first);
    writeFileSync(join(dir, 'f.txt'), 'v2\n');
    git(dir, 'commit', '-q', '-am', 'c2');
    const second = git(dir, 'rev-parse', 'HEAD');
    expect(second).not.toBe(first);
    expect(gitSource.headCommit!(dir)).toBe(second);
    git(dir, 'checkout', '-q', '--detach', first);
    expect(gitSource.headCommit!(dir)).toBe(first);
    const linked = join(root, 'linked');
    git(dir, 'worktree', 'add', '-q', '-b', 'side', linked, second);
    expect(gitSource.headCommit!(linked)).toBe(second);
    writeFileSync(join(linked, 'f.txt'), 'v3\n');
    git(linked, 'commit', '-q', '-am', 'c3');
    expect(gitSource.headCommit!(linked)).toBe(git(linked, 'rev-parse', 'HEAD'));
    expect(gitSource.headCommit!(dir)).toBe(first);
    const plain = mkdtempSync(join(tmpdir(), 'stagegate-nogit-'));
    try {
      expect(gitSource.headCommit!(plain)).toBeNull();
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });
});
