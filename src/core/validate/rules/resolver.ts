// Resolver steps (retry_step/on_success, no statuses) close the unknowns that blocked a stage
// and send the run back to it. They bind exactly the three runner-owned blocking values, retry
// the step they return to, and are entered from that step.
import { transitionsOf } from '../graph.js';
import { issue, type ValidationContext } from './context.js';

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
    if (step.kind !== 'resolver') continue;
    const d = step.def;
    const p = step.path;
    const at = { at: { line: step.line, column: step.column } };
    const inputs = d.inputs;
    if (inputs === undefined) {
      report(issue('RESOLVER_INPUTS', 'error', `resolver step '${step.id}' binds none of blocking_artifact, blocking_qids, retry_step`, `Add inputs: { ${EXPECTED} }.`, p, at));
    } else {
      const missing = Object.keys(RESOLVER_INPUTS).filter((k) => !Object.hasOwn(inputs, k));
      if (missing.length > 0) {
        report(issue('RESOLVER_INPUTS', 'error', `resolver step '${step.id}' does not bind ${missing.join(', ')}`, `A resolver binds exactly: ${EXPECTED}.`, [...p, 'inputs'], {}));
      }
      for (const [key, value] of Object.entries(inputs)) {
        const expected = Object.hasOwn(RESOLVER_INPUTS, key) ? RESOLVER_INPUTS[key] : undefined;
        if (expected === undefined) {
          report(issue('RESOLVER_INPUTS', 'error', `resolver step '${step.id}' binds '${key}', which is not one of its three inputs (blocking_artifact, blocking_qids, retry_step)`, `Remove '${key}': a resolver binds exactly ${EXPECTED}.`, [...p, 'inputs', key]));
        } else if (typeof value !== 'string' || !new RegExp(`^\\{\\{\\s*${expected}\\s*\\}\\}$`).test(value.trim())) {
          report(issue('RESOLVER_INPUTS', 'error', `resolver input ${key} of step '${step.id}' is ${JSON.stringify(value)}; it must be '{{${expected}}}' (the value the runner records when a stage blocks)`, `Write ${key}: '{{${expected}}}'.`, [...p, 'inputs', key], { value: true }));
        }
      }
    }
    if (d.retry_step === undefined) {
      report(issue('RESOLVER_RETRY', 'error', `resolver step '${step.id}' has no retry_step, so the runner cannot tell which stage to retry`, 'Add retry_step: <the stage that routes its *_BLOCKED status here>.', p, at));
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
