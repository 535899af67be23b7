// @actions/exec, loaded when it is first used: what the bundles get for
// `import ... from '@actions/exec'` (tsconfig.json's `paths`; lazy-module.cjs).
//
// Why: @actions/core's entry imports its platform module, which imports @actions/exec (Node's
// child_process, and @actions/io), for `platform.getDetails()`, which stagegate never calls.
// `./exec.cjs` is exec (with io, which only exec imports) built on its own as CommonJS
// (scripts/bundle.mjs). Outside the bundles it is the package as installed.
'use strict';

module.exports = require('./lazy-module.cjs')(() => require('./exec.cjs'));
