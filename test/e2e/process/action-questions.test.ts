// A stage that asks a person, through the bundled action (node dist/action/index.js: the one
// test of the answer input through dist): the job stops WORKFLOW_ANSWER_REQUIRED with the question
// in its outputs and summary and how to answer; a later job (a fresh checkout, the state restored
// from the artifact) passes `answer`, recorded for GITHUB_ACTOR, and the step runs again with it.
import { replayedState } from '../../helpers/state.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startFakeGitHub, type FakeGitHub } from '../../helpers/fake-github.js';
import { cleanupHarness, makeWorkspace, runActionProcess } from '../../helpers/action-harness.js';
import { runCli } from '../../helpers/cli.js';

let fake: FakeGitHub;

beforeAll(async () => {
  fake = await startFakeGitHub();
});

afterAll(async () => {
  await fake?.close();
  cleanupHarness();
});

const WF = 'asker.yaml';

function checkout(): string {
  const ws = makeWorkspace('sg-question-');
  writeFileSync(
    join(ws, WF),
    `version: '4.0'
name: asker
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  write:
    run: |
      printf 'draft\\n' > "$STAGEGATE_OUTPUT"
      if [ -n "\${STAGEGATE_ANSWER:-}" ]; then
        printf 'A=%s\\n' "$STAGEGATE_ANSWER" >> "$STAGEGATE_OUTPUT"
        stagegate gate WRITTEN
      else
        stagegate gate NEED_INFO --set question='Which colour?'
      fi
    output: 'runs/{{run_id}}/write.md'
    statuses: {WRITTEN: DONE, NEED_INFO: ASK}
`,
  );
  return ws;
}

describe('a question through the action', () => {
  it('stops with the question in outputs and summary; a later job with answer records the actor and completes', async () => {
    const ws1 = checkout();
    const asked = await runActionProcess({ workspace: ws1, inputs: { workflow: WF, 'run-id': 'r1' }, runId: '4001', job: 'write', env: fake.env({ workflowRunId: '4001', jobId: 'write' }) });
    expect(asked.outputs, asked.stdout + asked.stderr).toMatchObject({ status: 'WORKFLOW_ANSWER_REQUIRED', complete: 'false', 'active-step': 'write', question: 'Which colour?' });
    expect(asked.exitCode).not.toBe(0);
    expect(asked.summary).toContain('Which colour?');
    expect(asked.summary).toContain('<code>answer: &lt;your answer&gt;</code>');

    const ws2 = checkout();
    const done = await runActionProcess({ workspace: ws2, inputs: { workflow: WF, 'run-id': 'r1', answer: 'teal, please' }, runId: '4001', job: 'answer', env: { ...fake.env({ workflowRunId: '4001', jobId: 'answer' }), GITHUB_ACTOR: 'alice' } });
    expect(done.exitCode, done.stdout + done.stderr).toBe(0);
    expect(done.outputs).toMatchObject({ status: 'WORKFLOW_COMPLETE', complete: 'true' });
    expect(done.outputs['question']).toBeUndefined();
    expect(readFileSync(join(ws2, 'runs/r1/write.md'), 'utf8')).toContain('A=teal, please\n');
    const state = replayedState(ws2, 'runs/r1/workflow_state.yaml');
    expect(state.steps['write']!.questions).toEqual([expect.objectContaining({ question: 'Which colour?', answer: 'teal, please', by: 'alice' })]);

    // Another answer, or another actor's, when nothing waits: refused, nothing recorded.
    const ws3 = checkout();
    const other = await runActionProcess({ workspace: ws3, inputs: { workflow: WF, 'run-id': 'r1', answer: 'red' }, runId: '4001', job: 'again', env: { ...fake.env({ workflowRunId: '4001', jobId: 'again' }), GITHUB_ACTOR: 'alice' } });
    expect(other.outputs['status'], other.stdout + other.stderr).toBe('WORKFLOW_ANSWER_NOT_PENDING');
    const ws4 = checkout();
    const bob = await runActionProcess({ workspace: ws4, inputs: { workflow: WF, 'run-id': 'r1', answer: 'teal, please' }, runId: '4001', job: 'bob', env: { ...fake.env({ workflowRunId: '4001', jobId: 'bob' }), GITHUB_ACTOR: 'bob' } });
    expect(bob.outputs['status'], bob.stdout + bob.stderr).toBe('WORKFLOW_ANSWER_NOT_PENDING');
  });

  it("the answer is kept as written, untrimmed (its spaces and line breaks; a YAML block's final line break dropped), the same answer the CLI's --answer-file records; one of only whitespace is refused", async () => {
    // What `answer: |` gives for a block whose lines start and end with spaces: @actions/core's default trims it.
    const block = '  teal,\n  and keep the logo  \n';
    const kept = '  teal,\n  and keep the logo  ';
    const ws1 = checkout();
    const asked = await runActionProcess({ workspace: ws1, inputs: { workflow: WF, 'run-id': 'r3' }, runId: '4003', job: 'write', env: fake.env({ workflowRunId: '4003', jobId: 'write' }) });
    expect(asked.outputs['status'], asked.stdout + asked.stderr).toBe('WORKFLOW_ANSWER_REQUIRED');

    // Only whitespace: refused before anything is restored or recorded (the CLI refuses it too).
    const ws2 = checkout();
    const blank = await runActionProcess({ workspace: ws2, inputs: { workflow: WF, 'run-id': 'r3', answer: '  \n' }, runId: '4003', job: 'blank', env: { ...fake.env({ workflowRunId: '4003', jobId: 'blank' }), GITHUB_ACTOR: 'alice' } });
    expect(blank.exitCode).not.toBe(0);
    expect(blank.stdout + blank.stderr).toContain("ACTION_INPUT_INVALID: input 'answer' holds only whitespace");

    const ws3 = checkout();
    const done = await runActionProcess({ workspace: ws3, inputs: { workflow: WF, 'run-id': 'r3', answer: block }, runId: '4003', job: 'answer', env: { ...fake.env({ workflowRunId: '4003', jobId: 'answer' }), GITHUB_ACTOR: 'alice' } });
    expect(done.outputs['status'], done.stdout + done.stderr).toBe('WORKFLOW_COMPLETE');
    const recorded = replayedState(ws3, 'runs/r3/workflow_state.yaml').steps['write']!.questions?.[0]?.answer;
    expect(recorded).toBe(kept);
    expect(readFileSync(join(ws3, 'runs/r3/write.md'), 'utf8')).toContain(`A=${kept}\n`);

    // The CLI, given the same text in a file: the same answer recorded.
    const ws4 = checkout();
    expect((await runCli(['run', WF, '--run-id', 'r3'], { cwd: ws4 })).code).not.toBe(0);
    writeFileSync(join(ws4, 'answer.txt'), block);
    const cli = await runCli(['run', WF, '--run-id', 'r3', '--answer-file', 'answer.txt', '--by', 'alice'], { cwd: ws4 });
    expect(cli.code, cli.stdout + cli.stderr).toBe(0);
    expect(replayedState(ws4, 'runs/r3/workflow_state.yaml').steps['write']!.questions?.[0]?.answer).toBe(recorded);
  });

  it('a re-run of the job that answered, after a later stage failed: the answer is not recorded again and the run continues', async () => {
    // A second stage that fails until go.txt is in the checkout (a flaky dependency, fixed before the re-run).
    const withCheck = (ws: string): string => {
      writeFileSync(join(ws, WF), readFileSync(join(ws, WF), 'utf8').replace('statuses: {WRITTEN: DONE, NEED_INFO: ASK}', `statuses: {WRITTEN: check, NEED_INFO: ASK}
  check:
    run: 'test -f go.txt && echo ok > "$STAGEGATE_OUTPUT" && stagegate gate OK'
    output: 'runs/{{run_id}}/check.md'
    statuses: {OK: DONE}`));
      return ws;
    };
    const ws1 = withCheck(checkout());
    const asked = await runActionProcess({ workspace: ws1, inputs: { workflow: WF, 'run-id': 'r2' }, runId: '4002', job: 'write', env: fake.env({ workflowRunId: '4002', jobId: 'write' }) });
    expect(asked.outputs['status'], asked.stdout + asked.stderr).toBe('WORKFLOW_ANSWER_REQUIRED');
    const ws2 = withCheck(checkout());
    const failed = await runActionProcess({ workspace: ws2, inputs: { workflow: WF, 'run-id': 'r2', answer: 'teal' }, runId: '4002', job: 'answer', env: { ...fake.env({ workflowRunId: '4002', jobId: 'answer' }), GITHUB_ACTOR: 'alice' } });
    expect(failed.outputs, failed.stdout + failed.stderr).toMatchObject({ status: 'STAGE_FAILED', 'active-step': 'check' });
    // "Re-run failed jobs": the same job, the same inputs and actor, its own state restored.
    const ws3 = withCheck(checkout());
    writeFileSync(join(ws3, 'go.txt'), 'go\n');
    const rerun = await runActionProcess({ workspace: ws3, inputs: { workflow: WF, 'run-id': 'r2', answer: 'teal' }, runId: '4002', job: 'answer', env: { ...fake.env({ workflowRunId: '4002', jobId: 'answer' }), GITHUB_ACTOR: 'alice' } });
    expect(rerun.outputs['status'], rerun.stdout + rerun.stderr).toBe('WORKFLOW_COMPLETE');
    expect(rerun.summary).toContain('already recorded');
    const state = replayedState(ws3, 'runs/r2/workflow_state.yaml');
    expect(state.steps['write']!.questions).toEqual([expect.objectContaining({ answer: 'teal', by: 'alice' })]);
    expect(state.steps['write']!.visit_attempts).toBe(2);
  });
});
