// `npm test`: every test of the fast tiers, run side by side so both cores stay busy. The unit and
// in-process end-to-end tests (CLI and Action) need no bundle and start at once; the tiers that run
// the BUILT bundles (smoke, and the end-to-end tests that need a real CLI or Action process) start
// when dist/ is current. Each job's output is printed in one block when it ends; the exit status is
// 1 when any job failed. Tiers and their contents: docs/testing.md. The static checks (typecheck,
// lint) are not tests and run on their own (`npm run typecheck`, `npm run lint`; .ci/run runs
// both): on a fresh checkout they cost ~36 s of CPU, a fifth of the suite's.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const bin = (name) => join('node_modules', '.bin', name);

/**
 * name, command, the jobs it waits for, and extra environment. The bundles are rebuilt only when
 * dist/inputs.sha256 says they were built from other sources (scripts/bundle.mjs --if-stale): a
 * checkout whose committed dist/ is current (CI's; `npm run check-dist` proves it) tests those.
 */
const JOBS = [
  { name: 'bundle (when dist/ is not what the sources build)', command: [process.execPath, 'scripts/bundle.mjs', '--if-stale'] },
  { name: 'tests in-process (unit, e2e)', command: [bin('vitest'), 'run', '--project', 'in-process'] },
  { name: 'tests with the built CLI and Action (process)', command: [bin('vitest'), 'run', '--project', 'process'], after: ['bundle (when dist/ is not what the sources build)'] },
  { name: 'smoke tests of the bundles', command: [bin('vitest'), 'run', '--project', 'smoke'], after: ['bundle (when dist/ is not what the sources build)'] },
];

const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function run(job) {
  return new Promise((resolve) => {
    const begin = Date.now();
    const [command, ...args] = job.command;
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0', ...(job.env ?? {}) } });
    const output = [];
    child.stdout.on('data', (d) => output.push(d));
    child.stderr.on('data', (d) => output.push(d));
    const done = (code, why) => {
      const took = Date.now() - begin;
      const text = Buffer.concat(output).toString('utf8').trimEnd();
      process.stdout.write(`\n── ${job.name}: ${code === 0 ? 'ok' : `FAILED (${why})`} in ${seconds(took)} ──\n${text ? text + '\n' : ''}`);
      resolve({ job, code, took });
    };
    child.on('error', (error) => done(1, error.message));
    child.on('close', (code, signal) => done(code ?? 1, signal ?? `exit ${code}`));
  });
}

const results = new Map();
const running = new Map();
for (const job of JOBS) {
  const needs = (job.after ?? []).map((name) => running.get(name));
  const start = Promise.all(needs).then((done) => (done.every((r) => r.code === 0) ? run(job) : { job, code: 1, took: 0, skipped: true }));
  running.set(job.name, start);
}
for (const [name, promise] of running) results.set(name, await promise);

const failed = [...results.values()].filter((r) => r.code !== 0);
process.stdout.write(`\n${failed.length === 0 ? 'npm test: all passed' : `npm test: FAILED: ${failed.map((r) => r.job.name + (r.skipped ? ' (not run: a job it needs failed)' : '')).join(', ')}`} in ${seconds(Date.now() - started)}\n`);
for (const r of results.values()) process.stdout.write(`  ${r.code === 0 ? 'ok    ' : 'FAILED'} ${seconds(r.took).padStart(8)}  ${r.job.name}\n`);
process.exitCode = failed.length === 0 ? 0 : 1;
