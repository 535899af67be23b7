// foreach bindings are well formed: the loader checks each binding's shape (field non-empty,
// transform only slugify, names are identifiers); here: a binding may not take a runner-owned
// name, and should not hide a workflow input of the same name inside per_item.
import { RUNNER_OWNED, CONTROL_NAMES } from '../../model/workflow.js';
import { issue, type ValidationContext } from './context.js';
import { parseRequire, REQUIRE_FORMS } from '../../steps/foreach/completion.js';
import { registryFormatOf } from '../../steps/foreach/registry.js';
import { ITEMS_FORMS, parseItems } from '../../steps/foreach/selection.js';

// item_id is what the runner binds each item's id to inside per_item.
const RESERVED: ReadonlySet<string> = new Set([...RUNNER_OWNED, ...CONTROL_NAMES, 'item_id']);

export function ruleForeach(ctx: ValidationContext): void {
  const { workflow, report } = ctx;
  const inputs = new Set([...workflow.inputs.required, ...workflow.inputs.optional, ...Object.keys(workflow.inputs.defaults)]);
  for (const { step } of ctx.steps) {
    const source = step.def.foreach?.source;
    // The format follows from the extension; a path ending in a placeholder is checked at run time.
    if (source !== undefined && !/\}\}\s*$/.test(source) && !registryFormatOf(source)) {
      report(issue('FOREACH_SOURCE_INVALID', 'error', `foreach source '${source}' of step '${step.id}' is not a Markdown table (.md), YAML list (.yaml, .yml) or JSON array (.json)`, 'Name the registry file with its format\'s extension.', [...step.path, 'foreach', 'source'], { value: true }));
    }
    const items = step.def.foreach?.items;
    if (items !== undefined && !parseItems(items)) {
      report(issue('FOREACH_ITEMS_INVALID', 'error', `foreach.items '${items}' of step '${step.id}' is not a selection stagegate can evaluate (forms: ${ITEMS_FORMS.join('; ')})`, 'Write e.g. items: artifacts where implementation_required != NO and DD Verification != VERIFIED (conditions on registry columns, joined by "and"), or remove items to take every row.', [...step.path, 'foreach', 'items'], { value: true }));
    }
    const require = step.def.completion?.require;
    if (require !== undefined && !parseRequire(require)) {
      report(issue('FOREACH_COMPLETION_INVALID', 'error', `completion.require '${require}' of step '${step.id}' is not one of: ${REQUIRE_FORMS.join(', ')}`, 'Write e.g. require: all rows VERIFIED (checked against the registry\'s status_field, default "Status"), or require: all artifacts have DD Verification = VERIFIED.', [...step.path, 'completion', 'require'], { value: true }));
    }
    const bindings = step.def.foreach?.bindings;
    if (!bindings) continue;
    for (const name of Object.keys(bindings)) {
      const path = [...step.path, 'foreach', 'bindings', name];
      if (RESERVED.has(name)) {
        report(issue('FOREACH_BINDING_INVALID', 'error', `foreach binding '${name}' of step '${step.id}' takes the name of a runner-owned value, execution control or item_id`, `Rename the binding (e.g. item_${name}).`, path));
      } else if (inputs.has(name)) {
        report(issue('FOREACH_BINDING_SHADOWS_INPUT', 'warning', `foreach binding '${name}' of step '${step.id}' has the name of a workflow input; inside per_item {{${name}}} would mean the row's value, elsewhere the input's`, `Rename the binding (e.g. item_${name}) so each name means one thing.`, path));
      }
    }
  }
}
