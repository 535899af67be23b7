// `plan`: what a run would do next and why, and every path it can take (workflow-paths.ts),
// without running or writing anything.
import { isStagegateError } from '../run/errors.js';
import { exitStatusFor } from '../run/stop-codes.js';
import { Workspace } from '../workspace/workspace.js';
import { loadAndCheck } from '../model/load-and-check.js';
import { resolveRunContext } from '../run/context.js';
import type { Invocation } from '../model/invocation.js';
import { transitionsOf } from '../validate/graph.js';
import { maxVisitsOf } from '../run/transition.js';
import { resolveOutput, stepBindings } from '../run/bindings.js';
import { EXECUTABLE_KINDS } from '../model/workflow.js';
import { AGENT_DRIVEN_KINDS, resolveAgent, type AgentSelection } from '../agents/registry.js';
import { previewPrompt } from './prompt-preview.js';
import { workflowPaths, type LoopPaths, type StepPaths } from '../validate/workflow-paths.js';

export interface PlanOptions {
  /** Also return the exact prompt this step would get. */
  showPrompt?: string | undefined;
  agents?: AgentSelection | undefined;
}

export interface PlannedStep {
  id: string;
  kind: string;
  /** completed (reused on resume), next, pending (may run later), or unsupported. */
  disposition: 'completed' | 'next' | 'pending' | 'unsupported';
  visits: number;
  maxVisits: number;
  output: string | null;
  transitions: Array<{ on: string; to: string }>;
  /** Agent-driven steps: the agent that would run it (null when none is configured). */
  agent?: string | null;
  /** Every path out of the step, typed, with the runner's implicit ones (workflow-paths.ts). */
  paths: StepPaths;
}

export interface Plan {
  status: string;
  exitCode: number;
  message: string;
  hint?: string;
  workflow: string | null;
  runId: string | null;
  mode: 'resume' | 'fresh' | null;
  statePath: string | null;
  stateFound: boolean;
  nextStep: string | null;
  reason: string;
  stopAfterStep: string | null;
  steps: PlannedStep[];
  /** The entry step, whether the workflow is composite (phases), and its loops with their bounds. */
  entry: string | null;
  composite: boolean;
  loops: LoopPaths[];
  /** --show-prompt: the prompt, exactly as `run` would send it. */
  prompt?: string;
}

export function makePlan(workspaceRoot: string, workflowFile: string, invocation: Invocation, options: PlanOptions = {}): Plan {
  const empty: Plan = { status: 'PLAN', exitCode: 0, message: '', workflow: null, runId: null, mode: null, statePath: null, stateFound: false, nextStep: null, reason: '', stopAfterStep: null, steps: [], entry: null, composite: false, loops: [] };
  try {
    const workspace = new Workspace(workspaceRoot);
    const workflow = loadAndCheck(workspace, workflowFile);
    const ctx = resolveRunContext(workflow, workspace, invocation, new Date(), { readOnly: true });
    const mode = ctx.bound.controls.mode;
    const state = mode === 'resume' && ctx.existing.kind === 'ok' ? ctx.existing.state : undefined;
    let nextStep: string | null;
    let reason: string;
    if (mode === 'fresh') {
      nextStep = workflow.entry ?? null;
      reason = `fresh run: earlier results${ctx.existing.kind === 'ok' ? ` of run ${ctx.runId}` : ''} are moved aside and every stage runs from the entry step`;
    } else if (state) {
      nextStep = state.active_step;
      reason = nextStep === null ? `run ${ctx.runId} already finished with ${state.status}; resume runs nothing (use --mode fresh to run again)` : state.in_flight ? `step ${nextStep} was in flight when its runner stopped; it runs again` : `resume continues at the persisted next step ${nextStep} (status ${state.status})`;
    } else {
      nextStep = workflow.entry ?? null;
      reason = `no state at ${ctx.statePath.rel}: a new run starts at the entry step`;
    }
    const completed = new Set(state?.completed_steps ?? []);
    const paths = workflowPaths(workflow);
    const pathsOf = new Map(paths.steps.map((p) => [p.id, p]));
    const steps: PlannedStep[] = [...workflow.steps.values()].map((step) => {
      let output: string | null;
      try {
        output = resolveOutput(step, stepBindings(ctx.bindings, step, state), workspace)?.rel ?? null;
      } catch {
        output = step.def.output ?? null;
      }
      return {
        id: step.id,
        kind: step.kind,
        disposition: !EXECUTABLE_KINDS.has(step.kind) ? 'unsupported' : step.id === nextStep ? 'next' : completed.has(step.id) ? 'completed' : 'pending',
        visits: state?.steps[step.id]?.visits ?? 0,
        maxVisits: maxVisitsOf(workflow, step.id),
        output,
        transitions: transitionsOf(step).map((t) => ({ on: t.label, to: t.to })),
        ...(AGENT_DRIVEN_KINDS.has(step.kind) ? { agent: agentName(() => resolveAgent(workflow, step, options.agents ?? {}, workspace)) } : {}),
        paths: pathsOf.get(step.id)!,
      };
    });
    const prompt = options.showPrompt !== undefined ? previewPrompt(workflow, workspace, ctx.bindings, state, options.showPrompt) : undefined;
    return {
      ...empty,
      message: reason,
      workflow: workflow.name,
      runId: ctx.runIdGenerated ? null : ctx.runId,
      mode,
      statePath: ctx.statePath.rel,
      stateFound: ctx.existing.kind === 'ok',
      nextStep,
      reason,
      stopAfterStep: ctx.bound.controls.stopAfterStep,
      steps,
      entry: paths.entry,
      composite: paths.composite,
      loops: paths.loops,
      ...(prompt !== undefined ? { prompt } : {}),
    };
  } catch (error) {
    if (!isStagegateError(error)) throw error;
    return { ...empty, status: error.code, exitCode: exitStatusFor(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}) };
  }
}

function agentName(resolve: () => { name: string; model: string | undefined }): string | null {
  try {
    const a = resolve();
    return a.model !== undefined ? `${a.name}:${a.model}` : a.name;
  } catch {
    return null;
  }
}
