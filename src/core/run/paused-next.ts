// What continues a run that is paused (its active step waits: an approval, child workflow runs'
// approvals, or a plain resume): the `next:` command and its alternative. One rule for the run
// that pauses (runner.ts) and for `status` of a paused run (commands/status.ts), so both say the same.
import type { RunOutcome } from './host.js';
import type { RunState } from '../state/state.js';
import { flagWord } from './command-line.js';

/** A child workflow run the run is paused in, awaiting a decision there. */
export interface AwaitedChild {
  workflowFile: string;
  runId: string;
  /** `WORKFLOW --run-id ID [locating inputs]`, as `approve` takes it. */
  target: string;
  /** Who may decide (null: anyone; unknown is null too). */
  approvers: string[] | null;
}

export type PausedNext = Pick<RunOutcome, 'hint' | 'nextCommand' | 'nextAlternative'>;

/**
 * The next step of a run paused with an active step: at its own approval, the decision (approve,
 * reject beside it) — a resume would only pause again; in child runs' approvals, the decision in
 * the first of them; otherwise the resume. `name` the command's name, `target` this run as approve
 * takes it, `resume` the command that resumes it. Undefined when the run is not paused there.
 */
export function pausedNext(state: RunState, name: string, target: string, resume: string, children: readonly AwaitedChild[]): PausedNext | undefined {
  if (state.active_step === null) return undefined;
  const pending = state.pending_approval;
  if (pending && pending.step === state.active_step) return decisionNext(name, target, pending.approvers, 'Decide with', `resume with \`${resume}\``);
  if (state.status !== 'PARTIAL_RESUMABLE') return undefined;
  const first = children[0];
  if (!first) return { nextCommand: resume };
  if (children.length === 1) {
    return decisionNext(name, first.target, first.approvers, `The child workflow run ${first.runId} (${first.workflowFile}) awaits approval: decide there with`, `resume this run with \`${resume}\`, which continues the child`);
  }
  const next = decisionNext(name, first.target, first.approvers, '', '');
  const each = children.map((c) => `\`${name} approve ${c.target}\` (or \`${name} reject ${c.target}\`)${c.approvers ? ` as one of ${c.approvers.join(', ')}` : ''}`);
  const runs = children.map((c) => `${c.runId} (${c.workflowFile})`);
  return {
    ...next,
    hint: `The child workflow runs ${runs.join(', ')} await approval: decide in each with ${each.join('; ')}, adding --by NAME ${DEFAULT_DECIDER}; then resume this run with \`${resume}\`, which continues the children.`,
  };
}

/** Who a decision without --by is recorded for (cli/decider.ts defaultDecider), as hints say it. */
export const DEFAULT_DECIDER = '(default: $GITHUB_ACTOR on GitHub Actions, else $USER, $LOGNAME or the OS account)';

/** approve (or reject) the run `target` names, as the next command and in a hint: `lead` the commands, `then` what follows. */
function decisionNext(name: string, target: string, approvers: string[] | null, lead: string, then: string): PausedNext {
  // The one approver's name as one shell word (a name with a space, a quote, a leading -); NAME is a placeholder to fill in.
  const by = approvers ? (approvers.length === 1 ? flagWord('by', approvers[0]!) : ' --by NAME') : '';
  return {
    hint: `${lead} \`${name} approve ${target}\` (or \`${name} reject ${target}\`), add --by NAME${approvers ? ` (one of ${approvers.join(', ')})` : ` ${DEFAULT_DECIDER}`}; then ${then}.`,
    nextCommand: `${name} approve ${target}${by}`,
    nextAlternative: `${name} reject ${target}${by}`,
  };
}
