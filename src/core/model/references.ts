// Runtime references: {{steps.<id>.output}} and {{steps.<id>.gate.<key>}} placeholders name an
// earlier step's accepted output path and gate values, read from the run's state when a step
// is prepared. A reference whose step has not produced it yet stays unbound, so it is an
// unresolved placeholder (an error), never "". {{steps.<id>.gate_or_empty.<key>[.<n>]}} is the
// one exception, asked for explicitly: once the step has a record, a key (or list entry) its
// gate lacks is "". {{steps.<id>.visits}} is how often step <id> has been entered in this run (0
// when never; in the step's own texts, the visit being prepared — visits are counted on entry):
// the value decisions read as visits.<id>, for texts that need a loop's pass number.
import type { BranchRecord, RunState } from '../state/state.js';
import { takenBackPending } from '../state/taken-back.js';
import { classifyStep, type StepModel } from './workflow.js';

const OUTPUT_REF = /^steps\.(.+)\.output$/;
// output_or_empty: a step that finished without an accepted output (skipped — by a person or by
// on_failure: skip — or failed and routed on) gives "" — what CCW's wf-player substitutes for a
// skipped node's output_path (wf-player 03-execute.md: an unresolvable reference becomes "").
const OUTPUT_OR_EMPTY_REF = /^steps\.(.+)\.output_or_empty$/;
const GATE_REF = /^steps\.(.+)\.gate\.([A-Za-z_][A-Za-z0-9_-]*)$/;
// gate_or_empty: a step that ran but reported no such key (or fewer list entries) gives "" —
// what CCW's wf-player substitutes for a node's missing session_id or artifacts[k].
const GATE_OR_EMPTY_REF = /^steps\.(.+)\.gate_or_empty\.([A-Za-z_][A-Za-z0-9_-]*)(?:\.(\d+))?$/;
const VISITS_REF = /^steps\.(.+)\.visits$/;
// A parallel step's branch: steps.<parallel>.branches.<branch>.output[_or_empty] and
// .gate[_or_empty].<key>[.<n>] — the branch's accepted output and gate on the step's last visit.
// <branch> is any id a placeholder name can spell, dots included (branch ids may hold dots, as
// step ids do): the tail anchors the parse, so `branches.unit.tests.output` is branch unit.tests.
// An id with another character (a space …) cannot be spelt: PARALLEL_BRANCH_ID_UNREFERENCEABLE.
export const BRANCH_ID_IN_REFERENCE = /^[A-Za-z0-9_.-]+$/;
const BRANCH_OUTPUT_REF = /^steps\.(.+)\.branches\.([A-Za-z0-9_.-]+)\.(output|output_or_empty)$/;
const BRANCH_GATE_REF = /^steps\.(.+)\.branches\.([A-Za-z0-9_.-]+)\.(gate|gate_or_empty)\.([A-Za-z_][A-Za-z0-9_-]*)(?:\.(\d+))?$/;
// An approval step's last decision in this run: approved/rejected, its --note ('' without one), --by.
const APPROVAL_REF = /^steps\.(.+)\.(decision|note|by)$/;

export type ApprovalField = 'decision' | 'note' | 'by';
export type Reference =
  | { step: string; what: 'output'; orEmpty?: true; branch?: string }
  | { step: string; what: 'gate'; key: string; orEmpty?: { index: number | undefined }; branch?: string }
  | { step: string; what: 'visits' }
  | { step: string; what: 'approval'; field: ApprovalField };

/** Parse a placeholder name as a runtime reference (undefined when it is not one). */
export function parseReference(name: string): Reference | undefined {
  // Branch forms first: steps.p.branches.b.gate.k would otherwise read as a gate of step 'p.branches.b'.
  const branchOutput = BRANCH_OUTPUT_REF.exec(name);
  if (branchOutput) return { step: branchOutput[1]!, branch: branchOutput[2]!, what: 'output', ...(branchOutput[3] === 'output_or_empty' ? { orEmpty: true as const } : {}) };
  const branchGate = BRANCH_GATE_REF.exec(name);
  if (branchGate && (branchGate[3] === 'gate_or_empty' || branchGate[5] === undefined)) {
    return { step: branchGate[1]!, branch: branchGate[2]!, what: 'gate', key: branchGate[4]!, ...(branchGate[3] === 'gate_or_empty' ? { orEmpty: { index: branchGate[5] !== undefined ? Number(branchGate[5]) : undefined } } : {}) };
  }
  const optional = GATE_OR_EMPTY_REF.exec(name);
  if (optional) return { step: optional[1]!, what: 'gate', key: optional[2]!, orEmpty: { index: optional[3] !== undefined ? Number(optional[3]) : undefined } };
  const gate = GATE_REF.exec(name);
  if (gate) return { step: gate[1]!, what: 'gate', key: gate[2]! };
  const outputOrEmpty = OUTPUT_OR_EMPTY_REF.exec(name);
  if (outputOrEmpty) return { step: outputOrEmpty[1]!, what: 'output', orEmpty: true };
  const visits = VISITS_REF.exec(name);
  if (visits) return { step: visits[1]!, what: 'visits' };
  const approval = APPROVAL_REF.exec(name);
  if (approval) return { step: approval[1]!, what: 'approval', field: approval[2] as ApprovalField };
  const output = OUTPUT_REF.exec(name);
  if (output) return { step: output[1]!, what: 'output' };
  return undefined;
}

/**
 * Steps a reference may name: steps that accept an output with a gate (shell and agent stages),
 * or whose result contract gives them a gate without a declared output (aiox, maestro).
 */
export function referenceable(step: StepModel | undefined): boolean {
  return step !== undefined && (step.def.output !== undefined || step.def.result_contract !== undefined) && (step.kind === 'shell' || step.kind === 'agent');
}

/** The value of one reference now, or undefined when the state does not have it (yet). */
export function resolveReference(state: RunState, name: string): string | undefined {
  const ref = parseReference(name);
  if (!ref) return undefined;
  const known = Object.prototype.hasOwnProperty.call(state.steps, ref.step);
  // A step never entered has 0 visits (validate checks that <id> is a step beside the text).
  if (ref.what === 'visits') return String(known ? state.steps[ref.step]!.visits : 0);
  // The last decision recorded for the approval step (the journal's approval_decided events, so a
  // replay gives the same); '' before its first one, so a loop's first pass reads "no decision yet".
  if (ref.what === 'approval') {
    const last = lastDecision(state, ref.step);
    if (last === undefined) return '';
    return ref.field === 'decision' ? last.decision : ref.field === 'by' ? last.by : (last.note ?? '');
  }
  if (ref.branch !== undefined) return resolveBranchReference(state, ref);
  if (!known) return undefined;
  const record = state.steps[ref.step]!;
  const { output, gate } = standingResult(state, ref.step);
  if (ref.what === 'output') {
    if (ref.orEmpty !== true) return output ?? undefined;
    // Only a step that has finished counts as "ran without it" (as gate_or_empty); a verdict that
    // stands from before a rerun reads as it is while the step waits to run again.
    if (record.status === 'pending' || record.status === 'in_flight') return output ?? undefined;
    return record.status === 'skipped' || record.status === 'failed' ? '' : (output ?? '');
  }
  return gateValue(gate ?? {}, ref, (record.status === 'pending' || record.status === 'in_flight') && gate === null);
}

/**
 * Step `id`'s accepted output and gate as references and decisions read them: none when a
 * --rerun-from took that verdict back and the run has not accepted the step again (it has not
 * run again, or its new visit was skipped or failed): the old record stays in the state, but a
 * verdict taken back is no longer read — the step reads as one that has not run (docs/run-semantics.md#rerun-from-a-step).
 */
export function standingResult(state: RunState, id: string): { output: string | null; gate: Readonly<Record<string, unknown>> | null } {
  const record = Object.hasOwn(state.steps, id) ? state.steps[id] : undefined;
  if (record === undefined) return { output: null, gate: null };
  if (!takenBackPending(state, id)) return { output: record.output ?? null, gate: record.gate ?? null };
  // Taken back: the verdict that stood before the rerun's step, when the step had one (a loop's earlier visit).
  const before = record.verdicts?.at(-1);
  return before === undefined ? { output: null, gate: null } : { output: before.output, gate: before.gate };
}

/**
 * A parallel step's branch records as references and decisions read them: its last visit's
 * (lastVisitBranches), none while a --rerun-from took the step's verdict back and it has not
 * finished a visit since (a visit entered after the rerun starts its branches anew).
 */
export function standingBranches(state: RunState, id: string): Record<string, BranchRecord> | undefined {
  const record = Object.hasOwn(state.steps, id) ? state.steps[id] : undefined;
  if (record !== undefined && (record.status === 'pending' || record.status === 'in_flight') && takenBackPending(state, id)) return undefined;
  return lastVisitBranches(record);
}

/**
 * A parallel step's branch records when they are its last visit's: none when the step was entered
 * again and skipped (or has not started that visit's branches) — the records left are an earlier visit's.
 */
export function lastVisitBranches(record: RunState['steps'][string] | undefined): Record<string, BranchRecord> | undefined {
  const parallel = record?.parallel;
  return parallel !== undefined && parallel !== null && parallel.visit === record!.visits ? parallel.branches : undefined;
}

/** An approval step's last decision that stands (a --rerun-from takes one back), or undefined. */
export function lastDecision(state: RunState, step: string): NonNullable<RunState['approvals']>[number] | undefined {
  return (state.approvals ?? []).findLast((a) => a.step === step && a.taken_back_at === undefined);
}

/**
 * A branch's accepted output or gate value on the parallel step's last visit (its branch record;
 * a new visit starts every branch again). The plain forms are unresolved until the branch has one;
 * the _or_empty forms read '' whenever it has none — before the parallel step first ran too, so a
 * loop's first pass (implement before the reviewers) reads "no review yet".
 */
function resolveBranchReference(state: RunState, ref: Extract<Reference, { what: 'output' | 'gate' }>): string | undefined {
  const branches = standingBranches(state, ref.step);
  const result = branchResult(branches !== undefined && Object.hasOwn(branches, ref.branch!) ? branches[ref.branch!] : undefined);
  if (ref.what === 'output') {
    const output = result?.output ?? undefined;
    return ref.orEmpty === true ? (output ?? '') : output;
  }
  if (result === undefined) return ref.orEmpty !== undefined ? '' : undefined;
  return gateValue(result.gate ?? {}, ref, false);
}

/**
 * A branch's accepted output and gate once it has finished (succeeded or failed), else undefined:
 * what references and decisions read of it. A journal written before branch gates were recorded
 * has the gate's status alone.
 */
export function branchResult(branch: BranchRecord | undefined): { output: string | null; gate: Readonly<Record<string, unknown>> | null } | undefined {
  if (branch === undefined || (branch.status !== 'succeeded' && branch.status !== 'failed')) return undefined;
  return { output: branch.output, gate: branch.gate ?? (branch.gate_status !== null ? { status: branch.gate_status } : null) };
}

function gateValue(gate: Readonly<Record<string, unknown>>, ref: Extract<Reference, { what: 'gate' }>, unfinished: boolean): string | undefined {
  const has = Object.prototype.hasOwnProperty.call(gate, ref.key);
  let value: unknown = has ? gate[ref.key] : undefined;
  if (ref.orEmpty !== undefined) {
    // Only a step that has finished (completed, skipped, failed) counts as "ran without it".
    if (unfinished) return undefined;
    if (ref.orEmpty.index !== undefined) value = Array.isArray(value) ? value[ref.orEmpty.index] : ref.orEmpty.index === 0 ? value : undefined;
    if (value === undefined || value === null) return '';
  } else if (!has) return undefined;
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
}

/**
 * Bindings that answer {{steps.<id>.…}} names from the state on demand. Building every
 * reference up front cost O(steps) per stage, so O(n²) over a long run.
 */
export class BindingsWithReferences extends Map<string, string> {
  constructor(
    entries: Iterable<readonly [string, string]>,
    readonly state: RunState,
  ) {
    super(entries);
  }
  override get(name: string): string | undefined {
    return super.get(name) ?? (name.startsWith('steps.') ? resolveReference(this.state, name) : undefined);
  }
  override has(name: string): boolean {
    return this.get(name) !== undefined;
  }
}

/**
 * Whether `name` is a runtime reference to a step of `steps` that produces it. `within`: the
 * parallel step whose branch the text belongs to — its own branches are not readable there (they
 * run beside it, so the value would depend on which finished first).
 */
export function isValidReference(name: string, steps: ReadonlyMap<string, StepModel>, within?: string): boolean {
  const ref = parseReference(name);
  if (ref === undefined) return false;
  if (within !== undefined && ref.what !== 'visits' && ref.what !== 'approval' && ref.branch !== undefined && ref.step === within) return false;
  if (ref.what === 'visits') return steps.has(ref.step);
  if (ref.what === 'approval') return steps.get(ref.step)?.kind === 'approval';
  if (ref.branch !== undefined) return referenceable(referenceableBranches(steps.get(ref.step)).get(ref.branch));
  return referenceable(steps.get(ref.step));
}

/** A parallel step's branches by id (empty for any other step), as step models a reference may name. */
export function referenceableBranches(step: StepModel | undefined): Map<string, StepModel> {
  const out = new Map<string, StepModel>();
  if (step?.kind !== 'parallel') return out;
  for (const [id, def] of Object.entries(step.def.parallel?.branches ?? {})) {
    const { kind, problem } = classifyStep(def);
    if (kind !== undefined && problem === undefined) out.set(id, { id, kind, def, path: [...step.path, 'parallel', 'branches', id], line: step.line, column: step.column });
  }
  return out;
}
