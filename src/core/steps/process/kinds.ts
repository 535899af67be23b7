// The per-kind preparation, by step kind. Hand-off steps (instruction) run no process: the
// runner ends the run with their terminal_status (applyTerminal).
import type { StepKind } from '../../model/workflow.js';
import { prepareActionStage } from './action.js';
import { prepareAgentStage } from './agent.js';
import { prepareResolverStage } from './resolver.js';
import { prepareShellStage } from './shell.js';
import type { PrepareStage } from './types.js';

const PROCESS_STAGES: Partial<Record<StepKind, PrepareStage>> = {
  shell: prepareShellStage,
  agent: prepareAgentStage,
  action: prepareActionStage,
  resolver: prepareResolverStage,
};

/** The preparation of a kind that runs a process, or undefined. */
export function processStageFor(kind: StepKind): PrepareStage | undefined {
  return PROCESS_STAGES[kind];
}
