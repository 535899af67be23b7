// Slow tier: the shell-injection property at full size (test/helpers/shell-injection.ts).
// STAGEGATE_PROPERTY_RUNS overrides the number of generated scripts (default 5,000).
import { describe, it } from 'vitest';
import { checkShellInjection } from '../helpers/shell-injection.js';

const RUNS = Number(process.env['STAGEGATE_PROPERTY_RUNS'] ?? 5000);

describe('placeholders in run: text (full-size property)', () => {
  it(`no generated hostile value runs in ${RUNS} generated scripts`, { timeout: 1_800_000 }, () => {
    checkShellInjection(RUNS, Number(process.env['STAGEGATE_PROPERTY_SEED'] ?? 20261201));
  });
});
