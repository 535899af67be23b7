// 4.0 Runtime Methodology-Immutability Rule: during a run the methodology package is read-only.
// Before an agent stage starts, the runner takes the sha256 of every file of the package —
// everything under .ai-engineering/ and .github/skills/ (a 4.0 workflow's, where the workspace
// has them: an imported format's workflow belongs to no package), the workflow file, and the
// prompt and skill files its steps name — and compares when the stage ends. A file created,
// changed or deleted there stops the run with METHODOLOGY_PACKAGE_MODIFIED (the stage is not
// accepted). The prompt names exactly these (packageReadOnlyRule).
import { lstatSync, readdirSync, readlinkSync, statSync } from 'node:fs';
import { readRegularFile } from '../../state/own-file.js';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import type { Workflow, StepModel } from '../../model/workflow.js';
import type { Workspace } from '../../workspace/workspace.js';

/** Folders of the package, workspace-relative. */
export const PACKAGE_FOLDERS = ['.ai-engineering', '.github/skills'];

/** A package larger than this is not walked further (its first files are still guarded). */
const MAX_FILES = 20_000;

/** The package's file digests, and the package folders they were taken of (a folder made later is not one). */
export interface PackageSnapshot {
  files: ReadonlyMap<string, string>;
  folders: readonly string[];
}

/** Skills live here, relative to the workspace root. */
export function skillPath(name: string): string {
  return `.github/skills/${name}/SKILL.md`;
}

/** The package folders guarded for `workflow`: a 4.0 workflow's, those the workspace has. */
export function packageFoldersOf(workspace: Workspace, workflow: Workflow): string[] {
  if (workflow.format !== 'native') return [];
  return PACKAGE_FOLDERS.filter((f) => {
    try {
      return statSync(join(workspace.root, f)).isDirectory();
    } catch {
      return false;
    }
  });
}

/** The prompt's rule on what the agent must not touch: exactly the files snapshotPackage guards. */
export function packageReadOnlyRule(workspace: Workspace, workflow: Workflow): string {
  const folders = packageFoldersOf(workspace, workflow).map((f) => `\`${f}/\``);
  const named = namedFiles(workflow).length > 1;
  const refused = 'A stage that does is refused (METHODOLOGY_PACKAGE_MODIFIED).';
  if (folders.length > 0) return `- The methodology package is read-only: do not create, change, rename or delete anything under ${folders.join(', ')}, this workflow file${named ? ', or the prompts and skills it names' : ''}. ${refused}`;
  return `- ${named ? 'This workflow file and the prompts and skills it names are' : 'This workflow file is'} read-only: do not create, change, rename or delete ${named ? 'them' : 'it'}. ${refused}`;
}

function digestOf(abs: string): string | undefined {
  try {
    const st = lstatSync(abs);
    if (st.isSymbolicLink()) return `link:${readlinkSync(abs)}`;
    if (!st.isFile()) return undefined;
    // Not through a link and never waiting on a FIFO swapped in since the lstat (undefined: not a file).
    return createHash('sha256').update(readRegularFile(abs, Number.MAX_SAFE_INTEGER, { follow: false })).digest('hex');
  } catch {
    return undefined;
  }
}

function walk(workspace: Workspace, rel: string, out: Map<string, string>): void {
  const stack = [rel];
  while (stack.length > 0 && out.size < MAX_FILES) {
    const dir = stack.pop()!;
    let entries;
    try {
      entries = readdirSync(join(workspace.root, dir), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      const child = `${dir}/${e.name}`;
      if (e.isDirectory()) stack.push(child);
      else {
        const d = digestOf(join(workspace.root, child));
        if (d !== undefined) out.set(child, d);
      }
    }
  }
}

/** The files a step names itself: its prompt (when the path is fixed) and its skills. */
function namedFiles(workflow: Workflow): string[] {
  const out = new Set<string>([workflow.file]);
  const visit = (step: StepModel['def']) => {
    if (step.prompt !== undefined && !step.prompt.includes('{{')) out.add(step.prompt.replace(/^\.\//, ''));
    for (const skill of step.skills ?? []) if (!/[\\/{]/.test(skill)) out.add(skillPath(skill));
    for (const inner of Object.values(step.per_item ?? {})) visit(inner);
    for (const inner of Object.values(step.parallel?.branches ?? {})) visit(inner);
  };
  for (const step of Object.values(workflow.data.steps ?? {})) visit(step);
  return [...out];
}

/** Digests of every package file now. */
export function snapshotPackage(workspace: Workspace, workflow: Workflow, folders: readonly string[] = packageFoldersOf(workspace, workflow)): PackageSnapshot {
  const out = new Map<string, string>();
  for (const folder of folders) walk(workspace, folder, out);
  for (const rel of namedFiles(workflow)) {
    if (out.has(rel)) continue;
    const p = workspace.tryResolve(rel);
    const d = p ? digestOf(p.abs) : undefined;
    // A named file that does not exist is recorded as absent: creating it is a change too.
    out.set(p?.rel ?? rel, d ?? 'absent');
  }
  return { files: out, folders };
}

/** Package files created, changed or deleted since `before` ("path (changed)"…), at most a few named. */
export function packageChanges(workspace: Workspace, workflow: Workflow, before: PackageSnapshot): string[] {
  const after = snapshotPackage(workspace, workflow, before.folders).files;
  const changes: string[] = [];
  for (const [rel, digest] of before.files) {
    const now = after.get(rel);
    if (now === digest) continue;
    changes.push(`${rel} (${now === undefined || now === 'absent' ? 'deleted' : digest === 'absent' ? 'created' : 'changed'})`);
  }
  for (const rel of after.keys()) if (!before.files.has(rel)) changes.push(`${rel} (created)`);
  return changes.sort();
}

/** A finished agent attempt's verdict, refused when it changed the package. */
export function guardedVerdict<V extends { ok: boolean }>(workspace: Workspace, workflow: Workflow, stepId: string, before: PackageSnapshot, verdict: V): V | { ok: false; code: 'METHODOLOGY_PACKAGE_MODIFIED'; message: string } {
  const changes = packageChanges(workspace, workflow, before);
  if (changes.length === 0) return verdict;
  const shown = changes.length > 5 ? [...changes.slice(0, 5), `and ${changes.length - 5} more`] : changes;
  return { ok: false, code: 'METHODOLOGY_PACKAGE_MODIFIED', message: `step ${stepId} modified the methodology package, which a run must leave read-only: ${shown.join(', ')}` };
}
