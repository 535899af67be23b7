// The built CLI and Action bound V8's heap growth (src/host/heap-growth.ts): each full collection
// sets the next one's limit at 1.5× what it kept, not the up to 4× V8 picks after a burst of
// allocation; a `node --heap-growing-percent=N` on the command line stands. V8 says which factor
// it used in --trace-gc-verbose's "Limit:" lines. Validating a workflow of 2,000 steps makes the
// process collect its old generation at least once.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, chainYaml, finished, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { spawnTracked } from '../helpers/processes.js';
import { runActionProcess } from '../helpers/action-harness.js';
import { expectBuiltCli } from './smoke-support.js';

beforeAll(expectBuiltCli);
afterAll(removeWorkspaces);

const BIG = chainYaml('big', Array.from({ length: 2000 }, (_, i) => `s${i + 1}`));

/**
 * The growing factors V8 set its old generation's limits with, from --trace-gc-verbose output:
 * V8 11 (Node 20) prints the factor it applied on its "Limit:" lines (its "factor … based on"
 * line is the one it computed before the flag's), V8 13 (Node 24) on its "factor … based on" line.
 */
function limitFactors(trace: string): string[] {
  const applied = [...trace.matchAll(/\[HeapController\] Limit: .* \((\d+(?:\.\d+)?)\)$/gm)].map((m) => m[1]!);
  if (applied.length > 0) return applied;
  return [...trace.matchAll(/\[HeapController\] factor (\d+(?:\.\d+)?) based on/gm)].map((m) => m[1]!);
}

async function cliFactors(nodeArgs: string[]): Promise<string[]> {
  const ws = workspaceWith({ 'big.yaml': BIG });
  const r = await finished(spawnTracked(process.execPath, [...nodeArgs, '--trace-gc-verbose', CLI, 'validate', 'big.yaml'], { cwd: ws.dir, stdio: ['ignore', 'pipe', 'pipe'] }));
  expect(r.code, r.stderr).toBe(0);
  return limitFactors(r.stdout);
}

describe('the heap growth of a stagegate process', () => {
  it('the CLI sets each limit at 1.5× the live heap; a --heap-growing-percent of its own command line stands', async () => {
    const ours = await cliFactors([]);
    expect(ours.length).toBeGreaterThan(0);
    expect(new Set(ours)).toEqual(new Set(['1.5']));
    const given = await cliFactors(['--heap-growing-percent=80']);
    expect(given.length).toBeGreaterThan(0);
    expect(new Set(given)).toEqual(new Set(['1.8']));
  });

  it('the Action does the same', async () => {
    const ws = workspaceWith({ 'big.yaml': BIG });
    // A host that imports the action's entry (as @github/local-action does), with V8's trace on.
    const host = join(ws.dir, 'host.mjs');
    writeFileSync(host, 'await import(process.argv[2]);\n');
    const r = await runActionProcess({ workspace: ws.dir, inputs: { command: 'validate', workflow: 'big.yaml' }, host: { script: host, nodeArgs: ['--trace-gc-verbose'] } });
    expect(r.exitCode, r.stderr).toBe(0);
    const factors = limitFactors(r.stdout);
    expect(factors.length).toBeGreaterThan(0);
    expect(new Set(factors)).toEqual(new Set(['1.5']));
  });
});
