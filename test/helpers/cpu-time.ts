// CPU time for tests that bound a computation by what it costs, not by a wall-time limit: a loaded
// machine (a worker waiting for a core) stretches wall time, not CPU time.
import { existsSync, readFileSync } from 'node:fs';

/**
 * Seconds of CPU (user + system) this thread has used: Linux's /proc/thread-self/stat, fields 14
 * and 15, in clock ticks of 1/100 s. Where there is none (macOS), the whole process's
 * (process.cpuUsage: its other threads' too, GC helpers, a bound that can only read high).
 */
export function threadCpuSeconds(stat = '/proc/thread-self/stat'): number {
  if (!existsSync(stat)) {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  }
  const text = readFileSync(stat, 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
