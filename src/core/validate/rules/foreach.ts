// foreach bindings are well formed: the loader checks each binding's shape (field non-empty,
// transform only slugify, names are identifiers); here: a binding may not take a runner-owned
// name, and should not hide a workflow input of the same name inside per_item.
import { RUNNER_OWNED, CONTROL_NAMES } from '../../model/workflow.js';
import { issue, type ValidationContext } from './context.js';
import { completionColumn, parseRequire, REQUIRE_FORMS, unreachableRequire, verifiedRequire } from '../../steps/foreach/completion.js';
import { IdColumnMissing, parseRegistry, registryFormatOf, type Registry } from '../../steps/foreach/registry.js';
import { fieldsOf } from '../../steps/foreach/selection.js';
import { didYouMean } from '../../model/did-you-mean.js';
import type { StepModel } from '../../model/workflow.js';
import type { YamlPath } from './context.js';
import { statSync } from 'node:fs';
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
    const unreachable = unreachableRequire(step.def.foreach?.status_field, require);
    if (unreachable !== undefined) {
      report(issue('FOREACH_COMPLETION_UNREACHABLE', 'warning', `completion.require '${require}' of step '${step.id}' asks for ${unreachable.column} = ${unreachable.value}, but the runner marks every verified item's row ${unreachable.column} = VERIFIED: once the items ran it cannot hold, and the run stops FOREACH_COMPLETION_UNSATISFIED`, `Require the value the runner writes (require: ${verifiedRequire(require!)}, or all items verified), or name another column for the runner to mark (foreach.status_field) that a stage sets to ${unreachable.value}.`, [...step.path, 'completion', 'require'], { value: true }));
    }
    if (source !== undefined && !source.includes('{{')) checkFieldsAgainst(ctx, step, source);
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

/**
 * The registry as it is in the workspace now (a fixed path, a regular file that parses), or
 * undefined: an earlier step may write it, so what is not there yet is no finding.
 */
function currentRegistry(ctx: ValidationContext, source: string, idField: string): Registry | { noIdColumn: string[] } | undefined {
  const format = registryFormatOf(source);
  const resolved = ctx.session.resolve(source);
  if (format === undefined || typeof resolved === 'string') return undefined;
  try {
    if (!statSync(resolved.abs).isFile()) return undefined;
  } catch {
    return undefined;
  }
  const file = ctx.session.read(source);
  if (!file.ok) return undefined;
  try {
    return parseRegistry(file.text, file.rel, format, idField);
  } catch (error) {
    // A Markdown registry is the first table with the id column: none has it.
    return error instanceof IdColumnMissing ? { noIdColumn: error.columns } : undefined;
  }
}

/**
 * Each field the foreach declares (id_field, binding fields, an explicit depends_field or
 * status_field, the fields of `items`) against the registry's columns as they are now: a
 * warning, since a step before the foreach may still write the registry, but a typo here
 * otherwise surfaces only when the run reaches the foreach (WORKFLOW_INPUT_REQUIRED).
 */
function checkFieldsAgainst(ctx: ValidationContext, step: StepModel, source: string): void {
  const def = step.def.foreach!;
  const registry = currentRegistry(ctx, source, def.id_field);
  if (registry === undefined) return;
  const base = [...step.path, 'foreach'];
  const STOPS = 'Fix the field name, or make sure the step that writes the registry gives it that column: the run stops with WORKFLOW_INPUT_REQUIRED when the foreach reads a registry without it.';
  // named: `what` is the whole subject, up to "is" (the field already in it).
  const unknown = (field: string, what: string, path: YamlPath, columns: string[], hint = STOPS, named = true) =>
    ctx.report(
      issue(
        'FOREACH_FIELD_UNKNOWN',
        'warning',
        `${named ? `${what} '${field}' of step '${step.id}' is` : what} no column of ${source} as it is now${columns.length > 0 ? ` (columns: ${columns.join(', ')})` : ''}.${didYouMean(field, columns)}`,
        hint,
        path,
        { value: true },
      ),
    );
  if ('noIdColumn' in registry) {
    unknown(def.id_field, 'foreach.id_field', [...base, 'id_field'], registry.noIdColumn);
    return;
  }
  const columns = registry.columns;
  const has = new Set(columns);
  // An empty list registry has no keys to compare with.
  if (registry.format !== 'markdown' && registry.rows.length === 0) return;
  if (!has.has(def.id_field)) unknown(def.id_field, 'foreach.id_field', [...base, 'id_field'], columns);
  for (const [name, b] of Object.entries(def.bindings ?? {})) if (!has.has(b.field)) unknown(b.field, `the field of binding ${name}`, [...base, 'bindings', name, 'field'], columns);
  // As the run: an explicit depends_field is required of a registry with rows only.
  if (def.depends_field !== undefined && registry.rows.length > 0 && !has.has(def.depends_field)) unknown(def.depends_field, 'foreach.depends_field', [...base, 'depends_field'], columns);
  // The column completion.require reads: a table without it stops the run before any item runs.
  const completion = step.def.completion?.require;
  const column = completionColumn(def.status_field, completion);
  const noColumn = column !== undefined && registry.format === 'markdown' && !has.has(column);
  if (noColumn) {
    unknown(
      column,
      `the column '${column}' that completion.require '${completion}' reads of step '${step.id}' is`,
      [...step.path, 'completion', 'require'],
      columns,
      `Give the table that column (header, separator and every row), or name a column it has${column === def.status_field || completion !== undefined && parseRequire(completion)?.kind === 'field' ? '' : ' (foreach.status_field)'}, or require: all items verified: the run stops with WORKFLOW_INPUT_REQUIRED before any item runs when the table lacks it (the runner marks a verified row only in a column the table has).`,
      false,
    );
  }
  // A list row gets the key when its item is verified; a table without the column is never marked.
  if (def.status_field !== undefined && !(noColumn && column === def.status_field) && registry.format === 'markdown' && !has.has(def.status_field)) {
    unknown(def.status_field, 'foreach.status_field', [...base, 'status_field'], columns, 'Fix the field name, or give the table that column: the runner leaves a table without it as it is, and no row is marked VERIFIED.');
  }
  const selection = def.items !== undefined ? parseItems(def.items) : undefined;
  for (const field of fieldsOf(selection)) if (!has.has(field)) unknown(field, 'the field of foreach.items', [...base, 'items'], columns);
}
