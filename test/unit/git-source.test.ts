// The run's source_commit is git's own answer (`git rev-parse`): a commit checked out, a
// subfolder of the repository, an unborn branch and a folder outside any repository.
import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGitSource } from '../../src/host/git-source.js';

const gitSource = createGitSource();

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

  it('a work tree git refuses to read: no commit, and unreadable() says git\'s first line; none for an unborn branch, and none once git reads it again', async () => {
    const dir = join(root, 'refused');
    mkdirSync(dir);
    git(dir, 'init', '-q', '-b', 'main');
    git(dir, 'commit', '-q', '--allow-empty', '-m', 'c1');
    const config = join(dir, '.git', 'config');
    const good = readFileSync(config, 'utf8');
    writeFileSync(config, '[broken\n');
    expect(gitSource.sourceCommit(dir)).toBeNull();
    expect(gitSource.unreadable!(dir)).toMatch(/^fatal: bad config line 1 in file /);
    expect(await gitSource.watchSourceCommit!(dir).commit).toBeNull();
    expect(gitSource.unreadable!(dir)).toMatch(/^fatal: bad config line 1 in file /);
    writeFileSync(config, good);
    expect(gitSource.sourceCommit(dir)).toMatch(/^[0-9a-f]{40}$/);
    expect(gitSource.unreadable!(dir)).toBeUndefined();
    const unborn = join(root, 'unborn-unread');
    mkdirSync(unborn);
    git(unborn, 'init', '-q');
    expect(await gitSource.startSourceCommit!(unborn)).toBeNull();
    expect(gitSource.unreadable!(unborn)).toBeUndefined();
  });

  it('a run\'s watch on HEAD: a commit, an amend, a reset, a checkout each seen through the reflog; unmoved, git is not asked', async () => {
    const dir = join(root, 'watched');
    mkdirSync(join(dir, 'sub'), { recursive: true });
    git(dir, 'init', '-q', '-b', 'main');
    writeFileSync(join(dir, 'f.txt'), 'v1\n');
    git(dir, 'add', 'f.txt');
    git(dir, 'commit', '-q', '-m', 'c1');
    const first = git(dir, 'rev-parse', 'HEAD');
    // From a folder below the top: the look-up answers HEAD, and the watch reads the reflog git named.
    const { commit, head } = gitSource.watchSourceCommit!(join(dir, 'sub'));
    expect(await commit).toBe(first);
    expect(head.moved()).toBeUndefined();
    // A move that bypasses the reflog is not seen: proof that git was not asked while the reflog stood still.
    const other = git(dir, 'commit-tree', '-p', first, '-m', 'made aside', `${first}^{tree}`);
    const ref = join(dir, '.git', 'refs', 'heads', 'main');
    writeFileSync(ref, `${other}\n`);
    expect(head.moved()).toBeUndefined();
    writeFileSync(ref, `${first}\n`);

    writeFileSync(join(dir, 'f.txt'), 'v2\n');
    git(dir, 'commit', '-q', '-am', 'c2');
    const second = git(dir, 'rev-parse', 'HEAD');
    expect(head.moved()).toBe(second);
    expect(head.moved()).toBeUndefined();
    // A watch forked now (a child run) starts from here; each watch looks on its own.
    const child = head.fork();
    expect(child.moved()).toBeUndefined();
    git(dir, 'commit', '-q', '--amend', '-m', 'c2 amended');
    const amended = git(dir, 'rev-parse', 'HEAD');
    expect(amended).not.toBe(second);
    expect(child.moved()).toBe(amended);
    expect(child.moved()).toBeUndefined();
    expect(head.moved()).toBe(amended);
    git(dir, 'reset', '-q', '--hard', first);
    expect(head.moved()).toBe(first);
    git(dir, 'checkout', '-q', '-b', 'side', amended);
    expect(head.moved()).toBe(amended);
    // A checkout to another branch at the same commit moves the reflog, not the commit: git says so.
    git(dir, 'checkout', '-q', '-b', 'same');
    expect(head.moved()).toBe(amended);
    expect(head.moved()).toBeUndefined();
  });

  it('a repository without a reflog, or an unborn HEAD: git is asked at every look; where git refuses the repository nothing is watched', async () => {
    const dir = join(root, 'no-reflog');
    mkdirSync(dir);
    git(dir, 'init', '-q', '-b', 'main');
    // Unborn: no commit, no reflog yet.
    const unborn = gitSource.watchSourceCommit!(dir);
    expect(await unborn.commit).toBeNull();
    expect(unborn.head.moved()).toBeNull();
    writeFileSync(join(dir, 'f.txt'), 'v1\n');
    git(dir, '-c', 'core.logAllRefUpdates=false', 'add', 'f.txt');
    git(dir, '-c', 'core.logAllRefUpdates=false', 'commit', '-q', '-m', 'c1');
    const first = git(dir, 'rev-parse', 'HEAD');
    expect(existsSync(join(dir, '.git', 'logs', 'HEAD'))).toBe(false);
    expect(unborn.head.moved()).toBe(first);
    const { commit, head } = gitSource.watchSourceCommit!(dir);
    expect(await commit).toBe(first);
    // No reflog to watch: every look asks git, so a move no reflog records is still seen.
    expect(head.moved()).toBe(first);
    const other = git(dir, 'commit-tree', '-p', first, '-m', 'made aside', `${first}^{tree}`);
    writeFileSync(join(dir, '.git', 'refs', 'heads', 'main'), `${other}\n`);
    expect(head.moved()).toBe(other);

    // git refuses the repository (as for a folder of another owner: safe.directory) though its
    // files name a commit: null at the start, and nothing watched after (no move, git not asked).
    const saved = process.env['GIT_DIR'];
    process.env['GIT_DIR'] = join(root, 'no-such-git-dir');
    try {
      const refused = gitSource.watchSourceCommit!(dir);
      expect(await refused.commit).toBeNull();
      git(dir, 'commit', '-q', '--allow-empty', '-m', 'c2');
      expect(refused.head.moved()).toBeUndefined();
      expect(refused.head.fork().moved()).toBeUndefined();
    } finally {
      if (saved === undefined) delete process.env['GIT_DIR'];
      else process.env['GIT_DIR'] = saved;
    }
  });

  it('a workspace that is not a repository when the run starts is not watched: a repository a stage makes later is not the run\'s commit', async () => {
    const dir = join(root, 'plain-then-init');
    mkdirSync(dir);
    // Outside any repository (GIT_CEILING_DIRECTORIES stops git looking above the temp root).
    const saved = process.env['GIT_CEILING_DIRECTORIES'];
    process.env['GIT_CEILING_DIRECTORIES'] = root;
    try {
      const { commit, head } = gitSource.watchSourceCommit!(dir);
      expect(await commit).toBeNull();
      git(dir, 'init', '-q', '-b', 'main');
      git(dir, 'commit', '-q', '--allow-empty', '-m', 'c1');
      expect(git(dir, 'rev-parse', 'HEAD')).toMatch(/^[0-9a-f]{40}$/);
      expect(head.moved()).toBeUndefined();
      expect(head.fork().moved()).toBeUndefined();
    } finally {
      if (saved === undefined) delete process.env['GIT_CEILING_DIRECTORIES'];
      else process.env['GIT_CEILING_DIRECTORIES'] = saved;
    }
  });

});
