export const id = 905;
export const ids = [905];
export const modules = {

/***/ 8905:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   unpackJournals: () => (/* binding */ unpackJournals),
/* harmony export */   unzipWithin: () => (/* binding */ unzipWithin)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57075);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(46466);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_stream_promises__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var yauzl__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(20663);
// Unpacking a downloaded artifact's zip into a fresh folder, within limits. The artifact client's own
// unpacking (unzip-stream) writes whatever the zip holds: a zip bomb \u2014 a few megabytes whose entries
// inflate to gigabytes, uploaded by the job that made the artifact (a fork's pull request, a
// `resume-from-run-id` run) \u2014 fills RUNNER_TEMP before anything is checked. The zip format (its
// central directory, ZIP64, local headers, names, inflating) is yauzl's: a zip is untrusted input,
// and a kept library of the field reads it, not code of ours. What is here is the policy: every
// entry's declared size is summed, and a zip declaring more than the limit (or more files, a link,
// an encrypted entry, a method other than stored or deflate, a name that is not a plain relative
// path, the same name twice) is refused before one byte is written. Each entry is then inflated as
// a stream and counted: one that inflates past the size it declared (so past the sum the limit
// allowed) is refused as soon as it does.





const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
/** `version made by`'s high byte for an entry whose external attributes hold a unix mode. */
const MADE_BY_UNIX = 3;
/** A refusal: the zip is not one this unpacks (caught into UnzipResult); `entry`: the name it says. */
class Refused extends Error {
    entry;
    constructor(message, entry) {
        super(message);
        this.entry = entry;
    }
}
/** An entry's name that is a plain relative path (a folder's ends with `/`): stricter than yauzl's own check (no empty or `.` part, no NUL). */
function plainName(name) {
    if (yauzl__WEBPACK_IMPORTED_MODULE_4__.validateFileName(name) !== null)
        return false;
    const path = name.endsWith('/') ? name.slice(0, -1) : name;
    if (path === '' || path.startsWith('/') || path.includes('\\') || path.includes('\0') || /^[A-Za-z]:/.test(path))
        return false;
    return path.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}
/** A failure of yauzl's (no errno code): the zip's bytes, not the disk. */
function isFormatError(error) {
    return error instanceof Error && !(error instanceof Refused) && error.code === undefined;
}
/** An entry's name: decodeStrings is off (so a bad name is ours to refuse, naming it), the name as yauzl decodes it. */
function entryName(entry) {
    return yauzl__WEBPACK_IMPORTED_MODULE_4__.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, true);
}
/** Why the policy refuses an entry on its own (its name, encryption, a link, its method), else undefined. */
function entryProblem(entry, name) {
    if (!plainName(name))
        return `entry '${name.slice(0, 200)}' is not a plain relative path`;
    if (entry.isEncrypted())
        return `entry ${name} is encrypted`;
    const mode = entry.externalFileAttributes >>> 16;
    if (entry.versionMadeBy >> 8 === MADE_BY_UNIX && (mode & S_IFMT) === S_IFLNK)
        return `entry ${name} is a symbolic link`;
    if (!name.endsWith('/') && entry.compressionMethod !== 0 && entry.compressionMethod !== 8)
        return `entry ${name} is compressed with method ${entry.compressionMethod} (only stored and deflate are read)`;
    return undefined;
}
/**
 * The zip's entries from its central directory, each checked as it is read; refused at the first
 * that fails, and as soon as there are more files (or folders) than `maxFiles` \u2014 so what is held
 * stays small whatever the zip says it lists.
 */
async function listEntries(zip, maxFiles) {
    const listed = [];
    const names = new Set();
    let files = 0;
    let folders = 0;
    try {
        for await (const entry of zip.eachEntry()) {
            const name = entryName(entry);
            const problem = entryProblem(entry, name);
            if (problem !== undefined)
                throw new Refused(problem, name);
            const directory = name.endsWith('/');
            if (directory ? ++folders > maxFiles : ++files > maxFiles)
                throw new Refused(`it holds more than ${maxFiles} ${directory ? 'folders' : 'files'}`);
            const key = name.replace(/\/$/, '');
            if (names.has(key))
                throw new Refused(`it holds ${key} twice`, key);
            names.add(key);
            listed.push({ entry, name, directory });
        }
    }
    catch (error) {
        if (isFormatError(error))
            throw new Refused(`it cannot be read as a zip: ${error.message}`);
        throw error;
    }
    return listed;
}
/** Counts what passes; fails once more than the entry's declared bytes, or more than `room` in all, have. */
class Counted extends node_stream__WEBPACK_IMPORTED_MODULE_2__.Transform {
    name;
    declared;
    room;
    limit;
    count = 0;
    constructor(name, declared, room, limit) {
        super();
        this.name = name;
        this.declared = declared;
        this.room = room;
        this.limit = limit;
    }
    _transform(chunk, _encoding, done) {
        this.count += chunk.length;
        if (this.count > this.declared)
            return done(new Refused(`entry ${this.name} inflates to more than the ${this.declared} bytes it declares`, this.name));
        if (this.count > this.room)
            return done(new Refused(`its entries inflate to more than ${this.limit} bytes`));
        done(null, chunk);
    }
}
/** A folder made for an entry; one that meets a file another entry made is a refusal. */
function makeFolder(path, name) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(path, { recursive: true });
    }
    catch (error) {
        const code = error.code;
        if (code === 'EEXIST' || code === 'ENOTDIR')
            throw new Refused(`entry ${name} collides with another entry (${code})`, name);
        throw error;
    }
}
/**
 * Unpack the zip at `zipPath` into the (existing, empty) folder `destination`, within `limits`.
 * Refused: why (what was written stays for the caller to remove with its quarantine). Throws on
 * an I/O failure (a full disk).
 */
async function unzipWithin(zipPath, destination, limits) {
    let zip;
    try {
        // validateEntrySizes is off: it refuses a stored entry whose two sizes differ while the central
        // directory is read \u2014 before the declared sizes are summed, and naming no entry. Counted makes
        // the same check on every entry's bytes as they inflate, with the policy's words.
        zip = await yauzl__WEBPACK_IMPORTED_MODULE_4__.openPromise(zipPath, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: false }).catch((error) => {
            throw isFormatError(error) ? new Refused(`it cannot be read as a zip: ${error.message}`) : error;
        });
        const listed = await listEntries(zip, limits.maxFiles);
        const declared = listed.reduce((sum, { entry, directory }) => sum + (directory ? 0 : entry.uncompressedSize), 0);
        // Before any byte is written: what the entries say they hold.
        if (declared > limits.maxBytes)
            return { ok: false, reason: `its entries declare ${declared} bytes unpacked, more than the ${limits.maxBytes} ${limits.bound ?? 'bytes a download unpacks at most'}` };
        let files = 0;
        let written = 0;
        for (const { entry, name, directory } of listed) {
            const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(destination, name);
            if (directory) {
                makeFolder(target, name);
                continue;
            }
            makeFolder((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(target), name);
            const counted = new Counted(name, entry.uncompressedSize, limits.maxBytes - written, limits.maxBytes);
            try {
                const source = await zip.openReadStreamPromise(entry);
                // A file of its own: never one already there (the same name twice, in another spelling).
                await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_3__.pipeline)(source, counted, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createWriteStream)(target, { flags: 'wx' }));
            }
            catch (error) {
                if (error instanceof Refused)
                    throw error;
                const code = error.code;
                if (code === 'EEXIST' || code === 'ENOTDIR' || code === 'EISDIR')
                    throw new Refused(`entry ${name} collides with another entry (${code})`, name);
                // zlib's refusal of what it reads: a corrupt entry, not an I/O failure.
                if (typeof code === 'string' && code.startsWith('Z_'))
                    throw new Refused(`entry ${name} cannot be inflated (${error.message})`, name);
                // yauzl's: a local header missing, data past the end of the zip.
                if (isFormatError(error))
                    throw new Refused(`entry ${name} cannot be read: ${error.message}`, name);
                throw error;
            }
            if (counted.count !== entry.uncompressedSize)
                throw new Refused(`entry ${name} inflates to ${counted.count} bytes, not the ${entry.uncompressedSize} it declares`, name);
            files++;
            written += counted.count;
        }
        return { ok: true, files, bytes: written };
    }
    catch (error) {
        if (error instanceof Refused)
            return { ok: false, reason: error.message, ...(error.entry !== undefined ? { entry: error.entry } : {}) };
        throw error;
    }
    finally {
        zip?.close();
    }
}
/**
 * After a refusal that names an entry: the entries `wanted` names (the runs' journals) that the
 * policy would unpack on their own, unpacked into `destination` \u2014 each checked as unzipWithin
 * checks it, within the same limits, one it refuses (or that collides, or cannot be read) passed
 * over rather than the zip \u2014, so the caller can hear what they record before it says the refusal:
 * the entry's name may be made of a value only the artifact holds (a run folder named by a
 * secret-looking input). Best effort (the refusal stands whatever this does): the number of files
 * unpacked; a zip it cannot read unpacks none.
 */
async function unpackJournals(zipPath, destination, limits, wanted) {
    let zip;
    try {
        zip = await yauzl__WEBPACK_IMPORTED_MODULE_4__.openPromise(zipPath, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: false });
        const taken = [];
        const names = new Set();
        let declared = 0;
        for await (const entry of zip.eachEntry()) {
            const name = entryName(entry);
            if (name.endsWith('/') || !wanted(name) || entryProblem(entry, name) !== undefined || names.has(name))
                continue;
            // Past the limits: what was taken so far, no more (a zip declaring more is not unpacked further).
            if (taken.length >= limits.maxFiles || declared + entry.uncompressedSize > limits.maxBytes)
                break;
            names.add(name);
            declared += entry.uncompressedSize;
            taken.push({ entry, name });
        }
        let files = 0;
        let written = 0;
        for (const { entry, name } of taken) {
            const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(destination, name);
            const counted = new Counted(name, entry.uncompressedSize, limits.maxBytes - written, limits.maxBytes);
            try {
                makeFolder((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(target), name);
                // Never over a file already there (the refused unpack's own, complete or not: it stays).
                await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_3__.pipeline)(await zip.openReadStreamPromise(entry), counted, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createWriteStream)(target, { flags: 'wx' }));
                files++;
            }
            catch {
                // Passed over: refused, a collision, unreadable, or the disk (the refusal is said either way).
            }
            written += counted.count;
        }
        return files;
    }
    catch {
        return 0;
    }
    finally {
        zip?.close();
    }
}


/***/ })

};
