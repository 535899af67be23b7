// Builds the committed bundles with @vercel/ncc (ESM mode: package.json has "type": "module").
// Output: dist/cli/index.js and dist/action/index.js (plus any chunk files ncc emits).
// `node scripts/bundle.mjs cli` (or `action`) builds only that one.
//
// Both bundles build at once (one ncc process each: two cores). `-t` (transpile only): ncc would
// otherwise type-check the whole project once per bundle, which `npm run typecheck` already does;
// src/tsconfig.json gives its per-file transpiler the ES module setting. The measurements behind
// these options are in docs/benchmarks.md#building-the-bundles.
import { spawn } from 'node:child_process';
import { existsSync, rmSync, readdirSync, chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const entries = [
  { name: 'cli', src: 'src/cli/bin.ts', out: 'dist/cli' },
  { name: 'action', src: 'src/action/bin.ts', out: 'dist/action' },
];
const wanted = process.argv.slice(2);
for (const name of wanted) {
  if (!entries.some((e) => e.name === name)) {
    console.error(`bundle: unknown bundle '${name}' (cli, action)`);
    process.exit(2);
  }
}
const ncc = join('node_modules', '.bin', 'ncc');

function build({ src, out }) {
  rmSync(out, { recursive: true, force: true });
  const args = ['build', src, '-o', out, '-t', '--minify', '--no-source-map-register', '--quiet', '--target', 'es2022'];
  return new Promise((resolve, reject) => {
    const child = spawn(ncc, args, { stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (code, signal) => (code === 0 ? resolve() : reject(new Error(`ncc ${args.join(' ')}: ${signal ?? `exit ${code}`}`))));
  }).then(() => {
    // ncc leaves nothing we need besides .js chunks and the package.json marker.
    for (const f of readdirSync(out)) {
      if (f.endsWith('.d.ts') || f.endsWith('.map')) rmSync(join(out, f), { recursive: true, force: true });
    }
  });
}

const chosen = entries.filter(({ name, src }) => (wanted.length === 0 || wanted.includes(name)) && existsSync(src));
try {
  await Promise.all(chosen.map(build));
} catch (error) {
  console.error(`bundle: ${error.message}`);
  process.exit(1);
}
const cli = 'dist/cli/index.js';
if (chosen.some(({ name }) => name === 'cli') && existsSync(cli)) {
  const text = readFileSync(cli, 'utf8');
  if (!text.startsWith('#!')) writeFileSync(cli, '#!/usr/bin/env node\n' + text);
  chmodSync(cli, 0o755);
}
