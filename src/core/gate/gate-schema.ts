// A step's own JSON Schema for its gate's extra keys (gate_schema): what a compiled schema is, and
// the engine that compiles them (ajv, gate-schema-ajv.ts). The engine is loaded with a dynamic
// import only when a workflow has a gate_schema: most workflows have none, and every process
// (each `stagegate validate`, every Action job, every shard leg) would otherwise parse ajv at start.
//
// Loading a workflow is synchronous (the loader, the validator, every command that reads a
// workflow); loading the engine is not. So the engine is a value handed to the read beside the
// format importers (WorkflowReaders, model/workflow-readers.ts): a read that meets a gate_schema
// without one throws GateSchemaEngineNeeded, and the invocation's InvocationReaders loads an
// engine and runs the read again. Only a workflow that has a gate_schema ever pays for the second
// read, and only once per invocation; no engine outlives the invocation that loaded it.

/** The JSON Schema dialect gate_schema is read in. */
export const GATE_SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';

/** One mismatch: its text, and the gate key it is about (the first segment of its path, or the key additionalProperties refuses) when there is one. */
export interface GateSchemaMismatch {
  text: string;
  key?: string;
}

/** A gate's extra keys checked against a compiled schema: the mismatches, [] when they match. */
export type GateSchemaCheck = (extra: Readonly<Record<string, unknown>>) => GateSchemaMismatch[];

export interface CompiledGateSchema {
  /** Where the schema was written: its file, or `inline at <workflow>:<line>`. */
  source: string;
  /** The schema as written (plain JSON data): the prompt describes it to the agent (steps/process/gate-schema-prompt.ts). */
  schema: Readonly<Record<string, unknown>>;
  check: GateSchemaCheck;
}

export interface GateSchemaEngine {
  /** Compile one schema (a mapping); a reason when it is not a schema this engine accepts. */
  /** `unsupportedPattern`: the reason is a `pattern` (or `patternProperties` key) RE2 cannot run. */
  /** `at`: where in the schema the keyword that is wrong stands (a path inside it), when known. */
  compile(schema: Readonly<Record<string, unknown>>): { ok: true; check: GateSchemaCheck } | { ok: false; reason: string; unsupportedPattern?: string; at?: Array<string | number> };
}

/** Thrown by synchronous code that meets a gate_schema before the engine was loaded. */
export class GateSchemaEngineNeeded extends Error {
  constructor() {
    super('the gate_schema engine is not loaded (run the read through withWorkflowReaders)');
    this.name = 'GateSchemaEngineNeeded';
  }
}

/** A new engine (ajv): one per invocation that meets a gate_schema (InvocationReaders). */
export async function loadGateSchemaEngine(): Promise<GateSchemaEngine> {
  const { createAjvEngine } = await import('./gate-schema-ajv.js');
  return createAjvEngine();
}

/**
 * What a gate that does not match says (GATE_SCHEMA_VIOLATION): the runner's judge after the
 * stage, and `stagegate gate --set` before it writes the block, in the same words.
 */
export function gateSchemaMismatchText(stepId: string, source: string, errors: readonly GateSchemaMismatch[]): string {
  return `the gate's extra keys do not match the gate_schema of step ${stepId} (${source}): ${errors.map((e) => e.text).join('; ')}`;
}

/** STAGEGATE_GATE_SCHEMA: a stage's gate_schema, handed to `stagegate gate` as JSON (unset above this size: the run still checks). */
export const GATE_SCHEMA_VARIABLE = 'STAGEGATE_GATE_SCHEMA';
export const MAX_GATE_SCHEMA_ENV_BYTES = 64 * 1024;

/**
 * What STAGEGATE_GATE_SCHEMA holds: the step the judge names, where the schema was written, the
 * schema, and the step's failure_statuses: the judge fails a stage reporting one (STAGE_FAILED)
 * before it looks at the schema, so `gate` does not check those either.
 */
export interface GateSchemaHandOff {
  step: string;
  source: string;
  schema: Readonly<Record<string, unknown>>;
  failure_statuses?: readonly string[];
}

/** The value of STAGEGATE_GATE_SCHEMA for a step's compiled schema; undefined when it is too large to hand on. */
export function gateSchemaVariable(stepId: string, compiled: CompiledGateSchema, failureStatuses: readonly string[] = []): string | undefined {
  const text = JSON.stringify({ step: stepId, source: compiled.source, schema: compiled.schema, ...(failureStatuses.length > 0 ? { failure_statuses: failureStatuses } : {}) } satisfies GateSchemaHandOff);
  return Buffer.byteLength(text) <= MAX_GATE_SCHEMA_ENV_BYTES ? text : undefined;
}
