// Checks run before a resume trusts a replayed state: it is this run's, of this workflow (or an
// edit allowed with --allow-workflow-change), and every accepted output on disk is still the file
// whose digest the journal recorded. Any violation stops the run with nothing changed.
import { existsSync } from 'node:fs';
import { StagegateError } from '../run/errors.js';
import { shellWord } from '../run/command-line.js';
import { otherWorkflowHint, ownFileTarget, type RunNaming } from './other-workflow.js';
import { sha256File } from '../workspace/digest.js';
import type { DigestMemo } from '../workspace/digest-memo.js';
import type { RunState } from './state.js';
import { recordedDigestMatches } from './recorded-digest.js';
import type { Workflow } from '../model/workflow.js';
import { sidecarPathFor } from '../formats/sidecar-path.js';
import type { Workspace } from '../workspace/workspace.js';
import { resolveOutput, stepBindings } from '../run/bindings.js';
import { branchBindings, branchOfArtifactKey } from '../steps/parallel/branches.js';
import { NotRegularFileError } from './own-file.js';
import { outputNotHeld } from './unheld-outputs.js';
import { foreignContractOf } from '../gate/contracts/contract-of.js';
import { isRefusal, planRewind, rerunCommand } from '../run/rewind.js';
import { parallelOnDisk, planRerun, rerunFromBlocked } from '../run/rewind-items.js';
import { maxVisitsOf } from '../run/transition.js';

/** <run root>/logs/<key>.v<visit>.a<attempt>.log: where a stage's transcript lives (runner.ts, stages/parallel.ts). */
function isTranscriptOf(path: string, runRoot: string, key: string): boolean {
  const prefix = runRoot === '.' || runRoot === '' ? '' : `${runRoot}/`;
  if (!path.startsWith(`${prefix}logs/${key}.v`)) return false;
  return /^\d+\.a\d+\.log$/.test(path.slice(`${prefix}logs/${key}.v`.length));
}

function violation(statePath: string, message: string, hint?: string, nextCommand?: string): StagegateError {
  return new StagegateError('WORKFLOW_STATE_INTEGRITY_VIOLATION', `state ${statePath}: ${message}`, {
    hint: hint ?? 'The state file was not changed. Inspect it, or start over with --mode fresh.',
    location: { file: statePath },
    ...(nextCommand !== undefined ? { nextCommand } : {}),
  });
}

export interface IntegrityOptions {
  allowWorkflowChange: boolean;
  /** The command that resumes the run (run-host.ts resumeCommand): an edited workflow's refusal gives it with --allow-workflow-change. */
  resumeCommand?: string;
  /**
   * The steps whose verdicts a --rerun-from takes back (run/rewind.ts planRewind taken_back): their
   * outputs (a parallel step's: its branches') are not checked here — each runs again when the run
   * reaches it, so a changed or removed output of one is what the rerun replaces, not evidence it
   * trusts. A parallel or foreach step the rerun reopens reads its kept branches' and items'
   * outputs itself and runs again each one whose output changed (run/rewind-items.ts). The
   * outputs of the verdicts the rerun keeps are checked as on any resume.
   */
  takenBack?: ReadonlySet<string>;
  /** How the commands naming the run's own workflow file start and locate it (other-workflow.ts). */
  naming?: RunNaming | undefined;
  /**
   * The source change a resume would refuse next (on_source_change: refuse; source-drift.ts
   * staleVerdictsClause), with the resume command without an --on-source-change: an edited
   * workflow's refusal names both changes and the command that accepts both, instead of a second
   * refusal after the first is followed.
   */
  staleSource?: { clause: string; resumeCommand: string } | undefined;
  /** The invocation's digests of accepted outputs (workspace/digest-memo.ts): a file unchanged since this invocation read it is not read again. */
  digests?: DigestMemo | undefined;
}

/**
 * The command that resumes a run given --allow-workflow-change while its state still records the
 * workflow as it was before the edit: with the flag again (pasted without it, the resume is
 * refused for the edit). Once a resume recorded the edited workflow, the plain command.
 */
export function withWorkflowChange(command: string, state: RunState, workflow: Workflow, allowWorkflowChange: boolean | undefined): string {
  return allowWorkflowChange === true && !recordedDigestMatches(state, workflow) ? `${command} --allow-workflow-change` : command;
}

/**
/**
 * Whether the run located is this workflow's and this run id's at all: another workflow's (by
 * name), or one started from another workflow file that differs from this one (without
 * --allow-workflow-change), or another run id's. Workflows that share a state_path share their
 * runs' files, and a journal of another workflow whose step ids happen to match replays against
 * this one. Checked before the run's inputs are (run/refuse-unloadable.ts): giving an input the
 * refusal asked for would only lead to this one; and by every command that reads a run (history
 * too, which checks nothing else of checkIntegrity's).
 */
export function checkRunIdentity(state: RunState, workflow: Workflow, statePath: string, options: { allowWorkflowChange: boolean; naming?: RunNaming | undefined; runId?: string | undefined }): void {
  const other = state.workflow_file !== workflow.file;
  if (state.workflow !== workflow.name) {
    throw violation(statePath, `belongs to workflow '${state.workflow}'${other ? ` (started from ${state.workflow_file})` : ''}, not '${workflow.name}'`, other ? otherWorkflowHint(state, workflow.file, statePath, options.naming) : undefined);
  }
  if (other && !recordedDigestMatches(state, workflow) && !options.allowWorkflowChange) {
    throw violation(
      statePath,
      `this run was started from ${state.workflow_file}, not ${workflow.file}, and the two differ (sha256 ${state.workflow_digest.slice(0, 12)}… -> ${workflow.digest.slice(0, 12)}…): workflows that share a state_path share their runs' state`,
      `Continue the run with its own workflow file: \`${options.naming?.commandName ?? 'stagegate'} run ${ownFileTarget(state, options.naming)}\`. Or, to go on with ${shellWord(workflow.file)} in its place, pass --allow-workflow-change (its steps and outputs are checked again); or start over with --mode fresh.`,
    );
  }
  if (options.runId !== undefined && state.run_id !== options.runId) throw violation(statePath, `belongs to run '${state.run_id}', not '${options.runId}'`);
}

export function checkIntegrity(state: RunState, workflow: Workflow, runId: string, bindings: ReadonlyMap<string, string>, workspace: Workspace, statePath: string, options: IntegrityOptions): void {
  checkRunIdentity(state, workflow, statePath, { ...options, runId });
  if (!recordedDigestMatches(state, workflow) && !options.allowWorkflowChange) {
    if (state.workflow_file === workflow.file && state.active_step === null && options.resumeCommand !== undefined) throw finishedRunEdited(state, workflow, runId, bindings, workspace, statePath, options, options.resumeCommand);
    if (state.workflow_file === workflow.file && options.staleSource !== undefined) {
      // Both changed: one refusal, and one command that accepts both.
      const both = `${options.staleSource.resumeCommand} --allow-workflow-change --on-source-change rerun`;
      throw violation(
        statePath,
        `${changedFile(workflow, state)} changed since the run's last invocation (sha256 ${state.workflow_digest.slice(0, 12)}… -> ${workflow.digest.slice(0, 12)}…), and the source too: ${options.staleSource.clause} (on_source_change: refuse)`,
        `To continue this run, accept both: --allow-workflow-change (the edited workflow; its steps and outputs are checked again) and --on-source-change rerun (the stale steps run again; keep continues with their old verdicts, recorded as a choice): ${both}; or start over with --mode fresh.`,
        both,
      );
    }
    // (Started from another file that differs: checkRunIdentity refused it above.)
    throw violation(
      statePath,
      `${changedFile(workflow, state)} changed since the run's last invocation (sha256 ${state.workflow_digest.slice(0, 12)}… -> ${workflow.digest.slice(0, 12)}…)`,
      `Start over with --mode fresh, or pass --allow-workflow-change to continue this run with the edited workflow (its steps and outputs are checked again)${options.resumeCommand !== undefined ? `: ${options.resumeCommand} --allow-workflow-change` : '.'}`,
      options.resumeCommand !== undefined ? `${options.resumeCommand} --allow-workflow-change` : undefined,
    );
  }
  // The rest of the state was replayed from the journal against this workflow: its transitions
  // are the workflow's. What remains to check is the evidence on disk.
  /**
   * A stale accepted output: restore it, or start over — or, for a succeeded branch of a parallel
   * step whose failed join ended the run, rerun from that step (a branch whose output changed runs
   * again with the ones that did not succeed: run/rewind.ts planParallelRerun), when the rerun
   * would be allowed (a visit left, no branch merged from shards) and every other accepted output
   * stands (the rerun checks the rest as a resume does). Likewise, for the output of a step whose
   * verdict the rerun a blocked run offers (rerunFromBlocked: the step that ended it) takes back.
   * And for any other step's output that changed, is gone (an output outside the run root that the
   * Action's artifact does not carry to a later job; a workflow whose fresh run is refused has no
   * other way on) or unreadable: rerun from its own step, which keeps the verdicts before it, when
   * that rerun would be allowed and every other output stands.
   */
  const stale = (message: string, restore: string, fresh: string, owner: string, of?: { step: string; branch: string; how: string }): StagegateError => {
    const offer = options.resumeCommand !== undefined && options.takenBack === undefined;
    const rerun = of !== undefined && offer ? parallelRerunOffer(of.step) : undefined;
    if (rerun === undefined) {
      const from = offer ? (blockedRerunOffer(owner) ?? (of === undefined ? ownRerunOffer(owner) : undefined)) : undefined;
      if (from === undefined) return new StagegateError('STALE_ARTIFACT_REJECTED', message, { hint: `${restore}, or ${fresh}` });
      const command = rerunCommand(options.resumeCommand!, from);
      return new StagegateError('STALE_ARTIFACT_REJECTED', message, {
        hint: `${restore}; or run step ${from} again (--rerun-from takes back ${owner === from ? 'its verdict' : `its verdict and that of step ${owner}`}, so ${owner === from ? 'its' : `${owner}'s`} output is written anew), keeping the verdicts before it: \`${command}\`; or ${fresh}`,
        nextCommand: command,
      });
    }
    const command = rerunCommand(options.resumeCommand!, of!.step);
    const others = rerun.filter((b) => b !== of!.branch);
    return new StagegateError('STALE_ARTIFACT_REJECTED', message, {
      hint: `${restore}; or run parallel step ${of!.step} again (its join failed and ended the run): branch ${of!.branch}, whose output ${of!.how}, runs again${others.length > 0 ? ` with ${others.join(', ')}, which did not succeed` : ''}, the other succeeded branches are kept unless their outputs changed too: \`${command}\`; or ${fresh}`,
      nextCommand: command,
    });
  };
  /** Whether every other accepted output stands when the rerun takes back `takenBack`'s verdicts. */
  const standsWithout = (takenBack: readonly string[]): boolean => {
    try {
      checkIntegrity(state, workflow, runId, bindings, workspace, statePath, { ...options, takenBack: new Set(takenBack) });
      return true;
    } catch {
      return false;
    }
  };
  const parallelRerunOffer = (stepId: string): string[] | undefined => {
    const plan = planRewind(state, workflow, stepId);
    if (isRefusal(plan) || plan.branches === undefined) return undefined;
    if ((state.steps[stepId]?.visits ?? 0) >= maxVisitsOf(workflow, stepId)) return undefined;
    if (parallelOnDisk(workspace, state, stepId, state.run_root).merged.length > 0) return undefined;
    return standsWithout(plan.taken_back) ? plan.branches : undefined;
  };
  /** The step a blocked run's rerun (rerunFromBlocked) runs again, when it takes back `owner`'s verdict and every other accepted output stands. */
  const blockedRerunOffer = (owner: string): string | undefined => {
    const from = rerunFromBlocked(workspace, state, workflow, state.status, state.run_root);
    if (from === undefined) return undefined;
    const plan = planRewind(state, workflow, from);
    if (isRefusal(plan) || !plan.taken_back.includes(owner)) return undefined;
    return standsWithout(plan.taken_back) ? from : undefined;
  };
  /** A rerun from `owner` itself (its output changed or is gone): allowed (a visit left, planRerun), every other accepted output standing. */
  const ownRerunOffer = (owner: string): string | undefined => {
    if ((state.steps[owner]?.visits ?? 0) >= maxVisitsOf(workflow, owner)) return undefined;
    const plan = planRerun(workspace, state, workflow, owner, state.run_root);
    if (isRefusal(plan)) return undefined;
    return standsWithout(plan.taken_back) ? owner : undefined;
  };
  for (const [id, artifact] of Object.entries(state.artifacts)) {
    // A parallel branch's output is recorded as <step>.<branch> (parallel/branches.ts).
    const branch = workflow.steps.has(id) ? undefined : branchOfArtifactKey(workflow, id);
    const step = branch?.branch ?? workflow.steps.get(id);
    if (!step) throw violation(statePath, `artifact recorded for unknown step '${id}'`);
    if (artifact.step !== id) throw violation(statePath, `artifact of step '${id}' says it belongs to '${artifact.step}'`);
    const declaredOutput = resolveOutput(step, branch ? branchBindings(bindings, branch.step, step, state) : stepBindings(bindings, step, state), workspace);
    // A step judged by another runner's result contract may have answered in its transcript:
    // then that log is the evidence recorded (runner.ts judgeContract).
    const transcript = declaredOutput?.rel !== artifact.path && foreignContractOf(step) !== undefined && isTranscriptOf(artifact.path, state.run_root, id) ? workspace.tryResolve(artifact.path) : undefined;
    const declared = transcript ?? declaredOutput;
    if (!declared || declared.rel !== artifact.path) {
      throw violation(statePath, `artifact of step '${id}' is recorded at '${artifact.path}' but the workflow declares '${declared?.rel ?? 'no output'}'`);
    }
    // A verdict the rerun takes back: its step runs again, writing its output anew.
    if (options.takenBack?.has(branch ? branch.step.id : id) === true) continue;
    // The active step's, an unreused branch's of the active parallel step, a verdict taken back
    // earlier and not accepted again, the active foreach's registry (state/unheld-outputs.ts).
    if (outputNotHeld(state, branch ? { step: branch.step.id, branch: step.id } : { step: id }, artifact.path)) continue;
    if (!existsSync(declared.abs)) {
      throw stale(`accepted output ${artifact.path} of step ${id} is gone since its gate was accepted`, 'Restore the file', 'start over with --mode fresh.', branch?.step.id ?? id, branch && { step: branch.step.id, branch: step.id, how: 'is gone' });
    }
    let digest: string;
    try {
      digest = options.digests !== undefined ? options.digests.digest(declared.abs) : sha256File(declared.abs);
    } catch (error) {
      // Unreadable (chmod 000), or no longer a file (a FIFO, a directory): it is not what was accepted.
      const why = error instanceof NotRegularFileError ? `is ${error.kind} now` : `cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`;
      throw stale(`accepted output ${artifact.path} of step ${id} ${why}; it was accepted as a readable file`, 'Restore the accepted file and its permissions', 'start over with --mode fresh.', branch?.step.id ?? id, branch && { step: branch.step.id, branch: step.id, how: why });
    }
    if (digest !== artifact.sha256) {
      throw stale(`accepted output ${artifact.path} of step ${id} changed since its gate was accepted (sha256 ${artifact.sha256.slice(0, 12)}… -> ${digest.slice(0, 12)}…)`, 'Restore the accepted content', 'start over with --mode fresh so every stage runs again.', branch?.step.id ?? id, branch && { step: branch.step.id, branch: step.id, how: 'changed' });
    }
  }
}

/**
 * The workflow file of a run that had finished changed: a resume with --allow-workflow-change has
 * nothing to continue (it only reports the run again, and the next look refuses the same), so the
 * fix names what goes on with the edited workflow — a rerun from the step that ended a blocked run
 * (rerunFromBlocked, as status offers it: allowed, every output it keeps standing), else a fresh
 * start — and how the run reads as it finished: the workflow file as it was.
 */
function finishedRunEdited(state: RunState, workflow: Workflow, runId: string, bindings: ReadonlyMap<string, string>, workspace: Workspace, statePath: string, options: IntegrityOptions, resume: string): StagegateError {
  const message = `${changedFile(workflow, state)} changed since the run's last invocation (sha256 ${state.workflow_digest.slice(0, 12)}… -> ${workflow.digest.slice(0, 12)}…)`;
  const from = rerunFromBlocked(workspace, state, workflow, state.status, state.run_root);
  const plan = from === undefined ? undefined : planRewind(state, workflow, from);
  let rerun: string | undefined;
  if (from !== undefined && plan !== undefined && !isRefusal(plan)) {
    try {
      checkIntegrity(state, workflow, runId, bindings, workspace, statePath, { ...options, allowWorkflowChange: true, takenBack: new Set(plan.taken_back) });
      rerun = `${rerunCommand(resume, from)} --allow-workflow-change`;
    } catch {
      rerun = undefined;
    }
  }
  const fresh = `start it over in place: \`${resume} --mode fresh\` (giving the run's inputs again: a fresh run reuses none), or start a new run with another --run-id`;
  const seen = `restoring ${workflow.file} as it was makes the run read as it finished`;
  const hint =
    rerun !== undefined
      ? `Run ${state.run_id} had finished (${state.status}) before the edit. Run step ${from} again with the edited workflow, keeping the verdicts before it: \`${rerun}\`; or ${fresh}; ${seen}.`
      : `Run ${state.run_id} had finished (${state.status}) before the edit: a resume has nothing to continue (with --allow-workflow-change it only reports the run again). To run the edited workflow, ${fresh}; ${seen}.`;
  return violation(statePath, message, hint, rerun);
}

/**
 * What changed when the digest did: the workflow file, or, for an imported one, its run map (part
 * of the digest: written, edited or removed since — so named whether it is there now or not).
 */
function changedFile(workflow: Pick<Workflow, 'file' | 'format' | 'runMap' | 'promptFiles'>, state: RunState): string {
  if (workflow.format === 'native') return `the workflow file ${workflow.file}`;
  const files = `the workflow file ${workflow.file} or its run map ${workflow.runMap ?? sidecarPathFor(workflow.file)}`;
  // The persona and task files its prompts read are part of the digest: name those that differ from the run's record.
  const recorded = state.invocations.at(-1)?.prompt_files;
  const now = workflow.promptFiles?.() ?? [];
  if (recorded === undefined && now.length === 0) return files;
  const was = new Map((recorded ?? []).map((f) => [f.path, f.sha256]));
  const is = new Map(now.map((f) => [f.path, f.sha256]));
  const changed = [...new Set([...was.keys(), ...is.keys()])].filter((p) => was.get(p) !== is.get(p)).sort();
  // Recorded and none differs (`[]` both times, say): the file or its run map is what changed.
  if (recorded !== undefined && changed.length === 0) return files;
  if (recorded !== undefined) {
    const shown = changed.slice(0, 3).join(', ') + (changed.length > 3 ? ` and ${changed.length - 3} more` : '');
    return `${changed.length === 1 ? 'a file' : 'files'} its prompts have the agent read (${shown}: RUN_MANIFEST.yaml prompt_files records what the run read)`;
  }
  return `${files}, or a persona or task file its prompts have the agent read,`;
}
