// A shard a leg ran that did not finish (no verdict or result: its stage stopped with a code, the
// job was cancelled) is carried too, so that what it did — its journal, the attempts it counted,
// the `effect_done` events of `stagegate once` — is continued, not started over, by whoever takes
// the key next on another runner: a later leg of the key (a re-run of the failed job, a later
// wave) or the merge job (whose next step runs it in-process; its state artifact then carries
// the folder on). The leg uploads the shard's folder as `…-shard-pending-<key hash>-<key>-a<attempt>-<n>`
// (never taken by a merge for a result: those are `…-shard-<key hash>-…`); the next job installs
// the newest one of a key where the shard's folder is not in the workspace yet, when it belongs
// to this instance of the run (a run started over fresh never continues an earlier one's shard).
import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { earlierInstanceIn } from '../core/shards/earlier-instance.js';
import { journalPathFor, readOrigin } from '../core/state/journal.js';
import { Workspace } from '../core/workspace/workspace.js';
import { isNameConflict } from './artifact-store.js';
import { artifactPrefix, inScope, slug, type RunIdentity, type RunLocation } from './persistence.js';
import type { CommandContext } from './context.js';
import { RestoreFailed } from './run-command.js';

function prefixOf(id: RunIdentity): string {
  return `${artifactPrefix(id)}shard-pending-`;
}

function keyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

/** The artifact name of shard `key`'s unfinished folder, uploaded by this job attempt. */
export function pendingShardArtifactName(id: RunIdentity, key: string, attempt: string, seq: number): string {
  return `${prefixOf(id)}${keyHash(key)}-${slug(key, 30)}-a${slug(attempt, 10)}-${seq}`;
}

/** A shard folder as the workspace names it: <run root>/foreach|parallel/<step>/<key>/v<visit>. */
const SHARD_FOLDER = /^(?:foreach|parallel)\/[^/]+\/[^/]+\/v\d+$/;

/**
 * Upload an unfinished shard's folder (`files`, workspace-absolute; paths kept relative to the
 * workspace, so the next job knows where it goes). Returns the artifact's name, or why not.
 */
export async function uploadPendingShard(ctx: CommandContext, id: RunIdentity, key: string, files: string[], retentionDays: number | undefined): Promise<{ name: string } | { error: string }> {
  for (let seq = 1; seq <= 5; seq++) {
    const name = pendingShardArtifactName(id, key, ctx.gh.attempt, seq);
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

/** Regular files below `dir` (workspace-style relative paths); undefined when anything else is there. */
function regularFiles(dir: string, rel = ''): string[] | undefined {
  const out: string[] = [];
  for (const name of readdirSync(join(dir, rel)).sort()) {
    const r = rel === '' ? name : `${rel}/${name}`;
    const st = lstatSync(join(dir, r));
    if (st.isDirectory()) {
      const below = regularFiles(dir, r);
      if (below === undefined) return undefined;
      out.push(...below);
    } else if (st.isFile()) out.push(r);
    else return undefined;
  }
  return out;
}

/**
 * Install the newest unfinished-shard artifact of each key (of `keys` only, when given) of this run
 * in this workflow run, where its folder is not in the workspace. Returns the folders installed
 * (workspace-relative). An artifact that cannot be used (its bytes not the service's digest, not
 * one shard folder, made before a fresh start) is named in a warning and left. The artifact service
 * failing a listing or a download throws RestoreFailed: a job that cannot tell whether a key's
 * shard did something (a `stagegate once` effect) does not start the key over.
 */
export async function installPendingShards(ctx: CommandContext, location: RunLocation, keys?: readonly string[]): Promise<string[]> {
  const id: RunIdentity = { workflowName: location.workflowName, runId: location.runId, workflowPath: location.workflowPath };
  const prefix = prefixOf(id);
  const store = ctx.store();
  const wanted = keys === undefined ? undefined : new Set(keys.map(keyHash));
  const newest = new Map<string, Awaited<ReturnType<typeof store.list>>[number]>();
  const service = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await inScope({ kind: 'current' }, call);
    } catch (error) {
      throw new RestoreFailed(location, error, 'shards');
    }
  };
  const listed = await service(() => store.list({ kind: 'current' }));
  for (const a of listed.sort((x, y) => (y.createdAt?.getTime() ?? 0) - (x.createdAt?.getTime() ?? 0) || y.id - x.id)) {
    const m = a.name.startsWith(prefix) ? /^([0-9a-f]{8})-(.+)-a[^-]+-\d+$/.exec(a.name.slice(prefix.length)) : null;
    if (!m || (wanted !== undefined && !wanted.has(m[1]!))) continue;
    const k = `${m[1]}-${m[2]}`;
    if (!newest.has(k)) newest.set(k, a);
  }
  if (newest.size === 0) return [];
  const workspace = new Workspace(ctx.workspaceRoot);
  const runRoot = location.runRoot === '.' ? '' : location.runRoot.replace(/\/+$/, '');
  const instance = readOrigin(journalPathFor(workspace.resolve(location.statePath, 'the run state').abs));
  const base = ctx.gh.runnerTemp ?? tmpdir();
  mkdirSync(base, { recursive: true });
  const installed: string[] = [];
  for (const artifact of newest.values()) {
    const quarantine = mkdtempSync(join(base, 'stagegate-pending-shard-'));
    try {
      const got = await service(() => store.download(artifact, { kind: 'current' }, quarantine));
      let why: string | undefined;
      try {
        why = installOne(got);
      } catch (error) {
        why = error instanceof Error ? error.message : String(error);
      }
      if (why !== undefined) ctx.io.annotate('warning', `Unfinished shard artifact ${artifact.name} was not installed: ${why}.`);
    } finally {
      rmSync(quarantine, { recursive: true, force: true });
    }

    // Why the artifact was not installed, or undefined when it was (or its folder is already here).
    function installOne(got: { downloadPath: string; digestMismatch?: boolean }): string | undefined {
      if (got.digestMismatch) return 'its bytes do not match the digest the artifact service recorded';
      const files = regularFiles(got.downloadPath);
      if (files === undefined || files.length === 0) return 'it holds something other than regular files, or nothing';
      const journal = files.find((f) => f.endsWith('/workflow_state.journal.jsonl'));
      const folder = journal === undefined ? undefined : dirname(journal);
      const inRoot = folder === undefined ? undefined : runRoot === '' ? folder : folder.startsWith(`${runRoot}/`) ? folder.slice(runRoot.length + 1) : undefined;
      if (folder === undefined || inRoot === undefined || !SHARD_FOLDER.test(inRoot) || files.some((f) => !f.startsWith(`${folder}/`))) return `it is not one shard folder of run ${location.runId}`;
      const target = workspace.resolve(folder, 'an unfinished shard');
      // What the run's state artifact carried (or a result merged there) is newer than any leg's leftover.
      if (lstatSync(target.abs, { throwIfNoEntry: false }) !== undefined) return undefined;
      const source = join(got.downloadPath, folder);
      if (earlierInstanceIn(source, location.runId, instance) !== undefined) return `it was made for run ${location.runId} before its fresh start`;
      // Copied beside the target, then renamed into place: never half a folder.
      const temp = `${target.abs}.stagegate-tmp-${randomBytes(4).toString('hex')}`;
      for (const f of files) {
        const to = join(temp, relative(folder, f));
        mkdirSync(dirname(to), { recursive: true });
        copyFileSync(join(got.downloadPath, f), to);
      }
      renameSync(temp, target.abs);
      installed.push(folder);
      return undefined;
    }
  }
  return installed;
}
