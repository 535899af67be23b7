// The wf-player's execution plan: the nodes and edges as a DAG, checked (unique ids, edges and
// checkpoints naming nodes, no cycles, parallel groups without edges among their members and
// runnable as one batch) and ordered by Kahn's algorithm into batches. A parallel_group is one
// batch; every other node is a batch of its own. Ties go to the node listed first, so the same
// template always gives the same plan (the wf-player's own order is unspecified there).
import { finding, type CcwNode, type CcwTemplate, type Finding } from './model.js';

export interface Batch {
  nodes: CcwNode[];
  /** The parallel_group the batch runs, when it has more than one node. */
  group: string | undefined;
}

export interface Plan {
  batches: Batch[];
  /** Node id -> node (the first node of a duplicated id). */
  byId: Map<string, CcwNode>;
  /** Node id -> index of its batch. */
  batchOf: Map<string, number>;
  /** False when a cycle or a split group left part of the plan in template order only. */
  ordered: boolean;
  findings: Finding[];
}

export function planBatches(template: CcwTemplate): Plan {
  const findings: Finding[] = [];
  const byId = new Map<string, CcwNode>();
  for (const node of template.nodes) {
    const first = byId.get(node.id);
    if (first) findings.push(finding('CCW_NODE_ID_DUPLICATE', `node id '${node.id}' is used by nodes[${first.index}] and nodes[${node.index}]: edges and references could not tell them apart`, 'Give every node a unique id.', ['nodes', node.index, 'id']));
    else byId.set(node.id, node);
  }
  const nodes = [...byId.values()];

  for (const cp of template.checkpoints) {
    const node = byId.get(cp.id);
    if (!node) findings.push(finding('CCW_CHECKPOINT_UNKNOWN', `checkpoints names '${cp.id}', which is not a node (the wf-player never reads checkpoints[]: the checkpoint nodes make the pauses, so the run is as without it)`, 'Remove it from checkpoints (a checkpoint node removed in wf-composer leaves its id here), or list the ids of checkpoint nodes only.', cp.path));
    else if (node.type !== 'checkpoint') findings.push(finding('CCW_CHECKPOINT_UNKNOWN', `checkpoints names '${cp.id}', which is a ${node.type} node, not a checkpoint (the wf-player never reads checkpoints[]: ${cp.id} runs as the ${node.type} node it is, with no pause)`, `Give ${cp.id} "type": "checkpoint" to make it one, or remove it from checkpoints.`, cp.path));
  }

  // Units: a parallel group (its members) or a single node. Checkpoints never run in a group.
  const groupOf = new Map<string, string>();
  for (const node of nodes) {
    if (node.parallelGroup === undefined) continue;
    if (node.type === 'checkpoint') {
      findings.push(finding('CCW_FIELD_INVALID', `checkpoint ${node.id} has parallel_group '${node.parallelGroup}': a checkpoint pauses the whole run, it cannot run beside other nodes`, 'Remove parallel_group from the checkpoint.', ['nodes', node.index, 'parallel_group']));
      continue;
    }
    groupOf.set(node.id, node.parallelGroup);
  }
  const unitKey = (id: string): string => (groupOf.has(id) ? `group:${groupOf.get(id)!}` : `node:${id}`);

  const edges: Array<{ from: string; to: string; index: number }> = [];
  for (const edge of template.edges) {
    let ok = true;
    for (const end of ['from', 'to'] as const) {
      if (!byId.has(edge[end])) {
        ok = false;
        // A node with a finding of its own (an unknown type) exists: the edge is not a second mistake.
        if (template.unreadNodeIds.has(edge[end])) continue;
        findings.push(finding('CCW_EDGE_UNKNOWN_NODE', `edges[${edge.index}].${end} names '${edge[end]}', which is not a node`, 'Name an existing node id.', ['edges', edge.index, end]));
        ok = false;
      }
    }
    if (!ok) continue;
    const g = groupOf.get(edge.from);
    if (g !== undefined && g === groupOf.get(edge.to) && edge.from !== edge.to) {
      findings.push(finding('CCW_PARALLEL_GROUP_EDGE', `edge ${edge.from} -> ${edge.to} joins two members of parallel_group '${g}': members of a group run at the same time, so one cannot wait for the other`, `Remove the edge, or take one of the nodes out of parallel_group '${g}'.`, ['edges', edge.index]));
      continue;
    }
    edges.push(edge);
  }

  const cyclic = reportCycle(nodes, edges, findings);

  // Kahn over units; ties go to the unit whose first node is listed first.
  const units = new Map<string, CcwNode[]>();
  for (const node of nodes) {
    const key = unitKey(node.id);
    if (!units.has(key)) units.set(key, []);
    units.get(key)!.push(node);
  }
  const indegree = new Map<string, number>([...units.keys()].map((k) => [k, 0]));
  const out = new Map<string, Set<string>>([...units.keys()].map((k) => [k, new Set<string>()]));
  for (const e of edges) {
    const a = unitKey(e.from);
    const b = unitKey(e.to);
    if (a === b || out.get(a)!.has(b)) continue;
    out.get(a)!.add(b);
    indegree.set(b, indegree.get(b)! + 1);
  }
  const order: string[] = [];
  const ready = [...units.keys()].filter((k) => indegree.get(k) === 0);
  const firstIndex = (k: string): number => units.get(k)![0]!.index;
  while (ready.length > 0) {
    ready.sort((a, b) => firstIndex(a) - firstIndex(b));
    const k = ready.shift()!;
    order.push(k);
    for (const next of out.get(k)!) {
      indegree.set(next, indegree.get(next)! - 1);
      if (indegree.get(next) === 0) ready.push(next);
    }
  }
  const ordered = new Set(order);
  const left = [...units.keys()].filter((k) => !ordered.has(k));
  if (left.length > 0 && !cyclic) {
    // The DAG is fine but a group cannot be one batch: something outside it sits between members.
    for (const k of left.filter((key) => key.startsWith('group:'))) {
      const members = units.get(k)!;
      findings.push(finding('CCW_PARALLEL_GROUP_SPLIT', `parallel_group '${k.slice(6)}' (${members.map((m) => m.id).join(', ')}) cannot run as one batch: a node outside the group depends on one member and is needed by another`, 'Move the nodes between them into the group, or split the group in two.', ['nodes', members[0]!.index, 'parallel_group']));
    }
  }
  // Whatever could not be ordered still gets a place (template order), so the rest translates.
  order.push(...left.sort((a, b) => firstIndex(a) - firstIndex(b)));

  const batches: Batch[] = [];
  const batchOf = new Map<string, number>();
  for (const k of order) {
    const members = units.get(k)!;
    members.forEach((m) => batchOf.set(m.id, batches.length));
    batches.push({ nodes: members, group: members.length > 1 ? groupOf.get(members[0]!.id) : undefined });
  }
  return { batches, byId, batchOf, ordered: left.length === 0, findings };
}

/** Report the first cycle of the node graph (at its closing edge); true when there is one. */
function reportCycle(nodes: CcwNode[], edges: Array<{ from: string; to: string; index: number }>, findings: Finding[]): boolean {
  const succ = new Map<string, Array<{ to: string; index: number }>>(nodes.map((n) => [n.id, []]));
  for (const e of edges) succ.get(e.from)!.push({ to: e.to, index: e.index });
  const state = new Map<string, 'open' | 'done'>();
  // Iterative DFS (templates may be long chains).
  for (const start of nodes) {
    if (state.has(start.id)) continue;
    const stack: Array<{ id: string; next: number }> = [{ id: start.id, next: 0 }];
    state.set(start.id, 'open');
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const list = succ.get(top.id)!;
      if (top.next >= list.length) {
        state.set(top.id, 'done');
        stack.pop();
        continue;
      }
      const e = list[top.next++]!;
      const s = state.get(e.to);
      if (s === 'open') {
        const path = stack.map((f) => f.id);
        const cycle = [...path.slice(path.indexOf(e.to)), e.to];
        findings.push(finding('CCW_CYCLE', `the edges form a cycle ${cycle.join(' -> ')}: a wf-player template is a DAG, so no node of the cycle could ever start`, 'Remove one edge of the cycle (loops are not part of the CCW format).', ['edges', e.index]));
        return true;
      }
      if (s === undefined) {
        state.set(e.to, 'open');
        stack.push({ id: e.to, next: 0 });
      }
    }
  }
  return false;
}
