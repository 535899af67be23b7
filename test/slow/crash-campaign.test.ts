// The seeded crash campaign of the slow tier (`npm run test:slow`; the full one is `npm run
// test:crash`, ≥ 200 kills; see test/slow/crash/harness.ts and docs/reliability.md). The built CLI
// is SIGKILLed with its whole process group during stages, right after stages exit, during state
// writes and at random times; every kill must leave a parseable state, and every resumed run
// must finish exactly like an uninterrupted one, re-running only the stage that was in flight.
import { describe, expect, it } from 'vitest';
import { runCampaign } from './crash/harness.js';

const SEED = Number(process.env['STAGEGATE_CRASH_SEED'] ?? 5150);

describe('crash-kill harness (small seeded campaign)', () => {
  it(`survives ≥ 12 SIGKILLs (seed ${SEED}) with nothing lost and nothing completed re-run`, async () => {
    const result = await runCampaign({ seed: SEED, kills: 12, maxPerTrial: 12 });
    expect(result.failures, `reproduce with: npm run test:crash -- --seed ${SEED} --kills 12 --keep`).toEqual([]);
    expect(result.kills).toBeGreaterThanOrEqual(12);
    // The resumed runs did the reference's work, plus at most one re-run per kill.
    expect(result.stageExecutions).toBeGreaterThanOrEqual(result.trials * result.referenceStageExecutions);
    expect(result.reruns).toBeLessThanOrEqual(result.kills);
  }, 600_000);
});
