#!/usr/bin/env node
// stagegate benchmarks (issue 6): `npm run bench` runs them all and rewrites docs/benchmarks.md;
// `npm run bench -- --smoke` runs tiny sizes once, without LangGraph, and writes no doc (CI runs
// it through test/slow/bench-smoke.test.ts so the harness keeps working).
//
//   B1 per-stage overhead: chain of N trivial shell stages; (a) stagegate run, (n) the Node limit
//      (bench/node-limit.mjs: the same spawns, one fdatasync'd journal append per stage), (m) the
//      same plus the spec's two file rewrites per stage, (b) bash doing the same spawns and writes
//      (second reference), (c) LangGraph JS + SQLite checkpointer (durable)
//   B2 validate on generated workflows of many steps
//   B3 gate check (readGate) on large artifacts; size-dependent cost of accepting a stage
//   B4 cold start of dist/cli (and dist/action, when built) against `node -e 0`
//   B5 resume (and status) of a run whose state holds many history entries
//   B6 peak RSS of the largest B1 run
//   B7 parallel: 32 branches of `sleep 0.25` at max_concurrency 8 against the ideal (1.0 s), the
//      same commands through `xargs -P 8`, and a one-stage run (the fixed start-up cost)
//   B8 foreach: 200, 2,000 and 100,000 registry items of one trivial stage each, against the Node
//      limit (up to 2,000) and, at 200, a 200-stage B1 chain
//
// Options: --smoke  --reps N  --only B1,B4  --no-langgraph  --doc PATH  --no-doc  --cli PATH
//          --action PATH  --node PATH  --json PATH  --keep  --profile
// --cli PATH (or the STAGEGATE_BENCH_CLI environment variable) measures another build of the
// CLI than dist/cli/index.js, e.g. a private `ncc build` of the working tree.
// --node PATH (or STAGEGATE_BENCH_NODE) runs every measured process (the CLI, the Action, bare
// `node -e 0`, the Node limits) with another Node binary than the one running the harness, e.g.
// the Node 24 the Action runs on (`node scripts/test-node24.mjs --print-path` installs and names it).
// With --only, the doc is written only when --doc PATH is given: the rows and targets of the
// benchmarks not run are then kept from that doc (and marked as carried over).
import { spawnSync } from 'node:child_process';
import { closeSync, copyFileSync, cpSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { createHash } from 'node:crypto';
import os from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  GNU_TIME,
  SHELL_ARGS,
  STAGE_SCRIPT,
  bashChainScript,
  chainWorkflow,
  foreachWorkflow,
  itemId,
  parallelWorkflow,
  registryTable,
  xargsParallelScript,
  childEnv,
  expectJson,
  fmtNum,
  fmtSummary,
  makeGitWorkspace,
  makeTempRoot,
  paired,
  rotate,
  stageId,
  stageScript,
  summary,
  timed,
} from './lib.mjs';

const BENCH = dirname(fileURLToPath(import.meta.url));
const REPO = resolve(BENCH, '..');
const T0 = Date.now();

const { values: opt } = parseArgs({
  options: {
    smoke: { type: 'boolean', default: false },
    reps: { type: 'string' },
    only: { type: 'string' },
    'no-langgraph': { type: 'boolean', default: false },
    doc: { type: 'string' },
    'no-doc': { type: 'boolean', default: false },
    cli: { type: 'string' },
    action: { type: 'string' },
    node: { type: 'string' },
    json: { type: 'string' },
    keep: { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    'b1-sizes': { type: 'string' },
    'b8-sizes': { type: 'string' },
  },
  allowPositionals: false,
});

// Sizes and repetitions. B1 repeats fewer times at the large sizes (a 1,000-stage run is long).
const FULL = {
  b1: { sizes: [100, 500, 10000], reps: [5, 3, 1], langGraphMax: 500 },
  b2: { sizes: [1000, 5000, 10000], reps: [5, 5, 3] },
  b3: { sizesMB: [1, 50, 200], reps: 7 },
  b4: { reps: 15 },
  b5: { entries: 10000, reps: 5 },
  b7: { branches: 32, seconds: 0.25, concurrency: 8, reps: 7 },
  b8: { sizes: [200, 2000, 100000], reps: [3, 2, 1], chainMax: 200, limitMax: 2000 },
};
const SMOKE = {
  b1: { sizes: [5, 10, 20], reps: [1, 1, 1], langGraphMax: 20 },
  b2: { sizes: [20, 50, 100], reps: [1, 1, 1] },
  b3: { sizesMB: [0.25, 0.5, 1], reps: 1 },
  b4: { reps: 1 },
  b5: { entries: 100, reps: 1 },
  b7: { branches: 4, seconds: 0.05, concurrency: 2, reps: 1 },
  b8: { sizes: [5, 10, 20], reps: [1, 1, 1], chainMax: 20, limitMax: 20 },
};
const cfg = JSON.parse(JSON.stringify(opt.smoke ? SMOKE : FULL));
if (opt.reps) {
  const r = Number(opt.reps);
  cfg.b1.reps = cfg.b1.reps.map(() => r);
  cfg.b2.reps = cfg.b2.reps.map(() => r);
  cfg.b8.reps = cfg.b8.reps.map(() => r);
  cfg.b3.reps = cfg.b4.reps = cfg.b5.reps = cfg.b7.reps = r;
}
// --b1-sizes 100,500 / --b8-sizes 200x3,2000x2: other sizes (SIZExREPS; one repetition unless --reps).
for (const key of ['b1', 'b8']) {
  const given = opt[`${key}-sizes`];
  if (!given) continue;
  // SIZE or SIZExREPS, e.g. 200x3,2000x2,10000
  const parts = given.split(',').map((p) => p.split('x').map(Number));
  cfg[key].sizes = parts.map(([n]) => n);
  cfg[key].reps = parts.map(([, r]) => r ?? Number(opt.reps ?? 1));
}
const only = opt.only ? new Set(opt.only.toUpperCase().split(',')) : null;
const wants = (id) => !only || only.has(id) || (id === 'B1' && only.has('B6'));

const log = (s) => process.stderr.write(`[bench ${((Date.now() - T0) / 1000).toFixed(0).padStart(4)}s] ${s}\n`);

// ---------------------------------------------------------------------------------------
// Setup: a snapshot of the bundles (others may rebuild dist/ while this runs), temp root.

let root;
let snapshot;

function snapshotBundle(entry, name) {
  const dir = dirname(entry);
  const dest = join(snapshot, name);
  mkdirSync(dest, { recursive: true });
  const files = readdirSync(dir).filter((f) => f.endsWith('.js') || f.endsWith('.cjs') || f.endsWith('.mjs') || f === 'package.json').sort();
  // The build's digest covers every file copied, not the entry alone: the entry only loads the
  // chunks, so two builds differing in their chunks had the same entry digest.
  const hash = createHash('sha256');
  for (const f of files) {
    copyFileSync(join(dir, f), join(dest, f));
    const bytes = readFileSync(join(dest, f));
    hash.update(`${f}\0${bytes.length}\0`).update(bytes);
  }
  if (!existsSync(join(dest, 'package.json'))) writeFileSync(join(dest, 'package.json'), '{"type":"module"}\n');
  return { path: join(dest, 'index.js'), source: entry, sha256: hash.digest('hex'), files: files.length };
}

// The Node that runs every measured process; the harness itself runs on whatever started it.
const nodeGiven = opt.node ?? (process.env.STAGEGATE_BENCH_NODE || undefined);
// A path is resolved here (the measured processes run in temp folders); a bare name is looked up on PATH.
const node = nodeGiven === undefined ? process.execPath : nodeGiven.includes('/') ? resolve(nodeGiven) : nodeGiven;
const nodeVersion = (() => {
  const r = spawnSync(node, ['--version'], { encoding: 'utf8', env: childEnv() });
  const v = r.status === 0 ? r.stdout.trim() : '';
  if (!/^v\d+\.\d+\.\d+/.test(v)) {
    process.stderr.write(`bench: --node ${node} does not run (\`${node} --version\` ${r.error ? `fails: ${r.error.message}` : `exits ${r.status ?? r.signal} printing ${JSON.stringify(v.slice(0, 80))}`})\n`);
    process.exit(2);
  }
  return v;
})();

const cliEntry = resolve(opt.cli ?? (process.env.STAGEGATE_BENCH_CLI || join(REPO, 'dist/cli/index.js')));
const actionEntry = resolve(opt.action ?? join(REPO, 'dist/action/index.js'));
// The action bundle is expected once its source exists (issue 4); until then B4 skips it.
const actionExpected = opt.action !== undefined || existsSync(join(REPO, 'src/action/index.ts'));

/**
 * Others may be rebuilding dist/ while the bench starts (the bundle script deletes each output
 * folder, runs ncc, then prepends a shebang): wait until the bundles exist and have not changed
 * for 3 s, at most 2 minutes.
 */
function waitForStableBundles() {
  const look = (p) => {
    try {
      const st = statSync(p);
      return `${st.size}:${st.mtimeMs}`;
    } catch {
      return null;
    }
  };
  let last = null;
  for (let waited = 0; waited <= 120; waited += 1) {
    const now = [look(cliEntry), actionExpected ? look(actionEntry) : 'n/a'];
    const stable = now.every((x) => x !== null) && last !== null && now.join() === last.join() && Date.now() - statSync(cliEntry).mtimeMs > 3000;
    if (stable) return;
    if (waited === 5) log(`waiting for ${actionExpected ? 'dist/cli and dist/action' : 'dist/cli'} to be built and stable (being rebuilt?)`);
    last = now;
    spawnSync('sleep', ['1']);
  }
}
waitForStableBundles();
if (!existsSync(cliEntry)) {
  process.stderr.write(`bench: ${cliEntry} is missing: run \`npm run bundle\` first (or pass --cli PATH)\n`);
  process.exit(2);
}
root = makeTempRoot();
snapshot = join(root, 'snapshot');
let CLI = snapshotBundle(cliEntry, 'cli');
// A snapshot taken while ncc was writing would be torn: check that it starts, else retry.
for (let tries = 0; spawnSync(node, [CLI.path, '--version'], { env: childEnv() }).status !== 0; tries++) {
  if (tries >= 30) {
    process.stderr.write(`bench: ${cliEntry} does not start (\`${node} ${cliEntry} --version\` fails)\n`);
    process.exit(2);
  }
  spawnSync('sleep', ['2']);
  CLI = snapshotBundle(cliEntry, 'cli');
}
const ACTION = existsSync(actionEntry) ? snapshotBundle(actionEntry, 'action') : null;
const cliVersion = spawnSync(node, [CLI.path, '--version'], { encoding: 'utf8', env: childEnv() }).stdout.trim();

function gitInfo() {
  const g = (...a) => spawnSync('git', a, { cwd: REPO, encoding: 'utf8' }).stdout.trim();
  const dirty = g('status', '--porcelain', '--', 'src', 'dist').split('\n').filter(Boolean).length;
  return { head: g('rev-parse', '--short', 'HEAD'), dirty };
}

const machine = {
  date: new Date().toISOString(),
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? 'unknown',
  memGiB: os.totalmem() / 2 ** 30,
  node: nodeVersion, // the Node of every measured process
  nodePath: node,
  harnessNode: process.version,
  platform: `${os.type()} ${os.release()} ${os.arch()}`,
  loadStart: os.loadavg(),
  tmp: os.tmpdir(),
  extraCaCerts: process.env.NODE_EXTRA_CA_CERTS !== undefined,
  git: gitInfo(),
  cli: CLI,
  cliVersion,
  action: ACTION,
};

// ---------------------------------------------------------------------------------------
// Results model: rows of the table and the targets.

const rows = []; // { id, what, s (summary), unit, note }
const targets = []; // { id, target, measured, met (true|false|null), note }
const notes = [];
const extra = {}; // raw data for --json

function row(id, what, values, unit = ' ms', note = '') {
  const s = Array.isArray(values) ? summary(values) : values;
  rows.push({ id, what, s, unit, note });
  return s;
}
function skipRow(id, what, note) {
  rows.push({ id, what, s: null, unit: '', note });
}
function target(id, text, measured, met, note = '') {
  targets.push({ id, target: text, measured, met: opt.smoke ? null : met, note: opt.smoke ? 'not judged: smoke sizes' : note });
}

const cliRun = (args, o) => timed(node, [CLI.path, ...args], o);

// ---------------------------------------------------------------------------------------
// LangGraph (B1 c): installed on demand into bench/node_modules.

function langGraph() {
  if (opt.smoke) return { ok: false, note: 'skipped: smoke mode (no LangGraph install)' };
  if (opt['no-langgraph']) return { ok: false, note: 'skipped: --no-langgraph' };
  const marker = join(BENCH, 'node_modules', '@langchain', 'langgraph-checkpoint-sqlite', 'package.json');
  if (!existsSync(marker)) {
    log('installing bench dependencies (npm install --prefix bench): LangGraph JS, SQLite checkpointer, better-sqlite3 12 ...');
    const r = spawnSync('npm', ['install', '--prefix', BENCH, '--no-audit', '--no-fund', '--loglevel=error'], { cwd: REPO, stdio: ['ignore', 'inherit', 'inherit'], env: childEnv() });
    if (r.status !== 0) return { ok: false, note: `skipped: \`npm install --prefix bench\` failed (exit ${r.status}); LangGraph could not be installed here` };
  }
  // Probe: a 2-stage chain end to end (loads better-sqlite3's native addon).
  try {
    const ws = makeGitWorkspace(root, 'lg-probe', {});
    const spec = join(ws, 'spec.json');
    writeFileSync(spec, JSON.stringify({ workflow: 'chain', script: STAGE_SCRIPT, shellArgs: SHELL_ARGS, db: 'cp.sqlite', stages: [{ id: 's1', artifact: 'lg/s1.md' }, { id: 's2', artifact: 'lg/s2.md' }] }));
    timed(node, [join(BENCH, 'langgraph-chain.mjs'), ws, spec], { cwd: ws, check: expectJson('ok', true) });
  } catch (error) {
    return { ok: false, note: `skipped: LangGraph probe failed (${String(error.message).split('\n')[0].slice(0, 200)})` };
  }
  const pkg = (p) => {
    try {
      return JSON.parse(readFileSync(join(BENCH, 'node_modules', p, 'package.json'), 'utf8')).version;
    } catch {
      return '?';
    }
  };
  return { ok: true, versions: { langgraph: pkg('@langchain/langgraph'), checkpointSqlite: pkg('@langchain/langgraph-checkpoint-sqlite'), betterSqlite3: pkg('better-sqlite3'), core: pkg('@langchain/core') } };
}

// ---------------------------------------------------------------------------------------
// B1 + B6

function benchB1() {
  const { sizes, reps, langGraphMax } = cfg.b1;
  // LangGraph only where it is the comparison (a 10,000-node LangGraph run alone takes minutes).
  const lg = sizes.some((n) => n <= langGraphMax) ? langGraph() : { ok: false, note: 'skipped: no size small enough' };
  machine.langgraph = lg;
  if (!lg.ok) log(`B1 (c) LangGraph ${lg.note}`);
  const ws = {};
  const data = {};
  for (const n of sizes) {
    ws[n] = makeGitWorkspace(root, `b1-${n}`, { 'chain.yaml': chainWorkflow(n), 'base.sh': bashChainScript(n) });
    data[n] = { a: [], n: [], m: [], b: [], c: [], aRss: [], nRss: [], mRss: [], bRss: [], cRss: [], aCpu: [], nCpu: [], mCpu: [], bCpu: [], cCpu: [], cInvoke: [] };
  }
  // (m)'s file sizes: what one stagegate run of the smallest size wrote, per completed stage
  // (its whole snapshot and manifest over N; the fixed part of each, ~2 KiB, spread over the steps).
  const probe = (() => {
    const n = sizes[0];
    cliRun(['run', 'chain.yaml', '--run-id', 'probe', '--json'], { cwd: ws[n], check: expectJson('status', 'WORKFLOW_COMPLETE') });
    const dir = join(ws[n], 'runs', 'chain', 'probe');
    const per = ['workflow_state.yaml', 'RUN_MANIFEST.yaml'].map((f) => statSync(join(dir, f)).size / n);
    rmSync(dir, { recursive: true, force: true });
    return per;
  })();
  machine.b1Projection = probe;
  const maxReps = Math.max(...reps);
  for (let rep = 0; rep < maxReps; rep++) {
    for (const [k, n] of sizes.entries()) {
      if (rep >= reps[k]) continue;
      const w = ws[n];
      const variants = lg.ok && n <= langGraphMax ? ['a', 'n', 'm', 'b', 'c'] : ['a', 'n', 'm', 'b'];
      for (const v of rotate(variants, rep + k)) {
        const d = data[n];
        let r;
        if (v === 'a') {
          const runId = `r${rep}`;
          r = cliRun(['run', 'chain.yaml', '--run-id', runId, '--json'], {
            cwd: w,
            rss: true,
            check: (out) => expectJson('status', 'WORKFLOW_COMPLETE')(out) ?? (JSON.parse(out).completed_steps.length === n ? undefined : 'not every stage completed'),
          });
          rmSync(join(w, 'runs', 'chain', runId), { recursive: true, force: true });
        } else if (v === 'n') {
          const dir = `base/n${rep}`;
          r = timed(node, [join(BENCH, 'node-limit.mjs'), dir, String(n), 'chain', 'stage'], { cwd: w, rss: true, check: expectJson('ok', true) });
          if (readFileSync(join(w, dir, 'journal.jsonl'), 'utf8').trimEnd().split('\n').length !== n) throw new Error('Node limit did not commit every stage');
          rmSync(join(w, dir), { recursive: true, force: true });
        } else if (v === 'm') {
          const dir = `base/m${rep}`;
          r = timed(node, [join(BENCH, 'node-limit.mjs'), dir, String(n), 'chain', 'stage', probe.map((b) => b.toFixed(1)).join(',')], { cwd: w, rss: true, check: expectJson('ok', true) });
          if (statSync(join(w, dir, 'workflow_state.yaml')).size < n * Math.round(probe[0])) throw new Error('Node limit with projections did not write its snapshot');
          rmSync(join(w, dir), { recursive: true, force: true });
        } else if (v === 'b') {
          const dir = `base/r${rep}`;
          r = timed('bash', ['base.sh', dir], { cwd: w, rss: true });
          if (!existsSync(join(w, dir, `${stageId(n, n)}.md`))) throw new Error('bash baseline did not write its last artifact');
          rmSync(join(w, dir), { recursive: true, force: true });
        } else {
          const dir = `lg/r${rep}`;
          const stages = Array.from({ length: n }, (_, i) => ({ id: stageId(i + 1, n), artifact: `${dir}/${stageId(i + 1, n)}.md` }));
          const spec = join(w, `lg-spec-${rep}.json`);
          writeFileSync(spec, JSON.stringify({ workflow: 'chain', script: STAGE_SCRIPT, shellArgs: SHELL_ARGS, db: `${dir}/checkpoints.sqlite`, stages }));
          r = timed(node, [join(BENCH, 'langgraph-chain.mjs'), w, spec], { cwd: w, rss: true, check: expectJson('ok', true) });
          d.cInvoke[rep] = JSON.parse(r.stdout.trim().split('\n').pop()).invoke_ms;
          rmSync(join(w, dir), { recursive: true, force: true });
          rmSync(spec, { force: true });
        }
        d[v][rep] = r.ms;
        d[`${v}Rss`][rep] = r.rssKiB;
        d[`${v}Cpu`][rep] = r.cpuMs;
      }
      const d = data[n];
      log(`B1 rep ${rep + 1} N=${n}: stagegate ${fmtNum(d.a[rep], ' ms')}, node limit ${fmtNum(d.n[rep], ' ms')}, + projections ${fmtNum(d.m[rep], ' ms')}, bash ${fmtNum(d.b[rep], ' ms')}${d.c[rep] !== undefined ? `, LangGraph ${fmtNum(d.c[rep], ' ms')}` : ''}`);
    }
  }
  extra.b1 = data;

  const cpu = (xs) => (GNU_TIME ? `CPU (user+sys): ${fmtNum(summary(xs).median, ' ms')}` : '');
  const over = {};
  for (const n of sizes) {
    const d = data[n];
    row('B1', `N=${n}: (a) stagegate run --json, whole process`, d.a, ' ms', cpu(d.aCpu));
    row('B1', `N=${n}: (n) Node limit: same spawns + one fdatasync'd journal append per stage, whole process`, d.n, ' ms', cpu(d.nCpu));
    row('B1', `N=${n}: (m) Node limit + the two files the 4.0 spec has rewritten per stage (snapshot and manifest, temp + rename, stagegate's sizes), whole process`, d.m, ' ms', `${cpu(d.mCpu)}; ${fmtNum(probe[0] / 1024, ' KiB')} + ${fmtNum(probe[1] / 1024, ' KiB')} per completed stage`);
    row('B1', `N=${n}: (b) bash, same spawns + writes (second reference)`, d.b, ' ms', cpu(d.bCpu));
    if (lg.ok && n <= langGraphMax) row('B1', `N=${n}: (c) LangGraph JS + SqliteSaver, whole process`, d.c, ' ms', `${cpu(d.cCpu)}; graph.invoke alone: ${fmtNum(summary(d.cInvoke).median, ' ms')}`);
    else skipRow('B1', `N=${n}: (c) LangGraph JS + SqliteSaver`, lg.ok ? `not run above N=${langGraphMax} (minutes per run)` : lg.note);
    row('B1', `N=${n}: per stage, (a) / N`, d.a.map((a) => a / n));
    over[n] = row('B1', `N=${n}: overhead per stage over the Node limit, (a − n) / N`, paired(d.a, d.n, (a, x) => (a - x) / n));
    if (GNU_TIME) row('B1', `N=${n}: same in CPU time (user+sys), (a − n) / N`, paired(d.aCpu, d.nCpu, (a, x) => (a - x) / n), ' ms', 'less sensitive to other load; excludes time blocked in fsync');
    row('B1', `N=${n}: the spec's two rewrites per stage, (m − n) / N (the floor under the target)`, paired(d.m, d.n, (m, x) => (m - x) / n));
    row('B1', `N=${n}: overhead per stage over the Node limit with the rewrites, (a − m) / N`, paired(d.a, d.m, (a, m) => (a - m) / n));
    if (GNU_TIME) row('B1', `N=${n}: same in CPU time (user+sys), (a − m) / N`, paired(d.aCpu, d.mCpu, (a, m) => (a - m) / n), ' ms');
    row('B1', `N=${n}: Node limit over bash, (n − b) / N (for reference)`, paired(d.n, d.b, (x, b) => (x - b) / n));
    row('B1', `N=${n}: ratio (a) / (n)`, paired(d.a, d.n, (a, x) => a / x), '×');
    if (lg.ok && n <= langGraphMax) row('B1', `N=${n}: ratio (a) / (c)`, paired(d.a, d.c, (a, c) => a / c), '×');
  }
  const first = sizes[0];
  const mid = sizes[1] ?? sizes[0];
  const big = sizes.at(-1);
  const perStage = (n) => summary(data[n].a.map((a) => a / n)).median;
  const flat = perStage(big) / perStage(first);
  row('B1', `growth of the per-stage cost: (a)/N at N=${big} over (a)/N at N=${first}`, [flat], '×', 'ratio of medians of runs made minutes apart: moves with the machine\'s load');
  // Side by side: how much slower than the limit stagegate is, per size; flat when it does not grow with N.
  const vsLimit = (n) => summary(paired(data[n].a, data[n].n, (a, x) => a / x)).median;
  const flatSide = vsLimit(big) / vsLimit(first);
  row('B1', `growth of (a)/(n) (each measured side by side): at N=${big} over at N=${first}`, [flatSide], '×', 'insensitive to load that changes between sizes');
  const ov = over[mid];
  const ovAll = sizes.map((n) => `${n}: ${fmtNum(over[n].median, ' ms')}`).join(', ');
  target('B1', `overhead over the Node limit ≤ 1 ms per stage (N=${mid})`, `${fmtNum(ov.median, ' ms')}/stage (all N: ${ovAll})`, ov.median <= 1);
  target('B1', `per-stage cost flat from N=${first} to N=${big}: (a)/(n) at N=${big} ≤ 1.1× (a)/(n) at N=${first} (side by side)`, `${fmtNum(flatSide, '×')} ((a)/(n) ${fmtNum(vsLimit(first), '×')} → ${fmtNum(vsLimit(big), '×')}); raw (a)/N ${fmtNum(perStage(first), ' ms')} → ${fmtNum(perStage(big), ' ms')} (${fmtNum(flat, '×')}, runs minutes apart); overhead at ${big}: ${fmtNum(over[big].median, ' ms')}/stage`, flatSide <= 1.1);
  const lgSizes = sizes.filter((n) => n <= langGraphMax);
  if (lg.ok && lgSizes.length) {
    const ratios = lgSizes.map((n) => [n, summary(paired(data[n].a, data[n].c, (a, c) => a / c)).median]);
    target('B1', 'stagegate / LangGraph JS with its durable checkpointer ≤ 1.0 at every N measured', ratios.map(([n, r]) => `${n}: ${fmtNum(r, '×')}`).join(', '), ratios.every(([, r]) => r <= 1));
  } else {
    target('B1', 'stagegate / LangGraph JS with its durable checkpointer ≤ 1.0', lg.note, null, lg.note);
  }

  // B6: peak RSS of the largest stagegate run (GNU time's maximum resident set size).
  if (GNU_TIME) {
    const mb = (kib) => kib / 1024;
    const rss = row('B6', `peak RSS, (a) stagegate, N=${big}`, data[big].aRss.map(mb), ' MB');
    row('B6', `peak RSS, (n) Node limit, N=${big}`, data[big].nRss.map(mb), ' MB');
    row('B6', `peak RSS, (b) bash, N=${big}`, data[big].bRss.map(mb), ' MB');
    const perN = sizes.map((n) => `${n}: ${fmtNum(summary(data[n].aRss.map(mb)).median, ' MB')}`).join(', ');
    target('B6', `peak RSS of the largest B1 run (N=${big}) ≤ 150 MB`, `${fmtNum(rss.median, ' MB')} (by N: ${perN})`, rss.median <= 150);
  } else {
    skipRow('B6', `peak RSS, N=${big}`, 'skipped: /usr/bin/time (GNU time) not found');
    target('B6', 'peak RSS ≤ 150 MB', 'not measured (no GNU time)', null);
  }
}

// ---------------------------------------------------------------------------------------
// B2

function benchB2() {
  const { sizes, reps } = cfg.b2;
  // Steps of a typical shape: a short run line naming a script, a templated output, two statuses.
  const files = Object.fromEntries(sizes.map((n) => [`wf-${n}.yaml`, chainWorkflow(n, `chain${n}`, 'bash stages/stage.sh {{step}}', [['NEEDS_INPUT', 'BLOCKED']])]));
  const ws = makeGitWorkspace(root, 'b2', { ...files, 'stages/stage.sh': `#!/usr/bin/env bash\n${STAGE_SCRIPT}\n` });
  const t = Object.fromEntries(sizes.map((n) => [n, []]));
  const cpu = Object.fromEntries(sizes.map((n) => [n, []]));
  const maxReps = Math.max(...reps);
  for (let rep = 0; rep < maxReps; rep++) {
    for (const [k, n] of rotate([...sizes.entries()], rep)) {
      if (rep >= reps[k]) continue;
      const r = cliRun(['validate', `wf-${n}.yaml`, '--json'], { cwd: ws, cpu: true, check: expectJson('valid', true) });
      t[n][rep] = r.ms;
      cpu[n][rep] = r.cpuMs;
    }
    log(`B2 rep ${rep + 1}: ${sizes.map((n) => `${n}: ${fmtNum(t[n][rep], ' ms')}`).join(', ')}`);
  }
  extra.b2 = { wall: t, cpu };
  const cpuNote = (n) => (GNU_TIME ? `CPU (user+sys): ${fmtNum(summary(cpu[n]).median, ' ms')}` : '');
  for (const n of sizes) row('B2', `validate --json, ${n} steps (${fmtNum(files[`wf-${n}.yaml`].length / 1024, ' KiB')})`, t[n], ' ms', cpuNote(n));
  const [mid, big] = sizes.slice(-2);
  const growth = row('B2', `growth: ${big} / ${mid} steps`, paired(t[big], t[mid], (x, y) => x / y), '×');
  const s = summary(t[mid]);
  target('B2', `${FULL.b2.sizes[1]} steps ≤ 1 s`, `${fmtNum(s.median, ' ms')}${GNU_TIME ? ` (CPU: ${fmtNum(summary(cpu[mid]).median, ' ms')})` : ''}`, s.median <= 1000);
  target('B2', `linear: ${FULL.b2.sizes[2]} ≤ 2.2× ${FULL.b2.sizes[1]}`, fmtNum(growth.median, '×'), growth.median <= 2.2);
}

// ---------------------------------------------------------------------------------------
// B3

/** A file of `bytes` bytes: filler text written in 1 MiB chunks, ending with `gate`. */
function writeBigArtifact(path, bytes, gate) {
  const line = 'Filler line of a large stage report, to make the artifact big: lorem ipsum dolor sit amet.\n';
  const chunk = Buffer.from(line.repeat(Math.ceil((1 << 20) / line.length)).slice(0, 1 << 20));
  const fd = openSync(path, 'w');
  try {
    const writeAll = (buf) => {
      let off = 0;
      while (off < buf.length) off += writeSync(fd, buf, off, buf.length - off);
    };
    for (let left = Math.max(0, bytes - gate.length); left > 0; left -= chunk.length) writeAll(left >= chunk.length ? chunk : chunk.subarray(0, left));
    writeAll(Buffer.from(gate));
  } finally {
    closeSync(fd);
  }
}

function benchB3() {
  const { sizesMB, reps } = cfg.b3;
  const acceptWf = [
    "version: '4.0'",
    'name: accept',
    'description: One stage that moves a prepared artifact into place (B3, full stage acceptance).',
    'runner_skill: run-engineering-workflow',
    "state_path: '{{artifact_root}}/workflow_state.yaml'",
    'inputs:',
    '  required: [run_id, src]',
    '  optional: []',
    '  defaults:',
    '    artifact_root: runs/accept/{{run_id}}',
    'steps:',
    '  take:',
    '    run: mv -- {{src}} "$STAGEGATE_OUTPUT"',
    '    output: out/take.md',
    '    statuses:',
    '      OK: DONE',
    'execution:',
    '  execution_mode: resume',
    '  ignore_previous_completion: false',
    '  delegation_mode: direct_only',
    '',
  ].join('\n');
  const ws = makeGitWorkspace(root, 'b3', { 'accept.yaml': acceptWf });
  mkdirSync(join(ws, 'big'), { recursive: true });
  mkdirSync(join(ws, 'out'), { recursive: true });
  const gate = ['', 'WORKFLOW_GATE:', '  workflow: accept', '  step: take', '  status: OK', '  unresolved_critical: 0', '  unresolved_high: 0', '  source_resolvable_open: 0', '  artifact: out/take.md', '  next_recommended: null', ''].join('\n');
  const cases = [{ label: '1 KiB', bytes: 1024 }, ...sizesMB.map((mb) => ({ label: `${mb} MB`, bytes: Math.round(mb * 1e6) }))];
  for (const c of cases) {
    c.file = `big/art-${c.bytes}.md`;
    writeBigArtifact(join(ws, c.file), c.bytes, gate);
    c.first = [];
    c.warm = [];
    c.sha = [];
    c.io = [];
    c.run = [];
  }
  log(`B3 artifacts written: ${cases.map((c) => c.label).join(', ')}`);
  // Warm-up (page cache, first git call): one unrecorded run with the smallest artifact.
  cliRun(['run', 'accept.yaml', '--run-id', 'warmup', `src=${cases[0].file}`, '--json'], { cwd: ws, check: expectJson('status', 'WORKFLOW_COMPLETE') });
  renameSync(join(ws, 'out/take.md'), join(ws, cases[0].file));
  const timer = join(BENCH, 'gate-timer.ts');
  for (let rep = 0; rep < reps; rep++) {
    for (const c of rotate(cases, rep)) {
      // In process: readGate through tsx (the source of the core).
      const r = timed(node, ['--import', 'tsx', timer, join(ws, c.file), 'accept', 'take', 'out/take.md', '7'], { cwd: REPO, check: expectJson('ok', true) });
      const j = JSON.parse(r.stdout.trim().split('\n').pop());
      c.first[rep] = j.first_ms;
      c.warm.push(...j.warm_ms);
      c.sha[rep] = j.sha256_ms;
      c.io[rep] = j.accept_io_ms;
      // Whole CLI: a one-stage run whose stage renames the prepared artifact into place.
      const runId = `e${c.bytes}-${rep}`;
      const e = cliRun(['run', 'accept.yaml', '--run-id', runId, `src=${c.file}`, '--json'], { cwd: ws, check: expectJson('status', 'WORKFLOW_COMPLETE') });
      c.run[rep] = e.ms;
      renameSync(join(ws, 'out/take.md'), join(ws, c.file));
      rmSync(join(ws, 'runs', 'accept', runId), { recursive: true, force: true });
    }
    log(`B3 rep ${rep + 1}: ${cases.map((c) => `${c.label}: readGate ${fmtNum(c.first[rep], ' ms')}, run ${fmtNum(c.run[rep], ' ms')}`).join('; ')}`);
  }
  extra.b3 = cases;
  const tiny = cases[0];
  for (const c of cases.slice(1)) {
    row('B3', `${c.label}: readGate, first call in a fresh process`, c.first, ' ms', `warm calls: ${fmtNum(summary(c.warm).median, ' ms')}`);
  }
  for (const c of cases.slice(1)) {
    row('B3', `${c.label}: accept I/O in process (stat + one read: sha256 of the file and the gate from its tail)`, c.io, ' ms', `sha256 alone: ${fmtNum(summary(c.sha).median, ' ms')}`);
  }
  for (const c of cases.slice(1)) {
    row('B3', `${c.label}: 1-stage \`stagegate run\`, minus the same run with a 1 KiB artifact`, paired(c.run, tiny.run, (x, y) => x - y), ' ms', `whole run: ${fmtNum(summary(c.run).median, ' ms')}`);
  }
  const last = cases[cases.length - 1];
  const s = summary(last.first);
  target('B3', `gate check ≤ 20 ms at ${FULL.b3.sizesMB.at(-1)} MB`, `${fmtNum(s.median, ' ms')} (first call; warm ${fmtNum(summary(last.warm).median, ' ms')})`, s.median <= 20);
}

// ---------------------------------------------------------------------------------------
// B4

function actionEnv(ws, workflowRel) {
  const files = join(root, 'action-files');
  mkdirSync(join(files, 'tmp'), { recursive: true });
  const env = {
    GITHUB_WORKSPACE: ws,
    GITHUB_OUTPUT: join(files, 'output'),
    GITHUB_STATE: join(files, 'state'),
    GITHUB_ENV: join(files, 'env'),
    GITHUB_PATH: join(files, 'path'),
    GITHUB_STEP_SUMMARY: join(files, 'summary'),
    RUNNER_TEMP: join(files, 'tmp'),
    GITHUB_ACTIONS: 'true',
    GITHUB_REPOSITORY: 'bench/stagegate',
    GITHUB_RUN_ID: '1',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_JOB: 'bench',
    GITHUB_EVENT_NAME: 'workflow_dispatch',
  };
  // Defaults from action.yml, the way the runner passes them (INPUT_<NAME>, hyphens kept).
  try {
    const text = readFileSync(join(REPO, 'action.yml'), 'utf8');
    let inInputs = false;
    let current = null;
    for (const line of text.split('\n')) {
      if (/^inputs:\s*$/.test(line)) inInputs = true;
      else if (/^\S/.test(line)) inInputs = false;
      else if (inInputs && /^ {2}([A-Za-z0-9_-]+):\s*$/.test(line)) current = /^ {2}([A-Za-z0-9_-]+):/.exec(line)[1];
      else if (inInputs && current && /^ {4}default:\s*(.*)$/.test(line)) {
        const v = /^ {4}default:\s*(.*)$/.exec(line)[1].trim().replace(/^(['"])(.*)\1$/, '$2');
        if (!v.includes('${{')) env[`INPUT_${current.toUpperCase().replace(/ /g, '_')}`] = v;
      }
    }
  } catch {
    /* no action.yml: only the inputs below */
  }
  for (const f of ['output', 'state', 'env', 'path', 'summary']) writeFileSync(join(files, f), '');
  return { ...env, INPUT_COMMAND: 'validate', INPUT_WORKFLOW: workflowRel, INPUT_PERSIST: 'none', INPUT_TOKEN: '' };
}

function benchB4() {
  const { reps } = cfg.b4;
  // A private copy of the example, so edits to the working tree cannot change the input.
  const ws = makeGitWorkspace(root, 'b4', {});
  cpSync(join(REPO, 'workflows/examples/hello'), join(ws, 'workflows/examples/hello'), { recursive: true });
  const example = 'workflows/examples/hello/workflow.yaml';
  const variants = [
    { key: 'bare', what: 'bare `node -e 0`', cmd: [node, '-e', '0'] },
    { key: 'version', what: '`node dist/cli/index.js --version`', cmd: [node, CLI.path, '--version'] },
    { key: 'validate', what: '`node dist/cli/index.js validate <example>`', cmd: [node, CLI.path, 'validate', example] },
  ];
  let actionNote = 'skipped: dist/action/index.js does not exist yet';
  if (ACTION) {
    const env = childEnv(actionEnv(ws, example));
    try {
      timed(node, [ACTION.path], { cwd: ws, env });
      // It must really have validated: the `status` output is VALID.
      if (!/\nVALID\n/.test(readFileSync(env.GITHUB_OUTPUT, 'utf8'))) throw new Error('\nno `status: VALID` in GITHUB_OUTPUT');
      variants.push({ key: 'action', what: '`node dist/action/index.js` (command: validate, example)', cmd: [node, ACTION.path], env });
    } catch (error) {
      actionNote = `skipped: dist/action/index.js validate failed here (${String(error.message).split('\n').slice(1).join(' ').trim().slice(0, 160)})`;
    }
  }
  const t = Object.fromEntries(variants.map((v) => [v.key, []]));
  // Warm the page cache once, then interleave.
  for (const v of variants) timed(v.cmd[0], v.cmd.slice(1), { cwd: ws, env: v.env });
  for (let rep = 0; rep < reps; rep++) for (const v of rotate(variants, rep)) t[v.key][rep] = timed(v.cmd[0], v.cmd.slice(1), { cwd: ws, env: v.env }).ms;
  extra.b4 = t;
  for (const v of variants) row('B4', v.what, t[v.key]);
  for (const v of variants.slice(1)) row('B4', `ratio: ${v.key} / bare node`, paired(t[v.key], t.bare, (x, y) => x / y), '×');
  if (!ACTION || !variants.some((v) => v.key === 'action')) skipRow('B4', '`node dist/action/index.js` (validate)', actionNote);
  // Median of the per-repetition ratios (each pair measured back to back), as in the rows above.
  const ratio = (k) => summary(paired(t[k], t.bare, (x, y) => x / y)).median;
  target('B4', 'CLI validate path ≤ 3× bare node', `${fmtNum(ratio('validate'), '×')} (--version: ${fmtNum(ratio('version'), '×')})`, ratio('validate') <= 3);
  if (variants.some((v) => v.key === 'action')) target('B4', 'Action validate path ≤ 3× bare node', fmtNum(ratio('action'), '×'), ratio('action') <= 3);
  else target('B4', 'Action validate path ≤ 3× bare node', actionNote, null, actionNote);
}

// ---------------------------------------------------------------------------------------
// B5

function benchB5() {
  const { entries, reps } = cfg.b5;
  // A decision step that loops on itself (one journal event per visit), then a final stage that
  // fails until a flag file exists: the first invocation leaves a run of about `entries` events,
  // stopped at the final stage. Each repetition restores that run and resumes it: load, replay
  // and verify every event, then run the final stage to completion.
  const loops = Math.max(1, entries - 5);
  const loopWf = (n) => [
    "version: '4.0'",
    'name: loop',
    'description: A decision that loops on itself many times, then one final stage (B5).',
    "state_path: 'runs/loop/{{run_id}}/workflow_state.yaml'",
    'inputs:',
    '  required: [run_id]',
    'steps:',
    '  tick:',
    '    decide:',
    `      - if: visits.tick < ${n}`,
    '        to: tick',
    '      - else: final',
    `    max_visits: ${n + 1}`,
    '  final:',
    `    run: '[ -e go.flag ] && ${stageScript('OK').replace(/'/g, "''")}'`,
    "    output: 'runs/loop/{{run_id}}/final.md'",
    '    statuses:',
    '      OK: DONE',
    'execution:',
    '  delegation_mode: direct_only',
    '',
  ].join('\n');
  const ws = makeGitWorkspace(root, 'b5', { 'big.yaml': loopWf(loops), 'small.yaml': loopWf(1) });
  const runs = { small: { file: 'small.yaml', id: 'h1' }, big: { file: 'big.yaml', id: `h${entries}` } };
  for (const { file, id } of Object.values(runs)) {
    // The final stage fails on purpose (exit 6): the run stops there with the whole loop journaled.
    const r = spawnSync(node, [CLI.path, 'run', file, '--run-id', id, '--json'], { cwd: ws, encoding: 'utf8' });
    if (r.status !== 6 || expectJson('status', 'STAGE_FAILED')(r.stdout)) throw new Error(`B5 setup of ${file}: exit ${r.status}\n${r.stdout}\n${r.stderr}`);
  }
  const journal = join(ws, 'runs/loop', runs.big.id, 'workflow_state.journal.jsonl');
  const events = readFileSync(journal, 'utf8').trimEnd().split('\n').length;
  const bytes = statSync(journal).size;
  const pristine = join(ws, 'pristine');
  for (const { id } of Object.values(runs)) cpSync(join(ws, 'runs/loop', id), join(pristine, id), { recursive: true });
  writeFileSync(join(ws, 'go.flag'), '');
  const restore = (id) => {
    rmSync(join(ws, 'runs/loop', id), { recursive: true, force: true });
    cpSync(join(pristine, id), join(ws, 'runs/loop', id), { recursive: true });
  };
  const t = { statusSmall: [], statusBig: [], runSmall: [], runBig: [], cpuRunBig: [], cpuStatusBig: [], coldStart: [], doneSmall: [], doneBig: [], cpuDoneBig: [] };
  for (let rep = 0; rep < reps; rep++) {
    for (const size of rotate(['small', 'big', 'cold'], rep)) {
      if (size === 'cold') {
        // The CLI's own cold start (B4's validate path), in the same repetition: what a command
        // pays to load the CLI's code (`--version` loads only the light entry since the commands
        // load on first use), plus the validation of a 2-step workflow.
        t.coldStart[rep] = cliRun(['validate', runs.small.file, '--json'], { cwd: ws }).ms;
        continue;
      }
      const { file, id } = runs[size];
      restore(id);
      const key = size === 'small' ? 'Small' : 'Big';
      const st = cliRun(['status', file, '--run-id', id, '--json'], { cwd: ws, cpu: true, exitCode: 6, check: expectJson('active_step', 'final') });
      t[`status${key}`][rep] = st.ms;
      const r = cliRun(['run', file, '--run-id', id, '--json'], { cwd: ws, cpu: true, check: expectJson('status', 'WORKFLOW_COMPLETE') });
      t[`run${key}`][rep] = r.ms;
      // The same run once complete, run again: load, replay and verify the whole journal, and
      // report it (nothing runs, nothing but the manifest is written): the target's words alone.
      const done = cliRun(['run', file, '--run-id', id, '--json'], { cwd: ws, cpu: true, check: expectJson('already_finished', true) });
      t[`done${key}`][rep] = done.ms;
      if (size === 'big') {
        t.cpuRunBig[rep] = r.cpuMs;
        t.cpuStatusBig[rep] = st.cpuMs;
        t.cpuDoneBig[rep] = done.cpuMs;
      }
    }
    log(`B5 rep ${rep + 1}: resume ${events} events ${fmtNum(t.runBig[rep], ' ms')}, a short journal ${fmtNum(t.runSmall[rep], ' ms')}`);
  }
  extra.b5 = { ...t, events, journalBytes: bytes };
  const cpuNote = (xs) => (GNU_TIME ? `CPU (user+sys): ${fmtNum(summary(xs).median, ' ms')}` : '');
  const big = row('B5', `resume to completion (1 final stage), journal of ${events} events (${fmtNum(bytes / 1024, ' KiB')})`, t.runBig, ' ms', cpuNote(t.cpuRunBig));
  row('B5', 'same resume, journal of 7 events', t.runSmall);
  row('B5', `cost of the longer journal on resume`, paired(t.runBig, t.runSmall, (x, y) => x - y));
  row('B5', `status --json, ${events} events`, t.statusBig, ' ms', cpuNote(t.cpuStatusBig));
  row('B5', 'status --json, 7 events', t.statusSmall);
  row('B5', '`stagegate validate` of the short run\'s workflow: the CLI\'s cold start with every command loaded (B4), same repetitions', t.coldStart);
  const loadAndResume = row('B5', `load, replay and resume, ${events} events: the resume minus the CLI's cold start, per repetition`, paired(t.runBig, t.coldStart, (x, y) => x - y));
  row('B5', `\`run\` of the same run once complete (load, replay, verify, report; nothing runs), ${events} events`, t.doneBig, ' ms', cpuNote(t.cpuDoneBig));
  row('B5', 'the same, 7 events', t.doneSmall);
  row('B5', `load, replay and verify alone, ${events} events: the completed run's \`run\` minus the CLI's cold start, per repetition (not the target's row: see the method)`, paired(t.doneBig, t.coldStart, (x, y) => x - y));
  target('B5', `resume of a ${FULL.b5.entries}-event journal (load, replay, verify) ≤ 100 ms beyond cold start`, `${fmtNum(loadAndResume.median, ' ms')} (whole process ${fmtNum(big.median, ' ms')}, cold start ${fmtNum(summary(t.coldStart).median, ' ms')})`, loadAndResume.median <= 100);
}

// ---------------------------------------------------------------------------------------
// B7: parallel branches against the ideal, xargs -P, and the runner's fixed start-up cost

/** The last JSON line of a `run --json` says WORKFLOW_COMPLETE after exactly `stages` stages. */
function completeWith(stages) {
  return (out) => expectJson('status', 'WORKFLOW_COMPLETE')(out) ?? (JSON.parse(out.trim().split('\n').pop()).stages_run === stages ? undefined : `stages_run is not ${stages}: ${out.slice(0, 300)}`);
}

function benchB7() {
  const { branches: n, seconds, concurrency: c, reps } = cfg.b7;
  // Ideal: the branches in ⌈n/c⌉ perfectly packed waves of `seconds` each, nothing else.
  const ideal = Math.ceil(n / c) * seconds * 1000;
  const ws = makeGitWorkspace(root, 'b7', { 'par.yaml': parallelWorkflow(n, seconds, c), 'xargs.sh': xargsParallelScript(n, seconds, c), 'one.yaml': chainWorkflow(1, 'one') });
  const t = { a: [], c: [], d: [], e: [], aCpu: [] };
  const measure = (v, rep) => {
    if (v === 'a') {
      const runId = `r${rep}`;
      const r = cliRun(['run', 'par.yaml', '--run-id', runId, '--json'], { cwd: ws, cpu: true, check: completeWith(n) });
      // (e) the parallel step itself, from its start to its join, as the runner recorded it in its journal.
      const journal = readFileSync(join(ws, 'runs', 'par', runId, 'workflow_state.journal.jsonl'), 'utf8').trimEnd().split('\n').map((l) => JSON.parse(l));
      const joined = journal.find((e) => e.event === 'join_decided' && e.step === 'fan');
      if (!joined) throw new Error('B7: no join_decided event with the duration of the parallel step fan');
      r.stepMs = joined.duration_ms;
      rmSync(join(ws, 'runs', 'par', runId), { recursive: true, force: true });
      return r;
    }
    if (v === 'c') {
      const dir = `base/r${rep}`;
      const r = timed('bash', ['xargs.sh', dir], { cwd: ws, cpu: true });
      if (readdirSync(join(ws, dir)).length !== n) throw new Error(`B7 xargs baseline wrote ${readdirSync(join(ws, dir)).length} of ${n} outputs`);
      rmSync(join(ws, dir), { recursive: true, force: true });
      return r;
    }
    const runId = `r${rep}`;
    const r = cliRun(['run', 'one.yaml', '--run-id', runId, '--json'], { cwd: ws, cpu: true, check: completeWith(1) });
    rmSync(join(ws, 'runs', 'one', runId), { recursive: true, force: true });
    return r;
  };
  for (const v of ['a', 'c', 'd']) measure(v, 'warm'); // page cache, first git call
  for (let rep = 0; rep < reps; rep++) {
    for (const v of rotate(['a', 'c', 'd'], rep)) {
      const r = measure(v, rep);
      t[v][rep] = r.ms;
      if (v === 'a') {
        t.aCpu[rep] = r.cpuMs;
        t.e[rep] = r.stepMs;
      }
    }
    log(`B7 rep ${rep + 1}: stagegate ${fmtNum(t.a[rep], ' ms')}, xargs ${fmtNum(t.c[rep], ' ms')}, one-stage run ${fmtNum(t.d[rep], ' ms')} (ideal ${fmtNum(ideal, ' ms')})`);
  }
  extra.b7 = { ...t, ideal, branches: n, seconds, concurrency: c };
  const cpu = GNU_TIME ? `CPU (user+sys): ${fmtNum(summary(t.aCpu).median, ' ms')}` : '';
  row('B7', `(a) stagegate run --json, ${n} branches × sleep ${seconds} s, max_concurrency ${c}, whole process`, t.a, ' ms', cpu);
  row('B7', `(b) ideal: ⌈${n} / ${c}⌉ × ${seconds} s`, [ideal], ' ms', 'computed, not measured');
  row('B7', `(c) the same ${n} commands through \`xargs -P ${c}\` (practical limit)`, t.c);
  row('B7', '(d) one-stage run (no branches): the runner\'s fixed start-up cost', t.d);
  row('B7', '(e) the parallel step alone, start to join (its duration_ms in the run\'s state)', t.e);
  const overIdeal = row('B7', 'ratio (a) / ideal', t.a.map((a) => a / ideal), '×');
  const overXargs = row('B7', 'ratio (a) / (c)', paired(t.a, t.c, (a, x) => a / x), '×');
  const lessStart = row('B7', 'ratio ((a) − (d)) / ideal: without the start-up cost', paired(t.a, t.d, (a, d) => (a - d) / ideal), '×');
  row('B7', 'ratio (c) / ideal (for reference: what the machine itself adds)', t.c.map((x) => x / ideal), '×');
  row('B7', `overhead per branch over the practical limit, ((a) − (c)) / ${n}`, paired(t.a, t.c, (a, x) => (a - x) / n));
  const stepOverIdeal = row('B7', 'ratio (e) / ideal: the branches, start of the first to the join', t.e.map((e) => e / ideal), '×');
  target('B7', `${n} branches of ${seconds} s at max_concurrency ${c} finish (the parallel step, (e)) within 1.15× of the ideal`, `${fmtNum(stepOverIdeal.median, '×')} (${fmtNum(summary(t.e).median, ' ms')} vs ${fmtNum(ideal, ' ms')})`, stepOverIdeal.median <= 1.15);
  target('B7', `${n} branches of ${seconds} s at max_concurrency ${c}: the whole \`stagegate run\` process, (a) / ideal ≤ 1.15`, `${fmtNum(overIdeal.median, '×')} (${fmtNum(summary(t.a).median, ' ms')} vs ${fmtNum(ideal, ' ms')}; (a)/(c) ${fmtNum(overXargs.median, '×')}; without start-up ${fmtNum(lessStart.median, '×')})`, overIdeal.median <= 1.15);
}

// ---------------------------------------------------------------------------------------
// B8: foreach over a registry against a chain of the same stages

function benchB8() {
  const { sizes, reps, chainMax, limitMax } = cfg.b8;
  const ws = {};
  const data = {};
  for (const n of sizes) {
    const files = { 'fe.yaml': foreachWorkflow('registry.md'), 'registry.md': registryTable(n) };
    if (n <= chainMax) files['chain.yaml'] = chainWorkflow(n);
    ws[n] = makeGitWorkspace(root, `b8-${n}`, files);
    data[n] = { a: [], n: [], b: [], aCpu: [], nCpu: [], bCpu: [], aRss: [], nRss: [], bRss: [] };
  }
  const measure = (v, n, rep) => {
    const w = ws[n];
    if (v === 'n') {
      const dir = `base/n${rep}`;
      const r = timed(node, [join(BENCH, 'node-limit.mjs'), dir, String(n), 'fe', 'item'], { cwd: w, rss: true, check: expectJson('ok', true) });
      if (!existsSync(join(w, dir, `${itemId(n, n)}.md`))) throw new Error('B8 Node limit did not write its last output');
      rmSync(join(w, dir), { recursive: true, force: true });
      return r;
    }
    const [file, name] = v === 'a' ? ['fe.yaml', 'fe'] : ['chain.yaml', 'chain'];
    const runId = `r${rep}`;
    // A hang guard, not a limit on a slow machine: a 100,000-item run takes 40 min quiet here and
    // 3 h at a load of ~10 (the default 15 min killed it at item 8,600).
    const r = cliRun(['run', file, '--run-id', runId, '--json'], { cwd: w, rss: true, check: completeWith(n), timeoutMs: Math.max(15 * 60_000, n * 500) });
    const last = v === 'a' ? `${itemId(n, n)}.md` : `${stageId(n, n)}.md`;
    if (!existsSync(join(w, 'runs', name, runId, last))) throw new Error(`B8 ${name}: no ${last}`);
    rmSync(join(w, 'runs', name, runId), { recursive: true, force: true });
    return r;
  };
  const maxReps = Math.max(...reps);
  for (let rep = 0; rep < maxReps; rep++) {
    for (const [k, n] of sizes.entries()) {
      if (rep >= reps[k]) continue;
      const variants = ['a', ...(n <= limitMax ? ['n'] : []), ...(n <= chainMax ? ['b'] : [])];
      for (const v of rotate(variants, rep + k)) {
        const r = measure(v, n, rep);
        data[n][v][rep] = r.ms;
        data[n][`${v}Cpu`][rep] = r.cpuMs;
        data[n][`${v}Rss`][rep] = r.rssKiB;
      }
      const d = data[n];
      log(`B8 rep ${rep + 1} N=${n}: foreach ${fmtNum(d.a[rep], ' ms')}${d.n[rep] !== undefined ? `, Node limit ${fmtNum(d.n[rep], ' ms')}` : ''}${d.b[rep] !== undefined ? `, chain ${fmtNum(d.b[rep], ' ms')}` : ''}`);
    }
  }
  extra.b8 = data;
  const cpu = (xs) => (GNU_TIME ? `CPU (user+sys): ${fmtNum(summary(xs).median, ' ms')}` : '');
  const mb = (kib) => kib / 1024;
  const perItem = {};
  // Above limitMax the Node limit is not run again (it would take as long as the foreach): its
  // per-item time is that of the largest size where it ran in this same run (it is flat by construction).
  const limitSizes = sizes.filter((n) => n <= limitMax);
  const limitPerItem = limitSizes.length ? summary(data[limitSizes.at(-1)].n.map((x) => x / limitSizes.at(-1))).median : NaN;
  for (const n of sizes) {
    const d = data[n];
    row('B8', `N=${n}: (a) foreach over an ${n}-row Markdown registry, one trivial stage per item, whole process`, d.a, ' ms', `${cpu(d.aCpu)}${GNU_TIME ? `; peak RSS ${fmtNum(summary(d.aRss.map(mb)).median, ' MB')}` : ''}`);
    if (n <= limitMax) {
      row('B8', `N=${n}: (n) Node limit: the same ${n} spawns + one fdatasync'd journal append per item`, d.n, ' ms', cpu(d.nCpu));
      perItem[n] = row('B8', `N=${n}: foreach overhead per item over the Node limit, (a − n) / N`, paired(d.a, d.n, (a, x) => (a - x) / n));
    } else {
      perItem[n] = row('B8', `N=${n}: foreach overhead per item over the Node limit, (a − n) / N`, d.a.map((a) => a / n - limitPerItem), ' ms', `(n) not run at this size: its per-item time at N=${limitSizes.at(-1)} in this run (${fmtNum(limitPerItem, ' ms')}) stands for it`);
    }
    if (n <= chainMax) {
      row('B8', `N=${n}: (b) chain of ${n} of the same stages (B1), whole process`, d.b, ' ms', cpu(d.bCpu));
      row('B8', `N=${n}: foreach cost per item over a chain of the same stages, (a − b) / N`, paired(d.a, d.b, (a, b) => (a - b) / n));
    }
    row('B8', `N=${n}: per item, (a) / N`, d.a.map((a) => a / n));
  }
  const first = sizes[0];
  const big = sizes.at(-1);
  const per = (n) => summary(data[n].a.map((a) => a / n)).median;
  const flat = per(big) / per(first);
  row('B8', `growth of the per-item cost: (a)/N at N=${big} over (a)/N at N=${first}`, [flat], '×', 'ratio of medians of runs made minutes apart: moves with the machine\'s load');
  const all = sizes.map((n) => `${n}: ${fmtNum(perItem[n].median, ' ms')}`).join(', ');
  const worst = Math.max(...sizes.map((n) => perItem[n].median));
  target('B8', `foreach overhead ≤ 2 ms per item over its stages (the Node limit's spawn + commit) at every N`, all, worst <= 2);
  target('B8', `per-item cost flat: (a)/N at N=${big} ≤ 1.1× (a)/N at N=${first}`, `${fmtNum(flat, '×')} (${fmtNum(per(first), ' ms')} → ${fmtNum(per(big), ' ms')} per item)`, flat <= 1.1);
  if (GNU_TIME) {
    const rss = summary(data[big].aRss.map(mb));
    const full = FULL.b8.sizes.at(-1);
    if (big >= full) target('B8', `peak RSS of the ${big}-item run ≤ 200 MB`, fmtNum(rss.median, ' MB'), rss.median <= 200);
    else target('B8', `peak RSS of the ${full}-item run ≤ 200 MB`, `not measured at ${full} items in this run; at ${big}: ${fmtNum(rss.median, ' MB')} (by N: ${sizes.map((n) => `${n}: ${fmtNum(summary(data[n].aRss.map(mb)).median, ' MB')}`).join(', ')})`, null, `the ${full}-item run was not part of this run`);
  } else target('B8', 'peak RSS ≤ 200 MB', 'not measured (no GNU time)', null);
}

// ---------------------------------------------------------------------------------------
// --profile: one B1 (a) run under --cpu-prof, summarised.

/** One run of `args` under `node --cpu-prof`, summarised (self time and the `inclusive` frames). */
function profileOne(label, ws, args, inclusive) {
  const dir = join(BENCH, '.work', 'profiles');
  mkdirSync(dir, { recursive: true });
  const before = new Set(readdirSync(dir));
  timed(node, ['--cpu-prof', '--cpu-prof-dir', dir, CLI.path, ...args], { cwd: ws, check: expectJson('status', 'WORKFLOW_COMPLETE') });
  const file = readdirSync(dir).find((f) => !before.has(f));
  log(`profile of ${label}: ${join(dir, file)}`);
  const r = spawnSync(node, [join(BENCH, 'profile-summary.mjs'), join(dir, file), '--top', '20', '--inclusive', inclusive.join(',')], { encoding: 'utf8' });
  process.stderr.write(r.stdout);
}

const PERSIST_FRAMES = ['persist', 'writeState', 'serializeState', 'writeManifest', 'toYaml', 'atomicWriteFile', 'fsyncSync', 'spawn', 'readGate', 'sha256File'];

function profileRun() {
  if (wants('B1')) {
    const n = opt.smoke ? cfg.b1.sizes.at(-1) : 500;
    const ws = makeGitWorkspace(root, `prof-${n}`, { 'chain.yaml': chainWorkflow(n) });
    profileOne(`a ${n}-stage run`, ws, ['run', 'chain.yaml', '--run-id', 'prof', '--json'], [...PERSIST_FRAMES, 'applySuccess', 'startAttempt']);
  }
  if (wants('B7')) {
    const { branches: n, seconds, concurrency: c } = cfg.b7;
    const ws = makeGitWorkspace(root, 'prof-b7', { 'par.yaml': parallelWorkflow(n, seconds, c) });
    profileOne(`a ${n}-branch parallel run`, ws, ['run', 'par.yaml', '--run-id', 'prof', '--json'], [...PERSIST_FRAMES, 'runParallelStep', 'execute', 'withBranch', 'loadAndCheck', 'checkIntegrity']);
  }
  if (wants('B8')) {
    const n = cfg.b8.sizes[0];
    const ws = makeGitWorkspace(root, 'prof-b8', { 'fe.yaml': foreachWorkflow('registry.md'), 'registry.md': registryTable(n) });
    profileOne(`a ${n}-item foreach run`, ws, ['run', 'fe.yaml', '--run-id', 'prof', '--json'], [...PERSIST_FRAMES, 'runForeachStep', 'runItem', 'workflowFor', 'itemWorkflow', 'itemPorts', 'readRegistry', 'startItem', 'finishItem', 'conclude', 'loadAndCheck', 'checkIntegrity', 'validate']);
  }
}

// ---------------------------------------------------------------------------------------
// Table and doc

const TARGETS_TEXT = [
  'B1 (issue 16): ≤ 1 ms per stage over the Node limit (the same spawns and one fdatasync\'d append per stage) at N = 500; the per-stage cost flat from N = 100 to N = 10,000; stagegate / LangGraph JS with its durable checkpointer ≤ 1.0.',
  'B2: 5,000 steps validated ≤ 1 s; linear (10,000 ≤ 2.2× 5,000).',
  'B3: gate check ≤ 20 ms on a 200 MB artifact.',
  'B4: `dist/cli/index.js` and `dist/action/index.js` validate path ≤ 3× the cold start of `node -e 0`.',
  'B5 (issue 16): resume of a run with 10,000 journal events (load, replay, verify) ≤ 100 ms beyond cold start.',
  'B6: peak RSS of a 1,000-stage run ≤ 150 MB (judged here on the largest B1 run).',
  'B7 (issue 8): 32 parallel branches of 0.25 s stages at max_concurrency 8 finish within 1.15× of the ideal 1.0 s.',
  'B8 (issue 16): foreach overhead ≤ 2 ms per item over its stages, flat from 200 to 100,000 items; peak RSS of the 100,000-item run ≤ 200 MB.',
];

function escapeCell(s) {
  return String(s).replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function table() {
  const lines = ['| id | measurement | median | min–max | runs | note |', '|---|---|---:|---:|---:|---|'];
  for (const r of rows) {
    const f = r.s ? fmtSummary(r.s, r.unit) : { median: '—', range: '—', n: '0' };
    lines.push(`| ${r.id} | ${escapeCell(r.what)} | ${f.median} | ${f.range} | ${f.n} | ${escapeCell(r.note)} |`);
  }
  return lines.join('\n');
}

function targetTable() {
  const mark = (m) => (m === true ? '**met**' : m === false ? '**MISSED**' : 'not judged');
  const lines = ['| id | target | measured (median) | verdict | note |', '|---|---|---|---|---|'];
  for (const t of targets) lines.push(`| ${t.id} | ${escapeCell(t.target)} | ${escapeCell(t.measured)} | ${mark(t.met)} | ${escapeCell(t.note)} |`);
  return lines.join('\n');
}

function machineText() {
  const m = machine;
  const lg = m.langgraph?.ok ? `@langchain/langgraph ${m.langgraph.versions.langgraph}, @langchain/langgraph-checkpoint-sqlite ${m.langgraph.versions.checkpointSqlite}, better-sqlite3 ${m.langgraph.versions.betterSqlite3}, @langchain/core ${m.langgraph.versions.core}` : m.langgraph?.note ?? (wants('B1') ? 'not run' : 'not used (B1 not measured in this run)');
  return [
    `- Date: ${m.date} (whole run: ${fmtNum((Date.now() - T0) / 1000, ' s')})`,
    `- Machine: ${m.cpus} cores (${m.cpuModel}), ${fmtNum(m.memGiB, ' GiB')} memory, ${m.platform}; temp files on ${m.tmp}${m.extraCaCerts ? '; NODE_EXTRA_CA_CERTS is set here and removed for every measured process (as on GitHub\'s runners: parsing that CA bundle costs ~55 ms of CPU per Node start)' : ''}`,
    `- Node ${m.node} ran every process measured in this run (${m.nodePath === process.execPath ? 'the Node running the harness' : `\`--node ${!m.nodePath.includes('/') || relative(REPO, m.nodePath).startsWith('..') ? m.nodePath : relative(REPO, m.nodePath)}\`; the harness itself ran on ${m.harnessNode}`}); bash ${spawnSync('bash', ['-c', 'echo $BASH_VERSION'], { encoding: 'utf8' }).stdout.trim()}`,
    `- Load average (1/5/15 min) at start ${m.loadStart.map((x) => x.toFixed(2)).join(' / ')}, at end ${os.loadavg().map((x) => x.toFixed(2)).join(' / ')}. The machine is shared with other engineers' test runs: absolute times are noisy, side-by-side ratios (measured interleaved in the same run) are the numbers to trust.`,
    `- stagegate ${m.cliVersion}: \`dist/cli/\` sha256 ${m.cli.sha256.slice(0, 16)}… (its ${m.cli.files} files, snapshot taken at start), repository HEAD ${m.git.head}${m.git.dirty ? ` with ${m.git.dirty} uncommitted change(s) under src/ or dist/` : ''}`,
    `- \`dist/action/\`: ${m.action ? `sha256 ${m.action.sha256.slice(0, 16)}… (its ${m.action.files} files)` : 'not built yet'}`,
    `- LangGraph: ${lg}`,
    ...['b1', 'b8']
      .filter((k) => !opt.smoke && wants(k.toUpperCase()) && JSON.stringify(cfg[k].sizes) !== JSON.stringify(FULL[k].sizes))
      .map((k) => `- Sizes: ${k.toUpperCase()} ran at N = ${cfg[k].sizes.join(', ')} (repetitions ${cfg[k].reps.join(', ')}), not the full ${FULL[k].sizes.join(', ')}: targets naming a size not run are judged at the largest size that ran, and said so.`),
  ].join('\n');
}

const METHOD = `Every number is wall-clock time of a whole child process measured by the harness (spawn to exit), unless the row says otherwise. Variants are interleaved within each repetition (the order rotates), so ratios compare runs made side by side; ratio rows are computed per repetition and then summarised.

- **B1**: a generated 4.0 workflow \`chain.yaml\` of N shell stages in a chain (s1 -OK-> s2 ... -> DONE), in a temp git repository. Every stage is one \`bash --noprofile --norc -eo pipefail -c\` running only builtins (\`printf\` with a redirection) that writes a ~250-byte artifact ending in a valid WORKFLOW_GATE block. (a) \`node dist/cli/index.js run chain.yaml --run-id rK --json\` (a fresh run each time); (n) the limit: \`bench/node-limit.mjs\`, a minimal Node loop doing the same spawn per stage (same flags and environment, a process group of its own, output piped) and the same durable commit (one JSON line appended to a journal and \`fdatasync\`'d), nothing else; (m) the same Node limit that also replaces, after each commit, two files the way stagegate replaces its snapshot and manifest (temp file, writev, rename, no fsync), each of the size stagegate's own file has at that stage (bytes per completed stage from one stagegate run of the smallest size): the floor the 4.0 spec's per-stage persistence of \`workflow_state.yaml\` and \`RUN_MANIFEST.yaml\` puts under any runner, shown so the target's 1 ms can be read against it; (b) a generated bash script (\`bashChainScript\` in \`bench/lib.mjs\`) doing the same \`bash -c\` per stage, as a second reference; (c) \`bench/langgraph-chain.mjs\`: a LangGraph JS StateGraph of the same N nodes, SqliteSaver checkpointer (WAL, a new database per run), \`durability: "sync"\` (the next node starts only after the checkpoint is committed), each node spawning the same command and checking the gate from the file's last 64 KiB; LangGraph runs only up to N=500 (a 10,000-node run alone would take many minutes). Overhead per stage = ((a) − (n)) / N. Flat: the per-stage cost (a) / N at the largest N against the smallest (a ratio of medians: the sizes have different repetitions).
- **B2**: \`node dist/cli/index.js validate wf-N.yaml --json\` on generated chains of N steps (must report \`valid: true\`).
- **B3**: artifacts of the given size (filler text + gate), warm page cache. In process: \`readGate\` from \`src/core/gate/workflow-gate.ts\` loaded through tsx (\`bench/gate-timer.ts\`), first call in a fresh process and 7 warm calls; plus the size-dependent work the runner does to accept an output (a stat and one read of the whole file that gives its sha256 and the tail its gate is parsed from). End to end: a one-stage workflow whose stage \`mv\`s the prepared artifact into its declared output, minus the same run with a 1 KiB artifact.
- **B4**: the cold start of bare \`node -e 0\`, the CLI's \`--version\` and \`validate\` on a copy of \`workflows/examples/hello/workflow.yaml\`, and the Action's validate path (INPUT_* environment as the runner sets it) when \`dist/action/index.js\` exists.
- **B5**: a decision step that loops on itself N-5 times (one journal event per visit) and then a final stage that fails until a flag file exists: the first invocation leaves a run of about N journal events, stopped at the final stage. Each repetition restores that run, times \`stagegate status --json\` and then \`stagegate run\`, which loads, replays and verifies the whole journal and runs the final stage to completion; the same with a 7-event journal; then \`stagegate run\` once more of the run now complete, which loads, replays and verifies the journal and reports the run (nothing runs; only the manifest is written again): the target's "load, replay, verify" alone. The same repetitions time \`stagegate validate\` of the short run's workflow, the CLI's cold start with every command's code loaded (B4's validate path: \`--version\` loads only the light entry); the target is judged, as since B5 was first measured, on the resume minus that cold start, per repetition: the stricter of the two (it also runs a stage: the runner's chunks, the spawn, the commits), so the completed run's row is reported beside it, not in its place.
- **B6**: maximum resident set size (GNU \`/usr/bin/time -f %M\`) of the largest B1 runs.
- **B7**: a generated workflow of one parallel step with 32 shell branches (\`parallelWorkflow\` in \`bench/lib.mjs\`), \`max_concurrency: 8\`, join all; each branch runs \`sleep 0.25\` then the B1 stage's \`printf\` writing its output and gate. (a) \`stagegate run par.yaml --json\`, whole process; (b) the ideal, ⌈32 / 8⌉ × 0.25 s = 1.0 s; (c) the same 32 commands, same environment, through \`xargs -P 8\` (\`xargsParallelScript\`): the practical limit; (d) a one-stage run of the B1 stage (no branches): what any run costs before and after its stages (node start-up, load and validation, state and manifest); (e) the parallel step itself, from its start to its join, as the run's journal records it (\`duration_ms\` of its \`join_decided\` event). Reported: (e) / ideal (the issue's target: the branches finish within 1.15× of the ideal), (a) / ideal (the whole process, start-up included, also judged against 1.15), (a) / (c), and ((a) − (d)) / ideal, each per repetition.
- **B8**: a Markdown registry of N rows and a workflow of one foreach step over it (\`foreachWorkflow\`, \`registryTable\`), whose per-item machine is one B1 stage (same script) leading to \`next_artifact\`; (a) \`stagegate run fe.yaml --json\` under GNU time (wall time and peak RSS); (n) the Node limit doing the same N spawns with one durable append per item (up to the size named in the config; above it, its per-item time at the largest size it ran stands for it, which the row says); (b) at the smallest size, the N-stage B1 chain, for reference. Foreach overhead per item = ((a) − (n)) / N: it counts everything stagegate adds per item, its per-stage overhead (B1) included. Flat: (a) / N at the largest N against the smallest.`;

const BENCH_IDS = ['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B8'];

/**
 * With --only and --doc: the rows and targets of the benchmarks this run did not measure, taken
 * from the doc's generated section as it is (so one benchmark can be re-measured without
 * re-running the others), and the provenance lines of that earlier run.
 */
function carriedOver(old) {
  if (!only || old === null) return null;
  // B6 is measured by B1's runs: whenever B1 ran, its B6 rows are this run's, not carried over.
  const ran = new Set(BENCH_IDS.filter((id) => (id === 'B6' ? wants('B1') : wants(id))));
  const keep = (line) => {
    const m = /^\| (B\d+) \|/.exec(line);
    return m !== null && BENCH_IDS.includes(m[1]) && !ran.has(m[1]);
  };
  const section = (title) => {
    const start = old.indexOf(`### ${title}\n`);
    if (start < 0) return [];
    const lines = old.slice(start).split('\n').slice(1);
    const out = [];
    let inTable = false;
    for (const line of lines) {
      if (line.startsWith('|')) inTable = true;
      else if (inTable) break;
      if (inTable && keep(line)) out.push(line);
    }
    return out;
  };
  const date = /^- Date: (\S+)/m.exec(old)?.[1] ?? 'an earlier run';
  // Runs before 2026-12-07 digested the entry alone (`dist/cli/index.js`), later ones the whole build (`dist/cli/`).
  const [, built, sha] = /`(dist\/cli\/(?:index\.js)?)` sha256 ([0-9a-f]+)…/.exec(old) ?? [];
  const nodeOld = /^- Node (v\d+\.\d+\.\d+)/m.exec(old)?.[1];
  const load = /^- Load average \(1\/5\/15 min\) at start ([^,]+),/m.exec(old)?.[1];
  const ids = [...new Set([...section('Targets'), ...section('All measurements')].map((l) => /^\| (B\d+)/.exec(l)[1]))];
  // Where each carried row comes from: the doc's last run for what it measured, and for what it
  // carried itself, the run its own Carried-over line named (rows can come from several runs).
  const source = new Map();
  const before = /^- Carried over: (.*); this run measured only .*$/m.exec(old)?.[1];
  for (const part of before?.split('; ') ?? []) {
    const m = /^the (.+) rows are from the run of (.+)$/.exec(part);
    if (m) for (const id of m[1].split(', ')) source.set(id, m[2]);
  }
  const last = `${date}${nodeOld ? ` on Node ${nodeOld}` : ''}${sha ? ` (\`${built}\` sha256 ${sha}…)` : ''}${load ? `, load average at its start ${load}` : ''}`;
  const from = new Map();
  for (const id of ids) {
    const run = source.get(id) ?? last;
    from.set(run, [...(from.get(run) ?? []), id]);
  }
  const parts = [...from].map(([run, list]) => `the ${list.join(', ')} rows are from the run of ${run}`);
  return {
    ran,
    targets: section('Targets'),
    rows: section('All measurements'),
    line: ids.length ? `- Carried over: ${parts.join('; ')}; this run measured only ${[...ran].join(', ')}.` : undefined,
  };
}

/** Rows of this run and carried-over rows, in benchmark order (B1 … B8). */
function mergeById(fresh, carried, ran) {
  if (!carried) return fresh;
  const head = fresh.slice(0, 2);
  const idOf = (l) => /^\| (B\d+) \|/.exec(l)?.[1];
  const out = [...head];
  for (const id of BENCH_IDS) out.push(...(ran.has(id) ? fresh.slice(2).filter((l) => idOf(l) === id) : carried.filter((l) => idOf(l) === id)));
  return out;
}

function writeDoc(path) {
  const old = existsSync(path) ? readFileSync(path, 'utf8') : null;
  const carry = carriedOver(old);
  const generated = [
    '<!-- bench:results:begin (generated by `npm run bench`; edit outside these markers) -->',
    '## Latest run',
    '',
    machineText(),
    ...(carry?.line ? [carry.line] : []),
    '',
    '### Targets',
    '',
    mergeById(targetTable().split('\n'), carry?.targets, carry?.ran).join('\n'),
    '',
    '### All measurements',
    '',
    mergeById(table().split('\n'), carry?.rows, carry?.ran).join('\n'),
    '',
    ...(notes.length ? ['Notes:', '', ...notes.map((n) => `- ${n}`), ''] : []),
    '### Method',
    '',
    METHOD,
    '',
    'Targets (issues 2, 6, 8 and 16):',
    '',
    ...TARGETS_TEXT.map((t) => `- ${t}`),
    '',
    'Reproduce: `npm run bench` (all; installs LangGraph into bench/node_modules on first use), `npm run bench -- --only B1,B5 --reps 3`, `npm run bench -- --no-langgraph`, `npm run bench -- --profile` (adds a `--cpu-prof` of a 500-stage run, summarised by `bench/profile-summary.mjs`). `npm run bench -- --smoke` runs tiny sizes once and writes no doc. `npm run bench -- --only B7,B8 --doc docs/benchmarks.md` rewrites only those rows and keeps the others (marked as carried over). `--cli PATH` or `STAGEGATE_BENCH_CLI` measures another build than `dist/cli/index.js`; `--node PATH` or `STAGEGATE_BENCH_NODE` runs every measured process on another Node (the Node line above names the one that ran). `--b1-sizes 100,500 --b8-sizes 200x3,2000x2` measure other sizes (SIZExREPS; one repetition unless `--reps`); a run with other sizes than the full ones says so in the doc.',
    '<!-- bench:results:end -->',
  ].join('\n');
  let text;
  if (old !== null) {
    const b = old.indexOf('<!-- bench:results:begin');
    const e = old.indexOf('<!-- bench:results:end -->');
    if (b >= 0 && e > b) text = old.slice(0, b) + generated + old.slice(e + '<!-- bench:results:end -->'.length);
  }
  text ??= `# Benchmarks\n\nHow fast stagegate is against the physical limit (bash doing the same process spawns) and against LangGraph JS, measured by \`npm run bench\` (code in \`bench/\`). The section between the markers is rewritten by every full run; the analysis below it is kept.\n\n${generated}\n`;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text.endsWith('\n') ? text : text + '\n');
}

// ---------------------------------------------------------------------------------------

try {
  log(`${opt.smoke ? 'smoke' : 'full'} run on Node ${nodeVersion}${node === process.execPath ? '' : ` (${node})`}; temp ${root}; cli ${CLI.source} (sha256 ${CLI.sha256.slice(0, 12)}…)${GNU_TIME ? '' : '; no GNU time: RSS not measured'}`);
  for (let i = 0; i < 2; i++) cliRun(['--version'], { cwd: REPO }); // warm the page cache
  if (wants('B1')) benchB1();
  if (wants('B2')) benchB2();
  if (wants('B3')) benchB3();
  if (wants('B4')) benchB4();
  if (wants('B5')) benchB5();
  if (wants('B7')) benchB7();
  if (wants('B8')) benchB8();
  if (opt.profile) profileRun();
  if (!wants('B1') && wants('B6')) skipRow('B6', 'peak RSS', 'measured with B1');
} finally {
  if (!opt.keep) rmSync(root, { recursive: true, force: true });
  else log(`kept ${root}`);
}

const out = `\nstagegate benchmarks (${opt.smoke ? 'SMOKE: tiny sizes, 1 repetition, not a measurement' : 'full'}), ${machine.cpus} cores, Node ${machine.node}\n\n${table()}\n\n${targetTable()}\n`;
process.stdout.write(out);
const workDir = join(BENCH, '.work');
mkdirSync(workDir, { recursive: true });
const jsonPath = opt.json ?? join(workDir, opt.smoke ? 'smoke.json' : 'last.json');
writeFileSync(jsonPath, JSON.stringify({ machine, rows, targets, raw: extra }, null, 2));
const docPath = opt.doc ?? (opt.smoke || opt['no-doc'] || only ? null : join(REPO, 'docs', 'benchmarks.md'));
if (docPath && !opt['no-doc']) {
  writeDoc(resolve(docPath));
  log(`wrote ${docPath}`);
}
log('done');
