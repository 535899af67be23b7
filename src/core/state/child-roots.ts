// The runs nested in a run: the child workflow runs its state records (child_workflow steps,
// composite phases, child_workflow branches of parallel steps) and the foreach item runs (whose
// own states may record children in turn). Carrying a run elsewhere (the GitHub Action's state
// artifact) must carry these too, or a resume finds the parent pointing at a child run that is
// not there and the child starts again from scratch. Pure: reading a state is the caller's job.
import type { ChildRunRecord, RunState } from './state.js';

/**
 * A run another run's state records. `field` says where, for messages (steps.sub.child, ...);
 * `step` is the step that records it and `branch` the parallel branch (step ids may hold dots, so
 * `field` is no way to tell them).
 */
export type NestedRunRef =
  | { kind: 'child'; field: string; step: string; branch?: string; record: ChildRunRecord }
  | { kind: 'item'; field: string; step: string; statePath: string };

/** The runs `state` records directly, in step order (not their own nested runs). */
export function nestedRunsOf(state: RunState): NestedRunRef[] {
  const out: NestedRunRef[] = [];
  for (const [id, step] of Object.entries(state.steps)) {
    if (step.child) out.push({ kind: 'child', field: `steps.${id}.child`, step: id, record: step.child });
    for (const [branch, b] of Object.entries(step.parallel?.branches ?? {})) {
      if (b.child) out.push({ kind: 'child', field: `steps.${id}.parallel.branches.${branch}.child`, step: id, branch, record: b.child });
    }
    for (const item of step.foreach?.items ?? []) {
      if (item.state_path !== null) out.push({ kind: 'item', field: `steps.${id}.foreach.items[${item.id}].state_path`, step: id, statePath: item.state_path });
    }
  }
  return out;
}

/** The state path a nested run keeps its state in (null: not known, e.g. a child never located). */
export function nestedStatePath(ref: NestedRunRef): string | null {
  return ref.kind === 'child' ? ref.record.state_path : ref.statePath;
}

/** `path` is `root` or lies under it (workspace-relative POSIX paths; '.' is the workspace). */
export function isWithinRoot(path: string, root: string): boolean {
  return root === '.' || path === root || path.startsWith(root + '/');
}

/** One run of a tree: the top run, or a run nested (at any depth) in it. */
export interface RunTreeNode {
  statePath: string;
  runRoot: string;
  state: RunState;
  /** How its parent records it (null for the top run). */
  via: NestedRunRef | null;
  parent: RunTreeNode | null;
}

/** More runs than this in one tree is not a tree a workflow makes; stop there. */
export const MAX_TREE_RUNS = 2_000;

/**
 * Walk the tree of runs below `top`, breadth first, each state file once. `read` gives the state of
 * a nested run (undefined: not there, its subtree is left out); it may throw to refuse it.
 */
export function collectRunTree(top: { statePath: string; state: RunState }, read: (ref: NestedRunRef, parent: RunTreeNode) => RunState | undefined): RunTreeNode[] {
  const root: RunTreeNode = { statePath: top.statePath, runRoot: top.state.run_root, state: top.state, via: null, parent: null };
  const nodes = [root];
  const seen = new Set([top.statePath]);
  for (let i = 0; i < nodes.length && nodes.length < MAX_TREE_RUNS; i++) {
    const node = nodes[i]!;
    for (const ref of nestedRunsOf(node.state)) {
      const statePath = nestedStatePath(ref);
      if (statePath === null || seen.has(statePath)) continue;
      seen.add(statePath);
      const state = read(ref, node);
      if (state) nodes.push({ statePath, runRoot: state.run_root, state, via: ref, parent: node });
    }
  }
  return nodes;
}
