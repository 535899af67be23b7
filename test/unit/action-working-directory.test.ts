// The Action's working-directory input stays inside the checkout: a path through `..` or a link
// out is refused, a folder whose name merely starts with two dots is not.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoText, resolveWorkingDirectory, type GitHubContext } from '../../src/action/context.js';
import { actionWords } from '../../src/action/words.js';

const base = realpathSync(mkdtempSync(join(tmpdir(), 'stagegate-working-dir-')));
const repo = join(base, 'repo');
mkdirSync(join(repo, '..tools', 'sub'), { recursive: true });
mkdirSync(join(base, 'outside'));
symlinkSync(join(base, 'outside'), join(repo, 'out-link'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('resolveWorkingDirectory', () => {
  it('takes a folder whose name starts with two dots (..tools, ..tools/sub) as the checkout\'s own', () => {
    expect(resolveWorkingDirectory(repo, '..tools')).toBe(join(repo, '..tools'));
    expect(resolveWorkingDirectory(repo, '..tools/sub')).toBe(join(repo, '..tools', 'sub'));
  });

  it('refuses .., a path through it and a link out of the checkout', () => {
    expect(resolveWorkingDirectory(repo, '..')).toBeUndefined();
    expect(resolveWorkingDirectory(repo, '../outside')).toBeUndefined();
    expect(resolveWorkingDirectory(repo, '..tools/../..')).toBeUndefined();
    expect(resolveWorkingDirectory(repo, 'out-link')).toBeUndefined();
  });
});

describe('repoText under a working-directory whose name starts with two dots', () => {
  const gh = { repoRoot: repo } as GitHubContext;

  it('puts the folder in front of the paths the message names, as for any other folder', () => {
    expect(repoText(gh, join(repo, '..tools'), 'wrote runs/r1/a.md', ['runs/r1'])).toBe('wrote ..tools/runs/r1/a.md');
    expect(repoText(gh, join(repo, 'tools'), 'wrote runs/r1/a.md', ['runs/r1'])).toBe('wrote tools/runs/r1/a.md');
  });

  it('takes a root whose name starts with two dots (..runs) as inside the workspace', () => {
    expect(repoText(gh, join(repo, 'tools'), 'wrote ..runs/r1/a.md', ['..runs/r1'])).toBe('wrote tools/..runs/r1/a.md');
  });

  it('leaves the text alone for a workspace at or above the repository root', () => {
    expect(repoText(gh, repo, 'wrote runs/r1/a.md', ['runs/r1'])).toBe('wrote runs/r1/a.md');
    expect(repoText(gh, base, 'wrote runs/r1/a.md', ['runs/r1'])).toBe('wrote runs/r1/a.md');
  });
});

describe('repoText: a command line the message quotes runs from the repository root', () => {
  const gh = { repoRoot: repo } as GitHubContext;

  it('names the folder with -C and keeps the workflow as the folder names it; actionWords says working-directory', () => {
    const said = repoText(gh, join(repo, '..tools'), 'the workflow file wf.yaml changed: `stagegate run wf.yaml --run-id r1 --allow-workflow-change`', ['wf.yaml']);
    expect(said).toBe('the workflow file ..tools/wf.yaml changed: `stagegate -C ..tools run wf.yaml --run-id r1 --allow-workflow-change`');
    expect(actionWords(said)).toBe("the workflow file ..tools/wf.yaml changed: `command: run, working-directory: ..tools, workflow: wf.yaml, run-id: r1, allow-workflow-change: 'true'`");
  });

  it('quotes a folder with a space as the shell would, and the input is the folder itself', () => {
    mkdirSync(join(repo, 'my tools'), { recursive: true });
    const said = repoText(gh, join(repo, 'my tools'), 'run `stagegate validate wf.yaml`', ['wf.yaml']);
    expect(said).toBe("run `stagegate -C 'my tools' validate wf.yaml`");
    expect(actionWords(said)).toBe('run `command: validate, working-directory: my tools, workflow: wf.yaml`');
  });
});
