// The Action bundle's entry: turn on Node's compile cache (Node >= 22.1; a no-op before) before
// the Action's code is loaded. The Action itself is index.ts.
import module from 'node:module';

(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
await import('./index.js');
