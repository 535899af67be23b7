// Shared support for the crash harness and the security / lock-race / failing-disk tests: a
// snapshot of the BUILT CLI (so a concurrent `npm run bundle` cannot pull the file away in the
// middle of a campaign), temp workspaces (plain folders, not git repositories), and a child-process
// wrapper that starts the built CLI in its own process group (tracked: killed after each test).
// `Workspace.run` runs the CLI in-process like test/helpers/cli.ts (see in-process.ts); `startCli`
// always starts a real process.
import { type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { awaitingExec, markOf, RUN_MARK, scanEnv, spawnTracked } from './processes.js';
import { RUNS_BUILT_CLI, runCliInProcess, type CliResult } from './in-process.js';

export type { CliResult };

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The CLI bundle under test: STAGEGATE_TEST_CLI, else dist/cli/index.js (built by `npm run bundle`). */
export function cliBundle(): string {
  return process.env['STAGEGATE_TEST_CLI'] ?? join(REPO_ROOT, 'dist', 'cli', 'index.js');
}

let snapshot: string | undefined;

/**
 * A copy of the bundle's directory, named after the bundle's sha256 (one per bundle version,
 * shared by every test process, so nothing needs cleaning up), and its index.js.
 */
export function cliSnapshot(): string {
  if (snapshot && existsSync(snapshot)) return snapshot;
  const source = cliBundle();
  if (!existsSync(source)) throw new Error(`CLI bundle ${source} is missing: run \`npm run bundle\` first`);
  const digest = createHash('sha256').update(readFileSync(source)).digest('hex').slice(0, 16);
  const dir = join(tmpdir(), `stagegate-cli-${digest}`);
  if (!existsSync(join(dir, 'index.js'))) {
    const temp = mkdtempSync(join(tmpdir(), 'stagegate-cli-tmp-'));
    cpSync(dirname(source), temp, { recursive: true });
    try {
      renameSync(temp, dir);
    } catch {
      rmSync(temp, { recursive: true, force: true }); // another process made it first
    }
  }
  snapshot = join(dir, 'index.js');
  return snapshot;
}

/** Environment for the CLI: the caller's, minus stagegate's own variables and colours. */
export function cliEnv(extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (v === undefined || k.startsWith('STAGEGATE_') || k.startsWith('CRASH_') || k === 'FORCE_COLOR') continue;
    env[k] = v;
  }
  return { ...env, NO_COLOR: '1', ...extra };
}

export interface Started {
  child: ChildProcess;
  done: Promise<CliResult>;
}

/** Start the built CLI in its own process group (so the whole group can be killed; tracked). */
export function startCli(cwd: string, args: string[], options: { env?: Record<string, string>; detached?: boolean; nodeArgs?: string[]; fileSizeLimit?: number } = {}): Started {
  // nodeArgs: options for node itself (the crash harness preloads its kill switch with --import).
  const node = [process.execPath, ...(options.nodeArgs ?? []), cliSnapshot(), ...args];
  // fileSizeLimit: RLIMIT_FSIZE in bytes (util-linux prlimit execs node with it: a write past it fails EFBIG, as a full disk fails).
  const [command, ...rest] = options.fileSizeLimit === undefined ? node : ['prlimit', `--fsize=${options.fileSizeLimit}`, ...node];
  const child = spawnTracked(command!, rest, {
    cwd,
    // spawnTracked marks it; every stage inherits the mark (stages run in process groups of their own): killGroup finds them by it.
    env: cliEnv(options.env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const mark = markOf(child);
  if (child.pid !== undefined && mark !== undefined) marks.set(child.pid, mark);
  const out: string[] = [];
  const err: string[] = [];
  child.stdout!.setEncoding('utf8').on('data', (d: string) => out.push(d));
  child.stderr!.setEncoding('utf8').on('data', (d: string) => err.push(d));
  const done = new Promise<CliResult>((resolvePromise, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolvePromise({ code, signal, stdout: out.join(''), stderr: err.join('') }));
  });
  return { child, done };
}

/** Run the CLI to completion: in-process, or the built CLI when helpers run it (in-process.ts). */
export function runCli(cwd: string, args: string[], options: { env?: Record<string, string> } = {}): Promise<CliResult> {
  if (RUNS_BUILT_CLI) return startCli(cwd, args, options).done;
  return runCliInProcess(args, cwd, cliEnv(options.env));
}

/** The one JSON object a --json command prints. */
export function jsonOf(r: CliResult): Record<string, unknown> {
  const text = r.stdout.trim();
  if (!text.startsWith('{') || text.includes('\n')) throw new Error(`expected one JSON line on stdout, got:\n${r.stdout}\nstderr:\n${r.stderr}`);
  return JSON.parse(text) as Record<string, unknown>;
}

const marks = new Map<number, string>();

/**
 * SIGKILL a CLI's process group and every stage it started (each stage runs in a process group of
 * its own, found by the mark startCli gave the CLI); wait until none is left (so nothing of it
 * writes later). A scan that finds none counts only when no process was caught mid-exec (an empty
 * environment): a stage exec'ing at that moment would otherwise be missed and write afterwards.
 */
export async function killGroup(pgid: number): Promise<void> {
  const mark = marks.get(pgid);
  const seenUnsure = new Map<number, number>();
  for (let i = 0; i < 2000; i++) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      /* already gone */
    }
    const { found: left, unsure } = mark === undefined ? { found: [], unsure: [] } : scanEnv(RUN_MARK, mark);
    for (const pid of left) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
    const waiting = awaitingExec(seenUnsure, unsure);
    let groupAlive = true;
    try {
      process.kill(-pgid, 0);
    } catch {
      groupAlive = false;
    }
    if (!groupAlive && left.length === 0 && !waiting) return;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`process group ${pgid} (or a stage it started) survived SIGKILL`);
}

/** A throw-away workspace (not a git repository unless asked: source_commit is then null). */
export class Workspace {
  readonly dir: string;
  constructor(prefix = 'stagegate-sec-', base = tmpdir()) {
    mkdirSync(base, { recursive: true });
    this.dir = mkdtempSync(join(base, prefix));
  }
  path(rel: string): string {
    return join(this.dir, rel);
  }
  write(rel: string, text: string | Buffer): string {
    const p = this.path(rel);
    mkdirSync(dirname(p), { recursive: true });
    writeFileSync(p, text);
    return p;
  }
  read(rel: string): string {
    return readFileSync(this.path(rel), 'utf8');
  }
  exists(rel: string): boolean {
    return existsSync(this.path(rel));
  }
  run(args: string[], env?: Record<string, string>): Promise<CliResult> {
    return runCli(this.dir, args, env ? { env } : {});
  }
  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Shell helper a fixture stage sources: `gate STATUS [open] [extra yaml lines]` ends the output. */
export const GATE_LIB = `gate() {
  case $STAGEGATE_OUTPUT in */*) [ -d "\${STAGEGATE_OUTPUT%/*}" ] || mkdir -p "\${STAGEGATE_OUTPUT%/*}" ;; esac
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
`;

/** Small deterministic PRNG (mulberry32): the harness's randomness comes only from its seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
