// A run's transitions and decisions (RunOutcome.log) are gathered unless the request leaves them
// out (keepLog: false, the CLI's `run`, which prints neither): from the journal on a resume and
// as the run goes, the state and the outcome are the same either way.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '../../src/core/run/runner.js';
import { systemClock } from '../../src/core/run/ports.js';
import { createNodeProcessRunner } from '../../src/host/process-runner.js';

const dir = mkdtempSync(join(tmpdir(), 'stagegate-log-kept-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

writeFileSync(
  join(dir, 'wf.yaml'),
  `version: '4.0'
name: loop
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  tick:
    decide:
      - if: visits.tick < 3
        to: tick
      - else: DONE
    max_visits: 3
`,
);

const run = (runId: string, keepLog?: boolean) =>
  runWorkflow(
    { workspace: dir, workflowFile: 'wf.yaml', invocation: { tokens: { run_id: runId } }, env: { PATH: process.env['PATH'] ?? '' }, ...(keepLog === undefined ? {} : { keepLog }) },
    { processes: createNodeProcessRunner(), source: { sourceCommit: () => null }, clock: systemClock },
  );

describe('keepLog', () => {
  it('gathers the log by default, from the run and from its journal; keepLog: false gathers none and changes nothing else', async () => {
    const kept = await run('r1');
    const bare = await run('r2', false);
    expect(kept.status).toBe('WORKFLOW_COMPLETE');
    expect(kept.log?.history?.map((h) => h.to)).toEqual(['tick', 'tick', null]);
    expect(kept.log?.decisions).toHaveLength(3);
    expect(bare).not.toHaveProperty('log');
    expect(bare.status).toBe(kept.status);
    expect(bare.state?.steps).toEqual(kept.state?.steps);
    // Again, on the finished runs: the log comes from the replayed journal, or is not gathered.
    const again = await run('r1');
    const bareAgain = await run('r1', false);
    expect(again.log?.history).toEqual(kept.log?.history);
    expect(bareAgain).not.toHaveProperty('log');
    expect(bareAgain.state).toEqual(again.state);
  });
});
