/**
 * Runs the bundled action (`node dist/action/index.js`) the way the GitHub runner does:
 *  - every input as INPUT_<NAME> with the name upper-cased and hyphens KEPT (INPUT_RUN-ID), and the
 *    defaults filled in from action.yml (the runner applies them, not the action); `${{ github.token }}`
 *    defaults become the given token;
 *  - temp files for GITHUB_OUTPUT / GITHUB_STATE / GITHUB_ENV / GITHUB_PATH / GITHUB_STEP_SUMMARY, an
 *    event payload at GITHUB_EVENT_PATH, RUNNER_TEMP, GITHUB_WORKSPACE (= cwd), GITHUB_REPOSITORY,
 *    GITHUB_RUN_ID, GITHUB_RUN_ATTEMPT, GITHUB_JOB, GITHUB_SHA;
 *  - asynchronously (spawn, not spawnSync), so a fake GitHub server in the test process keeps serving.
 * The result has the parsed outputs (name<<delimiter blocks), the summary, and the annotations and
 * other workflow commands the action printed.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync, appendFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { registerStageKiller, spawnTracked } from './processes.js';

export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
export const ACTION_ENTRY = join(REPO_ROOT, 'dist', 'action', 'index.js');

let snapshot: string | undefined;
const created: string[] = [];

/** A temp directory removed by cleanupHarness(). */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  created.push(dir);
  return dir;
}

/** Remove every temp directory this module made (call it in afterAll). */
export function cleanupHarness(): void {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
  snapshot = undefined;
}

/**
 * The bundle this test file runs: a private copy of dist/action named after the digest of its
 * files (one per bundle version, shared by every test process), so an `npm run bundle` started
 * meanwhile by someone else (it deletes dist/action before rebuilding) cannot pull the file from
 * under a running test. The bundle is self-contained, so the copy runs exactly like the original.
 */
async function actionEntry(): Promise<string> {
  if (snapshot) return snapshot;
  // STAGEGATE_E2E_ACTION may name another build of the bundle (a private or release-candidate copy).
  const other = process.env['STAGEGATE_E2E_ACTION'];
  if (other) return (snapshot = other);
  const dir = join(REPO_ROOT, 'dist', 'action');
  if (!existsSync(ACTION_ENTRY)) throw new Error(`${ACTION_ENTRY} is missing: run npm run bundle`);
  const hash = createHash('sha256');
  for (const name of readdirSync(dir).sort()) hash.update(name).update(readFileSync(join(dir, name)));
  const copy = join(tmpdir(), `stagegate-action-${hash.digest('hex').slice(0, 16)}`);
  if (!existsSync(join(copy, 'index.js'))) {
    const temp = mkdtempSync(join(tmpdir(), 'stagegate-action-tmp-'));
    cpSync(dir, temp, { recursive: true });
    try {
      renameSync(temp, copy);
    } catch {
      rmSync(temp, { recursive: true, force: true }); // another process made it first
    }
  }
  return (snapshot = join(copy, 'index.js'));
}

interface ActionYaml {
  inputs: Record<string, { default?: unknown; required?: boolean; description?: string }>;
  outputs: Record<string, { description?: string }>;
  runs: { using: string; main: string };
  branding?: Record<string, string>;
  name?: string;
  description?: string;
}

export function readActionYaml(): ActionYaml {
  return parse(readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8')) as ActionYaml;
}

/** Input values as the runner would pass them: the given ones, else action.yml's defaults. */
export function inputsWithDefaults(given: Record<string, string>, token: string): Record<string, string> {
  const spec = readActionYaml().inputs;
  const out: Record<string, string> = {};
  for (const [name, def] of Object.entries(spec)) {
    if (def.default === undefined || def.default === null) continue;
    out[name] = String(def.default).replace(/\$\{\{\s*github\.token\s*\}\}/g, token);
  }
  for (const [name, value] of Object.entries(given)) out[name] = value;
  return out;
}

export function inputEnvName(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

export interface Annotation {
  level: 'error' | 'warning' | 'notice' | 'debug';
  properties: Record<string, string>;
  message: string;
}

export interface ActionResult {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  annotations: Annotation[];
  /** The env it ran with (without the inherited base). */
  env: Record<string, string>;
}

export interface ActionRun {
  /** The workspace (GITHUB_WORKSPACE and cwd). */
  workspace: string;
  inputs: Record<string, string>;
  /** Extra environment: the fake server's env(), counters, ... */
  env?: Record<string, string>;
  /** GITHUB_EVENT_PATH payload; default a push event. */
  event?: unknown;
  eventName?: string;
  token?: string;
  runId?: string;
  attempt?: string;
  job?: string;
  sha?: string;
  repository?: string;
}

/** Parses a GITHUB_OUTPUT file: `name<<delimiter` heredoc blocks (and plain name=value lines). */
export function parseFileCommands(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '') continue;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delimiter] = heredoc;
      const value: string[] = [];
      i++;
      while (i < lines.length && lines[i] !== delimiter) value.push(lines[i++]!);
      if (i >= lines.length) throw new Error(`unterminated ${name} block (delimiter ${delimiter})`);
      out[name!] = value.join('\n');
      continue;
    }
    const eq = line.indexOf('=');
    if (eq > 0) out[line.slice(0, eq)] = line.slice(eq + 1);
    else throw new Error(`unparseable file command line: ${line}`);
  }
  return out;
}

function unescapeData(s: string): string {
  return s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}

function unescapeProperty(s: string): string {
  return s.replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}

export function parseAnnotations(stdout: string): Annotation[] {
  const out: Annotation[] = [];
  for (const line of stdout.split(/\r?\n/)) {
    const m = /^::(error|warning|notice|debug)(?: ([^:]*))?::(.*)$/.exec(line);
    if (!m) continue;
    const properties: Record<string, string> = {};
    for (const part of (m[2] ?? '').split(',')) {
      if (!part) continue;
      const eq = part.indexOf('=');
      properties[part.slice(0, eq)] = unescapeProperty(part.slice(eq + 1));
    }
    out.push({ level: m[1] as Annotation['level'], properties, message: unescapeData(m[3] ?? '') });
  }
  return out;
}

/** Base environment for the child: enough to find node/bash/git, nothing from the test runner. */
function baseEnv(): Record<string, string> {
  const keep = ['PATH', 'HOME', 'LANG', 'TMPDIR', 'SYSTEMROOT', 'HTTP_PROXY', 'HTTPS_PROXY', 'http_proxy', 'https_proxy'];
  const env: Record<string, string> = {};
  for (const k of keep) if (process.env[k] !== undefined) env[k] = process.env[k]!;
  env['NO_PROXY'] = '127.0.0.1,localhost';
  env['no_proxy'] = '127.0.0.1,localhost';
  return env;
}

/**
 * Run the action once (the name is historical): in-process by default (src/action's runAction, as
 * src/action/index.ts calls it), or the BUILT bundle as a real process when
 * STAGEGATE_E2E_MODE=process (the smoke tier) or STAGEGATE_E2E_ACTION names a build.
 */
export async function runActionProcess(run: ActionRun): Promise<ActionResult> {
  appendFileSync('/work/scratch/tests/count.txt', RUNS_BUILT_ACTION ? 'action-process\n' : 'action-inprocess\n');
  const files = tempDir('sg-runner-');
  const runnerTemp = join(files, 'temp');
  mkdirSync(runnerTemp);
  const paths = {
    GITHUB_OUTPUT: join(files, 'output'),
    GITHUB_STATE: join(files, 'state'),
    GITHUB_ENV: join(files, 'env'),
    GITHUB_PATH: join(files, 'path'),
    GITHUB_STEP_SUMMARY: join(files, 'summary.md'),
    GITHUB_EVENT_PATH: join(files, 'event.json'),
  };
  for (const p of Object.values(paths)) writeFileSync(p, '');
  writeFileSync(paths.GITHUB_EVENT_PATH, JSON.stringify(run.event ?? { ref: 'refs/heads/main' }));
  const token = run.token ?? 'ghs_harness_token';
  const env: Record<string, string> = {
    ...paths,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    RUNNER_TEMP: runnerTemp,
    GITHUB_WORKSPACE: run.workspace,
    GITHUB_REPOSITORY: run.repository ?? 'acme/widgets',
    GITHUB_RUN_ID: run.runId ?? '1001',
    GITHUB_RUN_ATTEMPT: run.attempt ?? '1',
    GITHUB_JOB: run.job ?? 'build',
    GITHUB_SHA: run.sha ?? 'a'.repeat(40),
    GITHUB_EVENT_NAME: run.eventName ?? 'push',
    ...(run.env ?? {}),
  };
  for (const [name, value] of Object.entries(inputsWithDefaults(run.inputs, token))) env[inputEnvName(name)] = value;
  const { exitCode, stdout, stderr } = RUNS_BUILT_ACTION ? await actionAsProcess(run.workspace, { ...baseEnv(), ...env }) : await actionInProcess({ ...baseEnv(), ...env });
  return {
    exitCode,
    stdout,
    stderr,
    outputs: parseFileCommands(readFileSync(paths.GITHUB_OUTPUT, 'utf8')),
    summary: readFileSync(paths.GITHUB_STEP_SUMMARY, 'utf8'),
    annotations: parseAnnotations(stdout),
    env,
  };
}

/** True when the action runs as the built bundle in a real process rather than in-process. */
export const RUNS_BUILT_ACTION = process.env['STAGEGATE_E2E_MODE'] === 'process' || process.env['STAGEGATE_E2E_ACTION'] !== undefined;

interface Ran {
  exitCode: number | null;
  stdout: string;
  stderr: string;
}

/** `node dist/action/index.js` in the workspace, with exactly `env`. */
async function actionAsProcess(workspace: string, env: Record<string, string>): Promise<Ran> {
  const entry = await actionEntry();
  const child = spawnTracked(process.execPath, [entry], { cwd: workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const exitCode = await new Promise<number | null>((done, fail) => {
    child.on('error', fail);
    child.on('close', (code) => done(code));
  });
  return { exitCode, stdout, stderr };
}

type ActionModules = [typeof import('../../src/action/main.js'), typeof import('../../src/action/toolkit.js')];
let actionModules: Promise<ActionModules> | undefined;

/**
 * The action in this process, as src/action/index.ts runs it: runAction with a RunnerIO over `env`,
 * exit status 1 when it failed the step. The libraries it loads (@actions/artifact, @actions/github)
 * read process.env themselves, and @actions/core writes to process.stdout: for the duration of the
 * run, process.env is `env` and whatever is written to process.stdout / process.stderr is this run's
 * output. Runs of one test file never overlap (vitest runs a file's tests one at a time).
 */
async function actionInProcess(env: Record<string, string>): Promise<Ran> {
  const saved = { env: process.env, out: process.stdout.write, err: process.stderr.write };
  let stdout = '';
  let stderr = '';
  const collect = (append: (s: string) => void) =>
    ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      append(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      const done = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
      if (done) done();
      return true;
    }) as typeof process.stdout.write;
  process.env = env;
  process.stdout.write = collect((s) => (stdout += s));
  process.stderr.write = collect((s) => (stderr += s));
  try {
    // Loaded with this env in place: @actions/github reads GITHUB_API_URL once, when first loaded.
    actionModules ??= Promise.all([import('../../src/action/main.js'), import('../../src/action/toolkit.js'), import('../../src/host/process-runner.js')]).then(
      ([main, toolkit, processes]) => {
        registerStageKiller(processes.killRunningStages);
        return [main, toolkit] as ActionModules;
      },
    );
    const [{ runAction }, { RunnerIO }] = await actionModules;
    const io = new RunnerIO(env, (text) => (stdout += text));
    try {
      await runAction({ io, env });
    } catch (error) {
      // index.ts's last line of defence, word for word.
      io.setFailed(`stagegate internal error: ${error instanceof Error ? error.message : String(error)}`);
      if ((env['STAGEGATE_DEBUG'] === '1' || env['RUNNER_DEBUG'] === '1') && error instanceof Error && error.stack) io.debug(error.stack);
    }
    return { exitCode: io.failed ? 1 : 0, stdout, stderr };
  } finally {
    process.env = saved.env;
    process.stdout.write = saved.out;
    process.stderr.write = saved.err;
  }
}

/**
 * A workspace like a fresh checkout: a temp git repo (one commit) with a copy of the hello example,
 * whose gate helper also appends the step name to $COUNTER_FILE so tests can count executions.
 */
export function makeWorkspace(prefix = 'sg-ws-'): string {
  const ws = tempDir(prefix);
  cpSync(join(REPO_ROOT, 'workflows', 'examples', 'hello'), join(ws, 'workflows', 'examples', 'hello'), { recursive: true });
  appendFileSync(
    join(ws, 'workflows', 'examples', 'hello', 'scripts', 'gate.sh'),
    '\n# test harness: count stage executions\nif [ -n "${COUNTER_FILE:-}" ]; then printf \'%s\\n\' "$STAGEGATE_STEP" >>"$COUNTER_FILE"; fi\n',
  );
  // One process (a shell running git three times), not three: each process a test worker starts
  // costs a fork of the whole worker.
  execFileSync('sh', ['-c', 'git init -q && git add -A && git commit -q -m checkout'], {
    cwd: ws,
    stdio: 'ignore',
    env: { ...baseEnv(), GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' },
  });
  return ws;
}

export const HELLO = 'workflows/examples/hello/workflow.yaml';

/** A fresh path for a COUNTER_FILE (the file itself is created by the first stage). */
export function counterFile(): string {
  return join(tempDir('sg-count-'), 'count.log');
}

/** Lines of a counter file (stage names in execution order); [] when absent. */
export function counted(file: string): string[] {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
}

export function tally(names: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const n of names) out[n] = (out[n] ?? 0) + 1;
  return out;
}
