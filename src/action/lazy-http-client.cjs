// @actions/http-client, loaded when it is first used: what the bundles get for
// `import ... from '@actions/http-client'` (tsconfig.json's `paths`; lazy-module.cjs).
//
// Why: @actions/core's entry imports its OIDC client, which imports http-client, which imports
// Node's http and https and `tunnel` (net, tls, assert): ~30 modules of Node's own that every
// step compiled and ran, `command: validate` included, though only check runs, the REST and
// artifact clients and OIDC use it (docs/benchmarks.md, "The Action's validate path, module by
// module"). `./http-client.cjs` is http-client built on its own as CommonJS (scripts/bundle.mjs),
// its `undici` the bundle's one `./undici.cjs`. Outside the bundles it is the package as installed.
'use strict';

module.exports = require('./lazy-module.cjs')(() => require('./http-client.cjs'));
