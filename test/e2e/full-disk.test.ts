/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON documents */
// A disk that fills during a stage: `run` and `status` give one account, the journal's. The
// stage's log write fails (ENOSPC: faked through the ProcessRunner port, whose result carries it;
// the host's writer meets a real ENOSPC on /dev/full below) and the run's projections cannot be
// written after the journal took the stage's failure (a directory planted where the state file is
// renamed to: a real write failure of the snapshot, the journal's append unaffected). The run stops
// with the failure the journal recorded, saying the projections could not be written and why and
// where the log stops; status says the same failure, the log's end and that the projections lag.
import { closeSync, existsSync, openSync, rmSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { chainYaml, jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { ITEM_LIB, table, wf } from './foreach-fixtures.js';
import { runWorkflow } from '../../src/core/run/runner.js';
import { systemClock, type ProcessRunner } from '../../src/core/run/ports.js';
import { createNodeProcessRunner } from '../../src/host/process-runner.js';
import { StageOutput } from '../../src/host/stage-output.js';

afterAll(removeWorkspaces);

const STATE = 'runs/r1/workflow_state.yaml';
// big prints, then fails after planting a folder at the state file's path (the snapshot's rename fails: EISDIR).
const WF = chainYaml('disk', ['a', 'big', 'z'], {
  big: { run: `source lib.sh; count; echo printing; cp ${STATE} saved-state.yaml; rm -f ${STATE}; mkdir -p ${STATE}/in-the-way; exit 1` },
});

/** The node runner, its results as a full disk leaves them: the log of `step` cut short at `bytes`. */
function fullDiskLogs(step: string, bytes: number): ProcessRunner {
  const real = createNodeProcessRunner();
  return { ...real, run: async (request) => ({ ...(await real.run(request)), ...(request.env?.['STAGEGATE_STEP'] === step ? { logFailure: { code: 'ENOSPC', bytes } } : {}) }) };
}

describe('a full disk during a stage', () => {
  it('run and status give the journal account: the stage failure, its log cut short and why, the projections not written and why', async () => {
    const ws = workspaceWith({ 'wf.yaml': WF }, { git: false });
    const outcome = await runWorkflow(
      { workspace: ws.dir, workflowFile: 'wf.yaml', invocation: { tokens: { run_id: 'r1' } }, env: { PATH: process.env['PATH'] ?? '' } },
      { processes: fullDiskLogs('big', 331776), source: { sourceCommit: () => null }, clock: systemClock },
    );
    expect([outcome.status, outcome.exitCode]).toEqual(['STAGE_FAILED', 6]);
    expect(outcome.message).toMatch(/^step big exited with status 1 \(log: runs\/r1\/logs\/big\.v1\.a1\.log\); its log runs\/r1\/logs\/big\.v1\.a1\.log stops at 331776 bytes: writing it failed \(ENOSPC: no space left on the device\), what the stage printed after that is lost; the state file and manifest could not be written \(E\w+\): the journal records this, and the next invocation writes them again$/);
    expect(outcome.hint).toMatch(/^Free disk space or fix permissions first \(E\w+: the state file and manifest could not be written\); then: \S/);
    expect(outcome.completedSteps).toEqual(['a']);
    // The journal took the failure and the invocation's end.
    const events = ws.read('runs/r1/workflow_state.journal.jsonl').trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(events.slice(-2).map((e: any) => [e.event, e.code])).toEqual([['attempt_failed', 'STAGE_FAILED'], ['run_stopped', 'STAGE_FAILED']]);

    // status: the same stop, exit status and log note, from the journal.
    rmSync(ws.path(STATE), { recursive: true });
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([st.code, jsonOf(st)['status']]).toEqual([6, 'STAGE_FAILED']);
    expect(jsonOf(st)['message']).toContain('its log runs/r1/logs/big.v1.a1.log stops at 331776 bytes: writing it failed (ENOSPC: no space left on the device)');
    // The resume (space freed) writes the projections again and runs big again.
    expect(existsSync(ws.path(STATE))).toBe(false);
  });

  it('the CLI: run and status agree on the failure (exit 6); status says the state file lags the journal the run could not project', async () => {
    const ws = workspaceWith({ 'wf.yaml': WF }, { git: false });
    const ran = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([ran.code, jsonOf(ran)['status']]).toEqual([6, 'STAGE_FAILED']);
    expect(jsonOf(ran)['message']).toMatch(/^step big exited with status 1 \(log: runs\/r1\/logs\/big\.v1\.a1\.log\); the state file and manifest could not be written \(E\w+\)/);
    // The folder in the way gone, the state file as it was when big started (behind the journal).
    rmSync(ws.path(STATE), { recursive: true });
    ws.write(STATE, ws.read('saved-state.yaml'));
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([st.code, jsonOf(st)['status']]).toEqual([6, 'STAGE_FAILED']);
    expect(jsonOf(st)['message']).toBe('step big exited with status 1 (log: runs/r1/logs/big.v1.a1.log) (its state file and manifest lag the journal, which this reads: its runner could not write them or died first; the next run writes them again)');
    // The resume (big's folder planting edited out) writes them again, runs big again and finishes.
    rmSync(ws.path(STATE));
    ws.write('wf.yaml', chainYaml('disk', ['a', 'big', 'z']));
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--allow-workflow-change', '--json']);
    expect([resumed.code, jsonOf(resumed)['status']], resumed.stdout).toEqual([0, 'WORKFLOW_COMPLETE']);
  });
});

describe('a foreach item whose run completes but whose state file cannot be written at its end', () => {
  it('stops the run with STATE_WRITE_FAILED (exit 9; not an internal error, not the item recorded blocked); the resume records the item done without running it again', async () => {
    // verify of DA-01, the first time: a folder where the item run's state file goes (its end's rename fails: EISDIR).
    const verify = `${ITEM_LIB}; log; if [ "$STAGEGATE_INPUT_ITEM_ID" = DA-01 ] && [ ! -e planted ]; then touch planted; echo "$STAGEGATE_STATE_PATH" >item-state.txt; mkdir -p "$STAGEGATE_STATE_PATH/in-the-way"; fi; finish VERIFIED`;
    const ws = workspaceWith({ 'wf.yaml': wf({ verify }), 'reg.md': table([['DA-01', 'One', '-'], ['DA-02', 'Two', '-']]) });
    const ran = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([ran.code, jsonOf(ran)['status']], ran.stdout + ran.stderr).toEqual([9, 'STATE_WRITE_FAILED']);
    expect(jsonOf(ran)['message']).toMatch(/item DA-01 of foreach step loop .*cannot write the state file or manifest of run .*\(EISDIR\).*it records the run's stop: WORKFLOW_COMPLETE/);
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    // status: the same stop (the parent's journal recorded it; the item stays in flight).
    expect([st.code, jsonOf(st)['status']]).toEqual([9, 'STATE_WRITE_FAILED']);
    rmSync(ws.read('item-state.txt').trim(), { recursive: true });
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([resumed.code, jsonOf(resumed)['status']], resumed.stdout).toEqual([0, 'WORKFLOW_COMPLETE']);
    expect(ws.lines('items.txt')).toEqual(['DA-01 design', 'DA-01 verify', 'DA-02 design', 'DA-02 verify']);
  });
});

describe('the stage log writer on a full device', () => {
  it('keeps the first error (ENOSPC) and the bytes written before it', async () => {
    const fd = openSync('/dev/full', 'w');
    try {
      const output = new StageOutput(fd, [], undefined);
      const stream = new PassThrough();
      output.attach(stream);
      stream.end('x'.repeat(5000) + '\n');
      await output.whenEnded();
      expect(output.logFailure()).toEqual({ code: 'ENOSPC', bytes: 0 });
    } finally {
      closeSync(fd);
    }
  });
});
