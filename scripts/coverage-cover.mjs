// A per-test coverage cover of `npm test`'s in-process project (docs/testing.md, "Coverage"): which
// tests run no byte of src/ that some other test still kept does not run, dearest first — the
// candidates for the slow tier's `campaign` tag (test/tiers.ts).
//
//   node scripts/coverage-cover.mjs [--out DIR] [--analyze] [-- extra vitest args]
//
// Runs `vitest run --project in-process --tagsFilter '!campaign'` once with STAGEGATE_COVER_DIR set
// (test/helpers/coverage-cover-setup.ts writes, per worker, each test's byte ranges of src/ that ran)
// and the json reporter (each test's duration), then the greedy pass: tests sorted by duration,
// dearest first; a test is removable when every byte it ran is run by at least one other test still
// kept (its bytes' counts of keeping tests all ≥ 2), and removing it lowers those counts. A test that
// runs no byte of src/ (atoms: 0) is listed too: what it checks (docs, the schema, the import graph)
// is not src/'s code, and a cover says nothing about it. Writes
// DIR/cover.json (the removable tests and their durations, per file) and prints the summary.
// --analyze: no run; the pass over DIR's earlier results. Run it alone on a 2-core machine: block
// coverage makes the workers slower, and the durations are the run's own.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const args = process.argv.slice(2);
const dash = args.indexOf('--');
const own = dash < 0 ? args : args.slice(0, dash);
const extra = dash < 0 ? [] : args.slice(dash + 1);
const outAt = own.indexOf('--out');
const outDir = resolve(outAt < 0 ? 'coverage-cover' : own[outAt + 1]);
const analyzeOnly = own.includes('--analyze');
const rawDir = join(outDir, 'raw');
const resultsFile = join(outDir, 'results.json');

if (!analyzeOnly) {
  rmSync(rawDir, { recursive: true, force: true });
  mkdirSync(rawDir, { recursive: true });
  const vitest = join('node_modules', '.bin', 'vitest');
  const run = spawnSync(vitest, ['run', '--project', 'in-process', '--tagsFilter', '!campaign', '--reporter=json', `--outputFile=${resultsFile}`, '--reporter=dot', ...extra], {
    stdio: 'inherit',
    env: { ...process.env, STAGEGATE_COVER_DIR: rawDir, NODE_EXTRA_CA_CERTS: '' },
  });
  if (run.status !== 0) console.error(`coverage-cover: vitest exited ${run.status}; the cover below counts the tests that ran`);
}

// Durations: the json reporter's, keyed by file and full name.
const keyOf = (file, fullName) => `${file} :: ${fullName}`;
const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
const tests = new Map();
for (const fileResult of results.testResults) {
  const file = relative(process.cwd(), fileResult.name);
  for (const a of fileResult.assertionResults) {
    if (a.status !== 'passed') continue;
    const k = keyOf(file, a.fullName);
    const t = tests.get(k) ?? { file, fullName: a.fullName, title: a.title, line: a.location?.line, duration: 0, cases: 0, spans: new Map() };
    t.duration += a.duration ?? 0;
    t.cases += 1;
    tests.set(k, t);
  }
}

// Spans: every worker's lines; a name run twice (a loop's equal titles) is one unit, its spans merged.
for (const name of readdirSync(rawDir).filter((n) => n.endsWith('.jsonl'))) {
  for (const line of readFileSync(join(rawDir, name), 'utf8').split('\n')) {
    if (!line) continue;
    const rec = JSON.parse(line);
    const t = tests.get(keyOf(rec.file, rec.fullName));
    if (!t) continue;
    for (const [script, spans] of Object.entries(rec.ran)) {
      const have = t.spans.get(script);
      if (have) have.push(...spans);
      else t.spans.set(script, [...spans]);
    }
  }
}

// Atoms: per script, the intervals between every cut any test's spans make; a test ran an atom when
// one of its spans holds it. Each atom gets a global id.
const cutsOf = new Map();
for (const t of tests.values()) {
  for (const [script, spans] of t.spans) {
    let cuts = cutsOf.get(script);
    if (!cuts) cutsOf.set(script, (cuts = new Set()));
    for (const [a, b] of spans) { cuts.add(a); cuts.add(b); }
  }
}
const atomsOf = new Map();
let atomCount = 0;
for (const [script, cuts] of cutsOf) {
  const points = Int32Array.from([...cuts]).sort();
  const index = new Map();
  points.forEach((p, i) => index.set(p, i));
  atomsOf.set(script, { base: atomCount, index });
  atomCount += points.length - 1;
}
const keepers = new Int32Array(atomCount);
for (const t of tests.values()) {
  const ids = new Set();
  for (const [script, spans] of t.spans) {
    const { base, index } = atomsOf.get(script);
    for (const [a, b] of spans) for (let i = index.get(a); i < index.get(b); i++) ids.add(base + i);
  }
  t.atoms = Int32Array.from(ids);
  t.spans = undefined;
  for (const id of t.atoms) keepers[id] += 1;
}

// The greedy pass, dearest first.
const order = [...tests.values()].sort((x, y) => y.duration - x.duration);
const removable = [];
for (const t of order) {
  if (t.atoms.every((id) => keepers[id] >= 2)) {
    for (const id of t.atoms) keepers[id] -= 1;
    removable.push(t);
  }
}

const perFile = {};
for (const t of removable) {
  const f = (perFile[t.file] ??= { tests: 0, ms: 0, list: [] });
  f.tests += 1;
  f.ms += t.duration;
  f.list.push({ fullName: t.fullName, title: t.title, ms: Math.round(t.duration), cases: t.cases, atoms: t.atoms.length });
}
const sum = (list) => list.reduce((s, t) => s + t.duration, 0);
const summary = {
  tests: tests.size,
  testsMs: Math.round(sum([...tests.values()])),
  atoms: atomCount,
  removable: removable.length,
  removableMs: Math.round(sum(removable)),
  removableAtLeast150ms: removable.filter((t) => t.duration >= 150).length,
  removableAtLeast150msMs: Math.round(sum(removable.filter((t) => t.duration >= 150))),
};
const files = Object.entries(perFile).sort((a, b) => b[1].ms - a[1].ms).map(([file, f]) => ({ file, tests: f.tests, ms: Math.round(f.ms), list: f.list }));
writeFileSync(join(outDir, 'cover.json'), JSON.stringify({ summary, files }, null, 1) + '\n');
console.log(JSON.stringify(summary));
for (const f of files) console.log(`${String(f.ms).padStart(7)} ms  ${String(f.tests).padStart(3)} tests  ${f.file}`);
console.log(`coverage-cover: ${join(outDir, 'cover.json')}`);
