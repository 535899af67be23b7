// How far V8 lets the heap grow past what a full garbage collection left alive, for a stagegate
// process (the CLI's and the Action's). By default V8 picks the factor from how fast the program
// allocated lately, up to 4× on a machine with memory to spare: after a burst (a foreach loading a
// 100,000-row registry; a batch of registry rows marked) it let a run whose live heap was ~30 MB
// grow to ~250 MB of RSS before collecting, and further under load, when the collector measured
// itself slower. A run is a long-lived process with a small live set that makes garbage at a
// steady pace, so a fixed factor costs a few more full collections (~10 ms each, a few hundred in
// an hour-long run) and bounds its memory by its live set, whatever the machine's load.
import { setFlagsFromString } from 'node:v8';

/** The old generation may grow to (1 + HEAP_GROWING_PERCENT / 100) × what the last full GC kept. */
export const HEAP_GROWING_PERCENT = 50;

const FLAG = /^--heap[-_]growing[-_]percent(?:=|$)/;

/**
 * Set V8's heap growing factor for this process, unless its command line chose one (`node
 * --heap-growing-percent=N dist/cli/index.js …`; V8 refuses the flag in NODE_OPTIONS). V8 reads
 * the flag each time it sets the next collection's limit, so setting it at start-up takes effect
 * for the whole process. Returns the flag set, or undefined when the command line's stands.
 */
export function capHeapGrowth(execArgv: readonly string[] = process.execArgv, set: (flags: string) => void = setFlagsFromString): string | undefined {
  if (execArgv.some((arg) => FLAG.test(arg))) return undefined;
  const flag = `--heap-growing-percent=${HEAP_GROWING_PERCENT}`;
  set(flag);
  return flag;
}
