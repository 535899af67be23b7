// Bindings seen by one step: the run's bindings plus the step id, the persisted blocking_*
// values, and the step's own `inputs` (which may themselves use placeholders).
import { PlaceholderError, scalarToString, substitute } from '../model/placeholders.js';
import type { RunState } from '../state/state.js';
import type { StepModel } from '../model/workflow.js';
import type { Workspace, WorkspacePath } from '../workspace/workspace.js';
import { StagegateError } from './errors.js';
import { BindingsWithReferences } from '../model/references.js';

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
  for (const [name, value] of Object.entries(step.def.inputs ?? {})) {
    const text = scalarToString(value);
    if (text === undefined) continue;
    try {
      bindings.set(name, substitute(text, bindings));
    } catch (error) {
      if (!(error instanceof PlaceholderError)) throw error;
      // Left unbound: reported only if something uses it.
    }
  }
  return bindings;
}

/** Resolve a step's declared output path; unresolved placeholders are an input error. */
export function resolveOutput(step: StepModel, bindings: ReadonlyMap<string, string>, workspace: Workspace): WorkspacePath | undefined {
  if (step.def.output === undefined) return undefined;
  let text: string;
  try {
    text = substitute(step.def.output, bindings);
  } catch (error) {
    if (!(error instanceof PlaceholderError)) throw error;
    throw new StagegateError('WORKFLOW_INPUT_REQUIRED', `output of step ${step.id} needs ${error.missing.map((m) => `{{${m}}}`).join(', ')}, which no input, default or runner value provides`, {
      hint: `Pass ${error.missing.map((m) => `${m}=<value>`).join(' ')}.`,
      location: { line: step.line, column: step.column },
    });
  }
  return workspace.resolve(text, `output of step ${step.id}`);
}
