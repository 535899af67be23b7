// What continues a run stopped at a step that asks a person for inputs (`asks`: an aiox elicit
// step) before they were given: the same run with each unanswered input, `NAME='<your answer>'`.
// A plain resume would only stop there again. One rule for the run that stops
// (steps/process/run.ts, outcome.ts), for a foreach whose item run stopped at a per-item step that
// asks (steps/foreach/run.ts: the parent's own command, which carries the answer to its items), and
// for `status` of that run (commands/status.ts).
import type { StepModel, Workflow } from '../model/workflow.js';
import type { Workspace } from '../workspace/workspace.js';
import { foreachSummary, type RunState } from '../state/state.js';
import { readCarriedState } from '../state/store.js';
import { shellWord } from './command-line.js';

/** The placeholder the command carries where the person's answer goes. */
export const ANSWER_PLACEHOLDER = '<your answer>';

/** The inputs `step` asks for that `bindings` has no value for (absent or empty), in its order. */
export function unansweredAsks(step: Pick<StepModel, 'def'> | undefined, bindings: ReadonlyMap<string, string>): string[] {
  return (step?.def.asks ?? []).filter((name) => (bindings.get(name) ?? '') === '');
}

/** `resume` (the command that continues the run) with each name given the answer placeholder. */
export function answerCommand(resume: string, names: readonly string[]): string {
  return `${resume} ${names.map((n) => `${n}=${shellWord(ANSWER_PLACEHOLDER)}`).join(' ')}`;
}

/** The inputs a printed answer command (answerCommand) leaves for the person to fill in: `NAME='<your answer>'` words. */
export function answerNames(command: string | null | undefined): string[] {
  if (!command) return [];
  const placeholder = shellWord(ANSWER_PLACEHOLDER).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...command.matchAll(new RegExp(`(?:^| )([A-Za-z_][A-Za-z0-9_.-]*)=${placeholder}(?= |$)`, 'g'))].map((m) => m[1]!);
}

/** The stop's message: which step asks for what (its description: the question), and the command that answers. */
export function askedMessage(step: Pick<StepModel, 'id' | 'def'>, names: readonly string[], answer: string): string {
  const question = step.def.description !== undefined ? ` (${step.def.description})` : '';
  return `step ${step.id} asks for ${names.join(', ')}${question}, which ${names.length === 1 ? 'was' : 'were'} not given: answer with \`${answer}\``;
}

/** The stop's fix: run the answer; `showPrompt`, for a step that gets a prompt, is the plan command that shows what it will be told. */
export function askedFix(stepWords: string, names: readonly string[], answer: string, showPrompt: string | undefined): string {
  const shows = showPrompt === undefined ? '' : ` (\`${showPrompt}\` shows what the step will be told)`;
  return `Answer ${stepWords}: run \`${answer}\` with your answer${names.length === 1 ? '' : 's'} in place of ${ANSWER_PLACEHOLDER}${shows}.`;
}

/**
 * The step that asks, of a run stopped WORKFLOW_INPUT_REQUIRED: its active step, or at a foreach
 * step, the per-item step its active item's run stopped at (that run's own state, read as status
 * reads an item's; undefined when it did not stop for an answer).
 */
export function askingStep(workflow: Workflow, state: RunState, workspace: Workspace): Pick<StepModel, 'def'> | undefined {
  const id = state.active_step;
  if (id === null) return undefined;
  const step = workflow.steps.get(id);
  const record = state.steps[id]?.foreach;
  if (step?.def.foreach === undefined || record === undefined) return step;
  const path = foreachSummary(record).active?.state_path;
  const at = path == null ? undefined : workspace.tryResolve(path);
  const read = at ? readCarriedState(at.abs) : undefined;
  if (read?.kind !== 'ok' || read.state.active_step === null || read.state.status !== 'WORKFLOW_INPUT_REQUIRED') return undefined;
  const def = step.def.per_item?.[read.state.active_step];
  return def ? { def } : undefined;
}
