// For tsc alone: tsconfig.json's `paths` sends `immutable` to lazy-immutable.cjs (for the
// bundles), which has no types; tsc takes this file first (as `./src/action/lazy-immutable.js`,
// which the bundles' resolver does not find), so the types are the package's own.
export { List, Map } from '../../node_modules/immutable/dist/immutable.js';
