// Everything an invocation resolves before the first stage: the bound inputs, where the state,
// manifest and run root live, and the package/source provenance. Shared by run, status and plan.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { checkInputTypes } from '../model/input-types.js';
import { StagegateError } from './errors.js';
import { bindInvocation, declaredInputs, isArtifactInput, leafInputsMissing, type BoundInvocation, type Invocation } from '../model/invocation.js';
import { PlaceholderError, resolveBindings, substitute } from '../model/placeholders.js';
import { loadRun, type RunLoad } from '../state/store.js';
import type { Workspace, WorkspacePath } from '../workspace/workspace.js';
import type { Workflow } from '../model/workflow.js';
import { MANIFEST_FILE } from '../state/manifest.js';

export interface RunContext {
  workflow: Workflow;
  workspace: Workspace;
  bound: BoundInvocation;
  runId: string;
  /** True when the run id was generated because none was given or persisted. */
  runIdGenerated: boolean;
  bindings: Map<string, string>;
  statePath: WorkspacePath;
  runRoot: WorkspacePath;
  manifestPath: WorkspacePath;
  lockPath: string;
  /** The run's journal as found (replayed against the workflow), before the run lock is taken. */
  existing: RunLoad;
  agentPackageVersion: string | null;
}

export function generateRunId(now: Date): string {
  const iso = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
  return `${iso}-${Math.random().toString(16).slice(2, 6)}`;
}

export function readPackageVersion(workspace: Workspace): string | null {
  const file = join(workspace.root, '.ai-engineering', 'package-version.yaml');
  if (!existsSync(file)) return null;
  try {
    const data = parse(readFileSync(file, 'utf8')) as { package_version?: unknown } | null;
    return data && data.package_version !== undefined && data.package_version !== null ? String(data.package_version) : null;
  } catch {
    return null;
  }
}

/** Bindings with runner-owned values; persisted inputs fill what this invocation omits. */
function bindingsFor(workflow: Workflow, explicit: Map<string, string>, runId: string | undefined, persisted: Map<string, string> | undefined, agentPackageVersion: string | null): Map<string, string> {
  const runnerOwned = new Map<string, string>([['workflow', workflow.name]]);
  if (runId !== undefined) runnerOwned.set('run_id', runId);
  if (agentPackageVersion !== null) runnerOwned.set('agent_package_version', agentPackageVersion);
  const merged = new Map(persisted ?? []);
  for (const [k, v] of explicit) merged.set(k, v);
  try {
    return resolveBindings({ explicit: merged, defaults: workflow.inputs.defaults, runnerOwned });
  } catch (error) {
    if (!(error instanceof PlaceholderError)) throw error;
    throw new StagegateError('WORKFLOW_CONTRACT_INVALID', `inputs.defaults of ${workflow.file}: ${error.message}`, { hint: 'Give the defaults values that do not depend on each other so deeply (or in a cycle).' });
  }
}

function resolvePathTemplate(workflow: Workflow, template: string, bindings: Map<string, string>, what: string): string {
  try {
    return substitute(template, bindings);
  } catch (error) {
    if (!(error instanceof PlaceholderError)) throw error;
    const leaves = [...new Set(error.missing.flatMap((m) => leafInputsMissing(m, workflow, bindings)))];
    throw new StagegateError('WORKFLOW_INPUT_REQUIRED', `${what} '${template}' needs input${leaves.length > 1 ? 's' : ''} ${leaves.join(', ')}`, {
      hint: `Pass ${leaves.map((l) => `${l}=<value>`).join(' ')}${leaves.includes('run_id') ? ' (or --run-id <id>)' : ''}.`,
    });
  }
}

/**
 * A value holding a NUL byte cannot reach a stage intact (command arguments and environment
 * variables end at NUL): refuse it before anything runs, rather than pass it on cut short.
 */
export function refuseNul(bindings: ReadonlyMap<string, string>): void {
  for (const [name, value] of bindings) {
    if (!value.includes('\0')) continue;
    throw new StagegateError('WORKFLOW_INPUT_REQUIRED', `input ${name} contains a NUL byte, which no stage can receive (arguments and environment variables end at NUL); it is refused, not cut short, and nothing ran`, {
      hint: `Remove the NUL byte from ${name} (in the invocation, the workflow defaults or the persisted state).`,
    });
  }
}

/** `readOnly` (status): locate the state only; skip the checks that guard running stages. */
export function resolveRunContext(workflow: Workflow, workspace: Workspace, invocation: Invocation, now: Date, options: { readOnly?: boolean } = {}): RunContext {
  const bound = bindInvocation(workflow, invocation);
  const agentPackageVersion = readPackageVersion(workspace);
  const explicitRunId = bound.explicit.get('run_id');
  if (bound.controls.mode === 'fresh' && explicitRunId === undefined) {
    throw new StagegateError('WORKFLOW_INPUT_REQUIRED', 'a fresh run needs a run id, so it never reuses another run’s directory', {
      hint: 'Pass --run-id <id> (or run_id=<id>).',
    });
  }
  // First pass: locate the state with what this invocation knows.
  const firstBindings = bindingsFor(workflow, bound.explicit, explicitRunId, undefined, agentPackageVersion);
  let statePathText: string;
  let generated = false;
  let runId = explicitRunId;
  try {
    statePathText = resolvePathTemplate(workflow, workflow.data.state_path, firstBindings, 'state_path');
  } catch (error) {
    // No run id was given and the state path needs one: a resume cannot find its state.
    if (explicitRunId === undefined && error instanceof StagegateError && /\brun_id\b/.test(error.message)) {
      throw new StagegateError('WORKFLOW_INPUT_REQUIRED', `a run id is needed to locate the state (${workflow.data.state_path})`, { hint: 'Pass --run-id <id>.' });
    }
    throw error;
  }
  const statePath = workspace.resolve(statePathText, 'state_path');
  const existing = loadRun({ state: statePath.abs }, workflow, statePath.rel);
  if (runId === undefined) {
    if (existing.kind === 'ok') runId = existing.state.run_id;
    else {
      runId = generateRunId(now);
      generated = true;
    }
  }
  const persisted = existing.kind === 'ok' && bound.controls.mode === 'resume' ? new Map(Object.entries(existing.state.inputs)) : undefined;
  const bindings = bindingsFor(workflow, bound.explicit, runId, persisted, agentPackageVersion);
  if (!options.readOnly) refuseNul(bindings);

  const missing = options.readOnly ? [] : workflow.inputs.required.filter((name) => {
    const v = bindings.get(name);
    return v === undefined || v === '';
  });
  if (missing.length > 0) {
    throw new StagegateError('WORKFLOW_INPUT_REQUIRED', `missing required input${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`, {
      hint: `Pass ${missing.map((m) => `${m}=<value>`).join(' ')}.`,
    });
  }
  if (!options.readOnly) checkInputTypes(workflow, bindings, workspace);
  const rootText = bindings.get('artifact_root');
  const runRoot = declaredInputs(workflow).has('artifact_root') && rootText !== undefined ? workspace.resolve(rootText, 'artifact_root') : workspace.resolve(dirname(statePath.rel), 'run root');
  const manifestPath = workspace.resolve(join(runRoot.rel, MANIFEST_FILE), 'run manifest');

  for (const name of declaredInputs(workflow)) {
    if (options.readOnly || !isArtifactInput(name)) continue;
    const value = bindings.get(name);
    if (value === undefined || value === '') continue;
    const target = workspace.resolve(value, `input ${name}`);
    let isFile: boolean;
    try {
      isFile = statSync(target.abs).isFile();
    } catch {
      isFile = false;
    }
    if (!isFile) {
      throw new StagegateError('REQUIRED_INPUT_ARTIFACT_MISSING', `input ${name}='${value}' does not name an existing file in the workspace`, {
        hint: `Create ${target.rel} or pass the right path as ${name}=<path>.`,
      });
    }
  }
  return {
    workflow,
    workspace,
    bound,
    runId,
    runIdGenerated: generated,
    bindings,
    statePath,
    runRoot,
    manifestPath,
    lockPath: `${statePath.abs}.lock`,
    existing,
    agentPackageVersion,
  };
}
