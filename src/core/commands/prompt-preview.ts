// `plan --show-prompt STEP` (or STEP.BRANCH): the exact prompt a step (a parallel branch) would get from the run's current state,
// built by the same function `run` uses (so the two can never drift apart). Before the steps it
// depends on have run, what only they can provide ({{steps.<id>.output}}, a gate value, the
// blocking_* values a resolver gets, a path built on them) is shown as NOT_KNOWN_YET(name)
// instead of failing: the rest of the prompt is exactly what run would send.
import { StagegateError } from '../run/errors.js';
import { stepTarget, type StepNaming } from './step-target.js';
import { buildPrompt, previousFailureOf } from '../steps/process/prompt.js';
import { resolveOutput, stepBindings } from '../run/bindings.js';
import { attemptsOnVisit } from '../run/transition.js';
import { AGENT_DRIVEN_KINDS } from '../agents/registry.js';
import type { Workspace } from '../workspace/workspace.js';
import type { RunState } from '../state/state.js';
import { stepNamed, type StepModel, type Workflow } from '../model/workflow.js';
import { allBranches, branchBindings, branchesOf } from '../steps/parallel/branches.js';

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

/** What --show-prompt names: a step, or a branch of a parallel step (STEP.BRANCH, as `logs` names one). */
export interface PromptTarget {
  /** The step, or the parallel step whose branch it is. */
  step: StepModel;
  branch?: StepModel;
}

/**
 * The step (or STEP.BRANCH: a branch of a parallel step) --show-prompt names, refused when it
 * names none (a did-you-mean; a BRANCH the step does not have, as `logs STEP.BRANCH` refuses it) or
 * gets no prompt. Judged on the workflow alone: `plan` reports it before any stop the run would
 * hit. Ids may hold dots: the longest step the name starts with is the step; an imported file's ids
 * as written there name theirs (N-001, a branch's lint-a).
 */
export function promptTarget(workflow: Workflow, given: string): PromptTarget {
  const named = stepTarget(given, namingOf(workflow), { refusal: `--show-prompt ${given}: not a step of workflow ${workflow.name}`, ownBranches: () => [], unknown: 'branches' });
  const step = workflow.steps.get(named.id)!;
  const branch = named.branch === undefined ? undefined : branchesOf(workflow, step).find((b) => b.id === named.branch)!;
  return prompted(workflow, given, branch !== undefined ? { step, branch } : { step });
}

/** The workflow's names as stepTarget asks for them: its steps (stepNamed), each parallel step's branches, their ids as an imported file wrote them. */
function namingOf(workflow: Workflow): StepNaming {
  return {
    steps: [...workflow.steps.keys()],
    stepNamed: (name) => stepNamed(workflow, name),
    parallel: [...workflow.steps.values()].filter((s) => s.kind === 'parallel').map((s) => [s.id, branchesOf(workflow, s).map((b) => b.id)] as const),
    writtenAs: (id, branch, name) => workflow.steps.get(id)?.branchesWritten?.[branch] === name,
  };
}

/** The target, when what it names gets a prompt (an agent-driven step or branch); else the usage error naming those that do. */
function prompted(workflow: Workflow, given: string, target: PromptTarget): PromptTarget {
  const gets = target.branch ?? target.step;
  if (AGENT_DRIVEN_KINDS.has(gets.kind)) return target;
  const prompts = [...[...workflow.steps.values()].filter((s) => AGENT_DRIVEN_KINDS.has(s.kind)).map((s) => s.id), ...allBranches(workflow).filter((b) => AGENT_DRIVEN_KINDS.has(b.branch.kind)).map((b) => `${b.step.id}.${b.branch.id}`)];
  const which = prompts.length > 0 ? `; the steps of workflow ${workflow.name} that do: ${prompts.join(', ')}` : `; workflow ${workflow.name} has none`;
  const what = target.branch !== undefined ? `branch ${target.branch.id} of parallel step ${target.step.id} is` : `step ${gets.id} is`;
  const kind = gets.kind;
  throw new NotAPromptStep('WORKFLOW_INPUT_REQUIRED', `--show-prompt ${given}: ${what} ${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind} ${target.branch !== undefined ? 'branch' : 'step'}; only agent-driven steps (prompt, inline_instruction, action, resolver) get a prompt${which}`);
}

/**
 * The prompt `target` would get from the run's current state, built by run's function: a step's as
 * the step's next attempt gets it; a branch's as the branch's next attempt on the step's visit
 * (parallel/run.ts: the branch's bindings, {{step}} naming the parallel step; its record's attempts
 * and last failure).
 */
export function previewPrompt(workflow: Workflow, workspace: Workspace, bindings: ReadonlyMap<string, string>, state: RunState | undefined, target: PromptTarget): string {
  const { step, branch } = target;
  const optional = new Set(workflow.inputs.optional);
  const visit = Math.max(1, state?.steps[step.id]?.visits ?? 1);
  if (branch !== undefined) {
    const b = new PendingView(branchBindings(bindings, step, branch, state), optional);
    // The branch's record on the step's current visit (a resume runs its next attempt); none: its first.
    const parallel = state?.steps[step.id]?.parallel;
    const record = parallel !== undefined && parallel.visit === visit && Object.hasOwn(parallel.branches, branch.id) ? parallel.branches[branch.id] : undefined;
    return buildPrompt({
      workflow,
      workspace,
      step: branch,
      state,
      bindings: b,
      output: resolveOutput(branch, b, workspace),
      delegation: workflow.execution.delegationMode === 'bounded' && (record?.attempt ?? 0) === 0 ? 'delegated' : 'direct',
      previousFailure: record?.error ?? null,
    });
  }
  const b = new PendingView(stepBindings(bindings, step, state), optional);
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
