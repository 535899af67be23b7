// A fast reader for exactly the YAML subset yaml-emit.ts writes (block maps and sequences,
// JSON-style double-quoted strings, plain safe strings, numbers, true/false/null, [] and {}).
// Why: resuming a long run parses its state; the general `yaml` parser takes seconds on a
// multi-megabyte state, this takes milliseconds. Anything outside the subset (a hand-edited
// file, comments, anchors, flow style) returns NOT_OURS and the caller uses the `yaml` library,
// so correctness never depends on this reader accepting a file.

export const NOT_OURS: unique symbol = Symbol('not-our-yaml');

const PLAIN_SAFE = /^[A-Za-z_/][A-Za-z0-9_./@+-]*(?: [A-Za-z0-9_./@+()-]+)*$/;
const RESERVED = /^(?:true|false|yes|no|on|off|null|y|n|~)$/i;
const NUMBER = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:e[+-]?[0-9]+)?$/i;

/** Characters JSON (and so our emitter) never leaves unescaped inside a quoted string. */
const CONTROL = /[\u0000-\u001f]/;

class Bail extends Error {}

function bail(): never {
  throw new Bail();
}

/** Parse a double-quoted scalar starting at `start` (a '"'); returns [value, index after it]. */
function quoted(line: string, start: number): [string, number] {
  // Most quoted scalars (timestamps, paths) hold no escape: take them as they are.
  const close = line.indexOf('"', start + 1);
  if (close > 0) {
    const inner = line.slice(start + 1, close);
    if (!inner.includes('\\') && !CONTROL.test(inner)) return [inner, close + 1];
  }
  let json = '"';
  let i = start + 1;
  for (;;) {
    if (i >= line.length) bail();
    const c = line[i]!;
    if (c === '"') break;
    if (c === '\\') {
      const n = line[i + 1];
      if (n === undefined) bail();
      if (n === 'L') json += '\\u2028';
      else if (n === 'P') json += '\\u2029';
      else json += c + n;
      i += 2;
      continue;
    }
    json += c;
    i++;
  }
  try {
    return [JSON.parse(json + '"') as string, i + 1];
  } catch {
    return bail();
  }
}

function scalar(text: string, known: Map<string, unknown>): unknown {
  if (text === '[]') return [];
  if (text === '{}') return {};
  // Plain scalars repeat (step names, outcomes, small numbers): decide each text once per read.
  const seen = known.get(text);
  if (seen !== undefined || known.has(text)) return seen;
  if (text.startsWith('"')) {
    const [value, end] = quoted(text, 0);
    if (end !== text.length) bail();
    return value;
  }
  const value = plainScalar(text);
  known.set(text, value);
  return value;
}

function plainScalar(text: string): unknown {
  if (text === 'null') return null;
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (NUMBER.test(text)) return Number(text);
  if (text === '.inf') return Infinity;
  if (text === '-.inf') return -Infinity;
  if (text === '.nan') return NaN;
  if (PLAIN_SAFE.test(text) && !RESERVED.test(text)) return text;
  return bail();
}

/** Split "key: rest" / "key:" at `from`; returns [key, rest or undefined, ok]. */
function keyAt(line: string, from: number, plainKeys: Set<string>): [string, string | undefined] | undefined {
  let key: string;
  let i: number;
  if (line[from] === '"') {
    [key, i] = quoted(line, from);
  } else {
    const colon = line.indexOf(':', from);
    if (colon < 0) return undefined;
    key = line.slice(from, colon);
    if (!plainKeys.has(key)) {
      if (!PLAIN_SAFE.test(key) || RESERVED.test(key)) return undefined;
      plainKeys.add(key);
    }
    i = colon;
  }
  if (line[i] !== ':') return undefined;
  if (i + 1 === line.length) return [key, undefined];
  if (line[i + 1] !== ' ') return undefined;
  return [key, line.slice(i + 2)];
}

/** "- key: value" or "- key:" (a map item), as opposed to "- scalar". */
const ITEM_KEY = /^[^\s"][^:]*:( |$)/;

function put(out: Record<string, unknown>, k: string, v: unknown): void {
  if (Object.prototype.hasOwnProperty.call(out, k)) bail();
  // Plain assignment is fast; only __proto__ needs defining as an own data property.
  if (k === '__proto__') Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  else out[k] = v;
}

class Reader {
  private i = 0;
  /** Top-level keys whose value is a block: the line range [from, to) of that block. */
  readonly blocks = new Map<string, [number, number]>();
  /** Per-read memo of plain scalars and keys already checked (they repeat on every record). */
  private readonly known = new Map<string, unknown>();
  private readonly plainKeys = new Set<string>();
  constructor(
    private readonly lines: string[],
    start: number,
  ) {
    this.i = start;
  }

  done(): boolean {
    return this.i >= this.lines.length;
  }

  private indentOf(line: string): number {
    let n = 0;
    while (line.charCodeAt(n) === 32) n++;
    return n;
  }

  /** A block (map or sequence) whose lines start at exactly `indent` spaces. */
  block(indent: number): unknown {
    const line = this.lines[this.i];
    if (line === undefined || this.indentOf(line) !== indent) bail();
    return line[indent] === '-' && (line.length === indent + 1 || line[indent + 1] === ' ') ? this.sequence(indent) : this.map(indent, undefined);
  }

  /** `first` is an already-split first entry (from "- key: value"). */
  map(indent: number, first: [string, string | undefined] | undefined): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    if (first) put(out, first[0], this.value(first[1], indent));
    for (;;) {
      const line = this.lines[this.i];
      if (line === undefined || this.indentOf(line) !== indent || line[indent] === '-') break;
      const kv = keyAt(line, indent, this.plainKeys);
      if (!kv) bail();
      this.i++;
      const from = this.i;
      put(out, kv[0], this.value(kv[1], indent));
      if (indent === 0 && kv[1] === undefined) this.blocks.set(kv[0], [from, this.i]);
    }
    return out;
  }

  sequence(indent: number): unknown[] {
    const out: unknown[] = [];
    for (;;) {
      const line = this.lines[this.i];
      if (line === undefined || this.indentOf(line) !== indent || line[indent] !== '-') break;
      this.i++;
      if (line.length === indent + 1) {
        out.push(this.block(indent + 2));
        continue;
      }
      if (line[indent + 1] !== ' ') bail();
      const rest = line.slice(indent + 2);
      const kv = rest.startsWith('"') || ITEM_KEY.test(rest) ? keyAt(line, indent + 2, this.plainKeys) : undefined;
      if (kv) out.push(this.map(indent + 2, kv));
      else out.push(scalar(rest, this.known));
    }
    return out;
  }

  /** The value after "key:" — inline scalar, or a nested block on the following lines. */
  value(rest: string | undefined, indent: number): unknown {
    if (rest !== undefined) return scalar(rest, this.known);
    return this.block(indent + 2);
  }
}

export function readOwnYaml(text: string): unknown {
  const read = readOwnYamlBlocks(text);
  return read === NOT_OURS ? NOT_OURS : read.value;
}

/**
 * Like readOwnYaml, plus the source text of every top-level block value (each line with its
 * newline), so a writer can reuse the text of records it did not change (state-store.ts).
 */
export function readOwnYamlBlocks(text: string): { value: Record<string, unknown>; blockText: (key: string) => string | undefined } | typeof NOT_OURS {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  let start = 0;
  let bodyOffset = 0;
  while (start < lines.length && lines[start]!.startsWith('#')) bodyOffset += lines[start++]!.length + 1;
  if (text.indexOf('\r', bodyOffset) >= 0 || text.indexOf('\t', bodyOffset) >= 0) return NOT_OURS;
  try {
    const reader = new Reader(lines, start);
    const value = reader.map(0, undefined);
    if (!reader.done()) return NOT_OURS;
    const blockText = (key: string): string | undefined => {
      const range = reader.blocks.get(key);
      return range ? lines.slice(range[0], range[1]).join('\n') + '\n' : undefined;
    };
    return { value, blockText };
  } catch (error) {
    if (error instanceof Bail) return NOT_OURS;
    throw error;
  }
}
