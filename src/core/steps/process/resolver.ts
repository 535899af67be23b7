// Resolvers (retry_step / on_success, no statuses): entered only after a gate routed here, with
// blocking_artifact, blocking_qids and blocking_retry_step persisted first (transition.ts); they
// receive those as inputs and, on success (exit 0), return only to the retry step. The
// blocking_* fields are cleared when that retry step later passes.
import { prepareAgentProcess } from './agent-process.js';
import type { PrepareStage } from './types.js';
import { JUDGING } from '../../gate/judging.js';

export const prepareResolverStage: PrepareStage = (setup) => {
  const { step, state } = setup;
  // A resolver returns to the step that was blocked, never elsewhere.
  const retry = state.blocking_retry_step ?? step.def.retry_step ?? step.def.on_success;
  return prepareAgentProcess(setup, JUDGING.resolver, retry);
};
