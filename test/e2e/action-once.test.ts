// The Action runs stages as the CLI does: a stage reaches `stagegate once` there too, and a retry
// of the attempt does not repeat the effect (the Action needs nothing of its own for it). A campaign
// test: every line it runs, the CLI's tests of once run (test/e2e/cli-once.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { CAMPAIGN } from '../tiers.js';
import { cleanupHarness, commitCheckout, makeWorkspace, runActionStep } from '../helpers/action-harness.js';

let fake: FakeGitHub;

beforeAll(async () => {
  fake = await startFakeGitHub();
});

afterAll(async () => {
  await fake?.close();
  cleanupHarness();
});

describe('stagegate once in the Action', () => {
  it('a retried stage does not repeat its effect', { tags: [CAMPAIGN] }, async () => {
    const ws = makeWorkspace();
    const run = `stagegate once pr -- sh -c 'echo "pushed $STAGEGATE_ATTEMPT" >>effects.txt'; [ "$STAGEGATE_ATTEMPT" != 1 ] || exit 1; stagegate gate OK`;
    writeFileSync(
      join(ws, 'once.yaml'),
      ["version: '4.0'", 'name: once', "state_path: 'runs/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', 'steps:', '  push:', `    run: ${JSON.stringify(run)}`, "    output: 'runs/{{run_id}}/push.md'", '    statuses: { OK: DONE }', '    retry: { max_attempts: 2 }', ''].join('\n'),
    );
    commitCheckout(ws, 'once');
    const r = await runActionStep({ workspace: ws, inputs: { persist: 'none', workflow: 'once.yaml', 'run-id': 'a1' }, sha: 'c0ffee'.padEnd(40, '0'), env: fake.env({ workflowRunId: '7101' }) });
    expect(r.exitCode, r.stdout + r.stderr).toBe(0);
    expect(r.outputs['status']).toBe('WORKFLOW_COMPLETE');
    expect(readFileSync(join(ws, 'effects.txt'), 'utf8')).toBe('pushed 1\n');
  });
});
