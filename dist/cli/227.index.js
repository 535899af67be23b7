export const id = 227;
export const ids = [227];
export const modules = {

/***/ 2227:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ sharedWithSubRuns)
/* harmony export */ });
/**
 * What a run started inside this one (a child workflow, a foreach item, a branch shard) takes from
 * this run's request unchanged: the command name its hints print, the agents, the cancellation,
 * and the invocation's shared pools and readers; each absent when absent here. One list for the
 * three, so a field added to it reaches every run this one starts.
 */
function sharedWithSubRuns(request) {
    return {
        ...(request.commandName !== undefined ? { commandName: request.commandName } : {}),
        ...(request.agents !== undefined ? { agents: request.agents } : {}),
        ...(request.signal !== undefined ? { signal: request.signal } : {}),
        ...(request.invocationToken !== undefined ? { invocationToken: request.invocationToken } : {}),
        ...(request.random !== undefined ? { random: request.random } : {}),
        ...(request.syncedNames !== undefined ? { syncedNames: request.syncedNames } : {}),
        ...(request.stageMasks !== undefined ? { stageMasks: request.stageMasks } : {}),
        ...(request.readers !== undefined ? { readers: request.readers } : {}),
    };
}


/***/ })

};
