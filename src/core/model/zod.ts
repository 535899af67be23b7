// zod as stagegate uses it: the tree-shakable entry `zod/mini`, set up the way the classic entry
// `zod` sets itself up. The classic entry put every locale, JSON Schema conversion and the schema
// compiler into each bundle (457 of the CLI's 1,154 KB, esbuild-minified), and every process
// (CLI, Action, each `run --shard` leg) parsed them at start. English is the only locale loaded,
// so every message built from a zod issue reads exactly as before; the memoizer (cycle support
// for inputs that reach themselves) is the one classic installs by default.
// Import zod as `import * as z from '.../model/zod.js'`, never from 'zod' or 'zod/mini' directly:
// the configuration below must run before any schema is built, and only a namespace import of
// a module that re-exports with `export *` lets the bundler drop what is not used.
import { config, memoizer } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

config(en());
config({ memoizer: memoizer() });

export * from 'zod/mini';
