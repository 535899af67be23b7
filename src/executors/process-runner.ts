// The ProcessRunner port implemented with node:child_process: argv only (no shell string),
// stdout+stderr appended to the stage log, stdin fed from the request, whole-tree kill on timeout.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ProcessRequest, ProcessResult, ProcessRunner } from '../core/ports.js';
import { killTree } from './process-tree.js';

/** Children still running, so a signal to the runner can take them down with it. */
const running = new Set<number>();

export function killRunningStages(): void {
  for (const pid of running) killTree(pid);
}

export const nodeProcessRunner: ProcessRunner = {
  run(request: ProcessRequest): Promise<ProcessResult> {
    mkdirSync(dirname(request.logPath), { recursive: true });
    const log = openSync(request.logPath, 'a');
    const started = process.hrtime.bigint();
    const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
    return new Promise<ProcessResult>((resolve) => {
      let timedOut = false;
      let timer: NodeJS.Timeout | undefined;
      let settled = false;
      const done = (result: ProcessResult) => {
        if (settled) return;
        settled = true;
        if (timer) clearTimeout(timer);
        closeSync(log);
        resolve(result);
      };
      let child;
      try {
        child = spawn(request.command, request.args, {
          cwd: request.cwd,
          env: request.env,
          stdio: [request.stdin === undefined ? 'ignore' : 'pipe', log, log],
          windowsHide: true,
        });
      } catch (error) {
        done({ exitCode: null, signal: null, timedOut: false, durationMs: elapsed(), spawnError: (error as Error).message });
        return;
      }
      const pid = child.pid;
      if (pid !== undefined) running.add(pid);
      child.on('error', (error) => {
        if (pid !== undefined) running.delete(pid);
        done({ exitCode: null, signal: null, timedOut: false, durationMs: elapsed(), spawnError: error.message });
      });
      child.on('exit', (code, signal) => {
        if (pid !== undefined) running.delete(pid);
        // Descendants that outlive the stage (backgrounded with &) are not its result; end them.
        if (pid !== undefined) killTree(pid);
        done({ exitCode: code, signal, timedOut, durationMs: elapsed() });
      });
      if (request.stdin !== undefined && child.stdin) {
        child.stdin.on('error', () => {
          /* the process may exit without reading its stdin */
        });
        child.stdin.end(request.stdin);
      }
      if (request.timeoutMs !== undefined && pid !== undefined) {
        timer = setTimeout(() => {
          timedOut = true;
          killTree(pid);
        }, request.timeoutMs);
      }
    });
  },
};
