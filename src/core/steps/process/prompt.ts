// The one prompt an agent-driven step receives, assembled deterministically (same inputs, same
// bytes) so `stagegate plan --show-prompt STEP` prints exactly what `run` sends:
//   1. the stage contract: exact output path, allowed statuses, the gate block to end with —
//      first, so a CLI that truncates a long stdin (Gemini CLI keeps 8 MB) cannot drop it
//   2. the task: the prompt file (workspace-confined) or inline text, placeholders resolved
//   3. each skill's .github/skills/<name>/SKILL.md, named
//   4. the bound inputs
//   5. upstream context: paths and gate statuses of completed steps (from state)
//   6. on a retry, the previous attempt's failure
//   7. how to execute: direct, or delegated (bounded delegation's first attempt)
//   8. a short reminder of the contract (output path, statuses), last
import { ANSWER_WORD, answeredJustNow, MAX_QUESTIONS_PER_VISIT, questionsOfVisit, questionsSection } from '../../run/questions.js';
import { missingValuesHint } from '../../run/bindings.js';
import { statSync } from 'node:fs';
import { NotRegularFileError, readRegularFile } from '../../state/own-file.js';
import { StagegateError } from '../../run/errors.js';
import { renderGateBlock, STANDARD_GATE_KEYS } from '../../gate/workflow-gate.js';
import { contractInstructions, maestroKey } from '../../gate/contracts/index.js';
import { gateKeysRead } from '../../model/gate-reads.js';
import { blockKey, gateSchemaGuide, guideContractLines, guideTemplateLines, type GateSchemaGuide } from '../../gate/gate-schema-guide.js';
import { gateSchemaKey } from '../../model/gate-schemas.js';
import { foreignContractOf } from '../../gate/contracts/contract-of.js';
import { declaredInputs } from '../../model/invocation.js';
import { PlaceholderError, substitute } from '../../model/placeholders.js';
import { ABSENT_TEXT, absentOptionalInputs, seenByStep } from '../../model/absent-inputs.js';
import { alignGateTemplates } from '../../model/gate-template.js';
import type { Workspace, WorkspacePath } from '../../workspace/workspace.js';
import type { RunState } from '../../state/state.js';
import { BLOCKING_NAMES, isResolverStep, routesToAsk, targetsOf, type StepModel, type Workflow } from '../../model/workflow.js';
import type { Delegation } from '../../agents/types.js';
import { OWN_FAILURE_STATUS } from '../../formats/types.js';
import { packageReadOnlyRule, skillPath } from './package-guard.js';

export interface PromptRequest {
  workflow: Workflow;
  workspace: Workspace;
  step: StepModel;
  /** Persisted state (upstream context); undefined before a run has state. */
  state: RunState | undefined;
  /** The step's bindings (stepBindings). */
  bindings: ReadonlyMap<string, string>;
  /** The declared output, resolved (gated steps). */
  output: WorkspacePath | undefined;
  delegation: Delegation;
  /** The previous attempt's failure message, when this attempt retries one. */
  previousFailure: string | null;
  /**
   * Leave out the visit's questions and answers (run/questions.ts): the prompt's digest, which
   * tells an edited prompt from the one a session holds, must not change when a person answers.
   */
  withoutAnswers?: boolean;
}

/** The previous attempt's failure, as the prompt will quote it (null when there is none). */
export function previousFailureOf(state: RunState | undefined, stepId: string): string | null {
  return state?.steps[stepId]?.last_error ?? null;
}

/** Bound inputs a step sees: declared workflow inputs, the step's own inputs, and run_id; absent optional inputs as ABSENT_TEXT. */
export function boundInputs(workflow: Workflow, step: StepModel, bindings: ReadonlyMap<string, string>): Array<[string, string]> {
  // A resolver (with or without statuses) also sees the blocking values the runner persisted.
  const names = new Set([...declaredInputs(workflow), ...Object.keys(step.def.inputs ?? {}), 'run_id', ...(isResolverStep(step) ? BLOCKING_NAMES : [])]);
  // Absent optional inputs, and the step's own inputs built from them, as ABSENT_TEXT.
  const seen = seenByStep(workflow, step, bindings, ABSENT_TEXT);
  const out: Array<[string, string]> = [];
  for (const name of names) {
    if (name === 'stop_after_step' || name === 'execution_mode' || name === 'ignore_previous_completion') continue;
    const v = seen.get(name);
    if (v !== undefined) out.push([name, v]);
  }
  return out;
}

function readWorkspaceText(workspace: Workspace, rel: string, what: string, step: StepModel, workflow: Workflow): string {
  const p = workspace.resolve(rel, what);
  let isFile: boolean;
  try {
    isFile = statSync(p.abs).isFile();
  } catch {
    isFile = false;
  }
  if (!isFile) {
    throw new StagegateError('WORKFLOW_CONTRACT_INVALID', `${what} ${p.rel} does not exist`, {
      hint: 'Restore the file (a run never writes prompts or skills), or fix the path in the workflow.',
      location: { file: workflow.file, line: step.line, column: step.column },
    });
  }
  try {
    // Not waiting on a FIFO a stage put in its place since the stat.
    return readRegularFile(p.abs, Number.MAX_SAFE_INTEGER, { follow: true }).toString('utf8').replace(/\r\n?/g, '\n');
  } catch (error) {
    throw new StagegateError('WORKFLOW_CONTRACT_INVALID', `${what} ${p.rel} cannot be read (${error instanceof NotRegularFileError ? `it is ${error.kind}` : ((error as NodeJS.ErrnoException).code ?? String(error))})`, {
      hint: 'Restore the file (a run never writes prompts or skills), or fix the path in the workflow.',
      location: { file: workflow.file, line: step.line, column: step.column },
    });
  }
}

/** Text for the agent: an absent optional input reads as ABSENT_TEXT (`asPath`: a path, where it is an error). */
function resolvePlaceholders(text: string, r: PromptRequest, what: string, asPath = false): string {
  const absent = absentOptionalInputs(r.workflow, r.bindings);
  try {
    return substitute(text, asPath ? r.bindings : seenByStep(r.workflow, r.step, r.bindings, ABSENT_TEXT));
  } catch (error) {
    if (!(error instanceof PlaceholderError)) throw error;
    const optional = error.missing.filter((m) => absent.has(m));
    if (optional.length > 0) {
      throw new StagegateError('WORKFLOW_INPUT_REQUIRED', `${what} of step ${r.step.id} is a path that uses the optional input${optional.length > 1 ? 's' : ''} ${optional.join(', ')}, which ${optional.length > 1 ? 'were' : 'was'} not given; no file can be named after an absent input`, {
        hint: `Pass ${optional.map((m) => `${m}=<value>`).join(' ')}, or make the path not depend on ${optional.length > 1 ? 'them' : 'it'}.`,
        location: { file: r.workflow.file, line: r.step.line, column: r.step.column },
      });
    }
    throw new StagegateError('WORKFLOW_INPUT_REQUIRED', `${what} of step ${r.step.id} uses ${error.missing.map((m) => `{{${m}}}`).join(', ')}, which no input, default or runner value provides`, {
      hint: missingValuesHint(r.step, r.bindings, error.missing),
      location: { file: r.workflow.file, line: r.step.line, column: r.step.column },
    });
  }
}

/** The task text: prompt file, inline instruction or action text, placeholders resolved. */
function taskText(r: PromptRequest): string {
  const d = r.step.def;
  if (d.prompt !== undefined) {
    const rel = resolvePlaceholders(d.prompt, r, 'prompt path', true);
    return resolvePlaceholders(readWorkspaceText(r.workspace, rel, `prompt of step ${r.step.id}:`, r.step, r.workflow), r, `prompt ${rel}`);
  }
  if (d.inline_instruction !== undefined) return resolvePlaceholders(d.inline_instruction, r, 'inline_instruction');
  if (d.action !== undefined) return resolvePlaceholders(d.action, r, 'action');
  throw new StagegateError('WORKFLOW_CONTRACT_INVALID', `step ${r.step.id} has no prompt, inline_instruction or action to give an agent`);
}

/** Step inputs must all resolve for an agent step: a resolver without blocking_* has nothing to do. */
function checkStepInputs(r: PromptRequest): void {
  for (const [name, value] of Object.entries(r.step.def.inputs ?? {})) {
    if (typeof value !== 'string') continue;
    if (!r.bindings.has(name)) resolvePlaceholders(value, r, `input ${name}`);
  }
}

function fence(text: string): string {
  // A fence longer than any backtick run inside the text, so the text cannot close it.
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  return '`'.repeat(longest + 1);
}

function trimEnd(text: string): string {
  return text.replace(/\s+$/, '');
}

function statusList(step: StepModel): string[] {
  return Object.keys(step.def.statuses ?? {});
}

/** The gate block template a gated step must end its output with (with a gate_schema: a line for each key it declares, after the standard ones). */
export function gateTemplate(workflow: Workflow, step: StepModel, artifact: string, guide?: GateSchemaGuide): string {
  const statuses = statusList(step);
  const extra = guide ? guideTemplateLines(guide, blockKey, '  ').map((l) => `${l}\n`).join('') : '';
  return renderGateBlock({
    workflow: workflow.name,
    step: step.id,
    status: `<${statuses.join(' | ')}>`,
    unresolved_critical: '<integer>' as unknown as number,
    unresolved_high: '<integer>' as unknown as number,
    source_resolvable_open: '<integer>' as unknown as number,
    artifact,
    next_recommended: '<step id or null>',
  }) + extra;
}

const STANDARD_KEYS: ReadonlySet<string> = new Set(STANDARD_GATE_KEYS);
/** A foreign contract's status field is never an extra key. */
const STATUS_KEY: ReadonlySet<string> = new Set(['status']);

/** The guide to the step's gate_schema (gate-schema-guide.ts), when it has one. */
function schemaOf(workflow: Workflow, step: StepModel): { guide: GateSchemaGuide; source: string } | undefined {
  const compiled = workflow.gateSchemas?.get(gateSchemaKey(step.path));
  if (compiled === undefined) return undefined;
  const foreign = foreignContractOf(step);
  // A maestro block's values are read as text: a constant or choice is shown without quotes.
  return { guide: gateSchemaGuide(compiled.schema, foreign ? STATUS_KEY : STANDARD_KEYS, { asText: foreign === 'maestro_coordinate' }), source: compiled.source };
}

/** Words of a status name that say the stage could not be done (`NEEDS_INPUT`, `BLOCKED`, `AwaitingClarification`). */
const NOT_DONE_WORDS = /^(BLOCK|BLOCKED|BLOCKER|BLOCKING|NEED|NEEDS|NEEDED|INPUT|CLARIFY|CLARIFICATION|QUESTION|QUESTIONS|ESCALATE|ESCALATED|ESCALATION|UNRESOLVED|HALT|HALTED|MISSING|STUCK|AWAITING)$/;
/** Words that say it was done (`INPUT_VALIDATED`, `NOT_FOUND_OK`, `QUESTIONS_ANSWERED`): a name holding one is never read as not done. */
const DONE_WORDS = /^(OK|DONE|PASS|PASSED|VALID|VALIDATED|COMPLETE|COMPLETED|SUCCESS|SUCCEEDED|RESOLVED|APPROVED|READY|ACCEPTED|FIXED|VERIFIED|PROVIDED|RECEIVED|CLARIFIED|ANSWERED|FOUND)$/;

/** The words of a status name, in capitals (`AwaitingClarification`: AWAITING, CLARIFICATION). */
function wordsOf(status: string): string[] {
  return status.split(/[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])/).map((w) => w.toUpperCase());
}

/** Whether a status's name says the stage was done: one of its words does (`SUCCESS`, `APPROVED`), and no NOT or NO turns it round (`NOT_APPROVED`, `INPUT_NOT_PROVIDED`). */
function namedDone(status: string): boolean {
  const words = wordsOf(status);
  return words.some((w) => DONE_WORDS.test(w)) && !words.some((w) => w === 'NOT' || w === 'NO');
}

/** Whether a status's name says the stage could not be done: one of its words does, and none says it was done. */
function namedNotDone(status: string): boolean {
  return wordsOf(status).some((w) => NOT_DONE_WORDS.test(w)) && !namedDone(status);
}

/**
 * Whether the workflow's routing of `status` says the stage is not done: it leads to BLOCKED, to a
 * hand-off step that stops the run (not one that completes it, nor from a status named done) or to a resolver step (which closes
 * the unknowns and sends the run back); it is one of the step's failure_statuses (routed to
 * BLOCKED too); or it is an imported format's own failure status (aiox failed, maestro FAILURE,
 * CCW NODE_FAILED), which says the step could not do its work wherever the file routes it (a
 * retry decision, the next node on skip).
 */
function routedNotDone(status: string, step: StepModel, workflow: Workflow): boolean {
  if (workflow.format !== 'native' && status === OWN_FAILURE_STATUS[workflow.format]) return true;
  if (step.def.failure_statuses?.includes(status) === true) return true;
  return targetsOf(step.def.statuses![status]!).some((t) => {
    if (t === 'BLOCKED') return true;
    const target = workflow.steps.get(t);
    if (target === undefined) return false;
    if (isResolverStep(target)) return true;
    // A hand-off is a way out unless it is where the done stage leads: one that completes the run
    // (terminal_status WORKFLOW_COMPLETE, exit 0: `APPROVED: ship`), or a status whose name says
    // the stage was done (maestro SUCCESS into a paused terminal: the chain pauses after the node).
    return target.kind === 'instruction' && target.def.terminal_status !== 'WORKFLOW_COMPLETE' && !namedDone(status);
  });
}

/**
 * The statuses that do not complete the stage. The routing decides: the statuses it sends to a
 * stop, a failure, a resolver or a retry (routedNotDone); the others move the run on as done
 * (APPROVED and CHANGES_REQUESTED of a review both do), whatever their names (`INPUT_VALIDATED`).
 * Only when the routing says nothing — every status moves the run on — are the names read
 * (`NEEDS_INPUT: ask`). Never offered as the way out of a stage that cannot proceed: the others.
 */
export function notDoneStatusesOf(step: StepModel, workflow: Workflow): string[] {
  // A status routed to ASK asks a person (askLine says how): not the way out of a stage that cannot proceed.
  const statuses = Object.keys(step.def.statuses ?? {}).filter((s) => !routesToAsk(step, s));
  const routed = statuses.filter((s) => routedNotDone(s, step, workflow));
  return routed.length > 0 ? routed : statuses.filter(namedNotDone);
}

/** The run is unattended: what to do instead of asking (a gated stage: `statuses` names the way out, if it has one). */
function unattended(step: StepModel, workflow: Workflow, gated: boolean, file = true): string {
  const head = '- This run is unattended: no one will read or answer a question while it runs. Do not ask and wait for an answer; decide what you can, and';
  if (!gated) return `${head} if you cannot do the step without an answer, say what you need in your last message and exit with a non-zero status.`;
  const notDone = notDoneStatusesOf(step, workflow);
  // The one whose name says so first (a status routed to BLOCKED named BLOCKED, NEEDS_INPUT, …).
  const named = notDone.find(namedNotDone);
  // A step without an output file (an imported step: its answer ends with the result block) records them in its answer.
  const where = file ? 'the file' : 'your answer';
  const end =
    notDone.length === 1 || named !== undefined
      ? `end ${where} with status \`${named ?? notDone[0]}\``
      : notDone.length > 1
        ? `end ${where} with the allowed status that says why the stage is not done (${notDone.join(' | ')})`
        : `exit with a non-zero status: none of the allowed statuses says the stage is not done (each moves the run on as done), so do not end ${where} with one`;
  if (!file) return `${head} record open questions and the assumptions you made in your answer. If you cannot proceed without an answer, still answer: list the questions and ${end}.`;
  return `${head} record open questions and the assumptions you made in the output file. If you cannot proceed without an answer, still write the file: list the questions in it and ${end}.`;
}

/**
 * How the stage asks a person, when its step routes a status to ASK (run/questions.ts): that
 * status with the question in the gate's `question:` key; the stage runs again with the answer.
 */
function askLine(step: StepModel): string[] {
  const asking = Object.keys(step.def.statuses ?? {}).filter((s) => routesToAsk(step, s));
  if (asking.length === 0) return [];
  return [
    `- Only if you cannot do this stage without a person's answer (a choice that is theirs, a fact you cannot find): end the file with status \`${asking[0]}\`${asking.length > 1 ? ` (or ${asking.slice(1).map((s) => `\`${s}\``).join(', ')})` : ''} and add \`question: <one clear question>\` to the gate. The run stops there, a person answers, and this stage runs again with the question and answer in its prompt. At most ${MAX_QUESTIONS_PER_VISIT} questions are answered per visit: ask only what you cannot decide, all in one question when you can.`,
  ];
}

function contract(r: PromptRequest): string[] {
  const { step, workflow } = r;
  const lines: string[] = ['## Stage contract', ''];
  const foreign = foreignContractOf(step);
  if (step.kind === 'agent' && foreign) {
    if (r.output) lines.push(`- Write your report to \`${r.output.rel}\` (workspace-relative; create missing folders) and end that file with the block below; without the file, your answer itself must end with it.`);
    const schema = schemaOf(workflow, step);
    lines.push(...contractInstructions(foreign, statusList(step), schema?.guide, gateKeysRead(workflow, step.id)));
    if (schema) {
      const maestro = foreign === 'maestro_coordinate';
      const checks = maestro ? 'the block\'s fields other than STATUS, read lower-cased (`REVIEW_VERDICT` is `review_verdict`) and as text' : 'the block\'s fields other than `status` (each key inside `outputs` counts as one too)';
      lines.push(...guideContractLines(schema.guide, schema.source, checks, maestro ? maestroKey : blockKey, !maestro));
    }
    lines.push(`- Allowed statuses: ${statusList(step).join(' | ')}`, unattended(step, workflow, true, r.output !== undefined));
  } else if (step.kind === 'agent') {
    const out = r.output!;
    if (isResolverStep(step)) {
      lines.push(`- This stage resolves high-impact unknowns: resolve only the blocking question ids in \`blocking_qids\`, raised by \`blocking_artifact\` (both under Inputs); the run returns to \`${step.def.retry_step}\` afterwards.`);
    }
    const statuses = statusList(step);
    const schema = schemaOf(workflow, step);
    const template = gateTemplate(workflow, step, out.rel, schema?.guide);
    // unresolved_qids is an extra key: offered only where the gate_schema allows any key it does not declare.
    const qids = schema === undefined || (schema.guide.others === 'any' && !schema.guide.fields.some((f) => f.name === 'unresolved_qids'));
    lines.push(
      `- Write your result to exactly this file: \`${out.rel}\` (workspace-relative; create missing folders). Write it in this run: an existing or older file never counts, and no other file replaces it.`,
      '- End the file with exactly one WORKFLOW_GATE block and nothing after it (blank lines aside).',
      `- Allowed statuses: ${statuses.join(' | ')}`,
      '- The gate block to end with (replace every <...>; `artifact` must stay exactly as shown):',
      '',
      '```yaml',
      trimEnd(template),
      '```',
      '',
      ...(schema ? guideContractLines(schema.guide, schema.source, 'the gate\'s extra keys (every key but the standard eight, `workflow` to `next_recommended`)', blockKey, true) : []),
      ...(qids ? ['- You may add `unresolved_qids: [Q-...]` to the gate to list open HIGH/CRITICAL question ids.'] : []),
      '- The runner routes only on the gate status; `next_recommended` is advisory. Exiting without the file, or with a missing, malformed or unlisted gate, fails the stage.',
      unattended(step, workflow, true),
      ...askLine(step),
    );
  } else if (step.kind === 'resolver') {
    const retry = step.def.retry_step ?? step.def.on_success ?? '';
    lines.push(
      '- This is a resolver step: resolve only the blocking question ids in `blocking_qids`, raised by `blocking_artifact`; persist the evidence and closure where the task below says.',
      `- It has no declared output and no gate. Success is your process exiting with status 0; the runner then returns to step \`${retry}\`, which runs again.`,
      '- Do not edit prompts, workflows, skills or workflow state.',
      unattended(step, workflow, false),
    );
  } else {
    const next = step.def.on_complete ?? '';
    lines.push(
      '- This is an action step: do the action the task below describes. It has no declared output and no gate.',
      `- Success is your process exiting with status 0; the runner then continues with step \`${next}\`.`,
      '- Do not edit prompts, workflows, skills or workflow state.',
      unattended(step, workflow, false),
    );
  }
  return lines;
}

/** The contract's gist again at the end, where the agent reads last (the full one opens the prompt). */
function reminder(r: PromptRequest): string[] {
  const { step } = r;
  const statuses = statusList(step).join(' | ');
  // The keys a gate_schema requires, named again: a gate without them fails as surely as one without a status.
  const foreign = step.kind === 'agent' ? foreignContractOf(step) : undefined;
  const required = step.kind === 'agent' ? (schemaOf(r.workflow, step)?.guide.fields.filter((f) => f.required) ?? []) : [];
  const keys = required.length > 0 ? `, and the key${required.length > 1 ? 's' : ''} its gate_schema requires (${required.map((f) => `\`${foreign === 'maestro_coordinate' ? maestroKey(f.name) : blockKey(f.name)}\``).join(', ')})` : '';
  let line: string;
  if (step.kind === 'agent' && foreign) {
    line = `- End ${r.output ? `\`${r.output.rel}\` (else your answer)` : 'your answer'} with the result block the stage contract at the top shows, status one of ${statuses}${keys}.`;
  } else if (step.kind === 'agent') {
    line = `- Write \`${r.output!.rel}\` in this run and end it with exactly one WORKFLOW_GATE block as the stage contract at the top shows, status one of ${statuses}${keys}.`;
  } else line = '- Exit with status 0 when the step is done (the stage contract at the top); no one will answer a question.';
  return ['## Before you finish', '', line];
}

function execution(delegation: Delegation): string[] {
  const text =
    delegation === 'direct'
      ? 'Execute this stage yourself, in this session. Do not hand it to a sub-agent, background agent or asynchronous worker, and do not wait for or poll another agent.'
      : 'You may delegate parts of this stage to sub-agents, but this session owns it: the stage is accepted only from its declared result (the output file with a valid gate; for steps without output, your exit status). Never wait on an idle or stalled worker: finish the stage yourself instead.';
  return ['## Execution', '', `Mode: ${delegation}. ${text}`];
}

/**
 * The prompt of a retry that continues the previous attempt's session (docs/agents.md,
 * "Sessions"): the session holds the whole stage prompt already, so this says only why it goes
 * on — the previous attempt's failure, as the retry prompt quotes it — and the contract's gist.
 */
export function buildContinuationPrompt(r: PromptRequest): string {
  const { step, workflow } = r;
  const answered = answeredJustNow(r.state, step.id);
  if (answered !== undefined) {
    // The attempt before asked a person (a status routed to ASK): the session goes on with the answer.
    const head = [`# Stage \`${step.id}\` of workflow \`${workflow.name}\`, continued`, '', 'This session already holds this stage\'s prompt (its contract, task and inputs, above). In the attempt before this one you asked a person:', '', quote(answered.question), '', 'Their answer:', '', quote(answered.answer ?? ANSWER_WORD), ''];
    head.push('Continue the stage with this answer: keep what is done and correct, and finish the task.');
    if (step.kind === 'agent' && r.output) {
      head.push('', `- Write \`${r.output.rel}\` in this attempt, even if the attempt before wrote it: only a file written now counts.`, `- Allowed statuses: ${statusList(step).join(' | ')}`);
    }
    return [head, execution(r.delegation), reminder(r)].map((s) => s.join('\n')).join('\n\n') + '\n';
  }
  const head = [`# Stage \`${step.id}\` of workflow \`${workflow.name}\`, continued`, '', 'This session already holds this stage\'s prompt (its contract, task and inputs, above). The attempt before this one did not finish it:', ''];
  head.push(`> ${(r.previousFailure ?? 'it ended without a result').replace(/\n/g, '\n> ')}`, '');
  head.push('Continue from where it stopped: keep what is done and correct, and fix the cause of the failure.');
  if (step.kind === 'agent' && r.output) {
    head.push('', `- Write \`${r.output.rel}\` in this attempt, even if the attempt before wrote it: only a file written now counts.`, `- Allowed statuses: ${statusList(step).join(' | ')}`);
  }
  return [head, execution(r.delegation), reminder(r)].map((s) => s.join('\n')).join('\n\n') + '\n';
}

function quote(text: string): string {
  return `> ${text.replace(/\n/g, '\n> ')}`;
}

/** Assemble the prompt. Throws StagegateError for a missing prompt file or skill, or an unbound placeholder. */
export function buildPrompt(r: PromptRequest): string {
  const { step, workflow, workspace } = r;
  checkStepInputs(r);
  const sections: string[][] = [];
  let task = trimEnd(taskText(r));
  // A gate template in the task text naming another step or workflow is rewritten to the
  // runner's (the contract says so): never two contradictory templates.
  let aligned: ReturnType<typeof alignGateTemplates>['replaced'] = [];
  if (step.kind === 'agent' && task.includes('WORKFLOW_GATE:')) {
    const a = alignGateTemplates(task, { workflow: workflow.name, step: step.id });
    task = a.text;
    aligned = a.replaced;
  }
  // The contract opens the prompt (item 1 above); the task follows it.
  const terms = contract(r);
  // 4.0 Methodology-Immutability Rule: checked by digest when the stage ends (package-guard.ts).
  terms.push(packageReadOnlyRule(workspace, workflow));
  for (const a of aligned) {
    terms.push(`- The task text's WORKFLOW_GATE template said \`${a.field}: ${a.was}\`; this stage's gate is \`${a.field}: ${a.field === 'step' ? step.id : workflow.name}\`, so the template in the task below now says so. The template above wins: a gate with \`${a.field}: ${a.was}\` would be refused.`);
  }
  sections.push([`# Stage \`${step.id}\` of workflow \`${workflow.name}\``, '', ...terms]);
  sections.push(['## Task', '', task]);

  const skills = step.def.skills ?? [];
  if (skills.length > 0) {
    const lines = ['## Skills', '', 'Apply these skills to the task:'];
    for (const name of skills) {
      const rel = skillPath(name);
      const text = trimEnd(readWorkspaceText(workspace, rel, `skill ${name} of step ${step.id}:`, step, workflow));
      lines.push('', `### Skill \`${name}\` (${rel})`, '', text);
    }
    sections.push(lines);
  }

  const inputs = boundInputs(workflow, step, r.bindings);
  if (inputs.length > 0) {
    const lines = ['## Inputs', ''];
    for (const [name, value] of inputs) {
      if (value.includes('\n')) {
        const f = fence(value);
        lines.push(`- \`${name}\`:`, '', f, value, f, '');
      } else lines.push(`- \`${name}\`: ${value === '' ? '(empty)' : value}`);
    }
    if (inputs.some(([, v]) => v === ABSENT_TEXT)) lines.push('', `${ABSENT_TEXT}: an optional input this run was not given. Wherever the task text shows ${ABSENT_TEXT}, there is no value: do not look for one or invent one.`);
    sections.push(lines);
  }

  const completed = r.state?.completed_steps ?? [];
  const lines = ['## Upstream context', ''];
  if (completed.length === 0) lines.push('No step of this run has completed yet.');
  else {
    lines.push('Completed steps of this run and their accepted artifacts (inputs to read, not proof):');
    for (const id of completed) {
      const a = r.state!.artifacts[id];
      if (a) lines.push(`- \`${id}\`: ${a.path} (gate ${a.gate_status}, visit ${a.visit})`);
      else lines.push(`- \`${id}\`: completed (${r.state!.steps[id]?.kind ?? 'step'} without an artifact)`);
    }
  }
  sections.push(lines);

  const questions = r.withoutAnswers === true ? [] : questionsOfVisit(r.state, step.id);
  if (questions.length > 0) sections.push(questionsSection(questions));
  if (r.previousFailure !== null) {
    sections.push(['## Previous attempt', '', 'The previous attempt of this stage failed:', '', `> ${r.previousFailure.replace(/\n/g, '\n> ')}`, '', 'Fix the cause this time.']);
  }
  sections.push(execution(r.delegation));
  sections.push(reminder(r));
  return sections.map((s) => s.join('\n')).join('\n\n') + '\n';
}
