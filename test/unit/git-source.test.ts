// The run's source_commit is read from the repository's files (HEAD, loose refs, packed-refs,
// a worktree's gitdir) instead of spawning git. On real repositories made by git itself, the
// answer must always be `git rev-parse --verify HEAD`'s; what the reader is unsure about goes
// to git.
import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gitSource, headFromFiles, UNSURE } from '../../src/host/git-source.js';

const root = mkdtempSync(join(tmpdir(), 'stagegate-git-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const env: NodeJS.ProcessEnv = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t.invalid', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t.invalid', GIT_CONFIG_NOSYSTEM: '1' };
for (const k of Object.keys(env)) if (k.startsWith('GIT_DIR') || k === 'GIT_WORK_TREE' || k === 'GIT_CEILING_DIRECTORIES') delete env[k];

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'commit.gpgsign=false', ...args], { cwd, env, encoding: 'utf8' }).trim();
}

/** What git itself says (null when it does not name a commit). */
function gitHead(cwd: string): string | null {
  const r = spawnSync('git', ['rev-parse', '--verify', '--quiet', 'HEAD'], { cwd, env, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

function repo(name: string, commits = 1): string {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  git(dir, 'init', '-q', '-b', 'main');
  for (let i = 0; i < commits; i++) {
    writeFileSync(join(dir, 'f.txt'), `v${i}\n`);
    git(dir, 'add', 'f.txt');
    git(dir, 'commit', '-q', '-m', `c${i}`);
  }
  return dir;
}

describe('git source commit from files', () => {
  it('a branch checked out (symbolic HEAD, loose ref), also from a folder below the top', () => {
    const dir = repo('branch');
    mkdirSync(join(dir, 'a', 'b'), { recursive: true });
    expect(headFromFiles(dir, env)).toBe(gitHead(dir));
    expect(headFromFiles(join(dir, 'a', 'b'), env)).toBe(gitHead(dir));
    expect(gitSource.sourceCommit(join(dir, 'a', 'b'))).toMatch(/^[0-9a-f]{40}$/);
  });

  it('refs packed into packed-refs (no loose ref file)', () => {
    const dir = repo('packed', 2);
    git(dir, 'tag', 'v1');
    git(dir, 'pack-refs', '--all');
    expect(headFromFiles(dir, env)).toBe(gitHead(dir));
    // A loose ref written later wins over the packed one, as in git.
    writeFileSync(join(dir, 'f.txt'), 'later\n');
    git(dir, 'commit', '-q', '-am', 'later');
    expect(headFromFiles(dir, env)).toBe(gitHead(dir));
  });

  it('a detached HEAD', () => {
    const dir = repo('detached', 2);
    git(dir, 'checkout', '-q', '--detach', 'HEAD~1');
    const head = headFromFiles(dir, env);
    expect(head).toBe(gitHead(dir));
    expect(head).toBe(git(dir, 'rev-parse', 'main~1'));
  });

  it('a linked worktree (.git file, commondir) on its own branch', () => {
    const dir = repo('main-wt', 2);
    const wt = join(root, 'linked-wt');
    git(dir, 'worktree', 'add', '-q', '-b', 'side', wt, 'HEAD~1');
    expect(headFromFiles(wt, env)).toBe(gitHead(wt));
    expect(headFromFiles(wt, env)).not.toBe(headFromFiles(dir, env));
    git(dir, 'pack-refs', '--all');
    expect(headFromFiles(wt, env)).toBe(gitHead(wt));
  });

  it('a .git file naming the git dir by a relative path (as submodules do)', () => {
    const dir = repo('relative');
    renameSync(join(dir, '.git'), join(root, 'relative-store.git'));
    writeFileSync(join(dir, '.git'), 'gitdir: ../relative-store.git\n');
    expect(gitHead(dir)).toMatch(/^[0-9a-f]{40}$/);
    expect(headFromFiles(dir, env)).toBe(gitHead(dir));
  });

  it('a HEAD that names a symbolic ref', () => {
    const dir = repo('symref');
    git(dir, 'symbolic-ref', 'refs/heads/alias', 'refs/heads/main');
    git(dir, 'symbolic-ref', 'HEAD', 'refs/heads/alias');
    expect(headFromFiles(dir, env)).toBe(gitHead(dir));
  });

  it('asks git when unsure: unborn branch, no repository, git environment set', () => {
    const unborn = join(root, 'unborn');
    mkdirSync(unborn);
    git(unborn, 'init', '-q', '-b', 'main');
    expect(headFromFiles(unborn, env)).toBe(UNSURE);
    expect(gitSource.sourceCommit(unborn)).toBeNull();
    const dir = repo('env');
    expect(headFromFiles(dir, { ...env, GIT_DIR: join(dir, '.git') })).toBe(UNSURE);
  });

  it('outside any repository the answer is null (git says so)', () => {
    // The temp root itself is not in a repository (the temp dir is outside the project).
    const plain = mkdtempSync(join(tmpdir(), 'stagegate-nogit-'));
    try {
      expect(gitHead(plain)).toBeNull();
      expect(gitSource.sourceCommit(plain)).toBeNull();
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });

  it('refuses ref names that would leave the git dir', () => {
    const dir = repo('evil');
    writeFileSync(join(dir, '.git', 'HEAD'), 'ref: refs/heads/../../../../etc/passwd\n');
    expect(headFromFiles(dir, env)).toBe(UNSURE);
  });
});
