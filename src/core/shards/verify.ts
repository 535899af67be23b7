// A shard result is accepted only when everything it claims holds: its descriptor reads; it ran
// for this run id (and this instance of it: one made before a fresh start of the run id is not
// merged, only named), this version of the workflow, this foreach step and visit, an item the run has
// with the bindings the run gives it, in the folder that item's run belongs in; its journal chains
// and replays against the per-item machine and ends at the head the descriptor names, finished,
// with the outcome it names; its outputs are the ones its journal accepted, and each copy it
// carries has the recorded sha256. Two results of one key must be the same result, and the same
// as one the run already holds. Any refusal names the shard and stops the merge before anything
// is merged.
import { existsSync, lstatSync } from 'node:fs';
import { join } from 'node:path';
import { StagegateError } from '../run/errors.js';
import { loadedEvents, loadRun } from '../state/store.js';
import { journalPathFor, readJournal, sameInstance, scanJournal, type JournalHead, type JournalOrigin } from '../state/journal.js';
import { newerBuildRefusal, newerThan, upgradeTo } from '../state/written-by.js';
import { sha256File } from '../workspace/digest.js';
import { itemWorkflowFor } from '../steps/foreach/run.js';
import type { Workflow } from '../model/workflow.js';
import type { ForeachItemRecord, RunState } from '../state/state.js';
import type { Workspace } from '../workspace/workspace.js';
import { isRunInstance, readDescriptor, SHARD_FILES_DIR, type ShardDescriptor } from './descriptor.js';
import { isOpen, shardStatePath, type FanOut } from './fan-out.js';
import type { Candidate } from './candidates.js';

export interface VerifiedShard {
  candidate: Candidate;
  descriptor: ShardDescriptor;
  /** The item run's state, replayed from the shard's journal. */
  state: RunState;
  /** Index of its item in the foreach's items. */
  index: number;
}

export interface Verification {
  /** One result per open item, by item id. */
  accepted: Map<string, VerifiedShard>;
  /** Items whose result the run already holds (the same result found again). */
  alreadyMerged: string[];
  /** Shards made for an earlier instance of the run (before a fresh start of its run id): not merged, their keys stay open. */
  superseded: Superseded[];
}

/** A shard of this run id made for an earlier instance of the run: its key and its folder (as the merge names it). */
export interface Superseded {
  key: string;
  folder: string;
  /** In the run root (kept or put back there, not a --from folder): `run --shard` of its key, and a resume running it in-process, refuse it until it is removed. */
  inPlace: boolean;
}

export interface ParentRun {
  workspace: Workspace;
  workflow: Workflow;
  runId: string;
  /** The instance of the run (its journal's first event) a shard must have been made for (undefined: the journal has none yet, so no shard was). */
  instance: JournalOrigin | undefined;
  runRoot: string;
  fan: FanOut;
}

export function refuse(code: 'SHARD_TAMPERED' | 'SHARD_FOREIGN' | 'SHARD_CONFLICT', candidate: Candidate, why: string): StagegateError {
  return new StagegateError(code, `shard ${candidate.shown} refused: ${why}; nothing was merged`, {
    hint: code === 'SHARD_CONFLICT' ? 'Keep one result of the key (remove the other folder or artifact), then merge again.' : 'Remove that shard folder (or artifact) and run the shard again for this run, then merge again.',
    location: { file: candidate.shown },
  });
}

export const sameRecord = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean => {
  const ka = Object.keys(a).sort();
  const kb = Object.keys(b).sort();
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && a[k] === b[k]);
};

export const headText = (h: { seq: number; sha256: string | null }): string => `event ${h.seq} (${(h.sha256 ?? '').slice(0, 12)}…)`;

/** The outputs an item run accepted, by path (sorted). */
export function acceptedOutputs(state: RunState): Array<{ path: string; sha256: string; size: number }> {
  const byPath = new Map<string, { path: string; sha256: string; size: number }>();
  for (const a of Object.values(state.artifacts)) byPath.set(a.path, { path: a.path, sha256: a.sha256, size: a.size });
  return [...byPath.values()].sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0));
}

export function sha256Of(path: string): string | undefined {
  const st = lstatSync(path, { throwIfNoEntry: false });
  if (!st || !st.isFile()) return undefined;
  return sha256File(path);
}

/**
 * A shard a newer stagegate made is refused as such, as the run's own state is
 * (RUN_WRITTEN_BY_NEWER_STAGEGATE, state/written-by.ts): what that build wrote (a SHARD.json key, a
 * journal event) would otherwise read as tampering, and the fix is an upgrade, not a new shard.
 */
function newerBuildShard(candidate: Candidate, newer: string): StagegateError {
  const { reason } = newerBuildRefusal(newer, `${candidate.shown}/workflow_state.journal.jsonl`);
  return new StagegateError('RUN_WRITTEN_BY_NEWER_STAGEGATE', `shard ${candidate.shown} refused: ${reason}; nothing was merged`, {
    hint: `${upgradeTo(newer)}, then merge again: the shard and the run were left as they are. Or run the shard again with this stagegate.`,
    location: { file: candidate.shown },
  });
}

/** The newest stagegate newer than this one that wrote the shard's journal (each verified run_started's stagegate_version), if any. */
function shardWrittenByNewer(candidate: Candidate): string | undefined {
  const versions: string[] = [];
  scanJournal(journalPathFor(join(candidate.dir, 'workflow_state.yaml')), (line) => {
    const e = line as { event?: unknown; stagegate_version?: unknown };
    if (e.event === 'run_started' && typeof e.stagegate_version === 'string') versions.push(e.stagegate_version);
  });
  return newerThan(versions);
}

/** The shard's journal replayed against `model`: it chains, is whole, and ends at the head SHARD.json names. */
export function replayShard(candidate: Candidate, model: Workflow, d: ShardDescriptor): RunState {
  const load = loadRun({ state: join(candidate.dir, 'workflow_state.yaml') }, model, `${candidate.shown}/workflow_state.yaml`);
  if (load.kind === 'corrupt' && load.writtenBy !== undefined) throw newerBuildShard(candidate, load.writtenBy);
  if (load.kind === 'corrupt') throw refuse('SHARD_TAMPERED', candidate, load.reason);
  if (load.kind === 'absent') throw refuse('SHARD_TAMPERED', candidate, 'it holds no journal of its run');
  if (load.journal.tornBytes > 0) throw refuse('SHARD_TAMPERED', candidate, 'its journal ends in a torn line');
  if (load.head.seq !== d.journal.seq || load.head.sha256 !== d.journal.sha256) throw refuse('SHARD_TAMPERED', candidate, `its journal ends at ${headText(load.head)}, SHARD.json names ${headText(d.journal)}`);
  // Every invocation of its run recorded the instance of the run it ran for: the one SHARD.json names.
  for (const e of loadedEvents(load.journal)) {
    if (e.event !== 'run_started' || e.parent_instance === undefined) continue;
    if (!isRunInstance(e.parent_instance)) throw refuse('SHARD_TAMPERED', candidate, `its journal's event ${e.seq} records a malformed run instance`);
    // A shard from before instances were recorded has none in SHARD.json, and none in its journal.
    if (d.run_instance === undefined) throw refuse('SHARD_TAMPERED', candidate, `its journal's event ${e.seq} records the instance of run '${d.run_id}' it ran for, SHARD.json names none`);
    if (!sameInstance(e.parent_instance, d.run_instance)) {
      throw refuse('SHARD_FOREIGN', candidate, `its journal ran (event ${e.seq}) for another instance of run '${d.run_id}' than SHARD.json names (one before a fresh start of it)`);
    }
  }
  return load.state;
}

/** SHARD.json lists exactly the outputs its journal accepted (`outputs`, by path), and each copy it carries has the recorded sha256. */
export function checkOutputs(workspace: Workspace, candidate: Candidate, d: ShardDescriptor, outputs: ReadonlyArray<{ path: string; sha256: string }>): void {
  const claimed = [...d.outputs].sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0));
  if (outputs.length !== claimed.length || outputs.some((o, i) => o.path !== claimed[i]!.path || o.sha256 !== claimed[i]!.sha256)) {
    throw refuse('SHARD_TAMPERED', candidate, 'the outputs SHARD.json lists are not the ones its journal accepted');
  }
  for (const output of outputs) {
    const target = workspace.resolve(output.path, `output of shard ${d.key}`);
    const copy = sha256Of(join(candidate.dir, SHARD_FILES_DIR, output.path));
    if (copy === output.sha256) continue;
    // A shard that ran here may rely on the output in place.
    if (candidate.inPlace && copy === undefined && sha256Of(target.abs) === output.sha256) continue;
    throw refuse('SHARD_TAMPERED', candidate, `its copy of output ${output.path} ${copy === undefined ? 'is missing' : `has sha256 ${copy.slice(0, 12)}…, its journal recorded ${output.sha256.slice(0, 12)}…`}`);
  }
}

/** The shard's SHARD.json, when it reads and names this run, this workflow version and this fan-out point. */
export function readClaim(candidate: Candidate, here: { runId: string; workflow: Workflow; kind: ShardDescriptor['kind']; step: string; visit: number }): ShardDescriptor {
  // Before its SHARD.json is judged: a newer build's may hold a key this one does not know.
  const newer = shardWrittenByNewer(candidate);
  if (newer !== undefined) throw newerBuildShard(candidate, newer);
  const read = readDescriptor(candidate.dir);
  if (read.kind === 'bad') throw refuse('SHARD_TAMPERED', candidate, read.reason);
  const d = read.descriptor;
  const { workflow } = here;
  if (d.run_id !== here.runId) throw refuse('SHARD_FOREIGN', candidate, `it belongs to run '${d.run_id}', not '${here.runId}'`);
  if (d.workflow_digest !== workflow.digest) throw refuse('SHARD_FOREIGN', candidate, `it ran another version of ${workflow.file} (sha256 ${d.workflow_digest.slice(0, 12)}…, this one ${workflow.digest.slice(0, 12)}…)`);
  if (d.kind !== here.kind || d.step !== here.step || d.visit !== here.visit) throw refuse('SHARD_FOREIGN', candidate, `it ran visit ${d.visit} of ${d.kind} step ${d.step}; the run is at visit ${here.visit} of ${here.kind} step ${here.step}`);
  return d;
}

/** Check one shard result against the run (refusing it with a SHARD_* error). */
export function verifyShard(parent: ParentRun, candidate: Candidate): VerifiedShard {
  const { fan, workflow, workspace } = parent;
  const d = readClaim(candidate, { runId: parent.runId, workflow, kind: 'foreach', step: fan.step.id, visit: fan.visit });
  const index = fan.record.items.findIndex((i) => i.id === d.key);
  if (index < 0) throw refuse('SHARD_FOREIGN', candidate, `its key '${d.key}' is no item of foreach step ${fan.step.id}`);
  const item = fan.record.items.get(index)!;
  if (!sameRecord(item.bindings, d.bindings)) throw refuse('SHARD_FOREIGN', candidate, `its bindings for item ${d.key} are not the ones the run's registry gives it`);
  const expected = isOpen(item) ? shardStatePath(parent.runRoot, fan, item) : item.state_path;
  if (d.state_path !== expected) throw refuse('SHARD_FOREIGN', candidate, `it ran item ${d.key} as ${d.state_path}; the run expects ${expected ?? 'no run of it'}`);

  const model = itemWorkflowFor({ workflow }, fan.step, { ...item, state_path: expected });
  const state = replayShard(candidate, model, d);
  if (state.run_id !== parent.runId) throw refuse('SHARD_FOREIGN', candidate, `its journal belongs to run '${state.run_id}'`);
  if (state.workflow_digest !== workflow.digest) throw refuse('SHARD_FOREIGN', candidate, 'its journal ran another version of the workflow');
  if (state.inputs['item_id'] !== undefined && state.inputs['item_id'] !== d.key) throw refuse('SHARD_FOREIGN', candidate, `its journal ran item '${state.inputs['item_id']}', not '${d.key}'`);
  if (state.active_step !== null) throw refuse('SHARD_TAMPERED', candidate, `its run has not finished (active step ${state.active_step})`);
  if (state.status !== d.outcome) throw refuse('SHARD_TAMPERED', candidate, `its run ended ${state.status}, SHARD.json says ${d.outcome}`);

  const outputs = acceptedOutputs(state);
  checkOutputs(workspace, candidate, d, outputs);
  return { candidate, descriptor: d, state, index };
}

/** The head of the item run the parent holds at `statePath` (absolute), when there is one. */
export function localHead(workspace: Workspace, statePath: string): JournalHead | undefined {
  const p = workspace.tryResolve(statePath);
  if (!p || !existsSync(journalPathFor(p.abs))) return undefined;
  const read = readJournal(journalPathFor(p.abs));
  return read.kind === 'ok' ? read.head : undefined;
}

/** Where the merge stands: the run (id, instance, workflow version) and its fan-out point. */
export interface Here {
  runId: string;
  instance: JournalOrigin | undefined;
  digest: string;
  kind: ShardDescriptor['kind'];
  step: string;
  visit: number;
}

/**
 * A shard of this run that belongs to another fan-out point (another step, or another visit of
 * this one): its history, not a result to merge now. In the run root that is any shard of another
 * step or visit; from elsewhere (an Action merge downloads every shard artifact of the workflow
 * run) one of the same run id and workflow version. Anything else is verified (and refused).
 */
function ofAnotherFanOut(c: Candidate, d: ShardDescriptor, here: Here): boolean {
  if (d.kind === here.kind && d.step === here.step && d.visit === here.visit) return false;
  return c.inPlace || (d.run_id === here.runId && d.workflow_digest === here.digest);
}

/**
 * A shard of this run id made for another instance of the run: before a fresh start of the run id
 * (`--mode fresh`, `execution_mode: fresh`) began the journal the run has now — a leg of an earlier
 * attempt whose artifact a re-run's merge downloads, or a folder kept from before. It never ran for
 * this run, so it is not merged: the merge names it and its key stays open, as with no result.
 */
function ofAnotherInstance(d: ShardDescriptor, here: Here): boolean {
  // A shard made before instances were recorded names none: checked as it was then, never taken for another instance.
  if (d.run_instance === undefined) return false;
  return d.run_id === here.runId && (here.instance === undefined || !sameInstance(d.run_instance, here.instance));
}

/**
 * The candidates of this fan-out point, each verified by `verify`, in a fixed order (so the same
 * one is named whatever the order found); those of an earlier instance of the run set aside.
 */
export function verifyEach(candidates: readonly Candidate[], here: Here, verify: (c: Candidate) => VerifiedShard): { verified: VerifiedShard[]; superseded: Superseded[] } {
  const superseded: Superseded[] = [];
  const verified = candidates
    .filter((c) => {
      const read = readDescriptor(c.dir);
      // An unreadable descriptor is verify's to refuse.
      if (read.kind !== 'ok') return true;
      if (ofAnotherFanOut(c, read.descriptor, here)) return false;
      if (!ofAnotherInstance(read.descriptor, here)) return true;
      superseded.push({ key: read.descriptor.key, folder: c.shown, inPlace: c.inPlace });
      return false;
    })
    .sort((a, b) => (a.shown < b.shown ? -1 : a.shown > b.shown ? 1 : 0))
    .map(verify);
  return { verified, superseded: superseded.sort((a, b) => (a.folder < b.folder ? -1 : a.folder > b.folder ? 1 : 0)) };
}

/** How the run stands on one key: no result yet, the same result as this shard's, or another one (described). */
export type Held = { kind: 'open' } | { kind: 'same' } | { kind: 'other'; what: string };

/**
 * Pair verified shards with the keys (in their fixed order): two different results of one key,
 * a result other than the one the run holds, and two shards writing one output differently are
 * conflicts; the same result the run holds is already merged.
 */
export function pairWithKeys(keys: readonly string[], verified: readonly VerifiedShard[], held: (key: string, shard: VerifiedShard) => Held): Omit<Verification, 'superseded'> {
  const byKey = new Map<string, VerifiedShard[]>();
  for (const v of verified) byKey.set(v.descriptor.key, [...(byKey.get(v.descriptor.key) ?? []), v]);
  const accepted = new Map<string, VerifiedShard>();
  const alreadyMerged: string[] = [];
  const outputOwners = new Map<string, { sha256: string; shard: VerifiedShard }>();
  for (const key of keys) {
    const found = byKey.get(key);
    if (!found) continue;
    const first = found[0]!;
    const other = found.find((v) => v.descriptor.journal.sha256 !== first.descriptor.journal.sha256 || v.descriptor.journal.seq !== first.descriptor.journal.seq);
    if (other) throw refuse('SHARD_CONFLICT', other.candidate, `it and ${first.candidate.shown} are two different results of shard ${key}`);
    const h = held(key, first);
    // The run holds a result of this key: the same one found again is no news; another is a conflict.
    if (h.kind === 'same') {
      alreadyMerged.push(key);
      continue;
    }
    if (h.kind === 'other') throw refuse('SHARD_CONFLICT', first.candidate, `the run already holds another result of ${h.what}`);
    for (const output of first.descriptor.outputs) {
      const owner = outputOwners.get(output.path);
      if (owner && owner.sha256 !== output.sha256) throw refuse('SHARD_CONFLICT', first.candidate, `it and ${owner.shard.candidate.shown} wrote output ${output.path} with different content`);
      outputOwners.set(output.path, { sha256: output.sha256, shard: first });
    }
    // Prefer the copy already in the run root (nothing to install).
    accepted.set(key, found.find((v) => v.candidate.inPlace) ?? first);
  }
  return { accepted, alreadyMerged };
}

/** Verify every candidate and pair them with the items. */
export function verifyAll(parent: ParentRun, candidates: readonly Candidate[]): Verification {
  const { fan } = parent;
  const { verified, superseded } = verifyEach(candidates, { runId: parent.runId, instance: parent.instance, digest: parent.workflow.digest, kind: 'foreach', step: fan.step.id, visit: fan.visit }, (c) => verifyShard(parent, c));
  const items = new Map(fan.record.items.map((i): [string, ForeachItemRecord] => [i.id, i]));
  const paired = pairWithKeys([...items.keys()], verified, (key, shard) => {
    const item = items.get(key)!;
    if (isOpen(item)) return { kind: 'open' };
    const head = item.state_path !== null ? localHead(parent.workspace, item.state_path) : undefined;
    if (head && head.seq === shard.descriptor.journal.seq && head.sha256 === shard.descriptor.journal.sha256) return { kind: 'same' };
    return { kind: 'other', what: `item ${key} (${item.status}, ${item.state_path ?? 'no run'})` };
  });
  return { ...paired, superseded };
}
