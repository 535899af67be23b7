// Shell stages (`run:`): bash with the script as one argv element; gated by output + gate.
import { StagegateError } from '../../run/errors.js';
import { PlaceholderError } from '../../model/placeholders.js';
import { buildShellCommand } from '../../run/stage-command.js';
import { absentOptionalInputs, withAbsent } from '../../model/absent-inputs.js';
import type { PrepareStage } from './types.js';
import { JUDGING } from '../../gate/judging.js';

export const prepareShellStage: PrepareStage = ({ workflow, step, bindings }) => {
  let command: { command: string; args: string[]; env: Record<string, string> };
  try {
    // An optional input that was not given is the empty word in run: text.
    command = buildShellCommand(step, withAbsent(bindings, absentOptionalInputs(workflow, bindings), ''));
  } catch (error) {
    if (!(error instanceof PlaceholderError)) throw error;
    throw new StagegateError('WORKFLOW_INPUT_REQUIRED', `run: of step ${step.id} uses ${error.missing.map((m) => `{{${m}}}`).join(', ')}, which no input, default or runner value provides`);
  }
  return { judging: JUDGING.shell, agent: undefined, bounded: false, next: undefined, invocation: () => ({ command: command.command, args: command.args, env: command.env }) };
};
