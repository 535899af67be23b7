// A run that ended at a hand-off step ended as its workflow is designed to: the step handed the
// work on (its instruction) under its terminal_status. Exit 3 says the work goes on outside the
// run, but nothing blocked it and nothing is left to fix or resume: the advice the run and
// `status` give says that, not "fix what blocked it, then start over".
import type { RunState } from '../../state/state.js';
import type { Workflow } from '../../model/workflow.js';
import { runTarget } from '../../run/command-line.js';

export interface HandOffEnd {
  step: string;
  status: string;
  /** The instruction as the run rendered it (the state's message), or undefined. */
  instruction: string | undefined;
}

/** The hand-off that ended the run, or undefined when it ended otherwise (or is not finished, or is complete). */
export function handOffEnd(state: RunState, workflow: Pick<Workflow, 'steps'>): HandOffEnd | undefined {
  const last = state.last_transition;
  if (state.active_step !== null || state.status === 'WORKFLOW_COMPLETE' || last === null || last.outcome !== 'terminal' || last.code !== state.status) return undefined;
  if (workflow.steps.get(last.step)?.kind !== 'instruction') return undefined;
  const prefix = `${last.step}: `;
  const instruction = state.message?.startsWith(prefix) ? state.message.slice(prefix.length) : undefined;
  return { step: last.step, status: state.status, instruction };
}

/** The fix a hand-off end prints: what happened, and (only as the way to run again) the fresh start. */
export function handOffHint(end: HandOffEnd, fresh: string | undefined): string {
  const said = end.instruction !== undefined && end.instruction !== '' ? ` — "${end.instruction}"` : '';
  const again = fresh !== undefined ? ` Once the hand-off is done, to run the workflow again: \`${fresh}\`, or a new --run-id.` : ' Once the hand-off is done, start the workflow again with --mode fresh or a new --run-id.';
  return `The run ended by hand-off, as the workflow is designed to end here: step ${end.step} handed off with ${end.status}${said}. Nothing blocked it and nothing is left to run (a resume reports this end again).${again}`;
}

/**
 * A hand-off a child workflow step routed to on its child run's stop (an imported maestro
 * delegate whose chain paused): the command that shows why that child run stopped, pasteable —
 * `name` the printed commands' start (`stagegate -C DIR`), the child's workflow path one shell
 * word, its real run id. Only the child step whose child's recorded stop routes to the hand-off
 * step (not an earlier child that completed and routed elsewhere), and not a completion: a child
 * that completed stopped for no reason its status tells. Undefined otherwise.
 */
export function handOffChildStatus(state: RunState, workflow: Pick<Workflow, 'steps'>, end: HandOffEnd, name: string): string | undefined {
  for (const [id, step] of workflow.steps) {
    if (step.kind !== 'child_workflow') continue;
    const child = state.steps[id]?.child;
    if (!child?.run_id || child.status === 'WORKFLOW_COMPLETE' || step.def.statuses?.[child.status] !== end.step) continue;
    return `${name} status ${runTarget(child.workflow_file, child.run_id)}`;
  }
  return undefined;
}
