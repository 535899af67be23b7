// The built CLI and Action bound V8's heap growth (src/host/heap-growth.ts) for the commands that
// may run long or replay a long journal, once their code is loaded: each full collection sets the
// next one's limit at 1.5× what it kept, not the up to 4× V8 picks after a burst of allocation; a
// `node --heap-growing-percent=N` on the command line stands. The light commands (validate here;
// help, version, gate) never set a V8 flag: Node would then compile the built-in modules they load
// without their cached code. V8 says which factor it used in --trace-gc-verbose's output. A
// workflow of 2,500 steps makes the process collect its old generation at least once (2,000 did, once, on Node 20),
// by allocation alone: the flags below take V8's timing out of when it collects.
// What only a process shows (a heap limit, V8's trace), not a command's smoke test: the slow tier,
// and `npm run test:node24` runs it on the Action's Node too (V8 13's trace is the other format).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI, chainYaml, finished, removeWorkspaces, workspaceWith } from '../../helpers/cli.js';
import { spawnTracked } from '../../helpers/processes.js';
import { runActionProcess } from '../../helpers/action-harness.js';

afterAll(removeWorkspaces);

const BIG = chainYaml('big', Array.from({ length: 2500 }, (_, i) => `s${i + 1}`));

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

/**
 * V8 flags that leave a full collection to allocation alone: without incremental marking a full
 * collection happens exactly when the old generation reaches its limit (with it, marking runs
 * beside the program and a collection started late may not finish before the process exits:
 * plan of 2,500 steps showed one or two, the second by timing), and without the memory reducer
 * no timer starts one (which could also come before stagegate sets its flag). How many full
 * collections a command makes, and when, is then the same on a quiet machine and a loaded one.
 */
const FULL_COLLECTIONS_BY_ALLOCATION = ['--no-incremental-marking', '--no-memory-reducer'];

async function cliFactors(nodeArgs: string[], args: string[]): Promise<string[]> {
  const ws = workspaceWith({ 'big.yaml': BIG });
  const r = await finished(spawnTracked(process.execPath, [...FULL_COLLECTIONS_BY_ALLOCATION, ...nodeArgs, '--trace-gc-verbose', CLI, ...args], { cwd: ws.dir, stdio: ['ignore', 'pipe', 'pipe'] }));
  expect(r.code, r.stderr).toBe(0);
  const factors = limitFactors(r.stdout);
  expect(factors.length, `no full collection in ${args.join(' ')}`).toBeGreaterThan(0);
  return factors;
}

/** A V8 flag that sets the old generation's first limit low, so a full collection happens by allocation, not by timing. */
const EARLY_FULL_COLLECTION = '--initial-old-space-size=4';

/**
 * V8's own factor depends on how fast it measured itself collecting and the program allocating,
 * anywhere from 1.1 to 4.0, so a validate left to it can land on 1.5 by timing (it did, in a CI
 * run). Optimising for size caps V8's own choice at 1.3 on V8 11 and 13 alike while a
 * --heap-growing-percent still replaces it, so a 1.5 can only be ours.
 */
const V8_OWN_FACTOR_BELOW_OURS = '--optimize-for-size';

async function actionFactors(command: string, nodeArgs: string[] = []): Promise<string[]> {
  const ws = workspaceWith({ 'big.yaml': BIG });
  // A host that imports the action's entry (as @github/local-action does), with V8's trace on.
  const host = join(ws.dir, 'host.mjs');
  writeFileSync(host, 'await import(process.argv[2]);\n');
  const r = await runActionProcess({ workspace: ws.dir, inputs: { command, workflow: 'big.yaml', 'run-id': 'r1', persist: 'none' }, host: { script: host, nodeArgs: [...FULL_COLLECTIONS_BY_ALLOCATION, '--trace-gc-verbose', ...nodeArgs] } });
  expect(r.exitCode, `${r.outputs['status']}: ${r.summary}`).toBe(0);
  const factors = limitFactors(r.stdout);
  expect(factors.length, `no full collection in the Action's ${command}`).toBeGreaterThan(0);
  return factors;
}

describe('the heap growth of a stagegate process', () => {
  it('the CLI sets each limit at 1.5× the live heap for plan (a command that may run long), not for validate; a --heap-growing-percent of its own command line stands', async () => {
    expect(new Set(await cliFactors([], ['plan', 'big.yaml', '--run-id', 'r1']))).toEqual(new Set(['1.5']));
    // validate allocates less: a small first old-generation limit makes its full collection
    // certain (2,500 steps alone left it to V8's timing: none at all in a loaded CI run).
    expect(await cliFactors([EARLY_FULL_COLLECTION, V8_OWN_FACTOR_BELOW_OURS], ['validate', 'big.yaml'])).not.toContain('1.5');
    // …and optimising for size does not hide ours: plan still sets 1.5 with it.
    expect(new Set(await cliFactors([V8_OWN_FACTOR_BELOW_OURS], ['plan', 'big.yaml', '--run-id', 'r1']))).toEqual(new Set(['1.5']));
    // A factor given to node stands (also test/unit/heap-growth.test.ts).
    expect(new Set(await cliFactors(['--heap-growing-percent=80'], ['plan', 'big.yaml', '--run-id', 'r1']))).toEqual(new Set(['1.8']));
  });

  it('the Action does the same', async () => {
    expect(new Set(await actionFactors('plan'))).toEqual(new Set(['1.5']));
    expect(await actionFactors('validate', [EARLY_FULL_COLLECTION, V8_OWN_FACTOR_BELOW_OURS])).not.toContain('1.5');
  });
});
