// `command: run | status | plan`: restore the run from its state artifact (persist: artifact),
// call the same core entry as the CLI, save the run root again after `run`, and describe the
// outcome (outputs, summary, annotations, gating). Loaded only for these commands.
import { pendingQuestion } from '../core/run/questions.js';
import { gateSecretValues } from '../core/run/gate-secrets.js';
import type { WorkflowReaders } from '../core/model/workflow-readers.js';
import { FormatImporterNeeded } from '../core/formats/index.js';
import { runWorkflow, type RunOutcome, type RunRequest } from '../core/run/runner.js';
import type { RunnerPorts } from '../core/run/ports.js';
import type { RunContext } from '../core/run/context.js';
import { getStatus, statusStanding, type StatusReport } from '../core/commands/status.js';
import { makePlan, type Plan } from '../core/commands/plan.js';
import { recordApproval, type DecisionReport, type PausedChildRun } from '../core/commands/approve.js';
import { childrenPausedFor, ownPendingApproval } from '../core/steps/approval/transition.js';
import { readCarriedState } from '../core/state/store.js';
import { nestedRunsOf } from '../core/state/child-roots.js';
import { shellWord } from '../core/run/command-line.js';
import { answerNames } from '../core/run/asked-next.js';
import { withPhaseSteps } from '../core/model/phases.js';
import { plainLoad, readOnce, type WorkflowRead } from '../core/model/read-once.js';
import { bindInvocation, type Invocation } from '../core/model/invocation.js';
import { insideBy, Workspace } from '../core/workspace/workspace.js';
import { systemClock } from '../core/run/ports.js';
import type { ApprovalRecord, QuestionRecord, RunState } from '../core/state/state.js';
import { declaredCompletedCount, declaredStepCount, type Workflow } from '../core/model/workflow.js';
import { createNodeProcessRunner } from '../host/process-runner.js';
import { describeSourceChange } from '../core/run/source-drift.js';
import { secretValues, maskSecrets } from '../core/steps/process/transcript.js';
import { existsSync, statSync } from 'node:fs';
import { journalPathFor } from '../core/state/journal.js';
import { join, relative, sep } from 'node:path';
import { emptyOutputs, repoPath, repoPathOrNull, repoText, type CommandContext, type CommandResult, type PendingAnnotation } from './context.js';
import { agentSelectionOf, InputError, type ActionInputs, type ApprovalInput } from './inputs.js';
import { MAX_ARTIFACT_MB_VARIABLE, MergeBudgetExceeded, type ArtifactScope } from './artifact-store.js';
import { RestDownloadFailed } from './rerun-download.js';
import { ArtifactServiceError, StateArtifactRefused, StateArtifactUnverifiable, otherStatesNote, restoreRun, saveRun, type OtherStates, type RestoreResult, type RunLocation, type UploadResult } from './persistence.js';
import { MarkdownBudget, code, esc, preBlock, prose } from './markdown.js';
import { closest } from '../core/model/did-you-mean.js';
import { bannerBlock, detailsBlock, inputsList, planTable, stopFix, stopSummary, type BannerOverride } from './report.js';
import { graphBlock, notRunBlock, stepsTable } from './report-run.js';
import type { CheckConclusion } from './check-run.js';
import { StageLogPrinter, lastLines } from './stage-log.js';
import { ACTION_STOP_GRACE_MS, stageProcessRunner } from '../host/github/stage-processes.js';
import { actionWords } from './words.js';
import { QUOTE_GUTTER, printable, printableQuoted } from '../core/run/printable.js';

/** Status of a run the job's cancellation stopped (the core's stop code, by the cancellation contract). */
export const INTERRUPTED = 'WORKFLOW_INTERRUPTED';
/** Status when resume-from-run-id finds no state of the run (and allow-missing-state is not set). */
export const RESUME_STATE_NOT_FOUND = 'RESUME_STATE_NOT_FOUND';

/** Variables a stage process must not inherit: the runner's control files and tokens. */
const SCRUBBED = /^(INPUT_|ACTIONS_RUNTIME_|ACTIONS_RESULTS_URL$|ACTIONS_CACHE_|ACTIONS_ID_TOKEN_REQUEST_|GITHUB_OUTPUT$|GITHUB_ENV$|GITHUB_PATH$|GITHUB_STATE$|GITHUB_STEP_SUMMARY$)/;

export function stageEnvironmentBase(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(env)) if (!SCRUBBED.test(k)) out[k] = v;
  return out;
}

/**
 * The core's invocation of the step's inputs. `io.setSecret` hears every secret-looking value the run
 * is located with or has recorded (a workflow default, an input only the restored run holds): the
 * runner masks it in the job log from then on, and the report (summary, annotations, check run) masks
 * what was registered — the `inputs` given are registered at the step's start (main.ts).
 */
export function invocationOf(inputs: ActionInputs, io: Pick<CommandContext['io'], 'setSecret'>): Invocation {
  return {
    onSecrets: (values) => {
      for (const value of values) io.setSecret(value);
    },
    tokens: inputs.tokens,
    runId: inputs.runId,
    stopAfterStep: inputs.stopAfterStep,
    mode: inputs.mode,
    ignorePreviousCompletion: inputs.ignorePreviousCompletion ? true : undefined,
    allowWorkflowChange: inputs.allowWorkflowChange,
    onSourceChange: inputs.onSourceChange,
    rerunFrom: inputs.rerunFrom,
  };
}

/** The workflow a summary draws, read with the job's readers (what the run loaded, the summary has). */
function loadModel(ctx: CommandContext, file: string): Promise<Workflow | undefined> {
  return ctx.readers.read((importers) => modelOf(readOnce(new Workspace(ctx.workspaceRoot), file), importers));
}

/** The workflow a summary draws and tables (as loaded, unchecked: a workflow the run refuses is drawn too), from a read of it; none when it did not load. */
function modelOf(read: WorkflowRead, importers: WorkflowReaders): Workflow | undefined {
  try {
    const workflow = plainLoad(read(importers)).workflow;
    // Composite workflows are drawn and tabled by their phases, as plan and status see them.
    return workflow ? withPhaseSteps(workflow) : undefined;
  } catch (error) {
    if (error instanceof FormatImporterNeeded) throw error;
    return undefined;
  }
}

/** The title of a warning the restore or the save of the run's state gives (a child run left out, an output not carried, another job's save). */
const CARRIED_STATE_TITLE = 'stagegate: carried state';

type Persistence =
  | { kind: 'off'; reason: string }
  | { kind: 'on'; location: RunLocation; restore: RestoreResult | undefined; note: string | undefined }
  | { kind: 'refused'; result: CommandResult };

/**
 * Where the run lives and whether a state artifact should be restored before the command. The
 * workflow file is read once here (read-once.ts), for the run's status and its mode; `given`: the
 * read the command goes on with after the restore (`command: plan`).
 */
async function prepare(inputs: ActionInputs, ctx: CommandContext, workflowFile: string, given?: WorkflowRead): Promise<Persistence> {
  if (inputs.persist === 'none') return { kind: 'off', reason: 'persist: none' };
  const invocation = invocationOf(inputs, ctx.io);
  const read = given ?? readOnce(new Workspace(ctx.workspaceRoot), workflowFile);
  const located = await ctx.readers.read((importers) => getStatus(ctx.workspaceRoot, workflowFile, invocation, importers, { read }));
  if (!located.workflow || !located.statePath || !located.runRoot) return { kind: 'off', reason: `the run cannot be located (${located.status}: ${actionWords(located.message)})` };
  if (!located.runId) return { kind: 'off', reason: 'no run id was given (run-id, or run_id in inputs), so there is no earlier state to look for' };
  if (located.runRoot === '.') {
    return { kind: 'off', reason: 'the run root is the workspace itself; persist: artifact needs the state in its own directory (see state_path / artifact_root)' };
  }
  const location: RunLocation = {
    workspaceRoot: ctx.workspaceRoot,
    workflowName: located.workflow,
    runId: located.runId,
    statePath: located.statePath,
    runRoot: located.runRoot,
    workflowFile: located.workflowFile,
    workflowPath: repoPath(ctx.gh, ctx.workspaceRoot, located.workflowFile),
  };
  if (ctx.gh.isGhes) throw new ArtifactsUnavailableOnGhes(ctx.gh.serverUrl);
  if (!ctx.gh.hasArtifactRuntime) throw new ArtifactRuntimeMissing();
  const workflow = await ctx.readers.read((importers) => modelOf(read, importers));
  let mode: 'resume' | 'fresh' = 'resume';
  try {
    if (workflow) mode = bindInvocation(workflow, invocation).controls.mode;
  } catch {
    /* the run reports the invocation error itself */
  }
  if (mode === 'fresh') return { kind: 'on', location, restore: undefined, note: 'fresh run: no earlier state is restored' };
  const scopes: ArtifactScope[] = [{ kind: 'current' }];
  // resume-from-run-id naming this workflow run itself (github.run_id): the state must be found
  // here — looked for through the job's own artifact access, with no REST look-up (no actions: read).
  if (inputs.resumeFromRunId !== undefined && String(inputs.resumeFromRunId) !== ctx.gh.runId) {
    if (!ctx.gh.owner || !ctx.gh.repo) throw new Error('resume-from-run-id needs GITHUB_REPOSITORY (owner/name)');
    scopes.push({ kind: 'run', workflowRunId: inputs.resumeFromRunId, owner: ctx.gh.owner, repo: ctx.gh.repo, token: inputs.token });
  }
  const log = (m: string) => ctx.io.info(m);
  const warn = (m: string) => ctx.io.annotate('warning', m, { title: CARRIED_STATE_TITLE });
  let result: RestoreResult;
  try {
    const expiredInRun = ctx.gh.owner && ctx.gh.repo && inputs.token ? artifactExpiry(ctx.gh.apiUrl, ctx.gh.owner, ctx.gh.repo, inputs.token) : undefined;
    // rerun-from: the restore does not hold the run to the outputs the rerun takes back (they run again).
    const rerun = inputs.rerunFrom !== undefined && workflow ? { from: inputs.rerunFrom, workflow } : undefined;
    result = await restoreRun(location, scopes, { store: ctx.store(), who: { attempt: ctx.gh.attempt, job: ctx.gh.job }, tempDir: ctx.gh.runnerTemp, log, warn, thisRun: ctx.thisRun, readers: ctx.readers, onSecrets: (values) => invocation.onSecrets?.(values), ...(expiredInRun ? { expiredInRun } : {}) }, rerun);
  } catch (error) {
    if (error instanceof StateArtifactRefused) return { kind: 'refused', result: refusedResult(ctx, location, error) };
    if (error instanceof StateArtifactUnverifiable) return { kind: 'refused', result: unverifiableResult(ctx, location, error) };
    throw new RestoreFailed(location, error);
  }
  if (result.kind === 'none') {
    const local = existsSync(join(ctx.workspaceRoot, location.statePath));
    // This workflow run had a state of the run, and it expired (a re-run after the retention): as
    // resume-from-run-id's, no state — never a silent start over, which would run every stage again.
    const expiredHere = result.expired.some((e) => e.scope === 'this workflow run');
    if ((inputs.resumeFromRunId !== undefined || expiredHere) && !local) {
      if (!inputs.allowMissingState) return { kind: 'refused', result: missingStateResult(ctx, location, inputs.resumeFromRunId, result.searched, result.expired, result.others) };
      ctx.io.annotate('warning', `${inputs.resumeFromRunId !== undefined ? 'resume-from-run-id: ' : ''}no state of run ${location.runId} in ${result.searched.join(' or ')}${expiredNote(result.expired)}; allow-missing-state is set, so the run starts from the workspace.`, { title: 'stagegate: no state to resume' });
    } else {
      log(`No state artifact of run ${location.runId} in ${result.searched.join(' or ')}: the run starts (or continues) from the workspace.${otherStatesNote(result.others)}`);
    }
  }
  return { kind: 'on', location, restore: result, note: undefined };
}

/**
 * Asks REST whether an artifact has expired (GET /repos/{owner}/{repo}/actions/artifacts/{id},
 * `expired`), with the token input; loaded when asked (@actions/http-client).
 */
function artifactExpiry(apiUrl: string, owner: string, repo: string, token: string): (artifact: { id: number }) => Promise<boolean> {
  return async (artifact) => {
    const { HttpClient } = await import('@actions/http-client');
    const client = new HttpClient('stagegate-action', [], { keepAlive: false, allowRetries: false, socketTimeout: 20_000 });
    try {
      const response = await client.getJson<{ expired?: unknown }>(`${apiUrl}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/actions/artifacts/${artifact.id}`, {
        accept: 'application/vnd.github+json',
        authorization: `token ${token}`,
        'x-github-api-version': '2022-11-28',
      });
      return response.result?.expired === true;
    } finally {
      client.dispose();
    }
  };
}

/** GitHub Enterprise Server: @actions/artifact 2+ (the v4 artifact service) is not available there. */
export class ArtifactsUnavailableOnGhes extends Error {
  constructor(readonly serverUrl: string) {
    super(`persist: artifact is not available on GitHub Enterprise Server (${serverUrl}): its artifact service is not the one this action uses, so the run's state cannot be carried as an artifact`);
  }
}

export class ArtifactRuntimeMissing extends Error {
  constructor() {
    super('persist: artifact needs the GitHub Actions artifact service (ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL, which the runner gives to action steps); outside GitHub Actions set persist: none');
  }
}

export class RestoreFailed extends Error {
  /** Where the artifact service failed: this workflow run, or the one resume-from-run-id names (undefined: not the service). */
  readonly scope: ArtifactScope | undefined;
  constructor(
    readonly location: RunLocation,
    cause: unknown,
    /**
     * What was being fetched: the run's state, or (command: merge, a leg) its shard artifacts; or
     * an unfinished shard's artifact that was fetched but cannot be used (pending-shards.ts).
     */
    readonly what: 'state' | 'shards' | 'unfinished shard' = 'state',
  ) {
    super(
      what === 'unfinished shard'
        ? `could not continue an unfinished shard of run ${location.runId}: ${cause instanceof Error ? cause.message : String(cause)}`
        : `could not look up or download ${what === 'shards' ? 'the shard artifacts' : 'the state'} of run ${location.runId}${cause instanceof ArtifactServiceError && cause.scope.kind === 'run' ? ` in workflow run ${cause.scope.workflowRunId}` : ''}: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    this.scope = cause instanceof ArtifactServiceError ? cause.scope : undefined;
    this.overBudget = cause instanceof MergeBudgetExceeded;
    const original = cause instanceof ArtifactServiceError ? cause.original : cause;
    this.rest = original instanceof RestDownloadFailed ? original : undefined;
  }
  /** The artifact service refused this workflow run's artifact (a re-run's, of an earlier attempt) and REST did too. */
  readonly rest: RestDownloadFailed | undefined;
  /** An unfinished shard a merge could not unpack within what was left of its one limit (pending-shards.ts). */
  readonly overBudget: boolean;
}

function refusedResult(ctx: CommandContext, location: RunLocation, error: StateArtifactRefused): CommandResult {
  const status = 'WORKFLOW_STATE_INTEGRITY_VIOLATION';
  const fix = (name: string, input: string) => `The artifact ${name} may have been altered, or belongs to another run. Nothing was run. Inspect it, delete it, or start the run again with ${input}.`;
  const b = new MarkdownBudget();
  bannerBlock(b, `${esc(location.workflowName)} · run ${code(location.runId)}`, status, [
    prose(error.message),
    `**Fix:** ${fix(code(error.artifactName), code('execution-mode: fresh'))}`,
  ], { icon: '🛡️', words: 'State artifact refused' });
  return {
    outputs: { ...emptyOutputs(status), runId: location.runId, statePath: repoPath(ctx.gh, ctx.workspaceRoot, location.statePath), manifestPath: null },
    failure: `${status}: ${error.message}`,
    conclusion: 'failure',
    checkTitle: `Refused state artifact for run ${location.runId}`,
    summary: b.toString(),
    annotations: [{ level: 'error', message: `${status}: ${error.message}\nFix: ${fix(error.artifactName, 'execution-mode: fresh')}`, properties: { title: `stagegate: ${status}` } }],
  };
}


function unverifiableResult(ctx: CommandContext, location: RunLocation, error: StateArtifactUnverifiable): CommandResult {
  const status = 'ARTIFACT_RESTORE_FAILED';
  const b = new MarkdownBudget();
  const fix = `Artifacts uploaded by this action always carry a digest: ${error.artifactName} was uploaded some other way or before the service recorded digests. Delete it, or start the run again with execution-mode: fresh. Nothing was run.`;
  bannerBlock(b, `${esc(location.workflowName)} · run ${code(location.runId)}`, status, [prose(error.message), `**Fix:** ${prose(fix)}`], { icon: '🛡️', words: 'State artifact cannot be verified' });
  return {
    outputs: { ...emptyOutputs(status), runId: location.runId, statePath: repoPath(ctx.gh, ctx.workspaceRoot, location.statePath) },
    failure: `${status}: ${error.message}`,
    conclusion: 'failure',
    checkTitle: `Unverifiable state artifact for run ${location.runId}`,
    summary: b.toString(),
    annotations: [{ level: 'error', message: `${status}: ${error.message}\nFix: ${fix}`, properties: { title: `stagegate: ${status}` } }],
  };
}

/** Where the newest state artifact was listed but had expired, said after where the action looked. */
function expiredNote(expired: ReadonlyArray<{ scope: string; name: string }>): string {
  return expired.map((e) => ` (in ${e.scope}: its newest state artifact, ${e.name}, has expired)`).join('');
}

/**
 * `fromRun`: resume-from-run-id; undefined: this workflow run's own state artifact has expired (a
 * re-run after the retention), the one other case where a missing state is refused.
 */
function missingStateResult(ctx: CommandContext, location: RunLocation, fromRun: number | undefined, searched: string[], expired: ReadonlyArray<{ scope: string; name: string }>, others: readonly OtherStates[]): CommandResult {
  const status = RESUME_STATE_NOT_FOUND;
  const message =
    fromRun !== undefined
      ? `resume-from-run-id: ${fromRun}: no state of run ${location.runId} of ${location.workflowPath} was found in ${searched.join(' or ')}${expiredNote(expired)}. It was never saved there, has expired (retention-days) or was deleted, or that run used another run-id, workflow file or working-directory.${otherStatesNote(others)} Nothing was run.`
      : `no state of run ${location.runId} of ${location.workflowPath} can be restored: this workflow run saved one${expiredNote(expired)} — a re-run after its retention ran out (retention-days). Starting the run over from the workspace would run every stage again. Nothing was run.`;
  const fix =
    fromRun !== undefined
      ? `Check resume-from-run-id, run-id, workflow and working-directory against the run that stopped (its job summary names the artifact). To start the run from the workspace instead, set allow-missing-state: 'true'.`
      : `To start the run over from the workspace, set allow-missing-state: 'true' on this step (or run it with execution-mode: fresh); a longer retention-days keeps the state for later re-runs.`;
  const b = new MarkdownBudget();
  bannerBlock(b, `${esc(location.workflowName)} · run ${code(location.runId)}`, status, [prose(message), `**Fix:** ${prose(fix)}`], { icon: '❌', words: 'State to resume not found' });
  return {
    outputs: { ...emptyOutputs(status), runId: location.runId, statePath: repoPath(ctx.gh, ctx.workspaceRoot, location.statePath) },
    failure: `${status}: ${message}`,
    conclusion: 'failure',
    checkTitle: `No state to resume for run ${location.runId}`,
    summary: b.toString(),
    annotations: [{ level: 'error', message: `${status}: ${message}\nFix: ${fix}`, properties: { title: `stagegate: ${status}` } }],
  };
}

export interface Gating {
  fail: boolean;
  conclusion: CheckConclusion;
}

/**
 * The conclusion of a check whose step fails with `status`: `action_required` for a question that
 * waits for a person's answer (WORKFLOW_ANSWER_REQUIRED), as a paused approval's check says it — a
 * person is to act, nothing is broken —, `failure` for every other stop.
 */
export function failedConclusion(status: string): CheckConclusion {
  return status === 'WORKFLOW_ANSWER_REQUIRED' ? 'action_required' : 'failure';
}

/** Every outcome fails the step except complete and (unless fail-on-partial) partial; an interrupted run is cancelled. */
export function gateOutcome(status: string, failOnPartial: boolean, partialConclusion: 'neutral' | 'action_required'): Gating {
  if (status === 'WORKFLOW_COMPLETE') return { fail: false, conclusion: 'success' };
  if (status === INTERRUPTED) return { fail: true, conclusion: 'cancelled' };
  if (status === 'PARTIAL_RESUMABLE') return failOnPartial ? { fail: true, conclusion: 'failure' } : { fail: false, conclusion: partialConclusion };
  return { fail: true, conclusion: failedConclusion(status) };
}

/**
 * The step a stopped run stopped at: its last transition when that failed or blocked, or stopped
 * after a step — this invocation's stop-after-step, not an earlier invocation's the run went on
 * from —, else the active step; a run waiting for a decision (its own approval or a child run's)
 * waits at its active step, whatever its last transition was.
 */
function stoppedStep(state: RunState | undefined, activeStep: string | null): string | null {
  const last = state?.last_transition;
  if (!state || !last) return activeStep;
  if (ownPendingApproval(state) || childrenPausedFor(state).length > 0) return activeStep;
  if (['failed', 'blocked', 'loop_limit', 'terminal'].includes(last.outcome)) return last.step;
  if (last.outcome === 'stopped' && state.invocations.at(-1)?.stop_after_step === last.step) return last.step;
  return activeStep;
}

/**
 * The one annotation of a stopped run: on the file line of a contract error, else on the workflow
 * step it stopped at — only when that file exists (a workflow input naming a missing file gets an
 * annotation without a file).
 */
function stepAnnotation(ctx: CommandContext, workflow: Workflow | undefined, outcome: { status: string; location?: { file?: string; line?: number; column?: number } }, step: string | null, level: PendingAnnotation['level'], message: string): PendingAnnotation {
  const title = `stagegate: ${outcome.status}${step ? ` at step ${step}` : ''}`;
  const exists = (file: string) => existsSync(join(ctx.workspaceRoot, file));
  if (outcome.location?.file && outcome.location.line !== undefined && exists(outcome.location.file)) {
    return { level, message, properties: { title, file: repoPath(ctx.gh, ctx.workspaceRoot, outcome.location.file), startLine: outcome.location.line, ...(outcome.location.column !== undefined ? { startColumn: outcome.location.column } : {}) } };
  }
  const model = step ? workflow?.steps.get(step) : undefined;
  if (workflow && model && exists(workflow.file)) {
    return { level, message, properties: { title, file: repoPath(ctx.gh, ctx.workspaceRoot, workflow.file), startLine: model.line, startColumn: model.column } };
  }
  return { level, message, properties: { title } };
}

/** A CLI command of the core's, to run from the repository root: with `-C <working-directory>` when that is not the root. */
function fromRepoRoot(ctx: CommandContext, command: string): string {
  const rel = relative(ctx.gh.repoRoot, ctx.workspaceRoot);
  if (rel === '' || !insideBy(rel) || !command.startsWith('stagegate ')) return command;
  return `stagegate -C ${shellWord(rel.split(sep).join('/'))} ${command.slice('stagegate '.length)}`;
}

/** A result's message and hint with the paths they name as repository paths (context.ts repoText). */
function inRepo(ctx: CommandContext, o: { message: string; hint?: string | undefined }, roots: ReadonlyArray<string | null | undefined>): { message: string; hint?: string } {
  const text = (t: string) => repoText(ctx.gh, ctx.workspaceRoot, t, roots);
  return { message: text(o.message), ...(o.hint !== undefined ? { hint: text(o.hint) } : {}) };
}

/** The failure in the action's words: status, message, the fix, and the failed stage's last log lines. */
function failureText(o: { status: string; message: string; hint?: string | undefined }, tail: { log: string; lines: string[] } | undefined): string {
  const fix = actionWords(o.hint ?? stopFix(o.status));
  // The message may quote what a stage or an input wrote, and the tail is the stage's own text:
  // a line break in either continues under the gutter, so no line of theirs reads as `Fix: …`.
  const parts = [`${o.status}: ${printableQuoted(actionWords(o.message))}`];
  if (fix) parts.push(`Fix: ${printableQuoted(fix)}`);
  if (tail && tail.lines.length > 0) parts.push(`Last ${tail.lines.length} line${tail.lines.length === 1 ? '' : 's'} of ${tail.log}:`, ...tail.lines.map((l) => `${QUOTE_GUTTER}${printable(l)}`));
  return parts.join('\n');
}

/**
 * The "Next" section's lines as a Markdown list, one item a line: lines on their own, one after
 * another, would be one paragraph (Markdown joins them). Each line is one line (esc() keeps run
 * text on it), so nothing in it can end the item or start a block.
 */
function nextBlock(b: MarkdownBudget, lines: readonly string[]): void {
  b.add('#### Next\n\n');
  b.add(lines.map((l) => `- ${l}`).join('\n') + '\n\n');
}

/**
 * `refusedState`: for a run that stopped before it ran (no state in its outcome), what became of
 * the run's state (refusedStateLine), said in place of "no state was written".
 */
function nextSteps(o: Pick<RunOutcome, 'status' | 'message' | 'runId' | 'state' | 'hint' | 'activeStep' | 'rerunFrom' | 'nextCommand' | 'unmetStopAfterStep'>, inputs: ActionInputs, ctx: CommandContext, artifactName: string | null, awaited?: string[], notSaved = false, pendingShards: readonly string[] = [], refusedState?: string): string[] {
  const runId = o.runId ?? '<run id>';
  const lines: string[] = [];
  // The answer's run keeps this job's stop-after-step, as the CLI's answer command does (the run
  // stopped before reaching that step; without it the answered run would go past it) — not once it
  // is met (its step behind the run: the run's outcome says; a report without one repeats the input).
  const stop = o.unmetStopAfterStep !== undefined ? o.unmetStopAfterStep : (inputs.stopAfterStep ?? null);
  const keptStop = stop !== null ? `, ${code(`stop-after-step: ${stop}`)}` : '';
  if (notSaved && o.state && o.activeStep !== null) {
    // The upload failed: no later job can decide on or continue from this state.
    lines.push(`The state of run ${code(runId)} was **not saved** as an artifact (see above): a later job has no state of this stop to decide on or continue from. Re-run this job: it restores the last state saved (or starts the run again) and comes back here, saving the state again.`);
    if (o.nextCommand) lines.push(`Locally, with the CLI: ${code(fromRepoRoot(ctx, o.nextCommand))}`);
    return lines;
  }
  if (o.status === 'WORKFLOW_COMPLETE') {
    lines.push(`Nothing to do: run ${code(runId)} is complete. Running this step again with the same ${code('run-id')} at this commit reports the result again and runs nothing (at another commit, ${code('on-source-change')} decides); set ${code('execution-mode: fresh')} to run every stage again.`);
    return lines;
  }
  if (!o.state) {
    lines.push(`**Fix:** ${prose(actionWords(o.hint ?? stopFix(o.status) ?? o.message))}`);
    if (o.status === 'WORKFLOW_INPUT_REQUIRED' || o.status === 'WORKFLOW_INPUT_CONFLICT') {
      lines.push(`In this action: the run id is the ${code('run-id')} input; workflow inputs go in ${code('inputs')}, one ${code('name=value')} per line.`);
    }
    lines.push(refusedState ?? NO_STATE_WRITTEN);
    return lines;
  }
  if (o.activeStep === null) {
    const fix = actionWords(o.hint ?? stopFix(o.status) ?? '');
    lines.push(`The run ended and a resume runs nothing. ${prose(fix)}`);
    // The rerun first (it keeps the verdicts before the step), then the fresh start; each said once.
    if (o.rerunFrom !== undefined && !fix.includes(`rerun-from: ${o.rerunFrom}`)) {
      lines.push(`To run step ${code(o.rerunFrom)} again once what blocked it is fixed, keeping the verdicts before it: run this action with ${code(`run-id: ${runId}`)} and ${code(`rerun-from: ${o.rerunFrom}`)}.`);
    }
    if (!fix.includes('execution-mode: fresh')) lines.push(`To start over: run this action with ${code(`run-id: ${runId}`)} and ${code('execution-mode: fresh')}.`);
    return lines;
  }
  const pending = o.state.pending_approval;
  const paused = o.status === 'PARTIAL_RESUMABLE' ? childrenPausedFor(o.state) : [];
  if (o.status === 'PARTIAL_RESUMABLE' && pending && pending.step === o.activeStep) {
    const who = pending.approvers ? ` (approvers: ${pending.approvers.map((a) => code(a)).join(', ')})` : '';
    lines.push(`Step ${code(pending.step)} awaits approval${who}: ${esc(pending.message)}`);
    lines.push(`Decide: run this action with ${code(`run-id: ${runId}`)} and ${code(`approve: ${pending.step}`)} (or ${code(`reject: ${pending.step}`)}) in a job protected by a GitHub Environment with required reviewers; the decision is recorded for ${code('github.actor')} and the run continues.`);
  } else if (o.status === 'PARTIAL_RESUMABLE' && paused.length > 0) {
    // Paused in child runs (a child_workflow step's, or child_workflow branches' of a parallel step): decided there.
    for (const c of paused) {
      const where = c.branch !== undefined ? `Branch ${code(c.branch)} of step ${code(o.activeStep)}` : `Step ${code(o.activeStep)}`;
      lines.push(`${where} waits in child workflow run ${code(c.run_id)} (${code(c.workflow_file)}), which awaits a decision (locally, with the CLI: ${code(`stagegate approve ${shellWord(c.workflow_file)} --run-id ${c.run_id}`)}, or ${code('reject')}).`);
    }
    const steps = awaited ?? [];
    const several = paused.length > 1 ? ` the first child run above that awaits one (one decision per job: the next job's goes to the next${steps.length > 1 ? `; ${code('approve: <step>')} picks by step: ${steps.map((s) => code(s)).join(', ')}` : ''}),` : ' the child run';
    lines.push(`Decide: run this action on this run — ${code(`run-id: ${runId}`)} and this workflow, not the child's — with ${code('approve: true')} (or ${code('reject: true')}) in a job protected by a GitHub Environment with required reviewers: the decision is recorded in${several} for ${code('github.actor')} (the child's state travels with this run's), and this run continues the child${paused.length === 1 ? '' : 'ren'}.`);
  } else if (o.status === 'PARTIAL_RESUMABLE' && pendingShards.length > 0) {
    // A merge that left shards pending (failed or cancelled legs, a later wave): how they get run.
    lines.push(`Shards of step ${code(o.activeStep)} still pending: ${pendingShards.map((k) => code(k)).join(', ')}. Run them here: this action again with ${code(`run-id: ${runId}`)} (${code('command: run')}, the merge job's second step in stagegate's docs/action.md) runs them in this job and continues the run; or fan them out again: ${code('command: shards')} lists those that can run now for a matrix, then ${code('command: merge')}.`);
  } else if (o.status === 'PARTIAL_RESUMABLE') {
    lines.push(`Continue at step ${code(o.activeStep)}: run this action again with ${code(`run-id: ${runId}`)} and without ${code('stop-after-step')}.`);
  } else if (o.status === 'WORKFLOW_ANSWER_REQUIRED' && pendingQuestion(o.state) !== undefined) {
    // A stage asked a person (a status routed to ASK): the answer input runs the step again with it.
    const q = pendingQuestion(o.state)!;
    lines.push(`Step ${code(q.step)} asks: ${esc(q.question)}`);
    lines.push(`**Answer:** run this action again with ${code(`run-id: ${runId}`)}${keptStop} and ${code('answer: <your answer>')} (your answer in place of ${code('<your answer>')}; a multi-line answer as a YAML block, ${code('answer: |')}); it is recorded for ${code('github.actor')} and step ${code(q.step)} runs again with it. Re-running this job as it is stops here again.`);
  } else if (o.status === 'WORKFLOW_INPUT_REQUIRED' && answerNames(o.nextCommand).length > 0) {
    // Stopped at a step that asks a person (asks): a re-run without the answer stops here again; in the action it goes in `inputs`.
    const names = answerNames(o.nextCommand);
    lines.push(`**Answer:** run this action again with ${code(`run-id: ${runId}`)}${keptStop} and, in ${code('inputs')}, ${names.map((n) => code(`${n}=<your answer>`)).join(', ')} (one ${code('name=value')} per line, your answer in place of ${code('<your answer>')}, no quotes needed); step ${code(o.activeStep)} then runs with it. Re-running this job as it is stops here again.`);
  } else if (o.status === INTERRUPTED) {
    lines.push(`The job was cancelled while step ${code(o.activeStep)} ran: its processes were stopped and the interrupted attempt recorded. Re-run the job, or run this action again with ${code(`run-id: ${runId}`)}: step ${code(o.activeStep)} runs again and accepted stages are not repeated.`);
  } else {
    // How to resume in the Action, said once: in place of the fix's own closing "then resume: …"
    // (the CLI's words), else after the fix.
    const fix = actionWords(o.hint ?? stopFix(o.status) ?? o.message);
    // This job's stop-after-step the run stopped before (its run_stopped records it): kept, so the run still stops there.
    const last = o.state.invocations.at(-1);
    const unmet = last?.stop_after_step_unmet === true && last.stop_after_step !== null ? `, ${code(`stop-after-step: ${last.stop_after_step}`)}` : '';
    const how = `re-run this job, or run this action again with ${code(`run-id: ${runId}`)}${unmet}; step ${code(o.activeStep)} runs again and accepted stages are not repeated.`;
    const closing = /^([\s\S]*?),? then resume(?::[^.;]*)?\.$/.exec(fix);
    if (closing) lines.push(`**Fix:** ${prose(closing[1]!)}, then resume: ${how}`);
    else lines.push(`**Fix:** ${prose(fix)}`, `To resume: ${how}`);
  }
  if (inputs.persist === 'artifact' && artifactName) {
    lines.push(`In a later job of this workflow run, the state is restored from artifact ${code(artifactName)} automatically.`);
    if (ctx.gh.runId) lines.push(`In a later workflow run, add ${code(`resume-from-run-id: ${ctx.gh.runId}`)} (the job needs ${code('actions: read')}).`);
  }
  if (o.nextCommand) lines.push(`Locally, with the CLI: ${code(fromRepoRoot(ctx, o.nextCommand))}`);
  return lines;
}

const NO_STATE_WRITTEN = 'Nothing ran and no state was written: run the step again once this is fixed.';

/**
 * A run refused before it ran anything (STALE_ARTIFACT_REJECTED under on-source-change: refuse, a
 * workflow that no longer validates, an input the run refuses): its outcome has no state, but the
 * workspace may hold one — restored from an artifact, or left by an earlier step of this job —
 * and the step saves it as it saves any (docs/action.md, "After run"): the restored state carried
 * forward unchanged, so a later job can still resume it once the cause is fixed. Said as it is.
 */
function refusedStateLine(ctx: CommandContext, standing: { statePath: string; unchanged: boolean; restoredFrom: string | null } | undefined, saved: UploadResult | undefined, uploadError: string | undefined): string {
  if (!standing) return NO_STATE_WRITTEN;
  const at = code(repoPath(ctx.gh, ctx.workspaceRoot, standing.statePath));
  const from = standing.restoredFrom !== null ? ` restored from ${code(standing.restoredFrom)}` : '';
  if (uploadError) return `Nothing ran; the run's state at ${at}${from} was **not saved** as an artifact (see above): re-run this job once this is fixed.`;
  if (!saved) return `Nothing ran; the run's state at ${at}${from} is ${standing.unchanged ? 'unchanged' : 'as this step left it'}: run the step again once this is fixed.`;
  const later = `a later job of this workflow run${ctx.gh.runId ? ` (or a later workflow run with ${code(`resume-from-run-id: ${ctx.gh.runId}`)})` : ''} resumes the run from it once this is fixed`;
  if (standing.unchanged) return `Nothing ran, and the run's state${from || ' in the workspace'} is unchanged: it was saved again as ${code(saved.name)}, so ${later}.`;
  return `The run's state (changed by this step) was saved as ${code(saved.name)}: ${later}.`;
}

/**
 * The run's state file and journal as the file system has them (size, modification time, inode):
 * a step that changed neither left the run as it found it. Stat only: read before every run, it
 * must not cost a read of a long journal. (A state is replaced by a rename, a new inode; the
 * journal only grows.)
 */
function stateFingerprint(workspaceRoot: string, statePath: string): string | undefined {
  const abs = join(workspaceRoot, statePath);
  const parts = [abs, journalPathFor(abs)].map((file) => {
    const st = statSync(file, { throwIfNoEntry: false, bigint: true });
    return st ? `${st.size}:${st.mtimeNs}:${st.ino}` : 'absent';
  });
  return parts.every((p) => p === 'absent') ? undefined : parts.join('|');
}

/** The banner of a STALE_ARTIFACT_REJECTED by its cause: what was rejected, not every cause the code covers. */
function staleBanner(outcome: Pick<RunOutcome, 'sourceRefused'>, read = false): BannerOverride {
  if (outcome.sourceRefused) {
    // `read`: said by a command that only reads the run (status, plan) of what a resume would do.
    const what = read
      ? "The run's verdicts were made at another source commit or agent package version, and on-source-change is refuse: a resume here would stop before anything runs (this step ran nothing either). The message names the stale steps and both commits; the fix says how to go on."
      : 'A resume found verdicts made at another source commit or agent package version, and on-source-change is refuse: nothing ran. The message names the stale steps and both commits; the fix says how to go on.';
    return { icon: '🔀', words: 'Verdicts from another commit refused', what };
  }
  return { icon: '❌', words: 'Stale output rejected', what: stopSummary('STALE_ARTIFACT_REJECTED') ?? '' };
}

export function restoredLine(p: Persistence): string | undefined {
  if (p.kind === 'off') return `not carried (${prose(p.reason)})`;
  if (p.kind !== 'on') return undefined;
  if (p.note) return esc(p.note);
  const r = p.restore;
  if (!r || r.kind === 'none') return `no earlier state artifact: started from the workspace${r ? esc(otherStatesNote(r.others)) : ''}`;
  if (r.kind === 'local-state') return `a state already in the workspace was used; ${code(r.artifact.name)} was not restored`;
  const children = r.childRoots.length > 0 ? `, with the child run root${r.childRoots.length === 1 ? '' : 's'} ${r.childRoots.map((c) => code(c)).join(', ')}` : '';
  return `restored from ${code(r.artifact.name)}${r.scope.kind === 'run' ? ` of workflow run ${esc(r.scope.workflowRunId)}` : ''} (${esc(r.files.length)} files, verified${children})`;
}

/** Restore the run's carried state before a command, or the command's result when that fails or is refused. */
export async function restoreOrRefuse(inputs: ActionInputs, ctx: CommandContext, workflowFile: string, read?: WorkflowRead): Promise<Exclude<Persistence, { kind: 'refused' }> | CommandResult> {
  let persistence: Persistence;
  try {
    persistence = await prepare(inputs, ctx, workflowFile, read);
  } catch (error) {
    return persistenceError(error, ctx, inputs.runId);
  }
  return persistence.kind === 'refused' ? persistence.result : persistence;
}

/**
 * Whether a restore wrote files into the workspace: the workflow read before it is read again. Not
 * only when it wrote the workflow's own path: a symlinked workflow path, or the run map beside it,
 * may be among what it wrote under another name.
 */
function restored(persistence: Exclude<Persistence, { kind: 'refused' }>): boolean {
  return persistence.kind === 'on' && persistence.restore?.kind === 'restored';
}

/** How `command: merge` starts the run instead of runWorkflow (the same report and state artifact follow). */
export type RunStart = (request: RunRequest, ports: RunnerPorts) => Promise<RunOutcome & { merge?: { merged: string[]; alreadyMerged: string[]; pending: string[]; superseded?: Array<{ key: string; folder: string }> } }>;

export async function runCommand(inputs: ActionInputs, ctx: CommandContext, start: RunStart = runWorkflow): Promise<CommandResult> {
  const workflowFile = inputs.workflow[0]!;
  const persistence = await restoreOrRefuse(inputs, ctx, workflowFile);
  if ('outputs' in persistence) return persistence;
  if (persistence.kind === 'off' && inputs.persist === 'artifact') ctx.io.info(`State is not carried as an artifact: ${persistence.reason}.`);
  // The run's state as the step found it (restored, or left by an earlier step): whether a run refused before it ran left it unchanged.
  const found = persistence.kind === 'on' ? { statePath: persistence.location.statePath, fingerprint: stateFingerprint(ctx.workspaceRoot, persistence.location.statePath) } : undefined;

  // approve / reject: decide the pending approval first; a refusal runs nothing.
  let decided: DecisionReport | AlreadyDecided | undefined;
  if (inputs.approval) {
    const decision = await decideApproval(inputs, inputs.approval, ctx, workflowFile, persistence);
    if ('outputs' in decision) return decision;
    decided = decision;
    if ('already' in decision) ctx.io.info(`Approval of step ${decision.already.step}${decision.inChild !== undefined ? ` in child workflow run ${decision.inChild}` : ''} was already recorded (${decision.already.decision} by ${decision.already.by}, visit ${decision.already.visit}): not recorded again; the run continues.`);
    else ctx.io.info(`Approval of step ${decision.record?.step ?? '?'} recorded: ${decision.decision} by ${decision.record?.by ?? '?'}.`);
  }

  // answer: a re-run of the job that recorded it (the run went on and failed further on, or
  // completed) finds it recorded and nothing waiting: it goes on with the run, recording nothing.
  let answer = inputs.answer;
  const before = answer !== undefined ? await ctx.readers.read((importers) => getStatus(ctx.workspaceRoot, workflowFile, invocationOf(inputs, ctx.io), importers).state) : undefined;
  const answered = answer !== undefined ? answeredAlready(before, answer, ctx.gh.actor ?? 'unknown', stageEnvironmentBase(ctx.env)) : undefined;
  // The question this job's answer is for: the summary says it was answered, and how, as it says a decision.
  const asked = answer !== undefined && answered === undefined ? pendingQuestion(before) : undefined;
  if (answered !== undefined) {
    answer = undefined;
    ctx.io.info(`The answer to step ${answered.step}'s question (visit ${answered.visit}) was already recorded for ${answered.by}: not recorded again; the run continues.`);
  }

  const printer = new StageLogPrinter(ctx.io);
  const processes = stageProcessRunner(createNodeProcessRunner({ stopGraceMs: ACTION_STOP_GRACE_MS, ...(ctx.spawner ? { lent: ctx.spawner } : {}) }), {
    signal: ctx.signal,
    setSecret: (value) => ctx.io.setSecret(value),
    onStageMask: (value) => printer.addMask(value),
    onLogText: (step, visit, attempt, text) => printer.fromLogFile(step, visit, attempt, text),
  });
  let outcome: RunOutcome & { merge?: { merged: string[]; alreadyMerged: string[]; pending: string[]; superseded?: Array<{ key: string; folder: string }> } };
  try {
    outcome = await start(
      {
        workspace: ctx.workspaceRoot,
        workflowFile,
        invocation: invocationOf(inputs, ctx.io),
        env: stageEnvironmentBase(ctx.env),
        commandName: 'stagegate',
        agents: agentSelectionOf(inputs, ctx.workspaceRoot),
        signal: ctx.signal,
        readers: ctx.readers,
        // The answer input, recorded for the GitHub actor (as an approval is).
        ...(answer !== undefined ? { answer: { text: answer, by: ctx.gh.actor ?? 'unknown' } } : {}),
      },
      { processes, source: ctx.source, clock: systemClock, onEvent: (e) => printer.onEvent(e) },
    );
  } catch (error) {
    // command: merge fetching its shard artifacts: the artifact service failed before anything was merged.
    if (error instanceof RestoreFailed) return persistenceError(error, ctx, inputs.runId);
    throw error;
  } finally {
    printer.end();
  }
  // A run the cancellation cut short reports WORKFLOW_INTERRUPTED (the core's stop code by the
  // cancellation contract; until the core returns it itself, a stage killed here ends as a failure).
  if (ctx.signal.aborted && outcome.status !== 'WORKFLOW_COMPLETE' && outcome.status !== 'PARTIAL_RESUMABLE' && outcome.status !== INTERRUPTED) {
    outcome = { ...outcome, status: INTERRUPTED, message: `the job was cancelled (${String(ctx.signal.reason ?? 'signal')}) while the run was at step ${outcome.activeStep ?? '?'}: its stage processes were stopped and the interruption recorded`, hint: undefined };
  }
  // Its paths as the repository names them, as the annotations and outputs do (working-directory in front).
  outcome = { ...outcome, ...inRepo(ctx, outcome, [outcome.runRoot, outcome.statePath, outcome.workflowFile]) };

  // Save whatever happened: the next job resumes from exactly this state.
  let saved: UploadResult | undefined;
  let uploadError: string | undefined;
  if (inputs.persist === 'artifact' && ctx.gh.hasArtifactRuntime && !ctx.gh.isGhes && outcome.workflow && outcome.runId && outcome.statePath && outcome.runRoot && outcome.runRoot !== '.') {
    try {
      saved = await saveRun(
        {
          workspaceRoot: ctx.workspaceRoot,
          workflowName: outcome.workflow,
          runId: outcome.runId,
          statePath: outcome.statePath,
          runRoot: outcome.runRoot,
          workflowFile: outcome.workflowFile,
          workflowPath: repoPath(ctx.gh, ctx.workspaceRoot, outcome.workflowFile),
        },
        { store: ctx.store(), who: { attempt: ctx.gh.attempt, job: ctx.gh.job }, tempDir: ctx.gh.runnerTemp, log: (m) => ctx.io.info(m), warn: (m) => ctx.io.annotate('warning', m, { title: CARRIED_STATE_TITLE }), readers: ctx.readers },
        inputs.retentionDays,
        persistence.kind === 'on' ? persistence.restore?.seenInRun : undefined,
      );
    } catch (error) {
      uploadError = `could not upload the state of run ${outcome.runId} as an artifact: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  const artifactName = saved?.name ?? null;

  const workflow = await loadModel(ctx, outcome.workflowFile);
  const state = outcome.state;
  // Refused before it ran: the run as it stands in the workspace (the state restored, say), for the summary's counts and steps table.
  const standingRead = !state && outcome.statePath ? readCarriedState(join(ctx.workspaceRoot, outcome.statePath)) : undefined;
  const standing =
    standingRead?.kind === 'ok' && outcome.statePath
      ? {
          state: standingRead.state,
          statePath: outcome.statePath,
          unchanged: found !== undefined && found.statePath === outcome.statePath && found.fingerprint !== undefined && found.fingerprint === stateFingerprint(ctx.workspaceRoot, outcome.statePath),
          restoredFrom: restoredFrom(persistence),
        }
      : undefined;
  const shown = state ?? standing?.state;
  const gating = gateOutcome(outcome.status, inputs.failOnPartial, inputs.partialConclusion);
  const stopped = stoppedStep(state, outcome.activeStep);
  // The failed stage's last lines (masked like its log), for the summary and the annotation.
  const failedLog = gating.fail && outcome.status !== INTERRUPTED ? printer.lastFailure?.logPath : undefined;
  const tail = failedLog ? { log: repoPath(ctx.gh, ctx.workspaceRoot, failedLog), lines: maskLines(lastLines(join(ctx.workspaceRoot, failedLog)), ctx.env, printer.stageMasks) } : undefined;
  const annotations: PendingAnnotation[] = [];
  if (gating.fail) annotations.push(stepAnnotation(ctx, workflow, outcome, stopped, 'error', failureText(outcome, tail)));
  else if (outcome.status === 'PARTIAL_RESUMABLE') annotations.push(stepAnnotation(ctx, workflow, outcome, stopped, 'notice', printableQuoted(actionWords(outcome.message))));
  if (uploadError) annotations.push({ level: 'error', message: uploadError, properties: { title: 'stagegate: state not saved' } });
  // Decided at another commit than the run paused at: recorded, not refused; said as a warning.
  const sourceWarning = decided && !('already' in decided) ? decided.sourceWarning : undefined;
  if (sourceWarning !== undefined) annotations.push({ level: 'warning', message: printableQuoted(actionWords(sourceWarning)), properties: { title: 'stagegate: approval decided at another source commit' } });
  // Decided on a workflow whose only errors are in approval messages (the run paused before they were checked): recorded, each said as a warning.
  const workflowWarnings = decided && !('already' in decided) ? (decided.workflowWarnings ?? []) : [];
  for (const w of workflowWarnings) annotations.push({ level: 'warning', message: printableQuoted(actionWords(w)), properties: { title: 'stagegate: approval recorded despite a workflow error' } });
  // A shard artifact of an earlier attempt made before the run's fresh start: its key stays pending.
  // Its folder (in place under the run root, or a downloaded artifact's name) as the repository names it.
  const superseded = (outcome.merge?.superseded ?? []).map((s) => ({ ...s, folder: repoText(ctx.gh, ctx.workspaceRoot, s.folder, [outcome.runRoot]) }));
  for (const s of superseded) annotations.push({ level: 'warning', message: `shard artifact ${s.folder} (${s.key}) was made for run ${outcome.runId ?? '?'} before its fresh start, not for this run: it was not merged`, properties: { title: 'stagegate: shard of an earlier run not merged' } });

  const b = new MarkdownBudget();
  const title = `${esc(outcome.workflow ?? outcome.workflowFile)}${outcome.runId ? ` · run ${code(outcome.runId)}` : ''}`;
  // Counted as the run's progress counts them: an imported format's helper steps are not the user's.
  const reused = shown && workflow ? declaredCompletedCount(workflow, shown.completed_steps) : (shown?.completed_steps.length ?? 0);
  bannerBlock(b, title, outcome.status, [
    decided && 'already' in decided ? alreadyLine(decided) : decided?.record ? approvalLine(decided, outcome.runId) : '',
    answered !== undefined ? `💬 The answer to step ${code(answered.step)}'s question (visit ${esc(answered.visit)}) by ${code(answered.by ?? '?')}: already recorded in the run's state (an earlier attempt of this job), not recorded again` : '',
    asked !== undefined ? answerLine(asked, shown) : '',
    sourceWarning !== undefined ? `⚠️ ${prose(actionWords(sourceWarning))}` : '',
    ...workflowWarnings.map((w) => `⚠️ ${prose(actionWords(w))}`),
    outcome.sourceChange ? `🔀 ${prose(actionWords(describeSourceChange(outcome.sourceChange)))}` : '',
    prose(actionWords(outcome.message)),
    outcome.merge ? `Shards merged: ${esc(outcome.merge.merged.join(', ') || 'none')}${outcome.merge.alreadyMerged.length > 0 ? ` (already merged: ${esc(outcome.merge.alreadyMerged.join(', '))})` : ''}${outcome.merge.pending.length > 0 ? ` · still pending: ${esc(outcome.merge.pending.join(', '))}` : ''}${superseded.length > 0 ? ` · not merged, made before the run's fresh start: ${esc(superseded.map((s) => `${s.key} (${s.folder})`).join(', '))}` : ''}` : '',
    outcome.location?.file && outcome.location.line !== undefined ? `At ${code(`${repoPath(ctx.gh, ctx.workspaceRoot, outcome.location.file)}:${outcome.location.line}`)}` : '',
    shown ? `Stage runs in this job: ${esc(outcome.stagesRun)} · steps completed: ${esc(reused)} of ${esc(workflow ? declaredStepCount(workflow) : '?')}` : '',
    uploadError ? `❌ ${esc(uploadError)}` : '',
  ], outcome.status === 'STALE_ARTIFACT_REJECTED' ? staleBanner(outcome) : undefined);
  if (tail && tail.lines.length > 0) {
    b.add(`#### Last lines of ${code(tail.log)}\n\n`);
    b.add(preBlock(tail.lines) + '\n\n');
  }
  if (workflow) {
    graphBlock(b, workflow, shown, outcome.log?.history, ctx.workspaceRoot, (p) => repoPath(ctx.gh, ctx.workspaceRoot, p));
    if (shown) {
      b.add(state ? '#### Steps\n\n' : '#### Steps (the run as it stands: this step ran none)\n\n');
      stepsTable(b, workflow, shown, (p) => repoPath(ctx.gh, ctx.workspaceRoot, p));
    }
  }
  notRunBlock(b, outcome.notRun);
  nextBlock(b, nextSteps(outcome, inputs, ctx, artifactName, childPendingSteps(ctx.workspaceRoot, state), uploadError !== undefined, outcome.merge?.pending, refusedStateLine(ctx, standing, saved, uploadError)));
  detailsBlock(b, 'Run details', [
    ['Workflow file', code(repoPath(ctx.gh, ctx.workspaceRoot, outcome.workflowFile))],
    ['State', outcome.statePath && shown ? code(repoPath(ctx.gh, ctx.workspaceRoot, outcome.statePath)) : null],
    ['Manifest', outcome.manifestPath && shown ? code(repoPath(ctx.gh, ctx.workspaceRoot, outcome.manifestPath)) : null],
    ['Carried state', restoredLine(persistence)],
    ['Saved as artifact', artifactName ? `${code(artifactName)}${saved?.digest ? ` (${code(saved.digest)})` : ''}${standing?.unchanged ? ': the state as this step found it, unchanged (nothing ran)' : ''}` : null],
    ['Inputs', inputsList(shown?.inputs)],
  ]);

  const failure = gating.fail ? failureText(outcome, undefined) : uploadError;
  const pendingApproval = awaitedApproval(ctx.workspaceRoot, state);
  return {
    outputs: {
      status: outcome.status,
      complete: outcome.status === 'WORKFLOW_COMPLETE',
      runId: outcome.runId,
      activeStep: outcome.activeStep,
      completedSteps: outcome.completedSteps,
      statePath: repoPathOrNull(ctx.gh, ctx.workspaceRoot, outcome.statePath),
      manifestPath: repoPathOrNull(ctx.gh, ctx.workspaceRoot, outcome.manifestPath),
      artifactName,
      pendingApproval,
      question: outcome.status === 'WORKFLOW_ANSWER_REQUIRED' ? (pendingQuestion(state)?.question ?? null) : null,
      artifactId: saved?.id ?? null,
      artifactUrl: saved?.id && ctx.gh.repository && ctx.gh.runId ? `${ctx.gh.serverUrl}/${ctx.gh.repository}/actions/runs/${ctx.gh.runId}/artifacts/${saved.id}` : null,
      artifactDigest: saved?.digest ?? null,
      stagesRun: outcome.stagesRun,
      restoredFrom: restoredFrom(persistence),
    },
    ...(failure ? { failure } : {}),
    // A state not carried cannot be resumed or answered: nothing to act on, whatever the run said.
    conclusion: uploadError && gating.conclusion !== 'cancelled' ? 'failure' : gating.conclusion,
    checkTitle: `${outcome.status}${outcome.workflow ? ` · ${outcome.workflow}` : ''}${outcome.runId ? ` run ${outcome.runId}` : ''}${sourceTitle(outcome)}${standingTitle(outcome, pendingApproval)}`,
    summary: b.toString(),
    annotations,
  };
}

/**
 * Stage log lines masked as the core masks stage logs (values of secret-named variables), and the
 * values stages registered with their own ::add-mask:: lines (`stageMasks`, longest first): the
 * log file keeps them, the report (summary, annotation, check run) does not.
 */
export function maskLines(lines: string[], env: NodeJS.ProcessEnv, stageMasks: readonly string[] = []): string[] {
  const secrets = [...new Set([...secretValues(stageEnvironmentBase(env)), ...stageMasks])].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  return secrets.length === 0 ? lines : lines.map((l) => maskSecrets(l, secrets));
}

/** The artifact the command's state came from, for the restored-from output. */
export function restoredFrom(p: Persistence): string | null {
  return p.kind === 'on' && p.restore?.kind === 'restored' ? p.restore.artifact.name : null;
}

/** The approval step a paused run waits at, or null. */
function pendingStep(state: RunState | undefined): string | null {
  const pending = state?.pending_approval;
  return pending && state?.active_step === pending.step ? pending.step : null;
}

/**
 * The approval steps the child workflow runs this run is paused in await (their children's,
 * recursively), each read from its state file in the workspace; a child that cannot be read
 * names none.
 */
function childPendingSteps(workspaceRoot: string, state: RunState | undefined, depth = 0): string[] {
  if (!state || depth > 10) return [];
  const workspace = new Workspace(workspaceRoot);
  const steps: string[] = [];
  for (const c of childrenPausedFor(state)) {
    const at = c.state_path !== null ? workspace.tryResolve(c.state_path) : undefined;
    const read = at ? readCarriedState(at.abs) : undefined;
    if (read?.kind !== 'ok' || read.state.run_id !== c.run_id) continue;
    const own = ownPendingApproval(read.state);
    steps.push(...(own ? [own.step] : childPendingSteps(workspaceRoot, read.state, depth + 1)));
  }
  return [...new Set(steps)];
}

/** The pending-approval output: the run's own approval step, else the steps its child runs await (comma-separated), or null. */
function awaitedApproval(workspaceRoot: string, state: RunState | undefined): string | null {
  return pendingStep(state) ?? (childPendingSteps(workspaceRoot, state).join(',') || null);
}

/**
 * What the pull request's author reads beside the check's name, after the stop code: what the run
 * waits for (an approval, an answer) or where it stands (the step it goes on at, or stopped at).
 * `command: run`'s title and `command: status`'s.
 */
function standingTitle(outcome: Pick<RunOutcome, 'status' | 'activeStep'>, pendingApproval: string | null): string {
  if (outcome.status === 'WORKFLOW_COMPLETE') return '';
  if (pendingApproval !== null) return ` · awaiting approval: ${pendingApproval}`;
  const step = outcome.activeStep;
  if (step === null) return '';
  if (outcome.status === 'WORKFLOW_ANSWER_REQUIRED') return ` · question at ${step}`;
  return outcome.status === 'PARTIAL_RESUMABLE' ? ` · next: ${step}` : ` · at ${step}`;
}

/** The check title says when a run continued with verdicts made at another commit, or went back. */
function sourceTitle(outcome: RunOutcome): string {
  const c = outcome.sourceChange;
  if (!c) return '';
  if (c.policy === 'keep' && c.kept.length > 0) return ` · kept verdicts from another commit (${c.kept.join(', ')})`;
  if (c.rerun_from !== null) return ` · source changed: back to ${c.rerun_from}`;
  return ' · source changed';
}

function approvalLine(d: DecisionReport, runId: string | null): string {
  const r = d.record!;
  const where = d.runId !== null && d.runId !== runId ? ` in child workflow run ${code(d.runId)}${d.workflow ? ` (${esc(d.workflow)})` : ''}` : '';
  return `${r.decision === 'approved' ? '✅' : '⛔'} Step ${code(r.step)}${where} ${esc(r.decision)} by ${code(r.by)} (visit ${esc(r.visit)}, state ${code(`sha256 ${r.state_digest.slice(0, 12)}…`)})${r.note ? `: ${esc(r.note)}` : ''}`;
}

/** Longest question or answer the summary quotes: the rest is in the run's journal. */
const QUOTED_ANSWER_CHARS = 300;

function quoted(text: string): string {
  return text.length > QUOTED_ANSWER_CHARS ? `${text.slice(0, QUOTED_ANSWER_CHARS - 1)}…` : text;
}

/**
 * The answer this job recorded to the question the run waited on (`asked`, as the step found it),
 * read back from the run's state: who answered, the question and the answer as recorded (masked).
 * Empty when the run did not record it (refused before the step ran).
 */
function answerLine(asked: QuestionRecord & { step: string }, state: RunState | undefined): string {
  const record = state?.steps[asked.step]?.questions?.find((q) => q.visit === asked.visit && q.attempt === asked.attempt && q.asked_at === asked.asked_at);
  if (record?.answer === undefined) return '';
  return `💬 Step ${code(asked.step)}'s question (visit ${esc(record.visit)}) answered by ${code(record.by ?? '?')}: ${esc(quoted(record.question))} — ${code(quoted(record.answer))}`;
}

function alreadyLine({ already: r, inChild }: AlreadyDecided): string {
  return `${r.decision === 'approved' ? '✅' : '⛔'} Step ${code(r.step)}${inChild !== undefined ? ` in child workflow run ${code(inChild)}` : ''} ${esc(r.decision)} by ${code(r.by)} (visit ${esc(r.visit)}): already recorded in the run's state (an earlier attempt of this job), not recorded again`;
}

/** The decision this job asks for is the run's last one, already recorded (a re-run of the job that made it): nothing to record. */
interface AlreadyDecided {
  already: ApprovalRecord;
  /** The child workflow run it was recorded in (decided through this run), or undefined: this run's own. */
  inChild?: string;
}

/**
 * The decisions recorded in the child workflow runs `state` records (child_workflow steps and
 * branches, recursively; foreach items are not decided through their parent), each child loaded
 * from its state in the workspace (restored with the parent's) as its own run, with the inputs its
 * state records — as a decision through the parent locates it; a child that cannot be loaded gives none.
 */
function childDecisions(workspaceRoot: string, state: RunState, importers: WorkflowReaders, depth = 0): Array<{ record: ApprovalRecord; runId: string }> {
  if (depth > 10) return [];
  const workspace = new Workspace(workspaceRoot);
  const out: Array<{ record: ApprovalRecord; runId: string }> = [];
  for (const ref of nestedRunsOf(state)) {
    const runId = ref.kind === 'child' ? ref.record.run_id : null;
    if (ref.kind !== 'child' || ref.record.state_path === null || runId === null) continue;
    const at = workspace.tryResolve(ref.record.state_path);
    const read = at ? readCarriedState(at.abs) : undefined;
    if (read?.kind !== 'ok' || read.state.run_id !== runId) continue;
    const child = getStatus(workspaceRoot, ref.record.workflow_file, { tokens: { ...read.state.inputs }, runId, undeclared: 'keep' }, importers);
    if (!child.state || child.state.run_id !== runId) continue;
    out.push(...(child.state.approvals ?? []).map((record) => ({ record, runId })), ...childDecisions(workspaceRoot, child.state, importers, depth + 1));
  }
  return out;
}

/**
 * The decision the approve / reject input asks for, when the restored run already holds it: nothing
 * awaits a decision (here or in a child run), and the run's last decision — its own, or one
 * recorded through it in a child workflow run — is this one: same decision, same step (when
 * named), same actor, made at the job's commit, not taken back by a rerun-from since. That is "Re-run failed jobs" of the job that
 * decided and then failed further on (its restored state is its own): the job goes on with the
 * run instead of refusing, and records nothing. Any other case is decided (or refused) as before.
 */
function alreadyDecided(workspaceRoot: string, state: RunState | undefined, approval: ApprovalInput, actor: string, sourceCommit: () => string | null, importers: WorkflowReaders): AlreadyDecided | undefined {
  if (!state || state.pending_approval || childrenPausedFor(state).length > 0) return undefined;
  const own = state.approvals?.at(-1);
  // The latest of this run's last decision and its children's (ISO times compare as strings).
  let last: { record: ApprovalRecord; runId?: string } | undefined = own ? { record: own } : undefined;
  for (const d of childDecisions(workspaceRoot, state, importers)) if (!last || d.record.at > last.record.at) last = d;
  if (!last) return undefined;
  const r = last.record;
  // Taken back by a later rerun-from (its approval step runs again): that decision no longer
  // stands, so this job is no re-run of one whose decision holds — decided (or refused) as any.
  if (r.taken_back_at !== undefined) return undefined;
  if (r.decision !== approval.decision || r.by !== actor) return undefined;
  if (approval.step !== undefined && r.step !== approval.step) return undefined;
  if ((r.source_commit ?? null) !== sourceCommit()) return undefined;
  return last.runId !== undefined ? { already: r, inChild: last.runId } : { already: r };
}

/**
 * The question the answer input answers, when the restored run holds that answer already: no
 * question waits, and the run's last answer — the latest of its questions' — is this text (masked
 * as it was recorded) by this actor. That is a re-run of the job that answered and then failed
 * further on (or completed): it goes on with the run instead of WORKFLOW_ANSWER_NOT_PENDING, as a
 * re-run of a job that decided an approval does. Any other answer is recorded (or refused) as before.
 */
function answeredAlready(state: RunState | undefined, text: string, actor: string, env: Record<string, string | undefined>): (QuestionRecord & { step: string }) | undefined {
  if (state === undefined || pendingQuestion(state) !== undefined) return undefined;
  let last: (QuestionRecord & { step: string }) | undefined;
  for (const [step, record] of Object.entries(state.steps)) {
    for (const q of record.questions ?? []) if (q.answered_at !== undefined && (last === undefined || q.answered_at > last.answered_at!)) last = { ...q, step };
  }
  if (last === undefined || last.by !== actor) return undefined;
  return last.answer === maskSecrets(text, gateSecretValues(env)) ? last : undefined;
}

/**
 * Record approve / reject for the GitHub actor on the run's pending approval (restored from the
 * artifact): the core refuses when nothing is pending, the actor is not an approver, or the state
 * changed since the approval was requested. The decision, or the refusal as the step's result; or
 * the decision already recorded, when a re-run of the job that made it finds it (alreadyDecided).
 */
async function decideApproval(inputs: ActionInputs, approval: ApprovalInput, ctx: CommandContext, workflowFile: string, persistence: Exclude<Persistence, { kind: 'refused' }>): Promise<DecisionReport | AlreadyDecided | CommandResult> {
  const name = approval.decision === 'approved' ? 'approve' : 'reject';
  const actor = ctx.gh.actor;
  if (!actor) throw new InputError(`input '${name}' needs the GitHub actor (GITHUB_ACTOR) to record who decided; it is set on every GitHub Actions runner`);
  const invocation = invocationOf(inputs, ctx.io);
  // Asked at most once, and only where there is a run's state to decide on: a workflow that does not
  // load, or a run that has not started, spawns no git rev-parse (as status and plan).
  let asked: { commit: string | null } | undefined;
  const sourceCommit = (): string | null => (asked ??= { commit: ctx.source.sourceCommit(ctx.workspaceRoot) }).commit;
  const located = await ctx.readers.read((importers) => getStatus(ctx.workspaceRoot, workflowFile, invocation, importers));
  const already = await ctx.readers.read((importers) => alreadyDecided(ctx.workspaceRoot, located.state, approval, actor, sourceCommit, importers));
  if (already) return already;
  // Paused in child runs: the decision goes to the child that awaits it (below), whose step is checked there.
  const inChild = located.state !== undefined && childrenPausedFor(located.state).length > 0;
  if (approval.step !== undefined && !inChild) {
    // The decision names the step it is for: it must be the one pending now.
    const pending = pendingStep(located.state);
    if (located.state && pending === null && located.state.active_step === null) {
      // Finished: no run of it pauses again, so do not advise continuing it (as the CLI says).
      const fix = 'A finished run takes no more decisions: check the run id; to go through its approval again, start the workflow over with a new run-id, or this one with execution-mode: fresh.';
      return refusedDecision(ctx, workflowFile, { ...located, status: 'APPROVAL_NOT_PENDING', message: `run ${located.runId ?? '?'} already finished (${located.state.status}) and awaits no approval; nothing was recorded` }, fix, located, persistence);
    }
    if (located.state && pending !== approval.step) {
      const why = pending ? `step ${pending} awaits approval, not ${approval.step}` : `no approval is pending (active step: ${located.activeStep ?? 'none, the run finished'})`;
      // A near miss of the pending step's id (signoff for sign_off): said as such.
      const near = pending !== null && closest(approval.step, [pending]) !== undefined ? ` Did you mean '${name}: ${pending}'?` : '';
      const fix = pending ? `${name}: ${approval.step} names another step; use ${name}: ${pending} (or ${name}: true for whichever step is pending), or check the run id.${near}` : `Nothing awaits a decision in this run: check the run id, or continue the run without ${name}.`;
      return refusedDecision(ctx, workflowFile, { ...located, status: 'APPROVAL_NOT_PENDING', message: `run ${located.runId ?? '?'}: ${why}; nothing was recorded` }, fix, located, persistence);
    }
  }
  // The workflow is loaded (and checked) before the run is changed: safe to read again. A run
  // paused in a child workflow run is decided through it: the decision is recorded in the child
  // run that awaits it (its state came with this run's, restored from this run's artifact), and
  // the run then continues the child. A later job has no artifact of the child's own, so this is
  // the one way to decide it there.
  let file = workflowFile;
  let target = invocation;
  for (let depth = 0; ; depth++) {
    const report = await ctx.readers.read((importers) => recordApproval(ctx.workspaceRoot, file, target, { decision: approval.decision, by: actor, note: approval.note, commandName: 'stagegate', sourceCommit }, new Date(), importers),
    );
    if (report.exitCode === 0) return report;
    const into = report.pausedIn && depth < 10 ? childToDecide(report.pausedIn, approval, name) : undefined;
    // No state of the run here: the core's fix is the CLI user's (restore the run root first); the
    // action restores it itself, so say where it looked and what its user changes instead.
    // The state differs from the one the approval was requested for: the core's fix is the CLI
    // user's (restore the state, resume with stagegate run); the action restores the state itself,
    // so say which job to run and where to decide after it.
    const fix =
      report.status === 'APPROVAL_NOT_PENDING' && located.status === 'NOT_STARTED' && depth === 0
        ? noStateToDecideFix(inputs, persistence, workflowFile, name)
        : report.status === 'APPROVAL_STATE_CHANGED'
          ? stateChangedFix(inputs, name, depth === 0 ? pendingStep(located.state) : null)
          : undefined;
    if (into === undefined) return refusedDecision(ctx, workflowFile, report, fix ?? report.hint ?? stopFix(report.status) ?? '', located, persistence);
    if ('refusal' in into) return refusedDecision(ctx, workflowFile, { ...report, message: into.refusal.message }, into.refusal.fix, located, persistence);
    file = into.child.workflow_file;
    target = { tokens: Object.fromEntries(into.inputs), runId: into.child.run_id, undeclared: 'keep', allowWorkflowChange: invocation.allowWorkflowChange, onSourceChange: invocation.onSourceChange };
  }
}

/**
 * APPROVAL_STATE_CHANGED in the action's words: the action restores the run's state itself (no
 * "restore the state" by hand), and this job is already a command: run — the one that asks for the
 * approval again for the state as it is now is a run without approve / reject; the decision comes
 * after it, where a decision on a pause is made (a later job, or with persist: none a later step of
 * the same job). `step`: the approval step the run awaits (null: decided in a child run).
 */
function stateChangedFix(inputs: ActionInputs, name: string, step: string | null): string {
  const where = inputs.persist === 'none' ? 'in a later step of this job (persist: none: the same workspace)' : 'in a job after that one (needs: that job)';
  const decide = step !== null ? `${name}: ${step}, or ${name}: true` : `${name}: true`;
  return `Look at what changed with command: status (the same run-id and workflow), then run this action with command: run and without approve or reject, which requests the approval${step !== null ? ` of step ${step}` : ''} again for the state as it is now (the run pauses there again), and decide ${where} (${decide}).`;
}

/**
 * What an approve / reject of a run this job has no state of asks of the action's user: the action
 * carries a run between jobs itself (persist: artifact), so not "restore it first" but where it
 * looked, and what to change — the job that decides, the inputs that name the run, or a start.
 */
function noStateToDecideFix(inputs: ActionInputs, persistence: Exclude<Persistence, { kind: 'refused' }>, workflowFile: string, name: string): string {
  const start = `If the run has not started, start it with command: run (workflow: ${workflowFile}, run-id: ${inputs.runId ?? '<id>'}); it pauses at its approval step.`;
  if (persistence.kind === 'off') {
    if (inputs.persist === 'none') return `With persist: none the action carries no run between jobs, so this job sees only what its workspace holds: decide in a later step of the job the run paused in (the same workspace), or let the action carry the run (persist: artifact, the default) in the job that runs the workflow and in this one. ${start}`;
    return `The action carries no state for this run (${persistence.reason}). ${start}`;
  }
  const where = `this workflow run's artifacts${inputs.resumeFromRunId !== undefined ? ` and workflow run ${inputs.resumeFromRunId}'s (resume-from-run-id)` : ''}`;
  return `The action looked for the run's state in ${where} and found none. Decide (${name}: …) in a later job of the workflow run whose job paused it (needs: that job), or from another workflow run with resume-from-run-id: <the github.run_id of the run that paused it> (and permissions: actions: read); check that run-id, workflow and working-directory are the ones that run was started with (its job summary names its artifact). ${start}`;
}

/**
 * The child run a decision made through its parent goes to: the first (in declared order) that
 * awaits one — at the step `approve: <step>` names, when it names one. One decision per job: with
 * several children waiting, the next job's decision goes to the next. A child paused in runs of
 * its own (its step unknown here) is gone into, and the step checked there.
 */
function childToDecide(paused: PausedChildRun[], approval: ApprovalInput, name: string): PausedChildRun | { refusal: { message: string; fix: string } } {
  const at = (p: PausedChildRun) => `run ${p.child.run_id} of ${p.child.workflow_file}${p.step ? ` (step ${p.step})` : ''}`;
  const fits = approval.step === undefined ? paused : paused.filter((p) => p.step === null || p.step === approval.step);
  if (fits.length > 0) return fits[0]!;
  return { refusal: { message: `the run is paused in child workflow ${paused.length === 1 ? 'run' : 'runs'} ${paused.map(at).join(', ')}, where no approval ${approval.step} awaits a decision; nothing was recorded`, fix: `${name}: ${approval.step} names another step: use ${name}: true for the step the child run awaits, or check the run id.` } };
}

/**
 * A refused approve / reject: nothing was recorded and nothing ran. The run's outputs are the run
 * as it stands (`run`: where it was located before the decision, its state as restored, unchanged),
 * as command: status gives them — the refusal as the status: the step it is paused at, the
 * approval it still awaits, the artifact its state was restored from. A refusal of a child run
 * the decision went to (`r` is its report) is reported as this run's — its banner, title and
 * outputs name this run — with the message saying which child run refused.
 */
function refusedDecision(
  ctx: CommandContext,
  workflowFile: string,
  r: { status: string; message: string; workflow: string | null; runId: string | null; statePath: string | null },
  fix: string,
  run: Pick<StatusReport, 'status' | 'workflow' | 'runId' | 'activeStep' | 'completedSteps' | 'statePath' | 'manifestPath' | 'state'>,
  persistence: Exclude<Persistence, { kind: 'refused' }>,
): CommandResult {
  const inChild = r.runId !== null && run.runId !== null && r.runId !== run.runId;
  const workflow = inChild ? (run.workflow ?? workflowFile) : (r.workflow ?? workflowFile);
  const runId = inChild ? run.runId : r.runId;
  const message = inChild ? `in child run ${r.runId}${r.workflow ? ` (${r.workflow})` : ''}: ${r.message}` : r.message;
  const b = new MarkdownBudget();
  bannerBlock(b, `${esc(workflow)}${runId ? ` · run ${code(runId)}` : ''}`, r.status, [prose(actionWords(message)), `**Fix:** ${prose(actionWords(fix))}`, 'Nothing was recorded and nothing ran.']);
  detailsBlock(b, 'Run details', [
    ['State', run.state && run.statePath ? code(repoPath(ctx.gh, ctx.workspaceRoot, run.statePath)) : null],
    ['Carried state', restoredLine(persistence)],
  ]);
  const standing = run.state ? reportOutputs(ctx, run, persistence) : { restoredFrom: restoredFrom(persistence) };
  return {
    outputs: { ...emptyOutputs(r.status), ...standing, status: r.status, complete: false, runId: run.runId ?? r.runId, statePath: repoPathOrNull(ctx.gh, ctx.workspaceRoot, run.statePath ?? r.statePath) },
    failure: `${r.status}: ${actionWords(message)}`,
    conclusion: 'failure',
    checkTitle: `${r.status}${runId ? ` · run ${runId}` : ''}`,
    summary: b.toString(),
    annotations: [{ level: 'error', message: `${r.status}: ${actionWords(message)}\nFix: ${actionWords(fix)}`, properties: { title: `stagegate: ${r.status}` } }],
  };
}

/** What to do about a restore that could not be done, by its cause. */
function restoreFix(error: unknown, message: string): string {
  if (error instanceof ArtifactsUnavailableOnGhes) {
    return "Set persist: none. To carry a run between jobs there, save its run root with an artifact or cache action your server supports (actions/upload-artifact@v3 and download-artifact@v3, or actions/cache) in steps around stagegate, or keep the run in one job. See stagegate's docs/action.md (GitHub Enterprise Server).";
  }
  if (error instanceof ArtifactRuntimeMissing) return 'Run stagegate as an action step (uses:), or set persist: none.';
  if (error instanceof RestoreFailed && error.what === 'unfinished shard' && error.overBudget) {
    return `An earlier leg's unfinished shard of a key pending in the merge does not fit in what is left of the one limit the merge unpacks its shard artifacts within, so it was not installed — and the key is not left to start over, which would repeat what that leg did (a stagegate once effect): nothing was merged and the run is unchanged. Re-run the key's leg (it continues the shard within a limit of its own, and its result is what the merge takes), or raise ${MAX_ARTIFACT_MB_VARIABLE} for the merge step, then re-run the merge.`;
  }
  if (error instanceof RestoreFailed && error.what === 'unfinished shard') {
    return "An earlier leg's unfinished shard of this key was uploaded as an artifact that cannot be used (see the message), so whether that leg did something (a stagegate once effect) cannot be told: nothing was run. Inspect the artifact; if the key may start over, delete it (gh api -X DELETE repos/OWNER/REPO/actions/artifacts/ID) and re-run the job.";
  }
  // This workflow run's own artifacts go through the job's runtime token: no permission or run id of the workflow's is at fault.
  if (error instanceof RestoreFailed && error.scope?.kind === 'current') {
    const what = error.what === 'shards' ? 'shard artifacts' : 'state artifact';
    const nothing = error.what === 'shards' ? 'Nothing was merged and the run is unchanged.' : 'Nothing was run.';
    // A re-run's earlier attempt: the service lists it but will not hand it out; REST would, with actions: read.
    if (error.rest?.forbidden) return `The artifact service would not hand this workflow run's ${what} to this job (on a re-run: an earlier attempt's), and GitHub's REST API, which would, refused the token input (HTTP 403): add \`permissions: actions: read\` to this job (keeping the permissions it has), then re-run it. ${nothing}`;
    if (error.rest?.unasked) return `The artifact service would not hand this workflow run's ${what} to this job (on a re-run: an earlier attempt's), and GitHub's REST API, which would, could not be asked: the token input is empty (or GITHUB_REPOSITORY / GITHUB_RUN_ID unusable). Give the step a token (the default is \${{ github.token }}) with \`permissions: actions: read\`, then re-run the job. ${nothing}`;
    // Gone from REST too (deleted: 404; expired: 410): no re-run brings it back.
    if (error.rest?.status === 404 || error.rest?.status === 410) {
      const gone = error.rest.status === 404 ? 'has been deleted' : 'has expired';
      return error.what === 'shards'
        ? `A shard artifact of this workflow run ${gone} (GitHub's REST API answered its download ${error.rest.status}): re-run the legs, whose new artifacts the merge takes, or resume without the merge to run the pending items in-process. ${nothing}`
        : `This workflow run's state artifact ${gone} (GitHub's REST API answered its download ${error.rest.status}), so no re-run can restore it: start the run over with execution-mode: fresh (its stages run again), or resume a state saved elsewhere with resume-from-run-id. ${nothing}`;
    }
    if (error.rest) return `The artifact service would not hand this workflow run's ${what} to this job (on a re-run: an earlier attempt's), and its download through GitHub's REST API failed too (see the message): re-run the job once GitHub answers again. ${nothing}`;
    if (error.what === 'shards') return "The artifact service failed on this workflow run's shard artifacts (see the message): nothing was merged and the run is unchanged. Re-run the job; or re-run the legs, whose new artifacts the merge takes, or resume without the merge to run the pending items in-process.";
    if (/\b404\b|not found/i.test(message)) return "The artifact service did not give this workflow run's state artifact, although it listed it (deleted meanwhile): re-run the job; to start the run over instead, set execution-mode: fresh. Nothing was run.";
    return "The artifact service failed on this workflow run's state artifact (see the message): re-run the job. Nothing was run.";
  }
  if (/\b(401|403)\b|Resource not accessible|Bad credentials/i.test(message)) return 'The token was refused: a job that reads another workflow run\'s artifacts (resume-from-run-id) needs permissions: actions: read. Nothing was run.';
  if (/\b404\b|not found/i.test(message)) return 'The workflow run or artifact was not found: check resume-from-run-id (a github.run_id of this repository). Nothing was run.';
  if (/\b410\b|expired|gone/i.test(message)) return 'The artifact has expired (retention-days): start the run again with execution-mode: fresh. Nothing was run.';
  return 'The artifact service failed (see the message); re-run the job. Nothing was run.';
}

/** `askedRunId`: the run-id input, the run's id when the failure came before its location was known. */
export function persistenceError(error: unknown, ctx: CommandContext, askedRunId: string | undefined): CommandResult {
  const status = 'ARTIFACT_RESTORE_FAILED';
  const message = error instanceof Error ? error.message : String(error);
  const location = error instanceof RestoreFailed ? error.location : undefined;
  const fix = restoreFix(error, message);
  const b = new MarkdownBudget();
  bannerBlock(b, location ? `${esc(location.workflowName)} · run ${code(location.runId)}` : 'stagegate', status, [prose(message), `**Fix:** ${prose(fix)}`]);
  return {
    outputs: { ...emptyOutputs(status), runId: location?.runId ?? askedRunId ?? null, statePath: location ? repoPath(ctx.gh, ctx.workspaceRoot, location.statePath) : null },
    failure: `${status}: ${message}`,
    conclusion: 'failure',
    checkTitle: 'State could not be restored',
    summary: b.toString(),
    annotations: [{ level: 'error', message: `${status}: ${message}\nFix: ${fix}`, properties: { title: `stagegate: ${status}` } }],
  };
}

/** The run outputs of a run as its state has it (command: status, and command: shards beside its matrix). */
export function reportOutputs(ctx: CommandContext, r: Pick<StatusReport, 'status' | 'runId' | 'activeStep' | 'completedSteps' | 'statePath' | 'manifestPath' | 'state'>, persistence: Exclude<Persistence, { kind: 'refused' }>): CommandResult['outputs'] {
  return {
    status: r.status,
    complete: r.status === 'WORKFLOW_COMPLETE',
    runId: r.runId,
    activeStep: r.activeStep,
    completedSteps: r.completedSteps,
    statePath: repoPathOrNull(ctx.gh, ctx.workspaceRoot, r.statePath),
    manifestPath: repoPathOrNull(ctx.gh, ctx.workspaceRoot, r.manifestPath),
    artifactName: null,
    pendingApproval: awaitedApproval(ctx.workspaceRoot, r.state),
    question: r.status === 'WORKFLOW_ANSWER_REQUIRED' ? (pendingQuestion(r.state)?.question ?? null) : null,
    restoredFrom: restoredFrom(persistence),
  };
}

export async function statusCommand(inputs: ActionInputs, ctx: CommandContext): Promise<CommandResult> {
  const workflowFile = inputs.workflow[0]!;
  const persistence = await restoreOrRefuse(inputs, ctx, workflowFile);
  if ('outputs' in persistence) return persistence;
  // Compared with the pull request's head (or the sha input): a run finished at another commit is not reported complete.
  // Asked without waiting where the port can (git runs while the journal is replayed), as the CLI's status does.
  const source = ctx.source;
  const startSourceCommit = source.startSourceCommit;
  const asked = startSourceCommit !== undefined ? { startSourceCommit: () => startSourceCommit.call(source, ctx.workspaceRoot) } : { sourceCommit: () => source.sourceCommit(ctx.workspaceRoot) };
  const got = await ctx.readers.read((importers) => statusStanding(ctx.workspaceRoot, workflowFile, invocationOf(inputs, ctx.io), importers, asked));
  const located = 'atSource' in got ? got.atSource(await got.started) : got;
  const report = { ...located, ...inRepo(ctx, located, [located.runRoot, located.statePath, workflowFile]) };
  const workflow = await loadModel(ctx, workflowFile);
  const fail = report.exitCode !== 0;
  const b = new MarkdownBudget();
  bannerBlock(b, `${esc(report.workflow ?? workflowFile)}${report.runId ? ` · run ${code(report.runId)}` : ''}`, report.status, [
    prose(actionWords(report.message)),
    report.lockElsewhere !== undefined
      ? `🔒 The lock of this run names a runner on another machine, ${esc(report.lockElsewhere.host)} (pid ${report.lockElsewhere.pid}${report.lockElsewhere.startedAt !== undefined ? `, since ${esc(report.lockElsewhere.startedAt)}` : ''}), which cannot be checked from here: if that job is gone, remove ${code(report.lockElsewhere.file)} from the run's files.`
      : report.locked
        ? '🔒 A runner holds the lock of this run.'
        : '',
    fail ? `**Fix:** ${prose(actionWords(report.hint ?? stopFix(report.status) ?? ''))}` : '',
  ], report.status === 'STALE_ARTIFACT_REJECTED' ? staleBanner(report, true) : undefined);
  if (workflow) {
    graphBlock(b, workflow, report.state, report.log?.history, ctx.workspaceRoot, (p) => repoPath(ctx.gh, ctx.workspaceRoot, p));
    b.add('#### Steps\n\n');
    stepsTable(b, workflow, report.state, (p) => repoPath(ctx.gh, ctx.workspaceRoot, p));
  }
  notRunBlock(b, report.notRun);
  // A paused run: the next step, as the run's own summary said it when it paused.
  if (report.nextCommand) {
    // A pending approval is said once: the headline's message names it with its approvers, so the
    // Next block keeps only how to decide (the run's own summary, headed by the outcome, keeps both).
    const pending = pendingStep(report.state);
    const said = pending !== null && report.message.includes('awaits approval') ? `Step ${code(pending)} awaits approval` : undefined;
    nextBlock(b, nextSteps({ ...report, nextCommand: report.nextCommand }, inputs, ctx, null, childPendingSteps(ctx.workspaceRoot, report.state)).filter((line) => said === undefined || !line.startsWith(said)));
  }
  detailsBlock(b, 'Run details', [
    ['State', report.statePath ? code(repoPath(ctx.gh, ctx.workspaceRoot, report.statePath)) : null],
    ['Carried state', restoredLine(persistence)],
    ['Inputs', inputsList(report.state?.inputs)],
  ]);
  // Only a complete run passes a required check: a paused, started or unstarted one does not (unless partial-conclusion: neutral).
  const conclusion: CheckConclusion = fail ? failedConclusion(report.status) : report.status === 'WORKFLOW_COMPLETE' ? 'success' : inputs.partialConclusion;
  return {
    outputs: reportOutputs(ctx, report, persistence),
    ...(fail ? { failure: failureText(report, undefined) } : {}),
    conclusion,
    // As run's title: after the stop code, what the run waits for or where it stands.
    checkTitle: `${report.status}${report.workflow ? ` · ${report.workflow}` : ''}${report.runId ? ` run ${report.runId}` : ''}${report.keptVerdicts ? ` · kept verdicts from another commit (${report.keptVerdicts.join(', ')})` : ''}${standingTitle(report, awaitedApproval(ctx.workspaceRoot, report.state))}`,
    summary: b.toString(),
    annotations: fail ? [stepAnnotation(ctx, workflow, report, stoppedStep(report.state, report.activeStep), 'error', failureText(report, undefined))] : [],
  };
}

/**
 * The job log's lines of a plan, as the CLI's text starts: what was planned (file, run, mode), its
 * status, the next step, why, and the steps by what the run would do with them. A failed plan's
 * fix is its error annotation (printed beside these); the summary has the table.
 */
export function planLog(plan: Pick<Plan, 'status' | 'runId' | 'mode' | 'nextStep' | 'stopAfterStep' | 'stopAfterStepBehind' | 'message' | 'steps'>, file: string): string[] {
  const lines = [`stagegate plan ${file}${plan.mode ? ` · ${plan.mode}` : ''}${plan.runId ? ` · run ${plan.runId}` : ''}: ${plan.status}`];
  if (plan.nextStep) lines.push(`  next:   ${plan.nextStep}${plan.stopAfterStep ? (plan.stopAfterStepBehind ? ` (does not stop after ${plan.stopAfterStep}: behind the run)` : ` (stops after ${plan.stopAfterStep})`) : ''}`);
  // A failed plan's message and fix are its error annotation, printed next.
  if (plan.message && plan.status === 'PLAN') lines.push(`  why:    ${actionWords(plan.message)}`);
  if (plan.steps.length > 0) {
    const count = (d: string) => plan.steps.filter((s) => s.disposition === d).length;
    const parts = ([['completed', 'completed'], ['next', 'next'], ['blocked', 'blocked'], ['pending', 'may run later'], ['unsupported', 'unsupported']] as const).map(([d, word]) => [count(d), word] as const).filter(([n]) => n > 0);
    lines.push(`  steps:  ${plan.steps.length} (${parts.map(([n, word]) => `${n} ${word}`).join(', ')})`);
  }
  return lines;
}

export async function planCommand(inputs: ActionInputs, ctx: CommandContext): Promise<CommandResult> {
  const workflowFile = inputs.workflow[0]!;
  // The workflow file is read once (read-once.ts): for where the run lives (persist: artifact), the
  // plan, the run's status and the summary's graph — again after a restore (it wrote files).
  const workspace = new Workspace(ctx.workspaceRoot);
  let read = readOnce(workspace, workflowFile);
  const persistence = await restoreOrRefuse(inputs, ctx, workflowFile, read);
  if ('outputs' in persistence) return persistence;
  if (restored(persistence)) read = readOnce(workspace, workflowFile);
  // Read once for the plan and the run's status (complete only at this commit, as command: status
  // says it), without waiting where the port can: git runs while the run is loaded.
  const source = ctx.source;
  let started: Promise<string | null> | undefined;
  const startSourceCommit = (): Promise<string | null> => (started ??= source.startSourceCommit !== undefined ? source.startSourceCommit(ctx.workspaceRoot) : Promise.resolve(source.sourceCommit(ctx.workspaceRoot)));
  // The run the plan located is the one status reads (a resume's: its journal is not replayed again).
  // The job's readers: what the restore's look-up or the plan's read loaded, the status read has.
  const readers = ctx.readers;
  let located: RunContext | undefined;
  const onLocated = (run: RunContext): void => {
    located = run;
  };
  const planned = await readers.read((importers) => makePlan(ctx.workspaceRoot, workflowFile, invocationOf(inputs, ctx.io), { startSourceCommit, importers, agents: agentSelectionOf(inputs, ctx.workspaceRoot), pathEnv: ctx.env['PATH'] ?? '', onLocated, read }));
  const got = await readers.read((importers) => statusStanding(ctx.workspaceRoot, workflowFile, invocationOf(inputs, ctx.io), importers, { startSourceCommit, read, ...(located !== undefined ? { located } : {}) }));
  const report = 'atSource' in got ? got.atSource(await got.started) : got;
  const workflow = await readers.read((importers) => modelOf(read, importers));
  const plan = { ...planned, ...inRepo(ctx, planned, [report.runRoot, report.statePath, workflowFile]) };
  const fail = plan.exitCode !== 0;
  // The run as it stands (a fresh plan sets its state aside): complete at this commit, or not.
  const complete = !fail && plan.mode !== 'fresh' && report.status === 'WORKFLOW_COMPLETE';
  const b = new MarkdownBudget();
  bannerBlock(b, `${esc(plan.workflow ?? workflowFile)}${plan.runId ? ` · run ${code(plan.runId)}` : ''}`, plan.status, [
    prose(actionWords(plan.message)),
    plan.nextStep ? `Next step: ${code(plan.nextStep)}${plan.stopAfterStep ? (plan.stopAfterStepBehind ? `; does not stop after ${code(plan.stopAfterStep)}: no path from the next step leads back to it` : `; stops after ${code(plan.stopAfterStep)}`) : ''}` : '',
    fail ? `**Fix:** ${prose(actionWords(plan.hint ?? stopFix(plan.status) ?? ''))}` : '',
  ], plan.status === 'STALE_ARTIFACT_REJECTED' ? staleBanner(plan.stop ?? {}, true) : undefined);
  // The step the plan runs next is marked in the graph as in its table (a run not started or a fresh plan has no state to say it).
  if (workflow) graphBlock(b, workflow, plan.mode === 'fresh' ? undefined : report.state, plan.mode === 'fresh' ? [] : report.log?.history, ctx.workspaceRoot, (p) => repoPath(ctx.gh, ctx.workspaceRoot, p), plan.nextStep);
  if (plan.steps.length > 0) {
    b.add('#### Plan\n\n');
    planTable(b, plan);
  }
  detailsBlock(b, 'Run details', [
    ['Mode', plan.mode ? code(plan.mode) : null],
    ['State', plan.statePath ? `${code(repoPath(ctx.gh, ctx.workspaceRoot, plan.statePath))}${plan.stateFound ? '' : ' (not found)'}` : null],
    ['Carried state', restoredLine(persistence)],
  ]);
  return {
    outputs: {
      status: plan.status,
      complete,
      runId: plan.runId,
      activeStep: plan.nextStep,
      completedSteps: plan.steps.filter((s) => s.disposition === 'completed').map((s) => s.id),
      statePath: repoPathOrNull(ctx.gh, ctx.workspaceRoot, plan.statePath),
      manifestPath: repoPathOrNull(ctx.gh, ctx.workspaceRoot, report.manifestPath),
      restoredFrom: restoredFrom(persistence),
      artifactName: null,
    },
    ...(fail ? { failure: failureText(plan, undefined) } : {}),
    // As for every command (action.yml check-name): success only for a complete run; a plan of a
    // paused, started or unstarted one is the partial conclusion, so a required check never passes on a preview.
    conclusion: fail ? failedConclusion(plan.status) : complete ? 'success' : inputs.partialConclusion,
    checkTitle: fail ? `${plan.status}` : `Plan${plan.nextStep ? `: next ${plan.nextStep}` : complete ? ': the run is complete' : ''}`,
    summary: b.toString(),
    log: planLog(plan, repoPath(ctx.gh, ctx.workspaceRoot, workflowFile)),
    // On the file line the stop names (a contract error), as a failed run's annotation is.
    annotations: fail ? [stepAnnotation(ctx, workflow, { status: plan.status, ...(plan.stop?.location ? { location: plan.stop.location } : {}) }, null, 'error', failureText(plan, undefined))] : [],
  };
}
