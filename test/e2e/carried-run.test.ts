// A run carried between CI jobs by copying its run root (docs/run-semantics.md#resume): a copy
// that does not load, and an input that conflicts with the run's, are refused alike by run, status
// and plan — before any input is asked for.
import { afterAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { jsonOf, removeWorkspaces, workflowYaml, workspaceWith, type TempWorkspace } from '../helpers/cli.js';

afterAll(removeWorkspaces);

const ROOT = 'runs/p1';
// build -> deploy, with a required input (branch) that a resume takes from the run.
const WF = workflowYaml(
  'carried',
  {
    build: { run: 'source lib.sh; stage BUILT', statuses: { BUILT: 'deploy' } },
    deploy: { run: 'source lib.sh; stage DEPLOYED', statuses: { DEPLOYED: 'DONE' } },
  },
  { required: ['run_id', 'branch'] },
);

async function stoppedAfterBuild(): Promise<TempWorkspace> {
  const ws = workspaceWith({ 'wf.yaml': WF });
  const r = await ws.run(['run', 'wf.yaml', '--run-id', 'p1', 'branch=main', '--stop-after-step', 'build']);
  expect(r.code, r.stderr).toBe(0);
  return ws;
}

/** run, status and plan with `args`: the same stop code, exit status and message (run's). */
async function allSay(ws: TempWorkspace, args: string[], code: string, exit: number): Promise<string> {
  const run = await ws.run(['run', 'wf.yaml', '--run-id', 'p1', ...args, '--json']);
  const j = jsonOf(run);
  expect([run.code, j['status']], run.stdout).toEqual([exit, code]);
  const st = await ws.run(['status', 'wf.yaml', '--run-id', 'p1', ...args, '--json']);
  expect([st.code, jsonOf(st)['status'], jsonOf(st)['message']], st.stdout).toEqual([exit, code, j['message']]);
  const p = await ws.run(['plan', 'wf.yaml', '--run-id', 'p1', ...args, '--json']);
  expect([p.code, jsonOf(p)['stop']?.code, jsonOf(p)['stop']?.message], p.stdout).toEqual([exit, code, j['message']]);
  return j['message'] as string;
}

describe('a copied run that does not load', () => {
  it('without its journal: run and plan refuse it as status does, not asking for the input the run holds', async () => {
    const ws = await stoppedAfterBuild();
    rmSync(ws.path(`${ROOT}/workflow_state.journal.jsonl`));
    const message = await allSay(ws, [], 'WORKFLOW_STATE_INTEGRITY_VIOLATION', 5);
    expect(message).toMatch(/journal .*missing or empty/);
    // Given the input, the same refusal (it never depended on the input).
    expect(await allSay(ws, ['branch=main'], 'WORKFLOW_STATE_INTEGRITY_VIOLATION', 5)).toBe(message);
    expect(ws.lines('counter.txt')).toEqual(['build']);
  });

  it('only its manifest left: refused alike, before the input is asked for', async () => {
    const ws = await stoppedAfterBuild();
    rmSync(ws.path(`${ROOT}/workflow_state.journal.jsonl`));
    rmSync(ws.path(`${ROOT}/workflow_state.yaml`));
    await allSay(ws, [], 'WORKFLOW_STATE_INTEGRITY_VIOLATION', 5);
    expect(ws.lines('counter.txt')).toEqual(['build']);
  });
});

describe('an input that conflicts with the run', () => {
  it('status reports the conflict run refuses (same code, exit status, message)', async () => {
    const ws = await stoppedAfterBuild();
    const message = await allSay(ws, ['branch=release'], 'WORKFLOW_INPUT_CONFLICT', 4);
    expect(message).toBe("input branch was 'main' when run p1 started; this invocation gives 'release'");
    // The run as given: no conflict.
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'p1', 'branch=main', '--json']);
    expect([st.code, jsonOf(st)['status']]).toEqual([0, 'PARTIAL_RESUMABLE']);
  });
});
