// The checks a run makes before it takes the lock and runs anything, shared with `plan` so that
// plan predicts the stop a run would hit (docs/cli.md#plan) instead of calling it clean.
import { StagegateError, isStagegateError } from './errors.js';
import { resolveOutput, stepBindings } from './bindings.js';
import { allBranches, branchBindings, branchesOf } from '../steps/parallel/branches.js';
import { AGENT_DRIVEN_KINDS, AGENT_NAMES, NoAgentConfigured, resolveAgent, type AgentSelection } from '../agents/registry.js';
import { loadAndCheck } from '../model/load-and-check.js';
import { InvocationReaders, type WorkflowReaders } from '../model/workflow-readers.js';
import { FormatImporterNeeded } from '../formats/index.js';
import { GateSchemaEngineNeeded } from '../gate/gate-schema.js';
import { PlaceholderError, substitute } from '../model/placeholders.js';
import { agentLocation, agentNotFound, isInstalled } from '../agents/installed.js';
import { checkIntegrity, withWorkflowChange, type IntegrityOptions } from '../state/integrity.js';
import { loadRun } from '../state/store.js';
import { freshStartPending, readPendingFresh } from '../state/fresh-marker.js';
import { RunLock } from '../state/lock.js';
import { reachableFromActive } from './still-to-run.js';
import { checkLogsRecorded } from './unrecorded-logs.js';
import { integrityViolation } from './refuse-unloadable.js';
import { runFileOf } from './run-files.js';

// Kept where their callers find them (runner, status, plan).
export { checkManifest, integrityViolation, refuseUnloadable } from './refuse-unloadable.js';
import { runCommandLine } from './command-line.js';
import { shownValue } from './secret-names.js';
import type { RunContext } from './context.js';
import type { RunState } from '../state/state.js';
import { unenforcedBudgets, type UnenforcedBudget } from '../steps/process/unenforced-budgets.js';
import type { StepModel, Workflow } from '../model/workflow.js';
import { perItemSteps } from '../steps/foreach/item-workflow.js';
import type { Workspace } from '../workspace/workspace.js';

/** On resume, an explicit input that differs from the value the run started with (none for a run that finishes an interrupted fresh start). */
export function checkInputConflicts(ctx: RunContext): void {
  if (ctx.bound.controls.mode !== 'resume' || ctx.existing.kind !== 'ok') return;
  // A fresh start a crash interrupted: the run that finishes it is a new one, given these inputs
  // (the earlier run's fill in what is not given, wherever its journal is: context.ts).
  if (freshStartPending(readPendingFresh(ctx.workspace, ctx.runRoot, ctx.statePath), ctx.existing.state.fresh_execution_of?.superseded_to)) return;
  const persisted = ctx.existing.state.inputs;
  for (const [name, value] of ctx.bound.explicit) {
    if (name === 'run_id') continue;
    const before = persisted[name];
    if (before !== undefined && before !== value) {
      // A secret-looking value is not printed (the person who gave it sees which input differs).
      const [was, gives] = [shownValue(name, before), shownValue(name, value)];
      const values = was !== gives ? `was '${was}' when run ${ctx.runId} started; this invocation gives '${gives}'` : `differs from the value run ${ctx.runId} started with (a secret-looking value: neither is printed)`;
      throw new StagegateError('WORKFLOW_INPUT_CONFLICT', `input ${name} ${values}`, {
        hint: 'Omit it (persisted inputs are reused), or start over with --mode fresh.',
      });
    }
  }
}

/**
 * Every agent-driven step must have an agent before anything runs; with `pathEnv` (the stages'
 * PATH), its CLI must be installed too (AGENT_NOT_FOUND names it and how to install it).
 * `unavailable`: a step no agent is named for, or whose CLI is not installed, is handed to it
 * instead of stopping the check (plan --show-prompt: a preview needs no agent); an agent named
 * wrong still throws. The steps checked: the workflow's, its parallel branches, its foreach
 * per_item steps, and those of every child workflow it names (recursively) — a child takes the
 * invocation's agent flags, never the parent's execution.agent (docs/agents.md#choosing-the-agent).
 */
export function checkAgents(ctx: RunContext, agents: AgentSelection, pathEnv?: string, unavailable?: (error: StagegateError) => void, itemsRanAsShards = false, importers?: WorkflowReaders, mayRun?: ReadonlySet<string>): void {
  const { workspace } = ctx;
  const checked = new Set<string>();
  // An invocation that stops after a step (a fan-out's plan job: docs/action.md#fan-out-across-a-matrix) may run
  // where no agent is set up for the items or children after it: their steps are checked by the
  // invocation that runs them (each shard checks its per_item steps).
  // A merge runs no item (its shards did).
  const deep = ctx.bound.controls.stopAfterStep === undefined || ctx.bound.controls.stopAfterStep === null;
  for (const { workflow, step, child } of agentDrivenSteps(ctx.workflow, workspace, ctx.bindings, deep, deep && !itemsRanAsShards, importers, mayRun)) {
    let agent;
    try {
      agent = resolveAgent(workflow, step, agents, workspace);
    } catch (error) {
      if (!(error instanceof NoAgentConfigured)) throw error;
      const said = child === undefined ? error : childWithoutAgent(error, workflow, step, child);
      if (unavailable === undefined) throw said;
      unavailable(said);
      continue;
    }
    if (pathEnv === undefined || checked.has(agent.executable)) continue;
    checked.add(agent.executable);
    if (!isInstalled(agent.executable, pathEnv)) {
      const error = agentNotFound(step.id, agent, 'before', agentLocation(workflow, step, agent));
      if (unavailable === undefined) throw error;
      unavailable(error);
    }
  }
}

/** A child workflow's agent-driven step no agent is named for, said as the child's (whose file the fix edits). */
function childWithoutAgent(error: NoAgentConfigured, child: Workflow, step: StepModel, via: string): NoAgentConfigured {
  return new NoAgentConfigured('WORKFLOW_INPUT_REQUIRED', `${via} (${child.file}): ${error.message}; a child workflow does not take execution.agent from the workflow that runs it. Nothing ran`, {
    hint: `Pass --agent ${AGENT_NAMES.join('|')} (the child runs with this invocation's agent flags), or set execution.agent in ${child.file} or agent: on its step ${step.id}.`,
    location: { file: child.file, line: step.line, column: step.column },
  });
}

/** How deep preflight follows child workflows (the run refuses deeper chains itself: steps/child/run.ts MAX_CHILD_DEPTH). */
const CHILD_DEPTH = 8;

/**
 * The agent-driven steps a run of `workflow` may reach: its steps, parallel branches and foreach
 * per_item steps, then those of each child workflow whose file is known before the run (a path
 * that needs a value only a stage gives, or a child that does not load, is left to the step: it
 * stops there as before). `child`: how the step is reached, for a child's step.
 */
function agentDrivenSteps(root: Workflow, workspace: Workspace, bindings: ReadonlyMap<string, string>, deep: boolean, items: boolean, importers: WorkflowReaders | undefined, mayRun?: ReadonlySet<string>): Array<{ workflow: Workflow; step: StepModel; child?: string }> {
  const out: Array<{ workflow: Workflow; step: StepModel; child?: string }> = [];
  const seen = new Set<string>([root.file]);
  const visit = (workflow: Workflow, runBindings: ReadonlyMap<string, string> | undefined, via: string | undefined, depth: number): void => {
    const steps: StepModel[] = [];
    for (const step of workflow.steps.values()) {
      // A resumed run's top-level steps it cannot reach again from where it is (stepsStillToRun).
      if (workflow === root && mayRun !== undefined && !mayRun.has(step.id)) continue;
      steps.push(step);
      if (step.kind === 'parallel') steps.push(...branchesOf(workflow, step));
      if (step.kind === 'foreach' && items) steps.push(...perItemSteps(workflow, step));
    }
    for (const step of steps) {
      if (AGENT_DRIVEN_KINDS.has(step.kind)) out.push({ workflow, step, ...(via !== undefined ? { child: via } : {}) });
      if (!deep || step.kind !== 'child_workflow' || step.def.child_workflow === undefined || depth >= CHILD_DEPTH) continue;
      let child: Workflow;
      try {
        // The root's bindings resolve its children's paths; a grandchild's path only when it needs no input.
        const file = workspace.resolve(substitute(step.def.child_workflow, runBindings ?? new Map()), `child workflow of step ${step.id}`).rel;
        if (seen.has(file)) continue;
        seen.add(file);
        child = loadAndCheck(workspace, file, importers ?? {});
      } catch (error) {
        // A child in another format needs its importer, one with a gate_schema the schema engine:
        // given `importers`, the caller reads under InvocationReaders (preflightInvocationAsync),
        // which loads them and checks again; without, its step checks it.
        if ((error instanceof FormatImporterNeeded || error instanceof GateSchemaEngineNeeded) && importers !== undefined) throw error;
        if (error instanceof PlaceholderError || error instanceof FormatImporterNeeded || error instanceof GateSchemaEngineNeeded || isStagegateError(error)) continue;
        throw error;
      }
      visit(child, undefined, `${via !== undefined ? `${via}, then ` : ''}child workflow step ${step.id}`, depth + 1);
    }
  };
  visit(root, bindings, undefined, 0);
  return out;
}

/**
 * The budgets this invocation's agents cannot be held to (a CLI that reports no cost or no
 * turns): said as warnings by `run` at its start and by `plan` (docs/agents.md#budgets). A step
 * whose agent cannot be resolved is left out (the run stops on it anyway).
 */
export function budgetWarnings(workflow: Workflow, workspace: Workspace, agents: AgentSelection): UnenforcedBudget[] {
  const steps = [...workflow.steps.values(), ...allBranches(workflow).map(({ branch }) => branch)].filter((s) => AGENT_DRIVEN_KINDS.has(s.kind));
  return unenforcedBudgets(workflow, steps, (step) => {
    try {
      return resolveAgent(workflow, step, agents, workspace);
    } catch {
      return undefined;
    }
  });
}

/** Every declared output that can be resolved now stays inside the workspace, and off the run's own files. */
export function checkOutputsConfined(ctx: RunContext): void {
  const { workflow, workspace } = ctx;
  const runFile = runFileOf(ctx);
  for (const step of workflow.steps.values()) {
    try {
      resolveOutput(step, stepBindings(ctx.bindings, step, undefined), workspace, workflow, runFile);
    } catch (error) {
      if (isStagegateError(error) && error.code === 'PATH_OUTSIDE_WORKSPACE') throw error;
    }
  }
  for (const { step, branch } of allBranches(workflow)) {
    try {
      resolveOutput(branch, branchBindings(ctx.bindings, step, branch, undefined), workspace, workflow, runFile);
    } catch (error) {
      if (isStagegateError(error) && error.code === 'PATH_OUTSIDE_WORKSPACE') throw error;
    }
  }
}

/** A resume of an unreadable state file. */
export function checkStateReadable(ctx: RunContext): void {
  if (ctx.bound.controls.mode === 'resume' && ctx.existing.kind === 'corrupt') throw integrityViolation(ctx.existing);
}

/**
 * The run as its journal says it now, read again (undefined: it does not load now): for the checks
 * a reader without the run's lock (status, plan) makes against files a live runner may be writing
 * (checkLogsRecorded).
 */
export function journalNow(ctx: Pick<RunContext, 'statePath' | 'workflow'>): () => RunState | undefined {
  return () => {
    const load = loadRun({ state: ctx.statePath.abs }, ctx.workflow, ctx.statePath.rel, { log: false });
    return load.kind === 'ok' ? load.state : undefined;
  };
}

/** What the run lock is named in WORKFLOW_LOCKED. */
export function lockName(ctx: RunContext): string {
  return `run ${ctx.runId} of workflow ${ctx.workflow.name}`;
}

export interface PreflightOptions {
  /** The stages' PATH: each agent's CLI must be on it. */
  pathEnv?: string;
  /** The run is at another source and would run its steps again (source-drift.ts). */
  sourceChanged?: boolean;
  /** A missing agent or agent CLI handed here instead of thrown (checkAgents): plan --show-prompt. */
  agentUnavailable?: (error: StagegateError) => void;
  /** `stagegate merge`: the foreach's items ran as shards, which checked their per_item steps' agents. */
  itemsRanAsShards?: boolean;
  /**
   * The readers the read has (importers, gate_schema engine: InvocationReaders): a child workflow
   * in another format, or with a gate_schema, is loaded and its agents checked (a missing
   * importer or engine is thrown for the wrapper to load). Without: such a child is left to its step.
   */
  importers?: WorkflowReaders;
}

/**
 * Everything a run checks before it runs anything, in the run's order (plan makes them all at
 * once, agents and their CLIs included, and a live runner holding the lock, without taking it).
 */
export function preflight(ctx: RunContext, agents: AgentSelection, options: PreflightOptions = {}): void {
  preflightInvocation(ctx, agents, options);
  RunLock.refuseIfHeld(ctx.lockPath, lockName(ctx));
  checkInputConflicts(ctx);
  checkStateReadable(ctx);
}

/**
 * The checks that read nothing of the run's state: made before the lock. What depends on the
 * state (input conflicts, a readable journal) is checked once the lock is held, on a state no
 *  other runner can be changing (open-run.ts).
 */
export function preflightInvocation(ctx: RunContext, agents: AgentSelection, options: PreflightOptions = {}): void {
  // A finished run is only re-reported on resume: it needs no agent — unless it is at another
  // source (`sourceChanged`: source-drift.ts), where rerun opens it again and runs its steps.
  const finished = ctx.bound.controls.mode === 'resume' && ctx.existing.kind === 'ok' && ctx.existing.state.active_step === null && options.sourceChanged !== true;
  if (!finished) checkAgents(ctx, agents, options.pathEnv, options.agentUnavailable, options.itemsRanAsShards === true, options.importers, stepsStillToRun(ctx, options.sourceChanged === true));
  checkOutputsConfined(ctx);
}

/**
 * The top-level steps a resume may still run: the active step and every step a transition of any
 * kind (a status, decide branch, on_reject, on_failure, retry_step, …) can lead to from it, so a
 * completed agent step a loop can return to still needs its agent (docs/agents.md#choosing-the-agent).
 * undefined: every step may run — a new run, --mode fresh, --ignore-previous-completion, a fresh
 * start a crash interrupted, a run a source change or --rerun-from sends back (`reopened`), or an
 * active step the workflow no longer has. A parallel, foreach or child_workflow step counts with
 * its branches, per_item steps and child's steps.
 */
export function stepsStillToRun(ctx: RunContext, reopened: boolean): ReadonlySet<string> | undefined {
  if (reopened || ctx.bound.controls.mode !== 'resume' || ctx.bound.controls.ignorePreviousCompletion || ctx.existing.kind !== 'ok') return undefined;
  const state = ctx.existing.state;
  if (freshStartPending(readPendingFresh(ctx.workspace, ctx.runRoot, ctx.statePath), state.fresh_execution_of?.superseded_to)) return undefined;
  return reachableFromActive(ctx.workflow, state);
}


/** preflightInvocation with the importers and the gate_schema engine its child workflows need, loaded as it meets them by the invocation's `readers` (a native run's children load none). */
export function preflightInvocationAsync(ctx: RunContext, agents: AgentSelection, options: Omit<PreflightOptions, 'importers'> = {}, readers: InvocationReaders = new InvocationReaders()): Promise<void> {
  return readers.read((importers) => preflightInvocation(ctx, agents, { ...options, importers }));
}

/**
 * What a resume checks once it holds the lock: the state it would continue is one it can trust.
 * `resumeCommand`: the command that resumes the run, for the refusal's fix as the run gives it (an
 * edited workflow: that command with --allow-workflow-change).
 */
export function checkResumable(ctx: RunContext, allowWorkflowChange: boolean, resumeCommand?: string, staleSource?: (resume: string) => IntegrityOptions['staleSource']): void {
  if (ctx.bound.controls.mode !== 'resume' || ctx.existing.kind !== 'ok') return;
  const state = ctx.existing.state;
  const resume = resumeCommand === undefined ? undefined : withWorkflowChange(resumeCommand, state, ctx.workflow, allowWorkflowChange);
  // plan takes no lock: a log a live runner made since the run was read is judged on its journal read again.
  checkLogsRecorded(state, ctx.workflow, ctx.runRoot, ctx.statePath.rel, resume ?? runCommandLine(ctx.naming?.commandName ?? 'stagegate', ctx.workflow.file, ctx.runId, ctx.naming?.locating ?? []), journalNow(ctx));
  checkIntegrity(state, ctx.workflow, ctx.runId, ctx.bindings, ctx.workspace, ctx.statePath.rel, { allowWorkflowChange, naming: ctx.naming, ...(resume !== undefined ? { resumeCommand: resume, staleSource: staleSource?.(resume) } : {}) });
}
