// Static contract checks over a loaded workflow (the loader already checked its shape).
// The rules live one concept per file in ./rules (registry: rules/index.ts); each emits
// Diagnostics with a stable code, file, line, column, YAML path, message and hint.
// docs/validation.md lists every code.
import type { Diagnostic } from './diagnostics.js';
import { loadWorkflow, type LoadResult } from '../model/loader.js';
import type { Workspace } from '../workspace/workspace.js';
import type { Workflow } from '../model/workflow.js';
import { buildContext } from './rules/context.js';
import { RULES } from './rules/index.js';
import { ValidationSession, type WorkflowCheck } from './rules/session.js';
import { closest } from '../model/did-you-mean.js';
import type { WorkflowReaders } from '../model/workflow-readers.js';

export { RULES, RULE_CODES } from './rules/index.js';
export { templateEscapes } from './rules/paths.js';
export type { ValidationContext } from './rules/context.js';
export { ValidationSession } from './rules/session.js';

/**
 * A session that reads every prompt, skill and child workflow once (share it across files). It
 * loads files in another runner's format with `importers` (formats/index.ts: a file in a format
 * not among them throws FormatImporterNeeded; withWorkflowReaders loads it and reads again).
 * `commandName`, `shownPrefix`: how the commands its findings print start, and the folder before
 * their paths (ValidationSession).
 */
export function createValidationSession(workspace: Workspace, importers: WorkflowReaders = {}, commandName = 'stagegate', shownPrefix = ''): ValidationSession {
  return new ValidationSession(workspace, (session, rel) => checkWorkflowFile(session, rel, importers), importers, commandName, shownPrefix);
}

function checkWorkflowFile(session: ValidationSession, rel: string, importers: WorkflowReaders): WorkflowCheck {
  // recover: a schema error in one step does not hide the rule findings of the others.
  const loaded = loadWorkflow(session.workspace, rel, { recover: true, importers });
  // A workflow that only loaded by dropping keys is never handed out as valid.
  return { workflow: loaded.dropped ? undefined : loaded.workflow, diagnostics: findingsOf(loaded, session) };
}

/**
 * Every finding about a loaded (recovered) workflow, as `stagegate validate` reports them: the
 * loader's, then the rules' — without those about a step a schema error made the loader drop keys
 * of, which would only echo that error. A run refusing the file counts the same findings.
 */
export function findingsOf(loaded: LoadResult, session: ValidationSession): Diagnostic[] {
  const diagnostics = [...loaded.diagnostics];
  if (loaded.workflow) {
    // An unknown key is a finding of its own, not a broken step: the rest of its step is checked
    // (read under the key it most likely misspells when the loader could: `as`).
    const unknownKeys = loaded.unknownKeys ?? [];
    const unknown = new Set(unknownKeys.map((u) => JSON.stringify(u.path)));
    const dropped = (loaded.dropped ?? []).filter((p) => !unknown.has(JSON.stringify(p)));
    // A dropped unknown key that looks like a route, with nothing read in its place, may have been a route.
    const lostRoutes = unknownKeys.filter((u) => u.as === undefined).map((u) => u.path);
    // Findings about a step whose keys were dropped would only echo the schema error.
    const damaged = dropped.filter((p) => p[0] === 'steps' || p[0] === 'phases').map(stepOf);
    // A loop or a route through such a step is described with a key missing: left out too.
    const ids = damaged.map((p) => String(p[p.length - 1]));
    const graphCodes = new Set(['LOOP_WITHOUT_MAX_VISITS', 'LOOP_WITHOUT_EXIT', 'UNREACHABLE_STEP', 'UNKNOWN_TARGET', 'FRESH_RUN_NOT_ISOLATED']);
    const names = (d: Diagnostic) => graphCodes.has(d.code) && ids.some((id) => new RegExp(`(^|[^A-Za-z0-9_.-])${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z0-9_.-])`).test(d.message));
    // A dropped route (a status with a bad name, a misspelt on_approve) may have been the way to
    // a step: which steps are unreachable is known only once it is fixed.
    // So may a step that lost the key its kind comes from (a foreach missing id_field drops
    // `foreach`): the model has no such step any more, and its routes went with it.
    const vanished = damaged.some((p) => p.length === 2 && !loaded.workflow!.steps.has(String(p[1])));
    const routeLost = vanished || dropped.some(isRoute) || lostRoutes.some(isRoute);
    // An imported file's route to a step that is not one (maestro `next: verfy`, aiox `implemnt`,
    // a CCW edge to a node of an unknown type) is left out of the translation: which steps are
    // unreachable is known only once it is fixed, as for a native route dropped.
    const importedRouteLost = loaded.workflow.format !== 'native' && loaded.diagnostics.some((d) => d.severity === 'error' && IMPORTED_ROUTE_CODES.has(d.code));
    const unknowable = (d: Diagnostic) => (routeLost && d.code === 'UNREACHABLE_STEP') || (importedRouteLost && d.code === 'UNREACHABLE_IMPORTED_STEP');
    const about = (d: Diagnostic) => damaged.some((p) => p.every((seg, i) => d.path[i] === seg)) || names(d) || unknowable(d);
    const renamed = unknownKeys.filter((u) => u.as !== undefined);
    for (const d of runRules(loaded.workflow, session)) if (!about(d)) diagnostics.push(renamed.length > 0 ? asWritten(d, renamed, loaded.workflow) : d);
  }
  return diagnostics;
}

/**
 * A rule's finding about a key the loader read under another name (an unknown key's did-you-mean
 * match) points at the key as written: its path and position are the written key's.
 */
function asWritten(d: Diagnostic, renamed: NonNullable<LoadResult['unknownKeys']>, workflow: Workflow): Diagnostic {
  for (const { path, as } of renamed) {
    const read = [...path.slice(0, -1), as!];
    if (d.file !== workflow.file || !read.every((seg, i) => d.path[i] === seg)) continue;
    const written = [...path, ...d.path.slice(read.length)];
    return { ...d, ...workflow.source.locateValue(written), path: written };
  }
  return d;
}

/** Importers' findings of a route they could not translate (its target is no step, or a step of no known type). */
const IMPORTED_ROUTE_CODES = new Set(['MAESTRO_TARGET_UNKNOWN', 'AIOX_TARGET_UNKNOWN', 'CCW_EDGE_UNKNOWN_NODE', 'CCW_NODE_TYPE_UNKNOWN', 'MAESTRO_NODE_TYPE_UNKNOWN']);

/** Step keys that route (or hold routes); the entry too. */
const ROUTE_KEYS = new Set(['statuses', 'decide', 'on_complete', 'on_success', 'retry_step', 'on_approve', 'on_reject', 'on_failure', 'on_skip', 'on_stall', 'completion', 'per_item', 'parallel', 'entry']);

/** Whether a dropped path took a route with it: a whole step, a routing key, or an unknown key that looks like one (a typo). */
function isRoute(path: ReadonlyArray<string | number>): boolean {
  if (path[0] === 'entry') return true;
  if (path[0] !== 'steps') return false;
  const key = path[stepOf(path).length];
  return key === undefined || ROUTE_KEYS.has(String(key)) || closest(String(key), ROUTE_KEYS) !== undefined;
}

/** The step a dropped path belongs to: steps.<id> (per_item and parallel branches included). */
function stepOf(path: ReadonlyArray<string | number>): Array<string | number> {
  let end = Math.min(2, path.length);
  for (;;) {
    if (path[end] === 'per_item' && path.length > end + 1) end += 2;
    else if (path[end] === 'parallel' && path[end + 1] === 'branches' && path.length > end + 2) end += 3;
    else break;
  }
  return path.slice(0, end);
}

function runRules(workflow: Workflow, session: ValidationSession): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  session.within(workflow.file, () => {
    const ctx = buildContext(workflow, session, diagnostics);
    for (const rule of RULES) rule.run(ctx);
  });
  return diagnostics;
}

/** Validate a loaded workflow: every static contract rule. Pass a session to share file reads (and the importers its child workflows need). */
export function validateWorkflow(workflow: Workflow, workspace: Workspace, session?: ValidationSession): Diagnostic[] {
  return runRules(workflow, session ?? createValidationSession(workspace));
}

/** Load and validate one workflow file through the session (each file is checked once). */
export function validateFile(session: ValidationSession, rel: string): WorkflowCheck {
  const check = session.workflow(rel);
  // A file is never "in progress" when asked for from the top.
  return check === 'cycle' ? { workflow: undefined, diagnostics: [] } : check;
}
