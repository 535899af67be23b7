// Runtime references: {{steps.<id>.output}} and {{steps.<id>.gate.<key>}} placeholders name an
// earlier step's accepted output path and gate values, read from the run's state when a step
// is prepared. A reference whose step has not produced it yet stays unbound, so it is an
// unresolved placeholder (an error), never "".
import type { RunState } from './state.js';
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

/** Every reference the state can resolve now: accepted outputs and scalar gate values. */
export function referenceBindings(state: RunState): Map<string, string> {
  const out = new Map<string, string>();
  for (const [id, record] of Object.entries(state.steps)) {
    if (record.output) out.set(`steps.${id}.output`, record.output);
    for (const [key, value] of Object.entries(record.gate ?? {})) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out.set(`steps.${id}.gate.${key}`, String(value));
    }
  }
  return out;
}

/** Whether `name` is a runtime reference to a step of `steps` that produces it. */
export function isValidReference(name: string, steps: ReadonlyMap<string, StepModel>): boolean {
  const ref = parseReference(name);
  return ref !== undefined && referenceable(steps.get(ref.step));
}
