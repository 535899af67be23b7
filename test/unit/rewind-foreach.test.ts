// The pure rerun from a foreach step (run/rewind.ts): planned only for a foreach that ended the
// run blocked — its blocked items run again, verified ones are kept unless named as changed —
// and applied as the step's next visit with its record reopened, not read again.
import { describe, expect, it } from 'vitest';
import { loadWorkflowText } from '../../src/core/model/loader.js';
import { newRunState } from '../helpers/state.js';
import { applyRewind, isRefusal, planRewind, rerunItems, type RewindPlan } from '../../src/core/run/rewind.js';
import { foreachRecordOf, type ForeachItemRecord, type RunState } from '../../src/core/state/state.js';
import { wf } from '../e2e/foreach-fixtures.js';

const AT = '2026-12-04T12:00:00.000Z';
const r = loadWorkflowText(wf(), 'wf.yaml', '/nowhere/wf.yaml');
if (!r.workflow) throw new Error(JSON.stringify(r.diagnostics));
const workflow = r.workflow;

const item = (id: string, status: ForeachItemRecord['status'], visits: number): ForeachItemRecord => ({
  id,
  slug: id.toLowerCase(),
  status,
  visits,
  depends_on: [],
  waiting_on: [],
  bindings: { item_id: id },
  state_path: visits > 0 ? `runs/r1/foreach/loop/${id.toLowerCase()}/v${visits}/workflow_state.yaml` : null,
  outcome: status === 'verified' ? 'WORKFLOW_COMPLETE' : status === 'blocked' ? 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE' : null,
});

/** start completed, loop ended the run blocked at item B (A verified, C never ran). */
function blockedAtLoop(loopStatus: 'blocked' | 'completed' = 'blocked'): RunState {
  const s = newRunState(workflow);
  const record = foreachRecordOf({ visit: 1, source: 'reg.md', format: 'markdown', active_item: null, stopped: null, items: [item('A', 'verified', 1), item('B', loopStatus === 'blocked' ? 'blocked' : 'verified', 1), item('C', loopStatus === 'blocked' ? 'pending' : 'verified', loopStatus === 'blocked' ? 0 : 1)] });
  return {
    ...s,
    status: loopStatus === 'blocked' ? 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE' : 'WORKFLOW_COMPLETE',
    active_step: null,
    transitions: 3,
    completed_steps: loopStatus === 'blocked' ? ['start'] : ['start', 'loop'],
    failed_or_blocked_steps: loopStatus === 'blocked' ? ['loop'] : [],
    steps: {
      start: { kind: 'shell', status: 'completed', visits: 1, attempts: 1, accepted_seq: 1 },
      loop: { kind: 'foreach', status: loopStatus, visits: 1, attempts: 1, foreach: record, ...(loopStatus === 'completed' ? { accepted_seq: 2 } : {}) },
    },
    last_transition: { seq: 3, at: AT, step: 'loop', visit: 1, attempt: 1, outcome: 'blocked', code: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', to: null },
  } as RunState;
}

describe('a rerun from a foreach step', () => {
  it('that ended blocked: its blocked items run again in the next visit, the record reopened (verified items kept, visits kept)', () => {
    const state = blockedAtLoop();
    const plan = planRewind(state, workflow, 'loop');
    expect(plan).toEqual({ step: 'loop', taken_back: ['loop'], items: ['B'] });
    const t = applyRewind(state, workflow, plan as RewindPlan, AT);
    expect(t.state.active_step).toBe('loop');
    expect(t.state.status).toBe('IN_PROGRESS');
    expect(t.state.failed_or_blocked_steps).toEqual([]);
    const record = t.state.steps['loop']!;
    expect(record.visits).toBe(2);
    expect(record.foreach!.visit).toBe(2);
    expect(record.foreach!.items.toArray().map((i) => [i.id, i.status, i.visits, i.outcome])).toEqual([
      ['A', 'verified', 1, 'WORKFLOW_COMPLETE'],
      ['B', 'pending', 1, null],
      ['C', 'pending', 0, null],
    ]);
    expect(record.foreach!.counts).toMatchObject({ verified: 1, pending: 2, blocked: 0 });
  });

  it('a verified item named as changed runs again too, in the foreach order; a blocked or unknown one cannot be named so', () => {
    const state = blockedAtLoop();
    const plan = planRewind(state, workflow, 'loop') as RewindPlan;
    expect(rerunItems(state, plan, ['A'])).toEqual({ ...plan, items: ['A', 'B'] });
    expect(rerunItems(state, plan, ['B'])).toContain('twice');
    expect(rerunItems(state, plan, ['C'])).toContain('it is pending');
    expect(rerunItems(state, plan, ['Z'])).toContain('no item of it');
    const t = applyRewind(state, workflow, rerunItems(state, plan, ['A']) as RewindPlan, AT);
    expect(t.state.steps['loop']!.foreach!.items.toArray().map((i) => i.status)).toEqual(['pending', 'pending', 'pending']);
  });

  it('refuses one that completed, and takes nothing from a plain step (no items)', () => {
    const done = planRewind(blockedAtLoop('completed'), workflow, 'loop');
    expect(isRefusal(done) && done.code).toBe('REWIND_NOT_SUPPORTED');
    const plain = planRewind(blockedAtLoop(), workflow, 'start');
    expect(isRefusal(plain)).toBe(false);
    expect((plain as RewindPlan).items).toBeUndefined();
    expect(rerunItems(blockedAtLoop(), plain as RewindPlan, ['A'])).toContain('no foreach reopened');
  });
});
