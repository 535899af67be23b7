export const id = 564;
export const ids = [564];
export const modules = {

/***/ 3564:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createAjvEngine: () => (/* binding */ createAjvEngine)
/* harmony export */ });
/* unused harmony exports jsPatternForRe2, re2RegExp, schemaProblem */
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2210);
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var ajv_formats__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2815);
/* harmony import */ var ajv_formats__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(ajv_formats__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var re2js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2856);
/* harmony import */ var _gate_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8266);
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
    constructor(pattern, why, what = 'is not RE2 syntax') {
        super(`pattern ${JSON.stringify(pattern)} ${what}: ${why}`);
        this.pattern = pattern;
        this.why = why;
    }
}
// JavaScript's \s (WhiteSpace and LineTerminator: ECMA-262), written for an RE2 class, and its
// complement; RE2's own \s is only [\t\n\f\r ] (no \v, no-break space, U+2028, BOM ...).
const JS_SPACE = '\\t\\n\\x0B\\f\\r \\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}';
const JS_NOT_SPACE = '\\x00-\\x08\\x0E-\\x1F\\x21-\\x{9F}\\x{A1}-\\x{167F}\\x{1681}-\\x{1FFF}\\x{200B}-\\x{2027}\\x{202A}-\\x{202E}\\x{2030}-\\x{205E}\\x{2060}-\\x{2FFF}\\x{3001}-\\x{FEFE}\\x{FF00}-\\x{10FFFF}';
/**
 * A JSON Schema pattern (ECMA-262, as ajv compiles it: the `u` flag, no other) in RE2 words that
 * match the same strings where the two differ in meaning, not in syntax: \s and \S (RE2's are
 * ASCII-only), `.` (JavaScript's stops at \r, U+2028 and U+2029 too, RE2's only at \n), a
 * surrogate pair written as two \u escapes (one code point under `u`) and [\b] (backspace);
 * \k<name> (a backreference, which RE2 would read as the letter k) is refused. Everything else is
 * left to RE2JS.translateRegExp and RE2's own parser.
 */
function jsPatternForRe2(pattern) {
    let out = '';
    let inClass = false;
    for (let i = 0; i < pattern.length; i++) {
        const ch = pattern[i];
        if (ch === '\\' && i + 1 < pattern.length) {
            const next = pattern[i + 1];
            const pair = /^\\u(d[89ab][0-9a-f]{2})\\u(d[c-f][0-9a-f]{2})/i.exec(pattern.slice(i));
            if (pair) {
                const cp = 0x10000 + ((parseInt(pair[1], 16) - 0xd800) << 10) + (parseInt(pair[2], 16) - 0xdc00);
                out += `\\x{${cp.toString(16).toUpperCase()}}`;
                i += pair[0].length - 1;
            }
            else if (next === 's')
                out += inClass ? JS_SPACE : `[${JS_SPACE}]`;
            else if (next === 'S')
                out += inClass ? JS_NOT_SPACE : `[${JS_NOT_SPACE}]`;
            else if (next === 'b' && inClass)
                out += '\\x08';
            // RE2 reads \k as a literal k: ^(?<n>a)\k<n>$ would match 'ak<n>', not 'aa'.
            else if (next === 'k')
                throw new Error('invalid escape sequence: `\\k` (a backreference by name: RE2 has no backreferences)');
            else {
                out += ch + next;
                i++;
                continue;
            }
            if (!pair)
                i++;
            continue;
        }
        if (inClass) {
            if (ch === ']')
                inClass = false;
            out += ch;
        }
        else if (ch === '[') {
            inClass = true;
            out += ch;
            // `[^]`: the class's '^' is not a member; a ']' right after it (or after '[') ends it.
            if (pattern[i + 1] === '^')
                out += pattern[++i];
        }
        else
            out += ch === '.' ? '[^\\n\\r\\x{2028}\\x{2029}]' : ch;
    }
    return out;
}
/**
 * ajv's `code.regExp`: a pattern compiled by RE2 (JavaScript escapes such as \u00e9 and \/
 * translated first, and the differences jsPatternForRe2 names). Its toString is the pattern: ajv
 * keys its compiled patterns by it.
 */
function re2RegExp(pattern) {
    // JSON Schema's `pattern` is an ECMA-262 regular expression: one JavaScript does not compile
    // (RE2-only syntax such as (?i), \A, \Q\u2026\E, [[:alpha:]]) is refused as ajv refused it before,
    // so a schema means the same to every JSON Schema validator. Compiled only, never run: no input
    // can make a compile slow.
    try {
        new RegExp(pattern, 'u');
    }
    catch (error) {
        throw new PatternUnsupported(pattern, error.message, 'is not a JavaScript (ECMA-262) regular expression, as JSON Schema\'s pattern is');
    }
    let re;
    try {
        re = re2js__WEBPACK_IMPORTED_MODULE_2__/* .RE2JS */ .L3.compile(re2js__WEBPACK_IMPORTED_MODULE_2__/* .RE2JS */ .L3.translateRegExp(jsPatternForRe2(pattern)));
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
            if (dialect !== undefined && (typeof dialect !== 'string' || dialect.replace(/#$/, '') !== _gate_schema_js__WEBPACK_IMPORTED_MODULE_1__.GATE_SCHEMA_DIALECT)) {
                return { ok: false, reason: `$schema is ${JSON.stringify(dialect)}, but a gate_schema is JSON Schema draft 2020-12 ($schema: ${_gate_schema_js__WEBPACK_IMPORTED_MODULE_1__.GATE_SCHEMA_DIALECT}, or no $schema)` };
            }
            // The schema checked against the draft's meta-schema first: its errors name the keyword
            // and where it stands (ajv.compile's message is the meta-schema's wording alone).
            if (!ajv.validateSchema(schema)) {
                const problem = schemaProblem(schema, ajv.errors ?? []);
                if (problem !== undefined)
                    return { ok: false, ...problem };
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
            // $async: true compiles to a function that returns a promise: every gate would pass the
            // check, and a mismatch would reject that promise unhandled (which ends the process).
            if (validate.$async === true)
                return { ok: false, reason: '$async: true is not supported: a gate is checked as it is read (remove $async)', at: ['$async'] };
            return {
                ok: true,
                check: (extra) => (validate(extra) ? [] : (validate.errors ?? []).slice(0, MAX_ERRORS).map((e) => ({ text: describe(e), ...keyOf(e) }))),
            };
        },
    };
}
const JSON_TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'];
/** What the meta-schema says a keyword's value must be, in words (ajv's `type` errors say `must be object,boolean`). */
function mustBe(error) {
    const params = error.params;
    if (error.keyword === 'type') {
        const types = String(params['type'] ?? '').split(',').map((t) => (t === 'array' ? 'a list' : t === 'object' ? 'a mapping' : t === 'boolean' ? 'true/false' : t === 'integer' ? 'a whole number' : `a ${t}`));
        return `must be ${types.join(' or ')}`;
    }
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf' || error.keyword === 'if')
        return undefined;
    return error.message;
}
/**
 * An invalid schema in its author's words: the keyword that is wrong, where it stands (`at`, a path
 * in the schema: the loader turns it into the YAML line) and its value: `properties.severity.type:
 * 'strng' is not a JSON Schema type (string, number, \u2026)`, `required: must be a list`. Undefined
 * when the meta-schema's errors name no place (compile then words it).
 */
function schemaProblem(schema, errors) {
    if (errors.length === 0)
        return undefined;
    const pointer = (e) => e.instancePath.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    // Each place named, the deepest first where one holds another (a type list's entry, not the list).
    const places = [...new Set(errors.map((e) => e.instancePath))].filter((p, _, all) => !all.some((q) => q.startsWith(`${p}/`)));
    const problems = places.map((place) => {
        const here = errors.filter((e) => e.instancePath === place);
        const at = [];
        let value = schema;
        for (const segment of pointer(here[0])) {
            const index = Array.isArray(value) && /^\d+$/.test(segment) ? Number(segment) : undefined;
            at.push(index ?? segment);
            value = value !== null && typeof value === 'object' ? value[segment] : undefined;
        }
        const key = at.filter((s) => typeof s === 'string').at(-1);
        const named = at.length === 0 ? 'gate_schema' : `gate_schema.${at.map((s) => (typeof s === 'number' ? `[${s}]` : s)).join('.').replace(/\.\[/g, '[')}`;
        if (key === 'type' && typeof value === 'string' && !JSON_TYPES.includes(value))
            return { at, text: `${named}: '${value}' is not a JSON Schema type (${JSON_TYPES.join(', ')})` };
        const said = [...new Set(here.map(mustBe).filter((m) => m !== undefined))];
        return { at, text: `${named}: ${JSON.stringify(value)?.slice(0, 80) ?? String(value)} ${said.length > 0 ? said.join(', and ') : 'is not valid there'}` };
    });
    const first = problems[0];
    return { reason: problems.slice(0, 3).map((p) => p.text).join('; ') + (problems.length > 3 ? `; and ${problems.length - 3} more` : ''), at: first.at };
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
