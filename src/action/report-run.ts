// Job summary sections of a run: the workflow as a Mermaid flowchart with the path taken, and the
// steps table. Apart from report.ts because they need the run's state and transitions (immutable
// among them), which `command: validate` never loads.
import { stepView, workflowFlowchart, type StepView } from '../core/commands/summary-graph.js';
import { foreachItemStates } from '../core/commands/graph-items.js';
import { Workspace } from '../core/workspace/workspace.js';
import type { HistoryEntry, RunState } from '../core/state/state.js';
import type { Workflow } from '../core/model/workflow.js';
import type { NotRunStep } from '../core/steps/decision/transition.js';
import { skippedSteps } from '../core/state/skipped.js';
import { MarkdownBudget, code, duration, esc, prose } from './markdown.js';

/**
 * `workspaceRoot`: where the run's foreach item states are read, to colour the per-item steps;
 * `path`: a workspace path as the summary names it (the repository's, working-directory in front);
 * `next`: the step a plan runs next (command: plan), drawn `next` as the plan's table marks it.
 */
export function graphBlock(b: MarkdownBudget, workflow: Workflow, state: RunState | undefined, history: readonly HistoryEntry[] = [], workspaceRoot?: string, path?: (p: string) => string, next?: string | null): void {
  const itemStates = state && workspaceRoot !== undefined ? foreachItemStates(new Workspace(workspaceRoot), state) : undefined;
  const chart = workflowFlowchart(workflow, state, { history, ...(itemStates ? { itemStates } : {}), ...(path ? { path } : {}), ...(next !== undefined ? { next } : {}) });
  if (chart.mermaid === undefined) {
    b.add(`_The workflow is too large a graph for Mermaid to draw here: ${esc(chart.tooLarge ?? '')} (the steps table lists them all)._\n\n`);
    return;
  }
  // Leave room for the table and the rest; a graph that does not fit is left out.
  if (!b.add(`\n\`\`\`mermaid\n${chart.mermaid}\n\`\`\`\n\n`, 64 * 1024)) b.add('_The workflow graph was left out to keep the summary under 1 MiB._\n\n');
}

const VIEW_TEXT: Record<StepView, string> = {
  completed: '✓ completed',
  failed: '✗ failed',
  blocked: '■ blocked',
  running: '… running (interrupted)',
  next: '▶ next',
  unvisited: '— not reached',
};

/** A failure a skip came after, as the table's cell quotes it: its first 160 characters. */
const SKIP_REASON_CHARS = 160;

/**
 * A step the run left skipped, in `status`'s words (src/cli/render.ts skipCause): by whom (a
 * person's `stagegate skip`), or after which failure (on_failure: skip); not "not reached".
 */
function skippedText(skip: { reason: string | null; by?: string }): string {
  if (skip.reason !== null) {
    // By code points: a cut between the two halves of a surrogate pair shows as a broken character.
    const chars = [...skip.reason];
    return `↷ skipped after: ${chars.length > SKIP_REASON_CHARS ? `${chars.slice(0, SKIP_REASON_CHARS).join('')}…` : skip.reason}`;
  }
  return skip.by !== undefined ? `↷ skipped by ${skip.by}` : '↷ skipped';
}

/** `path`: a workspace path as the summary names it (the repository's, working-directory in front). */
export function stepsTable(b: MarkdownBudget, workflow: Workflow, state: RunState | undefined, path: (p: string) => string = (p) => p): void {
  const skipped = new Map((state ? skippedSteps(state) : []).map((k) => [k.step, k]));
  const rows = [...workflow.steps.values()].map((step) => {
    const record = state?.steps[step.id];
    const view = stepView(state, step.id);
    const skip = view === 'unvisited' ? skipped.get(step.id) : undefined;
    const gate = record?.gate && typeof record.gate['status'] === 'string' ? (record.gate['status'] as string) : undefined;
    const output = record?.output ?? state?.artifacts[step.id]?.path;
    // An approval step has no gate: its verdict is the decision that stands (not one a rerun took back).
    const decided = step.kind === 'approval' ? state?.approvals?.filter((a) => a.step === step.id && a.taken_back_at === undefined).at(-1) : undefined;
    return [
      code(step.id),
      prose(skip !== undefined ? skippedText(skip) : VIEW_TEXT[view]),
      // Failed by a status of its failure_statuses: that status, said as such (no verdict).
      record?.status === 'failed' && record.failure_status !== undefined ? `${code(record.failure_status)} (a failure status)` : gate ? code(gate) : decided ? `${esc(decided.decision)} by ${code(decided.by)}` : '—',
      record && record.visits > 0 ? esc(record.visits) : '—',
      esc(duration(record?.last_duration_ms)),
      output ? code(path(output)) : '—',
    ];
  });
  b.table(['Step', 'Status', 'Gate', 'Visits', 'Duration', 'Output'], rows);
}

/** The steps the run went around without running them (an aiox step whose required files are missing), as run --json's `not_run` lists them. */
export function notRunBlock(b: MarkdownBudget, notRun: readonly NotRunStep[] | undefined): void {
  if (notRun === undefined || notRun.length === 0) return;
  b.add('#### Not run\n\n');
  b.table(['Step', 'Why', 'Check', 'Went to'], notRun.map((n) => [code(n.step), prose(n.reason), `${code(n.check)} (visit ${esc(n.visit)})`, code(n.to)]));
}
