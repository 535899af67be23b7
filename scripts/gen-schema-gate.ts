// What the published JSON Schema says of an inline gate_schema (scripts/gen-schema.ts): a JSON
// Schema (draft 2020-12) in the words the gate engine accepts (src/core/gate/gate-schema-ajv.ts:
// ajv in strict mode, ajv-formats), so an editor flags there what validate reports as
// GATE_SCHEMA_INVALID: an unknown keyword (`requierd`), a `type` that is no JSON type, a
// `required` that is no list of names, an unknown `format`, a `$schema` of another draft.
// Each keyword is typed as the draft's meta-schema types it (validate checks the meta-schema), never
// tighter: test/unit/validate-schema.test.ts holds the keyword and format lists to the engine's.

/** The ajv-formats names the engine knows (an unknown format is an error in strict mode). */
export const GATE_SCHEMA_FORMATS = [
  'date', 'time', 'date-time', 'iso-time', 'iso-date-time', 'duration', 'uri', 'uri-reference', 'uri-template', 'url', 'email', 'hostname',
  'ipv4', 'ipv6', 'regex', 'uuid', 'json-pointer', 'json-pointer-uri-fragment', 'relative-json-pointer', 'byte', 'int32', 'int64', 'float', 'double', 'password', 'binary',
] as const;

const NODE = { $ref: '#/$defs/GateSchemaNode' };
// Where ajv does not compile what stands (a $defs entry no $ref names, contentSchema), only its
// shape is the meta-schema's: a schema is a mapping or true/false.
const ANY_SCHEMA = { type: ['object', 'boolean'] };
const COUNT = { type: 'integer', minimum: 0 };
const NAMES = { type: 'array', items: { type: 'string' }, uniqueItems: true };
const SCHEMAS = { type: 'array', minItems: 1, items: NODE };
const SCHEMA_MAP = { type: 'object', additionalProperties: NODE };
const TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'];

/** Every keyword the engine accepts, with the type the meta-schema (or ajv) gives its value. */
const KEYWORDS: Record<string, Record<string, unknown>> = {
  $schema: { type: 'string' },
  $id: { type: 'string' },
  $ref: { type: 'string' },
  $dynamicRef: { type: 'string' },
  $dynamicAnchor: { type: 'string' },
  $recursiveRef: { type: 'string' },
  $recursiveAnchor: {},
  $vocabulary: { type: 'object', additionalProperties: { type: 'boolean' } },
  $comment: { type: 'string' },
  $defs: { type: 'object', additionalProperties: ANY_SCHEMA },
  definitions: { type: 'object', additionalProperties: ANY_SCHEMA },
  $async: { const: false }, // true: refused by the engine (its check would be a promise)
  type: { anyOf: [{ enum: TYPES }, { type: 'array', items: { enum: TYPES }, minItems: 1, uniqueItems: true }] },
  enum: { type: 'array', minItems: 1 },
  const: {},
  nullable: { type: 'boolean' },
  maximum: { type: 'number' },
  minimum: { type: 'number' },
  exclusiveMaximum: { type: 'number' },
  exclusiveMinimum: { type: 'number' },
  multipleOf: { type: 'number', exclusiveMinimum: 0 },
  maxLength: COUNT,
  minLength: COUNT,
  pattern: { type: 'string' },
  format: { enum: [...GATE_SCHEMA_FORMATS] },
  formatMaximum: {},
  formatMinimum: {},
  formatExclusiveMaximum: {},
  formatExclusiveMinimum: {},
  maxItems: COUNT,
  minItems: COUNT,
  uniqueItems: { type: 'boolean' },
  maxContains: COUNT,
  minContains: COUNT,
  items: NODE,
  prefixItems: SCHEMAS,
  contains: NODE,
  unevaluatedItems: NODE,
  maxProperties: COUNT,
  minProperties: COUNT,
  required: NAMES,
  properties: SCHEMA_MAP,
  patternProperties: SCHEMA_MAP,
  additionalProperties: NODE,
  unevaluatedProperties: NODE,
  propertyNames: NODE,
  dependentRequired: { type: 'object', additionalProperties: NAMES },
  dependentSchemas: SCHEMA_MAP,
  dependencies: { type: 'object', additionalProperties: { anyOf: [NODE, NAMES] } },
  allOf: SCHEMAS,
  anyOf: SCHEMAS,
  oneOf: SCHEMAS,
  not: NODE,
  if: NODE,
  then: NODE,
  else: NODE,
  title: { type: 'string' },
  description: { type: 'string' },
  default: {},
  examples: { type: 'array' },
  deprecated: { type: 'boolean' },
  readOnly: { type: 'boolean' },
  writeOnly: { type: 'boolean' },
  contentMediaType: { type: 'string' },
  contentEncoding: { type: 'string' },
  contentSchema: ANY_SCHEMA,
};

/** The keywords the published schema allows in a gate_schema (the test compares them with ajv's). */
export const GATE_SCHEMA_KEYWORDS: readonly string[] = Object.keys(KEYWORDS);

/** $defs/GateSchemaNode: one (sub)schema of a gate_schema, true/false or a mapping of known keywords. */
export const GATE_SCHEMA_NODE = {
  description: 'A JSON Schema (draft 2020-12) as the gate engine reads it: known keywords only (ajv strict mode), each of its type.',
  type: ['object', 'boolean'],
  properties: KEYWORDS,
  additionalProperties: false,
};

/** An inline gate_schema: a mapping (not true/false), of draft 2020-12 (or no $schema). */
export function inlineGateSchema(description: unknown, dialect: string): Record<string, unknown> {
  return { description, type: 'object', $ref: NODE.$ref, properties: { $schema: { enum: [dialect, `${dialect}#`] } } };
}

/** A gate_schema file: a .json, .yaml or .yml file name (any case, as extname reads it), no placeholder. */
export const GATE_SCHEMA_FILE_PATTERN = '^(?![\\s\\S]*\\{\\{)[\\s\\S]*[^/]\\.(?:[jJ][sS][oO][nN]|[yY][aA]?[mM][lL])$';
