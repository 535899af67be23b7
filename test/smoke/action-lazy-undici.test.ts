// The Action bundle's `undici` is src/action/lazy-undici.cjs (tsconfig.json `paths`, which ncc's
// resolver follows), which requires `./undici.cjs` at undici's first use: an external of the
// bundle, undici built on its own and written beside the chunks (scripts/bundle.mjs). So no chunk
// holds undici's code: `command: validate` compiles none of it (B4, docs/benchmarks.md, "The
// Action's validate path, module by module"), and a real use (the REST client of
// resume-from-run-id, through @actions/github's fetch) loads the real undici from that file: the
// later workflow run's job in action.test.ts, run with the same probe (runProbed).
//
// @actions/http-client and @actions/exec are lazy the same way (lazy-http-client.cjs,
// lazy-exec.cjs: http-client.cjs, exec.cjs), so `command: validate` loads none of Node's http,
// https, tls or child_process, which only they (and git-source's first use) bring.
//
// What a process loaded is what test/fixtures/loaded-files-probe.cjs, preloaded, records (runProbed).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupHarness, makeWorkspace } from '../helpers/action-harness.js';
import { holdsUndici, runProbed } from './smoke-support.js';

const ACTION = join(import.meta.dirname, '..', '..', 'dist', 'action');

afterAll(cleanupHarness);

describe('the Action bundle', () => {
  it("holds undici's code in undici.cjs alone, which the lazy module requires through Node's require", () => {
    const names = readdirSync(ACTION).filter((f) => f.endsWith('.js') || f.endsWith('.cjs'));
    expect(names).toContain('undici.cjs');
    const text = new Map(names.map((f) => [f, readFileSync(join(ACTION, f), 'utf8')]));
    expect(holdsUndici(text.get('undici.cjs')!)).toBe(true);
    expect(names.filter((f) => holdsUndici(text.get(f)!))).toEqual(['undici.cjs']);
    const chunks = names.filter((f) => !f.endsWith('.cjs')).map((f) => text.get(f)!).join('\n');
    // The external: a module whose factory is Node's require (createRequire of the file's URL).
    expect(chunks.split('"./undici.cjs"').length - 1).toBe(1);
    expect(chunks).toMatch(/(\d+):\w+=>\{\w+\.exports=\w+\(import\.meta\.url\)\("\.\/undici\.cjs"\)\}/);
    const external = /(\d+):\w+=>\{\w+\.exports=\w+\(import\.meta\.url\)\("\.\/undici\.cjs"\)\}/.exec(chunks)![1]!;
    // The lazy module: `lazyExports(() => __webpack_require__(ID))`, the only require of it.
    const lazy = /\/\*\*\*\/ (\d+):\n\/\*\*\*\/ \(function\(module[^\n]*\n(?:(?!\/\*\*\*\/ \d+:)[^])*?module\.exports = __webpack_require__\(\d+\)\(\(\) => __webpack_require__\((\d+)\)\);/g;
    const lazies = new Map([...chunks.matchAll(lazy)].map((m) => [m[2]!, m[1]!]));
    expect(lazies.has(external), 'the lazy undici module in dist/action').toBe(true);
    const lazyId = lazies.get(external)!;
    expect(chunks.split(`__webpack_require__(${external})`).length - 1, 'requires of the external').toBe(1);
    // @actions/github (fetch) imports the lazy module (http-client.cjs has its own, the same file).
    expect(chunks.split(`__webpack_require__(${lazyId})`).length - 1).toBeGreaterThanOrEqual(1);
    expect(text.get('http-client.cjs')!).toContain('require("./undici.cjs")');
  });

  it('holds @actions/http-client and @actions/exec in files of their own, required on first use', () => {
    const names = readdirSync(ACTION).filter((f) => f.endsWith('.js') || f.endsWith('.cjs'));
    expect(names).toEqual(expect.arrayContaining(['http-client.cjs', 'exec.cjs']));
    const chunks = names.filter((f) => !f.endsWith('.cjs')).map((f) => readFileSync(join(ACTION, f), 'utf8')).join('\n');
    for (const file of ['http-client.cjs', 'exec.cjs']) {
      const external = new RegExp(`(\\d+):\\w+=>\\{\\w+\\.exports=\\w+\\(import\\.meta\\.url\\)\\("\\./${file.replace('.', '\\.')}"\\)\\}`).exec(chunks);
      expect(external, file).not.toBeNull();
      // Required once: by its lazy module, inside a function.
      expect(chunks.split(`__webpack_require__(${external![1]!})`).length - 1, file).toBe(1);
      expect(chunks).toContain(`(() => __webpack_require__(${external![1]!}))`);
    }
    // Neither package's code is in a chunk (a method of http-client's HttpClient, of exec's ToolRunner).
    expect(chunks).not.toContain('_getProxyAgentDispatcher');
    expect(chunks).not.toContain('_getSpawnOptions');
    expect(readFileSync(join(ACTION, 'http-client.cjs'), 'utf8')).toContain('_getProxyAgentDispatcher');
    expect(readFileSync(join(ACTION, 'exec.cjs'), 'utf8')).toContain('_getSpawnOptions');
  });

  // One process for validate's annotations and its modules: a failing validate loads what a passing one does.
  it("command: validate: an error annotation with file and line, the step fails (exit 1); it loads none of undici's code", async () => {
    const ws = makeWorkspace();
    writeFileSync(`${ws}/broken.yaml`, "version: '4.0'\nname: broken\nstate_path: 'runs/{{run_id}}/state.yaml'\ninputs:\n  required: [run_id]\nsteps:\n  a:\n    run: 'true'\n    output: 'runs/{{run_id}}/a.md'\n    statuses: { OK: nowhere }\n");
    const { result, files, names, builtins } = await runProbed({ workspace: ws, inputs: { command: 'validate', workflow: 'broken.yaml' } });
    expect(result.exitCode, result.stdout + result.stderr).toBe(1);
    expect(result.annotations).toContainEqual(expect.objectContaining({ level: 'error', properties: expect.objectContaining({ file: 'broken.yaml', line: '10', title: 'UNKNOWN_TARGET' }) }));
    expect(names).toContain('index.js');
    expect(names.length, names.join(' ')).toBeGreaterThan(2);
    expect(names).not.toContain('undici.cjs');
    expect(files.filter((f) => holdsUndici(readFileSync(f, 'utf8')))).toEqual([]);
    // Nor http-client's or exec's, nor the Node modules only they bring (B4).
    expect(names).not.toContain('http-client.cjs');
    expect(names).not.toContain('exec.cjs');
    expect(builtins, 'the probe records Node modules').toContain('fs');
    // (net is not in the list: Node loads it for a stdout that is a pipe, as the harness's is.)
    expect(builtins.filter((m) => ['http', 'https', 'tls', '_tls_wrap', 'child_process', 'dgram'].includes(m))).toEqual([]);
  });
});
