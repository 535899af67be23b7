export const id = 852;
export const ids = [852];
export const modules = {

/***/ 4852:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $f: () => (/* binding */ parseGateTail),
/* harmony export */   Bp: () => (/* binding */ STANDARD_GATE_KEYS),
/* harmony export */   De: () => (/* binding */ gateFailureText),
/* harmony export */   OQ: () => (/* binding */ parseGateText),
/* harmony export */   Py: () => (/* binding */ GATE_WINDOW_BYTES),
/* harmony export */   pf: () => (/* binding */ renderGateBlock)
/* harmony export */ });
/* unused harmony exports normalizeGateArtifact, readGate */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _state_own_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2076);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8815);
// The WORKFLOW_GATE parser: every stage must end its declared output file with exactly one
// gate block. Only the file's tail is parsed, so a stage can write huge reports and the check
// stays O(64 KiB); the runner takes that tail from the pass that hashes the output
// (sha256FileWithTail), so the gate it judges and the digest it records are the same bytes.
// Domain code: it reads the output file (node:fs), spawns no process, imports no @actions/*.
//
// Accepted shapes (after stripping a UTF-8 BOM and turning CRLF/CR into LF):
//
//   bare                      fenced (```yaml, ```yml or plain ```)
//   ...any text...            ...any text...
//   WORKFLOW_GATE:            ```yaml
//     workflow: w             WORKFLOW_GATE:
//     ...                       workflow: w
//   <blank lines only>          ...
//                             ```
//                             <blank lines only>
//
// A fence is CommonMark-like: 0-3 spaces, 3+ backticks; the closing fence has no info string
// and at least as many backticks as the opening one. Tilde fences (~~~) are not recognised.



/** Only this many bytes at the end of an output file are read. */
const GATE_WINDOW_BYTES = 64 * 1024;
/**
 * A failure as a message about the file `path` it was read from: `path:LINE: reason` when its file
 * line is known (the reason without its "(line N)", said once in front, as compilers say it), else
 * `path: reason` (a reason counting lines from the end of the file keeps that count).
 */
function gateFailureText(path, failed) {
    if (failed.line === undefined)
        return `${path}: ${failed.reason}`;
    const suffix = ` (line ${failed.line})`;
    const reason = failed.reason.endsWith(suffix) ? failed.reason.slice(0, -suffix.length) : failed.reason;
    return `${path}:${failed.line}: ${reason}`;
}
const HEADER_RE = /^WORKFLOW_GATE:\s*$/;
// Info string may not contain backticks (CommonMark); group 2 is the raw info string.
const FENCE_RE = /^ {0,3}(`{3,})([^`]*)$/;
// Sources YAML 1.2 core resolves as !!int. Checked on the source text so `1.0` or `1e3`
// (floats that happen to be integral) are rejected like strings are.
const INT_SOURCE_RE = /^[-+]?(?:[0-9]+|0x[0-9a-fA-F]+|0o[0-7]+)$/;
const STATUS_RE = /^[A-Za-z0-9_.-]+$/;
// Rejected anywhere in the block: even if yaml stores them as own data, a later spread or
// merge by a consumer could turn them into prototype writes.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const COUNT_FIELDS = ['unresolved_critical', 'unresolved_high', 'source_resolvable_open'];
const REQUIRED_FIELDS = [
    'workflow',
    'step',
    'status',
    'unresolved_critical',
    'unresolved_high',
    'source_resolvable_open',
    'artifact',
    'next_recommended',
];
/** The eight standard keys of a gate; every other key is an extra key. */
const STANDARD_GATE_KEYS = REQUIRED_FIELDS;
const REQUIRED_SET = new Set(REQUIRED_FIELDS);
function makeLocator(position, lineCount) {
    if (position.kind === 'file') {
        return {
            describe: (i) => `line ${position.startLine + i}`,
            fileLine: (i) => position.startLine + i,
        };
    }
    // The window started mid-file: counting lines from the start would need a whole-file read,
    // so count from the end instead (exact, and easy to find with `tail -n`).
    return {
        describe: (i) => `line ${lineCount - i} from the end of the file`,
        fileLine: () => undefined,
    };
}
/** Normalise an artifact path for comparison: backslashes to `/`, leading `./` removed. */
function normalizeGateArtifact(path) {
    let p = path.trim().replace(/\\/g, '/');
    while (p.startsWith('./'))
        p = p.slice(2).replace(/^\/+/, '');
    return p;
}
/** Parse a gate from the tail text of a file (text = the window; `startLine` = 1-based line number of the window's first line in the file, for messages). */
function parseGateText(text, expected, startLine = 1) {
    return parseWindow(text, expected, { kind: 'file', startLine });
}
/**
 * Parse a gate from a file's last bytes (`tail`, at most GATE_WINDOW_BYTES of them, as read:
 * `tailStart` is the offset of its first byte in the file). The runner's judge reads the tail in
 * the same pass as the file's sha256 (sha256FileWithTail), so the gate it accepts and the digest
 * it records are the same bytes.
 */
function parseGateTail(tail, tailStart, expected) {
    let bytes = tail;
    if (tailStart > 0) {
        // The window starts mid-file: drop everything up to the first LF. That removes the
        // partial first line and any cut UTF-8 sequence (LF never occurs inside one). A line
        // that happened to start exactly at the window edge is dropped too; harmless, since the
        // gate must be at the very end anyway.
        const lf = bytes.indexOf(0x0a);
        bytes = lf < 0 ? bytes.subarray(bytes.length) : bytes.subarray(lf + 1);
    }
    return parseWindow(bytes.toString('utf8'), expected, tailStart > 0 ? { kind: 'tail' } : { kind: 'file', startLine: 1 });
}
/**
 * Read the file's tail (\u2264 GATE_WINDOW_BYTES) and parse (`stagegate gate`; the runner's judge
 * uses parseGateTail on the tail of its hashing pass). ENOENT -> {ok:false, reason:'file not
 * found'}; a directory, FIFO or device in the file's place -> {ok:false} (never read, never waited
 * on); other I/O errors are thrown.
 */
function readGate(absPath, expected) {
    let fd;
    try {
        // Never blocks on a FIFO a stage put in its output's place; anything but a file is refused.
        fd = openRegularForRead(absPath);
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return { ok: false, reason: 'file not found' };
        if (error instanceof NotRegularFileError)
            return { ok: false, reason: `it is ${error.kind}, not a file` };
        throw error;
    }
    try {
        const size = fs.fstatSync(fd).size;
        const start = Math.max(0, size - GATE_WINDOW_BYTES);
        const buffer = Buffer.alloc(size - start);
        let filled = 0;
        // readSync may return short counts; stop early if the file shrank under us.
        while (filled < buffer.length) {
            const n = fs.readSync(fd, buffer, filled, buffer.length - filled, start + filled);
            if (n === 0)
                break;
            filled += n;
        }
        return parseGateTail(buffer.subarray(0, filled), start, expected);
    }
    finally {
        fs.closeSync(fd);
    }
}
/** Render a gate block text (used by examples, docs and fake agents). */
function renderGateBlock(gate) {
    // Values are rendered as given (not validated) so tests and fake agents can also emit
    // deliberately bad gates; only keys that cannot be represented are refused.
    const body = {
        workflow: gate.workflow,
        step: gate.step,
        status: gate.status,
        unresolved_critical: gate.unresolved_critical,
        unresolved_high: gate.unresolved_high,
        source_resolvable_open: gate.source_resolvable_open,
        artifact: gate.artifact,
        next_recommended: gate.next_recommended,
    };
    for (const [key, value] of Object.entries(gate.extra ?? {})) {
        if (REQUIRED_SET.has(key) || FORBIDDEN_KEYS.has(key)) {
            throw new TypeError(`renderGateBlock: extra key '${key}' is reserved`);
        }
        body[key] = value;
    }
    // lineWidth 0 + blockQuote false: every string is one plain or quoted line (multi-line
    // strings become "...\n..." escapes). yaml's block scalars lose whitespace-only lines
    // (" \n" would come back as "\n"), so they are not used.
    // aliasDuplicateObjects false: the parser rejects aliases, so never emit them.
    return new yaml__WEBPACK_IMPORTED_MODULE_2__/* .Document */ .yo({ WORKFLOW_GATE: body }, { aliasDuplicateObjects: false }).toString({
        lineWidth: 0,
        blockQuote: false,
    });
}
function failure(reason, line) {
    return line === undefined ? { ok: false, reason } : { ok: false, reason, line };
}
function isBlank(line) {
    return line.trim() === '';
}
function fenceOf(line) {
    const m = FENCE_RE.exec(line);
    if (!m)
        return undefined;
    const info = (m[2] ?? '').trim();
    return { ticks: (m[1] ?? '').length, lang: (info.split(/\s+/)[0] ?? '').toLowerCase() };
}
function closesFence(line, open) {
    const f = fenceOf(line);
    return f !== undefined && f.lang === '' && f.ticks >= open.ticks;
}
/** True when line `index` opens a fence, judging by the fences before it in `lines`. */
function opensFence(lines, index) {
    let open;
    for (let i = 0; i < index; i++) {
        const line = lines[i] ?? '';
        if (open === undefined)
            open = fenceOf(line);
        else if (closesFence(line, open))
            open = undefined;
    }
    return open === undefined;
}
/** 'value' for messages: one line (control characters escaped), long values shortened. */
function quote(value) {
    const short = value.length > 60 ? `${value.slice(0, 57)}...` : value;
    return `'${short.replace(/[\u0000-\u001f\u007f]/g, (c) => JSON.stringify(c).slice(1, -1))}'`;
}
/**
 * A value for "(got \u2026)". Where a field wants something other than text (a count), text is called
 * what it is \u2014 `the string "1"` \u2014 since '1' would read as the number it looks like.
 */
function describeValue(node, wants = 'text') {
    if (node === null || node === undefined)
        return 'nothing';
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isMap */ .jh)(node))
        return 'a mapping';
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isSeq */ .oP)(node))
        return 'a list';
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(node)) {
        if (node.value === null)
            return node.source ? node.source : 'nothing';
        if (typeof node.value === 'string')
            return wants === 'other' ? `the string "${quote(node.value).slice(1, -1)}"` : quote(node.value);
        return node.source ?? String(node.value);
    }
    return 'an unsupported value';
}
function parseWindow(raw, expected, position) {
    // BOM only matters at the very start; CR/CRLF become LF so line logic and YAML agree.
    const text = (raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw).replace(/\r\n?/g, '\n');
    const lines = text.split('\n');
    const lineCount = text.endsWith('\n') ? lines.length - 1 : lines.length;
    const loc = makeLocator(position, lineCount);
    const fail = (reason, index) => index === undefined ? failure(reason) : failure(`${reason} (${loc.describe(index)})`, loc.fileLine(index));
    const headers = [];
    for (let i = 0; i < lines.length; i++)
        if (HEADER_RE.test(lines[i] ?? ''))
            headers.push(i);
    if (headers.length === 0) {
        // Help with the usual near-misses (indented header, inline map, trailing comment).
        const near = lines.findLastIndex((l) => l.includes('WORKFLOW_GATE:'));
        return near < 0
            ? fail('no WORKFLOW_GATE block at the end of the file')
            : fail("no WORKFLOW_GATE block at the end of the file: 'WORKFLOW_GATE:' must stand alone at the start of a line", near);
    }
    if (headers.length > 1) {
        const where = position.kind === 'tail' ? 'in the last 64 KiB' : 'in the last 64 KiB of the file';
        return fail(`${headers.length} WORKFLOW_GATE blocks ${where} (exactly one allowed)`, headers[1]);
    }
    const h = headers[0];
    // --- Fence detection: look at the nearest line before the header that is not blank and
    // not a YAML comment.
    let prev = h - 1;
    while (prev >= 0 && (isBlank(lines[prev] ?? '') || /^\s*#/.test(lines[prev] ?? '')))
        prev--;
    const open = prev >= 0 ? fenceOf(lines[prev] ?? '') : undefined;
    let bodyEnd = lines.length; // exclusive: the YAML block is lines[h .. bodyEnd)
    let fenced = false;
    if (open !== undefined) {
        if (open.lang !== '' && open.lang !== 'yaml' && open.lang !== 'yml') {
            return fail(`the WORKFLOW_GATE block is inside a \`\`\`${open.lang} fence; use \`\`\`yaml, \`\`\`yml, \`\`\` or no fence`, prev);
        }
        let close = -1;
        for (let i = h + 1; i < lines.length; i++) {
            if (closesFence(lines[i] ?? '', open)) {
                close = i;
                break;
            }
        }
        if (close >= 0) {
            fenced = true;
            bodyEnd = close;
            for (let i = close + 1; i < lines.length; i++) {
                if (!isBlank(lines[i] ?? ''))
                    return fail('text after the closing fence of the WORKFLOW_GATE block', i);
            }
        }
        else if (open.lang !== '' || opensFence(lines, prev)) {
            // ```yaml always opens; a bare ``` opens unless it closes an earlier fence (counted
            // within the window, which is exact whenever the window is the whole file).
            return fail('unterminated fence: the fence before the WORKFLOW_GATE block is never closed', prev);
        }
        // else: the bare ``` closed an earlier code block and the gate is bare.
    }
    // --- Extent: the block's lines are all indented (or blank); the first non-blank line at
    // column 0 is text after the block. (YAML would also read it as a new top-level key.)
    for (let i = h + 1; i < bodyEnd; i++) {
        const line = lines[i] ?? '';
        if (!isBlank(line) && !/^[ \t]/.test(line)) {
            const hint = !fenced && fenceOf(line) !== undefined ? ': a fenced block must hold only the WORKFLOW_GATE block' : '';
            return fail(`text after the WORKFLOW_GATE block${hint}`, i);
        }
    }
    // Bare: the exact text from the header to the end (so `|+` block scalars keep their
    // newlines). Fenced: the fence content, which ends with a newline.
    const source = lines.slice(h, bodyEnd).join('\n') + (fenced ? '\n' : '');
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_2__/* .LineCounter */ .HN();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .parseDocument */ .Tp)(source, { lineCounter, prettyErrors: false, uniqueKeys: true, logLevel: 'error' });
    const indexAt = (offset) => h + lineCounter.linePos(offset).line - 1;
    const nodeIndex = (node) => {
        const range = node?.range;
        return range ? indexAt(range[0]) : undefined;
    };
    const yamlError = doc.errors[0];
    if (yamlError) {
        const message = yamlError.message.split('\n')[0] ?? yamlError.message;
        return fail(`malformed YAML in the WORKFLOW_GATE block: ${message}`, indexAt(yamlError.pos[0]));
    }
    const root = doc.contents;
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isMap */ .jh)(root) || root.items.length !== 1)
        return fail('malformed YAML in the WORKFLOW_GATE block', h);
    const value = root.items[0].value;
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isMap */ .jh)(value)) {
        const got = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(value) && (value.value === null || value.value === '') ? 'it is empty' : `got ${describeValue(value)}`;
        return fail(`the WORKFLOW_GATE block is not a mapping of fields (${got})`, h);
    }
    // --- Inert data only: no prototype keys, no aliases (cycles, billion laughs), no tags
    // (which could materialise Buffers, Sets or Maps into `extra`).
    let unsafe;
    (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .visit */ .YR)(value, {
        Pair(_key, pair) {
            const key = pair.key;
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(key) && FORBIDDEN_KEYS.has(String(key.value))) {
                unsafe = fail(`gate key ${quote(String(key.value))} is not allowed`, nodeIndex(key));
                return yaml__WEBPACK_IMPORTED_MODULE_2__/* .visit */ .YR.BREAK;
            }
            return undefined;
        },
        Alias(_key, node) {
            unsafe = fail(`YAML aliases (*${node.source}) are not allowed in a WORKFLOW_GATE block`, nodeIndex(node));
            return yaml__WEBPACK_IMPORTED_MODULE_2__/* .visit */ .YR.BREAK;
        },
        Node(_key, node) {
            if (node.tag !== undefined) {
                unsafe = fail(`YAML tags (${String(node.tag).replace('tag:yaml.org,2002:', '!!')}) are not allowed in a WORKFLOW_GATE block`, nodeIndex(node));
                return yaml__WEBPACK_IMPORTED_MODULE_2__/* .visit */ .YR.BREAK;
            }
            return undefined;
        },
    });
    if (unsafe)
        return unsafe;
    // --- Fields.
    const fields = new Map();
    for (const item of value.items) {
        const pair = item;
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(pair.key) || typeof pair.key.value !== 'string') {
            return fail(`gate keys must be plain strings (got ${describeValue(pair.key)})`, nodeIndex(pair.key) ?? h);
        }
        fields.set(pair.key.value, pair);
    }
    const missing = REQUIRED_FIELDS.filter((f) => !fields.has(f));
    if (missing.length > 0) {
        const list = missing.map((f) => `'${f}'`).join(', ');
        return fail(`the WORKFLOW_GATE block is missing required field${missing.length > 1 ? 's' : ''} ${list}`, h);
    }
    const nodeOf = (f) => (fields.get(f)?.value ?? null);
    const fieldFail = (f, problem, wants = 'text') => {
        const node = nodeOf(f);
        return fail(`gate field '${f}' ${problem} (got ${describeValue(node, wants)})`, nodeIndex(node) ?? nodeIndex(fields.get(f)?.key));
    };
    const stringOf = (f) => {
        const node = nodeOf(f);
        return (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(node) && typeof node.value === 'string' ? node.value : undefined;
    };
    const workflow = stringOf('workflow');
    if (workflow === undefined || workflow === '')
        return fieldFail('workflow', 'must be a non-empty string');
    const step = stringOf('step');
    if (step === undefined || step === '')
        return fieldFail('step', 'must be a non-empty string');
    const status = stringOf('status');
    if (status === undefined || !STATUS_RE.test(status)) {
        return fieldFail('status', 'must be a non-empty string of letters, digits, _ . or -');
    }
    const counts = {};
    for (const f of COUNT_FIELDS) {
        const node = nodeOf(f);
        const ok = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(node) &&
            typeof node.value === 'number' &&
            INT_SOURCE_RE.test(node.source ?? '') &&
            Number.isSafeInteger(node.value) &&
            node.value >= 0;
        if (!ok)
            return fieldFail(f, 'must be an integer >= 0', 'other');
        counts[f] = node.value + 0; // + 0 turns -0 into 0
    }
    const artifact = stringOf('artifact');
    if (artifact === undefined || artifact.trim() === '')
        return fieldFail('artifact', 'must be a non-empty string');
    const nextNode = nodeOf('next_recommended');
    let next;
    if (nextNode === null || ((0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(nextNode) && nextNode.value === null))
        next = null;
    else if ((0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(nextNode) && typeof nextNode.value === 'string')
        next = nextNode.value;
    else
        return fieldFail('next_recommended', 'must be a step id or null');
    if (expected) {
        const mismatch = (f, got, want) => fail(`gate field '${f}' is ${quote(got)}, expected ${quote(want)}`, nodeIndex(nodeOf(f)));
        if (workflow !== expected.workflow)
            return mismatch('workflow', workflow, expected.workflow);
        if (step !== expected.step)
            return mismatch('step', step, expected.step);
        if (normalizeGateArtifact(artifact) !== normalizeGateArtifact(expected.artifact)) {
            return mismatch('artifact', artifact, expected.artifact);
        }
    }
    const extra = {};
    // Each extra key's file line (a gate_schema mismatch is said there: judge.ts).
    const keyLines = {};
    for (const [key, pair] of fields) {
        if (REQUIRED_SET.has(key))
            continue;
        const index = nodeIndex(pair.key);
        const line = index === undefined ? undefined : loc.fileLine(index);
        if (line !== undefined)
            keyLines[key] = line;
        const node = pair.value;
        // toJS of a node without aliases/tags yields plain objects, arrays and scalars.
        extra[key] = node === null ? null : node.toJS(doc);
    }
    const statusLine = loc.fileLine(nodeIndex(nodeOf('status')) ?? nodeIndex(fields.get('status')?.key) ?? h);
    return {
        ok: true,
        gate: { workflow, step, status, ...counts, artifact, next_recommended: next, extra },
        ...(statusLine !== undefined ? { statusLine } : {}),
        ...(Object.keys(keyLines).length > 0 ? { keyLines } : {}),
    };
}


/***/ })

};
