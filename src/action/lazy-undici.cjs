// undici, loaded when it is first used: what the bundles get for `import … from 'undici'`
// (tsconfig.json's `paths`, which the resolver inside ncc's webpack follows for every importer).
//
// Why: @actions/core's entry imports its OIDC client, @actions/http-client, whose first lines
// import ProxyAgent from undici; undici's index.js requires nearly all of undici (94 modules).
// Every step of the Action ran it, `command: validate` included, though only a request through
// a proxy (http-client) or the artifact and REST clients use undici (docs/benchmarks.md, "The
// Action's validate path, module by module"). webpack keeps that import (the packages declare no
// `sideEffects: false`) and ncc's API offers no alias or rule; upstream: actions/toolkit#1697,
// PR #1800.
//
// The object stands for undici's exports: reading, testing or listing a property loads undici
// (`require` returns the same module every time) and answers from it, so its users see undici
// itself. `undici/index.js` is not the `undici` the alias matches: this require reaches the
// package. Outside the bundles (vitest, tsx) `undici` is the package as installed.
'use strict';

const undici = () => require('undici/index.js');

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
