export const id = 598;
export const ids = [598,266];
export const modules = {

/***/ 7598:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gateCommand: () => (/* binding */ gateCommand)
/* harmony export */ });
/* unused harmony export gateValue */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8815);
/* harmony import */ var _core_gate_workflow_gate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4852);
/* harmony import */ var _core_workspace_workspace_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5620);
/* harmony import */ var _core_gate_gate_schema_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8266);
/* harmony import */ var _core_run_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2862);
/* harmony import */ var _core_state_journal_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(666);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7593);
/* harmony import */ var _installed_doc_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5287);
// `stagegate gate STATUS \u2026`: run inside a stage, append the WORKFLOW_GATE block for that stage to
// the end of $STAGEGATE_OUTPUT. workflow, step and artifact come from the STAGEGATE_* environment
// the runner sets; the block is checked with the runner's own gate parser before it is written,
// so what this writes is what the runner accepts (docs/gate.md). On a revisit, an output the stage
// left exactly as the run accepted it last time gets its block replaced instead of a second one.










/** --set VALUE: a number, true/false/null, a [list] of plain values, or else the text itself. */
function gateValue(text) {
    const t = text.trim();
    if (/^-?\d+$/.test(t) && Number.isSafeInteger(Number(t)))
        return Number(t);
    if (/^-?\d+\.\d+$/.test(t))
        return Number(t);
    if (t === 'true' || t === 'false')
        return t === 'true';
    if (t === 'null')
        return null;
    if (t.startsWith('[') && t.endsWith(']')) {
        try {
            const list = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .parse */ .qg)(t, { maxAliasCount: 0 });
            if (Array.isArray(list) && list.every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v)))
                return list;
        }
        catch {
            /* not a list: the text */
        }
    }
    return text;
}
/** Lines of the file's last 64 KiB that are exactly `WORKFLOW_GATE:` (what the runner counts). */
function gateHeaderLines(path) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, 'r');
    }
    catch {
        return 0;
    }
    try {
        const size = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd).size;
        const length = Math.min(size, _core_gate_workflow_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .GATE_WINDOW_BYTES */ .Py);
        const buffer = Buffer.alloc(length);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, 0, length, size - length);
        return buffer
            .toString('utf8')
            .split(/\r\n|\r|\n/)
            .filter((l) => /^WORKFLOW_GATE:\s*$/.test(l)).length;
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** How the file ends: nothing, a complete line, or a line without its newline. */
function ending(path) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, 'r');
    }
    catch {
        return 'empty';
    }
    try {
        const size = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd).size;
        if (size === 0)
            return 'empty';
        const last = Buffer.alloc(1);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, last, 0, 1, size - 1);
        return last[0] === 0x0a ? 'newline' : 'open';
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/**
 * The sha256 the run last accepted for the output under `key` (a step id; a parallel branch's
 * `<step>.<branch>`), from the run's journal beside `statePath`: its gate, or a revision the run
 * re-recorded. Undefined when there is none, or no readable journal.
 */
function acceptedDigest(statePath, key, branch) {
    if (!statePath)
        return undefined;
    let digest;
    const revised = (artifacts) => {
        if (artifacts && Object.hasOwn(artifacts, key))
            digest = artifacts[key].sha256;
    };
    const read = (0,_core_state_journal_js__WEBPACK_IMPORTED_MODULE_7__/* .scanJournal */ .Hs)((0,_core_state_journal_js__WEBPACK_IMPORTED_MODULE_7__/* .journalPathFor */ .S7)(statePath), (line) => {
        const e = line;
        if (e.event === 'gate_accepted' && !branch && e.step === key)
            digest = e.artifact.sha256;
        else if (e.event === 'branch_artifact' && e.key === key)
            digest = e.artifact.sha256;
        else if (e.event === 'artifacts_revised')
            revised(e.artifacts);
        else if (e.event === 'exit_accepted')
            revised(e.revised);
    });
    return read.kind === 'ok' ? digest : undefined;
}
/**
 * The output's text without its last WORKFLOW_GATE block when the file is exactly the output the
 * run accepted last (a revisit whose stage left the report as it was): the block to replace.
 * Undefined otherwise (a file the stage changed keeps being refused).
 */
function acceptedWithoutBlock(target, accepted) {
    if (accepted === undefined)
        return undefined;
    let bytes;
    try {
        bytes = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(target);
    }
    catch {
        return undefined;
    }
    if ((0,_core_state_journal_js__WEBPACK_IMPORTED_MODULE_7__/* .sha256Hex */ .fg)(bytes) !== accepted)
        return undefined;
    const text = bytes.toString('utf8');
    const headers = [...text.matchAll(/^WORKFLOW_GATE:[ \t]*$/gm)];
    const last = headers.at(-1);
    return last === undefined ? undefined : text.slice(0, last.index);
}
/**
 * Why the gate's extra keys do not match the step's gate_schema (the judge's message), or
 * undefined when they do, or when there is no schema to check (none handed on, or one that does
 * not read: the run checks it all the same), or when `status` is one of the step's
 * failure_statuses (the judge fails the stage on it without looking at the schema: a stage that
 * cannot do its work has no score to give). `engine`: loaded by the caller when the variable is
 * set (index.ts); GateSchemaEngineNeeded without one.
 */
function schemaMismatch(variable, status, extra, engine) {
    if (variable === undefined || variable === '')
        return undefined;
    let handed;
    try {
        handed = JSON.parse(variable);
    }
    catch {
        return undefined;
    }
    if (typeof handed?.step !== 'string' || typeof handed.source !== 'string' || typeof handed.schema !== 'object' || handed.schema === null)
        return undefined;
    if (Array.isArray(handed.failure_statuses) && handed.failure_statuses.includes(status))
        return undefined;
    if (engine === undefined)
        throw new _core_gate_gate_schema_js__WEBPACK_IMPORTED_MODULE_5__.GateSchemaEngineNeeded();
    const compiled = engine.compile(handed.schema);
    if (!compiled.ok)
        return undefined;
    const errors = compiled.check(extra);
    return errors.length === 0 ? undefined : (0,_core_gate_gate_schema_js__WEBPACK_IMPORTED_MODULE_5__.gateSchemaMismatchText)(handed.step, handed.source, errors);
}
/** `gateSchema`: the engine for STAGEGATE_GATE_SCHEMA (loaded by the caller when it is set). */
function gateCommand(request, env, cwd = process.cwd(), gateSchema) {
    const step = env['STAGEGATE_BRANCH'] || env['STAGEGATE_STEP'];
    const workflow = env['STAGEGATE_WORKFLOW'];
    const output = env['STAGEGATE_OUTPUT'];
    const artifact = env['STAGEGATE_ARTIFACT'];
    if (!step || !workflow || output === undefined || artifact === undefined) {
        // Exactly the ones missing are named (a parallel branch's STAGEGATE_BRANCH stands for STAGEGATE_STEP).
        const missing = [!step && 'STAGEGATE_STEP', !workflow && 'STAGEGATE_WORKFLOW', output === undefined && 'STAGEGATE_OUTPUT', artifact === undefined && 'STAGEGATE_ARTIFACT'].filter((n) => n !== false);
        const names = missing.length === 1 ? `${missing[0]} is` : `${missing.slice(0, -1).join(', ')} and ${missing[missing.length - 1]} are`;
        throw new _args_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`gate runs inside a stage: ${names} not set here (the runner sets STAGEGATE_STEP, STAGEGATE_WORKFLOW, STAGEGATE_OUTPUT and STAGEGATE_ARTIFACT for every stage it runs). Put \`stagegate gate STATUS\` at the end of a stage script, or write the WORKFLOW_GATE block yourself (${(0,_installed_doc_js__WEBPACK_IMPORTED_MODULE_9__/* .installedDoc */ .r)('gate.md', cwd)})`, 'gate');
    }
    // The statuses the step routes (STAGEGATE_STATUSES, set by the runner): any other would stop the
    // run after the stage (WORKFLOW_STATUS_CONTRACT_VIOLATION), so it is refused here, nothing written.
    const allowed = (env['STAGEGATE_STATUSES'] ?? '').split(/[\s,]+/).filter((s) => s !== '');
    if (allowed.length > 0 && !allowed.includes(request.status)) {
        return { exitCode: 2, message: `stagegate gate: step ${step} does not route status '${request.status}' (allowed: ${allowed.join(', ')}); nothing was written. Use one of those, or route it in the step's statuses: map (${request.status}: <next step>) in the workflow file` };
    }
    if (output === '' || artifact === '') {
        return { exitCode: 2, message: `stagegate gate: step ${step} declares no output, so there is no file for a gate: add output: to the step (or route it by exit status)` };
    }
    // The runner checked the path; a stage may still have swapped a folder on the way for a link.
    // Relative paths are the invocation's (cwd), not this process's: main may run in-process (CliIO).
    let target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, output);
    const root = env['STAGEGATE_WORKSPACE'];
    if (root) {
        try {
            target = new _core_workspace_workspace_js__WEBPACK_IMPORTED_MODULE_4__/* .Workspace */ .aR(root).resolve(output, `output of step ${step}`).abs;
        }
        catch (error) {
            if (!(0,_core_run_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .isStagegateError */ .W)(error))
                throw error;
            return { exitCode: 1, message: `stagegate gate: ${error.message}` };
        }
    }
    const extra = {};
    for (const [key, value] of request.extra)
        extra[key] = gateValue(value);
    const block = (0,_core_gate_workflow_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .renderGateBlock */ .pf)({
        workflow,
        step,
        status: request.status,
        unresolved_critical: request.critical,
        unresolved_high: request.high,
        source_resolvable_open: request.open,
        artifact,
        next_recommended: request.next,
        extra,
    });
    // What we write must be what the runner accepts: checked with its own parser first.
    const check = (0,_core_gate_workflow_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .parseGateText */ .OQ)(block, { workflow, step, artifact });
    if (!check.ok)
        return { exitCode: 1, message: `stagegate gate: the block would not be accepted: ${check.reason}` };
    // The step's gate_schema (STAGEGATE_GATE_SCHEMA, set by the runner): extra keys the run would
    // refuse after the stage (GATE_SCHEMA_VIOLATION) are refused here, in its words, nothing written.
    const mismatch = schemaMismatch(env[_core_gate_gate_schema_js__WEBPACK_IMPORTED_MODULE_5__.GATE_SCHEMA_VARIABLE], check.gate.status, check.gate.extra, gateSchema);
    if (mismatch !== undefined) {
        return { exitCode: 2, message: `stagegate gate: GATE_SCHEMA_VIOLATION: ${mismatch}; nothing was written. Give --set values the schema allows (${(0,_installed_doc_js__WEBPACK_IMPORTED_MODULE_9__/* .installedDoc */ .r)('workflow-format.md', cwd)}#gate-schema)` };
    }
    const existing = gateHeaderLines(target);
    // A revisit: the output still is what the run accepted last time (the stage did not rewrite
    // it), ending with that visit's block: this visit's verdict replaces it.
    const kept = existing > 0 ? acceptedWithoutBlock(target, acceptedDigest(env['STAGEGATE_STATE_PATH'] && (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, env['STAGEGATE_STATE_PATH']), env['STAGEGATE_BRANCH'] ? `${env['STAGEGATE_STEP']}.${env['STAGEGATE_BRANCH']}` : step, !!env['STAGEGATE_BRANCH'])) : undefined;
    if (kept !== undefined) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(target, `${kept}${block}`);
        }
        catch (error) {
            const code = error.code;
            if (code === undefined)
                throw error;
            return { exitCode: 1, message: `stagegate gate: cannot write the gate to ${artifact} (${code}). Make the output writable by the stage, then let the step run again` };
        }
        return { exitCode: 0, message: `stagegate gate: ${request.status} written to ${artifact} (in place of the block the run accepted on an earlier visit)` };
    }
    if (existing > 0) {
        return {
            exitCode: 1,
            message: `stagegate gate: ${artifact} already holds a WORKFLOW_GATE block; a second one makes the result GATE_RESULT_MISSING. Write the report without a block (e.g. with > instead of >>), then call stagegate gate once`,
        };
    }
    try {
        const end = ending(target);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(target), { recursive: true });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)(target, `${end === 'open' ? '\n\n' : end === 'newline' ? '\n' : ''}${block}`);
    }
    catch (error) {
        // A read-only output (or folder), a full disk: said plainly, in the stage's log, not as an internal error.
        const code = error.code;
        if (code === undefined)
            throw error;
        return { exitCode: 1, message: `stagegate gate: cannot write the gate to ${artifact} (${code}); nothing was written. Make the output writable by the stage, then let the step run again` };
    }
    return { exitCode: 0, message: `stagegate gate: ${request.status} written to ${artifact}` };
}


/***/ }),

/***/ 5287:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ packageRoot),
/* harmony export */   r: () => (/* binding */ installedDoc)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(755);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_workspace_workspace_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5620);
// A doc the hints name (`docs/gate.md`), said where this stagegate's copy is: the package ships
// docs/ beside dist/, so from a user's repository it is node_modules/stagegate/docs/gate.md, not a
// docs/ folder of their own. Found from the running code (dist/cli/*.js, or src/cli/** in tests).




/** The package's root: the nearest folder above this code whose package.json is stagegate's. */
function packageRoot() {
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    for (let i = 0; i < 5; i++) {
        try {
            if (JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'package.json'), 'utf8')).name === 'stagegate')
                return dir;
        }
        catch {
            /* none here (dist/cli's own package.json has no name): one folder up */
        }
        dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
    }
    return undefined;
}
/** `docs/<name>` of the installed package, relative to `cwd` (absolute when it is not below it); `docs/<name>` when not found. */
function installedDoc(name, cwd) {
    const root = packageRoot();
    const file = root === undefined ? undefined : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, 'docs', name);
    if (file === undefined || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
        return `docs/${name}`;
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, file);
    return ((0,_core_workspace_workspace_js__WEBPACK_IMPORTED_MODULE_3__/* .insideBy */ .OY)(rel) ? rel : file).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
}


/***/ }),

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


/***/ }),

/***/ 666:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fl: () => (/* binding */ readFirstEvent),
/* harmony export */   Hs: () => (/* binding */ scanJournal),
/* harmony export */   JW: () => (/* binding */ journalUnchanged),
/* harmony export */   P2: () => (/* binding */ readOrigin),
/* harmony export */   S7: () => (/* binding */ journalPathFor),
/* harmony export */   WM: () => (/* binding */ JOURNAL_SUFFIX),
/* harmony export */   XL: () => (/* binding */ eventsOf),
/* harmony export */   YH: () => (/* binding */ sameInstance),
/* harmony export */   a0: () => (/* binding */ readJournal),
/* harmony export */   fg: () => (/* binding */ sha256Hex),
/* harmony export */   ty: () => (/* binding */ syncDir),
/* harmony export */   xE: () => (/* binding */ EMPTY_HEAD),
/* harmony export */   yv: () => (/* binding */ originOf)
/* harmony export */ });
/* unused harmony exports ORIGIN_FIRST_READ, parseJournal, scanHeld */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _open_folder_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8150);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _own_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2076);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5217);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_5__);
// The run's journal: an append-only file of JSON lines, the durable truth of a run. Each line is
// one event with its sequence number and the sha256 of the line before it, so an edit anywhere
// but the very end breaks the chain. One write + fdatasync per batch of events is the commit
// point (journal-writer.ts appends; this file reads). A torn last line (a crash mid-append) was never committed: it is dropped and reported.
// Anything else malformed is tampering or damage, and the run is refused.






const EMPTY_HEAD = { seq: 0, sha256: null };
function identityOf(s) {
    return { dev: s.dev, ino: s.ino, mtimeMs: s.mtimeMs, ctimeMs: s.ctimeMs };
}
/** How a journal file's name ends (journalPathFor): what `list`, `clean` and the Action's restore look for. */
const JOURNAL_SUFFIX = '.journal.jsonl';
/** The journal beside a state file: `workflow_state.yaml` -> `workflow_state.journal.jsonl`. */
function journalPathFor(statePathAbsOrRel) {
    const name = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(statePathAbsOrRel).replace(/\.ya?ml$/i, '');
    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(statePathAbsOrRel), `${name}${JOURNAL_SUFFIX}`);
}
// crypto.hash (one call, no Hash object) where Node has it (20.12+): every journal line is hashed on every load.
const oneShot = node_crypto__WEBPACK_IMPORTED_MODULE_4__.hash;
function sha256Hex(text) {
    return oneShot ? oneShot('sha256', text, 'hex') : node_crypto__WEBPACK_IMPORTED_MODULE_4__.createHash('sha256').update(text).digest('hex');
}
/** Read and verify a journal: every line parses, numbers follow each other, hashes chain. */
function readJournal(path) {
    return withLines((visit) => scanJournal(path, visit));
}
/** A scan's result with its parsed lines kept (readJournal, parseJournal) in place of their texts. */
function withLines(scan) {
    const lines = [];
    const read = scan((line) => void lines.push(line));
    if (read.kind !== 'ok')
        return read;
    const { texts: _texts, ...found } = read;
    return { ...found, lines };
}
/**
 * Read and verify a journal as `readJournal` does, handing each line to `visit` once it is
 * verified (parsed, numbered, chained), in order, and keeping only its text: a replay folds the
 * events as they are read, and none of them stays alive after it (a long run's 10,000 parsed
 * events were the most of what a load kept, and the garbage collector copied them twice). A line
 * found corrupt after lines already visited makes the whole read corrupt, as readJournal's.
 */
function scanJournal(path, visit) {
    // The file's bytes are held only by `held` (no variable here): once decoded, the scan drops them,
    // so a replay folding the lines as they are read does not keep the journal twice (a 52 MB
    // journal of a 100,000-item foreach was alive as bytes and as text for all of its replay).
    const held = { bytes: undefined };
    let file;
    try {
        held.bytes = (0,_own_file_js__WEBPACK_IMPORTED_MODULE_3__/* .readRegularFile */ .XF)(path, Number.MAX_SAFE_INTEGER, { onStats: (s) => (file = identityOf(s)) });
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return { kind: 'absent' };
        // A link, FIFO, directory or device where the journal goes is not a journal (never followed or waited on).
        if (error instanceof _own_file_js__WEBPACK_IMPORTED_MODULE_3__/* .NotRegularFileError */ .iZ)
            return { kind: 'corrupt', reason: `is ${error.kind}, not a file` };
        return { kind: 'corrupt', reason: `cannot be read (${code ?? String(error)})` };
    }
    const read = scanHeld(held, visit);
    return read.kind === 'ok' && file ? { ...read, file } : read;
}
/** The events of lines `scanJournal` verified (parsed again: a replay keeps their text only). */
function eventsOf(texts, count = texts.length) {
    const out = [];
    for (let i = 0; i < count; i++)
        out.push(parseLine(texts[i]));
    return out;
}
/**
 * Whether the journal at `path` is still exactly what `read` found: the same file (device,
 * inode, modification and change times), the same length, and the same last line (whose hash,
 * chained, stands for every line before it). Reads only that line: a runner that took the lock after reading the journal need
 * not read and replay it again when no other runner appended to it or replaced it meanwhile.
 */
function journalUnchanged(path, read) {
    if (read.file === undefined || read.head.seq === 0)
        return false;
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
    }
    catch {
        return false;
    }
    try {
        const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        const now = identityOf(stats);
        if (!stats.isFile() || stats.size !== read.committedBytes + read.tornBytes || Object.keys(now).some((k) => now[k] !== read.file[k]))
            return false;
        const length = read.committedBytes - 1 - read.lastLineStart;
        const line = Buffer.alloc(length);
        let got = 0;
        while (got < length) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, line, got, length - got, read.lastLineStart + got);
            if (n === 0)
                return false;
            got += n;
        }
        return sha256Hex(line) === read.head.sha256;
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** Whether two instances are the same run's (a shard's claim, the run's journal). */
function sameInstance(a, b) {
    return a.seq === b.seq && a.sha256 === b.sha256;
}
/** The instance of the journal `read` verified (undefined: it has no line yet). */
function originOf(read) {
    const first = read.texts[0];
    return first === undefined ? undefined : { seq: 1, sha256: sha256Hex(first) };
}
/** readOrigin's first read, in bytes (a test reads a first line longer than it). */
const ORIGIN_FIRST_READ = 4 * 1024;
/**
 * The instance of the journal at `path`, reading its first line only (a long run's journal is not
 * read again for it): undefined when there is no such file or its first line is not the first
 * event of a journal. For a journal a runner verified and holds the lock of (nothing else appends to
 * it or replaces it meanwhile).
 */
function readOrigin(path) {
    const line = readFirstLine(path);
    if (line === undefined)
        return undefined;
    const parsed = parseLine(line);
    if (!isEnvelope(parsed) || parsed.seq !== 1 || parsed.prev !== null)
        return undefined;
    return { seq: 1, sha256: sha256Hex(line) };
}
/**
 * The first event of the journal at `path` as its first line says it, not verified (the rest of
 * the file is not read): undefined when there is no such file (or a link, a FIFO), its first line
 * is torn, longer than `maxBytes`, or not a journal's first event. For what a journal left
 * behind tells a reader, not what a run relies on (clean: the inputs of a run moved aside).
 */
function readFirstEvent(path, maxBytes) {
    const line = readFirstLine(path, maxBytes);
    const parsed = line === undefined ? undefined : parseLine(line);
    return isEnvelope(parsed) && parsed.seq === 1 && parsed.prev === null ? parsed : undefined;
}
/** A file's first line (without its newline), not following a link nor waiting on a FIFO; undefined when it has none whole within `maxBytes`. */
function readFirstLine(path, maxBytes = Infinity) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
    }
    catch {
        return undefined;
    }
    try {
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd).isFile())
            return undefined;
        const chunks = [];
        for (let at = 0;;) {
            if (at > maxBytes)
                return undefined;
            // A first line is ~0.6 KB (run_started): a small first read, larger ones only for a longer
            // line. A 64 KiB zeroed buffer per call, twice per foreach item, was most of the memory
            // outside V8's heap an item allocated (it counts toward V8's collections).
            const chunk = Buffer.allocUnsafe(at === 0 ? ORIGIN_FIRST_READ : 64 * 1024);
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, chunk, 0, chunk.length, at);
            if (n === 0)
                return undefined;
            const end = chunk.subarray(0, n).indexOf(0x0a);
            chunks.push(chunk.subarray(0, end < 0 ? n : end));
            if (end >= 0)
                break;
            at += n;
        }
        const line = Buffer.concat(chunks);
        return line.length > maxBytes ? undefined : line;
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
function parseJournal(bytes) {
    return withLines((visit) => scanHeld({ bytes }, visit));
}
/**
 * Scan the journal in `held`: valid UTF-8 (all JSON.stringify writes) decodes and encodes again
 * byte for byte: the file is decoded once, `held` lets go of the bytes, and each line is hashed as
 * text, which hashes its bytes on disk (slicing and decoding the buffer line by line cost more
 * than parsing, on a long journal). Any other file (a hand edit, damage, a character cut by a
 * crash) is read line by line as bytes, and so is a file longer than the longest string (its
 * lines decode one by one; the whole would not).
 */
function scanHeld(held, visit) {
    const { source, byteLength } = decoded(held);
    return scanSource(source, byteLength, visit);
}
function decoded(held) {
    const bytes = held.bytes;
    if (bytes.length > node_buffer__WEBPACK_IMPORTED_MODULE_5__.constants.MAX_STRING_LENGTH || !(0,node_buffer__WEBPACK_IMPORTED_MODULE_5__.isUtf8)(bytes))
        return { source: bytes, byteLength: bytes.length };
    held.bytes = undefined;
    return { source: bytes.toString('utf8'), byteLength: bytes.length };
}
function scanSource(source, byteLength, visit) {
    const texts = [];
    let prev = null;
    const text = typeof source === 'string' ? source : undefined;
    const bytes = typeof source === 'string' ? undefined : source;
    let start = 0;
    let last;
    for (;;) {
        const end = text !== undefined ? text.indexOf('\n', start) : bytes.indexOf(0x0a, start);
        if (end < 0)
            break;
        const raw = text !== undefined ? text.slice(start, end) : bytes.subarray(start, end);
        const where = texts.length + 1;
        const parsed = parseLine(raw);
        // A prev equal to the hash just taken is well-formed: its form is checked only when it differs.
        if (!isEnvelope(parsed) || (parsed.prev !== prev && !wellFormedPrev(parsed.prev)))
            return { kind: 'corrupt', reason: `line ${where} is not a journal event`, line: where };
        if (parsed.seq !== where)
            return { kind: 'corrupt', reason: `line ${where} has seq ${parsed.seq} (expected ${where}): events were removed or reordered`, line: where };
        // Line `where` records the hash of the line before it, which no longer matches: that line was
        // changed (its text hashes otherwise), or this line's record of it was. The chain cannot tell
        // which; an edit of an event is the likelier, so the place named is the line before.
        if (parsed.prev !== prev) {
            if (where === 1)
                return { kind: 'corrupt', reason: 'line 1 records a line before it, and it is the first (hash chain broken): the journal was edited', line: 1 };
            return { kind: 'corrupt', reason: `line ${where} does not follow line ${where - 1} (hash chain broken): line ${where - 1} or line ${where} was changed (most likely line ${where - 1}, whose hash line ${where} records otherwise); the journal was edited`, line: where - 1 };
        }
        texts.push(raw);
        visit(parsed, where - 1);
        prev = sha256Hex(raw);
        last = raw;
        start = end + 1;
    }
    // What follows the last newline was never committed: only the last line may be cut short by a
    // crash (and then it never ends with a newline), and a whole event without its newline was not
    // committed either. It is dropped.
    const tornBytes = text !== undefined ? Buffer.byteLength(text.slice(start), 'utf8') : byteLength - start;
    const committedBytes = byteLength - tornBytes;
    const lastLineStart = last === undefined ? 0 : committedBytes - 1 - (typeof last === 'string' ? Buffer.byteLength(last, 'utf8') : last.length);
    return { kind: 'ok', texts, head: headOf(texts.length, prev), tornBytes, committedBytes, lastLineStart };
}
function parseLine(raw) {
    try {
        return JSON.parse(typeof raw === 'string' ? raw : raw.toString('utf8'));
    }
    catch {
        return undefined;
    }
}
function headOf(count, sha) {
    return { seq: count, sha256: count === 0 ? null : sha };
}
/** The envelope's fields and their types (parseJournal checks a prev's form: wellFormedPrev). */
function isEnvelope(v) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    const r = v;
    return Number.isSafeInteger(r['seq']) && (r['prev'] === null || typeof r['prev'] === 'string') && typeof r['at'] === 'string' && typeof r['event'] === 'string';
}
function wellFormedPrev(prev) {
    return prev === null || /^[0-9a-f]{64}$/.test(prev);
}
/** fsync a folder: a file created (or renamed) in it survives a crash only once its folder is synced. */
function syncDir(dir) {
    let fd;
    try {
        fd = (0,_open_folder_js__WEBPACK_IMPORTED_MODULE_1__/* .openFolder */ .N)(dir);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fsyncSync)(fd);
    }
    catch {
        /* some file systems refuse fsync on a folder; nothing more can be done there (nor for a folder
           swapped for a link or a file since: openFolder refuses it, the sync is not followed there) */
    }
    finally {
        if (fd !== undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}


/***/ }),

/***/ 8150:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ openFolder)
/* harmony export */ });
/* unused harmony export FOLDER_SYNC_FLAGS */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
// A folder opened only to be fsync'd. O_DIRECTORY | O_NOFOLLOW: a folder swapped for a link (or a
// file) between the check that found it and the sync is refused (ENOTDIR on Linux, ELOOP elsewhere), never followed
// to whatever the link names (a folder outside the workspace, a FIFO that would block the open).

const FOLDER_SYNC_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_DIRECTORY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW;
/** Open the folder `dir` itself (not what a link there names) for an fsync; throws when it is no folder. */
function openFolder(dir) {
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(dir, FOLDER_SYNC_FLAGS);
}


/***/ })

};
