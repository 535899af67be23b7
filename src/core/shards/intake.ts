// What `stagegate merge` hands the foreach or parallel step (RunRequest.shards): under the run lock, the shard
// results are found, verified (shards/verify.ts) and installed — a shard from another machine is
// copied into the folder its run belongs in (under that folder's lock), and every output
// it accepted is put in the workspace from its verified copy — before the step applies anything.
import { lstatSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { NotRegularFileError, readRegularFile } from '../state/own-file.js';
import { dirname, join, posix } from 'node:path';
import { StagegateError, isStagegateError } from '../run/errors.js';
import { atomicWriteFile } from '../state/atomic-write.js';
import { CopyFailed, copyDurably } from './durable-copy.js';
import { foldersLeft, mergeMarkerPath, readMergeMarker, removeMergeMarker, writeMergeMarker } from './merge-marker.js';
import { RunLock } from '../state/lock.js';
import { sha256File, sha256Text } from '../workspace/digest.js';
import type { RunHost, ShardIntake, ShardResult } from '../run/host.js';
import type { StepModel } from '../model/workflow.js';
import { readDescriptor, SHARD_FILE, SHARD_FILES_DIR } from './descriptor.js';
import { findCandidates } from './candidates.js';
import { foreachRunsFolder } from '../steps/foreach/manifest.js';
import { fanOutOf } from './fan-out.js';
import { workflowBreach } from '../steps/process/budget.js';
import { verifyAll, type ParentRun, type Superseded, type VerifiedShard } from './verify.js';
import { verifyBranches, type ParentBranchRun } from './verify-branch.js';
import { branchFanOutOf, branchShardsFolder } from './branch-fan-out.js';
import { journalPathFor, readOrigin, type JournalOrigin } from '../state/journal.js';

function sameFolder(a: string, b: string): boolean {
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return false;
  }
}

/**
 * Copy a shard from elsewhere into its run's folder (a result already there is kept), durably: the
 * merge's commit, next, counts on it (durable-copy.ts; synced through the run's journal port).
 */
function installFolder(host: RunHost, shard: VerifiedShard, target: string): void {
  const workspace = host.workspace;
  const lock = RunLock.acquire(join(target, 'workflow_state.yaml.lock'), `shard ${shard.descriptor.key}`);
  try {
    const there = readDescriptor(target);
    if (there.kind === 'ok' && there.descriptor.journal.sha256 === shard.descriptor.journal.sha256) return;
    // Whatever is there holds no finished result (verify refused a different one): an unfinished leg's run.
    for (const name of lsSafe(target)) if (name !== 'workflow_state.yaml.lock') rmSync(join(target, name), { recursive: true, force: true });
    // Never a link, a lock or a temp file of the machine it came from; SHARD.json last, once the
    // rest is synced: a copy killed part way is no shard the next merge finds, it copies it again.
    const keep = (src: string) => !lstatSync(src).isSymbolicLink() && !src.endsWith('.lock') && !src.includes('.stagegate-tmp-');
    copyDurably(shard.candidate.dir, target, keep, workspace.root, host.ports.journal, host.request.syncedNames, SHARD_FILE);
  } catch (error) {
    if (error instanceof CopyFailed) throw copyFailed(host, shard, error.code, error.file);
    throw error;
  } finally {
    lock.release();
  }
}

/**
 * The folder a shard from elsewhere is copied into (workspace-absolute and -relative); undefined
 * when it needs no copy: found in the run root, where it belongs (verify checked its state path).
 */
function targetOf(host: RunHost, shard: VerifiedShard): { abs: string; rel: string } | undefined {
  if (shard.candidate.inPlace) return undefined;
  const state = host.workspace.resolve(shard.descriptor.state_path, `shard ${shard.descriptor.key}`);
  const target = { abs: dirname(state.abs), rel: posix.dirname(state.rel) };
  return sameFolder(shard.candidate.dir, target.abs) ? undefined : target;
}

/**
 * A copy or an output write the file system refused (a full disk, an I/O error, a file size
 * limit): STATE_WRITE_FAILED naming the file, nothing merged (the journal is as it was; the merge
 * marker stays, so a resume asks for the merge again, which copies anew what is half copied).
 */
function copyFailed(host: RunHost, shard: VerifiedShard, code: string, file: string): StagegateError {
  const shown = host.workspace.relative(file);
  return new StagegateError('STATE_WRITE_FAILED', `cannot install shard ${shard.candidate.shown} (key ${shard.descriptor.key}): ${code} at ${shown}; nothing was merged (the run's journal is as it was)`, {
    hint: `Free disk space (or raise the file size limit, fix the failing disk) and merge again: it copies the shard anew. Until then a resume stops with SHARD_MERGE_INTERRUPTED.`,
    location: { file: shown },
  });
}

/** The merge marker written (or removed); a file system refusal is STATE_WRITE_FAILED naming it, nothing merged. */
function markerWrite(host: RunHost, write: () => void): void {
  try {
    write();
  } catch (error) {
    const code = refusalCode(error);
    if (code === undefined) throw error;
    const marker = host.workspace.relative(mergeMarkerPath(host.ctx.statePath.abs));
    throw new StagegateError('STATE_WRITE_FAILED', `cannot write the merge marker ${marker} (${code}); nothing was merged (the run's journal is as it was)`, {
      hint: 'Free disk space (or fix permissions on the run root) and merge again.',
      location: { file: marker },
    });
  }
}

/** The file system's error code of a refused write (ENOSPC, EIO, EFBIG…); undefined for anything else (ours included). */
function refusalCode(error: unknown): string | undefined {
  const code = (error as NodeJS.ErrnoException).code;
  return typeof code === 'string' && !isStagegateError(error) ? code : undefined;
}

function lsSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** Put each output the shard accepted in the workspace (from its verified copy) unless it is there already. */
function installOutputs(host: RunHost, shard: VerifiedShard): void {
  const workspace = host.workspace;
  for (const output of shard.descriptor.outputs) {
    const target = workspace.resolve(output.path, `output of shard ${shard.descriptor.key}`);
    const st = lstatSync(target.abs, { throwIfNoEntry: false });
    if (st?.isFile() && sha256File(target.abs) === output.sha256) continue;
    let bytes: Buffer;
    try {
      // Not through a link, never waiting on a FIFO put there since the shard was verified.
      bytes = readRegularFile(join(shard.candidate.dir, SHARD_FILES_DIR, output.path), Number.MAX_SAFE_INTEGER, { follow: false });
    } catch (error) {
      if (!(error instanceof NotRegularFileError)) throw error;
      throw new StagegateError('SHARD_TAMPERED', `shard ${shard.candidate.shown} refused: its copy of output ${output.path} is ${error.kind} now, not a file`, { location: { file: shard.candidate.shown } });
    }
    if (sha256Text(bytes) !== output.sha256) {
      throw new StagegateError('SHARD_TAMPERED', `shard ${shard.candidate.shown} refused: its copy of output ${output.path} changed while it was merged`, { location: { file: shard.candidate.shown } });
    }
    try {
      atomicWriteFile(target.abs, bytes, { durable: true });
    } catch (error) {
      const code = refusalCode(error);
      if (code === undefined) throw error;
      throw copyFailed(host, shard, code, target.abs);
    }
  }
}

/**
 * The instance of the run the merge holds the lock of: its journal's first event, read from the
 * journal (the run's own, verified when the lock was taken; only its first line is read).
 */
function instanceOf(host: RunHost): JournalOrigin | undefined {
  return readOrigin(journalPathFor(host.ctx.statePath.abs));
}

/** The shard results a merge of `step` accepts: verified against the run as it stands now. */
function verifyFor(host: RunHost, step: StepModel, fromDirs: readonly { abs: string; shown: string }[]): ReturnType<typeof verifyAll> | undefined {
  const runRoot = host.ctx.runRoot.rel;
  if (step.kind === 'parallel') {
    const fan = branchFanOutOf(host.state(), host.workflow);
    if (!fan || fan.step.id !== step.id) return undefined;
    const parent: ParentBranchRun = { workspace: host.workspace, workflow: host.workflow, runId: host.ctx.runId, instance: instanceOf(host), runRoot, bindings: host.ctx.bindings, state: host.state(), fan };
    return verifyBranches(parent, findCandidates(host.workspace, branchShardsFolder(runRoot, step.id), fromDirs));
  }
  const fan = fanOutOf(host, host.workflow);
  if (!fan || fan.step.id !== step.id) return undefined;
  const parent: ParentRun = { workspace: host.workspace, workflow: host.workflow, runId: host.ctx.runId, instance: instanceOf(host), runRoot, fan };
  return verifyAll(parent, findCandidates(host.workspace, foreachRunsFolder(runRoot, step.id), fromDirs));
}

/** The shard intake of a merge of foreach or parallel step `stepId`, with the --from folders (absolute, and as given). */
export function shardIntake(stepId: string, fromDirs: readonly { abs: string; shown: string }[]): ShardIntake {
  const report = { merged: [] as string[], alreadyMerged: [] as string[], pending: [] as string[], superseded: [] as Superseded[] };
  return {
    step: stepId,
    report,
    accept(host: RunHost, step: StepModel): Map<string, ShardResult> {
      const verified = verifyFor(host, step, fromDirs);
      if (!verified) return new Map();
      const { accepted, alreadyMerged, superseded } = verified;
      const what = step.kind === 'parallel' ? 'parallel' : 'foreach';
      // A run-level budget counts what the shards spent: the run's own spend and that of the shards merged now.
      const combined = { ...host.state(), steps: { ...host.state().steps } };
      for (const [id, shard] of accepted) for (const [sid, record] of Object.entries(shard.state.steps)) combined.steps[`${step.id}[${id}]/${sid}`] = record;
      const breach = accepted.size > 0 ? workflowBreach(host.workflow, combined) : undefined;
      if (breach) {
        throw new StagegateError('WORKFLOW_BUDGET_EXCEEDED', `merging the shards of ${what} step ${step.id} (${[...accepted.keys()].join(', ')}): ${breach.message}, counting the run's own spend and the shards'; nothing was merged`, {
          hint: 'Raise execution.max_cost_usd / max_turns (then merge with --allow-workflow-change), or leave the run where it is.',
        });
      }
      report.alreadyMerged.push(...alreadyMerged);
      report.superseded.push(...superseded);
      const results = new Map<string, ShardResult>();
      // The copies from elsewhere are covered by the merge marker until every one, and every output, is in place.
      const statePath = host.ctx.statePath.abs;
      const earlier = readMergeMarker(statePath);
      const targets = new Map([...accepted].map(([id, shard]) => [id, targetOf(host, shard)] as const));
      const copied = new Set([...targets.values()].flatMap((t) => (t ? [t.rel] : [])));
      const from = [...new Set([...(earlier?.from ?? []), ...fromDirs.map((d) => d.shown)])];
      if (copied.size > 0) markerWrite(host, () => writeMergeMarker(statePath, { from, folders: [...new Set([...(earlier?.folders ?? []), ...copied])] }));
      for (const [id, shard] of accepted) {
        const target = targets.get(id);
        if (target) installFolder(host, shard, target.abs);
        installOutputs(host, shard);
        results.set(id, { key: id, outcome: shard.descriptor.outcome, state: shard.state, folder: shard.candidate.shown });
        // The shard's warnings (its leg said them there) are the merge's to say too, once.
        for (const warning of shard.descriptor.warnings ?? []) host.warn(warning);
      }
      // What an earlier interrupted merge left half copied and this one did not copy again stays covered.
      if (earlier !== undefined || copied.size > 0) {
        // One that cannot be looked at stays covered too (it may be there, half copied).
        const left = foldersLeft(host.workspace, { from, folders: earlier?.folders ?? [] })
          .filter((f) => !copied.has(f.folder) && (f.unreadable !== undefined || readDescriptor(host.workspace.resolve(f.folder, 'a shard folder').abs).kind !== 'ok'))
          .map((f) => f.folder);
        markerWrite(host, () => (left.length === 0 ? removeMergeMarker(statePath) : writeMergeMarker(statePath, { from, folders: left })));
      }
      return results;
    },
  };
}

/** Verify what a merge would merge, without the lock and without writing (the merge's first check). */
export function precheck(parent: ParentRun, fromDirs: readonly { abs: string; shown: string }[]): ReturnType<typeof verifyAll> {
  return verifyAll(parent, findCandidates(parent.workspace, foreachRunsFolder(parent.runRoot, parent.fan.step.id), fromDirs));
}

/** precheck for a parallel step's branch shards. */
export function precheckBranches(parent: ParentBranchRun, fromDirs: readonly { abs: string; shown: string }[]): ReturnType<typeof verifyAll> {
  return verifyBranches(parent, findCandidates(parent.workspace, branchShardsFolder(parent.runRoot, parent.fan.step.id), fromDirs));
}
