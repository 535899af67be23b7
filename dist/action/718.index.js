export const id = 718;
export const ids = [718,421];
export const modules = {

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
        summary: clip(r.summary, _check_run_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_CHECK_TEXT */ .U7),
        ...(r.text !== undefined ? { text: clip(r.text, _check_run_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_CHECK_TEXT */ .U7) } : {}),
        ...(r.annotations && r.annotations.length > 0 ? { annotations: r.annotations.slice(0, _check_run_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_CHECK_ANNOTATIONS */ .Bp) } : {}),
    });
    return {
        start(name, headSha, detailsUrl) {
            return call('POST', base, { name, head_sha: headSha, status: 'in_progress', started_at: new Date().toISOString(), ...(detailsUrl ? { details_url: detailsUrl } : {}) }, headSha);
        },
        async complete(id, name, headSha, detailsUrl, result, onCompleted) {
            const common = {
                status: 'completed',
                conclusion: result.conclusion,
                completed_at: new Date().toISOString(),
                output: output(result),
                ...(detailsUrl ? { details_url: detailsUrl } : {}),
            };
            const ref = id !== undefined ? await call('PATCH', `${base}/${id}`, common, headSha) : await call('POST', base, { name, head_sha: headSha, ...common }, headSha);
            onCompleted?.(ref);
            // GitHub takes 50 annotations a request and adds those of each update to the check's: the rest
            // go in further updates of the completed check (its output's title and summary as they are).
            const rest = (result.annotations ?? []).slice(_check_run_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_CHECK_ANNOTATIONS */ .Bp, _check_run_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_CHECK_ANNOTATIONS_TOTAL */ .y9);
            for (let i = 0; i < rest.length; i += _check_run_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_CHECK_ANNOTATIONS */ .Bp) {
                try {
                    await call('PATCH', `${base}/${ref.id}`, { output: { title: common.output.title, summary: common.output.summary, annotations: rest.slice(i, i + _check_run_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_CHECK_ANNOTATIONS */ .Bp) } }, headSha);
                }
                catch (error) {
                    return { ...ref, annotationsLeftOut: `${rest.length - i} of its ${_check_run_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_CHECK_ANNOTATIONS */ .Bp + rest.length} annotations were not added: ${error instanceof Error ? error.message : String(error)}` };
                }
            }
            return ref;
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
        io.annotate('warning', `check run '${name}' was left open by the stagegate step and cannot be completed here (no token, repository or commit)`, { title: 'stagegate: check run left open' });
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
        io.annotate('warning', `could not complete check run '${name}' left open by the stagegate step: ${error instanceof Error ? error.message : String(error)}`, { title: 'stagegate: check run left open' });
    }
}
async function post() {
    await runPost({ io: (0,_io_js__WEBPACK_IMPORTED_MODULE_1__/* .coreIO */ .I)(), env: process.env });
}


/***/ })

};
