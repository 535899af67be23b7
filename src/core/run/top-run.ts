// A child workflow's run, started by its parent (run_started.top_run): the run a person resumes to
// continue it is its top ancestor, the run started by hand. Every command that prints a resume of
// a child's run (run and status of it, approve/reject in it) names that run's resume instead.
import type { TopRun } from '../state/events.js';
import type { RunState } from '../state/state.js';
import { runCommandLine } from './command-line.js';

/**
 * The run a child workflow's run belongs to, as the last invocation a parent made of it recorded
 * it (a run of the child by hand since records none, but the run is still its parent's: the
 * parent's resume continues it); undefined for any other run and for journals written before
 * run_started recorded it.
 */
export function topRunOf(state: RunState): TopRun | undefined {
  return state.invocations.findLast((i) => i.top_run !== undefined)?.top_run;
}

/** `NAME run TOP_WORKFLOW --run-id TOP_ID [its locating inputs]`: the resume that continues a child's run; inputs only where hints may print them. */
export function topResumeLine(commandName: string, top: TopRun, withInputs = true): string {
  return runCommandLine(commandName, top.workflow_file, top.run_id, withInputs ? Object.entries(top.inputs) : []);
}

/** "the run this child run belongs to (wf.yaml, run r1; it continues the child)": what a resume hint names a child's run's resume as. */
export function topRunInWords(top: TopRun): string {
  return `the run this child run belongs to (${top.workflow_file}, run ${top.run_id}; it continues the child)`;
}

/**
 * The fix of a child's run whose next: resumes the run it belongs to (run and status of the child):
 * `hint`, the stop's own fix if any, then which run that is and that its resume continues this one.
 */
export function childRunHint(runId: string, top: TopRun, resume: string, hint?: string): string {
  const child = `Run ${runId} is a child workflow run of run ${top.run_id} (${top.workflow_file}): resume that run, which continues this one: \`${resume}\`.`;
  return hint !== undefined && hint !== '' ? `${hint} ${child}` : child;
}
