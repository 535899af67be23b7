// Runtime references: {{steps.<id>.output}} and {{steps.<id>.gate.<key>}} placeholders name an
// earlier step's accepted output path and gate values, read from the run's state when a step
// is prepared. A reference whose step has not produced it yet stays unbound, so it is an
// unresolved placeholder (an error), never "". {{steps.<id>.gate_or_empty.<key>[.<n>]}} is the
// one exception, asked for explicitly: once the step has a record, a key (or list entry) its
// gate lacks is "". {{steps.<id>.visits}} is how often step <id> has been entered in this run (0
// when never; in the step's own texts, the visit being prepared — visits are counted on entry):
// the value decisions read as visits.<id>, for texts that need a loop's pass number.
import type { RunState } from '../state/state.js';
import type { StepModel } from './workflow.js';

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

export type Reference = { step: string; what: 'output'; orEmpty?: true } | { step: string; what: 'gate'; key: string; orEmpty?: { index: number | undefined } } | { step: string; what: 'visits' };

/** Parse a placeholder name as a runtime reference (undefined when it is not one). */
export function parseReference(name: string): Reference | undefined {
  const optional = GATE_OR_EMPTY_REF.exec(name);
  if (optional) return { step: optional[1]!, what: 'gate', key: optional[2]!, orEmpty: { index: optional[3] !== undefined ? Number(optional[3]) : undefined } };
  const gate = GATE_REF.exec(name);
  if (gate) return { step: gate[1]!, what: 'gate', key: gate[2]! };
  const outputOrEmpty = OUTPUT_OR_EMPTY_REF.exec(name);
  if (outputOrEmpty) return { step: outputOrEmpty[1]!, what: 'output', orEmpty: true };
  const visits = VISITS_REF.exec(name);
  if (visits) return { step: visits[1]!, what: 'visits' };
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
  if (!known) return undefined;
  const record = state.steps[ref.step]!;
  if (ref.what === 'output') {
    if (ref.orEmpty !== true) return record.output ?? undefined;
    // Only a step that has finished counts as "ran without it" (as gate_or_empty).
    if (record.status === 'pending' || record.status === 'in_flight') return undefined;
    return record.status === 'skipped' || record.status === 'failed' ? '' : (record.output ?? '');
  }
  const gate = record.gate ?? {};
  const has = Object.prototype.hasOwnProperty.call(gate, ref.key);
  let value: unknown = has ? gate[ref.key] : undefined;
  if (ref.orEmpty !== undefined) {
    // Only a step that has finished (completed, skipped, failed) counts as "ran without it".
    if (record.status === 'pending' || record.status === 'in_flight') return undefined;
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

/** Whether `name` is a runtime reference to a step of `steps` that produces it. */
export function isValidReference(name: string, steps: ReadonlyMap<string, StepModel>): boolean {
  const ref = parseReference(name);
  if (ref?.what === 'visits') return steps.has(ref.step);
  return ref !== undefined && referenceable(steps.get(ref.step));
}
