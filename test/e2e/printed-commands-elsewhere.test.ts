// A command stagegate prints inside a message (not on a next: line) pastes from where the person
// typed theirs: run with -C DIR from another directory, the child's approve it names carries the
// same -C DIR, and a shell reading it back runs it there and decides the child's approval.
import { spawnSync } from 'node:child_process';
import { basename, dirname } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, runCli, workspaceWith } from '../helpers/cli.js';
import { header, parentYaml, shellStep } from './child-workflow-fixtures.js';
import { parallelYaml, ws as parallelWorkspace } from './parallel-fixtures.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

/** The words `sh` reads from a printed command. */
function shellWords(command: string): string[] {
  const r = spawnSync('sh', ['-c', `set -- ${command}\nprintf '%s\\0' "$@"`], { encoding: 'utf8' });
  expect([r.status, r.stderr]).toEqual([0, '']);
  return r.stdout.split('\0').slice(0, -1);
}

const CHILD = [...header('child'), ...shellStep('x', { OK: 'check' }), '  check:', "    approval: { message: 'ship it?' }", '    on_approve: y', ...shellStep('y', { OK: 'DONE' })].join('\n') + '\n';

describe('commands inside a message paste from the directory the run was typed in', () => {
  it('a child paused at its approval: "decide its approval (…)" names -C DIR, and pasted from there it approves the child', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': parentYaml(), 'child.yaml': CHILD });
    const cwd = dirname(ws.dir);
    const dir = basename(ws.dir);
    const r = await runCli(['-C', dir, 'run', 'wf.yaml', '--run-id', 'r1', '--json'], { cwd });
    expect(jsonOf(r), r.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sub' });
    const decide = /decide its approval \((.*?)\), then/.exec(jsonOf(r).message)?.[1];
    expect(decide).toBe(`stagegate -C ${dir} approve child.yaml --run-id c-r1`);
    const words = shellWords(decide!);
    const approved = await runCli([...words.slice(1), '--by', 'ann', '--json'], { cwd });
    expect([approved.code, jsonOf(approved).decision], approved.stdout + approved.stderr).toEqual([0, 'approved']);
  });

  it('a parallel branch paused in its child: "decide there: …" names -C DIR, and pasted from there it approves the child', { tags: [CAMPAIGN] }, async () => {
    const child = ["version: '4.0'", 'name: child', "state_path: 'out/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', 'steps:', '  check:', "    approval: { message: 'ship it?' }", '    on_approve: DONE'].join('\n');
    const w = parallelWorkspace(parallelYaml({ a: {}, sub: { body: ['child_workflow: child.yaml', "inputs: { run_id: 'c-{{run_id}}' }", 'statuses: { WORKFLOW_COMPLETE: DONE }'] } }), { 'child.yaml': child + '\n' });
    const cwd = dirname(w.dir);
    const dir = basename(w.dir);
    const r = await runCli(['-C', dir, 'run', 'wf.yaml', '--run-id', 'r1', '--json'], { cwd });
    expect(jsonOf(r), r.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'checks' });
    const decide = /\(decide there: (.*?)\);/.exec(jsonOf(r).message)?.[1];
    expect(decide).toBe(`stagegate -C ${dir} approve child.yaml --run-id c-r1`);
    const approved = await runCli([...shellWords(decide!).slice(1), '--by', 'ann', '--json'], { cwd });
    expect([approved.code, jsonOf(approved).decision], approved.stdout + approved.stderr).toEqual([0, 'approved']);
  });
});
