// Agent stages (prompt / inline_instruction + output + statuses): gated exactly like shell
// stages: a fresh declared output ending in one WORKFLOW_GATE, routed by its status. Exit 0
// without a fresh output is STAGE_OUTPUT_MISSING, never success.
import { prepareAgentProcess } from './agent-process.js';
import type { PrepareStage } from './types.js';
import { JUDGING } from '../../gate/judging.js';

export const prepareAgentStage: PrepareStage = (setup) => prepareAgentProcess(setup, JUDGING.agent, undefined);
