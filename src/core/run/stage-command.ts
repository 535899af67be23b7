// How a shell stage becomes a process: argv for bash (the script is one argv element, never
// assembled into a larger shell string), and the STAGEGATE_* environment every stage gets.
import { shellQuote } from '../model/shell-quote.js';
import { StagegateError } from './errors.js';
import { substitute } from '../model/placeholders.js';
import type { StepModel } from '../model/workflow.js';
import type { WorkspacePath } from '../workspace/workspace.js';

/** bash like GitHub Actions runs `shell: bash`: no profile, exit on error, pipefail. */
export const SHELL_ARGS = ['--noprofile', '--norc', '-eo', 'pipefail', '-c'];

export function buildShellCommand(step: StepModel, bindings: ReadonlyMap<string, string>): { command: string; args: string[] } {
  // Placeholder values enter the script shell-quoted as ONE word each: data, never code.
  const script = substitute(step.def.run ?? '', bindings, (value) => {
    if (value.includes('\0')) throw nulRefused(step.id, 'a value in its run: text');
    return shellQuote(value);
  });
  return { command: 'bash', args: [...SHELL_ARGS, script, `stagegate:${step.id}`] };
}

/** The variable naming an executable that runs stagegate (docs/gate.md). */
export const STAGEGATE_BIN = 'STAGEGATE_BIN';

export function envName(input: string): string {
  return `STAGEGATE_INPUT_${input.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

export interface StageEnvValues {
  workflow: string;
  step: string;
  runId: string;
  output: WorkspacePath | undefined;
  visit: number;
  attempt: number;
  statePath: string;
  runRoot: string;
  workspace: string;
  inputs: Record<string, string>;
}

export function stageEnvironment(base: Record<string, string | undefined>, v: StageEnvValues): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, value] of Object.entries(base)) {
    // Our own variables from an outer run never leak into a nested one. STAGEGATE_BIN is how a
    // stage reaches stagegate itself (`"$STAGEGATE_BIN" gate OK`): the adapter running this
    // run sets it (the CLI to itself), so it passes through.
    if (value !== undefined && (!k.startsWith('STAGEGATE_') || k === STAGEGATE_BIN)) env[k] = value;
  }
  env['STAGEGATE_WORKFLOW'] = v.workflow;
  env['STAGEGATE_STEP'] = v.step;
  env['STAGEGATE_RUN_ID'] = v.runId;
  env['STAGEGATE_OUTPUT'] = v.output?.abs ?? '';
  env['STAGEGATE_ARTIFACT'] = v.output?.rel ?? '';
  env['STAGEGATE_VISIT'] = String(v.visit);
  env['STAGEGATE_ATTEMPT'] = String(v.attempt);
  env['STAGEGATE_STATE_PATH'] = v.statePath;
  env['STAGEGATE_RUN_ROOT'] = v.runRoot;
  env['STAGEGATE_WORKSPACE'] = v.workspace;
  for (const [name, value] of Object.entries(v.inputs)) {
    // NUL cannot live in an environment variable: refused, never silently cut out.
    if (value.includes('\0')) throw nulRefused(v.step, `input ${name}`);
    env[envName(name)] = value;
  }
  return env;
}

function nulRefused(step: string, what: string): StagegateError {
  return new StagegateError('WORKFLOW_INPUT_REQUIRED', `step ${step}: ${what} contains a NUL byte, which no process can receive; it is refused, not cut short`, {
    hint: 'Remove the NUL byte from the value (workflow defaults, step inputs, the invocation or the persisted state).',
  });
}
