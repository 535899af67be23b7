// What every stage process gets by default, run in process through the real runner and the real
// process runner (a recording wrapper only notes each request): a 360-minute time limit unless
// the step or execution.timeout_minutes says otherwise, and STAGEGATE_BIN passed through from the
// run's environment while every other outer STAGEGATE_* variable stays out.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '../../src/core/run/runner.js';
import { systemClock, type ProcessRequest, type ProcessRunner } from '../../src/core/run/ports.js';
import { createNodeProcessRunner } from '../../src/host/process-runner.js';
import { stageEnvironment } from '../../src/core/run/stage-command.js';
import { DEFAULT_TIMEOUT_MINUTES } from '../../src/core/model/workflow.js';

/** One runner for this file's stages (it keeps its PATH lookups and log folders, as one invocation does). */
const nodeProcessRunner = createNodeProcessRunner();

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stagegate-defaults-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const GATE = '[ -d "${STAGEGATE_OUTPUT%/*}" ] || mkdir -p "${STAGEGATE_OUTPUT%/*}"; printf "WORKFLOW_GATE:\\n  workflow: %s\\n  step: %s\\n  status: OK\\n  unresolved_critical: 0\\n  unresolved_high: 0\\n  source_resolvable_open: 0\\n  artifact: %s\\n  next_recommended: null\\n" "$STAGEGATE_WORKFLOW" "$STAGEGATE_STEP" "$STAGEGATE_ARTIFACT" >"$STAGEGATE_OUTPUT"';

function workflow(stepExtra: string, execution: string): string {
  return `version: '4.0'
name: d
state_path: 'runs/{{run_id}}/workflow_state.yaml'
steps:
  a:
    run: '${GATE}'
    output: 'runs/{{run_id}}/a.md'
    statuses: { OK: b }
  b:
    run: '${GATE}'
    output: 'runs/{{run_id}}/b.md'
    statuses: { OK: DONE }
${stepExtra}${execution}`;
}

async function requests(text: string, env: Record<string, string | undefined> = { PATH: process.env['PATH'] }): Promise<ProcessRequest[]> {
  writeFileSync(join(dir, 'wf.yaml'), text);
  const seen: ProcessRequest[] = [];
  const recording: ProcessRunner = { run: (request) => (seen.push(request), nodeProcessRunner.run(request)) };
  const outcome = await runWorkflow({ workspace: dir, workflowFile: 'wf.yaml', invocation: { tokens: {}, runId: `r${Math.random().toString(16).slice(2, 8)}` }, env }, { processes: recording, source: { sourceCommit: () => null }, clock: systemClock });
  expect(outcome.status, outcome.message).toBe('WORKFLOW_COMPLETE');
  return seen;
}

describe('stage time limit', () => {
  it('is 360 minutes when nothing says otherwise', async () => {
    expect(DEFAULT_TIMEOUT_MINUTES).toBe(360);
    const seen = await requests(workflow('', ''));
    expect(seen.map((r) => r.timeoutMs)).toEqual([360 * 60_000, 360 * 60_000]);
  });

  it("execution.timeout_minutes sets it for every stage; a step's own timeout_minutes wins", async () => {
    const text = workflow('', 'execution:\n  timeout_minutes: 2\n').replace("    statuses: { OK: b }", '    statuses: { OK: b }\n    timeout_minutes: 0.5');
    const seen = await requests(text);
    expect(seen.map((r) => r.timeoutMs)).toEqual([30_000, 120_000]);
  });
});

describe('STAGEGATE_BIN', () => {
  it("passes from the run's environment into every stage; other outer STAGEGATE_* values do not", async () => {
    const seen = await requests(workflow('', ''), { PATH: process.env['PATH'], STAGEGATE_BIN: '/opt/stagegate/bin/stagegate', STAGEGATE_STEP: 'outer', STAGEGATE_OTHER: 'x' });
    for (const r of seen) {
      expect(r.env['STAGEGATE_BIN']).toBe('/opt/stagegate/bin/stagegate');
      expect(r.env['STAGEGATE_OTHER']).toBeUndefined();
    }
    expect(seen.map((r) => r.env['STAGEGATE_STEP'])).toEqual(['a', 'b']);
  });

  it('stageEnvironment: absent when the run has none', () => {
    const env = stageEnvironment({ PATH: '/bin', STAGEGATE_RUN_ID: 'outer' }, { workflow: 'w', step: 's', runId: 'r', output: undefined, visit: 1, attempt: 1, statePath: '/s', runRoot: '/r', workspace: '/w', inputs: {}, attemptToken: 't-1' });
    expect(env['STAGEGATE_BIN']).toBeUndefined();
    expect(env['STAGEGATE_RUN_ID']).toBe('r');
  });
});
