// The inputs a journal's first event (run_started) recorded, read from its first line alone and not
// verified: for what a journal left where no run is read tells a reader — `clean` masking a
// .superseded folder by the runs moved into it, the Action hearing the secret-looking inputs a
// carried artifact records before anything it says of the artifact names a path made of one.
import { readFirstEvent } from './journal.js';

/** How much of a first line is read for them (a run_started line is ~0.6 KB). */
const FIRST_LINE_MAX = 1024 * 1024;

/** The string inputs the journal at `path` starts its run with; undefined when it is no journal that starts a run (or its first line is longer than 1 MiB). */
export function firstRecordedInputs(path: string): Record<string, string> | undefined {
  const first = readFirstEvent(path, FIRST_LINE_MAX) as ({ event: string; inputs?: unknown } | undefined);
  if (first?.event !== 'run_started' || typeof first.inputs !== 'object' || first.inputs === null || Array.isArray(first.inputs)) return undefined;
  return Object.fromEntries(Object.entries(first.inputs).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
