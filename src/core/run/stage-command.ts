// How a shell stage becomes a process: argv for bash (the script is one argv element, never
// assembled into a larger shell string), and the STAGEGATE_* environment every stage gets.
// A {{placeholder}} in run: text never puts its value into the script: each value travels in an
// environment variable (STAGEGATE_VALUE_<n>) and the placeholder becomes a reference to it written
// for the place it stands in (shell-placements.ts). Bash never parses a variable's contents as
// code, except in arithmetic, where a value must therefore be an integer, and in a word a builtin
// reads as a variable name (printf -v, read, declare …), where it must be a plain identifier.
import { StagegateError } from './errors.js';
import { GATE_SCHEMA_VARIABLE } from '../gate/gate-schema.js';
import { PlaceholderError } from '../model/placeholders.js';
import { declValueProblem, lineOf, nameValueProblem, scanShellPlacements, type ShellPlacement } from '../model/shell-placements.js';
// A value bash evaluates as arithmetic must be a plain decimal integer (anything else could run code).
import { INTEGER } from '../model/input-types.js';
import type { StepModel } from '../model/workflow.js';
import type { WorkspacePath } from '../workspace/workspace.js';

/** bash like GitHub Actions runs `shell: bash`: no profile, exit on error, pipefail. */
export const SHELL_ARGS = ['--noprofile', '--norc', '-eo', 'pipefail', '-c'];

/** The variable that carries the n-th distinct placeholder value of a script. */
export const valueVariable = (n: number): string => `STAGEGATE_VALUE_${n}`;


function reference(placement: ShellPlacement, variable: string): string {
  switch (placement) {
    case 'double':
    case 'heredoc':
    case 'arith':
      return `\${${variable}}`;
    case 'single':
      // Close the quote, splice a double-quoted reference, reopen: still one word.
      return `'"\${${variable}}"'`;
    case 'ansi':
      return `'"\${${variable}}"$'`;
    default:
      return `"\${${variable}}"`;
  }
}

export function buildShellCommand(step: StepModel, bindings: ReadonlyMap<string, string>): { command: string; args: string[]; env: Record<string, string> } {
  const text = step.def.run ?? '';
  const scan = scanShellPlacements(text);
  if (!scan.ok) {
    throw new StagegateError('WORKFLOW_CONTRACT_INVALID', `run: of step ${step.id}, line ${lineOf(text, scan.offset)}: stagegate cannot tell where its placeholders land (${scan.message}); nothing ran`, {
      hint: 'Fix the shell text (stagegate validate reports it as SHELL_PLACEHOLDER_UNSAFE), or read the value from its STAGEGATE_INPUT_<NAME> variable instead of a placeholder.',
    });
  }
  const missing = [...new Set(scan.sites.filter((site) => !bindings.has(site.name)).map((site) => site.name))];
  if (missing.length > 0) throw new PlaceholderError(`unresolved placeholder${missing.length > 1 ? 's' : ''} ${missing.map((m) => `{{${m}}}`).join(', ')}`, missing);
  const variables = new Map<string, string>();
  const env: Record<string, string> = {};
  let script = '';
  let from = 0;
  for (const site of scan.sites) {
    const where = `run: of step ${step.id}, line ${lineOf(text, site.start)}`;
    if (site.unsafe !== undefined) {
      throw new StagegateError('WORKFLOW_CONTRACT_INVALID', `${where}: {{${site.name}}} cannot be made safe there: ${site.unsafe}; nothing ran`, {
        hint: 'Move the placeholder (stagegate validate reports it as SHELL_PLACEHOLDER_UNSAFE), or read the value from its STAGEGATE_INPUT_<NAME> variable.',
      });
    }
    const value = bindings.get(site.name)!;
    if (value.includes('\0')) throw nulRefused(step.id, `the value of {{${site.name}}} in its run: text`);
    if (site.placement === 'arith' && !INTEGER.test(value)) {
      throw new StagegateError('WORKFLOW_INPUT_INVALID', `${where}: {{${site.name}}} stands where bash evaluates arithmetic, so its value must be an integer; it is ${JSON.stringify(value.length > 60 ? value.slice(0, 60) + '…' : value)}; the step did not start`, {
        hint: 'Make the value an integer where it comes from (a foreach binding: the registry row), or move the placeholder out of the arithmetic (quote it as a word and convert it in the script).',
      });
    }
    const nameProblem = nameValueProblem(site, value);
    if (nameProblem !== undefined) {
      throw new StagegateError('WORKFLOW_INPUT_INVALID', `${where}: {{${site.name}}} stands where \`${site.nameFor}\` reads a variable name (bash evaluates a subscript in a name), so its value must be ${nameProblem}; it is ${JSON.stringify(value.length > 60 ? value.slice(0, 60) + '…' : value)}; the step did not start`, {
        hint: 'Make the value an identifier where it comes from (a foreach binding: the registry row), or use the value as data, not as a variable name (choose the variable with case "{{x}}" in …).',
      });
    }
    const declProblem = declValueProblem(site, value);
    if (declProblem !== undefined) {
      throw new StagegateError('WORKFLOW_INPUT_INVALID', `${where}: {{${site.name}}} is the value of a declaration, so it must be ${declProblem}; it is ${JSON.stringify(value.length > 60 ? value.slice(0, 60) + '…' : value)}; the step did not start`, {
        hint: 'Make the value fit where it comes from (a foreach binding: the registry row), or assign it as data: arr+=("{{x}}") for an array, a plain variable for an integer.',
      });
    }
    let variable = variables.get(site.name);
    if (variable === undefined) {
      variable = valueVariable(variables.size + 1);
      variables.set(site.name, variable);
      env[variable] = value;
    }
    script += text.slice(from, site.start) + reference(site.placement, variable);
    from = site.end;
  }
  script += text.slice(from);
  return { command: 'bash', args: [...SHELL_ARGS, script, `stagegate:${step.id}`], env };
}

/** The variable naming an executable that runs stagegate (docs/gate.md). */
export const STAGEGATE_BIN = 'STAGEGATE_BIN';

/** The attempt's token in every process of the attempt (run/leftovers.ts): names processes, not a secret. */
export const ATTEMPT_TOKEN_VARIABLE = 'STAGEGATE_ATTEMPT_TOKEN';

/** What the variable of each of a stage's inputs starts with (envName). */
export const INPUT_VARIABLE_PREFIX = 'STAGEGATE_INPUT_';

export function envName(input: string): string {
  return `${INPUT_VARIABLE_PREFIX}${input.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
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
  /** STAGEGATE_ATTEMPT_TOKEN: marks every process of the attempt (leftovers.ts). */
  attemptToken: string;
  /** STAGEGATE_STATUSES: the gate statuses the step routes (unset when it routes none: `stagegate gate` checks against it). */
  statuses?: readonly string[];
  /** STAGEGATE_EFFECTS: the attempt's ledger of side effects done once (run/effects.ts). */
  effects?: string;
  /** STAGEGATE_GATE_SCHEMA: the step's gate_schema for `stagegate gate` to check --set values against (gate/gate-schema.ts gateSchemaVariable). */
  gateSchema?: string;
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
  env[ATTEMPT_TOKEN_VARIABLE] = v.attemptToken;
  if (v.statuses !== undefined && v.statuses.length > 0) env['STAGEGATE_STATUSES'] = v.statuses.join(' ');
  if (v.effects !== undefined) env['STAGEGATE_EFFECTS'] = v.effects;
  if (v.gateSchema !== undefined) env[GATE_SCHEMA_VARIABLE] = v.gateSchema;
  for (const [name, value] of Object.entries(v.inputs)) {
    // NUL cannot live in an environment variable: refused, never silently cut out.
    if (value.includes('\0')) throw nulRefused(v.step, `input ${name}`);
    env[envName(name)] = value;
  }
  return env;
}

function nulRefused(step: string, what: string): StagegateError {
  return new StagegateError('WORKFLOW_INPUT_REQUIRED', `step ${step}: ${what} contains a NUL byte, which no process can receive; it is refused, not cut short`, {
    hint: 'Remove the NUL byte from the value (workflow defaults, step inputs, the invocation, the persisted state, or the output or gate value a {{steps.<id>...}} reference reads), then resume.',
  });
}
