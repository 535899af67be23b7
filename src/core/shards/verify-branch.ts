// A branch shard is accepted on the same terms as an item's (shards/verify.ts): its descriptor
// reads; it ran for this run id, this version of the workflow, this parallel step and visit, a
// branch the step has, with the values the run gives it, in the folder that branch's shard
// belongs in; its journal chains and replays against the branch's single-branch machine
// (shards/branch-fan-out.ts), ends at the head the descriptor names, finished with a verdict of
// the branch and the outcome it names; its outputs are the ones its journal accepted (a child
// branch's: also those its child accepted, as the branch's record names them), and each
// copy it carries has the recorded sha256. Two results of one branch must be the same, and the
// same as one the run already holds. Any refusal names the shard before anything is merged.
import { join } from 'node:path';
import { loadRun } from '../state/store.js';
import type { Workflow } from '../model/workflow.js';
import type { BranchRecord } from '../state/state.js';
import type { Workspace } from '../workspace/workspace.js';
import { readDescriptor, SHARD_FILES_DIR } from './descriptor.js';
import type { Candidate } from './candidates.js';
import { branchIsOpen, branchShardOutputs, shardBranchRecord, branchShardStatePath, branchShardTokens, branchWorkflow, type BranchFanOut } from './branch-fan-out.js';
import { acceptedOutputs, headText, ofAnotherFanOut, refuse, sameRecord, sha256Of, type Verification, type VerifiedShard } from './verify.js';

export interface ParentBranchRun {
  workspace: Workspace;
  workflow: Workflow;
  runId: string;
  runRoot: string;
  /** The run's bindings (what a branch shard must have run with). */
  bindings: ReadonlyMap<string, string>;
  fan: BranchFanOut;
}

/** Check one branch shard against the run (refusing it with a SHARD_* error). */
export function verifyBranchShard(parent: ParentBranchRun, candidate: Candidate): VerifiedShard {
  const { fan, workflow, workspace } = parent;
  const read = readDescriptor(candidate.dir);
  if (read.kind === 'bad') throw refuse('SHARD_TAMPERED', candidate, read.reason);
  const d = read.descriptor;
  if (d.run_id !== parent.runId) throw refuse('SHARD_FOREIGN', candidate, `it belongs to run '${d.run_id}', not '${parent.runId}'`);
  if (d.workflow_digest !== workflow.digest) throw refuse('SHARD_FOREIGN', candidate, `it ran another version of ${workflow.file} (sha256 ${d.workflow_digest.slice(0, 12)}…, this one ${workflow.digest.slice(0, 12)}…)`);
  if (d.kind !== 'parallel' || d.step !== fan.step.id || d.visit !== fan.visit) throw refuse('SHARD_FOREIGN', candidate, `it ran visit ${d.visit} of ${d.kind} step ${d.step}; the run is at visit ${fan.visit} of parallel step ${fan.step.id}`);
  const index = fan.branches.findIndex((b) => b.id === d.key);
  if (index < 0) throw refuse('SHARD_FOREIGN', candidate, `its key '${d.key}' is no branch of parallel step ${fan.step.id}`);
  const branch = fan.branches[index]!;
  const tokens = branchShardTokens(workflow, parent.bindings, parent.runId);
  if (!sameRecord(tokens, d.bindings)) throw refuse('SHARD_FOREIGN', candidate, `it ran branch ${d.key} with other input values than the run's`);
  const expected = branchShardStatePath(parent.runRoot, fan.step.id, branch.id, fan.visit);
  if (d.state_path !== expected) throw refuse('SHARD_FOREIGN', candidate, `it ran branch ${d.key} as ${d.state_path}; the run expects ${expected}`);

  const model = branchWorkflow(workflow, fan.step, branch, expected);
  const load = loadRun({ state: join(candidate.dir, 'workflow_state.yaml') }, model, `${candidate.shown}/workflow_state.yaml`);
  if (load.kind === 'corrupt') throw refuse('SHARD_TAMPERED', candidate, load.reason);
  if (load.kind === 'absent') throw refuse('SHARD_TAMPERED', candidate, 'it holds no journal of its run');
  if (load.journal.tornBytes > 0) throw refuse('SHARD_TAMPERED', candidate, 'its journal ends in a torn line');
  if (load.head.seq !== d.journal.seq || load.head.sha256 !== d.journal.sha256) throw refuse('SHARD_TAMPERED', candidate, `its journal ends at ${headText(load.head)}, SHARD.json names ${headText(d.journal)}`);
  const state = load.state;
  if (state.run_id !== parent.runId) throw refuse('SHARD_FOREIGN', candidate, `its journal belongs to run '${state.run_id}'`);
  if (state.workflow_digest !== workflow.digest) throw refuse('SHARD_FOREIGN', candidate, 'its journal ran another version of the workflow');
  for (const [name, value] of Object.entries(state.inputs)) {
    if (d.bindings[name] !== value) throw refuse('SHARD_FOREIGN', candidate, `its journal ran with ${name}='${value}', not the run's value`);
  }
  if (state.active_step !== null) throw refuse('SHARD_TAMPERED', candidate, `its run has not finished (active step ${state.active_step})`);
  if (state.status !== d.outcome) throw refuse('SHARD_TAMPERED', candidate, `its run ended ${state.status}, SHARD.json says ${d.outcome}`);
  const record = shardBranchRecord(state, fan.step.id, branch.id);
  if (record?.status !== 'succeeded' && record?.status !== 'failed') throw refuse('SHARD_TAMPERED', candidate, `its run holds no verdict of branch ${branch.id}`);

  const outputs = branchShardOutputs(state, fan.step.id, branch.id, acceptedOutputs(state));
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
  return { candidate, descriptor: d, state, index };
}

/** The same verdict: a result the run holds is this shard's when every fact of it is the same. */
function sameBranchResult(held: BranchRecord, shard: BranchRecord): boolean {
  return held.status === shard.status && held.attempt === shard.attempt && held.log === shard.log && held.sha256 === shard.sha256 && held.gate_status === shard.gate_status;
}

/** Verify every candidate (in a fixed order, so the same one is named whatever the order found) and pair them with the branches. */
export function verifyBranches(parent: ParentBranchRun, candidates: readonly Candidate[]): Verification {
  const { fan } = parent;
  const verified = candidates
    .filter((c) => !ofAnotherFanOut(c, parent.runId, parent.workflow.digest, { kind: 'parallel', step: fan.step.id, visit: fan.visit }))
    .slice()
    .sort((a, b) => (a.shown < b.shown ? -1 : a.shown > b.shown ? 1 : 0))
    .map((c) => verifyBranchShard(parent, c));
  const byKey = new Map<string, VerifiedShard[]>();
  for (const v of verified) byKey.set(v.descriptor.key, [...(byKey.get(v.descriptor.key) ?? []), v]);
  const accepted = new Map<string, VerifiedShard>();
  const alreadyMerged: string[] = [];
  const outputOwners = new Map<string, { sha256: string; shard: VerifiedShard }>();
  for (const branch of fan.branches) {
    const found = byKey.get(branch.id);
    if (!found) continue;
    const first = found[0]!;
    const other = found.find((v) => v.descriptor.journal.sha256 !== first.descriptor.journal.sha256 || v.descriptor.journal.seq !== first.descriptor.journal.seq);
    if (other) throw refuse('SHARD_CONFLICT', other.candidate, `it and ${first.candidate.shown} are two different results of shard ${branch.id}`);
    if (!branchIsOpen(fan, branch.id)) {
      // The run holds a verdict of this branch: the same one found again is no news; another is a conflict.
      const held = fan.records![branch.id]!;
      const mine = shardBranchRecord(first.state, fan.step.id, branch.id)!;
      if (sameBranchResult(held, mine)) {
        alreadyMerged.push(branch.id);
        continue;
      }
      throw refuse('SHARD_CONFLICT', first.candidate, `the run already holds another result of branch ${branch.id} (${held.status}${held.log ? `, log ${held.log}` : ''})`);
    }
    for (const output of first.descriptor.outputs) {
      const owner = outputOwners.get(output.path);
      if (owner && owner.sha256 !== output.sha256) throw refuse('SHARD_CONFLICT', first.candidate, `it and ${owner.shard.candidate.shown} wrote output ${output.path} with different content`);
      outputOwners.set(output.path, { sha256: output.sha256, shard: first });
    }
    // Prefer the copy already in the run root (nothing to install).
    accepted.set(branch.id, found.find((v) => v.candidate.inPlace) ?? first);
  }
  return { accepted, alreadyMerged };
}
