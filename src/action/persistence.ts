// Carrying a run between jobs and workflow runs as artifacts.
//
// Restore: find the latest state artifact of this workflow + run id (this workflow run first,
// then `resume-from-run-id`), download it into a fresh quarantine directory under RUNNER_TEMP,
// verify it there — the service's digest, every file a regular file inside the run root, the
// state parses and belongs to this workflow, run id and run root, every recorded output inside
// the run root matches its sha256 — and only then copy the run root into the workspace. Nothing
// from the quarantine is ever executed; a refused artifact leaves the workspace untouched.
//
// Save: upload the run root (state, manifest, outputs, logs) under a name that cannot collide:
// stagegate-<workflow>-<run id>-<hash>-a<attempt>-<job>-<seq>, seq one above any existing one.
import { copyFileSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join } from 'node:path';
import { readState } from '../core/state-store.js';
import { sha256File } from '../core/digest.js';
import { Workspace } from '../core/paths.js';
import type { RunState } from '../core/state.js';
import { isNameConflict, type ArtifactScope, type ArtifactStore, type StoredArtifact } from './artifact-store.js';

/** Where a run lives in the (stagegate) workspace; paths are workspace-relative POSIX. */
export interface RunLocation {
  workspaceRoot: string;
  workflowName: string;
  runId: string;
  statePath: string;
  runRoot: string;
}

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

const MAX_FILES = 20_000;
/** Characters @actions/artifact refuses in file paths (NTFS limits). */
const UNUPLOADABLE = /[":<>|*?\r\n]/;

export function slug(text: string, max = 40): string {
  const s = text.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._-]+/, '').slice(0, max);
  return s === '' ? '_' : s;
}

/** Common prefix of every state artifact of one workflow + run id (the hash keeps slugs apart). */
export function artifactPrefix(workflowName: string, runId: string): string {
  const hash = createHash('sha256').update(`${workflowName}\n${runId}`).digest('hex').slice(0, 8);
  return `stagegate-${slug(workflowName)}-${slug(runId)}-${hash}-`;
}

/** Names this job uploads under: the stem plus a sequence number. */
export function artifactStem(workflowName: string, runId: string, who: JobIdentity): string {
  return `${artifactPrefix(workflowName, runId)}a${slug(who.attempt, 10)}-${slug(who.job)}-`;
}

export function artifactName(workflowName: string, runId: string, who: JobIdentity, seq: number): string {
  return `${artifactStem(workflowName, runId, who)}${seq}`;
}

/** The artifacts of this run id, newest first (creation time, then id). */
export function candidatesFor(artifacts: StoredArtifact[], workflowName: string, runId: string): StoredArtifact[] {
  const prefix = artifactPrefix(workflowName, runId);
  return artifacts
    .filter((a) => a.name.startsWith(prefix) && /^a[^-]+-.+-\d+$/.test(a.name.slice(prefix.length)))
    .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0) || b.id - a.id);
}

function isInsideRoot(rel: string, runRoot: string): boolean {
  return rel.startsWith(runRoot + '/');
}

function isSafeRelative(p: string): boolean {
  if (p === '' || isAbsolute(p) || p.startsWith('/') || p.includes('\\') || p.includes('\0') || /^[A-Za-z]:/.test(p)) return false;
  return p.split('/').every((part) => part !== '' && part !== '..' && part !== '.');
}

/** Regular files under `root` (relative POSIX paths); refuses anything else it meets. */
function walkQuarantine(root: string, refuse: (reason: string) => never): string[] {
  const files: string[] = [];
  const walk = (dir: string, rel: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const childRel = rel === '' ? entry.name : `${rel}/${entry.name}`;
      const abs = join(dir, entry.name);
      const stats = lstatSync(abs);
      if (stats.isSymbolicLink()) refuse(`it contains a symbolic link (${childRel})`);
      if (stats.isDirectory()) walk(abs, childRel);
      else if (stats.isFile()) {
        files.push(childRel);
        if (files.length > MAX_FILES) refuse(`it holds more than ${MAX_FILES} files`);
      } else refuse(`it contains ${childRel}, which is not a regular file`);
    }
  };
  walk(root, '');
  return files.sort();
}

/**
 * Verify a downloaded (quarantined) state artifact against the run it should continue.
 * Returns the files to restore (relative to the workspace) and the state; throws StateArtifactRefused.
 */
export function verifyQuarantine(quarantine: string, location: RunLocation, name: string): { files: string[]; state: RunState } {
  const refuse = (reason: string): never => {
    throw new StateArtifactRefused(name, reason);
  };
  const files = walkQuarantine(quarantine, refuse);
  const present = new Set(files);
  for (const rel of files) {
    if (!isSafeRelative(rel)) refuse(`file path '${rel}' is not a plain relative path`);
    if (rel !== location.statePath && !isInsideRoot(rel, location.runRoot)) refuse(`file '${rel}' lies outside the run root ${location.runRoot}`);
  }
  if (!present.has(location.statePath)) refuse(`it has no state file at ${location.statePath}`);
  const read = readState(join(quarantine, location.statePath));
  if (read.kind !== 'ok') return refuse(`its state ${read.kind === 'absent' ? 'is missing' : read.reason}`);
  const state = read.state;
  if (state.workflow !== location.workflowName) refuse(`its state belongs to workflow '${state.workflow}', not '${location.workflowName}'`);
  if (state.run_id !== location.runId) refuse(`its state belongs to run '${state.run_id}', not '${location.runId}'`);
  if (state.run_root !== location.runRoot) refuse(`its state names run root '${state.run_root}', not ${location.runRoot}`);
  const paths: Array<[string, string | null | undefined]> = [
    ['blocking_artifact', state.blocking_artifact],
    ['fresh_execution_of.superseded_to', state.fresh_execution_of?.superseded_to],
  ];
  for (const [id, record] of Object.entries(state.steps)) paths.push([`steps.${id}.output`, record.output], [`steps.${id}.log`, record.log]);
  for (const [id, a] of Object.entries(state.artifacts)) paths.push([`artifacts.${id}.path`, a.path]);
  for (const [field, p] of paths) {
    if (p === null || p === undefined) continue;
    if (!isSafeRelative(p)) refuse(`its state field ${field} names '${p}', which is not a plain workspace-relative path`);
  }
  for (const [id, record] of Object.entries(state.steps)) {
    if (record.log && !isInsideRoot(record.log, location.runRoot)) refuse(`its state puts the log of step ${id} outside the run root (${record.log})`);
  }
  for (const [id, a] of Object.entries(state.artifacts)) {
    // Outputs declared outside the run root are not carried; the runner checks them in the workspace.
    if (!isInsideRoot(a.path, location.runRoot)) continue;
    if (!present.has(a.path)) refuse(`the accepted output of step ${id} (${a.path}) is missing`);
    const digest = sha256File(join(quarantine, a.path));
    if (digest !== a.sha256) refuse(`the accepted output of step ${id} (${a.path}) does not match its recorded sha256`);
  }
  return { files, state };
}

export interface PersistenceEnv {
  store: ArtifactStore;
  who: JobIdentity;
  /** RUNNER_TEMP (falls back to the OS temp dir). */
  tempDir: string | undefined;
  log: (message: string) => void;
  warn: (message: string) => void;
}

export type RestoreResult =
  | { kind: 'none'; searched: string[] }
  | { kind: 'local-state'; artifact: StoredArtifact }
  | { kind: 'restored'; artifact: StoredArtifact; scope: ArtifactScope; files: string[]; state: RunState };

function describeScope(scope: ArtifactScope): string {
  return scope.kind === 'current' ? 'this workflow run' : `workflow run ${scope.workflowRunId}`;
}

/** Find, download, verify and restore the latest state of the run. Throws StateArtifactRefused. */
export async function restoreRun(location: RunLocation, scopes: ArtifactScope[], env: PersistenceEnv): Promise<RestoreResult> {
  const searched: string[] = [];
  for (const scope of scopes) {
    searched.push(describeScope(scope));
    const found = candidatesFor(await env.store.list(scope), location.workflowName, location.runId);
    const latest = found[0];
    if (!latest) continue;
    env.log(`Found state artifact ${latest.name} in ${describeScope(scope)} (${found.length} for this run id).`);
    const localState = readState(join(location.workspaceRoot, location.statePath));
    if (localState.kind !== 'absent') {
      env.log(`A state already exists at ${location.statePath} in the workspace (an earlier step of this job): it is used as it is and ${latest.name} is not restored.`);
      return { kind: 'local-state', artifact: latest };
    }
    if (!latest.digest || !/^sha256:[0-9a-f]{64}$/.test(latest.digest)) throw new StateArtifactRefused(latest.name, 'the artifact service reports no sha256 digest for it, so its bytes cannot be verified');
    const base = env.tempDir && existsSync(env.tempDir) ? env.tempDir : tmpdir();
    const quarantine = mkdtempSync(join(base, 'stagegate-quarantine-'));
    try {
      const result = await env.store.download(latest, scope, quarantine);
      if (result.digestMismatch) throw new StateArtifactRefused(latest.name, `its bytes do not match the digest the artifact service recorded (${latest.digest})`);
      const { files, state } = verifyQuarantine(quarantine, location, latest.name);
      const workspace = new Workspace(location.workspaceRoot);
      for (const rel of files) {
        const target = workspace.resolve(rel, 'restored state file');
        mkdirSync(dirname(target.abs), { recursive: true });
        copyFileSync(join(quarantine, rel), target.abs);
      }
      env.log(`Restored ${files.length} file${files.length === 1 ? '' : 's'} of run ${location.runId} into ${location.runRoot} (state: ${state.status}, next step: ${state.active_step ?? 'none'}).`);
      return { kind: 'restored', artifact: latest, scope, files, state };
    } finally {
      rmSync(quarantine, { recursive: true, force: true });
    }
  }
  return { kind: 'none', searched };
}

/** The files to upload: the run root's regular files (and the state file when it lives elsewhere). */
export function runRootFiles(location: RunLocation, warn: (message: string) => void): string[] {
  const root = join(location.workspaceRoot, location.runRoot);
  const lockFile = `${location.statePath}.lock`;
  const files: string[] = [];
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
      else if (childRel === lockFile || entry.name.includes('.stagegate-tmp-')) continue;
      else if (UNUPLOADABLE.test(childRel)) warn(`Not uploading ${childRel}: artifact file names cannot contain " : < > | * ? or line breaks.`);
      else files.push(childRel);
    }
  };
  walk(root, location.runRoot);
  if (!isInsideRoot(location.statePath, location.runRoot) && existsSync(join(location.workspaceRoot, location.statePath))) files.push(location.statePath);
  return files.sort();
}

export interface UploadResult {
  name: string;
  files: number;
  id?: number | undefined;
}

/** Upload the run root under a fresh name; a name taken meanwhile (409) moves on to the next seq. */
export async function saveRun(location: RunLocation, env: PersistenceEnv, retentionDays: number | undefined): Promise<UploadResult | undefined> {
  if (!existsSync(join(location.workspaceRoot, location.statePath))) {
    env.log(`No state at ${location.statePath}: nothing to upload.`);
    return undefined;
  }
  const files = runRootFiles(location, env.warn);
  const stem = artifactStem(location.workflowName, location.runId, env.who);
  const existing = await env.store.list({ kind: 'current' });
  let seq = 1;
  for (const a of existing) {
    const rest = a.name.startsWith(stem) ? a.name.slice(stem.length) : '';
    if (/^\d+$/.test(rest) && Number(rest) >= seq) seq = Number(rest) + 1;
  }
  for (let tries = 0; ; tries++) {
    const name = `${stem}${seq}`;
    try {
      const result = await env.store.upload(
        name,
        files.map((f) => join(location.workspaceRoot, f)),
        location.workspaceRoot,
        { retentionDays },
      );
      env.log(`Uploaded ${files.length} file${files.length === 1 ? '' : 's'} of run ${location.runId} as artifact ${name}.`);
      return { name, files: files.length, id: result.id };
    } catch (error) {
      if (!isNameConflict(error) || tries >= 9) throw error;
      env.log(`Artifact name ${name} is taken in this workflow run; trying the next sequence number.`);
      seq++;
    }
  }
}
