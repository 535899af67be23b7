// Job summary sections: a status banner in words, what to do next, the plan, the diagnostics (the
// workflow graph and the steps table of a run are report-run.ts). Every piece of run data goes
// through esc().
import { STOP_CODES, isStopCode, stopClass } from '../core/run/stop-codes.js';
import type { Plan } from '../core/commands/plan.js';
import { shownValue } from '../core/run/secret-names.js';
import { positionOf, type Diagnostic } from '../core/validate/diagnostics.js';
import { MarkdownBudget, code, esc, prose } from './markdown.js';
import { actionWords } from './words.js';

export interface Banner {
  icon: string;
  words: string;
}

/** Statuses the action reports that are not stop codes of a run. */
const ACTION_STATUSES: Record<string, Banner> = {
  NOT_STARTED: { icon: '⚪', words: 'Not started' },
  IN_PROGRESS: { icon: '🔄', words: 'In progress' },
  VALID: { icon: '✅', words: 'Valid' },
  PLAN: { icon: '🧭', words: 'Plan' },
  ACTION_INPUT_INVALID: { icon: '❌', words: 'Action input error' },
  ARTIFACT_RESTORE_FAILED: { icon: '❌', words: 'State could not be restored' },
  RESUME_STATE_NOT_FOUND: { icon: '❌', words: 'State to resume not found' },
  RUNNER_ENVIRONMENT_INVALID: { icon: '❌', words: 'Runner environment not usable' },
  // The core's stop code by the cancellation contract; its banner is the action's own.
  WORKFLOW_INTERRUPTED: { icon: '🚫', words: 'Cancelled' },
  INTERNAL_ERROR: { icon: '💥', words: 'Internal error' },
};

/**
 * Stop codes whose class's words would mislead: a refused decision is no missing input (nor, for a
 * state changed since the approval was asked, a contract violated), and a stage's question is
 * asked of a person, not of the workflow's inputs.
 */
const OWN_WORDS: Record<string, Banner> = {
  APPROVAL_NOT_PENDING: { icon: '⛔', words: 'Decision refused' },
  APPROVER_NOT_ALLOWED: { icon: '⛔', words: 'Decision refused' },
  APPROVAL_STATE_CHANGED: { icon: '⛔', words: 'Decision refused' },
  WORKFLOW_ANSWER_REQUIRED: { icon: '❓', words: 'Question for a person' },
  WORKFLOW_ANSWER_NOT_PENDING: { icon: '❌', words: 'Answer refused: no question waiting' },
};

const CLASS_WORDS: Record<string, Banner> = {
  blocked: { icon: '⛔', words: 'Blocked' },
  input: { icon: '❌', words: 'Input needed' },
  contract: { icon: '❌', words: 'Contract violated' },
  stage: { icon: '❌', words: 'Stage failed' },
  locked: { icon: '🔒', words: 'Locked by another runner' },
  budget: { icon: '❌', words: 'Budget exceeded' },
  io: { icon: '❌', words: 'Could not write state' },
};

/** The stop code in words, for people. */
export function bannerFor(status: string): Banner {
  if (status === 'WORKFLOW_COMPLETE') return { icon: '✅', words: 'Complete' };
  if (status === 'PARTIAL_RESUMABLE') return { icon: '⏸️', words: 'Paused — resumable' };
  const own = ACTION_STATUSES[status] ?? OWN_WORDS[status];
  if (own) return own;
  // Not a stop code: a hand-off step's own terminal_status.
  if (!isStopCode(status)) return { icon: '⛔', words: 'Ended by a hand-off step' };
  return CLASS_WORDS[stopClass(status)] ?? { icon: '❌', words: 'Failed' };
}

/**
 * What the statuses of the action itself mean (docs/action.md, "Statuses of the action itself"),
 * as a stop code's summary says it in the banner.
 */
export const ACTION_STATUS_SUMMARIES: Readonly<Record<string, string>> = {
  ACTION_INPUT_INVALID: "An input of the step is missing, malformed or contradicts another (the message names it); nothing was restored or run.",
  ARTIFACT_RESTORE_FAILED: "The run's carried state (or a merge's shard artifacts) could not be looked up, downloaded or verified; nothing was run and the workspace is unchanged.",
  RESUME_STATE_NOT_FOUND: "resume-from-run-id names a workflow run, and no state of this run was found there, in this workflow run or in the workspace; nothing was run.",
  RUNNER_ENVIRONMENT_INVALID: "A variable the runner sets for every step (GITHUB_OUTPUT, GITHUB_WORKSPACE) names a file or folder that is not there (the message names it); nothing was restored or run.",
  INTERNAL_ERROR: 'A bug in stagegate stopped the step before it could report; whatever the run reached is in the workspace, and may not have been saved as an artifact.',
};

/** The stop code's summary (or an action status's), in the action's words. */
export function stopSummary(status: string): string | undefined {
  return isStopCode(status) ? actionWords(STOP_CODES[status].summary) : ACTION_STATUS_SUMMARIES[status];
}

/** The stop code's fix, in the action's words. */
export function stopFix(status: string): string | undefined {
  return isStopCode(status) ? actionWords(STOP_CODES[status].fix) : undefined;
}

/** A banner of the stop's own (`what`: its one cause, said in place of the stop code's summary of every cause). */
export interface BannerOverride extends Banner {
  what?: string;
}

export function bannerBlock(b: MarkdownBudget, title: string, status: string, lines: string[], override?: BannerOverride): void {
  const banner = override ?? bannerFor(status);
  b.add(`### ${banner.icon} ${esc(banner.words)}: ${title}\n\n`);
  const what = override?.what ?? stopSummary(status);
  b.add(`> **${esc(status)}**${what ? ` — ${prose(what)}` : ''}\n\n`);
  for (const line of lines) if (line) b.add(`${line}\n\n`);
}

export function detailsBlock(b: MarkdownBudget, summary: string, items: Array<[string, string | null | undefined]>): void {
  const shown = items.filter(([, v]) => v !== null && v !== undefined && v !== '');
  if (shown.length === 0) return;
  b.add(`<details><summary>${esc(summary)}</summary>\n\n${shown.map(([k, v]) => `- ${esc(k)}: ${v}`).join('\n')}\n\n</details>\n\n`);
}

/**
 * The run's inputs as the summary (and the check run, which GitHub never masks) lists them: a
 * secret-looking input's value as ***, URL passwords masked (transcript.ts shownValue), as logs
 * and printed commands show them.
 */
export function inputsList(inputs: Record<string, string> | undefined): string | undefined {
  if (!inputs) return undefined;
  const entries = Object.entries(inputs);
  if (entries.length === 0) return undefined;
  return entries.map(([k, raw]) => {
    const v = shownValue(k, raw);
    return `${code(k)}=${code(v.length > 200 ? v.slice(0, 197) + '...' : v)}`;
  }).join(', ');
}

export function planTable(b: MarkdownBudget, plan: Plan): void {
  const text: Record<Plan['steps'][number]['disposition'], string> = {
    completed: '✓ completed (reused)',
    blocked: '■ blocked the run',
    next: '▶ next',
    pending: '○ may run later',
    unsupported: '✗ kind not supported',
  };
  b.table(
    ['Step', 'Kind', 'Plan', 'Visits', 'Max visits', 'Output', 'Routes'],
    plan.steps.map((s) => [
      code(s.id),
      esc(s.kind),
      esc(text[s.disposition]),
      esc(s.visits),
      esc(s.maxVisits),
      s.output ? code(s.output) : '—',
      // Every path, typed (workflow-paths.ts): defaults in italics, per-item and branch machines summarised.
      routes(s),
    ]),
  );
}

function routes(s: Plan['steps'][number]): string {
  const p = s.paths;
  const lines = p.edges.map((e) => {
    const text = `${esc(e.label.replace(/^status /, ''))} → ${code(e.to)}`;
    return e.implicit ? `_${text} (default)_` : text;
  });
  if (p.foreach) lines.push(`per item: ${p.foreach.steps.map((q) => code(q.id)).join(', ')}`);
  if (p.parallel) lines.push(`branches (join ${esc(p.parallel.join)}): ${p.parallel.branches.map((b) => code(b.id)).join(', ')}`);
  return lines.length > 0 ? lines.join('<br>') : '—';
}

export function diagnosticsTable(b: MarkdownBudget, diagnostics: Diagnostic[], fileLink: (file: string) => string): void {
  b.table(
    ['', 'Code', 'Where', 'Message', 'Fix'],
    diagnostics.map((d) => [
      d.severity === 'error' ? '❌' : '⚠️',
      code(d.code),
      `${code(positionOf({ ...d, file: fileLink(d.file) }))}`,
      prose(d.message),
      prose(d.hint ?? ''),
    ]),
  );
}
