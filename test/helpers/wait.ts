// Waiting on events, never on time: poll until a condition another process (or libuv's pool)
// brings about holds. The limit is a hang guard with a readable message, not a timing assertion:
// it is far beyond anything the condition needs, even on a loaded machine.
import type { ChildProcess } from 'node:child_process';

export async function waitFor(predicate: () => boolean, what: string, limitMs = 120_000): Promise<void> {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > limitMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * waitFor something `child` (a runner the test started) brings about: when the child exits first
 * and the condition still does not hold, it fails at once, naming how it exited, instead of
 * waiting out the hang guard (a runner that died at start-up otherwise read as a 2-minute hang).
 */
export async function waitForWhileRunning(child: ChildProcess, predicate: () => boolean, what: string, limitMs = 120_000): Promise<void> {
  await waitFor(() => {
    if (predicate()) return true;
    if (child.exitCode !== null || child.signalCode !== null) {
      // One last look: the child may have brought it about just before it exited.
      if (predicate()) return true;
      throw new Error(`waiting for ${what}: process ${child.pid} exited first (${child.signalCode ?? `exit ${child.exitCode}`})`);
    }
    return false;
  }, what, limitMs);
}

/**
 * For tests of a time limit (timeout_minutes, timeout_ms): the limit has to outlast what a stage
 * does before the point under test (start a process, write a pid file), which takes longer on a
 * loaded machine. `attempt` runs the scenario with a limit and returns undefined when the stage
 * had not reached that point (the scenario proved nothing); it is then run again, afresh, with
 * twice the limit. The test asserts only on an attempt that reached the point, so its verdict
 * never depends on how fast the machine is. A small first limit (the fake agent streams or starts
 * its child within ~60 ms on a quiet machine: 0.002 minutes) waits least; nine tries reach 256
 * times it, for a loaded machine.
 */
export async function withGrowingLimit<T>(what: string, first: number, attempt: (limit: number) => Promise<T | undefined>, tries = 9): Promise<T> {
  let limit = first;
  for (let i = 0; i < tries; i++, limit *= 2) {
    const result = await attempt(limit);
    if (result !== undefined) return result;
  }
  throw new Error(`${what}: not reached within ${tries} attempts (last limit ${limit / 2})`);
}
