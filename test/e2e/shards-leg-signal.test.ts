// A leg (`run --shard K1 --shard K2 ...`) that a signal stops exits as a process stopped by that
// signal, never 0. The next key starts as soon as the one before has only its seal left (its
// report comes once the seal is durable), so the signal finds the key under way: it is
// interrupted (unfinished), the keys after it do not start and are named, and all of them stay
// pending — a leg of them runs them again. In-process (src/cli's main): the signal is aborted once
// the second key's stage is running (it holds until a file that never comes, then is killed).
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { cliEnv, jsonOf, removeWorkspaces, waitFor, workspaceWith, type TempWorkspace } from '../helpers/cli.js';
import { runCliInProcess } from '../helpers/in-process.js';

afterAll(removeWorkspaces);

const holding: TempWorkspace[] = [];
afterEach(() => {
  // The held stage ends on its own once this file is there, even if its runner did not kill it.
  for (const ws of holding.splice(0)) ws.write('release', '');
});

const KEYS = ['A-1', 'B-2', 'C-3'];
const HOLD = 'if [ "$STAGEGATE_INPUT_ITEM_ID" = "${HOLD_ITEM:-}" ]; then touch "held-$HOLD_ITEM"; while [ ! -e release ]; do sleep 0.05; done; fi';

const WF = [
  "version: '4.0'",
  'name: legsignal',
  "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
  'inputs:',
  '  required: [run_id]',
  'steps:',
  '  start:',
  "    run: 'source lib.sh; stage OK'",
  "    output: 'runs/{{run_id}}/start.md'",
  '    statuses: { OK: loop }',
  '  loop:',
  '    foreach:',
  '      source: reg.md',
  '      id_field: ID',
  '    per_item:',
  '      work:',
  `        run: ${JSON.stringify(`source lib.sh; ${HOLD}; finish OK`)}`,
  "        output: 'runs/{{run_id}}/work/{{item_id}}.md'",
  '        statuses: { OK: next_artifact }',
  '    completion: { on_complete: DONE }',
  '',
].join('\n');

describe('a leg stopped by a signal', () => {
  it('exits 143 (SIGTERM), reports the key it interrupted, names the keys that did not start, and leaves them pending', async () => {
    const ws = workspaceWith({ 'wf.yaml': WF, 'reg.md': ['| ID | Status |', '|---|---|', ...KEYS.map((k) => `| ${k} | PENDING |`), ''].join('\n') });
    holding.push(ws);
    const plan = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'start', '--json']);
    expect(jsonOf(plan)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'loop' });
    const [first, second, third] = KEYS as [string, string, string];

    const stop = new AbortController();
    const leg = runCliInProcess(['run', 'wf.yaml', '--run-id', 'r1', ...KEYS.flatMap((k) => ['--shard', k]), '--json'], ws.dir, cliEnv({ HOLD_ITEM: second }), { signal: stop.signal });
    await waitFor(() => ws.exists(`held-${second}`), `the stage of ${second} to start`);
    stop.abort('SIGTERM');
    const r = await leg;
    expect(r.code, r.stdout + r.stderr).toBe(143);
    const reports = r.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(reports).toHaveLength(2);
    expect(reports[0]).toMatchObject({ status: 'WORKFLOW_COMPLETE', shard: { key: first, finished: true } });
    expect(reports[1]).toMatchObject({ status: 'WORKFLOW_INTERRUPTED', shard: { key: second, finished: false } });
    expect(r.stderr).toContain(`interrupted: shard ${third} did not start`);
    // They are still pending (and the finished one waits for the merge): listed again, and a leg of them runs them.
    expect(JSON.parse((await ws.run(['shards', 'wf.yaml', '--run-id', 'r1', '--json'])).stdout).shards).toEqual(KEYS);
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', second, '--shard', third, '--json']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout.trim().split('\n').map((line) => JSON.parse(line).shard.key)).toEqual([second, third]);
  });
});
