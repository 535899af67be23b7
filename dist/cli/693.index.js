export const id = 693;
export const ids = [693];
export const modules = {

/***/ 6519:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IB: () => (/* binding */ STAGEGATE_BIN),
/* harmony export */   MX: () => (/* binding */ buildShellCommand),
/* harmony export */   _7: () => (/* binding */ stageEnvironment),
/* harmony export */   bn: () => (/* binding */ INPUT_VARIABLE_PREFIX),
/* harmony export */   lA: () => (/* binding */ ATTEMPT_TOKEN_VARIABLE),
/* harmony export */   pD: () => (/* binding */ envName)
/* harmony export */ });
/* unused harmony exports SHELL_ARGS, valueVariable */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2862);
/* harmony import */ var _gate_gate_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8266);
/* harmony import */ var _model_placeholders_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2183);
/* harmony import */ var _model_shell_placements_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9972);
/* harmony import */ var _model_input_types_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3013);
// How a shell stage becomes a process: argv for bash (the script is one argv element, never
// assembled into a larger shell string), and the STAGEGATE_* environment every stage gets.
// A {{placeholder}} in run: text never puts its value into the script: each value travels in an
// environment variable (STAGEGATE_VALUE_<n>) and the placeholder becomes a reference to it written
// for the place it stands in (shell-placements.ts). Bash never parses a variable's contents as
// code, except in arithmetic, where a value must therefore be an integer, and in a word a builtin
// reads as a variable name (printf -v, read, declare \u2026), where it must be a plain identifier.




// A value bash evaluates as arithmetic must be a plain decimal integer (anything else could run code).

/** bash like GitHub Actions runs `shell: bash`: no profile, exit on error, pipefail. */
const SHELL_ARGS = ['--noprofile', '--norc', '-eo', 'pipefail', '-c'];
/** The variable that carries the n-th distinct placeholder value of a script. */
const valueVariable = (n) => `STAGEGATE_VALUE_${n}`;
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
    const scan = (0,_model_shell_placements_js__WEBPACK_IMPORTED_MODULE_3__/* .scanShellPlacements */ .ib)(text);
    if (!scan.ok) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_CONTRACT_INVALID', `run: of step ${step.id}, line ${(0,_model_shell_placements_js__WEBPACK_IMPORTED_MODULE_3__/* .lineOf */ .cA)(text, scan.offset)}: stagegate cannot tell where its placeholders land (${scan.message}); nothing ran`, {
            hint: 'Fix the shell text (stagegate validate reports it as SHELL_PLACEHOLDER_UNSAFE), or read the value from its STAGEGATE_INPUT_<NAME> variable instead of a placeholder.',
        });
    }
    const missing = [...new Set(scan.sites.filter((site) => !bindings.has(site.name)).map((site) => site.name))];
    if (missing.length > 0)
        throw new _model_placeholders_js__WEBPACK_IMPORTED_MODULE_2__/* .PlaceholderError */ .ik(`unresolved placeholder${missing.length > 1 ? 's' : ''} ${missing.map((m) => `{{${m}}}`).join(', ')}`, missing);
    const variables = new Map();
    const env = {};
    let script = '';
    let from = 0;
    for (const site of scan.sites) {
        const where = `run: of step ${step.id}, line ${(0,_model_shell_placements_js__WEBPACK_IMPORTED_MODULE_3__/* .lineOf */ .cA)(text, site.start)}`;
        if (site.unsafe !== undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_CONTRACT_INVALID', `${where}: {{${site.name}}} cannot be made safe there: ${site.unsafe}; nothing ran`, {
                hint: 'Move the placeholder (stagegate validate reports it as SHELL_PLACEHOLDER_UNSAFE), or read the value from its STAGEGATE_INPUT_<NAME> variable.',
            });
        }
        const value = bindings.get(site.name);
        if (value.includes('\0'))
            throw nulRefused(step.id, `the value of {{${site.name}}} in its run: text`);
        if (site.placement === 'arith' && !_model_input_types_js__WEBPACK_IMPORTED_MODULE_4__/* .INTEGER */ .vh.test(value)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_INVALID', `${where}: {{${site.name}}} stands where bash evaluates arithmetic, so its value must be an integer; it is ${JSON.stringify(value.length > 60 ? value.slice(0, 60) + '\u2026' : value)}; the step did not start`, {
                hint: 'Make the value an integer where it comes from (a foreach binding: the registry row), or move the placeholder out of the arithmetic (quote it as a word and convert it in the script).',
            });
        }
        const nameProblem = (0,_model_shell_placements_js__WEBPACK_IMPORTED_MODULE_3__/* .nameValueProblem */ .i7)(site, value);
        if (nameProblem !== undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_INVALID', `${where}: {{${site.name}}} stands where \`${site.nameFor}\` reads a variable name (bash evaluates a subscript in a name), so its value must be ${nameProblem}; it is ${JSON.stringify(value.length > 60 ? value.slice(0, 60) + '\u2026' : value)}; the step did not start`, {
                hint: 'Make the value an identifier where it comes from (a foreach binding: the registry row), or use the value as data, not as a variable name (choose the variable with case "{{x}}" in \u2026).',
            });
        }
        const declProblem = (0,_model_shell_placements_js__WEBPACK_IMPORTED_MODULE_3__/* .declValueProblem */ .J4)(site, value);
        if (declProblem !== undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_INVALID', `${where}: {{${site.name}}} is the value of a declaration, so it must be ${declProblem}; it is ${JSON.stringify(value.length > 60 ? value.slice(0, 60) + '\u2026' : value)}; the step did not start`, {
                hint: 'Make the value fit where it comes from (a foreach binding: the registry row), or assign it as data: arr+=("{{x}}") for an array, a plain variable for an integer.',
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
/** What the variable of each of a stage's inputs starts with (envName). */
const INPUT_VARIABLE_PREFIX = 'STAGEGATE_INPUT_';
function envName(input) {
    return `${INPUT_VARIABLE_PREFIX}${input.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
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
    if (v.statuses !== undefined && v.statuses.length > 0)
        env['STAGEGATE_STATUSES'] = v.statuses.join(' ');
    if (v.effects !== undefined)
        env['STAGEGATE_EFFECTS'] = v.effects;
    if (v.gateSchema !== undefined)
        env[_gate_gate_schema_js__WEBPACK_IMPORTED_MODULE_1__.GATE_SCHEMA_VARIABLE] = v.gateSchema;
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
        hint: 'Remove the NUL byte from the value (workflow defaults, step inputs, the invocation, the persisted state, or the output or gate value a {{steps.<id>...}} reference reads), then resume.',
    });
}


/***/ }),

/***/ 210:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KR: () => (/* binding */ sinceWords),
/* harmony export */   X0: () => (/* binding */ processStartTime),
/* harmony export */   jj: () => (/* binding */ RunLock)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5217);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2862);
/* harmony import */ var _own_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2076);
// One runner per run: a lock file beside the state file, created with O_EXCL. A lock whose
// owner is a dead process on this machine is recovered; a live owner means WORKFLOW_LOCKED.
// The lock sits where stages can write: it is read without following links or blocking on a
// FIFO; a link at its path (never a lock stagegate made) is removed, and a directory, FIFO or
// device there is named (RUN_FILE_UNSAFE) instead of being taken for another runner's lock.






const EMPTY_LOCK_GRACE_MS = 30_000;
/** ", since <time>" for a lock's recorded start, or nothing where the lock records none. */
function sinceWords(startedAt) {
    return startedAt !== undefined ? `, since ${startedAt}` : '';
}
function readOwner(path) {
    try {
        const data = JSON.parse((0,_own_file_js__WEBPACK_IMPORTED_MODULE_5__/* .readRegularFile */ .XF)(path, 64 * 1024).toString('utf8'));
        if (typeof data.pid === 'number' && typeof data.host === 'string') {
            return { pid: data.pid, host: data.host, ...(data.started_at !== undefined && data.started_at !== null ? { started_at: String(data.started_at) } : {}), ...(typeof data.pid_start === 'string' ? { pid_start: data.pid_start } : {}) };
        }
    }
    catch {
        /* unreadable or half-written: treated below */
    }
    return undefined;
}
/**
 * When process `pid` started (/proc/<pid>/stat field 22), or undefined where that cannot be read
 * (no /proc, the process is gone). The command name (field 2) is in parentheses and may hold
 * spaces and parentheses itself: the fields are counted from the last ')'.
 */
function processStartTime(pid) {
    // fields[0] is field 3 (state): field 22 is fields[19].
    const start = statFields(pid)?.[19];
    return start !== undefined && /^\d+$/.test(start) ? start : undefined;
}
/** The fields of /proc/<pid>/stat from field 3 (state) on, or undefined where it cannot be read. */
function statFields(pid) {
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${pid}/stat`, 'utf8');
    }
    catch {
        return undefined;
    }
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
}
function processIsAlive(pid) {
    try {
        process.kill(pid, 0);
    }
    catch (error) {
        return error.code === 'EPERM';
    }
    // A zombie answers kill(0) until its parent reaps it, but it runs nothing: a runner killed
    // (kill -9, an OOM kill) under a parent that has not waited for it yet holds no run.
    const state = statFields(pid)?.[0];
    return state !== 'Z' && state !== 'X';
}
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV']);
/**
 * Create the lock file holding `owner`, or return false when it exists. The owner is written to a
 * private temp file first and hard-linked into place (link fails with EEXIST, atomically like
 * O_EXCL), so a lock never exists without its owner: a runner killed halfway leaves at most its
 * temp file, never an empty lock that would block the run for EMPTY_LOCK_GRACE_MS.
 */
function tryCreate(path, owner) {
    const temp = `${path}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.randomBytes)(4).toString('hex')}.tmp`;
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(temp, 'wx', 0o644);
    try {
        const text = Buffer.from(JSON.stringify(owner));
        let offset = 0;
        while (offset < text.length)
            offset += (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, text, offset, text.length - offset);
        // Link only the file written here, and check the lock is it (a stage may swap files in the run folder).
        if (!(0,_own_file_js__WEBPACK_IMPORTED_MODULE_5__/* .stillNames */ .D_)(temp, fd))
            throw new _own_file_js__WEBPACK_IMPORTED_MODULE_5__/* .SwappedFileError */ .vT(temp);
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.linkSync)(temp, path);
            if (!(0,_own_file_js__WEBPACK_IMPORTED_MODULE_5__/* .stillNames */ .D_)(path, fd))
                throw new _own_file_js__WEBPACK_IMPORTED_MODULE_5__/* .SwappedFileError */ .vT(path);
            return true;
        }
        catch (error) {
            const code = error.code ?? '';
            if (code === 'EEXIST')
                return false;
            if (!NO_HARD_LINKS.has(code))
                throw error;
        }
    }
    finally {
        if ((0,_own_file_js__WEBPACK_IMPORTED_MODULE_5__/* .stillNames */ .D_)(temp, fd))
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(temp, { force: true });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
    // A filesystem without hard links: O_EXCL create, then write.
    let direct;
    try {
        direct = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, 'wx', 0o644);
    }
    catch (error) {
        if (error.code === 'EEXIST')
            return false;
        throw error;
    }
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(direct, JSON.stringify(owner));
    }
    catch (error) {
        if ((0,_own_file_js__WEBPACK_IMPORTED_MODULE_5__/* .stillNames */ .D_)(path, direct))
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(path, { force: true });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(direct);
        throw error;
    }
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(direct);
    return true;
}
/** Remove temp files that killed runners left beside the lock (their pid is gone). */
function removeDeadTemps(path) {
    const prefix = `${(0,node_path__WEBPACK_IMPORTED_MODULE_3__.basename)(path)}.`;
    try {
        for (const name of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(path))) {
            const m = name.startsWith(prefix) ? /^\.(\d+)\.[0-9a-f]+\.tmp$/.exec(name.slice((0,node_path__WEBPACK_IMPORTED_MODULE_3__.basename)(path).length)) : null;
            if (m && Number(m[1]) !== process.pid && !processIsAlive(Number(m[1])))
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(path), name), { force: true });
        }
    }
    catch {
        /* best effort */
    }
}
/**
 * What stands at the lock path is not a lock file: a link is removed (stagegate never makes one
 * there; what it points to is left alone) and true is returned, so the caller tries again;
 * a directory, FIFO, device or socket is named and refused.
 */
function notALock(path, describe) {
    const there = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path, { throwIfNoEntry: false });
    if (there === undefined || there.isFile())
        return false;
    if (there.isSymbolicLink()) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(path);
        return true;
    }
    throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .StagegateError */ .q('RUN_FILE_UNSAFE', `the lock ${path} of ${describe} is ${(0,_own_file_js__WEBPACK_IMPORTED_MODULE_5__/* .kindOf */ .I)(there)}, not a lock file stagegate made; nothing was changed`, {
        hint: `Remove ${path} (stagegate makes the lock as a regular file and removes it when the run ends), then run again.`,
    });
}
/** When this process started (wall clock), to tell our locks from an earlier same-pid process's. */
const PROCESS_STARTED_MS = Date.now() - process.uptime() * 1000;
/**
 * A lock is stale when its owner ran on this host and is gone: its pid is not running, or is
 * running a process that started at another time than the owner did (the pid was used again, e.g.
 * after a reboot or in a restarted container). A lock without the owner's start time (an earlier
 * stagegate's, or one made where /proc cannot tell) is judged by its pid alone.
 */
function isStale(path) {
    const owner = readOwner(path);
    if (!owner) {
        // Empty or unreadable: its writer is mid-write (a few microseconds) or was killed between
        // create and write. Only the second case survives for long.
        try {
            return Date.now() - (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path).mtimeMs > EMPTY_LOCK_GRACE_MS;
        }
        catch {
            return false;
        }
    }
    if (owner.host !== (0,node_os__WEBPACK_IMPORTED_MODULE_2__.hostname)())
        return false;
    // Our own pid: held by this very process, unless the lock predates it (pids repeat, e.g.
    // the same low pid in every fresh container or pid namespace; that earlier process is gone).
    if (owner.pid === process.pid) {
        const own = processStartTime(process.pid);
        if (owner.pid_start !== undefined && own !== undefined && owner.pid_start !== own)
            return true;
        return owner.started_at !== undefined && Date.parse(owner.started_at) < PROCESS_STARTED_MS - 1000;
    }
    if (!processIsAlive(owner.pid))
        return true;
    if (owner.pid_start === undefined)
        return false;
    const running = processStartTime(owner.pid);
    return running !== undefined && running !== owner.pid_start;
}
/** A regular, non-empty lock file whose content names no owner (no pid and host): not one a runner is writing. */
function unownedLock(path) {
    const there = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path, { throwIfNoEntry: false });
    return there !== undefined && there.isFile() && there.size > 0 && readOwner(path) === undefined;
}
/** The refusal of a lock a live runner holds (acquire; and `plan`, which predicts it: RunLock.refuseIfHeld). */
function lockedError(path, describe) {
    const holder = readOwner(path);
    // A lock that names no process (garbage, or JSON without a pid and host): stagegate writes its
    // owner before the lock exists (tryCreate), so no runner of this version made it; say so, and
    // the fix that works, instead of blaming a process that may not exist.
    if (holder === undefined && unownedLock(path)) {
        return new _run_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .StagegateError */ .q('WORKFLOW_LOCKED', `${describe} has a lock file ${path} that names no process: written by no stagegate run, or damaged; nothing was changed.`, {
            hint: `If no stagegate runner is active for this run, remove ${path}, then run again (stagegate makes the lock again).`,
        });
    }
    // Empty (or unreadable) and younger than the grace: a runner may be writing it; it is taken over
    // once the grace has passed. Said, with when, instead of blaming a process it does not name.
    if (holder === undefined) {
        const written = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path, { throwIfNoEntry: false })?.mtimeMs;
        if (written !== undefined) {
            const at = new Date(written + EMPTY_LOCK_GRACE_MS).toISOString();
            return new _run_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .StagegateError */ .q('WORKFLOW_LOCKED', `${describe} has a lock file ${path} that names no process yet (empty or unreadable): a runner may be writing it, so it is respected until ${at} (${EMPTY_LOCK_GRACE_MS / 1000} s after it was written), then taken over; nothing was changed.`, {
                hint: `Run again after ${at}; or, if no stagegate runner is active for this run, remove ${path} and run again now.`,
            });
        }
    }
    // Another machine's runner: its process cannot be checked from here (a run folder carried from
    // another CI job with its lock, or a shared disk); say that, not that it runs.
    if (holder !== undefined && holder.host !== (0,node_os__WEBPACK_IMPORTED_MODULE_2__.hostname)()) {
        return new _run_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .StagegateError */ .q('WORKFLOW_LOCKED', `${describe} is locked by a stagegate process on another machine (pid ${holder.pid} on ${holder.host}${sinceWords(holder.started_at)}), which this machine (${(0,node_os__WEBPACK_IMPORTED_MODULE_2__.hostname)()}) cannot check; nothing was changed.`, {
            hint: `If that runner is still going, wait for it. If it is gone (its job ended or was cancelled, its machine lost, or this run folder was carried here from it with its lock), remove ${path}, then run again.`,
        });
    }
    return new _run_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .StagegateError */ .q('WORKFLOW_LOCKED', `${describe} is locked by another stagegate process${holder ? ` (pid ${holder.pid} on ${holder.host}${sinceWords(holder.started_at)})` : ''}; nothing was changed.`, { hint: `Wait for it to finish. If no such process exists on that machine, remove ${path}.` });
}
class RunLock {
    path;
    constructor(path) {
        this.path = path;
    }
    static acquire(path, describe) {
        try {
            const lock = RunLock.take(path, describe);
            removeDeadTemps(path);
            return lock;
        }
        catch (error) {
            if ((0,_run_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .isStagegateError */ .W)(error))
                throw error;
            // The lock lives beside the state: if it cannot be written, neither can the state.
            const code = error.code ?? 'error';
            throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .StagegateError */ .q('STATE_WRITE_FAILED', `cannot create the lock ${path} of ${describe} (${code}); nothing was changed`, {
                hint: 'Make the state directory writable (or free disk space), then run again.',
                cause: error,
            });
        }
    }
    static take(path, describe) {
        const start = processStartTime(process.pid);
        const owner = { pid: process.pid, host: (0,node_os__WEBPACK_IMPORTED_MODULE_2__.hostname)(), started_at: new Date().toISOString(), ...(start !== undefined ? { pid_start: start } : {}) };
        // The folders made here are synced by the journal's first commit, beside the lock (synced-names.ts).
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(path), { recursive: true });
        for (let round = 0; round < 3; round++) {
            if (tryCreate(path, owner))
                return new RunLock(path);
            if (notALock(path, describe))
                continue;
            if (!isStale(path))
                break;
            // Recovery is itself guarded by an O_EXCL takeover file, so two runners that both find
            // the same stale lock cannot both remove it (one would remove the other's fresh lock).
            const takeover = `${path}.takeover`;
            if (!tryCreate(takeover, owner)) {
                if (isStale(takeover))
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(takeover, { force: true });
                continue;
            }
            try {
                if (isStale(path))
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(path, { force: true });
                if (tryCreate(path, owner))
                    return new RunLock(path);
            }
            finally {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(takeover, { force: true });
            }
        }
        throw lockedError(path, describe);
    }
    /**
     * Whether a live runner holds the lock at `path` (for `status`): a lock whose owner is a dead
     * process on this machine, or anything but a regular file, is not held.
     */
    static isHeld(path) {
        const there = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path, { throwIfNoEntry: false });
        return there !== undefined && there.isFile() && !isStale(path);
    }
    /** Whether the lock at `path` is a non-empty file that names no process (written by no stagegate run, or damaged). */
    static namesNoOwner(path) {
        return unownedLock(path);
    }
    /** The owner of a lock at `path` that names another machine (whose process this one cannot check), else undefined. */
    static heldElsewhere(path) {
        const owner = readOwner(path);
        return owner !== undefined && owner.host !== (0,node_os__WEBPACK_IMPORTED_MODULE_2__.hostname)() ? owner : undefined;
    }
    /** Who the lock at `path` names as its owner (pid, host, start), or undefined when it names no one readable. */
    static ownerOf(path) {
        return readOwner(path);
    }
    /** Without taking it: WORKFLOW_LOCKED, as acquire would refuse, when a live runner holds the lock. */
    static refuseIfHeld(path, describe) {
        if (RunLock.isHeld(path))
            throw lockedError(path, describe);
    }
    release() {
        try {
            const owner = readOwner(this.path);
            if (owner && owner.pid === process.pid && owner.host === (0,node_os__WEBPACK_IMPORTED_MODULE_2__.hostname)())
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(this.path, { force: true });
        }
        catch {
            /* a lock that cannot be removed names a dead pid once we exit: the next runner recovers it */
        }
    }
}


/***/ }),

/***/ 2303:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JJ: () => (/* reexport safe */ _run_secret_names_js__WEBPACK_IMPORTED_MODULE_3__.JJ),
/* harmony export */   Kc: () => (/* binding */ finishTranscript),
/* harmony export */   M2: () => (/* binding */ SecretMasker),
/* harmony export */   QU: () => (/* binding */ maskSecrets),
/* harmony export */   S2: () => (/* binding */ logSize),
/* harmony export */   VX: () => (/* binding */ secretValues),
/* harmony export */   tB: () => (/* binding */ writePromptCopy),
/* harmony export */   v5: () => (/* reexport safe */ _run_secret_names_js__WEBPACK_IMPORTED_MODULE_3__.v5)
/* harmony export */ });
/* unused harmony export MAX_TRANSCRIPT_READ */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _state_atomic_write_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(174);
/* harmony import */ var _run_stage_command_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6519);
/* harmony import */ var _run_secret_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3136);
/* harmony import */ var _run_secret_forms_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1543);
/* harmony import */ var _run_form_masker_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4495);
// Transcripts: each attempt's stdout+stderr is its log. Secrets are masked while the output
// streams (the process runner passes every chunk through a SecretMasker before it reaches the
// log or a stage_output event): the value of every environment variable whose name looks secret
// is replaced by ***, in every form a tool prints it in (run/secret-forms.ts), by the one masker
// (run/form-masker.ts). Memory stays bounded whatever a stage prints: a masker holds at most one
// chunk plus the length of the longest form.







/** Values to mask, longest first (so a value containing another is masked whole). */
function secretValues(env) {
    return (0,_run_secret_names_js__WEBPACK_IMPORTED_MODULE_3__.secretValuesOf)(env, _run_stage_command_js__WEBPACK_IMPORTED_MODULE_2__/* .ATTEMPT_TOKEN_VARIABLE */ .lA);
}
/**
 * A whole text (a log line, a message) with every form of each secret as *** (maskValues), read as
 * its log holds it: a lone surrogate (a string cut inside a pair) as U+FFFD, as writing it would.
 */
function maskSecrets(text, secrets) {
    return secrets.length === 0 ? text : (0,_run_secret_names_js__WEBPACK_IMPORTED_MODULE_3__/* .maskValues */ .Z$)((0,_run_form_masker_js__WEBPACK_IMPORTED_MODULE_4__/* .wellFormed */ .ES)(text), secrets);
}
/**
 * Masks a stream's secrets (a stage's stdout or stderr, cut into arbitrary chunks): every form of
 * each (run/secret-forms.ts maskedForms: its value, JSON-escaped, percent-encoded and base64 forms,
 * its trimmed value and lines), so an agent's JSON transcript quoting a private key is masked like
 * the key printed as it is \u2014 by run/form-masker.ts's FormMasker, the one masker.
 */
class SecretMasker extends _run_form_masker_js__WEBPACK_IMPORTED_MODULE_4__/* .FormMasker */ .uk {
    secrets;
    /** Every form of the secrets (kept so that `with` computes only the new secrets' forms). */
    forms;
    constructor(secrets, previous) {
        const forms = previous === undefined ? (0,_run_secret_forms_js__WEBPACK_IMPORTED_MODULE_5__/* .maskedForms */ .$)(secrets) : [...new Set([...previous.forms, ...(0,_run_secret_forms_js__WEBPACK_IMPORTED_MODULE_5__/* .maskedForms */ .$)(secrets.filter((s) => !previous.secrets.includes(s)))])];
        super(forms);
        this.secrets = secrets;
        this.forms = forms;
        if (previous !== undefined)
            this.continueStream(previous);
    }
    /** A masker of `more` secrets too, going on with this one's stream (a stage's ::add-mask:: line: stage-masks.ts). */
    with(more) {
        const added = more.filter((s) => !this.secrets.includes(s));
        return added.length === 0 ? this : new SecretMasker([...this.secrets, ...added], this);
    }
}
/** How much of an agent's transcript is read back for its usage report (the end of it). */
const MAX_TRANSCRIPT_READ = 64 * 1024 * 1024;
/**
 * The (already masked) transcript of an attempt, for parsing the agent's usage report: '' when
 * nobody reads it (no agent) or the process wrote nothing. Of a transcript longer than
 * MAX_TRANSCRIPT_READ only the end is read (usage reports come last), so a stage that prints
 * gigabytes cannot exhaust the runner's memory. Never follows a link, never blocks on a FIFO.
 * `from`: a byte offset to read from (what the attempt's last process appended; logSize).
 */
function finishTranscript(absPath, wanted = true, from = 0) {
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
        const length = Math.min(Math.max(0, stat.size - from), MAX_TRANSCRIPT_READ);
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
/** The size of an attempt's log now, in bytes (0: none, or not a file): where what is appended next starts. */
function logSize(absPath) {
    try {
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(absPath);
        return stat.isFile() ? stat.size : 0;
    }
    catch {
        return 0;
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

/***/ 8374:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gw: () => (/* binding */ ancestorsOf),
/* harmony export */   TP: () => (/* binding */ killTree),
/* harmony export */   ZZ: () => (/* binding */ FINDS_BY_TOKEN),
/* harmony export */   et: () => (/* binding */ killAttempt),
/* harmony export */   hY: () => (/* binding */ hasEnded),
/* harmony export */   i0: () => (/* binding */ killGroup),
/* harmony export */   i8: () => (/* binding */ signalGroup),
/* harmony export */   pD: () => (/* binding */ processesCarrying)
/* harmony export */ });
/* unused harmony export descendantsOf */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_run_stage_command_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6519);
// Killing what a stage started. Every stage runs in a process group (and session) of its own, so
// its group can be killed at once without touching the runner; a process that left the group
// (`setsid`, a daemonising `nohup \u2026 &` in a new session) is still found on Linux by the
// per-attempt token every process of the attempt inherits in its environment
// (STAGEGATE_ATTEMPT_TOKEN, read from /proc/<pid>/environ). Other platforms have no /proc: there
// the group and the descendants still attached to the stage are what can be killed.


/** Whether processes can be found by their environment (/proc/<pid>/environ). */
const FINDS_BY_TOKEN = process.platform === 'linux';
function childrenMap() {
    const map = new Map();
    let entries;
    try {
        entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)('/proc');
    }
    catch {
        return map;
    }
    for (const name of entries) {
        if (!/^\d+$/.test(name))
            continue;
        try {
            const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${name}/stat`, 'utf8');
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
/**
 * The parent, grandparent \u2026 of process `pid` up to init (/proc/<pid>/stat field 4), nearest first;
 * [] where /proc cannot tell (another platform, the process gone).
 */
function ancestorsOf(pid) {
    const out = [];
    for (let current = pid; out.length < 4096;) {
        let stat;
        try {
            stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${current}/stat`, 'utf8');
        }
        catch {
            break;
        }
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (!Number.isSafeInteger(ppid) || ppid <= 0 || out.includes(ppid))
            break;
        out.push(ppid);
        current = ppid;
    }
    return out;
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
/**
 * Send `sig` to a whole process group (then SIGCONT, so a stopped member handles it): the polite
 * first word of a cancel. False when the group had no member left. Never a group of 0 or 1.
 */
function signalGroup(pgid, sig) {
    if (!Number.isInteger(pgid) || pgid <= 1 || pgid === process.pid)
        return false;
    if (!signal(-pgid, sig))
        return false;
    if (sig !== 'SIGKILL' && sig !== 'SIGCONT')
        signal(-pgid, 'SIGCONT');
    return true;
}
/** SIGKILL a whole process group; false when it had no member left. Never a group of 0 or 1. */
function killGroup(pgid) {
    if (!Number.isInteger(pgid) || pgid <= 1 || pgid === process.pid)
        return false;
    return signal(-pgid, 'SIGKILL');
}
/** /proc/<pid>/<file>'s bytes; undefined when the process is gone (or not ours to read). */
function procFile(pid, file) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${pid}/${file}`);
    }
    catch {
        return undefined;
    }
}
const newRoom = () => ({ bytes: Buffer.allocUnsafe(256 * 1024) });
/**
 * /proc/<pid>/environ's bytes, read in ONE read(2): the kernel holds the process's memory for the
 * length of a read, so one read is one image's environment. Read in pieces (as readFileSync does),
 * a process that execs between two pieces cut the environment short at the old image's end: the
 * token past the cut was not seen (a GitHub runner's environment is several pages long). The
 * bytes are a view of the room, good until its next read.
 */
function environOf(pid, room) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(`/proc/${pid}/environ`, 'r');
    }
    catch {
        return undefined;
    }
    try {
        for (;;) {
            const length = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, room.bytes, 0, room.bytes.length, 0);
            if (length < room.bytes.length)
                return room.bytes.subarray(0, length);
            room.bytes = Buffer.allocUnsafe(room.bytes.length * 2);
        }
    }
    catch {
        return undefined;
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** Whether an environment (NUL-separated strings) carries the token's variable. */
function carries(environ, needle) {
    // A NUL in front: environ holds NUL-separated strings (the first has none before it).
    return environ.includes(needle) || environ.subarray(0, needle.length - 1).equals(needle.subarray(1));
}
function needleOf(token) {
    return Buffer.from(token.endsWith('-') ? `\0${_core_run_stage_command_js__WEBPACK_IMPORTED_MODULE_1__/* .ATTEMPT_TOKEN_VARIABLE */ .lA}=${token}` : `\0${_core_run_stage_command_js__WEBPACK_IMPORTED_MODULE_1__/* .ATTEMPT_TOKEN_VARIABLE */ .lA}=${token}\0`);
}
/**
 * One look at /proc: the live processes (not this one) whose environment carries the token, and
 * those whose environment read empty (readable ones only: others are not ours to kill anyway).
 */
function look(needle, room) {
    const carrying = [];
    const blank = [];
    let entries;
    try {
        entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)('/proc');
    }
    catch {
        return { carrying, blank };
    }
    for (const name of entries) {
        if (!/^\d+$/.test(name) || Number(name) === process.pid)
            continue;
        const environ = environOf(Number(name), room);
        if (environ === undefined)
            continue;
        if (environ.length === 0)
            blank.push(Number(name));
        else if (carries(environ, needle))
            carrying.push(Number(name));
    }
    return { carrying, blank };
}
/**
 * Live processes (not this one) whose environment carries `token` (Linux; [] elsewhere). A token
 * ending in '-' is an invocation prefix: it matches every attempt token of that invocation.
 */
function processesCarrying(token) {
    if (!FINDS_BY_TOKEN || token === '')
        return [];
    const needle = needleOf(token);
    const room = newRoom();
    const { carrying, blank } = look(needle, room);
    return [...carrying, ...settleBlank(blank, needle, room)];
}
// A process between the two halves of an execve shows an empty environment for a moment: the new
// image's is set up last (its command line may already read). 4\u20139 % of reads of a process that
// execs in a loop land there, more with a long environment on a loaded machine. One of the
// attempt's caught there would be missed by the look that should kill it (a stage's `setsid sh -c \u2026`
// escapee, mid-exec when the attempt ended, outlived it). So a blank one is read again while it may
// still be exec'ing: an exec runs in the kernel, runnable (R) or in an uninterruptible wait (D).
// Settled blank, not waited for: a sleeping or stopped process (one started with no environment),
// a zombie, a kernel thread.
const PF_KTHREAD = 0x00200000;
const SETTLE_LIMIT_MS = 2000;
/** Whether a process whose environment read empty may be in the middle of an exec. */
function mayBeExecing(pid) {
    const stat = procFile(pid, 'stat')?.toString('latin1');
    if (stat === undefined)
        return false; // gone
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] the state, fields[6] the flags.
    return (fields[0] === 'R' || fields[0] === 'D') && (Number(fields[6]) & PF_KTHREAD) === 0;
}
/** Of the processes whose environment read empty, those that carry the needle once their exec is through. */
function settleBlank(blank, needle, room) {
    const found = [];
    let pending = blank;
    const deadline = Date.now() + SETTLE_LIMIT_MS;
    for (let first = true; pending.length > 0; first = false) {
        if (!first) {
            // Not a timing assumption: a bound on how long an exec may take on a loaded machine.
            if (Date.now() > deadline)
                break;
            Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
        }
        pending = pending.filter((pid) => {
            const environ = environOf(pid, room);
            if (environ === undefined)
                return false; // gone
            if (environ.length > 0) {
                if (carries(environ, needle))
                    found.push(pid);
                return false;
            }
            if (mayBeExecing(pid))
                return true;
            // Settled: read once more, in case its exec finished between the two reads.
            const again = environOf(pid, room);
            if (again !== undefined && carries(again, needle))
                found.push(pid);
            return false;
        });
    }
    return found;
}
/**
 * Kill every process of an attempt: its group, then (Linux) every process carrying its token \u2014
 * again while new ones show up (a process may fork while we look), at most a few rounds.
 * Returns how many processes (and groups) were signalled, each once.
 */
function killAttempt(attempt) {
    const group = attempt.pgid !== undefined && killGroup(attempt.pgid) ? 1 : 0;
    if (attempt.token === undefined)
        return group;
    // A process signalled in one round may still be listed in the next (it dies when the kernel
    // next schedules it): it is signalled again, but counted once.
    const signalled = new Set();
    for (let round = 0; round < 5; round++) {
        const found = processesCarrying(attempt.token);
        if (found.length === 0)
            break;
        for (const pid of found) {
            if (signal(pid, 'SIGKILL'))
                signalled.add(pid);
        }
    }
    return group + signalled.size;
}
/**
 * Whether process `pid` has ended: gone, or (Linux) a zombie its parent has not reaped yet \u2014 a
 * stage a stopped spawner cannot reap (process-runner.ts). Elsewhere a zombie counts as running.
 */
function hasEnded(pid) {
    if (FINDS_BY_TOKEN) {
        try {
            const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${pid}/stat`, 'utf8');
            return stat[stat.lastIndexOf(')') + 2] === 'Z';
        }
        catch {
            return true;
        }
    }
    try {
        process.kill(pid, 0);
        return false;
    }
    catch (error) {
        return error.code === 'ESRCH';
    }
}


/***/ })

};
