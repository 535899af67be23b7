// The built Action (node dist/action/index.js, run the way the GitHub runner runs it: INPUT_*
// variables, the runner's files; test/helpers/action-harness.ts): validate's annotations and
// failed step, init's workflow, and a run of the hello example carried between two jobs as an
// artifact with a check run (the second job's outputs and job summary), through the REAL @actions/artifact and REST
// clients inside the bundle against the fake GitHub (the end-to-end Action tests run the same
// code in-process: test/e2e/action-*.test.ts).
import { writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { useFakeGitHub } from '../helpers/fake-artifacts.js';
import { HELLO, cleanupHarness, counted, counterFile, makeWorkspace, runActionProcess } from '../helpers/action-harness.js';
import { CLI, cliEnv } from '../helpers/cli.js';

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

  it('validate: an error annotation with file and line, and the step fails (exit 1)', async () => {
    const ws = makeWorkspace();
    writeFileSync(`${ws}/broken.yaml`, "version: '4.0'\nname: broken\nstate_path: 'runs/{{run_id}}/state.yaml'\ninputs:\n  required: [run_id]\nsteps:\n  a:\n    run: 'true'\n    output: 'runs/{{run_id}}/a.md'\n    statuses: { OK: nowhere }\n");
    const r = await runActionProcess({ workspace: ws, inputs: { command: 'validate', workflow: 'broken.yaml' } });
    expect(r.exitCode).toBe(1);
    expect(r.annotations).toContainEqual(expect.objectContaining({ level: 'error', properties: expect.objectContaining({ file: 'broken.yaml', line: '10', title: 'UNKNOWN_TARGET' }) }));
  });

  // The hello example run to WORKFLOW_COMPLETE (outputs, a job summary with the graph, exit 0) is
  // the second job's: one Action process less than a run of its own.
  it('persist: artifact carries a run from one job to the next, and each job completes its check run; the hello example runs to WORKFLOW_COMPLETE (outputs, a job summary with the graph, exit 0)', async () => {
    const SHA = 'c0ffee'.padEnd(40, '0');
    const job = (name: string, inputs: Record<string, string>) =>
      runActionProcess({
        workspace: makeWorkspace(),
        inputs: { workflow: HELLO, 'run-id': 'carry', 'check-name': `stagegate / ${name}`, ...inputs },
        runId: '9301',
        job: name,
        sha: SHA,
        token: 'ghs_smoke_token',
        env: { ...gh.fake.env({ workflowRunId: '9301', jobId: name }), COUNTER_FILE: counterFile() },
      });
    const first = await job('first', { 'stop-after-step': 'review' });
    expect(first.exitCode, first.stdout + first.stderr).toBe(0);
    expect(first.outputs).toMatchObject({ status: 'PARTIAL_RESUMABLE', 'active-step': 'revise' });
    expect(counted(first.env['COUNTER_FILE']!)).toEqual(['draft', 'review']);
    expect(gh.fake.artifacts('9301').map((a) => a.name)).toEqual([first.outputs['artifact-name']]);
    const second = await job('second', {});
    expect(second.exitCode, second.stdout + second.stderr).toBe(0);
    expect(second.outputs).toMatchObject({ status: 'WORKFLOW_COMPLETE', complete: 'true', 'run-id': 'carry', 'restored-from': first.outputs['artifact-name'] });
    expect(JSON.parse(second.outputs['completed-steps']!)).toContain('publish');
    expect(second.summary).toContain('```mermaid');
    // The whole example across the two jobs: draft, review, revise, review, publish.
    expect(counted(second.env['COUNTER_FILE']!)).toEqual(['revise', 'review', 'publish']);
    // A paused run asks for action; the finished one succeeds.
    for (const [name, conclusion] of [['first', 'action_required'], ['second', 'success']]) {
      expect(gh.fake.checkRuns.filter((c) => c.name === `stagegate / ${name}`)).toEqual([expect.objectContaining({ head_sha: SHA, status: 'completed', conclusion })]);
    }
  });
});
