// setHeapGrowth (src/host/heap-growth.ts) sets V8's growing factor unless the process's own command
// line chose one, in either of V8's spellings. (The built CLI and Action: test/e2e/process/heap-growth.)
import { describe, expect, it } from 'vitest';
import { setHeapGrowth, HEAP_GROWING_PERCENT } from '../../src/host/heap-growth.js';

function flagsSet(execArgv: string[]): string[] {
  const set: string[] = [];
  setHeapGrowth(execArgv, (flags) => set.push(flags));
  return set;
}

describe('setHeapGrowth', () => {
  it('sets --heap-growing-percent, once', () => {
    expect(flagsSet([])).toEqual([`--heap-growing-percent=${HEAP_GROWING_PERCENT}`]);
    expect(flagsSet(['--enable-source-maps', '--heap-growing-percent-x', '--max-old-space-size=512'])).toEqual([`--heap-growing-percent=${HEAP_GROWING_PERCENT}`]);
  });

  it("leaves the command line's own choice", () => {
    for (const given of ['--heap-growing-percent=80', '--heap_growing_percent=80', '--heap-growing-percent=0']) expect(flagsSet(['--trace-gc', given]), given).toEqual([]);
  });
});
