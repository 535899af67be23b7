// How each step kind that runs a process is judged: by the WORKFLOW_GATE ending its declared
// output, or by its exit status alone. Another runner's result contract (result_contract) judges
// any of them instead (gate/contracts). The preparations (steps/process) and the validator
// (gate_schema only on a step that has a gate) read this one table.
import type { StepShape } from '../model/schema.js';
import type { StepKind } from '../model/workflow.js';
import { foreignContractOf } from './contracts/contract-of.js';

export const JUDGING = { shell: 'gate', agent: 'gate', action: 'exit', resolver: 'exit' } as const satisfies Partial<Record<StepKind, 'gate' | 'exit'>>;

/** Whether an attempt of this step ends in a gate (or another runner's result block) that carries extra keys. */
export function reportsAGate(kind: StepKind | undefined, def: StepShape): boolean {
  if (kind === undefined || !Object.hasOwn(JUDGING, kind)) return false;
  return JUDGING[kind as keyof typeof JUDGING] === 'gate' || foreignContractOf({ def }) !== undefined;
}
