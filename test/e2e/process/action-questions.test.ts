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

    // The answer given again (a re-run of that job): nothing waits, so it is refused and records nothing.
    const ws3 = checkout();
    const again = await runActionProcess({ workspace: ws3, inputs: { workflow: WF, 'run-id': 'r1', answer: 'teal, please' }, runId: '4001', job: 'again', env: { ...fake.env({ workflowRunId: '4001', jobId: 'again' }), GITHUB_ACTOR: 'alice' } });
    expect(again.outputs['status'], again.stdout + again.stderr).toBe('WORKFLOW_ANSWER_NOT_PENDING');
  });
});
