export const id = 266;
export const ids = [266];
export const modules = {

/***/ 8266:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GATE_SCHEMA_DIALECT: () => (/* binding */ GATE_SCHEMA_DIALECT),
/* harmony export */   GATE_SCHEMA_VARIABLE: () => (/* binding */ GATE_SCHEMA_VARIABLE),
/* harmony export */   GateSchemaEngineNeeded: () => (/* binding */ GateSchemaEngineNeeded),
/* harmony export */   MAX_GATE_SCHEMA_ENV_BYTES: () => (/* binding */ MAX_GATE_SCHEMA_ENV_BYTES),
/* harmony export */   gateSchemaMismatchText: () => (/* binding */ gateSchemaMismatchText),
/* harmony export */   gateSchemaVariable: () => (/* binding */ gateSchemaVariable),
/* harmony export */   loadGateSchemaEngine: () => (/* binding */ loadGateSchemaEngine)
/* harmony export */ });
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
const GATE_SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';
/** Thrown by synchronous code that meets a gate_schema before the engine was loaded. */
class GateSchemaEngineNeeded extends Error {
    constructor() {
        super('the gate_schema engine is not loaded (run the read through withWorkflowReaders)');
        this.name = 'GateSchemaEngineNeeded';
    }
}
/** A new engine (ajv): one per invocation that meets a gate_schema (InvocationReaders). */
async function loadGateSchemaEngine() {
    const { createAjvEngine } = await Promise.all(/* import() */[__webpack_require__.e(129), __webpack_require__.e(564)]).then(__webpack_require__.bind(__webpack_require__, 3564));
    return createAjvEngine();
}
/**
 * What a gate that does not match says (GATE_SCHEMA_VIOLATION): the runner's judge after the
 * stage, and `stagegate gate --set` before it writes the block, in the same words.
 */
function gateSchemaMismatchText(stepId, source, errors) {
    return `the gate's extra keys do not match the gate_schema of step ${stepId} (${source}): ${errors.map((e) => e.text).join('; ')}`;
}
/** STAGEGATE_GATE_SCHEMA: a stage's gate_schema, handed to `stagegate gate` as JSON (unset above this size: the run still checks). */
const GATE_SCHEMA_VARIABLE = 'STAGEGATE_GATE_SCHEMA';
const MAX_GATE_SCHEMA_ENV_BYTES = 64 * 1024;
/** The value of STAGEGATE_GATE_SCHEMA for a step's compiled schema; undefined when it is too large to hand on. */
function gateSchemaVariable(stepId, compiled, failureStatuses = []) {
    const text = JSON.stringify({ step: stepId, source: compiled.source, schema: compiled.schema, ...(failureStatuses.length > 0 ? { failure_statuses: failureStatuses } : {}) });
    return Buffer.byteLength(text) <= MAX_GATE_SCHEMA_ENV_BYTES ? text : undefined;
}


/***/ })

};
