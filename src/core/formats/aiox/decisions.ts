// The decision steps an aiox workflow turns into: the guard in front of a conditional step,
// on_verdict (and on_complete outcomes) of a step, a routing step, meta: repeat and a `system`
// step's condition_check. Each one's branches are GitHub-style expressions over the run context;
// every loop they close carries a visit bound.
import type { YamlPath } from '../types.js';
import { closest } from '../../model/did-you-mean.js';
import { isRecord, list, str, type AioxItem, type Raw } from './model.js';
import { inputName, translateCondition, reference, type ConditionScope } from './conditions.js';
import { routeBranches, routeTarget, terminalWord, type RouteTarget } from './routes.js';
import type { Report } from './validator.js';

export type Step = Record<string, unknown>;

/** Extra passes a meta: repeat allows when it names no max_iterations (10 passes in all = the default visit limit). */
export const DEFAULT_REPEAT_ITERATIONS = 9;

const unknownMessage = (names: string[], fallback: string): string =>
  names
    .map((n) => `'${n}'`)
    .join(', ')
    .concat(names.length > 1 ? ' are' : ' is', ` neither a workflow input nor an output of an earlier step; ${fallback}`);

/**
 * condition / skip_if in front of an action step: run it when the condition holds, else pass by.
 * A condition that cannot be read at all routes to BLOCKED (its error stops the workflow before
 * it runs), never to a silent `false`. A skip_if that cannot be read is left out with a warning:
 * no aiox runner reads skip_if (workflow-validator.js checks only `condition`), so there the step
 * always runs, and so it does here; so does one naming what nothing answers (an undeclared input:
 * a condition would take it as true and skip the step).
 */
export function guardStep(item: AioxItem, nid: string, next: string, scope: ConditionScope, report: Report): Step {
  const parts: string[] = [];
  let broken = false;
  for (const key of ['condition', 'skip_if'] as const) {
    const value = item.raw[key];
    if (value === undefined) continue;
    const text = typeof value === 'string' ? value.trim() : typeof value === 'boolean' ? String(value) : '';
    // A skip_if is first read without declaring or requiring anything: its names are read only where
    // something answers them (an input, an earlier output, the config:, a built-in); then for real.
    const probe = key === 'skip_if' && text !== '' ? translateCondition(text, { ...scope, input: (name) => name, need: () => undefined }) : undefined;
    if (probe?.ok === true && probe.unknown.length > 0) {
      // A name nothing answers would be an input true by default (a condition's rule: aiox's "unknown
      // is true"), skipping the step; but no aiox runner reads skip_if, so there the step runs.
      report('AIOX_SKIP_IF_IGNORED', 'warning', `skip_if '${text.replace(/\s+/g, ' ')}' of step '${item.id ?? nid}': ${unknownMessage(probe.unknown, 'no aiox runner reads skip_if, so the step always runs there, and it always runs here')}`, `Declare ${probe.unknown.map(inputName).join(', ')} under the workflow's inputs (or list ${probe.unknown.length > 1 ? 'them' : 'it'} in the outputs of an earlier step) to have the skip_if read; or remove it.`, [...item.path, key]);
      continue;
    }
    const readable = text === '' ? undefined : translateCondition(text, scope);
    if (key === 'skip_if' && (readable === undefined || !readable.ok)) {
      // One line, and the condition quoted once (translateCondition's problem quotes it again when it is one atom).
      const shown = text.replace(/\s+/g, ' ');
      const detail = readable === undefined || readable.problem.startsWith(`'${text}' `) ? '' : ` (${readable.problem.replace(/\s+/g, ' ')})`;
      const why = readable === undefined ? 'is empty (or not a string)' : `'${shown}' is not a condition stagegate can evaluate${detail}`;
      report('AIOX_SKIP_IF_IGNORED', 'warning', `skip_if of step '${item.id ?? nid}' ${why}: no aiox runner reads skip_if, so the step always runs there, and it always runs here`, `Write it as a condition (a name, !name, name == value) over a declared input or an earlier step's output to have it skip the step, e.g. skip_if: transcript_provided with transcript_provided under inputs; or remove it.`, [...item.path, key]);
      continue;
    }
    if (text === '') {
      report('AIOX_CONDITION_EMPTY', 'error', `${key} of step '${item.id ?? nid}' is empty (or not a string)`, `Write the condition as a non-empty string, e.g. ${key}: needs_ux_review.`, [...item.path, key]);
      broken = true;
      continue;
    }
    const t = readable!;
    if (!t.ok) {
      report('AIOX_CONDITION_INVALID', 'error', `${key} '${text}' of step '${item.id ?? nid}': ${t.problem}`, 'Write a name, !name, name == value (&&, ||, and, or between them).', [...item.path, key]);
      broken = true;
      continue;
    }
    if (t.unknown.length > 0) {
      const inputs = t.unknown.map(inputName);
      report(
        'AIOX_CONDITION_UNKNOWN',
        'warning',
        `${key} '${text}' of step '${item.id ?? nid}': ${unknownMessage(t.unknown, `aiox treats an unknown condition as true. stagegate reads ${t.unknown.length > 1 ? 'them from the inputs' : 'it from the input'} ${inputs.join(', ')}: a name that stands alone is true unless you pass ${inputs[0]}=false, a name compared with a value has none until you pass one`)}`,
        `Pass ${inputs.map((i) => `${i}=true|false`).join(' ')} on stagegate run, declare it under inputs, or list it in the outputs of an earlier step.`,
        [...item.path, key],
      );
    }
    parts.push(key === 'condition' ? `(${t.expr})` : `!(${t.expr})`);
  }
  if (broken) return { description: `aiox condition of step '${item.id ?? nid}' (not translated: see the validation errors)`, decide: [{ else: 'BLOCKED' }] };
  if (parts.length === 0) return { description: `aiox condition of step '${item.id ?? nid}' (its skip_if is not read: the step always runs)`, decide: [{ else: nid }] };
  return { description: `aiox condition of step '${item.id ?? nid}'`, decide: [{ if: parts.join(' && '), to: nid }, { else: next }] };
}

/** The outcomes a step routes on: on_verdict (gate steps), or on_complete written as VALUE: target. */
export function outcomeMap(raw: Raw): { key: 'on_verdict' | 'on_complete'; map: Raw } | undefined {
  if (isRecord(raw['on_verdict'])) return { key: 'on_verdict', map: raw['on_verdict'] };
  const oc = raw['on_complete'];
  if (isRecord(oc) && Object.keys(oc).length > 0 && Object.keys(oc).every((k) => /^[A-Z][A-Z0-9_]*$/.test(k))) return { key: 'on_complete', map: oc };
  return undefined;
}

/**
 * gate: true + on_verdict (or on_complete: {GO: ..., PAUSE: ...}) -> a decision over the verdict
 * the step reported; max_iterations bounds each loop. A target that names no step is a warning
 * (AIOX_VERDICT_TARGET_UNKNOWN) and stops the run there for a person.
 */
export function verdictDecision(item: AioxItem, nid: string, outcomes: { key: string; map: Raw }, routeTo: (t: RouteTarget, p: YamlPath) => string, known: (orig: string) => boolean, report: Report): Step {
  const branches: Array<Record<string, string>> = [];
  let bound = 0;
  for (const [verdict, spec] of Object.entries(outcomes.map)) {
    const p = [...item.path, outcomes.key, verdict];
    const problems: Array<{ message: string; path: YamlPath }> = [];
    let target = routeTarget(spec, p, problems);
    for (const pr of problems) report('AIOX_ROUTE_INVALID', 'error', `${outcomes.key} ${verdict} of step '${item.id ?? nid}': ${pr.message}`, 'Write {next: <step>, max_iterations: N}, a step id, or complete.', pr.path);
    // development-cycle's checkpoint: REVIEW -> show_summary_then_checkpoint, which
    // workflow-executor.js getNextPhase reads as "stay at the checkpoint" (REVIEW -> '6_checkpoint'):
    // an action word ending in _then_<step> goes to that step when it is one.
    const then = target.step !== undefined && !known(target.step) ? /_then_([A-Za-z0-9_-]+)$/.exec(target.step)?.[1] : undefined;
    if (then !== undefined && known(then) && terminalWord(then) === undefined) target = { ...target, step: then };
    if (target.step !== undefined && !known(target.step)) {
      report('AIOX_VERDICT_TARGET_UNKNOWN', 'warning', `${outcomes.key} ${verdict} of step '${item.id ?? nid}' goes to '${target.step}', which is no step of this workflow: answering ${verdict} stops the run there (BLOCKED) for a person to decide`, 'Name a step id, complete, or halt.', p);
      target = { terminal: 'BLOCKED' };
    }
    const condition = `steps.${nid}.gate.verdict == '${verdict.replace(/'/g, "''")}'`;
    const limit = target.maxIterations !== undefined ? ` && visits.${nid} <= ${target.maxIterations}` : '';
    bound = Math.max(bound, target.maxIterations ?? 0);
    branches.push({ if: condition + limit, to: routeTo(target, p) });
  }
  // No verdict matched, or a loop used up its max_iterations: stop for a person.
  branches.push({ else: 'BLOCKED' });
  return { description: `aiox ${outcomes.key} of step '${item.id ?? nid}'`, decide: branches, ...(bound > 0 ? { max_visits: bound + 1 } : {}) };
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
  // run-workflow-engine: based_on_<key> "looks for <key> in recent step outputs". The step
  // before the routing item is asked to report it when no step lists it under outputs.
  const key = condition.replace(/^based_on_/, '');
  const unknown: string[] = [];
  const ref = reference(key, { ...scope, need: () => undefined }, 'compare', unknown) ?? 'null';
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

/**
 * agent: system + condition_check (qa-loop): the orchestrator itself checks, in order, each
 * {condition, action: complete | escalate | continue, next}. The loop counter it keeps
 * (currentIteration) is the number of visits to this check.
 */
export function systemDecision(item: AioxItem, nid: string, next: string, scope: ConditionScope, targetOf: (orig: string, p: YamlPath) => string, report: Report): Step {
  const checks = Array.isArray(item.raw['condition_check']) ? item.raw['condition_check'] : [];
  const decide: Array<Record<string, string>> = [];
  checks.forEach((c, k) => {
    const p = [...item.path, 'condition_check', k];
    if (!isRecord(c) || typeof c['condition'] !== 'string' || c['condition'].trim() === '') {
      report('AIOX_CONDITION_EMPTY', 'error', `condition_check ${k + 1} of step '${item.id ?? nid}' has no condition`, 'Write {condition: <name or comparison>, action: complete | escalate | continue, next: <step>}.', p);
      return;
    }
    const t = translateCondition(c['condition'], { ...scope, counter: `visits.${nid}` });
    if (!t.ok) {
      report('AIOX_CONDITION_INVALID', 'error', `condition_check ${k + 1} of step '${item.id ?? nid}': ${t.problem}`, 'Write a name, !name, name == value (&&, || between them).', [...p, 'condition']);
      return;
    }
    if (t.unknown.length > 0) report('AIOX_CONDITION_UNKNOWN', 'warning', `condition_check ${k + 1} of step '${item.id ?? nid}': ${unknownMessage(t.unknown, 'stagegate reads it from an input of that name')}`, 'List it in the outputs of an earlier step, or pass it on stagegate run.', [...p, 'condition']);
    const action = str(c['action']);
    const nextStep = str(c['next']);
    const terminal = action !== undefined ? terminalWord(action) : undefined;
    const to = nextStep !== undefined ? targetOf(nextStep, [...p, 'next']) : terminal === 'PAUSED' ? 'BLOCKED' : (terminal ?? next);
    decide.push({ if: t.expr, to });
  });
  decide.push({ else: 'BLOCKED' });
  return { description: `aiox system step '${item.id ?? nid}': condition_check`, decide };
}

export function firstTarget(item: AioxItem, byOrig: Map<string, number>): number | undefined {
  const targets = list(item.raw['target_steps'] ?? item.raw['target_step'] ?? item.raw['targets']);
  const indexes = targets.map((t) => byOrig.get(t)).filter((x): x is number => x !== undefined);
  return indexes.length > 0 ? Math.min(...indexes) : undefined;
}

/**
 * meta: repeat -> loop back to the first target step while the condition holds, at most N more
 * passes, then advance. A name nothing answers is asked of the last step of the repeated block
 * (it reports it in its step_output each pass); no answer means no further pass.
 */
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
    report('AIOX_CONDITION_INVALID', 'error', `condition '${condition}' of repeat '${label}': ${t.problem}`, 'Write a name, !name, name == value.', [...item.path, 'condition']);
    return { description, decide: [{ else: next }] };
  }
  if (t.unknown.length > 0) {
    report(
      'AIOX_CONDITION_UNKNOWN',
      'warning',
      `condition '${condition}' of repeat '${label}': ${unknownMessage(t.unknown, scope.askStep !== undefined ? `the last repeated step is asked to report it each pass (no answer: no further pass)` : 'stagegate reads it from an input of that name')}`,
      'List it in the outputs of a repeated step.',
      [...item.path, 'condition'],
    );
  }
  if (target === undefined) return { description, decide: [{ else: next }] };
  return { description: `${description}: at most ${n} more passes, then on`, decide: [{ if: `(${t.expr}) && visits.${nid} <= ${n}`, to: target }, { else: next }], max_visits: n + 1 };
}
