// The workflow as a directed graph: every transition of every kind, reachability from the
// entry, and "traps" (steps from which no path reaches an end). Used by validate and plan.
import { TERMINAL_TARGETS, targetsOf, type StepModel, type Workflow } from './workflow.js';

export interface Transition {
  /** Where it is declared, for diagnostics. */
  path: Array<string | number>;
  label: string;
  to: string;
  /** The gate status (for statuses entries). */
  status?: string;
}

/** Every outgoing transition of a step, whatever its kind. */
export function transitionsOf(step: StepModel): Transition[] {
  const out: Transition[] = [];
  const d = step.def;
  for (const [status, target] of Object.entries(d.statuses ?? {})) {
    if (typeof target === 'string') out.push({ path: [...step.path, 'statuses', status], label: `status ${status}`, to: target, status });
    else {
      for (const [input, to] of Object.entries(target.if_input_present)) out.push({ path: [...step.path, 'statuses', status, 'if_input_present', input], label: `status ${status} (if ${input} present)`, to, status });
      out.push({ path: [...step.path, 'statuses', status, 'else'], label: `status ${status} (else)`, to: target.else, status });
    }
  }
  if (d.retry_step !== undefined) out.push({ path: [...step.path, 'retry_step'], label: 'retry_step', to: d.retry_step });
  if (d.on_success !== undefined) out.push({ path: [...step.path, 'on_success'], label: 'on_success', to: d.on_success });
  if (d.on_complete !== undefined) out.push({ path: [...step.path, 'on_complete'], label: 'on_complete', to: d.on_complete });
  if (d.completion?.on_complete !== undefined) out.push({ path: [...step.path, 'completion', 'on_complete'], label: 'completion.on_complete', to: d.completion.on_complete });
  void targetsOf;
  return out;
}

/** Steps that end the run by themselves (hand-off steps with a terminal status). */
function endsRun(step: StepModel): boolean {
  return step.kind === 'instruction';
}

export interface GraphAnalysis {
  reachable: Set<string>;
  unreachable: string[];
  traps: string[];
}

export function analyseGraph(workflow: Workflow): GraphAnalysis {
  const edges = new Map<string, string[]>();
  const reverse = new Map<string, string[]>();
  const canEnd = new Set<string>();
  for (const step of workflow.steps.values()) {
    const targets = transitionsOf(step).map((t) => t.to);
    edges.set(step.id, targets.filter((t) => workflow.steps.has(t)));
    if (endsRun(step) || targets.some((t) => TERMINAL_TARGETS.has(t))) canEnd.add(step.id);
    for (const t of targets) {
      if (!workflow.steps.has(t)) continue;
      if (!reverse.has(t)) reverse.set(t, []);
      reverse.get(t)!.push(step.id);
    }
  }
  const reachable = new Set<string>();
  const stack = workflow.entry !== undefined && workflow.steps.has(workflow.entry) ? [workflow.entry] : [];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (reachable.has(id)) continue;
    reachable.add(id);
    for (const t of edges.get(id) ?? []) if (!reachable.has(t)) stack.push(t);
  }
  // Steps that can reach an end: backwards search from the steps that end the run.
  const finishing = new Set<string>();
  const queue = [...canEnd];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (finishing.has(id)) continue;
    finishing.add(id);
    for (const p of reverse.get(id) ?? []) if (!finishing.has(p)) queue.push(p);
  }
  const unreachable: string[] = [];
  const traps: string[] = [];
  for (const id of workflow.steps.keys()) {
    if (!reachable.has(id)) unreachable.push(id);
    else if (!finishing.has(id)) traps.push(id);
  }
  return { reachable, unreachable, traps };
}
