// aiox routing steps: the route NAMES carry the thresholds (score_below_70, score_70_to_89,
// score_90_plus, approved / not_approved), or the newer list form names them
// ({name, threshold: "< 9", target_step, default}). Each route becomes one decision branch
// over the value the routing condition names; a missing value matches no threshold.
import type { YamlPath } from '../types.js';
import { isRecord, str, type Raw } from './model.js';

export interface RouteTarget {
  /** Original step id, or undefined for "the next item". */
  step?: string;
  terminal?: 'DONE' | 'BLOCKED' | 'PAUSED';
  maxIterations?: number;
  /** A route whose value is a step of its own ({agent, uses, notes}): run it, then complete. */
  inline?: Raw;
}

/** Words the aiox runners use for where a run ends (workflow-executor.js: workflow_paused, workflow_aborted). */
export function terminalWord(word: string): 'DONE' | 'BLOCKED' | 'PAUSED' | undefined {
  const w = word.trim().toLowerCase();
  if (['complete', 'completed', 'end', 'done', 'workflow_complete', 'workflow_end'].includes(w)) return 'DONE';
  if (['halt', 'abort', 'aborted', 'blocked', 'escalate', 'workflow_aborted', 'fail', 'failed'].includes(w)) return 'BLOCKED';
  if (['pause', 'paused', 'workflow_paused'].includes(w)) return 'PAUSED';
  return undefined;
}

export interface RouteBranch {
  /** Expression, or undefined for the default (else) route. */
  when: string | undefined;
  target: RouteTarget;
  name: string;
  path: YamlPath;
}

export interface RouteProblem {
  message: string;
  path: YamlPath;
}

const NUM = '(-?\\d+(?:\\.\\d+)?)';
const APPROVED = ['approved', 'aprovado', 'completed', 'pass', 'passed', 'yes', 'true'];
const REJECTED = ['not_approved', 'reprovado', 'rejected', 'failed', 'fail', 'no', 'false'];

/** "v is present": toJSON(null) is 'null', while 0 and '' are values (null == 0 in GitHub's rules). */
const present = (v: string) => `toJSON(${v}) != 'null'`;

function oneOf(v: string, words: string[], booleanValue: boolean): string {
  return `(${v} == ${booleanValue} || ${words.map((w) => `${v} == '${w}'`).join(' || ')})`;
}

/** The condition a route name encodes; 'else' for default/otherwise; equality for any other name. */
export function nameCondition(name: string, v: string): string | 'else' {
  const n = name.toLowerCase();
  if (n === 'default' || n === 'otherwise' || n === 'else') return 'else';
  let m = new RegExp(`(?:^|_)below_${NUM}$`).exec(n);
  if (m) return `${present(v)} && ${v} < ${m[1]}`;
  m = new RegExp(`(?:^|_)${NUM}_to_${NUM}$`).exec(n);
  if (m) return `${present(v)} && ${v} >= ${m[1]} && ${v} <= ${m[2]}`;
  m = new RegExp(`(?:^|_)${NUM}_plus$`).exec(n);
  if (m) return `${present(v)} && ${v} >= ${m[1]}`;
  if (/(?:^|_)(?:not_approved|reprovado|rejected)$/.test(n)) return oneOf(v, REJECTED, false);
  if (/(?:^|_)(?:approved|aprovado)$/.test(n)) return oneOf(v, APPROVED, true);
  return `${v} == '${name.replace(/'/g, "''")}'`;
}

/** The list form's `threshold`: "< 9", ">= 90", "== 3", "7-8", "7..8", "7 to 8", or a bare number (==). */
export function thresholdCondition(threshold: unknown, v: string): string | undefined {
  const t = typeof threshold === 'number' ? String(threshold) : typeof threshold === 'string' ? threshold.trim() : undefined;
  if (t === undefined) return undefined;
  let m = new RegExp(`^(<=|>=|<|>|==|!=)?\\s*${NUM}$`).exec(t);
  if (m) return `${present(v)} && ${v} ${m[1] ?? '=='} ${m[2]}`;
  m = new RegExp(`^${NUM}\\s*(?:-|\\.\\.|to)\\s*${NUM}$`).exec(t);
  if (m) return `${present(v)} && ${v} >= ${m[1]} && ${v} <= ${m[2]}`;
  return undefined;
}

/** Where a route goes: a step id, or an action word (continue, complete, loop_back + target …). */
export function routeTarget(value: unknown, path: YamlPath, problems: RouteProblem[]): RouteTarget {
  if (typeof value === 'string') {
    const w = value.trim();
    if (w === 'continue' || w === 'next' || w === 'to_next_step') return {};
    const terminal = terminalWord(w);
    if (terminal !== undefined) return { terminal };
    if (w === 'loop_back') {
      problems.push({ message: 'route action loop_back needs a target step (write {action: loop_back, target: <step>})', path });
      return { terminal: 'BLOCKED' };
    }
    return { step: w };
  }
  if (!isRecord(value)) {
    problems.push({ message: 'a route is a step id, an action word, or {action, target}', path });
    return { terminal: 'BLOCKED' };
  }
  const action = str(value['action']);
  const step = str(value['target_step']) ?? str(value['target']) ?? str(value['next']) ?? str(value['goto']) ?? (action === undefined && (value['agent'] !== undefined || value['uses'] !== undefined || value['task'] !== undefined) ? undefined : str(value['step']));
  // An inline step (brownfield-fullstack: single_story: {agent: pm, uses: ...}): it runs, then the run completes.
  if (action === undefined && step === undefined && (value['agent'] !== undefined || value['uses'] !== undefined || value['task'] !== undefined)) return { inline: value };
  const { maxIterations } = maxIterationsOf(value, path, problems);
  const terminal = action !== undefined ? terminalWord(action) : undefined;
  if (terminal !== undefined) return { terminal };
  if (value['complete'] === true) return { terminal: 'DONE' };
  // return_to_<step> (spec-pipeline's NEEDS_REVISION: return_to_spec) goes back to that step.
  const back = action !== undefined ? /^return_to_(.+)$/.exec(action)?.[1] : undefined;
  if (back !== undefined) return { step: step ?? back, ...(maxIterations !== undefined ? { maxIterations } : {}) };
  if (action === 'loop_back' && step === undefined) {
    problems.push({ message: 'route action loop_back needs a target step', path });
    return { terminal: 'BLOCKED' };
  }
  if (step === undefined && (typeof value['continue'] === 'string' || value['continue'] === true)) return {};
  if (action !== undefined && !['loop_back', 'continue', 'continue_with_adjustments', 'apply_corrections', 'retry'].includes(action)) {
    problems.push({ message: `unknown route action '${action}' (loop_back, continue, continue_with_adjustments, apply_corrections, complete)`, path: [...path, 'action'] });
  }
  return { ...(step !== undefined ? { step } : {}), ...(maxIterations !== undefined ? { maxIterations } : {}) };
}

function maxIterationsOf(value: Raw, path: YamlPath, problems: RouteProblem[]): { maxIterations?: number } {
  const mi = value['max_iterations'];
  const maxIterations = typeof mi === 'number' && Number.isInteger(mi) && mi >= 1 ? mi : undefined;
  if (mi !== undefined && maxIterations === undefined) problems.push({ message: 'max_iterations must be a whole number ≥ 1', path: [...path, 'max_iterations'] });
  return maxIterations !== undefined ? { maxIterations } : {};
}

/** Every route of a routing item, in order, as decision branches over the value `v`. */
export function routeBranches(item: Raw, itemPath: YamlPath, v: string): { branches: RouteBranch[]; problems: RouteProblem[] } {
  const problems: RouteProblem[] = [];
  const branches: RouteBranch[] = [];
  const routes = item['routes'];
  if (Array.isArray(routes)) {
    routes.forEach((r, i) => {
      const path = [...itemPath, 'routes', i];
      if (!isRecord(r)) {
        problems.push({ message: 'a route in the list form is {name, threshold, target_step} or {default: true, target_step}', path });
        return;
      }
      const name = str(r['name']) ?? `route ${i + 1}`;
      const target = routeTarget(r, path, problems);
      if (r['default'] === true) {
        branches.push({ when: undefined, target, name, path });
        return;
      }
      const when = r['threshold'] !== undefined ? thresholdCondition(r['threshold'], v) : str(r['name']) !== undefined ? nameCondition(name, v) : undefined;
      if (when === undefined) problems.push({ message: `route '${name}': threshold ${JSON.stringify(r['threshold'])} is not a comparison ("< 9", ">= 90", "7-8")`, path: [...path, r['threshold'] !== undefined ? 'threshold' : 'name'] });
      else branches.push({ when: when === 'else' ? undefined : when, target, name, path });
    });
  } else if (isRecord(routes)) {
    for (const [name, value] of Object.entries(routes)) {
      const path = [...itemPath, 'routes', name];
      const when = nameCondition(name, v);
      branches.push({ when: when === 'else' ? undefined : when, target: routeTarget(value, path, problems), name, path });
    }
  } else {
    problems.push({ message: 'a routing step needs routes: a mapping (route name -> target) or a list of {name, threshold, target_step}', path: itemPath });
  }
  const defaults = branches.filter((b) => b.when === undefined);
  if (defaults.length > 1) problems.push({ message: 'a routing step has more than one default route', path: defaults[1]!.path });
  return { branches, problems };
}
