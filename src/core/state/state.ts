// The run's state as the runner holds it: its shape (zod, the source of its types) and how a new
// run starts. It is the fold of the run's journal (run/reduce.ts); workflow_state.yaml is its
// projection (snapshot.ts). The transition functions live in run/transition.ts and steps/*.
import { List } from 'immutable';
import { ItemOutputs } from './item-outputs.js';
import * as z from '../model/zod.js';
import { NO_IDS } from './no-ids.js';

export const STATE_SCHEMA = 'stagegate/state@2';

const GateRecord = z.record(z.string(), z.unknown());

export const ArtifactRecord = z.object({
  path: z.string(),
  sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  size: z.number().check(z.int(), z.gte(0)),
  step: z.string(),
  gate_status: z.string(),
  visit: z.number().check(z.int(), z.gte(1)),
  accepted_at: z.string(),
  /** An action or resolver step that changed this accepted file; its digest was re-recorded. */
  revised_by: z.optional(z.nullable(z.string())),
  /** The source commit and agent package version it was accepted at (4.0 Run Isolation and Provenance). */
  source_commit: z.optional(z.nullable(z.string())),
  agent_package_version: z.optional(z.nullable(z.string())),
});
export type ArtifactRecord = z.infer<typeof ArtifactRecord>;

/** What agent attempts consumed, as far as the agent CLI reported it (null: never reported). */
export const SpendRecord = z.object({
  turns: z.nullable(z.number().check(z.gte(0))),
  cost_usd: z.nullable(z.number().check(z.gte(0))),
  input_tokens: z.nullable(z.number().check(z.gte(0))),
  output_tokens: z.nullable(z.number().check(z.gte(0))),
  /**
   * How many of the attempts summed here ended before their CLI reported its usage
   * (AttemptRecord.usage_partial): these sums are a lower bound. Absent: none (or a journal
   * written before 2026-12-05, which did not say).
   */
  incomplete_attempts: z.optional(z.number().check(z.int(), z.gte(1))),
});
export type SpendRecord = z.infer<typeof SpendRecord>;

/**
 * What one agent attempt consumed, as its CLI reported it (null: not reported): a SpendRecord of
 * one attempt, which says whether it is a lower bound itself (AttemptRecord.usage_partial), so it
 * carries no `incomplete_attempts` (nor any other key).
 */
export const AttemptUsage = z.strictObject({
  turns: z.nullable(z.number().check(z.gte(0))),
  cost_usd: z.nullable(z.number().check(z.gte(0))),
  input_tokens: z.nullable(z.number().check(z.gte(0))),
  output_tokens: z.nullable(z.number().check(z.gte(0))),
});
export type AttemptUsage = z.infer<typeof AttemptUsage>;

/** At most this many characters of why an agent never got to work are recorded (AttemptRecord.refused). */
export const REFUSED_MAX_CHARS = 512;

/** One agent attempt: its transcript (masked stdout+stderr), prompt, mode and reported usage. */
export const AttemptRecord = z.object({
  visit: z.number().check(z.int(), z.gte(1)),
  attempt: z.number().check(z.int(), z.gte(1)),
  agent: z.string(),
  delegation: z.enum(['delegated', 'direct']),
  transcript: z.string(),
  prompt: z.nullable(z.string()),
  exit_status: z.nullable(z.number().check(z.int())),
  outcome: z.nullable(z.string()),
  usage: z.nullable(AttemptUsage),
  /** Other counters the CLI reported (e.g. premium_requests, cached_input_tokens). */
  reported: z.optional(z.record(z.string(), z.number())),
  /**
   * The agent CLI's session id for the attempt (the one the CLI reported, else the one stagegate
   * chose for it), for `claude --resume <id>` by hand. Absent: none known, or a journal written
   * before 2026-12-05, which did not record it.
   */
  session: z.optional(z.string()),
  /**
   * The sha256 of the whole stage prompt the attempt's step had (built with no previous failure):
   * the next attempt continues its session only if today's prompt has the same digest. Absent:
   * a journal written before it was recorded (such a session is not continued).
   */
  prompt_sha256: z.optional(z.string()),
  /**
   * The attempt continued the session of the one before it: if it fails too, the next attempt
   * starts a new session (a session that itself breaks, its context too long, is not continued again).
   */
  continued: z.optional(z.literal(true)),
  /**
   * Why the agent never got to work: its CLI could not start, exited before it reported a session,
   * or refused the request (an authentication, billing or invalid-request error, an exit status it
   * documents as fatal). Such a session holds nothing worth continuing (and may not exist): the
   * next attempt starts a new one. Absent: the attempt got to work (or a journal written before
   * this was recorded, whose attempts are judged by their outcome alone). One line of printable
   * text, its secrets masked, 1 to REFUSED_MAX_CHARS characters.
   */
  refused: z.optional(z.string().check(z.minLength(1), z.maxLength(REFUSED_MAX_CHARS))),
  /**
   * The attempt ended before its CLI reported its usage: `usage` holds what its output showed
   * until then, a lower bound (docs/agents.md, "Budgets"). Claude Code without its result object
   * (however it ended): the tokens and turns of its streamed messages, cost unknown (null); Copilot
   * CLI without its result event: the turns it started; OpenCode cut short (time limit,
   * interruption, a signal) or exited non-zero: the per-step reports it printed; any CLI (but the
   * command agent) cut short or exited non-zero with nothing reported — Gemini CLI's error
   * document, Codex's `turn.failed` — `usage: null`, its usage unknown. Never on an attempt whose
   * agent never got to work (`refused`) — which stagegate tells only for Claude Code, Gemini CLI and
   * Copilot CLI (AgentAdapter.refusal, fatalExitStatuses): Codex or OpenCode exiting non-zero before
   * it started (not logged in, a model it refused) is marked, its usage unknown. A journal written
   * before that rule leaves an attempt that exited non-zero on its own unmarked (it replays as
   * written).
   */
  usage_partial: z.optional(z.literal(true)),
});
export type AttemptRecord = z.infer<typeof AttemptRecord>;

/** A child workflow run started by a child_workflow step or a composite phase (in the parent's step record). */
export const ChildRunRecord = z.object({
  workflow_file: z.string(),
  run_id: z.nullable(z.string()),
  state_path: z.nullable(z.string()),
  manifest_path: z.nullable(z.string()),
  run_root: z.nullable(z.string()),
  /** How this visit runs the child (the step's execution, else the child's own). */
  mode: z.enum(['resume', 'fresh']),
  /** How the latest attempt invoked it: a retry of a fresh child resumes the fresh run it started. */
  invoked_as: z.enum(['resume', 'fresh']),
  /** created_at of the child state a fresh start replaces (null: none): tells whether the fresh state exists yet. */
  fresh_base: z.nullable(z.string()),
  visit: z.number().check(z.int(), z.gte(1)),
  /** The child's stop code (IN_PROGRESS while it runs). */
  status: z.string(),
  artifacts: z.array(z.object({ path: z.string(), sha256: z.string(), step: z.string(), gate_status: z.string() })),
  /**
   * The source commits of the decisions the child run's outcome rested on when the step accepted it
   * (child_routed): its standing approving decisions, or a rejection that ended it (its own and,
   * recursively, its children's) — an approval the parent passed
   * through its child, which no new commit carries (run/source-drift.ts). Absent in journals written
   * before 2026-12-06: such a child step is kept like any verdict.
   */
  decided_at: z.optional(z.array(z.nullable(z.string()))),
});
export type ChildRunRecord = z.infer<typeof ChildRunRecord>;

/** One branch of a parallel step on the current visit (docs/run-semantics.md#parallel-branches). */
export const BranchRecord = z.object({
  kind: z.string(),
  status: z.enum(['pending', 'running', 'succeeded', 'failed', 'not_run']),
  /** The gate status (or a child's outcome) the branch reported; null before, or for exit-routed kinds. */
  gate_status: z.nullable(z.string()),
  visit: z.number().check(z.int(), z.gte(1)),
  /** Attempts made on this visit (a running one counts: a resume runs the next). */
  attempt: z.number().check(z.int(), z.gte(0)),
  /** The stop code of the last failed attempt (null when none). */
  code: z.nullable(z.string()),
  error: z.nullable(z.string()),
  exit_status: z.nullable(z.number().check(z.int())),
  duration_ms: z.nullable(z.number().check(z.gte(0))),
  log: z.nullable(z.string()),
  /** The accepted output (also in the run's artifacts as <step>.<branch>). */
  output: z.nullable(z.string()),
  sha256: z.nullable(z.string()),
  /**
   * The accepted gate as recorded (extra keys with the stage's secrets masked), what
   * {{steps.<step>.branches.<branch>.gate.<key>}} reads; absent before, for exit-routed kinds, and
   * in journals written before 2026-12-06 (those read gate_status as the gate's status).
   */
  gate: z.optional(z.record(z.string(), z.unknown())),
  /** child_workflow branches: the child's run. */
  child: z.optional(ChildRunRecord),
  /** A running branch's STAGEGATE_ATTEMPT_TOKEN: a resume kills any process still carrying it. */
  token: z.optional(z.string()),
});
export type BranchRecord = z.infer<typeof BranchRecord>;

/** A parallel step's branches and join on its current visit. */
export const ParallelRecord = z.object({
  visit: z.number().check(z.int(), z.gte(1)),
  join: z.enum(['all', 'any', 'majority']),
  /** PARALLEL_COMPLETE or PARALLEL_FAILED once the join is decided; null before. */
  outcome: z.nullable(z.string()),
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
  visits: z.number().check(z.int(), z.gte(0)),
  depends_on: z.array(z.string()),
  /** Deferred: the dependencies that were not VERIFIED when it deferred; it is revisited once they all are. */
  waiting_on: z.array(z.string()),
  /** The values its per-item steps see ({{item_id}} and foreach.bindings), fixed when the foreach started. */
  bindings: z.record(z.string(), z.string()),
  /** State file of the item's latest run (null before it first runs). */
  state_path: z.nullable(z.string()),
  /** How its latest run ended (null while it runs or before). */
  outcome: z.nullable(z.string()),
});
export type ForeachItemRecord = z.infer<typeof ForeachItemRecord>;

/** The fields of a foreach record but its items. */
const foreachFields = {
  visit: z.number().check(z.int(), z.gte(1)),
  /** The registry (workspace-relative) and its format. */
  source: z.string(),
  format: z.enum(['markdown', 'yaml', 'json']),
  /** The item whose run is in flight or paused (null between items). */
  active_item: z.nullable(z.string()),
  /** The stop code the foreach last stopped with while active (null while it progresses). */
  stopped: z.nullable(z.string()),
};

// NO_IDS lives in its own module: the registry parser (steps/foreach/items.ts) uses it, and with it
// `validate` would load this module and immutable.
export { NO_IDS } from './no-ids.js';

/**
 * An item as `foreach_loaded` records it: only what its registry row gave it. Everything else is
 * the same for every item when it is loaded (pending, no visit, no run) and is left out, and so
 * are a slug equal to the id, no dependencies and the `item_id` binding (the id): the line of a
 * 100,000-item foreach was 16.5 MB with every field written out, ~1.8 MB like this.
 */
export const LoadedItem = z.object({
  id: z.string(),
  slug: z.optional(z.string()),
  depends_on: z.optional(z.array(z.string())),
  /** foreach.bindings (item_id is the id, not repeated). */
  bindings: z.optional(z.record(z.string(), z.string())),
});
export type LoadedItem = z.infer<typeof LoadedItem>;

/**
 * A foreach step's items as the journal records them when it loads them (foreach_loaded): plain
 * data. Journals written before the compact shape hold every item as a whole ForeachItemRecord
 * (always with its `status`); both replay (itemOfLoaded).
 */
export const ForeachRecordData = z.object({ ...foreachFields, items: z.array(z.union([LoadedItem, ForeachItemRecord])) });
export type ForeachRecordData = z.infer<typeof ForeachRecordData>;

/** An item of a foreach_loaded record as the run holds it: a pending item that never ran. */
export function itemOfLoaded(entry: LoadedItem | ForeachItemRecord): ForeachItemRecord {
  if ('status' in entry) return entry;
  return {
    id: entry.id,
    slug: entry.slug ?? entry.id,
    status: 'pending',
    visits: 0,
    depends_on: entry.depends_on ?? NO_IDS,
    waiting_on: NO_IDS,
    bindings: { item_id: entry.id, ...entry.bindings },
    state_path: null,
    outcome: null,
  };
}

/** How `item`, about to be loaded (pending, never run), is recorded in foreach_loaded. */
export function loadedItemOf(item: Pick<ForeachItemRecord, 'id' | 'slug' | 'depends_on' | 'bindings'>): LoadedItem {
  const entry: LoadedItem = { id: item.id };
  if (item.slug !== item.id) entry.slug = item.slug;
  if (item.depends_on.length > 0) entry.depends_on = item.depends_on;
  let bindings: Record<string, string> | undefined;
  for (const [name, value] of Object.entries(item.bindings)) {
    if (name === 'item_id' && value === item.id) continue;
    (bindings ??= {})[name] = value;
  }
  if (bindings) entry.bindings = bindings;
  return entry;
}

/**
 * A foreach step's items on its current visit, in the order they are worked on, as the run holds
 * them: a persistent list (Immutable.js), so that a transition that starts or finishes an item
 * shares all the others instead of copying the whole list (with 100,000 items each copy was a
 * large object only a full GC frees, and the run's peak memory grew with them).
 */
export const ForeachRecord = z.object({
  ...foreachFields,
  items: z.custom<List<ForeachItemRecord>>((v) => List.isList(v)),
  /**
   * How many items are in each status: derived from `items`, kept up to date by the transitions
   * (schedule.ts) so that nothing counts the whole list after every item; recomputed whenever a
   * record enters a run (foreach_loaded), never taken from a file.
   */
  counts: z.optional(z.object({ pending: z.number(), running: z.number(), verified: z.number(), deferred: z.number(), blocked: z.number() })),
  /** Where the active item is in `items`: a hint the transitions keep, checked against its id before use. */
  active_index: z.optional(z.number()),
});
export type ForeachRecord = z.infer<typeof ForeachRecord>;

/** The record a run holds for a journal's foreach_loaded record: its items as a persistent list, its counts made from them. */
export function foreachRecordOf(data: ForeachRecordData): ForeachRecord {
  return withCounts({ ...data, items: List(data.items.map(itemOfLoaded)) });
}

export type ForeachCounts = Record<ForeachItemRecord['status'], number>;

/** `record` with its counts computed from its items. */
export function withCounts(record: ForeachRecord): ForeachRecord {
  return { ...record, counts: countItems(record.items) };
}

function countItems(items: Iterable<ForeachItemRecord>): ForeachCounts {
  let pending = 0;
  let running = 0;
  let verified = 0;
  let deferred = 0;
  let blocked = 0;
  for (const item of items) {
    switch (item.status) {
      case 'pending': pending++; break;
      case 'running': running++; break;
      case 'verified': verified++; break;
      case 'deferred': deferred++; break;
      case 'blocked': blocked++; break;
    }
  }
  return { pending, running, verified, deferred, blocked };
}

/** How many items are in each status (the record's kept counts; counted when it has none). */
export function foreachCounts(record: ForeachRecord): ForeachCounts {
  return record.counts ?? countItems(record.items);
}

/** The counts and the active item's record (undefined when none is active). */
export function foreachSummary(record: ForeachRecord): { counts: ForeachCounts; active: ForeachItemRecord | undefined } {
  const activeId = record.active_item;
  let active: ForeachItemRecord | undefined;
  if (activeId !== null) {
    const hinted = record.active_index === undefined ? undefined : record.items.get(record.active_index);
    if (hinted?.id === activeId) return { counts: foreachCounts(record), active: hinted };
    // The active item is the running one (one at a time): ids are compared only there.
    for (const item of record.items) if (item.status === 'running' && item.id === activeId) {
      active = item;
      break;
    }
    active ??= record.items.find((i) => i.id === activeId);
  }
  return { counts: foreachCounts(record), active };
}

/** A question a stage asked (journal: question_asked) and its answer (question_answered), texts masked. */
export const QuestionRecord = z.object({
  visit: z.number().check(z.int(), z.gte(1)),
  attempt: z.number().check(z.int(), z.gte(1)),
  status: z.string(),
  question: z.string(),
  asked_at: z.string(),
  answer: z.optional(z.string()),
  by: z.optional(z.string()),
  answered_at: z.optional(z.string()),
});
export type QuestionRecord = z.infer<typeof QuestionRecord>;

export const StepRecord = z.object({
  kind: z.string(),
  status: z.enum(['pending', 'in_flight', 'completed', 'failed', 'blocked', 'skipped']),
  visits: z.number().check(z.int(), z.gte(0)),
  attempts: z.number().check(z.int(), z.gte(0)),
  /** Attempts made on the current visit (a failed or crashed one counts: the next gets the next number). */
  visit_attempts: z.optional(z.number().check(z.int(), z.gte(0))),
  last_exit_status: z.optional(z.nullable(z.number().check(z.int()))),
  last_signal: z.optional(z.nullable(z.string())),
  last_duration_ms: z.optional(z.nullable(z.number().check(z.gte(0)))),
  last_error: z.optional(z.nullable(z.string())),
  gate: z.optional(z.nullable(GateRecord)),
  output: z.optional(z.nullable(z.string())),
  sha256: z.optional(z.nullable(z.string())),
  log: z.optional(z.nullable(z.string())),
  // Agent-driven steps (optional, so older state files stay valid): which agent ran, the last
  // prompt file, every attempt's transcript, and the spend of all its attempts in this run.
  agent: z.optional(z.nullable(z.string())),
  prompt: z.optional(z.nullable(z.string())),
  transcripts: z.optional(z.array(AttemptRecord)),
  spend: z.optional(SpendRecord),
  /** child_workflow steps and phases: the child's run (optional, so older state files stay valid). */
  child: z.optional(ChildRunRecord),
  /** foreach steps: the items and their runs (optional, so older state files stay valid). */
  foreach: z.optional(ForeachRecord),
  /** parallel steps: one record per branch (optional, so older state files stay valid). */
  parallel: z.optional(ParallelRecord),
  /**
   * The source commit (and agent package version) the step's latest accepted verdict was made at:
   * those of the invocation that accepted it (run/source-drift.ts compares them on resume).
   */
  source_commit: z.optional(z.nullable(z.string())),
  agent_package_version: z.optional(z.nullable(z.string())),
  /**
   * The run's transition count when the step's latest verdict was accepted (run/reduce.ts stamps
   * it, from the events, as it stamps the source): orders verdicts for --rerun-from (run/rewind.ts).
   */
  accepted_seq: z.optional(z.number().check(z.int(), z.gte(0))),
  /**
   * The run's transition count when the step was last skipped (a person's stagegate skip, or
   * on_failure: skip; run/failure-policy.ts markSkipped): a rerun from a skipped step takes back the
   * verdicts accepted after it (run/rewind.ts). Derived from the events as accepted_seq is; neither
   * the snapshot nor an approval's state digest holds it.
   */
  skipped_seq: z.optional(z.number().check(z.int(), z.gte(0))),
  /**
   * The step's accepted verdicts that stand, oldest first (run/reduce.ts appends each as it
   * stamps accepted_seq; run/rewind.ts applyRewind drops those a --rerun-from takes back): what a
   * reference reads of a step whose latest verdict was taken back — the one that stood before the
   * step the rerun started from, in a loop (model/references.ts standingResult). Derived from the
   * events as accepted_seq is; neither the snapshot nor an approval's state digest holds it.
   */
  verdicts: z.optional(z.array(z.object({ seq: z.number().check(z.int(), z.gte(0)), output: z.nullable(z.string()), gate: z.nullable(GateRecord) }))),
  /**
   * The code of the step's latest failure its on_failure was followed for (STAGE_FAILED,
   * STAGE_TIMEOUT: run/failure-policy.ts routeFailure), which run/failed-end.ts tells. Derived from
   * the events as skipped_seq is; neither the snapshot nor an approval's state digest holds it.
   */
  failure_code: z.optional(z.string()),
  /**
   * The status of the step's failure_statuses its latest failed attempt reported, when that is how
   * it failed (run/failed-end.ts, failure-policy.ts tell it). Derived from the events as
   * failure_code is; neither the snapshot nor an approval's state digest holds it.
   */
  failure_status: z.optional(z.string()),
  /**
   * The command that answers the question the step's latest failure waits on in a run below it
   * (WORKFLOW_ANSWER_REQUIRED: events.ts AnswerBelow), when its event records one (questions.ts
   * childAnswerNext). Derived from the events as failure_code is; neither the snapshot nor an
   * approval's state digest holds it.
   */
  answer_command: z.optional(z.string()),
  /**
   * The failure the step's latest skip came after (on_failure: skip: its last attempt's error, run/failure-policy.ts);
   * absent for a person's skip (stagegate skip), whose step's last_error may be an earlier visit's.
   * Derived from the events as skipped_seq is; neither the snapshot nor an approval's state digest holds it.
   */
  skipped_after: z.optional(z.string()),
  /**
   * When a resume with --on-source-change rerun took the step's verdict back (it was stale): the
   * run's transition count then and the step the run went back to (run/source-drift.ts
   * applySourceChange). Until the step is accepted again it reads as a --rerun-from's taken-back
   * verdict does (state/taken-back.ts). Derived from the events as accepted_seq is; neither the
   * snapshot nor an approval's state digest holds it (a source change writes no `rewinds` entry).
   */
  source_taken_back: z.optional(z.object({ seq: z.number().check(z.int(), z.gte(0)), from: z.string() })),
  /**
   * Stall detection (run/progress.ts): the run's `output_changes` as of this step's latest
   * accepted output, and for a child_workflow step the digest of its child's artifacts then; for
   * a foreach step, per item id, the digest of what the item's run accepted at its latest end.
   * Derived from the journal; neither the snapshot nor an approval's state digest holds them.
   * item_outputs is persistent (Immutable.js), as a foreach's items are a persistent list: a plain
   * object copied with one more key per finished item made a 100,000-item foreach quadratic (~1 ms
   * of CPU per item for every 1,000 items done) and filled the heap with copies; kept by item
   * index, digests packed (item-outputs.ts): a map by item id cost ~250 bytes per finished item.
   */
  output_changes: z.optional(z.number().check(z.int(), z.gte(0))),
  child_outputs: z.optional(z.string()),
  item_outputs: z.optional(z.custom<ItemOutputs>((v) => v instanceof ItemOutputs)),
  /**
   * A foreach step: the source commits of the decisions its items' runs passed in this visit
   * (approvals inside their child runs; item_finished's decided_at), distinct: a new commit voids
   * them as a child step's child.decided_at (run/passed-approvals.ts). Absent when none.
   */
  items_decided_at: z.optional(z.array(z.nullable(z.string()))),
  /**
   * The questions the step's stages asked a person in its current visit (a status routed to ASK:
   * run/questions.ts), oldest first, each with its answer once given. Reset by the next visit's
   * first question; at most MAX_QUESTIONS_PER_VISIT.
   */
  questions: z.optional(z.array(QuestionRecord)),
});
export type StepRecord = z.infer<typeof StepRecord>;

export const HistoryEntry = z.object({
  seq: z.number().check(z.int(), z.gte(1)),
  at: z.string(),
  step: z.string(),
  visit: z.number().check(z.int(), z.gte(1)),
  attempt: z.number().check(z.int(), z.gte(1)),
  outcome: z.enum(['transition', 'complete', 'blocked', 'loop_limit', 'failed', 'stopped', 'terminal']),
  code: z.optional(z.nullable(z.string())),
  gate_status: z.optional(z.nullable(z.string())),
  exit_status: z.optional(z.nullable(z.number().check(z.int()))),
  duration_ms: z.optional(z.nullable(z.number().check(z.gte(0)))),
  /** The next executable step after this event; null when the run ended. */
  to: z.nullable(z.string()),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

export const InvocationRecord = z.object({
  at: z.string(),
  mode: z.enum(['resume', 'fresh']),
  ignore_previous_completion: z.boolean(),
  stop_after_step: z.nullable(z.string()),
  outcome: z.optional(z.nullable(z.string())),
  /** The signal that interrupted it (its outcome WORKFLOW_INTERRUPTED; absent otherwise, and in journals written before 2026-12-06). */
  signal: z.optional(z.enum(['SIGINT', 'SIGTERM', 'SIGHUP'])),
  /** It stopped before its stop_after_step moved the run on (run_stopped.stop_after_step): the printed resumes repeat it. Absent otherwise. */
  stop_after_step_unmet: z.optional(z.literal(true)),
  /** The source commit and agent package version this invocation ran at (null: none; absent in older journals). */
  source_commit: z.optional(z.nullable(z.string())),
  /** Why its source commit is null in a git work tree: git's first line (absent otherwise, and in journals written before 2026-12-06). */
  source_unread: z.optional(z.string()),
  agent_package_version: z.optional(z.nullable(z.string())),
  /** The stagegate version that ran it (absent in older journals). */
  stagegate_version: z.optional(z.string()),
  /** The stall rule it judged by (run/stall.ts); absent: a step compared only with its own previous visit, as before 2026-12-04. */
  stall_rule: z.optional(z.literal('fixed_point')),
  /** The persona and task files its prompts had the agent read (run_started.prompt_files); `[]`: it names some, none exists; absent: it names none, or a journal written before 2026-12-07. */
  prompt_files: z.optional(z.array(z.object({ step: z.string(), path: z.string(), sha256: z.string() }))),
  /** The manifest sections added since 4.0 its build writes (manifest.ts LATER_MANIFEST_SECTIONS; absent before 2026-12-06). */
  manifest_sections: z.optional(z.array(z.string())),
  /** A child workflow's run: the run a person resumes to continue it (run_started.top_run); absent: not a child's, or a journal written before 2026-12-07. */
  top_run: z.optional(z.object({ workflow_file: z.string(), run_id: z.string(), inputs: z.record(z.string(), z.string()) })),
  /** The agent choice it ran with (run_started.agents; agents/recorded.ts); absent: none, or a journal written before 2026-12-06. */
  agents: z.optional(
    z.object({
      agent: z.optional(z.string()),
      agent_command: z.optional(z.string()),
      agent_args: z.optional(z.array(z.string())),
      fresh_sessions: z.optional(z.literal(true)),
      from: z.enum(['flags', 'run']),
    }),
  ),
});
export type InvocationRecord = z.infer<typeof InvocationRecord>;

/** One evaluation of a decision step: every branch tried, with the values it saw, and the target. */
export const DecisionRecord = z.object({
  step: z.string(),
  visit: z.number().check(z.int(), z.gte(1)),
  at: z.string(),
  branches: z.array(z.object({ expression: z.string(), value: z.unknown(), truthy: z.boolean(), seen: z.record(z.string(), z.unknown()) })),
  /** The branch taken: 'else', or the index of the matching if. */
  chosen: z.union([z.number().check(z.int(), z.gte(0)), z.literal('else')]),
  to: z.string(),
});
export type DecisionRecord = z.infer<typeof DecisionRecord>;

/** A loop revisited a step whose gate equals the previous visit's (stall detection). */
export const StallRecord = z.object({
  step: z.string(),
  visit: z.number().check(z.int(), z.gte(1)),
  previous_visit: z.number().check(z.int(), z.gte(1)),
  at: z.string(),
  /** The on_stall target followed, or null when the run stopped with WORKFLOW_BLOCKED_STALLED. */
  to: z.nullable(z.string()),
});
export type StallRecord = z.infer<typeof StallRecord>;

/** The run paused at an approval step and waits for stagegate approve / reject. */
export const PendingApproval = z.object({
  step: z.string(),
  visit: z.number().check(z.int(), z.gte(1)),
  message: z.string(),
  /** Who may decide; null when anyone may. */
  approvers: z.nullable(z.array(z.string())),
  requested_at: z.string(),
  /** sha256 of the state (approval bookkeeping excluded) when the run paused: an approval is tied to it. */
  state_digest: z.string(),
  /** The source commit the approval was requested at: a resume at another commit requests it again. */
  source_commit: z.optional(z.nullable(z.string())),
});
export type PendingApproval = z.infer<typeof PendingApproval>;

/** A decision recorded by stagegate approve / reject. */
export const ApprovalRecord = z.object({
  step: z.string(),
  visit: z.number().check(z.int(), z.gte(1)),
  decision: z.enum(['approved', 'rejected']),
  by: z.string(),
  at: z.string(),
  note: z.nullable(z.string()),
  /** The state digest the decision approved (equals pending_approval.state_digest). */
  state_digest: z.string(),
  /** The source commit the decision was made at (stagegate approve's workspace HEAD; the PR head in the Action). */
  source_commit: z.optional(z.nullable(z.string())),
  /**
   * When a `--rerun-from` took this decision back (the step's verdict at this visit): it stays in
   * the run's history, but {{steps.<step>.decision|note|by}} and decisions no longer read it.
   */
  taken_back_at: z.optional(z.string()),
});
export type ApprovalRecord = z.infer<typeof ApprovalRecord>;

/**
 * HEAD moved while an attempt of the run was under way: a commit the run's stage made (a
 * `source_advanced` event, docs/run-semantics.md#source-changes). The run's source commit moves
 * with it, and a verdict made at `from_commit` is still current at `to_commit` (run/source-drift.ts).
 */
export const SourceAdvance = z.object({
  at: z.string(),
  step: z.string(),
  visit: z.number().check(z.int()),
  attempt: z.number().check(z.int()),
  from_commit: z.nullable(z.string()),
  to_commit: z.string(),
});
export type SourceAdvance = z.infer<typeof SourceAdvance>;

/**
 * A resume found verdicts made at another source commit (or agent package version), and what the
 * run did about it (execution.on_source_change, --on-source-change): docs/run-semantics.md#source-changes.
 */
export const SourceChangeRecord = z.object({
  at: z.string(),
  policy: z.enum(['refuse', 'rerun', 'keep']),
  source_commit: z.nullable(z.string()),
  agent_package_version: z.nullable(z.string()),
  /** Steps whose accepted verdict was made at another source commit or package version, with what they were made at. */
  stale: z.array(z.object({ step: z.string(), source_commit: z.nullable(z.string()), agent_package_version: z.nullable(z.string()), why: z.string() })),
  /** Approvals no longer counted (made or requested at another source commit). */
  voided_approvals: z.array(z.string()),
  /** The step the run went back to (rerun: the earliest stale step; any policy: an approval to decide again); null: none. */
  rerun_from: z.nullable(z.string()),
  /** keep: the stale verdicts were kept by choice. */
  kept: z.array(z.string()),
});
export type SourceChangeRecord = z.infer<typeof SourceChangeRecord>;

/** run --rerun-from STEP (the Action: rerun-from): the verdicts it took back (docs/run-semantics.md#rerun-from-a-step). */
export const RewindRecord = z.object({
  at: z.string(),
  step: z.string(),
  /** The verdicts taken back: STEP's and every one accepted after STEP's last acceptance, in acceptance order. */
  taken_back: z.array(z.string()),
  /** The run's transition count when it was made (a verdict accepted after it is made anew). */
  seq: z.number().check(z.int(), z.gte(0)),
});
export type RewindRecord = z.infer<typeof RewindRecord>;

/** An optional step a person skipped (stagegate skip). */
// by: who skipped (a person's `stagegate skip`: --by, else the default decider, as approve names who decided); absent for
// on_failure: skip, and in journals written before 2026-12-06.
export const SkipRecord = z.object({ step: z.string(), visit: z.number().check(z.int(), z.gte(1)), at: z.string(), to: z.nullable(z.string()), by: z.optional(z.string()) });
export type SkipRecord = z.infer<typeof SkipRecord>;

/** A side effect a stage did once (stagegate once): its key and where it was done. */
export const EffectRef = z.object({
  key: z.string(),
  step: z.string(),
  branch: z.optional(z.string()),
  visit: z.number().check(z.int(), z.gte(1)),
  attempt: z.number().check(z.int(), z.gte(1)),
  done_at: z.string(),
});
export type EffectRef = z.infer<typeof EffectRef>;

export const RunState = z.object({
  schema: z.literal(STATE_SCHEMA),
  workflow: z.string(),
  workflow_file: z.string(),
  workflow_digest: z.string(),
  run_id: z.string().check(z.minLength(1)),
  status: z.string(),
  message: z.optional(z.nullable(z.string())),
  execution_mode: z.enum(['resume', 'fresh']),
  ignore_previous_completion: z.boolean(),
  fresh_execution_of: z.nullable(z.object({ run_id: z.string(), status: z.nullable(z.string()), superseded_to: z.nullable(z.string()) })),
  inputs: z.record(z.string(), z.string()),
  active_step: z.nullable(z.string()),
  in_flight: z.nullable(
    z.object({
      step: z.string(),
      visit: z.number().check(z.int()),
      attempt: z.number().check(z.int()),
      started_at: z.string(),
      /** STAGEGATE_ATTEMPT_TOKEN of the attempt's processes: a resume kills any still carrying it. */
      token: z.optional(z.string()),
      /** The attempt's process group (recorded where processes cannot be found by token). */
      pgid: z.optional(z.number().check(z.int())),
    }),
  ),
  completed_steps: z.array(z.string()),
  failed_or_blocked_steps: z.array(z.string()),
  /** The workflow's terminal.success (absent when it declares none): the status it reports once complete. */
  success_status: z.optional(z.string()),
  last_gate: z.nullable(GateRecord),
  unresolved_qids: z.array(z.string()),
  blocking_artifact: z.nullable(z.string()),
  blocking_qids: z.array(z.string()),
  blocking_retry_step: z.nullable(z.string()),
  artifacts: z.record(z.string(), ArtifactRecord),
  run_root: z.string(),
  source_commit: z.nullable(z.string()),
  agent_package_version: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  steps: z.record(z.string(), StepRecord),
  invocations: z.array(InvocationRecord),
  /**
   * Transitions made so far. The transitions themselves (the run's history) are not kept here:
   * each is made by one journal event and read back from the journal; the state keeps the last.
   */
  transitions: z.number().check(z.int(), z.gte(0)),
  last_transition: z.nullable(HistoryEntry),
  /** The transitions the event being applied made (run/reduce.ts empties it before each event). */
  recent: z.array(HistoryEntry),
  /** Stalls detected in this run. */
  stalls: z.optional(z.array(StallRecord)),
  /**
   * How many times an accepted output differed from the one its step (or parallel branch, or
   * child run) had accepted before: the loop's progress, which stall detection reads
   * (run/progress.ts). Derived from the journal; neither the snapshot nor an approval's state
   * digest holds it.
   */
  output_changes: z.optional(z.number().check(z.int(), z.gte(0))),
  /**
   * The step a run that ended at its loop limit (WORKFLOW_BLOCKED_LOOP_LIMIT) would have entered
   * once more (run/transition.ts enterStep), for the fix to name (run/rewind.ts loopLimitStep).
   * Derived from the journal; neither the snapshot nor an approval's state digest holds it. Read
   * only while the run stands ended there (a later end at the loop limit records its own).
   */
  loop_limit_step: z.optional(z.string()),
  /** The approval the run waits for. */
  pending_approval: z.optional(z.nullable(PendingApproval)),
  /** Approval decisions recorded in this run. */
  approvals: z.optional(z.array(ApprovalRecord)),
  /** Optional steps skipped in this run. */
  skips: z.optional(z.array(SkipRecord)),
  /** Resumes at another source commit or agent package version, and what the run did (optional: older runs have none). */
  source_changes: z.optional(z.array(SourceChangeRecord)),
  /** Commits the run's own stages made (source_advanced events), oldest first (optional: runs without one have none). */
  source_advances: z.optional(z.array(SourceAdvance)),
  /** Reruns from a step (--rerun-from), oldest first (optional: runs without one have none). */
  rewinds: z.optional(z.array(RewindRecord)),
  /** Side effects done once (effect_done events: run/effects.ts), oldest first; their stdout stays in the journal. */
  effects: z.optional(z.array(EffectRef)),
});
export type RunState = z.infer<typeof RunState>;

/** Stop codes after which a resume runs nothing and reports the same outcome again. */
export function isFinished(state: RunState): boolean {
  return state.active_step === null;
}

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

/**
 * What the state and the manifest show as `terminal_status` for a workflow that declares
 * terminal.success: that status once the run completed (WORKFLOW_COMPLETE), null before or when it
 * ended otherwise; undefined (no key) for a workflow that declares none.
 */
export function terminalStatusOf(state: Pick<RunState, 'status' | 'success_status'>): { terminal_status: string | null } | undefined {
  if (state.success_status === undefined) return undefined;
  return { terminal_status: state.status === 'WORKFLOW_COMPLETE' ? state.success_status : null };
}

/** A run's status as status and graph report it from its state: IN_PROGRESS while a step is in flight. */
export function statusOf(state: Pick<RunState, 'in_flight' | 'status'>): string {
  return state.in_flight !== null ? 'IN_PROGRESS' : state.status;
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
    run_root: p.runRoot,
    source_commit: p.sourceCommit,
    agent_package_version: p.agentPackageVersion,
    created_at: p.at,
    updated_at: p.at,
    steps: { [p.workflow.entry]: { kind: p.workflow.entryKind, status: 'pending', visits: 1, attempts: 0 } },
    invocations: [],
    transitions: 0,
    last_transition: null,
    recent: [],
  };
}

/**
 * A copy of `state` to change, made field by field. What a transition copies for every event it
 * applies (a resume replays every event of the journal): a spread of an object this large runs in
 * Node 20's runtime, one key at a time (its clone sites see a new map at every copy and give up on
 * their fast path), ~15,000 instructions a copy; this literal is a few loads and stores once
 * compiled. Every field of RunState is here (test/unit/copy-state.test.ts checks it against the
 * schema); an optional one only when the state has it.
 */
export function copyState(s: RunState): RunState {
  const c: RunState = {
    schema: s.schema,
    workflow: s.workflow,
    workflow_file: s.workflow_file,
    workflow_digest: s.workflow_digest,
    run_id: s.run_id,
    status: s.status,
    message: s.message,
    execution_mode: s.execution_mode,
    ignore_previous_completion: s.ignore_previous_completion,
    fresh_execution_of: s.fresh_execution_of,
    inputs: s.inputs,
    active_step: s.active_step,
    in_flight: s.in_flight,
    completed_steps: s.completed_steps,
    failed_or_blocked_steps: s.failed_or_blocked_steps,
    last_gate: s.last_gate,
    unresolved_qids: s.unresolved_qids,
    blocking_artifact: s.blocking_artifact,
    blocking_qids: s.blocking_qids,
    blocking_retry_step: s.blocking_retry_step,
    artifacts: s.artifacts,
    run_root: s.run_root,
    source_commit: s.source_commit,
    agent_package_version: s.agent_package_version,
    created_at: s.created_at,
    updated_at: s.updated_at,
    steps: s.steps,
    invocations: s.invocations,
    transitions: s.transitions,
    last_transition: s.last_transition,
    recent: s.recent,
  };
  if (Object.hasOwn(s, 'success_status')) c.success_status = s.success_status;
  if (Object.hasOwn(s, 'stalls')) c.stalls = s.stalls;
  if (Object.hasOwn(s, 'output_changes')) c.output_changes = s.output_changes;
  if (Object.hasOwn(s, 'loop_limit_step')) c.loop_limit_step = s.loop_limit_step;
  if (Object.hasOwn(s, 'pending_approval')) c.pending_approval = s.pending_approval;
  if (Object.hasOwn(s, 'approvals')) c.approvals = s.approvals;
  if (Object.hasOwn(s, 'skips')) c.skips = s.skips;
  if (Object.hasOwn(s, 'source_changes')) c.source_changes = s.source_changes;
  if (Object.hasOwn(s, 'source_advances')) c.source_advances = s.source_advances;
  if (Object.hasOwn(s, 'rewinds')) c.rewinds = s.rewinds;
  if (Object.hasOwn(s, 'effects')) c.effects = s.effects;
  return c;
}

/** The transition `entry` made: counted, numbered, kept as the last one and as one of this event's. */
export function logged(state: RunState, entry: Omit<HistoryEntry, 'seq'>): Pick<RunState, 'transitions' | 'last_transition' | 'recent'> {
  const made = { seq: state.transitions + 1, ...entry } as HistoryEntry;
  return { transitions: made.seq, last_transition: made, recent: [...state.recent, made] };
}

/**
 * `logged(state, { ...base, outcome, code, to })` with `base` copied once instead of twice (the
 * same entry, its keys in the same order): what every transition into a step logs, once per
 * event of a replay.
 */
export function loggedFrom(state: RunState, base: Omit<HistoryEntry, 'seq' | 'outcome' | 'code' | 'to'>, outcome: HistoryEntry['outcome'], code: string | null, to: string | null): Pick<RunState, 'transitions' | 'last_transition' | 'recent'> {
  const made = { seq: state.transitions + 1, ...base, outcome, code, to } as HistoryEntry;
  return { transitions: made.seq, last_transition: made, recent: [...state.recent, made] };
}

/** The last transition with `patch` applied (it was made by the event being applied). */
export function patchLast(state: RunState, patch: Partial<HistoryEntry>): Pick<RunState, 'last_transition' | 'recent'> {
  const last = state.last_transition;
  if (!last) return { last_transition: null, recent: state.recent };
  const patched = { ...last, ...patch };
  const recent = state.recent.length > 0 && state.recent[state.recent.length - 1]!.seq === last.seq ? [...state.recent.slice(0, -1), patched] : state.recent;
  return { last_transition: patched, recent };
}
