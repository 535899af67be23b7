export const id = 432;
export const ids = [432];
export const modules = {

/***/ 2183:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kx: () => (/* binding */ PLACEHOLDER),
/* harmony export */   Qf: () => (/* binding */ placeholdersIn),
/* harmony export */   V2: () => (/* binding */ substitute),
/* harmony export */   Vu: () => (/* binding */ scalarToString),
/* harmony export */   ik: () => (/* binding */ PlaceholderError),
/* harmony export */   x4: () => (/* binding */ resolveBindings),
/* harmony export */   xK: () => (/* binding */ MAX_DEFAULT_DEPTH)
/* harmony export */ });
const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_.-]*)\s*\}\}/g;
function placeholdersIn(text) {
    const names = [];
    for (const match of text.matchAll(PLACEHOLDER))
        names.push(match[1]);
    return names;
}
/** How deep defaults may refer to other defaults (real workflows use two or three levels). */
const MAX_DEFAULT_DEPTH = 256;
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
    const out = text.replace(PLACEHOLDER, (whole, name) => {
        const value = bindings.get(name);
        if (value === undefined) {
            if (!missing.includes(name))
                missing.push(name);
            return whole;
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
    const resolveDefault = (name, chain) => {
        if (result.has(name))
            return result.get(name);
        const template = pending.get(name);
        if (template === undefined)
            return lower.get(name);
        if (resolving.has(name)) {
            const cycle = [...chain.slice(chain.indexOf(name)), name];
            throw new PlaceholderError(`defaults reference each other in a cycle: ${cycle.join(' -> ')}`, [], cycle);
        }
        if (chain.length >= MAX_DEFAULT_DEPTH) {
            // Deeper than any real workflow: refuse instead of recursing until the stack overflows.
            throw new PlaceholderError(`defaults refer to each other more than ${MAX_DEFAULT_DEPTH} levels deep (${chain.slice(0, 3).join(' -> ')} -> …)`, [chain[0] ?? name]);
        }
        resolving.add(name);
        let unresolved = false;
        const value = template.replace(PLACEHOLDER, (whole, ref) => {
            const v = resolveDefault(ref, [...chain, name]);
            if (v === undefined) {
                unresolved = true;
                return whole;
            }
            return v;
        });
        resolving.delete(name);
        if (unresolved)
            return undefined;
        result.set(name, value);
        return value;
    };
    for (const name of pending.keys())
        resolveDefault(name, []);
    for (const [k, v] of lower)
        if (!result.has(k))
            result.set(k, v);
    return result;
}


/***/ }),

/***/ 9972:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ lineOf),
/* harmony export */   i: () => (/* binding */ scanShellPlacements)
/* harmony export */ });
/* harmony import */ var _placeholders_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2183);
// Where each {{placeholder}} of a `run:` script lands, as bash will parse the script: unquoted,
// inside "…", '…' or $'…', in a here-document, in a comment, inside ${…}, or in arithmetic.
// The runner never splices a value into the script: it passes each value in an environment
// variable and puts a reference to it where the placeholder was, written for that place
// (stage-command.ts). Bash does not parse the contents of a variable as code — except in
// arithmetic, where it evaluates them as an expression (`a[$(cmd)]` runs cmd), so a value used
// there must be an integer. A placement no reference can serve (the body of a here-document with
// a quoted delimiter is never expanded) is refused, at validate and when the step runs.
//
// The scanner is conservative: text it cannot follow (an unterminated quote, an unmatched
// parenthesis) is refused rather than guessed at, and only when the script holds placeholders.

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
 * placeholder's word): the word after a shell's -c (`bash -c '…'`, `sudo sh -c "…"`), any word of
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
    /** The finished words of the simple command being read, per nested command list. */
    frames = [];
    constructor(s) {
        this.s = s;
    }
    site(placement, unsafe) {
        PLACEHOLDER_AT.lastIndex = this.i;
        const m = PLACEHOLDER_AT.exec(this.s);
        if (!m)
            return false;
        const evaluatedBy = evaluatorOf(this.frames.at(-1) ?? []);
        this.sites.push({ name: m[1], start: this.i, end: this.i + m[0].length, placement: this.arith ? 'arith' : placement, ...(unsafe !== undefined ? { unsafe } : {}), ...(evaluatedBy !== undefined ? { evaluatedBy } : {}) });
        this.i += m[0].length;
        return true;
    }
    /**
     * At a backslash: it escapes the next character, unless a placeholder follows — the backslash
     * would then escape the first character of the reference put there (\"…): refused.
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
     * A command list, until `end`: ')' (a $(…), (…) or <(…) body), '`' (a backtick body) or the end
     * of the script (null).
     */
    command(end) {
        const s = this.s;
        const outerArith = this.arith;
        this.arith = false;
        let depth = 0; // ( … ) groups opened inside this list
        let wordStart = true;
        let commandStart = true;
        let word = ''; // the plain text of the current word, for keywords
        let letCommand = false;
        let cond; // inside [[ … ]]
        const cases = [];
        const words = [];
        this.frames.push(words);
        const endWord = () => {
            if (word !== '') {
                if (STARTERS.has(word) && commandStart)
                    words.length = 0;
                else
                    words.push(word);
                if (word === '[[' && cond === undefined)
                    cond = { from: this.sites.length, arithmetic: false };
                else if (word === ']]' && cond !== undefined) {
                    if (cond.arithmetic)
                        for (let k = cond.from; k < this.sites.length; k++)
                            this.sites[k].placement = 'arith';
                    cond = undefined;
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
                endWord();
                if (s[this.i + 1] === '(') {
                    this.i += 2;
                    this.command(')');
                    wordStart = false;
                    continue;
                }
                if (this.startsWith('<<<')) {
                    this.i += 3;
                    continue;
                }
                if (this.startsWith('<<')) {
                    this.i += 2;
                    this.heredocOperator();
                    continue;
                }
                this.i++;
                continue;
            }
            if (wordStart && /[A-Za-z_]/.test(c)) {
                // name[subscript]=…: an indexed array's subscript is arithmetic.
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
    /** After $: $( … ), $(( … )), ${ … }, $[ … ], $'…', $"…", or a plain $name. */
    dollar(plain) {
        const s = this.s;
        if (s.startsWith('{{', this.i + 1)) {
            this.i++;
            // $ directly before a placeholder: the reference would join the $ ($$, $"…"): refused.
            if (this.site(plain, 'a $ right before a placeholder would join the reference put there ($$…); write \\$ for a literal dollar sign'))
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
            this.fail("unterminated '…' quote", open);
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
            this.fail("unterminated $'…' quote", open);
        this.i++;
    }
    /** Inside "…" (the opening quote consumed). */
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
        this.fail('unterminated "…" quote', open);
    }
    /** ${ … } (the ${ consumed): name, [subscript], then an operator and its word. */
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
            this.fail('unrecognised ${…} expansion', open);
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
        this.fail('unterminated ${…} expansion', open);
    }
    /** name[ … ] (the [ consumed): arithmetic for an indexed array. */
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

/***/ 6519:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IB: () => (/* binding */ STAGEGATE_BIN),
/* harmony export */   MX: () => (/* binding */ buildShellCommand),
/* harmony export */   _7: () => (/* binding */ stageEnvironment),
/* harmony export */   lA: () => (/* binding */ ATTEMPT_TOKEN_VARIABLE),
/* harmony export */   pD: () => (/* binding */ envName)
/* harmony export */ });
/* unused harmony exports SHELL_ARGS, valueVariable */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2862);
/* harmony import */ var _model_placeholders_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2183);
/* harmony import */ var _model_shell_placements_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9972);
// How a shell stage becomes a process: argv for bash (the script is one argv element, never
// assembled into a larger shell string), and the STAGEGATE_* environment every stage gets.
// A {{placeholder}} in run: text never puts its value into the script: each value travels in an
// environment variable (STAGEGATE_VALUE_<n>) and the placeholder becomes a reference to it written
// for the place it stands in (shell-placements.ts). Bash never parses a variable's contents as
// code, except in arithmetic, where a value must therefore be an integer.



/** bash like GitHub Actions runs `shell: bash`: no profile, exit on error, pipefail. */
const SHELL_ARGS = ['--noprofile', '--norc', '-eo', 'pipefail', '-c'];
/** The variable that carries the n-th distinct placeholder value of a script. */
const valueVariable = (n) => `STAGEGATE_VALUE_${n}`;
/** A value bash evaluates as arithmetic must be a plain integer (anything else could run code). */
const INTEGER = /^[+-]?[0-9]+$/;
function reference(placement, variable) {
    switch (placement) {
        case 'double':
        case 'heredoc':
        case 'arith':
            return `\${${variable}}`;
        case 'single':
            // Close the quote, splice a double-quoted reference, reopen: still one word.
            return `'"\${${variable}}"'`;
        case 'ansi':
            return `'"\${${variable}}"$'`;
        default:
            return `"\${${variable}}"`;
    }
}
function buildShellCommand(step, bindings) {
    const text = step.def.run ?? '';
    const scan = (0,_model_shell_placements_js__WEBPACK_IMPORTED_MODULE_2__/* .scanShellPlacements */ .i)(text);
    if (!scan.ok) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_CONTRACT_INVALID', `run: of step ${step.id}, line ${(0,_model_shell_placements_js__WEBPACK_IMPORTED_MODULE_2__/* .lineOf */ .c)(text, scan.offset)}: stagegate cannot tell where its placeholders land (${scan.message}); nothing ran`, {
            hint: 'Fix the shell text (stagegate validate reports it as SHELL_PLACEHOLDER_UNSAFE), or read the value from its STAGEGATE_INPUT_<NAME> variable instead of a placeholder.',
        });
    }
    const missing = [...new Set(scan.sites.filter((site) => !bindings.has(site.name)).map((site) => site.name))];
    if (missing.length > 0)
        throw new _model_placeholders_js__WEBPACK_IMPORTED_MODULE_1__/* .PlaceholderError */ .ik(`unresolved placeholder${missing.length > 1 ? 's' : ''} ${missing.map((m) => `{{${m}}}`).join(', ')}`, missing);
    const variables = new Map();
    const env = {};
    let script = '';
    let from = 0;
    for (const site of scan.sites) {
        const where = `run: of step ${step.id}, line ${(0,_model_shell_placements_js__WEBPACK_IMPORTED_MODULE_2__/* .lineOf */ .c)(text, site.start)}`;
        if (site.unsafe !== undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_CONTRACT_INVALID', `${where}: {{${site.name}}} cannot be made safe there: ${site.unsafe}; nothing ran`, {
                hint: 'Move the placeholder (stagegate validate reports it as SHELL_PLACEHOLDER_UNSAFE), or read the value from its STAGEGATE_INPUT_<NAME> variable.',
            });
        }
        const value = bindings.get(site.name);
        if (value.includes('\0'))
            throw nulRefused(step.id, `the value of {{${site.name}}} in its run: text`);
        if (site.placement === 'arith' && !INTEGER.test(value)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_INVALID', `${where}: {{${site.name}}} stands where bash evaluates arithmetic, so its value must be an integer; it is ${JSON.stringify(value.length > 60 ? value.slice(0, 60) + '…' : value)}; nothing ran`, {
                hint: 'Pass an integer, or move the placeholder out of the arithmetic (quote it as a word and convert it in the script).',
            });
        }
        let variable = variables.get(site.name);
        if (variable === undefined) {
            variable = valueVariable(variables.size + 1);
            variables.set(site.name, variable);
            env[variable] = value;
        }
        script += text.slice(from, site.start) + reference(site.placement, variable);
        from = site.end;
    }
    script += text.slice(from);
    return { command: 'bash', args: [...SHELL_ARGS, script, `stagegate:${step.id}`], env };
}
/** The variable naming an executable that runs stagegate (docs/gate.md). */
const STAGEGATE_BIN = 'STAGEGATE_BIN';
/** The attempt's token in every process of the attempt (run/leftovers.ts): names processes, not a secret. */
const ATTEMPT_TOKEN_VARIABLE = 'STAGEGATE_ATTEMPT_TOKEN';
function envName(input) {
    return `STAGEGATE_INPUT_${input.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}
function stageEnvironment(base, v) {
    const env = {};
    for (const [k, value] of Object.entries(base)) {
        // Our own variables from an outer run never leak into a nested one. STAGEGATE_BIN is how a
        // stage reaches stagegate itself (`"$STAGEGATE_BIN" gate OK`): the adapter running this
        // run sets it (the CLI to itself), so it passes through.
        if (value !== undefined && (!k.startsWith('STAGEGATE_') || k === STAGEGATE_BIN))
            env[k] = value;
    }
    env['STAGEGATE_WORKFLOW'] = v.workflow;
    env['STAGEGATE_STEP'] = v.step;
    env['STAGEGATE_RUN_ID'] = v.runId;
    env['STAGEGATE_OUTPUT'] = v.output?.abs ?? '';
    env['STAGEGATE_ARTIFACT'] = v.output?.rel ?? '';
    env['STAGEGATE_VISIT'] = String(v.visit);
    env['STAGEGATE_ATTEMPT'] = String(v.attempt);
    env['STAGEGATE_STATE_PATH'] = v.statePath;
    env['STAGEGATE_RUN_ROOT'] = v.runRoot;
    env['STAGEGATE_WORKSPACE'] = v.workspace;
    env[ATTEMPT_TOKEN_VARIABLE] = v.attemptToken;
    for (const [name, value] of Object.entries(v.inputs)) {
        // NUL cannot live in an environment variable: refused, never silently cut out.
        if (value.includes('\0'))
            throw nulRefused(v.step, `input ${name}`);
        env[envName(name)] = value;
    }
    return env;
}
function nulRefused(step, what) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_REQUIRED', `step ${step}: ${what} contains a NUL byte, which no process can receive; it is refused, not cut short`, {
        hint: 'Remove the NUL byte from the value (workflow defaults, step inputs, the invocation or the persisted state).',
    });
}


/***/ }),

/***/ 174:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fh: () => (/* binding */ removeStaleTempFiles),
/* harmony export */   IX: () => (/* binding */ atomicWriteFileDurably),
/* harmony export */   Re: () => (/* binding */ atomicWriteFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _journal_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(666);
/* harmony import */ var _own_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2076);
// Atomic file replacement: write a temp file beside the target, fsync it, rename it over the
// target. A crash at any moment leaves either the old file or the new one, never a torn one.
// The temp file lives in a folder stages can write to, so it is created exclusively (never
// through a link), must still be the file written when it is renamed (device + inode), and the
// target must name it after: a swapped temp file is never installed unnoticed (ESWAPPED).





const TEMP_MARK = '.stagegate-tmp-';
const CREATE = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_EXCL | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW;
function tempName(path) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path)}${TEMP_MARK}${process.pid}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.randomBytes)(6).toString('hex')}`);
}
/**
 * Replace `path` with `content`. `durable: false` skips the fsyncs (still atomic against a killed
 * process): for files projected from the journal and written again when behind (the snapshot,
 * the manifest).
 */
function atomicWriteFile(path, content, options = {}) {
    const { temp, fd } = writeTemp(path, content);
    try {
        try {
            if (options.durable !== false)
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fsyncSync)(fd);
        }
        catch (error) {
            removeOwn(temp, fd);
            throw error;
        }
        install(temp, path, fd);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
    if (options.durable !== false)
        (0,_journal_js__WEBPACK_IMPORTED_MODULE_3__/* .syncDir */ .ty)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path));
}
/**
 * atomicWriteFile, durable, with its two fsyncs (the file's, then its folder's) run on libuv's
 * thread pool: the same steps in the same order, but the process goes on with other work while
 * the disk catches up (a shard's seal overlaps its leg's next key: core/commands/shards.ts).
 */
async function atomicWriteFileDurably(path, content) {
    const { temp, fd } = writeTemp(path, content);
    try {
        try {
            await fsyncOf(fd);
        }
        catch (error) {
            removeOwn(temp, fd);
            throw error;
        }
        install(temp, path, fd);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
    let dirFd;
    try {
        dirFd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path), 'r');
        await fsyncOf(dirFd);
    }
    catch {
        /* some file systems refuse fsync on a folder (syncDir's rule) */
    }
    finally {
        if (dirFd !== undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(dirFd);
    }
}
function fsyncOf(fd) {
    return new Promise((resolvePromise, reject) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fsync)(fd, (error) => (error ? reject(error) : resolvePromise())));
}
/** A new temp file beside `path` (its folder made when missing) holding `content`; still open. */
function writeTemp(path, content) {
    const temp = tempName(path);
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(temp, CREATE, 0o644);
    }
    catch (error) {
        if (error.code !== 'ENOENT')
            throw error;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path), { recursive: true });
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(temp, CREATE, 0o644);
    }
    try {
        if (Array.isArray(content))
            writeAll(fd, content);
        else {
            const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
            let offset = 0;
            while (offset < data.length)
                offset += (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, data, offset, data.length - offset);
        }
    }
    catch (error) {
        removeOwn(temp, fd);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        throw error;
    }
    return { temp, fd };
}
/** Rename the temp file (still the one open as `fd`) over `path`; `path` must then name it. */
function install(temp, path, fd) {
    if (!(0,_own_file_js__WEBPACK_IMPORTED_MODULE_4__/* .stillNames */ .D_)(temp, fd))
        throw new _own_file_js__WEBPACK_IMPORTED_MODULE_4__/* .SwappedFileError */ .vT(temp);
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(temp, path);
    }
    catch (error) {
        removeOwn(temp, fd);
        throw error;
    }
    if (!(0,_own_file_js__WEBPACK_IMPORTED_MODULE_4__/* .stillNames */ .D_)(path, fd))
        throw new _own_file_js__WEBPACK_IMPORTED_MODULE_4__/* .SwappedFileError */ .vT(path);
}
/** Kernel's limit of buffers per writev (IOV_MAX on Linux and macOS). */
const IOV_MAX = 1024;
/** Write `chunks` in order (writev, at most IOV_MAX at a time; a short write goes on where it stopped). */
function writeAll(fd, chunks) {
    let i = 0;
    while (i < chunks.length) {
        const batch = chunks.slice(i, i + IOV_MAX);
        const size = batch.reduce((n, c) => n + c.length, 0);
        const written = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writevSync)(fd, batch);
        if (written < size) {
            // A short write: the rest of this batch, plainly.
            const rest = Buffer.concat(batch).subarray(written);
            let offset = 0;
            while (offset < rest.length)
                offset += (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, rest, offset, rest.length - offset);
        }
        i += batch.length;
    }
}
/** Remove `temp` only if it is still the file open as `fd` (never a file another process put there). */
function removeOwn(temp, fd) {
    try {
        if ((0,_own_file_js__WEBPACK_IMPORTED_MODULE_4__/* .stillNames */ .D_)(temp, fd))
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(temp, { force: true });
    }
    catch {
        /* best effort: removeStaleTempFiles sweeps what is left */
    }
}
/** Remove temp files a killed writer left beside `path` (call while holding the run lock). */
function removeStaleTempFiles(path) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path);
    const prefix = `.${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path)}${TEMP_MARK}`;
    let names;
    try {
        names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir);
    }
    catch {
        return;
    }
    for (const name of names)
        if (name.startsWith(prefix))
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, name), { force: true });
}


/***/ }),

/***/ 666:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JW: () => (/* binding */ journalUnchanged),
/* harmony export */   S7: () => (/* binding */ journalPathFor),
/* harmony export */   Zx: () => (/* binding */ JournalWriter),
/* harmony export */   a0: () => (/* binding */ readJournal),
/* harmony export */   ty: () => (/* binding */ syncDir)
/* harmony export */ });
/* unused harmony exports EMPTY_HEAD, sha256Hex, parseJournal */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _own_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2076);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_4__);
// The run's journal: an append-only file of JSON lines, the durable truth of a run. Each line is
// one event with its sequence number and the sha256 of the line before it, so an edit anywhere
// but the very end breaks the chain. One write + fdatasync per batch of events is the commit
// point. A torn last line (a crash mid-append) was never committed: it is dropped and reported.
// Anything else malformed is tampering or damage, and the run is refused.





const EMPTY_HEAD = { seq: 0, sha256: null };
function identityOf(s) {
    return { dev: s.dev, ino: s.ino, mtimeMs: s.mtimeMs, ctimeMs: s.ctimeMs };
}
/** The journal beside a state file: `workflow_state.yaml` -> `workflow_state.journal.jsonl`. */
function journalPathFor(statePathAbsOrRel) {
    const name = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(statePathAbsOrRel).replace(/\.ya?ml$/i, '');
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(statePathAbsOrRel), `${name}.journal.jsonl`);
}
// crypto.hash (one call, no Hash object) where Node has it (20.12+): every journal line is hashed on every load.
const oneShot = node_crypto__WEBPACK_IMPORTED_MODULE_3__.hash;
function sha256Hex(text) {
    return oneShot ? oneShot('sha256', text, 'hex') : node_crypto__WEBPACK_IMPORTED_MODULE_3__.createHash('sha256').update(text).digest('hex');
}
/** Read and verify a journal: every line parses, numbers follow each other, hashes chain. */
function readJournal(path) {
    let bytes;
    let file;
    try {
        bytes = (0,_own_file_js__WEBPACK_IMPORTED_MODULE_2__/* .readRegularFile */ .XF)(path, Number.MAX_SAFE_INTEGER, { onStats: (s) => (file = identityOf(s)) });
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return { kind: 'absent' };
        // A link, FIFO, directory or device where the journal goes is not a journal (never followed or waited on).
        if (error instanceof _own_file_js__WEBPACK_IMPORTED_MODULE_2__/* .NotRegularFileError */ .iZ)
            return { kind: 'corrupt', reason: `is ${error.kind}, not a file` };
        return { kind: 'corrupt', reason: `cannot be read (${code ?? String(error)})` };
    }
    const read = parseJournal(bytes);
    return read.kind === 'ok' && file ? { ...read, file } : read;
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
function parseJournal(bytes) {
    const lines = [];
    let prev = null;
    // Valid UTF-8 (all JSON.stringify writes) decodes and encodes again byte for byte: the file is
    // decoded once and each line hashed as text, which hashes its bytes on disk (slicing and
    // decoding the buffer line by line cost more than parsing, on a long journal). Any other file
    // (a hand edit, damage, a character cut by a crash) is read line by line as bytes, and so is a
    // file longer than the longest string (its lines decode one by one; the whole would not).
    const text = bytes.length <= node_buffer__WEBPACK_IMPORTED_MODULE_4__.constants.MAX_STRING_LENGTH && (0,node_buffer__WEBPACK_IMPORTED_MODULE_4__.isUtf8)(bytes) ? bytes.toString('utf8') : undefined;
    let start = 0;
    let last;
    for (;;) {
        const end = text !== undefined ? text.indexOf('\n', start) : bytes.indexOf(0x0a, start);
        if (end < 0)
            break;
        const raw = text !== undefined ? text.slice(start, end) : bytes.subarray(start, end);
        const where = lines.length + 1;
        const parsed = parseLine(raw);
        // A prev equal to the hash just taken is well-formed: its form is checked only when it differs.
        if (!isEnvelope(parsed) || (parsed.prev !== prev && !wellFormedPrev(parsed.prev)))
            return { kind: 'corrupt', reason: `line ${where} is not a journal event`, line: where };
        if (parsed.seq !== where)
            return { kind: 'corrupt', reason: `line ${where} has seq ${parsed.seq} (expected ${where}): events were removed or reordered`, line: where };
        if (parsed.prev !== prev)
            return { kind: 'corrupt', reason: `line ${where} does not follow the line before it (hash chain broken): the journal was edited`, line: where };
        lines.push(parsed);
        prev = sha256Hex(raw);
        last = raw;
        start = end + 1;
    }
    // What follows the last newline was never committed: only the last line may be cut short by a
    // crash (and then it never ends with a newline), and a whole event without its newline was not
    // committed either. It is dropped.
    const tornBytes = text !== undefined ? Buffer.byteLength(text.slice(start), 'utf8') : bytes.length - start;
    const committedBytes = bytes.length - tornBytes;
    const lastLineStart = last === undefined ? 0 : committedBytes - 1 - (typeof last === 'string' ? Buffer.byteLength(last, 'utf8') : last.length);
    return { kind: 'ok', lines, head: headOf(lines, prev), tornBytes, committedBytes, lastLineStart };
}
function parseLine(raw) {
    try {
        return JSON.parse(typeof raw === 'string' ? raw : raw.toString('utf8'));
    }
    catch {
        return undefined;
    }
}
function headOf(lines, sha) {
    return { seq: lines.length, sha256: lines.length === 0 ? null : sha };
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
/**
 * Appends to one journal. Opened once per invocation: a torn tail is cut off first, a new file
 * is created exclusively (and its folder fsync'd: the creation is a commit point). Before every
 * append the path must still name the file this writer holds (device + inode): a stage that
 * replaced the journal cannot make the runner write into a file it no longer reads.
 */
class JournalWriter {
    path;
    fd;
    head;
    identity;
    constructor(path, fd, head, identity) {
        this.path = path;
        this.fd = fd;
        this.head = head;
        this.identity = identity;
    }
    /** Open `path` for appending after `read` (what readJournal found there a moment ago). */
    static open(path, read) {
        let fd;
        if (read.kind === 'absent') {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path), { recursive: true });
            fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_APPEND | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_EXCL | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW, 0o644);
            syncDir((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path));
        }
        else {
            fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_APPEND | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW);
            if (read.tornBytes > 0) {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.ftruncateSync)(fd, read.committedBytes);
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fdatasyncSync)(fd);
            }
        }
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (!st.isFile()) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
            throw Object.assign(new Error(`${path} is not a regular file`), { code: 'EFTYPE' });
        }
        return new JournalWriter(path, fd, read.kind === 'ok' ? read.head : EMPTY_HEAD, { dev: st.dev, ino: st.ino });
    }
    get current() {
        return this.head;
    }
    /** Whether the path still names the file this writer appends to. */
    stillOurs() {
        try {
            const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(this.path);
            return st.isFile() && st.dev === this.identity.dev && st.ino === this.identity.ino;
        }
        catch {
            return false;
        }
    }
    /**
     * Append events (each gets its seq and prev) in one write, then fdatasync: committed when this
     * returns. Returns the lines as written.
     */
    append(events) {
        if (events.length === 0)
            return [];
        if (!this.stillOurs())
            throw Object.assign(new Error(`${this.path} was replaced or removed while the run held it`), { code: 'EJOURNALSWAPPED' });
        let { seq, sha256: prev } = this.head;
        const out = [];
        const texts = [];
        for (const e of events) {
            seq++;
            const { event, at, ...rest } = e;
            const line = { seq, prev, at, event, ...rest };
            const text = JSON.stringify(line);
            prev = sha256Hex(text);
            texts.push(text);
            out.push(line);
        }
        // The lines encoded straight into one buffer: a joined copy of them (a foreach_loaded line of
        // 100,000 items is ~16 MB) would be one more large string alive while the commit runs.
        const buffer = Buffer.allocUnsafe(texts.reduce((n, text) => n + Buffer.byteLength(text, 'utf8') + 1, 0));
        let at = 0;
        for (const text of texts) {
            at += buffer.write(text, at, 'utf8');
            buffer[at++] = 0x0a;
        }
        let written = 0;
        while (written < buffer.length)
            written += (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(this.fd, buffer, written, buffer.length - written);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fdatasyncSync)(this.fd);
        this.head = { seq, sha256: prev };
        return out;
    }
    close() {
        if (this.fd < 0)
            return;
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(this.fd);
        }
        finally {
            this.fd = -1;
        }
    }
}
/** fsync a folder: a file created (or renamed) in it survives a crash only once its folder is synced. */
function syncDir(dir) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(dir, 'r');
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fsyncSync)(fd);
    }
    catch {
        /* some file systems refuse fsync on a folder; nothing more can be done there */
    }
    finally {
        if (fd !== undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}


/***/ }),

/***/ 2303:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kc: () => (/* binding */ finishTranscript),
/* harmony export */   M2: () => (/* binding */ SecretMasker),
/* harmony export */   QU: () => (/* binding */ maskSecrets),
/* harmony export */   VX: () => (/* binding */ secretValues),
/* harmony export */   tB: () => (/* binding */ writePromptCopy)
/* harmony export */ });
/* unused harmony exports SECRET_NAME, MIN_SECRET_LENGTH, MASK, MAX_TRANSCRIPT_READ */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _state_atomic_write_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(174);
/* harmony import */ var _run_stage_command_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6519);
// Transcripts: each attempt's stdout+stderr is its log. Secrets are masked while the output
// streams (the process runner passes every chunk through a SecretMasker before it reaches the
// log or a stage_output event): the value of every environment variable whose name looks secret
// is replaced by ***. Memory stays bounded whatever a stage prints: a masker holds at most one
// chunk plus the length of the longest secret.



const SECRET_NAME = /TOKEN|KEY|SECRET|PASSWORD|PASSWD|CREDENTIAL/i;
/** Shorter values are not masked: replacing "1" or "true" everywhere would destroy a transcript. */
const MIN_SECRET_LENGTH = 6;
const MASK = '***';
/** Values to mask, longest first (so a value containing another is masked whole). */
function secretValues(env) {
    const values = new Set();
    for (const [name, value] of Object.entries(env)) {
        if (value === undefined || !SECRET_NAME.test(name) || name === _run_stage_command_js__WEBPACK_IMPORTED_MODULE_2__/* .ATTEMPT_TOKEN_VARIABLE */ .lA)
            continue;
        if (value.length >= MIN_SECRET_LENGTH)
            values.add(value);
    }
    return [...values].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
}
function maskSecrets(text, secrets) {
    if (secrets.length === 0)
        return text;
    const masker = new SecretMasker(secrets);
    return Buffer.concat([masker.push(Buffer.from(text, 'utf8')), masker.end()]).toString('utf8');
}
const MASK_BYTES = Buffer.from(MASK, 'utf8');
const NEWLINE = 0x0a;
/**
 * Masks secrets in a byte stream cut into arbitrary chunks: a secret split across two chunks is
 * masked like one that arrives whole. At each position the leftmost occurrence wins, and of those
 * starting there the longest. A position is decided only once every secret that could start there
 * is fully visible, so up to (longest secret - 1) bytes are held back until the next chunk or end()
 * — except that, when no secret holds a newline, everything up to the last newline is decided
 * (complete lines are never held back).
 */
class SecretMasker {
    secrets;
    longest;
    linesDecide;
    carry = Buffer.alloc(0);
    constructor(secrets) {
        this.secrets = [...new Set(secrets)].filter((s) => s !== '').map((s) => Buffer.from(s, 'utf8')).sort((a, b) => b.length - a.length);
        this.longest = this.secrets[0]?.length ?? 0;
        this.linesDecide = this.secrets.every((s) => !s.includes(NEWLINE));
    }
    /** The masked bytes that can be released now (possibly none). */
    push(chunk) {
        if (this.longest === 0)
            return chunk;
        const data = this.carry.length === 0 ? chunk : Buffer.concat([this.carry, chunk]);
        return this.mask(data, false);
    }
    /** The rest, masked: call once, when the stream has ended. */
    end() {
        if (this.longest === 0 || this.carry.length === 0)
            return Buffer.alloc(0);
        return this.mask(this.carry, true);
    }
    mask(data, ended) {
        // Positions below `limit` are decided: every secret starting there lies inside `data`.
        let limit = ended ? data.length : Math.max(0, data.length - (this.longest - 1));
        // A secret without a newline that starts before the last newline ends before it.
        if (!ended && this.linesDecide)
            limit = Math.max(limit, data.lastIndexOf(NEWLINE) + 1);
        const out = [];
        // Next occurrence of each secret at or after `pos` (-1: none in data), found lazily.
        const next = new Array(this.secrets.length).fill(-2);
        let pos = 0;
        for (;;) {
            let best = -1;
            let bestAt = Infinity;
            for (let i = 0; i < this.secrets.length; i++) {
                if (next[i] !== -1 && next[i] < pos)
                    next[i] = data.indexOf(this.secrets[i], pos);
                const at = next[i];
                // Secrets are sorted longest first: at equal positions the first found is the longest.
                if (at >= 0 && at < limit && at < bestAt) {
                    best = i;
                    bestAt = at;
                }
            }
            if (best < 0)
                break;
            if (bestAt > pos)
                out.push(data.subarray(pos, bestAt));
            out.push(MASK_BYTES);
            pos = bestAt + this.secrets[best].length;
        }
        const release = Math.max(pos, limit);
        if (release > pos)
            out.push(data.subarray(pos, release));
        // Copied, so a held tail does not pin the whole chunk it came from.
        this.carry = ended ? Buffer.alloc(0) : Buffer.from(data.subarray(release));
        return out.length === 1 ? out[0] : Buffer.concat(out);
    }
}
/** How much of an agent's transcript is read back for its usage report (the end of it). */
const MAX_TRANSCRIPT_READ = 64 * 1024 * 1024;
/**
 * The (already masked) transcript of an attempt, for parsing the agent's usage report: '' when
 * nobody reads it (no agent) or the process wrote nothing. Of a transcript longer than
 * MAX_TRANSCRIPT_READ only the end is read (usage reports come last), so a stage that prints
 * gigabytes cannot exhaust the runner's memory. Never follows a link, never blocks on a FIFO.
 */
function finishTranscript(absPath, wanted = true) {
    if (!wanted)
        return '';
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(absPath, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
    }
    catch {
        return '';
    }
    try {
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (!stat.isFile())
            return '';
        const length = Math.min(stat.size, MAX_TRANSCRIPT_READ);
        const buffer = Buffer.alloc(length);
        let read = 0;
        while (read < length) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, read, length - read, stat.size - length + read);
            if (n === 0)
                break;
            read += n;
        }
        return buffer.subarray(0, read).toString('utf8');
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/**
 * Save an agent's prompt beside its transcript, masked. Something other than a file at that path
 * (a directory a stage made) stops the attempt before it starts: the result to record, else
 * undefined.
 */
function writePromptCopy(absPath, rel, prompt, secrets) {
    try {
        (0,_state_atomic_write_js__WEBPACK_IMPORTED_MODULE_1__/* .atomicWriteFile */ .Re)(absPath, maskSecrets(prompt, secrets));
        return undefined;
    }
    catch (error) {
        const code = error.code ?? String(error);
        return { exitCode: null, signal: null, timedOut: false, durationMs: 0, fileRefused: `its prompt copy ${rel} cannot be written (${code}: something other than a file stands at that path)` };
    }
}


/***/ }),

/***/ 7432:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  u: () => (/* binding */ createNodeProcessRunner),
  killRunningStages: () => (/* binding */ killRunningStages)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/run/stage-command.ts
var stage_command = __webpack_require__(6519);
;// CONCATENATED MODULE: ./src/host/process-tree.ts
// Killing what a stage started. Every stage runs in a process group (and session) of its own, so
// its group can be killed at once without touching the runner; a process that left the group
// (`setsid`, a daemonising `nohup … &` in a new session) is still found on Linux by the
// per-attempt token every process of the attempt inherits in its environment
// (STAGEGATE_ATTEMPT_TOKEN, read from /proc/<pid>/environ). Other platforms have no /proc: there
// the group and the descendants still attached to the stage are what can be killed.


/** Whether processes can be found by their environment (/proc/<pid>/environ). */
const FINDS_BY_TOKEN = process.platform === 'linux';
function childrenMap() {
    const map = new Map();
    let entries;
    try {
        entries = (0,external_node_fs_.readdirSync)('/proc');
    }
    catch {
        return map;
    }
    for (const name of entries) {
        if (!/^\d+$/.test(name))
            continue;
        try {
            const stat = (0,external_node_fs_.readFileSync)(`/proc/${name}/stat`, 'utf8');
            // Field 4 (ppid) follows the ")" that ends the command name, which may contain spaces.
            const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
            if (!map.has(ppid))
                map.set(ppid, []);
            map.get(ppid).push(Number(name));
        }
        catch {
            /* the process ended while we looked */
        }
    }
    return map;
}
function descendantsOf(pid) {
    const children = childrenMap();
    const out = [];
    const stack = [pid];
    while (stack.length > 0) {
        const current = stack.pop();
        for (const child of children.get(current) ?? []) {
            out.push(child);
            stack.push(child);
        }
    }
    return out;
}
function signal(pid, sig) {
    try {
        process.kill(pid, sig);
        return true;
    }
    catch {
        return false; // already gone (or not ours)
    }
}
function killTree(pid, sig = 'SIGKILL') {
    // Freeze the tree before looking at it: a stopped process cannot start another, so nothing is
    // born between the look and the kill (a child started in that gap used to escape, orphaned).
    // Stop the parent, then every descendant found, and look again until a look finds no one new.
    const frozen = [pid];
    signal(pid, 'SIGSTOP');
    for (let fresh = [pid]; fresh.length > 0;) {
        fresh = descendantsOf(pid).filter((p) => !frozen.includes(p));
        for (const p of fresh) {
            frozen.push(p);
            signal(p, 'SIGSTOP');
        }
    }
    for (const p of frozen)
        signal(p, sig);
    // A signal other than SIGKILL waits for a stopped process to run again.
    if (sig !== 'SIGKILL')
        for (const p of frozen)
            signal(p, 'SIGCONT');
}
/** SIGKILL a whole process group; false when it had no member left. Never a group of 0 or 1. */
function killGroup(pgid) {
    if (!Number.isInteger(pgid) || pgid <= 1 || pgid === process.pid)
        return false;
    return signal(-pgid, 'SIGKILL');
}
/**
 * Live processes (not this one) whose environment carries `token` (Linux; [] elsewhere). A token
 * ending in '-' is an invocation prefix: it matches every attempt token of that invocation.
 */
function processesCarrying(token) {
    if (!FINDS_BY_TOKEN || token === '')
        return [];
    const needle = Buffer.from(token.endsWith('-') ? `\0${stage_command/* ATTEMPT_TOKEN_VARIABLE */.lA}=${token}` : `\0${stage_command/* ATTEMPT_TOKEN_VARIABLE */.lA}=${token}\0`);
    const found = [];
    let entries;
    try {
        entries = (0,external_node_fs_.readdirSync)('/proc');
    }
    catch {
        return found;
    }
    for (const name of entries) {
        if (!/^\d+$/.test(name) || Number(name) === process.pid)
            continue;
        try {
            // Only the processes of our user are readable: others are not ours to kill anyway.
            // A NUL in front: environ holds NUL-separated strings (the first has none before it).
            const environ = (0,external_node_fs_.readFileSync)(`/proc/${name}/environ`);
            if (environ.includes(needle) || environ.subarray(0, needle.length - 1).equals(needle.subarray(1)))
                found.push(Number(name));
        }
        catch {
            /* gone, or not ours */
        }
    }
    return found;
}
/**
 * Kill every process of an attempt: its group, then (Linux) every process carrying its token —
 * again while new ones show up (a process may fork while we look), at most a few rounds.
 * Returns how many processes were signalled.
 */
function killAttempt(attempt) {
    let killed = 0;
    if (attempt.pgid !== undefined && killGroup(attempt.pgid))
        killed++;
    if (attempt.token === undefined)
        return killed;
    for (let round = 0; round < 5; round++) {
        const found = processesCarrying(attempt.token);
        if (found.length === 0)
            break;
        for (const pid of found) {
            if (signal(pid, 'SIGKILL'))
                killed++;
        }
    }
    return killed;
}

// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(6193);
// EXTERNAL MODULE: ./src/core/steps/process/transcript.ts
var transcript = __webpack_require__(2303);
;// CONCATENATED MODULE: ./src/host/stage-output.ts
// A stage's stdout and stderr on their way to its log: each stream's chunks are masked
// (SecretMasker, per stream, so a secret split across two reads is still masked), then cut at
// line boundaries, so lines of stdout and stderr interleave in the log whole. Complete lines are
// appended to the log with a synchronous write (which is also the back-pressure: nothing more is
// read from the pipe until the chunk is on its way to disk) and offered as text to `onOutput`.
// A partial line goes out when it grows past MAX_PARTIAL_LINE, after PARTIAL_LINE_DELAY_MS
// without a newline, or at the end. Memory is bounded by one pipe read, one partial line and the
// longest secret, whatever the stage prints.



/** A line longer than this is passed on in pieces (a progress bar that never prints a newline). */
const MAX_PARTIAL_LINE = 64 * 1024;
/** Text without a newline yet is passed on after this long without more output. */
const PARTIAL_LINE_DELAY_MS = 100;
/** One stream (stdout or stderr) of a stage. */
class StreamLines {
    out;
    wantText;
    masker;
    decoder = new external_node_string_decoder_.StringDecoder('utf8');
    partial = [];
    partialLength = 0;
    timer;
    constructor(secrets, out, wantText) {
        this.out = out;
        this.wantText = wantText;
        this.masker = new transcript/* SecretMasker */.M2(secrets);
    }
    push(chunk) {
        const masked = this.masker.push(chunk);
        if (masked.length === 0)
            return;
        const cut = masked.lastIndexOf(0x0a);
        if (cut >= 0) {
            const lines = masked.subarray(0, cut + 1);
            this.emit(this.partialLength > 0 ? Buffer.concat([...this.partial, lines]) : lines);
            this.partial = [];
            this.partialLength = 0;
        }
        const rest = cut >= 0 ? masked.subarray(cut + 1) : masked;
        if (rest.length > 0) {
            // Copied: a held piece must not pin the whole pipe read it came from.
            this.partial.push(Buffer.from(rest));
            this.partialLength += rest.length;
        }
        if (this.partialLength >= MAX_PARTIAL_LINE)
            this.flush();
        if (this.partialLength > 0) {
            if (this.timer === undefined) {
                this.timer = setTimeout(() => {
                    this.timer = undefined;
                    this.flush();
                }, PARTIAL_LINE_DELAY_MS);
                this.timer.unref();
            }
        }
        else
            this.stopTimer();
    }
    end() {
        const rest = this.masker.end();
        if (rest.length > 0) {
            this.partial.push(rest);
            this.partialLength += rest.length;
        }
        this.flush();
        this.stopTimer();
        if (this.wantText) {
            const tail = this.decoder.end();
            if (tail !== '')
                this.out(Buffer.alloc(0), tail);
        }
    }
    flush() {
        if (this.partialLength === 0)
            return;
        const bytes = this.partial.length === 1 ? this.partial[0] : Buffer.concat(this.partial);
        this.partial = [];
        this.partialLength = 0;
        this.emit(bytes);
    }
    emit(bytes) {
        this.out(bytes, this.wantText ? this.decoder.write(bytes) : undefined);
    }
    stopTimer() {
        if (this.timer !== undefined)
            clearTimeout(this.timer);
        this.timer = undefined;
    }
}
class StageOutput {
    fd;
    secrets;
    onOutput;
    open = 0;
    streams = [];
    ended;
    allEnded;
    /** The first error writing the log (the stage's output after it is lost; the stage runs on). */
    writeError;
    constructor(fd, secrets, onOutput) {
        this.fd = fd;
        this.secrets = secrets;
        this.onOutput = onOutput;
        this.allEnded = new Promise((resolve) => {
            this.ended = resolve;
        });
    }
    attach(stream) {
        if (!stream)
            return;
        this.open++;
        this.streams.push(stream);
        const lines = new StreamLines(this.secrets, (bytes, text) => this.write(bytes, text), this.onOutput !== undefined);
        let closed = false;
        const close = () => {
            if (closed)
                return;
            closed = true;
            lines.end();
            if (--this.open === 0)
                this.ended?.();
        };
        stream.on('data', (chunk) => lines.push(chunk));
        stream.on('end', close);
        stream.on('close', close);
        stream.on('error', close);
    }
    /** Resolves when every attached stream has ended (all writers of the pipes closed them). */
    whenEnded() {
        if (this.open === 0)
            return Promise.resolve();
        return this.allEnded;
    }
    /**
     * Stop reading: a process that outlived the stage (and escaped its group) still holds a pipe.
     * What it writes from now on is not logged; what was read so far is.
     */
    abandon() {
        for (const stream of this.streams)
            stream.destroy();
    }
    write(bytes, text) {
        if (bytes.length > 0 && this.writeError === undefined) {
            try {
                let offset = 0;
                while (offset < bytes.length)
                    offset += (0,external_node_fs_.writeSync)(this.fd, bytes, offset, bytes.length - offset);
            }
            catch (error) {
                this.writeError = error;
            }
        }
        if (text !== undefined && text !== '')
            this.onOutput?.(text);
    }
}

;// CONCATENATED MODULE: ./src/host/process-runner.ts
// The ProcessRunner port implemented with node:child_process: argv only (no shell string),
// stdout+stderr masked and appended to the stage log as they stream (stage-output.ts), stdin fed
// from the request, whole-tree kill on timeout and on cancellation.





/**
 * After a stage exits, how long its pipes may stay open (a background process it started still
 * holds them) before the runner stops reading them.
 */
const DRAIN_AFTER_EXIT_MS = 200;
/** Stages still running (pid = their group), so a signal to the runner can take them down with it. */
const running = new Map();
/** Kill everything of one attempt: its group, what is still attached below it, what carries its token. */
function killStage(pid, token) {
    killTree(pid);
    killAttempt({ pgid: pid, token });
}
/** Resolve a bare command name on the stage's PATH (paths with a slash are left alone). */
function resolveCommand(memo, command, env) {
    const { resolved } = memo;
    if (command.includes('/') || (0,external_node_path_.isAbsolute)(command))
        return command;
    const path = env['PATH'] ?? '';
    const key = `${command}\0${path}`;
    const hit = resolved.get(key);
    if (hit !== undefined)
        return hit;
    for (const dir of path.split(external_node_path_.delimiter)) {
        if (dir === '')
            continue;
        const candidate = (0,external_node_path_.join)(dir, command);
        try {
            (0,external_node_fs_.accessSync)(candidate, external_node_fs_.constants.X_OK);
            resolved.set(key, candidate);
            return candidate;
        }
        catch {
            /* not here */
        }
    }
    return command; // let spawn report ENOENT in its own words
}
function killRunningStages() {
    for (const [pid, { token }] of running)
        killStage(pid, token);
}
/**
 * A log is appended to, created when missing, never through a link (O_NOFOLLOW) and never
 * waiting for a FIFO's reader (O_NONBLOCK: ENXIO at once); what it opened must be a regular file.
 * A stage can put anything in the log folder, so the next stage's log path is not trusted.
 */
const LOG_FLAGS = external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_APPEND | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_NONBLOCK;
/** The log path holds something the runner will not write to: why, in words. */
class LogRefused extends Error {
}
function openLogFile(logPath) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(logPath, LOG_FLAGS, 0o644);
    }
    catch (error) {
        const code = error.code;
        if (code === 'ELOOP')
            throw new LogRefused(`a symbolic link stands at its log path ${logPath}`);
        if (code === 'ENXIO')
            throw new LogRefused(`a FIFO stands at its log path ${logPath}`);
        if (code === 'EISDIR')
            throw new LogRefused(`a directory stands at its log path ${logPath}`);
        // ENOENT: the caller makes the folder again. Anything else (a read-only folder, a full disk)
        // is a stop the attempt records, not an internal error.
        if (code !== 'ENOENT' && code !== undefined)
            throw new LogRefused(`its log ${logPath} cannot be created (${code})`);
        throw error;
    }
    const stats = (0,external_node_fs_.fstatSync)(fd);
    if (!stats.isFile()) {
        (0,external_node_fs_.closeSync)(fd);
        const kind = stats.isFIFO() ? 'a FIFO' : stats.isDirectory() ? 'a directory' : stats.isCharacterDevice() || stats.isBlockDevice() ? 'a device' : 'a socket';
        throw new LogRefused(`${kind} stands at its log path ${logPath}`);
    }
    return fd;
}
function makeLogDir(dir, logPath) {
    try {
        (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
    }
    catch (error) {
        throw new LogRefused(`its log ${logPath} cannot be created (${error.code ?? String(error)}: its folder cannot be made)`);
    }
}
function openLog(memo, logPath) {
    const { madeLogDirs } = memo;
    const dir = (0,external_node_path_.dirname)(logPath);
    if (!madeLogDirs.has(dir)) {
        makeLogDir(dir, logPath);
        madeLogDirs.add(dir);
    }
    try {
        return openLogFile(logPath);
    }
    catch (error) {
        // The folder was removed since (a fresh run moves logs/ aside): make it again.
        if (error.code !== 'ENOENT')
            throw error;
        makeLogDir(dir, logPath);
        return openLogFile(logPath);
    }
}
/** The prepared descriptor of `logPath` when its open has finished, else a log opened now. */
function takeLog(memo, logPath) {
    const { preparedLogs } = memo;
    const entry = preparedLogs.get(logPath);
    if (entry) {
        preparedLogs.delete(logPath);
        if (entry.fd !== null)
            return entry.fd;
        entry.dropped = true; // still opening: its callback closes it
    }
    return openLog(memo, logPath);
}
/** A ProcessRunner with memory of its own (one per invocation: nothing is kept module-wide). */
function createNodeProcessRunner() {
    const memo = { resolved: new Map(), madeLogDirs: new Set(), preparedLogs: new Map() };
    const { madeLogDirs, preparedLogs } = memo;
    return {
        findsByToken: FINDS_BY_TOKEN,
        killLeftovers(attempts) {
            let killed = 0;
            for (const attempt of attempts) {
                // With /proc the token names exactly the attempt's processes; a recorded group id alone
                // could name an unrelated group by now, so it is used only where nothing better exists.
                killed += FINDS_BY_TOKEN ? killAttempt({ token: attempt.token }) : attempt.pgid !== undefined && killGroup(attempt.pgid) ? 1 : 0;
            }
            return killed;
        },
        prepareLog(logPath) {
            // Only in a log folder already made (the first stage of a folder makes it on its own path).
            if (preparedLogs.has(logPath) || !madeLogDirs.has((0,external_node_path_.dirname)(logPath)))
                return;
            const entry = { fd: null, dropped: false };
            preparedLogs.set(logPath, entry);
            (0,external_node_fs_.open)(logPath, LOG_FLAGS, 0o644, (error, fd) => {
                // Anything but a regular file is left to run(), which refuses it with a reason.
                const usable = !error && (0,external_node_fs_.fstatSync)(fd).isFile();
                if (!error && !usable)
                    (0,external_node_fs_.closeSync)(fd);
                if (!usable) {
                    if (preparedLogs.get(logPath) === entry)
                        preparedLogs.delete(logPath);
                }
                else if (entry.dropped)
                    (0,external_node_fs_.closeSync)(fd);
                else
                    entry.fd = fd;
            });
        },
        run(request) {
            // Cancelled before it started: start nothing.
            if (request.signal?.aborted)
                return Promise.resolve({ exitCode: null, signal: null, timedOut: false, durationMs: 0, interrupted: true });
            let log;
            try {
                log = takeLog(memo, request.logPath);
            }
            catch (error) {
                if (!(error instanceof LogRefused))
                    throw error;
                return Promise.resolve({ exitCode: null, signal: null, timedOut: false, durationMs: 0, fileRefused: error.message });
            }
            const started = process.hrtime.bigint();
            const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
            return new Promise((resolve) => {
                let timedOut = false;
                let interrupted = false;
                let timer;
                let settled = false;
                let onAbort;
                const output = new StageOutput(log, request.secrets ?? [], request.onOutput);
                const done = (result) => {
                    if (settled)
                        return;
                    settled = true;
                    if (timer)
                        clearTimeout(timer);
                    if (onAbort)
                        request.signal?.removeEventListener('abort', onAbort);
                    (0,external_node_fs_.closeSync)(log);
                    resolve(interrupted ? { ...result, interrupted } : result);
                };
                let child;
                try {
                    child = (0,external_node_child_process_.spawn)(resolveCommand(memo, request.command, request.env), request.args, {
                        argv0: request.command,
                        cwd: request.cwd,
                        env: request.env,
                        stdio: [request.stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
                        // A process group (and session) of its own: the stage's whole group can be killed
                        // without the runner, and a signal to the runner's group does not reach it — the runner
                        // stops its stages itself (cancellation), and a resume kills what a dead runner left.
                        detached: true,
                        windowsHide: true,
                    });
                }
                catch (error) {
                    done({ exitCode: null, signal: null, timedOut: false, durationMs: elapsed(), ...spawnFailure(error) });
                    return;
                }
                const pid = child.pid;
                if (pid !== undefined) {
                    running.set(pid, { token: request.attemptToken });
                    request.onSpawn?.(pid);
                }
                output.attach(child.stdout);
                output.attach(child.stderr);
                child.on('error', (error) => {
                    if (pid !== undefined)
                        running.delete(pid);
                    output.abandon();
                    done({ exitCode: null, signal: null, timedOut: false, durationMs: elapsed(), ...spawnFailure(error) });
                });
                child.on('exit', (code, signal) => {
                    if (pid !== undefined)
                        running.delete(pid);
                    const durationMs = elapsed();
                    // A stage never outlives its attempt: what it left running in its group goes with it (the
                    // group outlives its leader while it has members, so its id is not reused meanwhile).
                    // After a timeout or a cancel, processes that left the group are hunted by token too.
                    if (pid !== undefined) {
                        if (timedOut || interrupted)
                            killAttempt({ pgid: pid, token: request.attemptToken });
                        else
                            killGroup(pid);
                    }
                    // Everything it wrote is logged before the result; a background process that still
                    // holds the pipes is not waited for beyond DRAIN_AFTER_EXIT_MS.
                    const drain = setTimeout(() => output.abandon(), DRAIN_AFTER_EXIT_MS);
                    void output.whenEnded().then(() => {
                        clearTimeout(drain);
                        done({ exitCode: code, signal, timedOut, durationMs });
                    });
                });
                if (request.stdin !== undefined && child.stdin) {
                    child.stdin.on('error', () => {
                        /* the process may exit without reading its stdin */
                    });
                    child.stdin.end(request.stdin);
                }
                if (request.signal && pid !== undefined) {
                    onAbort = () => {
                        interrupted = true;
                        killStage(pid, request.attemptToken);
                    };
                    request.signal.addEventListener('abort', onAbort, { once: true });
                }
                if (request.timeoutMs !== undefined && pid !== undefined) {
                    timer = setTimeout(() => {
                        timedOut = true;
                        killStage(pid, request.attemptToken);
                    }, request.timeoutMs);
                }
            });
        },
    };
}
function spawnFailure(error) {
    return { spawnError: describeSpawnError(error), ...(error.code !== undefined ? { spawnErrorCode: error.code } : {}) };
}
function describeSpawnError(error) {
    // E2BIG: Linux caps one argument or environment string at 128 KiB (MAX_ARG_STRLEN), all of
    // them together at ARG_MAX. The values are never cut short to fit.
    if (error.code === 'E2BIG')
        return `${error.message} (a command-line argument or environment variable is too long: Linux allows 128 KiB each; pass big values through a file)`;
    return error.message;
}


/***/ })

};
