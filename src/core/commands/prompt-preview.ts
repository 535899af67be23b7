// `plan --show-prompt STEP`: the exact prompt a step would get from the run's current state,
// built by the same function `run` uses (so the two can never drift apart). Before the steps it
// depends on have run, what only they can provide ({{steps.<id>.output}}, a gate value, the
// blocking_* values a resolver gets, a path built on them) is shown as NOT_KNOWN_YET(name)
// instead of failing: the rest of the prompt is exactly what run would send.
import { StagegateError } from '../run/errors.js';
import { closest } from '../model/did-you-mean.js';
import { buildPrompt, previousFailureOf } from '../steps/process/prompt.js';
import { resolveOutput, stepBindings } from '../run/bindings.js';
import { attemptsOnVisit } from '../run/transition.js';
import { AGENT_DRIVEN_KINDS } from '../agents/registry.js';
import type { Workspace } from '../workspace/workspace.js';
import type { RunState } from '../state/state.js';
import type { StepModel, Workflow } from '../model/workflow.js';

/** How a value that is not known before the run gets there appears in a previewed prompt. */
export function notKnownYet(name: string): string {
  return `⟨not known yet: {{${name}}}⟩`;
}

/** Bindings where a name nothing provides yet reads as notKnownYet(name); declared optional inputs stay absent. */
class PendingView extends Map<string, string> {
  constructor(
    private readonly base: ReadonlyMap<string, string>,
    private readonly optional: ReadonlySet<string>,
  ) {
    super();
  }
  override get(name: string): string | undefined {
    const v = this.base.get(name);
    if (v !== undefined || this.optional.has(name)) return v;
    return notKnownYet(name);
  }
  override has(name: string): boolean {
    return this.get(name) !== undefined;
  }
}

/** --show-prompt named a step that gets no prompt: a mistake in the arguments (the CLI: a usage error). */
export class NotAPromptStep extends StagegateError {}

/**
 * The step --show-prompt names, refused when it is no step (a did-you-mean) or gets no prompt. A
 * refusal of the argument itself: `plan` reports it before a stop the run would hit.
 */
export function promptStep(workflow: Workflow, stepId: string): StepModel {
  const step = workflow.steps.get(stepId);
  if (!step) {
    const near = closest(stepId, workflow.steps.keys());
    throw new StagegateError('WORKFLOW_INPUT_REQUIRED', `--show-prompt ${stepId}: not a step of workflow ${workflow.name}${near ? `. Did you mean '${near}'?` : ''}`, { hint: `Use one of: ${[...workflow.steps.keys()].join(', ')}.` });
  }
  if (!AGENT_DRIVEN_KINDS.has(step.kind)) {
    const prompted = [...workflow.steps.values()].filter((s) => AGENT_DRIVEN_KINDS.has(s.kind)).map((s) => s.id);
    const which = prompted.length > 0 ? `; the steps of workflow ${workflow.name} that do: ${prompted.join(', ')}` : `; workflow ${workflow.name} has none`;
    throw new NotAPromptStep('WORKFLOW_INPUT_REQUIRED', `--show-prompt ${stepId}: step ${stepId} is ${/^[aeiou]/.test(step.kind) ? 'an' : 'a'} ${step.kind} step; only agent-driven steps (prompt, inline_instruction, action, resolver) get a prompt${which}`);
  }
  return step;
}

export function previewPrompt(workflow: Workflow, workspace: Workspace, bindings: ReadonlyMap<string, string>, state: RunState | undefined, stepId: string): string {
  const step = promptStep(workflow, stepId);
  const b = new PendingView(stepBindings(bindings, step, state), new Set(workflow.inputs.optional));
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
