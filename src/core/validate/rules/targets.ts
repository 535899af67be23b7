// Every transition of every kind names something that exists: statuses (plain and
// if_input_present/else branches), retry_step, on_success, on_complete, completion.on_complete
// and per-item targets. if_input_present tests a declared optional input.
import { didYouMean } from '../../model/did-you-mean.js';
import { ASK_TARGET } from '../../model/workflow.js';
import { transitionsOf } from '../graph.js';
import { issue, type Scope, type ValidationContext } from './context.js';

export function ruleTargets(ctx: ValidationContext): void {
  const { workflow, report } = ctx;
  const rawTop = new Set(Object.keys(workflow.data.steps ?? {}));
  const candidates = new Map<Scope, string[]>();
  const candidatesOf = (scope: Scope) => {
    let list = candidates.get(scope);
    if (!list) candidates.set(scope, (list = [...scope.steps.keys(), ...scope.terminals]));
    return list;
  };
  const optional = new Set(workflow.inputs.optional);
  const required = new Set(workflow.inputs.required);
  for (const { step, scope } of ctx.steps) {
    const rawScope = scope.kind === 'top' ? rawTop : new Set(Object.keys(scope.owner?.def.per_item ?? {}));
    for (const t of transitionsOf(step)) {
      if (scope.terminals.has(t.to) || scope.steps.has(t.to)) continue;
      if (t.label === 'on_failure' && t.to === 'skip') continue; // the skip token: it follows on_skip (MISSING_ON_SKIP without one)
      if (rawScope.has(t.to)) continue; // a step whose kind is invalid: reported as STEP_KIND_INVALID
      // ASK is a gate status's target only (rules/ask.ts); an if_input_present branch to it is said there.
      if (t.to === ASK_TARGET) {
        if (t.status === undefined) report(issue('ASK_NOT_ALLOWED', 'error', `${t.label} of step '${step.id}' goes to ASK; only a gate status (statuses:) can route to ASK`, 'Route a status of the step\'s statuses to ASK, and this transition to a step, DONE or BLOCKED.', t.path, { value: true }));
        continue;
      }
      const owner = scope.owner;
      let message: string;
      let hint: string;
      if (scope.kind === 'per_item' && owner && workflow.steps.has(t.to)) {
        message = `${t.label} of per-item step '${step.id}' goes to '${t.to}', a top-level step; per-item transitions stay inside the per_item of '${owner.id}'`;
        hint = `Route to a per-item step, next_artifact, defer_current_artifact, DONE or BLOCKED; '${owner.id}' continues with completion.on_complete after the last item.`;
      } else if (scope.kind === 'top' && (t.to === 'next_artifact' || t.to === 'defer_current_artifact')) {
        message = `${t.label} of step '${step.id}' goes to '${t.to}', which only exists inside a foreach's per_item steps`;
        hint = 'Name an existing step, DONE or BLOCKED.';
      } else {
        const kind = scope.kind === 'per_item' ? `a per-item step of '${owner?.id}'` : 'a step';
        message = `${t.label} of ${scope.kind === 'per_item' ? 'per-item ' : ''}step '${step.id}' goes to '${t.to}', which is not ${kind}${scope.kind === 'per_item' ? ', next_artifact, defer_current_artifact' : ''}, DONE or BLOCKED.${didYouMean(t.to, candidatesOf(scope))}`;
        hint = scope.kind === 'per_item' ? 'Name a per-item step, next_artifact, defer_current_artifact, DONE or BLOCKED.' : 'Name an existing step, DONE or BLOCKED.';
      }
      report(issue('UNKNOWN_TARGET', 'error', message, hint, t.path, { value: true }));
    }
    // asks: inputs a person gives once the run gets there — optional ones (a required input is given before anything runs, an undeclared one never).
    (step.def.asks ?? []).forEach((input, i) => {
      if (optional.has(input)) return;
      const what = required.has(input) ? 'a required input, given before anything runs: the step never has to ask' : `not a declared optional input.${didYouMean(input, optional)}`;
      report(issue('IF_INPUT_NOT_OPTIONAL', 'error', `asks of ${step.id} names '${input}', which is ${what}`, `Name an input listed in inputs.optional (declared: ${[...optional].join(', ') || 'none'}).`, [...step.path, 'asks', i]));
    });
    for (const [status, target] of Object.entries(step.def.statuses ?? {})) {
      if (typeof target === 'string') continue;
      for (const input of Object.keys(target.if_input_present)) {
        if (optional.has(input)) continue;
        const what = required.has(input) ? 'a required input, so it is always present and the else branch can never run' : `not a declared optional input.${didYouMean(input, optional)}`;
        report(issue('IF_INPUT_NOT_OPTIONAL', 'error', `if_input_present of ${step.id}.${status} tests '${input}', which is ${what}`, `Test an input listed in inputs.optional (declared: ${[...optional].join(', ') || 'none'}).`, [...step.path, 'statuses', status, 'if_input_present', input]));
      }
    }
  }
}
