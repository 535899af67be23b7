// The runs a workspace holds, found by their state files (whatever state_path named them: the
// file's own header says what it is), for `stagegate list` and `stagegate clean`. Runs nested in
// another run's folder (child workflows, foreach items) belong to that run. Read-only, except
// removeRunFolders, which clean calls with what findCleanable found.
import { closeSync, existsSync, lstatSync, readdirSync, readSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readCarriedState } from '../state/store.js';
import { openRegularForRead, readRegularFile } from '../state/own-file.js';
import { JOURNAL_SUFFIX, scanJournal, type JournalLine } from '../state/journal.js';
import { firstRecordedInputs } from '../state/recorded-inputs.js';
import type { JournalEvent } from '../state/events.js';
import type { RunState } from '../state/state.js';
import { SUPERSEDED_DIR } from '../state/supersede.js';
import { FRESH_MARKER_SCHEMA } from '../state/fresh-marker.js';
import { FOREACH_DIR } from '../steps/foreach/manifest.js';
import { PARALLEL_SHARDS_DIR } from '../shards/branch-fan-out.js';
import type { Workspace } from '../workspace/workspace.js';
import { isNestedRepository } from '../workspace/nested-repo.js';
import { didYouMean } from '../model/did-you-mean.js';
import type { Workflow } from '../model/workflow.js';
import { loadAndCheck } from '../model/load-and-check.js';
import { isStagegateError } from '../run/errors.js';
import type { WorkflowReaders } from '../model/workflow-readers.js';
import { FormatImporterNeeded } from '../formats/index.js';
import { GateSchemaEngineNeeded } from '../gate/gate-schema.js';
import { locatingDifferences, locatingInputNames, stateLocatingInputs } from '../model/run-scope.js';
import { inputWord, pathWord, runCommandLine, runTarget, shellWord } from '../run/command-line.js';
import { VALUE_PLACEHOLDER } from '../run/missing-inputs.js';
import { maskValues, secretValuesOf } from '../run/secret-names.js';

/** Folders never searched: dependencies, VCS data, build output, moved-aside results. */
const SKIP_DIRS = new Set(['node_modules', '.git', SUPERSEDED_DIR]);
/** How a state file starts (state/store.ts writes it), or its schema line near the top. */
const STATE_MARK = /^# stagegate run state:|^schema: stagegate\/state@/m;

export interface RunEntry {
  /** Workspace-relative state file. */
  statePath: string;
  /** statePath as `list` prints it: the run's secret-looking input values in it as *** (absent: the same). */
  shownStatePath?: string;
  /** The run's secret-looking input values (secretValuesOf its recorded inputs; absent: none): what a path in its folder shows as *** (clean). */
  secrets?: readonly string[];
  /** The folder holding it (workspace-relative; '.' for the workspace root). */
  folder: string;
  runId: string;
  workflow: string;
  workflowFile: string;
  /** IN_PROGRESS while a step is in flight (or its runner died), else the persisted status. */
  status: string;
  activeStep: string | null;
  updatedAt: string;
  finished: boolean;
  locked: boolean;
  /** Runs inside this one's folder (child workflows, foreach items). */
  nested: RunEntry[];
  /**
   * The workflow file the run records is not in this workspace (removed or renamed since, or the
   * state was copied here from another workspace, as test fixtures are): listed all the same —
   * `clean` can still remove it — but `status` and a resume need that file.
   */
  workflowMissing: boolean;
  /** With workflowMissing: something stands at the path, but not a regular file (what it is). */
  workflowNotAFile?: NotAFile;
  /**
   * Why the run could not be read: its state file or journal does not verify (a hand edit, a
   * damaged file). Listed all the same (status WORKFLOW_STATE_INTEGRITY_VIOLATION), so a run
   * never seems to have vanished; `status` says what recovers it.
   */
  problem?: string;
  /**
   * The state file is missing but its journal is there (it was removed, as a refusal's fix may
   * say): listed from the journal — its run id, workflow and the code its last invocation stopped
   * with (IN_PROGRESS when none did) —; `status` and `history` read the run from the journal, and
   * the next `stagegate run` writes the state file again.
   */
  stateMissing?: boolean;
  /**
   * Asked for (listRuns' `check`): the workflow file the run records is one `run` refuses (a
   * validation error): its stop code and message, as run (and status) give them. `status` is then
   * that stop code, as a resume of the run would stop with; `recordedStatus` what the state records.
   * A check that failed with an internal error: code CHECK_FAILED (INTERNAL_ERROR), the error's message.
   */
  workflowRefused?: { code: string; message: string };
  recordedStatus?: string;
}

function looksLikeState(path: string): boolean {
  let fd: number;
  try {
    // Not waiting on a FIFO under a state file's name (a stage can make one anywhere in the workspace).
    fd = openRegularForRead(path);
  } catch {
    return false;
  }
  try {
    const head = Buffer.alloc(512);
    const n = readSync(fd, head, 0, head.length, 0);
    return STATE_MARK.test(head.subarray(0, n).toString('utf8'));
  } finally {
    closeSync(fd);
  }
}

/** What stands at a run's workflow file path when it is not a regular file: a directory, a FIFO, a device, a socket. */
export type NotAFile = 'directory' | 'fifo' | 'device' | 'socket';

/** What a run's recorded workflow file is in the workspace: a regular file, missing, or what stands there instead. */
type WorkflowFileLook = { missing: false } | { missing: true; kind?: NotAFile };

/** Whether `file` (a workflow file a state records, workspace-relative) is missing from the workspace, or is no regular file (what it is); one look per file. */
function workflowFileLook(workspace: Workspace, file: string, seen: Map<string, WorkflowFileLook>): WorkflowFileLook {
  let look = seen.get(file);
  if (look === undefined) {
    try {
      const st = statSync(workspace.resolve(file, 'workflow file').abs, { throwIfNoEntry: false });
      const kind: NotAFile | undefined = st === undefined || st.isFile() ? undefined : st.isDirectory() ? 'directory' : st.isFIFO() ? 'fifo' : st.isSocket() ? 'socket' : 'device';
      look = st?.isFile() === true ? { missing: false } : kind !== undefined ? { missing: true, kind } : { missing: true };
    } catch {
      // A path that leads out of the workspace (a hand-edited state): not a file of this workspace.
      look = { missing: true };
    }
    seen.set(file, look);
  }
  return look;
}

/** The entry's fields of that look. */
function workflowFields(look: WorkflowFileLook): Pick<RunEntry, 'workflowMissing' | 'workflowNotAFile'> {
  return { workflowMissing: look.missing, ...(look.missing && look.kind !== undefined ? { workflowNotAFile: look.kind } : {}) };
}

/**
 * Where a run's state file `abs` is, as an entry says it, whether it is read from the state file
 * or from its journal (its recorded `inputs` either way): the path, the path with the run's
 * secret-looking input values in it as *** (only when that differs), those values, its folder.
 */
function stateFileFields(workspace: Workspace, abs: string, inputs: Record<string, string | undefined>): Pick<RunEntry, 'statePath' | 'shownStatePath' | 'secrets' | 'folder'> {
  const rel = workspace.relative(abs);
  const secrets = secretValuesOf(inputs);
  const shown = secrets.length === 0 ? rel : maskValues(rel, secrets);
  return {
    statePath: rel,
    ...(shown !== rel ? { shownStatePath: shown } : {}),
    ...(secrets.length > 0 ? { secrets } : {}),
    folder: workspace.relative(dirname(abs)),
  };
}

function entryOf(workspace: Workspace, abs: string, state: RunState, workflows: Map<string, WorkflowFileLook>): RunEntry {
  return {
    ...stateFileFields(workspace, abs, state.inputs),
    runId: state.run_id,
    workflow: state.workflow,
    workflowFile: state.workflow_file,
    status: state.in_flight !== null ? 'IN_PROGRESS' : state.status,
    activeStep: state.active_step,
    updatedAt: state.updated_at,
    finished: state.active_step === null && state.in_flight === null,
    locked: existsSync(`${abs}.lock`),
    nested: [],
    ...workflowFields(workflowFileLook(workspace, state.workflow_file, workflows)),
  };
}

/**
 * A run whose state file `abs` is missing but whose journal `journal` is there: what the journal's
 * verified lines say of it (its first event names the run; its last, when the run stopped, how).
 * Undefined when the journal does not verify or starts no run (not listed as a run).
 */
function journalOnlyEntry(workspace: Workspace, abs: string, journal: string, workflows: Map<string, WorkflowFileLook>): RunEntry | undefined {
  let first: JournalLine<JournalEvent> | undefined;
  let last: JournalLine<JournalEvent> | undefined;
  const read = scanJournal(journal, (l) => {
    const line = l as JournalLine<JournalEvent>;
    if (first === undefined) first = line;
    last = line;
  });
  if (read.kind !== 'ok' || first?.event !== 'run_started' || last === undefined) return undefined;
  const stopped = last.event === 'run_stopped' || last.event === 'stopped' ? last.code : undefined;
  return {
    ...stateFileFields(workspace, abs, first.inputs),
    runId: first.run_id,
    workflow: first.workflow,
    workflowFile: first.workflow_file,
    status: stopped ?? 'IN_PROGRESS',
    activeStep: null,
    updatedAt: last.at,
    // Not judged from the journal alone: `clean --older-than` keeps it.
    finished: false,
    locked: existsSync(`${abs}.lock`),
    nested: [],
    ...workflowFields(workflowFileLook(workspace, first.workflow_file, workflows)),
    stateMissing: true,
  };
}

/** What the state file's own top lines say of the run (`run_id:`, `workflow:`, `workflow_file:`), when it does not verify. */
function claimedBy(abs: string): (key: string) => string {
  let text = '';
  try {
    text = readRegularFile(abs, 4096, { follow: true }).toString('utf8');
  } catch {
    /* gone since: '-' */
  }
  return (key) => new RegExp(`^${key}: *['"]?([^'"\\n]+?)['"]? *$`, 'm').exec(text)?.[1] ?? '-';
}

function unreadableEntry(workspace: Workspace, abs: string, reason: string): RunEntry {
  let updatedAt = '';
  try {
    updatedAt = statSync(abs).mtime.toISOString();
  } catch {
    /* gone since */
  }
  const claimed = claimedBy(abs);
  return {
    statePath: workspace.relative(abs),
    folder: workspace.relative(dirname(abs)),
    runId: claimed('run_id'),
    workflow: claimed('workflow'),
    workflowFile: claimed('workflow_file'),
    status: 'WORKFLOW_STATE_INTEGRITY_VIOLATION',
    activeStep: null,
    updatedAt,
    // Never finished: `clean --older-than` keeps it (a damaged run is not removed on a guess).
    finished: false,
    locked: existsSync(`${abs}.lock`),
    nested: [],
    // Not judged: the file it names is a claim of a state that does not verify.
    workflowMissing: false,
    problem: `state file ${workspace.relative(abs)} ${reason}`,
  };
}

function inside(folder: string, candidate: string): boolean {
  return candidate.startsWith(folder + '/');
}

/** Where a run keeps the runs it started: its foreach item and parallel shard folders, and its children's state files. */
interface Holds {
  itemFolders: string[];
  childStates: Set<string>;
}

/** Every `child: {state_path}` a run's step records name (child workflow steps, phases, parallel branches). */
function childStatesOf(steps: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(steps)) for (const v of steps) childStatesOf(v, out);
  else if (steps !== null && typeof steps === 'object') {
    for (const [key, value] of Object.entries(steps as Record<string, unknown>)) {
      const path = key === 'child' && value !== null && typeof value === 'object' ? (value as { state_path?: unknown }).state_path : undefined;
      if (typeof path === 'string') out.add(path);
      else childStatesOf(value, out);
    }
  }
  return out;
}

function holdsOf(state: RunState): Holds {
  const root = state.run_root === '.' ? '' : `${state.run_root}/`;
  return { itemFolders: [`${root}${FOREACH_DIR}`, `${root}${PARALLEL_SHARDS_DIR}`], childStates: childStatesOf(state.steps, new Set()) };
}

/**
 * The workflow file as `run` loads it (loadAndCheck): its refusal (stop code and message), or
 * undefined when run takes it. Throws on (FormatImporterNeeded, GateSchemaEngineNeeded) for the
 * caller's withWorkflowReaders.
 */
export function workflowRefusal(workspace: Workspace, file: string, importers: WorkflowReaders): { code: string; message: string } | undefined {
  try {
    loadAndCheck(workspace, file, importers);
    return undefined;
  } catch (error) {
    if (!isStagegateError(error)) throw error;
    return { code: error.code, message: error.message };
  }
}

/** What `list` says of a run whose workflow file could not be checked at all (an internal error): its status. */
export const CHECK_FAILED = 'INTERNAL_ERROR';

/**
 * One run's check, an internal error in it contained: the run is listed with it (status
 * CHECK_FAILED, the error's message), never the whole list lost to one workflow file. A read that
 * needs an importer or the gate_schema engine is thrown on (the caller loads it and lists again).
 */
function checkedOne(check: (file: string) => { code: string; message: string } | undefined, file: string): { code: string; message: string } | undefined {
  try {
    return check(file);
  } catch (error) {
    if (error instanceof FormatImporterNeeded || error instanceof GateSchemaEngineNeeded) throw error;
    if (isStagegateError(error)) return { code: error.code, message: error.message };
    const why = error instanceof Error ? error.message : String(error);
    return { code: CHECK_FAILED, message: `${file} could not be checked (internal error: ${why}); \`STAGEGATE_DEBUG=1 stagegate validate ${pathWord(file)}\` prints its stack trace: please report it` };
  }
}

/**
 * Every run in the workspace, top-level runs first by last update (newest first), nested runs under
 * theirs. A run is nested in the run that started it — a child workflow run whose state file that
 * run records, a foreach item or parallel shard run in its foreach/ or parallel/ folder — not in
 * every run whose folder happens to hold its state file (a 4.0 package keeps the baseline's state
 * in docs/reverse-engineering/ and every other workflow's runs below it).
 *
 * `check`: each listed run's workflow file (one look per file, not for a run nested in another,
 * nor one whose file is missing or whose state does not verify) as `run` loads it; a run whose
 * workflow run refuses is listed with that stop code (RunEntry.workflowRefused); one whose check
 * failed with an internal error, with CHECK_FAILED and that error (the other runs listed all the same).
 */
export function listRuns(workspace: Workspace, check?: (file: string) => { code: string; message: string } | undefined): RunEntry[] {
  const found: RunEntry[] = [];
  const holds = new Map<RunEntry, Holds>();
  const workflows = new Map<string, WorkflowFileLook>();
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const path = join(dir, e.name);
      if (e.isDirectory()) {
        // Another repository inside the workspace (nested-repo.ts): its runs are not this workspace's.
        if (!SKIP_DIRS.has(e.name) && !isNestedRepository(path)) walk(path);
      } else if (e.isFile() && /\.ya?ml$/i.test(e.name) && looksLikeState(path)) {
        // The state file as it stands (its journal's chain and head checked; no workflow needed to list it).
        const read = readCarriedState(path);
        if (read.kind === 'ok') {
          const entry = entryOf(workspace, path, read.state, workflows);
          found.push(entry);
          holds.set(entry, holdsOf(read.state));
        }
        else if (read.kind === 'corrupt') found.push(unreadableEntry(workspace, path, read.reason));
      } else if (e.isFile() && e.name.endsWith(JOURNAL_SUFFIX) && e.name.length > JOURNAL_SUFFIX.length) {
        // A journal whose state file is missing (removed: the next `run` writes it again) is still a run.
        const base = path.slice(0, -JOURNAL_SUFFIX.length);
        if (['.yaml', '.yml'].some((ext) => lstatSync(`${base}${ext}`, { throwIfNoEntry: false }) !== undefined)) continue;
        const entry = journalOnlyEntry(workspace, `${base}.yaml`, path, workflows);
        if (entry) found.push(entry);
      }
    }
  };
  walk(workspace.root);
  // Shallow folders first, so a run's nested runs find it.
  found.sort((a, b) => a.folder.split('/').length - b.folder.split('/').length || a.folder.localeCompare(b.folder));
  const started = (by: RunEntry, run: RunEntry): boolean => {
    const h = holds.get(by);
    return h !== undefined && by !== run && (h.childStates.has(run.statePath) || h.itemFolders.some((f) => inside(f, run.folder)));
  };
  // Deepest starter first (an item's child belongs to the item run, which belongs to its run).
  const deepestFirst = [...found].reverse();
  const starterOf = (run: RunEntry) => deepestFirst.find((by) => started(by, run));
  const top: RunEntry[] = [];
  for (const run of found) {
    let root = starterOf(run);
    for (let up = root, hops = 0; up !== undefined && hops < found.length; up = starterOf(up), hops++) root = up;
    if (root) root.nested.push(run);
    else top.push(run);
  }
  if (check !== undefined) {
    const refusals = new Map<string, { code: string; message: string } | undefined>();
    for (const run of top) {
      if (run.workflowMissing || run.problem !== undefined) continue;
      if (!refusals.has(run.workflowFile)) refusals.set(run.workflowFile, checkedOne(check, run.workflowFile));
      const refused = refusals.get(run.workflowFile);
      if (refused !== undefined) Object.assign(run, { workflowRefused: refused, recordedStatus: run.status, status: refused.code });
    }
  }
  return top.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.statePath.localeCompare(b.statePath));
}

/** What otherRunsHint needs of the look-up that found no state (a RunContext has it all). */
export interface RunLookup {
  workflow: Workflow;
  runId: string;
  /** Where this invocation looked. */
  statePath: { rel: string };
  /** This invocation's bindings (given values, defaults, the run id). */
  bindings: ReadonlyMap<string, string>;
  bound: { explicit: ReadonlyMap<string, string> };
}

/**
 * Said when the run a look-up names has no state where it looks, but the workspace holds other
 * runs of that workflow (as `list` finds them, nested runs included: a child workflow's run lives
 * in its parent's): the run's state is elsewhere (the inputs that locate it were not given: they
 * are named), or the run has not started (how to start it; a did-you-mean when the run id is
 * close to one there is). Undefined when the workspace holds no other run of the workflow.
 * `inputsInHints`: the hint may print input values (the CLI; never the Action's summary).
 * `commandName`: what the printed command starts with (the CLI's `stagegate -C DIR`); `verb`: the
 * command that looked (status, history, …), for the command a run started with -C in a sub-folder is
 * looked up with; `tail`: the words that command needs after the run's (skip's STEP), each one shell word with its leading space.
 */
export function otherRunsHint(workspace: Workspace, lookup: RunLookup, inputsInHints = true, commandName = 'stagegate', verb?: string, tail = ''): string | undefined {
  const { workflow, runId } = lookup;
  const runs = otherRunsOf(workspace, lookup);
  if (runs.length === 0) return undefined;
  const same = runs.find((r) => r.runId === runId);
  if (same) return sameRunHint(workspace, lookup, same, inputsInHints, commandName, verb, tail);
  const ids = [...new Set(runs.map((r) => r.runId))];
  const shown = ids.length > MAX_IDS_SHOWN ? `${ids.slice(0, MAX_IDS_SHOWN).join(', ')} and ${ids.length - MAX_IDS_SHOWN} more (${commandName} list)` : ids.join(', ');
  const mean = didYouMean(runId, ids);
  // The run as this invocation locates it, with the required inputs it did not give.
  const missing = workflow.inputs.required.filter((name) => name !== 'run_id' && !lookup.bound.explicit.has(name));
  const start = `${runCommandLine(commandName, workflow.file, runId, inputsInHints ? stateLocatingInputs(workflow, lookup.bound.explicit) : [])}${missing.map((name) => ` ${placeholderWord(name)}`).join('')}`;
  return `Run ${runId} of workflow ${workflow.name} has not started; its runs in this workspace: ${shown}.${mean} ${mean ? 'Or start' : 'Start'} it with \`${start}\`.`;
}

/** The workspace's runs of the look-up's workflow (nested ones included) other than at the path it looked. */
function otherRunsOf(workspace: Workspace, lookup: RunLookup): RunEntry[] {
  const flat = (runs: RunEntry[]): RunEntry[] => runs.flatMap((r) => [r, ...flat(r.nested)]);
  return flat(listRuns(workspace)).filter((r) => r.workflow === lookup.workflow.name && r.statePath !== lookup.statePath.rel);
}

/**
 * otherRunsHint's first case alone: where a run of the look-up's id keeps its state elsewhere in
 * the workspace, and the inputs (or -C DIR) that find it; undefined when there is none. `run`
 * warns with it before it starts a second run of that id (host.ts sameRunElsewhere).
 */
export function sameRunElsewhere(workspace: Workspace, lookup: RunLookup, inputsInHints = true, commandName = 'stagegate', verb?: string): string | undefined {
  const same = otherRunsOf(workspace, lookup).find((r) => r.runId === lookup.runId);
  return same === undefined ? undefined : sameRunHint(workspace, lookup, same, inputsInHints, commandName, verb, '');
}

/** `name='<value>'`: an input whose value the person fills in, one shell word (a bare `<value>` is a redirect to sh). */
function placeholderWord(name: string): string {
  return `${name}=${shellWord(VALUE_PLACEHOLDER)}`;
}

function sameRunHint(workspace: Workspace, lookup: RunLookup, same: RunEntry, inputsInHints: boolean, commandName: string, verb: string | undefined, tail: string): string {
  const { workflow, runId } = lookup;
  const statePath = lookup.statePath.rel;
  const recorded = readCarriedState(join(workspace.root, same.statePath));
  // Started in a sub-folder workspace (-C DIR) holding this very workflow file: its state is where
  // this look-up would find it from DIR (the same path under DIR, the workflow file recorded as
  // the one given, relative to DIR). Then -C DIR finds it, not an input.
  const folder = same.statePath.endsWith(`/${statePath}`) ? same.statePath.slice(0, -statePath.length - 1) : undefined;
  const inFolder = folder !== undefined && workflow.file.startsWith(`${folder}/`) ? workflow.file.slice(folder.length + 1) : undefined;
  if (inFolder !== undefined && recorded.kind === 'ok' && recorded.state.workflow_file === inFolder) {
    // The inputs that locate the state, as given (the path under DIR is the one they built here);
    // the Action's summary names them without their values.
    const given = stateLocatingInputs(workflow, lookup.bound.explicit);
    const inputs = inputsInHints ? runTarget(inFolder, runId, given) : `${runTarget(inFolder, runId, [])}${given.map(([name]) => ` ${placeholderWord(name)}`).join('')}`;
    const command = `${commandName} -C ${shellWord(folder!)} ${verb ?? '<command>'} ${inputs}${tail}`;
    return `Run ${runId} of workflow ${workflow.name} was started in the workspace ${folder} (-C ${shellWord(folder!)}: its paths are relative to it), where its state is ${statePath}; look it up there: \`${command}\`.`;
  }
  const differ = recorded.kind === 'ok' ? locatingDifferences(workflow, recorded.state.inputs, lookup.bindings) : [];
  const names = differ.length > 0 ? differ.map(([name]) => name) : locatingInputNames(workflow);
  const give =
    differ.length > 0 && inputsInHints
      ? `give the inputs it was started with that locate it: ${differ.map(inputWord).join(' ')}`
      : `give the inputs it was started with that locate it${names.length > 0 ? ` (${names.map((n) => `${n}=`).join(', ')})` : ''}`;
  // Its state path as list shows it: that run's secret-looking inputs in it as *** (this invocation's own the CLI masks).
  return `Run ${runId} of workflow ${workflow.name} has its state at ${same.shownStatePath ?? same.statePath}, not ${statePath}: ${give}.`;
}

/** Run ids an otherRunsHint names at most (newest first). */
const MAX_IDS_SHOWN = 10;

export interface Cleanable {
  kind: 'superseded' | 'run';
  /** Workspace-relative folder to remove. */
  path: string;
  bytes: number;
  files: number;
  run?: RunEntry;
  /** Why a run was kept instead (not removed even with --yes). */
  kept?: string;
  /**
   * The secret-looking input values of the runs whose folders hold this one (a run's own, a
   * .superseded folder's run, and the runs whose journals a .superseded folder holds; absent:
   * none): its path and `kept` as clean prints them show them as
   * *** (`runs/{{api_token}}/r1`), as `list` shows a state path. Removed as `path` says.
   */
  secrets?: readonly string[];
}

/** `journals`: each journal file found on the way (its path) is added to it. */
function sizeOf(abs: string, journals?: string[]): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  const walk = (p: string) => {
    let s;
    try {
      s = lstatSync(p);
    } catch {
      return;
    }
    if (s.isDirectory()) {
      for (const name of readdirSync(p)) walk(join(p, name));
    } else {
      bytes += s.size;
      files++;
      if (journals !== undefined && s.isFile() && p.endsWith(JOURNAL_SUFFIX)) journals.push(p);
    }
  };
  walk(abs);
  return { bytes, files };
}

/**
 * The secret-looking input values of the runs a .superseded folder holds the journals of (each
 * journal's first event, run_started, as written: the run may be listed nowhere else — its state
 * and journal removed since, or never started again — while its folder's name holds one).
 */
function movedAsideSecrets(journals: readonly string[]): string[] {
  return [...new Set(journals.flatMap((journal) => secretValuesOf(firstRecordedInputs(journal) ?? {})))];
}

/** The folder a fresh start's marker names (its `target`), or undefined for a file that is no such marker. */
function freshMarkerTarget(abs: string): string | undefined {
  try {
    const data = JSON.parse(readRegularFile(abs, 64 * 1024).toString('utf8')) as { schema?: unknown; target?: unknown } | null;
    return data !== null && typeof data === 'object' && data.schema === FRESH_MARKER_SCHEMA && typeof data.target === 'string' ? data.target.replace(/\/+$/, '') : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What `clean` would remove: every `.superseded/` folder (earlier results a fresh run moved
 * aside), and — with `olderThanMs` — the own folders (ownFolder) of finished runs last updated
 * before then. A run with no folder of its own, or whose folder is the workspace root, holds a
 * repository or the workflow file, or holds a run that is not finished, is listed with the
 * reason it is kept.
 */
export function findCleanable(workspace: Workspace, now: Date, olderThanMs: number | undefined): Cleanable[] {
  const out: Cleanable[] = [];
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.isFile() && e.name.endsWith('.fresh')) {
        const target = freshMarkerTarget(join(dir, e.name));
        if (target !== undefined) markers.push({ marker: workspace.relative(join(dir, e.name)), target });
      }
      if (e.isFile() && e.name.endsWith('.lock')) lockedDirs.add(workspace.relative(dir));
      if (!e.isDirectory() || e.name === 'node_modules' || e.name === '.git') continue;
      const path = join(dir, e.name);
      if (e.name === SUPERSEDED_DIR) {
        const journals: string[] = [];
        const item: Cleanable = { kind: 'superseded', path: workspace.relative(path), ...sizeOf(path, journals) };
        movedAside.set(item, movedAsideSecrets(journals));
        out.push(item);
      } else walk(path);
    }
  };
  // Fresh starts' markers (state/fresh-marker.ts: what they name is finished by the next run) and
  // the folders a runner's lock is in (a fresh start under way moves files into .superseded there).
  const markers: Array<{ marker: string; target: string }> = [];
  // The inputs of the runs each .superseded folder holds, read from their journals there.
  const movedAside = new Map<Cleanable, string[]>();
  const lockedDirs = new Set<string>();
  walk(workspace.root);
  for (const item of out) {
    const pending = markers.find((m) => inside(item.path, m.target));
    if (pending !== undefined) item.kept = `a fresh start a crash interrupted moves a run's files into ${pending.target} (its marker ${pending.marker}): the next run of it finishes the start`;
    else if (lockedDirs.has(dirname(item.path))) item.kept = `a runner holds the lock of a run in ${dirname(item.path)} (a fresh start may be moving its files here)`;
  }
  // The workspace's runs, listed once (for --older-than, and for whose secrets a printed path may hold).
  let runsFound: RunEntry[] | undefined;
  const runsListed = (): RunEntry[] => (runsFound ??= listRuns(workspace));
  if (olderThanMs !== undefined) {
    const cutoff = now.getTime() - olderThanMs;
    const listed = runsListed();
    // Every run, nested or not: a run of another workflow can keep its state inside this run's folder.
    const every = listed.flatMap((r) => [r, ...r.nested]);
    for (const run of listed) {
      const updated = Date.parse(run.updatedAt);
      if (!run.finished || run.locked || !(updated < cutoff)) continue;
      const own = run.folder === '.' ? undefined : ownFolder(run.folder, run.runId);
      const folder = own ?? run.folder;
      const abs = join(workspace.root, folder);
      let kept: string | undefined;
      if (run.folder === '.') kept = 'its state is in the workspace root, which clean never removes';
      else if (own === undefined) kept = `its state is not in a folder of its own (no folder on its state path is named ${run.runId}): clean removes only a run's own folder`;
      else if (existsSync(join(abs, '.git'))) kept = 'its folder holds a git repository';
      else if (inside(folder, run.workflowFile)) kept = `its folder holds the workflow file ${run.workflowFile}`;
      else if (every.some((n) => n !== run && (n.folder === folder || inside(folder, n.folder)) && (!n.finished || n.locked))) kept = 'a run inside its folder is not finished';
      out.push({ kind: 'run', path: folder, run, ...sizeOf(abs), ...(kept ? { kept } : {}) });
    }
  }
  // A .superseded folder inside a run folder that goes anyway is not listed twice.
  const runs = out.filter((c) => c.kind === 'run' && c.kept === undefined).map((c) => c.path);
  const listed = out.filter((c) => c.kind === 'run' || !runs.some((r) => inside(r, c.path)));
  // Whose secrets a printed path may hold: every run whose folder is the item's, above it (the run
  // a .superseded folder is in) or inside it (a run nested in the run's folder), nested runs
  // included; and a .superseded folder's own runs, the ones it holds the journals of (listed
  // nowhere when the run that moved them aside is gone since: its folder's name holds their inputs).
  if (listed.length > 0) {
    const flat = (r: RunEntry): RunEntry[] => [r, ...r.nested.flatMap(flat)];
    const every = runsListed().flatMap(flat);
    for (const item of listed) {
      const secrets = [...new Set([...every.filter((r) => r.secrets !== undefined && (r.folder === item.path || inside(r.folder, item.path) || inside(item.path, r.folder))).flatMap((r) => r.secrets!), ...(movedAside.get(item) ?? [])])];
      if (secrets.length > 0) item.secrets = secrets.sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
    }
  }
  return listed;
}

/**
 * The folder that is a run's own: the nearest one, from the folder of its state file up, named
 * after the run id (`runs/r1`; `docs/re/runs/r1/state` -> `docs/re/runs/r1`). A state file whose
 * path names no folder after the run (`docs/workflow_state.yaml`, `stagegate/workflow_state.yaml`)
 * shares its folder with files the run did not write: there is no folder clean may remove.
 */
function ownFolder(folder: string, runId: string): string | undefined {
  const parts = folder.split('/');
  for (let i = parts.length; i > 0; i--) if (parts[i - 1] === runId) return parts.slice(0, i).join('/');
  return undefined;
}

/** Remove what findCleanable listed (never a kept run); each path is checked to be inside the workspace again. */
export function removeCleanable(workspace: Workspace, items: Cleanable[]): string[] {
  const removed: string[] = [];
  for (const item of items) {
    if (item.kept !== undefined) continue;
    const target = workspace.resolve(item.path, 'folder to clean');
    if (target.rel === '.' || target.rel.split('/').includes('..')) continue;
    try {
      if (!statSync(target.abs).isDirectory()) continue;
    } catch {
      continue;
    }
    rmSync(target.abs, { recursive: true, force: true });
    removed.push(target.rel);
  }
  return removed;
}

/**
 * The fix of a run id not given where the state path names the run (context.ts RunIdNeeded): the
 * workflow's runs in the workspace, the latest first, and the command `verb` names the latest with
 * (status, plan and history never pick one themselves: a run id left out names no run, and a guess could be
 * another person's run). Undefined when the workspace holds none.
 */
export function runIdNeededHint(workspace: Workspace, workflow: Workflow, commandName: string, verb: string, locating: ReadonlyArray<readonly [string, string]> = []): string | undefined {
  const runs = listRuns(workspace)
    .filter((r) => r.workflow === workflow.name && r.workflowFile === workflow.file)
    .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0));
  const latest = runs[0];
  if (latest === undefined) return undefined;
  const ids = runs.map((r) => `${r.runId} (${r.status}, ${r.updatedAt})`);
  const shown = ids.length > MAX_IDS_SHOWN ? `${ids.slice(0, MAX_IDS_SHOWN).join(', ')} and ${ids.length - MAX_IDS_SHOWN} more (${commandName} list)` : ids.join(', ');
  return `Pass --run-id ID: the state path names the run, so a run id locates it. Runs of workflow ${workflow.name} in this workspace, the latest first: ${shown}. The latest: \`${commandName} ${verb} ${runTarget(workflow.file, latest.runId, locating)}\`.`;
}
