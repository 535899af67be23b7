// `plan --show-prompt STEP`: the exact prompt a step would get from the run's current state,
// built by the same function `run` uses (so the two can never drift apart).
import { StagegateError } from '../run/errors.js';
import { buildPrompt, previousFailureOf } from '../steps/process/prompt.js';
import { resolveOutput, stepBindings } from '../run/bindings.js';
import { attemptsOnVisit } from '../run/transition.js';
import { AGENT_DRIVEN_KINDS } from '../agents/registry.js';
import type { Workspace } from '../workspace/workspace.js';
import type { RunState } from '../state/state.js';
import type { Workflow } from '../model/workflow.js';

export function previewPrompt(workflow: Workflow, workspace: Workspace, bindings: ReadonlyMap<string, string>, state: RunState | undefined, stepId: string): string {
  const step = workflow.steps.get(stepId);
  if (!step) {
    throw new StagegateError('WORKFLOW_INPUT_REQUIRED', `--show-prompt ${stepId}: not a step of workflow ${workflow.name}`, { hint: `Use one of: ${[...workflow.steps.keys()].join(', ')}.` });
  }
  if (!AGENT_DRIVEN_KINDS.has(step.kind)) {
    throw new StagegateError('WORKFLOW_INPUT_REQUIRED', `--show-prompt ${stepId}: step ${stepId} is a ${step.kind} step; only agent-driven steps (prompt, inline_instruction, action, resolver) get a prompt`);
  }
  const b = stepBindings(bindings, step, state);
  const visit = Math.max(1, state?.steps[step.id]?.visits ?? 1);
  const firstAttempt = (state ? attemptsOnVisit(state, step.id, visit) : 0) === 0;
  return buildPrompt({
    workflow,
    workspace,
    step,
    state,
    bindings: b,
    output: resolveOutput(step, b, workspace),
    delegation: workflow.execution.delegationMode === 'bounded' && firstAttempt ? 'delegated' : 'direct',
    previousFailure: previousFailureOf(state, step.id),
  });
}
