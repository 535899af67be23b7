// A run named with another workflow file than the one it was started from (two workflows whose
// state_path puts their runs in one place, or a mistyped file): the likely mistake is the file
// named, so the fix names the run's own file first — as commands that continue and show the run —
// and never a fresh start of the other workflow in its place.
import { runTarget, shellWord } from '../run/command-line.js';

/**
 * How the commands a refusal prints name a run, as the command that printed them was given:
 * `commandName` what they start with (the CLI's `stagegate -C DIR`), `locating` the inputs given
 * that locate the run's state (run-scope.ts stateLocatingInputs; none in the Action's summary).
 */
export interface RunNaming {
  commandName: string;
  locating: ReadonlyArray<readonly [string, string]>;
}

/**
 * `WORKFLOW --run-id ID [name=value ...]` for the run's own file: the inputs that located its
 * state here locate it there too (both workflows' state_path put it at this one file).
 */
export function ownFileTarget(run: { run_id: string; workflow_file: string }, naming?: RunNaming | undefined): string {
  return runTarget(run.workflow_file, run.run_id, naming?.locating ?? []);
}

export function otherWorkflowHint(run: { run_id: string; workflow_file: string }, named: string, statePath: string, naming?: RunNaming | undefined): string {
  const target = ownFileTarget(run, naming);
  const name = naming?.commandName ?? 'stagegate';
  return `Run ${run.run_id} was started from ${shellWord(run.workflow_file)}: name that file — \`${name} run ${target}\` continues it, \`${name} status ${target}\` shows it. For a run of ${shellWord(named)}, give it another --run-id (both workflows keep run ${run.run_id}'s state at ${statePath}). The state file was not changed.`;
}
