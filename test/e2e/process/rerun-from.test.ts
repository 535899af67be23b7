// The built CLI, as a person uses it (docs/run-semantics.md#rerun-from-a-step): a three-step run
// whose second step blocks; status says how to go on; the world is fixed; `--rerun-from` that step
// completes the run without running the first step again (counter.txt counts each stage's runs).
// The rest: ../rerun-from.test.ts.
import { type ChildProcess } from 'node:child_process';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { finished, jsonOf, removeWorkspaces, workspaceWith, type TempWorkspace } from '../../helpers/cli.js';

afterAll(removeWorkspaces);

const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  }
});

const WF = `version: '4.0'
name: three
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  first:
    run: 'source lib.sh; stage OK'
    output: 'runs/{{run_id}}/first.md'
    statuses: {OK: check}
  check:
    run: 'source lib.sh; if [ -f world.txt ]; then stage OK; else stage failed; fi'
    output: 'runs/{{run_id}}/check.md'
    statuses: {OK: last, failed: BLOCKED}
  last:
    run: 'source lib.sh; stage OK'
    output: 'runs/{{run_id}}/last.md'
    statuses: {OK: DONE}
`;

/** The built CLI in a process group of its own (killed after the test if it is still running). */
function cli(ws: TempWorkspace, args: string[]) {
  const child = ws.spawn([...args], { detached: true });
  children.push(child);
  return finished(child);
}

describe('stagegate run --rerun-from (built CLI)', () => {
  it('a blocked run is rerun from its blocking step once the world is fixed; the first step does not run again', async () => {
    const ws = workspaceWith({ 'wf.yaml': WF, '.gitignore': 'runs/\ncounter.txt\nworld.txt\n' });
    ws.commit('v1');
    const blocked = await cli(ws, ['run', 'wf.yaml', '--run-id', 'r1']);
    expect(blocked.code, blocked.stderr).toBe(3);
    expect(ws.lines('counter.txt')).toEqual(['first', 'check']);

    const status = await cli(ws, ['status', 'wf.yaml', '--run-id', 'r1']);
    expect(status.stdout).toMatch(/fix: +Read what blocked step check \(its output runs\/r1\/check\.md reported failed\) and supply the external evidence it asks for, then run it again, keeping the verdicts before it: `stagegate run wf\.yaml --run-id r1 --rerun-from check`/);

    ws.write('world.txt', 'fixed\n');
    const rerun = await cli(ws, ['run', 'wf.yaml', '--run-id', 'r1', '--rerun-from', 'check', '--json']);
    expect(rerun.code, rerun.stderr).toBe(0);
    expect(jsonOf(rerun)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['first', 'check', 'last'] });
    expect(ws.lines('counter.txt')).toEqual(['first', 'check', 'check', 'last']);

    const history = await cli(ws, ['history', 'wf.yaml', '--run-id', 'r1']);
    expect(history.stdout).toMatch(/rewound +check .*the verdicts of check are taken back/);
    const after = await cli(ws, ['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(after)).toMatchObject({ status: 'WORKFLOW_COMPLETE', exit_code: 0 });

    const fresh = await cli(ws, ['run', 'wf.yaml', '--run-id', 'r1', '--rerun-from', 'check', '--mode', 'fresh']);
    expect(fresh.code).toBe(2);
    expect(fresh.stderr).toContain('--rerun-from reruns part of a run as it stands');
  });
});
