// Outputs are unique: no two steps (per-item steps included) declare the same output, no
// output is the state file, and a per-item output differs per item (it uses a binding).
import { placeholdersIn } from '../../model/placeholders.js';
import { issue, type ValidationContext } from './context.js';

export function normalisePathTemplate(p: string): string {
  return p
    .trim()
    .replace(/\{\{\s*([^}\s]+)\s*\}\}/g, '{{$1}}')
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/')
    .replace(/(^|\/)(\.\/)+/g, '$1')
    .replace(/^\.\//, '');
}

/**
 * The path an output template names, as far as validation can know it: the workflow's defaults
 * substituted and `{{step}}` filled the way the run fills it (a step's own id; in a parallel
 * branch, the parallel step's id). Two outputs with the same key are one file.
 */
export function outputKey(ctx: Pick<ValidationContext, 'expandDefaults'>, template: string, stepId: string): string {
  return normalisePathTemplate(ctx.expandDefaults(template).replace(/\{\{\s*step\s*\}\}/g, stepId));
}

/**
 * Whether a normalised path names a directory, not a file: empty, `.`/`..`, or ending in `/`,
 * `/.` or `/..`. A stage cannot write its output there, nor the runner its state file.
 */
export function namesDirectory(normalised: string): boolean {
  return normalised === '' || /(^|\/)\.{1,2}$/.test(normalised) || normalised.endsWith('/');
}

/**
 * Whether a path template names a directory whatever the run's inputs: with the defaults in
 * (`expanded`) and with every placeholder read as a name. An input's default may be a stand-in
 * the run replaces (report_name: "" with `output: '{{artifact_root}}/{{report_name}}'`, run with
 * report_name=r.md): only the template's own text can make it a directory for every run.
 */
export function templateNamesDirectory(template: string, expanded: string): boolean {
  return namesDirectory(normalisePathTemplate(expanded)) && namesDirectory(normalisePathTemplate(template).replace(/\{\{[^}]*\}\}/g, 'x'));
}

export function ruleOutputs(ctx: ValidationContext): void {
  const { report, workflow } = ctx;
  const owners = new Map<string, { id: string; path: Array<string | number> }>();
  const statePath = normalisePathTemplate(ctx.expandDefaults(workflow.data.state_path));
  for (const { step, scope } of ctx.steps) {
    const out = step.def.output;
    if (out === undefined) continue;
    const path = [...step.path, 'output'];
    const key = outputKey(ctx, out, step.id);
    if (templateNamesDirectory(out, key)) {
      report(issue('OUTPUT_NOT_A_FILE', 'error', `output '${out}' of step '${step.id}' names a directory, not a file`, "Name the file the step writes, e.g. 'runs/{{run_id}}/" + step.id + ".md': the stage writes its output (and the gate in it) to that path.", path, { value: true }));
      continue;
    }
    if (key === statePath) {
      report(issue('DUPLICATE_OUTPUT', 'error', `output of step '${step.id}' is the workflow's state file '${workflow.data.state_path}'`, 'Give the step an output of its own: the runner writes the state file.', path, { value: true }));
      continue;
    }
    const owner = owners.get(key);
    if (owner !== undefined) {
      report(issue('DUPLICATE_OUTPUT', 'error', `steps '${owner.id}' and '${step.id}' declare the same output '${out}' (${ctx.where(owner.path)})`, 'Give every step its own output path: a gate names its step, so two steps cannot share one file.', path, { value: true }));
    } else owners.set(key, { id: step.id, path });
    if (scope.kind === 'per_item' && scope.bindings.size > 0 && !placeholdersIn(out).some((n) => scope.bindings.has(n))) {
      report(issue('PER_ITEM_OUTPUT_SHARED', 'error', `output '${out}' of per-item step '${step.id}' uses no foreach binding, so every item would write (and overwrite) the same file`, `Put a binding in the path, e.g. {{${[...scope.bindings][0]}}}.`, path, { value: true }));
    } else if (scope.kind === 'per_item' && scope.bindings.size === 0) {
      report(issue('PER_ITEM_OUTPUT_SHARED', 'error', `per-item step '${step.id}' declares output '${out}', but foreach '${scope.owner?.id}' has no bindings, so every item would write the same file`, "Add foreach.bindings (e.g. artifact_slug: {field: Name, transform: slugify}) and use it in the output path.", path, { value: true }));
    }
  }
}
