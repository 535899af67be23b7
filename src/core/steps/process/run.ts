// Steps that run a process — shell stages, agent stages, actions and resolvers — as a sequential
// step of the run: prepared once, then the attempt loop (run/attempts.ts); the step records its
// attempts, its accepted gate (or exit) and its failure on its own step record.
import { workflowBreach, type BudgetBreach } from './budget.js';
import { isStagegateError } from '../../run/errors.js';
import { failureTarget, ROUTABLE_FAILURES } from '../../run/failure-policy.js';
import { nextAttempt } from '../../run/transition.js';
import { runAttempts, type Accepted, type AttemptSubject } from '../../run/attempts.js';
import { answerResume, askedQuestionFix, askedQuestionMessage, MAX_QUESTIONS_PER_VISIT, pendingQuestion, questionEnv, questionsOfVisit } from '../../run/questions.js';
import { gateSecretValues } from '../../run/gate-secrets.js';
import { maskSecrets } from './transcript.js';
import { resolveOutput, stepBindings } from '../../run/bindings.js';
import { previousFailureOf } from './prompt.js';
import { editFixFor } from '../../run/edit-fix.js';
import { processStageFor } from './kinds.js';
import { revisedArtifacts } from './revisions.js';
import { conditionalInputs, declaredStepCount, routesToAsk, type StepModel } from '../../model/workflow.js';
import type { RunHost } from '../../run/host.js';
import { runFileOf } from '../../run/run-files.js';
import { answeringResume, locating } from '../../run/outcome.js';
import { flagWord, runTarget } from '../../run/command-line.js';
import { answerCommand, askedFix, askedMessage, unansweredAsks } from '../../run/asked-next.js';
import type { PreparedStage } from './types.js';
import { AGENT_DRIVEN_KINDS } from '../../agents/registry.js';
import type { WorkspacePath } from '../../workspace/workspace.js';
import type { ProcessResult } from '../../run/ports.js';

function stopped(host: RunHost, code: string, message: string): string {
  host.apply({ event: 'stopped', at: host.now(), code, message });
  host.commit();
  return code;
}

/**
 * A step that asks a person for inputs (`asks`: an aiox elicit step) reached without an answer:
 * the run stops there before the stage starts, resumable, with the command that answers — the
 * same run with each input given (an optional input first given on a resume joins the run).
 */
function askedFor(host: RunHost, step: StepModel, names: readonly string[]): string {
  const answer = answerCommand(answeringResume(host), names);
  const shows = AGENT_DRIVEN_KINDS.has(step.kind) ? `${host.request.commandName ?? 'stagegate'} plan ${runTarget(host.workflow.file, host.ctx.runId, locating(host))}${flagWord('show-prompt', step.written ?? step.id)}` : undefined;
  host.stopFix('WORKFLOW_INPUT_REQUIRED', askedFix(`step ${step.id}`, names, answer, shows));
  return stopped(host, 'WORKFLOW_INPUT_REQUIRED', askedMessage(step, names, answer));
}

/**
 * The run stops at a question its stage asked (a status routed to ASK): resumable, with the
 * command that answers (the run's own resume with --answer). A resume without one stops here again.
 */
function questionStop(host: RunHost, step: StepModel, question: string): string {
  const answer = answerResume(answeringResume(host));
  host.stopFix('WORKFLOW_ANSWER_REQUIRED', askedQuestionFix(step.id, answer));
  return stopped(host, 'WORKFLOW_ANSWER_REQUIRED', askedQuestionMessage(step.id, question, answer));
}

/** Run a step that runs a process. Returns the stop code, or undefined to go on. */
export async function runProcessStep(host: RunHost, step: StepModel): Promise<string | undefined> {
  const unanswered = unansweredAsks(step, host.ctx.bindings);
  if (unanswered.length > 0) return askedFor(host, step, unanswered);
  const pending = pendingQuestion(host.state());
  if (pending !== undefined && pending.step === step.id) {
    // A run budget spent (by the attempt that asked, say): its agent cannot run again, so no one is
    // asked for an answer, nor is one taken (runAttempts would stop before the attempt anyway).
    const spent = step.kind === 'agent' ? workflowBreach(host.workflow, host.state(), true) : undefined;
    if (spent) return stopped(host, 'WORKFLOW_BUDGET_EXCEEDED', spent.message);
    const given = host.takeAnswer();
    if (given === undefined) return questionStop(host, step, pending.question);
    // Masked as a gate value is: a secret of the stages' environment never reaches the journal.
    const answer = maskSecrets(given.text, gateSecretValues(host.request.env));
    host.apply({ event: 'question_answered', at: host.now(), step: step.id, visit: pending.visit, answer, by: given.by });
    host.commit();
    host.ports.onEvent?.({ type: 'note', message: `${step.id}: question answered by ${given.by}; the step runs again with the answer`, step: step.id });
  }
  const bindings = stepBindings(host.ctx.bindings, step, host.state());
  let output: WorkspacePath | undefined;
  let stage: PreparedStage;
  try {
    // An output needing a value nothing provides is recorded like any stop.
    output = resolveOutput(step, bindings, host.workspace, host.workflow, runFileOf(host.ctx, host.ancestry));
    stage = processStageFor(step.kind)!({ workflow: host.workflow, workspace: host.workspace, step, state: host.state(), bindings, output, agents: host.request.agents ?? {} });
  } catch (error) {
    if (!isStagegateError(error)) throw error;
    // The input to pass, said where the error knows it (the stop code's fix is generic).
    if (error.code === 'WORKFLOW_INPUT_REQUIRED') host.stopFix(error.code, error.hint);
    // Where in the workflow file (the step's `output:`): the outcome's location.
    if (error.location.file !== undefined && error.location.line !== undefined) host.stopAt(error.code, { file: error.location.file, line: error.location.line, ...(error.location.column !== undefined ? { column: error.location.column } : {}) });
    return stopped(host, error.code, error.message);
  }
  const finished = (ok: boolean, flight: { visit: number; attempt: number }, result: ProcessResult, log: string, r: { gateStatus?: string; failureStatus?: string; code?: string; next?: string | null }): void => {
    const state = host.state();
    host.ports.onEvent?.({
      type: 'stage_finished',
      step: step.id,
      visit: flight.visit,
      attempt: flight.attempt,
      ok,
      ...(r.gateStatus !== undefined ? { gateStatus: r.gateStatus } : {}),
      ...(r.failureStatus !== undefined ? { failureStatus: r.failureStatus } : {}),
      ...(r.code !== undefined ? { code: r.code } : {}),
      ...(r.next !== undefined ? { next: r.next } : {}),
      durationMs: result.durationMs,
      ...host.progress(state.completed_steps, step.id),
      totalSteps: declaredStepCount(host.workflow),
      logPath: log,
      ...(!ok ? { exitStatus: result.exitCode } : {}),
    });
  };
  const subject: AttemptSubject = {
    step,
    recordOn: step,
    label: step.id,
    outputStep: step.id,
    logStem: step.id,
    envStep: step.id,
    // A shell stage's latest answered question of the visit (its prompt, for an agent, holds them all).
    extraEnv: questionEnv(questionsOfVisit(host.state(), step.id)),
    bindings,
    output,
    stage,
    peek: () => {
      // Computed, not applied: the runner's state is changed only through host.apply.
      const flight = nextAttempt(host.state(), step.id);
      return { visit: flight.visit, attempt: flight.attempt, previousFailure: previousFailureOf(host.state(), step.id) };
    },
    begin: (token) => {
      host.apply({ event: 'attempt_started', at: host.now(), step: step.id, visit: 0, attempt: 0, token });
    },
    spawned: (pgid) => {
      host.apply({ event: 'attempt_group', at: host.now(), step: step.id, pgid });
      host.commit();
    },
    fail: (f) => {
      host.apply({ event: 'attempt_failed', at: host.now(), step: step.id, code: f.code, message: f.message, exit_status: f.result.exitCode, signal: f.result.signal, duration_ms: f.result.durationMs, log: f.log.rel, ...(f.failureStatus !== undefined ? { failure_status: f.failureStatus } : {}) });
      host.commit();
      finished(false, f, f.result, f.log.rel, { code: f.code, ...(f.failureStatus !== undefined ? { failureStatus: f.failureStatus } : {}) });
    },
  };
  const end = await runAttempts(host, subject);
  if (end.kind === 'spent') return stopped(host, 'WORKFLOW_BUDGET_EXCEEDED', end.breach.message);
  // Cancelled: the interrupted attempt (if one ran) is recorded failed; the step stays active.
  if (end.kind === 'interrupted') return stopped(host, 'WORKFLOW_INTERRUPTED', `${end.message}; the step stays active and runs again on resume`);
  if (end.kind === 'failed') {
    const stop = routeFailure(host, step, end.failed.code);
    // The run stops at a place in a file (the gate's line in the output): its `at:` and annotation.
    if (stop === end.failed.code && end.failed.location) host.stopAt(stop, end.failed.location);
    // The failure's own fix (an attempt that wrote no output of its own), with how an edit of what the step runs is resumed.
    if (stop === end.failed.code && end.failed.fix !== undefined) host.stopFix(stop, `${end.failed.fix} ${editFixFor(host.workflow, step)}`);
    return stop;
  }
  const a = end.accepted;
  const stopAfter = host.stopsAfter(step.id);
  let stop: string | undefined;
  if (a.verdict.gate && routesToAsk(step, a.verdict.gate.status)) return asked(host, step, a, finished, end.breach);
  if (a.verdict.gate) {
    const gate = a.verdict.gate;
    // The digest of the bytes the gate was read from (one pass in the judge), never a second read.
    const evidence = a.verdict.evidence;
    const { size, sha256 } = a.verdict.digest;
    const applied = host.apply({
      event: 'gate_accepted',
      at: host.now(),
      step: step.id,
      visit: a.visit,
      attempt: a.attempt,
      gate,
      artifact: { path: evidence.rel, sha256, size },
      exit_status: a.result.exitCode ?? 0,
      duration_ms: a.result.durationMs,
      log: a.log.rel,
      present: host.present(conditionalInputs(step.def.statuses)),
      stop_after: stopAfter,
      to: null,
      stop: null,
    });
    stop = applied.stop;
    // code: the stop the transition ends in (a loop limit or a stall refuses it: never "→ end").
    finished(true, a, a.result, a.log.rel, { gateStatus: gate.status, next: applied.state.active_step, ...(stop !== undefined ? { code: stop } : {}) });
  } else {
    const applied = host.apply({
      event: 'exit_accepted',
      at: host.now(),
      step: step.id,
      to_target: stage.next!,
      exit_status: a.result.exitCode ?? 0,
      duration_ms: a.result.durationMs,
      log: a.log.rel,
      stop_after: stopAfter,
      revised: revisedArtifacts(host.state(), host.workspace, step.id),
      to: null,
      stop: null,
    });
    stop = applied.stop;
    finished(true, a, a.result, a.log.rel, { gateStatus: 'exit 0', next: applied.state.active_step, ...(stop !== undefined ? { code: stop } : {}) });
  }
  // Committed with the next stage's start, or with the run's end.
  if (stop === undefined && end.breach) return stopped(host, 'WORKFLOW_BUDGET_EXCEEDED', end.breach.message);
  return stop;
}

/**
 * An attempt whose gate asks a person (a status routed to ASK, its `question:` checked by the
 * judge): recorded as a question and the run stops for the answer — or, past the visit's
 * MAX_QUESTIONS_PER_VISIT, the attempt fails (WORKFLOW_BLOCKED_QUESTION_LIMIT), routed by on_failure.
 */
function asked(host: RunHost, step: StepModel, a: Accepted, finished: (ok: boolean, flight: { visit: number; attempt: number }, result: ProcessResult, log: string, r: { gateStatus?: string; code?: string }) => void, breach?: BudgetBreach): string | undefined {
  const { gate, evidence, digest } = a.verdict;
  if (!gate || !evidence || !digest) return undefined;
  const question = String(gate.extra['question']);
  const before = questionsOfVisit(host.state(), step.id).length;
  if (before >= MAX_QUESTIONS_PER_VISIT) {
    const code = 'WORKFLOW_BLOCKED_QUESTION_LIMIT';
    const message = `step ${step.id} asked a question ${before + 1} times in visit ${a.visit} (at most ${MAX_QUESTIONS_PER_VISIT} are answered per visit); its question: ${question}`;
    host.apply({ event: 'attempt_failed', at: host.now(), step: step.id, code, message, exit_status: a.result.exitCode, signal: a.result.signal, duration_ms: a.result.durationMs, log: a.log.rel });
    host.commit();
    finished(false, a, a.result, a.log.rel, { code });
    return routeFailure(host, step, code);
  }
  const { size, sha256 } = digest;
  host.apply({ event: 'question_asked', at: host.now(), step: step.id, visit: a.visit, attempt: a.attempt, status: gate.status, question, artifact: { path: evidence.rel, sha256, size }, exit_status: a.result.exitCode ?? 0, duration_ms: a.result.durationMs, log: a.log.rel });
  host.commit();
  finished(true, a, a.result, a.log.rel, { gateStatus: gate.status, code: breach ? 'WORKFLOW_BUDGET_EXCEEDED' : 'WORKFLOW_ANSWER_REQUIRED' });
  // The attempt that asked spent a run budget: the question is kept, but the run stops for the budget (an answer could not be used).
  if (breach) return stopped(host, 'WORKFLOW_BUDGET_EXCEEDED', breach.message);
  // The same question this invocation's --answer was given for, asked again after a source change
  // rerun took it back: the step goes on (runProcessStep takes the answer) instead of stopping for it.
  if (host.answerWaits(step.id, question)) return undefined;
  return questionStop(host, step, question);
}

/** A failure that used up its attempts: follow the step's on_failure, if it has one. */
export function routeFailure(host: RunHost, step: StepModel, code: string): string | undefined {
  const target = step.def.on_failure;
  if (target === undefined || !ROUTABLE_FAILURES.has(code) || failureTarget(step) === undefined) return code;
  const applied = host.apply({ event: 'failure_routed', at: host.now(), step: step.id, code, stop_after: host.stopsAfter(step.id), to: null, stop: null });
  host.commit();
  // Failed by a status of its failure_statuses: which one (the step's record, as applyFailure left it).
  const failedBy = host.state().steps[step.id]?.failure_status;
  host.ports.onEvent?.({ type: 'note', message: `${step.id}: ${code}${failedBy !== undefined ? ` (status ${failedBy}, one of its failure_statuses)` : ''}; on_failure -> ${target === 'skip' ? `skip, on_skip -> ${step.def.on_skip ?? '-'}` : target}`, step: step.id });
  return applied.stop;
}
