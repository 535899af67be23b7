// Waiting on events, never on time: poll until a condition another process (or libuv's pool)
// brings about holds. The limit is a hang guard with a readable message, not a timing assertion:
// it is far beyond anything the condition needs, even on a loaded machine.

export async function waitFor(predicate: () => boolean, what: string, limitMs = 120_000): Promise<void> {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > limitMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * For tests of a time limit (timeout_minutes, timeout_ms): the limit has to outlast what a stage
 * does before the point under test (start a process, write a pid file), which takes longer on a
 * loaded machine. `attempt` runs the scenario with a limit and returns undefined when the stage
 * had not reached that point (the scenario proved nothing); it is then run again, afresh, with
 * twice the limit. The test asserts only on an attempt that reached the point, so its verdict
 * never depends on how fast the machine is.
 */
export async function withGrowingLimit<T>(what: string, first: number, attempt: (limit: number) => Promise<T | undefined>, tries = 6): Promise<T> {
  let limit = first;
  for (let i = 0; i < tries; i++, limit *= 2) {
    const result = await attempt(limit);
    if (result !== undefined) return result;
  }
  throw new Error(`${what}: not reached within ${tries} attempts (last limit ${limit / 2})`);
}
