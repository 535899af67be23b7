// Every path a run can take through a workflow, described once for `plan` (text and JSON) and
// the Action's summary graph: typed edges per step (statuses, decision branches, approve/reject,
// on_failure, on_skip, stall escapes, completion), the structure behind composite kinds (child
// workflows and phases, foreach with its per_item machine, parallel branches) and the loops with
// their visit bounds. Pure and derived from the step definitions only (no state).
import { analyseScope, transitionsOf, type Transition } from './graph.js';
import { phaseOf } from '../model/phases.js';
import { maxVisitsOf } from '../run/transition.js';
import { ASK_TARGET, classifyStep, TERMINAL_TARGETS, type StepModel, type Workflow } from '../model/workflow.js';
import type { StepShape } from '../model/schema.js';

export type EdgeKind = 'status' | 'ask' | 'decision' | 'approve' | 'reject' | 'failure' | 'skip' | 'stall' | 'complete' | 'retry_step' | 'success';

export interface PathEdge {
  /** Where the edge leads: a step id of its scope, DONE, BLOCKED, or a per-item token. */
  to: string;
  /** As plan prints it: `status BUILT`, `if <expression>`, `else`, `approve`, `on_failure` … */
  label: string;
  kind: EdgeKind;
  /** The gate status or child outcome this edge routes (status edges). */
  status?: string;
  /** Not written in the file: the runner's default (e.g. reject → BLOCKED, a stall → BLOCKED). */
  implicit?: boolean;
  /** What ending this way means, when it is not obvious from `to` (e.g. WORKFLOW_BLOCKED_STALLED). */
  note?: string;
}

export interface DecisionPaths {
  branches: Array<{ if: string | null; to: string }>;
}

export interface ApprovalPaths {
  message: string;
  approvers: string[] | null;
  onApprove: string;
  onReject: string;
}

export interface ChildPaths {
  workflow: string;
  /** Present for a phase of a composite workflow. */
  phase?: { passInputs: string[]; derivedInputs: Record<string, string | number | boolean | null>; requireTerminalStatus: string[] };
  execution?: { execution_mode?: string | undefined; ignore_previous_completion?: boolean | undefined };
}

export interface ForeachPaths {
  source: string;
  idField: string;
  order: string;
  /** The per_item machine's entry (its first step). */
  entry: string | null;
  steps: StepPaths[];
  loops: LoopPaths[];
  require: string | null;
  onComplete: string | null;
}

export interface ParallelPaths {
  join: string;
  maxConcurrency: number | null;
  branches: StepPaths[];
}

export interface StepPaths {
  id: string;
  kind: string;
  maxVisits: number;
  edges: PathEdge[];
  /** Attempts a failing stage gets before its failure policy applies (retry.max_attempts, else 1). */
  attempts: number;
  optional: boolean;
  decision?: DecisionPaths;
  approval?: ApprovalPaths;
  child?: ChildPaths;
  foreach?: ForeachPaths;
  parallel?: ParallelPaths;
  /** Hand-off steps: the status the run ends with when it gets there. */
  terminalStatus?: string;
  /** The step's own (stage) inputs as written, placeholders unresolved (not a child step's: those are under child). */
  inputs?: Record<string, string>;
  /** `asks`: the inputs a person answers before the step runs (a step that runs a process; not a parallel branch's). */
  asks?: string[];
  /** plan: an agent-driven branch or per_item step's agent (null: none configured), as top-level steps have PlannedStep.agent. */
  agent?: string | null;
}

export interface LoopPaths {
  /** The loop's steps, in file order. */
  steps: string[];
  /** One real cycle through its first step: each step leads to the next, the last back to the first. */
  cycle: string[];
  /** max_visits of every step in the loop: the loop ends with WORKFLOW_BLOCKED_LOOP_LIMIT beyond it. */
  bounds: Record<string, number>;
}

export interface WorkflowPaths {
  entry: string | null;
  composite: boolean;
  steps: StepPaths[];
  loops: LoopPaths[];
}

/** Kinds whose gate can repeat itself, so a loop through them may stall. */
const GATED_KINDS = new Set(['shell', 'agent']);

function kindOfEdge(t: Transition): EdgeKind {
  const last = t.path[t.path.length - 1];
  if (t.status !== undefined) return 'status';
  if (t.path.includes('decide')) return 'decision';
  switch (last) {
    case 'on_approve':
      return 'approve';
    case 'on_reject':
      return 'reject';
    case 'on_failure':
      return 'failure';
    case 'on_skip':
      return 'skip';
    case 'on_stall':
      return 'stall';
    case 'retry_step':
      return 'retry_step';
    case 'on_success':
      return 'success';
    default:
      return 'complete';
  }
}

/** The parallel block of a step, read defensively (the schema may not have it yet). */
interface ParallelDef {
  max_concurrency?: number;
  join?: string;
  branches?: Record<string, StepShape>;
}

export function parallelOf(def: StepShape): ParallelDef | undefined {
  const raw = (def as { parallel?: unknown }).parallel;
  return raw !== null && typeof raw === 'object' ? (raw as ParallelDef) : undefined;
}

function edgesOf(step: StepModel, inLoop: boolean): PathEdge[] {
  const d = step.def;
  const edges: PathEdge[] = [];
  for (const t of transitionsOf(step)) {
    const kind = kindOfEdge(t);
    // on_failure: skip is a token: the failure follows on_skip (shown as its own edge below).
    if (kind === 'failure' && t.to === 'skip') continue;
    // A parallel step's own transitions may arrive through transitionsOf later; branch edges are per branch.
    if (t.path.includes('parallel')) continue;
    // A failure status is never routed: reporting it fails the attempt (gate/judge.ts).
    const failing = kind === 'status' && t.status !== undefined && d.failure_statuses?.includes(t.status) === true;
    edges.push({ to: t.to, label: kind === 'approve' ? 'approve' : kind === 'reject' ? 'reject' : t.label, kind, ...(t.status !== undefined ? { status: t.status } : {}), ...(failing ? { note: 'a failure status: never routed; the attempt fails, STAGE_FAILED — retried, then on_failure, else the run stops here, resumable' } : {}) });
  }
  // A status routed to ASK is no transition (the step stays active; the graph draws it into an ASK node), but it is
  // a way a run can go: it pauses for a person's answer. Shown among the statuses, in the file's order.
  const order = Object.keys(d.statuses ?? {});
  for (const [status, target] of Object.entries(d.statuses ?? {})) {
    if (target === ASK_TARGET) edges.push({ to: ASK_TARGET, label: `status ${status}`, kind: 'ask', status, note: "the run pauses for a person's answer: WORKFLOW_ANSWER_REQUIRED, then run … --answer runs the step again" });
  }
  const byStatus = (e: PathEdge) => (e.kind === 'status' || e.kind === 'ask' ? order.indexOf(e.status!) : order.length);
  edges.sort((a, b) => byStatus(a) - byStatus(b));
  if (d.on_failure === 'skip' && d.on_skip !== undefined) edges.push({ to: d.on_skip, label: 'on_failure: skip (via on_skip)', kind: 'failure' });
  if (step.kind === 'approval' && d.on_reject === undefined) edges.push({ to: 'BLOCKED', label: 'reject', kind: 'reject', implicit: true });
  if (inLoop && GATED_KINDS.has(step.kind) && d.on_stall === undefined) {
    edges.push({ to: 'BLOCKED', label: 'stall', kind: 'stall', implicit: true, note: 'WORKFLOW_BLOCKED_STALLED' });
  }
  return edges;
}

/** The kinds whose `asks` the run waits for (a step that runs a process; rules/step-shape.ts warns on others). */
const ASKING_KINDS: ReadonlySet<string> = new Set(['shell', 'agent', 'action', 'resolver']);

function describe(step: StepModel, maxVisits: number, inLoop: boolean, workflow: Workflow): StepPaths {
  const d = step.def;
  const out: StepPaths = { id: step.id, kind: step.kind, maxVisits, edges: edgesOf(step, inLoop), attempts: d.retry?.max_attempts ?? 1, optional: d.optional === true };
  if (d.inputs !== undefined && d.child_workflow === undefined && Object.keys(d.inputs).length > 0) out.inputs = Object.fromEntries(Object.entries(d.inputs).map(([k, v]) => [k, String(v)]));
  if (d.asks !== undefined && d.asks.length > 0 && ASKING_KINDS.has(step.kind)) out.asks = [...d.asks];
  if (d.decide) out.decision = { branches: d.decide.map((b) => ('if' in b ? { if: b.if, to: b.to } : { if: null, to: b.else })) };
  if (step.kind === 'approval') {
    out.approval = { message: d.approval?.message ?? `approve ${step.id}?`, approvers: d.approval?.approvers ?? null, onApprove: d.on_approve ?? 'BLOCKED', onReject: d.on_reject ?? 'BLOCKED' };
  }
  if (d.child_workflow !== undefined) {
    const phase = phaseOf(step);
    out.child = {
      workflow: d.child_workflow,
      ...(phase ? { phase: { passInputs: phase.passInputs, derivedInputs: phase.derivedInputs, requireTerminalStatus: phase.requireTerminalStatus } } : {}),
      ...(d.execution ? { execution: d.execution } : {}),
    };
  }
  if (step.kind === 'instruction' && d.terminal_status !== undefined) out.terminalStatus = d.terminal_status;
  if (step.kind === 'foreach') out.foreach = foreachPaths(step, workflow);
  const parallel = parallelOf(d);
  if (parallel) out.parallel = parallelPaths(step, parallel, workflow);
  return out;
}

/** Inner steps (per-item or branch) as models: kinds classified, invalid ones left out. */
function innerModels(owner: StepModel, defs: Record<string, StepShape>, key: string): StepModel[] {
  const out: StepModel[] = [];
  for (const [id, def] of Object.entries(defs)) {
    const { kind, problem } = classifyStep(def);
    if (kind === undefined || problem !== undefined) continue;
    out.push({ id, kind, def, path: [...owner.path, key, id], line: owner.line, column: owner.column });
  }
  return out;
}

/** Item tokens finish (next_artifact) or set aside (defer_current_artifact) the current item. */
const ITEM_TOKENS = new Set(['next_artifact', 'defer_current_artifact']);

function foreachPaths(step: StepModel, workflow: Workflow): ForeachPaths {
  const f = step.def.foreach;
  const models = innerModels(step, step.def.per_item ?? {}, 'per_item');
  const byId = new Map(models.map((m) => [m.id, m]));
  const analysis = analyseScope({
    ids: [...byId.keys()],
    entry: models[0]?.id,
    successors: (id) => transitionsOf(byId.get(id)!).map((t) => t.to).filter((t) => byId.has(t)),
    ends: (id) => transitionsOf(byId.get(id)!).some((t) => TERMINAL_TARGETS.has(t.to) || ITEM_TOKENS.has(t.to)),
  });
  const looping = new Set(analysis.loops.flat());
  const bound = (m: StepModel) => m.def.max_visits ?? workflow.execution.maxVisits;
  return {
    source: f?.source ?? '',
    idField: f?.id_field ?? '',
    order: f?.order ?? 'registry',
    entry: models[0]?.id ?? null,
    steps: models.map((m) => describe(m, bound(m), looping.has(m.id), workflow)),
    loops: analysis.loops.map((l, i) => ({ steps: l, cycle: analysis.cycles[i]!, bounds: Object.fromEntries(l.map((id) => [id, bound(byId.get(id)!)])) })),
    require: step.def.completion?.require ?? null,
    onComplete: step.def.completion?.on_complete ?? null,
  };
}

function parallelPaths(step: StepModel, parallel: ParallelDef, workflow: Workflow): ParallelPaths {
  const models = innerModels(step, parallel.branches ?? {}, 'branches');
  return {
    join: parallel.join ?? 'all',
    maxConcurrency: typeof parallel.max_concurrency === 'number' ? parallel.max_concurrency : null,
    // Inside a branch DONE and BLOCKED end the branch, not the run: the join decides.
    branches: models.map((m) => {
      // A branch cannot stop the run for an answer: its asks is ignored (UNUSED_KEY).
      const { asks: _ignored, ...b } = describe(m, 1, false, workflow);
      return { ...b, edges: b.edges.map((e) => (e.to === 'DONE' ? { ...e, note: 'the branch succeeds' } : e.to === 'BLOCKED' ? { ...e, note: 'the branch fails' } : e)) };
    }),
  };
}

/** Every step's paths and every reachable loop of the top-level machine. */
export function workflowPaths(workflow: Workflow): WorkflowPaths {
  const ids = [...workflow.steps.keys()];
  const successors = new Map<string, string[]>();
  const ends = new Set<string>();
  for (const step of workflow.steps.values()) {
    const targets = edgesOf(step, false).map((e) => e.to);
    successors.set(step.id, targets.filter((t) => workflow.steps.has(t)));
    if (step.kind === 'instruction' || targets.some((t) => TERMINAL_TARGETS.has(t))) ends.add(step.id);
  }
  const analysis = analyseScope({ ids, entry: workflow.entry, successors: (id) => successors.get(id) ?? [], ends: (id) => ends.has(id) });
  const looping = new Set(analysis.loops.flat());
  return {
    entry: workflow.entry ?? null,
    composite: workflow.data.phases !== undefined && workflow.data.steps === undefined,
    steps: [...workflow.steps.values()].map((s) => describe(s, maxVisitsOf(workflow, s.id), looping.has(s.id), workflow)),
    loops: analysis.loops.map((l, i) => ({ steps: l, cycle: analysis.cycles[i]!, bounds: Object.fromEntries(l.map((id) => [id, maxVisitsOf(workflow, id)])) })),
  };
}
