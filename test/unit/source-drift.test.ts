// Source drift as pure pieces (run/source-drift.ts): what is stale and why, what each policy does
// (refuse lists only non-approval verdicts; rerun goes back to the earliest stale step; keep and
// refuse go back only to a stale approval; a keep at this source is honoured except by rerun),
// and the source_changed transition, which replays and refuses an edited claim.
import { describe, expect, it } from 'vitest';
import { newRunState } from '../helpers/state.js';
import { loadWorkflowText } from '../../src/core/model/loader.js';
import { advancedFrom, applySourceChange, currentSource, refusedVerdicts, sourceChange, staleWhy, verdictSources } from '../../src/core/run/source-drift.js';
import { replayEvent, ReplayMismatch } from '../../src/core/run/reduce.js';
import type { ApprovalRecord, BranchRecord, ChildRunRecord, RunState, StepRecord } from '../../src/core/state/state.js';
import { standingDecisionCommits, withItemDecisions } from '../../src/core/run/passed-approvals.js';
import type { Workflow } from '../../src/core/model/workflow.js';

const YAML = `version: '4.0'
name: t
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  draft:
    run: 'true'
    output: 'runs/{{run_id}}/draft.md'
    statuses: {OK: review}
  review:
    run: 'true'
    output: 'runs/{{run_id}}/review.md'
    statuses: {OK: sign_off}
  sign_off:
    approval: { message: 'Ship?' }
    on_approve: publish
  publish:
    run: 'true'
    output: 'runs/{{run_id}}/publish.md'
    statuses: {OK: DONE}
`;

function load(): Workflow {
  const r = loadWorkflowText(YAML, 'wf.yaml', '/nowhere/wf.yaml');
  if (!r.workflow) throw new Error(JSON.stringify(r.diagnostics));
  return r.workflow;
}
const wf = load();
const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const AT = '2026-01-02T00:00:00.000Z';
const NOW_B = { source_commit: B, agent_package_version: null };

const done = (kind: string, commit: string): StepRecord => ({ kind, status: 'completed', visits: 1, attempts: 1, source_commit: commit, agent_package_version: null });

/** draft, review, sign_off completed at A; the run at publish, its latest invocation at `at`. */
function stoppedAtPublish(at: string | null = B): RunState {
  const s = newRunState(wf);
  return {
    ...s,
    active_step: 'publish',
    completed_steps: ['draft', 'review', 'sign_off'],
    steps: { draft: done('shell', A), review: done('shell', A), sign_off: done('approval', A), publish: { kind: 'shell', status: 'pending', visits: 1, attempts: 0 } },
    invocations: [...s.invocations, { at: AT, mode: 'resume', ignore_previous_completion: false, stop_after_step: null, outcome: null, source_commit: at, agent_package_version: null }],
  };
}

describe('staleWhy', () => {
  it('compares only what is known now', () => {
    expect(staleWhy({ source_commit: A, agent_package_version: null }, { source_commit: null, agent_package_version: null })).toBeNull();
    expect(staleWhy({ source_commit: A }, { source_commit: A, agent_package_version: null })).toBeNull();
    expect(staleWhy({ source_commit: A }, NOW_B)).toBe(`made at source commit ${A.slice(0, 12)}, the source is now at ${B.slice(0, 12)}`);
    expect(staleWhy({ source_commit: null }, NOW_B)).toContain('made at source commit (none: not a git commit)');
    expect(staleWhy({ source_commit: B, agent_package_version: '1' }, { source_commit: B, agent_package_version: '2' })).toBe('made with agent package version 1, the package is now 2');
    expect(staleWhy({ source_commit: B, agent_package_version: '1' }, { source_commit: B, agent_package_version: null })).toBeNull();
  });
});

describe('sourceChange', () => {
  it('a step that blocked the run (only among failed_or_blocked_steps) is a verdict too, in the order it was first completed', () => {
    const s = stoppedAtPublish();
    // The run ended blocked at publish, on its first visit: its verdict comes last.
    const blocked: RunState = { ...s, active_step: null, status: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', failed_or_blocked_steps: ['publish'], steps: { ...s.steps, publish: { ...done('shell', A), status: 'blocked' } } };
    expect(verdictSources(blocked, NOW_B).map((v) => v.step)).toEqual(['draft', 'review', 'sign_off', 'publish']);
    // draft completed first, then a loop came back to it and it blocked the run: it stays first,
    // so rerun goes back to it (as when it was listed among completed_steps too).
    const again: RunState = { ...s, active_step: null, status: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', completed_steps: ['review', 'sign_off'], failed_or_blocked_steps: ['draft'], steps: { ...s.steps, draft: { ...done('shell', A), status: 'blocked', visits: 2 } } };
    expect(verdictSources(again, NOW_B).map((v) => v.step)).toEqual(['draft', 'review', 'sign_off']);
    expect(sourceChange(again, NOW_B, 'rerun')!.rerun_from).toBe('draft');
  });

  it('the step a loop limit stopped the run before entering again (only among failed_or_blocked_steps, its record still completed) keeps its verdict, where it was first completed', () => {
    const s = stoppedAtPublish();
    const limited: RunState = { ...s, active_step: null, status: 'WORKFLOW_BLOCKED_LOOP_LIMIT', completed_steps: ['review', 'sign_off'], failed_or_blocked_steps: ['draft'] };
    expect(verdictSources(limited, NOW_B).map((v) => v.step)).toEqual(['draft', 'review', 'sign_off']);
    expect(sourceChange(limited, NOW_B, 'rerun')!.rerun_from).toBe('draft');
    // A failed step holds no verdict.
    const failed: RunState = { ...limited, status: 'STAGE_FAILED', active_step: 'draft', steps: { ...s.steps, draft: { ...done('shell', A), status: 'failed', visits: 2 } } };
    expect(verdictSources(failed, NOW_B).map((v) => v.step)).toEqual(['review', 'sign_off']);
  });

  it('refuse: the non-approval verdicts are refused; the stale approval is taken back', () => {
    const change = sourceChange(stoppedAtPublish(), NOW_B, 'refuse')!;
    expect(change.stale.map((s) => s.step)).toEqual(['draft', 'review', 'sign_off']);
    expect(refusedVerdicts(change).map((s) => s.step)).toEqual(['draft', 'review']);
    expect(change).toMatchObject({ voided_approvals: ['sign_off'], rerun_from: 'sign_off', kept: [] });
  });

  it('rerun goes back to the earliest stale step; keep to the stale approval, keeping the rest', () => {
    expect(sourceChange(stoppedAtPublish(), NOW_B, 'rerun')).toMatchObject({ rerun_from: 'draft', kept: [] });
    expect(sourceChange(stoppedAtPublish(), NOW_B, 'keep')).toMatchObject({ rerun_from: 'sign_off', kept: ['draft', 'review'] });
  });

  it('nothing to do at the same commit or outside git', () => {
    expect(sourceChange(stoppedAtPublish(), { source_commit: A, agent_package_version: null }, 'refuse')).toBeNull();
    expect(sourceChange({ ...stoppedAtPublish(), active_step: null }, { source_commit: A, agent_package_version: null }, 'refuse')).toBeNull();
    expect(sourceChange(stoppedAtPublish(), { source_commit: null, agent_package_version: null }, 'refuse')).toBeNull();
  });

  it('a finished run is compared too: its outcome is a claim about the commit its verdicts judged', () => {
    const finished: RunState = { ...stoppedAtPublish(), active_step: null, status: 'WORKFLOW_COMPLETE' };
    expect(sourceChange(finished, NOW_B, 'refuse')).toMatchObject({ stale: [{ step: 'draft' }, { step: 'review' }, { step: 'sign_off' }] });
    expect(refusedVerdicts(sourceChange(finished, NOW_B, 'refuse')!).map((s) => s.step)).toEqual(['draft', 'review']);
    expect(sourceChange(finished, NOW_B, 'rerun')).toMatchObject({ rerun_from: 'draft' });
    // rerun opens it again at the earliest stale step: active, in progress, its stale verdicts taken back.
    const t = applySourceChange(finished, wf, sourceChange(finished, NOW_B, 'rerun')!, AT);
    expect(t.state).toMatchObject({ active_step: 'draft', status: 'IN_PROGRESS', completed_steps: [] });
  });

  it('a keep at this source is honoured by refuse and keep, never by rerun', () => {
    const keep = sourceChange(stoppedAtPublish(), NOW_B, 'keep')!;
    const kept: RunState = { ...stoppedAtPublish(), source_changes: [{ at: AT, ...keep }] };
    expect(verdictSources(kept, NOW_B).map((v) => [v.step, v.current, v.kept])).toEqual([
      ['draft', true, true],
      ['review', true, true],
      ['sign_off', false, false],
    ]);
    expect(refusedVerdicts(sourceChange(kept, NOW_B, 'refuse')!)).toEqual([]);
    expect(sourceChange(kept, NOW_B, 'rerun')).toMatchObject({ rerun_from: 'draft' });
  });
});

describe('approvals passed inside child runs (run/passed-approvals.ts)', () => {
  const child = (decidedAt?: Array<string | null>): ChildRunRecord => ({ workflow_file: 'child.yaml', run_id: 'c', state_path: null, manifest_path: null, run_root: null, mode: 'resume', invoked_as: 'resume', fresh_base: null, visit: 1, status: 'WORKFLOW_COMPLETE', artifacts: [], ...(decidedAt !== undefined ? { decided_at: decidedAt } : {}) });
  /** stoppedAtPublish with review a child step (its child record as given) and no approval step passed. */
  function withChildReview(decidedAt?: Array<string | null>): RunState {
    const s = stoppedAtPublish();
    return { ...s, completed_steps: ['draft', 'review'], steps: { ...s.steps, review: { ...done('child_workflow', A), child: child(decidedAt) }, sign_off: { kind: 'approval', status: 'pending', visits: 0, attempts: 0 } } };
  }

  it('a stale child step whose child passed an approval made elsewhere is one: keep goes back to it, it is never kept; refuse refuses it', () => {
    expect(sourceChange(withChildReview([A]), NOW_B, 'keep')).toMatchObject({ voided_approvals: ['review'], rerun_from: 'review', kept: ['draft'] });
    // Under refuse it is a stale verdict like any: its child run's verdicts were made at A too.
    const refuse = sourceChange(withChildReview([A]), NOW_B, 'refuse')!;
    expect(refusedVerdicts(refuse).map((v) => v.step)).toEqual(['draft', 'review']);
    expect(refuse).toMatchObject({ voided_approvals: [], rerun_from: null });
    const alone: RunState = { ...withChildReview([A]), completed_steps: ['review'] };
    expect(refusedVerdicts(sourceChange(alone, NOW_B, 'refuse')!).map((v) => v.step)).toEqual(['review']);
    expect(sourceChange(withChildReview([A]), NOW_B, 'rerun')).toMatchObject({ rerun_from: 'draft', voided_approvals: ['review'] });
    // An earlier keep at this source (an older stagegate's) that kept it does not keep it now.
    const keptBefore: RunState = { ...withChildReview([A]), source_changes: [{ at: AT, policy: 'keep', source_commit: B, agent_package_version: null, stale: [], voided_approvals: [], rerun_from: null, kept: ['draft', 'review'] }] };
    expect(verdictSources(keptBefore, NOW_B).map((v) => [v.step, v.current, v.kept])).toEqual([
      ['draft', true, true],
      ['review', false, false],
    ]);
  });

  it('no approval passed, or none recorded (a step accepted by an older stagegate): a verdict like a stage\'s, kept by keep', () => {
    expect(sourceChange(withChildReview([]), NOW_B, 'keep')).toMatchObject({ voided_approvals: [], rerun_from: null, kept: ['draft', 'review'] });
    expect(sourceChange(withChildReview(), NOW_B, 'keep')).toMatchObject({ voided_approvals: [], rerun_from: null, kept: ['draft', 'review'] });
    // Approved and accepted at the commit the run is at now: current, nothing to do.
    expect(sourceChange({ ...withChildReview([A]), steps: { ...withChildReview([A]).steps, draft: done('shell', B), review: { ...done('child_workflow', B), child: child([B]) } } }, NOW_B, 'keep')).toBeNull();
  });

  it('a parallel step whose child_workflow branch passed one is one too', () => {
    const s = withChildReview();
    const branch: BranchRecord = { kind: 'child_workflow', status: 'succeeded', gate_status: 'WORKFLOW_COMPLETE', visit: 1, attempt: 1, code: null, error: null, exit_status: null, duration_ms: 1, log: null, output: null, sha256: null, child: child([A]) };
    const parallel: RunState = { ...s, steps: { ...s.steps, review: { ...done('parallel', A), parallel: { visit: 1, join: 'all', outcome: 'PARALLEL_COMPLETE', branches: { one: branch } } } } };
    expect(sourceChange(parallel, NOW_B, 'keep')).toMatchObject({ voided_approvals: ['review'], rerun_from: 'review' });
  });

  it('a foreach step whose items\' runs passed one (items_decided_at) is one too; item_finished adds to it, a reload empties it', () => {
    const s = withChildReview();
    const foreach: RunState = { ...s, steps: { ...s.steps, review: { ...done('foreach', A), items_decided_at: [A] } } };
    expect(sourceChange(foreach, NOW_B, 'keep')).toMatchObject({ voided_approvals: ['review'], rerun_from: 'review' });
    const none: RunState = { ...s, steps: { ...s.steps, review: done('foreach', A) } };
    expect(sourceChange(none, NOW_B, 'keep')).toMatchObject({ voided_approvals: [], kept: ['draft', 'review'] });
    const added = withItemDecisions(withItemDecisions(none, 'review', [A]), 'review', [A, B]);
    expect(added.steps['review']!.items_decided_at).toEqual([A, B]);
    expect(withItemDecisions(added, 'review', undefined)).toBe(added);
    expect(withItemDecisions(added, 'review', null).steps['review']).toEqual(done('foreach', A));
  });

  it("a child run's standing approving decisions: its own (the latest not taken back, per step) and those its child steps passed", () => {
    const approval = (step: string, decision: 'approved' | 'rejected', commit: string | null | undefined, extra: Partial<ApprovalRecord> = {}): ApprovalRecord => ({ step, visit: 1, decision, by: 'ann', at: AT, note: null, state_digest: 'd', ...(commit !== undefined ? { source_commit: commit } : {}), ...extra });
    const C = 'c'.repeat(40);
    const s = newRunState(wf);
    const state: RunState = {
      ...s,
      approvals: [approval('sign_off', 'approved', C), approval('sign_off', 'approved', A), approval('gate2', 'rejected', B), approval('gate3', 'approved', B, { taken_back_at: AT }), approval('gate4', 'approved', undefined), approval('gate5', 'approved', null)],
      steps: { inner: { ...done('child_workflow', B), child: child([B, C]) }, stale: { kind: 'child_workflow', status: 'pending', visits: 1, attempts: 1, child: child(['d'.repeat(40)]) } },
    };
    // sign_off: its latest (A); gate2 rejected; gate3 taken back; gate4 without a commit (an older stagegate); gate5 outside git (null).
    expect(standingDecisionCommits(state)).toEqual([A, null, B, C]);
    expect(standingDecisionCommits(s)).toEqual([]);
    // A rejection that ended the run (its last transition, at the decided visit) is one its outcome rests on too.
    const ended = { ...state, active_step: null, last_transition: { step: 'gate2', visit: 1 } as RunState['last_transition'] };
    expect(standingDecisionCommits(ended)).toEqual([A, B, null, C]);
  });
});

describe('the source_changed transition', () => {
  it('rerun takes back the stale verdicts, goes back to the earliest and counts its visit', () => {
    const state = stoppedAtPublish();
    const change = sourceChange(state, NOW_B, 'rerun')!;
    const t = applySourceChange(state, wf, change, AT);
    expect(t.state.active_step).toBe('draft');
    expect(t.state.completed_steps).toEqual([]);
    expect(t.state.steps['draft']).toMatchObject({ status: 'pending', visits: 2, source_commit: A });
    expect(t.state.steps['review']!.status).toBe('pending');
    expect(t.state.source_changes).toEqual([{ at: AT, ...change }]);
    expect(t.state.last_transition).toMatchObject({ step: 'publish', to: 'draft', outcome: 'transition' });
  });

  it('keep with nothing to take back only records the choice', () => {
    const state = stoppedAtPublish();
    const change = { ...sourceChange(state, NOW_B, 'keep')!, rerun_from: null, voided_approvals: [] };
    const t = applySourceChange(state, wf, change, AT);
    expect(t.state.active_step).toBe('publish');
    expect(t.state.completed_steps).toEqual(['draft', 'review', 'sign_off']);
    expect(currentSource(t.state)).toEqual(NOW_B);
  });

  it('replays, and a claim that differs from what the transition gives is refused', () => {
    const state = stoppedAtPublish();
    const change = sourceChange(state, NOW_B, 'rerun')!;
    expect(replayEvent(state, { event: 'source_changed', at: AT, change, to: 'draft', stop: null }, wf).active_step).toBe('draft');
    expect(() => replayEvent(state, { event: 'source_changed', at: AT, change, to: 'publish', stop: null }, wf)).toThrow(ReplayMismatch);
  });
});

describe('the run\'s own commits (source_advanced)', () => {
  const C = 'c'.repeat(40);
  it('carry what was made before them to where they lead; a commit outside them is still stale', () => {
    // draft, review, sign_off made at A; a stage moved HEAD A -> C; the run is at C.
    const s = stoppedAtPublish(A);
    const advanced: RunState = { ...s, source_commit: C, source_advances: [{ at: AT, step: 'review', visit: 1, attempt: 1, from_commit: A, to_commit: C }] };
    expect(advancedFrom(advanced, A)).toBe(C);
    expect(advancedFrom(advanced, B)).toBe(B);
    expect(currentSource(advanced)).toEqual({ source_commit: C, agent_package_version: null });
    expect(sourceChange(advanced, { source_commit: C, agent_package_version: null }, 'refuse')).toBeNull();
    // Someone committed B on top between invocations: stale, as without the advance.
    expect(sourceChange(advanced, NOW_B, 'refuse')!.stale.map((v) => v.step)).toEqual(['draft', 'review', 'sign_off']);
  });
});


describe('the run\'s own commits, walked back', () => {
  const C = 'c'.repeat(40);
  const D = 'd'.repeat(40);
  it('what was made at A is current at A itself and at each commit the advances pass, stale elsewhere (said at the commit it was made at)', () => {
    // The run advanced A -> C -> D; HEAD was then reset by hand.
    const s = stoppedAtPublish(A);
    const advanced: RunState = { ...s, source_commit: D, source_advances: [
      { at: AT, step: 'review', visit: 1, attempt: 1, from_commit: A, to_commit: C },
      { at: AT, step: 'review', visit: 1, attempt: 1, from_commit: C, to_commit: D },
    ] };
    expect(sourceChange(advanced, { source_commit: A, agent_package_version: null }, 'refuse')).toBeNull();
    expect(sourceChange(advanced, { source_commit: C, agent_package_version: null }, 'refuse')).toBeNull();
    expect(sourceChange(advanced, { source_commit: D, agent_package_version: null }, 'refuse')).toBeNull();
    const elsewhere = sourceChange(advanced, NOW_B, 'refuse')!;
    expect(elsewhere.stale.map((v) => v.step)).toEqual(['draft', 'review', 'sign_off']);
    expect(elsewhere.stale[0]!.why).toBe(`made at source commit ${A.slice(0, 12)}, the source is now at ${B.slice(0, 12)}`);
    expect(advancedFrom(advanced, A, C)).toBe(C);
    expect(advancedFrom(advanced, A)).toBe(D);
  });
});
