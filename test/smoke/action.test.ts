// The built Action (node dist/action/index.js, run the way the GitHub runner runs it: INPUT_*
// variables, the runner's files; test/helpers/action-harness.ts): init's workflow, and a run of
// the hello example carried between two jobs as an artifact with a check run (the second job's
// outputs and job summary), through the REAL @actions/artifact and REST clients inside the bundle
// against the fake GitHub, which load the lazily required undici and @actions/http-client
// (action-lazy-undici.test.ts; the jobs run with its probe). validate's annotations:
// action-lazy-undici.test.ts. Proved in-process instead (the same code as the bundle's): a later
// workflow run resuming the state through resume-from-run-id (test/e2e/action-artifacts.test.ts,
// "resume-from-run-id"; end-to-end Action tests run the same code in-process: test/e2e/action-*.test.ts).
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { useFakeGitHub } from '../helpers/fake-artifacts.js';
import { HELLO, cleanupHarness, counted, counterFile, makeWorkspace, runActionProcess } from '../helpers/action-harness.js';
import { CLI, cliEnv } from '../helpers/cli.js';
import { runProbed } from './smoke-support.js';

afterAll(cleanupHarness);
const gh = useFakeGitHub();

describe('the built Action', () => {
  it("gives its stages `stagegate` (what stagegate init's stage ends with), as the CLI does: init's workflow runs to WORKFLOW_COMPLETE", async () => {
    const ws = makeWorkspace();
    const init = spawnSync(process.execPath, [CLI, 'init'], { cwd: ws, env: cliEnv(), encoding: 'utf8' });
    expect(init.status, init.stderr).toBe(0);
    const r = await runActionProcess({ workspace: ws, inputs: { workflow: 'stagegate/workflow.yaml', 'run-id': 'first', persist: 'none' } });
    expect(r.exitCode, r.stdout + r.stderr).toBe(0);
    expect(r.outputs).toMatchObject({ status: 'WORKFLOW_COMPLETE', 'stages-run': '2' });
    expect(r.stdout).not.toContain('command not found');
  });

  // The hello example run to WORKFLOW_COMPLETE (outputs, a job summary with the graph, exit 0) is
  // the second job's: one Action process less than a run of its own. The second job is a later
  // workflow run's, which finds the first's artifact through resume-from-run-id: the REST client
  // (@actions/github's fetch), the one real use of undici (the first job's upload and both check
  // runs go through @actions/http-client alone). A later job of the same workflow run restores through
  // the same artifact client in-process (test/e2e/action-artifacts.test.ts, the plan after a restore).
  it('persist: artifact carries a run from one job to a later workflow run (resume-from-run-id), and each job completes its check run; the hello example runs to WORKFLOW_COMPLETE (outputs, a job summary with the graph, exit 0); the REST clients load the real http-client and undici', async () => {
    const SHA = 'c0ffee'.padEnd(40, '0');
    const job = async (name: string, run: string, inputs: Record<string, string>, token = 'ghs_smoke_token') => {
      const { result, names } = await runProbed({
        workspace: makeWorkspace(),
        inputs: { workflow: HELLO, 'run-id': 'carry', 'check-name': `stagegate / ${name}`, ...inputs },
        runId: run,
        job: name,
        sha: SHA,
        token,
        env: { ...gh.fake.env({ workflowRunId: run, jobId: name }), COUNTER_FILE: counterFile() },
      });
      return { ...result, names };
    };
    const first = await job('first', '9301', { 'stop-after-step': 'review' });
    expect(first.exitCode, first.stdout + first.stderr).toBe(0);
    expect(first.outputs).toMatchObject({ status: 'PARTIAL_RESUMABLE', 'active-step': 'revise' });
    expect(counted(first.env['COUNTER_FILE']!)).toEqual(['draft', 'review']);
    expect(gh.fake.artifacts('9301').map((a) => a.name)).toEqual([first.outputs['artifact-name']]);
    gh.fake.requests.length = 0;
    const second = await job('second', '9302', { 'resume-from-run-id': '9301', token: 'ghs_cross_run' }, 'ghs_cross_run');
    expect(second.exitCode, second.stdout + second.stderr).toBe(0);
    expect(second.outputs).toMatchObject({ status: 'WORKFLOW_COMPLETE', complete: 'true', 'run-id': 'carry', 'restored-from': first.outputs['artifact-name'] });
    expect(JSON.parse(second.outputs['completed-steps']!)).toContain('publish');
    expect(second.summary).toContain('```mermaid');
    // The whole example across the two jobs: draft, review, revise, review, publish.
    expect(counted(second.env['COUNTER_FILE']!)).toEqual(['revise', 'review', 'publish']);
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
