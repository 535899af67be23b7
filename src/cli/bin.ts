// The CLI bundle's entry: turn on Node's compile cache (Node >= 22.1; a no-op before) before the
// CLI's code is loaded, so later invocations skip compiling it again. The CLI itself is index.ts.
import module from 'node:module';

(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
await import('./index.js');
