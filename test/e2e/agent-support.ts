/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// Support for the agent end-to-end tests: a throw-away git workspace, the BUILT CLI run as a
// child process (dist/cli/index.js, or AGENT_TEST_CLI), the deterministic fake agent, and fake
// agent CLIs on PATH. No test here ever reaches a real model.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CLI = process.env['AGENT_TEST_CLI'] ?? process.env['STAGEGATE_E2E_CLI'] ?? join(REPO, 'dist', 'cli', 'index.js');
export const FAKE_AGENT = join(REPO, 'test', 'fixtures', 'fake-agent.mjs');
export const EXAMPLE = join(REPO, 'workflows', 'examples', 'agent');

export interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

function baseEnv(extra: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (v === undefined || k.startsWith('STAGEGATE_') || k.startsWith('FAKE_AGENT') || k === 'FORCE_COLOR') continue;
    env[k] = v;
  }
  return { ...env, NO_COLOR: '1', GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t.invalid', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t.invalid', GIT_CONFIG_NOSYSTEM: '1', ...extra };
}

const made: Workspace[] = [];

export function removeAll(): void {
  for (const w of made.splice(0)) rmSync(w.dir, { recursive: true, force: true });
}

export class Workspace {
  readonly dir: string;
  constructor(files: Record<string, string> = {}, from?: string) {
    this.dir = mkdtempSync(join(tmpdir(), 'sg-agent-'));
    made.push(this);
    if (from) cpSync(from, this.dir, { recursive: true });
    for (const [rel, text] of Object.entries(files)) this.write(rel, text);
    const git = (args: string[]) => spawnSync('git', ['-c', 'init.defaultBranch=main', '-c', 'commit.gpgsign=false', ...args], { cwd: this.dir, env: baseEnv({}), encoding: 'utf8' });
    git(['init', '-q']);
    git(['add', '-A']);
    git(['commit', '-q', '--allow-empty', '-m', 'fixture']);
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
  exists(rel: string): boolean {
    return existsSync(this.path(rel));
  }
  yaml(rel: string): any {
    return parse(this.read(rel));
  }
  /** Lines of a JSONL file written by the fake agent (FAKE_AGENT_LOG). */
  calls(rel = 'calls.jsonl'): any[] {
    if (!this.exists(rel)) return [];
    return this.read(rel).split('\n').filter(Boolean).map((l) => JSON.parse(l));
  }
  run(args: string[], env: Record<string, string> = {}): Promise<Result> {
    return new Promise((resolvePromise, reject) => {
      const child = spawn(process.execPath, [CLI, ...args], { cwd: this.dir, env: baseEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
      const out: string[] = [];
      const err: string[] = [];
      child.stdout.setEncoding('utf8').on('data', (d: string) => out.push(d));
      child.stderr.setEncoding('utf8').on('data', (d: string) => err.push(d));
      child.on('error', reject);
      child.on('close', (code) => resolvePromise({ code, stdout: out.join(''), stderr: err.join('') }));
    });
  }
  /** `run --json` with the fake agent as the command agent. */
  async runFake(args: string[], env: Record<string, string> = {}): Promise<Result & { json: any }> {
    const r = await this.run(['run', ...args, '--json', '--agent', 'command', '--agent-command', FAKE_AGENT], { FAKE_AGENT_LOG: this.path('calls.jsonl'), ...env });
    return { ...r, json: jsonOf(r) };
  }
  /** A folder with a fake executable per name (a shell wrapper around the fake agent). */
  fakeBin(names: string[]): string {
    const bin = this.path('.fake-bin');
    for (const name of names) {
      this.write(`.fake-bin/${name}`, `#!/bin/sh\nFAKE_AGENT_FORMAT=${name} exec '${process.execPath}' '${FAKE_AGENT}' "$@"\n`, 0o755);
    }
    return bin;
  }
}

export function jsonOf(r: Result): any {
  const text = r.stdout.trim();
  if (!text.startsWith('{')) throw new Error(`expected JSON on stdout, got:\n${r.stdout}\nstderr:\n${r.stderr}`);
  return JSON.parse(text);
}

/** Poll until `predicate` holds (a process another process kills). Not a timing assertion. */
export async function waitFor(predicate: () => boolean, what: string, limitMs = 20_000): Promise<void> {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > limitMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export function processAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** A 4.0 workflow YAML with the given steps block (indented by the caller's YAML). */
export function workflow(steps: string, opts: { name?: string; execution?: string; optional?: string[] } = {}): string {
  return [
    "version: '4.0'",
    `name: ${opts.name ?? 'agents'}`,
    "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
    'inputs:',
    '  required: [run_id]',
    `  optional: [${(opts.optional ?? []).join(', ')}]`,
    'steps:',
    steps.replace(/^\n/, '').replace(/\s+$/, ''),
    ...(opts.execution ? ['execution:', ...opts.execution.split('\n').map((l) => `  ${l}`)] : []),
    '',
  ].join('\n');
}
