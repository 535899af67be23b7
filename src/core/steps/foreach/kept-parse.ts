// A YAML or JSON registry's parse, kept for one execution of a foreach step: the runner marks its
// rows in batches (registry-status.ts), and a parse of a 2,000-row YAML list costs about a quarter
// of a second, once per batch. The document parsed once is brought in step with each of the
// runner's own writes instead: every node position after an edit moves by what the edits before it
// added, and the status value each edit wrote (or the pair it added) becomes the node a parse of
// the new text would give — the node types and ranges registry-status.ts reads. The file is still
// read before each batch: a text other than the one last written (a stage edited the registry) is
// parsed and checked again, as a Markdown registry's is scanned again each time. Only a registry
// of up to KEEP_PARSE_MAX_CHARS is kept (registry-status.ts): a parse holds ~26 times its text.
import { isMap, Pair, Scalar, type Document, type YAMLMap } from 'yaml';
import type { StatusEdit } from './registry-status.js';

/** The registry as this execution of the foreach last read or wrote it, and its parse (undefined: none to trust). */
export interface KeptParse {
  abs?: string;
  text?: string;
  doc?: Document.Parsed | undefined;
}

/** One row's status edit as markList placed it: the row, its status pair (undefined: the edit adds one), the status written. */
export interface PlacedStatus {
  item: YAMLMap;
  pair: Pair | undefined;
  edit: StatusEdit;
  status: string;
  /** The status field (the key an added pair has). */
  field: string;
}

type Range = [number, number, number];

/**
 * `doc` (the parse of the text `placed` was made from) made the parse of the text with those
 * edits applied. `placed` is in text order (the rows' order), its edits apart from each other.
 */
export function keepInStep(doc: Document.Parsed, placed: readonly PlacedStatus[]): void {
  if (placed.length === 0) return;
  const edits = placed.map((p) => p.edit);
  // shiftBefore[i]: what the edits before edit i added to the text's length.
  const shiftBefore: number[] = [0];
  for (const e of edits) shiftBefore.push(shiftBefore.at(-1)! + e.text.length - (e.to - e.from));
  /** The edits wholly at or before `at`: `start`, a node's start (one at an insertion's point comes after it); else a node's end. */
  const before = (at: number, start: boolean): number => {
    let lo = 0;
    let hi = edits.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const e = edits[mid]!;
      const done = e.from === e.to ? (start ? e.from <= at : e.from < at) : e.to <= at;
      if (done) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const moved = (range: Range | null | undefined): Range | undefined => {
    if (!range) return undefined;
    const [a, b, c] = range;
    return [a + shiftBefore[before(a, true)]!, b + shiftBefore[before(b, false)]!, c + shiftBefore[before(c, false)]!];
  };
  const root = doc.contents as { items?: unknown[] } | null;
  for (const item of root?.items ?? []) {
    if (!isMap(item)) continue;
    const map = item as YAMLMap & { range?: Range | null };
    if (map.range) map.range = moved(map.range)!;
    for (const pair of map.items) {
      for (const node of [pair.key, pair.value] as Array<{ range?: Range | null } | null>) {
        if (node && typeof node === 'object' && node.range) node.range = moved(node.range)!;
      }
    }
  }
  // The nodes each edit wrote, where they now are.
  placed.forEach(({ item, pair, edit, status, field }, i) => {
    const at = edit.from + shiftBefore[i]!;
    const value = scalarAt(status, edit.valueText, at + edit.valueAt);
    if (pair !== undefined) {
      pair.value = value;
      return;
    }
    const key = scalarAt(field, edit.text.slice(edit.keyAt!, edit.keyAt! + keyLength(edit)), at + edit.keyAt!);
    item.items.push(new Pair(key, value));
  });
}

/** A scalar node as a parse gives it: `text` the value as written (its quoting says the type). */
function scalarAt(value: string, text: string, at: number): Scalar {
  const node = new Scalar(value);
  node.type = text.startsWith('"') ? 'QUOTE_DOUBLE' : text.startsWith("'") ? 'QUOTE_SINGLE' : 'PLAIN';
  node.range = [at, at + text.length, at + text.length];
  return node;
}

/** The length of the key an added pair's edit wrote: up to the colon before its value. */
function keyLength(edit: StatusEdit): number {
  const between = edit.text.slice(edit.keyAt!, edit.valueAt);
  return between.length - /[ \t]*:[ \t]*$/.exec(between)![0].length;
}
