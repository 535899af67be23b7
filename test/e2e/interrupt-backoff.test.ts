// A signal that lands while a failed stage waits out its retry backoff stops the run at once: the
// interruption is recorded (the step stays active, its next attempt not started) and the CLI
// exits 130 — not after the backoff (an hour here; the Action's cancelled job has 7.5 s). The
// same for a parallel branch waiting to retry. In-process (src/cli's main), the signal aborted
// once the failed attempt is on disk.
import { afterAll, describe, expect, it } from 'vitest';
import { cliEnv, jsonOf, removeWorkspaces, waitFor, workflowYaml, workspaceWith } from '../helpers/cli.js';
import { runCliInProcess } from '../helpers/in-process.js';

afterAll(removeWorkspaces);

/** Fails (exit 3) until `fixed` exists, noting each attempt; an hour's backoff before the retry. */
const FLAKY = 'source lib.sh; echo "$STAGEGATE_ATTEMPT" >>attempts.txt; [ -e fixed ] || exit 3; stage OK';
/** A branch that passes at once (its gate names the branch: stagegate gate). */
const STEADY = 'printf "# steady\\n" >"$STAGEGATE_OUTPUT"; "$STAGEGATE_BIN" gate OK';
const BACKOFF = 'retry: {max_attempts: 3, backoff_seconds: 3600}';

describe('a signal during a retry backoff', () => {
  it('ends the backoff: WORKFLOW_INTERRUPTED at once, exit 130, and the resume runs the next attempt', async () => {
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('backoff', { flaky: { run: FLAKY, statuses: { OK: 'DONE' }, extra: BACKOFF } }) });
    const stop = new AbortController();
    const run = runCliInProcess(['run', 'wf.yaml', '--run-id', 'b1', '--json'], ws.dir, cliEnv(), { signal: stop.signal });
    // The failed attempt is journaled before the backoff starts; a signal before the wait ends it as well.
    await waitFor(() => ws.exists('runs/b1/workflow_state.journal.jsonl') && ws.read('runs/b1/workflow_state.journal.jsonl').includes('"attempt_failed"'), 'the first attempt to fail');
    stop.abort('SIGINT');
    const r = await run;
    expect(r.code, r.stderr).toBe(130);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_INTERRUPTED', active_step: 'flaky' });
    expect(jsonOf(r)['message']).toContain('interrupted by SIGINT before its attempt started');
    expect(ws.lines('attempts.txt')).toEqual(['1']);
    ws.write('fixed', '');
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'b1', '--json']);
    expect(jsonOf(resumed)).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(ws.lines('attempts.txt')).toEqual(['1', '2']);
  });

  it('of a parallel branch: the same', async () => {
    const wf = [
      "version: '4.0'",
      'name: pbackoff',
      "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
      'inputs:',
      '  required: [run_id]',
      'steps:',
      '  checks:',
      '    parallel:',
      '      join: all',
      '      branches:',
      '        flaky:',
      `          run: ${JSON.stringify(FLAKY)}`,
      "          output: 'runs/{{run_id}}/flaky.md'",
      `          ${BACKOFF}`,
      '          statuses: { OK: DONE }',
      '        steady:',
      `          run: ${JSON.stringify(STEADY)}`,
      "          output: 'runs/{{run_id}}/steady.md'",
      '          statuses: { OK: DONE }',
      '    statuses: { PARALLEL_COMPLETE: DONE, PARALLEL_FAILED: BLOCKED }',
      '',
    ].join('\n');
    const ws = workspaceWith({ 'wf.yaml': wf });
    const stop = new AbortController();
    const run = runCliInProcess(['run', 'wf.yaml', '--run-id', 'p1', '--json'], ws.dir, cliEnv(), { signal: stop.signal });
    await waitFor(() => ws.exists('runs/p1/workflow_state.journal.jsonl') && ws.read('runs/p1/workflow_state.journal.jsonl').includes('"exit_status":3'), 'the branch attempt to fail');
    stop.abort('SIGTERM');
    const r = await run;
    expect(r.code, r.stdout + r.stderr).toBe(143);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_INTERRUPTED', active_step: 'checks' });
    expect(ws.lines('attempts.txt')).toEqual(['1']);
  });
});
