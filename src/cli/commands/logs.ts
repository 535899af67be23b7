// `stagegate logs <workflow> [STEP] --run-id ID [--follow]`: a run's stage logs
// (<run root>/logs/<step>[.<branch>].v<visit>.a<attempt>.log), oldest first, each under a header.
// --follow keeps reading what the running stages write until no runner holds the run.
import { closeSync, constants, fstatSync, lstatSync, openSync, readdirSync, readSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { StatusReport } from '../../core/commands/status.js';
import { checkItem, stepTarget, type StepNaming } from '../../core/commands/step-target.js';
import type { RunState } from '../../core/state/state.js';
import { nestedRunsOf } from '../../core/state/child-roots.js';
import { RunLock } from '../../core/state/lock.js';
import { envName } from '../../core/run/stage-command.js';
import { maskSecrets, secretValues } from '../../core/steps/process/transcript.js';
import { foreachRunsFolder } from '../../core/steps/foreach/manifest.js';

export interface LogFile {
  /** Workspace-relative path. */
  path: string;
  abs: string;
  /** The step (parallel branches: step.branch). */
  step: string;
  visit: number;
  attempt: number;
  /** Why it is not read, when what stands under a log's name is not a regular file. */
  unreadable?: string;
}

const LOG_NAME = /^(.+)\.v(\d+)\.a(\d+)\.log$/;

// The logs are what the run wrote: a link in their place (a stage may leave one) is never
// followed, so `logs` prints nothing from outside the run's folders (it says what stands there).
const LINK = 'a symbolic link, which logs never follows';
const DIRECTORY = 'a directory, not a log file';

/** The names of the real folders (not links) in `abs`. */
function subfolders(abs: string): string[] {
  try {
    return readdirSync(abs, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? [e.name] : []));
  } catch {
    return [];
  }
}

/** The names in `abs` when it is a real folder (not a link to one). */
function listDir(abs: string): string[] {
  if (lstatSync(abs, { throwIfNoEntry: false })?.isDirectory() !== true) return [];
  try {
    return readdirSync(abs);
  } catch {
    return [];
  }
}

/**
 * The folders that hold the run's stage logs: `<run root>/logs/`, and the `logs/` of each parallel
 * branch that ran as a shard (`<run root>/parallel/<step slug>/<branch>/v<visit>/logs/`): its log
 * is the branch's log, named `<step>.<branch>.v<visit>.a<attempt>.log` as in the run root.
 */
function logDirs(workspace: string, runRoot: string): string[] {
  const root = runRoot === '.' ? '' : `${runRoot}/`;
  const dirs = [`${root}logs`];
  const parallel = `${root}parallel`;
  if (lstatSync(join(workspace, parallel), { throwIfNoEntry: false })?.isDirectory() !== true) return dirs;
  for (const step of subfolders(join(workspace, parallel)).sort())
    for (const branch of subfolders(join(workspace, parallel, step)).sort())
      for (const visit of subfolders(join(workspace, parallel, step, branch)).sort()) if (/^v\d+$/.test(visit)) dirs.push(`${parallel}/${step}/${branch}/${visit}/logs`);
  return dirs;
}

/**
 * The logs `logs STEP` asks for: step `id` (with its branches' logs), or one `branch` of it.
 * `steps`: the workflow's step ids — as ids may hold dots, a log named `build.docs.v1.a1.log` is
 * step build.docs's, not a branch docs of step build, when build.docs is a step.
 */
export interface LogTarget {
  id: string;
  branch?: string;
  steps: readonly string[];
  /** Each parallel step's declared branch ids (branch ids may hold dots too). */
  branches?: Readonly<Record<string, readonly string[]>> | undefined;
  /**
   * A foreach step's item runs (`STEP[ITEM]`, `STEP[ITEM].SUB`, `STEP.SUB`): the items whose runs'
   * logs are read (<run root>/foreach/<step>/<item slug>/v<visit>/logs/, every visit), and the
   * per_item step `sub` whose logs alone are (undefined: all of them). Their logs are headed
   * `STEP[ITEM].SUB` (as run's progress lines name it: implement[C1].code).
   */
  items?: ReadonlyArray<{ id: string; slug: string }>;
  sub?: string;
}

/**
 * The step a log's step name is of, as stepTarget reads a STEP.BRANCH: the step itself, else the
 * longest step it starts with that declares the rest as a branch (a step `a.b` does not take the
 * log of branch `b.x` of step `a`), else the longest step it starts with; undefined: none.
 */
function ownerOf(stepName: string, target: LogTarget): string | undefined {
  if (target.steps.includes(stepName)) return stepName;
  let longest: string | undefined;
  for (let dot = stepName.lastIndexOf('.'); dot > 0; dot = stepName.lastIndexOf('.', dot - 1)) {
    const step = stepName.slice(0, dot);
    if (!target.steps.includes(step)) continue;
    const declared = target.branches !== undefined && Object.hasOwn(target.branches, step) ? target.branches[step]! : [];
    if (declared.includes(stepName.slice(dot + 1))) return step;
    longest ??= step;
  }
  return longest;
}

/** Whether a log's step name (`id` or `id.branch`) is of `target`. */
function isOf(stepName: string, target: LogTarget): boolean {
  if (target.branch !== undefined) return stepName === `${target.id}.${target.branch}`;
  if (stepName === target.id) return true;
  if (!stepName.startsWith(`${target.id}.`)) return false;
  // The step the name is of (itself, or before a .BRANCH) must be this one.
  const owner = ownerOf(stepName, target);
  return owner === undefined || owner === target.id;
}

/** Whether `rel` (workspace-relative) is a real folder, not a link to one. */
function realFolder(workspace: string, rel: string): boolean {
  return lstatSync(join(workspace, rel), { throwIfNoEntry: false })?.isDirectory() === true;
}

/**
 * The logs folders of a foreach step's item runs (each visit's), with the item each is of. Only real
 * folders inside the run root: a slug that is not one (the record names it) and a link anywhere on
 * the way (foreach/, the step's folder, the item's) are not followed.
 */
function itemLogDirs(workspace: string, runRoot: string, id: string, items: ReadonlyArray<{ id: string; slug: string }>): Array<{ dir: string; item: string }> {
  const folder = foreachRunsFolder(runRoot, id);
  const dirs: Array<{ dir: string; item: string }> = [];
  if (!realFolder(workspace, folder.slice(0, folder.slice(0, -1).lastIndexOf('/'))) || !realFolder(workspace, folder)) return dirs;
  for (const item of items) {
    if (!/^[a-z0-9][a-z0-9-]*$/.test(item.slug) || !realFolder(workspace, `${folder}${item.slug}`)) continue;
    const visits = subfolders(join(workspace, folder, item.slug)).filter((v) => /^v\d+$/.test(v));
    for (const visit of visits.sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)))) dirs.push({ dir: `${folder}${item.slug}/${visit}/logs`, item: item.id });
  }
  return dirs;
}

/** The run's log files, oldest first (by modification time, then visit and attempt). */
export function logFiles(workspace: string, runRoot: string, target: LogTarget | undefined): LogFile[] {
  const files: Array<LogFile & { mtime: number }> = [];
  const items = target?.items;
  const dirs = items !== undefined ? itemLogDirs(workspace, runRoot, target!.id, items) : logDirs(workspace, runRoot).map((dir) => ({ dir, item: undefined }));
  for (const { dir: dirRel, item } of dirs) {
    const dir = join(workspace, dirRel);
    for (const name of listDir(dir)) {
      const m = LOG_NAME.exec(name);
      if (!m) continue;
      let stepName = m[1]!;
      if (item !== undefined) {
        // An item run's log: of its per_item step (a parallel one's branch: SUB.BRANCH).
        if (target!.sub !== undefined && stepName !== target!.sub && !stepName.startsWith(`${target!.sub}.`)) continue;
        stepName = `${target!.id}[${item}].${stepName}`;
      } else if (target !== undefined && !isOf(stepName, target)) continue;
      const abs = join(dir, name);
      const st = lstatSync(abs, { throwIfNoEntry: false });
      if (!st) continue;
      // Listed, never read: its header says what stands there instead of a log (not "empty").
      const unreadable = st.isFile() ? undefined : st.isDirectory() ? DIRECTORY : st.isSymbolicLink() ? LINK : 'not a regular file';
      files.push({ path: `${dirRel}/${name}`, abs, step: stepName, visit: Number(m[2]), attempt: Number(m[3]), mtime: st.mtimeMs, ...(unreadable ? { unreadable } : {}) });
    }
  }
  files.sort((a, b) => a.mtime - b.mtime || a.visit - b.visit || a.attempt - b.attempt || a.step.localeCompare(b.step));
  return files.map(({ mtime: _mtime, ...f }) => f);
}

/** The names a workflow's steps and branches go by (StatusReport: maxVisits' keys, writtenIds, writtenBranches, branches). */
export interface StepNames {
  steps: readonly string[];
  /** Each foreach step's per_item step ids. */
  perItem?: Readonly<Record<string, readonly string[]>> | undefined;
  writtenIds?: Readonly<Record<string, string>> | undefined;
  writtenBranches?: Readonly<Record<string, Readonly<Record<string, string>>>> | undefined;
  branches?: Readonly<Record<string, readonly string[]>> | undefined;
}

/**
 * The name maps as stepTarget asks for them: a step id, or an imported file's step id as written
 * there (`writtenIds`: N-001 for N_001, a maestro fork fan-out for fan_out); a branch id, or its id
 * as written there (`writtenBranches`: fan-out.lint-a for fan_out.lint_a).
 */
function namingOf(names: StepNames): StepNaming {
  const { steps, writtenIds, writtenBranches } = names;
  return {
    steps,
    stepNamed: (name) => (steps.includes(name) ? name : writtenIds !== undefined && Object.hasOwn(writtenIds, name) ? writtenIds[name] : undefined),
    parallel: Object.entries(names.branches ?? {}),
    writtenAs: (id, branch, name) => {
      const written = writtenBranches !== undefined && Object.hasOwn(writtenBranches, id) ? writtenBranches[id]! : {};
      return Object.hasOwn(written, name) && written[name] === branch;
    },
    foreach: Object.entries(names.perItem ?? {}),
  };
}

/**
 * `logs … STEP` (or STEP.BRANCH) checked against the workflow: the log target, or
 * WORKFLOW_INPUT_REQUIRED (exit 4, a did-you-mean, the steps in the fix) as every command that
 * names a step says it (docs/cli.md#step-ids-in-arguments). `recorded`: the branches the run
 * recorded for a step (a workflow edited since may no longer declare one); undefined before the run
 * is loaded, when only STEP is checked (a BRANCH the workflow does not declare, the run may have).
 * With no steps known, the name as given.
 */
export function logsTarget(
  given: string,
  workflow: string,
  names: StepNames,
  recorded: ((id: string) => readonly string[]) | undefined,
  state?: RunState,
): { step: string; target: LogTarget } {
  const { steps } = names;
  if (steps.length === 0) return { step: given, target: { id: given, steps } };
  const refusal = `'${given}' is not a step of workflow ${workflow}`;
  const named = stepTarget(given, namingOf(names), { refusal, ownBranches: recorded, unknown: 'steps' });
  const target: LogTarget = { id: named.id, ...(named.branch !== undefined ? { branch: named.branch } : {}), steps, branches: names.branches };
  if (named.item === undefined && named.sub === undefined) return { step: named.step, target };
  // An item (or a per-item step): the items are the run's (its foreach record on the step's latest visit).
  const items = [...(state?.steps[named.id]?.foreach?.items ?? [])].map((i) => ({ id: i.id, slug: i.slug }));
  if (state !== undefined) checkItem(named, items.map((i) => i.id), refusal, `in run ${state.run_id}${items.length === 0 ? ' (its items are loaded when the step first runs)' : ''}`);
  const chosen = named.item !== undefined ? items.filter((i) => i.id === named.item) : items;
  return { step: named.step, target: { ...target, items: chosen, ...(named.sub !== undefined ? { sub: named.sub } : {}) } };
}

/** Said under the header of a log that holds nothing (the stage printed nothing on stdout or stderr). */
export const EMPTY_LOG = '(empty: the stage printed nothing)';
/** Said under the header of an empty log whose stage is still running (a runner holds the run). */
export const EMPTY_SO_FAR = '(empty so far: the stage is still running; --follow prints what it writes)';
/** Said under the header of a log that could not be read: why, in a few words. */
export const unreadLog = (why: string) => `(not read: ${why})`;

export function logHeader(f: LogFile): string {
  return `==> ${f.step} · visit ${f.visit} · attempt ${f.attempt} (${f.path}) <==`;
}

/** Values to hide: secret-looking variables of this environment and the run's secret-looking inputs (as stages got them). */
export function logSecrets(report: StatusReport, env: NodeJS.ProcessEnv): string[] {
  const inputs: Record<string, string> = {};
  for (const [name, value] of Object.entries(report.state?.inputs ?? {})) inputs[envName(name)] = value;
  return [...new Set([...secretValues(env), ...secretValues(inputs)])].sort((a, b) => b.length - a.length);
}

/** Why a log could not be opened, in a user's words. */
function openProblem(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'ELOOP') return LINK;
  if (code === 'ENOENT') return 'it was removed while logs read the folder';
  return `it could not be opened (${code ?? String(error)})`;
}

function readFrom(abs: string, offset: number): { text: string; size: number; problem?: string } {
  let fd: number;
  try {
    // O_NONBLOCK: a FIFO put in a log's place never blocks the read.
    fd = openSync(abs, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    return { text: '', size: offset, problem: openProblem(error) };
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return { text: '', size: offset, problem: st.isDirectory() ? DIRECTORY : 'not a regular file' };
    const size = st.size;
    if (size <= offset) return { text: '', size };
    const buffer = Buffer.alloc(size - offset);
    const n = readSync(fd, buffer, 0, buffer.length, offset);
    return { text: buffer.subarray(0, n).toString('utf8'), size: offset + n };
  } finally {
    closeSync(fd);
  }
}

/** How much of a log is read backwards at a time to find where its last lines start. */
const TAIL_CHUNK = 64 * 1024;

/**
 * Where the last `lines` lines of a log start (a last line without its newline counts), read
 * backwards from its end a chunk at a time: a log of any size costs what its last lines do, not
 * the whole file in memory. 0 when it has no more lines than that, or cannot be read (readFrom
 * then says why).
 */
export function tailStart(abs: string, lines: number): number {
  let fd: number;
  try {
    fd = openSync(abs, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return 0;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || st.size === 0) return 0;
    const buffer = Buffer.alloc(Math.min(TAIL_CHUNK, st.size));
    // The newline that ends the last line ends no line before it.
    let end = st.size;
    let seen = 0;
    let first = true;
    while (end > 0) {
      const start = Math.max(0, end - buffer.length);
      const n = readSync(fd, buffer, 0, end - start, start);
      for (let i = n - 1; i >= 0; i--) {
        if (buffer[i] !== 0x0a) continue;
        if (first && start + i === st.size - 1) continue;
        if (++seen === lines) return start + i + 1;
      }
      first = false;
      end = start;
    }
    return 0;
  } finally {
    closeSync(fd);
  }
}

export interface FollowOptions {
  workspace: string;
  runRoot: string;
  step: LogTarget | undefined;
  secrets: string[];
  /** Whether a runner still holds the run. */
  running: () => boolean;
  /** Whether `f` is the log of an attempt the run's state has in flight (its stage may still write). */
  inFlight?: (f: LogFile) => boolean;
  write: (text: string) => void;
  /** How long to wait between looks at the files. */
  pollMs?: number;
  /** --tail N: of each log, only its last N lines (then, following, what is written after). */
  tail?: number;
}

export interface Printed {
  /** Logs something was said of (text, or why there is none). */
  printed: number;
  /** Logs that could not be read (said under their header). */
  unread: number;
}

/**
 * Print every log (whole) and, while the run is held by a runner, what is appended to them, line
 * by line; returns once no runner holds the run and everything written has been printed.
 */
export async function printLogs(o: FollowOptions, follow: boolean): Promise<Printed> {
  const offsets = new Map<string, number>();
  const partial = new Map<string, string>();
  let current: string | undefined;
  let printed = 0;
  const mask = (t: string) => maskSecrets(t, o.secrets);
  /** The logs something was printed of: one still empty at the end is said to be (else it would be left out without a word). */
  const shown = new Set<string>();
  const header = (f: LogFile) => {
    if (current === f.abs) return;
    // Its path holds the run root's: a secret input a state path is made of shows as ***.
    o.write(`${printed > 0 ? '\n' : ''}${mask(logHeader(f))}\n`);
    current = f.abs;
  };
  const emit = (f: LogFile, text: string) => {
    if (text === '') return;
    header(f);
    o.write(mask(text));
    shown.add(f.abs);
    printed++;
  };
  const unread = new Set<string>();
  /** A line said once under a log's header in place of its text. */
  const say = (f: LogFile, line: string) => {
    header(f);
    o.write(`${line}\n`);
    shown.add(f.abs);
    printed++;
  };
  // An empty log is "empty" only once its stage is done: one a held run still has in flight may yet be written.
  const empty = (f: LogFile, held: boolean) => say(f, held && o.inFlight?.(f) === true ? EMPTY_SO_FAR : EMPTY_LOG);
  const look = (final: boolean, held: boolean) => {
    for (const f of logFiles(o.workspace, o.runRoot, o.step)) {
      // --tail: a log seen for the first time is read from where its last lines start; what is
      // left out is said under its header (how many bytes), so a tail is never taken for the whole.
      let from = offsets.get(f.abs);
      if (from === undefined && o.tail !== undefined && f.unreadable === undefined) {
        from = tailStart(f.abs, o.tail);
        if (from > 0) say(f, `(last ${o.tail} line${o.tail === 1 ? '' : 's'}: the ${from} bytes before them not shown)`);
      }
      const { text, size, problem } = f.unreadable !== undefined ? { text: '', size: 0, problem: f.unreadable } : readFrom(f.abs, from ?? 0);
      if (problem !== undefined) {
        if (!unread.has(f.abs)) say(f, unreadLog(problem));
        unread.add(f.abs);
        continue;
      }
      offsets.set(f.abs, size);
      const joined = (partial.get(f.abs) ?? '') + text;
      if (final) {
        partial.delete(f.abs);
        if (joined === '' && !shown.has(f.abs)) empty(f, held);
        else emit(f, joined === '' || joined.endsWith('\n') ? joined : `${joined}\n`);
      } else {
        const cut = joined.lastIndexOf('\n') + 1;
        partial.set(f.abs, joined.slice(cut));
        emit(f, joined.slice(0, cut));
      }
    }
  };
  const held = o.running();
  if (!follow || !held) {
    look(true, held);
    return { printed, unread: unread.size };
  }
  for (;;) {
    // Read whether it runs before reading the files: what it wrote before letting go is then read.
    const running = o.running();
    look(!running, running);
    if (!running) return { printed, unread: unread.size };
    await new Promise((resolve) => setTimeout(resolve, o.pollMs ?? 200));
  }
}

/**
 * Whether a log is that of an attempt `state` has in flight: the step's (`in_flight`), or a
 * parallel branch's still running (logged as <step>.<branch>).
 */
export function inFlightLog(state: RunState | undefined): (f: LogFile) => boolean {
  return (f) => {
    const flight = state?.in_flight;
    if (!flight) return false;
    if (flight.step === f.step) return flight.visit === f.visit && flight.attempt === f.attempt;
    const branch = f.step.startsWith(`${flight.step}.`) ? state.steps[flight.step]?.parallel?.branches[f.step.slice(flight.step.length + 1)] : undefined;
    return branch !== undefined && branch.status === 'running' && branch.visit === f.visit && branch.attempt === f.attempt;
  };
}

/**
 * Whether a live runner holds the run: its lock names a process that runs (on another machine: one
 * this one cannot check). A dead runner's lock (kill -9, an OOM kill) stays until the run's next
 * runner recovers it; --follow ends with the run all the same.
 */
export function runHeld(workspace: string, statePath: string | null): boolean {
  return statePath !== null && RunLock.isHeld(join(workspace, `${statePath}.lock`));
}

/** The logs folders of the runs `state` records directly (foreach item runs, child workflow runs), of one step's when named. */
export function nestedLogFolders(state: RunState, of: { id: string; branch?: string } | undefined): string[] {
  const folders: string[] = [];
  for (const ref of nestedRunsOf(state)) {
    if (of !== undefined && (ref.step !== of.id || (of.branch !== undefined && (ref.kind !== 'child' || ref.branch !== of.branch)))) continue;
    const root = ref.kind === 'child' ? (ref.record.run_root ?? (ref.record.state_path === null ? null : posix.dirname(ref.record.state_path))) : posix.dirname(ref.statePath);
    if (root === null) continue;
    const folder = `${root === '.' ? '' : `${root}/`}logs/`;
    if (!folders.includes(folder)) folders.push(folder);
  }
  return folders;
}
