// The decision steps an aiox workflow turns into: the guard in front of a conditional step,
// on_verdict of a gate step, a routing step, and meta: repeat. Each one's branches are GitHub-style
// expressions over the run context; every loop they close carries a visit bound.
import type { YamlPath } from '../types.js';
import { closest } from '../../model/did-you-mean.js';
import { list, type AioxItem, type Raw } from './model.js';
import { translateCondition, reference, type ConditionScope } from './conditions.js';
import { routeBranches, routeTarget, type RouteTarget } from './routes.js';
import type { Report } from './validator.js';

export type Step = Record<string, unknown>;

/** Extra passes a meta: repeat allows when it names no max_iterations (10 passes in all = the default visit limit). */
export const DEFAULT_REPEAT_ITERATIONS = 9;

/** condition / skip_if in front of an action step: run it when the condition holds, else pass by. */
export function guardStep(item: AioxItem, nid: string, next: string, scope: ConditionScope, report: Report): Step {
  const parts: string[] = [];
  for (const key of ['condition', 'skip_if'] as const) {
    const value = item.raw[key];
    if (value === undefined) continue;
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') {
      report('AIOX_CONDITION_EMPTY', 'error', `${key} of step '${item.id ?? nid}' is empty (or not a string)`, `Write the condition as a non-empty string, e.g. ${key}: needs_ux_review.`, [...item.path, key]);
      continue;
    }
    const t = translateCondition(text, scope);
    if (!t.ok) {
      report('AIOX_CONDITION_UNKNOWN', 'error', `${key} '${text}' of step '${item.id ?? nid}' ${t.problem ?? `names ${t.unknown.map((u) => `'${u}'`).join(', ')}, which is neither a workflow input nor an output an earlier step reports`}; aiox would treat it as true`, 'Declare it under workflow inputs, or list it in the outputs of an earlier step (or write <step_id>.<key>).', [...item.path, key]);
      continue;
    }
    parts.push(key === 'condition' ? `(${t.expr})` : `!(${t.expr})`);
  }
  const expr = parts.length > 0 ? parts.join(' && ') : 'false';
  return { description: `aiox condition of step '${item.id ?? nid}'`, decide: [{ if: expr, to: nid }, { else: next }] };
}

/** gate: true + on_verdict -> a decision over the verdict the step reported; max_iterations bounds each loop. */
export function verdictDecision(item: AioxItem, nid: string, verdicts: Raw, routeTo: (t: RouteTarget, p: YamlPath) => string, report: Report): Step {
  const branches: Array<Record<string, string>> = [];
  let bound = 0;
  for (const [verdict, spec] of Object.entries(verdicts)) {
    const p = [...item.path, 'on_verdict', verdict];
    const problems: Array<{ message: string; path: YamlPath }> = [];
    const target = routeTarget(spec, p, problems);
    for (const pr of problems) report('AIOX_ROUTE_INVALID', 'error', `on_verdict ${verdict} of step '${item.id ?? nid}': ${pr.message}`, 'Write {next: <step>, max_iterations: N}, a step id, or complete.', pr.path);
    const condition = `steps.${nid}.gate.verdict == '${verdict.replace(/'/g, "''")}'`;
    const limit = target.maxIterations !== undefined ? ` && visits.${nid} <= ${target.maxIterations}` : '';
    bound = Math.max(bound, target.maxIterations ?? 0);
    branches.push({ if: condition + limit, to: routeTo(target, p) });
  }
  // No verdict matched, or a loop used up its max_iterations: stop for a person.
  branches.push({ else: 'BLOCKED' });
  return { description: `aiox on_verdict of gate step '${item.id ?? nid}'`, decide: branches, ...(bound > 0 ? { max_visits: bound + 1 } : {}) };
}

export function routingDecision(
  item: AioxItem,
  nid: string,
  scope: ConditionScope,
  routeTo: (t: RouteTarget, p: YamlPath) => string,
  byOrig: Map<string, number>,
  need: (nid: string, key: string, hint?: string) => void,
  report: Report,
  map: (n: YamlPath, s: YamlPath) => void,
): Step {
  const description = `aiox routing step '${item.id ?? nid}'`;
  const condition = typeof item.raw['condition'] === 'string' ? item.raw['condition'].trim() : '';
  if (condition === '') {
    report('AIOX_CONDITION_EMPTY', 'error', `routing step '${item.id ?? nid}' has no condition: nothing says which value its routes compare`, 'Write condition: based_on_<output key>, e.g. based_on_score_9p.', item.raw['condition'] !== undefined ? [...item.path, 'condition'] : item.path);
    return { description, decide: [{ else: 'BLOCKED' }] };
  }
  const key = condition.replace(/^based_on_/, '');
  let ref = reference(key, { ...scope, need: () => undefined });
  if (ref === undefined) {
    report('AIOX_CONDITION_UNKNOWN', 'error', `routing condition '${condition}' of step '${item.id ?? nid}' reads '${key}', which no earlier step lists in its outputs (and is not a workflow input); aiox would pick a route anyway`, `List ${key} in the outputs of the step whose result is routed.`, [...item.path, 'condition']);
    ref = 'null';
  }
  const { branches, problems } = routeBranches(item.raw, item.path, ref);
  for (const p of problems) report('AIOX_ROUTE_INVALID', 'error', `routing step '${item.id ?? nid}': ${p.message}`, 'See docs/formats.md#aiox for the route forms.', p.path);
  const reporter = /^steps\.([A-Za-z0-9_]+)\.gate\./.exec(ref)?.[1];
  if (reporter !== undefined) need(reporter, key, `routing step ${item.id ?? nid} routes on it (${branches.map((b) => b.name).join(', ')})`);
  const maxIter = typeof item.raw['max_iterations'] === 'number' ? item.raw['max_iterations'] : undefined;
  const decide: Array<Record<string, string>> = [];
  let bound = 0;
  let otherwise = 'BLOCKED';
  for (const b of branches) {
    const to = routeTo(b.target, b.path);
    if (b.when === undefined) {
      otherwise = to;
      continue;
    }
    // A route back to an earlier item is a loop: bound it by its max_iterations.
    const back = b.target.step !== undefined && (byOrig.get(b.target.step) ?? Infinity) <= item.index;
    const limit = b.target.maxIterations ?? (back ? maxIter : undefined);
    bound = Math.max(bound, limit ?? 0);
    map(['steps', nid, 'decide', decide.length], b.path);
    decide.push({ if: b.when + (limit !== undefined ? ` && visits.${nid} <= ${limit}` : ''), to });
  }
  map(['steps', nid, 'decide', decide.length], [...item.path, 'routes']);
  decide.push({ else: otherwise });
  return { description, decide, ...(bound > 0 ? { max_visits: bound + 1 } : {}) };
}

export function firstTarget(item: AioxItem, byOrig: Map<string, number>): number | undefined {
  const targets = list(item.raw['target_steps'] ?? item.raw['target_step'] ?? item.raw['targets']);
  const indexes = targets.map((t) => byOrig.get(t)).filter((x): x is number => x !== undefined);
  return indexes.length > 0 ? Math.min(...indexes) : undefined;
}

/** meta: repeat -> loop back to the first target step while the condition holds, at most N more passes, then advance. */
export function repeatDecision(item: AioxItem, nid: string, next: string, scope: ConditionScope, byOrig: Map<string, number>, entryOf: (i: number) => string, report: Report): Step {
  const label = item.id ?? nid;
  const targets = list(item.raw['target_steps'] ?? item.raw['target_step'] ?? item.raw['targets']);
  const description = `aiox repeat '${label}'`;
  const mi = item.raw['max_iterations'];
  let n = DEFAULT_REPEAT_ITERATIONS;
  if (mi !== undefined) {
    if (typeof mi === 'number' && Number.isInteger(mi) && mi >= 1 && mi <= 1000) n = mi;
    else report('AIOX_ROUTE_INVALID', 'error', `max_iterations of repeat '${label}' must be a whole number from 1 to 1000`, 'Write e.g. max_iterations: 5.', [...item.path, 'max_iterations']);
  }
  if (targets.length === 0) {
    report('AIOX_ROUTE_INVALID', 'error', `repeat '${label}' has no target_steps: nothing says what to repeat`, 'Write target_steps: [<first step to repeat>, ...].', item.path);
    return { description, decide: [{ else: next }] };
  }
  let target: string | undefined;
  const first = targets[0]!;
  const index = byOrig.get(first);
  if (index === undefined || index >= item.index) {
    const near = closest(first, byOrig.keys());
    report('AIOX_TARGET_UNKNOWN', 'error', `target_steps of repeat '${label}' names '${first}', which is not an earlier step${near !== undefined ? `. Did you mean '${near}'?` : ''}`, 'A repeat goes back to steps before it: name the first of them.', [...item.path, item.raw['target_steps'] !== undefined ? 'target_steps' : 'meta']);
  } else target = entryOf(index);
  const condition = typeof item.raw['condition'] === 'string' ? item.raw['condition'].trim() : '';
  if (condition === '') {
    report('AIOX_CONDITION_EMPTY', 'error', `repeat '${label}' has no condition: it would repeat without end (the reference engine never advances past it)`, 'Write condition: <input or output key that says another pass is needed>, e.g. more_stories_remaining.', item.raw['condition'] !== undefined ? [...item.path, 'condition'] : item.path);
    return { description, decide: [{ else: next }] };
  }
  const t = translateCondition(condition, scope);
  if (!t.ok) {
    report('AIOX_CONDITION_UNKNOWN', 'error', `condition '${condition}' of repeat '${label}' ${t.problem ?? `names ${t.unknown.map((u) => `'${u}'`).join(', ')}, which is neither a workflow input nor an output an earlier step reports`}`, 'Declare it under workflow inputs, or list it in the outputs of a repeated step.', [...item.path, 'condition']);
    return { description, decide: [{ else: next }] };
  }
  if (target === undefined) return { description, decide: [{ else: next }] };
  return { description: `${description}: at most ${n} more passes, then on`, decide: [{ if: `(${t.expr}) && visits.${nid} <= ${n}`, to: target }, { else: next }], max_visits: n + 1 };
}
