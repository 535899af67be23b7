// zod as stagegate uses it: the tree-shakable entry `zod/mini`, set up the way the classic entry
// `zod` sets itself up. The classic entry's schema classes carry every method of the chainable
// API (and its index reaches locales, JSON Schema conversion, the schema compiler); the bundles
// keep whatever a module they include defines, and every process (CLI, Action, each
// `run --shard` leg) parses it at start: zod/mini took 3–8% off the CLI's and the Action's cold
// start (docs/benchmarks.md). English is the only locale loaded, so every message built from a
// zod issue reads exactly as before; the memoizer (cycle support for inputs that reach
// themselves) is the one classic installs by default.
// Import zod as `import * as z from '.../model/zod.js'`, never from 'zod' or 'zod/mini' directly:
// the configuration below must run before any schema is built, and only a namespace import of
// a module that re-exports with `export *` lets the bundler drop what is not used.
import { config, memoizer } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

config(en());
config({ memoizer: memoizer() });

export * from 'zod/mini';
