// What a fresh run moves aside: only what is its own. Its state file and journal, its run folder's manifest,
// logs/, effects/ (side effect ledgers), foreach item runs and parallel branch shards, and the declared outputs of this workflow that lie inside its run
// folder or its artifact_root (per-item outputs: each item of the previous run's foreach records
// put into its per-item templates), never through a link that leads out of those folders. A previous state is untrusted: an artifact it records is moved
// only when it is such a declared output (its path matches the output template of the step it is
// recorded for) — never src/main.ts or .git/config because a state file says so, never another
// run's outputs, manifest or logs (a child sharing its parent's root moves none of the parent's).
import { realpathSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { substitute } from '../model/placeholders.js';
import { PLACEHOLDER } from '../model/placeholders.js';
import { resolveOutput, stepBindings } from './bindings.js';
import { allBranches, branchBindings } from '../steps/parallel/branches.js';
import { FOREACH_DIR } from '../steps/foreach/manifest.js';
import { statusFieldOf } from '../steps/foreach/completion.js';
import { PARALLEL_SHARDS_DIR } from '../shards/branch-fan-out.js';
import { journalPathFor } from '../state/journal.js';
import type { RunContext } from './context.js';
import type { RunState } from '../state/state.js';
import type { StepModel } from '../model/workflow.js';
import type { Workspace, WorkspacePath } from '../workspace/workspace.js';

function within(path: string, root: string): boolean {
  return root === '.' ? true : path === root || path.startsWith(`${root}/`);
}

/** A regular expression for the paths an output template can resolve to (unknown placeholders match anything). */
function templatePattern(template: string, bindings: ReadonlyMap<string, string>): RegExp {
  let source = '';
  let last = 0;
  for (const m of template.matchAll(PLACEHOLDER)) {
    source += escape(template.slice(last, m.index));
    const value = bindings.get(m[1]!);
    source += value !== undefined ? escape(value) : '.+';
    last = m.index + m[0].length;
  }
  source += escape(template.slice(last));
  return new RegExp(`^(?:\\./)?${source}$`);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The paths a fresh run of `ctx` may move aside (existing or not; supersede skips absent ones), in
 * the order they move: the manifest before the state file and the journal (a crash between them
 * must never leave a manifest that records a journal head beside no journal: that is a journal
 * cut, refused), the rest after.
 */
export function freshOwnedPaths(ctx: RunContext, previous: RunState | undefined): WorkspacePath[] {
  const { workspace, workflow } = ctx;
  const roots = [ctx.runRoot.rel, ...(ctx.artifactRoot ? [ctx.artifactRoot.rel] : [])];
  // The workspace itself is no run's own folder: only declared outputs count there.
  const ownsPath = (rel: string) => roots.some((r) => r !== '.' && within(rel, r));
  const paths: WorkspacePath[] = [ctx.manifestPath, ctx.statePath, workspace.resolve(journalPathFor(ctx.statePath.rel), 'run journal'), workspace.resolve(join(ctx.runRoot.rel, 'logs'), 'logs'), workspace.resolve(join(ctx.runRoot.rel, 'effects'), 'side effect ledgers'), workspace.resolve(join(ctx.runRoot.rel, FOREACH_DIR), 'foreach item runs'), workspace.resolve(join(ctx.runRoot.rel, PARALLEL_SHARDS_DIR), 'parallel branch shards')];
  const outputs: WorkspacePath[] = [];
  const templates = new Map<string, { template: string; bindings: ReadonlyMap<string, string> }>();
  const addOutput = (key: string, step: StepModel, bindings: Map<string, string>) => {
    if (step.def.output === undefined) return;
    templates.set(key, { template: step.def.output, bindings });
    try {
      const out = resolveOutput(step, bindings, workspace);
      if (out && ownsPath(out.rel)) outputs.push(out);
    } catch {
      /* an output that needs values only a stage provides: nothing to move now */
    }
  };
  for (const step of workflow.steps.values()) addOutput(step.id, step, stepBindings(ctx.bindings, step, undefined));
  for (const { step, branch } of allBranches(workflow)) addOutput(`${step.id}.${branch.id}`, branch, branchBindings(ctx.bindings, step, branch, undefined));
  for (const [key, artifact] of Object.entries(previous?.artifacts ?? {})) {
    const declared = templates.get(key);
    if (!declared) continue;
    const p = workspace.tryResolve(artifact.path);
    if (!p || !ownsPath(p.rel) || !templatePattern(declared.template, declared.bindings).test(p.rel)) continue;
    outputs.push(p);
  }
  for (const p of itemOutputs(ctx, previous, ownsPath)) outputs.push(p);
  // A folder on the way that is a link leading elsewhere (an earlier stage may have made one):
  // moving through it would move someone else's file.
  const owned = ownedFolders(workspace, roots);
  return [...paths, ...outputs.filter((p) => throughOwnedFolders(p, owned))];
}

/**
 * The declared outputs of a foreach's per-item steps in the previous run: each item's values
 * (its bindings, recorded in the previous state's foreach record) put into each per-item
 * `output:` template. Only paths in the run's own folders count, as for recorded artifacts.
 */
function itemOutputs(ctx: RunContext, previous: RunState | undefined, ownsPath: (rel: string) => boolean): WorkspacePath[] {
  const out: WorkspacePath[] = [];
  for (const step of ctx.workflow.steps.values()) {
    const record = step.kind === 'foreach' ? previous?.steps[step.id]?.foreach : undefined;
    if (!record) continue;
    for (const [id, def] of Object.entries(step.def.per_item ?? {})) {
      if (def.output === undefined) continue;
      for (const item of record.items) {
        const bindings = new Map(ctx.bindings);
        bindings.set('step', id);
        for (const [name, value] of Object.entries(item.bindings)) bindings.set(name, value);
        let rel: string;
        try {
          rel = substitute(def.output, bindings);
        } catch {
          continue;
        }
        const p = ctx.workspace.tryResolve(rel);
        if (p && ownsPath(p.rel)) out.push(p);
      }
    }
  }
  return out;
}

/** The real locations of the run's own folders (the lexical path where one does not exist yet). */
function ownedFolders(workspace: Workspace, roots: string[]): string[] {
  return roots
    .filter((r) => r !== '.')
    .map((r) => {
      const abs = join(workspace.root, r);
      try {
        return realpathSync(abs);
      } catch {
        return abs;
      }
    });
}

/** The path's folder really lies in one of the run's own folders (no link on the way leads out of them). */
function throughOwnedFolders(p: WorkspacePath, owned: string[]): boolean {
  let folder: string;
  try {
    folder = realpathSync(dirname(p.abs));
  } catch {
    return true; // no folder, so no file: nothing would be moved
  }
  return owned.some((root) => folder === root || folder.startsWith(`${root}${sep}`));
}

/**
 * What a fresh run does not undo, for the words that offer it: a foreach whose items: selects
 * rows by their cells keeps reading its registry where it lies, and a registry outside the run
 * root (the per-item truth, marked VERIFIED as items verify) is not moved aside, so the fresh run
 * selects only the rows still unmarked. Undefined when no foreach of the run is such.
 */
export function registryRowsKept(workflow: { steps: ReadonlyMap<string, StepModel> }, state: RunState, runRoot: string): string | undefined {
  for (const [id, step] of workflow.steps) {
    const items = step.def.foreach?.items;
    if (items === undefined) continue;
    // Only a selection by the column verified rows are marked in (rows where Status != VERIFIED)
    // leaves marked rows out; one by other cells (rows where Kind = feature) selects them again.
    const marked = statusFieldOf(step.def.foreach?.status_field, step.def.completion?.require);
    if (!items.includes(marked)) continue;
    const source = state.steps[id]?.foreach?.source;
    if (source === undefined || within(source, runRoot)) continue;
    return `a foreach's registry rows stay as marked (fresh does not unmark ${source}, outside the run root), so ${id} runs only the rows its items: still selects — set rows back (e.g. to TODO) to run their items again`;
  }
  return undefined;
}

/**
 * The earlier run's recorded outputs a fresh start leaves where they are (they lie outside its run
 * root and artifact_root, so they are not its own to move): the new run writes over them.
 */
export function outputsLeftInPlace(previous: RunState | undefined, moved: readonly WorkspacePath[]): string[] {
  const left = new Set<string>();
  for (const artifact of Object.values(previous?.artifacts ?? {})) {
    if (!moved.some((p) => artifact.path === p.rel || within(artifact.path, p.rel))) left.add(artifact.path);
  }
  return [...left];
}
