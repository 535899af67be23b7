// Per-step execution policy of an aiox action step: what a failure does (on_failure, retries)
// and how long it may take (timeout). Values may be written as `{config.x}` (qa-loop:
// max_retries: "{config.maxRetries}"): they resolve from the workflow's own config.
import type { YamlPath } from '../types.js';
import { isRecord, str, type AioxItem, type Raw } from './model.js';
import type { Report } from './validator.js';
import { resolveConfigField } from './conditions.js';
import { terminalWord } from './routes.js';
import type { Outcomes } from './outcomes.js';

export const DEFAULT_MAX_RETRIES = 2;

export interface FailurePolicy {
  /** Where status `failed` goes once the retries are used up. */
  target: string;
  retries: number;
  /** on_failure for process failures (non-zero exit, timeout) after the retry attempts. */
  processTarget: string | undefined;
  /**
   * The retries count the failures of one run of the step (workflow-executor.js's attemptCount,
   * reset whenever a phase completes), not of the whole run (run-workflow-engine's
   * state.retries[step_id]): `failed` is a failure status, retried by retry.max_attempts.
   */
  perVisit?: true;
}

export interface PolicyContext {
  globalRetries: number;
  /** The entry of the next item. */
  next: string;
  targetOf: (orig: string, path: YamlPath) => string;
  /** Whether a name is a step (id or phase) of the workflow. */
  isStep: (orig: string) => boolean;
  outcomes: Outcomes;
  config: Raw;
  report: Report;
}

export function failurePolicy(item: AioxItem, c: PolicyContext): FailurePolicy {
  const v = item.raw['on_failure'];
  const path = [...item.path, 'on_failure'];
  if (v === undefined) return { target: 'BLOCKED', retries: c.globalRetries, processTarget: undefined };
  if (typeof v === 'string' && v.trim() !== '') {
    const w = v.trim();
    if (w === 'retry') return { target: 'BLOCKED', retries: c.globalRetries, processTarget: undefined };
    if (w === 'continue' || w === 'skip') return { target: c.next, retries: c.globalRetries, processTarget: c.next };
    const terminal = terminalWord(w);
    if (terminal === 'BLOCKED') return { target: 'BLOCKED', retries: 0, processTarget: undefined };
    // An error handler (workflow-executor.js handleError): return_to_<step> goes back there,
    // any other retries while attempts < its max_attempts, then stops.
    const handler = c.outcomes.handlers.get(w);
    if (handler !== undefined) {
      const back = /^return_to_(.+)$/.exec(w)?.[1];
      if (back !== undefined && c.isStep(back)) {
        const target = c.targetOf(back, path);
        return { target, retries: 0, processTarget: target };
      }
      // handleError: retry while this phase's attemptCount (reset when a phase completes) < max_attempts.
      return { target: 'BLOCKED', retries: handler.maxAttempts, processTarget: undefined, perVisit: true };
    }
    const target = c.targetOf(w, path);
    return { target, retries: c.globalRetries, processTarget: target };
  }
  if (isRecord(v)) {
    const action = str(v['action']);
    const mr = resolveConfigField(v['max_retries'], c.config);
    let retries = c.globalRetries;
    if (mr !== undefined) {
      if (typeof mr === 'number' && Number.isInteger(mr) && mr >= 0 && mr <= 20) retries = mr;
      else c.report('AIOX_ON_FAILURE_INVALID', 'error', `on_failure.max_retries must be a whole number from 0 to 20, got ${JSON.stringify(v['max_retries'])}`, 'Write e.g. max_retries: 3.', [...path, 'max_retries']);
    }
    const trigger = str(v['trigger']);
    if (trigger !== undefined) {
      const dest = c.outcomes.triggerDest(trigger, item);
      if (dest === undefined) {
        c.report('AIOX_ON_FAILURE_INVALID', 'error', `on_failure.trigger '${trigger}' is not a trigger of the workflow's state_machine.transitions`, 'Name a trigger the state machine defines, or write on_failure: <step id>.', [...path, 'trigger']);
        return { target: 'BLOCKED', retries, processTarget: undefined };
      }
      const t = terminalWord(dest);
      const target = t === 'PAUSED' ? 'BLOCKED' : (t ?? c.targetOf(dest, [...path, 'trigger']));
      return { target, retries: v['max_retries'] !== undefined ? retries : 0, processTarget: target };
    }
    const named = str(v['next']) ?? str(v['target']);
    const fallback = named !== undefined ? c.targetOf(named, [...path, v['next'] !== undefined ? 'next' : 'target']) : undefined;
    // on_exhausted (qa-loop): escalate / halt after the retries, or a step.
    const exhausted = v['on_exhausted'];
    const exhaustedWord = typeof exhausted === 'string' ? exhausted : isRecord(exhausted) ? str(exhausted['action']) : undefined;
    const afterRetries = exhaustedWord === undefined ? fallback : terminalWord(exhaustedWord) === 'BLOCKED' ? 'BLOCKED' : c.targetOf(exhaustedWord, [...path, 'on_exhausted']);
    if (action === 'retry') return { target: afterRetries ?? 'BLOCKED', retries, processTarget: afterRetries };
    if (action === 'continue' || action === 'skip') return { target: fallback ?? c.next, retries, processTarget: fallback ?? c.next };
    if (action !== undefined && terminalWord(action) === 'BLOCKED') return { target: 'BLOCKED', retries: 0, processTarget: undefined };
    if (action === undefined && fallback !== undefined) return { target: fallback, retries, processTarget: fallback };
    c.report('AIOX_ON_FAILURE_INVALID', 'error', `on_failure.action must be retry, continue, halt or escalate, got ${JSON.stringify(v['action'] ?? null)}`, 'Write on_failure: {action: retry, max_retries: 2}, a step id, or an error handler.', action !== undefined ? [...path, 'action'] : path);
    return { target: 'BLOCKED', retries, processTarget: undefined };
  }
  c.report('AIOX_ON_FAILURE_INVALID', 'error', 'on_failure must be a step id, an error handler, or {action: retry|continue|halt, max_retries}', 'Write on_failure: <step id>, or on_failure: {action: retry, max_retries: 2}.', path);
  return { target: 'BLOCKED', retries: c.globalRetries, processTarget: undefined };
}

/**
 * timeout: "30m", "2h", "90s", "500ms", or a number of minutes; `{config.x}` resolves from the
 * config. A bare number above 10080 (a week in minutes) can only be milliseconds, which is how
 * aiox configs write them (qa-loop: reviewTimeout: 1800000 # 30 minutes).
 */
export function timeoutMinutes(item: AioxItem, config: Raw, report: Report): number | undefined {
  const written = item.raw['timeout'];
  if (written === undefined) return undefined;
  const v = resolveConfigField(written, config);
  let minutes: number | undefined;
  if (typeof v === 'number' && v > 0) minutes = v > 10080 ? v / 60000 : v;
  else if (typeof v === 'string') {
    const m = /^(\d+(?:\.\d+)?)\s*(ms|s|sec|m|min|h)?$/.exec(v.trim());
    if (m) {
      const n = Number(m[1]);
      const unit = m[2] ?? (n > 10080 ? 'ms' : 'm');
      minutes = unit === 'ms' ? n / 60000 : unit === 's' || unit === 'sec' ? n / 60 : unit === 'h' ? n * 60 : n;
    }
  }
  // No aiox runner reads a step's timeout (workflow-executor.js uses its own constants), so a
  // value that is no duration (`timeout: "varies_per_wave"`) refuses nothing there: a warning,
  // and the step runs with the default limit (360 minutes: the translation sets no execution.timeout_minutes).
  if (minutes === undefined || minutes <= 0 || minutes > 10080) {
    report('AIOX_TIMEOUT_INVALID', 'warning', `timeout ${JSON.stringify(written)} is not a duration from 1s to 7 days; the step runs with the default limit (360 minutes), as no aiox runner reads a step's timeout`, 'Write e.g. timeout: 30m, 2h, 90s, or a number of minutes, or leave timeout out.', [...item.path, 'timeout']);
    return undefined;
  }
  return Math.round(minutes * 1000) / 1000;
}
