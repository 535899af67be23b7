// src/action/lazy-undici.cjs: what the bundles get for `import … from 'undici'` (tsconfig.json's
// `paths`). It must load nothing until it is used, and then be undici to its users: the proxy
// agent of @actions/http-client, the fetch and agents of the artifact and REST clients.
//
// In a bundle it requires `./undici.cjs`, undici built on its own beside the bundle's chunks
// (scripts/bundle.mjs; test/smoke/action-lazy-undici.test.ts holds the built Action to it). Here
// it runs from a temp folder where `./undici.cjs` is the package as installed.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnTracked } from '../helpers/processes.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const UNDICI = require.resolve('undici/index.js', { paths: [ROOT] });

// The wrapper as the bundle holds it: `./undici.cjs` beside it is undici.
const DIR = mkdtempSync(join(tmpdir(), 'sg-lazy-undici-'));
const WRAPPER = join(DIR, 'lazy-undici.cjs');
copyFileSync(resolve(ROOT, 'src/action/lazy-undici.cjs'), WRAPPER);
copyFileSync(resolve(ROOT, 'src/action/lazy-module.cjs'), join(DIR, 'lazy-module.cjs'));
writeFileSync(join(DIR, 'undici.cjs'), `module.exports = require(${JSON.stringify(UNDICI)});\n`);
afterAll(() => rmSync(DIR, { recursive: true, force: true }));

/** Run `code` in a fresh Node (its own require cache): what it prints. */
async function inFreshNode(code: string): Promise<string> {
  const child = spawnTracked(process.execPath, ['-e', code], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  const status = await new Promise<number | null>((done) => child.on('close', done));
  expect(status).toBe(0);
  return out.trim();
}

describe('lazy undici (the bundles\' `undici`)', () => {
  it('tsconfig.json maps `undici` (and http-client, exec: lazy-module.cjs) to it, for the bundler', () => {
    const text = readFileSync(resolve(ROOT, 'tsconfig.json'), 'utf8');
    expect(text).toMatch(/"paths":\s*\{\s*"undici":\s*\["\.\/src\/action\/lazy-undici\.cjs"\],/);
    expect(text).toMatch(/"@actions\/http-client":\s*\[[^\]]*"\.\/src\/action\/lazy-http-client\.cjs"\]/);
    expect(text).toMatch(/"@actions\/exec":\s*\["\.\/src\/action\/lazy-exec\.cjs"\]/);
  });

  it('requires undici only as `./undici.cjs`, the external scripts/bundle.mjs writes beside the chunks', () => {
    const code = readFileSync(WRAPPER, 'utf8').replace(/^\/\/.*$/gm, '');
    expect([...code.matchAll(/require\(([^)]*)\)/g)].map((m) => m[1])).toEqual(["'./lazy-module.cjs'", "'./undici.cjs'"]);
    expect(readFileSync(resolve(ROOT, 'scripts/bundle.mjs'), 'utf8')).toContain("{ pkg: 'undici', request: './undici.cjs' }");
  });

  it('loads nothing until a property is used, then undici (once: require returns the same module)', async () => {
    const probe = [
      `const undici = ${JSON.stringify(UNDICI)};`,
      `const lazy = require(${JSON.stringify(WRAPPER)});`,
      `const before = require.cache[undici] !== undefined;`,
      `const agent = lazy.Agent;`,
      `console.log(JSON.stringify([before, require.cache[undici] !== undefined, typeof agent, lazy.Agent === agent]));`,
    ].join(' ');
    expect(JSON.parse(await inFreshNode(probe))).toEqual([false, true, 'function', true]);
  });

  it('is undici once used: the same classes and functions, its keys, `in`', () => {
    const lazy = require(WRAPPER) as Record<string, unknown>;
    const real = require(UNDICI) as Record<string, unknown>;
    expect(lazy['ProxyAgent']).toBe(real['ProxyAgent']);
    expect(lazy['fetch']).toBe(real['fetch']);
    expect('Agent' in lazy).toBe(true);
    expect('NoSuchExport' in lazy).toBe(false);
    expect(lazy['NoSuchExport']).toBeUndefined();
    expect(Object.keys(lazy)).toEqual(Object.keys(real));
    const agent = new (lazy['ProxyAgent'] as new (uri: string) => object)('http://127.0.0.1:9');
    expect(agent).toBeInstanceOf(real['ProxyAgent'] as new (uri: string) => object);
  });
});
