// A package's exports, loaded when first used: what src/action/lazy-*.cjs export for the bundles
// (tsconfig.json's `paths` makes each package's name resolve to its lazy-*.cjs, for every
// importer; scripts/bundle.mjs says how the files they require are built).
//
// `load` requires the package, built on its own, from the file beside the bundle's chunks
// (Node's `require`: synchronous, as the package's importers expect, and one module for every
// importer, so `instanceof` its classes holds across them). The object stands for the package's
// exports: reading, testing or listing a property loads the package and answers from it.
'use strict';

module.exports = function lazyExports(load) {
  return new Proxy(
    {},
    {
      get: (_target, key) => load()[key],
      has: (_target, key) => key in load(),
      ownKeys: () => Reflect.ownKeys(load()),
      getOwnPropertyDescriptor: (_target, key) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(load(), key);
        // A proxy may not report a property of its (empty) target as non-configurable.
        return descriptor === undefined ? undefined : { ...descriptor, configurable: true };
      },
    },
  );
};
