// Property tests for the state machine (src/core/run/transition.ts). Random workflows (statuses to
// random targets, conditional targets, DONE/BLOCKED, visit limits) are driven by random event
// sequences exactly as the runner drives them — start an attempt, then accept a gate, fail, stop
// after the step, or crash in flight — and after every event the state must keep its invariants:
//   - it has the persisted shape (zod) and survives serialize -> parse unchanged;
//   - active_step == where the last transition leads (the entry step before any);
//   - active_step, completed_steps and in_flight name steps of the workflow;
//   - no step's visits ever exceed its max_visits;
//   - routing follows the workflow's statuses only: next_recommended (random) never routes;
//   - a finished run (active_step null) carries a terminal stop code.
import { newRunState } from '../helpers/state.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadWorkflowText } from '../../src/core/model/loader.js';
import { applyFailure, applySuccess, maxVisitsOf, routeStatus, startAttempt } from '../../src/core/run/transition.js';
import { RunState } from '../../src/core/state/state.js';
import type { Gate } from '../../src/core/gate/workflow-gate.js';
import type { Workflow } from '../../src/core/model/workflow.js';
import { sized } from '../helpers/sizes.js';

const RUNS = { numRuns: sized(250), seed: 1105 };
const STATUS_POOL = ['OK', 'PASS', 'FAIL', 'CHANGES_REQUESTED', 'APPROVED', 'BLOCKED_ON_X', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'A.B-c'];
const TERMINAL = new Set(['WORKFLOW_COMPLETE', 'WORKFLOW_BLOCKED_SOURCE_GAPS', 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', 'WORKFLOW_BLOCKED_LOOP_LIMIT']);

type Target = string | { if_input_present: Record<string, string>; else: string };

const workflowArb = fc.integer({ min: 1, max: 7 }).chain((n) => {
  const ids = Array.from({ length: n }, (_, i) => (i === 3 ? 'constructor' : i === 5 ? 'toString' : `s${i}`));
  const target = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...ids, 'DONE', 'BLOCKED') },
    { weight: 1, arbitrary: fc.record({ if_input_present: fc.dictionary(fc.constantFrom('opt_a', 'opt_b'), fc.constantFrom(...ids), { minKeys: 1, maxKeys: 2 }), else: fc.constantFrom(...ids, 'DONE') }) },
  ) as fc.Arbitrary<Target>;
  const step = fc.record(
    { statuses: fc.dictionary(fc.constantFrom(...STATUS_POOL), target, { minKeys: 1, maxKeys: 4 }), max_visits: fc.integer({ min: 1, max: 4 }) },
    { requiredKeys: ['statuses'] },
  );
  return fc.record({
    steps: fc.tuple(...ids.map(() => step)).map((defs) => Object.fromEntries(ids.map((id, i) => [id, { run: 'true', output: `out/${id}.md`, ...defs[i] }]))),
    maxVisits: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
    present: fc.subarray(['opt_a', 'opt_b']),
  });
});

type Event =
  | { kind: 'accept'; pick: number; next: string | null; stopAfter: boolean; extra: Record<string, unknown>; open: number }
  | { kind: 'fail'; code: 'STAGE_FAILED' | 'GATE_RESULT_MISSING' | 'WORKFLOW_STATUS_CONTRACT_VIOLATION' | 'STAGE_TIMEOUT' }
  | { kind: 'crash' };

const extraArb = fc.dictionary(
  fc.constantFrom('quality', 'constructor', 'toString', 'unresolved_qids', 'note', 'next'),
  fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }), fc.constant(null)),
  { maxKeys: 3 },
);
const eventArb: fc.Arbitrary<Event> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('accept' as const), pick: fc.nat(), next: fc.option(fc.constantFrom('s0', 's1', 'constructor', 'DONE', 'nowhere', '__proto__'), { nil: null }), stopAfter: fc.boolean(), extra: extraArb, open: fc.nat({ max: 2 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('fail' as const), code: fc.constantFrom('STAGE_FAILED', 'GATE_RESULT_MISSING', 'WORKFLOW_STATUS_CONTRACT_VIOLATION', 'STAGE_TIMEOUT') }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'crash' as const }) },
);

function load(spec: { steps: Record<string, unknown>; maxVisits: number | undefined }): Workflow {
  const doc = {
    version: '4.0',
    name: 'prop',
    state_path: 'runs/{{run_id}}/state.yaml',
    inputs: { required: ['run_id'], optional: ['opt_a', 'opt_b'] },
    steps: spec.steps,
    ...(spec.maxVisits !== undefined ? { execution: { max_visits: spec.maxVisits } } : {}),
  };
  const loaded = loadWorkflowText(JSON.stringify(doc), 'wf.yaml', '/ws/wf.yaml');
  if (!loaded.workflow) throw new Error(`fixture did not load: ${JSON.stringify(loaded.diagnostics)}`);
  return loaded.workflow;
}

function initialState(workflow: Workflow): RunState {
  return newRunState(workflow);
}

/** The transition the workflow's statuses prescribe (an independent re-statement of the rule). */
function expectedTarget(target: Target, present: readonly string[]): string {
  if (typeof target === 'string') return target;
  for (const [input, to] of Object.entries(target.if_input_present)) if (present.includes(input)) return to;
  return target.else;
}

function checkInvariants(state: RunState, workflow: Workflow): void {
  const parsed = RunState.safeParse(state);
  expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues[0])).toBe(true);
  // The active step is where the last transition led (the entry step before any).
  expect(state.transitions === 0 ? workflow.entry : state.last_transition!.to).toBe(state.active_step);
  if (state.active_step !== null) expect(workflow.steps.has(state.active_step)).toBe(true);
  else expect(TERMINAL.has(state.status)).toBe(true);
  expect(new Set(state.completed_steps).size).toBe(state.completed_steps.length);
  for (const id of state.completed_steps) expect(workflow.steps.has(id)).toBe(true);
  // A step is in one list or the other, never both; one that blocked the run or failed is one of
  // the failed or blocked steps, never a completed one.
  for (const id of state.completed_steps) expect(state.failed_or_blocked_steps).not.toContain(id);
  for (const [id, record] of Object.entries(state.steps)) {
    if (record.status === 'failed') expect(state.completed_steps).not.toContain(id);
    if (record.status === 'blocked') {
      expect(state.failed_or_blocked_steps).toContain(id);
      expect(state.completed_steps).not.toContain(id);
    }
  }
  for (const [id, record] of Object.entries(state.steps)) {
    expect(workflow.steps.has(id)).toBe(true);
    expect(record.visits).toBeLessThanOrEqual(maxVisitsOf(workflow, id));
  }
  if (state.last_transition) expect(state.last_transition.seq).toBe(state.transitions);
  state.recent.forEach((h, i) => expect(h.seq).toBe(state.transitions - state.recent.length + i + 1));
  expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
}

describe('transition function properties', () => {
  it('random event sequences keep every invariant, and only statuses route', () => {
    fc.assert(
      fc.property(workflowArb, fc.array(eventArb, { minLength: 1, maxLength: 40 }), (spec, events) => {
        const workflow = load(spec);
        let state = initialState(workflow);
        checkInvariants(state, workflow);
        let clock = 0;
        const at = () => new Date(Date.UTC(2026, 0, 1, 0, 0, clock++)).toISOString();
        for (const event of events) {
          const id = state.active_step;
          if (id === null) break;
          const step = workflow.steps.get(id)!;
          state = startAttempt(state, step, at());
          expect(state.in_flight?.step).toBe(id);
          expect(state.transitions === 0 ? workflow.entry : state.last_transition!.to).toBe(id);
          if (event.kind === 'crash') {
            // The runner died: the persisted in-flight state is what the next invocation reads.
            checkInvariants(state, workflow);
            continue;
          }
          if (event.kind === 'fail') {
            state = applyFailure(state, { step, code: event.code, message: 'failed', exitStatus: 1, signal: null, durationMs: 5, log: null, at: at() });
            expect(state.active_step).toBe(id);
            expect(state.in_flight).toBeNull();
            checkInvariants(state, workflow);
            continue;
          }
          const statuses = Object.keys(step.def.statuses!);
          const status = statuses[event.pick % statuses.length]!;
          const gate: Gate = {
            workflow: 'prop',
            step: id,
            status,
            unresolved_critical: 0,
            unresolved_high: 0,
            source_resolvable_open: event.open,
            artifact: `out/${id}.md`,
            next_recommended: event.next,
            extra: event.extra,
          };
          const present = (name: string) => spec.present.includes(name);
          const route = routeStatus(step, status, present)!;
          const visitsBefore = { ...state.steps };
          const result = applySuccess(state, workflow, {
            step,
            gate,
            artifact: { path: `out/${id}.md`, sha256: 'a'.repeat(64), size: 1, step: id, gate_status: status, visit: state.in_flight!.visit, accepted_at: at() },
            exitStatus: 0,
            durationMs: 5,
            log: null,
            at: at(),
            route,
            stopAfter: event.stopAfter,
          });
          state = result.state;
          checkInvariants(state, workflow);
          expect(state.in_flight).toBeNull();
          // Completed, unless it blocked the run or the loop limit stopped before entering it again.
          const stoppedBefore = result.stop === 'WORKFLOW_BLOCKED_LOOP_LIMIT' && expectedTarget(step.def.statuses![status] as Target, spec.present) === id;
          if (result.state.steps[id]!.status === 'blocked' || stoppedBefore) expect(state.failed_or_blocked_steps).toContain(id);
          else expect(state.completed_steps).toContain(id);
          // Routing: the statuses map decides; next_recommended is recorded only.
          const to = expectedTarget(step.def.statuses![status] as Target, spec.present);
          if (to === 'DONE') expect(result.stop).toBe('WORKFLOW_COMPLETE');
          else if (to === 'BLOCKED') expect(result.stop).toBe(event.open > 0 ? 'WORKFLOW_BLOCKED_SOURCE_GAPS' : 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
          else if ((visitsBefore[to]?.visits ?? 0) + 1 > maxVisitsOf(workflow, to)) {
            expect(result.stop).toBe('WORKFLOW_BLOCKED_LOOP_LIMIT');
            expect(state.active_step).toBeNull();
          } else {
            expect(state.active_step).toBe(to);
            expect(state.steps[to]!.visits).toBe((visitsBefore[to]?.visits ?? 0) + 1);
            expect(result.stop).toBe(event.stopAfter ? 'PARTIAL_RESUMABLE' : undefined);
          }
          if (state.active_step === null) expect(result.stop).toBeDefined();
          expect(state.last_gate?.['next_recommended']).toBe(event.next);
        }
      }),
      RUNS,
    );
  });

  it('every loop is bounded: a workflow that always loops back ends in WORKFLOW_BLOCKED_LOOP_LIMIT', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 30 }), (n, limit) => {
        const ids = Array.from({ length: n }, (_, i) => `s${i}`);
        const steps = Object.fromEntries(ids.map((id, i) => [id, { run: 'true', output: `out/${id}.md`, statuses: { AGAIN: ids[(i + 1) % n] } }]));
        const workflow = load({ steps, maxVisits: limit });
        let state = initialState(workflow);
        let stop: string | undefined;
        let executions = 0;
        while (stop === undefined) {
          const step = workflow.steps.get(state.active_step!)!;
          state = startAttempt(state, step, 't');
          const gate: Gate = { workflow: 'prop', step: step.id, status: 'AGAIN', unresolved_critical: 0, unresolved_high: 0, source_resolvable_open: 0, artifact: 'x', next_recommended: null, extra: {} };
          const r = applySuccess(state, workflow, {
            step,
            gate,
            artifact: { path: `out/${step.id}.md`, sha256: 'b'.repeat(64), size: 1, step: step.id, gate_status: 'AGAIN', visit: 1, accepted_at: 't' },
            exitStatus: 0,
            durationMs: 1,
            log: null,
            at: 't',
            route: routeStatus(step, 'AGAIN', () => false)!,
            stopAfter: false,
          });
          state = r.state;
          stop = r.stop;
          executions++;
          expect(executions).toBeLessThanOrEqual(n * limit);
        }
        expect(stop).toBe('WORKFLOW_BLOCKED_LOOP_LIMIT');
        expect(executions).toBe(n * limit);
      }),
      { numRuns: sized(60), seed: 77 },
    );
  });
});
