// Runtime references: {{steps.<id>.output}} and {{steps.<id>.gate.<key>}} placeholders name an
// earlier step's accepted output path and gate values, read from the run's state when a step
// is prepared. A reference whose step has not produced it yet stays unbound, so it is an
// unresolved placeholder (an error), never "".
import type { RunState } from '../state/state.js';
import type { StepModel } from './workflow.js';

const OUTPUT_REF = /^steps\.(.+)\.output$/;
const GATE_REF = /^steps\.(.+)\.gate\.([A-Za-z_][A-Za-z0-9_-]*)$/;

export type Reference = { step: string; what: 'output' } | { step: string; what: 'gate'; key: string };

/** Parse a placeholder name as a runtime reference (undefined when it is not one). */
export function parseReference(name: string): Reference | undefined {
  const gate = GATE_REF.exec(name);
  if (gate) return { step: gate[1]!, what: 'gate', key: gate[2]! };
  const output = OUTPUT_REF.exec(name);
  if (output) return { step: output[1]!, what: 'output' };
  return undefined;
}

/** Steps a reference may name: steps that accept an output with a gate (shell and agent stages). */
export function referenceable(step: StepModel | undefined): boolean {
  return step !== undefined && step.def.output !== undefined && (step.kind === 'shell' || step.kind === 'agent');
}

/** The value of one reference now, or undefined when the state does not have it (yet). */
export function resolveReference(state: RunState, name: string): string | undefined {
  const ref = parseReference(name);
  if (!ref || !Object.prototype.hasOwnProperty.call(state.steps, ref.step)) return undefined;
  const record = state.steps[ref.step]!;
  if (ref.what === 'output') return record.output ?? undefined;
  const gate = record.gate ?? {};
  if (!Object.prototype.hasOwnProperty.call(gate, ref.key)) return undefined;
  const value = gate[ref.key];
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
}

/**
 * Bindings that answer {{steps.<id>.…}} names from the state on demand. Building every
 * reference up front cost O(steps) per stage, so O(n²) over a long run.
 */
export class BindingsWithReferences extends Map<string, string> {
  constructor(
    entries: Iterable<readonly [string, string]>,
    private readonly state: RunState,
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
  return ref !== undefined && referenceable(steps.get(ref.step));
}
