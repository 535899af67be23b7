// How far V8 lets the heap grow past what a full garbage collection left alive, in a stagegate
// command that may run long or replay a long journal. V8 picks the factor itself, from 1.1 when the
// program allocates slowly up to 4× on a machine with memory to spare after a burst of allocation:
// after a foreach loaded its 100,000-row registry (a burst), a run whose live heap was ~30 MB grew
// to ~250 MB of RSS before its next full collection, and further under load, when the collector
// measured itself slower. A run is a long-lived process with a small live set that makes garbage
// at a steady pace, so a fixed factor costs it a few more full collections (~10 ms each, on V8's
// helper threads for the most part) and keeps its memory near its live set whatever the load.
// It replaces V8's factor (also where V8 would have chosen less), and the limit is at least V8's
// minimum step above the live heap.
//
// Set only once the command's code is loaded (src/cli/dispatch.ts, src/action/main.ts), never for
// help, version, gate or validate: setting any V8 flag makes Node compile the built-in modules it
// loads afterwards without their cached code (+8-17 % of a short command's instructions when set
// at start-up).
import { setFlagsFromString } from 'node:v8';

/** The old generation may grow to (1 + HEAP_GROWING_PERCENT / 100) × what the last full GC kept. */
export const HEAP_GROWING_PERCENT = 50;

const FLAG = /^--heap[-_]growing[-_]percent(?:=|$)/;

/**
 * Set V8's heap growing factor for this process, unless its command line chose one (`node
 * --heap-growing-percent=N dist/cli/index.js …`, 0 for V8's own choice; V8 refuses the flag in
 * NODE_OPTIONS). V8 reads the flag each time it sets the next collection's limit. Returns the flag
 * set, or undefined when the command line's stands.
 */
export function setHeapGrowth(execArgv: readonly string[] = process.execArgv, set: (flags: string) => void = setFlagsFromString): string | undefined {
  if (execArgv.some((arg) => FLAG.test(arg))) return undefined;
  const flag = `--heap-growing-percent=${HEAP_GROWING_PERCENT}`;
  set(flag);
  return flag;
}
