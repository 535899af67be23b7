// Action steps (action + on_complete): an instruction without declared output or gate. The
// agent exiting 0 is success; the run continues with on_complete.
import { prepareAgentProcess } from './agent-process.js';
import type { PrepareStage } from './types.js';
import { JUDGING } from '../../gate/judging.js';

export const prepareActionStage: PrepareStage = (setup) => prepareAgentProcess(setup, JUDGING.action, setup.step.def.on_complete);
