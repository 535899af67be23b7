// Builds the committed bundles with @vercel/ncc (ESM mode: package.json has "type": "module").
// Output: dist/cli/index.js and dist/action/index.js (plus the chunk files ncc emits), written the
// way `ncc build` writes them. `node scripts/bundle.mjs cli` (or `action`) builds only that one.
//
// One process builds both, one after the other, through ncc's API: ncc and webpack load once and
// the second build runs on code the first one warmed up (≈ 3 s of CPU less than two `ncc build`
// processes). `transpileOnly` (ncc -t): ncc would otherwise type-check the whole project once per
// bundle, which `npm run typecheck` already does; src/tsconfig.json gives its per-file transpiler
// the ES module setting. `cache: false` (--no-cache): a build never reads its cache on a fresh
// checkout (CI), and writing it costs 1–2 s of CPU and 80 MB. The measurements behind these
// options are in docs/testing.md#building-the-bundles.
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ncc from '@vercel/ncc';

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

async function build({ src, out }) {
  const { code, assets, symlinks } = await ncc(resolve(src), {
    minify: true,
    sourceMap: false,
    sourceMapRegister: false,
    transpileOnly: true,
    target: 'es2022',
    cache: false,
    quiet: true,
  });
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  // As `ncc build` writes them: the entry (executable when it starts with a shebang), every
  // asset (chunks, the package.json marking ES modules) with its permissions, every symlink.
  writeFileSync(join(out, 'index.js'), code, { mode: /^#!/.test(code) ? 0o777 : 0o666 });
  for (const [name, asset] of Object.entries(assets)) {
    mkdirSync(dirname(join(out, name)), { recursive: true });
    writeFileSync(join(out, name), asset.source, { mode: asset.permissions });
  }
  for (const [name, target] of Object.entries(symlinks)) symlinkSync(target, join(out, name));
}

const chosen = entries.filter(({ name, src }) => (wanted.length === 0 || wanted.includes(name)) && existsSync(src));
try {
  for (const entry of chosen) await build(entry);
} catch (error) {
  console.error(`bundle: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const cli = 'dist/cli/index.js';
if (chosen.some(({ name }) => name === 'cli') && existsSync(cli)) {
  const text = readFileSync(cli, 'utf8');
  if (!text.startsWith('#!')) writeFileSync(cli, '#!/usr/bin/env node\n' + text);
  chmodSync(cli, 0o755);
}
