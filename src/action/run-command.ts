// `command: run | status | plan`: restore the run from its state artifact (persist: artifact),
// call the same core entry as the CLI, save the run root again after `run`, and describe the
// outcome (outputs, summary, annotations, gating). Loaded only for these commands.
import { runWorkflow, type RunOutcome } from '../core/run/runner.js';
import { getStatus, type StatusReport } from '../core/commands/status.js';
import { makePlan } from '../core/commands/plan.js';
import { recordApproval, type DecisionReport } from '../core/commands/approve.js';
import { withPhaseSteps } from '../core/model/phases.js';
import { loadWorkflow } from '../core/model/loader.js';
import { bindInvocation, type Invocation } from '../core/model/invocation.js';
import { Workspace } from '../core/workspace/workspace.js';
import { systemClock, type RunEvent } from '../core/run/ports.js';
import type { RunState } from '../core/state/state.js';
import type { Workflow } from '../core/model/workflow.js';
import { nodeProcessRunner } from '../host/process-runner.js';
import { gitSource } from '../host/git-source.js';
import { emptyOutputs, repoPath, type CommandContext, type CommandResult, type PendingAnnotation } from './context.js';
import { InputError, type ActionInputs, type ApprovalInput } from './inputs.js';
import type { ArtifactScope } from './artifact-store.js';
import { StateArtifactRefused, restoreRun, saveRun, type RestoreResult, type RunLocation } from './persistence.js';
import { MarkdownBudget, code, duration, esc } from './markdown.js';
import { bannerBlock, detailsBlock, graphBlock, inputsList, planTable, stepsTable, stopFix } from './report.js';
import type { CheckConclusion } from './checks.js';

/** Variables a stage process must not inherit: the runner's control files and tokens. */
const SCRUBBED = /^(INPUT_|ACTIONS_RUNTIME_|ACTIONS_RESULTS_URL$|ACTIONS_CACHE_|ACTIONS_ID_TOKEN_REQUEST_|GITHUB_OUTPUT$|GITHUB_ENV$|GITHUB_PATH$|GITHUB_STATE$|GITHUB_STEP_SUMMARY$)/;

export function stageEnvironmentBase(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(env)) if (!SCRUBBED.test(k)) out[k] = v;
  return out;
}

function invocationOf(inputs: ActionInputs): Invocation {
  return {
    tokens: inputs.tokens,
    runId: inputs.runId,
    stopAfterStep: inputs.stopAfterStep,
    mode: inputs.mode,
    ignorePreviousCompletion: inputs.ignorePreviousCompletion ? true : undefined,
    allowWorkflowChange: inputs.allowWorkflowChange,
  };
}

function loadModel(workspaceRoot: string, file: string): Workflow | undefined {
  try {
    const workflow = loadWorkflow(new Workspace(workspaceRoot), file).workflow;
    // Composite workflows are drawn and tabled by their phases, as plan and status see them.
    return workflow ? withPhaseSteps(workflow) : undefined;
  } catch {
    return undefined;
  }
}

type Persistence =
  | { kind: 'off'; reason: string }
  | { kind: 'on'; location: RunLocation; restore: RestoreResult | undefined; note: string | undefined }
  | { kind: 'refused'; result: CommandResult };

/** Where the run lives and whether a state artifact should be restored before the command. */
async function prepare(inputs: ActionInputs, ctx: CommandContext, workflowFile: string): Promise<Persistence> {
  if (inputs.persist === 'none') return { kind: 'off', reason: 'persist: none' };
  const invocation = invocationOf(inputs);
  const located = getStatus(ctx.workspaceRoot, workflowFile, invocation);
  if (!located.workflow || !located.statePath || !located.runRoot) return { kind: 'off', reason: `the run cannot be located (${located.status}: ${located.message})` };
  if (!located.runId) return { kind: 'off', reason: 'no run id was given (run-id or run_id=...), so there is no earlier state to look for' };
  if (located.runRoot === '.') {
    return { kind: 'off', reason: 'the run root is the workspace itself; persist: artifact needs the state in its own directory (see state_path / artifact_root)' };
  }
  const location: RunLocation = { workspaceRoot: ctx.workspaceRoot, workflowName: located.workflow, runId: located.runId, statePath: located.statePath, runRoot: located.runRoot };
  if (!ctx.gh.hasArtifactRuntime) {
    throw new ArtifactRuntimeMissing();
  }
  const workflow = loadModel(ctx.workspaceRoot, workflowFile);
  let mode: 'resume' | 'fresh' = 'resume';
  try {
    if (workflow) mode = bindInvocation(workflow, invocation).controls.mode;
  } catch {
    /* the run reports the invocation error itself */
  }
  if (mode === 'fresh') return { kind: 'on', location, restore: undefined, note: 'fresh run: no earlier state is restored' };
  const scopes: ArtifactScope[] = [{ kind: 'current' }];
  if (inputs.resumeFromRunId !== undefined) {
    if (!ctx.gh.owner || !ctx.gh.repo) throw new Error('resume-from-run-id needs GITHUB_REPOSITORY (owner/name)');
    scopes.push({ kind: 'run', workflowRunId: inputs.resumeFromRunId, owner: ctx.gh.owner, repo: ctx.gh.repo, token: inputs.token });
  }
  const log = (m: string) => ctx.io.info(m);
  const warn = (m: string) => ctx.io.annotate('warning', m);
  try {
    const result = await restoreRun(location, scopes, { store: ctx.store(), who: { attempt: ctx.gh.attempt, job: ctx.gh.job }, tempDir: ctx.gh.runnerTemp, log, warn });
    if (result.kind === 'none') log(`No state artifact of run ${location.runId} in ${result.searched.join(' or ')}: the run starts (or continues) from the workspace.`);
    return { kind: 'on', location, restore: result, note: undefined };
  } catch (error) {
    if (error instanceof StateArtifactRefused) return { kind: 'refused', result: refusedResult(inputs, ctx, location, error) };
    throw new RestoreFailed(location, error);
  }
}

export class ArtifactRuntimeMissing extends Error {
  constructor() {
    super('persist: artifact needs the GitHub Actions artifact service (ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL, which the runner gives to action steps); outside GitHub Actions set persist: none');
  }
}

export class RestoreFailed extends Error {
  constructor(
    readonly location: RunLocation,
    cause: unknown,
  ) {
    super(`could not look up or download the state of run ${location.runId}: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

function refusedResult(inputs: ActionInputs, ctx: CommandContext, location: RunLocation, error: StateArtifactRefused): CommandResult {
  const status = 'WORKFLOW_STATE_INTEGRITY_VIOLATION';
  const b = new MarkdownBudget();
  bannerBlock(b, `${esc(location.workflowName)} · run ${code(location.runId)}`, status, [
    esc(error.message),
    `**Fix:** the artifact ${code(error.artifactName)} may have been altered, or belongs to another run. Nothing was run. Inspect it, delete it, or start the run again with ${code('execution-mode: fresh')}.`,
  ], { icon: '🛡️', words: 'State artifact refused' });
  return {
    outputs: { ...emptyOutputs(status), runId: location.runId, statePath: location.statePath, manifestPath: null },
    failure: `${status}: ${error.message}`,
    conclusion: 'failure',
    checkTitle: `Refused state artifact for run ${location.runId}`,
    summary: b.toString(),
    annotations: [],
  };
}

function progressPrinter(ctx: CommandContext): (e: RunEvent) => void {
  return (e) => {
    if (e.type === 'run_started') ctx.io.info(`stagegate ${e.workflow} · run ${e.runId} · ${e.resumed ? 'resuming' : e.mode === 'fresh' ? 'fresh' : 'new run'}`);
    else if (e.type === 'stage_finished') {
      const visit = e.visit > 1 ? ` (visit ${e.visit})` : '';
      ctx.io.info(
        e.ok
          ? `[${e.completed}/${e.totalSteps}] ${e.step}: ${e.gateStatus} -> ${e.next ?? 'end'} (${duration(e.durationMs)})${visit}`
          : `[${e.completed}/${e.totalSteps}] ${e.step}: ${e.code} (${duration(e.durationMs)})${visit}${e.logPath ? ` log: ${e.logPath}` : ''}`,
      );
    } else if (e.type === 'stage_retrying') ctx.io.info(`${e.step}: retrying (attempt ${e.attempt}) in ${duration(e.delayMs)}: ${e.reason}`);
    else if (e.type === 'note') ctx.io.info(e.message);
  };
}

export interface Gating {
  fail: boolean;
  conclusion: CheckConclusion;
}

/** Every outcome fails the step except complete and (unless fail-on-partial) partial. */
export function gateOutcome(status: string, failOnPartial: boolean, partialConclusion: 'neutral' | 'action_required'): Gating {
  if (status === 'WORKFLOW_COMPLETE') return { fail: false, conclusion: 'success' };
  if (status === 'PARTIAL_RESUMABLE') return failOnPartial ? { fail: true, conclusion: 'failure' } : { fail: false, conclusion: partialConclusion };
  return { fail: true, conclusion: 'failure' };
}

/** The step a failed run stopped at: its last transition when that failed or blocked, else the active step. */
function stoppedStep(state: RunState | undefined, activeStep: string | null): string | null {
  const last = state?.last_transition;
  if (last && ['failed', 'blocked', 'loop_limit', 'terminal', 'stopped'].includes(last.outcome)) return last.step;
  return activeStep;
}

function stepAnnotation(ctx: CommandContext, workflow: Workflow | undefined, outcome: { status: string; message: string; workflowFile: string; location?: { file?: string; line?: number; column?: number } }, step: string | null, level: PendingAnnotation['level']): PendingAnnotation {
  const title = `stagegate: ${outcome.status}${step ? ` at step ${step}` : ''}`;
  if (outcome.location?.file && outcome.location.line !== undefined) {
    return { level, message: outcome.message, properties: { title, file: repoPath(ctx.gh, ctx.workspaceRoot, outcome.location.file), startLine: outcome.location.line, ...(outcome.location.column !== undefined ? { startColumn: outcome.location.column } : {}) } };
  }
  const model = step ? workflow?.steps.get(step) : undefined;
  if (workflow && model) {
    return { level, message: outcome.message, properties: { title, file: repoPath(ctx.gh, ctx.workspaceRoot, workflow.file), startLine: model.line, startColumn: model.column } };
  }
  return { level, message: outcome.message, properties: { title } };
}

function nextSteps(o: RunOutcome, inputs: ActionInputs, ctx: CommandContext, artifactName: string | null): string[] {
  const runId = o.runId ?? '<run id>';
  const lines: string[] = [];
  if (o.status === 'WORKFLOW_COMPLETE') {
    lines.push(`Nothing to do: run ${code(runId)} is complete. Running this step again with the same ${code('run-id')} reports the result again and runs nothing; set ${code('execution-mode: fresh')} to run every stage again.`);
    return lines;
  }
  if (!o.state) {
    lines.push(`**Fix:** ${esc(o.hint ?? stopFix(o.status) ?? o.message)}`);
    if (o.status === 'WORKFLOW_INPUT_REQUIRED' || o.status === 'WORKFLOW_INPUT_CONFLICT') {
      lines.push(`In this action: the run id is the ${code('run-id')} input; workflow inputs go in ${code('inputs')}, one ${code('name=value')} per line.`);
    }
    lines.push('Nothing ran and no state was written: run the step again once this is fixed.');
    return lines;
  }
  if (o.activeStep === null) {
    lines.push(`The run ended and a resume runs nothing. ${esc(o.hint ?? stopFix(o.status) ?? '')}`);
    lines.push(`To start over: run this action with ${code(`run-id: ${runId}`)} and ${code('execution-mode: fresh')}.`);
    return lines;
  }
  const pending = o.state.pending_approval;
  if (o.status === 'PARTIAL_RESUMABLE' && pending && pending.step === o.activeStep) {
    const who = pending.approvers ? ` (approvers: ${pending.approvers.map((a) => code(a)).join(', ')})` : '';
    lines.push(`Step ${code(pending.step)} awaits approval${who}: ${esc(pending.message)}`);
    lines.push(`Decide: run this action with ${code(`run-id: ${runId}`)} and ${code(`approve: ${pending.step}`)} (or ${code(`reject: ${pending.step}`)}) in a job protected by a GitHub Environment with required reviewers; the decision is recorded for ${code('github.actor')} and the run continues.`);
  } else if (o.status === 'PARTIAL_RESUMABLE') {
    lines.push(`Continue at step ${code(o.activeStep)}: run this action again with ${code(`run-id: ${runId}`)} and without ${code('stop-after-step')}.`);
  } else {
    lines.push(`**Fix:** ${esc(o.hint ?? stopFix(o.status) ?? o.message)}`);
    lines.push(`Then resume: re-run this job, or run this action again with ${code(`run-id: ${runId}`)}; step ${code(o.activeStep)} runs again and accepted stages are not repeated.`);
  }
  if (inputs.persist === 'artifact' && artifactName) {
    lines.push(`- In a later job of this workflow run, the state is restored from artifact ${code(artifactName)} automatically.`);
    if (ctx.gh.runId) lines.push(`- In a later workflow run, add ${code(`resume-from-run-id: ${ctx.gh.runId}`)} (the job needs ${code('actions: read')}).`);
  }
  if (o.nextCommand) lines.push(`- Locally: ${code(o.nextCommand)}`);
  return lines;
}

function restoredLine(p: Persistence): string | undefined {
  if (p.kind === 'off') return `not carried (${esc(p.reason)})`;
  if (p.kind !== 'on') return undefined;
  if (p.note) return esc(p.note);
  const r = p.restore;
  if (!r || r.kind === 'none') return 'no earlier state artifact: started from the workspace';
  if (r.kind === 'local-state') return `a state already in the workspace was used; ${code(r.artifact.name)} was not restored`;
  const children = r.childRoots.length > 0 ? `, with the child run root${r.childRoots.length === 1 ? '' : 's'} ${r.childRoots.map((c) => code(c)).join(', ')}` : '';
  return `restored from ${code(r.artifact.name)}${r.scope.kind === 'run' ? ` of workflow run ${esc(r.scope.workflowRunId)}` : ''} (${esc(r.files.length)} files, verified${children})`;
}

/** Restore the run's carried state before a command, or the command's result when that fails or is refused. */
async function restoreOrRefuse(inputs: ActionInputs, ctx: CommandContext, workflowFile: string): Promise<Exclude<Persistence, { kind: 'refused' }> | CommandResult> {
  let persistence: Persistence;
  try {
    persistence = await prepare(inputs, ctx, workflowFile);
  } catch (error) {
    return persistenceError(error, ctx);
  }
  return persistence.kind === 'refused' ? persistence.result : persistence;
}

export async function runCommand(inputs: ActionInputs, ctx: CommandContext): Promise<CommandResult> {
  const workflowFile = inputs.workflow[0]!;
  const persistence = await restoreOrRefuse(inputs, ctx, workflowFile);
  if ('outputs' in persistence) return persistence;
  if (persistence.kind === 'off' && inputs.persist === 'artifact') ctx.io.info(`State is not carried as an artifact: ${persistence.reason}.`);

  // approve / reject: decide the pending approval first; a refusal runs nothing.
  let decided: DecisionReport | undefined;
  if (inputs.approval) {
    const decision = decideApproval(inputs, inputs.approval, ctx, workflowFile);
    if ('outputs' in decision) return decision;
    decided = decision;
    ctx.io.info(`Approval of step ${decision.record?.step ?? '?'} recorded: ${decision.decision} by ${decision.record?.by ?? '?'}.`);
  }

  ctx.io.startGroup('stagegate run');
  let outcome: RunOutcome;
  try {
    outcome = await runWorkflow(
      {
        workspace: ctx.workspaceRoot,
        workflowFile,
        invocation: invocationOf(inputs),
        env: stageEnvironmentBase(ctx.env),
        commandName: 'stagegate',
        agents: { agent: inputs.agent, agentCommand: inputs.agentCommand },
      },
      { processes: nodeProcessRunner, source: gitSource, clock: systemClock, onEvent: progressPrinter(ctx) },
    );
  } finally {
    ctx.io.endGroup();
  }

  // Save whatever happened: the next job resumes from exactly this state.
  let artifactName: string | null = null;
  let uploadError: string | undefined;
  if (inputs.persist === 'artifact' && outcome.workflow && outcome.runId && outcome.statePath && outcome.runRoot && outcome.runRoot !== '.' && ctx.gh.hasArtifactRuntime) {
    try {
      const saved = await saveRun(
        { workspaceRoot: ctx.workspaceRoot, workflowName: outcome.workflow, runId: outcome.runId, statePath: outcome.statePath, runRoot: outcome.runRoot },
        { store: ctx.store(), who: { attempt: ctx.gh.attempt, job: ctx.gh.job }, tempDir: ctx.gh.runnerTemp, log: (m) => ctx.io.info(m), warn: (m) => ctx.io.annotate('warning', m) },
        inputs.retentionDays,
      );
      artifactName = saved?.name ?? null;
    } catch (error) {
      uploadError = `could not upload the state of run ${outcome.runId} as an artifact: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  const workflow = loadModel(ctx.workspaceRoot, outcome.workflowFile);
  const state = outcome.state;
  const gating = gateOutcome(outcome.status, inputs.failOnPartial, inputs.partialConclusion);
  const annotations: PendingAnnotation[] = [];
  if (gating.fail) annotations.push(stepAnnotation(ctx, workflow, outcome, stoppedStep(state, outcome.activeStep), 'error'));
  else if (outcome.status === 'PARTIAL_RESUMABLE') annotations.push(stepAnnotation(ctx, workflow, outcome, stoppedStep(state, outcome.activeStep), 'notice'));
  if (uploadError) annotations.push({ level: 'error', message: uploadError, properties: { title: 'stagegate: state not saved' } });

  const b = new MarkdownBudget();
  const title = `${esc(outcome.workflow ?? outcome.workflowFile)}${outcome.runId ? ` · run ${code(outcome.runId)}` : ''}`;
  const reused = state ? state.completed_steps.length : 0;
  bannerBlock(b, title, outcome.status, [
    decided?.record ? approvalLine(decided) : '',
    esc(outcome.message),
    outcome.location?.file && outcome.location.line !== undefined ? `At ${code(`${repoPath(ctx.gh, ctx.workspaceRoot, outcome.location.file)}:${outcome.location.line}`)}` : '',
    state ? `Stage runs in this job: ${esc(outcome.stagesRun)} · steps completed: ${esc(reused)} of ${esc(workflow?.steps.size ?? '?')}` : '',
    uploadError ? `❌ ${esc(uploadError)}` : '',
  ]);
  if (workflow) {
    graphBlock(b, workflow, state, outcome.log?.history);
    if (state) {
      b.add('#### Steps\n\n');
      stepsTable(b, workflow, state);
    }
  }
  b.add('#### Next\n\n');
  b.add(nextSteps(outcome, inputs, ctx, artifactName).join('\n') + '\n\n');
  detailsBlock(b, 'Run details', [
    ['Workflow file', code(repoPath(ctx.gh, ctx.workspaceRoot, outcome.workflowFile))],
    ['State', outcome.statePath && state ? code(outcome.statePath) : null],
    ['Manifest', outcome.manifestPath && state ? code(outcome.manifestPath) : null],
    ['Carried state', restoredLine(persistence)],
    ['Saved as artifact', artifactName ? code(artifactName) : null],
    ['Inputs', inputsList(state?.inputs)],
  ]);

  const failure = gating.fail
    ? `${outcome.status}: ${outcome.message}${outcome.hint ? ` — ${outcome.hint}` : ''}`
    : uploadError;
  return {
    outputs: {
      status: outcome.status,
      complete: outcome.status === 'WORKFLOW_COMPLETE',
      runId: outcome.runId,
      activeStep: outcome.activeStep,
      completedSteps: outcome.completedSteps,
      statePath: outcome.statePath,
      manifestPath: outcome.manifestPath,
      artifactName,
      pendingApproval: pendingStep(state),
    },
    ...(failure ? { failure } : {}),
    conclusion: uploadError ? 'failure' : gating.conclusion,
    checkTitle: `${outcome.status}${outcome.workflow ? ` · ${outcome.workflow}` : ''}${outcome.runId ? ` run ${outcome.runId}` : ''}`,
    summary: b.toString(),
    annotations,
  };
}

/** The approval step a paused run waits at, or null. */
function pendingStep(state: RunState | undefined): string | null {
  const pending = state?.pending_approval;
  return pending && state?.active_step === pending.step ? pending.step : null;
}

function approvalLine(d: DecisionReport): string {
  const r = d.record!;
  return `${r.decision === 'approved' ? '✅' : '⛔'} Step ${code(r.step)} ${esc(r.decision)} by ${code(r.by)} (visit ${esc(r.visit)}, state ${code(`sha256 ${r.state_digest.slice(0, 12)}…`)})${r.note ? `: ${esc(r.note)}` : ''}`;
}

/**
 * Record approve / reject for the GitHub actor on the run's pending approval (restored from the
 * artifact): the core refuses when nothing is pending, the actor is not an approver, or the state
 * changed since the approval was requested. The decision, or the refusal as the step's result.
 */
function decideApproval(inputs: ActionInputs, approval: ApprovalInput, ctx: CommandContext, workflowFile: string): DecisionReport | CommandResult {
  const name = approval.decision === 'approved' ? 'approve' : 'reject';
  const actor = ctx.gh.actor;
  if (!actor) throw new InputError(`input '${name}' needs the GitHub actor (GITHUB_ACTOR) to record who decided; it is set on every GitHub Actions runner`);
  const invocation = invocationOf(inputs);
  if (approval.step !== undefined) {
    // The decision names the step it is for: it must be the one pending now.
    const located = getStatus(ctx.workspaceRoot, workflowFile, invocation);
    const pending = pendingStep(located.state);
    if (located.state && pending !== approval.step) {
      const why = pending ? `step ${pending} awaits approval, not ${approval.step}` : `no approval is pending (active step: ${located.activeStep ?? 'none, the run finished'})`;
      return refusedDecision(ctx, workflowFile, { ...located, status: 'APPROVAL_NOT_PENDING', message: `run ${located.runId ?? '?'}: ${why}; nothing was recorded` }, `${name}: ${approval.step} names another step; use ${name}: true for whichever step is pending, or check the run id.`);
    }
  }
  const report = recordApproval(ctx.workspaceRoot, workflowFile, invocation, { decision: approval.decision, by: actor, note: approval.note, commandName: 'stagegate' }, new Date());
  if (report.exitCode !== 0) return refusedDecision(ctx, workflowFile, report, report.hint ?? stopFix(report.status) ?? '');
  return report;
}

function refusedDecision(ctx: CommandContext, workflowFile: string, r: { status: string; message: string; workflow: string | null; runId: string | null; statePath: string | null }, fix: string): CommandResult {
  const b = new MarkdownBudget();
  bannerBlock(b, `${esc(r.workflow ?? workflowFile)}${r.runId ? ` · run ${code(r.runId)}` : ''}`, r.status, [esc(r.message), `**Fix:** ${esc(fix)}`, 'Nothing was recorded and nothing ran.']);
  return {
    outputs: { ...emptyOutputs(r.status), runId: r.runId, statePath: r.statePath },
    failure: `${r.status}: ${r.message}`,
    conclusion: 'failure',
    checkTitle: `${r.status}${r.runId ? ` · run ${r.runId}` : ''}`,
    summary: b.toString(),
    annotations: [{ level: 'error', message: r.message, properties: { title: `stagegate: ${r.status}` } }],
  };
}

function persistenceError(error: unknown, ctx: CommandContext): CommandResult {
  const status = 'ARTIFACT_RESTORE_FAILED';
  const message = error instanceof Error ? error.message : String(error);
  const location = error instanceof RestoreFailed ? error.location : undefined;
  const b = new MarkdownBudget();
  bannerBlock(b, location ? `${esc(location.workflowName)} · run ${code(location.runId)}` : 'stagegate', status, [
    esc(message),
    `**Fix:** ${error instanceof ArtifactRuntimeMissing ? esc('Run stagegate as an action step (uses:), or set persist: none.') : `check that the job may read artifacts (${code('actions: read')} for ${code('resume-from-run-id')}), then re-run it. Nothing was run.`}`,
  ]);
  void ctx;
  return {
    outputs: { ...emptyOutputs(status), runId: location?.runId ?? null, statePath: location?.statePath ?? null },
    failure: `${status}: ${message}`,
    conclusion: 'failure',
    checkTitle: 'State could not be restored',
    summary: b.toString(),
    annotations: [],
  };
}

function reportOutputs(r: StatusReport, artifactName: string | null = null) {
  return {
    status: r.status,
    complete: r.status === 'WORKFLOW_COMPLETE',
    runId: r.runId,
    activeStep: r.activeStep,
    completedSteps: r.completedSteps,
    statePath: r.statePath,
    manifestPath: r.manifestPath,
    artifactName,
    pendingApproval: pendingStep(r.state),
  };
}

export async function statusCommand(inputs: ActionInputs, ctx: CommandContext): Promise<CommandResult> {
  const workflowFile = inputs.workflow[0]!;
  const persistence = await restoreOrRefuse(inputs, ctx, workflowFile);
  if ('outputs' in persistence) return persistence;
  const report = getStatus(ctx.workspaceRoot, workflowFile, invocationOf(inputs));
  const workflow = loadModel(ctx.workspaceRoot, workflowFile);
  const fail = report.exitCode !== 0;
  const b = new MarkdownBudget();
  bannerBlock(b, `${esc(report.workflow ?? workflowFile)}${report.runId ? ` · run ${code(report.runId)}` : ''}`, report.status, [
    esc(report.message),
    report.locked ? '🔒 A runner holds the lock of this run.' : '',
    pendingStep(report.state) ? `⏸️ Step ${code(pendingStep(report.state)!)} awaits approval: ${esc(report.state!.pending_approval!.message)}` : '',
    fail ? `**Fix:** ${esc(report.hint ?? stopFix(report.status) ?? '')}` : '',
  ]);
  if (workflow) {
    graphBlock(b, workflow, report.state, report.log?.history);
    b.add('#### Steps\n\n');
    stepsTable(b, workflow, report.state);
  }
  detailsBlock(b, 'Run details', [
    ['State', report.statePath ? code(report.statePath) : null],
    ['Carried state', restoredLine(persistence)],
    ['Inputs', inputsList(report.state?.inputs)],
  ]);
  const conclusion: CheckConclusion = fail ? 'failure' : report.status === 'WORKFLOW_COMPLETE' ? 'success' : report.status === 'PARTIAL_RESUMABLE' ? inputs.partialConclusion : 'neutral';
  return {
    outputs: reportOutputs(report),
    ...(fail ? { failure: `${report.status}: ${report.message}` } : {}),
    conclusion,
    checkTitle: `${report.status}${report.workflow ? ` · ${report.workflow}` : ''}${report.runId ? ` run ${report.runId}` : ''}`,
    summary: b.toString(),
    annotations: fail ? [stepAnnotation(ctx, workflow, { ...report, workflowFile }, stoppedStep(report.state, report.activeStep), 'error')] : [],
  };
}

export async function planCommand(inputs: ActionInputs, ctx: CommandContext): Promise<CommandResult> {
  const workflowFile = inputs.workflow[0]!;
  const persistence = await restoreOrRefuse(inputs, ctx, workflowFile);
  if ('outputs' in persistence) return persistence;
  const plan = makePlan(ctx.workspaceRoot, workflowFile, invocationOf(inputs));
  const report = getStatus(ctx.workspaceRoot, workflowFile, invocationOf(inputs));
  const workflow = loadModel(ctx.workspaceRoot, workflowFile);
  const fail = plan.exitCode !== 0;
  const b = new MarkdownBudget();
  bannerBlock(b, `${esc(plan.workflow ?? workflowFile)}${plan.runId ? ` · run ${code(plan.runId)}` : ''}`, plan.status, [
    esc(plan.message),
    plan.nextStep ? `Next step: ${code(plan.nextStep)}${plan.stopAfterStep ? `; stops after ${code(plan.stopAfterStep)}` : ''}` : '',
    fail ? `**Fix:** ${esc(plan.hint ?? stopFix(plan.status) ?? '')}` : '',
  ]);
  if (workflow) graphBlock(b, workflow, plan.mode === 'fresh' ? undefined : report.state, plan.mode === 'fresh' ? [] : report.log?.history);
  if (plan.steps.length > 0) {
    b.add('#### Plan\n\n');
    planTable(b, plan);
  }
  detailsBlock(b, 'Run details', [
    ['Mode', plan.mode ? code(plan.mode) : null],
    ['State', plan.statePath ? `${code(plan.statePath)}${plan.stateFound ? '' : ' (not found)'}` : null],
    ['Carried state', restoredLine(persistence)],
  ]);
  return {
    outputs: {
      status: plan.status,
      complete: false,
      runId: plan.runId,
      activeStep: plan.nextStep,
      completedSteps: plan.steps.filter((s) => s.disposition === 'completed').map((s) => s.id),
      statePath: plan.statePath,
      manifestPath: report.manifestPath,
      artifactName: null,
    },
    ...(fail ? { failure: `${plan.status}: ${plan.message}` } : {}),
    conclusion: fail ? 'failure' : 'success',
    checkTitle: fail ? `${plan.status}` : `Plan${plan.nextStep ? `: next ${plan.nextStep}` : ''}`,
    summary: b.toString(),
    annotations: fail ? [{ level: 'error', message: plan.message, properties: { title: `stagegate: ${plan.status}` } }] : [],
  };
}
