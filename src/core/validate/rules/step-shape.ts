// What each step kind must carry: managed stages an output and statuses, action steps an
// on_complete, hand-off steps a terminal_status, foreach steps a per_item machine and a
// completion target; step ids do not take the names of terminal targets.
import { ASK_TARGET, TERMINAL_TARGETS, isResolverStep, type StepModel } from '../../model/workflow.js';
import { foreignContractOf } from '../../gate/contracts/contract-of.js';
import { ITEM_TARGETS, issue, type ValidationContext } from './context.js';
import { exitStatusFor, stopClass } from '../../run/stop-codes.js';
import { reportIdCaseCollisions } from './id-case.js';
import { describesDeferral } from '../../steps/foreach/item-workflow.js';

/** Keys only some kinds use: retry_step (resolvers, gated ones too), on_success (plain resolvers), on_complete (actions), output (stages with a gate). */
const IGNORED_BY_KIND: ReadonlyArray<['retry_step' | 'on_success' | 'on_complete' | 'output' | 'asks', (step: StepModel) => boolean]> = [
  ['asks', (s) => s.kind === 'shell' || s.kind === 'agent' || s.kind === 'action' || s.kind === 'resolver'],
  ['retry_step', (s) => isResolverStep(s)],
  ['on_success', (s) => s.kind === 'resolver'],
  ['on_complete', (s) => s.kind === 'action'],
  ['output', (s) => s.kind === 'shell' || s.kind === 'agent' || s.kind === 'child_workflow'],
];
const IGNORED_WHY: Record<string, string> = {
  retry_step: 'only a resolver (an agent step entered to resolve unknowns) names the step it retries',
  on_success: 'a step with statuses routes through them (only a resolver without statuses follows on_success)',
  on_complete: 'only an action step continues with on_complete (a gated step routes through statuses)',
  output: 'only a stage with a gate (run, prompt, inline_instruction) writes a declared output',
  asks: 'only a step that runs a process (run, prompt, inline_instruction, action) waits for its answer before it starts',
};

/**
 * failure_statuses (a step's, or a parallel branch's): only a stage that reports a gate can fail
 * by a status, and each stays in statuses routed to BLOCKED — so the stage's contract lists it
 * and nothing reads it as a way on — since reporting it fails the attempt (gate/judge.ts).
 */
export function checkFailureStatuses(report: ValidationContext['report'], step: StepModel, where: string): void {
  const d = step.def;
  const p = step.path;
  if (d.failure_statuses === undefined) return;
  const stage = step.kind === 'shell' || step.kind === 'agent';
  if (!stage) {
    report(issue('FAILURE_STATUS_INVALID', 'error', `failure_statuses on ${step.kind} ${where}: only a stage that reports a gate (run, prompt, inline_instruction) can fail by a status`, 'Remove failure_statuses.', [...p, 'failure_statuses']));
    return;
  }
  d.failure_statuses.forEach((status, i) => {
    const to = d.statuses?.[status];
    if (to !== 'BLOCKED') report(issue('FAILURE_STATUS_INVALID', 'error', `failure status ${status} of ${where} ${to === undefined ? 'is not a key of its statuses' : 'is routed elsewhere, but a failure status is never routed'}: it must be in statuses as ${status}: BLOCKED`, `Write ${status}: BLOCKED in statuses (the stage's contract lists it; reporting it fails the attempt).`, [...p, 'failure_statuses', i]));
  });
}

/** The artifact a step's prompt file tells the agent to write (its gate template's artifact:), if any. */
function promptArtifact(ctx: ValidationContext, step: StepModel): string | undefined {
  const prompt = step.def.prompt;
  if (prompt === undefined || prompt.includes('{{')) return undefined;
  const info = ctx.session.prompt(ctx.expandDefaults(prompt));
  const value = info.gateTemplates.map((t) => t.artifact?.value).filter((v): v is string => v !== undefined && v !== '' && !/^<.*>$/.test(v)).pop();
  return value;
}

/**
 * Whether the step lacks the routes its kind needs (MISSING_STATUSES, MISSING_ON_COMPLETE below):
 * where it leads is unknown until they are written, so reachability.ts reports no step as
 * unreachable while such a step is reachable (one of those routes may be the way to it).
 */
export function missingRoutes(step: StepModel): boolean {
  if (TERMINAL_TARGETS.has(step.id) || ITEM_TARGETS.has(step.id)) return false;
  const d = step.def;
  const noStatuses = d.statuses === undefined || Object.keys(d.statuses).length === 0;
  switch (step.kind) {
    case 'shell':
    case 'agent':
    case 'child_workflow':
      return noStatuses;
    case 'approval':
      return d.on_approve === undefined;
    case 'action':
      return d.on_complete === undefined;
    case 'foreach':
      return d.completion?.on_complete === undefined;
    default:
      return false;
  }
}

/** Why a step id cannot be one file name, or undefined. */
export function stepIdFileProblem(id: string): string | undefined {
  if (id === '') return 'it is empty';
  if (id === '.' || id === '..') return `'${id}' is a folder, not a file name`;
  if (/[/\\]/.test(id)) return 'it holds a path separator (/ or \\)';
  if (/[\u0000-\u001f\u007f-\u009f]/.test(id)) return 'it holds a NUL or another control character';
  // Format characters (Unicode Cf: U+202E right-to-left override, U+200B zero-width space, ...) are
  // invisible or reorder what a terminal shows: an id printed with one is not the id it looks like.
  const format = /\p{Cf}/u.exec(id);
  if (format) return `it holds the invisible format character U+${format[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} (it hides in or reorders what a terminal prints)`;
  return undefined;
}

/** An id as a message shows it: control and format characters (Unicode Cc, Cf) written as \u{XXXX}, never raw. */
export function visibleId(id: string): string {
  return id.replace(/[\p{Cc}\p{Cf}]/gu, (c) => `\\u{${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}}`);
}

export function ruleStepShape(ctx: ValidationContext): void {
  const { report } = ctx;
  for (const scope of ctx.scopes) {
    const what = scope.kind === 'per_item' ? `per-item steps of foreach '${visibleId(scope.owner!.id)}':` : 'step';
    reportIdCaseCollisions(ctx, [...scope.steps.values()], what, (id) => `steps.${id}`, visibleId);
  }
  for (const { step, scope } of ctx.steps) {
    const d = step.def;
    const p = step.path;
    const where = scope.kind === 'per_item' ? `per-item step '${visibleId(step.id)}'` : `step '${visibleId(step.id)}'`;
    if (scope.kind === 'per_item' && describesDeferral(step.id, d)) {
      // The package's own wording of the runner's deferral: accepted, but its text is not what runs.
      report(issue('ITEM_DEFERRAL_DESCRIBED', 'warning', `${where} describes the deferral the runner does itself, so its action text is not run: a transition to defer_current_artifact sets the item aside until its dependencies are VERIFIED, else stops with WORKFLOW_BLOCKED_DEPENDENCY_CYCLE or WORKFLOW_BLOCKED_ITEMS_DEFERRED`, 'Nothing to change when that is what the text says; remove the step to silence this (the transitions to defer_current_artifact stay).', p, { at: { line: step.line, column: step.column } }));
      continue;
    }
    if (TERMINAL_TARGETS.has(step.id) || ITEM_TARGETS.has(step.id) || step.id === ASK_TARGET) {
      // One finding for the clash: the step's own shape (e.g. an action without on_complete) is moot.
      const deferral = step.id === 'defer_current_artifact';
      report(issue('STEP_ID_RESERVED', 'error', `${where} is named like the transition target ${step.id}; a transition to it would never reach the step${deferral ? ' (the runner defers the item itself: until its dependencies are VERIFIED, else WORKFLOW_BLOCKED_DEPENDENCY_CYCLE or WORKFLOW_BLOCKED_ITEMS_DEFERRED)' : ''}`, deferral ? 'Remove this per-item step and keep the transitions to defer_current_artifact (an action describing the deferral, without on_complete, is accepted).' : 'Rename the step.', p, { at: { line: step.line, column: step.column } }));
      continue;
    }
    const at = { at: { line: step.line, column: step.column } };
    // A step id names files (its stage logs, effects ledger, prompt copy): one that cannot be a
    // file name would be refused by the run (PATH_OUTSIDE_WORKSPACE) only when the step starts.
    const idProblem = stepIdFileProblem(step.id);
    if (idProblem !== undefined) {
      report(issue('STEP_ID_INVALID', 'error', `${where} cannot name a file (its stage log is logs/<step>.v<visit>.a<attempt>.log): ${idProblem}`, 'Rename the step: letters, digits, -, _ and . (not . or .. alone), no / or \\, no control or invisible format characters.', p, at));
    }
    if (step.kind === 'shell' || step.kind === 'agent') {
      // Another runner's result contract may be read from the transcript: no output needed.
      if (d.output === undefined && foreignContractOf(step) === undefined) {
        const named = promptArtifact(ctx, step);
        report(issue('MISSING_OUTPUT', 'error', `${where} declares no output; a managed stage writes one output that ends in a WORKFLOW_GATE block${named ? ` (its prompt's gate template names the artifact ${named})` : ''}`, named ? `Add output: '${named}' to the step.` : 'Add output: <workspace-relative path>.', p, at));
      }
      if (d.statuses === undefined || Object.keys(d.statuses).length === 0) report(issue('MISSING_STATUSES', 'error', `${where} routes no gate status, so its gate can never lead anywhere`, 'Add statuses: {<STATUS>: <next step | DONE | BLOCKED>}.', p, at));
    }
    if (step.kind === 'child_workflow' && (d.statuses === undefined || Object.keys(d.statuses).length === 0)) {
      report(issue('MISSING_STATUSES', 'error', `child workflow ${where} routes no child outcome`, 'Add statuses: {WORKFLOW_COMPLETE: <next>, WORKFLOW_BLOCKED_SOURCE_GAPS: BLOCKED, ...}.', p, at));
    }
    checkFailureStatuses(report, step, where);
    if (d.on_failure === 'skip' && d.on_skip === undefined) report(issue('MISSING_ON_SKIP', 'error', `${where} has on_failure: skip but no on_skip, so a failed run would have nowhere to go`, 'Add on_skip: <next step | DONE | BLOCKED>, or route on_failure to a step or BLOCKED.', [...p, 'on_failure'], {}));
    if (d.optional === true && d.on_skip === undefined) report(issue('MISSING_ON_SKIP', 'error', `optional ${where} has no on_skip, so the run would have nowhere to go when it is skipped`, 'Add on_skip: <next step | DONE | BLOCKED>, or drop optional: true.', [...p, 'optional'], {}));
    if (step.kind === 'approval') {
      // Approvers are compared case-insensitively (GitHub logins are): two that differ only in case are one.
      const seen = new Map<string, string>();
      for (const name of d.approval?.approvers ?? []) {
        const first = seen.get(name.toLowerCase());
        if (first !== undefined) report(issue('DUPLICATE_APPROVER', 'warning', `approval ${where} lists approver '${name}' twice${first !== name ? ` (as '${first}': approvers are compared case-insensitively, as GitHub logins are)` : ''}`, 'Keep one of them in approval.approvers.', [...p, 'approval', 'approvers'], {}));
        else seen.set(name.toLowerCase(), name);
      }
    }
    if (step.kind === 'approval' && d.on_approve === undefined) report(issue('MISSING_ON_COMPLETE', 'error', `approval ${where} has no on_approve, so the run cannot continue after an approval`, 'Add on_approve: <next step | DONE> (and on_reject: <step | BLOCKED>).', p, at));
    if (step.kind === 'action' && d.on_complete === undefined) report(issue('MISSING_ON_COMPLETE', 'error', `action ${where} has no on_complete, so the run cannot continue after it`, 'Add on_complete: <next step>.', p, at));
    if (step.kind === 'instruction' && d.terminal_status === undefined) report(issue('MISSING_TERMINAL_STATUS', 'error', `hand-off ${where} has no terminal_status`, 'Add terminal_status: WORKFLOW_BLOCKED_<REASON> naming how the run ends.', p, at));
    // A hand-off exits with its terminal_status's class (docs/stop-codes.md): a success code makes a
    // CI step green while the work waits on a person; a lock or interrupt reads as "try again".
    if (step.kind === 'instruction' && typeof d.terminal_status === 'string' && ['success', 'locked', 'interrupted'].includes(stopClass(d.terminal_status))) {
      const code = d.terminal_status;
      report(issue('TERMINAL_STATUS_MISLEADS', 'warning', `hand-off ${where} ends the run ${code}, which exits ${exitStatusFor(code)} (${stopClass(code) === 'success' ? 'success: a CI step passes while the work waits on the hand-off' : `as a ${stopClass(code)} run does, which retry wrappers read as "try again"`})`, 'Name the hand-off\'s own status, e.g. terminal_status: WORKFLOW_BLOCKED_<REASON> (exit 3).', [...p, 'terminal_status'], {}));
    }
    if (step.kind === 'foreach') {
      if (d.per_item === undefined || Object.keys(d.per_item).length === 0) {
        report(issue('FOREACH_NO_PER_ITEM', 'error', `foreach ${where} has no per_item steps, so no item is ever worked on`, 'Add per_item: {<step>: {...}} - the state machine each registry row goes through.', p, at));
      }
      if (d.completion?.on_complete === undefined) {
        report(issue('MISSING_ON_COMPLETE', 'error', `foreach ${where} has no completion.on_complete, so the run cannot continue after the last item`, 'Add completion: {require: all rows VERIFIED, on_complete: <next step | DONE>}.', d.completion ? [...p, 'completion'] : p, d.completion ? {} : at));
      }
    }
    // A parallel step routes its join's verdict through statuses (rules/parallel.ts checks the keys).
    const managed = step.kind === 'shell' || step.kind === 'agent' || step.kind === 'child_workflow' || step.kind === 'parallel';
    if (!managed && d.statuses !== undefined && step.kind !== 'foreach') {
      report(issue('UNUSED_KEY', 'warning', `statuses on ${step.kind} ${where} are never used: only managed stages write a gate`, 'Remove statuses, or make the step a managed stage (prompt, inline_instruction, run or child_workflow).', [...p, 'statuses']));
    }
    if (step.kind === 'foreach' && d.statuses !== undefined) {
      report(issue('UNUSED_KEY', 'warning', `statuses on foreach ${where} are never used: per-item steps route their own gates and completion.on_complete follows the last item`, 'Move the routing into per_item steps, or into completion.on_complete.', [...p, 'statuses']));
    }
    if (d.terminal_status !== undefined && step.kind !== 'instruction') {
      report(issue('UNUSED_KEY', 'warning', `terminal_status on ${step.kind} ${where} is never used: only hand-off (instruction) steps end the run with it`, 'Remove terminal_status, or make the step an instruction: hand-off.', [...p, 'terminal_status']));
    }
    // A key the step's kind ignores is reported, never dropped silently.
    for (const [key, used] of IGNORED_BY_KIND) {
      if (d[key] === undefined || used(step)) continue;
      report(issue('UNUSED_KEY', 'warning', `${key} on ${step.kind} ${where} is never used: ${IGNORED_WHY[key]}`, `Remove ${key}, or change the step so its kind uses it.`, [...p, key]));
    }
    if (d.per_item !== undefined && step.kind !== 'foreach') {
      report(issue('UNUSED_KEY', 'warning', `per_item on ${step.kind} ${where} is never used without foreach`, 'Add foreach: {source, id_field, bindings}, or remove per_item.', [...p, 'per_item']));
    }
  }
}
