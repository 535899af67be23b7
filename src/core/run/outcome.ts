// A run's outcome as the person who ran it reads it: its status and exit status, and what to do
// next — the command that goes on (resume, a fresh start, a rerun from the step that blocked it)
// and the fix in the words of what stopped it. Read from the run as it ends (run-host.ts' Run).
import { replacedOutputs } from './replaced-outputs.js';
import { stoppedAfterFix, unmetStop } from './stopped-after-fix.js';
import { agentFlags, flagWord, runCommandLine, runTarget, runVerbLine, shellWord, stepWord } from './command-line.js';
import { isStagegateError } from './errors.js';
import { AGENT_GATE_FIX, JOIN_RERUN, STAGE_FIX, STOP_CODES, exitStatusOfStop } from './stop-codes.js';
import { editFixFor } from './edit-fix.js';
import type { Workspace } from '../workspace/workspace.js';
import { checkFreshIsolation, resolveRunContext, type RunContext } from './context.js';
import type { RunState, SourceChangeRecord } from '../state/state.js';
import type { RunLog } from '../state/run-log.js';
import { registryRowsKept } from './fresh.js';
import { handOffChildStatus, handOffEnd, handOffHint } from '../steps/hand-off/ended.js';
import type { StepKind, Workflow } from '../model/workflow.js';
import { OWN_FAILURE_STATUS } from '../formats/types.js';
import { blockedFreshHint, blockedRerunHint, loopLimitHint, rerunCommand, rerunInsideInWords } from './rewind.js';
import { rerunFromBlocked } from './rewind-items.js';
import { failedEnd, failedEndHint, stepLogEmpty } from './failed-end.js';
import { stateLocatingInputs } from '../model/run-scope.js';
import { MASK, shownValue } from '../steps/process/transcript.js';
import { foreignContractOf } from '../gate/contracts/contract-of.js';
import { contractResultFix } from '../gate/contracts/index.js';
import type { Ancestor, ChildApproval, RunOutcome, RunRequest } from './host.js';
import { pausedNext } from './paused-next.js';
import { notRunSteps } from './not-run.js';
import { answerCommand, askingStep, unansweredAsks } from './asked-next.js';
import { answerResume, childAnswerNext, pendingQuestion, reportedQuestion } from './questions.js';
import { collectionKeyStop, editedResume, rerunStepForStop } from './rerun-next.js';
import { childRunHint, topResumeLine, topRunOf } from './top-run.js';
import type { TopRun } from '../state/events.js';

/** What locates a run for the commands that continue it. */
export interface Locating {
  readonly ctx: RunContext;
  readonly request: RunRequest;
  readonly workflow: Workflow;
  /** This invocation's --stop-after-step step moved the run on (run-host.ts Run.stopSettled): continuing leaves it out. */
  readonly stopSettled?: boolean;
}

/** The run as it ends: its state and what this invocation learned on the way. */
export interface EndingRun extends Locating {
  readonly workspace: Workspace;
  readonly ancestry: readonly Ancestor[];
  readonly state: RunState;
  /** The outcome's fixed part (workflow, run id, paths). */
  readonly base: RunOutcome;
  readonly log: RunLog | undefined;
  readonly stagesRun: number;
  readonly sourceChanged: SourceChangeRecord | undefined;
  readonly stopHint: { code: string; hint: string } | undefined;
  /** Where in a file the failure a step stopped the run with was found (RunHost.stopAt). */
  readonly stopLocation?: { code: string; file: string; line: number; column?: number } | undefined;
  readonly childRefused: boolean;
  readonly childApprovals: readonly ChildApproval[];
}

/**
 * The run's resume: with this invocation's --stop-after-step while that step has not moved the run
 * on in it (a failure, a missing gate, an approval or question on the way, a refusal before it
 * ran: unmetStop), so that continuing still stops there; without it once it did (continuing is the point).
 */
export function resumeCommand(run: Locating): string {
  const stop = unmetStop(run);
  return `${runCommandLine(run.request.commandName ?? 'stagegate', run.workflow.file, run.ctx.runId, locating(run))}${run.request.agentFlagsInHints ? agentFlags(run.request.agents) : ''}${stop !== null ? flagWord('stop-after-step', stop) : ''}`;
}

/**
 * A child workflow's run a person ran by hand (a parent started it: topRunOf): the run it belongs
 * to, and that run's resume, which continues it — what its plain next: names. Undefined for any
 * other run, and for a child run its parent runs (the parent reports it).
 */
function topOf(run: EndingRun): { top: TopRun; resume: string } | undefined {
  if (run.ancestry.length > 0 || run.request.itemRun === true) return undefined;
  const top = topRunOf(run.state);
  if (top === undefined) return undefined;
  return { top, resume: `${topResumeLine(run.request.commandName ?? 'stagegate', top, run.request.agentFlagsInHints === true)}${run.request.agentFlagsInHints ? agentFlags(run.request.agents) : ''}` };
}

/**
 * The resume that answers a person's question (a stage's ASK, a step's `asks`): the run's resume,
 * which keeps this invocation's --stop-after-step (the run stopped before that step moved it on:
 * the answer's run would otherwise go past the step the person chose to stop at).
 */
export function answeringResume(run: Locating): string {
  return resumeCommand(run);
}

/**
 * The inputs this invocation was given that decide where the run's state lives, for the commands
 * that continue it: input values only for the person at the CLI who gave them (as in freshCommand).
 */
export function locating(run: Locating): Array<[string, string]> {
  return run.request.agentFlagsInHints ? stateLocatingInputs(run.workflow, run.ctx.bound.explicit) : [];
}


/**
 * A resume of a run that had finished: reported again, nothing runs (`alreadyFinished`). A
 * complete run says so plainly to the person who ran it — which run, when it finished, and how to
 * run again (start over in place with --mode fresh, or a new run id); the exit status stays the
 * run's (0). A child's or an item's run keeps its own message: its parent reports it.
 */
export function alreadyFinishedOf(run: EndingRun): RunOutcome {
  const state = run.state;
  const outcome = { ...outcomeOf(run, state.status, state.message ?? `run ${run.ctx.runId} already finished`), alreadyFinished: true as const };
  if (state.status !== 'WORKFLOW_COMPLETE' || run.request.itemRun === true || run.ancestry.length > 0) return outcome;
  const at = state.last_transition?.at ?? state.updated_at;
  const fresh = freshCommand(run, run.request.commandName ?? 'stagegate');
  const kept = registryRowsKept(run.workflow, state, run.ctx.runRoot.rel);
  const done = 'This run is done: running it again only reports it.';
  // No fresh command: its hint is a sentence of its own (why this run cannot start over), not a
  // clause of "To run the workflow again, …".
  const hint = fresh.nextCommand !== undefined && fresh.nextCommand !== null
    ? `${done} To run the workflow again, start it over in place with \`${fresh.nextCommand}\` (every stage runs again; its results are moved aside${kept !== undefined ? `; ${kept}` : ''})${fresh.hint !== undefined ? ` — ${fresh.hint}` : ''}, or start a new run with another --run-id.`
    : fresh.hint !== undefined
      ? `${done} ${sentence(fresh.hint)} To run the workflow again, start a new run with another --run-id.`
      : `${done} To run the workflow again, start it over with --mode fresh, or start a new run with another --run-id.`;
  return {
    ...outcome,
    message: `run ${run.ctx.runId} already finished complete at ${at}${state.message ? ` (${state.message})` : ''}; nothing ran`,
    hint,
  };
}

/** A hint as a sentence of its own: ends with a full stop. */
function sentence(text: string): string {
  return /[.!?]$/.test(text.trimEnd()) ? text.trimEnd() : `${text.trimEnd()}.`;
}

/**
 * The command that runs a finished (not complete) run again: --mode fresh with the inputs the
 * run was given (a fresh run reuses none, so without them it stops WORKFLOW_FRESH_EXECUTION_BLOCKED),
 * or null when a fresh run of this run id would be refused by 4.0 Fresh Run Isolation (its state
 * or an output outside the fresh run's root: checkFreshIsolation; validate warns FRESH_RUN_NOT_ISOLATED).
 */
function freshCommand(run: EndingRun, name: string): Pick<RunOutcome, 'nextCommand' | 'hint'> {
  const { required, optional, defaults } = run.workflow.inputs;
  const given: Array<[string, string]> = [];
  for (const input of [...required, ...optional]) {
    const value = run.state.inputs[input];
    // A value that is its literal default comes back by itself (docs/cli.md: inputs that only
    // come from defaults are left out); a templated default may resolve otherwise, so it stays.
    const fallback = defaults[input];
    const isDefault = fallback !== undefined && fallback !== null && !String(fallback).includes('{{') && String(fallback) === value;
    if (input !== 'run_id' && value !== undefined && !isDefault) given.push([input, value]);
  }
  // The fresh run's own isolation check (context.ts), on the context it would get: refused there, no command.
  // Where the fresh run's state path is this run's, the run there is this one (this invocation holds
  // its lock): what its opening loaded stands for it, and a long journal is not replayed a second
  // time (a fresh context takes only the run id from it; a new run's opening found none, which
  // locates the same way).
  try {
    const fresh = resolveRunContext(run.workflow, run.ctx.workspace, { tokens: Object.fromEntries(given), runId: run.ctx.runId, mode: 'fresh' }, new Date(), { readOnly: true, loaded: { statePath: run.ctx.statePath.abs, load: run.ctx.existing } });
    checkFreshIsolation(fresh);
  } catch (error) {
    if (!isStagegateError(error)) throw error;
    if (error.code === 'WORKFLOW_FRESH_EXECUTION_BLOCKED') return { nextCommand: null, hint: `Run ${run.ctx.runId} cannot start over: ${error.message}. Start another run id (a run in resume mode)${error.hint !== undefined ? `; or: ${error.hint}` : '.'}` };
  }
  // Input values only in a command for the person at the CLI who gave them, never in the
  // Action's job summary; a secret-looking one (masked in logs) not even there: *** in its place,
  // and so is a URL's password in any input (`https://bob:***@host`), as the logs mask it.
  let words = '';
  const hidden: string[] = [];
  for (const [input, value] of run.request.agentFlagsInHints ? given : []) {
    // Masked as printed commands mask (a URL's password too: postgres://app:***@db).
    const shown = shownValue(input, value);
    if (shown !== value) hidden.push(input);
    words += ` ${shellWord(`${input}=${shown}`)}`;
  }
  const nextCommand = `${runCommandLine(name, run.workflow.file, run.ctx.runId)} --mode fresh${words}${run.request.agentFlagsInHints ? agentFlags(run.request.agents) : ''}`;
  return hidden.length === 0 ? { nextCommand } : { nextCommand, hint: `Give ${hidden.join(', ')} again in place of ${MASK}: secret-looking values are not printed.` };
}

/** The steps the run went around without running them (RunSummary.notRun): absent when none. */
function notRunOf(workflow: Workflow, log: RunLog | undefined, state: RunState): Pick<RunOutcome, 'notRun'> {
  const notRun = notRunSteps(workflow, log?.decisions, state);
  return notRun.length > 0 ? { notRun } : {};
}

export function outcomeOf(run: EndingRun, status: string, message: string): RunOutcome {
  const outcome = ownOutcomeOf(run, status, message);
  // A child's run: the plain resume it names is the one of the run it belongs to, said so.
  const child = topOf(run);
  const plain = outcome.nextCommand === resumeCommand(run);
  if (child === undefined || (!plain && outcome.hint?.includes(child.resume) !== true)) return outcome;
  return { ...outcome, ...(plain ? { nextCommand: child.resume } : {}), hint: childRunHint(run.ctx.runId, child.top, child.resume, outcome.hint) };
}

function ownOutcomeOf(run: EndingRun, status: string, message: string): RunOutcome {
  const finished = run.state.active_step === null;
  const name = run.request.commandName ?? 'stagegate';
  const again = finished && status !== 'WORKFLOW_COMPLETE' ? freshCommand(run, name) : undefined;
  // A run that ended blocked can also run the step that ended it again, keeping the verdicts
  // before it (not an item's or a shard's own run: what continues those is the parent's).
  const rerunFrom = finished && run.request.itemRun !== true ? rerunFromBlocked(run.workspace, run.state, run.workflow, status, run.ctx.runRoot.rel) : undefined;
  const rerun = rerunFrom === undefined ? undefined : rerunCommand(resumeCommand(run), rerunFrom);
  const rerunInside = rerunFrom === undefined ? '' : rerunInsideInWords(run.state, run.workflow, rerunFrom);
  // The least destructive first: the rerun keeps every verdict before the step; a fresh start throws them all away.
  // Stopped at a step that asks a person for inputs not given: the resume that answers (a plain one stops there again).
  const asked = !finished && status === 'WORKFLOW_INPUT_REQUIRED' ? unansweredAsks(askingStep(run.workflow, run.state, run.workspace), run.ctx.bindings) : [];
  // Stopped at a step that reads a verdict a --rerun-from took back, or a gate key a completed step
  // did not report: a plain resume stops there again; the rerun from where that rerun started, or
  // from the step that did not report the key, goes on (taken-back-next.ts, unreported-next.ts).
  const throughTakenBack = !finished && status === 'WORKFLOW_INPUT_REQUIRED' && asked.length === 0 ? rerunStepForStop(run.workspace, run.state, run.workflow, run.ctx.bindings, run.ctx.runRoot.rel, message) : undefined;
  // Stopped at a step that reads a gate key reported as a list or mapping: the workflow is to be
  // edited (the fix says how), so the resume that goes on then allows the edit.
  const edit = !finished && status === 'WORKFLOW_INPUT_REQUIRED' && asked.length === 0 && throughTakenBack === undefined && collectionKeyStop(run.state, run.ctx.bindings, message);
  // Stopped at a question a stage asked: the resume with --answer (a plain one stops there again).
  const question = !finished && status === 'WORKFLOW_ANSWER_REQUIRED' ? pendingQuestion(run.state) : undefined;
  // A child run's question: answered in the child run, then this run resumed.
  const childAnswer = !finished && status === 'WORKFLOW_ANSWER_REQUIRED' && question === undefined ? childAnswerNext(run.state, name, resumeCommand(run), message) : undefined;
  // Stopped at a step that used its visit's questions: a plain resume fails the same way; a rerun from it is a new visit.
  const limited = !finished && status === 'WORKFLOW_BLOCKED_QUESTION_LIMIT' ? run.state.active_step : null;
  const answer = question !== undefined ? answerResume(answeringResume(run)) : childAnswer?.nextCommand;
  const replaced = replacedOutputs(run.workspace, run.state);
  // Stopped by --stop-after-step: its fix names only the flags of this command the resume leaves out.
  const stoppedAfter = status === 'PARTIAL_RESUMABLE' && run.request.itemRun !== true && run.ancestry.length === 0 ? stoppedAfterFix(run.state, run.ctx.bound.controls, run.request) : undefined;
  const next = finished ? (rerun ?? again?.nextCommand ?? null) : limited !== null ? rerunCommand(resumeCommand(run), limited) : answer !== undefined ? answer : asked.length > 0 ? answerCommand(answeringResume(run), asked) : throughTakenBack !== undefined ? rerunCommand(resumeCommand(run), throughTakenBack) : edit ? editedResume(resumeCommand(run)) : resumeCommand(run);
  return {
    ...run.base,
    status,
    // An interruption by a signal: the status a process stopped by it exits with (recorded in run_stopped: status says the same).
    exitCode: exitStatusOfStop(status, run.state.invocations.at(-1)?.outcome === status ? run.state.invocations.at(-1)?.signal : undefined),
    message,
    activeStep: run.state.active_step,
    completedSteps: run.state.completed_steps,
    nextCommand: next,
    unmetStopAfterStep: unmetStop(run),
    ...(answer !== undefined ? { answerCommand: answer } : {}),
    ...(question !== undefined ? { question: reportedQuestion(question) } : {}),
    stagesRun: run.stagesRun,
    state: run.state,
    ...(run.log ? { log: run.log } : {}),
    ...notRunOf(run.workflow, run.log, run.state),
    ...(run.sourceChanged ? { sourceChange: run.sourceChanged } : {}),
    ...(again?.hint !== undefined ? { hint: again.hint } : {}),
    ...(run.stopHint?.code === status && !finished ? { hint: run.stopHint.hint } : {}),
    ...(childAnswer !== undefined ? { hint: childAnswer.hint } : {}),
    ...(run.stopLocation?.code === status ? { location: { file: run.stopLocation.file, line: run.stopLocation.line, ...(run.stopLocation.column !== undefined ? { column: run.stopLocation.column } : {}) } } : {}),
    ...(contractFix(run, status, name) ?? {}),
    ...(optionalFix(run, status, name) ?? {}),
    ...(again?.hint === undefined ? (blockedBy(run, status, name, rerunFrom, again?.nextCommand) ?? {}) : {}),
    ...(rerun !== undefined && next === rerun && typeof again?.nextCommand === 'string' ? { nextAlternative: again.nextCommand } : {}),
    ...(rerunFrom !== undefined ? { rerunFrom, ...(rerunInside !== '' ? { rerunInside } : {}) } : {}),
    ...(stoppedAfter !== undefined ? { hint: stoppedAfter } : {}),
    ...(replaced.length > 0 ? { replacedOutputs: replaced } : {}),
    ...(childSourceNext(run, status) ?? pausedNextOf(run, name) ?? {}),
    ...(handOffNext(run, finished, again, name) ?? {}),
  };
}

/**
 * Ended by a hand-off step: a designed end, not a failure — no next command (nothing is left to
 * run); the fix says so and offers the fresh start only as the way to run the workflow again.
 */
function handOffNext(run: EndingRun, finished: boolean, again: Pick<RunOutcome, 'nextCommand' | 'hint'> | undefined, name: string): Pick<RunOutcome, 'hint' | 'nextCommand' | 'nextAlternative'> | undefined {
  if (!finished || run.request.itemRun === true) return undefined;
  const end = handOffEnd(run.state, run.workflow);
  if (end === undefined) return undefined;
  const fresh = again?.nextCommand ?? undefined;
  // Handed off on a child run's stop (a maestro delegate's paused chain): next: shows why it stopped.
  return { nextCommand: handOffChildStatus(run.state, run.workflow, end, name) ?? null, nextAlternative: undefined, hint: `${handOffHint(end, fresh)}${again?.hint !== undefined ? ` ${again.hint}` : ''}` };
}

/**
 * A child run finished (or stopped) at another source commit refused to go on: a plain resume
 * would refuse the same way, so the command that goes on passes rerun down to it.
 */
function childSourceNext(run: EndingRun, status: string): Pick<RunOutcome, 'hint' | 'nextCommand'> | undefined {
  if (!run.childRefused || status !== 'STALE_ARTIFACT_REJECTED' || run.state.active_step === null) return undefined;
  const rerun = `${resumeCommand(run)} --on-source-change rerun`;
  return { nextCommand: rerun, hint: `A child workflow run's verdicts were made at another source commit: run its stale stages again at this one with \`${rerun}\` (or continue with its old verdicts: --on-source-change keep).` };
}

/**
 * Ended blocked by a person's rejection, by a decision's branch, or by an imported step's own
 * failure status, not by a 4.0 gate's open items: the generic fix ("the evidence the blocking
 * artifact asks for") does not apply, so say what happened.
 */
function blockedBy(run: EndingRun, status: string, name: string, rerunFrom?: string, freshNext?: string | null): Pick<RunOutcome, 'hint'> | undefined {
  const last = run.state.last_transition;
  if (status === 'WORKFLOW_BLOCKED_STALLED' && run.workflow.format !== 'native' && last?.code === status) {
    // The generic fix asks for on_stall, which an aiox, maestro or CCW file has no key for.
    const logs = stepCommand(run, name, 'logs', last.step);
    return {
      hint: `Step ${last.step} answered exactly as on its previous visit (same status, same transcript) and no step answered differently since, so the loop makes no progress: read its answers (\`${logs}\`) and the step before it in the loop, and fix why nothing changes. An imported ${run.workflow.format} file has no on_stall: if the repeat is expected, run the native translation instead (\`${name} convert ${shellWord(run.workflow.file)} --out FILE\`) with on_stall on that step. Then run with --mode fresh.`,
    };
  }
  const onStall = status === 'WORKFLOW_BLOCKED_STALLED' && last?.code === status ? run.workflow.steps.get(last.step)?.def.on_stall : undefined;
  if (onStall !== undefined && last !== null && last !== undefined) {
    // The generic fix asks for the on_stall the step has already: say what it does instead.
    const logs = stepCommand(run, name, 'logs', last.step);
    const what =
      onStall === 'BLOCKED'
        ? `its on_stall: BLOCKED ends the run here, as the workflow says. Read its answers (\`${logs}\`) and those of the other stages of the loop, and fix why nothing changes; where the repeat is the expected end of the loop, set its on_stall to the step to go to (or DONE) instead`
        : `the workflow now gives it on_stall: ${onStall}, which it did not have when it stalled (the file changed since). Read its answers (\`${logs}\`) and fix why nothing changes, or let on_stall take the repeat`;
    return { hint: `Step ${last.step} answered exactly as on its previous visit (same status, same unresolved counts, same output) and no output accepted since changed, so the loop makes no progress; ${what}. Then run with --mode fresh.` };
  }
  if (status === 'WORKFLOW_BLOCKED_PARALLEL_JOIN' && last?.code === status) {
    // The commands that show the failed branches and their logs, for this run (not state keys).
    const target = runTarget(run.workflow.file, run.ctx.runId, locating(run));
    // The rerun only where run accepts it (not for branches merged from shards, or a child branch).
    const then = rerunFrom === last.step ? JOIN_RERUN.replace('--rerun-from STEP', `--rerun-from ${last.step}`) : 'then start over with --mode fresh (running the parallel step again alone is refused where a child workflow branch would run again or branches were merged from shards). Route PARALLEL_FAILED to a step to handle it inside the workflow.';
    return { hint: `See how each failed branch failed with \`${name} status ${target}\` and read the branches' logs with \`${stepCommand(run, name, 'logs', last.step)}\`; fix the cause, ${then}` };
  }
  if (status === 'WORKFLOW_BLOCKED_LOOP_LIMIT' && run.request.itemRun !== true) {
    const fresh = `start over with \`${freshNext ?? `${resumeCommand(run)} --mode fresh`}\`${freshNext ? '' : " (giving the run's inputs again: a fresh run reuses none)"}`;
    const hint = loopLimitHint(run.state, run.workflow, resumeCommand(run), fresh);
    if (hint !== undefined) return { hint };
  }
  if ((status !== 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE' && status !== 'WORKFLOW_BLOCKED_SOURCE_GAPS') || run.state.active_step !== null || !last || last.code !== status) return undefined;
  // A stage that failed after its retries, its on_failure leading to BLOCKED: say how it failed and how to run it again.
  if (failedEnd(run.state) === last.step) {
    return { hint: failedEndHint(run.state, last.step, stepCommand(run, name, 'logs', last.step), rerunFrom === last.step ? rerunCommand(resumeCommand(run), last.step) : undefined, stepLogEmpty(run.workspace, run.state, last.step)) };
  }
  const kind = run.workflow.steps.get(last.step)?.kind;
  // A native step (or the step a decision read) the rerun can run again: status's words, the rerun first.
  const fresh = `start over with \`${freshNext ?? `${resumeCommand(run)} --mode fresh`}\`${freshNext ? '' : " (giving the run's inputs again: a fresh run reuses none)"}`;
  if (run.workflow.format === 'native' && kind !== 'approval' && rerunFrom !== undefined) {
    return { hint: blockedRerunHint(run.state, run.workflow, rerunFrom, rerunCommand(resumeCommand(run), rerunFrom), fresh) };
  }
  // A native stage whose rerun is refused (no visit left, …): the fresh start alone, not the stop
  // code's own fix, which offers `--rerun-from STEP`.
  if (run.workflow.format === 'native' && kind !== 'approval' && kind !== 'decision' && run.request.itemRun !== true) {
    return { hint: blockedFreshHint(run.state, run.workflow, last.step, fresh) };
  }
  // The run's own history, pasteable where the person typed (-C DIR, the inputs that locate it).
  const history = runVerbLine(name, 'history', run.workflow.file, run.ctx.runId, locating(run));
  if (kind === 'approval') {
    return { hint: `The approval ${last.step} was rejected and its on_reject leads to BLOCKED (\`${history}\` shows who decided and their note). Once what the rejection asks for is done, start the run again with --mode fresh.` };
  }
  if (kind === 'decision') {
    return { hint: `The decision ${last.step} took a branch that leads to BLOCKED (\`${history}\` shows the branch and the values it read). Change what it reads (the inputs or the results before it), then start the run again with --mode fresh.` };
  }
  // An imported file's step reported its own failure status (aiox failed, maestro FAILURE, CCW
  // NODE_FAILED), which its file routes to a stop: no evidence is missing, the step could not do its work.
  // Any other status routed to a stop (a maestro command whose next is a failure terminal) is the
  // file's own end for that result: the step did its work.
  if (run.workflow.format !== 'native' && last.gate_status) {
    const logs = stepCommand(run, name, 'logs', last.step);
    if (last.gate_status === OWN_FAILURE_STATUS[run.workflow.format]) {
      return { hint: `Step ${last.step} reported ${last.gate_status}, which the ${run.workflow.format} file routes to a stop: the step could not do its work. Read why in its output and its transcript (\`${logs}\`), fix the cause, then start the run again with --mode fresh.` };
    }
    return { hint: `Step ${last.step} reported ${last.gate_status}, and the ${run.workflow.format} file ends the run there as a failure: its route for that result, no evidence is missing. Read what the step reported (\`${logs}\`), act on it, then start the run again with --mode fresh.` };
  }
  return undefined;
}

/** `stagegate <command> WORKFLOW --run-id ID [locating inputs] STEP` for this run: pasteable. */
function stepCommand(run: EndingRun, name: string, command: 'logs' | 'skip', step: string): string {
  return `${name} ${command} ${runTarget(run.workflow.file, run.ctx.runId, locating(run))} ${stepWord(step)}`;
}

/**
 * The active step failed or timed out and is optional: besides resuming (a new attempt), a person
 * may skip it (a CCW node with on_fail: abort is one: the wf-player's Retry / Skip / Abort).
 */
function optionalFix(run: EndingRun, status: string, name: string): Pick<RunOutcome, 'hint'> | undefined {
  const active = run.state.active_step;
  if ((status !== 'STAGE_FAILED' && status !== 'STAGE_TIMEOUT') || active === null) return undefined;
  if (run.workflow.steps.get(active)?.def.optional !== true) return undefined;
  const skip = stepCommand(run, name, 'skip', active);
  // The failure's own fix when it has one (a status of its failure_statuses: read its output), else the stop code's.
  const fix = run.stopHint?.code === status ? run.stopHint.hint : STOP_CODES[status].fix;
  return { hint: `${fix} Or skip it, as it is optional: \`${skip}\`, then resume (the run goes on along its on_skip).` };
}

/**
 * No output, or no result block, from the active stage: the fix says how an edit of what it runs
 * is resumed in the words of its kind (a shell step's run: text, an agent step's prompt); a step
 * judged by another runner's contract names that block, not WORKFLOW_GATE.
 */
function contractFix(run: EndingRun, status: string, name: string): Pick<RunOutcome, 'hint'> | undefined {
  if ((status !== 'GATE_RESULT_MISSING' && status !== 'STAGE_OUTPUT_MISSING') || run.state.active_step === null || run.stopHint?.code === status) return undefined;
  const step = run.workflow.steps.get(run.state.active_step);
  if (step === undefined || !STAGE_KINDS.has(step.kind)) return undefined;
  const edit = editFixFor(run.workflow, step);
  const contract = status === 'GATE_RESULT_MISSING' ? foreignContractOf(step) : undefined;
  if (contract !== undefined) return { hint: contractResultFix(contract, edit) };
  const agentWrites = status === 'GATE_RESULT_MISSING' && (step.kind === 'agent' || step.kind === 'resolver');
  return { hint: `${agentWrites ? AGENT_GATE_FIX(stepCommand(run, name, 'logs', step.id)) : STAGE_FIX[status]} ${edit}` };
}

/**
 * Paused at its approval step, or in child workflow runs paused at theirs: what comes next is the
 * decision (paused-next.ts, the rule status uses too). Several children (a parallel step's
 * branches): the hint names each, the next command the first in declared order.
 */
function pausedNextOf(run: EndingRun, name: string): Pick<RunOutcome, 'hint' | 'nextCommand' | 'nextAlternative'> | undefined {
  const target = runTarget(run.workflow.file, run.ctx.runId, locating(run));
  // The child's inputs that locate its state: values the parent gave it, said only at the CLI (as locating()).
  const children = run.childApprovals.map((c) => ({ workflowFile: c.workflowFile, runId: c.runId, approvers: c.approvers, target: runTarget(c.workflowFile, c.runId, run.request.agentFlagsInHints ? (c.locating ?? []) : []) }));
  return pausedNext(run.state, name, target, topOf(run)?.resume ?? resumeCommand(run), children);
}


/** The kinds of step that run one stage (a process) of their own: their stop's fix names what it runs. */
const STAGE_KINDS: ReadonlySet<StepKind> = new Set(['shell', 'agent', 'resolver', 'action']);

export function describeStop(stop: string, state: RunState): string {
  if (stop === 'WORKFLOW_COMPLETE') return `workflow ${state.workflow} completed (${state.completed_steps.length} steps)`;
  return `${stop} at step ${state.active_step ?? '-'}`;
}

