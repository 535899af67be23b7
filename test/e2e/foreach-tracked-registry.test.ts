// A foreach whose registry git tracks says, once, as it starts marking rows, that the run writes
// the file (its rows marked VERIFIED leave `git status` showing it modified). Seen failing before
// the fix: the file changed under git with no word to the user.
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const WF = [
  "version: '4.0'",
  'name: marks',
  "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
  'inputs:',
  '  required: [run_id]',
  'steps:',
  '  loop:',
  '    foreach:',
  '      source: reg.md',
  '      id_field: ID',
  '    per_item:',
  '      work:',
  "        run: 'source lib.sh; finish OK'",
  "        output: 'runs/{{run_id}}/work/{{item_id}}.md'",
  '        statuses: { OK: next_artifact }',
  '    completion: { on_complete: DONE }',
  '',
].join('\n');
const REGISTRY = '| ID | Status |\n|---|---|\n| A | TODO |\n| B | TODO |\n';
const NOTE = 'loop: reg.md is tracked by git: this run marks each verified item\'s row Status = VERIFIED in it, so git status will show it modified (commit it with the run\'s outputs, or git checkout -- reg.md to undo the marks).';

const gitStatus = (dir: string): string => spawnSync('git', ['status', '--porcelain', '--', 'reg.md'], { cwd: dir, encoding: 'utf8' }).stdout.trim();

describe('a foreach whose registry git tracks', () => {
  it('says once, before its first item, that the run marks the file (and git status then shows it modified); a run that marks nothing says nothing', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': WF, 'reg.md': REGISTRY });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stderr.split(NOTE).length - 1, r.stderr).toBe(1);
    expect(r.stderr.indexOf(NOTE)).toBeLessThan(r.stderr.indexOf('loop[A]: item A'));
    expect(gitStatus(ws.dir)).toBe('M reg.md');
    // Every row already VERIFIED: nothing to mark, nothing said.
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r2']);
    expect(again.code).toBe(0);
    expect(again.stderr).not.toContain('tracked by git');
  });

  it("a path with a space: the git command in the note is one shell word, and pasted through sh it undoes the marks", { tags: [CAMPAIGN] }, async () => {
    // Seen failing before the fix: the note said `git checkout -- my reg.md`, two words to a shell.
    const ws = workspaceWith({ 'wf.yaml': WF.replace('source: reg.md', "source: 'my reg.md'"), 'my reg.md': REGISTRY });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const command = /or (git checkout -- .*) to undo the marks\)/.exec(r.stderr)?.[1];
    expect(command, r.stderr).toBe("git checkout -- 'my reg.md'");
    expect(spawnSync('git', ['status', '--porcelain', '--', 'my reg.md'], { cwd: ws.dir, encoding: 'utf8' }).stdout.trim()).toBe('M "my reg.md"');
    const undo = spawnSync('sh', ['-c', command!], { cwd: ws.dir, encoding: 'utf8' });
    expect(undo.status, undo.stderr).toBe(0);
    expect(spawnSync('git', ['status', '--porcelain', '--', 'my reg.md'], { cwd: ws.dir, encoding: 'utf8' }).stdout.trim()).toBe('');
  });

  it('an untracked registry whose name reads as a pattern matching a tracked file (reg[1].md beside reg1.md): nothing said', { tags: [CAMPAIGN] }, async () => {
    // Seen failing before the fix: `git ls-files` read reg[1].md as a glob, matched reg1.md, and the note said it was tracked.
    const ws = workspaceWith({ 'wf.yaml': WF.replace('source: reg.md', "source: 'reg[1].md'"), 'reg1.md': REGISTRY });
    ws.write('reg[1].md', REGISTRY);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stderr).not.toContain('tracked by git');
  });

  it('an untracked registry: nothing said', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': WF });
    ws.write('reg.md', REGISTRY);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stderr).not.toContain('tracked by git');
  });
});
