// Runs commands side by side (each may wait for others) and prints each one's output in one block
// when it ends, then a summary; sets the exit status to 1 when any failed. `npm test`
// (scripts/test.mjs) and `npm run check` (scripts/check.mjs) are lists of jobs for it.
import { spawn } from 'node:child_process';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The lines of a failed job's output that say why (vitest's FAIL and error lines, an assertion's
 * received diff), at most `max`, colours stripped: printed again beside the summary, because a
 * CI log is often read from its tail and a job's own block can be thousands of lines above it.
 */
export function failureExcerpt(text, max = 24) {
  const lines = text.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const picked = [];
  for (const line of lines) {
    const t = line.trim();
    if (t === '- Expected' || t === '+ Received' || t === '') continue;
    if (/^(FAIL|×|✗)\s|\b\w*Error\b[:[]|^[+-] /.test(t)) picked.push(t.length > 400 ? `${t.slice(0, 400)} …` : t);
  }
  if (picked.length <= max) return picked;
  return [...picked.slice(0, max - 1), `… and ${picked.length - max + 1} more such lines above`];
}

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
      resolve({ job, code, took, excerpt: code === 0 ? [] : failureExcerpt(text) });
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
  for (const r of failed) {
    if (!r.excerpt?.length) continue;
    process.stdout.write(`  why ${r.job.name} failed (its lines that say so; its whole output is above):\n`);
    for (const line of r.excerpt) process.stdout.write(`    ${line}\n`);
  }
  for (const r of results.values()) process.stdout.write(`  ${r.code === 0 ? 'ok    ' : 'FAILED'} ${seconds(r.took).padStart(8)}  ${r.job.name}\n`);
  process.exitCode = failed.length === 0 ? 0 : 1;
}
