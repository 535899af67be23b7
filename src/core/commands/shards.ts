// `stagegate shards`, `run --shard KEY` and `stagegate merge` (docs/run-semantics.md#shards): a
// foreach step's items, or a parallel step's branches, run as shards — each in a run folder of its
// own with its own journal, on this machine or another — and are merged back into the run in a
// fixed order (the items' order; the branches' declared order).
import { effectiveAgents } from '../agents/recorded.js';
import { agentFlags, flagWord, runTarget } from '../run/command-line.js';
import { answerCommand, askedFix, askedMessage, unansweredAsks } from '../run/asked-next.js';
import { stateLocatingInputs } from '../model/run-scope.js';
import { dirname, join, relative } from 'node:path';
import { StagegateError, isStagegateError } from '../run/errors.js';
import { exitStatusFor } from '../run/stop-codes.js';
import { Workspace } from '../workspace/workspace.js';
import { loadAndCheck } from '../model/load-and-check.js';
import { InvocationReaders, type WorkflowReaders } from '../model/workflow-readers.js';
import { resolveRunContext, type RunContext } from '../run/context.js';
import type { Invocation } from '../model/invocation.js';
import type { RunState } from '../state/state.js';
import { declaredCompletedCount, declaredStepCount, type StepModel, type Workflow } from '../model/workflow.js';
import { checkIntegrity } from '../state/integrity.js';
import { integrityViolation } from '../run/refuse-unloadable.js';
import { RunLock } from '../state/lock.js';
import { closest } from '../model/did-you-mean.js';
import { transitionsOf } from '../validate/graph.js';
import { fanOutOf, readyItems, shardItemOf, unmetDependencies, isOpen, type FanOut } from '../shards/fan-out.js';
import { SHARD_FILE, SHARD_FILES_DIR, writeDescriptor } from '../shards/descriptor.js';
import { acceptedOutputs, type Superseded } from '../shards/verify.js';
import { precheck, precheckBranches, shardIntake } from '../shards/intake.js';
import { branchFanOutOf, branchShardOutputs, branchIsOpen, branchShardStatePath, branchShardTokens, branchWorkflow, readyBranches, shardBranchRecord, type BranchFanOut } from '../shards/branch-fan-out.js';
import { shortCommit, sourcePolicyOf } from '../run/source-drift.js';
import { itemPorts, itemRunRequest } from '../steps/foreach/run.js';
import { runWorkflow, type RunOutcome, type RunRequest } from '../run/runner.js';
import { sharedWithSubRuns } from '../run/host.js';
import type { RunEvent, RunnerPorts } from '../run/ports.js';
import { atomicWriteFileDurably } from '../state/atomic-write.js';
import { lstatSync } from 'node:fs';
import { NotRegularFileError, readRegularFile } from '../state/own-file.js';
import { readJournal, journalPathFor, originOf, type JournalOrigin } from '../state/journal.js';
import { effectsAlsoEntry } from '../run/effects.js';
import { notShardableWhy, unshardableBranches } from '../shards/unshardable.js';
import { scopedWarnings } from '../run/scoped-note.js';
import { earlierInstanceIn, leftoverFolders, whyRemoveLeftovers } from '../shards/earlier-instance.js';
import { markedFolderRefusal } from '../shards/merge-marker.js';
import { StageMasks } from '../run/stage-masks.js';
import { stepRecord } from '../run/transition.js';
import { branchesOf } from '../steps/parallel/branches.js';

interface ParentView {
  workspace: Workspace;
  workflow: Workflow;
  ctx: RunContext;
  /** The run's state as a resume finds it (undefined: not started). */
  state: RunState | undefined;
  /** The instance of the run that state belongs to (its journal's first event): what a shard is made for. */
  instance: JournalOrigin | undefined;
}

/**
 * What the shards of one invocation (`run --shard K1 --shard K2 ...`: a matrix leg with several
 * keys) share: the workflow, loaded and checked once. The run's state is read again for each shard.
 */
export interface ShardBatch {
  loaded?: { workspace: Workspace; workflow: Workflow };
  /**
   * Called when a shard's run has ended and only its seal (the outputs' copies and SHARD.json,
   * written durably) is left: the leg may start its next key while the disk catches up. The shard
   * still holds its lock, and its outcome is reported once the seal is done.
   */
  sealing?: (key: string) => void;
  /**
   * The values the leg's stages registered with their own `::add-mask::` lines (run/stage-masks.ts):
   * one set for every key of the leg, as a plain run has one for every stage it runs — a value
   * one key's stage registered is masked in the logs, messages and reports of the keys after it.
   */
  stageMasks?: StageMasks;
}

/** The run as a resume would find it, read-only (no lock). */
function readParent(workspaceRoot: string, workflowFile: string, invocation: Invocation, importers: WorkflowReaders, request: Pick<RunRequest, 'commandName' | 'agentFlagsInHints'>, batch?: ShardBatch): ParentView {
  const loaded = batch?.loaded ?? loadParentWorkflow(workspaceRoot, workflowFile, importers);
  if (batch) batch.loaded = loaded;
  const { workspace, workflow } = loaded;
  const ctx = resolveRunContext(workflow, workspace, { ...invocation, mode: 'resume' }, new Date(), { readOnly: true, naming: { commandName: request.commandName, inputsInHints: request.agentFlagsInHints } });
  const load = ctx.existing;
  if (load.kind === 'corrupt') throw integrityViolation(load);
  if (load.kind !== 'ok') return { workspace, workflow, ctx, state: undefined, instance: undefined };
  checkIntegrity(load.state, workflow, ctx.runId, ctx.bindings, workspace, ctx.statePath.rel, { allowWorkflowChange: invocation.allowWorkflowChange === true, naming: ctx.naming });
  return { workspace, workflow, ctx, state: load.state, instance: originOf(load.journal) };
}

function loadParentWorkflow(workspaceRoot: string, workflowFile: string, importers: WorkflowReaders): { workspace: Workspace; workflow: Workflow } {
  const workspace = new Workspace(workspaceRoot);
  return { workspace, workflow: loadAndCheck(workspace, workflowFile, importers) };
}

function fanOutIn(view: ParentView): FanOut | undefined {
  const state = view.state;
  if (!state) return undefined;
  return fanOutOf({ workspace: view.workspace, state: () => state, ctx: view.ctx }, view.workflow);
}

function branchFanOutIn(view: ParentView): BranchFanOut | undefined {
  return view.state ? branchFanOutOf(view.state, view.workflow) : undefined;
}

export interface ShardList {
  runId: string;
  /** The foreach or parallel step the shards belong to (null: the run is at no fan-out step). */
  step: string | null;
  /** What kind of step that is. */
  kind: 'foreach' | 'parallel' | null;
  /** The shard keys that can run now: items in the items' order, branches in declared order. */
  shards: string[];
  /** Open items that wait for a dependency (a later wave). */
  waiting: string[];
  /** The run as the listing read it (one read and replay): where it is, for the Action's outputs. */
  run: { statePath: string; manifestPath: string; state: RunState | undefined };
  /** A run that has not started: how it gets to its fan-out step (toFanOut), to say with "no shards yet". */
  toFanOut?: FanOutStart;
}

/** What `shards`, `run --shard` and `merge` say of a workflow that cannot fan out. */
export const NO_FAN_OUT = 'the workflow has no foreach or parallel step, so it never has shards';

/**
 * How a run that has not started gets shards: run it, stopping before its fan-out step (the first
 * foreach or parallel step in declared order) — `--stop-after-step` the one step leading to it,
 * else a placeholder naming it. Without the stop the run would run every item in one process.
 * When the fan-out step is the entry step no step runs before it, so no run stops there: `entry`
 * names it and the command is the plain run. Undefined when the workflow has no foreach or parallel step.
 */
export interface FanOutStart {
  command: string;
  /** The fan-out step, when it is the workflow's entry step. */
  entry?: string;
}

export function toFanOut(view: Pick<ParentView, 'workflow' | 'ctx'>, request: Pick<RunRequest, 'commandName' | 'agentFlagsInHints'>): FanOutStart | undefined {
  const { workflow } = view;
  const run = `${request.commandName ?? 'stagegate'} run ${runTarget(workflow.file, view.ctx.runId, request.agentFlagsInHints ? stateLocatingInputs(workflow, view.ctx.bound.explicit) : [])}`;
  const fanOut = [...workflow.steps.values()].find((s) => s.kind === 'foreach' || s.kind === 'parallel');
  // No foreach or parallel step: the workflow never has shards (NO_FAN_OUT says so).
  if (!fanOut) return undefined;
  if (fanOut.id === workflow.entry) return { command: run, entry: fanOut.id };
  const before = [...workflow.steps.values()].filter((s) => s.id !== fanOut.id && transitionsOf(s).some((t) => t.to === fanOut.id));
  return { command: `${run}${before.length === 1 ? flagWord('stop-after-step', before[0]!.id) : ` --stop-after-step <the step before ${fanOut.id}>`}` };
}

/** Why a run whose fan-out step is its entry step has no shards before it stops at that step, and what runs it (no capital, no full stop). */
export function entryFanOut(start: FanOutStart): string {
  return `its fan-out step ${start.entry ?? ''} is the entry step: no run stops before it, so a run has shards only once it has stopped at that step (an item failed); \`${start.command}\` runs every shard in this one process (to fan out, give the workflow a step before ${start.entry ?? ''})`;
}

/** The fix for a shard of a run that has not started: run it to its fan-out step, or say it has none. */
function fanOutHint(start: FanOutStart | undefined): string {
  if (start === undefined) return `Nothing to shard: ${NO_FAN_OUT}.`;
  if (start.entry !== undefined) return `Nothing to shard: ${entryFanOut(start)}.`;
  return `Run it to its fan-out step first (\`${start.command}\`).`;
}

/** `stagegate shards`: the shard keys of the run's active foreach or parallel step that can run now. Nothing runs. */
export function listShards(workspaceRoot: string, workflowFile: string, invocation: Invocation, importers: WorkflowReaders, request: Pick<RunRequest, 'commandName' | 'agentFlagsInHints'> = {}): ShardList {
  const view = readParent(workspaceRoot, workflowFile, invocation, importers, request);
  const run = { statePath: view.ctx.statePath.rel, manifestPath: view.ctx.manifestPath.rel, state: view.state };
  if (!view.state) {
    const command = toFanOut(view, request);
    return { runId: view.ctx.runId, step: null, kind: null, shards: [], waiting: [], run, ...(command !== undefined ? { toFanOut: command } : {}) };
  }
  const branches = branchFanOutIn(view);
  if (branches) refuseUnshardable(view, branches, request);
  if (branches) return { runId: view.ctx.runId, step: branches.step.id, kind: 'parallel', shards: readyBranches(branches).map((b) => b.id), waiting: [], run };
  const fan = fanOutIn(view);
  if (!fan) return { runId: view.ctx.runId, step: null, kind: null, shards: [], waiting: [], run };
  const ready = readyItems(fan.record).map((i) => i.id);
  const waiting = fan.record.items.filter((i) => isOpen(i) && !ready.includes(i.id)).map((i) => i.id).toArray();
  return { runId: view.ctx.runId, step: fan.step.id, kind: 'foreach', shards: ready, waiting, run };
}

/**
 * The shard keys a merge of the run matches results against: every item of the foreach step (or
 * branch of the parallel step) the run is at, open or already merged. `step` null: the run has not
 * started or is at no fan-out step, so a merge takes no shard result at all.
 */
export interface MergeKeys {
  step: string | null;
  keys: string[];
  /** Those of `keys` whose result (or verdict) the run already holds: a merge has nothing of theirs to take. */
  held: string[];
  /**
   * The keys of the run's other fan-out steps: the items recorded for its other foreach steps and
   * the declared branches of its other parallel steps. A shard artifact of one of those is that
   * step's (its own merge takes it), not a stray of this one.
   */
  others: Array<{ step: string; keys: string[] }>;
}

/** The keys of every fan-out step of the run but `step`, in declared order (steps with no key left out). */
function otherFanOutKeys(view: ParentView, step: string | null): MergeKeys['others'] {
  const others: MergeKeys['others'] = [];
  for (const s of view.workflow.steps.values()) {
    if (s.id === step) continue;
    let keys: string[] = [];
    if (s.kind === 'parallel') keys = branchesOf(view.workflow, s).map((b) => b.id);
    else if (s.kind === 'foreach' && view.state) keys = stepRecord(view.state, s.id)?.foreach?.items.map((i) => i.id).toArray() ?? [];
    if (keys.length > 0) others.push({ step: s.id, keys });
  }
  return others;
}

/** What a merge of the run would match shard results against (mergeShards pairs them with these keys), read without the lock. */
export function mergeKeys(workspaceRoot: string, workflowFile: string, invocation: Invocation, importers: WorkflowReaders): MergeKeys {
  const view = readParent(workspaceRoot, workflowFile, invocation, importers, {});
  const branches = branchFanOutIn(view);
  if (branches) {
    const keys = branches.branches.map((b) => b.id);
    return { step: branches.step.id, keys, held: keys.filter((k) => !branchIsOpen(branches, k)), others: otherFanOutKeys(view, branches.step.id) };
  }
  const fan = fanOutIn(view);
  if (fan) return { step: fan.step.id, keys: fan.record.items.map((i) => i.id).toArray(), held: fan.record.items.filter((i) => !isOpen(i)).map((i) => i.id).toArray(), others: otherFanOutKeys(view, fan.step.id) };
  return { step: null, keys: [], held: [], others: otherFanOutKeys(view, null) };
}

export interface ShardRunOutcome extends RunOutcome {
  shard: { key: string; step: string | null; kind: 'foreach' | 'parallel' | null; folder: string | null; finished: boolean };
}

/** The fan-out step a refused shard belongs to, once it was found (a refusal after that names it). */
type ShardStep = { step: string; kind: 'foreach' | 'parallel' };

/**
 * The fan-out step the run is at, from its state and the workflow alone (no item registry read):
 * what a refusal before the shard is looked up (the run's lock, another source commit) names.
 */
function fanOutStepAt(view: ParentView): ShardStep | undefined {
  const id = view.state?.active_step ?? null;
  const step = id === null ? undefined : view.workflow.steps.get(id);
  return step && (step.kind === 'foreach' || step.kind === 'parallel') ? { step: step.id, kind: step.kind } : undefined;
}

function failed(base: { workflowFile: string; runId: string | null; workflow: string | null }, key: string, error: StagegateError, at?: ShardStep): ShardRunOutcome {
  return {
    status: error.code,
    exitCode: exitStatusFor(error.code),
    message: error.message,
    ...(error.hint !== undefined ? { hint: error.hint } : {}),
    location: error.location,
    workflow: base.workflow, // its name once it loaded (a refusal after that), as run --json gives it
    workflowFile: base.workflowFile,
    runId: base.runId,
    activeStep: null,
    completedSteps: [],
    statePath: null,
    manifestPath: null,
    runRoot: null,
    nextCommand: error.nextCommand ?? null,
    stagesRun: 0,
    shard: { key, step: at?.step ?? null, kind: at?.kind ?? null, folder: null, finished: false },
  };
}

/** The size of an output the shard accepted, which must be there to travel with it. */
function sizeOf(view: ParentView, path: string, key: string): number {
  const st = lstatSync(view.workspace.resolve(path, `output of shard ${key}`).abs, { throwIfNoEntry: false });
  if (!st?.isFile()) throw new StagegateError('STAGE_OUTPUT_MISSING', `shard ${key}: its output ${path} is not in the workspace, so the shard cannot carry it`, { hint: 'Run the shard again (its run recorded the output; something removed it since).' });
  return st.size;
}

/**
 * The bytes of an output the shard accepted, read without waiting on a FIFO a stage put in its
 * place (a link is followed, as when it was accepted): anything but a file is STAGE_OUTPUT_MISSING.
 */
function outputBytes(view: ParentView, path: string, key: string): Buffer {
  try {
    return readRegularFile(view.workspace.resolve(path, `output of shard ${key}`).abs, Number.MAX_SAFE_INTEGER, { follow: true });
  } catch (error) {
    if (!(error instanceof NotRegularFileError)) throw error;
    throw new StagegateError('STAGE_OUTPUT_MISSING', `shard ${key}: its output ${path} is ${error.kind} now, not a file, so the shard cannot carry it`, { hint: 'Run the shard again (its run recorded the output; something replaced it since).' });
  }
}

/** What a finished shard says it ran. */
interface ShardClaim {
  kind: 'foreach' | 'parallel';
  step: string;
  visit: number;
  key: string;
  bindings: Record<string, string>;
}

/**
 * Finished shard: its descriptor, and a copy of each accepted output under files/ (so the folder
 * travels on its own). Each copy is made durable (file, then folder) before SHARD.json is written
 * the same way: a power loss never leaves a descriptor whose copies are not on the disk. The
 * fsyncs run on libuv's pool, so a leg goes on to its next key meanwhile (see runShard).
 */
async function sealShard(view: ParentView, claim: ShardClaim, statePathRel: string, state: RunState, warnings: readonly string[] | undefined): Promise<void> {
  const { key } = claim;
  const folder = dirname(view.workspace.resolve(statePathRel, `shard ${key}`).abs);
  const accepted = acceptedOutputs(state);
  // A child_workflow branch's child keeps its own run folder: its outputs travel in the shard.
  const outputs = claim.kind === 'parallel' ? branchShardOutputs(state, claim.step, key, accepted).map((o) => ({ ...o, size: sizeOf(view, o.path, key) })) : accepted;
  const copies = outputs.map((output) => ({ path: join(folder, SHARD_FILES_DIR, output.path), bytes: outputBytes(view, output.path, key) }));
  // Every copy settled before anything else (the lock is released after): the first failure is the seal's.
  const written = await Promise.allSettled(copies.map((copy) => atomicWriteFileDurably(copy.path, copy.bytes)));
  const failed = written.find((w) => w.status === 'rejected');
  if (failed) throw failed.reason;
  const journal = readJournalHead(folder);
  // The run's journal read when the shard started has at least its first event.
  if (view.instance === undefined) throw new StagegateError('STATE_WRITE_FAILED', `the journal of run ${view.ctx.runId} has no first event to name in the shard's ${SHARD_FILE}`);
  await writeDescriptor(folder, {
    shard: 1,
    kind: claim.kind,
    run_id: view.ctx.runId,
    run_instance: view.instance,
    workflow: view.workflow.name,
    workflow_digest: view.workflow.digest,
    step: claim.step,
    visit: claim.visit,
    key,
    bindings: claim.bindings,
    state_path: statePathRel,
    journal,
    outcome: state.status,
    outputs,
    // The shard's run's warnings, as its leg reported them: the merge reports them too.
    ...(warnings !== undefined && warnings.length > 0 ? { warnings: [...warnings] } : {}),
  });
}

function readJournalHead(folder: string): { seq: number; sha256: string } {
  const read = readJournal(journalPathFor(join(folder, 'workflow_state.yaml')));
  if (read.kind !== 'ok' || read.head.sha256 === null) throw new StagegateError('STATE_WRITE_FAILED', `the journal of the shard in ${folder} cannot be read back`);
  return { seq: read.head.seq, sha256: read.head.sha256 };
}

/** An item's run (a shard) stopped at a per-item step that asks a person for inputs not given: the step and the names. */
interface ShardAsking {
  step: { id: string; def: NonNullable<StepModel['def']['per_item']>[string] };
  names: string[];
}

/** The per-item step a foreach shard's run stopped at to ask for inputs this leg was not given, if it did. */
function shardAsking(fan: FanOut, outcome: RunOutcome, bindings: ReadonlyMap<string, string>): ShardAsking | undefined {
  if (outcome.status !== 'WORKFLOW_INPUT_REQUIRED' || outcome.activeStep == null) return undefined;
  const def = fan.step.def.per_item?.[outcome.activeStep];
  const names = def ? unansweredAsks({ def }, bindings) : [];
  return def && names.length > 0 ? { step: { id: outcome.activeStep, def }, names } : undefined;
}

/**
 * What follows a shard's run, in place of what its own run would say (a shard's run is a small
 * run of its own: "start it again with --mode fresh" or a resume of the whole run are not what
 * continues it). A finished shard is a result for `merge` — whatever it ended with: a blocked or
 * failed one is a verdict the merge applies (a parallel step's join may still succeed), and running
 * it again only reports it. An unfinished one (a stage failed, the run was interrupted) resumes
 * its own journal when run again with --shard, and is merged once it finishes.
 */
function shardNext(view: ParentView, request: RunRequest, outcome: RunOutcome, shard: { key: string; step: string; kind: 'foreach' | 'parallel'; finished: boolean }, join?: string, asking?: ShardAsking): Partial<Pick<RunOutcome, 'message' | 'hint' | 'nextCommand'>> {
  const name = request.commandName ?? 'stagegate';
  const target = runTarget(view.workflow.file, view.ctx.runId, request.agentFlagsInHints ? stateLocatingInputs(view.workflow, view.ctx.bound.explicit) : []);
  // The agent flags this leg was given go on every command it prints: `merge` continues the run
  // like `run` (its stages after the fan-out step run those agents), a leg run again runs its own.
  const flags = request.agentFlagsInHints ? agentFlags(request.agents) : '';
  const merge = `${name} merge ${target}${flags}`;
  const what = shard.kind === 'parallel' ? `branch ${shard.key} of parallel step ${shard.step}` : `item ${shard.key} of foreach step ${shard.step}`;
  if (shard.finished) {
    if (outcome.exitCode === 0) return { nextCommand: merge };
    const applies =
      shard.kind === 'parallel'
        ? `The merge applies the join (${join}) to the verdicts it has${join === 'all' ? '' : ', so with enough of the other branches succeeding the step still succeeds'}`
        : `The merge takes it, and the run stops at step ${shard.step} as it would had the item run in it`;
    return { hint: `The shard is finished: ${what} ended ${outcome.status}, a result to merge. ${applies}: \`${merge}\`. Running the shard again only reports that result (it stands for this visit of the step).`, nextCommand: merge };
  }
  // Paused (an approval inside an item) or refused before anything ran: the shard's own run says what follows.
  if (outcome.exitCode === 0 || outcome.state === undefined) return {};
  const again = `${name} run ${target}${flagWord('shard', shard.key)}${flags}`;
  // Stopped at a per-item step that asks a person: the same leg with the answer (a plain run again stops there again).
  if (asking !== undefined) {
    const answer = answerCommand(again, asking.names);
    return { message: askedMessage(asking.step, asking.names, answer), hint: askedFix(`step ${asking.step.id} of ${what}`, asking.names, answer, undefined), nextCommand: answer };
  }
  return { hint: `The shard is not finished (${what}): fix the cause the message names, then run it again (\`${again}\`: it resumes its own journal, and its completed stages do not run again) and merge it once it finishes (\`${merge}\`).`, nextCommand: again };
}

/**
 * The command that re-runs a run's stale steps at this commit and stops again before its fan-out
 * step (without --stop-after-step the resume would go on to run every item or branch in-process;
 * `keep` cannot stop there at all: nothing before the fan-out step runs again). The step to stop
 * after is the one whose transition led to the fan-out step; when the last transition was the
 * fan-out step's own (a merge), it is named in words.
 */
function rerunToFanOut(state: RunState, rerun: string): string {
  const fanOut = state.active_step;
  const last = state.last_transition;
  if (fanOut !== null && last !== null && last.step !== fanOut && last.to === fanOut) return `\`${rerun}${flagWord('stop-after-step', last.step)}\`: it runs the stale steps again up to ${last.step} and stops before ${fanOut}`;
  return `\`${rerun} --stop-after-step <the step before ${fanOut ?? 'the fan-out step'}>\`: it runs the stale steps again and stops before the fan-out step`;
}

/**
 * A result or an unfinished run left in the key's folder by an earlier instance of the run (made
 * before a fresh start of its run id, and kept or put back there) is never continued, nor sealed
 * again as this run's: the merge leaves it out, and a shard run here would resume or report it and
 * name this instance in its SHARD.json.
 */
function refuseEarlierInstance(view: ParentView, folderAbs: string, key: string): void {
  const found = earlierInstanceIn(folderAbs, view.ctx.runId, view.instance);
  if (found === undefined) return;
  const shown = relative(view.workspace.root, folderAbs).split('\\').join('/');
  throw new StagegateError('SHARD_FOREIGN', `shard ${key}: its folder ${shown} holds a ${found} made for run ${view.ctx.runId} before its fresh start (another instance of the run), not for this one; nothing ran`, {
    hint: `Remove ${shown} (it is not this run's result), then run the shard again.`,
    location: { file: shown },
  });
}

/** A key's folder an interrupted merge was copying into (its marker names it): refused, nothing run (merge-marker.ts). */
function refuseMergeMarked(view: ParentView, request: RunRequest, folderAbs: string, key: string): void {
  const folder = relative(view.workspace.root, folderAbs).split('\\').join('/');
  const naming = { runId: view.ctx.runId, workflowFile: view.workflow.file, commandName: request.commandName ?? 'stagegate', locating: request.agentFlagsInHints ? stateLocatingInputs(view.workflow, view.ctx.bound.explicit) : [] };
  const refusal = markedFolderRefusal(view.workspace, view.ctx.statePath.abs, folder, key, naming);
  if (refusal !== undefined) throw refusal;
}

/**
 * A shard runs at its run's source commit: its verdicts are stamped with the run's commit (so a
 * merge is the same whichever machine ran what) and merged as made there. A leg whose checkout is
 * at another commit would record verdicts on code it did not judge: refused before anything runs.
 */
function checkShardSource(view: ParentView, state: RunState, ports: RunnerPorts, key: string, request: RunRequest): void {
  const made = state.source_commit;
  const now = ports.source.sourceCommit(view.workspace.root);
  if (made === null || now === null || made === now) return;
  const target = runTarget(view.workflow.file, view.ctx.runId, request.agentFlagsInHints ? stateLocatingInputs(view.workflow, view.ctx.bound.explicit) : []);
  const name = request.commandName ?? 'stagegate';
  throw new StagegateError(
    'STALE_ARTIFACT_REJECTED',
    `shard ${key} of run ${view.ctx.runId}: the run is at source commit ${shortCommit(made)}, this checkout at ${shortCommit(now)}; a shard runs at its run's commit (its verdicts are recorded and merged as made there). Nothing ran`,
    { hint: `Run the shard in a checkout of ${shortCommit(made)}, or bring the run to this commit first (${rerunToFanOut(state, `${name} run ${target} --on-source-change rerun`)}), then list its shards again.` },
  );
}

/** `stagegate shards …` and `stagegate merge …` of this run, to paste (the inputs that locate its state included). */
function shardCommands(view: ParentView, request: RunRequest): { shards: string; merge: string } {
  const name = request.commandName ?? 'stagegate';
  const target = runTarget(view.workflow.file, view.ctx.runId, request.agentFlagsInHints ? stateLocatingInputs(view.workflow, view.ctx.bound.explicit) : []);
  return { shards: `${name} shards ${target}`, merge: `${name} merge ${target}${request.agentFlagsInHints ? agentFlags(request.agents) : ''}` };
}

/**
 * A parallel step with a branch that may revise the run's earlier outputs runs in one process
 * (shards/unshardable.ts): `shards` and `run --shard` refuse it, the plain resume is what continues.
 * So does `merge` (`merging`): a shard folder of it an earlier stagegate made (one that sharded such
 * steps) carries back none of the revisions its branch made on its machine.
 */
function refuseUnshardable(view: ParentView, fan: BranchFanOut, request: Pick<RunRequest, 'commandName' | 'agentFlagsInHints' | 'agents'>, merging = false): void {
  const offending = unshardableBranches(view.workflow, fan.step);
  if (offending.length === 0) return;
  const run = `${request.commandName ?? 'stagegate'} run ${runTarget(view.workflow.file, view.ctx.runId, request.agentFlagsInHints ? stateLocatingInputs(view.workflow, view.ctx.bound.explicit) : [])}${request.agentFlagsInHints ? agentFlags(request.agents) : ''}`;
  const folders = merging ? ' Its shard folders (an earlier stagegate ran such branches as shards) are not merged: what a branch revised there is on that machine only.' : '';
  throw new StagegateError('SHARD_NOT_SUPPORTED', `${notShardableWhy(fan.step.id, offending)}; nothing ${merging ? 'was merged' : 'ran'}`, {
    location: { file: view.workflow.file, line: offending[0]!.line, column: offending[0]!.column },
    hint: `Run the step in one process: \`${run}\` runs its branches here (max_concurrency at a time) and re-records what they revise.${folders}`,
    nextCommand: run,
  });
}

/** Refusal of a shard whose result the run already holds: what to do instead, as commands. */
function alreadyMerged(view: ParentView, request: RunRequest, what: string): StagegateError {
  const c = shardCommands(view, request);
  return new StagegateError('SHARD_ALREADY_MERGED', what, { hint: `Nothing to run: \`${c.shards}\` lists the shards still pending; \`${c.merge}\` continues the run.` });
}

/**
 * `run --shard KEY`: run exactly that item's per-item machine, in its item run's folder under the
 * run root (its own journal, under that folder's lock), leaving the run's own state untouched.
 * A finished shard gets its SHARD.json (and its outputs' copies) for `merge`. Shards of one batch
 * (several keys in one invocation) run one after another, each exactly as it would alone.
 */
export async function runShard(request: RunRequest, ports: RunnerPorts, key: string, batch?: ShardBatch): Promise<ShardRunOutcome> {
  let view: ParentView | undefined;
  let at: ShardStep | undefined;
  if (batch && request.stageMasks === undefined) request = { ...request, stageMasks: (batch.stageMasks ??= new StageMasks()) };
  // The invocation's readers: the parent's read and the branch's run share them.
  const readers = request.readers ?? new InvocationReaders();
  request = { ...request, readers };
  try {
    view = await readers.read((importers) => readParent(request.workspace, request.workflowFile, request.invocation, importers, request, batch));
    const { ctx, workflow } = view;
    if (!view.state) throw new StagegateError('SHARD_NOT_READY', `run ${ctx.runId} has not started: there are no shards to run yet`, { hint: fanOutHint(toFanOut(view, request)) });
    at = fanOutStepAt(view);
    if (RunLock.isHeld(ctx.lockPath)) throw new StagegateError('WORKFLOW_LOCKED', `run ${ctx.runId} is held by a runner (a resume or a merge): its shards wait until it ends; nothing was changed`, { hint: 'Wait for it to finish, then list the shards again.' });
    checkShardSource(view, view.state, ports, key, request);
    // A leg without agent flags runs the agent the run recorded (agents/recorded.ts); its printed
    // commands then carry none (the merge finds the record too), one with flags carries those.
    request = { ...request, agents: effectiveAgents(request.agents, view.state, view.workspace, ctx.runId).selection };
    const branches = branchFanOutIn(view);
    if (branches) {
      at = { step: branches.step.id, kind: 'parallel' };
      refuseUnshardable(view, branches, request);
      return await runBranchShard(view, branches, request, ports, key, batch);
    }
    const fan = fanOutIn(view);
    if (fan) at = { step: fan.step.id, kind: 'foreach' };
    if (!fan && view.state.active_step === null) {
      // Finished: no resume of it fans out again, so do not send the person to list shards (as approve says of a finished run).
      const status = `${request.commandName ?? 'stagegate'} status ${runTarget(workflow.file, ctx.runId, request.agentFlagsInHints ? stateLocatingInputs(workflow, ctx.bound.explicit) : [])}`;
      throw new StagegateError('SHARD_NOT_READY', `run ${ctx.runId} already finished (${view.state.status}): it has no shards to run; nothing ran`, {
        hint: `A finished run runs no more shards (\`${status}\` shows how it ended); to fan out again, start the workflow over, with a new run id or this one with --mode fresh.`,
      });
    }
    if (!fan) throw new StagegateError('SHARD_NOT_READY', `run ${ctx.runId} is not at a foreach or parallel step (active step: ${view.state.active_step}): there are no shards to run`, { hint: `\`${shardCommands(view, request).shards}\` lists the shards the run has now.` });
    const item = fan.record.items.find((i) => i.id === key);
    if (!item) {
      // Only an item a shard can still run: one with its result in the run would be refused next.
      const near = closest(key, fan.record.items.filter(isOpen).map((i) => i.id).toArray());
      throw new StagegateError('SHARD_UNKNOWN', `foreach step ${fan.step.id} has no item '${key}'${near ? ` (did you mean '${near}'?)` : ''}; nothing ran`, { hint: `\`${shardCommands(view, request).shards}\` lists its shards.` });
    }
    if (!isOpen(item)) throw alreadyMerged(view, request, `item ${key} of foreach step ${fan.step.id} already has its result in run ${ctx.runId} (${item.status}); nothing ran`);
    const unmet = unmetDependencies(fan.record, item);
    if (unmet.length > 0) {
      const c = shardCommands(view, request);
      throw new StagegateError('SHARD_NOT_READY', `item ${key} of foreach step ${fan.step.id} waits for ${unmet.join(', ')} (not VERIFIED in the run yet): it runs in a later wave; nothing ran`, { hint: `Merge the shards it depends on (\`${c.merge}\`), then list the shards again (\`${c.shards}\`).` });
    }
    const shardItem = shardItemOf(ctx.runRoot.rel, fan, item);
    const statePath = shardItem.state_path;
    const abs = view.workspace.resolve(statePath, `shard ${key}`).abs;
    // Before its lock (which makes the folder): a refused leg leaves no folder the marker names.
    refuseMergeMarked(view, request, dirname(abs), key);
    // Two legs of one shard never both advance it.
    const lock = RunLock.acquire(`${abs}.lock`, `shard ${key} of run ${ctx.runId}`);
    let outcome: RunOutcome;
    try {
      // Checked again with the shard's lock held: a resume that took the run's lock meanwhile
      // checks this lock before running the item in-process (steps/foreach/run.ts), so never both.
      if (RunLock.isHeld(ctx.lockPath)) throw new StagegateError('WORKFLOW_LOCKED', `run ${ctx.runId} is held by a runner (a resume or a merge): its shards wait until it ends; nothing was changed`, { hint: 'Wait for it to finish, then list the shards again.' });
      refuseEarlierInstance(view, dirname(abs), key);
      const parent = { workflow, bindings: ctx.bindings, runId: ctx.runId, request, ancestry: request.ancestry ?? [], statePath: ctx.statePath.rel, runRoot: ctx.runRoot.rel, instance: view.instance };
      const sourceCommit = view.state.source_commit;
      outcome = await runWorkflow(itemRunRequest(parent, fan.step, shardItem), { ...itemPorts(ports, fan.step, shardItem), source: { sourceCommit: () => sourceCommit } });
      // The item run's warnings named by the item, as a run that runs the item in-process names them (steps/foreach/run.ts).
      if (outcome.warnings !== undefined) {
        const told = scopedWarnings(`${fan.step.id}[${key}].`, outcome);
        outcome = { ...outcome, warnings: told.map((w) => w.message), warningSteps: Object.fromEntries(told.map((w) => [w.message, w.step])) };
      }
      const finished = outcome.state !== undefined && outcome.activeStep === null;
      if (finished) {
        batch?.sealing?.(key);
        await sealShard(view, { kind: 'foreach', step: fan.step.id, visit: fan.visit, key, bindings: item.bindings }, statePath, outcome.state!, outcome.warnings);
      }
      // A finished shard is a result to merge, whatever it says: the merge applies it.
      const exitCode = finished && (outcome.status === 'WORKFLOW_COMPLETE' || outcome.status === 'ITEM_DEFERRED') ? 0 : outcome.exitCode;
      const shard = { key, step: fan.step.id, kind: 'foreach' as const, folder: relative(view.workspace.root, dirname(abs)).split('\\').join('/'), finished };
      return { ...outcome, exitCode, ...shardNext(view, request, { ...outcome, exitCode }, shard, undefined, finished ? undefined : shardAsking(fan, outcome, ctx.bindings)), shard };
    } finally {
      lock.release();
    }
  } catch (error) {
    if (!isStagegateError(error)) throw error;
    return failed({ workflowFile: request.workflowFile, runId: view?.ctx.runId ?? null, workflow: view?.workflow.name ?? null }, key, error, at);
  }
}

/**
 * `run --shard BRANCH` at a parallel step: run exactly that branch — through the same attempt loop
 * (or its child run) as in one process — as a run of its own (shards/branch-fan-out.ts) in its
 * shard folder under the run root, under that folder's lock, leaving the run's own state
 * untouched. A branch with a verdict gets its SHARD.json (and its outputs' copies) for `merge`.
 */
async function runBranchShard(view: ParentView, fan: BranchFanOut, request: RunRequest, ports: RunnerPorts, key: string, batch?: ShardBatch): Promise<ShardRunOutcome> {
  const { ctx, workflow } = view;
  const branch = fan.branches.find((b) => b.id === key);
  if (!branch) {
    // Only a branch a shard can still run (not one with its verdict in the run).
    const near = closest(key, fan.branches.map((b) => b.id).filter((id) => branchIsOpen(fan, id)));
    throw new StagegateError('SHARD_UNKNOWN', `parallel step ${fan.step.id} has no branch '${key}'${near ? ` (did you mean '${near}'?)` : ''}; nothing ran`, { hint: `\`${shardCommands(view, request).shards}\` lists its shards.` });
  }
  if (!branchIsOpen(fan, key)) throw alreadyMerged(view, request, `branch ${key} of parallel step ${fan.step.id} already has its verdict in run ${ctx.runId} (${fan.records?.[key]?.status ?? '?'}); nothing ran`);
  const statePath = branchShardStatePath(ctx.runRoot.rel, fan.step.id, key, fan.visit);
  const abs = view.workspace.resolve(statePath, `shard ${key}`).abs;
  // Before its lock (which makes the folder): a refused leg leaves no folder the marker names.
  refuseMergeMarked(view, request, dirname(abs), key);
  // Two legs of one shard never both advance it.
  const lock = RunLock.acquire(`${abs}.lock`, `shard ${key} of run ${ctx.runId}`);
  try {
    // Checked again with the shard's lock held: a resume that took the run's lock meanwhile checks
    // this lock before running the branch in-process (steps/parallel/run.ts), so never both.
    if (RunLock.isHeld(ctx.lockPath)) throw new StagegateError('WORKFLOW_LOCKED', `run ${ctx.runId} is held by a runner (a resume or a merge): its shards wait until it ends; nothing was changed`, { hint: 'Wait for it to finish, then list the shards again.' });
    refuseEarlierInstance(view, dirname(abs), key);
    const tokens = branchShardTokens(workflow, ctx.bindings, ctx.runId, view.state!, branch);
    const shardRequest: RunRequest = {
      workspace: request.workspace,
      workflowFile: workflow.file,
      workflowModel: branchWorkflow(workflow, fan.step, branch, statePath),
      itemRun: true,
      invocation: { tokens, undeclared: 'keep', mode: 'resume', ...(request.invocation.allowWorkflowChange === true ? { allowWorkflowChange: true } : {}), ...sourcePolicyOf({ request, workflow }) },
      env: request.env,
      ...sharedWithSubRuns(request),
      ...(view.instance !== undefined ? { parentInstance: view.instance } : {}),
      // What the branch did once in the run's own process on this visit, `once` skips in the shard.
      effectsAlso: effectsAlsoEntry(fan.visit, journalPathFor(view.ctx.statePath.abs)),
      ancestry: request.ancestry ?? [],
    };
    const sourceCommit = view.state!.source_commit;
    const outcome = await runWorkflow(shardRequest, { ...branchShardPorts(ports, view, fan.step.id, key, fan.visit), source: { sourceCommit: () => sourceCommit } });
    const finished = outcome.state !== undefined && outcome.activeStep === null;
    if (finished) {
      batch?.sealing?.(key);
      await sealShard(view, { kind: 'parallel', step: fan.step.id, visit: fan.visit, key, bindings: tokens }, statePath, outcome.state!, outcome.warnings);
    }
    // A finished shard is a result to merge, whatever its branch's verdict: the merge applies it.
    const exitCode = finished && outcome.status === 'WORKFLOW_COMPLETE' ? 0 : outcome.exitCode;
    const shard = { key, step: fan.step.id, kind: 'parallel' as const, folder: relative(view.workspace.root, dirname(abs)).split('\\').join('/'), finished };
    const join = fan.step.def.parallel?.join ?? 'all';
    // The shard's own small run ends at its copy of the parallel step ("step checks completed and
    // leads to DONE"), which is not what happened to the run: the branch has a verdict to merge.
    const said = finished ? { message: branchShardFinished(outcome.state!, fan.step.id, key, join) } : {};
    return { ...outcome, exitCode, ...said, ...shardNext(view, request, { ...outcome, exitCode }, shard, join), shard };
  } finally {
    lock.release();
  }
}

/** What a finished branch shard says: the branch's verdict, and that the merge decides its step. */
function branchShardFinished(state: RunState, stepId: string, key: string, join: string): string {
  const record = shardBranchRecord(state, stepId, key);
  const verdict = record?.status === 'succeeded' ? 'succeeded' : record?.status === 'failed' ? 'failed' : 'finished';
  return `${branchVerdictWords(stepId, key, verdict, record?.gate_status ?? record?.code ?? null)}, which applies its join (${join}) to every branch's verdict and continues the run`;
}

/** `branch b of parallel step checks succeeded (OK): a verdict to merge; step checks is decided at the merge`. */
function branchVerdictWords(stepId: string, key: string, verdict: string, said: string | null | undefined): string {
  return `branch ${key} of parallel step ${stepId} ${verdict}${said ? ` (${said})` : ''}: a verdict to merge; step ${stepId} is decided at the merge`;
}

/**
 * A branch shard's live progress told as the branch of the run's step it is, as its summary says
 * (branchShardFinished), not as its own small run: no "new run" header but a line naming the
 * branch, its step and its run; the branch's stage lines counted as the run's steps (as in one
 * process); and instead of its copy of the parallel step ending ("checks ✓ PARALLEL_COMPLETE →
 * end"), the branch's verdict to merge, or that it has none yet.
 */
function branchShardPorts(ports: RunnerPorts, view: ParentView, stepId: string, key: string, visit: number): RunnerPorts {
  const emit = ports.onEvent;
  if (!emit) return ports;
  const label = `${stepId}.${key}`;
  const completed = declaredCompletedCount(view.workflow, view.state?.completed_steps ?? []);
  const totalSteps = declaredStepCount(view.workflow);
  let said: string | undefined;
  const onEvent = (event: RunEvent): void => {
    if (event.type === 'run_started') {
      emit({ type: 'note', message: `${label}: branch ${key} of parallel step ${stepId}, visit ${visit}, a shard of run ${view.ctx.runId} (${event.resumed ? 'resumed' : 'started'}) — state ${event.statePath}`, step: label });
    } else if (event.type === 'stage_finished' && event.step === stepId) {
      const decided = event.gateStatus === 'PARALLEL_COMPLETE' || event.gateStatus === 'PARALLEL_FAILED';
      const verdict = event.gateStatus === 'PARALLEL_COMPLETE' ? 'succeeded' : 'failed';
      emit({ type: 'note', message: decided ? `${label}: ${branchVerdictWords(stepId, key, verdict, said)}` : `${label}: branch ${key} of parallel step ${stepId} has no verdict yet${event.code !== undefined ? ` (${event.code})` : ''}: the shard is not finished`, step: label });
    } else if (event.type === 'stage_finished') {
      if (event.step === label) said = event.ok ? event.gateStatus : event.code;
      emit({ ...event, completed, totalSteps });
    } else emit(event);
  };
  return { ...ports, onEvent };
}

export interface MergeOutcome extends RunOutcome {
  merge: { step: string | null; merged: string[]; alreadyMerged: string[]; pending: string[]; superseded: Superseded[] };
}

/**
 * `stagegate merge`: verify every shard result (run root and --from folders) before anything is
 * written, then — under the run lock — merge them into the run in a fixed order (items' order, branches' declared order) and continue
 * the run like `run` does.
 */
export async function mergeShards(request: RunRequest, ports: RunnerPorts, fromDirs: readonly { abs: string; shown: string }[]): Promise<MergeOutcome> {
  let view: ParentView | undefined;
  let step: string | null = null;
  // The invocation's readers: the parent's read and the merged run share them.
  const readers = request.readers ?? new InvocationReaders();
  request = { ...request, readers };
  try {
    view = await readers.read((importers) => readParent(request.workspace, request.workflowFile, request.invocation, importers, request));
    // Nothing to merge into: a mistyped run id must not start (and run through) a whole new run.
    if (!view.state) {
      const start = toFanOut(view, request);
      throw new StagegateError('SHARD_NOT_READY', `run ${view.ctx.runId} has not started: there are no shards to merge; nothing ran`, {
        hint:
          start === undefined
            ? `Check the run id and the workflow: ${NO_FAN_OUT}.`
            : start.entry !== undefined
              ? `Check the run id. Nothing to shard: ${entryFanOut(start)}.`
              : `Check the run id. A run fans out once it has reached its fan-out step: \`${start.command}\`, then \`${shardCommands(view, request).shards}\`.`,
      });
    }
    const branches = branchFanOutIn(view);
    const fan = fanOutIn(view);
    if (branches) {
      step = branches.step.id;
      refuseUnshardable(view, branches, request, true);
      precheckBranches({ workspace: view.workspace, workflow: view.workflow, runId: view.ctx.runId, instance: view.instance, runRoot: view.ctx.runRoot.rel, bindings: view.ctx.bindings, state: view.state!, fan: branches }, fromDirs);
    } else if (fan) {
      step = fan.step.id;
      // Refuse a bad shard before the lock and before anything is written; the merge checks again under the lock.
      precheck({ workspace: view.workspace, workflow: view.workflow, runId: view.ctx.runId, instance: view.instance, runRoot: view.ctx.runRoot.rel, fan }, fromDirs);
    }
  } catch (error) {
    if (!isStagegateError(error)) throw error;
    return { ...failed({ workflowFile: request.workflowFile, runId: view?.ctx.runId ?? null, workflow: view?.workflow.name ?? null }, '', error), merge: { step, merged: [], alreadyMerged: [], pending: [], superseded: [] } };
  }
  const intake = step !== null ? shardIntake(step, fromDirs) : undefined;
  const outcome = await runWorkflow({ ...request, ...(intake ? { shards: intake } : {}) }, ports);
  const pending = intake?.report.pending ?? [];
  // Stopped at the fan-out step for the shards still pending: those are what come next.
  const waits = pending.length > 0 && outcome.status === 'PARTIAL_RESUMABLE' && outcome.activeStep === step && outcome.runId !== null;
  return { ...outcome, ...(waits ? pendingNext(request, outcome.workflowFile, outcome.runId!, pending, request.agentFlagsInHints && view ? stateLocatingInputs(view.workflow, view.ctx.bound.explicit) : [], leftoverFolders(intake!.report)) : {}), merge: { step, merged: intake?.report.merged ?? [], alreadyMerged: intake?.report.alreadyMerged ?? [], pending, superseded: intake?.report.superseded ?? [] } };
}

/**
 * A merge that left shards pending: they run as shards and the merge runs again (a resume would
 * run them here instead) — not "run again without --stop-after-step", which a merge never needed.
 */
function pendingNext(request: RunRequest, workflowFile: string, runId: string, pending: readonly string[], locating: Array<[string, string]>, leftovers: readonly string[]): Pick<RunOutcome, 'hint' | 'nextCommand'> {
  const name = request.commandName ?? 'stagegate';
  const target = runTarget(workflowFile, runId, locating);
  // The merge's agent flags on the commands that run stages (a shard, the merge, the resume): `shards` takes none.
  const flags = request.agentFlagsInHints ? agentFlags(request.agents) : '';
  const run = `${name} run ${target}${pending.length === 1 ? flagWord('shard', pending[0]!) : ' --shard KEY'}${flags}`;
  return {
    hint: `${leftovers.length > 0 ? `Remove ${leftovers.join(', ')} first ${whyRemoveLeftovers(leftovers, runId)}. Then run` : 'Run'} the shard${pending.length === 1 ? '' : 's'} still pending (\`${name} shards ${target}\` lists ${pending.length === 1 ? 'it' : 'them'}; \`${run}\` runs ${pending.length === 1 ? 'it' : 'one'}), then merge again (\`${name} merge ${target}${flags}\`); or resume with \`${name} run ${target}${flags}\` to run ${pending.length === 1 ? 'it' : 'them'} here.`,
    nextCommand: `${name} shards ${target}`,
  };
}
