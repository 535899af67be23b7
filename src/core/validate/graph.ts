// The workflow as a directed graph: every transition of every kind, reachability from the
// entry, and traps (steps from which no path reaches an end). Used by validate and plan.
// Everything here is linear in steps + transitions: strongly connected components come from
// an iterative Tarjan walk (no recursion, so a 10,000-step chain cannot overflow the stack).
import { ASK_TARGET, TERMINAL_TARGETS, type StepModel, type Workflow } from '../model/workflow.js';

export interface Transition {
  /** Where it is declared, for diagnostics. */
  path: Array<string | number>;
  label: string;
  to: string;
  /** The gate status (for statuses entries). */
  status?: string;
}

/** Every outgoing transition of a step, whatever its kind (per-item targets excluded: see per_item). */
export function transitionsOf(step: StepModel): Transition[] {
  const out: Transition[] = [];
  const d = step.def;
  for (const [status, target] of Object.entries(d.statuses ?? {})) {
    // ASK leads nowhere: the step runs again once a person answers (rules/ask.ts checks where it may stand).
    if (target === ASK_TARGET) continue;
    if (typeof target === 'string') out.push({ path: [...step.path, 'statuses', status], label: `status ${status}`, to: target, status });
    else {
      for (const [input, to] of Object.entries(target.if_input_present)) out.push({ path: [...step.path, 'statuses', status, 'if_input_present', input], label: `status ${status} (if ${input} present)`, to, status });
      out.push({ path: [...step.path, 'statuses', status, 'else'], label: `status ${status} (else)`, to: target.else, status });
    }
  }
  (d.decide ?? []).forEach((b, i) => {
    if ('if' in b) out.push({ path: [...step.path, 'decide', i, 'to'], label: `if ${b.if}`, to: b.to });
    else out.push({ path: [...step.path, 'decide', i, 'else'], label: 'else', to: b.else });
  });
  if (d.on_approve !== undefined) out.push({ path: [...step.path, 'on_approve'], label: 'on_approve', to: d.on_approve });
  if (d.on_reject !== undefined) out.push({ path: [...step.path, 'on_reject'], label: 'on_reject', to: d.on_reject });
  if (d.on_failure !== undefined) out.push({ path: [...step.path, 'on_failure'], label: 'on_failure', to: d.on_failure });
  if (d.on_skip !== undefined) out.push({ path: [...step.path, 'on_skip'], label: 'on_skip', to: d.on_skip });
  if (d.on_stall !== undefined) out.push({ path: [...step.path, 'on_stall'], label: 'on_stall', to: d.on_stall });
  if (d.retry_step !== undefined) out.push({ path: [...step.path, 'retry_step'], label: 'retry_step', to: d.retry_step });
  if (d.on_success !== undefined) out.push({ path: [...step.path, 'on_success'], label: 'on_success', to: d.on_success });
  if (d.on_complete !== undefined) out.push({ path: [...step.path, 'on_complete'], label: 'on_complete', to: d.on_complete });
  if (d.completion?.on_complete !== undefined) out.push({ path: [...step.path, 'completion', 'on_complete'], label: 'completion.on_complete', to: d.completion.on_complete });
  return out;
}

/** Every node reachable from `starts` (themselves included) by following `next`. */
export function reachable(starts: readonly string[], next: (id: string) => Iterable<string>): Set<string> {
  const seen = new Set(starts);
  const todo = [...starts];
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    for (const to of next(id)) {
      if (seen.has(to)) continue;
      seen.add(to);
      todo.push(to);
    }
  }
  return seen;
}

/** Strongly connected components of the nodes in `nodes` (edges leaving the set are ignored). Sinks come first. */
export function stronglyConnected(nodes: readonly string[], successors: (id: string) => readonly string[]): string[][] {
  const inSet = new Set(nodes);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  for (const root of nodes) {
    if (index.has(root)) continue;
    // Explicit call stack: [node, its successors, next successor position].
    const frames: Array<{ id: string; succ: readonly string[]; i: number }> = [];
    const enter = (id: string) => {
      index.set(id, counter);
      low.set(id, counter);
      counter++;
      stack.push(id);
      onStack.add(id);
      frames.push({ id, succ: successors(id), i: 0 });
    };
    enter(root);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1]!;
      if (frame.i < frame.succ.length) {
        const next = frame.succ[frame.i++]!;
        if (!inSet.has(next)) continue;
        if (!index.has(next)) enter(next);
        else if (onStack.has(next)) low.set(frame.id, Math.min(low.get(frame.id)!, index.get(next)!));
        continue;
      }
      frames.pop();
      const parent = frames[frames.length - 1];
      if (parent) low.set(parent.id, Math.min(low.get(parent.id)!, low.get(frame.id)!));
      if (low.get(frame.id) === index.get(frame.id)) {
        const component: string[] = [];
        for (;;) {
          const member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
          if (member === frame.id) break;
        }
        components.push(component);
      }
    }
  }
  return components;
}

/** One state machine: the top-level steps, or the per_item steps of one foreach. */
export interface GraphScope {
  /** Step ids in file order. */
  ids: readonly string[];
  entry: string | undefined;
  /** Known targets of a step (unknown targets and terminal tokens removed). */
  successors(id: string): readonly string[];
  /** True when the step can end the scope by itself (a terminal target, a hand-off step). */
  ends(id: string): boolean;
}

export interface GraphAnalysis {
  reachable: Set<string>;
  unreachable: string[];
  /** Unreachable steps that no other unreachable step leads to (one per group), in file order. */
  unreachableRoots: Array<{ id: string; group: string[] }>;
  /** Steps that can never reach an end. */
  traps: string[];
  /** Loops among the trapped steps that nothing leads out of: each is reported once. */
  trapLoops: string[][];
  /** Reachable loops (cyclic components), each in file order. */
  loops: string[][];
  /** For each loop, one real cycle through its first step (every arrow a transition), for messages. */
  cycles: string[][];
}

/**
 * A real cycle through `start` inside `members` (shortest, by breadth-first search): each step
 * leads to the next by a transition, and the last leads back to `start`. A loop's steps in file
 * order are not such a path (a -> b -> c may have no b -> c), so messages name this instead.
 */
export function cycleThrough(start: string, members: ReadonlySet<string>, successors: (id: string) => readonly string[]): string[] {
  const parent = new Map<string, string>();
  const queue: string[] = [start];
  const seen = new Set<string>([start]);
  while (queue.length > 0) {
    const id = queue.shift()!;
    for (const t of successors(id)) {
      if (!members.has(t)) continue;
      if (t === start) {
        const path = [id];
        while (path[0] !== start) path.unshift(parent.get(path[0]!)!);
        return path;
      }
      if (seen.has(t)) continue;
      seen.add(t);
      parent.set(t, id);
      queue.push(t);
    }
  }
  return [start];
}

/** "a -> b -> a" for a cycle, plus the loop's other steps: "(also in this loop: c, d)". */
export function describeLoop(cycle: readonly string[], loop: readonly string[], arrow = '->'): string {
  const others = loop.filter((id) => !cycle.includes(id));
  return `${[...cycle, cycle[0]].join(` ${arrow} `)}${others.length > 0 ? ` (also in this loop: ${others.join(', ')})` : ''}`;
}

export function analyseScope(scope: GraphScope): GraphAnalysis {
  const order = new Map<string, number>();
  scope.ids.forEach((id, i) => order.set(id, i));
  const byFileOrder = (a: string, b: string) => order.get(a)! - order.get(b)!;
  const reverse = new Map<string, string[]>();
  for (const id of scope.ids) {
    for (const t of scope.successors(id)) {
      let list = reverse.get(t);
      if (!list) reverse.set(t, (list = []));
      list.push(id);
    }
  }
  const reachable = new Set<string>();
  const stack = scope.entry !== undefined && order.has(scope.entry) ? [scope.entry] : [];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (reachable.has(id)) continue;
    reachable.add(id);
    for (const t of scope.successors(id)) if (!reachable.has(t)) stack.push(t);
  }
  // Steps that can reach an end: backwards search from the steps that end the scope.
  const finishing = new Set<string>();
  const queue = scope.ids.filter((id) => scope.ends(id));
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (finishing.has(id)) continue;
    finishing.add(id);
    for (const p of reverse.get(id) ?? []) if (!finishing.has(p)) queue.push(p);
  }
  const unreachable: string[] = [];
  const traps: string[] = [];
  for (const id of scope.ids) {
    if (!reachable.has(id)) unreachable.push(id);
    else if (!finishing.has(id)) traps.push(id);
  }
  const isCyclic = (component: string[]) => component.length > 1 || scope.successors(component[0]!).includes(component[0]!);

  // Unreachable: report the source components of the unreachable subgraph.
  const unreachableRoots: Array<{ id: string; group: string[] }> = [];
  if (unreachable.length > 0) {
    const components = stronglyConnected(unreachable, scope.successors);
    const componentOf = new Map<string, number>();
    components.forEach((c, i) => c.forEach((id) => componentOf.set(id, i)));
    const entered = new Set<number>();
    for (const id of unreachable) {
      for (const t of scope.successors(id)) {
        const ct = componentOf.get(t);
        if (ct !== undefined && ct !== componentOf.get(id)) entered.add(ct);
      }
    }
    components.forEach((c, i) => {
      if (entered.has(i)) return;
      const sorted = [...c].sort(byFileOrder);
      // Everything only reachable from this group.
      const group = new Set<string>();
      const walk = [...sorted];
      while (walk.length > 0) {
        const id = walk.pop()!;
        if (group.has(id)) continue;
        group.add(id);
        for (const t of scope.successors(id)) if (!reachable.has(t) && !group.has(t)) walk.push(t);
      }
      unreachableRoots.push({ id: sorted[0]!, group: [...group].sort(byFileOrder) });
    });
    unreachableRoots.sort((a, b) => byFileOrder(a.id, b.id));
  }

  // Traps: a trapped step's successors are all trapped too, so the sink components of the
  // trapped subgraph are where runs get stuck. Cyclic sinks are loops without exit; acyclic
  // sinks are dead ends that a missing-key rule already reports.
  const trapLoops: string[][] = [];
  if (traps.length > 0) {
    const trapped = new Set(traps);
    const components = stronglyConnected(traps, scope.successors);
    const componentOf = new Map<string, number>();
    components.forEach((c, i) => c.forEach((id) => componentOf.set(id, i)));
    components.forEach((c, i) => {
      const leaves = c.some((id) => scope.successors(id).some((t) => trapped.has(t) && componentOf.get(t) !== i));
      if (!leaves && isCyclic(c)) trapLoops.push([...c].sort(byFileOrder));
    });
    trapLoops.sort((a, b) => byFileOrder(a[0]!, b[0]!));
  }

  const loops = stronglyConnected(scope.ids.filter((id) => reachable.has(id)), scope.successors)
    .filter(isCyclic)
    .map((c) => [...c].sort(byFileOrder))
    .sort((a, b) => byFileOrder(a[0]!, b[0]!));
  const cycles = loops.map((l) => cycleThrough(l[0]!, new Set(l), scope.successors));
  return { reachable, unreachable, unreachableRoots, traps, trapLoops, loops, cycles };
}

/** Steps that end the run by themselves (hand-off steps with a terminal status). */
function endsRun(step: StepModel): boolean {
  return step.kind === 'instruction';
}

/** Top-level graph of a loaded workflow (per-item state machines are separate scopes). */
export function analyseGraph(workflow: Workflow): GraphAnalysis {
  const successors = new Map<string, string[]>();
  const ends = new Set<string>();
  for (const step of workflow.steps.values()) {
    const targets = transitionsOf(step).map((t) => t.to);
    successors.set(step.id, targets.filter((t) => workflow.steps.has(t)));
    if (endsRun(step) || targets.some((t) => TERMINAL_TARGETS.has(t))) ends.add(step.id);
  }
  return analyseScope({
    ids: [...workflow.steps.keys()],
    entry: workflow.entry,
    successors: (id) => successors.get(id) ?? [],
    ends: (id) => ends.has(id),
  });
}
