// Immutable.js, loaded when it is first used: what the bundles get for `import ... from 'immutable'`
// (tsconfig.json's `paths`; lazy-module.cjs).
//
// Why: only a foreach's items are an Immutable List (core/state/state.ts), yet every command that
// loads a run's state (run, status, a resume of a run with no foreach: B5) compiled its chunk,
// ~210 KB of code and ~38 M instructions (docs/benchmarks.md, B5). `./immutable.cjs` is the
// package built on its own as CommonJS (scripts/bundle.mjs). Outside the bundles it is the package
// as installed.
'use strict';

// Immutable.js sets no `__esModule` (its build is UMD): answered without loading it (lazy-module.cjs).
module.exports = require('./lazy-module.cjs')(() => require('./immutable.cjs'), { __esModule: undefined });
