// The state machine as pure functions: routing, visits, attempts, loop limits, stop_after_step,
// and the invariants a resume relies on (active_step == the step the last transition leads to).
import { newRunState } from '../helpers/state.js';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loadWorkflowText } from '../../src/core/model/loader.js';
import { applyFailure, applySuccess, attemptsOnVisit, resolveTarget, routeStatus, startAttempt, type Route } from '../../src/core/run/transition.js';
import { RunState, type RunState as RunStateT } from '../../src/core/state/state.js';
import type { Gate } from '../../src/core/gate/workflow-gate.js';
import type { Workflow } from '../../src/core/model/workflow.js';
import { sized } from '../helpers/sizes.js';

const WORKFLOW_YAML = `version: '4.0'
name: t
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
  optional: [patch_path]
steps:
  draft:
    run: 'true'
    output: 'runs/{{run_id}}/draft.md'
    statuses: {OK: review}
  review:
    run: 'true'
    output: 'runs/{{run_id}}/review.md'
    max_visits: 3
    statuses:
      APPROVED: DONE
      CHANGES: draft
      GAPS: BLOCKED
      RESOLVE: resolve
      MAYBE:
        if_input_present: {patch_path: draft}
        else: review
  resolve:
    prompt: prompts/resolve.md
    retry_step: review
    on_success: review
    inputs: {blocking_artifact: '{{blocking_artifact}}', blocking_qids: '{{blocking_qids}}', retry_step: '{{blocking_retry_step}}'}
execution:
  max_visits: 5
`;

function load(text = WORKFLOW_YAML): Workflow {
  const r = loadWorkflowText(text, 'wf.yaml', '/nowhere/wf.yaml');
  if (!r.workflow) throw new Error(JSON.stringify(r.diagnostics));
  return r.workflow;
}

const wf = load();
const step = (id: string) => wf.steps.get(id)!;
const AT = '2026-01-01T00:00:00.000Z';

function initial(entry = 'draft'): RunStateT {
  return newRunState(wf, entry, AT);
}

function gate(stepId: string, status: string, extra: Partial<Gate> = {}): Gate {
  return { workflow: 't', step: stepId, status, unresolved_critical: 0, unresolved_high: 0, source_resolvable_open: 0, artifact: `runs/r1/${stepId}.md`, next_recommended: null, extra: {}, ...extra };
}

/** Run the active step to success with `status` (start + success), as the runner does. */
function succeed(state: RunStateT, status: string, opts: { stopAfter?: boolean; gate?: Partial<Gate>; present?: (n: string) => boolean } = {}) {
  const id = state.active_step!;
  const started = startAttempt(state, step(id), AT);
  const g = gate(id, status, opts.gate);
  const route = routeStatus(step(id), status, opts.present ?? (() => false))!;
  return applySuccess(started, wf, {
    step: step(id),
    gate: g,
    artifact: { path: g.artifact, sha256: 'a'.repeat(64), size: 1, step: id, gate_status: status, visit: started.in_flight!.visit, accepted_at: AT },
    exitStatus: 0,
    durationMs: 5,
    log: null,
    at: AT,
    route,
    stopAfter: opts.stopAfter ?? false,
  });
}

function fail(state: RunStateT, code = 'STAGE_FAILED'): RunStateT {
  const id = state.active_step!;
  const started = startAttempt(state, step(id), AT);
  return applyFailure(started, { step: step(id), code, message: 'x', exitStatus: 1, signal: null, durationMs: 1, log: null, at: AT });
}

/** Deep-freeze so any mutation of an input throws. */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) frozen(v);
    Object.freeze(value);
  }
  return value;
}

describe('routing', () => {
  it('resolveTarget: a step id, or the first present input of a conditional, else its else', () => {
    expect(resolveTarget('x', () => true)).toBe('x');
    const cond = { if_input_present: { a: 'A', b: 'B' }, else: 'E' };
    expect(resolveTarget(cond, (n) => n === 'b')).toBe('B');
    expect(resolveTarget(cond, () => true)).toBe('A');
    expect(resolveTarget(cond, () => false)).toBe('E');
  });

  it('routeStatus: step, DONE, BLOCKED, conditional, and undefined for an unrouted status', () => {
    expect(routeStatus(step('review'), 'APPROVED', () => false)).toEqual<Route>({ kind: 'done' });
    expect(routeStatus(step('review'), 'GAPS', () => false)).toEqual<Route>({ kind: 'blocked' });
    expect(routeStatus(step('review'), 'CHANGES', () => false)).toEqual<Route>({ kind: 'step', to: 'draft' });
    expect(routeStatus(step('review'), 'MAYBE', (n) => n === 'patch_path')).toEqual<Route>({ kind: 'step', to: 'draft' });
    expect(routeStatus(step('review'), 'MAYBE', () => false)).toEqual<Route>({ kind: 'step', to: 'review' });
    expect(routeStatus(step('review'), 'NOPE', () => false)).toBeUndefined();
    // Never a prototype member.
    expect(routeStatus(step('review'), 'constructor', () => false)).toBeUndefined();
    expect(routeStatus(step('review'), 'toString', () => false)).toBeUndefined();
  });
});

describe('transitions are pure', () => {
  it('never mutate the state they are given', () => {
    const s0 = frozen(initial());
    const s1 = frozen(startAttempt(s0, step('draft'), AT));
    const s2 = frozen(applySuccess(s1, wf, {
      step: step('draft'),
      gate: gate('draft', 'OK'),
      artifact: { path: 'runs/r1/draft.md', sha256: 'a'.repeat(64), size: 1, step: 'draft', gate_status: 'OK', visit: 1, accepted_at: AT },
      exitStatus: 0,
      durationMs: 1,
      log: null,
      at: AT,
      route: { kind: 'step', to: 'review' },
      stopAfter: false,
    }).state);
    frozen(applyFailure(startAttempt(s2, step('review'), AT), { step: step('review'), code: 'STAGE_FAILED', message: 'x', exitStatus: 1, signal: null, durationMs: 1, log: null, at: AT }));
    expect(s0.active_step).toBe('draft');
    expect(s1.in_flight).not.toBeNull();
  });
});

describe('startAttempt', () => {
  it('records the step as in flight with its visit and attempt number', () => {
    const s = startAttempt(initial(), step('draft'), AT);
    expect(s.in_flight).toEqual({ step: 'draft', visit: 1, attempt: 1, started_at: AT });
    expect(s.steps['draft']).toMatchObject({ status: 'in_flight', attempts: 1, visits: 1 });
    expect(s.status).toBe('IN_PROGRESS');
  });

  it('numbers attempts within a visit: after a failure, after a crash, and anew on the next visit', () => {
    let s = fail(initial());
    expect(attemptsOnVisit(s, 'draft', 1)).toBe(1);
    s = startAttempt(s, step('draft'), AT); // attempt 2 ... and the runner dies (in_flight stays)
    expect(s.in_flight!.attempt).toBe(2);
    s = startAttempt(s, step('draft'), AT); // resume after the crash
    expect(s.in_flight!.attempt).toBe(3);
    expect(s.steps['draft']!.attempts).toBe(3);
    s = fail(s); // attempt 4 fails
    expect(s.last_transition).toMatchObject({ step: 'draft', visit: 1, attempt: 4, outcome: 'failed' });
    s = succeed(s, 'OK').state; // attempt 5 passes
    expect(s.last_transition).toMatchObject({ step: 'draft', visit: 1, attempt: 5, outcome: 'transition' });
    s = succeed(s, 'CHANGES').state; // review -> draft: visit 2
    const again = startAttempt(s, step('draft'), AT);
    expect(again.in_flight).toMatchObject({ visit: 2, attempt: 1 });
  });
});

describe('applyFailure', () => {
  it('keeps the step active, records the failure, and leaves completed steps alone', () => {
    const after = succeed(initial(), 'OK').state;
    const s = fail(after, 'GATE_RESULT_MISSING');
    expect(s).toMatchObject({ status: 'GATE_RESULT_MISSING', active_step: 'review', in_flight: null, completed_steps: ['draft'], failed_or_blocked_steps: ['review'] });
    expect(s.steps['review']).toMatchObject({ status: 'failed', last_exit_status: 1 });
    expect(s.last_transition).toMatchObject({ step: 'review', outcome: 'failed', code: 'GATE_RESULT_MISSING', to: 'review' });
    expect(s.transitions === 0 ? 'draft' : s.last_transition!.to).toBe(s.active_step);
  });
});

describe('applySuccess', () => {
  it('follows statuses (never next_recommended) and counts a visit on every entry', () => {
    const r = succeed(initial(), 'OK', { gate: { next_recommended: 'resolve' } });
    expect(r.stop).toBeUndefined();
    expect(r.state).toMatchObject({ active_step: 'review', status: 'IN_PROGRESS', completed_steps: ['draft'], in_flight: null });
    expect(r.state.steps['review']).toMatchObject({ visits: 1, status: 'pending' });
    expect(r.state.last_gate).toMatchObject({ step: 'draft', status: 'OK', next_recommended: 'resolve' });
    const back = succeed(r.state, 'CHANGES').state;
    expect(back.active_step).toBe('draft');
    expect(back.steps['draft']!.visits).toBe(2);
    expect(back.artifacts['review']).toMatchObject({ gate_status: 'CHANGES', visit: 1 });
  });

  it('DONE completes the run; BLOCKED splits on source_resolvable_open', () => {
    const atReview = succeed(initial(), 'OK').state;
    const done = succeed(atReview, 'APPROVED');
    expect(done.stop).toBe('WORKFLOW_COMPLETE');
    expect(done.state).toMatchObject({ status: 'WORKFLOW_COMPLETE', active_step: null, completed_steps: ['draft', 'review'] });
    expect(done.state.last_transition).toMatchObject({ outcome: 'complete', to: null });

    const gaps = succeed(atReview, 'GAPS', { gate: { source_resolvable_open: 2 } });
    expect(gaps.stop).toBe('WORKFLOW_BLOCKED_SOURCE_GAPS');
    expect(gaps.state).toMatchObject({ active_step: null, failed_or_blocked_steps: ['review'] });
    expect(gaps.state.steps['review']!.status).toBe('blocked');
    expect(succeed(atReview, 'GAPS').stop).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
  });

  it('a step whose accepted gate routes to BLOCKED is among failed_or_blocked_steps only, not completed_steps (also when an earlier visit completed it)', () => {
    const atReview = succeed(initial(), 'OK').state;
    const blocked = succeed(atReview, 'GAPS').state;
    expect(blocked).toMatchObject({ completed_steps: ['draft'], failed_or_blocked_steps: ['review'] });
    // Its verdict is still recorded: the gate, the artifact.
    expect(blocked.steps['review']).toMatchObject({ status: 'blocked', gate: { status: 'GAPS' } });
    expect(blocked.artifacts['review']).toMatchObject({ gate_status: 'GAPS' });
    // review completed on its first visit (CHANGES -> draft), then blocked on its second.
    const again = succeed(succeed(atReview, 'CHANGES').state, 'OK').state;
    expect(again.completed_steps).toEqual(['draft', 'review']);
    const second = succeed(again, 'GAPS').state;
    expect(second).toMatchObject({ completed_steps: ['draft'], failed_or_blocked_steps: ['review'], status: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE' });
  });

  it('stops with WORKFLOW_BLOCKED_LOOP_LIMIT before a step would exceed max_visits (step value, else execution.max_visits)', () => {
    let s = succeed(initial(), 'OK').state; // review v1
    s = succeed(s, 'CHANGES').state; // draft v2
    s = succeed(s, 'OK').state; // review v2
    s = succeed(s, 'CHANGES').state; // draft v3
    s = succeed(s, 'OK').state; // review v3 (max_visits 3)
    expect(s.steps['review']!.visits).toBe(3);
    s = succeed(s, 'CHANGES').state; // draft v4
    const r = succeed(s, 'OK'); // review would be v4
    expect(r.stop).toBe('WORKFLOW_BLOCKED_LOOP_LIMIT');
    expect(r.state).toMatchObject({ active_step: null, status: 'WORKFLOW_BLOCKED_LOOP_LIMIT' });
    expect(r.state.message).toContain('review would be entered a 4th time (max_visits 3)');
    // draft has no max_visits: execution.max_visits (5) applies.
    let d = succeed(initial(), 'OK').state;
    for (let i = 0; i < 3; i++) d = succeed(succeed(d, 'MAYBE', { present: () => true }).state, 'OK').state;
    expect(d.steps['draft']!.visits).toBe(4);
  });

  it('a step that fails on a later visit, after an earlier one completed it, is among failed_or_blocked_steps only; completed again, it goes back where it was first completed', () => {
    const atDraft = succeed(succeed(initial(), 'OK').state, 'CHANGES').state; // draft v2, review completed v1
    expect(atDraft.completed_steps).toEqual(['draft', 'review']);
    const failed = fail(atDraft);
    expect(failed).toMatchObject({ completed_steps: ['review'], failed_or_blocked_steps: ['draft'] });
    expect(failed.steps['draft']).toMatchObject({ status: 'failed' });
    // A resume retries it: completed again, first in completion order as it was first completed.
    const again = succeed(failed, 'OK').state;
    expect(again).toMatchObject({ completed_steps: ['draft', 'review'], failed_or_blocked_steps: [] });
  });

  it('the step a loop limit stopped the run before entering is among failed_or_blocked_steps only', () => {
    let s = succeed(initial(), 'OK').state;
    for (let i = 0; i < 2; i++) s = succeed(succeed(s, 'CHANGES').state, 'OK').state; // review v3
    s = succeed(s, 'CHANGES').state; // draft v4
    const r = succeed(s, 'OK'); // review would be v4
    expect(r.stop).toBe('WORKFLOW_BLOCKED_LOOP_LIMIT');
    expect(r.state).toMatchObject({ completed_steps: ['draft'], failed_or_blocked_steps: ['review'] });
  });

  it('stop_after_step persists the next step and stops with PARTIAL_RESUMABLE', () => {
    const r = succeed(initial(), 'OK', { stopAfter: true });
    expect(r.stop).toBe('PARTIAL_RESUMABLE');
    expect(r.state).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'review', completed_steps: ['draft'] });
    expect(r.state.last_transition).toMatchObject({ outcome: 'stopped', to: 'review' });
    // ... unless the step ends the run anyway.
    expect(succeed(succeed(initial(), 'OK').state, 'APPROVED', { stopAfter: true }).stop).toBe('WORKFLOW_COMPLETE');
  });

  it('keeps extra gate keys, takes unresolved_qids from them, and fills blocking_* before a resolver', () => {
    const atReview = succeed(initial(), 'OK').state;
    const r = succeed(atReview, 'RESOLVE', { gate: { unresolved_high: 2, extra: { unresolved_qids: ['Q-1', 'Q-7'], quality: { score: 3 } } } });
    expect(r.state.active_step).toBe('resolve');
    expect(r.state).toMatchObject({ blocking_artifact: 'runs/r1/review.md', blocking_qids: ['Q-1', 'Q-7'], blocking_retry_step: 'review', unresolved_qids: ['Q-1', 'Q-7'] });
    expect(r.state.last_gate).toMatchObject({ quality: { score: 3 }, unresolved_high: 2 });
  });
});

describe('invariants over any sequence of outcomes (fast-check)', () => {
  type Event = { kind: 'ok'; status: string } | { kind: 'fail' } | { kind: 'stop'; status: string };
  const statusesOf = (id: string) => Object.keys(wf.steps.get(id)!.def.statuses ?? { OK: 1 });
  const events = fc.array(
    fc.oneof(
      fc.record({ kind: fc.constant('ok' as const), status: fc.constantFrom('OK', 'APPROVED', 'CHANGES', 'GAPS', 'MAYBE') }),
      fc.record({ kind: fc.constant('fail' as const) }),
      fc.record({ kind: fc.constant('stop' as const), status: fc.constantFrom('OK', 'CHANGES', 'MAYBE') }),
    ),
    { maxLength: 40 },
  );

  it('active_step always equals the target of the last transition, the state always parses', () => {
    fc.assert(
        fc.property(events, fc.boolean(), (evs: Event[], patchPresent) => {
          let s = initial();
          for (const e of evs) {
            const active = s.active_step;
            if (active === null || active === 'resolve') break;
            const before = s.completed_steps;
            if (e.kind === 'fail') s = fail(s);
            else {
              const status = statusesOf(active).includes(e.status) ? e.status : statusesOf(active)[0]!;
              s = succeed(s, status, { stopAfter: e.kind === 'stop', present: () => patchPresent }).state;
            }
            // A completed step stays completed unless a later visit blocked the run (then it is
            // only among the failed or blocked steps); transitions are numbered 1..n, the last being n.
            for (const id of before) expect(s.steps[id]!.status === 'blocked' || s.steps[id]!.status === 'failed' || s.failed_or_blocked_steps.includes(id) ? s.failed_or_blocked_steps : s.completed_steps).toContain(id);
            // A step is in one list or the other, never both.
            for (const id of s.completed_steps) expect(s.failed_or_blocked_steps).not.toContain(id);
            for (const id of s.completed_steps) expect(['blocked', 'failed']).not.toContain(s.steps[id]!.status);
            if (s.last_transition) expect(s.last_transition.seq).toBe(s.transitions);
            s.recent.forEach((h, i) => expect(h.seq).toBe(s.transitions - s.recent.length + i + 1));
            expect(s.transitions === 0 ? 'draft' : s.last_transition!.to).toBe(s.active_step);
            expect(s.in_flight).toBeNull();
            for (const [id, rec] of Object.entries(s.steps)) expect(rec.visits, id).toBeLessThanOrEqual(id === 'review' ? 3 : 5);
          }
          expect(RunState.safeParse(s).success).toBe(true);
        }),
        { numRuns: sized(300) },
      );
  });
});
