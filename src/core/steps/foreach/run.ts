// foreach steps: read the registry once per visit of the step, order its items, then run one item
// at a time through the per_item state machine as an in-process sub-run (foreach/item-workflow.ts)
// with a state file of its own under <run root>/foreach/<step>/<item>/v<visit>/ (an item run:
// no lock or manifest of its own until it ends, runner.ts RunRequest.itemRun). The parent writes
// once per item: the item about to run together with how the one before it ended, so a crash
// anywhere resumes the item in flight (or records one whose run had ended) and never runs a
// verified item again. After the last item, completion.require is checked against the registry
// rows, then completion.on_complete.
import { sourcePolicyOf, subRunSource } from '../../run/source-drift.js';
import { posix } from 'node:path';
import { statSync, type Stats } from 'node:fs';
import { sha256File } from '../../workspace/digest.js';
import { isStagegateError, StagegateError } from '../../run/errors.js';
import { STOP_CODES } from '../../run/stop-codes.js';
import { PlaceholderError, substitute } from '../../model/placeholders.js';
import { stepBindings } from '../../run/bindings.js';
import { stepRecord } from '../../run/transition.js';
import { runOutputs } from '../../run/progress.js';
import { standingDecisionCommits } from '../../run/passed-approvals.js';
import { declaredInputs } from '../../model/invocation.js';
import { classifyStep, declaredStepCount, type StepModel, type Workflow } from '../../model/workflow.js';
import { foreachCounts, type ForeachItemRecord, type ForeachRecord, type ForeachRecordData, type RunState } from '../../state/state.js';
import type { RunEvent, RunnerPorts } from '../../run/ports.js';
import { sharedWithSubRuns, type Ancestor, type RunHost, type RunOutcome, type RunRequest } from '../../run/host.js';
import { RunLock } from '../../state/lock.js';
import { answerCommand, askedFix, askedMessage, unansweredAsks } from '../../run/asked-next.js';
import { locating, resumeCommand } from '../../run/outcome.js';
import { scopedNoteEvent, scopedWarnings } from '../../run/scoped-note.js';
import { flagWord, runTarget } from '../../run/command-line.js';
import { journalPathFor, readOrigin, type JournalOrigin } from '../../state/journal.js';
import type { Applied } from '../../run/reduce.js';
import type { ItemEnd } from './schedule.js';
import { readRegistry, REGISTRY_MISSING, type Registry } from './registry.js';
import { didYouMean } from '../../model/did-you-mean.js';
import { itemsOf } from './items.js';
import { orderItems } from './order.js';
import { completionColumn, parseRequire, rowInWords, statusFieldOf, unreachableRequire, unsatisfiedRows, verifiedRequire, type CompletionRule, type UnsatisfiedRow } from './completion.js';
import { leftOut, parseItems } from './selection.js';
import { DEFER_ARTIFACT, ITEM_DEFERRED, itemStepDef, itemWorkflow, passedToItems } from './item-workflow.js';
import { AGENT_DRIVEN_KINDS } from '../../agents/registry.js';
import { shellWord } from '../../model/shell-word.js';
import { settleVerified } from './registry-status.js';
import type { KeptParse } from './kept-parse.js';
import { drifted, driftNote, registryDrift, type RegistryDrift } from './registry-drift.js';
import { carryVisits, deferredItems, itemStatePathIn, newRecord } from './schedule.js';

export { itemStatePathIn };
import type { ShardIntake } from '../../run/host.js';
import { earlierInstanceIn, removeLeftoversFirst } from '../../shards/earlier-instance.js';
import { interruptedMergeAtResume } from '../../shards/merge-marker.js';
import type { RandomHex } from '../../state/random-hex.js';

export type { ShardIntake };

export { FOREACH_DIR } from './manifest.js';


/** What reading a foreach's registry needs of a run (a RunHost has it; `shards` builds it read-only). */
export type RecordSource = Pick<RunHost, 'workspace' | 'state'> & { ctx: { bindings: ReadonlyMap<string, string> } };

/** The registry path, placeholders resolved, inside the workspace. */
function registryPath(host: RecordSource, step: StepModel): { abs: string; rel: string } {
  const template = step.def.foreach!.source;
  let text: string;
  try {
    text = substitute(template, stepBindings(host.ctx.bindings, step, host.state()));
  } catch (error) {
    if (!(error instanceof PlaceholderError)) throw error;
    throw new StagegateError('WORKFLOW_INPUT_REQUIRED', `foreach source of step ${step.id} needs ${error.missing.map((m) => `{{${m}}}`).join(', ')}, which no input, default or runner value provides`, {
      hint: `Pass ${error.missing.map((m) => `${m}=<value>`).join(' ')}.`,
    });
  }
  return host.workspace.resolve(text, `foreach source of step ${step.id}`);
}

/**
 * A Markdown table without the column completion.require reads: refused when the registry is
 * loaded, before any item runs (the rule could never hold: a table is marked only in a column it has).
 */
function requireCompletionColumn(registry: Registry, statusField: string | undefined, require: string | undefined): void {
  const column = completionColumn(statusField, require);
  if (column === undefined || registry.format !== 'markdown' || registry.columns.includes(column)) return;
  const line = registry.headerLine;
  const at = line !== undefined ? `${registry.file}:${line}` : registry.file;
  const byField = parseRequire(require!)?.kind === 'field';
  const other = byField ? 'name a column it has in completion.require' : 'set foreach.status_field to a column it has';
  throw new StagegateError(
    'WORKFLOW_INPUT_REQUIRED',
    `${at}: completion.require '${require}' reads the column '${column}' of every row, which the table does not have (columns: ${registry.columns.join(', ')}); the runner marks a verified item's row only in a column the table has, so the rule could never hold. Checked before any item runs.${didYouMean(column, registry.columns)}`,
    {
      hint: `Add a '${column}' column to the table of ${registry.file}${line !== undefined ? ` (its header is line ${line})` : ''}: a cell in the header, the separator and every row; or ${other}; or require: all items verified. Then resume: the registry is read again.`,
      location: { file: registry.file, ...(line !== undefined ? { line } : {}) },
    },
  );
}

/** Read, bind and order the items of this visit (`previous`: the record of the step's visit before, whose item visits carry on). */
export function loadRecord(host: RecordSource, step: StepModel, visit: number, previous: ForeachRecord | undefined): ForeachRecordData {
  return loadItems(host, step, visit, previous).record;
}

/** What `items:` left out of the registry, said when it left out any row (else undefined). */
interface LeftOut {
  /** The note: the filter, how many rows of which registry it left out and why. */
  note: string;
  /** For the step's progress line: "items: 0 of 2 rows". */
  short: string;
}

function loadItems(host: RecordSource, step: StepModel, visit: number, previous: ForeachRecord | undefined): { record: ForeachRecordData; leftOut: LeftOut | undefined; willMark: boolean } {
  const def = step.def.foreach!;
  const source = registryPath(host, step);
  const registry = readRegistry(source.abs, source.rel, def.id_field);
  requireCompletionColumn(registry, def.status_field, step.def.completion?.require);
  // The caller's message starts with `foreach step <id>: `: the registry alone names where.
  const items = orderItems(itemsOf(registry, def), def.order ?? 'registry', source.rel);
  const record = carryVisits(newRecord(visit, source.rel, registry.format, items), previous);
  return { record, leftOut: leftOutBy(step, registry, items.length), willMark: marksRows(step, registry, items) };
}

/**
 * Whether verifying the items would change the registry: some item's row lacks VERIFIED in the
 * status field (a Markdown table without that column is never marked).
 */
function marksRows(step: StepModel, registry: Registry, items: readonly { id: string }[]): boolean {
  if (items.length === 0) return false;
  const def = step.def.foreach!;
  const field = statusFieldOf(def.status_field, step.def.completion?.require);
  if (registry.format === 'markdown' && !registry.columns.includes(field)) return false;
  const ids = new Set(items.map((i) => i.id));
  for (const row of registry.rows) {
    const id = row.fields.get(def.id_field)?.trim();
    if (id !== undefined && ids.has(id) && row.fields.get(field)?.trim() !== 'VERIFIED') return true;
  }
  return false;
}

/**
 * The first load of a foreach in a run that will mark rows of a registry git tracks: said once, as
 * it starts, since the marks leave `git status` showing the file modified (docs/workflow-format.md#foreach).
 */
function trackedRegistryNote(host: RunHost, step: StepModel, file: string): string | undefined {
  if (host.ports.source.tracked?.(host.workspace.root, file) !== true) return undefined;
  const field = statusFieldOf(step.def.foreach!.status_field, step.def.completion?.require);
  // The git command pastes: the path one shell word (a space, a quote).
  return `${step.id}: ${file} is tracked by git: this run marks each verified item's row ${field} = VERIFIED in it, so git status will show it modified (commit it with the run's outputs, or git checkout -- ${shellWord(file)} to undo the marks).`;
}

/**
 * A foreach whose items: leaves out rows says which and why: a loop that selects no row because
 * an earlier run marked the registry otherwise ends "0/0 items verified" with no reason given.
 */
function leftOutBy(step: StepModel, registry: Registry, selected: number): LeftOut | undefined {
  const def = step.def.foreach!;
  const rows = registry.rows.length;
  const selection = def.items !== undefined ? parseItems(def.items) : undefined;
  if (selection === undefined || selected >= rows) return undefined;
  const counts = leftOut(selection, registry.rows);
  const why = [...counts].map(([what, n]) => `${n} with ${what}`).join(', ');
  const none = selected === 0;
  const statusField = statusFieldOf(def.status_field, step.def.completion?.require);
  const verified = [...counts.keys()].some((what) => what.toLowerCase() === `${statusField} = VERIFIED`.toLowerCase());
  const rowsOf = `${rows} row${rows === 1 ? '' : 's'} of ${registry.file}`;
  const note =
    `${step.id}: items '${def.items}' leaves out ${none ? `all ${rowsOf}` : `${rows - selected} of the ${rowsOf}`} (${why})${none ? ': no item runs' : ''}.` +
    (verified ? ` Rows an earlier run marked VERIFIED stay so (a new run id or --mode fresh does not unmark them): set their ${statusField} back (e.g. to TODO) to run those items again.` : '');
  return { note, short: `items: ${selected} of ${rows} row${rows === 1 ? '' : 's'}` };
}


function itemStatePath(host: RunHost, step: StepModel, item: ForeachItemRecord, visit: number): string {
  return itemStatePathIn(host.ctx.runRoot.rel, step.id, item, visit);
}

/**
 * The item run's events, told as the parent's: steps are named `<step>[<item>].<per-item step>`,
 * the name `logs` and `plan --show-prompt` take (docs/cli.md#step-ids-in-arguments): what a
 * progress line prints can be typed back.
 */
export function itemPorts(ports: RunnerPorts, step: StepModel, item: ForeachItemRecord): RunnerPorts {
  const emit = ports.onEvent;
  if (!emit) return ports;
  const label = `${step.id}[${item.id}]`;
  const onEvent = (event: RunEvent): void => {
    if (event.type === 'run_started') emit({ type: 'note', message: `${label}: item ${item.id}, visit ${item.visits} (${event.resumed ? 'resumed' : 'started'}) — state ${event.statePath}`, step: label });
    else if (event.type === 'note') emit(scopedNoteEvent(`${label}.`, event));
    else if (event.type === 'stage_finished') emit({ ...event, step: `${label}.${event.step}`, ...itemFate(event) });
    else emit({ ...event, step: `${label}.${event.step}` });
  };
  return { ...ports, onEvent };
}

/** What an accepted per-item stage did to its item, when its route left the per-item steps (ports.ts `item`). */
function itemFate(event: Extract<RunEvent, { type: 'stage_finished' }>): { item?: 'done' | 'deferred' } {
  if (!event.ok) return {};
  if (event.next === DEFER_ARTIFACT || event.code === ITEM_DEFERRED) return { item: 'deferred' };
  if (event.next === null && (event.code === undefined || event.code === 'WORKFLOW_COMPLETE')) return { item: 'done' };
  return {};
}

/** What an item run needs of the run it belongs to (a RunHost, or `run --shard` reading the parent). */
export interface ItemParent {
  workflow: Workflow;
  bindings: ReadonlyMap<string, string>;
  runId: string;
  request: RunRequest;
  ancestry: Ancestor[];
  statePath: string;
  runRoot: string;
  /** The instance of the run (its journal's first event), recorded in the item run's journal. */
  instance: JournalOrigin | undefined;
}

/** The per_item workflow model of an item's run (its state file is the item's own). */
export function itemWorkflowFor(parent: Pick<ItemParent, 'workflow'>, step: StepModel, item: ForeachItemRecord): Workflow {
  const names = [...declaredInputs(parent.workflow)].filter(passedToItems);
  return itemWorkflow({ parent: parent.workflow, step, statePath: item.state_path!, inputNames: [...names, ...Object.keys(item.bindings)] });
}

/** The run request of an item's run: the parent's values and the item's bindings, no lock of its own. */
export function itemRunRequest(parent: ItemParent, step: StepModel, item: ForeachItemRecord): RunRequest & { ancestry: Ancestor[] } {
  const tokens: Record<string, string> = {};
  for (const [name, value] of parent.bindings) if (passedToItems(name)) tokens[name] = value;
  Object.assign(tokens, item.bindings);
  tokens['run_id'] = parent.runId;
  const { request } = parent;
  return {
    workspace: request.workspace,
    workflowFile: parent.workflow.file,
    workflowModel: itemWorkflowFor(parent, step, item),
    itemRun: true,
    invocation: { tokens, undeclared: 'keep', mode: 'resume', ...(request.invocation.allowWorkflowChange === true ? { allowWorkflowChange: true } : {}), ...sourcePolicyOf(parent) },
    env: request.env,
    ...sharedWithSubRuns(request),
    ...(parent.instance !== undefined ? { parentInstance: parent.instance } : {}),
    ancestry: [...parent.ancestry, { workflowFile: parent.workflow.file, statePath: parent.statePath, runRoot: parent.runRoot, runId: parent.runId }],
  };
}

function parentOf(host: RunHost, instance: JournalOrigin | undefined): ItemParent {
  return { workflow: host.workflow, bindings: host.ctx.bindings, runId: host.ctx.runId, request: host.request, ancestry: host.ancestry, statePath: host.ctx.statePath.rel, runRoot: host.ctx.runRoot.rel, instance };
}

/**
 * The run's instance (its journal's first line, read under the run's lock), read once it is there
 * for one execution of a foreach step: it cannot change under the lock, and each item asked for it
 * twice (its folder's check and its run's parent).
 */
function instanceReader(host: RunHost): () => JournalOrigin | undefined {
  let instance: JournalOrigin | undefined;
  return () => (instance ??= readOrigin(journalPathFor(host.ctx.statePath.abs)));
}

async function runItem(host: RunHost, step: StepModel, item: ForeachItemRecord, instance: JournalOrigin | undefined): Promise<RunOutcome> {
  const outcome = await host.runChild(
    itemRunRequest(parentOf(host, instance), step, item),
    // The item run is part of this run: it records this run's source commit (no git call per item).
    { ...itemPorts(host.ports, step, item), source: subRunSource(host) },
  );
  // The item run's warnings are this invocation's too (`run --json`'s `warnings`), named by the item.
  for (const w of scopedWarnings(`${step.id}[${item.id}].`, outcome)) host.warn(w.message, true, w.step);
  return outcome;
}

/** An item run stopped at a per-item step that asks for inputs not given: the stop's message and fix, in this run's words. */
function askedOfItem(host: RunHost, step: StepModel, item: ForeachItemRecord, outcome: ItemOutcome): { message: string; fix: string } | undefined {
  const sub = outcome.status === 'WORKFLOW_INPUT_REQUIRED' && outcome.activeStep != null ? step.def.per_item?.[outcome.activeStep] : undefined;
  const names = sub ? unansweredAsks({ def: sub }, host.ctx.bindings) : [];
  if (sub === undefined || names.length === 0) return undefined;
  const answer = answerCommand(resumeCommand(host), names);
  const target = `${step.written ?? step.id}[${item.id}].${outcome.activeStep!}`;
  return {
    message: askedMessage({ id: outcome.activeStep!, def: sub }, names, answer),
    fix: askedFix(`step ${outcome.activeStep!} of item ${item.id}`, names, answer, AGENT_DRIVEN_KINDS.has(classifyStep(itemStepDef(sub)).kind ?? 'shell') ? `${host.request.commandName ?? 'stagegate'} plan ${runTarget(host.workflow.file, host.ctx.runId, locating(host))}${flagWord('show-prompt', target)}` : undefined),
  };
}

/**
 * The item's folder is also its shard's (`run --shard`, core/shards): a leg running it there holds
 * its lock. The in-process run takes no lock of its own (the run's lock covers it) but never runs
 * an item a live leg holds; the leg checks the run's lock after taking its own, so the two never
 * both run it.
 */
function heldByShard(host: RunHost, step: StepModel, item: ForeachItemRecord, statePath: string): string | undefined {
  const abs = host.workspace.resolve(statePath, `item run of ${item.id}`).abs;
  if (!RunLock.isHeld(`${abs}.lock`)) return undefined;
  return `foreach step ${step.id}: item ${item.id} is running as a shard (${statePath}.lock is held by a live leg); resume once it ends, or merge it`;
}

/**
 * The item's folder holds a result or a run made for an earlier instance of this run (before a
 * fresh start of its run id: kept, or put back by hand or from a shard artifact). It never ran for
 * this run, so it is neither resumed nor taken as the item's result: the loop stops SHARD_FOREIGN
 * with nothing run, as `run --shard` does for that folder (shards/earlier-instance.ts); the person
 * removes the folder and resumes.
 */
function earlierInstance(host: RunHost, step: StepModel, item: ForeachItemRecord, statePath: string, instance: JournalOrigin | undefined): { message: string; fix: string } | undefined {
  const folder = host.workspace.resolve(posix.dirname(statePath), `item run of ${item.id}`);
  const found = earlierInstanceIn(folder.abs, host.ctx.runId, instance);
  if (found === undefined) return undefined;
  return {
    message: `foreach step ${step.id}: item ${item.id}: its folder ${folder.rel} holds a ${found} made for run ${host.ctx.runId} before its fresh start (another instance of the run), not for this one; the item did not run`,
    fix: `Remove ${folder.rel} (it is not this run's result), then resume.`,
  };
}

/** Why the registry could not be marked, as FOREACH_REGISTRY_INVALID (a stage may have broken it). */
function markFailed(record: ForeachRecord, error: unknown, what: string): never {
  if (isStagegateError(error)) throw error;
  const why = (error as NodeJS.ErrnoException).code ?? (error as Error).message.split('\n')[0];
  throw new StagegateError('FOREACH_REGISTRY_INVALID', `${record.source}: cannot mark ${what} VERIFIED (${why})`, { hint: 'Restore the registry (a stage may have broken it), then resume.', location: { file: record.source } });
}

/**
 * Rows marked per registry rewrite: every item's row at once in a registry of up to
 * MARK_EVERY_ITEM_ROWS rows; in a larger one, in batches of rows / MARK_EVERY_ITEM_ROWS items, so
 * a foreach rewrites its registry at most about that many times in all — a rewrite per item
 * reads, parses and writes the whole file, which made a large foreach quadratic.
 */
export const MARK_EVERY_ITEM_ROWS = 256;

export function markBatchOf(rows: number): number {
  return Math.max(1, Math.ceil(rows / MARK_EVERY_ITEM_ROWS));
}

/** The run's pool for a registry rewrite's temp name (random-hex.ts), when the run has one. */
function random(host: RunHost): { random?: RandomHex } {
  return host.request.random ? { random: host.request.random } : {};
}

/**
 * Mark the rows of the verified items VERIFIED in the registry (registry-status.ts), atomically
 * but not fsync'd: the parent's state records the items verified, and settleRows makes the
 * registry durable and level with it when the loop ends. True when the file changed.
 */
function markRows(host: RunHost, step: StepModel, record: ForeachRecord, verified: ReadonlySet<string>, kept: KeptParse): boolean {
  const def = step.def.foreach!;
  const source = host.workspace.resolve(record.source, `foreach source of step ${step.id}`);
  try {
    return settleVerified(source.abs, source.rel, def.id_field, statusFieldOf(def.status_field, step.def.completion?.require), verified, false, { durable: false, kept, ...random(host) }).length > 0;
  } catch (error) {
    return markFailed(record, error, verified.size === 1 ? `item '${[...verified][0]!}'` : 'the rows of the verified items');
  }
}

/**
 * After the last item (or when the loop stops): every verified item's row VERIFIED, on disk (a row
 * not marked yet, or one a power loss took back, is marked now); and a blocked item's row that
 * still says VERIFIED (a verified item that ran again — its output changed, a rerun, a source
 * change — and ended blocked) says BLOCKED, as its record does.
 */
function settleRows(host: RunHost, step: StepModel, record: ForeachRecord, flush: boolean, kept: KeptParse, batched: ReadonlySet<string> = new Set()): void {
  const verified = new Set(record.items.filter((i) => i.status === 'verified').map((i) => i.id));
  const blocked = new Set(record.items.filter((i) => i.status === 'blocked').map((i) => i.id));
  if (verified.size === 0 && blocked.size === 0) return;
  const def = step.def.foreach!;
  const source = host.workspace.resolve(record.source, `foreach source of step ${step.id}`);
  let again: string[];
  const unmarked: string[] = [];
  try {
    again = settleVerified(source.abs, source.rel, def.id_field, statusFieldOf(def.status_field, step.def.completion?.require), verified, flush, { ...random(host), blocked, unmarked, kept });
  } catch (error) {
    return markFailed(record, error, 'the rows of the verified items');
  }
  // Rows waiting for their batch are marked here as planned; any other is one a crash took back.
  const lost = again.filter((id) => !batched.has(id));
  if (lost.length > 0) host.ports.onEvent?.({ type: 'note', message: `${step.id}: registry rows marked VERIFIED again: ${lost.join(', ')}`, step: step.id });
  if (unmarked.length > 0) host.ports.onEvent?.({ type: 'note', message: `${step.id}: registry rows no longer VERIFIED (the item ran again and ended blocked), marked BLOCKED: ${unmarked.join(', ')}`, step: step.id });
}

/**
 * The registry may be an accepted output of an earlier step; the runner (marking rows) and stages
 * change it on purpose, so its recorded digest is brought up to date (revised_by: the foreach step)
 * with every write of the foreach's progress. Integrity exempts it only while the foreach is active.
 */
function reRecordRegistry(host: RunHost, step: StepModel, source: string, seen?: DigestMemo): void {
  const state = host.state();
  let changed: RunState['artifacts'] | undefined;
  for (const [owner, artifact] of Object.entries(state.artifacts)) {
    if (artifact.path !== source) continue;
    const p = host.workspace.tryResolve(source);
    if (!p) continue;
    let stats: Stats;
    try {
      stats = statSync(p.abs);
    } catch {
      continue;
    }
    const sha256 = seen ? seen.digest(p.abs, stats) : sha256File(p.abs);
    if (sha256 !== artifact.sha256) (changed ??= {})[owner] = { ...artifact, sha256, size: stats.size, revised_by: step.id };
  }
  if (changed) host.apply({ event: 'artifacts_revised', at: host.now(), artifacts: changed });
}

/**
 * The registry's digest between items, hashed again only when its file changed (another inode,
 * size or change time): hashing a large registry before every item made a foreach quadratic.
 * The step's end hashes it without this, so the digest it is held to afterwards is exact.
 */
class DigestMemo {
  private last: { path: string; stamp: string; sha256: string } | undefined;

  digest(abs: string, stats: Stats): string {
    const stamp = `${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`;
    if (this.last?.path === abs && this.last.stamp === stamp) return this.last.sha256;
    const sha256 = sha256File(abs);
    this.last = { path: abs, stamp, sha256 };
    return sha256;
  }
}

/** Commit the step's end (the registry's digest brought up to date with it) and report it. */
function conclude(host: RunHost, step: StepModel, t: Applied, durationMs: number, flight: { visit: number; attempt: number }, leftOut?: string): string | undefined {
  const source = stepRecord(t.state, step.id)?.foreach?.source;
  // In the same commit as the transition: once the foreach is no longer active, the digest counts.
  if (source !== undefined) reRecordRegistry(host, step, source);
  host.commit();
  const state = host.state();
  const record = stepRecord(state, step.id)?.foreach;
  const verified = record ? foreachCounts(record).verified : 0;
  host.ports.onEvent?.({
    type: 'stage_finished',
    step: step.id,
    visit: flight.visit,
    attempt: flight.attempt,
    ok: t.stop === undefined || t.stop === 'WORKFLOW_COMPLETE' || t.stop === 'PARTIAL_RESUMABLE',
    gateStatus: `${verified}/${record?.items.size ?? 0} items verified${leftOut !== undefined ? ` (${leftOut})` : ''}`,
    ...(t.stop !== undefined ? { code: t.stop } : {}),
    next: state.active_step,
    durationMs,
    ...host.progress(state.completed_steps, step.id),
    totalSteps: declaredStepCount(host.workflow),
  });
  return t.stop;
}

/** The first deferred item waiting on `id` (-1 when none): only items with dependencies can be. */
function revivedBy(record: ForeachRecord, id: string): number {
  if (foreachCounts(record).deferred === 0) return -1;
  return record.items.findIndex((item) => item.waiting_on.length > 0 && item.status === 'deferred' && item.waiting_on.includes(id));
}

/**
 * The item to work on now: the one in flight first, else the first pending one at or after
 * `from` (no item before it is pending); -1 when none.
 */
function nextItem(record: ForeachRecord, from: number): number {
  if (record.active_item !== null) {
    const i = record.items.findIndex((item) => item.id === record.active_item);
    if (i >= 0 && record.items.get(i)!.status === 'running') return i;
  }
  for (let i = from; i < record.items.size; i++) {
    const status = record.items.get(i)!.status;
    // One item at a time: an item is only running here after a crash, and then no pending item precedes it.
    if (status === 'pending' || status === 'running') return i;
  }
  return -1;
}

/** merge: the first item at or after `from` that is not finished and whose shard result is here; -1 when none. */
function nextMerged(record: ForeachRecord, from: number, results: ReadonlyMap<string, unknown>): number {
  for (let i = from; i < record.items.size; i++) {
    const item = record.items.get(i)!;
    if ((item.status === 'pending' || item.status === 'running') && results.has(item.id)) return i;
  }
  return -1;
}

/** A merged shard's end, as the loop reads an item run's outcome. */
type ItemOutcome = Pick<RunOutcome, 'status' | 'message' | 'activeStep' | 'state' | 'stagesRun' | 'answerCommand'>;

/** Run (or continue) one attempt of a foreach step. Returns the stop code, or undefined to go on. */
export async function runForeachStep(host: RunHost, step: StepModel): Promise<string | undefined> {
  // `stagegate merge`: the items' results come from shards that ran elsewhere (core/shards),
  // every one verified (and installed in the run root) before anything is applied; no item runs here.
  const intake = host.request.shards?.step === step.id ? host.request.shards : undefined;
  const results = intake?.accept(host, step);
  const started = host.clock();
  const elapsed = (): number => host.clock() - started;
  const flight = host.apply({ event: 'attempt_started', at: host.now(), step: step.id, visit: 0, attempt: 0 }).state.in_flight!;
  const recordNow = (): ForeachRecord => stepRecord(host.state(), step.id)!.foreach!;
  const end = (how: 'stopped' | 'blocked' | 'paused', code: string, message: string, answer?: string): string | undefined =>
    conclude(host, step, host.apply({ event: 'foreach_ended', at: host.now(), step: step.id, how, code, message, duration_ms: elapsed(), ...(answer !== undefined ? { answer_command: answer } : {}) }), elapsed(), flight);
  // Verified items whose rows wait for their batch (markBatchOf); marked before the loop ends or stops.
  const batch = new Set<string>();
  let marked = false;
  // A YAML or JSON registry parsed once for this execution's marks, not once per batch (kept-parse.ts).
  const kept: KeptParse = {};
  /** Write the batch's rows; the error when the registry cannot be marked (a stage broke it). */
  const markBatch = (): StagegateError | undefined => {
    if (batch.size === 0) return undefined;
    const ids = new Set(batch);
    batch.clear();
    try {
      if (markRows(host, step, recordNow(), ids, kept)) marked = true;
      return undefined;
    } catch (error) {
      if (!isStagegateError(error)) throw error;
      return error;
    }
  };
  /** The batch's rows before the loop stops: a registry that cannot be marked is only noted (the stop says why the loop stopped). */
  const flushBatch = (): void => {
    const failed = markBatch();
    if (failed) host.ports.onEvent?.({ type: 'note', message: `${step.id}: ${failed.message}`, step: step.id });
  };
  /** `answer`: the command that answers a question an item's child run stopped at (state/events.ts AnswerBelow). */
  const stopWith = (code: string, message: string, answer?: string): string | undefined => {
    flushBatch();
    host.apply({ event: 'foreach_marked', at: host.now(), step: step.id, stopped: code });
    return end('stopped', code, message, answer);
  };

  const previous = stepRecord(host.state(), step.id)?.foreach;
  // What items: left out of the registry loaded now (not said again by a resume of a loaded visit).
  let left: LeftOut | undefined;
  try {
    if (!previous || previous.visit !== flight.visit) {
      const loaded = loadItems(host, step, flight.visit, previous);
      left = loaded.leftOut;
      host.apply({ event: 'foreach_loaded', at: host.now(), step: step.id, record: loaded.record });
      if (left) host.ports.onEvent?.({ type: 'note', message: left.note, step: step.id });
      // Once a run: the step's first visit (a loop's revisit marks the same file again).
      const tracked = previous === undefined && loaded.willMark ? trackedRegistryNote(host, step, loaded.record.source) : undefined;
      if (tracked !== undefined) host.ports.onEvent?.({ type: 'note', message: tracked, step: step.id });
    }
    else {
      // A person resumed after every remaining item deferred: each deferred item gets one more visit.
      if (previous.stopped === 'WORKFLOW_BLOCKED_ITEMS_DEFERRED') host.apply({ event: 'foreach_revived', at: host.now(), step: step.id });
      // The visit's items stay as loaded: a registry edited since is said, with what that means.
      const drift = registryDrift(host.workspace, step, previous);
      if (drifted(drift)) host.ports.onEvent?.({ type: 'note', message: driftNote(drift, step.id, { first: host.workflow.entry === step.id, atForeach: true }), step: step.id });
    }
  } catch (error) {
    if (!isStagegateError(error)) throw error;
    // The input to pass, said where the error knows it (the stop code's fix is generic); and what
    // is wrong with the registry (missing, too large, a row) before how to go on.
    if (error.code === 'WORKFLOW_INPUT_REQUIRED') host.stopFix(error.code, error.hint);
    if (error.code === 'FOREACH_REGISTRY_INVALID') host.stopFix(error.code, registryFix(error, host.workflow.entry === step.id && flight.visit === 1));
    return end('stopped', error.code, `foreach step ${step.id}: ${error.message}`);
  }
  if (recordNow().stopped !== null) host.apply({ event: 'foreach_marked', at: host.now(), step: step.id, stopped: null });
  // With what the item's run accepted: progress of a loop around this step (run/progress.ts).
  const finish = (index: number, item: string, e: ItemEnd, outcome: ItemOutcome): void => {
    const outputs = outcome.state ? { outputs: runOutputs(outcome.state.artifacts) } : {};
    // The approvals its child runs passed stand for this step's verdict too (run/passed-approvals.ts).
    const decided = outcome.state ? standingDecisionCommits(outcome.state) : [];
    host.apply({ event: 'item_finished', at: host.now(), step: step.id, index, item, end: e, outcome: outcome.status, ...outputs, ...(decided.length > 0 ? { decided_at: decided } : {}) });
  };

  // A merge runs no stage that could read a row before the loop ends: its rows are marked in one
  // write there (settleRows), not one rewrite of the registry per merged item.
  const markEvery = results ? Infinity : markBatchOf(recordNow().items.size);
  const digests = new DigestMemo();
  const runInstance = instanceReader(host);
  if (!results) {
    // A merge interrupted while it copied shards here: its folders are not item runs to resume (a
    // marker whose folders are all gone is removed: interruptedMergeAtResume).
    const naming = host.ctx.naming;
    const merging = interruptedMergeAtResume(host.workspace, host.ctx.statePath.abs, { runId: host.ctx.runId, workflowFile: host.workflow.file, commandName: naming?.commandName ?? 'stagegate', locating: naming?.locating ?? [] });
    if (merging) {
      host.stopFix('SHARD_MERGE_INTERRUPTED', merging.fix);
      return stopWith('SHARD_MERGE_INTERRUPTED', `foreach step ${step.id}: ${merging.message}`);
    }
  }
  let cursor = 0;
  for (;;) {
    const index = results ? nextMerged(recordNow(), cursor, results) : nextItem(recordNow(), cursor);
    if (index < 0) break;
    // No item before it is pending: the next search starts after it (or at an item it revives).
    cursor = index + 1;
    const pending = recordNow().items.get(index)!;
    if (!results) {
      const statePath = pending.status === 'running' && pending.state_path !== null ? pending.state_path : itemStatePath(host, step, pending, pending.visits + 1);
      const held = heldByShard(host, step, pending, statePath);
      if (held) return stopWith('WORKFLOW_LOCKED', held);
      const foreign = earlierInstance(host, step, pending, statePath, runInstance());
      if (foreign) {
        host.stopFix('SHARD_FOREIGN', foreign.fix);
        return stopWith('SHARD_FOREIGN', foreign.message);
      }
    }
    // An item starts with the rows of its dependencies marked, as without batches: its stages may
    // read the registry to check them (DD_BLOCKED_DEPENDENCY: defer_current_artifact).
    if (!results && pending.depends_on.some((d) => batch.has(d))) {
      const failed = markBatch();
      if (failed) return stopWith(failed.code, `foreach step ${step.id}: ${failed.message}`);
    }
    // One commit per item: the item about to run (running, with its state path) together with
    // how the one before it ended. A crash from here on continues this item's run; a crash
    // before it finds the previous item running, its run complete, which the resume records
    // without running anything again (its run resumes as finished, at the same source commit).
    host.apply({ event: 'item_started', at: host.now(), step: step.id, index, item: pending.id, state_path: itemStatePath(host, step, pending, pending.visits + 1) });
    reRecordRegistry(host, step, recordNow().source, digests);
    // A merged item's commit is the journal's alone: nothing outside this process waits between two
    // of them (no stage runs), so rewriting the snapshot and the manifest 32 times for 32 shards
    // was most of a merge's writing; the step's end (conclude) writes them once. A crash between
    // finds them lagging the journal, which a resume projects again, as after any commit.
    host.commit({ project: !results });
    const item = recordNow().items.get(index)!;
    const result = results?.get(item.id);
    const outcome: ItemOutcome = result ? { status: result.outcome, message: `merged from shard ${result.folder}`, activeStep: null, state: result.state, stagesRun: 0 } : await runItem(host, step, item, runInstance());
    if (result) intake!.report.merged.push(item.id);
    host.stagesRan(outcome.stagesRun);
    const finished = outcome.state !== undefined && outcome.activeStep === null;
    const label = `item ${item.id} of foreach step ${step.id} (state ${item.state_path})`;
    if (finished && outcome.status === 'WORKFLOW_COMPLETE') {
      // The row (with its batch) first, then the record: a crash between finds the item running,
      // its run complete; a row whose batch was not written yet is marked when the loop ends.
      batch.add(item.id);
      if (batch.size >= markEvery) {
        const failed = markBatch();
        if (failed) return stopWith(failed.code, `foreach step ${step.id}: ${failed.message}`);
      }
      const revivesFrom = revivedBy(recordNow(), item.id);
      finish(index, item.id, { kind: 'verified' }, outcome);
      // A deferred item this one was the last missing dependency of is pending again: look back.
      if (revivesFrom >= 0) cursor = Math.min(cursor, revivesFrom);
    } else if (finished && outcome.status === ITEM_DEFERRED) {
      finish(index, item.id, { kind: 'deferred' }, outcome);
    } else if (finished) {
      // The item routed to BLOCKED (or hit a loop limit, a stall, a hand-off): the run ends blocked.
      finish(index, item.id, { kind: 'blocked', code: outcome.status }, outcome);
      // The run ends here (no resume settles the rows later): the rows already marked go to disk.
      try {
        settleRows(host, step, recordNow(), marked, kept, batch);
      } catch (error) {
        if (!isStagegateError(error)) throw error;
        host.ports.onEvent?.({ type: 'note', message: `${step.id}: ${error.message}`, step: step.id });
      }
      return end('blocked', outcome.status, `${label} ended ${outcome.status}: ${outcome.message}`);
    } else if (outcome.state !== undefined && outcome.status === 'PARTIAL_RESUMABLE') {
      flushBatch();
      return end('paused', 'PARTIAL_RESUMABLE', `${label} paused: ${outcome.message}; resume this run to continue the item`);
    } else {
      // Stopped at a per-item step that asks a person: this run's own answer command (it carries
      // the answer to its items), as a top-level step's stop gives it.
      const asked = askedOfItem(host, step, item, outcome);
      if (asked) {
        host.stopFix('WORKFLOW_INPUT_REQUIRED', asked.fix);
        return stopWith('WORKFLOW_INPUT_REQUIRED', `${label}: ${asked.message}`);
      }
      // The item's run failed (a stage, a contract, a lock…, or a question its child run asks): the item stays in flight.
      return stopWith(outcome.status, `${label}: ${outcome.message}`, outcome.status === 'WORKFLOW_ANSWER_REQUIRED' ? outcome.answerCommand : undefined);
    }
    // Committed with the next item's start, or with the step's end.
    host.ports.onEvent?.({ type: 'note', message: `${step.id}[${item.id}]: ${recordNow().items.get(index)!.status}`, step: step.id });
  }
  if (intake) {
    // Items without a result here stay pending: listed by `shards` again, or run by a resume.
    const left = recordNow().items.filter((i) => i.status === 'pending' || i.status === 'running').map((i) => i.id).toArray();
    intake.report.pending.push(...left);
    if (left.length > 0) {
      flushBatch();
      const shown = left.slice(0, 20).join(', ') + (left.length > 20 ? `, … ${left.length - 20} more` : '');
      return end('paused', 'PARTIAL_RESUMABLE', `foreach step ${step.id}: merged ${intake.report.merged.length} shard${intake.report.merged.length === 1 ? '' : 's'}; ${left.length} item${left.length === 1 ? '' : 's'} still pending (${shown}): ${removeLeftoversFirst(intake.report, host.ctx.runId)}run them as shards (stagegate shards lists them) and merge again, or resume to run them here`);
    }
  }
  const record = recordNow();
  try {
    settleRows(host, step, record, marked, kept, batch);
  } catch (error) {
    if (!isStagegateError(error)) throw error;
    return stopWith(error.code, `foreach step ${step.id}: ${error.message}`);
  }

  const deferred = deferredItems(record);
  if (deferred.length > 0) {
    const list = deferred.map((d) => (d.waiting_on.length > 0 ? `${d.id} (waits for ${d.waiting_on.join(', ')})` : `${d.id} (deferred with every dependency VERIFIED)`)).join('; ');
    return stopWith('WORKFLOW_BLOCKED_ITEMS_DEFERRED', `foreach step ${step.id}: no item can progress; deferred: ${list}`);
  }
  const completion = step.def.completion;
  const rule = completion?.require !== undefined ? parseRequire(completion.require) : undefined;
  // Both forms that read rows ("all rows <STATUS>", "all <rows> have <field> = <value>"); "all items verified" holds here.
  if (rule !== undefined && rule.kind !== 'items_verified') {
    try {
      const source = registryPath(host, step);
      const def = step.def.foreach!;
      const registry = readRegistry(source.abs, source.rel, def.id_field);
      const { rows: bad, noRows } = unsatisfiedRows(rule, registry, def.id_field, def.status_field, def.items !== undefined ? parseItems(def.items) : undefined);
      if (bad.length > 0 || noRows) {
        // Rows that are no item of this visit (added to the registry after it loaded) are named as
        // such: no resume runs them, and marking them by hand would record work nobody did.
        const drift = registryDrift(host.workspace, step, record, registry);
        const added = new Set(drift.added);
        const late = bad.filter((b) => added.has(b.id));
        const ours = bad.filter((b) => !added.has(b.id));
        const list = (rows: UnsatisfiedRow[]): string => rows.slice(0, 20).map(rowInWords).join('; ') + (rows.length > 20 ? `; … ${rows.length - 20} more` : '');
        const parts = [...(ours.length > 0 ? [list(ours)] : []), ...(late.length > 0 ? [`added after the foreach loaded its ${record.items.size} items, so no item of this run: ${list(late)}`] : [])];
        if (late.length > 0) host.stopFix('FOREACH_COMPLETION_UNSATISFIED', addedRowsFix(ours.length > 0, drift, host.workflow.entry === step.id));
        else {
          // A rule asking the marked column for another value than VERIFIED: bringing the rows to it would not last (the runner marks them VERIFIED again).
          const unreachable = unreachableRequire(def.status_field, completion!.require);
          if (unreachable !== undefined) host.stopFix('FOREACH_COMPLETION_UNSATISFIED', `completion.require asks for ${unreachable.column} = ${unreachable.value}, but the runner marks every verified item's row ${unreachable.column} = VERIFIED (and does again on resume), so setting the rows to ${unreachable.value} does not help. Change it in ${host.workflow.file} to require: ${verifiedRequire(completion!.require!)} (or all items verified), then resume with --allow-workflow-change: the registry is checked again; no item runs again.`);
          else host.stopFix('FOREACH_COMPLETION_UNSATISFIED', unsatisfiedFix(rule, source.rel, ours, noRows, record, host.workflow.file));
        }
        return stopWith('FOREACH_COMPLETION_UNSATISFIED', `foreach step ${step.id}: completion.require '${completion!.require}' does not hold for ${noRows ? `${source.rel}, which has no rows` : `${bad.length} row${bad.length > 1 ? 's' : ''} of ${source.rel}: ${parts.join('; ')}`}`);
      }
    } catch (error) {
      if (!isStagegateError(error)) throw error;
      if (error.code === 'FOREACH_REGISTRY_INVALID') host.stopFix(error.code, registryFix(error, host.workflow.entry === step.id && flight.visit === 1));
      return stopWith(error.code, `foreach step ${step.id}: ${error.message}`);
    }
  }
  const t = host.apply({
    event: 'exit_accepted',
    at: host.now(),
    step: step.id,
    to_target: completion?.on_complete ?? 'DONE',
    exit_status: 0,
    duration_ms: elapsed(),
    log: null,
    stop_after: host.stopsAfter(step.id),
    revised: {},
    to: null,
    stop: null,
  });
  return conclude(host, step, t, elapsed(), flight, left?.short);
}

/**
 * The fix of a FOREACH_COMPLETION_UNSATISFIED whose rows a value can bring to the rule (none added
 * after the foreach loaded, a value the runner does not overwrite): what to set where, told apart
 * for rows of the run's items and rows its items: left out (nothing in the run sets those), and for
 * a registry without rows (emptied since it loaded its items, or empty from the start).
 */
function unsatisfiedFix(rule: CompletionRule, source: string, rows: readonly UnsatisfiedRow[], noRows: boolean, record: ForeachRecord, workflowFile: string): string {
  const then = 'then resume: the registry is checked again; no item runs again';
  const relax = `or, if that is as it should be, change completion.require in ${workflowFile} to require: all items verified and resume with --allow-workflow-change`;
  if (noRows) {
    if (record.items.size > 0) return `${source} has no rows now, but the foreach loaded ${record.items.size} item${record.items.size === 1 ? '' : 's'} from it: put their rows back (a stage or a hand edit removed them), ${then}; ${relax}.`;
    return `${source} had no rows when the foreach loaded it, so it ran no item: have a step before the foreach write them, then start over with --mode fresh; ${relax}.`;
  }
  const want = `${rows[0]?.column ?? ''} = ${rule.kind === 'field' ? rule.value : rule.kind === 'rows' ? rule.status : ''}`;
  const items = new Set(record.items.map((i) => i.id));
  const outside = rows.filter((r) => !items.has(r.id)).map((r) => r.id || '(no id)');
  const own = rows.length - outside.length;
  const parts: string[] = [];
  if (own > 0) parts.push(`Set ${want} in ${source} on the row${own === 1 ? '' : 's'} of this run's items named (by the stage whose work that is, or by hand once the work is done), ${then}.`);
  if (outside.length > 0) {
    parts.push(`${outside.join(', ')} ${outside.length === 1 ? 'is' : 'are'} no item of this run (foreach.items left ${outside.length === 1 ? 'it' : 'them'} out), so nothing in it sets ${want} there: set it by hand once ${outside.length === 1 ? 'its' : 'their'} work is done, ${then}; ${relax}.`);
  }
  return parts.join(' ');
}

/**
 * The fix of a FOREACH_COMPLETION_UNSATISFIED that names rows added after the foreach loaded: never
 * "mark them by hand" for those (nothing of this run did their work); the rows of its own items
 * (`ours`) are brought to the status as the stop code's fix says. The run is at the foreach, where
 * --rerun-from is refused: finishing it without the added rows comes first for a rerun to run them.
 */
function addedRowsFix(ours: boolean, drift: RegistryDrift, first: boolean): string {
  const own = ours ? 'Bring the rows of this run\'s items named first to the required status (a stage, or by hand when their work is done), then resume. ' : '';
  const then = first ? 'run them in a run of their own (another --run-id, which loads the registry as it is then: every row foreach.items selects)' : "put them back and rerun from a step before the foreach (--rerun-from STEP: the foreach's next visit reads the registry again and runs every item again, in new folders)";
  return `${own}Rows added after the foreach loaded are not items of this run and no resume runs them. To finish this run with the items it has, take the added rows out of ${drift.source} (keep them aside) and resume: the registry is checked again; no item runs again; then, to run them, ${then}. Or start over with them: --mode fresh (every item runs again).`;
}

/**
 * The fix of a FOREACH_REGISTRY_INVALID: what the registry needs (the error's own hint: make the
 * step before write it, split it, one cell per column …), then how to go on — the stop code's fix
 * from "When a step of the run wrote it" on (its first sentence, "fix the registry at the file and
 * line named", would say less than the hint, and nothing fits a registry that does not exist).
 */
function registryFix(error: StagegateError, first: boolean): string | undefined {
  const hint = error.hint;
  if (hint === undefined || hint === '') return undefined;
  const generic = STOP_CODES.FOREACH_REGISTRY_INVALID.fix;
  const from = generic.indexOf('When a step of the run wrote it');
  const tail = from < 0 ? '' : ` ${generic.slice(from)}`;
  // Not there: what writes it, and that pointing foreach.source elsewhere edits the workflow (a
  // plain resume refuses an edited workflow). A foreach the run starts with has no step before it.
  if (error.message.endsWith(REGISTRY_MISSING)) {
    const write = first ? "Create the registry (the foreach is the workflow's first step, so no step of the run can write it)" : 'Create the registry, or make a step the run goes through before the foreach write it';
    const edit = 'Or point foreach.source at the file that holds it: that edits the workflow, so resume with --allow-workflow-change (or start over with --mode fresh).';
    return `${write}, then resume: the registry is read again. ${edit}${first ? '' : tail}`;
  }
  return `${hint} Then resume: the registry is read again.${tail}`;
}
