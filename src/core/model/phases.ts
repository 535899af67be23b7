// Composite workflows (`phases:`) run as a chain of child_workflow steps: each phase becomes a
// step of kind child_workflow whose statuses lead every required terminal status to the next
// phase (the last one to DONE). The runner, state, integrity checks, plan and status then treat
// phases exactly like steps; what is phase-specific (pass_inputs, derived_inputs, a status
// outside require_terminal_status stopping the parent) is kept on the step model (`phase`).
import type { StepShape } from './schema.js';
import type { StepModel, Workflow } from './workflow.js';

export const DEFAULT_REQUIRED_TERMINAL = ['WORKFLOW_COMPLETE'];

export interface PhaseSpec {
  id: string;
  workflow: string;
  passInputs: string[];
  derivedInputs: Record<string, string | number | boolean | null>;
  requireTerminalStatus: string[];
}

/** The phase a synthesized step stands for; undefined for an ordinary step. */
export function phaseOf(step: StepModel): PhaseSpec | undefined {
  return step.phase;
}

/** A composite workflow with its phases as child_workflow steps (entry: the first phase); others unchanged. */
export function withPhaseSteps(workflow: Workflow): Workflow {
  const phases = workflow.data.phases;
  if (!phases || workflow.data.steps) return workflow;
  const ids = Object.keys(phases);
  if (ids.length === 0) return workflow;
  const steps = new Map<string, StepModel>();
  const positions = workflow.source.keyPositions(['phases']);
  ids.forEach((id, i) => {
    const phase = phases[id]!;
    const spec: PhaseSpec = {
      id,
      workflow: phase.workflow,
      passInputs: phase.pass_inputs ?? [],
      derivedInputs: phase.derived_inputs ?? {},
      requireTerminalStatus: phase.require_terminal_status ?? DEFAULT_REQUIRED_TERMINAL,
    };
    const next = ids[i + 1] ?? 'DONE';
    const statuses: Record<string, string> = {};
    for (const status of spec.requireTerminalStatus) statuses[status] = next;
    // No per-phase execution override: a phase runs its child the way the child's workflow says.
    const def: StepShape = { child_workflow: phase.workflow, statuses };
    const position = positions.get(id) ?? { line: 1, column: 1 };
    const model: StepModel = { id, kind: 'child_workflow', def, path: ['phases', id], line: position.line, column: position.column, phase: spec };
    steps.set(id, model);
  });
  return { ...workflow, entry: ids[0], steps };
}
