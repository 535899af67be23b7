// A run's `steps` and `artifacts` maps hold one entry per step: copying one to change an entry
// costs O(steps) (about 1 µs per key once a map has over ~1,000 keys), so a chain of 10,000 steps
// spent most of its time copying maps. The runner and the replay each own the state they fold
// events into — they drop the state before an event as soon as they have the one after it — so
// they mark its maps as theirs (a non-enumerable symbol: no spread, JSON, YAML or equality check
// sees it) and the transitions set entries of a marked map in place. Any other caller of a
// transition (a test, `status`, a scratch copy) holds unmarked maps and gets a copy: transitions
// stay pure for everyone who did not opt in.
import type { RunState } from './state.js';

const OWNED = Symbol('stagegate.owned-map');

/** Mark `state`'s maps as owned by the caller, who never reads `state` again once it applied the next event. */
export function ownMaps(state: RunState): void {
  for (const map of [state.steps, state.artifacts]) if (!Object.hasOwn(map, OWNED)) Object.defineProperty(map, OWNED, { value: true });
}

/** `map` with `entries` set: the same map, changed in place, when it is owned (ownMaps); else a copy. */
export function withEntries<T>(map: Record<string, T>, entries: Record<string, T>): Record<string, T> {
  if (Object.hasOwn(map, OWNED)) return Object.assign(map, entries);
  return { ...map, ...entries };
}
