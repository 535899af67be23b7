// `approve` / `reject`: record a decision on a run paused at an approval step. Takes the run
// lock, checks the state's integrity, records the decision in one atomic state write. The run
// continues on the next `stagegate run` (resume).
import { answerCommand, askingStep, unansweredAsks } from '../run/asked-next.js';
import { rerunCommand } from '../run/rewind.js';
import { collectionKeyStop, editedResume, rerunStepForStop } from '../run/rerun-next.js';
import type { WorkflowReaders } from '../model/workflow-readers.js';
import { isStagegateError } from '../run/errors.js';
import { loadAndCheck } from '../model/load-and-check.js';
import { loadRun } from '../state/store.js';
import { exitStatusFor } from '../run/stop-codes.js';
import type { Invocation } from '../model/invocation.js';
import { editRunState, resumeCommand } from './edit-run.js';
import { topRunInWords, topRunOf } from '../run/top-run.js';
import type { AgentSelection } from '../agents/registry.js';
import type { ApprovalDecision } from '../steps/approval/transition.js';
import type { ApprovalRecord, RunState } from '../state/state.js';
import type { Workflow } from '../model/workflow.js';
import type { Workspace } from '../workspace/workspace.js';
import type { RunContext } from '../run/context.js';
import { approverNotAllowed, childrenDecided, isApprover, childrenPausedFor, notPendingInChild, ownPendingApproval, ResumeToGoOn, type PausedChild } from '../steps/approval/transition.js';
import { childRunLocating } from '../steps/child/run.js';
import { decisionAheadInWords } from '../steps/approval/after-decision.js';
import { branchesOf } from '../steps/parallel/branches.js';
import { runCommandLine, runTarget } from '../run/command-line.js';
import { stateLocatingInputs } from '../model/run-scope.js';
import { effectivePolicy, refuses, sourceChange } from '../run/source-drift.js';
import type { ReportHead } from '../run/host.js';

export interface DecisionReport extends ReportHead {
  statePath: string | null;
  decision: ApprovalDecision;
  record: ApprovalRecord | null;
  nextCommand: string | null;
  /** Where in a file the refusal was found (a workflow error), as run --json's `location`. */
  location?: { file?: string; line?: number; column?: number };
  /**
   * Decided at a commit where the plain resume would stop STALE_ARTIFACT_REJECTED (the run's
   * verdicts made at another, on_source_change: refuse): nextCommand is the resume with
   * `--on-source-change rerun` (as that refusal's own next_command), this the one with `keep`.
   */
  nextAlternative?: string;
  /** Why nextCommand may need the run's agent flags (edit-run.ts resumeCommand); null: it does not. */
  nextNote: string | null;
  /**
   * Decided at another source commit than the one the run paused for this approval at: recorded
   * (not refused), and what that means for a resume said here (sourceWarning()).
   */
  sourceWarning?: string;
  /**
   * The workflow file's errors in approval messages the decision was recorded despite (the run
   * paused before stagegate checked them; load-and-check.ts isApprovalMessageFinding), each with
   * file:line and what fixing it takes before the run continues.
   */
  workflowWarnings?: string[];
  /**
   * Refused because the run is paused in child workflow runs that await a decision there: those
   * runs (pausedChildRuns), so a caller that decides through the parent (the Action, whose later
   * job restores the children with the parent's state) can record the decision in the child.
   */
  pausedIn?: PausedChildRun[];
}

export interface DecisionInput {
  decision: ApprovalDecision;
  by: string;
  note: string | null;
  commandName?: string;
  /**
   * Reads the source commit the decision is made at (the workspace's git HEAD; the pull request's
   * head in the Action). Asked at most once, and only when there is a run's state to decide on (no
   * `git rev-parse` for a workflow that did not load or a run that has not started).
   */
  sourceCommit?: () => string | null;
  /** The agent flags the resume needs, carried into nextCommand as given. */
  agents?: AgentSelection;
  /** The CLI: commands in hints repeat the input values that locate a run (never in the Action's summary). */
  inputsInHints?: boolean;
}

/** A child workflow run this run is paused in (childrenPausedFor) and the run as a command names it. */
export interface PausedChildRun {
  child: PausedChild;
  /** `<workflow file> --run-id <id>` and, with `withInputs`, the inputs that locate the child's state. */
  target: string;
  /** Who may decide the child's own approval (null: anyone, or not known), as the run that paused says (paused-next.ts). */
  approvers: string[] | null;
  /** The child's own approval step it awaits a decision at (null: it is paused in children of its own, or cannot be read). */
  step: string | null;
  /** The child's inputs that locate its state (besides run_id), resolved as the step invokes it. */
  inputs: Array<[string, string]>;
}

/**
 * The child workflow runs this run is paused in and that still await a decision there (each read
 * from its own state: awaitsDecision) — its active child_workflow step's, or those of the
 * child_workflow branches of its active parallel step — each with the run as approve or reject
 * names it; and `decided`: those the run paused in that no longer await one (decided since: a
 * resume of this run continues them). A branch's child is located as that branch (a step model of
 * its own) invokes it.
 */
export function pausedChildRuns(state: RunState, wf: Workflow, workspace: Workspace, bindings: ReadonlyMap<string, string>, withInputs: boolean, importers: WorkflowReaders = {}): { runs: PausedChildRun[]; decided: PausedChild[] } {
  const all = childrenPausedFor(state);
  const step = all.length > 0 && state.active_step !== null ? wf.steps.get(state.active_step) : undefined;
  if (!step) return { runs: [], decided: [] };
  const children: Array<{ child: PausedChild; approvers: string[] | null; step: string | null }> = [];
  const decided: PausedChild[] = [];
  for (const child of all) {
    const awaits = awaitsDecision(child, workspace, importers);
    if (awaits === false) decided.push(child);
    else children.push({ child, approvers: awaits === true ? null : awaits.approvers, step: awaits === true ? null : awaits.step });
  }
  const branches = step.kind === 'parallel' ? branchesOf(wf, step) : [];
  const runs = children.map(({ child, approvers, step: pendingAt }) => {
    const invoker = child.branch === undefined ? step : branches.find((b) => b.id === child.branch);
    const inputs = invoker ? childRunLocating(wf, workspace, bindings, state, invoker, child, importers) : [];
    const target = runTarget(child.workflow_file, child.run_id, withInputs ? inputs : []);
    return { child, target, approvers, step: pendingAt, inputs };
  });
  return { runs, decided };
}

/**
 * Whether a child run the parent's record says it paused in still awaits a decision, by the
 * child's own state (its journal replayed, as a resume of it would): paused at its own approval
 * step, or in child runs of its own (by its record). A child decided since (or finished, or run
 * on by hand) does not. One that cannot be read is taken to: approve or reject there says why.
 * At its own approval step: who may decide it (its approvers; null: anyone).
 */
function awaitsDecision(child: PausedChild, workspace: Workspace, importers: WorkflowReaders): boolean | { approvers: string[] | null; step: string } {
  try {
    // Loaded and checked as a run of it loads it: a child workflow run refuses (thrown, caught below) cannot be read.
    const workflow = loadAndCheck(workspace, child.workflow_file, importers);
    const statePath = child.state_path !== null ? workspace.tryResolve(child.state_path) : undefined;
    const manifestPath = child.manifest_path !== null ? workspace.tryResolve(child.manifest_path) : undefined;
    if (!statePath) return true;
    const load = loadRun({ state: statePath.abs, ...(manifestPath ? { manifest: manifestPath.abs } : {}) }, workflow, statePath.rel);
    // Unreadable, or another run stands there now: cannot tell.
    if (load.kind !== 'ok' || load.state.run_id !== child.run_id) return true;
    const s = load.state;
    if (s.status !== 'PARTIAL_RESUMABLE' || s.in_flight !== null) return false;
    // At its own approval: who may decide it (the run that paused names them in its next: command).
    const own = ownPendingApproval(s);
    if (own !== undefined) return { approvers: own.approvers ?? null, step: own.step };
    return childrenPausedFor(s).length > 0;
  } catch (error) {
    if (!isStagegateError(error)) throw error;
    return true;
  }
}

/**
 * A run not started yet: it pauses for a decision at an approval step (its own, or a child run's,
 * a phase's, an item's or a branch's); a workflow with none of these never does.
 */
function notStartedHint(wf: Workflow, ctx: RunContext, commandName: string, inputsInHints: boolean): string {
  // A composite workflow (entry undefined) runs phases: child workflows, each may have one.
  const mayPause = wf.entry === undefined || [...wf.steps.values()].some((s) => ['approval', 'child_workflow', 'foreach', 'parallel'].includes(s.kind));
  if (!mayPause) return `Workflow ${wf.name} has no approval step (nor a child workflow, foreach or parallel step that could have one): no run of it ever awaits approval.`;
  // A CI job starts from a fresh checkout: the run a job before paused is only here once its run root is restored.
  const start = runCommandLine(commandName, wf.file, ctx.runId, inputsInHints ? stateLocatingInputs(wf, ctx.bound.explicit) : []);
  return `In CI (each job a fresh checkout), restore the run's state first: the run root the job that paused it saved (its state is read at ${ctx.statePath.rel}; docs/run-semantics.md#carrying-a-run-between-jobs-or-machines), then approve again. If the run has not started, start it with ${start}; it pauses at its approval step.`;
}

export function recordApproval(workspaceRoot: string, workflowFile: string, invocation: Invocation, input: DecisionInput, now: Date, importers: WorkflowReaders): DecisionReport {
  const base: DecisionReport = { status: 'APPROVAL_NOT_PENDING', exitCode: 0, message: '', workflow: null, runId: null, statePath: null, decision: input.decision, record: null, nextCommand: null, nextNote: null };
  // The source commit the run paused for this approval at (read with the state the decision is made on).
  let requestedAt: string | null = null;
  // The source commit the decision is made at: read once the run's state is there to decide on.
  let decidedAt: string | null | undefined;
  // The run as the refusal found it: an active run's refusal names the resume that goes on (next:).
  let found: { state: RunState; wf: Workflow; ctx: RunContext } | undefined;
  try {
    const { workflow, ctx, applied, tolerated } = editRunState(
      workspaceRoot,
      workflowFile,
      invocation,
      now,
      {
        notStarted: { code: 'APPROVAL_NOT_PENDING', message: (c) => `no run ${c.runId} was found at ${c.statePath.rel} (no state there), so nothing awaits approval`, hint: (wf, c) => notStartedHint(wf, c, input.commandName ?? 'stagegate', input.inputsInHints === true) },
        verb: 'decide',
        command: input.decision === 'rejected' ? 'reject' : 'approve',
        withManifest: false,
        tolerateApprovalMessages: true,
        inputsInHints: input.inputsInHints === true,
        ...(input.commandName !== undefined ? { commandName: input.commandName } : {}),
      },
      (wf, c) => Object.assign(base, { workflow: wf.name }, c ? { runId: c.runId, statePath: c.statePath.rel } : {}),
      (state, wf, c) => {
        // Paused in a child workflow: the refusal names the child run with the inputs that locate it.
        // A child of a parallel step's branch is located as that branch (a step model of its own) invokes it.
        // Only the children that still await a decision there are named; when none does, the run
        // is ready to resume.
        const verb = input.decision === 'approved' ? 'approve' : 'reject';
        found = { state, wf, ctx: c };
        const { runs: paused, decided } = pausedChildRuns(state, wf, c.workspace, c.bindings, input.inputsInHints === true, importers);
        if (paused.length > 0) {
          base.pausedIn = paused;
          throw notPendingInChild(
            state,
            verb,
            paused.map((p) => p.child),
            paused.map((p) => p.target),
            input.commandName,
          );
        }
        if (decided.length > 0) throw childrenDecided(state, verb, decided);
        const own = ownPendingApproval(state);
        // Not an approver: refused here, where the command that decides this run is known (replay refuses it too).
        if (own?.approvers && state.in_flight === null && !isApprover(own.approvers, input.by)) {
          const target = runTarget(wf.file, c.runId, input.inputsInHints === true ? stateLocatingInputs(wf, c.bound.explicit) : []);
          throw approverNotAllowed(input.by, verb, own.step, own.approvers, `${input.commandName ?? 'stagegate'} ${verb} ${target}`, wf.steps.get(own.step)?.def.approval?.approvers ?? null);
        }
        requestedAt = own?.source_commit ?? null;
        decidedAt = input.sourceCommit?.();
        return { event: 'approval_decided', at: now.toISOString(), decision: input.decision, by: input.by, note: input.note, ...(decidedAt !== undefined ? { source_commit: decidedAt } : {}) };
      },
      importers,
    );
    const next = applied.state;
    const record = next.approvals![next.approvals!.length - 1]!;
    const { resume, command, stale } = waysOn(next, workflow, ctx, tolerated.length > 0);
    const workflowWarnings = tolerated.map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.message} Recorded anyway: the message this approval showed was fixed when the run paused. The run continues only once the file is fixed (${(d.hint ?? 'fix the message').replace(/\.$/, '')}), then: ${command}`);
    return {
      ...base,
      status: next.status,
      exitCode: 0,
      // What the resume will do with it (continue at a step, complete, end blocked), not "resume continues" whatever it leads to.
      message: decisionAheadInWords(next, workflow) ?? next.message ?? '',
      record,
      ...nextOf(command, stale),
      nextNote: resume.note,
      ...(requestedAt !== null && decidedAt && decidedAt !== requestedAt ? { sourceWarning: sourceWarning(record, ctx.runId, requestedAt, decidedAt) } : {}),
      ...(workflowWarnings.length > 0 ? { workflowWarnings } : {}),
    };
  } catch (error) {
    if (!isStagegateError(error)) throw error;
    const located = error.location.file !== undefined && error.location.line !== undefined;
    // Nothing to decide in a run that goes on (not at its approval yet, or decided and not resumed):
    // the resume is the command to run next (a run paused in a child names the child's decision in its fix instead).
    const ways = error.code === 'APPROVAL_NOT_PENDING' && found !== undefined && found.state.active_step !== null && base.pausedIn === undefined ? waysOn(found.state, found.wf, found.ctx, false) : undefined;
    // A run stopped WORKFLOW_INPUT_REQUIRED: a plain resume stops there again, so its next is what
    // the run and status name — the rerun from the step whose result it lacks, or none.
    // A step that asks a person for inputs: the resume that answers them, as run and status say it.
    const required = ways !== undefined && found!.state.status === 'WORKFLOW_INPUT_REQUIRED';
    const asked = required ? unansweredAsks(askingStep(found!.wf, found!.state, found!.ctx.workspace), found!.ctx.bindings) : [];
    const rerun = required && asked.length === 0 ? inputRequiredRerun(found!) : undefined;
    // A gate key reported as a list or mapping: the resume that allows the workflow edit its fix asks for.
    const edit = rerun === null && collectionKeyStop(found!.state, found!.ctx.bindings, found!.state.message ?? '');
    const command = ways === undefined ? undefined : asked.length > 0 ? answerCommand(ways.command, asked) : rerun !== undefined && rerun !== null ? rerunCommand(ways.command, rerun) : edit ? editedResume(ways.command) : ways.command;
    const nextWays = ways === undefined || command === undefined || (rerun === null && !edit) ? {} : { ...nextOf(command, ways.stale), nextNote: ways.resume.note };
    // A child workflow's run: the resume its hint names is the one of the run it belongs to, said in full.
    const top = ways !== undefined ? topRunOf(found!.state) : undefined;
    const hint = error instanceof ResumeToGoOn && top !== undefined ? error.hintFor(`${topRunInWords(top)} with ${ways!.command}`) : error.hint;
    return { ...base, status: error.code, exitCode: exitStatusFor(error.code), message: error.message, ...(hint !== undefined ? { hint } : {}), ...(located ? { location: error.location } : {}), ...nextWays };
  }

  /**
   * The resume that continues `state`, and whether it meets stale verdicts at the commit the
   * decision is made at (on_source_change: refuse): then its ways on are rerun and keep.
   * `tolerated`: recorded despite errors in approval messages (the resume needs --allow-workflow-change once the file is fixed).
   */
  function waysOn(state: RunState, workflow: Workflow, ctx: RunContext, tolerated: boolean): { resume: { command: string; note: string | null }; command: string; stale: boolean } {
    const resume = resumeCommand(input.commandName ?? 'stagegate', workflow, ctx, state, input.agents, input.inputsInHints === true);
    const policy = effectivePolicy(invocation, workflow);
    const stale = decidedAt !== undefined && refuses(sourceChange(state, { source_commit: decidedAt, agent_package_version: ctx.agentPackageVersion }, policy), policy);
    const command = tolerated && !resume.command.endsWith(' --allow-workflow-change') ? `${resume.command} --allow-workflow-change` : resume.command;
    return { resume, command, stale };
  }
}

/** The --rerun-from step that lets a run stopped WORKFLOW_INPUT_REQUIRED go on (taken-back-next.ts, unreported-next.ts), or null: no resume goes on. */
function inputRequiredRerun(found: { state: RunState; wf: Workflow; ctx: RunContext }): string | null {
  const { state, wf, ctx } = found;
  const message = state.message ?? '';
  return rerunStepForStop(ctx.workspace, state, wf, ctx.bindings, ctx.runRoot.rel, message) ?? null;
}

/** next: the resume, or at a stale commit its rerun (and keep as the alternative). */
function nextOf(command: string, stale: boolean): Pick<DecisionReport, 'nextCommand' | 'nextAlternative'> {
  return { nextCommand: stale ? `${command} --on-source-change rerun` : command, ...(stale ? { nextAlternative: `${command} --on-source-change keep` } : {}) };
}

/**
 * A decision made at another source commit than the run paused for it at: it is recorded for the
 * commit it was made at, and an approval never counts at another commit (source-drift.ts), so a
 * resume here meets the run's verdicts from the other commit and a resume there asks again.
 */
function sourceWarning(record: ApprovalRecord, runId: string, requestedAt: string, decidedAt: string): string {
  const short = (sha: string) => sha.slice(0, 12);
  return `${record.decision} at commit ${short(decidedAt)}, but run ${runId} paused for approval ${record.step} at commit ${short(requestedAt)}: the decision counts only for a resume at ${short(decidedAt)}, where the run's verdicts made at ${short(requestedAt)} are stale — on_source_change decides (refuse, the default, stops with STALE_ARTIFACT_REJECTED; rerun runs those steps again and asks for this approval again; keep continues with them, recorded as a choice, and this decision counts). A resume at ${short(requestedAt)} asks for the approval again.`;
}
