// Hand-off steps (instruction + terminal_status): nothing runs; the run ends with the step's
// terminal status, and the instruction is the message a person reads.
import type { StepModel } from '../../model/workflow.js';
import type { RunHost } from '../../run/host.js';

export function runHandOffStep(host: RunHost, step: StepModel): string | undefined {
  const applied = host.apply({ event: 'hand_off', at: host.now(), step: step.id });
  host.commit();
  host.ports.onEvent?.({ type: 'note', message: `${step.id}: hand-off (${applied.stop}): ${step.def.instruction ?? ''}` });
  return applied.stop;
}
