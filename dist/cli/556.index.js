export const id = 556;
export const ids = [556,266];
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


/***/ }),

/***/ 3013:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Yp: () => (/* binding */ typeProblem),
/* harmony export */   gu: () => (/* binding */ checkInputTypes),
/* harmony export */   vh: () => (/* binding */ INTEGER)
/* harmony export */ });
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2862);
/* harmony import */ var _shell_placements_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9972);
/* harmony import */ var _invocation_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3291);
/* harmony import */ var _run_secret_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3136);
// Typed inputs (inputs.types): maestro-flow's `inputs{name: {type}}` and CCW's
// `context_schema{var: {type}}` carry types, and so may native workflows. A bound value of the
// wrong type stops the run before anything runs; a `path` must resolve inside the workspace.




const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
/**
 * What bash arithmetic reads as the same decimal integer (the run's check of an arithmetic
 * placement: run/stage-command.ts): no leading zero (bash reads 010 as octal and 08 as an error),
 * at most 18 digits (bash's 64-bit integers wrap silently above 9.2e18).
 */
const INTEGER = /^[+-]?(0|[1-9][0-9]{0,17})$/;
/** A name a file name is made of (an aiox agent the person picks: its persona file): no '/', no '..', one line. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** Why `value` is not of `type`, or undefined when it is. Paths are checked by the caller. */
function typeProblem(type, value) {
    if (type === 'number' && !NUMBER.test(value.trim()))
        return 'a number';
    if (type === 'integer' && !INTEGER.test(value))
        return 'an integer';
    if (type === 'boolean' && !/^(true|false)$/i.test(value.trim()))
        return 'true or false';
    if (type === 'name' && (!NAME.test(value) || value.includes('..')))
        return "a name (letters, digits, '.', '_' and '-', starting with a letter or digit; no '..')";
    return undefined;
}
/**
 * Check every bound input that declares a type, and every input that stands in shell arithmetic
 * in some step's run: text (there bash takes an integer only, whatever its declared type) or where
 * a builtin reads a variable name (a plain identifier only); empty
 * values (unbound optional inputs) pass. Run when the inputs are bound, before any stage runs.
 * `itemRun`: a foreach item's run, whose inputs are the parent's (checked when the parent bound
 * them) and the item's registry values: those are checked when their step starts, where the
 * message can name the registry row (run/stage-command.ts), not as inputs that stop "before
 * anything ran" when earlier items have.
 */
function checkInputTypes(workflow, bindings, workspace, itemRun = false) {
    const types = workflow.data.inputs?.types ?? {};
    for (const [name, type] of Object.entries(types)) {
        const value = bindings.get(name);
        if (value === undefined || value === '')
            continue;
        const expected = typeProblem(type, value);
        if (expected !== undefined) {
            throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_INVALID', `input ${name} must be ${expected} (inputs.types), got '${(0,_run_secret_names_js__WEBPACK_IMPORTED_MODULE_3__/* .shownValue */ .JJ)(name, value)}'. Nothing ran`, { hint: `Pass ${name}=<${type}>.` });
        }
        if (type === 'path') {
            try {
                workspace.resolve(value, `input ${name}`);
            }
            catch (error) {
                if (!(0,_run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isStagegateError */ .W)(error))
                    throw error;
                throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q(error.code, error.message, { hint: `Pass ${name} as a path inside the workspace.` });
            }
        }
    }
    if (itemRun)
        return;
    const inputs = (0,_invocation_js__WEBPACK_IMPORTED_MODULE_2__/* .declaredInputs */ .WB)(workflow);
    for (const { stepId, name, site } of shellCheckedPlaceholders(workflow)) {
        const value = bindings.get(name);
        if (!inputs.has(name) || value === undefined || value === '')
            continue;
        const full = (0,_run_secret_names_js__WEBPACK_IMPORTED_MODULE_3__/* .shownValue */ .JJ)(name, value);
        const shown = full.length > 60 ? full.slice(0, 60) + '\u2026' : full;
        if (site.nameFor !== undefined) {
            const problem = (0,_shell_placements_js__WEBPACK_IMPORTED_MODULE_1__/* .nameValueProblem */ .i7)(site, value);
            if (problem === undefined)
                continue;
            throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_INVALID', `input ${name} is '${shown}', but {{${name}}} stands where \`${site.nameFor}\` reads a variable name in run: of step ${stepId} (bash evaluates a subscript in a name), which takes ${problem} only. Nothing ran`, {
                hint: `Pass ${name}=<identifier>, or do not use the value as a variable name in the script.`,
            });
        }
        if (site.declValue !== undefined) {
            const problem = (0,_shell_placements_js__WEBPACK_IMPORTED_MODULE_1__/* .declValueProblem */ .J4)(site, value);
            if (problem === undefined)
                continue;
            throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_INVALID', `input ${name} is '${shown}', but {{${name}}} is the value of a declaration in run: of step ${stepId}, which must be ${problem}. Nothing ran`, {
                hint: `Pass another value for ${name}, or assign it as data in the script (arr+=("{{${name}}}") for an array, a plain variable for an integer).`,
            });
        }
        if (INTEGER.test(value))
            continue;
        const declared = types[name];
        throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_INVALID', `input ${name} is '${shown}', but {{${name}}} stands where bash evaluates arithmetic in run: of step ${stepId}, which takes an integer only${declared === 'number' ? ' (inputs.types says number, which admits decimals)' : ''}. Nothing ran`, {
            hint: `Pass ${name}=<integer>${declared !== 'integer' ? ` (declare it integer in inputs.types: a value that is not an integer is then refused as such)` : ''}.`,
        });
    }
}
/**
 * Each {{name}} that stands in shell arithmetic, or where a builtin reads a variable name
 * (`nameFor`), in a run: text of the workflow (top-level steps, per-item steps, parallel
 * branches), with its step.
 */
function shellCheckedPlaceholders(workflow) {
    const out = [];
    // `shadowed`: names a foreach binds per item (its per-item steps see the item's value, not the input).
    const visit = (stepId, def, shadowed) => {
        if (typeof def.run === 'string' && def.run.includes('{{')) {
            const scan = (0,_shell_placements_js__WEBPACK_IMPORTED_MODULE_1__/* .scanShellPlacements */ .ib)(def.run);
            if (scan.ok) {
                for (const site of scan.sites) {
                    if (shadowed.has(site.name))
                        continue;
                    if (site.placement === 'arith' || site.nameFor !== undefined || site.declValue !== undefined)
                        out.push({ stepId, name: site.name, site });
                }
            }
        }
        const bound = new Set([...shadowed, ...Object.keys(def.foreach?.bindings ?? {})]);
        for (const [id, inner] of Object.entries(def.per_item ?? {}))
            visit(id, inner, bound);
        for (const [id, inner] of Object.entries(def.parallel?.branches ?? {}))
            visit(id, inner, shadowed);
    };
    for (const [id, step] of workflow.steps)
        visit(id, step.def, new Set());
    return out;
}


/***/ }),

/***/ 3291:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Er: () => (/* binding */ bindInvocation),
/* harmony export */   PV: () => (/* binding */ isArtifactInput),
/* harmony export */   WB: () => (/* binding */ declaredInputs),
/* harmony export */   Yz: () => (/* binding */ leafInputsMissing)
/* harmony export */ });
/* unused harmony export isRunnerOwned */
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2862);
/* harmony import */ var _placeholders_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2183);
/* harmony import */ var _workflow_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7280);
/* harmony import */ var _did_you_mean_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1742);
/* harmony import */ var _run_id_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8072);
/* harmony import */ var _shell_word_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3408);
// How one invocation binds a workflow: name=value tokens become inputs, except the execution
// controls (stop_after_step, execution_mode, ignore_previous_completion), which apply to this
// invocation only. Flags beat tokens, tokens beat workflow defaults.






const CONTROL_SET = new Set(_workflow_js__WEBPACK_IMPORTED_MODULE_2__/* .CONTROL_NAMES */ .bR);
function parseBool(name, value) {
    if (/^(true|yes|1)$/i.test(value))
        return true;
    if (/^(false|no|0)$/i.test(value))
        return false;
    throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_REQUIRED', `${name} must be true or false, got '${value}'`);
}
function parseMode(value) {
    if (value === 'resume' || value === 'fresh')
        return value;
    throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_REQUIRED', `execution_mode must be resume or fresh, got '${value}'`);
}
/**
 * Refuse a token that names no input of the workflow (a typo would silently take another branch),
 * and every runtime reference or runner-owned value: those come from the run, never from the
 * command line (`steps.review.output=x` would replace what an agent reads as upstream output).
 */
function undeclaredToken(workflow, name) {
    const declared = declaredInputs(workflow);
    if (declared.has(name) || name === 'run_id')
        return undefined;
    if (/^steps\./.test(name) || name.includes('.')) {
        return new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_INVALID', `'${name}' is a runtime reference, not an input: the runner resolves {{${name}}} from the run's state, and no invocation can set it`, {
            hint: `Remove ${name}=\u2026; to change what a step reads, change the upstream step or pass a declared input.`,
        });
    }
    if (_workflow_js__WEBPACK_IMPORTED_MODULE_2__/* .RUNNER_OWNED */ .xG.includes(name)) {
        return new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_INVALID', `'${name}' is owned by the runner (it sets {{${name}}} itself), so it cannot be given as an input`, { hint: `Remove ${name}=\u2026.` });
    }
    const names = [...declared].filter((n) => n !== 'run_id' && !_workflow_js__WEBPACK_IMPORTED_MODULE_2__/* .CONTROL_NAMES */ .bR.includes(n));
    return new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_INVALID', `workflow ${workflow.name} declares no input '${name}'.${(0,_did_you_mean_js__WEBPACK_IMPORTED_MODULE_5__/* .didYouMean */ .au)(name, [...names, 'run_id'])} Nothing ran`, {
        hint: names.length > 0 ? `Declared inputs: ${names.join(', ')} (and run_id).` : 'This workflow declares no inputs (only run_id).',
    });
}
function bindInvocation(workflow, invocation) {
    const explicit = new Map();
    const tokenControls = new Map();
    for (const [name, value] of Object.entries(invocation.tokens)) {
        if (CONTROL_SET.has(name)) {
            tokenControls.set(name, value);
            continue;
        }
        if (invocation.undeclared !== 'keep') {
            const refused = undeclaredToken(workflow, name);
            // A step id shaped like name=value (step ids may hold '='), given where the command reads an input: say how to name it.
            if (refused && workflow.steps.has(`${name}=${value}`)) {
                throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q(refused.code, refused.message, { hint: `${refused.hint ?? ''} '${name}=${value}' is a step of the workflow: logs and skip name a step shaped like name=value after --, last (\u2026 -- ${(0,_shell_word_js__WEBPACK_IMPORTED_MODULE_4__/* .shellWord */ .r)(`${name}=${value}`)}); without --, such a word is an input.`.trim() });
            }
            if (refused)
                throw refused;
        }
        explicit.set(name, value);
    }
    if (invocation.runId !== undefined) {
        const token = explicit.get('run_id');
        if (token !== undefined && token !== invocation.runId) {
            throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_CONFLICT', `--run-id ${invocation.runId} and run_id=${token} disagree`, { hint: 'Give the run id once.' });
        }
        explicit.set('run_id', invocation.runId);
    }
    const givenRunId = explicit.get('run_id');
    if (givenRunId !== undefined)
        (0,_run_id_js__WEBPACK_IMPORTED_MODULE_3__/* .checkRunId */ .np)(givenRunId, invocation.runId !== undefined ? 'run id' : 'run_id');
    const defaults = workflow.inputs.defaults;
    const fromDefault = (name) => {
        const v = (0,_placeholders_js__WEBPACK_IMPORTED_MODULE_1__/* .scalarToString */ .Vu)(defaults[name]);
        return v === undefined || v === '' || v === 'null' ? undefined : v;
    };
    const tokenOr = (name) => {
        const v = tokenControls.get(name);
        return v === undefined || v === '' || v === 'null' ? undefined : v;
    };
    const ignoreText = tokenOr('ignore_previous_completion') ?? fromDefault('ignore_previous_completion');
    const ignorePreviousCompletion = invocation.ignorePreviousCompletion ??
        (ignoreText !== undefined ? parseBool('ignore_previous_completion', ignoreText) : workflow.execution.ignorePreviousCompletion);
    const modeText = tokenOr('execution_mode') ?? fromDefault('execution_mode');
    let mode = invocation.mode ?? (modeText !== undefined ? parseMode(modeText) : workflow.execution.executionMode);
    // 4.0: ignore_previous_completion without an explicit mode means fresh.
    if (ignorePreviousCompletion)
        mode = 'fresh';
    const stopAfterAsGiven = invocation.stopAfterStep ?? tokenOr('stop_after_step') ?? fromDefault('stop_after_step') ?? null;
    // A step of an imported file may be named as written there (N-001 for N_001).
    const stopAfterStep = stopAfterAsGiven === null ? null : ((0,_workflow_js__WEBPACK_IMPORTED_MODULE_2__/* .stepNamed */ .au)(workflow, stopAfterAsGiven) ?? null);
    if (stopAfterAsGiven !== null && stopAfterStep === null)
        throw notAStep(workflow, stopAfterAsGiven);
    // A fresh run never counts an earlier completion, whichever control asked for it: recorded as such.
    return { explicit, controls: { mode, ignorePreviousCompletion: ignorePreviousCompletion || mode === 'fresh', stopAfterStep } };
}
/** The inputs a name ultimately needs: a default that cannot resolve is explained by its leaves. */
function leafInputsMissing(name, workflow, bindings, seen = new Set()) {
    if (bindings.has(name))
        return [];
    if (seen.has(name))
        return [];
    seen.add(name);
    const template = (0,_placeholders_js__WEBPACK_IMPORTED_MODULE_1__/* .scalarToString */ .Vu)(workflow.inputs.defaults[name]);
    if (template === undefined)
        return [name];
    const leaves = [];
    for (const m of template.matchAll(_placeholders_js__WEBPACK_IMPORTED_MODULE_1__/* .PLACEHOLDER */ .Kx))
        for (const leaf of leafInputsMissing(m[1], workflow, bindings, seen))
            if (!leaves.includes(leaf))
                leaves.push(leaf);
    return leaves.length > 0 ? leaves : [name];
}
/** Names a workflow declares as inputs (for conflict checks and artifact-path checks). */
function declaredInputs(workflow) {
    return new Set([...workflow.inputs.required, ...workflow.inputs.optional, ...Object.keys(workflow.inputs.defaults)]);
}
function isRunnerOwned(name) {
    return _workflow_js__WEBPACK_IMPORTED_MODULE_2__/* .RUNNER_OWNED */ .xG.includes(name) && name !== 'run_id';
}
/**
 * Inputs whose value names existing-file evidence, decided from the input's name: *_path,
 * *_artifact, *_file, *_manifest and *_state (source_run_manifest, source_workflow_state), except
 * runner-owned names and state_path. Which of them are checked before a run: context.ts.
 */
function isArtifactInput(name) {
    return /(_path|_artifact|_file|_manifest|_state)$/.test(name) && !isRunnerOwned(name) && name !== 'state_path';
}
/** stop_after_step names no top-level step: say so, and when it names a step inside one (a per-item step, a branch), which one. */
function notAStep(workflow, name) {
    const steps = [...workflow.steps.keys()];
    for (const [id, step] of workflow.steps) {
        const inside = step.def.per_item !== undefined && Object.hasOwn(step.def.per_item, name) ? `a per-item step of foreach '${id}'` : step.def.parallel !== undefined && Object.hasOwn(step.def.parallel.branches, name) ? `a branch of parallel step '${id}'` : undefined;
        if (inside === undefined)
            continue;
        return new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_REQUIRED', `stop_after_step '${name}' is ${inside}; stop_after_step names top-level steps only (a run cannot stop inside ${step.def.per_item !== undefined ? 'one item' : 'a parallel step'}). Nothing ran`, {
            hint: `Use --stop-after-step ${id} to stop once '${id}' has completed${step.def.per_item !== undefined ? ' (every item)' : ' (every branch)'}, or name the top-level step before it (steps: ${steps.join(', ')}).`,
        });
    }
    return new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_REQUIRED', `stop_after_step '${name}' is not a step of workflow ${workflow.name}.${(0,_did_you_mean_js__WEBPACK_IMPORTED_MODULE_5__/* .didYouMean */ .au)(name, steps)}`, { hint: `Use one of: ${steps.join(', ')}.` });
}


/***/ }),

/***/ 2183:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $o: () => (/* binding */ MAX_EXPANDED_DEFAULT_CHARS),
/* harmony export */   H4: () => (/* binding */ beforePlaceholder),
/* harmony export */   Kx: () => (/* binding */ PLACEHOLDER),
/* harmony export */   Lb: () => (/* binding */ replacePlaceholders),
/* harmony export */   Qf: () => (/* binding */ placeholdersIn),
/* harmony export */   V2: () => (/* binding */ substitute),
/* harmony export */   Vu: () => (/* binding */ scalarToString),
/* harmony export */   X1: () => (/* binding */ escapeText),
/* harmony export */   ik: () => (/* binding */ PlaceholderError),
/* harmony export */   iq: () => (/* binding */ ESCAPED_PLACEHOLDER),
/* harmony export */   rC: () => (/* binding */ expandDefaults),
/* harmony export */   x4: () => (/* binding */ resolveBindings),
/* harmony export */   xK: () => (/* binding */ MAX_DEFAULT_DEPTH)
/* harmony export */ });
/* unused harmony export PLACEHOLDER_OR_ESCAPED */
// Backslashes right before the braces follow Handlebars' tokenizer (handlebars.l: it looks at
// the last two characters before `{{`): one backslash makes it text (`\{{name}}`, the escape):
// no placeholder anywhere (validate, the run); where stagegate writes the text (prompts,
// instructions, values, paths) it reads `{{name}}`, the backslash dropped. Two or more
// (`\\{{name}}`) are a backslash before a real placeholder: one backslash is dropped and the
// value follows the rest (`C:\\{{dir}}` reads `C:\<dir>`). run: scripts get their backslashes as
// written, for bash to read; which placeholders are real follows the same rule
// (docs/workflow-format.md#inputs-and-placeholders).
const PLACEHOLDER = /(?<!(?:^|[^\\])\\)\{\{\s*([A-Za-z_][A-Za-z0-9_.-]*)\s*\}\}/g;
/** A placeholder with the backslashes right before it (group 1; one backslash: the escape). */
const PLACEHOLDER_OR_ESCAPED = /(\\*)\{\{\s*([A-Za-z_][A-Za-z0-9_.-]*)\s*\}\}/g;
/** An escaped placeholder `\{{name}}` (exactly one backslash before it): group 1 the name. */
const ESCAPED_PLACEHOLDER = /(?<!\\)\\\{\{\s*([A-Za-z_][A-Za-z0-9_.-]*)\s*\}\}/g;
/**
 * Replace every placeholder of `text` in one pass (Handlebars' rule for the backslashes before
 * it): `value(name)` gives its text, or undefined to leave it as written. An escaped one becomes
 * the text `{{name}}`; `\\{{name}}` becomes a backslash and the value. No value is scanned again.
 * `keepEscapes`: the escapes stay escapes, so the result is still a template that reads as the
 * same text (expandDefaults: a value put in that starts with a placeholder gets the backslash
 * before it doubled, as beforePlaceholder does, so it stays a backslash before that placeholder).
 */
function replacePlaceholders(text, value, options = {}) {
    return text.replace(PLACEHOLDER_OR_ESCAPED, (whole, backslashes, name) => {
        if (backslashes.length === 1)
            return options.keepEscapes === true ? whole : whole.slice(1);
        const v = value(name);
        if (v === undefined)
            return whole;
        const before = backslashes.slice(1);
        return (options.keepEscapes === true && /^\\*\{\{/.test(v) ? beforePlaceholder(before) : before) + v;
    });
}
/**
 * `template` with the workflow's defaults put in as a run puts them (replacePlaceholders, one pass
 * each: `\\{{dir}}` is a backslash and the value, a default's own placeholders are put in first),
 * every other placeholder and every escape left as written: what `validate` and `plan` read a
 * path or a default as, the same text a run makes of it once its other values are put in. A
 * cycle, or a chain deeper than MAX_DEFAULT_DEPTH, stays unexpanded. `memo` keeps each default's
 * expansion for the next call.
 */
function expandDefaults(template, defaults, memo = new Map(), expanding = new Set()) {
    try {
        return expandWithin(template, defaults, memo, expanding);
    }
    catch (error) {
        if (error === TOO_LARGE)
            return template;
        throw error;
    }
}
function expandWithin(template, defaults, memo, expanding) {
    // A default whose expansion would pass MAX_EXPANDED_DEFAULT_CHARS stays unexpanded too
    // (INPUT_DEFAULT_TOO_LARGE reports it): the values put in are counted before they are joined.
    // A default that is (or uses one that is) too large is memoised as TOO_LARGE: its users leave
    // it unexpanded rather than grow from its unexpanded text.
    let added = 0;
    return replacePlaceholders(template, (name) => {
        const value = Object.hasOwn(defaults, name) ? defaults[name] : undefined;
        if (value === null || value === undefined)
            return undefined;
        if (typeof value !== 'string')
            return String(value);
        if (expanding.has(name) || expanding.size >= MAX_DEFAULT_DEPTH)
            return undefined;
        let expanded = memo.get(name);
        if (expanded === undefined) {
            expanding.add(name);
            try {
                expanded = expandWithin(value, defaults, memo, expanding);
            }
            catch (error) {
                if (error !== TOO_LARGE)
                    throw error;
                expanded = TOO_LARGE_TEXT;
            }
            expanding.delete(name);
            memo.set(name, expanded);
        }
        if (expanded === TOO_LARGE_TEXT)
            throw TOO_LARGE;
        if ((added += expanded.length) > MAX_EXPANDED_DEFAULT_CHARS)
            throw TOO_LARGE;
        return expanded;
    }, { keepEscapes: true });
}
/** Thrown inside expandDefaults; the top call catches it and leaves the template as written. */
const TOO_LARGE = Symbol('too large');
/** The memo's mark of a default too large to expand (no default's text can be this object). */
const TOO_LARGE_TEXT = new String('');
/**
 * For importers: `text` from another runner, where nothing is a stagegate placeholder. Every
 * `{{name}}` becomes the escape `\{{name}}`, which reads `{{name}}`. Backslashes the source puts
 * right before one cannot be kept (before an escape, two backslashes would make it a real
 * placeholder): they are dropped, so no value can ever be spliced there.
 */
function escapeText(text) {
    return text.replace(PLACEHOLDER_OR_ESCAPED, (whole, backslashes) => `\\${whole.slice(backslashes.length)}`);
}
/**
 * For importers: `before` is source text written right before a placeholder the importer puts
 * there. A backslash ending it would turn the placeholder into an escape (one) or lose one of
 * them (more): one more keeps every backslash and the value after them.
 */
function beforePlaceholder(before) {
    return /\\$/.test(before) ? `${before}\\` : before;
}
function placeholdersIn(text) {
    const names = [];
    for (const match of text.matchAll(PLACEHOLDER))
        names.push(match[1]);
    return names;
}
/** How deep defaults may refer to other defaults (real workflows use two or three levels). */
const MAX_DEFAULT_DEPTH = 256;
/**
 * How long a default may grow once the placeholders it uses are put in (1 MiB of characters):
 * defaults that each use another twice double at every level, 40 levels make a terabyte.
 */
const MAX_EXPANDED_DEFAULT_CHARS = 1024 * 1024;
class PlaceholderError extends Error {
    missing;
    cycle;
    constructor(message, missing, cycle) {
        super(message);
        this.missing = missing;
        this.cycle = cycle;
        this.name = 'PlaceholderError';
    }
}
function scalarToString(value) {
    if (value === null || value === undefined)
        return undefined;
    return String(value);
}
/**
 * Substitute every placeholder in `text`. `quote` transforms each value (shell quoting for
 * `run:` text). Throws PlaceholderError naming every unresolved name.
 */
function substitute(text, bindings, quote) {
    const missing = [];
    const out = replacePlaceholders(text, (name) => {
        const value = bindings.get(name);
        if (value === undefined) {
            if (!missing.includes(name))
                missing.push(name);
            return undefined;
        }
        return quote ? quote(value) : value;
    });
    if (missing.length > 0) {
        throw new PlaceholderError(`unresolved placeholder${missing.length > 1 ? 's' : ''} ${missing.map((m) => `{{${m}}}`).join(', ')}`, missing);
    }
    return out;
}
/**
 * Resolve the values of the four sources into one map. Defaults are templates that may use
 * any other binding; they resolve in dependency order. A default that is null or whose
 * references cannot resolve stays unbound (the caller reports it only if it is used).
 */
function resolveBindings(sources) {
    const result = new Map();
    for (const [k, v] of sources.explicit)
        result.set(k, v);
    // Persisted state and runner-owned values are known without templates; they rank below
    // explicit inputs and defaults, so only fill names that neither of those provides.
    const lower = new Map();
    for (const [k, v] of sources.runnerOwned)
        lower.set(k, v);
    for (const [k, v] of sources.persisted ?? [])
        lower.set(k, v);
    const pending = new Map();
    for (const [k, v] of Object.entries(sources.defaults)) {
        if (result.has(k))
            continue;
        const text = scalarToString(v);
        if (text !== undefined)
            pending.set(k, text);
    }
    const resolving = new Set();
    // The longest chain of defaults each resolved default starts (a node count): a chain is refused
    // at the same depth whichever of its defaults the loop below happens to resolve first.
    const heights = new Map();
    const resolveDefault = (name, chain) => {
        if (result.has(name)) {
            if (chain.length + (heights.get(name) ?? 0) > MAX_DEFAULT_DEPTH)
                tooDeep([...chain, name]);
            return result.get(name);
        }
        const template = pending.get(name);
        if (template === undefined)
            return lower.get(name);
        if (resolving.has(name)) {
            const cycle = [...chain.slice(chain.indexOf(name)), name];
            throw new PlaceholderError(`defaults reference each other in a cycle: ${cycle.join(' -> ')}`, [], cycle);
        }
        // Deeper than any real workflow: refuse instead of recursing until the stack overflows.
        if (chain.length >= MAX_DEFAULT_DEPTH)
            tooDeep([...chain, name]);
        resolving.add(name);
        let unresolved = false;
        let size = 0;
        const tooLarge = () => {
            throw new PlaceholderError(`INPUT_DEFAULT_TOO_LARGE: default '${name}' expands to more than ${MAX_EXPANDED_DEFAULT_CHARS} characters (1 MiB) once the placeholders it uses are put in`, [chain[0] ?? name]);
        };
        let height = 1;
        const value = replacePlaceholders(template, (ref) => {
            const v = resolveDefault(ref, [...chain, name]);
            height = Math.max(height, 1 + (heights.get(ref) ?? 0));
            if (v === undefined)
                unresolved = true;
            // Counted before the text is joined: a value growing by doubling never reaches memory.
            else if ((size += v.length) > MAX_EXPANDED_DEFAULT_CHARS)
                tooLarge();
            return v;
        });
        if (value.length > MAX_EXPANDED_DEFAULT_CHARS)
            tooLarge();
        resolving.delete(name);
        if (unresolved)
            return undefined;
        heights.set(name, height);
        result.set(name, value);
        return value;
    };
    const tooDeep = (chain) => {
        throw new PlaceholderError(`DEFAULTS_TOO_DEEP: defaults refer to each other more than ${MAX_DEFAULT_DEPTH} levels deep (${chain.slice(0, 3).join(' -> ')} -> \u2026)`, [chain[0]]);
    };
    for (const name of pending.keys())
        resolveDefault(name, []);
    for (const [k, v] of lower)
        if (!result.has(k))
            result.set(k, v);
    return result;
}


/***/ }),

/***/ 8072:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   np: () => (/* binding */ checkRunId)
/* harmony export */ });
/* unused harmony exports RUN_ID_PATTERN, runIdProblem */
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2862);
// Run ids are identifiers, never paths: they name folders (runs/<run_id>/) and state files, so a
// run id that could climb out of its folder, nest folders or overflow a file name is refused
// before any file is touched. The same rule holds for every run id: given (--run-id, run_id=),
// read from a state file, or derived by stagegate for a child or foreach item run.

/** One path component: a letter or digit first, then letters, digits, '.', '_' or '-'; at most 128. */
const RUN_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
/** Why `id` is not a run id, or undefined when it is one. */
function runIdProblem(id) {
    if (id.length === 0)
        return 'it is empty';
    if (id.length > 128)
        return `it is ${id.length} characters long (at most 128)`;
    if (id.includes('..'))
        return "it contains '..'";
    if (!RUN_ID_PATTERN.test(id))
        return /[\\/]/.test(id) ? 'it contains a path separator' : 'it must start with a letter or digit and hold only letters, digits, ., _ and -';
    return undefined;
}
/** Throw WORKFLOW_INPUT_INVALID unless `id` is a valid run id. `source` says where it came from. */
function checkRunId(id, source) {
    const problem = runIdProblem(id);
    if (problem === undefined)
        return;
    const shown = id.length > 60 ? `${JSON.stringify(id.slice(0, 60))}\u2026` : JSON.stringify(id);
    throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_INVALID', `${source} ${shown} is not a run id: ${problem}. Nothing was read or written`, {
        hint: 'A run id is one identifier, not a path: [A-Za-z0-9][A-Za-z0-9._-]{0,127} without "..", e.g. --run-id 20260904-audit.',
    });
}


/***/ }),

/***/ 9972:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J4: () => (/* binding */ declValueProblem),
/* harmony export */   cA: () => (/* binding */ lineOf),
/* harmony export */   i7: () => (/* binding */ nameValueProblem),
/* harmony export */   ib: () => (/* binding */ scanShellPlacements)
/* harmony export */ });
/* unused harmony exports IDENTIFIER, NAME_PART, COMPOUND_VALUE, declarationOf, nameReaderOf */
/* harmony import */ var _placeholders_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2183);
// Where each {{placeholder}} of a `run:` script lands, as bash will parse the script: unquoted,
// inside "\u2026", '\u2026' or $'\u2026', in a here-document, in a comment, inside ${\u2026}, or in arithmetic.
// The runner never splices a value into the script: it passes each value in an environment
// variable and puts a reference to it where the placeholder was, written for that place
// (stage-command.ts). Bash does not parse the contents of a variable as code \u2014 except in
// arithmetic, where it evaluates them as an expression (`a[$(cmd)]` runs cmd), so a value used
// there must be an integer \u2014 and where a builtin reads a word as a variable NAME (`printf -v`,
// `read`, `unset`, `declare`, `[[ -v ]]` \u2026): bash evaluates a subscript in a name it is given
// (`arr[$(cmd)]`), so a value there must be a plain identifier. A placement no reference can serve (the body of a here-document with
// a quoted delimiter is never expanded) is refused, at validate and when the step runs.
//
// The scanner is conservative: text it cannot follow (an unterminated quote, an unmatched
// parenthesis) is refused rather than guessed at, and only when the script holds placeholders.

/** What a value used as a variable name must be (a subscript in a name is evaluated). */
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** What a value that only continues a name (namePart) must be. */
const NAME_PART = /^[A-Za-z0-9_]*$/;
/**
 * A value a declaration of an array may read as a compound assignment: bash does so for `(\u2026)`;
 * any value that opens with ( is refused, as text after the placeholder may close it.
 */
const COMPOUND_VALUE = /^\(/;
/** The value rule of a site a builtin reads as a name: undefined when the value passes. */
function nameValueProblem(site, value) {
    if (site.nameFor === undefined)
        return undefined;
    if (site.namePart === true)
        return NAME_PART.test(value) ? undefined : 'letters, digits and _ only ([A-Za-z0-9_]*), as it continues a name';
    return IDENTIFIER.test(value) ? undefined : 'a plain identifier ([A-Za-z_][A-Za-z0-9_]*)';
}
/** The value rule of a declaration's value (declValue): undefined when the value passes. */
function declValueProblem(site, value) {
    const d = site.declValue;
    if (d === undefined || value === '')
        return undefined;
    if (d.integer)
        return /^[+-]?(0|[1-9][0-9]{0,17})$/.test(value) ? undefined : `an integer (\`${d.by}\` evaluates it as arithmetic)`;
    return COMPOUND_VALUE.test(value) ? `a value that is not (\u2026) (\`${d.by}\` reads a value (\u2026) as a compound array assignment, whose subscripts and words bash expands: ([$(cmd)]=1) runs cmd)` : undefined;
}
/**
 * The declaration whose value (`name=\u2026`) the placeholder is part of, or undefined. `prefix`: the
 * text of its word before the placeholder (quotes removed).
 */
function declarationOf(words, prefix) {
    let k = 0;
    while (k < words.length && (/^[A-Za-z_][A-Za-z0-9_]*\+?=/.test(words[k]) || words[k] === 'builtin' || words[k] === 'command'))
        k++;
    const command = words[k];
    if (command === undefined || !DECLARERS.has(command))
        return undefined;
    if (!/^[A-Za-z_][A-Za-z0-9_]*(\[[^\]]*\])?\+?=/.test(prefix))
        return undefined;
    let options = '';
    let ended = false;
    for (const a of words.slice(k + 1)) {
        if (a === '--')
            ended = true;
        else if (!ended && /^-[A-Za-z]+$/.test(a))
            options += a.slice(1);
    }
    if (/n/.test(options) && command !== 'export' && command !== 'readonly')
        return undefined; // a nameref: nameFor
    const integer = options.includes('i');
    const warn = integer || /[aA]/.test(options);
    // Not at the value's start: bash reads a compound value only when it opens the value.
    if (!integer && !/=$/.test(prefix))
        return undefined;
    return { by: `${command}${warn ? ' -' + [...new Set(options.replace(/[^aAi]/g, ''))].join('') : ''}`, integer, warn };
}
class ScanError extends Error {
    offset;
    constructor(message, offset) {
        super(message);
        this.offset = offset;
    }
}
const ARITH_OPERATORS = new Set(['-eq', '-ne', '-lt', '-le', '-gt', '-ge']);
/** Words after which a new simple command starts. */
const STARTERS = new Set(['then', 'do', 'else', 'elif', 'if', 'while', 'until', '!', '{', 'time']);
const SHELLS = /^(?:.*\/)?(?:ba|da|z|k|fi|a|mk)?sh$/;
/**
 * The command that runs a word of this simple command as code (words: those finished before the
 * placeholder's word): the word after a shell's -c (`bash -c '\u2026'`, `sudo sh -c "\u2026"`), any word of
 * `eval`, any word after `ssh` (it joins its arguments into a remote command line).
 */
function evaluatorOf(words) {
    if (words[0] === 'eval')
        return 'eval';
    const ssh = words.findIndex((w) => w === 'ssh' || w.endsWith('/ssh'));
    if (ssh >= 0 && ssh < words.length - 1)
        return 'ssh';
    if (words.at(-1) === '-c') {
        const shell = words.slice(0, -1).find((w) => SHELLS.test(w) || w === 'su');
        if (shell !== undefined)
            return `${shell} -c`;
    }
    return undefined;
}
/** Builtins that declare the names they are given (name=value); -n makes the value a name too. */
const DECLARERS = new Set(['declare', 'typeset', 'local', 'export', 'readonly']);
/** Options taking an argument, per builtin whose other words are names. */
const READ_ARG_OPTIONS = 'adinNptu';
const MAPFILE_ARG_OPTIONS = 'dnOsuCc';
/**
 * The builtin that reads the word a placeholder stands in as a variable name, or undefined.
 * `words`: the finished words of its simple command; `prefix`: the text of its own word before
 * the placeholder (quotes removed); `cond`: inside [[ \u2026 ]].
 */
function nameReaderOf(words, prefix, cond) {
    let k = 0;
    while (k < words.length && (/^[A-Za-z_][A-Za-z0-9_]*\+?=/.test(words[k]) || words[k] === 'builtin' || words[k] === 'command'))
        k++;
    const command = words[k];
    const args = words.slice(k + 1);
    const previous = args.at(-1);
    const last = words.at(-1); // inside [[ \u2026 && \u2026 ]] the words restart after &&
    if ((cond || command === 'test' || command === '[') && (last === '-v' || last === '-R') && prefix === '')
        return `${command === 'test' || command === '[' ? command : '[['} ${last}`;
    if (command === undefined)
        return undefined;
    // Walk the options: `optionArg` is the option whose argument the next word is.
    const walk = (withArg) => {
        let optionArg;
        let operands = 0;
        let options = '';
        let ended = false;
        for (const a of args) {
            if (optionArg !== undefined)
                optionArg = undefined;
            else if (ended || !a.startsWith('-') || a === '-') {
                operands++;
                ended = true;
            }
            else if (a === '--')
                ended = true;
            else {
                options += a.slice(1);
                const last = a.length === 2 ? a[1] : '';
                if (last !== '' && withArg.includes(last))
                    optionArg = last;
                else if (a.length > 2) {
                    // -rp: the last option letter that takes an argument, with nothing after it, takes the next word.
                    const at = [...a.slice(1)].findIndex((c) => withArg.includes(c));
                    if (at === a.length - 2)
                        optionArg = a[a.length - 1];
                }
            }
        }
        return { ...(optionArg !== undefined ? { optionArg } : {}), operands, options };
    };
    // The placeholder is (part of) an operand, not of an option word such as -a{{x}}.
    const operand = !prefix.startsWith('-');
    switch (command) {
        case 'printf': {
            if (previous === '-v' && args.slice(0, -1).every((a) => a.startsWith('-')))
                return 'printf -v';
            if (/^-v/.test(prefix) && args.every((a) => a.startsWith('-')))
                return 'printf -v';
            return undefined;
        }
        case 'read': {
            const w = walk(READ_ARG_OPTIONS);
            if (w.optionArg !== undefined)
                return w.optionArg === 'a' ? 'read -a' : undefined;
            if (!operand)
                return /^-[A-Za-z]*a$/.test(prefix) ? 'read -a' : undefined; // -a{{x}}
            return 'read';
        }
        case 'mapfile':
        case 'readarray': {
            const w = walk(MAPFILE_ARG_OPTIONS);
            if (w.optionArg !== undefined)
                return undefined;
            return operand ? command : undefined;
        }
        case 'getopts': {
            const w = walk('');
            return w.operands === 1 && operand ? 'getopts' : undefined;
        }
        case 'wait': {
            if (previous === '-p' || (previous !== undefined && /^-[A-Za-z]*p$/.test(previous)))
                return 'wait -p';
            return /^-[A-Za-z]*p./.test(prefix) ? 'wait -p' : undefined;
        }
        case 'unset': {
            const w = walk('');
            return w.options.includes('f') || !operand ? undefined : 'unset';
        }
        default: {
            if (!DECLARERS.has(command))
                return undefined;
            const w = walk('');
            if (!operand)
                return undefined;
            if (!prefix.includes('='))
                return command;
            // declare -n ref={{x}}: the value of a nameref is a name.
            if (command !== 'export' && command !== 'readonly' && /n/.test(w.options) && /^[A-Za-z_][A-Za-z0-9_]*=$/.test(prefix))
                return `${command} -n`;
            return undefined;
        }
    }
}
const WORD_END = /[\s;&|()<>]/;
const PLACEHOLDER_AT = new RegExp(_placeholders_js__WEBPACK_IMPORTED_MODULE_0__/* .PLACEHOLDER */ .Kx.source, 'y');
/** Scan `script` (a run: text still holding its placeholders). */
function scanShellPlacements(script) {
    if (!script.includes('{{'))
        return { ok: true, sites: [] };
    const scanner = new Scanner(script);
    try {
        scanner.command(null);
        // A placeholder the scan stepped over (inside a quoted here-document delimiter, say) has no
        // known place: refused, never substituted blindly.
        const seen = new Set(scanner.sites.map((site) => site.start));
        const sites = [...scanner.sites];
        for (const m of script.matchAll(_placeholders_js__WEBPACK_IMPORTED_MODULE_0__/* .PLACEHOLDER */ .Kx)) {
            if (!seen.has(m.index))
                sites.push({ name: m[1], start: m.index, end: m.index + m[0].length, placement: 'word', unsafe: 'stagegate cannot tell where this placeholder lands in the script' });
        }
        return { ok: true, sites: sites.sort((a, b) => a.start - b.start) };
    }
    catch (error) {
        if (error instanceof ScanError)
            return { ok: false, message: error.message, offset: error.offset };
        throw error;
    }
}
/** 1-based line of `offset` in `text`. */
function lineOf(text, offset) {
    let line = 1;
    for (let i = 0; i < offset && i < text.length; i++)
        if (text.charCodeAt(i) === 10)
            line++;
    return line;
}
class Scanner {
    s;
    i = 0;
    sites = [];
    pending = [];
    /** Inside arithmetic (and not in a command substitution nested in it): every site is arith. */
    arith = false;
    /** The finished words of the simple command being read, per nested command list; cond: inside [[ \u2026 ]]. */
    frames = [];
    constructor(s) {
        this.s = s;
    }
    site(placement, unsafe) {
        PLACEHOLDER_AT.lastIndex = this.i;
        const m = PLACEHOLDER_AT.exec(this.s);
        if (!m)
            return false;
        const frame = this.frames.at(-1);
        const evaluatedBy = evaluatorOf(frame?.words ?? []);
        const at = this.arith ? 'arith' : placement;
        const operandAt = frame !== undefined && !frame.redirect && (at === 'word' || at === 'double' || at === 'single' || at === 'ansi');
        const prefix = operandAt ? this.wordPrefix() : '';
        const nameFor = operandAt ? nameReaderOf(frame.words, prefix, frame.cond) : undefined;
        const namePart = nameFor !== undefined && IDENTIFIER.test(prefix);
        const declValue = operandAt && nameFor === undefined ? declarationOf(frame.words, prefix) : undefined;
        this.sites.push({ name: m[1], start: this.i, end: this.i + m[0].length, placement: at, ...(unsafe !== undefined ? { unsafe } : {}), ...(evaluatedBy !== undefined ? { evaluatedBy } : {}), ...(nameFor !== undefined ? { nameFor } : {}), ...(namePart ? { namePart: true } : {}), ...(declValue !== undefined ? { declValue } : {}) });
        this.i += m[0].length;
        return true;
    }
    /** The text of the current word before this.i, quotes removed (approximate: back to a blank or an operator). */
    wordPrefix() {
        let k = this.i;
        while (k > 0 && !/[\s;&|()<>`]/.test(this.s[k - 1]))
            k--;
        return this.s.slice(k, this.i).replace(/\$?["']/g, '');
    }
    /**
     * At a backslash: it escapes the next character, unless a placeholder follows \u2014 the backslash
     * would then escape the first character of the reference put there (\"\u2026): refused.
     */
    escape(placement) {
        this.i++;
        if (this.s[this.i] === '{' && this.site(placement, 'a backslash right before a placeholder would escape the reference put there; remove it'))
            return;
        this.i++;
    }
    fail(message, offset = this.i) {
        throw new ScanError(message, offset);
    }
    startsWith(text) {
        return this.s.startsWith(text, this.i);
    }
    /**
     * A command list, until `end`: ')' (a $(\u2026), (\u2026) or <(\u2026) body), '`' (a backtick body) or the end
     * of the script (null).
     */
    command(end) {
        const s = this.s;
        const outerArith = this.arith;
        this.arith = false;
        let depth = 0; // ( \u2026 ) groups opened inside this list
        let wordStart = true;
        let commandStart = true;
        let word = ''; // the plain text of the current word, for keywords
        let letCommand = false;
        let cond; // inside [[ \u2026 ]]
        const cases = [];
        const words = [];
        // redirect: the word being read is the target of < > <<< (not an operand of the command).
        const frame = { words, cond: false, redirect: false };
        this.frames.push(frame);
        const endWord = () => {
            if (word !== '' && frame.redirect)
                frame.redirect = false;
            else if (word !== '') {
                if (STARTERS.has(word) && commandStart)
                    words.length = 0;
                else
                    words.push(word);
                if (word === '[[' && cond === undefined) {
                    cond = { from: this.sites.length, arithmetic: false };
                    frame.cond = true;
                }
                else if (word === ']]' && cond !== undefined) {
                    if (cond.arithmetic)
                        for (let k = cond.from; k < this.sites.length; k++)
                            this.sites[k].placement = 'arith';
                    cond = undefined;
                    frame.cond = false;
                }
                else if (cond !== undefined && ARITH_OPERATORS.has(word))
                    cond.arithmetic = true;
                else if (word === 'let' && commandStart)
                    letCommand = true;
                else if (word === 'case' && commandStart)
                    cases.push({ depth, state: 'subject' });
                else if (word === 'in' && cases.at(-1)?.state === 'subject')
                    cases.at(-1).state = 'pattern';
                else if (word === 'esac' && cases.length > 0)
                    cases.pop();
                commandStart = STARTERS.has(word);
            }
            word = '';
            wordStart = true;
        };
        const endCommand = () => {
            endWord();
            frame.redirect = false;
            words.length = 0;
            letCommand = false;
            commandStart = true;
        };
        while (this.i < s.length) {
            if (s[this.i] === '{' && this.site(letCommand ? 'arith' : 'word')) {
                wordStart = false;
                word += '\0'; // not a keyword
                continue;
            }
            const c = s[this.i];
            if (end === '`' && c === '`') {
                this.i++;
                endCommand();
                this.frames.pop();
                this.arith = outerArith;
                return;
            }
            if (c === ')')
                endWord(); // a keyword right before it (esac) counts
            if (c === ')' && end === ')' && depth === 0 && cases.at(-1)?.state !== 'pattern') {
                this.i++;
                endCommand();
                this.frames.pop();
                this.arith = outerArith;
                return;
            }
            if (c === '\\') {
                this.escape(letCommand ? 'arith' : 'word');
                wordStart = false;
                word += '\0';
                continue;
            }
            if (c === '#' && wordStart) {
                this.comment();
                continue;
            }
            if (c === '\n') {
                this.i++;
                endCommand();
                this.heredocBodies();
                continue;
            }
            if (c === ' ' || c === '\t' || c === '\r') {
                this.i++;
                endWord();
                continue;
            }
            if (c === '&' && s[this.i + 1] === '>') {
                // &>file &>>file: a redirection of stdout and stderr, not a command separator.
                endWord();
                this.i += s[this.i + 2] === '>' ? 3 : 2;
                frame.redirect = true;
                continue;
            }
            if (c === ';' || c === '&' || c === '|') {
                endCommand();
                // ;; ;& ;;& end a case branch: the next pattern follows.
                if (c === ';' && (s[this.i + 1] === ';' || s[this.i + 1] === '&') && cases.at(-1)?.state === 'body')
                    cases.at(-1).state = 'pattern';
                this.i++;
                while (this.i < s.length && ';&|'.includes(s[this.i]))
                    this.i++;
                continue;
            }
            if (c === '(') {
                if (wordStart && s[this.i + 1] === '(') {
                    // (( arithmetic ))
                    this.i += 2;
                    this.arithmetic('))');
                    endWord();
                    continue;
                }
                endCommand();
                this.i++;
                if (cases.at(-1)?.state !== 'pattern')
                    depth++; // a pattern may open with (
                continue;
            }
            if (c === ')') {
                const top = cases.at(-1);
                if (top?.state === 'pattern' && depth === top.depth)
                    top.state = 'body';
                else if (depth > 0)
                    depth--;
                else
                    this.fail("unmatched ')'");
                this.i++;
                endCommand();
                continue;
            }
            if (c === '<' || c === '>') {
                // 2>\u2026 {fd}>\u2026: the word before is the redirection's descriptor, no word of the command.
                if (/^([0-9]+|\{[A-Za-z_][A-Za-z0-9_]*\})$/.test(word))
                    word = '';
                endWord();
                if (s[this.i + 1] === '(') {
                    this.i += 2;
                    this.command(')');
                    wordStart = false;
                    frame.redirect = false; // < <(\u2026): the process substitution was the target
                    continue;
                }
                if (this.startsWith('<<<')) {
                    this.i += 3;
                    frame.redirect = true;
                    continue;
                }
                if (this.startsWith('<<')) {
                    this.i += 2;
                    this.heredocOperator();
                    continue;
                }
                this.i++;
                if (s[this.i] === '>' || s[this.i] === '|')
                    this.i++; // >> <> >|
                if (s[this.i] === '&')
                    this.i++; // >&2 <&3 2>&1: a descriptor follows, not a command separator
                frame.redirect = true;
                continue;
            }
            if (wordStart && /[A-Za-z_]/.test(c)) {
                // name[subscript]=\u2026: an indexed array's subscript is arithmetic.
                const m = /^[A-Za-z_][A-Za-z0-9_]*\[/.exec(s.slice(this.i, this.i + 256));
                if (m) {
                    this.i += m[0].length;
                    this.subscript();
                    wordStart = false;
                    word += '\0';
                    continue;
                }
            }
            wordStart = false;
            if (c === "'") {
                word += '\0';
                this.single();
                continue;
            }
            if (c === '"') {
                word += '\0';
                this.i++;
                this.double();
                continue;
            }
            if (c === '`') {
                word += '\0';
                this.i++;
                this.command('`');
                continue;
            }
            if (c === '$') {
                word += '\0';
                this.dollar(letCommand ? 'arith' : 'word');
                continue;
            }
            word += c;
            this.i++;
        }
        if (end === ')')
            this.fail("unterminated '$(' or '(': no matching ')'");
        if (end === '`')
            this.fail('unterminated backtick command substitution');
        if (depth > 0)
            this.fail("unmatched '('");
        if (this.pending.length > 0)
            this.heredocBodies();
        this.frames.pop();
        this.arith = outerArith;
    }
    /** After $: $( \u2026 ), $(( \u2026 )), ${ \u2026 }, $[ \u2026 ], $'\u2026', $"\u2026", or a plain $name. */
    dollar(plain) {
        const s = this.s;
        if (s.startsWith('{{', this.i + 1)) {
            this.i++;
            // $ directly before a placeholder: the reference would join the $ ($$, $"\u2026"): refused.
            if (this.site(plain, 'a $ right before a placeholder would join the reference put there ($$\u2026); write \\$ for a literal dollar sign'))
                return;
            this.i--;
        }
        const next = s[this.i + 1];
        if (next === '(') {
            if (s[this.i + 2] === '(') {
                this.i += 3;
                this.arithmetic('))');
            }
            else {
                this.i += 2;
                this.command(')');
            }
            return;
        }
        if (next === '{') {
            this.i += 2;
            this.parameter();
            return;
        }
        if (next === '[') {
            this.i += 2;
            this.arithmetic(']');
            return;
        }
        if (next === "'") {
            this.i += 2;
            this.ansi();
            return;
        }
        if (next === '"') {
            this.i += 2;
            this.double();
            return;
        }
        this.i++;
    }
    comment() {
        while (this.i < this.s.length && this.s[this.i] !== '\n') {
            if (this.s[this.i] === '{' && this.site('comment'))
                continue;
            this.i++;
        }
    }
    single() {
        const open = this.i;
        this.i++;
        while (this.i < this.s.length && this.s[this.i] !== "'") {
            if (this.s[this.i] === '{' && this.site('single'))
                continue;
            this.i++;
        }
        if (this.i >= this.s.length)
            this.fail("unterminated '\u2026' quote", open);
        this.i++;
    }
    ansi() {
        const open = this.i - 2;
        while (this.i < this.s.length && this.s[this.i] !== "'") {
            if (this.s[this.i] === '{' && this.site('ansi'))
                continue;
            if (this.s[this.i] === '\\')
                this.escape('ansi');
            else
                this.i++;
        }
        if (this.i >= this.s.length)
            this.fail("unterminated $'\u2026' quote", open);
        this.i++;
    }
    /** Inside "\u2026" (the opening quote consumed). */
    double() {
        const open = this.i - 1;
        const s = this.s;
        while (this.i < s.length) {
            const c = s[this.i];
            if (c === '{' && this.site('double'))
                continue;
            if (c === '"') {
                this.i++;
                return;
            }
            if (c === '\\')
                this.escape('double');
            else if (c === '`') {
                this.i++;
                this.command('`');
            }
            else if (c === '$')
                this.dollar('double');
            else
                this.i++;
        }
        this.fail('unterminated "\u2026" quote', open);
    }
    /** ${ \u2026 } (the ${ consumed): name, [subscript], then an operator and its word. */
    parameter() {
        const s = this.s;
        const open = this.i - 2;
        if (s[this.i] === '#' || s[this.i] === '!')
            this.i++;
        // A placeholder as the name: the value would name a variable; only an integer (a positional
        // parameter) is harmless there.
        if (s[this.i] === '{' && this.site('arith')) {
            this.sites.at(-1).placement = 'arith';
        }
        else if (/[A-Za-z_]/.test(s[this.i] ?? '')) {
            while (/[A-Za-z0-9_]/.test(s[this.i] ?? ''))
                this.i++;
        }
        else if (/[0-9]/.test(s[this.i] ?? '')) {
            while (/[0-9]/.test(s[this.i] ?? ''))
                this.i++;
        }
        else if (/[@*#?$!-]/.test(s[this.i] ?? ''))
            this.i++;
        if (s[this.i] === '[') {
            this.i++;
            this.subscript();
        }
        if (s[this.i] === '}') {
            this.i++;
            return;
        }
        const c = s[this.i];
        if (c === ':' && !'-=?+'.includes(s[this.i + 1] ?? '')) {
            // ${name:offset:length}: arithmetic.
            this.i++;
            this.arithmetic('}');
            return;
        }
        if (c === undefined || !':-=?+#%/^,@'.includes(c))
            this.fail('unrecognised ${\u2026} expansion', open);
        this.i++;
        while (this.i < s.length && '-=?+#%/^,'.includes(s[this.i]) && s[this.i - 1] !== '/')
            this.i++;
        this.parameterWord(open);
    }
    /** The word of ${name<op>word}, until the matching }. */
    parameterWord(open) {
        const s = this.s;
        let depth = 0;
        while (this.i < s.length) {
            const c = s[this.i];
            if (c === '{' && this.site('param'))
                continue;
            if (c === '}') {
                this.i++;
                if (depth === 0)
                    return;
                depth--;
                continue;
            }
            if (c === '{')
                depth++;
            if (c === '\\')
                this.escape('param');
            else if (c === "'")
                this.single();
            else if (c === '"') {
                this.i++;
                this.double();
            }
            else if (c === '`') {
                this.i++;
                this.command('`');
            }
            else if (c === '$')
                this.dollar('param');
            else
                this.i++;
        }
        this.fail('unterminated ${\u2026} expansion', open);
    }
    /** name[ \u2026 ] (the [ consumed): arithmetic for an indexed array. */
    subscript() {
        this.arithmetic(']');
    }
    /** Arithmetic until `close` ('))', ']' or '}'): every placeholder inside is arith. */
    arithmetic(close) {
        const s = this.s;
        const open = this.i;
        const outer = this.arith;
        this.arith = true;
        let depth = 0;
        while (this.i < s.length) {
            const c = s[this.i];
            if (c === '{' && this.site('arith'))
                continue;
            if (depth === 0 && s.startsWith(close, this.i)) {
                this.i += close.length;
                this.arith = outer;
                return;
            }
            if (c === '(' || c === '[')
                depth++;
            else if ((c === ')' || c === ']') && depth > 0)
                depth--;
            if (c === '\\')
                this.escape('arith');
            else if (c === "'")
                this.single();
            else if (c === '"') {
                this.i++;
                this.double();
            }
            else if (c === '`') {
                this.i++;
                this.command('`');
            }
            else if (c === '$')
                this.dollar('arith');
            else
                this.i++;
        }
        this.fail(`unterminated arithmetic (no '${close}')`, open);
    }
    /** After << or <<-: the delimiter word; the body follows the end of the line. */
    heredocOperator() {
        const s = this.s;
        const stripTabs = s[this.i] === '-';
        if (stripTabs)
            this.i++;
        while (s[this.i] === ' ' || s[this.i] === '\t')
            this.i++;
        const from = this.i;
        let delimiter = '';
        let quoted = false;
        while (this.i < s.length && !WORD_END.test(s[this.i])) {
            const c = s[this.i];
            if (c === '{' && this.site('word', 'a here-document delimiter is not expanded: a placeholder cannot be part of it')) {
                quoted = true;
                continue;
            }
            if (c === "'" || c === '"') {
                quoted = true;
                const close = s.indexOf(c, this.i + 1);
                if (close < 0)
                    this.fail('unterminated quote in a here-document delimiter', this.i);
                delimiter += s.slice(this.i + 1, close);
                this.i = close + 1;
            }
            else if (c === '\\') {
                quoted = true;
                delimiter += s[this.i + 1] ?? '';
                this.i += 2;
            }
            else if (c === '$' && (s[this.i + 1] === "'" || s[this.i + 1] === '"')) {
                this.i++;
            }
            else {
                delimiter += c;
                this.i++;
            }
        }
        if (this.i === from)
            this.fail('a here-document operator without a delimiter', from);
        this.pending.push({ delimiter, stripTabs, expand: !quoted });
    }
    /** At the start of a line: the bodies of the here-documents opened on the line before. */
    heredocBodies() {
        const s = this.s;
        const pending = this.pending;
        this.pending = [];
        for (const doc of pending) {
            const bodyStart = this.i;
            let bodyEnd = s.length;
            let next = s.length;
            let at = this.i;
            while (at < s.length) {
                const nl = s.indexOf('\n', at);
                const lineEnd = nl < 0 ? s.length : nl;
                const line = s.slice(at, lineEnd);
                if ((doc.stripTabs ? line.replace(/^\t+/, '') : line) === doc.delimiter) {
                    bodyEnd = at;
                    next = nl < 0 ? s.length : nl + 1;
                    break;
                }
                at = lineEnd + 1;
            }
            this.heredocBody(bodyStart, bodyEnd, doc.expand);
            this.i = next;
        }
    }
    heredocBody(from, to, expand) {
        const s = this.s;
        this.i = from;
        while (this.i < to) {
            const c = s[this.i];
            if (c === '{') {
                if (expand ? this.site('heredoc') : this.site('heredoc', 'the body of a here-document with a quoted delimiter (<<\'EOF\') is never expanded: no value can reach it'))
                    continue;
            }
            if (!expand) {
                this.i++;
                continue;
            }
            if (c === '\\')
                this.escape('heredoc');
            else if (c === '`') {
                this.i++;
                this.command('`');
            }
            else if (c === '$')
                this.dollar('heredoc');
            else
                this.i++;
            if (this.i > to)
                this.fail('an expansion in a here-document runs past its end', from);
        }
    }
}


/***/ }),

/***/ 7280:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B0: () => (/* binding */ EXECUTABLE_KINDS),
/* harmony export */   Bv: () => (/* binding */ declaredCompletedCount),
/* harmony export */   EV: () => (/* binding */ DEFAULT_TIMEOUT_MINUTES),
/* harmony export */   K2: () => (/* binding */ declaredStepCount),
/* harmony export */   QR: () => (/* binding */ targetsOf),
/* harmony export */   QU: () => (/* binding */ ASK_TARGET),
/* harmony export */   au: () => (/* binding */ stepNamed),
/* harmony export */   bR: () => (/* binding */ CONTROL_NAMES),
/* harmony export */   d_: () => (/* binding */ classifyStep),
/* harmony export */   e2: () => (/* binding */ TERMINAL_TARGETS),
/* harmony export */   jF: () => (/* binding */ isResolverStep),
/* harmony export */   qc: () => (/* binding */ DEFAULT_MAX_VISITS),
/* harmony export */   s4: () => (/* binding */ conditionalInputs),
/* harmony export */   tG: () => (/* binding */ BLOCKING_NAMES),
/* harmony export */   xG: () => (/* binding */ RUNNER_OWNED),
/* harmony export */   zU: () => (/* binding */ routesToAsk)
/* harmony export */ });
/* unused harmony export STEP_KIND_KEYS */
/**
 * The top-level step `name` names: a step id, else the one step whose id as written in an imported
 * file it is (StepModel.written). Undefined when none, or when several steps were written so.
 */
function stepNamed(workflow, name) {
    if (workflow.steps.has(name))
        return name;
    const matches = [...workflow.steps.values()].filter((s) => s.written === name);
    return matches.length === 1 ? matches[0].id : undefined;
}
/** The steps a run counts its progress against ("[2/5]"): those the file declares. */
function declaredStepCount(workflow) {
    let n = 0;
    for (const step of workflow.steps.values())
        if (step.implicit !== true)
            n++;
    return n;
}
/** The run's completed steps as its progress counts them ("[2/5]"): those the file declares. */
function declaredCompletedCount(workflow, completed) {
    let n = 0;
    for (const id of completed)
        if (workflow.steps.get(id)?.implicit !== true)
            n++;
    return n;
}
const TERMINAL_TARGETS = new Set(['DONE', 'BLOCKED']);
/**
 * The reserved status target that asks a person (docs/workflow-format.md#asking-mid-stage): the
 * gate's `question:` is kept, the run stops WORKFLOW_ANSWER_REQUIRED, and `run --answer` runs the
 * step again with the answer. Not an edge of the graph: the step stays where it is.
 */
const ASK_TARGET = 'ASK';
/** Whether `status` of `step` routes to ASK (a plain target: validate/rules/ask.ts refuses any other form). */
function routesToAsk(step, status) {
    const statuses = step.def.statuses;
    return statuses !== undefined && Object.hasOwn(statuses, status) && statuses[status] === ASK_TARGET;
}
const DEFAULT_MAX_VISITS = 10;
/** A stage's time limit when neither the step nor execution.timeout_minutes sets one: GitHub's job limit (6 h). */
const DEFAULT_TIMEOUT_MINUTES = 360;
/** Values the runner owns; a workflow may reference them but never define them. */
const RUNNER_OWNED = [
    'run_id',
    'workflow',
    'step',
    'agent_package_version',
    'source_commit',
    'blocking_artifact',
    'blocking_qids',
    'blocking_retry_step',
];
/** Execution controls that may arrive as name=value tokens or inputs; never workflow inputs. */
const CONTROL_NAMES = ['stop_after_step', 'execution_mode', 'ignore_previous_completion'];
/** The keys that give a step its kind: a step has exactly one (the published JSON Schema says so too: scripts/gen-schema.ts). */
const STEP_KIND_KEYS = ['run', 'prompt', 'inline_instruction', 'action', 'instruction', 'child_workflow', 'foreach', 'decide', 'approval', 'parallel'];
/** Decide a step's kind from its keys, or say why the keys do not make one kind. */
function classifyStep(def) {
    const markers = STEP_KIND_KEYS.filter((k) => def[k] !== undefined);
    const has = (k) => markers.includes(k);
    if (markers.length === 0) {
        return { problem: 'step has no kind: give it one of run, prompt, inline_instruction, action, instruction, child_workflow, foreach, decide, approval or parallel' };
    }
    if (has('prompt') && has('inline_instruction'))
        return { problem: 'step has both prompt and inline_instruction: keep one' };
    if (markers.length > 1)
        return { problem: `step mixes ${markers.join(' and ')}: a step has exactly one kind` };
    if (has('run'))
        return { kind: 'shell' };
    if (has('child_workflow'))
        return { kind: 'child_workflow' };
    if (has('foreach'))
        return { kind: 'foreach' };
    if (has('decide'))
        return { kind: 'decision' };
    if (has('approval'))
        return { kind: 'approval' };
    if (has('parallel'))
        return { kind: 'parallel' };
    if (has('instruction'))
        return { kind: 'instruction' };
    if (has('action'))
        return { kind: 'action' };
    if ((def.retry_step !== undefined || def.on_success !== undefined) && def.statuses === undefined)
        return { kind: 'resolver' };
    return { kind: 'agent' };
}
/**
 * Whether the step resolves high-impact unknowns (4.0 High-Impact Unknown Rule): a resolver step
 * (retry_step/on_success, no statuses), or a gated stage that also names the step it retries
 * (retry_step plus statuses, e.g. full-reverse-engineering's resolve_*_unknowns). Either way the
 * blocking fields are persisted before it is entered and bound into its prompt and environment.
 */
function isResolverStep(step) {
    if (!step)
        return false;
    return step.kind === 'resolver' || (step.kind === 'agent' && step.def.retry_step !== undefined);
}
/** The runner-owned values a resolver receives (prompt and STAGEGATE_INPUT_* environment). */
const BLOCKING_NAMES = ['blocking_artifact', 'blocking_qids', 'blocking_retry_step'];
/** Every step id a transition value can lead to (both branches of a conditional). */
function targetsOf(target) {
    if (typeof target === 'string')
        return [target];
    return [...Object.values(target.if_input_present), target.else];
}
/**
 * The inputs a map of transitions tests with if_input_present: whether they were present is a
 * fact of the run (recorded with the transition), the target it leads to follows from it.
 */
function conditionalInputs(targets) {
    const names = new Set();
    for (const target of Object.values(targets ?? {}))
        if (typeof target !== 'string')
            for (const name of Object.keys(target.if_input_present))
                names.add(name);
    return [...names];
}
/** Step kinds this version executes; the others load and validate but `run` refuses them. */
const EXECUTABLE_KINDS = new Set(['shell', 'agent', 'resolver', 'action', 'instruction', 'child_workflow', 'foreach', 'decision', 'approval', 'parallel']);


/***/ })

};
