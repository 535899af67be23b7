/**
 * Runs the action the way the GitHub runner does — in this process (runActionStep, by default:
 * src/action's step with process.env as the runner sets it) or the BUILT bundle as a real process
 * (`node dist/action/index.js`: runActionProcess, startActionProcess, and runActionStep when
 * STAGEGATE_E2E_MODE=process or STAGEGATE_E2E_ACTION names a build):
 *  - every input as INPUT_<NAME> with the name upper-cased and hyphens KEPT (INPUT_RUN-ID), and the
 *    defaults filled in from action.yml (the runner applies them, not the action); `${{ github.token }}`
 *    defaults become the given token;
 *  - temp files for GITHUB_OUTPUT / GITHUB_STATE / GITHUB_ENV / GITHUB_PATH / GITHUB_STEP_SUMMARY, an
 *    event payload at GITHUB_EVENT_PATH, RUNNER_TEMP, GITHUB_WORKSPACE (= cwd), GITHUB_REPOSITORY,
 *    GITHUB_RUN_ID, GITHUB_RUN_ATTEMPT, GITHUB_JOB, GITHUB_SHA;
 *  - asynchronously, so a fake GitHub server in the test process keeps serving.
 * The result has the parsed outputs (name<<delimiter blocks), the summary, and the annotations and
 * other workflow commands the action printed.
 */
import { type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync, appendFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { commitAll, initRepository } from './git-commit.js';
import { registerStageKiller, spawnTracked } from './processes.js';
import { loadWorkerSpawner, servedStagegate } from './in-process.js';

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

/** Process groups of the action processes this module started (each runs in its own group). */
const groups = new Set<number>();

/** Pids of the processes whose process group is `pgid` (from /proc). */
export function groupMembers(pgid: number): number[] {
  const out: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // fields[0] is the state, fields[2] the process group; a zombie is dead for our purposes.
      if (fields[0] !== 'Z' && Number(fields[2]) === pgid) out.push(Number(name));
    } catch {
      /* gone meanwhile */
    }
  }
  return out;
}

/** Kill every action process group still alive (the action and any stage it left behind). */
export function killActionGroups(): void {
  for (const pgid of groups) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  groups.clear();
}

/** Kill leftover process groups and remove every temp directory this module made (call it in afterAll). */
export function cleanupHarness(): void {
  killActionGroups();
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
  snapshot = undefined;
}

/**
 * The bundle this test file runs: a private copy of dist/action — with dist/cli beside it, as the
 * action's repository holds them (the action gives its stages that CLI as `stagegate`) — named
 * after the digest of their files (one per bundle version, shared by every test process), so an
 * `npm run bundle` started meanwhile by someone else (it deletes dist/ before rebuilding) cannot
 * pull a file from under a running test. The bundles are self-contained, so the copy runs exactly
 * like the original.
 */
async function actionEntry(): Promise<string> {
  if (snapshot) return snapshot;
  // STAGEGATE_E2E_ACTION may name another build of the bundle (a private or release-candidate copy).
  const other = process.env['STAGEGATE_E2E_ACTION'];
  if (other) return (snapshot = other);
  if (!existsSync(ACTION_ENTRY)) throw new Error(`${ACTION_ENTRY} is missing: run npm run bundle`);
  const hash = createHash('sha256');
  for (const bundle of ['action', 'cli']) {
    const dir = join(REPO_ROOT, 'dist', bundle);
    for (const name of readdirSync(dir).sort()) hash.update(`${bundle}/${name}`).update(readFileSync(join(dir, name)));
  }
  const copy = join(tmpdir(), `stagegate-dist-${hash.digest('hex').slice(0, 16)}`);
  if (!existsSync(join(copy, 'action', 'index.js'))) {
    const temp = mkdtempSync(join(tmpdir(), 'stagegate-dist-tmp-'));
    for (const bundle of ['action', 'cli']) cpSync(join(REPO_ROOT, 'dist', bundle), join(temp, bundle), { recursive: true });
    try {
      renameSync(temp, copy);
    } catch {
      rmSync(temp, { recursive: true, force: true }); // another process made it first
    }
  }
  return (snapshot = join(copy, 'action', 'index.js'));
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

/** action.yml's inputs as read at the first step of this test process (the file does not change during a run). */
let actionInputs: ActionYaml['inputs'] | undefined;

/** Input values as the runner would pass them: the given ones, else action.yml's defaults. */
export function inputsWithDefaults(given: Record<string, string>, token: string): Record<string, string> {
  const spec = (actionInputs ??= readActionYaml().inputs);
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
  /** The signal that ended the process, if one did. */
  signal: NodeJS.Signals | null;
  /** What the step saved for its post step (GITHUB_STATE), as the runner passes it on (STATE_<name>). */
  state: Record<string, string>;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  annotations: Annotation[];
  /** The env it ran with (without the inherited base). */
  env: Record<string, string>;
  /**
   * The check-run client's retry delays, in order (ms): an in-process step records them instead of
   * sleeping through them (actionStep's checkRetryWait); undefined for a step run as a process,
   * which waits them out.
   */
  checkRetryWaits?: number[];
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
  /** Run as the post step: the main step's saved state as STATE_<name> variables. */
  postState?: Record<string, string>;
  /**
   * Start this script instead of the bundle (with `nodeArgs` before it), the bundle's file URL as
   * its argument: a host that imports the action, as @github/local-action does (process.argv[1]
   * is then the host's script, not the action's).
   */
  host?: { script: string; nodeArgs?: string[] };
  /**
   * The git port the in-process step reads HEAD through (ActionDeps.git; default the tests'
   * testGitSource), e.g. one that counts what it is asked. A process has its own: refused there.
   */
  git?: import('../../src/core/run/ports.js').SourceInfo;
  /**
   * The invocation's workflow readers (ActionDeps.readers; default one the step makes), e.g. one
   * whose loaders count what the job loads. A process has its own: refused there.
   */
  readers?: import('../../src/core/model/workflow-readers.js').InvocationReaders;
}

/** A started action process: its pid (also its process group), and its result once it exits. */
export interface StartedAction {
  child: ChildProcess;
  pid: number;
  /** The action's stdout so far. */
  stdout(): string;
  result: Promise<ActionResult>;
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
/** The tests' GIT_CONFIG_* settings (test/helpers/setup.ts). */
function gitSettings(): Record<string, string> {
  return Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[0].startsWith('GIT_CONFIG_') && e[1] !== undefined));
}

function baseEnv(): Record<string, string> {
  const keep = ['PATH', 'HOME', 'LANG', 'TMPDIR', 'SYSTEMROOT', 'HTTP_PROXY', 'HTTPS_PROXY', 'http_proxy', 'https_proxy'];
  const env: Record<string, string> = {};
  for (const k of keep) if (process.env[k] !== undefined) env[k] = process.env[k]!;
  env['NO_PROXY'] = '127.0.0.1,localhost';
  env['no_proxy'] = '127.0.0.1,localhost';
  return env;
}

/** The runner's files of one step, and the environment the step runs with. */
interface PreparedStep {
  paths: Record<'GITHUB_OUTPUT' | 'GITHUB_STATE' | 'GITHUB_ENV' | 'GITHUB_PATH' | 'GITHUB_STEP_SUMMARY' | 'GITHUB_EVENT_PATH', string>;
  /** What the test asked for (reported as ActionResult.env). */
  env: Record<string, string>;
  /** The whole environment: the base (PATH, HOME, ...) and `env`. */
  fullEnv: Record<string, string>;
}

function prepareStep(run: ActionRun): PreparedStep {
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
  for (const [name, value] of Object.entries(run.postState ?? {})) env[`STATE_${name}`] = value;
  return { paths, env, fullEnv: { ...baseEnv(), ...env } };
}

/** The result of a step from what it printed, its exit and the runner's files it wrote. */
function stepResult(step: PreparedStep, exitCode: number | null, signal: NodeJS.Signals | null, stdout: string, stderr: string): ActionResult {
  return {
    exitCode,
    signal,
    stdout,
    stderr,
    outputs: parseFileCommands(readFileSync(step.paths.GITHUB_OUTPUT, 'utf8')),
    state: parseFileCommands(readFileSync(step.paths.GITHUB_STATE, 'utf8')),
    summary: readFileSync(step.paths.GITHUB_STEP_SUMMARY, 'utf8'),
    annotations: parseAnnotations(stdout),
    env: step.env,
  };
}

/**
 * True when runActionStep runs the BUILT action as a real process (STAGEGATE_E2E_MODE=process, or
 * STAGEGATE_E2E_ACTION naming a build) rather than in this process.
 */
export const RUNS_BUILT_ACTION = process.env['STAGEGATE_E2E_MODE'] === 'process' || process.env['STAGEGATE_E2E_ACTION'] !== undefined;

/**
 * Run one step of the action, the cheapest faithful way: in this process by default (src/action's
 * step as the bundle's entry runs it: runActionInProcess), or the built bundle as a real process
 * when RUNS_BUILT_ACTION. A test that needs a process (signals, the bundle itself) calls
 * runActionProcess or startActionProcess.
 */
export async function runActionStep(run: ActionRun): Promise<ActionResult> {
  return RUNS_BUILT_ACTION ? runActionProcess(run) : runActionInProcess(run);
}

/** Run the built action once as a real process, as the runner does. */
export async function runActionProcess(run: ActionRun): Promise<ActionResult> {
  return (await startActionProcess(run)).result;
}

/**
 * Start the bundled action in its own process group (so a test can signal it, and cleanup can kill
 * the group with anything it left behind); `result` settles when it exits.
 */
export async function startActionProcess(run: ActionRun): Promise<StartedAction> {
  if (run.git !== undefined) throw new Error('ActionRun.git: a git port reaches only an in-process step (the process reads its own HEAD)');
  if (run.readers !== undefined) throw new Error('ActionRun.readers: readers reach only an in-process step (the process makes its own)');
  const entry = await actionEntry();
  const step = prepareStep(run);
  const args = run.host ? [...(run.host.nodeArgs ?? []), run.host.script, pathToFileURL(entry).href] : [entry];
  const child = spawnTracked(process.execPath, args, { cwd: run.workspace, env: step.fullEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  if (child.pid !== undefined) groups.add(child.pid);
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const result = new Promise<ActionResult>((done, fail) => {
    child.on('error', fail);
    child.on('close', (code, signal) => {
      // A group with nobody left in it is forgotten (its number may be reused); one with a stage left behind is killed at cleanup.
      if (child.pid !== undefined && groupMembers(child.pid).length === 0) groups.delete(child.pid);
      done(stepResult(step, code, signal, stdout, stderr));
    });
  });
  return { child, pid: child.pid!, stdout: () => stdout, result };
}

type ActionModules = { step: typeof import('../../src/action/step.js'); core: typeof import('@actions/core'); git: import('../../src/core/run/ports.js').SourceInfo; spawner: import('../../src/host/spawner.js').SpawnerLender };
let actionModules: Promise<ActionModules> | undefined;
/** In-process steps of this worker, one after another (each owns process.env while it runs). */
let inProcessQueue: Promise<unknown> = Promise.resolve();

/**
 * One step of the action in this process: src/action/step.ts's actionStep, which the bundle's
 * entry runs (index.ts adds only signal handlers and process.exit). The action and the libraries
 * it uses (@actions/core, @actions/artifact) read the runner's variables from process.env and
 * write workflow commands to process.stdout, so while the step runs, process.env holds exactly the
 * step's environment (as the process would have it), process.stdout / process.stderr are collected,
 * process.exitCode is the step's, and @actions/core's job summary forgets the file of the step
 * before; all of it is restored afterwards, whatever happens. Steps never overlap: a worker runs
 * one test at a time, and steps of one test are queued. Its stages are real processes, killed
 * after the test through the runner's registry (processes.ts), as the CLI's in-process runs are,
 * and forked by the worker's spawner (in-process.ts, loadWorkerSpawner) as theirs are.
 */
export async function runActionInProcess(run: ActionRun): Promise<ActionResult> {
  const turn = inProcessQueue.then(() => stepInProcess(run));
  inProcessQueue = turn.catch(() => undefined);
  return turn;
}

async function stepInProcess(run: ActionRun): Promise<ActionResult> {
  actionModules ??= Promise.all([import('../../src/action/step.js'), import('@actions/core'), import('../../src/host/process-runner.js'), import('./git-head.js'), loadWorkerSpawner()]).then(([step, core, processes, head, spawner]) => {
    registerStageKiller(processes.killRunningStages);
    return { step, core, git: head.testGitSource, spawner };
  });
  const { step: entry, core, git, spawner } = await actionModules;
  // The stages' `stagegate`: the sources' CLI with its `gate` served by the run's main process (in-process.ts,
  // stagegate-server.ts), as an in-process CLI run's stages get it; not the bundle beside the action in Node.
  const served = servedStagegate();
  const step = prepareStep(run);
  const saved = { env: { ...process.env }, exitCode: process.exitCode, stdout: process.stdout.write, stderr: process.stderr.write };
  let stdout = '';
  let stderr = '';
  const collect = (append: (text: string) => void) =>
    ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      append(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      const done = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
      done?.();
      return true;
    }) as typeof process.stdout.write;
  replaceEnv(step.fullEnv);
  process.exitCode = undefined;
  (core.summary as unknown as { _filePath?: string })._filePath = undefined;
  process.stdout.write = collect((text) => (stdout += text));
  process.stderr.write = collect((text) => (stderr += text));
  let status: number;
  const checkRetryWaits: number[] = [];
  try {
    status = await entry.actionStep(undefined, { checkRetryWait: async (ms) => void checkRetryWaits.push(ms), git: run.git ?? git, spawner, ...(served ? { selfExecutable: served } : {}), ...(run.readers ? { readers: run.readers } : {}) });
  } finally {
    process.stdout.write = saved.stdout;
    process.stderr.write = saved.stderr;
    process.exitCode = saved.exitCode;
    replaceEnv(saved.env);
    (core.summary as unknown as { _filePath?: string })._filePath = undefined;
  }
  return { ...stepResult(step, status, null, stdout, stderr), checkRetryWaits };
}

/** Make process.env hold exactly `env` (in place: it stays the process's environment object). */
function replaceEnv(env: Record<string, string | undefined>): void {
  for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
  for (const [name, value] of Object.entries(env)) if (value !== undefined) process.env[name] = value;
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
  commitCheckout(ws);
  return ws;
}

/**
 * Make `ws` a job's checkout: a git repository of one commit holding its files (or, where `ws` is
 * one already, a new commit of them). Fixed author and dates: every checkout of the same files is
 * the same commit, as a job's checkout of GITHUB_SHA is (a run's verdicts are tied to the commit
 * they were made at).
 */
export function commitCheckout(ws: string, message = 'checkout'): void {
  const identity = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com', GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z', GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z' };
  // No process at all where it can (git-commit.ts: a copy of an empty repository, and the commit
  // written by this process, as git writes it): each process a test worker starts costs a fork
  // of the whole worker.
  if (!existsSync(join(ws, '.git'))) initRepository(ws);
  if (commitAll(ws, message, identity) !== undefined) return;
  // Else one process (a shell running git twice), not two.
  execFileSync('sh', ['-c', 'git add -A && git commit -q -m "$1"', 'sh', message], {
    cwd: ws,
    stdio: 'ignore',
    // The tests' git settings (setup.ts: no automatic maintenance after the commit) for this git
    // only: the action's own environment stays the runner's.
    env: { ...baseEnv(), ...gitSettings(), ...identity },
  });
}

/** A fresh checkout holding the fan-out example (workflows/examples/fan-out), committed as commitCheckout does. */
export function fanOutCheckout(prefix: string): string {
  const ws = tempDir(prefix);
  cpSync(join(REPO_ROOT, 'workflows', 'examples', 'fan-out'), join(ws, 'workflows', 'examples', 'fan-out'), { recursive: true });
  commitCheckout(ws);
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

/**
 * A workflow run's beginning — the jobs that lead to what several tests look at — made once per file
 * in workflow run `base` (at the first call), and for each caller a copy of its artifacts in the
 * caller's own workflow run `run` (FakeGitHub.copyRun) to continue in: the jobs of one beginning
 * instead of one per test. What `make` returns (its jobs' results and workspaces) is shared: read it,
 * never change it; a workspace a test goes on in is copied first (copyWorkspace).
 */
export function madeOnceRun<T>(fake: () => { copyRun(from: string, to: string): void }, base: string, make: (run: string) => Promise<T>): (run: string) => Promise<T> {
  let made: Promise<T> | undefined;
  return async (run) => {
    const value = await (made ??= make(base));
    fake().copyRun(base, run);
    return value;
  };
}

/** A copy of `workspace` (its git repository and links as they are) in a temp directory of its own. */
export function copyWorkspace(workspace: string, prefix = 'sg-ws-copy-'): string {
  const copy = tempDir(prefix);
  cpSync(workspace, copy, { recursive: true, verbatimSymlinks: true });
  return copy;
}
