/**
 * The repository's own workflows (.github/workflows/self-test.yml and pipeline.yml) played job by
 * job against the action (in-process: action-harness.ts) and the fake GitHub, the way the runner would: on attempt 1, on
 * "Re-run all jobs" (attempt 2 of the same workflow run, which sees attempt 1's artifacts) and on
 * "Re-run failed jobs". Every `uses: ./` step runs the action with its `with:` inputs, every `run:`
 * step runs in bash with its `env:`; expressions are the few these files use. In the slow tier
 * (moved from test/e2e/): it proves these two workflow files, ~3.5 s of CPU; what the action does
 * on a re-run attempt is proved in `npm test` by test/e2e/action-gate.test.ts (re-run attempts).
 */
import { describe, expect, it } from 'vitest';
import { cpSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { useFakeGitHub } from '../helpers/fake-artifacts.js';
import { REPO_ROOT, runActionStep, tempDir } from '../helpers/action-harness.js';
import { loadGhWorkflow, type Job } from '../helpers/github-workflow.js';

const gh = useFakeGitHub();

type JobResult = { ok: boolean; outputs: Record<string, string>; log: string };

/** A checkout of this repository's workflows/ (what the jobs' actions/checkout step gives them). */
function checkout(): string {
  const ws = tempDir('sg-wf-');
  cpSync(join(REPO_ROOT, 'workflows'), join(ws, 'workflows'), { recursive: true });
  execFileSync('git', ['init', '-q'], { cwd: ws });
  return ws;
}

function evaluate(text: string, ctx: { runId: string; attempt: string; needs: Record<string, JobResult>; steps: Record<string, Record<string, string>> }): string {
  return text.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, expr: string) => {
    if (expr === 'github.run_id') return ctx.runId;
    if (expr === 'github.run_attempt') return ctx.attempt;
    let m = /^needs\.([\w-]+)\.outputs\.([\w-]+)$/.exec(expr);
    if (m) return ctx.needs[m[1]!]?.outputs[m[2]!] ?? '';
    m = /^steps\.([\w-]+)\.outputs\.([\w-]+)$/.exec(expr);
    if (m) return ctx.steps[m[1]!]?.[m[2]!] ?? '';
    throw new Error(`expression not supported by this test: ${expr}`);
  });
}

async function runJob(file: string, name: string, job: Job, runId: string, attempt: string, needs: Record<string, JobResult>): Promise<JobResult> {
  const ws = checkout();
  const steps: Record<string, Record<string, string>> = {};
  const ctx = { runId, attempt, needs, steps };
  let log = '';
  for (const step of job.steps) {
    if (step.uses?.startsWith('actions/checkout@')) continue;
    if (step.uses === './') {
      const inputs = Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, evaluate(String(v), ctx)]));
      const r = await runActionStep({
        workspace: ws,
        inputs,
        runId,
        attempt,
        job: name,
        token: 'ghs_workflow_token',
        env: gh.fake.env({ workflowRunId: runId, jobId: `${name}-${attempt}` }),
      });
      log += `--- ${file} ${name} ${step.id ?? ''}: exit ${r.exitCode}\n${r.stdout}${r.stderr}`;
      if (step.id) steps[step.id] = r.outputs;
      if (r.exitCode !== 0) return { ok: false, outputs: {}, log };
      continue;
    }
    if (step.run !== undefined) {
      const env = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, evaluate(String(v), ctx)]));
      const r = spawnSync('bash', ['-e', '-c', step.run], { cwd: ws, env: { PATH: process.env['PATH'] ?? '', ...env }, encoding: 'utf8' });
      log += `--- ${file} ${name} run: exit ${r.status}\n${r.stdout}${r.stderr}`;
      if (r.status !== 0) return { ok: false, outputs: {}, log };
      continue;
    }
    throw new Error(`${file}: ${name}: step not supported by this test: ${JSON.stringify(step)}`);
  }
  const outputs = Object.fromEntries(Object.entries(job.outputs ?? {}).map(([k, v]) => [k, evaluate(v, ctx)]));
  return { ok: true, outputs, log };
}

/** Play the jobs of a workflow file (in file order, which is their `needs` order here). */
async function play(file: string, runId: string, attempt: string, only?: (name: string) => boolean, earlier: Record<string, JobResult> = {}): Promise<Record<string, JobResult>> {
  const wf = loadGhWorkflow(file);
  const results: Record<string, JobResult> = { ...earlier };
  for (const [name, job] of Object.entries(wf.jobs)) {
    if (only && !only(name)) continue;
    const needs = [job.needs ?? []].flat();
    if (needs.some((n) => !results[n]?.ok)) continue;
    results[name] = await runJob(file, name, job, runId, attempt, results);
  }
  return results;
}

function expectAllPassed(results: Record<string, JobResult>, jobs: string[]): void {
  for (const name of jobs) expect(results[name]?.ok, results[name]?.log ?? `${name} did not run`).toBe(true);
}

describe('.github/workflows pass on attempt 1 and on a re-run', () => {
  it('self-test.yml: attempt 1, then "Re-run all jobs"', async () => {
    const first = await play('self-test.yml', '9101', '1');
    expectAllPassed(first, ['examples', 'stop', 'resume']);
    // Attempt 2 sees attempt 1's artifacts, including the completed state of the carried run.
    const second = await play('self-test.yml', '9101', '2');
    expectAllPassed(second, ['examples', 'stop', 'resume']);
    expect(second['stop']!.outputs['artifact-name']).toMatch(/-a2-stop-\d+$/);
  });

  it('pipeline.yml: attempt 1, "Re-run all jobs", then "Re-run failed jobs" of the second job', async () => {
    const first = await play('pipeline.yml', '9201', '1');
    expectAllPassed(first, ['draft', 'finish']);
    const all = await play('pipeline.yml', '9201', '2');
    expectAllPassed(all, ['draft', 'finish']);
    // Re-run failed jobs: only `finish` runs again, with `draft`'s outputs from the earlier attempt.
    const failed = await play('pipeline.yml', '9201', '3', (name) => name === 'finish', { draft: first['draft']! });
    expectAllPassed(failed, ['finish']);
    const checks = gh.fake.checkRuns.filter((c) => c.name === 'stagegate / pipeline');
    expect(checks.length).toBeGreaterThanOrEqual(2);
    expect(checks.every((c) => c.status === 'completed')).toBe(true);
    expect(checks[checks.length - 1]).toMatchObject({ conclusion: 'success' });
  });
});
