// Ports: the small interfaces through which the core reaches processes, git and the clock (it
// reads and writes its own files itself). src/host, src/cli and src/action implement them; tests swap them.
import type { AddMaskAnswer, AddMaskForm } from './stage-masks.js';
import type { JournalWriterIo } from '../state/journal-writer.js';

export interface ProcessRequest {
  /** Executable and argv: never a shell string assembled from values. */
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  /** Text written to the process's stdin (then closed). */
  stdin?: string;
  /** stdout and stderr are appended here (the stage log), with `secrets` masked as they stream. */
  logPath: string;
  /**
   * The attempt's first process: its log must not exist yet. A file already at `logPath` is
   * another execution's log (an older copy of the run restored over a newer one): the process is
   * not started (`fileRefused`), and that log is never appended to. Absent: appended to (a second
   * process of the same attempt, after a line that says so).
   */
  newLog?: boolean;
  /** Values replaced by *** in the log and in `onOutput` text, also when split across writes. */
  secrets?: readonly string[];
  /** The stage's output as it is written (masked), in pieces that end at a line boundary when possible. */
  onOutput?: (text: string) => void;
  /**
   * A line of the stage's output `::add-mask::REST` or `##[add-mask]REST` (`form`; run/stage-masks.ts;
   * `cut`: REST was longer than allowed and cut): the values the log masks from now on (none:
   * refused). The line is logged as `::add-mask::***` either way. Absent: each value of
   * addMaskValues of MIN_SECRET_LENGTH or more is masked.
   */
  onAddMask?: (rest: string, cut: boolean, form: AddMaskForm) => AddMaskAnswer;
  /**
   * The stage's output is withheld from its start (not logged nor passed to `onOutput`; the log
   * holds this notice alone): an earlier stage's add-mask value could not be registered, so
   * nothing could mask it if this stage printed it (run/stage-masks.ts withheldSince).
   */
  withheld?: string;
  /**
   * Asked before each piece of the stage's output is logged or passed to `onOutput`: once it
   * answers a reason, the rest of the output is withheld (the log gets this notice first). A stage
   * running beside the one whose add-mask value could not be registered (a parallel branch) may
   * print that value too, from then on (run/stage-masks.ts withheldSince).
   */
  withheldFrom?: () => string | undefined;
  /** Kill the whole process tree after this many milliseconds. */
  timeoutMs?: number;
  /**
   * Cancellation: when it aborts, the process tree is killed at once and the result says
   * `interrupted`. A signal already aborted starts nothing.
   */
  signal?: AbortSignal;
  /**
   * The attempt's token (also in `env` as STAGEGATE_ATTEMPT_TOKEN): on a timeout or a cancel,
   * every process still carrying it is killed too, also ones that left the process group.
   */
  attemptToken?: string;
  /** Called once the process runs, with its process group (the process runs in a group of its own). */
  onSpawn?: (pgid: number) => void;
}

/** An attempt a runner that died may have left running: its token, and its group when recorded. */
export interface LeftoverAttempt {
  token: string;
  pgid?: number | undefined;
}

export interface ProcessResult {
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  /** Whole milliseconds (recorded as duration_ms; files written before it was rounded hold fractions, and still read). */
  durationMs: number;
  /** A spawn failure (e.g. executable not found), as a message. */
  spawnError?: string;
  /** The spawn failure's errno code (ENOENT: the executable is not there), when known. */
  spawnErrorCode?: string;
  /** The request's signal aborted: the process tree was killed (or never started). */
  interrupted?: boolean;
  /**
   * Writing the stage's log failed (a full disk: ENOSPC): the error's code and the bytes the log
   * holds (its output after them is lost; the stage ran on). Absent when the log was written whole.
   */
  logFailure?: { code: string; bytes: number };
  /**
   * Some of the stage's output was withheld from its log (ProcessRequest.withheld, or an add-mask
   * value it printed could not be registered): what its log (transcript) lacks is not judged nor read.
   */
  outputWithheld?: boolean;
  /**
   * A file of the attempt the runner owns could not be made (a FIFO, a link, a directory or a
   * device stood at the log's path, or the prompt copy could not be written): nothing was started.
   * Says why.
   */
  fileRefused?: string;
}

export interface ProcessRunner {
  run(request: ProcessRequest): Promise<ProcessResult>;
  /**
   * Optional: a process whose log is `logPath` is about to run (the runner is writing its state
   * first); start creating the log file meanwhile. The path has been checked; run() still works
   * when this was never called or has not finished.
   */
  prepareLog?(logPath: string): void;
  /**
   * Optional: kill whatever processes these attempts (of a runner that died) still have running,
   * before the run goes on. Returns how many were killed.
   */
  killLeftovers?(attempts: readonly LeftoverAttempt[]): number;
  /**
   * Optional: whether this runner has started a process whose attempt token begins with
   * `tokenPrefix` (an invocation's prefix, leftovers.ts). An invocation's runs (its child
   * workflows, items and branches included) start every process through one runner, so an
   * invocation whose prefix it never started has nothing left to kill when it ends (the runner
   * skips that /proc scan). Without it the scan always runs.
   */
  started?(tokenPrefix: string): boolean;
  /** Whether killLeftovers finds an attempt's processes by its token alone (no group needed). */
  readonly findsByToken?: boolean;
}

export interface SourceInfo {
  /** git HEAD of the workspace, or null outside a repository. */
  sourceCommit(workspace: string): string | null;
  /**
   * The same answer, asked for now and read later: a run starts it before it loads its workflow
   * and journal, so `git rev-parse` runs meanwhile instead of after them (B5, docs/benchmarks.md).
   * Never rejects. Without it, a run asks `sourceCommit` when it needs the commit.
   */
  startSourceCommit?(workspace: string): Promise<string | null>;
  /**
   * Optional, in place of startSourceCommit for a run: the same look-up started now (`commit`; the
   * one git process, absent: the run asks `sourceCommit`), and with it a watch on HEAD that the run
   * asks as each attempt it started ends, to find a commit its own stage made (HEAD moved during the
   * attempt: a `source_advanced` event). Given only where the source commit is HEAD itself (the CLI;
   * the Action without a `sha` input outside a pull request): without it, the run records no
   * advance and a moved HEAD is a source change.
   */
  watchSourceCommit?(workspace: string): WatchedSource;
  /**
   * Optional: why the latest look-up of `workspace` found no commit where the workspace is a git
   * work tree (git's own first line: `fatal: detected dubious ownership …`), or undefined (a commit
   * was found; an unborn branch; no repository). A run warns with it once and records it.
   */
  unreadable?(workspace: string): string | undefined;
  /**
   * Optional: whether git tracks the workspace-relative file `rel` (false outside a repository, or
   * when git cannot say). A foreach that will mark rows of a tracked registry says so before it
   * does (its writes leave `git status` showing the file modified).
   */
  tracked?(workspace: string, rel: string): boolean;
}

export interface WatchedSource {
  commit?: Promise<string | null>;
  head: HeadWatch;
}

/**
 * HEAD watched for one run (src/host/git-source.ts: the trigger is git's HEAD reflog, which every
 * move of HEAD appends to; git itself is asked only when it changed).
 */
export interface HeadWatch {
  /** HEAD now (null: no commit) when it may have moved since this watch last looked; undefined when it has not. */
  moved(): string | null | undefined;
  /** A watch of its own from where this one stands: for a run started inside this one (a child workflow, a foreach item). */
  fork(): HeadWatch;
}

export interface Clock {
  now(): Date;
  /** Resolves after `ms`, or as soon as `signal` aborts (a cancelled run never sits out a retry's backoff). */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => new Date(),
  sleep: (ms, signal) =>
    new Promise((resolve) => {
      if (signal?.aborted === true) return resolve();
      // The timer is cleared on abort: a pending one would keep the process alive for the rest of the backoff.
      const done = (): void => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal?.addEventListener('abort', done, { once: true });
    }),
};

export type RunEvent =
  | { type: 'run_started'; workflow: string; runId: string; mode: 'resume' | 'fresh'; statePath: string; resumed: boolean; totalSteps: number }
  | { type: 'stage_started'; step: string; visit: number; attempt: number; kind: string }
  | {
      type: 'stage_finished';
      step: string;
      visit: number;
      attempt: number;
      ok: boolean;
      /** ok: the gate's status (a child workflow, foreach or parallel step: its outcome; a failed one may carry it too). */
      gateStatus?: string;
      /** Failed: the status of the step's failure_statuses the stage reported, when that failed it (a process step's only). */
      failureStatus?: string;
      /** Failed: the attempt's stop code. ok: the stop the run ends in right after this stage, if it does (WORKFLOW_COMPLETE, PARTIAL_RESUMABLE, or a refused transition such as WORKFLOW_BLOCKED_LOOP_LIMIT). */
      code?: string;
      next?: string | null;
      /**
       * A foreach item's per-item stage that ended its item's run: the item is done (its route was
       * next_artifact or DONE) or deferred (defer_current_artifact). `next` and `code` are then the
       * item run's (null, WORKFLOW_COMPLETE), not where the run goes: say the item's fate instead.
       */
      item?: 'done' | 'deferred';
      durationMs: number;
      /** The workflow's steps completed (at least once) so far: the `[n/N]` count's n (RunHost.progress). */
      completed: number;
      /** This stage raised `completed` (its step's first completion): only such a line shows the count. */
      counted: boolean;
      totalSteps: number;
      logPath?: string;
      /** Failed: the exit status of the attempt's process, when it exited with one. */
      exitStatus?: number | null;
    }
  | { type: 'stage_retrying'; step: string; attempt: number; delayMs: number; reason: string }
  /**
   * What a running stage prints (stdout and stderr), already masked, as it prints it: pieces end at
   * a line boundary when possible. `step` is the parallel step and `branch` the branch for a branch.
   */
  | { type: 'stage_output'; step: string; branch?: string; visit: number; attempt: number; text: string }
  /**
   * Something said about the run. `warning`: a warning (a budget the chosen agent cannot be held
   * to, said at the run's start; an approval's approvers changed while it was pending), which a
   * person who asked for no progress lines (the CLI's --quiet) still sees.
   */
  /** `step`: the step (its label) the message is about, which begins it (after `warning: `); absent: about the run itself (run/scoped-note.ts). */
  | { type: 'note'; message: string; warning?: true; step?: string };

export interface RunnerPorts {
  processes: ProcessRunner;
  source: SourceInfo;
  clock: Clock;
  onEvent?: (event: RunEvent) => void;
  /**
   * The file writes a journal append makes (state/journal-writer.ts), for the run and the runs it
   * starts: absent, node:fs's. A test fails one part way, as a full disk does, in a real run.
   */
  journal?: Partial<JournalWriterIo>;
}
