// Every code the aiox importer reports, with its severity (documented in docs/validation.md).
// Severities follow aiox's own workflow-validator.js where it has the rule: its agent and
// artifact-chain findings are warnings, a circular requires chain is an error.
export const AIOX_CODES: Readonly<Record<string, 'error' | 'warning'>> = {
  AIOX_ID_MISSING: 'error',
  AIOX_NAME_MISSING: 'error',
  AIOX_SEQUENCE_EMPTY: 'error',
  AIOX_ITEM_UNKNOWN: 'error',
  AIOX_PHASES_AS_SEQUENCE: 'warning',
  AIOX_PHASE_NOT_A_STEP: 'error',
  AIOX_DUPLICATE_ID: 'error',
  AIOX_AGENT_INVALID: 'warning',
  AIOX_REQUIRES_UNKNOWN: 'warning',
  AIOX_REQUIRES_LATER: 'warning',
  AIOX_REQUIRES_CIRCULAR: 'error',
  AIOX_CONDITION_EMPTY: 'error',
  AIOX_CONDITION_INVALID: 'error',
  AIOX_CONDITION_UNKNOWN: 'warning',
  AIOX_ROUTE_INVALID: 'error',
  AIOX_TARGET_UNKNOWN: 'error',
  AIOX_VERDICT_TARGET_UNKNOWN: 'warning',
  AIOX_ON_FAILURE_INVALID: 'error',
  AIOX_TIMEOUT_INVALID: 'warning',
  AIOX_INPUT_INVALID: 'error',
  AIOX_RUN_UNKNOWN_STEP: 'error',
  AIOX_GATE_WITHOUT_VERDICTS: 'warning',
  AIOX_PARALLEL_GROUP_SEQUENTIAL: 'warning',
  AIOX_FLOW_DIAGRAM_INVALID: 'warning',
};
