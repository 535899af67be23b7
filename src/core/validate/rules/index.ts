// The rule registry: one concept per file, run in this order. Every code a rule can emit is
// listed in docs/validation.md (a test keeps RULE_CODES and the docs in step).
import type { ValidationContext } from './context.js';
import { ruleTopLevel } from './top-level.js';
import { ruleFileLocation } from './file-location.js';
import { ruleStepShape } from './step-shape.js';
import { ruleTargets } from './targets.js';
import { ruleAsk } from './ask.js';
import { ruleReachability } from './reachability.js';
import { ruleOutputs } from './outputs.js';
import { rulePaths } from './paths.js';
import { ruleAgents } from './agents.js';
import { rulePlaceholders } from './placeholders.js';
import { ruleShellPlacements } from './shell-placements.js';
import { rulePrompts } from './prompts.js';
import { ruleSkills } from './skills.js';
import { ruleResolvers } from './resolver.js';
import { ruleChildWorkflows, rulePhases } from './children.js';
import { ruleForeach } from './foreach.js';
import { ruleDecisions } from './decision.js';
import { ruleParallel } from './parallel.js';
import { ruleReferenceOrder } from './reference-order.js';
import { ruleImportedFiles } from './imported-files.js';
import { ruleInputTypes } from './input-types.js';
import { ruleRunIsolation } from './run-isolation.js';
import { ruleGateSchemas } from './gate-schema.js';
import { AIOX_CODES } from '../../formats/aiox/codes.js';
import { CCW_CODES } from '../../formats/ccw/codes.js';
import { MAESTRO_CODES } from '../../formats/maestro/codes.js';

export type Rule = (ctx: ValidationContext) => void;

export interface RuleEntry {
  name: string;
  run: Rule;
  /** Codes this rule emits, with their severity. */
  codes: Record<string, 'error' | 'warning'>;
}

export const RULES: readonly RuleEntry[] = [
  {
    name: 'top-level',
    run: ruleTopLevel,
    codes: { STATE_PATH_NOT_A_FILE: 'error', STATE_PATH_MARKDOWN: 'error', STATE_PATH_NOT_YAML: 'warning', AGENT_PACKAGE_VERSION_HARDCODED: 'error', RUNNER_OWNED_OVERRIDDEN: 'error', TERMINAL_SUCCESS_STOP_CODE: 'error', TERMINAL_SUCCESS_AMBIGUOUS: 'warning', TERMINAL_BLOCKER_STATUS_DROPPED: 'error', DUPLICATE_INPUT: 'error', DEFAULTS_CYCLE: 'error', DEFAULTS_TOO_DEEP: 'error', INPUT_DEFAULT_TOO_LARGE: 'error', UNKNOWN_TARGET: 'error' },
  },
  { name: 'file-location', run: ruleFileLocation, codes: { WORKFLOW_IN_GITHUB_WORKFLOWS: 'warning' } },
  {
    name: 'step-shape',
    run: ruleStepShape,
    codes: { STEP_ID_RESERVED: 'error', ITEM_DEFERRAL_DESCRIBED: 'warning', STEP_ID_INVALID: 'error', STEP_ID_CASE_COLLISION: 'error', MISSING_OUTPUT: 'error', MISSING_STATUSES: 'error', MISSING_ON_COMPLETE: 'error', MISSING_ON_SKIP: 'error', FAILURE_STATUS_INVALID: 'error', MISSING_TERMINAL_STATUS: 'error', TERMINAL_STATUS_MISLEADS: 'warning', FOREACH_NO_PER_ITEM: 'error', UNUSED_KEY: 'warning', DUPLICATE_APPROVER: 'warning' },
  },
  { name: 'targets', run: ruleTargets, codes: { UNKNOWN_TARGET: 'error', IF_INPUT_NOT_OPTIONAL: 'error', ASK_NOT_ALLOWED: 'error' } },
  { name: 'ask', run: ruleAsk, codes: { ASK_NOT_ALLOWED: 'error' } },
  { name: 'reachability', run: ruleReachability, codes: { UNREACHABLE_STEP: 'error', UNREACHABLE_IMPORTED_STEP: 'warning', LOOP_WITHOUT_EXIT: 'error', LOOP_WITHOUT_MAX_VISITS: 'warning' } },
  { name: 'outputs', run: ruleOutputs, codes: { OUTPUT_NOT_A_FILE: 'error', DUPLICATE_OUTPUT: 'error', PER_ITEM_OUTPUT_SHARED: 'error' } },
  { name: 'paths', run: rulePaths, codes: { PATH_OUTSIDE_WORKSPACE: 'error' } },
  { name: 'agents', run: ruleAgents, codes: { INVALID_VALUE: 'error', PATH_OUTSIDE_WORKSPACE: 'error', AGENT_PLACEHOLDER: 'error', BUDGET_NOT_ENFORCED: 'warning' } },
  { name: 'reference-order', run: ruleReferenceOrder, codes: { REFERENCE_BEFORE_STEP: 'warning' } },
  { name: 'placeholders', run: rulePlaceholders, codes: { UNDECLARED_PLACEHOLDER: 'error', GITHUB_EXPRESSION: 'error', PLACEHOLDER_ESCAPED: 'warning', SELF_REFERENCING_INPUT: 'error' } },
  { name: 'shell-placements', run: ruleShellPlacements, codes: { SHELL_PLACEHOLDER_UNSAFE: 'error', SHELL_PLACEHOLDER_ARITHMETIC: 'warning', SHELL_PLACEHOLDER_NAME: 'warning', SHELL_PLACEHOLDER_EVALUATED: 'warning' } },
  { name: 'prompts', run: rulePrompts, codes: { PROMPT_NOT_FOUND: 'error', UNDECLARED_PLACEHOLDER: 'error', GITHUB_EXPRESSION: 'error', PLACEHOLDER_ESCAPED: 'warning', PROMPT_STATUS_LINE_MISSING: 'warning', PROMPT_STATUS_MISMATCH: 'error', PROMPT_GATE_TEMPLATE_MISMATCH: 'warning' } },
  { name: 'skills', run: ruleSkills, codes: { SKILL_NOT_FOUND: 'error', SKILL_CONTRACT_INVALID: 'error', SKILL_STATUS_NOT_ROUTED: 'error' } },
  { name: 'resolvers', run: ruleResolvers, codes: { RESOLVER_INPUTS: 'error', RESOLVER_INPUTS_UNBOUND: 'warning', RESOLVER_RETRY: 'error', RESOLVER_RETRY_NOT_ROUTING: 'warning' } },
  {
    name: 'child-workflows',
    run: ruleChildWorkflows,
    codes: { CHILD_WORKFLOW_NOT_FOUND: 'error', CHILD_WORKFLOW_INVALID: 'error', CHILD_WORKFLOW_CYCLE: 'error', CHILD_FRESH_WITHOUT_IGNORE: 'error', CHILD_INPUT_NOT_BOUND: 'error', CHILD_INPUT_UNKNOWN: 'warning', CHILD_STATUS_UNKNOWN: 'warning', CHILD_OUTCOME_NOT_ROUTED: 'warning', CHILD_SHARES_RUN_ROOT: 'warning' },
  },
  {
    name: 'phases',
    run: rulePhases,
    codes: { STEP_ID_RESERVED: 'error', STEP_ID_INVALID: 'error', CHILD_WORKFLOW_NOT_FOUND: 'error', CHILD_WORKFLOW_INVALID: 'error', CHILD_WORKFLOW_CYCLE: 'error', PHASE_INPUT_UNDECLARED: 'error', PHASE_TERMINAL_STATUS_UNKNOWN: 'error', PHASE_STATE_SHARED: 'error', CHILD_INPUT_NOT_BOUND: 'error', CHILD_INPUT_UNKNOWN: 'warning' },
  },
  { name: 'run-isolation', run: ruleRunIsolation, codes: { STATE_PATH_SHARED: 'warning', FRESH_RUN_NOT_ISOLATED: 'warning', OPTIONAL_INPUT_IN_PATH: 'error' } },
  { name: 'input-types', run: ruleInputTypes, codes: { INPUT_TYPE_UNDECLARED: 'error', INPUT_DEFAULT_TYPE: 'error' } },
  { name: 'imported-files', run: ruleImportedFiles, codes: { IMPORTED_FILE_MISSING: 'warning', IMPORTED_FOLDER_MISSING: 'warning', PATH_OUTSIDE_WORKSPACE: 'error' } },
  { name: 'decisions', run: ruleDecisions, codes: { DECISION_ELSE_MISSING: 'error', DECISION_ELSE_NOT_LAST: 'error', DECISION_EXPRESSION_INVALID: 'error', DECISION_INPUT_BOOLEAN: 'warning', DECISION_GATE_KEY_SUSPECT: 'warning', UNUSED_KEY: 'warning' } },
  {
    name: 'parallel',
    run: ruleParallel,
    codes: {
      PARALLEL_NO_BRANCHES: 'error',
      PARALLEL_NESTED: 'error',
      PARALLEL_BRANCH_KIND: 'error',
      PARALLEL_BRANCH_TARGET: 'error',
      FAILURE_STATUS_INVALID: 'error',
      PARALLEL_BRANCH_ID_TAKEN: 'error',
      PARALLEL_BRANCH_ID_UNREFERENCEABLE: 'warning',
      PARALLEL_BRANCH_NOT_SHARDABLE: 'warning',
      STEP_ID_INVALID: 'error',
      STEP_ID_CASE_COLLISION: 'error',
      PARALLEL_OUTPUT_SHARED: 'error',
      OUTPUT_NOT_A_FILE: 'error',
      PARALLEL_STATUSES: 'error',
      STEP_KIND_INVALID: 'error',
      MISSING_OUTPUT: 'error',
      MISSING_STATUSES: 'error',
      DUPLICATE_OUTPUT: 'error',
      UNUSED_KEY: 'warning',
      UNDECLARED_PLACEHOLDER: 'error',
      GITHUB_EXPRESSION: 'error',
      PLACEHOLDER_ESCAPED: 'warning',
      SELF_REFERENCING_INPUT: 'error',
      SHELL_PLACEHOLDER_UNSAFE: 'error',
      SHELL_PLACEHOLDER_ARITHMETIC: 'warning',
      SHELL_PLACEHOLDER_NAME: 'warning',
      SHELL_PLACEHOLDER_EVALUATED: 'warning',
      PATH_OUTSIDE_WORKSPACE: 'error',
      INVALID_VALUE: 'error',
      AGENT_PLACEHOLDER: 'error',
      PROMPT_NOT_FOUND: 'error',
      PROMPT_STATUS_LINE_MISSING: 'warning',
      PROMPT_STATUS_MISMATCH: 'error',
      PROMPT_GATE_TEMPLATE_MISMATCH: 'warning',
      SKILL_NOT_FOUND: 'error',
      SKILL_CONTRACT_INVALID: 'error',
      SKILL_STATUS_NOT_ROUTED: 'error',
      CHILD_WORKFLOW_NOT_FOUND: 'error',
      CHILD_WORKFLOW_INVALID: 'error',
      CHILD_WORKFLOW_CYCLE: 'error',
      CHILD_FRESH_WITHOUT_IGNORE: 'error',
      CHILD_INPUT_NOT_BOUND: 'error',
      CHILD_INPUT_UNKNOWN: 'warning',
      CHILD_STATUS_UNKNOWN: 'warning',
    },
  },
  { name: 'gate-schemas', run: ruleGateSchemas, codes: { GATE_SCHEMA_NOT_GATED: 'error', GATE_SCHEMA_NOT_FOUND: 'error', GATE_SCHEMA_INVALID: 'error', GATE_SCHEMA_PATTERN_UNSUPPORTED: 'error', PATH_OUTSIDE_WORKSPACE: 'error', GATE_SCHEMA_UNMATCHABLE: 'warning', GATE_SCHEMA_STANDARD_KEY: 'warning' } },
  { name: 'foreach', run: ruleForeach, codes: { FOREACH_BINDING_INVALID: 'error', FOREACH_BINDING_SHADOWS_INPUT: 'warning', FOREACH_SOURCE_INVALID: 'error', FOREACH_ITEMS_INVALID: 'error', FOREACH_COMPLETION_INVALID: 'error', FOREACH_COMPLETION_UNREACHABLE: 'warning', FOREACH_FIELD_UNKNOWN: 'warning' } },
];

/** Codes the loader and the file walker emit (shape, YAML, files). */
export const LOADER_CODES: Record<string, 'error' | 'warning'> = {
  WORKFLOW_FILE_UNREADABLE: 'error',
  VALIDATE_INTERNAL_ERROR: 'error',
  YAML_SYNTAX: 'error',
  YAML_DUPLICATE_KEY: 'error',
  YAML_TOO_LARGE: 'error',
  YAML_TOO_DEEP: 'error',
  YAML_ALIAS_LIMIT: 'error',
  YAML_NOT_A_MAPPING: 'error',
  WORKFLOW_FORMAT_UNKNOWN: 'error',
  SIDECAR_INVALID: 'error',
  UNKNOWN_KEY: 'error',
  MISSING_KEY: 'error',
  INVALID_TYPE: 'error',
  INVALID_VALUE: 'error',
  INVALID_KEY: 'error',
  FOREACH_BINDING_INVALID: 'error',
  UNSUPPORTED_VERSION: 'error',
  VERSION_NOT_QUOTED: 'warning',
  KEY_MISINDENTED: 'error',
  STEP_KIND_INVALID: 'error',
  STEPS_AND_PHASES: 'error',
  NO_STEPS: 'error',
  NO_WORKFLOW_FILES: 'error',
  PATH_OUTSIDE_WORKSPACE: 'error',
  // The aiox importer's own validator findings (reported by the loader).
  ...AIOX_CODES,
  // The CCW wf-player importer's own validator findings (reported by the loader).
  ...CCW_CODES,
  // The maestro-flow importer's own validator findings (reported by the loader).
  ...MAESTRO_CODES,
};

/** Every code `stagegate validate` can report, with its severity. */
export const RULE_CODES: Readonly<Record<string, 'error' | 'warning'>> = Object.assign({}, LOADER_CODES, ...RULES.map((r) => r.codes));
