// The built Action (node dist/action/index.js, run the way the GitHub runner runs it: INPUT_*
// variables, the runner's files; test/helpers/action-harness.ts) end to end, once: the workflow
// `stagegate init` writes, whose stages call `stagegate` (the Action gives them the CLI beside it,
// as the CLI does), carried between two jobs as an artifact, with a check run each (the second
// job's outputs and job summary), through the REAL @actions/artifact and REST clients inside the
// bundle against the fake GitHub, which load the lazily required @actions/http-client and undici
// (action-lazy-undici.test.ts; the jobs run with its probe). validate's annotations:
// action-lazy-undici.test.ts. Proved in-process instead (the same code as the bundle's): a later
// job of the same workflow run restoring through the same artifact client
// (test/e2e/action-artifacts.test.ts, the plan after a restore), the hello example end to end
// (test/e2e/action-run.test.ts), and every other end-to-end Action test (test/e2e/action-*.test.ts).
import { spawnSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { useFakeGitHub } from '../helpers/fake-artifacts.js';
import { cleanupHarness, commitCheckout, tempDir } from '../helpers/action-harness.js';
import { CLI, cliEnv } from '../helpers/cli.js';
import { runProbed } from './smoke-support.js';

afterAll(cleanupHarness);
const gh = useFakeGitHub();

describe('the built Action', () => {
  // The second job is a later workflow run's, which finds the first's artifact through
  // resume-from-run-id: the REST client (@actions/github's fetch), the one real use of undici (the
  // first job's upload and both check runs go through @actions/http-client alone).
  it("init's workflow: its stages reach `stagegate`; the run carried as an artifact from one job to a later workflow run's (resume-from-run-id), each job completing its check run; WORKFLOW_COMPLETE (outputs, a job summary with the graph, exit 0); the REST clients load the real http-client and undici", async () => {
    const checkout = tempDir('sg-init-');
    const init = spawnSync(process.execPath, [CLI, 'init'], { cwd: checkout, env: cliEnv(), encoding: 'utf8' });
    expect(init.status, init.stderr).toBe(0);
    commitCheckout(checkout, 'stagegate init');
    const SHA = 'c0ffee'.padEnd(40, '0');
    const job = async (name: string, run: string, inputs: Record<string, string>, token = 'ghs_smoke_token') => {
      // Each job a fresh checkout of the same commit.
      const workspace = tempDir('sg-job-');
      cpSync(checkout, workspace, { recursive: true });
      const { result, names } = await runProbed({
        workspace,
        inputs: { workflow: 'stagegate/workflow.yaml', 'run-id': 'carry', 'check-name': `stagegate / ${name}`, ...inputs },
        runId: run,
        job: name,
        sha: SHA,
        token,
        env: gh.fake.env({ workflowRunId: run, jobId: name }),
      });
      expect(result.stdout).not.toContain('command not found');
      return { ...result, names };
    };
    const first = await job('first', '9301', { 'stop-after-step': 'check' });
    expect(first.exitCode, first.stdout + first.stderr).toBe(0);
    expect(first.outputs).toMatchObject({ status: 'PARTIAL_RESUMABLE', 'active-step': 'summary', 'stages-run': '1' });
    expect(gh.fake.artifacts('9301').map((a) => a.name)).toEqual([first.outputs['artifact-name']]);
    gh.fake.requests.length = 0;
    const second = await job('second', '9302', { 'resume-from-run-id': '9301', token: 'ghs_cross_run' }, 'ghs_cross_run');
    expect(second.exitCode, second.stdout + second.stderr).toBe(0);
    // The check stage is not run again: one stage, summary.
    expect(second.outputs).toMatchObject({ status: 'WORKFLOW_COMPLETE', complete: 'true', 'run-id': 'carry', 'stages-run': '1', 'restored-from': first.outputs['artifact-name'] });
    expect(JSON.parse(second.outputs['completed-steps']!)).toEqual(['check', 'summary']);
    expect(second.summary).toContain('```mermaid');
    expect(gh.fake.requests.filter((r) => r.path.startsWith('/repos/')).map((r) => `${r.method} ${r.path}`)).toContain('GET /repos/acme/widgets/actions/runs/9301/artifacts');
    // Lazily required on first use: http-client by the artifact client and the check runs, undici by the REST client's fetch.
    expect(first.names).toContain('http-client.cjs');
    expect(second.names).toEqual(expect.arrayContaining(['http-client.cjs', 'undici.cjs']));
    // A paused run asks for action; the finished one succeeds.
    for (const [name, conclusion] of [['first', 'action_required'], ['second', 'success']]) {
      expect(gh.fake.checkRuns.filter((c) => c.name === `stagegate / ${name}`)).toEqual([expect.objectContaining({ head_sha: SHA, status: 'completed', conclusion })]);
    }
  });
});
