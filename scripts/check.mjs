// `npm run check`: the static checks — typecheck and lint — side by side (.ci/run runs it before
// the tests). Both keep caches in node_modules/.cache (a fresh `npm ci` starts cold: ~36 s of CPU
// together here). tsc and ESLint spend a fifth of their time collecting the young generation of
// their heap: a bigger one (64 MB semi-spaces) takes ~2 s of CPU off each (docs/testing.md).
import { spawn } from 'node:child_process';

const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-semi-space-size=64`.trim() };
const checks = ['typecheck', 'lint'].map(
  (script) =>
    new Promise((resolve) => {
      const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'], env });
      const output = [];
      child.stdout.on('data', (d) => output.push(d));
      child.stderr.on('data', (d) => output.push(d));
      child.on('error', (error) => resolve({ script, code: 1, text: error.message }));
      child.on('close', (code) => resolve({ script, code: code ?? 1, text: Buffer.concat(output).toString('utf8').trimEnd() }));
    }),
);
let failed = 0;
for (const { script, code, text } of await Promise.all(checks)) {
  process.stdout.write(`── ${script}: ${code === 0 ? 'ok' : 'FAILED'} ──\n${text ? text + '\n' : ''}`);
  if (code !== 0) failed++;
}
process.exitCode = failed === 0 ? 0 : 1;
