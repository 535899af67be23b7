// `npm run check`: the static checks — typecheck and lint — side by side (.ci/run runs it before
// the tests). Both keep caches in node_modules/.cache (a fresh `npm ci` starts cold: ~36 s of CPU
// together here). tsc and ESLint spend a fifth of their time collecting the young generation of
// their heap: a bigger one (64 MB semi-spaces) takes ~2 s of CPU off each (docs/testing.md).
import { runJobs } from './jobs.mjs';

const env = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-semi-space-size=64`.trim() };
await runJobs('npm run check', [
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'], env },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'], env },
]);
