// The CLI run in this process: src/cli's `main` with the invocation's own cwd, environment and
// collectors for stdout/stderr (see src/cli/index.ts: main touches nothing global). Stages are still
// real processes; they are killed after each test through the runner's registry (processes.ts).
// They are forked by the worker's spawner (loadWorkerSpawner: one small Node process per worker, lent
// to every in-process CLI and Action run), not by the worker itself: a fork copies the page tables
// of the process that forks, and a worker is ~275 MB (docs/testing.md, "Where the time goes").
//
// Test helpers choose between this and the BUILT CLI as a real process (dist/cli/index.js):
// STAGEGATE_E2E_MODE=process (the smoke tier's setting, see vitest.config.ts) or a named build in
// STAGEGATE_E2E_CLI / STAGEGATE_TEST_CLI makes every run a real process.
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { inject } from 'vitest';
import { registerStageKiller } from './processes.js';

export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** True when helpers run the built CLI as a real process rather than in-process. */
export const RUNS_BUILT_CLI =
  process.env['STAGEGATE_E2E_MODE'] === 'process' || process.env['STAGEGATE_E2E_CLI'] !== undefined || process.env['STAGEGATE_TEST_CLI'] !== undefined;

type CliMain = (typeof import('../../src/cli/index.js'))['main'];
type SourceInfo = import('../../src/core/run/ports.js').SourceInfo;
type Spawner = import('../../src/host/spawner.js').Spawner;
type SpawnerLender = import('../../src/host/spawner.js').SpawnerLender;
let loaded: Promise<{ main: CliMain; source: SourceInfo; spawner: SpawnerLender }> | undefined;

/** Where the worker's spawner is kept: one per worker, however often this module is evaluated. */
const WORKER_SPAWNER = Symbol.for('stagegate.test.workerSpawner');
const held = globalThis as { [WORKER_SPAWNER]?: { spawner: Spawner | undefined } };

/**
 * The worker's spawner, lent to every in-process CLI and Action run (CliIO.spawner,
 * ActionDeps.spawner): started by the first run that asks, a new one once it is gone (a test
 * killed it). Never idle-closed; unreferenced while no stage runs, so it never holds the worker
 * open. It exits when the worker does: its channel disconnects (spawner-program.ts), and the
 * worker's exit kills its group besides.
 */
export async function loadWorkerSpawner(): Promise<SpawnerLender> {
  const { Spawner } = await import('../../src/host/spawner.js');
  if (!held[WORKER_SPAWNER]) {
    const holder: { spawner: Spawner | undefined } = { spawner: undefined };
    held[WORKER_SPAWNER] = holder;
    process.once('exit', () => {
      // Not one that already exited: its pid (and group) may have been reused by then.
      const pid = holder.spawner?.closed === false ? holder.spawner.pid : undefined;
      if (pid === undefined) return;
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    });
  }
  const holder = held[WORKER_SPAWNER];
  return () => {
    // One made by an earlier evaluation of spawner.ts (a file's vi.resetModules gives the files
    // after it in this worker a fresh module graph): its stages are relayed children of another
    // class than the process runner now loaded knows, so that runner could never stop them (a
    // cancel or a timeout waited forever). It is sent away and one of this evaluation's made.
    const kept: { close(): void } | undefined = holder.spawner;
    if (kept !== undefined && !(kept instanceof Spawner)) {
      kept.close();
      holder.spawner = undefined;
    }
    if (holder.spawner === undefined || holder.spawner.closed) {
      try {
        holder.spawner = new Spawner({ idleMs: null });
      } catch {
        // Not even forked (no process left): the runs fork their stages themselves.
        return undefined;
      }
    }
    return holder.spawner;
  };
}

/**
 * src/cli's main, loaded on first use (a process-mode test file never loads src/), and the source
 * commit reader the in-process runs get: HEAD read from the repository's files, git where it
 * cannot tell (git-head.ts: one `git` process fewer per invocation).
 */
function loadMain(): Promise<{ main: CliMain; source: SourceInfo; spawner: SpawnerLender }> {
  loaded ??= (async () => {
    const [cli, processes, head, spawner] = await Promise.all([import('../../src/cli/index.js'), import('../../src/host/process-runner.js'), import('./git-head.js'), loadWorkerSpawner()]);
    registerStageKiller(processes.killRunningStages);
    return { main: cli.main, source: head.testGitSource, spawner };
  })();
  return loaded;
}

/**
 * How stages of an in-process run reach stagegate ($STAGEGATE_BIN, `stagegate` on PATH): this
 * checkout's CLI from source (this process is vitest, not the CLI) — built into one file once per
 * vitest run, its `gate` served by the run's main process (global-setup.ts, stagegate-server.ts),
 * or else (a vitest config without that setup) run through tsx.
 */
const REPO = fileURLToPath(new URL('../..', import.meta.url));
function selfCommand(): { script: string; nodeArgs: string[] } | { executable: string } {
  const served = servedStagegate();
  if (served) return { executable: served };
  return { script: join(REPO, 'src', 'cli', 'bin.ts'), nodeArgs: ['--import', pathToFileURL(join(REPO, 'scripts', 'register-ts.mjs')).href] };
}
let self: ReturnType<typeof selfCommand> | undefined;

/**
 * The run's served `stagegate` (global-setup.ts, stagegate-server.ts), or undefined outside a
 * vitest worker or without that setup. The in-process Action's stages get it too (action-harness.ts).
 */
export function servedStagegate(): string | undefined {
  try {
    return inject('servedStagegate') || undefined;
  } catch {
    return undefined; // not in a vitest worker
  }
}

/**
 * One CLI invocation in this process. `signal`: what a SIGINT/SIGTERM handler would abort (its
 * reason the signal's name); `onStdout` sees each write as it is made (e.g. to abort after one);
 * `ownSpawner`: the run's runner decides for itself whether to start a spawner (as the CLI does),
 * instead of borrowing the worker's (test/e2e/spawner.test.ts tests that spawner).
 */
export async function runCliInProcess(args: string[], cwd: string, env: Record<string, string>, hooks: { signal?: AbortSignal; onStdout?: (text: string) => void; ownSpawner?: boolean } = {}): Promise<CliResult> {
  const { main, source, spawner } = await loadMain();
  const stdout: string[] = [];
  const stderr: string[] = [];
  const write = (s: string): void => {
    stdout.push(s);
    hooks.onStdout?.(s);
  };
  const code = await main(args, { cwd, env, stdout: { write }, stderr: { write: (s: string) => stderr.push(s) }, self: (self ??= selfCommand()), source, ...(hooks.ownSpawner ? {} : { spawner }), ...(hooks.signal ? { signal: hooks.signal } : {}) });
  return { code, signal: null, stdout: stdout.join(''), stderr: stderr.join('') };
}
