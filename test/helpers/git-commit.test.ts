// The workspaces' commit writer (git-commit.ts) against git itself: the same files make the same
// commit (so the same HEAD), git finds the repository sound (fsck) and nothing changed (status),
// and git keeps working on it (a second commit, by either). What the writer does not cover it
// leaves to git, writing nothing.
import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commitAll } from './git-commit.js';

const root = mkdtempSync(join(tmpdir(), 'stagegate-git-commit-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const env = {
  ...process.env,
  GIT_AUTHOR_NAME: 'stagegate-test',
  GIT_AUTHOR_EMAIL: 'test@stagegate.invalid',
  GIT_COMMITTER_NAME: 'stagegate-test',
  GIT_COMMITTER_EMAIL: 'test@stagegate.invalid',
  GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z',
  GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CEILING_DIRECTORIES: root,
};

function git(cwd: string, args: string[], extra: Record<string, string> = {}): string {
  return execFileSync('git', ['-c', 'commit.gpgsign=false', ...args], { cwd, env: { ...env, ...extra }, encoding: 'utf8' }).trim();
}

let made = 0;
/** An empty repository (as the workspaces' template: no hooks, branch main) holding `files`. */
function repo(files: (dir: string) => void): string {
  const dir = join(root, `r${++made}`);
  mkdirSync(dir);
  git(dir, ['init', '-q', '-b', 'main', '--template=']);
  files(dir);
  return dir;
}

function write(dir: string, rel: string, text: string, mode = 0o644): void {
  mkdirSync(join(dir, rel, '..'), { recursive: true });
  writeFileSync(join(dir, rel), text);
  chmodSync(join(dir, rel), mode);
}

/** Names whose order differs between a plain sort and git's (a folder sorts as `name/`). */
function tricky(dir: string): void {
  write(dir, 'lib.sh', 'count() { :; }\n');
  write(dir, 'a', 'a file\n');
  write(dir, 'a-b', '');
  write(dir, 'a.b/x', 'x\n');
  write(dir, 'ab/c/d.yaml', 'deep: true\n');
  write(dir, 'ab.md', 'a file beside the folder ab\n');
  write(dir, 'a0', '0\n');
  write(dir, 'run.sh', '#!/bin/sh\necho hi\n', 0o755);
  write(dir, 'grp.sh', 'group-executable only\n', 0o654);
  write(dir, 'ünïcode näme.md', 'ü\n');
  write(dir, 'bytes.bin', '\0\x01\xff binary');
  mkdirSync(join(dir, 'empty', 'nested'), { recursive: true });
  symlinkSync('a.b/x', join(dir, 'link'));
  symlinkSync('nowhere', join(dir, 'dangling'));
}

const head = (dir: string): string => git(dir, ['rev-parse', 'HEAD']);

describe('commitAll (the workspaces\' commit without git)', () => {
  it('makes the commit git makes of the same files: same HEAD, sound, nothing changed, git continues from it', () => {
    const ours = repo(tricky);
    const theirs = repo(tricky);
    const sha = commitAll(ours, 'fixture', env);
    git(theirs, ['add', '-A']);
    git(theirs, ['commit', '-q', '--allow-empty', '-m', 'fixture']);
    expect(sha).toBe(head(theirs));
    // The index holds the files' stat data as git add records them (git add finds nothing to
    // refresh; before any other git command, as git status refreshes the index too).
    const debug = git(ours, ['ls-files', '--debug']);
    git(ours, ['add', '-A']);
    expect(git(ours, ['ls-files', '--debug'])).toBe(debug);
    expect(head(ours)).toBe(sha);
    expect(git(ours, ['fsck', '--strict', '--no-dangling'])).toBe('');
    expect(git(ours, ['status', '--porcelain', '-uall', '--ignored'])).toBe('');
    expect(git(ours, ['ls-files', '-s'])).toBe(git(theirs, ['ls-files', '-s']));
    expect(git(ours, ['log', '-g', '--format=%H %gs', 'HEAD'])).toBe(git(theirs, ['log', '-g', '--format=%H %gs', 'HEAD']));
    expect(git(ours, ['log', '-g', '--format=%H %gs', 'main'])).toBe(git(theirs, ['log', '-g', '--format=%H %gs', 'main']));

    // A second commit on top: ours after git's, and git's after ours, both as git makes it.
    for (const dir of [ours, theirs]) {
      write(dir, 'a', 'changed\n');
      rmSync(join(dir, 'a-b'));
      write(dir, 'new/file', 'new\n');
    }
    git(ours, ['add', '-A']);
    git(ours, ['commit', '-q', '--allow-empty', '-m', 'second']);
    const second = commitAll(theirs, 'second', env);
    expect(second).toBe(head(ours));
    expect(git(theirs, ['status', '--porcelain', '-uall'])).toBe('');
    expect(git(theirs, ['fsck', '--strict', '--no-dangling'])).toBe('');
    // --allow-empty: nothing changed, still a new commit.
    const third = commitAll(theirs, 'again', env);
    git(ours, ['commit', '-q', '--allow-empty', '-m', 'again']);
    expect(third).toBe(head(ours));
    expect(git(theirs, ['log', '-g', '--format=%H %gs', 'HEAD'])).toBe(git(ours, ['log', '-g', '--format=%H %gs', 'HEAD']));
  });

  it('commits an empty workspace as git commit --allow-empty does, at the time it runs', () => {
    const ours = repo(() => {});
    const now = { ...env, GIT_AUTHOR_DATE: undefined, GIT_COMMITTER_DATE: undefined };
    const sha = commitAll(ours, 'fixture', now);
    const info = git(ours, ['show', '-s', '--format=%T %at %ct %ae %s', 'HEAD']).split(' ');
    expect(head(ours)).toBe(sha);
    expect(info[0]).toBe('4b825dc642cb6eb9a060e54bf8d69288fbee4904'); // git's empty tree
    expect(Math.abs(Number(info[1]) - Date.now() / 1000)).toBeLessThan(24 * 3600); // a time of this run, not a fixed one
    expect(info[2]).toBe(info[1]);
    expect(info.slice(3)).toEqual(['test@stagegate.invalid', 'fixture']);
    expect(git(ours, ['status', '--porcelain', '-uall'])).toBe('');
  });

  it('commits a detached HEAD as git does', () => {
    const ours = repo((d) => write(d, 'f', '1\n'));
    const theirs = repo((d) => write(d, 'f', '1\n'));
    for (const dir of [ours, theirs]) {
      git(dir, ['add', '-A']);
      git(dir, ['commit', '-q', '-m', 'one']);
      git(dir, ['checkout', '-q', '--detach']);
      write(dir, 'f', '2\n');
    }
    git(theirs, ['add', '-A']);
    git(theirs, ['commit', '-q', '--allow-empty', '-m', 'two']);
    expect(commitAll(ours, 'two', env)).toBe(head(theirs));
    expect(git(ours, ['rev-parse', 'main'])).toBe(git(theirs, ['rev-parse', 'main']));
    expect(git(ours, ['status', '--porcelain', '-uall'])).toBe('');
  });

  it('leaves out what a .gitignore of plain names and paths ignores, as git does', () => {
    const files = (d: string): void => {
      write(d, '.gitignore', '# what runs write\nruns/\ncounter.txt\n/docs/reverse-engineering/\nsub/only-here.txt\n');
      write(d, 'wf.yaml', 'steps: {}\n');
      write(d, 'runs/r1/workflow_state.yaml', 'ignored\n');
      write(d, 'counter.txt', 'a\n');
      write(d, 'deep/er/counter.txt', 'b\n');
      write(d, 'deep/runs', 'a file named runs: not a folder, kept\n');
      write(d, 'docs/reverse-engineering/x.md', 'ignored\n');
      write(d, 'other/docs/reverse-engineering/y.md', 'kept: the rule is anchored\n');
      write(d, 'sub/only-here.txt', 'ignored\n');
      write(d, 'sub/deeper/only-here.txt', 'kept\n');
      write(d, 'nested/.gitignore', 'local.txt\n/top-of-nested.txt\n');
      write(d, 'nested/local.txt', 'ignored\n');
      write(d, 'nested/a/local.txt', 'ignored\n');
      write(d, 'nested/top-of-nested.txt', 'ignored\n');
      write(d, 'nested/a/top-of-nested.txt', 'kept\n');
      write(d, 'local.txt', 'kept: another folder\'s rule\n');
    };
    const ours = repo(files);
    const theirs = repo(files);
    git(theirs, ['add', '-A']);
    git(theirs, ['commit', '-q', '--allow-empty', '-m', 'fixture']);
    expect(commitAll(ours, 'fixture', env)).toBe(head(theirs));
    expect(git(ours, ['status', '--porcelain', '-uall'])).toBe('');
    expect(git(ours, ['ls-files'])).toBe(git(theirs, ['ls-files']));
    expect(git(ours, ['ls-files'])).toContain('deep/runs');
    // A second commit, the ignored files changed and more of them: still as git makes it.
    for (const dir of [ours, theirs]) {
      write(dir, 'counter.txt', 'a\nb\n');
      write(dir, 'runs/r2/x', 'ignored\n');
      write(dir, 'wf.yaml', 'steps: {a: {}}\n');
    }
    git(theirs, ['add', '-A']);
    git(theirs, ['commit', '-q', '--allow-empty', '-m', 'new code']);
    expect(commitAll(ours, 'new code', env)).toBe(head(theirs));
  });

  it('leaves to git a tracked file that an ignore rule came to match (git add -A keeps it)', () => {
    const dir = repo((d) => write(d, 'counter.txt', 'tracked\n'));
    expect(commitAll(dir, 'one', env)).toBeDefined();
    write(dir, '.gitignore', 'counter.txt\n');
    expect(commitAll(dir, 'two', env)).toBeUndefined();
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-q', '-m', 'two']);
    expect(git(dir, ['ls-files'])).toBe('.gitignore\ncounter.txt');
  });

  it.each([
    ['a .gitignore with a glob', (d: string) => write(d, 'sub/.gitignore', '*.log\n'), 'fixture', env],
    ['a .gitignore with a negation', (d: string) => write(d, '.gitignore', 'runs/\n!runs/keep\n'), 'fixture', env],
    ['a .gitattributes', (d: string) => write(d, '.gitattributes', '* text\n'), 'fixture', env],
    ['a nested repository', (d: string) => git(d, ['init', '-q', 'inner']), 'fixture', env],
    ['a FIFO', (d: string) => execFileSync('mkfifo', [join(d, 'fifo')]), 'fixture', env],
    ['a message git would clean up', () => {}, 'two\nlines', env],
    ['a message with trailing space', () => {}, 'fixture ', env],
    ['no author in the environment', () => {}, 'fixture', { ...env, GIT_AUTHOR_NAME: undefined }],
    ['a git setting from the environment', () => {}, 'fixture', { ...env, GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: 'core.autocrlf', GIT_CONFIG_VALUE_0: 'true' }],
    ['another index file', () => {}, 'fixture', { ...env, GIT_INDEX_FILE: '/nonexistent/index' }],
    ['a date in another format', () => {}, 'fixture', { ...env, GIT_COMMITTER_DATE: '@1700000000 +0100' }],
  ])('leaves %s to git, writing nothing', (_label, files, message, environment) => {
    const dir = repo((d) => {
      write(d, 'f', 'x\n');
      files(d);
    });
    const before = readdirSync(join(dir, '.git'), { recursive: true }).sort();
    expect(commitAll(dir, message, environment)).toBeUndefined();
    expect(readdirSync(join(dir, '.git'), { recursive: true }).sort()).toEqual(before);
  });

  it('leaves a repository with packed refs or an exclude file to git', () => {
    const packed = repo((d) => write(d, 'f', 'x\n'));
    git(packed, ['add', '-A']);
    git(packed, ['commit', '-q', '-m', 'one']);
    git(packed, ['pack-refs', '--all']);
    expect(commitAll(packed, 'fixture', env)).toBeUndefined();
    const excluded = repo((d) => write(d, '.git/info/exclude', '*.log\n'));
    expect(commitAll(excluded, 'fixture', env)).toBeUndefined();
  });
});
