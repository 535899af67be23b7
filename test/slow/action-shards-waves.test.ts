/**
 * The whole fan-out campaign through the action (in-process: action-harness.ts), job by job as
 * .github/workflows/fan-out.yml runs them, against the fake artifact service: a plan job runs to
 * the foreach; `command: shards` gives the matrix; two legs finish in reverse order and one does
 * not; the merge takes what it finds and reports the rest pending; the missing leg re-run in a
 * later attempt is merged next; a dependent component is the next wave; the last merge completes
 * the run. In the slow tier (moved from test/e2e/action-shards.test.ts, ~5 s of CPU): each step of
 * it is proved in `npm test` on its own — the legs and their merge (action-shards-legs.test.ts),
 * a missing leg re-run (action-shards-parallel.test.ts, action-shards-legs.test.ts), the merge's
 * refusals and the shard artifacts (action-shards.test.ts), waves of dependent items
 * (shards.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useFakeGitHub } from '../helpers/fake-artifacts.js';
import { fanOutJobs } from '../e2e/action-shards-fixtures.js';

const gh = useFakeGitHub();
const { job, matrixOf } = fanOutJobs(gh);

describe('fan-out across a matrix (the Action), the whole campaign', () => {
  it('plan -> shards -> matrix legs -> merge, a missing leg re-run in a later attempt, a dependent component as the next wave', async () => {
    const plan = await job('plan', { 'stop-after-step': 'inventory' });
    expect(plan.exitCode, plan.stdout + plan.stderr).toBe(0);
    expect(plan.outputs).toMatchObject({ status: 'PARTIAL_RESUMABLE', 'active-step': 'assess_components' });

    const shards = await job('shards', { command: 'shards' });
    expect(shards.exitCode, shards.stdout + shards.stderr).toBe(0);
    expect(matrixOf(shards)).toEqual(['C-01', 'C-02', 'C-03']);
    expect(shards.outputs['step']).toBe('assess_components');
    // The run's own outputs, as command: status gives them for this run (read from its state; nothing ran).
    expect(shards.outputs).toMatchObject({
      status: 'SHARDS',
      complete: 'false',
      'run-id': 'r1',
      'active-step': 'assess_components',
      'completed-steps': '["inventory"]',
      'state-path': 'runs/fan-out/r1/workflow_state.yaml',
      'manifest-path': 'runs/fan-out/r1/RUN_MANIFEST.yaml',
      'restored-from': plan.outputs['artifact-name'],
      'stages-run': '0',
      'artifact-name': '',
    });

    // Two legs finish (in reverse order); the C-02 leg does not (it is re-run below).
    for (const key of ['C-03', 'C-01']) {
      const leg = await job('shard', { shard: key });
      expect(leg.exitCode, leg.stdout + leg.stderr).toBe(0);
      expect(leg.outputs['status']).toBe('WORKFLOW_COMPLETE');
      expect(leg.outputs['artifact-name']).toMatch(/^stagegate-fan-out-r1-[0-9a-f]{12}-shard-[0-9a-f]{8}-C-0[13]-a1-1$/);
      // The shard's own state and manifest (in its shard folder), and the run state the leg restored.
      expect(leg.outputs['state-path']).toMatch(new RegExp(`^runs/fan-out/r1/foreach/assess-components/${key.toLowerCase()}/v1/workflow_state\\.yaml$`));
      expect(leg.outputs['manifest-path']).toBe(leg.outputs['state-path']!.replace(/workflow_state\.yaml$/, 'RUN_MANIFEST.yaml'));
      expect(existsSync(join(leg.workspace, leg.outputs['manifest-path']!))).toBe(true);
      expect(leg.outputs['restored-from']).toBe(plan.outputs['artifact-name']);
    }
    const first = await job('merge', { command: 'merge' });
    expect(first.exitCode, first.stdout + first.stderr).toBe(0);
    expect(first.outputs).toMatchObject({ status: 'PARTIAL_RESUMABLE', 'active-step': 'assess_components' });
    expect(first.summary).toContain('Shards merged: C-01, C-03');
    expect(first.summary).toContain('still pending: C-02, C-04');

    // The missing leg, re-run in attempt 2; the listing after the merge names only it.
    expect(matrixOf(await job('shards', { command: 'shards' }, { attempt: '2' }))).toEqual(['C-02']);
    const rerun = await job('shard', { shard: 'C-02' }, { attempt: '2' });
    expect(rerun.exitCode, rerun.stdout + rerun.stderr).toBe(0);
    const second = await job('merge', { command: 'merge' }, { attempt: '2' });
    expect(second.outputs).toMatchObject({ status: 'PARTIAL_RESUMABLE' });
    expect(second.summary).toContain('Shards merged: C-02 (already merged: C-01, C-03)');

    // C-04 depended on C-02: the next wave.
    expect(matrixOf(await job('shards', { command: 'shards' }, { attempt: '2' }))).toEqual(['C-04']);
    expect((await job('shard', { shard: 'C-04' }, { attempt: '2' })).exitCode).toBe(0);
    const last = await job('merge', { command: 'merge' }, { attempt: '3' });
    expect(last.exitCode, last.stdout + last.stderr).toBe(0);
    expect(last.outputs).toMatchObject({ status: 'WORKFLOW_COMPLETE', complete: 'true', 'completed-steps': '["inventory","assess_components","report"]' });
    const report = readFileSync(join(last.workspace, 'runs/fan-out/r1/report.md'), 'utf8');
    expect(report).toContain('- Assessment of api gateway (C-01)\n- Assessment of billing (C-02)\n- Assessment of search (C-03)\n- Assessment of notifications (C-04)');
    // No merge job ran a component itself: the assessments' logs are only in the shard folders.
    expect(readdirSync(join(last.workspace, 'runs/fan-out/r1/logs')).sort()).toEqual(['inventory.v1.a1.log', 'report.v1.a1.log']);
    const done = await job('shards', { command: 'shards' }, { attempt: '3' });
    expect(matrixOf(done)).toEqual([]);
    expect(done.outputs).toMatchObject({ status: 'SHARDS', complete: 'true', 'run-id': 'r1', 'active-step': '', 'completed-steps': '["inventory","assess_components","report"]', 'state-path': 'runs/fan-out/r1/workflow_state.yaml', 'restored-from': last.outputs['artifact-name'] });
  });

});
