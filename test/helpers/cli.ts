/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// End-to-end helpers: a throw-away git workspace in the OS temp dir, and the CLI run on it.
//
// `ws.run` runs the CLI the cheapest faithful way: in-process by default (src/cli's `main` with
// this workspace as its cwd, the test's environment and collected stdout/stderr; the stages are
// still real processes: in-process.ts), or as a real process of the BUILT CLI (dist/cli/index.js)
// when STAGEGATE_E2E_MODE=process (the smoke tier's setting: see vitest.config.ts) or
// STAGEGATE_E2E_CLI names a build. `ws.spawn` always starts the built CLI as a real process, for
// tests that need one (signals, kills, locks held by another process). The one import of src/
// outside in-process.ts is the test oracle for a run's state (TempWorkspace.state): the journal
// replayed the way a resume replays it (not loaded in the smoke tier's workers: `bundlesOnly`).
import { spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { commitAll, initRepository } from './git-commit.js';
import { killSpawned, spawnTracked } from './processes.js';
import { waitFor } from './wait.js';
import { RUNS_BUILT_CLI, runCliInProcess, type CliResult } from './in-process.js';
import { afterEach, inject } from 'vitest';

// The test oracle (state.ts, TempWorkspace.state) imports much of src/: a worker of a project that
// tests only the bundles (`bundlesOnly`: the smoke project) does not load it, ~2 s of CPU a worker.
const oracle = inject('bundlesOnly') === true ? undefined : await import('./state.js');

export { RUNS_BUILT_CLI, waitFor, type CliResult };

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The built CLI. STAGEGATE_E2E_CLI may name another build of it (e.g. a release candidate). */
export const CLI = process.env['STAGEGATE_E2E_CLI'] ?? join(REPO_ROOT, 'dist', 'cli', 'index.js');

/** Environment for the CLI: the caller's, minus anything stagegate-, fake-agent- or colour-related. */
export function cliEnv(extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (v === undefined || k.startsWith('STAGEGATE_') || k.startsWith('FAKE_AGENT') || k === 'FORCE_COLOR') continue;
    env[k] = v;
  }
  return {
    ...env,
    NO_COLOR: '1',
    GIT_AUTHOR_NAME: 'stagegate-test',
    GIT_AUTHOR_EMAIL: 'test@stagegate.invalid',
    GIT_COMMITTER_NAME: 'stagegate-test',
    GIT_COMMITTER_EMAIL: 'test@stagegate.invalid',
    GIT_CONFIG_NOSYSTEM: '1',
    ...extra,
  };
}

/** The single JSON object a `--json` command prints (fails loudly when there is anything else). */
export function jsonOf(r: CliResult): Record<string, any> {
  const text = r.stdout.trim();
  if (!text.startsWith('{') || text.split('\n').length !== 1) throw new Error(`expected exactly one JSON line on stdout, got:\n${r.stdout}\nstderr:\n${r.stderr}`);
  return JSON.parse(text) as Record<string, any>;
}

export interface RunOptions {
  env?: Record<string, string>;
  /** Start the CLI in its own process group (for group kills). */
  detached?: boolean;
  /** Working directory (default: the workspace). */
  cwd?: string;
  /** In-process: the run's runner starts a spawner of its own as the CLI's does, instead of borrowing the worker's (in-process.ts). */
  ownSpawner?: boolean;
}

/** A temporary git repository to run workflows in. */
export class TempWorkspace {
  readonly dir: string;

  constructor(options: { git?: boolean } = {}) {
    this.dir = mkdtempSync(join(tmpdir(), 'stagegate-e2e-'));
    if (options.git !== false) initRepository(this.dir);
  }

  path(rel: string): string {
    return join(this.dir, rel);
  }

  write(rel: string, text: string, mode?: number): string {
    const p = this.path(rel);
    mkdirSync(dirname(p), { recursive: true });
    writeFileSync(p, text);
    if (mode !== undefined) chmodSync(p, mode);
    return p;
  }

  read(rel: string): string {
    return readFileSync(this.path(rel), 'utf8');
  }

  readBytes(rel: string): Buffer {
    return readFileSync(this.path(rel));
  }

  exists(rel: string): boolean {
    return existsSync(this.path(rel));
  }

  yaml(rel: string): any {
    return parse(this.read(rel));
  }

  /**
   * The run whose state file is `rel`, as a resume finds it: its journal replayed against its
   * workflow (history, decisions, approvals, every foreach item…), with the snapshot's derived
   * resume_instruction. Throws when the run does not load. A foreach's items (a persistent list
   * in the run) come as an array, to read like the rest.
   */
  state(rel: string): any {
    if (!oracle) throw new Error('TempWorkspace.state reads a run through src/, which a bundlesOnly project (the smoke tier) does not load: check what the bundle prints');
    const state = oracle.replayedState(this.dir, rel);
    const steps = Object.fromEntries(Object.entries(state.steps).map(([id, r]) => [id, r.foreach ? { ...r, foreach: { ...r.foreach, items: r.foreach.items.toArray() } } : r]));
    return { ...state, steps };
  }

  /** Lines of a counter file (each stage appends its step id), [] when absent. */
  lines(rel: string): string[] {
    if (!this.exists(rel)) return [];
    return this.read(rel).split('\n').filter((l) => l !== '');
  }

  /** Commit everything (so source_commit has a value). Returns HEAD. */
  commit(message = 'fixture'): string {
    // Written by this process (git-commit.ts): every process a test worker starts costs a fork of
    // the whole worker, and a suite commits hundreds of workspaces. Where that writer leaves the
    // workspace to git (an ignore file, a nested repository...), one shell running both git
    // commands, the new HEAD read from the branch's ref file.
    const written = commitAll(this.dir, message, cliEnv());
    if (written !== undefined) return written;
    const script = 'git add -A && git -c commit.gpgsign=false commit -q --allow-empty -m "$1"';
    const r = spawnSync('sh', ['-c', script, 'sh', message], { cwd: this.dir, env: cliEnv(), encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`git commit in ${this.dir} failed: ${r.stderr}`);
    const head = readFileSync(this.path('.git/HEAD'), 'utf8').trim();
    const commit = head.startsWith('ref: ') ? readFileSync(this.path(`.git/${head.slice('ref: '.length)}`), 'utf8').trim() : head;
    if (!/^[0-9a-f]{40}$/.test(commit)) throw new Error(`git commit in ${this.dir}: HEAD is not a commit: ${commit}`);
    return commit;
  }

  /** Run the CLI to completion (in-process, or the built CLI: see the top of this file). */
  run(args: string[], options: RunOptions = {}): Promise<CliResult> {
    return runCli(args, { ...options, cwd: options.cwd ?? this.dir });
  }

  /**
   * Start the built CLI as a real process and return the child (stdout/stderr collected by
   * `finished`). It always gets its own process group, killed after the test (processes.ts).
   */
  spawn(args: string[], options: RunOptions = {}): ChildProcess {
    return spawnCli(args, { ...options, cwd: options.cwd ?? this.dir });
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Run the CLI to completion in `options.cwd` (in-process, or the built CLI: see the top of this file). */
export function runCli(args: string[], options: RunOptions & { cwd: string }): Promise<CliResult> {
  if (RUNS_BUILT_CLI || options.detached) return finished(spawnCli(args, options));
  return runCliInProcess(args, options.cwd, cliEnv(options.env), options.ownSpawner ? { ownSpawner: true } : {});
}

/** Start the built CLI as a real process in its own process group (tracked: killed after the test). */
export function spawnCli(args: string[], options: RunOptions & { cwd: string }): ChildProcess {
  return spawnTracked(process.execPath, [CLI, ...args], { cwd: options.cwd, env: cliEnv(options.env), stdio: ['ignore', 'pipe', 'pipe'] });
}

const collected = new WeakMap<ChildProcess, { stdout: string[]; stderr: string[] }>();

/**
 * SIGKILL a CLI started by TempWorkspace.spawn with everything it started: its process group and
 * every stage, which runs in a process group of its own. For crash tests that mean "kill it all".
 */
export function killRun(child: ChildProcess): void {
  killSpawned(child);
}

/** Wait for a child started by TempWorkspace.spawn and collect its output. */
export function finished(child: ChildProcess): Promise<CliResult> {
  let bufs = collected.get(child);
  if (!bufs) {
    const b = { stdout: [] as string[], stderr: [] as string[] };
    child.stdout?.setEncoding('utf8').on('data', (d: string) => b.stdout.push(d));
    child.stderr?.setEncoding('utf8').on('data', (d: string) => b.stderr.push(d));
    collected.set(child, b);
    bufs = b;
  }
  const b = bufs;
  return new Promise((resolvePromise, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolvePromise({ code, signal, stdout: b.stdout.join(''), stderr: b.stderr.join('') }));
  });
}

export function git(cwd: string, args: string[]): string {
  const r = spawnSync('git', ['-c', 'init.defaultBranch=main', '-c', 'commit.gpgsign=false', ...args], { cwd, env: cliEnv(), encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${r.stderr}`);
  return r.stdout;
}

/** True when a process exists and is not a zombie (an unreaped zombie is dead for our purposes). */
export function processAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------
// Workflow fixtures.

/**
 * A shell library every fixture stage sources (builtins wherever they do: every process a stage
 * starts costs a fork and an exec, hundreds of times a suite). `count` appends the step id (and visit) to
 * counter.txt; `gate STATUS [source_resolvable_open]` appends a valid WORKFLOW_GATE block;
 * `finish STATUS` writes a body and the gate; `stage STATUS` is count + finish.
 */
export const STAGE_LIB = `# test stage library
count() { printf '%s\\n' "$STAGEGATE_STEP" >>counter.txt; }
# outdir: the output's folder exists (shell builtins only: no process for dirname or mkdir when it does).
outdir() { case $STAGEGATE_OUTPUT in */*) [ -d "\${STAGEGATE_OUTPUT%/*}" ] || mkdir -p "\${STAGEGATE_OUTPUT%/*}" ;; esac; }
gate() {
  outdir
  {
    printf 'WORKFLOW_GATE:\\n'
    printf '  workflow: %s\\n' "$STAGEGATE_WORKFLOW"
    printf '  step: %s\\n' "$STAGEGATE_STEP"
    printf '  status: %s\\n' "$1"
    printf '  unresolved_critical: 0\\n'
    printf '  unresolved_high: 0\\n'
    printf '  source_resolvable_open: %s\\n' "\${2:-0}"
    printf '  artifact: %s\\n' "$STAGEGATE_ARTIFACT"
    printf '  next_recommended: null\\n'
  } >>"$STAGEGATE_OUTPUT"
}
# finish STATUS: write a small body, end with the gate (no count).
finish() {
  outdir
  printf '# %s (visit %s, attempt %s)\\n\\n' "$STAGEGATE_STEP" "$STAGEGATE_VISIT" "$STAGEGATE_ATTEMPT" >"$STAGEGATE_OUTPUT"
  gate "$@"
}
# stage STATUS: count, then finish.
stage() { count; finish "$@"; }
`;

export interface StepSpec {
  run: string;
  output?: string;
  statuses?: Record<string, string>;
  extra?: string;
}

/** A workflow YAML: required [run_id], state under runs/{{run_id}}, steps in the given order. */
export function workflowYaml(
  name: string,
  steps: Record<string, StepSpec>,
  opts: { required?: string[]; optional?: string[]; defaults?: Record<string, string>; stateYaml?: string; execution?: string; top?: string } = {},
): string {
  const lines = [
    "version: '4.0'",
    `name: ${name}`,
    `state_path: '${opts.stateYaml ?? 'runs/{{run_id}}/workflow_state.yaml'}'`,
    'inputs:',
    `  required: [${(opts.required ?? ['run_id']).join(', ')}]`,
    `  optional: [${(opts.optional ?? []).join(', ')}]`,
  ];
  const defaults = Object.entries(opts.defaults ?? {});
  if (defaults.length > 0) {
    lines.push('  defaults:');
    for (const [k, v] of defaults) lines.push(`    ${k}: ${JSON.stringify(v)}`);
  }
  if (opts.top) lines.push(opts.top);
  lines.push('steps:');
  for (const [id, s] of Object.entries(steps)) {
    lines.push(`  ${id}:`);
    lines.push(`    run: ${JSON.stringify(s.run)}`);
    lines.push(`    output: ${JSON.stringify(s.output ?? `runs/{{run_id}}/${id}.md`)}`);
    lines.push('    statuses:');
    for (const [status, to] of Object.entries(s.statuses ?? { OK: 'DONE' })) lines.push(`      ${status}: ${to}`);
    if (s.extra) for (const l of s.extra.split('\n')) lines.push(`    ${l}`);
  }
  if (opts.execution) lines.push('execution:', ...opts.execution.split('\n').map((l) => `  ${l}`));
  return lines.join('\n') + '\n';
}

/** A linear chain a -> b -> c ... -> DONE of counting stages. */
export function chainYaml(name: string, ids: string[], extra: Partial<Record<string, Partial<StepSpec>>> = {}): string {
  const steps: Record<string, StepSpec> = {};
  ids.forEach((id, i) => {
    steps[id] = { run: 'source lib.sh; stage OK', statuses: { OK: ids[i + 1] ?? 'DONE' }, ...extra[id] };
  });
  return workflowYaml(name, steps);
}

const created: Array<{ dir: string }> = [];

/** Remove every workspace made by workspaceWith (call from afterAll). On libuv's pool, folders at once. */
export async function removeWorkspaces(): Promise<void> {
  await Promise.all(created.splice(0).map((ws) => rm(ws.dir, { recursive: true, force: true })));
}

/**
 * A workspace holding lib.sh and the given files, committed (a plain directory with
 * `git: false`). Removed by removeWorkspaces().
 */
export function workspaceWith(files: Record<string, string>, options: { git?: boolean } = {}): TempWorkspace {
  const ws = new TempWorkspace(options);
  created.push(ws);
  ws.write('lib.sh', STAGE_LIB);
  for (const [rel, text] of Object.entries(files)) ws.write(rel, text);
  if (options.git !== false) ws.commit();
  return ws;
}

/** A scratch directory outside any workspace (for "nothing was written there" checks). */
export function outsideDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stagegate-outside-'));
  created.push({ dir });
  return dir;
}

/** The keys `run --json` and `status --json` always start with, in this order. */
export const OUTCOME_KEYS = ['status', 'workflow', 'run_id', 'active_step', 'completed_steps', 'state_path', 'manifest_path', 'message'] as const;

/**
 * For a test file that starts runners of the built CLI as processes and lets their stages outlive
 * them: each runner started through `start` (its own process group) and each stage pid pushed on
 * `stagePids` is killed after every test, passed or failed. Call once, at the file's top level.
 */
export function trackedRuns(): { start(ws: TempWorkspace, args: string[]): { child: ChildProcess; done: Promise<CliResult> }; stagePids: number[] } {
  const started: ChildProcess[] = [];
  const stagePids: number[] = [];
  afterEach(() => {
    for (const child of started.splice(0)) killRun(child);
    for (const pid of stagePids.splice(0)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  });
  return {
    start(ws, args) {
      const child = ws.spawn(args, { detached: true });
      started.push(child);
      return { child, done: finished(child) };
    },
    stagePids,
  };
}
