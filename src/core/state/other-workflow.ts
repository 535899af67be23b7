// A run named with another workflow file than the one it was started from (two workflows whose
// state_path puts their runs in one place, or a mistyped file): the likely mistake is the file
// named, so the fix names the run's own file first — as commands that continue and show the run —
// and never a fresh start of the other workflow in its place.
import { runTarget, shellWord } from '../run/command-line.js';

export function otherWorkflowHint(run: { run_id: string; workflow_file: string }, named: string, statePath: string): string {
  const target = runTarget(run.workflow_file, run.run_id);
  return `Run ${run.run_id} was started from ${shellWord(run.workflow_file)}: name that file — \`stagegate run ${target}\` continues it, \`stagegate status ${target}\` shows it. For a run of ${shellWord(named)}, give it another --run-id (both workflows keep run ${run.run_id}'s state at ${statePath}). The state file was not changed.`;
}
