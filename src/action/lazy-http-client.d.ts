// For tsc alone: tsconfig.json's `paths` sends `@actions/http-client` to lazy-http-client.cjs (for
// the bundles), which has no types; tsc takes this file first (as `./src/action/lazy-http-client.js`,
// which the bundles' resolver does not find), so the types are the package's own.
export * from '../../node_modules/@actions/http-client/lib/index.js';
