// scripts/jobs.mjs (npm test, npm run test:slow, npm run check): a failed job's lines that say
// why are printed again beside the summary, so a log read from its tail (CI shows its last lines)
// names the failure and not only the code frame of the assertion that caught it.
import { describe, expect, it } from 'vitest';
import { spawnTracked } from '../helpers/processes.js';
// @ts-expect-error -- a plain ES module of the build scripts, without type declarations
import { failureExcerpt } from '../../scripts/jobs.mjs';

const excerpt = failureExcerpt as (text: string, max?: number) => string[];

/** What vitest prints for a failed toEqual([]) on a harness's list of failures (colours included). */
const VITEST_FAILURE = [
  '\x1b[31m FAIL \x1b[39m slow test/slow/crash-boundaries.test.ts > crash harness > parallel: every boundary',
  '\x1b[31mAssertionError: reproduce with: npm run test:crash -- --only sweep --workflow parallel --keep: expected [ …(1) ] to deeply equal []\x1b[39m',
  '',
  '\x1b[32m- Expected\x1b[39m',
  '\x1b[31m+ Received\x1b[39m',
  '',
  '\x1b[32m- []\x1b[39m',
  '\x1b[31m+ [\x1b[39m',
  `\x1b[31m+   "parallel append:9: the runner was not killed at the boundary (it ended exit 0: ${'x'.repeat(600)}",\x1b[39m`,
  '\x1b[31m+ ]\x1b[39m',
  '',
  ' ❯ test/slow/crash-boundaries.test.ts:15:114',
  '     13|     it(`${wf.name}: every boundary`, async () => {',
].join('\n');

describe('failureExcerpt', () => {
  it("keeps vitest's FAIL and error lines and the received diff, colours stripped, long lines cut", () => {
    const lines = excerpt(VITEST_FAILURE);
    expect(lines[0]).toBe('FAIL  slow test/slow/crash-boundaries.test.ts > crash harness > parallel: every boundary');
    expect(lines[1]).toMatch(/^AssertionError: reproduce with: npm run test:crash/);
    expect(lines).toContain('- []');
    expect(lines).toContain('+ [');
    expect(lines).toContain('+ ]');
    const named = lines.find((l) => l.includes('the runner was not killed'));
    expect(named).toBeDefined();
    expect(named!.length).toBeLessThanOrEqual(402);
    expect(named!.endsWith(' …')).toBe(true);
    // Neither the diff's legend nor the code frame.
    expect(lines.some((l) => l === '- Expected' || l === '+ Received' || l.includes('❯') || l.includes('13|'))).toBe(false);
    expect(lines.join('\n')).not.toMatch(/\x1b/);
  });

  it('says how many such lines it left out beyond its limit', () => {
    const text = Array.from({ length: 30 }, (_, i) => `Error: number ${i}`).join('\n');
    const lines = excerpt(text, 5);
    expect(lines).toEqual(['Error: number 0', 'Error: number 1', 'Error: number 2', 'Error: number 3', '… and 26 more such lines above']);
  });
});

describe('runJobs', () => {
  it("prints a failed job's failure lines after its output, beside the summary, and exits 1", async () => {
    // A real job runner with a passing and a failing job (real processes, killed with the group by setup.ts).
    const failing = `console.log('noise\\n'.repeat(200) + ${JSON.stringify(VITEST_FAILURE)}); process.exit(1)`;
    const script = `import { runJobs } from './scripts/jobs.mjs';
await runJobs('demo', [
  { name: 'passing job', command: [process.execPath, '-e', 'console.log("fine")'] },
  { name: 'failing job', command: [process.execPath, '-e', ${JSON.stringify(failing)}] },
]);`;
    const child = spawnTracked(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout!.setEncoding('utf8').on('data', (d: string) => (out += d));
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
    expect(code).toBe(1);
    const tail = out.slice(out.lastIndexOf('demo: FAILED'));
    expect(tail.split('\n')[0]).toMatch(/^demo: FAILED: failing job in \d+\.\d s$/);
    expect(tail).toContain('why failing job failed');
    expect(tail).toContain('    AssertionError: reproduce with: npm run test:crash');
    expect(tail).toContain('the runner was not killed at the boundary');
    expect(tail).toMatch(/ok +\d+\.\d s {2}passing job/);
    expect(tail).not.toContain('noise');
    expect(tail).not.toContain('why passing job');
  });
});
