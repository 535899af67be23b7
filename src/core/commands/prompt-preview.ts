// `plan --show-prompt STEP` (or STEP.BRANCH): the exact prompt a step (a parallel branch) would get from the run's current state,
// built by the same function `run` uses (so the two can never drift apart). Before the steps it
// depends on have run, what only they can provide ({{steps.<id>.output}}, a gate value, the
// blocking_* values a resolver gets, a path built on them) is shown as NOT_KNOWN_YET(name)
// instead of failing: the rest of the prompt is exactly what run would send.
import { StagegateError } from '../run/errors.js';
import { stepTarget, type StepNaming } from './step-target.js';
import { buildContinuationPrompt, buildPrompt, previousFailureOf, type PromptRequest } from '../steps/process/prompt.js';
import { resolveAgent, type AgentSelection, type ResolvedAgent } from '../agents/registry.js';
import { continuedSession } from '../run/continued-session.js';
import { ANSWER_WORD, answeredJustNow, pendingQuestion } from '../run/questions.js';
import { sha256Text } from '../workspace/digest.js';
import { resolveOutput, stepBindings } from '../run/bindings.js';
import { attemptsOnVisit, currentVisit, stepRecord } from '../run/transition.js';
import { AGENT_DRIVEN_KINDS } from '../agents/registry.js';
import type { Workspace } from '../workspace/workspace.js';
import type { RunState } from '../state/state.js';
import { stepNamed, type StepModel, type Workflow } from '../model/workflow.js';
import { allBranches, branchBindings, branchesOf } from '../steps/parallel/branches.js';
import { checkItem } from './step-target.js';
import { classifyStep } from '../model/workflow.js';
import { itemStepDef, passedToItems } from '../steps/foreach/item-workflow.js';
import { itemWorkflowFor, loadRecord } from '../steps/foreach/run.js';
import { itemStatePathIn, nextItemIndex } from '../steps/foreach/schedule.js';
import { foreachRecordOf, type ForeachItemRecord } from '../state/state.js';

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
  /**
   * A per_item step of foreach step `step` (`STEP[ITEM].SUB`, or `STEP.SUB`): its id, and the item
   * named (undefined: the item the run works on next — the one in flight, else the first pending;
   * none such, or no items loaded yet: the first item).
   */
  perItem?: { sub: string; item?: string };
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
  if (named.item !== undefined || named.sub !== undefined) {
    const perItem = step.def.per_item ?? {};
    const prompts = Object.keys(perItem).filter((id) => AGENT_DRIVEN_KINDS.has(classifyStep(itemStepDef(perItem[id]!)).kind ?? 'shell'));
    const as = (id: string) => `${step.id}[${named.item ?? 'ITEM'}].${id}`;
    const which = prompts.length > 0 ? `; its per-item steps that do: ${prompts.map(as).join(', ')}` : `; foreach step ${step.id} has no per-item step that does`;
    if (named.sub === undefined) throw new NotAPromptStep('WORKFLOW_INPUT_REQUIRED', `--show-prompt ${given}: an item of foreach step ${step.id} gets no prompt of its own${which}`);
    const kind = classifyStep(itemStepDef(perItem[named.sub]!)).kind ?? 'shell';
    if (!prompts.includes(named.sub)) throw new NotAPromptStep('WORKFLOW_INPUT_REQUIRED', `--show-prompt ${given}: per-item step ${named.sub} of foreach step ${step.id} is ${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind} step; only agent-driven steps (prompt, inline_instruction, action, resolver) get a prompt${which}`);
    return { step, perItem: { sub: named.sub, ...(named.item !== undefined ? { item: named.item } : {}) } };
  }
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
    foreach: [...workflow.steps.values()].filter((s) => s.kind === 'foreach').map((s) => [s.id, Object.keys(s.def.per_item ?? {})] as const),
  };
}

/** The target, when what it names gets a prompt (an agent-driven step or branch); else the usage error naming those that do. */
function prompted(workflow: Workflow, given: string, target: PromptTarget): PromptTarget {
  const gets = target.branch ?? target.step;
  if (AGENT_DRIVEN_KINDS.has(gets.kind)) return target;
  const prompts = [...[...workflow.steps.values()].filter((s) => AGENT_DRIVEN_KINDS.has(s.kind)).map((s) => s.id), ...allBranches(workflow).filter((b) => AGENT_DRIVEN_KINDS.has(b.branch.kind)).map((b) => `${b.step.id}.${b.branch.id}`), ...perItemPrompts(workflow)];
  const which = prompts.length > 0 ? `; the steps of workflow ${workflow.name} that do: ${prompts.join(', ')}` : `; workflow ${workflow.name} has none`;
  const what = target.branch !== undefined ? `branch ${target.branch.id} of parallel step ${target.step.id} is` : `step ${gets.id} is`;
  const kind = gets.kind;
  throw new NotAPromptStep('WORKFLOW_INPUT_REQUIRED', `--show-prompt ${given}: ${what} ${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind} ${target.branch !== undefined ? 'branch' : 'step'}; only agent-driven steps (prompt, inline_instruction, action, resolver) get a prompt${which}`);
}

/** Each foreach step's agent-driven per-item steps, as `STEP[ITEM].SUB` names one. */
function perItemPrompts(workflow: Workflow): string[] {
  return [...workflow.steps.values()].filter((s) => s.kind === 'foreach').flatMap((s) => Object.entries(s.def.per_item ?? {}).filter(([, def]) => AGENT_DRIVEN_KINDS.has(classifyStep(itemStepDef(def)).kind ?? 'shell')).map(([id]) => `${s.id}[ITEM].${id}`));
}

/**
 * The prompt `target` would get from the run's current state, built by run's function: a step's as
 * the step's next attempt gets it; a branch's as the branch's next attempt on the step's visit
 * (parallel/run.ts: the branch's bindings, {{step}} naming the parallel step; its record's attempts
 * and last failure).
 */
export function previewPrompt(workflow: Workflow, workspace: Workspace, bindings: ReadonlyMap<string, string>, state: RunState | undefined, target: PromptTarget, runRoot = '.', continuing?: { agents: AgentSelection; runRoot: string }): string {
  if (target.perItem !== undefined) return previewItemPrompt(workflow, workspace, bindings, state, target.step, target.perItem, runRoot).prompt;
  const { step, branch } = target;
  // A question the step waits on: the next attempt runs once it is answered (run --answer), so it is shown answered, <your answer> for the text.
  state = withPendingAnswered(state, step.id);
  const optional = new Set(workflow.inputs.optional);
  const visit = currentVisit(state === undefined ? undefined : stepRecord(state, step.id));
  bindings = withKnownVisits(workflow, bindings, state, step, visit);
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
  const attempts = state ? attemptsOnVisit(state, step.id, visit) : 0;
  const request = {
    workflow,
    workspace,
    step,
    state,
    bindings: b,
    output: resolveOutput(step, b, workspace),
    delegation: workflow.execution.delegationMode === 'bounded' && attempts === 0 ? ('delegated' as const) : ('direct' as const),
    previousFailure: previousFailureOf(state, step.id),
  };
  // The next attempt continues the session of the one before it: it gets the continuation prompt.
  if (continuing !== undefined && state !== undefined && attempts > 0 && continuesSession(request, continuing, visit, attempts)) return buildContinuationPrompt(request);
  return buildPrompt(request);
}

/** `state` with the question `stepId` waits on answered ANSWER_WORD (nothing else changed); `state` itself when none waits. */
function withPendingAnswered(state: RunState | undefined, stepId: string): RunState | undefined {
  const pending = pendingQuestion(state);
  if (state === undefined || pending === undefined || pending.step !== stepId) return state;
  const record = state.steps[stepId]!;
  const questions = (record.questions ?? []).map((q, i, all) => (i === all.length - 1 ? { ...q, answer: ANSWER_WORD } : q));
  return { ...state, steps: { ...state.steps, [stepId]: { ...record, questions } } };
}

/**
 * The {{steps.<id>.visits}} a preview knows without the run's state: the step's own is the visit
 * being prepared (visits are counted on entry: 1 before the run has started); before the run has
 * started, the entry step's first visit comes before any other step's, so theirs are 0. Another
 * step's count before the run started depends on the path to the step (a step before it has run
 * by then): not known yet. With a state, the state's counts stand for other steps.
 */
function withKnownVisits(workflow: Workflow, bindings: ReadonlyMap<string, string>, state: RunState | undefined, step: StepModel, visit: number): ReadonlyMap<string, string> {
  const known = new Map(bindings);
  if (state === undefined && workflow.entry === step.id) for (const id of workflow.steps.keys()) known.set(`steps.${id}.visits`, '0');
  known.set(`steps.${step.id}.visits`, String(visit));
  return known;
}

/**
 * Whether the next attempt (after `attempts` on `visit`) continues the session of the one before
 * it, as the run decides (run/continued-session.ts): the agent it would run resumes sessions (and
 * the user's own arguments leave it the session), and that attempt's record allows it.
 */
function continuesSession(request: PromptRequest, continuing: { agents: AgentSelection; runRoot: string }, visit: number, attempts: number): boolean {
  const { workflow, workspace, step, state } = request;
  let agent: ResolvedAgent;
  try {
    agent = resolveAgent(workflow, step, continuing.agents, workspace);
  } catch {
    return false;
  }
  if (!agent.adapter.resumesSession || !agent.resumeSessions) return false;
  const root = continuing.runRoot;
  const previous = `${root === '.' ? '' : root + '/'}logs/${step.id}.v${visit}.a${attempts}.log`;
  const record = [...(state?.steps[step.id]?.transcripts ?? [])].reverse().find((r) => r.transcript === previous);
  if (record === undefined) return false;
  const digest = sha256Text(buildPrompt({ ...request, previousFailure: null, withoutAnswers: true }));
  const session = continuedSession(record, request.delegation, digest, agent.name, answeredJustNow(state, step.id) !== undefined);
  if (session === undefined) return false;
  // Passed unless the user's own arguments chose the session (agent-process.ts).
  const args = agent.adapter.argv({ model: agent.model, maxTurns: step.def.max_turns, delegation: request.delegation, extraArgs: agent.extraArgs, resumeSession: session });
  return args.some((a) => a === session || a.endsWith(`=${session}`));
}

/**
 * The item a per-item step's preview is of: the one named (refused with a did-you-mean when the
 * foreach has no such item), else the item the run works on next (in flight, else the first
 * pending), else the first. The items are the run's (its foreach record) or, before the step has
 * run, the registry's as the step would load them.
 */
export function previewItem(workflow: Workflow, workspace: Workspace, bindings: ReadonlyMap<string, string>, state: RunState | undefined, step: StepModel, perItem: { sub: string; item?: string }): ForeachItemRecord {
  const record = state?.steps[step.id]?.foreach;
  const loaded = record ?? foreachRecordOf(loadRecord({ workspace, state: () => state as RunState, ctx: { bindings } }, step, 1, undefined));
  const items = [...loaded.items];
  const given = `${step.id}${perItem.item !== undefined ? `[${perItem.item}]` : ''}.${perItem.sub}`;
  const where = record !== undefined ? 'in the run' : `in its registry ${loaded.source}`;
  if (perItem.item !== undefined) {
    checkItem({ step: given, id: step.id, item: perItem.item, sub: perItem.sub }, items.map((i) => i.id), `--show-prompt ${given}`, where);
    return items.find((i) => i.id === perItem.item)!;
  }
  const next = record !== undefined ? nextItemIndex(record) : -1;
  const item = items[next >= 0 ? next : 0];
  if (item === undefined) throw new StagegateError('WORKFLOW_INPUT_REQUIRED', `--show-prompt ${given}: foreach step ${step.id} has no items ${where}: there is no item to show the prompt of`);
  return item;
}

/**
 * A per-item step's prompt for one item, built by run's function as the item's run would get it on
 * its first attempt: the item run's workflow (foreach/item-workflow.ts), the values the item run
 * gets (the run's that reach items, the item's bindings, run_id).
 */
export function previewItemPrompt(workflow: Workflow, workspace: Workspace, bindings: ReadonlyMap<string, string>, state: RunState | undefined, step: StepModel, perItem: { sub: string; item?: string }, runRoot: string): { prompt: string; item: string } {
  const item = previewItem(workflow, workspace, bindings, state, step, perItem);
  const visit = Math.max(1, item.visits);
  const itemWorkflow = itemWorkflowFor({ workflow }, step, { ...item, state_path: item.state_path ?? itemStatePathIn(runRoot, step.id, item, visit) });
  const sub = itemWorkflow.steps.get(perItem.sub)!;
  const values = new Map<string, string>();
  for (const [name, value] of bindings) if (passedToItems(name)) values.set(name, value);
  for (const [name, value] of Object.entries(item.bindings)) values.set(name, value);
  const runId = bindings.get('run_id');
  if (runId !== undefined) values.set('run_id', runId);
  const b = new PendingView(stepBindings(values, sub, undefined), new Set(itemWorkflow.inputs.optional.filter((n) => !values.has(n) && workflow.inputs.optional.includes(n))));
  const prompt = buildPrompt({
    workflow: itemWorkflow,
    workspace,
    step: sub,
    state: undefined,
    bindings: b,
    output: resolveOutput(sub, b, workspace),
    delegation: workflow.execution.delegationMode === 'bounded' ? 'delegated' : 'direct',
    previousFailure: null,
  });
  return { prompt, item: item.id };
}
