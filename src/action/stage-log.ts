// Stage output in the job log: each stage attempt in a collapsible group named
// `step · visit N · attempt N`, its output printed as it is written, and the stage's last lines
// kept for the failure report (summary and annotation).
//
// The text comes from the core's `stage_output` events (already masked). With a core that does not
// stream, the action's process runner reads each stage's log file while the stage runs and feeds the
// same printer (`fromLogFile`); a `stage_output` event switches that fallback off for good, so the
// two sources never both print.
import { WARNING_PREFIX } from '../core/run/scoped-note.js';
import { closeSync, fstatSync, readSync } from 'node:fs';
import { openRegularForRead } from '../core/state/own-file.js';
import type { RunEvent } from '../core/run/ports.js';
import type { ActionIO } from './io.js';
import { duration } from './markdown.js';
import { actionWords } from './words.js';
import { LineSplitter } from '../core/steps/process/line-splitter.js';
import { printableQuoted } from '../core/run/printable.js';

/** Lines of a failed stage's log shown in the summary and the annotation. */
export const FAILURE_TAIL_LINES = 20;
const TAIL_BYTES = 16 * 1024;

export function groupName(step: string, visit: number, attempt: number): string {
  return `${step} · visit ${visit} · attempt ${attempt}`;
}

/**
 * Where a status the step routed led, as the CLI's progress says it (src/cli/progress.ts
 * routeText): the next step, or the stop it led to (a status routed to BLOCKED, a failed join
 * without a route); a pause is still a route.
 */
function routed(code: string | undefined, next: string | null | undefined, item?: 'done' | 'deferred'): string {
  // A foreach item's last stage ends the item's run, not the run.
  if (item !== undefined) return `-> item ${item}`;
  if (code === undefined || code === 'WORKFLOW_COMPLETE') return `-> ${next ?? 'end'}`;
  if (code === 'PARTIAL_RESUMABLE') return `-> ${next ?? 'end'} (paused)`;
  return `stopped: ${code}`;
}

export class StageLogPrinter {
  private open: string | undefined;
  /** Unfinished lines per stage attempt: each chunk scanned once, bounded (line-splitter.ts). */
  private partial = new Map<string, LineSplitter>();
  /** The core streams stage output itself: the log-file fallback stays silent. */
  private coreStreams = false;
  /** Values stages registered with their own ::add-mask:: lines (the core masks them in stage output; stage-processes.ts tells): masked in the failure report too (the check run is no job log the runner masks). */
  private readonly addedMasks = new Set<string>();
  /** Workspace-relative log of the last stage that failed (and no later attempt of it succeeded), and its step. */
  lastFailure: { step: string; logPath: string | undefined } | undefined;

  constructor(private readonly io: ActionIO) {}

  onEvent(e: RunEvent): void {
    switch (e.type) {
      case 'run_started':
        this.io.info(`stagegate ${e.workflow} · run ${e.runId} · ${e.resumed ? 'resuming' : e.mode === 'fresh' ? 'fresh' : 'new run'}`);
        break;
      case 'stage_started':
        this.openGroup(groupName(e.step, e.visit, e.attempt));
        break;
      case 'stage_output':
        this.coreStreams = true;
        this.text(e.branch ? `${e.step}.${e.branch}` : e.step, groupName(e.step, e.visit, e.attempt), e.text);
        break;
      case 'stage_finished': {
        const key = groupName(e.step, e.visit, e.attempt);
        this.flush(key);
        if (this.open === key) this.closeGroup();
        const visit = e.visit > 1 ? ` (visit ${e.visit})` : '';
        // A child workflow that paused (at its approval, say) did not fail: its log is no failure's.
        // Neither line carries the [n/N] count: it completed nothing, and the count would repeat the last completed step's.
        // Nor does a success that completed nothing new (a loop's revisit, a branch): only the line that raised it.
        const paused = !e.ok && e.code === 'PARTIAL_RESUMABLE';
        this.io.info(
          e.ok
            ? `${e.counted ? `[${e.completed}/${e.totalSteps}] ` : ''}${e.step}: ${e.gateStatus} ${routed(e.code, e.next, e.item)} (${duration(e.durationMs)})${visit}`
            : paused
              ? `${e.step}: paused (${e.code}) (${duration(e.durationMs)})${visit}`
              : `${e.step}: ${e.code} (${duration(e.durationMs)})${visit}${e.logPath ? ` log: ${e.logPath}` : ''}`,
        );
        // A failed join (no log of its own) keeps its failed branch's log as the one to show; an
        // earlier failure of another step (routed on by on_failure) is not why this one stopped.
        if (!e.ok && !paused) this.lastFailure = e.logPath === undefined && this.lastFailure?.logPath !== undefined && this.lastFailure.step.startsWith(`${e.step}/`) ? this.lastFailure : { step: e.step, logPath: e.logPath };
        // A later attempt of the same step that succeeded (a retry, a fallback from a delegated
        // attempt) supersedes the failure: its log is not why the run stopped.
        else if (this.lastFailure?.step === e.step) this.lastFailure = undefined;
        break;
      }
      case 'stage_retrying':
        this.io.info(`${e.step}: retrying (attempt ${e.attempt}) in ${duration(e.delayMs)}: ${printableQuoted(e.reason)}`);
        break;
      case 'note':
        // A run's warning (a budget its agent cannot be held to, a child run's (`warning: child/…`),
        // an approval's changed approvers) is a warning annotation too, so it shows on the run's page
        // and not only in the job log. The note says it is one (ports.ts); its `warning: ` is left out of the annotation.
        if (e.warning === true) this.io.annotate('warning', printableQuoted(actionWords(e.message.startsWith(WARNING_PREFIX) ? e.message.slice(WARNING_PREFIX.length) : e.message)), { title: 'stagegate' });
        // A note may quote what a stage or an input wrote (a gate value in an approval message): a
        // line break in it continues under a gutter, so the line after it never reads as the runner's own.
        this.io.info(printableQuoted(actionWords(e.message)));
        break;
    }
  }

  /** A value a stage registered with its ::add-mask:: line (the core accepted it: core/run/stage-masks.ts). */
  addMask(value: string): void {
    this.addedMasks.add(value);
  }

  /** The values stages asked to have masked (::add-mask::), longest first. */
  get stageMasks(): string[] {
    return [...this.addedMasks].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  }

  /** Text read from a stage's log file by the fallback (ignored once the core streams). */
  fromLogFile(step: string, visit: number, attempt: number, text: string): void {
    if (this.coreStreams) return;
    this.text(step, groupName(step, visit, attempt), text);
  }

  /** Close whatever is open (the run ended or was interrupted). */
  end(): void {
    for (const key of [...this.partial.keys()]) this.flush(key);
    if (this.open !== undefined) this.closeGroup();
  }

  private openGroup(name: string): void {
    if (this.open !== undefined) this.closeGroup();
    this.io.startGroup(name);
    this.open = name;
  }

  private closeGroup(): void {
    this.io.endGroup();
    this.open = undefined;
  }

  /** Whole lines go out as they come; a stage printed outside its own group is prefixed with its name. */
  private text(label: string, key: string, text: string): void {
    let splitter = this.partial.get(key);
    if (splitter === undefined) this.partial.set(key, (splitter = new LineSplitter()));
    const lines = splitter.push(text);
    if (lines.length > 0) this.print(label, key, lines.join('\n'));
  }

  private flush(key: string): void {
    const rest = this.partial.get(key)?.flush();
    this.partial.delete(key);
    if (rest) this.print(key.split(' · ')[0]!, key, rest);
  }

  private print(label: string, key: string, text: string): void {
    const lines = text.split('\n').map((l) => l.replace(/\r$/, ''));
    const shown = (this.open === key ? lines : lines.map((l) => `[${label}] ${l}`)).join('\n');
    // Stage text is shown, never obeyed: a stage (an agent, say) printing ::set-output or
    // ::error must not steer the job. The Action's info wraps such text in stop-commands (log-guard.ts).
    // A stage's own ::add-mask::VALUE line reaches it as `::add-mask::***`: the core took the value
    // out and registered it (core/run/stage-masks.ts; the runner too, stage-processes.ts).
    this.io.info(shown);
  }
}

/** The last lines of a file (at most FAILURE_TAIL_LINES, from its last 16 KiB); [] when unreadable. */
export function lastLines(absPath: string, count = FAILURE_TAIL_LINES): string[] {
  let fd: number | undefined;
  try {
    // Never waiting on a FIFO a stage left in its log's place.
    fd = openRegularForRead(absPath);
    const size = fstatSync(fd).size;
    const length = Math.min(size, TAIL_BYTES);
    const buffer = Buffer.alloc(length);
    readSync(fd, buffer, 0, length, size - length);
    let text = buffer.toString('utf8');
    if (length < size) text = text.slice(text.indexOf('\n') + 1);
    return text.replace(/\s+$/, '').split(/\r?\n/).slice(-count).filter((l, i, all) => l !== '' || i < all.length - 1);
  } catch {
    return [];
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
