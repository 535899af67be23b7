// Each foreach item runs as an in-process sub-run of the per_item state machine, through the same
// run entry as any workflow, so gates, retries, visits, stall detection, locks and crash safety
// all apply per item. This builds that machine as a Workflow model: the per_item steps (their
// real YAML positions kept), the local tokens mapped onto what the run loop knows, and the state
// file of the item's run given literally.
//   next_artifact           -> DONE (the item run completes: item VERIFIED); DONE means the same
//   defer_current_artifact  -> a hand-off step ending the item run with ITEM_DEFERRED
import type { StepShape, TargetShape, WorkflowFileShape } from '../../model/schema.js';
import { CONTROL_NAMES, RUNNER_OWNED, classifyStep, type StepModel, type Workflow } from '../../model/workflow.js';
import { isArtifactInput } from '../../model/invocation.js';

export const NEXT_ARTIFACT = 'next_artifact';
export const DEFER_ARTIFACT = 'defer_current_artifact';
/** The terminal status an item run ends with when it deferred its item. */
export const ITEM_DEFERRED = 'ITEM_DEFERRED';

function mapTo(to: string): string {
  return to === NEXT_ARTIFACT ? 'DONE' : to;
}

function mapTarget(target: TargetShape): TargetShape {
  if (typeof target === 'string') return mapTo(target);
  return { if_input_present: Object.fromEntries(Object.entries(target.if_input_present).map(([k, v]) => [k, mapTo(v)])), else: mapTo(target.else) };
}

/**
 * Whether a per-item step written as `defer_current_artifact` only describes the deferral the runner
 * does itself: an action (the real design-to-implementation package: "Move to an unmet dependency
 * first ... stop with WORKFLOW_BLOCKED_DEPENDENCY_CYCLE") with no on_complete of its own. The 4.0
 * package's contract validator lists the name among the runner's local tokens, so its text is not
 * run: the item run uses the runner's deferral in its place.
 */
export function describesDeferral(id: string, def: StepShape): boolean {
  return id === DEFER_ARTIFACT && classifyStep(def).kind === 'action' && def.on_complete === undefined;
}

/** A per-item step with its transitions rewritten (next_artifact -> DONE). */
export function itemStepDef(def: StepShape): StepShape {
  const out: StepShape = { ...def };
  if (def.statuses) out.statuses = Object.fromEntries(Object.entries(def.statuses).map(([k, v]) => [k, mapTarget(v)]));
  for (const key of ['on_complete', 'on_failure', 'on_stall', 'on_skip', 'on_approve', 'on_reject', 'on_success'] as const) {
    const v = def[key];
    if (v !== undefined) out[key] = mapTo(v);
  }
  if (def.decide) out.decide = def.decide.map((b) => ('if' in b ? { if: b.if, to: mapTo(b.to) } : { else: mapTo(b.else) }));
  return out;
}

export interface ItemWorkflowSpec {
  parent: Workflow;
  step: StepModel;
  /** Workspace-relative state file of this item run. */
  statePath: string;
  /** Names passed as inputs: the parent's declared inputs and the item's bindings. */
  inputNames: string[];
}

/** Whether the parent's value of `name` reaches its item runs (controls and runner-owned values other than run_id do not). */
export function passedToItems(name: string): boolean {
  return !(CONTROL_NAMES as readonly string[]).includes(name) && (name === 'run_id' || !(RUNNER_OWNED as readonly string[]).includes(name));
}

/** A foreach step's per_item steps as written, as step models at their YAML positions (a step whose keys make no valid kind is left out: validate reports it). */
export function perItemSteps(workflow: Workflow, step: StepModel): StepModel[] {
  const positions = workflow.source.keyPositions([...step.path, 'per_item']);
  const out: StepModel[] = [];
  for (const [id, def] of Object.entries(step.def.per_item ?? {})) {
    const { kind, problem } = classifyStep(def);
    if (kind === undefined || problem !== undefined || describesDeferral(id, def)) continue;
    const position = positions.get(id) ?? { line: step.line, column: step.column };
    out.push({ id, kind, def, path: [...step.path, 'per_item', id], ...position });
  }
  return out;
}

/** The per_item machine of `step` as a workflow of its own (name and digest: the parent's, so gates name the parent workflow). */
export function itemWorkflow(spec: ItemWorkflowSpec): Workflow {
  const { parent, step } = spec;
  const perItem = step.def.per_item ?? {};
  const positions = parent.source.keyPositions([...step.path, 'per_item']);
  const steps = new Map<string, StepModel>();
  const defs: Record<string, StepShape> = {};
  for (const [id, raw] of Object.entries(perItem)) {
    if (describesDeferral(id, raw)) continue;
    const def = itemStepDef(raw);
    const kind = classifyStep(def).kind ?? 'shell';
    const position = positions.get(id) ?? { line: step.line, column: step.column };
    steps.set(id, { id, kind, def, path: [...step.path, 'per_item', id], line: position.line, column: position.column });
    defs[id] = def;
  }
  if (!steps.has(DEFER_ARTIFACT)) {
    const def: StepShape = { instruction: 'The item is deferred until its dependencies are VERIFIED.', terminal_status: ITEM_DEFERRED };
    steps.set(DEFER_ARTIFACT, { id: DEFER_ARTIFACT, kind: 'instruction', def, path: [...step.path, 'per_item'], line: step.line, column: step.column, implicit: true });
    defs[DEFER_ARTIFACT] = def;
  }
  // artifact_root would make the item run share the parent's run root (and manifest); inputs named
  // *_path/*_artifact would be checked as files: item values reach stages as placeholders anyway.
  const optional = spec.inputNames.filter((n) => n !== 'artifact_root' && (!isArtifactInput(n) || parent.inputs.optional.includes(n) || parent.inputs.required.includes(n) || Object.hasOwn(parent.inputs.defaults, n)));
  const execution = { ...(parent.data.execution ?? {}) };
  delete execution.execution_mode;
  delete execution.ignore_previous_completion;
  const data: WorkflowFileShape = {
    version: parent.data.version,
    name: parent.name,
    state_path: spec.statePath,
    inputs: { optional },
    steps: defs,
    execution,
  };
  return {
    ...parent,
    data,
    entry: Object.keys(perItem)[0],
    steps,
    inputs: { required: [], optional, defaults: {} },
    // Its decisions read every value its stages get, declared here or not (decision/run.ts).
    itemInputs: [...new Set(spec.inputNames)],
    // An item run never starts fresh by itself: a revisit gets a new state file instead.
    execution: { ...parent.execution, executionMode: 'resume', ignorePreviousCompletion: false },
  };
}
