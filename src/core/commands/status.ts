// `status`: where a run is, read-only. Needs only the inputs that locate the state.
import { runnerEnded } from '../run/runner-ended.js';
import { agentsWhy, describeAgents, flagsToCarry, latestRecord, reusable } from '../agents/recorded.js';
import { existsSync } from 'node:fs';
import { statusOutputs, type StatusOutputs } from './status-outputs.js';
import { handOffChildStatus, handOffEnd, handOffHint } from '../steps/hand-off/ended.js';
import { decisionAheadInWords } from '../steps/approval/after-decision.js';
import { isStagegateError } from '../run/errors.js';
import { exitStatusFor, recordedExitStatus, stopClass } from '../run/stop-codes.js';
import { Workspace } from '../workspace/workspace.js';
import { loadAndCheck } from '../model/load-and-check.js';
import type { WorkflowRead } from '../model/read-once.js';
import type { WorkflowReaders } from '../model/workflow-readers.js';
import { resolveRunContext, withRunsNamed, type RunContext } from '../run/context.js';
import type { Invocation } from '../model/invocation.js';
import { statusOf, type RunState } from '../state/state.js';
import { stepNamed, type Workflow } from '../model/workflow.js';
import { latestDecisions, type LogKept, type RunLog } from '../state/run-log.js';
import { maxVisitsOf } from '../run/transition.js';
import { branchesOf } from '../steps/parallel/branches.js';
import { reloadRun } from '../state/store.js';
import { journalPathFor } from '../state/journal.js';
import { checkIntegrity, withWorkflowChange } from '../state/integrity.js';
import { checkInputConflicts, integrityViolation, journalNow } from '../run/preflight.js';
import { checkLogsRecorded } from '../run/unrecorded-logs.js';
import { RunLock, sinceWords } from '../state/lock.js';
import { freshStartPending, readPendingFresh } from '../state/fresh-marker.js';
import type { RunSummary } from '../run/runner.js';
import { otherRunsHint, runIdNeededHint } from './runs.js';
import { describeSourceChange, effectivePolicy, refusal, refuses, sourceChange, staleSourceOf, unreadSource, verdictSources } from '../run/source-drift.js';
import { agentFlags, flagWord, runCommandLine, runTarget, stepWord } from '../run/command-line.js';
import { recordedUnmetStop } from '../run/stopped-after-fix.js';
import { stateLocatingInputs } from '../model/run-scope.js';
import { pausedChildRuns } from './approve.js';
import { decidedInWords, pausedInWords } from '../steps/approval/transition.js';
import { blockedRerunHint, loopLimitHint, rerunCommand } from '../run/rewind.js';
import { rerunFromBlocked } from '../run/rewind-items.js';
import { failedEnd, failedEndHint, stepLogEmpty } from '../run/failed-end.js';
import { pausedNext } from '../run/paused-next.js';
import { agentFlagsNote } from './edit-run.js';
import { childRunHint, topResumeLine, topRunOf } from '../run/top-run.js';
import { notRunSteps } from '../run/not-run.js';
import { answerCommand, askingStep, unansweredAsks } from '../run/asked-next.js';
import { answerResume, childAnswerNext, pendingQuestion, reportedQuestion } from '../run/questions.js';
import { collectionKeyStop, editedResume, rerunStepForStop } from '../run/rerun-next.js';
import { driftAdvice, drifted, DRIFT_STATUS_BYTES, registryDrift, type RegistryDrift } from '../steps/foreach/registry-drift.js';
import { childRunLocating } from '../steps/child/run.js';
import { loadRun } from '../state/store.js';
import { interruptedMergeStop } from '../shards/merge-marker.js';

/** The steps the run went around without running them (RunSummary.notRun): absent when none. */
function notRunOf(workflow: Workflow, decisions: Parameters<typeof notRunSteps>[1], state: RunState): Pick<StatusReport, 'notRun'> {
  const notRun = notRunSteps(workflow, decisions, state);
  return notRun.length > 0 ? { notRun } : {};
}

export interface StatusReport extends RunSummary {
  /**
   * Who drives the run now: `active` while a live runner holds its lock; `gone` when it is
   * IN_PROGRESS (a step in flight, or between steps) and no runner holds it: the runner died
   * (killed, out of memory) and a resume goes on. Absent when neither (a run that stopped).
   */
  runner?: 'active' | 'gone' | 'elsewhere';
  /** Once the run's state was read: its accepted outputs, and what a failed attempt left, not accepted (status-outputs.ts). */
  outputs?: StatusOutputs;
  /**
   * A live runner holds the run's lock: looked at once the run is located. Absent when nothing
   * looked (a refusal before the run was located: a workflow run refuses, a run id missing).
   */
  locked?: boolean;
  /** The lock is a file that names no process (written by no stagegate run, or damaged): its path, workspace-relative. */
  lockNamesNoProcess?: string;
  /** The lock names a runner on another machine, whose process this one cannot check: who, and the lock's path (workspace-relative). */
  lockElsewhere?: { host: string; pid: number; startedAt?: string; file: string };
  /** A live runner on this machine holds the lock: its pid, host and since when (where the lock records it), as `ps`/`kill` want them. */
  lockHolder?: { host: string; pid: number; startedAt?: string };
  /** Each step's visit limit (max_visits, else execution.max_visits, else 10), in workflow order. */
  maxVisits: Record<string, number>;
  /** An imported file's step ids as written there, each to the step it names (stepNamed: N-001 to N_001), where they differ. */
  writtenIds?: Record<string, string>;
  /** A parallel step's branch ids as written in an imported file, each to the branch it names (lint-a to lint_a), by step, where they differ. */
  writtenBranches?: Record<string, Record<string, string>>;
  /** Each parallel step's branch ids, in declared order (`logs STEP.BRANCH` refuses a branch the step does not have). */
  branches?: Record<string, string[]>;
  /** Each foreach step's per_item step ids (`logs STEP[ITEM].SUB`); absent when the workflow has no foreach step. */
  perItem?: Record<string, string[]>;
  state?: RunState;
  /** The run's transitions and decisions (from its journal). */
  log?: RunLog;
  /** Verdicts made at another commit that a keep continued with at this one (only when compared). */
  keptVerdicts?: string[];
  /**
   * The STALE_ARTIFACT_REJECTED is a resume's refusal of verdicts made at another source commit or
   * agent package version (on_source_change: refuse), not of an output changed on disk: what the
   * Action's summary names its banner by, as run's (RunOutcome.sourceRefused).
   */
  sourceRefused?: true;
  /**
   * The child workflow runs the run is paused in, awaiting a decision there (its active
   * child_workflow step's, or a child_workflow branch's of its active parallel step), each with
   * the approve and reject commands that decide it.
   */
  pausedChildren?: PausedChildStatus[];
  /** The hand-off step whose terminal status ended the run (its record says `blocked`: the run's lists keep it among failed_or_blocked_steps). */
  handedOff?: string;
  /** A paused run: the command that continues it, as the run printed it when it paused (paused-next.ts); null otherwise. */
  nextCommand?: string | null;
  nextAlternative?: string;
  /**
   * A `nextCommand` that resumes the run without the agent flags it was started with (the run does
   * not record them; edit-run.ts agentFlagsNote): why they must be added, as approve and skip say it.
   */
  nextNote?: string;
  /** The agent choice the run recorded (secret-looking --agent-arg values masked), which a resume without agent flags uses. */
  agents?: { shown: string; from: 'run'; why: string };
  /** The command that lists the run's whole journal (text status shows only the latest of a long log). */
  historyCommand?: string;
  /**
   * Asked for (`lookPastIntegrity`): the refusal the run's load or integrity check gave (an edited
   * workflow, a changed accepted output, a journal that no longer replays against the workflow, an
   * edited projection), with the state its verified journal replays to — for `logs`, a read-only
   * look at the run's files that the refusal does not concern. A journal whose chain does not
   * verify is refused as ever.
   */
  integrity?: { code: string; message: string; hint?: string };
  /** A refusal at a place in a file (a workflow run refuses: the finding's file:line:column), as run reports it. */
  location?: { file?: string; line?: number; column?: number };
  /**
   * The run's state file is missing (removed) while its journal holds the run: status read it from
   * the journal and writes nothing (read-only); this command — the run's resume — writes it again.
   */
  stateFileMissing?: string;
  /**
   * Each foreach step with items loaded, against its registry as it is now: the items of its visit
   * (a resume keeps them) and the rows the file has, with the rows added, removed or changed since.
   */
  registries?: Record<string, RegistryDrift>;
  /**
   * The active child_workflow step's child run, read from its own state: where it is (its active
   * step, the step in flight), and the command that shows its logs. Absent when the run has none.
   */
  children?: Record<string, ChildPosition>;
}

/** Where the child run of a child_workflow step is, by its own state. */
export interface ChildPosition {
  workflow_file: string;
  run_id: string;
  state_path: string;
  /** The child's status (IN_PROGRESS while a step of it is in flight); null when its state cannot be read. */
  status: string | null;
  active_step: string | null;
  in_flight: string | null;
  /** The command that prints the child run's logs (with the inputs that locate its state). */
  logs: string;
}

export interface PausedChildStatus {
  step: string;
  /** The parallel step's branch whose child it is. */
  branch?: string;
  workflow_file: string;
  run_id: string;
  approve: string;
  reject: string;
}

/** Status of a run that has no state yet. */
export const NOT_STARTED = 'NOT_STARTED';

// A run's status from its state (IN_PROGRESS while a step is in flight): state.ts, shared with graph.
export { statusOf } from '../state/state.js';

/**
 * `importers`: for a workflow in another runner's format (model/workflow-readers.ts).
 * `otherRuns`: when the run has no state, name the workflow's other runs in the hint (a walk of the
 * whole workspace, as `list` makes: for a person's `status`, not for the Action's every look-up).
 * `commandName`: what the printed commands start with (default `stagegate`; the CLI's `stagegate -C DIR`).
 * `sourceCommit`: reads the source the workspace is at now (git HEAD; the Action: the pull request's
 * head). Given, the run's verdicts are compared with it as a resume compares them: a run whose
 * verdicts are stale is not reported as it stands (a finished run is not WORKFLOW_COMPLETE for a
 * commit nobody ran it on). Not given (the Action's look-ups of where a run is): not compared.
 * Asked only once there is a run to compare (no `git rev-parse` for a workflow that did not load,
 * a run that has not started, or one a live runner holds).
 */
export function getStatus(workspaceRoot: string, workflowFile: string, invocation: Invocation, importers: WorkflowReaders, options: Omit<StatusOptions, 'startSourceCommit'> = {}): StatusReport {
  const got = statusStanding(workspaceRoot, workflowFile, invocation, importers, options);
  // Not started (no startSourceCommit here): asked, when asked, as the comparison is made.
  return 'atSource' in got ? got.atSource(options.sourceCommit?.() ?? null) : got;
}

export interface StatusOptions {
  otherRuns?: boolean;
  /** The command the hints naming the workflow's runs repeat (default `status`; `logs` reads a run through status). */
  verb?: string;
  sourceCommit?: () => string | null;
  /**
   * Instead of `sourceCommit`: starts the same look-up without waiting for it (SourceInfo.startSourceCommit),
   * once there is a run to compare, before its journal is loaded and replayed: `git rev-parse` runs meanwhile.
   * For `statusStanding` only, whose caller awaits it.
   */
  startSourceCommit?: () => Promise<string | null>;
  inputsInHints?: boolean;
  commandName?: string;
  lookPastIntegrity?: boolean;
  /**
   * The run as another read-only look just located and loaded it for the same workflow and
   * invocation (`plan`'s: PlanOptions.onLocated): status reads it from there, not the workflow and
   * the run's journal again (its replay is reused while the journal is unchanged: reloadRun). Used
   * only when it locates a resume (a fresh look's state is not the run as it stands).
   */
  located?: RunContext;
  /**
   * The workflow file as the caller read it for this command (read-once.ts: the Action's plan), instead of
   * reading it here (loadAndCheck checks it as run does).
   */
  read?: WorkflowRead;
  /**
   * Called once the workflow is loaded, before the run is located or loaded: a StagegateError it
   * throws is the report (`logs STEP`: a step the workflow lacks, whatever state the run is in).
   */
  workflowLoaded?: (workflow: Workflow) => void;
  /**
   * What the caller shows beyond the run's own record, each read from other files: `registries`,
   * each foreach's registry against its items (StatusReport.registries: a registry read, up to
   * DRIFT_STATUS_BYTES); `children`, the active child_workflow step's child run (its journal
   * replayed). Only the commands that print them ask (`status`; `logs` the child): the lookups
   * that locate a run (the Action's run, shards, logs) do not pay for them.
   */
  views?: { registries?: boolean; children?: boolean };
  /**
   * What of the run's log the report carries (StatusReport.log, LoadOptions.log): default its
   * transitions and its decisions (the Action's summary graph draws the transitions); 'decisions'
   * those alone (the CLI's `status --json` prints no transition: `history` does); the latest n
   * decisions with their count (text `status`: STATUS_LIST_SHOWN); false neither (`logs`).
   * Used where this look loads the run (not a `located` run's, loaded already).
   */
  log?: LogKept;
}

/** The run as it stands, its comparison with the source now still to make: `atSource` with the commit `started` gives. */
export interface StatusAtSource {
  started: Promise<string | null>;
  atSource: (sourceCommit: string | null) => StatusReport;
}

/**
 * getStatus up to the comparison with the source: the report, or (the source asked with
 * `startSourceCommit`) what to make of it once the look-up answers. A caller that can wait
 * (the CLI's `status`) lets `git rev-parse` run while the journal is replayed.
 */
export function statusStanding(workspaceRoot: string, workflowFile: string, invocation: Invocation, importers: WorkflowReaders, options: StatusOptions = {}): StatusReport | StatusAtSource {
  const base: StatusReport = { status: NOT_STARTED, exitCode: 0, message: '', workflow: null, workflowFile, runId: null, activeStep: null, completedSteps: [], statePath: null, manifestPath: null, runRoot: null, maxVisits: {} };
  // Whether a live runner holds the run's lock, once the run is located and it was looked at: a
  // refusal after that says it (the truth), one before it has nothing to say (no `locked`).
  let lock: Pick<StatusReport, 'locked'> = {};
  // What was located before a refusal (the workflow, then the run: its state path, manifest, root):
  // a refusal after that reports it, as run does (the run id as given before it is located).
  let reached: StatusReport = base;
  try {
    const name = options.commandName ?? 'stagegate';
    const located = options.located?.bound.controls.mode === 'resume' ? options.located : undefined;
    const workspace = located?.workspace ?? new Workspace(workspaceRoot);
    // Loaded and checked as `run` loads it (loadAndCheck: the schema and every validation rule),
    // before the run is looked for: a workflow run refuses is refused here with run's stop code,
    // message and position, whether or not a run of it exists.
    const workflow = located?.workflow ?? loadAndCheck(workspace, workflowFile, importers, options.read, undefined, options.commandName);
    // What the caller checks against the workflow alone (a step id it was given), before the run is located or loaded.
    reached = { ...base, workflow: workflow.name, workflowFile: workflow.file };
    options.workflowLoaded?.(workflow);
    // Status reads; it must not demand inputs a resume would take from state.
    // A run located already is named as this status names it (its commands, the inputs in them).
    // The source look-up started as soon as the state is located, when a run is there to compare
    // (its journal) and no live runner holds it: `git rev-parse` runs while the journal is replayed,
    // and is forked before the replay has grown the heap. Taken below once the lock is looked at.
    let early: Promise<string | null> | undefined;
    const stateLocated = options.startSourceCommit === undefined ? undefined : (statePath: { abs: string }): void => {
      if (existsSync(journalPathFor(statePath.abs)) && !RunLock.isHeld(`${statePath.abs}.lock`)) early = options.startSourceCommit!();
    };
    const ctx = located
      ? { ...located, naming: { commandName: name, locating: options.inputsInHints === true ? stateLocatingInputs(workflow, located.bound.explicit) : [] } }
      : withRunsNamed(() => resolveRunContext(workflow, workspace, { ...invocation, mode: 'resume' }, new Date(), { readOnly: true, log: options.log ?? true, ...(stateLocated ? { stateLocated } : {}), naming: { commandName: name, inputsInHints: options.inputsInHints } }), options.otherRuns === true ? () => runIdNeededHint(workspace, workflow, name, options.verb ?? 'status', options.inputsInHints === true ? invocationLocating(workflow, invocation) : []) : undefined);
    // Held by a live runner: a lock left by a dead process on this machine is not.
    const held = RunLock.isHeld(ctx.lockPath);
    const elsewhere = held ? RunLock.heldElsewhere(ctx.lockPath) : undefined;
    const holder = held && elsewhere === undefined ? RunLock.ownerOf(ctx.lockPath) : undefined;
    const report: StatusReport = {
      ...base,
      workflow: workflow.name,
      workflowFile: workflow.file,
      runId: ctx.runId,
      statePath: ctx.statePath.rel,
      manifestPath: ctx.manifestPath.rel,
      runRoot: ctx.runRoot.rel,
      locked: held,
      // Held, but by a file that names no process (a garbage lock, within its grace: run refuses it too).
      ...(held && RunLock.namesNoOwner(ctx.lockPath) ? { lockNamesNoProcess: `${ctx.statePath.rel}.lock` } : {}),
      ...(elsewhere !== undefined ? { lockElsewhere: { host: elsewhere.host, pid: elsewhere.pid, ...(elsewhere.started_at !== undefined ? { startedAt: elsewhere.started_at } : {}), file: `${ctx.statePath.rel}.lock` } } : {}),
      ...(holder !== undefined ? { lockHolder: { host: holder.host, pid: holder.pid, ...(holder.started_at !== undefined ? { startedAt: holder.started_at } : {}) } } : {}),
      maxVisits: Object.fromEntries([...workflow.steps.keys()].map((id) => [id, maxVisitsOf(workflow, id)])),
      ...stepNamesOf(workflow),
    };
    lock = { locked: report.locked };
    reached = report;
    // No state here: NOT_STARTED (exit 0, as documented), with the workflow's other runs when a
    // given run id names none of them (a mistyped id looks like a run that has not started).
    const notStarted = (r: StatusReport): StatusReport => {
      const hint = ctx.runIdGenerated || options.otherRuns !== true ? undefined : otherRunsHint(workspace, ctx, true, name, options.verb ?? 'status');
      return { ...r, runId: ctx.runIdGenerated ? null : ctx.runId, message: `no state at ${ctx.statePath.rel}: the run has not started`, ...(hint !== undefined ? { hint } : {}) };
    };
    // Asked now (or taken as asked when the state was located), answered meanwhile (a live runner's run is not compared).
    const startSource = (): Promise<string | null> | undefined => (options.startSourceCommit !== undefined && !report.locked ? (early ?? options.startSourceCommit()) : undefined);
    // A run not located is asked for once its load finds one (its manifest is read below: it may refuse it).
    let started = ctx.existing.kind === 'absent' ? undefined : startSource();
    // The same load and checks a resume makes (the manifest's journal head included): status
    // reports the stop code `run` would stop with. The journal the context replayed is replayed
    // again only when it changed since (reloadRun, as a resume does under its lock).
    const load = reloadRun(ctx.existing, { state: ctx.statePath.abs, manifest: ctx.manifestPath.abs }, workflow, ctx.statePath.rel, { log: options.log ?? true, naming: ctx.naming });
    if (load.kind === 'corrupt') {
      // A read-only look at the run's files: the state its verified journal replays to, the refusal said with it.
      // The message run and plan refuse the resume with (integrityViolation), word for word, at the same place (the at: line).
      const violation = integrityViolation(load);
      const at = violation.location.line !== undefined ? { location: violation.location } : {};
      if (options.lookPastIntegrity === true && load.replayed !== undefined) return { ...lookedPast(report, load.replayed, { code: violation.code, message: violation.message, hint: load.hint }), ...at };
      return { ...report, status: violation.code, exitCode: exitStatusFor(violation.code), message: violation.message, hint: load.hint, ...at };
    }
    // A fresh start a crash interrupted (state/fresh-marker.ts): the next run finishes it and starts
    // the run anew, whatever of the earlier run is still in place (run's note says the same).
    const pending = readPendingFresh(workspace, ctx.runRoot, ctx.statePath);
    if (freshStartPending(pending, load.kind === 'ok' ? load.state.fresh_execution_of?.superseded_to : undefined)) {
      const locatingNow = options.inputsInHints === true ? stateLocatingInputs(workflow, ctx.bound.explicit) : [];
      const next = runCommandLine(name, workflow.file, ctx.runId, locatingNow);
      // A live runner holds the run: the fresh start is under way, not interrupted (nothing to run meanwhile).
      if (report.locked) {
        return {
          ...report,
          status: NOT_STARTED,
          message: `a fresh start of run ${ctx.runId} is under way (a runner holds its lock): it moves the earlier run's files into ${pending.target.rel}, then starts the run anew`,
          hint: `Wait for that runner; \`${name} status ${runTarget(workflow.file, ctx.runId, locatingNow)}\` then says where the new run is.`,
          nextCommand: null,
        };
      }
      return {
        ...report,
        status: NOT_STARTED,
        message: `a fresh start of run ${ctx.runId} was interrupted before it moved every file of the earlier run into ${pending.target.rel}: the next run finishes it and starts the run anew`,
        hint: `Run it: \`${next}\` (the earlier run's files go into ${pending.target.rel}; every stage runs again).`,
        nextCommand: next,
      };
    }
    if (load.kind === 'absent') return notStarted(report);
    if (ctx.existing.kind === 'absent') started = startSource();
    const state = load.state;
    // An input given here that differs from the run's: the refusal a resume with these arguments
    // gives (checkInputConflicts, word for word), before its other checks, as the run makes them.
    // A live runner's run is reported as it goes (a resume now would meet its lock first).
    if (options.lookPastIntegrity !== true && !report.locked) checkInputConflicts({ ...ctx, existing: load });
    // The inputs that locate the run's state, as the commands it prints name them.
    const locating = options.inputsInHints === true ? stateLocatingInputs(workflow, ctx.bound.explicit) : [];
    // Given --allow-workflow-change (as run takes it), an edited workflow is the run's as a resume with
    // the flag would take it: the commands status gives carry the flag until a resume records the edit.
    const edited = (command: string): string => withWorkflowChange(command, state, workflow, invocation.allowWorkflowChange);
    // The agent flags a resume without them would not find (a recorded command outside the workspace)
    // and needs (an agent step it may still run takes its agent from them: agentFlagsNote): carried,
    // as the run's own next: carries them (printed for the person at the CLI, as its inputs).
    const toCarry = options.inputsInHints === true ? flagsToCarry(state) : undefined;
    const carried = toCarry !== undefined && agentFlagsNote(workflow, ctx, state) !== null ? toCarry : undefined;
    // The --stop-after-step the run's last invocation was given and stopped before (its run_stopped
    // records it): kept, as that invocation's own next: keeps it, so the resume still stops there.
    const stop = recordedUnmetStop(state, workflow);
    const resume = edited(`${runCommandLine(name, workflow.file, ctx.runId, locating)}${agentFlags(carried)}${stop !== undefined ? flagWord('stop-after-step', stop) : ''}`);
    // A child workflow's run (a parent started it): the resume that goes on is its top run's, which continues it.
    const top = topRunOf(state);
    const goOn = top !== undefined ? topResumeLine(name, top, options.inputsInHints === true) : resume;
    // The same refusal `run` gives, with its pasteable command (an edited workflow: the resume with --allow-workflow-change).
    try {
      // status takes no lock: a log a live runner made since the run was read is judged on its journal read again.
      checkLogsRecorded(state, workflow, ctx.runRoot, ctx.statePath.rel, resume, journalNow(ctx));
      checkIntegrity(state, workflow, ctx.runId, ctx.bindings, workspace, ctx.statePath.rel, { allowWorkflowChange: invocation.allowWorkflowChange === true, resumeCommand: resume, naming: ctx.naming });
    } catch (error) {
      // An edited workflow: at a source a resume would refuse too, the one refusal run gives that names both.
      const edit = state.workflow_file === workflow.file && state.workflow_digest !== workflow.digest && state.active_step !== null;
      if (options.lookPastIntegrity !== true && edit && isStagegateError(error) && !report.locked && (options.sourceCommit !== undefined || started !== undefined)) {
        const both = (sourceCommit: string | null): StatusReport => {
          const policy = effectivePolicy(invocation, workflow);
          const staleSource = staleSourceOf(sourceChange(state, { source_commit: sourceCommit, agent_package_version: ctx.agentPackageVersion }, policy), policy, resume);
          if (staleSource !== undefined) checkIntegrity(state, workflow, ctx.runId, ctx.bindings, workspace, ctx.statePath.rel, { allowWorkflowChange: false, resumeCommand: resume, naming: ctx.naming, staleSource });
          throw error;
        };
        return started === undefined ? caught(report, () => both(options.sourceCommit!())) : { started, atSource: (sourceCommit) => caught(report, () => both(sourceCommit)) };
      }
      if (options.lookPastIntegrity !== true || !isStagegateError(error)) throw error;
      return lookedPast(report, state, { code: error.code, message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}) });
    }
    // A merge interrupted while it copied shards into the run root: the resume at its foreach or
    // parallel step stops SHARD_MERGE_INTERRUPTED, its fix the merge again (merge-marker.ts); said
    // as run says it. A live runner's run is reported as it goes (a resume now would meet its lock).
    const active = state.active_step === null ? undefined : workflow.steps.get(state.active_step);
    const merging = report.locked ? undefined : interruptedMergeStop(workspace, ctx.statePath.abs, active, { runId: ctx.runId, workflowFile: workflow.file, commandName: name, locating });
    if (merging !== undefined) {
      const stopped: StatusReport = { ...report, historyCommand: `${name} history ${runTarget(workflow.file, ctx.runId, locating)}`, status: merging.code, exitCode: exitStatusFor(merging.code), message: merging.message, hint: merging.hint, nextCommand: merging.command, activeStep: state.active_step, completedSteps: state.completed_steps, state, log: load.log, outputs: statusOutputs(workspace, workflow, state, ctx.bindings) };
      if ((options.sourceCommit !== undefined || started !== undefined) && !report.locked) {
        // A resume at another source refuses that first (preflight), as below.
        const compared = (sourceCommit: string | null): StatusReport => {
          const atSource = stateAtSource(state, workflow, invocation, { source_commit: sourceCommit, agent_package_version: ctx.agentPackageVersion }, edited(runCommandLine(name, workflow.file, ctx.runId, stateLocatingInputs(workflow, ctx.bound.explicit))));
          return atSource !== undefined ? { ...stopped, ...atSource } : stopped;
        };
        return started === undefined ? compared(options.sourceCommit!()) : { started, atSource: (sourceCommit) => caught(report, () => compared(sourceCommit)) };
      }
      return stopped;
    }
    const status = statusOf(state);
    // Paused in child runs: the commands that decide there (with the inputs that locate a child's
    // state for the person at the CLI, as approve's refusal names them).
    // Only those that still await a decision (each child's own state read); when none does any
    // more, the run is ready to resume, and says so.
    const { runs: paused, decided } = status === 'PARTIAL_RESUMABLE' ? pausedChildRuns(state, workflow, workspace, ctx.bindings, options.inputsInHints === true, importers) : { runs: [], decided: [] };
    const ready = paused.length === 0 && decided.length > 0;
    // Some decided since the pause, some not: the pause's own message would still name them all.
    const partly = paused.length > 0 && decided.length > 0;
    const pausedChildren = paused.map(({ child, target }): PausedChildStatus => ({
      step: state.active_step!,
      ...(child.branch !== undefined ? { branch: child.branch } : {}),
      workflow_file: child.workflow_file,
      run_id: child.run_id,
      approve: `${name} approve ${target}`,
      reject: `${name} reject ${target}`,
    }));
    // Paused (not in flight, not held by a runner): the next step the run printed when it paused.
    const awaited = paused.map(({ child, target, approvers }) => ({ workflowFile: child.workflow_file, runId: child.run_id, target, approvers }));
    // This run on a command line (workflow, run id, the inputs that locate its state).
    const runWords = runTarget(workflow.file, ctx.runId, locating);
    // A stage failed or timed out (STAGE_FAILED, STAGE_TIMEOUT), or the run was interrupted
    // (WORKFLOW_INTERRUPTED), leaving its step active: the resume runs it again as a new attempt,
    // the next: the run itself printed when it stopped.
    const stopped = stopClass(status) === 'stage' || stopClass(status) === 'interrupted';
    // A run IN_PROGRESS that no runner holds: its runner died (killed, out of memory, a lost machine); a resume goes on.
    // A lock another machine's runner took: whether it still runs cannot be told here (`elsewhere`).
    // IN_PROGRESS with no runner, its last invocation having recorded its own end (a journal append
    // that failed twice: STATE_WRITE_FAILED): that stop, with its exit status, as `run` exited with it.
    const reported = status === 'IN_PROGRESS' && !report.locked ? (runnerEnded(state) ?? status) : status;
    const runner: StatusReport['runner'] = report.locked ? (report.lockElsewhere !== undefined ? 'elsewhere' : 'active') : status === 'IN_PROGRESS' ? 'gone' : undefined;
    // Stopped at a step that asks a person for inputs not given: the resume that answers, as the run said it.
    const asked = status === 'WORKFLOW_INPUT_REQUIRED' && state.active_step !== null ? unansweredAsks(askingStep(workflow, state, workspace), ctx.bindings) : [];
    // Stopped at a question a stage asked: the resume with --answer, as the run said it (run/questions.ts).
    const question = status === 'WORKFLOW_ANSWER_REQUIRED' ? pendingQuestion(state) : undefined;
    const childAnswer = status === 'WORKFLOW_ANSWER_REQUIRED' && question === undefined && !report.locked ? childAnswerNext(state, name, resume) : undefined;
    const next =
      question !== undefined && !report.locked
        ? { nextCommand: answerResume(resume) }
        : childAnswer !== undefined
          ? { nextCommand: childAnswer.nextCommand }
        : status === 'WORKFLOW_BLOCKED_QUESTION_LIMIT' && state.active_step !== null && !report.locked
          ? // The visit used its questions: a plain resume fails the same way; a rerun from the step is a new visit.
            { nextCommand: rerunCommand(resume, state.active_step) }
        : status === 'PARTIAL_RESUMABLE' && !report.locked
        ? pausedNext(state, name, edited(runWords), goOn, awaited)
        : (stopped || runner === 'gone') && state.active_step !== null && !report.locked
          ? { nextCommand: goOn }
          : asked.length > 0 && !report.locked
            ? { nextCommand: answerCommand(resume, asked) }
            : undefined;
    // Stopped at a step that reads a verdict a --rerun-from took back, or a key a completed step did not report: the rerun the run printed as its next: (taken-back-next.ts, unreported-next.ts).
    const throughTakenBack = next === undefined && status === 'WORKFLOW_INPUT_REQUIRED' && !report.locked ? rerunStepForStop(workspace, state, workflow, ctx.bindings, ctx.runRoot.rel, state.message ?? '') : undefined;
    // A gate key the step reads reported as a list or mapping: the resume that allows the workflow
    // edit the fix asks for, as the run printed it (outcome.ts) (a plain resume of a step that reads
    // what only it makes stops there again for ever: none is named for it).
    const plainInput = next === undefined && throughTakenBack === undefined && status === 'WORKFLOW_INPUT_REQUIRED' && state.active_step !== null && !report.locked && collectionKeyStop(state, ctx.bindings, state.message ?? '');
    // The run printed its next: with the agent flags it was given; status cannot know them unless recorded.
    const nextNote = carried === undefined && (next?.nextCommand === goOn || plainInput || asked.length > 0 || question !== undefined) ? agentFlagsNote(workflow, ctx, state) : null;
    const standing: StatusReport = {
      ...report,
      historyCommand: `${name} history ${runWords}`,
      nextCommand: next?.nextCommand ?? (throughTakenBack !== undefined ? rerunCommand(resume, throughTakenBack) : plainInput ? editedResume(resume) : null),
      ...(next?.nextAlternative !== undefined ? { nextAlternative: next.nextAlternative } : {}),
      ...(nextNote !== null ? { nextNote } : {}),
      ...recordedChoice(state),
      ...(question !== undefined ? { question: reportedQuestion(question) } : {}),
      status: reported,
      // The persisted stop's exit status; an interruption's, the signal's that stopped it (143 for SIGTERM, as run exited).
      exitCode: recordedExitStatus(reported, state.invocations.at(-1)),
      ...(ready ? { hint: `Resume this run with ${goOn}: it continues the child${decided.length === 1 ? '' : 'ren'}.` } : (blockedFix(workspace, state, workflow, status, resume, ctx.runRoot.rel, `${name} logs ${runWords}`, name) ?? {})),
      message: ready
        ? `ready to resume: ${pausedInWords(decided)} this run paused in ${decided.length === 1 ? 'no longer awaits' : 'no longer await'} a decision`
        : partly
          ? `paused in ${pausedInWords(paused.map((p) => p.child))} (decide there: ${paused.map((p) => `${name} approve ${p.target}`).join('; ')}); ${decidedInWords(decided)}`
          : (runnerWords(state, status, report.locked === true, report.lockElsewhere, report.lockHolder) ?? decisionAheadInWords(state, workflow) ?? state.message ?? `active step: ${state.active_step ?? 'none (finished)'}`),
      ...(runner !== undefined ? { runner } : {}),
      ...(runner === 'gone' ? { hint: `Resume it: ${goOn} (it kills what ${runnerEnded(state) !== null ? 'its last runner' : 'the dead runner'} left running, then runs ${state.in_flight ? `step ${state.in_flight.step} again` : `step ${state.active_step ?? '?'}`}).` } : {}),
      activeStep: state.active_step,
      completedSteps: state.completed_steps,
      state,
      log: load.log,
      outputs: statusOutputs(workspace, workflow, state, ctx.bindings),
      ...notRunOf(workflow, load.log ? latestDecisions(load.log) : undefined, state),
      ...(pausedChildren.length > 0 ? { pausedChildren } : {}),
      ...(handOffEnd(state, workflow) !== undefined ? { handedOff: handOffEnd(state, workflow)!.step } : {}),
      ...(!existsSync(ctx.statePath.abs) ? { stateFileMissing: resume } : {}),
      ...(options.views?.registries === true ? foreachRegistries(workspace, workflow, state) : {}),
      ...(options.views?.children === true ? childPositions(workspace, workflow, state, ctx.bindings, importers, name, options.inputsInHints === true) : {}),
    };
    // The state file (and the manifest with it) behind the journal, no runner writing them: the run
    // could not write them (a full disk) or died first; status reads the journal, the run's account, and says so.
    // A child's run whose next: (or fix) resumes the run it belongs to: say so, and which run that is.
    if (top !== undefined && (standing.nextCommand === goOn || standing.hint?.includes(goOn) === true)) standing.hint = childRunHint(ctx.runId, top, goOn, standing.hint);
    if (load.snapshotLags && load.notes.some((n) => n.includes('lagged its journal')) && !report.locked) standing.message = `${standing.message} (its state file and manifest lag the journal, which this reads: its runner could not write them or died first; the next run writes them again)`;
    // A live runner holds the run: it is IN_PROGRESS, whatever a resume would make of it later.
    if ((options.sourceCommit !== undefined || started !== undefined) && !report.locked) {
      const compared = (sourceCommit: string | null): StatusReport => {
        const now = { source_commit: sourceCommit, agent_package_version: ctx.agentPackageVersion };
        const atSource = stateAtSource(state, workflow, invocation, now, edited(runCommandLine(name, workflow.file, ctx.runId, stateLocatingInputs(workflow, ctx.bound.explicit))));
        // What a resume would make of it at this source is said instead: not the paused run's next step.
        if (atSource) return { ...standing, nextCommand: null, nextAlternative: undefined, nextNote: undefined, ...atSource };
        // A keep continued with old verdicts at this source: the run stands, and says so (never silent).
        const kept = verdictSources(state, now).filter((v) => v.kept).map((v) => v.step);
        if (kept.length > 0) return { ...standing, message: `${standing.message} (on_source_change: keep — continuing with the old verdicts of ${kept.join(', ')}, made at another commit)`, keptVerdicts: kept };
        return standing;
      };
      return started === undefined ? compared(options.sourceCommit!()) : { started, atSource: (sourceCommit) => caught(report, () => compared(sourceCommit)) };
    }
    // A lock that names no process: no runner is known to hold the run; say what stands there and the fix.
    if (report.lockNamesNoProcess !== undefined) {
      return {
        ...standing,
        runner: undefined,
        nextCommand: null,
        message: `${standing.message} (the lock ${report.lockNamesNoProcess} names no process: written by no stagegate run, or damaged)`,
        hint: `If no stagegate runner is active for this run, remove ${report.lockNamesNoProcess}, then resume.`,
      };
    }
    // A lock another machine's runner took: not known to be active (its process cannot be checked
    // here); who, and what to do when that job is gone.
    if (report.lockElsewhere !== undefined) {
      const { host, pid, startedAt, file } = report.lockElsewhere;
      const said = lockElsewhereWords(report.lockElsewhere);
      return {
        ...standing,
        message: status === 'IN_PROGRESS' ? standing.message : `${standing.message} (${said})`,
        hint: `If the runner on ${host} (pid ${pid}${sinceWords(startedAt)}) is still going, wait for it. If that job is gone (it ended or was cancelled, its machine lost, or this run folder was carried here from it with its lock), remove ${file}, then resume: ${resume}`,
      };
    }
    return standing;
  } catch (error) {
    // Refused: what was located (the workflow, the run's paths); before the run was located, the run
    // id as given (as run reports a run it stopped before locating: a workflow it refuses).
    return refused({ ...reached, ...lock, runId: reached.runId ?? invocation.runId ?? invocation.tokens['run_id'] ?? null }, error);
  }
}

/** A StagegateError said as the report (any other error thrown on). */
function refused(base: StatusReport, error: unknown): StatusReport {
  if (!isStagegateError(error)) throw error;
  const located = error.location.file !== undefined && error.location.line !== undefined;
  return { ...base, status: error.code, exitCode: exitStatusFor(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}), ...(error.nextCommand !== undefined ? { nextCommand: error.nextCommand } : {}), ...(located ? { location: error.location } : {}) };
}

function caught(base: StatusReport, make: () => StatusReport): StatusReport {
  try {
    return make();
  } catch (error) {
    return refused(base, error);
  }
}

/** The run a read-only look reads past its refusal (`lookPastIntegrity`): where it is, its state, and the refusal. */
function lookedPast(report: StatusReport, state: RunState, integrity: NonNullable<StatusReport['integrity']>): StatusReport {
  return { ...report, status: integrity.code, exitCode: exitStatusFor(integrity.code), message: integrity.message, ...(integrity.hint !== undefined ? { hint: integrity.hint } : {}), activeStep: state.active_step, completedSteps: state.completed_steps, state, integrity };
}

/**
 * A run that ended blocked: the command that runs the step that ended it again (--rerun-from,
 * when the run can rerun from it and it has a visit left under max_visits), else a fresh start.
 * A resume alone would only report the same outcome again.
 */
function blockedFix(workspace: Workspace, state: RunState, workflow: Workflow, status: string, resume: string, runRoot: string, logs: string, name: string): Pick<StatusReport, 'hint' | 'nextCommand'> | undefined {
  if (state.active_step !== null || stopClass(status) !== 'blocked') return undefined;
  const handOff = handOffEnd(state, workflow);
  const inputs = [...workflow.inputs.required, ...workflow.inputs.optional].some((i) => i !== 'run_id');
  if (handOff !== undefined) {
    // Handed off on a child run's stop (a maestro delegate's paused chain): next: shows why it stopped, as the run said.
    const child = handOffChildStatus(state, workflow, handOff, name);
    return { hint: `${handOffHint(handOff, `${resume} --mode fresh`)}${inputs ? " (Give the run's inputs again: a fresh run reuses none.)" : ''}`, ...(child !== undefined ? { nextCommand: child } : {}) };
  }
  const fresh = `start over with \`${resume} --mode fresh\` (giving the run's inputs again: a fresh run reuses none)`;
  const step = rerunFromBlocked(workspace, state, workflow, status, runRoot);
  // Ended by a stage's failure (on_failure: BLOCKED): how it failed, its log, its rerun — as the run said.
  const failed = failedEnd(state);
  if (failed !== undefined) return { hint: failedEndHint(state, failed, `${logs} ${stepWord(failed)}`, step === failed ? rerunCommand(resume, step) : undefined, stepLogEmpty(workspace, state, failed)) };
  const loop = status === 'WORKFLOW_BLOCKED_LOOP_LIMIT' ? loopLimitHint(state, workflow, resume, fresh) : undefined;
  if (loop !== undefined) return { hint: loop };
  if (step === undefined) return { hint: `A resume only reports this outcome again: fix what blocked it, then ${fresh}.` };
  return { hint: blockedRerunHint(state, workflow, step, rerunCommand(resume, step), fresh) };
}

/**
 * What a resume at `now` would make of the run's verdicts, when that is not the run as it stands:
 * refuse → the STALE_ARTIFACT_REJECTED it would stop with; a policy that takes verdicts back (rerun,
 * or an approval made at another commit, the active one's too) → PARTIAL_RESUMABLE, the step it
 * would go back to (or the approval it asks for again) in the message. Undefined when every verdict is current, or keep continues with them as they are.
 */
function stateAtSource(state: RunState, workflow: Workflow, invocation: Invocation, now: { source_commit: string | null; agent_package_version: string | null }, command: string): Pick<StatusReport, 'status' | 'exitCode' | 'message' | 'hint' | 'nextCommand' | 'sourceRefused'> | undefined {
  const policy = effectivePolicy(invocation, workflow);
  const change = sourceChange(state, now, policy);
  if (!change) return undefined;
  if (refuses(change, policy)) {
    const error = refusal(change, state.run_id, command, { finished: state.active_step === null ? state.status : undefined, read: true, unread: unreadSource(state) });
    // The refusal's own next: (the rerun), as `run` prints it: pasteable, not only inside the fix.
    return { status: error.code, exitCode: exitStatusFor(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}), nextCommand: error.nextCommand ?? null, sourceRefused: true };
  }
  // The active approval's decision made at another commit no longer counts (keep too): the resume asks
  // again, so the decision's own next step ("a resume continues at …": after-decision.ts) is not what happens.
  const voidsActive = state.active_step !== null && change.voided_approvals.includes(state.active_step);
  if (change.rerun_from === null && !voidsActive) return undefined;
  const was = state.active_step === null ? `run ${state.run_id} finished with ${state.status}` : `run ${state.run_id} is at ${state.active_step}`;
  const resume = `${command}${invocation.onSourceChange !== undefined ? ` --on-source-change ${invocation.onSourceChange}` : ''}`;
  return {
    status: 'PARTIAL_RESUMABLE',
    exitCode: exitStatusFor('PARTIAL_RESUMABLE'),
    message: `${was}, but ${describeSourceChange(change)}`,
    hint: `Resume to run it at this source: ${resume}`,
    nextCommand: resume,
  };
}

/** The names a command may give a step or branch of the workflow by: its ids as written in an imported file, and each parallel step's branches. */
export function stepNamesOf(workflow: Workflow): Pick<StatusReport, 'writtenIds' | 'writtenBranches' | 'branches' | 'perItem'> {
  const perItem = [...workflow.steps.values()].filter((s) => s.kind === 'foreach').map((s) => [s.id, Object.keys(s.def.per_item ?? {})] as const);
  return {
    ...writtenIdsOf(workflow),
    branches: Object.fromEntries([...workflow.steps.values()].filter((s) => s.kind === 'parallel').map((s) => [s.id, branchesOf(workflow, s).map((b) => b.id)])),
    ...(perItem.length > 0 ? { perItem: Object.fromEntries(perItem) } : {}),
  };
}

/**
 * The step ids as written in an imported file that name a step (stepNamed), and the branch ids so
 * written that name a branch of their parallel step (one branch written so, not a branch's own id),
 * when there are any.
 */
function writtenIdsOf(workflow: Workflow): Pick<StatusReport, 'writtenIds' | 'writtenBranches'> {
  const pairs = [...workflow.steps.values()].flatMap((s) => {
    if (s.written === undefined) return [];
    const id = stepNamed(workflow, s.written);
    return id === undefined || id === s.written ? [] : [[s.written, id] as const];
  });
  const branches = [...workflow.steps.values()].flatMap((s) => {
    const written = Object.entries(s.branchesWritten ?? {});
    const own = new Set(Object.keys(s.def.parallel?.branches ?? {}));
    const named = written.filter(([, as]) => !own.has(as) && written.filter(([, other]) => other === as).length === 1).map(([branch, as]) => [as, branch] as const);
    return named.length > 0 ? [[s.id, Object.fromEntries(named)] as const] : [];
  });
  return { ...(pairs.length > 0 ? { writtenIds: Object.fromEntries(pairs) } : {}), ...(branches.length > 0 ? { writtenBranches: Object.fromEntries(branches) } : {}) };
}

/** Each foreach step's items against its registry now (registry-drift.ts); nothing when the run has none loaded. */
function foreachRegistries(workspace: Workspace, workflow: Workflow, state: RunState): Pick<StatusReport, 'registries'> {
  const out: Record<string, RegistryDrift> = {};
  for (const [id, record] of Object.entries(state.steps)) {
    const step = workflow.steps.get(id);
    if (!record.foreach || step?.kind !== 'foreach') continue;
    const drift = registryDrift(workspace, step, record.foreach, undefined, DRIFT_STATUS_BYTES);
    out[id] = drifted(drift) ? { ...drift, advice: driftAdvice(drift, { first: workflow.entry === id, atForeach: state.active_step === id }) } : drift;
  }
  return Object.keys(out).length > 0 ? { registries: out } : {};
}

/**
 * The active child_workflow step's child run, by its own state (its journal replayed, as a resume
 * of it would read it): the parent's record says only that the step is in flight.
 */
export function childPositions(workspace: Workspace, workflow: Workflow, state: RunState, bindings: ReadonlyMap<string, string>, importers: WorkflowReaders, name: string, withInputs: boolean): Pick<StatusReport, 'children'> {
  const id = state.active_step;
  const step = id !== null ? workflow.steps.get(id) : undefined;
  const child = id !== null ? state.steps[id]?.child : undefined;
  if (!step || !child || child.run_id === null || child.state_path === null) return {};
  const inputs = withInputs ? childRunLocating(workflow, workspace, bindings, state, step, child, importers) : [];
  const position: ChildPosition = { workflow_file: child.workflow_file, run_id: child.run_id, state_path: child.state_path, status: null, active_step: null, in_flight: null, logs: `${name} logs ${runTarget(child.workflow_file, child.run_id, inputs)}` };
  try {
    const childWorkflow = loadAndCheck(workspace, child.workflow_file, importers);
    const at = workspace.tryResolve(child.state_path);
    const load = at ? loadRun({ state: at.abs }, childWorkflow, at.rel, { log: false }) : undefined;
    if (load?.kind === 'ok' && load.state.run_id === child.run_id) {
      position.status = statusOf(load.state);
      position.active_step = load.state.active_step;
      position.in_flight = load.state.in_flight?.step ?? null;
    }
  } catch (error) {
    if (!isStagegateError(error)) throw error;
  }
  return { children: { [id!]: position } };
}

/** A lock another machine's runner took, in words: not called active, since this machine cannot check it. */
export function lockElsewhereWords(lock: NonNullable<StatusReport['lockElsewhere']>): string {
  return `locked by a runner on another machine, ${lock.host} (pid ${lock.pid}${sinceWords(lock.startedAt)}), which this machine cannot check`;
}

/** The runner on this machine that holds a run's lock: `pid 4242 on build-1, since 2026-12-06T10:15:00.000Z`. */
export function lockHolderWords(holder: NonNullable<StatusReport['lockHolder']>): string {
  return `pid ${holder.pid} on ${holder.host}${sinceWords(holder.startedAt)}`;
}

/**
 * The headline of a run IN_PROGRESS, by whether a runner holds it: a live one is running the step
 * in flight; none means the runner died with it (a resume runs it again). Undefined otherwise.
 */
function runnerWords(state: RunState, status: string, locked: boolean, elsewhere?: StatusReport['lockElsewhere'], holder?: StatusReport['lockHolder']): string | undefined {
  if (status !== 'IN_PROGRESS') return undefined;
  const flight = state.in_flight;
  if (locked && elsewhere !== undefined) return `${flight ? `step ${flight.step} is in flight (visit ${flight.visit}, attempt ${flight.attempt})` : `between steps (next: ${state.active_step ?? 'none'})`}: ${lockElsewhereWords(elsewhere)}`;
  const who = holder !== undefined ? ` (${lockHolderWords(holder)})` : '';
  if (locked) return flight ? `step ${flight.step} is in flight (visit ${flight.visit}, attempt ${flight.attempt}): a runner is active${who}` : `a runner is active${who}, between steps (next: ${state.active_step ?? 'none'})`;
  // The last invocation recorded its own end (a failed journal write's second try: STATE_WRITE_FAILED): its runner did not die.
  const ended = runnerEnded(state);
  if (ended !== null) {
    return flight
      ? `step ${flight.step} was in flight (visit ${flight.visit}, attempt ${flight.attempt}) when its runner stopped ${ended}: no runner holds the run; resume runs it again`
      : `the run's last runner stopped ${ended} between steps (no runner holds the run): resume goes on at ${state.active_step ?? 'its end'}`;
  }
  return flight
    ? `step ${flight.step} was in flight (visit ${flight.visit}, attempt ${flight.attempt}) when its runner died: no runner holds the run; resume runs it again`
    : `the run's runner died between steps (no runner holds the run): resume goes on at ${state.active_step ?? 'its end'}`;
}

/** The agent choice the run recorded, as status shows it (a recorded command path as recorded: status resolves nothing). */
function recordedChoice(state: RunState): Pick<StatusReport, 'agents'> {
  const latest = latestRecord(state);
  if (latest === undefined) return {};
  const r = latest.agents;
  const shown = describeAgents({ agent: r.agent, agentCommand: r.agent_command, agentArgs: r.agent_args, freshSessions: r.fresh_sessions === true });
  if (shown === '') return {};
  // A command path outside the workspace is recorded, never reused (agents/recorded.ts).
  const why = reusable(r) ? `a resume without agent flags uses it: ${agentsWhy({ from: 'run', atStart: latest.atStart })}` : 'recorded, but its --agent-command is outside the workspace and is never reused: a resume needs --agent-command again';
  return { agents: { shown, from: 'run', why } };
}

/** The inputs given on the command line that locate a run's state (for the command a fix prints). */
function invocationLocating(workflow: Workflow, invocation: Invocation): Array<[string, string]> {
  return stateLocatingInputs(workflow, new Map(Object.entries(invocation.tokens)));
}
