// `npm run test:node24`: the smoke tier — the built CLI and Action as real processes, the Action end
// to end against the fake GitHub — and the slow tier's heap-growth file, under the Node major that
// action.yml declares (`using: node24`), which is what GitHub runs `dist/action/index.js` with.
// Everything else runs on the machine's Node (20 here and in CI); without this, the Action's own
// runtime was never exercised before a release.
//
// Node 24 comes from the npm registry (the `node-<platform>-<arch>` package: the official binary,
// no install script), pinned below and kept in node_modules/.cache, so CI needs nothing but the
// registry `npm ci` already uses. The tests start the CLI and the Action with process.execPath, so
// running vitest itself on Node 24 runs them all on it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const VERSION = '24.22.3';
const printPath = process.argv.includes('--print-path');
const pkg = `node-${process.platform}-${process.arch}`;
const prefix = join('node_modules', '.cache', 'stagegate', `node-${VERSION}`);
const node = join(prefix, 'node_modules', pkg, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');

function fail(message) {
  process.stderr.write(`test:node24: ${message}\n`);
  process.exit(1);
}

// The pin follows action.yml: a change of its runtime must change this file too.
const using = /^\s*using:\s*['"]?(node\d+)/m.exec(readFileSync('action.yml', 'utf8'))?.[1];
if (using !== `node${VERSION.split('.')[0]}`) fail(`action.yml runs on ${using ?? '(no runs.using)'}; this script pins Node ${VERSION}: update VERSION to that major`);

if (!existsSync(node)) {
  (printPath ? process.stderr : process.stdout).write(`test:node24: installing ${pkg}@${VERSION} into ${prefix} (once)\n`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = spawnSync(npm, ['install', '--prefix', prefix, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--ignore-scripts', `${pkg}@${VERSION}`], { stdio: printPath ? ['ignore', 'pipe', 'inherit'] : 'inherit' });
  if (r.status !== 0 || !existsSync(node)) fail(`could not install ${pkg}@${VERSION} from the npm registry (npm exited ${r.status ?? r.signal}); the smoke tier was not run on Node 24`);
}
const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout?.trim();
if (version !== `v${VERSION}`) fail(`${node} says ${version || 'nothing'}, not v${VERSION}`);

// `node scripts/test-node24.mjs --print-path`: only install it (once) and print its path, for
// `npm run bench -- --node PATH` (the Action's Node measured beside the machine's).
if (printPath) {
  process.stdout.write(`${resolve(node)}\n`);
  process.exit(0);
}

// As npm test: no test reaches the network, so no Node start loads the machine's extra CA bundle.
const env = { ...process.env };
delete env.NODE_EXTRA_CA_CERTS;
// The smoke tier, then the slow tier's heap-growth file: V8 13 (Node 24) prints the heap growing
// factor it applied on another line of its trace than V8 11 does, and that file reads both.
const vitest = join('node_modules', 'vitest', 'vitest.mjs');
process.stdout.write(`test:node24: smoke tier on ${version}\n`);
const smoke = spawnSync(node, [vitest, 'run', '--project', 'smoke'], { stdio: 'inherit', env });
process.stdout.write(`test:node24: the built CLI's and Action's heap growth (test/e2e/process/heap-growth.test.ts) on ${version}\n`);
const heap = spawnSync(node, [vitest, 'run', '-c', 'vitest.slow.config.ts', '--project', 'process', 'test/e2e/process/heap-growth.test.ts'], { stdio: 'inherit', env });
process.exit(smoke.status === 0 && heap.status === 0 ? 0 : 1);
