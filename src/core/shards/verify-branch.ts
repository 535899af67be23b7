// A branch shard is accepted on the same terms as an item's (shards/verify.ts): its descriptor
// reads; it ran for this run id, this version of the workflow, this parallel step and visit, a
// branch the step has, with the values the run gives it, in the folder that branch's shard
// belongs in; its journal chains and replays against the branch's single-branch machine
// (shards/branch-fan-out.ts), ends at the head the descriptor names, finished with a verdict of
// the branch and the outcome it names; its outputs are the ones its journal accepted (a child
// branch's: also those its child accepted, as the branch's record names them), and each
// copy it carries has the recorded sha256. Two results of one branch must be the same, and the
// same as one the run already holds. Any refusal names the shard before anything is merged. One
// made for an earlier instance of the run (before a fresh start) is set aside, named, as an item's.
import type { Workflow } from '../model/workflow.js';
import type { BranchRecord, RunState } from '../state/state.js';
import type { Workspace } from '../workspace/workspace.js';
import type { JournalOrigin } from '../state/journal.js';
import type { Candidate } from './candidates.js';
import { branchIsOpen, branchShardOutputs, shardBranchRecord, branchShardStatePath, branchShardTokens, branchWorkflow, type BranchFanOut } from './branch-fan-out.js';
import { acceptedOutputs, checkOutputs, pairWithKeys, readClaim, refuse, replayShard, sameRecord, verifyEach, type Verification, type VerifiedShard } from './verify.js';

export interface ParentBranchRun {
  workspace: Workspace;
  workflow: Workflow;
  runId: string;
  /** The instance of the run (its journal's first event) a shard must have been made for (undefined: the journal has none yet, so no shard was). */
  instance: JournalOrigin | undefined;
  runRoot: string;
  /** The run's bindings and state (what a branch shard must have run with). */
  bindings: ReadonlyMap<string, string>;
  state: RunState;
  fan: BranchFanOut;
}

/** Check one branch shard against the run (refusing it with a SHARD_* error). */
export function verifyBranchShard(parent: ParentBranchRun, candidate: Candidate): VerifiedShard {
  const { fan, workflow, workspace } = parent;
  const d = readClaim(candidate, { runId: parent.runId, workflow, kind: 'parallel', step: fan.step.id, visit: fan.visit });
  const index = fan.branches.findIndex((b) => b.id === d.key);
  if (index < 0) throw refuse('SHARD_FOREIGN', candidate, `its key '${d.key}' is no branch of parallel step ${fan.step.id}`);
  const branch = fan.branches[index]!;
  const tokens = branchShardTokens(workflow, parent.bindings, parent.runId, parent.state, branch);
  if (!sameRecord(tokens, d.bindings)) throw refuse('SHARD_FOREIGN', candidate, `it ran branch ${d.key} with other input values than the run's`);
  const expected = branchShardStatePath(parent.runRoot, fan.step.id, branch.id, fan.visit);
  if (d.state_path !== expected) throw refuse('SHARD_FOREIGN', candidate, `it ran branch ${d.key} as ${d.state_path}; the run expects ${expected}`);

  const model = branchWorkflow(workflow, fan.step, branch, expected);
  const state = replayShard(candidate, model, d);
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
  checkOutputs(workspace, candidate, d, outputs);
  return { candidate, descriptor: d, state, index };
}

/** The same verdict: a result the run holds is this shard's when every fact of it is the same. */
function sameBranchResult(held: BranchRecord, shard: BranchRecord): boolean {
  return held.status === shard.status && held.attempt === shard.attempt && held.log === shard.log && held.sha256 === shard.sha256 && held.gate_status === shard.gate_status;
}

/** Verify every candidate and pair them with the branches (declared order). */
export function verifyBranches(parent: ParentBranchRun, candidates: readonly Candidate[]): Verification {
  const { fan } = parent;
  const { verified, superseded } = verifyEach(candidates, { runId: parent.runId, instance: parent.instance, digest: parent.workflow.digest, kind: 'parallel', step: fan.step.id, visit: fan.visit }, (c) => verifyBranchShard(parent, c));
  const paired = pairWithKeys(
    fan.branches.map((b) => b.id),
    verified,
    (key, shard) => {
      if (branchIsOpen(fan, key)) return { kind: 'open' };
      const held = fan.records![key]!;
      if (sameBranchResult(held, shardBranchRecord(shard.state, fan.step.id, key)!)) return { kind: 'same' };
      return { kind: 'other', what: `branch ${key} (${held.status}${held.log ? `, log ${held.log}` : ''})` };
    },
  );
  return { ...paired, superseded };
}
