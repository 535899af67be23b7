// Every process a test starts goes through here, so none outlives its test: each child is
// started detached (its own process group: a CLI's stages share it) and tracked, and the
// afterEach hook of test/helpers/setup.ts kills every tracked group, whether the test passed,
// failed or timed out. Stage processes of in-process runs (see cli.ts) are in this worker's own
// group, so they are killed through the runner's registry of running stages instead.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

const live = new Set<ChildProcess>();
const stageKillers = new Set<() => void>();

/** Start a tracked child in its own process group (killed by killTrackedProcesses). */
export function spawnTracked(command: string, args: readonly string[], options: SpawnOptions = {}): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  track(child);
  return child;
}

/** Track a child started elsewhere; started with `detached: true`, its whole group is killed. */
export function track(child: ChildProcess): ChildProcess {
  live.add(child);
  return child;
}

/** Register a function that kills the stage processes of in-process runs (once per module instance). */
export function registerStageKiller(kill: () => void): void {
  stageKillers.add(kill);
}

/** SIGKILL every tracked process group (and the stages of in-process runs). Synchronous. */
export function killTrackedProcesses(): void {
  for (const kill of stageKillers) kill();
  for (const child of live) {
    live.delete(child);
    if (child.pid === undefined) continue;
    // The group outlives its leader when a stage escaped into the background: kill it either way.
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* no such group: it has ended */
    }
    try {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    } catch {
      /* already gone */
    }
  }
}

// A worker that ends (vitest tearing down, an uncaught error) takes the groups down with it.
// Once per worker, however often this module is evaluated.
const EXIT_HOOK = Symbol.for('stagegate.test.killTrackedProcessesOnExit');
const holder = globalThis as { [EXIT_HOOK]?: Set<() => void> };
if (!holder[EXIT_HOOK]) {
  const hooks = new Set<() => void>();
  holder[EXIT_HOOK] = hooks;
  process.once('exit', () => {
    for (const hook of hooks) hook();
  });
}
holder[EXIT_HOOK].add(killTrackedProcesses);
