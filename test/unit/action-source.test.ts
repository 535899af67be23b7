// The Action's source commit (src/host/github/source.ts): the `sha` input, else the pull request's head
// (pull_request_target: the checked-out HEAD first), else git HEAD — the same answer whether a run
// reads it when it needs it (sourceCommit) or starts it early and reads it later (startSourceCommit,
// git running while the run loads its workflow and journal), and git is asked only when the rules need it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { actionSource } from '../../src/host/github/source.js';
import type { HeadWatch, SourceInfo } from '../../src/core/run/ports.js';

const HEAD = 'a'.repeat(40);
const PR = 'b'.repeat(40);
const SHA = 'c'.repeat(40);

/** A git port that records how it was asked: 'read' (waited for) or 'start' (started early). */
function fakeGit(head: string | null): { git: SourceInfo; calls: string[] } {
  const calls: string[] = [];
  return { calls, git: { sourceCommit: () => (calls.push('read'), head), startSourceCommit: () => (calls.push('start'), Promise.resolve(head)) } };
}

const cases: Array<{ name: string; event: string; pr: string | undefined; sha: string | undefined; head: string | null; expected: string | null; asksGit: boolean }> = [
  { name: 'the sha input', event: 'pull_request', pr: PR, sha: SHA, head: HEAD, expected: SHA, asksGit: false },
  { name: "a pull request's head, not the merge commit checked out", event: 'pull_request', pr: PR, sha: undefined, head: HEAD, expected: PR, asksGit: false },
  { name: 'git HEAD on a push', event: 'push', pr: undefined, sha: undefined, head: HEAD, expected: HEAD, asksGit: true },
  { name: 'null outside a git repository', event: 'push', pr: undefined, sha: undefined, head: null, expected: null, asksGit: true },
  { name: 'pull_request_target: the checked-out HEAD first', event: 'pull_request_target', pr: PR, sha: undefined, head: HEAD, expected: HEAD, asksGit: true },
  { name: 'pull_request_target without git: the pull request head', event: 'pull_request_target', pr: PR, sha: undefined, head: null, expected: PR, asksGit: true },
];

describe('actionSource', () => {
  for (const c of cases) {
    it(`${c.name}: read or started, the same answer; git started (not waited for) only when the rules ask it`, async () => {
      const read = fakeGit(c.head);
      expect(actionSource({ eventName: c.event, pullRequestHeadSha: c.pr }, c.sha, read.git).sourceCommit('/ws')).toBe(c.expected);
      expect(read.calls).toEqual(c.asksGit ? ['read'] : []);
      const started = fakeGit(c.head);
      const source = actionSource({ eventName: c.event, pullRequestHeadSha: c.pr }, c.sha, started.git);
      expect(source.startSourceCommit).toBeDefined();
      expect(await source.startSourceCommit!('/ws')).toBe(c.expected);
      expect(started.calls).toEqual(c.asksGit ? ['start'] : []);
    });
  }

  it('a git port that cannot start it is read instead', async () => {
    const calls: string[] = [];
    const source = actionSource({ eventName: 'push', pullRequestHeadSha: undefined }, undefined, { sourceCommit: () => (calls.push('read'), HEAD) });
    expect(await source.startSourceCommit!('/ws')).toBe(HEAD);
    expect(calls).toEqual(['read']);
  });

  const repo = mkdtempSync(join(tmpdir(), 'stagegate-action-source-'));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('with the real git: started early, it gives the checkout HEAD', async () => {
    const git = (...args: string[]): string => execFileSync('git', args, { cwd: repo, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' } });
    git('init', '-q');
    writeFileSync(join(repo, 'f.txt'), 'x\n');
    git('add', 'f.txt');
    git('commit', '-q', '-m', 'one');
    const head = git('rev-parse', 'HEAD').trim();
    expect(await actionSource({ eventName: 'push', pullRequestHeadSha: undefined }, undefined).startSourceCommit!(repo)).toBe(head);
  });

  it('watchSourceCommit (a commit a stage makes is the run\'s own) only where the source commit is the checkout\'s HEAD', async () => {
    const watch: HeadWatch = { moved: () => 'd'.repeat(40), fork: () => watch };
    const port = (commit: string | null): SourceInfo => ({ sourceCommit: () => HEAD, watchSourceCommit: () => ({ head: watch, commit: Promise.resolve(commit) }) });
    const watched = (event: string, pr: string | undefined, sha: string | undefined, commit: string | null = HEAD) => actionSource({ eventName: event, pullRequestHeadSha: pr }, sha, port(commit)).watchSourceCommit?.('/ws');
    expect(watched('push', undefined, undefined)?.head.moved()).toBe('d'.repeat(40));
    expect(await watched('push', undefined, undefined)?.commit).toBe(HEAD);
    expect(await watched('pull_request_target', PR, undefined)?.commit).toBe(HEAD);
    // pull_request_target without git: the pull request's head, as sourceCommit says.
    expect(await watched('pull_request_target', PR, undefined, null)?.commit).toBe(PR);
    expect(watched('pull_request', PR, undefined)).toBeUndefined();
    expect(watched('push', undefined, SHA)).toBeUndefined();
    // A git port without it (an injected one): no advance is looked for.
    expect(actionSource({ eventName: 'push', pullRequestHeadSha: undefined }, undefined, { sourceCommit: () => HEAD }).watchSourceCommit).toBeUndefined();
  });

});
