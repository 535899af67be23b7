export const id = 804;
export const ids = [804];
export const modules = {

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


module.exports = __webpack_require__(86984)(() => __webpack_require__(12472));


/***/ })

};
