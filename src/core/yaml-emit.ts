// A small, fast block-style YAML emitter for stagegate's own plain data (state, manifest).
// Why not yaml.stringify: state is rewritten twice per stage and grows with the run; the
// library's emitter costs tens of milliseconds on a 1,000-stage state, this costs well under
// one. Output is always parsed back by the `yaml` library (tests round-trip it with fast-check).

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
  for (const v of Object.values(value)) deepFreeze(v);
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

/** Emit a top-level mapping as block YAML (records below the second level are cached when `cache` is given). */
export function toYaml(document: Record<string, unknown>, header?: string, cache?: EmitCache): string {
  const out: string[] = [];
  if (header) out.push(header.endsWith('\n') ? header : header + '\n');
  emitMapBody(document, definedKeys(document), '', false, out, cache);
  return out.join('');
}
