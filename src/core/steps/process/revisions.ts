// An action or resolver step may revise accepted artifacts (4.0's "revise" actions correct the
// artifact a verifier found defects in). When such a step succeeds, every accepted artifact it
// changed is re-recorded with its new digest and `revised_by`, so a later resume does not
// mistake the revision for tampering. Stages that run after it must re-verify it.
import { statSync } from 'node:fs';
import { sha256File } from '../../workspace/digest.js';
import type { Workspace } from '../../workspace/workspace.js';
import type { ArtifactRecord, RunState } from '../../state/state.js';

export function revisedArtifacts(state: RunState, workspace: Workspace, stepId: string): Record<string, ArtifactRecord> {
  const out: Record<string, ArtifactRecord> = {};
  for (const [owner, artifact] of Object.entries(state.artifacts)) {
    const p = workspace.tryResolve(artifact.path);
    if (!p) continue;
    let size: number;
    try {
      const st = statSync(p.abs);
      if (!st.isFile()) continue;
      size = st.size;
    } catch {
      continue;
    }
    const sha256 = sha256File(p.abs);
    if (sha256 !== artifact.sha256) out[owner] = { ...artifact, sha256, size, revised_by: stepId };
  }
  return out;
}
