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
/* harmony import */ var _core_steps_process_transcript_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2303);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7593);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1604);
/* harmony import */ var _printable_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3821);
// `stagegate once KEY -- COMMAND [ARGS ...]`: run inside a stage, run COMMAND unless this run
// already did KEY for the same step, branch and visit (core/run/effects.ts; docs/run-semantics.md
// "Side effects: stagegate once"). What counts as done: an effect_done event in the run's journal
// (folded by the runner from an earlier attempt's ledger), or a record in this attempt's own
// ledger. A command that exits 0 is recorded in the ledger, fsync'd, before `once` exits.









function scopeOf(env) {
    const names = ['STAGEGATE_STEP', 'STAGEGATE_VISIT', 'STAGEGATE_ATTEMPT', 'STAGEGATE_EFFECTS', 'STAGEGATE_STATE_PATH'];
    const missing = names.filter((n) => !env[n]);
    const visit = Number(env['STAGEGATE_VISIT']);
    const attempt = Number(env['STAGEGATE_ATTEMPT']);
    if (missing.length > 0 || !Number.isSafeInteger(visit) || visit < 1 || !Number.isSafeInteger(attempt) || attempt < 1) {
        const said = missing.length === 0 ? 'STAGEGATE_VISIT or STAGEGATE_ATTEMPT is not a number here' : `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set here`;
        throw new _args_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`once runs inside a stage: ${said} (the runner sets them for every stage it runs, and records what once did in the run's journal). Call it from a stage's script, e.g. stagegate once pr -- gh pr create --fill; outside a run, run the command itself`, 'once');
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
function doneBefore(scope, key) {
    // KEY's effect_done for this step and branch on `visit` ('*': any) in one journal, or why that journal cannot tell.
    const findIn = (journal, visit) => {
        let found;
        const scan = (0,_core_state_journal_js__WEBPACK_IMPORTED_MODULE_3__/* .scanJournal */ .Hs)(journal, (line) => {
            const e = line;
            if (found === undefined && e.event === 'effect_done' && e.key === key && e.step === scope.step && (e.branch ?? '') === (scope.branch ?? '') && (visit === '*' || e.visit === visit))
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
    return (0,_core_run_effects_js__WEBPACK_IMPORTED_MODULE_4__/* .readLedger */ .SC)(scope.ledger, { step: scope.step, ...(scope.branch !== undefined ? { branch: scope.branch } : {}), visit: scope.visit, attempt: scope.attempt }).find((r) => r.key === key);
}
/**
 * The text kept of a stream, masked: its first `cap` bytes after masking (a character the cut
 * splits is dropped). `complete`: `chunks` are the whole stream. Else they hold at least cap + the longest secret's bytes when the stream was
 * longer, so a secret that starts before the cut is whole and masked before it is cut; a kept tail
 * that is the start of a secret (one the held bytes cut short) is dropped too.
 */
function keptMasked(chunks, cap, secrets, complete) {
    const masker = new _core_steps_process_transcript_js__WEBPACK_IMPORTED_MODULE_5__/* .SecretMasker */ .M2(secrets);
    const masked = Buffer.concat([masker.push(Buffer.concat(chunks)), masker.end()]);
    if (complete && masked.length <= cap)
        return masked.toString('utf8');
    let cut = masked.subarray(0, Math.min(cap, masked.length));
    for (const secret of secrets.map((x) => Buffer.from(x, 'utf8'))) {
        for (let n = Math.min(secret.length - 1, cut.length); n > 0; n--) {
            if (cut.subarray(cut.length - n).equals(secret.subarray(0, n))) {
                cut = cut.subarray(0, cut.length - n);
                break;
            }
        }
    }
    return cut.toString('utf8').replace(/\uFFFD{1,3}$/, '');
}
async function onceCommand(request, io) {
    const err = (0,_io_js__WEBPACK_IMPORTED_MODULE_7__/* .lines */ .Mn)(io.stderr);
    const scope = scopeOf(io.env);
    const { key } = request;
    const where = `step ${scope.step}${scope.branch !== undefined ? `, branch ${scope.branch}` : ''}, visit ${scope.visit}`;
    const done = doneBefore(scope, key);
    if (done !== undefined && 'unreadable' in done) {
        err(`stagegate once: ${key}: cannot tell whether it was done: ${(0,_printable_js__WEBPACK_IMPORTED_MODULE_8__/* .printable */ .g)(done.unreadable)}; ${request.argv[0]} was not run (exit ${ONCE_CANNOT_TELL})`);
        return ONCE_CANNOT_TELL;
    }
    if (done !== undefined) {
        if (done.stdout !== '')
            io.stdout.write(done.stdout);
        const cut = done.stdout_bytes > _core_run_effects_js__WEBPACK_IMPORTED_MODULE_4__/* .EFFECT_STDOUT_CAP */ .jT ? ` (its stdout was ${done.stdout_bytes} bytes; the first ${_core_run_effects_js__WEBPACK_IMPORTED_MODULE_4__/* .EFFECT_STDOUT_CAP */ .jT} were kept and printed again)` : '';
        err(`stagegate once: ${key} was done in attempt ${done.attempt} at ${(0,_printable_js__WEBPACK_IMPORTED_MODULE_8__/* .printable */ .g)(done.done_at)} (${where}); not run again${cut}`);
        return 0;
    }
    const [command, ...args] = request.argv;
    const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(command, args, { cwd: io.cwd, env: io.env, stdio: ['inherit', 'pipe', 'inherit'] });
    const secrets = (0,_core_steps_process_transcript_js__WEBPACK_IMPORTED_MODULE_5__/* .secretValues */ .VX)(io.env);
    // Held: the cap, plus the longest secret (one that straddles the cut is masked whole), plus a character's bytes.
    const hold = _core_run_effects_js__WEBPACK_IMPORTED_MODULE_4__/* .EFFECT_STDOUT_CAP */ .jT + Math.max(0, ...secrets.map((x) => Buffer.byteLength(x, 'utf8'))) + 4;
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)('sha256');
    const chunks = [];
    let held = 0;
    let bytes = 0;
    // The command's bytes as it wrote them (process.stdout takes bytes; CliOutput is typed for text).
    const write = io.stdout.write.bind(io.stdout);
    child.stdout.on('data', (chunk) => {
        write(chunk);
        hash.update(chunk);
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
        stdout_sha256: hash.digest('hex'),
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
/* harmony import */ var _model_input_types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3013);
// How a shell stage becomes a process: argv for bash (the script is one argv element, never
// assembled into a larger shell string), and the STAGEGATE_* environment every stage gets.
// A {{placeholder}} in run: text never puts its value into the script: each value travels in an
// environment variable (STAGEGATE_VALUE_<n>) and the placeholder becomes a reference to it written
// for the place it stands in (shell-placements.ts). Bash never parses a variable's contents as
// code, except in arithmetic, where a value must therefore be an integer.



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
        if (site.placement === 'arith' && !_model_input_types_js__WEBPACK_IMPORTED_MODULE_3__/* .INTEGER */ .vh.test(value)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_INVALID', `${where}: {{${site.name}}} stands where bash evaluates arithmetic, so its value must be an integer; it is ${JSON.stringify(value.length > 60 ? value.slice(0, 60) + '\u2026' : value)}; the step did not start`, {
                hint: 'Make the value an integer where it comes from (a foreach binding: the registry row), or move the placeholder out of the arithmetic (quote it as a word and convert it in the script).',
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
    if (v.statuses !== undefined && v.statuses.length > 0)
        env['STAGEGATE_STATUSES'] = v.statuses.join(' ');
    if (v.effects !== undefined)
        env['STAGEGATE_EFFECTS'] = v.effects;
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

/***/ 2303:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J4: () => (/* reexport safe */ _run_secret_names_js__WEBPACK_IMPORTED_MODULE_3__.J4),
/* harmony export */   Kc: () => (/* binding */ finishTranscript),
/* harmony export */   M2: () => (/* binding */ SecretMasker),
/* harmony export */   QU: () => (/* binding */ maskSecrets),
/* harmony export */   VX: () => (/* binding */ secretValues),
/* harmony export */   tB: () => (/* binding */ writePromptCopy),
/* harmony export */   v5: () => (/* reexport safe */ _run_secret_names_js__WEBPACK_IMPORTED_MODULE_3__.v5),
/* harmony export */   vb: () => (/* reexport safe */ _run_secret_names_js__WEBPACK_IMPORTED_MODULE_3__.vb)
/* harmony export */ });
/* unused harmony export MAX_TRANSCRIPT_READ */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _state_atomic_write_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(174);
/* harmony import */ var _run_stage_command_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6519);
/* harmony import */ var _run_secret_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3136);
// Transcripts: each attempt's stdout+stderr is its log. Secrets are masked while the output
// streams (the process runner passes every chunk through a SecretMasker before it reaches the
// log or a stage_output event): the value of every environment variable whose name looks secret
// is replaced by ***. Memory stays bounded whatever a stage prints: a masker holds at most one
// chunk plus the length of the longest secret.





/** Values to mask, longest first (so a value containing another is masked whole). */
function secretValues(env) {
    const values = new Set();
    for (const [name, value] of Object.entries(env)) {
        if (value === undefined || name === _run_stage_command_js__WEBPACK_IMPORTED_MODULE_2__/* .ATTEMPT_TOKEN_VARIABLE */ .lA)
            continue;
        if (_run_secret_names_js__WEBPACK_IMPORTED_MODULE_3__/* .SECRET_NAME */ .J4.test(name) && value.length >= _run_secret_names_js__WEBPACK_IMPORTED_MODULE_3__/* .MIN_SECRET_LENGTH */ .vb)
            values.add(value);
        else
            for (const secret of (0,_run_secret_names_js__WEBPACK_IMPORTED_MODULE_3__/* .urlPasswords */ .s1)(value))
                values.add(secret);
    }
    return [...values].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
}
function maskSecrets(text, secrets) {
    if (secrets.length === 0)
        return text;
    const masker = new SecretMasker(secrets);
    return Buffer.concat([masker.push(Buffer.from(text, 'utf8')), masker.end()]).toString('utf8');
}
const MASK_BYTES = Buffer.from(_run_secret_names_js__WEBPACK_IMPORTED_MODULE_3__/* .MASK */ .v5, 'utf8');
const NEWLINE = 0x0a;
/**
 * Masks secrets in a byte stream cut into arbitrary chunks: a secret split across two chunks is
 * masked like one that arrives whole. At each position the leftmost occurrence wins, and of those
 * starting there the longest. A position is decided only once every secret that could start there
 * is fully visible, so up to (longest secret - 1) bytes are held back until the next chunk or end()
 * \u2014 except that, when no secret holds a newline, everything up to the last newline is decided
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


/***/ })

};
