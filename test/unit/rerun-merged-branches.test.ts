// A --rerun-from that would take back parallel steps whose branches were merged from shards
// (run/rewind-items.ts planRerun reads their SHARD.json on disk) names every such step, not the
// first alone: rerun from the step after the first, it would be refused again for the next.
// Real files in a temp workspace.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadWorkflowText } from '../../src/core/model/loader.js';
import { newRunState } from '../helpers/state.js';
import { isRefusal } from '../../src/core/run/rewind.js';
import { planRerun } from '../../src/core/run/rewind-items.js';
import { branchShardStatePath } from '../../src/core/shards/branch-fan-out.js';
import { SHARD_FILE } from '../../src/core/shards/descriptor.js';
import { Workspace } from '../../src/core/workspace/workspace.js';
import type { BranchRecord, RunState, StepRecord } from '../../src/core/state/state.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const branches = `
      branches:
        a: { run: 'true', output: 'runs/{{run_id}}/STEP_a.md', statuses: { OK: DONE } }
        b: { run: 'true', output: 'runs/{{run_id}}/STEP_b.md', statuses: { OK: DONE } }`;
const loaded = loadWorkflowText(
  `version: '4.0'
name: two_fans
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  plan:
    run: 'true'
    output: 'runs/{{run_id}}/plan.md'
    statuses: {OK: p1}
  p1:
    parallel:${branches.replaceAll('STEP', 'p1')}
    statuses: { PARALLEL_COMPLETE: mid }
  mid:
    run: 'true'
    output: 'runs/{{run_id}}/mid.md'
    statuses: {OK: p2}
  p2:
    parallel:${branches.replaceAll('STEP', 'p2')}
    statuses: { PARALLEL_COMPLETE: DONE }
`,
  'wf.yaml',
  '/nowhere/wf.yaml',
);
if (!loaded.workflow) throw new Error(JSON.stringify(loaded.diagnostics));
const workflow = loaded.workflow;

const branch = (step: string, id: string): BranchRecord => ({ kind: 'shell', status: 'succeeded', gate_status: 'OK', visit: 1, attempt: 1, code: null, error: null, exit_status: 0, duration_ms: 1, log: null, output: `runs/r1/${step}_${id}.md`, sha256: null });

function finished(): RunState {
  const s = newRunState(workflow, 'plan');
  const done = (kind: string, seq: number): StepRecord => ({ kind, status: 'completed', visits: 1, attempts: 1, accepted_seq: seq }) as StepRecord;
  const fan = (id: string, seq: number): StepRecord => ({ ...done('parallel', seq), parallel: { visit: 1, join: 'all', outcome: 'PARALLEL_COMPLETE', branches: { a: branch(id, 'a'), b: branch(id, 'b') } } }) as StepRecord;
  return { ...s, status: 'WORKFLOW_COMPLETE', active_step: null, transitions: 4, completed_steps: ['plan', 'p1', 'mid', 'p2'], steps: { plan: done('shell', 1), p1: fan('p1', 2), mid: done('shell', 3), p2: fan('p2', 4) } } as RunState;
}

/** A workspace where p1's branch a and p2's branch b were merged from shards (a SHARD.json in each one's shard folder). */
function merged(): Workspace {
  const root = mkdtempSync(join(tmpdir(), 'sg-merged-'));
  dirs.push(root);
  for (const [step, id] of [['p1', 'a'], ['p2', 'b']] as const) {
    const file = join(root, dirname(branchShardStatePath('runs/r1', step, id, 1)), SHARD_FILE);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, '{}\n');
  }
  return new Workspace(root);
}

describe('a rerun that would take back parallel steps with branches merged from shards', () => {
  it('names every such step and the rerun after the last of them', () => {
    const plan = planRerun(merged(), finished(), workflow, 'plan', 'runs/r1');
    expect(isRefusal(plan) && plan.code).toBe('REWIND_NOT_SUPPORTED');
    if (!isRefusal(plan)) return;
    expect(plan.message).toBe(
      '--rerun-from plan: it would take back the verdict of parallel step p1, whose branch a was merged from shards (run elsewhere, stagegate merge), which running it again here would not honestly redo; and it would take back the verdict of parallel step p2, whose branch b was merged from shards (run elsewhere, stagegate merge), which running it again here would not honestly redo',
    );
    expect(plan.hint).toBe('Rerun from a step after the last of them (p2), or start the run over with --mode fresh.');
  });

  it('one of them: named alone, the rerun after it as before', () => {
    const plan = planRerun(merged(), finished(), workflow, 'mid', 'runs/r1');
    expect(isRefusal(plan) && plan.message).toBe('--rerun-from mid: it would take back the verdict of parallel step p2, whose branch b was merged from shards (run elsewhere, stagegate merge), which running it again here would not honestly redo');
    expect(isRefusal(plan) && plan.hint).toBe('Rerun from a step after it, or start the run over with --mode fresh.');
  });
});
