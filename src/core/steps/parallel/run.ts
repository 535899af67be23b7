// Parallel steps: the branches of one step run concurrently in this runner, at most
// max_concurrency at a time, each through the same attempt loop, preparation and judging as a
// sequential stage (child_workflow branches through runChildStep). Each branch has its own record
// in the step's state entry; the join (all | any | majority) is decided as soon as the outcome
// cannot change, after which no branch starts (running ones finish, the rest: not_run).
//
// Crash safety: a branch is recorded running (committed) before its process starts, and its
// result is committed when it ends — together with the start of the branch that takes its slot,
// or on its own when none does. A resume reuses succeeded and failed branches and runs the
// pending and running ones again (a running one as its next attempt).
import { isStagegateError, StagegateError } from '../../run/errors.js';
import { RunLock } from '../../state/lock.js';
import { scopedNoteEvent } from '../../run/scoped-note.js';
import { branchShardStatePath, shardBranchRecord } from '../../shards/branch-fan-out.js';
import { shardIntake } from '../../shards/intake.js';
import { removeLeftoversFirst } from '../../shards/earlier-instance.js';
import { interruptedMergeAtResume } from '../../shards/merge-marker.js';
import type { WorkspacePath } from '../../workspace/workspace.js';
import type { RunEvent, RunnerPorts } from '../../run/ports.js';
import type { RunContext } from '../../run/context.js';
import type { BranchRecord, RunState, StepRecord } from '../../state/state.js';
import type { JournalEvent } from '../../state/events.js';
import { resolveOutput } from '../../run/bindings.js';
import { EFFECTS_ALSO_VARIABLE, effectsAlsoEntry } from '../../run/effects.js';
import { journalPathFor } from '../../state/journal.js';
import { currentVisit, gateRecordOf, routeStatus } from '../../run/transition.js';
import { applyEvent, type Applied } from '../../run/reduce.js';
import { runAttempts, RETRYABLE, type Accepted, type AttemptSubject } from '../../run/attempts.js';
import { conditionalInputs, declaredStepCount, type StepModel, type Workflow } from '../../model/workflow.js';
import { artifactKey, branchBindings, branchesOf, branchOfArtifactKey, DEFAULT_MAX_CONCURRENCY } from './branches.js';
import { revisedArtifacts } from '../process/revisions.js';
import { StepCount } from '../../run/step-count.js';
import { joinDecision, type JoinMode, type JoinOutcome } from './join.js';
import { branchRecord, howBranchFailed, markNotRun, parallelOf } from './records.js';
import { processStageFor } from '../process/kinds.js';
import type { PreparedStage } from '../process/types.js';
import { runChild, type ChildPause } from '../child/run.js';
import type { ChildApproval, RunHost, ShardResult } from '../../run/host.js';
import { runFileOf } from '../../run/run-files.js';

/**
 * How one branch ended in this invocation. `paused`: its child run paused (e.g. at its approval
 * step): the branch waits — no verdict, no failure — and the other branches go on.
 */
/** An error's answerCommand: a branch's child run stopped at a question below it (state/events.ts AnswerBelow). */
type BranchError = { code: string; message: string; location?: StopLocation; answerCommand?: string };
type BranchOutcome = { kind: 'succeeded' } | { kind: 'failed'; sourceGaps: boolean } | ({ kind: 'error' } & BranchError) | { kind: 'paused' };
/** Where in a file a branch's failure was found (the gate's line in its output): the run's stop location (RunHost.stopAt). */
type StopLocation = { file: string; line: number };

/** A branch whose child run paused: how, and the approval it waits for (when it is one). */
interface Waiting {
  branch: string;
  pause: ChildPause;
  approval?: ChildApproval;
}

/** Run one attempt of a parallel step. Returns the stop code, or undefined to go on. */
export async function runParallelStep(host: RunHost, step: StepModel): Promise<string | undefined> {
  // `stagegate merge`: the branches' verdicts come from shards that ran elsewhere (core/shards),
  // every one verified (and installed in the run root) before anything is applied; no branch runs here.
  const merging = host.request.shards?.step === step.id ? host.request.shards : undefined;
  const started = host.clock();
  const branches = branchesOf(host.workflow, step);
  const join: JoinMode = step.def.parallel?.join ?? 'all';
  if (!merging) refuseInterruptedMerge(host, step);
  if (!merging) refuseBranchesHeldByShards(host, step, branches);
  // In one process too, a branch whose shard already finished in the run root is not run again:
  // its verified verdict is taken as a merge would take it (a foreach item's finished shard is its
  // item run, which a resume records the same way).
  const intake = merging ?? shardIntake(step.id, []);
  const results = intake.accept(host, step);
  const { state } = host.apply({ event: 'attempt_started', at: host.now(), step: step.id, visit: 0, attempt: 0 });
  const { visit, attempt } = state.in_flight!;
  host.apply({ event: 'parallel_begun', at: host.now(), step: step.id, visit, join });
  // In flight, with every branch's record, before any branch starts.
  host.commit();
  const run = new ParallelRun(host, step, branches, join);
  if (results.size > 0) run.merge(results, intake.report.merged);
  if (!merging) await run.execute();
  const durationMs = host.clock() - started;
  const finished = (ok: boolean, r: { code?: string; gateStatus?: string; next?: string | null }): void => {
    const s = host.state();
    host.ports.onEvent?.({ type: 'stage_finished', step: step.id, visit, attempt, ok, ...r, durationMs, ...host.progress(s.completed_steps, step.id), totalSteps: declaredStepCount(host.workflow) });
  };
  if (run.decided === undefined && merging && run.error === undefined) {
    // Branches without a verdict here stay pending: listed by `shards` again, or run by a resume.
    const left = branches.filter((b) => ['pending', 'running'].includes(branchRecord(host.state(), step.id, b.id).status)).map((b) => b.id);
    merging.report.pending.push(...left);
    const merged = merging.report.merged.length;
    const message = `parallel step ${step.id}: merged ${merged} shard${merged === 1 ? '' : 's'}; the join (${join}) is not decided yet and ${left.length} branch${left.length === 1 ? '' : 'es'} still pending (${left.join(', ')}): ${removeLeftoversFirst(merging.report, host.ctx.runId)}run them as shards (stagegate shards lists them) and merge again, or resume to run them here`;
    host.apply({ event: 'stopped', at: host.now(), code: 'PARTIAL_RESUMABLE', message });
    host.commit();
    return 'PARTIAL_RESUMABLE';
  }
  const waiting = run.waiting();
  if (run.decided === undefined && run.error === undefined && waiting.length > 0) {
    // Branches' child runs paused and every other branch is final: the step waits for them (a
    // pause, as a child_workflow step's: nothing failed). The approvals they wait for, in
    // declared order, are what the run's outcome names (the first in its next command).
    host.childrenAwaitApproval(waiting.flatMap((w) => (w.approval ? [w.approval] : [])));
    const t = host.apply({ event: 'parallel_paused', at: host.now(), step: step.id, branches: waiting.map((w) => w.branch), message: pauseMessage(step, waiting) });
    host.commit();
    finished(false, { code: t.stop!, next: t.state.active_step });
    return t.stop;
  }
  if (run.decided === undefined) {
    // A branch stopped with a code that is not a verdict (gate or contract error, budget …):
    // like a sequential stage, the step stays active and a resume runs the unfinished branches.
    const error = run.error!;
    host.apply({ event: 'attempt_failed', at: host.now(), step: step.id, code: error.code, message: error.message, exit_status: null, signal: null, duration_ms: durationMs, log: null, ...(error.answerCommand !== undefined ? { answer_command: error.answerCommand } : {}) });
    host.commit();
    finished(false, { code: error.code });
    // The branch's gate at a line of its output, as a sequential stage's: the outcome's location.
    if (error.location) host.stopAt(error.code, error.location);
    return error.code;
  }
  const applied = host.apply({
    event: 'join_decided',
    at: host.now(),
    step: step.id,
    outcome: run.decided,
    summary: run.summary(),
    source_gaps: run.sourceGaps,
    present: host.present(conditionalInputs(step.def.statuses)),
    duration_ms: durationMs,
    stop_after: host.stopsAfter(step.id),
    to: null,
    stop: null,
  });
  host.commit();
  // A decided join is the step's status, routed by its statuses map like a stage's gate (PARALLEL_FAILED
  // too: it leads where the map says, or to the stop the run ends in), not a failed attempt. A
  // failed join the map does not route (WORKFLOW_BLOCKED_PARALLEL_JOIN, or on_failure's stop) is
  // the step failing: marked as a failed step is (✗ and the stop), never ✓.
  const routed = Object.prototype.hasOwnProperty.call(step.def.statuses ?? {}, 'PARALLEL_FAILED');
  const stops = applied.stop !== undefined && applied.stop !== 'WORKFLOW_COMPLETE' && applied.stop !== 'PARTIAL_RESUMABLE';
  if (run.decided === 'PARALLEL_FAILED' && !routed && stops) {
    finished(false, { code: applied.stop!, next: applied.state.active_step });
    return applied.stop;
  }
  finished(true, { gateStatus: run.decided, ...(applied.stop !== undefined ? { code: applied.stop } : {}), next: applied.state.active_step });
  return applied.stop;
}

class ParallelRun {
  decided: JoinOutcome | undefined;
  error: BranchError | undefined;
  sourceGaps = false;
  private fatal: unknown;
  /** Branches whose child runs paused in this invocation (runChildBranch). */
  private readonly paused = new Map<string, Waiting>();
  private succeeded = 0;
  private failed = 0;
  private active = 0;
  /**
   * A finished branch's verdict is applied but not committed yet: it is committed with the start
   * of the branch that takes its slot (one append and one projection where there were two; a
   * wave of 8 branches ending together queued 16 commits), or at once when none starts.
   */
  private owed = false;
  /** What the finished branches say (stage_finished), told once their verdicts are on disk. */
  private untold: RunEvent[] = [];
  private queue: StepModel[] = [];
  private next = 0;
  private readonly max: number;

  constructor(
    private readonly host: RunHost,
    private readonly step: StepModel,
    private readonly branches: readonly StepModel[],
    private readonly join: JoinMode,
  ) {
    this.max = step.def.parallel?.max_concurrency ?? DEFAULT_MAX_CONCURRENCY;
    const records = parallelOf(host.state(), step.id).branches;
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

  /** The branches waiting on their paused child runs, in declared order. */
  waiting(): Waiting[] {
    return this.branches.flatMap((b) => {
      const w = this.paused.get(b.id);
      return w ? [w] : [];
    });
  }

  private label(branch: StepModel): string {
    return `${this.step.id}.${branch.id}`;
  }

  /** One line for the join: the branches as join_decided leaves them (the unfinished ones marked). */
  summary(): string {
    const records = parallelOf(markNotRun(this.host.state(), this.step.id), this.step.id).branches;
    const by = (status: BranchRecord['status']) => this.branches.filter((b) => records[b.id]?.status === status).map((b) => b.id);
    const parts: string[] = [`${this.succeeded} of ${this.branches.length} succeeded`];
    // Each failed branch with how it failed and its log: the cause, not only the name.
    const failed = by('failed').map((id) => {
      const r = records[id]!;
      return `${id} (${howBranchFailed(r)}${r.log !== null ? `, log ${r.log}` : ''})`;
    });
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
                this.settleDebt();
                this.tell();
              });
          }
          if (this.active === 0) resolve();
        };
        pump();
      });
    }
    if (this.fatal !== undefined) throw this.fatal;
  }

  /**
   * `stagegate merge`: each open branch with a verified shard result takes that result, in
   * declared order (so the journal is the same whatever order the shards finished in): its agent
   * attempts, its accepted output and its final record, as the branch's own run would have
   * recorded them here (on this visit).
   */
  merge(results: ReadonlyMap<string, ShardResult>, merged: string[]): void {
    const { host, step } = this;
    const visit = parallelOf(host.state(), step.id).visit;
    for (const branch of this.queue) {
      const result = results.get(branch.id);
      const record = result ? shardBranchRecord(result.state, step.id, branch.id) : undefined;
      if (!result || !record) continue;
      for (const attempt of result.state.steps[step.id]?.transcripts ?? []) host.apply({ event: 'agent_attempt', at: host.now(), record_on: step.id, record: { ...attempt, visit } });
      const key = artifactKey(step.id, branch.id);
      const artifact = result.state.artifacts[key];
      if (artifact) host.apply({ event: 'branch_artifact', at: host.now(), key, artifact: { ...artifact, visit } });
      const { token: _token, visit: _visit, ...patch } = record;
      this.update(branch, patch);
      merged.push(branch.id);
      this.settle(record.status === 'succeeded' ? { kind: 'succeeded' } : { kind: 'failed', sourceGaps: record.code === 'WORKFLOW_BLOCKED_SOURCE_GAPS' });
      this.emit({ type: 'note', message: `${this.label(branch)}: ${record.status} (merged from shard ${result.folder})`, step: this.label(branch) });
    }
    // A branch merged here never starts here.
    this.queue = this.queue.filter((b) => !merged.includes(b.id));
    host.commit();
  }

  /** Report the finished branches whose verdicts are committed now (the progress line says done only then). */
  private tell(): void {
    // Not committed (a commit failed: the run stops with STATE_WRITE_FAILED): never told as done.
    if (this.owed || this.fatal !== undefined) return;
    const told = this.untold;
    this.untold = [];
    for (const event of told) this.emit(event);
  }

  /** Commit a finished branch's verdict that no branch start committed (see `owed`). */
  private settleDebt(): void {
    if (!this.owed) return;
    this.owed = false;
    try {
      this.host.commit();
    } catch (error) {
      this.fatal ??= error;
    }
  }

  private settle(outcome: BranchOutcome): void {
    if (outcome.kind === 'succeeded') this.succeeded++;
    else if (outcome.kind === 'failed') {
      this.failed++;
      if (outcome.sourceGaps) this.sourceGaps = true;
    } else if (outcome.kind === 'error') {
      const { kind: _kind, ...error } = outcome;
      this.error ??= error;
    }
    this.decided ??= joinDecision(this.join, this.branches.length, this.succeeded, this.failed);
  }

  private update(branch: StepModel, patch: Partial<BranchRecord>): void {
    this.host.apply({ event: 'branch_updated', at: this.host.now(), step: this.step.id, branch: branch.id, patch });
  }

  private record(branch: StepModel): BranchRecord {
    return branchRecord(this.host.state(), this.step.id, branch.id);
  }

  private emit(event: RunEvent): void {
    this.host.ports.onEvent?.(event);
  }

  private runBranch(branch: StepModel): Promise<BranchOutcome> {
    return branch.kind === 'child_workflow' ? this.runChildBranch(branch) : this.runProcessBranch(branch);
  }

  /**
   * Where else this branch may have run `stagegate once` on this visit: in a shard's run, the run's
   * own journal (the branch ran here before the shard took it); in the run, the branch's shard
   * journal (a shard ran it before this process took it over).
   */
  private effectsAlso(branch: StepModel): Record<string, string> {
    const { host, step } = this;
    if (host.request.effectsAlso !== undefined) return { [EFFECTS_ALSO_VARIABLE]: host.request.effectsAlso };
    const shard = host.workspace.tryResolve(branchShardStatePath(host.ctx.runRoot.rel, step.id, branch.id, this.record(branch).visit));
    return shard === undefined ? {} : { [EFFECTS_ALSO_VARIABLE]: effectsAlsoEntry('*', journalPathFor(shard.abs)) };
  }

  /** An outcome that is not a verdict: the branch stays pending (a resume runs it again). */
  private errored(branch: StepModel, code: string, message: string, answerCommand?: string): BranchOutcome {
    this.update(branch, { status: 'pending', code, error: message });
    this.host.commit();
    return { kind: 'error', code, message, ...(answerCommand !== undefined ? { answerCommand } : {}) };
  }

  private async runProcessBranch(branch: StepModel): Promise<BranchOutcome> {
    const { host, step } = this;
    const bindings = branchBindings(host.ctx.bindings, step, branch, host.state());
    let output: WorkspacePath | undefined;
    let stage: PreparedStage;
    try {
      output = resolveOutput(branch, bindings, host.workspace, host.workflow, runFileOf(host.ctx, host.ancestry));
      stage = processStageFor(branch.kind)!({ workflow: host.workflow, workspace: host.workspace, step: branch, state: host.state(), bindings, output, agents: host.request.agents ?? {} });
    } catch (error) {
      if (!isStagegateError(error)) throw error;
      return this.errored(branch, error.code, `branch ${this.label(branch)}: ${error.message}`);
    }
    const subject: AttemptSubject = {
      step: branch,
      recordOn: step,
      label: this.label(branch),
      outputStep: step.id,
      outputBranch: branch.id,
      logStem: artifactKey(step.id, branch.id),
      envStep: step.id,
      extraEnv: { STAGEGATE_BRANCH: branch.id, ...this.effectsAlso(branch) },
      bindings,
      output,
      stage,
      peek: () => {
        const previous = this.record(branch);
        return { visit: previous.visit, attempt: previous.attempt + 1, previousFailure: previous.error };
      },
      begin: (token) => {
        // Committed right after this (before the process starts), with any verdict still owed.
        this.owed = false;
        const previous = this.record(branch);
        const attempt = previous.attempt + 1;
        const logRoot = host.ctx.runRoot.rel === '.' ? '' : host.ctx.runRoot.rel + '/';
        // The token is on disk with the running record, before the process starts (run/leftovers.ts).
        this.update(branch, { status: 'running', attempt, log: `${logRoot}logs/${artifactKey(step.id, branch.id)}.v${previous.visit}.a${attempt}.log`, token });
      },
      fail: (f, final) => {
        const retryable = RETRYABLE.has(f.code);
        const status: Partial<BranchRecord> = !final ? { status: 'pending' } : retryable ? { status: 'failed', gate_status: null } : { status: 'pending' };
        this.update(branch, { exit_status: f.result.exitCode, duration_ms: f.result.durationMs, log: f.log.rel, code: f.code, error: f.message, ...status });
        if (final) host.commit();
        this.emit({ type: 'stage_finished', step: this.label(branch), visit: f.visit, attempt: f.attempt, ok: false, code: f.code, exitStatus: f.result.exitCode, durationMs: f.result.durationMs, ...host.progress(host.state().completed_steps, this.label(branch)), totalSteps: declaredStepCount(host.workflow), logPath: f.log.rel });
      },
    };
    const end = await runAttempts(host, subject);
    if (end.kind === 'spent') return this.errored(branch, 'WORKFLOW_BUDGET_EXCEEDED', end.breach.message);
    // Not a verdict: the branch stays pending (a resume runs it again as its next attempt).
    if (end.kind === 'interrupted') return this.errored(branch, 'WORKFLOW_INTERRUPTED', end.message);
    if (end.kind === 'failed') return RETRYABLE.has(end.failed.code) ? { kind: 'failed', sourceGaps: false } : { kind: 'error', code: end.failed.code, message: end.failed.message, ...(end.failed.location ? { location: end.failed.location } : {}) };
    return this.accepted(branch, end.accepted);
  }

  /** A branch attempt that passed judging: its gate status routes it to DONE (succeeded) or BLOCKED (failed). */
  private accepted(branch: StepModel, a: Accepted): BranchOutcome {
    const { host } = this;
    const key = artifactKey(this.step.id, branch.id);
    let outcome: BranchOutcome = { kind: 'succeeded' };
    let gateStatus: string | null = null;
    if (a.verdict.gate) {
      const gate = a.verdict.gate;
      gateStatus = gate.status;
      const present = host.present(conditionalInputs(branch.def.statuses));
      const route = routeStatus(branch, gate.status, (n) => present.includes(n));
      if (route?.kind !== 'done' && route?.kind !== 'blocked') {
        // validate allows only DONE and BLOCKED here; a step target would mean a hand-edited model.
        return this.errored(branch, 'WORKFLOW_STATUS_CONTRACT_VIOLATION', `branch ${this.label(branch)} reported ${gate.status}, which routes to a step: branch statuses lead to DONE or BLOCKED only`);
      }
      if (route.kind === 'blocked') outcome = { kind: 'failed', sourceGaps: gate.source_resolvable_open > 0 };
      // The digest of the bytes the gate was read from (one pass in the judge), never a second read.
      const evidence = a.verdict.evidence;
      const { sha256, size } = a.verdict.digest;
      const at = host.now();
      host.apply({ event: 'branch_artifact', at, key, artifact: { path: evidence.rel, sha256, size, step: key, gate_status: gate.status, visit: a.visit, accepted_at: at } });
      this.update(branch, { output: evidence.rel, sha256, gate: gateRecordOf(gate) });
    } else {
      // An action branch judged by its exit status may revise accepted outputs, as an action step
      // does (process/revisions.ts): re-recorded, so the run's end check, status and a resume do not
      // take the revision for tampering. Not this step's own branches' outputs: a sibling still
      // running may be rewriting its earlier visit's output, which its own verdict records.
      const revised = Object.fromEntries(Object.entries(revisedArtifacts(host.state(), host.workspace, key)).filter(([owner]) => branchOfArtifactKey(host.workflow, owner)?.step.id !== this.step.id));
      if (Object.keys(revised).length > 0) host.apply({ event: 'artifacts_revised', at: host.now(), artifacts: revised });
    }
    this.update(branch, {
      exit_status: a.result.exitCode,
      duration_ms: a.result.durationMs,
      log: a.log.rel,
      status: outcome.kind === 'succeeded' ? 'succeeded' : 'failed',
      gate_status: gateStatus,
      code: outcome.kind === 'failed' && outcome.sourceGaps ? 'WORKFLOW_BLOCKED_SOURCE_GAPS' : null,
      error: null,
    });
    this.owed = true;
    this.untold.push({
      type: 'stage_finished',
      step: this.label(branch),
      visit: a.visit,
      attempt: a.attempt,
      ok: true,
      gateStatus: gateStatus ?? 'exit 0',
      // A branch leads to DONE (it succeeded) or BLOCKED (it failed), never to a step.
      next: outcome.kind === 'succeeded' ? 'DONE' : 'BLOCKED',
      durationMs: a.result.durationMs,
      ...host.progress(host.state().completed_steps, this.label(branch)),
      totalSteps: declaredStepCount(host.workflow),
      logPath: a.log.rel,
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
    const base = host.state();
    const scratchRecord: StepRecord = { kind: branch.kind, status: 'pending', visits: previous.visit, attempts: previous.attempt, visit_attempts: previous.attempt, ...(previous.child ? { child: previous.child } : {}) };
    let scratch: RunState = {
      ...base,
      active_step: branch.id,
      in_flight: previous.attempt > 0 ? { step: branch.id, visit: previous.visit, attempt: previous.attempt, started_at: host.now() } : null,
      steps: { ...base.steps, [branch.id]: scratchRecord },
      completed_steps: [],
      failed_or_blocked_steps: [],
      // The scratch run's own transitions: its last one says how the branch's child ended.
      last_transition: null,
      recent: [],
    };
    // The branch as a step of the scratch run (its transitions lead to DONE or BLOCKED only).
    const scratchWorkflow: Workflow = { ...host.workflow, steps: new Map([...host.workflow.steps, [branch.id, branch]]) };
    let approval: ChildApproval | undefined;
    const carry = (): void => {
      const r = scratch.steps[branch.id]!;
      const flight = scratch.in_flight;
      this.update(branch, { ...(flight ? { attempt: flight.attempt, status: 'running' as const } : {}), ...(r.child ? { child: r.child } : {}) });
    };
    const ctx: RunContext = { ...host.ctx, bound: { ...host.ctx.bound, controls: { ...host.ctx.bound.controls, stopAfterStep: null } } };
    const scratchCount = new StepCount(host.workflow);
    const childHost: RunHost = {
      workflow: host.workflow,
      workspace: host.workspace,
      request: host.request,
      ancestry: host.ancestry,
      ctx,
      ports: prefixed(host.ports, step.id),
      state: () => scratch,
      apply: <E extends JournalEvent>(event: E): Applied => {
        const applied = applyEvent(scratch, event, scratchWorkflow);
        scratch = applied.state;
        return applied;
      },
      // The scratch run's news reaches the journal as the branch's record, committed at once
      // (the child's start must be on disk before the child runs).
      commit: () => {
        carry();
        this.owed = false;
        host.commit();
      },
      stopsAfter: () => false,
      // Told to the run by the step once it pauses: every waiting branch's, in declared order.
      childrenAwaitApproval: (children) => {
        approval = children[0];
      },
      childRefusedSource: () => host.childRefusedSource(),
      stopFix: (code, hint) => host.stopFix(code, hint),
      // A branch asks no person (validate: PARALLEL_BRANCH_TARGET): it takes no answer.
      takeAnswer: () => undefined,
      answerWaits: () => false,
      stopAt: (code, location) => host.stopAt(code, location),
      warn: (message, said, step) => host.warn(message, said, step),
      present: (names) => host.present(names),
      now: () => host.now(),
      clock: () => host.clock(),
      stagesRan: (count) => host.stagesRan(count),
      // The scratch run counts its own steps (as it did before): its own highest count.
      progress: (completed, step) => scratchCount.after(completed, step),
      envBase: () => host.envBase(),
      attemptToken: () => host.attemptToken(),
      runChild: (request, ports) => host.runChild(request, ports),
    };
    const started = host.clock();
    const { stop, paused } = await runChild(childHost, branch);
    const r = scratch.steps[branch.id]!;
    const last = scratch.last_transition;
    const attempt = last?.attempt ?? previous.attempt + 1;
    const gateStatus = (r.gate?.['status'] as string | undefined) ?? r.child?.status ?? null;
    const common: Partial<BranchRecord> = { attempt, gate_status: gateStatus, duration_ms: host.clock() - started, exit_status: null, ...(r.child ? { child: r.child } : {}) };
    if (last?.outcome === 'complete') {
      this.update(branch, { ...common, status: 'succeeded', code: null, error: null });
      host.commit();
      return { kind: 'succeeded' };
    }
    if (paused && stop === 'PARTIAL_RESUMABLE' && last?.outcome === 'stopped') {
      // The child paused: the branch waits (pending, no failure code: a resume runs it again and
      // continues the child); the step pauses once no other branch is left to run.
      this.update(branch, { ...common, status: 'pending', code: null, error: null });
      host.commit();
      this.paused.set(branch.id, { branch: branch.id, pause: paused, ...(approval ? { approval } : {}) });
      return { kind: 'paused' };
    }
    if (last?.outcome === 'blocked' || (stop !== undefined && RETRYABLE.has(stop))) {
      const sourceGaps = stop === 'WORKFLOW_BLOCKED_SOURCE_GAPS';
      this.update(branch, { ...common, status: 'failed', code: sourceGaps ? stop : last?.outcome === 'blocked' ? null : stop!, error: last?.outcome === 'blocked' ? null : (scratch.message ?? null) });
      host.commit();
      return { kind: 'failed', sourceGaps };
    }
    this.update(branch, common);
    const code = stop ?? 'WORKFLOW_STATUS_CONTRACT_VIOLATION';
    const message = stop === undefined ? `branch ${this.label(branch)} routed its child's outcome to a step: branch statuses lead to DONE or BLOCKED only` : (scratch.message ?? code);
    // A question in the child run (or below it): the command that answers, as its child_failed recorded it.
    return this.errored(branch, code, message, code === 'WORKFLOW_ANSWER_REQUIRED' ? r.answer_command : undefined);
  }
}

/** The step's pause: each waiting branch's child run, what it said, and where it is decided. */
function pauseMessage(step: StepModel, waiting: readonly Waiting[]): string {
  const one = waiting.length === 1;
  const run = ({ pause }: Waiting) => `run ${pause.runId ?? '-'} of ${pause.workflowFile} paused: ${pause.childMessage}${pause.decide !== undefined ? ` (decide there: ${pause.decide})` : ''}`;
  const parts = one ? `branch ${waiting[0]!.branch}: ${run(waiting[0]!)}` : `${waiting.length} branches: ${waiting.map((w) => `branch ${w.branch}: ${run(w)}`).join('; ')}`;
  return `parallel step ${step.id} waits on ${parts}; then resume this run to continue ${one ? 'its child run' : 'their child runs'}`;
}

/**
 * A branch's folder is also its shard's (`run --shard`, core/shards): a leg running it there holds
 * its lock. An in-process run never runs a branch a live leg holds (the leg checks the run's lock
 * after taking its own, so the two never both run it): nothing is recorded, the run stops locked.
 */
function refuseBranchesHeldByShards(host: RunHost, step: StepModel, branches: readonly StepModel[]): void {
  const record = host.state().steps[step.id];
  const visit = currentVisit(record);
  const records = record?.parallel?.visit === visit ? record.parallel.branches : undefined;
  for (const branch of branches) {
    const status = records?.[branch.id]?.status ?? 'pending';
    if (status !== 'pending' && status !== 'running') continue;
    const statePath = branchShardStatePath(host.ctx.runRoot.rel, step.id, branch.id, visit);
    const abs = host.workspace.tryResolve(statePath)?.abs;
    if (abs !== undefined && RunLock.isHeld(`${abs}.lock`)) {
      throw new StagegateError('WORKFLOW_LOCKED', `parallel step ${step.id}: branch ${branch.id} is running as a shard (${statePath}.lock is held by a live leg); nothing was changed`, { hint: 'Resume once it ends, or merge it (stagegate merge).' });
    }
  }
}

/**
 * A merge interrupted while it copied shards here: its folders are not branch runs to resume (nothing
 * is recorded, the run stops); a marker whose folders are all gone is removed — here, before the
 * shard intake verifies the run root's shards (a refused one would otherwise leave it behind for
 * `run --shard` to stop on). The intake's own marker bookkeeping (the merge's: shards/intake.ts)
 * then finds no marker and copies nothing, so on a resume it never acts.
 */
function refuseInterruptedMerge(host: RunHost, step: StepModel): void {
  const naming = host.ctx.naming;
  const merging = interruptedMergeAtResume(host.workspace, host.ctx.statePath.abs, { runId: host.ctx.runId, workflowFile: host.workflow.file, commandName: naming?.commandName ?? 'stagegate', locating: naming?.locating ?? [] });
  if (merging) throw new StagegateError('SHARD_MERGE_INTERRUPTED', `parallel step ${step.id}: ${merging.message}`, { hint: merging.fix });
}

/** Child events told as this step's: `<step>.<branch>/<child step>` (STEP.BRANCH as arguments name a branch). */
function prefixed(ports: RunnerPorts, stepId: string): RunnerPorts {
  const emit = ports.onEvent;
  if (!emit) return ports;
  return {
    ...ports,
    onEvent: (event) => {
      if (event.type === 'note') emit(scopedNoteEvent(`${stepId}.`, event));
      else if (event.type === 'run_started') emit(event);
      else emit({ ...event, step: `${stepId}.${event.step}` });
    },
  };
}
