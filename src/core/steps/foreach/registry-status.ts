// After an item is verified the runner marks its registry row: status_field := VERIFIED (4.0:
// "update registry status after each verified item"; prompts are told not to edit the registry).
// Only that one cell changes: in a Markdown table the cell's text inside the row's pipes, in a
// YAML list the row's key (comments and layout kept), in a JSON array the object's key. The file
// is replaced atomically. A Markdown registry without the status column is left as it is.
import { closeSync, fsyncSync, openSync } from 'node:fs';
import { isMap, isScalar, isSeq, parseDocument } from 'yaml';
import { atomicWriteFile } from '../../state/atomic-write.js';
import type { RandomHex } from '../../state/random-hex.js';
import { parseRegistry, readRegistryText, scanMarkdownTable, type RegistryFormat } from './registry.js';

export const VERIFIED = 'VERIFIED';
/** A row the runner marked VERIFIED whose item ran again and ended blocked (settleVerified `blocked`). */
export const BLOCKED = 'BLOCKED';

/** Positions of the unescaped pipes of a table line. */
function pipePositions(line: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '\\' && line[i + 1] === '|') i++;
    else if (line[i] === '|') out.push(i);
  }
  return out;
}

/** The table line with cell `column` set to `value` (its surrounding spaces kept); undefined if the line has no such cell. */
export function setMarkdownCell(line: string, column: number, value: string): string | undefined {
  const pipes = pipePositions(line);
  const leading = line.trimStart().startsWith('|');
  // Cell k lies between the k-th and (k+1)-th pipe (a line may omit the outer pipes).
  const bounds: Array<[number, number]> = [];
  const starts = leading ? pipes : [-1, ...pipes];
  for (let k = 0; k < starts.length; k++) {
    const from = starts[k]! + 1;
    const to = k + 1 < starts.length ? starts[k + 1]! : line.length;
    if (from <= line.length) bounds.push([from, to]);
  }
  const cell = bounds[column];
  if (!cell) return undefined;
  const text = line.slice(cell[0], cell[1]);
  const escaped = value.replace(/\|/g, '\\|');
  if (text.trim() === '') return `${line.slice(0, cell[0])} ${escaped} ${line.slice(cell[1])}`;
  const before = /^\s*/.exec(text)![0];
  const after = /\s*$/.exec(text)![0];
  return line.slice(0, cell[0]) + before + escaped + after + line.slice(cell[1]);
}

/**
 * Set the status of every item of `ids` in the registry text, reading it once (a batch of rows
 * costs one parse, not one per row). Returns the new text and the ids whose rows changed, in row
 * order; a row already at `status`, or without the status cell, is left as it is — and with
 * `only`, a row whose status is not `only`. `file` names the registry in the error of a Markdown
 * table that does not parse.
 */
export function withItemsStatus(text: string, format: RegistryFormat, idField: string, statusField: string, ids: ReadonlySet<string>, status: string, file = '', only?: string): { text: string; changed: string[] } {
  const changed: string[] = [];
  if (ids.size === 0) return { text, changed };
  if (format === 'markdown') {
    // Only the rows to mark are kept from the scan (a large registry is read once per batch), and
    // the new text is the old one with those lines replaced: no array of every line to join.
    let idAt = -1;
    let column = -1;
    const marks: Array<{ at: number; raw: string; id: string }> = [];
    scanMarkdownTable(text, file, idField, (cells, _line, header, raw, at) => {
      if (idAt < 0) {
        idAt = header.indexOf(idField);
        column = header.indexOf(statusField);
      }
      const id = cells[idAt]!;
      if (column >= 0 && ids.has(id) && cells[column] !== status && (only === undefined || cells[column] === only)) marks.push({ at, raw, id });
    });
    const parts: string[] = [];
    let copied = 0;
    for (const { at, raw, id } of marks) {
      const updated = setMarkdownCell(raw, column, status);
      if (updated === undefined) continue;
      parts.push(text.slice(copied, at), updated);
      copied = at + raw.length;
      changed.push(id);
    }
    if (parts.length === 0) return { text, changed };
    parts.push(text.slice(copied));
    return { text: parts.join(''), changed };
  }
  if (format === 'json') {
    const data = JSON.parse(text) as unknown;
    if (!Array.isArray(data)) return { text, changed };
    for (const row of data) {
      if (typeof row !== 'object' || row === null) continue;
      const r = row as Record<string, unknown>;
      const id = String(r[idField] ?? '').trim();
      if (!ids.has(id) || r[statusField] === status || (only !== undefined && r[statusField] !== only)) continue;
      r[statusField] = status;
      changed.push(id);
    }
    return { text: changed.length > 0 ? JSON.stringify(data, null, 2) + '\n' : text, changed };
  }
  const doc = parseDocument(text);
  const root = doc.contents;
  if (!isSeq(root)) return { text, changed };
  for (const [index, item] of root.items.entries()) {
    if (!isMap(item)) continue;
    const idNode: unknown = item.get(idField, true);
    if (!isScalar(idNode)) continue;
    const id = String(idNode.value).trim();
    if (!ids.has(id)) continue;
    const current: unknown = item.get(statusField, true);
    if (isScalar(current) && current.value === status) continue;
    if (only !== undefined && !(isScalar(current) && current.value === only)) continue;
    doc.setIn([index, statusField], status);
    changed.push(id);
  }
  return { text: changed.length > 0 ? doc.toString() : text, changed };
}

/**
 * Every row of a verified item shows VERIFIED: the rows not yet marked (marks made in batches, or
 * taken back by a power loss before an unflushed replacement reached the disk) are marked in one
 * write, fsync'd unless `durable: false`; when none is missing and `flush`, the file as it stands
 * is fsync'd. Returns the rows marked. `random`: the run's pool the temp file's name comes from
 * (random-hex.ts: a call into OpenSSL of its own costs a reseed after every stage's fork).
 * `blocked`: items that are not verified now (a verified item that ran again and ended blocked):
 * a row of theirs that still says VERIFIED is set to BLOCKED in the same write (`unmarked`), so
 * the registry never says VERIFIED for an item its run does not hold verified.
 */
export function settleVerified(
  abs: string,
  rel: string,
  idField: string,
  statusField: string,
  verified: ReadonlySet<string>,
  flush: boolean,
  options: { durable?: boolean; random?: RandomHex; blocked?: ReadonlySet<string>; unmarked?: string[] } = {},
): string[] {
  const { text: original, format } = readRegistryText(abs, rel);
  // A list is checked as the foreach reads it; a Markdown table, by the scan that marks its rows.
  // A Markdown registry without the status column is never marked (a list row gets the key).
  if (format !== 'markdown') parseRegistry(original, rel, format, idField);
  const marked = withItemsStatus(original, format, idField, statusField, verified, VERIFIED, rel);
  const { text, changed: unmarked } = withItemsStatus(marked.text, format, idField, statusField, options.blocked ?? new Set(), BLOCKED, rel, VERIFIED);
  options.unmarked?.push(...unmarked);
  if (marked.changed.length === 0 && unmarked.length === 0) return flushed(abs, flush, []);
  atomicWriteFile(abs, text, { ...(options.durable !== undefined ? { durable: options.durable } : {}), ...(options.random ? { random: options.random } : {}) });
  return marked.changed;
}

/** `result`, after fsyncing the file as it stands when `flush`. */
function flushed(abs: string, flush: boolean, result: string[]): string[] {
  if (!flush) return result;
  const fd = openSync(abs, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return result;
}
