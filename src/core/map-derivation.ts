// Maps of records that a transition derives from another by setting one entry (the state's
// steps and artifacts: one record per step). The state stays plain immutable data; this side
// table only remembers "map B is map A with entry K set", so the emitter can re-encode the
// changed entries of a long map instead of walking all its keys on every write (a 1,000-step
// run walked 1,000 keys several times per stage, in V8's slow dictionary mode).

interface Derivation {
  base: object;
  key: string;
}

const derivations = new WeakMap<object, Derivation>();

function isPlainPrototype(map: object): boolean {
  const proto: unknown = Object.getPrototypeOf(map);
  return proto === Object.prototype || proto === null;
}

/** An array-index key ("0", "42") is ordered before every other key, not appended. */
const ARRAY_INDEX = /^(?:0|[1-9][0-9]{0,8})$/;

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
  if (!ARRAY_INDEX.test(key)) derivations.set(next, { base: map, key });
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
    if (!d) return undefined;
    keys.push(d.key);
    if (accepts(d.base)) return { ancestor: d.base, keys };
    current = d.base;
  }
  return undefined;
}
