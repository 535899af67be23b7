// The Action bundle's entry: bound V8's heap growth (host/heap-growth.ts) and turn on Node's
// compile cache (Node >= 22.1; a no-op before) before the Action's code is loaded. The Action
// itself is index.ts.
import module from 'node:module';
import { capHeapGrowth } from '../host/heap-growth.js';

capHeapGrowth();

(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
await import('./index.js');
