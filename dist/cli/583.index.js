export const id = 583;
export const ids = [583];
export const modules = {

/***/ 2862:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ isStagegateError),
/* harmony export */   q: () => (/* binding */ StagegateError)
/* harmony export */ });
class StagegateError extends Error {
    code;
    location;
    hint;
    constructor(code, message, options = {}) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.name = 'StagegateError';
        this.code = code;
        this.location = options.location ?? {};
        if (options.hint !== undefined)
            this.hint = options.hint;
    }
}
function isStagegateError(error) {
    return error instanceof StagegateError;
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
/* harmony export */   vT: () => (/* binding */ SwappedFileError)
/* harmony export */ });
/* unused harmony exports NO_FOLLOW, sameInode */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
// Files the runner owns (state, manifest, lock, their temp files, stage logs) live in folders its
// stages can write to. A stage — or a process it left behind — can plant a FIFO, a link, a
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
    const there = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path, { throwIfNoEntry: false });
    return there !== undefined && sameInode(there, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd));
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
/** Why a stage's file cannot be read ('EACCES', 'a FIFO' …), or undefined when it can. */
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


/***/ })

};
