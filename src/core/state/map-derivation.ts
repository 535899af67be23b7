// Maps of records that a transition derives from another by setting one entry (the state's
// steps and artifacts: one record per step). The state stays plain immutable data; this side
// table only remembers "map B is map A with entry K set", so the emitter can re-encode the
// changed entries of a long map instead of walking all its keys on every write (a 1,000-step
// run walked 1,000 keys several times per stage, in V8's slow dictionary mode).

interface Derivation {
  /** Weak: a strong reference would keep every earlier copy of a long run's map alive. */
  base: WeakRef<object>;
  /** The keys set on base, in the order they were set. */
  keys: readonly string[];
}

const derivations = new WeakMap<object, Derivation>();

function isPlainPrototype(map: object): boolean {
  const proto: unknown = Object.getPrototypeOf(map);
  return proto === Object.prototype || proto === null;
}

/**
 * An array-index key ("0", "42", up to 2^32 - 2) is ordered before every other key, in numeric
 * order, not appended where a spread adds it.
 */
function isArrayIndex(key: string): boolean {
  return /^(?:0|[1-9][0-9]{0,9})$/.test(key) && Number(key) <= 4294967294;
}

/** `map` with `key` set to `value` (a new object; `map` is not changed): what `{ ...map, [key]: value }` gives. */
export function withEntry<T>(map: Readonly<Record<string, T>>, key: string, value: T): Record<string, T> {
  let next: Record<string, T>;
  if (key === '__proto__' || Object.hasOwn(map, '__proto__') || !isPlainPrototype(map)) next = { ...map, [key]: value };
  else {
    // A copying loop, not a spread: a map past ~128 keys is in V8's dictionary mode, where a
    // spread costs about three times as much (0.2 ms for 1,000 steps, several times a stage).
    next = {};
    for (const k in map) next[k] = map[k]!;
    next[key] = value;
  }
  if (!isArrayIndex(key)) derivations.set(next, { base: new WeakRef(map), keys: [key] });
  return next;
}

/**
 * `map` with every entry of `entries` set, in order (one copy instead of one per entry: a
 * transition that finishes one step and enters the next sets two records of a long map).
 */
export function withEntries<T>(map: Readonly<Record<string, T>>, entries: ReadonlyArray<readonly [string, T]>): Record<string, T> {
  const unusual = !isPlainPrototype(map) || Object.hasOwn(map, '__proto__') || entries.some(([key]) => key === '__proto__' || isArrayIndex(key));
  if (unusual || entries.length === 1) {
    let out = map as Record<string, T>;
    for (const [key, value] of entries) out = withEntry(out, key, value);
    return out;
  }
  const next: Record<string, T> = {};
  for (const k in map) next[k] = map[k]!;
  for (const [key, value] of entries) next[key] = value;
  derivations.set(next, { base: new WeakRef(map), keys: entries.map(([key]) => key) });
  return next;
}

/**
 * The keys set on the way from an ancestor `ancestor` accepts to `map`, newest first, and that
 * ancestor; undefined when `map` was not derived with withEntry from such an ancestor within
 * `maxSteps` derivations.
 */
export function changesSince(map: object, accepts: (candidate: object) => boolean, maxSteps = 16): { ancestor: object; keys: string[] } | undefined {
  const keys: string[] = [];
  let current: object = map;
  for (let i = 0; i < maxSteps; i++) {
    const d = derivations.get(current);
    const base = d?.base.deref();
    if (!d || base === undefined) return undefined;
    for (let i = d.keys.length - 1; i >= 0; i--) keys.push(d.keys[i]!);
    if (accepts(base)) return { ancestor: base, keys };
    current = base;
  }
  return undefined;
}

const someCache = new WeakMap<(value: never) => boolean, WeakMap<object, boolean>>();

/**
 * Whether any entry of `map` passes `test`, remembered per map and carried along derivations:
 * when no entry of a remembered ancestor passed, only the entries set since are tested. (The
 * manifest asks this of the steps map on every write: does any step have agent transcripts, a
 * child run? For a long run of shell stages the answer stays no, without a walk over the map.)
 * `test` must be a stable function of the entry's value.
 */
export function someEntry<T>(map: Readonly<Record<string, T>>, test: (value: T) => boolean): boolean {
  let known = someCache.get(test as (value: never) => boolean);
  if (!known) {
    known = new WeakMap();
    someCache.set(test as (value: never) => boolean, known);
  }
  const table = known;
  const cached = table.get(map);
  if (cached !== undefined) return cached;
  let result: boolean | undefined;
  const derived = changesSince(map, (m) => table.get(m) === false);
  if (derived) result = derived.keys.some((k) => Object.hasOwn(map, k) && map[k] !== undefined && test(map[k]!));
  else {
    result = false;
    for (const k in map) {
      const v = map[k];
      if (v !== undefined && test(v)) {
        result = true;
        break;
      }
    }
  }
  table.set(map, result);
  return result;
}
