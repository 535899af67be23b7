// The benchmark harness keeps working: `npm run bench -- --smoke` (tiny sizes, one repetition,
// no LangGraph install) must finish and print a table with a row for every benchmark, B1–B8.
// Timings are never asserted here: they belong to docs/benchmarks.md, not to a test.
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnTracked } from '../helpers/processes.js';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DOC = join(REPO, 'docs', 'benchmarks.md');
const out = mkdtempSync(join(tmpdir(), 'stagegate-bench-smoke-'));

afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Run `node bench/run.mjs ARGS` from the repository (tracked, its own process group). */
async function bench(args: string[], extraEnv: Record<string, string> = {}): Promise<{ stdout: string; stderr: string; status: number | null }> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !k.startsWith('STAGEGATE_')) env[k] = v;
  const child = spawnTracked(process.execPath, [join(REPO, 'bench', 'run.mjs'), ...args], { cwd: REPO, env: { ...env, ...extraEnv, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  const r = { stdout: '', stderr: '', status: null as number | null };
  child.stdout!.setEncoding('utf8').on('data', (d: string) => (r.stdout += d));
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (r.stderr += d));
  r.status = await new Promise<number | null>((resolve, reject) => child.on('error', reject).on('close', resolve));
  return r;
}

describe('npm run bench -- --smoke', () => {
  it('--node PATH runs every measured process on that Node and the doc names it', async () => {
    // A stand-in for another Node (e.g. the Action's Node 24): logs each call, then runs this Node.
    // Paths reach it through the environment, never spliced into its text.
    const wrapper = join(out, 'other-node');
    writeFileSync(wrapper, '#!/bin/sh\nprintf \'%s\\n\' "$*" >>"$BENCH_SMOKE_NODE_LOG"\nexec "$BENCH_SMOKE_REAL_NODE" "$@"\n');
    chmodSync(wrapper, 0o755);
    const calls = join(out, 'node-calls.log');
    const doc = join(out, 'doc-node.md');
    const jsonPath = join(out, 'node.json');
    const cli = process.env['STAGEGATE_E2E_CLI'] ? ['--cli', process.env['STAGEGATE_E2E_CLI']] : [];
    const r = await bench(['--smoke', '--only', 'B4', '--node', wrapper, '--doc', doc, '--json', jsonPath, ...cli], { BENCH_SMOKE_NODE_LOG: calls, BENCH_SMOKE_REAL_NODE: process.execPath });
    expect(r.status, `exit ${r.status}\n${r.stdout}\n${r.stderr}`).toBe(0);
    // The measured processes ran on it: bare `node -e 0` and the CLI's validate path among them.
    const called = readFileSync(calls, 'utf8').split('\n');
    expect(called).toContain('-e 0');
    expect(called.some((line) => /\/cli\/index\.js validate /.test(line)), called.join('\n')).toBe(true);
    const data = JSON.parse(readFileSync(jsonPath, 'utf8')) as { machine: { node: string; nodePath: string; harnessNode: string } };
    expect(data.machine).toMatchObject({ node: process.version, nodePath: wrapper, harnessNode: process.version });
    // The doc says which Node measured the rows.
    expect(readFileSync(doc, 'utf8')).toContain(`- Node ${process.version} ran every process measured in this run (\`--node ${wrapper}\`; the harness itself ran on ${process.version})`);
    // …and which build: a digest of every file of the bundle (the entry alone only loads the chunks).
    expect(readFileSync(doc, 'utf8')).toMatch(/^- stagegate \S+: `dist\/cli\/` sha256 [0-9a-f]{16}… \(its \d+ files, snapshot taken at start\)/m);
    expect(readFileSync(doc, 'utf8')).toMatch(/^- `dist\/action\/`: sha256 [0-9a-f]{16}… \(its \d+ files\)$/m);

    // A Node that does not run stops the bench before it measures anything.
    const bad = await bench(['--smoke', '--only', 'B4', '--no-doc', '--node', join(out, 'no-such-node')]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain(`--node ${join(out, 'no-such-node')} does not run`);
  }, 300_000);

  it('runs every benchmark at tiny sizes and prints the table', async () => {
    const docBefore = existsSync(DOC) ? readFileSync(DOC, 'utf8') : null;
    const jsonPath = join(out, 'smoke.json');
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !k.startsWith('STAGEGATE_')) env[k] = v;
    // The CLI build the other e2e tests use (test/helpers/cli.ts), when one is named.
    const cli = process.env['STAGEGATE_E2E_CLI'] ? ['--cli', process.env['STAGEGATE_E2E_CLI']] : [];
    // In its own process group (tracked): whatever the bench starts dies with it after the test.
    const child = spawnTracked('npm', ['run', '--silent', 'bench', '--', '--smoke', '--json', jsonPath, ...cli], {
      cwd: REPO,
      env: { ...env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const r = { stdout: '', stderr: '', status: null as number | null };
    child.stdout!.setEncoding('utf8').on('data', (d: string) => (r.stdout += d));
    child.stderr!.setEncoding('utf8').on('data', (d: string) => (r.stderr += d));
    r.status = await new Promise<number | null>((resolve, reject) => child.on('error', reject).on('close', resolve));
    expect(r.status, `exit ${r.status}\n${r.stdout}\n${r.stderr}`).toBe(0);

    // The printed table: a header and at least one row for each benchmark.
    expect(r.stdout).toMatch(/^\| id \| measurement \| median \| min–max \| runs \| note \|$/m);
    for (const id of ['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B8']) expect(r.stdout, `no ${id} row`).toMatch(new RegExp(`^\\| ${id} \\|`, 'm'));
    // Side-by-side rows of B1 and the target table are there too (values are not checked).
    expect(r.stdout).toMatch(/^\| B1 \| N=\d+: \(a\) stagegate run/m);
    expect(r.stdout).toMatch(/^\| B1 \| N=\d+: \(n\) Node limit/m);
    expect(r.stdout).toMatch(/^\| B1 \| N=\d+: \(b\) bash/m);
    expect(r.stdout).toMatch(/^\| B1 \| N=\d+: \(c\) LangGraph .*skipped: smoke mode/m);
    // B7 (parallel) and B8 (foreach): each measured beside its baselines, with a target row.
    for (const what of [/^\| B7 \| \(a\) stagegate run/m, /^\| B7 \| \(c\) the same \d+ commands through `xargs -P/m, /^\| B7 \| \(d\) one-stage run/m, /^\| B7 \| ratio \(a\) \/ ideal/m]) expect(r.stdout).toMatch(what);
    for (const what of [/^\| B8 \| N=\d+: \(a\) foreach over an? \d+-row/m, /^\| B8 \| N=\d+: \(n\) Node limit/m, /^\| B8 \| N=\d+: \(b\) chain of \d+/m, /^\| B8 \| N=\d+: foreach overhead per item over the Node limit/m]) expect(r.stdout).toMatch(what);
    expect(r.stdout).toMatch(/^\| id \| target \| measured \(median\) \| verdict \| note \|$/m);
    expect(r.stdout).toMatch(/^\| B7 \| .* \| not judged \|/m);
    expect(r.stdout).toMatch(/^\| B8 \| .* \| not judged \|/m);

    // The machine-readable copy: every benchmark measured something (B6 may lack GNU time).
    const data = JSON.parse(readFileSync(jsonPath, 'utf8')) as { rows: Array<{ id: string; s: { n: number } | null }> };
    for (const id of ['B1', 'B2', 'B3', 'B4', 'B5', 'B7', 'B8']) {
      expect(data.rows.some((row) => row.id === id && row.s !== null && row.s.n > 0), `${id} measured nothing`).toBe(true);
    }
    expect(data.rows.some((row) => row.id === 'B6')).toBe(true);

    // Smoke numbers are not measurements: the published doc is left alone.
    expect(existsSync(DOC) ? readFileSync(DOC, 'utf8') : null).toBe(docBefore);
  }, 600_000);
});
