// Stall detection judges a loop at one source: a visit that repeats the previous visit's gate and
// output, with no output accepted anywhere in the run changed since (the loop's fixed point),
// stalls the run, unless a resume with --on-source-change rerun took that verdict back (it runs the
// stale step again at the new commit: the same output there is a verdict judged anew, not a loop
// spinning). Invocations an earlier stagegate ran (no stall_rule on run_started) judged a step only
// against its own previous visit, and replay judges them so; journals it wrote with a stall across
// sources still replay.
import { describe, expect, it } from 'vitest';
import { loadWorkflowText } from '../../src/core/model/loader.js';
import { applyEvent, replayEvent, ReplayMismatch, withClaims } from '../../src/core/run/reduce.js';
import type { JournalEvent } from '../../src/core/state/events.js';
import type { RunState } from '../../src/core/state/state.js';
import type { Workflow } from '../../src/core/model/workflow.js';

const WORKFLOW = `version: '4.0'
name: loop
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  a:
    run: 'true'
    output: 'runs/{{run_id}}/a.md'
    statuses: { NEXT: b }
  b:
    run: 'true'
    output: 'runs/{{run_id}}/b.md'
    statuses: { BACK: a, OK: DONE }
`;

function load(): Workflow {
  const r = loadWorkflowText(WORKFLOW, 'wf.yaml', '/nowhere/wf.yaml');
  if (!r.workflow) throw new Error(JSON.stringify(r.diagnostics));
  return r.workflow;
}
const wf = load();
const AT = '2026-01-01T00:00:00.000Z';
const [C1, C2] = ['1'.repeat(40), '2'.repeat(40)];

const started = (commit: string): JournalEvent => ({
  event: 'run_started', at: AT, run_id: 'r1', workflow: 'loop', workflow_file: 'wf.yaml', workflow_digest: wf.digest, mode: 'resume', ignore_previous_completion: false,
  stop_after_step: null, inputs: { run_id: 'r1' }, run_root: 'runs/r1', source_commit: commit, agent_package_version: null, fresh_execution_of: null, entry: 'a', entry_kind: 'shell',
});
const attempt = (step: string): JournalEvent => ({ event: 'attempt_started', at: AT, step, visit: 0, attempt: 0 });
/** The step's gate, with the same output bytes on every visit. */
const gate = (step: string, status: string): JournalEvent => ({
  event: 'gate_accepted', at: AT, step, visit: 0, attempt: 0,
  gate: { workflow: 'loop', step, status, unresolved_critical: 0, unresolved_high: 0, source_resolvable_open: 0, artifact: `runs/r1/${step}.md`, next_recommended: null, extra: {} },
  artifact: { path: `runs/r1/${step}.md`, sha256: (step === 'a' ? 'a' : 'b').repeat(64), size: 3 }, exit_status: 0, duration_ms: 1, log: null, present: [], stop_after: false, to: null, stop: null,
});
/** A resume at C2 with --on-source-change rerun: both verdicts of the finished run are stale; back to a. */
const rerun: JournalEvent[] = [
  started(C2),
  {
    event: 'source_changed', at: AT, to: null, stop: null,
    change: { policy: 'rerun', source_commit: C2, agent_package_version: null, stale: ['a', 'b'].map((step) => ({ step, source_commit: C1, agent_package_version: null, why: 'made at another commit' })), voided_approvals: [], rerun_from: 'a', kept: [] },
  },
];
const finished = [started(C1), attempt('a'), gate('a', 'NEXT'), attempt('b'), gate('b', 'OK')];

/** The events as the runner applies and journals them (claims filled in); the state and the journal. */
function live(events: JournalEvent[]): { state: RunState; journal: JournalEvent[] } {
  let state: RunState | undefined;
  const journal: JournalEvent[] = [];
  for (const e of events) {
    const applied = applyEvent(state, e, wf);
    journal.push(withClaims(e, applied));
    state = applied.state;
  }
  return { state: state!, journal };
}

describe('stall detection', () => {
  it('a repeat at the same source commit stalls the run', () => {
    const { state } = live([started(C1), attempt('a'), gate('a', 'NEXT'), attempt('b'), gate('b', 'BACK'), attempt('a'), gate('a', 'NEXT')]);
    expect(state.status).toBe('WORKFLOW_BLOCKED_STALLED');
  });

  it('a rerun at another source commit judges a stale step anew: the same output is no stall; a repeat after it at the new commit is', () => {
    const { state, journal } = live([...finished, ...rerun, attempt('a'), gate('a', 'NEXT')]);
    expect(live(finished).state.status).toBe('WORKFLOW_COMPLETE');
    expect(state).toMatchObject({ status: 'IN_PROGRESS', active_step: 'b' });
    expect(state.stalls ?? []).toEqual([]);
    // It replays as written.
    let replayed: RunState | undefined;
    for (const e of journal) replayed = replayEvent(replayed, e, wf);
    expect(replayed).toEqual(state);
    const looped = live([...finished, ...rerun, attempt('a'), gate('a', 'NEXT'), attempt('b'), gate('b', 'BACK'), attempt('a'), gate('a', 'NEXT')]).state;
    expect(looped.status).toBe('WORKFLOW_BLOCKED_STALLED');
  });

  it('a journal an earlier stagegate wrote, which stalled there, still replays; any other claim there is refused', () => {
    const { journal } = live([...finished, ...rerun, attempt('a'), gate('a', 'NEXT')]);
    const claiming = (claim: { to: string | null; stop: string | null }) => journal.map((e, i) => (i === journal.length - 1 ? { ...e, ...claim } : e)) as JournalEvent[];
    let replayed: RunState | undefined;
    for (const e of claiming({ to: null, stop: 'WORKFLOW_BLOCKED_STALLED' })) replayed = replayEvent(replayed, e, wf);
    expect(replayed).toMatchObject({ status: 'WORKFLOW_BLOCKED_STALLED', active_step: null });
    let state: RunState | undefined;
    expect(() => {
      for (const e of claiming({ to: null, stop: 'WORKFLOW_COMPLETE' })) state = replayEvent(state, e, wf);
    }).toThrow(ReplayMismatch);
  });
});

/** An invocation of this stagegate: it judges by the fixed point. */
const startedNow = (commit: string): JournalEvent => ({ ...(started(commit) as Extract<JournalEvent, { event: 'run_started' }>), stall_rule: 'fixed_point' });
/** The step's gate, with output bytes `body` (a hex digit). */
const gateOf = (step: string, status: string, body: string): JournalEvent => {
  const e = gate(step, status) as Extract<JournalEvent, { event: 'gate_accepted' }>;
  return { ...e, artifact: { ...e.artifact, sha256: body.repeat(64) } };
};
const artifactOf = (key: string, body: string) => ({ path: `runs/r1/${key}.md`, sha256: body.repeat(64), size: 3, step: key, gate_status: 'OK', visit: 1, accepted_at: AT });

/** The events applied as the runner applies them, then the journal replayed: the same state. */
function liveAndReplayed(events: JournalEvent[]): RunState {
  const { state, journal } = live(events);
  let replayed: RunState | undefined;
  for (const e of journal) replayed = replayEvent(replayed, e, wf);
  expect(replayed).toEqual(state);
  return state;
}

describe('stall detection: the fixed point', () => {
  it("a step that repeats itself while the other step's output changed is no stall; the earlier rule stalled it", () => {
    const loop = (start: JournalEvent) => [start, attempt('a'), gateOf('a', 'NEXT', 'a'), attempt('b'), gateOf('b', 'BACK', '1'), attempt('a'), gateOf('a', 'NEXT', 'a'), attempt('b'), gateOf('b', 'BACK', '2'), attempt('a'), gateOf('a', 'NEXT', 'a')];
    const now = liveAndReplayed(loop(startedNow(C1)));
    expect(now).toMatchObject({ status: 'IN_PROGRESS', active_step: 'b' });
    expect(now.stalls).toBeUndefined();
    expect(now.output_changes).toBe(3);
    expect(live(loop(started(C1))).state.status).toBe('WORKFLOW_BLOCKED_STALLED');
  });

  it('when every step repeats, the first to come round a lap with nothing changed stalls', () => {
    const state = liveAndReplayed([startedNow(C1), attempt('a'), gateOf('a', 'NEXT', 'a'), attempt('b'), gateOf('b', 'BACK', 'b'), attempt('a'), gateOf('a', 'NEXT', 'a'), attempt('b'), gateOf('b', 'BACK', 'b')]);
    expect(state.status).toBe('WORKFLOW_BLOCKED_STALLED');
    expect(state.stalls).toEqual([expect.objectContaining({ step: 'b', visit: 2, to: null })]);
    expect(state.message).toMatch(/and no output accepted since changed$/);
  });

  it("a parallel branch's new output, or an accepted file another step changed, is progress", () => {
    const upTo = [startedNow(C1), attempt('a'), gateOf('a', 'NEXT', 'a'), attempt('b'), gateOf('b', 'BACK', 'b'), attempt('a'), gateOf('a', 'NEXT', 'a')];
    const then = [attempt('b'), gateOf('b', 'BACK', 'b')];
    const branch: JournalEvent = { event: 'branch_artifact', at: AT, key: 'p.x', artifact: artifactOf('p.x', 'c') };
    const revised: JournalEvent = { event: 'artifacts_revised', at: AT, artifacts: { a: { ...artifactOf('a', 'd'), revised_by: 'fix' } } };
    for (const between of [branch, revised]) {
      const state = liveAndReplayed([...upTo, between, ...then]);
      expect(state, between.event).toMatchObject({ status: 'IN_PROGRESS', active_step: 'a' });
      expect(state.stalls).toBeUndefined();
    }
    // The same bytes again are no change.
    const same: JournalEvent = { event: 'artifacts_revised', at: AT, artifacts: { a: artifactOf('a', 'a') } };
    expect(liveAndReplayed([...upTo, same, ...then]).status).toBe('WORKFLOW_BLOCKED_STALLED');
  });
});
