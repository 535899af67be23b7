// The run entry: load and validate the workflow, bind the invocation, take the run lock,
// resume or start fresh, then execute stage after stage through the ProcessRunner port,
// enforcing the gate contract and persisting state + manifest around every stage.
import { statSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { StagegateError, isStagegateError } from './errors.js';
import { EXIT_STATUS, exitStatusFor } from './stop-codes.js';
import { Workspace, type WorkspacePath } from '../workspace/workspace.js';
import { loadAndCheck } from '../model/load-and-check.js';
import { resolveRunContext, type RunContext } from './context.js';
import type { Invocation } from '../model/invocation.js';
import { RunLock } from '../state/lock.js';
import { readState, writeState } from '../state/store.js';
import { initialState, type RunState } from '../state/state.js';
import { checkIntegrity } from '../state/integrity.js';
import { supersede } from '../state/supersede.js';
import { runProcess } from './process.js';
import { LATEST_POINTER_FILE, ManifestWriter, flushAllManifests, syncManifest, writeLatestPointer } from '../state/manifest.js';
import { readGate } from '../gate/workflow-gate.js';
import { sha256File } from '../workspace/digest.js';
import { applyExitSuccess, applyFailure, applyTerminal, routeStatus, startAttempt, stepRecord } from './transition.js';
import { resolveOutput, stepBindings } from './bindings.js';
import { EXECUTABLE_KINDS, type StepModel, type Workflow } from '../model/workflow.js';
import type { RunnerPorts, ProcessResult } from './ports.js';
import { stageEnvironment } from './stage-command.js';
import { attemptToken, invocationPrefix, leftoverAttempts, newInvocationToken } from './leftovers.js';
import { declaredInputs } from '../model/invocation.js';
import { discardPreparedTemp, prepareTempFile, removeStaleTempFiles } from '../state/atomic-write.js';
import { AGENT_DRIVEN_KINDS, resolveAgent, type AgentSelection } from '../agents/registry.js';
import { previousFailureOf } from '../steps/process/prompt.js';
import { processStageFor } from '../steps/process/kinds.js';
import { chargeAgentAttempt } from '../steps/process/agent-attempt.js';
import type { PreparedStage } from '../steps/process/types.js';
import { judgeExit } from '../gate/exit-judge.js';
import { unreadableBecause } from '../state/own-file.js';
import { finishTranscript, secretValues, writePromptCopy } from '../steps/process/transcript.js';
import { delegationFor, fallsBackToDirect } from '../steps/process/delegation.js';
import { workflowBreach, type BudgetBreach } from '../steps/process/budget.js';
import { revisedArtifacts } from '../steps/process/revisions.js';
import { runChildStep, type Ancestor, type ChildHost } from '../steps/child/run.js';
import { FOREACH_DIR, runForeachStep } from '../steps/foreach/run.js';
import { decide, decisionContext } from '../steps/decision/run.js';
import { applyDecision } from '../steps/decision/transition.js';
import { applyAcceptance } from './stall.js';
import { runApprovalStep } from '../steps/approval/run.js';
import { routeFailure } from './failure-policy.js';
import { runParallelStep, type ParallelHost } from '../steps/parallel/run.js';
import { allBranches, branchBindings } from '../steps/parallel/branches.js';
import { readContractResult } from '../gate/contracts/index.js';
import { foreignContractOf } from '../gate/contracts/contract-of.js';
import type { ResultContract } from '../formats/types.js';

export interface RunRequest {
  workspace: string;
  workflowFile: string;
  invocation: Invocation;
  /** Base environment for stage processes (the CLI passes its own). */
  env: Record<string, string | undefined>;
  /** How the CLI is invoked, for the "next command" hint. */
  commandName?: string;
  /** Which agent runs agent-driven steps (--agent, --agent-command, --agent-arg). */
  agents?: AgentSelection;
  /** Runs above this one when it is a child workflow (recursion guard). */
  ancestry?: Ancestor[];
  /** A workflow model built in memory (a foreach item's per_item machine) instead of loading workflowFile; no LATEST_RUN pointer is written for it. */
  workflowModel?: Workflow;
  /**
   * A foreach item's run inside its parent's run (stages/foreach.ts). The parent holds the run
   * lock and has recorded where the item's state lives, so the item run takes no lock, skips its
   * creation write, and writes its manifest once, when it ends; a last stage's acceptance goes
   * out with that end write (no process runs between them).
   */
  itemRun?: boolean;
  /**
   * Cancellation (SIGINT/SIGTERM in the CLI, a cancelled job in the Action): when it aborts, the
   * running stage process trees are killed, the interrupted attempt is recorded with the step
   * left active, and the run returns WORKFLOW_INTERRUPTED. Its reason (e.g. 'SIGINT') is quoted.
   */
  signal?: AbortSignal;
  /**
   * Marks every process this invocation starts (run/leftovers.ts). Made by the top-level run;
   * the runs it starts in process (child workflows, foreach items) share it.
   */
  invocationToken?: string;
}

/** Where a run stands, as `run` and `status` report it. */
export interface RunSummary {
  status: string;
  exitCode: number;
  message: string;
  hint?: string;
  workflow: string | null;
  workflowFile: string;
  runId: string | null;
  activeStep: string | null;
  completedSteps: string[];
  statePath: string | null;
  manifestPath: string | null;
  runRoot: string | null;
}

export interface RunOutcome extends RunSummary {
  nextCommand: string | null;
  stagesRun: number;
  location?: { file?: string; line?: number; column?: number };
  state?: RunState;
}

export async function runWorkflow(request: RunRequest, ports: RunnerPorts): Promise<RunOutcome> {
  const base: RunOutcome = {
    status: 'WORKFLOW_CONTRACT_INVALID',
    exitCode: 0,
    message: '',
    workflow: null,
    workflowFile: request.workflowFile,
    runId: null,
    activeStep: null,
    completedSteps: [],
    statePath: null,
    manifestPath: null,
    runRoot: null,
    nextCommand: null,
    stagesRun: 0,
  };
  let ctx: RunContext | undefined;
  try {
    const workspace = new Workspace(request.workspace);
    const workflow = request.workflowModel ?? loadAndCheck(workspace, request.workflowFile);
    base.workflow = workflow.name;
    base.workflowFile = workflow.file;
    ctx = resolveRunContext(workflow, workspace, request.invocation, ports.clock.now());
    Object.assign(base, { runId: ctx.runId, statePath: ctx.statePath.rel, manifestPath: ctx.manifestPath.rel, runRoot: ctx.runRoot.rel });
    const marked = request.invocationToken !== undefined ? request : { ...request, invocationToken: newInvocationToken() };
    return await new Run(ctx, marked, ports, base).execute();
  } catch (error) {
    if (!isStagegateError(error)) throw error;
    const existing = ctx && ctx.existing.kind === 'ok' ? ctx.existing.state : undefined;
    return {
      ...base,
      status: error.code,
      exitCode: exitStatusFor(error.code),
      message: error.message,
      ...(error.hint !== undefined ? { hint: error.hint } : {}),
      location: error.location,
      activeStep: existing?.active_step ?? null,
      completedSteps: existing?.completed_steps ?? [],
      nextCommand: null,
    };
  }
}

class Run {
  private state!: RunState;
  private stagesRun = 0;
  /**
   * A state write merged into the next one, when nothing but computing happens between them:
   * an accepted stage followed at once by the next stage's in-flight write (issue 2 asks for a
   * write after a stage ends and one before the next starts; one write records both), the last
   * stage's acceptance and the invocation's end, and the invocation's start and its first
   * stage's in-flight write. This halves the fsync'ed rewrites of a long chain, and of a resume
   * of a long state. `state` is what was owed, written on its own if the run leaves before the
   * merged write (an error preparing the next stage); `finished` emits the stage's finished
   * event once its state is on disk; `pointer`: the owed write also updates LATEST_RUN.md.
   */
  private owed: { state: RunState; finished: () => void; pointer: boolean } | null = null;
  private readonly workflow: Workflow;
  private readonly workspace: Workspace;
  /** The invocation's environment, copied on the first stage (envBase). */
  private baseEnv: Record<string, string | undefined> | undefined;
  /** The run's manifest, written while the next stage runs (ManifestWriter). */
  private readonly manifest: ManifestWriter;

  constructor(
    private readonly ctx: RunContext,
    private readonly request: RunRequest,
    private readonly ports: RunnerPorts,
    private readonly base: RunOutcome,
  ) {
    this.workflow = ctx.workflow;
    this.workspace = ctx.workspace;
    this.manifest = new ManifestWriter(ctx.manifestPath.abs, () => void this.workspace.resolve(ctx.manifestPath.rel, 'run manifest'));
  }

  private now(): string {
    return this.ports.clock.now().toISOString();
  }

  async execute(): Promise<RunOutcome> {
    const { ctx } = this;
    const mode = ctx.bound.controls.mode;
    this.checkInputConflicts();
    // A finished run is only re-reported on resume: it needs no agent.
    const finished = mode === 'resume' && ctx.existing.kind === 'ok' && ctx.existing.state.active_step === null;
    if (!finished) this.checkAgents();
    if (mode === 'resume' && ctx.existing.kind === 'corrupt') {
      throw new StagegateError('WORKFLOW_STATE_INTEGRITY_VIOLATION', `state ${ctx.statePath.rel} ${ctx.existing.reason}; it was left as it is`, {
        hint: 'Inspect or restore the state file, or start over with --mode fresh.',
        location: { file: ctx.statePath.rel },
      });
    }
    // Every output must stay inside the workspace: refuse before anything is written.
    for (const step of this.workflow.steps.values()) {
      try {
        resolveOutput(step, stepBindings(ctx.bindings, step, undefined), this.workspace);
      } catch (error) {
        if (isStagegateError(error) && error.code === 'PATH_OUTSIDE_WORKSPACE') throw error;
      }
    }
    for (const { step, branch } of allBranches(this.workflow)) {
      try {
        resolveOutput(branch, branchBindings(ctx.bindings, step, branch, undefined), this.workspace);
      } catch (error) {
        if (isStagegateError(error) && error.code === 'PATH_OUTSIDE_WORKSPACE') throw error;
      }
    }
    const lock = this.request.itemRun === true ? undefined : RunLock.acquire(ctx.lockPath, `run ${ctx.runId} of workflow ${this.workflow.name}`);
    try {
      removeStaleTempFiles(ctx.statePath.abs);
      removeStaleTempFiles(ctx.manifestPath.abs); // a runner killed while writing the manifest leaves one too
      const existing = readState(ctx.statePath.abs, ctx.existing);
      // A runner that died mid-stage may have left its stage running: kill it before anything else.
      if (existing.kind === 'ok') this.killLeftovers(existing.state);
      if (mode === 'fresh') {
        this.state = this.freshState(existing.kind === 'ok' ? existing.state : undefined);
      } else if (existing.kind === 'ok') {
        checkIntegrity(existing.state, this.workflow, ctx.runId, ctx.bindings, this.workspace, ctx.statePath.rel, {
          allowWorkflowChange: this.request.invocation.allowWorkflowChange === true,
        });
        this.state = existing.state;
        if (this.state.active_step === null) {
          // A finished run: report it again, run nothing. Only a manifest left one step behind
          // (runner killed between the state and the manifest write) is brought level.
          this.syncManifest();
          return this.outcome(this.state.status, this.state.message ?? `run ${ctx.runId} already finished`);
        }
        if (this.state.workflow_digest !== this.workflow.digest) this.state = { ...this.state, workflow_digest: this.workflow.digest };
      } else if (existing.kind === 'corrupt') {
        throw new StagegateError('WORKFLOW_STATE_INTEGRITY_VIOLATION', `state ${ctx.statePath.rel} ${existing.reason}; it was left as it is`, { location: { file: ctx.statePath.rel } });
      } else {
        this.state = this.newState(null);
      }
      const resumed = existing.kind === 'ok' && mode === 'resume';
      this.state = {
        ...this.state,
        invocations: [
          ...this.state.invocations,
          { at: this.now(), mode, ignore_previous_completion: ctx.bound.controls.ignorePreviousCompletion, stop_after_step: ctx.bound.controls.stopAfterStep, outcome: null },
        ],
      };
      // The invocation's start goes out with its first stage's in-flight write when that comes next.
      if (this.request.itemRun !== true) {
        if (this.nextIsProcessStage()) this.owed = { state: this.state, finished: () => undefined, pointer: true };
        else this.persist(true);
      }
      this.ports.onEvent?.({ type: 'run_started', workflow: this.workflow.name, runId: ctx.runId, mode, statePath: ctx.statePath.rel, resumed, totalSteps: this.workflow.steps.size });
      const stop = await this.loop();
      return await this.finish(stop);
    } catch (error) {
      this.payOwedWrite();
      await this.manifest.settle();
      if (this.isTopLevel()) await flushAllManifests().catch(() => undefined);
      throw error;
    } finally {
      await discardPreparedTemp(this.ctx.statePath.abs).catch(() => undefined);
      // Whatever the invocation's stages left running outside their groups ends with it.
      if (this.isTopLevel()) this.ports.processes.killLeftovers?.([{ token: invocationPrefix(attemptToken(this.request.invocationToken!)) }]);
      lock?.release();
    }
  }

  /** Processes a dead runner's attempts still have running (leftovers.ts): killed, and said so. */
  private killLeftovers(state: RunState): void {
    const left = leftoverAttempts(state);
    if (left.length === 0 || !this.ports.processes.killLeftovers) return;
    const killed = this.ports.processes.killLeftovers(left);
    if (killed > 0) this.ports.onEvent?.({ type: 'note', message: `killed ${killed} process${killed === 1 ? '' : 'es'} that the runner before this one left running (the attempt in flight when it stopped)` });
  }

  /** Every agent-driven step must have an agent before anything runs. */
  private checkAgents(): void {
    for (const step of this.workflow.steps.values()) {
      if (AGENT_DRIVEN_KINDS.has(step.kind)) resolveAgent(this.workflow, step, this.request.agents ?? {}, this.workspace);
    }
    for (const { branch } of allBranches(this.workflow)) {
      if (AGENT_DRIVEN_KINDS.has(branch.kind)) resolveAgent(this.workflow, branch, this.request.agents ?? {}, this.workspace);
    }
  }

  private checkInputConflicts(): void {
    const { ctx } = this;
    if (ctx.bound.controls.mode !== 'resume' || ctx.existing.kind !== 'ok') return;
    const persisted = ctx.existing.state.inputs;
    for (const [name, value] of ctx.bound.explicit) {
      if (name === 'run_id') continue;
      const before = persisted[name];
      if (before !== undefined && before !== value) {
        throw new StagegateError('WORKFLOW_INPUT_CONFLICT', `input ${name} was '${before}' when run ${ctx.runId} started; this invocation gives '${value}'`, {
          hint: 'Omit it (persisted inputs are reused), or start over with --mode fresh.',
        });
      }
    }
  }

  private persistedInputs(): Record<string, string> {
    const inputs: Record<string, string> = {};
    for (const name of declaredInputs(this.workflow)) {
      const value = this.ctx.bindings.get(name);
      if (value !== undefined && !['stop_after_step', 'execution_mode', 'ignore_previous_completion'].includes(name)) inputs[name] = value;
    }
    inputs['run_id'] = this.ctx.runId;
    return inputs;
  }

  private newState(freshOf: RunState['fresh_execution_of']): RunState {
    const { ctx } = this;
    const entry = this.workflow.entry!;
    return initialState({
      workflow: { name: this.workflow.name, file: this.workflow.file, digest: this.workflow.digest, entry, entryKind: this.workflow.steps.get(entry)!.kind },
      runId: ctx.runId,
      mode: ctx.bound.controls.mode,
      ignorePreviousCompletion: ctx.bound.controls.ignorePreviousCompletion,
      freshExecutionOf: freshOf,
      inputs: this.persistedInputs(),
      runRoot: ctx.runRoot.rel,
      sourceCommit: this.ports.source.sourceCommit(this.workspace.root),
      agentPackageVersion: ctx.agentPackageVersion,
      at: this.now(),
    });
  }

  /** Fresh: move earlier results aside (never evidence for this run), then start from the entry. */
  private freshState(previous: RunState | undefined): RunState {
    const { ctx } = this;
    const paths: WorkspacePath[] = [ctx.statePath, ctx.manifestPath, this.workspace.resolve(join(ctx.runRoot.rel, 'logs'), 'logs')];
    // foreach item runs live under <run root>/foreach: a fresh run must not resume them.
    paths.push(this.workspace.resolve(join(ctx.runRoot.rel, FOREACH_DIR), 'foreach item runs'));
    for (const step of this.workflow.steps.values()) {
      try {
        const out = resolveOutput(step, stepBindings(ctx.bindings, step, undefined), this.workspace);
        if (out) paths.push(out);
      } catch {
        /* an output that needs values only a stage provides: nothing to move */
      }
    }
    for (const { step, branch } of allBranches(this.workflow)) {
      try {
        const out = resolveOutput(branch, branchBindings(ctx.bindings, step, branch, undefined), this.workspace);
        if (out) paths.push(out);
      } catch {
        /* as above */
      }
    }
    for (const a of Object.values(previous?.artifacts ?? {})) {
      const p = this.workspace.tryResolve(a.path);
      if (p) paths.push(p);
    }
    const stamp = this.now().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
    const movedTo = supersede(this.workspace, ctx.runRoot, paths, stamp);
    const freshOf = previous || movedTo ? { run_id: previous?.run_id ?? ctx.runId, status: previous?.status ?? null, superseded_to: movedTo } : null;
    return this.newState(freshOf);
  }

  private resumeCommand(): string {
    const name = this.request.commandName ?? 'stagegate';
    return `${name} run ${this.workflow.file} --run-id ${this.ctx.runId}`;
  }

  /** Write state (and, unless told otherwise, the manifest: the in-flight write skips it, since nothing it records changed). */
  private persist(withPointer = false, withManifest = true): void {
    const { ctx } = this;
    const itemRun = this.request.itemRun === true;
    // A merged write also records the accepted stage before it: its artifact is new.
    if (this.owed) {
      withManifest = true;
      withPointer ||= this.owed.pointer;
    }
    // An item run that just ended is written once, by finish() (withPointer), right after this.
    if (itemRun && !withPointer && this.state.active_step === null) return;
    withManifest &&= !itemRun || withPointer;
    this.state = { ...this.state, resume_instruction: this.state.active_step === null ? null : this.resumeCommand() };
    // A stage may have replaced a folder on the way with a link out of the workspace: the paths
    // were checked when the run started; check them again so nothing is written through it.
    this.workspace.resolve(ctx.statePath.rel, 'state_path');
    if (withManifest) this.workspace.resolve(ctx.manifestPath.rel, 'run manifest');
    try {
      writeState(ctx.statePath.abs, this.state);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      throw new StagegateError('STATE_WRITE_FAILED', `cannot write the state of run ${ctx.runId} under ${ctx.runRoot.rel} (${code}): the previous state file is intact`, {
        hint: 'Free disk space or fix permissions, then resume.',
        cause: error,
      });
    }
    // What an owed write waited for is on disk now: report it (outside the write's error handling).
    const owed = this.owed;
    this.owed = null;
    owed?.finished();
    try {
      // The state first, then a manifest write that failed while the last stage ran stops the
      // run: what the state records stays recorded, and the next invocation levels the manifest.
      this.manifest.check();
      if (withManifest) this.manifest.write(this.state);
      if (withPointer && this.request.workflowModel === undefined) this.writePointer();
    } catch (error) {
      if (isStagegateError(error)) throw error;
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      throw new StagegateError('STATE_WRITE_FAILED', `cannot write the manifest or the LATEST_RUN.md pointer of run ${ctx.runId} under ${ctx.runRoot.rel} (${code}): the state file is written`, {
        hint: 'Free disk space or fix permissions, then resume: the next invocation brings the manifest level with the state.',
        cause: error,
      });
    }
  }

  /**
   * A state whose write was to be merged into the next one (see `owed`), when the run leaves
   * before that write (an error preparing the next stage): write it on its own, so a completed
   * stage stays completed. Best effort: the error that ended the run is the one reported.
   */
  private payOwedWrite(): void {
    const owed = this.owed;
    if (!owed) return;
    // The owed state, not whatever the next stage's preparation made of it in memory.
    this.state = owed.state;
    try {
      // persist checks the paths again (a stage may have replaced the run folder with a link
      // out), writes the owed state and reports what waited for it.
      this.persist(owed.pointer);
    } catch {
      /* the state file keeps the previous write: the stage is re-run on resume */
    }
  }

  /** The run the user started (not a child, phase or foreach item run started in process by another). */
  private isTopLevel(): boolean {
    return this.request.itemRun !== true && (this.request.ancestry === undefined || this.request.ancestry.length === 0);
  }

  /**
   * Whether an accepted stage's write may wait for (and be merged into) the next write: the
   * invocation's end when the run stops here, else the next stage's in-flight write.
   */
  private mayMergeWrite(stop: string | undefined): boolean {
    if (this.request.itemRun === true) return false;
    if (stop !== undefined) return true;
    return this.state.status === 'IN_PROGRESS' && this.nextIsProcessStage();
  }

  /** The active step runs a process (its in-flight write comes next, before anything else is written). */
  private nextIsProcessStage(): boolean {
    const next = this.state.active_step;
    if (next === null) return false;
    const step = this.workflow.steps.get(next);
    return step !== undefined && EXECUTABLE_KINDS.has(step.kind) && processStageFor(step.kind) !== undefined;
  }

  private syncManifest(): void {
    const { ctx } = this;
    this.workspace.resolve(ctx.manifestPath.rel, 'run manifest');
    try {
      syncManifest(ctx.manifestPath.abs, this.state);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      throw new StagegateError('STATE_WRITE_FAILED', `cannot write the manifest of run ${ctx.runId} under ${ctx.runRoot.rel} (${code}): the state file is intact`, {
        hint: 'Free disk space or fix permissions, then run again.',
        cause: error,
      });
    }
  }

  private writePointer(): void {
    // LATEST_RUN.md lives beside the runs folder: <run root>/../../LATEST_RUN.md, if inside.
    const { ctx } = this;
    const parts = ctx.runRoot.rel.split('/');
    if (parts.length < 2 || ctx.runRoot.rel === '.') return;
    const pointer = this.workspace.tryResolve([...parts.slice(0, -2), LATEST_POINTER_FILE].join('/') || LATEST_POINTER_FILE);
    if (pointer) writeLatestPointer(pointer.abs, this.state, ctx.manifestPath.rel, ctx.statePath.rel);
  }

  private async loop(): Promise<string> {
    for (;;) {
      const id = this.state.active_step;
      if (id === null) return this.state.status;
      if (this.request.signal?.aborted) return this.stopInterrupted();
      const step = this.workflow.steps.get(id)!;
      if (!EXECUTABLE_KINDS.has(step.kind)) {
        this.state = { ...this.state, status: 'STEP_KIND_NOT_SUPPORTED', message: `step ${id} is a ${step.kind} step, which this version of stagegate validates but cannot run yet`, updated_at: this.now() };
        this.persist();
        return 'STEP_KIND_NOT_SUPPORTED';
      }
      const stop = step.kind === 'instruction' ? this.runHandOff(step) : step.kind === 'decision' ? this.runDecision(step) : step.kind === 'approval' ? this.runApproval(step) : step.kind === 'child_workflow' ? await runChildStep(this.childHost(), step) : step.kind === 'foreach' ? await runForeachStep(this.childHost(), step) : step.kind === 'parallel' ? await runParallelStep(this.parallelHost(), step) : await this.runProcessStage(step);
      if (stop !== undefined) return stop;
    }
  }

  /** What a child_workflow step (stages/child-workflow.ts) may use of this run. */
  private childHost(): ChildHost {
    return {
      workflow: this.workflow,
      workspace: this.workspace,
      ctx: this.ctx,
      request: this.request,
      ports: this.ports,
      ancestry: this.request.ancestry ?? [],
      getState: () => this.state,
      setState: (state) => {
        this.state = state;
      },
      persist: (inFlight = false) => this.persist(false, !inFlight),
      now: () => this.now(),
      stagesRan: (count) => {
        this.stagesRun += count;
      },
      runChild: (request, ports) => runWorkflow(request, ports),
    };
  }

  /** What a parallel step (stages/parallel.ts) may use of this run: a child step's host plus the judging of one attempt. */
  private parallelHost(): ParallelHost {
    return {
      ...this.childHost(),
      judge: (step, stage, result, output, before, log) => this.judgeAttempt(step, stage, result, output, before, log),
      inputsFor: (step, bindings) => this.inputsFor(step, bindings),
      envBase: () => this.envBase(),
    };
  }

  /**
   * The invocation's environment as stageEnvironment's base: a plain copy, taken once per run.
   * process.env is an exotic object whose every read goes to the C library (~0.1 ms a stage to walk it).
   */
  private envBase(): Record<string, string | undefined> {
    return (this.baseEnv ??= { ...this.request.env });
  }

  /** A hand-off step: nothing runs; the run ends with the step's terminal_status. */
  private runHandOff(step: StepModel): string {
    const transition = applyTerminal(this.state, step, this.now());
    this.state = transition.state;
    this.persist();
    this.ports.onEvent?.({ type: 'note', message: `${step.id}: hand-off (${transition.stop}): ${step.def.instruction ?? ''}` });
    return transition.stop!;
  }

  /** A failure that used up its attempts: follow the step's on_failure, if it has one. */
  private routeFailure(step: StepModel, code: string): string | undefined {
    const routed = routeFailure(this.state, this.workflow, step, code, this.now(), this.ctx.bound.controls.stopAfterStep === step.id);
    if (!routed) return code;
    this.state = routed.state;
    this.persist();
    this.ports.onEvent?.({ type: 'note', message: `${step.id}: ${code}; on_failure -> ${step.def.on_failure === 'skip' ? `skip, on_skip -> ${step.def.on_skip ?? '-'}` : (step.def.on_failure ?? '-')}` });
    return routed.stop;
  }

  /** An approval step: follow the recorded decision, or pause with a pending approval. */
  private runApproval(step: StepModel): string | undefined {
    const result = runApprovalStep(this.state, this.workflow, step, this.now(), this.ctx.bound.controls.stopAfterStep === step.id);
    this.state = result.state;
    this.persist();
    this.ports.onEvent?.({ type: 'note', message: result.note });
    return result.stop;
  }

  /** inputs.<name> of a decision: the workflow's declared inputs as bound (defaults resolved). */
  private decisionInputs(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const name of declaredInputs(this.workflow)) {
      const v = this.ctx.bindings.get(name);
      if (v !== undefined) out[name] = v;
    }
    return out;
  }

  /** A decision step: nothing runs; evaluate its branches, log the decision and follow it. */
  private runDecision(step: StepModel): string | undefined {
    const visit = Math.max(1, stepRecord(this.state, step.id)?.visits ?? 1);
    let outcome: ReturnType<typeof decide>;
    try {
      outcome = decide(step, visit, decisionContext(this.state, this.workflow, this.decisionInputs()));
    } catch (error) {
      // An expression that fails (e.g. fromJSON of non-JSON) is recorded like any stop; the decision stays active.
      if (!isStagegateError(error)) throw error;
      this.state = { ...this.state, status: error.code, message: error.message, updated_at: this.now() };
      this.persist();
      return error.code;
    }
    const transition = applyDecision(this.state, this.workflow, step, outcome, this.now(), this.ctx.bound.controls.stopAfterStep === step.id);
    this.state = transition.state;
    this.persist();
    this.ports.onEvent?.({ type: 'note', message: `${step.id}: decision -> ${outcome.to} (${outcome.record.chosen === 'else' ? 'else' : `if ${outcome.record.branches[outcome.record.chosen]!.expression}`})` });
    return transition.stop;
  }

  /**
   * The run was cancelled (request.signal): the attempt that was killed is recorded as failed with
   * WORKFLOW_INTERRUPTED (the step stays active, so a resume runs it again as its next attempt);
   * between stages, only the run's status records it.
   */
  private stopInterrupted(killed?: { step: StepModel; flight: { visit: number; attempt: number }; result: ProcessResult; logRel: string }): string {
    const reason = this.request.signal?.reason;
    const by = typeof reason === 'string' && reason !== '' ? `interrupted by ${reason}` : 'cancelled';
    const resume = `resume with: ${this.resumeCommand()}`;
    if (!killed) {
      this.state = { ...this.state, status: 'WORKFLOW_INTERRUPTED', message: `run ${this.ctx.runId} ${by} before step ${this.state.active_step ?? '-'} started; ${resume}`, updated_at: this.now() };
      this.persist();
      return 'WORKFLOW_INTERRUPTED';
    }
    const { step, flight, result, logRel } = killed;
    const message = `run ${this.ctx.runId} ${by} during step ${step.id} (visit ${flight.visit}, attempt ${flight.attempt}); its process tree was killed and the step stays active (log: ${logRel}); ${resume}`;
    this.state = applyFailure(this.state, { step, code: 'WORKFLOW_INTERRUPTED', message, exitStatus: result.exitCode, signal: result.signal, durationMs: result.durationMs, log: logRel, at: this.now() });
    this.persist();
    this.emitFinished(step, flight, result, { ok: false, code: 'WORKFLOW_INTERRUPTED' }, logRel);
    return 'WORKFLOW_INTERRUPTED';
  }

  private stopForBudget(breach: BudgetBreach): string {
    this.state = { ...this.state, status: 'WORKFLOW_BUDGET_EXCEEDED', message: breach.message, updated_at: this.now() };
    this.persist();
    return 'WORKFLOW_BUDGET_EXCEEDED';
  }

  /** Every step that runs a process: shell stages, agent stages, actions and resolvers. */
  private async runProcessStage(step: StepModel): Promise<string | undefined> {
    const { ctx } = this;
    const bindings = stepBindings(ctx.bindings, step, this.state);
    let output: WorkspacePath | undefined;
    let stage: PreparedStage;
    try {
      // An output needing a value nothing provides is recorded in the state like any stop.
      output = resolveOutput(step, bindings, this.workspace);
      stage = processStageFor(step.kind)!({ workflow: this.workflow, workspace: this.workspace, step, state: this.state, bindings, output, agents: this.request.agents ?? {} });
    } catch (error) {
      if (!isStagegateError(error)) throw error;
      this.state = { ...this.state, status: error.code, message: error.message, updated_at: this.now() };
      this.persist();
      return error.code;
    }
    const retry = step.def.retry;
    const maxAttempts = retry?.max_attempts ?? 1;
    let fellBack = false;
    for (let tries = 1; ; tries++) {
      // Cancelled while waiting to retry: no new attempt starts.
      if (this.request.signal?.aborted) return this.stopInterrupted();
      if (stage.agent) {
        // A resumed run whose recorded spend already reached a run budget starts nothing.
        const spent = workflowBreach(this.workflow, this.state, true);
        if (spent) return this.stopForBudget(spent);
      }
      const before = output ? statOrUndefined(output.abs) : undefined;
      const previousFailure = previousFailureOf(this.state, step.id);
      this.state = startAttempt(this.state, step, this.now());
      // The token goes to disk with the in-flight record, before the process starts.
      const token = attemptToken(this.request.invocationToken!);
      this.state = { ...this.state, in_flight: { ...this.state.in_flight!, token } };
      const flight = this.state.in_flight!;
      const logRel = `${ctx.runRoot.rel === '.' ? '' : ctx.runRoot.rel + '/'}logs/${step.id}.v${flight.visit}.a${flight.attempt}.log`;
      const log = this.workspace.resolve(logRel, 'stage log');
      // Its file is made while the state is written below.
      this.ports.processes.prepareLog?.(log.abs);
      const delegation = delegationFor(stage, flight.attempt);
      const invocation = stage.invocation({ visit: flight.visit, attempt: flight.attempt, delegation, previousFailure });
      const promptFile = invocation.prompt !== undefined ? this.workspace.resolve(logRel.replace(/\.log$/, '.prompt.md'), 'prompt copy') : undefined;
      this.persist(false, false);
      this.ports.onEvent?.({ type: 'stage_started', step: step.id, visit: flight.visit, attempt: flight.attempt, kind: step.kind });
      const timeoutMinutes = step.def.timeout_minutes ?? this.workflow.execution.timeoutMinutes;
      const env = stageEnvironment(this.envBase(), {
        workflow: this.workflow.name,
        step: step.id,
        runId: ctx.runId,
        output,
        visit: flight.visit,
        attempt: flight.attempt,
        statePath: ctx.statePath.abs,
        runRoot: ctx.runRoot.abs,
        workspace: this.workspace.root,
        inputs: this.inputsFor(step, bindings),
        attemptToken: token,
      });
      Object.assign(env, invocation.env, promptFile ? { STAGEGATE_PROMPT_FILE: promptFile.abs } : {});
      const secrets = secretValues(env);
      const refused = promptFile ? writePromptCopy(promptFile.abs, promptFile.rel, invocation.prompt!, secrets) : undefined;
      const running = refused ? Promise.resolve(refused) : runProcess(this.ports.processes, {
        command: invocation.command,
        args: invocation.args,
        ...(invocation.stdin !== undefined ? { stdin: invocation.stdin } : {}),
        cwd: this.workspace.root,
        env,
        logPath: log.abs,
        secrets,
        attemptToken: token,
        // Where processes cannot be found by token, the group is recorded (not durably: a machine
        // that crashes takes its processes along) so that a resume can kill it.
        ...(this.ports.processes.findsByToken === false ? { onSpawn: (pgid: number) => this.recordGroup(pgid) } : {}),
        ...(this.ports.onEvent ? { onOutput: this.outputTo(step.id, flight) } : {}),
        ...(timeoutMinutes !== undefined ? { timeoutMs: Math.round(timeoutMinutes * 60_000) } : {}),
        ...(this.request.signal ? { signal: this.request.signal } : {}),
      });
      // The process has started: make the temp file of the state write that follows it meanwhile.
      prepareTempFile(ctx.statePath.abs, () => void this.workspace.resolve(ctx.statePath.rel, 'state_path'));
      const result = await running;
      this.stagesRun++;
      const transcript = finishTranscript(log.abs, stage.agent !== undefined);
      if (result.interrupted) return this.stopInterrupted({ step, flight, result, logRel: log.rel });
      let verdict: Verdict = this.judgeAttempt(step, stage, result, output, before, log);
      let breach: BudgetBreach | undefined;
      if (stage.agent) {
        const charged = chargeAgentAttempt(this.state, this.workflow, {
          agent: stage.agent,
          judged: step,
          recordOn: step,
          transcript,
          exitCode: result.exitCode,
          visit: flight.visit,
          attempt: flight.attempt,
          delegation,
          log: log.rel,
          prompt: promptFile?.rel ?? null,
          outcome: verdict.ok ? 'ok' : verdict.code,
        });
        this.state = charged.state;
        breach = charged.breach;
        if (breach && (breach.scope === 'step' || !verdict.ok)) verdict = { ok: false, code: 'WORKFLOW_BUDGET_EXCEEDED', message: breach.message };
      }
      if (verdict.ok) {
        const stop = verdict.gate ? this.accept(step, verdict.gate, verdict.evidence ?? output!, result, log.rel) : this.acceptExit(step, stage.next!, result, log.rel);
        // The stage is accepted, but the run's budget is spent: stop before the next stage.
        if (breach && this.state.active_step !== null) return this.stopForBudget(breach);
        return stop;
      }
      this.state = applyFailure(this.state, {
        step,
        code: verdict.code,
        message: verdict.message,
        exitStatus: result.exitCode,
        signal: result.signal,
        durationMs: result.durationMs,
        log: log.rel,
        at: this.now(),
      });
      this.persist();
      this.emitFinished(step, flight, result, { ok: false, code: verdict.code }, log.rel);
      if (!fellBack && fallsBackToDirect(delegation, verdict.code)) {
        // Bounded delegation: one direct attempt at once, outside the retry budget.
        fellBack = true;
        tries--;
        this.ports.onEvent?.({ type: 'note', message: `${step.id}: the delegated attempt ended with ${verdict.code}; running it directly` });
        continue;
      }
      const retryable = verdict.code === 'STAGE_FAILED' || verdict.code === 'STAGE_TIMEOUT';
      if (!retryable || tries >= maxAttempts) return this.routeFailure(step, verdict.code);
      const delayMs = Math.round((retry?.backoff_seconds ?? 0) * 1000 * 2 ** (tries - 1));
      this.ports.onEvent?.({ type: 'stage_retrying', step: step.id, attempt: flight.attempt + 1, delayMs, reason: verdict.message });
      if (delayMs > 0) await this.ports.clock.sleep(delayMs);
    }
  }

  /** A step without output succeeded (exit 0): re-record artifacts it revised, then go on. */
  private acceptExit(step: StepModel, to: string, result: ProcessResult, logRel: string): string | undefined {
    const flight = this.state.in_flight!;
    const transition = applyExitSuccess(this.state, this.workflow, {
      step,
      to,
      exitStatus: result.exitCode ?? 0,
      durationMs: result.durationMs,
      log: logRel,
      at: this.now(),
      stopAfter: this.ctx.bound.controls.stopAfterStep === step.id,
      revised: revisedArtifacts(this.state, this.workspace, step.id),
    });
    this.state = transition.state;
    const finished = () => this.emitFinished(step, flight, result, { ok: true, gateStatus: 'exit 0', next: transition.state.active_step }, logRel, transition.state);
    if (this.mayMergeWrite(transition.stop)) this.owed = { state: this.state, finished, pointer: false };
    else {
      this.persist();
      finished();
    }
    return transition.stop;
  }

  private inputsFor(step: StepModel, bindings: ReadonlyMap<string, string>): Record<string, string> {
    const names = new Set([...declaredInputs(this.workflow), ...Object.keys(step.def.inputs ?? {}), 'run_id']);
    const out: Record<string, string> = {};
    for (const name of names) {
      const v = bindings.get(name);
      if (v !== undefined) out[name] = v;
    }
    return out;
  }

  private judge(
    step: StepModel,
    result: ProcessResult,
    output: WorkspacePath,
    before: Stats | undefined,
    logRel: string,
  ): { ok: true; gate: import('../gate/workflow-gate.js').Gate } | { ok: false; code: string; message: string } {
    if (result.spawnError !== undefined) return { ok: false, code: 'STAGE_FAILED', message: `step ${step.id} could not start: ${result.spawnError}` };
    if (result.timedOut) return { ok: false, code: 'STAGE_TIMEOUT', message: `step ${step.id} exceeded its time limit and was killed (log: ${logRel})` };
    if (result.exitCode !== 0) {
      const how = result.signal ? `was killed by ${result.signal}` : `exited with status ${result.exitCode}`;
      return { ok: false, code: 'STAGE_FAILED', message: `step ${step.id} ${how} (log: ${logRel})` };
    }
    const after = statOrUndefined(output.abs);
    if (!after) {
      return { ok: false, code: 'STAGE_OUTPUT_MISSING', message: `step ${step.id} exited 0 but did not write its declared output ${output.rel}` };
    }
    if (!after.isFile()) return { ok: false, code: 'STAGE_OUTPUT_MISSING', message: `declared output ${output.rel} of step ${step.id} is not a regular file` };
    // A file the runner cannot read (chmod 000) is not accepted: a verdict recorded in state, never a crash.
    const unreadable = unreadableBecause(output.abs);
    if (unreadable !== undefined) return { ok: false, code: 'STAGE_OUTPUT_MISSING', message: `declared output ${output.rel} of step ${step.id} cannot be read (${unreadable}); it was not accepted` };
    if (before && sameFile(before, after)) {
      return { ok: false, code: 'STALE_ARTIFACT_REJECTED', message: `declared output ${output.rel} of step ${step.id} was not written by this attempt (an older file never counts)` };
    }
    // Re-check confinement now that the file exists (a stage may have made it a symlink): a
    // verdict, so the refusal is recorded in state like any other failed attempt.
    try {
      this.workspace.resolve(output.rel, `output of step ${step.id}`);
    } catch (error) {
      if (!isStagegateError(error)) throw error;
      return { ok: false, code: error.code, message: `${error.message} The stage replaced its output with a link out of the workspace; it was not read.` };
    }
    const parsed = readGate(output.abs, { workflow: this.workflow.name, step: step.id, artifact: output.rel });
    if (!parsed.ok) return { ok: false, code: 'GATE_RESULT_MISSING', message: `${output.rel}: ${parsed.reason}` };
    if (!step.def.statuses || !Object.prototype.hasOwnProperty.call(step.def.statuses, parsed.gate.status)) {
      const allowed = Object.keys(step.def.statuses ?? {}).join(', ');
      return { ok: false, code: 'WORKFLOW_STATUS_CONTRACT_VIOLATION', message: `step ${step.id} reported status ${parsed.gate.status}, which the workflow does not route (allowed: ${allowed})` };
    }
    return { ok: true, gate: parsed.gate };
  }

  /** One finished attempt, judged by the step's result contract, its gate, or its exit status. */
  private judgeAttempt(step: StepModel, stage: PreparedStage, result: ProcessResult, output: WorkspacePath | undefined, before: Stats | undefined, log: WorkspacePath): Verdict {
    // Something other than a fresh file stood at the log path: nothing ran.
    if (result.fileRefused !== undefined) return { ok: false, code: 'RUN_FILE_UNSAFE', message: `step ${step.id} did not start: ${result.fileRefused}` };
    const contract = foreignContractOf(step);
    if (contract) return this.judgeContract(step, contract, result, output, before, log);
    return stage.judging === 'gate' ? this.judge(step, result, output!, before, log.rel) : judgeExit(step, result, log.rel);
  }

  /**
   * A step judged by another runner's result contract (aiox step_output, maestro COORDINATE
   * RESULT): the block ends the declared output when the attempt wrote one, else the stage's
   * transcript. The status routes like a gate status; the file it came from is the evidence.
   */
  private judgeContract(
    step: StepModel,
    contract: Exclude<ResultContract, 'workflow_gate'>,
    result: ProcessResult,
    output: WorkspacePath | undefined,
    before: Stats | undefined,
    log: WorkspacePath,
  ): { ok: true; gate: import('../gate/workflow-gate.js').Gate; evidence: WorkspacePath } | { ok: false; code: string; message: string } {
    if (result.spawnError !== undefined) return { ok: false, code: 'STAGE_FAILED', message: `step ${step.id} could not start: ${result.spawnError}` };
    if (result.timedOut) return { ok: false, code: 'STAGE_TIMEOUT', message: `step ${step.id} exceeded its time limit and was killed (log: ${log.rel})` };
    if (result.exitCode !== 0) {
      const how = result.signal ? `was killed by ${result.signal}` : `exited with status ${result.exitCode}`;
      return { ok: false, code: 'STAGE_FAILED', message: `step ${step.id} ${how} (log: ${log.rel})` };
    }
    const after = output ? statOrUndefined(output.abs) : undefined;
    const written = output !== undefined && after !== undefined && after.isFile() && !(before && sameFile(before, after));
    let evidence = log;
    if (written) {
      const unreadable = unreadableBecause(output.abs);
      if (unreadable !== undefined) return { ok: false, code: 'STAGE_OUTPUT_MISSING', message: `declared output ${output.rel} of step ${step.id} cannot be read (${unreadable}); it was not accepted` };
      try {
        evidence = this.workspace.resolve(output.rel, `output of step ${step.id}`);
      } catch (error) {
        if (!isStagegateError(error)) throw error;
        return { ok: false, code: error.code, message: `${error.message} The stage replaced its output with a link out of the workspace; it was not read.` };
      }
    }
    const parsed = readContractResult(contract, evidence.abs);
    if (!parsed.ok) return { ok: false, code: 'GATE_RESULT_MISSING', message: `${evidence.rel}: ${parsed.reason}` };
    if (!step.def.statuses || !Object.prototype.hasOwnProperty.call(step.def.statuses, parsed.status)) {
      const allowed = Object.keys(step.def.statuses ?? {}).join(', ');
      return { ok: false, code: 'WORKFLOW_STATUS_CONTRACT_VIOLATION', message: `step ${step.id} reported status ${parsed.status}, which the workflow does not route (allowed: ${allowed})` };
    }
    const gate = { workflow: this.workflow.name, step: step.id, status: parsed.status, unresolved_critical: 0, unresolved_high: 0, source_resolvable_open: 0, artifact: evidence.rel, next_recommended: null, extra: parsed.extra };
    return { ok: true, gate, evidence };
  }

  private accept(step: StepModel, gate: import('../gate/workflow-gate.js').Gate, output: WorkspacePath, result: ProcessResult, logRel: string): string | undefined {
    const flight = this.state.in_flight!;
    const present = (name: string): boolean => {
      const v = this.ctx.bindings.get(name);
      return v !== undefined && v !== '';
    };
    const route = routeStatus(step, gate.status, present)!;
    const size = statSync(output.abs).size;
    const at = this.now();
    const transition = applyAcceptance(this.state, this.workflow, {
      step,
      gate,
      artifact: { path: output.rel, sha256: sha256File(output.abs), size, step: step.id, gate_status: gate.status, visit: flight.visit, accepted_at: at },
      exitStatus: result.exitCode ?? 0,
      durationMs: result.durationMs,
      log: logRel,
      at,
      route,
      stopAfter: this.ctx.bound.controls.stopAfterStep === step.id,
    });
    this.state = transition.state;
    const finished = () => this.emitFinished(step, flight, result, { ok: true, gateStatus: gate.status, next: transition.state.active_step }, logRel, transition.state);
    if (this.mayMergeWrite(transition.stop)) this.owed = { state: this.state, finished, pointer: false };
    else {
      this.persist();
      finished();
    }
    return transition.stop;
  }

  /** The in-flight attempt's process group, written at once (for killLeftovers after a runner death). */
  private recordGroup(pgid: number): void {
    if (!this.state.in_flight) return;
    this.state = { ...this.state, in_flight: { ...this.state.in_flight, pgid } };
    try {
      writeState(this.ctx.statePath.abs, this.state, { durable: false });
    } catch {
      /* best effort: the next write records it */
    }
  }

  /** stage_output events of one attempt (the text is masked by the process runner). */
  private outputTo(step: string, flight: { visit: number; attempt: number }): (text: string) => void {
    const emit = this.ports.onEvent!;
    return (text) => emit({ type: 'stage_output', step, visit: flight.visit, attempt: flight.attempt, text });
  }

  private emitFinished(step: StepModel, flight: { visit: number; attempt: number }, result: ProcessResult, r: { ok: boolean; gateStatus?: string; code?: string; next?: string | null }, logRel: string, state: RunState = this.state): void {
    this.ports.onEvent?.({
      type: 'stage_finished',
      step: step.id,
      visit: flight.visit,
      attempt: flight.attempt,
      ok: r.ok,
      ...(r.gateStatus !== undefined ? { gateStatus: r.gateStatus } : {}),
      ...(r.code !== undefined ? { code: r.code } : {}),
      ...(r.next !== undefined ? { next: r.next } : {}),
      durationMs: result.durationMs,
      completed: state.completed_steps.length,
      totalSteps: this.workflow.steps.size,
      logPath: logRel,
    });
  }

  private async finish(stop: string): Promise<RunOutcome> {
    const invocations = this.state.invocations.slice();
    const last = invocations[invocations.length - 1];
    if (last) invocations[invocations.length - 1] = { ...last, outcome: stop };
    this.state = { ...this.state, invocations, updated_at: this.now() };
    this.persist(true);
    // The invocation ends with its manifest on disk, level with its state. An item run of a
    // foreach leaves its manifest to the run that started it (its write overlaps the next item).
    try {
      if (this.isTopLevel()) await flushAllManifests();
      else if (this.request.itemRun !== true) await this.manifest.flush();
    } catch (error) {
      if (isStagegateError(error)) throw error;
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      throw new StagegateError('STATE_WRITE_FAILED', `cannot write the manifest of run ${this.ctx.runId} under ${this.ctx.runRoot.rel} (${code}): the state file is intact`, {
        hint: 'Free disk space or fix permissions, then run again.',
        cause: error,
      });
    }
    return this.outcome(stop, this.state.message ?? describe(stop, this.state));
  }

  /** A hand-off step's terminal_status is class blocked unless it is WORKFLOW_COMPLETE. */
  private exitStatusOf(status: string): number {
    const last = this.state.history[this.state.history.length - 1];
    if (this.state.active_step === null && last?.outcome === 'terminal' && last.code === status) return status === 'WORKFLOW_COMPLETE' ? EXIT_STATUS.success : EXIT_STATUS.blocked;
    return exitStatusFor(status);
  }

  private outcome(status: string, message: string): RunOutcome {
    const finished = this.state.active_step === null;
    const name = this.request.commandName ?? 'stagegate';
    const next = finished
      ? status === 'WORKFLOW_COMPLETE'
        ? null
        : `${name} run ${this.workflow.file} --run-id ${this.ctx.runId} --mode fresh`
      : this.resumeCommand();
    return {
      ...this.base,
      status,
      exitCode: this.exitStatusOf(status),
      message,
      activeStep: this.state.active_step,
      completedSteps: this.state.completed_steps,
      nextCommand: next,
      stagesRun: this.stagesRun,
      state: this.state,
      ...(this.approvalHint(name) ?? {}),
    };
  }

  /** Paused at an approval step: say how to decide (the resume command is the step after that). */
  private approvalHint(name: string): { hint: string } | undefined {
    const pending = this.state.pending_approval;
    if (!pending || pending.step !== this.state.active_step) return undefined;
    const target = `${this.workflow.file} --run-id ${this.ctx.runId}`;
    return { hint: `Decide with \`${name} approve ${target}\` (or \`${name} reject ${target}\`), add --by NAME${pending.approvers ? ` (one of ${pending.approvers.join(', ')})` : ''}; then resume with \`${name} run ${target}\`.` };
  }
}

/** How one attempt ended: accepted (with its gate, and the file the result came from) or failed with a stop code. */
type Verdict = { ok: true; gate?: import('../gate/workflow-gate.js').Gate; evidence?: WorkspacePath } | { ok: false; code: string; message: string };

function describe(stop: string, state: RunState): string {
  if (stop === 'WORKFLOW_COMPLETE') return `workflow ${state.workflow} completed (${state.completed_steps.length} steps)`;
  return `${stop} at step ${state.active_step ?? '-'}`;
}

function statOrUndefined(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

/** Same inode, same size, same change time: the file was not (re)written. */
function sameFile(a: Stats, b: Stats): boolean {
  return a.ino === b.ino && a.dev === b.dev && a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs;
}
