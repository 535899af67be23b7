// The crash harness's boundary sweep in the slow tier (`npm run test:slow`; also the first part of
// `npm run test:crash`): for a chain with a review loop, a parallel step and a foreach, the built
// CLI is SIGKILLed with its process group at EVERY commit boundary an uninterrupted run has — half
// way through the k-th journal append, right after it, after the snapshot, after the manifest —
// one fresh workspace per kill, then resumed. Each must finish equal to the uninterrupted run,
// with verified journals, no completed stage lost or run again, and only stages in flight at the
// kill run twice (test/slow/crash/boundaries.ts, docs/reliability.md#the-crash-harness).
import { describe, expect, it } from 'vitest';
import { KILL_POINTS, SWEEP_WORKFLOWS, sweepBoundaries } from './crash/boundaries.js';

describe('crash harness: a SIGKILL at every journal boundary', () => {
  for (const wf of SWEEP_WORKFLOWS) {
    it(`${wf.name}: every boundary x {${KILL_POINTS.join(', ')}}, each resumed to the uninterrupted run's end`, async () => {
      const result = await sweepBoundaries({ workflows: [wf.name] });
      // The first failure in the message too: a CI log is read from its tail (scripts/jobs.mjs).
      const first = result.failures[0] === undefined ? '' : ` (first of ${result.failures.length}: ${result.failures[0].slice(0, 300)})`;
      expect(result.failures, `reproduce with: npm run test:crash -- --only sweep --workflow ${wf.name} --keep${first}`).toEqual([]);
      const [summary] = result.workflows;
      // Every append was a kill point at least twice (torn, committed), most four times.
      expect(summary!.appends).toBeGreaterThanOrEqual(5);
      expect(result.killsByPoint.torn).toBe(summary!.appends);
      expect(result.killsByPoint.append).toBe(summary!.appends);
      expect(result.killsByPoint.snapshot + result.killsByPoint.manifest).toBeGreaterThan(0);
      expect(result.completedAtKills).toBeGreaterThan(0);
      expect([result.completedRepeated, result.completedLost]).toEqual([0, 0]);
    }, 1_800_000);
  }
});
