// What continues a run stopped at a step that asks a person for inputs (`asks`: an aiox elicit
// step) before they were given: the same run with each unanswered input, `NAME='<your answer>'`.
// A plain resume would only stop there again. One rule for the run that stops
// (steps/process/run.ts, outcome.ts) and for `status` of that run (commands/status.ts).
import type { StepModel } from '../model/workflow.js';
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
