export const id = 127;
export const ids = [127];
export const modules = {

/***/ 60218:
/***/ (function(module, __webpack_exports__, __webpack_require__) {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
__webpack_require__.r(__webpack_exports__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _post_state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(10626);
/* harmony import */ var _step_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(29134);
// GitHub Action entry (bundled to dist/action/index.js, run by the runner with node24), for the
// main step and the post step (action.yml runs this file for both: the main step leaves
// STATE_isPost for the post step). The step itself is step.ts; this file is the process around it.
//
// Cancellation: the runner sends SIGINT, then SIGTERM 7.5 s later, then kills the process 2.5 s
// after that. The first signal aborts the run (stage process trees are killed, the interruption
// is recorded), and the step then completes its check as cancelled, writes its outputs and
// summary and uploads the state within that grace period. Later signals are absorbed.



const controller = new AbortController();
if (!(0,_step_js__WEBPACK_IMPORTED_MODULE_2__/* .isPostStep */ .p)()) {
    for (const name of ['SIGINT', 'SIGTERM']) {
        process.on(name, () => {
            if (controller.signal.aborted)
                return;
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(_post_state_js__WEBPACK_IMPORTED_MODULE_1__/* .POST_STATE */ .j.interrupted, name);
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`stagegate: ${name} received (the job is being cancelled): stopping the stages, then reporting and saving the run.`);
            controller.abort(name);
        });
    }
}
const status = await (0,_step_js__WEBPACK_IMPORTED_MODULE_2__/* .actionStep */ .J)(controller.signal);
// Explicit exit: HTTP keep-alive sockets of the artifact and REST clients must not hold the step open.
process.exit(status);

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 10626:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ POST_STATE)
/* harmony export */ });
// What the main step leaves for the post step in GITHUB_STATE (read back as STATE_<name>).
const POST_STATE = {
    /** Set by every main step: the same bundle then runs as the post step. */
    isPost: 'isPost',
    checkName: 'check-name',
    checkId: 'check-run-id',
    checkSha: 'check-sha',
    /** The main step completed its check: the post step has nothing to do. */
    checkCompleted: 'check-completed',
    /** The signal that interrupted the main step (SIGINT / SIGTERM). */
    interrupted: 'interrupted',
};


/***/ }),

/***/ 29134:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ actionStep),
/* harmony export */   p: () => (/* binding */ isPostStep)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _post_state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(10626);
// One step of the action \u2014 the main step, or the post step when the main step left STATE_isPost \u2014
// without the process around it: index.ts (the bundle's entry) adds the signal handlers and the
// exit. Resolves with the step's exit status. The in-process end-to-end tests call this with the
// step's environment in process.env (test/helpers/action-harness.ts).


function lastResort(error) {
    // runAction reports expected failures itself; this is the last line of defence (no stack trace).
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(`stagegate internal error: ${error instanceof Error ? error.message : String(error)}`);
    // STAGEGATE_DEBUG=1: a plain line (a ::debug:: line shows only with the runner's debug logging).
    if (error instanceof Error && error.stack) {
        if (process.env['STAGEGATE_DEBUG'] === '1')
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(error.stack);
        else if (_actions_core__WEBPACK_IMPORTED_MODULE_0__/* .isDebug */ ._o())
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(error.stack);
    }
}
/** True when this is the post step (the main step saved STATE_isPost for it). */
function isPostStep() {
    return _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(_post_state_js__WEBPACK_IMPORTED_MODULE_1__/* .POST_STATE */ .j.isPost) === 'true';
}
/** Run this step: the post step never fails the job (exit 0); the main step's status is process.exitCode. */
async function actionStep(signal, options = {}) {
    if (isPostStep()) {
        try {
            const { post } = await __webpack_require__.e(/* import() */ 718).then(__webpack_require__.bind(__webpack_require__, 27718));
            await post();
        }
        catch (error) {
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`stagegate post step: ${error instanceof Error ? error.message : String(error)}`);
        }
        return 0;
    }
    try {
        const { run } = await Promise.all(/* import() */[__webpack_require__.e(302), __webpack_require__.e(518)]).then(__webpack_require__.bind(__webpack_require__, 16518));
        await run(signal, options);
    }
    catch (error) {
        lastResort(error);
    }
    return Number(process.exitCode ?? 0);
}


/***/ }),

/***/ 96804:
/***/ (function(module, __unused_webpack_exports, __webpack_require__) {

// undici, loaded when it is first used: what the bundles get for `import \u2026 from 'undici'`
// (tsconfig.json's `paths`, which the resolver inside ncc's webpack follows for every importer).
//
// Why: @actions/core's entry imports its OIDC client, @actions/http-client, whose first lines
// import ProxyAgent from undici; undici's index.js requires nearly all of undici (94 modules,
// 0.86 MB). Every step of the Action compiled them and ran them, `command: validate` included,
// though only a request through a proxy (http-client) or the artifact and REST clients use undici
// (docs/benchmarks.md, "The Action's validate path, module by module"). webpack keeps that import
// (the packages declare no `sideEffects: false`) and ncc's API offers no alias or rule; upstream:
// actions/toolkit#1697, PR #1800.
//
// `./undici.cjs` is not bundled: scripts/bundle.mjs makes it an external (webpack leaves it to
// Node's `require`) and writes undici, built on its own, to that file beside the bundle's chunks.
// So no chunk holds undici's code, and the first use loads it synchronously, as its importers
// expect. The object stands for undici's exports: reading, testing or listing a property loads
// undici (`require` returns the same module every time) and answers from it, so its users see
// undici itself. Outside the bundles (vitest, tsx) `undici` is the package as installed.


const undici = () => __webpack_require__(12472);

module.exports = new Proxy(
  {},
  {
    get: (_target, key) => undici()[key],
    has: (_target, key) => key in undici(),
    ownKeys: () => Reflect.ownKeys(undici()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(undici(), key);
      // A proxy may not report a property of its (empty) target as non-configurable.
      return descriptor === undefined ? undefined : { ...descriptor, configurable: true };
    },
  },
);


/***/ })

};
