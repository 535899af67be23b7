// RUN_MANIFEST.yaml (provenance of one run, in its run root) and the LATEST_RUN.md pointer.
import { atomicWriteFile } from './atomic-write.js';
import type { RunState } from './state.js';
import { toYaml } from './yaml-emit.js';
import { agentManifestSections } from './stages/spend.js';

export const MANIFEST_FILE = 'RUN_MANIFEST.yaml';
export const LATEST_POINTER_FILE = 'LATEST_RUN.md';

export function manifestDocument(state: RunState): Record<string, unknown> {
  return {
    agent_package_version: state.agent_package_version,
    run_id: state.run_id,
    workflow: state.workflow,
    workflow_file: state.workflow_file,
    workflow_digest: state.workflow_digest,
    execution_mode: state.execution_mode,
    ignore_previous_completion: state.ignore_previous_completion,
    fresh_execution_of: state.fresh_execution_of,
    source_commit: state.source_commit,
    started_at: state.created_at,
    last_updated: state.updated_at,
    status: state.status,
    artifacts: Object.values(state.artifacts).map((a) => ({
      path: a.path,
      sha256: a.sha256,
      size: a.size,
      step: a.step,
      gate_status: a.gate_status,
      visit: a.visit,
      accepted_at: a.accepted_at,
      ...(a.revised_by ? { revised_by: a.revised_by } : {}),
    })),
    ...agentManifestSections(state),
  };
}

export function writeManifest(absPath: string, state: RunState): void {
  atomicWriteFile(absPath, toYaml(manifestDocument(state), '# stagegate run manifest: provenance of this run.\n'));
}

export function writeLatestPointer(absPath: string, state: RunState, manifestRel: string, stateRel: string): void {
  const text = [
    '# Latest run (pointer only)',
    '',
    'This file is a convenience pointer. It is never evidence: read the manifest and state it names.',
    '',
    `- run_id: ${state.run_id}`,
    `- workflow: ${state.workflow}`,
    `- manifest: ${manifestRel}`,
    `- state: ${stateRel}`,
    `- status: ${state.status}`,
    `- updated: ${state.updated_at}`,
    '',
  ].join('\n');
  atomicWriteFile(absPath, text);
}
