// Builds the committed bundles with @vercel/ncc (ESM mode: package.json has "type": "module").
// Output: dist/cli/index.js and dist/action/index.js (plus the chunk files ncc emits, and the
// Action's packages loaded on first use: below), written the way `ncc build` writes them.
// `node scripts/bundle.mjs cli` (or `action`) builds only that one.
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
// each package of LAZY below is src/action/lazy-<name>.cjs, which requires `./<name>.cjs` at the
// package's first use (src/action/lazy-module.cjs). Those requests are externals of every build
// (ncc's `externals`: webpack leaves them to Node's `require`, made by `createRequire(
// import.meta.url)` in the file that holds it), and a bundle whose code makes one gets that file
// beside its chunks: the package built on its own by ncc, as CommonJS, with the same externals (so
// http-client.cjs requires the bundle's one undici.cjs). So the package's code is neither compiled
// nor run until it is used, and then it is loaded synchronously, as its importers expect
// (docs/benchmarks.md, "The Action's validate path, module by module"). Each package's files are
// in one output file only, which the build checks: one module, one set of classes, per process.
//
// Every JavaScript file is written in ASCII only (scripts/ascii-only.mjs: the same program, checked
// by parsing it again): a file with one non-ASCII byte is decoded on UTF-8's slow path and compiled
// by V8 as two-byte source (docs/benchmarks.md, "ASCII-only chunks").
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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

// The packages loaded on first use (see the top of this file): what tsconfig.json's `paths` maps
// to src/action/lazy-<name>.cjs, and the file beside the chunks that module requires.
//   undici: http-client's ProxyAgent and @actions/github's fetch (94 modules, 0.86 MB);
//   @actions/http-client: Node's http, https and (through tunnel) net, tls, assert;
//   @actions/exec: Node's child_process (and @actions/io, which only exec imports).
// @actions/core's entry imports the last two (its OIDC and platform modules), so without this
// every step, `command: validate` included, loads them.
const LAZY = [
  { pkg: 'undici', request: './undici.cjs' },
  { pkg: '@actions/http-client', request: './http-client.cjs' },
  { pkg: '@actions/exec', request: './exec.cjs' },
];
const EXTERNALS = Object.fromEntries(LAZY.map(({ request }) => [request, request]));

async function build({ src, out }) {
  const { code, assets, symlinks, stats } = await ncc(resolve(src), { ...NCC_OPTIONS, externals: EXTERNALS });
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  // As `ncc build` writes them: the entry (executable when it starts with a shebang), every
  // asset (chunks, the package.json marking ES modules) with its permissions, every symlink.
  writeFileSync(join(out, 'index.js'), asciiOnly(withoutTokenLog(code, join(out, 'index.js')), join(out, 'index.js')), { mode: /^#!/.test(code) ? 0o777 : 0o666 });
  for (const [name, asset] of Object.entries(assets)) {
    mkdirSync(dirname(join(out, name)), { recursive: true });
    const source = name.endsWith('.js') ? asciiOnly(withoutTokenLog(eagerFactories(String(asset.source)), join(out, name)), join(out, name)) : asset.source;
    writeFileSync(join(out, name), source, { mode: asset.permissions });
  }
  for (const [name, target] of Object.entries(symlinks)) symlinkSync(target, join(out, name));
  // webpack writes an external as `require("./undici.cjs")` of the file's own URL; a lazy file
  // may require another (http-client.cjs requires undici.cjs): until no new one is required.
  const texts = [code, ...Object.values(assets).map((a) => String(a.source))];
  const files = new Map([[out, sources(stats)]]);
  for (let added = true; added; ) {
    added = false;
    for (const lazy of LAZY) {
      if (files.has(lazy.request) || !texts.some((text) => text.includes(JSON.stringify(lazy.request)))) continue;
      const built = await lazyBundle(lazy);
      writeFileSync(join(out, lazy.request), asciiOnly(built.code, join(out, lazy.request)), { mode: 0o666 });
      texts.push(built.code);
      files.set(lazy.request, built.files);
      added = true;
    }
  }
  oneCopyEach(files);
}

const lazyBuilds = new Map();
/**
 * A package of LAZY as one CommonJS file (`esm: false`, whatever the package's own module type):
 * the package the sources' name resolves to, built once per process, with the bundles' externals.
 * ncc writes it like any entry (minified, names kept); it has no chunks, assets or dynamic
 * imports, which the build checks.
 */
async function lazyBundle({ pkg, request }) {
  if (!lazyBuilds.has(pkg)) {
    const entry = fileURLToPath(import.meta.resolve(pkg));
    const { code, assets, stats } = await ncc(entry, { ...NCC_OPTIONS, esm: false, externals: EXTERNALS });
    if (Object.keys(assets).length > 0) throw new Error(`${pkg}'s build emitted files besides its code (${Object.keys(assets).join(', ')}): ${request} would not find them`);
    lazyBuilds.set(pkg, { code, files: sources(stats) });
  }
  return lazyBuilds.get(pkg);
}

/** The package files (under node_modules) a build compiled into its output. */
function sources(stats) {
  const files = new Set();
  for (const module of stats.compilation.modules) {
    const file = module.resource ?? module.rootModule?.resource;
    if (file?.includes('/node_modules/')) files.add(file);
    for (const inner of module.modules ?? []) if (inner.resource?.includes('/node_modules/')) files.add(inner.resource);
  }
  return files;
}

/**
 * A package file compiled into two output files would be two modules at run time (two http-client
 * classes: `instanceof` fails across importers). Fails the build if one is.
 */
function oneCopyEach(files) {
  const seen = new Map();
  for (const [output, set] of files) {
    for (const file of set) {
      if (seen.has(file)) throw new Error(`${file} is compiled into both ${seen.get(file)} and ${output}: a lazy package's importers would not share one module`);
      seen.set(file, output);
    }
  }
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

/**
 * The yaml library's parser reads process.env.LOG_TOKENS at every token (its debug switch: set, it
 * prints every token to stdout, which broke `validate --json` and any other command's output).
 * process.env is an exotic object, and each read is a getenv through V8's interceptor: ~150 M of
 * the ~6,950 M instructions of `validate` on 5,000 steps (docs/benchmarks.md, B2). The bundles
 * test `false` there instead. The build fails if a chunk holds the library's parser but not that
 * line as written (a new yaml release): look at the new parser before changing the pattern.
 */
const YAML_TOKEN_LOG = 'if (node_process.env.LOG_TOKENS)';
function withoutTokenLog(chunk, file) {
  const count = chunk.split(YAML_TOKEN_LOG).length - 1;
  if (count > 1 || (count === 0 && chunk.includes('LOG_TOKENS'))) throw new Error(`${file}: the yaml library's LOG_TOKENS test is not the one line \`${YAML_TOKEN_LOG}\` (found ${count}): see withoutTokenLog in scripts/bundle.mjs`);
  return count === 0 ? chunk : chunk.replace(YAML_TOKEN_LOG, 'if (false /* yaml LOG_TOKENS: scripts/bundle.mjs */)');
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
