// The maestro-flow importer's own validator findings (docs/validation.md, "maestro-flow").
// The native rules (references, reachability, bounded loops, placeholders) run on the translated
// workflow afterwards; these cover what only the graph can tell.
import type { Severity } from '../../validate/diagnostics.js';

export const MAESTRO_CODES = {
  MAESTRO_GRAPH_INVALID: 'error',
  MAESTRO_ENTRY_UNKNOWN: 'error',
  MAESTRO_NODE_TYPE_UNKNOWN: 'error',
  MAESTRO_NODE_INVALID: 'error',
  MAESTRO_FIELD_UNKNOWN: 'warning',
  MAESTRO_TERMINAL_STATUS_UNKNOWN: 'warning',
  MAESTRO_TARGET_UNKNOWN: 'error',
  MAESTRO_INPUT_INVALID: 'error',
  MAESTRO_INPUT_UNDECLARED: 'error',
  MAESTRO_EXPRESSION_INVALID: 'error',
  MAESTRO_EXPRESSION_ROOT_UNKNOWN: 'error',
  MAESTRO_DECISION_BY_AGENT: 'warning',
  MAESTRO_RESULT_AMBIGUOUS: 'error',
  MAESTRO_VAR_UNKNOWN: 'error',
  MAESTRO_EVAL_UNSUPPORTED: 'error',
  MAESTRO_EDGE_INVALID: 'error',
  MAESTRO_TEMPLATE_UNSUPPORTED: 'error',
  MAESTRO_FORK_UNSUPPORTED: 'error',
} as const satisfies Record<string, Severity>;

export type MaestroCode = keyof typeof MAESTRO_CODES;
