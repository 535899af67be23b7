// Per-step execution policy of an aiox action step: what a failure does (on_failure, retries)
// and how long it may take (timeout).
import type { YamlPath } from '../types.js';
import { isRecord, str, type AioxItem } from './model.js';
import type { Report } from './validator.js';

export const DEFAULT_MAX_RETRIES = 2;

export interface FailurePolicy {
  /** Where status `failed` goes once the retries are used up. */
  target: string;
  retries: number;
  /** on_failure for process failures (non-zero exit, timeout) after the retry attempts. */
  processTarget: string | undefined;
}


export function failurePolicy(item: AioxItem, globalRetries: number, next: string, targetOf: (orig: string, path: YamlPath) => string, report: Report): FailurePolicy {
  const v = item.raw['on_failure'];
  const path = [...item.path, 'on_failure'];
  if (v === undefined) return { target: 'BLOCKED', retries: globalRetries, processTarget: undefined };
  if (typeof v === 'string' && v.trim() !== '') {
    const target = targetOf(v.trim(), path);
    return { target, retries: globalRetries, processTarget: target };
  }
  if (isRecord(v)) {
    const action = str(v['action']);
    const mr = v['max_retries'];
    let retries = globalRetries;
    if (mr !== undefined) {
      if (typeof mr === 'number' && Number.isInteger(mr) && mr >= 0 && mr <= 20) retries = mr;
      else report('AIOX_ON_FAILURE_INVALID', 'error', `on_failure.max_retries must be a whole number from 0 to 20, got ${JSON.stringify(mr)}`, 'Write e.g. max_retries: 3.', [...path, 'max_retries']);
    }
    const named = str(v['next']) ?? str(v['target']);
    const fallback = named !== undefined ? targetOf(named, [...path, v['next'] !== undefined ? 'next' : 'target']) : undefined;
    if (action === 'retry') return { target: fallback ?? 'BLOCKED', retries, processTarget: fallback };
    if (action === 'continue') return { target: fallback ?? next, retries, processTarget: fallback ?? next };
    if (action === 'halt') return { target: 'BLOCKED', retries: 0, processTarget: undefined };
    report('AIOX_ON_FAILURE_INVALID', 'error', `on_failure.action must be retry, continue or halt, got ${JSON.stringify(v['action'] ?? null)}`, 'Write on_failure: {action: retry, max_retries: 2}, or a step id.', action !== undefined ? [...path, 'action'] : path);
    return { target: 'BLOCKED', retries, processTarget: undefined };
  }
  report('AIOX_ON_FAILURE_INVALID', 'error', 'on_failure must be a step id or {action: retry|continue|halt, max_retries}', 'Write on_failure: <step id>, or on_failure: {action: retry, max_retries: 2}.', path);
  return { target: 'BLOCKED', retries: globalRetries, processTarget: undefined };
}

/** timeout: "30m", "2h", "90s", "500ms", or a number of minutes. */
export function timeoutMinutes(item: AioxItem, report: Report): number | undefined {
  const v = item.raw['timeout'];
  if (v === undefined) return undefined;
  let minutes: number | undefined;
  if (typeof v === 'number' && v > 0) minutes = v;
  else if (typeof v === 'string') {
    const m = /^(\d+(?:\.\d+)?)\s*(ms|s|sec|m|min|h)?$/.exec(v.trim());
    if (m) {
      const n = Number(m[1]);
      const unit = m[2] ?? 'm';
      minutes = unit === 'ms' ? n / 60000 : unit === 's' || unit === 'sec' ? n / 60 : unit === 'h' ? n * 60 : n;
    }
  }
  if (minutes === undefined || minutes <= 0 || minutes > 10080) {
    report('AIOX_TIMEOUT_INVALID', 'error', `timeout ${JSON.stringify(v)} is not a duration from 1s to 7 days`, 'Write e.g. timeout: 30m, 2h, 90s, or a number of minutes.', [...item.path, 'timeout']);
    return undefined;
  }
  return Math.round(minutes * 1000) / 1000;
}
