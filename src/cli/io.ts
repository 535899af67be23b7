// What one CLI invocation reads and writes through (CliIO: tests run main in-process with their
// own collectors), and the registry of the runs going on in this process (what a second signal
// must undo before the process exits). Kept apart from the commands so that the light entry
// (src/cli/index.ts: parse, help, version, gate) loads none of them.
import type { SourceInfo } from '../core/run/ports.js';
import type { SpawnerLender } from '../host/spawner.js';
import { STOP_SIGNALS } from '../core/run/stop-codes.js';

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
  /**
   * How stages reach this stagegate ($STAGEGATE_BIN): the CLI script and Node's flags for it
   * (default: this process's), or an executable that stands for the CLI (the in-process tests'
   * own: test/helpers/stagegate-server.ts).
   */
  self?: { script: string; nodeArgs: readonly string[] } | { executable: string };
  /** How the workspace's source commit is read (SourceInfo port; default `git rev-parse`, host/git-source.ts). */
  source?: SourceInfo;
  /**
   * A spawner the caller owns, lent to the runners of the commands that run stages (run, merge,
   * shards run: host/spawner.ts, SpawnerLender): their stages are forked by it from the first one.
   * Default: each runner decides for itself (a spawner of its own once it is large: `auto`). The
   * in-process tests lend one per worker, so the worker is not forked for every stage.
   */
  spawner?: SpawnerLender;
  /**
   * Called by the commands that may run long or replay a long journal (src/cli/dispatch.ts) once
   * their code is loaded: the process bounds V8's heap growth there (src/cli/bin.ts,
   * host/heap-growth.ts). Not before: setting a V8 flag makes Node compile the built-in modules
   * it loads afterwards without their cached code (help, version, gate and validate never set it).
   */
  boundHeap?: () => Promise<void> | void;
  /**
   * Mask `values` (secret values) in everything this invocation writes from now on (main()'s
   * maskingIO sets it): a command that locates a run calls it with the secret-looking values of
   * what the run binds — its defaults and recorded inputs, not only the command line's — before it
   * prints any path of the run. Absent: nothing is masked beyond what each report masks itself.
   */
  hide?: (values: readonly string[], masker: MaskerOf) => void;
}

/** The process's own IO. */
export function processIO(signal?: AbortSignal): CliIO {
  return { cwd: process.cwd(), env: process.env, stdout: process.stdout, stderr: process.stderr, ...(signal ? { signal } : {}) };
}

/** What masks a text: each of `values` as ***, in every form (core/run/secret-names.ts valuesMasker; loaded with the commands, not here). */
export type MaskerOf = (values: readonly string[]) => (text: string) => string;

/**
 * `io` whose two streams pass every text through a masker of the values `hide` is given (main()
 * gives the command line's secret-looking input values once it is read; a command, through
 * CliIO.hide, those of the run it names once it resolves them: its defaults and recorded inputs):
 * *** wherever a message or a path repeats them (a state path made of one: `no state at runs/***`
 * and the rest of the path), the refusals main() prints included. The values only grow: a text
 * written after a value was added is masked by every value added so far.
 */
export function maskingIO(io: CliIO): { io: CliIO; hide: NonNullable<CliIO['hide']> } {
  let mask: ((text: string) => string) | undefined;
  const values = new Set<string>();
  const masked = (stream: CliOutput): CliOutput => ({
    write: (text: string) => stream.write(mask === undefined || typeof text !== 'string' ? text : mask(text)),
    get isTTY() {
      return stream.isTTY;
    },
    get columns() {
      return stream.columns;
    },
  });
  const hide: NonNullable<CliIO['hide']> = (more, masker) => {
    const size = values.size;
    for (const v of more) values.add(v);
    // One masker for every write (its forms and table built once per set of values): `logs --follow` writes many.
    if (values.size !== size) mask = masker([...values].sort((a, b) => b.length - a.length || (a < b ? -1 : 1)));
  };
  return { io: { ...io, stdout: masked(io.stdout), stderr: masked(io.stderr), hide }, hide };
}

/** Lines to one stream (a newline added when missing). */
export function lines(stream: CliOutput): (s: string) => void {
  return (s) => void stream.write(s.endsWith('\n') ? s : s + '\n');
}

/**
 * A `run` going on in this process, for the signal handlers (src/cli/bin.ts): `undo` removes what
 * it left on screen and on disk (live progress lines, $STAGEGATE_BIN folders) before a hard stop
 * exits; `say` prints a line above its live progress lines (undefined: no progress display);
 * `resume` is the command that resumes it, once its start is on disk; `lookup`, the `status`
 * command that finds it until then (pasteable from where `run` was typed: `-C DIR`, the run id given).
 */
export interface ActiveRun {
  undo(): void;
  say?: (line: string) => void;
  resume?: string;
  lookup?: string;
}

// Module-wide on purpose (issue 16), as bin.ts's signal bookkeeping: the process's signal handlers undo what the process's runs left.
export const activeRuns = new Set<ActiveRun>();

/** Whether a `run` is going in this process (a signal then cancels it instead of exiting). */
export function runInProgress(): boolean {
  return activeRuns.size > 0;
}

/** The commands a second signal's line names: the resumes of the runs whose start is on disk, the lookups of the others. */
export interface AbandonedRuns {
  resumes: string[];
  lookups: string[];
}

/**
 * Undo what the runs going on left on screen and on disk (before the process exits at once).
 * Returns the commands that resume them (those whose start is on disk) and, for the others, the
 * `status` commands that find them.
 */
export function abandonRuns(): AbandonedRuns {
  const abandoned: AbandonedRuns = { resumes: [], lookups: [] };
  for (const run of activeRuns) {
    run.undo();
    if (run.resume !== undefined) abandoned.resumes.push(run.resume);
    else if (run.lookup !== undefined) abandoned.lookups.push(run.lookup);
  }
  activeRuns.clear();
  return abandoned;
}

/**
 * A line for stderr while runs go on: above a run's live progress lines when it draws them (written
 * straight to the terminal it would be glued to a spinner line and partly wiped by the next redraw).
 * false: no run printed it (no progress display); the caller writes it.
 */
export function sayAboveRuns(line: string): boolean {
  for (const run of activeRuns) {
    if (run.say) {
      run.say(line);
      return true;
    }
  }
  return false;
}

/** What the first signal during a run prints (the run then stops and prints its summary). */
export function firstSignalLine(signal: string): string {
  return `stagegate: ${signal} received: passing it to the running stages (each is killed when it exits, or 10 s later) and recording the interruption (send it again to exit at once)`;
}

/**
 * What a second signal prints, after the stage trees were killed (no summary follows): what
 * happened and the command that resumes the run — not "the same command again", which for a
 * `--mode fresh` or `--rerun-from` run would throw away what the run has done. The runs' resume
 * commands (abandonRuns); none known (the run's start is not on disk yet): its `status` command,
 * as pasteable (`-C DIR`, the run id given), which says whether it started and how to resume it.
 */
export function secondSignalLine(signal: string, first: string, { resumes, lookups }: AbandonedRuns): string {
  const which = signal === first ? `${signal} again` : `${signal} after ${first}`;
  const how =
    resumes.length > 0
      ? `resume it with: ${resumes.join(' ; ')}`
      : lookups.length > 0
        ? `its start may not be recorded; ${lookups.map((l) => `\`${l}\``).join(' ; ')} says whether it is and gives the command that resumes it`
        : '`stagegate status` of the run gives the command that resumes it';
  return `stagegate: ${which}: the stages were killed and stagegate exits now, without its summary; the interrupted step runs again when the run is resumed (${how})`;
}

/**
 * Kills the process trees of the stages still running. Set by the code that starts stages (the
 * `run` commands, src/cli/dispatch.ts) when it loads: a command that never loaded it has no
 * stage to kill, and its process does not load the process runner just for a signal handler.
 */
// Module-wide on purpose (issue 16): the process's signal handler (bin.ts) kills the process's one set of stages.
let stageKiller: (() => void) | undefined;

export function setStageKiller(kill: () => void): void {
  stageKiller = kill;
}

/** Kill the stage trees still running, if any (a hard stop: the second signal). */
export function killStages(): void {
  stageKiller?.();
}


/** Signals a run is cancelled by, and their numbers (the exit status is 128 + the number): one table, the core's. */
export const SIGNAL_NUMBERS = STOP_SIGNALS;

/** The exit status of a process stopped by the signal `io.signal` was aborted with (130, 143, 129); undefined when it was not one of those. */
export function signalExitStatus(io: CliIO): number | undefined {
  const by: unknown = io.signal?.reason;
  return typeof by === 'string' && by in SIGNAL_NUMBERS ? 128 + SIGNAL_NUMBERS[by as keyof typeof SIGNAL_NUMBERS] : undefined;
}
