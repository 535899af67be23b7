/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// What the shard tests share: another "machine" (a copy of a workspace), a merged run's documents
// with what differs between runs only by when it happened taken out, and every order of a list.
import { workspaceWith, type TempWorkspace } from './cli.js';
import { copyTree } from './copy-tree.js';

/** Another machine: a copy of `ws` as it stands (its own folder, same files and git history). */
export function machine(ws: TempWorkspace): TempWorkspace {
  // A plain folder (no repository of its own to make and commit: the copy brings ws's .git).
  const copy = workspaceWith({}, { git: false });
  copyTree(ws.dir, copy.dir);
  return copy;
}

/**
 * A workspace many tests of a file start from, made once (by the first test that asks, its
 * assertions included) and then copied: each call gives a copy of its own (machine()), so no test
 * sees another's changes and none depends on which test came first. A copy of a temp folder is far
 * cheaper than the CLI runs that made it.
 */
export function madeOnce(make: () => Promise<TempWorkspace>): () => Promise<TempWorkspace> {
  let made: Promise<TempWorkspace> | undefined;
  return async () => machine(await (made ??= make()));
}

/** Keys whose values differ between runs only by when they happened (or random attempt tokens). */
const VOLATILE = /^(at|prev|token|pgid|invocation|created_at|updated_at|started_at|accepted_at|generated_at|last_updated|duration_ms|last_duration_ms|durationMs|elapsed_ms)$/;

/** A parsed document without its volatile keys (a journal head keeps only its seq). */
export function normalise(value: any): any {
  if (Array.isArray(value)) return value.map(normalise);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, any> = {};
  for (const [k, v] of Object.entries(value)) {
    if (VOLATILE.test(k)) continue;
    out[k] = k === 'journal' && v && typeof v === 'object' && 'sha256' in (v as object) ? { seq: (v as any).seq } : normalise(v);
  }
  return out;
}

/** A run's journal, normalised, one event per entry. */
export function journalOf(ws: TempWorkspace, path: string): any[] {
  return ws
    .read(path)
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => normalise(JSON.parse(l)));
}

export function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]));
}
