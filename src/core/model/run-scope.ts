// Which folders belong to one run (4.0 Run Isolation and Provenance). A folder is run-scoped
// when its template names the run ({{run_id}}, directly or through other defaults) or its
// resolved path has the run id as one of its segments. A run's own files (manifest, logs, item
// runs) always live in a run-scoped folder: `<folder>/runs/<run_id>` when the workflow's folder is
// shared by every run, and LATEST_RUN.md sits in the folder that holds `runs/`.
import { posix } from 'node:path';
import { PLACEHOLDER, scalarToString } from './placeholders.js';
import type { Workflow } from './workflow.js';

/** Whether `template` uses {{name}}, directly or through defaults that it names. */
export function templateUses(template: string, name: string, workflow: Workflow, seen: Set<string> = new Set()): boolean {
  for (const m of template.matchAll(PLACEHOLDER)) {
    const ref = m[1]!;
    if (ref === name) return true;
    if (seen.has(ref)) continue;
    seen.add(ref);
    const inner = scalarToString(workflow.inputs.defaults[ref]);
    if (inner !== undefined && templateUses(inner, name, workflow, seen)) return true;
  }
  return false;
}

/**
 * Walk the inputs state_path names, directly or through the defaults of the inputs it names, each
 * once: `visit` returns true when the walk stops at that input (its default is not followed).
 */
function walkStatePath(workflow: Workflow, visit: (ref: string) => boolean): void {
  const seen = new Set<string>();
  const walk = (template: string): void => {
    for (const m of template.matchAll(PLACEHOLDER)) {
      const ref = m[1]!;
      if (seen.has(ref)) continue;
      seen.add(ref);
      if (visit(ref)) continue;
      const inner = scalarToString(workflow.inputs.defaults[ref]);
      if (inner !== undefined) walk(inner);
    }
  };
  walk(workflow.data.state_path);
}

/**
 * The inputs of `explicit` (an invocation's name=value tokens) that decide where the run's state
 * lives: those state_path names, directly or through the defaults of inputs not given. A command
 * that continues the run must repeat them (the first look for the state has only the invocation's
 * values and the defaults, not the run's recorded inputs); the run id is said with --run-id.
 */
export function stateLocatingInputs(workflow: Workflow, explicit: ReadonlyMap<string, string>): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  walkStatePath(workflow, (ref) => {
    const given = explicit.get(ref);
    if (given === undefined) return false;
    if (ref !== 'run_id') out.push([ref, given]);
    return true;
  });
  return out;
}

/**
 * The inputs a run was started with (`recorded`, its state's inputs) that locate its state where
 * this invocation's values (`current`) would not: those state_path names, directly or through
 * defaults, whose recorded value differs from this invocation's. Giving them locates the run.
 */
export function locatingDifferences(workflow: Workflow, recorded: Readonly<Record<string, string>>, current: ReadonlyMap<string, string>): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  walkStatePath(workflow, (ref) => {
    if (ref === 'run_id') return true;
    const value = Object.hasOwn(recorded, ref) ? recorded[ref] : undefined;
    if (value === undefined || value === current.get(ref)) return false;
    out.push([ref, value]);
    return true;
  });
  return out;
}

/** The declared inputs state_path names (directly or through defaults), run_id aside: those that can locate a run. */
export function locatingInputNames(workflow: Workflow): string[] {
  const declared = new Set([...workflow.inputs.required, ...workflow.inputs.optional, ...Object.keys(workflow.inputs.defaults)]);
  const out: string[] = [];
  walkStatePath(workflow, (ref) => {
    if (ref === 'run_id') return true;
    if (declared.has(ref)) out.push(ref);
    return false;
  });
  return out;
}

/** Whether `template` depends on {{run_id}}, following defaults that it names. */
export function templateNamesRun(template: string, workflow: Workflow): boolean {
  return templateUses(template, 'run_id', workflow);
}

/** Whether the workspace-relative `folder` has `runId` as one of its path segments. */
export function pathNamesRun(folder: string, runId: string): boolean {
  return folder.split('/').includes(runId);
}

/** The folder of a run whose workflow folder `base` is shared by every run: `<base>/runs/<run_id>`. */
export function runFolderUnder(base: string, runId: string): string {
  return base === '.' || base === '' ? posix.join('runs', runId) : posix.join(base, 'runs', runId);
}

/** The folder of the `artifact_root` default when the workflow declares one that is not run-scoped (fresh runs isolate it). */
export function sharedArtifactRootDefault(workflow: Workflow): string | undefined {
  const template = scalarToString(workflow.inputs.defaults['artifact_root']);
  if (template === undefined || template === '') return undefined;
  return templateNamesRun(template, workflow) ? undefined : template;
}

/**
 * Where LATEST_RUN.md goes for a run folder: the folder that holds `runs/` (`docs/re/runs/r1`
 * -> `docs/re/LATEST_RUN.md`), else the folder holding the run folder (`runs/hello/r1` ->
 * `runs/hello/LATEST_RUN.md`, `runs/r1` -> `runs/LATEST_RUN.md`). Never the workspace root:
 * undefined when the run folder is a top-level folder or the workspace itself.
 */
export function latestPointerPath(runFolder: string, file: string): string | undefined {
  if (runFolder === '.' || runFolder === '') return undefined;
  const parent = posix.dirname(runFolder);
  if (parent === '.') return undefined;
  if (posix.basename(parent) === 'runs') {
    const holder = posix.dirname(parent);
    return holder === '.' ? posix.join(parent, file) : posix.join(holder, file);
  }
  return posix.join(parent, file);
}
