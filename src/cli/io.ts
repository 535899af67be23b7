// What one CLI invocation reads and writes through (CliIO: tests run main in-process with their
// own collectors), and the registry of the runs going on in this process (what a second signal
// must undo before the process exits). Kept apart from the commands so that the light entry
// (src/cli/index.ts: parse, help, version, gate) loads none of them.
import type { SourceInfo } from '../core/run/ports.js';

/** A stream main writes to: process.stdout / process.stderr, or a test's collector. */
export interface CliOutput {
  write(text: string): unknown;
  readonly isTTY?: boolean;
  readonly columns?: number;
}

/** Where one invocation reads and writes, and what may stop it. */
export interface CliIO {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdout: CliOutput;
  stderr: CliOutput;
  /** Aborted (with the signal's name as its reason) to cancel a `run`: the core stops it as WORKFLOW_INTERRUPTED. */
  signal?: AbortSignal;
  /** How stages reach this stagegate ($STAGEGATE_BIN): the CLI script and Node's flags for it (default: this process's). */
  self?: { script: string; nodeArgs: readonly string[] };
  /** How the workspace's source commit is read (SourceInfo port; default `git rev-parse`, host/git-source.ts). */
  source?: SourceInfo;
  /**
   * Called by the commands that may run long or replay a long journal (src/cli/dispatch.ts) once
   * their code is loaded: the process bounds V8's heap growth there (src/cli/bin.ts,
   * host/heap-growth.ts). Not before: setting a V8 flag makes Node compile the built-in modules
   * it loads afterwards without their cached code (help, version, gate and validate never set it).
   */
  boundHeap?: () => Promise<void> | void;
}

/** The process's own IO. */
export function processIO(signal?: AbortSignal): CliIO {
  return { cwd: process.cwd(), env: process.env, stdout: process.stdout, stderr: process.stderr, ...(signal ? { signal } : {}) };
}

/** Lines to one stream (a newline added when missing). */
export function lines(stream: CliOutput): (s: string) => void {
  return (s) => void stream.write(s.endsWith('\n') ? s : s + '\n');
}

/** What a hard stop (a second signal) must undo of the runs going on: live progress lines, $STAGEGATE_BIN folders. */
export const activeRuns = new Set<() => void>();

/** Whether a `run` is going in this process (a signal then cancels it instead of exiting). */
export function runInProgress(): boolean {
  return activeRuns.size > 0;
}

/** Undo what the runs going on left on screen and on disk (before the process exits at once). */
export function abandonRuns(): void {
  for (const undo of activeRuns) undo();
  activeRuns.clear();
}

/**
 * Kills the process trees of the stages still running. Set by the code that starts stages (the
 * `run` commands, src/cli/commands/run.ts) when it loads: a command that never loaded it has no
 * stage to kill, and its process does not load the process runner just for a signal handler.
 */
let stageKiller: (() => void) | undefined;

export function setStageKiller(kill: () => void): void {
  stageKiller = kill;
}

/** Kill the stage trees still running, if any (a hard stop: the second signal). */
export function killStages(): void {
  stageKiller?.();
}


/** Signals a run is cancelled by, and their numbers (the exit status is 128 + the number). */
export const SIGNAL_NUMBERS = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 } as const;

/** The exit status of a process stopped by the signal `io.signal` was aborted with (130, 143, 129); undefined when it was not one of those. */
export function signalExitStatus(io: CliIO): number | undefined {
  const by: unknown = io.signal?.reason;
  return typeof by === 'string' && by in SIGNAL_NUMBERS ? 128 + SIGNAL_NUMBERS[by as keyof typeof SIGNAL_NUMBERS] : undefined;
}
