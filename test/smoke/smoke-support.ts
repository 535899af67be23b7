// Fixtures shared by the smoke tier (test/smoke/): every test here runs the BUILT bundles as real
// processes (vitest.config.ts sets STAGEGATE_E2E_MODE=process for this project), so each
// invocation costs a node start: keep files to a few invocations that check what only the
// bundle can get wrong — exit statuses, the one-line JSON contract, help and usage, the shebang.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect } from 'vitest';
import { startActionProcess, type ActionRun } from '../helpers/action-harness.js';
import { CLI, RUNS_BUILT_CLI, cliEnv, workflowYaml } from '../helpers/cli.js';

/** Fails loudly when a smoke file is run outside the smoke project (it would not test dist/). */
export function expectBuiltCli(): void {
  expect(RUNS_BUILT_CLI, 'smoke tests run the built CLI: run them with `vitest --project smoke`').toBe(true);
}

/** draft -> review (CHANGES_REQUESTED on visit 1, APPROVED after) -> revise -> review -> publish. */
export const REVIEW_LOOP = workflowYaml('review-loop', {
  draft: { run: 'source lib.sh; stage DRAFTED', statuses: { DRAFTED: 'review' } },
  review: {
    run: 'source lib.sh; if [ "$STAGEGATE_VISIT" = 1 ]; then stage CHANGES_REQUESTED; else stage APPROVED; fi',
    statuses: { CHANGES_REQUESTED: 'revise', APPROVED: 'publish' },
    extra: 'max_visits: 3',
  },
  revise: { run: 'source lib.sh; stage REVISED', statuses: { REVISED: 'review' } },
  publish: { run: 'source lib.sh; stage PUBLISHED', statuses: { PUBLISHED: 'DONE' } },
});

/** design -> sign_off (approval; approvers alice, bob) -> implement; a rejection goes back to design. */
export const APPROVAL = `version: '4.0'
name: gated
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  design:
    run: 'source lib.sh; stage DESIGNED'
    output: 'runs/{{run_id}}/design.md'
    statuses: {DESIGNED: sign_off}
    max_visits: 3
  sign_off:
    approval: { message: 'Approve the design?', approvers: [alice, bob] }
    on_approve: implement
    on_reject: design
    max_visits: 3
  implement:
    run: 'source lib.sh; stage IMPLEMENTED'
    output: 'runs/{{run_id}}/implement.md'
    statuses: {IMPLEMENTED: DONE}
`;

let hooks: string | undefined;

/**
 * A built CLI process, and the bundle chunks (file names) it imported, listed by a module resolve
 * hook as they load: what shows a lazily loaded chunk (ajv's) loaded or not. The hook's files live
 * in the run's temp folder (global-setup.ts removes it).
 */
export function chunksLoaded(args: string[], cwd: string, env: Record<string, string> = {}): { code: number | null; stdout: string; stderr: string; chunks: string[] } {
  if (!hooks) {
    const dir = mkdtempSync(join(tmpdir(), 'stagegate-chunks-'));
    writeFileSync(join(dir, 'hooks.mjs'), "import { appendFileSync } from 'node:fs';\nexport async function resolve(specifier, context, next) {\n  const r = await next(specifier, context);\n  if (r.url.startsWith('file:')) appendFileSync(process.env.CHUNK_LOG, r.url + '\\n');\n  return r;\n}\n");
    writeFileSync(join(dir, 'register.mjs'), `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(join(dir, 'hooks.mjs')).href)});\n`);
    hooks = dir;
  }
  const log = join(hooks, `chunks-${Math.random().toString(36).slice(2)}.log`);
  const r = spawnSync(process.execPath, ['--import', pathToFileURL(join(hooks, 'register.mjs')).href, CLI, ...args], { cwd, env: cliEnv({ ...env, CHUNK_LOG: log }), encoding: 'utf8' });
  const urls = readFileSync(log, 'utf8').split('\n').filter(Boolean);
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, chunks: [...new Set(urls.filter((u) => u.includes('/dist/cli/')).map((u) => u.slice(u.lastIndexOf('/') + 1)))] };
}

/** The chunks of dist/cli that hold ajv or its engine (ajv's own option names), never index.js. */
export function ajvChunks(): string[] {
  const dist = join(CLI, '..');
  const chunks = readdirSync(dist).filter((f) => f.endsWith('.js') && readFileSync(join(dist, f), 'utf8').includes('strictTuples'));
  expect(chunks.length).toBeGreaterThan(0);
  expect(chunks).not.toContain('index.js');
  return chunks;
}

const PROBE = join(import.meta.dirname, '..', 'fixtures', 'loaded-files-probe.cjs');
let probeLogs: string | undefined;

/**
 * Run the built Action with test/fixtures/loaded-files-probe.cjs preloaded: its result, and the
 * files of its bundle (paths and names) and Node's own modules its own process loaded.
 */
export async function runProbed(run: ActionRun) {
  probeLogs ??= mkdtempSync(join(tmpdir(), 'sg-loaded-'));
  const log = join(probeLogs, `${Math.random().toString(36).slice(2)}.log`);
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

/** Strings of undici's own modules (lib/global.js, lib/core/errors.js) that no other package has. */
const UNDICI_CODE = ['undici.globalDispatcher.1', 'UND_ERR_CONNECT_TIMEOUT'];
export const holdsUndici = (text: string): boolean => UNDICI_CODE.some((s) => text.includes(s));
