// Builds the committed bundles with @vercel/ncc (ESM mode: package.json has "type": "module").
// Output: dist/cli/index.js and dist/action/index.js (plus any chunk files ncc emits).
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync, readdirSync, chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const entries = [
  { src: 'src/cli/bin.ts', out: 'dist/cli' },
  { src: 'src/action/bin.ts', out: 'dist/action' },
];
const ncc = join('node_modules', '.bin', 'ncc');
for (const { src, out } of entries) {
  if (!existsSync(src)) continue;
  rmSync(out, { recursive: true, force: true });
  execFileSync(ncc, ['build', src, '-o', out, '--minify', '--no-source-map-register', '--quiet', '--target', 'es2022'], { stdio: 'inherit' });
  // ncc leaves nothing we need besides .js chunks and the package.json marker.
  for (const f of readdirSync(out)) {
    if (f.endsWith('.d.ts') || f.endsWith('.map')) rmSync(join(out, f), { recursive: true, force: true });
  }
}
const cli = 'dist/cli/index.js';
if (existsSync(cli)) {
  const text = readFileSync(cli, 'utf8');
  if (!text.startsWith('#!')) writeFileSync(cli, '#!/usr/bin/env node\n' + text);
  chmodSync(cli, 0o755);
}
