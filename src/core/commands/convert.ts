// `stagegate convert`: the native 4.0 YAML equivalent of a workflow file in another runner's
// format (aiox, maestro-flow, CCW), so a team can see exactly what runs — or switch for good.
// The text is the translated model, validated like any workflow; diagnostics travel with it.
// The text itself is then validated as the native file it becomes, so what convert writes is
// what `stagegate run` accepts (or convert says why not): a step the other runner accepts and
// never reaches (UNREACHABLE_IMPORTED_STEP, a warning) is an error in a native file
// (UNREACHABLE_STEP), so it is left out of the text, with a comment naming it and why — the run
// is the same, since neither runner ever reaches it.
import { convertRunLine } from './convert-run-line.js';
import { stringify } from 'yaml';
import type { Diagnostic } from '../validate/diagnostics.js';
import { loadWorkflow, loadWorkflowText } from '../model/loader.js';
import { validateTargets } from './validate-files.js';
import { createValidationSession, validateWorkflow } from '../validate/validate.js';
import type { Workspace } from '../workspace/workspace.js';
import type { FormatId } from '../formats/types.js';
import type { WorkflowReaders } from '../model/workflow-readers.js';

export interface Conversion {
  /**
   * The native YAML, or null when the file could not be translated at all, or is native already
   * and has errors (`format` 'native': nothing was translated, so nothing is shown).
   */
  yaml: string | null;
  format: FormatId | null;
  /** The source file's diagnostics (lines in the source file). */
  diagnostics: Diagnostic[];
  /** Steps left out of the native text: they can never run (`path` is their YAML path in it). */
  omitted: Array<{ path: Array<string | number>; why: string }>;
  /**
   * The native text's own errors, validated as the native file it becomes (lines in that text):
   * empty when `stagegate run` accepts it. Only computed when the source itself has no error.
   */
  nativeErrors: Diagnostic[];
}

/** Validation codes of a file whose data is never walked (yaml-source.ts's limits). */
const UNREADABLE: ReadonlySet<string> = new Set(['YAML_TOO_DEEP', 'YAML_TOO_LARGE', 'YAML_ALIAS_LIMIT']);

/**
 * Convert `file`. `target` is where the text is to be written (workspace-relative; default: the
 * source's own path): the native text is validated as a file there.
 */
export function convertWorkflow(workspace: Workspace, file: string, importers: WorkflowReaders, target?: string): Conversion {
  // The source's findings are exactly `stagegate validate <file>`'s: the same function, so the
  // same findings (rules past a schema error, warnings) in the same order.
  const diagnostics = validateTargets(workspace, [file], importers).diagnostics;
  // A file too deep, too large or too aliased to read as YAML (JSON included) is refused as
  // validate refuses it, before anything walks its data: rendering a 3000-deep array recursed
  // until V8 aborted (exit 134, a native stack trace), past every error handler.
  if (diagnostics.some((d) => UNREADABLE.has(d.code))) return { yaml: null, format: null, diagnostics, omitted: [], nativeErrors: [] };
  const loaded = loadWorkflow(workspace, file, { importers });
  if (!loaded.workflow) {
    // Not translatable as it is: its format, from the model built past its schema errors (as
    // validate builds it), says whether it is native already.
    const recovered = loadWorkflow(workspace, file, { importers, recover: true }).workflow;
    return { yaml: null, format: recovered?.format ?? null, diagnostics, omitted: [], nativeErrors: [] };
  }
  const workflow = loaded.workflow;
  // The header's first line; its second says how to run the file, or, for one that does not validate, that run would refuse it.
  const converted = `# Converted by stagegate from ${workflow.file} (${workflow.format === 'native' ? 'already native 4.0' : workflow.format}).\n`;
  const render = (data: unknown) => stringify(data, { lineWidth: 0, aliasDuplicateObjects: false });
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) {
    // A native file has nothing translated to show: its own text is what was understood (no copy
    // of a file run refuses is printed as if converted). A translation is shown, to say what was
    // understood, its header saying it does not validate; never written (the CLI refuses).
    if (workflow.format === 'native') return { yaml: null, format: workflow.format, diagnostics, omitted: [], nativeErrors: [] };
    const refused = `# ${workflow.file} does not validate (${[...new Set(errors.map((d) => d.code))].join(', ')}): this is what was understood of it; stagegate run would refuse it.\n`;
    return { yaml: converted + refused + render(workflow.data), format: workflow.format, diagnostics, omitted: [], nativeErrors: [] };
  }
  const where = workspace.resolve(target ?? file, '--out');
  const data = structuredClone(workflow.data) as unknown as Record<string, unknown>;
  const omitted: Conversion['omitted'] = [];
  const left: string[] = [];
  /** Importer helper steps whose routes were left out (they go without a comment once unreachable). */
  const helpers = new Set<string>();
  const helperRouted = (at: unknown, path: ReadonlyArray<string | number>): string | undefined => {
    if (path.length < 2 || path[path.length - 2] !== 'statuses') return undefined;
    const target = (stepAt(at, path.slice(0, -1)) as Record<string, unknown> | undefined)?.[String(path[path.length - 1])];
    return typeof target === 'string' && workflow.steps.get(target)?.implicit === true ? target : undefined;
  };
  let nativeErrors: Diagnostic[];
  // Each round leaves out the unreachable steps the native validator names; the steps only
  // reachable through them are named in the next round. Bounded by the number of steps.
  for (;;) {
    const text = render(data);
    const native = loadWorkflowText(text, where.rel, where.abs, undefined, { importers });
    const found = native.workflow ? [...native.diagnostics, ...validateWorkflow(native.workflow, workspace, createValidationSession(workspace, importers))] : native.diagnostics;
    const dead = workflow.format === 'native' ? [] : found.filter((d) => d.code === 'UNREACHABLE_STEP' && stepAt(data, d.path) !== undefined);
    // An importer's helper route for an outcome this child never ends with (a maestro delegate's
    // WORKFLOW_PAUSED → <step>__paused where the delegated chain never pauses) is left out with
    // its helper: in the native text nothing marks them the importer's, so each was a
    // CHILD_STATUS_UNKNOWN warning there (13 on maestro-flow's _router.json).
    const helperRoutes = workflow.format === 'native' ? [] : found.filter((d) => d.code === 'CHILD_STATUS_UNKNOWN' && helperRouted(data, d.path) !== undefined);
    for (const d of helperRoutes) {
      helpers.add(helperRouted(data, d.path)!);
      deleteStep(data, d.path);
    }
    if (helperRoutes.length > 0) continue;
    if (dead.length === 0) {
      nativeErrors = found.filter((d) => d.severity === 'error');
      break;
    }
    for (const d of dead) {
      const def = stepAt(data, d.path)!;
      if (d.path.length === 2 && helpers.has(String(d.path[1]))) {
        deleteStep(data, d.path);
        continue;
      }
      const why = d.message.replace(/; \S.* only reachable through it$/, '');
      omitted.push({ path: d.path, why });
      left.push(`# Left out: ${why}; the ${workflow.format} runner never reaches it either, and a native file may not hold it (UNREACHABLE_STEP). Its definition was:`);
      for (const line of render({ [String(d.path[d.path.length - 1])]: def }).trimEnd().split('\n')) left.push(`#   ${line}`);
      deleteStep(data, d.path);
    }
  }
  const steps = (data['steps'] ?? {}) as Record<string, unknown>;
  const runIt = convertRunLine(workflow, target === undefined ? undefined : where.rel, (id) => Object.hasOwn(steps, id));
  const note = left.length > 0 ? `${left.join('\n')}\n` : '';
  const refused = nativeErrors.length > 0 ? `# As a native file it does not validate (${[...new Set(nativeErrors.map((d) => d.code))].join(', ')}): stagegate run would refuse it.\n` : '';
  return { yaml: converted + (refused === '' ? runIt : refused) + note + render(data), format: workflow.format, diagnostics, omitted, nativeErrors };
}

/** The step definition at a YAML path (steps.<id>, or a per_item step steps.<id>.per_item.<id>). */
function stepAt(data: unknown, path: ReadonlyArray<string | number>): unknown {
  let node: unknown = data;
  for (const segment of path) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, segment)) return undefined;
    node = (node as Record<string | number, unknown>)[segment];
  }
  return typeof node === 'object' && node !== null ? node : undefined;
}

function deleteStep(data: unknown, path: ReadonlyArray<string | number>): void {
  const parent = stepAt(data, path.slice(0, -1)) as Record<string | number, unknown>;
  delete parent[path[path.length - 1]!];
}
