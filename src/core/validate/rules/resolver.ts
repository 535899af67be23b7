// Resolver steps close the unknowns that blocked a stage and send the run back to it: plain
// resolvers (retry_step/on_success, no statuses) and gated ones (retry_step plus statuses and an
// output, e.g. full-reverse-engineering's resolve_*_unknowns). They bind the three runner-owned
// blocking values (High-Impact Unknown Rule), retry the step they return to, and are entered from
// that step. A gated resolver that binds none of them is a warning, not an error: the runner
// binds them into its prompt and environment anyway.
import { transitionsOf } from '../graph.js';
import { issue, type ValidationContext } from './context.js';
import { isResolverStep, targetsOf } from '../../model/workflow.js';

export const RESOLVER_INPUTS: Readonly<Record<string, string>> = {
  blocking_artifact: 'blocking_artifact',
  blocking_qids: 'blocking_qids',
  retry_step: 'blocking_retry_step',
};

const EXPECTED = Object.entries(RESOLVER_INPUTS)
  .map(([k, v]) => `${k}: '{{${v}}}'`)
  .join(', ');

export function ruleResolvers(ctx: ValidationContext): void {
  const { report } = ctx;
  // Who routes into each resolver (computed once, only if there are resolvers).
  let enteredFrom: Map<string, Set<string>> | undefined;
  // Keyed by scope (the YAML path of the step map) and target id.
  const predecessors = (key: string) => {
    if (!enteredFrom) {
      enteredFrom = new Map();
      for (const { step } of ctx.steps) {
        for (const t of transitionsOf(step)) {
          if (t.label === 'retry_step' || t.label === 'on_success') continue;
          const key = `${step.path.slice(0, -1).join('\0')}\0${t.to}`;
          let set = enteredFrom.get(key);
          if (!set) enteredFrom.set(key, (set = new Set()));
          set.add(step.id);
        }
      }
    }
    return enteredFrom.get(key) ?? new Set<string>();
  };

  for (const { step, scope } of ctx.steps) {
    if (!isResolverStep(step)) continue;
    const d = step.def;
    const p = step.path;
    const gated = step.kind !== 'resolver';
    const at = { at: { line: step.line, column: step.column } };
    const inputs = d.inputs;
    if (inputs === undefined) {
      if (gated) report(issue('RESOLVER_INPUTS_UNBOUND', 'warning', `resolver step '${step.id}' (retry_step with statuses) binds none of blocking_artifact, blocking_qids, retry_step, which the High-Impact Unknown Rule requires it to bind explicitly; the runner still gives it the persisted values in its prompt and environment`, `Add inputs: { ${EXPECTED} }.`, p, at));
      else report(issue('RESOLVER_INPUTS', 'error', `resolver step '${step.id}' binds none of blocking_artifact, blocking_qids, retry_step`, `Add inputs: { ${EXPECTED} }.`, p, at));
    } else {
      const missing = Object.keys(RESOLVER_INPUTS).filter((k) => !Object.hasOwn(inputs, k));
      if (missing.length > 0) {
        report(issue(gated ? 'RESOLVER_INPUTS_UNBOUND' : 'RESOLVER_INPUTS', gated ? 'warning' : 'error', `resolver step '${step.id}' does not bind ${missing.join(', ')}`, `A resolver binds exactly: ${EXPECTED}.`, [...p, 'inputs'], {}));
      }
      for (const [key, value] of Object.entries(inputs)) {
        const expected = Object.hasOwn(RESOLVER_INPUTS, key) ? RESOLVER_INPUTS[key] : undefined;
        if (expected === undefined) {
          if (gated) continue; // a gated stage's own prompt inputs
          report(issue('RESOLVER_INPUTS', 'error', `resolver step '${step.id}' binds '${key}', which is not one of its three inputs (blocking_artifact, blocking_qids, retry_step)`, `Remove '${key}': a resolver binds exactly ${EXPECTED}.`, [...p, 'inputs', key]));
        } else if (typeof value !== 'string' || !new RegExp(`^\\{\\{\\s*${expected}\\s*\\}\\}$`).test(value.trim())) {
          report(issue('RESOLVER_INPUTS', 'error', `resolver input ${key} of step '${step.id}' is ${JSON.stringify(value)}; it must be '{{${expected}}}' (the value the runner records when a stage blocks)`, `Write ${key}: '{{${expected}}}'.`, [...p, 'inputs', key], { value: true }));
        }
      }
    }
    if (d.retry_step === undefined) {
      report(issue('RESOLVER_RETRY', 'error', `resolver step '${step.id}' has no retry_step, so the runner cannot tell which stage to retry`, 'Add retry_step: <the stage that routes its *_BLOCKED status here>.', p, at));
    } else if (gated && !Object.values(d.statuses ?? {}).some((t) => targetsOf(t).includes(d.retry_step!))) {
      report(issue('RESOLVER_RETRY', 'error', `resolver step '${step.id}' retries '${d.retry_step}', but none of its statuses routes back to it; a resolver returns only to the stage it retries`, `Route its resolved status(es) to ${d.retry_step}, e.g. HIGH_IMPACT_UNKNOWNS_RESOLVED: ${d.retry_step}.`, [...p, 'retry_step'], { value: true }));
    } else if (d.on_success !== undefined && d.on_success !== d.retry_step) {
      report(issue('RESOLVER_RETRY', 'error', `resolver step '${step.id}' returns to '${d.on_success}' but retries '${d.retry_step}'; a resolver returns only to the stage it retries`, `Set on_success: ${d.retry_step} (equal to retry_step).`, [...p, 'on_success'], { value: true }));
    } else if (scope.steps.has(d.retry_step)) {
      const from = predecessors(`${p.slice(0, -1).join('\0')}\0${step.id}`);
      if (from.size > 0 && !from.has(d.retry_step)) {
        report(issue('RESOLVER_RETRY_NOT_ROUTING', 'warning', `resolver step '${step.id}' retries '${d.retry_step}', but is entered only from ${[...from].map((s) => `'${s}'`).join(', ')}; the blocked stage would never be retried`, `Set retry_step (and on_success) to the stage that routes here${from.size === 1 ? `: ${[...from][0]}` : ''}.`, [...p, 'retry_step'], { value: true }));
      }
    }
  }
}
