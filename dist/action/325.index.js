export const id = 325;
export const ids = [325];
export const modules = {

/***/ 91350:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bp: () => (/* binding */ MAX_CHECK_ANNOTATIONS),
/* harmony export */   U7: () => (/* binding */ MAX_CHECK_TEXT),
/* harmony export */   y9: () => (/* binding */ MAX_CHECK_ANNOTATIONS_TOTAL)
/* harmony export */ });
/** GitHub's limits on check run output: annotations are taken 50 a request, each update adding to the check's. */
const MAX_CHECK_TEXT = 65_535;
const MAX_CHECK_ANNOTATIONS = 50;
/** The most annotations a check is given (20 requests): a reviewer gets the findings on the files, not 50 of them. */
const MAX_CHECK_ANNOTATIONS_TOTAL = 1000;


/***/ }),

/***/ 40645:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G5: () => (/* binding */ ANNOTATIONS_PER_TYPE),
/* harmony export */   L7: () => (/* binding */ readGitHubContext),
/* harmony export */   Wd: () => (/* binding */ repoPathOrNull),
/* harmony export */   dO: () => (/* binding */ resolveWorkingDirectory),
/* harmony export */   kK: () => (/* binding */ repoText),
/* harmony export */   qN: () => (/* binding */ repoPath),
/* harmony export */   q_: () => (/* binding */ emptyOutputs)
/* harmony export */ });
/* unused harmony export isGhesServer */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_workspace_workspace_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25620);
/* harmony import */ var _core_model_shell_word_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(33408);




/** The rule @actions/artifact applies (GHESNotSupportedError), checked before anything is run. */
function isGhesServer(serverUrl) {
    let host;
    try {
        host = new URL(serverUrl).hostname.toUpperCase();
    }
    catch {
        return false;
    }
    return host !== 'GITHUB.COM' && !host.endsWith('.GHE.COM') && !host.endsWith('.LOCALHOST');
}
function readGitHubContext(env, cwd = process.cwd()) {
    let event = {};
    const eventPath = env['GITHUB_EVENT_PATH'];
    if (eventPath) {
        try {
            const parsed = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(eventPath, 'utf8'));
            if (parsed && typeof parsed === 'object')
                event = parsed;
        }
        catch {
            /* no readable event: fall back to GITHUB_SHA */
        }
    }
    const repository = env['GITHUB_REPOSITORY'] || undefined;
    const [owner, repo] = repository?.split('/') ?? [];
    const prHead = event.pull_request?.head;
    const pullRequestHeadSha = typeof prHead?.sha === 'string' && /^(?:[0-9a-fA-F]{40}|[0-9a-fA-F]{64})$/.test(prHead.sha) ? prHead.sha.toLowerCase() : undefined;
    const headSha = typeof prHead?.sha === 'string' && prHead.sha !== '' ? prHead.sha : env['GITHUB_SHA'] || undefined;
    const headRepo = typeof prHead?.repo?.full_name === 'string' ? prHead.repo.full_name : undefined;
    const runId = env['GITHUB_RUN_ID'] || undefined;
    const server = (env['GITHUB_SERVER_URL'] || 'https://github.com').replace(/\/+$/, '');
    return {
        repoRoot: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(env['GITHUB_WORKSPACE'] || cwd),
        repository,
        owner: owner || undefined,
        repo: repo || undefined,
        runId,
        attempt: env['GITHUB_RUN_ATTEMPT'] || '1',
        job: env['GITHUB_JOB'] || 'job',
        headSha,
        pullRequestHeadSha,
        eventName: env['GITHUB_EVENT_NAME'] || undefined,
        isForkPullRequest: headRepo !== undefined && repository !== undefined && headRepo !== repository && env['GITHUB_EVENT_NAME'] !== 'pull_request_target',
        detailsUrl: repository && runId ? `${server}/${repository}/actions/runs/${runId}` : undefined,
        runnerTemp: env['RUNNER_TEMP'] || undefined,
        hasArtifactRuntime: Boolean(env['ACTIONS_RUNTIME_TOKEN'] && env['ACTIONS_RESULTS_URL']),
        actor: env['GITHUB_ACTOR'] || undefined,
        serverUrl: server,
        apiUrl: (env['GITHUB_API_URL'] || 'https://api.github.com').replace(/\/+$/, ''),
        isGhes: isGhesServer(server),
    };
}
function emptyOutputs(status) {
    return { status, complete: false, runId: null, activeStep: null, completedSteps: [], statePath: null, manifestPath: null, artifactName: null, pendingApproval: null };
}
/** Path of a workspace file relative to the repository root, as annotations and outputs give it. */
function repoPath(gh, workspaceRoot, file) {
    // An absolute path (a validate target outside the workspace, as given): kept as it is.
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(file))
        return file;
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(gh.repoRoot, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(workspaceRoot, file));
    return rel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
}
/**
 * A message of the core's in the Action's one convention for paths, the repository's (as
 * annotations, outputs and the summary give them): the workspace-relative paths it may name \u2014
 * under `roots` (the run root, the workflow file, ...) \u2014 with working-directory in front. The same
 * text when working-directory is the repository root.
 */
function repoText(gh, workspaceRoot, text, roots) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(gh.repoRoot, workspaceRoot);
    if (rel === '' || !(0,_core_workspace_workspace_js__WEBPACK_IMPORTED_MODULE_2__/* .insideBy */ .OY)(rel))
        return text;
    const prefix = rel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
    // Roots are workspace-relative POSIX paths; `..runs` is one inside.
    const named = [...new Set(roots.filter((r) => !!r && r !== '.' && !r.startsWith('/') && r !== '..' && !r.startsWith('../')))].sort((a, b) => b.length - a.length);
    if (named.length === 0)
        return text;
    const escaped = named.map(regexText).join('|');
    // A path starts the text or follows a space, bracket, quote or '=' (never a '/': one already in repository form is left as it is).
    const inRepo = text.replace(new RegExp(`(^|[\\s(\\[\`'"=])(${escaped})(?=$|[/\\s)\\].,;:'"\`])`, 'g'), (_, before, path) => `${before}${prefix}/${path}`);
    // A command line the text quotes runs from the repository root too, as the CLI's `-C DIR` (the
    // Action's working-directory input): its workflow stays named from the directory, as the step's
    // workflow input names it \u2014 `stagegate -C services/api run wf.yaml`, never `stagegate run services/api/wf.yaml`.
    return inRepo.replace(new RegExp(`\\bstagegate (${DIRECTORY_COMMANDS}) (['"]?)${regexText(prefix)}/`, 'g'), (_, command, quote) => `stagegate -C ${(0,_core_model_shell_word_js__WEBPACK_IMPORTED_MODULE_3__/* .shellWord */ .r)(prefix)} ${command} ${quote}`);
}
/** CLI commands whose first word is a workflow file (or a validate target) of the workspace. */
const DIRECTORY_COMMANDS = 'run|merge|shards|status|plan|validate|approve|reject|history|skip|graph|logs|convert';
function regexText(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/** repoPath for a path that may be absent. */
function repoPathOrNull(gh, workspaceRoot, file) {
    return file ? repoPath(gh, workspaceRoot, file) : null;
}
/** The stagegate workspace for a working-directory input; undefined when it leads outside. */
function resolveWorkingDirectory(repoRoot, workingDirectory) {
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(repoRoot, workingDirectory);
    if (!within(repoRoot, abs))
        return undefined;
    // A symlink on the way (one a pull request can commit) must not take the run out of the checkout.
    let real;
    try {
        real = { root: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(repoRoot), dir: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(abs) };
    }
    catch {
        /* missing: reported as not a directory */
    }
    if (real && !within(real.root, real.dir))
        return undefined;
    return abs;
}
/** `path` is `root` or below it: a name that merely starts with two dots (`..x`) is inside. */
function within(root, path) {
    return (0,_core_workspace_workspace_js__WEBPACK_IMPORTED_MODULE_2__/* .insideBy */ .OY)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, path));
}
/** GitHub shows at most 10 error and 10 warning annotations per step. */
const ANNOTATIONS_PER_TYPE = 10;


/***/ }),

/***/ 23152:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ coreIO)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var _log_guard_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40456);
/* harmony import */ var _core_run_printable_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(46226);
// What the action needs from the runner, spoken through @actions/core: inputs, outputs, the job
// summary, annotations, log groups, masking and the state a post step reads. The interface lets
// the in-process tests record what the action does; `coreIO` is what runs on GitHub (and under
// @github/local-action, which substitutes its own @actions/core).



function coreIO() {
    let failed = false;
    return {
        get failed() {
            return failed;
        },
        getInput: (name, options) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4(name, options),
        setOutput: (name, value) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(name, value),
        // Never obeyed as a workflow command, whoever's text it carries (log-guard.ts); and without
        // escape sequences or control characters (a lone \r, ESC): what a stage or an input wrote is
        // shown as the CLI shows it (printable.ts), it never rewrites or hides stagegate's own lines.
        info: (message) => {
            for (const line of (0,_log_guard_js__WEBPACK_IMPORTED_MODULE_1__/* .guardedLines */ .U)((0,_core_run_printable_js__WEBPACK_IMPORTED_MODULE_2__/* .printable */ .g$)(message)))
                _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(line);
        },
        debug: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz((0,_core_run_printable_js__WEBPACK_IMPORTED_MODULE_2__/* .printable */ .g$)(message)),
        annotate(level, message, properties) {
            const shown = (0,_core_run_printable_js__WEBPACK_IMPORTED_MODULE_2__/* .printable */ .g$)(message);
            const props = { ...properties, title: (0,_core_run_printable_js__WEBPACK_IMPORTED_MODULE_2__/* .printable */ .g$)(properties.title) };
            if (level === 'error')
                _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .error */ .z3(shown, props);
            else if (level === 'warning')
                _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(shown, props);
            else
                _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(shown, props);
        },
        async appendSummary(markdown) {
            try {
                await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw(markdown).write();
            }
            finally {
                _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.emptyBuffer();
            }
        },
        markFailed() {
            failed = true;
            // 1, not core.ExitCode.Failure: @github/local-action's stand-in for @actions/core has no ExitCode.
            process.exitCode = 1;
        },
        startGroup: (name) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .startGroup */ .Oh((0,_core_run_printable_js__WEBPACK_IMPORTED_MODULE_2__/* .printable */ .g$)(name)),
        endGroup: () => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .endGroup */ .N4(),
        setSecret: (value) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setSecret */ .Pq(value),
        saveState(name, value) {
            // Only the post step reads it: a runner-like environment without GITHUB_STATE loses nothing else.
            try {
                _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(name, value);
            }
            catch (error) {
                _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(`could not save state ${name}: ${error instanceof Error ? error.message : String(error)}`);
            }
        },
        getState: (name) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(name),
    };
}


/***/ }),

/***/ 33408:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ pathWord),
/* harmony export */   r: () => (/* binding */ shellWord)
/* harmony export */ });
// One value as one shell word, for the commands stagegate prints (a leaf module: the loader's
// hints use it without loading the run path; run/command-line.ts builds whole commands with it).
/**
 * `value` as one shell word: as it is when nothing in it needs quoting, else in single quotes; one
 * with a control character (ESC, CR, a newline, DEL, any C0 or C1) in bash's ANSI-C quotes, `$'a\033b'`,
 * so the printed command holds none raw (a terminal would act on it, and a paste would not be the
 * value) and pasted into bash (or zsh, ksh) it gives the exact value back.
 */
function shellWord(value) {
    if (value !== '' && /^[A-Za-z0-9._/:=@%+,-]+$/.test(value))
        return value;
    if (CONTROL.test(value))
        return ansiCWord(value);
    return `'${value.replace(/'/g, `'\\''`)}'`;
}
/**
 * The C0 controls, DEL and the C1 controls (U+0080-U+009F: U+009B is a CSI, U+0085 a line break):
 * what a terminal may act on (printable() drops them all), and what no single-quoted word can show.
 */
const CONTROL = /[\x00-\x1f\x7f-\x9f]/;
/**
 * The escapes ANSI-C quoting reads back as the character. The rest of the C0 controls and DEL: three
 * octal digits (never run into a digit after them); a C1 control: its two UTF-8 bytes so (`\u0085`
 * is read by bash 4.2+ only, and in the locale's charset).
 */
const ANSI_C = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\\': '\\\\', "'": "\\'" };
const octal = (byte) => `\\${byte.toString(8).padStart(3, '0')}`;
function ansiCWord(value) {
    let out = "$'";
    for (const c of value) {
        const code = c.charCodeAt(0);
        out += ANSI_C[c] ?? (code < 0x20 || code === 0x7f ? octal(code) : code >= 0x80 && code <= 0x9f ? octal(0xc2) + octal(code) : c);
    }
    return `${out}'`;
}
/** A workflow path as the positional word of a printed command: `./-x.yaml` for one that starts with `-` (read as a flag otherwise). */
function pathWord(path) {
    return shellWord(path.startsWith('-') ? `./${path}` : path);
}


/***/ }),

/***/ 82862:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ isStagegateError),
/* harmony export */   q: () => (/* binding */ StagegateError)
/* harmony export */ });
class StagegateError extends Error {
    code;
    location;
    hint;
    /** The command that continues past this stop, when one does (a run's next_command): pasteable. */
    nextCommand;
    constructor(code, message, options = {}) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.name = 'StagegateError';
        this.code = code;
        this.location = options.location ?? {};
        if (options.hint !== undefined)
            this.hint = options.hint;
        if (options.nextCommand !== undefined)
            this.nextCommand = options.nextCommand;
    }
}
function isStagegateError(error) {
    return error instanceof StagegateError;
}


/***/ }),

/***/ 46226:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g$: () => (/* binding */ printable),
/* harmony export */   nK: () => (/* binding */ QUOTE_GUTTER),
/* harmony export */   oy: () => (/* binding */ printableLine),
/* harmony export */   wV: () => (/* binding */ printableQuoted)
/* harmony export */ });
/* unused harmony export escapedInvisible */
// Text the CLI prints that may carry what a stage, an agent or a registry wrote (stage output, a
// gate value in an approval or stop message, an item id, a retry's reason): terminal escape
// sequences and other control characters are dropped, so that text cannot retitle the window,
// move the cursor, recolour or hide what stagegate prints. Tabs and newlines stay.
// An OSC sequence (a title, a link) that is never terminated ends at its line's end: the lines
// after it stay (a stage's stray `ESC ]` dropped every later line of its output from the job log).
const CONTROL = /\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b\n\r]*(?:\u0007|\u001b\\)?|\u009b[0-9;?]*[ -/]*[@-~]|\u009d[^\u0007\u001b\u009c\n\r]*(?:\u0007|\u009c)?|[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
/** `text` without escape sequences or C0/C1 control characters (tab and newline kept). */
function printable(text) {
    return text.replace(CONTROL, '');
}
/**
 * Workflow text in a finding (a step id, a target, a key as the file spells it): control and
 * format characters (Unicode Cc, Cf: U+202E, U+200B, ...) written as \u{XXXX}, so what the
 * terminal shows is what the file holds. Tabs and newlines stay.
 */
function escapedInvisible(text) {
    return text.replace(/(?![\t\n])[\p{Cc}\p{Cf}]/gu, (c) => `\\u{${c.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}}`);
}
const LINE_BREAKS = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
/**
 * printable() kept on one line: a line break (\n, \r) and a tab written as `\n`, `\r`, `\t`
 * (each piece between them made printable on its own, so an escape sequence still ends at its
 * line's end). A record of a table (a `history` event) prints as one line, whatever its text holds.
 */
function printableLine(text) {
    return text
        .split(/([\r\n\t])/)
        .map((part, i) => (i % 2 === 1 ? LINE_BREAKS[part] : printable(part)))
        .join('');
}
/** The gutter a quoted line continues under, as a failed stage's last lines are shown (`    \u2502 \u2026`). */
const QUOTE_GUTTER = '    \u2502 ';
/**
 * printable(), and every line after the first under the quote gutter: text that carries what a
 * stage, an agent, an input or a person wrote (a gate value in an approval message or a hand-off's
 * instruction, an approval's note) may hold a line break, and the line after it must not read as
 * one of stagegate's own (`  next:     curl \u2026 | sh` under the run's status line).
 */
function printableQuoted(text) {
    return printable(text).replace(/\n/g, `\n${QUOTE_GUTTER}`);
}


/***/ }),

/***/ 82784:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ gitTopLevel)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
// The git top-level a file belongs to, found as git finds it: the nearest folder at or above the
// file's own with a `.git` (a folder, or a file: a submodule or worktree). File checks only \u2014 the
// core spawns no process (so GIT_DIR and ceiling variables are not honoured; CI checkouts need neither).


/** The nearest folder at or above `dirAbs` holding `.git`, or undefined outside any repository. */
function gitTopLevel(dirAbs) {
    for (let dir = dirAbs;; dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir)) {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, '.git')))
            return dir;
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir) === dir)
            return undefined;
    }
}


/***/ }),

/***/ 25620:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Im: () => (/* binding */ GIT_DIR_WHY),
/* harmony export */   OY: () => (/* binding */ insideBy),
/* harmony export */   aR: () => (/* binding */ Workspace),
/* harmony export */   d7: () => (/* binding */ toPosix),
/* harmony export */   fA: () => (/* binding */ WORKSPACE_NOTE),
/* harmony export */   hA: () => (/* binding */ isGitDirName),
/* harmony export */   pr: () => (/* binding */ likelyWorkspaceOf)
/* harmony export */ });
/* unused harmony export entersGitDir */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(82862);
/* harmony import */ var _git_top_level_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(82784);
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
/**
 * `rel` (path.relative from a folder) names that folder or something below it: not `..` nor a path
 * through it \u2014 a name that merely starts with two dots (`..x/a.md`) is inside. Every "is it below"
 * test of a path.relative result goes through here (rel.startsWith('..') takes `..x` for a climb).
 */
function insideBy(rel) {
    return rel === '' || (rel !== '..' && !rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel));
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
        const real = this.realOfChecked(abs, rel, what, p);
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
     * realOf, with a path the file system cannot look up refused as a path (never an internal
     * error): a name or the whole path too long (ENAMETOOLONG), a loop of links (ELOOP), a file
     * where a folder should be on the way (ENOTDIR), a folder on the way that may not be searched
     * (EACCES, EPERM: an unprivileged user's).
     */
    realOfChecked(abs, rel, what, p) {
        try {
            return this.realOf(abs, rel);
        }
        catch (error) {
            const code = error.code;
            const unresolvable = code !== undefined && Object.hasOwn(UNRESOLVABLE, code) ? UNRESOLVABLE[code] : undefined;
            if (unresolvable === undefined)
                throw error;
            throw outside(what, p, `it cannot be checked (${code}: ${unresolvable.why})`, unresolvable.fix, error);
        }
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
/** Why the file system could not look a path up, for the errors resolve refuses a path with. */
const UNRESOLVABLE = {
    ENAMETOOLONG: { why: 'a name on it or the whole path is too long for the file system', fix: 'Use a shorter path.' },
    ELOOP: { why: 'symbolic links on the way lead in a loop', fix: 'Replace the looping link on the way with a folder or a link to one.' },
    ENOTDIR: { why: 'something on the way is a file, not a folder', fix: 'Make every part of the path but the last a folder.' },
    // An unprivileged user (a CI runner's) meets these where root does not: a folder on the way
    // that may not be searched (chmod 000, another user's private folder). The path may well be
    // inside the workspace: the fix is the permissions, not another path.
    EACCES: { why: 'permission denied: a folder on the way may not be searched', fix: 'Let the user stagegate runs as search every folder on the way (chmod u+x, or the folder\'s owner).' },
    EPERM: { why: 'the operation is not permitted on something on the way', fix: 'Let the user stagegate runs as look the path up (its permissions, or what forbids it).' },
};
/** Every "outside the workspace" finding says what the workspace is and how to choose another. */
const WORKSPACE_NOTE = 'The workspace is the current directory, or the directory -C DIR names (the Action: working-directory).';
/** `fix`: what to do instead of choosing another path (a path that could not be looked up: ELOOP, EACCES, ..., the file system's error its `cause`). */
function outside(what, p, why, fix = 'Use a workspace-relative path that stays inside the workspace.', cause) {
    return new _run_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StagegateError */ .q('PATH_OUTSIDE_WORKSPACE', `${what} '${p}' is refused: ${why}.`, {
        hint: `${fix} ${WORKSPACE_NOTE}`,
        ...(cause === undefined ? {} : { cause }),
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
    return (0,_git_top_level_js__WEBPACK_IMPORTED_MODULE_3__/* .gitTopLevel */ .o)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(absFile)) ?? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(absFile);
}


/***/ })

};
