// A small, fast block-style YAML emitter for stagegate's own plain data (state, manifest).
// Why not yaml.stringify: state is rewritten twice per stage and grows with the run; the
// library's emitter costs tens of milliseconds on a 1,000-stage state, this costs well under
// one. Output is always parsed back by the `yaml` library (tests round-trip it with fast-check).
import { changesSince } from './map-derivation.js';

const PLAIN_SAFE = /^[A-Za-z_/][A-Za-z0-9_./@+-]*(?: [A-Za-z0-9_./@+()-]+)*$/;
const RESERVED = /^(?:true|false|yes|no|on|off|null|y|n|~)$/i;

function scalar(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : Number.isFinite(value) ? String(value) : value > 0 ? '.inf' : value < 0 ? '-.inf' : '.nan';
  if (typeof value === 'bigint') return String(value);
  const text = String(value);
  if (PLAIN_SAFE.test(text) && !RESERVED.test(text) && text.length < 200) return text;
  // JSON strings are valid YAML double-quoted scalars once the few YAML-only escapes are handled.
  return JSON.stringify(text).replace(/\u2028/g, '\\L').replace(/\u2029/g, '\\P');
}

function key(k: string): string {
  return PLAIN_SAFE.test(k) && !RESERVED.test(k) ? k : JSON.stringify(k);
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Emitted text of records that never change once written (history entries, step and artifact
 * records: the state is updated immutably, so an unchanged record keeps its identity). The
 * state grows with the run; re-emitting only what changed keeps a write proportional to the
 * change, not to the run. Cached records are frozen, so an accidental in-place edit throws
 * instead of writing stale text.
 */
export type EmitCache = WeakMap<object, { indent: string; inline: boolean; text: string; items?: unknown[] }>;

/**
 * Lists only ever grow by appending (history, decisions, invocations): the text of a list whose
 * first items are the very objects of an earlier emission is that text plus the new items.
 * Keyed by the list's first item (a record, so cacheable by identity).
 */
function emitListCached(value: unknown[], indent: string, out: string[], cache: EmitCache): boolean {
  const first = value[0];
  if (!isPlainObject(first)) return false;
  const hit = listHits.get(cache)?.get(first);
  let start = 0;
  let text = '';
  if (hit && hit.items && hit.indent === indent && hit.items.length <= value.length && hit.items.every((item, i) => item === value[i])) {
    start = hit.items.length;
    text = hit.text;
  }
  const local: string[] = [];
  emitListItems(value, start, indent, local, cache);
  text += local.join('');
  let byFirst = listHits.get(cache);
  if (!byFirst) {
    byFirst = new WeakMap();
    listHits.set(cache, byFirst);
  }
  byFirst.set(first, { indent, inline: false, text, items: value.slice() });
  out.push('\n', text);
  return true;
}

const listHits = new WeakMap<EmitCache, WeakMap<object, { indent: string; inline: boolean; text: string; items?: unknown[] }>>();

/**
 * Top-level record lists (the state's history above all) as encoded chunks: a write of a long
 * run appends the bytes of its new records to the chunks of the earlier ones, so the bulk is
 * neither re-joined into one string nor re-encoded on every write (toYamlChunks).
 */
interface ListChunks {
  indent: string;
  items: unknown[];
  chunks: readonly Buffer[];
}
const listChunkHits = new WeakMap<EmitCache, WeakMap<object, ListChunks>>();
/** Chunks are merged into one once there are this many (writev takes at most 1,024 buffers). */
const MAX_CHUNKS = 64;
/** Shorter lists of scalars are emitted inline: chunks only pay off on long runs. */
const MIN_CHUNKED_SCALARS = 64;

function listChunks(value: unknown[], indent: string, cache: EmitCache): readonly Buffer[] {
  const first = value[0] as object;
  let byFirst = listChunkHits.get(cache);
  if (!byFirst) {
    byFirst = new WeakMap();
    listChunkHits.set(cache, byFirst);
  }
  const hit = byFirst.get(first);
  const entry = extendedChunks(hit && hit.indent === indent ? hit : undefined, value, indent, (a, b) => a === b, cache);
  byFirst.set(first, entry);
  return entry.chunks;
}

/**
 * The chunks of `value`: those of `hit` when its items start `value` (compared with `same`) plus
 * the bytes of the items after them, merged into one once there are too many; else all afresh.
 */
function extendedChunks(hit: ListChunks | undefined, value: unknown[], indent: string, same: (a: unknown, b: unknown) => boolean, cache?: EmitCache): ListChunks {
  let start = 0;
  let chunks: readonly Buffer[] = [];
  if (hit && hit.items.length <= value.length && hit.items.every((item, i) => same(item, value[i]))) {
    start = hit.items.length;
    chunks = hit.chunks;
  }
  if (start < value.length) {
    const local: string[] = [];
    emitListItems(value, start, indent, local, cache);
    chunks = [...chunks, Buffer.from(local.join(''), 'utf8')];
    if (chunks.length > MAX_CHUNKS) chunks = [Buffer.concat(chunks)];
  }
  return { indent, items: value.slice(), chunks };
}

/**
 * Record `text` as the emitted text of `list` at `indent` (the value of a top-level key: indent
 * '  '), as if toYamlChunks had emitted it: a reader that parsed `list` from `text` and checked
 * the two hold the same data (state-store.ts) saves the next write re-emitting a long history.
 * The items are frozen like every cached record.
 */
export function seedListText(cache: EmitCache, list: unknown[], indent: string, text: string): void {
  if (!isPlainObject(list[0])) return;
  for (const item of list) deepFreeze(item);
  let byFirst = listChunkHits.get(cache);
  if (!byFirst) {
    byFirst = new WeakMap();
    listChunkHits.set(cache, byFirst);
  }
  byFirst.set(list[0], { indent, items: list.slice(), chunks: [Buffer.from(text, 'utf8')] });
}

/**
 * Top-level lists of scalars (the state's completed_steps: one id per step, appended as the run
 * goes) as encoded chunks, like listChunks: the bytes written for the earlier items are reused
 * while the list starts with the very items they were written from, so a write of a long run
 * does not re-emit every id. Keyed by the list's top-level key.
 */
const scalarListHits = new WeakMap<EmitCache, Map<string, ListChunks>>();

function isScalarList(value: unknown[]): boolean {
  for (const item of value) if (typeof item === 'object' && item !== null) return false;
  return true;
}

function scalarListChunks(name: string, value: unknown[], cache: EmitCache): readonly Buffer[] {
  let byName = scalarListHits.get(cache);
  if (!byName) {
    byName = new Map();
    scalarListHits.set(cache, byName);
  }
  // Object.is: 0 and -0 are === but not the same text.
  const entry = extendedChunks(byName.get(name), value, '  ', Object.is);
  byName.set(name, entry);
  return entry.chunks;
}

function emitListItems(value: unknown[], from: number, indent: string, out: string[], cache?: EmitCache): void {
  for (let i = from; i < value.length; i++) {
    const item = value[i];
    const keys = isPlainObject(item) ? definedKeys(item) : [];
    if (isPlainObject(item) && keys.length > 0) {
      out.push(indent, '- ');
      emitMapBody(item, keys, indent + '  ', true, out, cache);
    } else {
      out.push(indent, '-');
      emit(item, indent + '  ', out, cache);
    }
  }
}

function emitMapBody(value: Record<string, unknown>, keys: string[], indent: string, firstInline: boolean, out: string[], cache?: EmitCache): void {
  if (cache && indent.length >= 4) {
    const hit = cache.get(value);
    if (hit && hit.indent === indent && hit.inline === firstInline) {
      out.push(hit.text);
      return;
    }
    const local: string[] = [];
    emitMapBodyUncached(value, keys, indent, firstInline, local, cache);
    const text = local.join('');
    cache.set(value, { indent, inline: firstInline, text });
    deepFreeze(value);
    out.push(text);
    return;
  }
  emitMapBodyUncached(value, keys, indent, firstInline, out, cache);
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const k in value) {
    const v = (value as Record<string, unknown>)[k];
    if (typeof v === 'object' && v !== null) deepFreeze(v);
  }
}

function emitMapBodyUncached(value: Record<string, unknown>, keys: string[], indent: string, firstInline: boolean, out: string[], cache?: EmitCache): void {
  keys.forEach((k, i) => {
    if (i > 0 || !firstInline) out.push(indent);
    out.push(key(k), ':');
    emit(value[k], indent + '  ', out, cache);
  });
}

function definedKeys(value: Record<string, unknown>): string[] {
  return Object.keys(value).filter((k) => value[k] !== undefined);
}

function emit(value: unknown, indent: string, out: string[], cache?: EmitCache): void {
  // Called for a value that follows "key:"; writes its own leading space or newline.
  if (value instanceof MapValues) value = value.toArray();
  if (Array.isArray(value)) {
    if (value.length === 0) {
      out.push(' []\n');
      return;
    }
    if (cache && emitListCached(value, indent, out, cache)) return;
    out.push('\n');
    emitListItems(value, 0, indent, out, cache);
    return;
  }
  if (isPlainObject(value)) {
    // A record already emitted here: its text, without listing its keys again (the state's
    // step and artifact maps hold one record per step, emitted on every write).
    const hit = cache && indent.length >= 4 ? cache.get(value) : undefined;
    if (hit && hit.indent === indent && !hit.inline) {
      out.push('\n', hit.text);
      return;
    }
    const keys = definedKeys(value);
    if (keys.length === 0) {
      out.push(' {}\n');
      return;
    }
    out.push('\n');
    emitMapBody(value, keys, indent, false, out, cache);
    return;
  }
  out.push(' ', scalar(value), '\n');
}

/**
 * Top-level maps of records (the state's steps and artifacts: one record per step) as encoded
 * blocks of BLOCK entries. A stage replaces one record, so a write re-encodes one block and
 * reuses the bytes of the others: without this every write joined and encoded the whole map,
 * which made a write's cost grow with the run. A map derived from an earlier written one by
 * withEntry (map-derivation.ts) reuses that map's layout and re-encodes only the blocks of the
 * keys set since, without walking its keys; any other map is laid out from scratch, and its
 * blocks are still reused when every key and record in them is the very one they were emitted
 * from (keyed by their first record).
 */
/**
 * The records of a map, in its order, written as a list of entryOf(record): the manifest's
 * artifacts (one per step, kept in the state as a map). Emitted in reused blocks like a map of
 * records, so a write of a long run re-encodes only the entries that changed.
 */
export class MapValues {
  constructor(
    readonly map: Readonly<Record<string, object | undefined>>,
    readonly entryOf: (record: object) => Record<string, unknown>,
  ) {}

  /** The list as plain data. */
  toArray(): Record<string, unknown>[] {
    const out: Record<string, unknown>[] = [];
    for (const k of Object.keys(this.map)) {
      const v = this.map[k];
      if (v !== undefined) out.push(this.entryOf(v));
    }
    return out;
  }
}

/** How one entry of a blocked map is written: as `key:` and its record, or as a list item. */
type EntryEncoder = (map: Record<string, unknown>, key: string, out: string[], cache: EmitCache) => void;

const asMapEntry: EntryEncoder = (map, k, out, cache) => {
  out.push('  ', key(k), ':');
  emit(map[k], '    ', out, cache);
};

/** List items of one MapValues' entryOf, one encoder per function (so their layouts stay apart). */
const listEncoders = new WeakMap<(record: object) => Record<string, unknown>, EntryEncoder>();
function asListItem(entryOf: (record: object) => Record<string, unknown>): EntryEncoder {
  let encoder = listEncoders.get(entryOf);
  if (!encoder) {
    encoder = (map, k, out, cache) => emitListItems([entryOf(map[k] as object)], 0, '  ', out, cache);
    listEncoders.set(entryOf, encoder);
  }
  return encoder;
}

const BLOCK = 32;
/** Maps smaller than this are emitted inline: blocks only pay off on long runs. */
const MIN_BLOCKED_ENTRIES = 2 * BLOCK;
interface MapBlock {
  keys: string[];
  values: unknown[];
  bytes: Buffer;
}
const mapBlockHits = new WeakMap<EmitCache, WeakMap<EntryEncoder, WeakMap<object, MapBlock>>>();

/**
 * Where each key of a written map sits, and its encoded blocks. Layouts derived from one fresh
 * layout form a lineage sharing one key -> position index, whose entries are only ever added,
 * for a key no layout of the lineage holds yet, at the position it is appended at (spread
 * appends new keys). So a layout holds key k exactly when keys[index(k)] === k.
 */
interface MapLayout {
  keys: string[];
  /** Undefined when maps derived from this one cannot reuse it. */
  lineage: { index: Map<string, number> } | undefined;
  blocks: Buffer[];
}
const mapLayouts = new WeakMap<EmitCache, WeakMap<EntryEncoder, WeakMap<object, MapLayout>>>();

/** The inner table of a two-level cache, made on first use. */
function tableOf<K extends object, V>(outer: WeakMap<EmitCache, WeakMap<EntryEncoder, WeakMap<K, V>>>, cache: EmitCache, encoder: EntryEncoder): WeakMap<K, V> {
  let byEncoder = outer.get(cache);
  if (!byEncoder) {
    byEncoder = new WeakMap();
    outer.set(cache, byEncoder);
  }
  let table = byEncoder.get(encoder);
  if (!table) {
    table = new WeakMap();
    byEncoder.set(encoder, table);
  }
  return table;
}

function isRecord(v: unknown): boolean {
  return isPlainObject(v) && hasDefinedKey(v);
}

function isRecordMap(value: unknown): value is Record<string, object> {
  if (!isPlainObject(value)) return false;
  let n = 0;
  for (const k in value) {
    const v = value[k];
    if (v === undefined) continue;
    if (!isRecord(v)) return false;
    n++;
  }
  return n >= MIN_BLOCKED_ENTRIES;
}

function hasDefinedKey(value: Record<string, unknown>): boolean {
  for (const k in value) if (value[k] !== undefined) return true;
  return false;
}

function encodeBlock(value: Record<string, unknown>, keys: string[], cache: EmitCache, encoder: EntryEncoder): Buffer {
  const text: string[] = [];
  for (const k of keys) encoder(value, k, text, cache);
  return Buffer.from(text.join(''), 'utf8');
}

/**
 * The last map written under each top-level key, per layout table: derivations hold their base
 * only weakly (map-derivation.ts), so this keeps the one map the next write derives from alive.
 */
const lastWritten = new WeakMap<object, Map<string, object>>();

/** The blocks of the top-level map of records under `name`, or undefined when `value` is not one (or is short). */
function recordMapChunks(name: string, value: unknown, cache: EmitCache, encoder: EntryEncoder = asMapEntry): Buffer[] | undefined {
  if (!isPlainObject(value)) return undefined;
  const known = tableOf(mapLayouts, cache, encoder);
  const derived = changesSince(value, (m) => known.get(m)?.lineage !== undefined);
  const layout = (derived && derivedLayout(known.get(derived.ancestor)!, value, derived.keys, cache, encoder)) ?? (isRecordMap(value) ? freshLayout(value, cache, encoder) : undefined);
  if (!layout) return undefined;
  known.set(value, layout);
  let retained = lastWritten.get(known);
  if (!retained) lastWritten.set(known, (retained = new Map()));
  retained.set(name, value);
  return layout.blocks;
}

/** The layout of `value`, derived from `base` by setting `changed` (newest first); undefined when that cannot be trusted. */
function derivedLayout(base: MapLayout, value: Record<string, unknown>, changed: string[], cache: EmitCache, encoder: EntryEncoder): MapLayout | undefined {
  const lineage = base.lineage!;
  let keys = base.keys;
  const dirty = new Set<number>();
  const seen = new Set<string>();
  for (let i = changed.length - 1; i >= 0; i--) {
    const k = changed[i]!;
    if (seen.has(k)) continue;
    seen.add(k);
    if (!isRecord(value[k])) return undefined;
    const at = lineage.index.get(k);
    if (at !== undefined && at < keys.length && keys[at] === k) {
      dirty.add((at / BLOCK) | 0);
      continue;
    }
    // Held at that position by another layout of the lineage, not by this one: positions differ.
    if (at !== undefined) return undefined;
    // A new key: spread appended it.
    if (keys === base.keys) keys = base.keys.slice();
    lineage.index.set(k, keys.length);
    dirty.add((keys.length / BLOCK) | 0);
    keys.push(k);
  }
  const blocks = base.blocks.slice();
  for (const b of dirty) blocks[b] = encodeBlock(value, keys.slice(b * BLOCK, (b + 1) * BLOCK), cache, encoder);
  return { keys, lineage, blocks };
}

function freshLayout(value: Record<string, object>, cache: EmitCache, encoder: EntryEncoder): MapLayout {
  const byFirst = tableOf(mapBlockHits, cache, encoder);
  const keys = definedKeys(value);
  const blocks: Buffer[] = [];
  for (let start = 0; start < keys.length; start += BLOCK) {
    const blockKeys = keys.slice(start, start + BLOCK);
    const values = blockKeys.map((k) => value[k]!);
    const hit = byFirst.get(values[0]!);
    if (hit && hit.keys.length === blockKeys.length && hit.keys.every((k, i) => k === blockKeys[i] && hit.values[i] === values[i])) {
      blocks.push(hit.bytes);
      continue;
    }
    const block = { keys: blockKeys, values, bytes: encodeBlock(value, blockKeys, cache, encoder) };
    byFirst.set(values[0]!, block);
    blocks.push(block.bytes);
  }
  // A key holding undefined is not written but keeps its place in the object: such a layout's
  // positions are not the object's, so maps derived from it are laid out from scratch.
  return { keys, lineage: keys.length === Object.keys(value).length ? { index: new Map(keys.map((k, i) => [k, i])) } : undefined, blocks };
}

/**
 * The same text as toYaml(document, header, cache), as UTF-8 chunks to write in one writev:
 * top-level lists of records come from listChunks (their earlier bytes reused as they are),
 * top-level maps of records from mapBlocks.
 */
export function toYamlChunks(document: Record<string, unknown>, header: string | undefined, cache: EmitCache): Buffer[] {
  const pieces: Buffer[] = [];
  let out: string[] = [];
  const flush = () => {
    if (out.length > 0) pieces.push(Buffer.from(out.join(''), 'utf8'));
    out = [];
  };
  if (header) out.push(header.endsWith('\n') ? header : header + '\n');
  let blocks: Buffer[] | undefined;
  for (const k of definedKeys(document)) {
    const value = document[k];
    out.push(key(k), ':');
    if (Array.isArray(value) && value.length > 0 && isPlainObject(value[0])) {
      out.push('\n');
      flush();
      pieces.push(...listChunks(value, '  ', cache));
    } else if (Array.isArray(value) && value.length >= MIN_CHUNKED_SCALARS && isScalarList(value)) {
      out.push('\n');
      flush();
      pieces.push(...scalarListChunks(k, value, cache));
    } else if (value instanceof MapValues && (blocks = recordMapChunks(k, value.map, cache, asListItem(value.entryOf))) !== undefined) {
      out.push('\n');
      flush();
      pieces.push(...blocks);
    } else if ((blocks = recordMapChunks(k, value, cache)) !== undefined) {
      out.push('\n');
      flush();
      pieces.push(...blocks);
    } else {
      emit(value, '  ', out, cache);
    }
  }
  flush();
  return pieces;
}

/** Emit a top-level mapping as block YAML (records below the second level are cached when `cache` is given). */
export function toYaml(document: Record<string, unknown>, header?: string, cache?: EmitCache): string {
  const out: string[] = [];
  if (header) out.push(header.endsWith('\n') ? header : header + '\n');
  emitMapBody(document, definedKeys(document), '', false, out, cache);
  return out.join('');
}
