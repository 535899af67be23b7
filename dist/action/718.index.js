export const id = 718;
export const ids = [718,421];
export const modules = {

/***/ 91350:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ MAX_CHECK_ANNOTATIONS),
/* harmony export */   U: () => (/* binding */ MAX_CHECK_TEXT)
/* harmony export */ });
/** GitHub's limits on check run output. */
const MAX_CHECK_TEXT = 65_535;
const MAX_CHECK_ANNOTATIONS = 50;


/***/ }),

/***/ 4421:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CheckApiError: () => (/* binding */ CheckApiError),
/* harmony export */   DEFAULT_RETRY: () => (/* binding */ DEFAULT_RETRY),
/* harmony export */   clip: () => (/* binding */ clip),
/* harmony export */   describeCheckFailure: () => (/* binding */ describeCheckFailure),
/* harmony export */   restChecks: () => (/* binding */ restChecks)
/* harmony export */ });
/* harmony import */ var _actions_http_client__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66584);
/* harmony import */ var _actions_http_client__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(_actions_http_client__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _check_run_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(91350);
// Check runs over the REST API with @actions/http-client (the port and its types are check-run.ts;
// this module is loaded only when a check run is published). Every call opens a fresh connection (a keep-alive socket left idle while a
// long synchronous plan or run blocked the event loop is dead by the time the check completes),
// 5xx answers and network errors are retried with backoff, and a failure says what went wrong
// (the status and GitHub's message, the likely cause) rather than blaming one permission.


/** A check API call that failed for good: `message` names the cause. */
class CheckApiError extends Error {
    status;
    constructor(message, status) {
        super(message);
        this.status = status;
        this.name = 'CheckApiError';
    }
}
// Short enough to fit a cancelled job's grace period (SIGINT, then 7.5 s) with the upload beside it.
const DEFAULT_RETRY = { delaysMs: [300, 1000, 2500], timeoutMs: 20_000 };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
function retryable(status) {
    return status === undefined || status >= 500 || status === 429;
}
/** Why a call failed, in words a user can act on. */
function describeCheckFailure(status, apiMessage, context) {
    const said = apiMessage ? `: ${apiMessage}` : '';
    if (status === undefined)
        return `GitHub could not be reached (${context.network ?? 'network error'}) on ${context.attempts} attempt${context.attempts === 1 ? '' : 's'}`;
    if (status === 401)
        return `the token was refused (HTTP 401${said}); check the token input`;
    if (status === 403 && /rate limit/i.test(apiMessage))
        return `GitHub's rate limit was hit (HTTP 403${said})`;
    if (status === 403)
        return `the token may not write check runs on ${context.repository} (HTTP 403${said}); the job needs permissions: checks: write`;
    if (status === 404)
        return `${context.repository} or the check run is not visible to this token (HTTP 404${said}); the token must belong to this repository`;
    if (status === 422 && /sha|commit/i.test(apiMessage))
        return `GitHub refused the commit ${context.sha} (HTTP 422${said}); with the sha input, give a commit of ${context.repository}`;
    if (status === 422)
        return `GitHub refused the check run (HTTP 422${said})`;
    if (retryable(status))
        return `GitHub answered HTTP ${status}${said} on ${context.attempts} attempt${context.attempts === 1 ? '' : 's'}`;
    return `GitHub answered HTTP ${status}${said}`;
}
function restChecks(token, owner, repo, apiUrl, retry = DEFAULT_RETRY, wait = sleep) {
    const base = `${apiUrl.replace(/\/+$/, '')}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/check-runs`;
    const repository = `${owner}/${repo}`;
    async function call(method, url, body, sha) {
        let lastStatus;
        let lastMessage = '';
        let network;
        let attempts = 0;
        for (let i = 0; i <= retry.delaysMs.length; i++) {
            if (i > 0)
                await wait(retry.delaysMs[i - 1]);
            attempts++;
            // A new client per attempt: a new agent, so a new connection (never a stale keep-alive socket).
            const client = new _actions_http_client__WEBPACK_IMPORTED_MODULE_0__.HttpClient('stagegate-action', [], { keepAlive: false, socketTimeout: retry.timeoutMs, allowRetries: false });
            try {
                const response = await client.request(method, url, JSON.stringify(body), {
                    accept: 'application/vnd.github+json',
                    authorization: `token ${token}`,
                    'content-type': 'application/json',
                    'x-github-api-version': '2022-11-28',
                });
                const status = response.message.statusCode ?? 0;
                const text = await response.readBody();
                if (status >= 200 && status < 300) {
                    const data = JSON.parse(text);
                    if (typeof data.id !== 'number')
                        throw new CheckApiError(`GitHub answered HTTP ${status} without a check run id`, status);
                    return { id: data.id, url: typeof data.html_url === 'string' ? data.html_url : '' };
                }
                lastStatus = status;
                lastMessage = apiMessage(text);
                network = undefined;
                if (!retryable(status))
                    break;
            }
            catch (error) {
                if (error instanceof CheckApiError)
                    throw error;
                lastStatus = undefined;
                network = error instanceof Error ? `${error.code ?? error.name}: ${error.message}` : String(error);
            }
            finally {
                client.dispose();
            }
        }
        throw new CheckApiError(describeCheckFailure(lastStatus, lastMessage, { repository, sha, attempts, ...(network ? { network } : {}) }), lastStatus);
    }
    const output = (r) => ({
        title: r.title.slice(0, 255),
        summary: clip(r.summary, _check_run_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_CHECK_TEXT */ .U),
        ...(r.text !== undefined ? { text: clip(r.text, _check_run_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_CHECK_TEXT */ .U) } : {}),
        ...(r.annotations && r.annotations.length > 0 ? { annotations: r.annotations.slice(0, _check_run_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_CHECK_ANNOTATIONS */ .B) } : {}),
    });
    return {
        start(name, headSha, detailsUrl) {
            return call('POST', base, { name, head_sha: headSha, status: 'in_progress', started_at: new Date().toISOString(), ...(detailsUrl ? { details_url: detailsUrl } : {}) }, headSha);
        },
        complete(id, name, headSha, detailsUrl, result) {
            const common = {
                status: 'completed',
                conclusion: result.conclusion,
                completed_at: new Date().toISOString(),
                output: output(result),
                ...(detailsUrl ? { details_url: detailsUrl } : {}),
            };
            if (id !== undefined)
                return call('PATCH', `${base}/${id}`, common, headSha);
            return call('POST', base, { name, head_sha: headSha, ...common }, headSha);
        },
    };
}
function apiMessage(text) {
    try {
        const parsed = JSON.parse(text);
        const message = typeof parsed.message === 'string' ? parsed.message : '';
        const errors = Array.isArray(parsed.errors) ? parsed.errors.map((e) => (typeof e === 'string' ? e : typeof e?.message === 'string' ? e.message : '')).filter(Boolean) : [];
        return [message, ...errors].filter(Boolean).join(' \u2014 ').slice(0, 300);
    }
    catch {
        return text.replace(/\s+/g, ' ').trim().slice(0, 200);
    }
}
/** Cut text to a character budget with a visible note. */
function clip(text, max) {
    if (text.length <= max)
        return text;
    const note = '\n\n\u2026(truncated)';
    return text.slice(0, max - note.length) + note;
}


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
// What every command of the action shares: the GitHub context read from the runner's
// environment, the result shape a command returns, and annotation helpers.


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
    const prefix = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(gh.repoRoot, workspaceRoot).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
    if (prefix === '' || prefix.startsWith('..'))
        return text;
    const named = [...new Set(roots.filter((r) => !!r && r !== '.' && !r.startsWith('/') && !r.startsWith('..')))].sort((a, b) => b.length - a.length);
    if (named.length === 0)
        return text;
    const escaped = named.map((r) => r.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
    // A path starts the text or follows a space, bracket, quote or '=' (never a '/': one already in repository form is left as it is).
    return text.replace(new RegExp(`(^|[\\s(\\[\`'"=])(${escaped})(?=$|[/\\s)\\].,;:'"\`])`, 'g'), (_, before, path) => `${before}${prefix}/${path}`);
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
function within(root, path) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, path);
    return !(rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel));
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
        getInput: (name) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4(name),
        setOutput: (name, value) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(name, value),
        // Never obeyed as a workflow command, whoever's text it carries (log-guard.ts); and without
        // escape sequences or control characters (a lone \r, ESC): what a stage or an input wrote is
        // shown as the CLI shows it (printable.ts), it never rewrites or hides stagegate's own lines.
        info: (message) => {
            for (const line of (0,_log_guard_js__WEBPACK_IMPORTED_MODULE_1__/* .guardedLines */ .U)((0,_core_run_printable_js__WEBPACK_IMPORTED_MODULE_2__/* .printable */ .g$)(message)))
                _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(line);
        },
        debug: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz((0,_core_run_printable_js__WEBPACK_IMPORTED_MODULE_2__/* .printable */ .g$)(message)),
        annotate(level, message, properties = {}) {
            const shown = (0,_core_run_printable_js__WEBPACK_IMPORTED_MODULE_2__/* .printable */ .g$)(message);
            const props = properties.title !== undefined ? { ...properties, title: (0,_core_run_printable_js__WEBPACK_IMPORTED_MODULE_2__/* .printable */ .g$)(properties.title) } : properties;
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

/***/ 27718:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   post: () => (/* binding */ post)
/* harmony export */ });
/* unused harmony export runPost */
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40645);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23152);
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4421);
/* harmony import */ var _post_state_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(10626);
// The post step (action.yml `post:`, `post-if: always()`): the runner runs it after the job's
// steps, also when the job was cancelled or timed out. When the main step created a check run
// and could not complete it (killed before it reported), the check is completed here \u2014 cancelled
// when the main step was interrupted, failure otherwise \u2014 so it never stays in progress.




async function runPost(deps) {
    const { io, env } = deps;
    const name = io.getState(_post_state_js__WEBPACK_IMPORTED_MODULE_3__/* .POST_STATE */ .j.checkName);
    if (!name || io.getState(_post_state_js__WEBPACK_IMPORTED_MODULE_3__/* .POST_STATE */ .j.checkCompleted) === 'true')
        return;
    const gh = (0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .readGitHubContext */ .L7)(env);
    const token = io.getInput('token');
    const sha = io.getState(_post_state_js__WEBPACK_IMPORTED_MODULE_3__/* .POST_STATE */ .j.checkSha) || gh.headSha;
    if (!token || !gh.owner || !gh.repo || !sha) {
        io.annotate('warning', `check run '${name}' was left open by the stagegate step and cannot be completed here (no token, repository or commit)`);
        return;
    }
    const idText = io.getState(_post_state_js__WEBPACK_IMPORTED_MODULE_3__/* .POST_STATE */ .j.checkId);
    const id = /^\d+$/.test(idText) ? Number(idText) : undefined;
    const interrupted = io.getState(_post_state_js__WEBPACK_IMPORTED_MODULE_3__/* .POST_STATE */ .j.interrupted);
    const conclusion = interrupted ? 'cancelled' : 'failure';
    const why = interrupted
        ? `The job was cancelled (${interrupted}) and the stagegate step ended before it could report.`
        : 'The stagegate step ended before it could report (it crashed or was killed).';
    const summary = `### ${interrupted ? '\ud83d\udeab Cancelled' : '\ud83d\udca5 Ended without a report'}\n\n${why} Its outputs and job summary may be missing; the run's state is as the last completed stage left it, and a resume continues from there.\n`;
    try {
        const port = (deps.checks ?? _checks_js__WEBPACK_IMPORTED_MODULE_2__.restChecks)(token, gh.owner, gh.repo, gh.apiUrl);
        const ref = await port.complete(id, name, sha, gh.detailsUrl, { conclusion, title: interrupted ? 'Cancelled' : 'stagegate step ended without a report', summary });
        io.info(`Completed check run '${name}' (${conclusion}) that the stagegate step left open: ${ref.url}`);
    }
    catch (error) {
        io.annotate('warning', `could not complete check run '${name}' left open by the stagegate step: ${error instanceof Error ? error.message : String(error)}`);
    }
}
async function post() {
    await runPost({ io: (0,_io_js__WEBPACK_IMPORTED_MODULE_1__/* .coreIO */ .I)(), env: process.env });
}


/***/ }),

/***/ 46226:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g$: () => (/* binding */ printable),
/* harmony export */   nK: () => (/* binding */ QUOTE_GUTTER),
/* harmony export */   wV: () => (/* binding */ printableQuoted)
/* harmony export */ });
/* unused harmony export escapedInvisible */
// Text the CLI prints that may carry what a stage, an agent or a registry wrote (stage output, a
// gate value in an approval or stop message, an item id, a retry's reason): terminal escape
// sequences and other control characters are dropped, so that text cannot retitle the window,
// move the cursor, recolour or hide what stagegate prints. Tabs and newlines stay.
const CONTROL = /\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u009b[0-9;?]*[ -/]*[@-~]|\u009d[^\u0007\u001b\u009c]*(?:\u0007|\u009c)?|[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
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


/***/ })

};
