// threadCpuSeconds (cpu-time.ts): a measure on Linux and where there is no /proc (macOS) alike.
import { expect, it } from 'vitest';
import { threadCpuSeconds } from './cpu-time.js';

/** CPU spent here and now (a loop whose result is used, so it is not optimized away). */
function spin(): number {
  let x = 0;
  for (let i = 0; i < 2e6; i++) x = (x * 31 + i) % 1_000_003;
  return x;
}

it.each([
  ['this thread, from /proc/thread-self/stat (Linux)', undefined],
  ['the process, with no /proc/thread-self/stat (macOS)', '/nonexistent/thread-self/stat'],
])('measures %s: seconds that never go back', (_, stat) => {
  const before = threadCpuSeconds(stat);
  expect(spin()).toBeGreaterThanOrEqual(0);
  const after = threadCpuSeconds(stat);
  expect(Number.isFinite(before) && before >= 0).toBe(true);
  expect(after).toBeGreaterThanOrEqual(before);
});
