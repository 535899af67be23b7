// The state machine as pure functions: (state, event) -> new state. No I/O here, so the
// routing rules can be tested exhaustively and reasoned about on their own.
import type { Gate } from '../gate/workflow-gate.js';
import { copyState, logged, loggedFrom, type ArtifactRecord, type HistoryEntry, type RunState, type StepRecord } from '../state/state.js';
import { isResolverStep, type StepModel, type Workflow } from '../model/workflow.js';
import type { TargetShape } from '../model/schema.js';
import { changedArtifacts, changesWith, counted } from './progress.js';

export type Route = { kind: 'step'; to: string } | { kind: 'done' } | { kind: 'blocked' };

/** Resolve a transition value; `present` says whether an optional input is bound. */
export function resolveTarget(target: TargetShape, present: (input: string) => boolean): string {
  if (typeof target === 'string') return target;
  for (const [input, to] of Object.entries(target.if_input_present)) if (present(input)) return to;
  return target.else;
}

/** Route a gate status through the step's statuses map; undefined when the status is not routed. */
export function routeStatus(step: StepModel, status: string, present: (input: string) => boolean): Route | undefined {
  const statuses = step.def.statuses;
  if (!statuses || !Object.prototype.hasOwnProperty.call(statuses, status)) return undefined;
  const to = resolveTarget(statuses[status]!, present);
  if (to === 'DONE') return { kind: 'done' };
  if (to === 'BLOCKED') return { kind: 'blocked' };
  return { kind: 'step', to };
}

export function maxVisitsOf(workflow: Workflow, stepId: string): number {
  return workflow.steps.get(stepId)?.def.max_visits ?? workflow.execution.maxVisits;
}

function addUnique(list: string[], item: string): string[] {
  return list.includes(item) ? list : [...list, item];
}

/** `list` without `item` (the same array when it holds none). */
export function without(list: string[], item: string): string[] {
  return list.includes(item) ? list.filter((other) => other !== item) : list;
}

/**
 * The lists of a step whose outcome ended the run blocked (its record's status `blocked`), whose
 * current visit failed (a resume retries it, or on_failure routes on), or that a loop limit
 * stopped the run before entering: it is among `failed_or_blocked_steps` and not among
 * `completed_steps` — a step is one or the other, also when an earlier visit of it completed.
 */
export function blockedLists(state: Pick<RunState, 'completed_steps' | 'failed_or_blocked_steps'>, id: string): Pick<RunState, 'completed_steps' | 'failed_or_blocked_steps'> {
  return { completed_steps: without(state.completed_steps, id), failed_or_blocked_steps: addUnique(state.failed_or_blocked_steps, id) };
}

/**
 * `completed_steps` once step `id` completed on visit `visit`: in completion order, the order the
 * steps were first completed in. A step a failure, a loop limit or a block took out of the list
 * and that completes on a later visit goes back where its record was first made among the steps
 * map's keys (the order the run first entered them): before the listed steps first entered after
 * it — as source drift orders the verdicts (the earliest stale step on the run's path).
 */
export function completedWith(state: Pick<RunState, 'completed_steps' | 'steps'>, id: string, visit: number): string[] {
  const list = state.completed_steps;
  if (list.includes(id)) return list;
  return visit <= 1 ? [...list, id] : insertByEntry(list, id, entryOrder(state.steps));
}

/** The order the run first entered its steps (a step's record is made then): the steps map's keys. */
export function entryOrder(steps: Record<string, StepRecord>): Map<string, number> {
  return new Map(Object.keys(steps).map((key, i) => [key, i]));
}

/** `list` with `id` before the first listed step the run entered after it (last when none, or `id` was never entered). */
export function insertByEntry(list: string[], id: string, order: Map<string, number>): string[] {
  const at = order.get(id) ?? Infinity;
  const before = list.findIndex((other) => (order.get(other) ?? Infinity) > at);
  return before === -1 ? [...list, id] : [...list.slice(0, before), id, ...list.slice(before)];
}

/**
 * `{ ...record, [key]: value }` (and a second key likewise), the same object key for key and in
 * the same order, made by a loop: a run's steps and artifacts maps hold one key per step, V8 keeps
 * maps that large as dictionaries, and spreading a dictionary takes its slow path — at 500 steps
 * the copies a stage makes were its largest cost that grows with the run (~0.3-0.5 ms each). A
 * `__proto__` key (never a step id: the schema's id pattern) takes the spread, which defines it
 * as data where an assignment would set the prototype.
 */
export function withEntries<T>(record: Readonly<Record<string, T>>, key: string, value: T, key2?: string, value2?: T): Record<string, T> {
  const keys = Object.keys(record);
  if (key === '__proto__' || key2 === '__proto__' || Object.prototype.hasOwnProperty.call(record, '__proto__')) {
    return key2 === undefined ? { ...record, [key]: value } : { ...record, [key]: value, [key2]: value2 as T };
  }
  const copy: Record<string, T> = {};
  for (let i = 0; i < keys.length; i++) copy[keys[i]!] = record[keys[i]!]!;
  copy[key] = value;
  if (key2 !== undefined) copy[key2] = value2 as T;
  return copy;
}

/**
 * The record of step `id`, if the run has one. An own-property lookup: a step id such as
 * `constructor` or `toString` must not find Object.prototype's member instead of "no record".
 */
export function stepRecord(state: RunState, id: string): StepRecord | undefined {
  return Object.prototype.hasOwnProperty.call(state.steps, id) ? state.steps[id] : undefined;
}

/**
 * The visit a step is on, by its record: the record's count, and 1 for a step not entered yet (no
 * record, or a pending one at 0 visits), whose first visit is the next.
 */
export function currentVisit(record: StepRecord | undefined): number {
  return Math.max(1, record?.visits ?? 1);
}

/** The record of step `id` with `patch` applied (a fresh pending record when it has none). */
function stepWith(state: RunState, id: string, patch: Partial<StepRecord>, kind: string): StepRecord {
  const previous: StepRecord = stepRecord(state, id) ?? { kind, status: 'pending', visits: 0, attempts: 0 };
  return { ...previous, ...patch };
}

function withStep(state: RunState, id: string, patch: Partial<StepRecord>, kind: string): Record<string, StepRecord> {
  return withEntries(state.steps, id, stepWith(state, id, patch, kind));
}

/** Attempts already made on this visit of the step (a failed or crashed one counts: a retry or a resume gets the next number). */
export function attemptsOnVisit(state: RunState, stepId: string, visit: number): number {
  const record = stepRecord(state, stepId);
  return record !== undefined && record.visits === visit ? (record.visit_attempts ?? 0) : 0;
}

/** The visit and attempt number the next attempt of step `stepId` gets (what startAttempt records). */
export function nextAttempt(state: RunState, stepId: string): { visit: number; attempt: number } {
  const visit = currentVisit(stepRecord(state, stepId));
  return { visit, attempt: attemptsOnVisit(state, stepId, visit) + 1 };
}

export function startAttempt(state: RunState, step: StepModel, at: string): RunState {
  const record = stepRecord(state, step.id);
  const { visit, attempt } = nextAttempt(state, step.id);
  const next = copyState(state);
  next.status = 'IN_PROGRESS';
  next.message = null;
  next.in_flight = { step: step.id, visit, attempt, started_at: at };
  next.steps = withStep(state, step.id, { status: 'in_flight', attempts: (record?.attempts ?? 0) + 1, visits: visit, visit_attempts: attempt }, step.kind);
  next.updated_at = at;
  return next;
}

export interface StageFailure {
  step: StepModel;
  code: string;
  message: string;
  exitStatus: number | null;
  signal: string | null;
  durationMs: number;
  log: string | null;
  at: string;
  /** The status of the step's failure_statuses the stage reported, when that failed it. */
  failureStatus?: string;
  /** Stopped WORKFLOW_ANSWER_REQUIRED by a run below: the command that answers (events.ts AnswerBelow). */
  answerCommand?: string;
}

/** A failed attempt: nothing advances; the same step stays active so a resume retries it. */
export function applyFailure(state: RunState, f: StageFailure): RunState {
  const flight = state.in_flight;
  return {
    ...state,
    status: f.code,
    message: f.message,
    in_flight: null,
    ...blockedLists(state, f.step.id),
    steps: withStep(state, f.step.id, { status: 'failed', last_exit_status: f.exitStatus, last_signal: f.signal, last_duration_ms: f.durationMs, last_error: f.message, log: f.log, failure_status: f.failureStatus, answer_command: f.answerCommand }, f.step.kind),
    ...logged(state, {
      at: f.at,
      step: f.step.id,
      visit: flight?.visit ?? 1,
      attempt: flight?.attempt ?? 1,
      outcome: 'failed',
      code: f.code,
      gate_status: null,
      exit_status: f.exitStatus,
      duration_ms: f.durationMs,
      to: f.step.id,
    }),
    updated_at: f.at,
  };
}

export interface StageSuccess {
  step: StepModel;
  gate: Gate;
  artifact: ArtifactRecord;
  exitStatus: number;
  durationMs: number;
  log: string | null;
  at: string;
  route: Route;
  /** The step is the invocation's stop_after_step. */
  stopAfter: boolean;
}

export interface TransitionResult {
  state: RunState;
  /** Stop code when the run stops here; undefined when it continues with state.active_step. */
  stop?: string;
}

/**
 * Accept a valid gate and follow the workflow's transition (never next_recommended). `changes`:
 * the run's output_changes once this output is accepted (run/progress.ts), recorded on the state
 * and on the step's record (passed by applyAcceptance, which computed it already).
 */
export function applySuccess(state: RunState, workflow: Workflow, s: StageSuccess, changes = changesWith(state, s.step.id, s.artifact.sha256)): TransitionResult {
  const flight = state.in_flight;
  const visit = flight?.visit ?? stepRecord(state, s.step.id)?.visits ?? 1;
  const attempt = flight?.attempt ?? 1;
  const qids = Array.isArray(s.gate.extra['unresolved_qids']) ? (s.gate.extra['unresolved_qids'] as unknown[]).map(String) : [];
  const gateRecord = gateRecordOf(s.gate);
  const completed = stepWith(
    state,
    s.step.id,
    { status: 'completed', last_exit_status: s.exitStatus, last_signal: null, last_duration_ms: s.durationMs, last_error: null, gate: gateRecord, output: s.artifact.path, sha256: s.artifact.sha256, log: s.log, output_changes: changes },
    s.step.kind,
  );
  // What accepting the gate sets, whatever the route: routed on to a step, enterStep sets it (and
  // this step's record) in its one copy of the state.
  const finished: Partial<RunState> = {
    in_flight: null,
    completed_steps: completedWith(state, s.step.id, visit),
    failed_or_blocked_steps: without(state.failed_or_blocked_steps, s.step.id),
    last_gate: gateRecord,
    unresolved_qids: qids,
    artifacts: withEntries(state.artifacts, s.step.id, s.artifact),
    output_changes: changes,
    updated_at: s.at,
    // The retry step a resolver returned to has passed: the blocking unknowns are settled.
    ...(state.blocking_retry_step === s.step.id ? { blocking_artifact: null, blocking_qids: [], blocking_retry_step: null } : {}),
  };
  const base = { at: s.at, step: s.step.id, visit, attempt, gate_status: s.gate.status, exit_status: s.exitStatus, duration_ms: s.durationMs };
  if (s.route.kind === 'done') {
    const next: RunState = { ...state, ...finished, steps: withEntries(state.steps, s.step.id, completed), status: 'WORKFLOW_COMPLETE', message: `step ${s.step.id} routed ${s.gate.status} to DONE`, active_step: null, ...logged(state, { ...base, outcome: 'complete', code: 'WORKFLOW_COMPLETE', to: null }) };
    return { state: next, stop: 'WORKFLOW_COMPLETE' };
  }
  if (s.route.kind === 'blocked') {
    const code = s.gate.source_resolvable_open > 0 ? 'WORKFLOW_BLOCKED_SOURCE_GAPS' : 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE';
    const next: RunState = {
      ...state,
      ...finished,
      steps: { ...state.steps, [s.step.id]: { ...completed, status: 'blocked' } },
      status: code,
      message: `step ${s.step.id} routed ${s.gate.status} to BLOCKED (source_resolvable_open: ${s.gate.source_resolvable_open})`,
      active_step: null,
      // Its gate was accepted (its artifact and verdict are recorded) but it blocked the run.
      ...blockedLists(state, s.step.id),
      ...logged(state, { ...base, outcome: 'blocked', code, to: null }),
    };
    return { state: next, stop: code };
  }
  const target = s.route.to;
  const entered = enterStep(state, workflow, base, target, `${s.step.id} reported ${s.gate.status}`, s.step.id, s.stopAfter, { id: s.step.id, record: completed, fields: finished });
  const targetStep = workflow.steps.get(target);
  if (entered.stop === 'WORKFLOW_BLOCKED_LOOP_LIMIT' || !isResolverStep(targetStep)) return entered;
  // High-impact-unknown rule: persist what routed here before entering the resolver.
  return { ...entered, state: { ...entered.state, blocking_artifact: s.artifact.path, blocking_qids: qids, blocking_retry_step: targetStep!.def.retry_step ?? null } };
}

export type EventBase = Omit<HistoryEntry, 'seq' | 'outcome' | 'code' | 'to'>;

export { logged };

/**
 * Enter `target`: count the visit (more than max_visits ends the run), then stop there when the
 * step just done is the invocation's stop_after_step, else go on. Shared by every kind of step.
 */
/**
 * What the step just finished changes, not yet in the state given to enterStep: its record, and
 * other fields of the state. enterStep sets them with the target's record in its one copy of the
 * state (a replay applies thousands of transitions: each copy of the state costs).
 */
export interface Finished {
  id: string;
  record: StepRecord;
  fields?: Partial<RunState>;
}

/**
 * Enter `target` after `from`. `pending`: what the step just finished changes that `state` does
 * not hold yet; it is set together with the target's record, in one copy.
 */
export function enterStep(state: RunState, workflow: Workflow, base: EventBase, target: string, after: string, from: string, stopAfter: boolean, pending?: Finished): TransitionResult {
  if (pending) {
    const previous = pending.id === target ? pending.record : stepRecord(state, target);
    const visits = (previous?.visits ?? 0) + 1;
    if (visits > maxVisitsOf(workflow, target)) return enterStep({ ...state, ...pending.fields, steps: { ...state.steps, [pending.id]: pending.record } }, workflow, base, target, after, from, stopAfter);
    const entered: StepRecord = { ...(previous ?? { kind: workflow.steps.get(target)?.kind ?? 'unknown', status: 'pending', visits: 0, attempts: 0 }), visits, status: 'pending', visit_attempts: 0 };
    const steps = pending.id === target ? withEntries(state.steps, target, entered) : withEntries(state.steps, pending.id, pending.record, target, entered);
    return activate(state, steps, base, target, from, stopAfter, pending.fields);
  }
  const visits = (stepRecord(state, target)?.visits ?? 0) + 1;
  const limit = maxVisitsOf(workflow, target);
  if (visits > limit) {
    const code = 'WORKFLOW_BLOCKED_LOOP_LIMIT';
    const stopped: RunState = {
      ...state,
      status: code,
      message: `step ${target} would be entered a ${ordinal(visits)} time (max_visits ${limit}) after ${after}`,
      loop_limit_step: target,
      active_step: null,
      // The step it stopped before entering blocked the run: not (also) completed.
      ...blockedLists(state, target),
      ...logged(state, { ...base, outcome: 'loop_limit', code, to: null }),
    };
    return { state: stopped, stop: code };
  }
  return activate(state, withStep(state, target, { visits, status: 'pending', visit_attempts: 0 }, workflow.steps.get(target)?.kind ?? 'unknown'), base, target, from, stopAfter);
}

/** The state once `target` is the active step with the steps map `steps` (and `fields` set): paused after `from` or in progress. */
function activate(state: RunState, steps: Record<string, StepRecord>, base: EventBase, target: string, from: string, stopAfter: boolean, fields?: Partial<RunState>): TransitionResult {
  // One copy of the state per transition (replay applies thousands), made by copyState and set
  // field by field: logged() reads only `transitions` and `recent`, which this transition does
  // not change before it.
  const next = copyState(state);
  if (fields) Object.assign(next, fields);
  next.active_step = target;
  next.steps = steps;
  next.status = stopAfter ? 'PARTIAL_RESUMABLE' : 'IN_PROGRESS';
  next.message = stopAfter ? `stopped after ${from} as requested; next step: ${target}` : null;
  const made = stopAfter ? loggedFrom(state, base, 'stopped', 'PARTIAL_RESUMABLE', target) : loggedFrom(state, base, 'transition', null, target);
  next.transitions = made.transitions;
  next.last_transition = made.last_transition;
  next.recent = made.recent;
  return stopAfter ? { state: next, stop: 'PARTIAL_RESUMABLE' } : { state: next };
}

/** A gate as a step's (or a parallel branch's) record holds it: its extra keys beside the standard ones. */
export function gateRecordOf(gate: Gate): Record<string, unknown> {
  return { ...gate.extra, ...withoutExtra(gate) };
}

function withoutExtra(gate: Gate): Omit<Gate, 'extra'> {
  const { extra: _extra, ...rest } = gate;
  return rest;
}

function ordinal(n: number): string {
  const s = ['th', 'st', 'nd', 'rd'];
  const v = n % 100;
  return `${n}${s[(v - 20) % 10] ?? s[v] ?? s[0]}`;
}

// ---------------------------------------------------------------------------------------
// Exit-routed steps (action, resolver) and hand-off steps (instruction).

export interface ExitSuccess {
  step: StepModel;
  /** on_complete (action) or retry_step (resolver); DONE and BLOCKED end the run. */
  to: string;
  /** null: nothing ran (a decision): no exit status on the step or its transition. */
  exitStatus: number | null;
  durationMs: number;
  log: string | null;
  at: string;
  /** The step is the invocation's stop_after_step. */
  stopAfter: boolean;
  /** Accepted artifacts this step changed, re-recorded (revised_by set). */
  revised?: Record<string, ArtifactRecord>;
  /**
   * What the messages say instead of `step <id> completed` (a decision: which branch it took).
   * A function: it is made only when a message says it (a replay applies thousands of decisions).
   */
  completedAs?: () => string;
}

/** `message` as a step's ExitSuccess.completedAs says it (unchanged without one). */
function saidAs(message: string, id: string, completedAs: (() => string) | undefined): string {
  return completedAs === undefined ? message : message.replace(`step ${id} completed`, completedAs());
}

/** A step without output or gate succeeded (its agent exited 0): follow its fixed transition. */
export function applyExitSuccess(state: RunState, workflow: Workflow, s: ExitSuccess): TransitionResult {
  const flight = state.in_flight;
  const id = s.step.id;
  const visit = flight?.visit ?? stepRecord(state, id)?.visits ?? 1;
  const attempt = flight?.attempt ?? 1;
  // What the success sets, whatever comes next (enterStep sets it in its one copy of the state).
  // A plain literal, the revised files' changes set on it after: a spread inside a literal (even
  // of an empty one) takes V8's slow path, and a replay makes this object once per event.
  const finished: Partial<RunState> = { in_flight: null, completed_steps: completedWith(state, id, visit), failed_or_blocked_steps: without(state.failed_or_blocked_steps, id), artifacts: state.artifacts, updated_at: s.at };
  if (s.revised) {
    if (Object.keys(s.revised).length > 0) finished.artifacts = { ...state.artifacts, ...s.revised };
    // An accepted file this step changed is progress of the loop (stall detection).
    Object.assign(finished, counted(state, changedArtifacts(state, s.revised)));
  }
  const completed = stepWith(state, id, { status: 'completed', last_exit_status: s.exitStatus, last_signal: null, last_duration_ms: s.durationMs, last_error: null, log: s.log }, s.step.kind);
  const base = { at: s.at, step: id, visit, attempt, gate_status: null, exit_status: s.exitStatus, duration_ms: s.durationMs };
  if (s.to === 'DONE') {
    const next: RunState = { ...state, ...finished, steps: { ...state.steps, [id]: completed }, status: 'WORKFLOW_COMPLETE', message: saidAs(`step ${id} completed and leads to DONE`, id, s.completedAs), active_step: null, ...logged(state, { ...base, outcome: 'complete', code: 'WORKFLOW_COMPLETE', to: null }) };
    return { state: next, stop: 'WORKFLOW_COMPLETE' };
  }
  if (s.to === 'BLOCKED') {
    const code = 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE';
    const next: RunState = {
      ...state,
      ...finished,
      steps: { ...state.steps, [id]: { ...completed, status: 'blocked' } },
      status: code,
      message: saidAs(`step ${id} completed and leads to BLOCKED`, id, s.completedAs),
      active_step: null,
      ...blockedLists(state, id),
      ...logged(state, { ...base, outcome: 'blocked', code, to: null }),
    };
    return { state: next, stop: code };
  }
  const entered = enterStep(state, workflow, base, s.to, `${id} completed`, id, s.stopAfter, { id, record: completed, fields: finished });
  const message = entered.state.message;
  if (typeof message !== 'string' || s.completedAs === undefined) return entered;
  const said = saidAs(message, id, s.completedAs);
  return said === message ? entered : { ...entered, state: { ...entered.state, message: said } };
}

/**
 * A hand-off step (instruction + terminal_status) ends the run with its own status. Nothing
 * runs; the instruction is the message a person reads.
 */
export function applyTerminal(state: RunState, step: StepModel, at: string): TransitionResult {
  const code = step.def.terminal_status ?? 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE';
  const complete = code === 'WORKFLOW_COMPLETE';
  const visit = currentVisit(stepRecord(state, step.id));
  const next: RunState = {
    ...state,
    status: code,
    message: `${step.id}: ${step.def.instruction ?? 'hand-off'}`,
    active_step: null,
    in_flight: null,
    ...(complete ? { completed_steps: completedWith(state, step.id, visit), failed_or_blocked_steps: without(state.failed_or_blocked_steps, step.id) } : blockedLists(state, step.id)),
    steps: withStep(state, step.id, { status: complete ? 'completed' : 'blocked', visits: visit }, step.kind),
    ...logged(state, { at, step: step.id, visit, attempt: 1, outcome: 'terminal', code, gate_status: null, exit_status: null, duration_ms: 0, to: null }),
    updated_at: at,
  };
  return { state: next, stop: code };
}
