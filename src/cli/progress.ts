// What `stagegate run` shows while it runs (on stderr), from the core's RunEvents:
// - a line per finished stage attempt (✓ gate status → next, or ✗ stop code), and on a failure
//   the last 20 lines of its log (secrets masked);
// - on a terminal, a live line per running stage (step, visit, attempt, elapsed), redrawn every
//   second below the finished lines — several for parallel branches;
// - off a terminal (CI logs), a line when a stage starts and a heartbeat every N seconds;
// - with --stream, what each stage writes, line by line, prefixed with its step.
import { closeSync, existsSync, fstatSync, readSync } from 'node:fs';
import { openRegularForRead } from '../core/state/own-file.js';
import { isAbsolute, join } from 'node:path';
import type { RunEvent } from '../core/run/ports.js';
import { maskSecrets } from '../core/steps/process/transcript.js';
import type { Style } from './style.js';
import { printable, printableQuoted } from '../core/run/printable.js';
import { LineSplitter } from '../core/steps/process/line-splitter.js';

export interface ProgressOptions {
  /** Where the lines go (stderr). */
  write: (text: string) => void;
  style: Style;
  /** The stream is a terminal: draw live lines (and redraw them every second). */
  live: boolean;
  /** Terminal width, for cutting live lines to one row each. */
  columns?: () => number | undefined;
  /** Pass stage output through (--stream). */
  stream: boolean;
  /** Off a terminal: a heartbeat line this often (0: none). */
  heartbeatMs: number;
  /** Workspace root: log paths in events are relative to it. */
  workspace: string;
  /** Values to mask in anything printed from a stage (the runner masks too; this is the CLI's own list). */
  secrets: readonly string[];
  /** Milliseconds now (Date.now in production). */
  now?: () => number;
}

export interface Progress {
  onEvent(event: RunEvent): void;
  /** Stop the timers and clear the live lines (call once the run has returned). */
  stop(): void;
  /** A line from outside the run (the CLI's signal handler), above the live lines. */
  say(text: string): void;
}

interface Running {
  label: string;
  visit: number;
  attempt: number;
  kind: string;
  since: number;
}

/** Lines of a failed attempt's log shown under its ✗ line. */
export const FAILURE_TAIL_LINES = 20;
/** Bytes read from the end of a log for its tail (a huge log is never read whole). */
const TAIL_BYTES = 64 * 1024;
/** Live lines are redrawn this often. */
const REDRAW_MS = 500;
const SPINNER = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

export function elapsedText(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, '0')}m`;
}

function seconds(ms: number): string {
  return ms < 1000 ? `${(ms / 1000).toFixed(2)}s` : `${(ms / 1000).toFixed(1)}s`;
}

/** The last `count` lines of a file ('' lines at the end dropped), reading at most TAIL_BYTES. */
export function tailLines(path: string, count: number): string[] {
  let fd: number;
  try {
    // Never waiting on a FIFO a stage left in its log's place.
    fd = openRegularForRead(path);
  } catch {
    return [];
  }
  try {
    const size = fstatSync(fd).size;
    const length = Math.min(size, TAIL_BYTES);
    const buffer = Buffer.alloc(length);
    readSync(fd, buffer, 0, length, size - length);
    let lines = buffer.toString('utf8').split(/\r?\n/);
    if (length < size) lines = lines.slice(1); // the first line was cut
    while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
    return lines.slice(-count);
  } finally {
    closeSync(fd);
  }
}

/** `text` cut to `columns` code points (about a terminal's columns), ending in … when cut. */
function cut(text: string, columns: number | undefined): string {
  if (columns === undefined || columns < 10) return text;
  const chars = [...text];
  return chars.length <= columns ? text : chars.slice(0, columns - 1).join('') + '…';
}

export function makeProgress(o: ProgressOptions): Progress {
  const now = o.now ?? Date.now;
  const { style } = o;
  const running = new Map<string, Running>();
  /** Stage output not yet ended by a newline, per stage. */
  // Unfinished lines of streamed stages: each chunk scanned once, bounded (line-splitter.ts).
  const partial = new Map<string, LineSplitter>();
  /** Stages whose output was streamed (their failure tail would repeat it). */
  const streamed = new Set<string>();
  let drawn = 0;
  let frame = 0;
  let width = 12;
  let timer: NodeJS.Timeout | undefined;

  const mask = (text: string) => maskSecrets(text, o.secrets);

  /** One running stage's line, cut to one terminal row (a wrapped line would break the redraw). */
  const liveLine = (r: Running, columns: number | undefined): string => {
    const spin = SPINNER[frame % SPINNER.length]!;
    const text = cut(`${r.label.padEnd(width)}  visit ${r.visit} · attempt ${r.attempt} · ${elapsedText(now() - r.since)}`, columns === undefined ? undefined : columns - 2);
    return `${style.cyan(spin)} ${text}`;
  };

  /** Erase the live lines (the cursor sits at the end of the last one). */
  const erase = () => {
    if (drawn === 0) return;
    o.write(`\r${drawn > 1 ? `\u001b[${drawn - 1}A` : ''}\u001b[J`);
    drawn = 0;
  };

  const draw = () => {
    if (!o.live || running.size === 0) return;
    const columns = o.columns?.();
    const lines = [...running.values()].map((r) => liveLine(r, columns));
    o.write(lines.join('\n'));
    drawn = lines.length;
  };

  /** A permanent line (or lines), above the live ones. */
  const say = (text: string) => {
    erase();
    o.write(text.endsWith('\n') ? text : `${text}\n`);
    draw();
  };

  const tick = () => {
    frame++;
    if (o.live) {
      erase();
      draw();
    }
  };

  const heartbeat = () => {
    if (running.size === 0) return;
    const list = [...running.values()].map((r) => `${r.label} (visit ${r.visit}, attempt ${r.attempt}, ${elapsedText(now() - r.since)})`);
    say(style.dim(`… still running: ${list.join(', ')}`));
  };

  const ensureTimer = () => {
    if (timer !== undefined) return;
    const every = o.live ? REDRAW_MS : o.heartbeatMs;
    if (every <= 0) return;
    timer = setInterval(o.live ? tick : heartbeat, every);
    // The run's own work keeps the process alive; the timer never should.
    timer.unref();
  };

  const stopTimerIfIdle = () => {
    if (running.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  const flushPartial = (key: string) => {
    const rest = partial.get(key)?.flush();
    if (rest !== undefined && rest !== '') say(`${style.dim(`${key} │`)} ${printable(mask(rest))}`);
    partial.delete(key);
  };

  const output = (key: string, text: string) => {
    streamed.add(key);
    let splitter = partial.get(key);
    if (splitter === undefined) partial.set(key, (splitter = new LineSplitter()));
    const lines = splitter.push(text);
    if (lines.length === 0) return;
    say(lines.map((l) => `${style.dim(`${key} │`)} ${printable(mask(l.replace(/\r$/, '')))}`).join('\n'));
  };

  const failureTail = (logPath: string | undefined, key: string, exitStatus?: number | null) => {
    if (logPath === undefined || streamed.has(key)) return;
    const abs = isAbsolute(logPath) ? logPath : join(o.workspace, logPath);
    // No log at all: the attempt was refused before its process started (nothing to call empty).
    if (!existsSync(abs)) {
      say(style.dim(`    (no log: the stage did not start)`));
      return;
    }
    const lines = tailLines(abs, FAILURE_TAIL_LINES);
    if (lines.length === 0) {
      say(style.dim(`    (${typeof exitStatus === 'number' && exitStatus !== 0 ? `exit status ${exitStatus}; ` : ''}the log ${logPath} is empty)`));
      return;
    }
    say([style.dim(`    last ${lines.length === 1 ? 'line' : `${lines.length} lines`} of ${logPath}:`), ...lines.map((l) => `    ${style.dim('│')} ${printable(mask(l))}`)].join('\n'));
  };

  return {
    onEvent(e) {
      switch (e.type) {
        case 'run_started':
          say(`${style.bold('stagegate')} ${e.workflow} · run ${e.runId} · ${e.resumed ? 'resuming' : e.mode === 'fresh' ? 'fresh' : 'new run'}`);
          break;
        case 'stage_started': {
          width = Math.max(width, Math.min(e.step.length, 28));
          running.set(e.step, { label: e.step, visit: e.visit, attempt: e.attempt, kind: e.kind, since: now() });
          if (o.live) {
            erase();
            draw();
          } else say(`${style.cyan('▶')} ${printable(e.step)} started${e.visit > 1 ? ` (visit ${e.visit})` : ''}${e.attempt > 1 ? ` (attempt ${e.attempt})` : ''}`);
          ensureTimer();
          break;
        }
        case 'stage_output':
          if (o.stream) output(e.branch !== undefined ? `${e.step}.${e.branch}` : e.step, e.text);
          break;
        case 'stage_finished': {
          running.delete(e.step);
          if (o.stream) flushPartial(e.step);
          // Only the line of a stage that raised the count (its step's first completion) shows it:
          // a line that completed nothing new (a loop's revisit, a branch, a failure, a pause) leaves
          // the count where it stands, and repeating it would read as the step's place, or a step past N.
          const progress = e.ok && e.counted ? style.dim(`[${e.completed}/${e.totalSteps}]`) : ' '.repeat(`[${e.completed}/${e.totalSteps}]`.length);
          const name = printable(e.step).padEnd(width);
          const attempt = e.attempt > 1 ? style.dim(` (attempt ${e.attempt})`) : '';
          const visit = e.visit > 1 ? style.dim(` visit ${e.visit}`) : '';
          const time = style.dim(seconds(e.durationMs));
          if (e.ok) say(`${progress} ${name} ${style.green('✓')} ${printable(`${e.gateStatus}`)} ${routeText(e.code, e.next, style, e.item)}  ${time}${visit}${attempt}`);
          // A child workflow that paused (at its approval, say) did not fail: no ✗, no log tail.
          else if (e.code === 'PARTIAL_RESUMABLE') say(`${progress} ${name} ${style.yellow('⏸')} paused (${e.code})  ${time}${visit}${attempt}`);
          else {
            // Failed by a status of its failure_statuses: which one (its exit status was 0). Not
            // gateStatus: a failed child workflow or foreach step carries its outcome there.
            const status = e.failureStatus !== undefined ? ` (status ${printable(e.failureStatus)}, one of its failure_statuses)` : '';
            say(`${progress} ${name} ${style.red('✗')} ${e.code}${status}  ${time}${visit}${attempt}`);
            // An interrupted stage did not fail: its log's tail would only be noise.
            if (e.code !== 'WORKFLOW_INTERRUPTED') failureTail(e.logPath, e.step, e.exitStatus);
          }
          streamed.delete(e.step);
          stopTimerIfIdle();
          break;
        }
        case 'stage_retrying':
          say(`${style.yellow('↻')} ${printable(e.step)}: retrying (attempt ${e.attempt}) in ${seconds(e.delayMs)}: ${printableQuoted(e.reason)}`);
          break;
        case 'note':
          // A note may quote what a stage or an agent wrote (a registry cell, a branch's answer).
          say(style.dim(printableQuoted(e.message)));
          break;
        default:
          break;
      }
    },
    say,
    stop() {
      for (const key of [...partial.keys()]) flushPartial(key);
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
      running.clear();
      erase();
    },
  };
}

/**
 * Where an accepted stage leads: the next step, the end, or — when the run refuses the
 * transition (loop limit, stall, BLOCKED) — the stop code, never "→ end"; a foreach item's last
 * stage: `→ item done` or `→ item deferred`.
 */
function routeText(code: string | undefined, next: string | null | undefined, style: Style, item?: 'done' | 'deferred'): string {
  // A foreach item's last stage: the item's run ends, not the run (never the 4.0 token next_artifact).
  if (item !== undefined) return `→ item ${item}`;
  if (code === undefined || code === 'WORKFLOW_COMPLETE') return `→ ${next ?? 'end'}`;
  if (code === 'PARTIAL_RESUMABLE') return `→ ${next ?? 'end'} ${style.dim('(paused)')}`;
  return `${style.yellow('⊘')} ${style.yellow(code)}`;
}
