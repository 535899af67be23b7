#!/usr/bin/env node
// Fan-out benchmark (issue 22): a foreach of 32 items whose one stage takes 1 s, run as shards by
// 8 concurrent `stagegate run --shard` processes, then `stagegate merge`, against the ideal:
// 32 × 1 s / 8 = 4 s. Goal: shards + merge ≤ 1.3 × the ideal. Two ways, alternating in one run:
//   legs: `stagegate shards --legs 8` deals the keys into 8 legs; each of the 8 processes runs its
//         leg's keys (`run --shard K1 --shard K2 ...`), as a matrix of 8 runners does;
//   keys: one process per key, 8 at a time (each slot takes the next key when its process ends).
// The plan invocation (the run up to the foreach) and `stagegate shards` are measured apart: on
// GitHub they are a job of their own.
// Side by side: --compare PATH runs a second build in the same run, the two builds alternating
// (A B, then B A, ...); --ways legs (or keys) measures one way only. With GNU time present, the
// CPU (user+sys, from wait4: each process with the stages it waited for) of the shard processes
// and of the merge is reported too (it is less sensitive to the machine's load than wall time).
//   node bench/fan-out.mjs [--reps N] [--cli PATH] [--compare PATH] [--ways legs,keys] [--items N] [--workers N] [--seconds S]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { GNU_TIME, childEnv, makeGitWorkspace, stageScript } from './lib.mjs';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: opt } = parseArgs({
  options: {
    reps: { type: 'string', default: '3' },
    cli: { type: 'string', default: join(REPO, 'dist', 'cli', 'index.js') },
    compare: { type: 'string' },
    ways: { type: 'string', default: 'legs,keys' },
    items: { type: 'string', default: '32' },
    workers: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '1' },
  },
});
const ITEMS = Number(opt.items);
const WORKERS = Number(opt.workers);
const SECONDS = Number(opt.seconds);
const IDEAL_MS = (ITEMS * SECONDS * 1000) / WORKERS;
const WAYS = opt.ways.split(',').map((w) => w.trim());
for (const w of WAYS) if (w !== 'legs' && w !== 'keys') throw new Error(`--ways: unknown way '${w}' (legs, keys)`);
const BUILDS = opt.compare ? [{ name: 'A', cli: resolve(opt.cli) }, { name: 'B', cli: resolve(opt.compare) }] : [{ name: '', cli: resolve(opt.cli) }];

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

let timed = 0;
/** The command line of one stagegate process: under GNU time (its CPU written to a file of its own) when there is one. */
function command(cliPath, args, cwd) {
  if (!GNU_TIME) return { file: process.execPath, argv: [cliPath, ...args], cpu: () => NaN };
  const out = join(cwd, '..', `cpu-${process.pid}-${timed++}.txt`);
  return {
    file: GNU_TIME,
    argv: ['-f', '%U %S', '-o', out, process.execPath, cliPath, ...args],
    cpu: () => {
      const [user, sys] = readFileSync(out, 'utf8').trim().split('\n').pop().split(' ').map(Number);
      return (user + sys) * 1000;
    },
  };
}

/** Runs stagegate to its end; its stdout and CPU (ms). */
function cli(cwd, cliPath, args) {
  const c = command(cliPath, args, cwd);
  const r = spawnSync(c.file, c.argv, { cwd, env: childEnv(), encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`stagegate ${args.join(' ')} exited ${r.status}: ${r.stdout}${r.stderr}`);
  return { stdout: r.stdout, cpu: c.cpu() };
}

/** Runs stagegate; resolves with its CPU (ms) when it ends. */
function cliAsync(cwd, cliPath, args) {
  return new Promise((resolvePromise, reject) => {
    const c = command(cliPath, args, cwd);
    const child = spawn(c.file, c.argv, { cwd, env: childEnv(), stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolvePromise(c.cpu()) : reject(new Error(`stagegate ${args.join(' ')} exited ${code}: ${err}`))));
  });
}

async function once(parent, rep, way, build) {
  const ws = makeGitWorkspace(parent, `ws${rep}-${way}${build.name}`, { 'wf.yaml': workflow(), 'registry.md': registry() });
  const t0 = performance.now();
  cli(ws, build.cli, ['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'start', '--json']);
  const listed = JSON.parse(cli(ws, build.cli, ['shards', 'wf.yaml', '--run-id', 'r1', '--legs', String(WORKERS), '--json']).stdout);
  if (listed.shards.length !== ITEMS) throw new Error(`expected ${ITEMS} shards, got ${listed.shards.length}`);
  const t1 = performance.now();
  let cpus;
  if (way === 'legs') {
    cpus = await Promise.all(listed.legs.map((leg) => cliAsync(ws, build.cli, ['run', 'wf.yaml', '--run-id', 'r1', ...leg.flatMap((key) => ['--shard', key]), '--quiet'])));
  } else {
    const queue = listed.shards.slice();
    cpus = (
      await Promise.all(
        Array.from({ length: WORKERS }, async () => {
          const spent = [];
          for (let key = queue.shift(); key !== undefined; key = queue.shift()) spent.push(await cliAsync(ws, build.cli, ['run', 'wf.yaml', '--run-id', 'r1', '--shard', key, '--quiet']));
          return spent;
        }),
      )
    ).flat();
  }
  const t2 = performance.now();
  const merged = cli(ws, build.cli, ['merge', 'wf.yaml', '--run-id', 'r1', '--json']);
  const t3 = performance.now();
  const outcome = JSON.parse(merged.stdout);
  if (outcome.status !== 'WORKFLOW_COMPLETE') throw new Error(`merge ended ${outcome.status}: ${outcome.message}`);
  return { plan: t1 - t0, shards: t2 - t1, merge: t3 - t2, shardsCpu: cpus.reduce((a, b) => a + b, 0), mergeCpu: merged.cpu };
}

const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const parent = mkdtempSync(join(os.tmpdir(), 'stagegate-fanbench-'));
try {
  const load = os.loadavg().map((l) => l.toFixed(2)).join(' / ');
  const runs = new Map(BUILDS.map((b) => [b.name, { legs: [], keys: [] }]));
  for (let rep = 0; rep < Number(opt.reps); rep++) {
    const order = rep % 2 === 0 ? BUILDS : BUILDS.slice().reverse();
    for (const way of WAYS) for (const build of order) runs.get(build.name)[way].push(await once(parent, rep, way, build));
  }
  console.log(`fan-out: ${ITEMS} items of ${SECONDS} s over ${WORKERS} concurrent shard processes, ${opt.reps} runs of each way${BUILDS.length > 1 ? ' and build' : ''}, alternating (load ${load} at start, ${os.loadavg().map((l) => l.toFixed(2)).join(' / ')} at end; ${os.cpus().length} cores)`);
  for (const build of BUILDS) {
    if (build.name) console.log(`build ${build.name}: ${build.cli}`);
    for (const way of WAYS) {
      const rs = runs.get(build.name)[way];
      const total = median(rs.map((r) => r.shards + r.merge));
      const ratio = total / IDEAL_MS;
      console.log(way === 'legs' ? `  legs: ${WORKERS} processes, each running its leg's ${ITEMS / WORKERS} keys (run --shard K1 --shard K2 ...)` : `  keys: one process per key, ${WORKERS} at a time`);
      console.log(`    shards: median ${median(rs.map((r) => r.shards)).toFixed(0)} ms; merge: median ${median(rs.map((r) => r.merge)).toFixed(0)} ms`);
      console.log(`    shards + merge: median ${total.toFixed(0)} ms against the ideal ${IDEAL_MS.toFixed(0)} ms: ${ratio.toFixed(2)}× (goal ≤ 1.3×: ${ratio <= 1.3 ? 'met' : 'MISSED'})`);
      if (GNU_TIME) console.log(`    CPU (user+sys): shard processes median ${median(rs.map((r) => r.shardsCpu)).toFixed(0)} ms in all; merge median ${median(rs.map((r) => r.mergeCpu)).toFixed(0)} ms`);
      console.log(`    plan (run to the foreach + shards): median ${median(rs.map((r) => r.plan)).toFixed(0)} ms; every run (shards/merge ms${GNU_TIME ? ', CPU shards/merge ms' : ''}): ${rs.map((r) => `${r.shards.toFixed(0)}/${r.merge.toFixed(0)}${GNU_TIME ? ` (${r.shardsCpu.toFixed(0)}/${r.mergeCpu.toFixed(0)})` : ''}`).join(', ')}`);
    }
  }
} finally {
  rmSync(parent, { recursive: true, force: true });
}
