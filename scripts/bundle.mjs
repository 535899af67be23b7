// Builds the committed bundles with @vercel/ncc (ESM mode: package.json has "type": "module").
// Output: dist/cli/index.js and dist/action/index.js (plus the chunk files ncc emits, and the
// Action's undici.cjs: below), written the way `ncc build` writes them. `node scripts/bundle.mjs
// cli` (or `action`) builds only that one.
//
// dist/inputs.sha256 records, per bundle, the digest of what it was built from: every file under
// src/, package.json, package-lock.json (node_modules is what `npm ci` installs from it),
// tsconfig.json and this script. `--if-stale` builds only the bundles whose digest differs from
// the sources' (`npm test` runs it so: a checkout whose dist/ is current, as CI's is, runs its
// tests on the committed bundles without building them). The file is committed with dist/;
// `npm run check-dist` always rebuilds and compares, so a dist/ that is not what its sources build
// fails there whatever the file says.
//
// One process builds both, one after the other, through ncc's API: ncc and webpack load once and
// the second build runs on code the first one warmed up (≈ 3 s of CPU less than two `ncc build`
// processes). `transpileOnly` (ncc -t): ncc would otherwise type-check the whole project once per
// bundle, which `npm run typecheck` already does; src/tsconfig.json gives its per-file transpiler
// the ES module setting. `cache: false` (--no-cache): a build never reads its cache on a fresh
// checkout (CI), and writing it costs 1–2 s of CPU and 80 MB. The measurements behind these
// options are in docs/testing.md#building-the-bundles.
//
// Each module of a chunk is written as a `function` expression in parentheses, not as webpack's
// arrow (`eagerFactories`): V8 compiles a parenthesized function expression when it compiles the
// file, and an arrow only when it is first called — by then the file was pre-parsed once already,
// and the arrow's whole body (the CLI's core is one concatenated module of 1 MB) is parsed again.
// Measured in docs/benchmarks.md ("Cold start: modules compiled with their chunk").
//
// Module resolution follows tsconfig.json's `paths` for every importer (ncc's webpack reads it):
// `undici` is src/action/lazy-undici.cjs, which requires `./undici.cjs` at undici's first use.
// That request is an external of every bundle (ncc's `externals`: webpack leaves it to Node's
// `require`, made by `createRequire(import.meta.url)` in the file that holds it), and a bundle
// whose code makes it gets undici.cjs beside its chunks: undici built on its own by ncc, as
// CommonJS. So undici's code is neither compiled nor run until it is used, and then it is loaded
// synchronously, as its importers expect (docs/benchmarks.md, "The Action's validate path, module
// by module").
//
// Every JavaScript file is written in ASCII only (scripts/ascii-only.mjs: the same program, checked
// by parsing it again): a file with one non-ASCII byte is decoded on UTF-8's slow path and compiled
// by V8 as two-byte source (docs/benchmarks.md, "ASCII-only chunks").
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import ncc from '@vercel/ncc';
import { asciiOnly } from './ascii-only.mjs';

const entries = [
  { name: 'cli', src: 'src/cli/bin.ts', out: 'dist/cli' },
  { name: 'action', src: 'src/action/bin.ts', out: 'dist/action' },
];
const args = process.argv.slice(2);
const ifStale = args.includes('--if-stale');
const wanted = args.filter((a) => a !== '--if-stale');
for (const name of wanted) {
  if (!entries.some((e) => e.name === name)) {
    console.error(`bundle: unknown bundle '${name}' (cli, action)`);
    process.exit(2);
  }
}

const NCC_OPTIONS = {
  minify: true,
  sourceMap: false,
  sourceMapRegister: false,
  transpileOnly: true,
  target: 'es2022',
  cache: false,
  quiet: true,
};

// What src/action/lazy-undici.cjs requires at undici's first use (see the top of this file).
const UNDICI_REQUEST = './undici.cjs';

async function build({ src, out }) {
  const { code, assets, symlinks } = await ncc(resolve(src), { ...NCC_OPTIONS, externals: { [UNDICI_REQUEST]: UNDICI_REQUEST } });
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  // As `ncc build` writes them: the entry (executable when it starts with a shebang), every
  // asset (chunks, the package.json marking ES modules) with its permissions, every symlink.
  writeFileSync(join(out, 'index.js'), asciiOnly(code, join(out, 'index.js')), { mode: /^#!/.test(code) ? 0o777 : 0o666 });
  for (const [name, asset] of Object.entries(assets)) {
    mkdirSync(dirname(join(out, name)), { recursive: true });
    const source = name.endsWith('.js') ? asciiOnly(eagerFactories(String(asset.source)), join(out, name)) : asset.source;
    writeFileSync(join(out, name), source, { mode: asset.permissions });
  }
  for (const [name, target] of Object.entries(symlinks)) symlinkSync(target, join(out, name));
  // webpack writes the external as `require("./undici.cjs")` of the file's own URL.
  const requiresUndici = [code, ...Object.values(assets).map((a) => String(a.source))].some((text) => text.includes(JSON.stringify(UNDICI_REQUEST)));
  if (requiresUndici) writeFileSync(join(out, UNDICI_REQUEST), await undiciBundle(join(out, UNDICI_REQUEST)), { mode: 0o666 });
}

let undiciCode;
/**
 * undici as one CommonJS file: the package the sources' `undici` resolves to (lazy-undici.cjs's
 * neighbour in node_modules), built once per process. ncc writes it like any entry (minified,
 * names kept); it has no chunks, assets or dynamic imports, which the build checks.
 */
async function undiciBundle(file) {
  if (undiciCode === undefined) {
    const entry = createRequire(resolve('src/action/lazy-undici.cjs')).resolve('undici');
    const { code, assets } = await ncc(entry, NCC_OPTIONS);
    if (Object.keys(assets).length > 0) throw new Error(`undici's build emitted files besides its code (${Object.keys(assets).join(', ')}): ${UNDICI_REQUEST} would not find them`);
    undiciCode = code;
  }
  return asciiOnly(undiciCode, file);
}

/**
 * A chunk's module factories as parenthesized `function` expressions (see the top of this file).
 * webpack writes a factory as an arrow only when its module does not use `this` at its top level
 * (`function` otherwise: JavascriptModulesPlugin's needThisAsExports), and a top-level `arguments`
 * would throw in an arrow of an ES module file, so both forms behave the same when called.
 */
function eagerFactories(chunk) {
  return chunk.replace(/^\/\*\*\*\/ \(\(([\w$, ]*)\) => \{$/gm, '/***/ (function($1) {');
}

/** The CLI bundle is the package's bin: it starts with a shebang and is executable. */
function makeExecutable(file) {
  const text = readFileSync(file, 'utf8');
  if (!text.startsWith('#!')) writeFileSync(file, '#!/usr/bin/env node\n' + text);
  chmodSync(file, 0o755);
}

const STAMP = 'dist/inputs.sha256';

/** The digest of everything a bundle is built from (see the top of this file). */
function inputsDigest() {
  const files = ['package.json', 'package-lock.json', 'tsconfig.json', 'scripts/bundle.mjs', 'scripts/ascii-only.mjs'];
  for (const name of readdirSync('src', { recursive: true, withFileTypes: true })) {
    if (name.isFile()) files.push(join(name.parentPath, name.name));
  }
  const hash = createHash('sha256');
  for (const file of files.sort()) hash.update(`${file}\0`).update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/** bundle name -> the digest it was built from, as dist/inputs.sha256 records it. */
function readStamp() {
  const stamp = new Map();
  if (!existsSync(STAMP)) return stamp;
  for (const line of readFileSync(STAMP, 'utf8').split('\n')) {
    const [name, digest] = line.trim().split(/\s+/);
    if (name && digest) stamp.set(name, digest);
  }
  return stamp;
}

const digest = inputsDigest();
const stamp = readStamp();
const current = (entry) => stamp.get(entry.name) === digest && existsSync(join(entry.out, 'index.js'));
let chosen = entries.filter(({ name, src }) => (wanted.length === 0 || wanted.includes(name)) && existsSync(src));
if (ifStale) {
  for (const entry of chosen.filter(current)) console.log(`bundle: ${entry.out} is current (inputs sha256 ${digest.slice(0, 12)}): not rebuilt`);
  chosen = chosen.filter((entry) => !current(entry));
}
try {
  for (const entry of chosen) {
    // A bundle being rebuilt is no longer what the stamp says, whatever happens next.
    stamp.delete(entry.name);
    writeStamp(stamp);
    await build(entry);
    if (entry.name === 'cli') makeExecutable(join(entry.out, 'index.js'));
    stamp.set(entry.name, digest);
    writeStamp(stamp);
  }
} catch (error) {
  console.error(`bundle: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

function writeStamp(map) {
  const lines = entries.filter(({ name }) => map.has(name)).map(({ name }) => `${name} ${map.get(name)}\n`);
  mkdirSync('dist', { recursive: true });
  writeFileSync(STAMP, lines.join(''));
}
