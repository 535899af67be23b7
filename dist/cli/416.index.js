export const id = 416;
export const ids = [416];
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


/***/ })

};
