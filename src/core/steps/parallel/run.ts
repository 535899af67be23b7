// Parallel steps: the branches of one step run concurrently in this runner, at most
// max_concurrency at a time, each through the same ports, preparation and judging as a
// sequential stage (child_workflow branches through runChildStep). Each branch has its own
// record in the step's state entry; the join (all | any | majority) is decided as soon as the
// outcome cannot change, after which no branch starts (running ones finish, the rest: not_run).
//
// Crash safety: a branch is recorded running (state written) before its process starts, and its
// result is recorded when it ends. A resume reuses succeeded and failed branches and runs the
// pending and running ones again (a running one as its next attempt).
//
// Speed: state writes requested in the same turn of the event loop are coalesced into one (a
// wave of branches starting together costs one write), and the join is tracked by counters.
import { statSync, type Stats } from 'node:fs';
import { isStagegateError } from '../../run/errors.js';
import type { Gate } from '../../gate/workflow-gate.js';
import { sha256File } from '../../workspace/digest.js';
import type { WorkspacePath } from '../../workspace/workspace.js';
import type { ProcessResult, RunEvent, RunnerPorts } from '../../run/ports.js';
import type { RunContext } from '../../run/context.js';
import type { BranchRecord, RunState, StepRecord } from '../../state/state.js';
import { resolveOutput } from '../../run/bindings.js';
import { stageEnvironment } from '../../run/stage-command.js';
import { applyFailure, routeStatus, startAttempt } from '../../run/transition.js';
import type { StepModel } from '../../model/workflow.js';
import { runProcess } from '../../run/process.js';
import { attemptToken } from '../../run/leftovers.js';
import { artifactKey, branchBindings, branchesOf, DEFAULT_MAX_CONCURRENCY } from './branches.js';
import { joinDecision, type JoinMode, type JoinOutcome } from './join.js';
import { beginParallelVisit, branchRecord, markNotRun, parallelOf, withBranch, withOutcome } from './records.js';
import { applyJoin } from './transition.js';
import { processStageFor } from '../process/kinds.js';
import { chargeAgentAttempt } from '../process/agent-attempt.js';
import type { PreparedStage } from '../process/types.js';
import { runChildStep, type ChildHost } from '../child/run.js';
import { delegationFor, fallsBackToDirect } from '../process/delegation.js';
import { finishTranscript, secretValues, writePromptCopy } from '../process/transcript.js';
import { workflowBreach } from '../process/budget.js';

export type AttemptVerdict = { ok: true; gate?: Gate; evidence?: WorkspacePath } | { ok: false; code: string; message: string };

/** What the runner lends a parallel step: what a child step gets, plus its judging of one attempt. */
export interface ParallelHost extends ChildHost {
  /** Judge a finished attempt exactly as a sequential stage of that kind is judged. */
  judge(step: StepModel, stage: PreparedStage, result: ProcessResult, output: WorkspacePath | undefined, before: Stats | undefined, log: WorkspacePath): AttemptVerdict;
  /** STAGEGATE_INPUT_* values of a stage. */
  inputsFor(step: StepModel, bindings: ReadonlyMap<string, string>): Record<string, string>;
  /** The invocation's environment as stageEnvironment's base (a plain copy, taken once per run). */
  envBase(): Record<string, string | undefined>;
}

/** How one branch ended in this invocation. */
type BranchOutcome = { kind: 'succeeded' } | { kind: 'failed'; sourceGaps: boolean } | { kind: 'error'; code: string; message: string };

/** Failures that make a branch fail (after its retries); any other code stops the parallel step. */
const BRANCH_FAILURES: ReadonlySet<string> = new Set(['STAGE_FAILED', 'STAGE_TIMEOUT']);

/** Run one attempt of a parallel step. Returns the stop code, or undefined to go on. */
export async function runParallelStep(host: ParallelHost, step: StepModel): Promise<string | undefined> {
  const started = host.ports.clock.now().getTime();
  const branches = branchesOf(host.workflow, step);
  const join: JoinMode = step.def.parallel?.join ?? 'all';
  host.setState(startAttempt(host.getState(), step, host.now()));
  const visit = host.getState().in_flight!.visit;
  host.setState(beginParallelVisit(host.getState(), step, branches, visit, join));
  // In flight, with every branch's record, before any branch starts.
  host.persist(true);
  const run = new ParallelRun(host, step, branches, join);
  await run.execute();
  const at = host.now();
  const durationMs = host.ports.clock.now().getTime() - started;
  if (run.decided === undefined) {
    // A branch stopped with a code that is not a verdict (gate or contract error, budget …):
    // like a sequential stage, the step stays active and a resume runs the unfinished branches.
    const error = run.error!;
    host.setState(applyFailure(host.getState(), { step, code: error.code, message: error.message, exitStatus: null, signal: null, durationMs, log: null, at }));
    host.persist();
    host.ports.onEvent?.({ type: 'stage_finished', step: step.id, visit, attempt: host.getState().history.at(-1)?.attempt ?? 1, ok: false, code: error.code, durationMs, completed: host.getState().completed_steps.length, totalSteps: host.workflow.steps.size });
    return error.code;
  }
  const attempt = host.getState().in_flight?.attempt ?? 1;
  host.setState(withOutcome(markNotRun(host.getState(), step.id), step.id, run.decided));
  const t = applyJoin(host.getState(), host.workflow, {
    step,
    outcome: run.decided,
    summary: run.summary(),
    sourceGaps: run.sourceGaps,
    present: present(host),
    durationMs,
    at,
    stopAfter: host.ctx.bound.controls.stopAfterStep === step.id,
  });
  host.setState(t.state);
  host.persist();
  host.ports.onEvent?.({
    type: 'stage_finished',
    step: step.id,
    visit,
    attempt,
    ok: run.decided === 'PARALLEL_COMPLETE',
    gateStatus: run.decided,
    ...(t.stop !== undefined ? { code: t.stop } : {}),
    next: t.state.active_step,
    durationMs,
    completed: t.state.completed_steps.length,
    totalSteps: host.workflow.steps.size,
  });
  return t.stop;
}

function present(host: ChildHost): (name: string) => boolean {
  return (name) => {
    const v = host.ctx.bindings.get(name);
    return v !== undefined && v !== '';
  };
}

class ParallelRun {
  decided: JoinOutcome | undefined;
  error: { code: string; message: string } | undefined;
  sourceGaps = false;
  private fatal: unknown;
  private succeeded = 0;
  private failed = 0;
  private active = 0;
  private readonly queue: StepModel[] = [];
  private next = 0;
  private readonly max: number;
  private flushing: Promise<void> | undefined;
  private writeError: unknown;
  private readonly label: (branch: StepModel) => string;

  constructor(
    private readonly host: ParallelHost,
    private readonly step: StepModel,
    private readonly branches: readonly StepModel[],
    private readonly join: JoinMode,
  ) {
    this.max = step.def.parallel?.max_concurrency ?? DEFAULT_MAX_CONCURRENCY;
    this.label = (b) => `${step.id}/${b.id}`;
    const records = parallelOf(host.getState(), step.id).branches;
    for (const b of branches) {
      const r = records[b.id]!;
      if (r.status === 'succeeded') this.succeeded++;
      else if (r.status === 'failed') {
        this.failed++;
        if (r.code === 'WORKFLOW_BLOCKED_SOURCE_GAPS') this.sourceGaps = true;
      } else if (r.status === 'pending' || r.status === 'running') this.queue.push(b);
    }
    this.decided = joinDecision(join, branches.length, this.succeeded, this.failed);
  }

  summary(): string {
    const records = parallelOf(this.host.getState(), this.step.id).branches;
    const by = (status: BranchRecord['status']) => this.branches.filter((b) => records[b.id]?.status === status).map((b) => b.id);
    const parts: string[] = [`${this.succeeded} of ${this.branches.length} succeeded`];
    const failed = by('failed');
    if (failed.length > 0) parts.push(`failed: ${failed.join(', ')}`);
    const notRun = by('not_run');
    if (notRun.length > 0) parts.push(`not run: ${notRun.join(', ')}`);
    return parts.join('; ');
  }

  private stopStarting(): boolean {
    return this.decided !== undefined || this.error !== undefined || this.fatal !== undefined;
  }

  async execute(): Promise<void> {
    if (this.decided === undefined) {
      await new Promise<void>((resolve) => {
        const pump = (): void => {
          while (this.active < this.max && this.next < this.queue.length && !this.stopStarting()) {
            const branch = this.queue[this.next++]!;
            this.active++;
            this.runBranch(branch)
              .then((outcome) => this.settle(outcome))
              .catch((error: unknown) => {
                this.fatal ??= error;
              })
              .finally(() => {
                this.active--;
                pump();
              });
          }
          if (this.active === 0) resolve();
        };
        pump();
      });
    }
    if (this.flushing) await this.flushing;
    if (this.fatal !== undefined) throw this.fatal;
    if (this.writeError !== undefined) throw this.writeError;
  }

  private settle(outcome: BranchOutcome): void {
    if (outcome.kind === 'succeeded') this.succeeded++;
    else if (outcome.kind === 'failed') {
      this.failed++;
      if (outcome.sourceGaps) this.sourceGaps = true;
    } else this.error ??= { code: outcome.code, message: outcome.message };
    this.decided ??= joinDecision(this.join, this.branches.length, this.succeeded, this.failed);
  }

  /** Write the state once for every update requested in this turn of the event loop. */
  private flush(): Promise<void> {
    this.flushing ??= new Promise<void>((resolve) => {
      setImmediate(() => {
        this.flushing = undefined;
        try {
          this.host.persist(true);
        } catch (error) {
          this.writeError ??= error;
        }
        resolve();
      });
    });
    return this.flushing;
  }

  private update(branch: StepModel, patch: Partial<BranchRecord>): void {
    this.host.setState(withBranch(this.host.getState(), this.step.id, branch.id, patch));
  }

  private record(branch: StepModel): BranchRecord {
    return branchRecord(this.host.getState(), this.step.id, branch.id);
  }

  private emit(event: RunEvent): void {
    this.host.ports.onEvent?.(event);
  }

  private runBranch(branch: StepModel): Promise<BranchOutcome> {
    return branch.kind === 'child_workflow' ? this.runChildBranch(branch) : this.runProcessBranch(branch);
  }

  /** An outcome that is not a verdict: the branch stays pending (a resume runs it again). */
  private errored(branch: StepModel, code: string, message: string): BranchOutcome {
    this.update(branch, { status: 'pending', code, error: message });
    void this.flush();
    return { kind: 'error', code, message };
  }

  private async runProcessBranch(branch: StepModel): Promise<BranchOutcome> {
    const { host, step } = this;
    const { ctx, workspace, workflow } = host;
    const key = artifactKey(step.id, branch.id);
    const bindings = branchBindings(ctx.bindings, step, branch, host.getState());
    let output: WorkspacePath | undefined;
    let stage: PreparedStage;
    try {
      output = resolveOutput(branch, bindings, workspace);
      stage = processStageFor(branch.kind)!({ workflow, workspace, step: branch, state: host.getState(), bindings, output, agents: host.request.agents ?? {} });
    } catch (error) {
      if (!isStagegateError(error)) throw error;
      return this.errored(branch, error.code, `branch ${this.label(branch)}: ${error.message}`);
    }
    const retry = branch.def.retry;
    const maxAttempts = retry?.max_attempts ?? 1;
    const timeoutMinutes = branch.def.timeout_minutes ?? workflow.execution.timeoutMinutes;
    let fellBack = false;
    for (let tries = 1; ; tries++) {
      const cancelled = host.request.signal;
      if (cancelled?.aborted) return this.errored(branch, 'WORKFLOW_INTERRUPTED', `branch ${this.label(branch)}: ${interruption(cancelled)} before its attempt started`);
      if (stage.agent) {
        const spent = workflowBreach(workflow, host.getState(), true);
        if (spent) return this.errored(branch, 'WORKFLOW_BUDGET_EXCEEDED', spent.message);
      }
      const before = output ? statOrUndefined(output.abs) : undefined;
      const previous = this.record(branch);
      const visit = previous.visit;
      const attempt = previous.attempt + 1;
      const logRel = `${ctx.runRoot.rel === '.' ? '' : ctx.runRoot.rel + '/'}logs/${step.id}.${branch.id}.v${visit}.a${attempt}.log`;
      const log = workspace.resolve(logRel, 'stage log');
      const delegation = delegationFor(stage, attempt);
      let invocation;
      try {
        invocation = stage.invocation({ visit, attempt, delegation, previousFailure: previous.error });
      } catch (error) {
        if (!isStagegateError(error)) throw error;
        return this.errored(branch, error.code, `branch ${this.label(branch)}: ${error.message}`);
      }
      const promptFile = invocation.prompt !== undefined ? workspace.resolve(logRel.replace(/\.log$/, '.prompt.md'), 'prompt copy') : undefined;
      // The token is on disk with the running record, before the process starts (leftovers.ts).
      const token = attemptToken(host.request.invocationToken!);
      this.update(branch, { status: 'running', attempt, log: log.rel, token });
      // Recorded running before the process starts: a crash from here on counts this attempt.
      await this.flush();
      if (this.writeError !== undefined) throw this.writeError;
      this.emit({ type: 'stage_started', step: this.label(branch), visit, attempt, kind: branch.kind });
      let env: Record<string, string>;
      try {
        env = stageEnvironment(host.envBase(), {
          workflow: workflow.name,
          step: step.id,
          runId: ctx.runId,
          output,
          visit,
          attempt,
          statePath: ctx.statePath.abs,
          runRoot: ctx.runRoot.abs,
          workspace: workspace.root,
          inputs: host.inputsFor(branch, bindings),
          attemptToken: token,
        });
      } catch (error) {
        if (!isStagegateError(error)) throw error;
        return this.errored(branch, error.code, `branch ${this.label(branch)}: ${error.message}`);
      }
      env['STAGEGATE_BRANCH'] = branch.id;
      Object.assign(env, invocation.env, promptFile ? { STAGEGATE_PROMPT_FILE: promptFile.abs } : {});
      const secrets = secretValues(env);
      const refused = promptFile ? writePromptCopy(promptFile.abs, promptFile.rel, invocation.prompt!, secrets) : undefined;
      const result = refused ?? await runProcess(host.ports.processes, {
        command: invocation.command,
        args: invocation.args,
        ...(invocation.stdin !== undefined ? { stdin: invocation.stdin } : {}),
        cwd: workspace.root,
        env,
        logPath: log.abs,
        secrets,
        attemptToken: token,
        ...(host.ports.onEvent ? { onOutput: (text: string) => this.emit({ type: 'stage_output', step: step.id, branch: branch.id, visit, attempt, text }) } : {}),
        ...(timeoutMinutes !== undefined ? { timeoutMs: Math.round(timeoutMinutes * 60_000) } : {}),
        ...(cancelled ? { signal: cancelled } : {}),
      });
      host.stagesRan(1);
      const transcript = finishTranscript(log.abs, stage.agent !== undefined);
      if (result.interrupted) {
        // Not a verdict: the branch stays pending (a resume runs it again as its next attempt).
        const message = `branch ${this.label(branch)} ${interruption(cancelled)} (attempt ${attempt}); its process tree was killed (log: ${log.rel})`;
        this.update(branch, { exit_status: result.exitCode, duration_ms: result.durationMs, log: log.rel });
        this.emit({ type: 'stage_finished', step: this.label(branch), visit, attempt, ok: false, code: 'WORKFLOW_INTERRUPTED', durationMs: result.durationMs, completed: host.getState().completed_steps.length, totalSteps: workflow.steps.size, logPath: log.rel });
        return this.errored(branch, 'WORKFLOW_INTERRUPTED', message);
      }
      let verdict = host.judge(branch, stage, result, output, before, log);
      if (stage.agent) {
        // Spend is recorded on the parallel step (the run's budgets sum every step's spend).
        const charged = chargeAgentAttempt(host.getState(), workflow, {
          agent: stage.agent,
          judged: branch,
          recordOn: step,
          transcript,
          exitCode: result.exitCode,
          visit,
          attempt,
          delegation,
          log: log.rel,
          prompt: promptFile?.rel ?? null,
          outcome: verdict.ok ? 'ok' : verdict.code,
        });
        host.setState(charged.state);
        const breach = charged.breach;
        if (breach) verdict = { ok: false, code: 'WORKFLOW_BUDGET_EXCEEDED', message: breach.message };
      }
      const common = { exit_status: result.exitCode, duration_ms: result.durationMs, log: log.rel };
      if (verdict.ok) return this.accepted(branch, key, verdict, output, result, common, visit, attempt);
      this.update(branch, { ...common, code: verdict.code, error: verdict.message });
      this.emit({ type: 'stage_finished', step: this.label(branch), visit, attempt, ok: false, code: verdict.code, durationMs: result.durationMs, completed: host.getState().completed_steps.length, totalSteps: workflow.steps.size, logPath: log.rel });
      if (!fellBack && fallsBackToDirect(delegation, verdict.code)) {
        // Bounded delegation: one direct attempt at once, outside the retry budget.
        fellBack = true;
        tries--;
        continue;
      }
      if (!BRANCH_FAILURES.has(verdict.code)) return this.errored(branch, verdict.code, verdict.message);
      if (tries >= maxAttempts) {
        this.update(branch, { status: 'failed', gate_status: null });
        void this.flush();
        return { kind: 'failed', sourceGaps: false };
      }
      this.update(branch, { status: 'pending' });
      const delayMs = Math.round((retry?.backoff_seconds ?? 0) * 1000 * 2 ** (tries - 1));
      this.emit({ type: 'stage_retrying', step: this.label(branch), attempt: attempt + 1, delayMs, reason: verdict.message });
      if (delayMs > 0) await host.ports.clock.sleep(delayMs);
    }
  }

  /** A branch attempt that passed judging: its gate status routes it to DONE (succeeded) or BLOCKED (failed). */
  private accepted(
    branch: StepModel,
    key: string,
    verdict: Extract<AttemptVerdict, { ok: true }>,
    output: WorkspacePath | undefined,
    result: ProcessResult,
    common: Partial<BranchRecord>,
    visit: number,
    attempt: number,
  ): BranchOutcome {
    const { host } = this;
    let outcome: BranchOutcome = { kind: 'succeeded' };
    let gateStatus: string | null = null;
    if (verdict.gate) {
      const gate = verdict.gate;
      gateStatus = gate.status;
      const route = routeStatus(branch, gate.status, present(host));
      if (route?.kind !== 'done' && route?.kind !== 'blocked') {
        // validate allows only DONE and BLOCKED here; a step target would mean a hand-edited model.
        return this.errored(branch, 'WORKFLOW_STATUS_CONTRACT_VIOLATION', `branch ${this.label(branch)} reported ${gate.status}, which routes to a step: branch statuses lead to DONE or BLOCKED only`);
      }
      if (route.kind === 'blocked') outcome = { kind: 'failed', sourceGaps: gate.source_resolvable_open > 0 };
      const evidence = verdict.evidence ?? output!;
      const at = host.now();
      const sha256 = sha256File(evidence.abs);
      const artifact = { path: evidence.rel, sha256, size: statSync(evidence.abs).size, step: key, gate_status: gate.status, visit, accepted_at: at };
      const state = host.getState();
      host.setState({ ...state, artifacts: { ...state.artifacts, [key]: artifact } });
      this.update(branch, { output: evidence.rel, sha256 });
    }
    this.update(branch, {
      ...common,
      status: outcome.kind === 'succeeded' ? 'succeeded' : 'failed',
      gate_status: gateStatus,
      code: outcome.kind === 'failed' && outcome.sourceGaps ? 'WORKFLOW_BLOCKED_SOURCE_GAPS' : null,
      error: null,
    });
    void this.flush();
    this.emit({
      type: 'stage_finished',
      step: this.label(branch),
      visit,
      attempt,
      ok: true,
      gateStatus: gateStatus ?? 'exit 0',
      // A branch leads to DONE (it succeeded) or BLOCKED (it failed), never to a step.
      next: outcome.kind === 'succeeded' ? 'DONE' : 'BLOCKED',
      durationMs: result.durationMs,
      completed: host.getState().completed_steps.length,
      totalSteps: host.workflow.steps.size,
      ...(common.log ? { logPath: common.log } : {}),
    });
    return outcome;
  }

  /**
   * A child_workflow branch: runChildStep runs it over a scratch state in which the branch is
   * the active step (so the child machinery, its fresh/resume rules and its crash safety are
   * the sequential ones); what it records is carried into the branch's record.
   */
  private async runChildBranch(branch: StepModel): Promise<BranchOutcome> {
    const { host, step } = this;
    const previous = this.record(branch);
    const base = host.getState();
    const scratchRecord: StepRecord = { kind: branch.kind, status: 'pending', visits: previous.visit, attempts: previous.attempt, ...(previous.child ? { child: previous.child } : {}) };
    let scratch: RunState = {
      ...base,
      active_step: branch.id,
      in_flight: previous.attempt > 0 ? { step: branch.id, visit: previous.visit, attempt: previous.attempt, started_at: host.now() } : null,
      steps: { ...base.steps, [branch.id]: scratchRecord },
      completed_steps: [],
      failed_or_blocked_steps: [],
      history: [],
    };
    const carry = (): void => {
      const r = scratch.steps[branch.id]!;
      const flight = scratch.in_flight;
      this.update(branch, { ...(flight ? { attempt: flight.attempt, status: 'running' as const } : {}), ...(r.child ? { child: r.child } : {}) });
    };
    const ctx: RunContext = { ...host.ctx, bound: { ...host.ctx.bound, controls: { ...host.ctx.bound.controls, stopAfterStep: null } } };
    const childHost: ChildHost = {
      ...host,
      ctx,
      ports: prefixed(host.ports, step.id),
      getState: () => scratch,
      setState: (state) => {
        scratch = state;
      },
      persist: (inFlight = false) => {
        carry();
        // The in-flight write must reach the disk before the child starts: written now, not coalesced.
        if (inFlight) host.persist(true);
      },
    };
    const started = host.ports.clock.now().getTime();
    const stop = await runChildStep(childHost, branch);
    const r = scratch.steps[branch.id]!;
    const last = scratch.history[scratch.history.length - 1];
    const attempt = last?.attempt ?? previous.attempt + 1;
    const gateStatus = (r.gate?.['status'] as string | undefined) ?? r.child?.status ?? null;
    const common: Partial<BranchRecord> = { attempt, gate_status: gateStatus, duration_ms: host.ports.clock.now().getTime() - started, exit_status: null, ...(r.child ? { child: r.child } : {}) };
    if (last?.outcome === 'complete') {
      this.update(branch, { ...common, status: 'succeeded', code: null, error: null });
      void this.flush();
      return { kind: 'succeeded' };
    }
    if (last?.outcome === 'blocked' || (stop !== undefined && BRANCH_FAILURES.has(stop))) {
      const sourceGaps = stop === 'WORKFLOW_BLOCKED_SOURCE_GAPS';
      this.update(branch, { ...common, status: 'failed', code: sourceGaps ? stop : last?.outcome === 'blocked' ? null : stop!, error: last?.outcome === 'blocked' ? null : (scratch.message ?? null) });
      void this.flush();
      return { kind: 'failed', sourceGaps };
    }
    this.update(branch, common);
    const code = stop ?? 'WORKFLOW_STATUS_CONTRACT_VIOLATION';
    const message = stop === undefined ? `branch ${this.label(branch)} routed its child's outcome to a step: branch statuses lead to DONE or BLOCKED only` : (scratch.message ?? code);
    return this.errored(branch, code, message);
  }
}

/** Child events told as this step's: `<step>/<branch>/<child step>`. */
function prefixed(ports: RunnerPorts, stepId: string): RunnerPorts {
  const emit = ports.onEvent;
  if (!emit) return ports;
  return {
    ...ports,
    onEvent: (event) => {
      if (event.type === 'note') emit({ ...event, message: `${stepId}/${event.message}` });
      else if (event.type === 'run_started') emit(event);
      else emit({ ...event, step: `${stepId}/${event.step}` });
    },
  };
}

function statOrUndefined(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

/** How a cancelled run says why: the signal's reason when it is a name (SIGINT), else "cancelled". */
function interruption(signal: AbortSignal | undefined): string {
  const reason: unknown = signal?.reason;
  return typeof reason === 'string' && reason !== '' ? `interrupted by ${reason}` : 'cancelled';
}
