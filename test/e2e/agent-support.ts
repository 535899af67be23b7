/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// Support for the agent end-to-end tests: a throw-away git workspace (test/helpers/cli.ts's, so
// the BUILT CLI runs: dist/cli/index.js or STAGEGATE_E2E_CLI), the deterministic fake agent, and
// fake agent CLIs on PATH. No test here ever reaches a real model.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TempWorkspace, jsonOf, type CliResult } from '../helpers/cli.js';
import { copyTree } from '../helpers/copy-tree.js';

export { jsonOf, processAlive, waitFor } from '../helpers/cli.js';

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FAKE_AGENT = join(REPO, 'test', 'fixtures', 'fake-agent');
export const EXAMPLE = join(REPO, 'workflows', 'examples', 'agent');

/**
 * Whether `argv` (what a fake CLI named like the agent's received) is one docs/agents.md's Adapters
 * table allows for that adapter: its argv column read as a pattern — `[…]` optional, `(a \| b)` one
 * of them, `M` the model, `N` a number, `UUID` and `PREVIOUS` session ids, `ARGS` the user's words.
 * Returns the pattern too, for the failure message.
 */
export function documentedArgv(adapter: string, argv: readonly string[]): { matches: boolean; pattern: string } {
  const docs = readFileSync(join(REPO, 'docs', 'agents.md'), 'utf8');
  const cell = new RegExp(`^\\| \`${adapter}\`[^|]*\\| \`([^\`]+)\``, 'm').exec(docs)?.[1];
  if (cell === undefined) throw new Error(`docs/agents.md's Adapters table has no row for ${adapter}`);
  const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
  const word = (w: string): string => {
    if (w === 'ARGS') return '.+';
    if (w === 'M') return '\\S+';
    if (w === 'N') return '\\d+';
    return w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/UUID|PREVIOUS/g, uuid);
  };
  let pattern = '';
  for (const token of cell.replace(/\\\|/g, '|').split(/\s+/)) {
    if (token === '|') {
      pattern += '|';
      continue;
    }
    let w = token;
    while (w.startsWith('[') || w.startsWith('(')) {
      pattern += '(?:';
      w = w.slice(1);
    }
    let close = '';
    while (w.endsWith(']') || w.endsWith(')')) {
      close = (w.endsWith(']') ? ')?' : ')') + close;
      w = w.slice(0, -1);
    }
    pattern += ` ${word(w)}${close}`;
  }
  return { matches: new RegExp(`^${pattern}$`).test(argv.map((a) => ` ${a}`).join('')), pattern: cell };
}

const made: Workspace[] = [];

export async function removeAll(): Promise<void> {
  await Promise.all(made.splice(0).map((w) => rm(w.dir, { recursive: true, force: true })));
}

/** A committed git workspace holding `files` (and a copy of `from`), run through the built CLI. */
export class Workspace extends TempWorkspace {
  constructor(files: Record<string, string> = {}, from?: string) {
    super();
    made.push(this);
    if (from) cpSync(from, this.dir, { recursive: true });
    for (const [rel, text] of Object.entries(files)) this.write(rel, text);
    this.commit();
  }
  /**
   * Another machine: a copy of this workspace as it stands (its own folder, the same files, git
   * history, run roots and fake agent log), for tests that start from the same run twice.
   */
  copy(): Workspace {
    const other = new Workspace();
    rmSync(other.path('.git'), { recursive: true, force: true });
    copyTree(this.dir, other.dir);
    return other;
  }
  /** Lines of a JSONL file written by the fake agent (FAKE_AGENT_LOG). */
  calls(rel = 'calls.jsonl'): any[] {
    if (!this.exists(rel)) return [];
    return this.read(rel).split('\n').filter(Boolean).map((l) => JSON.parse(l));
  }
  /** `run --json` with the fake agent as the command agent. */
  async runFake(args: string[], env: Record<string, string> = {}): Promise<CliResult & { json: any }> {
    const r = await this.run(['run', ...args, '--json', '--agent', 'command', '--agent-command', FAKE_AGENT], { env: { FAKE_AGENT_LOG: this.path('calls.jsonl'), ...env } });
    return { ...r, json: jsonOf(r) };
  }
  /** A folder with a fake executable per name (a shell wrapper around the fake agent). */
  fakeBin(names: string[]): string {
    const bin = this.path('.fake-bin');
    for (const name of names) {
      this.write(`.fake-bin/${name}`, `#!/bin/sh\nFAKE_AGENT_FORMAT=${name} exec '${FAKE_AGENT}' "$@"\n`, 0o755);
    }
    return bin;
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
