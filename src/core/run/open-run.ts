// How an invocation opens the run it found (docs/run-semantics.md): the checks before the lock
// (--rerun-from against a fresh start, the agents a reopened run needs), then under the lock the
// run read again if it changed, and made this invocation's — a fresh start (the earlier run moved
// aside: state/supersede.ts, also one a crash interrupted), a resume (its journal replayed, a dead
// runner's attempt recorded lost, a source change and --rerun-from judged and recorded), or a new
// run — its run_started recorded, and its start said. What it applies goes through the run
// (run-host.ts), whose journal it opens; the loop that goes on from there is runner.ts's.
import { questionsOfVisit } from './questions.js';
import { WARNING_PREFIX } from './scoped-note.js';
import { join } from 'node:path';
import { StagegateError } from './errors.js';
import type { RunContext } from './context.js';
import { declaredInputs } from '../model/invocation.js';
import { locatingInputNames } from '../model/run-scope.js';
import { loadRun, reloadRun, withoutEvents, type RunLoad } from '../state/store.js';
import type { RunState, SourceChangeRecord } from '../state/state.js';
import type { JournalEvent, RunnerLost, TopRun } from '../state/events.js';
import { shownValue } from './secret-names.js';
import { eventsOf, type JournalTexts } from '../state/journal.js';
import { checkIntegrity, withWorkflowChange } from '../state/integrity.js';
import { endSupersede, supersede } from '../state/supersede.js';
import { freshStartDone, readPendingFresh, type PendingFresh } from '../state/fresh-marker.js';
import { LATER_MANIFEST_SECTIONS } from '../state/manifest.js';
import { newerBuildName, plainVersion } from '../state/written-by.js';
import { budgetWarnings, checkInputConflicts, integrityViolation, preflightInvocation, preflightInvocationAsync } from './preflight.js';
import { agentRecordRun } from './agent-record.js';
import type { AgentSelection } from '../agents/registry.js';
import { checkLogsRecorded } from './unrecorded-logs.js';
import { freshOwnedPaths, outputsLeftInPlace } from './fresh.js';
import { leftoverAttempts } from './leftovers.js';
import { describeSourceChange, effectivePolicy, refusal, refuses, reopens, sourceChange, type SourcePoint, type SourcePolicy, SourceRefusal, staleSourceOf, unreadSource, unreadSourceWarning } from './source-drift.js';
import { declaredStepCount } from '../model/workflow.js';
import { describeRewind, isRefusal, planRewind, raiseVisitsHint, rerunCommand, rewindError, type RewindPlan } from './rewind.js';
import { rerunStepNamed, rerunTakesBack } from './rerun-taken-back.js';
import { failedEnd, failureInWords } from './failed-end.js';
import { planRerun } from './rewind-items.js';
import { VERSION } from '../../version.js';
import { agentsWhy, describeAgents, effectiveAgents, reusable, toRecord, type RecordedAgents } from '../agents/recorded.js';
import { replacedStepAgentsNote } from '../agents/replaced-step-agents.js';
import { runningBranches } from '../steps/parallel/records.js';
import type { RunOutcome, RunRequest } from './host.js';
import { alreadyFinishedOf } from './outcome.js';
import type { Run } from './run-host.js';
import type { RunnerPorts } from './ports.js';

/**
 * The request with the agent selection this invocation uses (its flags, else the run's record)
 * and why; the outcome says it (base.agents) whenever an agent is chosen either way. A recorded
 * command not reused is a warning, said (onEvent) as the choice is made: before the stop
 * (WORKFLOW_INPUT_REQUIRED) the agent check may then make, which text output would not show it in.
 */
export function withAgentChoice(request: RunRequest, ctx: RunContext, base: RunOutcome, ports: Pick<RunnerPorts, 'onEvent'>, found: RunLoad = ctx.existing): RunRequest {
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
  // Said once: the choice made again under the lock says only a warning that changed.
  if (choice.notReused !== undefined && choice.notReused !== earlier?.notReused) ports.onEvent?.({ type: 'note', message: `${WARNING_PREFIX}${choice.notReused}`, warning: true });
  return { ...request, agents: choice.selection, agentChoice: choice, ...(given !== undefined ? { agentFlags: given } : {}) };
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

/** The opening of one invocation's run: what it reads of the source and decides before the lock, and the run made its own under it. */
export class RunOpening {
  /** Whether the checks before the lock judged the run reopened by a source change (chooseAgentsAgain checks the same way). */
  private checkedSourceChanged = false;
  /** What startedSource gave (read at the start of checkBeforeLock). */
  private startedCommit: { commit: string | null } | undefined;
  private source: SourcePoint | undefined;

  constructor(
    private readonly run: Run,
    /** The outcome's fixed part, which the agent choice fills (withAgentChoice). */
    private readonly base: RunOutcome,
    /** Resolves the run's context again (run_id, persisted inputs, paths) from what is on disk now. */
    private readonly locate: () => RunContext,
    /** The source commit asked for when the invocation began (SourceInfo.startSourceCommit): read before it is needed. */
    private readonly startedSource?: Promise<string | null>,
  ) {}

  private get ctx(): RunContext {
    return this.run.ctx;
  }

  private get request(): RunRequest {
    return this.run.request;
  }

  private get workflow(): Run['workflow'] {
    return this.run.workflow;
  }

  private get workspace(): Run['workspace'] {
    return this.run.workspace;
  }

  private get ports(): Run['ports'] {
    return this.run.ports;
  }

  /** Before the lock: --rerun-from against a fresh start, and the agents and outputs the run needs (run/preflight.ts). */
  async checkBeforeLock(): Promise<void> {
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
    const sourceChanged = this.sourceChanges(existing);
    this.checkedSourceChanged = sourceChanged;
    await preflightInvocationAsync(this.ctx, this.request.agents ?? {}, { pathEnv: this.request.env['PATH'] ?? '', sourceChanged, itemsRanAsShards: this.request.shards !== undefined }, this.request.readers);
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
    this.run.request = withAgentChoice(this.request, this.ctx, this.base, this.ports, found);
    // Whether a source change sends the run back, judged again on the run as it is now: the other
    // runner's verdicts may be stale here where the ones read before the lock were not (then the
    // steps it goes back to need their agents too).
    const sourceChanged = this.sourceChanges(found.kind === 'ok' ? found.state : undefined);
    if (sameSelection(before.selection, this.request.agents ?? {}) && sourceChanged === this.checkedSourceChanged) return;
    this.checkedSourceChanged = sourceChanged;
    preflightInvocation(this.ctx, this.request.agents ?? {}, { pathEnv: this.request.env['PATH'] ?? '', sourceChanged, itemsRanAsShards: this.request.shards !== undefined });
  }

  /** Whether this invocation sends `existing` back to steps it had done (a source change that reopens it, or --rerun-from): they need their agents. */
  private sourceChanges(existing: RunState | undefined): boolean {
    return this.rerunFrom !== undefined || (existing !== undefined && reopens(sourceChange(existing, this.sourceNow(), this.sourcePolicy()), this.sourcePolicy()));
  }

  /** The context read again under the lock; the lock must still be the run's (the state did not move). */
  private relocate(): void {
    const again = this.locate();
    if (again.lockPath !== this.ctx.lockPath) {
      throw new StagegateError('WORKFLOW_LOCKED', `run ${again.runId} of workflow ${this.workflow.name} was moved by another stagegate process while this invocation started; nothing was changed`, {
        hint: 'Run the same command again.',
      });
    }
    this.run.ctx = again;
  }

  /**
   * The run as found under the lock, made this invocation's: its state taken from the journal's
   * replay, or a new one started. Synchronous, so that nothing it read (a long run's parsed journal
   * events) stays alive in execute()'s suspended frame while the run goes on.
   */
  open(mode: typeof this.ctx.bound.controls.mode): { kind: 'finished'; outcome: RunOutcome } | { kind: 'open'; resumed: boolean } {
    // The journal read before the lock is replayed once: under it, only a changed journal is read again (reloadRun).
    const loading = { log: this.request.keepLog !== false, naming: this.ctx.naming };
    let load = reloadRun(this.ctx.existing, this.run.files, this.workflow, this.ctx.statePath.rel, loading);
    if (!sameRun(load, this.ctx.existing)) {
      // Another runner changed the run between the first read and the lock (it finished, or a
      // fresh run moved it aside): what this invocation read of it is read again, under the lock.
      this.relocate();
      load = reloadRun(this.ctx.existing, this.run.files, this.workflow, this.ctx.statePath.rel, loading);
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
    let pending = readPendingFresh(this.workspace, ctx.runRoot, ctx.statePath, (why) => this.run.warn(why));
    if (pending?.started === true) {
      // Its run had started (a crash between its first commit and the marker's removal): only the marker is left to remove.
      if (load.kind === 'ok' && freshStartDone(pending, load.state.fresh_execution_of?.superseded_to)) endSupersede(ctx.statePath);
      else this.run.warn(`the fresh-start marker ${ctx.statePath.rel}.fresh names a run that is not the one in place: it is ignored (it changes nothing; remove it)`);
      pending = undefined;
    }
    if (pending !== undefined && mode === 'resume' && this.rerunFrom !== undefined) {
      // The run it continues is a new one: it has reached no step to run again.
      const planned = planRewind(undefined, this.workflow, this.rerunFrom);
      if (isRefusal(planned)) throw rewindError(planned);
    }
    if (mode === 'fresh' || pending !== undefined) {
      if (pending !== undefined) this.ports.onEvent?.({ type: 'note', message: `a fresh start of run ${ctx.runId} was interrupted before it moved every file of the earlier run into ${pending.target.rel}: finishing it, then starting the run anew` });
      const { movedTo, left } = this.freshStart(load.kind === 'ok' ? load.state : undefined, pending);
      // Where the earlier run went: its journal, state, logs and outputs are kept there, not deleted
      // — but not an output outside its run root and artifact_root, which is not its own to move.
      if (movedTo !== null && !(load.kind === 'corrupt' && load.writtenBy !== undefined)) {
        const was = load.kind === 'ok' ? ` (${load.state.status})` : '';
        const outside = left.length === 0 ? '' : `; ${left.length === 1 ? 'its output' : `${left.length} outputs`} outside the run root stay${left.length === 1 ? 's' : ''} in place, for this run to write over: ${left.slice(0, 3).join(', ')}${left.length > 3 ? ', …' : ''}`;
        this.ports.onEvent?.({ type: 'note', message: `fresh start: the earlier run ${ctx.runId}${was} was moved aside, into ${movedTo}/ (its journal, state, logs and ${left.length === 0 ? 'outputs' : 'the outputs in its run root'}, as they were${outside})` });
      }
      // A run a newer stagegate wrote is not read by this one (written-by.ts): a fresh start moves
      // it aside unread, as it moves any run it starts over. Said plainly: which build wrote it,
      // where it went, and that this build's run now stands in its place.
      if (load.kind === 'corrupt' && load.writtenBy !== undefined) {
        const plain = plainVersion(load.writtenBy);
        this.run.warn(`run ${ctx.runId} was written by ${newerBuildName(load.writtenBy)} than this one (${VERSION}): this fresh start moved it aside unread, into ${movedTo ?? `${ctx.runRoot.rel}/.superseded/`}, and starts the run anew with ${VERSION}; ${plain !== undefined ? `stagegate ${plain} or later` : 'the stagegate that wrote it'} can still read it there`);
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
      checkIntegrity(load.state, this.workflow, ctx.runId, ctx.bindings, this.workspace, ctx.statePath.rel, { allowWorkflowChange: given.allowWorkflowChange === true, resumeCommand: withPolicy, naming: ctx.naming, staleSource, digests: this.run.digests, ...(takenBack !== undefined ? { takenBack } : {}) });
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
      this.run.continueJournal(load);
      if (this.run.state().active_step === null && change === null && rerunFrom === undefined) {
        // A finished run whose verdicts are all current: report it again, run nothing.
        // Projections left behind by a killed runner are brought level. (At another source it
        // goes on below: rerun opens it again; keep records the choice and reports it again.)
        if (load.snapshotLags) this.run.commit();
        else if (this.request.itemRun !== true) this.run.writeManifest();
        return { kind: 'finished', outcome: alreadyFinishedOf(this.run.ending()) };
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
      this.run.startJournal(load.kind === 'absent' ? load : { kind: 'absent' });
      this.startInvocation(null);
    }
    return { kind: 'open', resumed };
  }

  /** The run opened (not finished already): its start committed, pointed to, and said. */
  started(mode: typeof this.ctx.bound.controls.mode, resumed: boolean): void {
    // Before any command that continues the run is said: a --stop-after-step behind the run is met.
    this.run.settleStopBehind();
    // The invocation's start is on disk before anything runs (an item run's goes out with its first stage's start).
    if (this.request.itemRun !== true) this.run.commit();
    // Recorded now: the commands printed to continue the run need not carry the agent flags (the resume finds them).
    const record = this.request.agentChoice !== undefined ? this.run.state().invocations.at(-1)?.agents : undefined;
    if (record !== undefined && reusable(record) && this.request.agents !== undefined) this.request.agents.recorded = true;
    this.run.writePointer();
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
  }

  private resumeCommand(): string {
    return this.run.resumeCommand();
  }

  /**
   * Which agent a resume runs with when that is not what its command line says: the run's record
   * (no agent flags given), or flags that replace it (a recorded command not reused: withAgentChoice said it).
   */
  private sayAgentChoice(): void {
    const choice = this.request.agentChoice;
    if (choice === undefined) return;
    if (this.base.agents !== undefined && (choice.from === 'run' || choice.replaced !== undefined)) this.ports.onEvent?.({ type: 'note', message: `agent: ${this.base.agents.shown} (${this.base.agents.why})` });
    // The steps whose own agent: that choice replaces (an item run's parent said it already).
    const replaced = this.request.itemRun !== true && this.base.agents !== undefined ? replacedStepAgentsNote(this.workflow, choice.selection, this.base.agents.shown) : undefined;
    if (replaced !== undefined) this.ports.onEvent?.({ type: 'note', message: replaced });
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
    if (where !== undefined) this.run.warn(`run ${ctx.runId} has no state at ${ctx.statePath.rel}, so this starts a second run of that id there. ${where}`);
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

  /**
   * The files the prompts have the agent read, as the workflow's digest covered them: `[]` when it
   * names some but none exists, absent when it names none. Recorded even when empty: a run_started
   * without it is one a build before 2026-12-07 wrote (state/recorded-digest.ts).
   */
  private promptFilesRecord(): { prompt_files?: Array<{ step: string; path: string; sha256: string }> } {
    const files = this.workflow.promptFiles?.();
    return files !== undefined ? { prompt_files: files.map((f) => ({ step: f.step, path: f.path, sha256: f.sha256 })) } : {};
  }

  /** This invocation starts: the first event of a new journal creates the run. */
  /** `fresh`: a fresh start's run (a resume that finished one a crash interrupted records it as the fresh run it is). */
  private startInvocation(freshOf: RunState['fresh_execution_of'], fresh = false): void {
    const { ctx } = this;
    const entry = this.workflow.entry!;
    this.run.apply({
      event: 'run_started',
      at: this.run.now(),
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
      ...this.promptFilesRecord(),
      manifest_sections: [...LATER_MANIFEST_SECTIONS],
      fresh_execution_of: freshOf,
      ...(this.workflow.data.terminal?.success !== undefined ? { success_status: this.workflow.data.terminal.success } : {}),
      ...this.agentsRecord(),
      entry,
      entry_kind: this.workflow.steps.get(entry)!.kind,
      ...(this.request.parentInstance !== undefined ? { parent_instance: this.request.parentInstance } : {}),
      ...this.topRunRecord(),
    });
  }

  /** A child workflow's run: the run above it a person resumes (its top ancestor), never a secret's value. */
  private topRunRecord(): { top_run?: TopRun } {
    const top = this.request.ancestry?.[0];
    if (top === undefined || this.request.itemRun === true) return {};
    return { top_run: { workflow_file: top.workflowFile, run_id: top.runId, inputs: Object.fromEntries((top.locating ?? []).map(([name, value]) => [name, shownValue(name, value)])) } };
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
        this.run.warn(unreadSourceWarning(this.workspace.root, why));
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
    const applied = this.run.apply({ event: 'source_changed', at: this.run.now(), change, to: null, stop: null });
    this.run.sourceChangeRecorded(applied.state.source_changes?.[applied.state.source_changes.length - 1]);
    this.ports.onEvent?.({ type: 'note', message: describeSourceChange(change) });
  }

  /** --rerun-from STEP, the step an imported file's id as written there names (N-001 for N_001) when it names one. */
  private get rerunFrom(): string | undefined {
    const given = this.request.invocation.rerunFrom;
    return given === undefined ? undefined : rerunStepNamed(this.workflow, given);
  }

  /** --rerun-from STEP: the verdicts it takes back, recorded in the journal (run/rewind.ts), and said. */
  private recordRewind(stepId: string): void {
    // Planned again on the state a source change may have moved on (it only takes verdicts back).
    const plan = this.planRerunOrThrow(this.run.state(), stepId);
    // A step that asked a person in this visit is entered again: a new visit takes its questions
    // back (a pending one too) and renews its allowance (WORKFLOW_BLOCKED_QUESTION_LIMIT's fix).
    if (plan.taken_back.length === 0 && plan.step === this.run.state().active_step && questionsOfVisit(this.run.state(), plan.step).length === 0) {
      // The run is at STEP and has no verdict of it: the resume runs it anyway. Entering it again
      // would only spend a visit of its max_visits.
      this.ports.onEvent?.({ type: 'note', message: `rerun from ${plan.step}: the run is at ${plan.step} and has no verdict of it to take back; it resumes there` });
      return;
    }
    // The step whose failure ended the run: said, since it has no verdict to take back.
    const failure = plan.taken_back.length === 0 && failedEnd(this.run.state()) === plan.step ? failureInWords(this.run.state(), plan.step) : undefined;
    this.run.apply({ event: 'rewound', at: this.run.now(), step: plan.step, taken_back: plan.taken_back, ...(plan.items !== undefined ? { items: plan.items } : {}), ...(plan.branches !== undefined ? { branches: plan.branches } : {}), ...(failure !== undefined ? { after_failure: failure } : {}), to: null, stop: null });
    this.ports.onEvent?.({ type: 'note', message: describeRewind(plan, failure) });
  }

  /**
   * The rerun from `stepId` as it will be done, with what the runs on disk say (rewind-items.ts
   * planRerun: the one check status offers by); refused: nothing of this invocation is written.
   */
  private planRerunOrThrow(state: RunState, stepId: string): RewindPlan {
    const plan = planRerun(this.workspace, state, this.workflow, stepId, this.ctx.runRoot.rel);
    if (!isRefusal(plan)) return plan;
    this.run.discardUncommitted();
    // No visit left: the continuation in the words of the command that runs it once max_visits is raised.
    if (plan.raise !== undefined) throw rewindError({ ...plan, hint: raiseVisitsHint(plan.raise, this.workflow, this.resumeCommand(), undefined, plan.alsoAtLimit, `and the run reaches it again from ${plan.raise}`) });
    throw rewindError(plan);
  }

  /**
   * The steps whose verdicts --rerun-from takes back (run/rerun-taken-back.ts), if it is given and
   * allowed: their outputs are not checked as evidence (integrity.ts), they run again.
   */
  private takenBackByRerun(state: RunState): ReadonlySet<string> | undefined {
    const from = this.rerunFrom;
    return from === undefined ? undefined : rerunTakesBack(state, this.workflow, from);
  }

  /**
   * Moves the earlier run's own files aside and starts the run anew. `pending`: a fresh start a
   * crash interrupted (state/supersede.ts), finished into its folder — the run it supersedes read
   * from there once its journal was moved. Returns the folder they went into (null: nothing moved).
   */
  private freshStart(previous: RunState | undefined, pending?: PendingFresh): { movedTo: string | null; left: string[] } {
    const { ctx } = this;
    const prior = previous ?? (pending !== undefined ? this.supersededState(pending) : undefined);
    // Only what is this run's own (run/fresh.ts): never a path an untrusted previous state names.
    const paths = freshOwnedPaths(ctx, prior);
    const stamp = this.run.now().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
    const { to: movedTo, marked } = supersede(this.workspace, ctx.runRoot, ctx.statePath, paths, stamp, { pending, random: this.run.random });
    const freshOf = prior || movedTo ? { run_id: prior?.run_id ?? ctx.runId, status: prior?.status ?? null, superseded_to: movedTo } : null;
    // Its marker is removed once the new run's start is committed (run-host.ts commit): a crash before then finds it again.
    this.run.startJournal({ kind: 'absent' }, marked);
    this.startInvocation(freshOf, true);
    return { movedTo, left: outputsLeftInPlace(prior, paths) };
  }

  /** The run an interrupted fresh start supersedes, its journal already in the start's folder: replayed there (undefined when it does not load). */
  private supersededState(pending: PendingFresh): RunState | undefined {
    const moved = loadRun({ state: join(pending.target.abs, this.ctx.statePath.rel) }, this.workflow, this.ctx.statePath.rel, { log: false });
    return moved.kind === 'ok' ? moved.state : undefined;
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
    const lost: RunnerLost = { event: 'runner_lost', at: this.run.now(), step: flight.step, visit: flight.visit, attempt: flight.attempt, ...(branches.length > 0 ? { branches } : {}), killed };
    if (lossRecorded(texts, lost)) return;
    this.run.apply(lost);
  }
}
