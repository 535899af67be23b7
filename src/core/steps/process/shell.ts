// Shell stages (`run:`): bash with the script as one argv element; gated by output + gate.
import { StagegateError } from '../../run/errors.js';
import { PlaceholderError, scalarToString, substitute } from '../../model/placeholders.js';
import { buildShellCommand } from '../../run/stage-command.js';
import { seenByStep } from '../../model/absent-inputs.js';
import type { PrepareStage } from './types.js';
import { JUDGING } from '../../gate/judging.js';
import { missingValuesHint } from '../../run/bindings.js';

export const prepareShellStage: PrepareStage = ({ workflow, step, bindings }) => {
  let command: { command: string; args: string[]; env: Record<string, string> };
  try {
    // An optional input that was not given is the empty word in run: text.
    command = buildShellCommand(step, seenByStep(workflow, step, bindings, ''));
  } catch (error) {
    if (!(error instanceof PlaceholderError)) throw error;
    throw new StagegateError('WORKFLOW_INPUT_REQUIRED', `run: of step ${step.id} uses ${error.missing.map((m) => `{{${m}}}`).join(', ')}, which no input, default or runner value provides`, {
      hint: missingValuesHint(step, bindings, error.missing),
      location: { file: workflow.file, line: step.line, column: step.column },
    });
  }
  // The step's own inputs reach the script as STAGEGATE_INPUT_<NAME>: one that could not be bound
  // (a runtime reference the state cannot resolve yet) stops the run, as in run: text, instead of
  // leaving the variable unset for the script to read as "" (docs/workflow-format.md#runtime-references).
  const withOptional = seenByStep(workflow, step, bindings, '');
  for (const [name, value] of Object.entries(step.def.inputs ?? {})) {
    const text = scalarToString(value);
    if (text === undefined || bindings.has(name)) continue;
    try {
      substitute(text, withOptional);
    } catch (error) {
      if (!(error instanceof PlaceholderError)) throw error;
      throw new StagegateError('WORKFLOW_INPUT_REQUIRED', `input ${name} of step ${step.id} uses ${error.missing.map((m) => `{{${m}}}`).join(', ')}, which no input, default or runner value provides`, {
        hint: missingValuesHint(step, withOptional, error.missing),
        location: { file: workflow.file, line: step.line, column: step.column },
      });
    }
  }
  return { judging: JUDGING.shell, agent: undefined, bounded: false, next: undefined, invocation: () => ({ command: command.command, args: command.args, env: command.env }) };
};
