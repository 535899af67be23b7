// copyState (src/core/state/state.ts) copies a run's state field by field, for the transitions a
// replay applies once per journal event: its list of fields is kept by hand, so it is checked
// here against the schema. A field added to RunState and not to copyState fails this test.
// loggedFrom is logged() with the event's base copied once: the same entry, keys in the same order.
import { describe, expect, it } from 'vitest';
import { copyState, logged, loggedFrom, RunState } from '../../src/core/state/state.js';
import { runStateOf } from '../helpers/state.js';

const newRunState = () => runStateOf({ name: 'w', file: 'w.yaml', digest: 'd', entry: 'a', entryKind: 'process' });

const fields = Object.keys(RunState.shape);

describe('copyState', () => {
  it('copies every field of the schema, in the order the state has them, into a new object', () => {
    const base = newRunState() as unknown as Record<string, unknown>;
    // Every field present, the optional ones too (their values need not be valid: only copied).
    const full: Record<string, unknown> = { ...base };
    for (const key of fields) if (!Object.hasOwn(full, key)) full[key] = [`value of ${key}`];
    const copy = copyState(full as RunState);
    expect(copy).not.toBe(full);
    expect(Object.keys(copy).sort()).toEqual([...fields].sort());
    expect(Object.keys(copy)).toEqual(Object.keys(full));
    for (const key of fields) expect((copy as Record<string, unknown>)[key]).toBe(full[key]);
  });

  it('adds no optional field the state does not have', () => {
    const state = newRunState();
    const copy = copyState(state);
    expect(Object.keys(copy)).toEqual(Object.keys(state));
    expect(copy).toStrictEqual(state);
  });
});

describe('loggedFrom', () => {
  it('logs the entry logged() logs for { ...base, outcome, code, to }, keys in the same order', () => {
    const state = { ...newRunState(), transitions: 4, recent: [] };
    const base = { at: 't', step: 'a', visit: 2, attempt: 1, gate_status: 'OK', exit_status: 0, duration_ms: 1.5 };
    const short = { at: 't', step: 'a', visit: 2, attempt: 1 };
    for (const b of [base, short]) {
      const one = loggedFrom(state, b, 'transition', null, 'b');
      const two = logged(state, { ...b, outcome: 'transition', code: null, to: 'b' });
      expect(one).toStrictEqual(two);
      expect(Object.keys(one.last_transition!)).toEqual(Object.keys(two.last_transition!));
    }
  });
});
