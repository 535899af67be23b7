// What a run is asked to do (RunRequest), what it reports (RunOutcome), and what it lends the
// step executors (RunHost): its workflow, context and ports, its state, and the one way to change
// that state — an event applied now and committed to the journal. Steps import these types (and
// sharedWithSubRuns, what a request hands on to the runs it starts) from here, not from the runner,
// so the runner can import the steps.
import type { StepModel, Workflow } from '../model/workflow.js';
import type { Workspace } from '../workspace/workspace.js';
import type { RunContext } from './context.js';
import type { HeadWatch, RunnerPorts } from './ports.js';
import type { Invocation } from '../model/invocation.js';
import type { AgentSelection } from '../agents/registry.js';
import type { EffectiveAgents } from '../agents/recorded.js';
import type { RunState, SourceChangeRecord } from '../state/state.js';
import type { RunLog } from '../state/run-log.js';
import type { JournalEvent } from '../state/events.js';
import type { StageMasks } from './stage-masks.js';
import type { SyncedNames } from '../state/synced-names.js';
import type { RandomHex } from '../state/random-hex.js';
import type { JournalOrigin } from '../state/journal.js';
import type { Applied } from './reduce.js';
import type { NotRunStep } from '../steps/decision/transition.js';
import type { StepCountShown } from './step-count.js';
import type { InvocationReaders } from '../model/workflow-readers.js';
import type { ReportedQuestion } from './questions.js';

/** A run above this one: its workflow file and state file (both workspace-relative). */
export interface Ancestor {
  workflowFile: string;
  statePath: string;
  runRoot: string;
  /** Its run id: the top ancestor's is the run a person resumes to continue a child (run_started.top_run). */
  runId: string;
  /** The inputs given to it that locate its state (run-scope.ts stateLocatingInputs); absent: none known (a foreach item's parent as `run --shard` reads it). */
  locating?: ReadonlyArray<readonly [string, string]>;
}

export interface RunRequest {
  workspace: string;
  workflowFile: string;
  invocation: Invocation;
  /** Base environment for stage processes (the CLI passes its own). */
  env: Record<string, string | undefined>;
  /** How the CLI is invoked, for the "next command" hint. */
  commandName?: string;
  /** Which agent runs agent-driven steps (--agent, --agent-command, --agent-arg). */
  agents?: AgentSelection;
  /** The CLI: repeat the agent flags in the printed commands that resume this run, until the run records them (agents/recorded.ts). */
  agentFlagsInHints?: boolean;
  /** Where `agents` came from (set by runWorkflow for a top-level run: agents/recorded.ts effectiveAgents); not passed on. */
  agentChoice?: EffectiveAgents;
  /** The agent flags this invocation was given, once agentChoice has replaced `agents` with what it uses (the choice is made again under the lock: open-run.ts). */
  agentFlags?: AgentSelection;
  /**
   * false: the run's transitions and decisions are not gathered (RunOutcome.log is absent), from
   * its journal or as it runs. The CLI's `run` prints neither: a resume of a long run then keeps
   * none of its history alive (state/store.ts: LoadOptions). Default true (the Action's summary
   * draws the history). A workflow with steps an aiox `requires` check can skip keeps them anyway:
   * the run's end lists those skips (RunSummary.notRun), from the whole journal.
   */
  keepLog?: boolean;
  /** Runs above this one when it is a child workflow (recursion guard). */
  ancestry?: Ancestor[];
  /**
   * The workflow model instead of loading workflowFile: one built in memory (a foreach item's
   * per_item machine, a shard's branch), or a child workflow as its step loaded and checked it
   * (steps/child/run.ts). No LATEST_RUN pointer is written for it (a child run writes none anyway).
   */
  workflowModel?: Workflow;
  /**
   * The invocation's readers (model/workflow-readers.ts): the format importers and the gate_schema
   * engine its reads loaded. runWorkflow makes one for a top-level run and hands it on to the
   * run's children, items and branches; none outlives the invocation.
   */
  readers?: InvocationReaders;
  /**
   * A foreach item's run inside its parent's run (steps/foreach). The parent holds the run lock
   * and has recorded where the item's run lives, so the item run takes no lock and writes no
   * manifest of its own.
   */
  itemRun?: boolean;
  /**
   * Cancellation (SIGINT/SIGTERM in the CLI, a cancelled job in the Action): when it aborts, the
   * running stage process trees are killed, the interrupted attempt is recorded with the step
   * left active, and the run returns WORKFLOW_INTERRUPTED. Its reason (e.g. 'SIGINT') is quoted.
   */
  signal?: AbortSignal;
  /**
   * Told the command that resumes this run (outcome.ts resumeCommand) once its start is on disk:
   * the CLI's hard stop (a second signal) names it, as no summary follows. Not passed on to the
   * runs this one starts.
   */
  onStarted?: (resumeCommand: string) => void;
  /**
   * A new run starting where no state is, though an input that locates the state was left to its
   * default: where a run of the same id keeps its state in the workspace, and the inputs that place
   * it (commands/runs.ts sameRunElsewhere, as status says it), or undefined. The runner warns with
   * it before the run's first stage. The CLI gives it; not passed on to the runs this one starts.
   */
  sameRunElsewhere?: (lookup: RunContext) => string | undefined;
  /**
   * Marks every process this invocation starts (run/leftovers.ts). Made by the top-level run;
   * the runs it starts in process (child workflows, foreach items) share it.
   */
  invocationToken?: string;
  /**
   * The pool the random part of temp file names and attempt tokens comes from (state/random-hex.ts):
   * made by the top-level run and shared, like invocationToken, by the runs it starts in process.
   */
  random?: RandomHex;
  /**
   * The values stages registered with their own `::add-mask::` lines (run/stage-masks.ts): made by
   * the top-level run and shared, like random, by the runs it starts in process.
   */
  stageMasks?: StageMasks;
  /**
   * The folders whose names this invocation synced (state/synced-names.ts): a journal's first
   * commit syncs the rest up to the workspace. Made by the top-level run, shared like random.
   */
  syncedNames?: SyncedNames;
  /**
   * A foreach item's run or a branch shard's: the instance of the run it belongs to (its journal's
   * first event), recorded in each run_started of the item's journal (`parent_instance`).
   */
  parentInstance?: JournalOrigin;
  /**
   * A branch shard's run: STAGEGATE_EFFECTS_ALSO for its branch's attempts — the run's journal and
   * the parallel step's visit there (`<visit>\t<journal>`), so that `stagegate once` skips what the
   * branch already did in the run's own process (run/effects.ts).
   */
  effectsAlso?: string;
  /**
   * run --answer (--answer-file, the Action's `answer`): the answer to the question the run waits
   * on (run/questions.ts) and who gave it. Refused before the lock when none waits
   * (WORKFLOW_ANSWER_NOT_PENDING); taken once (RunHost.takeAnswer), never passed to runs this one starts.
   */
  answer?: { text: string; by: string };
  /**
   * `stagegate merge` (core/shards): the results of a foreach step's items that ran as shards,
   * merged into the run in the items' order instead of running them here.
   */
  shards?: ShardIntake;
}

/** The parts of a request a run hands on as they are to the runs it starts (sharedWithSubRuns). */
export type SharedWithSubRuns = Pick<RunRequest, 'commandName' | 'agents' | 'signal' | 'invocationToken' | 'random' | 'syncedNames' | 'stageMasks' | 'readers'>;

/**
 * What a run started inside this one (a child workflow, a foreach item, a branch shard) takes from
 * this run's request unchanged: the command name its hints print, the agents, the cancellation,
 * and the invocation's shared pools and readers; each absent when absent here. One list for the
 * three, so a field added to it reaches every run this one starts.
 */
export function sharedWithSubRuns(request: RunRequest): SharedWithSubRuns {
  return {
    ...(request.commandName !== undefined ? { commandName: request.commandName } : {}),
    ...(request.agents !== undefined ? { agents: request.agents } : {}),
    ...(request.signal !== undefined ? { signal: request.signal } : {}),
    ...(request.invocationToken !== undefined ? { invocationToken: request.invocationToken } : {}),
    ...(request.random !== undefined ? { random: request.random } : {}),
    ...(request.syncedNames !== undefined ? { syncedNames: request.syncedNames } : {}),
    ...(request.stageMasks !== undefined ? { stageMasks: request.stageMasks } : {}),
    ...(request.readers !== undefined ? { readers: request.readers } : {}),
  };
}

/** What a merge hands the foreach step it merges into (core/shards/intake.ts builds it). */
export interface ShardIntake {
  /** The foreach step whose items the shards ran. */
  step: string;
  /**
   * Verify every shard result found against the step's items and install the accepted ones in
   * the run root (throws a SHARD_* StagegateError naming the one refused: nothing is applied).
   * Returns the results to merge, by item id.
   */
  accept(host: RunHost, step: StepModel): Map<string, ShardResult>;
  /** What the merge did, filled as it goes. */
  report: { merged: string[]; alreadyMerged: string[]; pending: string[]; superseded: Array<{ key: string; folder: string; inPlace: boolean }> };
}

/** One verified shard: how its item run ended, and its state (replayed from its journal). */
export interface ShardResult {
  key: string;
  outcome: string;
  state: RunState;
  /** Where it came from (workspace-relative, or the --from folder as given). */
  folder: string;
}

/**
 * What a command's report about a run begins with (run and status: RunSummary; plan, approve and
 * reject, skip, history): the run's status or the stop code that refused, the exit status that
 * goes with it, the message, the fix when one is known, and the run (null where it was not
 * located). Their --json gives these as status, exit_code, message, hint, workflow, run_id.
 */
export interface ReportHead {
  status: string;
  exitCode: number;
  message: string;
  hint?: string;
  workflow: string | null;
  runId: string | null;
}

/** Where a run stands, as `run` and `status` report it. */
export interface RunSummary extends ReportHead {
  /** The question the run waits on (stopped WORKFLOW_ANSWER_REQUIRED), masked as recorded. */
  question?: ReportedQuestion;
  workflowFile: string;
  activeStep: string | null;
  completedSteps: string[];
  statePath: string | null;
  manifestPath: string | null;
  runRoot: string | null;
  /**
   * Steps the run went around without running them, and why: an aiox step whose required files
   * were missing (its `<id>_requires` check took else: steps/decision/transition.ts stepsNotRun).
   * Absent when there is none (or the run's decisions were not gathered: keepLog).
   */
  notRun?: NotRunStep[];
}

export interface RunOutcome extends RunSummary {
  /** The command that continues the run from here (null: nothing does). */
  nextCommand: string | null;
  /**
   * This invocation's --stop-after-step that the commands continuing the run carry (unmetStop), or
   * null (none given, or met: its step moved the run on, or is behind it). Absent where the run
   * ended before it opened (a refusal): the Action then repeats its own input.
   */
  unmetStopAfterStep?: string | null;
  /**
   * Stopped WORKFLOW_ANSWER_REQUIRED: the command that answers — this run's resume with --answer, or
   * the one of the run below where the question is — as the message ends with it. A parent records
   * it with the stop this run causes there (state/events.ts AnswerBelow).
   */
  answerCommand?: string;
  /** The other command that continues it as well, said beside nextCommand (a paused approval's reject). */
  nextAlternative?: string;
  /**
   * The accepted outputs (their paths) whose file a later attempt of their step wrote again without
   * a verdict accepted (run/replaced-outputs.ts): the summary's list says so beside the verdict.
   */
  replacedOutputs?: string[];
  /** A run that ended blocked: the step it can be rerun from (run --rerun-from; the Action's rerun-from), keeping the verdicts before it. */
  rerunFrom?: string;
  /** What that rerun runs again inside the step, in words (a foreach: its blocked items; run/rewind.ts rerunInsideInWords). */
  rerunInside?: string;
  /**
   * Said at the run's start: budgets the chosen agents cannot report against, so not enforced
   * (run/preflight.ts budgetWarnings); then what the run found on its way (an attempt whose spend
   * is a lower bound under a budget: RunHost.warn).
   */
  warnings?: string[];
  /** The step (label) a warning of `warnings` is about, by warning (absent: about the run itself; run/scoped-note.ts). */
  warningSteps?: Record<string, string>;
  /** The agent this invocation's agent steps run with (shown with secrets masked) and why: flags, or the run's record. */
  agents?: { shown: string; from: 'flags' | 'run'; why: string; replaced?: true };
  /** The run had already finished and this invocation only reported it again: nothing ran. */
  alreadyFinished?: true;
  stagesRun: number;
  location?: { file?: string; line?: number; column?: number };
  state?: RunState;
  /** The transitions and decisions of the whole run (from its journal). */
  log?: RunLog;
  /** This invocation resumed at another source commit or package version: what it found and did. */
  sourceChange?: SourceChangeRecord;
  /** Stopped STALE_ARTIFACT_REJECTED because its verdicts were made at another source (on_source_change: refuse). */
  sourceRefused?: true;
}

/** A child workflow run paused at its approval step, and the inputs that locate its state. */
export interface ChildApproval {
  workflowFile: string;
  runId: string;
  approvers: string[] | null;
  locating?: Array<[string, string]>;
}

/** What a step executor may use of the run it is part of. */
export interface RunHost {
  readonly workflow: Workflow;
  readonly workspace: Workspace;
  readonly ctx: RunContext;
  readonly request: RunRequest;
  readonly ports: RunnerPorts;
  /** HEAD watched for this run (SourceInfo.watchSourceCommit), undefined where the port does not: a run started inside it watches from there. */
  readonly headWatch?: HeadWatch | undefined;
  readonly ancestry: Ancestor[];
  state(): RunState;
  /** Change the state: the event's transition is applied now and committed with the next commit. */
  apply<E extends JournalEvent>(event: E): Applied;
  /**
   * Commit the events applied so far (one fdatasync'd append) and write the state's projections.
   * `{ project: false }`: the journal only — the projections lag it until the next commit that
   * writes them (a loader projects a lagging snapshot again; a merge's items use it, see
   * steps/foreach/run.ts).
   */
  commit(options?: { project?: boolean }): void;
  now(): string;
  /** Milliseconds on the run's clock (durations). */
  clock(): number;
  stagesRan(count: number): void;
  /** The `[n/N]` count of a finished stage, given the run's completed steps now (run/step-count.ts). */
  progress(completed: readonly string[], step: string): StepCountShown;
  /**
   * Child workflow runs paused at their approval steps (a child_workflow step's; a parallel step's
   * branches', in declared order): what decides them (the run's outcome says so, the first in its next command).
   */
  childrenAwaitApproval(children: readonly ChildApproval[]): void;
  /** A child workflow run refused to go on at this source (on_source_change: refuse): the run's outcome says how to go on. */
  childRefusedSource(): void;
  /**
   * The fix of the error a step stopped the run with (a StagegateError's hint: the input to pass,
   * ...): the outcome's `hint` when the run stops with `code` in this invocation, instead of the
   * stop code's generic fix. Not journaled: a resume that stops the same way says it again.
   */
  stopFix(code: string, hint: string | undefined): void;
  /** This invocation's answer (RunRequest.answer), once: the first pending question takes it; a later one asked in the same invocation stops the run. */
  takeAnswer(): { text: string; by: string } | undefined;
  /**
   * The invocation's answer, not taken yet, was given for this same question of `step`, which a
   * source change rerun took back and the step has just asked again (questions.ts answersAgain):
   * the step goes on, and takes it (takeAnswer), instead of stopping for it.
   */
  answerWaits(step: string, question: string): boolean;
  /**
   * Where in a file the failure a step stopped the run with was found (the gate's line in the
   * output: GATE_RESULT_MISSING, WORKFLOW_STATUS_CONTRACT_VIOLATION): the outcome's `location` when
   * the run stops with `code` in this invocation. Not journaled, like stopFix: the recorded message
   * says `file:line` itself.
   */
  stopAt(code: string, location: { file: string; line: number; column?: number }): void;
  /**
   * A warning of this invocation: said now (a warning note) and in the outcome's `warnings`, once
   * (the same message given again is not said again).
   * `said`: a child or item run's warning, whose note already went out through its ports: only
   * added to the outcome's `warnings`. `step`: the step (label) it is about, which begins it.
   */
  warn(message: string, said?: boolean, step?: string): void;
  /** The invocation's stop_after_step is `stepId`. */
  stopsAfter(stepId: string): boolean;
  /** The optional inputs among `names` that are bound to a non-empty value. */
  present(names: readonly string[]): string[];
  /** The invocation's environment, copied once per run (stage environments start from it). */
  envBase(): Record<string, string | undefined>;
  /** A new attempt token of this invocation (run/leftovers.ts), its random part from the run's pool. */
  attemptToken(): string;
  /** The run entry itself, for child workflows and foreach items. */
  runChild(request: RunRequest & { ancestry: Ancestor[] }, ports: RunnerPorts): Promise<RunOutcome>;
}
