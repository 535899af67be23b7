// validate's rules that JSON Schema can say, added to the published schema (scripts/gen-schema.ts)
// so an editor flags what `stagegate validate` refuses: a value from a fixed set (agent names),
// a map or list that may not be empty, a key a step's kind cannot carry, an id or name a run
// owns. Each says the rule as validate applies it and never more: the schema must not refuse a
// file validate accepts (test/unit/validate-schema.test.ts runs both over every case, and the
// schema over the examples and fixtures). Rules that compare one part of the file with another
// (targets, references, declared names, failure_statuses among statuses) stay validate's:
// docs/validation.md#in-editors lists them.
import { AGENT_NAMES } from '../src/core/agents/registry.js';
import { GATE_SCHEMA_DIALECT } from '../src/core/gate/gate-schema.js';
import { RUNNER_OWNED, TERMINAL_TARGETS } from '../src/core/model/workflow.js';
import { STOP_CODES } from '../src/core/run/stop-codes.js';
import { ITEM_TARGETS } from '../src/core/validate/rules/context.js';
import { GATE_SCHEMA_FILE_PATTERN, GATE_SCHEMA_NODE, inlineGateSchema } from './gen-schema-gate.js';

type Json = Record<string, unknown>;

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const SEP = '[\\\\/]';
/** A path written absolute (templateEscapes: after trimming, /, C:/ or C:\\, \\\\server, ~/). */
const ABSOLUTE = `\\s*(?:/|[A-Za-z]:${SEP}|\\\\\\\\|~/)`;
/** A path that climbs out before it names a folder (../x, ./../x): the `..` segment first after only `.` ones. */
const CLIMBS = `(?:\\.${SEP}+)*\\.\\.(?:${SEP}|$)`;
/** A segment git reads as its folder (isGitDirName): .git or git~N, any case, trailing dots and spaces, an NTFS stream. */
const GIT_SEGMENT = `(?:^|${SEP})(?:\\.[gG][iI][tT]|[gG][iI][tT]~\\d+)[. ]*(?::[^\\\\/]*)?(?:${SEP}|$)`;

/**
 * PATH_OUTSIDE_WORKSPACE as a path's own text says it (templateEscapes, placeholders aside):
 * absolute, climbing out from its start, or into .git. A path that climbs out further on
 * (a/../../x), by a default's value or through a link is validate's to find.
 */
export const PATH_ESCAPES = `^(?:${ABSOLUTE}|${CLIMBS})|${GIT_SEGMENT}`;

/**
 * OUTPUT_NOT_A_FILE, STATE_PATH_NOT_A_FILE as the text says it whatever the inputs
 * (templateNamesDirectory): blank, ending in a separator, or its last segment . or ..
 */
export const NAMES_DIRECTORY = `^\\s*$|${SEP}\\s*$|(?:^\\s*|${SEP})\\.{1,2}\\s*$`;

/** A word as a case-insensitive pattern: all -> [aA][lL][lL] (the schema's patterns carry no flags). */
const anyCase = (word: string): string => [...word].map((c) => (/[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : escape(c))).join('');

/**
 * FOREACH_SOURCE_INVALID as ruleForeach says it (registryFormatOf): a registry named with its
 * format's extension, any case (.md, .markdown, .yaml, .yml, .json), or a path ending in a
 * placeholder, whose format only the run knows.
 */
export const FOREACH_SOURCE_PATTERN = `\\.(?:${['md', 'markdown', 'yaml', 'yml', 'json'].map(anyCase).join('|')})$|\\}\\}\\s*$`;

/** A character `.` matches in the runner's patterns: anything but a line terminator. */
const DOT = '[^\\n\\r\\u2028\\u2029]';
/** Whitespace `.` matches: a condition stands on one line (the runner reads it with `.+`). */
const SPACE = '[^\\S\\n\\r\\u2028\\u2029]';
/**
 * `<field> = <value>` (or `==`), on one line, as parseCondition reads it, `n` numbering its two backreference
 * groups: field and value start with no space (the text is trimmed), the field runs to the first operator after its first character (no `==`, `!=`, `<>` or
 * `=` inside), neither field nor value is an empty quoted string, and the value holds no
 * `=`, `!`, `<` or `>`.
 */
const equalsCondition = (n: number): string =>
  `(?!(["'])\\${n}${SPACE}*=)\\S(?:[^=!<\\n\\r\\u2028\\u2029]|!(?!=)|<(?!>))*?${SPACE}*==?${SPACE}*(?!(["'])\\${n + 1}\\s*$)[^=!<>\\s][^=!<>\\n\\r\\u2028\\u2029]*`;

/** ` have ` or ` has ` between spaces, any case. */
const HAVE = `\\s+(?:${anyCase('have')}|${anyCase('has')})\\s+`;

/**
 * FOREACH_COMPLETION_INVALID as parseRequire says it (the text trimmed, words in any case):
 * "all items verified", "all rows <STATUS>", or "all <rows> have <field> = <value>" (has too),
 * the condition read after the first have or has between spaces that only one line follows.
 */
export const COMPLETION_REQUIRE_PATTERN =
  `^\\s*(?:${anyCase('all')}\\s+${anyCase('items')}\\s+${anyCase('verified')}` +
  `|${anyCase('all')}\\s+${anyCase('rows')}\\s+\\S+` +
  `|${anyCase('all')}\\s+${DOT}(?:(?!${HAVE}\\S${DOT}*\\s*$)${DOT})*?${HAVE}${equalsCondition(1)})\\s*$`;

const OTHER_AGENTS = AGENT_NAMES.filter((n) => n !== 'command');
/**
 * agent: NAME or NAME:MODEL of a built-in adapter, or command:PATH (INVALID_VALUE); no placeholder
 * (AGENT_PLACEHOLDER). As parseAgentSpec reads it: the name and the model or path trimmed; a model
 * starting with - (agentModelProblem: INVALID_VALUE); a PATH with a / written absolute or climbing
 * out from its start (PATH_OUTSIDE_WORKSPACE).
 */
export const AGENT_PATTERN =
  `^(?![\\s\\S]*\\{\\{)\\s*(?:command\\s*(?::(?!(?=[^/]*/)\\s*(?:${ABSOLUTE}|${CLIMBS}))[\\s\\S]*)?` +
  `|(?:${OTHER_AGENTS.map(escape).join('|')})\\s*(?::(?!\\s*-)[\\s\\S]*)?)$`;

/** An id that can name a file (STEP_ID_INVALID): not . or .., no / or \, no control or format character. */
const ID_PATTERN = '^(?!\\.\\.?$)[^/\\\\\\p{Cc}\\p{Cf}]+$';

/** Step ids a transition names as a target, never a step (STEP_ID_RESERVED). */
const RESERVED_IDS = [...TERMINAL_TARGETS, ...ITEM_TARGETS];

const FOREIGN_CONTRACTS = ['aiox_step_output', 'maestro_coordinate'];
const foreign = { required: ['result_contract'], properties: { result_contract: { enum: FOREIGN_CONTRACTS } } };
const either = (...keys: string[]) => ({ anyOf: keys.map((k) => ({ required: [k] })) });

/**
 * Rules that hold for a step wherever it stands (a top-level or per-item step, a branch), beside
 * the kinds' routes gen-schema.ts adds (KIND_NEEDS).
 */
const STEP_RULES: Json[] = [
  // GATE_SCHEMA_NOT_GATED: a kind whose attempts end in no gate; an action or a resolver is judged by its exit status unless another runner's result contract gives it a gate.
  { if: either('child_workflow', 'foreach', 'decide', 'approval', 'parallel', 'instruction'), then: { not: { required: ['gate_schema'] } } },
  { if: { required: ['action'], not: foreign }, then: { not: { required: ['gate_schema'] } } },
  { if: { ...either('prompt', 'inline_instruction'), not: { anyOf: [{ required: ['statuses'] }, foreign] }, allOf: [either('retry_step', 'on_success')] }, then: { not: { required: ['gate_schema'] } } },
  // FAILURE_STATUS_INVALID: only a gated stage fails by a status, which its statuses route (to BLOCKED).
  { if: { required: ['failure_statuses'] }, then: { required: ['statuses'], ...either('run', 'prompt', 'inline_instruction') } },
  // FOREACH_NO_PER_ITEM.
  { if: { required: ['foreach'] }, then: { required: ['per_item'], properties: { per_item: { minProperties: 1 } } } },
  // CHILD_FRESH_WITHOUT_IGNORE, where the step says it alone (the child's own execution is validate's to read).
  { if: { required: ['child_workflow', 'execution'], properties: { execution: { required: ['execution_mode'], properties: { execution_mode: { const: 'fresh' } } } } }, then: { properties: { execution: { properties: { ignore_previous_completion: { const: true } } } } } },
];

/**
 * MISSING_OUTPUT: a gated stage (run; a prompt or inline_instruction that is no resolver) writes
 * its output, unless `exempt` (a result contract read from the transcript) says otherwise.
 */
const missingOutput = (exempt: Json): Json[] => [
  { if: { required: ['run'], not: exempt }, then: { required: ['output'] } },
  { if: { allOf: [either('prompt', 'inline_instruction'), { anyOf: [{ required: ['statuses'] }, { not: either('retry_step', 'on_success') }] }], not: exempt }, then: { required: ['output'] } },
];

/** A top-level or per-item step: its output (another runner's contract exempts it); agent_package_version in its inputs only as '{{agent_package_version}}' (AGENT_PACKAGE_VERSION_HARDCODED). */
const MAP_RULES: Json[] = [...missingOutput(foreign), { properties: { inputs: { properties: { agent_package_version: { type: 'string', pattern: '^\\{\\{\\s*agent_package_version\\s*\\}\\}$' } } } } }];

/** A transition of a step of the workflow's steps: never an item's target (UNKNOWN_TARGET: next_artifact is a per-item step's). */
const NOT_ITEM = { not: { enum: [...ITEM_TARGETS] } };
const ROUTES = ['on_approve', 'on_reject', 'on_failure', 'on_skip', 'on_stall', 'on_complete', 'retry_step', 'on_success'];
const TOP_TARGETS: Json = {
  properties: {
    ...Object.fromEntries(ROUTES.map((key) => [key, NOT_ITEM])),
    statuses: { additionalProperties: { anyOf: [{ type: 'string', ...NOT_ITEM }, { type: 'object', properties: { if_input_present: { additionalProperties: NOT_ITEM }, else: NOT_ITEM } }] } },
    decide: { items: { properties: { to: NOT_ITEM, else: NOT_ITEM } } },
    completion: { properties: { on_complete: NOT_ITEM } },
  },
};

/** A step of the workflow's steps: its transitions; a parallel step's join verdicts are its only statuses (PARALLEL_STATUSES). */
const TOP_STEP_RULES: Json[] = [...MAP_RULES, TOP_TARGETS, { if: { required: ['parallel'] }, then: { required: ['statuses'], properties: { statuses: { required: ['PARALLEL_COMPLETE'], propertyNames: { enum: ['PARALLEL_COMPLETE', 'PARALLEL_FAILED'] } } } } }];

/** A per-item step is no foreach and no approval (STEP_KIND_INVALID). */
const PER_ITEM_RULES: Json[] = [...MAP_RULES, { not: either('foreach', 'approval') }];

/** A branch runs one stage (PARALLEL_BRANCH_KIND, PARALLEL_NESTED) whose statuses lead to DONE or BLOCKED (PARALLEL_BRANCH_TARGET); its output (any result_contract exempts a branch). */
const TERMINAL = { enum: [...TERMINAL_TARGETS] };
const BRANCH_RULES: Json[] = [
  ...missingOutput({ required: ['result_contract'] }),
  { not: either('decide', 'approval', 'instruction', 'foreach', 'parallel') },
  { properties: { statuses: { additionalProperties: { anyOf: [TERMINAL, { type: 'object', properties: { if_input_present: { additionalProperties: TERMINAL }, else: TERMINAL } }] } } } },
];

/** `node` also refuses what `schema` matches (beside any other refusal it carries). */
function refuse(node: Json, schema: Json): void {
  node['allOf'] = [...((node['allOf'] as Json[] | undefined) ?? []), { not: schema }];
}

function at(node: Json | undefined, ...path: string[]): Json {
  let here: unknown = node;
  for (const key of path) here = here !== null && typeof here === 'object' ? (here as Json)[key] : undefined;
  if (here === null || typeof here !== 'object') throw new Error(`gen-schema: the generated schema has no ${path.join('.')}`);
  return here as Json;
}

/** A map of steps whose values get `rules` beside $ref Step (and what gen-schema.ts put there). */
function stepMap(map: Json, rules: Json[], ids: Json): void {
  const value = map['additionalProperties'] as Json | undefined;
  if (value?.['$ref'] !== '#/$defs/Step') throw new Error('gen-schema: a step map is not a map of Step');
  map['additionalProperties'] = { ...value, allOf: [...((value['allOf'] as Json[] | undefined) ?? []), ...rules] };
  map['propertyNames'] = { ...(map['propertyNames'] as Json), ...ids };
}

export function withValidateRules(schema: Json & { $defs: Record<string, Json> }): void {
  const step = schema.$defs['Step']!;
  const props = at(step, 'properties');
  const top = at(schema, 'properties');

  for (const agent of [at(props, 'agent'), at(top, 'execution', 'properties', 'agent')]) agent['pattern'] = AGENT_PATTERN;

  const gate = at(props, 'gate_schema');
  const [file, inline] = gate['anyOf'] as [Json, Json];
  file['pattern'] = GATE_SCHEMA_FILE_PATTERN;
  // PATH_OUTSIDE_WORKSPACE: every path validate keeps inside the workspace, as its own text says it.
  for (const path of [at(top, 'state_path'), at(props, 'output'), at(props, 'prompt'), at(props, 'child_workflow'), at(props, 'foreach', 'properties', 'source'), at(top, 'phases', 'additionalProperties', 'properties', 'workflow'), file]) refuse(path, { pattern: PATH_ESCAPES });
  refuse(at(top, 'inputs', 'properties', 'defaults'), { required: ['artifact_root'], properties: { artifact_root: { type: 'string', pattern: PATH_ESCAPES } } });
  // A skill is a folder directly under .github/skills/ (PATH_OUTSIDE_WORKSPACE).
  refuse(at(props, 'skills', 'items'), { pattern: `${SEP}|^\\.{1,2}$|${GIT_SEGMENT}` });
  refuse(at(top, 'state_path'), { pattern: NAMES_DIRECTORY }); // STATE_PATH_NOT_A_FILE
  refuse(at(props, 'output'), { pattern: NAMES_DIRECTORY }); // OUTPUT_NOT_A_FILE (a step's, a per-item step's, a branch's)
  at(props, 'foreach', 'properties', 'source')['pattern'] = FOREACH_SOURCE_PATTERN; // FOREACH_SOURCE_INVALID
  at(props, 'completion', 'properties', 'require')['pattern'] = COMPLETION_REQUIRE_PATTERN; // FOREACH_COMPLETION_INVALID
  gate['anyOf'] = [file, inlineGateSchema(inline['description'], GATE_SCHEMA_DIALECT)];
  schema.$defs['GateSchemaNode'] = GATE_SCHEMA_NODE;

  step['allOf'] = [...((step['allOf'] as Json[] | undefined) ?? []), ...STEP_RULES];
  // DECISION_ELSE_MISSING, and more than one else (DECISION_ELSE_NOT_LAST); that it is the last is validate's.
  Object.assign(at(props, 'decide'), { contains: { required: ['else'] }, minContains: 1, maxContains: 1 });

  const ids = { pattern: ID_PATTERN, not: { enum: RESERVED_IDS } };
  stepMap(at(top, 'steps'), TOP_STEP_RULES, ids);
  stepMap(at(props, 'per_item'), PER_ITEM_RULES, ids);
  const branches = at(props, 'parallel', 'properties', 'branches');
  branches['minProperties'] = 1; // PARALLEL_NO_BRANCHES
  stepMap(branches, BRANCH_RULES, { pattern: ID_PATTERN });
  // A phase runs as a step of its id (STEP_ID_RESERVED, STEP_ID_INVALID).
  const phases = at(top, 'phases');
  phases['propertyNames'] = { ...(phases['propertyNames'] as Json), ...ids };

  // Runner-owned names (AGENT_PACKAGE_VERSION_HARDCODED, RUNNER_OWNED_OVERRIDDEN): run_id may be declared (the 4.0 workflows require it), never defaulted.
  const owned = RUNNER_OWNED.filter((n) => n !== 'run_id');
  const inputs = at(top, 'inputs', 'properties');
  for (const list of ['required', 'optional']) Object.assign(at(inputs, list), { uniqueItems: true, items: { ...at(inputs, list, 'items'), not: { enum: owned } } }); // DUPLICATE_INPUT within a list
  at(inputs, 'defaults')['propertyNames'] = { type: 'string', not: { enum: [...RUNNER_OWNED] } };
  at(top, 'phases', 'additionalProperties', 'properties', 'derived_inputs')['propertyNames'] = { type: 'string', not: { const: 'agent_package_version' } };
  at(top, 'agent_package_version')['not'] = {};

  refuse(at(top, 'state_path'), { pattern: '\\.(?:[mM][dD]|[mM][aA][rR][kK][dD][oO][wW][nN])$' }); // STATE_PATH_MARKDOWN
  // UNKNOWN_TARGET: the entry of a workflow's steps is a step, never a transition target (no step has such an id).
  schema['allOf'] = [...((schema['allOf'] as Json[] | undefined) ?? []), { if: { required: ['steps'] }, then: { properties: { entry: { not: { enum: RESERVED_IDS } } } } }];
  // TERMINAL_SUCCESS_STOP_CODE; preserve_external_blocker_status: false is an error.
  const terminal = at(top, 'terminal', 'properties');
  at(terminal, 'success')['not'] = { enum: Object.keys(STOP_CODES).filter((c) => c !== 'WORKFLOW_COMPLETE') };
  at(terminal, 'preserve_external_blocker_status')['const'] = true;
}
