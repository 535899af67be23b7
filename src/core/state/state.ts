// The persisted run state (workflow_state.yaml): its shape, how it is created, and the pure
// integrity checks run before a resume. The transition function lives in transition.ts.
import { z } from 'zod';

export const STATE_SCHEMA = 'stagegate/state@1';

const GateRecord = z.record(z.string(), z.unknown());

export const ArtifactRecord = z.object({
  path: z.string(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  size: z.number().int().min(0),
  step: z.string(),
  gate_status: z.string(),
  visit: z.number().int().min(1),
  accepted_at: z.string(),
  /** An action or resolver step that changed this accepted file; its digest was re-recorded. */
  revised_by: z.string().nullable().optional(),
});
export type ArtifactRecord = z.infer<typeof ArtifactRecord>;

/** What agent attempts consumed, as far as the agent CLI reported it (null: never reported). */
export const SpendRecord = z.object({
  turns: z.number().min(0).nullable(),
  cost_usd: z.number().min(0).nullable(),
  input_tokens: z.number().min(0).nullable(),
  output_tokens: z.number().min(0).nullable(),
});
export type SpendRecord = z.infer<typeof SpendRecord>;

/** One agent attempt: its transcript (masked stdout+stderr), prompt, mode and reported usage. */
export const AttemptRecord = z.object({
  visit: z.number().int().min(1),
  attempt: z.number().int().min(1),
  agent: z.string(),
  delegation: z.enum(['delegated', 'direct']),
  transcript: z.string(),
  prompt: z.string().nullable(),
  exit_status: z.number().int().nullable(),
  outcome: z.string().nullable(),
  usage: SpendRecord.nullable(),
  /** Other counters the CLI reported (e.g. premium_requests, cached_input_tokens). */
  reported: z.record(z.string(), z.number()).optional(),
});
export type AttemptRecord = z.infer<typeof AttemptRecord>;

/** A child workflow run started by a child_workflow step or a composite phase (in the parent's step record). */
export const ChildRunRecord = z.object({
  workflow_file: z.string(),
  run_id: z.string().nullable(),
  state_path: z.string().nullable(),
  manifest_path: z.string().nullable(),
  run_root: z.string().nullable(),
  /** How this visit runs the child (the step's execution, else the child's own). */
  mode: z.enum(['resume', 'fresh']),
  /** How the latest attempt invoked it: a retry of a fresh child resumes the fresh run it started. */
  invoked_as: z.enum(['resume', 'fresh']),
  /** created_at of the child state a fresh start replaces (null: none): tells whether the fresh state exists yet. */
  fresh_base: z.string().nullable(),
  visit: z.number().int().min(1),
  /** The child's stop code (IN_PROGRESS while it runs). */
  status: z.string(),
  artifacts: z.array(z.object({ path: z.string(), sha256: z.string(), step: z.string(), gate_status: z.string() })),
});
export type ChildRunRecord = z.infer<typeof ChildRunRecord>;

/** One branch of a parallel step on the current visit (docs/run-semantics.md#parallel-branches). */
export const BranchRecord = z.object({
  kind: z.string(),
  status: z.enum(['pending', 'running', 'succeeded', 'failed', 'not_run']),
  /** The gate status (or a child's outcome) the branch reported; null before, or for exit-routed kinds. */
  gate_status: z.string().nullable(),
  visit: z.number().int().min(1),
  /** Attempts made on this visit (a running one counts: a resume runs the next). */
  attempt: z.number().int().min(0),
  /** The stop code of the last failed attempt (null when none). */
  code: z.string().nullable(),
  error: z.string().nullable(),
  exit_status: z.number().int().nullable(),
  duration_ms: z.number().min(0).nullable(),
  log: z.string().nullable(),
  /** The accepted output (also in the run's artifacts as <step>.<branch>). */
  output: z.string().nullable(),
  sha256: z.string().nullable(),
  /** child_workflow branches: the child's run. */
  child: ChildRunRecord.optional(),
  /** A running branch's STAGEGATE_ATTEMPT_TOKEN: a resume kills any process still carrying it. */
  token: z.string().optional(),
});
export type BranchRecord = z.infer<typeof BranchRecord>;

/** A parallel step's branches and join on its current visit. */
export const ParallelRecord = z.object({
  visit: z.number().int().min(1),
  join: z.enum(['all', 'any', 'majority']),
  /** PARALLEL_COMPLETE or PARALLEL_FAILED once the join is decided; null before. */
  outcome: z.string().nullable(),
  branches: z.record(z.string(), BranchRecord),
});
export type ParallelRecord = z.infer<typeof ParallelRecord>;

/** One item of a foreach step (docs/run-semantics.md#foreach). */
export const ForeachItemRecord = z.object({
  id: z.string(),
  /** Names the folder of the item's runs: <run root>/foreach/<step>/<slug>/v<visit>/. */
  slug: z.string(),
  status: z.enum(['pending', 'running', 'verified', 'deferred', 'blocked']),
  /** Times the item was started (a deferred item revisited counts again). */
  visits: z.number().int().min(0),
  depends_on: z.array(z.string()),
  /** Deferred: the dependencies that were not VERIFIED when it deferred; it is revisited once they all are. */
  waiting_on: z.array(z.string()),
  /** The values its per-item steps see ({{item_id}} and foreach.bindings), fixed when the foreach started. */
  bindings: z.record(z.string(), z.string()),
  /** State file of the item's latest run (null before it first runs). */
  state_path: z.string().nullable(),
  /** How its latest run ended (null while it runs or before). */
  outcome: z.string().nullable(),
});
export type ForeachItemRecord = z.infer<typeof ForeachItemRecord>;

/** A foreach step's items on its current visit, in the order they are worked on. */
export const ForeachRecord = z.object({
  visit: z.number().int().min(1),
  /** The registry (workspace-relative) and its format. */
  source: z.string(),
  format: z.enum(['markdown', 'yaml', 'json']),
  /** The item whose run is in flight or paused (null between items). */
  active_item: z.string().nullable(),
  /** The stop code the foreach last stopped with while active (null while it progresses). */
  stopped: z.string().nullable(),
  items: z.array(ForeachItemRecord),
});
export type ForeachRecord = z.infer<typeof ForeachRecord>;

export const StepRecord = z.object({
  kind: z.string(),
  status: z.enum(['pending', 'in_flight', 'completed', 'failed', 'blocked', 'skipped']),
  visits: z.number().int().min(0),
  attempts: z.number().int().min(0),
  last_exit_status: z.number().int().nullable().optional(),
  last_signal: z.string().nullable().optional(),
  last_duration_ms: z.number().min(0).nullable().optional(),
  last_error: z.string().nullable().optional(),
  gate: GateRecord.nullable().optional(),
  output: z.string().nullable().optional(),
  sha256: z.string().nullable().optional(),
  log: z.string().nullable().optional(),
  // Agent-driven steps (optional, so older state files stay valid): which agent ran, the last
  // prompt file, every attempt's transcript, and the spend of all its attempts in this run.
  agent: z.string().nullable().optional(),
  prompt: z.string().nullable().optional(),
  transcripts: z.array(AttemptRecord).optional(),
  spend: SpendRecord.optional(),
  /** child_workflow steps and phases: the child's run (optional, so older state files stay valid). */
  child: ChildRunRecord.optional(),
  /** foreach steps: the items and their runs (optional, so older state files stay valid). */
  foreach: ForeachRecord.optional(),
  /** parallel steps: one record per branch (optional, so older state files stay valid). */
  parallel: ParallelRecord.optional(),
});
export type StepRecord = z.infer<typeof StepRecord>;

export const HistoryEntry = z.object({
  seq: z.number().int().min(1),
  at: z.string(),
  step: z.string(),
  visit: z.number().int().min(1),
  attempt: z.number().int().min(1),
  outcome: z.enum(['transition', 'complete', 'blocked', 'loop_limit', 'failed', 'stopped', 'terminal']),
  code: z.string().nullable().optional(),
  gate_status: z.string().nullable().optional(),
  exit_status: z.number().int().nullable().optional(),
  duration_ms: z.number().min(0).nullable().optional(),
  /** The next executable step after this event; null when the run ended. */
  to: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

export const InvocationRecord = z.object({
  at: z.string(),
  mode: z.enum(['resume', 'fresh']),
  ignore_previous_completion: z.boolean(),
  stop_after_step: z.string().nullable(),
  outcome: z.string().nullable().optional(),
});
export type InvocationRecord = z.infer<typeof InvocationRecord>;

/** One evaluation of a decision step: every branch tried, with the values it saw, and the target. */
export const DecisionRecord = z.object({
  step: z.string(),
  visit: z.number().int().min(1),
  at: z.string(),
  branches: z.array(z.object({ expression: z.string(), value: z.unknown(), truthy: z.boolean(), seen: z.record(z.string(), z.unknown()) })),
  /** The branch taken: 'else', or the index of the matching if. */
  chosen: z.union([z.number().int().min(0), z.literal('else')]),
  to: z.string(),
});
export type DecisionRecord = z.infer<typeof DecisionRecord>;

/** A loop revisited a step whose gate equals the previous visit's (stall detection). */
export const StallRecord = z.object({
  step: z.string(),
  visit: z.number().int().min(1),
  previous_visit: z.number().int().min(1),
  at: z.string(),
  /** The on_stall target followed, or null when the run stopped with WORKFLOW_BLOCKED_STALLED. */
  to: z.string().nullable(),
});
export type StallRecord = z.infer<typeof StallRecord>;

/** The run paused at an approval step and waits for stagegate approve / reject. */
export const PendingApproval = z.object({
  step: z.string(),
  visit: z.number().int().min(1),
  message: z.string(),
  /** Who may decide; null when anyone may. */
  approvers: z.array(z.string()).nullable(),
  requested_at: z.string(),
  /** sha256 of the state (approval bookkeeping excluded) when the run paused: an approval is tied to it. */
  state_digest: z.string(),
});
export type PendingApproval = z.infer<typeof PendingApproval>;

/** A decision recorded by stagegate approve / reject. */
export const ApprovalRecord = z.object({
  step: z.string(),
  visit: z.number().int().min(1),
  decision: z.enum(['approved', 'rejected']),
  by: z.string(),
  at: z.string(),
  note: z.string().nullable(),
  /** The state digest the decision approved (equals pending_approval.state_digest). */
  state_digest: z.string(),
});
export type ApprovalRecord = z.infer<typeof ApprovalRecord>;

/** An optional step a person skipped (stagegate skip). */
export const SkipRecord = z.object({ step: z.string(), visit: z.number().int().min(1), at: z.string(), to: z.string().nullable() });
export type SkipRecord = z.infer<typeof SkipRecord>;

export const RunState = z.object({
  schema: z.literal(STATE_SCHEMA),
  workflow: z.string(),
  workflow_file: z.string(),
  workflow_digest: z.string(),
  run_id: z.string().min(1),
  status: z.string(),
  message: z.string().nullable().optional(),
  execution_mode: z.enum(['resume', 'fresh']),
  ignore_previous_completion: z.boolean(),
  fresh_execution_of: z
    .object({ run_id: z.string(), status: z.string().nullable(), superseded_to: z.string().nullable() })
    .nullable(),
  inputs: z.record(z.string(), z.string()),
  active_step: z.string().nullable(),
  in_flight: z
    .object({
      step: z.string(),
      visit: z.number().int(),
      attempt: z.number().int(),
      started_at: z.string(),
      /** STAGEGATE_ATTEMPT_TOKEN of the attempt's processes: a resume kills any still carrying it. */
      token: z.string().optional(),
      /** The attempt's process group (recorded where processes cannot be found by token). */
      pgid: z.number().int().optional(),
    })
    .nullable(),
  completed_steps: z.array(z.string()),
  failed_or_blocked_steps: z.array(z.string()),
  last_gate: GateRecord.nullable(),
  unresolved_qids: z.array(z.string()),
  blocking_artifact: z.string().nullable(),
  blocking_qids: z.array(z.string()),
  blocking_retry_step: z.string().nullable(),
  artifacts: z.record(z.string(), ArtifactRecord),
  resume_instruction: z.string().nullable(),
  run_root: z.string(),
  source_commit: z.string().nullable(),
  agent_package_version: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  steps: z.record(z.string(), StepRecord),
  invocations: z.array(InvocationRecord),
  history: z.array(HistoryEntry),
  /** Decision steps evaluated in this run (optional, so older state files stay valid). */
  decisions: z.array(DecisionRecord).optional(),
  /** Stalls detected in this run (optional, so older state files stay valid). */
  stalls: z.array(StallRecord).optional(),
  /** The approval the run waits for (optional, so older state files stay valid). */
  pending_approval: PendingApproval.nullable().optional(),
  /** Approval decisions recorded in this run (optional, so older state files stay valid). */
  approvals: z.array(ApprovalRecord).optional(),
  /** Optional steps skipped in this run (optional, so older state files stay valid). */
  skips: z.array(SkipRecord).optional(),
});
export type RunState = z.infer<typeof RunState>;

/**
 * RunState.safeParse, with the long record lists (history, invocations: they grow with every
 * stage and every invocation) checked by hand instead of by zod record by record. The rest of
 * the state still goes through zod. Any doubt (a record the hand check does not accept, or any
 * zod issue) falls back to RunState.safeParse of the whole document, so the result, the data
 * and the first issue are exactly zod's (test/unit/state-fast.test.ts checks it).
 */
export function parseRunState(data: unknown, built: ReadonlySet<string> = NONE): ReturnType<typeof RunState.safeParse> {
  return fastRunState(data, built) ?? RunState.safeParse(data, ONE_SHOT);
}

const NONE: ReadonlySet<string> = new Set();

/** The RecordBuilders (yaml-read.ts) that make the hand-checked lists while the state is read. */
export const STATE_RECORD_BUILDERS = { history: historyEntryFrom, invocations: invocationFrom } as const;

/**
 * zod options for a schema parsed once per process: without zod's generated fast path, whose
 * code generation and compilation cost more than a single parse (same result, same issues).
 */
export const ONE_SHOT = { jitless: true } as const;

/** Lists parseRunState built by hand: each record holds exactly the data of the record it was read from. */
const handChecked = new WeakSet<object>();

/** True when `list` is a list parseRunState checked by hand: record for record the same data as its input. */
export function isHandChecked(list: unknown): boolean {
  return typeof list === 'object' && list !== null && handChecked.has(list);
}

/** `built`: lists the reader already made with STATE_RECORD_BUILDERS (checked, in shape order). */
function fastRunState(data: unknown, built: ReadonlySet<string>): { success: true; data: RunState } | undefined {
  if (!isPlainRecord(data)) return undefined;
  const history = built.has('history') ? adopt(data['history'] as HistoryEntry[]) : handList(data['history'], historyEntry);
  const invocations = history && (built.has('invocations') ? adopt(data['invocations'] as InvocationRecord[]) : handList(data['invocations'], invocationRecord));
  if (!history || !invocations) return undefined;
  const head = RunState.safeParse({ ...data, history: [], invocations: [] }, ONE_SHOT);
  if (!head.success) return undefined;
  // zod's output has its keys in shape order; the two lists keep their places.
  head.data.history = history;
  head.data.invocations = invocations;
  return { success: true, data: head.data };
}

function isPlainRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;
}

function adopt<T extends object>(list: T[]): T[] {
  handChecked.add(list);
  return list;
}

function handList<T extends object>(list: unknown, check: (raw: Record<string, unknown>) => T | undefined): T[] | undefined {
  if (!Array.isArray(list)) return undefined;
  const out: T[] = new Array<T>(list.length);
  for (let i = 0; i < list.length; i++) {
    const raw: unknown = list[i];
    const record = isPlainRecord(raw) ? check(raw) : undefined;
    if (!record) return undefined;
    out[i] = record;
  }
  handChecked.add(out);
  return out;
}

// The checks zod's number schemas make: a finite number; .int() is a safe integer.
const isInt = (v: unknown, min: number): v is number => Number.isSafeInteger(v) && (v as number) >= min;
const isNum = (v: unknown, min: number): v is number => typeof v === 'number' && Number.isFinite(v) && v >= min;

const OUTCOMES = new Set<unknown>(HistoryEntry.shape.outcome.options);

/** A HistoryEntry exactly as zod would return it (keys in shape order), or undefined (let zod decide). */
function historyEntry(r: Record<string, unknown>): HistoryEntry | undefined {
  const { seq, at, step, visit, attempt, outcome, code, gate_status, exit_status, duration_ms, to } = r;
  const entry = makeHistoryEntry(seq, at, step, visit, attempt, outcome, code, gate_status, exit_status, duration_ms, to);
  // Any other key (zod would drop it), or a key holding undefined: let zod decide.
  return entry && ownKeyCount(r) === ownKeyCount(entry) ? entry : undefined;
}

const HISTORY_SLOTS: Readonly<Record<string, number>> = { seq: 0, at: 1, step: 2, visit: 3, attempt: 4, outcome: 5, code: 6, gate_status: 7, exit_status: 8, duration_ms: 9, to: 10 };

/**
 * The values of one record put in their schema slots (`slots`: key -> slot, `width` slots), or
 * undefined on an unknown or repeated key.
 */
function slotted(slots: Readonly<Record<string, number>>, width: number, keys: readonly string[], values: readonly unknown[], count: number): unknown[] | undefined {
  const v: unknown[] = new Array<unknown>(width).fill(undefined);
  let seen = 0;
  for (let i = 0; i < count; i++) {
    const slot = Object.hasOwn(slots, keys[i]!) ? slots[keys[i]!]! : -1;
    if (slot < 0 || seen & (1 << slot)) return undefined;
    seen |= 1 << slot;
    v[slot] = values[i];
  }
  return v;
}

/**
 * yaml-read.ts RecordBuilder for the history: the entry straight from the keys and values the
 * reader found (a YAML value is never undefined, so undefined means absent). A duplicate or
 * unknown key gives undefined: the reader then builds the plain map (and refuses duplicates).
 */
export function historyEntryFrom(keys: readonly string[], values: readonly unknown[], count: number): HistoryEntry | undefined {
  const v = slotted(HISTORY_SLOTS, 11, keys, values, count);
  if (!v) return undefined;
  return makeHistoryEntry(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10]);
}

/** The checks HistoryEntry makes; undefined arguments are absent keys. */
function makeHistoryEntry(seq: unknown, at: unknown, step: unknown, visit: unknown, attempt: unknown, outcome: unknown, code: unknown, gate_status: unknown, exit_status: unknown, duration_ms: unknown, to: unknown): HistoryEntry | undefined {
  if (!isInt(seq, 1) || typeof at !== 'string' || typeof step !== 'string' || !isInt(visit, 1) || !isInt(attempt, 1) || !OUTCOMES.has(outcome)) return undefined;
  if (to !== null && typeof to !== 'string') return undefined;
  if (code !== undefined && code !== null && typeof code !== 'string') return undefined;
  if (gate_status !== undefined && gate_status !== null && typeof gate_status !== 'string') return undefined;
  if (exit_status !== undefined && exit_status !== null && !isInt(exit_status, -Infinity)) return undefined;
  if (duration_ms !== undefined && duration_ms !== null && !isNum(duration_ms, 0)) return undefined;
  // zod's output: keys in shape order, absent optional keys left out. The runner's usual
  // entry (all keys) as one literal, so all such entries share one hidden class.
  if (code !== undefined && gate_status !== undefined && exit_status !== undefined && duration_ms !== undefined) {
    return { seq, at, step, visit, attempt, outcome: outcome as HistoryEntry['outcome'], code, gate_status, exit_status, duration_ms, to };
  }
  const out: Record<string, unknown> = { seq, at, step, visit, attempt, outcome };
  if (code !== undefined) out['code'] = code;
  if (gate_status !== undefined) out['gate_status'] = gate_status;
  if (exit_status !== undefined) out['exit_status'] = exit_status;
  if (duration_ms !== undefined) out['duration_ms'] = duration_ms;
  out['to'] = to;
  return out as HistoryEntry;
}

function ownKeyCount(r: object): number {
  let n = 0;
  for (const k in r) if (Object.hasOwn(r, k)) n++;
  return n;
}

const MODES = new Set<unknown>(InvocationRecord.shape.mode.options);

/** An InvocationRecord exactly as zod would return it, or undefined (let zod decide). */
function invocationRecord(r: Record<string, unknown>): InvocationRecord | undefined {
  const { at, mode, ignore_previous_completion, stop_after_step, outcome } = r;
  const record = makeInvocation(at, mode, ignore_previous_completion, stop_after_step, outcome);
  return record && ownKeyCount(r) === ownKeyCount(record) ? record : undefined;
}

const INVOCATION_SLOTS: Readonly<Record<string, number>> = { at: 0, mode: 1, ignore_previous_completion: 2, stop_after_step: 3, outcome: 4 };

/** yaml-read.ts RecordBuilder for the invocations (see historyEntryFrom). */
export function invocationFrom(keys: readonly string[], values: readonly unknown[], count: number): InvocationRecord | undefined {
  const v = slotted(INVOCATION_SLOTS, 5, keys, values, count);
  if (!v) return undefined;
  return makeInvocation(v[0], v[1], v[2], v[3], v[4]);
}

function makeInvocation(at: unknown, mode: unknown, ignore_previous_completion: unknown, stop_after_step: unknown, outcome: unknown): InvocationRecord | undefined {
  if (typeof at !== 'string' || !MODES.has(mode) || typeof ignore_previous_completion !== 'boolean') return undefined;
  if (stop_after_step !== null && typeof stop_after_step !== 'string') return undefined;
  if (outcome !== undefined && outcome !== null && typeof outcome !== 'string') return undefined;
  return (outcome === undefined ? { at, mode, ignore_previous_completion, stop_after_step } : { at, mode, ignore_previous_completion, stop_after_step, outcome }) as InvocationRecord;
}

/** Stop codes after which a resume runs nothing and reports the same outcome again. */
export function isFinished(state: RunState): boolean {
  return state.active_step === null;
}

/** The active step implied by the history: the last event's `to`, else the entry step. */
export function derivedActiveStep(state: RunState, entry: string): string | null {
  const last = state.history[state.history.length - 1];
  return last === undefined ? entry : last.to;
}

/** Keys in the order they are written: the 4.0 minimum fields first, for people reading it. */
export const STATE_KEY_ORDER: ReadonlyArray<keyof RunState> = [
  'schema',
  'workflow',
  'run_id',
  'status',
  'message',
  'inputs',
  'active_step',
  'in_flight',
  'completed_steps',
  'failed_or_blocked_steps',
  'last_gate',
  'unresolved_qids',
  'blocking_artifact',
  'blocking_qids',
  'blocking_retry_step',
  'artifacts',
  'resume_instruction',
  'execution_mode',
  'ignore_previous_completion',
  'fresh_execution_of',
  'workflow_file',
  'workflow_digest',
  'run_root',
  'source_commit',
  'agent_package_version',
  'created_at',
  'updated_at',
  'steps',
  'invocations',
  'history',
  'decisions',
  'stalls',
  'pending_approval',
  'approvals',
  'skips',
];

export interface NewRunParams {
  workflow: { name: string; file: string; digest: string; entry: string; entryKind: string };
  runId: string;
  mode: 'resume' | 'fresh';
  ignorePreviousCompletion: boolean;
  freshExecutionOf: RunState['fresh_execution_of'];
  inputs: Record<string, string>;
  runRoot: string;
  sourceCommit: string | null;
  agentPackageVersion: string | null;
  at: string;
}

/** The state of a run that has done nothing yet: the entry step active, its first visit counted. */
export function initialState(p: NewRunParams): RunState {
  return {
    schema: STATE_SCHEMA,
    workflow: p.workflow.name,
    workflow_file: p.workflow.file,
    workflow_digest: p.workflow.digest,
    run_id: p.runId,
    status: 'IN_PROGRESS',
    message: null,
    execution_mode: p.mode,
    ignore_previous_completion: p.ignorePreviousCompletion,
    fresh_execution_of: p.freshExecutionOf,
    inputs: p.inputs,
    active_step: p.workflow.entry,
    in_flight: null,
    completed_steps: [],
    failed_or_blocked_steps: [],
    last_gate: null,
    unresolved_qids: [],
    blocking_artifact: null,
    blocking_qids: [],
    blocking_retry_step: null,
    artifacts: {},
    resume_instruction: null,
    run_root: p.runRoot,
    source_commit: p.sourceCommit,
    agent_package_version: p.agentPackageVersion,
    created_at: p.at,
    updated_at: p.at,
    steps: { [p.workflow.entry]: { kind: p.workflow.entryKind, status: 'pending', visits: 1, attempts: 0 } },
    invocations: [],
    history: [],
  };
}
