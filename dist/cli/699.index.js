export const id = 699;
export const ids = [699];
export const modules = {

/***/ 3416:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   onceCommand: () => (/* binding */ onceCommand)
/* harmony export */ });
/* unused harmony exports ONCE_CANNOT_TELL, keptMasked */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5217);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_state_journal_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(666);
/* harmony import */ var _core_run_effects_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1319);
/* harmony import */ var _core_run_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2862);
/* harmony import */ var _core_state_lock_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(210);
/* harmony import */ var _host_process_tree_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8374);
/* harmony import */ var _core_steps_process_transcript_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2303);
/* harmony import */ var _core_run_secret_forms_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(1543);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7593);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1604);
/* harmony import */ var _core_run_printable_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(6226);
// `stagegate once KEY -- COMMAND [ARGS ...]`: run inside a stage, run COMMAND unless this run
// already did KEY for the same step, branch and visit (core/run/effects.ts; docs/run-semantics.md
// "Side effects: stagegate once"). What counts as done: an effect_done event in the run's journal
// (folded by the runner from an earlier attempt's ledger), or a record in this attempt's own
// ledger. A command that exits 0 is recorded in the ledger, fsync'd, before `once` exits. The
// command runs under KEY's lock in the attempt (effectLockPath): a second call of the same key
// while it runs waits for its outcome, then finds its record (or, when it failed or its record
// could not be written, runs it). A call inside the call that holds the lock (`once KEY -- \u2026
// once KEY \u2026`), or a lock another machine's process holds, is never waited for: exit 125.













// Kept out of core/run/effects.ts: `validate` loads that file (a key's rules), never node:crypto.
/**
 * The lock of KEY in an attempt: beside its ledger, `<ledger>.<16 hex of the key's sha256>.lock`
 * (core/state/lock.ts: O_EXCL, its owner's pid; a dead owner's lock is taken over). Two `once` calls
 * of one key in one attempt: the second waits while the first runs the command, then finds its
 * record. A lock is this machine's: the Action never carries one (src/action/persistence.ts).
 */
function effectLockPath(ledgerAbs, key) {
    return `${ledgerAbs}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)('sha256').update(key).digest('hex').slice(0, 16)}.lock`;
}
function scopeOf(env) {
    const names = ['STAGEGATE_STEP', 'STAGEGATE_VISIT', 'STAGEGATE_ATTEMPT', 'STAGEGATE_EFFECTS', 'STAGEGATE_STATE_PATH'];
    const missing = names.filter((n) => !env[n]);
    const visit = Number(env['STAGEGATE_VISIT']);
    const attempt = Number(env['STAGEGATE_ATTEMPT']);
    if (missing.length > 0 || !Number.isSafeInteger(visit) || visit < 1 || !Number.isSafeInteger(attempt) || attempt < 1) {
        const said = missing.length === 0 ? 'STAGEGATE_VISIT or STAGEGATE_ATTEMPT is not a number here' : `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set here`;
        throw new _args_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`once runs inside a stage: ${said} (the runner sets them for every stage it runs, and records what once did in the run's journal). Call it from a stage's script, e.g. stagegate once pr -- gh pr create --fill; outside a run, run the command itself`, 'once');
    }
    const branch = env['STAGEGATE_BRANCH'];
    return { step: env['STAGEGATE_STEP'], ...(branch ? { branch } : {}), visit, attempt, ledger: env['STAGEGATE_EFFECTS'], statePath: env['STAGEGATE_STATE_PATH'], also: (0,_core_run_effects_js__WEBPACK_IMPORTED_MODULE_4__/* .parseEffectsAlso */ .R8)(env[_core_run_effects_js__WEBPACK_IMPORTED_MODULE_4__/* .EFFECTS_ALSO_VARIABLE */ .Ee]) };
}
/** once's own exit status when it cannot tell whether KEY was done (the run's journal cannot be read): nothing runs. */
const ONCE_CANNOT_TELL = 125;
/**
 * The record of KEY done on this step, branch and visit: in the journal (an earlier attempt's),
 * else in this attempt's ledger. A journal that exists but cannot be read or verified: its reason
 * (never "not done": that would run the command again).
 */
function doneBefore(scope, key, secrets) {
    // A key recorded in clear (by a stagegate before keys were masked) matches once masked as now.
    const same = (recorded) => recorded === key || (recorded.length > 0 && (0,_core_steps_process_transcript_js__WEBPACK_IMPORTED_MODULE_8__/* .maskSecrets */ .QU)(recorded, secrets) === key);
    // KEY's effect_done for this step and branch on `visit` ('*': any) in one journal, or why that journal cannot tell.
    const findIn = (journal, visit) => {
        let found;
        const scan = (0,_core_state_journal_js__WEBPACK_IMPORTED_MODULE_3__/* .scanJournal */ .Hs)(journal, (line) => {
            const e = line;
            if (found === undefined && e.event === 'effect_done' && typeof e.key === 'string' && same(e.key) && e.step === scope.step && (e.branch ?? '') === (scope.branch ?? '') && (visit === '*' || e.visit === visit))
                found = e;
        });
        return scan.kind === 'corrupt' ? { reason: scan.reason } : found;
    };
    const journal = (0,_core_state_journal_js__WEBPACK_IMPORTED_MODULE_3__/* .journalPathFor */ .S7)(scope.statePath);
    const own = findIn(journal, scope.visit);
    if (own !== undefined && 'reason' in own)
        return { unreadable: `the run's journal ${journal} cannot be read or verified (${own.reason})` };
    if (own !== undefined)
        return own;
    // A parallel branch that ran elsewhere on this visit (its shard, or the run's own process): that journal's record counts too.
    if (scope.branch !== undefined) {
        for (const also of scope.also) {
            const other = findIn(also.journal, also.visit);
            if (other !== undefined && 'reason' in other)
                return { unreadable: `the journal ${also.journal}, where branch ${scope.branch} also ran, cannot be read or verified (${other.reason})` };
            if (other !== undefined)
                return other;
        }
    }
    return (0,_core_run_effects_js__WEBPACK_IMPORTED_MODULE_4__/* .readLedger */ .SC)(scope.ledger, { step: scope.step, ...(scope.branch !== undefined ? { branch: scope.branch } : {}), visit: scope.visit, attempt: scope.attempt }).find((r) => typeof r.key === 'string' && same(r.key));
}
/**
 * The text kept of a stream, masked: its first `cap` bytes after masking (a character the cut
 * splits is dropped). `complete`: `chunks` are the whole stream. Else they hold at least cap + the
 * longest form of a secret when the stream was longer, so a secret that starts before the cut is
 * whole and masked before it is cut; what the held bytes end with that may begin a secret (one
 * they cut short) is what the masker holds back, and is not kept.
 */
function keptMasked(chunks, cap, secrets, complete) {
    const masker = new _core_steps_process_transcript_js__WEBPACK_IMPORTED_MODULE_8__/* .SecretMasker */ .M2(secrets);
    const released = masker.push(Buffer.concat(chunks));
    const masked = complete ? Buffer.concat([released, masker.end()]) : released;
    if (complete && masked.length <= cap)
        return masked.toString('utf8');
    return masked.subarray(0, Math.min(cap, masked.length)).toString('utf8').replace(/\uFFFD{1,3}$/, '');
}
/**
 * Why a call must not wait for the owner of KEY's lock at `lockPath`, or undefined: the owner is
 * an ancestor of this process (`once KEY -- \u2026 once KEY \u2026`: it waits for this call, which would
 * wait for it), or runs on another machine (its end cannot be seen from here: cannot tell).
 */
function cannotWaitFor(lockPath) {
    const owner = _core_state_lock_js__WEBPACK_IMPORTED_MODULE_6__/* .RunLock */ .jj.ownerOf(lockPath);
    if (owner === undefined)
        return undefined;
    if (owner.host !== (0,node_os__WEBPACK_IMPORTED_MODULE_2__.hostname)()) {
        return `cannot tell whether another call is running it: its lock ${(0,_core_run_printable_js__WEBPACK_IMPORTED_MODULE_11__/* .printable */ .g$)(lockPath)} names pid ${owner.pid} on another machine (${(0,_core_run_printable_js__WEBPACK_IMPORTED_MODULE_11__/* .printable */ .g$)(owner.host)}), whose end cannot be seen from here (if no call of once runs it there, remove the lock)`;
    }
    if ((0,_host_process_tree_js__WEBPACK_IMPORTED_MODULE_7__/* .ancestorsOf */ .Gw)(process.pid).includes(owner.pid) && (owner.pid_start === undefined || (0,_core_state_lock_js__WEBPACK_IMPORTED_MODULE_6__/* .processStartTime */ .X0)(owner.pid) === owner.pid_start)) {
        return `called inside the call of once that is running it (pid ${owner.pid}, an ancestor of this process, holds its lock ${(0,_core_run_printable_js__WEBPACK_IMPORTED_MODULE_11__/* .printable */ .g$)(lockPath)}): waiting for it would never end`;
    }
    return undefined;
}
/** How often a call waiting for KEY's lock looks again (a poll of one small file). */
const LOCK_POLL_MS = 50;
async function onceCommand(request, io) {
    const err = (0,_io_js__WEBPACK_IMPORTED_MODULE_10__/* .lines */ .Mn)(io.stderr);
    const scope = scopeOf(io.env);
    // The key as recorded, locked and looked up: with every form of a secret value masked (***), so
    // a key built from a secret (once "deploy-$TOKEN") never reaches the ledger, the journal or
    // history in clear. Keys that differ only in a secret's value are therefore the same key.
    const key = (0,_core_steps_process_transcript_js__WEBPACK_IMPORTED_MODULE_8__/* .maskSecrets */ .QU)(request.key, (0,_core_steps_process_transcript_js__WEBPACK_IMPORTED_MODULE_8__/* .secretValues */ .VX)(io.env));
    const where = `step ${scope.step}${scope.branch !== undefined ? `, branch ${scope.branch}` : ''}, visit ${scope.visit}`;
    // What was done before (journal or ledger): its stdout again, or why once cannot tell.
    const answer = (done) => {
        if ('unreadable' in done) {
            err(`stagegate once: ${key}: cannot tell whether it was done: ${(0,_core_run_printable_js__WEBPACK_IMPORTED_MODULE_11__/* .printable */ .g$)(done.unreadable)}; ${request.argv[0]} was not run (exit ${ONCE_CANNOT_TELL})`);
            return ONCE_CANNOT_TELL;
        }
        if (done.stdout !== '')
            io.stdout.write(done.stdout);
        const cut = done.stdout_bytes > _core_run_effects_js__WEBPACK_IMPORTED_MODULE_4__/* .EFFECT_STDOUT_CAP */ .jT ? ` (its stdout was ${done.stdout_bytes} bytes; the first ${_core_run_effects_js__WEBPACK_IMPORTED_MODULE_4__/* .EFFECT_STDOUT_CAP */ .jT} were kept and printed again)` : '';
        err(`stagegate once: ${key} was done in attempt ${done.attempt} at ${(0,_core_run_printable_js__WEBPACK_IMPORTED_MODULE_11__/* .printable */ .g$)(done.done_at)} (${where}); not run again${cut}`);
        return 0;
    };
    const lockPath = effectLockPath(scope.ledger, key);
    let waited = false;
    for (;;) {
        const done = doneBefore(scope, key, (0,_core_steps_process_transcript_js__WEBPACK_IMPORTED_MODULE_8__/* .secretValues */ .VX)(io.env));
        if (done !== undefined)
            return answer(done);
        let lock;
        try {
            lock = _core_state_lock_js__WEBPACK_IMPORTED_MODULE_6__/* .RunLock */ .jj.acquire(lockPath, `key ${key} of ${where}`);
        }
        catch (error) {
            if (!(0,_core_run_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .isStagegateError */ .W)(error) || error.code !== 'WORKFLOW_LOCKED') {
                const why = (0,_core_run_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .isStagegateError */ .W)(error) ? error.message : String(error);
                err(`stagegate once: ${key}: cannot take its lock, so cannot tell whether another call is running it: ${(0,_core_run_printable_js__WEBPACK_IMPORTED_MODULE_11__/* .printable */ .g$)(why)}; ${request.argv[0]} was not run (exit ${ONCE_CANNOT_TELL})`);
                return ONCE_CANNOT_TELL;
            }
            // Another call of this key in this attempt is running the command: its outcome decides.
            // The lock's owner exits (released) or dies (its lock is stale: not held): then look again.
            // An owner whose end this call would never see (its own ancestor, another machine's process): nothing runs.
            for (;;) {
                const never = cannotWaitFor(lockPath);
                if (never !== undefined) {
                    err(`stagegate once: ${key}: ${never}; ${request.argv[0]} was not run (exit ${ONCE_CANNOT_TELL})`);
                    return ONCE_CANNOT_TELL;
                }
                if (!_core_state_lock_js__WEBPACK_IMPORTED_MODULE_6__/* .RunLock */ .jj.isHeld(lockPath))
                    break;
                if (!waited)
                    err(`stagegate once: ${key}: another call of once is running it (${where}); waiting for its outcome`);
                waited = true;
                await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
            }
            continue;
        }
        try {
            // Under the lock: a call that held it before may have recorded KEY meanwhile.
            const again = doneBefore(scope, key, (0,_core_steps_process_transcript_js__WEBPACK_IMPORTED_MODULE_8__/* .secretValues */ .VX)(io.env));
            if (again !== undefined)
                return answer(again);
            return await runAndRecord(request, key, io, scope, err);
        }
        finally {
            lock.release();
        }
    }
}
/** Run the command (KEY's lock held) and, when it exits 0, record it in the attempt's ledger. */
async function runAndRecord(request, key, io, scope, err) {
    const [command, ...args] = request.argv;
    const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(command, args, { cwd: io.cwd, env: io.env, stdio: ['inherit', 'pipe', 'inherit'] });
    const secrets = (0,_core_steps_process_transcript_js__WEBPACK_IMPORTED_MODULE_8__/* .secretValues */ .VX)(io.env);
    // Held: the cap, plus the longest form of a secret (one that straddles the cut is masked whole), plus a character's bytes.
    const hold = _core_run_effects_js__WEBPACK_IMPORTED_MODULE_4__/* .EFFECT_STDOUT_CAP */ .jT + Math.max(0, ...(0,_core_run_secret_forms_js__WEBPACK_IMPORTED_MODULE_12__/* .maskedForms */ .$)(secrets).map((x) => Buffer.byteLength(x, 'utf8'))) + 4;
    // The sha256 of the stdout as masked (of what the record keeps, when it is not cut): a hash of
    // the raw bytes would let a guess of a secret the command printed be tested offline.
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)('sha256');
    const hashMasker = new _core_steps_process_transcript_js__WEBPACK_IMPORTED_MODULE_8__/* .SecretMasker */ .M2(secrets);
    const chunks = [];
    let held = 0;
    let bytes = 0;
    // The command's bytes as it wrote them (process.stdout takes bytes; CliOutput is typed for text).
    const write = io.stdout.write.bind(io.stdout);
    child.stdout.on('data', (chunk) => {
        write(chunk);
        hash.update(hashMasker.push(chunk));
        bytes += chunk.length;
        if (held < hold) {
            chunks.push(chunk);
            held += chunk.length;
        }
    });
    const ended = await new Promise((resolve) => {
        child.once('error', (error) => resolve({ code: null, signal: null, error }));
        child.once('close', (code, signal) => resolve({ code, signal }));
    });
    if (ended.error !== undefined) {
        err(`stagegate once: ${key}: cannot start ${command} (${ended.error.code ?? ended.error.message}); nothing was recorded`);
        return ended.error.code === 'ENOENT' ? 127 : 126;
    }
    if (ended.code !== 0) {
        // Not done: nothing recorded, its status is once's (a signal as the shell says it, 128 + its number).
        const status = ended.code ?? 128 + (ended.signal !== null ? (node_os__WEBPACK_IMPORTED_MODULE_2__.constants.signals[ended.signal] ?? 0) : 0);
        err(`stagegate once: ${key}: ${command} ${ended.code !== null ? `exited ${ended.code}` : `was killed by ${ended.signal}`}; nothing was recorded (a later call runs it again)`);
        return status;
    }
    const record = {
        key,
        step: scope.step,
        ...(scope.branch !== undefined ? { branch: scope.branch } : {}),
        visit: scope.visit,
        attempt: scope.attempt,
        exit_status: 0,
        done_at: new Date().toISOString(),
        stdout: keptMasked(chunks, _core_run_effects_js__WEBPACK_IMPORTED_MODULE_4__/* .EFFECT_STDOUT_CAP */ .jT, secrets, held === bytes),
        stdout_bytes: bytes,
        stdout_sha256: hash.update(hashMasker.end()).digest('hex'),
    };
    try {
        (0,_core_run_effects_js__WEBPACK_IMPORTED_MODULE_4__/* .appendLedger */ .OC)(scope.ledger, record);
    }
    catch (error) {
        // The effect happened: the stage goes on, told plainly that it is not recorded.
        err(`stagegate once: warning: ${key}: ${command} exited 0, but its record could not be written to ${scope.ledger} (${error.code ?? String(error)}): a retry or resume will run it again`);
        return 0;
    }
    return 0;
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
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5217);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _journal_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(666);
/* harmony import */ var _open_folder_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8150);
/* harmony import */ var _own_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2076);
// Atomic file replacement: write a temp file beside the target, fsync it, rename it over the
// target. A crash at any moment leaves either the old file or the new one, never a torn one.
// The temp file lives in a folder stages can write to, so it is created exclusively (never
// through a link), must still be the file written when it is renamed (device + inode), and the
// target must name it after: a swapped temp file is never installed unnoticed (ESWAPPED).






const TEMP_MARK = '.stagegate-tmp-';
const CREATE = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_EXCL | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW;
function tempName(path, random) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path)}${TEMP_MARK}${process.pid}-${random ? random.hex(6) : (0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.randomBytes)(6).toString('hex')}`);
}
/**
 * Replace `path` with `content`. `durable: false` skips the fsyncs (still atomic against a killed
 * process): for files projected from the journal and written again when behind (the snapshot,
 * the manifest). `random`: the run's pool the temp file's name is taken from (random-hex.ts).
 */
function atomicWriteFile(path, content, options = {}) {
    const { temp, fd } = writeTemp(path, content, options.random);
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
        dirFd = (0,_open_folder_js__WEBPACK_IMPORTED_MODULE_4__/* .openFolder */ .N)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path));
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
function writeTemp(path, content, random) {
    const temp = tempName(path, random);
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
    // The descriptor's file (device + inode) does not change: one fstat for both checks.
    const ours = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
    if (!(0,_own_file_js__WEBPACK_IMPORTED_MODULE_5__/* .stillNamesFile */ .tc)(temp, ours))
        throw new _own_file_js__WEBPACK_IMPORTED_MODULE_5__/* .SwappedFileError */ .vT(temp);
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(temp, path);
    }
    catch (error) {
        removeOwn(temp, fd);
        throw error;
    }
    if (!(0,_own_file_js__WEBPACK_IMPORTED_MODULE_5__/* .stillNamesFile */ .tc)(path, ours))
        throw new _own_file_js__WEBPACK_IMPORTED_MODULE_5__/* .SwappedFileError */ .vT(path);
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
        if ((0,_own_file_js__WEBPACK_IMPORTED_MODULE_5__/* .stillNames */ .D_)(temp, fd))
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
/** The journal beside a state file: `workflow_state.yaml` -> `workflow_state.journal.jsonl`. */
function journalPathFor(statePathAbsOrRel) {
    const name = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(statePathAbsOrRel).replace(/\.ya?ml$/i, '');
    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(statePathAbsOrRel), `${name}.journal.jsonl`);
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
