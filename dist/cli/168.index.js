export const id = 168;
export const ids = [168];
export const modules = {

/***/ 1168:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dealLegs: () => (/* binding */ dealLegs)
/* harmony export */ });
// Matrix legs (docs/run-semantics.md#shards): the shards that can run now, dealt in order into at
// most N groups, so a matrix of N runners takes them all. GitHub runs at most 256 legs per matrix,
// and a runner's own start (checkout, setup, stagegate's cold start) is paid per leg, not per shard.
/** `keys` in order, cut into min(n, keys.length) contiguous legs whose sizes differ by at most one (larger legs first). */
function dealLegs(keys, n) {
    if (!Number.isInteger(n) || n < 1)
        throw new RangeError(`legs must be a whole number of 1 or more (got ${n})`);
    const count = Math.min(n, keys.length);
    const legs = [];
    let at = 0;
    for (let i = 0; i < count; i++) {
        const size = Math.floor(keys.length / count) + (i < keys.length % count ? 1 : 0);
        legs.push(keys.slice(at, at + size));
        at += size;
    }
    return legs;
}


/***/ })

};
