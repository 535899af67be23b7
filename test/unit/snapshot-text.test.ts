// workflow_state.yaml and RUN_MANIFEST.yaml written with what did not change kept between writes
// (ProjectionCache: each step and artifact record's text, each top-level key's text, each list
// item's text): byte for byte the text of the whole document serialised at once by the plain YAML
// emitter (src/core/state/plain-yaml.ts emitYaml), however the records, lists and fields change,
// whatever they hold (multi-line text, YAML-looking words, quotes).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ProjectionCache, snapshotOf, snapshotText, snapshotTextOf } from '../../src/core/state/snapshot.js';
import type { RunState, StepRecord } from '../../src/core/state/state.js';
import { runStateOf } from '../helpers/state.js';
import { manifestDocument, manifestText } from '../../src/core/state/manifest.js';
import { emitYaml } from '../../src/core/state/plain-yaml.js';
import { sized } from '../helpers/sizes.js';
import { CAMPAIGN } from '../tiers.js';

const HEAD = { seq: 7, sha256: 'ab'.repeat(32) };
const base = runStateOf({ name: 'w', file: 'wf.yaml', digest: 'd'.repeat(64), entry: 'a', entryKind: 'shell' });

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom('a: b', 'line one\nline two\n', '- x', 'null', 'true', 'yes', '012', "it's", '"q"', '#c', ' lead', 'trail ', '', 'é ✓', ' indented\nfirst line\n\n', '\n\nblank lines first', 'x\r\ny', 'a\u2028b', '---', '\u{1F600}'),
);
const branch = fc.record({ kind: fc.constant('shell'), status: fc.constantFrom('pending', 'running', 'succeeded'), attempt: fc.nat(3), error: fc.option(text, { nil: null }), log: fc.option(text, { nil: undefined }) });
// A parallel step's record holds one record per branch (their text is kept apart: snapshot.ts parallelEntryText).
const parallel = fc.record({ visit: fc.integer({ min: 1, max: 3 }), join: fc.constantFrom('all', 'any'), outcome: fc.option(text, { nil: null }), branches: fc.dictionary(fc.constantFrom('b1', 'b2', 'x-y', '1', 'null'), branch) });
const record = fc.record({ status: fc.constantFrom('pending', 'completed', 'failed'), visits: fc.nat(9), attempts: fc.nat(9), last_error: fc.option(text, { nil: undefined }), log: fc.option(text, { nil: undefined }), parallel: fc.option(parallel, { nil: undefined }) });
const artifact = fc.record({ path: text, sha256: fc.constantFrom('0'.repeat(64), 'f'.repeat(64)), size: fc.nat(), step: text, gate_status: text, visit: fc.nat(9), accepted_at: fc.constant('2026-01-01T00:00:00.000Z') });

// Top-level fields that change from stage to stage: lists of step ids (growing, shrinking, with
// odd text), inputs, the active step, the time.
const fields = fc.record({
  completed_steps: fc.array(text, { maxLength: 5 }),
  failed_or_blocked_steps: fc.array(text, { maxLength: 3 }),
  unresolved_qids: fc.array(text, { maxLength: 2 }),
  inputs: fc.dictionary(fc.constantFrom('run_id', 'topic', 'x'), text),
  active_step: fc.option(text, { nil: null }),
  status: text,
  updated_at: fc.constantFrom('2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z'),
});

function withRecords(state: RunState, steps: Record<string, Partial<StepRecord>>, artifacts: Record<string, unknown>): RunState {
  const s: Record<string, StepRecord> = {};
  for (const [id, r] of Object.entries(steps)) s[id] = { kind: 'shell', ...r } as StepRecord;
  return { ...state, steps: s, artifacts: artifacts as RunState['artifacts'] };
}

describe('snapshotTextOf', () => {
  // keepApart 1: entries are joined as soon as two stand apart, so changes to joined ones are tried
  // too (npm test's case). keepApart 16 (the runner's) runs in the campaign project and, at full
  // size, in the full-size project.
  for (const keepApart of [16, 1]) it(`is the whole document serialised at once, byte for byte, through a run of changes sharing one cache (keepApart ${keepApart})`, { tags: keepApart === 16 ? [CAMPAIGN] : [] }, () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.dictionary(fc.constantFrom('a', 'b', 'c', 'x-y', '1', 'null'), record), fc.dictionary(fc.constantFrom('a', 'b', 'out'), artifact), text, fields), { minLength: 1, maxLength: 6 }), (changes) => {
        const cache = new ProjectionCache(keepApart);
        let state = base;
        const kept: Record<string, StepRecord> = {};
        for (const [steps, artifacts, message, top] of changes) {
          // Records that did not change keep their identity (as transitions keep them).
          const next = withRecords({ ...state, message, ...top }, steps as Record<string, Partial<StepRecord>>, artifacts);
          for (const [id, r] of Object.entries(next.steps)) {
            if (kept[id] && JSON.stringify(kept[id]) === JSON.stringify(r)) next.steps[id] = kept[id]!;
            else if (r.parallel && kept[id]?.parallel) {
              // A changed parallel record keeps the branch records that did not change.
              const before = kept[id]!.parallel!.branches;
              const branches = Object.fromEntries(Object.entries(r.parallel.branches).map(([b, rec]) => [b, before[b] && JSON.stringify(before[b]) === JSON.stringify(rec) ? before[b]! : rec]));
              next.steps[id] = { ...r, parallel: { ...r.parallel, branches } };
            }
          }
          Object.assign(kept, next.steps);
          state = next;
          const whole = snapshotText(snapshotOf(state, HEAD, 'state.journal.jsonl'));
          expect(whole.endsWith(`\n${emitYaml(snapshotOf(state, HEAD, 'state.journal.jsonl'))}`)).toBe(true);
          expect(snapshotTextOf(state, HEAD, 'state.journal.jsonl', cache)).toBe(whole);
          // Again: every record's text now comes from the cache.
          expect(snapshotTextOf(state, HEAD, 'state.journal.jsonl', cache)).toBe(whole);
          expect(parse(whole)).toEqual(snapshotOf(state, HEAD, 'state.journal.jsonl'));
        }
      }),
      { numRuns: sized(200) },
    );
  });

  it('a record replaced under the same id is written anew; one moved to another id is not taken for the old one', () => {
    const cache = new ProjectionCache();
    const r: Partial<StepRecord> = { status: 'completed', visits: 1, attempts: 1 };
    const one = withRecords(base, { a: r }, {});
    snapshotTextOf(one, HEAD, 'j', cache);
    const moved: RunState = { ...one, steps: { b: one.steps['a']! } };
    expect(snapshotTextOf(moved, HEAD, 'j', cache)).toBe(snapshotText(snapshotOf(moved, HEAD, 'j')));
    const changed: RunState = { ...one, steps: { a: { ...one.steps['a']!, status: 'failed' } } };
    expect(snapshotTextOf(changed, HEAD, 'j', cache)).toContain('status: failed');
  });
});

describe('a long run: entries joined as they age', () => {
  it('a 60-step chain, then a loop back to an early step: every write is the whole document, byte for byte', () => {
    const cache = new ProjectionCache(4);
    const mcache = new ProjectionCache(4);
    let state = base;
    const check = (): void => {
      expect(snapshotTextOf(state, HEAD, 'j', cache)).toBe(snapshotText(snapshotOf(state, HEAD, 'j')));
      const m = { head: HEAD, journalFile: 'j' };
      expect(manifestText(state, m, mcache)).toBe(manifestText(state, m));
    };
    const artifactOf = (id: string, visit: number) => ({ path: `out/${id}.md`, sha256: '0'.repeat(64), size: visit, step: id, gate_status: 'PASS', visit, accepted_at: '2026-01-01T00:00:00.000Z' });
    const enter = (id: string, visit: number): void => {
      state = { ...state, active_step: id, steps: { ...state.steps, [id]: { kind: 'shell', status: 'in_flight', visits: visit, attempts: visit } as StepRecord } };
      check();
    };
    const complete = (id: string, visit: number): void => {
      state = {
        ...state,
        completed_steps: state.completed_steps.includes(id) ? state.completed_steps : [...state.completed_steps, id],
        steps: { ...state.steps, [id]: { ...state.steps[id]!, status: 'completed' } },
        artifacts: { ...state.artifacts, [id]: artifactOf(id, visit) } as RunState['artifacts'],
      };
      check();
    };
    for (let i = 0; i < 60; i++) {
      const id = `s${i}`;
      enter(id, 1);
      complete(id, 1);
    }
    // Back to s3: a record long joined changes, and so does its artifact.
    enter('s3', 2);
    complete('s3', 2);
    enter('s61', 1);
    complete('s61', 1);
    expect(snapshotTextOf(state, HEAD, 'j', cache)).toContain('size: 2');
  });
});

describe('manifestText with a cache', () => {
  // As above: npm test runs keepApart 1 (joined and apart entries), the slow tier keepApart 16 too.
  for (const keepApart of [16, 1]) it(`is the manifest serialised at once, byte for byte, through a run of changes sharing one cache (keepApart ${keepApart})`, { tags: keepApart === 16 ? [CAMPAIGN] : [] }, () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.dictionary(fc.constantFrom('a', 'b', 'out', 'null'), artifact), fields, fc.nat(99)), { minLength: 1, maxLength: 6 }), (changes) => {
        const cache = new ProjectionCache(keepApart);
        for (const [artifacts, top, seq] of changes) {
          const state = withRecords({ ...base, ...top }, {}, artifacts);
          const m = { head: { ...HEAD, seq }, journalFile: 'state.journal.jsonl' };
          const whole = manifestText(state, m);
          expect(whole.endsWith(`\n${emitYaml(JSON.parse(JSON.stringify(manifestDocument(state, m))))}`)).toBe(true);
          expect(manifestText(state, m, cache)).toBe(whole);
          expect(manifestText(state, m, cache)).toBe(whole);
        }
      }),
      { numRuns: sized(200) },
    );
  });
});
