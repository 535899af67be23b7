// The CCW wf-player importer's own validator findings, with their severity. Every code is
// documented in docs/validation.md; the registry of validation codes picks these up.
export const CCW_CODES = {
  CCW_FIELD_MISSING: 'error',
  CCW_FIELD_INVALID: 'error',
  CCW_UNKNOWN_KEY: 'warning',
  CCW_NODE_ID_DUPLICATE: 'error',
  CCW_NODE_TYPE_UNKNOWN: 'error',
  CCW_NODE_EXECUTOR_MISSING: 'error',
  CCW_ON_FAIL_INVALID: 'error',
  CCW_CLI_TOOL_UNKNOWN: 'warning',
  CCW_CONTEXT_TYPE_INVALID: 'error',
  CCW_EDGE_UNKNOWN_NODE: 'error',
  CCW_CYCLE: 'error',
  CCW_PARALLEL_GROUP_EDGE: 'error',
  CCW_PARALLEL_GROUP_SPLIT: 'error',
  // The wf-player never reads checkpoints[] (its checkpoint nodes pause): a stale entry only tells.
  CCW_CHECKPOINT_UNKNOWN: 'warning',
  CCW_VARIABLE_UNDECLARED: 'error',
  CCW_REFERENCE_UNKNOWN_NODE: 'error',
  CCW_REFERENCE_INVALID: 'error',
  CCW_REFERENCE_NOT_UPSTREAM: 'error',
  CCW_PREV_REFERENCE_UNRESOLVABLE: 'error',
  CCW_RUN_UNKNOWN_NODE: 'error',
} as const satisfies Record<string, 'error' | 'warning'>;

export type CcwCode = keyof typeof CCW_CODES;
