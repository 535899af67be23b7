export const id = 666;
export const ids = [666];
export const modules = {

/***/ 90666:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fl: () => (/* binding */ readFirstEvent),
/* harmony export */   Hs: () => (/* binding */ scanJournal),
/* harmony export */   JOURNAL_SUFFIX: () => (/* binding */ JOURNAL_SUFFIX),
/* harmony export */   JW: () => (/* binding */ journalUnchanged),
/* harmony export */   P2: () => (/* binding */ readOrigin),
/* harmony export */   S7: () => (/* binding */ journalPathFor),
/* harmony export */   XL: () => (/* binding */ eventsOf),
/* harmony export */   YH: () => (/* binding */ sameInstance),
/* harmony export */   a0: () => (/* binding */ readJournal),
/* harmony export */   fg: () => (/* binding */ sha256Hex),
/* harmony export */   ty: () => (/* binding */ syncDir),
/* harmony export */   xE: () => (/* binding */ EMPTY_HEAD),
/* harmony export */   yv: () => (/* binding */ originOf)
/* harmony export */ });
/* unused harmony exports ORIGIN_FIRST_READ, parseJournal, scanHeld */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _open_folder_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58150);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _own_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(22076);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(77598);
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

/***/ 58150:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ openFolder)
/* harmony export */ });
/* unused harmony export FOLDER_SYNC_FLAGS */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
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
