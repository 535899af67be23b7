// An agent that wrote its result to the wrong path (`work-out.md` for `work.md`): the file a stage
// created beside its declared output, with a name near it, named in STAGE_OUTPUT_MISSING so the
// stop (and the next attempt's prompt, which quotes it) says where the result went. The folder's
// names are read once before the attempt and once after a missing output: two readdirs, no stat.
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { closest } from '../model/did-you-mean.js';
import type { WorkspacePath } from '../workspace/workspace.js';

/** The names in the output's folder now (undefined: it cannot be listed). */
export function namesBeside(output: WorkspacePath): Set<string> | undefined {
  try {
    return new Set(readdirSync(dirname(output.abs)));
  } catch {
    return undefined;
  }
}

/** A name without its last extension (`work-out` of `work-out.md`). */
const stemOf = (name: string): string => name.replace(/(?<=.)\.[^.]*$/, '');

/**
 * The workspace-relative path of a file the attempt created in the output's folder (not among
 * `before`) whose name is near the declared one: the same name but for its extension, a did-you-mean
 * match (a typo), or one name's stem holding the other's (`work-out.md`, `final-work.md` for
 * `work.md`; stems of 3 characters or more). Undefined when there is none.
 */
export function strayOutput(output: WorkspacePath, before: ReadonlySet<string> | undefined): string | undefined {
  if (before === undefined) return undefined;
  const folder = dirname(output.abs);
  let created: string[];
  try {
    created = readdirSync(folder, { withFileTypes: true })
      .filter((e) => e.isFile() && !before.has(e.name))
      .map((e) => e.name)
      .sort();
  } catch {
    return undefined;
  }
  if (created.length === 0) return undefined;
  const base = output.rel.slice(output.rel.lastIndexOf('/') + 1);
  const stem = stemOf(base).toLowerCase();
  const stems = created.map((n) => stemOf(n).toLowerCase());
  const near = closest(stem, stems);
  const holds = (other: string) => stem.length >= 3 && other.length >= 3 && (other.includes(stem) || stem.includes(other));
  const at = near !== undefined ? stems.indexOf(near) : stems.findIndex(holds);
  if (at < 0) return undefined;
  const dir = output.rel.slice(0, output.rel.lastIndexOf('/') + 1);
  return `${dir}${created[at]}`;
}
