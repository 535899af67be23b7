// Typed inputs (inputs.types): maestro-flow's `inputs{name: {type}}` and CCW's
// `context_schema{var: {type}}` carry types, and so may native workflows. A bound value of the
// wrong type stops the run before anything runs; a `path` must resolve inside the workspace.
import { StagegateError, isStagegateError } from '../run/errors.js';
import type { Workspace } from '../workspace/workspace.js';
import type { Workflow } from './workflow.js';

export type InputType = 'string' | 'number' | 'boolean' | 'path';

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** Why `value` is not of `type`, or undefined when it is. Paths are checked by the caller. */
export function typeProblem(type: InputType, value: string): string | undefined {
  if (type === 'number' && !NUMBER.test(value.trim())) return 'a number';
  if (type === 'boolean' && !/^(true|false)$/i.test(value.trim())) return 'true or false';
  return undefined;
}

/** Check every bound input that declares a type; empty values (unbound optional inputs) pass. */
export function checkInputTypes(workflow: Workflow, bindings: ReadonlyMap<string, string>, workspace: Workspace): void {
  const types = workflow.data.inputs?.types ?? {};
  for (const [name, type] of Object.entries(types)) {
    const value = bindings.get(name);
    if (value === undefined || value === '') continue;
    const expected = typeProblem(type, value);
    if (expected !== undefined) {
      throw new StagegateError('WORKFLOW_INPUT_INVALID', `input ${name} must be ${expected} (inputs.types), got '${value}'`, { hint: `Pass ${name}=<${type}>.` });
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
}
