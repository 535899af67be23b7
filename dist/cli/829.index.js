export const id = 829;
export const ids = [829];
export const modules = {

/***/ 666:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hs: () => (/* binding */ scanJournal),
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
/* unused harmony exports parseJournal, scanHeld */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _own_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2076);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5217);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_4__);
// The run's journal: an append-only file of JSON lines, the durable truth of a run. Each line is
// one event with its sequence number and the sha256 of the line before it, so an edit anywhere
// but the very end breaks the chain. One write + fdatasync per batch of events is the commit
// point (journal-writer.ts appends; this file reads). A torn last line (a crash mid-append) was never committed: it is dropped and reported.
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
        held.bytes = (0,_own_file_js__WEBPACK_IMPORTED_MODULE_2__/* .readRegularFile */ .XF)(path, Number.MAX_SAFE_INTEGER, { onStats: (s) => (file = identityOf(s)) });
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
/**
 * The instance of the journal at `path`, reading its first line only (a long run's journal is not
 * read again for it): undefined when there is no such file or its first line is not the first
 * event of a journal. For a journal a runner verified and holds the lock of (nothing else appends to
 * it or replaces it meanwhile).
 */
function readOrigin(path) {
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
            const chunk = Buffer.alloc(64 * 1024);
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
        const parsed = parseLine(line);
        if (!isEnvelope(parsed) || parsed.seq !== 1 || parsed.prev !== null)
            return undefined;
        return { seq: 1, sha256: sha256Hex(line) };
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
    if (bytes.length > node_buffer__WEBPACK_IMPORTED_MODULE_4__.constants.MAX_STRING_LENGTH || !(0,node_buffer__WEBPACK_IMPORTED_MODULE_4__.isUtf8)(bytes))
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
        if (parsed.prev !== prev)
            return { kind: 'corrupt', reason: `line ${where} does not follow the line before it (hash chain broken): the journal was edited`, line: where };
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

/***/ 2076:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D_: () => (/* binding */ stillNames),
/* harmony export */   I: () => (/* binding */ kindOf),
/* harmony export */   Qg: () => (/* binding */ unreadableBecause),
/* harmony export */   XF: () => (/* binding */ readRegularFile),
/* harmony export */   iZ: () => (/* binding */ NotRegularFileError),
/* harmony export */   os: () => (/* binding */ openRegularForRead),
/* harmony export */   tc: () => (/* binding */ stillNamesFile),
/* harmony export */   vT: () => (/* binding */ SwappedFileError)
/* harmony export */ });
/* unused harmony exports NO_FOLLOW, sameInode */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
// Files the runner owns (state, manifest, lock, their temp files, stage logs) live in folders its
// stages can write to. A stage \u2014 or a process it left behind \u2014 can plant a FIFO, a link, a
// directory or a device where such a file goes, or swap a temp file between its write and its
// rename. These helpers open without following links and without blocking on a FIFO, and check
// that a path still names the very file the runner wrote (device and inode) before trusting it.

/** Opening never follows a link and never waits for a FIFO's other end. */
const NO_FOLLOW = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK;
function sameInode(a, b) {
    return a.ino === b.ino && a.dev === b.dev;
}
/** What stands at a path instead of a regular file, in words. */
function kindOf(stats) {
    if (stats.isDirectory())
        return 'a directory';
    if (stats.isSymbolicLink())
        return 'a symbolic link';
    if (stats.isFIFO())
        return 'a FIFO';
    if (stats.isCharacterDevice() || stats.isBlockDevice())
        return 'a device';
    if (stats.isSocket())
        return 'a socket';
    return 'a regular file';
}
/** A runner-owned path holds something the runner did not make (code ENOTREG). */
class NotRegularFileError extends Error {
    path;
    kind;
    code = 'ENOTREG';
    constructor(path, kind) {
        super(`${path} is ${kind}, not a regular file`);
        this.path = path;
        this.kind = kind;
        this.name = 'NotRegularFileError';
    }
}
/** A temp file was replaced between its write and its rename (code ESWAPPED). */
class SwappedFileError extends Error {
    path;
    code = 'ESWAPPED';
    constructor(path) {
        super(`${path} was replaced by another process while stagegate wrote it`);
        this.path = path;
        this.name = 'SwappedFileError';
    }
}
/** Whether `path` still names the file open as `fd` (lstat: a link there is not it). */
function stillNames(path, fd) {
    return stillNamesFile(path, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd));
}
/** Whether `path` still names the file `file` (an fstat of a descriptor held open) was taken of. */
function stillNamesFile(path, file) {
    const there = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path, { throwIfNoEntry: false });
    return there !== undefined && sameInode(there, file);
}
/**
 * The contents of a regular file, read without following a link or blocking on a FIFO; at most
 * `maxBytes`. ENOENT and other open errors are thrown as they are; anything but a regular file
 * is a NotRegularFileError.
 */
function readRegularFile(path, maxBytes = 1024 * 1024, options = {}) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (options.follow ? node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK : NO_FOLLOW));
    }
    catch (error) {
        // ELOOP: a link stands there (O_NOFOLLOW).
        if (error.code === 'ELOOP')
            throw new NotRegularFileError(path, 'a symbolic link');
        throw error;
    }
    try {
        const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (!stats.isFile())
            throw new NotRegularFileError(path, kindOf(stats));
        options.onStats?.(stats);
        const length = Math.min(stats.size, maxBytes);
        const buffer = Buffer.alloc(length);
        let read = 0;
        while (read < length) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, read, length - read, read);
            if (n === 0)
                break;
            read += n;
        }
        return buffer.subarray(0, read);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/**
 * Open a file a stage wrote for reading: never blocks on a FIFO (O_NONBLOCK) and refuses
 * anything but a regular file. Returns the descriptor; throws NotRegularFileError or the errno.
 */
function openRegularForRead(path) {
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
    const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
    if (!stats.isFile()) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        throw new NotRegularFileError(path, kindOf(stats));
    }
    return fd;
}
/** Why a stage's file cannot be read ('EACCES', 'a FIFO' \u2026), or undefined when it can. */
function unreadableBecause(path) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(openRegularForRead(path));
        return undefined;
    }
    catch (error) {
        if (error instanceof NotRegularFileError)
            return `it is ${error.kind}`;
        return error.code ?? String(error);
    }
}


/***/ }),

/***/ 5620:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Im: () => (/* binding */ GIT_DIR_WHY),
/* harmony export */   aR: () => (/* binding */ Workspace),
/* harmony export */   fA: () => (/* binding */ WORKSPACE_NOTE),
/* harmony export */   hA: () => (/* binding */ isGitDirName),
/* harmony export */   pr: () => (/* binding */ likelyWorkspaceOf)
/* harmony export */ });
/* unused harmony exports toPosix, entersGitDir */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2862);
// Workspace confinement. Every path a workflow or an input names must resolve inside the
// workspace, lexically AND after following symlinks, before anything is read or written there,
// and never into a repository's .git folder (a workflow that writes there plants hooks or config).



function toPosix(p) {
    return node_path__WEBPACK_IMPORTED_MODULE_1__.sep === '/' ? p : p.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
}
/**
 * A path component that names the repository's .git folder on some file system: any case, and on
 * Windows with trailing dots or spaces, as the 8.3 short name (GIT~1), or followed by an NTFS
 * stream (`.git::$INDEX_ALLOCATION`, `.git:x`: NTFS opens the folder `.git`; git refuses them too).
 */
function isGitDirName(part) {
    const colon = part.indexOf(':');
    const name = (colon < 0 ? part : part.slice(0, colon)).toLowerCase().replace(/[. ]+$/, '');
    return name === '.git' || /^git~\d+$/.test(name);
}
/** A relative path (either separator) one of whose components names a .git folder. */
function entersGitDir(rel) {
    // Every such name holds "git" (isGitDirName lowercases each component as this does the whole):
    // most paths are told apart without splitting them.
    if (!rel.toLowerCase().includes('git'))
        return false;
    return rel.split(/[\\/]+/).some(isGitDirName);
}
function isInside(root, candidate) {
    return insideBy((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, candidate));
}
/** `rel` (path.relative from a folder) names that folder or something below it. */
function insideBy(rel) {
    return rel === '' || (!rel.startsWith('..') && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel));
}
/** Marks a dangling symlink on the way. Never a real path: checked by identity, since
 * path.relative would resolve it against the process's cwd (and call it inside). */
const DANGLING = '\0dangling-symlink';
/**
 * realOf's answer when it walked every component below the real root without meeting a link: the
 * real path is the real root joined with the same relative path, so it holds nothing the lexical
 * checks did not already look at. Never a real path either (checked by identity).
 */
const LEXICAL = '\0lexical';
/** Real path of the deepest existing ancestor of `p` (p itself when it exists). */
function realpathOfExistingPrefix(p) {
    let current = p;
    const tail = [];
    for (;;) {
        try {
            const real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(current);
            return tail.length === 0 ? real : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(real, ...tail.reverse());
        }
        catch (error) {
            const code = error.code;
            if (code !== 'ENOENT' && code !== 'ENOTDIR')
                throw error;
            // A dangling symlink: lstat succeeds where realpath fails. It leads somewhere we
            // cannot check, so treat it as leading out.
            try {
                if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(current).isSymbolicLink())
                    return DANGLING;
            }
            catch {
                /* not there at all: climb */
            }
            const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(current);
            if (parent === current)
                return p;
            tail.push(current.slice(parent.length + (parent.endsWith(node_path__WEBPACK_IMPORTED_MODULE_1__.sep) ? 0 : 1)));
            current = parent;
        }
    }
}
class Workspace {
    root;
    realRoot;
    constructor(root) {
        this.root = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root);
        this.realRoot = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(this.root);
    }
    /**
     * Resolve a workspace-relative (or absolute, inside) path; refuse one that leads out.
     * `what` names the path in the error ("output of step review").
     */
    resolve(p, what) {
        if (p.includes('\0'))
            throw outside(what, p, 'it contains a NUL byte');
        if (p.trim() === '')
            throw outside(what, p, 'it is empty');
        const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(this.root, p);
        const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(this.root, abs);
        if (!insideBy(rel))
            throw outside(what, p, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(p) ? 'it is an absolute path outside the workspace' : "it climbs out with '..'");
        if (entersGitDir(rel))
            throw intoGitDir(what, p, 'it is inside');
        const real = this.realOf(abs, rel);
        // LEXICAL: no link on the way, so the real path is the real root and `rel`, checked above.
        if (real !== LEXICAL) {
            if (real === DANGLING || !isInside(this.realRoot, real))
                throw outside(what, p, 'a symlink on the way leads outside the workspace');
            if (real !== this.realRoot && entersGitDir((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(this.realRoot, real)))
                throw intoGitDir(what, p, 'a symlink on the way leads into');
        }
        return { abs, rel: toPosix(rel) || '.' };
    }
    /**
     * Real path of `abs` (inside the root lexically; `rel`: its path from the root), or LEXICAL when
     * no link is on the way. The root's own real path is known, so only the components below it are
     * looked at, one lstat each; a symlink among them (or anything unusual) takes the general
     * realpath route. Why: the runner checks its state, manifest and
     * output paths on every write (a stage may have swapped a folder for a link); a full realpath
     * from / costs a syscall per component of the workspace's own location each time. Nothing is
     * remembered between calls: any process of the run may have changed a folder since.
     */
    realOf(abs, rel) {
        if (rel === '')
            return LEXICAL;
        const parts = rel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep);
        let current = this.realRoot;
        for (let i = 0; i < parts.length; i++) {
            current = current.endsWith(node_path__WEBPACK_IMPORTED_MODULE_1__.sep) ? current + parts[i] : current + node_path__WEBPACK_IMPORTED_MODULE_1__.sep + parts[i];
            let stat;
            try {
                stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(current, { throwIfNoEntry: false });
            }
            catch {
                return realpathOfExistingPrefix(abs);
            }
            // Not there: nothing below it exists either, so the rest is lexical (as realpathOfExistingPrefix).
            if (stat === undefined)
                return LEXICAL;
            if (stat.isSymbolicLink())
                return realpathOfExistingPrefix(abs);
            if (!stat.isDirectory() && i < parts.length - 1)
                return realpathOfExistingPrefix(abs);
        }
        return LEXICAL;
    }
    /** Like resolve, but returns undefined instead of throwing. */
    tryResolve(p) {
        try {
            return this.resolve(p, 'path');
        }
        catch {
            return undefined;
        }
    }
    relative(abs) {
        return toPosix((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(this.root, abs)) || '.';
    }
}
/** Every "outside the workspace" finding says what the workspace is and how to choose another. */
const WORKSPACE_NOTE = 'The workspace is the current directory, or the directory -C DIR names (the Action: working-directory).';
function outside(what, p, why) {
    return new _run_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StagegateError */ .q('PATH_OUTSIDE_WORKSPACE', `${what} '${p}' is refused: ${why}.`, {
        hint: `Use a workspace-relative path that stays inside the workspace. ${WORKSPACE_NOTE}`,
    });
}
/** Why a path into a .git folder is refused (`how`: 'it is inside', 'a symlink on the way leads into'). */
const GIT_DIR_WHY = "a repository's .git folder";
function intoGitDir(what, p, how) {
    return new _run_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StagegateError */ .q('PATH_OUTSIDE_WORKSPACE', `${what} '${p}' is refused: ${how} ${GIT_DIR_WHY}.`, {
        hint: 'A workflow never writes or reads inside .git (it could plant hooks or config there): use a workspace-relative path outside the .git folder.',
    });
}
/**
 * Where a file outside the workspace probably belongs: the nearest folder above it holding a
 * repository (.git), else its own folder. For "pass -C <that>" advice.
 */
function likelyWorkspaceOf(absFile) {
    for (let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(absFile);; dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir)) {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir, '.git')))
            return dir;
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir) === dir)
            return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(absFile);
    }
}


/***/ })

};
