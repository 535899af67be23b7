// A run whose files are there but that does not load is refused, in the words status uses, before
// anything that needs its inputs, agents or lock: locating a run (context.ts, which `graph` loads
// too) needs this and nothing of the preflight's agent checks or the run lock.
import { existsSync } from 'node:fs';
import { StagegateError } from './errors.js';
import { manifestOfOtherRun, refusedCode, reloadRun } from '../state/store.js';
import { journalPathFor } from '../state/journal.js';
import { checkRunIdentity } from '../state/integrity.js';
import type { RunContext } from './context.js';

/** The refusal of a resume whose run did not load (a journal that does not verify, a projection that contradicts it): run and plan say it alike. */
export function integrityViolation(load: { code?: 'RUN_WRITTEN_BY_NEWER_STAGEGATE'; reason: string; file: string; line?: number; hint: string }): StagegateError {
  // A run a newer stagegate wrote is refused as such (state/written-by.ts), not as an edit.
  return new StagegateError(refusedCode(load), `${load.reason}; nothing was changed`, {
    hint: load.hint,
    location: { file: load.file, ...(load.line !== undefined ? { line: load.line } : {}) },
  });
}

/**
 * What a resume judges under its lock that locating the run did not read: the journal head the
 * run's manifest records against the journal (a journal cut short of it — even to nothing, with the
 * state file gone — or one whose event at that head is another; the manifest's other fields are
 * not compared) — with the snapshot,
 * as the runner reloads the run (reloadRun: the replay reused while the journal is unchanged). For
 * `plan`, which takes no lock: it refuses the run a resume would refuse, with the same message.
 */
export function checkManifest(ctx: RunContext): void {
  // No run located (the state file and the journal gone, or the journal empty): the manifest may still record one.
  if (ctx.bound.controls.mode !== 'resume' || ctx.existing.kind === 'corrupt') return;
  const load = reloadRun(ctx.existing, { state: ctx.statePath.abs, manifest: ctx.manifestPath.abs }, ctx.workflow, ctx.statePath.rel, { naming: ctx.naming });
  if (load.kind === 'corrupt') throw integrityViolation(load);
}

/**
 * A resume of a run whose files are in place but which does not load — a state file without its
 * journal, a journal that does not verify, only the manifest left of it — refused before anything
 * that needs the run's inputs or agents (run, plan; status reports the same refusal, word for
 * word): a run a resume would refuse never asks for inputs first. Likewise a run that loads but is
 * another workflow's (state/integrity.ts checkRunIdentity). A run that loads, and one with
 * no file at all (not started), pass; the manifest is read only when nothing else of the run is.
 */
export function refuseUnloadable(ctx: RunContext, allowWorkflowChange: boolean): void {
  refuseSharedRunRoot(ctx);
  if (ctx.bound.controls.mode !== 'resume') return;
  if (ctx.existing.kind === 'corrupt') throw integrityViolation(ctx.existing);
  // Another workflow's run is refused as such before its inputs are asked for too.
  if (ctx.existing.kind === 'ok') checkRunIdentity(ctx.existing.state, ctx.workflow, ctx.statePath.rel, { allowWorkflowChange, naming: ctx.naming });
  if (ctx.existing.kind === 'absent' && existsSync(ctx.manifestPath.abs)) checkManifest(ctx);
}

/**
 * A run folder holds one run's manifest (RUN_MANIFEST.yaml) and logs: a run of another state path
 * whose run root is this one (two workflows with `runs/{{run_id}}/x.yaml` and `y.yaml`) would
 * write its manifest over the other run's, which then no longer verifies its journal's tail —
 * refused, fresh or resume, before anything is written.
 */
function refuseSharedRunRoot(ctx: RunContext): void {
  const other = manifestOfOtherRun(ctx.manifestPath.abs, journalPathFor(ctx.statePath.abs), ctx.workflow.name);
  if (other === undefined) return;
  throw new StagegateError(
    'WORKFLOW_STATE_OWNED_BY_OTHER_RUN',
    `run folder ${ctx.runRoot.rel} holds run ${other.runId} of workflow '${other.workflow}' (started from ${other.workflowFile}; its manifest ${ctx.manifestPath.rel} records journal ${other.journal}): this run (state ${ctx.statePath.rel}) would write its own manifest and logs over that run's. Nothing was written`,
    {
      hint: `Give ${ctx.workflow.file} a run folder of its own: a state_path (or artifact_root) that names the workflow, e.g. 'runs/{{run_id}}/${ctx.workflow.name}/workflow_state.yaml'${ctx.artifactRoot !== undefined ? `, or pass artifact_root=<another folder>` : ''}. If run ${other.runId} of '${other.workflow}' is gone and its manifest left behind, remove ${ctx.manifestPath.rel}.`,
      location: { file: ctx.manifestPath.rel },
    },
  );
}
