// After an item is verified the runner marks its registry row: status_field := VERIFIED (4.0:
// "update registry status after each verified item"; prompts are told not to edit the registry).
// Only that one cell changes: in a Markdown table the cell's text inside the row's pipes, in a
// YAML list the row's key (comments and layout kept), in a JSON array the object's key. The file
// is replaced atomically. A Markdown registry without the status column is left as it is.
import { closeSync, fsyncSync, openSync, readFileSync } from 'node:fs';
import { isMap, isScalar, isSeq, parseDocument } from 'yaml';
import { atomicWriteFile } from '../../state/atomic-write.js';
import { parseMarkdownTable, readRegistry, type RegistryFormat } from './registry.js';

export const VERIFIED = 'VERIFIED';

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

/** Set the status of item `id` in the registry text; returns the new text, or undefined when nothing changes. */
export function withItemStatus(text: string, format: RegistryFormat, idField: string, statusField: string, id: string, status: string): string | undefined {
  if (format === 'markdown') {
    const table = parseMarkdownTable(text, '', idField);
    const column = table.columns.indexOf(statusField);
    const row = table.rows.find((r) => r.fields.get(idField) === id);
    if (column < 0 || !row || row.fields.get(statusField) === status) return undefined;
    const lines = text.split('\n');
    const raw = lines[row.line - 1]!;
    const cr = raw.endsWith('\r') ? '\r' : '';
    const updated = setMarkdownCell(cr ? raw.slice(0, -1) : raw, column, status);
    if (updated === undefined) return undefined;
    lines[row.line - 1] = updated + cr;
    return lines.join('\n');
  }
  if (format === 'json') {
    const data = JSON.parse(text) as unknown;
    if (!Array.isArray(data)) return undefined;
    const row = data.find((r): r is Record<string, unknown> => typeof r === 'object' && r !== null && String((r as Record<string, unknown>)[idField] ?? '').trim() === id);
    if (!row || row[statusField] === status) return undefined;
    row[statusField] = status;
    return JSON.stringify(data, null, 2) + '\n';
  }
  const doc = parseDocument(text);
  const root = doc.contents;
  if (!isSeq(root)) return undefined;
  for (const [index, item] of root.items.entries()) {
    if (!isMap(item)) continue;
    const idNode: unknown = item.get(idField, true);
    if (!isScalar(idNode) || String(idNode.value).trim() !== id) continue;
    const current: unknown = item.get(statusField, true);
    if (isScalar(current) && current.value === status) return undefined;
    doc.setIn([index, statusField], status);
    return doc.toString();
  }
  return undefined;
}

/**
 * Mark item `id` VERIFIED in the registry file; true when the file changed. `durable: false`
 * replaces it atomically without an fsync: the parent's state (fsync'd after each item) is the
 * record of which items are verified, and settleVerified brings the file level with it and makes
 * it durable before anything (completion.require, a later step) reads it as done.
 */
export function markVerified(abs: string, format: RegistryFormat, idField: string, statusField: string, id: string, options: { durable?: boolean } = {}): boolean {
  const text = readFileSync(abs, 'utf8');
  const next = withItemStatus(text, format, idField, statusField, id, VERIFIED);
  if (next === undefined || next === text) return false;
  atomicWriteFile(abs, next, options);
  return true;
}

/**
 * Every row of a verified item shows VERIFIED, on disk: rows an earlier mark did not reach (a
 * power loss took back a replacement that was not fsync'd) are marked again in one durable write;
 * when none is missing and `flush`, the file as it stands is fsync'd. Returns the rows re-marked.
 */
export function settleVerified(abs: string, rel: string, idField: string, statusField: string, verified: ReadonlySet<string>, flush: boolean): string[] {
  const registry = readRegistry(abs, rel, idField);
  // A Markdown registry without the status column is never marked (a list row gets the key).
  const marked = registry.format !== 'markdown' || registry.columns.includes(statusField);
  const missing: string[] = [];
  for (const row of registry.rows) {
    const id = row.fields.get(idField);
    if (marked && id !== undefined && verified.has(id) && row.fields.get(statusField) !== VERIFIED) missing.push(id);
  }
  const original = readFileSync(abs, 'utf8');
  let text = original;
  for (const id of missing) text = withItemStatus(text, registry.format, idField, statusField, id, VERIFIED) ?? text;
  if (text !== original) atomicWriteFile(abs, text);
  else if (flush) {
    const fd = openSync(abs, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }
  return text !== original ? missing : [];
}
