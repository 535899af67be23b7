// A run carried between CI jobs by copying its run root (docs/run-semantics.md#resume): a copy
// that does not load, an input that conflicts with the run's, and an older copy restored over a
// newer one are refused alike by run, status and plan — before any input is asked for.
import { afterAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { jsonOf, removeWorkspaces, workflowYaml, workspaceWith, type TempWorkspace } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';

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
  it('without its journal: run and plan refuse it as status does, not asking for the input the run holds', { tags: [CAMPAIGN] }, async () => {
    const ws = await stoppedAfterBuild();
    rmSync(ws.path(`${ROOT}/workflow_state.journal.jsonl`));
    const message = await allSay(ws, [], 'WORKFLOW_STATE_INTEGRITY_VIOLATION', 5);
    expect(message).toMatch(/journal .*missing or empty/);
    // Given the input, the same refusal (it never depended on the input).
    expect(await allSay(ws, ['branch=main'], 'WORKFLOW_STATE_INTEGRITY_VIOLATION', 5)).toBe(message);
    expect(ws.lines('counter.txt')).toEqual(['build']);
  });

  it('only its manifest left: refused alike, before the input is asked for', { tags: [CAMPAIGN] }, async () => {
    const ws = await stoppedAfterBuild();
    rmSync(ws.path(`${ROOT}/workflow_state.journal.jsonl`));
    rmSync(ws.path(`${ROOT}/workflow_state.yaml`));
    await allSay(ws, [], 'WORKFLOW_STATE_INTEGRITY_VIOLATION', 5);
    expect(ws.lines('counter.txt')).toEqual(['build']);
  });
});

describe('an input that conflicts with the run', () => {
  it('status reports the conflict run refuses (same code, exit status, message)', { tags: [CAMPAIGN] }, async () => {
    const ws = await stoppedAfterBuild();
    const message = await allSay(ws, ['branch=release'], 'WORKFLOW_INPUT_CONFLICT', 4);
    expect(message).toBe("input branch was 'main' when run p1 started; this invocation gives 'release'");
    // The run as given: no conflict.
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'p1', 'branch=main', '--json']);
    expect([st.code, jsonOf(st)['status']]).toEqual([0, 'PARTIAL_RESUMABLE']);
  });
});

describe('an older copy of the run restored over a newer one', () => {
  it('is refused by run, status and plan, naming the log the journal does not record; --mode fresh starts over', async () => {
    const ws = await stoppedAfterBuild();
    // The older copy (a CI cache saved after build), then the run goes on to the end.
    const older = ['workflow_state.yaml', 'workflow_state.journal.jsonl', 'RUN_MANIFEST.yaml'].map((f) => [f, ws.readBytes(`${ROOT}/${f}`)] as const);
    const done = await ws.run(['run', 'wf.yaml', '--run-id', 'p1']);
    expect(done.code, done.stderr).toBe(0);
    // Extracted over it: the newer run's logs and outputs stay.
    for (const [f, bytes] of older) ws.write(`${ROOT}/${f}`, bytes.toString('utf8'));
    const log = ws.read(`${ROOT}/logs/deploy.v1.a1.log`);
    const message = await allSay(ws, [], 'WORKFLOW_STATE_INTEGRITY_VIOLATION', 5);
    expect(message).toContain(`${ROOT}/logs/deploy.v1.a1.log`);
    expect(message).toContain('an older copy of the run restored over a newer one?');
    const st = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'p1', '--json']));
    expect(st['hint']).toContain('stagegate run wf.yaml --run-id p1 --mode fresh');
    // approve (and reject, skip) decides nothing in it either: the same refusal, not APPROVAL_NOT_PENDING.
    const ap = await ws.run(['approve', 'wf.yaml', '--run-id', 'p1', '--json']);
    expect([ap.code, jsonOf(ap)['status'], jsonOf(ap)['message']]).toEqual([5, 'WORKFLOW_STATE_INTEGRITY_VIOLATION', message]);
    // Nothing ran again; the newer run's log is as it was.
    expect([ws.lines('counter.txt'), ws.read(`${ROOT}/logs/deploy.v1.a1.log`)]).toEqual([['build', 'deploy'], log]);
    // The fix it gives works (the inputs given again: a fresh run takes none from the run it moves aside).
    const fresh = await ws.run(['run', 'wf.yaml', '--run-id', 'p1', '--mode', 'fresh', 'branch=main', '--json']);
    expect([fresh.code, jsonOf(fresh)['status']], fresh.stdout).toEqual([0, 'WORKFLOW_COMPLETE']);
  });

  it("an attempt never appends to a log already at its path: it does not start, and that log stays another execution's", async () => {
    // build leaves a file where deploy's first attempt log goes (as a restored newer copy would).
    const wf = WF.replace('source lib.sh; stage BUILT', 'source lib.sh; mkdir -p runs/p1/logs; printf planted > runs/p1/logs/deploy.v1.a1.log; stage BUILT');
    const ws = workspaceWith({ 'wf.yaml': wf });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'p1', 'branch=main', '--json']);
    const j = jsonOf(r);
    expect([j['status'], j['message']], r.stdout).toEqual(['RUN_FILE_UNSAFE', expect.stringContaining('exists already: it holds another execution of this attempt')]);
    expect([ws.read(`${ROOT}/logs/deploy.v1.a1.log`), ws.lines('counter.txt')]).toEqual(['planted', ['build']]);
  });
});
