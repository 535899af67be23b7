// `stagegate once` across a crash: the runner's process group is SIGKILLed after the stage's
// effect was recorded in its ledger and before the attempt ended. The resume folds the dead
// attempt's ledger into the journal before the step's next attempt, which does not repeat it.
import { afterAll, describe, expect, it } from 'vitest';
import { finished, jsonOf, removeWorkspaces, waitFor, workflowYaml, workspaceWith } from '../../helpers/cli.js';

afterAll(removeWorkspaces);

describe('SIGKILL after an effect', () => {
  it('the resume does not run the command again', async () => {
    const run = [
      `url=$(stagegate once pr -- sh -c 'echo "pushed $STAGEGATE_ATTEMPT" >>effects.txt; echo https://example.test/pr/7')`,
      'echo "$url" >>urls.txt',
      'touch "after-effect-$STAGEGATE_ATTEMPT"',
      'if [ "$STAGEGATE_ATTEMPT" = 1 ]; then while [ ! -e release ]; do sleep 0.05; done; fi',
      'stagegate gate OK',
    ].join('\n');
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('o', { push: { run } }) });
    const child = ws.spawn(['run', 'wf.yaml', '--run-id', 'k1', '--json'], { detached: true });
    const done = finished(child);
    await waitFor(() => ws.exists('after-effect-1'), 'the effect of attempt 1');
    process.kill(-child.pid!, 'SIGKILL');
    expect((await done).signal).toBe('SIGKILL');
    // Not in the journal yet: only in the dead attempt's ledger.
    expect(ws.read('runs/k1/workflow_state.journal.jsonl')).not.toContain('"effect_done"');
    expect(ws.read('runs/k1/effects/push.v1.a1.jsonl')).toContain('"key":"pr"');

    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'k1', '--json']);
    expect(jsonOf(resumed).status, resumed.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('effects.txt')).toEqual(['pushed 1']);
    expect(ws.lines('urls.txt')).toEqual(['https://example.test/pr/7', 'https://example.test/pr/7']);
    expect(ws.read('runs/k1/logs/push.v1.a2.log')).toContain('stagegate once: pr was done in attempt 1 at ');
    // Folded before attempt 2 started: the journal holds it once, attempt 1's.
    const events = ws.read('runs/k1/workflow_state.journal.jsonl').trimEnd().split('\n').map((l) => JSON.parse(l) as { event: string; attempt?: number });
    const folded = events.findIndex((e) => e.event === 'effect_done');
    expect(events.filter((e) => e.event === 'effect_done')).toEqual([expect.objectContaining({ key: 'pr', attempt: 1 })]);
    expect(folded).toBeLessThan(events.findIndex((e) => e.event === 'attempt_started' && e.attempt === 2));
  });
});
