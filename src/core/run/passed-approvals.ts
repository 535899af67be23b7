// Approvals a run passed through the runs it started: a child_workflow step (or composite phase,
// or child_workflow branch of a parallel step, or a foreach step through its items' runs) whose
// child run had an approving decision standing (or ended on a rejection) when the step accepted its outcome. Such a step authorised what came after it as much as an
// approval step of the run itself, so a new commit voids it the same way (run/source-drift.ts).
// Pure: read from the states and records, no I/O.
import type { ApprovalRecord, RunState, StepRecord } from '../state/state.js';

/**
 * The source commits of the decisions a finished run's outcome rests on: for each approval step,
 * its latest decision not taken back, when it approved, or when it was a rejection that ended the
 * run (on_reject: DONE or BLOCKED; a rejection followed to rework is a verdict keep keeps, as
 * source-drift.ts followedRejection says) — a decision recorded without a commit (an older
 * stagegate) is not counted; and those its own child steps passed (recorded in their child records:
 * a grandchild's too). Distinct, in the order found.
 */
export function standingDecisionCommits(state: RunState): Array<string | null> {
  const standing = new Map<string, ApprovalRecord>();
  for (const a of state.approvals ?? []) if (a.taken_back_at === undefined) standing.set(a.step, a);
  const out = new Set<string | null>();
  for (const a of standing.values()) if (a.source_commit !== undefined && (a.decision === 'approved' || endedTheRun(state, a))) out.add(a.source_commit);
  for (const id in state.steps) {
    const r = state.steps[id]!;
    if (r.status !== 'completed' && r.status !== 'blocked') continue;
    for (const c of passedApprovals(r) ?? []) out.add(c);
  }
  return [...out];
}

/** The decision made the finished run's last transition: it ended the run (a rejection's on_reject: DONE or BLOCKED). */
export function endedTheRun(state: RunState, a: ApprovalRecord): boolean {
  const last = state.last_transition;
  return state.active_step === null && last?.step === a.step && last.visit === a.visit;
}

/**
 * The source commits of the decisions a step's accepted verdict passed through its child runs (its
 * child's, its foreach items' runs', its parallel branches' children's), or undefined when the step records none of them
 * (not a child step, or one accepted before stagegate recorded them).
 */
export function passedApprovals(r: StepRecord): Array<string | null> | undefined {
  let out = r.child?.decided_at ?? r.items_decided_at;
  for (const b of Object.values(r.parallel?.branches ?? {})) {
    const at = b.child?.decided_at;
    if (at !== undefined) out = [...(out ?? []), ...at];
  }
  return out;
}

/**
 * A foreach step's record with the decisions an item's run passed added (item_finished), or with
 * none (null: its items loaded again for a new visit, foreach_loaded).
 */
export function withItemDecisions(state: RunState, stepId: string, decidedAt: Array<string | null> | null | undefined): RunState {
  const r = Object.hasOwn(state.steps, stepId) ? state.steps[stepId] : undefined;
  if (!r || decidedAt === undefined) return state;
  if (decidedAt === null) {
    if (r.items_decided_at === undefined) return state;
    const { items_decided_at: _dropped, ...rest } = r;
    return { ...state, steps: { ...state.steps, [stepId]: rest } };
  }
  const before = r.items_decided_at ?? [];
  const added = decidedAt.filter((c) => !before.includes(c));
  if (added.length === 0) return state;
  return { ...state, steps: { ...state.steps, [stepId]: { ...r, items_decided_at: [...before, ...added] } } };
}
