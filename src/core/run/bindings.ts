// Bindings seen by one step: the run's bindings plus the step id, the persisted blocking_*
// values, and the step's own `inputs` (which may themselves use placeholders).
import { PLACEHOLDER, PlaceholderError, scalarToString, substitute } from '../model/placeholders.js';
import type { RunState } from '../state/state.js';
import type { StepModel, Workflow } from '../model/workflow.js';
import type { Workspace, WorkspacePath } from '../workspace/workspace.js';
import { StagegateError } from './errors.js';
import { BindingsWithReferences, parseReference } from '../model/references.js';
import { inputOrder, inputTexts } from '../model/input-order.js';
import { takenBackHow } from '../state/taken-back.js';

export function stepBindings(base: ReadonlyMap<string, string>, step: StepModel, state: RunState | undefined): Map<string, string> {
  // {{steps.<id>.output}} / {{steps.<id>.gate.<key>}} resolve from the state when asked (references.ts).
  const bindings: Map<string, string> = state ? new BindingsWithReferences(base, state) : new Map(base);
  bindings.set('step', step.id);
  if (state) {
    if (state.blocking_artifact !== null) bindings.set('blocking_artifact', state.blocking_artifact);
    // A gate that routed to a resolver without unresolved_qids still binds blocking_qids (empty).
    if (state.blocking_qids.length > 0 || state.blocking_artifact !== null) bindings.set('blocking_qids', state.blocking_qids.join(', '));
    if (state.blocking_retry_step !== null) bindings.set('blocking_retry_step', state.blocking_retry_step);
  }
  resolveOwnInputs(step, bindings);
  return bindings;
}

/**
 * Bind the step's own inputs in dependency order (model/input-order.ts, the rule validate uses
 * too), whatever order the file writes them in: in `a: '{{b}}', b: x` the {{b}} of a is the
 * step's b, so b resolves first. A stage input's own name in its value (`kind: '{{kind}}'`) is
 * the value from outside the step. A child_workflow step's inputs resolve against the outside
 * values alone, as the child gets them. One that cannot resolve stays unbound (reported only if
 * something uses it). Inputs that use each other (a -> b -> a) have no order: validate reports
 * SELF_REFERENCING_INPUT; a run stops here.
 */
function resolveOwnInputs(step: StepModel, bindings: Map<string, string>): void {
  const child = step.kind === 'child_workflow';
  const { order, loops } = inputOrder(step.def.inputs, child);
  if (loops.length > 0) {
    const loop = loops[0]!;
    const cycle = [...loop, loop[0]!];
    throw new StagegateError('WORKFLOW_CONTRACT_INVALID', `inputs of step ${step.id} use each other in a cycle (${cycle.map((n) => `{{${n}}}`).join(' -> ')}), so none of them can be resolved first`, {
      hint: `Run stagegate validate on the workflow (SELF_REFERENCING_INPUT), then give one of ${loop.join(', ')} a value that does not use the others.`,
      location: { line: step.line, column: step.column },
    });
  }
  const texts = inputTexts(step.def.inputs);
  const values: Array<[string, string]> = [];
  for (const name of order) {
    try {
      const value = substitute(texts.get(name)!, bindings);
      // A child step's inputs never see each other: bound once all are resolved.
      if (child) values.push([name, value]);
      else bindings.set(name, value);
    } catch (error) {
      if (!(error instanceof PlaceholderError)) throw error;
    }
  }
  for (const [name, value] of values) bindings.set(name, value);
}

/**
 * What to do about placeholders `missing` that nothing binds for `step`, said as the fix of its
 * WORKFLOW_INPUT_REQUIRED: the inputs to pass (a stage input of the step is named by the names its
 * own value uses that nothing binds: `kind: '{{flavour}}'` -> flavour=<value>), a stage input that
 * comes back to itself (`kind: '{{kind}}'`: no value from outside can be passed for a name the
 * workflow does not declare; validate reports it as SELF_REFERENCING_INPUT), and for a
 * `steps.<id>` reference, when it resolves.
 */
export function missingValuesHint(step: StepModel, bindings: ReadonlyMap<string, string>, missing: readonly string[]): string {
  const pass: string[] = [];
  const loops: string[] = [];
  let references = false;
  let branchRefs = false;
  const skipped: string[] = [];
  const takenBack = new Map<string, { from: string; by: 'rerun-from' | 'source-change' }>();
  // A key the step's accepted gate does not hold: it completed, but its result did not report the key.
  const unreported: { step: string; key: string; nulled: boolean }[] = [];
  // A key it reported as a list or mapping, which no placeholder can stand for.
  const collections: { step: string; key: string; kind: 'list' | 'mapping' }[] = [];
  const state = bindings instanceof BindingsWithReferences ? bindings.state : undefined;
  const add = (name: string, seen: Set<string>): void => {
    if (name.startsWith('steps.')) {
      const ref = parseReference(name);
      // Taken back and not run again (a new visit skipped is said as a skip, below; a parallel
      // step's branches are read again once a new visit of it has finished: standingBranches).
      const record = ref !== undefined && state !== undefined && Object.hasOwn(state.steps, ref.step) ? state.steps[ref.step]! : undefined;
      const status = record?.status;
      const unread = ref !== undefined && ref.what !== 'visits' && ref.what !== 'approval' && (ref.branch === undefined ? status !== 'skipped' : status === 'pending' || status === 'in_flight');
      const rerunFrom = unread && state !== undefined ? takenBackHow(state, ref.step) : undefined;
      if (rerunFrom !== undefined) takenBack.set(ref!.step, rerunFrom);
      else if (ref !== undefined && ref.what !== 'visits' && ref.what !== 'approval' && ref.branch !== undefined) branchRefs = true;
      else if (status === 'skipped') {
        if (!skipped.includes(ref!.step)) skipped.push(ref!.step);
      } else if (ref?.what === 'gate' && status === 'completed' && record!.gate != null && (!Object.hasOwn(record!.gate, ref.key) || record!.gate[ref.key] === null)) {
        // A key reported as null (`score: null`, `score:`) gives no value either: said as not reported.
        if (!unreported.some((u) => u.step === ref.step && u.key === ref.key)) unreported.push({ step: ref.step, key: ref.key, nulled: Object.hasOwn(record!.gate, ref.key) });
      } else if (ref?.what === 'gate' && ref.branch === undefined && status === 'completed' && isCollection(record!.gate?.[ref.key])) {
        // Reported, but as a list or mapping: a placeholder stands for one scalar (references.ts).
        const value = record!.gate![ref.key];
        if (!collections.some((c) => c.step === ref.step && c.key === ref.key)) collections.push({ step: ref.step, key: ref.key, kind: Array.isArray(value) ? 'list' : 'mapping' });
      } else references = true;
    }
    else if (seen.has(name)) {
      if (!loops.includes(name)) loops.push(name);
    } else {
      seen.add(name);
      const own = scalarToString(step.def.inputs?.[name]);
      const used = own === undefined ? [] : [...own.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter((n) => !bindings.has(n));
      if (used.length === 0) {
        if (!pass.includes(name)) pass.push(name);
      } else for (const n of used) add(n, seen);
    }
  };
  for (const m of missing) add(m, new Set());
  const parts: string[] = [];
  if (loops.length > 0) {
    const names = loops.join(', ');
    parts.push(`Stage input ${names} of step ${step.id} refers to itself and nothing outside the step binds it: declare ${names} under the workflow's inputs and pass ${loops.map((m) => `${m}=<value>`).join(' ')}, or give the stage input a value of its own.`);
  }
  if (pass.length > 0) parts.push(`Pass ${pass.map((m) => `${m}=<value>`).join(' ')} (and resume).`);
  for (const id of skipped) {
    parts.push(`Step ${id} was skipped (stagegate skip, or on_failure: skip), so it has no output or gate to read: run it now with --rerun-from ${id} (the skip and every verdict accepted after it are taken back), or, where a skipped step should read as empty, write {{steps.${id}.output_or_empty}} (or gate_or_empty) in the workflow.`);
  }
  for (const [id, how] of takenBack) {
    const from = how.from;
    // Not "resume": nothing of the run changes, so a plain resume stops here again (next: is the rerun, taken-back-next.ts).
    const by = how.by === 'rerun-from' ? `a rerun from ${from} (--rerun-from)` : `a source change (on_source_change: rerun: its verdict was made at another source commit; the run went back to ${from})`;
    parts.push(`The verdict of step ${id} was taken back by ${by} and the run has not run ${id} again on its way here, so it has no output or gate to read (a verdict taken back reads as none), and a plain resume stops here again: the run reads it again once it passes ${id}. Change what routed the run past ${id}, then rerun from ${from} (--rerun-from ${from}); or read ${id}'s result only on the paths that run it (edit the workflow, then continue with --allow-workflow-change).`);
  }
  for (const { step: id, key, nulled } of unreported) {
    parts.push(`Step ${id} completed, but its gate has no ${key}${nulled ? ` (it reported ${key}: null)` : ''}: the result it reported did not give one (a key of its WORKFLOW_GATE, a ${key.toUpperCase()}: line of a maestro COORDINATE RESULT block, outputs.${key} of an aiox step_output). Run ${id} again so that it reports ${key}: --rerun-from ${id} (its verdict and every one accepted after it are taken back); where a missing ${key} should read as empty, write {{steps.${id}.gate_or_empty.${key}}} in the workflow.`);
  }
  for (const { step: id, key, kind } of collections) {
    const entry = kind === 'list' ? `, or one entry of it ({{steps.${id}.gate_or_empty.${key}.0}})` : '';
    parts.push(`Step ${id} completed and its gate has ${key}, but as a ${kind}: a placeholder stands for one scalar value (text, a number, true or false), never a ${kind}. Name the file that holds it instead ({{steps.${id}.output}}: its gate is at the end)${entry}, or have ${id} report ${key} as text (a gate_schema with type: string), then edit the workflow and resume with --allow-workflow-change.`);
  }
  if (references) parts.push('A steps.<id> reference resolves only once that step has an accepted output or gate in this run (not one it skipped or has not reached).');
  if (branchRefs) parts.push("A steps.<parallel>.branches.<branch> reference resolves only once that branch has an accepted output or gate on the parallel step's last visit; where none should read as empty (a loop's first pass), write output_or_empty or gate_or_empty.")
  return parts.join(' ');
}

/**
 * Resolve a step's declared output path; unresolved placeholders are an input error. `workflow`
 * (the run's): a path out of the workspace is refused at the line of the step's `output:` in its
 * file (`wf.yaml:9:13 output of step write '../x/report.md' is refused: …`, and its location: the
 * CLI's `at:`, the Action's annotation), and a missing value names the file of the step's line.
 * `runFile` (a run about to hand the path to a stage: run-files.ts runFileAt): what the resolved
 * path is among the run's own files, refused the same way.
 */
export function resolveOutput(step: StepModel, bindings: ReadonlyMap<string, string>, workspace: Workspace, workflow?: Pick<Workflow, 'file' | 'source'>, runFile?: (rel: string) => string | undefined): WorkspacePath | undefined {
  if (step.def.output === undefined) return undefined;
  let text: string;
  try {
    text = substitute(step.def.output, bindings);
  } catch (error) {
    if (!(error instanceof PlaceholderError)) throw error;
    throw new StagegateError('WORKFLOW_INPUT_REQUIRED', `output of step ${step.id} needs ${error.missing.map((m) => `{{${m}}}`).join(', ')}, which no input, default or runner value provides`, {
      hint: missingValuesHint(step, bindings, error.missing),
      location: { ...(workflow ? { file: workflow.file } : {}), line: step.line, column: step.column },
    });
  }
  try {
    const output = workspace.resolve(text, `output of step ${step.id}`);
    const owned = runFile?.(output.rel);
    if (owned !== undefined) {
      throw new StagegateError('PATH_OUTSIDE_WORKSPACE', `output of step ${step.id} '${text}' is refused: it is ${owned}, which the runner writes.`, {
        hint: "Give the step an output of its own: a value in the output's path (an input, a registry row, a gate value) must not lead to the run's state file, journal, lock, manifest, logs/, effects/ or .superseded/.",
      });
    }
    return output;
  } catch (error) {
    if (workflow === undefined || !(error instanceof StagegateError) || error.code !== 'PATH_OUTSIDE_WORKSPACE') throw error;
    const at = workflow.source.locateValue([...step.path, 'output']);
    const location = { file: workflow.file, line: at.line, column: at.column };
    throw new StagegateError(error.code, `${location.file}:${location.line}:${location.column} ${error.message}`, { ...(error.hint !== undefined ? { hint: error.hint } : {}), location, cause: error });
  }
}

function isCollection(value: unknown): boolean {
  return typeof value === 'object' && value !== null;
}
