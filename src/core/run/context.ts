// Everything an invocation resolves before the first stage: the bound inputs, where the state,
// manifest and run root live, and the package/source provenance. Shared by run, status and plan.
import { existsSync, statSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { parse } from 'yaml';
import { checkInputTypes } from '../model/input-types.js';
import { StagegateError } from './errors.js';
import { MissingInputs } from './missing-inputs.js';
import { runCommandLine } from './command-line.js';
import { bindInvocation, declaredInputs, isArtifactInput, leafInputsMissing, type BoundInvocation, type Invocation } from '../model/invocation.js';
import { PlaceholderError, resolveBindings, scalarToString, substitute } from '../model/placeholders.js';
import { checkRunId } from '../model/run-id.js';
import { latestPointerPath, pathNamesRun, runFolderUnder, sharedArtifactRootDefault, stateLocatingInputs, templateNamesRun, templateUses } from '../model/run-scope.js';
import { slugify } from '../steps/foreach/slugify.js';
import { loadRun, type RunLoad } from '../state/store.js';
import type { RunNaming } from '../state/other-workflow.js';
import { journalPathFor } from '../state/journal.js';
import { readRegularFile } from '../state/own-file.js';
import { readFreshMarker } from '../state/fresh-marker.js';
import type { Workspace, WorkspacePath } from '../workspace/workspace.js';
import type { Workflow } from '../model/workflow.js';
import { LATEST_POINTER_FILE, MANIFEST_FILE } from '../state/manifest.js';
import { refuseUnloadable } from './refuse-unloadable.js';
import { secretValuesOf } from './secret-names.js';
import type { LogKept } from '../state/run-log.js';

export interface RunContext {
  workflow: Workflow;
  workspace: Workspace;
  bound: BoundInvocation;
  runId: string;
  /** True when the run id was generated because none was given or persisted. */
  runIdGenerated: boolean;
  bindings: Map<string, string>;
  statePath: WorkspacePath;
  /**
   * The run's own folder: its manifest, logs/, foreach item runs and .superseded/. The
   * artifact_root (or the state's folder) when that names the run, else runs/<run_id> inside it.
   */
  runRoot: WorkspacePath;
  /** The bound artifact_root (where outputs go), when the workflow declares one. */
  artifactRoot: WorkspacePath | undefined;
  /** A fresh-isolated run: artifact_root was resolved to <shared default>/runs/<run_id>. */
  isolated: boolean;
  /**
   * A fresh-isolated run: the shared state path it was isolated from (where a run of the same id
   * started without --mode fresh keeps its state; its agent choice carries over: run/agent-record.ts).
   */
  sharedStatePath?: WorkspacePath;
  manifestPath: WorkspacePath;
  /** LATEST_RUN.md: in the folder that holds runs/, never the workspace root (none when there is no such folder). */
  pointerPath: WorkspacePath | undefined;
  lockPath: string;
  /** The run's journal as found (replayed against the workflow), before the run lock is taken. */
  existing: RunLoad;
  agentPackageVersion: string | null;
  /** How a refusal's commands name this run (ContextOptions.naming; undefined: `stagegate`, no inputs). */
  naming: RunNaming | undefined;
}

export function generateRunId(now: Date): string {
  const iso = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
  return `${iso}-${Math.random().toString(16).slice(2, 6)}`;
}

export function readPackageVersion(workspace: Workspace): string | null {
  const file = join(workspace.root, '.ai-engineering', 'package-version.yaml');
  if (!existsSync(file)) return null;
  try {
    // Not waiting on a FIFO in the file's place (a stage can write the workspace).
    const data = parse(readRegularFile(file, 1024 * 1024, { follow: true }).toString('utf8')) as { package_version?: unknown } | null;
    return data && data.package_version !== undefined && data.package_version !== null ? String(data.package_version) : null;
  } catch {
    return null;
  }
}

/** Bindings with runner-owned values; persisted inputs fill what this invocation omits. */
function bindingsFor(workflow: Workflow, explicit: ReadonlyMap<string, string>, runId: string | undefined, persisted: Map<string, string> | undefined, agentPackageVersion: string | null): Map<string, string> {
  const runnerOwned = new Map<string, string>([['workflow', workflow.name]]);
  if (runId !== undefined) runnerOwned.set('run_id', runId);
  if (agentPackageVersion !== null) runnerOwned.set('agent_package_version', agentPackageVersion);
  const merged = new Map(persisted ?? []);
  for (const [k, v] of explicit) merged.set(k, v);
  try {
    return resolveBindings({ explicit: merged, defaults: workflow.inputs.defaults, runnerOwned });
  } catch (error) {
    if (!(error instanceof PlaceholderError)) throw error;
    const hint = error.message.startsWith('INPUT_DEFAULT_TOO_LARGE')
      ? 'Give the inputs that default uses shorter values (a long text as a file the step reads, its path as the input), or use them fewer times in it.'
      : 'Give the defaults values that do not depend on each other so deeply (or in a cycle).';
    throw new StagegateError('WORKFLOW_CONTRACT_INVALID', `inputs.defaults of ${workflow.file}: ${error.message}`, { hint });
  }
}

function resolvePathTemplate(workflow: Workflow, template: string, bindings: Map<string, string>, what: string): string {
  try {
    return substitute(template, bindings);
  } catch (error) {
    if (!(error instanceof PlaceholderError)) throw error;
    const leaves = [...new Set(error.missing.flatMap((m) => leafInputsMissing(m, workflow, bindings)))];
    const message = `${what} '${template}' needs input${leaves.length > 1 ? 's' : ''} ${leaves.join(', ')}`;
    const hint = `Pass ${leaves.map((l) => `${l}=<value>`).join(' ')}${leaves.includes('run_id') ? ' (or --run-id <id>)' : ''}.`;
    // Without a run id the command to paste is not the one typed plus inputs: the hint says how.
    if (leaves.includes('run_id')) throw new StagegateError('WORKFLOW_INPUT_REQUIRED', message, { hint });
    throw new MissingInputs('WORKFLOW_INPUT_REQUIRED', message, hint, leaves);
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

export interface ContextOptions {
  /** status and plan: locate the state only; skip the checks that guard running stages. */
  readOnly?: boolean;
  /** Run folders of the runs above this one (a child run): a child never shares its parent's folder. */
  ancestorRunRoots?: readonly string[];
  /** A foreach item's run: its values are the parent's, whose input files the parent checked. */
  itemRun?: boolean;
  /** Gather the run's transitions and decisions when loading it (default true; 'decisions' those alone; state/store.ts: LoadOptions). */
  log?: LogKept;
  /**
   * Called once the run's state is located, before its journal is read and replayed (status starts
   * `git rev-parse` there, so that it runs meanwhile rather than after the replay).
   */
  stateLocated?: (statePath: WorkspacePath) => void;
  /**
   * A load of the run at `statePath` (absolute) that the caller already made and holds (its own
   * run, under its lock): taken as what that state path holds instead of reading and replaying
   * its journal again, when this invocation locates the same path (another path is read).
   */
  loaded?: { statePath: string; load: RunLoad };
  /**
   * How the commands a refusal prints name this run: what they start with (the CLI's `stagegate
   * -C DIR`) and whether they repeat the inputs given that locate its state (the CLI; never the
   * Action's summary). Default: `stagegate`, no inputs.
   */
  naming?: { commandName?: string | undefined; inputsInHints?: boolean | undefined };
}

/** Folder (under the run folder) of a child run that would share its parent's run folder. */
export const CHILD_RUNS_DIR = 'children';

function withValue(map: ReadonlyMap<string, string>, name: string, value: string): Map<string, string> {
  const out = new Map(map);
  out.set(name, value);
  return out;
}

/**
 * No run id was given and the state path names the run: nothing locates it. status, plan and history name
 * the workflow's runs in the workspace in its fix (commands/runs.ts runIdNeededHint).
 */
export class RunIdNeeded extends StagegateError {}

/**
 * `locate()`, its RunIdNeeded refusal given the fix `named` makes (the workflow's runs in the
 * workspace: commands/runs.ts runIdNeededHint, handed in so this module walks no folders).
 */
export function withRunsNamed<T>(locate: () => T, named: (() => string | undefined) | undefined): T {
  try {
    return locate();
  } catch (error) {
    if (!(error instanceof RunIdNeeded) || named === undefined) throw error;
    const hint = named();
    if (hint === undefined) throw error;
    throw new RunIdNeeded(error.code, error.message, { hint });
  }
}

/**
 * Fresh run isolation: `artifact_root` when the workflow's default is shared (it does not name
 * the run) and this invocation does not give one: `<default>/runs/<run_id>`. Undefined when the
 * workflow's root is already run-scoped, given explicitly, or not declared.
 */
function isolatedRoot(workflow: Workflow, explicit: ReadonlyMap<string, string>, runId: string, agentPackageVersion: string | null): string | undefined {
  if (explicit.has('artifact_root') || sharedArtifactRootDefault(workflow) === undefined) return undefined;
  const shared = bindingsFor(workflow, explicit, runId, undefined, agentPackageVersion).get('artifact_root');
  return shared === undefined ? undefined : runFolderUnder(shared.replace(/\/+$/, ''), runId);
}

/** Required inputs not given: WORKFLOW_FRESH_EXECUTION_BLOCKED for a fresh run, naming them (the runner's next: adds each to the command). */
function inputsError(fresh: boolean, message: string, hint: string, missing: readonly string[]): MissingInputs {
  return new MissingInputs(fresh ? 'WORKFLOW_FRESH_EXECUTION_BLOCKED' : 'WORKFLOW_INPUT_REQUIRED', fresh ? `fresh execution blocked: ${message}` : message, hint, missing);
}

export function resolveRunContext(workflow: Workflow, workspace: Workspace, invocation: Invocation, now: Date, options: ContextOptions = {}): RunContext {
  const bound = bindInvocation(workflow, invocation);
  const fresh = bound.controls.mode === 'fresh';
  const agentPackageVersion = readPackageVersion(workspace);
  const explicitRunId = bound.explicit.get('run_id');
  if (fresh && explicitRunId === undefined) {
    throw new StagegateError('WORKFLOW_FRESH_EXECUTION_BLOCKED', 'fresh execution blocked: a fresh run needs a run id, so it never reuses another run’s directory', {
      hint: 'Pass --run-id <id> (or run_id=<id>).',
    });
  }
  // Fresh runs of a workflow whose artifact_root is shared get a root of their own; a later
  // resume of that run id finds its state there.
  let explicit: Map<string, string> = bound.explicit;
  let isolated = false;
  let sharedStatePath: WorkspacePath | undefined;
  if (explicitRunId !== undefined) {
    const root = isolatedRoot(workflow, explicit, explicitRunId, agentPackageVersion);
    if (root !== undefined) {
      const candidate = withValue(explicit, 'artifact_root', root);
      if (fresh) {
        const shared = tryTemplate(workflow.data.state_path, bindingsFor(workflow, explicit, explicitRunId, undefined, agentPackageVersion));
        sharedStatePath = shared !== undefined ? workspace.tryResolve(shared) : undefined;
        explicit = candidate;
        isolated = true;
      } else {
        const probe = bindingsFor(workflow, candidate, explicitRunId, undefined, agentPackageVersion);
        const sharedState = tryTemplate(workflow.data.state_path, bindingsFor(workflow, explicit, explicitRunId, undefined, agentPackageVersion));
        const isolatedState = tryTemplate(workflow.data.state_path, probe);
        if (isolatedState !== undefined && isolatedState !== sharedState) {
          const at = workspace.tryResolve(isolatedState);
          if (at && (existsSync(journalPathFor(at.abs)) || existsSync(at.abs))) {
            explicit = candidate;
            isolated = true;
          }
        }
      }
    }
  }
  // First pass: locate the state with what this invocation knows.
  const firstBindings = bindingsFor(workflow, explicit, explicitRunId, undefined, agentPackageVersion);
  // Before anything names the state path they build (a refusal, a run not started).
  heardSecrets(invocation, firstBindings);
  let statePathText: string;
  let generated = false;
  let runId = explicitRunId;
  try {
    statePathText = resolvePathTemplate(workflow, workflow.data.state_path, firstBindings, 'state_path');
  } catch (error) {
    // No run id was given and the state path needs one: a resume cannot find its state.
    if (explicitRunId === undefined && error instanceof StagegateError && /\brun_id\b/.test(error.message)) {
      throw new RunIdNeeded('WORKFLOW_INPUT_REQUIRED', `a run id is needed to locate the state (${workflow.data.state_path})`, { hint: 'Pass --run-id <id>.' });
    }
    throw error;
  }
  const statePath = workspace.resolve(statePathText, 'state_path');
  const naming: RunNaming | undefined = options.naming
    ? { commandName: options.naming.commandName ?? 'stagegate', locating: options.naming.inputsInHints === true ? stateLocatingInputs(workflow, bound.explicit) : [] }
    : undefined;
  options.stateLocated?.(statePath);
  const existing = options.loaded !== undefined && options.loaded.statePath === statePath.abs ? options.loaded.load : loadRun({ state: statePath.abs }, workflow, statePath.rel, { log: options.log ?? true, ...(naming ? { naming } : {}) });
  if (runId === undefined) {
    if (existing.kind === 'ok') {
      runId = existing.state.run_id;
      // A state file is untrusted: its run id names folders too.
      checkRunId(runId, `the run id recorded in ${statePath.rel}`);
    } else {
      runId = generateRunId(now);
      generated = true;
    }
  } else if (existing.kind === 'ok' && existing.state.run_id !== runId) {
    // A state_path that does not name the run holds one run at a time: never show or continue
    // run A's state as run B's.
    const name = naming?.commandName ?? 'stagegate';
    const locating = naming?.locating ?? [];
    const ownerCommand = runCommandLine(name, workflow.file, existing.state.run_id, locating);
    const owner = existing.state.run_id;
    const holds = `state ${statePath.rel} holds run ${owner} of workflow ${existing.state.workflow}, not run ${runId}`;
    // What is wrong depends on whether this path is run runId's own: a path that changes with the
    // run id is, so the file came from another run's folder (copied or moved); a state_path that
    // names the run only through defaults this invocation overrides is shared by what is given.
    const probeId = runId === 'x' ? 'y' : 'x';
    // A fresh run's own folder under a shared artifact_root (isolated) is the run's own too.
    const pathOwnsRun = isolated || tryTemplate(workflow.data.state_path, bindingsFor(workflow, withValue(explicit, 'run_id', probeId), probeId, undefined, agentPackageVersion)) !== statePathText;
    // The inputs given here that stand where state_path's defaults would name the run.
    const overriding = stateLocatingInputs(workflow, bound.explicit).filter(([k]) => templateNamesRun(`{{${k}}}`, workflow));
    if (pathOwnsRun) {
      throw new StagegateError('WORKFLOW_STATE_OWNED_BY_OTHER_RUN', `${holds}: the path is run ${runId}'s own (state_path ${workflow.data.state_path}), so the file was copied or moved there from run ${owner}'s folder`, {
        hint: `Move ${statePath.rel} and its journal (${journalPathFor(statePath.rel)}) back to run ${owner}'s folder, or remove them; run ${runId} then starts or resumes from its own state.`,
        location: { file: statePath.rel },
      });
    }
    if (overriding.length > 0) {
      const given = overriding.map(([k, v]) => `${k}=${v}`).join(' ');
      throw new StagegateError('WORKFLOW_STATE_OWNED_BY_OTHER_RUN', `${holds}: state_path ${workflow.data.state_path} names the run only through defaults, and ${given} given here replaces them with a path that does not`, {
        hint: `Continue run ${owner}: \`${ownerCommand}\`; or drop ${given} so that run ${runId}'s state is located by its run id.`,
        location: { file: statePath.rel },
      });
    }
    // Where a fresh run of runId would keep its state: the folder the fresh run itself uses (isolatedRoot).
    const freshRoot = !bound.explicit.has('artifact_root') && templateUses(workflow.data.state_path, 'artifact_root', workflow) ? isolatedRoot(workflow, bound.explicit, runId, agentPackageVersion) : undefined;
    throw new StagegateError('WORKFLOW_STATE_OWNED_BY_OTHER_RUN', `${holds} (state_path ${workflow.data.state_path} does not name the run, so every run id shares it)`, {
      hint: freshRoot !== undefined
        ? `Continue run ${owner}: \`${ownerCommand}\`; or start run ${runId} fresh: \`${runCommandLine(name, workflow.file, runId, locating)} --mode fresh\` (a fresh run keeps its state, outputs, manifest and logs under ${freshRoot}/).`
        : `Continue run ${owner}: \`${ownerCommand}\`; to run ${runId} alongside it, give the workflow a state_path that names the run ({{run_id}}).`,
      location: { file: statePath.rel },
    });
  }
  // A run whose journal chained but does not replay (against an edited workflow) still has the
  // inputs its run_started events recorded: its refusal (WORKFLOW_STATE_INTEGRITY_VIOLATION, in
  // preflight) is what this invocation reports, never a required input "missing" that the run holds.
  const recorded = existing.kind === 'ok' ? existing.state : existing.kind === 'corrupt' ? existing.replayed : undefined;
  const persisted = recorded !== undefined && bound.controls.mode === 'resume' ? new Map(Object.entries(recorded.inputs)) : bound.controls.mode === 'resume' ? supersededInputs(workflow, workspace, statePath) : undefined;
  // What the run recorded (a fresh start's too: the run it moves aside has the same paths).
  if (recorded !== undefined) heardSecrets(invocation, recorded.inputs);
  const bindings = bindingsFor(workflow, explicit, runId, persisted, agentPackageVersion);
  heardSecrets(invocation, bindings);
  // The execution controls read as what this invocation does ({{execution_mode}} in a fresh
  // audit's prompt is "fresh"), whatever a default of that name says.
  bindings.set('execution_mode', bound.controls.mode);
  bindings.set('ignore_previous_completion', String(bound.controls.ignorePreviousCompletion));
  bindings.set('stop_after_step', bound.controls.stopAfterStep ?? 'null');
  const rootText = bindings.get('artifact_root');
  const artifactRoot = declaredInputs(workflow).has('artifact_root') && rootText !== undefined ? workspace.resolve(rootText, 'artifact_root') : undefined;
  const base = artifactRoot ?? workspace.resolve(dirname(statePath.rel), 'run root');
  // The run's own folder (manifest, logs, item runs, what a fresh run moves aside): the
  // workflow's folder when it names the run, else runs/<run_id> inside it.
  const baseTemplate = artifactRoot ? (explicit.get('artifact_root') ?? scalarToString(workflow.inputs.defaults['artifact_root']) ?? '') : dirname(workflow.data.state_path);
  const scoped = isolated || templateNamesRun(baseTemplate, workflow) || pathNamesRun(base.rel, runId);
  let runRoot = scoped ? base : workspace.resolve(runFolderUnder(base.rel, runId), 'run root');
  // A child run whose folder is its parent's (a fresh audit writing into the parent's run root)
  // keeps its manifest and logs in a folder of its own: never the parent's.
  if (options.ancestorRunRoots?.includes(runRoot.rel)) runRoot = workspace.resolve(posix.join(runRoot.rel, CHILD_RUNS_DIR, slugify(workflow.name) || 'child'), 'run root');
  const manifestPath = workspace.resolve(join(runRoot.rel, MANIFEST_FILE), 'run manifest');
  const pointer = latestPointerPath(runRoot.rel, LATEST_POINTER_FILE);

  const ctx: RunContext = {
    workflow,
    workspace,
    bound,
    runId,
    runIdGenerated: generated,
    bindings,
    statePath,
    runRoot,
    artifactRoot,
    isolated,
    ...(sharedStatePath !== undefined ? { sharedStatePath } : {}),
    manifestPath,
    pointerPath: pointer !== undefined ? workspace.tryResolve(pointer) : undefined,
    lockPath: `${statePath.abs}.lock`,
    existing,
    agentPackageVersion,
    naming,
  };
  if (!options.readOnly) {
    // A run whose files are here but which does not load (its journal removed, a projection that
    // contradicts it) is refused first, as status reports it: never asked for inputs it would refuse.
    refuseUnloadable(ctx, invocation.allowWorkflowChange === true);
    checkInputs(workflow, bindings, workspace, fresh, options.itemRun === true);
    if (!options.itemRun) checkInputFiles(workflow, workspace, bindings, explicit, fresh);
  }
  if (fresh && !options.readOnly) checkFreshIsolation(ctx);
  return ctx;
}

/** The inputs a run's stages would get: no NUL byte, every required one given, each of its declared type. */
function checkInputs(workflow: Workflow, bindings: ReadonlyMap<string, string>, workspace: Workspace, fresh: boolean, itemRun: boolean): void {
  refuseNul(bindings);
  const missing = workflow.inputs.required.filter((name) => {
    const v = bindings.get(name);
    return v === undefined || v === '';
  });
  if (missing.length > 0) {
    throw inputsError(fresh, `missing required input${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`, `Pass ${missing.map((m) => `${m}=<value>`).join(' ')}.`, missing);
  }
  checkInputTypes(workflow, bindings, workspace, itemRun);
}

/**
 * The checks `resolveRunContext` skips for a read-only look (`readOnly`), made on the run it
 * located: what the same call without `readOnly` would refuse, in the same order, without
 * locating (and loading) the run again. For `plan`, which reports both where the run is and the
 * stop a run would hit. Not for a foreach item's run.
 */
export function checkRunnable(ctx: RunContext): void {
  const fresh = ctx.bound.controls.mode === 'fresh';
  checkInputs(ctx.workflow, ctx.bindings, ctx.workspace, fresh, false);
  // The names this invocation gives, as resolveRunContext read them: a fresh run's own root among them.
  const explicit = ctx.isolated && ctx.artifactRoot !== undefined ? withValue(ctx.bound.explicit, 'artifact_root', ctx.artifactRoot.rel) : ctx.bound.explicit;
  checkInputFiles(ctx.workflow, ctx.workspace, ctx.bindings, explicit, fresh);
  if (fresh) checkFreshIsolation(ctx);
}

function tryTemplate(template: string, bindings: ReadonlyMap<string, string>): string | undefined {
  try {
    return substitute(template, bindings);
  } catch {
    return undefined;
  }
}

/**
 * Required inputs that name existing-file evidence (isArtifactInput), and optional or default
 * ones this invocation gives, must name a file that exists (4.0: verify before the first
 * substantive stage). A default that is only a default is never checked, nor a value that is a
 * declared output of this workflow: a stage writes it.
 */
function checkInputFiles(workflow: Workflow, workspace: Workspace, bindings: ReadonlyMap<string, string>, explicit: ReadonlyMap<string, string>, fresh: boolean): void {
  // The evidence-file convention is 4.0's. A CCW context variable is only a value the wf-player
  // binds (01-load.md): `report_path` may name a file a node writes, `target_path` a folder. It
  // still names a path inside the workspace (symlinks included), as every *_path input does.
  const mustExist = workflow.format !== 'ccw';
  const required = new Set(workflow.inputs.required);
  const optional = new Set(workflow.inputs.optional);
  let outputs: Set<string> | undefined;
  for (const name of declaredInputs(workflow)) {
    if (!isArtifactInput(name)) continue;
    if (!required.has(name) && !optional.has(name) && !explicit.has(name)) continue;
    const value = bindings.get(name);
    if (value === undefined || value === '') continue;
    const target = workspace.resolve(value, `input ${name}`);
    if (!mustExist) continue;
    outputs ??= declaredOutputPaths(workflow, bindings, workspace);
    if (outputs.has(target.rel)) continue;
    let isFile: boolean;
    try {
      isFile = statSync(target.abs).isFile();
    } catch {
      isFile = false;
    }
    if (!isFile) {
      const message = `input ${name}='${value}' does not name an existing file in the workspace`;
      const hint = `Create ${target.rel} or pass the right path as ${name}=<path>.`;
      if (fresh) throw new StagegateError('WORKFLOW_FRESH_EXECUTION_BLOCKED', `fresh execution blocked: ${message}`, { hint });
      throw new StagegateError('REQUIRED_INPUT_ARTIFACT_MISSING', message, { hint });
    }
  }
}

/** Every declared output this workflow can resolve now (workspace-relative). */
function declaredOutputPaths(workflow: Workflow, bindings: ReadonlyMap<string, string>, workspace: Workspace): Set<string> {
  const out = new Set<string>();
  for (const step of workflow.steps.values()) {
    if (step.def.output === undefined) continue;
    const text = tryTemplate(step.def.output, bindings);
    const p = text === undefined ? undefined : workspace.tryResolve(text);
    if (p) out.add(p.rel);
  }
  return out;
}

/**
 * 4.0 Fresh Run Isolation: a fresh run of a workflow with an artifact_root keeps its state and
 * every output it can resolve now under that root. A path outside it is refused before anything
 * runs (WORKFLOW_FRESH_EXECUTION_BLOCKED), naming the path.
 */
export function checkFreshIsolation(ctx: RunContext): void {
  const root = ctx.artifactRoot;
  if (!root) return;
  const inside = (p: WorkspacePath) => root.rel === '.' || p.rel === root.rel || p.rel.startsWith(`${root.rel}/`);
  // The advice is for the workflow file: the name as written there (`{{run_id}}.yaml`), not this run's.
  const refuse = (what: string, p: WorkspacePath, written: string): never => {
    throw new StagegateError('WORKFLOW_FRESH_EXECUTION_BLOCKED', `fresh execution blocked: ${what} ${p.rel} is outside this run's root ${root.rel}, so the fresh run could read or overwrite another run's results`, {
      hint: `Make ${what === 'state_path' ? 'state_path' : 'the output'} use {{artifact_root}} (e.g. '{{artifact_root}}/${posix.basename(written)}'), or run this workflow in resume mode.`,
    });
  };
  if (!inside(ctx.statePath)) refuse('state_path', ctx.statePath, ctx.workflow.data.state_path);
  for (const step of ctx.workflow.steps.values()) {
    if (step.def.output === undefined) continue;
    const text = tryTemplate(step.def.output, ctx.bindings);
    const p = text === undefined ? undefined : ctx.workspace.tryResolve(text);
    if (p && !inside(p)) refuse(`output of step ${step.id}`, p, step.def.output);
  }
}

/**
 * The inputs of the run an interrupted fresh start supersedes, once its journal was moved into the
 * start's folder (state/fresh-marker.ts): the run that finishes the fresh start takes them as it
 * takes the journal's in place before the move (a resume given none starts the new run with them),
 * whatever the crash point. Undefined when there is no such start, or its journal does not load.
 */
function supersededInputs(workflow: Workflow, workspace: Workspace, statePath: WorkspacePath): Map<string, string> | undefined {
  const pending = readFreshMarker(workspace, statePath);
  if (pending === undefined || pending.started) return undefined;
  const moved = loadRun({ state: join(pending.target.abs, statePath.rel) }, workflow, statePath.rel, { log: false });
  return moved.kind === 'ok' ? new Map(Object.entries(moved.state.inputs)) : undefined;
}

/** The secret-looking values of `bound` to the invocation's onSecrets (none looked for without one). */
function heardSecrets(invocation: Invocation, bound: ReadonlyMap<string, string> | Readonly<Record<string, string>>): void {
  if (invocation.onSecrets === undefined) return;
  invocation.onSecrets(secretValuesOf(bound instanceof Map ? Object.fromEntries(bound) : bound));
}
