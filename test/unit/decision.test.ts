// Decision steps and stall detection as pure pieces: expression compilation (unknown roots are
// errors), evaluation with GitHub truthiness and the values seen, branch choice, the decision
// transition (visits, max_visits, stop_after_step), and stall detection on a revisit.
import { newRunState } from '../helpers/state.js';
import { describe, expect, it } from 'vitest';
import { loadWorkflowText } from '../../src/core/model/loader.js';
import { compileExpression, evaluateExpression, type DecisionContext } from '../../src/core/model/expressions.js';
import { decide, decisionContext } from '../../src/core/steps/decision/run.js';
import { applyDecision, requiresSkipInWords } from '../../src/core/steps/decision/transition.js';
import { applyAcceptance, stalledSince } from '../../src/core/run/stall.js';
import { applyExitSuccess, routeStatus, startAttempt } from '../../src/core/run/transition.js';
import { RunState, type RunState as RunStateT } from '../../src/core/state/state.js';
import { transitionsOf } from '../../src/core/validate/graph.js';
import { workflowFlowchart } from '../../src/core/commands/summary-graph.js';
import type { Gate } from '../../src/core/gate/workflow-gate.js';
import type { Workflow } from '../../src/core/model/workflow.js';

const YAML = `version: '4.0'
name: t
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
  optional: [mode]
steps:
  review:
    run: 'true'
    output: 'runs/{{run_id}}/review.md'
    statuses: {REVIEWED: route, STUCK: review}
    on_stall: escalate
  route:
    decide:
      - if: steps.review.gate.score >= 90
        to: publish
      - if: visits.review > 2 || inputs.mode == 'strict'
        to: BLOCKED
      - else: review
    max_visits: 2
  publish:
    run: 'true'
    output: 'runs/{{run_id}}/publish.md'
    statuses: {OK: DONE}
  escalate:
    instruction: Ask a person.
    terminal_status: WORKFLOW_BLOCKED_ESCALATED
`;

function load(text = YAML): Workflow {
  const r = loadWorkflowText(text, 'wf.yaml', '/nowhere/wf.yaml');
  if (!r.workflow) throw new Error(JSON.stringify(r.diagnostics));
  return r.workflow;
}
const wf = load();
const step = (id: string) => wf.steps.get(id)!;
const AT = '2026-01-01T00:00:00.000Z';

function initial(): RunStateT {
  return newRunState(wf, 'review', AT);
}

function gate(stepId: string, status: string, extra: Record<string, unknown> = {}, counts: Partial<Gate> = {}): Gate {
  return { workflow: 't', step: stepId, status, unresolved_critical: 0, unresolved_high: 0, source_resolvable_open: 0, artifact: `runs/r1/${stepId}.md`, next_recommended: null, extra, ...counts };
}

/** Run the active (gate) step to acceptance through the stall-aware acceptance. */
function accept(state: RunStateT, status: string, opts: { extra?: Record<string, unknown>; sha?: string; counts?: Partial<Gate> } = {}) {
  const id = state.active_step!;
  const started = startAttempt(state, step(id), AT);
  const g = gate(id, status, opts.extra, opts.counts);
  return applyAcceptance(started, wf, {
    step: step(id), gate: g,
    artifact: { path: g.artifact, sha256: opts.sha ?? 'a'.repeat(64), size: 1, step: id, gate_status: status, visit: started.in_flight!.visit, accepted_at: AT },
    exitStatus: 0, durationMs: 1, log: null, at: AT, route: routeStatus(step(id), status, () => false)!, stopAfter: false,
  });
}

function runDecision(state: RunStateT, inputs: Record<string, string> = {}, stopAfter = false) {
  const s = step(state.active_step!);
  const visit = state.steps[s.id]!.visits;
  const outcome = decide(s, visit, decisionContext(state, wf, inputs));
  return { ...applyDecision(state, wf, s, outcome, AT, stopAfter), outcome };
}

const ctx = (over: Partial<DecisionContext> = {}): DecisionContext => ({ inputs: {}, steps: {}, visits: {}, run: { id: 'r1' }, ...over });

describe('expressions', () => {
  it('compiles the four roots and refuses any other name (never silently true)', () => {
    expect(compileExpression('steps.a.gate.score >= 90 && visits.a < 3 || inputs.x == run.id').ok).toBe(true);
    const bad = compileExpression('ctx.result == 1');
    expect(bad.ok).toBe(false);
    expect(bad.ok ? '' : bad.message).toMatch(/Unrecognized named-value: 'ctx'/);
  });

  it('reports syntax errors with their column', () => {
    const bad = compileExpression('steps.a.gate.score >=');
    expect(bad).toMatchObject({ ok: false, column: 19 });
  });

  it('evaluates with GitHub truthiness and records every path it saw', () => {
    const c = compileExpression("steps.a.gate.score >= 90 && inputs.mode != 'x'");
    if (!c.ok) throw new Error(c.message);
    const e = evaluateExpression(c, ctx({ inputs: { mode: 'y' }, steps: { a: { status: 'completed', output: 'a.md', visits: 1, gate: { score: 92 } } } }));
    expect(e).toEqual({ value: true, truthy: true, seen: { 'steps.a.gate.score': 92, 'inputs.mode': 'y' } });
    for (const [text, truthy] of [['0', false], ["''", false], ['null', false], ["'a'", true], ['steps.none.gate.score', false], ["'90' == 90", true]] as const) {
      const cc = compileExpression(text);
      if (!cc.ok) throw new Error(cc.message);
      expect(evaluateExpression(cc, ctx()).truthy, text).toBe(truthy);
    }
  });

  it('does not take paths inside string literals for context values', () => {
    const c = compileExpression("inputs.mode == 'steps.fake.x'");
    if (!c.ok) throw new Error(c.message);
    expect(Object.keys(evaluateExpression(c, ctx()).seen)).toEqual(['inputs.mode']);
  });
});

describe('decision steps', () => {
  it('are their own kind, and the graph has one transition per branch', () => {
    expect(step('route').kind).toBe('decision');
    expect(transitionsOf(step('route')).map((t) => `${t.label} -> ${t.to}`)).toEqual([
      'if steps.review.gate.score >= 90 -> publish',
      "if visits.review > 2 || inputs.mode == 'strict' -> BLOCKED",
      'else -> review',
    ]);
    expect(transitionsOf(step('review')).map((t) => t.to)).toContain('escalate');
  });

  it('the summary graph draws an edge per branch', () => {
    const m = workflowFlowchart(wf).mermaid ?? '';
    expect(m).toContain('else');
    expect(m).toContain('steps.review.gate.score');
  });

  it('takes the first truthy branch and logs the value it saw', () => {
    const s1 = accept(initial(), 'REVIEWED', { extra: { score: 95 } }).state;
    expect(s1.active_step).toBe('route');
    const r = runDecision(s1);
    expect(r.stop).toBeUndefined();
    expect(r.state.active_step).toBe('publish');
    expect(r.outcome.record).toEqual({ step: 'route', visit: 1, chosen: 0, to: 'publish', branches: [{ expression: 'steps.review.gate.score >= 90', value: true, truthy: true, seen: { 'steps.review.gate.score': 95 } }] });
    expect(r.state.steps['route']).toMatchObject({ status: 'completed', visits: 1, last_exit_status: null });
    expect(r.state.last_transition).toMatchObject({ step: 'route', outcome: 'transition', to: 'publish', exit_status: null });
    expect(RunState.safeParse(r.state).success).toBe(true);
  });

  it('takes else when nothing matches, and a later branch from an input', () => {
    const s1 = accept(initial(), 'REVIEWED', { extra: { score: 50 } }).state;
    const r = runDecision(s1);
    expect(r.state.active_step).toBe('review');
    expect(r.outcome.record).toMatchObject({ chosen: 'else', to: 'review' });
    expect(r.outcome.record.branches.map((b) => b.truthy)).toEqual([false, false]);
    const strict = runDecision(s1, { mode: 'STRICT' });
    expect(strict.stop).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
    expect(strict.outcome.record).toMatchObject({ chosen: 1, to: 'BLOCKED' });
    expect(strict.state.message).toContain('decision route took if');
  });

  it('counts visits of the decision and stops at its max_visits', () => {
    let s = initial();
    for (let v = 1; v <= 2; v++) {
      s = accept(s, 'REVIEWED', { extra: { score: 10 }, sha: String(v).repeat(64) }).state;
      expect(s.steps['route']!.visits).toBe(v);
      s = runDecision(s).state;
    }
    const third = accept(s, 'REVIEWED', { extra: { score: 10 }, sha: '3'.repeat(64) });
    expect(third.stop).toBe('WORKFLOW_BLOCKED_LOOP_LIMIT');
  });

  it('names the branch it took in a message that ends the run, and builds that name only then', () => {
    const s1 = accept(initial(), 'REVIEWED', { extra: { score: 10 } }).state;
    const blocked = runDecision(s1, { mode: 'strict' });
    expect(blocked.stop).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
    expect(blocked.state.message).toBe("decision route took if visits.review > 2 || inputs.mode == 'strict' and leads to BLOCKED");
    // Routed on to a step (every loop of a replay): no message names it, and it is not made.
    let made = 0;
    const completedAs = () => (made++, 'never shown');
    const base = accept(initial(), 'REVIEWED', { extra: { score: 95 } }).state;
    const on = applyExitSuccess(base, wf, { step: step('route'), to: 'publish', exitStatus: null, durationMs: 0, log: null, at: AT, stopAfter: false, completedAs });
    expect([on.state.active_step, on.state.message, made]).toEqual(['publish', null, 0]);
    const done = applyExitSuccess(base, wf, { step: step('route'), to: 'DONE', exitStatus: null, durationMs: 0, log: null, at: AT, stopAfter: false, completedAs });
    expect([done.state.message, made]).toEqual(['never shown and leads to DONE', 1]);
  });

  it('honours stop_after_step on the decision', () => {
    const s1 = accept(initial(), 'REVIEWED', { extra: { score: 95 } }).state;
    const r = runDecision(s1, {}, true);
    expect(r.stop).toBe('PARTIAL_RESUMABLE');
    expect(r.state.active_step).toBe('publish');
  });
});

describe('stall detection', () => {
  it('a revisit with a different output is not a stall', () => {
    const s1 = accept(initial(), 'STUCK', { sha: '1'.repeat(64) });
    expect(s1.state.active_step).toBe('review');
    const s2 = accept(s1.state, 'STUCK', { sha: '2'.repeat(64) });
    expect(s2.stop).toBeUndefined();
    expect(s2.state.stalls).toBeUndefined();
  });

  it('a revisit with different counts is not a stall', () => {
    const s1 = accept(initial(), 'STUCK', { counts: { unresolved_high: 2 } });
    const s2 = accept(s1.state, 'STUCK', { counts: { unresolved_high: 1 } });
    expect(s2.state.stalls).toBeUndefined();
  });

  it('an identical gate on the next visit follows on_stall and records the stall', () => {
    const s1 = accept(initial(), 'STUCK');
    const s2 = accept(s1.state, 'STUCK');
    expect(s2.stop).toBeUndefined();
    expect(s2.state.active_step).toBe('escalate');
    expect(s2.state.stalls).toEqual([{ step: 'review', visit: 2, previous_visit: 1, at: AT, to: 'escalate' }]);
  });

  it('without on_stall an identical gate stops with WORKFLOW_BLOCKED_STALLED', () => {
    const noEscape = load(YAML.replace('    on_stall: escalate\n', ''));
    const st = (id: string) => noEscape.steps.get(id)!;
    let s = { ...initial(), workflow_digest: noEscape.digest };
    const go = (state: RunStateT) => {
      const started = startAttempt(state, st('review'), AT);
      const g = gate('review', 'STUCK');
      return applyAcceptance(started, noEscape, {
        step: st('review'), gate: g,
        artifact: { path: g.artifact, sha256: 'a'.repeat(64), size: 1, step: 'review', gate_status: 'STUCK', visit: started.in_flight!.visit, accepted_at: AT },
        exitStatus: 0, durationMs: 1, log: null, at: AT, route: { kind: 'step', to: 'review' }, stopAfter: false,
      });
    };
    s = go(s).state;
    const r = go(s);
    expect(r.stop).toBe('WORKFLOW_BLOCKED_STALLED');
    expect(r.state).toMatchObject({ status: 'WORKFLOW_BLOCKED_STALLED', active_step: null });
    expect(r.state.stalls).toEqual([{ step: 'review', visit: 2, previous_visit: 1, at: AT, to: null }]);
    expect(r.state.last_transition).toMatchObject({ outcome: 'blocked', code: 'WORKFLOW_BLOCKED_STALLED' });
    expect(r.state.artifacts['review']).toMatchObject({ visit: 2 });
  });

  it('a retry within the same visit is never compared with itself', () => {
    const s1 = accept(initial(), 'REVIEWED');
    expect(stalledSince(s1.state, 'review', 1, gate('review', 'REVIEWED'), 'a'.repeat(64))).toBeUndefined();
    expect(stalledSince(s1.state, 'review', 2, gate('review', 'REVIEWED'), 'a'.repeat(64))).toBe(1);
    expect(stalledSince(s1.state, 'review', 2, gate('review', 'OTHER'), 'a'.repeat(64))).toBeUndefined();
  });
});

describe('runtime references', () => {
  it('parse output and gate references, nothing else', async () => {
    const { parseReference } = await import('../../src/core/model/references.js');
    expect(parseReference('steps.draft.output')).toEqual({ step: 'draft', what: 'output' });
    expect(parseReference('steps.draft.gate.score')).toEqual({ step: 'draft', what: 'gate', key: 'score' });
    expect(parseReference('steps.draft')).toBeUndefined();
    expect(parseReference('run_id')).toBeUndefined();
  });

  it('bind accepted outputs and scalar gate values from state; accept only gate stages as targets', async () => {
    const { BindingsWithReferences, isValidReference } = await import('../../src/core/model/references.js');
    const s1 = accept(initial(), 'REVIEWED', { extra: { score: 95, quality: { a: 1 } } }).state;
    const b = new BindingsWithReferences([], s1);
    expect(b.get('steps.review.output')).toBe('runs/r1/review.md');
    expect(b.get('steps.review.gate.score')).toBe('95');
    expect(b.get('steps.review.gate.status')).toBe('REVIEWED');
    expect(b.has('steps.review.gate.quality')).toBe(false);
    expect(b.has('steps.publish.output')).toBe(false);
    expect(isValidReference('steps.review.gate.score', wf.steps)).toBe(true);
    expect(isValidReference('steps.route.output', wf.steps)).toBe(false);
    expect(isValidReference('steps.nope.output', wf.steps)).toBe(false);
  });

  it("steps.<id>.visits: the step's visit count from state (0 before it is entered), valid for any step beside the text", async () => {
    const { BindingsWithReferences, isValidReference, parseReference } = await import('../../src/core/model/references.js');
    expect(parseReference('steps.review.visits')).toEqual({ step: 'review', what: 'visits' });
    expect(parseReference('steps.review.gate.visits')).toEqual({ step: 'review', what: 'gate', key: 'visits' });
    const s1 = accept(initial(), 'REVIEWED').state;
    const b = new BindingsWithReferences([], s1);
    expect(b.get('steps.review.visits')).toBe(String(s1.steps['review']!.visits));
    expect(b.get('steps.publish.visits')).toBe('0');
    expect(isValidReference('steps.route.visits', wf.steps)).toBe(true);
    expect(isValidReference('steps.nope.visits', wf.steps)).toBe(false);
  });
});

describe('a requires check that skipped its step, in words', () => {
  it("names the missing files as the workflow wrote them: a ' and a space in a path are not read back as quoted text", () => {
    const paths = ["docs/it's a.md", 'docs/b c.md', "docs/ok's.md"];
    const check = {
      id: 'research_requires',
      kind: 'decision' as const,
      def: { decide: [{ if: paths.map((p) => `files['${p.replace(/'/g, "''")}']`).join(' && '), to: 'research' }, { else: 'next' }] },
      path: ['steps', 'research_requires'],
      line: 1,
      column: 1,
      requiresCheckOf: 'research',
    };
    const context: DecisionContext = { inputs: {}, steps: {}, visits: {}, run: { id: 'r1' } };
    const outcome = decide(check, 1, context, (p) => p === "docs/ok's.md");
    expect(outcome.to).toBe('next');
    expect(requiresSkipInWords(check, outcome.record)).toBe("step research skipped: it requires docs/it's a.md and docs/b c.md, which do not exist");
  });
});
