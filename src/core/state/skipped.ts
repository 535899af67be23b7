// The steps a run left skipped, and why: a step the run went past after it failed (on_failure:
// skip, a CCW node's on_fail: skip, an aiox continue) or that a person skipped (stagegate skip).
// A run that then completes says so at its end: WORKFLOW_COMPLETE alone hid that a step failed.
import type { RunState } from './state.js';

export interface SkippedStep {
  step: string;
  visit: number;
  /** Where the run went instead (null: the run ended there). */
  to: string | null;
  /** The failure the step was skipped after (on_failure: skip: that visit's last attempt's error); null for a person's skip (stagegate skip). */
  reason: string | null;
  /** Who skipped it: a person's skip (stagegate skip --by); absent for on_failure: skip and skips recorded before 2026-12-06. */
  by?: string;
}

/** Each step whose record stands skipped, with its latest skip, in the order the run skipped them. */
export function skippedSteps(state: RunState): SkippedStep[] {
  const latest = new Map<string, NonNullable<RunState['skips']>[number]>();
  for (const k of state.skips ?? []) latest.set(k.step, k);
  const out: SkippedStep[] = [];
  for (const [step, k] of latest) {
    const record = state.steps[step];
    if (record?.status !== 'skipped') continue;
    out.push({ step, visit: k.visit, to: k.to, reason: record.skipped_after ?? null, ...(k.by !== undefined ? { by: k.by } : {}) });
  }
  return out;
}
