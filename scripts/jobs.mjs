// Runs commands side by side (each may wait for others) and prints each one's output in one block
// when it ends, then a summary; sets the exit status to 1 when any failed. `npm test`
// (scripts/test.mjs) and `npm run check` (scripts/check.mjs) are lists of jobs for it.
import { spawn } from 'node:child_process';

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

/** Run `jobs` ({ name, command: [file, ...args], after?: [names], env? }); `title` heads the summary. */
export async function runJobs(title, jobs) {
  const started = Date.now();
  const results = new Map();
  const running = new Map();
  for (const job of jobs) {
    const needs = (job.after ?? []).map((name) => running.get(name));
    const start = Promise.all(needs).then((done) => (done.every((r) => r.code === 0) ? run(job) : { job, code: 1, took: 0, skipped: true }));
    running.set(job.name, start);
  }
  for (const [name, promise] of running) results.set(name, await promise);

  const failed = [...results.values()].filter((r) => r.code !== 0);
  process.stdout.write(`\n${failed.length === 0 ? `${title}: all passed` : `${title}: FAILED: ${failed.map((r) => r.job.name + (r.skipped ? ' (not run: a job it needs failed)' : '')).join(', ')}`} in ${seconds(Date.now() - started)}\n`);
  for (const r of results.values()) process.stdout.write(`  ${r.code === 0 ? 'ok    ' : 'FAILED'} ${seconds(r.took).padStart(8)}  ${r.job.name}\n`);
  process.exitCode = failed.length === 0 ? 0 : 1;
}
