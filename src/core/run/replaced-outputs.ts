// The accepted outputs whose file no longer holds what was accepted: a later attempt of the step
// (a revisit, a retry after a failure) wrote the declared path again without a verdict being
// accepted. The run's summary lists each accepted output with its verdict; for these it says the
// file is not that verdict's any more (it read "plan.md  plan: PLANNED" over a failed attempt's
// text with no gate). Only the outputs of steps that ran or may have run since their acceptance are
// read: an output a resume would find edited otherwise is refused there (STALE_ARTIFACT_REJECTED).
import { sha256File } from '../workspace/digest.js';
import type { Workspace } from '../workspace/workspace.js';
import type { RunState } from '../state/state.js';
import { standingArtifacts } from '../state/taken-back.js';

/** The paths of the standing accepted outputs a later attempt of their step replaced (or removed). */
export function replacedOutputs(workspace: Workspace, state: RunState): string[] {
  const replaced: string[] = [];
  for (const [key, artifact] of Object.entries(standingArtifacts(state))) {
    const record = state.steps[key];
    // Completed at the visit that was accepted: no attempt since wrote the path.
    if (record === undefined || (record.status === 'completed' && record.visits === artifact.visit)) continue;
    const path = workspace.tryResolve(artifact.path);
    if (path === undefined) continue;
    let digest: string | undefined;
    try {
      digest = sha256File(path.abs);
    } catch {
      digest = undefined; // removed, unreadable or no file now: not what was accepted either
    }
    if (digest !== artifact.sha256) replaced.push(artifact.path);
  }
  return replaced;
}
