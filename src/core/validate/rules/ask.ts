// A status routed to ASK (a stage that asks a person mid-stage, docs/workflow-format.md#asking-mid-stage)
// stands only where the run can stop for the answer and run the stage again with it: a top-level
// step that runs a process judged by its WORKFLOW_GATE (run, prompt, inline_instruction with an
// output), as a plain target. A foreach's per-item step is refused (its item's run would stop
// inside the loop, where no `run --answer` reaches), as is a parallel branch (parallel.ts: a
// branch's statuses lead to DONE or BLOCKED), an if_input_present branch, and every other
// transition (targets.ts names them).
import { ASK_TARGET, targetsOf } from '../../model/workflow.js';
import { JUDGING } from '../../gate/judging.js';
import { foreignContractOf } from '../../gate/contracts/contract-of.js';
import { issue, type ValidationContext } from './context.js';

export function ruleAsk(ctx: ValidationContext): void {
  const { report } = ctx;
  for (const { step, scope } of ctx.steps) {
    for (const [status, target] of Object.entries(step.def.statuses ?? {})) {
      const path = [...step.path, 'statuses', status];
      if (typeof target !== 'string') {
        if (targetsOf(target).includes(ASK_TARGET)) report(issue('ASK_NOT_ALLOWED', 'error', `status ${status} of step '${step.id}' goes to ASK under if_input_present/else; ASK is a plain target`, `Route ${status} to ASK directly (statuses: { ${status}: ASK }), or route it to a step.`, path, { value: true }));
        continue;
      }
      if (target !== ASK_TARGET) continue;
      const gated = Object.hasOwn(JUDGING, step.kind) && JUDGING[step.kind as keyof typeof JUDGING] === 'gate' && step.def.output !== undefined && foreignContractOf(step) === undefined;
      if (scope.kind === 'per_item') {
        report(issue('ASK_NOT_ALLOWED', 'error', `status ${status} of per-item step '${step.id}' goes to ASK; a foreach item's stage cannot stop the run for a person's answer`, 'Ask before the foreach (a top-level step routing a status to ASK), or give the answer as an optional input the per-item step `asks` for.', path, { value: true }));
      } else if (!gated) {
        report(issue('ASK_NOT_ALLOWED', 'error', `status ${status} of step '${step.id}' goes to ASK, but the step ${step.kind === 'action' || step.kind === 'resolver' ? `is ${step.kind === 'action' ? 'an action' : 'a resolver'} judged by its exit status` : 'reports no WORKFLOW_GATE'}: only a stage whose gate carries a question can ask`, 'Route ASK from a run, prompt or inline_instruction step with an output and statuses.', path, { value: true }));
      }
    }
  }
}
