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

/** "- key: value" or "- key:" (a map item), as opposed to "- scalar". */
const ITEM_KEY = /^[^\s"][^:]*:( |$)/;

const SPACE = 32;
const DASH = 45;
const COLON = 58;
const QUOTE = 34;
const BACKSLASH = 92;

function put(out: Record<string, unknown>, k: string, v: unknown): void {
  if (Object.prototype.hasOwnProperty.call(out, k)) bail();
  // Plain assignment is fast; only __proto__ needs defining as an own data property.
  if (k === '__proto__') Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  else out[k] = v;
}

/**
 * What the previous item of a sequence looked like, entry by entry: its plain keys and inline
 * scalar texts. Records of a list (history above all) repeat their keys and many values, so
 * an entry is first compared in place with its predecessor's, without cutting a string.
 */
interface ItemShape {
  keys: (string | undefined)[];
  /** The entry's line up to its value ("    key: ", the first "  - key: "), when its key is plain. */
  prefixes: (string | undefined)[];
  raws: (string | undefined)[];
  values: unknown[];
}

/**
 * Makes one record of a top-level list straight from its entries (keys and values in text
 * order, `count` of them), or returns undefined to have the plain map built instead. The
 * caller's typed records then skip the plain map and a second pass over the list (state.ts).
 */
export type RecordBuilder = (keys: readonly string[], values: readonly unknown[], count: number) => object | undefined;

/**
 * Reads the text in place (positions, not an array of lines): a multi-megabyte state is read
 * without first cutting it into 10^5 line strings.
 */
class Reader {
  /** Top-level lists whose every item its RecordBuilder made. */
  readonly built = new Set<string>();
  /** The entries of the item being collected for a RecordBuilder (reused from item to item). */
  private readonly entryKeys: string[] = [];
  private readonly entryValues: unknown[] = [];
  /** False once an item of the list being read went to the plain map instead. */
  private allBuilt = true;

  /** Start of the current line. */
  private pos: number;
  /** Top-level keys whose value is a block: the text range [from, to) of that block. */
  readonly blocks = new Map<string, [number, number]>();
  /** Per-read memo of plain scalars and keys already checked (they repeat on every record). */
  private readonly known = new Map<string, unknown>();
  private readonly plainKeys = new Set<string>();
  constructor(
    private readonly text: string,
    start: number,
    private readonly builders: Readonly<Record<string, RecordBuilder>> = {},
  ) {
    this.pos = start;
  }

  done(): boolean {
    return this.pos >= this.text.length;
  }

  /** Where the read stopped (the end of the last block read). */
  at(): number {
    return Math.min(this.pos, this.text.length);
  }

  /** Spaces at the start of the line at `pos`; -1 when there is no line there. */
  private indentAt(pos: number): number {
    const t = this.text;
    if (pos >= t.length) return -1;
    let n = pos;
    while (t.charCodeAt(n) === SPACE) n++;
    return n - pos;
  }

  private endOf(pos: number): number {
    const e = this.text.indexOf('\n', pos);
    return e < 0 ? this.text.length : e;
  }

  /** A block (map or sequence) whose lines start at exactly `indent` spaces. */
  block(indent: number): unknown {
    if (this.indentAt(this.pos) !== indent) bail();
    const t = this.text;
    const at = this.pos + indent;
    const end = this.endOf(this.pos);
    return t.charCodeAt(at) === DASH && (end === at + 1 || t.charCodeAt(at + 1) === SPACE) ? this.sequence(indent) : this.map(indent, -1, undefined);
  }

  /** The last key keyAt split: its text, where its inline value starts (-1: none), whether it was plain. */
  private key = '';
  private rest = -1;
  private plain = true;

  /**
   * Split "key: rest" / "key:" from `from` to the line's end into key/rest/plain; false when the
   * line is not a key line. `hint`: the key expected here (a plain key already checked),
   * compared in place.
   */
  private keyAt(from: number, end: number, hint: string | undefined): boolean {
    const t = this.text;
    let i: number;
    if (hint !== undefined && t.startsWith(hint, from) && t.charCodeAt(from + hint.length) === COLON) {
      // A plain key holds no ':', so this is the first colon, as below.
      this.key = hint;
      this.plain = true;
      i = from + hint.length;
    } else if (t.charCodeAt(from) === QUOTE) {
      const [k, after] = quoted(t.slice(from, end), 0);
      this.key = k;
      this.plain = false;
      i = from + after;
    } else {
      const colon = t.indexOf(':', from);
      if (colon < 0 || colon >= end) return false;
      const key = t.slice(from, colon);
      if (!this.plainKeys.has(key)) {
        if (!PLAIN_SAFE.test(key) || RESERVED.test(key)) return false;
        this.plainKeys.add(key);
      }
      this.key = key;
      this.plain = true;
      i = colon;
    }
    if (i >= end || t.charCodeAt(i) !== COLON) return false;
    if (i + 1 === end) {
      this.rest = -1;
      return true;
    }
    if (t.charCodeAt(i + 1) !== SPACE) return false;
    this.rest = i + 2;
    return true;
  }

  /**
   * `firstEnd`: the first entry was split already (from "- key: value"), its line ends there;
   * `shape`: the previous item's (sequence items); `builder`: make the item with it (collect
   * the entries, then build), falling back to the plain map.
   */
  map(indent: number, firstEnd: number, shape: ItemShape | undefined, builder?: RecordBuilder): object {
    const t = this.text;
    const out: Record<string, unknown> = {};
    const keys = this.entryKeys;
    const values = this.entryValues;
    let k = 0;
    if (firstEnd >= 0) {
      const key = this.key;
      const plain = this.plain;
      const rest = this.rest;
      const value = this.value(rest, firstEnd, indent, shape, 0);
      if (builder) {
        keys[0] = key;
        values[0] = value;
      } else put(out, key, value);
      if (shape) {
        shape.keys[0] = plain ? key : undefined;
        const prefix = plain && rest >= 0 ? `${' '.repeat(indent - 2)}- ${key}: ` : undefined;
        if (shape.prefixes[0] !== prefix) shape.prefixes[0] = prefix;
      }
      k = 1;
    }
    for (; ; k++) {
      const p = this.pos;
      let key: string;
      let plain: boolean;
      let rest: number;
      let end: number;
      const prefix = shape?.prefixes[k];
      if (prefix !== undefined && t.startsWith(prefix, p)) {
        // The previous item's entry line up to its value: exactly `indent` spaces, the same
        // plain key, ": " (what the checks below would find, compared in one go).
        key = shape!.keys[k]!;
        plain = true;
        rest = p + prefix.length;
        end = this.endOf(rest);
      } else {
        if (this.indentAt(p) !== indent || t.charCodeAt(p + indent) === DASH) break;
        end = this.endOf(p);
        if (!this.keyAt(p + indent, end, shape?.keys[k])) bail();
        key = this.key;
        plain = this.plain;
        rest = this.rest;
        if (shape) shape.prefixes[k] = plain && rest >= 0 ? `${' '.repeat(indent)}${key}: ` : undefined;
      }
      this.pos = end + 1;
      const from = this.pos;
      const topList = indent === 0 && rest < 0 && Object.hasOwn(this.builders, key) ? this.builders[key] : undefined;
      const value = topList ? this.builtList(topList) : this.value(rest, end, indent, shape, k);
      if (builder) {
        keys[k] = key;
        values[k] = value;
      } else put(out, key, value);
      if (shape) shape.keys[k] = plain ? key : undefined;
      if (indent === 0 && rest < 0) this.blocks.set(key, [Math.min(from, t.length), this.at()]);
      if (topList && this.allBuilt && Array.isArray(value)) this.built.add(key);
    }
    if (!builder) return out;
    const record = builder(keys, values, k);
    if (record) return record;
    // Not a record the builder makes: the plain map, as without a builder.
    this.allBuilt = false;
    for (let i = 0; i < k; i++) put(out, keys[i]!, values[i]);
    return out;
  }

  /** A top-level block value read with a RecordBuilder for its items, if it is a sequence. */
  private builtList(builder: RecordBuilder): unknown {
    const indent = 2;
    if (this.indentAt(this.pos) !== indent) bail();
    const t = this.text;
    const at = this.pos + indent;
    const end = this.endOf(this.pos);
    if (!(t.charCodeAt(at) === DASH && (end === at + 1 || t.charCodeAt(at + 1) === SPACE))) return this.map(indent, -1, undefined);
    this.allBuilt = true;
    return this.sequence(indent, builder);
  }

  sequence(indent: number, builder?: RecordBuilder): unknown[] {
    const t = this.text;
    const out: unknown[] = [];
    const shape: ItemShape = { keys: [], prefixes: [], raws: [], values: [] };
    for (;;) {
      const p = this.pos;
      const prefix = shape.prefixes[0];
      if (prefix !== undefined && t.startsWith(prefix, p)) {
        // "- key: " as in the previous item: a map item whose first key is that plain key.
        this.key = shape.keys[0]!;
        this.plain = true;
        this.rest = p + prefix.length;
        const end = this.endOf(this.rest);
        this.pos = end + 1;
        out.push(this.map(indent + 2, end, shape, builder));
        continue;
      }
      const dash = p + indent;
      if (this.indentAt(p) !== indent || t.charCodeAt(dash) !== DASH) break;
      const end = this.endOf(p);
      this.pos = end + 1;
      if (end === dash + 1) {
        if (builder) this.allBuilt = false;
        out.push(this.block(indent + 2));
        continue;
      }
      if (t.charCodeAt(dash + 1) !== SPACE) bail();
      const rest = dash + 2;
      const hint = shape.keys[0];
      let isMap: boolean;
      if (hint !== undefined && t.startsWith(hint, rest) && t.charCodeAt(rest + hint.length) === COLON && (rest + hint.length + 1 === end || t.charCodeAt(rest + hint.length + 1) === SPACE)) {
        // The previous item's first key again: what ITEM_KEY and keyAt below would decide.
        isMap = this.keyAt(rest, end, hint);
      } else {
        const restText = t.slice(rest, end);
        isMap = (restText.startsWith('"') || ITEM_KEY.test(restText)) && this.keyAt(rest, end, undefined);
      }
      if (isMap) out.push(this.map(indent + 2, end, shape, builder));
      else {
        if (builder) this.allBuilt = false;
        out.push(scalar(t.slice(rest, end), this.known));
      }
    }
    return out;
  }

  /**
   * The value after "key:" — the inline scalar in [from, end), or (from -1) a nested block on
   * the following lines. An inline scalar equal in text to the previous item's is that value.
   */
  value(from: number, end: number, indent: number, shape: ItemShape | undefined, k: number): unknown {
    if (from < 0) {
      if (shape) shape.raws[k] = undefined;
      return this.block(indent + 2);
    }
    const t = this.text;
    if (shape) {
      const raw = shape.raws[k];
      if (raw !== undefined && raw.length === end - from && t.startsWith(raw, from)) return shape.values[k];
    }
    const c = t.charCodeAt(from);
    let value: unknown;
    let raw: string | undefined;
    if (c === QUOTE) {
      // Most quoted scalars (timestamps, paths) hold no escape: take them as they are.
      let i = from + 1;
      for (; i < end; i++) {
        const d = t.charCodeAt(i);
        if (d === QUOTE || d === BACKSLASH || d < 32) break;
      }
      raw = t.slice(from, end);
      value = i === end - 1 && t.charCodeAt(i) === QUOTE ? raw.slice(1, -1) : scalar(raw, this.known);
    } else {
      // Counters and sequence numbers: digits without a leading zero, read in place (what
      // Number() gives for them; 15 digits stay exact).
      let n = 0;
      let i = from;
      const digits = c >= 49 && c <= 57 && end - from <= 15;
      if (digits) {
        for (; i < end; i++) {
          const d = t.charCodeAt(i) - 48;
          if (d < 0 || d > 9) break;
          n = n * 10 + d;
        }
      }
      if (digits && i === end) value = n;
      else {
        raw = t.slice(from, end);
        value = scalar(raw, this.known);
      }
    }
    if (shape) {
      // [] and {} are new objects each time; everything else is immutable and may be shared.
      shape.raws[k] = typeof value !== 'object' || value === null ? raw : undefined;
      shape.values[k] = value;
    }
    return value;
  }
}

export function readOwnYaml(text: string): unknown {
  const read = readOwnYamlBlocks(text);
  return read === NOT_OURS ? NOT_OURS : read.value;
}

/**
 * Like readOwnYaml, plus the source text of every top-level block value (each line with its
 * newline), so a writer can reuse the text of records it did not change (state-store.ts).
 * `builders`: top-level lists whose items are made by a RecordBuilder; `built` names those
 * whose every item it made (the others hold plain maps where the builder declined).
 */
export function readOwnYamlBlocks(
  text: string,
  builders?: Readonly<Record<string, RecordBuilder>>,
): { value: Record<string, unknown>; blockText: (key: string) => string | undefined; built: ReadonlySet<string> } | typeof NOT_OURS {
  // Header comment lines first (the state's "# stagegate run state ..." line).
  let start = 0;
  while (start < text.length && text.charCodeAt(start) === 35 /* # */) {
    const nl = text.indexOf('\n', start);
    start = nl < 0 ? text.length : nl + 1;
  }
  if (text.indexOf('\r', start) >= 0 || text.indexOf('\t', start) >= 0) return NOT_OURS;
  try {
    const reader = new Reader(text, start, builders);
    const value = reader.map(0, -1, undefined) as Record<string, unknown>;
    if (!reader.done()) return NOT_OURS;
    const blockText = (key: string): string | undefined => {
      const range = reader.blocks.get(key);
      if (!range) return undefined;
      const block = text.slice(range[0], range[1]);
      return block.endsWith('\n') ? block : block + '\n';
    };
    return { value, blockText, built: reader.built };
  } catch (error) {
    if (error instanceof Bail) return NOT_OURS;
    throw error;
  }
}
