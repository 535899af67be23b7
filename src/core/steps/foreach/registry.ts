// Registry artifacts a foreach iterates over: a Markdown pipe table, a YAML list of mappings or a
// JSON array of objects, chosen by the file's extension. Only structured rows count (never prose):
// each row is a map of field -> trimmed text with the line it came from, so every later error
// (a missing field, an unknown dependency) can name file:line.
import { NotRegularFileError, readRegularFile } from '../../state/own-file.js';
import { LineCounter, parseDocument, isMap, isScalar, isSeq, type Document } from 'yaml';
import { StagegateError } from '../../run/errors.js';
import { didYouMean } from '../../model/did-you-mean.js';

export type RegistryFormat = 'markdown' | 'yaml' | 'json';

export interface RegistryRow {
  line: number;
  fields: RowFields;
}

/** A row's fields by name: a map for a list's row; a table row reads its cells through the header. */
export interface RowFields {
  get(name: string): string | undefined;
}

/**
 * A table row's fields: its cells and the header's index (one per table). A map per row made a
 * large registry's rows most of the memory a foreach needed while reading it.
 */
class TableRowFields implements RowFields {
  constructor(
    private readonly index: ReadonlyMap<string, number>,
    private readonly cells: readonly string[],
  ) {}

  get(name: string): string | undefined {
    const k = this.index.get(name);
    return k === undefined ? undefined : this.cells[k];
  }
}

/** A registry's rows, in order: read once front to back (a table's are made as they are read). */
export interface RegistryRows extends Iterable<RegistryRow> {
  readonly length: number;
}

/**
 * A table's rows as their line numbers in the registry's lines (TextLines, which knows where each
 * lies): each row's line is sliced and its cells split again when the row is read. Cell arrays
 * (or even a string per line) for every row, all alive at once, were most of the memory a
 * 100,000-row registry took while a foreach loaded it.
 */
class TableRows implements RegistryRows {
  private readonly lineNumbers: number[] = [];
  private index: ReadonlyMap<string, number> | undefined;

  constructor(private readonly lines: TextLines) {}

  add(line: number, header: readonly string[]): void {
    this.index ??= new Map(header.map((h, k) => [h, k]));
    this.lineNumbers.push(line);
  }

  get length(): number {
    return this.lineNumbers.length;
  }

  *[Symbol.iterator](): Iterator<RegistryRow> {
    for (const line of this.lineNumbers) yield { line, fields: new TableRowFields(this.index!, splitCells(this.lines.line(line - 1))) };
  }
}

/**
 * A text's lines as `text.split(/\r?\n/)` cuts them, kept as their offsets and sliced when read:
 * a registry is scanned once per batch of marked rows, and a string per line, all alive during
 * the scan, was most of what each scan left for the garbage collector's old generation.
 */
export class TextLines {
  private readonly starts: number[] = [0];

  constructor(readonly text: string) {
    for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', nl + 1)) this.starts.push(nl + 1);
  }

  get length(): number {
    return this.starts.length;
  }

  /** Where line `k` (0-based) starts in the text. */
  start(k: number): number {
    return this.starts[k]!;
  }

  /** Line `k` without its line break (a \r before the \n dropped, as split(/\r?\n/) does). */
  line(k: number): string {
    const from = this.starts[k]!;
    if (k + 1 >= this.starts.length) return this.text.slice(from);
    let to = this.starts[k + 1]! - 1;
    if (to > from && this.text.charCodeAt(to - 1) === 13) to--;
    return this.text.slice(from, to);
  }
}

export interface Registry {
  file: string;
  format: RegistryFormat;
  /** Markdown: the header of the table read; YAML/JSON: every key some row has, in first-seen order. */
  columns: string[];
  rows: RegistryRows;
  /** Markdown: the line of the table's header row (where a missing column is reported). */
  headerLine?: number;
}

/** A registry larger than this is refused rather than read into memory. */
export const MAX_REGISTRY_BYTES = 16 * 1024 * 1024;
/**
 * A YAML registry's own, lower bound: the YAML parser's document costs about 85 times the text
 * (measured: 8 MiB of rows → 690 MB peak RSS, 7 s of CPU; the same rows as a Markdown table
 * 105 MB, 0.6 s), so 16 MiB of YAML would take about 1.4 GB. 4 MiB (≈ 60,000 short rows) → 410 MB.
 */
export const MAX_YAML_REGISTRY_BYTES = 4 * 1024 * 1024;

export function registryFormatOf(path: string): RegistryFormat | undefined {
  const lower = path.toLowerCase();
  if (lower.endsWith('.md') || lower.endsWith('.markdown')) return 'markdown';
  if (lower.endsWith('.yaml') || lower.endsWith('.yml')) return 'yaml';
  if (lower.endsWith('.json')) return 'json';
  return undefined;
}

/** A Markdown registry none of whose tables has the id column (WORKFLOW_INPUT_REQUIRED at the first table's header, like a binding's missing field). */
export class IdColumnMissing extends StagegateError {
  constructor(
    file: string,
    line: number,
    idField: string,
    /** The first table's columns. */
    readonly columns: string[],
  ) {
    super('WORKFLOW_INPUT_REQUIRED', `${file}:${line}: foreach.id_field '${idField}' is a column of no table in the registry (the table here has columns: ${columns.join(', ')}).${didYouMean(idField, columns)}`, {
      hint: 'Give the registry the field the workflow declares (foreach.id_field, bindings, depends_field); stagegate never guesses another column.',
      location: { file, line },
    });
  }
}

function invalid(file: string, line: number | undefined, message: string, hint: string): never {
  throw new StagegateError('FOREACH_REGISTRY_INVALID', `${file}${line !== undefined ? `:${line}` : ''}: ${message}`, { hint, location: { file, ...(line !== undefined ? { line } : {}) } });
}

/** Read and parse the registry at `abs` (`rel`: its workspace-relative path, for messages). */
export function readRegistry(abs: string, rel: string, idField: string): Registry {
  const { text, format } = readRegistryText(abs, rel);
  return parseRegistry(text, rel, format, idField);
}

/** What FOREACH_REGISTRY_INVALID says of a registry that is not there (foreach/run.ts words its fix for the run). */
export const REGISTRY_MISSING = 'the registry does not exist';

/** The registry's text and format, read within MAX_REGISTRY_BYTES, MAX_YAML_REGISTRY_BYTES for YAML (FOREACH_REGISTRY_INVALID otherwise). */
export function readRegistryText(abs: string, rel: string): { text: string; format: RegistryFormat } {
  const format = registryFormatOf(rel);
  if (!format) invalid(rel, undefined, 'a foreach registry must be a Markdown table (.md), a YAML list (.yaml, .yml) or a JSON array (.json)', 'Point foreach.source at a .md, .yaml, .yml or .json file.');
  let bytes: Buffer;
  try {
    // Never waiting on a FIFO a stage left in the registry's place; read up to one byte past the limit.
    bytes = readRegularFile(abs, MAX_REGISTRY_BYTES + 1, { follow: true });
  } catch (error) {
    const errno = error instanceof NotRegularFileError ? undefined : (error as NodeJS.ErrnoException).code;
    const why = error instanceof NotRegularFileError ? `it is ${error.kind}` : (errno ?? 'error');
    return invalid(rel, undefined, errno === 'ENOENT' ? REGISTRY_MISSING : `the registry cannot be read (${why})`, errno === 'ENOENT' ? 'Create the registry, or point foreach.source at the file that holds it.' : 'Make the registry a readable file, or point foreach.source at the file that holds it.');
  }
  if (bytes.length > MAX_REGISTRY_BYTES) invalid(rel, undefined, `the registry is larger than ${MAX_REGISTRY_BYTES} bytes`, 'Split the registry.');
  if (format === 'yaml' && bytes.length > MAX_YAML_REGISTRY_BYTES) invalid(rel, undefined, `the YAML registry is larger than ${MAX_YAML_REGISTRY_BYTES} bytes (parsing YAML costs about 85 times its size in memory)`, 'Split the registry, or write it as a Markdown table or a JSON array (up to 16 MiB).');
  return { text: bytes.toString('utf8'), format };
}

export function parseRegistry(text: string, rel: string, format: RegistryFormat, idField: string): Registry {
  return format === 'markdown' ? parseMarkdownTable(text, rel, idField) : parseList(text, rel, format);
}

// ---------------------------------------------------------------- Markdown

const SEPARATOR_CELL = /^:?-{1,}:?$/;

/** Cells of one table line: split on unescaped "|", "\|" unescaped, cells trimmed. */
export function splitCells(line: string): string[] {
  let body = line.trim();
  if (body.startsWith('|')) body = body.slice(1);
  if (body.endsWith('|') && !body.endsWith('\\|')) body = body.slice(0, -1);
  // Without a backslash no pipe is escaped: the native split (a large registry is read per batch of marks).
  if (!body.includes('\\')) return body.split('|').map((cell) => cell.trim());
  const cells: string[] = [];
  let cell = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c === '\\' && body[i + 1] === '|') {
      cell += '|';
      i++;
    } else if (c === '|') {
      cells.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  cells.push(cell.trim());
  return cells;
}

function isSeparator(line: string): boolean {
  if (!line.trim().startsWith('|') && !line.includes('|')) return false;
  const cells = splitCells(line);
  return cells.length > 0 && cells.every((c) => SEPARATOR_CELL.test(c));
}

/** "1 cell", "2 cells". */
function counted(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/**
 * The first pipe table whose header names `idField` (a document may hold other tables). Lines in
 * fenced code blocks are not tables. A row with a different number of cells is an error.
 */
export function parseMarkdownTable(text: string, file: string, idField: string): Registry {
  const lines = new TextLines(text);
  const rows = new TableRows(lines);
  const table = scanMarkdownTable(lines, file, idField, (_cells, line, header) => rows.add(line, header));
  return { file, format: 'markdown', columns: table.columns, rows, headerLine: table.headerLine };
}

/**
 * The table parseMarkdownTable reads, each row's cells handed to `onRow` (its 1-based line, the
 * header, the line's text without its line break and where that starts in the text), kept only if
 * `onRow` keeps them: marking a batch of rows reads the whole registry and needs the cells of only
 * the rows it marks.
 */
export function scanMarkdownTable(text: string | TextLines, file: string, idField: string, onRow: (cells: string[], line: number, header: string[], raw: string, at: number) => void): { columns: string[]; headerLine: number } {
  const lines = typeof text === 'string' ? new TextLines(text) : text;
  let fenced = false;
  let firstTable: { header: string[]; line: number } | undefined;
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = lines.line(i);
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced || !line.trim().startsWith('|') || !isSeparator(lines.line(i + 1))) continue;
    const header = splitCells(line);
    firstTable ??= { header, line: i + 1 };
    if (!header.includes(idField)) continue;
    const width = splitCells(lines.line(i + 1)).length;
    if (width !== header.length) invalid(file, i + 2, `the table's separator row has ${counted(width, 'cell')}, its header ${header.length}`, 'Give the separator row one cell per column.');
    const seen = new Set<string>();
    for (const [k, name] of header.entries()) {
      if (name === '') invalid(file, i + 1, `column ${k + 1} of the table header is empty`, 'Name every column.');
      if (seen.has(name)) invalid(file, i + 1, `the table header names column '${name}' twice`, 'Give every column its own name.');
      seen.add(name);
    }
    for (let j = i + 2; j < lines.length; j++) {
      const row = lines.line(j);
      if (!row.trim().startsWith('|')) break;
      const cells = splitCells(row);
      if (cells.length !== header.length) invalid(file, j + 1, `the row has ${counted(cells.length, 'cell')}, the table ${counted(header.length, 'column')}`, 'Give every row one cell per column (write a literal | as \\|).');
      onRow(cells, j + 1, header, row, lines.start(j));
    }
    return { columns: header, headerLine: i + 1 };
  }
  if (firstTable !== undefined) {
    // A declared field the registry lacks, as for a binding's field (items.ts): never guessed.
    const { header, line } = firstTable;
    throw new IdColumnMissing(file, line, idField, header);
  }
  return invalid(file, undefined, 'the registry holds no Markdown table (a header row followed by a | --- | separator row)', `Write the registry as a pipe table with a '${idField}' column.`);
}

// ---------------------------------------------------------------- YAML / JSON

/**
 * The line of the first JSON syntax error (Node's message does not always give a position): the
 * first line whose text up to its end is no longer the start of some JSON document. A JSON token
 * never spans a line break, so cutting at line ends is exact; bisection keeps it O(n log n).
 */
export function jsonErrorLine(text: string): number | undefined {
  const ends: number[] = [];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) ends.push(i);
  ends.push(text.length);
  const viable = (end: number): boolean => {
    try {
      JSON.parse(text.slice(0, end));
      return true;
    } catch (error) {
      return /end of JSON input|Unterminated string/i.test((error as Error).message);
    }
  };
  let lo = 0;
  let hi = ends.length - 1;
  if (viable(ends[hi]!)) return undefined;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (viable(ends[mid]!)) lo = mid + 1;
    else hi = mid;
  }
  return lo + 1;
}

function parseList(text: string, file: string, format: 'yaml' | 'json'): Registry {
  return parseListDocument(text, file, format).registry;
}

/**
 * A YAML list's or JSON array's rows and the document they were read from: marking rows
 * (registry-status.ts) edits the text at the ranges of that document's nodes, so one parse both
 * checks the registry and places its marks.
 */
export function parseListDocument(text: string, file: string, format: 'yaml' | 'json'): { registry: Registry; doc: Document.Parsed } {
  const counter = new LineCounter();
  if (format === 'json') {
    try {
      JSON.parse(text);
    } catch (error) {
      invalid(file, jsonErrorLine(text), `not valid JSON (${(error as Error).message.split('\n')[0]})`, 'Write the registry as a JSON array of objects.');
    }
  }
  const doc = parseDocument(text, { lineCounter: counter, uniqueKeys: true, prettyErrors: false });
  const lineOf = (offset: number | undefined): number => counter.linePos(offset ?? 0).line;
  if (doc.errors.length > 0) {
    const e = doc.errors[0]!;
    invalid(file, lineOf(e.pos[0]), `not valid ${format === 'json' ? 'JSON' : 'YAML'} (${e.message.split('\n')[0]})`, `Write the registry as a ${format === 'json' ? 'JSON array of objects' : 'YAML list of mappings'}.`);
  }
  const root = doc.contents;
  if (!isSeq(root)) invalid(file, lineOf(root?.range?.[0]), `the registry must be a ${format === 'json' ? 'JSON array of objects' : 'YAML list of mappings'} (one per item)`, 'Make the top level a list: - {ID: A-1, Name: ...}.');
  const columns: string[] = [];
  const known = new Set<string>();
  const rows: RegistryRow[] = [];
  for (const item of root.items) {
    const line = lineOf((item as { range?: [number, number, number] } | null)?.range?.[0]);
    if (!isMap(item)) invalid(file, line, 'every entry of the registry must be a mapping of field -> value', 'Write each item as {ID: A-1, Name: ..., Depends On: ...}.');
    const fields = new Map<string, string>();
    for (const pair of item.items) {
      const key = isScalar(pair.key) ? pair.key.value : undefined;
      if (key === undefined || key === null || typeof key === 'object') invalid(file, line, 'a registry field name must be a plain scalar', 'Use plain keys.');
      const name = String(key);
      const value = pair.value;
      let textValue: string;
      if (value === null || value === undefined || (isScalar(value) && value.value === null)) textValue = '';
      else if (isScalar(value)) textValue = String(value.value).trim();
      else if (isSeq(value) && value.items.every((v) => isScalar(v))) textValue = value.items.map((v) => String((v as { value: unknown }).value)).join(', ');
      else return invalid(file, lineOf((value as { range?: [number, number, number] }).range?.[0]), `field '${name}' holds a nested structure; registry fields are scalars (or a list of ids)`, 'Flatten the field to a scalar.');
      fields.set(name, textValue);
      if (!known.has(name)) {
        known.add(name);
        columns.push(name);
      }
    }
    rows.push({ line, fields });
  }
  return { registry: { file, format, columns, rows }, doc };
}
