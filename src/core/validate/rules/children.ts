// Child workflows, named by child_workflow steps and by composite phases, get the same
// checks: the file exists and is itself valid (no cycle of workflows calling each other),
// every required input of the child is bound, bound names are inputs the child declares, a
// fresh child ignores previous completion, and the outcomes routed or required are ones the
// child can end with (stop codes or its own terminal statuses).
import { positionOf } from '../diagnostics.js';
import { didYouMean } from '../../model/did-you-mean.js';
import { STOP_CODES } from '../../run/stop-codes.js';
import { CONTROL_NAMES, TERMINAL_TARGETS, type Workflow } from '../../model/workflow.js';
import { replacePlaceholders, scalarToString } from '../../model/placeholders.js';
import { posix } from 'node:path';
import { ITEM_TARGETS, issue, type ValidationContext, type YamlPath } from './context.js';
import { stepIdFileProblem, visibleId } from './step-shape.js';
import { possibleOutcomes } from '../child-outcomes.js';
import { similarWorkflowFile } from '../../model/loader.js';
import { validateCommandLine } from '../validate-command.js';

const STOP_CODE_NAMES = Object.keys(STOP_CODES);
/** What a parent writes for "the child blocked": no run ends with it (each blocked stop code names its cause). */
const PLAIN_BLOCKED = 'WORKFLOW_BLOCKED';

/** Every status a child run can end with: the stop codes and its hand-off terminal statuses. */
export function childOutcomes(child: Workflow | undefined): Set<string> {
  const out = new Set(STOP_CODE_NAMES);
  // The status a composite (or any workflow) names for its completion (terminal.success).
  if (child?.data.terminal?.success !== undefined) out.add(child.data.terminal.success);
  for (const step of Object.values(child?.data.steps ?? {})) {
    if (step.terminal_status !== undefined) out.add(step.terminal_status);
    for (const item of Object.values(step.per_item ?? {})) if (item.terminal_status !== undefined) out.add(item.terminal_status);
  }
  return out;
}

/**
 * `template` of the child, expanded in the parent's terms: a child input the parent binds becomes
 * the parent's template for it (its defaults expanded), a child default is expanded in turn, and
 * anything else stays a placeholder. Two such texts that are equal name the same file in every run.
 */
function expandInParent(ctx: ValidationContext, child: Workflow, template: string, bound: (name: string) => string | undefined, depth = 0): string {
  // The run's backslash rule (replacePlaceholders), as ctx.expandDefaults: escapes stay escapes.
  return replacePlaceholders(
    template,
    (name) => {
      if (depth > 16) return undefined;
      const given = bound(name);
      if (given !== undefined) return ctx.expandDefaults(given);
      const inner = scalarToString(child.inputs.defaults[name]);
      return inner !== undefined ? expandInParent(ctx, child, inner, bound, depth + 1) : undefined;
    },
    { keepEscapes: true },
  );
}

function normalise(path: string): string {
  return path.replace(/\/+/g, '/').replace(/^\.\//, '').replace(/\/$/, '');
}

function childInputs(child: Workflow): Set<string> {
  return new Set([...child.inputs.required, ...child.inputs.optional, ...Object.keys(child.inputs.defaults), ...CONTROL_NAMES]);
}

/** Load (and validate) the child at `template`; report what stops us from checking it. */
function loadChild(ctx: ValidationContext, template: string, path: YamlPath, what: string): Workflow | undefined {
  const file = ctx.expandDefaults(template);
  if (file.includes('{{')) return undefined; // chosen at run time
  const read = ctx.session.read(file);
  if (!read.ok) {
    if (read.reason === 'outside') return undefined; // PATH_OUTSIDE_WORKSPACE (paths.ts)
    const why = read.reason === 'missing' ? 'does not exist' : read.reason === 'directory' ? 'is a directory, not a workflow file' : `cannot be read (${read.detail})`;
    // A mistyped path: the workflow file it most likely meant.
    const similar = read.reason === 'missing' ? similarWorkflowFile(ctx.workspace, read.rel) : undefined;
    // A path written with placeholders is fixed in its written part, not replaced by the filled text.
    const fix =
      similar === undefined
        ? 'Fix the path (child workflow paths are relative to the workspace root), or add the workflow.'
        : template.includes('{{')
          ? `Fix the path so that it reads '${similar}' once filled (it reads '${read.rel}'; child workflow paths are relative to the workspace root), or add the workflow.`
          : `Write '${similar}' (child workflow paths are relative to the workspace root), or add the workflow.`;
    ctx.report(issue('CHILD_WORKFLOW_NOT_FOUND', 'error', `${what} '${template}' ${why}${similar !== undefined ? `. Did you mean '${similar}'?` : ''}`, fix, path, { value: true }));
    return undefined;
  }
  if (read.rel === ctx.workflow.file) {
    ctx.report(issue('CHILD_WORKFLOW_CYCLE', 'error', `${what} '${template}' is this workflow itself; it would start itself again and again`, 'Name a different workflow.', path, { value: true }));
    return undefined;
  }
  const check = ctx.session.workflow(read.rel);
  if (check === 'cycle') {
    ctx.report(issue('CHILD_WORKFLOW_CYCLE', 'error', `${what} '${template}' leads back to ${ctx.workflow.file}: the workflows start each other in a cycle`, 'Break the cycle: a child workflow must not (directly or through its own children) run its parent.', path, { value: true }));
    return undefined;
  }
  const errors = check.diagnostics.filter((d) => d.severity === 'error');
  const first = errors[0];
  if (first) {
    ctx.report(issue('CHILD_WORKFLOW_INVALID', 'error', `${what} '${template}' is not valid (${errors.length} error${errors.length === 1 ? '' : 's'}; first: ${positionOf(first)} ${first.code} ${first.message})`, `Run \`${validateCommandLine(ctx.session.commandName, `${ctx.session.shownPrefix}${read.rel}`)}\` and fix the child first.`, path, { value: true }));
  }
  return check.workflow;
}

export function ruleChildWorkflows(ctx: ValidationContext): void {
  const { report } = ctx;
  for (const { step, scope } of ctx.steps) {
    const d = step.def;
    if (d.child_workflow === undefined) continue;
    const p = step.path;
    const child = loadChild(ctx, d.child_workflow, [...p, 'child_workflow'], `child workflow of step '${step.id}'`);

    // Fresh children re-read everything: they must ignore an earlier completion.
    const mode = d.execution?.execution_mode ?? child?.execution.executionMode;
    const ignore = d.execution?.ignore_previous_completion ?? child?.execution.ignorePreviousCompletion ?? false;
    if (mode === 'fresh' && !ignore) {
      const where = d.execution?.ignore_previous_completion !== undefined ? [...p, 'execution', 'ignore_previous_completion'] : d.execution?.execution_mode !== undefined ? [...p, 'execution', 'execution_mode'] : [...p, 'child_workflow'];
      report(issue('CHILD_FRESH_WITHOUT_IGNORE', 'error', `child workflow step '${step.id}' runs the child fresh but does not set ignore_previous_completion: true, so a child that completed before would be reported complete without running again`, 'Add ignore_previous_completion: true under the step\'s execution (next to execution_mode: fresh).', where, { value: true }));
    }
    if (!child) continue;

    const bound = d.inputs ?? {};
    // A fresh child whose run root is this workflow's: it keeps its own manifest and logs in
    // <run root>/children/<name>/ and moves aside only its own files, but its outputs share the folder.
    if (mode === 'fresh') {
      const parentRoot = ctx.declared.has('artifact_root') ? ctx.expandDefaults('{{artifact_root}}') : ctx.expandDefaults(posix.dirname(ctx.workflow.data.state_path));
      const childBound = (name: string) => (typeof bound[name] === 'string' ? (bound[name] as string) : undefined);
      const childRootTemplate = child.inputs.required.includes('artifact_root') || child.inputs.optional.includes('artifact_root') || Object.hasOwn(child.inputs.defaults, 'artifact_root') ? '{{artifact_root}}' : posix.dirname(child.data.state_path);
      const childRoot = expandInParent(ctx, child, childRootTemplate, childBound);
      if (!childRoot.includes('{{artifact_root}}') && normalise(childRoot) === normalise(parentRoot)) {
        report(issue('CHILD_SHARES_RUN_ROOT', 'warning', `child workflow step '${step.id}' runs ${child.file} fresh in this run's own root (${normalise(childRoot)}): the child keeps its manifest and logs in ${normalise(childRoot)}/children/${child.name}/ and moves aside only its own state and outputs, but its outputs share this run's folder`, 'Give the child a folder of its own (e.g. artifact_root: \'{{artifact_root}}/audit\'), or accept that its outputs sit beside this run\'s.', [...p, 'child_workflow']));
      }
    }
    const missing = child.inputs.required.filter((name) => !Object.hasOwn(bound, name));
    if (missing.length > 0) {
      // Inside per_item the foreach binds its item values (and item_id) too; a child still sees
      // only what its step's inputs bind (steps/child/run.ts), so those are bound by name as well.
      const perItem = missing.filter((m) => scope.bindings.has(m) && !ctx.declared.has(m));
      const add = missing.map((m) => (ctx.declared.has(m) || scope.bindings.has(m) ? `${m}: '{{${m}}}'` : `${m}: <value>`)).join(', ');
      const why = perItem.length > 0 ? ` (the foreach's per-item value${perItem.length > 1 ? 's' : ''} ${perItem.join(', ')} reach${perItem.length > 1 ? '' : 'es'} the child only through them)` : '';
      report(issue('CHILD_INPUT_NOT_BOUND', 'error', `child workflow step '${step.id}' does not bind ${missing.join(', ')}, required by ${child.file}`, `Add ${add} to the step's inputs${why}.`, d.inputs ? [...p, 'inputs'] : p, d.inputs ? {} : { at: { line: step.line, column: step.column } }));
    }
    const accepts = childInputs(child);
    for (const name of Object.keys(bound)) {
      if (accepts.has(name)) continue;
      report(issue('CHILD_INPUT_UNKNOWN', 'warning', `child workflow step '${step.id}' binds '${name}', which ${child.file} does not declare, so the child never sees it.${didYouMean(name, accepts)}`, `Remove it, or declare '${name}' in the child's inputs.`, [...p, 'inputs', name]));
    }
    const outcomes = childOutcomes(child);
    // Outcomes the child can end with that this step does not route stop the run with
    // WORKFLOW_STATUS_CONTRACT_VIOLATION after the child ran: say so before anything runs.
    const possible = possibleOutcomes(child);
    // `WORKFLOW_BLOCKED:` (no run ends with it: a blocked one ends with the WORKFLOW_BLOCKED_* code
    // of its cause) meant every blocked outcome: one finding names them, instead of one each.
    const meantBlocked = Object.hasOwn(d.statuses ?? {}, PLAIN_BLOCKED) && !outcomes.has(PLAIN_BLOCKED);
    const blockedUnrouted: string[] = [];
    if (d.statuses !== undefined) {
      const success = child.data.terminal?.success;
      for (const [outcome, why] of possible) {
        if (Object.hasOwn(d.statuses, outcome)) continue;
        // A completed child is routed by its terminal.success as well as by WORKFLOW_COMPLETE.
        if (outcome === 'WORKFLOW_COMPLETE' && success !== undefined && Object.hasOwn(d.statuses, success)) continue;
        if (meantBlocked && outcome.startsWith(`${PLAIN_BLOCKED}_`)) {
          blockedUnrouted.push(outcome);
          continue;
        }
        report(issue('CHILD_OUTCOME_NOT_ROUTED', 'warning', `child workflow step '${step.id}' does not route ${outcome}, which ${child.file} can end with (${why}); the run would stop with WORKFLOW_STATUS_CONTRACT_VIOLATION after the child ran`, `Add ${outcome}: <next step | BLOCKED> to the step's statuses.`, [...p, 'statuses']));
      }
    }
    for (const status of Object.keys(d.statuses ?? {})) {
      if (outcomes.has(status)) continue;
      // An importer's helper routes what the source runner would do with any child (a maestro
      // delegate's pause): not the user's route, and harmless where this child never ends so.
      const routed = d.statuses?.[status];
      if (typeof routed === 'string' && ctx.workflow.steps.get(routed)?.implicit === true) continue;
      if (status === PLAIN_BLOCKED) {
        const target = d.statuses?.[status];
        const to = typeof target === 'string' ? target : '<next step | BLOCKED>';
        const can = blockedUnrouted.length > 0 ? `; ${child.file} can end with ${blockedUnrouted.join(' and ')} (${[...new Set(blockedUnrouted.map((o) => possible.get(o)!.replace(/ with (source-resolvable items open|none open)$/, '')))].join('; ')}), which this step does not route, so the run would stop with WORKFLOW_STATUS_CONTRACT_VIOLATION after the child ran` : '';
        const blocks = [...possible.keys()].some((o) => o.startsWith(`${PLAIN_BLOCKED}_`));
        const fix = blockedUnrouted.length > 0 ? `Route the blocked outcomes by name in place of ${PLAIN_BLOCKED}: ${blockedUnrouted.map((o) => `${o}: ${to}`).join(', ')}.` : blocks ? `Remove ${PLAIN_BLOCKED}: the blocked outcomes ${child.file} can end with are routed by name already.` : `Remove ${PLAIN_BLOCKED}: ${child.file} has no step that leads to BLOCKED.`;
        report(issue('CHILD_STATUS_UNKNOWN', 'warning', `child workflow step '${step.id}' routes '${PLAIN_BLOCKED}', which no run ends with: a blocked child ends with the WORKFLOW_BLOCKED_* code of its cause${can}`, fix, [...p, 'statuses', status]));
        continue;
      }
      // The outcomes this child can reach first: a near stop code it never ends with is no fix.
      const near = didYouMean(status, possible.keys()) || didYouMean(status, outcomes);
      report(issue('CHILD_STATUS_UNKNOWN', 'warning', `child workflow step '${step.id}' routes '${status}', but ${child.file} can never end with it.${near}`, 'Route the child\'s outcomes: WORKFLOW_COMPLETE, a WORKFLOW_BLOCKED_* stop code, or a terminal_status of one of its hand-off steps.', [...p, 'statuses', status]));
    }
  }
}

/**
 * A phase runs as a step of its id (model/phases.ts), the phase before it leading there by that id;
 * step-shape.ts holds only `steps:` ids to a step's rules. A phase named DONE never ran (the phase
 * before it ended the run) and was reported by nothing.
 */
function checkPhaseIds(ctx: ValidationContext, ids: readonly string[]): void {
  const positions = ctx.workflow.source.keyPositions(['phases']);
  for (const id of ids) {
    const at = { at: positions.get(id) ?? { line: 1, column: 1 } };
    const path = ['phases', id];
    if (TERMINAL_TARGETS.has(id) || ITEM_TARGETS.has(id)) {
      ctx.report(issue('STEP_ID_RESERVED', 'error', `phase '${id}' is named like the transition target ${id}: the phase before it leads to ${id} by that name, which ends the run there, so the phase never runs`, 'Rename the phase.', path, at));
      continue;
    }
    const problem = stepIdFileProblem(id);
    if (problem !== undefined) ctx.report(issue('STEP_ID_INVALID', 'error', `phase '${visibleId(id)}' is no step id a run can name files by (a phase runs as a step of its id): ${problem}`, 'Rename the phase: letters, digits, -, _ and . (not . or .. alone), no / or \\, no control or invisible format characters.', path, at));
  }
}

export function rulePhases(ctx: ValidationContext): void {
  const { report, workflow, declared } = ctx;
  checkPhaseIds(ctx, Object.keys(workflow.data.phases ?? {}));
  // Each phase runs its child with a state file of its own: two phases (or a phase and this
  // workflow) that resolve to the same file would find each other's state after the first ran.
  const stateOwners = new Map<string, string>([[normalise(ctx.expandDefaults(workflow.data.state_path)), 'this composite workflow']]);
  for (const [id, phase] of Object.entries(workflow.data.phases ?? {})) {
    const p = ['phases', id];
    const child = loadChild(ctx, phase.workflow, [...p, 'workflow'], `workflow of phase '${id}'`);
    const passed = phase.pass_inputs ?? [];
    passed.forEach((name, i) => {
      if (!declared.has(name)) {
        report(issue('PHASE_INPUT_UNDECLARED', 'error', `phase '${id}' passes '${name}', which is not an input of ${workflow.file}.${didYouMean(name, declared)}`, `Declare '${name}' in this workflow's inputs, or pass it as derived_inputs: {${name}: <value>}.`, [...p, 'pass_inputs', i], { value: true }));
      }
    });
    const outcomes = childOutcomes(child);
    (phase.require_terminal_status ?? []).forEach((status, i) => {
      if (outcomes.has(status)) return;
      report(issue('PHASE_TERMINAL_STATUS_UNKNOWN', 'error', `phase '${id}' requires terminal status '${status}', which ${child ? child.file : 'a workflow'} can never end with.${didYouMean(status, outcomes)}`, 'Use WORKFLOW_COMPLETE, another stop code, or a terminal_status of one of the child\'s hand-off steps.', [...p, 'require_terminal_status', i], { value: true }));
    });
    if (!child) continue;
    const derived = phase.derived_inputs ?? {};
    const phaseBound = (name: string) => (Object.hasOwn(derived, name) ? scalarToString(derived[name]) : passed.includes(name) ? `{{${name}}}` : undefined);
    const statePath = normalise(expandInParent(ctx, child, child.data.state_path, phaseBound));
    const owner = stateOwners.get(statePath);
    if (owner !== undefined) {
      report(issue('PHASE_STATE_SHARED', 'error', `phase '${id}' keeps ${child.file}'s state in ${statePath}, the state file of ${owner}; the phase would find that state (another workflow's run) and stop with WORKFLOW_STATE_INTEGRITY_VIOLATION after the earlier phase ran`, 'Give each phase a state file of its own: a different state_path in the child, or a derived artifact_root per phase (derived_inputs: {artifact_root: \'{{artifact_root}}/<phase>\'}).', [...p, 'workflow'], { value: true }));
    } else stateOwners.set(statePath, `phase '${id}'`);
    const given = new Set([...passed, ...Object.keys(derived)]);
    const missing = child.inputs.required.filter((name) => !given.has(name));
    if (missing.length > 0) {
      report(issue('CHILD_INPUT_NOT_BOUND', 'error', `phase '${id}' does not give ${missing.join(', ')}, required by ${child.file}`, `Add ${missing.join(', ')} to pass_inputs (when this workflow has them) or to derived_inputs.`, phase.pass_inputs ? [...p, 'pass_inputs'] : [...p, 'workflow'], {}));
    }
    const accepts = childInputs(child);
    passed.forEach((name, i) => {
      if (!accepts.has(name) && declared.has(name)) report(issue('CHILD_INPUT_UNKNOWN', 'warning', `phase '${id}' passes '${name}', which ${child.file} does not declare, so the child never sees it.${didYouMean(name, accepts)}`, `Remove it from pass_inputs, or declare '${name}' in the child's inputs.`, [...p, 'pass_inputs', i], { value: true }));
    });
    for (const name of Object.keys(derived)) {
      if (!accepts.has(name)) report(issue('CHILD_INPUT_UNKNOWN', 'warning', `phase '${id}' derives '${name}', which ${child.file} does not declare, so the child never sees it.${didYouMean(name, accepts)}`, `Remove it from derived_inputs, or declare '${name}' in the child's inputs.`, [...p, 'derived_inputs', name]));
    }
  }
}
