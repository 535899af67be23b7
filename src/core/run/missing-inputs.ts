// A run refused before anything ran because required inputs were not given (WORKFLOW_INPUT_REQUIRED;
// WORKFLOW_FRESH_EXECUTION_BLOCKED for a fresh run): the error names them (context.ts), and the
// runner makes the CLI's `next:` of it — the command the person typed, with `NAME='<value>'` for
// each missing input, one shell word each, as asked-next.ts does for the inputs a step asks for.
import type { RunRequest } from './host.js';
import { StagegateError } from './errors.js';
import type { StopCode } from './stop-codes.js';
import { agentFlags, flagWord, inputWord, pathWord, shellWord } from './command-line.js';
import { MASK, shownValue } from './secret-names.js';

/** The placeholder the command carries where the person's value goes. */
export const VALUE_PLACEHOLDER = '<value>';

export class MissingInputs extends StagegateError {
  /** The required inputs not given (or given empty), in the workflow's order. */
  readonly missing: readonly string[];
  constructor(code: StopCode, message: string, hint: string, missing: readonly string[]) {
    super(code, message, { hint });
    this.missing = missing;
  }
}

/**
 * The next: of a run refused for `missing` inputs, for the person at the CLI who typed the command
 * (agentFlagsInHints: the values given are theirs to see); undefined for the Action (its summary
 * says where inputs go) and for a child's or an item's run (their parent's outcome says what next).
 */
export function missingInputsNext(request: Pick<RunRequest, 'commandName' | 'invocation' | 'agents' | 'agentFlagsInHints' | 'itemRun' | 'ancestry'>, workflowFile: string, missing: readonly string[]): string | undefined {
  if (request.agentFlagsInHints !== true || request.itemRun === true || (request.ancestry?.length ?? 0) > 0) return undefined;
  return missingInputsCommand(request, workflowFile, missing);
}

/**
 * What the hint adds when that command shows a given value as *** (a secret-looking input, a URL's
 * password): pasted as printed, the run would take `***` for the value, so the person gives it
 * again — as the --mode fresh command's hint says (outcome.ts). Empty when nothing was masked.
 */
export function maskedInputsNote(request: Pick<RunRequest, 'invocation'>, missing: readonly string[]): string {
  const hidden = Object.entries(request.invocation.tokens).filter(([name, value]) => !missing.includes(name) && shownValue(name, value) !== value).map(([name]) => name);
  return hidden.length === 0 ? '' : ` Give ${hidden.join(', ')} again in place of ${MASK}: secret-looking values are not printed.`;
}

/**
 * The invocation `request` made (its workflow as `workflowFile`, its run id, inputs and flags as
 * given: a fresh start stays fresh), with `NAME='<value>'` for each of `missing`. A secret-looking
 * value given is printed as *** (inputWord), as every printed command masks it.
 */
export function missingInputsCommand(request: Pick<RunRequest, 'commandName' | 'invocation' | 'agents' | 'agentFlagsInHints'>, workflowFile: string, missing: readonly string[]): string {
  const inv = request.invocation;
  let words = `${request.commandName ?? 'stagegate'} run ${pathWord(workflowFile)}`;
  if (inv.runId !== undefined) words += flagWord('run-id', inv.runId);
  for (const pair of Object.entries(inv.tokens)) if (!missing.includes(pair[0])) words += ` ${inputWord(pair)}`;
  if (inv.mode !== undefined) words += flagWord('mode', inv.mode);
  if (inv.ignorePreviousCompletion === true) words += ' --ignore-previous-completion';
  if (inv.stopAfterStep !== undefined) words += flagWord('stop-after-step', inv.stopAfterStep);
  if (inv.allowWorkflowChange === true) words += ' --allow-workflow-change';
  if (inv.onSourceChange !== undefined) words += flagWord('on-source-change', inv.onSourceChange);
  if (inv.rerunFrom !== undefined) words += flagWord('rerun-from', inv.rerunFrom);
  if (request.agentFlagsInHints === true) words += agentFlags(request.agents);
  return `${words}${missing.map((name) => ` ${name}=${shellWord(VALUE_PLACEHOLDER)}`).join('')}`;
}
