// Whether the workflow a command reads is the one a run's state records (`workflow_digest`). Since
// 2026-12-07 an imported workflow's digest also covers the files its prompts have the agent read
// (an aiox step's persona and task file: model/loader.ts); a build before digested only the file
// and its run map, and recorded no `prompt_files`. Such a run was not edited when its record is
// the digest without those files: it goes on, and its next run_started records both (the digest
// with them and `prompt_files`, `[]` when none exists), so a change after that is caught.
import type { Workflow } from '../model/workflow.js';
import type { RunState } from './state.js';

export function recordedDigestMatches(state: Pick<RunState, 'workflow_digest' | 'invocations'>, workflow: Pick<Workflow, 'digest' | 'digestWithoutPromptFiles'>): boolean {
  if (state.workflow_digest === workflow.digest) return true;
  // Recorded by a build that did not digest prompt files: compared as that build compared.
  const latest = state.invocations[state.invocations.length - 1];
  return latest !== undefined && latest.prompt_files === undefined && workflow.digestWithoutPromptFiles !== undefined && workflow.digestWithoutPromptFiles() === state.workflow_digest;
}
