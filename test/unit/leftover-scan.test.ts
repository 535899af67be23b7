// The /proc scan an invocation makes when it ends (runner.ts: whatever its stages left running
// outside their groups is killed by its token prefix) is made only when the invocation started a
// process: one that started none (a finished run run again, a refusal, an approval pause, decisions
// only) has nothing to find. ProcessRunner.started says which prefixes a runner started; a stage
// left running outside its group is still killed (test/e2e/stage-lifetime.test.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '../../src/core/run/runner.js';
import { systemClock, type LeftoverAttempt, type ProcessRunner } from '../../src/core/run/ports.js';
import { createNodeProcessRunner } from '../../src/host/process-runner.js';

const dir = mkdtempSync(join(tmpdir(), 'stagegate-leftover-scan-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const header = ["version: '4.0'", 'name: scan', "state_path: 'runs/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', 'steps:'];
writeFileSync(join(dir, 'decide.yaml'), [...header, '  only:', '    decide:', '      - else: DONE'].join('\n') + '\n');
// One stage that writes its output with a gate (the contract of a stage: docs/workflow-format.md).
const gate = 'mkdir -p runs/$STAGEGATE_RUN_ID; printf "WORKFLOW_GATE:\\n  workflow: %s\\n  step: %s\\n  status: OK\\n  unresolved_critical: 0\\n  unresolved_high: 0\\n  source_resolvable_open: 0\\n  artifact: %s\\n  next_recommended: null\\n" "$STAGEGATE_WORKFLOW" "$STAGEGATE_STEP" "$STAGEGATE_ARTIFACT" >"$STAGEGATE_OUTPUT"';
writeFileSync(join(dir, 'stage.yaml'), [...header, '  a:', `    run: ${JSON.stringify(gate)}`, "    output: 'runs/{{run_id}}/a.md'", '    statuses: { OK: DONE }'].join('\n') + '\n');

/** The node runner, with the scans it is asked for recorded (and made). */
function recording(): { runner: ProcessRunner; scans: LeftoverAttempt[][] } {
  const inner = createNodeProcessRunner();
  const scans: LeftoverAttempt[][] = [];
  const runner: ProcessRunner = {
    run: (request) => inner.run(request),
    started: (prefix) => inner.started!(prefix),
    killLeftovers: (attempts) => (scans.push([...attempts]), inner.killLeftovers!(attempts)),
    findsByToken: inner.findsByToken,
  };
  return { runner, scans };
}

const run = (file: string, runId: string, processes: ProcessRunner) =>
  runWorkflow({ workspace: dir, workflowFile: file, invocation: { tokens: { run_id: runId } }, env: { PATH: process.env['PATH'] ?? '' }, invocationToken: `tok${runId}` }, { processes, source: { sourceCommit: () => null }, clock: systemClock });

describe("an invocation's leftover scan", () => {
  it('is made by an invocation that started a stage, for its own prefix, and the runner says it started that prefix only', async () => {
    const { runner, scans } = recording();
    expect(runner.started!('tokr1-')).toBe(false);
    const outcome = await run('stage.yaml', 'r1', runner);
    expect(outcome.status, outcome.message).toBe('WORKFLOW_COMPLETE');
    expect(runner.started!('tokr1-')).toBe(true);
    expect(runner.started!('tokr2-')).toBe(false);
    expect(scans).toEqual([[{ token: 'tokr1-' }]]);
  });

  it('is not made by an invocation that started no process (decisions only, or a finished run run again)', async () => {
    const first = recording();
    expect((await run('decide.yaml', 'd1', first.runner)).status).toBe('WORKFLOW_COMPLETE');
    expect(first.scans).toEqual([]);
    const again = recording();
    expect((await run('stage.yaml', 'r1', again.runner)).status).toBe('WORKFLOW_COMPLETE');
    expect(again.runner.started!('tokr1-')).toBe(false);
    expect(again.scans).toEqual([]);
  });

  it('is made as before by a runner that cannot say what it started', async () => {
    const { runner, scans } = recording();
    delete runner.started;
    expect((await run('decide.yaml', 'd2', runner)).status).toBe('WORKFLOW_COMPLETE');
    expect(scans).toEqual([[{ token: 'tokd2-' }]]);
  });
});
