export const id = 75;
export const ids = [75];
export const modules = {

/***/ 7724:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IJ: () => (/* binding */ actingOutput),
/* harmony export */   R4: () => (/* binding */ defaultDecider),
/* harmony export */   iq: () => (/* binding */ actingPerson)
/* harmony export */ });
/* unused harmony export osAccount */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
// Who a person's command records when --by is not given (approve, reject, skip, and run --answer),
// and how approve, reject and skip say so when that is no one: its own module, so `run` (which
// needs it only for --answer) does not load approve's core.

/** The OS account this process runs as (os.userInfo(): the passwd entry of its uid); undefined when there is none (a container's arbitrary uid throws). */
function osAccount() {
    try {
        const name = (0,node_os__WEBPACK_IMPORTED_MODULE_0__.userInfo)().username;
        return name === '' ? undefined : name;
    }
    catch {
        return undefined;
    }
}
/**
 * Who decides when --by is not given: on a GitHub Actions runner the GitHub actor (GITHUB_ACTOR:
 * $USER there is the runner's account, `runner`, not a person), else $USER, else $LOGNAME, else
 * the OS account (as git names a committer from the passwd entry when nothing is configured);
 * an empty value counts as not set. Undefined: none of them.
 */
function defaultDecider(env, account = osAccount) {
    const set = (name) => (name !== undefined && name !== '' ? name : undefined);
    const actor = env['GITHUB_ACTIONS'] === 'true' ? set(env['GITHUB_ACTOR']) : undefined;
    return actor ?? set(env['USER']) ?? set(env['LOGNAME']) ?? account();
}
/**
 * Who a person's command records (approve / reject: who decided; skip: who skipped): --by, else the
 * default decider; without either 'unknown', with the warning that says why (`done`: the record's verb).
 */
function actingPerson(by, env, done) {
    if (by !== undefined)
        return { by };
    const login = defaultDecider(env);
    if (login !== undefined)
        return { by: login };
    return { by: 'unknown', warning: `recorded as ${done} by 'unknown': --by was not given, $USER and $LOGNAME are not set and the OS account has no name (pass --by NAME)` };
}
/**
 * A person's command's output (approve / reject, skip): its report as JSON or as text, and, when
 * the command recorded something for 'unknown' (actingPerson's warning), that warning last: the
 * JSON's `warning` key, or a `warning:` line. A refusal recorded nothing: no warning.
 */
function actingOutput(o, asJson, asText) {
    const said = o.warning !== undefined && o.recorded ? o.warning : undefined;
    return { text: o.json ? JSON.stringify({ ...asJson(), ...(said ? { warning: said } : {}) }) : asText() + (said ? `\n  ${o.style.yellow('warning:')}  ${said}` : ''), exitCode: o.exitCode };
}


/***/ }),

/***/ 3075:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  dispatch: () => (/* binding */ dispatch)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/style.ts
var cli_style = __webpack_require__(1715);
// EXTERNAL MODULE: ./src/cli/render.ts + 1 modules
var render = __webpack_require__(5511);
// EXTERNAL MODULE: ./src/core/state/own-file.ts
var own_file = __webpack_require__(2076);
// EXTERNAL MODULE: ./src/core/steps/process/transcript.ts
var transcript = __webpack_require__(2303);
// EXTERNAL MODULE: ./src/core/run/printable.ts
var printable = __webpack_require__(6226);
;// CONCATENATED MODULE: ./src/core/steps/process/line-splitter.ts
// Stage text arrives in chunks; the CLI's --stream and the Action's job log print it line by line.
// Each chunk is scanned once for newlines (never the held text again), and the text held for an
// unfinished line is bounded: a line longer than the bound goes out in pieces of at most that
// many characters, each but the last ending in a note that the line continues. Before, the held
// line was joined with every chunk and scanned whole again: quadratic CPU on a long line without a
// newline (20 MB: 6.8 s of CPU; 40 MB: more than two minutes) and memory growing with it.
/** The longest unfinished line held (characters); a longer one is printed in pieces. */
const MAX_HELD_LINE = 64 * 1024;
/** Ends a piece of a line cut at the bound (the rest follows as the next line). */
const LINE_CUT_NOTE = ' \u23ce (line longer than 64 KiB: cut here, it goes on in the next line)';
class LineSplitter {
    max;
    held = [];
    heldLength = 0;
    /** Characters scanned for newlines so far (each character of the input once): for tests. */
    scanned = 0;
    constructor(max = MAX_HELD_LINE) {
        this.max = max;
    }
    /** The lines `chunk` completes (without their newline), and pieces of a line that grew past the bound. */
    push(chunk) {
        const out = [];
        let start = 0;
        for (let nl = chunk.indexOf('\n'); nl >= 0; nl = chunk.indexOf('\n', start)) {
            this.scanned += nl + 1 - start;
            const piece = chunk.slice(start, nl);
            start = nl + 1;
            // A whole line of its own goes out as it is; otherwise it ends what is held (cut at the bound).
            if (this.heldLength === 0 && piece.length <= this.max)
                out.push(piece);
            else {
                this.hold(piece, out);
                out.push(this.take());
            }
        }
        this.scanned += chunk.length - start;
        if (start < chunk.length)
            this.hold(chunk.slice(start), out);
        return out;
    }
    /** What is held of an unfinished line (undefined when nothing is), and forget it. */
    flush() {
        return this.heldLength === 0 ? undefined : this.take();
    }
    /** Hold `text`; whenever the held line reaches the bound, out goes a piece of it with the cut note. */
    hold(text, out) {
        let rest = text;
        while (this.heldLength + rest.length > this.max) {
            let room = this.max - this.heldLength;
            // Never between the halves of a surrogate pair.
            const code = rest.charCodeAt(room - 1);
            if (room > 1 && code >= 0xd800 && code <= 0xdbff)
                room--;
            this.held.push(rest.slice(0, room));
            this.heldLength += room;
            rest = rest.slice(room);
            out.push(this.take() + LINE_CUT_NOTE);
        }
        if (rest.length > 0) {
            this.held.push(rest);
            this.heldLength += rest.length;
        }
    }
    take() {
        const text = this.held.length === 1 ? this.held[0] : this.held.join('');
        this.held = [];
        this.heldLength = 0;
        return text;
    }
}

;// CONCATENATED MODULE: ./src/cli/progress.ts
// What `stagegate run` shows while it runs (on stderr), from the core's RunEvents:
// - a line per finished stage attempt (\u2713 gate status \u2192 next, or \u2717 stop code), and on a failure
//   the last 20 lines of its log (secrets masked);
// - on a terminal, a live line per running stage (step, visit, attempt, elapsed), redrawn every
//   second below the finished lines \u2014 several for parallel branches;
// - off a terminal (CI logs), a line when a stage starts and a heartbeat every N seconds;
// - with --stream, what each stage writes, line by line, prefixed with its step.






/** Lines of a failed attempt's log shown under its \u2717 line. */
const FAILURE_TAIL_LINES = 20;
/** Bytes read from the end of a log for its tail (a huge log is never read whole). */
const TAIL_BYTES = 64 * 1024;
/** Live lines are redrawn this often. */
const REDRAW_MS = 500;
const SPINNER = ['\u280b', '\u2819', '\u2839', '\u2838', '\u283c', '\u2834', '\u2826', '\u2827', '\u2807', '\u280f'];
function elapsedText(ms) {
    const s = Math.max(0, Math.floor(ms / 1000));
    if (s < 60)
        return `${s}s`;
    const m = Math.floor(s / 60);
    if (m < 60)
        return `${m}m${String(s % 60).padStart(2, '0')}s`;
    return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, '0')}m`;
}
function seconds(ms) {
    return ms < 1000 ? `${(ms / 1000).toFixed(2)}s` : `${(ms / 1000).toFixed(1)}s`;
}
/** The last `count` lines of a file ('' lines at the end dropped), reading at most TAIL_BYTES. */
function tailLines(path, count) {
    let fd;
    try {
        // Never waiting on a FIFO a stage left in its log's place.
        fd = (0,own_file/* openRegularForRead */.os)(path);
    }
    catch {
        return [];
    }
    try {
        const size = (0,external_node_fs_.fstatSync)(fd).size;
        const length = Math.min(size, TAIL_BYTES);
        const buffer = Buffer.alloc(length);
        (0,external_node_fs_.readSync)(fd, buffer, 0, length, size - length);
        let lines = buffer.toString('utf8').split(/\r?\n/);
        if (length < size)
            lines = lines.slice(1); // the first line was cut
        while (lines.length > 0 && lines[lines.length - 1].trim() === '')
            lines.pop();
        return lines.slice(-count);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** `text` cut to `columns` code points (about a terminal's columns), ending in \u2026 when cut. */
function cut(text, columns) {
    if (columns === undefined || columns < 10)
        return text;
    const chars = [...text];
    return chars.length <= columns ? text : chars.slice(0, columns - 1).join('') + '\u2026';
}
function makeProgress(o) {
    const now = o.now ?? Date.now;
    const { style } = o;
    const running = new Map();
    /** Stage output not yet ended by a newline, per stage. */
    // Unfinished lines of streamed stages: each chunk scanned once, bounded (line-splitter.ts).
    const partial = new Map();
    /** Stages whose output was streamed (their failure tail would repeat it). */
    const streamed = new Set();
    let drawn = 0;
    let frame = 0;
    let width = 12;
    let timer;
    const mask = (text) => (0,transcript/* maskSecrets */.QU)(text, o.secrets);
    /** One running stage's line, cut to one terminal row (a wrapped line would break the redraw). */
    const liveLine = (r, columns) => {
        const spin = SPINNER[frame % SPINNER.length];
        const text = cut(`${r.label.padEnd(width)}  visit ${r.visit} \u00b7 attempt ${r.attempt} \u00b7 ${elapsedText(now() - r.since)}`, columns === undefined ? undefined : columns - 2);
        return `${style.cyan(spin)} ${text}`;
    };
    /** Erase the live lines (the cursor sits at the end of the last one). */
    const erase = () => {
        if (drawn === 0)
            return;
        o.write(`\r${drawn > 1 ? `\u001b[${drawn - 1}A` : ''}\u001b[J`);
        drawn = 0;
    };
    const draw = () => {
        if (!o.live || running.size === 0)
            return;
        const columns = o.columns?.();
        const lines = [...running.values()].map((r) => liveLine(r, columns));
        o.write(lines.join('\n'));
        drawn = lines.length;
    };
    /** A permanent line (or lines), above the live ones. */
    const say = (text) => {
        erase();
        o.write(text.endsWith('\n') ? text : `${text}\n`);
        draw();
    };
    const tick = () => {
        frame++;
        if (o.live) {
            erase();
            draw();
        }
    };
    const heartbeat = () => {
        if (running.size === 0)
            return;
        const list = [...running.values()].map((r) => `${r.label} (visit ${r.visit}, attempt ${r.attempt}, ${elapsedText(now() - r.since)})`);
        say(style.dim(`\u2026 still running: ${list.join(', ')}`));
    };
    const ensureTimer = () => {
        if (timer !== undefined)
            return;
        const every = o.live ? REDRAW_MS : o.heartbeatMs;
        if (every <= 0)
            return;
        timer = setInterval(o.live ? tick : heartbeat, every);
        // The run's own work keeps the process alive; the timer never should.
        timer.unref();
    };
    const stopTimerIfIdle = () => {
        if (running.size === 0 && timer !== undefined) {
            clearInterval(timer);
            timer = undefined;
        }
    };
    const flushPartial = (key) => {
        const rest = partial.get(key)?.flush();
        if (rest !== undefined && rest !== '')
            say(`${style.dim(`${key} \u2502`)} ${(0,printable/* printable */.g$)(mask(rest))}`);
        partial.delete(key);
    };
    const output = (key, text) => {
        streamed.add(key);
        let splitter = partial.get(key);
        if (splitter === undefined)
            partial.set(key, (splitter = new LineSplitter()));
        const lines = splitter.push(text);
        if (lines.length === 0)
            return;
        say(lines.map((l) => `${style.dim(`${key} \u2502`)} ${(0,printable/* printable */.g$)(mask(l.replace(/\r$/, '')))}`).join('\n'));
    };
    const failureTail = (logPath, key, exitStatus) => {
        if (logPath === undefined || streamed.has(key))
            return;
        const abs = (0,external_node_path_.isAbsolute)(logPath) ? logPath : (0,external_node_path_.join)(o.workspace, logPath);
        // No log at all: the attempt was refused before its process started (nothing to call empty).
        if (!(0,external_node_fs_.existsSync)(abs)) {
            say(style.dim(`    (no log: the stage did not start)`));
            return;
        }
        const lines = tailLines(abs, FAILURE_TAIL_LINES);
        if (lines.length === 0) {
            say(style.dim(`    (${typeof exitStatus === 'number' && exitStatus !== 0 ? `exit status ${exitStatus}; ` : ''}the log ${logPath} is empty)`));
            return;
        }
        say([style.dim(`    last ${lines.length === 1 ? 'line' : `${lines.length} lines`} of ${logPath}:`), ...lines.map((l) => `    ${style.dim('\u2502')} ${(0,printable/* printable */.g$)(mask(l))}`)].join('\n'));
    };
    return {
        onEvent(e) {
            switch (e.type) {
                case 'run_started':
                    say(`${style.bold('stagegate')} ${e.workflow} \u00b7 run ${e.runId} \u00b7 ${e.resumed ? 'resuming' : e.mode === 'fresh' ? 'fresh' : 'new run'}`);
                    break;
                case 'stage_started': {
                    width = Math.max(width, Math.min(e.step.length, 28));
                    running.set(e.step, { label: e.step, visit: e.visit, attempt: e.attempt, kind: e.kind, since: now() });
                    if (o.live) {
                        erase();
                        draw();
                    }
                    else
                        say(`${style.cyan('\u25b6')} ${(0,printable/* printable */.g$)(e.step)} started${e.visit > 1 ? ` (visit ${e.visit})` : ''}${e.attempt > 1 ? ` (attempt ${e.attempt})` : ''}`);
                    ensureTimer();
                    break;
                }
                case 'stage_output':
                    if (o.stream)
                        output(e.branch !== undefined ? `${e.step}.${e.branch}` : e.step, e.text);
                    break;
                case 'stage_finished': {
                    running.delete(e.step);
                    if (o.stream)
                        flushPartial(e.step);
                    // Only the line of a stage that raised the count (its step's first completion) shows it:
                    // a line that completed nothing new (a loop's revisit, a branch, a failure, a pause) leaves
                    // the count where it stands, and repeating it would read as the step's place, or a step past N.
                    const progress = e.ok && e.counted ? style.dim(`[${e.completed}/${e.totalSteps}]`) : ' '.repeat(`[${e.completed}/${e.totalSteps}]`.length);
                    const name = (0,printable/* printable */.g$)(e.step).padEnd(width);
                    const attempt = e.attempt > 1 ? style.dim(` (attempt ${e.attempt})`) : '';
                    const visit = e.visit > 1 ? style.dim(` visit ${e.visit}`) : '';
                    const time = style.dim(seconds(e.durationMs));
                    if (e.ok)
                        say(`${progress} ${name} ${style.green('\u2713')} ${(0,printable/* printable */.g$)(`${e.gateStatus}`)} ${routeText(e.code, e.next, style, e.item)}  ${time}${visit}${attempt}`);
                    // A child workflow that paused (at its approval, say) did not fail: no \u2717, no log tail.
                    else if (e.code === 'PARTIAL_RESUMABLE')
                        say(`${progress} ${name} ${style.yellow('\u23f8')} paused (${e.code})  ${time}${visit}${attempt}`);
                    else {
                        // Failed by a status of its failure_statuses: which one (its exit status was 0). Not
                        // gateStatus: a failed child workflow or foreach step carries its outcome there.
                        const status = e.failureStatus !== undefined ? ` (status ${(0,printable/* printable */.g$)(e.failureStatus)}, one of its failure_statuses)` : '';
                        say(`${progress} ${name} ${style.red('\u2717')} ${e.code}${status}  ${time}${visit}${attempt}`);
                        // An interrupted stage did not fail: its log's tail would only be noise.
                        if (e.code !== 'WORKFLOW_INTERRUPTED')
                            failureTail(e.logPath, e.step, e.exitStatus);
                    }
                    streamed.delete(e.step);
                    stopTimerIfIdle();
                    break;
                }
                case 'stage_retrying':
                    say(`${style.yellow('\u21bb')} ${(0,printable/* printable */.g$)(e.step)}: retrying (attempt ${e.attempt}) in ${seconds(e.delayMs)}: ${(0,printable/* printableQuoted */.wV)(e.reason)}`);
                    break;
                case 'note':
                    // A note may quote what a stage or an agent wrote (a registry cell, a branch's answer).
                    say(style.dim((0,printable/* printableQuoted */.wV)(e.message)));
                    break;
                default:
                    break;
            }
        },
        say,
        stop() {
            for (const key of [...partial.keys()])
                flushPartial(key);
            if (timer !== undefined)
                clearInterval(timer);
            timer = undefined;
            running.clear();
            erase();
        },
    };
}
/**
 * Where an accepted stage leads: the next step, the end, or \u2014 when the run refuses the
 * transition (loop limit, stall, BLOCKED) \u2014 the stop code, never "\u2192 end"; a foreach item's last
 * stage: `\u2192 item done` or `\u2192 item deferred`.
 */
function routeText(code, next, style, item) {
    // A foreach item's last stage: the item's run ends, not the run (never the 4.0 token next_artifact).
    if (item !== undefined)
        return `\u2192 item ${item}`;
    if (code === undefined || code === 'WORKFLOW_COMPLETE')
        return `\u2192 ${next ?? 'end'}`;
    if (code === 'PARTIAL_RESUMABLE')
        return `\u2192 ${next ?? 'end'} ${style.dim('(paused)')}`;
    return `${style.yellow('\u2298')} ${style.yellow(code)}`;
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/core/run/stage-command.ts
var stage_command = __webpack_require__(6519);
;// CONCATENATED MODULE: ./src/host/self-command.ts
// How a stage reaches stagegate itself: a folder holding an executable `stagegate` (a tiny sh
// script that runs this Node with the CLI bundle) goes first on every stage's PATH, and its path
// is $STAGEGATE_BIN. So `stagegate gate OK` works in a stage with nothing installed. The folder is
// private (mkdtemp) and removed when the run ends. The CLI passes itself; the Action can pass the
// CLI bundle beside it (dist/cli/index.js); a caller running the CLI in its own process (the
// in-process tests) can name an executable of its own instead (CliIO.self).




/**
 * The shim running `script` (the CLI; default: this process's own) with this Node and its flags,
 * or undefined when it cannot be made (the stages then lack `stagegate`).
 */
function makeSelfCommand(script = process.argv[1], nodeArgs = process.execArgv, parent = (0,external_node_os_.tmpdir)()) {
    if (script === undefined)
        return undefined;
    // Node's own flags too (a source checkout runs with --import for TypeScript).
    return makeShim([process.execPath, ...nodeArgs, (0,external_node_path_.resolve)(script)], parent);
}
/** The shim running `executable` itself in the CLI's place (CliIO.self's `executable`), or undefined when it cannot be made. */
function makeSelfExecutable(executable, parent = (0,external_node_os_.tmpdir)()) {
    return makeShim([(0,external_node_path_.resolve)(executable)], parent);
}
function makeShim(command, parent) {
    let dir;
    try {
        dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(parent, 'stagegate-bin-'));
        const bin = (0,external_node_path_.join)(dir, 'stagegate');
        (0,external_node_fs_.writeFileSync)(bin, `#!/bin/sh\nexec ${command.map(shWord).join(' ')} "$@"\n`);
        (0,external_node_fs_.chmodSync)(bin, 0o755);
        return { dir, bin, remove: () => (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true }) };
    }
    catch {
        return undefined;
    }
}
/** One sh word: single quotes make everything literal; a quote inside closes, escapes and reopens. */
function shWord(text) {
    return `'${text.replace(/'/g, `'\\''`)}'`;
}
/** The stages' base environment: `env` with the shim first on PATH and STAGEGATE_BIN set. */
function withSelf(env, self) {
    if (!self)
        return { ...env };
    const path = env['PATH'];
    return { ...env, PATH: path ? `${self.dir}${external_node_path_.delimiter}${path}` : self.dir, [stage_command/* STAGEGATE_BIN */.IB]: self.bin };
}

// EXTERNAL MODULE: ./src/core/run/runner.ts + 10 modules
var runner = __webpack_require__(2425);
// EXTERNAL MODULE: ./src/core/workspace/workspace.ts
var workspace_workspace = __webpack_require__(5620);
// EXTERNAL MODULE: ./src/core/workspace/git-top-level.ts
var git_top_level = __webpack_require__(2784);
// EXTERNAL MODULE: ./src/core/run/stop-codes.ts
var stop_codes = __webpack_require__(2454);
// EXTERNAL MODULE: ./src/core/run/errors.ts
var errors = __webpack_require__(2862);
;// CONCATENATED MODULE: ./src/core/run/ports.ts
const systemClock = {
    now: () => new Date(),
    sleep: (ms, signal) => new Promise((resolve) => {
        if (signal?.aborted === true)
            return resolve();
        // The timer is cleared on abort: a pending one would keep the process alive for the rest of the backoff.
        const done = () => {
            clearTimeout(timer);
            signal?.removeEventListener('abort', done);
            resolve();
        };
        const timer = setTimeout(done, ms);
        signal?.addEventListener('abort', done, { once: true });
    }),
};

// EXTERNAL MODULE: ./src/core/run/secret-names.ts
var secret_names = __webpack_require__(3136);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./src/host/process-tree.ts
var process_tree = __webpack_require__(8374);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(6193);
// EXTERNAL MODULE: ./src/core/run/stage-masks.ts
var stage_masks = __webpack_require__(5747);
;// CONCATENATED MODULE: ./src/host/add-mask-lines.ts
// A stage's add-mask command lines, found in its raw output before the masker sees it
// (core/run/stage-masks.ts): the value is handed on to be registered, and the line goes on as
// `::add-mask::***` (`##[add-mask]***`) \u2014 the value never reaches the log, whatever the chunks it
// arrives in.
//
// The lines GitHub's runner takes as an add-mask command (actions/runner ActionCommand.TryParseV2,
// then TryParse; ActionCommandManager registers both forms' name case-insensitively):
// - `::add-mask::VALUE` or `::add-mask PROPERTIES::VALUE` once the line's leading white space is
//   trimmed \u2014 .NET's TrimStart: space, \t, \v, \f, U+0085, U+00A0, U+1680, U+2000\u2013U+200A, U+2028,
//   U+2029, U+202F, U+205F, U+3000, any number of them;
// - else the legacy `##[add-mask]VALUE` or `##[add-mask PROPERTIES]VALUE` where the line's FIRST
//   `##[` stands, anywhere in it (text before it is no obstacle).
// Lines end at \n, \r\n or a lone \r (as the runner reads a step's output). What may still turn
// out to be a command is held back: a lead's multi-byte white space (at most 2 bytes), the
// command's name, properties (at most MAX_ADD_MASK_VALUE bytes: past that the line is no
// command here), a command's value until its line ends (at most MAX_ADD_MASK_VALUE bytes: past
// that the value is refused and the rest of its line dropped). Every other byte goes on at once.
// The white space leading a command and the text before a legacy `##[` go on as they are.

const LF = 0x0a;
const CR = 0x0d;
const HASH = 0x23;
const COLON = 0x3a;
const SPACE = 0x20;
const BRACKET_CLOSE = 0x5d;
const NAME = Buffer.from('add-mask', 'ascii');
const MASKED = { v2: Buffer.from('::add-mask::***', 'utf8'), legacy: Buffer.from('##[add-mask]***', 'utf8') };
/** One-byte white space a command may start with: space, tab, vertical tab, form feed. */
const isBlank = (b) => b === SPACE || b === 0x09 || b === 0x0b || b === 0x0c;
/**
 * The UTF-8 length of the white space code point (beyond ASCII) at `i`: 2 or 3; 0 when the bytes
 * are none; -1 when the chunk ends before they can tell.
 */
function wideBlankAt(chunk, i) {
    const b0 = chunk[i];
    const need = b0 === 0xc2 ? 2 : b0 === 0xe1 || b0 === 0xe2 || b0 === 0xe3 ? 3 : 0;
    if (need === 0)
        return 0;
    const seq = [b0];
    for (let k = 1; k < need; k++) {
        if (i + k >= chunk.length)
            return prefixOfWideBlank(seq) ? -1 : 0;
        seq.push(chunk[i + k]);
    }
    return isWideBlank(seq) ? need : 0;
}
/** U+0085, U+00A0, U+1680, U+2000\u2013U+200A, U+2028, U+2029, U+202F, U+205F, U+3000 in UTF-8. */
function isWideBlank(s) {
    const [a, b, c] = s;
    if (a === 0xc2)
        return b === 0x85 || b === 0xa0;
    if (a === 0xe1)
        return b === 0x9a && c === 0x80;
    if (a === 0xe2 && b === 0x80)
        return c !== undefined && ((c >= 0x80 && c <= 0x8a) || c === 0xa8 || c === 0xa9 || c === 0xaf);
    if (a === 0xe2)
        return b === 0x81 && c === 0x9f;
    return a === 0xe3 && b === 0x80 && c === 0x80;
}
function prefixOfWideBlank(s) {
    const [a, b] = s;
    if (b === undefined)
        return true;
    if (a === 0xe1)
        return b === 0x9a;
    if (a === 0xe2)
        return b === 0x80 || b === 0x81;
    return a === 0xe3 && b === 0x80;
}
const lower = (b) => (b >= 0x41 && b <= 0x5a ? b + 0x20 : b);
class AddMaskLines {
    mode = 'lead';
    /** The command form being matched or read (v2, hash: implied). */
    form = 'v2';
    /** The bytes of a name being matched (v2: `::add-mask`, then `:`; hash: `##[add-mask`), as the stage wrote them. */
    cand = [];
    /** Bytes of earlier chunks held back: properties (with their command's text first) or a value. */
    held = [];
    heldLength = 0;
    /** A lead's multi-byte white space an earlier chunk ended in. */
    tail;
    push(input) {
        const chunk = this.tail ? Buffer.concat([this.tail, input]) : input;
        this.tail = undefined;
        const out = [];
        /** Start of this chunk's bytes not yet passed on, held or dropped. */
        let from = 0;
        let i = 0;
        // Each searched for once per chunk, again only once passed: a line of many `#` stays linear.
        let nextLf = -2;
        let nextCr = -2;
        let nextHash = -2;
        const lineEnd = (p) => {
            if (nextLf !== -1 && nextLf < p)
                nextLf = chunk.indexOf(LF, p);
            if (nextCr !== -1 && nextCr < p)
                nextCr = chunk.indexOf(CR, p);
            return nextLf < 0 ? nextCr : nextCr < 0 ? nextLf : Math.min(nextLf, nextCr);
        };
        const hashFrom = (p) => {
            if (nextHash !== -1 && nextHash < p)
                nextHash = chunk.indexOf(HASH, p);
            return nextHash;
        };
        const pass = (to) => {
            if (to > from)
                out.push(chunk.subarray(from, to));
            from = to;
        };
        while (i < chunk.length) {
            const b = chunk[i];
            switch (this.mode) {
                case 'lead': {
                    if (isBlank(b) || b === LF || b === CR) {
                        i++;
                        continue;
                    }
                    const wide = wideBlankAt(chunk, i);
                    if (wide > 0) {
                        i += wide;
                        continue;
                    }
                    if (wide < 0) {
                        // Told by the next chunk: held until then (nothing of this line is a command yet).
                        pass(i);
                        this.tail = Buffer.from(chunk.subarray(i));
                        return out;
                    }
                    pass(i);
                    if (b === COLON) {
                        this.mode = 'v2';
                        this.form = 'v2';
                        this.cand = [b];
                        from = ++i;
                    }
                    else
                        this.mode = 'scan';
                    continue;
                }
                case 'v2': {
                    // `::` then the name (any case), then `::` (the value) or a space (properties).
                    const n = this.cand.length;
                    const ok = n === 1 ? b === COLON : n < 2 + NAME.length ? lower(b) === NAME[n - 2] : n === 2 + NAME.length ? b === COLON || b === SPACE : b === COLON;
                    if (!ok) {
                        // No v2 command: the line may still hold a legacy one (this byte may begin it).
                        this.release(out);
                        this.mode = 'scan';
                        continue;
                    }
                    i++;
                    from = i;
                    if (n === 2 + NAME.length && b === SPACE) {
                        this.toProps([...this.cand, b]);
                        continue;
                    }
                    this.cand.push(b);
                    if (this.cand.length === 4 + NAME.length)
                        this.toValue();
                    continue;
                }
                case 'scan': {
                    // The line's first `##[` decides whether it is a legacy command.
                    const hash = hashFrom(i);
                    const end = lineEnd(i);
                    if (end >= 0 && (hash < 0 || end < hash)) {
                        i = end + 1;
                        this.mode = 'lead';
                        continue;
                    }
                    if (hash < 0) {
                        i = chunk.length;
                        continue;
                    }
                    pass(hash);
                    this.mode = 'hash';
                    this.form = 'legacy';
                    this.cand = [];
                    i = hash;
                    continue;
                }
                case 'hash': {
                    const n = this.cand.length;
                    if (n < 3) {
                        if (b === (n < 2 ? HASH : 0x5b)) {
                            this.cand.push(b);
                            from = ++i;
                        }
                        else if (n === 2 && b === HASH) {
                            // `###[`: the first `##[` begins one later.
                            out.push(Buffer.from([HASH]));
                            from = ++i;
                        }
                        else {
                            this.release(out);
                            this.mode = 'scan';
                        }
                        continue;
                    }
                    const ok = n < 3 + NAME.length ? lower(b) === NAME[n - 3] : b === BRACKET_CLOSE || b === SPACE;
                    if (!ok) {
                        // The line's first `##[` is another command's, or none: the line is no command.
                        this.release(out);
                        this.mode = 'plain';
                        continue;
                    }
                    i++;
                    from = i;
                    if (b === SPACE && n === 3 + NAME.length)
                        this.toProps([...this.cand, b]);
                    else if (n === 3 + NAME.length)
                        this.toValue();
                    else
                        this.cand.push(b);
                    continue;
                }
                case 'props': {
                    const end = lineEnd(i);
                    const stop = end < 0 ? chunk.length : end;
                    const close = this.form === 'v2' ? propsEndV2(chunk, i, stop, this.lastHeldByte()) : chunk.indexOf(BRACKET_CLOSE, i);
                    if (close >= 0 && close < stop) {
                        // `::` (its second byte at close) or `]`: the value begins after it.
                        i = close + 1;
                        from = i;
                        this.held = [];
                        this.heldLength = 0;
                        this.toValue();
                        continue;
                    }
                    if (this.heldLength + (stop - from) > stage_masks/* MAX_ADD_MASK_VALUE */.qs) {
                        // Too long to hold: not taken as a command here (what was held goes on).
                        this.releaseHeld(out);
                        this.mode = 'plain';
                        i = from;
                        continue;
                    }
                    if (end < 0) {
                        i = chunk.length;
                        continue;
                    }
                    // The line ended: a v2 command's properties never closed. The runner then looks for a
                    // legacy command in the line (its first `##[`), which lies in what is held.
                    this.endUnclosed(out, chunk.subarray(from, end));
                    from = end;
                    i = end + 1;
                    this.mode = 'lead';
                    continue;
                }
                case 'plain':
                case 'skip': {
                    const end = lineEnd(i);
                    if (end < 0) {
                        if (this.mode === 'skip')
                            from = chunk.length;
                        i = chunk.length;
                        continue;
                    }
                    // A dropped value's rest goes nowhere; its line's end goes on.
                    if (this.mode === 'skip')
                        from = end;
                    i = end + 1;
                    this.mode = 'lead';
                    continue;
                }
                case 'value': {
                    const end = lineEnd(i);
                    const stop = end < 0 ? chunk.length : end;
                    if (this.heldLength + (stop - from) > stage_masks/* MAX_ADD_MASK_VALUE */.qs) {
                        const take = stage_masks/* MAX_ADD_MASK_VALUE */.qs - this.heldLength;
                        this.emitCommand(out, this.heldWith(chunk.subarray(from, from + take)), true);
                        this.mode = 'skip';
                        from += take;
                        i = from;
                        continue;
                    }
                    if (end < 0) {
                        i = chunk.length;
                        continue;
                    }
                    this.emitCommand(out, this.heldWith(chunk.subarray(from, end)), false);
                    from = end;
                    i = end + 1;
                    this.mode = 'lead';
                    continue;
                }
            }
        }
        // What is left: held (properties, a value) or passed on (dropped past a value too long).
        if (this.mode === 'props' || this.mode === 'value') {
            if (from < chunk.length) {
                // Copied: a held piece must not pin the whole chunk.
                const piece = Buffer.from(chunk.subarray(from));
                this.held.push(piece);
                this.heldLength += piece.length;
            }
        }
        else if (this.mode !== 'skip' && this.mode !== 'v2' && this.mode !== 'hash')
            pass(chunk.length);
        return out;
    }
    /** The stream ended: what was held that is no command goes on; a value held is a command whose line ended with the stream. */
    end() {
        const out = [];
        if (this.tail)
            out.push(this.tail);
        if (this.mode === 'v2' || this.mode === 'hash')
            this.release(out);
        else if (this.mode === 'props')
            this.endUnclosed(out, Buffer.alloc(0));
        else if (this.mode === 'value')
            this.emitCommand(out, this.heldWith(Buffer.alloc(0)), false);
        this.tail = undefined;
        this.mode = 'lead';
        this.cand = [];
        this.held = [];
        this.heldLength = 0;
        return out;
    }
    lastHeldByte() {
        const last = this.held[this.held.length - 1];
        return last === undefined ? undefined : last[last.length - 1];
    }
    /** The name matched, a space after it: the command's text so far is held as the first of its properties' bytes. */
    toProps(text) {
        this.cand = [];
        this.held = [Buffer.from(text)];
        this.heldLength = text.length;
        this.mode = 'props';
    }
    /** The command's text is complete (its value begins): it is dropped, the value is held from here. */
    toValue() {
        this.cand = [];
        this.held = [];
        this.heldLength = 0;
        this.mode = 'value';
    }
    /** A name that did not match: its bytes go on. */
    release(out) {
        if (this.cand.length > 0)
            out.push(Buffer.from(this.cand));
        this.cand = [];
    }
    releaseHeld(out) {
        if (this.heldLength > 0)
            out.push(this.held.length === 1 ? this.held[0] : Buffer.concat(this.held));
        this.held = [];
        this.heldLength = 0;
    }
    /** A v2 command's properties the line ended in, unclosed: a legacy command in them, or no command. */
    endUnclosed(out, last) {
        const line = this.heldWith(last);
        this.held = [];
        this.heldLength = 0;
        const legacy = legacyIn(line);
        if (legacy === undefined) {
            if (line.length > 0)
                out.push(Buffer.from(line));
            return;
        }
        if (legacy.at > 0)
            out.push(Buffer.from(line.subarray(0, legacy.at)));
        this.form = 'legacy';
        this.emitCommand(out, line.subarray(legacy.value), false);
    }
    heldWith(last) {
        return this.held.length === 0 ? last : Buffer.concat([...this.held, last]);
    }
    /** The value to register, then its line as the log shows it: `::add-mask::***` (`##[add-mask]***`). */
    emitCommand(out, rest, cut) {
        out.push({ rest: Buffer.from(rest), cut, form: this.form });
        out.push(MASKED[this.form]);
        this.held = [];
        this.heldLength = 0;
    }
}
/** Where the `::` ending a v2 command's properties ends (its second byte), in [from, stop); -1 when none. `before`: the byte before `from`. */
function propsEndV2(chunk, from, stop, before) {
    if (from < stop && before === COLON && chunk[from] === COLON)
        return from;
    const at = chunk.indexOf('::', from);
    return at >= 0 && at + 1 < stop ? at + 1 : -1;
}
/** The line's first `##[`, when it is an add-mask command: where it stands and where its value begins. */
function legacyIn(line) {
    const at = line.indexOf('##[');
    if (at < 0)
        return undefined;
    let k = at + 3;
    for (const c of NAME)
        if (lower(line[k++] ?? 0) !== c)
            return undefined;
    if (line[k] === BRACKET_CLOSE)
        return { at, value: k + 1 };
    if (line[k] !== SPACE)
        return undefined;
    const close = line.indexOf(BRACKET_CLOSE, k);
    return close < 0 ? undefined : { at, value: close + 1 };
}

;// CONCATENATED MODULE: ./src/host/stage-output.ts
// A stage's stdout and stderr on their way to its log: each stream's chunks are masked
// (SecretMasker, per stream, so a secret split across two reads is still masked), then cut at
// line boundaries, so lines of stdout and stderr interleave in the log whole. Complete lines are
// appended to the log with a synchronous write (which is also the back-pressure: nothing more is
// read from the pipe until the chunk is on its way to disk) and offered as text to `onOutput`.
// A partial line goes out when it grows past MAX_PARTIAL_LINE, after PARTIAL_LINE_DELAY_MS
// without a newline, or at the end. Memory is bounded by one pipe read, one partial line and the
// longest form of a secret (run/secret-forms.ts), whatever the stage prints.
//
// Before the masker, a stage's own `::add-mask::VALUE` lines are taken out of either stream
// (add-mask-lines.ts): the value is offered to the run (ProcessRequest.onAddMask) and, when it is
// registered, both streams' maskers mask it from then on; the line goes on as `::add-mask::***`.






/** A line longer than this is passed on in pieces (a progress bar that never prints a newline). */
const MAX_PARTIAL_LINE = 64 * 1024;
/** Text without a newline yet is passed on after this long without more output. */
const PARTIAL_LINE_DELAY_MS = 100;
/** One stream (stdout or stderr) of a stage. */
class StreamLines {
    out;
    wantText;
    addMask;
    masker;
    commands = new AddMaskLines();
    decoder = new external_node_string_decoder_.StringDecoder('utf8');
    partial = [];
    partialLength = 0;
    timer;
    constructor(secrets, out, wantText, 
    /** An add-mask line's rest: the value to mask from now on in every stream, or undefined. */
    addMask) {
        this.out = out;
        this.wantText = wantText;
        this.addMask = addMask;
        this.masker = new transcript/* SecretMasker */.M2(secrets);
    }
    /** Mask `value` too from now on (what this stream holds back included). */
    maskToo(values) {
        this.masker = this.masker.with(values);
    }
    push(chunk) {
        for (const piece of this.commands.push(chunk)) {
            if (Buffer.isBuffer(piece))
                this.pushMasked(piece);
            else
                this.addMask(piece.rest, piece.cut, piece.form);
        }
    }
    pushMasked(chunk) {
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
        for (const piece of this.commands.end()) {
            if (Buffer.isBuffer(piece))
                this.pushMasked(piece);
            else
                this.addMask(piece.rest, piece.cut, piece.form);
        }
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
    onAddMask;
    withheldFrom;
    open = 0;
    streams = [];
    lines = [];
    ended;
    allEnded;
    /** The first error writing the log (the stage's output after it is lost; the stage runs on). */
    writeError;
    /** Bytes written to the log so far (where it stops when a write failed). */
    written = 0;
    constructor(fd, secrets, onOutput, 
    /** Offered each add-mask line's value: the values to mask from now on (none: refused). Absent: each of addMaskValues of MIN_SECRET_LENGTH or more is masked. */
    onAddMask, 
    /** Withhold the whole output (ProcessRequest.withheld): this notice is all the log gets. */
    withheld, 
    /** Asked before each write: a reason withholds the rest of the output (ProcessRequest.withheldFrom). */
    withheldFrom) {
        this.fd = fd;
        this.secrets = secrets;
        this.onOutput = onOutput;
        this.onAddMask = onAddMask;
        this.withheldFrom = withheldFrom;
        if (withheld !== undefined)
            this.withholdWith(`[stagegate: ${withheld}]\n`);
        this.allEnded = new Promise((resolve) => {
            this.ended = resolve;
        });
    }
    attach(stream) {
        if (!stream)
            return;
        this.open++;
        this.streams.push(stream);
        const lines = new StreamLines(this.secrets, (bytes, text) => this.write(bytes, text), this.onOutput !== undefined, (rest, cut, form) => this.addMask(rest, cut, form));
        this.lines.push(lines);
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
    /** A write of the log failed (a full disk: ENOSPC): its code and the bytes the log holds; undefined when none did. */
    logFailure() {
        return this.writeError === undefined ? undefined : { code: this.writeError.code ?? 'EIO', bytes: this.written };
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
    addMask(rest, cut, form) {
        const text = rest.toString('utf8');
        const offered = this.onAddMask ? this.onAddMask(text, cut, form) : { values: cut ? [] : (0,stage_masks/* addMaskValues */.cc)(text, form) };
        const values = offered.values.filter((v) => v.length >= secret_names/* MIN_SECRET_LENGTH */.vb);
        if (values.length > 0)
            for (const lines of this.lines)
                lines.maskToo(values);
        // A value the run could not register (its budget spent): nothing more of this stage is logged or
        // shown, as nothing could mask the value in it (fail closed); what came before stays.
        if (offered.withhold === true)
            this.withholdWith("[stagegate: the rest of this stage's output is withheld: it asked to mask a value (::add-mask::) that could not be registered, so the value could not be masked in it]\n");
    }
    /** Some of the stage's output was withheld (ProcessResult.outputWithheld). */
    get isWithheld() {
        return this.withheld;
    }
    /** Write `notice` (on a line of its own), then withhold everything after it. */
    withholdWith(notice) {
        if (this.withheld)
            return;
        const text = this.lastByte === 0x0a || this.written === 0 ? notice : `\n${notice}`;
        this.append(Buffer.from(text), text);
        this.withheld = true;
    }
    /** Set once a value could not be masked: the stage's output is dropped from then on. */
    withheld = false;
    /** The last byte written to the log (a notice starts on a line of its own). */
    lastByte = 0x0a;
    write(bytes, text) {
        if (this.withheld)
            return;
        // Another stage's add-mask value could not be registered meanwhile (a parallel branch's):
        // this stage may print it too, so nothing more of it goes out (fail closed).
        const why = this.withheldFrom?.();
        if (why !== undefined) {
            this.withholdWith(`[stagegate: ${why}]\n`);
            return;
        }
        this.append(bytes, text);
    }
    append(bytes, text) {
        if (bytes.length > 0)
            this.lastByte = bytes[bytes.length - 1];
        if (bytes.length > 0 && this.writeError === undefined) {
            try {
                let offset = 0;
                while (offset < bytes.length) {
                    const n = (0,external_node_fs_.writeSync)(this.fd, bytes, offset, bytes.length - offset);
                    offset += n;
                    this.written += n;
                }
            }
            catch (error) {
                this.writeError = error;
            }
        }
        if (text !== undefined && text !== '')
            this.onOutput?.(text);
    }
}

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(8474);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
;// CONCATENATED MODULE: ./src/host/spawner-protocol.ts
// The messages between a runner and its spawner (spawner.ts, spawner-program.ts) on their one IPC
// channel (Node's `serialization: 'advanced'`: Buffers go through as bytes; JSON would need them
// as text and costs ~15\u00d7 the CPU for the same output, docs/benchmarks.md). On the channel, per
// stage and in this order: `pid` (or `error`), its output (`out`), each stream's `end`, `exit`
// when it exits (output a background process still writes may follow `exit` until its `end`).
/**
 * Flow control: the spawner pauses a stage's pipes while more than this many of its relayed
 * bytes are not yet acknowledged, so a stage that prints gigabytes piles up in neither process
 * (the pipes fill and the stage waits, as with a direct spawn).
 */
const RELAY_WINDOW = 2 * 1024 * 1024;
/** The runner acknowledges a stage's output in steps of this many bytes (a quarter of the window). */
const ACK_STEP = RELAY_WINDOW / 4;

;// CONCATENATED MODULE: ./src/host/spawner-program.ts
// The spawner's program: the source a small Node process runs (`node -e`, so the CLI, the Action
// and tests from sources start it the same way, no file to ship). It only spawns: each stage
// detached (a process group and session of its own), with the runner's resolved command, argv0,
// cwd, environment and stdin; it relays the stage's stdout and stderr (pipes, as a direct spawn
// gives them), its pid, a spawn error and its exit. Killing, timeouts, logs and masking stay in
// the runner (process-runner.ts). Messages: spawner-protocol.ts. A stage it cannot start (its pipes
// not made under EMFILE, any exception in a handler) gets a spawn error; the spawner runs on.
//
// Signals: it runs in a session of its own (a terminal's Ctrl-C does not reach it) and ignores
// SIGINT, SIGTERM and SIGHUP besides: the runner passes signals to the stages itself. When the
// runner goes (the channel disconnects), it exits at once and leaves the stages running, as a
// runner that dies leaves them today (a resume kills them by their attempt token).

const SPAWNER_PROGRAM = `'use strict';
const { spawn } = require('node:child_process');
const WINDOW = ${RELAY_WINDOW};
for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(name, () => {});
process.on('disconnect', () => process.exit(0));
const stages = new Map();
const send = (message) => { if (process.connected) process.send(message); };
function start(m) {
  const id = m.id;
  let child;
  try {
    child = spawn(m.file, m.args, { argv0: m.argv0, cwd: m.cwd, env: m.env, stdio: [m.stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'], detached: true, windowsHide: true });
  } catch (error) {
    send({ t: 'error', id, message: String(error && error.message), code: error && error.code });
    return;
  }
  if (!child.stdout || !child.stderr) {
    // Its pipes could not be made (EMFILE, ENFILE): child_process reports the spawn 'error' next tick.
    let told = false;
    const tell = (message, code) => { if (!told) { told = true; send({ t: 'error', id, message, code }); } };
    child.on('error', (error) => tell(String(error.message), error.code));
    if (child.pid !== undefined) { try { process.kill(-child.pid, 'SIGKILL'); } catch {} }
    setImmediate(() => tell('spawn ' + m.file + ' failed: its pipes could not be made', 'EPIPES'));
    return;
  }
  const stage = { streams: [child.stdout, child.stderr], unacked: 0, paused: false, open: 2 };
  stages.set(id, stage);
  if (child.pid !== undefined) send({ t: 'pid', id, pid: child.pid });
  child.on('error', (error) => send({ t: 'error', id, message: String(error.message), code: error.code }));
  child.on('exit', (code, signal) => send({ t: 'exit', id, code, signal }));
  [1, 2].forEach((fd) => {
    const stream = stage.streams[fd - 1];
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      send({ t: 'end', id, fd });
      if (--stage.open === 0) stages.delete(id);
    };
    stream.on('data', (data) => {
      send({ t: 'out', id, fd, data });
      stage.unacked += data.length;
      if (stage.unacked > WINDOW && !stage.paused) {
        stage.paused = true;
        for (const s of stage.streams) s.pause();
      }
    });
    stream.on('end', end);
    stream.on('close', end);
    stream.on('error', end);
  });
  if (child.stdin) {
    child.stdin.on('error', () => {});
    child.stdin.end(m.stdin);
  }
}
function receive(m) {
  if (m.t === 'spawn') return start(m);
  const stage = stages.get(m.id);
  if (!stage) return;
  if (m.t === 'ack') {
    stage.unacked -= m.bytes;
    if (stage.paused && stage.unacked <= WINDOW / 2) {
      stage.paused = false;
      for (const s of stage.streams) s.resume();
    }
  } else if (m.t === 'abandon') {
    for (const s of stage.streams) s.destroy();
  }
}
// One stage's failure here is that stage's spawn error: it never takes the spawner (and the other stages) down.
process.on('message', (m) => {
  try {
    receive(m);
  } catch (error) {
    if (m && m.t === 'spawn') send({ t: 'error', id: m.id, message: 'spawn ' + m.file + ' failed in the spawner: ' + String(error && error.message), code: (error && error.code) || 'ESPAWNFAILED' });
  }
});
send({ t: 'ready' });
`;

;// CONCATENATED MODULE: ./src/host/spawner.ts
// The runner's side of a spawner (spawner-program.ts): a small long-lived Node process that forks
// the stages, so a stage's spawn copies the page tables of a ~50 MB process instead of the
// runner's (100-300 MB in a long run: docs/benchmarks.md, "the page cost"). One per ProcessRunner
// (process-runner.ts decides when to start it), never module-wide; or one its caller owns and
// lends to every runner it makes (createNodeProcessRunner's `lent`: the in-process tests' worker
// does), shared by runners at once: request ids are the spawner's, so each stage's events reach
// the runner that asked for it, and a spawner's death is reported to every stage it runs.
//
// A stage it spawned is a RelayedChild: the events and streams of a ChildProcess the runner uses
// (pid, stdout, stderr, 'error', 'exit'), fed from the channel. The channel is referenced only
// while a stage runs, so an invocation whose stages are done can exit, and the spawner then exits
// with it (its channel disconnects); left idle for IDLE_MS (10 s) it is sent away.





/** The one variable in a spawner's environment (a process scan can tell it from a stage). */
const SPAWNER_MARK = 'STAGEGATE_SPAWNER';
/**
 * A spawner without a stage to run this long (from when it is ready or its last stage is done) is
 * disconnected (it exits); the next stage may start another. Long enough that a runner busy
 * between stages (its gates, state writes, a big output's sha256) does not fork a new one per
 * stage; the timer is unref'd, so it never holds the runner open.
 */
const IDLE_MS = 10_000;
/** How much of the end of a spawner's stderr is kept, to say why it crashed. */
const STDERR_KEPT = 4096;
/** After it exits, how long its stderr may take to end. */
const STDERR_WAIT_MS = 200;
/** The spawner ended while stage(s) ran: their result says so as a spawn error (code ESPAWNER). */
class SpawnerGone extends Error {
    code = 'ESPAWNER';
}
/** A stage the spawner started, as the runner sees it. */
class RelayedChild extends external_node_events_.EventEmitter {
    id;
    ack;
    pid;
    stdout;
    stderr;
    /** Bytes written to the log and not yet acknowledged to the spawner. */
    pendingAck = 0;
    constructor(id, ack) {
        super();
        this.id = id;
        this.ack = ack;
        this.stdout = this.stream();
        this.stderr = this.stream();
    }
    stream() {
        const stream = new external_node_stream_.Readable({ read() { } });
        // The log's writer reads each chunk synchronously (stage-output.ts): what it has seen is acknowledged.
        stream.on('data', (chunk) => {
            this.pendingAck += chunk.length;
            if (this.pendingAck >= ACK_STEP) {
                this.ack(this.pendingAck);
                this.pendingAck = 0;
            }
        });
        return stream;
    }
}
class Spawner {
    process;
    stages = new Map();
    nextId = 0;
    idle;
    closing = false;
    /** Its channel closed (asked or not): its 'exit' follows. */
    disconnected = false;
    /** It exited (its 'exit' came; 'gone' may wait a moment for the end of its stderr). */
    exited = false;
    /** The end of what it wrote to stderr (at most STDERR_KEPT bytes). */
    stderr = Buffer.alloc(0);
    settle;
    /** Listening: stages can go through it. */
    ready = false;
    /** Gone or never started: not to be used again. */
    gone = false;
    /** Resolves when it is ready or gone, whichever comes first. */
    whenSettled;
    /** How long it stays idle before it is sent away (IDLE_MS); null: never (a lent spawner, its owner closes it). */
    idleMs;
    constructor(hooks = {}) {
        this.idleMs = hooks.idleMs === undefined ? IDLE_MS : hooks.idleMs;
        let settle;
        this.whenSettled = new Promise((resolve) => (settle = resolve));
        this.settle = settle;
        // No execArgv (an inspector or a loader of the runner's is not the spawner's business) and an
        // environment of one name that says what it is (not NODE_OPTIONS, not a CA bundle: nothing it
        // needs; each stage's own is sent with it).
        this.process = (0,external_node_child_process_.spawn)(process.execPath, ['-e', SPAWNER_PROGRAM], {
            // Its stderr: the last STDERR_KEPT bytes say why, should it crash.
            stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
            serialization: 'advanced',
            env: { [SPAWNER_MARK]: '1' },
            detached: true,
            windowsHide: true,
        });
        this.process.stderr?.on('data', (chunk) => {
            this.stderr = Buffer.concat([this.stderr, chunk]);
            if (this.stderr.length > STDERR_KEPT)
                this.stderr = this.stderr.subarray(this.stderr.length - STDERR_KEPT);
        });
        this.unref();
        const gone = (why) => {
            if (this.gone)
                return;
            this.gone = true;
            this.ready = false;
            if (this.idle)
                clearTimeout(this.idle);
            settle();
            const stages = [...this.stages.values()];
            this.stages.clear();
            const said = this.stderr.toString('utf8').trim();
            const message = `the process that spawns stages (pid ${this.process.pid ?? '?'}) ${why}, so the stage was stopped with it; a resume runs it again${said ? `. Its stderr: ${said}` : ''}`;
            for (const stage of stages)
                stage.emit('error', new SpawnerGone(message));
            hooks.onGone?.(this.closing);
        };
        this.process.on('error', (error) => gone(`could not run (${error.message})`));
        // Its stderr read to the end first (STDERR_WAIT_MS at most: not 'close', which a channel or pipe still open would hold).
        this.process.on('exit', (code, signal) => {
            this.exited = true;
            this.ready = false;
            const why = signal ? `was killed by ${signal}` : `exited with status ${code}`;
            const stderr = this.process.stderr;
            if (!stderr || stderr.readableEnded || stderr.destroyed)
                return gone(why);
            const timer = setTimeout(() => gone(why), STDERR_WAIT_MS);
            stderr.once('close', () => {
                clearTimeout(timer);
                gone(why);
            });
        });
        // Its 'exit' follows a channel that closes unasked, and says why; unless it does not come.
        // Not ready from then on: a stage started meanwhile is not sent into a closed channel.
        this.process.on('disconnect', () => {
            this.ready = false;
            this.disconnected = true;
            if (!this.closing)
                setTimeout(() => gone('disconnected'), 1000).unref();
        });
        this.process.on('message', (message) => this.receive(message));
    }
    /** Sent away, disconnected, exited or gone: a new stage needs another. */
    get closed() {
        return this.closing || this.disconnected || this.exited || this.gone;
    }
    /** Resolves when it is ready or gone; holds the runner's event loop open meanwhile. */
    async started() {
        if (this.ready || this.gone)
            return;
        this.ref();
        await this.whenSettled;
        if (this.stages.size === 0)
            this.unref();
    }
    get pid() {
        return this.process.pid;
    }
    spawn(request) {
        const id = this.nextId++;
        const child = new RelayedChild(id, (bytes) => this.send({ t: 'ack', id, bytes }));
        if (this.stages.size === 0)
            this.ref();
        this.stages.set(id, child);
        const message = { t: 'spawn', id, file: request.file, args: request.args, argv0: request.argv0, cwd: request.cwd, env: request.env, ...(request.stdin !== undefined ? { stdin: request.stdin } : {}) };
        this.send(message);
        return child;
    }
    /** Stop reading stage `child`'s pipes (what it writes from now on is not relayed). */
    abandon(child) {
        if (this.stages.get(child.id) === child)
            this.send({ t: 'abandon', id: child.id });
    }
    /** The runner is done with stage `child` (its result is out): nothing more of it is reported. */
    release(child) {
        if (this.stages.get(child.id) !== child)
            return;
        this.stages.delete(child.id);
        if (this.stages.size > 0)
            return;
        this.unref();
        this.startIdle();
    }
    startIdle() {
        if (this.idle)
            clearTimeout(this.idle);
        this.idle = undefined;
        if (this.idleMs === null)
            return;
        this.idle = setTimeout(() => this.close(), this.idleMs);
        this.idle.unref();
    }
    /** Send it away (it exits when its channel closes); stages it started run on. */
    close() {
        if (this.gone || this.closing)
            return;
        this.closing = true;
        this.ready = false;
        if (this.idle)
            clearTimeout(this.idle);
        if (this.process.connected)
            this.process.disconnect();
    }
    send(message) {
        if (!this.process.connected)
            return;
        // An error here is the channel closing: 'exit' or 'disconnect' reports it.
        this.process.send(message, (error) => void error);
    }
    receive(message) {
        if (message.t === 'ready') {
            this.ready = !this.closed;
            // Ready and never used: sent away like one whose last stage is done.
            if (this.ready && this.stages.size === 0)
                this.startIdle();
            this.settle();
            return;
        }
        const child = this.stages.get(message.id);
        if (!child)
            return;
        switch (message.t) {
            case 'pid':
                child.pid = message.pid;
                child.emit('pid', message.pid);
                break;
            case 'error': {
                const error = new Error(message.message);
                if (message.code !== undefined)
                    error.code = message.code;
                child.emit('error', error);
                break;
            }
            case 'out':
                (message.fd === 1 ? child.stdout : child.stderr).push(Buffer.from(message.data.buffer, message.data.byteOffset, message.data.byteLength));
                break;
            case 'end':
                (message.fd === 1 ? child.stdout : child.stderr).push(null);
                break;
            case 'exit':
                child.emit('exit', message.code, message.signal);
                break;
        }
    }
    ref() {
        if (this.idle)
            clearTimeout(this.idle);
        this.idle = undefined;
        this.process.ref();
        this.process.stderr?.ref();
        this.process.channel?.ref();
    }
    unref() {
        this.process.unref();
        this.process.stderr?.unref();
        this.process.channel?.unref();
    }
}

// EXTERNAL MODULE: ./src/core/run/leftovers.ts
var leftovers = __webpack_require__(1289);
;// CONCATENATED MODULE: ./src/host/process-runner.ts
// The ProcessRunner port implemented with node:child_process: argv only (no shell string),
// stdout+stderr masked and appended to the stage log as they stream (stage-output.ts), stdin fed
// from the request, whole-tree kill on timeout and on cancellation (each after a polite signal and a grace).








/**
 * After a stage exits, how long its pipes may stay open (a background process it started still
 * holds them) before the runner stops reading them.
 */
const DRAIN_AFTER_EXIT_MS = 200;
/** Stages still running (pid = their group), so a signal to the runner can take them down with it. */
// Module-wide on purpose (issue 16): a signal stops the process, so it kills every runner's stages; a process has one such set.
const running = new Map();
/** Kill everything of one attempt: its group, what is still attached below it, what carries its token. */
function killStage(pid, token) {
    (0,process_tree/* killTree */.TP)(pid);
    (0,process_tree/* killAttempt */.et)({ pgid: pid, token });
}
/**
 * A spawner costs a Node start (~60 ms of CPU) and an IPC round per stage, and saves the fork's
 * page cost: the fork copies the runner's page tables, and after it every page the runner writes
 * (its heap's allocations, malloc's chunks, V8's stub cache) faults once more \u2014 ~340 faults a
 * stage in a 70\u201380 MB runner against ~35 through a spawner (docs/benchmarks.md, B1). In the CLI it
 * pays at that size already (the process tree's CPU \u22126 to \u22129 %), so the runner's size is not asked;
 * fewer stages than this never pay for its start.
 */
const SPAWNER_AFTER_SPAWNS = 32;
/** After the runner killed a stage a spawner started, how long it waits for the spawner's 'exit' before looking for itself (and again). */
const SPAWNER_EXIT_WAIT_MS = 1000;
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
 * waiting for a FIFO's reader (O_NONBLOCK: ENXIO at once); what it opened must be a regular file
 * with no other name (not a hard link to a file elsewhere).
 * A stage can put anything in the log folder, so the next stage's log path is not trusted.
 */
const LOG_FLAGS = external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_APPEND | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_NONBLOCK;
/** The log path holds something the runner will not write to: why, in words. */
class LogRefused extends Error {
}
/** A log opened as new (ProcessRequest.newLog) that was there already: what stands there, in words. */
function alreadyThere(logPath) {
    let stats;
    try {
        stats = (0,external_node_fs_.lstatSync)(logPath);
    }
    catch {
        return new LogRefused(`its log ${logPath} cannot be created (EEXIST)`);
    }
    if (stats.isSymbolicLink())
        return new LogRefused(`a symbolic link stands at its log path ${logPath}`);
    if (!stats.isFile())
        return new LogRefused(`${stats.isFIFO() ? 'a FIFO' : stats.isDirectory() ? 'a directory' : 'something other than a file'} stands at its log path ${logPath}`);
    if (stats.nlink > 1)
        return new LogRefused(`a hard link stands at its log path ${logPath} (a file with ${stats.nlink} names: writing the log would change the others)`);
    return new LogRefused(`its log ${logPath} exists already: it holds another execution of this attempt that the run's journal does not record (an older copy of the run restored over a newer one?); it is left as it is, not appended to`);
}
function openLogFile(logPath, exclusive = false) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(logPath, exclusive ? LOG_FLAGS | external_node_fs_.constants.O_EXCL : LOG_FLAGS, 0o644);
    }
    catch (error) {
        const code = error.code;
        if (code === 'EEXIST' && exclusive)
            throw alreadyThere(logPath);
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
    // A file with another name too (a stage ran `ln README.md <next log>`): the stage's output would
    // be appended to that file. A log the runner made has one name.
    if (stats.nlink > 1) {
        (0,external_node_fs_.closeSync)(fd);
        throw new LogRefused(`a hard link stands at its log path ${logPath} (a file with ${stats.nlink} names: writing the log would change the others)`);
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
function openLog(memo, logPath, exclusive) {
    const { madeLogDirs } = memo;
    const dir = (0,external_node_path_.dirname)(logPath);
    if (!madeLogDirs.has(dir)) {
        makeLogDir(dir, logPath);
        if (madeLogDirs.size >= memo.keptLogDirs)
            madeLogDirs.clear();
        madeLogDirs.add(dir);
    }
    try {
        return openLogFile(logPath, exclusive);
    }
    catch (error) {
        // The folder was removed since (a fresh run moves logs/ aside): make it again.
        if (error.code !== 'ENOENT')
            throw error;
        makeLogDir(dir, logPath);
        return openLogFile(logPath, exclusive);
    }
}
/**
 * The prepared descriptor of `logPath` when its open has finished, else a log opened now.
 * `exclusive` (ProcessRequest.newLog): a log that is not new is refused \u2014 a prepared one that
 * holds anything (its open did not ask for a new file) included.
 */
function takeLog(memo, logPath, exclusive) {
    const { preparedLogs } = memo;
    const entry = preparedLogs.get(logPath);
    if (entry) {
        preparedLogs.delete(logPath);
        if (entry.fd !== null) {
            if (!exclusive || (0,external_node_fs_.fstatSync)(entry.fd).size === 0)
                return entry.fd;
            (0,external_node_fs_.closeSync)(entry.fd);
            throw alreadyThere(logPath);
        }
        entry.dropped = true; // still opening: its callback closes it
    }
    return openLog(memo, logPath, exclusive);
}
/**
 * Log folders a runner remembers making. A chain's stages share one folder, but each foreach item
 * has its own: remembering every one kept each item's log path alive (~140 bytes per item: ~14 MB
 * over a 100,000-item run, found by a heap snapshot diff), so the set is bounded.
 */
const KEPT_LOG_DIRS = 256;
/**
 * How long a cancelled stage has to exit after the signal that cancelled the run reaches its
 * process group (its traps and an agent CLI's own shutdown run) before its whole tree is killed:
 * docker stop's default. A stage that reached its time limit gets SIGTERM and the same grace. A second signal to the runner kills at once (cli/bin.ts). The Action
 * gives less (ACTION_STOP_GRACE_MS): a cancelled job has 7.5 s before its SIGTERM.
 */
const STOP_GRACE_MS = 10_000;
/** The signal a cancel forwards to a stage: the one the runner received (the abort's reason), else SIGTERM. */
function forwardedSignal(reason) {
    return reason === 'SIGINT' || reason === 'SIGTERM' || reason === 'SIGHUP' ? reason : 'SIGTERM';
}
/**
 * A ProcessRunner with memory of its own (one per invocation: nothing is kept module-wide).
 * `stopGraceMs`: how long a cancelled or timed-out stage has to exit (STOP_GRACE_MS; 0 kills at once).
 * `lent`: a spawner its caller owns, shared with other runners (SpawnerLender: the in-process
 * tests lend one per worker); used from the first stage, never closed here, and once it is gone
 * the stages are spawned directly. The others are for tests (the bound, and how many folders it
 * remembers after each log is opened; the spawner mode, SpawnerMode, and the pid of each spawner
 * it starts of its own).
 */
function createNodeProcessRunner(options = {}) {
    const stopGraceMs = options.stopGraceMs ?? STOP_GRACE_MS;
    // Only where a stage can be found by its attempt token (Linux, /proc): a spawner that dies after
    // forking a stage and before its pid reaches the runner leaves the token the only way to it.
    const spawnerMode = !process_tree/* FINDS_BY_TOKEN */.ZZ ? 'never' : (options.spawner ?? 'auto');
    const memo = {
        resolved: new Map(),
        madeLogDirs: new Set(),
        keptLogDirs: options.keptLogDirs ?? KEPT_LOG_DIRS,
        preparedLogs: new Map(),
        startedPrefixes: new Set(),
        spawner: undefined,
        lentAsked: false,
        spawnerBroken: false,
        spawns: 0,
    };
    const { madeLogDirs, preparedLogs, startedPrefixes } = memo;
    const lent = spawnerMode === 'never' ? undefined : options.lent;
    /** The spawner to start this stage through: undefined spawns directly (none wanted, or not ready yet). */
    const spawnerFor = () => {
        if (spawnerMode === 'never' || memo.spawnerBroken)
            return undefined;
        if (lent) {
            if (!memo.lentAsked) {
                memo.lentAsked = true;
                memo.spawner = lent();
            }
            // None lent, or it went (killed, crashed, closed by its owner): direct from now on.
            if (memo.spawner === undefined || memo.spawner.closed) {
                memo.spawner = undefined;
                memo.spawnerBroken = true;
                return undefined;
            }
            return memo.spawner.ready ? memo.spawner : undefined;
        }
        if (memo.spawner === undefined || memo.spawner.closed) {
            if (spawnerMode === 'auto' && memo.spawns < SPAWNER_AFTER_SPAWNS)
                return undefined;
            let spawner;
            try {
                spawner = new Spawner({
                    onGone: (expected) => {
                        if (!expected)
                            memo.spawnerBroken = true;
                        if (memo.spawner === spawner)
                            memo.spawner = undefined;
                    },
                });
            }
            catch {
                // It could not even be forked (out of memory, no process left): stages are forked here.
                memo.spawnerBroken = true;
                return undefined;
            }
            memo.spawner = spawner;
            options.onSpawnerStarted?.(spawner.pid);
        }
        return memo.spawner.ready ? memo.spawner : undefined;
    };
    const runner = {
        findsByToken: process_tree/* FINDS_BY_TOKEN */.ZZ,
        killLeftovers(attempts) {
            let killed = 0;
            for (const attempt of attempts) {
                // With /proc the token names exactly the attempt's processes; a recorded group id alone
                // could name an unrelated group by now, so it is used only where nothing better exists.
                killed += process_tree/* FINDS_BY_TOKEN */.ZZ ? (0,process_tree/* killAttempt */.et)({ token: attempt.token }) : attempt.pgid !== undefined && (0,process_tree/* killGroup */.i0)(attempt.pgid) ? 1 : 0;
            }
            return killed;
        },
        started(tokenPrefix) {
            for (const prefix of startedPrefixes)
                if (prefix.startsWith(tokenPrefix))
                    return true;
            return false;
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
            const spawner = spawnerFor();
            // `always` or a lent spawner: the stage waits for it to be ready (or to fail, then goes direct).
            if (spawner === undefined && (spawnerMode === 'always' || lent !== undefined) && memo.spawner && !memo.spawner.closed)
                return memo.spawner.started().then(() => runner.run(request));
            let log;
            try {
                log = takeLog(memo, request.logPath, request.newLog === true);
                options.onLogDirsKept?.(madeLogDirs.size);
            }
            catch (error) {
                if (!(error instanceof LogRefused))
                    throw error;
                return Promise.resolve({ exitCode: null, signal: null, timedOut: false, durationMs: 0, fileRefused: error.message });
            }
            const started = process.hrtime.bigint();
            // Whole milliseconds: the duration goes into the journal, the state and the manifest as duration_ms.
            const elapsed = () => Math.round(Number(process.hrtime.bigint() - started) / 1e6);
            return new Promise((resolve) => {
                let timedOut = false;
                let interrupted = false;
                let timer;
                let grace;
                let settled = false;
                let onAbort;
                /** The stage's process group, once it runs (a spawner reports it a moment after the request). */
                let pid;
                /** A stop asked for before the spawner reported the pid: done when it does. */
                let pendingStop;
                const output = new StageOutput(log, request.secrets ?? [], request.onOutput, request.onAddMask, request.withheld, request.withheldFrom);
                let abandon = () => output.abandon();
                let release = () => { };
                const done = (result) => {
                    if (settled)
                        return;
                    settled = true;
                    if (timer)
                        clearTimeout(timer);
                    if (grace)
                        clearTimeout(grace);
                    if (onAbort)
                        request.signal?.removeEventListener('abort', onAbort);
                    (0,external_node_fs_.closeSync)(log);
                    release();
                    resolve(interrupted ? { ...result, interrupted } : result);
                };
                /**
                 * Stop the stage politely: first `signal` to its group, so its traps (an agent CLI's
                 * shutdown, a tool's cleanup) run; the whole tree is killed when the group leader exits
                 * (the 'exit' handler) or when the grace runs out, whichever comes first. Stopped again
                 * meanwhile (a cancel during a timeout's grace): the signal is passed on, the grace stands.
                 */
                const stop = (signal) => {
                    if (pid === undefined) {
                        pendingStop = signal;
                        // A spawner reports the pid a moment after the request; one that forked the stage and
                        // then went silent (stalled, its message lost) held this stop, and the run, forever: a
                        // timed-out stage was never signalled. Its attempt token finds it without the pid.
                        if (child instanceof RelayedChild && token !== undefined)
                            grace ??= setTimeout(() => huntUnreported(token, false), stopGraceMs);
                        return;
                    }
                    const stagePid = pid;
                    if (stopGraceMs > 0 && (0,process_tree/* signalGroup */.i8)(stagePid, signal))
                        grace ??= setTimeout(() => kill(stagePid), stopGraceMs);
                    else
                        kill(stagePid);
                };
                /**
                 * The final kill of a stage whose pid never came: every process carrying its token, again
                 * every SPAWNER_EXIT_WAIT_MS while no 'exit' is relayed. Once it killed some and none is left,
                 * the result is out (killed by SIGKILL). Found none yet: not forked yet (the spawn is in
                 * flight), so it waits on; the pid, when it comes, stops the stage as any other.
                 */
                const huntUnreported = (attemptToken, killedSome) => {
                    if (exited || settled || pid !== undefined)
                        return;
                    const killed = (0,process_tree/* killAttempt */.et)({ token: attemptToken }) > 0 || killedSome;
                    if (killed && (0,process_tree/* processesCarrying */.pD)(attemptToken).length === 0) {
                        abandon();
                        done({ exitCode: null, signal: 'SIGKILL', timedOut, durationMs: elapsed() });
                        return;
                    }
                    setTimeout(() => huntUnreported(attemptToken, killed), SPAWNER_EXIT_WAIT_MS);
                };
                /**
                 * The runner's final kill. A stage a spawner started is reaped, and its 'exit' relayed, by
                 * the spawner: one that is stopped (SIGSTOP, a debugger) or stuck would hold the result. So
                 * every SPAWNER_EXIT_WAIT_MS without that 'exit' the runner looks itself; once the stage
                 * has ended (gone or a zombie) its result is out: killed by SIGKILL, its output ends here.
                 */
                const kill = (stagePid) => {
                    killStage(stagePid, request.attemptToken);
                    if (!(child instanceof RelayedChild))
                        return;
                    const look = () => {
                        if (exited || settled)
                            return;
                        if (!(0,process_tree/* hasEnded */.hY)(stagePid))
                            return void setTimeout(look, SPAWNER_EXIT_WAIT_MS);
                        running.delete(stagePid);
                        abandon();
                        done({ exitCode: null, signal: 'SIGKILL', timedOut, durationMs: elapsed() });
                    };
                    setTimeout(look, SPAWNER_EXIT_WAIT_MS);
                };
                // Recorded before the fork: a process that exists carries a token started() knows.
                const token = request.attemptToken ?? request.env[stage_command/* ATTEMPT_TOKEN_VARIABLE */.lA];
                if (token !== undefined)
                    startedPrefixes.add((0,leftovers/* invocationPrefix */.l$)(token));
                memo.spawns++;
                const file = resolveCommand(memo, request.command, request.env);
                let child;
                if (spawner) {
                    const relayed = spawner.spawn({ file, args: request.args, argv0: request.command, cwd: request.cwd, env: request.env, ...(request.stdin !== undefined ? { stdin: request.stdin } : {}) });
                    child = relayed;
                    release = () => spawner.release(relayed);
                    abandon = () => {
                        spawner.abandon(relayed);
                        output.abandon();
                    };
                }
                else {
                    try {
                        child = (0,external_node_child_process_.spawn)(file, request.args, {
                            argv0: request.command,
                            cwd: request.cwd,
                            env: request.env,
                            stdio: [request.stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
                            // A process group (and session) of its own: the stage's whole group can be killed
                            // without the runner, and a signal to the runner's group does not reach it \u2014 the runner
                            // stops its stages itself (cancellation), and a resume kills what a dead runner left.
                            detached: true,
                            windowsHide: true,
                        });
                    }
                    catch (error) {
                        done({ exitCode: null, signal: null, timedOut: false, durationMs: elapsed(), ...spawnFailure(error, request) });
                        return;
                    }
                }
                /** It runs: it can be stopped, timed, and killed with the runner. */
                const runs = (stagePid) => {
                    pid = stagePid;
                    running.set(stagePid, { token: request.attemptToken });
                    request.onSpawn?.(stagePid);
                    if (pendingStop !== undefined) {
                        // The hunt the stop started while the pid was unknown gives way to the stop's own grace:
                        // left in place it would end at the grace without killing (the pid is known by then),
                        // and a stage that outlives the polite signal (it traps SIGTERM) would run on forever.
                        if (grace)
                            clearTimeout(grace);
                        grace = undefined;
                        stop(pendingStop);
                    }
                };
                output.attach(child.stdout);
                output.attach(child.stderr);
                let exited = false;
                child.on('error', (error) => {
                    // The spawner went while a background process still held the pipes of a stage that exited: its output ends here.
                    if (exited && error instanceof SpawnerGone)
                        return abandon();
                    if (pid !== undefined)
                        running.delete(pid);
                    // The spawner died under a running stage: the stage goes too (its output had nowhere to go).
                    if (error instanceof SpawnerGone) {
                        if (pid !== undefined)
                            killStage(pid, request.attemptToken);
                        else if (token !== undefined)
                            (0,process_tree/* killAttempt */.et)({ token });
                    }
                    abandon();
                    done({ exitCode: null, signal: null, timedOut: false, durationMs: elapsed(), ...spawnFailure(error, request) });
                });
                child.on('exit', (code, signal) => {
                    exited = true;
                    if (pid !== undefined)
                        running.delete(pid);
                    const durationMs = elapsed();
                    // A stage never outlives its attempt: what it left running in its group goes with it (the
                    // group outlives its leader while it has members, so its id is not reused meanwhile).
                    // After a timeout or a cancel, processes that left the group are hunted by token too.
                    if (pid !== undefined) {
                        if (timedOut || interrupted)
                            (0,process_tree/* killAttempt */.et)({ pgid: pid, token: request.attemptToken });
                        else
                            (0,process_tree/* killGroup */.i0)(pid);
                    }
                    // Everything it wrote is logged before the result; a background process that still
                    // holds the pipes is not waited for beyond DRAIN_AFTER_EXIT_MS.
                    const drain = setTimeout(abandon, DRAIN_AFTER_EXIT_MS);
                    void output.whenEnded().then(() => {
                        clearTimeout(drain);
                        const logFailure = output.logFailure();
                        done({ exitCode: code, signal, timedOut, durationMs, ...(logFailure !== undefined ? { logFailure } : {}), ...(output.isWithheld ? { outputWithheld: true } : {}) });
                    });
                });
                if (child instanceof RelayedChild)
                    child.once('pid', runs);
                else {
                    if (child.pid !== undefined)
                        runs(child.pid);
                    if (request.stdin !== undefined && child.stdin) {
                        child.stdin.on('error', () => {
                            /* the process may exit without reading its stdin */
                        });
                        child.stdin.end(request.stdin);
                    }
                }
                if (request.signal) {
                    onAbort = () => {
                        interrupted = true;
                        // The signal the runner got.
                        stop(forwardedSignal(request.signal?.reason));
                    };
                    request.signal.addEventListener('abort', onAbort, { once: true });
                }
                if (request.timeoutMs !== undefined) {
                    timer = setTimeout(() => {
                        timedOut = true;
                        // As timeout(1) and docker stop: SIGTERM first, the tree killed at the grace.
                        stop('SIGTERM');
                    }, request.timeoutMs);
                }
            });
        },
    };
    return runner;
}
function spawnFailure(error, request) {
    return { spawnError: describeSpawnError(error, request), ...(error.code !== undefined ? { spawnErrorCode: error.code } : {}) };
}
/** What a resume does about a value too big to start a stage with, and what to do instead. */
const TOO_BIG_FIX = "a resume repeats it (the run keeps its inputs): start the run again with --mode fresh and smaller inputs, or pass large values as files (a path as the input, the stage reads the file)";
function describeSpawnError(error, request) {
    // E2BIG: Linux caps one argument or environment string at 128 KiB (MAX_ARG_STRLEN), all of
    // them together at ARG_MAX (a quarter of the stack limit: commonly 2 MiB). The values are never
    // cut short to fit: the message says which limit, with the sizes.
    if (error.code !== 'E2BIG')
        return error.message;
    const strings = [
        ...request.args.map((a, i) => [`argument ${i + 1}`, Buffer.byteLength(a) + 1]),
        ...Object.entries(request.env ?? {})
            .filter((e) => e[1] !== undefined)
            .map(([name, value]) => [`environment variable ${name}`, Buffer.byteLength(name) + Buffer.byteLength(value) + 2]),
    ];
    const kib = (n) => `${Math.ceil(n / 1024)} KiB`;
    const largest = strings.reduce((a, b) => (a === undefined || b[1] > a[1] ? b : a), undefined);
    if (largest !== undefined && largest[1] > 128 * 1024) {
        return `${error.message} (${largest[0]} is ${kib(largest[1])}: Linux allows 128 KiB each; ${TOO_BIG_FIX})`;
    }
    // Each string also costs a pointer in the new process's argv/envp arrays.
    const total = strings.reduce((n, [, size]) => n + size + 8, 0);
    return `${error.message} (the arguments and environment together are ${kib(total)}, each under 128 KiB: over what Linux allows a new process in all (ARG_MAX, a quarter of the stack limit: commonly 2 MiB); ${TOO_BIG_FIX})`;
}

// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(8995);
;// CONCATENATED MODULE: ./src/host/git-source.ts
// SourceInfo port: the workspace's git HEAD for run provenance, from `git rev-parse HEAD` (git
// itself knows every repository layout, worktree and environment variable). Null outside a
// repository, on an unborn branch, or where git is not installed. A run's watch on HEAD (a commit
// its own stage made) asks git again only when HEAD's reflog changed: no hand-read git files.
//
// node:child_process is required on first use, not imported: the Action's `command: validate`
// imports this module (./github/source.ts) and never asks for the commit, and child_process
// brings net and dgram with it (B4, docs/benchmarks.md).



const requireBuiltin = (0,external_node_module_.createRequire)(import.meta.url);
const REV_PARSE = ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'];
function commitOf(out) {
    const trimmed = out.trim();
    return /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(trimmed) ? trimmed : null;
}
/** A `.git` in the folder or one above it. */
function insideWorkTree(workspace) {
    for (let dir = (0,external_node_path_.resolve)(workspace);; dir = (0,external_node_path_.dirname)(dir)) {
        if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, '.git')))
            return true;
        if ((0,external_node_path_.dirname)(dir) === dir)
            return false;
    }
}
/** Record what the look-up of `workspace` said: its commit, or git's first line on stderr when it gave none. */
function noted(unread, workspace, commit, stderr, error) {
    const key = (0,external_node_path_.resolve)(workspace);
    if (commit !== null) {
        unread.delete(key);
        return commit;
    }
    const first = (stderr ?? '').split('\n').map((l) => l.trim()).find((l) => l !== '');
    const code = error?.code;
    const why = first ?? (code === 'ENOENT' ? 'git was not found on PATH' : undefined);
    if (why !== undefined && insideWorkTree(workspace))
        unread.set(key, why);
    else
        unread.delete(key);
    return null;
}
function headNow(unread, workspace) {
    const { execFileSync } = requireBuiltin('node:child_process');
    try {
        return noted(unread, workspace, commitOf(execFileSync('git', REV_PARSE, { cwd: workspace, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })), undefined, undefined);
    }
    catch (error) {
        return noted(unread, workspace, null, String(error.stderr ?? ''), error);
    }
}
// The look-up a run starts (watchSourceCommit): the same answer, and before it the path of HEAD's
// reflog (`--git-path` prints first, also where HEAD has no commit yet), in the same process.
const WATCHED = ['rev-parse', '--git-path', 'logs/HEAD', ...REV_PARSE.slice(1)];
/** The reflog file as it stands (device, inode, size, modification time in ns), or undefined when there is none. */
function reflogKey(path) {
    try {
        const st = (0,external_node_fs_.statSync)(path, { bigint: true, throwIfNoEntry: false });
        return st === undefined ? undefined : `${st.dev}:${st.ino}:${st.size}:${st.mtimeNs}`;
    }
    catch {
        return undefined;
    }
}
/**
 * HEAD watched through its reflog: git appends to `logs/HEAD` on every move of HEAD (a commit, an
 * amend, a reset, a checkout, a rebase), so while the file stands as it stood when the watch last
 * looked, HEAD has not moved and no process is started (a `git rev-parse` costs ~10 ms of CPU, B1's
 * whole per-stage overhead is ~12 ms). When it changed \u2014 or, in a repository, there is no reflog
 * file to watch (none written yet, reflogs off, the reftable format): every time \u2014 git itself says
 * where HEAD is. Outside a repository nothing is watched (`repository` below). The file is read before git is asked, so a move between
 * the two is looked at again next time, never missed.
 */
class ReflogWatch {
    unread;
    workspace;
    reflog;
    seen;
    constructor(unread, workspace, 
    /** The reflog's path; undefined until the look-up answered, or where it gave none. */
    reflog = undefined, 
    /** The reflog as the watch last saw it. */
    seen = undefined) {
        this.unread = unread;
        this.workspace = workspace;
        this.reflog = reflog;
        this.seen = seen;
    }
    /**
     * Whether there is a repository to watch: the look-up named a reflog path. Where it named none
     * (not a repository, git missing, a repository git refuses) nothing is watched and git is never
     * asked again: a process per stage would buy only a repository a stage made itself (`git init`),
     * whose commit the verdicts made without one are stale at anyway (docs/run-semantics.md).
     */
    repository = true;
    /** The look-up's answer: the reflog's path (relative to the workspace as git prints it), or none. */
    started(path) {
        this.reflog = path === undefined || path === '' ? undefined : (0,external_node_path_.resolve)(this.workspace, path);
        this.repository = this.reflog !== undefined;
        this.seen = this.reflog === undefined ? undefined : reflogKey(this.reflog);
    }
    moved() {
        if (!this.repository)
            return undefined;
        const now = this.reflog === undefined ? undefined : reflogKey(this.reflog);
        if (now !== undefined && now === this.seen)
            return undefined;
        this.seen = now;
        return headNow(this.unread, this.workspace);
    }
    fork() {
        const watch = new ReflogWatch(this.unread, this.workspace, this.reflog, this.seen);
        watch.repository = this.repository;
        return watch;
    }
}
/** The look-up a run starts: HEAD's commit, and a watch on HEAD from its reflog's path, in one git process. */
function lookUp(unread, workspace) {
    const head = new ReflogWatch(unread, workspace);
    const commit = new Promise((answer) => {
        try {
            const { execFile } = requireBuiltin('node:child_process');
            // Exits 1 where HEAD has no commit yet, having printed the path: both read from what it printed.
            execFile('git', WATCHED, { cwd: workspace, encoding: 'utf8' }, (error, stdout, stderr) => {
                const [path, id] = (stdout ?? '').split('\n');
                head.started(path);
                answer(noted(unread, workspace, commitOf(id ?? ''), stderr, error));
            });
        }
        catch {
            head.started(undefined);
            answer(null);
        }
    });
    return { commit, head };
}
/** The git port of one invocation (the CLI's, the Action's): its own record of why a look-up found no commit. */
function createGitSource() {
    const unread = new Map();
    return {
        sourceCommit: (workspace) => headNow(unread, workspace),
        // The same look-up, not waited for (a run reads its answer after loading its journal); the watch it
        // also makes is left unused.
        startSourceCommit: (workspace) => lookUp(unread, workspace).commit,
        // A run's watch on HEAD (a commit a stage made is the run's own).
        watchSourceCommit: (workspace) => lookUp(unread, workspace),
        unreadable: (workspace) => unread.get((0,external_node_path_.resolve)(workspace)),
        tracked: (workspace, rel) => trackedByGit(workspace, rel),
    };
}
/**
 * git tracks the file (`git ls-files --error-unmatch`, argv only: the path is never shell text).
 * --literal-pathspecs: the path is a name, not a pattern \u2014 `reg[1].md` untracked beside a tracked
 * `reg1.md` matched as a glob and read as tracked.
 */
function trackedByGit(workspace, rel) {
    const { execFileSync } = requireBuiltin('node:child_process');
    try {
        execFileSync('git', ['--literal-pathspecs', 'ls-files', '--error-unmatch', '--', rel], { cwd: workspace, stdio: ['ignore', 'ignore', 'ignore'] });
        return true;
    }
    catch {
        return false; // untracked, outside a repository, or no git
    }
}

// EXTERNAL MODULE: ./src/cli/decider.ts
var decider = __webpack_require__(7724);
// EXTERNAL MODULE: ./src/core/commands/runs.ts + 1 modules
var runs = __webpack_require__(7976);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/core/model/workflow-readers.ts
var workflow_readers = __webpack_require__(7325);
// EXTERNAL MODULE: ./src/core/run/command-line.ts
var command_line = __webpack_require__(1439);
// EXTERNAL MODULE: ./src/cli/workspace-root.ts
var workspace_root = __webpack_require__(3052);
// EXTERNAL MODULE: ./src/cli/command-name.ts
var command_name = __webpack_require__(723);
// EXTERNAL MODULE: ./src/core/steps/foreach/manifest.ts
var manifest = __webpack_require__(5517);
;// CONCATENATED MODULE: ./src/core/run/answer-size.ts
// How large an answer to a stage's question may be, one rule for every way it is given (the CLI's
// --answer and --answer-file, the Action's answer input): at most 64 KiB of the text as recorded \u2014
// after the one final line break a file or a YAML block (`answer: |`) ends with is dropped \u2014 so an
// answer one entry takes, the other takes too.
/** The largest answer recorded, in bytes of UTF-8: a person's text, not a document. */
const ANSWER_MAX_BYTES = 64 * 1024;
/** The answer as recorded from text that may end with one line break (a file's, a YAML block's): that line break dropped. */
function answerAsRecorded(text) {
    return text.replace(/\r?\n$/, '');
}
/** The recorded answer's size in bytes when it is over the limit, else undefined. */
function answerOverLimit(recorded) {
    const bytes = Buffer.byteLength(recorded);
    return bytes > ANSWER_MAX_BYTES ? bytes : undefined;
}

;// CONCATENATED MODULE: ./src/cli/dispatch.ts
// Every command but the light ones (help, version, gate: src/cli/index.ts): loaded on first use,
// so a stage calling `stagegate gate` \u2014 once per stage in many workflows \u2014 does not parse the
// runner, the validator and the formats at every call. Here `run` is the one command imported
// statically: every other command's code is imported where it is dispatched (its own chunk), so a
// run, a resume above all, compiles none of it (docs/benchmarks.md, B5's fixed part).


























/** Step kinds that run no process (so keep no log), in words. */
const NO_PROCESS = { decision: 'a decision (it evaluates its conditions in the runner)', approval: 'an approval (a person decides it)' };


// A second signal kills the stages still running (src/cli/bin.ts): this module starts them.
(0,cli_io/* setStageKiller */.qQ)(killRunningStages);
/** Heartbeat off a terminal, unless --heartbeat says otherwise. */
const DEFAULT_HEARTBEAT_SECONDS = 30;
/** The invocation's source commit reader: git's, unless the caller gave its own (CliIO.source). */
const sourceOf = (io) => io.source ?? createGitSource();
async function dispatch(io, parsed, style) {
    await io.boundHeap?.();
    const out = (0,cli_io/* lines */.Mn)(io.stdout);
    const err = (0,cli_io/* lines */.Mn)(io.stderr);
    if (parsed.command === 'init') {
        const { DEFAULT_ACTION_REF, initCommand } = await __webpack_require__.e(/* import() */ 787).then(__webpack_require__.bind(__webpack_require__, 9787));
        const dir = (0,external_node_path_.resolve)(io.cwd, parsed.dir ?? '.');
        if ((0,external_node_fs_.existsSync)(dir) && !(0,workspace_root/* isDirectory */.w)(dir))
            throw new args/* UsageError */.eb(`init DIR '${parsed.dir}' is not a directory`, 'init');
        // The scaffold's paths are relative to DIR (its workspace): the command pasted where init was typed names it with -C, quoted.
        const r = initCommand({ dir, name: parsed.name ?? 'example', action: parsed.action ?? DEFAULT_ACTION_REF, commandName: (0,command_name/* commandNameFor */.eG)(io, { ...parsed, workspace: (0,external_node_path_.relative)(io.cwd, dir) }) });
        // What the text says after `next:` (each as label and text): --json lists the texts in `warnings`.
        const said = [];
        if (r.exitCode === 0) {
            // The published schema resolves only once this version is on npm: until then an editor finds nothing, and says nothing.
            if (r.schema.published) {
                const own = r.schema.local !== undefined ? `$schema=${(0,external_node_path_.relative)((0,external_node_path_.join)(dir, (0,external_node_path_.dirname)(r.workflow)), r.schema.local).split(external_node_path_.sep).join('/')} (this stagegate's copy), or ` : '';
                said.push(['schema', `the $schema comment of ${r.workflow} names ${r.schema.ref}, found only once stagegate ${version/* VERSION */.x} is on npm (until then an editor finds no schema); meanwhile point it at a copy: ${own}$schema=../node_modules/stagegate/schema/workflow.schema.json with the package installed in the project`]);
            }
            if ((parsed.action ?? DEFAULT_ACTION_REF).includes('<owner>'))
                said.push(['then', `replace <owner> in .github/workflows/stagegate.yml with where the stagegate action lives (or use --action OWNER/REPO@REF)`]);
            // Scaffolded in a folder of a repository: GitHub reads workflows only from the root's .github/workflows.
            const repo = enclosingRepository(dir);
            if (repo !== undefined) {
                said.push(['note', `GitHub runs only the workflows in ${(0,external_node_path_.relative)(io.cwd, (0,external_node_path_.join)(repo, '.github', 'workflows')) || '.'}/ (the repository's root): move .github/workflows/stagegate.yml there and give its stagegate step working-directory: ${(0,external_node_path_.relative)(repo, dir)}`]);
            }
        }
        if (parsed.json) {
            out(JSON.stringify({ status: r.exitCode === 0 ? 'INITIALIZED' : r.writeFailed ? 'WRITE_FAILED' : 'FILES_EXIST', exit_code: r.exitCode, message: r.message, dir, files: r.files, workflow: r.workflow, next_command: r.exitCode === 0 ? r.nextCommand : null, ...(said.length > 0 ? { warnings: said.map(([, text]) => text) } : {}) }));
        }
        else if (r.exitCode !== 0)
            err(`stagegate: ${r.message}\n  fix: ${r.fix ?? (r.writeFailed ? 'make the directory writable (or remove the file that stands where a folder goes), then run init again' : 'remove or rename them, or run init in another directory (stagegate init DIR)')}`);
        else {
            const lines = [`${style.green('initialized')}  ${r.message}`, ...r.files.map((f) => `  wrote    ${f}`)];
            lines.push(`  next:    ${r.nextCommand}`);
            for (const [label, text] of said)
                lines.push(`  ${`${label}:`.padEnd(9)}${text}`);
            out(lines.join('\n'));
        }
        return r.exitCode;
    }
    const workspace = (0,workspace_root/* workspaceRoot */.o)(io, parsed);
    const invocation = {
        tokens: parsed.tokens,
        runId: parsed.runId,
        stopAfterStep: parsed.stopAfterStep,
        mode: parsed.mode,
        ignorePreviousCompletion: parsed.ignorePreviousCompletion,
        allowWorkflowChange: parsed.allowWorkflowChange,
        onSourceChange: parsed.onSourceChange,
        rerunFrom: parsed.rerunFrom,
        // The run's secret-looking values the command line does not give (its defaults, its recorded
        // inputs) masked in everything printed from then on, as the command line's are (main()).
        onSecrets: (values) => io.hide?.(values, secret_names.valuesMasker),
    };
    // A --agent-command path is the caller's, so it resolves against the caller's directory; the
    // commands printed for people carry it as given (a relative path pasted where this command was
    // typed, -C or not, names the same file; an absolute one would name this machine's checkout).
    const agentCommand = parsed.agentCommand === undefined ? undefined : parsed.agentCommand.includes('/') ? (0,external_node_path_.resolve)(io.cwd, parsed.agentCommand) : parsed.agentCommand;
    const agents = { agent: parsed.agent, agentCommand, shownAgentCommand: parsed.agentCommand, agentArgs: parsed.agentArgs, freshSessions: parsed.freshAgentSessions === true };
    switch (parsed.command) {
        case 'run':
            if (parsed.shards.length > 0)
                return runShardsCommand(io, parsed, workspace, invocation, agents, style);
            return runCommand(io, parsed, workspace, invocation, agents, style);
        case 'merge': {
            const from = parsed.from.map((dir) => ({ abs: (0,external_node_path_.resolve)(io.cwd, dir), shown: dir }));
            // A mistyped --from would otherwise merge nothing from it and say only that shards are pending.
            for (const f of from)
                if (!(0,workspace_root/* isDirectory */.w)(f.abs))
                    throw new args/* UsageError */.eb(`--from '${f.shown}' is not a directory (a shard folder copied from another machine, or a folder of them)`, 'merge');
            const { mergeShards } = await Promise.all(/* import() */[__webpack_require__.e(511), __webpack_require__.e(708), __webpack_require__.e(133)]).then(__webpack_require__.bind(__webpack_require__, 1133));
            return runCommand(io, parsed, workspace, invocation, agents, style, { start: (request, ports) => mergeShards(request, ports, from), extra: mergeExtra });
        }
        case 'shards': {
            const { entryFanOut, listShards, NO_FAN_OUT } = await Promise.all(/* import() */[__webpack_require__.e(511), __webpack_require__.e(708), __webpack_require__.e(133)]).then(__webpack_require__.bind(__webpack_require__, 1133));
            const { dealLegs } = await __webpack_require__.e(/* import() */ 168).then(__webpack_require__.bind(__webpack_require__, 1168));
            let list;
            try {
                list = await (0,workflow_readers/* withWorkflowReaders */.Y7)((importers) => listShards(workspace, parsed.workflow, invocation, importers, { commandName: (0,command_name/* commandNameFor */.eG)(io, parsed), agentFlagsInHints: true }));
            }
            catch (error) {
                // --json: a refusal (SHARD_NOT_SUPPORTED: the step runs in one process) is an object on
                // stdout, so a script that reads the matrix from it reads why there is none.
                if (!parsed.json || !(0,errors/* isStagegateError */.W)(error))
                    throw error;
                out(JSON.stringify({ status: error.code, exit_code: (0,stop_codes/* exitStatusFor */.ex)(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}), next_command: error.nextCommand ?? null }));
                return (0,stop_codes/* exitStatusFor */.ex)(error.code);
            }
            const legs = parsed.legs !== undefined ? dealLegs(list.shards, parsed.legs) : undefined;
            if (parsed.json)
                out(JSON.stringify({ step: list.step, shards: list.shards, ...(legs ? { legs } : {}) }));
            else if (list.step === null && list.run.state === undefined)
                out(`run ${list.runId} has not started (no state at ${list.run.statePath}): ${list.toFanOut === undefined ? `no shards; ${NO_FAN_OUT}` : list.toFanOut.entry !== undefined ? `no shards; ${entryFanOut(list.toFanOut)}` : `no shards yet; run it to its fan-out step first: ${list.toFanOut.command}`}`);
            else if (list.step === null)
                out(`run ${list.runId} is not at a foreach or parallel step: no shards`);
            else {
                const text = [`${list.kind} step ${list.step}: ${list.shards.length} shard${list.shards.length === 1 ? '' : 's'} can run now${legs ? ` in ${legs.length} leg${legs.length === 1 ? '' : 's'}` : ''}`];
                text.push(...(legs ? legs.map((leg, i) => `  leg ${i + 1}: ${leg.join(' ')}`) : list.shards.map((k) => `  ${k}`)));
                if (list.waiting.length > 0)
                    text.push(`waiting for dependencies (a later wave): ${list.waiting.join(', ')}`);
                out(text.join('\n'));
            }
            return 0;
        }
        case 'status': {
            // The source commit asked without waiting where the port can (git runs while the journal is replayed).
            const source = sourceOf(io);
            const { statusStanding } = await Promise.all(/* import() */[__webpack_require__.e(439), __webpack_require__.e(527), __webpack_require__.e(115)]).then(__webpack_require__.bind(__webpack_require__, 8115));
            const asked = source.startSourceCommit !== undefined ? { startSourceCommit: () => source.startSourceCommit(workspace) } : { sourceCommit: () => source.sourceCommit(workspace) };
            const got = await (0,workflow_readers/* withWorkflowReaders */.Y7)((importers) => statusStanding(workspace, parsed.workflow, invocation, importers, { otherRuns: true, ...asked, inputsInHints: true, commandName: (0,command_name/* commandNameFor */.eG)(io, parsed), views: { registries: true, children: true }, log: parsed.json ? 'decisions' : { latestDecisions: render/* STATUS_LIST_SHOWN */.GR } }));
            const report = 'atSource' in got ? got.atSource(await got.started) : got;
            out(parsed.json ? JSON.stringify((0,render/* statusJson */.bj)(report)) : (0,render/* statusText */.qS)(report, style, (0,command_name/* workspaceShownFor */.QE)(io, parsed)));
            return report.exitCode;
        }
        case 'history': {
            const { getHistory } = await __webpack_require__.e(/* import() */ 370).then(__webpack_require__.bind(__webpack_require__, 5370));
            const report = await (0,workflow_readers/* withWorkflowReaders */.Y7)((importers) => getHistory(workspace, parsed.workflow, invocation, importers, (0,command_name/* commandNameFor */.eG)(io, parsed)));
            out(parsed.json ? JSON.stringify((0,render/* historyJson */.dU)(report)) : (0,render/* historyText */.u_)(report, style));
            return report.exitCode;
        }
        case 'plan': {
            // Started only once the workflow loaded and the run has a state to compare (git is not spawned
            // for a load that fails), without waiting where the port can (git runs while the run's checks
            // are made); once, also when a format's importer or the gate schema engine makes the plan read again.
            const { makePlan } = await Promise.all(/* import() */[__webpack_require__.e(439), __webpack_require__.e(511), __webpack_require__.e(945)]).then(__webpack_require__.bind(__webpack_require__, 5945));
            const source = sourceOf(io);
            let started;
            const startSourceCommit = () => (started ??= source.startSourceCommit !== undefined ? source.startSourceCommit(workspace) : Promise.resolve(source.sourceCommit(workspace)));
            const plan = await (0,workflow_readers/* withWorkflowReaders */.Y7)((importers) => makePlan(workspace, parsed.workflow, invocation, { showPrompt: parsed.showPrompt, agents, startSourceCommit, importers, pathEnv: io.env['PATH'] ?? '', secretEnv: io.env, commandName: (0,command_name/* commandNameFor */.eG)(io, parsed), runsInHint: true }));
            // --show-prompt of a step that gets no prompt: a mistake in the arguments, said as one.
            if (plan.notAPromptStep !== undefined)
                throw new args/* UsageError */.eb(plan.notAPromptStep, 'plan');
            // --show-prompt prints the prompt byte for byte (nothing else) unless --json asks for the plan;
            // the stop a run would hit (an agent step without an agent, say) is said on stderr.
            if (plan.prompt !== undefined && !parsed.json) {
                io.stdout.write(plan.prompt);
                // A per-item step named without its item (STEP.SUB): say whose prompt it is, and how to name another's.
                const shown = plan.promptItem;
                // (Step and per-item step ids may hold dots: the name is the plan's, not the given one split.)
                if (shown !== undefined && plan.promptItemName !== undefined && !parsed.showPrompt.includes('[')) {
                    err(`stagegate: the prompt of item ${shown}, the item the run works on next (its first, when none is pending); one item's: --show-prompt ${(0,command_line/* shellWord */.r7)(plan.promptItemName)}`);
                }
                // Every line of a warning (it may quote an --agent-command path with a line break), the later ones under the quote gutter, as planText shows them.
                for (const w of plan.warnings ?? [])
                    err(`stagegate: warning: ${(0,printable/* printableQuoted */.wV)(w)}`);
                if (plan.stop)
                    err(`stagegate: ${plan.stop.code}: a run with these arguments would stop before any stage (exit ${plan.stop.exitCode}): ${(0,printable/* printableQuoted */.wV)(plan.stop.message)}${plan.stop.hint ? `\n  fix: ${(0,printable/* printable */.g$)(plan.stop.hint)}` : ''}`);
            }
            // No prompt to show (a step the workflow lacks, a run that cannot be located): the stop
            // alone, on stderr \u2014 not the whole plan on stdout, where the prompt was asked for.
            else if (parsed.showPrompt !== undefined && !parsed.json && plan.stop)
                err(`stagegate: ${plan.stop.code}: ${(0,printable/* printableQuoted */.wV)(plan.stop.message)}${plan.stop.hint ? `\n  fix: ${(0,printable/* printable */.g$)(plan.stop.hint)}` : ''}`);
            else
                out(parsed.json ? JSON.stringify((0,render/* planJson */.iY)(plan)) : (0,render/* planText */.Pt)(plan, style));
            return plan.exitCode;
        }
        case 'approve':
        case 'reject': {
            const { approvalCommand } = await Promise.all(/* import() */[__webpack_require__.e(439), __webpack_require__.e(527), __webpack_require__.e(602)]).then(__webpack_require__.bind(__webpack_require__, 4602));
            // The workflow is loaded (and checked) before the run is changed: safe to read twice.
            const r = await (0,workflow_readers/* withWorkflowReaders */.Y7)((importers) => approvalCommand(parsed, workspace, invocation, io.env, style, importers, sourceOf(io), agents, (0,command_name/* commandNameFor */.eG)(io, parsed)));
            out(r.text);
            return r.exitCode;
        }
        case 'skip': {
            const { skipCommand } = await __webpack_require__.e(/* import() */ 885).then(__webpack_require__.bind(__webpack_require__, 6885));
            const r = await (0,workflow_readers/* withWorkflowReaders */.Y7)((importers) => skipCommand(parsed, workspace, invocation, io.env, style, importers, agents, (0,command_name/* commandNameFor */.eG)(io, parsed)));
            out(r.text);
            return r.exitCode;
        }
        case 'convert': {
            const { convertCommand } = await __webpack_require__.e(/* import() */ 657).then(__webpack_require__.bind(__webpack_require__, 6657));
            return convertCommand(parsed, new workspace_workspace/* Workspace */.aR(workspace), out, err);
        }
        case 'list': {
            const { listCommand } = await __webpack_require__.e(/* import() */ 299).then(__webpack_require__.bind(__webpack_require__, 8299));
            // Each run's workflow checked as run loads it (another runner's format: its importer; a gate_schema: the engine).
            const listed = await (0,workflow_readers/* withWorkflowReaders */.Y7)((importers) => listCommand(new workspace_workspace/* Workspace */.aR(workspace), parsed.json, style, importers));
            out(listed);
            return 0;
        }
        case 'clean': {
            const { cleanCommand } = await __webpack_require__.e(/* import() */ 299).then(__webpack_require__.bind(__webpack_require__, 8299));
            out(cleanCommand(new workspace_workspace/* Workspace */.aR(workspace), { olderThanMs: parsed.olderThanMs, yes: parsed.yes, json: parsed.json }, new Date(), style));
            return 0;
        }
        case 'logs': {
            const { getStatus, stepNamesOf } = await Promise.all(/* import() */[__webpack_require__.e(439), __webpack_require__.e(527), __webpack_require__.e(115)]).then(__webpack_require__.bind(__webpack_require__, 8115));
            const { inFlightLog, logSecrets, logsTarget, nestedLogFolders, printLogs, runHeld } = await __webpack_require__.e(/* import() */ 331).then(__webpack_require__.bind(__webpack_require__, 6331));
            // A run id that names no run: the workflow's runs there are (a did-you-mean), as status says.
            // Logs are a read-only look at files on disk: a run that fails its integrity check (an edited
            // workflow, a changed accepted output) still shows them, the refusal said as a warning.
            // STEP or STEP.BRANCH; an imported file's step may be named as written there (N-001 for N_001).
            // A step the workflow does not have is a mistake, not a step without logs yet: said as soon as
            // the workflow is loaded, whatever state the run is in (not started, or failing its checks).
            const given = parsed.step;
            // The kinds of step that run no process of their own, so keep no log: said as such, not as logs not there.
            const kinds = new Map();
            const workflowLoaded = given === undefined
                ? undefined
                : (wf) => {
                    for (const [id, s] of wf.steps)
                        kinds.set(id, s.kind);
                    void logsTarget(given, wf.name, { steps: [...wf.steps.keys()], ...stepNamesOf(wf) }, undefined);
                };
            const report = await (0,workflow_readers/* withWorkflowReaders */.Y7)((importers) => getStatus(workspace, parsed.workflow, invocation, importers, { otherRuns: true, verb: 'logs', lookPastIntegrity: true, commandName: (0,command_name/* commandNameFor */.eG)(io, parsed), inputsInHints: true, views: { children: true }, log: false, ...(workflowLoaded ? { workflowLoaded } : {}) }));
            // A BRANCH the workflow does not declare: the run may have recorded it (checked once it is loaded; a run not started has none).
            const names = { steps: Object.keys(report.maxVisits), writtenIds: report.writtenIds, writtenBranches: report.writtenBranches, branches: report.branches, perItem: report.perItem };
            const recorded = (id) => Object.keys(report.state?.steps[id]?.parallel?.branches ?? {});
            // STEP[ITEM] (a foreach step's item, as run's progress lines name it) is checked against the run's items.
            const named = given !== undefined && names.steps.length > 0 && (report.state !== undefined || report.status === 'NOT_STARTED') ? logsTarget(given, report.workflow ?? parsed.workflow, names, recorded, report.state) : undefined;
            if (report.runRoot === null || report.status === 'NOT_STARTED' || !report.state) {
                const code = report.status === 'NOT_STARTED' ? 4 : report.exitCode || 4;
                // The message may quote workflow text (a refusal's finding): no terminal escapes, as status prints it.
                err((0,printable/* printable */.g$)(`stagegate: ${report.status}: ${report.message || 'the run has no logs'}${report.hint ? `\n  fix: ${report.hint}` : ''}`));
                return code;
            }
            const step = named?.step;
            const target = named?.target;
            if (report.integrity !== undefined)
                err(`stagegate: warning: ${report.integrity.code}: ${report.integrity.message} (a resume would stop here; the logs are shown as they are on disk)`);
            const root = new workspace_workspace/* Workspace */.aR(workspace).root;
            const { printed, unread } = await printLogs({
                workspace: root,
                runRoot: report.runRoot,
                step: target,
                secrets: logSecrets(report, io.env),
                running: () => runHeld(root, report.statePath),
                inFlight: inFlightLog(report.state),
                write: (t) => io.stdout.write(t),
                ...(parsed.tail !== undefined ? { tail: parsed.tail } : {}),
            }, parsed.follow);
            if (unread > 0)
                err(`stagegate: ${unread} log${unread > 1 ? 's' : ''} could not be read (said under ${unread > 1 ? 'their headers' : 'its header'})`);
            const noProcess = step !== undefined && target?.branch === undefined ? NO_PROCESS[kinds.get(step) ?? ''] : undefined;
            const items = target?.items;
            if (printed === 0 && items !== undefined)
                err(`stagegate: no logs of ${step} in ${items.length === 0 ? 'the run (none of its items has run yet)' : `${(0,manifest/* foreachRunsFolder */.l5)(report.runRoot, target.id)}${items.length === 1 ? `${items[0].slug}/` : '*/'}v*/logs`} (run ${report.runId})`);
            else if (printed === 0 && report.children?.[step ?? ''] !== undefined) {
                // A child workflow step runs no stage of its own here: its stages are the child run's.
                const kid = report.children[step];
                err(`stagegate: step ${step} runs child workflow ${kid.workflow_file} as run ${kid.run_id}${kid.active_step !== null ? ` (at ${kid.in_flight ?? kid.active_step})` : ''}: its stage logs are that run's: \`${kid.logs}\``);
            }
            else if (printed === 0 && noProcess !== undefined)
                err(`stagegate: step ${step} is ${noProcess}: it runs no process, so it has no logs (\`${(0,command_name/* commandNameFor */.eG)(io, parsed)} history ${(0,command_line/* runTarget */.Nh)(parsed.workflow, report.runId ?? '')}\` shows what it did)`);
            else if (printed === 0)
                err(`stagegate: no logs${step ? ` of step ${step}` : ''} in ${report.runRoot === '.' ? '' : `${report.runRoot}/`}logs (run ${report.runId})`);
            // Foreach items and child workflows run as runs of their own, with their own logs: say where
            // (an item's are read when it is named: STEP[ITEM]).
            const nested = items !== undefined ? [] : nestedLogFolders(report.state, target);
            const firstItem = [...(report.state.steps[target?.id ?? '']?.foreach?.items ?? [])].find((i) => i.state_path !== null);
            const itemNote = target !== undefined && target.branch === undefined && firstItem !== undefined ? `; name an item to read its logs: ${(0,command_line/* shellWord */.r7)(`${target.id}[${firstItem.id}]`)}, as the progress lines name it` : '';
            if (nested.length > 0)
                err(`stagegate: ${nested.length === 1 ? 'a run nested in this one keeps its own logs' : `${nested.length} runs nested in this one keep their own logs`} (foreach items, child workflows), not shown here: ${nested.slice(0, 5).join(', ')}${nested.length > 5 ? `, \u2026 ${nested.length - 5} more` : ''}${itemNote}`);
            return 0;
        }
    }
}
/**
 * `run --shard K1 [--shard K2 ...]`: each shard in turn, reported as a one-key run reports it (with
 * --json, one object per line). A refused or failed shard does not keep the others from running;
 * an interrupt (a signal) does, and the leg then exits as a process stopped by that signal (130,
 * 143, 129). Otherwise the exit status is the first shard's that was not 0, else 0 \u2014 in a leg of
 * several keys, one the run already holds (SHARD_ALREADY_MERGED: the leg run again after a merge
 * took it) is reported but is no failure, as the Action's leg counts it.
 *
 * A key's run ends before its seal does (its outputs' copies and SHARD.json, each fsync'd): the
 * next key starts then, so the leg's stages do not wait on the disk; each key still holds its
 * shard's lock until its seal is done, and the reports come out in the keys' order.
 */
async function runShardsCommand(io, parsed, workspace, invocation, agents, style) {
    const { runShard } = await Promise.all(/* import() */[__webpack_require__.e(511), __webpack_require__.e(708), __webpack_require__.e(133)]).then(__webpack_require__.bind(__webpack_require__, 1133));
    const sealingNow = new Map();
    const batch = { sealing: (key) => sealingNow.get(key)?.() };
    const runs = [];
    let previous = Promise.resolve();
    for (const [i, key] of parsed.shards.entries()) {
        let status;
        const sealing = new Promise((resolvePromise) => sealingNow.set(key, resolvePromise));
        const start = async (request, ports) => {
            const outcome = await runShard(request, ports, key, batch);
            status = outcome.status;
            return outcome;
        };
        const before = previous;
        const beforeReport = async () => {
            await before.catch(() => undefined);
            if (i > 0 && !parsed.json)
                io.stdout.write('\n');
        };
        const code = runCommand(io, parsed, workspace, invocation, agents, style, { start, extra: shardExtra, again: i > 0, beforeReport });
        runs.push({ code, status: () => status });
        previous = code;
        // On to the next key once this one is sealing (or has ended without a seal).
        let threw = false;
        await Promise.race([sealing, code.then(() => undefined, () => void (threw = true))]);
        sealingNow.delete(key);
        // An internal error ends the leg, once every key started has ended (no stage left running).
        if (threw)
            break;
        const left = parsed.shards.slice(i + 1);
        if (io.signal?.aborted) {
            await Promise.allSettled(runs.map((r) => r.code));
            if (left.length > 0 || status === 'WORKFLOW_INTERRUPTED') {
                // Every key started has reported; the rest did not start.
                for (const run of runs)
                    await run.code;
                if (left.length > 0)
                    (0,cli_io/* lines */.Mn)(io.stderr)(`stagegate: interrupted: shard${left.length === 1 ? '' : 's'} ${left.join(', ')} did not start (run them again: they are still pending)`);
                // The leg did not finish: exit as a process stopped by the signal, whatever its keys did.
                return (0,cli_io/* signalExitStatus */.vs)(io) ?? (0,stop_codes/* exitStatusFor */.ex)('WORKFLOW_INTERRUPTED');
            }
        }
    }
    await Promise.allSettled(runs.map((r) => r.code));
    let exitCode = 0;
    for (const run of runs) {
        const code = await run.code;
        const settled = parsed.shards.length > 1 && run.status() === 'SHARD_ALREADY_MERGED';
        if (exitCode === 0 && !settled)
            exitCode = code;
    }
    return exitCode;
}
function shardExtra(o) {
    const s = o.shard;
    return {
        json: { shard: { key: s.key, step: s.step, folder: s.folder, finished: s.finished } },
        lines: s.folder === null ? [] : [`  shard:    ${s.key} of ${s.kind} step ${s.step} in ${s.folder}${s.finished ? ' (finished: stagegate merge takes it)' : ' (not finished: run it again to continue it)'}`],
    };
}
function mergeExtra(o) {
    const m = o.merge;
    const lines = [];
    if (m.step !== null) {
        lines.push(`  merged:   ${m.merged.length > 0 ? m.merged.join(', ') : 'none'}${m.alreadyMerged.length > 0 ? ` (already merged: ${m.alreadyMerged.join(', ')})` : ''}`);
        if (m.pending.length > 0)
            lines.push(`  pending:  ${m.pending.join(', ')}`);
        for (const s of m.superseded)
            lines.push(`  not merged: ${s.key} in ${s.folder}: made for run ${o.runId ?? '?'} before its fresh start (another instance of the run), not for this one`);
    }
    return { json: { merge: { step: m.step, merged: m.merged, already_merged: m.alreadyMerged, pending: m.pending, superseded: m.superseded.map(({ key, folder }) => ({ key, folder })) } }, lines };
}
async function runCommand(io, parsed, workspace, invocation, agents, style, variant) {
    const stderrStyle = (0,cli_style/* makeStyle */.O)(io.stderr, io.env);
    if (!parsed.json && variant?.again !== true)
        warnNestedRepository(io, workspace, parsed.workflow);
    const heartbeatSeconds = parsed.heartbeatSeconds ?? DEFAULT_HEARTBEAT_SECONDS;
    const progress = parsed.json || parsed.quiet
        ? undefined
        : makeProgress({
            write: (t) => io.stderr.write(t),
            style: stderrStyle,
            live: io.stderr.isTTY === true && io.env['TERM'] !== 'dumb',
            columns: () => io.stderr.columns,
            stream: parsed.stream,
            heartbeatMs: heartbeatSeconds * 1000,
            workspace,
            // The environment's (the run's secret-looking inputs, which a state path may be made of \u2014
            // given, defaults, recorded \u2014, main() masks in everything the CLI writes: cli/io.ts maskingIO, onSecrets).
            secrets: (0,transcript/* secretValues */.VX)(io.env),
        });
    const self = io.self === undefined ? makeSelfCommand() : 'executable' in io.self ? makeSelfExecutable(io.self.executable) : makeSelfCommand(io.self.script, io.self.nodeArgs);
    const active = {
        undo: () => {
            progress?.stop();
            self?.remove();
        },
        ...(progress ? { say: (line) => progress.say(line) } : {}),
        // Until its start is on disk (onStarted gives the resume): the status command that finds it.
        lookup: (0,command_name/* statusCommandFor */.Fp)(io, parsed),
    };
    cli_io/* activeRuns */.$f.add(active);
    let outcome;
    let extra;
    const start = (variant?.start ?? runner/* runWorkflow */.F);
    const answer = answerOf(io, parsed);
    try {
        outcome = await start({ workspace, workflowFile: parsed.workflow, invocation, env: withSelf(io.env, self), commandName: (0,command_name/* commandNameFor */.eG)(io, parsed), agents, agentFlagsInHints: true, keepLog: false, sameRunElsewhere: (lookup) => (0,runs/* sameRunElsewhere */.u_)(lookup.workspace, lookup, true, (0,command_name/* commandNameFor */.eG)(io, parsed), 'run'), onStarted: (resume) => void (active.resume = resume), ...(io.signal ? { signal: io.signal } : {}), ...(answer !== undefined ? { answer } : {}) }, { processes: createNodeProcessRunner(io.spawner ? { lent: io.spawner } : {}), source: sourceOf(io), clock: systemClock, ...(progress ? { onEvent: (e) => progress.onEvent(e) } : parsed.quiet && !parsed.json ? { onEvent: quietWarnings(io) } : {}) });
    }
    finally {
        cli_io/* activeRuns */.$f.delete(active);
        active.undo();
    }
    if (variant)
        extra = variant.extra(outcome);
    await variant?.beforeReport?.();
    (0,cli_io/* lines */.Mn)(io.stdout)(parsed.json ? JSON.stringify({ ...(0,render/* runJson */.MP)(outcome), ...(extra?.json ?? {}) }) : [(0,render/* runText */.le)(outcome, style, (0,command_name/* workspaceShownFor */.QE)(io, parsed)), ...(extra?.lines ?? [])].join('\n'));
    if (!parsed.json)
        noteWorkspaceInsideRepository(io, workspace, parsed.workflow, outcome);
    // Interrupted by a signal: exit as a process stopped by it would (130 SIGINT, 143 SIGTERM, 129 SIGHUP).
    return (outcome.status === 'WORKFLOW_INTERRUPTED' ? (0,cli_io/* signalExitStatus */.vs)(io) : undefined) ?? outcome.exitCode;
}
/**
 * How far --answer-file is read: the longest answer recorded and the line break (`\r\n` at most)
 * dropped from its end, and one byte more, which tells a file too long for any answer.
 */
const ANSWER_FILE_READ_BYTES = ANSWER_MAX_BYTES + 3;
/**
 * The first `limit` bytes of the file at `path` (fewer when it ends first). Read no further: an
 * answer file that never ends (/dev/zero, a pipe a writer keeps open past the limit) or a file of
 * gigabytes is refused as too long at once, not read into memory until the process dies.
 */
function readAtMost(path, limit) {
    const fd = (0,external_node_fs_.openSync)(path, 'r');
    try {
        const buffer = Buffer.alloc(limit);
        let filled = 0;
        while (filled < limit) {
            const n = (0,external_node_fs_.readSync)(fd, buffer, filled, limit - filled, null);
            if (n === 0)
                break;
            filled += n;
        }
        return buffer.subarray(0, filled);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/**
 * run --answer TEXT / --answer-file PATH and who answers (--by, else the person approve would
 * record): the core refuses it when no question waits (WORKFLOW_ANSWER_NOT_PENDING).
 */
function answerOf(io, parsed) {
    let text = parsed.answer;
    if (parsed.answerFile !== undefined) {
        const path = (0,external_node_path_.resolve)(io.cwd, parsed.answerFile);
        let bytes;
        try {
            bytes = readAtMost(path, ANSWER_FILE_READ_BYTES);
        }
        catch (error) {
            throw new args/* UsageError */.eb(`--answer-file '${parsed.answerFile}' cannot be read (${error.code ?? String(error)})`, 'run');
        }
        if (bytes.length >= ANSWER_FILE_READ_BYTES)
            throw new args/* UsageError */.eb(`--answer-file '${parsed.answerFile}' holds more than ${ANSWER_MAX_BYTES} bytes; an answer is at most ${ANSWER_MAX_BYTES} (not counting one final line break)`, 'run');
        text = answerAsRecorded(bytes.toString('utf8'));
        if (text.trim() === '')
            throw new args/* UsageError */.eb(`--answer-file '${parsed.answerFile}' is empty: write the answer in it`, 'run');
    }
    if (text === undefined)
        return undefined;
    const from = parsed.answerFile !== undefined ? `--answer-file '${parsed.answerFile}'` : '--answer';
    // Checked before it is recorded: the step gets it in its environment, which holds no NUL byte (every attempt would fail to start).
    if (text.includes('\0'))
        throw new args/* UsageError */.eb(`${from} holds a NUL byte; an answer is text (a stage gets it in its environment, which cannot hold one)`, 'run');
    // One rule with the Action's answer input: the text as recorded (a file's final line break dropped).
    const over = answerOverLimit(text);
    if (over !== undefined)
        throw new args/* UsageError */.eb(`${from} holds ${over} bytes; an answer is at most ${ANSWER_MAX_BYTES}${parsed.answerFile !== undefined ? ' (not counting one final line break)' : ''}`, 'run');
    return { text, by: parsed.by ?? (0,decider/* defaultDecider */.R4)(io.env) ?? 'unknown' };
}
/**
 * --quiet: no progress lines, but a warning (a budget the agent cannot be held to, said at the
 * run's start) still goes to stderr, as it happens. --json has them in its object.
 */
function quietWarnings(io) {
    return (e) => {
        // A warning may quote what the workflow file says (an approver's name).
        if (e.type === 'note' && e.warning === true)
            (0,cli_io/* lines */.Mn)(io.stderr)(`stagegate: ${(0,printable/* printable */.g$)(e.message)}`);
    };
}
/**
 * A stage exited 127 (bash: a command or script not found) in a workspace that is a folder inside
 * a repository, not its root: most often the run was started from a subfolder (cd stagegate/)
 * while the workflow's paths are written from the repository's root. Said after the summary.
 */
function noteWorkspaceInsideRepository(io, workspace, workflow, outcome) {
    if (outcome.status !== 'STAGE_FAILED' || outcome.state?.last_transition?.exit_status !== 127)
        return;
    const root = (0,external_node_path_.resolve)(workspace);
    const dir = enclosingRepository(root);
    if (dir === undefined)
        return;
    const shown = (0,external_node_path_.relative)(io.cwd, dir) || '.';
    const file = (0,external_node_path_.relative)(dir, (0,external_node_path_.resolve)(root, workflow));
    (0,cli_io/* lines */.Mn)(io.stderr)(`stagegate: note: the stage ran in the workspace ${root}, a folder inside the repository ${dir}, and a command or file it names was not found there. If the workflow's paths are written from the repository's root, run it from there as ${file}, or pass -C ${(0,command_line/* shellWord */.r7)(shown)} and name it ${(0,command_line/* shellWord */.r7)(file)}.`);
}
/** The repository `folder` lies inside when it is not that repository's root itself (no .git of its own). */
function enclosingRepository(folder) {
    if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(folder, '.git')))
        return undefined;
    return (0,external_node_path_.dirname)(folder) === folder ? undefined : (0,git_top_level/* gitTopLevel */.o)((0,external_node_path_.dirname)(folder));
}
/**
 * The workflow lives in another repository nested in the workspace (cwd is a parent folder): its
 * stages run, and its results land, in the workspace. Said once, so a wrong -C is caught early.
 */
function warnNestedRepository(io, workspace, workflow) {
    const root = (0,external_node_path_.resolve)(workspace);
    const file = (0,external_node_path_.resolve)(root, workflow);
    const rel = (0,external_node_path_.relative)(root, file);
    if (!(0,workspace_workspace/* insideBy */.OY)(rel) || rel === '')
        return;
    for (let dir = (0,external_node_path_.dirname)(file); dir !== root && dir.startsWith(root); dir = (0,external_node_path_.dirname)(dir)) {
        if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, '.git'))) {
            const shown = (0,external_node_path_.relative)(io.cwd, dir) || '.';
            (0,cli_io/* lines */.Mn)(io.stderr)(`stagegate: note: ${workflow} belongs to the repository ${shown}, nested in the workspace ${root}: its stages run, and its results land, in ${root}. If ${shown} is the workspace you meant, run from there or pass -C ${shown}.`);
            return;
        }
    }
}


/***/ }),

/***/ 3471:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ nextLines)
/* harmony export */ });
// The `next:` lines of a summary: each command the rest of a line of its own, so it pastes whole \u2014
// the alternative (a reject beside the approve, the fresh start beside the rerun) on an `or:` line
// below it, not in parentheses after it (docs/cli.md#run).
/** `  next:     COMMAND` and, with an alternative, `  or:       ALTERNATIVE` below it. */
function nextLines(command, alternative) {
    if (!command)
        return [];
    return alternative ? [`  next:     ${command}`, `  or:       ${alternative}`] : [`  next:     ${command}`];
}


/***/ }),

/***/ 5511:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  GR: () => (/* binding */ STATUS_LIST_SHOWN),
  dU: () => (/* binding */ historyJson),
  u_: () => (/* binding */ historyText),
  iY: () => (/* binding */ planJson),
  Pt: () => (/* binding */ planText),
  Zh: () => (/* binding */ reportHeadJson),
  MP: () => (/* binding */ runJson),
  le: () => (/* binding */ runText),
  bj: () => (/* binding */ statusJson),
  qS: () => (/* binding */ statusText)
});

// EXTERNAL MODULE: ./src/cli/next-lines.ts
var next_lines = __webpack_require__(3471);
// EXTERNAL MODULE: ./src/core/validate/graph.ts
var graph = __webpack_require__(9590);
// EXTERNAL MODULE: ./src/core/run/stop-codes.ts
var stop_codes = __webpack_require__(2454);
// EXTERNAL MODULE: ./src/core/run/source-drift.ts
var source_drift = __webpack_require__(5682);
// EXTERNAL MODULE: ./src/core/state/journal.ts
var journal = __webpack_require__(666);
// EXTERNAL MODULE: ./src/core/steps/parallel/records.ts
var records = __webpack_require__(5);
// EXTERNAL MODULE: ./src/core/state/taken-back.ts
var taken_back = __webpack_require__(232);
// EXTERNAL MODULE: ./src/core/run/secret-names.ts
var secret_names = __webpack_require__(3136);
;// CONCATENATED MODULE: ./src/core/state/skipped.ts
/** Each step whose record stands skipped, with its latest skip, in the order the run skipped them. */
function skippedSteps(state) {
    const latest = new Map();
    for (const k of state.skips ?? [])
        latest.set(k.step, k);
    const out = [];
    for (const [step, k] of latest) {
        const record = state.steps[step];
        if (record?.status !== 'skipped')
            continue;
        out.push({ step, visit: k.visit, to: k.to, reason: record.skipped_after ?? null, ...(k.by !== undefined ? { by: k.by } : {}) });
    }
    return out;
}

// EXTERNAL MODULE: ./src/core/state/run-log.ts
var run_log = __webpack_require__(7375);
// EXTERNAL MODULE: ./src/core/run/printable.ts
var printable = __webpack_require__(6226);
// EXTERNAL MODULE: ./src/core/steps/foreach/registry-drift.ts
var registry_drift = __webpack_require__(9617);
;// CONCATENATED MODULE: ./src/cli/render.ts
// Rendering results for people (text) and programs (one JSON object). The JSON keys are fixed:
// other tools and the Action depend on them.












/** How to fix the run's outcome: the outcome's own hint, else its stop code's fix (none for a complete run). Text and --json say the same. */
function runFix(o) {
    const fix = o.hint ?? ((0,stop_codes/* isStopCode */.At)(o.status) && o.status !== 'WORKFLOW_COMPLETE' ? stop_codes/* STOP_CODES */.GO[o.status].fix : undefined);
    // A stop code's fix names the rerun as `--rerun-from STEP`: this run's step where it has one.
    return o.rerunFrom === undefined ? fix : fix?.replace('--rerun-from STEP', `--rerun-from ${o.rerunFrom}`);
}
/** Steps the run went around without running them (an aiox step whose required files are missing): `not_run`, when there is one. */
function notRunJson(notRun) {
    return notRun === undefined || notRun.length === 0 ? {} : { not_run: notRun.map((n) => ({ step: n.step, check: n.check, visit: n.visit, to: n.to, reason: n.reason })) };
}
/** The same as text: one line a step, the reason as the run printed it where it happened. */
function skippedJson(state) {
    const skipped = state ? skippedSteps(state) : [];
    return skipped.length === 0 ? {} : { skipped };
}
/** The steps the run went past skipped (after a failure, or by stagegate skip): a run that completed says so. */
function skippedText(state) {
    const skipped = state ? skippedSteps(state) : [];
    if (skipped.length === 0)
        return [];
    return ['  skipped:', ...skipped.map((k) => `    ${k.step} (visit ${k.visit}) -> ${k.to ?? 'end of run'}${skipCause(k.reason, k.by)}`)];
}
/** How a skip came about: `: after <failure>` (on_failure: skip), `: skipped by <name>` (a person's stagegate skip), else nothing (a skip recorded before who skipped was). */
function skipCause(reason, by) {
    if (reason != null)
        return `: after ${(0,printable/* printable */.g$)(reason)}`;
    return by !== undefined ? `: skipped by ${(0,printable/* printable */.g$)(by)}` : '';
}
function notRunText(notRun) {
    if (notRun === undefined || notRun.length === 0)
        return [];
    return ['  not run:', ...notRun.map((n) => `    ${n.step}  ${(0,printable/* printable */.g$)(n.reason)} (${n.check}, visit ${n.visit} -> ${n.to})`)];
}
function runJson(o) {
    const hint = runFix(o);
    return {
        status: o.status,
        workflow: o.workflow,
        run_id: o.runId,
        active_step: o.activeStep,
        completed_steps: o.completedSteps,
        state_path: runPath(o.statePath, o.state),
        manifest_path: runPath(o.manifestPath, o.state),
        message: o.message,
        exit_code: o.exitCode,
        run_root: runPath(o.runRoot, o.state),
        workflow_file: o.workflowFile,
        next_command: o.nextCommand,
        ...(o.nextAlternative !== undefined ? { next_alternative: o.nextAlternative } : {}),
        // Stopped WORKFLOW_ANSWER_REQUIRED: the question the stage asked (next_command answers it).
        ...(o.question !== undefined ? { question: o.question } : {}),
        ...(o.alreadyFinished ? { already_finished: true } : {}),
        stages_run: o.stagesRun,
        ...(hint !== undefined ? { hint } : {}),
        ...(o.location && o.location.line !== undefined ? { location: shownLocation(o.location, o.state) } : {}),
        artifacts: o.state ? Object.values((0,taken_back/* standingArtifacts */.AX)(o.state)).map((a) => ({ step: a.step, path: (0,secret_names/* shownPath */.pS)(a.path, o.state.inputs), sha256: a.sha256, gate_status: a.gate_status, ...(o.replacedOutputs?.includes(a.path) === true ? { replaced: true } : {}) })) : [],
        ...notRunJson(o.notRun),
        ...skippedJson(o.state),
        ...(o.sourceChange ? { source_change: o.sourceChange } : {}),
        ...(o.agents !== undefined ? { agent: { used: o.agents.shown, from: o.agents.from, why: o.agents.why } } : {}),
        ...(o.warnings !== undefined ? { warnings: o.warnings } : {}),
    };
}
function statusJson(s) {
    const state = s.state;
    return {
        status: s.status,
        workflow: s.workflow,
        run_id: s.runId,
        active_step: s.activeStep,
        completed_steps: s.completedSteps,
        state_path: runPath(s.statePath, state),
        // The state file is missing (read from the journal): the command that writes it again.
        ...(s.stateFileMissing !== undefined ? { state_file_missing: true } : {}),
        manifest_path: runPath(s.manifestPath, state),
        message: s.message,
        exit_code: s.exitCode,
        run_root: runPath(s.runRoot, state),
        // Only once the run was located and its lock looked at (a refused workflow: absent).
        ...(s.locked !== undefined ? { locked: s.locked } : {}),
        // IN_PROGRESS: `active` while a live runner holds the run, `gone` when its runner died (resume); null otherwise.
        ...(s.locked !== undefined ? { runner: s.runner ?? null } : {}),
        // The lock names a runner on another machine (runner: elsewhere): who, and the lock file.
        ...(s.lockElsewhere !== undefined ? { lock_elsewhere: { host: s.lockElsewhere.host, pid: s.lockElsewhere.pid, started_at: s.lockElsewhere.startedAt ?? null, file: runPath(s.lockElsewhere.file, state) } } : {}),
        // A live runner on this machine holds it: which process (runner: active).
        ...(s.lockHolder !== undefined ? { lock_holder: { host: s.lockHolder.host, pid: s.lockHolder.pid, started_at: s.lockHolder.startedAt ?? null } } : {}),
        ...(s.hint !== undefined ? { hint: s.hint } : {}),
        // A refusal at a place in a file (a workflow run refuses: the finding's file:line:column), as run's JSON gives it.
        ...(s.location && s.location.line !== undefined ? { location: shownLocation(s.location, state ?? undefined) } : {}),
        // A paused run: the command that continues it, as the run printed it when it paused.
        next_command: s.nextCommand ?? null,
        ...(s.nextAlternative !== undefined ? { next_alternative: s.nextAlternative } : {}),
        ...(s.question !== undefined ? { question: s.question } : {}),
        ...(s.nextNote !== undefined ? { next_note: s.nextNote } : {}),
        ...(s.agents !== undefined ? { agent: { used: s.agents.shown, from: s.agents.from, why: s.agents.why } } : {}),
        in_flight: state?.in_flight ?? null,
        pending_approval: state?.pending_approval ?? null,
        // Paused in child runs (a child_workflow step's, or a parallel step's child_workflow branches'): where to decide.
        paused_children: s.pausedChildren ?? [],
        approvals: state?.approvals ?? [],
        last_gate: state?.last_gate ? { ...state.last_gate, ...(typeof state.last_gate.artifact === 'string' ? { artifact: (0,secret_names/* shownPath */.pS)(state.last_gate.artifact, state.inputs) } : {}) } : null,
        // The active child_workflow step with where its child run is (`child`: by the child's own state).
        // The hand-off step that ended the run: its recorded status (blocked) and `handed_off: true`.
        steps: state ? Object.fromEntries(Object.entries(state.steps).map(([id, r]) => [id, { status: r.status, visits: r.visits, attempts: r.attempts, ...(id === s.handedOff ? { handed_off: true } : {}), ...(s.children?.[id] !== undefined ? { child: s.children[id] } : {}) }])) : {},
        // Each step's visit limit, so visits can be read against it.
        max_visits: s.maxVisits,
        // Where the run went: decisions with the values each branch saw, stalls, skips.
        decisions: s.log?.decisions ?? [],
        stalls: state?.stalls ?? [],
        skips: state?.skips ?? [],
        ...notRunJson(s.notRun),
        // Accepted outputs (as run's `artifacts`), and the files a failed attempt left, not accepted (additive: status-outputs.ts).
        ...(s.outputs !== undefined
            ? {
                outputs: s.outputs.accepted.map((a) => ({ step: a.step, path: a.path, gate_status: a.gate_status, ...(a.replaced ? { replaced: true } : {}) })),
                not_accepted: s.outputs.notAccepted,
            }
            : {}),
        // Each foreach step's items (the visit's list, kept by a resume) against its registry's rows now.
        ...(s.registries !== undefined ? { foreach_registries: s.registries } : {}),
    };
}
/**
 * A foreach's registry under its items line: the rows the file has now beside the items of the
 * visit ("of 300 items" while the file has 299 rows reads as a miscount otherwise), and, when the
 * rows differ from the items, which and what that means.
 */
function registryLines(d, style) {
    if (d.not_compared !== undefined)
        return [`      ${style.dim(`registry: ${d.source} not compared with the run's ${d.items} items (${(0,printable/* printable */.g$)(d.not_compared)})`)}`];
    if (d.rows === null)
        return [`      ${style.dim(`registry: ${d.source} cannot be read now (${(0,printable/* printable */.g$)(d.unreadable ?? '')})`)}`];
    const lines = [`      ${style.dim(`registry: ${d.source} has ${d.rows} row${d.rows === 1 ? '' : 's'} now; the run's items are the ${d.items} loaded when the step was entered (a resume does not read them again)`)}`];
    if ((0,registry_drift/* drifted */.fN)(d))
        lines.push(`      ${style.yellow(`registry changed since: ${(0,printable/* printable */.g$)((0,registry_drift/* driftWords */.tE)(d))}.${d.advice !== undefined ? ` ${d.advice}` : ''}`)}`);
    return lines;
}
function planJson(p) {
    return {
        status: p.status,
        workflow: p.workflow,
        run_id: p.runId,
        mode: p.mode,
        state_path: p.shownStatePath ?? p.statePath,
        state_found: p.stateFound,
        next_step: p.nextStep,
        reason: p.reason,
        ...(p.question !== undefined ? { question: p.question } : {}),
        stop_after_step: p.stopAfterStep,
        ...(p.stopAfterStepBehind ? { stop_after_step_behind: true } : {}),
        message: p.message,
        exit_code: p.exitCode,
        ...(p.hint !== undefined ? { hint: p.hint } : {}),
        steps: p.steps.map((s) => ({
            id: s.id,
            kind: s.kind,
            disposition: s.disposition,
            visits: s.visits,
            max_visits: s.maxVisits,
            output: s.output,
            transitions: s.transitions,
            ...(s.agent !== undefined ? { agent: s.agent } : {}),
            ...(s.resolved?.registry !== undefined ? { registry: s.resolved.registry } : {}),
            ...(s.resolved?.registryDrift !== undefined ? { registry_drift: s.resolved.registryDrift } : {}),
            ...(s.resolved?.child ? { child_run: { workflow: s.resolved.child.workflow, inputs: s.resolved.child.inputs, run_id: s.resolved.child.runId, state_path: s.resolved.child.statePath, manifest_path: s.resolved.child.manifestPath, run_root: s.resolved.child.runRoot, note: s.resolved.child.note } } : {}),
            ...stepPathsJson(s.paths),
        })),
        entry: p.entry,
        composite: p.composite,
        loops: p.loops.map(loopJson),
        ...(p.agents !== undefined ? { agent: { used: p.agents.shown, from: p.agents.from, why: p.agents.why } } : {}),
        ...(p.warnings !== undefined ? { warnings: p.warnings } : {}),
        ...(p.prompt !== undefined ? { prompt: p.prompt } : {}),
        ...(p.promptItem !== undefined ? { prompt_item: p.promptItem } : {}),
        ...(p.source
            ? {
                source: {
                    policy: p.source.policy,
                    source_commit: p.source.sourceCommit,
                    agent_package_version: p.source.agentPackageVersion,
                    verdicts: p.source.verdicts.map((v) => ({ step: v.step, kind: v.kind, source_commit: v.source_commit, agent_package_version: v.agent_package_version, current: v.current, kept: v.kept, why: v.why })),
                    voided_approvals: p.source.voidedApprovals,
                    rerun_from: p.source.rerunFrom,
                },
            }
            : {}),
        // The stop a run would hit before its first stage (null: it would run).
        stop: p.stop ? { code: p.stop.code, exit_code: p.stop.exitCode, message: p.stop.message, ...(p.stop.hint !== undefined ? { hint: p.stop.hint } : {}), ...(p.stop.location?.line !== undefined ? { location: p.stop.location } : {}) } : null,
        // Refused (the plan is the stop): where in a file, as run --json says it.
        ...(p.stop?.location?.line !== undefined && p.status === p.stop.code ? { location: p.stop.location } : {}),
    };
}
function edgeJson(e) {
    return { on: e.label, to: e.to, kind: e.kind, ...(e.status !== undefined ? { status: e.status } : {}), ...(e.implicit ? { implicit: true } : {}), ...(e.note !== undefined ? { note: e.note } : {}) };
}
function loopJson(l) {
    return { steps: l.steps, cycle: l.cycle, max_visits: l.bounds };
}
/** The structure of a step in plan --json: its typed paths and what a composite kind holds. */
function stepPathsJson(p) {
    return {
        paths: p.edges.map(edgeJson),
        attempts: p.attempts,
        optional: p.optional,
        ...(p.terminalStatus !== undefined ? { terminal_status: p.terminalStatus } : {}),
        ...(p.inputs !== undefined ? { inputs: p.inputs } : {}),
        ...(p.asks !== undefined ? { asks: p.asks } : {}),
        ...(p.decision ? { decision: { branches: p.decision.branches } } : {}),
        ...(p.approval ? { approval: { message: p.approval.message, approvers: p.approval.approvers, on_approve: p.approval.onApprove, on_reject: p.approval.onReject } } : {}),
        ...(p.child
            ? {
                child: {
                    workflow: p.child.workflow,
                    ...(p.child.execution ? { execution: p.child.execution } : {}),
                    ...(p.child.phase ? { phase: { pass_inputs: p.child.phase.passInputs, derived_inputs: p.child.phase.derivedInputs, require_terminal_status: p.child.phase.requireTerminalStatus } } : {}),
                },
            }
            : {}),
        ...(p.foreach
            ? {
                foreach: {
                    source: p.foreach.source,
                    id_field: p.foreach.idField,
                    order: p.foreach.order,
                    entry: p.foreach.entry,
                    per_item: p.foreach.steps.map((s) => ({ id: s.id, kind: s.kind, max_visits: s.maxVisits, ...(s.agent !== undefined ? { agent: s.agent } : {}), ...stepPathsJson(s) })),
                    loops: p.foreach.loops.map(loopJson),
                    completion: { require: p.foreach.require, on_complete: p.foreach.onComplete },
                },
            }
            : {}),
        ...(p.parallel
            ? { parallel: { join: p.parallel.join, max_concurrency: p.parallel.maxConcurrency, branches: p.parallel.branches.map((b) => ({ id: b.id, kind: b.kind, ...(b.agent !== undefined ? { agent: b.agent } : {}), ...stepPathsJson(b) })) } }
            : {}),
    };
}
function edgeText(e) {
    return `${e.label} \u2192 ${e.to}${e.implicit ? ` (default${e.note ? `: ${e.note}` : ''})` : e.note ? ` (${e.note})` : ''}`;
}
/** The lines under a step in plan's text: what it holds and every path out of it (`registry`: a foreach's source as resolved for this run). */
function stepPathsText(p, indent, style, registry) {
    const lines = [];
    const dim = (t) => lines.push(`${indent}${style.dim(t)}`);
    if (p.approval)
        dim(`asks: ${(0,printable/* printableQuoted */.wV)(p.approval.message)}${p.approval.approvers ? ` (approvers: ${p.approval.approvers.join(', ')})` : ''}`);
    if (p.child) {
        const phase = p.child.phase;
        dim(`${phase ? 'phase' : 'child workflow'}: ${p.child.workflow}${p.child.execution?.execution_mode ? ` (${p.child.execution.execution_mode})` : ''}`);
        if (phase)
            dim(`  pass_inputs: ${phase.passInputs.join(', ') || '-'}; continues on ${phase.requireTerminalStatus.join(' | ')}`);
    }
    if (p.terminalStatus !== undefined)
        dim(`hand-off: the run ends with ${p.terminalStatus}`);
    if (p.asks !== undefined)
        dim(`asks a person for: ${p.asks.join(', ')} (a run without ${p.asks.length === 1 ? 'it' : 'them'} stops here: WORKFLOW_INPUT_REQUIRED)`);
    if (p.inputs !== undefined)
        dim(`inputs: ${Object.entries(p.inputs).map(([k, v]) => `${k}=${v.length > 60 ? `${v.slice(0, 57)}...` : v}`).join(', ')}`);
    if (p.attempts > 1)
        dim(`retry: up to ${p.attempts} attempts`);
    if (p.optional)
        dim('optional: stagegate skip moves on along on_skip');
    for (const e of p.edges) {
        if (p.foreach && e.label === 'completion.on_complete')
            continue; // shown after the per-item machine
        const extra = e.kind === 'failure' && p.attempts > 1 ? ` (after ${p.attempts} attempts)` : '';
        dim(`${edgeText(e)}${extra}`);
    }
    if (p.foreach) {
        const f = p.foreach;
        dim(`for each item of ${registry ?? f.source} (id: ${f.idField}, order: ${f.order}), per item from ${f.entry ?? '-'}:`);
        const width = idWidth(f.steps.map((s) => s.id), 22);
        for (const s of f.steps) {
            lines.push(`${indent}  ${s.id.padEnd(width)} ${style.dim(`${s.kind.padEnd(8)} max_visits ${s.maxVisits}${agentText(s)}`)}`);
            lines.push(...stepPathsText(s, `${indent}    `, style));
        }
        for (const l of f.loops)
            dim(`  loop ${loopText(l)}`);
        dim('  next_artifact: the item is done, the next one starts; defer_current_artifact: the item waits, the next one starts');
        dim(`after the last item${f.require ? ` (require: ${f.require})` : ''}: completion.on_complete \u2192 ${f.onComplete ?? '-'}`);
    }
    if (p.parallel) {
        const par = p.parallel;
        dim(`parallel: join ${par.join}${par.maxConcurrency !== null ? `, at most ${par.maxConcurrency} at once` : ''}; branches:`);
        const width = idWidth(par.branches.map((b) => b.id), 22);
        for (const b of par.branches) {
            lines.push(`${indent}  ${b.id.padEnd(width)} ${style.dim(`${b.kind}${agentText(b)}`)}`);
            lines.push(...stepPathsText(b, `${indent}    `, style));
        }
    }
    return lines;
}
/** A branch or per_item step's agent as the step lines say a top-level one's. */
function agentText(p) {
    return p.agent !== undefined ? `  agent ${p.agent ?? '(none configured)'}` : '';
}
function loopText(l) {
    return `${(0,graph/* describeLoop */.MI)(l.cycle, l.steps, '\u2192')}  (max_visits ${l.steps.map((id) => `${id} ${l.bounds[id]}`).join(', ')}; beyond: WORKFLOW_BLOCKED_LOOP_LIMIT)`;
}
function headline(status, style) {
    if (status === 'WORKFLOW_COMPLETE')
        return style.green(style.bold(status));
    if (status === 'PARTIAL_RESUMABLE')
        return style.yellow(style.bold(status));
    return style.red(style.bold(status));
}
/** The line that says where a summary's paths are, when -C named a workspace other than the current directory. */
function workspaceLine(workspace) {
    return workspace === undefined ? [] : [`  workspace: ${workspace}  (-C: the paths here are relative to it)`];
}
/**
 * Where a stop is in a file (file:line:column, or file:line when only the line is known: a gate's
 * line in a stage's output, a registry row), and its message without it: a message that starts
 * with its place (a validation finding: "wf.yaml:9:5 \u2026"; a gate: "out.md:5: \u2026") says it once, on
 * the at: line (run, status).
 */
/** A stop's place with the run's secret inputs in its file's path as *** (as its message says it). */
/**
 * A path of the run's own (its state file, journal, manifest, run root) as printed: the run's
 * secret-looking input values in it as *** (`state_path: 'runs/{{api_token}}/\u2026'`), as its outputs'
 * paths are shown (shownPath). The state, the manifest and the Action's outputs keep the real path.
 */
function runPath(path, state) {
    return typeof path === 'string' && state ? (0,secret_names/* shownPath */.pS)(path, state.inputs) : path;
}
function shownLocation(location, state) {
    return location.file === undefined || state === undefined ? location : { ...location, file: (0,secret_names/* shownPath */.pS)(location.file, state.inputs) };
}
function placed(message, located, state) {
    const location = located === undefined ? undefined : shownLocation(located, state);
    if (!location?.file || location.line === undefined)
        return { at: undefined, message };
    const at = location.column !== undefined ? `${location.file}:${location.line}:${location.column}` : `${location.file}:${location.line}`;
    const prefix = [`${at} `, `${at}: `].find((p) => message.startsWith(p));
    return { at, message: prefix !== undefined ? message.slice(prefix.length) : message };
}
/** The folder the run's stage logs are in (`<run root>/logs/`), once a step has a log there; undefined before. */
function logsFolder(o) {
    if (!o.state || o.runRoot === null)
        return undefined;
    const folder = o.runRoot === '.' ? 'logs/' : `${o.runRoot}/logs/`;
    return Object.values(o.state.steps).some((r) => r.log?.startsWith(folder) === true) ? folder : undefined;
}
function runText(o, style, workspace) {
    const { at, message } = placed(o.message, o.location, o.state);
    // A message may quote what a stage wrote (a gate value in an approval message, an item id): no terminal escapes.
    const lines = [`${headline(o.status, style)}  ${(0,printable/* printableQuoted */.wV)(message)}`];
    if (at !== undefined)
        lines.push(`  at:       ${at}`);
    const fix = runFix(o);
    // The fix texts say how to start over; a run that can rerun the step that ended it says that too (next: has the command).
    // A fix that already says --rerun-from (WORKFLOW_BLOCKED_PARALLEL_JOIN) gets what it runs again here, when the rerun says more.
    const rerun = o.rerunFrom === undefined || fix === undefined
        ? ''
        : !fix.includes('--rerun-from')
            ? ` Or, keeping the verdicts before it, run step ${o.rerunFrom} again${o.rerunInside ?? ''} once that is done (--rerun-from).`
            : o.rerunInside !== undefined && !fix.includes(o.rerunInside)
                ? ` Here, run step ${o.rerunFrom} again${o.rerunInside} (--rerun-from).`
                : '';
    if (fix !== undefined)
        lines.push(`  fix:      ${(0,printable/* printable */.g$)(fix)}${rerun}`);
    if (o.sourceChange)
        lines.push(`  source:   ${(0,source_drift/* describeSourceChange */.F)(o.sourceChange)}`);
    // The run id as given (a refusal before the run was located): no terminal escapes.
    if (o.runId)
        lines.push(`  run:      ${(0,printable/* printable */.g$)(o.runId)}${o.stagesRun > 0 ? ` (${o.stagesRun} stage${o.stagesRun === 1 ? '' : 's'} run now)` : ''}`);
    // Which agent ran, and why, when it is not just what this command line says: the run's record, or flags that replaced it.
    if (o.agents !== undefined && (o.agents.from === 'run' || o.agents.replaced === true))
        lines.push(`  agent:    ${(0,printable/* printable */.g$)(o.agents.shown)}  (${o.agents.why})`);
    if (o.statePath && o.state)
        lines.push(...workspaceLine(workspace), `  state:    ${runPath(o.statePath, o.state)}`, `  journal:  ${runPath((0,journal/* journalPathFor */.S7)(o.statePath), o.state)}  (the run's record, event by event: stagegate history)`);
    if (o.manifestPath && o.state)
        lines.push(`  manifest: ${runPath(o.manifestPath, o.state)}`);
    const logs = logsFolder(o);
    if (logs !== undefined)
        lines.push(`  logs:     ${runPath(logs, o.state)}  (each stage attempt's output: stagegate logs)`);
    if (o.state) {
        const artifacts = Object.values((0,taken_back/* standingArtifacts */.AX)(o.state));
        if (artifacts.length > 0) {
            lines.push(`  outputs:`);
            // A later attempt wrote the file again, no verdict accepted: the verdict listed is not what it holds now.
            for (const a of artifacts)
                lines.push(`    ${(0,secret_names/* shownPath */.pS)(a.path, o.state.inputs)}  ${style.dim(`${a.step}: ${a.gate_status}${o.replacedOutputs?.includes(a.path) === true ? `, accepted on visit ${a.visit}; replaced since by an attempt not accepted` : ''}`)}`);
        }
    }
    lines.push(...notRunText(o.notRun));
    lines.push(...skippedText(o.state));
    if (o.question !== undefined)
        lines.push(`  question: ${(0,printable/* printableQuoted */.wV)(o.question.text)}  (step ${o.question.step}, visit ${o.question.visit}, attempt ${o.question.attempt})`);
    lines.push(...(0,next_lines/* nextLines */.N)(o.nextCommand, o.nextAlternative));
    return lines.join('\n');
}
/** The width of an id column: the longest id (real step ids run to 40 characters), at least `min`. */
function idWidth(ids, min) {
    return ids.reduce((w, id) => Math.max(w, id.length), min);
}
function statusText(s, style, workspace) {
    const { at, message } = placed(s.message, s.location, s.state ?? undefined);
    const lines = [`${headline(s.status, style)}  ${(0,printable/* printableQuoted */.wV)(message)}`];
    if (at !== undefined)
        lines.push(`  at:       ${at}`);
    if (s.hint)
        lines.push(`  fix:      ${(0,printable/* printable */.g$)(s.hint)}`);
    if (s.runId)
        lines.push(`  run:      ${(0,printable/* printable */.g$)(s.runId)}`);
    if (s.statePath)
        lines.push(...workspaceLine(workspace), `  state:    ${runPath(s.statePath, s.state)}${s.lockNamesNoProcess !== undefined ? style.yellow(' (locked by a lock file that names no process: written by no stagegate run, or damaged)') : s.lockElsewhere !== undefined ? style.yellow(` (locked by pid ${s.lockElsewhere.pid} on ${s.lockElsewhere.host}, another machine: not checked from here)`) : s.locked ? style.yellow(` (locked: a runner is active${s.lockHolder !== undefined ? `, pid ${s.lockHolder.pid} on ${(0,printable/* printable */.g$)(s.lockHolder.host)}${s.lockHolder.startedAt !== undefined ? `, since ${(0,printable/* printable */.g$)(s.lockHolder.startedAt)}` : ''}` : ''})`) : ''}${s.stateFileMissing !== undefined ? style.yellow(` (missing: read from its journal; \`${s.stateFileMissing}\` writes it again)`) : ''}`);
    if (s.state) {
        lines.push(`  active:   ${s.activeStep ?? '-'}`);
        const pending = s.state.pending_approval;
        if (pending)
            lines.push(`  approval: ${pending.step} awaits approval${pending.approvers ? ` from ${pending.approvers.join(', ')}` : ''} (since ${pending.requested_at}): ${(0,printable/* printableQuoted */.wV)(pending.message)}`);
        for (const c of s.pausedChildren ?? []) {
            const where = c.branch !== undefined ? `branch ${c.branch} of ${c.step}` : c.step;
            // Each command a line of its own after its label, so it pastes whole.
            lines.push(`  child:    ${where} paused in run ${c.run_id} of ${c.workflow_file}: decide there`, `  approve:  ${c.approve}`, `  reject:   ${c.reject}`);
        }
        lines.push(`  steps:`);
        const width = idWidth(Object.keys(s.state.steps), 24);
        for (const [id, r] of Object.entries(s.state.steps)) {
            const limit = s.maxVisits[id];
            // The active child_workflow step: where its child run is, by the child's own state.
            const kid = s.children?.[id];
            const at = kid === undefined ? '' : kid.status === null ? `  \u2192 child run ${kid.run_id} (its state cannot be read)` : `  \u2192 ${kid.workflow_file} run ${kid.run_id} at ${kid.in_flight ?? kid.active_step ?? '-'} (${kid.in_flight !== null ? 'in flight' : kid.status})`;
            // A hand-off that ended the run is recorded blocked, but nothing blocked it: it handed the work on.
            const shown = id === s.handedOff ? 'handed off' : r.status;
            lines.push(`    ${id.padEnd(width)} ${shown.padEnd(10)} visits ${r.visits}${limit !== undefined ? `/${limit}` : ''}  attempts ${r.attempts}${(0,printable/* printable */.g$)(at)}`);
            if (kid !== undefined)
                lines.push(`      ${style.dim(`child logs: ${kid.logs}`)}`);
            if (r.foreach) {
                const items = r.foreach.items;
                const count = (st) => items.filter((i) => i.status === st).size;
                lines.push(`      ${style.dim(`items: ${count('verified')} verified, ${count('deferred')} deferred, ${count('blocked')} blocked, ${count('pending') + count('running')} to do of ${items.size}${r.foreach.active_item ? ` (active: ${r.foreach.active_item})` : ''}`)}`);
                const drift = s.registries?.[id];
                if (drift)
                    lines.push(...registryLines(drift, style));
            }
            if (r.parallel) {
                const branches = Object.entries(r.parallel.branches).map(([b, br]) => `${b} ${br.status}${br.status === 'failed' ? ` (${(0,records/* howBranchFailed */.IJ)(br)})` : br.gate_status ? ` (${br.gate_status})` : ''}`);
                lines.push(`      ${style.dim(`branches (join ${r.parallel.join}): ${branches.join(', ')}${r.parallel.outcome ? ` -> ${r.parallel.outcome}` : ''}`)}`);
            }
        }
        lines.push(...statusOutputsText(s.outputs, style));
        lines.push(...routeText(s.state, s.log, style, s.historyCommand));
        lines.push(...notRunText(s.notRun));
    }
    if (s.question !== undefined)
        lines.push(`  question: ${(0,printable/* printableQuoted */.wV)(s.question.text)}  (step ${s.question.step}, visit ${s.question.visit}, attempt ${s.question.attempt})`);
    lines.push(...(0,next_lines/* nextLines */.N)(s.nextCommand, s.nextAlternative));
    if (s.nextCommand && s.nextNote)
        lines.push(`  note:     ${s.nextNote}`);
    if (s.agents !== undefined)
        lines.push(`  agent:    ${(0,printable/* printable */.g$)(s.agents.shown)}  (${s.agents.why})`);
    return lines.join('\n');
}
/** The run's outputs as run's summary lists them, then what a failed attempt left: its output and log, marked not accepted. */
function statusOutputsText(outputs, style) {
    if (outputs === undefined || outputs.accepted.length + outputs.notAccepted.length === 0)
        return [];
    const lines = ['  outputs:'];
    for (const a of outputs.accepted)
        lines.push(`    ${a.path}  ${style.dim(`${a.step}: ${a.gate_status}${a.replaced ? `, accepted on visit ${a.visit}; replaced since by an attempt not accepted` : ''}`)}`);
    for (const l of outputs.notAccepted)
        lines.push(`    ${l.path}  ${style.yellow(`${l.step}: ${l.kind === 'log' ? 'log of' : 'written by'} failed attempt ${l.attempt}${l.visit > 1 ? ` of visit ${l.visit}` : ''}, not accepted`)}`);
    return lines;
}
/**
 * How many of a long list (decisions, approvals, skips, stalls) text status shows: the latest. A
 * loop that ran thousands of times would otherwise print thousands of lines; `history` and
 * `status --json` keep every one.
 */
const STATUS_LIST_SHOWN = 20;
/** Whether a decision marked taken back at `at` was taken back by a resume at another source commit (its source_changed event's time), not a --rerun-from. */
function bySourceChange(state, at) {
    return (state.source_changes ?? []).some((c) => c.at === at) && !(state.rewinds ?? []).some((r) => r.at === at);
}
/** Decisions taken (with the values each branch saw), approvals, skips and stalls of a run: the latest of each. */
function routeText(state, log, style, historyCommand) {
    const lines = [];
    // `all`: the list, or its latest entries when `total` (how many there are) is more.
    const section = (title, all, show, total = all.length) => {
        if (total === 0)
            return;
        lines.push(`  ${title}:`);
        const hidden = total - STATUS_LIST_SHOWN;
        if (hidden > 0)
            lines.push(`    ${style.dim(`\u2026 ${hidden} earlier not shown (all ${total}: ${historyCommand ?? 'status --json'})`)}`);
        for (const item of all.slice(Math.max(0, all.length - STATUS_LIST_SHOWN)))
            show(item);
    };
    section('decisions', log?.decisions ?? [], (d) => {
        const taken = d.chosen === 'else' ? 'else' : `if ${d.branches[d.chosen]?.expression ?? `#${d.chosen}`}`;
        lines.push(`    ${d.step} (visit ${d.visit}): ${taken} -> ${d.to}`);
        for (const b of d.branches) {
            const seen = Object.entries(b.seen).map(([k, v]) => `${k}=${JSON.stringify(v) ?? 'null'}`).join(', ');
            lines.push(`      ${style.dim(`${b.truthy ? '\u2713' : '\u2717'} ${b.expression}${seen ? `  [${seen}]` : ''}`)}`);
        }
    }, log ? (0,run_log/* decisionsTaken */.D8)(log) : 0);
    section('approvals', state.approvals ?? [], (a) => lines.push(`    ${a.step} (visit ${a.visit}): ${a.decision} by ${(0,printable/* printableQuoted */.wV)(a.by)} at ${a.at}${a.note ? ` \u2014 ${(0,printable/* printableQuoted */.wV)(a.note)}` : ''}${a.taken_back_at !== undefined ? style.dim(` (taken back by ${bySourceChange(state, a.taken_back_at) ? 'a source change' : 'a rerun'} at ${a.taken_back_at})`) : ''}`));
    // The failure a standing skip came after (on_failure: skip; none for a person's skip), on the step's latest skip.
    const why = new Map(skippedSteps(state).map((k) => [`${k.step}\0${k.visit}`, k.reason]));
    section('skips', state.skips ?? [], (k) => {
        lines.push(`    ${k.step} (visit ${k.visit}) -> ${k.to ?? 'end of run'}${skipCause(why.get(`${k.step}\0${k.visit}`), k.by)}`);
    });
    section('stalls', state.stalls ?? [], (t) => lines.push(`    ${t.step} (visit ${t.visit} repeated visit ${t.previous_visit}) -> ${t.to ?? 'stopped (WORKFLOW_BLOCKED_STALLED)'}`));
    return lines;
}
function planText(p, style) {
    // The stop a run would hit comes first, with its exit status; the workflow's paths follow.
    const stop = p.stop ? [`${headline(p.stop.code, style)}  ${(0,printable/* printableQuoted */.wV)(p.stop.message)}`, `  exit:   ${p.stop.exitCode} (a run with these arguments stops here, before any stage runs)`, ...(p.stop.hint ? [`  fix:    ${(0,printable/* printable */.g$)(p.stop.hint)}`] : [])] : [];
    if (p.workflow === null || p.steps.length === 0)
        return stop.length > 0 ? stop.join('\n') : `${headline(p.status, style)}  ${(0,printable/* printableQuoted */.wV)(p.message)}${p.hint ? `\n  fix: ${(0,printable/* printable */.g$)(p.hint)}` : ''}`;
    // No run id: the run could not be located (the stop above says why), so neither its id nor its mode is known.
    const header = p.runId === null ? `${p.workflow} \u00b7 run not located${p.stop ? ` (${p.stop.code}: see above)` : ''}` : `${p.workflow} \u00b7 ${p.mode ?? '-'} \u00b7 run ${p.runId}`;
    const lines = [...stop, `${style.bold('plan')} ${header}`, `  next:   ${p.nextStep ?? (p.stop ? `- (stopped: ${p.stop.code})` : '-')}`, `  why:    ${p.reason}`];
    if (p.question !== undefined)
        lines.push(`  asks:   ${(0,printable/* printableQuoted */.wV)(p.question.text)}  (answer: run \u2026 --answer '<your answer>')`);
    if (p.stopAfterStep)
        lines.push(`  stop:   after ${p.stopAfterStep}${p.stopAfterStepBehind ? ' (behind the run: no path from the next step leads back to it, so the run does not stop there)' : ''}`);
    if (p.agents !== undefined)
        lines.push(`  agent:  ${(0,printable/* printable */.g$)(p.agents.shown)}  (${p.agents.why})`);
    lines.push('  steps:');
    const width = idWidth(p.steps.map((s) => s.id), 24);
    for (const s of p.steps) {
        const mark = s.disposition === 'next' ? style.cyan('\u25b6') : s.disposition === 'completed' ? style.green('\u2713') : s.disposition === 'blocked' ? style.red('\u25a0') : s.disposition === 'unsupported' ? style.red('!') : ' ';
        lines.push(`  ${mark} ${s.id.padEnd(width)} ${s.kind.padEnd(8)} ${style.dim(`visits ${s.visits}/${s.maxVisits}`)}${s.output ? `  \u2192 ${s.output}` : ''}${s.agent !== undefined ? style.dim(`  agent ${s.agent ?? '(none configured)'}`) : ''}`);
        // A foreach's registry, resolved for this run, is named once: in its 'for each item of' line (stepPathsText).
        const c = s.resolved?.child;
        if (c) {
            const inputs = Object.entries(c.inputs).map(([k, v]) => `${k}=${v}`).join(' ');
            lines.push(`        ${style.dim(`child run: ${c.workflow}${c.runId ? ` run ${c.runId}` : ''}${c.statePath ? `, state ${c.statePath}` : ''}${c.manifestPath ? `, manifest ${c.manifestPath}` : ''}`)}`);
            if (inputs)
                lines.push(`        ${style.dim(`  inputs: ${inputs}`)}`);
            if (c.note)
                lines.push(`        ${style.dim(`  ${c.note}`)}`);
        }
        lines.push(...stepPathsText(s.paths, '        ', style, s.resolved?.registry));
        const drift = s.resolved?.registryDrift;
        if (drift)
            lines.push(`        ${style.yellow(`registry changed since the foreach loaded its ${drift.items} items (the registry has ${drift.rows} rows now): ${(0,printable/* printable */.g$)((0,registry_drift/* driftWords */.tE)(drift))}.${drift.advice !== undefined ? ` ${drift.advice}` : ''}`)}`);
    }
    if (p.source && p.source.verdicts.length > 0) {
        const s = p.source;
        lines.push(`  verdicts (source now ${s.sourceCommit ?? '(none: not a git commit)'}${s.agentPackageVersion ? `, package ${s.agentPackageVersion}` : ''}; on_source_change: ${s.policy}):`);
        const verdictWidth = idWidth(s.verdicts.map((v) => v.step), 24);
        for (const v of s.verdicts) {
            const state = v.kept ? style.yellow('kept') : v.current ? style.green('current') : style.red('stale');
            lines.push(`    ${v.step.padEnd(verdictWidth)} ${state}${v.why ? style.dim(`  ${v.why}`) : ''}`);
        }
        if (s.voidedApprovals.length > 0)
            lines.push(`    ${style.dim(`approval asked for again: ${s.voidedApprovals.join(', ')}`)}`);
    }
    if (p.loops.length > 0) {
        lines.push('  loops:');
        for (const l of p.loops)
            lines.push(`    ${loopText(l)}`);
    }
    // A warning may quote a path or what a person wrote (an --agent-command with a line break): every line shown, the later ones under the quote gutter, no control characters (a lone CR would draw the rest over the line's start).
    for (const w of p.warnings ?? [])
        lines.push(`  ${style.yellow('warning:')} ${(0,printable/* printableQuoted */.wV)(w)}`);
    return lines.join('\n');
}
/**
 * What history's, approve's / reject's and skip's --json begin with (core ReportHead), in this
 * order: status, exit_code, message, hint (when known), workflow, run_id. Each command's keys follow.
 */
function reportHeadJson(r) {
    return {
        status: r.status,
        exit_code: r.exitCode,
        message: r.message,
        ...(r.hint !== undefined ? { hint: r.hint } : {}),
        workflow: r.workflow,
        run_id: r.runId,
    };
}
/** `history --json`: one array of events, each with seq, event, step, visit, attempt, status, at. */
function historyJson(h) {
    return {
        ...reportHeadJson(h),
        journal_path: h.journalPath,
        events: h.events.map((e) => ({ seq: e.seq, at: e.at, event: e.event, step: e.step, visit: e.visit, attempt: e.attempt, status: e.status, to: e.to, detail: e.detail, data: e.data })),
    };
}
function historyText(h, style) {
    // A refusal's message may quote workflow text (a finding): printable only, as status and run print it.
    if (h.events.length === 0)
        return `${headline(h.status, style)}  ${(0,printable/* printable */.g$)(h.message)}${h.hint ? `\n  fix:      ${(0,printable/* printable */.g$)(h.hint)}` : ''}`;
    const lines = [`${headline(h.status, style)}  run ${(0,printable/* printableLine */.oy)(h.runId ?? '-')} of ${(0,printable/* printableLine */.oy)(h.workflow ?? '-')}: ${(0,printable/* printableQuoted */.wV)(h.message)} (journal ${(0,printable/* printableLine */.oy)(h.journalPath ?? '-')})`];
    // The journal verified but a projection beside it did not: the violation's fix, then the events.
    if (h.hint)
        lines.push(`  fix:      ${(0,printable/* printable */.g$)(h.hint)}`);
    for (const e of h.events) {
        const where = e.step === null ? '' : `${e.step}${e.visit !== null ? ` v${e.visit}` : ''}${e.attempt !== null ? ` a${e.attempt}` : ''}`;
        const what = [e.status, e.to !== null && e.to !== e.step ? `-> ${e.to}` : '', e.detail].filter((x) => x).join(' ');
        // What a journal line carries may come from a stage (an effect's done_at from its ledger), a
        // person (an approval's note) or a forged journal: printable, and one event one line (a line
        // break in it must not print a line that reads as stagegate's own).
        lines.push(`  ${String(e.seq).padStart(4)}  ${style.dim((0,printable/* printableLine */.oy)(e.at))}  ${(0,printable/* printableLine */.oy)(e.event).padEnd(16)} ${(0,printable/* printableLine */.oy)(where).padEnd(22)} ${(0,printable/* printableLine */.oy)(what)}`.trimEnd());
    }
    return lines.join('\n');
}


/***/ }),

/***/ 8664:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HT: () => (/* binding */ agentNotFound),
/* harmony export */   j$: () => (/* binding */ isInstalled),
/* harmony export */   z1: () => (/* binding */ agentLocation)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2862);
/* harmony import */ var _model_shell_word_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3408);
/* harmony import */ var _registry_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9726);
// Is the agent CLI a step would run there at all? Checked before anything runs, so a missing CLI
// is one clear stop (AGENT_NOT_FOUND: the command, how to install it, how to choose another
// agent) instead of a stage that "could not start" with an empty log. Looks at files only.





/** Whether `executable` (a path, or a name looked up on `pathEnv`) is an executable file. */
function isInstalled(executable, pathEnv) {
    const candidates = executable.includes('/') || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(executable) ? [executable] : (pathEnv ?? '').split(node_path__WEBPACK_IMPORTED_MODULE_1__.delimiter).filter((d) => d !== '').map((d) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(d, executable));
    return candidates.some((file) => {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file).isFile();
        }
        catch {
            return false;
        }
    });
}
/**
 * Where the workflow names the agent a step runs: its `agent:`, else execution.agent; the step's
 * own line when the invocation chose it (or an imported file's run map did). An annotation (the
 * Action's plan) lands there.
 */
function agentLocation(workflow, step, agent) {
    const at = workflow.format !== 'native' ? undefined : agent.source === 'step' ? [...step.path, 'agent'] : agent.source === 'workflow' ? ['execution', 'agent'] : undefined;
    const pos = at !== undefined ? workflow.source.locateValue(at) : { line: step.line, column: step.column };
    return { file: workflow.file, line: pos.line, column: pos.column };
}
/**
 * What is wrong with an agent command given as a path: a file there without its execute bit (a
 * script written and never `chmod +x`ed, or committed from a system that keeps no mode) needs
 * another fix than a path that names nothing, so the stop says which.
 */
function pathProblem(file) {
    try {
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file);
        if (stat.isDirectory())
            return 'directory';
        if (!stat.isFile())
            return 'unknown';
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
        return 'unknown';
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return 'missing';
        return code === 'EACCES' ? 'not-executable' : 'unknown';
    }
}
function agentNotFound(stepId, agent, when, location) {
    const others = _registry_js__WEBPACK_IMPORTED_MODULE_4__/* .AGENT_NAMES */ .RO.filter((n) => n !== agent.name && n !== 'command').join(', ');
    const choose = `choose another agent: --agent ${others}, or --agent command --agent-command PATH.`;
    const problem = agent.executable.includes('/') ? pathProblem(agent.executable) : undefined;
    const where = problem === undefined ? `'${agent.executable}' is not on the PATH`
        : problem === 'missing' ? `'${agent.executable}' does not exist`
            : problem === 'directory' ? `'${agent.executable}' is a directory, not a program`
                : problem === 'not-executable' ? `'${agent.executable}' is not executable (the file has no execute permission)`
                    : `'${agent.executable}' does not exist or is not executable`;
    const word = (0,_model_shell_word_js__WEBPACK_IMPORTED_MODULE_3__/* .shellWord */ .r)(agent.executable);
    const install = agent.adapter.install !== undefined ? `Install it with \`${agent.adapter.install}\`` : 'Check the path, or install the program';
    const hint = problem === 'not-executable'
        ? `Make it executable: \`chmod +x ${word}\` (a file tracked by git: also \`git update-index --chmod=+x ${word}\` and commit, so every checkout \u2014 a CI job's too \u2014 gets the mode), or ${choose}`
        : `${install} (and make sure \`${agent.executable}\` runs in this shell), or ${choose}`;
    return new _run_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StagegateError */ .q('AGENT_NOT_FOUND', `step ${stepId} runs the ${agent.name} agent, but its command ${where}${when === 'before' ? '; nothing ran' : ''}`, {
        hint,
        ...(location !== undefined ? { location } : {}),
    });
}


/***/ }),

/***/ 9819:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jd: () => (/* binding */ RESULT_WINDOW_BYTES),
  _j: () => (/* binding */ contractInstructions),
  zT: () => (/* binding */ contractResultFix),
  dU: () => (/* binding */ maestroKey),
  GO: () => (/* binding */ parseContractTail),
  mp: () => (/* binding */ parseContractWindow)
});

// UNUSED EXPORTS: parseContractResult

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/core/gate/contracts/lines.ts
// Both result contracts read an answer line by line and take its LAST block.
/** The answer's lines, CRLF and CR turned into LF. */
function answerLines(text) {
    return text.replace(/\r\n?/g, '\n').split('\n');
}
/** Index of the last line matching `re`, or -1. */
function lastLineMatching(lines, re) {
    for (let i = lines.length - 1; i >= 0; i--)
        if (re.test(lines[i]))
            return i;
    return -1;
}
const KEY = /^(\s*)([A-Za-z0-9_.-]+)\s*:/;
/**
 * The 1-based line of each key of the YAML mapping written in `lines[from..to)`: its top-level
 * keys (the least indented), and the keys of the mapping under `lift` one level down, as the
 * contract lifts them (`outputs`: a top-level key of the same name wins, as it does in the
 * contract's extra keys). A key nested anywhere else is no gate key and gives no line (a
 * `reviewer:` under `notes:` is not the gate's `reviewer`).
 */
function keyLinesOf(lines, from, to, lift) {
    const found = [];
    for (let i = from; i < to; i++) {
        const m = KEY.exec(lines[i]);
        if (m !== null)
            found.push({ indent: m[1].length, key: m[2], line: i + 1 });
    }
    if (found.length === 0)
        return {};
    const top = Math.min(...found.map((k) => k.indent));
    const own = {};
    const lifted = {};
    let parent;
    let child;
    for (const k of found) {
        if (k.indent === top) {
            parent = k.key;
            child = undefined;
            if (!Object.hasOwn(own, k.key))
                own[k.key] = k.line;
            continue;
        }
        if (parent !== lift || lift === undefined)
            continue;
        child ??= k.indent;
        if (k.indent === child && !Object.hasOwn(lifted, k.key))
            lifted[k.key] = k.line;
    }
    return { ...lifted, ...own };
}

;// CONCATENATED MODULE: ./src/core/gate/contracts/aiox-step-output.ts
// aiox's result contract: the agent's answer ends with a YAML block
//   step_output:
//     status: completed | failed
//     outputs: { <key>: <value>, ... }
//     score: 87
//     artifacts: [docs/prd.md]
// possibly inside a ```yaml fence. The LAST such block counts; anything after it except a closing
// fence and blank lines makes it not the end of the answer. Every field but status becomes an
// extra gate key, and the keys of `outputs` are lifted too (aiox routes on e.g. outputs.score_9p).


const HEADER = /^(\s*)step_output:\s*(.*)$/;
function parseAioxStepOutput(text) {
    const lines = answerLines(text);
    const start = lastLineMatching(lines, HEADER);
    if (start < 0)
        return { ok: false, reason: 'the answer has no step_output: block (aiox result contract)' };
    let end = lines.length;
    while (end > start + 1 && lines[end - 1].trim() === '')
        end--;
    // A closing fence ends the block; it must be the last non-blank line.
    const fenced = end > start + 1 && /^\s*`{3,}\s*$/.test(lines[end - 1]);
    if (fenced)
        end--;
    const block = lines.slice(start, end);
    // Lines of the text (1-based): the header, each key of the block (status among them).
    const header = start + 1;
    const keyLines = keyLinesOf(lines, start + 1, end, 'outputs');
    const statusLine = keyLines['status'];
    const indent = HEADER.exec(lines[start])[1].length;
    const body = block.map((l) => l.slice(Math.min(indent, l.length - l.trimStart().length))).join('\n');
    let data;
    try {
        data = (0,dist/* parse */.qg)(body, { maxAliasCount: 10, logLevel: 'error' });
    }
    catch (error) {
        const at = error.linePos?.[0]?.line;
        return { ok: false, reason: `the step_output block is not valid YAML: ${error.message.split('\n')[0]}`, line: at !== undefined ? start + at : header };
    }
    try {
        // An alias inside the node it names (`outputs: &o` \u2026 `me: *o`) makes the data contain
        // itself: it could never be recorded (the journal is JSON), so the block is refused here.
        JSON.stringify(data);
    }
    catch {
        return { ok: false, reason: 'the step_output block contains itself through a YAML alias (an alias inside the node it names)', line: header };
    }
    const out = data?.step_output;
    if (typeof out !== 'object' || out === null || Array.isArray(out))
        return { ok: false, reason: 'step_output must be a mapping with status: completed | failed', line: header };
    const fields = out;
    const status = fields['status'];
    if (status !== 'completed' && status !== 'failed')
        return { ok: false, reason: `step_output.status must be completed or failed, got ${JSON.stringify(status ?? null)}`, line: statusLine ?? header };
    const extra = {};
    const outputs = fields['outputs'];
    if (typeof outputs === 'object' && outputs !== null && !Array.isArray(outputs))
        Object.assign(extra, outputs);
    for (const [key, value] of Object.entries(fields))
        if (key !== 'status')
            extra[key] = value;
    const artifacts = Array.isArray(fields['artifacts']) ? fields['artifacts'].filter((a) => typeof a === 'string') : [];
    delete keyLines['status'];
    return { ok: true, status, extra, artifacts, ...(statusLine !== undefined ? { statusLine } : {}), keyLines };
}

;// CONCATENATED MODULE: ./src/core/gate/contracts/maestro-coordinate.ts

const maestro_coordinate_HEADER = /^\s*-{3,}\s*COORDINATE RESULT\s*-{3,}\s*$/i;
const FIELD = /^\s*([A-Za-z][A-Za-z0-9_ ]*?)\s*:\s*(.*)$/;
const LIST_ITEM = /^\s*[-*]\s+(.+)$/;
function parseMaestroCoordinate(text) {
    const lines = answerLines(text);
    const start = lastLineMatching(lines, maestro_coordinate_HEADER);
    if (start < 0)
        return { ok: false, reason: 'the answer has no --- COORDINATE RESULT --- block (maestro-flow result contract; no block means failure)' };
    const extra = {};
    // Each field's line (1-based, in the text): STATUS's, and the others' as the keys they become.
    const keyLines = {};
    let last;
    for (const [k, line] of lines.slice(start + 1).entries()) {
        if (/^\s*-{3,}/.test(line) && !LIST_ITEM.test(line))
            break;
        if (line.trim() === '' || /^\s*`{3,}\s*$/.test(line))
            continue;
        const item = LIST_ITEM.exec(line);
        if (item && last !== undefined) {
            const current = extra[last];
            extra[last] = [...(Array.isArray(current) ? current : typeof current === 'string' && current !== '' ? [current] : []), item[1].trim()];
            continue;
        }
        const field = FIELD.exec(line);
        if (!field)
            continue;
        last = field[1].trim().toLowerCase().replace(/\s+/g, '_');
        extra[last] = field[2].trim();
        // The last occurrence: its value is the one the block records.
        keyLines[last] = start + 2 + k;
    }
    // SUCCESS | FAILURE for commands; an llm decision's answer names one of its edge labels. The
    // step's statuses decide which are allowed (an unrouted one is a contract violation).
    const status = typeof extra['status'] === 'string' && /^[A-Za-z0-9_.-]+$/.test(extra['status']) ? extra['status'].toUpperCase() : undefined;
    const statusLine = keyLines['status'];
    if (status === undefined)
        return { ok: false, reason: `the COORDINATE RESULT block has no usable STATUS (SUCCESS or FAILURE), got ${JSON.stringify(extra['status'] ?? null)}`, line: statusLine ?? start + 1 };
    delete extra['status'];
    delete keyLines['status'];
    const raw = extra['artifacts'];
    const artifacts = (Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : []).map((a) => String(a).trim()).filter((a) => a !== '' && a.toLowerCase() !== 'none');
    if (raw !== undefined)
        extra['artifacts'] = artifacts;
    return { ok: true, status, extra, artifacts, ...(statusLine !== undefined ? { statusLine } : {}), keyLines };
}

// EXTERNAL MODULE: ./src/core/gate/gate-schema-guide.ts
var gate_schema_guide = __webpack_require__(4771);
;// CONCATENATED MODULE: ./src/core/gate/contracts/index.ts



/** Only the end of an answer is read, as for gates: a huge transcript costs nothing. */
const RESULT_WINDOW_BYTES = 64 * 1024;
function parseContractResult(contract, text) {
    return contract === 'aiox_step_output' ? parseAioxStepOutput(text) : parseMaestroCoordinate(text);
}
/** The contract's block from the end of an answer held in memory: the same window as for a file. */
function parseContractTail(contract, answer) {
    const bytes = Buffer.from(answer, 'utf8');
    if (bytes.length <= RESULT_WINDOW_BYTES)
        return parseContractResult(contract, answer);
    const tail = bytes.subarray(bytes.length - RESULT_WINDOW_BYTES).toString('utf8');
    return parseContractResult(contract, tail.slice(tail.indexOf('\n') + 1));
}
/**
 * The contract's block from a file's last bytes (`tail`, at most RESULT_WINDOW_BYTES, starting at
 * offset `tailStart`): the judge takes them from the pass that hashes the file (sha256FileWithTail).
 */
function parseContractWindow(contract, tail, tailStart) {
    let text = tail.toString('utf8');
    // A window that starts mid-line: drop the partial first line.
    if (tailStart > 0)
        text = text.slice(text.indexOf('\n') + 1);
    return parseContractResult(contract, text);
}
/**
 * The fix for a missing or malformed block of this contract (GATE_RESULT_MISSING); `edit` says how
 * a fix by editing what the step runs is resumed (run/edit-fix.ts, in the words of its kind).
 */
function contractResultFix(contract, edit) {
    const block = contract === 'aiox_step_output' ? 'a `step_output:` YAML block (status: completed | failed)' : 'a `--- COORDINATE RESULT ---` block (STATUS: SUCCESS | FAILURE)';
    return `End the step's answer (its declared output, else what it prints) with ${block} and nothing after it (see docs/formats.md#result-contracts), then resume. ${edit}`;
}
/** The fields of a maestro COORDINATE RESULT block the template offers besides STATUS (maestro's own vocabulary, prompt-assembler.ts: the chains branch on these words). */
const MAESTRO_FIELDS = [
    ['phase', '<number, or none>'],
    ['verification_status', '<passed | failed | pending, if applicable>'],
    ['review_verdict', '<PASS | WARN | BLOCK, if applicable>'],
    ['uat_status', '<passed | failed | pending, if applicable>'],
    ['artifacts', '<comma-separated paths, or none>'],
    ['summary', '<one line>'],
];
/** The fields of aiox's step_output block the template offers besides status. */
const AIOX_FIELDS = [
    ['outputs', '{}        # named results later steps need (e.g. score_9p: 8)'],
    ['score', 'null        # a numeric score when the step produces one'],
    ['artifacts', '[]      # files you created or changed'],
];
/** A key as a maestro block writes it: upper-cased (the parser lower-cases it back). */
function maestroKey(name) {
    return /^[a-z][a-z0-9_]*$/.test(name) ? name.toUpperCase() : name;
}
/**
 * What the prompt tells an agent about the block its answer must end with. With a gate_schema
 * (`guide`), the block's template has a line for each key it declares, and keeps the fields it
 * offers otherwise only where the schema allows keys it does not declare.
 */
function contractInstructions(contract, statuses, guide, reads = []) {
    const offered = (fields) => fields.filter(([name]) => guide === undefined || (guide.others === 'any' && !guide.fields.some((f) => f.name === name)));
    // The keys later steps read that the template has no line for yet (a closed gate_schema allows none).
    const own = (fields) => new Set(['status', ...fields.map(([name]) => name), ...(guide?.fields.map((f) => f.name) ?? [])].map((k) => k.toLowerCase()));
    const extra = (fields) => (guide === undefined || guide.others === 'any' ? reads.filter((r) => !own(fields).has(r.key.toLowerCase())) : []);
    if (contract === 'aiox_step_output') {
        const keys = extra(AIOX_FIELDS);
        const fields = keys.length === 0 ? offered(AIOX_FIELDS) : offered(AIOX_FIELDS).filter(([name]) => name !== 'outputs');
        return [
            '- End your answer (your final output) with exactly this YAML block, filled in:',
            '',
            '```yaml',
            'step_output:',
            `  status: <${statuses.filter((s) => s === 'completed' || s === 'failed').join(' | ') || 'completed | failed'}>`,
            ...(guide ? (0,gate_schema_guide/* guideTemplateLines */.wV)(guide, gate_schema_guide/* blockKey */.Ju, '  ') : []),
            // aiox names a step's results under outputs (each key of it is a gate key too).
            ...(keys.length > 0 ? ['  outputs:          # named results later steps need', ...keys.map((r) => `    ${(0,gate_schema_guide/* blockKey */.Ju)(r.key)}: ${readValue(r)}`)] : []),
            ...fields.map(([name, value]) => `  ${name}: ${value}`),
            '```',
            '',
            '- The runner routes only on this block: no block, or a malformed one, fails the step.',
        ];
    }
    return [
        '- End your answer (your final output) with exactly this block, filled in:',
        '',
        '```',
        '--- COORDINATE RESULT ---',
        'STATUS: <SUCCESS | FAILURE>',
        ...(guide ? (0,gate_schema_guide/* guideTemplateLines */.wV)(guide, maestroKey, '') : []),
        ...extra(MAESTRO_FIELDS).map((r) => `${maestroKey(r.key)}: ${readValue(r)}`),
        ...offered(MAESTRO_FIELDS).map(([name, value]) => `${maestroKey(name)}: ${value}`),
        '```',
        '',
        '- The runner routes only on this block: no block means FAILURE.',
    ];
}
/**
 * The template value of a key later steps read: the values their decisions compare it with first
 * (`<passed | \u2026, read by check_business_test>`), so the agent knows what the words are.
 */
function readValue(r) {
    const by = `read by ${r.readers.join(', ')}`;
    const values = r.values.filter((v) => !/[<>|\n]/.test(v));
    return values.length > 0 ? `<${values.join(' | ')} | \u2026, ${by}>` : `<value, ${by}>`;
}


/***/ }),

/***/ 4771:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $o: () => (/* binding */ gateSchemaGuide),
/* harmony export */   Ju: () => (/* binding */ blockKey),
/* harmony export */   QF: () => (/* binding */ guideContractLines),
/* harmony export */   wV: () => (/* binding */ guideTemplateLines)
/* harmony export */ });
/* unused harmony exports MAX_GUIDE_FIELDS, MAX_DESCRIPTION_CHARS, MAX_ENUM_VALUES, MAX_SCHEMA_JSON_CHARS, MAX_VALUE_WORDS_CHARS, literal */
// What an agent is told about its step's gate_schema (docs/agents.md#the-prompt): each extra key
// the schema declares \u2014 required ones first, in the order `required` lists them, then the others in
// the order `properties` has them \u2014 with its type, enum or constant, constraints and description,
// as a line of the result block's template (`score: <integer, 0\u2013100>`) and a line of the stage
// contract. What cannot be said that way (anyOf, $ref, patternProperties, a nested object deeper
// than one level, \u2026) is given as the schema's compact JSON too, cut at MAX_SCHEMA_JSON_CHARS.
//
// Pure and deterministic: the schema as it was read (its own key order), no clock, no engine (ajv
// is not needed to describe a schema), so a prompt's bytes stay the same for the same schema.
/** Keys described one by one; a schema declaring more is also given as JSON. */
const MAX_GUIDE_FIELDS = 24;
/** A description (or title) is said on one line, cut at this many characters. */
const MAX_DESCRIPTION_CHARS = 240;
/** Enum values shown in a template line; more are left to the schema's JSON. */
const MAX_ENUM_VALUES = 12;
/** The schema's compact JSON, when it is given, is cut at this many characters. */
const MAX_SCHEMA_JSON_CHARS = 3000;
/** A key's words (long enum values, a pattern, a nested mapping's keys) are cut at this many characters; the schema's JSON then says the rest. */
const MAX_VALUE_WORDS_CHARS = 480;
const ANNOTATIONS = new Set(['description', 'title', '$comment', 'examples', 'default', 'deprecated', 'readOnly', 'writeOnly']);
const TOP_KEYWORDS = new Set([...ANNOTATIONS, '$schema', '$id', '$defs', 'type', 'properties', 'required', 'additionalProperties', 'unevaluatedProperties']);
const VALUE_KEYWORDS = new Set([
    ...ANNOTATIONS,
    'type',
    'enum',
    'const',
    'minimum',
    'maximum',
    'exclusiveMinimum',
    'exclusiveMaximum',
    'multipleOf',
    'minLength',
    'maxLength',
    'pattern',
    'format',
    'items',
    'minItems',
    'maxItems',
    'uniqueItems',
    'properties',
    'required',
    'additionalProperties',
]);
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
function isObj(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/** One line, cut. */
function oneLine(text) {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > MAX_DESCRIPTION_CHARS ? `${flat.slice(0, MAX_DESCRIPTION_CHARS - 1)}\u2026` : flat;
}
/** A string YAML reads back as itself without quotes (and that is not a word YAML reads as a boolean or null). */
function plainSafe(s) {
    return /^[A-Za-z_][A-Za-z0-9_./-]*$/.test(s) && !/^(true|false|null|yes|no|on|off|y|n)$/i.test(s);
}
/**
 * A value as the block would carry it: a plain word bare, anything else as JSON (which YAML reads
 * alike). `asText`: the block's values are read as text (maestro), so a one-line string is written
 * as it is \u2014 quotes would be part of the value.
 */
function literal(v, asText = false) {
    if (typeof v === 'string' && (plainSafe(v) || (asText && v !== '' && v.trim() === v && !/[\r\n]/.test(v))))
        return v;
    return JSON.stringify(v) ?? 'null';
}
/** A key of the block as written: bare when it can be (not a word YAML reads as a boolean or null), else double-quoted. */
function blockKey(name) {
    return /^[A-Za-z_][A-Za-z0-9_-]*$/.test(name) && !/^(true|false|null)$/i.test(name) ? name : JSON.stringify(name);
}
function num(v) {
    return typeof v === 'number' && Number.isFinite(v);
}
function countOf(n, one, many) {
    return `${n} ${n === 1 ? one : many}`;
}
/** A size range in words: `1\u201340 characters`, `at least 1 item`, `at most 3 items`. */
function sizeRange(min, max, one, many) {
    const lo = num(min) && min > 0 ? min : undefined;
    const hi = num(max) ? max : undefined;
    if (lo !== undefined && hi !== undefined)
        return lo === hi ? `exactly ${countOf(lo, one, many)}` : `${lo}\u2013${countOf(hi, one, many)}`;
    if (lo !== undefined)
        return `at least ${countOf(lo, one, many)}`;
    if (hi !== undefined)
        return `at most ${countOf(hi, one, many)}`;
    return undefined;
}
/** A number's bounds in words (no < or >: a template's <...> holds them): `0\u2013100`, `at least 1`, `more than 0 and at most 1`. */
function numberRange(s) {
    const lo = num(s['exclusiveMinimum']) ? `more than ${s['exclusiveMinimum']}` : num(s['minimum']) ? `at least ${s['minimum']}` : undefined;
    const hi = num(s['exclusiveMaximum']) ? `less than ${s['exclusiveMaximum']}` : num(s['maximum']) ? `at most ${s['maximum']}` : undefined;
    if (num(s['minimum']) && num(s['maximum']) && !num(s['exclusiveMinimum']) && !num(s['exclusiveMaximum']))
        return `${s['minimum']}\u2013${s['maximum']}`;
    if (lo !== undefined && hi !== undefined)
        return `${lo} and ${hi}`;
    return lo ?? hi;
}
const TYPE_WORDS = {
    string: ['string', 'strings'],
    integer: ['integer', 'integers'],
    number: ['number', 'numbers'],
    boolean: ['true or false', 'true/false values'],
    null: ['null', 'nulls'],
    array: ['list', 'lists'],
    object: ['mapping', 'mappings'],
};
/** A template line's <...> holds at most this much; a longer value says its type and points to the key's line. */
const MAX_TEMPLATE_VALUE_CHARS = 80;
/** A value's schema in words; `depth` bounds nested mappings and lists. */
function describeValue(s, depth, asText) {
    if (s === true || (isObj(s) && Object.keys(s).every((k) => ANNOTATIONS.has(k))))
        return { text: 'any value', complete: true, short: 'any value' };
    if (!isObj(s))
        return { text: 'see the schema', complete: false, short: 'value' };
    let complete = Object.keys(s).every((k) => VALUE_KEYWORDS.has(k));
    if (Object.hasOwn(s, 'const')) {
        const lit = literal(s['const'], asText);
        return { text: `exactly ${lit}`, literal: lit, complete, short: 'value' };
    }
    const parts = [];
    let choices;
    if (Array.isArray(s['enum'])) {
        const values = s['enum'].slice(0, MAX_ENUM_VALUES).map((v) => literal(v, asText));
        if (s['enum'].length > MAX_ENUM_VALUES)
            complete = false;
        const more = s['enum'].length > MAX_ENUM_VALUES;
        // A value holding the separator would read as two: then each value in backticks, comma-separated.
        if (values.some((v) => v.includes('|'))) {
            choices = `one of ${values.map((v) => `\`${v}\``).join(', ')}${more ? ', \u2026' : ''}`;
            parts.push(choices);
        }
        else {
            choices = `${values.join(' | ')}${more ? ' | \u2026' : ''}`;
            parts.push(`one of ${choices}`);
        }
    }
    const types = typeof s['type'] === 'string' ? [s['type']] : Array.isArray(s['type']) ? s['type'].filter((t) => typeof t === 'string') : [];
    if (s['type'] !== undefined && types.length === 0)
        complete = false;
    const has = (t) => types.includes(t);
    if (choices === undefined && types.length > 0) {
        if (has('array') && types.length === 1) {
            const items = s['items'];
            if (items === undefined || items === true)
                parts.push('list');
            else if (depth >= 1) {
                parts.push('list');
                complete = false;
            }
            else {
                const inner = describeValue(items, depth + 1, asText);
                if (!inner.complete)
                    complete = false;
                const plain = isObj(items) && typeof items['type'] === 'string' && Object.keys(items).every((k) => k === 'type' || ANNOTATIONS.has(k)) ? TYPE_WORDS[items['type']]?.[1] : undefined;
                parts.push(plain !== undefined ? `list of ${plain}` : `list, each item ${inner.literal ?? inner.text}`);
            }
        }
        else if (has('object') && types.length === 1 && isObj(s['properties'])) {
            if (depth >= 1) {
                parts.push('mapping');
                complete = false;
            }
            else {
                const required = Array.isArray(s['required']) ? s['required'].filter((r) => typeof r === 'string') : [];
                const keys = Object.entries(s['properties']).map(([k, v]) => {
                    const inner = describeValue(v, depth + 1, asText);
                    if (!inner.complete)
                        complete = false;
                    return `${blockKey(k)} (${required.includes(k) ? 'required, ' : ''}${inner.literal ?? inner.text})`;
                });
                if (required.some((r) => !Object.hasOwn(s['properties'], r)))
                    complete = false;
                parts.push(`mapping with keys ${keys.join('; ')}`);
                if (s['additionalProperties'] === false)
                    parts.push('no other keys');
                else if (s['additionalProperties'] !== undefined && s['additionalProperties'] !== true)
                    complete = false;
            }
        }
        else {
            parts.push(types.map((t) => TYPE_WORDS[t]?.[0] ?? t).join(' or '));
            if (has('object') && (s['properties'] !== undefined || s['required'] !== undefined || s['additionalProperties'] !== undefined))
                complete = false;
            if (has('array') && s['items'] !== undefined)
                complete = false;
        }
    }
    else if (choices === undefined && (s['properties'] !== undefined || s['items'] !== undefined))
        complete = false;
    const range = numberRange(s);
    if (range !== undefined)
        parts.push(range);
    if (num(s['multipleOf']))
        parts.push(`a multiple of ${s['multipleOf']}`);
    const length = sizeRange(s['minLength'], s['maxLength'], 'character', 'characters');
    if (length !== undefined)
        parts.push(length);
    if (typeof s['pattern'] === 'string')
        parts.push(`matching the regular expression ${JSON.stringify(s['pattern'])}`);
    if (typeof s['format'] === 'string')
        parts.push(`format ${s['format']}`);
    const count = sizeRange(s['minItems'], s['maxItems'], 'item', 'items');
    if (count !== undefined)
        parts.push(count);
    if (s['uniqueItems'] === true)
        parts.push('no duplicates');
    // The type words alone: `list` of `list, each item \u2026`, `mapping` of `mapping with keys \u2026`.
    const short = choices === undefined && parts.length > 0 ? parts[0].split(/[,;(]| with | each /)[0].trim() : 'value';
    return { text: parts.length > 0 ? parts.join(', ') : 'any value', ...(choices !== undefined ? { choices } : {}), complete, short };
}
/** `<words>`, or when the words are long or hold < or > (a pattern, an enum value): `<TYPE: see below>`. */
function templateValue(words, short) {
    return words.length <= MAX_TEMPLATE_VALUE_CHARS && !/[<>\n]/.test(words) ? `<${words}>` : `<${short.replace(/[<>]/g, '')}: see the key below>`;
}
/**
 * The guide to a gate_schema: the keys it declares, minus `reserved` (the block's own fields, which
 * are never extra keys), required first.
 */
function gateSchemaGuide(schema, reserved, options = {}) {
    const asText = options.asText === true;
    let complete = Object.keys(schema).every((k) => TOP_KEYWORDS.has(k)) && (schema['type'] === undefined || schema['type'] === 'object');
    const properties = isObj(schema['properties']) ? schema['properties'] : {};
    if (schema['properties'] !== undefined && !isObj(schema['properties']))
        complete = false;
    const required = Array.isArray(schema['required']) ? [...new Set(schema['required'].filter((r) => typeof r === 'string'))] : [];
    const names = [...required, ...Object.keys(properties).filter((k) => !required.includes(k))].filter((n) => !reserved.has(n) && !FORBIDDEN_KEYS.has(n));
    if (names.length > MAX_GUIDE_FIELDS)
        complete = false;
    const fields = [];
    for (const name of names.slice(0, MAX_GUIDE_FIELDS)) {
        const own = Object.hasOwn(properties, name) ? properties[name] : true;
        const d = describeValue(own, 0, asText);
        if (!d.complete)
            complete = false;
        // Bounded: words (or a constant) too long for the prompt are cut, and the schema's JSON says the rest.
        const words = d.text.length > MAX_VALUE_WORDS_CHARS ? `${d.text.slice(0, MAX_VALUE_WORDS_CHARS - 1)}\u2026` : d.text;
        const lit = d.literal !== undefined && d.literal.length <= MAX_VALUE_WORDS_CHARS ? d.literal : undefined;
        if (words !== d.text || lit !== d.literal)
            complete = false;
        const note = isObj(own) ? (typeof own['description'] === 'string' ? own['description'] : typeof own['title'] === 'string' ? own['title'] : undefined) : undefined;
        fields.push({
            name,
            required: required.includes(name),
            value: lit ?? (d.literal !== undefined ? '<value: see the schema below>' : templateValue(d.choices ?? d.text, d.short)),
            text: d.text === 'any value' || /\bstrings?\b/.test(d.text),
            about: `${words}${note !== undefined && oneLine(note) !== '' ? ` \u2014 ${oneLine(note)}` : ''}`,
        });
    }
    const extra = schema['additionalProperties'];
    const unevaluated = schema['unevaluatedProperties'];
    let others = 'any';
    let othersAbout;
    if (extra === false || (unevaluated === false && complete))
        others = 'none';
    else if (extra !== undefined && extra !== true) {
        others = 'some';
        const d = describeValue(extra, 1, asText);
        if (d.complete)
            othersAbout = d.literal !== undefined ? `exactly ${d.literal}` : d.text;
        else
            complete = false;
    }
    else if (unevaluated !== undefined && unevaluated !== true) {
        others = 'some';
        complete = false;
    }
    if (!complete && others === 'any' && Object.keys(schema).some((k) => !TOP_KEYWORDS.has(k)))
        others = 'some';
    const description = typeof schema['description'] === 'string' && oneLine(schema['description']) !== '' ? oneLine(schema['description']) : undefined;
    const guide = { fields, others, ...(description !== undefined ? { description } : {}), ...(othersAbout !== undefined ? { othersAbout } : {}) };
    if (!complete) {
        const text = JSON.stringify(schema);
        guide.json = text.length > MAX_SCHEMA_JSON_CHARS ? { text: `${text.slice(0, MAX_SCHEMA_JSON_CHARS)}\u2026`, cut: true } : { text, cut: false };
    }
    return guide;
}
/** The result block's lines for the declared keys: `<indent><key>: <value>`. */
function guideTemplateLines(guide, keyOf, indent) {
    return guide.fields.map((f) => `${indent}${keyOf(f.name)}: ${f.value}`);
}
function fenceFor(text) {
    const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
    return '`'.repeat(longest + 1);
}
/**
 * The stage contract's lines about the schema: which keys it checks (`checks`: in the words of the
 * block), each declared key, the keys it allows besides, and its JSON when the keys do not say it all.
 * `yaml`: the block is YAML (a string that reads as a number must be quoted).
 */
function guideContractLines(guide, source, checks, keyOf, yaml) {
    const where = source.startsWith('inline at ') ? source : `\`${source}\``;
    const lines = [
        `- This step's gate_schema (${where}) checks ${checks}: a result that does not match it fails the stage (GATE_SCHEMA_VIOLATION).${guide.description !== undefined ? ` It says: ${guide.description}` : ''}${guide.fields.length > 0 ? ' The template above has a line for each key it declares:' : ' It declares no key by name.'}`,
    ];
    for (const f of guide.fields)
        lines.push(`  - \`${keyOf(f.name)}\` (${f.required ? 'required' : 'optional: leave its line out when it does not apply'}): ${f.about}`);
    if (guide.others === 'none')
        lines.push('- No other extra key is allowed.');
    else if (guide.others === 'some')
        lines.push(guide.othersAbout !== undefined ? `- Any other extra key must be ${guide.othersAbout}.` : '- Other extra keys must match the schema below.');
    if (guide.json !== undefined) {
        const f = fenceFor(guide.json.text);
        lines.push(`- The schema in full (every rule in it is checked${guide.json.cut ? `; cut here at ${MAX_SCHEMA_JSON_CHARS} characters, the whole schema is ${where}` : ''}):`, '', `${f}json`, guide.json.text, f, '');
    }
    // Free text in YAML: a `: `, a ` #`, a leading - * & ! @ % or quote, a number's or true's look all change or break it.
    if (yaml && guide.fields.some((f) => f.text)) {
        lines.push('- Write each string value in double quotes, escaping `"` and `\\` as in JSON (`notes: "Looks fine: ship it"`): unquoted, YAML misreads a value that holds `: ` or ` #`, starts with `-`, `*`, `&`, `!`, `@`, `%`, `[`, `{` or a quote, or reads as a number, true or null ("1.0", "true").');
    }
    return lines;
}


/***/ }),

/***/ 5888:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $D: () => (/* binding */ absentOptionalInputs),
/* harmony export */   Be: () => (/* binding */ seenByStep),
/* harmony export */   Bx: () => (/* binding */ renderInstruction),
/* harmony export */   Gp: () => (/* binding */ ABSENT_TEXT),
/* harmony export */   Q1: () => (/* binding */ usesAbsent)
/* harmony export */ });
/* unused harmony export withAbsent */
/* harmony import */ var _placeholders_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2183);
/* harmony import */ var _input_order_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4864);
// Optional inputs that an invocation does not give are *absent*, not missing: only required
// inputs are WORKFLOW_INPUT_REQUIRED. Where an absent input's placeholder appears decides what it
// becomes (docs/workflow-format.md#optional-inputs):
//   - prompt text, inline_instruction, action and instruction: the marker ABSENT_TEXT, which the
//     assembled prompt explains, so the agent can tell "not given" from a value;
//   - `run:` text: the empty word ('');
//   - a child step's input: the input is not passed (the child sees it absent too);
//   - a path (output, state_path, a foreach source, a prompt or child path): an error, since no
//     file can be named after nothing (validate reports it; a run stops before the stage).


/** What an absent optional input renders as in text given to an agent. */
const ABSENT_TEXT = '(not given)';
/** Declared optional inputs with no value (unbound or empty). */
function absentOptionalInputs(workflow, bindings) {
    const out = new Set();
    for (const name of workflow.inputs.optional) {
        const v = bindings.get(name);
        if (v === undefined || v === '')
            out.add(name);
    }
    return out;
}
/** Whether `template` names one of `absent`. */
function usesAbsent(template, absent) {
    if (absent.size === 0)
        return false;
    for (const m of template.matchAll(_placeholders_js__WEBPACK_IMPORTED_MODULE_0__/* .PLACEHOLDER */ .Kx))
        if (absent.has(m[1]))
            return true;
    return false;
}
/**
 * `bindings` as seen through absent inputs: each of them reads as `value` (the marker, or '' for
 * shell text); everything else, runtime references included, reads from `bindings` itself.
 */
class AbsentView extends Map {
    base;
    absent;
    value;
    constructor(base, absent, value) {
        super();
        this.base = base;
        this.absent = absent;
        this.value = value;
    }
    get(name) {
        const v = this.base.get(name);
        return (v === undefined || v === '') && this.absent.has(name) ? this.value : v;
    }
    has(name) {
        return this.get(name) !== undefined;
    }
}
function withAbsent(bindings, absent, value) {
    return absent.size === 0 ? bindings : new AbsentView(bindings, absent, value);
}
/** A hand-off instruction as people read it: inputs resolved, absent ones as ABSENT_TEXT, anything unknown left as written. */
function renderInstruction(text, workflow, bindings) {
    const view = withAbsent(bindings, absentOptionalInputs(workflow, bindings), ABSENT_TEXT);
    return (0,_placeholders_js__WEBPACK_IMPORTED_MODULE_0__/* .replacePlaceholders */ .Lb)(text, (name) => view.get(name));
}
/** `view` with a step's own inputs over it. */
class OwnInputsView extends Map {
    view;
    own;
    constructor(view, own) {
        super();
        this.view = view;
        this.own = own;
    }
    get(name) {
        return this.own.get(name) ?? this.view.get(name);
    }
    has(name) {
        return this.get(name) !== undefined;
    }
}
/**
 * What text given to `step` sees (withAbsent): absent optional inputs read as `value`, and so do
 * they inside the step's own inputs built from them (`origin: 'from {{source}}'` reads `from (not
 * given)` in a prompt, `from ` in run: text), which run/bindings.ts leaves unbound (or bound with
 * the empty text) where the input was not given. A child step's inputs are left as they are: an
 * absent one is not passed (steps/child/run.ts).
 */
function seenByStep(workflow, step, bindings, value) {
    const absent = absentOptionalInputs(workflow, bindings);
    const view = withAbsent(bindings, absent, value);
    if (absent.size === 0 || step.kind === 'child_workflow' || step.def.inputs === undefined)
        return view;
    const texts = (0,_input_order_js__WEBPACK_IMPORTED_MODULE_1__/* .inputTexts */ .Ld)(step.def.inputs);
    const own = new Map();
    const through = new OwnInputsView(view, own);
    for (const name of (0,_input_order_js__WEBPACK_IMPORTED_MODULE_1__/* .inputOrder */ .HH)(step.def.inputs, false).order) {
        const text = texts.get(name);
        const built = usesAbsent(text, absent) || [...text.matchAll(_placeholders_js__WEBPACK_IMPORTED_MODULE_0__/* .PLACEHOLDER */ .Kx)].some((m) => own.has(m[1]));
        if (!built)
            continue;
        try {
            own.set(name, (0,_placeholders_js__WEBPACK_IMPORTED_MODULE_0__/* .substitute */ .V2)(text, through));
        }
        catch (error) {
            if (!(error instanceof _placeholders_js__WEBPACK_IMPORTED_MODULE_0__/* .PlaceholderError */ .ik))
                throw error;
        }
    }
    return own.size === 0 ? view : through;
}


/***/ }),

/***/ 8898:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ gateKeysRead),
/* harmony export */   j: () => (/* binding */ gateKeysNamed)
/* harmony export */ });
/* harmony import */ var _expressions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4206);
/* harmony import */ var _placeholders_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2183);
/* harmony import */ var _references_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6991);
// The extra gate keys a workflow reads of a step: `steps.<id>.gate.<key>` in its decisions and
// {{steps.<id>.gate.<key>}} (or gate_or_empty) in any step's text, with the values the decisions
// compare the key with. A stage judged by another runner's result block (maestro, aiox) has a
// gate only as its block gives it, so its prompt's block template must name these keys: a key
// asked for only in the task text is a key a literal-minded agent leaves out, and the decision
// that reads it routes on null (quality-loop's business_test_status, qa-loop's verdict).



/**
 * The keys of `stepId`'s gate the workflow reads, in the order it first reads them. Collected again
 * at each call, with no cache kept across runs: one pass over the workflow's steps, asked once per
 * prompt of an agent step judged by another runner's result block (steps/process/prompt.ts).
 */
function gateKeysRead(workflow, stepId) {
    const list = [];
    for (const r of collect(workflow, 'steps')) {
        // A branch's gate is the branch's, not the step's.
        if (r.branch !== undefined)
            continue;
        // A decision finds its step case-insensitively (steps/decision/run.ts); a {{steps.<id>\u2026}} placeholder
        // names it exactly: Build's keys are not build's.
        if (r.fold ? r.step.toLowerCase() !== stepId.toLowerCase() : r.step !== stepId)
            continue;
        // Expressions read keys case-insensitively: one key, spelt as first read.
        let read = list.find((k) => k.key.toLowerCase() === r.key.toLowerCase());
        if (read === undefined)
            list.push((read = { key: r.key, values: [], readers: [] }));
        if (!read.readers.includes(r.reader))
            read.readers.push(r.reader);
        if (r.value !== undefined && !read.values.includes(r.value))
            read.values.push(r.value);
    }
    return list;
}
/**
 * The gate reads of the workflow, in its order: a decision's `steps.<id>.gate.<key>` or
 * `steps.<id>.branches.<branch>.gate.<key>` (with the values it compares them with), a
 * `{{steps.\u2026.gate.<key>}}` placeholder (or gate_or_empty) in a step's text.
 */
function collect(workflow, scope) {
    const out = [];
    const decisions = (def, reader) => {
        for (const branch of def.decide ?? []) {
            if (!('if' in branch))
                continue;
            const compiled = (0,_expressions_js__WEBPACK_IMPORTED_MODULE_0__/* .compileExpression */ .Wo)(branch.if);
            if (!compiled.ok)
                continue;
            for (const { names } of (0,_expressions_js__WEBPACK_IMPORTED_MODULE_0__/* .contextPaths */ .A9)(compiled)) {
                const read = gatePath(names);
                if (read !== undefined)
                    out.push({ ...read, fold: true, reader });
            }
            for (const { names, literal } of (0,_expressions_js__WEBPACK_IMPORTED_MODULE_0__/* .comparedLiterals */ .aY)(compiled)) {
                const read = gatePath(names);
                if (read !== undefined)
                    out.push({ ...read, fold: true, reader, value: literal });
            }
        }
        if (scope === 'nested')
            for (const inner of [...Object.values(def.per_item ?? {}), ...Object.values(def.parallel?.branches ?? {})])
                decisions(inner, reader);
    };
    for (const step of workflow.steps.values()) {
        decisions(step.def, step.id);
        const { per_item: _items, ...own } = step.def;
        for (const text of strings(scope === 'nested' ? step.def : own)) {
            for (const m of text.matchAll(_placeholders_js__WEBPACK_IMPORTED_MODULE_1__/* .PLACEHOLDER */ .Kx)) {
                const ref = (0,_references_js__WEBPACK_IMPORTED_MODULE_2__/* .parseReference */ .F2)(m[1]);
                if (ref?.what === 'gate')
                    out.push({ step: ref.step, ...(ref.branch !== undefined ? { branch: ref.branch } : {}), fold: false, key: ref.key, reader: step.id });
            }
        }
    }
    return out;
}
/** steps.<id>.gate.<key> or steps.<id>.branches.<branch>.gate.<key>, nothing after it: the step (and branch) and key it reads. */
function gatePath(names) {
    if (names[0]?.toLowerCase() !== 'steps')
        return undefined;
    if (names.length === 4 && names[2].toLowerCase() === 'gate')
        return { step: names[1], key: names[3] };
    if (names.length === 6 && names[2].toLowerCase() === 'branches' && names[4].toLowerCase() === 'gate')
        return { step: names[1], branch: names[3], key: names[5] };
    return undefined;
}
/** Every string held in a step's definition (its texts, its stage inputs, a child's inputs \u2026). */
function* strings(value) {
    if (typeof value === 'string')
        yield value;
    else if (Array.isArray(value))
        for (const v of value)
            yield* strings(v);
    else if (typeof value === 'object' && value !== null)
        for (const v of Object.values(value))
            yield* strings(v);
}
/**
 * Every gate key the workflow names where it reads a gate \u2014 a decision's `steps.<id>.gate.<key>`
 * or `steps.<parallel>.branches.<branch>.gate.<key>`, a `{{steps.\u2026.gate.<key>}}` placeholder (or
 * gate_or_empty), of any step, per_item steps and parallel branches included: the workflow's own
 * words (run/gate-secrets.ts withheldGate keeps such a key as written).
 */
function gateKeysNamed(workflow) {
    return [...new Set(collect(workflow, 'nested').map((r) => r.key))];
}


/***/ }),

/***/ 7504:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ agentRecordRun)
/* harmony export */ });
/* harmony import */ var _state_store_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9916);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2862);


/** `found`: the run as read (before the lock, or again under it). */
function agentRecordRun(ctx, found = ctx.existing) {
    if (found.kind === 'ok')
        return found.state;
    if (found.kind !== 'absent' || ctx.sharedStatePath === undefined)
        return undefined;
    // Another run id's state, or none that replays: not this run's record.
    // One that cannot be read is not this fresh start's concern (it never reads that run otherwise).
    let shared;
    try {
        shared = (0,_state_store_js__WEBPACK_IMPORTED_MODULE_0__/* .loadRun */ .Sj)({ state: ctx.sharedStatePath.abs }, ctx.workflow, ctx.sharedStatePath.rel, { log: false });
    }
    catch (error) {
        if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .isStagegateError */ .W)(error))
            return undefined;
        throw error;
    }
    return shared.kind === 'ok' && shared.state.run_id === ctx.runId ? shared.state : undefined;
}


/***/ }),

/***/ 9183:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GL: () => (/* binding */ askedMessage),
/* harmony export */   Ym: () => (/* binding */ askedFix),
/* harmony export */   k3: () => (/* binding */ answerCommand),
/* harmony export */   kx: () => (/* binding */ askingStep),
/* harmony export */   x$: () => (/* binding */ unansweredAsks)
/* harmony export */ });
/* unused harmony exports ANSWER_PLACEHOLDER, answerNames */
/* harmony import */ var _state_state_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6624);
/* harmony import */ var _state_store_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9916);
/* harmony import */ var _command_line_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1439);



/** The placeholder the command carries where the person's answer goes. */
const ANSWER_PLACEHOLDER = '<your answer>';
/** The inputs `step` asks for that `bindings` has no value for (absent or empty), in its order. */
function unansweredAsks(step, bindings) {
    return (step?.def.asks ?? []).filter((name) => (bindings.get(name) ?? '') === '');
}
/** `resume` (the command that continues the run) with each name given the answer placeholder. */
function answerCommand(resume, names) {
    return `${resume} ${names.map((n) => `${n}=${(0,_command_line_js__WEBPACK_IMPORTED_MODULE_2__/* .shellWord */ .r7)(ANSWER_PLACEHOLDER)}`).join(' ')}`;
}
/** The inputs a printed answer command (answerCommand) leaves for the person to fill in: `NAME='<your answer>'` words. */
function answerNames(command) {
    if (!command)
        return [];
    const placeholder = shellWord(ANSWER_PLACEHOLDER).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return [...command.matchAll(new RegExp(`(?:^| )([A-Za-z_][A-Za-z0-9_.-]*)=${placeholder}(?= |$)`, 'g'))].map((m) => m[1]);
}
/** The stop's message: which step asks for what (its description: the question), and the command that answers. */
function askedMessage(step, names, answer) {
    const question = step.def.description !== undefined ? ` (${step.def.description})` : '';
    return `step ${step.id} asks for ${names.join(', ')}${question}, which ${names.length === 1 ? 'was' : 'were'} not given: answer with \`${answer}\``;
}
/** The stop's fix: run the answer; `showPrompt`, for a step that gets a prompt, is the plan command that shows what it will be told. */
function askedFix(stepWords, names, answer, showPrompt) {
    const shows = showPrompt === undefined ? '' : ` (\`${showPrompt}\` shows what the step will be told)`;
    return `Answer ${stepWords}: run \`${answer}\` with your answer${names.length === 1 ? '' : 's'} in place of ${ANSWER_PLACEHOLDER}${shows}.`;
}
/**
 * The step that asks, of a run stopped WORKFLOW_INPUT_REQUIRED: its active step, or at a foreach
 * step, the per-item step its active item's run stopped at (that run's own state, read as status
 * reads an item's; undefined when it did not stop for an answer).
 */
function askingStep(workflow, state, workspace) {
    const id = state.active_step;
    if (id === null)
        return undefined;
    const step = workflow.steps.get(id);
    const record = state.steps[id]?.foreach;
    if (step?.def.foreach === undefined || record === undefined)
        return step;
    const path = (0,_state_state_js__WEBPACK_IMPORTED_MODULE_0__/* .foreachSummary */ .bM)(record).active?.state_path;
    const at = path == null ? undefined : workspace.tryResolve(path);
    const read = at ? (0,_state_store_js__WEBPACK_IMPORTED_MODULE_1__/* .readCarriedState */ .OT)(at.abs) : undefined;
    if (read?.kind !== 'ok' || read.state.active_step === null || read.state.status !== 'WORKFLOW_INPUT_REQUIRED')
        return undefined;
    const def = step.def.per_item?.[read.state.active_step];
    return def ? { def } : undefined;
}


/***/ }),

/***/ 2438:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rV: () => (/* binding */ RETRYABLE),
  iQ: () => (/* binding */ runAttempts)
});

// UNUSED EXPORTS: acrossInvocations, inputsFor, logCutShort, recordable, usagePartial

// EXTERNAL MODULE: ./src/core/run/scoped-note.ts
var scoped_note = __webpack_require__(9766);
// EXTERNAL MODULE: ./src/core/run/stop-codes.ts
var stop_codes = __webpack_require__(2454);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(5217);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/run/errors.ts
var errors = __webpack_require__(2862);
// EXTERNAL MODULE: ./src/core/run/reduce.ts + 3 modules
var reduce = __webpack_require__(2712);
// EXTERNAL MODULE: ./src/core/run/stage-command.ts
var stage_command = __webpack_require__(6519);
// EXTERNAL MODULE: ./src/core/run/leftovers.ts
var leftovers = __webpack_require__(1289);
// EXTERNAL MODULE: ./src/core/run/effects.ts
var effects = __webpack_require__(1319);
// EXTERNAL MODULE: ./src/core/state/lock.ts
var lock = __webpack_require__(210);
// EXTERNAL MODULE: ./src/core/gate/workflow-gate.ts
var workflow_gate = __webpack_require__(4852);
// EXTERNAL MODULE: ./src/core/gate/contracts/index.ts + 3 modules
var contracts = __webpack_require__(9819);
// EXTERNAL MODULE: ./src/core/gate/contracts/contract-of.ts
var contract_of = __webpack_require__(1883);
// EXTERNAL MODULE: ./src/core/state/own-file.ts
var own_file = __webpack_require__(2076);
// EXTERNAL MODULE: ./src/core/workspace/digest.ts
var digest = __webpack_require__(3929);
// EXTERNAL MODULE: ./src/core/model/workflow.ts
var model_workflow = __webpack_require__(7280);
// EXTERNAL MODULE: ./src/core/gate/gate-schema.ts
var gate_schema = __webpack_require__(8266);
// EXTERNAL MODULE: ./src/core/model/did-you-mean.ts
var did_you_mean = __webpack_require__(1742);
;// CONCATENATED MODULE: ./src/core/gate/stray-output.ts
// An agent that wrote its result to the wrong path (`work-out.md` for `work.md`): the file a stage
// created beside its declared output, with a name near it, named in STAGE_OUTPUT_MISSING so the
// stop (and the next attempt's prompt, which quotes it) says where the result went. The folder's
// names are read once before the attempt and once after a missing output: two readdirs, no stat.



/** The names in the output's folder now (undefined: it cannot be listed). */
function namesBeside(output) {
    try {
        return new Set((0,external_node_fs_.readdirSync)((0,external_node_path_.dirname)(output.abs)));
    }
    catch {
        return undefined;
    }
}
/** A name without its last extension (`work-out` of `work-out.md`). */
const stemOf = (name) => name.replace(/(?<=.)\.[^.]*$/, '');
/**
 * The workspace-relative path of a file the attempt created in the output's folder (not among
 * `before`) whose name is near the declared one: the same name but for its extension, a did-you-mean
 * match (a typo), or one name's stem holding the other's (`work-out.md`, `final-work.md` for
 * `work.md`; stems of 3 characters or more). Undefined when there is none.
 */
function strayOutput(output, before) {
    if (before === undefined)
        return undefined;
    const folder = (0,external_node_path_.dirname)(output.abs);
    let created;
    try {
        created = (0,external_node_fs_.readdirSync)(folder, { withFileTypes: true })
            .filter((e) => e.isFile() && !before.has(e.name))
            .map((e) => e.name)
            .sort();
    }
    catch {
        return undefined;
    }
    if (created.length === 0)
        return undefined;
    const base = output.rel.slice(output.rel.lastIndexOf('/') + 1);
    const stem = stemOf(base).toLowerCase();
    const stems = created.map((n) => stemOf(n).toLowerCase());
    const near = (0,did_you_mean/* closest */.kp)(stem, stems);
    const holds = (other) => stem.length >= 3 && other.length >= 3 && (other.includes(stem) || stem.includes(other));
    const at = near !== undefined ? stems.indexOf(near) : stems.findIndex(holds);
    if (at < 0)
        return undefined;
    const dir = output.rel.slice(0, output.rel.lastIndexOf('/') + 1);
    return `${dir}${created[at]}`;
}

;// CONCATENATED MODULE: ./src/core/gate/judge.ts
// One judge for every finished attempt: its process result first (a spawn failure, a timeout, a
// signal or a non-zero exit is a failure \u2014 an agent being alive is never a result), then the
// step's result: the declared output and its WORKFLOW_GATE, another runner's result contract,
// or the exit status alone. One verdict type for stages and parallel branches alike.










function statOrUndefined(path) {
    try {
        // Absent is the common answer (an output before its first attempt): told without an exception,
        // whose stack trace each stage paid for.
        return (0,external_node_fs_.statSync)(path, { throwIfNoEntry: false });
    }
    catch {
        return undefined;
    }
}
/** Same inode, same size, same change time: the file was not (re)written. */
function sameFile(a, b) {
    return a.ino === b.ino && a.dev === b.dev && a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs;
}
function processVerdict(a) {
    const { step, result, log } = a;
    if (result.spawnError !== undefined) {
        // ESPAWNER: the process that spawned the stage (host/spawner.ts) died under it; the stage was stopped with it.
        if (result.spawnErrorCode === 'ESPAWNER')
            return { ok: false, code: 'STAGE_FAILED', message: `step ${step.id} was stopped: ${result.spawnError}` };
        return { ok: false, code: 'STAGE_FAILED', message: `step ${step.id} could not start: ${result.spawnError}` };
    }
    if (result.timedOut)
        return { ok: false, code: 'STAGE_TIMEOUT', message: `step ${step.id} exceeded its time limit and was killed (log: ${log.rel})` };
    if (result.exitCode !== 0) {
        const how = result.signal ? `was killed by ${result.signal}` : `exited with status ${result.exitCode}`;
        const wrote = writtenBeforeFailing(a);
        if (wrote === undefined)
            return { ok: false, code: 'STAGE_FAILED', message: `step ${step.id} ${how} (log: ${log.rel})` };
        return {
            ok: false,
            code: 'STAGE_FAILED',
            message: `step ${step.id} ${how} (log: ${log.rel}); it wrote its declared output ${wrote} first, which a failed attempt never counts \u2014 an agent that cannot proceed lists its open questions there`,
            fix: `Read ${wrote} (what the agent wrote before it failed: its open questions or blockers) and the stage log, fix the cause, then resume: the same step runs again as a new attempt.`,
        };
    }
    return undefined;
}
/**
 * The declared output an agent stage wrote in an attempt that then failed, when it did. The stage
 * contract tells an agent that cannot proceed, and has no status that says so, to write its
 * questions there and exit non-zero: the stop names the file, not only the log.
 */
function writtenBeforeFailing(a) {
    if (a.step.kind !== 'agent' || a.judging !== 'gate' || a.output === undefined)
        return undefined;
    const now = statOrUndefined(a.output.abs);
    if (now === undefined || !now.isFile())
        return undefined;
    return a.before !== undefined && sameFile(a.before, now) ? undefined : a.output.rel;
}
/** The output, checked again now that it exists (a stage may have made it a link out of the workspace). */
function confined(a, output) {
    try {
        return a.workspace.resolve(output.rel, `output of step ${a.step.id}`);
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        return { ok: false, code: error.code, message: `${error.message} The stage replaced its output with a link out of the workspace; it was not read.` };
    }
}
/** A file the runner cannot read (chmod 000, a FIFO) is not accepted: a verdict recorded in state, never a crash. */
function notReadable(step, output) {
    const why = (0,own_file/* unreadableBecause */.Qg)(output.abs);
    return why === undefined ? undefined : { ok: false, code: 'STAGE_OUTPUT_MISSING', message: `declared output ${output.rel} of step ${step.id} cannot be read (${why}); it was not accepted` };
}
/**
 * The evidence read once: its digest and its last `window` bytes. A file that changed while it was
 * read (a process the stage left running still writes it) is refused: the gate judged and the
 * digest recorded must be the same bytes.
 */
function readEvidence(step, evidence, window, watch) {
    try {
        return (0,digest/* sha256FileWithTail */.Qe)(evidence.abs, window, watch);
    }
    catch (error) {
        if (error instanceof digest/* FileChangedWhileReadError */.CC) {
            return {
                ok: false,
                code: 'STALE_ARTIFACT_REJECTED',
                message: `step ${step.id}: ${evidence.rel} ${error.how} while the runner read it for its result and sha256, so they would describe different bytes; it was not accepted (a process the stage left running may still be writing it)`,
                fix: `Make the stage finish writing ${evidence.rel} before it exits (wait for any process it starts in the background), then resume: the same step runs again (nothing of it was accepted, so there is no verdict to take back).`,
            };
        }
        if (error.code === 'ENOENT')
            return { ok: false, code: 'GATE_RESULT_MISSING', message: `${evidence.rel}: file not found` };
        if (error instanceof own_file/* NotRegularFileError */.iZ)
            return { ok: false, code: 'GATE_RESULT_MISSING', message: `${evidence.rel}: it is ${error.kind}, not a file` };
        throw error;
    }
}
const digestOf = (read) => ({ sha256: read.sha256, size: read.size });
/** The accepted verdict of a read, with the watched strings it found. */
const accepted = (gate, evidence, read) => ({ ok: true, gate, evidence, digest: digestOf(read), ...(read.found.length > 0 ? { holds: read.found } : {}) });
/**
 * A status the step does not route: said about the file it was read from (`evidence`), at the
 * gate's `status:` line when known (`out.md:6: step write reported status \u2026`).
 */
function unrouted(step, status, evidence, statusLine) {
    if (step.def.statuses && Object.prototype.hasOwnProperty.call(step.def.statuses, status))
        return undefined;
    const allowed = Object.keys(step.def.statuses ?? {}).join(', ');
    const message = `step ${step.id} reported status ${status}, which the workflow does not route (allowed: ${allowed})`;
    if (statusLine === undefined)
        return { ok: false, code: 'WORKFLOW_STATUS_CONTRACT_VIOLATION', message: `${evidence.rel}: ${message}` };
    return { ok: false, code: 'WORKFLOW_STATUS_CONTRACT_VIOLATION', message: `${evidence.rel}:${statusLine}: ${message}`, location: { file: evidence.rel, line: statusLine } };
}
/** A gate that does not parse, about its file: `out.md:5: \u2026` and its location when the line is known. */
function unparsed(evidence, parsed) {
    const message = (0,workflow_gate/* gateFailureText */.De)(evidence.rel, parsed);
    return parsed.line === undefined ? { ok: false, code: 'GATE_RESULT_MISSING', message } : { ok: false, code: 'GATE_RESULT_MISSING', message, location: { file: evidence.rel, line: parsed.line } };
}
/**
 * A status of the step's failure_statuses: the stage says it could not do its work. The attempt
 * fails as a failed process does (STAGE_FAILED: retried, then on_failure, else a resumable stop
 * where an optional step may be skipped) \u2014 never a verdict the run routes on.
 */
function failing(step, status, evidence, log) {
    if (step.def.failure_statuses?.includes(status) !== true)
        return undefined;
    return {
        ok: false,
        code: 'STAGE_FAILED',
        message: `step ${step.id} reported status ${status} (${evidence.rel}), one of its failure_statuses: the stage could not do its work (log: ${log.rel})`,
        failureStatus: status,
        // Why is in what the stage wrote (its output, before the status) more than in its log.
        fix: `Read why in the stage's output ${evidence.rel} (what it wrote before its status) and its log ${log.rel}, fix the cause, then resume: the same step runs again as a new attempt.`,
    };
}
/**
 * A status the step routes to ASK: the gate must carry the question (`question:`, text). Such a
 * gate is accepted as a question (run/questions.ts), never as the step's result: the gate_schema,
 * which describes results, is not checked against it (a closed schema need not allow `question`).
 */
function asking(step, gate, evidence, statusLine) {
    if (!(0,model_workflow/* routesToAsk */.zU)(step, gate.status))
        return undefined;
    const question = gate.extra['question'];
    // A NUL byte (YAML's "\0") is no text: the answered rerun gets the question in its environment, which cannot hold one.
    if (typeof question === 'string' && question.trim() !== '' && !question.includes('\0'))
        return undefined;
    const held = typeof question === 'string' && question.includes('\0') ? '; it holds a NUL byte, which a stage\'s environment cannot carry' : question !== undefined ? `; it holds ${question === null ? 'null' : typeof question === 'object' ? 'a list or mapping' : `the ${typeof question} ${String(question)}`}` : '';
    const message = `step ${step.id} reported status ${gate.status}, which it routes to ASK, but its gate has no question (a \`question:\` key holding text${held})`;
    if (statusLine === undefined)
        return { ok: false, code: 'GATE_QUESTION_MISSING', message: `${evidence.rel}: ${message}` };
    return { ok: false, code: 'GATE_QUESTION_MISSING', message: `${evidence.rel}:${statusLine}: ${message}`, location: { file: evidence.rel, line: statusLine } };
}
/**
 * A routed gate's extra keys against the step's gate_schema: a gate-content failure like an
 * unrouted status, said at the line of the first offending key when known (`keyLines`: each
 * extra key's file line; a missing required key has none).
 */
function mismatched(a, gate, evidence, keyLines) {
    const { step, gateSchema } = a;
    if (step.def.gate_schema === undefined || (0,model_workflow/* routesToAsk */.zU)(step, gate.status))
        return undefined;
    // Every way to a run compiles the schemas when it loads the workflow (loadAndCheck): never accept unchecked.
    if (gateSchema === undefined)
        return { ok: false, code: 'GATE_SCHEMA_VIOLATION', message: `${evidence.rel}: the gate_schema of step ${step.id} was not loaded, so the gate cannot be checked (a stagegate bug: please report it)` };
    const errors = gateSchema.check(gate.extra);
    if (errors.length === 0)
        return undefined;
    const line = errors.map((e) => (e.key !== undefined && keyLines !== undefined && Object.hasOwn(keyLines, e.key) ? keyLines[e.key] : undefined)).find((l) => l !== undefined);
    const text = (0,gate_schema.gateSchemaMismatchText)(step.id, gateSchema.source, errors);
    if (line === undefined)
        return { ok: false, code: 'GATE_SCHEMA_VIOLATION', message: `${evidence.rel}: ${text}` };
    return { ok: false, code: 'GATE_SCHEMA_VIOLATION', message: `${evidence.rel}:${line}: ${text}`, location: { file: evidence.rel, line } };
}
function judgeAttempt(a) {
    // Something other than a fresh file stood at the log path (or the prompt copy could not be made): nothing ran.
    if (a.result.fileRefused !== undefined)
        return { ok: false, code: 'RUN_FILE_UNSAFE', message: `step ${a.step.id} did not start: ${a.result.fileRefused}` };
    const failed = processVerdict(a);
    if (failed)
        return failed;
    const contract = (0,contract_of/* foreignContractOf */.A)(a.step);
    if (contract)
        return judgeContract(a, contract);
    if (a.judging === 'exit')
        return { ok: true };
    const { step, output, before } = a;
    const after = statOrUndefined(output.abs);
    if (!after) {
        const missing = `step ${step.id} exited 0 but did not write its declared output ${output.rel}`;
        const stray = strayOutput(output, a.namesBefore);
        if (stray === undefined)
            return { ok: false, code: 'STAGE_OUTPUT_MISSING', message: missing };
        return {
            ok: false,
            code: 'STAGE_OUTPUT_MISSING',
            message: `${missing}; it created ${stray} beside it, a near name: its result may have gone there, which never counts`,
            fix: `Make the stage write its result at exactly ${output.rel} (its path is in $STAGEGATE_OUTPUT), not ${stray}, then resume: the same step runs again (${stray} is left as it is: remove it if it is a stray copy).`,
        };
    }
    if (!after.isFile()) {
        // Left in place, it is what the next attempt meets: a FIFO blocks its write (until the step's
        // time limit), a directory fails it. So the fix names it, to be removed first.
        const kind = (0,own_file/* kindOf */.I)(after);
        return {
            ok: false,
            code: 'STAGE_OUTPUT_MISSING',
            message: `declared output ${output.rel} of step ${step.id} is ${kind}, not a regular file`,
            fix: `Remove ${output.rel} (${kind} there ${after.isFIFO() ? "blocks the next attempt's write to it until the step's time limit" : 'is what the next attempt finds'}), and make the stage write a regular file at its declared output ($STAGEGATE_OUTPUT), then resume: the same step runs again.`,
        };
    }
    if (before && sameFile(before, after)) {
        // The attempt wrote nothing: the step has no verdict a --rerun-from could take back (the
        // catch-all fix offers one for an accepted output that changed), so the fix is the stage's.
        return {
            ok: false,
            code: 'STALE_ARTIFACT_REJECTED',
            message: `declared output ${output.rel} of step ${step.id} was not written by this attempt (an older file never counts)`,
            fix: `Make the stage write its declared output ${output.rel} anew on every attempt (its path is in $STAGEGATE_OUTPUT; the file there is older than the attempt), then resume: the same step runs again (nothing of it was accepted, so there is no verdict to take back).`,
        };
    }
    const unreadable = notReadable(step, output);
    if (unreadable)
        return unreadable;
    const evidence = confined(a, output);
    if ('ok' in evidence)
        return evidence;
    const read = readEvidence(step, evidence, workflow_gate/* GATE_WINDOW_BYTES */.Py, a.watch);
    if ('ok' in read)
        return read;
    const parsed = (0,workflow_gate/* parseGateTail */.$f)(read.tail, read.tailStart, { workflow: a.workflow, step: step.id, artifact: evidence.rel });
    if (!parsed.ok)
        return unparsed(evidence, parsed);
    return unrouted(step, parsed.gate.status, evidence, parsed.statusLine) ?? failing(step, parsed.gate.status, evidence, a.log) ?? asking(step, parsed.gate, evidence, parsed.statusLine) ?? mismatched(a, parsed.gate, evidence, parsed.keyLines) ?? accepted(parsed.gate, evidence, read);
}
/**
 * Another runner's result contract (aiox step_output, maestro COORDINATE RESULT): the block ends
 * the declared output when the attempt wrote one, else the stage's transcript. Its status routes
 * like a gate status; the file it came from is the evidence.
 */
function judgeContract(a, contract) {
    const { step, output, before } = a;
    const after = output ? statOrUndefined(output.abs) : undefined;
    const written = output !== undefined && after !== undefined && after.isFile() && !(before && sameFile(before, after));
    let evidence = a.log;
    if (written) {
        const unreadable = notReadable(step, output);
        if (unreadable)
            return unreadable;
        const checked = confined(a, output);
        if ('ok' in checked)
            return checked;
        evidence = checked;
    }
    // The transcript is the evidence either way; an agent CLI that prints JSON holds the answer inside it.
    const answer = written ? null : (a.answer?.() ?? null);
    // The evidence's digest comes from the pass its block is read from (the answer case: the
    // transcript the answer was taken from, hashed once).
    // Only a written output is watched: the transcript is a log, masked as it is written.
    const read = readEvidence(step, evidence, contracts/* RESULT_WINDOW_BYTES */.jd, written ? a.watch : undefined);
    if ('ok' in read)
        return read;
    const parsed = answer !== null ? (0,contracts/* parseContractTail */.GO)(contract, answer) : (0,contracts/* parseContractWindow */.mp)(contract, read.tail, read.tailStart);
    // Lines of the evidence file only when the block was read from it from its start (not from an answer inside JSON).
    const lines = answer === null && read.tailStart === 0;
    if (!parsed.ok) {
        if (!lines || parsed.line === undefined)
            return { ok: false, code: 'GATE_RESULT_MISSING', message: `${evidence.rel}: ${parsed.reason}` };
        return { ok: false, code: 'GATE_RESULT_MISSING', message: `${evidence.rel}:${parsed.line}: ${parsed.reason}`, location: { file: evidence.rel, line: parsed.line } };
    }
    const gate = { workflow: a.workflow, step: step.id, status: parsed.status, unresolved_critical: 0, unresolved_high: 0, source_resolvable_open: 0, artifact: evidence.rel, next_recommended: null, extra: parsed.extra };
    return unrouted(step, parsed.status, evidence, lines ? parsed.statusLine : undefined) ?? failing(step, parsed.status, evidence, a.log) ?? asking(step, gate, evidence, lines ? parsed.statusLine : undefined) ?? mismatched(a, gate, evidence, lines ? parsed.keyLines : undefined) ?? accepted(gate, evidence, read);
}

;// CONCATENATED MODULE: ./src/core/steps/process/delegation.ts
function delegationFor(stage, attemptOnVisit) {
    return stage.bounded && attemptOnVisit === 1 ? 'delegated' : 'direct';
}
/** Failures of a delegated attempt after which the direct fallback runs. */
const FALLBACK_CODES = new Set(['STAGE_TIMEOUT', 'STAGE_OUTPUT_MISSING', 'STALE_ARTIFACT_REJECTED']);
function fallsBackToDirect(delegation, code) {
    return delegation === 'delegated' && FALLBACK_CODES.has(code);
}

// EXTERNAL MODULE: ./src/core/steps/process/transcript.ts
var process_transcript = __webpack_require__(2303);
// EXTERNAL MODULE: ./src/core/steps/process/budget.ts
var budget = __webpack_require__(1964);
// EXTERNAL MODULE: ./src/core/steps/process/spend.ts
var spend = __webpack_require__(5781);
// EXTERNAL MODULE: ./src/core/model/invocation.ts
var invocation = __webpack_require__(3291);
// EXTERNAL MODULE: ./src/core/state/state.ts
var state = __webpack_require__(6624);
// EXTERNAL MODULE: ./src/core/steps/process/package-guard.ts
var package_guard = __webpack_require__(6905);
// EXTERNAL MODULE: ./src/core/agents/installed.ts
var installed = __webpack_require__(8664);
// EXTERNAL MODULE: ./src/core/agents/types.ts
var types = __webpack_require__(6067);
// EXTERNAL MODULE: ./src/core/model/gate-schemas.ts
var gate_schemas = __webpack_require__(4371);
// EXTERNAL MODULE: ./src/core/run/continued-session.ts
var continued_session = __webpack_require__(7723);
// EXTERNAL MODULE: ./src/core/run/questions.ts
var questions = __webpack_require__(9500);
// EXTERNAL MODULE: ./src/core/run/stage-masks.ts
var stage_masks = __webpack_require__(5747);
// EXTERNAL MODULE: ./src/core/run/outcome.ts
var outcome = __webpack_require__(381);
// EXTERNAL MODULE: ./src/core/run/command-line.ts
var command_line = __webpack_require__(1439);
// EXTERNAL MODULE: ./src/core/run/gate-secrets.ts
var gate_secrets = __webpack_require__(8670);
// EXTERNAL MODULE: ./src/core/model/gate-reads.ts
var gate_reads = __webpack_require__(8898);
// EXTERNAL MODULE: ./src/core/run/secret-names.ts
var secret_names = __webpack_require__(3136);
;// CONCATENATED MODULE: ./src/core/run/output-secrets.ts
// A secret in an accepted output. The run's logs, messages and recorded gates mask the stage's
// secrets, but an output is the stage's work and is kept as written \u2014 and the Action uploads the
// outputs as an artifact, which GitHub never masks. So an accepted output holding the value of a
// secret the stage's environment had is warned about, naming the variable, never the value. The
// judge looks for the values in the read that hashes the output (no second pass over it).


/**
 * The secrets of a stage's environment as the log masks them (secret-looking names' values, URL
 * passwords), each as written and trimmed of surrounding white space (a key file's value ends with
 * a newline its copy may lack; a trimmed form shorter than a secret can be is not looked for: it
 * would be found in unrelated text), and as a JSON string holds it where that differs (a multi-line
 * key in a JSON result) \u2014 not its other encoded forms, which a log needs and an output rarely
 * holds. Not the run's inputs (STAGEGATE_INPUT_<NAME>): the run's state records them in clear (an
 * `issue_key` input is no secret), as the recorded gate keeps them (gate-secrets.ts). `masked`:
 * values stages registered with `::add-mask::`. Undefined when there is none: nothing is looked for.
 */
function outputSecretWatch(env, masked = []) {
    const own = Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith(stage_command/* INPUT_VARIABLE_PREFIX */.bn)));
    const named = [...(0,secret_names/* namedSecretsOf */.oW)(own, stage_command/* ATTEMPT_TOKEN_VARIABLE */.lA), ...masked.map((value) => ({ name: 'a value a stage masked with ::add-mask::', value }))];
    if (named.length === 0)
        return undefined;
    const watch = [];
    const names = [];
    const seen = new Set();
    for (const { name, value } of named) {
        const trimmed = value.trim();
        const forms = trimmed === value || trimmed.length >= secret_names/* MIN_SECRET_LENGTH */.vb ? [value, trimmed, JSON.stringify(trimmed).slice(1, -1)] : [value];
        for (const form of forms) {
            if (form === '' || seen.has(form))
                continue;
            seen.add(form);
            watch.push(Buffer.from(form, 'utf8'));
            names.push(name);
        }
    }
    return { watch, names };
}
/** The warning for an accepted output that holds the watched strings `found` (indexes into `w.watch`). */
function outputSecretWarning(label, output, w, found) {
    const names = [...new Set(found.map((i) => w.names[i]))];
    const what = names.length === 1 ? `the value of ${names[0]}` : `the values of ${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    return `${label}: its accepted output ${output} holds ${what}, a secret of the stage's environment: the logs mask it, but an output is kept as written, and the Action uploads the run's folder (the outputs in it included) as an artifact, which GitHub does not mask; make the stage write no secret into its output (docs/security.md)`;
}

;// CONCATENATED MODULE: ./src/core/run/attempts.ts
// The one attempt loop, for a sequential stage and for a parallel branch alike: prepare the
// attempt (log, prompt, environment), commit its start, run the process, judge it, charge an
// agent's spend, then accept it, retry it (retry.max_attempts with backoff), fall back from a
// delegated attempt to a direct one, or give up. What each attempt records in the journal is the
// subject's business (AttemptSubject): a stage records on its own step, a branch on its record.


































/**
 * The session the attempt `attempt` of `visit` continues: that of the attempt before it in the same
 * visit, when it ended as CONTINUED says, in the same delegation mode (a direct fallback starts
 * anew), with the same stage prompt as today's (`digest`: an edited prompt file or workflow
 * starts anew, as does a record without one), not itself a continuation (a session that broke
 * twice starts anew), not one whose CLI never got to work (`refused`: it could not start, or
 * refused the request), run by the same agent CLI (`agent`: a resume that switched to another
 * agent cannot continue a session another CLI keeps), and its CLI reported (or was given) one.
 * Else undefined: a new session.
 */
function sessionToContinue(host, s, visit, attempt, delegation, digest, agent) {
    if (digest === undefined)
        return undefined;
    if (attempt <= 1)
        return undefined;
    const previous = logPathOf(host, s.logStem, visit, attempt - 1);
    const records = host.state().steps[s.recordOn.id]?.transcripts ?? [];
    for (let i = records.length - 1; i >= 0; i--) {
        const r = records[i];
        if (r.transcript !== previous)
            continue;
        return (0,continued_session/* continuedSession */.U)(r, delegation, digest, agent, s.recordOn === s.step && (0,questions/* answeredJustNow */.Yt)(host.state(), s.step.id) !== undefined);
    }
    return undefined;
}
/** Whether an agent's answer (its CLI's final message; the command agent's output) holds a `WORKFLOW_GATE:` line. */
function printedGate(adapter, transcript) {
    let answer;
    try {
        answer = adapter.answer?.(transcript) ?? null;
    }
    catch {
        answer = null;
    }
    // A CLI that prints JSON escapes its answer's line breaks: only its answer can be read by line.
    const text = answer ?? (adapter.answer === undefined ? transcript.slice(-workflow_gate/* GATE_WINDOW_BYTES */.Py) : '');
    return /^[ \t>]*WORKFLOW_GATE:[ \t]*$/m.test(text);
}
/** A line of the runner's own in an attempt's log (best effort: never through a link, never blocking). */
function noteInLog(absPath, line) {
    try {
        const fd = (0,external_node_fs_.openSync)(absPath, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_APPEND | external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_NONBLOCK);
        try {
            (0,external_node_fs_.writeSync)(fd, `${line}\n`);
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
    }
    catch {
        // The note is also an event (progress); the log stays as the agent left it.
    }
}
/** Failures that a retry may cure; anything else (contract, gate, budget) ends the attempts. */
const RETRYABLE = new Set(['STAGE_FAILED', 'STAGE_TIMEOUT']);
/**
 * Fold an attempt's ledger into the journal (effect_done events, committed with the next commit):
 * the records of this subject's step, branch, visit and attempt the state does not hold yet.
 * Called when the attempt ends, and before the first attempt of an invocation for the attempt
 * before it (a crash may have left its records unfolded: LangGraph's pending writes).
 */
function foldEffects(host, s, visit, attempt) {
    let ledger;
    try {
        ledger = host.workspace.resolve((0,effects/* ledgerPathOf */.qx)(host.ctx.runRoot.rel, s.logStem, visit, attempt), 'side effect ledger');
    }
    catch (error) {
        if ((0,errors/* isStagegateError */.W)(error))
            return;
        throw error;
    }
    removeDeadOnceLocks(ledger.abs);
    const scope = { step: s.envStep, ...(s.outputBranch !== undefined ? { branch: s.outputBranch } : {}), visit, attempt };
    const records = (0,effects/* readLedger */.SC)(ledger.abs, scope);
    if (records.length === 0)
        return;
    const done = new Set((host.state().effects ?? []).map(effects/* effectId */.dC));
    for (const r of records) {
        const id = (0,effects/* effectId */.dC)(r);
        if (done.has(id))
            continue;
        done.add(id);
        try {
            host.apply((0,effects/* effectEvent */.kp)(r, host.now()));
        }
        catch (error) {
            // The stage writes the ledger: a line that would not replay (one the reducer refuses before
            // it changes anything) is skipped and said in the attempt's log, never a stop on every resume.
            if (!(error instanceof reduce/* ReplayMismatch */.os))
                throw error;
            skippedInLog(host, s, visit, attempt, `[stagegate] side effect ledger: record '${r.key}' skipped: it ${error.message} (not recorded; a later call of once runs it again)`);
        }
    }
}
/**
 * The `once` locks of an attempt's ledger whose owner is gone, removed once the attempt has ended:
 * a call killed with its stage (a timeout, an interruption, a crash) leaves its lock, and no later
 * call of that attempt takes it over (a retry has a ledger, and locks, of its own). A lock a live
 * process holds (an escaped call still running) stays; nothing else in the folder is touched.
 */
function removeDeadOnceLocks(ledgerAbs) {
    const folder = (0,external_node_path_.dirname)(ledgerAbs);
    const ledgerName = (0,external_node_path_.basename)(ledgerAbs);
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)(folder);
    }
    catch {
        return;
    }
    for (const name of names) {
        if (!(0,effects/* isOnceLockOf */.Wp)(ledgerName, name))
            continue;
        const path = (0,external_node_path_.join)(folder, name);
        try {
            if (!lock/* RunLock */.jj.isHeld(path))
                (0,external_node_fs_.rmSync)(path, { force: true });
        }
        catch {
            /* one that cannot be removed stays: it names a dead owner, which the next call of its key takes over */
        }
    }
}
/** A note in an attempt's log, when its path still resolves inside the workspace. */
function skippedInLog(host, s, visit, attempt, line) {
    try {
        noteInLog(host.workspace.resolve(logPathOf(host, s.logStem, visit, attempt), 'stage log').abs, line);
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
    }
}
function logPathOf(host, stem, visit, attempt) {
    const root = host.ctx.runRoot.rel;
    return `${root === '.' ? '' : root + '/'}logs/${stem}.v${visit}.a${attempt}.log`;
}
/** The step's inputs as STAGEGATE_INPUT_* (declared inputs, the step's own, run_id; a resolver's blocking_* too). */
function inputsFor(host, step, bindings) {
    const names = new Set([...(0,invocation/* declaredInputs */.WB)(host.workflow), ...Object.keys(step.def.inputs ?? {}), 'run_id', ...((0,model_workflow/* isResolverStep */.jF)(step) ? model_workflow/* BLOCKING_NAMES */.tG : [])]);
    const out = {};
    for (const name of names) {
        const v = bindings.get(name);
        if (v !== undefined)
            out[name] = v;
    }
    return out;
}
/**
 * The step's gate_schema for `stagegate gate`, which checks --set values against it before it
 * writes the block (the judge's check, in its words: a value the run would refuse is refused there).
 */
function gateSchemaEnv(workflow, step) {
    const compiled = workflow.gateSchemas?.get((0,gate_schemas/* gateSchemaKey */.Ip)(step.path));
    const value = compiled ? (0,gate_schema.gateSchemaVariable)(step.id, compiled, step.def.failure_statuses ?? []) : undefined;
    return value !== undefined ? { gateSchema: value } : {};
}
/**
 * The declared output's folder exists before the stage starts, so `printf \u2026 >"$STAGEGATE_OUTPUT"`
 * works for an output in a folder nothing made yet. Made one folder at a time from the workspace
 * root, each looked at first: a link on the way (an earlier or a concurrent stage may have made
 * one) is followed only while it leads to a folder inside the workspace, so nothing is ever
 * made outside it. Best effort: a folder that cannot be made leaves the stage to fail as it
 * would have (and the judge checks the output's path again).
 */
function outputFolder(workspace, output) {
    const folder = external_node_path_.posix.dirname(output.rel);
    if (folder === '.' || folder === '')
        return;
    let at = workspace.realRoot;
    for (const part of folder.split('/')) {
        const next = (0,external_node_path_.join)(at, part);
        const stat = (0,external_node_fs_.lstatSync)(next, { throwIfNoEntry: false });
        if (stat === undefined) {
            try {
                (0,external_node_fs_.mkdirSync)(next);
            }
            catch (error) {
                if (error.code !== 'EEXIST')
                    return;
                // Made by someone else meanwhile: look at it again.
                if (!(0,external_node_fs_.lstatSync)(next).isDirectory())
                    return;
            }
            at = next;
        }
        else if (stat.isDirectory())
            at = next;
        else if (stat.isSymbolicLink()) {
            let real;
            try {
                real = (0,external_node_fs_.realpathSync)(next);
            }
            catch {
                return;
            }
            if (!(real === workspace.realRoot || real.startsWith(workspace.realRoot + external_node_path_.sep)) || !(0,external_node_fs_.lstatSync)(real).isDirectory())
                return;
            at = real;
        }
        else
            return;
    }
}
async function runAttempts(host, s) {
    const { workspace, ctx, workflow } = host;
    const retry = s.step.def.retry;
    const maxAttempts = retry?.max_attempts ?? 1;
    const timeoutMinutes = s.step.def.timeout_minutes ?? workflow.execution.timeoutMinutes;
    let fellBack = false;
    for (let tries = 1;; tries++) {
        // Cancelled (also while waiting to retry): no new attempt starts.
        if (host.request.signal?.aborted)
            return { kind: 'interrupted', message: `${s.label}: ${(0,leftovers/* interruption */.YW)(host.request.signal)} before its attempt started` };
        if (s.stage.agent) {
            // A run whose recorded spend already reached a run budget starts no further agent attempt.
            const spent = (0,budget/* workflowBreach */.J)(workflow, host.state(), true);
            if (spent)
                return { kind: 'spent', breach: spent };
        }
        const before = s.output ? statOrUndefined(s.output.abs) : undefined;
        if (s.output && !before)
            outputFolder(workspace, s.output);
        // The output's folder as it was: a missing output then names a near file the attempt created.
        // An agent's attempt only (agents.md): a listing per stage grows with the folder, and a chain of
        // shell stages writing into one run folder would pay it at every stage (B1's flat cost).
        const namesBefore = s.output && s.stage.judging === 'gate' && s.stage.agent !== undefined ? namesBeside(s.output) : undefined;
        const { visit, attempt, previousFailure } = s.peek();
        // What the attempt before this one did once, when a crash kept it from being folded.
        if (tries === 1 && attempt > 1)
            foldEffects(host, s, visit, attempt - 1);
        // Checked before the attempt is recorded: a log folder a stage replaced with a link out
        // stops the run with the step before it completed and nothing of this one started.
        const log = workspace.resolve(logPathOf(host, s.logStem, visit, attempt), 'stage log');
        const delegation = delegationFor(s.stage, attempt);
        let env;
        let invocation;
        let promptFile;
        let ledger;
        const token = host.attemptToken();
        const agentOf = s.stage.agent;
        const newSession = () => (agentOf?.adapter.choosesSession ? { newSession: (0,external_node_crypto_.randomUUID)() } : {});
        let promptDigest;
        let resumeSession;
        try {
            promptDigest = agentOf ? s.stage.promptDigest?.(delegation) : undefined;
            resumeSession = agentOf?.adapter.resumesSession && agentOf.resumeSessions ? sessionToContinue(host, s, visit, attempt, delegation, promptDigest, agentOf.name) : undefined;
            invocation = s.stage.invocation({ visit, attempt, delegation, previousFailure, ...newSession(), ...(resumeSession !== undefined ? { resumeSession } : {}) });
            ledger = workspace.resolve((0,effects/* ledgerPathOf */.qx)(ctx.runRoot.rel, s.logStem, visit, attempt), 'side effect ledger');
            promptFile = invocation.prompt !== undefined ? workspace.resolve(log.rel.replace(/\.log$/, '.prompt.md'), 'prompt copy') : undefined;
            env = (0,stage_command/* stageEnvironment */._7)(host.envBase(), {
                workflow: workflow.name,
                step: s.envStep,
                runId: ctx.runId,
                output: s.output,
                visit,
                attempt,
                statePath: ctx.statePath.abs,
                runRoot: ctx.runRoot.abs,
                workspace: workspace.root,
                inputs: inputsFor(host, s.step, s.bindings),
                attemptToken: token,
                statuses: Object.keys(s.step.def.statuses ?? {}),
                effects: ledger.abs,
                ...gateSchemaEnv(workflow, s.step),
            });
        }
        catch (error) {
            if (!(0,errors/* isStagegateError */.W)(error))
                throw error;
            // What was wrong and its fix, as for any stop (a NUL byte in an input: what to remove).
            host.stopFix(error.code, error.hint);
            const failed = { code: error.code, message: error.message, result: NOT_RUN, log, visit, attempt };
            s.begin(token);
            s.fail(failed, true);
            return { kind: 'failed', failed };
        }
        s.begin(token);
        Object.assign(env, s.extraEnv, invocation.env, promptFile ? { STAGEGATE_PROMPT_FILE: promptFile.abs } : {});
        // The stage's secrets: its environment's, and the values stages registered with ::add-mask::
        // lines so far (stage-masks.ts); again once its process ends (it may have added some).
        const stageMasks = host.request.stageMasks;
        const secretsNow = () => (stageMasks === undefined || stageMasks.values.length === 0 ? (0,process_transcript/* secretValues */.VX)(env) : [...new Set([...(0,process_transcript/* secretValues */.VX)(env), ...stageMasks.values])].sort((a, b) => b.length - a.length || (a < b ? -1 : 1)));
        let secrets = secretsNow();
        let words;
        let commands;
        // The run's own words, and its files' paths (the Action's state-path and manifest-path outputs).
        const ownWords = () => (words ??= [workflow.name, ctx.runId, ctx.statePath.rel, ctx.manifestPath.rel, ...(0,stage_masks/* workflowWords */.Fw)(workflow)]);
        // The commands it prints for the run (next:), its resume with the agent flags among them.
        const ownCommands = () => (commands ??= (0,stage_masks/* runCommands */.aK)(host.request.commandName ?? 'stagegate', (0,command_line/* runTarget */.Nh)(workflow.file, ctx.runId, (0,outcome/* locating */.MZ)(host)), (0,outcome/* resumeCommand */.VJ)(host)));
        const onAddMask = stageMasks && ((rest, cut, form) => {
            const { values, refused } = stageMasks.offer(rest, s.label, ownWords(), cut, form, ownCommands());
            // Warnings of the run (run --json's `warnings` too): a consumer learns a value is not masked, or output withheld.
            for (const said of refused)
                host.warn(said, false, s.label);
            return values.withhold === true ? { values, withhold: true } : { values };
        });
        // An earlier stage's add-mask value could not be registered: masked nowhere, it may be printed
        // by this stage (a token one stage fetched and this one uses), so its output is withheld (fail closed).
        const withheldOutput = () => {
            const since = stageMasks?.withheldSince;
            if (since === undefined)
                return {};
            const why = `step ${since} asked to mask a value (::add-mask::) that could not be registered, so the value could not be masked in this stage's output`;
            host.warn(`${s.label}: the stage's output is withheld (not logged nor shown): ${why}`, false, s.label);
            return { withheld: `this stage's output is withheld: ${why}` };
        };
        // A stage running beside one whose add-mask value could not be registered (a parallel branch
        // already running then) may print that value too: the rest of its output is withheld from
        // then on (its first write after it), said once. Asked before each write: a field read.
        let withheldLate = false;
        const withheldFrom = stageMasks &&
            (() => {
                const since = stageMasks.withheldSince;
                if (since === undefined)
                    return undefined;
                const why = `step ${since} asked to mask a value (::add-mask::) that could not be registered, so the value could not be masked in this stage's output`;
                if (!withheldLate)
                    host.warn(`${s.label}: the rest of the stage's output is withheld (not logged nor shown): ${why}`, false, s.label);
                withheldLate = true;
                return `the rest of this stage's output is withheld: ${why}`;
            });
        // The attempt is on disk before its process starts: a crash from here on counts it.
        host.commit();
        // A prompt copy that cannot be written (something other than a fresh file at its path) starts nothing.
        const refused = (promptFile ? (0,process_transcript/* writePromptCopy */.tB)(promptFile.abs, promptFile.rel, invocation.prompt, secrets) : undefined) ?? emptyLedger(ledger);
        // The package is read-only for agent stages: digests now, compared when the stage ends.
        const guard = s.stage.agent ? (0,package_guard/* snapshotPackage */.FV)(workspace, workflow) : undefined;
        host.ports.onEvent?.({ type: 'stage_started', step: s.label, visit, attempt, kind: s.step.kind });
        const onEvent = host.ports.onEvent;
        const spawned = s.spawned;
        // The attempt's first process makes its log (never appended to a file found there: another
        // execution's, that the journal does not record); a second one (a refused resume's) appends.
        let newLog = true;
        const runProcess = (inv) => host.ports.processes.run({
            command: inv.command,
            args: inv.args,
            ...(inv.stdin !== undefined ? { stdin: inv.stdin } : {}),
            cwd: workspace.root,
            env,
            logPath: log.abs,
            ...(newLog ? { newLog } : {}),
            secrets,
            ...(onAddMask ? { onAddMask } : {}),
            ...withheldOutput(),
            ...(withheldFrom ? { withheldFrom } : {}),
            attemptToken: token,
            // Where processes cannot be found by token, the group is recorded so that a resume can kill it.
            ...(host.ports.processes.findsByToken === false && spawned ? { onSpawn: (pgid) => spawned(pgid) } : {}),
            ...(onEvent ? { onOutput: (text) => onEvent({ type: 'stage_output', step: s.outputStep, ...(s.outputBranch !== undefined ? { branch: s.outputBranch } : {}), visit, attempt, text }) } : {}),
            ...(timeoutMinutes !== undefined ? { timeoutMs: Math.round(timeoutMinutes * 60_000) } : {}),
            ...(host.request.signal ? { signal: host.request.signal } : {}),
        });
        let result = refused ?? (await runProcess(invocation));
        newLog = false;
        // Counted when its process started: an attempt refused before (a FIFO at its log's path, a
        // prompt copy that cannot be written) or whose command could not be started (an agent CLI
        // removed mid-run: AGENT_NOT_FOUND) ran no stage (`stages_run`, the Action's `stages-run`).
        // ESPAWNER: the stage had started, and was stopped with the process that spawned it.
        if (result.fileRefused === undefined && (result.spawnError === undefined || result.spawnErrorCode === 'ESPAWNER'))
            host.stagesRan(1);
        // Where the output of the attempt's last process starts in its log (past a refused resume's).
        let lastProcessFrom = 0;
        if (agentOf && invocation.resumed !== undefined && !result.timedOut && !result.interrupted && result.exitCode !== 0 && agentOf.adapter.sessionRefused?.((0,process_transcript/* finishTranscript */.Kc)(log.abs), invocation.resumed)) {
            // The CLI has no such session (its files stayed on another machine, or an ephemeral runner
            // lost them): never a failure of the attempt \u2014 it runs again, in a new session, with the
            // whole prompt, its output appended to the same log after a line that says so.
            const note = `${s.label}: ${agentOf.name} has no session ${invocation.resumed} to continue (its session files are not on this machine); the attempt runs again in a new session`;
            noteInLog(log.abs, `[stagegate] ${note}`);
            onEvent?.({ type: 'note', message: note, step: s.label });
            try {
                invocation = s.stage.invocation({ visit, attempt, delegation, previousFailure, ...newSession() });
            }
            catch (error) {
                // The whole prompt cannot be built now (its file went away meanwhile): the attempt fails
                // as one whose prompt cannot be built does, with what its refused process did folded.
                if (!(0,errors/* isStagegateError */.W)(error))
                    throw error;
                host.stopFix(error.code, error.hint);
                foldEffects(host, s, visit, attempt);
                const failed = { code: error.code, message: error.message, result, log, visit, attempt };
                s.fail(failed, true);
                return { kind: 'failed', failed };
            }
            const again = promptFile ? (0,process_transcript/* writePromptCopy */.tB)(promptFile.abs, promptFile.rel, invocation.prompt, secrets) : undefined;
            // The attempt is judged and charged on this process alone: the refused one's error result
            // (`total_cost_usd: 0`) is no report of this one's usage, nor its session.
            lastProcessFrom = (0,process_transcript/* logSize */.S2)(log.abs);
            result = again ?? (await runProcess(invocation));
        }
        // What the stage did once is in the journal before the attempt's end is (same commit, first).
        if (refused === undefined)
            foldEffects(host, s, visit, attempt);
        secrets = secretsNow();
        const transcript = (0,process_transcript/* finishTranscript */.Kc)(log.abs, s.stage.agent !== undefined, lastProcessFrom);
        // The record of an agent attempt (what it spent, its session and prompt, whether it continued one).
        const agentRecord = (agent, usage, outcome, refused) => {
            // The session we gave the CLI, else (the user's own flags chose it) the one its transcript
            // reports \u2014 the agent writes that log, so only an id of a safe shape is believed.
            const session = (0,types/* safeSessionId */.nL)(invocation.session ?? agent.adapter.sessionId?.(transcript));
            return {
                visit,
                attempt,
                agent: agent.name,
                delegation,
                transcript: log.rel,
                prompt: promptFile?.rel ?? null,
                exit_status: result.exitCode,
                outcome,
                usage: (0,spend/* spendOf */.Ii)(usage),
                ...(usage && Object.keys(usage.extra).length > 0 ? { reported: usage.extra } : {}),
                ...(session !== undefined ? { session } : {}),
                ...(promptDigest !== undefined ? { prompt_sha256: promptDigest } : {}),
                ...(invocation.resumed !== undefined ? { continued: true } : {}),
                ...(refused !== undefined ? { refused } : {}),
                ...(usagePartial(agent.adapter, usage, result, refused !== undefined) ? { usage_partial: true } : {}),
            };
        };
        if (result.interrupted) {
            // Not a verdict: the attempt is recorded failed and the step stays active, so a resume runs it again.
            const said = s.stage.agent ? (0,types/* lastWords */.aN)(s.stage.agent.adapter, transcript, true) : null;
            if (agentOf) {
                // Recorded like any agent attempt (what it spent until then; its session, which the resume continues).
                const usage = agentOf.adapter.parseUsage(transcript);
                const record = agentRecord(agentOf, usage, 'WORKFLOW_INTERRUPTED');
                host.apply({ event: 'agent_attempt', at: host.now(), record_on: s.recordOn.id, record });
                partialSpendWarning(host, s, record, visit);
            }
            const message = (0,process_transcript/* maskSecrets */.QU)(`run ${ctx.runId} ${(0,leftovers/* interruption */.YW)(host.request.signal)} during step ${s.label} (visit ${visit}, attempt ${attempt}); its process tree was killed (log: ${log.rel})${said !== null ? `; the agent's last words: "${said}"` : ''}`, secrets);
            const failed = { code: 'WORKFLOW_INTERRUPTED', message, result, log, visit, attempt };
            s.fail(failed, true);
            return { kind: 'interrupted', message, failed };
        }
        const gateSchema = workflow.gateSchemas?.get((0,gate_schemas/* gateSchemaKey */.Ip)(s.step.path));
        const adapter = s.stage.agent?.adapter;
        const answer = adapter?.answer ? () => adapter.answer?.(transcript) ?? null : undefined;
        // Skipped when the stage had no secret: nothing is looked for in its output.
        const watched = secrets.length > 0 ? outputSecretWatch(env, stageMasks?.values) : undefined;
        let verdict = judgeAttempt({ workflow: workflow.name, workspace, step: s.step, judging: s.stage.judging, result, output: s.output, before, log, gateSchema, answer, watch: watched?.watch, namesBefore });
        if (s.stage.agent && result.spawnErrorCode === 'ENOENT') {
            // The CLI went away after the check before the run: the same clear stop, not "could not start".
            const missing = (0,installed/* agentNotFound */.HT)(s.step.id, s.stage.agent, 'spawn');
            verdict = { ok: false, code: missing.code, message: `${missing.message}. ${missing.hint ?? ''}`.trim() };
        }
        // The limit it ran into, and that raising it is an edit of the workflow file, whose resume needs
        // --allow-workflow-change (process/run.ts adds how an edit of what the step runs is resumed, from
        // editFixFor: a faster stage may be an edited inline_instruction or prompt file).
        if (!verdict.ok && verdict.code === 'STAGE_TIMEOUT') {
            const minutes = timeoutMinutes ?? model_workflow/* DEFAULT_TIMEOUT_MINUTES */.EV;
            const limit = minutes < 1 ? `${Number((minutes * 60).toFixed(2))} s` : `${minutes} min`;
            verdict = { ...verdict, message: `${verdict.message}; its limit: ${limit} (timeout_minutes${timeoutMinutes === undefined ? ', the default' : ''})`, fix: `Raise timeout_minutes (the step's, or execution.timeout_minutes) in the workflow file, then resume with --allow-workflow-change (${stop_codes/* PLAIN_RESUME_REFUSES */.le}); or make the stage faster, then resume: the same step runs again.` };
        }
        if (guard)
            verdict = (0,package_guard/* guardedVerdict */.Ep)(workspace, workflow, s.step.id, guard, verdict);
        // The stage's log could not be written whole (a full disk): said with the failure the journal
        // records (run and status say it), and as a warning when the attempt succeeded all the same.
        if (result.logFailure !== undefined) {
            const cut = logCutShort(log.rel, result.logFailure);
            if (!verdict.ok)
                verdict = { ...verdict, message: `${verdict.message}; ${cut}` };
            else
                host.ports.onEvent?.({ type: 'note', message: `${scoped_note/* WARNING_PREFIX */.sZ}${s.label}: ${cut}`, warning: true, step: s.label });
        }
        // Output withheld (an add-mask value no mask holds): a failure judged from the log (a result
        // block printed, not written) says why the log lacks it.
        if (result.outputWithheld === true && !verdict.ok)
            verdict = { ...verdict, message: `${verdict.message}; its log ${log.rel} lacks the stage's output after its "[stagegate: \u2026withheld\u2026]" line (an ::add-mask:: value could not be registered)` };
        // An agent that exited 0 without its output most often ended with a question no one will
        // answer: its last words go in the message, so the stop and the next attempt's prompt quote it.
        // So does one killed at its time limit: what it was doing when it ran out of time (a CLI that
        // streams its messages leaves them in the transcript; docs/agents.md, "Transcripts").
        if (s.stage.agent && !verdict.ok && (((verdict.code === 'STAGE_OUTPUT_MISSING' || verdict.code === 'STALE_ARTIFACT_REJECTED') && result.exitCode === 0) || verdict.code === 'STAGE_TIMEOUT')) {
            // One that printed its gate instead of writing it (a frequent slip of agents): said first, so
            // the next attempt's prompt, which quotes this message, says where the gate belongs.
            if (verdict.code === 'STAGE_OUTPUT_MISSING' && s.output && printedGate(s.stage.agent.adapter, transcript)) {
                verdict = { ...verdict, message: `${verdict.message}; its answer holds a WORKFLOW_GATE block, which counts only at the end of ${s.output.rel}, written in the attempt` };
            }
            const said = (0,types/* lastWords */.aN)(s.stage.agent.adapter, transcript, verdict.code === 'STAGE_TIMEOUT');
            if (said !== null)
                verdict = { ...verdict, message: `${verdict.message}; the agent's last words: "${said}"` };
        }
        // An agent that never got to work: its CLI could not start, refused the request or exited
        // before it started a session. Its session is not continued; when another attempt would fail
        // the same way (an exit status by which the CLI says it cannot run as set up, an authentication
        // or billing refusal) it is not retried either.
        const exit = result.exitCode;
        let refusal;
        let fatal;
        if (s.stage.agent && !verdict.ok && verdict.code === 'STAGE_FAILED' && !result.timedOut && !result.interrupted && result.signal === null) {
            const adapter = s.stage.agent.adapter;
            if (result.spawnError !== undefined)
                refusal = `${adapter.name} could not start: ${result.spawnError}`;
            else if (exit !== null && exit !== 0) {
                fatal = adapter.fatalExitStatuses?.[exit];
                if (fatal !== undefined)
                    refusal = `${adapter.name} exited ${exit}: ${fatal}`;
                else {
                    const refused = adapter.refusal?.(transcript, invocation.args) ?? null;
                    if (refused !== null) {
                        refusal = refused.reason;
                        if (refused.fatal)
                            fatal = refused.reason;
                    }
                }
            }
            // Recorded and shown: on one line, without the terminal's control characters, its secrets
            // masked (the log masks them as printed, but a CLI's JSON may hold one in escaped form).
            if (refusal !== undefined) {
                refusal = recordable(refusal, secrets);
                if (fatal !== undefined)
                    fatal = refusal;
            }
        }
        if (fatal !== undefined)
            verdict = { ok: false, code: 'STAGE_FAILED', message: `step ${s.label}: ${refusal}; not retried, since another attempt would fail the same way (log: ${log.rel})` };
        // A stop message may quote what the stage wrote (a gate field holding $MY_TOKEN's value): the
        // secrets its log masks are masked here too, before it is recorded, retried on or shown.
        if (!verdict.ok && secrets.length > 0)
            verdict = { ...verdict, message: (0,process_transcript/* maskSecrets */.QU)(verdict.message, secrets) };
        // An add-mask value could not be registered before the result was judged (masked nowhere): a
        // refusal that quotes what the stage wrote (a status, a gate field) may quote it, so it says
        // where to read why instead (fail closed, as the gate's values and the stage's output are).
        const withheldSince = stageMasks?.withheldSince;
        if (!verdict.ok && withheldSince !== undefined && QUOTES_THE_RESULT.has(verdict.code)) {
            const where = verdict.location ? `${verdict.location.file}:${verdict.location.line}` : (s.output?.rel ?? log.rel);
            verdict = { ...verdict, message: `${where}: the result of step ${s.label} was refused (${verdict.code}); why is withheld, since it quotes what the stage wrote and step ${withheldSince} asked to mask a value (::add-mask::) that could not be registered: read ${where} itself` };
        }
        // So may an accepted gate's values (`--set note=$MY_TOKEN`): masked before the journal, the
        // state, the manifest or a downstream placeholder sees them (the gate_schema checked them as
        // written) \u2014 not the run's input values, which the state holds in clear (gateSecretValues).
        if (verdict.ok && verdict.gate && secrets.length > 0)
            verdict = { ...verdict, gate: (0,gate_secrets/* maskedGate */.LG)(verdict.gate, [...(0,gate_secrets/* gateSecretValues */.wR)(env), ...(stageMasks?.values ?? [])]) };
        // An add-mask value could not be registered before the gate was judged (this stage's, an
        // earlier one's, a parallel branch's): masked nowhere, it may be in the gate, so the gate's
        // values are recorded withheld (fail closed, as the stage's output is).
        if (verdict.ok && verdict.gate && withheldSince !== undefined) {
            const gate = (0,gate_secrets/* withheldGate */.Fy)(verdict.gate, (0,gate_reads/* gateKeysNamed */.j)(workflow));
            if (gate !== verdict.gate) {
                verdict = { ...verdict, gate };
                host.warn(`${s.label}: the values of its gate are recorded withheld (***): step ${withheldSince} asked to mask a value (::add-mask::) that could not be registered, so the value could not be masked in them`, false, s.label);
            }
        }
        // The output itself is kept as written: one that holds a secret is warned about (once per step and message).
        if (verdict.ok && verdict.evidence && verdict.holds !== undefined && watched !== undefined)
            host.warn(outputSecretWarning(s.label, verdict.evidence.rel, watched, verdict.holds), false, s.label);
        let breach;
        if (s.stage.agent) {
            const agent = s.stage.agent;
            const usage = agent.adapter.parseUsage(transcript);
            const limitExit = agent.adapter.turnLimitExitStatus;
            const stepBreach = (0,budget/* attemptBreach */.N)(s.step, usage, limitExit !== undefined && result.exitCode === limitExit, usagePartial(agent.adapter, usage, result, refusal !== undefined));
            const record = agentRecord(agent, usage, stepBreach ? 'WORKFLOW_BUDGET_EXCEEDED' : verdict.ok ? 'ok' : verdict.code, refusal);
            host.apply({ event: 'agent_attempt', at: host.now(), record_on: s.recordOn.id, record });
            partialSpendWarning(host, s, record, visit);
            breach = stepBreach ?? (0,budget/* workflowBreach */.J)(workflow, host.state());
            // A breach of the step's own limits, or any breach of a failed attempt, fails it; a run
            // budget spent by an accepted attempt stops the run after it is accepted.
            if (breach && (breach.scope === 'step' || !verdict.ok))
                verdict = { ok: false, code: 'WORKFLOW_BUDGET_EXCEEDED', message: breach.message };
        }
        if (verdict.ok)
            return { kind: 'accepted', accepted: { verdict, result, log, output: s.output, visit, attempt }, ...(breach ? { breach } : {}) };
        const failed = { code: verdict.code, message: verdict.message, result, log, visit, attempt, ...(verdict.location ? { location: verdict.location } : {}), ...(verdict.fix !== undefined ? { fix: verdict.fix } : {}), ...(verdict.failureStatus !== undefined ? { failureStatus: verdict.failureStatus } : {}) };
        if (!fellBack && fatal === undefined && fallsBackToDirect(delegation, verdict.code)) {
            // Bounded delegation: one direct attempt at once, outside the retry budget.
            s.fail(failed, false);
            host.ports.onEvent?.({ type: 'note', message: `${s.label}: the delegated attempt ended with ${verdict.code}; running it directly`, step: s.label });
            fellBack = true;
            tries--;
            continue;
        }
        const final = fatal !== undefined || !RETRYABLE.has(verdict.code) || tries >= maxAttempts;
        // retry.max_attempts bounds one invocation: a visit resumed again and again (a cron that
        // resumes a stopped run) gets that many more each time. The stop says the count in all.
        const here = tries + (fellBack ? 1 : 0);
        if (final && RETRYABLE.has(verdict.code) && attempt > here)
            failed.message = `${failed.message}; ${acrossInvocations(attempt, here, maxAttempts)}`;
        s.fail(failed, final);
        if (final)
            return { kind: 'failed', failed };
        const delayMs = Math.round((retry?.backoff_seconds ?? 0) * 1000 * 2 ** (tries - 1));
        host.ports.onEvent?.({ type: 'stage_retrying', step: s.label, attempt: attempt + 1, delayMs, reason: verdict.message });
        // A signal during the backoff ends it: the loop's next turn records the interruption (before the attempt starts).
        if (delayMs > 0)
            await host.ports.clock.sleep(delayMs, host.request.signal);
    }
}
/** The refusals of a result whose message quotes what the stage wrote in it (a status, a gate field, a gate_schema's finding). */
const QUOTES_THE_RESULT = new Set(['GATE_RESULT_MISSING', 'WORKFLOW_STATUS_CONTRACT_VIOLATION', 'GATE_SCHEMA_VIOLATION', 'GATE_QUESTION_MISSING']);
/**
 * A visit's attempts over every invocation, said when earlier invocations made some: `attempt` is
 * the visit's count (STAGEGATE_ATTEMPT), `here` this invocation's. retry.max_attempts is per
 * invocation (docs/reliability.md: bounding unattended resumes).
 */
function acrossInvocations(attempt, here, maxAttempts) {
    const bound = maxAttempts > 1 ? `retry.max_attempts ${maxAttempts} bounds one invocation` : 'the step has no retry';
    return `${attempt} attempts of this visit in all, ${here} in this invocation and ${attempt - here} in earlier ones (${bound}: each resume tries ${maxAttempts === 1 ? 'once' : `up to ${maxAttempts} times`} more)`;
}
/**
 * Whether an agent attempt's recorded usage is a lower bound: its CLI reports usage (not the
 * command agent) but the attempt ended before it did \u2014 what the adapter read is marked partial
 * (Claude Code's streamed messages without its result object, Copilot CLI's turns without its
 * result event), or the attempt did not end as it should (cut short \u2014 killed at its time limit,
 * interrupted, killed by a signal: a crash \u2014 or exited non-zero) with nothing read at all (its
 * usage unknown: Gemini CLI prints no stats with an error, Codex no `turn.completed` after
 * `turn.failed`), or after only some of the per-step reports of a CLI that streams them
 * (AgentAdapter.streamsUsage). An attempt whose agent never got to work (`refused`: it could not
 * start, refused the request, exited with a status that says it cannot run as set up, or before it
 * started a session) spent nothing: no lower bound.
 */
function usagePartial(adapter, usage, result, refused = false) {
    if (usage?.partial === true)
        return true;
    if (refused)
        return false;
    // Its transcript was withheld from some line on: what it spent after is not in it.
    if (result.outputWithheld === true)
        return usage !== null || adapter.reports !== undefined;
    const cutShort = result.timedOut || result.interrupted === true || result.signal !== null;
    const failed = result.exitCode !== null && result.exitCode !== 0;
    if (!cutShort && !failed)
        return false;
    return usage === null ? adapter.reports !== undefined : adapter.streamsUsage === true;
}
/** Why an agent never got to work, as recorded (AttemptRecord.refused): one printable line, secrets masked, at most REFUSED_MAX_CHARS. */
function recordable(reason, secrets) {
    // Masked before and after: a secret printed across a line break is whole only once it is one line.
    const text = (0,process_transcript/* maskSecrets */.QU)((0,types/* oneLine */.TN)((0,process_transcript/* maskSecrets */.QU)(reason, secrets)), secrets);
    const line = text === '' ? 'its CLI refused the request' : text;
    if (line.length <= state/* REFUSED_MAX_CHARS */.Sy)
        return line;
    // Cut between characters, never inside a surrogate pair (half of one is not text).
    const cut = isHighSurrogate(line.charCodeAt(state/* REFUSED_MAX_CHARS */.Sy - 2)) ? state/* REFUSED_MAX_CHARS */.Sy - 2 : state/* REFUSED_MAX_CHARS */.Sy - 1;
    return `${line.slice(0, cut)}\u2026`;
}
function isHighSurrogate(code) {
    return code >= 0xd800 && code <= 0xdbff;
}
/**
 * An attempt whose spend is a lower bound, in a run that has a budget on spend: said as a warning
 * (stderr, `run --json`'s progress) \u2014 the budget is checked against what is known, and the cost
 * of this attempt is not (docs/agents.md, "Budgets").
 */
function partialSpendWarning(host, s, record, visit) {
    if (record.usage_partial !== true)
        return;
    const execution = host.workflow.data.execution;
    const limits = [
        ...(s.step.def.max_cost_usd !== undefined ? [`max_cost_usd of step ${s.step.id}`] : []),
        // Claude Code is given a step's max_turns (--max-turns) and holds to it itself; an agent that
        // reports no turns is warned about when the run starts (unenforced-budgets.ts).
        ...(s.step.def.max_turns !== undefined && record.agent !== 'claude' && s.stage.agent?.adapter.reports?.turns === true ? [`max_turns of step ${s.step.id}`] : []),
        ...(execution?.max_cost_usd !== undefined ? ['execution.max_cost_usd'] : []),
        ...(execution?.max_turns !== undefined ? ['execution.max_turns'] : []),
    ];
    if (limits.length === 0)
        return;
    // Nothing read at all (Gemini's error document, Codex's turn.failed, a CLI killed before its report): unknown, not zero.
    const cost = record.usage === null
        ? 'its cost, turns and tokens are unknown (it printed none; counted as none)'
        : record.usage.cost_usd != null
            ? 'its cost, turns and tokens are what it printed until then'
            : 'its cost is unknown and its turns and tokens are what it printed until then';
    // A later visit named: a warning said again in the same words is not said again (Run.warn).
    const message = `${s.label}${visit > 1 ? ` visit ${visit}` : ''} attempt ${record.attempt} ended before ${record.agent} reported its usage: ${cost}, so the run's recorded spend is a lower bound and ${limits.join(' and ')} may be exceeded without a stop`;
    host.warn(message, false, s.label);
}
/** A file left at the attempt's ledger path removed; a path that cannot be cleared (a directory) starts nothing (as a prompt copy that cannot be written). */
function emptyLedger(ledger) {
    try {
        (0,effects/* clearLedger */.xB)(ledger.abs);
        return undefined;
    }
    catch (error) {
        return { ...NOT_RUN, fileRefused: `its side effect ledger ${ledger.rel} cannot be cleared (${error.code ?? String(error)}: something other than a file stands at that path)` };
    }
}
/** The result of an attempt whose process never started (it could not be prepared). */
const NOT_RUN = { exitCode: null, signal: null, timedOut: false, durationMs: 0 };
/** A stage log a write failure cut short: where it stops and why (ENOSPC: the disk is full). */
function logCutShort(log, failure) {
    const why = failure.code === 'ENOSPC' ? 'ENOSPC: no space left on the device' : failure.code === 'EDQUOT' ? 'EDQUOT: disk quota exceeded' : failure.code;
    return `its log ${log} stops at ${failure.bytes} bytes: writing it failed (${why}), what the stage printed after that is lost`;
}


/***/ }),

/***/ 7723:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ continuedSession)
/* harmony export */ });
/* unused harmony export CONTINUED */
/* harmony import */ var _agents_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6067);
// Whether the next attempt of a step visit continues the session of the attempt before it
// (docs/agents.md, "A retry continues the session"): one rule for the run (attempts.ts) and for
// `plan --show-prompt`, which shows the continuation prompt such an attempt gets.

/**
 * How an attempt ended when the next attempt of its visit continues its session: cut short (time
 * limit, interruption, a non-zero exit) or without its result.
 */
const CONTINUED = new Set(['STAGE_TIMEOUT', 'STAGE_FAILED', 'WORKFLOW_INTERRUPTED', 'STAGE_OUTPUT_MISSING', 'STALE_ARTIFACT_REJECTED', 'GATE_RESULT_MISSING']);
/**
 * The session of `previous` (the record of the attempt before this one, in the same visit) that
 * this attempt continues: when it ended as CONTINUED says, in the same delegation mode (a direct
 * fallback starts anew), with the same stage prompt as today's (`digest`: an edited prompt file or
 * workflow starts anew, as does a record without one), not itself a continuation (a session that
 * broke twice starts anew), not one whose CLI never got to work (`refused`), run by the same agent
 * CLI (`agent`: another CLI keeps no session of it), and its CLI reported (or was given) one. Else
 * undefined: a new session.
 */
function continuedSession(previous, delegation, digest, agent, asked = false) {
    const r = previous;
    // `asked`: that attempt asked a person a question answered since (run/questions.ts): its session
    // goes on with the answer (it ended 'ok': its gate was read as the question).
    const ended = r.outcome !== null && (CONTINUED.has(r.outcome) || (asked && r.outcome === 'ok'));
    return (0,_agents_types_js__WEBPACK_IMPORTED_MODULE_0__/* .safeSessionId */ .nL)(r.session) !== undefined && r.agent === agent && r.continued !== true && r.refused === undefined && r.delegation === delegation && r.prompt_sha256 === digest && ended ? r.session : undefined;
}


/***/ }),

/***/ 9959:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ editFixFor)
/* harmony export */ });
/* harmony import */ var _stop_codes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2454);

const WORKFLOW_EDIT = `resume with --allow-workflow-change (${_stop_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .PLAIN_RESUME_REFUSES */ .le})`;
/** The sentence that says how a fix by editing `step` is resumed. */
function editFixFor(workflow, step) {
    const prompt = step.def.prompt;
    if (workflow.format === 'native' && step.kind !== 'shell' && typeof prompt === 'string') {
        return `If you fix it by editing the step's prompt file (${prompt}), resume: the prompt file is no workflow change. An edit of the workflow file itself needs --allow-workflow-change (${_stop_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .PLAIN_RESUME_REFUSES */ .le}).`;
    }
    // An imported step the run map runs: its command is in the run map (part of the workflow's digest).
    if (workflow.format !== 'native' && step.kind === 'shell' && workflow.runMap !== undefined)
        return `If you fix it by editing the step's command in the run map ${workflow.runMap}, ${WORKFLOW_EDIT}.`;
    const part = workflowPart(workflow, step);
    return `If you fix it by editing the workflow file${part ? ` (${part})` : ''}, ${WORKFLOW_EDIT}.`;
}
/** The part of the workflow file that holds what `step` runs, in the words of its kind. */
function workflowPart(workflow, step) {
    // An imported file (aiox, maestro, CCW) names a step's command or task in its own keys.
    if (workflow.format !== 'native')
        return "the step's entry in it";
    if (step.kind === 'shell')
        return "the step's run: text";
    if (step.def.inline_instruction !== undefined)
        return "the step's inline_instruction";
    if (step.def.action !== undefined)
        return "the step's action: text";
    return undefined;
}


/***/ }),

/***/ 4829:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Iu: () => (/* binding */ outputsLeftInPlace),
/* harmony export */   M5: () => (/* binding */ freshOwnedPaths),
/* harmony export */   rC: () => (/* binding */ registryRowsKept)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _model_placeholders_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2183);
/* harmony import */ var _bindings_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3671);
/* harmony import */ var _steps_parallel_branches_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9739);
/* harmony import */ var _steps_foreach_manifest_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5517);
/* harmony import */ var _steps_foreach_completion_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6038);
/* harmony import */ var _shards_branch_fan_out_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5404);
/* harmony import */ var _state_journal_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(666);
// What a fresh run moves aside: only what is its own. Its state file and journal, its run folder's manifest,
// logs/, effects/ (side effect ledgers), foreach item runs and parallel branch shards, and the declared outputs of this workflow that lie inside its run
// folder or its artifact_root (per-item outputs: each item of the previous run's foreach records
// put into its per-item templates), never through a link that leads out of those folders. A previous state is untrusted: an artifact it records is moved
// only when it is such a declared output (its path matches the output template of the step it is
// recorded for) \u2014 never src/main.ts or .git/config because a state file says so, never another
// run's outputs, manifest or logs (a child sharing its parent's root moves none of the parent's).










function within(path, root) {
    return root === '.' ? true : path === root || path.startsWith(`${root}/`);
}
/** A regular expression for the paths an output template can resolve to (unknown placeholders match anything). */
function templatePattern(template, bindings) {
    let source = '';
    let last = 0;
    for (const m of template.matchAll(_model_placeholders_js__WEBPACK_IMPORTED_MODULE_2__/* .PLACEHOLDER */ .Kx)) {
        source += escape(template.slice(last, m.index));
        const value = bindings.get(m[1]);
        source += value !== undefined ? escape(value) : '.+';
        last = m.index + m[0].length;
    }
    source += escape(template.slice(last));
    return new RegExp(`^(?:\\./)?${source}$`);
}
function escape(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/**
 * The paths a fresh run of `ctx` may move aside (existing or not; supersede skips absent ones), in
 * the order they move: the manifest before the state file and the journal (a crash between them
 * must never leave a manifest that records a journal head beside no journal: that is a journal
 * cut, refused), the rest after.
 */
function freshOwnedPaths(ctx, previous) {
    const { workspace, workflow } = ctx;
    const roots = [ctx.runRoot.rel, ...(ctx.artifactRoot ? [ctx.artifactRoot.rel] : [])];
    // The workspace itself is no run's own folder: only declared outputs count there.
    const ownsPath = (rel) => roots.some((r) => r !== '.' && within(rel, r));
    const paths = [ctx.manifestPath, ctx.statePath, workspace.resolve((0,_state_journal_js__WEBPACK_IMPORTED_MODULE_7__/* .journalPathFor */ .S7)(ctx.statePath.rel), 'run journal'), workspace.resolve((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(ctx.runRoot.rel, 'logs'), 'logs'), workspace.resolve((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(ctx.runRoot.rel, 'effects'), 'side effect ledgers'), workspace.resolve((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(ctx.runRoot.rel, _steps_foreach_manifest_js__WEBPACK_IMPORTED_MODULE_5__/* .FOREACH_DIR */ .zB), 'foreach item runs'), workspace.resolve((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(ctx.runRoot.rel, _shards_branch_fan_out_js__WEBPACK_IMPORTED_MODULE_6__/* .PARALLEL_SHARDS_DIR */ ._N), 'parallel branch shards')];
    const outputs = [];
    const templates = new Map();
    const addOutput = (key, step, bindings) => {
        if (step.def.output === undefined)
            return;
        templates.set(key, { template: step.def.output, bindings });
        try {
            const out = (0,_bindings_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveOutput */ .ST)(step, bindings, workspace);
            if (out && ownsPath(out.rel))
                outputs.push(out);
        }
        catch {
            /* an output that needs values only a stage provides: nothing to move now */
        }
    };
    for (const step of workflow.steps.values())
        addOutput(step.id, step, (0,_bindings_js__WEBPACK_IMPORTED_MODULE_3__/* .stepBindings */ .rV)(ctx.bindings, step, undefined));
    for (const { step, branch } of (0,_steps_parallel_branches_js__WEBPACK_IMPORTED_MODULE_4__/* .allBranches */ .Iz)(workflow))
        addOutput(`${step.id}.${branch.id}`, branch, (0,_steps_parallel_branches_js__WEBPACK_IMPORTED_MODULE_4__/* .branchBindings */ .b8)(ctx.bindings, step, branch, undefined));
    for (const [key, artifact] of Object.entries(previous?.artifacts ?? {})) {
        const declared = templates.get(key);
        if (!declared)
            continue;
        const p = workspace.tryResolve(artifact.path);
        if (!p || !ownsPath(p.rel) || !templatePattern(declared.template, declared.bindings).test(p.rel))
            continue;
        outputs.push(p);
    }
    for (const p of itemOutputs(ctx, previous, ownsPath))
        outputs.push(p);
    // A folder on the way that is a link leading elsewhere (an earlier stage may have made one):
    // moving through it would move someone else's file.
    const owned = ownedFolders(workspace, roots);
    return [...paths, ...outputs.filter((p) => throughOwnedFolders(p, owned))];
}
/**
 * The declared outputs of a foreach's per-item steps in the previous run: each item's values
 * (its bindings, recorded in the previous state's foreach record) put into each per-item
 * `output:` template. Only paths in the run's own folders count, as for recorded artifacts.
 */
function itemOutputs(ctx, previous, ownsPath) {
    const out = [];
    for (const step of ctx.workflow.steps.values()) {
        const record = step.kind === 'foreach' ? previous?.steps[step.id]?.foreach : undefined;
        if (!record)
            continue;
        for (const [id, def] of Object.entries(step.def.per_item ?? {})) {
            if (def.output === undefined)
                continue;
            for (const item of record.items) {
                const bindings = new Map(ctx.bindings);
                bindings.set('step', id);
                for (const [name, value] of Object.entries(item.bindings))
                    bindings.set(name, value);
                let rel;
                try {
                    rel = (0,_model_placeholders_js__WEBPACK_IMPORTED_MODULE_2__/* .substitute */ .V2)(def.output, bindings);
                }
                catch {
                    continue;
                }
                const p = ctx.workspace.tryResolve(rel);
                if (p && ownsPath(p.rel))
                    out.push(p);
            }
        }
    }
    return out;
}
/** The real locations of the run's own folders (the lexical path where one does not exist yet). */
function ownedFolders(workspace, roots) {
    return roots
        .filter((r) => r !== '.')
        .map((r) => {
        const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(workspace.root, r);
        try {
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(abs);
        }
        catch {
            return abs;
        }
    });
}
/** The path's folder really lies in one of the run's own folders (no link on the way leads out of them). */
function throughOwnedFolders(p, owned) {
    let folder;
    try {
        folder = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(p.abs));
    }
    catch {
        return true; // no folder, so no file: nothing would be moved
    }
    return owned.some((root) => folder === root || folder.startsWith(`${root}${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`));
}
/**
 * What a fresh run does not undo, for the words that offer it: a foreach whose items: selects
 * rows by their cells keeps reading its registry where it lies, and a registry outside the run
 * root (the per-item truth, marked VERIFIED as items verify) is not moved aside, so the fresh run
 * selects only the rows still unmarked. Undefined when no foreach of the run is such.
 */
function registryRowsKept(workflow, state, runRoot) {
    for (const [id, step] of workflow.steps) {
        const items = step.def.foreach?.items;
        if (items === undefined)
            continue;
        // Only a selection by the column verified rows are marked in (rows where Status != VERIFIED)
        // leaves marked rows out; one by other cells (rows where Kind = feature) selects them again.
        const marked = (0,_steps_foreach_completion_js__WEBPACK_IMPORTED_MODULE_8__/* .statusFieldOf */ ._0)(step.def.foreach?.status_field, step.def.completion?.require);
        if (!items.includes(marked))
            continue;
        const source = state.steps[id]?.foreach?.source;
        if (source === undefined || within(source, runRoot))
            continue;
        return `a foreach's registry rows stay as marked (fresh does not unmark ${source}, outside the run root), so ${id} runs only the rows its items: still selects \u2014 set rows back (e.g. to TODO) to run their items again`;
    }
    return undefined;
}
/**
 * The earlier run's recorded outputs a fresh start leaves where they are (they lie outside its run
 * root and artifact_root, so they are not its own to move): the new run writes over them.
 */
function outputsLeftInPlace(previous, moved) {
    const left = new Set();
    for (const artifact of Object.values(previous?.artifacts ?? {})) {
        if (!moved.some((p) => artifact.path === p.rel || within(artifact.path, p.rel)))
            left.add(artifact.path);
    }
    return [...left];
}


/***/ }),

/***/ 8670:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fy: () => (/* binding */ withheldGate),
/* harmony export */   LG: () => (/* binding */ maskedGate),
/* harmony export */   wR: () => (/* binding */ gateSecretValues)
/* harmony export */ });
/* harmony import */ var _steps_process_transcript_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2303);
/* harmony import */ var _stage_command_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6519);
/* harmony import */ var _secret_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3136);
// An accepted gate as it is recorded: the values a stage wrote in it (its extra keys,
// next_recommended) with the stage's secrets masked, as its log and a stop message quoting it are
// (docs/security.md, threat model). The fields the run routes and checks on stay as written: the
// status (one of the step's declared statuses, from the workflow file), the counts (integers), the
// workflow, step and artifact (compared with what the run expects).



/**
 * The secrets masked in a stage's accepted gate: those its log masks (the stage environment's
 * secret-looking values), except what only the run's inputs hold (`STAGEGATE_INPUT_<NAME>`, an
 * input named `issue_key` or `sort_key` looks secret by its name). The state and the manifest
 * record the inputs in clear already, so masking an input's value in a gate hides nothing, and it
 * broke what routes on it: a decision comparing the gate's `ticket` with `inputs.issue_key`, a later
 * stage given `{{steps.triage.gate.ticket}}`. A value another variable holds too
 * (`MY_API_TOKEN`) is masked all the same.
 */
function gateSecretValues(env) {
    return (0,_steps_process_transcript_js__WEBPACK_IMPORTED_MODULE_0__/* .secretValues */ .VX)(Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith(_stage_command_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT_VARIABLE_PREFIX */ .bn))));
}
/**
 * `gate` with every known secret value in what the stage wrote in it as `***` (in every form the
 * log masks it in), before it reaches the journal, the state, the manifest or a downstream
 * placeholder. A string holding a secret is masked in place; a number whose digits hold one
 * becomes the string `***`; a key holding one is masked as a string is. The same object when
 * nothing is masked (one look at the whole gate decides).
 */
function maskedGate(gate, secrets) {
    if (secrets.length === 0)
        return gate;
    const written = { next_recommended: gate.next_recommended, extra: gate.extra };
    const text = JSON.stringify(written);
    if ((0,_steps_process_transcript_js__WEBPACK_IMPORTED_MODULE_0__/* .maskSecrets */ .QU)(text, secrets) === text)
        return gate;
    const mask = (value) => {
        if (typeof value === 'string')
            return (0,_steps_process_transcript_js__WEBPACK_IMPORTED_MODULE_0__/* .maskSecrets */ .QU)(value, secrets);
        if (typeof value === 'number' || typeof value === 'bigint')
            return (0,_steps_process_transcript_js__WEBPACK_IMPORTED_MODULE_0__/* .maskSecrets */ .QU)(String(value), secrets) === String(value) ? value : _steps_process_transcript_js__WEBPACK_IMPORTED_MODULE_0__/* .MASK */ .v5;
        if (Array.isArray(value))
            return value.map(mask);
        if (value !== null && typeof value === 'object') {
            const out = {};
            for (const [key, inner] of Object.entries(value))
                out[(0,_steps_process_transcript_js__WEBPACK_IMPORTED_MODULE_0__/* .maskSecrets */ .QU)(key, secrets)] = mask(inner);
            return out;
        }
        return value;
    };
    return {
        ...gate,
        next_recommended: gate.next_recommended === null ? null : (0,_steps_process_transcript_js__WEBPACK_IMPORTED_MODULE_0__/* .maskSecrets */ .QU)(gate.next_recommended, secrets),
        extra: mask(gate.extra),
    };
}
/**
 * The keys of a gate whose values are withheld (withheldGate) that stagegate reads itself: an
 * ASK status's question (judge.ts), the open questions a foreach keeps an item on (transition.ts).
 */
const KEYS_STAGEGATE_READS = ['question', 'unresolved_qids'];
/**
 * `gate` as recorded when an ::add-mask:: value could not be registered before it was judged (the
 * invocation's budget spent: run/stage-masks.ts withheldSince): that value is masked nowhere, and
 * the gate may hold it (`stagegate gate OK --set note=$TOKEN`), so nothing the stage wrote in it is
 * recorded \u2014 every value (strings, numbers, each item of a list, nested maps) is `***`, and so is
 * next_recommended. A key stays as written when the workflow names it where it reads a gate
 * (`readKeys`, model/gate-reads.ts gateKeysNamed: its own words; compared case-insensitively),
 * when stagegate reads it (`question`, `unresolved_qids`), or when it is shorter than
 * MIN_SECRET_LENGTH (no value a mask refuses for the budget is shorter); any other key is `***` too
 * (several such keys are one `***` entry). The routing fields stay as written, as in maskedGate.
 * The same object when the stage wrote no value (no extra key, next_recommended null).
 */
function withheldGate(gate, readKeys) {
    if (gate.next_recommended === null && Object.keys(gate.extra).length === 0)
        return gate;
    const kept = new Set([...readKeys, ...KEYS_STAGEGATE_READS].map((k) => k.toLowerCase()));
    const keyOf = (key, top) => (key.length < _secret_names_js__WEBPACK_IMPORTED_MODULE_2__/* .MIN_SECRET_LENGTH */ .vb || (top && kept.has(key.toLowerCase())) ? key : _steps_process_transcript_js__WEBPACK_IMPORTED_MODULE_0__/* .MASK */ .v5);
    const withhold = (value) => {
        if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint')
            return _steps_process_transcript_js__WEBPACK_IMPORTED_MODULE_0__/* .MASK */ .v5;
        if (Array.isArray(value))
            return value.map(withhold);
        if (value !== null && typeof value === 'object')
            return withheldMap(value, false);
        return value;
    };
    const withheldMap = (map, top) => {
        const out = {};
        for (const [key, inner] of Object.entries(map))
            out[keyOf(key, top)] = withhold(inner);
        return out;
    };
    return { ...gate, next_recommended: gate.next_recommended === null ? null : _steps_process_transcript_js__WEBPACK_IMPORTED_MODULE_0__/* .MASK */ .v5, extra: withheldMap(gate.extra, true) };
}


/***/ }),

/***/ 1289:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ attemptToken),
/* harmony export */   YW: () => (/* binding */ interruption),
/* harmony export */   cF: () => (/* binding */ newInvocationToken),
/* harmony export */   iY: () => (/* binding */ leftoverAttempts),
/* harmony export */   l$: () => (/* binding */ invocationPrefix)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5217);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// A stage never outlives its attempt. Every process of an attempt carries a token in its
// environment (STAGEGATE_ATTEMPT_TOKEN = <invocation token>-<random>): the invocation token is made
// once per top-level run and shared by the runs it starts in process (child workflows, foreach
// items), so one prefix names every process an invocation started. The state records the token of
// an attempt in flight (and of running parallel branches): a runner that died (OOM kill, SIGKILL
// of the runner alone) leaves that record, and the next runner kills whatever still carries the
// dead invocation's prefix before it starts anything (ProcessRunner.killLeftovers).

function newInvocationToken() {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(9).toString('base64url').replace(/[-_]/g, 'x');
}
/** A new attempt token of an invocation (its random part from the run's pool, when given: random-hex.ts). */
function attemptToken(invocation, random) {
    return `${invocation}-${random ? random.hex(6) : (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}`;
}
/** The prefix every attempt token of the invocation that made `token` starts with. */
function invocationPrefix(token) {
    const dash = token.lastIndexOf('-');
    return dash > 0 ? token.slice(0, dash + 1) : token;
}
/**
 * What the invocation behind a persisted state may have left running: the attempt in flight and
 * the running branches of a parallel step, as invocation prefixes (every attempt of that
 * invocation, escapees of finished attempts included).
 */
function leftoverAttempts(state) {
    const out = new Map();
    const flight = state.in_flight;
    if (flight?.token)
        out.set(invocationPrefix(flight.token), { token: invocationPrefix(flight.token), ...(flight.pgid !== undefined ? { pgid: flight.pgid } : {}) });
    for (const id in state.steps) {
        const branches = state.steps[id].parallel?.branches;
        if (!branches)
            continue;
        for (const b of Object.values(branches)) {
            if (b.status === 'running' && b.token) {
                const prefix = invocationPrefix(b.token);
                if (!out.has(prefix))
                    out.set(prefix, { token: prefix });
            }
        }
    }
    return [...out.values()];
}
/** How a cancelled run says why: the signal's reason when it is a name (SIGINT), else "cancelled". */
function interruption(signal) {
    const reason = signal?.reason;
    return typeof reason === 'string' && reason !== '' ? `interrupted by ${reason}` : 'cancelled';
}


/***/ }),

/***/ 1232:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ notRunSteps)
/* harmony export */ });
/* harmony import */ var _steps_decision_transition_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(183);

function notRunSteps(workflow, decisions, state) {
    const byChecks = decisions === undefined ? [] : (0,_steps_decision_transition_js__WEBPACK_IMPORTED_MODULE_0__/* .stepsNotRun */ .a1)(workflow, decisions);
    return [...byChecks, ...skippedByStages(workflow, state)];
}
function skippedByStages(workflow, state) {
    if (state === undefined)
        return [];
    const found = [];
    for (const stage of workflow.steps.values()) {
        const skips = stage.skipsStep;
        const record = skips === undefined ? undefined : state.steps[stage.id];
        if (skips === undefined || record?.status !== 'completed' || record.gate?.['status'] !== skips.status)
            continue;
        const to = stage.def.statuses?.[skips.status];
        const reason = record.gate['reason'];
        found.push({
            step: skips.step,
            check: stage.id,
            visit: record.visits,
            to: typeof to === 'string' ? to : (to?.else ?? ''),
            reason: typeof reason === 'string' ? reason : `step ${skips.step} skipped: ${stage.id} reported ${skips.status}`,
            seq: record.accepted_seq ?? 0,
        });
    }
    return found.sort((a, b) => a.seq - b.seq).map(({ seq: _seq, ...n }) => n);
}


/***/ }),

/***/ 381:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cw: () => (/* binding */ describeStop),
/* harmony export */   MZ: () => (/* binding */ locating),
/* harmony export */   VJ: () => (/* binding */ resumeCommand),
/* harmony export */   ig: () => (/* binding */ alreadyFinishedOf),
/* harmony export */   sG: () => (/* binding */ outcomeOf),
/* harmony export */   wU: () => (/* binding */ answeringResume)
/* harmony export */ });
/* harmony import */ var _replaced_outputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(686);
/* harmony import */ var _stopped_after_fix_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8989);
/* harmony import */ var _command_line_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1439);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2862);
/* harmony import */ var _stop_codes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2454);
/* harmony import */ var _edit_fix_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9959);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6274);
/* harmony import */ var _fresh_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4829);
/* harmony import */ var _steps_hand_off_ended_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4893);
/* harmony import */ var _formats_types_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7261);
/* harmony import */ var _rewind_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(2226);
/* harmony import */ var _rewind_items_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(5447);
/* harmony import */ var _failed_end_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(9516);
/* harmony import */ var _model_run_scope_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(1513);
/* harmony import */ var _steps_process_transcript_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(2303);
/* harmony import */ var _gate_contracts_contract_of_js__WEBPACK_IMPORTED_MODULE_22__ = __webpack_require__(1883);
/* harmony import */ var _gate_contracts_index_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(9819);
/* harmony import */ var _paused_next_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(9673);
/* harmony import */ var _not_run_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(1232);
/* harmony import */ var _asked_next_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(9183);
/* harmony import */ var _questions_js__WEBPACK_IMPORTED_MODULE_19__ = __webpack_require__(9500);
/* harmony import */ var _rerun_next_js__WEBPACK_IMPORTED_MODULE_20__ = __webpack_require__(4437);
/* harmony import */ var _top_run_js__WEBPACK_IMPORTED_MODULE_21__ = __webpack_require__(418);
// A run's outcome as the person who ran it reads it: its status and exit status, and what to do
// next \u2014 the command that goes on (resume, a fresh start, a rerun from the step that blocked it)
// and the fix in the words of what stopped it. Read from the run as it ends (run-host.ts' Run).























/**
 * The run's resume: with this invocation's --stop-after-step while that step has not moved the run
 * on in it (a failure, a missing gate, an approval or question on the way, a refusal before it
 * ran: unmetStop), so that continuing still stops there; without it once it did (continuing is the point).
 */
function resumeCommand(run) {
    const stop = (0,_stopped_after_fix_js__WEBPACK_IMPORTED_MODULE_1__/* .unmetStop */ .SO)(run);
    return `${(0,_command_line_js__WEBPACK_IMPORTED_MODULE_2__/* .runCommandLine */ .rZ)(run.request.commandName ?? 'stagegate', run.workflow.file, run.ctx.runId, locating(run))}${run.request.agentFlagsInHints ? (0,_command_line_js__WEBPACK_IMPORTED_MODULE_2__/* .agentFlags */ .J)(run.request.agents) : ''}${stop !== null ? (0,_command_line_js__WEBPACK_IMPORTED_MODULE_2__/* .flagWord */ .Np)('stop-after-step', stop) : ''}`;
}
/**
 * A child workflow's run a person ran by hand (a parent started it: topRunOf): the run it belongs
 * to, and that run's resume, which continues it \u2014 what its plain next: names. Undefined for any
 * other run, and for a child run its parent runs (the parent reports it).
 */
function topOf(run) {
    if (run.ancestry.length > 0 || run.request.itemRun === true)
        return undefined;
    const top = (0,_top_run_js__WEBPACK_IMPORTED_MODULE_21__/* .topRunOf */ .EX)(run.state);
    if (top === undefined)
        return undefined;
    return { top, resume: `${(0,_top_run_js__WEBPACK_IMPORTED_MODULE_21__/* .topResumeLine */ .BA)(run.request.commandName ?? 'stagegate', top, run.request.agentFlagsInHints === true)}${run.request.agentFlagsInHints ? (0,_command_line_js__WEBPACK_IMPORTED_MODULE_2__/* .agentFlags */ .J)(run.request.agents) : ''}` };
}
/**
 * The resume that answers a person's question (a stage's ASK, a step's `asks`): the run's resume,
 * which keeps this invocation's --stop-after-step (the run stopped before that step moved it on:
 * the answer's run would otherwise go past the step the person chose to stop at).
 */
function answeringResume(run) {
    return resumeCommand(run);
}
/**
 * The inputs this invocation was given that decide where the run's state lives, for the commands
 * that continue it: input values only for the person at the CLI who gave them (as in freshCommand).
 */
function locating(run) {
    return run.request.agentFlagsInHints ? (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_13__/* .stateLocatingInputs */ .G$)(run.workflow, run.ctx.bound.explicit) : [];
}
/**
 * A resume of a run that had finished: reported again, nothing runs (`alreadyFinished`). A
 * complete run says so plainly to the person who ran it \u2014 which run, when it finished, and how to
 * run again (start over in place with --mode fresh, or a new run id); the exit status stays the
 * run's (0). A child's or an item's run keeps its own message: its parent reports it.
 */
function alreadyFinishedOf(run) {
    const state = run.state;
    const outcome = { ...outcomeOf(run, state.status, state.message ?? `run ${run.ctx.runId} already finished`), alreadyFinished: true };
    if (state.status !== 'WORKFLOW_COMPLETE' || run.request.itemRun === true || run.ancestry.length > 0)
        return outcome;
    const at = state.last_transition?.at ?? state.updated_at;
    const fresh = freshCommand(run, run.request.commandName ?? 'stagegate');
    const kept = (0,_fresh_js__WEBPACK_IMPORTED_MODULE_7__/* .registryRowsKept */ .rC)(run.workflow, state, run.ctx.runRoot.rel);
    const done = 'This run is done: running it again only reports it.';
    // No fresh command: its hint is a sentence of its own (why this run cannot start over), not a
    // clause of "To run the workflow again, \u2026".
    const hint = fresh.nextCommand !== undefined && fresh.nextCommand !== null
        ? `${done} To run the workflow again, start it over in place with \`${fresh.nextCommand}\` (every stage runs again; its results are moved aside${kept !== undefined ? `; ${kept}` : ''})${fresh.hint !== undefined ? ` \u2014 ${fresh.hint}` : ''}, or start a new run with another --run-id.`
        : fresh.hint !== undefined
            ? `${done} ${sentence(fresh.hint)} To run the workflow again, start a new run with another --run-id.`
            : `${done} To run the workflow again, start it over with --mode fresh, or start a new run with another --run-id.`;
    return {
        ...outcome,
        message: `run ${run.ctx.runId} already finished complete at ${at}${state.message ? ` (${state.message})` : ''}; nothing ran`,
        hint,
    };
}
/** A hint as a sentence of its own: ends with a full stop. */
function sentence(text) {
    return /[.!?]$/.test(text.trimEnd()) ? text.trimEnd() : `${text.trimEnd()}.`;
}
/**
 * The command that runs a finished (not complete) run again: --mode fresh with the inputs the
 * run was given (a fresh run reuses none, so without them it stops WORKFLOW_FRESH_EXECUTION_BLOCKED),
 * or null when a fresh run of this run id would be refused by 4.0 Fresh Run Isolation (its state
 * or an output outside the fresh run's root: checkFreshIsolation; validate warns FRESH_RUN_NOT_ISOLATED).
 */
function freshCommand(run, name) {
    const { required, optional, defaults } = run.workflow.inputs;
    const given = [];
    for (const input of [...required, ...optional]) {
        const value = run.state.inputs[input];
        // A value that is its literal default comes back by itself (docs/cli.md: inputs that only
        // come from defaults are left out); a templated default may resolve otherwise, so it stays.
        const fallback = defaults[input];
        const isDefault = fallback !== undefined && fallback !== null && !String(fallback).includes('{{') && String(fallback) === value;
        if (input !== 'run_id' && value !== undefined && !isDefault)
            given.push([input, value]);
    }
    // The fresh run's own isolation check (context.ts), on the context it would get: refused there, no command.
    // Where the fresh run's state path is this run's, the run there is this one (this invocation holds
    // its lock): what its opening loaded stands for it, and a long journal is not replayed a second
    // time (a fresh context takes only the run id from it; a new run's opening found none, which
    // locates the same way).
    try {
        const fresh = (0,_context_js__WEBPACK_IMPORTED_MODULE_6__/* .resolveRunContext */ .xn)(run.workflow, run.ctx.workspace, { tokens: Object.fromEntries(given), runId: run.ctx.runId, mode: 'fresh' }, new Date(), { readOnly: true, loaded: { statePath: run.ctx.statePath.abs, load: run.ctx.existing } });
        (0,_context_js__WEBPACK_IMPORTED_MODULE_6__/* .checkFreshIsolation */ .tH)(fresh);
    }
    catch (error) {
        if (!(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .isStagegateError */ .W)(error))
            throw error;
        if (error.code === 'WORKFLOW_FRESH_EXECUTION_BLOCKED')
            return { nextCommand: null, hint: `Run ${run.ctx.runId} cannot start over: ${error.message}. Start another run id (a run in resume mode)${error.hint !== undefined ? `; or: ${error.hint}` : '.'}` };
    }
    // Input values only in a command for the person at the CLI who gave them, never in the
    // Action's job summary; a secret-looking one (masked in logs) not even there: *** in its place,
    // and so is a URL's password in any input (`https://bob:***@host`), as the logs mask it.
    let words = '';
    const hidden = [];
    for (const [input, value] of run.request.agentFlagsInHints ? given : []) {
        // Masked as printed commands mask (a URL's password too: postgres://app:***@db).
        const shown = (0,_steps_process_transcript_js__WEBPACK_IMPORTED_MODULE_14__/* .shownValue */ .JJ)(input, value);
        if (shown !== value)
            hidden.push(input);
        words += ` ${(0,_command_line_js__WEBPACK_IMPORTED_MODULE_2__/* .shellWord */ .r7)(`${input}=${shown}`)}`;
    }
    const nextCommand = `${(0,_command_line_js__WEBPACK_IMPORTED_MODULE_2__/* .runCommandLine */ .rZ)(name, run.workflow.file, run.ctx.runId)} --mode fresh${words}${run.request.agentFlagsInHints ? (0,_command_line_js__WEBPACK_IMPORTED_MODULE_2__/* .agentFlags */ .J)(run.request.agents) : ''}`;
    return hidden.length === 0 ? { nextCommand } : { nextCommand, hint: `Give ${hidden.join(', ')} again in place of ${_steps_process_transcript_js__WEBPACK_IMPORTED_MODULE_14__/* .MASK */ .v5}: secret-looking values are not printed.` };
}
/** The steps the run went around without running them (RunSummary.notRun): absent when none. */
function notRunOf(workflow, log, state) {
    const notRun = (0,_not_run_js__WEBPACK_IMPORTED_MODULE_17__/* .notRunSteps */ .i)(workflow, log?.decisions, state);
    return notRun.length > 0 ? { notRun } : {};
}
function outcomeOf(run, status, message) {
    const outcome = ownOutcomeOf(run, status, message);
    // A child's run: the plain resume it names is the one of the run it belongs to, said so.
    const child = topOf(run);
    const plain = outcome.nextCommand === resumeCommand(run);
    if (child === undefined || (!plain && outcome.hint?.includes(child.resume) !== true))
        return outcome;
    return { ...outcome, ...(plain ? { nextCommand: child.resume } : {}), hint: (0,_top_run_js__WEBPACK_IMPORTED_MODULE_21__/* .childRunHint */ .xr)(run.ctx.runId, child.top, child.resume, outcome.hint) };
}
function ownOutcomeOf(run, status, message) {
    const finished = run.state.active_step === null;
    const name = run.request.commandName ?? 'stagegate';
    const again = finished && status !== 'WORKFLOW_COMPLETE' ? freshCommand(run, name) : undefined;
    // A run that ended blocked can also run the step that ended it again, keeping the verdicts
    // before it (not an item's or a shard's own run: what continues those is the parent's).
    const rerunFrom = finished && run.request.itemRun !== true ? (0,_rewind_items_js__WEBPACK_IMPORTED_MODULE_11__/* .rerunFromBlocked */ .dj)(run.workspace, run.state, run.workflow, status, run.ctx.runRoot.rel) : undefined;
    const rerun = rerunFrom === undefined ? undefined : (0,_rewind_js__WEBPACK_IMPORTED_MODULE_10__/* .rerunCommand */ .w4)(resumeCommand(run), rerunFrom);
    const rerunInside = rerunFrom === undefined ? '' : (0,_rewind_js__WEBPACK_IMPORTED_MODULE_10__/* .rerunInsideInWords */ .zG)(run.state, run.workflow, rerunFrom);
    // The least destructive first: the rerun keeps every verdict before the step; a fresh start throws them all away.
    // Stopped at a step that asks a person for inputs not given: the resume that answers (a plain one stops there again).
    const asked = !finished && status === 'WORKFLOW_INPUT_REQUIRED' ? (0,_asked_next_js__WEBPACK_IMPORTED_MODULE_18__/* .unansweredAsks */ .x$)((0,_asked_next_js__WEBPACK_IMPORTED_MODULE_18__/* .askingStep */ .kx)(run.workflow, run.state, run.workspace), run.ctx.bindings) : [];
    // Stopped at a step that reads a verdict a --rerun-from took back, or a gate key a completed step
    // did not report: a plain resume stops there again; the rerun from where that rerun started, or
    // from the step that did not report the key, goes on (taken-back-next.ts, unreported-next.ts).
    const throughTakenBack = !finished && status === 'WORKFLOW_INPUT_REQUIRED' && asked.length === 0 ? (0,_rerun_next_js__WEBPACK_IMPORTED_MODULE_20__/* .rerunStepForStop */ .Of)(run.workspace, run.state, run.workflow, run.ctx.bindings, run.ctx.runRoot.rel, message) : undefined;
    // Stopped at a step that reads a gate key reported as a list or mapping: the workflow is to be
    // edited (the fix says how), so the resume that goes on then allows the edit.
    const edit = !finished && status === 'WORKFLOW_INPUT_REQUIRED' && asked.length === 0 && throughTakenBack === undefined && (0,_rerun_next_js__WEBPACK_IMPORTED_MODULE_20__/* .collectionKeyStop */ .yK)(run.state, run.ctx.bindings, message);
    // Stopped at a question a stage asked: the resume with --answer (a plain one stops there again).
    const question = !finished && status === 'WORKFLOW_ANSWER_REQUIRED' ? (0,_questions_js__WEBPACK_IMPORTED_MODULE_19__/* .pendingQuestion */ .ec)(run.state) : undefined;
    // A child run's question: answered in the child run, then this run resumed.
    const childAnswer = !finished && status === 'WORKFLOW_ANSWER_REQUIRED' && question === undefined ? (0,_questions_js__WEBPACK_IMPORTED_MODULE_19__/* .childAnswerNext */ .O3)(run.state, name, resumeCommand(run), message) : undefined;
    // Stopped at a step that used its visit's questions: a plain resume fails the same way; a rerun from it is a new visit.
    const limited = !finished && status === 'WORKFLOW_BLOCKED_QUESTION_LIMIT' ? run.state.active_step : null;
    const answer = question !== undefined ? (0,_questions_js__WEBPACK_IMPORTED_MODULE_19__/* .answerResume */ .Sy)(answeringResume(run)) : childAnswer?.nextCommand;
    const replaced = (0,_replaced_outputs_js__WEBPACK_IMPORTED_MODULE_0__/* .replacedOutputs */ .N)(run.workspace, run.state);
    // Stopped by --stop-after-step: its fix names only the flags of this command the resume leaves out.
    const stoppedAfter = status === 'PARTIAL_RESUMABLE' && run.request.itemRun !== true && run.ancestry.length === 0 ? (0,_stopped_after_fix_js__WEBPACK_IMPORTED_MODULE_1__/* .stoppedAfterFix */ .bQ)(run.state, run.ctx.bound.controls, run.request) : undefined;
    const next = finished ? (rerun ?? again?.nextCommand ?? null) : limited !== null ? (0,_rewind_js__WEBPACK_IMPORTED_MODULE_10__/* .rerunCommand */ .w4)(resumeCommand(run), limited) : answer !== undefined ? answer : asked.length > 0 ? (0,_asked_next_js__WEBPACK_IMPORTED_MODULE_18__/* .answerCommand */ .k3)(answeringResume(run), asked) : throughTakenBack !== undefined ? (0,_rewind_js__WEBPACK_IMPORTED_MODULE_10__/* .rerunCommand */ .w4)(resumeCommand(run), throughTakenBack) : edit ? (0,_rerun_next_js__WEBPACK_IMPORTED_MODULE_20__/* .editedResume */ .TU)(resumeCommand(run)) : resumeCommand(run);
    return {
        ...run.base,
        status,
        // An interruption by a signal: the status a process stopped by it exits with (recorded in run_stopped: status says the same).
        exitCode: (0,_stop_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .exitStatusOfStop */ .mt)(status, run.state.invocations.at(-1)?.outcome === status ? run.state.invocations.at(-1)?.signal : undefined),
        message,
        activeStep: run.state.active_step,
        completedSteps: run.state.completed_steps,
        nextCommand: next,
        unmetStopAfterStep: (0,_stopped_after_fix_js__WEBPACK_IMPORTED_MODULE_1__/* .unmetStop */ .SO)(run),
        ...(answer !== undefined ? { answerCommand: answer } : {}),
        ...(question !== undefined ? { question: (0,_questions_js__WEBPACK_IMPORTED_MODULE_19__/* .reportedQuestion */ .Mq)(question) } : {}),
        stagesRun: run.stagesRun,
        state: run.state,
        ...(run.log ? { log: run.log } : {}),
        ...notRunOf(run.workflow, run.log, run.state),
        ...(run.sourceChanged ? { sourceChange: run.sourceChanged } : {}),
        ...(again?.hint !== undefined ? { hint: again.hint } : {}),
        ...(run.stopHint?.code === status && !finished ? { hint: run.stopHint.hint } : {}),
        ...(childAnswer !== undefined ? { hint: childAnswer.hint } : {}),
        ...(run.stopLocation?.code === status ? { location: { file: run.stopLocation.file, line: run.stopLocation.line, ...(run.stopLocation.column !== undefined ? { column: run.stopLocation.column } : {}) } } : {}),
        ...(contractFix(run, status, name) ?? {}),
        ...(optionalFix(run, status, name) ?? {}),
        ...(again?.hint === undefined ? (blockedBy(run, status, name, rerunFrom, again?.nextCommand) ?? {}) : {}),
        ...(rerun !== undefined && next === rerun && typeof again?.nextCommand === 'string' ? { nextAlternative: again.nextCommand } : {}),
        ...(rerunFrom !== undefined ? { rerunFrom, ...(rerunInside !== '' ? { rerunInside } : {}) } : {}),
        ...(stoppedAfter !== undefined ? { hint: stoppedAfter } : {}),
        ...(replaced.length > 0 ? { replacedOutputs: replaced } : {}),
        ...(childSourceNext(run, status) ?? pausedNextOf(run, name) ?? {}),
        ...(handOffNext(run, finished, again, name) ?? {}),
    };
}
/**
 * Ended by a hand-off step: a designed end, not a failure \u2014 no next command (nothing is left to
 * run); the fix says so and offers the fresh start only as the way to run the workflow again.
 */
function handOffNext(run, finished, again, name) {
    if (!finished || run.request.itemRun === true)
        return undefined;
    const end = (0,_steps_hand_off_ended_js__WEBPACK_IMPORTED_MODULE_8__/* .handOffEnd */ .SZ)(run.state, run.workflow);
    if (end === undefined)
        return undefined;
    const fresh = again?.nextCommand ?? undefined;
    // Handed off on a child run's stop (a maestro delegate's paused chain): next: shows why it stopped.
    return { nextCommand: (0,_steps_hand_off_ended_js__WEBPACK_IMPORTED_MODULE_8__/* .handOffChildStatus */ .z6)(run.state, run.workflow, end, name) ?? null, nextAlternative: undefined, hint: `${(0,_steps_hand_off_ended_js__WEBPACK_IMPORTED_MODULE_8__/* .handOffHint */ .AT)(end, fresh)}${again?.hint !== undefined ? ` ${again.hint}` : ''}` };
}
/**
 * A child run finished (or stopped) at another source commit refused to go on: a plain resume
 * would refuse the same way, so the command that goes on passes rerun down to it.
 */
function childSourceNext(run, status) {
    if (!run.childRefused || status !== 'STALE_ARTIFACT_REJECTED' || run.state.active_step === null)
        return undefined;
    const rerun = `${resumeCommand(run)} --on-source-change rerun`;
    return { nextCommand: rerun, hint: `A child workflow run's verdicts were made at another source commit: run its stale stages again at this one with \`${rerun}\` (or continue with its old verdicts: --on-source-change keep).` };
}
/**
 * Ended blocked by a person's rejection, by a decision's branch, or by an imported step's own
 * failure status, not by a 4.0 gate's open items: the generic fix ("the evidence the blocking
 * artifact asks for") does not apply, so say what happened.
 */
function blockedBy(run, status, name, rerunFrom, freshNext) {
    const last = run.state.last_transition;
    if (status === 'WORKFLOW_BLOCKED_STALLED' && run.workflow.format !== 'native' && last?.code === status) {
        // The generic fix asks for on_stall, which an aiox, maestro or CCW file has no key for.
        const logs = stepCommand(run, name, 'logs', last.step);
        return {
            hint: `Step ${last.step} answered exactly as on its previous visit (same status, same transcript) and no step answered differently since, so the loop makes no progress: read its answers (\`${logs}\`) and the step before it in the loop, and fix why nothing changes. An imported ${run.workflow.format} file has no on_stall: if the repeat is expected, run the native translation instead (\`${name} convert ${(0,_command_line_js__WEBPACK_IMPORTED_MODULE_2__/* .shellWord */ .r7)(run.workflow.file)} --out FILE\`) with on_stall on that step. Then run with --mode fresh.`,
        };
    }
    const onStall = status === 'WORKFLOW_BLOCKED_STALLED' && last?.code === status ? run.workflow.steps.get(last.step)?.def.on_stall : undefined;
    if (onStall !== undefined && last !== null && last !== undefined) {
        // The generic fix asks for the on_stall the step has already: say what it does instead.
        const logs = stepCommand(run, name, 'logs', last.step);
        const what = onStall === 'BLOCKED'
            ? `its on_stall: BLOCKED ends the run here, as the workflow says. Read its answers (\`${logs}\`) and those of the other stages of the loop, and fix why nothing changes; where the repeat is the expected end of the loop, set its on_stall to the step to go to (or DONE) instead`
            : `the workflow now gives it on_stall: ${onStall}, which it did not have when it stalled (the file changed since). Read its answers (\`${logs}\`) and fix why nothing changes, or let on_stall take the repeat`;
        return { hint: `Step ${last.step} answered exactly as on its previous visit (same status, same unresolved counts, same output) and no output accepted since changed, so the loop makes no progress; ${what}. Then run with --mode fresh.` };
    }
    if (status === 'WORKFLOW_BLOCKED_PARALLEL_JOIN' && last?.code === status) {
        // The commands that show the failed branches and their logs, for this run (not state keys).
        const target = (0,_command_line_js__WEBPACK_IMPORTED_MODULE_2__/* .runTarget */ .Nh)(run.workflow.file, run.ctx.runId, locating(run));
        // The rerun only where run accepts it (not for branches merged from shards, or a child branch).
        const then = rerunFrom === last.step ? _stop_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .JOIN_RERUN */ .U$.replace('--rerun-from STEP', `--rerun-from ${last.step}`) : 'then start over with --mode fresh (running the parallel step again alone is refused where a child workflow branch would run again or branches were merged from shards). Route PARALLEL_FAILED to a step to handle it inside the workflow.';
        return { hint: `See how each failed branch failed with \`${name} status ${target}\` and read the branches' logs with \`${stepCommand(run, name, 'logs', last.step)}\`; fix the cause, ${then}` };
    }
    if (status === 'WORKFLOW_BLOCKED_LOOP_LIMIT' && run.request.itemRun !== true) {
        const fresh = `start over with \`${freshNext ?? `${resumeCommand(run)} --mode fresh`}\`${freshNext ? '' : " (giving the run's inputs again: a fresh run reuses none)"}`;
        const hint = (0,_rewind_js__WEBPACK_IMPORTED_MODULE_10__/* .loopLimitHint */ .jq)(run.state, run.workflow, resumeCommand(run), fresh);
        if (hint !== undefined)
            return { hint };
    }
    if ((status !== 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE' && status !== 'WORKFLOW_BLOCKED_SOURCE_GAPS') || run.state.active_step !== null || !last || last.code !== status)
        return undefined;
    // A stage that failed after its retries, its on_failure leading to BLOCKED: say how it failed and how to run it again.
    if ((0,_failed_end_js__WEBPACK_IMPORTED_MODULE_12__/* .failedEnd */ .FA)(run.state) === last.step) {
        return { hint: (0,_failed_end_js__WEBPACK_IMPORTED_MODULE_12__/* .failedEndHint */ .Gw)(run.state, last.step, stepCommand(run, name, 'logs', last.step), rerunFrom === last.step ? (0,_rewind_js__WEBPACK_IMPORTED_MODULE_10__/* .rerunCommand */ .w4)(resumeCommand(run), last.step) : undefined, (0,_failed_end_js__WEBPACK_IMPORTED_MODULE_12__/* .stepLogEmpty */ .Ok)(run.workspace, run.state, last.step)) };
    }
    const kind = run.workflow.steps.get(last.step)?.kind;
    // A native step (or the step a decision read) the rerun can run again: status's words, the rerun first.
    const fresh = `start over with \`${freshNext ?? `${resumeCommand(run)} --mode fresh`}\`${freshNext ? '' : " (giving the run's inputs again: a fresh run reuses none)"}`;
    if (run.workflow.format === 'native' && kind !== 'approval' && rerunFrom !== undefined) {
        return { hint: (0,_rewind_js__WEBPACK_IMPORTED_MODULE_10__/* .blockedRerunHint */ .I2)(run.state, run.workflow, rerunFrom, (0,_rewind_js__WEBPACK_IMPORTED_MODULE_10__/* .rerunCommand */ .w4)(resumeCommand(run), rerunFrom), fresh) };
    }
    // A native stage whose rerun is refused (no visit left, \u2026): the fresh start alone, not the stop
    // code's own fix, which offers `--rerun-from STEP`.
    if (run.workflow.format === 'native' && kind !== 'approval' && kind !== 'decision' && run.request.itemRun !== true) {
        return { hint: (0,_rewind_js__WEBPACK_IMPORTED_MODULE_10__/* .blockedFreshHint */ .CA)(run.state, run.workflow, last.step, fresh) };
    }
    // The run's own history, pasteable where the person typed (-C DIR, the inputs that locate it).
    const history = (0,_command_line_js__WEBPACK_IMPORTED_MODULE_2__/* .runVerbLine */ .BO)(name, 'history', run.workflow.file, run.ctx.runId, locating(run));
    if (kind === 'approval') {
        return { hint: `The approval ${last.step} was rejected and its on_reject leads to BLOCKED (\`${history}\` shows who decided and their note). Once what the rejection asks for is done, start the run again with --mode fresh.` };
    }
    if (kind === 'decision') {
        return { hint: `The decision ${last.step} took a branch that leads to BLOCKED (\`${history}\` shows the branch and the values it read). Change what it reads (the inputs or the results before it), then start the run again with --mode fresh.` };
    }
    // An imported file's step reported its own failure status (aiox failed, maestro FAILURE, CCW
    // NODE_FAILED), which its file routes to a stop: no evidence is missing, the step could not do its work.
    // Any other status routed to a stop (a maestro command whose next is a failure terminal) is the
    // file's own end for that result: the step did its work.
    if (run.workflow.format !== 'native' && last.gate_status) {
        const logs = stepCommand(run, name, 'logs', last.step);
        if (last.gate_status === _formats_types_js__WEBPACK_IMPORTED_MODULE_9__/* .OWN_FAILURE_STATUS */ .R[run.workflow.format]) {
            return { hint: `Step ${last.step} reported ${last.gate_status}, which the ${run.workflow.format} file routes to a stop: the step could not do its work. Read why in its output and its transcript (\`${logs}\`), fix the cause, then start the run again with --mode fresh.` };
        }
        return { hint: `Step ${last.step} reported ${last.gate_status}, and the ${run.workflow.format} file ends the run there as a failure: its route for that result, no evidence is missing. Read what the step reported (\`${logs}\`), act on it, then start the run again with --mode fresh.` };
    }
    return undefined;
}
/** `stagegate <command> WORKFLOW --run-id ID [locating inputs] STEP` for this run: pasteable. */
function stepCommand(run, name, command, step) {
    return `${name} ${command} ${(0,_command_line_js__WEBPACK_IMPORTED_MODULE_2__/* .runTarget */ .Nh)(run.workflow.file, run.ctx.runId, locating(run))} ${(0,_command_line_js__WEBPACK_IMPORTED_MODULE_2__/* .stepWord */ .NJ)(step)}`;
}
/**
 * The active step failed or timed out and is optional: besides resuming (a new attempt), a person
 * may skip it (a CCW node with on_fail: abort is one: the wf-player's Retry / Skip / Abort).
 */
function optionalFix(run, status, name) {
    const active = run.state.active_step;
    if ((status !== 'STAGE_FAILED' && status !== 'STAGE_TIMEOUT') || active === null)
        return undefined;
    if (run.workflow.steps.get(active)?.def.optional !== true)
        return undefined;
    const skip = stepCommand(run, name, 'skip', active);
    // The failure's own fix when it has one (a status of its failure_statuses: read its output), else the stop code's.
    const fix = run.stopHint?.code === status ? run.stopHint.hint : _stop_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .STOP_CODES */ .GO[status].fix;
    return { hint: `${fix} Or skip it, as it is optional: \`${skip}\`, then resume (the run goes on along its on_skip).` };
}
/**
 * No output, or no result block, from the active stage: the fix says how an edit of what it runs
 * is resumed in the words of its kind (a shell step's run: text, an agent step's prompt); a step
 * judged by another runner's contract names that block, not WORKFLOW_GATE.
 */
function contractFix(run, status, name) {
    if ((status !== 'GATE_RESULT_MISSING' && status !== 'STAGE_OUTPUT_MISSING') || run.state.active_step === null || run.stopHint?.code === status)
        return undefined;
    const step = run.workflow.steps.get(run.state.active_step);
    if (step === undefined || !STAGE_KINDS.has(step.kind))
        return undefined;
    const edit = (0,_edit_fix_js__WEBPACK_IMPORTED_MODULE_5__/* .editFixFor */ .f)(run.workflow, step);
    const contract = status === 'GATE_RESULT_MISSING' ? (0,_gate_contracts_contract_of_js__WEBPACK_IMPORTED_MODULE_22__/* .foreignContractOf */ .A)(step) : undefined;
    if (contract !== undefined)
        return { hint: (0,_gate_contracts_index_js__WEBPACK_IMPORTED_MODULE_15__/* .contractResultFix */ .zT)(contract, edit) };
    const agentWrites = status === 'GATE_RESULT_MISSING' && (step.kind === 'agent' || step.kind === 'resolver');
    return { hint: `${agentWrites ? (0,_stop_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .AGENT_GATE_FIX */ .ML)(stepCommand(run, name, 'logs', step.id)) : _stop_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .STAGE_FIX */ .nT[status]} ${edit}` };
}
/**
 * Paused at its approval step, or in child workflow runs paused at theirs: what comes next is the
 * decision (paused-next.ts, the rule status uses too). Several children (a parallel step's
 * branches): the hint names each, the next command the first in declared order.
 */
function pausedNextOf(run, name) {
    const target = (0,_command_line_js__WEBPACK_IMPORTED_MODULE_2__/* .runTarget */ .Nh)(run.workflow.file, run.ctx.runId, locating(run));
    // The child's inputs that locate its state: values the parent gave it, said only at the CLI (as locating()).
    const children = run.childApprovals.map((c) => ({ workflowFile: c.workflowFile, runId: c.runId, approvers: c.approvers, target: (0,_command_line_js__WEBPACK_IMPORTED_MODULE_2__/* .runTarget */ .Nh)(c.workflowFile, c.runId, run.request.agentFlagsInHints ? (c.locating ?? []) : []) }));
    return (0,_paused_next_js__WEBPACK_IMPORTED_MODULE_16__/* .pausedNext */ .O)(run.state, name, target, topOf(run)?.resume ?? resumeCommand(run), children);
}
/** The kinds of step that run one stage (a process) of their own: their stop's fix names what it runs. */
const STAGE_KINDS = new Set(['shell', 'agent', 'resolver', 'action']);
function describeStop(stop, state) {
    if (stop === 'WORKFLOW_COMPLETE')
        return `workflow ${state.workflow} completed (${state.completed_steps.length} steps)`;
    return `${stop} at step ${state.active_step ?? '-'}`;
}


/***/ }),

/***/ 9673:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ pausedNext)
/* harmony export */ });
/* unused harmony export DEFAULT_DECIDER */
/* harmony import */ var _command_line_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1439);

/**
 * The next step of a run paused with an active step: at its own approval, the decision (approve,
 * reject beside it) \u2014 a resume would only pause again; in child runs' approvals, the decision in
 * the first of them; otherwise the resume. `name` the command's name, `target` this run as approve
 * takes it, `resume` the command that resumes it. Undefined when the run is not paused there.
 */
function pausedNext(state, name, target, resume, children) {
    if (state.active_step === null)
        return undefined;
    const pending = state.pending_approval;
    if (pending && pending.step === state.active_step)
        return decisionNext(name, target, pending.approvers, 'Decide with', `resume with \`${resume}\``);
    if (state.status !== 'PARTIAL_RESUMABLE')
        return undefined;
    const first = children[0];
    if (!first)
        return { nextCommand: resume };
    if (children.length === 1) {
        return decisionNext(name, first.target, first.approvers, `The child workflow run ${first.runId} (${first.workflowFile}) awaits approval: decide there with`, `resume this run with \`${resume}\`, which continues the child`);
    }
    const next = decisionNext(name, first.target, first.approvers, '', '');
    const each = children.map((c) => `\`${name} approve ${c.target}\` (or \`${name} reject ${c.target}\`)${c.approvers ? ` as one of ${c.approvers.join(', ')}` : ''}`);
    const runs = children.map((c) => `${c.runId} (${c.workflowFile})`);
    return {
        ...next,
        hint: `The child workflow runs ${runs.join(', ')} await approval: decide in each with ${each.join('; ')}, adding --by NAME ${DEFAULT_DECIDER}; then resume this run with \`${resume}\`, which continues the children.`,
    };
}
/** Who a decision without --by is recorded for (cli/decider.ts defaultDecider), as hints say it. */
const DEFAULT_DECIDER = '(default: $GITHUB_ACTOR on GitHub Actions, else $USER, $LOGNAME or the OS account)';
/** approve (or reject) the run `target` names, as the next command and in a hint: `lead` the commands, `then` what follows. */
function decisionNext(name, target, approvers, lead, then) {
    // The one approver's name as one shell word (a name with a space, a quote, a leading -); NAME is a placeholder to fill in.
    const by = approvers ? (approvers.length === 1 ? (0,_command_line_js__WEBPACK_IMPORTED_MODULE_0__/* .flagWord */ .Np)('by', approvers[0]) : ' --by NAME') : '';
    return {
        hint: `${lead} \`${name} approve ${target}\` (or \`${name} reject ${target}\`), add --by NAME${approvers ? ` (one of ${approvers.join(', ')})` : ` ${DEFAULT_DECIDER}`}; then ${then}.`,
        nextCommand: `${name} approve ${target}${by}`,
        nextAlternative: `${name} reject ${target}${by}`,
    };
}


/***/ }),

/***/ 6150:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FP: () => (/* reexport safe */ _refuse_unloadable_js__WEBPACK_IMPORTED_MODULE_16__.FP),
/* harmony export */   H1: () => (/* binding */ budgetWarnings),
/* harmony export */   K7: () => (/* reexport safe */ _refuse_unloadable_js__WEBPACK_IMPORTED_MODULE_16__.K7),
/* harmony export */   Mz: () => (/* binding */ preflight),
/* harmony export */   QM: () => (/* binding */ preflightInvocation),
/* harmony export */   Uc: () => (/* binding */ preflightInvocationAsync),
/* harmony export */   ai: () => (/* binding */ journalNow),
/* harmony export */   gP: () => (/* binding */ checkInputConflicts),
/* harmony export */   l4: () => (/* binding */ lockName),
/* harmony export */   u9: () => (/* reexport safe */ _refuse_unloadable_js__WEBPACK_IMPORTED_MODULE_16__.u9),
/* harmony export */   zN: () => (/* binding */ checkResumable)
/* harmony export */ });
/* unused harmony exports checkAgents, checkOutputsConfined, checkStateReadable, stepsStillToRun */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2862);
/* harmony import */ var _bindings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3671);
/* harmony import */ var _steps_parallel_branches_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9739);
/* harmony import */ var _agents_registry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9726);
/* harmony import */ var _model_load_and_check_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2912);
/* harmony import */ var _model_workflow_readers_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7325);
/* harmony import */ var _formats_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7932);
/* harmony import */ var _gate_gate_schema_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8266);
/* harmony import */ var _model_placeholders_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2183);
/* harmony import */ var _agents_installed_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8664);
/* harmony import */ var _state_integrity_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(5970);
/* harmony import */ var _state_store_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(9916);
/* harmony import */ var _state_fresh_marker_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(3388);
/* harmony import */ var _state_lock_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(210);
/* harmony import */ var _still_to_run_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(4549);
/* harmony import */ var _unrecorded_logs_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(7368);
/* harmony import */ var _refuse_unloadable_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(2777);
/* harmony import */ var _run_files_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(2054);
/* harmony import */ var _command_line_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(1439);
/* harmony import */ var _secret_names_js__WEBPACK_IMPORTED_MODULE_19__ = __webpack_require__(3136);
/* harmony import */ var _steps_process_unenforced_budgets_js__WEBPACK_IMPORTED_MODULE_21__ = __webpack_require__(5111);
/* harmony import */ var _steps_foreach_item_workflow_js__WEBPACK_IMPORTED_MODULE_20__ = __webpack_require__(7917);
// The checks a run makes before it takes the lock and runs anything, shared with `plan` so that
// plan predicts the stop a run would hit (docs/cli.md#plan) instead of calling it clean.


















// Kept where their callers find them (runner, status, plan).





/** On resume, an explicit input that differs from the value the run started with (none for a run that finishes an interrupted fresh start). */
function checkInputConflicts(ctx) {
    if (ctx.bound.controls.mode !== 'resume' || ctx.existing.kind !== 'ok')
        return;
    // A fresh start a crash interrupted: the run that finishes it is a new one, given these inputs
    // (the earlier run's fill in what is not given, wherever its journal is: context.ts).
    if ((0,_state_fresh_marker_js__WEBPACK_IMPORTED_MODULE_12__/* .freshStartPending */ .S0)((0,_state_fresh_marker_js__WEBPACK_IMPORTED_MODULE_12__/* .readPendingFresh */ .iW)(ctx.workspace, ctx.runRoot, ctx.statePath), ctx.existing.state.fresh_execution_of?.superseded_to))
        return;
    const persisted = ctx.existing.state.inputs;
    for (const [name, value] of ctx.bound.explicit) {
        if (name === 'run_id')
            continue;
        const before = persisted[name];
        if (before !== undefined && before !== value) {
            // A secret-looking value is not printed (the person who gave it sees which input differs).
            const [was, gives] = [(0,_secret_names_js__WEBPACK_IMPORTED_MODULE_19__/* .shownValue */ .JJ)(name, before), (0,_secret_names_js__WEBPACK_IMPORTED_MODULE_19__/* .shownValue */ .JJ)(name, value)];
            const values = was !== gives ? `was '${was}' when run ${ctx.runId} started; this invocation gives '${gives}'` : `differs from the value run ${ctx.runId} started with (a secret-looking value: neither is printed)`;
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_CONFLICT', `input ${name} ${values}`, {
                hint: 'Omit it (persisted inputs are reused), or start over with --mode fresh.',
            });
        }
    }
}
/**
 * Every agent-driven step must have an agent before anything runs; with `pathEnv` (the stages'
 * PATH), its CLI must be installed too (AGENT_NOT_FOUND names it and how to install it).
 * `unavailable`: a step no agent is named for, or whose CLI is not installed, is handed to it
 * instead of stopping the check (plan --show-prompt: a preview needs no agent); an agent named
 * wrong still throws. The steps checked: the workflow's, its parallel branches, its foreach
 * per_item steps, and those of every child workflow it names (recursively) \u2014 a child takes the
 * invocation's agent flags, never the parent's execution.agent (docs/agents.md#choosing-the-agent).
 */
function checkAgents(ctx, agents, pathEnv, unavailable, itemsRanAsShards = false, importers, mayRun) {
    const { workspace } = ctx;
    const checked = new Set();
    // An invocation that stops after a step (a fan-out's plan job: docs/action.md#fan-out-across-a-matrix) may run
    // where no agent is set up for the items or children after it: their steps are checked by the
    // invocation that runs them (each shard checks its per_item steps).
    // A merge runs no item (its shards did).
    const deep = ctx.bound.controls.stopAfterStep === undefined || ctx.bound.controls.stopAfterStep === null;
    for (const { workflow, step, child } of agentDrivenSteps(ctx.workflow, workspace, ctx.bindings, deep, deep && !itemsRanAsShards, importers, mayRun)) {
        let agent;
        try {
            agent = (0,_agents_registry_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveAgent */ .cT)(workflow, step, agents, workspace);
        }
        catch (error) {
            if (!(error instanceof _agents_registry_js__WEBPACK_IMPORTED_MODULE_3__/* .NoAgentConfigured */ .Lu))
                throw error;
            const said = child === undefined ? error : childWithoutAgent(error, workflow, step, child);
            if (unavailable === undefined)
                throw said;
            unavailable(said);
            continue;
        }
        if (pathEnv === undefined || checked.has(agent.executable))
            continue;
        checked.add(agent.executable);
        if (!(0,_agents_installed_js__WEBPACK_IMPORTED_MODULE_9__/* .isInstalled */ .j$)(agent.executable, pathEnv)) {
            const error = (0,_agents_installed_js__WEBPACK_IMPORTED_MODULE_9__/* .agentNotFound */ .HT)(step.id, agent, 'before', (0,_agents_installed_js__WEBPACK_IMPORTED_MODULE_9__/* .agentLocation */ .z1)(workflow, step, agent));
            if (unavailable === undefined)
                throw error;
            unavailable(error);
        }
    }
}
/** A child workflow's agent-driven step no agent is named for, said as the child's (whose file the fix edits). */
function childWithoutAgent(error, child, step, via) {
    return new _agents_registry_js__WEBPACK_IMPORTED_MODULE_3__/* .NoAgentConfigured */ .Lu('WORKFLOW_INPUT_REQUIRED', `${via} (${child.file}): ${error.message}; a child workflow does not take execution.agent from the workflow that runs it. Nothing ran`, {
        hint: `Pass --agent ${_agents_registry_js__WEBPACK_IMPORTED_MODULE_3__/* .AGENT_NAMES */ .RO.join('|')} (the child runs with this invocation's agent flags), or set execution.agent in ${child.file} or agent: on its step ${step.id}.`,
        location: { file: child.file, line: step.line, column: step.column },
    });
}
/** How deep preflight follows child workflows (the run refuses deeper chains itself: steps/child/run.ts MAX_CHILD_DEPTH). */
const CHILD_DEPTH = 8;
/**
 * The agent-driven steps a run of `workflow` may reach: its steps, parallel branches and foreach
 * per_item steps, then those of each child workflow whose file is known before the run (a path
 * that needs a value only a stage gives, or a child that does not load, is left to the step: it
 * stops there as before). `child`: how the step is reached, for a child's step.
 */
function agentDrivenSteps(root, workspace, bindings, deep, items, importers, mayRun) {
    const out = [];
    const seen = new Set([root.file]);
    const visit = (workflow, runBindings, via, depth) => {
        const steps = [];
        for (const step of workflow.steps.values()) {
            // A resumed run's top-level steps it cannot reach again from where it is (stepsStillToRun).
            if (workflow === root && mayRun !== undefined && !mayRun.has(step.id))
                continue;
            steps.push(step);
            if (step.kind === 'parallel')
                steps.push(...(0,_steps_parallel_branches_js__WEBPACK_IMPORTED_MODULE_2__/* .branchesOf */ .IJ)(workflow, step));
            if (step.kind === 'foreach' && items)
                steps.push(...(0,_steps_foreach_item_workflow_js__WEBPACK_IMPORTED_MODULE_20__/* .perItemSteps */ .cm)(workflow, step));
        }
        for (const step of steps) {
            if (_agents_registry_js__WEBPACK_IMPORTED_MODULE_3__/* .AGENT_DRIVEN_KINDS */ .vD.has(step.kind))
                out.push({ workflow, step, ...(via !== undefined ? { child: via } : {}) });
            if (!deep || step.kind !== 'child_workflow' || step.def.child_workflow === undefined || depth >= CHILD_DEPTH)
                continue;
            let child;
            try {
                // The root's bindings resolve its children's paths; a grandchild's path only when it needs no input.
                const file = workspace.resolve((0,_model_placeholders_js__WEBPACK_IMPORTED_MODULE_8__/* .substitute */ .V2)(step.def.child_workflow, runBindings ?? new Map()), `child workflow of step ${step.id}`).rel;
                if (seen.has(file))
                    continue;
                seen.add(file);
                child = (0,_model_load_and_check_js__WEBPACK_IMPORTED_MODULE_4__/* .loadAndCheck */ .wy)(workspace, file, importers ?? {});
            }
            catch (error) {
                // A child in another format needs its importer, one with a gate_schema the schema engine:
                // given `importers`, the caller reads under InvocationReaders (preflightInvocationAsync),
                // which loads them and checks again; without, its step checks it.
                if ((error instanceof _formats_index_js__WEBPACK_IMPORTED_MODULE_6__/* .FormatImporterNeeded */ .r3 || error instanceof _gate_gate_schema_js__WEBPACK_IMPORTED_MODULE_7__.GateSchemaEngineNeeded) && importers !== undefined)
                    throw error;
                if (error instanceof _model_placeholders_js__WEBPACK_IMPORTED_MODULE_8__/* .PlaceholderError */ .ik || error instanceof _formats_index_js__WEBPACK_IMPORTED_MODULE_6__/* .FormatImporterNeeded */ .r3 || error instanceof _gate_gate_schema_js__WEBPACK_IMPORTED_MODULE_7__.GateSchemaEngineNeeded || (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isStagegateError */ .W)(error))
                    continue;
                throw error;
            }
            visit(child, undefined, `${via !== undefined ? `${via}, then ` : ''}child workflow step ${step.id}`, depth + 1);
        }
    };
    visit(root, bindings, undefined, 0);
    return out;
}
/**
 * The budgets this invocation's agents cannot be held to (a CLI that reports no cost or no
 * turns): said as warnings by `run` at its start and by `plan` (docs/agents.md#budgets). A step
 * whose agent cannot be resolved is left out (the run stops on it anyway).
 */
function budgetWarnings(workflow, workspace, agents) {
    const steps = [...workflow.steps.values(), ...(0,_steps_parallel_branches_js__WEBPACK_IMPORTED_MODULE_2__/* .allBranches */ .Iz)(workflow).map(({ branch }) => branch)].filter((s) => _agents_registry_js__WEBPACK_IMPORTED_MODULE_3__/* .AGENT_DRIVEN_KINDS */ .vD.has(s.kind));
    return (0,_steps_process_unenforced_budgets_js__WEBPACK_IMPORTED_MODULE_21__/* .unenforcedBudgets */ .O)(workflow, steps, (step) => {
        try {
            return (0,_agents_registry_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveAgent */ .cT)(workflow, step, agents, workspace);
        }
        catch {
            return undefined;
        }
    });
}
/** Every declared output that can be resolved now stays inside the workspace, and off the run's own files. */
function checkOutputsConfined(ctx) {
    const { workflow, workspace } = ctx;
    const runFile = (0,_run_files_js__WEBPACK_IMPORTED_MODULE_17__/* .runFileOf */ .FS)(ctx);
    for (const step of workflow.steps.values()) {
        try {
            (0,_bindings_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveOutput */ .ST)(step, (0,_bindings_js__WEBPACK_IMPORTED_MODULE_1__/* .stepBindings */ .rV)(ctx.bindings, step, undefined), workspace, workflow, runFile);
        }
        catch (error) {
            if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isStagegateError */ .W)(error) && error.code === 'PATH_OUTSIDE_WORKSPACE')
                throw error;
        }
    }
    for (const { step, branch } of (0,_steps_parallel_branches_js__WEBPACK_IMPORTED_MODULE_2__/* .allBranches */ .Iz)(workflow)) {
        try {
            (0,_bindings_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveOutput */ .ST)(branch, (0,_steps_parallel_branches_js__WEBPACK_IMPORTED_MODULE_2__/* .branchBindings */ .b8)(ctx.bindings, step, branch, undefined), workspace, workflow, runFile);
        }
        catch (error) {
            if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isStagegateError */ .W)(error) && error.code === 'PATH_OUTSIDE_WORKSPACE')
                throw error;
        }
    }
}
/** A resume of an unreadable state file. */
function checkStateReadable(ctx) {
    if (ctx.bound.controls.mode === 'resume' && ctx.existing.kind === 'corrupt')
        throw (0,_refuse_unloadable_js__WEBPACK_IMPORTED_MODULE_16__/* .integrityViolation */ .FP)(ctx.existing);
}
/**
 * The run as its journal says it now, read again (undefined: it does not load now): for the checks
 * a reader without the run's lock (status, plan) makes against files a live runner may be writing
 * (checkLogsRecorded).
 */
function journalNow(ctx) {
    return () => {
        const load = (0,_state_store_js__WEBPACK_IMPORTED_MODULE_11__/* .loadRun */ .Sj)({ state: ctx.statePath.abs }, ctx.workflow, ctx.statePath.rel, { log: false });
        return load.kind === 'ok' ? load.state : undefined;
    };
}
/** What the run lock is named in WORKFLOW_LOCKED. */
function lockName(ctx) {
    return `run ${ctx.runId} of workflow ${ctx.workflow.name}`;
}
/**
 * Everything a run checks before it runs anything, in the run's order (plan makes them all at
 * once, agents and their CLIs included, and a live runner holding the lock, without taking it).
 */
function preflight(ctx, agents, options = {}) {
    preflightInvocation(ctx, agents, options);
    _state_lock_js__WEBPACK_IMPORTED_MODULE_13__/* .RunLock */ .jj.refuseIfHeld(ctx.lockPath, lockName(ctx));
    checkInputConflicts(ctx);
    checkStateReadable(ctx);
}
/**
 * The checks that read nothing of the run's state: made before the lock. What depends on the
 * state (input conflicts, a readable journal) is checked once the lock is held, on a state no
 *  other runner can be changing (open-run.ts).
 */
function preflightInvocation(ctx, agents, options = {}) {
    // A finished run is only re-reported on resume: it needs no agent \u2014 unless it is at another
    // source (`sourceChanged`: source-drift.ts), where rerun opens it again and runs its steps.
    const finished = ctx.bound.controls.mode === 'resume' && ctx.existing.kind === 'ok' && ctx.existing.state.active_step === null && options.sourceChanged !== true;
    if (!finished)
        checkAgents(ctx, agents, options.pathEnv, options.agentUnavailable, options.itemsRanAsShards === true, options.importers, stepsStillToRun(ctx, options.sourceChanged === true));
    checkOutputsConfined(ctx);
}
/**
 * The top-level steps a resume may still run: the active step and every step a transition of any
 * kind (a status, decide branch, on_reject, on_failure, retry_step, \u2026) can lead to from it, so a
 * completed agent step a loop can return to still needs its agent (docs/agents.md#choosing-the-agent).
 * undefined: every step may run \u2014 a new run, --mode fresh, --ignore-previous-completion, a fresh
 * start a crash interrupted, a run a source change or --rerun-from sends back (`reopened`), or an
 * active step the workflow no longer has. A parallel, foreach or child_workflow step counts with
 * its branches, per_item steps and child's steps.
 */
function stepsStillToRun(ctx, reopened) {
    if (reopened || ctx.bound.controls.mode !== 'resume' || ctx.bound.controls.ignorePreviousCompletion || ctx.existing.kind !== 'ok')
        return undefined;
    const state = ctx.existing.state;
    if ((0,_state_fresh_marker_js__WEBPACK_IMPORTED_MODULE_12__/* .freshStartPending */ .S0)((0,_state_fresh_marker_js__WEBPACK_IMPORTED_MODULE_12__/* .readPendingFresh */ .iW)(ctx.workspace, ctx.runRoot, ctx.statePath), state.fresh_execution_of?.superseded_to))
        return undefined;
    return (0,_still_to_run_js__WEBPACK_IMPORTED_MODULE_14__/* .reachableFromActive */ .u)(ctx.workflow, state);
}
/** preflightInvocation with the importers and the gate_schema engine its child workflows need, loaded as it meets them by the invocation's `readers` (a native run's children load none). */
function preflightInvocationAsync(ctx, agents, options = {}, readers = new _model_workflow_readers_js__WEBPACK_IMPORTED_MODULE_5__/* .InvocationReaders */ .LR()) {
    return readers.read((importers) => preflightInvocation(ctx, agents, { ...options, importers }));
}
/**
 * What a resume checks once it holds the lock: the state it would continue is one it can trust.
 * `resumeCommand`: the command that resumes the run, for the refusal's fix as the run gives it (an
 * edited workflow: that command with --allow-workflow-change).
 */
function checkResumable(ctx, allowWorkflowChange, resumeCommand, staleSource) {
    if (ctx.bound.controls.mode !== 'resume' || ctx.existing.kind !== 'ok')
        return;
    const state = ctx.existing.state;
    const resume = resumeCommand === undefined ? undefined : (0,_state_integrity_js__WEBPACK_IMPORTED_MODULE_10__/* .withWorkflowChange */ .cl)(resumeCommand, state, ctx.workflow, allowWorkflowChange);
    // plan takes no lock: a log a live runner made since the run was read is judged on its journal read again.
    (0,_unrecorded_logs_js__WEBPACK_IMPORTED_MODULE_15__/* .checkLogsRecorded */ .i)(state, ctx.workflow, ctx.runRoot, ctx.statePath.rel, resume ?? (0,_command_line_js__WEBPACK_IMPORTED_MODULE_18__/* .runCommandLine */ .rZ)(ctx.naming?.commandName ?? 'stagegate', ctx.workflow.file, ctx.runId, ctx.naming?.locating ?? []), journalNow(ctx));
    (0,_state_integrity_js__WEBPACK_IMPORTED_MODULE_10__/* .checkIntegrity */ ._D)(state, ctx.workflow, ctx.runId, ctx.bindings, ctx.workspace, ctx.statePath.rel, { allowWorkflowChange, naming: ctx.naming, ...(resume !== undefined ? { resumeCommand: resume, staleSource: staleSource?.(resume) } : {}) });
}


/***/ }),

/***/ 686:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ replacedOutputs)
/* harmony export */ });
/* harmony import */ var _workspace_digest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3929);
/* harmony import */ var _state_taken_back_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(232);
// The accepted outputs whose file no longer holds what was accepted: a later attempt of the step
// (a revisit, a retry after a failure) wrote the declared path again without a verdict being
// accepted. The run's summary lists each accepted output with its verdict; for these it says the
// file is not that verdict's any more (it read "plan.md  plan: PLANNED" over a failed attempt's
// text with no gate). Only the outputs of steps that ran or may have run since their acceptance are
// read: an output a resume would find edited otherwise is refused there (STALE_ARTIFACT_REJECTED).


/** The paths of the standing accepted outputs a later attempt of their step replaced (or removed). */
function replacedOutputs(workspace, state) {
    const replaced = [];
    for (const [key, artifact] of Object.entries((0,_state_taken_back_js__WEBPACK_IMPORTED_MODULE_1__/* .standingArtifacts */ .AX)(state))) {
        const record = state.steps[key];
        // Completed at the visit that was accepted: no attempt since wrote the path.
        if (record === undefined || (record.status === 'completed' && record.visits === artifact.visit))
            continue;
        const path = workspace.tryResolve(artifact.path);
        if (path === undefined)
            continue;
        let digest;
        try {
            digest = (0,_workspace_digest_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256File */ .Q3)(path.abs);
        }
        catch {
            digest = undefined; // removed, unreadable or no file now: not what was accepted either
        }
        if (digest !== artifact.sha256)
            replaced.push(artifact.path);
    }
    return replaced;
}


/***/ }),

/***/ 4437:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Of: () => (/* binding */ rerunStepForStop),
/* harmony export */   TU: () => (/* binding */ editedResume),
/* harmony export */   yK: () => (/* binding */ collectionKeyStop)
/* harmony export */ });
/* harmony import */ var _model_placeholders_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2183);
/* harmony import */ var _model_references_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6991);
/* harmony import */ var _state_taken_back_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(232);
/* harmony import */ var _rewind_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2226);
/* harmony import */ var _rewind_items_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5447);





/**
 * The step to rerun from, or undefined (the stop is neither case, or no such rerun would be
 * accepted: the plain resume stays `next`). `message`: the stop's, which names every placeholder it
 * missed (in run:, inputs, a prompt file\u2026).
 */
function rerunStepForStop(workspace, state, workflow, bindings, runRoot, message) {
    if (state.active_step === null)
        return undefined;
    const fromTakenBack = firstRerunnable(workspace, state, workflow, bindings, runRoot, message, (ref) => (ref.what === 'visits' || ref.what === 'approval' ? undefined : (0,_state_taken_back_js__WEBPACK_IMPORTED_MODULE_4__/* .takenBackBy */ .Ek)(state, ref.step)), (first) => {
        // Only a step whose verdict stands: a rerun from the step the run is at with none only resumes there (and stops again).
        const record = state.steps[first];
        return record !== undefined && (record.status === 'completed' || record.status === 'blocked') && !(0,_state_taken_back_js__WEBPACK_IMPORTED_MODULE_4__/* .takenBackPending */ .E8)(state, first);
    });
    return fromTakenBack ?? firstRerunnable(workspace, state, workflow, bindings, runRoot, message, (ref) => {
        if (ref.what !== 'gate' || ref.orEmpty !== undefined || ref.branch !== undefined)
            return undefined;
        const record = Object.hasOwn(state.steps, ref.step) ? state.steps[ref.step] : undefined;
        return record?.status === 'completed' && record.gate != null && (!Object.hasOwn(record.gate, ref.key) || record.gate[ref.key] === null) ? ref.step : undefined;
    });
}
/**
 * Whether the stop's message names a {{steps.<id>.gate.<key>}} the step reported as a list or
 * mapping (bindings.ts missingValuesHint: "\u2026 but as a list"): the way on is an edit of the
 * workflow, then editedResume \u2014 run, status and approve's refusal name that as next.
 */
function collectionKeyStop(state, bindings, message) {
    const read = new _model_references_js__WEBPACK_IMPORTED_MODULE_1__/* .BindingsWithReferences */ .Hp(bindings, state);
    for (const m of message.matchAll(_model_placeholders_js__WEBPACK_IMPORTED_MODULE_0__/* .PLACEHOLDER */ .Kx)) {
        const name = m[1];
        const ref = name.startsWith('steps.') ? (0,_model_references_js__WEBPACK_IMPORTED_MODULE_1__/* .parseReference */ .F2)(name) : undefined;
        if (ref === undefined || ref.what !== 'gate' || ref.branch !== undefined || read.has(name))
            continue;
        const record = Object.hasOwn(state.steps, ref.step) ? state.steps[ref.step] : undefined;
        const value = record?.status === 'completed' ? record.gate?.[ref.key] : undefined;
        if (typeof value === 'object' && value !== null)
            return true;
    }
    return false;
}
/**
 * Of the steps `stepOf` names for the message's unresolved step references, the one accepted first
 * (its rerun takes the others back too), when `stands` and a rerun from it is not refused.
 */
function firstRerunnable(workspace, state, workflow, bindings, runRoot, message, stepOf, stands = () => true) {
    const read = new _model_references_js__WEBPACK_IMPORTED_MODULE_1__/* .BindingsWithReferences */ .Hp(bindings, state);
    const steps = new Set();
    for (const m of message.matchAll(_model_placeholders_js__WEBPACK_IMPORTED_MODULE_0__/* .PLACEHOLDER */ .Kx)) {
        const name = m[1];
        const ref = name.startsWith('steps.') ? (0,_model_references_js__WEBPACK_IMPORTED_MODULE_1__/* .parseReference */ .F2)(name) : undefined;
        if (ref === undefined || read.has(name))
            continue;
        const step = stepOf(ref);
        if (step !== undefined)
            steps.add(step);
    }
    const seq = (id) => state.steps[id]?.accepted_seq ?? Number.MAX_SAFE_INTEGER;
    const first = [...steps].sort((a, b) => seq(a) - seq(b))[0];
    if (first === undefined || !stands(first))
        return undefined;
    return (0,_rewind_js__WEBPACK_IMPORTED_MODULE_2__/* .isRefusal */ .vu)((0,_rewind_items_js__WEBPACK_IMPORTED_MODULE_3__/* .planRerun */ .eo)(workspace, state, workflow, first, runRoot)) ? undefined : first;
}
/**
 * The resume that goes on once the workflow file is edited: a plain one would stop
 * WORKFLOW_STATE_INTEGRITY_VIOLATION (the workflow changed), as the stop's fix says.
 */
function editedResume(resume) {
    return resume.endsWith(' --allow-workflow-change') ? resume : `${resume} --allow-workflow-change`;
}


/***/ }),

/***/ 2054:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FS: () => (/* binding */ runFileOf)
/* harmony export */ });
/* unused harmony exports runFilesOf, runFileAt */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _state_journal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(666);
/* harmony import */ var _state_manifest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5224);
/* harmony import */ var _state_fresh_marker_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3388);
// The files a runner writes for a run and for every run it is nested in (a foreach item's or a
// child workflow's parents): the state file, its journal, lock (with the lock's temp and takeover
// files) and fresh-start marker, LATEST_RUN.md, the run root's manifest and its logs/, effects/ and
// .superseded/ folders. A declared output that resolves to one of them \u2014 an input, a registry row
// or a gate value in its path (`out/{{name}}`, name=../runs/r1/workflow_state.journal.jsonl) \u2014
// would hand the stage the run's own record to write over, and the runner would accept it as the
// stage's result: refused like a path out of the workspace, before the stage starts.




/** The run `ctx` locates, then the runs it is nested in. */
function runFilesOf(ctx, ancestry = []) {
    return [{ statePath: ctx.statePath.rel, runRoot: ctx.runRoot.rel, pointerPath: ctx.pointerPath?.rel }, ...ancestry.map((a) => ({ statePath: a.statePath, runRoot: a.runRoot }))];
}
/** runFileAt for these runs: resolveOutput's check (bindings.ts loads none of the state modules). */
function runFileOf(ctx, ancestry = []) {
    const runs = runFilesOf(ctx, ancestry);
    return (rel) => runFileAt(rel, runs);
}
function within(rel, folder) {
    return rel === folder || rel.startsWith(`${folder}/`);
}
/** What `rel` is among the runs' own files (`the journal runs/r1/workflow_state.journal.jsonl`), or undefined. */
function runFileAt(rel, runs) {
    for (const run of runs) {
        const files = [
            ['state file', run.statePath],
            ['journal', (0,_state_journal_js__WEBPACK_IMPORTED_MODULE_1__/* .journalPathFor */ .S7)(run.statePath)],
            ['fresh-start marker', (0,_state_fresh_marker_js__WEBPACK_IMPORTED_MODULE_3__/* .freshMarkerPath */ .Wp)(run.statePath)],
            ['manifest', node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(run.runRoot, _state_manifest_js__WEBPACK_IMPORTED_MODULE_2__/* .MANIFEST_FILE */ .h1)],
            ['pointer', run.pointerPath],
        ];
        for (const [what, path] of files)
            if (path !== undefined && rel === path)
                return `the run's ${what} ${path}`;
        const lock = `${run.statePath}.lock`;
        if (rel === lock || rel.startsWith(`${lock}.`))
            return `the run's lock ${lock}`;
        for (const [folder, what] of [['logs', 'stage logs'], ['effects', 'side effect ledgers'], [_state_fresh_marker_js__WEBPACK_IMPORTED_MODULE_3__/* .SUPERSEDED_DIR */ .Tp, 'moved-aside results']]) {
            const path = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(run.runRoot, folder);
            if (within(rel, path))
                return `in ${path}/, the run's ${what}`;
        }
    }
    return undefined;
}


/***/ }),

/***/ 2425:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  F: () => (/* binding */ runWorkflow)
});

// EXTERNAL MODULE: ./src/core/workspace/workspace.ts
var workspace_workspace = __webpack_require__(5620);
// EXTERNAL MODULE: ./src/core/run/errors.ts
var errors = __webpack_require__(2862);
// EXTERNAL MODULE: ./src/core/run/questions.ts
var questions = __webpack_require__(9500);
// EXTERNAL MODULE: ./src/core/run/command-line.ts
var command_line = __webpack_require__(1439);
// EXTERNAL MODULE: ./src/core/run/missing-inputs.ts
var missing_inputs = __webpack_require__(8451);
// EXTERNAL MODULE: ./src/core/run/stop-codes.ts
var stop_codes = __webpack_require__(2454);
// EXTERNAL MODULE: ./src/core/model/load-and-check.ts
var load_and_check = __webpack_require__(2912);
// EXTERNAL MODULE: ./src/core/model/workflow-readers.ts
var workflow_readers = __webpack_require__(7325);
// EXTERNAL MODULE: ./src/core/run/context.ts
var context = __webpack_require__(6274);
// EXTERNAL MODULE: ./src/core/state/lock.ts
var state_lock = __webpack_require__(210);
// EXTERNAL MODULE: ./src/core/state/atomic-write.ts
var atomic_write = __webpack_require__(174);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(5217);
;// CONCATENATED MODULE: ./src/core/state/random-hex.ts
// Random names for one run: the temp files of its atomic writes and its attempt tokens. Each is
// cryptographic (node:crypto's randomBytes), taken from a pool the run owns, so a stage does not
// cost a call into OpenSSL for each name: after every fork (one per stage) OpenSSL reseeds on its
// first call, ~0.15 ms here, and a stage made three such calls (two temp names, one token).
// docs/benchmarks.md, B1. One per run (never module-wide): a pool is refilled when used up.

/** How many random bytes one refill takes (a stage uses 18). */
const POOL_BYTES = 1024;
class RandomHex {
    pool = Buffer.alloc(0);
    at = 0;
    /** `bytes` random bytes as lower-case hex, never the same bytes twice. */
    hex(bytes) {
        if (this.at + bytes > this.pool.length) {
            this.pool = (0,external_node_crypto_.randomBytes)(Math.max(POOL_BYTES, bytes));
            this.at = 0;
        }
        const text = this.pool.toString('hex', this.at, this.at + bytes);
        this.at += bytes;
        return text;
    }
}

// EXTERNAL MODULE: ./src/core/state/synced-names.ts
var synced_names = __webpack_require__(2162);
// EXTERNAL MODULE: ./src/core/run/stage-masks.ts
var stage_masks = __webpack_require__(5747);
// EXTERNAL MODULE: ./src/core/run/preflight.ts
var preflight = __webpack_require__(6150);
// EXTERNAL MODULE: ./src/core/run/leftovers.ts
var leftovers = __webpack_require__(1289);
// EXTERNAL MODULE: ./src/core/steps/process/budget.ts
var budget = __webpack_require__(1964);
// EXTERNAL MODULE: ./src/core/run/failure-policy.ts
var failure_policy = __webpack_require__(9798);
// EXTERNAL MODULE: ./src/core/run/transition.ts
var transition = __webpack_require__(9122);
// EXTERNAL MODULE: ./src/core/run/attempts.ts + 4 modules
var attempts = __webpack_require__(2438);
// EXTERNAL MODULE: ./src/core/run/gate-secrets.ts
var gate_secrets = __webpack_require__(8670);
// EXTERNAL MODULE: ./src/core/steps/process/transcript.ts
var transcript = __webpack_require__(2303);
// EXTERNAL MODULE: ./src/core/run/bindings.ts
var run_bindings = __webpack_require__(3671);
// EXTERNAL MODULE: ./src/core/steps/process/prompt.ts
var process_prompt = __webpack_require__(1747);
// EXTERNAL MODULE: ./src/core/run/edit-fix.ts
var edit_fix = __webpack_require__(9959);
// EXTERNAL MODULE: ./src/core/steps/process/kinds.ts + 5 modules
var kinds = __webpack_require__(5630);
// EXTERNAL MODULE: ./src/core/steps/process/revisions.ts
var revisions = __webpack_require__(5711);
// EXTERNAL MODULE: ./src/core/model/workflow.ts
var model_workflow = __webpack_require__(7280);
// EXTERNAL MODULE: ./src/core/run/run-files.ts
var run_files = __webpack_require__(2054);
// EXTERNAL MODULE: ./src/core/run/outcome.ts
var outcome = __webpack_require__(381);
// EXTERNAL MODULE: ./src/core/run/asked-next.ts
var asked_next = __webpack_require__(9183);
// EXTERNAL MODULE: ./src/core/agents/registry.ts + 6 modules
var registry = __webpack_require__(9726);
;// CONCATENATED MODULE: ./src/core/steps/process/run.ts
// Steps that run a process \u2014 shell stages, agent stages, actions and resolvers \u2014 as a sequential
// step of the run: prepared once, then the attempt loop (run/attempts.ts); the step records its
// attempts, its accepted gate (or exit) and its failure on its own step record.



















function stopped(host, code, message) {
    host.apply({ event: 'stopped', at: host.now(), code, message });
    host.commit();
    return code;
}
/**
 * A step that asks a person for inputs (`asks`: an aiox elicit step) reached without an answer:
 * the run stops there before the stage starts, resumable, with the command that answers \u2014 the
 * same run with each input given (an optional input first given on a resume joins the run).
 */
function askedFor(host, step, names) {
    const answer = (0,asked_next/* answerCommand */.k3)((0,outcome/* answeringResume */.wU)(host), names);
    const shows = registry/* AGENT_DRIVEN_KINDS */.vD.has(step.kind) ? `${host.request.commandName ?? 'stagegate'} plan ${(0,command_line/* runTarget */.Nh)(host.workflow.file, host.ctx.runId, (0,outcome/* locating */.MZ)(host))}${(0,command_line/* flagWord */.Np)('show-prompt', step.written ?? step.id)}` : undefined;
    host.stopFix('WORKFLOW_INPUT_REQUIRED', (0,asked_next/* askedFix */.Ym)(`step ${step.id}`, names, answer, shows));
    return stopped(host, 'WORKFLOW_INPUT_REQUIRED', (0,asked_next/* askedMessage */.GL)(step, names, answer));
}
/**
 * The run stops at a question its stage asked (a status routed to ASK): resumable, with the
 * command that answers (the run's own resume with --answer). A resume without one stops here again.
 */
function questionStop(host, step, question) {
    const answer = (0,questions/* answerResume */.Sy)((0,outcome/* answeringResume */.wU)(host));
    host.stopFix('WORKFLOW_ANSWER_REQUIRED', (0,questions/* askedQuestionFix */.SN)(step.id, answer));
    return stopped(host, 'WORKFLOW_ANSWER_REQUIRED', (0,questions/* askedQuestionMessage */.gs)(step.id, question, answer));
}
/** Run a step that runs a process. Returns the stop code, or undefined to go on. */
async function runProcessStep(host, step) {
    const unanswered = (0,asked_next/* unansweredAsks */.x$)(step, host.ctx.bindings);
    if (unanswered.length > 0)
        return askedFor(host, step, unanswered);
    const pending = (0,questions/* pendingQuestion */.ec)(host.state());
    if (pending !== undefined && pending.step === step.id) {
        // A run budget spent (by the attempt that asked, say): its agent cannot run again, so no one is
        // asked for an answer, nor is one taken (runAttempts would stop before the attempt anyway).
        const spent = step.kind === 'agent' ? (0,budget/* workflowBreach */.J)(host.workflow, host.state(), true) : undefined;
        if (spent)
            return stopped(host, 'WORKFLOW_BUDGET_EXCEEDED', spent.message);
        const given = host.takeAnswer();
        if (given === undefined)
            return questionStop(host, step, pending.question);
        // Masked as a gate value is: a secret of the stages' environment never reaches the journal.
        const answer = (0,transcript/* maskSecrets */.QU)(given.text, (0,gate_secrets/* gateSecretValues */.wR)(host.request.env));
        host.apply({ event: 'question_answered', at: host.now(), step: step.id, visit: pending.visit, answer, by: given.by });
        host.commit();
        host.ports.onEvent?.({ type: 'note', message: `${step.id}: question answered by ${given.by}; the step runs again with the answer`, step: step.id });
    }
    const bindings = (0,run_bindings/* stepBindings */.rV)(host.ctx.bindings, step, host.state());
    let output;
    let stage;
    try {
        // An output needing a value nothing provides is recorded like any stop.
        output = (0,run_bindings/* resolveOutput */.ST)(step, bindings, host.workspace, host.workflow, (0,run_files/* runFileOf */.FS)(host.ctx, host.ancestry));
        stage = (0,kinds/* processStageFor */.z)(step.kind)({ workflow: host.workflow, workspace: host.workspace, step, state: host.state(), bindings, output, agents: host.request.agents ?? {} });
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        // The input to pass, said where the error knows it (the stop code's fix is generic).
        if (error.code === 'WORKFLOW_INPUT_REQUIRED')
            host.stopFix(error.code, error.hint);
        // Where in the workflow file (the step's `output:`): the outcome's location.
        if (error.location.file !== undefined && error.location.line !== undefined)
            host.stopAt(error.code, { file: error.location.file, line: error.location.line, ...(error.location.column !== undefined ? { column: error.location.column } : {}) });
        return stopped(host, error.code, error.message);
    }
    const finished = (ok, flight, result, log, r) => {
        const state = host.state();
        host.ports.onEvent?.({
            type: 'stage_finished',
            step: step.id,
            visit: flight.visit,
            attempt: flight.attempt,
            ok,
            ...(r.gateStatus !== undefined ? { gateStatus: r.gateStatus } : {}),
            ...(r.failureStatus !== undefined ? { failureStatus: r.failureStatus } : {}),
            ...(r.code !== undefined ? { code: r.code } : {}),
            ...(r.next !== undefined ? { next: r.next } : {}),
            durationMs: result.durationMs,
            ...host.progress(state.completed_steps, step.id),
            totalSteps: (0,model_workflow/* declaredStepCount */.K2)(host.workflow),
            logPath: log,
            ...(!ok ? { exitStatus: result.exitCode } : {}),
        });
    };
    const subject = {
        step,
        recordOn: step,
        label: step.id,
        outputStep: step.id,
        logStem: step.id,
        envStep: step.id,
        // A shell stage's latest answered question of the visit (its prompt, for an agent, holds them all).
        extraEnv: (0,questions/* questionEnv */.yE)((0,questions/* questionsOfVisit */.oc)(host.state(), step.id)),
        bindings,
        output,
        stage,
        peek: () => {
            // Computed, not applied: the runner's state is changed only through host.apply.
            const flight = (0,transition/* nextAttempt */.nj)(host.state(), step.id);
            return { visit: flight.visit, attempt: flight.attempt, previousFailure: (0,process_prompt/* previousFailureOf */.Jv)(host.state(), step.id) };
        },
        begin: (token) => {
            host.apply({ event: 'attempt_started', at: host.now(), step: step.id, visit: 0, attempt: 0, token });
        },
        spawned: (pgid) => {
            host.apply({ event: 'attempt_group', at: host.now(), step: step.id, pgid });
            host.commit();
        },
        fail: (f) => {
            host.apply({ event: 'attempt_failed', at: host.now(), step: step.id, code: f.code, message: f.message, exit_status: f.result.exitCode, signal: f.result.signal, duration_ms: f.result.durationMs, log: f.log.rel, ...(f.failureStatus !== undefined ? { failure_status: f.failureStatus } : {}) });
            host.commit();
            finished(false, f, f.result, f.log.rel, { code: f.code, ...(f.failureStatus !== undefined ? { failureStatus: f.failureStatus } : {}) });
        },
    };
    const end = await (0,attempts/* runAttempts */.iQ)(host, subject);
    if (end.kind === 'spent')
        return stopped(host, 'WORKFLOW_BUDGET_EXCEEDED', end.breach.message);
    // Cancelled: the interrupted attempt (if one ran) is recorded failed; the step stays active.
    if (end.kind === 'interrupted')
        return stopped(host, 'WORKFLOW_INTERRUPTED', `${end.message}; the step stays active and runs again on resume`);
    if (end.kind === 'failed') {
        const stop = routeFailure(host, step, end.failed.code);
        // The run stops at a place in a file (the gate's line in the output): its `at:` and annotation.
        if (stop === end.failed.code && end.failed.location)
            host.stopAt(stop, end.failed.location);
        // The failure's own fix (an attempt that wrote no output of its own), with how an edit of what the step runs is resumed.
        if (stop === end.failed.code && end.failed.fix !== undefined)
            host.stopFix(stop, `${end.failed.fix} ${(0,edit_fix/* editFixFor */.f)(host.workflow, step)}`);
        return stop;
    }
    const a = end.accepted;
    const stopAfter = host.stopsAfter(step.id);
    let stop;
    if (a.verdict.gate && (0,model_workflow/* routesToAsk */.zU)(step, a.verdict.gate.status))
        return asked(host, step, a, finished, end.breach);
    if (a.verdict.gate) {
        const gate = a.verdict.gate;
        // The digest of the bytes the gate was read from (one pass in the judge), never a second read.
        const evidence = a.verdict.evidence;
        const { size, sha256 } = a.verdict.digest;
        const applied = host.apply({
            event: 'gate_accepted',
            at: host.now(),
            step: step.id,
            visit: a.visit,
            attempt: a.attempt,
            gate,
            artifact: { path: evidence.rel, sha256, size },
            exit_status: a.result.exitCode ?? 0,
            duration_ms: a.result.durationMs,
            log: a.log.rel,
            present: host.present((0,model_workflow/* conditionalInputs */.s4)(step.def.statuses)),
            stop_after: stopAfter,
            to: null,
            stop: null,
        });
        stop = applied.stop;
        // code: the stop the transition ends in (a loop limit or a stall refuses it: never "\u2192 end").
        finished(true, a, a.result, a.log.rel, { gateStatus: gate.status, next: applied.state.active_step, ...(stop !== undefined ? { code: stop } : {}) });
    }
    else {
        const applied = host.apply({
            event: 'exit_accepted',
            at: host.now(),
            step: step.id,
            to_target: stage.next,
            exit_status: a.result.exitCode ?? 0,
            duration_ms: a.result.durationMs,
            log: a.log.rel,
            stop_after: stopAfter,
            revised: (0,revisions/* revisedArtifacts */.U)(host.state(), host.workspace, step.id),
            to: null,
            stop: null,
        });
        stop = applied.stop;
        finished(true, a, a.result, a.log.rel, { gateStatus: 'exit 0', next: applied.state.active_step, ...(stop !== undefined ? { code: stop } : {}) });
    }
    // Committed with the next stage's start, or with the run's end.
    if (stop === undefined && end.breach)
        return stopped(host, 'WORKFLOW_BUDGET_EXCEEDED', end.breach.message);
    return stop;
}
/**
 * An attempt whose gate asks a person (a status routed to ASK, its `question:` checked by the
 * judge): recorded as a question and the run stops for the answer \u2014 or, past the visit's
 * MAX_QUESTIONS_PER_VISIT, the attempt fails (WORKFLOW_BLOCKED_QUESTION_LIMIT), routed by on_failure.
 */
function asked(host, step, a, finished, breach) {
    const { gate, evidence, digest } = a.verdict;
    if (!gate || !evidence || !digest)
        return undefined;
    const question = String(gate.extra['question']);
    const before = (0,questions/* questionsOfVisit */.oc)(host.state(), step.id).length;
    if (before >= questions/* MAX_QUESTIONS_PER_VISIT */.Hg) {
        const code = 'WORKFLOW_BLOCKED_QUESTION_LIMIT';
        const message = `step ${step.id} asked a question ${before + 1} times in visit ${a.visit} (at most ${questions/* MAX_QUESTIONS_PER_VISIT */.Hg} are answered per visit); its question: ${question}`;
        host.apply({ event: 'attempt_failed', at: host.now(), step: step.id, code, message, exit_status: a.result.exitCode, signal: a.result.signal, duration_ms: a.result.durationMs, log: a.log.rel });
        host.commit();
        finished(false, a, a.result, a.log.rel, { code });
        return routeFailure(host, step, code);
    }
    const { size, sha256 } = digest;
    host.apply({ event: 'question_asked', at: host.now(), step: step.id, visit: a.visit, attempt: a.attempt, status: gate.status, question, artifact: { path: evidence.rel, sha256, size }, exit_status: a.result.exitCode ?? 0, duration_ms: a.result.durationMs, log: a.log.rel });
    host.commit();
    finished(true, a, a.result, a.log.rel, { gateStatus: gate.status, code: breach ? 'WORKFLOW_BUDGET_EXCEEDED' : 'WORKFLOW_ANSWER_REQUIRED' });
    // The attempt that asked spent a run budget: the question is kept, but the run stops for the budget (an answer could not be used).
    if (breach)
        return stopped(host, 'WORKFLOW_BUDGET_EXCEEDED', breach.message);
    // The same question this invocation's --answer was given for, asked again after a source change
    // rerun took it back: the step goes on (runProcessStep takes the answer) instead of stopping for it.
    if (host.answerWaits(step.id, question))
        return undefined;
    return questionStop(host, step, question);
}
/** A failure that used up its attempts: follow the step's on_failure, if it has one. */
function routeFailure(host, step, code) {
    const target = step.def.on_failure;
    if (target === undefined || !failure_policy/* ROUTABLE_FAILURES */.Zh.has(code) || (0,failure_policy/* failureTarget */.SO)(step) === undefined)
        return code;
    const applied = host.apply({ event: 'failure_routed', at: host.now(), step: step.id, code, stop_after: host.stopsAfter(step.id), to: null, stop: null });
    host.commit();
    // Failed by a status of its failure_statuses: which one (the step's record, as applyFailure left it).
    const failedBy = host.state().steps[step.id]?.failure_status;
    host.ports.onEvent?.({ type: 'note', message: `${step.id}: ${code}${failedBy !== undefined ? ` (status ${failedBy}, one of its failure_statuses)` : ''}; on_failure -> ${target === 'skip' ? `skip, on_skip -> ${step.def.on_skip ?? '-'}` : target}`, step: step.id });
    return applied.stop;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/core/model/expressions.ts
var expressions = __webpack_require__(4206);
// EXTERNAL MODULE: ./src/core/model/references.ts
var references = __webpack_require__(6991);
// EXTERNAL MODULE: ./src/core/model/invocation.ts
var invocation = __webpack_require__(3291);
// EXTERNAL MODULE: ./src/core/steps/decision/transition.ts
var decision_transition = __webpack_require__(183);
// EXTERNAL MODULE: ./src/core/run/secret-names.ts
var secret_names = __webpack_require__(3136);
;// CONCATENATED MODULE: ./src/core/steps/decision/run.ts
// Decision steps: route on GitHub-style expressions over the run's context. Nothing runs:
// the branches are evaluated in order, the first truthy `if` wins, else `else`. decide() is pure
// (a files['<path>'] read is answered by its caller: runDecisionStep asks the file system); the
// result is one decision_taken event (its transition: transition.ts).








/** The context an expression sees: bound inputs, every step's record, visits and the run id. */
function decisionContext(state, workflow, inputs) {
    const steps = {};
    const visits = {};
    for (const id of workflow.steps.keys()) {
        const r = (0,transition/* stepRecord */.oU)(state, id);
        visits[id] = r?.visits ?? 0;
        // A verdict a --rerun-from took back reads as none (references.ts standingResult): as {{steps.<id>.output}} reads it.
        const { output, gate } = (0,references/* standingResult */._K)(state, id);
        steps[id] = {
            status: r?.status ?? 'pending',
            output,
            visits: r?.visits ?? 0,
            gate: gate ? JSON.parse(JSON.stringify(gate)) : null,
        };
        const step = workflow.steps.get(id);
        if (step.kind === 'approval') {
            const last = (0,references/* lastDecision */.Dm)(state, id);
            Object.assign(steps[id], { decision: last?.decision ?? null, note: last === undefined ? null : (last.note ?? ''), by: last?.by ?? null });
        }
        else if (step.kind === 'parallel') {
            const branches = {};
            const recorded = (0,references/* standingBranches */.Zu)(state, id) ?? {};
            for (const b of Object.keys(step.def.parallel?.branches ?? {})) {
                const br = Object.hasOwn(recorded, b) ? recorded[b] : undefined;
                const result = (0,references/* branchResult */.Oo)(br);
                branches[b] = { status: br?.status ?? 'pending', output: result?.output ?? null, gate: result?.gate ? JSON.parse(JSON.stringify(result.gate)) : null };
            }
            steps[id].branches = branches;
        }
    }
    return { inputs: { ...inputs }, steps, visits, run: { id: state.run_id } };
}
/**
 * Evaluate the branches of a decision step. Throws WORKFLOW_CONTRACT_INVALID when an expression
 * does not compile (the validator reports that first) or fails to evaluate (e.g. fromJSON of
 * a value that is not JSON). `fileExists` answers files['<path>'] for every literal path the
 * branches read, before any is evaluated (a path that leads out stops the run wherever it is read).
 */
function decide(step, visit, context, fileExists) {
    const branches = [];
    const list = step.def.decide ?? [];
    const compiledOf = list.map((b) => ('if' in b ? (0,expressions/* compileExpression */.Wo)(b.if) : undefined));
    if (fileExists !== undefined) {
        const files = { ...context.files };
        for (const c of compiledOf)
            if (c?.ok)
                for (const path of (0,expressions/* fileReads */.Mv)(c))
                    files[path] ??= fileExists(path);
        context = { ...context, files };
    }
    // The values a branch saw are recorded and printed (status, history, the Action's summary): a
    // secret-looking input's value (run/secret-names.ts) is *** in them, as everywhere a run prints its inputs.
    const secrets = (0,secret_names.secretValuesOf)(context.inputs);
    const shown = (v) => (secrets.length === 0 ? v : (0,secret_names/* maskedJson */.az)(v, secrets));
    for (let i = 0; i < list.length; i++) {
        const b = list[i];
        if (!('if' in b))
            return { to: b.else, record: { step: step.id, visit, branches, chosen: 'else', to: b.else } };
        const compiled = compiledOf[i];
        if (!compiled.ok)
            throw contractError(step, b.if, `does not compile: ${compiled.message}`);
        let ev;
        try {
            ev = (0,expressions/* evaluateExpression */.O4)(compiled, context);
        }
        catch (error) {
            // e.g. fromJSON of a value that is not JSON: the workflow's expression, not a stagegate bug \u2014
            // or a key an earlier step's result did not give (a maestro extract target), which no edit of the expression fixes.
            throw contractError(step, b.if, `failed: ${error.message}`, unreportedKeys(compiled, context));
        }
        branches.push({ expression: b.if, value: shown(ev.value), truthy: ev.truthy, seen: Object.fromEntries(Object.entries(ev.seen).map(([k, v]) => [k, shown(v)])) });
        if (ev.truthy)
            return { to: b.to, record: { step: step.id, visit, branches, chosen: i, to: b.to } };
    }
    throw new errors/* StagegateError */.q('WORKFLOW_CONTRACT_INVALID', `decision ${step.id}: no branch matched and there is no else`, { hint: 'Add a last branch - else: <step | DONE | BLOCKED> (stagegate validate reports DECISION_ELSE_MISSING).' });
}
function contractError(step, expression, what, unreported = []) {
    const first = unreported[0];
    const hint = first === undefined
        ? 'Fix the expression (stagegate validate checks its syntax and context names), then resume.'
        : `It reads ${unreported.map((u) => `steps.${u.step}.gate.${u.key}`).join(', ')}, which the result step ${first.step} reported does not give (a key of its WORKFLOW_GATE, a ${first.key.toUpperCase()}: line of a maestro COORDINATE RESULT block, outputs.${first.key} of an aiox step_output): run ${first.step} again so that it reports ${first.key}, with --rerun-from ${first.step} (its verdict and every one accepted after it are taken back). Or make the expression hold when the key is missing, then resume.`;
    return new errors/* StagegateError */.q('WORKFLOW_CONTRACT_INVALID', `decision ${step.id}: expression '${expression}' ${what}`, { hint });
}
/** The steps.<id>.gate.<key> an expression reads of a completed step whose gate has no such key (or an empty one). */
function unreportedKeys(compiled, context) {
    const out = [];
    for (const { names } of (0,expressions/* contextPaths */.A9)(compiled)) {
        if (names.length !== 4 || names[0].toLowerCase() !== 'steps' || names[2].toLowerCase() !== 'gate')
            continue;
        const id = Object.keys(context.steps).find((k) => k.toLowerCase() === names[1].toLowerCase());
        const record = id === undefined ? undefined : context.steps[id];
        if (record === undefined || record.status !== 'completed' || record.gate === null)
            continue;
        const key = Object.keys(record.gate).find((k) => k.toLowerCase() === names[3].toLowerCase());
        const value = key === undefined ? undefined : record.gate[key];
        if ((value === undefined || value === null || value === '') && !out.some((u) => u.step === id && u.key === names[3]))
            out.push({ step: id, key: names[3] });
    }
    return out;
}
/**
 * inputs.<name> of a decision: the workflow's declared inputs as bound (defaults resolved); in an
 * item run, every value the item's stages get (the parent's inputs, artifact_root included, and
 * the item's bindings), as validate's per_item scope has it.
 */
function decisionInputs(host) {
    const out = {};
    for (const name of host.workflow.itemInputs ?? (0,invocation/* declaredInputs */.WB)(host.workflow)) {
        const v = host.ctx.bindings.get(name);
        if (v !== undefined)
            out[name] = v;
    }
    return out;
}
/** A decision step in the run: nothing runs; evaluate its branches, record the decision and follow it. */
function runDecisionStep(host, step) {
    const visit = (0,transition/* currentVisit */.$n)((0,transition/* stepRecord */.oU)(host.state(), step.id));
    let outcome;
    try {
        // files['<path>']: resolved inside the workspace (symlinks included), as every path a workflow names.
        const exists = (path) => (0,external_node_fs_.existsSync)(host.ctx.workspace.resolve(path, `${(0,expressions/* fileReadKey */.ME)(path)} of decision ${step.id}`).abs);
        outcome = decide(step, visit, decisionContext(host.state(), host.workflow, decisionInputs(host)), exists);
    }
    catch (error) {
        // An expression that fails (e.g. fromJSON of non-JSON) is recorded like any stop; the decision stays active.
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        host.stopFix(error.code, error.hint);
        host.apply({ event: 'stopped', at: host.now(), code: error.code, message: error.message });
        host.commit();
        return error.code;
    }
    const applied = host.apply({ event: 'decision_taken', at: host.now(), step: step.id, outcome, stop_after: host.stopsAfter(step.id), to: null, stop: null });
    host.commit();
    const decided = `${step.id}: decision -> ${outcome.to} (${outcome.record.chosen === 'else' ? 'else' : `if ${outcome.record.branches[outcome.record.chosen].expression}`})`;
    const skipped = (0,decision_transition/* requiresSkipInWords */.AQ)(step, outcome.record);
    host.ports.onEvent?.({ type: 'note', message: skipped === undefined ? decided : `${skipped}; ${decided}`, ...(skipped === undefined ? { step: step.id } : {}) });
    return applied.stop;
}

// EXTERNAL MODULE: ./src/core/steps/approval/run.ts
var run = __webpack_require__(5190);
// EXTERNAL MODULE: ./src/core/model/absent-inputs.ts
var absent_inputs = __webpack_require__(5888);
// EXTERNAL MODULE: ./src/core/steps/foreach/item-workflow.ts
var item_workflow = __webpack_require__(7917);
;// CONCATENATED MODULE: ./src/core/steps/hand-off/run.ts



function runHandOffStep(host, step) {
    // The instruction as people read it (an absent optional input reads "(not given)"), with what
    // the step sees, as validate reads it: {{step}}, its own inputs, references to earlier steps.
    const instruction = step.def.instruction !== undefined ? (0,absent_inputs/* renderInstruction */.Bx)(step.def.instruction, host.workflow, (0,run_bindings/* stepBindings */.rV)(host.ctx.bindings, step, host.state())) : undefined;
    const applied = host.apply({ event: 'hand_off', at: host.now(), step: step.id, ...(instruction !== undefined ? { instruction } : {}) });
    host.commit();
    // A foreach item's deferral is stagegate's own hand-off (item-workflow.ts), not a step of the
    // file: its note is about the item run (`loop[A]: item deferred \u2026`), in words, not its route token.
    if (step.implicit === true && applied.stop === item_workflow/* ITEM_DEFERRED */.ue)
        host.ports.onEvent?.({ type: 'note', message: `item deferred (${applied.stop}): ${instruction ?? ''}` });
    else
        host.ports.onEvent?.({ type: 'note', message: `${step.id}: hand-off (${applied.stop}): ${instruction ?? ''}`, step: step.id });
    return applied.stop;
}

;// CONCATENATED MODULE: ./src/core/run/executors.ts




const EXECUTORS = {
    shell: runProcessStep,
    agent: runProcessStep,
    action: runProcessStep,
    resolver: runProcessStep,
    instruction: runHandOffStep,
    decision: runDecisionStep,
    approval: run/* runApprovalStep */.h,
    child_workflow: async (host, step) => (await __webpack_require__.e(/* import() */ 439).then(__webpack_require__.bind(__webpack_require__, 4439))).runChildStep(host, step),
    foreach: async (host, step) => (await Promise.all(/* import() */[__webpack_require__.e(511), __webpack_require__.e(227)]).then(__webpack_require__.bind(__webpack_require__, 511))).runForeachStep(host, step),
    parallel: async (host, step) => (await Promise.all(/* import() */[__webpack_require__.e(439), __webpack_require__.e(511), __webpack_require__.e(708), __webpack_require__.e(418)]).then(__webpack_require__.bind(__webpack_require__, 2418))).runParallelStep(host, step),
};

// EXTERNAL MODULE: ./src/core/run/source-drift.ts
var source_drift = __webpack_require__(5682);
// EXTERNAL MODULE: ./src/core/run/rewind.ts
var rewind = __webpack_require__(2226);
// EXTERNAL MODULE: ./src/core/state/own-file.ts
var own_file = __webpack_require__(2076);
// EXTERNAL MODULE: ./src/core/workspace/digest.ts
var digest = __webpack_require__(3929);
;// CONCATENATED MODULE: ./src/core/workspace/digest-memo.ts
// The digests of accepted outputs one invocation has read, kept with the file's identity as read
// (device, inode, size, mtime, ctime in nanoseconds), so the run's end-of-run evidence check does
// not hash again a file that did not change since the resume hashed it (a 200 MB artifact: ~134 ms).
//
// Why it is safe: any write to a file sets its ctime to the kernel's clock at that moment, and no
// call sets ctime back (utimes sets mtime, and ctime to now). That clock is coarse (a tick, a few
// ms), so a same-size rewrite in the tick the file was last changed in keeps every field \u2014 the
// "racily clean" file git knows. A digest is therefore kept only for a file last changed more
// than MARGIN_MS before the read began: a later write lands in a later tick and shows in ctime.
// A file changed in the margin, or while it was read, is hashed again. Skew between this clock and
// a network file system's server clock larger than the margin is the one case not covered.



/** How long before a read a file's last change must be for its digest to be kept (a tick, with room for coarse file systems). */
const MARGIN_MS = 3_000;
function same(a, b) {
    return a.dev === b.dev && a.ino === b.ino && a.size === b.size && a.mtimeNs === b.mtimeNs && a.ctimeNs === b.ctimeNs;
}
class DigestMemo {
    now;
    seen = new Map();
    /** How many times a file was read and hashed (a kept digest returned reads none). */
    reads = 0;
    /** `now`: the run's clock, in ms since the epoch. */
    constructor(now) {
        this.now = now;
    }
    /** The file's sha256: the one kept for it when it has not changed since, else read (and kept when safe). Throws as sha256File does. */
    digest(path) {
        const kept = this.seen.get(path);
        if (kept !== undefined) {
            let st;
            try {
                st = (0,external_node_fs_.statSync)(path, { bigint: true });
            }
            catch {
                st = undefined;
            }
            if (st?.isFile() === true && same(st, kept))
                return kept.sha256;
            this.seen.delete(path);
        }
        const began = BigInt(this.now()) * 1000000n;
        const fd = (0,own_file/* openRegularForRead */.os)(path);
        this.reads++;
        try {
            const before = (0,external_node_fs_.fstatSync)(fd, { bigint: true });
            const sha256 = (0,digest/* sha256Chunks */.ch)((buffer, length) => (0,external_node_fs_.readSync)(fd, buffer, 0, length, null), Number(before.size));
            const after = (0,external_node_fs_.fstatSync)(fd, { bigint: true });
            const old = before.ctimeNs < began - BigInt(MARGIN_MS) * 1000000n && before.mtimeNs < began - BigInt(MARGIN_MS) * 1000000n;
            // The path may name another file by now (a rename over it): kept only when it still names the one read.
            if (old && same(after, before) && this.stillNames(path, before))
                this.seen.set(path, { dev: before.dev, ino: before.ino, size: before.size, mtimeNs: before.mtimeNs, ctimeNs: before.ctimeNs, sha256 });
            return sha256;
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
    }
    stillNames(path, read) {
        try {
            return same((0,external_node_fs_.statSync)(path, { bigint: true }), read);
        }
        catch {
            return false;
        }
    }
}

// EXTERNAL MODULE: ./src/core/run/scoped-note.ts
var scoped_note = __webpack_require__(9766);
// EXTERNAL MODULE: ./src/core/state/run-store.ts + 1 modules
var run_store = __webpack_require__(7524);
// EXTERNAL MODULE: ./src/core/state/state.ts
var state_state = __webpack_require__(6624);
// EXTERNAL MODULE: ./src/core/state/run-log.ts
var run_log = __webpack_require__(7375);
// EXTERNAL MODULE: ./src/core/state/journal.ts
var journal = __webpack_require__(666);
// EXTERNAL MODULE: ./src/core/state/integrity.ts + 1 modules
var integrity = __webpack_require__(5970);
// EXTERNAL MODULE: ./src/core/state/supersede.ts
var supersede = __webpack_require__(2537);
// EXTERNAL MODULE: ./src/core/state/manifest-write.ts
var manifest_write = __webpack_require__(1594);
// EXTERNAL MODULE: ./src/core/state/snapshot.ts
var snapshot = __webpack_require__(8577);
// EXTERNAL MODULE: ./src/core/run/reduce.ts + 3 modules
var reduce = __webpack_require__(2712);
// EXTERNAL MODULE: ./src/core/run/step-count.ts
var step_count = __webpack_require__(9765);
// EXTERNAL MODULE: ./src/core/run/stopped-after-fix.ts
var stopped_after_fix = __webpack_require__(8989);
// EXTERNAL MODULE: ./src/core/run/still-to-run.ts
var still_to_run = __webpack_require__(4549);
;// CONCATENATED MODULE: ./src/core/run/run-host.ts
// The run as its step executors see it (RunHost, host.ts): its state, changed only by an event
// applied now and appended to the journal at the next commit (one fdatasync), after which the
// state's projections (workflow_state.yaml, RUN_MANIFEST.yaml, LATEST_RUN.md) are written; and
// what the invocation gathers on its way for its outcome (warnings, a stop's fix, progress), down
// to the outcome itself. How the invocation finds and opens the run is open-run.ts's; the loop
// that hands it from step to step, runner.ts's.






















/** A commit the journal took whose projections (state file, manifest) could not be written: `errno` says why. */
class ProjectionsUnwritten extends errors/* StagegateError */.q {
    errno;
    constructor(errno, message, options) {
        super('STATE_WRITE_FAILED', message, options);
        this.errno = errno;
    }
}
/**
 * A commit the journal did not take (a full disk, a permission): `errno` says why, `committing`
 * what it held, `said` the message without what it says of those events (commit's `unrecorded`).
 */
class JournalUnwritten extends errors/* StagegateError */.q {
    errno;
    said;
    committing;
    constructor(errno, said, 
    /** The events the failed commit held. */
    committing, message, options) {
        super('STATE_WRITE_FAILED', message, options);
        this.errno = errno;
        this.said = said;
        this.committing = committing;
    }
}
/** The acceptances and failures among `events`, as a STATE_WRITE_FAILED message names them. */
function endsOf(events) {
    return events.flatMap((e) => e.event === 'attempt_failed'
        ? [`the failure of step ${e.step} (${e.code}: ${e.message})`]
        : e.event === 'gate_accepted' || e.event === 'exit_accepted'
            ? [`the acceptance of step ${e.step}`]
            : e.event === 'question_asked'
                ? [`the question of step ${e.step}`]
                : e.event === 'branch_updated' && (e.patch.status === 'succeeded' || e.patch.status === 'failed')
                    ? [`the ${e.patch.status === 'succeeded' ? 'success' : 'failure'} of branch ${e.branch} of step ${e.step}`]
                    : []);
}
/** A stop that is a stage's recorded failure (not mid-run, success, an I/O or lock stop): a failed write does not replace it as the run's stop. */
function isRecordedFailure(stop) {
    return stop !== 'IN_PROGRESS' && !['success', 'io', 'locked'].includes((0,stop_codes/* stopClass */.Ti)(stop));
}
/** The journal holds this invocation's end already (finish's commit): one end per invocation. */
function invocationEnded(state) {
    return (state.invocations.at(-1)?.outcome ?? null) !== null;
}
/** A failure stop reported after a failed write: the disk comes first (`why`), then the stop's own fix. */
function diskFirst(outcome, stop, why) {
    const then = outcome.hint ?? stop_codes/* STOP_CODES */.GO[stop]?.fix;
    return { ...outcome, hint: `Free disk space or fix permissions first (${why})${then !== undefined ? `; then: ${then}` : ', then resume.'}` };
}
/**
 * One invocation's run. Its state, journal and what its outcome gathers are private: the
 * executors change them through RunHost, the opening (open-run.ts) through the few methods below
 * that name it, the runner through finish and failed.
 */
class Run {
    ctx;
    request;
    ports;
    base;
    entry;
    headWatch;
    current;
    /** The state at the journal's head: what the last commit left (undefined: a new journal, nothing committed yet). */
    committed;
    store;
    pending = [];
    /** The run's transitions and decisions (RunOutcome.log), unless the request leaves them out (keepLog). */
    log;
    stagesRun = 0;
    /** The child workflow runs that paused at their approval steps during this invocation (childrenAwaitApproval). */
    childApprovals = [];
    /** A child workflow run refused its stale verdicts during this invocation (childRefusedSource). */
    childRefused = false;
    /** The fix of the error a step stopped the run with in this invocation (stopFix). */
    stopHint;
    /** Where in a file the failure a step stopped the run with was found (stopAt). */
    stopLocation;
    /** The `[n/N]` count of this invocation (progress): a resume's starts at the run's completed steps. */
    stepCount;
    /** What the manifest's last write made, reused piece by piece by the next (state/manifest.ts). */
    manifestCache = new snapshot/* ProjectionCache */.yP();
    /** The random part of this run's temp file names and attempt tokens (state/random-hex.ts; the invocation's, shared with the runs it starts). */
    random;
    /** The folders whose names this invocation synced (state/synced-names.ts; shared with the runs it starts). */
    syncedNames;
    /** A fresh start's marker is in place until the new run's start is committed (open-run.ts freshStart; commit). */
    freshMarked = false;
    baseEnv;
    /** The attempt this invocation started last (attempt_started): only its end reads HEAD for an advance. */
    ownFlight = null;
    /** The question the run waited on when this invocation was given its answer (RunRequest.answer): the one it answers. */
    answerFor;
    /** The source change this invocation found and recorded (run/source-drift.ts). */
    sourceChanged;
    /**
     * This invocation's --stop-after-step step moved the run on (a transition from it: stopped after
     * it, or its route to DONE/BLOCKED): the request is met, and the commands that continue the run
     * leave it out (outcome.ts resumeCommand; run_stopped.stop_after_step records it otherwise).
     */
    stopSettled = false;
    /**
     * The run as it stands cannot reach the step its --stop-after-step names: as this invocation
     * opened it (its rewind, if any, applied) \u2014 that step made its transition in an earlier
     * invocation, or the run went another way \u2014, and as it ends (the run went another way in this
     * invocation: a decision, a route, before the step ran): nothing is left to stop after, so the
     * request is met as the run stands (stopSettled), and the commands that continue the run leave it
     * out, as status's do (recordedUnmetStop). Kept when the step is ahead (a loop back to it
     * included), and when the run has no active step.
     */
    settleStopBehind() {
        const stop = this.ctx.bound.controls.stopAfterStep;
        if (stop === null || this.stopSettled)
            return;
        if ((0,still_to_run/* stopBehind */.t)(this.workflow, this.current, this.current.active_step, stop))
            this.stopSettled = true;
    }
    workflow;
    workspace;
    ancestry;
    /** The accepted outputs' digests this invocation read at its resume: its end-of-run check reads again only the files changed since. */
    digests = new DigestMemo(() => this.clock());
    constructor(
    /** Replaced once, under the lock, when the run changed since it was read (open-run.ts relocate). */
    ctx, 
    /** Replaced once, under the lock, when the run changed since it was read (open-run.ts chooseAgentsAgain). */
    request, ports, base, entry, 
    /** HEAD watched for this run (SourceInfo.watchSourceCommit): a commit its own stage made. */
    headWatch) {
        this.ctx = ctx;
        this.request = request;
        this.ports = ports;
        this.base = base;
        this.entry = entry;
        this.headWatch = headWatch;
        this.workflow = ctx.workflow;
        this.workspace = ctx.workspace;
        this.ancestry = request.ancestry ?? [];
        this.random = request.random ?? new RandomHex();
        this.syncedNames = request.syncedNames ?? new synced_names/* SyncedNames */.b$();
        if (request.keepLog !== false)
            this.log = (0,run_log/* emptyLog */.ak)();
        if (request.answer !== undefined && ctx.existing.kind === 'ok')
            this.answerFor = (0,questions/* pendingQuestion */.ec)(ctx.existing.state);
    }
    // --- RunHost ------------------------------------------------------------------------------
    state() {
        return this.current;
    }
    apply(event) {
        const before = this.current;
        let applied = (0,reduce/* applyEvent */.Z8)(before, event, this.workflow);
        if (event.event === 'attempt_started')
            this.ownFlight = applied.state.in_flight;
        const advance = this.advanceAt(before, event, applied.state);
        if (advance !== undefined) {
            // Before the event that ends the attempt: its verdict is stamped at the commit it judged.
            this.record(advance, (0,reduce/* applyEvent */.Z8)(before, advance, this.workflow));
            applied = (0,reduce/* applyEvent */.Z8)(this.current, event, this.workflow);
        }
        this.record(event, applied);
        return applied;
    }
    record(event, applied) {
        const stop = this.ctx.bound.controls.stopAfterStep;
        if (stop !== null && !this.stopSettled && (0,stopped_after_fix/* stoppedStepMoved */.jk)(this.current, applied.state, stop))
            this.stopSettled = true;
        this.pending.push((0,reduce/* withClaims */.Qf)(event, applied));
        this.current = applied.state;
        if (this.log)
            (0,run_log/* logEvent */.$s)(this.log, event, applied.state);
    }
    /**
     * HEAD moved while an attempt this invocation started was under way: a commit the run's own
     * stage made (docs/run-semantics.md#source-changes). Looked at (SourceInfo.watchSourceCommit:
     * `git rev-parse` only when HEAD's reflog changed) when the attempt ends, and as each foreach item
     * or parallel branch of it finishes (a later item starts at the commit the earlier one left). A move while no attempt of this
     * invocation runs (a commit between invocations, an attempt a dead runner left in flight) is
     * never read here: the next resume compares it as a source change.
     */
    advanceAt(before, event, after) {
        const head = this.headWatch;
        const flight = before?.in_flight;
        const own = this.ownFlight;
        if (head === undefined || before === undefined || !flight || own === null || event.event === 'source_advanced')
            return undefined;
        if (flight.step !== own.step || flight.visit !== own.visit || flight.attempt !== own.attempt)
            return undefined;
        const ends = after.in_flight === null || event.event === 'item_finished' || (event.event === 'branch_updated' && (event.patch.status === 'succeeded' || event.patch.status === 'failed'));
        if (!ends)
            return undefined;
        // undefined: HEAD has not moved since the watch last looked (no git process started).
        const now = head.moved();
        const from = before.source_commit ?? null;
        if (now === undefined || now === null || now === from)
            return undefined;
        return { event: 'source_advanced', at: event.at, step: flight.step, visit: flight.visit, attempt: flight.attempt, from_commit: from, to_commit: now };
    }
    commit(options) {
        const store = this.store;
        // A stage may have replaced a folder on the way with a link out of the workspace: the paths
        // were checked when the run started; check them again so nothing is written through one.
        this.workspace.resolve(this.ctx.statePath.rel, 'state_path');
        const { ctx } = this;
        const committing = this.pending;
        try {
            if (this.pending.length > 0)
                store.commit(this.pending);
            this.pending = [];
            this.committed = this.current;
            // A fresh start's marker (state/supersede.ts): its run's start is in the journal now.
            if (this.freshMarked) {
                (0,supersede/* endSupersede */.ah)(ctx.statePath);
                this.freshMarked = false;
            }
        }
        catch (error) {
            const code = error.code ?? 'error';
            // What is not in the journal did not happen for the next run: said, so no one reads a stage's failure or acceptance as recorded.
            const ends = endsOf(committing);
            // A journal removed under the run is resumed only once it is restored (the hint below).
            const resumeRuns = code === 'EJOURNALSWAPPED' || code === 'EJOURNALCHANGED' ? 'a resume, once the journal is restored, runs' : 'a resume runs';
            const unrecorded = ends.length === 0 ? '' : `; not recorded: ${ends.join(', ')} \u2014 ${resumeRuns} ${ends.length === 1 ? 'that step' : 'those steps'} again`;
            // Removed or replaced under the run (a stage's rm -rf of the run folder): it holds nothing of
            // this run now, and no space or permission brings it back.
            if (code === 'EJOURNALSWAPPED') {
                throw new errors/* StagegateError */.q('STATE_WRITE_FAILED', `the journal ${(0,journal/* journalPathFor */.S7)(ctx.statePath.rel)} of run ${ctx.runId} was removed or replaced while the run was running (by a stage, or something beside the run): nothing more of the run can be recorded${unrecorded}`, {
                    hint: 'Restore the journal from a copy if you have one, then resume; else start over with --mode fresh (what is left of the run is moved aside, not deleted). A stage may write only its own declared output: never the run\'s journal, state file or folder.',
                    cause: error,
                });
            }
            // Written to in place (a stage that appended to it or cut it short): the runner appends
            // nothing after bytes it did not commit, which would break the chain every later read checks.
            if (code === 'EJOURNALCHANGED') {
                throw new errors/* StagegateError */.q('STATE_WRITE_FAILED', `the journal ${(0,journal/* journalPathFor */.S7)(ctx.statePath.rel)} of run ${ctx.runId} was written to while the run was running (by a stage, or something beside the run), so it no longer ends where the run's last event does: nothing more of the run is recorded in it${unrecorded}`, {
                    hint: `A stage may write only its own declared output: never the run's journal, state file or folder. If the journal's first ${error.committed ?? '?'} bytes are the run's own (the stage only appended to it), cut it back to them (truncate -s ${error.committed ?? '?'} ${(0,command_line/* pathWord */.Um)((0,journal/* journalPathFor */.S7)(ctx.statePath.rel))}) and resume; else restore it from a copy, or start over with --mode fresh (what is left of the run is moved aside, not deleted).`,
                    cause: error,
                });
            }
            const said = `cannot append to the journal of run ${ctx.runId} under ${ctx.runRoot.rel} (${code})`;
            throw new JournalUnwritten(code, said, [...committing], `${said}: it holds everything committed before${unrecorded}`, {
                hint: 'Free disk space or fix permissions, then resume.',
                cause: error,
            });
        }
        if (this.request.itemRun === true || options?.project === false)
            return;
        this.projectOrThrow();
    }
    /** The state file and manifest written from the journal; a failure to write them is ProjectionsUnwritten (STATE_WRITE_FAILED). */
    projectOrThrow() {
        const { ctx } = this;
        try {
            this.project();
        }
        catch (error) {
            if ((0,errors/* isStagegateError */.W)(error))
                throw error;
            const code = error.code ?? 'error';
            throw new ProjectionsUnwritten(code, `cannot write the state file or manifest of run ${ctx.runId} under ${ctx.runRoot.rel} (${code}): the journal records everything so far, and the next invocation writes them again`, {
                hint: 'Free disk space or fix permissions (or remove what is in their way), then resume.',
                cause: error,
            });
        }
    }
    now() {
        return this.ports.clock.now().toISOString();
    }
    clock() {
        return this.ports.clock.now().getTime();
    }
    stagesRan(count) {
        this.stagesRun += count;
    }
    progress(completed, step) {
        this.stepCount ??= new step_count/* StepCount */.Y(this.workflow);
        return this.stepCount.after(completed, step);
    }
    childrenAwaitApproval(children) {
        this.childApprovals = children;
    }
    childRefusedSource() {
        this.childRefused = true;
    }
    answerTaken = false;
    /**
     * The invocation's answer (RunRequest.answer) while it is this run's to take: given, not taken
     * yet, and this the run the person started (a child or item run takes none: the answer is for
     * the question the started run waits on). answerWaits and warnUnusedAnswer ask the same.
     */
    untakenAnswer() {
        return this.answerTaken || this.ancestry.length > 0 || this.request.itemRun === true ? undefined : this.request.answer;
    }
    takeAnswer() {
        const answer = this.untakenAnswer();
        if (answer !== undefined)
            this.answerTaken = true;
        return answer;
    }
    answerWaits(step, question) {
        return this.untakenAnswer() !== undefined && (0,questions/* answersAgain */.op)(this.answerFor, step, question);
    }
    /** The answer given (run --answer) was never taken: said, with why and what to do (questions.ts unusedAnswerWarning). */
    warnUnusedAnswer(stop) {
        if (this.untakenAnswer() === undefined || this.answerFor === undefined)
            return;
        this.answerTaken = true;
        this.warn((0,questions/* unusedAnswerWarning */.x1)(this.answerFor, this.current, stop, this.sourceChanged, (0,questions/* answerResume */.Sy)(this.resumeCommand())), false, this.answerFor.step);
    }
    stopFix(code, hint) {
        this.stopHint = hint === undefined || hint === '' ? undefined : { code, hint };
    }
    stopAt(code, location) {
        this.stopLocation = { code, ...location };
    }
    warn(message, said = false, step) {
        // Said once: a warning given again (a loop's next visit of the step) adds nothing.
        if ((this.base.warnings ?? []).includes(message))
            return;
        this.base.warnings = [...(this.base.warnings ?? []), message];
        if (step !== undefined)
            this.base.warningSteps = { ...this.base.warningSteps, [message]: step };
        if (!said)
            this.ports.onEvent?.({ type: 'note', message: `${scoped_note/* WARNING_PREFIX */.sZ}${message}`, warning: true, ...(step !== undefined ? { step } : {}) });
    }
    stopsAfter(stepId) {
        return this.ctx.bound.controls.stopAfterStep === stepId;
    }
    present(names) {
        return names.filter((name) => {
            const v = this.ctx.bindings.get(name);
            return v !== undefined && v !== '';
        });
    }
    /**
     * The invocation's environment as a stage environment's base: a plain copy, taken once per run.
     * process.env is an exotic object whose every read goes to the C library.
     */
    envBase() {
        return (this.baseEnv ??= { ...this.request.env });
    }
    attemptToken() {
        return (0,leftovers/* attemptToken */.$Q)(this.request.invocationToken ?? 'x', this.random);
    }
    runChild(request, ports) {
        return this.entry(request, ports);
    }
    // --- the journal as the opening of the run takes it (open-run.ts) -------------------------
    /** The state file and manifest of the run as its context places them now. */
    get files() {
        return { state: this.ctx.statePath.abs, manifest: this.ctx.manifestPath.abs };
    }
    /** A resume: the state replayed from the journal (and its log) is this invocation's; its journal is appended to. */
    continueJournal(load) {
        this.current = load.state;
        this.committed = load.state;
        this.log = load.log;
        this.store = run_store/* RunStore */.n.open(this.files, load, this.random, this.ports.journal, this.journalFolders);
        // The count starts where the run stands: a step completed before (a loop's revisit, also one that failed since) does not raise it.
        this.stepCount = new step_count/* StepCount */.Y(this.workflow, (0,step_count/* seenCompleted */.R)(load.state));
    }
    /** A new journal (a new run, or a fresh start's: `freshMarked`, its marker is in place until its start is committed). */
    startJournal(found, freshMarked) {
        if (freshMarked !== undefined)
            this.freshMarked = freshMarked;
        this.store = run_store/* RunStore */.n.open(this.files, found, this.random, this.ports.journal, this.journalFolders);
    }
    /** The journal's first commit syncs the folders' names up to the workspace, those the invocation synced before excepted. */
    get journalFolders() {
        return { root: this.workspace.root, synced: this.syncedNames };
    }
    /** A refusal before anything of this invocation is written: what it applied is not committed. */
    discardUncommitted() {
        this.pending = [];
    }
    /** The source change this invocation found and recorded (open-run.ts recordSourceChange): its outcome says it. */
    sourceChangeRecorded(change) {
        this.sourceChanged = change;
    }
    /** workflow_state.yaml and RUN_MANIFEST.yaml, projected from the state at the journal's head. */
    project() {
        const store = this.store;
        store.writeSnapshot(this.current);
        this.writeManifest();
    }
    writeManifest() {
        const { ctx } = this;
        this.workspace.resolve(ctx.manifestPath.rel, 'run manifest');
        (0,manifest_write/* writeManifest */.H)(ctx.manifestPath.abs, this.current, { head: this.store.head, journalFile: this.store.journalFrom(ctx.manifestPath.abs) }, this.manifestCache, this.random);
    }
    /**
     * The run the user started: not a foreach item's run, not one of a model built in memory (a
     * shard's branch), not a child workflow's (whose step hands its checked model down: steps/child/run.ts).
     */
    get startedByUser() {
        return this.request.itemRun !== true && this.request.workflowModel === undefined && this.ancestry.length === 0;
    }
    writePointer() {
        // LATEST_RUN.md: in the folder that holds runs/ (context.ts), for the run the user started only.
        const { ctx } = this;
        const pointer = this.startedByUser && ctx.pointerPath !== undefined ? this.workspace.tryResolve(ctx.pointerPath.rel) : undefined;
        if (pointer)
            (0,manifest_write/* writeLatestPointer */.s)(pointer.abs, this.current, ctx.manifestPath.rel, ctx.statePath.rel);
    }
    /**
     * Before a run the user started reports success (complete, or paused to resume), its accepted
     * outputs are checked as the next `status` or resume checks them (integrity.ts): a stage that
     * removed or rewrote an earlier stage's accepted output would otherwise be reported done here and
     * refused there (STALE_ARTIFACT_REJECTED), found out only at the next stop. The journal keeps the
     * run's own end; what is wrong is the evidence on disk, so this invocation reports what a resume
     * would: the refusal, with its fix (restore the file, rerun from its step, or start over), in
     * the outcome of what ran (its steps, artifacts and stages run).
     */
    checkEvidenceAtEnd(stop, outcome) {
        if (!this.startedByUser || (stop !== 'WORKFLOW_COMPLETE' && stop !== 'PARTIAL_RESUMABLE'))
            return outcome;
        const { ctx } = this;
        try {
            (0,integrity/* checkIntegrity */._D)(this.current, this.workflow, ctx.runId, ctx.bindings, this.workspace, ctx.statePath.rel, { allowWorkflowChange: true, resumeCommand: this.resumeCommand(), naming: ctx.naming, digests: this.digests });
            return outcome;
        }
        catch (error) {
            if (!(0,errors/* isStagegateError */.W)(error) || error.code !== 'STALE_ARTIFACT_REJECTED')
                throw error;
            const how = stop === 'WORKFLOW_COMPLETE' ? 'reached WORKFLOW_COMPLETE' : 'stopped to resume later (PARTIAL_RESUMABLE)';
            // The run's own account (its steps, artifacts, stages run, log) with the refusal's stop and
            // fix in place of the success's: what ran is reported, not the state this invocation found.
            const { nextAlternative: _alternative, rerunFrom: _rerunFrom, rerunInside: _rerunInside, hint: _hint, location: _location, ...kept } = outcome;
            return {
                ...kept,
                status: 'STALE_ARTIFACT_REJECTED',
                exitCode: (0,stop_codes/* exitStatusFor */.ex)('STALE_ARTIFACT_REJECTED'),
                message: `run ${ctx.runId} ${how}, but ${error.message}: a stage that ran after it (or something beside the run) changed it, and \`status\` and a resume refuse the run for it. A stage may write only its own declared output ($STAGEGATE_OUTPUT); an action or resolver step may revise accepted files (their digests are recorded again)`,
                // The rerun offered repeats this when a later step of the workflow is what changes the file.
                hint: `${error.hint !== undefined ? `${error.hint} ` : ''}If a later step of this workflow is what changes it, a rerun only repeats this: make that step write only its own declared output (or make it an action step, whose revisions are recorded), then rerun with --allow-workflow-change.`,
                nextCommand: error.nextCommand ?? null,
            };
        }
    }
    /**
     * The invocation's end; interrupted by a signal, which one (status exits as run does: 143 for
     * SIGTERM); given --stop-after-step and stopped before that step moved the run on, the step
     * (the request is not met: the commands approve, reject, skip and status print carry it).
     */
    runStopped(stop) {
        const signal = (0,stop_codes/* stopClass */.Ti)(stop) === 'interrupted' ? (0,stop_codes/* stopSignalOf */.eq)(this.request.signal?.reason) : undefined;
        // Where the run stops now: a step it went past another way is no request left to repeat.
        this.settleStopBehind();
        const unmet = (0,stopped_after_fix/* unmetStop */.SO)(this);
        return { event: 'run_stopped', at: this.now(), code: stop, ...(signal !== undefined ? { signal } : {}), ...(unmet !== null ? { stop_after_step: unmet } : {}) };
    }
    /** The invocation ends with `stop` (the loop's): recorded, committed, and said. */
    finish(stop) {
        this.warnUnusedAnswer(stop);
        this.apply(this.runStopped(stop));
        this.commit();
        // An item run's projections are written once, when it ends (a write failure: as commit() says it).
        if (this.request.itemRun === true)
            this.projectOrThrow();
        else
            this.writePointer();
        return (0,outcome/* outcomeOf */.sG)(this.ending(), stop, this.current.message ?? (0,outcome/* describeStop */.Cw)(stop, this.current));
    }
    /**
     * The journal committed what the run did, but the state file or manifest could not be written
     * (a full disk): the run stops, and says what the journal says \u2014 `status` reads the same journal.
     * When the journal ends with a failure (a stage's, committed), that stop is the run's, its
     * message saying that the projections could not be written and why; otherwise (the journal is
     * mid-run, or the run completed or paused) STATE_WRITE_FAILED, as before, naming the stop the
     * journal records. The invocation's end is appended when the disk takes it.
     */
    unprojected(error) {
        const stop = (0,state_state/* statusOf */.c2)(this.current);
        const note = `the state file and manifest could not be written (${error.errno}): the journal records this, and the next invocation writes them again`;
        // Mid-run, or a stop that is no failure (complete, paused): the write failure is the stop (exit 9), saying what the journal holds.
        const failure = isRecordedFailure(stop);
        if (!failure) {
            const message = stop === 'IN_PROGRESS' ? error.message : `${error.message} (it records the run's stop: ${stop}${this.current.message ? `, ${this.current.message}` : ''})`;
            // A foreach item's or child workflow's run: thrown, as before, so the parent's outcome carries
            // no state (a completed item's state would read as an item that ended STATE_WRITE_FAILED:
            // recorded blocked for good); the parent stops with it and its resume continues the item.
            if (this.request.itemRun === true || this.ancestry.length > 0)
                throw new errors/* StagegateError */.q('STATE_WRITE_FAILED', message, { hint: error.hint, cause: error });
            return (0,outcome/* outcomeOf */.sG)(this.ending(), 'STATE_WRITE_FAILED', message);
        }
        try {
            // Unless its end is what the journal took last (finish's commit).
            if (!invocationEnded(this.current)) {
                this.apply(this.runStopped(stop));
                this.store.commit(this.pending);
            }
        }
        catch {
            /* the journal's account stands without the invocation's end */
        }
        this.pending = [];
        return diskFirst((0,outcome/* outcomeOf */.sG)(this.ending(), stop, `${this.current.message ?? (0,outcome/* describeStop */.Cw)(stop, this.current)}; ${note}`), stop, `${error.errno}: the state file and manifest could not be written`);
    }
    /** The run as it ends, for its outcome's wording (outcome.ts). */
    ending() {
        const { ctx, request, workflow, workspace, ancestry, base, log, stagesRun, sourceChanged, stopHint, stopLocation, childRefused, childApprovals, stopSettled } = this;
        return { ctx, request, workflow, workspace, ancestry, state: this.current, base, log, stagesRun, sourceChanged, stopHint, stopLocation, childRefused, childApprovals, stopSettled };
    }
    resumeCommand() {
        return (0,outcome/* resumeCommand */.VJ)(this);
    }
    /**
     * The invocation stopped by `error`: what was applied stays applied (a completed stage is
     * committed before the error is reported), a commit whose projections were not written ends
     * the run as the journal says it, and one the journal did not take is tried once more (unwritten).
     * Any other error is thrown on.
     */
    failed(error) {
        // The journal took the events, its projections did not: the run's account is the journal's.
        if (error instanceof ProjectionsUnwritten && this.pending.length === 0)
            return this.unprojected(error);
        if (error instanceof JournalUnwritten)
            return this.unwritten(error);
        if (this.store && this.pending.length > 0) {
            try {
                this.commit();
            }
            catch {
                /* the error that ended the run is the one reported */
            }
        }
        throw error;
    }
    /**
     * A commit the journal did not take (JournalUnwritten: nothing of it is in the journal, the
     * writer cut back what it wrote part way). Tried once more, so a stage's completed work (a
     * transient full disk) stays completed \u2014 without a trailing attempt start, whose process never
     * ran (attempts.ts starts it only once that commit returns), nor the events that only began a
     * parallel, child or foreach step's attempt after it (unstartedTail): the journal then reads as a
     * run stopped before that attempt, and the resume starts it as its first. The message says what the
     * second try recorded, or (it failed too) the first's account: not recorded.
     */
    unwritten(error) {
        // A journal removed or written to under the run takes nothing more (journal-writer.ts).
        if (error.errno === 'EJOURNALSWAPPED' || error.errno === 'EJOURNALCHANGED')
            throw error;
        // Nothing left to try again: a later commit took the failed one's events (a parallel step's
        // branches go on committing after one of them failed to): the invocation's end is still owed.
        const later = this.pending.length === 0;
        const kept = this.pending.slice(0, unstartedTail(this.pending));
        // The state at the journal's head after the kept events: the one committed before them, replayed.
        let state = this.committed;
        for (const e of kept)
            state = (0,reduce/* applyEvent */.Z8)(state, e, this.workflow).state;
        if (state === undefined)
            throw error;
        // A stage's failure the kept events record is the run's stop, as unprojected() has it (status
        // reads it from the journal: the run says the same); else the stop is this write's failure.
        const stop = (0,state_state/* statusOf */.c2)(state);
        const failure = isRecordedFailure(stop);
        // The invocation's end, unless the kept events hold it already (finish's commit): one end per invocation.
        const ended = invocationEnded(state);
        const events = ended ? kept : [...kept, this.runStopped(failure ? stop : 'STATE_WRITE_FAILED')];
        if (!ended)
            state = (0,reduce/* applyEvent */.Z8)(state, events.at(-1), this.workflow).state;
        try {
            this.store.commit(events);
        }
        catch {
            throw error;
        }
        this.pending = [];
        this.current = state;
        this.committed = state;
        if (this.request.itemRun !== true) {
            try {
                this.project();
            }
            catch {
                /* the journal holds it; the next invocation writes the projections again */
            }
        }
        if (failure) {
            return diskFirst((0,outcome/* outcomeOf */.sG)(this.ending(), stop, `${state.message ?? (0,outcome/* describeStop */.Cw)(stop, state)}; ${error.said}, and a second try recorded it`), stop, `${error.errno}: a journal append failed once`);
        }
        const ends = endsOf(later ? error.committing : kept);
        const active = state.active_step;
        const recorded = later ? `a later commit recorded ${ends.length > 0 ? ends.join(', ') : 'what it held'}, and the run's events after it` : `a second try recorded ${ends.length > 0 ? ends.join(', ') : "the run's events up to the failed write"}`;
        const message = `${error.said}; ${recorded}: ${active !== null ? `a resume goes on from step ${active}` : 'a resume reads the run as it ended'}`;
        // A foreach item's or child workflow's run: thrown, so its parent stops with it (as unprojected).
        if (this.request.itemRun === true || this.ancestry.length > 0)
            throw new errors/* StagegateError */.q('STATE_WRITE_FAILED', message, { hint: error.hint, cause: error });
        return { ...(0,outcome/* outcomeOf */.sG)(this.ending(), 'STATE_WRITE_FAILED', message), hint: error.hint ?? 'Free disk space or fix permissions, then resume.' };
    }
    close() {
        this.store?.close();
    }
}
/**
 * The events that only begin a step's attempt, before the commit its work waits on: a parallel
 * step's branches start once parallel_begun is committed, a child run once child_recorded is, a
 * foreach item's run once its item_started is (with the step's foreach_loaded / foreach_revived /
 * foreach_marked before it) \u2014 a commit the journal did not take ran none of them.
 */
const BEGINS_ATTEMPT = new Set(['parallel_begun', 'child_recorded', 'foreach_loaded', 'foreach_revived', 'foreach_marked', 'item_started']);
/**
 * Where a failed commit's `events` are cut for its second try: before a trailing attempt_started
 * and the events after it that only began that attempt (BEGINS_ATTEMPT). Kept, they read as a step
 * in flight whose runner died (status), when nothing of the attempt ran.
 */
function unstartedTail(events) {
    const start = events.findLastIndex((e) => e.event === 'attempt_started');
    if (start < 0 || !events.slice(start + 1).every((e) => BEGINS_ATTEMPT.has(e.event)))
        return events.length;
    return start;
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/model/run-scope.ts
var run_scope = __webpack_require__(1513);
// EXTERNAL MODULE: ./src/core/state/store.ts
var store = __webpack_require__(9916);
// EXTERNAL MODULE: ./src/core/state/fresh-marker.ts
var fresh_marker = __webpack_require__(3388);
// EXTERNAL MODULE: ./src/core/state/manifest.ts
var manifest = __webpack_require__(5224);
// EXTERNAL MODULE: ./src/core/state/written-by.ts
var written_by = __webpack_require__(6154);
// EXTERNAL MODULE: ./src/core/run/agent-record.ts
var agent_record = __webpack_require__(7504);
// EXTERNAL MODULE: ./src/core/run/unrecorded-logs.ts
var unrecorded_logs = __webpack_require__(7368);
// EXTERNAL MODULE: ./src/core/run/fresh.ts
var fresh = __webpack_require__(4829);
;// CONCATENATED MODULE: ./src/core/run/rerun-taken-back.ts



/** The step `--rerun-from given` names: a step id, else an imported file's id as written there (N-001 for N_001). */
function rerunStepNamed(workflow, given) {
    return (0,model_workflow/* stepNamed */.au)(workflow, given) ?? given;
}
/**
 * The steps whose verdicts `--rerun-from given` takes back from the run at `state`, a state
 * replayed against `workflow` (run/rewind.ts planRewind); undefined when the rerun is refused (the
 * run refuses it itself, before it checks anything else).
 */
function rerunTakesBack(state, workflow, given) {
    const plan = (0,rewind/* planRewind */.PB)(state, workflow, rerunStepNamed(workflow, given));
    return (0,rewind/* isRefusal */.vu)(plan) ? undefined : new Set(plan.taken_back);
}
/**
 * What `--rerun-from given` takes back from a carried copy of a run (the Action's restore, before
 * the copy is in place): its journal at `absStatePath` replayed against `workflow` as the resume
 * will replay it, so the plan is the one the run makes. Undefined when the copy does not replay
 * against it (the resume refuses it then, or asks for --allow-workflow-change first) or the rerun is refused.
 */
function carriedRerunTakesBack(absStatePath, relStatePath, workflow, given) {
    const load = loadRun({ state: absStatePath }, workflow, relStatePath, { log: false });
    return load.kind === 'ok' ? rerunTakesBack(load.state, workflow, given) : undefined;
}

// EXTERNAL MODULE: ./src/core/run/failed-end.ts
var failed_end = __webpack_require__(9516);
// EXTERNAL MODULE: ./src/core/run/rewind-items.ts
var rewind_items = __webpack_require__(5447);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/core/agents/recorded.ts
var recorded = __webpack_require__(2692);
// EXTERNAL MODULE: ./src/core/steps/parallel/branches.ts
var parallel_branches = __webpack_require__(9739);
;// CONCATENATED MODULE: ./src/core/agents/replaced-step-agents.ts
// The agent an invocation chooses (--agent, --agent-command; or the run's record of them) runs
// every agent-driven step, in place of the `agent:` a step or parallel branch names
// (registry.ts resolveAgent: the invocation first). A team that chose an agent per step and a
// run started with --agent claude \u2014 which the run then remembers for every resume \u2014 would
// otherwise lose those choices without a word: the run says which it replaces when it starts.



/** Whether two agent specs run the same agent with the same model (`claude: opus` is `claude:opus`). */
function sameAgent(a, b) {
    const x = (0,registry/* parseAgentSpec */.GV)(a);
    const y = (0,registry/* parseAgentSpec */.GV)(b);
    return x !== undefined && y !== undefined ? x.name === y.name && x.arg === y.arg : a.trim() === b.trim();
}
/**
 * What the selection replaces, in workflow order: the steps' (and branches' `<step>.<branch>`,
 * per-item steps' `<step>[\u2026].<per-item step>`) own `agent:` \u2014 another agent, or the same one with
 * another model (or none) \u2014, then `execution.agent`, when a step that names no agent would have run it.
 */
function replacedStepAgents(workflow, selection) {
    const chosen = selection.agent ?? (selection.agentCommand !== undefined ? 'command' : undefined);
    if (chosen === undefined)
        return [];
    const out = [];
    const branches = new Map();
    for (const { step, branch } of (0,parallel_branches/* allBranches */.Iz)(workflow)) {
        const list = branches.get(step.id) ?? [];
        list.push({ id: `${step.id}.${branch.id}`, agent: branch.def.agent, kind: branch.kind });
        branches.set(step.id, list);
    }
    let defaulted = false;
    for (const step of workflow.steps.values()) {
        const perItem = Object.entries(step.def.per_item ?? {}).map(([id, def]) => ({ id: `${step.id}[\u2026].${id}`, agent: def.agent, kind: (0,model_workflow/* classifyStep */.d_)(def).kind ?? '' }));
        for (const s of [{ id: step.id, agent: step.def.agent, kind: step.kind }, ...(branches.get(step.id) ?? []), ...perItem]) {
            if (!registry/* AGENT_DRIVEN_KINDS */.vD.has(s.kind))
                continue;
            if (typeof s.agent !== 'string')
                defaulted = true;
            else if (!sameAgent(s.agent, chosen))
                out.push({ step: s.id, agent: s.agent });
        }
    }
    const fallback = workflow.data.execution?.agent;
    if (defaulted && fallback !== undefined && !sameAgent(fallback, chosen))
        out.push({ step: 'execution.agent', agent: fallback });
    return out;
}
/** The note a run prints when it starts: `--agent claude:opus runs every agent step, in place of the agent: of design (gemini), \u2026`. */
function replacedStepAgentsNote(workflow, selection, shown) {
    const replaced = replacedStepAgents(workflow, selection);
    if (replaced.length === 0)
        return undefined;
    const list = replaced.map((r) => `${r.step} (${r.agent})`).join(', ');
    return `agent: ${shown} runs every agent step, in place of the agent: the workflow names for ${list} (the invocation's agent comes first: docs/agents.md#choosing-the-agent)`;
}

// EXTERNAL MODULE: ./src/core/steps/parallel/records.ts
var records = __webpack_require__(5);
;// CONCATENATED MODULE: ./src/core/run/open-run.ts
// How an invocation opens the run it found (docs/run-semantics.md): the checks before the lock
// (--rerun-from against a fresh start, the agents a reopened run needs), then under the lock the
// run read again if it changed, and made this invocation's \u2014 a fresh start (the earlier run moved
// aside: state/supersede.ts, also one a crash interrupted), a resume (its journal replayed, a dead
// runner's attempt recorded lost, a source change and --rerun-from judged and recorded), or a new
// run \u2014 its run_started recorded, and its start said. What it applies goes through the run
// (run-host.ts), whose journal it opens; the loop that goes on from there is runner.ts's.






























/**
 * The request with the agent selection this invocation uses (its flags, else the run's record)
 * and why; the outcome says it (base.agents) whenever an agent is chosen either way. A recorded
 * command not reused is a warning, said (onEvent) as the choice is made: before the stop
 * (WORKFLOW_INPUT_REQUIRED) the agent check may then make, which text output would not show it in.
 */
function withAgentChoice(request, ctx, base, ports, found = ctx.existing) {
    // The flags as given: a choice made again (under the lock) starts from them, not from the first choice.
    const given = request.agentChoice !== undefined ? request.agentFlags : request.agents;
    const earlier = request.agentChoice;
    const choice = (0,recorded/* effectiveAgents */.Kq)(given, (0,agent_record/* agentRecordRun */.I)(ctx, found), ctx.workspace, ctx.runId);
    const shown = (0,recorded/* describeAgents */.i7)(choice.selection);
    delete base.agents;
    if (choice.from !== 'none' && shown !== '')
        base.agents = { shown, from: choice.from, why: (0,recorded/* agentsWhy */.Rz)(choice), ...(choice.replaced !== undefined ? { replaced: true } : {}) };
    // Also in the outcome of a run its agent check then refuses (said as a note once the run starts).
    if (earlier?.notReused !== undefined)
        base.warnings = base.warnings?.filter((w) => w !== earlier.notReused);
    if (choice.notReused !== undefined)
        base.warnings = [...(base.warnings ?? []), choice.notReused];
    // Said once: the choice made again under the lock says only a warning that changed.
    if (choice.notReused !== undefined && choice.notReused !== earlier?.notReused)
        ports.onEvent?.({ type: 'note', message: `${scoped_note/* WARNING_PREFIX */.sZ}${choice.notReused}`, warning: true });
    return { ...request, agents: choice.selection, agentChoice: choice, ...(given !== undefined ? { agentFlags: given } : {}) };
}
/**
 * The journal already records this loss: a resume recorded it, then died before it did anything
 * else (only run_started lines follow its runner_lost, which names the same attempt and branches).
 * Not recorded twice: the attempt was abandoned once, by the runner that had it in flight.
 */
function lossRecorded(texts, lost) {
    for (let i = texts.length - 1; i >= 0; i--) {
        const e = (0,journal/* eventsOf */.XL)([texts[i]])[0];
        if (e.event === 'run_started')
            continue;
        return e.event === 'runner_lost' && e.step === lost.step && e.visit === lost.visit && e.attempt === lost.attempt && (e.branches ?? []).join(',') === (lost.branches ?? []).join(',');
    }
    return false;
}
/** The same agent, command and arguments (what the agent check and the stages see). */
function sameSelection(a, b) {
    return a.agent === b.agent && a.agentCommand === b.agentCommand && (a.agentArgs ?? []).join('\0') === (b.agentArgs ?? []).join('\0') && a.freshSessions === b.freshSessions;
}
/** Two reads of a run found the same journal (and so the same run id, inputs and verdicts). */
function sameRun(a, b) {
    if (a.kind !== b.kind)
        return false;
    if (a.kind === 'ok' && b.kind === 'ok')
        return a.head.seq === b.head.seq && a.head.sha256 === b.head.sha256;
    if (a.kind === 'corrupt' && b.kind === 'corrupt')
        return a.reason === b.reason;
    return true;
}
/** The opening of one invocation's run: what it reads of the source and decides before the lock, and the run made its own under it. */
class RunOpening {
    run;
    base;
    locate;
    startedSource;
    /** Whether the checks before the lock judged the run reopened by a source change (chooseAgentsAgain checks the same way). */
    checkedSourceChanged = false;
    /** What startedSource gave (read at the start of checkBeforeLock). */
    startedCommit;
    source;
    constructor(run, 
    /** The outcome's fixed part, which the agent choice fills (withAgentChoice). */
    base, 
    /** Resolves the run's context again (run_id, persisted inputs, paths) from what is on disk now. */
    locate, 
    /** The source commit asked for when the invocation began (SourceInfo.startSourceCommit): read before it is needed. */
    startedSource) {
        this.run = run;
        this.base = base;
        this.locate = locate;
        this.startedSource = startedSource;
    }
    get ctx() {
        return this.run.ctx;
    }
    get request() {
        return this.run.request;
    }
    get workflow() {
        return this.run.workflow;
    }
    get workspace() {
        return this.run.workspace;
    }
    get ports() {
        return this.run.ports;
    }
    /** Before the lock: --rerun-from against a fresh start, and the agents and outputs the run needs (run/preflight.ts). */
    async checkBeforeLock() {
        if (this.startedSource !== undefined)
            this.startedCommit = { commit: await this.startedSource };
        const mode = this.ctx.bound.controls.mode;
        // Agents and outputs inside the workspace (run/preflight.ts; plan makes the same checks).
        // A finished run that a source change opens again (source-drift.ts) runs steps: it needs its agents.
        const existing = this.ctx.existing.kind === 'ok' ? this.ctx.existing.state : undefined;
        const rerunFrom = this.rerunFrom;
        if (rerunFrom !== undefined && (mode === 'fresh' || this.ctx.bound.controls.ignorePreviousCompletion)) {
            throw new errors/* StagegateError */.q('WORKFLOW_INPUT_INVALID', `--rerun-from ${rerunFrom} reruns part of run ${this.ctx.runId} as it stands; a fresh start (--mode fresh, --ignore-previous-completion) runs every step again: give one or the other`, {
                hint: `Rerun from the step without --mode fresh: ${(0,rewind/* rerunCommand */.w4)(this.resumeCommand(), rerunFrom)}`,
            });
        }
        // A run that a source change or --rerun-from sends back (a finished one opened again) runs steps
        // it had done: it needs their agents (an active run otherwise only those it can still reach: preflight.ts).
        const sourceChanged = this.sourceChanges(existing);
        this.checkedSourceChanged = sourceChanged;
        await (0,preflight/* preflightInvocationAsync */.Uc)(this.ctx, this.request.agents ?? {}, { pathEnv: this.request.env['PATH'] ?? '', sourceChanged, itemsRanAsShards: this.request.shards !== undefined }, this.request.readers);
    }
    /**
     * The run changed between the first read and the lock: the agent choice it recorded is read
     * again too (another runner's flags may have replaced it), so this invocation runs, and records,
     * the run's choice as it is now. Another agent than the one checked before the lock is checked
     * now, before anything runs (without loading importers: a child workflow in another format is
     * checked by its step).
     */
    chooseAgentsAgain(found) {
        const before = this.request.agentChoice;
        if (before === undefined)
            return;
        this.run.request = withAgentChoice(this.request, this.ctx, this.base, this.ports, found);
        // Whether a source change sends the run back, judged again on the run as it is now: the other
        // runner's verdicts may be stale here where the ones read before the lock were not (then the
        // steps it goes back to need their agents too).
        const sourceChanged = this.sourceChanges(found.kind === 'ok' ? found.state : undefined);
        if (sameSelection(before.selection, this.request.agents ?? {}) && sourceChanged === this.checkedSourceChanged)
            return;
        this.checkedSourceChanged = sourceChanged;
        (0,preflight/* preflightInvocation */.QM)(this.ctx, this.request.agents ?? {}, { pathEnv: this.request.env['PATH'] ?? '', sourceChanged, itemsRanAsShards: this.request.shards !== undefined });
    }
    /** Whether this invocation sends `existing` back to steps it had done (a source change that reopens it, or --rerun-from): they need their agents. */
    sourceChanges(existing) {
        return this.rerunFrom !== undefined || (existing !== undefined && (0,source_drift/* reopens */.Lv)((0,source_drift/* sourceChange */.Mh)(existing, this.sourceNow(), this.sourcePolicy()), this.sourcePolicy()));
    }
    /** The context read again under the lock; the lock must still be the run's (the state did not move). */
    relocate() {
        const again = this.locate();
        if (again.lockPath !== this.ctx.lockPath) {
            throw new errors/* StagegateError */.q('WORKFLOW_LOCKED', `run ${again.runId} of workflow ${this.workflow.name} was moved by another stagegate process while this invocation started; nothing was changed`, {
                hint: 'Run the same command again.',
            });
        }
        this.run.ctx = again;
    }
    /**
     * The run as found under the lock, made this invocation's: its state taken from the journal's
     * replay, or a new one started. Synchronous, so that nothing it read (a long run's parsed journal
     * events) stays alive in execute()'s suspended frame while the run goes on.
     */
    open(mode) {
        // The journal read before the lock is replayed once: under it, only a changed journal is read again (reloadRun).
        const loading = { log: this.request.keepLog !== false, naming: this.ctx.naming };
        let load = (0,store/* reloadRun */.pI)(this.ctx.existing, this.run.files, this.workflow, this.ctx.statePath.rel, loading);
        if (!sameRun(load, this.ctx.existing)) {
            // Another runner changed the run between the first read and the lock (it finished, or a
            // fresh run moved it aside): what this invocation read of it is read again, under the lock.
            this.relocate();
            load = (0,store/* reloadRun */.pI)(this.ctx.existing, this.run.files, this.workflow, this.ctx.statePath.rel, loading);
            this.chooseAgentsAgain(load);
        }
        const { ctx } = this;
        // Input conflicts and a readable journal: judged on the state no other runner can change now.
        (0,preflight/* checkInputConflicts */.gP)(ctx);
        if (load.kind === 'corrupt' && mode === 'resume')
            throw (0,preflight/* integrityViolation */.FP)(load);
        // The context keeps the state it read, not the journal's events, for the rest of the run.
        this.ctx.existing = (0,store/* withoutEvents */.oE)(this.ctx.existing);
        // A runner that died mid-stage may have left its stage running: kill it before anything else.
        const killed = load.kind === 'ok' ? this.killLeftovers(load.state) : 0;
        let resumed = false;
        // A fresh start a crash interrupted (its marker beside the state file): this invocation
        // finishes it \u2014 whatever of the earlier run is still in place is moved into its folder \u2014 and
        // starts the run anew, as that fresh start would have. A run it left is never read as it is
        // (the earlier run with some of its files moved, or its logs and outputs without a journal).
        let pending = (0,fresh_marker/* readPendingFresh */.iW)(this.workspace, ctx.runRoot, ctx.statePath, (why) => this.run.warn(why));
        if (pending?.started === true) {
            // Its run had started (a crash between its first commit and the marker's removal): only the marker is left to remove.
            if (load.kind === 'ok' && (0,fresh_marker/* freshStartDone */.RC)(pending, load.state.fresh_execution_of?.superseded_to))
                (0,supersede/* endSupersede */.ah)(ctx.statePath);
            else
                this.run.warn(`the fresh-start marker ${ctx.statePath.rel}.fresh names a run that is not the one in place: it is ignored (it changes nothing; remove it)`);
            pending = undefined;
        }
        if (pending !== undefined && mode === 'resume' && this.rerunFrom !== undefined) {
            // The run it continues is a new one: it has reached no step to run again.
            const planned = (0,rewind/* planRewind */.PB)(undefined, this.workflow, this.rerunFrom);
            if ((0,rewind/* isRefusal */.vu)(planned))
                throw (0,rewind/* rewindError */.sz)(planned);
        }
        if (mode === 'fresh' || pending !== undefined) {
            if (pending !== undefined)
                this.ports.onEvent?.({ type: 'note', message: `a fresh start of run ${ctx.runId} was interrupted before it moved every file of the earlier run into ${pending.target.rel}: finishing it, then starting the run anew` });
            const { movedTo, left } = this.freshStart(load.kind === 'ok' ? load.state : undefined, pending);
            // Where the earlier run went: its journal, state, logs and outputs are kept there, not deleted
            // \u2014 but not an output outside its run root and artifact_root, which is not its own to move.
            if (movedTo !== null && !(load.kind === 'corrupt' && load.writtenBy !== undefined)) {
                const was = load.kind === 'ok' ? ` (${load.state.status})` : '';
                const outside = left.length === 0 ? '' : `; ${left.length === 1 ? 'its output' : `${left.length} outputs`} outside the run root stay${left.length === 1 ? 's' : ''} in place, for this run to write over: ${left.slice(0, 3).join(', ')}${left.length > 3 ? ', \u2026' : ''}`;
                this.ports.onEvent?.({ type: 'note', message: `fresh start: the earlier run ${ctx.runId}${was} was moved aside, into ${movedTo}/ (its journal, state, logs and ${left.length === 0 ? 'outputs' : 'the outputs in its run root'}, as they were${outside})` });
            }
            // A run a newer stagegate wrote is not read by this one (written-by.ts): a fresh start moves
            // it aside unread, as it moves any run it starts over. Said plainly: which build wrote it,
            // where it went, and that this build's run now stands in its place.
            if (load.kind === 'corrupt' && load.writtenBy !== undefined) {
                const plain = (0,written_by/* plainVersion */.VY)(load.writtenBy);
                this.run.warn(`run ${ctx.runId} was written by ${(0,written_by/* newerBuildName */.xU)(load.writtenBy)} than this one (${version/* VERSION */.x}): this fresh start moved it aside unread, into ${movedTo ?? `${ctx.runRoot.rel}/.superseded/`}, and starts the run anew with ${version/* VERSION */.x}; ${plain !== undefined ? `stagegate ${plain} or later` : 'the stagegate that wrote it'} can still read it there`);
            }
        }
        else if (load.kind === 'ok') {
            // A rerun from a step does not check the outputs of the verdicts it takes back: they run again
            // (a parallel or foreach step it reopens reads its kept branches' and items' outputs itself).
            const takenBack = this.takenBackByRerun(load.state);
            // The commands a refusal here gives carry --allow-workflow-change while the run has not recorded
            // the edit (as status says them), and the integrity refusal's keeps the --on-source-change this
            // invocation was given: without it, following one refusal's command meets the other, whose
            // command drops the first flag again, and so on.
            const given = this.request.invocation;
            const resume = (0,integrity/* withWorkflowChange */.cl)(this.resumeCommand(), load.state, this.workflow, given.allowWorkflowChange);
            const withPolicy = given.onSourceChange !== undefined ? `${resume} --on-source-change ${given.onSourceChange}` : resume;
            // Attempt logs the journal does not record: an older copy of the run restored over a newer one.
            if (this.request.itemRun !== true)
                (0,unrecorded_logs/* checkLogsRecorded */.i)(load.state, this.workflow, ctx.runRoot, ctx.statePath.rel, resume);
            // Verdicts made at another source commit or package version: refused before anything is
            // written \u2014 with an edited workflow, in the one refusal that names both (checkIntegrity).
            const policy = this.sourcePolicy();
            const change = (0,source_drift/* sourceChange */.Mh)(load.state, this.sourceNow(), policy);
            const rerunFrom = this.rerunFrom;
            const staleSource = rerunFrom === undefined ? (0,source_drift/* staleSourceOf */.c4)(change, policy, resume) : undefined;
            (0,integrity/* checkIntegrity */._D)(load.state, this.workflow, ctx.runId, ctx.bindings, this.workspace, ctx.statePath.rel, { allowWorkflowChange: given.allowWorkflowChange === true, resumeCommand: withPolicy, naming: ctx.naming, staleSource, digests: this.run.digests, ...(takenBack !== undefined ? { takenBack } : {}) });
            if (change && (0,source_drift/* refuses */.QQ)(change, policy)) {
                const refused = (0,source_drift/* refusal */.x5)(change, ctx.runId, resume, { finished: load.state.active_step === null ? load.state.status : undefined, unread: (0,source_drift/* unreadSource */.V1)(load.state) });
                if (rerunFrom === undefined)
                    throw refused;
                // Asked to redo from a step: keeping the verdicts before it at this commit is a choice the person makes.
                const keep = `${(0,rewind/* rerunCommand */.w4)(resume, rerunFrom)} --on-source-change keep`;
                throw new source_drift/* SourceRefusal */.kV(refused.code, refused.message, { hint: `Keep the verdicts before ${rerunFrom} (recorded as a choice) and rerun from it with \`${keep}\`; or run every stale step again with --on-source-change rerun, or start over with --mode fresh.`, nextCommand: keep });
            }
            // --rerun-from a step it cannot redo: refused before anything is written.
            if (rerunFrom !== undefined)
                this.planRerunOrThrow(load.state, rerunFrom);
            for (const message of load.notes)
                this.ports.onEvent?.({ type: 'note', message });
            this.run.continueJournal(load);
            if (this.run.state().active_step === null && change === null && rerunFrom === undefined) {
                // A finished run whose verdicts are all current: report it again, run nothing.
                // Projections left behind by a killed runner are brought level. (At another source it
                // goes on below: rerun opens it again; keep records the choice and reports it again.)
                if (load.snapshotLags)
                    this.run.commit();
                else if (this.request.itemRun !== true)
                    this.run.writeManifest();
                return { kind: 'finished', outcome: (0,outcome/* alreadyFinishedOf */.ig)(this.run.ending()) };
            }
            resumed = true;
            this.startInvocation(null);
            this.recordRunnerLost(load.state, load.journal.texts, killed);
            if (change)
                this.recordSourceChange(change);
            if (rerunFrom !== undefined)
                this.recordRewind(rerunFrom);
        }
        else {
            if (this.rerunFrom !== undefined) {
                const planned = (0,rewind/* planRewind */.PB)(undefined, this.workflow, this.rerunFrom);
                if ((0,rewind/* isRefusal */.vu)(planned))
                    throw (0,rewind/* rewindError */.sz)(planned);
            }
            this.run.startJournal(load.kind === 'absent' ? load : { kind: 'absent' });
            this.startInvocation(null);
        }
        return { kind: 'open', resumed };
    }
    /** The run opened (not finished already): its start committed, pointed to, and said. */
    started(mode, resumed) {
        // Before any command that continues the run is said: a --stop-after-step behind the run is met.
        this.run.settleStopBehind();
        // The invocation's start is on disk before anything runs (an item run's goes out with its first stage's start).
        if (this.request.itemRun !== true)
            this.run.commit();
        // Recorded now: the commands printed to continue the run need not carry the agent flags (the resume finds them).
        const record = this.request.agentChoice !== undefined ? this.run.state().invocations.at(-1)?.agents : undefined;
        if (record !== undefined && (0,recorded/* reusable */.Ez)(record) && this.request.agents !== undefined)
            this.request.agents.recorded = true;
        this.run.writePointer();
        this.request.onStarted?.(this.resumeCommand());
        this.ports.onEvent?.({ type: 'run_started', workflow: this.workflow.name, runId: this.ctx.runId, mode, statePath: this.ctx.statePath.rel, resumed, totalSteps: (0,model_workflow/* declaredStepCount */.K2)(this.workflow) });
        this.warnSameRunElsewhere();
        this.sayAgentChoice();
        // A budget the chosen agent cannot report against is not enforced: said now, not found out
        // from a WORKFLOW_COMPLETE over it (an item run's parent said it already).
        if (this.request.itemRun !== true) {
            const warnings = (0,preflight/* budgetWarnings */.H1)(this.workflow, this.workspace, this.request.agents ?? {}).map((w) => w.message);
            if (warnings.length > 0)
                this.base.warnings = [...(this.base.warnings ?? []), ...warnings];
            for (const message of warnings)
                this.ports.onEvent?.({ type: 'note', message: `${scoped_note/* WARNING_PREFIX */.sZ}${message}`, warning: true });
        }
    }
    resumeCommand() {
        return this.run.resumeCommand();
    }
    /**
     * Which agent a resume runs with when that is not what its command line says: the run's record
     * (no agent flags given), or flags that replace it (a recorded command not reused: withAgentChoice said it).
     */
    sayAgentChoice() {
        const choice = this.request.agentChoice;
        if (choice === undefined)
            return;
        if (this.base.agents !== undefined && (choice.from === 'run' || choice.replaced !== undefined))
            this.ports.onEvent?.({ type: 'note', message: `agent: ${this.base.agents.shown} (${this.base.agents.why})` });
        // The steps whose own agent: that choice replaces (an item run's parent said it already).
        const replaced = this.request.itemRun !== true && this.base.agents !== undefined ? replacedStepAgentsNote(this.workflow, choice.selection, this.base.agents.shown) : undefined;
        if (replaced !== undefined)
            this.ports.onEvent?.({ type: 'note', message: replaced });
    }
    /**
     * A new run (no state where this invocation looks) whose state path an input left to its default
     * places: a run of the same id elsewhere in the workspace is most likely the one meant, started
     * with that input given (a CI job that forgot it). Said before anything runs; the run goes on, as
     * `status` reports NOT_STARTED here. Only then is the workspace searched.
     */
    warnSameRunElsewhere() {
        const { ctx } = this;
        // A fresh start isolated out of a shared artifact_root: the run of that id in the shared folder is the one it replaces, by design.
        if (this.request.sameRunElsewhere === undefined || ctx.existing.kind !== 'absent' || ctx.runIdGenerated || ctx.isolated)
            return;
        if ((0,run_scope/* locatingInputNames */.S8)(this.workflow).every((name) => ctx.bound.explicit.has(name)))
            return;
        const where = this.request.sameRunElsewhere(ctx);
        if (where !== undefined)
            this.run.warn(`run ${ctx.runId} has no state at ${ctx.statePath.rel}, so this starts a second run of that id there. ${where}`);
    }
    persistedInputs() {
        const inputs = {};
        for (const name of (0,invocation/* declaredInputs */.WB)(this.workflow)) {
            const value = this.ctx.bindings.get(name);
            if (value !== undefined && !['stop_after_step', 'execution_mode', 'ignore_previous_completion'].includes(name))
                inputs[name] = value;
        }
        inputs['run_id'] = this.ctx.runId;
        return inputs;
    }
    /**
     * The files the prompts have the agent read, as the workflow's digest covered them: `[]` when it
     * names some but none exists, absent when it names none. Recorded even when empty: a run_started
     * without it is one a build before 2026-12-07 wrote (state/recorded-digest.ts).
     */
    promptFilesRecord() {
        const files = this.workflow.promptFiles?.();
        return files !== undefined ? { prompt_files: files.map((f) => ({ step: f.step, path: f.path, sha256: f.sha256 })) } : {};
    }
    /** This invocation starts: the first event of a new journal creates the run. */
    /** `fresh`: a fresh start's run (a resume that finished one a crash interrupted records it as the fresh run it is). */
    startInvocation(freshOf, fresh = false) {
        const { ctx } = this;
        const entry = this.workflow.entry;
        this.run.apply({
            event: 'run_started',
            at: this.run.now(),
            run_id: ctx.runId,
            workflow: this.workflow.name,
            workflow_file: this.workflow.file,
            workflow_digest: this.workflow.digest,
            mode: fresh ? 'fresh' : ctx.bound.controls.mode,
            ignore_previous_completion: fresh || ctx.bound.controls.ignorePreviousCompletion,
            stop_after_step: ctx.bound.controls.stopAfterStep,
            inputs: this.persistedInputs(),
            run_root: ctx.runRoot.rel,
            source_commit: this.sourceNow().source_commit,
            ...(this.sourceUnread !== undefined ? { source_unread: this.sourceUnread } : {}),
            agent_package_version: this.sourceNow().agent_package_version,
            stagegate_version: version/* VERSION */.x,
            stall_rule: 'fixed_point',
            ...this.promptFilesRecord(),
            manifest_sections: [...manifest/* LATER_MANIFEST_SECTIONS */.QP],
            fresh_execution_of: freshOf,
            ...(this.workflow.data.terminal?.success !== undefined ? { success_status: this.workflow.data.terminal.success } : {}),
            ...this.agentsRecord(),
            entry,
            entry_kind: this.workflow.steps.get(entry).kind,
            ...(this.request.parentInstance !== undefined ? { parent_instance: this.request.parentInstance } : {}),
            ...this.topRunRecord(),
        });
    }
    /** A child workflow's run: the run above it a person resumes (its top ancestor), never a secret's value. */
    topRunRecord() {
        const top = this.request.ancestry?.[0];
        if (top === undefined || this.request.itemRun === true)
            return {};
        return { top_run: { workflow_file: top.workflowFile, run_id: top.runId, inputs: Object.fromEntries((top.locating ?? []).map(([name, value]) => [name, (0,secret_names/* shownValue */.JJ)(name, value)])) } };
    }
    /** The agent choice this invocation runs with, for its run_started (a top-level run's: items and children run their parent's). */
    agentsRecord() {
        // A recorded command this invocation could not reuse: the run's record stays the one that names it.
        if (this.request.agentChoice === undefined || this.request.agentChoice.notReused !== undefined)
            return {};
        const record = (0,recorded/* toRecord */.Lv)(this.request.agents ?? {}, this.workspace);
        return record !== undefined ? { agents: record } : {};
    }
    /** The source this invocation runs at: git HEAD (the Action: the pull request's head) and the agent package version. */
    sourceNow() {
        if (this.source === undefined) {
            this.source = { source_commit: this.startedCommit !== undefined ? this.startedCommit.commit : this.ports.source.sourceCommit(this.workspace.root), agent_package_version: this.ctx.agentPackageVersion };
            // A git work tree git would not read (a checkout another user owns): said once, recorded.
            const why = this.source.source_commit === null ? this.ports.source.unreadable?.(this.workspace.root) : undefined;
            if (why !== undefined) {
                this.sourceUnread = why;
                this.run.warn((0,source_drift/* unreadSourceWarning */.Up)(this.workspace.root, why));
            }
        }
        return this.source;
    }
    /** Why sourceNow found no commit in a git work tree (git's first line), when it did not. */
    sourceUnread;
    sourcePolicy() {
        return (0,source_drift/* effectivePolicy */.Ci)(this.request.invocation, this.workflow);
    }
    /** A resume at another source: recorded in the journal (why steps run again, or that old verdicts were kept), and said. */
    recordSourceChange(change) {
        const applied = this.run.apply({ event: 'source_changed', at: this.run.now(), change, to: null, stop: null });
        this.run.sourceChangeRecorded(applied.state.source_changes?.[applied.state.source_changes.length - 1]);
        this.ports.onEvent?.({ type: 'note', message: (0,source_drift/* describeSourceChange */.F)(change) });
    }
    /** --rerun-from STEP, the step an imported file's id as written there names (N-001 for N_001) when it names one. */
    get rerunFrom() {
        const given = this.request.invocation.rerunFrom;
        return given === undefined ? undefined : rerunStepNamed(this.workflow, given);
    }
    /** --rerun-from STEP: the verdicts it takes back, recorded in the journal (run/rewind.ts), and said. */
    recordRewind(stepId) {
        // Planned again on the state a source change may have moved on (it only takes verdicts back).
        const plan = this.planRerunOrThrow(this.run.state(), stepId);
        // A step that asked a person in this visit is entered again: a new visit takes its questions
        // back (a pending one too) and renews its allowance (WORKFLOW_BLOCKED_QUESTION_LIMIT's fix).
        if (plan.taken_back.length === 0 && plan.step === this.run.state().active_step && (0,questions/* questionsOfVisit */.oc)(this.run.state(), plan.step).length === 0) {
            // The run is at STEP and has no verdict of it: the resume runs it anyway. Entering it again
            // would only spend a visit of its max_visits.
            this.ports.onEvent?.({ type: 'note', message: `rerun from ${plan.step}: the run is at ${plan.step} and has no verdict of it to take back; it resumes there` });
            return;
        }
        // The step whose failure ended the run: said, since it has no verdict to take back.
        const failure = plan.taken_back.length === 0 && (0,failed_end/* failedEnd */.FA)(this.run.state()) === plan.step ? (0,failed_end/* failureInWords */.dp)(this.run.state(), plan.step) : undefined;
        this.run.apply({ event: 'rewound', at: this.run.now(), step: plan.step, taken_back: plan.taken_back, ...(plan.items !== undefined ? { items: plan.items } : {}), ...(plan.branches !== undefined ? { branches: plan.branches } : {}), ...(failure !== undefined ? { after_failure: failure } : {}), to: null, stop: null });
        this.ports.onEvent?.({ type: 'note', message: (0,rewind/* describeRewind */.Zn)(plan, failure) });
    }
    /**
     * The rerun from `stepId` as it will be done, with what the runs on disk say (rewind-items.ts
     * planRerun: the one check status offers by); refused: nothing of this invocation is written.
     */
    planRerunOrThrow(state, stepId) {
        const plan = (0,rewind_items/* planRerun */.eo)(this.workspace, state, this.workflow, stepId, this.ctx.runRoot.rel);
        if (!(0,rewind/* isRefusal */.vu)(plan))
            return plan;
        this.run.discardUncommitted();
        // No visit left: the continuation in the words of the command that runs it once max_visits is raised.
        if (plan.raise !== undefined)
            throw (0,rewind/* rewindError */.sz)({ ...plan, hint: (0,rewind/* raiseVisitsHint */.Kn)(plan.raise, this.workflow, this.resumeCommand(), undefined, plan.alsoAtLimit, `and the run reaches it again from ${plan.raise}`) });
        throw (0,rewind/* rewindError */.sz)(plan);
    }
    /**
     * The steps whose verdicts --rerun-from takes back (run/rerun-taken-back.ts), if it is given and
     * allowed: their outputs are not checked as evidence (integrity.ts), they run again.
     */
    takenBackByRerun(state) {
        const from = this.rerunFrom;
        return from === undefined ? undefined : rerunTakesBack(state, this.workflow, from);
    }
    /**
     * Moves the earlier run's own files aside and starts the run anew. `pending`: a fresh start a
     * crash interrupted (state/supersede.ts), finished into its folder \u2014 the run it supersedes read
     * from there once its journal was moved. Returns the folder they went into (null: nothing moved).
     */
    freshStart(previous, pending) {
        const { ctx } = this;
        const prior = previous ?? (pending !== undefined ? this.supersededState(pending) : undefined);
        // Only what is this run's own (run/fresh.ts): never a path an untrusted previous state names.
        const paths = (0,fresh/* freshOwnedPaths */.M5)(ctx, prior);
        const stamp = this.run.now().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
        const { to: movedTo, marked } = (0,supersede/* supersede */.hh)(this.workspace, ctx.runRoot, ctx.statePath, paths, stamp, { pending, random: this.run.random });
        const freshOf = prior || movedTo ? { run_id: prior?.run_id ?? ctx.runId, status: prior?.status ?? null, superseded_to: movedTo } : null;
        // Its marker is removed once the new run's start is committed (run-host.ts commit): a crash before then finds it again.
        this.run.startJournal({ kind: 'absent' }, marked);
        this.startInvocation(freshOf, true);
        return { movedTo, left: (0,fresh/* outputsLeftInPlace */.Iu)(prior, paths) };
    }
    /** The run an interrupted fresh start supersedes, its journal already in the start's folder: replayed there (undefined when it does not load). */
    supersededState(pending) {
        const moved = (0,store/* loadRun */.Sj)({ state: (0,external_node_path_.join)(pending.target.abs, this.ctx.statePath.rel) }, this.workflow, this.ctx.statePath.rel, { log: false });
        return moved.kind === 'ok' ? moved.state : undefined;
    }
    /** Processes a dead runner's attempts still have running (leftovers.ts): killed, and said so. How many (null: none looked for). */
    killLeftovers(state) {
        const left = (0,leftovers/* leftoverAttempts */.iY)(state);
        if (left.length === 0)
            return 0;
        if (!this.ports.processes.killLeftovers)
            return null;
        const killed = this.ports.processes.killLeftovers(left);
        if (killed > 0)
            this.ports.onEvent?.({ type: 'note', message: `killed ${killed} process${killed === 1 ? '' : 'es'} that the runner before this one left running (the attempt in flight when it stopped)` });
        return killed;
    }
    /**
     * A resume that found an attempt in flight (its runner died: this one holds the lock): recorded
     * after its run_started, with the branches it left running and the processes killed.
     */
    recordRunnerLost(found, texts, killed) {
        const flight = found.in_flight;
        if (flight === null)
            return;
        const branches = (0,records/* runningBranches */.Kk)(found, flight.step);
        const lost = { event: 'runner_lost', at: this.run.now(), step: flight.step, visit: flight.visit, attempt: flight.attempt, ...(branches.length > 0 ? { branches } : {}), killed };
        if (lossRecorded(texts, lost))
            return;
        this.run.apply(lost);
    }
}

;// CONCATENATED MODULE: ./src/core/run/runner.ts
// The run entry: load and validate the workflow, bind the invocation, take the run lock, open
// the run (open-run.ts: replay its journal to resume it, or start a new one), then hand step after
// step to its executor (executors.ts). Every change to the run is an event: applied to the state
// at once, appended to the journal at each commit (one fdatasync), after which the state's
// projections (workflow_state.yaml, RUN_MANIFEST.yaml) are written (run-host.ts).























async function runWorkflow(asked, ports) {
    // The invocation's readers (format importers, gate_schema engine): a top-level run's own, handed
    // on to its children, items and branches.
    let request = asked.readers !== undefined ? asked : { ...asked, readers: new workflow_readers/* InvocationReaders */.LR() };
    const base = {
        status: 'WORKFLOW_CONTRACT_INVALID',
        exitCode: 0,
        message: '',
        workflow: null,
        workflowFile: request.workflowFile,
        runId: null,
        activeStep: null,
        completedSteps: [],
        statePath: null,
        manifestPath: null,
        runRoot: null,
        nextCommand: null,
        stagesRun: 0,
    };
    let ctx;
    try {
        const workspace = new workspace_workspace/* Workspace */.aR(request.workspace);
        // The source commit is asked for now and read once the workflow and the journal are loaded (git runs meanwhile).
        // With it, where the port watches HEAD, the watch this run asks as its attempts end (source_advanced).
        const watched = ports.source.watchSourceCommit?.(workspace.root);
        const startedSource = watched !== undefined ? watched.commit : ports.source.startSourceCommit?.(workspace.root);
        const workflow = request.workflowModel ?? (await (0,load_and_check/* loadAndCheckAsync */.ad)(workspace, request.workflowFile, request.commandName, request.readers));
        base.workflow = workflow.name;
        base.workflowFile = workflow.file;
        // Steps an aiox requires check can go around: the run's end lists them, from the whole journal's decisions.
        if (request.keepLog === false && (0,decision_transition/* canSkipByRequires */.Dy)(workflow))
            request = { ...request, keepLog: true };
        // --rerun-from STEP that names no step: the workflow alone knows, so it is said before the run is
        // located, loaded or checked (a changed output, a run not started would otherwise be said instead).
        const rerunFrom = request.invocation.rerunFrom;
        const unknown = rerunFrom === undefined ? undefined : (0,rewind/* rerunStepUnknown */.rU)(workflow, (0,model_workflow/* stepNamed */.au)(workflow, rerunFrom) ?? rerunFrom);
        const locate = () => {
            ctx = (0,context/* resolveRunContext */.xn)(workflow, workspace, request.invocation, ports.clock.now(), { ancestorRunRoots: request.ancestry?.map((a) => a.runRoot) ?? [], itemRun: request.itemRun === true, log: request.keepLog !== false, naming: { commandName: request.commandName, inputsInHints: request.agentFlagsInHints } });
            Object.assign(base, { runId: ctx.runId, statePath: ctx.statePath.rel, manifestPath: ctx.manifestPath.rel, runRoot: ctx.runRoot.rel });
            return ctx;
        };
        if (unknown !== undefined) {
            // The refusal stands whatever the run's state; the run, where it can be located (read, not
            // checked), is reported as it stands \u2014 its state path, active and completed steps \u2014 as
            // other refusals report it (the Action's outputs and summary read them).
            try {
                locate();
            }
            catch {
                /* not locatable (no run id, say): the refusal alone */
            }
            throw (0,rewind/* rewindError */.sz)(unknown);
        }
        const located = locate();
        if (request.answer !== undefined)
            refuseUnexpectedAnswer(located, request);
        // A run started with agent flags remembers them: this invocation without any uses the run's record (agents/recorded.ts).
        if (request.itemRun !== true && (request.ancestry?.length ?? 0) === 0)
            request = withAgentChoice(request, located, base, ports);
        const marked = request.invocationToken !== undefined && request.random !== undefined && request.stageMasks !== undefined && request.syncedNames !== undefined ? request : { ...request, invocationToken: request.invocationToken ?? (0,leftovers/* newInvocationToken */.cF)(), random: request.random ?? new RandomHex(), stageMasks: request.stageMasks ?? new stage_masks/* StageMasks */.ws(), syncedNames: request.syncedNames ?? new synced_names/* SyncedNames */.b$() };
        const run = new Run(located, marked, ports, base, runWorkflow, watched?.head);
        return await execute(run, new RunOpening(run, base, locate, startedSource));
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        const existing = ctx && ctx.existing.kind === 'ok' ? ctx.existing.state : undefined;
        const missingNext = error instanceof missing_inputs/* MissingInputs */.yn ? (0,missing_inputs/* missingInputsNext */.Vf)(request, base.workflowFile, error.missing) : undefined;
        // The next: shows a secret given as ***: the hint says to give it again (else pasted, *** is the value).
        const hint = missingNext !== undefined && error instanceof missing_inputs/* MissingInputs */.yn ? `${error.hint ?? ''}${(0,missing_inputs/* maskedInputsNote */.hG)(request, error.missing)}`.trim() : error.hint;
        return {
            ...base,
            // Stopped before the run was located (the workflow does not load): the run id given, as given.
            runId: base.runId ?? request.invocation.runId ?? request.invocation.tokens['run_id'] ?? null,
            status: error.code,
            exitCode: (0,stop_codes/* exitStatusFor */.ex)(error.code),
            message: error.message,
            ...(hint !== undefined ? { hint } : {}),
            ...(error instanceof source_drift/* SourceRefusal */.kV ? { sourceRefused: true } : {}),
            location: error.location,
            activeStep: existing?.active_step ?? null,
            completedSteps: existing?.completed_steps ?? [],
            nextCommand: missingNext ?? error.nextCommand ?? null,
        };
    }
}
/**
 * run --answer where no question waits (run/questions.ts): a usage error before the lock, with
 * nothing read as an answer or written. A fresh start or a --rerun-from takes back the question.
 */
function refuseUnexpectedAnswer(ctx, request) {
    const existing = ctx.existing.kind === 'ok' ? ctx.existing.state : undefined;
    const pending = (0,questions/* pendingQuestion */.ec)(existing);
    const why = ctx.bound.controls.mode === 'fresh'
        ? 'this invocation starts the run afresh (--mode fresh), which asks nothing yet'
        : request.invocation.rerunFrom !== undefined
            ? '--rerun-from runs the step again from its start, which takes any question back'
            : existing === undefined
                ? `run ${ctx.runId} has not started`
                : pending === undefined
                    ? `run ${ctx.runId} has no question waiting for an answer (it stands at ${existing.status}${existing.active_step !== null ? `, step ${existing.active_step}` : ''})`
                    : undefined;
    if (why === undefined)
        return;
    // The question is a child workflow run's: the answer goes there (its own run --answer), not to this run.
    // Only while the run stands at that stop: the step's record keeps the command of a question answered since
    // (its child then paused at an approval, or failed), as status and the outcome ask it too.
    const child = existing?.status === 'WORKFLOW_ANSWER_REQUIRED' && pending === undefined && ctx.bound.controls.mode !== 'fresh' && request.invocation.rerunFrom === undefined ? (0,questions/* childAnswerNext */.O3)(existing, request.commandName ?? 'stagegate', (0,command_line/* runCommandLine */.rZ)(request.commandName ?? 'stagegate', ctx.workflow.file, ctx.runId)) : undefined;
    if (child !== undefined) {
        throw new errors/* StagegateError */.q('WORKFLOW_ANSWER_NOT_PENDING', `--answer was given, but the question run ${ctx.runId} waits on is its child workflow run's (step ${existing.active_step}), which takes the answer itself; nothing was recorded`, { hint: child.hint, nextCommand: child.nextCommand });
    }
    throw new errors/* StagegateError */.q('WORKFLOW_ANSWER_NOT_PENDING', `--answer was given, but ${why}; nothing was recorded`, { hint: 'Run again without --answer (`stagegate status` says where the run stands).' });
}
/** One invocation of the run: opened under its lock, its steps run to a stop, and whatever it left running ended. */
async function execute(run, opening) {
    const mode = run.ctx.bound.controls.mode;
    await opening.checkBeforeLock();
    const lock = run.request.itemRun === true ? undefined : state_lock/* RunLock */.jj.acquire(run.ctx.lockPath, (0,preflight/* lockName */.l4)(run.ctx));
    try {
        (0,atomic_write/* removeStaleTempFiles */.Fh)(run.ctx.statePath.abs);
        (0,atomic_write/* removeStaleTempFiles */.Fh)(run.ctx.manifestPath.abs); // a runner killed while writing the manifest leaves one too
        const opened = opening.open(mode);
        if (opened.kind === 'finished')
            return opened.outcome;
        opening.started(mode, opened.resumed);
        const stop = await loop(run);
        return run.checkEvidenceAtEnd(stop, run.finish(stop));
    }
    catch (error) {
        return run.failed(error);
    }
    finally {
        run.close();
        // Whatever the invocation's stages left running outside their groups ends with it.
        if (run.ancestry.length === 0 && run.request.itemRun !== true) {
            const prefix = (0,leftovers/* invocationPrefix */.l$)((0,leftovers/* attemptToken */.$Q)(run.request.invocationToken));
            // An invocation that started no process left none running: no scan of every process (a
            // status-like run: finished already, refused, paused at an approval, decisions only).
            if (run.ports.processes.started?.(prefix) !== false)
                run.ports.processes.killLeftovers?.([{ token: prefix }]);
        }
        lock?.release();
    }
}
/** Step after step, each by its executor, until the run has no active step or one stops it. */
async function loop(run) {
    for (;;) {
        const id = run.state().active_step;
        if (id === null)
            return run.state().status;
        if (run.request.signal?.aborted)
            return stopInterrupted(run, id);
        const step = run.workflow.steps.get(id);
        const stop = await EXECUTORS[step.kind](run, step);
        if (stop !== undefined)
            return stop;
    }
}
/** Cancelled between steps (request.signal): only the run's status records it; the step stays active. */
function stopInterrupted(run, id) {
    const message = `run ${run.ctx.runId} ${(0,leftovers/* interruption */.YW)(run.request.signal)} before step ${id} started; resume with: ${run.resumeCommand()}`;
    run.apply({ event: 'stopped', at: run.now(), code: 'WORKFLOW_INTERRUPTED', message });
    run.commit();
    return 'WORKFLOW_INTERRUPTED';
}


/***/ }),

/***/ 9766:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hP: () => (/* binding */ scopedNoteEvent),
/* harmony export */   me: () => (/* binding */ scopedWarnings),
/* harmony export */   sZ: () => (/* binding */ WARNING_PREFIX)
/* harmony export */ });
/* unused harmony exports scopedNote, scopedStep */
/** The words a warning note starts with (run-host.ts, open-run.ts, attempts.ts). */
const WARNING_PREFIX = 'warning: ';
/**
 * `message` of a sub-run's note with `scope` (ending in its separator) put before its subject.
 * `step`: the step (label) the message is about, which begins it (after `warning: `); the scope is
 * then glued to it (`loop[A].work attempt 1 \u2026`). Absent: a note about the sub-run itself, put
 * after the scope and a colon (`loop[A]: killed \u2026`).
 */
function scopedNote(scope, message, step) {
    return scoped(scope, message, step).message;
}
/**
 * The step a scoped note is about, in the parent's terms (it begins the scoped text): `${scope}${step}`,
 * or \u2014 a note about the sub-run itself \u2014 the step that runs it (`loop[A]`, `review`).
 */
function scopedStep(scope, message, step) {
    return scoped(scope, message, step).step;
}
/** Both at once: the note told as the run's own (scopedNote) and the step it is about (scopedStep). */
function scoped(scope, message, step) {
    const warning = message.startsWith(WARNING_PREFIX);
    const text = warning ? message.slice(WARNING_PREFIX.length) : message;
    const aboutStep = step !== undefined && text.startsWith(step);
    const told = aboutStep ? `${scope}${text}` : `${scope.slice(0, -1)}: ${text}`;
    return { message: warning ? `${WARNING_PREFIX}${told}` : told, step: aboutStep ? `${scope}${step}` : scope.slice(0, -1) };
}
/** A sub-run's note event told as the run's own (scopedNote), its `step` in the parent's terms. */
function scopedNoteEvent(scope, event) {
    return { ...event, ...scoped(scope, event.message, event.step) };
}
/**
 * A sub-run's warnings (a foreach item's, a child's, a shard's run) told as the run's own, in their
 * order, each with the step it is about (the sub-run's RunOutcome.warningSteps) in the parent's terms.
 */
function scopedWarnings(scope, outcome) {
    return (outcome.warnings ?? []).map((warning) => scoped(scope, warning, outcome.warningSteps?.[warning]));
}


/***/ }),

/***/ 5747:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fw: () => (/* binding */ workflowWords),
/* harmony export */   aK: () => (/* binding */ runCommands),
/* harmony export */   cc: () => (/* binding */ addMaskValues),
/* harmony export */   qs: () => (/* binding */ MAX_ADD_MASK_VALUE),
/* harmony export */   ws: () => (/* binding */ StageMasks)
/* harmony export */ });
/* unused harmony exports MAX_STAGE_MASKS, MAX_STAGE_MASK_BYTES */
/* harmony import */ var _printable_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6226);
/* harmony import */ var _secret_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3136);
/* harmony import */ var _stop_codes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2454);



/**
 * A value longer than this (bytes) is not registered: its line is cut there and the rest of it
 * dropped, and the output is withheld from there on as past the budget (the value cannot be masked).
 */
const MAX_ADD_MASK_VALUE = 64 * 1024;
/** Values registered per invocation at most: each adds its forms to every later stage's masker. */
const MAX_STAGE_MASKS = 256;
/**
 * Bytes of values registered per invocation at most: each value is masked in ~25 forms (JSON,
 * percent-encoded, base64, ...: secret-forms.ts), which every stream's masker holds. 256 values of
 * 64 KiB were ~1.6 GB of forms per stream, and a few minutes of CPU rebuilding them \u2014 the run's
 * event loop (its time limits, its signals) blocked meanwhile.
 */
const MAX_STAGE_MASK_BYTES = 256 * 1024;
/** What the runner unescapes in a command's value, in its order (ActionCommand: UnescapeData for v2, Unescape for the legacy form). */
const UNESCAPES = {
    v2: [['%0D', '\r'], ['%0A', '\n'], ['%25', '%']],
    legacy: [['%3B', ';'], ['%0D', '\r'], ['%0A', '\n'], ['%5D', ']'], ['%25', '%']],
};
/**
 * The values an add-mask line's rest (after the command) registers, as GitHub's runner registers
 * them: the value unescaped (`%0A` a line break, \u2026), and each of its lines, trimmed \u2014 none for a
 * blank value. Each also as printable() shows it when that differs (escape sequences and control
 * characters dropped): the terminal, the job log and the summary show the stage's text so, and a
 * value registered only as written would be masked in the raw log but read in clear there.
 */
function addMaskValues(rest, form = 'v2') {
    let data = rest;
    for (const [escaped, token] of UNESCAPES[form])
        data = data.replaceAll(escaped, token);
    if (data.trim() === '')
        return [];
    // Its lines before the whole value: a value of many lines (a certificate bundle) that the budget
    // cannot hold whole still has each line masked, which masks the whole wherever it is printed.
    const raw = [...data.split(/[\r\n]+/).map((line) => line.trim()), data.trim()];
    return [...new Set(raw.flatMap((v) => [v, (0,_printable_js__WEBPACK_IMPORTED_MODULE_0__/* .printable */ .g$)(v).trim()]).filter((v) => v !== ''))];
}
/** The run-wide registry: made by the top-level run, shared by the runs it starts in process. */
class StageMasks {
    registered = new Set();
    told = new Set();
    /** UTF-8 bytes of the values registered. */
    bytes = 0;
    /**
     * The step whose add-mask value could not be registered (past the budget), once one could not:
     * that value is masked nowhere, and a later stage may print it (a token one stage fetched and a
     * later one uses), so every later stage's output is withheld too (fail closed).
     */
    unmasked;
    /**
     * Register what a stage's add-mask line (of step `label`) gave: the values to mask from now on
     * (addMaskValues), and why any is not masked (`refused`: said once per reason).
     * `ownWords`: stagegate's own words in this run (the workflow's name, the run id, its steps' ids and statuses: workflowWords);
     * `commands`: the commands stagegate prints for it (runCommands).
     */
    offer(rest, label, ownWords, cut = false, form = 'v2', commands = []) {
        const values = [];
        const refused = [];
        const candidates = cut ? [(0,_printable_js__WEBPACK_IMPORTED_MODULE_0__/* .printable */ .g$)(rest).trim()].filter((v) => v !== '') : addMaskValues(rest, form);
        // Built once per line, not per value: a value of thousands of lines is checked against it each.
        const words = [...STAGEGATE_WORDS, ...ownWords, ...label.split('/')];
        for (const value of candidates) {
            if (this.registered.has(value)) {
                values.push(value);
                continue;
            }
            const why = cut
                ? `a value longer than ${MAX_ADD_MASK_VALUE} bytes not registered (its line is cut)`
                : tooShort(value) ??
                    // The budget before the words: once it is spent, the rest of a many-line value is refused
                    // without a search of every word for each of its lines.
                    (this.registered.size >= MAX_STAGE_MASKS
                        ? `a value not registered: ${MAX_STAGE_MASKS} values are registered already`
                        : this.bytes + Buffer.byteLength(value, 'utf8') > MAX_STAGE_MASK_BYTES
                            ? `a value not registered: the values registered in this invocation would hold more than ${MAX_STAGE_MASK_BYTES / 1024} KiB`
                            : undefined) ??
                    ownWord(value, words) ??
                    ownCommand(value, commands);
            if (why !== undefined) {
                // Past the budget the value cannot be masked: the stage's output is withheld from here on
                // (fail closed) \u2014 an earlier stage printing untrusted text full of add-mask lines must not
                // leave a later stage's secret in clear. Nor can a value longer than MAX_ADD_MASK_VALUE
                // (only its first bytes were read): withheld alike.
                if (cut || (this.overBudget(value) && !this.linesRegistered(value))) {
                    values.withhold = true;
                    this.unmasked ??= label;
                }
                const said = `${label}: ::add-mask:: of ${why}${values.withhold === true ? "; the rest of this stage's output is withheld (not logged nor shown), since the value could not be masked in it" : ''}`;
                if (!this.told.has(said))
                    refused.push(said);
                this.told.add(said);
                continue;
            }
            this.registered.add(value);
            this.bytes += Buffer.byteLength(value, 'utf8');
            values.push(value);
        }
        return { values, refused };
    }
    /** A value the budget refuses (not one refused as too short or as stagegate's own words). */
    overBudget(value) {
        return tooShort(value) === undefined && (this.registered.size >= MAX_STAGE_MASKS || this.bytes + Buffer.byteLength(value, 'utf8') > MAX_STAGE_MASK_BYTES);
    }
    /** A value of several lines each registered (their masks mask the whole wherever it is printed). */
    linesRegistered(value) {
        const lines = value.split(/[\r\n]+/).map((line) => line.trim()).filter((line) => line !== '');
        return lines.length > 1 && lines.every((line) => this.registered.has(line));
    }
    /** The step whose add-mask value could not be registered, if one could not (every later stage's output is withheld). */
    get withheldSince() {
        return this.unmasked;
    }
    /** The values registered so far. */
    get values() {
        return [...this.registered];
    }
}
/**
 * The workflow's own words a mask must not hide: every step id (foreach per_item steps and parallel
 * branches included) and every status a step declares. A value inside one would hide it in every
 * later log line, message and recorded gate that names the step (and drop the Action's job outputs
 * that do: `active-step`, `completed-steps`, `step`), or the status a later stage reports.
 */
function workflowWords(workflow) {
    const words = new Set();
    const visit = (id, def) => {
        words.add(id);
        for (const status of Object.keys(def.statuses ?? {}))
            words.add(status);
        for (const [inner, body] of Object.entries({ ...(def.per_item ?? {}), ...(def.parallel?.branches ?? {}) }))
            visit(inner, body);
    };
    for (const step of workflow.steps.values())
        visit(step.id, step.def);
    return [...words];
}
/** The verbs of the commands stagegate prints for a run (`next:`, fixes, hints): `<name> <verb> <file> --run-id ID`. */
const COMMAND_VERBS = ['run', 'status', 'merge', 'shards', 'approve', 'reject', 'skip', 'plan', 'logs', 'history', 'graph'];
/**
 * The commands stagegate prints about a run (`name`: how it is invoked; `target`: the workflow file
 * and run id, command-line.ts runTarget; `resume`: the resume with its agent flags): a value inside
 * one would blank it where the run says what to do next (`next:`, fixes; the Action's job log and
 * report, "Locally, with the CLI: \u2026", where GitHub's runner masks every registered value). A value that merely
 * holds one (`stagegate run wf.yaml --token x`) is registered: stagegate never prints it whole.
 */
function runCommands(name, target, resume) {
    return [resume, ...COMMAND_VERBS.map((verb) => `${name} ${verb} ${target}`)];
}
/** The words a mask must not hide: every stop code and status, `true`/`false`, stagegate's name (its lines, the Action's artifact names). */
const STAGEGATE_WORDS = [...Object.keys(_stop_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .STOP_CODES */ .GO), 'true', 'false', 'stagegate'];
/**
 * Why a value is not masked for its length, or undefined. A value shorter than MIN_SECRET_LENGTH
 * would be masked everywhere (`::add-mask::a`: every `a` of the log; the Action's runner would drop
 * every job output holding a `1` of `::add-mask::1`).
 */
function tooShort(value) {
    if (value.length < _secret_names_js__WEBPACK_IMPORTED_MODULE_1__/* .MIN_SECRET_LENGTH */ .vb)
        return `a value of ${value.length} character${value.length === 1 ? '' : 's'} not registered: a value shorter than ${_secret_names_js__WEBPACK_IMPORTED_MODULE_1__/* .MIN_SECRET_LENGTH */ .vb} characters would be masked everywhere in the logs (and the job's outputs)`;
    return undefined;
}
/**
 * Why a value inside stagegate's own words (`words`: STAGEGATE_WORDS and the run's) is not masked,
 * or undefined: it would hide them (the run's verdict: `::add-mask::COMPLETE`, the run id, a step's name).
 */
function ownWord(value, words) {
    const word = words.find((w) => w.includes(value));
    if (word !== undefined)
        return `a value that is part of stagegate's own word ${word} not registered: it would be masked in every line and job output that word is in (the run's status, its id)`;
    return undefined;
}
/** Why a value inside a command stagegate prints for the run (runCommands) is not masked, or undefined. */
function ownCommand(value, commands) {
    const command = commands.find((c) => c.includes(value));
    if (command !== undefined)
        return `a value that is part of the command \`${command}\` stagegate prints for this run not registered: it would blank that command where the run says what to do next (the Action's job log masks every value registered)`;
    return undefined;
}


/***/ }),

/***/ 9765:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ seenCompleted),
/* harmony export */   Y: () => (/* binding */ StepCount)
/* harmony export */ });
/**
 * The steps a run has seen completed, where a resume's count starts: the completed list, and every
 * step with a verdict accepted in the run (accepted_seq), which a failed revisit took out of that
 * list \u2014 counted again, its revisit line read [n/N] on the resume that completed it.
 */
function seenCompleted(state) {
    const accepted = Object.entries(state.steps).filter(([, record]) => record.accepted_seq !== undefined).map(([id]) => id);
    return [...new Set([...state.completed_steps, ...accepted])];
}
class StepCount {
    workflow;
    seen = new Set();
    /** `completed`: the run's completed steps where the count starts (a resume's), else none. */
    constructor(workflow, completed = []) {
        this.workflow = workflow;
        this.add(completed);
    }
    /**
     * The count after the stage of `step` (a branch's label is no step: never counted), given the run's
     * completed steps now. Counted only when `step` itself completed for the first time: a step with no
     * stage line of its own (a decision, an approval) that completed first raises n, but a revisit
     * after it showing that n would read as the revisit's place.
     */
    after(completed, step) {
        const had = this.seen.has(step);
        this.add(completed);
        return { completed: this.seen.size, counted: !had && this.seen.has(step) };
    }
    add(completed) {
        // The steps the file declares: not the helper steps an import adds (an aiox retry decision).
        for (const id of completed) {
            const step = this.workflow.steps.get(id);
            if (step !== undefined && step.implicit !== true)
                this.seen.add(id);
        }
    }
}


/***/ }),

/***/ 418:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BA: () => (/* binding */ topResumeLine),
/* harmony export */   EX: () => (/* binding */ topRunOf),
/* harmony export */   Vr: () => (/* binding */ topRunInWords),
/* harmony export */   xr: () => (/* binding */ childRunHint)
/* harmony export */ });
/* harmony import */ var _command_line_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1439);

/**
 * The run a child workflow's run belongs to, as the last invocation a parent made of it recorded
 * it (a run of the child by hand since records none, but the run is still its parent's: the
 * parent's resume continues it); undefined for any other run and for journals written before
 * run_started recorded it.
 */
function topRunOf(state) {
    return state.invocations.findLast((i) => i.top_run !== undefined)?.top_run;
}
/** `NAME run TOP_WORKFLOW --run-id TOP_ID [its locating inputs]`: the resume that continues a child's run; inputs only where hints may print them. */
function topResumeLine(commandName, top, withInputs = true) {
    return (0,_command_line_js__WEBPACK_IMPORTED_MODULE_0__/* .runCommandLine */ .rZ)(commandName, top.workflow_file, top.run_id, withInputs ? Object.entries(top.inputs) : []);
}
/** "the run this child run belongs to (wf.yaml, run r1; it continues the child)": what a resume hint names a child's run's resume as. */
function topRunInWords(top) {
    return `the run this child run belongs to (${top.workflow_file}, run ${top.run_id}; it continues the child)`;
}
/**
 * The fix of a child's run whose next: resumes the run it belongs to (run and status of the child):
 * `hint`, the stop's own fix if any, then which run that is and that its resume continues this one.
 */
function childRunHint(runId, top, resume, hint) {
    const child = `Run ${runId} is a child workflow run of run ${top.run_id} (${top.workflow_file}): resume that run, which continues this one: \`${resume}\`.`;
    return hint !== undefined && hint !== '' ? `${hint} ${child}` : child;
}


/***/ }),

/***/ 7368:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ checkLogsRecorded)
/* harmony export */ });
/* unused harmony export unrecordedLog */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2862);
/* harmony import */ var _state_journal_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(666);
// Attempt logs in a run's logs folder that its journal does not record: the sign of an older copy
// of the run restored over a newer one (a CI cache extracted over the run root leaves the newer
// run's logs and outputs in place). A resume of it would run again what the newer run ran, and
// its next attempt would take the name of a log that already holds another execution.




/** `<step>.v<visit>.a<attempt>.log`: a step's attempt log (a step id may hold dots). */
const ATTEMPT_LOG = /^(.+)\.v([1-9][0-9]*)\.a([1-9][0-9]*)\.log$/;
/** The regular files of the run's logs folder, sorted (none when it cannot be listed). */
function logNames(runRoot) {
    let entries;
    try {
        entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(runRoot.abs, 'logs'), { withFileTypes: true });
    }
    catch {
        return [];
    }
    // Only regular files: a runner never makes anything else there (a link or a folder a stage
    // planted at a log's path is refused when an attempt would open it: RUN_FILE_UNSAFE).
    return entries.filter((e) => e.isFile()).map((e) => e.name).sort();
}
/** The first of `names` that is an attempt log of one of the workflow's steps that `state` does not account for. */
function firstUnrecorded(names, state, workflow) {
    for (const name of names) {
        const m = ATTEMPT_LOG.exec(name);
        if (m === null || !workflow.steps.has(m[1]))
            continue;
        const visit = Number(m[2]);
        const attempt = Number(m[3]);
        const record = state.steps[m[1]];
        const recorded = record !== undefined &&
            (visit < record.visits ? attempt <= record.attempts : visit === record.visits && attempt <= (record.visit_attempts ?? record.attempts));
        if (!recorded)
            return name;
    }
    return undefined;
}
/**
 * The first attempt log of one of the workflow's steps that the run's state does not account for:
 * a visit past the step's, or an attempt past those its journal recorded on that visit (on an
 * earlier visit: past every attempt it recorded). One listing of the logs folder; a log whose name
 * is no step's (a parallel branch's, a file of the user's), and anything but a regular file, is not judged.
 *
 * `reread` (a reader without the run's lock: status, plan): the run as its journal says now. A live
 * runner records an attempt before it creates its log, so a log listed after `state` was read may
 * be of an attempt `state` is too old to hold; judged again against a journal read after the
 * listing, such a log is recorded (a run whose journal is gone by then is not judged).
 */
function unrecordedLog(state, workflow, runRoot, reread) {
    const names = logNames(runRoot);
    let name = firstUnrecorded(names, state, workflow);
    if (name !== undefined && reread !== undefined) {
        const now = reread();
        name = now === undefined ? undefined : firstUnrecorded(names, now, workflow);
    }
    return name === undefined ? undefined : `${runRoot.rel === '.' ? '' : `${runRoot.rel}/`}logs/${name}`;
}
/**
 * Refuses a resume (run, status, plan alike) of a run whose logs folder holds an attempt log its
 * journal does not record (unrecordedLog): WORKFLOW_STATE_INTEGRITY_VIOLATION, naming the file.
 * `reread`: given by a reader that holds no lock (unrecordedLog).
 */
function checkLogsRecorded(state, workflow, runRoot, statePath, resumeCommand, reread) {
    const log = unrecordedLog(state, workflow, runRoot, reread);
    if (log === undefined)
        return;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StagegateError */ .q('WORKFLOW_STATE_INTEGRITY_VIOLATION', `run ${state.run_id}'s folder holds ${log}, an attempt its journal ${(0,_state_journal_js__WEBPACK_IMPORTED_MODULE_3__/* .journalPathFor */ .S7)(statePath)} does not record: the journal is older than the run's files (an older copy of the run restored over a newer one?); resuming would run again what the newer run ran; nothing was changed`, {
        hint: `Restore the newest copy of the run's folder ${runRoot.rel} (its state file, journal and manifest with its logs and outputs), then resume; or start over with \`${resumeCommand} --mode fresh\` (the run's files are moved aside, not deleted).`,
        location: { file: log },
    });
}


/***/ }),

/***/ 1594:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ writeManifest),
/* harmony export */   s: () => (/* binding */ writeLatestPointer)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2862);
/* harmony import */ var _own_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2076);
/* harmony import */ var _atomic_write_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(174);
/* harmony import */ var _manifest_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5224);
// Writing a run's manifest and its LATEST_RUN.md pointer (projections a runner writes after each
// commit). Apart from manifest.ts, which only reads and renders, so that read-only commands
// (status, graph) load no writer.





/**
 * Write the manifest unless it already says exactly this (a projection: atomic, not fsync'd).
 * Returns its length. With `cache`, the file is read back only before this run's first write
 * (after that, every write follows a commit that moved the journal head the manifest records).
 * `random`: the run's pool its temp file's name comes from (random-hex.ts).
 */
function writeManifest(absPath, state, m, cache, random) {
    const chunks = cache ? (0,_manifest_js__WEBPACK_IMPORTED_MODULE_4__/* .manifestChunks */ .il)(state, m, cache) : [Buffer.from((0,_manifest_js__WEBPACK_IMPORTED_MODULE_4__/* .manifestText */ .$2)(state, m), 'utf8')];
    const length = chunks.reduce((n, c) => n + c.length, 0);
    // Read back only before the first write through `cache` (manifestChunks counts the writes).
    if (cache === undefined || cache.writes === 1) {
        try {
            if ((0,_own_file_js__WEBPACK_IMPORTED_MODULE_2__/* .readRegularFile */ .XF)(absPath, Number.MAX_SAFE_INTEGER, { follow: true }).equals(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)))
                return length;
        }
        catch {
            /* absent, unreadable or not a file (never waited on, if a FIFO): write it */
        }
    }
    try {
        (0,_atomic_write_js__WEBPACK_IMPORTED_MODULE_3__/* .atomicWriteFile */ .Re)(absPath, chunks, { durable: false, ...(random ? { random } : {}) });
    }
    catch (error) {
        throw manifestInTheWay(absPath) ?? error;
    }
    return length;
}
/**
 * A directory (or FIFO, device, socket) where the manifest goes: the rename cannot replace it, and
 * no free space or permission would change that. RUN_FILE_UNSAFE naming it, with the fix that
 * works: the manifest is a projection of the journal, written again by the next invocation.
 */
function manifestInTheWay(absPath) {
    const there = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(absPath, { throwIfNoEntry: false });
    if (there === undefined || there.isFile() || there.isSymbolicLink())
        return undefined;
    return new _run_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .StagegateError */ .q('RUN_FILE_UNSAFE', `the run manifest ${absPath} is ${(0,_own_file_js__WEBPACK_IMPORTED_MODULE_2__/* .kindOf */ .I)(there)}, not the file stagegate writes there; nothing was written through it (the journal holds everything so far)`, {
        hint: `Remove ${absPath} (move it aside first if it holds anything you need), then resume: the manifest is written again from the journal.`,
    });
}
function writeLatestPointer(absPath, state, manifestRel, stateRel) {
    const text = [
        '# Latest run (pointer only)',
        '',
        'This file is a convenience pointer. It is never evidence: read the manifest and state it names.',
        '',
        `- run_id: ${state.run_id}`,
        `- workflow: ${state.workflow}`,
        `- manifest: ${manifestRel}`,
        `- state: ${stateRel}`,
        `- status: ${state.status}`,
        `- updated: ${state.updated_at}`,
        '',
    ].join('\n');
    (0,_atomic_write_js__WEBPACK_IMPORTED_MODULE_3__/* .atomicWriteFile */ .Re)(absPath, text, { durable: false });
}


/***/ }),

/***/ 7524:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  n: () => (/* binding */ RunStore)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/run/errors.ts
var errors = __webpack_require__(2862);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/core/state/journal.ts
var journal = __webpack_require__(666);
// EXTERNAL MODULE: ./src/core/state/synced-names.ts
var synced_names = __webpack_require__(2162);
;// CONCATENATED MODULE: ./src/core/state/journal-writer.ts
// Appending to a run's journal (journal.ts reads it): the one writer of a run's truth, loaded only
// by the commands that change a run, not by the read-only ones (status, graph).




/**
 * Appends to one journal. Opened once per invocation: a torn tail is cut off first, a new file
 * is created exclusively, and the journal's folder is fsync'd once by this writer's first commit,
 * after that commit's fdatasync \u2014 a journal it created or one it found: a creator killed between
 * its first fdatasync and the folder's sync left a name no later writer would otherwise sync (one
 * fsync per invocation). The creation is part of that commit: until the append returns nothing
 * relies on the file's name, and a folder synced after the file's data costs ~0.1 ms on ext4,
 * where the data's sync has committed the name already, against ~0.5 ms before it. The folders
 * above it up to the workspace have their parents synced by the same commit (synced-names.ts),
 * except those this invocation synced already: a folder's name is in its parent, the journal's
 * name vanishes with it, and a runner killed before its first commit leaves folders it made that
 * no later runner can tell from durable ones. Before every append the path must
 * still name the file this writer holds (device + inode): a stage that replaced the journal
 * cannot make the runner write into a file it no longer reads. Nor may the file hold other bytes
 * than the ones this writer committed (its size): a stage that wrote into the journal in place
 * (appended a line, truncated it) would have the runner chain its next events after a line that
 * breaks the chain, and report a run every later read refuses.
 * An append that fails part way (a full disk: ENOSPC after some bytes) leaves bytes of its own
 * past the committed size: they are cut back at once, or \u2014 when that fails too \u2014 remembered as
 * this writer's own, and cut back before the next append (never taken for a stage's write).
 */
class JournalWriter {
    path;
    fd;
    head;
    identity;
    size;
    io;
    folders;
    /** Bytes past `size` up to this size are this writer's own, from an append that failed part way. */
    ownTail;
    /** The journal's folder and those above it (up to `folders.root`) are fsync'd once this writer's first append's data is synced. */
    foldersSynced = false;
    constructor(path, fd, head, identity, 
    /** The journal's size as this writer left it: every byte in it committed by a runner. */
    size, io, folders) {
        this.path = path;
        this.fd = fd;
        this.head = head;
        this.identity = identity;
        this.size = size;
        this.io = io;
        this.folders = folders;
    }
    /**
     * Open `path` for appending after `read` (what readJournal or scanJournal found there a moment ago).
     * `io`: the file writes an append makes (a test fails them part way, as a full disk does).
     * `folders`: up to which folder (the workspace) the first commit syncs the folders' names, and
     * the names this invocation synced already; without it, the journal's folder alone is synced.
     */
    static open(path, read, io = {}, folders) {
        let fd;
        if (read.kind === 'absent') {
            (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(path), { recursive: true });
            fd = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_APPEND | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | external_node_fs_.constants.O_NOFOLLOW, 0o644);
        }
        else {
            fd = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_APPEND | external_node_fs_.constants.O_NOFOLLOW);
            if (read.tornBytes > 0) {
                (0,external_node_fs_.ftruncateSync)(fd, read.committedBytes);
                (0,external_node_fs_.fdatasyncSync)(fd);
            }
        }
        const st = (0,external_node_fs_.fstatSync)(fd);
        if (!st.isFile()) {
            (0,external_node_fs_.closeSync)(fd);
            throw Object.assign(new Error(`${path} is not a regular file`), { code: 'EFTYPE' });
        }
        // Whoever created the journal (or a folder above it) may have been killed before it synced
        // them (before or after its first commit): this writer's first commit syncs them, whatever the journal holds.
        return new JournalWriter(path, fd, read.kind === 'ok' ? read.head : journal/* EMPTY_HEAD */.xE, { dev: st.dev, ino: st.ino }, st.size, { ...NODE_IO, ...io }, folders ?? { root: (0,external_node_path_.dirname)(path), synced: new synced_names/* SyncedNames */.b$() });
    }
    get current() {
        return this.head;
    }
    /** Whether the path still names the file this writer appends to. */
    stillOurs() {
        try {
            const st = (0,external_node_fs_.lstatSync)(this.path);
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
        let size = (0,external_node_fs_.fstatSync)(this.fd).size;
        if (this.ownTail !== undefined && size === this.ownTail) {
            // What an append that failed part way left: this writer's own bytes, never committed.
            this.cutBack();
            size = (0,external_node_fs_.fstatSync)(this.fd).size;
        }
        if (size !== this.size)
            throw Object.assign(new Error(`${this.path} was written to while the run held it (${size} bytes, ${this.size} committed)`), { code: 'EJOURNALCHANGED', committed: this.size });
        let { seq, sha256: prev } = this.head;
        const out = [];
        const texts = [];
        for (const e of events) {
            seq++;
            const { event, at, ...rest } = e;
            const line = { seq, prev, at, event, ...rest };
            const text = JSON.stringify(line);
            prev = (0,journal/* sha256Hex */.fg)(text);
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
        try {
            while (written < buffer.length)
                written += this.io.writeSync(this.fd, buffer, written, buffer.length - written);
            this.io.fdatasyncSync(this.fd);
            // The journal's name is committed with this writer's first events (a power loss before this
            // returns loses at most an empty or uncommitted journal, as a kill does).
            // So are the names of the folders above it.
            if (!this.foldersSynced) {
                (0,synced_names/* syncUpTo */.kY)((0,external_node_path_.dirname)(this.path), this.folders.root, this.folders.synced, (dir) => this.io.syncDir(dir));
                this.foldersSynced = true;
            }
        }
        catch (error) {
            // Not committed: the bytes it wrote are cut back (the journal ends at its last event again),
            // or, when that fails too, remembered as this writer's own (the next append cuts them back).
            this.ownTail = (0,external_node_fs_.fstatSync)(this.fd).size;
            try {
                this.cutBack();
            }
            catch {
                // Kept for the next append (ownTail).
            }
            throw error;
        }
        this.head = { seq, sha256: prev };
        this.size += buffer.length;
        return out;
    }
    /** Cut the journal back to what is committed (an append that failed part way left the rest). */
    cutBack() {
        this.io.ftruncateSync(this.fd, this.size);
        this.io.fdatasyncSync(this.fd);
        this.ownTail = undefined;
    }
    close() {
        if (this.fd < 0)
            return;
        try {
            (0,external_node_fs_.closeSync)(this.fd);
        }
        finally {
            this.fd = -1;
        }
    }
}
const NODE_IO = {
    writeSync: (fd, buffer, offset, length) => (0,external_node_fs_.writeSync)(fd, buffer, offset, length),
    fdatasyncSync: (fd) => (0,external_node_fs_.fdatasyncSync)(fd),
    ftruncateSync: (fd, length) => (0,external_node_fs_.ftruncateSync)(fd, length),
    syncDir: journal/* syncDir */.ty,
};

// EXTERNAL MODULE: ./src/core/state/snapshot.ts
var snapshot = __webpack_require__(8577);
// EXTERNAL MODULE: ./src/core/state/atomic-write.ts
var atomic_write = __webpack_require__(174);
// EXTERNAL MODULE: ./src/core/state/store.ts
var store = __webpack_require__(9916);
;// CONCATENATED MODULE: ./src/core/state/run-store.ts
// Committing a run: appending its events to the journal (one fdatasync) and writing the snapshot
// projected from them. Apart from store.ts (loading), so read-only commands load no writer.






/** Appends a run's events and writes its projections. */
class RunStore {
    files;
    writer;
    random;
    /** The step and artifact records' text as last written (snapshot.ts: ProjectionCache). */
    projected = new snapshot/* ProjectionCache */.yP();
    constructor(files, writer, 
    /** The run's pool the snapshot's temp names come from (random-hex.ts). */
    random) {
        this.files = files;
        this.writer = writer;
        this.random = random;
    }
    /**
     * Open for writing after `load` (absent: a new journal is created exclusively); `io`: the writes an append makes (RunnerPorts.journal);
     * `folders`: the folders above the journal its first commit syncs (up to the workspace), and those this invocation synced already.
     */
    static open(files, load, random, io, folders) {
        const journal = (0,store/* journalFileOf */.nW)(files);
        const read = load.kind === 'ok' ? load.journal : (load.journal ?? { kind: 'absent' });
        try {
            return new RunStore(files, JournalWriter.open(journal, read, io, folders), random);
        }
        catch (error) {
            // A journal the runner cannot open for appending (read-only file or folder, a full disk): a
            // documented stop, with nothing written, not an internal error.
            const code = error.code;
            if (code === undefined)
                throw error;
            throw new errors/* StagegateError */.q('STATE_WRITE_FAILED', `cannot write the journal ${journal} (${code}: it cannot be opened for appending); nothing was changed`, {
                hint: 'Make the journal and its folder writable (or free disk space), then run again.',
                cause: error,
            });
        }
    }
    get head() {
        return this.writer.current;
    }
    get journalFile() {
        return (0,external_node_path_.basename)((0,store/* journalFileOf */.nW)(this.files));
    }
    /** The journal as a manifest at `manifestAbs` names it (store.ts manifestJournalName). */
    journalFrom(manifestAbs) {
        return (0,store/* manifestJournalName */.G0)(manifestAbs, (0,store/* journalFileOf */.nW)(this.files));
    }
    /** Append events: committed (fdatasync'd) when this returns. */
    commit(events) {
        this.writer.append(events);
    }
    /** workflow_state.yaml for `state` at the current head (atomic; a projection, so not fsync'd). Returns its length. */
    writeSnapshot(state) {
        const chunks = (0,snapshot/* snapshotChunksOf */.WV)(state, this.head, this.journalFile, this.projected);
        (0,atomic_write/* atomicWriteFile */.Re)(this.files.state, chunks, { durable: false, ...(this.random ? { random: this.random } : {}) });
        return chunks.reduce((n, c) => n + c.length, 0);
    }
    close() {
        this.writer.close();
    }
}


/***/ }),

/***/ 2162:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b$: () => (/* binding */ SyncedNames),
/* harmony export */   kY: () => (/* binding */ syncUpTo)
/* harmony export */ });
/* unused harmony export folderIdentity */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
// A file's name survives a power loss once its folder is fsync'd, and that folder's own name once
// its parent is, and so on up to the workspace (ext4 commits them in order; POSIX does not promise
// it). Which of those folders a runner killed before its first commit made, no later runner can
// tell (a folder looks the same synced or not), so a journal's first commit syncs every one of
// them, up to the workspace, except those whose names this invocation synced already.


/**
 * The folders whose names an invocation has synced (their parent fsync'd while they were there),
 * each by its identity (device, inode, birth time \u2014 or, where the file system keeps none, its
 * status change time: folderIdentity): a folder removed and made again since is another
 * folder, synced again. Made by the top-level run, shared with the runs it starts in process.
 */
class SyncedNames {
    folders = new Map();
    holds(folder, identity) {
        return this.folders.get(folder) === identity;
    }
    add(folder, identity) {
        this.folders.set(folder, identity);
    }
}
/**
 * A folder's identity: device, inode and birth time. A file system that keeps no birth time
 * reports 0 (or nothing), and a folder removed and made again at the same inode would then look
 * the same: there the status change time stands in (set when the folder is made, and again
 * whenever an entry of it changes \u2014 a folder taken for another is synced again, never the reverse).
 */
function folderIdentity(st) {
    if (!st.isDirectory())
        return undefined;
    const born = st.birthtimeNs;
    return born !== undefined && born > 0n ? `${st.dev}:${st.ino}:b${born}` : `${st.dev}:${st.ino}:c${st.ctimeNs}`;
}
function identityOf(folder) {
    try {
        return folderIdentity((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(folder, { bigint: true }));
    }
    catch {
        return undefined;
    }
}
function realOf(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(path);
    }
    catch {
        return path;
    }
}
/**
 * fsync `dir` (a file in it was just committed), then the parent of each folder from `dir` up to
 * `root` (the workspace: its own name is the user's), innermost first, stopping at a folder whose
 * name `synced` holds. Walked on the real paths: a folder reached through a link has its name
 * where it really is. A `dir` outside `root` has itself synced only. The names are taken as
 * synced once the whole walk is done (a sync that throws leaves them for the next walk).
 */
function syncUpTo(dir, root, synced, syncDir) {
    const top = realOf(root);
    const start = realOf(dir);
    syncDir(start);
    const done = [];
    for (let at = start; inside(at, top); at = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(at)) {
        const identity = identityOf(at);
        if (identity !== undefined && synced.holds(at, identity))
            break;
        syncDir((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(at));
        if (identity !== undefined)
            done.push([at, identity]);
    }
    for (const [folder, identity] of done)
        synced.add(folder, identity);
}
/** Whether `path` lies strictly inside `root`. */
function inside(path, root) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, path);
    return rel !== '' && rel !== '..' && !rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel);
}


/***/ }),

/***/ 5190:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ filledApprovalMessage),
/* harmony export */   h: () => (/* binding */ runApprovalStep)
/* harmony export */ });
/* harmony import */ var _transition_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(660);
/* harmony import */ var _model_placeholders_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2183);
/* harmony import */ var _run_bindings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3671);
/* harmony import */ var _run_secret_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3136);
// Approval steps in the run loop: follow the decision recorded for this visit (stagegate
// approve / reject), or pause the run with a pending approval. Nothing runs either way.




/**
 * The approval's message with its placeholders filled from what the step sees (undefined: it has
 * none, or one has no value, and it reads as written). `plan` shows it the same way. The values of
 * secret-looking inputs (run/secret-names.ts) in it are ***.
 */
function filledApprovalMessage(step, bindings, state) {
    const text = step.def.approval?.message;
    if (text === undefined || !text.includes('{{'))
        return undefined;
    try {
        // A secret-looking input's value is *** in it, as everywhere a run prints its inputs: the
        // message is shown (run, status, the Action's summary and pending-approval output) and pinned.
        const seen = (0,_run_bindings_js__WEBPACK_IMPORTED_MODULE_2__/* .stepBindings */ .rV)(bindings, step, state);
        return (0,_run_secret_names_js__WEBPACK_IMPORTED_MODULE_3__/* .maskValues */ .Z$)((0,_model_placeholders_js__WEBPACK_IMPORTED_MODULE_1__/* .substitute */ .V2)(text, seen), (0,_run_secret_names_js__WEBPACK_IMPORTED_MODULE_3__.secretValuesOf)(Object.fromEntries(seen)));
    }
    catch (error) {
        if (error instanceof _model_placeholders_js__WEBPACK_IMPORTED_MODULE_1__/* .PlaceholderError */ .ik)
            return undefined;
        throw error;
    }
}
function approvalMessage(host, step) {
    return filledApprovalMessage(step, host.ctx.bindings, host.state());
}
function runApprovalStep(host, step) {
    const record = (0,_transition_js__WEBPACK_IMPORTED_MODULE_0__/* .decisionFor */ .ad)(host.state(), step);
    // Pausing: the message as shown and who decides are pinned in the journal (a workflow file edited
    // while the approval is pending, resumed with --allow-workflow-change, changes neither).
    const asked = record ? undefined : (0,_transition_js__WEBPACK_IMPORTED_MODULE_0__/* .approvalRequest */ .Dw)(host.state(), step, approvalMessage(host, step));
    if (asked?.listed !== undefined) {
        host.ports.onEvent?.({ type: 'note', message: `${step.id}: warning: the workflow file changed this approval's approvers (${(0,_transition_js__WEBPACK_IMPORTED_MODULE_0__/* .approversInWords */ .Zh)(asked.approvers)} -> ${(0,_transition_js__WEBPACK_IMPORTED_MODULE_0__/* .approversInWords */ .Zh)(asked.listed)}) while it was pending; it was requested from ${(0,_transition_js__WEBPACK_IMPORTED_MODULE_0__/* .approversInWords */ .Zh)(asked.approvers)}, who decide it`, warning: true, step: step.id });
    }
    const pinned = asked ? { message: asked.message, approvers: asked.approvers } : {};
    const applied = host.apply({ event: 'approval_reached', at: host.now(), step: step.id, ...pinned, stop_after: host.stopsAfter(step.id), to: null, stop: null });
    host.commit();
    const note = record ? `${step.id}: ${record.decision} by ${record.by} -> ${applied.state.active_step ?? applied.stop ?? '-'}` : `${step.id}: ${applied.state.message ?? 'awaits approval'}`;
    host.ports.onEvent?.({ type: 'note', message: note, step: step.id });
    return applied.stop;
}


/***/ }),

/***/ 9617:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vy: () => (/* binding */ registryDrift),
/* harmony export */   aG: () => (/* binding */ driftAdvice),
/* harmony export */   eA: () => (/* binding */ driftNote),
/* harmony export */   fN: () => (/* binding */ drifted),
/* harmony export */   t7: () => (/* binding */ DRIFT_STATUS_BYTES),
/* harmony export */   tE: () => (/* binding */ driftWords)
/* harmony export */ });
/* unused harmony export addedRowsRun */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2862);
/* harmony import */ var _registry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9039);
/* harmony import */ var _completion_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6038);
/* harmony import */ var _selection_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1700);
/* harmony import */ var _slugify_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8041);






/**
 * The largest registry `status` compares with the items (about 20,000 rows of a typical table):
 * status is read often (a loop polling it), and reading, say, a 100,000-row registry every time
 * cost more than the rest of status. Larger ones are said not compared; `plan` and a resume compare them.
 */
const DRIFT_STATUS_BYTES = 1024 * 1024;
/**
 * The drift of a foreach's frozen item list from the registry as it is now (`registry`: read
 * already, else read here; `maxBytes`: a larger file is not read, `not_compared` says so).
 */
function registryDrift(workspace, step, record, registry, maxBytes) {
    const def = step.def.foreach;
    const base = { source: record.source, items: record.items.size, rows: null, added: [], removed: [], changed: [] };
    let now;
    try {
        if (registry !== undefined)
            now = registry;
        else {
            const abs = workspace.resolve(record.source, `foreach source of step ${step.id}`).abs;
            if (maxBytes !== undefined) {
                const size = sizeOf(abs);
                if (size !== undefined && size > maxBytes)
                    return { ...base, not_compared: `${size} bytes, more than status compares (${maxBytes}): \`plan\` and a resume compare it` };
            }
            now = (0,_registry_js__WEBPACK_IMPORTED_MODULE_2__/* .readRegistry */ ._5)(abs, record.source, def.id_field);
        }
    }
    catch (error) {
        if (!(0,_run_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .isStagegateError */ .W)(error))
            throw error;
        return { ...base, unreadable: error.message };
    }
    const selection = def.items !== undefined ? (0,_selection_js__WEBPACK_IMPORTED_MODULE_3__/* .parseItems */ .mo)(def.items) : undefined;
    const frozen = new Map(record.items.map((i) => [i.id, i]));
    // The status column is the run's to write (it marks its items VERIFIED, or BLOCKED): a binding
    // that reads it sees the run's own marks, which are no edit of the registry.
    const statusField = (0,_completion_js__WEBPACK_IMPORTED_MODULE_4__/* .statusFieldOf */ ._0)(def.status_field, step.def.completion?.require);
    const bound = Object.entries(def.bindings ?? {}).filter(([, b]) => b.field !== statusField);
    const seen = new Set();
    // Sets: a registry may name an id twice (two rows added with one id; a row of an item copied).
    const added = new Set();
    const changed = new Set();
    for (const row of now.rows) {
        const id = row.fields.get(def.id_field);
        if (id === undefined || id === '')
            continue;
        seen.add(id);
        const item = frozen.get(id);
        if (item === undefined) {
            if ((0,_selection_js__WEBPACK_IMPORTED_MODULE_3__/* .selected */ .wH)(selection, row))
                added.add(id);
            continue;
        }
        for (const [name, b] of bound) {
            const raw = row.fields.get(b.field);
            if (raw === undefined)
                continue;
            const value = b.transform === 'slugify' ? (0,_slugify_js__WEBPACK_IMPORTED_MODULE_5__/* .slugify */ .Y)(raw) : raw;
            if (item.bindings[name] !== value) {
                changed.add(id);
                break;
            }
        }
    }
    const removed = record.items.filter((i) => !seen.has(i.id)).map((i) => i.id).toArray();
    return { ...base, rows: now.rows.length, added: [...added], removed, changed: [...changed] };
}
/** The file's size (links followed, as the registry is read), or undefined when it cannot be stat'ed (the read then says why). */
function sizeOf(abs) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(abs).size;
    }
    catch {
        return undefined;
    }
}
/** Whether the registry differs from the frozen list in its rows (added, removed, changed). */
function drifted(d) {
    return d.added.length + d.removed.length + d.changed.length > 0;
}
function ids(list) {
    return list.slice(0, 10).join(', ') + (list.length > 10 ? `, \u2026 ${list.length - 10} more` : '');
}
/** "R000 added; R003, R010 removed; R002's bound fields changed", or '' when nothing differs. */
function driftWords(d) {
    const parts = [];
    if (d.added.length > 0)
        parts.push(`${ids(d.added)} added`);
    if (d.removed.length > 0)
        parts.push(`${ids(d.removed)} removed`);
    if (d.changed.length > 0)
        parts.push(`${ids(d.changed)} with bound fields changed`);
    return parts.join('; ');
}
/** How rows added after the foreach loaded can run (never by a resume of this run), from where the run is. */
function addedRowsRun(place) {
    if (place.first)
        return 'run them in a run of their own (another --run-id, which loads the registry as it is then: every row foreach.items selects) or start over (--mode fresh: every item runs again)';
    const rerun = "rerun from a step before the foreach (--rerun-from STEP: the foreach's next visit reads the registry again and runs every item again, in new folders)";
    return place.atForeach ? `start over (--mode fresh: every item runs again), or, once this run is past the foreach (--rerun-from is refused while it is at it), ${rerun}` : `${rerun} or start over (--mode fresh)`;
}
/**
 * What to do about it: the run keeps its list (a resume does not re-read the registry), so rows
 * added since run only in a visit that reads the registry again.
 */
function driftAdvice(d, place) {
    const lines = [];
    if (d.added.length > 0)
        lines.push(`Rows added after the foreach loaded are not items of this run and no resume runs them; to run them, ${addedRowsRun(place)}.`);
    if (d.removed.length > 0)
        lines.push('Removed rows stay items of this run (those not yet run still run).');
    if (d.changed.length > 0)
        lines.push('Changed items keep the bindings they were loaded with.');
    return lines.join(' ');
}
/** The step's note: how the registry differs from the items of its visit, and what that means. */
function driftNote(d, stepId, place) {
    return `${stepId}: the registry ${d.source} changed since the foreach loaded its ${d.items} items (a resume keeps that list; the registry has ${d.rows} rows now): ${driftWords(d)}. ${driftAdvice(d, place)}`;
}


/***/ }),

/***/ 4893:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AT: () => (/* binding */ handOffHint),
/* harmony export */   SZ: () => (/* binding */ handOffEnd),
/* harmony export */   z6: () => (/* binding */ handOffChildStatus)
/* harmony export */ });
/* harmony import */ var _run_command_line_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1439);

/** The hand-off that ended the run, or undefined when it ended otherwise (or is not finished, or is complete). */
function handOffEnd(state, workflow) {
    const last = state.last_transition;
    if (state.active_step !== null || state.status === 'WORKFLOW_COMPLETE' || last === null || last.outcome !== 'terminal' || last.code !== state.status)
        return undefined;
    if (workflow.steps.get(last.step)?.kind !== 'instruction')
        return undefined;
    const prefix = `${last.step}: `;
    const instruction = state.message?.startsWith(prefix) ? state.message.slice(prefix.length) : undefined;
    return { step: last.step, status: state.status, instruction };
}
/** The fix a hand-off end prints: what happened, and (only as the way to run again) the fresh start. */
function handOffHint(end, fresh) {
    const said = end.instruction !== undefined && end.instruction !== '' ? ` \u2014 "${end.instruction}"` : '';
    const again = fresh !== undefined ? ` Once the hand-off is done, to run the workflow again: \`${fresh}\`, or a new --run-id.` : ' Once the hand-off is done, start the workflow again with --mode fresh or a new --run-id.';
    return `The run ended by hand-off, as the workflow is designed to end here: step ${end.step} handed off with ${end.status}${said}. Nothing blocked it and nothing is left to run (a resume reports this end again).${again}`;
}
/**
 * A hand-off a child workflow step routed to on its child run's stop (an imported maestro
 * delegate whose chain paused): the command that shows why that child run stopped, pasteable \u2014
 * `name` the printed commands' start (`stagegate -C DIR`), the child's workflow path one shell
 * word, its real run id. Only the child step whose child's recorded stop routes to the hand-off
 * step (not an earlier child that completed and routed elsewhere), and not a completion: a child
 * that completed stopped for no reason its status tells. Undefined otherwise.
 */
function handOffChildStatus(state, workflow, end, name) {
    for (const [id, step] of workflow.steps) {
        if (step.kind !== 'child_workflow')
            continue;
        const child = state.steps[id]?.child;
        if (!child?.run_id || child.status === 'WORKFLOW_COMPLETE' || step.def.statuses?.[child.status] !== end.step)
            continue;
        return `${name} status ${(0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_0__/* .runTarget */ .Nh)(child.workflow_file, child.run_id)}`;
    }
    return undefined;
}


/***/ }),

/***/ 1964:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ workflowBreach),
/* harmony export */   N: () => (/* binding */ attemptBreach)
/* harmony export */ });
/* harmony import */ var _unenforced_budgets_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5111);
/* harmony import */ var _spend_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5781);


/**
 * A breach by one attempt of a step (its own limits), else undefined. `partial`: its usage is a
 * lower bound (AttemptRecord.usage_partial), so a breach says `at least`.
 */
function attemptBreach(step, usage, turnLimitHit, partial = false) {
    const maxTurns = step.def.max_turns;
    if (usage?.turn_limit_hit || turnLimitHit) {
        return { scope: 'step', message: `step ${step.id} stopped at the agent's turn limit${maxTurns !== undefined ? ` (max_turns ${maxTurns})` : ''} before finishing` };
    }
    const atLeast = partial ? 'at least ' : '';
    const lowerBound = partial ? '; the attempt ended before its CLI reported usage, so this is a lower bound' : '';
    if (maxTurns !== undefined && usage?.turns != null && usage.turns > maxTurns) {
        return { scope: 'step', message: `step ${step.id} used ${atLeast}${usage.turns} turns (max_turns ${maxTurns}${lowerBound})` };
    }
    const maxCost = step.def.max_cost_usd;
    if (maxCost !== undefined && usage?.cost_usd != null && usage.cost_usd > maxCost) {
        return { scope: 'step', message: `step ${step.id} cost ${atLeast}${(0,_unenforced_budgets_js__WEBPACK_IMPORTED_MODULE_1__/* .usd */ .d)(usage.cost_usd)} (max_cost_usd ${(0,_unenforced_budgets_js__WEBPACK_IMPORTED_MODULE_1__/* .usd */ .d)(maxCost)}${lowerBound})` };
    }
    return undefined;
}
/** A breach of the run's budgets by the spend recorded in state (>= limit with `atLimit`). */
function workflowBreach(workflow, state, atLimit = false) {
    const total = (0,_spend_js__WEBPACK_IMPORTED_MODULE_0__/* .totalSpend */ .JD)(state);
    const over = (value, limit) => limit !== undefined && value !== null && (atLimit ? value >= limit : value > limit);
    const maxCost = workflow.data.execution?.max_cost_usd;
    // Attempts that ended before their CLI reported usage count what they printed: a lower bound, said so.
    const atLeast = total.incomplete_attempts !== undefined ? 'at least ' : '';
    const unknown = total.incomplete_attempts !== undefined ? `; ${total.incomplete_attempts} attempt${total.incomplete_attempts === 1 ? '' : 's'} ended before ${total.incomplete_attempts === 1 ? 'its' : 'their'} CLI reported usage, so the spend is a lower bound` : '';
    if (over(total.cost_usd, maxCost)) {
        return { scope: 'workflow', message: `the run has cost ${atLeast}${(0,_unenforced_budgets_js__WEBPACK_IMPORTED_MODULE_1__/* .usd */ .d)(total.cost_usd)} (execution.max_cost_usd ${(0,_unenforced_budgets_js__WEBPACK_IMPORTED_MODULE_1__/* .usd */ .d)(maxCost)}${unknown})` };
    }
    const maxTurns = workflow.data.execution?.max_turns;
    if (over(total.turns, maxTurns)) {
        return { scope: 'workflow', message: `the run has used ${atLeast}${total.turns} agent turns (execution.max_turns ${maxTurns}${unknown})` };
    }
    return undefined;
}


/***/ }),

/***/ 5630:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  z: () => (/* binding */ processStageFor)
});

// EXTERNAL MODULE: ./src/core/steps/process/prompt.ts
var process_prompt = __webpack_require__(1747);
// EXTERNAL MODULE: ./src/core/agents/registry.ts + 6 modules
var registry = __webpack_require__(9726);
// EXTERNAL MODULE: ./src/core/workspace/digest.ts
var digest = __webpack_require__(3929);
;// CONCATENATED MODULE: ./src/core/steps/process/agent-process.ts
// What every agent-driven step shares: the agent that runs it, its prompt (built per attempt,
// since a retry quotes the previous failure and bounded delegation changes the execution
// mode), and the argv of its adapter. The prompt travels on stdin, never in argv or a shell.



function prepareAgentProcess(setup, judging, next) {
    const agent = (0,registry/* resolveAgent */.cT)(setup.workflow, setup.step, setup.agents, setup.workspace);
    const promptFor = (a, withoutAnswers = false) => (0,process_prompt/* buildPrompt */.fn)({
        workflow: setup.workflow,
        workspace: setup.workspace,
        step: setup.step,
        state: setup.state,
        bindings: setup.bindings,
        output: setup.output,
        delegation: a.delegation,
        previousFailure: a.previousFailure,
        withoutAnswers,
    });
    // Build it once now: a missing prompt file, skill or input stops the run before any process.
    promptFor({ delegation: 'direct', previousFailure: null });
    return {
        judging,
        agent,
        bounded: setup.workflow.execution.delegationMode === 'bounded',
        next,
        promptDigest(delegation) {
            return (0,digest/* sha256Text */.f1)(promptFor({ delegation, previousFailure: null }, true));
        },
        invocation(a) {
            const newSession = agent.adapter.choosesSession ? a.newSession : undefined;
            const resumeSession = agent.adapter.resumesSession ? a.resumeSession : undefined;
            const args = agent.adapter.argv({
                model: agent.model,
                maxTurns: setup.step.def.max_turns,
                delegation: a.delegation,
                extraArgs: agent.extraArgs,
                ...(newSession !== undefined ? { newSession } : {}),
                ...(resumeSession !== undefined ? { resumeSession } : {}),
            });
            // Each is passed unless the user's own flags chose the session (or, for the one to continue,
            // the adapter refused its shape): as a word of its own, or as the value of `--flag=<id>`.
            const passed = (id) => id !== undefined && args.some((a) => a === id || a.endsWith(`=${id}`));
            const resumed = passed(resumeSession) ? resumeSession : undefined;
            const session = passed(newSession) ? newSession : resumed;
            // A continued session holds the stage's prompt already: it is told why it goes on, not all again.
            const prompt = resumed !== undefined ? (0,process_prompt/* buildContinuationPrompt */.ws)({ workflow: setup.workflow, workspace: setup.workspace, step: setup.step, state: setup.state, bindings: setup.bindings, output: setup.output, delegation: a.delegation, previousFailure: a.previousFailure }) : promptFor(a);
            return {
                command: agent.executable,
                args,
                stdin: prompt,
                prompt,
                env: { STAGEGATE_AGENT: agent.name, STAGEGATE_DELEGATION: a.delegation },
                ...(session !== undefined ? { session } : {}),
                ...(resumed !== undefined ? { resumed } : {}),
            };
        },
    };
}

// EXTERNAL MODULE: ./src/core/gate/judging.ts
var judging = __webpack_require__(2215);
;// CONCATENATED MODULE: ./src/core/steps/process/action.ts
// Action steps (action + on_complete): an instruction without declared output or gate. The
// agent exiting 0 is success; the run continues with on_complete.


const prepareActionStage = (setup) => prepareAgentProcess(setup, judging/* JUDGING */.P.action, setup.step.def.on_complete);

;// CONCATENATED MODULE: ./src/core/steps/process/agent.ts
// Agent stages (prompt / inline_instruction + output + statuses): gated exactly like shell
// stages: a fresh declared output ending in one WORKFLOW_GATE, routed by its status. Exit 0
// without a fresh output is STAGE_OUTPUT_MISSING, never success.


const prepareAgentStage = (setup) => prepareAgentProcess(setup, judging/* JUDGING */.P.agent, undefined);

;// CONCATENATED MODULE: ./src/core/steps/process/resolver.ts
// Resolvers (retry_step / on_success, no statuses): entered only after a gate routed here, with
// blocking_artifact, blocking_qids and blocking_retry_step persisted first (transition.ts); they
// receive those as inputs and, on success (exit 0), return only to the retry step. The
// blocking_* fields are cleared when that retry step later passes.


const prepareResolverStage = (setup) => {
    const { step, state } = setup;
    // A resolver returns to the step that was blocked, never elsewhere.
    const retry = state.blocking_retry_step ?? step.def.retry_step ?? step.def.on_success;
    return prepareAgentProcess(setup, judging/* JUDGING */.P.resolver, retry);
};

// EXTERNAL MODULE: ./src/core/run/errors.ts
var errors = __webpack_require__(2862);
// EXTERNAL MODULE: ./src/core/model/placeholders.ts
var placeholders = __webpack_require__(2183);
// EXTERNAL MODULE: ./src/core/run/stage-command.ts
var stage_command = __webpack_require__(6519);
// EXTERNAL MODULE: ./src/core/model/absent-inputs.ts
var absent_inputs = __webpack_require__(5888);
// EXTERNAL MODULE: ./src/core/run/bindings.ts
var run_bindings = __webpack_require__(3671);
;// CONCATENATED MODULE: ./src/core/steps/process/shell.ts
// Shell stages (`run:`): bash with the script as one argv element; gated by output + gate.






const prepareShellStage = ({ workflow, step, bindings }) => {
    let command;
    try {
        // An optional input that was not given is the empty word in run: text.
        command = (0,stage_command/* buildShellCommand */.MX)(step, (0,absent_inputs/* seenByStep */.Be)(workflow, step, bindings, ''));
    }
    catch (error) {
        if (!(error instanceof placeholders/* PlaceholderError */.ik))
            throw error;
        throw new errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `run: of step ${step.id} uses ${error.missing.map((m) => `{{${m}}}`).join(', ')}, which no input, default or runner value provides`, {
            hint: (0,run_bindings/* missingValuesHint */.OC)(step, bindings, error.missing),
            location: { file: workflow.file, line: step.line, column: step.column },
        });
    }
    // The step's own inputs reach the script as STAGEGATE_INPUT_<NAME>: one that could not be bound
    // (a runtime reference the state cannot resolve yet) stops the run, as in run: text, instead of
    // leaving the variable unset for the script to read as "" (docs/workflow-format.md#runtime-references).
    const withOptional = (0,absent_inputs/* seenByStep */.Be)(workflow, step, bindings, '');
    for (const [name, value] of Object.entries(step.def.inputs ?? {})) {
        const text = (0,placeholders/* scalarToString */.Vu)(value);
        if (text === undefined || bindings.has(name))
            continue;
        try {
            (0,placeholders/* substitute */.V2)(text, withOptional);
        }
        catch (error) {
            if (!(error instanceof placeholders/* PlaceholderError */.ik))
                throw error;
            throw new errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `input ${name} of step ${step.id} uses ${error.missing.map((m) => `{{${m}}}`).join(', ')}, which no input, default or runner value provides`, {
                hint: (0,run_bindings/* missingValuesHint */.OC)(step, withOptional, error.missing),
                location: { file: workflow.file, line: step.line, column: step.column },
            });
        }
    }
    return { judging: judging/* JUDGING */.P.shell, agent: undefined, bounded: false, next: undefined, invocation: () => ({ command: command.command, args: command.args, env: command.env }) };
};

;// CONCATENATED MODULE: ./src/core/steps/process/kinds.ts




const PROCESS_STAGES = {
    shell: prepareShellStage,
    agent: prepareAgentStage,
    action: prepareActionStage,
    resolver: prepareResolverStage,
};
/** The preparation of a kind that runs a process, or undefined. */
function processStageFor(kind) {
    return PROCESS_STAGES[kind];
}


/***/ }),

/***/ 6905:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ep: () => (/* binding */ guardedVerdict),
/* harmony export */   FV: () => (/* binding */ snapshotPackage),
/* harmony export */   J_: () => (/* binding */ skillPath),
/* harmony export */   lp: () => (/* binding */ packageReadOnlyRule)
/* harmony export */ });
/* unused harmony exports PACKAGE_FOLDERS, packageFoldersOf, packageChanges */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _state_own_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2076);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5217);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_3__);
// 4.0 Runtime Methodology-Immutability Rule: during a run the methodology package is read-only.
// Before an agent stage starts, the runner takes the sha256 of every file of the package \u2014
// everything under .ai-engineering/ and .github/skills/ (a 4.0 workflow's, where the workspace
// has them: an imported format's workflow belongs to no package), the workflow file, and the
// prompt and skill files its steps name \u2014 and compares when the stage ends. A file created,
// changed or deleted there stops the run with METHODOLOGY_PACKAGE_MODIFIED (the stage is not
// accepted). The prompt names exactly these (packageReadOnlyRule).




/** Folders of the package, workspace-relative. */
const PACKAGE_FOLDERS = ['.ai-engineering', '.github/skills'];
/** A package larger than this is not walked further (its first files are still guarded). */
const MAX_FILES = 20_000;
/** Skills live here, relative to the workspace root. */
function skillPath(name) {
    return `.github/skills/${name}/SKILL.md`;
}
/** The package folders guarded for `workflow`: a 4.0 workflow's, those the workspace has. */
function packageFoldersOf(workspace, workflow) {
    if (workflow.format !== 'native')
        return [];
    return PACKAGE_FOLDERS.filter((f) => {
        try {
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(workspace.root, f)).isDirectory();
        }
        catch {
            return false;
        }
    });
}
/** The prompt's rule on what the agent must not touch: exactly the files snapshotPackage guards. */
function packageReadOnlyRule(workspace, workflow) {
    const folders = packageFoldersOf(workspace, workflow).map((f) => `\`${f}/\``);
    const named = namedFiles(workflow).length > 1;
    const refused = 'A stage that does is refused (METHODOLOGY_PACKAGE_MODIFIED).';
    if (folders.length > 0)
        return `- The methodology package is read-only: do not create, change, rename or delete anything under ${folders.join(', ')}, this workflow file${named ? ', or the prompts and skills it names' : ''}. ${refused}`;
    return `- ${named ? 'This workflow file and the prompts and skills it names are' : 'This workflow file is'} read-only: do not create, change, rename or delete ${named ? 'them' : 'it'}. ${refused}`;
}
function digestOf(abs) {
    try {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(abs);
        if (st.isSymbolicLink())
            return `link:${(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(abs)}`;
        if (!st.isFile())
            return undefined;
        // Not through a link and never waiting on a FIFO swapped in since the lstat (undefined: not a file).
        return (0,node_crypto__WEBPACK_IMPORTED_MODULE_3__.createHash)('sha256').update((0,_state_own_file_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegularFile */ .XF)(abs, Number.MAX_SAFE_INTEGER, { follow: false })).digest('hex');
    }
    catch {
        return undefined;
    }
}
function walk(workspace, rel, out) {
    const stack = [rel];
    while (stack.length > 0 && out.size < MAX_FILES) {
        const dir = stack.pop();
        let entries;
        try {
            entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(workspace.root, dir), { withFileTypes: true });
        }
        catch {
            continue;
        }
        for (const e of entries) {
            const child = `${dir}/${e.name}`;
            if (e.isDirectory())
                stack.push(child);
            else {
                const d = digestOf((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(workspace.root, child));
                if (d !== undefined)
                    out.set(child, d);
            }
        }
    }
}
/** The files a step names itself: its prompt (when the path is fixed) and its skills. */
function namedFiles(workflow) {
    const out = new Set([workflow.file]);
    const visit = (step) => {
        if (step.prompt !== undefined && !step.prompt.includes('{{'))
            out.add(step.prompt.replace(/^\.\//, ''));
        for (const skill of step.skills ?? [])
            if (!/[\\/{]/.test(skill))
                out.add(skillPath(skill));
        for (const inner of Object.values(step.per_item ?? {}))
            visit(inner);
        for (const inner of Object.values(step.parallel?.branches ?? {}))
            visit(inner);
    };
    for (const step of Object.values(workflow.data.steps ?? {}))
        visit(step);
    return [...out];
}
/** Digests of every package file now. */
function snapshotPackage(workspace, workflow, folders = packageFoldersOf(workspace, workflow)) {
    const out = new Map();
    for (const folder of folders)
        walk(workspace, folder, out);
    for (const rel of namedFiles(workflow)) {
        if (out.has(rel))
            continue;
        const p = workspace.tryResolve(rel);
        const d = p ? digestOf(p.abs) : undefined;
        // A named file that does not exist is recorded as absent: creating it is a change too.
        out.set(p?.rel ?? rel, d ?? 'absent');
    }
    return { files: out, folders };
}
/** Package files created, changed or deleted since `before` ("path (changed)"\u2026), at most a few named. */
function packageChanges(workspace, workflow, before) {
    const after = snapshotPackage(workspace, workflow, before.folders).files;
    const changes = [];
    for (const [rel, digest] of before.files) {
        const now = after.get(rel);
        if (now === digest)
            continue;
        changes.push(`${rel} (${now === undefined || now === 'absent' ? 'deleted' : digest === 'absent' ? 'created' : 'changed'})`);
    }
    for (const rel of after.keys())
        if (!before.files.has(rel))
            changes.push(`${rel} (created)`);
    return changes.sort();
}
/** A finished agent attempt's verdict, refused when it changed the package. */
function guardedVerdict(workspace, workflow, stepId, before, verdict) {
    const changes = packageChanges(workspace, workflow, before);
    if (changes.length === 0)
        return verdict;
    const shown = changes.length > 5 ? [...changes.slice(0, 5), `and ${changes.length - 5} more`] : changes;
    return { ok: false, code: 'METHODOLOGY_PACKAGE_MODIFIED', message: `step ${stepId} modified the methodology package, which a run must leave read-only: ${shown.join(', ')}` };
}


/***/ }),

/***/ 1747:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jv: () => (/* binding */ previousFailureOf),
/* harmony export */   fn: () => (/* binding */ buildPrompt),
/* harmony export */   ws: () => (/* binding */ buildContinuationPrompt)
/* harmony export */ });
/* unused harmony exports boundInputs, gateTemplate, notDoneStatusesOf */
/* harmony import */ var _run_questions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9500);
/* harmony import */ var _run_bindings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3671);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _state_own_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2076);
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2862);
/* harmony import */ var _gate_workflow_gate_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4852);
/* harmony import */ var _gate_contracts_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9819);
/* harmony import */ var _model_gate_reads_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8898);
/* harmony import */ var _gate_gate_schema_guide_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4771);
/* harmony import */ var _model_gate_schemas_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4371);
/* harmony import */ var _gate_contracts_contract_of_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(1883);
/* harmony import */ var _model_invocation_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(3291);
/* harmony import */ var _model_placeholders_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(2183);
/* harmony import */ var _model_absent_inputs_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(5888);
/* harmony import */ var _model_gate_template_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(773);
/* harmony import */ var _model_workflow_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(7280);
/* harmony import */ var _formats_types_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(7261);
/* harmony import */ var _package_guard_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(6905);
// The one prompt an agent-driven step receives, assembled deterministically (same inputs, same
// bytes) so `stagegate plan --show-prompt STEP` prints exactly what `run` sends:
//   1. the stage contract: exact output path, allowed statuses, the gate block to end with \u2014
//      first, so a CLI that truncates a long stdin (Gemini CLI keeps 8 MB) cannot drop it
//   2. the task: the prompt file (workspace-confined) or inline text, placeholders resolved
//   3. each skill's .github/skills/<name>/SKILL.md, named
//   4. the bound inputs
//   5. upstream context: paths and gate statuses of completed steps (from state)
//   6. on a retry, the previous attempt's failure
//   7. how to execute: direct, or delegated (bounded delegation's first attempt)
//   8. a short reminder of the contract (output path, statuses), last


















/** The previous attempt's failure, as the prompt will quote it (null when there is none). */
function previousFailureOf(state, stepId) {
    return state?.steps[stepId]?.last_error ?? null;
}
/** Bound inputs a step sees: declared workflow inputs, the step's own inputs, and run_id; absent optional inputs as ABSENT_TEXT. */
function boundInputs(workflow, step, bindings) {
    // A resolver (with or without statuses) also sees the blocking values the runner persisted.
    const names = new Set([...(0,_model_invocation_js__WEBPACK_IMPORTED_MODULE_10__/* .declaredInputs */ .WB)(workflow), ...Object.keys(step.def.inputs ?? {}), 'run_id', ...((0,_model_workflow_js__WEBPACK_IMPORTED_MODULE_13__/* .isResolverStep */ .jF)(step) ? _model_workflow_js__WEBPACK_IMPORTED_MODULE_13__/* .BLOCKING_NAMES */ .tG : [])]);
    // Absent optional inputs, and the step's own inputs built from them, as ABSENT_TEXT.
    const seen = (0,_model_absent_inputs_js__WEBPACK_IMPORTED_MODULE_12__/* .seenByStep */ .Be)(workflow, step, bindings, _model_absent_inputs_js__WEBPACK_IMPORTED_MODULE_12__/* .ABSENT_TEXT */ .Gp);
    const out = [];
    for (const name of names) {
        if (name === 'stop_after_step' || name === 'execution_mode' || name === 'ignore_previous_completion')
            continue;
        const v = seen.get(name);
        if (v !== undefined)
            out.push([name, v]);
    }
    return out;
}
function readWorkspaceText(workspace, rel, what, step, workflow) {
    const p = workspace.resolve(rel, what);
    let isFile;
    try {
        isFile = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.statSync)(p.abs).isFile();
    }
    catch {
        isFile = false;
    }
    if (!isFile) {
        throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .StagegateError */ .q('WORKFLOW_CONTRACT_INVALID', `${what} ${p.rel} does not exist`, {
            hint: 'Restore the file (a run never writes prompts or skills), or fix the path in the workflow.',
            location: { file: workflow.file, line: step.line, column: step.column },
        });
    }
    try {
        // Not waiting on a FIFO a stage put in its place since the stat.
        return (0,_state_own_file_js__WEBPACK_IMPORTED_MODULE_3__/* .readRegularFile */ .XF)(p.abs, Number.MAX_SAFE_INTEGER, { follow: true }).toString('utf8').replace(/\r\n?/g, '\n');
    }
    catch (error) {
        throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .StagegateError */ .q('WORKFLOW_CONTRACT_INVALID', `${what} ${p.rel} cannot be read (${error instanceof _state_own_file_js__WEBPACK_IMPORTED_MODULE_3__/* .NotRegularFileError */ .iZ ? `it is ${error.kind}` : (error.code ?? String(error))})`, {
            hint: 'Restore the file (a run never writes prompts or skills), or fix the path in the workflow.',
            location: { file: workflow.file, line: step.line, column: step.column },
        });
    }
}
/** Text for the agent: an absent optional input reads as ABSENT_TEXT (`asPath`: a path, where it is an error). */
function resolvePlaceholders(text, r, what, asPath = false) {
    const absent = (0,_model_absent_inputs_js__WEBPACK_IMPORTED_MODULE_12__/* .absentOptionalInputs */ .$D)(r.workflow, r.bindings);
    try {
        return (0,_model_placeholders_js__WEBPACK_IMPORTED_MODULE_11__/* .substitute */ .V2)(text, asPath ? r.bindings : (0,_model_absent_inputs_js__WEBPACK_IMPORTED_MODULE_12__/* .seenByStep */ .Be)(r.workflow, r.step, r.bindings, _model_absent_inputs_js__WEBPACK_IMPORTED_MODULE_12__/* .ABSENT_TEXT */ .Gp));
    }
    catch (error) {
        if (!(error instanceof _model_placeholders_js__WEBPACK_IMPORTED_MODULE_11__/* .PlaceholderError */ .ik))
            throw error;
        const optional = error.missing.filter((m) => absent.has(m));
        if (optional.length > 0) {
            throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .StagegateError */ .q('WORKFLOW_INPUT_REQUIRED', `${what} of step ${r.step.id} is a path that uses the optional input${optional.length > 1 ? 's' : ''} ${optional.join(', ')}, which ${optional.length > 1 ? 'were' : 'was'} not given; no file can be named after an absent input`, {
                hint: `Pass ${optional.map((m) => `${m}=<value>`).join(' ')}, or make the path not depend on ${optional.length > 1 ? 'them' : 'it'}.`,
                location: { file: r.workflow.file, line: r.step.line, column: r.step.column },
            });
        }
        throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .StagegateError */ .q('WORKFLOW_INPUT_REQUIRED', `${what} of step ${r.step.id} uses ${error.missing.map((m) => `{{${m}}}`).join(', ')}, which no input, default or runner value provides`, {
            hint: (0,_run_bindings_js__WEBPACK_IMPORTED_MODULE_1__/* .missingValuesHint */ .OC)(r.step, r.bindings, error.missing),
            location: { file: r.workflow.file, line: r.step.line, column: r.step.column },
        });
    }
}
/** The task text: prompt file, inline instruction or action text, placeholders resolved. */
function taskText(r) {
    const d = r.step.def;
    if (d.prompt !== undefined) {
        const rel = resolvePlaceholders(d.prompt, r, 'prompt path', true);
        return resolvePlaceholders(readWorkspaceText(r.workspace, rel, `prompt of step ${r.step.id}:`, r.step, r.workflow), r, `prompt ${rel}`);
    }
    if (d.inline_instruction !== undefined)
        return resolvePlaceholders(d.inline_instruction, r, 'inline_instruction');
    if (d.action !== undefined)
        return resolvePlaceholders(d.action, r, 'action');
    throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .StagegateError */ .q('WORKFLOW_CONTRACT_INVALID', `step ${r.step.id} has no prompt, inline_instruction or action to give an agent`);
}
/** Step inputs must all resolve for an agent step: a resolver without blocking_* has nothing to do. */
function checkStepInputs(r) {
    for (const [name, value] of Object.entries(r.step.def.inputs ?? {})) {
        if (typeof value !== 'string')
            continue;
        if (!r.bindings.has(name))
            resolvePlaceholders(value, r, `input ${name}`);
    }
}
function fence(text) {
    // A fence longer than any backtick run inside the text, so the text cannot close it.
    const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
    return '`'.repeat(longest + 1);
}
function trimEnd(text) {
    return text.replace(/\s+$/, '');
}
function statusList(step) {
    return Object.keys(step.def.statuses ?? {});
}
/** The gate block template a gated step must end its output with (with a gate_schema: a line for each key it declares, after the standard ones). */
function gateTemplate(workflow, step, artifact, guide) {
    const statuses = statusList(step);
    const extra = guide ? (0,_gate_gate_schema_guide_js__WEBPACK_IMPORTED_MODULE_8__/* .guideTemplateLines */ .wV)(guide, _gate_gate_schema_guide_js__WEBPACK_IMPORTED_MODULE_8__/* .blockKey */ .Ju, '  ').map((l) => `${l}\n`).join('') : '';
    return (0,_gate_workflow_gate_js__WEBPACK_IMPORTED_MODULE_5__/* .renderGateBlock */ .pf)({
        workflow: workflow.name,
        step: step.id,
        status: `<${statuses.join(' | ')}>`,
        unresolved_critical: '<integer>',
        unresolved_high: '<integer>',
        source_resolvable_open: '<integer>',
        artifact,
        next_recommended: '<step id or null>',
    }) + extra;
}
const STANDARD_KEYS = new Set(_gate_workflow_gate_js__WEBPACK_IMPORTED_MODULE_5__/* .STANDARD_GATE_KEYS */ .Bp);
/** A foreign contract's status field is never an extra key. */
const STATUS_KEY = new Set(['status']);
/** The guide to the step's gate_schema (gate-schema-guide.ts), when it has one. */
function schemaOf(workflow, step) {
    const compiled = workflow.gateSchemas?.get((0,_model_gate_schemas_js__WEBPACK_IMPORTED_MODULE_9__/* .gateSchemaKey */ .Ip)(step.path));
    if (compiled === undefined)
        return undefined;
    const foreign = (0,_gate_contracts_contract_of_js__WEBPACK_IMPORTED_MODULE_16__/* .foreignContractOf */ .A)(step);
    // A maestro block's values are read as text: a constant or choice is shown without quotes.
    return { guide: (0,_gate_gate_schema_guide_js__WEBPACK_IMPORTED_MODULE_8__/* .gateSchemaGuide */ .$o)(compiled.schema, foreign ? STATUS_KEY : STANDARD_KEYS, { asText: foreign === 'maestro_coordinate' }), source: compiled.source };
}
/** Words of a status name that say the stage could not be done (`NEEDS_INPUT`, `BLOCKED`, `AwaitingClarification`). */
const NOT_DONE_WORDS = /^(BLOCK|BLOCKED|BLOCKER|BLOCKING|NEED|NEEDS|NEEDED|INPUT|CLARIFY|CLARIFICATION|QUESTION|QUESTIONS|ESCALATE|ESCALATED|ESCALATION|UNRESOLVED|HALT|HALTED|MISSING|STUCK|AWAITING)$/;
/** Words that say it was done (`INPUT_VALIDATED`, `NOT_FOUND_OK`, `QUESTIONS_ANSWERED`): a name holding one is never read as not done. */
const DONE_WORDS = /^(OK|DONE|PASS|PASSED|VALID|VALIDATED|COMPLETE|COMPLETED|SUCCESS|SUCCEEDED|RESOLVED|APPROVED|READY|ACCEPTED|FIXED|VERIFIED|PROVIDED|RECEIVED|CLARIFIED|ANSWERED|FOUND)$/;
/** The words of a status name, in capitals (`AwaitingClarification`: AWAITING, CLARIFICATION). */
function wordsOf(status) {
    return status.split(/[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])/).map((w) => w.toUpperCase());
}
/** Whether a status's name says the stage was done: one of its words does (`SUCCESS`, `APPROVED`), and no NOT or NO turns it round (`NOT_APPROVED`, `INPUT_NOT_PROVIDED`). */
function namedDone(status) {
    const words = wordsOf(status);
    return words.some((w) => DONE_WORDS.test(w)) && !words.some((w) => w === 'NOT' || w === 'NO');
}
/** Whether a status's name says the stage could not be done: one of its words does, and none says it was done. */
function namedNotDone(status) {
    return wordsOf(status).some((w) => NOT_DONE_WORDS.test(w)) && !namedDone(status);
}
/**
 * Whether the workflow's routing of `status` says the stage is not done: it leads to BLOCKED, to a
 * hand-off step that stops the run (not one that completes it, nor from a status named done) or to a resolver step (which closes
 * the unknowns and sends the run back); it is one of the step's failure_statuses (routed to
 * BLOCKED too); or it is an imported format's own failure status (aiox failed, maestro FAILURE,
 * CCW NODE_FAILED), which says the step could not do its work wherever the file routes it (a
 * retry decision, the next node on skip).
 */
function routedNotDone(status, step, workflow) {
    if (workflow.format !== 'native' && status === _formats_types_js__WEBPACK_IMPORTED_MODULE_14__/* .OWN_FAILURE_STATUS */ .R[workflow.format])
        return true;
    if (step.def.failure_statuses?.includes(status) === true)
        return true;
    return (0,_model_workflow_js__WEBPACK_IMPORTED_MODULE_13__/* .targetsOf */ .QR)(step.def.statuses[status]).some((t) => {
        if (t === 'BLOCKED')
            return true;
        const target = workflow.steps.get(t);
        if (target === undefined)
            return false;
        if ((0,_model_workflow_js__WEBPACK_IMPORTED_MODULE_13__/* .isResolverStep */ .jF)(target))
            return true;
        // A hand-off is a way out unless it is where the done stage leads: one that completes the run
        // (terminal_status WORKFLOW_COMPLETE, exit 0: `APPROVED: ship`), or a status whose name says
        // the stage was done (maestro SUCCESS into a paused terminal: the chain pauses after the node).
        return target.kind === 'instruction' && target.def.terminal_status !== 'WORKFLOW_COMPLETE' && !namedDone(status);
    });
}
/**
 * The statuses that do not complete the stage. The routing decides: the statuses it sends to a
 * stop, a failure, a resolver or a retry (routedNotDone); the others move the run on as done
 * (APPROVED and CHANGES_REQUESTED of a review both do), whatever their names (`INPUT_VALIDATED`).
 * Only when the routing says nothing \u2014 every status moves the run on \u2014 are the names read
 * (`NEEDS_INPUT: ask`). Never offered as the way out of a stage that cannot proceed: the others.
 */
function notDoneStatusesOf(step, workflow) {
    // A status routed to ASK asks a person (askLine says how): not the way out of a stage that cannot proceed.
    const statuses = Object.keys(step.def.statuses ?? {}).filter((s) => !(0,_model_workflow_js__WEBPACK_IMPORTED_MODULE_13__/* .routesToAsk */ .zU)(step, s));
    const routed = statuses.filter((s) => routedNotDone(s, step, workflow));
    return routed.length > 0 ? routed : statuses.filter(namedNotDone);
}
/** The run is unattended: what to do instead of asking (a gated stage: `statuses` names the way out, if it has one). */
function unattended(step, workflow, gated, file = true) {
    const head = '- This run is unattended: no one will read or answer a question while it runs. Do not ask and wait for an answer; decide what you can, and';
    if (!gated)
        return `${head} if you cannot do the step without an answer, say what you need in your last message and exit with a non-zero status.`;
    const notDone = notDoneStatusesOf(step, workflow);
    // The one whose name says so first (a status routed to BLOCKED named BLOCKED, NEEDS_INPUT, \u2026).
    const named = notDone.find(namedNotDone);
    // A step without an output file (an imported step: its answer ends with the result block) records them in its answer.
    const where = file ? 'the file' : 'your answer';
    const end = notDone.length === 1 || named !== undefined
        ? `end ${where} with status \`${named ?? notDone[0]}\``
        : notDone.length > 1
            ? `end ${where} with the allowed status that says why the stage is not done (${notDone.join(' | ')})`
            : `exit with a non-zero status: none of the allowed statuses says the stage is not done (each moves the run on as done), so do not end ${where} with one`;
    if (!file)
        return `${head} record open questions and the assumptions you made in your answer. If you cannot proceed without an answer, still answer: list the questions and ${end}.`;
    return `${head} record open questions and the assumptions you made in the output file. If you cannot proceed without an answer, still write the file: list the questions in it and ${end}.`;
}
/**
 * How the stage asks a person, when its step routes a status to ASK (run/questions.ts): that
 * status with the question in the gate's `question:` key; the stage runs again with the answer.
 */
function askLine(step) {
    const asking = Object.keys(step.def.statuses ?? {}).filter((s) => (0,_model_workflow_js__WEBPACK_IMPORTED_MODULE_13__/* .routesToAsk */ .zU)(step, s));
    if (asking.length === 0)
        return [];
    return [
        `- Only if you cannot do this stage without a person's answer (a choice that is theirs, a fact you cannot find): end the file with status \`${asking[0]}\`${asking.length > 1 ? ` (or ${asking.slice(1).map((s) => `\`${s}\``).join(', ')})` : ''} and add \`question: <one clear question>\` to the gate. The run stops there, a person answers, and this stage runs again with the question and answer in its prompt. At most ${_run_questions_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_QUESTIONS_PER_VISIT */ .Hg} questions are answered per visit: ask only what you cannot decide, all in one question when you can.`,
    ];
}
function contract(r) {
    const { step, workflow } = r;
    const lines = ['## Stage contract', ''];
    const foreign = (0,_gate_contracts_contract_of_js__WEBPACK_IMPORTED_MODULE_16__/* .foreignContractOf */ .A)(step);
    if (step.kind === 'agent' && foreign) {
        if (r.output)
            lines.push(`- Write your report to \`${r.output.rel}\` (workspace-relative; create missing folders) and end that file with the block below; without the file, your answer itself must end with it.`);
        const schema = schemaOf(workflow, step);
        lines.push(...(0,_gate_contracts_index_js__WEBPACK_IMPORTED_MODULE_6__/* .contractInstructions */ ._j)(foreign, statusList(step), schema?.guide, (0,_model_gate_reads_js__WEBPACK_IMPORTED_MODULE_7__/* .gateKeysRead */ .K)(workflow, step.id)));
        if (schema) {
            const maestro = foreign === 'maestro_coordinate';
            const checks = maestro ? 'the block\'s fields other than STATUS, read lower-cased (`REVIEW_VERDICT` is `review_verdict`) and as text' : 'the block\'s fields other than `status` (each key inside `outputs` counts as one too)';
            lines.push(...(0,_gate_gate_schema_guide_js__WEBPACK_IMPORTED_MODULE_8__/* .guideContractLines */ .QF)(schema.guide, schema.source, checks, maestro ? _gate_contracts_index_js__WEBPACK_IMPORTED_MODULE_6__/* .maestroKey */ .dU : _gate_gate_schema_guide_js__WEBPACK_IMPORTED_MODULE_8__/* .blockKey */ .Ju, !maestro));
        }
        lines.push(`- Allowed statuses: ${statusList(step).join(' | ')}`, unattended(step, workflow, true, r.output !== undefined));
    }
    else if (step.kind === 'agent') {
        const out = r.output;
        if ((0,_model_workflow_js__WEBPACK_IMPORTED_MODULE_13__/* .isResolverStep */ .jF)(step)) {
            lines.push(`- This stage resolves high-impact unknowns: resolve only the blocking question ids in \`blocking_qids\`, raised by \`blocking_artifact\` (both under Inputs); the run returns to \`${step.def.retry_step}\` afterwards.`);
        }
        const statuses = statusList(step);
        const schema = schemaOf(workflow, step);
        const template = gateTemplate(workflow, step, out.rel, schema?.guide);
        // unresolved_qids is an extra key: offered only where the gate_schema allows any key it does not declare.
        const qids = schema === undefined || (schema.guide.others === 'any' && !schema.guide.fields.some((f) => f.name === 'unresolved_qids'));
        lines.push(`- Write your result to exactly this file: \`${out.rel}\` (workspace-relative; create missing folders). Write it in this run: an existing or older file never counts, and no other file replaces it.`, '- End the file with exactly one WORKFLOW_GATE block and nothing after it (blank lines aside).', `- Allowed statuses: ${statuses.join(' | ')}`, '- The gate block to end with (replace every <...>; `artifact` must stay exactly as shown):', '', '```yaml', trimEnd(template), '```', '', ...(schema ? (0,_gate_gate_schema_guide_js__WEBPACK_IMPORTED_MODULE_8__/* .guideContractLines */ .QF)(schema.guide, schema.source, 'the gate\'s extra keys (every key but the standard eight, `workflow` to `next_recommended`)', _gate_gate_schema_guide_js__WEBPACK_IMPORTED_MODULE_8__/* .blockKey */ .Ju, true) : []), ...(qids ? ['- You may add `unresolved_qids: [Q-...]` to the gate to list open HIGH/CRITICAL question ids.'] : []), '- The runner routes only on the gate status; `next_recommended` is advisory. Exiting without the file, or with a missing, malformed or unlisted gate, fails the stage.', unattended(step, workflow, true), ...askLine(step));
    }
    else if (step.kind === 'resolver') {
        const retry = step.def.retry_step ?? step.def.on_success ?? '';
        lines.push('- This is a resolver step: resolve only the blocking question ids in `blocking_qids`, raised by `blocking_artifact`; persist the evidence and closure where the task below says.', `- It has no declared output and no gate. Success is your process exiting with status 0; the runner then returns to step \`${retry}\`, which runs again.`, '- Do not edit prompts, workflows, skills or workflow state.', unattended(step, workflow, false));
    }
    else {
        const next = step.def.on_complete ?? '';
        lines.push('- This is an action step: do the action the task below describes. It has no declared output and no gate.', `- Success is your process exiting with status 0; the runner then continues with step \`${next}\`.`, '- Do not edit prompts, workflows, skills or workflow state.', unattended(step, workflow, false));
    }
    return lines;
}
/** The contract's gist again at the end, where the agent reads last (the full one opens the prompt). */
function reminder(r) {
    const { step } = r;
    const statuses = statusList(step).join(' | ');
    // The keys a gate_schema requires, named again: a gate without them fails as surely as one without a status.
    const foreign = step.kind === 'agent' ? (0,_gate_contracts_contract_of_js__WEBPACK_IMPORTED_MODULE_16__/* .foreignContractOf */ .A)(step) : undefined;
    const required = step.kind === 'agent' ? (schemaOf(r.workflow, step)?.guide.fields.filter((f) => f.required) ?? []) : [];
    const keys = required.length > 0 ? `, and the key${required.length > 1 ? 's' : ''} its gate_schema requires (${required.map((f) => `\`${foreign === 'maestro_coordinate' ? (0,_gate_contracts_index_js__WEBPACK_IMPORTED_MODULE_6__/* .maestroKey */ .dU)(f.name) : (0,_gate_gate_schema_guide_js__WEBPACK_IMPORTED_MODULE_8__/* .blockKey */ .Ju)(f.name)}\``).join(', ')})` : '';
    let line;
    if (step.kind === 'agent' && foreign) {
        line = `- End ${r.output ? `\`${r.output.rel}\` (else your answer)` : 'your answer'} with the result block the stage contract at the top shows, status one of ${statuses}${keys}.`;
    }
    else if (step.kind === 'agent') {
        line = `- Write \`${r.output.rel}\` in this run and end it with exactly one WORKFLOW_GATE block as the stage contract at the top shows, status one of ${statuses}${keys}.`;
    }
    else
        line = '- Exit with status 0 when the step is done (the stage contract at the top); no one will answer a question.';
    return ['## Before you finish', '', line];
}
function execution(delegation) {
    const text = delegation === 'direct'
        ? 'Execute this stage yourself, in this session. Do not hand it to a sub-agent, background agent or asynchronous worker, and do not wait for or poll another agent.'
        : 'You may delegate parts of this stage to sub-agents, but this session owns it: the stage is accepted only from its declared result (the output file with a valid gate; for steps without output, your exit status). Never wait on an idle or stalled worker: finish the stage yourself instead.';
    return ['## Execution', '', `Mode: ${delegation}. ${text}`];
}
/**
 * The prompt of a retry that continues the previous attempt's session (docs/agents.md,
 * "Sessions"): the session holds the whole stage prompt already, so this says only why it goes
 * on \u2014 the previous attempt's failure, as the retry prompt quotes it \u2014 and the contract's gist.
 */
function buildContinuationPrompt(r) {
    const { step, workflow } = r;
    const answered = (0,_run_questions_js__WEBPACK_IMPORTED_MODULE_0__/* .answeredJustNow */ .Yt)(r.state, step.id);
    if (answered !== undefined) {
        // The attempt before asked a person (a status routed to ASK): the session goes on with the answer.
        const head = [`# Stage \`${step.id}\` of workflow \`${workflow.name}\`, continued`, '', 'This session already holds this stage\'s prompt (its contract, task and inputs, above). In the attempt before this one you asked a person:', '', quote(answered.question), '', 'Their answer:', '', quote(answered.answer ?? _run_questions_js__WEBPACK_IMPORTED_MODULE_0__/* .ANSWER_WORD */ .GW), ''];
        head.push('Continue the stage with this answer: keep what is done and correct, and finish the task.');
        if (step.kind === 'agent' && r.output) {
            head.push('', `- Write \`${r.output.rel}\` in this attempt, even if the attempt before wrote it: only a file written now counts.`, `- Allowed statuses: ${statusList(step).join(' | ')}`);
        }
        return [head, execution(r.delegation), reminder(r)].map((s) => s.join('\n')).join('\n\n') + '\n';
    }
    const head = [`# Stage \`${step.id}\` of workflow \`${workflow.name}\`, continued`, '', 'This session already holds this stage\'s prompt (its contract, task and inputs, above). The attempt before this one did not finish it:', ''];
    head.push(`> ${(r.previousFailure ?? 'it ended without a result').replace(/\n/g, '\n> ')}`, '');
    head.push('Continue from where it stopped: keep what is done and correct, and fix the cause of the failure.');
    if (step.kind === 'agent' && r.output) {
        head.push('', `- Write \`${r.output.rel}\` in this attempt, even if the attempt before wrote it: only a file written now counts.`, `- Allowed statuses: ${statusList(step).join(' | ')}`);
    }
    return [head, execution(r.delegation), reminder(r)].map((s) => s.join('\n')).join('\n\n') + '\n';
}
function quote(text) {
    return `> ${text.replace(/\n/g, '\n> ')}`;
}
/** Assemble the prompt. Throws StagegateError for a missing prompt file or skill, or an unbound placeholder. */
function buildPrompt(r) {
    const { step, workflow, workspace } = r;
    checkStepInputs(r);
    const sections = [];
    let task = trimEnd(taskText(r));
    // A gate template in the task text naming another step or workflow is rewritten to the
    // runner's (the contract says so): never two contradictory templates.
    let aligned = [];
    if (step.kind === 'agent' && task.includes('WORKFLOW_GATE:')) {
        const a = (0,_model_gate_template_js__WEBPACK_IMPORTED_MODULE_17__/* .alignGateTemplates */ .kF)(task, { workflow: workflow.name, step: step.id });
        task = a.text;
        aligned = a.replaced;
    }
    // The contract opens the prompt (item 1 above); the task follows it.
    const terms = contract(r);
    // 4.0 Methodology-Immutability Rule: checked by digest when the stage ends (package-guard.ts).
    terms.push((0,_package_guard_js__WEBPACK_IMPORTED_MODULE_15__/* .packageReadOnlyRule */ .lp)(workspace, workflow));
    for (const a of aligned) {
        terms.push(`- The task text's WORKFLOW_GATE template said \`${a.field}: ${a.was}\`; this stage's gate is \`${a.field}: ${a.field === 'step' ? step.id : workflow.name}\`, so the template in the task below now says so. The template above wins: a gate with \`${a.field}: ${a.was}\` would be refused.`);
    }
    sections.push([`# Stage \`${step.id}\` of workflow \`${workflow.name}\``, '', ...terms]);
    sections.push(['## Task', '', task]);
    const skills = step.def.skills ?? [];
    if (skills.length > 0) {
        const lines = ['## Skills', '', 'Apply these skills to the task:'];
        for (const name of skills) {
            const rel = (0,_package_guard_js__WEBPACK_IMPORTED_MODULE_15__/* .skillPath */ .J_)(name);
            const text = trimEnd(readWorkspaceText(workspace, rel, `skill ${name} of step ${step.id}:`, step, workflow));
            lines.push('', `### Skill \`${name}\` (${rel})`, '', text);
        }
        sections.push(lines);
    }
    const inputs = boundInputs(workflow, step, r.bindings);
    if (inputs.length > 0) {
        const lines = ['## Inputs', ''];
        for (const [name, value] of inputs) {
            if (value.includes('\n')) {
                const f = fence(value);
                lines.push(`- \`${name}\`:`, '', f, value, f, '');
            }
            else
                lines.push(`- \`${name}\`: ${value === '' ? '(empty)' : value}`);
        }
        if (inputs.some(([, v]) => v === _model_absent_inputs_js__WEBPACK_IMPORTED_MODULE_12__/* .ABSENT_TEXT */ .Gp))
            lines.push('', `${_model_absent_inputs_js__WEBPACK_IMPORTED_MODULE_12__/* .ABSENT_TEXT */ .Gp}: an optional input this run was not given. Wherever the task text shows ${_model_absent_inputs_js__WEBPACK_IMPORTED_MODULE_12__/* .ABSENT_TEXT */ .Gp}, there is no value: do not look for one or invent one.`);
        sections.push(lines);
    }
    const completed = r.state?.completed_steps ?? [];
    const lines = ['## Upstream context', ''];
    if (completed.length === 0)
        lines.push('No step of this run has completed yet.');
    else {
        lines.push('Completed steps of this run and their accepted artifacts (inputs to read, not proof):');
        for (const id of completed) {
            const a = r.state.artifacts[id];
            if (a)
                lines.push(`- \`${id}\`: ${a.path} (gate ${a.gate_status}, visit ${a.visit})`);
            else
                lines.push(`- \`${id}\`: completed (${r.state.steps[id]?.kind ?? 'step'} without an artifact)`);
        }
    }
    sections.push(lines);
    const questions = r.withoutAnswers === true ? [] : (0,_run_questions_js__WEBPACK_IMPORTED_MODULE_0__/* .questionsOfVisit */ .oc)(r.state, step.id);
    if (questions.length > 0)
        sections.push((0,_run_questions_js__WEBPACK_IMPORTED_MODULE_0__/* .questionsSection */ .DN)(questions));
    if (r.previousFailure !== null) {
        sections.push(['## Previous attempt', '', 'The previous attempt of this stage failed:', '', `> ${r.previousFailure.replace(/\n/g, '\n> ')}`, '', 'Fix the cause this time.']);
    }
    sections.push(execution(r.delegation));
    sections.push(reminder(r));
    return sections.map((s) => s.join('\n')).join('\n\n') + '\n';
}


/***/ }),

/***/ 5711:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ revisedArtifacts)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _workspace_digest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3929);
// An action or resolver step may revise accepted artifacts (4.0's "revise" actions correct the
// artifact a verifier found defects in). When such a step succeeds, every accepted artifact it
// changed is re-recorded with its new digest and `revised_by`, so a later resume does not
// mistake the revision for tampering. Stages that run after it must re-verify it.


function revisedArtifacts(state, workspace, stepId) {
    const out = {};
    for (const [owner, artifact] of Object.entries(state.artifacts)) {
        const p = workspace.tryResolve(artifact.path);
        if (!p)
            continue;
        let size;
        try {
            const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(p.abs);
            if (!st.isFile())
                continue;
            size = st.size;
        }
        catch {
            continue;
        }
        const sha256 = (0,_workspace_digest_js__WEBPACK_IMPORTED_MODULE_1__/* .sha256File */ .Q3)(p.abs);
        if (sha256 !== artifact.sha256)
            out[owner] = { ...artifact, sha256, size, revised_by: stepId };
    }
    return out;
}


/***/ })

};
