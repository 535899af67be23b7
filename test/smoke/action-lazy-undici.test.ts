// The Action bundle's `undici` is src/action/lazy-undici.cjs (tsconfig.json `paths`, which ncc's
// resolver follows), which requires `./undici.cjs` at undici's first use: an external of the
// bundle, undici built on its own and written beside the chunks (scripts/bundle.mjs). So no chunk
// holds undici's code: `command: validate` compiles none of it (B4, docs/benchmarks.md, "The
// Action's validate path, module by module"), and a real use (the REST client of
// resume-from-run-id, through @actions/github's fetch) loads the real undici from that file.
//
// @actions/http-client and @actions/exec are lazy the same way (lazy-http-client.cjs,
// lazy-exec.cjs: http-client.cjs, exec.cjs), so `command: validate` loads none of Node's http,
// https, tls or child_process, which only they (and git-source's first use) bring.
//
// What a process loaded is what test/fixtures/loaded-files-probe.cjs, preloaded, records.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { useFakeGitHub } from '../helpers/fake-artifacts.js';
import { HELLO, cleanupHarness, counted, counterFile, makeWorkspace, startActionProcess, type ActionRun } from '../helpers/action-harness.js';

const ACTION = join(import.meta.dirname, '..', '..', 'dist', 'action');
const PROBE = join(import.meta.dirname, '..', 'fixtures', 'loaded-files-probe.cjs');
// Strings of undici's own modules (lib/global.js, lib/core/errors.js) that no other package has.
const UNDICI_CODE = ['undici.globalDispatcher.1', 'UND_ERR_CONNECT_TIMEOUT'];
const holdsUndici = (text: string) => UNDICI_CODE.some((s) => text.includes(s));

const logs = mkdtempSync(join(tmpdir(), 'sg-loaded-'));
afterAll(() => {
  cleanupHarness();
  rmSync(logs, { recursive: true, force: true });
});
const gh = useFakeGitHub();

/** Run the built Action with the probe: its result and the files of its bundle its own process loaded. */
async function runProbed(run: ActionRun) {
  const log = join(logs, `${Math.random().toString(36).slice(2)}.log`);
  const started = await startActionProcess({ ...run, env: { ...run.env, NODE_OPTIONS: `--require ${JSON.stringify(PROBE)}`, STAGEGATE_TEST_LOADED_LOG: log } });
  const result = await started.result;
  const urls = readFileSync(log, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith(`${started.pid} `))
    .map((line) => line.split(' ')[2]!);
  const builtins = urls.filter((u) => u.startsWith('node:')).map((u) => u.slice('node:'.length));
  const entry = urls.find((u) => u.endsWith('/action/index.js'));
  expect(entry, `the Action's entry among what its process loaded: ${urls.join(' ')}`).toBeDefined();
  // The files of its bundle (the harness runs a copy of dist/action), by name.
  const bundle = dirname(fileURLToPath(entry!));
  const files = urls.filter((u) => u.startsWith('file:') && dirname(fileURLToPath(u)) === bundle).map((u) => fileURLToPath(u));
  return { result, files, names: files.map((f) => basename(f)), builtins };
}

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

  it("command: validate loads none of undici's code", async () => {
    const { result, files, names, builtins } = await runProbed({ workspace: makeWorkspace(), inputs: { command: 'validate', workflow: HELLO } });
    expect(result.exitCode, result.stdout + result.stderr).toBe(0);
    expect(result.outputs['status']).toBe('VALID');
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

  it('resume-from-run-id (the REST client, through fetch) loads the real undici from undici.cjs and completes the run', async () => {
    const job = (run: string, inputs: Record<string, string>, token = 'ghs_job_token') =>
      runProbed({
        workspace: makeWorkspace(),
        inputs: { workflow: HELLO, 'run-id': 'lazy', ...inputs },
        runId: run,
        job: `job-${run}`,
        token,
        env: { ...gh.fake.env({ workflowRunId: run, jobId: `job-${run}` }), COUNTER_FILE: counterFile() },
      });
    const first = await job('7101', { 'stop-after-step': 'review' });
    expect(first.result.exitCode, first.result.stdout + first.result.stderr).toBe(0);
    expect(first.result.outputs['status']).toBe('PARTIAL_RESUMABLE');
    gh.fake.requests.length = 0;
    const later = await job('7102', { 'resume-from-run-id': '7101', token: 'ghs_cross_run' }, 'ghs_cross_run');
    expect(later.result.exitCode, later.result.stdout + later.result.stderr).toBe(0);
    expect(later.result.outputs['status']).toBe('WORKFLOW_COMPLETE');
    expect(counted(later.result.env['COUNTER_FILE']!)).toEqual(['revise', 'review', 'publish']);
    const rest = gh.fake.requests.filter((r) => r.path.startsWith('/repos/'));
    expect(rest.map((r) => `${r.method} ${r.path}`)).toContain('GET /repos/acme/widgets/actions/runs/7101/artifacts');
    expect(later.names).toContain('undici.cjs');
    expect(later.names).toContain('http-client.cjs');
  });
});
