// Typed inputs (inputs.types): maestro-flow's `inputs{name: {type}}` and CCW's
// `context_schema{var: {type}}` carry types, and so may native workflows. A bound value of the
// wrong type stops the run before anything runs; a `path` must resolve inside the workspace.
import { StagegateError, isStagegateError } from '../run/errors.js';
import type { Workspace } from '../workspace/workspace.js';
import type { Workflow } from './workflow.js';
import type { StepShape } from './schema.js';
import { declValueProblem, nameValueProblem, scanShellPlacements, type PlaceholderSite } from './shell-placements.js';
import { declaredInputs } from './invocation.js';
import { shownValue } from '../run/secret-names.js';

export type InputType = 'string' | 'number' | 'integer' | 'boolean' | 'path' | 'name';

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
/**
 * What bash arithmetic reads as the same decimal integer (the run's check of an arithmetic
 * placement: run/stage-command.ts): no leading zero (bash reads 010 as octal and 08 as an error),
 * at most 18 digits (bash's 64-bit integers wrap silently above 9.2e18).
 */
export const INTEGER = /^[+-]?(0|[1-9][0-9]{0,17})$/;
/** A name a file name is made of (an aiox agent the person picks: its persona file): no '/', no '..', one line. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Why `value` is not of `type`, or undefined when it is. Paths are checked by the caller. */
export function typeProblem(type: InputType, value: string): string | undefined {
  if (type === 'number' && !NUMBER.test(value.trim())) return 'a number';
  if (type === 'integer' && !INTEGER.test(value)) return 'an integer';
  if (type === 'boolean' && !/^(true|false)$/i.test(value.trim())) return 'true or false';
  if (type === 'name' && (!NAME.test(value) || value.includes('..'))) return "a name (letters, digits, '.', '_' and '-', starting with a letter or digit; no '..')";
  return undefined;
}

/**
 * Check every bound input that declares a type, and every input that stands in shell arithmetic
 * in some step's run: text (there bash takes an integer only, whatever its declared type) or where
 * a builtin reads a variable name (a plain identifier only); empty
 * values (unbound optional inputs) pass. Run when the inputs are bound, before any stage runs.
 * `itemRun`: a foreach item's run, whose inputs are the parent's (checked when the parent bound
 * them) and the item's registry values: those are checked when their step starts, where the
 * message can name the registry row (run/stage-command.ts), not as inputs that stop "before
 * anything ran" when earlier items have.
 */
export function checkInputTypes(workflow: Workflow, bindings: ReadonlyMap<string, string>, workspace: Workspace, itemRun = false): void {
  const types = workflow.data.inputs?.types ?? {};
  for (const [name, type] of Object.entries(types)) {
    const value = bindings.get(name);
    if (value === undefined || value === '') continue;
    const expected = typeProblem(type, value);
    if (expected !== undefined) {
      throw new StagegateError('WORKFLOW_INPUT_INVALID', `input ${name} must be ${expected} (inputs.types), got '${shownValue(name, value)}'. Nothing ran`, { hint: `Pass ${name}=<${type}>.` });
    }
    if (type === 'path') {
      try {
        workspace.resolve(value, `input ${name}`);
      } catch (error) {
        if (!isStagegateError(error)) throw error;
        throw new StagegateError(error.code, error.message, { hint: `Pass ${name} as a path inside the workspace.` });
      }
    }
  }
  if (itemRun) return;
  const inputs = declaredInputs(workflow);
  for (const { stepId, name, site } of shellCheckedPlaceholders(workflow)) {
    const value = bindings.get(name);
    if (!inputs.has(name) || value === undefined || value === '') continue;
    const full = shownValue(name, value);
    const shown = full.length > 60 ? full.slice(0, 60) + '…' : full;
    if (site.nameFor !== undefined) {
      const problem = nameValueProblem(site, value);
      if (problem === undefined) continue;
      throw new StagegateError('WORKFLOW_INPUT_INVALID', `input ${name} is '${shown}', but {{${name}}} stands where \`${site.nameFor}\` reads a variable name in run: of step ${stepId} (bash evaluates a subscript in a name), which takes ${problem} only. Nothing ran`, {
        hint: `Pass ${name}=<identifier>, or do not use the value as a variable name in the script.`,
      });
    }
    if (site.declValue !== undefined) {
      const problem = declValueProblem(site, value);
      if (problem === undefined) continue;
      throw new StagegateError('WORKFLOW_INPUT_INVALID', `input ${name} is '${shown}', but {{${name}}} is the value of a declaration in run: of step ${stepId}, which must be ${problem}. Nothing ran`, {
        hint: `Pass another value for ${name}, or assign it as data in the script (arr+=("{{${name}}}") for an array, a plain variable for an integer).`,
      });
    }
    if (INTEGER.test(value)) continue;
    const declared = types[name];
    throw new StagegateError('WORKFLOW_INPUT_INVALID', `input ${name} is '${shown}', but {{${name}}} stands where bash evaluates arithmetic in run: of step ${stepId}, which takes an integer only${declared === 'number' ? ' (inputs.types says number, which admits decimals)' : ''}. Nothing ran`, {
      hint: `Pass ${name}=<integer>${declared !== 'integer' ? ` (declare it integer in inputs.types: a value that is not an integer is then refused as such)` : ''}.`,
    });
  }
}

/**
 * Each {{name}} that stands in shell arithmetic, or where a builtin reads a variable name
 * (`nameFor`), in a run: text of the workflow (top-level steps, per-item steps, parallel
 * branches), with its step.
 */
function shellCheckedPlaceholders(workflow: Workflow): Array<{ stepId: string; name: string; site: PlaceholderSite }> {
  const out: Array<{ stepId: string; name: string; site: PlaceholderSite }> = [];
  // `shadowed`: names a foreach binds per item (its per-item steps see the item's value, not the input).
  const visit = (stepId: string, def: StepShape, shadowed: ReadonlySet<string>) => {
    if (typeof def.run === 'string' && def.run.includes('{{')) {
      const scan = scanShellPlacements(def.run);
      if (scan.ok) {
        for (const site of scan.sites) {
          if (shadowed.has(site.name)) continue;
          if (site.placement === 'arith' || site.nameFor !== undefined || site.declValue !== undefined) out.push({ stepId, name: site.name, site });
        }
      }
    }
    const bound = new Set([...shadowed, ...Object.keys(def.foreach?.bindings ?? {})]);
    for (const [id, inner] of Object.entries(def.per_item ?? {})) visit(id, inner, bound);
    for (const [id, inner] of Object.entries(def.parallel?.branches ?? {})) visit(id, inner, shadowed);
  };
  for (const [id, step] of workflow.steps) visit(id, step.def, new Set());
  return out;
}
