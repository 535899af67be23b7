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
import { printable, printableQuoted } from '../core/run/printable.js';
import { MIN_SECRET_LENGTH } from '../core/run/secret-names.js';
import { STOP_CODES } from '../core/run/stop-codes.js';

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
function routed(code: string | undefined, next: string | null | undefined): string {
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
  /** Values stages registered with their own ::add-mask:: lines: masked in the failure report too (the check run is no job log the runner masks). */
  private readonly addedMasks = new Set<string>();
  /** The warnings said of values not masked (each once). */
  private readonly refusedMasks = new Set<string>();
  /**
   * stagegate's own words in the job log and the job's outputs: its stop codes and statuses, the
   * workflow's name, the run id, the steps' ids. A mask of a value inside one would hide it
   * everywhere (`::add-mask::WORKFLOW_COMPLETE` the run's verdict, and the runner drops a job output
   * holding a masked value: `status`, `run-id`).
   */
  private readonly ownWords = new Set<string>([...Object.keys(STOP_CODES), 'true', 'false']);
  /** Workspace-relative log of the last stage that failed (and no later attempt of it succeeded), and its step. */
  lastFailure: { step: string; logPath: string | undefined } | undefined;

  constructor(private readonly io: ActionIO) {}

  onEvent(e: RunEvent): void {
    switch (e.type) {
      case 'run_started':
        this.ownWords.add(e.workflow).add(e.runId);
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
        const paused = !e.ok && e.code === 'PARTIAL_RESUMABLE';
        this.io.info(
          e.ok
            ? `[${e.completed}/${e.totalSteps}] ${e.step}: ${e.gateStatus} ${routed(e.code, e.next)} (${duration(e.durationMs)})${visit}`
            : paused
              ? `[${e.completed}/${e.totalSteps}] ${e.step}: paused (${e.code}) (${duration(e.durationMs)})${visit}`
              : `[${e.completed}/${e.totalSteps}] ${e.step}: ${e.code} (${duration(e.durationMs)})${visit}${e.logPath ? ` log: ${e.logPath}` : ''}`,
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

  /** Why a stage's ::add-mask:: value is not registered with the runner, or undefined. */
  private unmaskable(value: string, label: string): string | undefined {
    if (value.length < MIN_SECRET_LENGTH) return `a value of ${value.length} character${value.length === 1 ? '' : 's'} not registered: a value shorter than ${MIN_SECRET_LENGTH} characters would be masked everywhere in the job log and the job's outputs`;
    const word = [...this.ownWords, label].find((w) => w.includes(value));
    if (word !== undefined) return `a value that is part of stagegate's own word ${word} not registered: it would be masked in every line and job output that word is in (the run's status, its id)`;
    return undefined;
  }

  private print(label: string, key: string, text: string): void {
    const lines = text.split('\n').map((l) => l.replace(/\r$/, ''));
    // The one workflow command a stage's output is granted: ::add-mask::VALUE, as a step's own
    // output is on GitHub. The value is registered before its line is echoed, so the job log
    // never shows it (the line itself reads `::add-mask::***`).
    // A value shorter than MIN_SECRET_LENGTH is not registered (as the Action's own masks of secret
    // variables): the runner would mask it everywhere — `::add-mask::a` every `a` of the job log,
    // stagegate's status lines included, and `::add-mask::1` every job output holding a 1 (a run id),
    // which the runner then drops. Its own line still hides it; the stage is told.
    const refused: string[] = [];
    const echoed = lines.map((l) => {
      // As the log shows the line (printable: io.ts), so the mask matches what the log shows.
      const value = addMaskValue(printable(l));
      if (value === undefined) return l;
      const why = this.unmaskable(value, label);
      if (why !== undefined) {
        refused.push(`${label}: ::add-mask:: of ${why}`);
        return l.replace(/::add-mask::.*$/, '::add-mask::***');
      }
      if (!this.addedMasks.has(value)) {
        this.addedMasks.add(value);
        this.io.setSecret(value);
      }
      return l;
    });
    const shown = (this.open === key ? echoed : echoed.map((l) => `[${label}] ${l}`)).join('\n');
    // Stage text is shown, never obeyed: a stage (an agent, say) printing ::set-output or
    // ::error must not steer the job. The Action's info wraps such text in stop-commands (log-guard.ts).
    this.io.info(shown);
    for (const r of refused) {
      if (this.refusedMasks.has(r)) continue;
      this.refusedMasks.add(r);
      this.io.annotate('warning', r, { title: 'stagegate' });
    }
  }
}

/**
 * The value of a stage's `::add-mask::VALUE` line (leading white space allowed, as the runner reads
 * commands), or undefined: not such a line, or nothing to mask.
 */
export function addMaskValue(line: string): string | undefined {
  const m = /^\s*::add-mask::(.*)$/.exec(line);
  const value = m?.[1]?.trim();
  return value === undefined || value === '' ? undefined : value;
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
