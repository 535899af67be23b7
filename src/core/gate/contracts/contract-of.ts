import type { ResultContract } from '../../formats/types.js';
import type { StepModel } from '../../model/workflow.js';

/** The step's result contract when it is not the native WORKFLOW_GATE, else undefined. */
export function foreignContractOf(step: Pick<StepModel, 'def'>): Exclude<ResultContract, 'workflow_gate'> | undefined {
  const c = step.def.result_contract;
  return c === undefined || c === 'workflow_gate' ? undefined : c;
}
