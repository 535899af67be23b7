// parseRunState checks the long record lists (history, invocations) by hand and the rest of the
// state with zod. Whatever the input, it must give what RunState.safeParse gives: the same
// verdict, the same data (keys in the same order) and, for a bad state, the same issues.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parse } from 'yaml';
import { isHandChecked, parseRunState, RunState, STATE_RECORD_BUILDERS, STATE_SCHEMA } from '../../src/core/state/state.js';
import { toYaml } from '../../src/core/state/yaml-emit.js';
import { NOT_OURS, readOwnYamlBlocks } from '../../src/core/state/yaml-read.js';
import { sized } from '../helpers/sizes.js';

const base = {
  schema: STATE_SCHEMA,
  workflow: 'loop',
  run_id: 'r1',
  status: 'PARTIAL_RESUMABLE',
  message: null,
  inputs: { run_id: 'r1' },
  active_step: 'final',
  in_flight: null,
  completed_steps: ['work'],
  failed_or_blocked_steps: [],
  last_gate: null,
  unresolved_qids: [],
  blocking_artifact: null,
  blocking_qids: [],
  blocking_retry_step: null,
  artifacts: {},
  resume_instruction: null,
  execution_mode: 'resume',
  ignore_previous_completion: false,
  fresh_execution_of: null,
  workflow_file: 'loop.yaml',
  workflow_digest: 'f'.repeat(64),
  run_root: 'runs/r1',
  source_commit: null,
  agent_package_version: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:01.000Z',
  steps: { work: { kind: 'shell', status: 'completed', visits: 2, attempts: 2 } },
};

// Values that sit on either side of each check zod makes (types, integers, bounds, finiteness).
const oddValue = fc.constantFrom<unknown>(undefined, null, '', 'x', 0, -0, 1, 2, -1, 1.5, 0.1, NaN, Infinity, -Infinity, 2 ** 53, 2 ** 53 - 1, -(2 ** 53), 1e300, true, false, [], {}, ['x'], { a: 1 });
const maybe = <T>(valid: fc.Arbitrary<T>) => fc.oneof({ weight: 40, arbitrary: valid }, { weight: 1, arbitrary: oddValue });
/** Now and then a key the schema does not know (zod drops it). */
const withStray = <T extends object>(record: fc.Arbitrary<T>) => fc.oneof({ weight: 12, arbitrary: record }, { weight: 1, arbitrary: record.map((r) => ({ ...r, stray: 'x' })) });

const historyFields = fc.record(
  {
    seq: maybe(fc.integer({ min: 1, max: 10_000 })),
    at: maybe(fc.constant('2026-01-01T00:00:00.000Z')),
    step: maybe(fc.constantFrom('work', 'final')),
    visit: maybe(fc.integer({ min: 1, max: 50 })),
    attempt: maybe(fc.integer({ min: 1, max: 3 })),
    outcome: maybe(fc.constantFrom('transition', 'complete', 'blocked', 'loop_limit', 'failed', 'stopped', 'terminal', 'other')),
    code: maybe(fc.constantFrom(null, 'PARTIAL_RESUMABLE')),
    gate_status: maybe(fc.constantFrom(null, 'AGAIN', 'OK')),
    exit_status: maybe(fc.constantFrom(null, 0, 1, -1, 137)),
    duration_ms: maybe(fc.constantFrom(null, 0, 3.3000000000000003, 4.893069, 12)),
    to: maybe(fc.constantFrom(null, 'work', 'final')),
  },
  { requiredKeys: ['seq', 'at', 'step', 'visit', 'attempt', 'outcome', 'to'] },
);
/** In any key order (the runner's order is not the schema's). */
const historyEntry = withStray(historyFields.chain((r) => fc.shuffledSubarray(Object.keys(r), { minLength: Object.keys(r).length }).map((order) => Object.fromEntries(order.map((k) => [k, r[k as keyof typeof r]])))));

const invocation = withStray(
  fc.record(
    {
      at: maybe(fc.constant('2026-01-01T00:00:00.000Z')),
      mode: maybe(fc.constantFrom('resume', 'fresh', 'other')),
      ignore_previous_completion: maybe(fc.boolean()),
      stop_after_step: maybe(fc.constantFrom(null, 'work')),
      outcome: maybe(fc.constantFrom(null, 'WORKFLOW_COMPLETE')),
    },
    { requiredKeys: ['at', 'mode', 'ignore_previous_completion', 'stop_after_step'] },
  ),
);

/** Mostly valid records; now and then one breaks a rule; now and then the head is broken too. */
const state = fc.record({
  history: fc.oneof({ weight: 8, arbitrary: fc.array(historyEntry, { maxLength: 6 }) }, { weight: 1, arbitrary: oddValue }, { weight: 1, arbitrary: fc.array(oddValue, { maxLength: 2 }) }),
  invocations: fc.oneof({ weight: 8, arbitrary: fc.array(invocation, { maxLength: 3 }) }, { weight: 1, arbitrary: oddValue }),
  head: fc.oneof({ weight: 6, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: fc.record({ run_id: oddValue }) }, { weight: 1, arbitrary: fc.record({ steps: oddValue }) }, { weight: 1, arbitrary: fc.record({ decisions: oddValue }) }),
});

/** Deep equality that also requires the same key order and tells -0 from 0. */
function expectSameOrdered(a: unknown, b: unknown, path = '$'): void {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) {
    expect(Object.is(a, b), `${path}: ${String(a)} vs ${String(b)}`).toBe(true);
    return;
  }
  expect(Array.isArray(a), path).toBe(Array.isArray(b));
  expect(Object.keys(a), path).toEqual(Object.keys(b));
  for (const k of Object.keys(a)) expectSameOrdered((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
}

describe('parseRunState', () => {
  it('gives what RunState.safeParse gives: verdict, data with its key order, issues (fast-check)', () => {
    // A fixed seed: the path count below is then the same on every run, at either size.
    const runs = sized(3000);
    let fast = 0;
    fc.assert(
      fc.property(state, ({ history, invocations, head }) => {
        const data = { ...base, invocations, history, ...head };
        const mine = parseRunState(data);
        const zods = RunState.safeParse(data);
        expect(mine.success).toBe(zods.success);
        if (mine.success && zods.success) {
          expectSameOrdered(mine.data, zods.data);
          if (isHandChecked(mine.data.history)) fast++;
        } else {
          expect(mine.error!.issues).toEqual(zods.error!.issues);
        }
      }),
      { numRuns: runs, seed: 3000 },
    );
    // The hand-checked path must actually have been taken, not only the zod fallback.
    expect(fast).toBeGreaterThan(runs / 30); // 100 of the full 3000
  });

  it('reading with the record builders gives what zod gives on the yaml library reading, also on damaged text (fast-check)', () => {
    // A fixed seed: the path count below is then the same on every run, at either size.
    const runs = sized(2000);
    let built = 0;
    fc.assert(
      fc.property(state, fc.array(fc.tuple(fc.nat(), fc.constantFrom('', ' ', '-', ':', '"', 'x', '1', '\n', '  - seq: 1\n', '    seq: 2\n', '    stray: 1\n')), { maxLength: 2 }), ({ history, invocations, head }, edits) => {
        let text = toYaml({ ...base, invocations, history, ...head }, '# state');
        for (const [at, piece] of edits) {
          const i = at % text.length;
          text = text.slice(0, i) + piece + text.slice(i + 1);
        }
        const own = readOwnYamlBlocks(text, STATE_RECORD_BUILDERS);
        if (own === NOT_OURS) return;
        let data: unknown;
        try {
          data = parse(text, { uniqueKeys: true });
        } catch {
          throw new Error(`read text the yaml library rejects: ${JSON.stringify(text)}`);
        }
        const mine = parseRunState(own.value, own.built);
        const zods = RunState.safeParse(data);
        expect(mine.success).toBe(zods.success);
        if (mine.success && zods.success) {
          expectSameOrdered(mine.data, zods.data);
          if (own.built.has('history') && mine.data.history.length > 0) built++;
        } else expect(mine.error!.issues).toEqual(zods.error!.issues);
      }),
      { numRuns: runs, seed: 2000 },
    );
    // The builders' path (whole lists made while reading) must have been taken, not only fallbacks.
    expect(built).toBeGreaterThan(runs / 100); // 20 of the full 2000
  });

  it('refuses a duplicate key in a record read with the builders, as without them', () => {
    const text = toYaml({ ...base, invocations: [], history: [{ seq: 1, at: 'a', step: 'work', visit: 1, attempt: 1, outcome: 'transition', to: 'work' }] }).replace('    visit: 1\n', '    visit: 1\n    visit: 2\n');
    expect(readOwnYamlBlocks(text, STATE_RECORD_BUILDERS)).toBe(NOT_OURS);
  });

  it('takes the hand-checked path for the records the runner writes', () => {
    const history = Array.from({ length: 50 }, (_, i) => ({ seq: i + 1, at: '2026-01-01T00:00:00.000Z', step: 'work', visit: i + 1, attempt: 1, gate_status: 'AGAIN', exit_status: 0, duration_ms: 3.1, outcome: 'transition', code: null, to: 'work' }));
    const invocations = [{ at: '2026-01-01T00:00:00.000Z', mode: 'resume', ignore_previous_completion: false, stop_after_step: null, outcome: null }];
    const r = parseRunState({ ...base, invocations, history });
    expect(r.success).toBe(true);
    expect(isHandChecked(r.data!.history)).toBe(true);
    expect(isHandChecked(r.data!.invocations)).toBe(true);
    expectSameOrdered(r.data, RunState.parse({ ...base, invocations, history }));
  });

  it('reports the first bad record exactly as zod does', () => {
    const good = { seq: 1, at: 'a', step: 'work', visit: 1, attempt: 1, outcome: 'transition', to: 'work' };
    const r = parseRunState({ ...base, invocations: [], history: [good, { ...good, seq: 2, visit: 0 }] });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.path).toEqual(['history', 1, 'visit']);
    expect(r.error!.issues).toEqual(RunState.safeParse({ ...base, invocations: [], history: [good, { ...good, seq: 2, visit: 0 }] }).error!.issues);
  });
});
