// The run as its step executors see it (RunHost, host.ts): its state, changed only by an event
// applied now and appended to the journal at the next commit (one fdatasync), after which the
// state's projections (workflow_state.yaml, RUN_MANIFEST.yaml, LATEST_RUN.md) are written; and
// what the invocation gathers on its way for its outcome (warnings, a stop's fix, progress), down
// to the outcome itself. How the invocation finds and opens the run is open-run.ts's; the loop
// that hands it from step to step, runner.ts's.
import { DigestMemo } from '../workspace/digest-memo.js';
import { WARNING_PREFIX } from './scoped-note.js';
import { StagegateError, isStagegateError } from './errors.js';
import { STOP_CODES, exitStatusFor, stopClass, stopSignalOf } from './stop-codes.js';
import type { Workspace } from '../workspace/workspace.js';
import type { RunContext } from './context.js';
import { RunStore } from '../state/run-store.js';
import type { RunFiles, RunLoad } from '../state/store.js';
import type { QuestionRecord, RunState, SourceChangeRecord } from '../state/state.js';
import { answerResume, answersAgain, pendingQuestion, unusedAnswerWarning } from './questions.js';
import { statusOf } from '../state/state.js';
import { emptyLog, logEvent, type RunLog } from '../state/run-log.js';
import type { JournalEvent, RunStopped } from '../state/events.js';
import { journalPathFor } from '../state/journal.js';
import { pathWord } from './command-line.js';
import { checkIntegrity } from '../state/integrity.js';
import { endSupersede } from '../state/supersede.js';
import { writeLatestPointer, writeManifest } from '../state/manifest-write.js';
import { RandomHex } from '../state/random-hex.js';
import { SyncedNames } from '../state/synced-names.js';
import type { JournalFolders } from '../state/journal-writer.js';
import { ProjectionCache } from '../state/snapshot.js';
import { attemptToken } from './leftovers.js';
import { applyEvent, withClaims, type Applied } from './reduce.js';
import type { Workflow } from '../model/workflow.js';
import { StepCount, seenCompleted, type StepCountShown } from './step-count.js';
import type { HeadWatch, RunnerPorts } from './ports.js';
import type { Ancestor, ChildApproval, RunHost, RunOutcome, RunRequest } from './host.js';
import { describeStop, outcomeOf, resumeCommand, type EndingRun } from './outcome.js';
import { stoppedStepMoved, unmetStop } from './stopped-after-fix.js';
import { stopBehind } from './still-to-run.js';

/** The run entry (runner.ts runWorkflow), handed in: this module does not import the runner, which imports it. */
export type RunEntry = (request: RunRequest, ports: RunnerPorts) => Promise<RunOutcome>;

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
 * A commit the journal did not take (a full disk, a permission): `errno` says why, `committing`
 * what it held, `said` the message without what it says of those events (commit's `unrecorded`).
 */
class JournalUnwritten extends StagegateError {
  constructor(
    readonly errno: string,
    readonly said: string,
    /** The events the failed commit held. */
    readonly committing: readonly JournalEvent[],
    message: string,
    options: ConstructorParameters<typeof StagegateError>[2],
  ) {
    super('STATE_WRITE_FAILED', message, options);
  }
}

/** The acceptances and failures among `events`, as a STATE_WRITE_FAILED message names them. */
function endsOf(events: readonly JournalEvent[]): string[] {
  return events.flatMap((e) =>
    e.event === 'attempt_failed'
      ? [`the failure of step ${e.step} (${e.code}: ${e.message})`]
      : e.event === 'gate_accepted' || e.event === 'exit_accepted'
        ? [`the acceptance of step ${e.step}`]
        : e.event === 'question_asked'
          ? [`the question of step ${e.step}`]
          : e.event === 'branch_updated' && (e.patch.status === 'succeeded' || e.patch.status === 'failed')
            ? [`the ${e.patch.status === 'succeeded' ? 'success' : 'failure'} of branch ${e.branch} of step ${e.step}`]
            : [],
  );
}

/** A stop that is a stage's recorded failure (not mid-run, success, an I/O or lock stop): a failed write does not replace it as the run's stop. */
function isRecordedFailure(stop: string): boolean {
  return stop !== 'IN_PROGRESS' && !['success', 'io', 'locked'].includes(stopClass(stop));
}

/** The journal holds this invocation's end already (finish's commit): one end per invocation. */
function invocationEnded(state: RunState): boolean {
  return (state.invocations.at(-1)?.outcome ?? null) !== null;
}

/** A failure stop reported after a failed write: the disk comes first (`why`), then the stop's own fix. */
function diskFirst(outcome: RunOutcome, stop: string, why: string): RunOutcome {
  const then = outcome.hint ?? STOP_CODES[stop as keyof typeof STOP_CODES]?.fix;
  return { ...outcome, hint: `Free disk space or fix permissions first (${why})${then !== undefined ? `; then: ${then}` : ', then resume.'}` };
}

/**
 * One invocation's run. Its state, journal and what its outcome gathers are private: the
 * executors change them through RunHost, the opening (open-run.ts) through the few methods below
 * that name it, the runner through finish and failed.
 */
export class Run implements RunHost {
  private current!: RunState;
  /** The state at the journal's head: what the last commit left (undefined: a new journal, nothing committed yet). */
  private committed: RunState | undefined;
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
  /** The `[n/N]` count of this invocation (progress): a resume's starts at the run's completed steps. */
  private stepCount: StepCount | undefined;
  /** What the manifest's last write made, reused piece by piece by the next (state/manifest.ts). */
  private readonly manifestCache = new ProjectionCache();
  /** The random part of this run's temp file names and attempt tokens (state/random-hex.ts; the invocation's, shared with the runs it starts). */
  readonly random: RandomHex;
  /** The folders whose names this invocation synced (state/synced-names.ts; shared with the runs it starts). */
  private readonly syncedNames: SyncedNames;
  /** A fresh start's marker is in place until the new run's start is committed (open-run.ts freshStart; commit). */
  private freshMarked = false;
  private baseEnv: Record<string, string | undefined> | undefined;
  /** The attempt this invocation started last (attempt_started): only its end reads HEAD for an advance. */
  private ownFlight: RunState['in_flight'] = null;
  /** The question the run waited on when this invocation was given its answer (RunRequest.answer): the one it answers. */
  private answerFor: (QuestionRecord & { step: string }) | undefined;
  /** The source change this invocation found and recorded (run/source-drift.ts). */
  private sourceChanged: SourceChangeRecord | undefined;
  /**
   * This invocation's --stop-after-step step moved the run on (a transition from it: stopped after
   * it, or its route to DONE/BLOCKED): the request is met, and the commands that continue the run
   * leave it out (outcome.ts resumeCommand; run_stopped.stop_after_step records it otherwise).
   */
  stopSettled = false;

  /**
   * The run as it stands cannot reach the step its --stop-after-step names: as this invocation
   * opened it (its rewind, if any, applied) — that step made its transition in an earlier
   * invocation, or the run went another way —, and as it ends (the run went another way in this
   * invocation: a decision, a route, before the step ran): nothing is left to stop after, so the
   * request is met as the run stands (stopSettled), and the commands that continue the run leave it
   * out, as status's do (recordedUnmetStop). Kept when the step is ahead (a loop back to it
   * included), and when the run has no active step.
   */
  settleStopBehind(): void {
    const stop = this.ctx.bound.controls.stopAfterStep;
    if (stop === null || this.stopSettled) return;
    if (stopBehind(this.workflow, this.current, this.current.active_step, stop)) this.stopSettled = true;
  }
  readonly workflow: Workflow;
  readonly workspace: Workspace;
  readonly ancestry: Ancestor[];
  /** The accepted outputs' digests this invocation read at its resume: its end-of-run check reads again only the files changed since. */
  readonly digests = new DigestMemo(() => this.clock());

  constructor(
    /** Replaced once, under the lock, when the run changed since it was read (open-run.ts relocate). */
    public ctx: RunContext,
    /** Replaced once, under the lock, when the run changed since it was read (open-run.ts chooseAgentsAgain). */
    public request: RunRequest,
    readonly ports: RunnerPorts,
    private readonly base: RunOutcome,
    private readonly entry: RunEntry,
    /** HEAD watched for this run (SourceInfo.watchSourceCommit): a commit its own stage made. */
    readonly headWatch?: HeadWatch,
  ) {
    this.workflow = ctx.workflow;
    this.workspace = ctx.workspace;
    this.ancestry = request.ancestry ?? [];
    this.random = request.random ?? new RandomHex();
    this.syncedNames = request.syncedNames ?? new SyncedNames();
    if (request.keepLog !== false) this.log = emptyLog();
    if (request.answer !== undefined && ctx.existing.kind === 'ok') this.answerFor = pendingQuestion(ctx.existing.state);
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
    const stop = this.ctx.bound.controls.stopAfterStep;
    if (stop !== null && !this.stopSettled && stoppedStepMoved(this.current, applied.state, stop)) this.stopSettled = true;
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
      this.committed = this.current;
      // A fresh start's marker (state/supersede.ts): its run's start is in the journal now.
      if (this.freshMarked) {
        endSupersede(ctx.statePath);
        this.freshMarked = false;
      }
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      // What is not in the journal did not happen for the next run: said, so no one reads a stage's failure or acceptance as recorded.
      const ends = endsOf(committing);
      // A journal removed under the run is resumed only once it is restored (the hint below).
      const resumeRuns = code === 'EJOURNALSWAPPED' || code === 'EJOURNALCHANGED' ? 'a resume, once the journal is restored, runs' : 'a resume runs';
      const unrecorded = ends.length === 0 ? '' : `; not recorded: ${ends.join(', ')} — ${resumeRuns} ${ends.length === 1 ? 'that step' : 'those steps'} again`;
      // Removed or replaced under the run (a stage's rm -rf of the run folder): it holds nothing of
      // this run now, and no space or permission brings it back.
      if (code === 'EJOURNALSWAPPED') {
        throw new StagegateError('STATE_WRITE_FAILED', `the journal ${journalPathFor(ctx.statePath.rel)} of run ${ctx.runId} was removed or replaced while the run was running (by a stage, or something beside the run): nothing more of the run can be recorded${unrecorded}`, {
          hint: 'Restore the journal from a copy if you have one, then resume; else start over with --mode fresh (what is left of the run is moved aside, not deleted). A stage may write only its own declared output: never the run\'s journal, state file or folder.',
          cause: error,
        });
      }
      // Written to in place (a stage that appended to it or cut it short): the runner appends
      // nothing after bytes it did not commit, which would break the chain every later read checks.
      if (code === 'EJOURNALCHANGED') {
        throw new StagegateError('STATE_WRITE_FAILED', `the journal ${journalPathFor(ctx.statePath.rel)} of run ${ctx.runId} was written to while the run was running (by a stage, or something beside the run), so it no longer ends where the run's last event does: nothing more of the run is recorded in it${unrecorded}`, {
          hint: `A stage may write only its own declared output: never the run's journal, state file or folder. If the journal's first ${(error as { committed?: number }).committed ?? '?'} bytes are the run's own (the stage only appended to it), cut it back to them (truncate -s ${(error as { committed?: number }).committed ?? '?'} ${pathWord(journalPathFor(ctx.statePath.rel))}) and resume; else restore it from a copy, or start over with --mode fresh (what is left of the run is moved aside, not deleted).`,
          cause: error,
        });
      }
      const said = `cannot append to the journal of run ${ctx.runId} under ${ctx.runRoot.rel} (${code})`;
      throw new JournalUnwritten(code, said, [...committing], `${said}: it holds everything committed before${unrecorded}`, {
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

  progress(completed: readonly string[], step: string): StepCountShown {
    this.stepCount ??= new StepCount(this.workflow);
    return this.stepCount.after(completed, step);
  }

  childrenAwaitApproval(children: readonly ChildApproval[]): void {
    this.childApprovals = children;
  }

  childRefusedSource(): void {
    this.childRefused = true;
  }

  private answerTaken = false;

  /**
   * The invocation's answer (RunRequest.answer) while it is this run's to take: given, not taken
   * yet, and this the run the person started (a child or item run takes none: the answer is for
   * the question the started run waits on). answerWaits and warnUnusedAnswer ask the same.
   */
  private untakenAnswer(): { text: string; by: string } | undefined {
    return this.answerTaken || this.ancestry.length > 0 || this.request.itemRun === true ? undefined : this.request.answer;
  }

  takeAnswer(): { text: string; by: string } | undefined {
    const answer = this.untakenAnswer();
    if (answer !== undefined) this.answerTaken = true;
    return answer;
  }

  answerWaits(step: string, question: string): boolean {
    return this.untakenAnswer() !== undefined && answersAgain(this.answerFor, step, question);
  }

  /** The answer given (run --answer) was never taken: said, with why and what to do (questions.ts unusedAnswerWarning). */
  private warnUnusedAnswer(stop: string): void {
    if (this.untakenAnswer() === undefined || this.answerFor === undefined) return;
    this.answerTaken = true;
    this.warn(unusedAnswerWarning(this.answerFor, this.current, stop, this.sourceChanged, answerResume(this.resumeCommand())), false, this.answerFor.step);
  }

  stopFix(code: string, hint: string | undefined): void {
    this.stopHint = hint === undefined || hint === '' ? undefined : { code, hint };
  }

  stopAt(code: string, location: { file: string; line: number; column?: number }): void {
    this.stopLocation = { code, ...location };
  }

  warn(message: string, said = false, step?: string): void {
    // Said once: a warning given again (a loop's next visit of the step) adds nothing.
    if ((this.base.warnings ?? []).includes(message)) return;
    this.base.warnings = [...(this.base.warnings ?? []), message];
    if (step !== undefined) this.base.warningSteps = { ...this.base.warningSteps, [message]: step };
    if (!said) this.ports.onEvent?.({ type: 'note', message: `${WARNING_PREFIX}${message}`, warning: true, ...(step !== undefined ? { step } : {}) });
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
    return this.entry(request, ports);
  }

  // --- the journal as the opening of the run takes it (open-run.ts) -------------------------

  /** The state file and manifest of the run as its context places them now. */
  get files(): RunFiles {
    return { state: this.ctx.statePath.abs, manifest: this.ctx.manifestPath.abs };
  }

  /** A resume: the state replayed from the journal (and its log) is this invocation's; its journal is appended to. */
  continueJournal(load: Extract<RunLoad, { kind: 'ok' }>): void {
    this.current = load.state;
    this.committed = load.state;
    this.log = load.log;
    this.store = RunStore.open(this.files, load, this.random, this.ports.journal, this.journalFolders);
    // The count starts where the run stands: a step completed before (a loop's revisit, also one that failed since) does not raise it.
    this.stepCount = new StepCount(this.workflow, seenCompleted(load.state));
  }

  /** A new journal (a new run, or a fresh start's: `freshMarked`, its marker is in place until its start is committed). */
  startJournal(found: Extract<RunLoad, { kind: 'absent' }>, freshMarked?: boolean): void {
    if (freshMarked !== undefined) this.freshMarked = freshMarked;
    this.store = RunStore.open(this.files, found, this.random, this.ports.journal, this.journalFolders);
  }

  /** The journal's first commit syncs the folders' names up to the workspace, those the invocation synced before excepted. */
  private get journalFolders(): JournalFolders {
    return { root: this.workspace.root, synced: this.syncedNames };
  }

  /** A refusal before anything of this invocation is written: what it applied is not committed. */
  discardUncommitted(): void {
    this.pending = [];
  }

  /** The source change this invocation found and recorded (open-run.ts recordSourceChange): its outcome says it. */
  sourceChangeRecorded(change: SourceChangeRecord | undefined): void {
    this.sourceChanged = change;
  }

  /** workflow_state.yaml and RUN_MANIFEST.yaml, projected from the state at the journal's head. */
  private project(): void {
    const store = this.store!;
    store.writeSnapshot(this.current);
    this.writeManifest();
  }

  writeManifest(): void {
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

  writePointer(): void {
    // LATEST_RUN.md: in the folder that holds runs/ (context.ts), for the run the user started only.
    const { ctx } = this;
    const pointer = this.startedByUser && ctx.pointerPath !== undefined ? this.workspace.tryResolve(ctx.pointerPath.rel) : undefined;
    if (pointer) writeLatestPointer(pointer.abs, this.current, ctx.manifestPath.rel, ctx.statePath.rel);
  }

  /**
   * Before a run the user started reports success (complete, or paused to resume), its accepted
   * outputs are checked as the next `status` or resume checks them (integrity.ts): a stage that
   * removed or rewrote an earlier stage's accepted output would otherwise be reported done here and
   * refused there (STALE_ARTIFACT_REJECTED), found out only at the next stop. The journal keeps the
   * run's own end; what is wrong is the evidence on disk, so this invocation reports what a resume
   * would: the refusal, with its fix (restore the file, rerun from its step, or start over), in
   * the outcome of what ran (its steps, artifacts and stages run).
   */
  checkEvidenceAtEnd(stop: string, outcome: RunOutcome): RunOutcome {
    if (!this.startedByUser || (stop !== 'WORKFLOW_COMPLETE' && stop !== 'PARTIAL_RESUMABLE')) return outcome;
    const { ctx } = this;
    try {
      checkIntegrity(this.current, this.workflow, ctx.runId, ctx.bindings, this.workspace, ctx.statePath.rel, { allowWorkflowChange: true, resumeCommand: this.resumeCommand(), naming: ctx.naming, digests: this.digests });
      return outcome;
    } catch (error) {
      if (!isStagegateError(error) || error.code !== 'STALE_ARTIFACT_REJECTED') throw error;
      const how = stop === 'WORKFLOW_COMPLETE' ? 'reached WORKFLOW_COMPLETE' : 'stopped to resume later (PARTIAL_RESUMABLE)';
      // The run's own account (its steps, artifacts, stages run, log) with the refusal's stop and
      // fix in place of the success's: what ran is reported, not the state this invocation found.
      const { nextAlternative: _alternative, rerunFrom: _rerunFrom, rerunInside: _rerunInside, hint: _hint, location: _location, ...kept } = outcome;
      return {
        ...kept,
        status: 'STALE_ARTIFACT_REJECTED',
        exitCode: exitStatusFor('STALE_ARTIFACT_REJECTED'),
        message: `run ${ctx.runId} ${how}, but ${error.message}: a stage that ran after it (or something beside the run) changed it, and \`status\` and a resume refuse the run for it. A stage may write only its own declared output ($STAGEGATE_OUTPUT); an action or resolver step may revise accepted files (their digests are recorded again)`,
        // The rerun offered repeats this when a later step of the workflow is what changes the file.
        hint: `${error.hint !== undefined ? `${error.hint} ` : ''}If a later step of this workflow is what changes it, a rerun only repeats this: make that step write only its own declared output (or make it an action step, whose revisions are recorded), then rerun with --allow-workflow-change.`,
        nextCommand: error.nextCommand ?? null,
      };
    }
  }

  /**
   * The invocation's end; interrupted by a signal, which one (status exits as run does: 143 for
   * SIGTERM); given --stop-after-step and stopped before that step moved the run on, the step
   * (the request is not met: the commands approve, reject, skip and status print carry it).
   */
  private runStopped(stop: string): RunStopped {
    const signal = stopClass(stop) === 'interrupted' ? stopSignalOf(this.request.signal?.reason) : undefined;
    // Where the run stops now: a step it went past another way is no request left to repeat.
    this.settleStopBehind();
    const unmet = unmetStop(this);
    return { event: 'run_stopped', at: this.now(), code: stop, ...(signal !== undefined ? { signal } : {}), ...(unmet !== null ? { stop_after_step: unmet } : {}) };
  }

  /** The invocation ends with `stop` (the loop's): recorded, committed, and said. */
  finish(stop: string): RunOutcome {
    this.warnUnusedAnswer(stop);
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
    const failure = isRecordedFailure(stop);
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
      if (!invocationEnded(this.current)) {
        this.apply(this.runStopped(stop));
        this.store!.commit(this.pending);
      }
    } catch {
      /* the journal's account stands without the invocation's end */
    }
    this.pending = [];
    return diskFirst(outcomeOf(this.ending(), stop, `${this.current.message ?? describeStop(stop, this.current)}; ${note}`), stop, `${error.errno}: the state file and manifest could not be written`);
  }

  /** The run as it ends, for its outcome's wording (outcome.ts). */
  ending(): EndingRun {
    const { ctx, request, workflow, workspace, ancestry, base, log, stagesRun, sourceChanged, stopHint, stopLocation, childRefused, childApprovals, stopSettled } = this;
    return { ctx, request, workflow, workspace, ancestry, state: this.current, base, log, stagesRun, sourceChanged, stopHint, stopLocation, childRefused, childApprovals, stopSettled };
  }

  resumeCommand(): string {
    return resumeCommand(this);
  }

  /**
   * The invocation stopped by `error`: what was applied stays applied (a completed stage is
   * committed before the error is reported), a commit whose projections were not written ends
   * the run as the journal says it, and one the journal did not take is tried once more (unwritten).
   * Any other error is thrown on.
   */
  failed(error: unknown): RunOutcome {
    // The journal took the events, its projections did not: the run's account is the journal's.
    if (error instanceof ProjectionsUnwritten && this.pending.length === 0) return this.unprojected(error);
    if (error instanceof JournalUnwritten) return this.unwritten(error);
    if (this.store && this.pending.length > 0) {
      try {
        this.commit();
      } catch {
        /* the error that ended the run is the one reported */
      }
    }
    throw error;
  }

  /**
   * A commit the journal did not take (JournalUnwritten: nothing of it is in the journal, the
   * writer cut back what it wrote part way). Tried once more, so a stage's completed work (a
   * transient full disk) stays completed — without a trailing attempt start, whose process never
   * ran (attempts.ts starts it only once that commit returns), nor the events that only began a
   * parallel, child or foreach step's attempt after it (unstartedTail): the journal then reads as a
   * run stopped before that attempt, and the resume starts it as its first. The message says what the
   * second try recorded, or (it failed too) the first's account: not recorded.
   */
  private unwritten(error: JournalUnwritten): RunOutcome {
    // A journal removed or written to under the run takes nothing more (journal-writer.ts).
    if (error.errno === 'EJOURNALSWAPPED' || error.errno === 'EJOURNALCHANGED') throw error;
    // Nothing left to try again: a later commit took the failed one's events (a parallel step's
    // branches go on committing after one of them failed to): the invocation's end is still owed.
    const later = this.pending.length === 0;
    const kept = this.pending.slice(0, unstartedTail(this.pending));
    // The state at the journal's head after the kept events: the one committed before them, replayed.
    let state = this.committed;
    for (const e of kept) state = applyEvent(state, e, this.workflow).state;
    if (state === undefined) throw error;
    // A stage's failure the kept events record is the run's stop, as unprojected() has it (status
    // reads it from the journal: the run says the same); else the stop is this write's failure.
    const stop = statusOf(state);
    const failure = isRecordedFailure(stop);
    // The invocation's end, unless the kept events hold it already (finish's commit): one end per invocation.
    const ended = invocationEnded(state);
    const events = ended ? kept : [...kept, this.runStopped(failure ? stop : 'STATE_WRITE_FAILED')];
    if (!ended) state = applyEvent(state, events.at(-1)!, this.workflow).state;
    try {
      this.store!.commit(events);
    } catch {
      throw error;
    }
    this.pending = [];
    this.current = state;
    this.committed = state;
    if (this.request.itemRun !== true) {
      try {
        this.project();
      } catch {
        /* the journal holds it; the next invocation writes the projections again */
      }
    }
    if (failure) {
      return diskFirst(outcomeOf(this.ending(), stop, `${state.message ?? describeStop(stop, state)}; ${error.said}, and a second try recorded it`), stop, `${error.errno}: a journal append failed once`);
    }
    const ends = endsOf(later ? error.committing : kept);
    const active = state.active_step;
    const recorded = later ? `a later commit recorded ${ends.length > 0 ? ends.join(', ') : 'what it held'}, and the run's events after it` : `a second try recorded ${ends.length > 0 ? ends.join(', ') : "the run's events up to the failed write"}`;
    const message = `${error.said}; ${recorded}: ${active !== null ? `a resume goes on from step ${active}` : 'a resume reads the run as it ended'}`;
    // A foreach item's or child workflow's run: thrown, so its parent stops with it (as unprojected).
    if (this.request.itemRun === true || this.ancestry.length > 0) throw new StagegateError('STATE_WRITE_FAILED', message, { hint: error.hint, cause: error });
    return { ...outcomeOf(this.ending(), 'STATE_WRITE_FAILED', message), hint: error.hint ?? 'Free disk space or fix permissions, then resume.' };
  }

  close(): void {
    this.store?.close();
  }
}

/**
 * The events that only begin a step's attempt, before the commit its work waits on: a parallel
 * step's branches start once parallel_begun is committed, a child run once child_recorded is, a
 * foreach item's run once its item_started is (with the step's foreach_loaded / foreach_revived /
 * foreach_marked before it) — a commit the journal did not take ran none of them.
 */
const BEGINS_ATTEMPT: ReadonlySet<JournalEvent['event']> = new Set(['parallel_begun', 'child_recorded', 'foreach_loaded', 'foreach_revived', 'foreach_marked', 'item_started']);

/**
 * Where a failed commit's `events` are cut for its second try: before a trailing attempt_started
 * and the events after it that only began that attempt (BEGINS_ATTEMPT). Kept, they read as a step
 * in flight whose runner died (status), when nothing of the attempt ran.
 */
export function unstartedTail(events: readonly JournalEvent[]): number {
  const start = events.findLastIndex((e) => e.event === 'attempt_started');
  if (start < 0 || !events.slice(start + 1).every((e) => BEGINS_ATTEMPT.has(e.event))) return events.length;
  return start;
}
