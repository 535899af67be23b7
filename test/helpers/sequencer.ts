// The order `npm test` hands files to its workers: longest first, so the two workers end together
// (a queue served longest-first is the classic makespan heuristic). vitest does this itself from its
// results cache (node_modules/.vite/vitest), but a clean checkout — CI's — has no cache, and vitest
// then orders by file size, which put the dearest end-to-end files near the end: one worker alone
// for the last ~5-8 s (`npm test` without the cache 92.4 s against 84.5-88.9 s with it, the same
// commit, a quiet machine, 2026-12-05). test/durations.json holds each file's duration from a run
// (`node scripts/test-durations.mjs` after `npm test` writes it from vitest's cache); the cache,
// where there is one, comes first. A file in neither runs first, as vitest runs an unknown one.
// Projects stay apart, in-process before smoke: `npm test` runs both in one vitest process whose
// pool keeps a worker (its imported modules) only while the next file is the same project's, and
// the smoke files, short and mostly waiting on the bundles' processes, fill the worker the last
// long in-process file leaves idle.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** `<project>:<path from the root>` → milliseconds, from a committed run (test/durations.json). */
export type Durations = Readonly<Record<string, number>>;

export function readDurations(file: string): Durations {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Durations;
  } catch {
    return {};
  }
}

/**
 * Sorts as BaseSequencer does (group order, then project), then: failed in the cache first, unknown
 * first, then longest first by the cache's duration or else the committed one.
 */
export function orderByDuration<T>(files: readonly T[], keyOf: (file: T) => { group: number; project: string; key: string }, cached: (key: string) => { duration: number; failed: boolean } | undefined, committed: Durations): T[] {
  const known = (key: string): { duration: number; failed: boolean } | undefined => {
    const hit = cached(key);
    if (hit) return hit;
    const ms = committed[key];
    return typeof ms === 'number' ? { duration: ms, failed: false } : undefined;
  };
  return [...files].sort((a, b) => {
    const ka = keyOf(a);
    const kb = keyOf(b);
    if (ka.group !== kb.group) return ka.group - kb.group;
    if (ka.project !== kb.project) return ka.project < kb.project ? -1 : 1;
    const ra = known(ka.key);
    const rb = known(kb.key);
    if (!ra || !rb) return !ra && rb ? -1 : !rb && ra ? 1 : 0;
    if (ra.failed !== rb.failed) return ra.failed ? -1 : 1;
    return rb.duration - ra.duration;
  });
}

export class DurationSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const committed = readDurations(`${root}/test/durations.json`);
    return orderByDuration(
      files,
      (spec) => ({ group: spec.project.config.sequence.groupOrder, project: spec.project.name, key: `${spec.project.name}:${relative(root, spec.moduleId)}` }),
      (key) => this.ctx.cache.getFileTestResults(key),
      committed,
    );
  }
}
