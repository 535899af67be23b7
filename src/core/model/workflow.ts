// The loaded workflow: the validated file data plus what the runner derives from it once
// (step kinds, entry, positions, defaults). Everything downstream reads this model.
import type { StepShape, WorkflowFileShape, TargetShape } from './schema.js';
import type { YamlSource } from './yaml-source.js';
import type { FileReference, FormatId, PromptFile } from '../formats/types.js';
import type { PhaseSpec } from './phases.js';
import type { CompiledGateSchema } from '../gate/gate-schema.js';

export type StepKind = 'shell' | 'agent' | 'resolver' | 'action' | 'instruction' | 'child_workflow' | 'foreach' | 'decision' | 'approval' | 'parallel';

export type ScalarValue = string | number | boolean | null;

export interface StepModel {
  id: string;
  kind: StepKind;
  def: StepShape;
  /** YAML path of the step, e.g. ['steps', 'review'] or ['steps', 'per', 'per_item', 'design']. */
  path: Array<string | number>;
  line: number;
  column: number;
  /** A composite workflow's phase this step stands for (model/phases.ts). */
  phase?: PhaseSpec;
  /** Added by stagegate, not written in the file (a foreach item's implicit defer_current_artifact, an aiox retry decision). */
  implicit?: true;
  /**
   * An imported step's id as written in the user's file (`N-001`, `analyst-classify-enhancement`),
   * when the native id differs (`N_001`): the run map and the source use it, so the commands that
   * take a step accept it too (stepNamed).
   */
  written?: string;
  /**
   * A parallel step of an imported file: its branches' ids as written there, by branch id, where
   * they differ (a maestro fork's `lint-a` for branch `lint_a`): `logs STEP.BRANCH` takes either.
   */
  branchesWritten?: Readonly<Record<string, string>>;
  /** A decision an importer added that skips this step when a file it requires is missing (ImportedWorkflow.requiresChecks). */
  requiresCheckOf?: string;
  /** A stage an importer added whose gate status `status` skips step `step` (ImportedWorkflow.skipStages). */
  skipsStep?: { step: string; status: string };
}

/**
 * The top-level step `name` names: a step id, else the one step whose id as written in an imported
 * file it is (StepModel.written). Undefined when none, or when several steps were written so.
 */
export function stepNamed(workflow: Pick<Workflow, 'steps'>, name: string): string | undefined {
  if (workflow.steps.has(name)) return name;
  const matches = [...workflow.steps.values()].filter((s) => s.written === name);
  return matches.length === 1 ? matches[0]!.id : undefined;
}

export interface ExecutionSettings {
  executionMode: 'resume' | 'fresh';
  ignorePreviousCompletion: boolean;
  delegationMode: 'direct_only' | 'bounded';
  maxVisits: number;
  timeoutMinutes: number | undefined;
  /** execution.on_source_change (undefined: not set; the run's default is refuse). */
  onSourceChange?: 'refuse' | 'rerun' | 'keep' | undefined;
}

export interface Workflow {
  /** Workspace-relative POSIX path of the workflow file. */
  file: string;
  absPath: string;
  /**
   * sha256 of the file's bytes: state records it to notice a changed workflow on resume. Beside an
   * imported workflow it also covers its run map and the files its prompts have the agent read
   * (`promptFiles`): a change to any of them is a changed workflow.
   */
  digest: string;
  /** The persona and task files an imported workflow's prompts have the agent read, per step, with their sha256 when read (none for native files). */
  promptFiles?: () => readonly PromptFile[];
  /** Beside `promptFiles`: the digest without them (the file and its run map), as a build before 2026-12-07 recorded it (state/recorded-digest.ts). */
  digestWithoutPromptFiles?: () => string;
  /** The format the file is written in; imported formats are translated into this model. */
  format: FormatId;
  /** The run map read beside an imported workflow (`<name>.stagegate.yaml`): part of `digest`, and where its steps' commands are. */
  runMap?: string;
  /** Files an imported workflow's steps name (checked by the validator); none for native files. */
  fileReferences?: FileReference[];
  source: YamlSource;
  data: WorkflowFileShape;
  name: string;
  /** Entry step id (the `entry:` key, else the first step); undefined for composite workflows. */
  entry: string | undefined;
  steps: Map<string, StepModel>;
  inputs: { required: string[]; optional: string[]; defaults: Record<string, ScalarValue> };
  execution: ExecutionSettings;
  /**
   * The compiled gate_schema of each step that has one, by gateSchemaKey(step path) (per-item
   * steps and parallel branches included); set by loadAndCheck (model/gate-schemas.ts).
   */
  gateSchemas?: ReadonlyMap<string, CompiledGateSchema>;
  /**
   * The per_item machine of a foreach run as its own workflow (foreach/item-workflow.ts): every
   * name the item run is given (the parent's inputs, artifact_root included, and the item's
   * bindings), which its stages see and its decisions read as inputs.<name>; not all of them are
   * declared inputs of the item workflow.
   */
  itemInputs?: readonly string[];
}

/** The steps a run counts its progress against ("[2/5]"): those the file declares. */
export function declaredStepCount(workflow: Pick<Workflow, 'steps'>): number {
  let n = 0;
  for (const step of workflow.steps.values()) if (step.implicit !== true) n++;
  return n;
}

/** The run's completed steps as its progress counts them ("[2/5]"): those the file declares. */
export function declaredCompletedCount(workflow: Pick<Workflow, 'steps'>, completed: readonly string[]): number {
  let n = 0;
  for (const id of completed) if (workflow.steps.get(id)?.implicit !== true) n++;
  return n;
}

export const TERMINAL_TARGETS = new Set(['DONE', 'BLOCKED']);
/**
 * The reserved status target that asks a person (docs/workflow-format.md#asking-mid-stage): the
 * gate's `question:` is kept, the run stops WORKFLOW_ANSWER_REQUIRED, and `run --answer` runs the
 * step again with the answer. Not an edge of the graph: the step stays where it is.
 */
export const ASK_TARGET = 'ASK';

/** Whether `status` of `step` routes to ASK (a plain target: validate/rules/ask.ts refuses any other form). */
export function routesToAsk(step: { def: { statuses?: Readonly<Record<string, unknown>> | undefined } }, status: string): boolean {
  const statuses = step.def.statuses;
  return statuses !== undefined && Object.hasOwn(statuses, status) && statuses[status] === ASK_TARGET;
}
export const DEFAULT_MAX_VISITS = 10;
/** A stage's time limit when neither the step nor execution.timeout_minutes sets one: GitHub's job limit (6 h). */
export const DEFAULT_TIMEOUT_MINUTES = 360;

/** Values the runner owns; a workflow may reference them but never define them. */
export const RUNNER_OWNED = [
  'run_id',
  'workflow',
  'step',
  'agent_package_version',
  'source_commit',
  'blocking_artifact',
  'blocking_qids',
  'blocking_retry_step',
] as const;

/** Execution controls that may arrive as name=value tokens or inputs; never workflow inputs. */
export const CONTROL_NAMES = ['stop_after_step', 'execution_mode', 'ignore_previous_completion'] as const;

/** The keys that give a step its kind: a step has exactly one (the published JSON Schema says so too: scripts/gen-schema.ts). */
export const STEP_KIND_KEYS = ['run', 'prompt', 'inline_instruction', 'action', 'instruction', 'child_workflow', 'foreach', 'decide', 'approval', 'parallel'] as const;

/** Decide a step's kind from its keys, or say why the keys do not make one kind. */
export function classifyStep(def: StepShape): { kind?: StepKind; problem?: string } {
  const markers = STEP_KIND_KEYS.filter((k) => def[k] !== undefined);
  const has = (k: (typeof markers)[number]): boolean => markers.includes(k);
  if (markers.length === 0) {
    return { problem: 'step has no kind: give it one of run, prompt, inline_instruction, action, instruction, child_workflow, foreach, decide, approval or parallel' };
  }
  if (has('prompt') && has('inline_instruction')) return { problem: 'step has both prompt and inline_instruction: keep one' };
  if (markers.length > 1) return { problem: `step mixes ${markers.join(' and ')}: a step has exactly one kind` };
  if (has('run')) return { kind: 'shell' };
  if (has('child_workflow')) return { kind: 'child_workflow' };
  if (has('foreach')) return { kind: 'foreach' };
  if (has('decide')) return { kind: 'decision' };
  if (has('approval')) return { kind: 'approval' };
  if (has('parallel')) return { kind: 'parallel' };
  if (has('instruction')) return { kind: 'instruction' };
  if (has('action')) return { kind: 'action' };
  if ((def.retry_step !== undefined || def.on_success !== undefined) && def.statuses === undefined) return { kind: 'resolver' };
  return { kind: 'agent' };
}

/**
 * Whether the step resolves high-impact unknowns (4.0 High-Impact Unknown Rule): a resolver step
 * (retry_step/on_success, no statuses), or a gated stage that also names the step it retries
 * (retry_step plus statuses, e.g. full-reverse-engineering's resolve_*_unknowns). Either way the
 * blocking fields are persisted before it is entered and bound into its prompt and environment.
 */
export function isResolverStep(step: StepModel | undefined): boolean {
  if (!step) return false;
  return step.kind === 'resolver' || (step.kind === 'agent' && step.def.retry_step !== undefined);
}

/** The runner-owned values a resolver receives (prompt and STAGEGATE_INPUT_* environment). */
export const BLOCKING_NAMES = ['blocking_artifact', 'blocking_qids', 'blocking_retry_step'] as const;

/** Every step id a transition value can lead to (both branches of a conditional). */
export function targetsOf(target: TargetShape): string[] {
  if (typeof target === 'string') return [target];
  return [...Object.values(target.if_input_present), target.else];
}

/**
 * The inputs a map of transitions tests with if_input_present: whether they were present is a
 * fact of the run (recorded with the transition), the target it leads to follows from it.
 */
export function conditionalInputs(targets: Readonly<Record<string, TargetShape>> | undefined): string[] {
  const names = new Set<string>();
  for (const target of Object.values(targets ?? {})) if (typeof target !== 'string') for (const name of Object.keys(target.if_input_present)) names.add(name);
  return [...names];
}

/** Step kinds this version executes; the others load and validate but `run` refuses them. */
export const EXECUTABLE_KINDS: ReadonlySet<StepKind> = new Set<StepKind>(['shell', 'agent', 'resolver', 'action', 'instruction', 'child_workflow', 'foreach', 'decision', 'approval', 'parallel']);
