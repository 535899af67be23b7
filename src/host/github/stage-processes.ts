// The process runner the action gives the core: the host's, plus what a job needs around it.
//  - Cancellation: the job's AbortSignal goes into every ProcessRequest (the core's cancellation
//    contract): the host's runner forwards the job's SIGINT to each stage's group and kills the
//    tree after ACTION_STOP_GRACE_MS; when it aborts, no new stage starts, and the running stage
//    trees are killed here too once that grace is over, so a cancelled job never leaves a stage
//    running whatever the core does with the signal.
//  - Masking: the secret values the core masks in stage logs are registered with the runner
//    (::add-mask::) before the stage starts, so the job log and summary mask them too; so is a
//    value a stage's own ::add-mask:: line registered with the core, as its line is read (before
//    the line, as `::add-mask::***`, reaches the job log).
//  - Stage output: a core that streams stage output asks for it with ProcessRequest.onOutput and
//    emits `stage_output` events. For one that does not (no onOutput in the request), the stage's
//    log file is read while the stage runs and handed to the job-log printer instead.
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import type { ProcessRequest, ProcessResult, ProcessRunner } from '../../core/run/ports.js';
import type { AddMaskForm } from '../../core/run/stage-masks.js';
import { printable } from '../../core/run/printable.js';
import { secretValues, maskSecrets } from '../../core/steps/process/transcript.js';
import { killRunningStages } from '../process-runner.js';

export interface StageProcessOptions {
  signal: AbortSignal;
  setSecret: (value: string) => void;
  /** A value a stage's ::add-mask:: line registered (after setSecret): the report masks it too. */
  onStageMask?: (value: string) => void;
  /** Text a stage wrote to its log, with the step, visit and attempt it belongs to. */
  onLogText?: (step: string, visit: number, attempt: number, text: string) => void;
  /** How often a running stage's log is read for new text. */
  pollMs?: number;
}

/** Reads what a growing file gained since the last read (a character split across reads is kept whole). */
class FileFollower {
  private offset = 0;
  private readonly decoder = new StringDecoder('utf8');
  constructor(private readonly path: string) {
    try {
      // A log reused by a later attempt is appended to: text already there is not shown again.
      this.offset = statSync(path).size;
    } catch {
      this.offset = 0;
    }
  }

  read(): string {
    let fd: number | undefined;
    try {
      const size = statSync(this.path).size;
      if (size <= this.offset) return '';
      const buffer = Buffer.alloc(Math.min(size - this.offset, 1024 * 1024));
      fd = openSync(this.path, 'r');
      const n = readSync(fd, buffer, 0, buffer.length, this.offset);
      this.offset += n;
      return this.decoder.write(buffer.subarray(0, n));
    } catch {
      return '';
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
  }
}

/**
 * How long a stage of a cancelled job has to exit after the job's SIGINT reaches it (its traps,
 * an agent CLI's shutdown) before its tree is killed: the runner sends SIGTERM 7.5 s after SIGINT
 * and kills the step 2.5 s later, and the step still completes its check, writes its outputs and
 * summary and uploads the state after the stages stop (checks.ts, index.ts).
 */
export const ACTION_STOP_GRACE_MS = 3_000;

export function stageProcessRunner(inner: ProcessRunner, options: StageProcessOptions): ProcessRunner {
  const { signal } = options;
  const masked = new Set<string>();
  signal.addEventListener('abort', () => setTimeout(killRunningStages, ACTION_STOP_GRACE_MS).unref(), { once: true });
  const runner: ProcessRunner = {
    async run(request: ProcessRequest): Promise<ProcessResult> {
      if (signal.aborted) {
        return { exitCode: null, signal: null, timedOut: false, durationMs: 0, interrupted: true, spawnError: 'not started: the job was cancelled' };
      }
      const secrets = secretValues(request.env);
      for (const secret of secrets) {
        if (masked.has(secret)) continue;
        masked.add(secret);
        options.setSecret(secret);
      }
      const coreStreams = (request as { onOutput?: unknown }).onOutput !== undefined;
      const follow = options.onLogText && !coreStreams ? new FileFollower(request.logPath) : undefined;
      const step = request.env['STAGEGATE_STEP'] ?? '?';
      const visit = Number(request.env['STAGEGATE_VISIT'] ?? 1);
      const attempt = Number(request.env['STAGEGATE_ATTEMPT'] ?? 1);
      const emit = () => {
        const text = follow?.read();
        if (text) options.onLogText!(step, visit, attempt, maskSecrets(text, secrets));
      };
      const timer = follow ? setInterval(emit, options.pollMs ?? 250) : undefined;
      try {
        const onAddMask = request.onAddMask;
        const result = await inner.run({
          ...request,
          signal,
          ...(onAddMask
            ? {
                onAddMask: (rest: string, cut: boolean, form: AddMaskForm) => {
                  const answer = onAddMask(rest, cut, form);
                  for (const value of answer.values) {
                    if (masked.has(value)) continue;
                    masked.add(value);
                    // The job log shows a stage's text as printable() makes it (that form is among
                    // the values): one holding a control character would never match there, and
                    // the Action prints no control character itself.
                    if (printable(value) === value) options.setSecret(value);
                    options.onStageMask?.(value);
                  }
                  return answer;
                },
              }
            : {}),
        });
        return signal.aborted && result.exitCode !== 0 ? { ...result, interrupted: true } : result;
      } finally {
        if (timer) clearInterval(timer);
        emit();
      }
    },
  };
  if (inner.prepareLog) runner.prepareLog = (logPath) => inner.prepareLog!(logPath);
  return runner;
}
