// foreach steps: read the registry once per visit of the step, order its items, then run one item
// at a time through the per_item state machine as an in-process sub-run (foreach/item-workflow.ts)
// with a state file of its own under <run root>/foreach/<step>/<item>/v<visit>/ (an item run:
// no lock or manifest of its own until it ends, runner.ts RunRequest.itemRun). The parent writes
// once per item: the item about to run together with how the one before it ended, so a crash
// anywhere resumes the item in flight (or records one whose run had ended) and never runs a
// verified item again. After the last item, completion.require is checked against the registry
// rows, then completion.on_complete.
import { posix } from 'node:path';
import { statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { sha256File } from '../../workspace/digest.js';
import { isStagegateError, StagegateError } from '../../run/errors.js';
import { PlaceholderError, substitute } from '../../model/placeholders.js';
import { stepBindings } from '../../run/bindings.js';
import { applyExitSuccess, startAttempt, stepRecord, type TransitionResult } from '../../run/transition.js';
import { declaredInputs } from '../../model/invocation.js';
import { CONTROL_NAMES, RUNNER_OWNED, type StepModel, type Workflow } from '../../model/workflow.js';
import type { ForeachItemRecord, ForeachRecord, RunState } from '../../state/state.js';
import type { RunEvent, RunnerPorts } from '../../run/ports.js';
import type { RunOutcome } from '../../run/runner.js';
import type { ChildHost } from '../child/run.js';
import { readRegistry } from './registry.js';
import { itemsOf } from './items.js';
import { orderItems } from './order.js';
import { slugify } from './slugify.js';
import { parseRequire, unsatisfiedRows } from './completion.js';
import { ITEM_DEFERRED, itemWorkflow } from './item-workflow.js';
import { markVerified, settleVerified } from './registry-status.js';
import { DEFAULT_STATUS_FIELD } from './items.js';
import { deferredItems, newRecord, reviveDeferred, Schedule } from './schedule.js';
import { applyForeachBlocked, applyForeachPaused, applyForeachStopped, withForeachRecord } from './transition.js';

/** Folder under the run root that holds the item runs (a fresh run moves it aside). */
export const FOREACH_DIR = 'foreach';

const NOT_PASSED: ReadonlySet<string> = new Set<string>([...CONTROL_NAMES, ...RUNNER_OWNED.filter((n) => n !== 'run_id')]);

/** The registry path, placeholders resolved, inside the workspace. */
function registryPath(host: ChildHost, step: StepModel): { abs: string; rel: string } {
  const template = step.def.foreach!.source;
  let text: string;
  try {
    text = substitute(template, stepBindings(host.ctx.bindings, step, host.getState()));
  } catch (error) {
    if (!(error instanceof PlaceholderError)) throw error;
    throw new StagegateError('WORKFLOW_INPUT_REQUIRED', `foreach source of step ${step.id} needs ${error.missing.map((m) => `{{${m}}}`).join(', ')}, which no input, default or runner value provides`, {
      hint: `Pass ${error.missing.map((m) => `${m}=<value>`).join(' ')}.`,
    });
  }
  return host.workspace.resolve(text, `foreach source of step ${step.id}`);
}

/** Read, bind and order the items of this visit. */
function loadRecord(host: ChildHost, step: StepModel, visit: number): ForeachRecord {
  const def = step.def.foreach!;
  const source = registryPath(host, step);
  const registry = readRegistry(source.abs, source.rel, def.id_field);
  const items = orderItems(itemsOf(registry, def), def.order ?? 'registry', `foreach step ${step.id} (${source.rel})`);
  return newRecord(visit, source.rel, registry.format, items);
}

function itemStatePath(host: ChildHost, step: StepModel, item: ForeachItemRecord, visit: number): string {
  const root = host.ctx.runRoot.rel === '.' ? '' : host.ctx.runRoot.rel;
  return posix.join(root, FOREACH_DIR, slugify(step.id) || 'step', item.slug, `v${visit}`, 'workflow_state.yaml');
}

/** The item run's events, told as the parent's: steps are named `<step>[<item>]/<per-item step>`. */
function itemPorts(ports: RunnerPorts, step: StepModel, item: ForeachItemRecord): RunnerPorts {
  const emit = ports.onEvent;
  if (!emit) return ports;
  const label = `${step.id}[${item.id}]`;
  const onEvent = (event: RunEvent): void => {
    if (event.type === 'run_started') emit({ type: 'note', message: `${label}: item ${item.id}, visit ${item.visits} (${event.resumed ? 'resumed' : 'started'}) — state ${event.statePath}` });
    else if (event.type === 'note') emit({ ...event, message: `${label}/${event.message}` });
    else emit({ ...event, step: `${label}/${event.step}` });
  };
  return { ...ports, onEvent };
}

/** The per_item workflow model, built once per step model (only the state file differs per item run). */
const templates = new WeakMap<StepModel, Workflow>();

function workflowFor(host: ChildHost, step: StepModel, item: ForeachItemRecord): Workflow {
  let base = templates.get(step);
  if (!base) {
    const names = [...declaredInputs(host.workflow)].filter((n) => !NOT_PASSED.has(n));
    base = itemWorkflow({ parent: host.workflow, step, statePath: item.state_path!, inputNames: [...names, ...Object.keys(item.bindings)] });
    templates.set(step, base);
  }
  return { ...base, data: { ...base.data, state_path: item.state_path! } };
}

async function runItem(host: ChildHost, step: StepModel, item: ForeachItemRecord): Promise<RunOutcome> {
  const tokens: Record<string, string> = {};
  for (const [name, value] of host.ctx.bindings) if (!NOT_PASSED.has(name)) tokens[name] = value;
  Object.assign(tokens, item.bindings);
  tokens['run_id'] = host.ctx.runId;
  return host.runChild(
    {
      workspace: host.request.workspace,
      workflowFile: host.workflow.file,
      workflowModel: workflowFor(host, step, item),
      itemRun: true,
      invocation: { tokens, mode: 'resume', ...(host.request.invocation.allowWorkflowChange === true ? { allowWorkflowChange: true } : {}) },
      env: host.request.env,
      ...(host.request.commandName !== undefined ? { commandName: host.request.commandName } : {}),
      ...(host.request.agents !== undefined ? { agents: host.request.agents } : {}),
      ...(host.request.signal !== undefined ? { signal: host.request.signal } : {}),
      ...(host.request.invocationToken !== undefined ? { invocationToken: host.request.invocationToken } : {}),
      ancestry: [...host.ancestry, { workflowFile: host.workflow.file, statePath: host.ctx.statePath.rel, runRoot: host.ctx.runRoot.rel }],
    },
    // The item run is part of this run: it records this run's source commit (no git call per item).
    { ...itemPorts(host.ports, step, item), source: { sourceCommit: () => host.getState().source_commit } },
  );
}

/**
 * Make the folders of the item likely to run next (the next pending one) while this item's
 * stages run: a new folder and its logs/ cost ~0.5-1 ms of file-system work per item, which
 * otherwise sits between two items. Only a guess (a deferral can change the order), so it is
 * only folders, inside the workspace, and a failure is ignored (the item run makes them itself).
 */
function prepareNextItemFolders(host: ChildHost, step: StepModel, record: ForeachRecord, running: number): void {
  const next = record.items.findIndex((it, i) => i > running && it.status === 'pending');
  if (next < 0) return;
  const item = record.items[next]!;
  const folder = host.workspace.tryResolve(posix.join(posix.dirname(itemStatePath(host, step, item, item.visits + 1)), 'logs'));
  if (folder) void mkdir(folder.abs, { recursive: true }).catch(() => undefined);
}

/** Why the registry could not be marked, as FOREACH_REGISTRY_INVALID (a stage may have broken it). */
function markFailed(record: ForeachRecord, error: unknown, what: string): never {
  if (isStagegateError(error)) throw error;
  const why = (error as NodeJS.ErrnoException).code ?? (error as Error).message.split('\n')[0];
  throw new StagegateError('FOREACH_REGISTRY_INVALID', `${record.source}: cannot mark ${what} VERIFIED (${why})`, { hint: 'Restore the registry (a stage may have broken it), then resume.', location: { file: record.source } });
}

/**
 * Mark a verified item's row VERIFIED in the registry (registry-status.ts), atomically but not
 * fsync'd: the parent's state records the item verified right after, and settleRows makes the
 * registry durable and level with it when the loop ends. True when the file changed.
 */
function markRow(host: ChildHost, step: StepModel, record: ForeachRecord, id: string): boolean {
  const def = step.def.foreach!;
  const source = host.workspace.resolve(record.source, `foreach source of step ${step.id}`);
  try {
    return markVerified(source.abs, record.format, def.id_field, def.status_field ?? DEFAULT_STATUS_FIELD, id, { durable: false });
  } catch (error) {
    return markFailed(record, error, `item '${id}'`);
  }
}

/** After the last item: every verified item's row VERIFIED, on disk (a row a power loss took back is marked again). */
function settleRows(host: ChildHost, step: StepModel, record: ForeachRecord, flush: boolean): void {
  const verified = new Set(record.items.filter((i) => i.status === 'verified').map((i) => i.id));
  if (verified.size === 0) return;
  const def = step.def.foreach!;
  const source = host.workspace.resolve(record.source, `foreach source of step ${step.id}`);
  let again: string[];
  try {
    again = settleVerified(source.abs, source.rel, def.id_field, def.status_field ?? DEFAULT_STATUS_FIELD, verified, flush);
  } catch (error) {
    return markFailed(record, error, 'the rows of the verified items');
  }
  if (again.length > 0) host.ports.onEvent?.({ type: 'note', message: `${step.id}: registry rows marked VERIFIED again: ${again.join(', ')}` });
}

/**
 * The registry may be an accepted output of an earlier step; the runner (marking rows) and stages
 * change it on purpose, so its recorded digest is brought up to date (revised_by: the foreach step)
 * with every write of the foreach's progress. Integrity exempts it only while the foreach is active.
 */
function reRecordRegistry(host: ChildHost, step: StepModel, source: string): void {
  const state = host.getState();
  let changed: RunState['artifacts'] | undefined;
  for (const [owner, artifact] of Object.entries(state.artifacts)) {
    if (artifact.path !== source) continue;
    const p = host.workspace.tryResolve(source);
    if (!p) continue;
    let size: number;
    try {
      size = statSync(p.abs).size;
    } catch {
      continue;
    }
    const sha256 = sha256File(p.abs);
    if (sha256 !== artifact.sha256) (changed ??= { ...state.artifacts })[owner] = { ...artifact, sha256, size, revised_by: step.id };
  }
  if (changed) host.setState({ ...state, artifacts: changed });
}

/** Apply a transition, persist (with the manifest) and report the step's end. */
function conclude(host: ChildHost, step: StepModel, t: TransitionResult, durationMs: number, flight: { visit: number; attempt: number }): string | undefined {
  host.setState(t.state);
  const source = stepRecord(t.state, step.id)?.foreach?.source;
  // In the same write as the transition: once the foreach is no longer active, the digest counts.
  if (source !== undefined) reRecordRegistry(host, step, source);
  host.persist();
  const state = host.getState();
  const items = stepRecord(state, step.id)?.foreach?.items ?? [];
  const verified = items.filter((i) => i.status === 'verified').length;
  host.ports.onEvent?.({
    type: 'stage_finished',
    step: step.id,
    visit: flight.visit,
    attempt: flight.attempt,
    ok: t.stop === undefined || t.stop === 'WORKFLOW_COMPLETE' || t.stop === 'PARTIAL_RESUMABLE',
    gateStatus: `${verified}/${items.length} items verified`,
    ...(t.stop !== undefined ? { code: t.stop } : {}),
    next: state.active_step,
    durationMs,
    completed: state.completed_steps.length,
    totalSteps: host.workflow.steps.size,
  });
  return t.stop;
}

/** Run (or continue) one attempt of a foreach step. Returns the stop code, or undefined to go on. */
export async function runForeachStep(host: ChildHost, step: StepModel): Promise<string | undefined> {
  const started = host.ports.clock.now().getTime();
  const elapsed = (): number => host.ports.clock.now().getTime() - started;
  host.setState(startAttempt(host.getState(), step, host.now()));
  const flight = host.getState().in_flight!;
  const setRecord = (r: ForeachRecord): void => host.setState(withForeachRecord(host.getState(), step.id, r));
  const stopWith = (r: ForeachRecord, code: string, message: string): string | undefined => {
    setRecord({ ...r, stopped: code });
    return conclude(host, step, applyForeachStopped(host.getState(), step, code, message, elapsed(), host.now()), elapsed(), flight);
  };

  let record = stepRecord(host.getState(), step.id)?.foreach;
  try {
    if (!record || record.visit !== flight.visit) record = loadRecord(host, step, flight.visit);
    // A person resumed after every remaining item deferred: each deferred item gets one more visit.
    else if (record.stopped === 'WORKFLOW_BLOCKED_ITEMS_DEFERRED') record = reviveDeferred(record);
  } catch (error) {
    if (!isStagegateError(error)) throw error;
    return conclude(host, step, applyForeachStopped(host.getState(), step, error.code, `foreach step ${step.id}: ${error.message}`, elapsed(), host.now()), elapsed(), flight);
  }
  const schedule = new Schedule({ ...record, stopped: null });
  // One write of the parent per item: the item about to run (running, with its state path)
  // together with how the one before it ended. A crash from here on continues this item's run; a
  // crash before it finds the previous item running, its run complete, which the resume records
  // without running anything again (its run resumes as finished).
  const save = (): void => {
    setRecord(schedule.record);
    reRecordRegistry(host, step, schedule.record.source);
    host.persist(true);
  };

  let marked = false;
  for (;;) {
    const index = schedule.next();
    if (index < 0) break;
    const item = schedule.start(index, (it, visit) => itemStatePath(host, step, it, visit));
    save();
    prepareNextItemFolders(host, step, schedule.record, index);
    const outcome = await runItem(host, step, item);
    host.stagesRan(outcome.stagesRun);
    const finished = outcome.state !== undefined && outcome.activeStep === null;
    const label = `item ${item.id} of foreach step ${step.id} (state ${item.state_path})`;
    if (finished && outcome.status === 'WORKFLOW_COMPLETE') {
      // The row first, then the record: a crash between finds the item running, its run complete.
      try {
        if (markRow(host, step, schedule.record, item.id)) marked = true;
      } catch (error) {
        if (!isStagegateError(error)) throw error;
        return stopWith(schedule.record, error.code, `foreach step ${step.id}: ${error.message}`);
      }
      schedule.finish(index, { kind: 'verified' }, outcome.status);
    } else if (finished && outcome.status === ITEM_DEFERRED) {
      schedule.finish(index, { kind: 'deferred' }, outcome.status);
    } else if (finished) {
      // The item routed to BLOCKED (or hit a loop limit, a stall, a hand-off): the run ends blocked.
      schedule.finish(index, { kind: 'blocked', code: outcome.status }, outcome.status);
      setRecord(schedule.record);
      // The run ends here (no resume settles the rows later): the rows already marked go to disk.
      try {
        settleRows(host, step, schedule.record, marked);
      } catch (error) {
        if (!isStagegateError(error)) throw error;
        host.ports.onEvent?.({ type: 'note', message: `${step.id}: ${error.message}` });
      }
      return conclude(host, step, applyForeachBlocked(host.getState(), step, outcome.status, `${label} ended ${outcome.status}: ${outcome.message}`, elapsed(), host.now()), elapsed(), flight);
    } else if (outcome.state !== undefined && outcome.status === 'PARTIAL_RESUMABLE') {
      setRecord(schedule.record);
      return conclude(host, step, applyForeachPaused(host.getState(), step, `${label} paused: ${outcome.message}; resume this run to continue the item`, host.now()), elapsed(), flight);
    } else {
      // The item's run failed (a stage, a contract, a lock…): the item stays in flight.
      return stopWith(schedule.record, outcome.status, `${label}: ${outcome.message}`);
    }
    // Written with the next item's start, or with the step's end.
    host.ports.onEvent?.({ type: 'note', message: `${step.id}[${item.id}]: ${schedule.record.items[index]!.status}` });
  }
  record = schedule.record;
  try {
    settleRows(host, step, record, marked);
  } catch (error) {
    if (!isStagegateError(error)) throw error;
    return stopWith(record, error.code, `foreach step ${step.id}: ${error.message}`);
  }

  const deferred = deferredItems(record);
  if (deferred.length > 0) {
    const list = deferred.map((d) => (d.waiting_on.length > 0 ? `${d.id} (waits for ${d.waiting_on.join(', ')})` : `${d.id} (deferred with every dependency VERIFIED)`)).join('; ');
    return stopWith(record, 'WORKFLOW_BLOCKED_ITEMS_DEFERRED', `foreach step ${step.id}: no item can progress; deferred: ${list}`);
  }
  const completion = step.def.completion;
  const rule = completion?.require !== undefined ? parseRequire(completion.require) : undefined;
  if (rule?.kind === 'rows') {
    try {
      const source = registryPath(host, step);
      const def = step.def.foreach!;
      const bad = unsatisfiedRows(rule, readRegistry(source.abs, source.rel, def.id_field), def.id_field, def.status_field);
      if (bad.length > 0) {
        const shown = bad.slice(0, 20).join('; ') + (bad.length > 20 ? `; … ${bad.length - 20} more` : '');
        return stopWith(record, 'FOREACH_COMPLETION_UNSATISFIED', `foreach step ${step.id}: completion.require '${completion!.require}' does not hold for ${bad.length} row${bad.length > 1 ? 's' : ''} of ${source.rel}: ${shown}`);
      }
    } catch (error) {
      if (!isStagegateError(error)) throw error;
      return stopWith(record, error.code, `foreach step ${step.id}: ${error.message}`);
    }
  }
  setRecord(record);
  const t = applyExitSuccess(host.getState(), host.workflow, {
    step,
    to: completion?.on_complete ?? 'DONE',
    exitStatus: 0,
    durationMs: elapsed(),
    log: null,
    at: host.now(),
    stopAfter: host.ctx.bound.controls.stopAfterStep === step.id,
  });
  return conclude(host, step, t, elapsed(), flight);
}
