// The pure transition of a decision step: follow the chosen target
// like any fixed transition (visits counted, max_visits and stop_after_step honoured).
import type { DecisionRecord } from '../../state/state.js';
import type { RunState } from '../../state/state.js';
import { applyExitSuccess, type TransitionResult } from '../../run/transition.js';
import type { StepModel, Workflow } from '../../model/workflow.js';
import { compileExpression, fileReadKey, fileReads } from '../../model/expressions.js';

/** A step the run did not run, where it went instead and why (the words the run printed there). */
export interface NotRunStep {
  step: string;
  /** The check that went around it, and its visit. */
  check: string;
  visit: number;
  /** Where the run went instead (a step, DONE or BLOCKED). */
  to: string;
  reason: string;
}

/** Where a decision step leads this visit, and what it records (decide, in run.ts, evaluates it). */
export interface DecisionOutcome {
  to: string;
  record: Omit<DecisionRecord, 'at'>;
}

export function applyDecision(state: RunState, workflow: Workflow, step: StepModel, outcome: DecisionOutcome, at: string, stopAfter: boolean): TransitionResult {
  // The decision itself (every branch tried, the values seen) is the journal's decision_taken event.
  // Nothing ran: no exit status on the step or its transition.
  const completedAs = (): string => {
    const chosen = outcome.record.chosen;
    return `decision ${step.id} took ${chosen === 'else' ? 'else' : `if ${outcome.record.branches[chosen]?.expression ?? ''}`}`;
  };
  const result = applyExitSuccess(state, workflow, { step, to: outcome.to, exitStatus: null, durationMs: 0, log: null, at, stopAfter, completedAs });
  // A check of the files a step requires that skipped it: the message says the skip, and why.
  const skipped = typeof result.state.message === 'string' ? requiresSkipInWords(step, outcome.record) : undefined;
  return skipped === undefined ? result : { ...result, state: { ...result.state, message: `${skipped} (${result.state.message})` } };
}

/**
 * `step X skipped: it requires a/b.md, which does not exist` when `step` is a check of the files
 * step X requires (an aiox `<id>_requires`: StepModel.requiresCheckOf) and took its else; the
 * missing files are the ones its branch saw false. The paths are those the branch's expression
 * reads (fileReads of its compiled text), each looked up in what it saw by the key the evaluation
 * recorded it under (fileReadKey), never read back out of that key's quoted text. Undefined otherwise.
 */
/**
 * The steps `decisions` went around without running them (an aiox step whose required files were
 * missing), each with the words the run printed there. Only each check's latest decision counts:
 * a run that came through the check again since (a loop, a --rerun-from before it) and ran the
 * step did not go around it, and one that went around it again is listed once. In the order of
 * those decisions. Empty for a workflow without such checks.
 */
export function stepsNotRun(workflow: Pick<Workflow, 'steps'>, decisions: readonly DecisionRecord[]): NotRunStep[] {
  const latest = new Map<string, DecisionRecord>();
  for (const d of decisions) {
    if (workflow.steps.get(d.step)?.requiresCheckOf === undefined) continue;
    latest.delete(d.step);
    latest.set(d.step, d);
  }
  const out: NotRunStep[] = [];
  for (const d of latest.values()) {
    const check = workflow.steps.get(d.step)!;
    const reason = requiresSkipInWords(check, d);
    if (reason !== undefined) out.push({ step: check.requiresCheckOf!, check: d.step, visit: d.visit, to: d.to, reason });
  }
  return out;
}

/** Whether the run's decisions can skip a step (an aiox `<id>_requires` check): its end then lists them (RunRequest.keepLog). */
export function canSkipByRequires(workflow: Pick<Workflow, 'steps'>): boolean {
  for (const s of workflow.steps.values()) if (s.requiresCheckOf !== undefined) return true;
  return false;
}

export function requiresSkipInWords(step: Pick<StepModel, 'requiresCheckOf'>, record: Pick<DecisionRecord, 'chosen' | 'branches'>): string | undefined {
  if (step.requiresCheckOf === undefined || record.chosen !== 'else') return undefined;
  const branch = record.branches[0];
  const compiled = branch === undefined ? undefined : compileExpression(branch.expression);
  const missing = compiled?.ok === true ? fileReads(compiled).filter((path) => branch!.seen[fileReadKey(path)] === false) : [];
  const files = missing.length === 0 ? 'files' : missing.length === 1 ? missing[0]! : `${missing.slice(0, -1).join(', ')} and ${missing[missing.length - 1]!}`;
  return `step ${step.requiresCheckOf} skipped: it requires ${files}, which ${missing.length === 1 ? 'does' : 'do'} not exist`;
}
