// A shard a leg ran that did not finish (no verdict or result: its stage stopped with a code, the
// job was cancelled) is carried too, so that what it did — its journal, the attempts it counted,
// the `effect_done` events of `stagegate once` — is continued, not started over, by whoever takes
// the key next on another runner: a later leg of the key (a re-run of the failed job, a later
// wave) or the merge job (whose next step runs it in-process; its state artifact then carries
// the folder on). The leg uploads the shard's folder as
// `…-shard-pending-<16 hex of the key's sha256>-<8 hex of the folder's>-<key>-a<attempt>-<n>`
// (never taken by a merge for a result: those are `…-shard-<key hash>-…`; the folder — run root,
// step, key, visit — keeps two fan-out points of one key apart). The next job installs the newest
// one of each folder where that folder is not in the workspace yet (where it is, nothing is
// downloaded: the folder there is newer than any leg's leftover), when it belongs to this
// instance of the run (a run started over fresh never continues an earlier one's shard: an
// artifact made before the fresh start is passed over for the next-newest). Only this workflow
// run's artifacts are looked at, never those of the run resume-from-run-id names.
// An artifact that cannot be used — its bytes not the service's digest, not one shard folder of the
// run, a journal that does not read, another key's folder (or, in a leg, a key it does not run), no
// positive match on this instance of the run, a SHARD.json (a result is never a leftover) — fails
// the job as the artifact service failing does: a job that cannot tell whether a shard did
// something (a `stagegate once` effect) does not start it over.
import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import type { JournalLine } from '../core/state/journal.js';
import { journalPathFor, readJournal, readOrigin, sameInstance } from '../core/state/journal.js';
import type { BranchUpdated, RunStarted } from '../core/state/events.js';
import { isRunInstance } from '../core/shards/descriptor.js';
import { Workspace } from '../core/workspace/workspace.js';
import { isNameConflict, MergeBudgetExceeded, type DownloadLimit } from './artifact-store.js';
import { downloadFromThisRun } from './rerun-download.js';
import { artifactPrefix, inScope, isLockSideFile, slug, type RunIdentity, type RunLocation } from './persistence.js';
import type { CommandContext } from './context.js';
import { RestoreFailed } from './run-command.js';

function prefixOf(id: RunIdentity): string {
  return `${artifactPrefix(id)}shard-pending-`;
}

function hex(text: string, length: number): string {
  return createHash('sha256').update(text).digest('hex').slice(0, length);
}

/** A key, as the name says it: 16 hex of its sha256 (64 bits: no two keys of a run share it). */
function keyHash(key: string): string {
  return hex(key, 16);
}

/** A shard folder (workspace-relative, `/`-separated), as the name says it. */
function folderHash(folder: string): string {
  return hex(folder, 8);
}

/** The artifact name of shard `key`'s unfinished `folder` (workspace-relative), uploaded by this job attempt. */
export function pendingShardArtifactName(id: RunIdentity, key: string, folder: string, attempt: string, seq: number): string {
  return `${prefixOf(id)}${keyHash(key)}-${folderHash(folder)}-${slug(key, 30)}-a${slug(attempt, 10)}-${seq}`;
}

/** After the prefix: key hash, folder hash, key slug, attempt, sequence number. */
const NAME = /^([0-9a-f]{16})-([0-9a-f]{8})-.+-a[^-]+-\d+$/;

/** A shard folder as the workspace names it: <run root>/foreach|parallel/<step>/<key>/v<visit>. */
const SHARD_FOLDER = /^(foreach|parallel)\/[^/]+\/([^/]+)\/v\d+$/;

/**
 * Upload an unfinished shard's `folder` (workspace-relative): its `files` (workspace-absolute;
 * paths kept relative to the workspace, so the next job knows where they go). Returns the
 * artifact's name, or why not.
 */
export async function uploadPendingShard(ctx: CommandContext, id: RunIdentity, key: string, folder: string, files: string[], retentionDays: number | undefined): Promise<{ name: string } | { error: string }> {
  for (let seq = 1; seq <= 5; seq++) {
    const name = pendingShardArtifactName(id, key, folder, ctx.gh.attempt, seq);
    try {
      await ctx.store().upload(name, files, ctx.workspaceRoot, { retentionDays });
      return { name };
    } catch (error) {
      if (seq < 5 && isNameConflict(error)) continue;
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }
  return { error: 'every name was taken' };
}

/** A lock of the machine the folder came from (the run's, a once key's), its side files, a half-made copy: never installed. */
function leftBehind(name: string): boolean {
  return name.endsWith('.lock') || isLockSideFile(name) || name.includes('.stagegate-tmp-');
}

/** Regular files below `dir` (workspace-style relative paths, locks left out); undefined when anything else is there. */
function regularFiles(dir: string, rel = ''): string[] | undefined {
  const out: string[] = [];
  for (const name of readdirSync(join(dir, rel)).sort()) {
    const r = rel === '' ? name : `${rel}/${name}`;
    const st = lstatSync(join(dir, r));
    if (st.isDirectory()) {
      if (name.includes('.stagegate-tmp-')) continue;
      const below = regularFiles(dir, r);
      if (below === undefined) return undefined;
      out.push(...below);
    } else if (st.isFile()) {
      if (!leftBehind(name)) out.push(r);
    } else return undefined;
  }
  return out;
}

/** The names of the folders (not symlinks) in `dir`; none when it is absent. */
function subfolders(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
  } catch {
    return [];
  }
}

/** Bytes of the regular files below `dir` (what an unpack wrote there). */
export function bytesBelow(dir: string): number {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const abs = join(dir, entry.name);
    if (entry.isDirectory()) bytes += bytesBelow(abs);
    else if (entry.isFile()) bytes += lstatSync(abs).size;
  }
  return bytes;
}

/** What one downloaded artifact is: a folder to install, one already here, one made before a fresh start, or refused. */
type Judged = { kind: 'install'; folder: string; files: string[] } | { kind: 'here' } | { kind: 'earlier' } | { kind: 'refused'; why: string };

/**
 * The installed folders, or throws RestoreFailed (the service failed, or an artifact cannot be used).
 * `budget`: what the downloads may unpack in all (a merge passes what is left of its one limit; a
 * leg, none: each download has the store's limit). One the budget refuses, though the store's own
 * limit would not, fails as any unusable artifact does (overBudget) — skipped, the key would start
 * over and repeat what its leg did — unless its key is in `budget.covered`: a key whose result the
 * merge took (a later leg finished it), which replaces the folder anyway.
 */
export async function installPendingShards(ctx: CommandContext, location: RunLocation, keys?: readonly string[], budget?: DownloadLimit & { covered: ReadonlySet<string> }): Promise<string[]> {
  const id: RunIdentity = { workflowName: location.workflowName, runId: location.runId, workflowPath: location.workflowPath };
  const prefix = prefixOf(id);
  const store = ctx.store();
  type Listed = Awaited<ReturnType<typeof store.list>>[number];
  const wanted = keys === undefined ? undefined : new Set(keys.map(keyHash));
  const covered = new Set([...(budget?.covered ?? [])].map(keyHash));
  const service = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await inScope({ kind: 'current' }, call);
    } catch (error) {
      throw new RestoreFailed(location, error, 'shards');
    }
  };
  // Each folder's artifacts, newest first.
  const groups = new Map<string, Array<{ artifact: Listed; keyHash: string; folderHash: string }>>();
  const listed = await service(() => store.list({ kind: 'current' }));
  for (const a of listed.sort((x, y) => (y.createdAt?.getTime() ?? 0) - (x.createdAt?.getTime() ?? 0) || y.id - x.id)) {
    const m = a.name.startsWith(prefix) ? NAME.exec(a.name.slice(prefix.length)) : null;
    if (!m || (wanted !== undefined && !wanted.has(m[1]!))) continue;
    const group = `${m[1]}-${m[2]}`;
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group)!.push({ artifact: a, keyHash: m[1]!, folderHash: m[2]! });
  }
  if (groups.size === 0) return [];
  const workspace = new Workspace(ctx.workspaceRoot);
  const runRoot = location.runRoot === '.' ? '' : location.runRoot.replace(/\/+$/, '');
  const instance = readOrigin(journalPathFor(workspace.resolve(location.statePath, 'the run state').abs));
  const base = ctx.gh.runnerTemp ?? tmpdir();
  mkdirSync(base, { recursive: true });
  const installed: string[] = [];
  // What the installed downloads unpacked, against the budget (only those: the rest were removed).
  let unpacked = 0;
  const refuse = (name: string, why: string, overBudget = false): never => {
    const message = `unfinished shard artifact ${name} cannot be used: ${why}`;
    throw new RestoreFailed(location, overBudget ? new MergeBudgetExceeded(message) : new Error(message), 'unfinished shard');
  };

  // What the downloaded artifact `name` holds, judged against the run and the name.
  const judge = (name: string, got: { downloadPath: string; digestMismatch?: boolean; refused?: string }, want: { keyHash: string; folderHash: string }, digest: string | undefined): Judged => {
    if (got.digestMismatch) return { kind: 'refused', why: 'its bytes do not match the digest the artifact service recorded' };
    if (got.refused !== undefined) return { kind: 'refused', why: got.refused };
    // Only its journal could be checked without one (its other files, outputs in progress, not): as a mismatch, never installed.
    if (!digest) return { kind: 'refused', why: 'the artifact service lists it without a sha256 digest (uploaded by an older build of stagegate, or some other way), so its bytes cannot be checked' };
    const files = regularFiles(got.downloadPath);
    if (files === undefined || files.length === 0) return { kind: 'refused', why: 'it holds something other than regular files, or nothing' };
    const journal = files.find((f) => f.endsWith('/workflow_state.journal.jsonl'));
    const folder = journal === undefined ? undefined : dirname(journal);
    const inRoot = folder === undefined ? undefined : runRoot === '' ? folder : folder.startsWith(`${runRoot}/`) ? folder.slice(runRoot.length + 1) : undefined;
    const shape = inRoot === undefined ? null : SHARD_FOLDER.exec(inRoot);
    if (folder === undefined || shape === null || files.some((f) => !f.startsWith(`${folder}/`))) return { kind: 'refused', why: `it is not one shard folder of run ${location.runId}` };
    if (folderHash(folder) !== want.folderHash) return { kind: 'refused', why: `it holds ${folder}, not the folder its name says` };
    const target = workspace.resolve(folder, 'an unfinished shard');
    // What the run's state artifact carried (or a result merged there) is newer than any leg's leftover.
    if (lstatSync(target.abs, { throwIfNoEntry: false }) !== undefined) return { kind: 'here' };
    if (files.includes(`${folder}/SHARD.json`)) return { kind: 'refused', why: 'it holds a SHARD.json (a result, never an unfinished shard)' };
    const read = readJournal(join(got.downloadPath, journal!));
    if (read.kind !== 'ok') return { kind: 'refused', why: `its journal ${journal} ${read.kind === 'absent' ? 'is missing' : `cannot be read or verified (${read.reason})`}` };
    const starts = read.lines.filter((l) => l.event === 'run_started') as Array<JournalLine<RunStarted>>;
    if (starts.length === 0 || read.lines[0]!.event !== 'run_started') return { kind: 'refused', why: 'its journal does not begin with a run' };
    if (starts.some((s) => s.run_id !== location.runId)) return { kind: 'refused', why: `its journal is not of run ${location.runId}` };
    // A positive match on this instance of the run: a shard's journal records the instance it ran for.
    const claimed = starts.map((s) => s.parent_instance);
    if (instance === undefined || claimed.some((c) => !isRunInstance(c))) return { kind: 'refused', why: `its journal does not name the instance of run ${location.runId} it ran for` };
    if (!claimed.every((c) => sameInstance(c!, instance))) return { kind: 'earlier' };
    // Its key, from its journal: a foreach item's id; a branch shard's branch (the folder is the branch's name when no branch began yet).
    let key: string | undefined;
    if (shape[1] === 'foreach') key = starts[0]!.inputs['item_id'];
    else {
      const branches = new Set(read.lines.filter((l) => l.event === 'branch_updated').map((l) => (l as JournalLine<BranchUpdated>).branch));
      key = branches.size === 1 ? [...branches][0] : branches.size === 0 ? shape[2] : undefined;
    }
    if (key === undefined || keyHash(key) !== want.keyHash) return { kind: 'refused', why: `its journal ran ${key === undefined ? 'no one key' : `key ${key}`}, not the key its name says` };
    if (keys !== undefined && !keys.includes(key)) return { kind: 'refused', why: `its key ${key} is not one this leg runs` };
    return { kind: 'install', folder, files };
  };

  for (const group of groups.values()) {
    for (const { artifact, ...want } of group) {
      const skip = (): void => ctx.io.info(`Unfinished shard artifact ${artifact.name} was not installed: it does not fit in what is left of the merge's limit, and the merge took a result of its key, which replaces it.`);
      // Its folder already in the run (the run's state carried it, or a result merged there): nothing of the artifact is needed, so nothing is downloaded (no limit spent on it, none to refuse it).
      const here = folderHere(want.folderHash);
      if (here !== undefined) {
        ctx.io.info(`Unfinished shard artifact ${artifact.name} was not installed: the run already holds ${here}, newer than any leg's leftover (not downloaded: nothing of it is needed).`);
        break;
      }
      const quarantine = mkdtempSync(join(base, 'stagegate-pending-shard-'));
      try {
        const left = budget === undefined ? undefined : { maxBytes: Math.max(0, budget.maxBytes - unpacked), bound: budget.bound };
        // What this download adds to the budget once it is installed: one passed over (its folder
        // here, made before a fresh start) leaves nothing in the workspace, its quarantine removed.
        let counted = 0;
        const got = await service(() => downloadFromThisRun(store, artifact, quarantine, ctx.thisRun, (m) => ctx.io.info(m), left));
        if (left !== undefined && !got.digestMismatch) {
          // The budget's refusal (the store names it by its bound only when it is the tighter limit), or an unpack past it (a store that did not hold to it).
          const bytes = got.refused === undefined ? bytesBelow(got.downloadPath) : 0;
          const over = got.refused?.includes(left.bound) ? got.refused : bytes > left.maxBytes ? `it unpacked to ${bytes} bytes, more than the ${left.maxBytes} ${left.bound}` : undefined;
          if (over !== undefined && covered.has(want.keyHash)) {
            skip();
            break;
          }
          if (over !== undefined) refuse(artifact.name, over, true);
          counted = bytes;
        }
        let judged: Judged;
        try {
          judged = judge(artifact.name, got, want, artifact.digest);
        } catch (error) {
          judged = { kind: 'refused', why: error instanceof Error ? error.message : String(error) };
        }
        if (judged.kind === 'refused') refuse(artifact.name, judged.why);
        if (judged.kind === 'earlier') {
          ctx.io.annotate('warning', `Unfinished shard artifact ${artifact.name} was not installed: it was made for run ${location.runId} before its fresh start.`, { title: 'stagegate: shard of an earlier run not installed' });
          continue;
        }
        if (judged.kind === 'install') {
          install(artifact.name, got.downloadPath, judged.folder, judged.files);
          unpacked += counted;
        }
        break;
      } finally {
        rmSync(quarantine, { recursive: true, force: true });
      }
    }
  }
  return installed;

  /** The shard folder (workspace-relative) of the run root whose name hashes to `hash` (as artifact names say it), if the run holds one. */
  function folderHere(hash: string): string | undefined {
    for (const kind of ['foreach', 'parallel']) {
      const kindRel = runRoot === '' ? kind : `${runRoot}/${kind}`;
      let kindAbs: string;
      try {
        kindAbs = workspace.resolve(kindRel, 'the run root').abs;
      } catch {
        continue;
      }
      for (const step of subfolders(kindAbs)) {
        for (const key of subfolders(join(kindAbs, step))) {
          for (const visit of subfolders(join(kindAbs, step, key))) {
            const folder = `${kindRel}/${step}/${key}/${visit}`;
            if (SHARD_FOLDER.test(`${kind}/${step}/${key}/${visit}`) && folderHash(folder) === hash) return folder;
          }
        }
      }
    }
    return undefined;
  }

  // Copied beside the target, then renamed into place: never half a folder (a copy that fails leaves nothing).
  function install(name: string, from: string, folder: string, files: string[]): void {
    const target = workspace.resolve(folder, 'an unfinished shard');
    const temp = `${target.abs}.stagegate-tmp-${randomBytes(4).toString('hex')}`;
    try {
      for (const f of files) {
        const to = join(temp, relative(folder, f));
        mkdirSync(dirname(to), { recursive: true });
        copyFileSync(join(from, f), to);
      }
      renameSync(temp, target.abs);
    } catch (error) {
      rmSync(temp, { recursive: true, force: true });
      refuse(name, `it could not be copied to ${folder} (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
    }
    installed.push(folder);
  }
}
