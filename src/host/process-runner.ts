// The ProcessRunner port implemented with node:child_process: argv only (no shell string),
// stdout+stderr masked and appended to the stage log as they stream (stage-output.ts), stdin fed
// from the request, whole-tree kill on timeout and on cancellation (each after a polite signal and a grace).
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, closeSync, constants, fstatSync, lstatSync, mkdirSync, open, openSync } from 'node:fs';
import { delimiter, dirname, isAbsolute, join } from 'node:path';
import type { LeftoverAttempt, ProcessRequest, ProcessResult, ProcessRunner } from '../core/run/ports.js';
import { FINDS_BY_TOKEN, hasEnded, killAttempt, killGroup, killTree, processesCarrying, signalGroup } from './process-tree.js';
import { StageOutput } from './stage-output.js';
import { RelayedChild, Spawner, SpawnerGone, type SpawnerLender } from './spawner.js';
import { invocationPrefix } from '../core/run/leftovers.js';
import { ATTEMPT_TOKEN_VARIABLE } from '../core/run/stage-command.js';

/**
 * After a stage exits, how long its pipes may stay open (a background process it started still
 * holds them) before the runner stops reading them.
 */
const DRAIN_AFTER_EXIT_MS = 200;

/** Stages still running (pid = their group), so a signal to the runner can take them down with it. */
// Module-wide on purpose (issue 16): a signal stops the process, so it kills every runner's stages; a process has one such set.
const running = new Map<number, { token: string | undefined }>();

/** Kill everything of one attempt: its group, what is still attached below it, what carries its token. */
function killStage(pid: number, token: string | undefined): void {
  killTree(pid);
  killAttempt({ pgid: pid, token });
}

/**
 * What one runner keeps between its stages (createNodeProcessRunner: one per invocation, never
 * module-wide): a bare command's path per (name, PATH) — a 1,000-stage run would otherwise make
 * the kernel search PATH 1,000 times —, the log folders it made (one mkdir per folder, not per
 * stage) and the logs it is opening ahead.
 */
interface RunnerMemo {
  resolved: Map<string, string>;
  /** At most `keptLogDirs` (forgotten all at once past it: a forgotten folder costs one mkdir again). */
  madeLogDirs: Set<string>;
  keptLogDirs: number;
  /**
   * Logs being opened ahead (prepareLog): creating a file in a folder of hundreds costs 0.1-0.5 ms,
   * which overlaps the runner's state write this way instead of following it.
   */
  preparedLogs: Map<string, { fd: number | null; dropped: boolean }>;
  /** The invocation prefixes of the attempt tokens of the processes it started (one per invocation: ProcessRunner.started). */
  startedPrefixes: Set<string>;
  /** The spawner its stages go through once started and ready (spawner.ts): its own, or the one lent to it. */
  spawner: Spawner | undefined;
  /** A lent spawner was asked for (once: at the first stage). */
  lentAsked: boolean;
  /** A spawner died under it (or could not start): its stages are spawned directly from then on. */
  spawnerBroken: boolean;
  /** Stages it has started. */
  spawns: number;
}

/**
 * When a runner spawns its stages through a spawner (spawner.ts). `auto`: one is started in the
 * background once the runner has started SPAWNER_AFTER_SPAWNS stages, and is used once ready;
 * `always` starts one with the first stage and
 * waits for it; `never` spawns directly. Off Linux (no /proc to find a stage by its attempt token)
 * stages are always spawned directly. A runner given a spawner to borrow (`lent`) starts none of its
 * own: its first stage waits for the lent one to be ready, and its stages go through it while it lasts.
 */
export type SpawnerMode = 'auto' | 'always' | 'never';

/**
 * A spawner costs a Node start (~60 ms of CPU) and an IPC round per stage, and saves the fork's
 * page cost: the fork copies the runner's page tables, and after it every page the runner writes
 * (its heap's allocations, malloc's chunks, V8's stub cache) faults once more — ~340 faults a
 * stage in a 70–80 MB runner against ~35 through a spawner (docs/benchmarks.md, B1). In the CLI it
 * pays at that size already (the process tree's CPU −6 to −9 %), so the runner's size is not asked;
 * fewer stages than this never pay for its start.
 */
export const SPAWNER_AFTER_SPAWNS = 32;

/** After the runner killed a stage a spawner started, how long it waits for the spawner's 'exit' before looking for itself (and again). */
const SPAWNER_EXIT_WAIT_MS = 1000;

/** Resolve a bare command name on the stage's PATH (paths with a slash are left alone). */
function resolveCommand(memo: RunnerMemo, command: string, env: Record<string, string>): string {
  const { resolved } = memo;
  if (command.includes('/') || isAbsolute(command)) return command;
  const path = env['PATH'] ?? '';
  const key = `${command}\0${path}`;
  const hit = resolved.get(key);
  if (hit !== undefined) return hit;
  for (const dir of path.split(delimiter)) {
    if (dir === '') continue;
    const candidate = join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      resolved.set(key, candidate);
      return candidate;
    } catch {
      /* not here */
    }
  }
  return command; // let spawn report ENOENT in its own words
}

export function killRunningStages(): void {
  for (const [pid, { token }] of running) killStage(pid, token);
}

/**
 * A log is appended to, created when missing, never through a link (O_NOFOLLOW) and never
 * waiting for a FIFO's reader (O_NONBLOCK: ENXIO at once); what it opened must be a regular file
 * with no other name (not a hard link to a file elsewhere).
 * A stage can put anything in the log folder, so the next stage's log path is not trusted.
 */
const LOG_FLAGS = constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NOFOLLOW | constants.O_NONBLOCK;

/** The log path holds something the runner will not write to: why, in words. */
class LogRefused extends Error {}

/** A log opened as new (ProcessRequest.newLog) that was there already: what stands there, in words. */
function alreadyThere(logPath: string): LogRefused {
  let stats;
  try {
    stats = lstatSync(logPath);
  } catch {
    return new LogRefused(`its log ${logPath} cannot be created (EEXIST)`);
  }
  if (stats.isSymbolicLink()) return new LogRefused(`a symbolic link stands at its log path ${logPath}`);
  if (!stats.isFile()) return new LogRefused(`${stats.isFIFO() ? 'a FIFO' : stats.isDirectory() ? 'a directory' : 'something other than a file'} stands at its log path ${logPath}`);
  if (stats.nlink > 1) return new LogRefused(`a hard link stands at its log path ${logPath} (a file with ${stats.nlink} names: writing the log would change the others)`);
  return new LogRefused(
    `its log ${logPath} exists already: it holds another execution of this attempt that the run's journal does not record (an older copy of the run restored over a newer one?); it is left as it is, not appended to`,
  );
}

function openLogFile(logPath: string, exclusive = false): number {
  let fd: number;
  try {
    fd = openSync(logPath, exclusive ? LOG_FLAGS | constants.O_EXCL : LOG_FLAGS, 0o644);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' && exclusive) throw alreadyThere(logPath);
    if (code === 'ELOOP') throw new LogRefused(`a symbolic link stands at its log path ${logPath}`);
    if (code === 'ENXIO') throw new LogRefused(`a FIFO stands at its log path ${logPath}`);
    if (code === 'EISDIR') throw new LogRefused(`a directory stands at its log path ${logPath}`);
    // ENOENT: the caller makes the folder again. Anything else (a read-only folder, a full disk)
    // is a stop the attempt records, not an internal error.
    if (code !== 'ENOENT' && code !== undefined) throw new LogRefused(`its log ${logPath} cannot be created (${code})`);
    throw error;
  }
  const stats = fstatSync(fd);
  if (!stats.isFile()) {
    closeSync(fd);
    const kind = stats.isFIFO() ? 'a FIFO' : stats.isDirectory() ? 'a directory' : stats.isCharacterDevice() || stats.isBlockDevice() ? 'a device' : 'a socket';
    throw new LogRefused(`${kind} stands at its log path ${logPath}`);
  }
  // A file with another name too (a stage ran `ln README.md <next log>`): the stage's output would
  // be appended to that file. A log the runner made has one name.
  if (stats.nlink > 1) {
    closeSync(fd);
    throw new LogRefused(`a hard link stands at its log path ${logPath} (a file with ${stats.nlink} names: writing the log would change the others)`);
  }
  return fd;
}

function makeLogDir(dir: string, logPath: string): void {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw new LogRefused(`its log ${logPath} cannot be created (${(error as NodeJS.ErrnoException).code ?? String(error)}: its folder cannot be made)`);
  }
}

function openLog(memo: RunnerMemo, logPath: string, exclusive: boolean): number {
  const { madeLogDirs } = memo;
  const dir = dirname(logPath);
  if (!madeLogDirs.has(dir)) {
    makeLogDir(dir, logPath);
    if (madeLogDirs.size >= memo.keptLogDirs) madeLogDirs.clear();
    madeLogDirs.add(dir);
  }
  try {
    return openLogFile(logPath, exclusive);
  } catch (error) {
    // The folder was removed since (a fresh run moves logs/ aside): make it again.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    makeLogDir(dir, logPath);
    return openLogFile(logPath, exclusive);
  }
}

/**
 * The prepared descriptor of `logPath` when its open has finished, else a log opened now.
 * `exclusive` (ProcessRequest.newLog): a log that is not new is refused — a prepared one that
 * holds anything (its open did not ask for a new file) included.
 */
function takeLog(memo: RunnerMemo, logPath: string, exclusive: boolean): number {
  const { preparedLogs } = memo;
  const entry = preparedLogs.get(logPath);
  if (entry) {
    preparedLogs.delete(logPath);
    if (entry.fd !== null) {
      if (!exclusive || fstatSync(entry.fd).size === 0) return entry.fd;
      closeSync(entry.fd);
      throw alreadyThere(logPath);
    }
    entry.dropped = true; // still opening: its callback closes it
  }
  return openLog(memo, logPath, exclusive);
}

/**
 * Log folders a runner remembers making. A chain's stages share one folder, but each foreach item
 * has its own: remembering every one kept each item's log path alive (~140 bytes per item: ~14 MB
 * over a 100,000-item run, found by a heap snapshot diff), so the set is bounded.
 */
export const KEPT_LOG_DIRS = 256;

/**
 * How long a cancelled stage has to exit after the signal that cancelled the run reaches its
 * process group (its traps and an agent CLI's own shutdown run) before its whole tree is killed:
 * docker stop's default. A stage that reached its time limit gets SIGTERM and the same grace. A second signal to the runner kills at once (cli/bin.ts). The Action
 * gives less (ACTION_STOP_GRACE_MS): a cancelled job has 7.5 s before its SIGTERM.
 */
export const STOP_GRACE_MS = 10_000;

/** The signal a cancel forwards to a stage: the one the runner received (the abort's reason), else SIGTERM. */
function forwardedSignal(reason: unknown): NodeJS.Signals {
  return reason === 'SIGINT' || reason === 'SIGTERM' || reason === 'SIGHUP' ? reason : 'SIGTERM';
}

/**
 * A ProcessRunner with memory of its own (one per invocation: nothing is kept module-wide).
 * `stopGraceMs`: how long a cancelled or timed-out stage has to exit (STOP_GRACE_MS; 0 kills at once).
 * `lent`: a spawner its caller owns, shared with other runners (SpawnerLender: the in-process
 * tests lend one per worker); used from the first stage, never closed here, and once it is gone
 * the stages are spawned directly. The others are for tests (the bound, and how many folders it
 * remembers after each log is opened; the spawner mode, SpawnerMode, and the pid of each spawner
 * it starts of its own).
 */
export function createNodeProcessRunner(
  options: { stopGraceMs?: number; keptLogDirs?: number; onLogDirsKept?: (count: number) => void; spawner?: SpawnerMode; onSpawnerStarted?: (pid: number | undefined) => void; lent?: SpawnerLender } = {},
): ProcessRunner {
  const stopGraceMs = options.stopGraceMs ?? STOP_GRACE_MS;
  // Only where a stage can be found by its attempt token (Linux, /proc): a spawner that dies after
  // forking a stage and before its pid reaches the runner leaves the token the only way to it.
  const spawnerMode: SpawnerMode = !FINDS_BY_TOKEN ? 'never' : (options.spawner ?? 'auto');
  const memo: RunnerMemo = {
    resolved: new Map(),
    madeLogDirs: new Set(),
    keptLogDirs: options.keptLogDirs ?? KEPT_LOG_DIRS,
    preparedLogs: new Map(),
    startedPrefixes: new Set(),
    spawner: undefined,
    lentAsked: false,
    spawnerBroken: false,
    spawns: 0,
  };
  const { madeLogDirs, preparedLogs, startedPrefixes } = memo;
  const lent = spawnerMode === 'never' ? undefined : options.lent;
  /** The spawner to start this stage through: undefined spawns directly (none wanted, or not ready yet). */
  const spawnerFor = (): Spawner | undefined => {
    if (spawnerMode === 'never' || memo.spawnerBroken) return undefined;
    if (lent) {
      if (!memo.lentAsked) {
        memo.lentAsked = true;
        memo.spawner = lent();
      }
      // None lent, or it went (killed, crashed, closed by its owner): direct from now on.
      if (memo.spawner === undefined || memo.spawner.closed) {
        memo.spawner = undefined;
        memo.spawnerBroken = true;
        return undefined;
      }
      return memo.spawner.ready ? memo.spawner : undefined;
    }
    if (memo.spawner === undefined || memo.spawner.closed) {
      if (spawnerMode === 'auto' && memo.spawns < SPAWNER_AFTER_SPAWNS) return undefined;
      let spawner: Spawner;
      try {
        spawner = new Spawner({
          onGone: (expected) => {
            if (!expected) memo.spawnerBroken = true;
            if (memo.spawner === spawner) memo.spawner = undefined;
          },
        });
      } catch {
        // It could not even be forked (out of memory, no process left): stages are forked here.
        memo.spawnerBroken = true;
        return undefined;
      }
      memo.spawner = spawner;
      options.onSpawnerStarted?.(spawner.pid);
    }
    return memo.spawner.ready ? memo.spawner : undefined;
  };
  const runner: ProcessRunner = {
    findsByToken: FINDS_BY_TOKEN,
    killLeftovers(attempts: readonly LeftoverAttempt[]): number {
      let killed = 0;
      for (const attempt of attempts) {
        // With /proc the token names exactly the attempt's processes; a recorded group id alone
        // could name an unrelated group by now, so it is used only where nothing better exists.
        killed += FINDS_BY_TOKEN ? killAttempt({ token: attempt.token }) : attempt.pgid !== undefined && killGroup(attempt.pgid) ? 1 : 0;
      }
      return killed;
    },
    started(tokenPrefix: string): boolean {
      for (const prefix of startedPrefixes) if (prefix.startsWith(tokenPrefix)) return true;
      return false;
    },
    prepareLog(logPath: string): void {
      // Only in a log folder already made (the first stage of a folder makes it on its own path).
      if (preparedLogs.has(logPath) || !madeLogDirs.has(dirname(logPath))) return;
      const entry = { fd: null as number | null, dropped: false };
      preparedLogs.set(logPath, entry);
      open(logPath, LOG_FLAGS, 0o644, (error, fd) => {
        // Anything but a regular file is left to run(), which refuses it with a reason.
        const usable = !error && fstatSync(fd).isFile();
        if (!error && !usable) closeSync(fd);
        if (!usable) {
          if (preparedLogs.get(logPath) === entry) preparedLogs.delete(logPath);
        } else if (entry.dropped) closeSync(fd);
        else entry.fd = fd;
      });
    },
    run(request: ProcessRequest): Promise<ProcessResult> {
      // Cancelled before it started: start nothing.
      if (request.signal?.aborted) return Promise.resolve({ exitCode: null, signal: null, timedOut: false, durationMs: 0, interrupted: true });
      const spawner = spawnerFor();
      // `always` or a lent spawner: the stage waits for it to be ready (or to fail, then goes direct).
      if (spawner === undefined && (spawnerMode === 'always' || lent !== undefined) && memo.spawner && !memo.spawner.closed) return memo.spawner.started().then(() => runner.run(request));
      let log: number;
      try {
        log = takeLog(memo, request.logPath, request.newLog === true);
        options.onLogDirsKept?.(madeLogDirs.size);
      } catch (error) {
        if (!(error instanceof LogRefused)) throw error;
        return Promise.resolve({ exitCode: null, signal: null, timedOut: false, durationMs: 0, fileRefused: error.message });
      }
      const started = process.hrtime.bigint();
      // Whole milliseconds: the duration goes into the journal, the state and the manifest as duration_ms.
      const elapsed = () => Math.round(Number(process.hrtime.bigint() - started) / 1e6);
      return new Promise<ProcessResult>((resolve) => {
        let timedOut = false;
        let interrupted = false;
        let timer: NodeJS.Timeout | undefined;
        let grace: NodeJS.Timeout | undefined;
        let settled = false;
        let onAbort: (() => void) | undefined;
        /** The stage's process group, once it runs (a spawner reports it a moment after the request). */
        let pid: number | undefined;
        /** A stop asked for before the spawner reported the pid: done when it does. */
        let pendingStop: NodeJS.Signals | undefined;
        const output = new StageOutput(log, request.secrets ?? [], request.onOutput, request.onAddMask, request.withheld, request.withheldFrom);
        let abandon = (): void => output.abandon();
        let release = (): void => {};
        const done = (result: ProcessResult) => {
          if (settled) return;
          settled = true;
          if (timer) clearTimeout(timer);
          if (grace) clearTimeout(grace);
          if (onAbort) request.signal?.removeEventListener('abort', onAbort);
          closeSync(log);
          release();
          resolve(interrupted ? { ...result, interrupted } : result);
        };
        /**
         * Stop the stage politely: first `signal` to its group, so its traps (an agent CLI's
         * shutdown, a tool's cleanup) run; the whole tree is killed when the group leader exits
         * (the 'exit' handler) or when the grace runs out, whichever comes first. Stopped again
         * meanwhile (a cancel during a timeout's grace): the signal is passed on, the grace stands.
         */
        const stop = (signal: NodeJS.Signals) => {
          if (pid === undefined) {
            pendingStop = signal;
            // A spawner reports the pid a moment after the request; one that forked the stage and
            // then went silent (stalled, its message lost) held this stop, and the run, forever: a
            // timed-out stage was never signalled. Its attempt token finds it without the pid.
            if (child instanceof RelayedChild && token !== undefined) grace ??= setTimeout(() => huntUnreported(token, false), stopGraceMs);
            return;
          }
          const stagePid = pid;
          if (stopGraceMs > 0 && signalGroup(stagePid, signal)) grace ??= setTimeout(() => kill(stagePid), stopGraceMs);
          else kill(stagePid);
        };
        /**
         * The final kill of a stage whose pid never came: every process carrying its token, again
         * every SPAWNER_EXIT_WAIT_MS while no 'exit' is relayed. Once it killed some and none is left,
         * the result is out (killed by SIGKILL). Found none yet: not forked yet (the spawn is in
         * flight), so it waits on; the pid, when it comes, stops the stage as any other.
         */
        const huntUnreported = (attemptToken: string, killedSome: boolean) => {
          if (exited || settled || pid !== undefined) return;
          const killed = killAttempt({ token: attemptToken }) > 0 || killedSome;
          if (killed && processesCarrying(attemptToken).length === 0) {
            abandon();
            done({ exitCode: null, signal: 'SIGKILL', timedOut, durationMs: elapsed() });
            return;
          }
          setTimeout(() => huntUnreported(attemptToken, killed), SPAWNER_EXIT_WAIT_MS);
        };
        /**
         * The runner's final kill. A stage a spawner started is reaped, and its 'exit' relayed, by
         * the spawner: one that is stopped (SIGSTOP, a debugger) or stuck would hold the result. So
         * every SPAWNER_EXIT_WAIT_MS without that 'exit' the runner looks itself; once the stage
         * has ended (gone or a zombie) its result is out: killed by SIGKILL, its output ends here.
         */
        const kill = (stagePid: number) => {
          killStage(stagePid, request.attemptToken);
          if (!(child instanceof RelayedChild)) return;
          const look = () => {
            if (exited || settled) return;
            if (!hasEnded(stagePid)) return void setTimeout(look, SPAWNER_EXIT_WAIT_MS);
            running.delete(stagePid);
            abandon();
            done({ exitCode: null, signal: 'SIGKILL', timedOut, durationMs: elapsed() });
          };
          setTimeout(look, SPAWNER_EXIT_WAIT_MS);
        };
        // Recorded before the fork: a process that exists carries a token started() knows.
        const token = request.attemptToken ?? request.env[ATTEMPT_TOKEN_VARIABLE];
        if (token !== undefined) startedPrefixes.add(invocationPrefix(token));
        memo.spawns++;
        const file = resolveCommand(memo, request.command, request.env);
        let child: ChildProcess | RelayedChild;
        if (spawner) {
          const relayed = spawner.spawn({ file, args: request.args, argv0: request.command, cwd: request.cwd, env: request.env, ...(request.stdin !== undefined ? { stdin: request.stdin } : {}) });
          child = relayed;
          release = () => spawner.release(relayed);
          abandon = () => {
            spawner.abandon(relayed);
            output.abandon();
          };
        } else {
          try {
            child = spawn(file, request.args, {
              argv0: request.command,
              cwd: request.cwd,
              env: request.env,
              stdio: [request.stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
              // A process group (and session) of its own: the stage's whole group can be killed
              // without the runner, and a signal to the runner's group does not reach it — the runner
              // stops its stages itself (cancellation), and a resume kills what a dead runner left.
              detached: true,
              windowsHide: true,
            });
          } catch (error) {
            done({ exitCode: null, signal: null, timedOut: false, durationMs: elapsed(), ...spawnFailure(error as NodeJS.ErrnoException, request) });
            return;
          }
        }
        /** It runs: it can be stopped, timed, and killed with the runner. */
        const runs = (stagePid: number) => {
          pid = stagePid;
          running.set(stagePid, { token: request.attemptToken });
          request.onSpawn?.(stagePid);
          if (pendingStop !== undefined) {
            // The hunt the stop started while the pid was unknown gives way to the stop's own grace:
            // left in place it would end at the grace without killing (the pid is known by then),
            // and a stage that outlives the polite signal (it traps SIGTERM) would run on forever.
            if (grace) clearTimeout(grace);
            grace = undefined;
            stop(pendingStop);
          }
        };
        output.attach(child.stdout);
        output.attach(child.stderr);
        let exited = false;
        child.on('error', (error: NodeJS.ErrnoException) => {
          // The spawner went while a background process still held the pipes of a stage that exited: its output ends here.
          if (exited && error instanceof SpawnerGone) return abandon();
          if (pid !== undefined) running.delete(pid);
          // The spawner died under a running stage: the stage goes too (its output had nowhere to go).
          if (error instanceof SpawnerGone) {
            if (pid !== undefined) killStage(pid, request.attemptToken);
            else if (token !== undefined) killAttempt({ token });
          }
          abandon();
          done({ exitCode: null, signal: null, timedOut: false, durationMs: elapsed(), ...spawnFailure(error, request) });
        });
        child.on('exit', (code: number | null, signal: NodeJS.Signals | null) => {
          exited = true;
          if (pid !== undefined) running.delete(pid);
          const durationMs = elapsed();
          // A stage never outlives its attempt: what it left running in its group goes with it (the
          // group outlives its leader while it has members, so its id is not reused meanwhile).
          // After a timeout or a cancel, processes that left the group are hunted by token too.
          if (pid !== undefined) {
            if (timedOut || interrupted) killAttempt({ pgid: pid, token: request.attemptToken });
            else killGroup(pid);
          }
          // Everything it wrote is logged before the result; a background process that still
          // holds the pipes is not waited for beyond DRAIN_AFTER_EXIT_MS.
          const drain = setTimeout(abandon, DRAIN_AFTER_EXIT_MS);
          void output.whenEnded().then(() => {
            clearTimeout(drain);
            const logFailure = output.logFailure();
            done({ exitCode: code, signal, timedOut, durationMs, ...(logFailure !== undefined ? { logFailure } : {}), ...(output.isWithheld ? { outputWithheld: true } : {}) });
          });
        });
        if (child instanceof RelayedChild) child.once('pid', runs);
        else {
          if (child.pid !== undefined) runs(child.pid);
          if (request.stdin !== undefined && child.stdin) {
            child.stdin.on('error', () => {
              /* the process may exit without reading its stdin */
            });
            child.stdin.end(request.stdin);
          }
        }
        if (request.signal) {
          onAbort = () => {
            interrupted = true;
            // The signal the runner got.
            stop(forwardedSignal(request.signal?.reason));
          };
          request.signal.addEventListener('abort', onAbort, { once: true });
        }
        if (request.timeoutMs !== undefined) {
          timer = setTimeout(() => {
            timedOut = true;
            // As timeout(1) and docker stop: SIGTERM first, the tree killed at the grace.
            stop('SIGTERM');
          }, request.timeoutMs);
        }
      });
    },
  };
  return runner;
}

function spawnFailure(error: NodeJS.ErrnoException, request: { args: readonly string[]; env?: NodeJS.ProcessEnv | Record<string, string | undefined> }): { spawnError: string; spawnErrorCode?: string } {
  return { spawnError: describeSpawnError(error, request), ...(error.code !== undefined ? { spawnErrorCode: error.code } : {}) };
}

/** What a resume does about a value too big to start a stage with, and what to do instead. */
const TOO_BIG_FIX = "a resume repeats it (the run keeps its inputs): start the run again with --mode fresh and smaller inputs, or pass large values as files (a path as the input, the stage reads the file)";

export function describeSpawnError(error: NodeJS.ErrnoException, request: { args: readonly string[]; env?: NodeJS.ProcessEnv | Record<string, string | undefined> }): string {
  // E2BIG: Linux caps one argument or environment string at 128 KiB (MAX_ARG_STRLEN), all of
  // them together at ARG_MAX (a quarter of the stack limit: commonly 2 MiB). The values are never
  // cut short to fit: the message says which limit, with the sizes.
  if (error.code !== 'E2BIG') return error.message;
  const strings: Array<[string, number]> = [
    ...request.args.map((a, i): [string, number] => [`argument ${i + 1}`, Buffer.byteLength(a) + 1]),
    ...Object.entries(request.env ?? {})
      .filter((e): e is [string, string] => e[1] !== undefined)
      .map(([name, value]): [string, number] => [`environment variable ${name}`, Buffer.byteLength(name) + Buffer.byteLength(value) + 2]),
  ];
  const kib = (n: number) => `${Math.ceil(n / 1024)} KiB`;
  const largest = strings.reduce<[string, number] | undefined>((a, b) => (a === undefined || b[1] > a[1] ? b : a), undefined);
  if (largest !== undefined && largest[1] > 128 * 1024) {
    return `${error.message} (${largest[0]} is ${kib(largest[1])}: Linux allows 128 KiB each; ${TOO_BIG_FIX})`;
  }
  // Each string also costs a pointer in the new process's argv/envp arrays.
  const total = strings.reduce((n, [, size]) => n + size + 8, 0);
  return `${error.message} (the arguments and environment together are ${kib(total)}, each under 128 KiB: over what Linux allows a new process in all (ARG_MAX, a quarter of the stack limit: commonly 2 MiB); ${TOO_BIG_FIX})`;
}
