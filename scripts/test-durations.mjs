// Writes test/durations.json: each `npm test` file's duration (ms) from vitest's results cache
// (node_modules/.vite/vitest/*/results.json, written by the last `npm test` here), for
// test/helpers/sequencer.ts to hand the longest files out first on a checkout with no cache (CI's).
// Run it after a full `npm test` on a quiet machine; the projects it keeps are npm test's.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join('node_modules', '.vite', 'vitest');
const durations = {};
for (const hash of readdirSync(dir)) {
  const { results } = JSON.parse(readFileSync(join(dir, hash, 'results.json'), 'utf8'));
  for (const [key, result] of results) {
    if (!/^(in-process|smoke):test\//.test(key) || typeof result?.duration !== 'number') continue;
    durations[key] = Math.round(result.duration);
  }
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => (a < b ? -1 : 1)));
if (Object.keys(sorted).length === 0) throw new Error(`no durations in ${dir}: run npm test first`);
writeFileSync(join('test', 'durations.json'), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`test/durations.json: ${Object.keys(sorted).length} files`);
