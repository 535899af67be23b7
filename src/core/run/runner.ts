// The run entry: load and validate the workflow, bind the invocation, take the run lock, replay
// the run's journal (resume) or start a new one (fresh), then hand step after step to its
// executor (executors.ts). Every change to the run is an event: applied to the state at once,
// appended to the journal at each commit (one fdatasync), after which the state's projections
// (workflow_state.yaml, RUN_MANIFEST.yaml) are written.
import { WARNING_PREFIX } from './scoped-note.js';
import { join } from 'node:path';
import { StagegateError, isStagegateError } from './errors.js';
import { STOP_CODES, exitStatusFor, stopClass, stopSignalOf } from './stop-codes.js';
import { Workspace } from '../workspace/workspace.js';
import { loadAndCheckAsync } from '../model/load-and-check.js';
import { resolveRunContext, type RunContext } from './context.js';
import { declaredInputs } from '../model/invocation.js';
import { locatingInputNames } from '../model/run-scope.js';
import { RunLock } from '../state/lock.js';
import { RunStore } from '../state/run-store.js';
import { loadRun, reloadRun, withoutEvents, type RunFiles, type RunLoad } from '../state/store.js';
import type { RunState, SourceChangeRecord } from '../state/state.js';
import { statusOf } from '../state/state.js';
import { emptyLog, logEvent, type RunLog } from '../state/run-log.js';
import type { JournalEvent, RunnerLost, RunStopped } from '../state/events.js';
import { eventsOf, journalPathFor, type JournalTexts } from '../state/journal.js';
import { checkIntegrity, withWorkflowChange } from '../state/integrity.js';
import { endSupersede, supersede } from '../state/supersede.js';
import { freshStartDone, readPendingFresh, type PendingFresh } from '../state/fresh-marker.js';
import { writeLatestPointer, writeManifest } from '../state/manifest-write.js';
import { LATER_MANIFEST_SECTIONS } from '../state/manifest.js';
import { RandomHex } from '../state/random-hex.js';
import { ProjectionCache } from '../state/snapshot.js';
import { budgetWarnings, checkInputConflicts, integrityViolation, lockName, preflightInvocation, preflightInvocationAsync } from './preflight.js';
import { agentRecordRun } from './agent-record.js';
import type { AgentSelection } from '../agents/registry.js';
import { checkLogsRecorded } from './unrecorded-logs.js';
import { freshOwnedPaths } from './fresh.js';
import { removeStaleTempFiles } from '../state/atomic-write.js';
import { attemptToken, interruption, invocationPrefix, leftoverAttempts, newInvocationToken } from './leftovers.js';
import { applyEvent, withClaims, type Applied } from './reduce.js';
import { EXECUTORS } from './executors.js';
import { describeSourceChange, effectivePolicy, refusal, refuses, reopens, sourceChange, type SourcePoint, type SourcePolicy, SourceRefusal, staleSourceOf, unreadSource, unreadSourceWarning } from './source-drift.js';
import { declaredStepCount, stepNamed, type Workflow } from '../model/workflow.js';
import { describeRewind, isRefusal, planRewind, raiseVisitsHint, rerunCommand, rerunStepUnknown, rewindError, type RewindPlan } from './rewind.js';
import { failedEnd, failureInWords } from './failed-end.js';
import { planRerun } from './rewind-items.js';
import type { HeadWatch, RunnerPorts } from './ports.js';
import { VERSION } from '../../version.js';
import { agentsWhy, describeAgents, effectiveAgents, reusable, toRecord, type RecordedAgents } from '../agents/recorded.js';
import { canSkipByRequires } from '../steps/decision/transition.js';
import { runningBranches } from '../steps/parallel/records.js';
import type { Ancestor, ChildApproval, RunHost, RunOutcome, RunRequest } from './host.js';
import { alreadyFinishedOf, describeStop, outcomeOf, resumeCommand, type EndingRun } from './outcome.js';

export type { Ancestor, RunOutcome, RunRequest, RunSummary } from './host.js';

export async function runWorkflow(asked: RunRequest, ports: RunnerPorts): Promise<RunOutcome> {
  let request = asked;
  const base: RunOutcome = {
    status: 'WORKFLOW_CONTRACT_INVALID',
    exitCode: 0,
    message: '',
    workflow: null,
    workflowFile: request.workflowFile,
    runId: null,
    activeStep: null,
    completedSteps: [],
    statePath: null,
    manifestPath: null,
    runRoot: null,
    nextCommand: null,
    stagesRun: 0,
  };
  let ctx: RunContext | undefined;
  try {
    const workspace = new Workspace(request.workspace);
    // The source commit is asked for now and read once the workflow and the journal are loaded (git runs meanwhile).
    // With it, where the port watches HEAD, the watch this run asks as its attempts end (source_advanced).
    const watched = ports.source.watchSourceCommit?.(workspace.root);
    const startedSource = watched !== undefined ? watched.commit : ports.source.startSourceCommit?.(workspace.root);
    const workflow = request.workflowModel ?? (await loadAndCheckAsync(workspace, request.workflowFile));
    base.workflow = workflow.name;
    base.workflowFile = workflow.file;
    // Steps an aiox requires check can go around: the run's end lists them, from the whole journal's decisions.
    if (request.keepLog === false && canSkipByRequires(workflow)) request = { ...request, keepLog: true };
    // --rerun-from STEP that names no step: the workflow alone knows, so it is said before the run is
    // located, loaded or checked (a changed output, a run not started would otherwise be said instead).
    const rerunFrom = request.invocation.rerunFrom;
    const unknown = rerunFrom === undefined ? undefined : rerunStepUnknown(workflow, stepNamed(workflow, rerunFrom) ?? rerunFrom);
    if (unknown !== undefined) throw rewindError(unknown);
    const locate = (): RunContext => {
      ctx = resolveRunContext(workflow, workspace, request.invocation, ports.clock.now(), { ancestorRunRoots: request.ancestry?.map((a) => a.runRoot) ?? [], itemRun: request.itemRun === true, log: request.keepLog !== false, naming: { commandName: request.commandName, inputsInHints: request.agentFlagsInHints } });
      Object.assign(base, { runId: ctx.runId, statePath: ctx.statePath.rel, manifestPath: ctx.manifestPath.rel, runRoot: ctx.runRoot.rel });
      return ctx;
    };
    const located = locate();
    // A run started with agent flags remembers them: this invocation without any uses the run's record (agents/recorded.ts).
    if (request.itemRun !== true && (request.ancestry?.length ?? 0) === 0) request = withAgentChoice(request, located, base);
    const marked = request.invocationToken !== undefined && request.random !== undefined ? request : { ...request, invocationToken: request.invocationToken ?? newInvocationToken(), random: request.random ?? new RandomHex() };
    return await new Run(located, marked, ports, base, locate, startedSource, watched?.head).execute();
  } catch (error) {
    if (!isStagegateError(error)) throw error;
    const existing = ctx && ctx.existing.kind === 'ok' ? ctx.existing.state : undefined;
    return {
      ...base,
      // Stopped before the run was located (the workflow does not load): the run id given, as given.
      runId: base.runId ?? request.invocation.runId ?? request.invocation.tokens['run_id'] ?? null,
      status: error.code,
      exitCode: exitStatusFor(error.code),
      message: error.message,
      ...(error.hint !== undefined ? { hint: error.hint } : {}),
      ...(error instanceof SourceRefusal ? { sourceRefused: true as const } : {}),
      location: error.location,
      activeStep: existing?.active_step ?? null,
      completedSteps: existing?.completed_steps ?? [],
      nextCommand: error.nextCommand ?? null,
    };
  }
}

/**
 * The request with the agent selection this invocation uses (its flags, else the run's record)
 * and why; the outcome says it (base.agents) whenever an agent is chosen either way.
 */
function withAgentChoice(request: RunRequest, ctx: RunContext, base: RunOutcome, found: RunLoad = ctx.existing): RunRequest {
  // The flags as given: a choice made again (under the lock) starts from them, not from the first choice.
  const given = request.agentChoice !== undefined ? request.agentFlags : request.agents;
  const earlier = request.agentChoice;
  const choice = effectiveAgents(given, agentRecordRun(ctx, found), ctx.workspace, ctx.runId);
  const shown = describeAgents(choice.selection);
  delete base.agents;
  if (choice.from !== 'none' && shown !== '') base.agents = { shown, from: choice.from, why: agentsWhy(choice), ...(choice.replaced !== undefined ? { replaced: true as const } : {}) };
  // Also in the outcome of a run its agent check then refuses (said as a note once the run starts).
  if (earlier?.notReused !== undefined) base.warnings = base.warnings?.filter((w) => w !== earlier.notReused);
  if (choice.notReused !== undefined) base.warnings = [...(base.warnings ?? []), choice.notReused];
  return { ...request, agents: choice.selection, agentChoice: choice, ...(given !== undefined ? { agentFlags: given } : {}) };
}

/** A commit the journal took whose projections (state file, manifest) could not be written: `errno` says why. */
class ProjectionsUnwritten extends StagegateError {
  constructor(
    readonly errno: string,
    message: string,
    options: ConstructorParameters<typeof StagegateError>[2],
  ) {
    super('STATE_WRITE_FAILED', message, options);
  }
}

/**
 * The journal already records this loss: a resume recorded it, then died before it did anything
 * else (only run_started lines follow its runner_lost, which names the same attempt and branches).
 * Not recorded twice: the attempt was abandoned once, by the runner that had it in flight.
 */
function lossRecorded(texts: JournalTexts, lost: RunnerLost): boolean {
  for (let i = texts.length - 1; i >= 0; i--) {
    const e = eventsOf<JournalEvent>([texts[i]!])[0]!;
    if (e.event === 'run_started') continue;
    return e.event === 'runner_lost' && e.step === lost.step && e.visit === lost.visit && e.attempt === lost.attempt && (e.branches ?? []).join(',') === (lost.branches ?? []).join(',');
  }
  return false;
}

/** The same agent, command and arguments (what the agent check and the stages see). */
function sameSelection(a: AgentSelection, b: AgentSelection): boolean {
  return a.agent === b.agent && a.agentCommand === b.agentCommand && (a.agentArgs ?? []).join('\0') === (b.agentArgs ?? []).join('\0') && a.freshSessions === b.freshSessions;
}

/** Two reads of a run found the same journal (and so the same run id, inputs and verdicts). */
function sameRun(a: RunLoad, b: RunLoad): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'ok' && b.kind === 'ok') return a.head.seq === b.head.seq && a.head.sha256 === b.head.sha256;
  if (a.kind === 'corrupt' && b.kind === 'corrupt') return a.reason === b.reason;
  return true;
}

class Run implements RunHost {
  private current!: RunState;
  private store: RunStore | undefined;
  private pending: JournalEvent[] = [];
  /** The run's transitions and decisions (RunOutcome.log), unless the request leaves them out (keepLog). */
  private log: RunLog | undefined;
  private stagesRun = 0;
  /** The child workflow runs that paused at their approval steps during this invocation (childrenAwaitApproval). */
  private childApprovals: readonly ChildApproval[] = [];
  /** A child workflow run refused its stale verdicts during this invocation (childRefusedSource). */
  private childRefused = false;
  /** The fix of the error a step stopped the run with in this invocation (stopFix). */
  private stopHint: { code: string; hint: string } | undefined;
  /** Where in a file the failure a step stopped the run with was found (stopAt). */
  private stopLocation: { code: string; file: string; line: number; column?: number } | undefined;
  /** The highest `[n/N]` count shown in this invocation (progress). */
  private progressShown = 0;
  /** What the manifest's last write made, reused piece by piece by the next (state/manifest.ts). */
  private readonly manifestCache = new ProjectionCache();
  /** The random part of this run's temp file names and attempt tokens (state/random-hex.ts; the invocation's, shared with the runs it starts). */
  private readonly random: RandomHex;
  /** A fresh start's marker is in place until the new run's start is committed (freshStart, commit). */
  private freshMarked = false;
  private baseEnv: Record<string, string | undefined> | undefined;
  private source: SourcePoint | undefined;
  /** The attempt this invocation started last (attempt_started): only its end reads HEAD for an advance. */
  private ownFlight: RunState['in_flight'] = null;
  /** Whether the checks before the lock judged the run reopened by a source change (chooseAgentsAgain checks the same way). */
  private checkedSourceChanged = false;
  /** What startedSource gave (read at the start of execute). */
  private startedCommit: { commit: string | null } | undefined;
  /** The source change this invocation found and recorded (run/source-drift.ts). */
  private sourceChanged: SourceChangeRecord | undefined;
  readonly workflow: Workflow;
  readonly workspace: Workspace;
  readonly ancestry: Ancestor[];
  private files: RunFiles;

  constructor(
    public ctx: RunContext,
    /** Replaced once, under the lock, when the run changed since it was read (chooseAgentsAgain). */
    public request: RunRequest,
    readonly ports: RunnerPorts,
    private readonly base: RunOutcome,
    /** Resolves the run's context again (run_id, persisted inputs, paths) from what is on disk now. */
    private readonly locate: () => RunContext,
    /** The source commit asked for when the invocation began (SourceInfo.startSourceCommit): read before it is needed. */
    private readonly startedSource?: Promise<string | null>,
    /** HEAD watched for this run (SourceInfo.watchSourceCommit): a commit its own stage made. */
    readonly headWatch?: HeadWatch,
  ) {
    this.workflow = ctx.workflow;
    this.workspace = ctx.workspace;
    this.ancestry = request.ancestry ?? [];
    this.files = { state: ctx.statePath.abs, manifest: ctx.manifestPath.abs };
    this.random = request.random ?? new RandomHex();
    if (request.keepLog !== false) this.log = emptyLog();
  }

  /**
   * The run changed between the first read and the lock: the agent choice it recorded is read
   * again too (another runner's flags may have replaced it), so this invocation runs, and records,
   * the run's choice as it is now. Another agent than the one checked before the lock is checked
   * now, before anything runs (without loading importers: a child workflow in another format is
   * checked by its step).
   */
  private chooseAgentsAgain(found: RunLoad): void {
    const before = this.request.agentChoice;
    if (before === undefined) return;
    this.request = withAgentChoice(this.request, this.ctx, this.base, found);
    if (sameSelection(before.selection, this.request.agents ?? {})) return;
    preflightInvocation(this.ctx, this.request.agents ?? {}, { pathEnv: this.request.env['PATH'] ?? '', sourceChanged: this.checkedSourceChanged, itemsRanAsShards: this.request.shards !== undefined });
  }

  /** The context read again under the lock; the lock must still be the run's (the state did not move). */
  private relocate(): void {
    const again = this.locate();
    if (again.lockPath !== this.ctx.lockPath) {
      throw new StagegateError('WORKFLOW_LOCKED', `run ${again.runId} of workflow ${this.workflow.name} was moved by another stagegate process while this invocation started; nothing was changed`, {
        hint: 'Run the same command again.',
      });
    }
    this.ctx = again;
    this.files = { state: again.statePath.abs, manifest: again.manifestPath.abs };
  }

  // --- RunHost ------------------------------------------------------------------------------

  state(): RunState {
    return this.current;
  }

  apply<E extends JournalEvent>(event: E): Applied {
    const before = this.current;
    let applied = applyEvent(before, event, this.workflow);
    if (event.event === 'attempt_started') this.ownFlight = applied.state.in_flight;
    const advance = this.advanceAt(before, event, applied.state);
    if (advance !== undefined) {
      // Before the event that ends the attempt: its verdict is stamped at the commit it judged.
      this.record(advance, applyEvent(before, advance, this.workflow));
      applied = applyEvent(this.current, event, this.workflow);
    }
    this.record(event, applied);
    return applied;
  }

  private record(event: JournalEvent, applied: Applied): void {
    this.pending.push(withClaims(event, applied));
    this.current = applied.state;
    if (this.log) logEvent(this.log, event, applied.state);
  }

  /**
   * HEAD moved while an attempt this invocation started was under way: a commit the run's own
   * stage made (docs/run-semantics.md#source-changes). Looked at (SourceInfo.watchSourceCommit:
   * `git rev-parse` only when HEAD's reflog changed) when the attempt ends, and as each foreach item
   * or parallel branch of it finishes (a later item starts at the commit the earlier one left). A move while no attempt of this
   * invocation runs (a commit between invocations, an attempt a dead runner left in flight) is
   * never read here: the next resume compares it as a source change.
   */
  private advanceAt(before: RunState | undefined, event: JournalEvent, after: RunState): JournalEvent | undefined {
    const head = this.headWatch;
    const flight = before?.in_flight;
    const own = this.ownFlight;
    if (head === undefined || before === undefined || !flight || own === null || event.event === 'source_advanced') return undefined;
    if (flight.step !== own.step || flight.visit !== own.visit || flight.attempt !== own.attempt) return undefined;
    const ends = after.in_flight === null || event.event === 'item_finished' || (event.event === 'branch_updated' && (event.patch.status === 'succeeded' || event.patch.status === 'failed'));
    if (!ends) return undefined;
    // undefined: HEAD has not moved since the watch last looked (no git process started).
    const now = head.moved();
    const from = before.source_commit ?? null;
    if (now === undefined || now === null || now === from) return undefined;
    return { event: 'source_advanced', at: event.at, step: flight.step, visit: flight.visit, attempt: flight.attempt, from_commit: from, to_commit: now };
  }

  commit(options?: { project?: boolean }): void {
    const store = this.store!;
    // A stage may have replaced a folder on the way with a link out of the workspace: the paths
    // were checked when the run started; check them again so nothing is written through one.
    this.workspace.resolve(this.ctx.statePath.rel, 'state_path');
    const { ctx } = this;
    const committing = this.pending;
    try {
      if (this.pending.length > 0) store.commit(this.pending);
      this.pending = [];
      // A fresh start's marker (state/supersede.ts): its run's start is in the journal now.
      if (this.freshMarked) {
        endSupersede(ctx.statePath);
        this.freshMarked = false;
      }
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      // What is not in the journal did not happen for the next run: said, so no one reads a stage's failure or acceptance as recorded.
      const ends = committing.filter((e) => e.event === 'attempt_failed' || e.event === 'gate_accepted' || e.event === 'exit_accepted');
      const unrecorded = ends.length === 0 ? '' : `; not recorded: ${ends.map((e) => (e.event === 'attempt_failed' ? `the failure of step ${e.step} (${e.code}: ${e.message})` : `the acceptance of step ${e.step}`)).join(', ')} — a resume runs ${ends.length === 1 ? 'that step' : 'those steps'} again`;
      // Removed or replaced under the run (a stage's rm -rf of the run folder): it holds nothing of
      // this run now, and no space or permission brings it back.
      if (code === 'EJOURNALSWAPPED') {
        throw new StagegateError('STATE_WRITE_FAILED', `the journal ${journalPathFor(ctx.statePath.rel)} of run ${ctx.runId} was removed or replaced while the run was running (by a stage, or something beside the run): nothing more of the run can be recorded${unrecorded}`, {
          hint: 'Restore the journal from a copy if you have one, then resume; else start over with --mode fresh (what is left of the run is moved aside, not deleted). A stage may write only its own declared output: never the run\'s journal, state file or folder.',
          cause: error,
        });
      }
      throw new StagegateError('STATE_WRITE_FAILED', `cannot append to the journal of run ${ctx.runId} under ${ctx.runRoot.rel} (${code}): it holds everything committed before${unrecorded}`, {
        hint: 'Free disk space or fix permissions, then resume.',
        cause: error,
      });
    }
    if (this.request.itemRun === true || options?.project === false) return;
    this.projectOrThrow();
  }

  /** The state file and manifest written from the journal; a failure to write them is ProjectionsUnwritten (STATE_WRITE_FAILED). */
  private projectOrThrow(): void {
    const { ctx } = this;
    try {
      this.project();
    } catch (error) {
      if (isStagegateError(error)) throw error;
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      throw new ProjectionsUnwritten(code, `cannot write the state file or manifest of run ${ctx.runId} under ${ctx.runRoot.rel} (${code}): the journal records everything so far, and the next invocation writes them again`, {
        hint: 'Free disk space or fix permissions (or remove what is in their way), then resume.',
        cause: error,
      });
    }
  }

  now(): string {
    return this.ports.clock.now().toISOString();
  }

  clock(): number {
    return this.ports.clock.now().getTime();
  }

  stagesRan(count: number): void {
    this.stagesRun += count;
  }

  progress(completed: number): number {
    this.progressShown = Math.max(this.progressShown, completed);
    return this.progressShown;
  }

  childrenAwaitApproval(children: readonly ChildApproval[]): void {
    this.childApprovals = children;
  }

  childRefusedSource(): void {
    this.childRefused = true;
  }

  stopFix(code: string, hint: string | undefined): void {
    this.stopHint = hint === undefined || hint === '' ? undefined : { code, hint };
  }

  stopAt(code: string, location: { file: string; line: number; column?: number }): void {
    this.stopLocation = { code, ...location };
  }

  warn(message: string, said = false): void {
    if (!(this.base.warnings ?? []).includes(message)) this.base.warnings = [...(this.base.warnings ?? []), message];
    if (!said) this.ports.onEvent?.({ type: 'note', message: `${WARNING_PREFIX}${message}`, warning: true });
  }

  stopsAfter(stepId: string): boolean {
    return this.ctx.bound.controls.stopAfterStep === stepId;
  }

  present(names: readonly string[]): string[] {
    return names.filter((name) => {
      const v = this.ctx.bindings.get(name);
      return v !== undefined && v !== '';
    });
  }

  /**
   * The invocation's environment as a stage environment's base: a plain copy, taken once per run.
   * process.env is an exotic object whose every read goes to the C library.
   */
  envBase(): Record<string, string | undefined> {
    return (this.baseEnv ??= { ...this.request.env });
  }

  attemptToken(): string {
    return attemptToken(this.request.invocationToken ?? 'x', this.random);
  }

  runChild(request: RunRequest & { ancestry: Ancestor[] }, ports: RunnerPorts): Promise<RunOutcome> {
    return runWorkflow(request, ports);
  }

  // --- the run ------------------------------------------------------------------------------

  async execute(): Promise<RunOutcome> {
    if (this.startedSource !== undefined) this.startedCommit = { commit: await this.startedSource };
    const mode = this.ctx.bound.controls.mode;
    // Agents and outputs inside the workspace (run/preflight.ts; plan makes the same checks).
    // A finished run that a source change opens again (source-drift.ts) runs steps: it needs its agents.
    const existing = this.ctx.existing.kind === 'ok' ? this.ctx.existing.state : undefined;
    const rerunFrom = this.rerunFrom;
    if (rerunFrom !== undefined && (mode === 'fresh' || this.ctx.bound.controls.ignorePreviousCompletion)) {
      throw new StagegateError('WORKFLOW_INPUT_INVALID', `--rerun-from ${rerunFrom} reruns part of run ${this.ctx.runId} as it stands; a fresh start (--mode fresh, --ignore-previous-completion) runs every step again: give one or the other`, {
        hint: `Rerun from the step without --mode fresh: ${rerunCommand(this.resumeCommand(), rerunFrom)}`,
      });
    }
    // A run that a source change or --rerun-from sends back (a finished one opened again) runs steps
    // it had done: it needs their agents (an active run otherwise only those it can still reach: preflight.ts).
    const sourceChanged = rerunFrom !== undefined || (existing !== undefined && reopens(sourceChange(existing, this.sourceNow(), this.sourcePolicy()), this.sourcePolicy()));
    this.checkedSourceChanged = sourceChanged;
    await preflightInvocationAsync(this.ctx, this.request.agents ?? {}, { pathEnv: this.request.env['PATH'] ?? '', sourceChanged, itemsRanAsShards: this.request.shards !== undefined });
    const lock = this.request.itemRun === true ? undefined : RunLock.acquire(this.ctx.lockPath, lockName(this.ctx));
    try {
      removeStaleTempFiles(this.ctx.statePath.abs);
      removeStaleTempFiles(this.ctx.manifestPath.abs); // a runner killed while writing the manifest leaves one too
      const opened = this.open(mode);
      if (opened.kind === 'finished') return opened.outcome;
      const { resumed } = opened;
      // The invocation's start is on disk before anything runs (an item run's goes out with its first stage's start).
      if (this.request.itemRun !== true) this.commit();
      // Recorded now: the commands printed to continue the run need not carry the agent flags (the resume finds them).
      const record = this.request.agentChoice !== undefined ? this.current.invocations.at(-1)?.agents : undefined;
      if (record !== undefined && reusable(record) && this.request.agents !== undefined) this.request.agents.recorded = true;
      this.writePointer();
      this.request.onStarted?.(this.resumeCommand());
      this.ports.onEvent?.({ type: 'run_started', workflow: this.workflow.name, runId: this.ctx.runId, mode, statePath: this.ctx.statePath.rel, resumed, totalSteps: declaredStepCount(this.workflow) });
      this.warnSameRunElsewhere();
      this.sayAgentChoice();
      // A budget the chosen agent cannot report against is not enforced: said now, not found out
      // from a WORKFLOW_COMPLETE over it (an item run's parent said it already).
      if (this.request.itemRun !== true) {
        const warnings = budgetWarnings(this.workflow, this.workspace, this.request.agents ?? {}).map((w) => w.message);
        if (warnings.length > 0) this.base.warnings = [...(this.base.warnings ?? []), ...warnings];
        for (const message of warnings) this.ports.onEvent?.({ type: 'note', message: `${WARNING_PREFIX}${message}`, warning: true });
      }
      const stop = await this.loop();
      const outcome = this.finish(stop);
      this.checkEvidenceAtEnd(stop);
      return outcome;
    } catch (error) {
      // The journal took the events, its projections did not: the run's account is the journal's.
      if (error instanceof ProjectionsUnwritten && this.pending.length === 0) return this.unprojected(error);
      // What was applied stays applied: a completed stage is committed before the error is reported.
      if (this.store && this.pending.length > 0) {
        try {
          this.commit();
        } catch {
          /* the error that ended the run is the one reported */
        }
      }
      throw error;
    } finally {
      this.store?.close();
      // Whatever the invocation's stages left running outside their groups ends with it.
      if (this.ancestry.length === 0 && this.request.itemRun !== true) {
        const prefix = invocationPrefix(attemptToken(this.request.invocationToken!));
        // An invocation that started no process left none running: no scan of every process (a
        // status-like run: finished already, refused, paused at an approval, decisions only).
        if (this.ports.processes.started?.(prefix) !== false) this.ports.processes.killLeftovers?.([{ token: prefix }]);
      }
      lock?.release();
    }
  }


  /**
   * Which agent a resume runs with when that is not what its command line says: the run's record
   * (no agent flags given), or flags that replace it; a recorded command not reused is a warning.
   */
  private sayAgentChoice(): void {
    const choice = this.request.agentChoice;
    if (choice === undefined) return;
    if (choice.notReused !== undefined) this.warn(choice.notReused);
    if (this.base.agents !== undefined && (choice.from === 'run' || choice.replaced !== undefined)) this.ports.onEvent?.({ type: 'note', message: `agent: ${this.base.agents.shown} (${this.base.agents.why})` });
  }

  /**
   * A new run (no state where this invocation looks) whose state path an input left to its default
   * places: a run of the same id elsewhere in the workspace is most likely the one meant, started
   * with that input given (a CI job that forgot it). Said before anything runs; the run goes on, as
   * `status` reports NOT_STARTED here. Only then is the workspace searched.
   */
  private warnSameRunElsewhere(): void {
    const { ctx } = this;
    // A fresh start isolated out of a shared artifact_root: the run of that id in the shared folder is the one it replaces, by design.
    if (this.request.sameRunElsewhere === undefined || ctx.existing.kind !== 'absent' || ctx.runIdGenerated || ctx.isolated) return;
    if (locatingInputNames(this.workflow).every((name) => ctx.bound.explicit.has(name))) return;
    const where = this.request.sameRunElsewhere(ctx);
    if (where !== undefined) this.warn(`run ${ctx.runId} has no state at ${ctx.statePath.rel}, so this starts a second run of that id there. ${where}`);
  }

  private persistedInputs(): Record<string, string> {
    const inputs: Record<string, string> = {};
    for (const name of declaredInputs(this.workflow)) {
      const value = this.ctx.bindings.get(name);
      if (value !== undefined && !['stop_after_step', 'execution_mode', 'ignore_previous_completion'].includes(name)) inputs[name] = value;
    }
    inputs['run_id'] = this.ctx.runId;
    return inputs;
  }

  /** This invocation starts: the first event of a new journal creates the run. */
  /** `fresh`: a fresh start's run (a resume that finished one a crash interrupted records it as the fresh run it is). */
  private startInvocation(freshOf: RunState['fresh_execution_of'], fresh = false): void {
    const { ctx } = this;
    const entry = this.workflow.entry!;
    this.apply({
      event: 'run_started',
      at: this.now(),
      run_id: ctx.runId,
      workflow: this.workflow.name,
      workflow_file: this.workflow.file,
      workflow_digest: this.workflow.digest,
      mode: fresh ? 'fresh' : ctx.bound.controls.mode,
      ignore_previous_completion: fresh || ctx.bound.controls.ignorePreviousCompletion,
      stop_after_step: ctx.bound.controls.stopAfterStep,
      inputs: this.persistedInputs(),
      run_root: ctx.runRoot.rel,
      source_commit: this.sourceNow().source_commit,
      ...(this.sourceUnread !== undefined ? { source_unread: this.sourceUnread } : {}),
      agent_package_version: this.sourceNow().agent_package_version,
      stagegate_version: VERSION,
      stall_rule: 'fixed_point',
      manifest_sections: [...LATER_MANIFEST_SECTIONS],
      fresh_execution_of: freshOf,
      ...(this.workflow.data.terminal?.success !== undefined ? { success_status: this.workflow.data.terminal.success } : {}),
      ...this.agentsRecord(),
      entry,
      entry_kind: this.workflow.steps.get(entry)!.kind,
      ...(this.request.parentInstance !== undefined ? { parent_instance: this.request.parentInstance } : {}),
    });
  }

  /** The agent choice this invocation runs with, for its run_started (a top-level run's: items and children run their parent's). */
  private agentsRecord(): { agents?: RecordedAgents } {
    // A recorded command this invocation could not reuse: the run's record stays the one that names it.
    if (this.request.agentChoice === undefined || this.request.agentChoice.notReused !== undefined) return {};
    const record = toRecord(this.request.agents ?? {}, this.workspace);
    return record !== undefined ? { agents: record } : {};
  }

  /** The source this invocation runs at: git HEAD (the Action: the pull request's head) and the agent package version. */
  private sourceNow(): SourcePoint {
    if (this.source === undefined) {
      this.source = { source_commit: this.startedCommit !== undefined ? this.startedCommit.commit : this.ports.source.sourceCommit(this.workspace.root), agent_package_version: this.ctx.agentPackageVersion };
      // A git work tree git would not read (a checkout another user owns): said once, recorded.
      const why = this.source.source_commit === null ? this.ports.source.unreadable?.(this.workspace.root) : undefined;
      if (why !== undefined) {
        this.sourceUnread = why;
        this.warn(unreadSourceWarning(this.workspace.root, why));
      }
    }
    return this.source;
  }

  /** Why sourceNow found no commit in a git work tree (git's first line), when it did not. */
  private sourceUnread: string | undefined;

  private sourcePolicy(): SourcePolicy {
    return effectivePolicy(this.request.invocation, this.workflow);
  }

  /** A resume at another source: recorded in the journal (why steps run again, or that old verdicts were kept), and said. */
  private recordSourceChange(change: Omit<SourceChangeRecord, 'at'>): void {
    const applied = this.apply({ event: 'source_changed', at: this.now(), change, to: null, stop: null });
    this.sourceChanged = applied.state.source_changes?.[applied.state.source_changes.length - 1];
    this.ports.onEvent?.({ type: 'note', message: describeSourceChange(change) });
  }

  /** --rerun-from STEP, the step an imported file's id as written there names (N-001 for N_001) when it names one. */
  private get rerunFrom(): string | undefined {
    const given = this.request.invocation.rerunFrom;
    return given === undefined ? undefined : (stepNamed(this.workflow, given) ?? given);
  }

  /** --rerun-from STEP: the verdicts it takes back, recorded in the journal (run/rewind.ts), and said. */
  private recordRewind(stepId: string): void {
    // Planned again on the state a source change may have moved on (it only takes verdicts back).
    const plan = this.planRerunOrThrow(this.current, stepId);
    if (plan.taken_back.length === 0 && plan.step === this.current.active_step) {
      // The run is at STEP and has no verdict of it: the resume runs it anyway. Entering it again
      // would only spend a visit of its max_visits.
      this.ports.onEvent?.({ type: 'note', message: `rerun from ${plan.step}: the run is at ${plan.step} and has no verdict of it to take back; it resumes there` });
      return;
    }
    // The step whose failure ended the run: said, since it has no verdict to take back.
    const failure = plan.taken_back.length === 0 && failedEnd(this.current) === plan.step ? failureInWords(this.current, plan.step) : undefined;
    this.apply({ event: 'rewound', at: this.now(), step: plan.step, taken_back: plan.taken_back, ...(plan.items !== undefined ? { items: plan.items } : {}), ...(plan.branches !== undefined ? { branches: plan.branches } : {}), ...(failure !== undefined ? { after_failure: failure } : {}), to: null, stop: null });
    this.ports.onEvent?.({ type: 'note', message: describeRewind(plan, failure) });
  }

  /**
   * The rerun from `stepId` as it will be done, with what the runs on disk say (rewind-items.ts
   * planRerun: the one check status offers by); refused: nothing of this invocation is written.
   */
  private planRerunOrThrow(state: RunState, stepId: string): RewindPlan {
    const plan = planRerun(this.workspace, state, this.workflow, stepId, this.ctx.runRoot.rel);
    if (!isRefusal(plan)) return plan;
    this.pending = [];
    // No visit left: the continuation in the words of the command that runs it once max_visits is raised.
    if (plan.raise !== undefined) throw rewindError({ ...plan, hint: raiseVisitsHint(plan.raise, this.workflow, this.resumeCommand(), undefined, plan.alsoAtLimit, `and the run reaches it again from ${plan.raise}`) });
    throw rewindError(plan);
  }

  /**
   * The steps whose verdicts --rerun-from takes back (run/rewind.ts planRewind), if it is given and
   * allowed: their outputs are not checked as evidence (integrity.ts), they run again.
   */
  private takenBackByRerun(state: RunState): ReadonlySet<string> | undefined {
    const from = this.rerunFrom;
    if (from === undefined) return undefined;
    const plan = planRewind(state, this.workflow, from);
    return isRefusal(plan) ? undefined : new Set(plan.taken_back);
  }

  /**
   * Moves the earlier run's own files aside and starts the run anew. `pending`: a fresh start a
   * crash interrupted (state/supersede.ts), finished into its folder — the run it supersedes read
   * from there once its journal was moved. Returns the folder they went into (null: nothing moved).
   */
  private freshStart(previous: RunState | undefined, pending?: PendingFresh): string | null {
    const { ctx } = this;
    const prior = previous ?? (pending !== undefined ? this.supersededState(pending) : undefined);
    // Only what is this run's own (run/fresh.ts): never a path an untrusted previous state names.
    const paths = freshOwnedPaths(ctx, prior);
    const stamp = this.now().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
    const { to: movedTo, marked } = supersede(this.workspace, ctx.runRoot, ctx.statePath, paths, stamp, { pending, random: this.random });
    // Removed once the new run's start is committed (commit()): a crash before then finds it again.
    this.freshMarked = marked;
    const freshOf = prior || movedTo ? { run_id: prior?.run_id ?? ctx.runId, status: prior?.status ?? null, superseded_to: movedTo } : null;
    this.store = RunStore.open(this.files, { kind: 'absent' }, this.random);
    this.startInvocation(freshOf, true);
    return movedTo;
  }

  /** The run an interrupted fresh start supersedes, its journal already in the start's folder: replayed there (undefined when it does not load). */
  private supersededState(pending: PendingFresh): RunState | undefined {
    const moved = loadRun({ state: join(pending.target.abs, this.ctx.statePath.rel) }, this.workflow, this.ctx.statePath.rel, { log: false });
    return moved.kind === 'ok' ? moved.state : undefined;
  }

  /** workflow_state.yaml and RUN_MANIFEST.yaml, projected from the state at the journal's head. */
  private project(): void {
    const store = this.store!;
    store.writeSnapshot(this.current);
    this.writeManifest();
  }

  private writeManifest(): void {
    const { ctx } = this;
    this.workspace.resolve(ctx.manifestPath.rel, 'run manifest');
    writeManifest(ctx.manifestPath.abs, this.current, { head: this.store!.head, journalFile: this.store!.journalFrom(ctx.manifestPath.abs) }, this.manifestCache, this.random);
  }

  /**
   * The run the user started: not a foreach item's run, not one of a model built in memory (a
   * shard's branch), not a child workflow's (whose step hands its checked model down: steps/child/run.ts).
   */
  private get startedByUser(): boolean {
    return this.request.itemRun !== true && this.request.workflowModel === undefined && this.ancestry.length === 0;
  }

  private writePointer(): void {
    // LATEST_RUN.md: in the folder that holds runs/ (context.ts), for the run the user started only.
    const { ctx } = this;
    const pointer = this.startedByUser && ctx.pointerPath !== undefined ? this.workspace.tryResolve(ctx.pointerPath.rel) : undefined;
    if (pointer) writeLatestPointer(pointer.abs, this.current, ctx.manifestPath.rel, ctx.statePath.rel);
  }

  private async loop(): Promise<string> {
    for (;;) {
      const id = this.current.active_step;
      if (id === null) return this.current.status;
      if (this.request.signal?.aborted) return this.stopInterrupted(id);
      const step = this.workflow.steps.get(id)!;
      const stop = await EXECUTORS[step.kind](this, step);
      if (stop !== undefined) return stop;
    }
  }

  /** Cancelled between steps (request.signal): only the run's status records it; the step stays active. */
  private stopInterrupted(id: string): string {
    const message = `run ${this.ctx.runId} ${interruption(this.request.signal)} before step ${id} started; resume with: ${this.resumeCommand()}`;
    this.apply({ event: 'stopped', at: this.now(), code: 'WORKFLOW_INTERRUPTED', message });
    this.commit();
    return 'WORKFLOW_INTERRUPTED';
  }

  /** Processes a dead runner's attempts still have running (leftovers.ts): killed, and said so. How many (null: none looked for). */
  private killLeftovers(state: RunState): number | null {
    const left = leftoverAttempts(state);
    if (left.length === 0) return 0;
    if (!this.ports.processes.killLeftovers) return null;
    const killed = this.ports.processes.killLeftovers(left);
    if (killed > 0) this.ports.onEvent?.({ type: 'note', message: `killed ${killed} process${killed === 1 ? '' : 'es'} that the runner before this one left running (the attempt in flight when it stopped)` });
    return killed;
  }

  /**
   * A resume that found an attempt in flight (its runner died: this one holds the lock): recorded
   * after its run_started, with the branches it left running and the processes killed.
   */
  private recordRunnerLost(found: RunState, texts: JournalTexts, killed: number | null): void {
    const flight = found.in_flight;
    if (flight === null) return;
    const branches = runningBranches(found, flight.step);
    const lost: RunnerLost = { event: 'runner_lost', at: this.now(), step: flight.step, visit: flight.visit, attempt: flight.attempt, ...(branches.length > 0 ? { branches } : {}), killed };
    if (lossRecorded(texts, lost)) return;
    this.apply(lost);
  }

  /**
   * Before a run the user started reports success (complete, or paused to resume), its accepted
   * outputs are checked as the next `status` or resume checks them (integrity.ts): a stage that
   * removed or rewrote an earlier stage's accepted output would otherwise be reported done here and
   * refused there (STALE_ARTIFACT_REJECTED), found out only at the next stop. The journal keeps the
   * run's own end; what is wrong is the evidence on disk, so this invocation reports what a resume
   * would: the refusal, with its fix (restore the file, rerun from its step, or start over).
   */
  private checkEvidenceAtEnd(stop: string): void {
    if (!this.startedByUser || (stop !== 'WORKFLOW_COMPLETE' && stop !== 'PARTIAL_RESUMABLE')) return;
    const { ctx } = this;
    try {
      checkIntegrity(this.current, this.workflow, ctx.runId, ctx.bindings, this.workspace, ctx.statePath.rel, { allowWorkflowChange: true, resumeCommand: this.resumeCommand(), naming: ctx.naming });
    } catch (error) {
      if (!isStagegateError(error) || error.code !== 'STALE_ARTIFACT_REJECTED') throw error;
      const how = stop === 'WORKFLOW_COMPLETE' ? 'reached WORKFLOW_COMPLETE' : 'stopped to resume later (PARTIAL_RESUMABLE)';
      throw new StagegateError(
        'STALE_ARTIFACT_REJECTED',
        `run ${ctx.runId} ${how}, but ${error.message}: a stage that ran after it (or something beside the run) changed it, and \`status\` and a resume refuse the run for it. A stage may write only its own declared output ($STAGEGATE_OUTPUT); an action or resolver step may revise accepted files (their digests are recorded again)`,
        { ...(error.hint !== undefined ? { hint: error.hint } : {}), ...(error.nextCommand !== undefined ? { nextCommand: error.nextCommand } : {}) },
      );
    }
  }

  /** The invocation's end; interrupted by a signal, which one (status exits as run does: 143 for SIGTERM). */
  private runStopped(stop: string): RunStopped {
    const signal = stopClass(stop) === 'interrupted' ? stopSignalOf(this.request.signal?.reason) : undefined;
    return { event: 'run_stopped', at: this.now(), code: stop, ...(signal !== undefined ? { signal } : {}) };
  }

  private finish(stop: string): RunOutcome {
    this.apply(this.runStopped(stop));
    this.commit();
    // An item run's projections are written once, when it ends (a write failure: as commit() says it).
    if (this.request.itemRun === true) this.projectOrThrow();
    else this.writePointer();
    return outcomeOf(this.ending(), stop, this.current.message ?? describeStop(stop, this.current));
  }

  /**
   * The journal committed what the run did, but the state file or manifest could not be written
   * (a full disk): the run stops, and says what the journal says — `status` reads the same journal.
   * When the journal ends with a failure (a stage's, committed), that stop is the run's, its
   * message saying that the projections could not be written and why; otherwise (the journal is
   * mid-run, or the run completed or paused) STATE_WRITE_FAILED, as before, naming the stop the
   * journal records. The invocation's end is appended when the disk takes it.
   */
  private unprojected(error: ProjectionsUnwritten): RunOutcome {
    const stop = statusOf(this.current);
    const note = `the state file and manifest could not be written (${error.errno}): the journal records this, and the next invocation writes them again`;
    // Mid-run, or a stop that is no failure (complete, paused): the write failure is the stop (exit 9), saying what the journal holds.
    const failure = stop !== 'IN_PROGRESS' && !['success', 'io', 'locked'].includes(stopClass(stop));
    if (!failure) {
      const message = stop === 'IN_PROGRESS' ? error.message : `${error.message} (it records the run's stop: ${stop}${this.current.message ? `, ${this.current.message}` : ''})`;
      // A foreach item's or child workflow's run: thrown, as before, so the parent's outcome carries
      // no state (a completed item's state would read as an item that ended STATE_WRITE_FAILED:
      // recorded blocked for good); the parent stops with it and its resume continues the item.
      if (this.request.itemRun === true || this.ancestry.length > 0) throw new StagegateError('STATE_WRITE_FAILED', message, { hint: error.hint, cause: error });
      return outcomeOf(this.ending(), 'STATE_WRITE_FAILED', message);
    }
    try {
      // Unless its end is what the journal took last (finish's commit).
      if ((this.current.invocations.at(-1)?.outcome ?? null) === null) {
        this.apply(this.runStopped(stop));
        this.store!.commit(this.pending);
      }
    } catch {
      /* the journal's account stands without the invocation's end */
    }
    this.pending = [];
    const outcome = outcomeOf(this.ending(), stop, `${this.current.message ?? describeStop(stop, this.current)}; ${note}`);
    const then = outcome.hint ?? STOP_CODES[stop as keyof typeof STOP_CODES]?.fix;
    return { ...outcome, hint: `Free disk space or fix permissions first (${error.errno}: the state file and manifest could not be written)${then !== undefined ? `; then: ${then}` : ', then resume.'}` };
  }

  /** The run as it ends, for its outcome's wording (outcome.ts). */
  private ending(): EndingRun {
    const { ctx, request, workflow, workspace, ancestry, base, log, stagesRun, sourceChanged, stopHint, stopLocation, childRefused, childApprovals } = this;
    return { ctx, request, workflow, workspace, ancestry, state: this.current, base, log, stagesRun, sourceChanged, stopHint, stopLocation, childRefused, childApprovals };
  }

  private resumeCommand(): string {
    return resumeCommand(this);
  }

  /**
   * The run as found under the lock, made this invocation's: its state taken from the journal's
   * replay, or a new one started. Synchronous, so that nothing it read (a long run's parsed journal
   * events) stays alive in execute()'s suspended frame while the run goes on.
   */
  private open(mode: typeof this.ctx.bound.controls.mode): { kind: 'finished'; outcome: RunOutcome } | { kind: 'open'; resumed: boolean } {
    // The journal read before the lock is replayed once: under it, only a changed journal is read again (reloadRun).
    const loading = { log: this.request.keepLog !== false, naming: this.ctx.naming };
    let load = reloadRun(this.ctx.existing, this.files, this.workflow, this.ctx.statePath.rel, loading);
    if (!sameRun(load, this.ctx.existing)) {
      // Another runner changed the run between the first read and the lock (it finished, or a
      // fresh run moved it aside): what this invocation read of it is read again, under the lock.
      this.relocate();
      load = reloadRun(this.ctx.existing, this.files, this.workflow, this.ctx.statePath.rel, loading);
      this.chooseAgentsAgain(load);
    }
    const { ctx } = this;
    // Input conflicts and a readable journal: judged on the state no other runner can change now.
    checkInputConflicts(ctx);
    if (load.kind === 'corrupt' && mode === 'resume') throw integrityViolation(load);
    // The context keeps the state it read, not the journal's events, for the rest of the run.
    this.ctx.existing = withoutEvents(this.ctx.existing);
    // A runner that died mid-stage may have left its stage running: kill it before anything else.
    const killed = load.kind === 'ok' ? this.killLeftovers(load.state) : 0;
    let resumed = false;
    // A fresh start a crash interrupted (its marker beside the state file): this invocation
    // finishes it — whatever of the earlier run is still in place is moved into its folder — and
    // starts the run anew, as that fresh start would have. A run it left is never read as it is
    // (the earlier run with some of its files moved, or its logs and outputs without a journal).
    let pending = readPendingFresh(this.workspace, ctx.runRoot, ctx.statePath, (why) => this.warn(why));
    if (pending?.started === true) {
      // Its run had started (a crash between its first commit and the marker's removal): only the marker is left to remove.
      if (load.kind === 'ok' && freshStartDone(pending, load.state.fresh_execution_of?.superseded_to)) endSupersede(ctx.statePath);
      else this.warn(`the fresh-start marker ${ctx.statePath.rel}.fresh names a run that is not the one in place: it is ignored (it changes nothing; remove it)`);
      pending = undefined;
    }
    if (pending !== undefined && mode === 'resume' && this.rerunFrom !== undefined) {
      // The run it continues is a new one: it has reached no step to run again.
      const planned = planRewind(undefined, this.workflow, this.rerunFrom);
      if (isRefusal(planned)) throw rewindError(planned);
    }
    if (mode === 'fresh' || pending !== undefined) {
      if (pending !== undefined) this.ports.onEvent?.({ type: 'note', message: `a fresh start of run ${ctx.runId} was interrupted before it moved every file of the earlier run into ${pending.target.rel}: finishing it, then starting the run anew` });
      const movedTo = this.freshStart(load.kind === 'ok' ? load.state : undefined, pending);
      // A run a newer stagegate wrote is not read by this one (written-by.ts): a fresh start moves
      // it aside unread, as it moves any run it starts over. Said plainly: which build wrote it,
      // where it went, and that this build's run now stands in its place.
      if (load.kind === 'corrupt' && load.writtenBy !== undefined) {
        this.warn(`run ${ctx.runId} was written by a newer stagegate (${load.writtenBy}) than this one (${VERSION}): this fresh start moved it aside unread, into ${movedTo ?? `${ctx.runRoot.rel}/.superseded/`}, and starts the run anew with ${VERSION}; stagegate ${load.writtenBy} or later can still read it there`);
      }
    } else if (load.kind === 'ok') {
      // A rerun from a step does not check the outputs of the verdicts it takes back: they run again
      // (a parallel or foreach step it reopens reads its kept branches' and items' outputs itself).
      const takenBack = this.takenBackByRerun(load.state);
      // The commands a refusal here gives carry --allow-workflow-change while the run has not recorded
      // the edit (as status says them), and the integrity refusal's keeps the --on-source-change this
      // invocation was given: without it, following one refusal's command meets the other, whose
      // command drops the first flag again, and so on.
      const given = this.request.invocation;
      const resume = withWorkflowChange(this.resumeCommand(), load.state, this.workflow, given.allowWorkflowChange);
      const withPolicy = given.onSourceChange !== undefined ? `${resume} --on-source-change ${given.onSourceChange}` : resume;
      // Attempt logs the journal does not record: an older copy of the run restored over a newer one.
      if (this.request.itemRun !== true) checkLogsRecorded(load.state, this.workflow, ctx.runRoot, ctx.statePath.rel, resume);
      // Verdicts made at another source commit or package version: refused before anything is
      // written — with an edited workflow, in the one refusal that names both (checkIntegrity).
      const policy = this.sourcePolicy();
      const change = sourceChange(load.state, this.sourceNow(), policy);
      const rerunFrom = this.rerunFrom;
      const staleSource = rerunFrom === undefined ? staleSourceOf(change, policy, resume) : undefined;
      checkIntegrity(load.state, this.workflow, ctx.runId, ctx.bindings, this.workspace, ctx.statePath.rel, { allowWorkflowChange: given.allowWorkflowChange === true, resumeCommand: withPolicy, naming: ctx.naming, staleSource, ...(takenBack !== undefined ? { takenBack } : {}) });
      if (change && refuses(change, policy)) {
        const refused = refusal(change, ctx.runId, resume, { finished: load.state.active_step === null ? load.state.status : undefined, unread: unreadSource(load.state) });
        if (rerunFrom === undefined) throw refused;
        // Asked to redo from a step: keeping the verdicts before it at this commit is a choice the person makes.
        const keep = `${rerunCommand(resume, rerunFrom)} --on-source-change keep`;
        throw new SourceRefusal(refused.code, refused.message, { hint: `Keep the verdicts before ${rerunFrom} (recorded as a choice) and rerun from it with \`${keep}\`; or run every stale step again with --on-source-change rerun, or start over with --mode fresh.`, nextCommand: keep });
      }
      // --rerun-from a step it cannot redo: refused before anything is written.
      if (rerunFrom !== undefined) this.planRerunOrThrow(load.state, rerunFrom);
      for (const message of load.notes) this.ports.onEvent?.({ type: 'note', message });
      this.current = load.state;
      this.log = load.log;
      this.store = RunStore.open(this.files, load, this.random);
      if (this.current.active_step === null && change === null && rerunFrom === undefined) {
        // A finished run whose verdicts are all current: report it again, run nothing.
        // Projections left behind by a killed runner are brought level. (At another source it
        // goes on below: rerun opens it again; keep records the choice and reports it again.)
        if (load.snapshotLags) this.commit();
        else if (this.request.itemRun !== true) this.writeManifest();
        return { kind: 'finished', outcome: alreadyFinishedOf(this.ending()) };
      }
      resumed = true;
      this.startInvocation(null);
      this.recordRunnerLost(load.state, load.journal.texts, killed);
      if (change) this.recordSourceChange(change);
      if (rerunFrom !== undefined) this.recordRewind(rerunFrom);
    } else {
      if (this.rerunFrom !== undefined) {
        const planned = planRewind(undefined, this.workflow, this.rerunFrom);
        if (isRefusal(planned)) throw rewindError(planned);
      }
      this.store = RunStore.open(this.files, load.kind === 'absent' ? load : { kind: 'absent' }, this.random);
      this.startInvocation(null);
    }
    return { kind: 'open', resumed };
  }

}
