// foreach bindings are well formed: the loader checks each binding's shape (field non-empty,
// transform only slugify, names are identifiers); here: a binding may not take a runner-owned
// name, and should not hide a workflow input of the same name inside per_item.
import { RUNNER_OWNED, CONTROL_NAMES } from '../workflow.js';
import { issue, type ValidationContext } from './context.js';

const RESERVED: ReadonlySet<string> = new Set([...RUNNER_OWNED, ...CONTROL_NAMES]);

export function ruleForeach(ctx: ValidationContext): void {
  const { workflow, report } = ctx;
  const inputs = new Set([...workflow.inputs.required, ...workflow.inputs.optional, ...Object.keys(workflow.inputs.defaults)]);
  for (const { step } of ctx.steps) {
    const bindings = step.def.foreach?.bindings;
    if (!bindings) continue;
    for (const name of Object.keys(bindings)) {
      const path = [...step.path, 'foreach', 'bindings', name];
      if (RESERVED.has(name)) {
        report(issue('FOREACH_BINDING_INVALID', 'error', `foreach binding '${name}' of step '${step.id}' takes the name of a runner-owned value or execution control`, `Rename the binding (e.g. item_${name}).`, path));
      } else if (inputs.has(name)) {
        report(issue('FOREACH_BINDING_SHADOWS_INPUT', 'warning', `foreach binding '${name}' of step '${step.id}' has the name of a workflow input; inside per_item {{${name}}} would mean the row's value, elsewhere the input's`, `Rename the binding (e.g. item_${name}) so each name means one thing.`, path));
      }
    }
  }
}
