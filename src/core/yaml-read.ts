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

class Bail extends Error {}

function bail(): never {
  throw new Bail();
}

/** Parse a double-quoted scalar starting at `start` (a '"'); returns [value, index after it]. */
function quoted(line: string, start: number): [string, number] {
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

function scalar(text: string): unknown {
  if (text === 'null') return null;
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (text === '[]') return [];
  if (text === '{}') return {};
  if (text.startsWith('"')) {
    const [value, end] = quoted(text, 0);
    if (end !== text.length) bail();
    return value;
  }
  if (NUMBER.test(text)) return Number(text);
  if (text === '.inf') return Infinity;
  if (text === '-.inf') return -Infinity;
  if (text === '.nan') return NaN;
  if (PLAIN_SAFE.test(text) && !RESERVED.test(text)) return text;
  return bail();
}

/** Split "key: rest" / "key:" at `from`; returns [key, rest or undefined, ok]. */
function keyAt(line: string, from: number): [string, string | undefined] | undefined {
  let key: string;
  let i: number;
  if (line[from] === '"') {
    [key, i] = quoted(line, from);
  } else {
    const colon = line.indexOf(':', from);
    if (colon < 0) return undefined;
    key = line.slice(from, colon);
    if (!PLAIN_SAFE.test(key) || RESERVED.test(key)) return undefined;
    i = colon;
  }
  if (line[i] !== ':') return undefined;
  if (i + 1 === line.length) return [key, undefined];
  if (line[i + 1] !== ' ') return undefined;
  return [key, line.slice(i + 2)];
}

class Reader {
  private i = 0;
  constructor(private readonly lines: string[]) {}

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
    const put = (k: string, v: unknown) => {
      if (Object.prototype.hasOwnProperty.call(out, k)) bail();
      // Plain assignment is fast; only __proto__ needs defining as an own data property.
      if (k === '__proto__') Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
      else out[k] = v;
    };
    if (first) put(first[0], this.value(first[1], indent));
    for (;;) {
      const line = this.lines[this.i];
      if (line === undefined || this.indentOf(line) !== indent || line[indent] === '-') break;
      const kv = keyAt(line, indent);
      if (!kv) bail();
      this.i++;
      put(kv[0], this.value(kv[1], indent));
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
      const kv = rest.startsWith('"') || /^[^\s"][^:]*:( |$)/.test(rest) ? keyAt(line, indent + 2) : undefined;
      if (kv) out.push(this.map(indent + 2, kv));
      else out.push(scalar(rest));
    }
    return out;
  }

  /** The value after "key:" — inline scalar, or a nested block on the following lines. */
  value(rest: string | undefined, indent: number): unknown {
    if (rest !== undefined) return scalar(rest);
    return this.block(indent + 2);
  }
}

export function readOwnYaml(text: string): unknown {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  let start = 0;
  while (start < lines.length && lines[start]!.startsWith('#')) start++;
  const body = lines.slice(start);
  if (body.some((l) => l.includes('\r') || l.includes('\t'))) return NOT_OURS;
  try {
    const reader = new Reader(body);
    const value = reader.map(0, undefined);
    return reader.done() ? value : NOT_OURS;
  } catch (error) {
    if (error instanceof Bail) return NOT_OURS;
    throw error;
  }
}
