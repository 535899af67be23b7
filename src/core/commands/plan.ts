// `plan`: what a run would do next and why, and every path it can take (workflow-paths.ts),
// without running or writing anything. It makes the checks a run makes before its first stage
// (inputs, input files, run id, fresh isolation, agents and their CLIs, a readable state the run may continue, an
// unchanged workflow) and reports the stop a run would hit, with its stop code and exit status,
// instead of a next step; and it resolves what it can: each foreach's registry, each child
// workflow's (and phase's) inputs and where its run lives.
import { pendingQuestion, reportedQuestion, type ReportedQuestion } from '../run/questions.js';
import type { ReportHead } from '../run/host.js';
import { driftAdvice, drifted, registryDrift, type RegistryDrift } from '../steps/foreach/registry-drift.js';
import { runCommandLine } from '../run/command-line.js';
import { maskValues, secretValuesOf, shownInputs, shownPath } from '../run/secret-names.js';
import { freshStartPending, readPendingFresh } from '../state/fresh-marker.js';
import { stateLocatingInputs } from '../model/run-scope.js';
import { RunLock } from '../state/lock.js';
import { interruptedMergeStop } from '../shards/merge-marker.js';
import { isStagegateError, type ErrorLocation, type StagegateError } from '../run/errors.js';
import { exitStatusFor } from '../run/stop-codes.js';
import { Workspace } from '../workspace/workspace.js';
import { loadAndCheck } from '../model/load-and-check.js';
import type { WorkflowRead } from '../model/read-once.js';
import type { WorkflowReaders } from '../model/workflow-readers.js';
import { checkRunnable, resolveRunContext, withRunsNamed, type RunContext } from '../run/context.js';
import { runIdNeededHint } from './runs.js';
import { budgetWarnings, checkManifest, checkResumable, preflight, refuseUnloadable } from '../run/preflight.js';
import { resolveChildInvocation } from '../steps/child/run.js';
import { filledApprovalMessage } from '../steps/approval/run.js';
import { substitute } from '../model/placeholders.js';
import type { RunState } from '../state/state.js';
import type { StepModel, Workflow } from '../model/workflow.js';
import type { Invocation } from '../model/invocation.js';
import { transitionsOf } from '../validate/graph.js';
import { maxVisitsOf } from '../run/transition.js';
import { stopBehind } from '../run/still-to-run.js';
import { resolveOutput, stepBindings } from '../run/bindings.js';
import { EXECUTABLE_KINDS } from '../model/workflow.js';
import { AGENT_DRIVEN_KINDS, resolveAgent, type AgentSelection } from '../agents/registry.js';
import { agentsWhy, describeAgents, effectiveAgents, type EffectiveAgents } from '../agents/recorded.js';
import { agentRecordRun } from '../run/agent-record.js';
import { NotAPromptStep, previewItemPrompt, previewPrompt, promptTarget, type PromptTarget } from './prompt-preview.js';
import { workflowPaths, type LoopPaths, type StepPaths } from '../validate/workflow-paths.js';
import { branchesOf } from '../steps/parallel/branches.js';
import { perItemSteps } from '../steps/foreach/item-workflow.js';
import { effectivePolicy, refusal, refuses, reopens, shortCommit, sourceChange, type SourcePolicy, staleSourceOf, unreadSource, type VerdictSource, verdictSources, SourceRefusal } from '../run/source-drift.js';

export interface PlanOptions {
  /** Also return the exact prompt this step would get. */
  showPrompt?: string | undefined;
  agents?: AgentSelection | undefined;
  /**
   * The PATH a run's stages would get: each agent step's CLI is looked up on it (AGENT_NOT_FOUND),
   * as `run` does. Undefined: only whether each agent step has an agent is checked.
   */
  pathEnv?: string | undefined;
  /**
   * The environment a run's stages would get (the CLI's): the values of its secret-looking
   * variables are masked in a shown prompt, as the run's copy of the prompt masks them.
   */
  secretEnv?: Record<string, string | undefined> | undefined;
  /**
   * Starts reading the workspace's source commit now (git HEAD; SourceInfo.startSourceCommit): a
   * resume's verdicts are compared with it. Started at most once, and only when there is a run's
   * state to compare (no `git rev-parse` for a workflow that did not load or a run that has not
   * started), as soon as the run is located: the look-up runs while the run's checks are made, and
   * is awaited only then. Undefined: not compared.
   */
  startSourceCommit?: (() => Promise<string | null>) | undefined;
  /** The importers for a workflow (or child) in another runner's format and the gate_schema engine (model/workflow-readers.ts). */
  importers?: WorkflowReaders | undefined;
  /** What printed commands start with (default `stagegate`; the CLI's `stagegate -C DIR`). */
  commandName?: string | undefined;
  /** No run id where the state path names the run: name the workflow's runs here in the fix (the CLI; status's `otherRuns`). */
  runsInHint?: boolean | undefined;
  /**
   * Told the run plan located (read only, its journal loaded), for a caller that reads the run too
   * (the Action's status of it: StatusOptions.located), rather than locate and load it again.
   */
  onLocated?: ((ctx: RunContext) => void) | undefined;
  /**
   * The workflow file as the caller read it for this command (read-once.ts: the Action's plan reads
   * it once for the plan, the run's status and its summary), instead of reading it here.
   */
  read?: WorkflowRead | undefined;
}

/** A resume's accepted verdicts against the source now (docs/run-semantics.md#source-changes). */
export interface PlanSource {
  policy: SourcePolicy;
  sourceCommit: string | null;
  agentPackageVersion: string | null;
  /** Every accepted verdict: current, or stale and why. */
  verdicts: VerdictSource[];
  /** Approvals that no longer count (made or requested at another commit): asked for again. */
  voidedApprovals: string[];
  /** Where the resume goes back to (rerun: the earliest stale step; any policy: a stale approval). */
  rerunFrom: string | null;
}

export interface PlannedStep {
  id: string;
  kind: string;
  /** completed (reused on resume), blocked (its outcome ended the run blocked), next, pending (may run later), or unsupported. */
  disposition: 'completed' | 'blocked' | 'next' | 'pending' | 'unsupported';
  visits: number;
  maxVisits: number;
  output: string | null;
  transitions: Array<{ on: string; to: string }>;
  /** Agent-driven steps: the agent that would run it (null when none is configured). */
  agent?: string | null;
  /** Every path out of the step, typed, with the runner's implicit ones (workflow-paths.ts). */
  paths: StepPaths;
  /** What plan could resolve of a foreach or child workflow step (or phase). */
  resolved?: ResolvedStep;
}

export interface ResolvedStep {
  /** foreach: the registry it reads, placeholders resolved (the template when they cannot be yet). */
  registry?: string;
  /** foreach with items loaded (a resume): its registry differs from them now (rows added, removed, changed; registry-drift.ts). */
  registryDrift?: RegistryDrift;
  /** child_workflow steps and phases: the child's file and inputs, and where its run lives. */
  child?: { workflow: string; inputs: Record<string, string>; runId: string | null; statePath: string | null; manifestPath: string | null; runRoot: string | null; note: string | null };
}

/** The stop a run with the same arguments would hit before its first stage. */
export interface PredictedStop {
  code: string;
  exitCode: number;
  message: string;
  hint?: string;
  /** Where it points, when it names a place (a contract error's file line): the action annotates it there. */
  location?: ErrorLocation;
  /** A STALE_ARTIFACT_REJECTED of verdicts made at another source (on_source_change: refuse), not of a changed output: the Action's banner says which. */
  sourceRefused?: true;
}

export interface Plan extends ReportHead {
  /** The question the run waits on (stopped WORKFLOW_ANSWER_REQUIRED): a resume runs the step again only with `--answer`. */
  question?: ReportedQuestion;
  mode: 'resume' | 'fresh' | null;
  statePath: string | null;
  /** statePath as the CLI prints it: the run's secret-looking input values in it as *** (the Action's outputs keep statePath). */
  shownStatePath?: string;
  stateFound: boolean;
  nextStep: string | null;
  reason: string;
  stopAfterStep: string | null;
  /** stopAfterStep names a step the run, going on at nextStep, cannot reach: met, the run does not stop there (still-to-run.ts stopBehind). */
  stopAfterStepBehind?: true;
  steps: PlannedStep[];
  /** The entry step, whether the workflow is composite (phases), and its loops with their bounds. */
  entry: string | null;
  composite: boolean;
  loops: LoopPaths[];
  /** --show-prompt: the prompt, exactly as `run` would send it. */
  prompt?: string;
  /** --show-prompt of a foreach step's per-item step (STEP[ITEM].SUB, STEP.SUB): the item whose prompt it is. */
  promptItem?: string;
  /** ... and that item's per-item step as one names it, `STEP[ITEM].SUB` (the CLI suggests it). */
  promptItemName?: string;
  /** --show-prompt named a step that gets no prompt: why, naming those that do (the CLI: a usage error). */
  notAPromptStep?: string;
  /** The stop a run would hit before any stage runs (null: it would run). */
  stop: PredictedStop | null;
  /** Resume: which verdicts are current at the workspace's source commit and which are stale (null: no state, or not compared). */
  source?: PlanSource | null;
  /** Budgets the chosen agents cannot report against, so a run would not enforce them (run says the same at its start). */
  warnings?: string[];
  /** The agent a run would use (secret-looking --agent-arg values masked) and why: these flags or the run's record. */
  agents?: { shown: string; from: 'flags' | 'run'; why: string };
}

function stopOf(error: StagegateError): PredictedStop {
  const located = error.location.file !== undefined || error.location.line !== undefined;
  return { code: error.code, exitCode: exitStatusFor(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}), ...(located ? { location: error.location } : {}), ...(error instanceof SourceRefusal ? { sourceRefused: true as const } : {}) };
}

/** The registry a foreach step would read now. */
function resolveRegistry(ctx: RunContext, step: StepModel, state: RunState | undefined): string {
  const template = step.def.foreach!.source;
  try {
    return ctx.workspace.resolve(substitute(template, stepBindings(ctx.bindings, step, state)), 'foreach source').rel;
  } catch {
    return template;
  }
}

/**
 * A child's inputs as plan prints them: secret-looking ones (by the child's names) as ***, and the
 * parent's secret-looking values masked wherever they stand (`token: '{{api_key}}'`).
 */
function shownChildInputs(ctx: RunContext, inputs: Record<string, string>): Record<string, string> {
  const secrets = [...new Set([...secretValuesOf(Object.fromEntries(ctx.bindings)), ...secretValuesOf(inputs)])].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  return shownInputs(inputs, secrets);
}

/** The child's inputs and the place of its run, as the child step would compute them now. */
function resolveChild(ctx: RunContext, step: StepModel, state: RunState | undefined, loadChild: (file: string) => Workflow, onSecrets: Invocation['onSecrets']): ResolvedStep['child'] {
  let prepared;
  try {
    prepared = resolveChildInvocation(ctx.workflow, ctx.workspace, ctx.bindings, state, step);
  } catch (error) {
    if (!isStagegateError(error)) throw error;
    return { workflow: step.def.child_workflow!, inputs: {}, runId: null, statePath: null, manifestPath: null, runRoot: null, note: `not known yet: ${error.message}` };
  }
  try {
    const child = loadChild(prepared.file);
    const exec = step.def.execution;
    const fresh = exec?.execution_mode === 'fresh' || exec?.ignore_previous_completion === true || (exec?.execution_mode === undefined && exec?.ignore_previous_completion === undefined && (child.execution.executionMode === 'fresh' || child.execution.ignorePreviousCompletion));
    const located = resolveRunContext(child, ctx.workspace, { tokens: prepared.inputs, undeclared: 'keep', mode: fresh ? 'fresh' : 'resume', onSecrets }, new Date(), { readOnly: true, ancestorRunRoots: [ctx.runRoot.rel] });
    return { workflow: prepared.file, inputs: shownChildInputs(ctx, prepared.inputs), runId: located.runIdGenerated ? null : located.runId, statePath: located.statePath.rel, manifestPath: located.manifestPath.rel, runRoot: located.runRoot.rel, note: null };
  } catch (error) {
    if (!isStagegateError(error)) throw error;
    return { workflow: prepared.file, inputs: shownChildInputs(ctx, prepared.inputs), runId: null, statePath: null, manifestPath: null, runRoot: null, note: `${error.code}: ${error.message}` };
  }
}

function resolvedOf(ctx: RunContext, step: StepModel, state: RunState | undefined, loadChild: (file: string) => Workflow, onSecrets: Invocation['onSecrets']): ResolvedStep | undefined {
  if (step.kind === 'foreach') {
    // A resume keeps the items its visit loaded: a registry that differs from them now is said.
    const record = ctx.bound.controls.mode === 'resume' ? state?.steps[step.id]?.foreach : undefined;
    const drift = record ? registryDrift(ctx.workspace, step, record) : undefined;
    const shown = drift && drifted(drift) ? { registryDrift: { ...drift, advice: driftAdvice(drift, { first: ctx.workflow.entry === step.id, atForeach: state?.active_step === step.id }) } } : {};
    return { registry: resolveRegistry(ctx, step, state), ...shown };
  }
  if (step.kind === 'child_workflow') return { child: resolveChild(ctx, step, state, loadChild, onSecrets) };
  return undefined;
}

function childLoader(workspace: Workspace, importers: WorkflowReaders): (file: string) => Workflow {
  const cache = new Map<string, Workflow>();
  return (file) => {
    let w = cache.get(file);
    if (!w) cache.set(file, (w = loadAndCheck(workspace, file, importers)));
    return w;
  };
}

export async function makePlan(workspaceRoot: string, workflowFile: string, invocation: Invocation, options: PlanOptions = {}): Promise<Plan> {
  const empty: Plan = { status: 'PLAN', exitCode: 0, message: '', workflow: null, runId: null, mode: null, statePath: null, stateFound: false, nextStep: null, reason: '', stopAfterStep: null, steps: [], entry: null, composite: false, loops: [], stop: null };
  let workflow: Workflow;
  let workspace: Workspace;
  try {
    workspace = new Workspace(workspaceRoot);
    workflow = loadAndCheck(workspace, workflowFile, options.importers, options.read, undefined, options.commandName);
  } catch (error) {
    if (!isStagegateError(error)) throw error;
    const stop = stopOf(error);
    // The run as given (--run-id, run_id=): a workflow that does not load locates none, but the plan still names it, as run and status do.
    return { ...empty, runId: invocation.runId ?? invocation.tokens['run_id'] ?? null, status: error.code, exitCode: stop.exitCode, message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}), stop };
  }
  // --show-prompt STEP (or STEP.BRANCH) is judged on the workflow alone, first: it is what was asked
  // for, so a refusal of it (no such step, one without a prompt) is said before any stop the run
  // would hit, a run that cannot be located or fails its checks among them.
  let target: PromptTarget | undefined;
  let targetRefused: PredictedStop | undefined;
  let notAPrompt: string | undefined;
  if (options.showPrompt !== undefined) {
    try {
      target = promptTarget(workflow, options.showPrompt);
    } catch (error) {
      if (!isStagegateError(error)) throw error;
      if (error instanceof NotAPromptStep) notAPrompt = error.message;
      targetRefused = stopOf(error);
    }
  }
  const paths = workflowPaths(workflow);
  const pathsOf = new Map(paths.steps.map((p) => [p.id, p]));
  const shape = { workflow: workflow.name, entry: paths.entry, composite: paths.composite, loops: paths.loops };
  // The agents a run would use: these flags, else (once the run is located) the run's record (agents/recorded.ts).
  let agents: AgentSelection = options.agents ?? {};
  let choice: EffectiveAgents | undefined;
  const planned = (ctx: RunContext | undefined, state: RunState | undefined, nextStep: string | null): PlannedStep[] => {
    const completed = new Set(state?.completed_steps ?? []);
    // Blocked the run: its outcome (record `blocked`) or the loop limit stopped before entering it
    // again (record still `completed`); a failed step is `next` (a resume retries it) or pending.
    const blocked = new Set((state?.failed_or_blocked_steps ?? []).filter((id) => state!.steps[id]?.status === 'blocked' || state!.steps[id]?.status === 'completed'));
    const loadChild = childLoader(workspace, options.importers ?? {});
    // An output path made of a secret-looking input (`runs/{{api_token}}/a.md`) printed with it as ***, as run's and status's outputs: are.
    const secrets = ctx ? secretValuesOf(Object.fromEntries(ctx.bindings)) : [];
    return [...workflow.steps.values()].map((step) => {
      let output: string | null;
      try {
        output = ctx ? (resolveOutput(step, stepBindings(ctx.bindings, step, state), workspace)?.rel ?? null) : (step.def.output ?? null);
      } catch {
        output = step.def.output ?? null;
      }
      if (output !== null && secrets.length > 0) output = maskValues(output, secrets);
      const resolved = ctx ? resolvedOf(ctx, step, state, loadChild, invocation.onSecrets) : undefined;
      // An approval's question as the run would ask it: its placeholders filled from what the step sees.
      const stepPaths = pathsOf.get(step.id)!;
      const asks = ctx && stepPaths.approval ? filledApprovalMessage(step, ctx.bindings, state) : undefined;
      return {
        id: step.id,
        kind: step.kind,
        disposition: !EXECUTABLE_KINDS.has(step.kind) ? 'unsupported' : step.id === nextStep ? 'next' : completed.has(step.id) ? 'completed' : blocked.has(step.id) ? 'blocked' : 'pending',
        visits: state?.steps[step.id]?.visits ?? 0,
        maxVisits: maxVisitsOf(workflow, step.id),
        output,
        transitions: transitionsOf(step).map((t) => ({ on: t.label, to: t.to })),
        ...(AGENT_DRIVEN_KINDS.has(step.kind) ? { agent: agentName(() => resolveAgent(workflow, step, agents, workspace)) } : {}),
        paths: withInnerAgents(workflow, step, asks !== undefined && stepPaths.approval ? { ...stepPaths, approval: { ...stepPaths.approval, message: asks } } : stepPaths, (inner) => agentName(() => resolveAgent(workflow, inner, agents, workspace))),
        ...(resolved ? { resolved } : {}),
      };
    });
  };
  // Locate the run (read only). When even that is refused (a run id that is no identifier, an
  // undeclared input, a state file another run owns), that is the stop.
  let ctx: RunContext;
  try {
    // No run id where the state path names the run: the fix names the workflow's runs here (status's words).
    ctx = withRunsNamed(() => resolveRunContext(workflow, workspace, invocation, new Date(), { readOnly: true, naming: { commandName: options.commandName, inputsInHints: true } }), options.runsInHint !== true ? undefined : () => runIdNeededHint(workspace, workflow, options.commandName ?? 'stagegate', 'plan', stateLocatingInputs(workflow, new Map(Object.entries(invocation.tokens)))));
  } catch (error) {
    if (!isStagegateError(error)) throw error;
    const stop = targetRefused ?? stopOf(error);
    return { ...empty, ...shape, ...(notAPrompt !== undefined ? { notAPromptStep: notAPrompt } : {}), status: stop.code, exitCode: stop.exitCode, message: stop.message, ...(stop.hint !== undefined ? { hint: stop.hint } : {}), reason: `a run would stop before any stage: ${stop.code}`, steps: planned(undefined, undefined, null), stop };
  }
  options.onLocated?.(ctx);
  let choiceRefused: unknown;
  try {
    choice = effectiveAgents(options.agents, agentRecordRun(ctx), workspace, ctx.runId);
    agents = choice.selection;
  } catch (error) {
    choiceRefused = error;
  }
  // Everything else a run checks before its first stage.
  let stop: PredictedStop | null = null;
  const policy = effectivePolicy(invocation, workflow);
  const mode = ctx.bound.controls.mode;
  // The run a resume continues: the only one the source commit is compared with.
  // (Set aside when the manifest check below refuses it: the plan then shows no state, as for a corrupt one.)
  let state = mode === 'resume' && ctx.existing.kind === 'ok' ? ctx.existing.state : undefined;
  // The source commit: started now, when there is a run to compare it with (git runs while the
  // checks below are made on the run located above, not loaded again), awaited once they are made.
  const started = state !== undefined ? options.startSourceCommit?.() : undefined;
  let refused: unknown;
  const agentsUnavailable: StagegateError[] = [];
  try {
    // A run that does not load is refused before its inputs are asked for, as run refuses it.
    refuseUnloadable(ctx, invocation.allowWorkflowChange === true);
    if (choiceRefused !== undefined) throw choiceRefused;
    checkRunnable(ctx);
  } catch (error) {
    refused = error;
  }
  const sourceCommit = started === undefined ? undefined : await started;
  if (refused === undefined) {
    try {
      // The run's own checks (run/preflight.ts), agents included: a step without one, or whose CLI is
      // not on the PATH, is the stop a run would hit.
      // A finished run a source change opens again runs steps: its agents are checked too.
      const sourceChanged = state !== undefined && sourceCommit !== undefined && reopens(sourceChange(state, { source_commit: sourceCommit, agent_package_version: ctx.agentPackageVersion }, policy), policy);
      // --show-prompt: the prompt needs no agent, so a step without one, or whose CLI is not installed,
      // is said as a warning, not the stop (an agent named wrong still is: a mistake in what was written).
      preflight(ctx, agents, { ...(options.pathEnv !== undefined ? { pathEnv: options.pathEnv } : {}), importers: options.importers ?? {}, sourceChanged, ...(target !== undefined ? { agentUnavailable: (e: StagegateError) => agentsUnavailable.push(e) } : {}) });
      // What a resume judges under its lock: the snapshot, and the journal head the manifest records
      // (a journal cut short of it, or one whose line at that head is another). A refused run's
      // state is not shown: its completed steps, visits and verdicts are what status does not trust either.
      try {
        checkManifest(ctx);
      } catch (error) {
        state = undefined;
        throw error;
      }
      // Its refusal with the command run's gives (an edited workflow: the resume with --allow-workflow-change).
      // An edited workflow at another source: the one refusal that names both (state/integrity.ts).
      const staleSource = (resume: string) => staleSourceOf(state !== undefined && sourceCommit !== undefined ? sourceChange(state, { source_commit: sourceCommit, agent_package_version: ctx.agentPackageVersion }, policy) : null, policy, resume);
      checkResumable(ctx, invocation.allowWorkflowChange === true, runCommandLine(options.commandName ?? 'stagegate', workflow.file, ctx.runId, stateLocatingInputs(workflow, ctx.bound.explicit)), staleSource);
    } catch (error) {
      refused = error;
    }
  }
  if (refused !== undefined) {
    if (!isStagegateError(refused)) throw refused;
    stop = stopOf(refused);
  }
  // A fresh start a crash interrupted (state/fresh-marker.ts): a run finishes it and starts anew,
  // whatever of the earlier run is still in place — that run's state is not what it continues.
  const pending = stop === null ? readPendingFresh(workspace, ctx.runRoot, ctx.statePath) : undefined;
  const interrupted = freshStartPending(pending, state?.fresh_execution_of?.superseded_to);
  if (interrupted && mode === 'resume') state = undefined;
  let nextStep: string | null;
  let reason: string;
  let question: Plan['question'];
  if (interrupted && mode === 'resume') {
    nextStep = workflow.entry ?? null;
    reason = `a fresh start of run ${ctx.runId} was interrupted before it moved every file of the earlier run into ${pending.target.rel}: a run finishes it and starts anew, every stage from the entry step`;
  } else if (mode === 'fresh') {
    nextStep = workflow.entry ?? null;
    reason = `fresh run: earlier results${ctx.existing.kind === 'ok' ? ` of run ${ctx.runId}` : ''} are moved aside and every stage runs from the entry step`;
  } else if (state) {
    nextStep = state.active_step;
    reason = nextStep === null ? `run ${ctx.runId} already finished with ${state.status}; resume runs nothing (use --mode fresh to run again)` : state.in_flight ? `step ${nextStep} was in flight when its runner stopped; it runs again` : `resume continues at the persisted next step ${nextStep} (status ${state.status})`;
    const asked = pendingQuestion(state);
    if (asked !== undefined) {
      question = reportedQuestion(asked);
      reason = `step ${asked.step} asked a person a question: a resume with --answer runs it again with the answer (its next attempt, visit ${asked.visit}); without one it stops WORKFLOW_ANSWER_REQUIRED again`;
    }
  } else {
    nextStep = workflow.entry ?? null;
    reason = `no state at ${ctx.statePath.rel}: a new run starts at the entry step`;
  }
  // A resume at another source commit: which verdicts are current, and what the policy does.
  let source: PlanSource | null = null;
  if (state && sourceCommit !== undefined) {
    const now = { source_commit: sourceCommit, agent_package_version: ctx.agentPackageVersion };
    const change = sourceChange(state, now, policy);
    source = {
      policy,
      sourceCommit: now.source_commit,
      agentPackageVersion: now.agent_package_version,
      verdicts: verdictSources(state, now, { honourKept: policy !== 'rerun' }),
      voidedApprovals: change?.voided_approvals ?? [],
      rerunFrom: change?.rerun_from ?? null,
    };
    if (change && refuses(change, policy)) stop ??= stopOf(refusal(change, ctx.runId, runCommandLine(options.commandName ?? 'stagegate', workflow.file, ctx.runId, stateLocatingInputs(workflow, ctx.bound.explicit)), { finished: state.active_step === null ? state.status : undefined, read: true, unread: unreadSource(state) }));
    else if (change?.rerun_from) {
      reason = `the source is now at ${shortCommit(now.source_commit)}: ${policy === 'rerun' ? 'on_source_change: rerun goes back to the earliest stale step' : 'an approval made at another commit is asked for again, from'} ${change.rerun_from} (${nextStep === null ? `the run had finished with ${state.status}` : `it was at ${nextStep}`})`;
      nextStep = change.rerun_from;
    } else if (change) {
      reason += `; the source is now at ${shortCommit(now.source_commit)}: ${change.kept.length > 0 ? `on_source_change: keep continues with the old verdicts of ${change.kept.join(', ')}` : ''}${change.voided_approvals.length > 0 ? `${change.kept.length > 0 ? '; ' : ''}the approval of ${change.voided_approvals.join(', ')} is asked for again` : ''}`;
    }
  }
  // A merge interrupted while it copied shards into the run root: a resume at its foreach or
  // parallel step stops there, its fix the merge again (shards/merge-marker.ts), as status says it.
  // (A live runner holding the run is the merge itself, under way.)
  if (stop === null && state !== undefined && mode === 'resume' && !interrupted && nextStep !== null && nextStep === state.active_step && !RunLock.isHeld(ctx.lockPath)) {
    const merging = interruptedMergeStop(workspace, ctx.statePath.abs, workflow.steps.get(nextStep), { runId: ctx.runId, workflowFile: workflow.file, commandName: options.commandName ?? 'stagegate', locating: stateLocatingInputs(workflow, ctx.bound.explicit) });
    if (merging !== undefined) stop = stopOf(merging);
  }
  if (stop) reason = `a run would stop before ${nextStep ?? 'any stage'} runs: ${stop.code}`;
  const warnings = budgetWarnings(workflow, workspace, agents).map((w) => w.message);
  if (choice?.notReused !== undefined) warnings.push(choice.notReused);
  // What a run with these arguments would still stop on (only with --show-prompt): the first, as the run would name it.
  for (const e of agentsUnavailable.slice(0, 1)) warnings.push(`${e.code}: a run with these arguments would stop before any stage (exit ${stopOf(e).exitCode}): ${e.message}${e.hint !== undefined ? ` (fix: ${e.hint})` : ''}`);
  const steps = planned(ctx, state, stop ? null : nextStep);
  let prompt: string | undefined;
  let promptItem: string | undefined;
  let promptItemName: string | undefined;
  if (targetRefused !== undefined) stop = targetRefused;
  else if (target !== undefined) {
    try {
      if (target.perItem !== undefined) {
        const shown = previewItemPrompt(workflow, workspace, ctx.bindings, state, target.step, target.perItem, ctx.runRoot.rel);
        prompt = shown.prompt;
        promptItem = shown.item;
        promptItemName = `${target.step.id}[${shown.item}].${target.perItem.sub}`;
      } else prompt = previewPrompt(workflow, workspace, ctx.bindings, state, target, ctx.runRoot.rel, { agents, runRoot: ctx.runRoot.rel });
      // As the run's own copy of the prompt (logs/…prompt.md) and every other printed value show it:
      // the values of secret-looking inputs (`api_token=…`) and of the environment's secret-looking
      // variables (an input given $MY_API_TOKEN's value) as ***, wherever the prompt quotes them.
      // The agent itself gets them as given.
      const secrets = [...new Set([...secretValuesOf(Object.fromEntries(ctx.bindings)), ...secretValuesOf(options.secretEnv ?? {})])];
      if (secrets.length > 0) prompt = maskValues(prompt, secrets);
    } catch (error) {
      if (!isStagegateError(error)) throw error;
      stop ??= stopOf(error);
    }
  }
  return {
    ...empty,
    ...shape,
    status: stop?.code ?? 'PLAN',
    exitCode: stop?.exitCode ?? 0,
    message: stop?.message ?? reason,
    ...(stop?.hint !== undefined ? { hint: stop.hint } : {}),
    runId: ctx.runIdGenerated ? null : ctx.runId,
    mode,
    statePath: ctx.statePath.rel,
    shownStatePath: shownPath(ctx.statePath.rel, Object.fromEntries(ctx.bindings)),
    stateFound: ctx.existing.kind === 'ok',
    nextStep: stop ? null : nextStep,
    reason,
    ...(question !== undefined ? { question } : {}),
    stopAfterStep: ctx.bound.controls.stopAfterStep,
    ...(!stop && stopBehind(workflow, state, nextStep, ctx.bound.controls.stopAfterStep) ? { stopAfterStepBehind: true as const } : {}),
    steps,
    ...(prompt !== undefined ? { prompt } : {}),
    ...(promptItem !== undefined ? { promptItem } : {}),
    ...(promptItemName !== undefined ? { promptItemName } : {}),
    ...(notAPrompt !== undefined ? { notAPromptStep: notAPrompt } : {}),
    stop,
    source,
    ...agentsOf(choice),
    ...(warnings.length > 0 ? { warnings } : {}),
  };
}

/** The agent a run would use and why, when flags or the run's record choose one (Plan.agents). */
function agentsOf(choice: EffectiveAgents | undefined): Pick<Plan, 'agents'> {
  if (choice === undefined || choice.from === 'none') return {};
  const shown = describeAgents(choice.selection);
  return shown === '' ? {} : { agents: { shown, from: choice.from, why: agentsWhy(choice) } };
}

/** A parallel step's branches and a foreach's per_item steps with the agent of each agent-driven one (docs/agents.md: plan shows the agent of every agent-driven step). */
function withInnerAgents(workflow: Workflow, step: StepModel, paths: StepPaths, agentOf: (inner: StepModel) => string | null): StepPaths {
  const add = (inner: StepPaths[], models: StepModel[]): StepPaths[] =>
    inner.map((p) => {
      const model = models.find((m) => m.id === p.id);
      return model !== undefined && AGENT_DRIVEN_KINDS.has(model.kind) ? { ...p, agent: agentOf(model) } : p;
    });
  if (paths.parallel) return { ...paths, parallel: { ...paths.parallel, branches: add(paths.parallel.branches, branchesOf(workflow, step)) } };
  if (paths.foreach) return { ...paths, foreach: { ...paths.foreach, steps: add(paths.foreach.steps, perItemSteps(workflow, step)) } };
  return paths;
}

function agentName(resolve: () => { name: string; model: string | undefined }): string | null {
  try {
    const a = resolve();
    return a.model !== undefined ? `${a.name}:${a.model}` : a.name;
  } catch {
    return null;
  }
}
