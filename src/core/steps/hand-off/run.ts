// Hand-off steps (instruction + terminal_status): nothing runs; the run ends with the step's
// terminal status, and the instruction is the message a person reads.
import type { StepModel } from '../../model/workflow.js';
import type { RunHost } from '../../run/host.js';
import { renderInstruction } from '../../model/absent-inputs.js';
import { stepBindings } from '../../run/bindings.js';
import { ITEM_DEFERRED } from '../foreach/item-workflow.js';

export function runHandOffStep(host: RunHost, step: StepModel): string | undefined {
  // The instruction as people read it (an absent optional input reads "(not given)"), with what
  // the step sees, as validate reads it: {{step}}, its own inputs, references to earlier steps.
  const instruction = step.def.instruction !== undefined ? renderInstruction(step.def.instruction, host.workflow, stepBindings(host.ctx.bindings, step, host.state())) : undefined;
  const applied = host.apply({ event: 'hand_off', at: host.now(), step: step.id, ...(instruction !== undefined ? { instruction } : {}) });
  host.commit();
  // A foreach item's deferral is stagegate's own hand-off (item-workflow.ts), not a step of the
  // file: its note is about the item run (`loop[A]: item deferred …`), in words, not its route token.
  if (step.implicit === true && applied.stop === ITEM_DEFERRED) host.ports.onEvent?.({ type: 'note', message: `item deferred (${applied.stop}): ${instruction ?? ''}` });
  else host.ports.onEvent?.({ type: 'note', message: `${step.id}: hand-off (${applied.stop}): ${instruction ?? ''}`, step: step.id });
  return applied.stop;
}
