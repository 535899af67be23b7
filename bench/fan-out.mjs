#!/usr/bin/env node
// Fan-out benchmark (issue 22): a foreach of 32 items whose one stage takes 1 s, run as shards by
// 8 concurrent `stagegate run --shard` processes, then `stagegate merge`, against the ideal:
// 32 × 1 s / 8 = 4 s. Goal: shards + merge ≤ 1.3 × the ideal. Two ways, alternating in one run:
//   legs: `stagegate shards --legs 8` deals the keys into 8 legs; each of the 8 processes runs its
//         leg's keys (`run --shard K1 --shard K2 ...`), as a matrix of 8 runners does;
//   keys: one process per key, 8 at a time (each slot takes the next key when its process ends).
//   limit: the floor under any design that starts a Node process per leg (the issue's matrix leg
//         is one): 8 concurrent `bench/node-limit.mjs` processes, each doing its leg's 4 stage
//         spawns (the same script) with one fdatasync'd append per key, then one more Node start
//         for the merge. Measured in the same repetitions, so the ratios sit side by side.
// The plan invocation (the run up to the foreach) and `stagegate shards` are measured apart: on
// GitHub they are a job of their own.
// Side by side: --compare PATH runs a second build in the same run, the two builds alternating
// (A B, then B A, ...); --ways legs (or keys, limit) measures one way only. With GNU time present, the
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
    ways: { type: 'string', default: 'legs,keys,limit' },
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
for (const w of WAYS) if (w !== 'legs' && w !== 'keys' && w !== 'limit') throw new Error(`--ways: unknown way '${w}' (legs, keys, limit)`);
const NODE_LIMIT = join(REPO, 'bench', 'node-limit.mjs');
const BUILDS = opt.compare ? [{ name: 'A', cli: resolve(opt.cli) }, { name: 'B', cli: resolve(opt.compare) }] : [{ name: '', cli: resolve(opt.cli) }];

/** The per-item stage: sleeps, then writes its output and gate (the limit way spawns the same text). */
function itemStage() {
  return `sleep ${SECONDS}; ${stageScript('OK').replace(/^printf/, 'mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"; printf')}`;
}

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
    `        run: ${JSON.stringify(itemStage())}`,
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

/** Runs stagegate (or another Node script) to its end; its stdout and CPU (ms). */
function cli(cwd, cliPath, args, env = childEnv()) {
  const c = command(cliPath, args, cwd);
  const r = spawnSync(c.file, c.argv, { cwd, env, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`stagegate ${args.join(' ')} exited ${r.status}: ${r.stdout}${r.stderr}`);
  return { stdout: r.stdout, cpu: c.cpu() };
}

/** Runs stagegate (or another Node script); resolves with its CPU (ms) when it ends. */
function cliAsync(cwd, cliPath, args, env = childEnv()) {
  return new Promise((resolvePromise, reject) => {
    const c = command(cliPath, args, cwd);
    const child = spawn(c.file, c.argv, { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolvePromise(c.cpu()) : reject(new Error(`stagegate ${args.join(' ')} exited ${code}: ${err}`))));
  });
}

/** The limit way: a Node process per leg doing only the spawns and a durable append per key, then a Node start for the merge. */
async function limitOnce(parent, rep) {
  const ws = makeGitWorkspace(parent, `ws${rep}-limit`, {});
  const env = childEnv({ NODE_LIMIT_SCRIPT: itemStage() });
  const perLeg = Math.ceil(ITEMS / WORKERS);
  const t1 = performance.now();
  const cpus = await Promise.all(Array.from({ length: WORKERS }, (_, k) => cliAsync(ws, NODE_LIMIT, [join(ws, `leg${k}`), String(Math.min(perLeg, ITEMS - k * perLeg)), 'fanbench', 'item'], env)));
  const t2 = performance.now();
  const merged = cli(ws, NODE_LIMIT, [join(ws, 'merge'), '0', 'fanbench', 'item'], env);
  const t3 = performance.now();
  return { plan: 0, shards: t2 - t1, merge: t3 - t2, shardsCpu: cpus.reduce((a, b) => a + b, 0), mergeCpu: merged.cpu };
}

async function once(parent, rep, way, build) {
  if (way === 'limit') return limitOnce(parent, rep);
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
  const runs = new Map(BUILDS.map((b) => [b.name, { legs: [], keys: [], limit: [] }]));
  for (let rep = 0; rep < Number(opt.reps); rep++) {
    const order = rep % 2 === 0 ? BUILDS : BUILDS.slice().reverse();
    // The limit does not depend on the build: measured once per repetition, beside the first build's ways.
    for (const way of WAYS) for (const build of way === 'limit' ? order.slice(0, 1) : order) runs.get(way === 'limit' ? BUILDS[0].name : build.name)[way].push(await once(parent, rep, way, build));
  }
  console.log(`fan-out: ${ITEMS} items of ${SECONDS} s over ${WORKERS} concurrent shard processes, ${opt.reps} runs of each way${BUILDS.length > 1 ? ' and build' : ''}, alternating (load ${load} at start, ${os.loadavg().map((l) => l.toFixed(2)).join(' / ')} at end; ${os.cpus().length} cores)`);
  for (const build of BUILDS) {
    if (build.name) console.log(`build ${build.name}: ${build.cli}`);
    for (const way of WAYS) {
      const rs = runs.get(build.name)[way];
      if (rs.length === 0) continue;
      const total = median(rs.map((r) => r.shards + r.merge));
      const ratio = total / IDEAL_MS;
      console.log(
        way === 'legs'
          ? `  legs: ${WORKERS} processes, each running its leg's ${ITEMS / WORKERS} keys (run --shard K1 --shard K2 ...)`
          : way === 'keys'
            ? `  keys: one process per key, ${WORKERS} at a time`
            : `  limit: ${WORKERS} minimal Node processes (bench/node-limit.mjs), each spawning its leg's ${ITEMS / WORKERS} stages with one fdatasync'd append per key, then one Node start for the merge (the floor of a Node process per leg)`,
      );
      console.log(`    shards: median ${median(rs.map((r) => r.shards)).toFixed(0)} ms; merge: median ${median(rs.map((r) => r.merge)).toFixed(0)} ms`);
      console.log(`    shards + merge: median ${total.toFixed(0)} ms against the ideal ${IDEAL_MS.toFixed(0)} ms: ${ratio.toFixed(2)}× (goal ≤ 1.3×: ${ratio <= 1.3 ? 'met' : 'MISSED'})`);
      if (GNU_TIME) console.log(`    CPU (user+sys): shard processes median ${median(rs.map((r) => r.shardsCpu)).toFixed(0)} ms in all; merge median ${median(rs.map((r) => r.mergeCpu)).toFixed(0)} ms`);
      if (way !== 'limit') console.log(`    plan (run to the foreach + shards): median ${median(rs.map((r) => r.plan)).toFixed(0)} ms; every run (shards/merge ms${GNU_TIME ? ', CPU shards/merge ms' : ''}): ${rs.map((r) => `${r.shards.toFixed(0)}/${r.merge.toFixed(0)}${GNU_TIME ? ` (${r.shardsCpu.toFixed(0)}/${r.mergeCpu.toFixed(0)})` : ''}`).join(', ')}`);
    }
  }
  // Side by side with the floor: each repetition's ways ran back to back, so their ratio moves less with the load.
  const floor = runs.get(BUILDS[0].name).limit;
  if (floor.length > 0) {
    console.log(`  the limit's own shards + merge against the ideal: ${(median(floor.map((r) => r.shards + r.merge)) / IDEAL_MS).toFixed(2)}× (a Node process per leg, nothing else)`);
    for (const build of BUILDS) {
      for (const way of WAYS.filter((w) => w !== 'limit')) {
        const rs = runs.get(build.name)[way];
        const ratios = rs.map((r, i) => (r.shards + r.merge) / (floor[i].shards + floor[i].merge));
        console.log(`  ${build.name ? `build ${build.name} ` : ''}${way} / limit (per repetition, then the median): ${median(ratios).toFixed(2)}×`);
      }
    }
  }
} finally {
  rmSync(parent, { recursive: true, force: true });
}
