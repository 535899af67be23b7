export const id = 564;
export const ids = [564];
export const modules = {

/***/ 93564:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createAjvEngine: () => (/* binding */ createAjvEngine)
/* harmony export */ });
/* unused harmony export re2RegExp */
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52210);
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var ajv_formats__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82815);
/* harmony import */ var ajv_formats__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(ajv_formats__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var re2js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2856);
/* harmony import */ var _gate_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38266);
// The gate_schema engine: ajv, JSON Schema draft 2020-12, with ajv-formats (date-time, email,
// uri \u2026). Loaded only through loadGateSchemaEngine (gate-schema.ts), as its own bundle chunk.
//
// Every `pattern` and `patternProperties` key runs on RE2 (re2js, a pure-JS port: no native
// module to build), not on V8's backtracking engine: a schema is written by a workflow's author
// and the gate values it is matched against come from stages and agents, so a pattern such as
// ^(a+)+$ met by 40 a's and a '!' would otherwise hold the runner's one thread for ever (no stage
// timeout covers the gate check, and SIGTERM is never handled). RE2 matches in time linear in
// the input; what it cannot express (lookaround, backreferences) is refused when the schema
// compiles, at validate time (GATE_SCHEMA_PATTERN_UNSUPPORTED), never met at run time.




/** At most this many errors are named per mismatching gate. */
const MAX_ERRORS = 5;
// ajv-formats is a CommonJS module whose `module.exports` is the plugin; its types declare it as
// the default export, which NodeNext reads as module.exports.default.
const addFormats = ((ajv_formats__WEBPACK_IMPORTED_MODULE_0___default()["default"]) ?? (ajv_formats__WEBPACK_IMPORTED_MODULE_0___default()));
/** A pattern RE2 cannot compile (thrown through ajv.compile by re2RegExp). */
class PatternUnsupported extends Error {
    pattern;
    why;
    constructor(pattern, why) {
        super(`pattern ${JSON.stringify(pattern)} is not RE2 syntax: ${why}`);
        this.pattern = pattern;
        this.why = why;
    }
}
/**
 * ajv's `code.regExp`: a pattern compiled by RE2 (JavaScript escapes such as \u00e9 and \/
 * translated first). Its toString is the pattern: ajv keys its compiled patterns by it.
 */
function re2RegExp(pattern) {
    let re;
    try {
        re = re2js__WEBPACK_IMPORTED_MODULE_2__/* .RE2JS */ .L3.compile(re2js__WEBPACK_IMPORTED_MODULE_2__/* .RE2JS */ .L3.translateRegExp(pattern));
    }
    catch (error) {
        throw new PatternUnsupported(pattern, (error.message ?? String(error)).replace(/^error parsing regexp: /, ''));
    }
    return { test: (s) => re.test(s), toString: () => `re2:${pattern}` };
}
re2RegExp.code = 're2js';
function createAjvEngine() {
    const ajv = new ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_3__.Ajv2020({
        // Patterns on RE2: linear time, whatever the gate value (see the top of this file).
        code: { regExp: re2RegExp },
        // Every mismatch, not only the first (the message names a few).
        allErrors: true,
        // An unknown keyword or format is an error (a typo such as `requierd` never passes silently);
        // type and tuple hints are not demanded of a schema a person writes.
        strictSchema: true,
        strictTypes: false,
        strictTuples: false,
        // Schemas with an $id are not kept in the instance: two steps may use the same $id.
        addUsedSchema: false,
        // Nothing on the console: findings are diagnostics.
        logger: false,
    });
    addFormats(ajv);
    return {
        compile(schema) {
            const dialect = schema['$schema'];
            if (dialect !== undefined && (typeof dialect !== 'string' || dialect.replace(/#$/, '') !== _gate_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .GATE_SCHEMA_DIALECT */ .bn)) {
                return { ok: false, reason: `$schema is ${JSON.stringify(dialect)}, but a gate_schema is JSON Schema draft 2020-12 ($schema: ${_gate_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .GATE_SCHEMA_DIALECT */ .bn}, or no $schema)` };
            }
            let validate;
            try {
                validate = ajv.compile(schema);
            }
            catch (error) {
                if (error instanceof PatternUnsupported)
                    return { ok: false, reason: error.message, unsupportedPattern: error.pattern };
                return { ok: false, reason: compileProblem(error.message, Object.keys(ajv.formats)) };
            }
            return {
                ok: true,
                check: (extra) => (validate(extra) ? [] : (validate.errors ?? []).slice(0, MAX_ERRORS).map((e) => ({ text: describe(e), ...keyOf(e) }))),
            };
        },
    };
}
/** ajv's compile error in the words of a workflow author. */
function compileProblem(message, formats) {
    const format = /^unknown format "(.*)" ignored in schema at path "(.*)"$/.exec(message);
    if (format)
        return `unknown format "${format[1]}" at ${format[2]} (known: ${formats.join(', ')})`;
    return message.replace(/^strict mode: /, '');
}
/** The gate key an error is about: its path's first segment (a JSON pointer), or the key additionalProperties refuses. */
function keyOf(error) {
    const first = error.instancePath.split('/')[1];
    if (first !== undefined)
        return { key: first.replace(/~1/g, '/').replace(/~0/g, '~') };
    const extra = error.params['additionalProperty'];
    return error.keyword === 'additionalProperties' && typeof extra === 'string' ? { key: extra } : {};
}
/** One ajv error as `/score must be integer` (the gate's own level: no path). */
function describe(error) {
    const params = error.params;
    let detail = '';
    if (error.keyword === 'additionalProperties' && typeof params['additionalProperty'] === 'string')
        detail = ` ('${params['additionalProperty']}')`;
    else if ((error.keyword === 'enum' || error.keyword === 'const') && params['allowedValues' in params ? 'allowedValues' : 'allowedValue'] !== undefined) {
        detail = `: ${JSON.stringify(params['allowedValues' in params ? 'allowedValues' : 'allowedValue'])}`;
    }
    const message = `${error.message ?? error.keyword}${detail}`;
    return error.instancePath === '' ? message : `${error.instancePath} ${message}`;
}


/***/ })

};
