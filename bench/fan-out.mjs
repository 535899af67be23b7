#!/usr/bin/env node
// Fan-out benchmark (issue 22): a foreach of 32 items whose one stage takes 1 s, run as shards by
// 8 concurrent `stagegate run --shard` processes, then `stagegate merge`, against the ideal:
// 32 × 1 s / 8 = 4 s. Goal: shards + merge ≤ 1.3 × the ideal. Two ways, alternating in one run:
//   legs: `stagegate shards --legs 8` deals the keys into 8 legs; each of the 8 processes runs its
//         leg's keys (`run --shard K1 --shard K2 ...`), as a matrix of 8 runners does;
//   keys: one process per key, 8 at a time (each slot takes the next key when its process ends).
// The plan invocation (the run up to the foreach) and `stagegate shards` are measured apart: on
// GitHub they are a job of their own.
//   node bench/fan-out.mjs [--reps N] [--cli PATH] [--items N] [--workers N] [--seconds S]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { childEnv, makeGitWorkspace, stageScript } from './lib.mjs';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: opt } = parseArgs({
  options: {
    reps: { type: 'string', default: '3' },
    cli: { type: 'string', default: join(REPO, 'dist', 'cli', 'index.js') },
    items: { type: 'string', default: '32' },
    workers: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '1' },
  },
});
const ITEMS = Number(opt.items);
const WORKERS = Number(opt.workers);
const SECONDS = Number(opt.seconds);
const IDEAL_MS = (ITEMS * SECONDS * 1000) / WORKERS;

function workflow() {
  const stage = stageScript('OK');
  return [
    "version: '4.0'",
    'name: fanbench',
    "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
    'inputs:',
    '  required: [run_id]',
    'steps:',
    '  start:',
    `    run: ${JSON.stringify(stage)}`,
    "    output: 'runs/{{run_id}}/start.md'",
    '    statuses: { OK: items }',
    '  items:',
    '    foreach:',
    '      source: registry.md',
    '      id_field: ID',
    '    per_item:',
    '      work:',
    `        run: ${JSON.stringify(`sleep ${SECONDS}; ${stage.replace(/^printf/, 'mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"; printf')}`)}`,
    "        output: 'runs/{{run_id}}/work/{{item_id}}.md'",
    '        statuses: { OK: next_artifact }',
    '    completion: { on_complete: DONE }',
  ].join('\n') + '\n';
}

function registry() {
  const rows = Array.from({ length: ITEMS }, (_, i) => `| I-${String(i + 1).padStart(3, '0')} | PENDING |`);
  return ['| ID | Status |', '|---|---|', ...rows, ''].join('\n');
}

function cli(cwd, args) {
  const r = spawnSync(process.execPath, [opt.cli, ...args], { cwd, env: childEnv(), encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`stagegate ${args.join(' ')} exited ${r.status}: ${r.stdout}${r.stderr}`);
  return r.stdout;
}

function cliAsync(cwd, args) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [opt.cli, ...args], { cwd, env: childEnv(), stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolvePromise() : reject(new Error(`stagegate ${args.join(' ')} exited ${code}: ${err}`))));
  });
}

async function once(parent, rep, way) {
  const ws = makeGitWorkspace(parent, `ws${rep}-${way}`, { 'wf.yaml': workflow(), 'registry.md': registry() });
  const t0 = performance.now();
  cli(ws, ['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'start', '--json']);
  const listed = JSON.parse(cli(ws, ['shards', 'wf.yaml', '--run-id', 'r1', '--legs', String(WORKERS), '--json']));
  if (listed.shards.length !== ITEMS) throw new Error(`expected ${ITEMS} shards, got ${listed.shards.length}`);
  const t1 = performance.now();
  if (way === 'legs') {
    await Promise.all(listed.legs.map((leg) => cliAsync(ws, ['run', 'wf.yaml', '--run-id', 'r1', ...leg.flatMap((key) => ['--shard', key]), '--quiet'])));
  } else {
    const queue = listed.shards.slice();
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        for (let key = queue.shift(); key !== undefined; key = queue.shift()) await cliAsync(ws, ['run', 'wf.yaml', '--run-id', 'r1', '--shard', key, '--quiet']);
      }),
    );
  }
  const t2 = performance.now();
  const merged = JSON.parse(cli(ws, ['merge', 'wf.yaml', '--run-id', 'r1', '--json']));
  const t3 = performance.now();
  if (merged.status !== 'WORKFLOW_COMPLETE') throw new Error(`merge ended ${merged.status}: ${merged.message}`);
  return { plan: t1 - t0, shards: t2 - t1, merge: t3 - t2 };
}

const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const parent = mkdtempSync(join(os.tmpdir(), 'stagegate-fanbench-'));
try {
  const load = os.loadavg().map((l) => l.toFixed(2)).join(' / ');
  const runs = { legs: [], keys: [] };
  for (let rep = 0; rep < Number(opt.reps); rep++) for (const way of ['legs', 'keys']) runs[way].push(await once(parent, rep, way));
  console.log(`fan-out: ${ITEMS} items of ${SECONDS} s over ${WORKERS} concurrent shard processes, ${opt.reps} runs of each way, alternating (load ${load} at start, ${os.loadavg().map((l) => l.toFixed(2)).join(' / ')} at end; ${os.cpus().length} cores)`);
  for (const way of ['legs', 'keys']) {
    const rs = runs[way];
    const total = median(rs.map((r) => r.shards + r.merge));
    const ratio = total / IDEAL_MS;
    console.log(way === 'legs' ? `  legs: ${WORKERS} processes, each running its leg's ${ITEMS / WORKERS} keys (run --shard K1 --shard K2 ...)` : `  keys: one process per key, ${WORKERS} at a time`);
    console.log(`    shards: median ${median(rs.map((r) => r.shards)).toFixed(0)} ms; merge: median ${median(rs.map((r) => r.merge)).toFixed(0)} ms`);
    console.log(`    shards + merge: median ${total.toFixed(0)} ms against the ideal ${IDEAL_MS.toFixed(0)} ms: ${ratio.toFixed(2)}× (goal ≤ 1.3×: ${ratio <= 1.3 ? 'met' : 'MISSED'})`);
    console.log(`    plan (run to the foreach + shards): median ${median(rs.map((r) => r.plan)).toFixed(0)} ms; every run (shards/merge ms): ${rs.map((r) => `${r.shards.toFixed(0)}/${r.merge.toFixed(0)}`).join(', ')}`);
  }
} finally {
  rmSync(parent, { recursive: true, force: true });
}
