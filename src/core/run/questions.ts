// A stage that asks a person mid-stage (LangGraph's interrupt(value) + Command(resume=answer)):
// its gate reports a status the step routes to ASK with the question in `question:`; the run
// records it (question_asked), stops WORKFLOW_ANSWER_REQUIRED, and `run --answer TEXT` records the
// answer (question_answered) and runs the step again from its start — a new attempt of the same
// visit, outside the failure-retry budget — with every question and answer of the visit in its
// prompt (shell stages: STAGEGATE_QUESTION / STAGEGATE_ANSWER). Pure: transitions, replay checks
// and the words the prompt, the environment and the printed commands use.
import { routesToAsk, type StepModel } from '../model/workflow.js';
export { routesToAsk };
import { copyState, type QuestionRecord, type RunState, type StepRecord } from '../state/state.js';
import type { QuestionAnswered, QuestionAsked } from '../state/events.js';
import { stepRecord, withEntries } from './transition.js';
import { runCommandLine, shellWord } from './command-line.js';

/** Questions answered per visit of a step; the next one fails the attempt (WORKFLOW_BLOCKED_QUESTION_LIMIT). */
export const MAX_QUESTIONS_PER_VISIT = 3;

/** The placeholder the printed command carries where the person's answer goes. */
export const ANSWER_WORD = '<your answer>';


/** The questions of the step's current visit, oldest first (empty when none). */
export function questionsOfVisit(state: RunState | undefined, stepId: string): QuestionRecord[] {
  const record = state === undefined ? undefined : stepRecord(state, stepId);
  if (record?.questions === undefined) return [];
  return record.questions.filter((q) => q.visit === record.visits);
}

/** The question the run waits on: the active step's last question of its visit, not answered yet. */
export function pendingQuestion(state: RunState | undefined): (QuestionRecord & { step: string }) | undefined {
  const id = state?.active_step;
  if (id === null || id === undefined) return undefined;
  const last = questionsOfVisit(state, id).at(-1);
  return last !== undefined && last.answer === undefined ? { ...last, step: id } : undefined;
}

/** The question a run waits on as run, status and plan report it (their `question`): its step, visit, attempt and text (masked as recorded). */
export interface ReportedQuestion {
  step: string;
  visit: number;
  attempt: number;
  text: string;
}

/** pendingQuestion's record as the reports give it (one shape for run, status and plan). */
export function reportedQuestion(q: QuestionRecord & { step: string }): ReportedQuestion {
  return { step: q.step, visit: q.visit, attempt: q.attempt, text: q.question };
}

/** Why a question_asked event cannot stand where it is recorded (undefined: it can). */
export function questionAskedRefusal(state: RunState, step: StepModel, e: QuestionAsked): string | undefined {
  const flight = state.in_flight;
  if (flight === null || flight.step !== e.step || flight.visit !== e.visit || flight.attempt !== e.attempt) return `records a question of visit ${e.visit}, attempt ${e.attempt} of step ${e.step}, which is not the attempt in flight`;
  if (!routesToAsk(step, e.status)) return `records a question of step ${e.step} with status ${e.status}, which the workflow does not route to ASK`;
  if (typeof e.question !== 'string' || e.question.trim() === '') return `records an empty question of step ${e.step}`;
  const asked = questionsOfVisit(state, e.step);
  if (asked.some((q) => q.answer === undefined)) return `records a question of step ${e.step} while another one waits for its answer`;
  if (asked.length >= MAX_QUESTIONS_PER_VISIT) return `records question ${asked.length + 1} of visit ${e.visit} of step ${e.step}; a visit asks at most ${MAX_QUESTIONS_PER_VISIT}`;
  return undefined;
}

/** The attempt in flight asked a question: nothing is accepted, the step stays active without an attempt in flight. */
export function applyQuestionAsked(state: RunState, e: QuestionAsked): RunState {
  const record = stepRecord(state, e.step)!;
  const kept = questionsOfVisit(state, e.step);
  const next = copyState(state);
  next.status = 'WORKFLOW_ANSWER_REQUIRED';
  next.message = `step ${e.step} asks: ${e.question}`;
  next.in_flight = null;
  next.steps = withEntries<StepRecord>(state.steps, e.step, {
    ...record,
    status: 'pending',
    last_exit_status: e.exit_status,
    last_signal: null,
    last_duration_ms: e.duration_ms,
    // The rerun's prompt quotes no earlier failure: it gets the answer instead.
    last_error: null,
    log: e.log,
    questions: [...kept, { visit: e.visit, attempt: e.attempt, status: e.status, question: e.question, asked_at: e.at }],
  });
  next.updated_at = e.at;
  return next;
}

/** Why a question_answered event cannot stand where it is recorded (undefined: it can). */
export function questionAnsweredRefusal(state: RunState, e: QuestionAnswered): string | undefined {
  const pending = pendingQuestion(state);
  if (pending === undefined || pending.step !== e.step || pending.visit !== e.visit) return `records an answer to a question of step ${e.step}, visit ${e.visit}, but no such question was pending`;
  if (state.in_flight !== null) return `records an answer to step ${e.step} while an attempt is in flight`;
  if (typeof e.answer !== 'string' || typeof e.by !== 'string') return `records an answer of step ${e.step} without its text or who gave it`;
  return undefined;
}

/** The pending question answered: the step's next attempt runs with it. */
export function applyQuestionAnswered(state: RunState, e: QuestionAnswered): RunState {
  const record = stepRecord(state, e.step)!;
  const questions = (record.questions ?? []).slice();
  const last = questions.length - 1;
  questions[last] = { ...questions[last]!, answer: e.answer, by: e.by, answered_at: e.at };
  const next = copyState(state);
  next.status = 'IN_PROGRESS';
  next.message = null;
  next.steps = withEntries<StepRecord>(state.steps, e.step, { ...record, questions });
  next.updated_at = e.at;
  return next;
}

/**
 * The invocation's answer (run --answer) waits for step `step`'s question `question`: it was given
 * for that same question, which the run took back before it ran the step again (a source change
 * rerun from an earlier step: the step's new visit asked nothing yet) and the step now asked again.
 * `given`: the question the run waited on when the answer was given.
 */
export function answersAgain(given: (QuestionRecord & { step: string }) | undefined, step: string, question: string): boolean {
  return given !== undefined && given.step === step && given.question === question;
}

/**
 * Why the invocation's answer (run --answer, given for `given`) was not used, said as a warning at
 * its end: a source change rerun took that question back and the step did not ask it again (or
 * asked another, or the run stopped before it got there), or the run stopped before the step ran.
 */
export function unusedAnswerWarning(given: QuestionRecord & { step: string }, state: RunState, stop: string, change: { rerun_from: string | null } | undefined, answerCommand: string): string {
  const quoted = `step ${given.step}'s question (${JSON.stringify(given.question)})`;
  const now = pendingQuestion(state);
  const after =
    now !== undefined && now.step === given.step && now.question === given.question
      ? `it is pending again: answer it with \`${answerCommand}\``
      : now !== undefined
        ? `step ${now.step} asks another question now (${JSON.stringify(now.question)}): answer that one with \`${answerCommand}\``
        : state.active_step === null
          ? `the run ended ${stop} without step ${given.step} asking it again`
          : `the run stopped ${stop} before step ${given.step} asked it again`;
  const why = change?.rerun_from != null ? `--on-source-change rerun ran the run again from step ${change.rerun_from}, which took back ${quoted}` : `the run stopped ${stop} before step ${given.step} ran again with the answer to ${quoted}`;
  return `--answer was not used: ${why}; ${after}. Nothing was recorded as its answer.`;
}

/** The command that answers: `resume` (the run's own resume, its flags kept) with `--answer '<your answer>'`. */
export function answerResume(resume: string): string {
  return `${resume} --answer ${shellWord(ANSWER_WORD)}`;
}

/**
 * A run stopped WORKFLOW_ANSWER_REQUIRED at a step whose child run asks (or a child run below it):
 * the answer goes to the run that asks (its own `run … --answer`), then this run's resume
 * continues the child. The command that answers is the one the stop recorded (the step's
 * answer_command: events.ts AnswerBelow, since 2026-12-07). A journal written before records none:
 * a child workflow step's child run is named by its workflow file and run id (a child whose state
 * other inputs locate needs them too: its own stop message says it); a child run deeper down — a
 * parallel step's child_workflow branch, a foreach item's child run — is found by its command at
 * the end of the stop's message (askedQuestionMessage, as each run up the chain quotes it).
 * Undefined when the run waits on no child run's question.
 */
export function childAnswerNext(state: RunState, commandName: string, resume: string, message: string | null | undefined = state.message): { nextCommand: string; hint: string } | undefined {
  const id = state.active_step;
  if (id === null || pendingQuestion(state) !== undefined) return undefined;
  const record = stepRecord(state, id);
  const child = record?.child;
  const direct = child !== undefined && child.run_id !== null && child.status === 'WORKFLOW_ANSWER_REQUIRED';
  const childOwn = direct ? answerResume(runCommandLine(commandName, child.workflow_file, child.run_id!)) : undefined;
  const answer = record?.answer_command ?? childOwn ?? quotedAnswerCommand(message ?? '');
  if (answer === undefined) return undefined;
  // Named only when it is the child run itself that asks (not a run below it).
  const which = answer === childOwn ? `child workflow run ${child!.run_id}` : 'a child workflow run';
  return { nextCommand: answer, hint: `Step ${id} runs ${which}, whose stage asks a person (the message says the question): answer it there with \`${answer}\`, then resume this run with \`${resume}\` (it continues the child). This run takes no --answer of its own.` };
}

/** The command that answers, as askedQuestionMessage ends a stop's message with it (undefined when the message does not end so). */
function quotedAnswerCommand(message: string): string | undefined {
  const tail = ` --answer ${shellWord(ANSWER_WORD)}\``;
  const head = 'answer with `';
  const at = message.lastIndexOf(head);
  return message.endsWith(tail) && at >= 0 ? message.slice(at + head.length, -1) : undefined;
}

/** The stop's message: the step, the question, and the command that answers. */
export function askedQuestionMessage(step: string, question: string, answer: string): string {
  return `step ${step} asks: ${question} — answer with \`${answer}\``;
}

/** The stop's fix. */
export function askedQuestionFix(step: string, answer: string): string {
  return `Answer step ${step}'s question: run \`${answer}\` with your answer in place of ${ANSWER_WORD} (one shell word: keep the quotes; --answer-file PATH reads it from a file). The step then runs again with the answer.`;
}

/**
 * The questions a step's next attempt has been asked and answered in its visit, as its prompt
 * says them (empty when none). A question still pending (plan --show-prompt before the answer)
 * shows ANSWER_WORD where its answer will stand.
 */
export function questionsSection(questions: readonly QuestionRecord[]): string[] {
  if (questions.length === 0) return [];
  const lines = ['## Your questions, answered', '', 'An earlier attempt of this stage asked a person; here is each question and its answer. Use them: do not ask again what is answered here.'];
  questions.forEach((q, i) => {
    // Who answered is in the journal, not the prompt: plan --show-prompt shows it before anyone has.
    lines.push('', `### Question ${i + 1}`, '', quoted(q.question), '', 'Answer:', '', quoted(q.answer ?? ANSWER_WORD));
  });
  return lines;
}

function quoted(text: string): string {
  return `> ${text.replace(/\n/g, '\n> ')}`;
}

/** The environment a shell stage gets for its visit's latest answered question (none when there is none). */
export function questionEnv(questions: readonly QuestionRecord[]): Record<string, string> {
  const last = [...questions].reverse().find((q) => q.answer !== undefined);
  if (last === undefined) return {};
  return { STAGEGATE_QUESTION: last.question, STAGEGATE_ANSWER: last.answer!, STAGEGATE_QUESTIONS_ANSWERED: String(questions.filter((q) => q.answer !== undefined).length) };
}

/**
 * The question the step's latest attempt asked, once answered: the next attempt is the first after
 * the answer (no attempt started since), so a session it continues goes on with the answer.
 */
export function answeredJustNow(state: RunState | undefined, stepId: string): QuestionRecord | undefined {
  const record = state === undefined ? undefined : stepRecord(state, stepId);
  const last = questionsOfVisit(state, stepId).at(-1);
  return last !== undefined && last.answer !== undefined && record?.visit_attempts === last.attempt ? last : undefined;
}
