// After an item is verified the runner marks its registry row: status_field := VERIFIED (4.0:
// "update registry status after each verified item"; prompts are told not to edit the registry).
// Only that one cell changes, spliced into the registry's text (never the document stringified
// again, which respaced flow lists and moved comments): in a Markdown table the cell's text inside
// the row's pipes; in a YAML list or JSON array the status value's text at its node's range, in
// the quoting it had. A list row without the status key gets it (one line after the row's last
// field, or `, key: value` in a flow mapping / JSON object); every other byte is kept. The file
// is replaced atomically. A Markdown registry without the status column is left as it is.
import { closeSync, fsyncSync, openSync } from 'node:fs';
import { isMap, isScalar, isSeq, parseDocument, type Document, type Pair } from 'yaml';
import { atomicWriteFile } from '../../state/atomic-write.js';
import type { RandomHex } from '../../state/random-hex.js';
import { parseListDocument, readRegistryText, scanMarkdownTable, type RegistryFormat } from './registry.js';
import { keepInStep, type KeptParse, type PlacedStatus } from './kept-parse.js';

export const VERIFIED = 'VERIFIED';
/**
 * The largest registry whose parse a foreach keeps between its marks (kept-parse.ts): a parse
 * holds about 26 times the text (1.4 MB of YAML rows: 37 MB), so up to ~110 MB; a larger JSON
 * registry (up to 16 MiB) is parsed again for each batch, as before.
 */
export const KEEP_PARSE_MAX_CHARS = 4 * 1024 * 1024;
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
  const doc = parseDocument(text);
  const marked = markList(text, doc, format, idField, statusField, [{ ids, status, ...(only !== undefined ? { only } : {}) }]);
  return { text: marked.text, changed: marked.changed[0]! };
}

/** One marking of a list's rows: `ids` get `status` (with `only`, only a row whose status is `only`). */
interface Mark {
  ids: ReadonlySet<string>;
  status: string;
  only?: string;
}

/** A change of the text: [from, to) replaced by `text`. */
interface Edit {
  from: number;
  to: number;
  text: string;
}

/** A status edit, with where in its `text` the status value starts (and the key, when the pair is added): kept-parse.ts places the nodes a parse of the new text would have. */
export interface StatusEdit extends Edit {
  valueAt: number;
  valueText: string;
  keyAt?: number;
}

type Range = readonly [number, number, number];

/** A YAML word that reads back as itself, a string, in block and flow context alike. */
const PLAIN_WORD = /^[A-Za-z_](?:[A-Za-z0-9_./ -]*[A-Za-z0-9_./-])?$/;
const YAML_KEYWORD = /^(?:true|false|yes|no|on|off|y|n|null)$/i;

/** `value` as a YAML (or, `json`, JSON) scalar; `like`: the node type of the scalar it replaces, whose quoting it keeps. */
function scalarText(value: string, json: boolean, like?: string): string {
  if (json || like === 'QUOTE_DOUBLE') return JSON.stringify(value);
  if (like === 'QUOTE_SINGLE') return `'${value.replace(/'/g, "''")}'`;
  return PLAIN_WORD.test(value) && !YAML_KEYWORD.test(value) ? value : JSON.stringify(value);
}

/** The line break of the line that holds `at` (CRLF when it ends so), else the text's first. */
function lineBreakAt(text: string, at: number): string {
  const nl = text.indexOf('\n', at);
  if (nl >= 0) return nl > 0 && text[nl - 1] === '\r' ? '\r\n' : '\n';
  const first = text.indexOf('\n');
  return first > 0 && text[first - 1] === '\r' ? '\r\n' : '\n';
}

/** The column of `at` in its line. */
function columnOf(text: string, at: number): number {
  return at - (text.lastIndexOf('\n', at - 1) + 1);
}

/**
 * The edit that makes `item`'s `statusField` read `status`: its value replaced at its range (the
 * quoting kept; a block scalar keeps its trailing line breaks), or, without the key, the pair added
 * after the row's last field (a block mapping: a line of its own at the mapping's indentation,
 * after any comment ending the last field's line; a flow mapping or JSON object: `, key: value`
 * after its last value, spaced as its pairs are, on a line of its own if the mapping spans lines).
 */
function statusEdit(text: string, item: { items: Pair[]; flow?: boolean; range?: Range | null }, pair: Pair | undefined, statusField: string, status: string, json: boolean): StatusEdit | undefined {
  const value = pair?.value as { range?: Range; type?: string } | null | undefined;
  if (pair && value?.range) {
    const [from, to] = value.range;
    if (from === to) {
      // An empty value: spaced from its colon, and from a comment that follows it (`Status: # c`).
      const before = from > 0 && /[ \t]/.test(text[from - 1]!) ? '' : ' ';
      const after = from < text.length && !/[\s,}\]]/.test(text[from]!) ? ' ' : '';
      const valueText = scalarText(status, json);
      return { from, to, text: before + valueText + after, valueAt: before.length, valueText };
    }
    const block = value.type === 'BLOCK_LITERAL' || value.type === 'BLOCK_FOLDED';
    const tail = block ? /[\r\n]*$/.exec(text.slice(from, to))![0] : '';
    const valueText = scalarText(status, json, value.type);
    return { from, to, text: valueText + tail, valueAt: 0, valueText };
  }
  const keyRange = (p: Pair): Range | undefined => (p.key as { range?: Range } | null)?.range;
  const endOf = (p: Pair): number => (p.value as { range?: Range } | null)?.range?.[1] ?? keyRange(p)?.[1] ?? -1;
  if (pair) {
    // The key without a value node (`Status:` read with none): the value written after its colon.
    const colon = text.indexOf(':', keyRange(pair)?.[1] ?? -1);
    if (colon < 0) return undefined;
    const valueText = scalarText(status, json);
    return { from: colon + 1, to: colon + 1, text: ` ${valueText}`, valueAt: 1, valueText };
  }
  const last = item.items[item.items.length - 1];
  const lastKey = last ? keyRange(last) : undefined;
  if (!last || !lastKey) return undefined;
  const end = endOf(last);
  const keyText = scalarText(statusField, json);
  const valueText = scalarText(status, json);
  const entry = (colon: string): string => `${keyText}${colon}${valueText}`;
  // The edit of an added pair: its key at `keyAt` of the inserted text, its value after the colon.
  const added = (from: number, inserted: string, keyAt: number, colon: string): StatusEdit => ({ from, to: from, text: inserted, keyAt, valueAt: keyAt + keyText.length + colon.length, valueText });
  if (item.flow || json) {
    const spans = text.slice(item.range?.[0] ?? lastKey[0], end).includes('\n');
    // The spacing the object's last pair has around its colon (JSON), and its pairs after their commas.
    const valueStart = (last.value as { range?: Range } | null)?.range?.[0];
    const colon = valueStart !== undefined ? text.slice(lastKey[1], valueStart) : '';
    const before = item.items.length > 1 ? text.slice(endOf(item.items[item.items.length - 2]!), lastKey[0]) : '';
    // (A plain YAML key needs the space: `Status:VERIFIED` would be one scalar.)
    const between = json && /^[ \t]*:[ \t]*$/.test(colon) ? colon : ': ';
    const pair = entry(between);
    const lead = spans ? `,${lineBreakAt(text, end)}${' '.repeat(columnOf(text, lastKey[0]))}` : /^,[ \t]*$/.test(before) ? before : ', ';
    return added(end, lead + pair, lead.length, between);
  }
  const indent = ' '.repeat(columnOf(text, keyRange(item.items[0]!)![0]));
  // After the line the last field ends on (a block scalar's range already ends past its line break).
  const nl = text.indexOf('\n', Math.max(end - 1, 0));
  if (nl < 0) {
    const lead = `${lineBreakAt(text, 0)}${indent}`;
    return added(text.length, `${lead}${entry(': ')}`, lead.length, ': ');
  }
  return added(nl + 1, `${indent}${entry(': ')}${lineBreakAt(text, nl)}`, indent.length, ': ');
}

/**
 * `marks` applied in turn to each row of the list `doc` (parsed from `text`): a row whose status
 * one mark changes is seen by the next with that status. Returns the text with each changed row's
 * status value spliced in (one edit per row, the text copied once) and, per mark, the ids it
 * changed in row order.
 */
function markList(text: string, doc: Document.Parsed, format: RegistryFormat, idField: string, statusField: string, marks: readonly Mark[]): { text: string; changed: string[][]; placed: PlacedStatus[] } {
  const changed: string[][] = marks.map(() => []);
  const root = doc.contents;
  const placed: PlacedStatus[] = [];
  if (isSeq(root) && marks.some((m) => m.ids.size > 0)) {
    const json = format === 'json';
    for (const item of root.items) {
      if (!isMap(item)) continue;
      let idPair: Pair | undefined;
      let statusPair: Pair | undefined;
      for (const p of item.items) {
        if (!isScalar(p.key)) continue;
        const name = String(p.key.value);
        if (name === idField) idPair = p;
        if (name === statusField) statusPair = p;
      }
      const idNode = idPair?.value;
      if (!isScalar(idNode)) continue;
      const id = idNode.value === null ? '' : String(idNode.value).trim();
      const original: unknown = isScalar(statusPair?.value) ? statusPair.value.value : undefined;
      let current = original;
      for (const [k, { ids, status, only }] of marks.entries()) {
        if (!ids.has(id) || current === status || (only !== undefined && current !== only)) continue;
        current = status;
        changed[k]!.push(id);
      }
      if (current === original) continue;
      const edit = statusEdit(text, item, statusPair, statusField, String(current), json);
      if (edit) placed.push({ item, pair: statusPair, edit, status: String(current), field: statusField });
    }
  }
  if (placed.length === 0) return { text, changed, placed };
  const parts: string[] = [];
  let copied = 0;
  for (const { edit: { from, to, text: insert } } of placed) {
    parts.push(text.slice(copied, from), insert);
    copied = to;
  }
  parts.push(text.slice(copied));
  return { text: parts.join(''), changed, placed };
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
  options: { durable?: boolean; random?: RandomHex; blocked?: ReadonlySet<string>; unmarked?: string[]; kept?: KeptParse } = {},
): string[] {
  const { text: original, format } = readRegistryText(abs, rel);
  const blocked = options.blocked ?? new Set<string>();
  let text: string;
  let marked: string[];
  let unmarked: string[];
  /** A list's parse made the one of the text written (options.kept). */
  let keep: (() => void) | undefined;
  if (format === 'markdown') {
    // A table is checked by the scan that marks its rows; one without the status column is never marked.
    const first = withItemsStatus(original, format, idField, statusField, verified, VERIFIED, rel);
    const second = withItemsStatus(first.text, format, idField, statusField, blocked, BLOCKED, rel, VERIFIED);
    [text, marked, unmarked] = [second.text, first.changed, second.changed];
  } else {
    // A list is checked as the foreach reads it, and that one parse places the marks (a row gets the
    // key). The file as this execution of the foreach last wrote it, byte for byte, is not parsed
    // again: its parse, kept in step with those writes, is the one a parse would give (kept-parse.ts);
    // a file changed by anything else (a stage) is parsed and checked again.
    const kept = original.length <= KEEP_PARSE_MAX_CHARS ? options.kept : undefined;
    const reused = kept?.doc !== undefined && kept.abs === abs && kept.text === original ? kept.doc : undefined;
    // Forgotten until the file is as the parse will say (a failed write leaves it as it was), and
    // before another parse: never two alive at once.
    if (options.kept !== undefined) Object.assign(options.kept, { doc: undefined, text: undefined });
    const doc = reused ?? parseListDocument(original, rel, format).doc;
    const marks = [{ ids: verified, status: VERIFIED }, { ids: blocked, status: BLOCKED, only: VERIFIED }];
    const result = markList(original, doc, format, idField, statusField, marks);
    [text, marked, unmarked] = [result.text, result.changed[0]!, result.changed[1]!];
    if (kept !== undefined) keep = () => {
      keepInStep(doc, result.placed);
      Object.assign(kept, { abs, text: result.text, doc });
    };
  }
  options.unmarked?.push(...unmarked);
  if (marked.length === 0 && unmarked.length === 0) {
    const none = flushed(abs, flush, []);
    keep?.();
    return none;
  }
  atomicWriteFile(abs, text, { ...(options.durable !== undefined ? { durable: options.durable } : {}), ...(options.random ? { random: options.random } : {}) });
  keep?.();
  return marked;
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
