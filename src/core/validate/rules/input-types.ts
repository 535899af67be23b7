// inputs.types: every typed name is a declared input, and a default without placeholders has
// its declared type (a default that only resolves at run time is checked then).
import { typeProblem } from '../../model/input-types.js';
import { PLACEHOLDER } from '../../model/placeholders.js';
import { GIT_DIR_WHY, WORKSPACE_NOTE } from '../../workspace/workspace.js';
import { issue, type ValidationContext } from './context.js';

export function ruleInputTypes(ctx: ValidationContext): void {
  const { workflow } = ctx;
  const types = workflow.data.inputs?.types ?? {};
  const declared = new Set([...workflow.inputs.required, ...workflow.inputs.optional, ...Object.keys(workflow.inputs.defaults)]);
  for (const [name, type] of Object.entries(types)) {
    const path = ['inputs', 'types', name];
    if (!declared.has(name)) {
      ctx.report(issue('INPUT_TYPE_UNDECLARED', 'error', `inputs.types names '${name}', which is not a declared input`, 'Declare it under inputs.required, inputs.optional or inputs.defaults, or remove its type.', path));
      continue;
    }
    const value = workflow.inputs.defaults[name];
    if (value === undefined || value === null) continue;
    const text = String(value);
    if (text === '' || new RegExp(PLACEHOLDER.source).test(text)) continue;
    const expected = typeProblem(type, text);
    if (expected !== undefined) {
      ctx.report(issue('INPUT_DEFAULT_TYPE', 'error', `the default of input ${name} is '${text}', but inputs.types says it is ${expected}`, `Give ${name} a default of type ${type}, or change its type.`, ['inputs', 'defaults', name], { value: true }));
    } else if (type === 'path') {
      const resolved = ctx.session.resolve(text);
      if (typeof resolved !== 'string') continue;
      const git = resolved.endsWith(GIT_DIR_WHY);
      ctx.report(issue('INPUT_DEFAULT_TYPE', 'error', `the default of path input ${name} ('${text}') ${git ? `is refused: ${resolved}` : 'is outside the workspace'}`, git ? 'Use a workspace-relative path outside the .git folder.' : `Use a workspace-relative path. ${WORKSPACE_NOTE}`, ['inputs', 'defaults', name], { value: true }));
    }
  }
}
