// What a fresh run moves aside: only what is its own. Its state file and journal, its run folder's manifest,
// logs/, foreach item runs and parallel branch shards, and the declared outputs of this workflow that lie inside its run
// folder or its artifact_root (per-item outputs: the files their template matches there). A previous state is untrusted: an artifact it records is moved
// only when it is such a declared output (its path matches the output template of the step it is
// recorded for) — never src/main.ts or .git/config because a state file says so, never another
// run's outputs, manifest or logs (a child sharing its parent's root moves none of the parent's).
import { readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { SUPERSEDED_DIR } from '../state/supersede.js';
import { PLACEHOLDER } from '../model/placeholders.js';
import { resolveOutput, stepBindings } from './bindings.js';
import { allBranches, branchBindings } from '../steps/parallel/branches.js';
import { FOREACH_DIR } from '../steps/foreach/manifest.js';
import { PARALLEL_SHARDS_DIR } from '../shards/branch-fan-out.js';
import { journalPathFor } from '../state/journal.js';
import type { RunContext } from './context.js';
import type { RunState } from '../state/state.js';
import type { StepModel } from '../model/workflow.js';
import type { WorkspacePath } from '../workspace/workspace.js';

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

/** The paths a fresh run of `ctx` may move aside (existing or not; supersede skips absent ones). */
export function freshOwnedPaths(ctx: RunContext, previous: RunState | undefined): WorkspacePath[] {
  const { workspace, workflow } = ctx;
  const roots = [ctx.runRoot.rel, ...(ctx.artifactRoot ? [ctx.artifactRoot.rel] : [])];
  // The workspace itself is no run's own folder: only declared outputs count there.
  const ownsPath = (rel: string) => roots.some((r) => r !== '.' && within(rel, r));
  const paths: WorkspacePath[] = [ctx.statePath, workspace.resolve(journalPathFor(ctx.statePath.rel), 'run journal'), ctx.manifestPath, workspace.resolve(join(ctx.runRoot.rel, 'logs'), 'logs'), workspace.resolve(join(ctx.runRoot.rel, FOREACH_DIR), 'foreach item runs'), workspace.resolve(join(ctx.runRoot.rel, PARALLEL_SHARDS_DIR), 'parallel branch shards')];
  const templates = new Map<string, { template: string; bindings: ReadonlyMap<string, string> }>();
  const addOutput = (key: string, step: StepModel, bindings: Map<string, string>) => {
    if (step.def.output === undefined) return;
    templates.set(key, { template: step.def.output, bindings });
    try {
      const out = resolveOutput(step, bindings, workspace);
      if (out && ownsPath(out.rel)) paths.push(out);
    } catch {
      /* an output that needs values only a stage provides: nothing to move now */
    }
  };
  for (const step of workflow.steps.values()) addOutput(step.id, step, stepBindings(ctx.bindings, step, undefined));
  for (const { step, branch } of allBranches(workflow)) addOutput(`${step.id}.${branch.id}`, branch, branchBindings(ctx.bindings, step, branch, undefined));
  for (const step of workflow.steps.values()) {
    if (step.kind !== 'foreach') continue;
    for (const [id, def] of Object.entries(step.def.per_item ?? {})) {
      if (def.output === undefined) continue;
      const bindings = new Map(ctx.bindings);
      bindings.set('step', id);
      for (const rel of itemOutputs(ctx, def.output, bindings, ownsPath)) paths.push(workspace.resolve(rel, `output of per-item step ${id}`));
    }
  }
  for (const [key, artifact] of Object.entries(previous?.artifacts ?? {})) {
    const declared = templates.get(key);
    if (!declared) continue;
    const p = workspace.tryResolve(artifact.path);
    if (!p || !ownsPath(p.rel) || !templatePattern(declared.template, declared.bindings).test(p.rel)) continue;
    paths.push(p);
  }
  return paths;
}

/**
 * The files a per-item output template names that exist now, in the run's own folders: the item
 * runs' outputs (`runs/{{run_id}}/design/{{item_slug}}.md`) are no artifact of the parent, and
 * their values are known only per item, so the folder the template's fixed part names is
 * searched for files the whole template matches. Links are not followed; .superseded is skipped.
 */
function itemOutputs(ctx: RunContext, template: string, bindings: ReadonlyMap<string, string>, ownsPath: (rel: string) => boolean): string[] {
  const first = [...template.matchAll(PLACEHOLDER)].find((m) => !bindings.has(m[1]!));
  if (first === undefined) return [];
  const fixed = template.slice(0, first.index).replace(PLACEHOLDER, (_, name: string) => bindings.get(name) ?? '');
  const folder = posix.normalize(posix.dirname(`${fixed}x`));
  if (folder === '.' || folder.startsWith('..') || !ownsPath(folder)) return [];
  const start = ctx.workspace.tryResolve(folder);
  if (!start) return [];
  const pattern = templatePattern(template, bindings);
  const found: string[] = [];
  const walk = (abs: string, rel: string): void => {
    let entries;
    try {
      entries = readdirSync(abs, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const childRel = `${rel}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== SUPERSEDED_DIR) walk(join(abs, entry.name), childRel);
      } else if (entry.isFile() && pattern.test(childRel)) found.push(childRel);
    }
  };
  walk(start.abs, start.rel);
  return found;
}
