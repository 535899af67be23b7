// Carrying a run between jobs and workflow runs as artifacts.
//
// Restore: find the latest state artifact of this workflow + run id (this workflow run first,
// then `resume-from-run-id`), download it into a fresh quarantine directory under RUNNER_TEMP,
// verify it there — the service's digest, every file a regular file inside the run root (or the
// root of a nested run it carries), the state parses and belongs to this workflow, run id and run
// root, every recorded output inside the run root matches its sha256, and the same for every child
// workflow run (and their children) whose state it carries, each one where its own workflow keeps
// it — and only then copy all of it into the workspace. Nothing from the quarantine is ever
// executed; a refused artifact (any one run refused) leaves the workspace untouched.
//
// Save: upload the run root (state, manifest, outputs, logs) and the run roots of its child runs
// that lie outside it, as one artifact (workspace-relative paths keep the roots apart), under a
// name that cannot collide: stagegate-<workflow>-<run id>-<hash>-a<attempt>-<job>-<seq>, seq one
// above any existing one. The hash covers the run's identity — the workflow file's repository
// path (so the working directory), the workflow name and the run id — so two jobs of a monorepo
// that share a run id never see each other's state.
import { constants, copyFileSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, type Dirent } from 'node:fs';
import { createHash, randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join } from 'node:path';
import type { InvocationReaders, WorkflowReaders } from '../core/model/workflow-readers.js';
import { GateSchemaEngineNeeded } from '../core/gate/gate-schema.js';
import { FormatImporterNeeded } from '../core/formats/index.js';
import { readCarriedState as readState } from '../core/state/store.js';
import { firstRecordedInputs } from '../core/state/recorded-inputs.js';
import { JOURNAL_SUFFIX } from '../core/state/journal.js';
import { secretValuesOf } from '../core/run/secret-names.js';
import { collectRunTree, isWithinRoot, nestedStatePath, type NestedRunRef, type RunTreeNode } from '../core/state/child-roots.js';
import { loadAndCheck } from '../core/model/load-and-check.js';
import { resolveRunContext } from '../core/run/context.js';
import { sha256File } from '../core/workspace/digest.js';
import { outputLeftToResume } from '../core/state/unheld-outputs.js';
import { Workspace, isGitDirName } from '../core/workspace/workspace.js';
import type { RunState } from '../core/state/state.js';
import type { Workflow } from '../core/model/workflow.js';
import { carriedRerunTakesBack } from '../core/run/rerun-taken-back.js';
import { MAX_ARTIFACT_MB_VARIABLE, isNameConflict, type ArtifactScope, type ArtifactStore, type DownloadResult, type StoredArtifact } from './artifact-store.js';
import { downloadThroughRest, isSigningRefusal, type RunScope } from './rerun-download.js';

/** Where a run lives in the (stagegate) workspace; paths are workspace-relative POSIX. */
export interface RunLocation {
  workspaceRoot: string;
  workflowName: string;
  runId: string;
  statePath: string;
  runRoot: string;
  /** The workflow file as the state records it (workspace-relative). */
  workflowFile: string;
  /** The workflow file relative to the repository root (working-directory included): part of the identity. */
  workflowPath: string;
}

/** What names a run's state artifacts: which workflow file (where in the repository), its name, the run id. */
export type RunIdentity = Pick<RunLocation, 'workflowName' | 'runId' | 'workflowPath'>;

export interface JobIdentity {
  /** GITHUB_RUN_ATTEMPT */
  attempt: string;
  /** GITHUB_JOB */
  job: string;
}

/** A state artifact failed verification: refused, never restored or trusted. */
export class StateArtifactRefused extends Error {
  constructor(
    readonly artifactName: string,
    readonly reason: string,
  ) {
    super(`state artifact '${artifactName}' was refused: ${reason}. Nothing from it was restored or run.`);
    this.name = 'StateArtifactRefused';
  }
}

/**
 * The artifact service lists the newest state artifact without a sha256 digest (uploaded before
 * the service recorded digests, or by an older upload action): its bytes cannot be checked, so it
 * is not restored. Not a sign of tampering — a different case with its own fix.
 */
export class StateArtifactUnverifiable extends Error {
  constructor(readonly artifactName: string) {
    super(`state artifact '${artifactName}' cannot be verified: the artifact service lists it without a sha256 digest, so its bytes cannot be checked. Nothing from it was restored or run.`);
    this.name = 'StateArtifactUnverifiable';
  }
}

/** The artifact service failed a call (list or download) while searching `scope`: the cause's message, and where it happened. */
export class ArtifactServiceError extends Error {
  constructor(
    readonly scope: ArtifactScope,
    readonly original: unknown,
  ) {
    super(original instanceof Error ? original.message : String(original));
    this.name = 'ArtifactServiceError';
  }
}

/** `call`, with a failure of the artifact service tagged with the scope it searched. */
export async function inScope<T>(scope: ArtifactScope, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new ArtifactServiceError(scope, error);
  }
}

const MAX_FILES = 20_000;
/** Characters @actions/artifact refuses in file paths (NTFS limits). */
const UNUPLOADABLE = /[":<>|*?\r\n]/;

export function slug(text: string, max = 40): string {
  const s = text.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._-]+/, '').slice(0, max);
  return s === '' ? '_' : s;
}

/**
 * Common prefix of every state artifact of one run: the hash keeps slugs apart and covers the
 * workflow file's repository path, so a run of services/api/flow.yaml and one of
 * services/web/flow.yaml with the same name and run id never share a prefix.
 */
export function artifactPrefix(id: RunIdentity): string {
  const hash = createHash('sha256').update(`${id.workflowPath}\n${id.workflowName}\n${id.runId}`).digest('hex').slice(0, 12);
  return `stagegate-${slug(id.workflowName)}-${slug(id.runId)}-${hash}-`;
}

/** Names this job uploads under: the stem plus a sequence number. */
export function artifactStem(id: RunIdentity, who: JobIdentity): string {
  return `${artifactPrefix(id)}a${slug(who.attempt, 10)}-${slug(who.job)}-`;
}

export function artifactName(id: RunIdentity, who: JobIdentity, seq: number): string {
  return `${artifactStem(id, who)}${seq}`;
}

/** Newest first: creation time, then id. */
const newestFirst = (a: StoredArtifact, b: StoredArtifact): number => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0) || b.id - a.id;

/** The artifacts of this run, newest first (creation time, then id). */
export function candidatesFor(artifacts: StoredArtifact[], id: RunIdentity): StoredArtifact[] {
  const prefix = artifactPrefix(id);
  return artifacts.filter((a) => a.name.startsWith(prefix) && /^a[^-]+-.+-\d+$/.test(a.name.slice(prefix.length))).sort(newestFirst);
}

function isInsideRoot(rel: string, runRoot: string): boolean {
  return rel.startsWith(runRoot + '/');
}

function isSafeRelative(p: string): boolean {
  if (p === '' || isAbsolute(p) || p.startsWith('/') || p.includes('\\') || p.includes('\0') || /^[A-Za-z]:/.test(p)) return false;
  return p.split('/').every((part) => part !== '' && part !== '..' && part !== '.');
}

/**
 * Regular files under `root` (relative POSIX paths), and the first thing it met that is none (a
 * link, which it does not follow; a FIFO, …): the caller refuses that once it has heard what the
 * files record (hearRecorded). Refuses at once a tree of more than MAX_FILES files.
 */
function walkQuarantine(root: string, refuse: (reason: string) => never): { files: string[]; problem: string | undefined } {
  const files: string[] = [];
  let problem: string | undefined;
  const walk = (dir: string, rel: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const childRel = rel === '' ? entry.name : `${rel}/${entry.name}`;
      const abs = join(dir, entry.name);
      const stats = lstatSync(abs);
      if (stats.isSymbolicLink()) problem ??= `it contains a symbolic link (${childRel})`;
      else if (stats.isDirectory()) walk(abs, childRel);
      else if (stats.isFile()) {
        files.push(childRel);
        if (files.length > MAX_FILES) refuse(`it holds more than ${MAX_FILES} files`);
      } else problem ??= `it contains ${childRel}, which is not a regular file`;
    }
  };
  walk(root, '');
  return { files: files.sort(), problem };
}

/**
 * The secret-looking input values the runs an artifact carries record, handed to `hear` before a
 * word is said of the artifact: a path it names (a refusal's, a warning's, the restore's log line)
 * may be made of one that only the artifact holds — a child run's, or the run's own where this job
 * gives none —, which nothing has registered yet. Each journal's first event (what its run was
 * started with, read from its first line), and each state as the verification reads it (hearState).
 */
function hearRecorded(quarantine: string, files: readonly string[], hear: (values: string[]) => void): void {
  const values = new Set<string>();
  for (const rel of files) {
    if (!rel.endsWith(JOURNAL_SUFFIX)) continue;
    for (const value of secretValuesOf(firstRecordedInputs(join(quarantine, rel)) ?? {})) values.add(value);
  }
  if (values.size > 0) hear([...values]);
}

/** The journals (regular files) under `root`, relative to it: what a refused unpack left there (walked without following a link). */
function journalsIn(root: string): string[] {
  const found: string[] = [];
  const walk = (rel: string): void => {
    let entries: Dirent[];
    try {
      entries = readdirSync(join(root, rel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const childRel = rel === '' ? entry.name : `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(childRel);
      else if (entry.isFile() && entry.name.endsWith(JOURNAL_SUFFIX)) found.push(childRel);
    }
  };
  walk('');
  return found;
}

/** Something (even a dangling link) is at `abs`, or its place cannot be written (ENOTDIR: a file on the way). */
function lexists(abs: string): boolean {
  try {
    lstatSync(abs);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

/** A run id a child kept outside its parent's root may have: one path component, no dot-dot. */
const SAFE_RUN_ID = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;

/** How a run of the carried tree is named in messages. */
function runLabel(node: { via: NestedRunRef | null; statePath: string }): string {
  return node.via ? `the nested run at ${node.statePath} (${node.via.field})` : 'its state';
}

/**
 * Why the paths a nested run reference names cannot be carried (undefined: they can): the state
 * file and (for a child) the run root must be plain workspace-relative paths, and an item run
 * lives inside the run root of the run that started it.
 */
function nestedPathProblem(ref: NestedRunRef, parent: RunTreeNode): string | undefined {
  const statePath = nestedStatePath(ref);
  if (statePath === null) return undefined;
  if (!isSafeRelative(statePath)) return `${ref.field} names state '${statePath}', which is not a plain workspace-relative path`;
  if (ref.kind === 'child') {
    const root = ref.record.run_root;
    if (root === null) return `${ref.field} records no run root for the child run at ${statePath}`;
    if (!isSafeRelative(root)) return `${ref.field} names run root '${root}', which is not a plain workspace-relative path`;
    if ([root, statePath].some((p) => p.split('/').some(isGitDirName))) return `${ref.field} puts a child run inside a .git directory (${root})`;
  } else if (!isInsideRoot(statePath, parent.runRoot)) {
    return `${ref.field} puts an item run's state outside the run root ${parent.runRoot} (${statePath})`;
  }
  return undefined;
}

/**
 * Why a nested run's state does not belong where its parent records it (undefined: it does). A
 * child run's place is not taken from the (carried, so untrusted) records: its workflow file, in
 * the workspace, must locate exactly the recorded state file and run root for the child's run id
 * and inputs, as the runner would when it resumes the child.
 */
function nestedMismatch(ref: NestedRunRef, parent: RunTreeNode, state: RunState, workspace: Workspace, importers: WorkflowReaders): string | undefined {
  const statePath = nestedStatePath(ref);
  if (ref.kind === 'child') {
    const r = ref.record;
    if (state.workflow_file !== r.workflow_file) return `the child state at ${statePath} belongs to workflow file '${state.workflow_file}', not ${r.workflow_file} (${ref.field})`;
    if (r.run_id !== null && state.run_id !== r.run_id) return `the child state at ${statePath} belongs to run '${state.run_id}', not '${r.run_id}' (${ref.field})`;
    if (state.run_root !== r.run_root) return `the child state at ${statePath} names run root '${state.run_root}', not ${r.run_root} (${ref.field})`;
    // A child kept outside the root of the run that records it is new ground a restore writes
    // into, so its place must follow from the checkout alone: its workflow file locates it from a
    // run id that is one plain path component, with none of the inputs the carried (untrusted)
    // state supplies. One inside that root only has to agree with its own records.
    const outside = !isWithinRoot(r.run_root ?? '', parent.runRoot);
    if (outside && !SAFE_RUN_ID.test(state.run_id)) return `the child state at ${statePath} has run id '${state.run_id}', which is not one plain path component (${ref.field})`;
    const tokens = outside ? { run_id: state.run_id } : { ...state.inputs, run_id: state.run_id };
    let derived: { statePath: string; runRoot: string; name: string };
    try {
      const workflow = loadAndCheck(workspace, r.workflow_file, importers);
      const ctx = resolveRunContext(workflow, workspace, { tokens }, new Date(), { readOnly: true });
      derived = { statePath: ctx.statePath.rel, runRoot: ctx.runRoot.rel, name: workflow.name };
    } catch (error) {
      // Not a mismatch: the caller loads the schema engine, or the format's importer, and reads
      // again (InvocationReaders).
      if (error instanceof GateSchemaEngineNeeded || error instanceof FormatImporterNeeded) throw error;
      return `the child workflow ${r.workflow_file} (${ref.field}) cannot locate run '${state.run_id}' in this workspace: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (state.workflow !== derived.name) return `the child state at ${statePath} belongs to workflow '${state.workflow}', but ${r.workflow_file} is '${derived.name}' (${ref.field})`;
    if (derived.statePath !== statePath || derived.runRoot !== r.run_root) {
      return `${ref.field} puts child run '${state.run_id}' at ${statePath} (run root ${r.run_root}), but ${r.workflow_file} keeps it at ${derived.statePath} (run root ${derived.runRoot})`;
    }
  } else {
    if (state.workflow !== parent.state.workflow || state.run_id !== parent.state.run_id) return `the item run state at ${statePath} belongs to workflow '${state.workflow}' run '${state.run_id}', not to the run that records it (${ref.field})`;
    if (state.run_root !== parent.runRoot && !isInsideRoot(state.run_root, parent.runRoot)) return `the item run state at ${statePath} names run root '${state.run_root}', outside ${parent.runRoot} (${ref.field})`;
  }
  if (state.run_root === '.' || !isSafeRelative(state.run_root)) return `the nested state at ${statePath} names run root '${state.run_root}', which is not a directory of its own inside the workspace`;
  return undefined;
}

/**
 * The paths one run's state names must be plain relative paths; logs and carried outputs inside its
 * root, matching their sha256. `rerunTakesBack`: the steps whose verdicts this job's rerun-from
 * takes back (the run's own, not a nested run's).
 */
function verifyRunFiles(node: RunTreeNode, quarantine: string, present: ReadonlySet<string>, refuse: (reason: string) => never, rerunTakesBack?: ReadonlySet<string>): void {
  const { state, runRoot } = node;
  const who = runLabel(node);
  const paths: Array<[string, string | null | undefined]> = [
    ['blocking_artifact', state.blocking_artifact],
    ['fresh_execution_of.superseded_to', state.fresh_execution_of?.superseded_to],
  ];
  for (const [id, record] of Object.entries(state.steps)) paths.push([`steps.${id}.output`, record.output], [`steps.${id}.log`, record.log]);
  for (const [id, a] of Object.entries(state.artifacts)) paths.push([`artifacts.${id}.path`, a.path]);
  for (const [field, p] of paths) {
    if (p === null || p === undefined) continue;
    if (!isSafeRelative(p)) refuse(`${who} field ${field} names '${p}', which is not a plain workspace-relative path`);
  }
  const of = node.via ? ` of ${node.statePath}` : '';
  for (const [id, record] of Object.entries(state.steps)) {
    if (record.log && !isInsideRoot(record.log, runRoot)) refuse(`${who} puts the log of step ${id}${of} outside the run root (${record.log})`);
  }
  for (const [id, a] of Object.entries(state.artifacts)) {
    // Outputs declared outside the run root are not carried; the runner checks them in the workspace.
    if (!isInsideRoot(a.path, runRoot)) continue;
    // One a resume does not hold the run to (the active step's, rewritten by a later visit's attempt
    // that stopped, say; one the rerun-from takes back): the core's resume checks what it needs after the restore.
    if (outputLeftToResume(state, id, a.path, rerunTakesBack)) continue;
    if (!present.has(a.path)) refuse(`the accepted output of step ${id}${of} (${a.path}) is missing`);
    const digest = sha256File(join(quarantine, a.path));
    if (digest !== a.sha256) refuse(`the accepted output of step ${id}${of} (${a.path}) does not match its recorded sha256`);
  }
}

/** What a verified artifact holds: the files to restore and the runs they belong to. */
export interface VerifiedArtifact {
  files: string[];
  state: RunState;
  /** The run first, then every nested run whose state the artifact carries and that is restored. */
  runs: RunTreeNode[];
  /** Run roots of child runs left out because their place already exists in the workspace. */
  left: string[];
}

/** This job's rerun-from (the step as the input names it) and the workflow the run replays against. */
export interface RerunAsked {
  from: string;
  workflow: Workflow;
}

/**
 * Verify a downloaded (quarantined) state artifact against the run it should continue, and every
 * nested run (child workflow runs, foreach item runs, recursively) whose state it carries: each one
 * parses, belongs where its parent's state records it, and has its carried outputs intact; every
 * file lies in the run root or state file of one of these runs. Throws StateArtifactRefused.
 * `rerun`: this job reruns from a step; the outputs of the verdicts it takes back are not held.
 */
export function verifyQuarantine(quarantine: string, location: RunLocation, name: string, importers: WorkflowReaders = {}, rerun?: RerunAsked, hear: (values: string[]) => void = () => {}): VerifiedArtifact {
  const workspace = new Workspace(location.workspaceRoot);
  const refuse = (reason: string): never => {
    throw new StateArtifactRefused(name, reason);
  };
  // A run rooted at the workspace itself would make every restored file "inside its root".
  if (location.runRoot === '.' || !isSafeRelative(location.runRoot)) refuse(`its run root '${location.runRoot}' is not a folder of its own inside the workspace`);
  const { files, problem } = walkQuarantine(quarantine, refuse);
  hearRecorded(quarantine, files, hear);
  // Each state's inputs as read too: a later invocation may have given one its first event does not hold.
  const hearState = (state: RunState): RunState => {
    const values = secretValuesOf(state.inputs);
    if (values.length > 0) hear(values);
    return state;
  };
  if (problem !== undefined) refuse(problem);
  const present = new Set(files);
  for (const rel of files) {
    if (!isSafeRelative(rel)) refuse(`file path '${rel}' is not a plain relative path`);
  }
  if (!present.has(location.statePath)) refuse(`it has no state file at ${location.statePath}`);
  const read = readState(join(quarantine, location.statePath));
  if (read.kind !== 'ok') return refuse(`its state ${read.kind === 'absent' ? 'is missing' : read.reason}`);
  const state = hearState(read.state);
  if (state.workflow !== location.workflowName) refuse(`its state belongs to workflow '${state.workflow}', not '${location.workflowName}'`);
  if (state.run_id !== location.runId) refuse(`its state belongs to run '${state.run_id}', not '${location.runId}'`);
  if (state.workflow_file !== location.workflowFile) refuse(`its state belongs to workflow file '${state.workflow_file}', not '${location.workflowFile}'`);
  if (state.run_root !== location.runRoot) refuse(`its state names run root '${state.run_root}', not ${location.runRoot}`);
  // The nested runs the artifact carries: a recorded run whose state is not in it is not carried
  // (its files then lie outside every carried root below), one that is must check out entirely.
  const runs = collectRunTree({ statePath: location.statePath, state }, (ref, parent) => {
    const statePath = nestedStatePath(ref);
    if (statePath === null) return undefined;
    // No runner records such a path: a forged record is refused even when its run is not carried.
    if (!isSafeRelative(statePath)) return refuse(`${ref.field} names state '${statePath}', which is not a plain workspace-relative path`);
    if (!present.has(statePath)) return undefined;
    const problem = nestedPathProblem(ref, parent);
    if (problem) return refuse(problem);
    const nested = readState(join(quarantine, statePath));
    if (nested.kind !== 'ok') return refuse(`the nested state at ${statePath} (${ref.field}) ${nested.kind === 'absent' ? 'is missing' : nested.reason}`);
    hearState(nested.state);
    const mismatch = nestedMismatch(ref, parent, nested.state, workspace, importers);
    if (mismatch) return refuse(mismatch);
    return nested.state;
  });
  // What the rerun takes back, planned on the carried journal as the run will plan it (the run's own
  // verdicts: a nested run is resumed, never rerun from a step of its own, by this job).
  const rerunTakesBack = rerun !== undefined ? carriedRerunTakesBack(join(quarantine, location.statePath), location.statePath, rerun.workflow, rerun.from) : undefined;
  for (const node of runs) verifyRunFiles(node, quarantine, present, refuse, node.via === null ? rerunTakesBack : undefined);
  // A child's run root outside this run's root must be new ground: a restore never writes into a
  // folder the checkout (or another run) holds. A child whose root or state file is already there
  // is left out, with its own children: its files are not copied, and it runs again from its start.
  const left = new Set<RunTreeNode>();
  for (const node of runs) {
    if (node.via?.kind !== 'child') continue;
    if (node.parent && left.has(node.parent)) {
      left.add(node);
      continue;
    }
    for (const [what, p] of [['run root', node.runRoot], ['state file', node.statePath]] as const) {
      if (isWithinRoot(p, location.runRoot) || (what === 'state file' && isInsideRoot(p, node.runRoot))) continue;
      let abs: string;
      try {
        abs = workspace.resolve(p, `child run ${what}`).abs;
      } catch (error) {
        return refuse(`the child ${what} ${p} (${node.via.field}) ${error instanceof Error ? error.message : String(error)}`);
      }
      if (lexists(abs)) {
        left.add(node);
        break;
      }
    }
  }
  const kept = runs.filter((r) => !left.has(r));
  const roots = kept.map((r) => r.runRoot);
  const states = new Set(kept.map((r) => r.statePath));
  const leftRoots = [...left].map((r) => r.runRoot);
  const leftStates = new Set([...left].map((r) => r.statePath));
  const rootsText = roots.length === 1 ? `the run root ${roots[0]}` : `the run roots it carries (${[...new Set(roots)].join(', ')})`;
  const restore: string[] = [];
  for (const rel of files) {
    if (states.has(rel) || roots.some((root) => isInsideRoot(rel, root))) restore.push(rel);
    else if (!leftStates.has(rel) && !leftRoots.some((root) => isInsideRoot(rel, root))) refuse(`file '${rel}' lies outside ${rootsText}`);
  }
  // State files last, this run's own the very last: a copy that fails half way (a full disk)
  // leaves no state of this run behind, so the next attempt restores again instead of going on
  // from a partial tree.
  const rank = (rel: string): number => (rel === location.statePath ? 2 : states.has(rel) ? 1 : 0);
  restore.sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
  return { files: restore, state, runs: kept, left: [...new Set(leftRoots)] };
}

export interface PersistenceEnv {
  store: ArtifactStore;
  who: JobIdentity;
  /** RUNNER_TEMP (falls back to the OS temp dir). */
  tempDir: string | undefined;
  log: (message: string) => void;
  warn: (message: string) => void;
  /**
   * Whether a state artifact of this workflow run has expired (REST `expired`, asked with the token
   * input), after its download failed: the artifact client's path for this workflow run's artifacts
   * does not say 410 Gone as REST does for another run's. Undefined: not asked (no token or
   * repository); a look-up that fails answers false (the download's failure stands).
   */
  expiredInRun?: (artifact: StoredArtifact) => Promise<boolean>;
  /** This workflow run for REST (the token input): where a re-run downloads an earlier attempt's state the service refuses. */
  thisRun?: RunScope | undefined;
  /** The job's workflow readers (CommandContext.readers): the child runs' workflows are read with what the job loaded. */
  readers: InvocationReaders;
  /**
   * Hears the secret-looking input values a downloaded artifact's runs record (the run's, every
   * nested run's), before the restore writes a line, a warning or a refusal that names a path made
   * of one (the Action registers them with the runner: the core hears the run's again once it binds it).
   */
  onSecrets?: (values: string[]) => void;
}

export type RestoreResult =
  /** `expired`: where the newest state artifact was listed but has expired (its download 410 Gone): no state there. */
  | { kind: 'none'; searched: string[]; expired: Array<{ scope: string; name: string }>; seenInRun: number; others: OtherStates[] }
  | { kind: 'local-state'; artifact: StoredArtifact; seenInRun: number }
  | { kind: 'restored'; artifact: StoredArtifact; scope: ArtifactScope; files: string[]; state: RunState; childRoots: string[]; seenInRun: number };

function describeScope(scope: ArtifactScope): string {
  return scope.kind === 'current' ? 'this workflow run' : `workflow run ${scope.workflowRunId}`;
}

/**
 * Find, download, verify and restore the latest state of the run. Throws StateArtifactRefused.
 * `seenInRun`: the highest id of the run's state artifacts in this workflow run when it looked
 * (0: none), which saveRun compares with what it finds there then (another job saving meanwhile).
 */
export async function restoreRun(location: RunLocation, scopes: ArtifactScope[], env: PersistenceEnv, rerun?: RerunAsked): Promise<RestoreResult> {
  const searched: string[] = [];
  const expired: Array<{ scope: string; name: string }> = [];
  const others: OtherStates[] = [];
  let seenInRun = 0;
  for (const scope of scopes) {
    searched.push(describeScope(scope));
    const listed = await inScope(scope, () => env.store.list(scope));
    const found = candidatesFor(listed, location);
    if (scope.kind === 'current') seenInRun = Math.max(0, ...found.map((a) => a.id));
    const latest = found[0];
    if (!latest) {
      const names = otherRunStates(listed);
      if (names.length > 0) others.push({ scope: describeScope(scope), names });
      continue;
    }
    env.log(`Found state artifact ${latest.name} in ${describeScope(scope)} (${found.length} for this run id).`);
    const localState = readState(join(location.workspaceRoot, location.statePath));
    if (localState.kind !== 'absent') {
      env.log(`A state already exists at ${location.statePath} in the workspace (an earlier step of this job): it is used as it is and ${latest.name} is not restored.`);
      return { kind: 'local-state', artifact: latest, seenInRun };
    }
    if (!latest.digest) throw new StateArtifactUnverifiable(latest.name);
    if (!/^sha256:[0-9a-f]{64}$/.test(latest.digest)) throw new StateArtifactRefused(latest.name, `the artifact service records its digest as '${latest.digest.slice(0, 80)}', which is not a sha256 digest`);
    const base = env.tempDir && existsSync(env.tempDir) ? env.tempDir : tmpdir();
    const quarantine = mkdtempSync(join(base, 'stagegate-quarantine-'));
    try {
      let result: DownloadResult;
      try {
        result = await env.store.download(latest, scope, quarantine);
      } catch (error) {
        // GitHub keeps listing an artifact whose retention ran out and answers its download 410
        // Gone: the run has no state there (never restorable again), as if it had been deleted. This
        // workflow run's own (a re-run after the retention) fails otherwise: asked whether it expired.
        const gone = isGone(error);
        const expiredHere = !gone && scope.kind === 'current' && env.expiredInRun !== undefined && (await env.expiredInRun(latest).catch(() => false));
        // Not expired, and this workflow run's own artifact the service would not hand out (a re-run's,
        // of an earlier attempt): downloaded through REST instead, where it belongs to the run.
        let viaRest: DownloadResult | undefined;
        let restGone = false;
        if (!gone && !expiredHere) {
          if (scope.kind !== 'current' || !isSigningRefusal(error)) throw new ArtifactServiceError(scope, error);
          try {
            viaRest = await downloadThroughRest(env.store, latest, quarantine, env.thisRun, error, env.log);
          } catch (restError) {
            restGone = isGone(restError);
            if (!restGone) throw new ArtifactServiceError(scope, restError);
          }
        }
        if (viaRest === undefined) {
          // How it is known: the download's 410, REST's download's 410, or (this workflow run's own) the REST artifact's `expired`.
          const how = gone ? 'HTTP 410' : restGone ? "GitHub's REST API answered its download 410 Gone" : "its download failed, and GitHub's REST API says expired: true";
          env.log(`State artifact ${latest.name} in ${describeScope(scope)} has expired (${how}): no state of run ${location.runId} there.`);
          expired.push({ scope: describeScope(scope), name: latest.name });
          continue;
        }
        result = viaRest;
      }
      if (result.digestMismatch) throw new StateArtifactRefused(latest.name, `its bytes do not match the digest the artifact service recorded (${latest.digest})`);
      if (result.refused !== undefined) {
        // Its reason may name an entry made of a secret-looking input only the artifact records:
        // heard first from the journals the store left (DownloadResult.refused), as a verification's refusal is.
        hearRecorded(quarantine, journalsIn(quarantine), (values) => env.onSecrets?.(values));
        throw new StateArtifactRefused(latest.name, result.refused);
      }
      const { files, state, runs, left } = await env.readers.read((importers) => verifyQuarantine(quarantine, location, latest.name, importers, rerun, (values) => env.onSecrets?.(values)));
      for (const root of left) env.warn(`Not restoring the child run at ${root} from ${latest.name}: that folder already exists in the workspace, and a restore never writes into one. The child runs again from its start.`);
      const workspace = new Workspace(location.workspaceRoot);
      for (const rel of files) {
        const target = workspace.resolve(rel, 'restored state file');
        mkdirSync(dirname(target.abs), { recursive: true });
        // Copied beside the target, then renamed over it: a link the checkout holds there (even one
        // that stays in the workspace) is replaced, never written through, and no file is ever seen
        // half-copied. The temp name is one carriedFiles never uploads.
        const temp = `${target.abs}.stagegate-tmp-${randomBytes(8).toString('hex')}`;
        try {
          copyFileSync(join(quarantine, rel), temp, constants.COPYFILE_EXCL);
          renameSync(temp, target.abs);
        } catch (error) {
          rmSync(temp, { force: true });
          throw error;
        }
      }
      const children = runs.filter((r) => r.via?.kind === 'child');
      // The roots of child runs kept outside this run's root (a child may share it, or nest in it).
      const childRoots = [...new Set(children.map((r) => r.runRoot))].filter((r) => !isWithinRoot(r, location.runRoot));
      const nested = children.length === 0 ? '' : ` and its ${children.length} child run${children.length === 1 ? '' : 's'}`;
      const where = [location.runRoot, ...childRoots].join(', ');
      env.log(`Restored ${files.length} file${files.length === 1 ? '' : 's'} of run ${location.runId}${nested} into ${where} (state: ${state.status}, next step: ${state.active_step ?? 'none'}).`);
      return { kind: 'restored', artifact: latest, scope, files, state, childRoots, seenInRun };
    } finally {
      rmSync(quarantine, { recursive: true, force: true });
    }
  }
  return { kind: 'none', searched, expired, seenInRun, others };
}

/** State artifacts of other runs in a workflow run where this run has none: a mistyped run-id (or workflow, working-directory) is then plain to see. */
export interface OtherStates {
  scope: string;
  /** Their names, newest first, at most OTHER_STATES_SHOWN. */
  names: string[];
}

const OTHER_STATES_SHOWN = 5;

/**
 * The names of the runs' state artifacts among `artifacts` (`stagegate-<workflow>-<run id>-<hash>-a<attempt>-<job>-<seq>`:
 * not a shard's, `…-<hash>-shard-…`), newest first, at most OTHER_STATES_SHOWN, one a run (its newest).
 */
function otherRunStates(artifacts: StoredArtifact[]): string[] {
  // Walked newest first, a run's first artifact is its newest, and the runs come in that order.
  const newest = new Map<string, string>();
  for (const a of [...artifacts].sort(newestFirst)) {
    const m = /^(stagegate-.+-[0-9a-f]{12}-)a[^-]+-.+-\d+$/.exec(a.name);
    if (!m || /-[0-9a-f]{12}-shard-/.test(a.name) || newest.has(m[1]!)) continue;
    newest.set(m[1]!, a.name);
  }
  return [...newest.values()].slice(0, OTHER_STATES_SHOWN);
}

/** Where other runs' states were found, said after "no state of run X was found in …". */
export function otherStatesNote(others: readonly OtherStates[]): string {
  return others.map((o) => ` ${o.scope[0]!.toUpperCase()}${o.scope.slice(1)} holds the state of another run (another run-id, workflow file or working-directory): ${o.names.join(', ')}.`).join('');
}

/** An HTTP 410 Gone from the artifact service (an expired artifact's download). */
function isGone(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 410;
}

/**
 * What a save carries: the run root, and the run root of every nested run the state records (child
 * workflow runs, and their children, recursively; foreach item runs live inside the run root
 * already) whose state is in the workspace and would pass a restore's checks, plus any state file
 * kept outside its run root. Roots inside another carried root are not listed twice.
 */
export function carriedRoots(location: RunLocation, warn: (message: string) => void, importers: WorkflowReaders = {}): { roots: string[]; stateFiles: string[]; runs: RunTreeNode[] } {
  const statePaths = [location.statePath];
  const read = readState(join(location.workspaceRoot, location.statePath));
  let runs: RunTreeNode[] = [];
  if (read.kind === 'ok') {
    const workspace = new Workspace(location.workspaceRoot);
    runs = collectRunTree({ statePath: location.statePath, state: read.state }, (ref, parent) => {
      const statePath = nestedStatePath(ref);
      const skip = (why: string): undefined => {
        warn(`Not carrying the nested run at ${statePath ?? ref.field}: ${why}. A resume in another job runs it again from its start.`);
        return undefined;
      };
      const problem = nestedPathProblem(ref, parent);
      if (problem) return skip(problem);
      if (statePath === null) return undefined;
      let abs: string;
      try {
        abs = workspace.resolve(statePath, 'nested run state').abs;
        if (ref.kind === 'child') workspace.resolve(ref.record.run_root!, 'child run root');
      } catch (error) {
        return skip(error instanceof Error ? error.message : String(error));
      }
      const nested = readState(abs);
      // A child that never wrote its state yet (or an item run inside the run root): nothing more to carry.
      if (nested.kind === 'absent') return undefined;
      if (nested.kind === 'corrupt') return skip(`its state ${nested.reason}`);
      const mismatch = nestedMismatch(ref, parent, nested.state, workspace, importers);
      return mismatch ? skip(mismatch) : nested.state;
    });
  }
  const candidates = [location.runRoot, ...runs.slice(1).map((r) => r.runRoot)];
  const roots: string[] = [];
  for (const root of [...new Set(candidates)].sort((a, b) => a.length - b.length)) {
    if (!roots.some((kept) => isWithinRoot(root, kept))) roots.push(root);
  }
  for (const r of runs.slice(1)) statePaths.push(r.statePath);
  const stateFiles = [...new Set(statePaths)].filter((p) => !roots.some((root) => isInsideRoot(p, root)));
  return { roots, stateFiles, runs };
}

/**
 * A lock of a foreach item's or parallel branch's folder in the run root (a shard leg's, or a merge
 * installing a shard: <run root>/foreach|parallel/<step>/<key>/v<visit>/workflow_state.yaml.lock),
 * or the temp file or takeover file of any lock (state/lock.ts). A lock is this machine's business:
 * carried to another runner it names a pid on a host that is not there, which no job can tell is
 * gone, and the item would look held by a live leg in every job after.
 */
const SHARD_LOCK = /(^|\/)(foreach|parallel)\/[^/]+\/[^/]+\/v\d+\/workflow_state\.yaml\.lock$/;
/** The lock of a key `stagegate once` is running (cli/commands/once.ts effectLockPath): left only by a killed call, and this machine's business too. */
const ONCE_LOCK = /(^|\/)effects\/[^/]+\.jsonl\.[0-9a-f]{16}\.lock$/;
const LOCK_SIDE_FILE = /\.lock(\.\d+\.[0-9a-f]+\.tmp|\.takeover)$/;

/** A lock's temp or takeover file (a lock being written or taken over): never carried by an artifact. */
export function isLockSideFile(name: string): boolean {
  return LOCK_SIDE_FILE.test(name);
}

/** The files to upload: every carried root's regular files and the state files kept outside them. */
export function carriedFiles(location: RunLocation, warn: (message: string) => void, importers: WorkflowReaders = {}): { files: string[]; roots: string[] } {
  const { roots, stateFiles, runs } = carriedRoots(location, warn, importers);
  const lockFiles = new Set([location.statePath, ...runs.map((r) => r.statePath)].map((p) => `${p}.lock`));
  const files = new Set<string>();
  const walk = (dir: string, rel: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const childRel = `${rel}/${entry.name}`;
      const abs = join(dir, entry.name);
      const stats = lstatSync(abs);
      if (stats.isDirectory()) walk(abs, childRel);
      else if (!stats.isFile()) warn(`Not uploading ${childRel}: only regular files are carried (symbolic links are not).`);
      else if (lockFiles.has(childRel) || SHARD_LOCK.test(childRel) || ONCE_LOCK.test(childRel) || isLockSideFile(entry.name) || entry.name.includes('.stagegate-tmp-')) continue;
      else if (UNUPLOADABLE.test(childRel)) warn(`Not uploading ${childRel}: artifact file names cannot contain " : < > | * ? or line breaks.`);
      else files.add(childRel);
    }
  };
  for (const root of roots) {
    // A root reached through a symbolic link is not walked: every file carried is a regular file inside the workspace.
    const abs = join(location.workspaceRoot, root);
    try {
      if (lstatSync(abs).isSymbolicLink()) {
        warn(`Not uploading ${root}: only regular files are carried (symbolic links are not).`);
        continue;
      }
    } catch {
      continue;
    }
    walk(abs, root);
  }
  for (const p of stateFiles) {
    const abs = join(location.workspaceRoot, p);
    if (existsSync(abs) && lstatSync(abs).isFile()) files.add(p);
  }
  const outside = outputsOutside(runs, roots);
  if (outside.length > 0) {
    const named = outside.map((o) => `${o.path} (step ${o.step}${o.run !== location.runId ? ` of run ${o.run}` : ''})`).join(', ');
    const steps = [...new Set(outside.map((o) => o.step))];
    warn(
      `Not carrying the accepted output${outside.length === 1 ? '' : 's'} ${named}: outside the run root${roots.length === 1 ? ` ${roots[0]}` : 's'} this artifact carries (artifact_root). ` +
        `A resume in another job (a fresh checkout) checks ${outside.length === 1 ? 'it' : 'them'} in the checkout: unless the checkout holds ${outside.length === 1 ? 'it' : 'them'} unchanged (committed), it stops STALE_ARTIFACT_REJECTED. ` +
        `There, rerun-from: ${steps.length === 1 ? steps[0] : `<the earliest of ${steps.join(', ')}>`} makes ${outside.length === 1 ? 'it' : 'them'} again; to carry outputs, declare them under {{artifact_root}}.`,
    );
  }
  return { files: [...files].sort(), roots };
}

/** The accepted outputs of the carried runs that lie outside every carried root (carriedFiles warns of them). */
function outputsOutside(runs: RunTreeNode[], roots: string[]): Array<{ path: string; step: string; run: string }> {
  const out: Array<{ path: string; step: string; run: string }> = [];
  for (const node of runs) {
    for (const [id, a] of Object.entries(node.state.artifacts)) {
      if (!roots.some((root) => isInsideRoot(a.path, root))) out.push({ path: a.path, step: a.step ?? id, run: node.state.run_id });
    }
  }
  return out;
}

export interface UploadResult {
  name: string;
  files: number;
  id?: number | undefined;
  /** The artifact's sha256 digest as the service recorded it (`sha256:<hex>`), when it says. */
  digest?: string | undefined;
}

/**
 * The states of the run another job saved in this workflow run since this step looked (`seenInRun`),
 * as listed once this step's upload is done: whichever of two jobs advancing the run at once
 * finalizes its artifact last lists the other's, so one of them always says so. Not another job's:
 * this step's own artifact (`own.name`), a name this step found taken (409) that holds the same
 * bytes as its upload (its own finalize, whose answer was lost), and a taken name not listed —
 * never finalized yet: this step's own creation whose answer was lost (the client retried), or
 * another job's save still under way, which sees this one's when it finalizes. A listing that fails:
 * the listing from before the upload and every taken name (said as before).
 */
async function savedByOthers(location: RunLocation, seenInRun: number, existing: StoredArtifact[], taken: readonly string[], own: { name: string; size?: number | undefined; digest?: string | undefined }, env: PersistenceEnv): Promise<string[]> {
  let listed: StoredArtifact[];
  try {
    listed = await env.store.list({ kind: 'current' });
  } catch {
    return [...candidatesFor(existing, location).filter((a) => a.id > seenInRun).map((a) => a.name), ...taken];
  }
  for (const name of taken) {
    if (!listed.some((a) => a.name === name)) {
      env.log(`Artifact name ${name} was taken, and no artifact is listed under it now that this upload is done (not finalized): this step's own creation whose answer was lost (the client tried again), or another job's save still under way — that job, finalizing after this one, says so.`);
    }
  }
  return candidatesFor(listed, location)
    .filter((a) => a.id > seenInRun && a.name !== own.name)
    .filter((a) => {
      if (taken.includes(a.name) && own.digest !== undefined && a.digest === own.digest && own.size !== undefined && a.size === own.size) {
        env.log(`Artifact ${a.name} holds the same bytes as the one this step just saved (size ${own.size}, ${own.digest}): this step's own upload, whose answer was lost, not another job's save.`);
        return false;
      }
      return true;
    })
    .map((a) => a.name)
    .reverse();
}

/**
 * Upload the run root under a fresh name; a name taken meanwhile (409) moves on to the next seq.
 * `seenInRun` (restoreRun's, when this step looked for the state): a state of the run saved in this
 * workflow run since then was saved by another job advancing the run at the same time — warned about.
 */
export async function saveRun(location: RunLocation, env: PersistenceEnv, retentionDays: number | undefined, seenInRun?: number): Promise<UploadResult | undefined> {
  if (!existsSync(join(location.workspaceRoot, location.statePath))) {
    env.log(`No state at ${location.statePath}: nothing to upload.`);
    return undefined;
  }
  // Warnings are said once, after the read that may run more than once (InvocationReaders).
  let warnings: string[] = [];
  const { files, roots } = await env.readers.read((importers) => {
      warnings = [];
      return carriedFiles(location, (message) => warnings.push(message), importers);
    },
  );
  for (const message of warnings) env.warn(message);
  // A later job unpacks it within the same limit (artifact-store.ts): past it, that job refuses it.
  const limit = env.store.unpackLimit;
  if (limit !== undefined) {
    const bytes = files.reduce((sum, f) => sum + (lstatSync(join(location.workspaceRoot, f), { throwIfNoEntry: false })?.size ?? 0), 0);
    if (bytes > limit) {
      env.warn(
        `The state of run ${location.runId} is ${bytes} bytes unpacked, more than the ${Math.floor(limit / 1024 / 1024)} MiB a job unpacks of an artifact at most (${MAX_ARTIFACT_MB_VARIABLE}): a job that restores it with that limit refuses it (WORKFLOW_STATE_INTEGRITY_VIOLATION). Give the jobs that restore it a higher limit (env: ${MAX_ARTIFACT_MB_VARIABLE}: '${Math.ceil(bytes / 1024 / 1024)}'), or keep large files out of the run root.`,
      );
    }
  }
  const stem = artifactStem(location, env.who);
  const existing = await env.store.list({ kind: 'current' });
  let seq = 1;
  for (const a of existing) {
    const rest = a.name.startsWith(stem) ? a.name.slice(stem.length) : '';
    if (/^\d+$/.test(rest) && Number(rest) >= seq) seq = Number(rest) + 1;
  }
  const taken: string[] = [];
  for (let tries = 0; ; tries++) {
    const name = `${stem}${seq}`;
    try {
      const result = await env.store.upload(
        name,
        files.map((f) => join(location.workspaceRoot, f)),
        location.workspaceRoot,
        { retentionDays },
      );
      env.log(`Uploaded ${files.length} file${files.length === 1 ? '' : 's'} of run ${location.runId}${roots.length > 1 ? ` (run roots ${roots.join(', ')})` : ''} as artifact ${name}.`);
      const digest = result.digest ? (result.digest.startsWith('sha256:') ? result.digest : `sha256:${result.digest}`) : undefined;
      // A name of this job's taken meanwhile (409) was saved by a job of the same name (a matrix leg)
      // — unless it is this step's own: a creation whose answer was lost, which the client retried.
      const meanwhile = seenInRun === undefined ? [] : await savedByOthers(location, seenInRun, existing, taken, { name, size: result.size, digest }, env);
      if (meanwhile.length > 0) {
        env.warn(
          `Another job saved a state of run ${location.runId} in this workflow run while this step ran (${meanwhile.join(', ')}): both advanced the run from the same state, each running its stages. A later job restores the newest state saved, ${name}; what the other did is not in it. Let one job at a time advance a run: chain the jobs with needs:, put them in one concurrency group, or give each matrix leg its own run-id.`,
        );
      }
      return { name, files: files.length, id: result.id, digest };
    } catch (error) {
      if (!isNameConflict(error) || tries >= 9) throw error;
      env.log(`Artifact name ${name} is taken in this workflow run; trying the next sequence number.`);
      taken.push(name);
      seq++;
    }
  }
}
