// The events of a run's journal. Each is a fact the runner learned (an attempt started, a gate
// was accepted, a decision was taken…) with everything the state machine needs to reproduce the
// change it made: replaying the events through the same pure transitions (run/reduce.ts) gives
// the same state. Routing choices that depended on the world (which optional inputs were
// present) are recorded as facts; the targets they lead to are recomputed and checked.
import type { ApprovalRecord, ArtifactRecord, AttemptRecord, BranchRecord, ChildRunRecord, ForeachRecordData, RunState, SourceChangeRecord } from './state.js';
import type { Gate } from '../gate/workflow-gate.js';
import type { DecisionOutcome } from '../steps/decision/transition.js';
import type { ItemEnd } from '../steps/foreach/schedule.js';
import type { JoinOutcome } from '../steps/parallel/join.js';
import type { JournalOrigin } from './journal.js';
import type { StopSignal } from '../run/stop-codes.js';
import type { RecordedAgents } from '../agents/recorded.js';

/** Every event carries when it happened. */
interface At {
  at: string;
}

/** An invocation started this run (the first one creates it). */
export interface RunStarted extends At {
  event: 'run_started';
  run_id: string;
  workflow: string;
  workflow_file: string;
  workflow_digest: string;
  mode: 'resume' | 'fresh';
  ignore_previous_completion: boolean;
  stop_after_step: string | null;
  inputs: Record<string, string>;
  run_root: string;
  source_commit: string | null;
  /** Why source_commit is null in a git work tree: git's own first line (a checkout it refused, …); absent otherwise. */
  source_unread?: string;
  agent_package_version: string | null;
  /** The stagegate that ran this invocation (absent in journals written before 0.1.0 recorded it). */
  stagegate_version?: string;
  /** The stall rule this invocation judges by (run/stall.ts); absent in journals written before 2026-12-04, which judged a step only against its own previous visit. */
  stall_rule?: 'fixed_point';
  /**
   * The persona and task files an imported workflow's prompts have the agent read, per step, with
   * their sha256 at this invocation (model/workflow.ts promptFiles; part of workflow_digest).
   * `[]` when it names some but none exists; absent for a workflow that names none, and in journals
   * written before 2026-12-07 (state/recorded-digest.ts reads those as that build digested them).
   */
  prompt_files?: Array<{ step: string; path: string; sha256: string }>;
  /**
   * The manifest sections added since 4.0 this invocation's build writes (manifest.ts
   * LATER_MANIFEST_SECTIONS: `approvals`); absent in journals written before 2026-12-06. A manifest
   * written after such an invocation that lacks one is a hand edit, not an older build's (store.ts).
   */
  manifest_sections?: string[];
  fresh_execution_of: RunState['fresh_execution_of'];
  /** The workflow's terminal.success: the status it reports when it completes (absent when it declares none). */
  success_status?: string;
  /**
   * The agent choice this invocation ran with (its --agent, --agent-command, --agent-arg,
   * --fresh-agent-sessions, or the run's earlier record it took: agents/recorded.ts). Absent when
   * it had none, and in journals written before 2026-12-06: a resume without flags then uses none.
   */
  agents?: RecordedAgents;
  /** The entry step and its kind (the first event creates the state with it active). */
  entry: string;
  entry_kind: string;
  /**
   * A foreach item's run, or a branch shard's: the instance of the run it belongs to (that run's
   * journal's first event, seq 1 and the sha256 of its line), so a shard of it can be told from one
   * made for the run before a fresh start of its run id. Absent in other runs and in journals
   * written before it was recorded.
   */
  parent_instance?: JournalOrigin;
  /**
   * A child workflow's run: the run a person resumes to continue it — the top ancestor, the run
   * started by hand — by its workflow file, run id and the inputs given to it that locate its state
   * (a secret-looking value recorded masked, as printed). approve/reject of the child name its
   * resume (`next:`). Absent in other runs and in journals written before 2026-12-07 (those name the child's own).
   */
  top_run?: TopRun;
}

/** run_started.top_run: the run a child workflow's run continues through. */
export interface TopRun {
  workflow_file: string;
  run_id: string;
  inputs: Record<string, string>;
}

/** The invocation ended with a stop code. */
export interface RunStopped extends At {
  event: 'run_stopped';
  code: string;
  /**
   * The signal that interrupted it (WORKFLOW_INTERRUPTED only: SIGINT, SIGTERM or SIGHUP to the CLI, the
   * Action's cancelled job), so `status` exits with the status `run` exited with (143 for SIGTERM).
   * Absent for any other stop, a cancellation without a signal, and in journals written before 2026-12-06.
   */
  signal?: StopSignal;
  /**
   * The --stop-after-step this invocation was given when it stopped before that step moved the run
   * on (a failure, a missing gate, a pause for approval or an answer on the way, a block before the
   * step; not its stop after the step, nor the step's route to DONE/BLOCKED, nor a step the run as
   * the invocation opened it, or as it stopped, could not reach: run-host.ts settleStopBehind): the commands that
   * continue the run (a resume, a rerun) repeat it
   * (docs/run-semantics.md#stop_after_step). Absent otherwise, and in journals written before 2026-12-07.
   */
  stop_after_step?: string;
}

/**
 * A resume found the attempt the runner before it left in flight: that runner died (killed, out of
 * memory, its machine lost) — the resume holds the run's lock, so none holds it. The attempt is
 * abandoned (it counts: the step runs again as its next attempt) and what it left running was
 * killed (run/leftovers.ts). Recorded right after the resume's run_started; replay checks that it
 * names the attempt in flight. Changes nothing else in the state.
 */
export interface RunnerLost extends At {
  event: 'runner_lost';
  step: string;
  visit: number;
  attempt: number;
  /** The active parallel step's branches it left running, in declared order (absent when none). */
  branches?: string[];
  /** The leftover processes killed, found by the dead invocation's attempt tokens; null where they cannot be looked for (no killer on this platform). */
  killed: number | null;
}

/** The run stopped on a step without a transition (budget, a step that could not be prepared…). */
export interface Stopped extends At {
  event: 'stopped';
  code: string;
  message: string;
}

export interface AttemptStarted extends At {
  event: 'attempt_started';
  step: string;
  visit: number;
  attempt: number;
  /** STAGEGATE_ATTEMPT_TOKEN of the attempt's processes: a later runner kills any still carrying it (run/leftovers.ts). */
  token?: string;
}

/** The attempt's process group, recorded where processes cannot be found by token (no /proc). */
export interface AttemptGroup extends At {
  event: 'attempt_group';
  step: string;
  pgid: number;
}

/**
 * A stop a run below caused (WORKFLOW_ANSWER_REQUIRED: a child run's question, or a branch's or an
 * item's child run's, at any depth): the command that answers (RunOutcome.answerCommand). Recorded
 * since 2026-12-07; before, the stop's message ended with it (questions.ts childAnswerNext).
 */
export interface AnswerBelow {
  answer_command?: string;
}

export interface AttemptFailed extends At, AnswerBelow {
  event: 'attempt_failed';
  step: string;
  code: string;
  message: string;
  exit_status: number | null;
  signal: string | null;
  duration_ms: number;
  log: string | null;
  /** The status of the step's failure_statuses the stage reported, when that failed it (journals before 2026-12-06 never say). */
  failure_status?: string;
}

export interface GateAccepted extends At {
  event: 'gate_accepted';
  step: string;
  visit: number;
  attempt: number;
  gate: Gate;
  artifact: { path: string; sha256: string; size: number };
  exit_status: number;
  duration_ms: number;
  log: string | null;
  /** Optional inputs (named by the step's if_input_present targets) that were present. */
  present: string[];
  stop_after: boolean;
  /** What the transition led to (checked on replay): the next step, or null when the run ended. */
  to: string | null;
  stop: string | null;
}

/**
 * An attempt's gate reported a status its step routes to ASK (run/questions.ts): the stage asks a
 * person `question` (masked like gate values). Nothing is accepted; the step stays active and the
 * run stops WORKFLOW_ANSWER_REQUIRED. Replay checks the attempt is the one in flight, the status
 * routes to ASK, no question of the step is pending and the visit has questions left.
 */
export interface QuestionAsked extends At {
  event: 'question_asked';
  step: string;
  visit: number;
  attempt: number;
  status: string;
  question: string;
  /** The output the gate ended (kept, not accepted). */
  artifact: { path: string; sha256: string; size: number };
  exit_status: number;
  duration_ms: number;
  log: string | null;
}

/** A person answered the pending question of `step` (run --answer): by whom, the answer masked. Replay checks one was pending. */
export interface QuestionAnswered extends At {
  event: 'question_answered';
  step: string;
  visit: number;
  answer: string;
  by: string;
}

/** A step without output (action, resolver) exited 0 and follows its fixed transition. */
export interface ExitAccepted extends At {
  event: 'exit_accepted';
  step: string;
  to_target: string;
  exit_status: number;
  duration_ms: number;
  log: string | null;
  stop_after: boolean;
  revised: Record<string, ArtifactRecord>;
  to: string | null;
  stop: string | null;
}

/** A failed step's on_failure was followed. */
export interface FailureRouted extends At {
  event: 'failure_routed';
  step: string;
  code: string;
  stop_after: boolean;
  to: string | null;
  stop: string | null;
}

/** A hand-off step ended the run with its terminal status. */
export interface HandOff extends At {
  event: 'hand_off';
  step: string;
  /** The instruction as people read it (an absent optional input rendered as such). */
  instruction?: string;
}

export interface DecisionTaken extends At {
  event: 'decision_taken';
  step: string;
  outcome: DecisionOutcome;
  stop_after: boolean;
  /**
   * What the transition led to (checked on replay): the chosen step, or null when the run ended
   * there (the loop limit). Absent in journals written before 2026-12-06: not checked.
   */
  to?: string | null;
  stop?: string | null;
}

/** An approval step was reached: it follows the recorded decision, or pauses for one. */
export interface ApprovalReached extends At {
  event: 'approval_reached';
  step: string;
  /**
   * When it paused: the approval's message as shown, its placeholders filled (absent when it followed
   * a decision; in journals written before 2026-12-05 recorded only when it had placeholders, else
   * absent: the message as written).
   */
  message?: string;
  /**
   * When it paused: who may decide (null: anyone), pinned here so a workflow file edited while the
   * approval is pending (--allow-workflow-change) does not change them (absent when it followed a
   * decision, and in journals written before 2026-12-05: the workflow's approvers).
   */
  approvers?: string[] | null;
  stop_after: boolean;
  to: string | null;
  stop: string | null;
}

/** stagegate approve / reject. */
export interface ApprovalDecided extends At {
  event: 'approval_decided';
  decision: ApprovalRecord['decision'];
  by: string;
  note: string | null;
  /** The source commit the decision was made at (absent in older journals: it then counts at any commit). */
  source_commit?: string | null;
}

/**
 * A resume found verdicts or approvals made at another source commit or agent package version
 * (run/source-drift.ts): what it found, the policy, and the step the run goes back to.
 */
export interface SourceChanged extends At {
  event: 'source_changed';
  change: Omit<SourceChangeRecord, 'at'>;
  to: string | null;
  stop: string | null;
}

/** run --rerun-from STEP: the verdicts taken back, and the step the run goes back to (run/rewind.ts). */
export interface Rewound extends At {
  event: 'rewound';
  step: string;
  taken_back: string[];
  /** A rerun from a foreach step that ended blocked: the items that run again (absent otherwise, and in journals written before 2026-12-04's foreach reruns). */
  items?: string[];
  /** A rerun from a parallel step whose join failed: the branches that run again (absent otherwise, and in journals written before 2026-12-04's parallel reruns). */
  branches?: string[];
  /** A rerun from the step whose failure ended the run: how it failed (failed-end.ts failureInWords; absent otherwise, and in journals written before 2026-12-05). */
  after_failure?: string;
  to: string | null;
  stop: string | null;
}

/** stagegate skip. */
export interface StepSkipped extends At {
  event: 'step_skipped';
  step: string;
  /** Who skipped it (--by, else the default decider, as approval_decided's `by`). Absent in journals written before 2026-12-06. */
  by?: string;
  /** What the transition led to (checked on replay). Absent in journals written before 2026-12-06: not checked. */
  to?: string | null;
  stop?: string | null;
}

/** An agent attempt was recorded on a step (its usage read from the transcript). */
export interface AgentAttemptRecorded extends At {
  event: 'agent_attempt';
  record_on: string;
  record: AttemptRecord;
}

/** Accepted artifacts re-recorded after a step changed them on purpose (revisions, a foreach registry). */
export interface ArtifactsRevised extends At {
  event: 'artifacts_revised';
  artifacts: Record<string, ArtifactRecord>;
}

// child_workflow steps and phases
export interface ChildRecorded extends At {
  event: 'child_recorded';
  step: string;
  child: ChildRunRecord;
}

export interface ChildRouted extends At {
  event: 'child_routed';
  step: string;
  child_status: string;
  /** The source commits of the decisions the child run's outcome rested on (ChildRunRecord.decided_at); absent in journals written before 2026-12-06. */
  decided_at?: Array<string | null>;
  present: string[];
  duration_ms: number;
  stop_after: boolean;
  to: string | null;
  stop: string | null;
}

export interface ChildPaused extends At {
  event: 'child_paused';
  step: string;
  message: string;
}

export interface ChildFailed extends At, AnswerBelow {
  event: 'child_failed';
  step: string;
  code: string;
  message: string;
  duration_ms: number;
}

export interface PhaseStopped extends At {
  event: 'phase_stopped';
  step: string;
  child_status: string;
  required: string[];
}

// foreach steps
export interface ForeachLoaded extends At {
  event: 'foreach_loaded';
  step: string;
  record: ForeachRecordData;
}

export interface ForeachRevived extends At {
  event: 'foreach_revived';
  step: string;
}

export interface ItemStarted extends At {
  event: 'item_started';
  step: string;
  index: number;
  item: string;
  state_path: string;
}

export interface ItemFinished extends At {
  event: 'item_finished';
  step: string;
  index: number;
  item: string;
  end: ItemEnd;
  outcome: string;
  /**
   * The digest of what the item's run accepted when it ended (run/progress.ts: runOutputs), for
   * stall detection: outputs that differ from the item's at its previous end are progress of the
   * loop around the foreach. Absent in journals written before it was recorded (2026-12-04; their items are no
   * progress when replayed, as they were judged) and when the item's run left no state.
   */
  outputs?: string;
  /**
   * The source commits of the decisions the item's run passed (run/passed-approvals.ts: approvals
   * inside its child runs), when there are any; absent otherwise and in journals written before
   * 2026-12-06.
   */
  decided_at?: Array<string | null>;
}

/** The foreach stopped (its `stopped` mark) or resumed progress (null). */
export interface ForeachMarked extends At {
  event: 'foreach_marked';
  step: string;
  stopped: string | null;
}

export interface ForeachEnded extends At, AnswerBelow {
  event: 'foreach_ended';
  step: string;
  how: 'stopped' | 'blocked' | 'paused';
  code: string;
  message: string;
  duration_ms: number;
}

// parallel steps
export interface ParallelBegun extends At {
  event: 'parallel_begun';
  step: string;
  visit: number;
  join: 'all' | 'any' | 'majority';
}

export interface BranchUpdated extends At {
  event: 'branch_updated';
  step: string;
  branch: string;
  patch: Partial<BranchRecord>;
}

/**
 * The child workflow runs of some of a parallel step's branches paused (e.g. at an approval step)
 * and every other branch is final without deciding the join: the step waits for them, still active
 * (a pause, as a child_workflow step's child_paused; no attempt failed). Replay checks that these
 * are exactly the step's branches that are waiting.
 */
export interface ParallelPaused extends At {
  event: 'parallel_paused';
  step: string;
  /** The branches whose child runs paused, in declared order. */
  branches: string[];
  message: string;
}

export interface BranchArtifact extends At {
  event: 'branch_artifact';
  key: string;
  artifact: ArtifactRecord;
}

export interface JoinDecided extends At {
  event: 'join_decided';
  step: string;
  outcome: JoinOutcome;
  summary: string;
  source_gaps: boolean;
  present: string[];
  duration_ms: number;
  stop_after: boolean;
  to: string | null;
  stop: string | null;
}

/**
 * A command a stage ran with `stagegate once KEY -- COMMAND` exited 0 (run/effects.ts): folded from
 * the attempt's ledger when the attempt ended, or after a crash before the step ran again. A later
 * `once KEY` of the same step, branch and visit does not run its command again.
 */
export interface EffectDone extends At {
  event: 'effect_done';
  key: string;
  step: string;
  /** The parallel branch whose stage ran it (absent outside one). */
  branch?: string;
  visit: number;
  attempt: number;
  exit_status: 0;
  /** When the command exited (`at`: when the runner folded the record). */
  done_at: string;
  /** Its stdout, masked, at most 64 KiB of it. */
  stdout: string;
  stdout_bytes: number;
  stdout_sha256: string;
}

/**
 * HEAD moved while an attempt was under way (read when the attempt ended): a commit the run's own
 * stage made. Recorded before the event that ends the attempt, so its verdict is stamped at the new
 * commit; `from_commit` is the run's source commit then (replay refuses any other).
 */
export interface SourceAdvanced extends At {
  event: 'source_advanced';
  step: string;
  visit: number;
  attempt: number;
  from_commit: string | null;
  to_commit: string;
}

export type JournalEvent =
  | RunStarted
  | RunStopped
  | RunnerLost
  | Stopped
  | AttemptStarted
  | AttemptGroup
  | AttemptFailed
  | GateAccepted
  | QuestionAsked
  | QuestionAnswered
  | ExitAccepted
  | FailureRouted
  | HandOff
  | DecisionTaken
  | ApprovalReached
  | ApprovalDecided
  | SourceChanged
  | Rewound
  | StepSkipped
  | AgentAttemptRecorded
  | ArtifactsRevised
  | ChildRecorded
  | ChildRouted
  | ChildPaused
  | ChildFailed
  | PhaseStopped
  | ForeachLoaded
  | ForeachRevived
  | ItemStarted
  | ItemFinished
  | ForeachMarked
  | ForeachEnded
  | ParallelBegun
  | BranchUpdated
  | BranchArtifact
  | ParallelPaused
  | JoinDecided
  | EffectDone
  | SourceAdvanced;

export type EventName = JournalEvent['event'];
