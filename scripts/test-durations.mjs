// Writes test/durations.json: each `npm test` file's duration (ms) from vitest's results cache
// (node_modules/.vite/vitest/*/results.json), for test/helpers/sequencer.ts to hand the longest
// files out first on a checkout with no cache (CI's). Run it on a quiet machine after a full
// `npm test` (one vitest process for both projects since session 51: its results file holds both;
// when they were two processes side by side, the one that ended last wrote over the other's). A
// file the cache has no duration for keeps the one already in test/durations.json (a file that no
// longer exists is dropped); the projects it keeps are npm test's.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const out = join('test', 'durations.json');
const dir = join('node_modules', '.vite', 'vitest');
const fromCache = {};
for (const hash of readdirSync(dir)) {
  const { results } = JSON.parse(readFileSync(join(dir, hash, 'results.json'), 'utf8'));
  for (const [key, result] of results) {
    if (!/^(in-process|smoke):test\//.test(key) || typeof result?.duration !== 'number') continue;
    fromCache[key] = Math.round(result.duration);
  }
}
if (Object.keys(fromCache).length === 0) throw new Error(`no durations in ${dir}: run npm test first`);
const before = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : {};
const merged = { ...before, ...fromCache };
const kept = Object.entries(merged).filter(([key]) => existsSync(key.replace(/^[^:]+:/, '')));
const sorted = Object.fromEntries(kept.sort(([a], [b]) => (a < b ? -1 : 1)));
writeFileSync(out, `${JSON.stringify(sorted, null, 2)}\n`);
const count = (project) => Object.keys(sorted).filter((key) => key.startsWith(`${project}:`)).length;
const old = Object.keys(sorted).filter((key) => !(key in fromCache)).length;
console.log(`${out}: ${count('in-process')} in-process and ${count('smoke')} smoke files (${old} kept from before: not in the cache)`);
