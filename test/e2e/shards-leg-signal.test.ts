// A leg (`run --shard K1 --shard K2 ...`) that a signal stops right after a key finished exits as a
// process stopped by that signal, never 0: the key after it — started as soon as the finished one
// only had its seal left to write (its report comes once the seal is durable) — is interrupted,
// and the keys after that do not start; both stay pending. In-process (src/cli's main), with the
// signal aborted at the first key's report, the one moment a real signal cannot be aimed at.
import { afterAll, describe, expect, it } from 'vitest';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { cliEnv, jsonOf, REPO_ROOT, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { runCliInProcess } from '../helpers/in-process.js';

afterAll(removeWorkspaces);

const WF = 'workflows/examples/fan-out/workflow.yaml';

describe('a leg stopped by a signal between two keys', () => {
  it('exits 143 (SIGTERM), reports the key it interrupted, names the keys that did not start, and leaves them pending', async () => {
    const ws = workspaceWith({});
    cpSync(join(REPO_ROOT, 'workflows', 'examples', 'fan-out'), ws.path('workflows/examples/fan-out'), { recursive: true });
    const plan = await ws.run(['run', WF, '--run-id', 'r1', '--stop-after-step', 'inventory', '--json']);
    expect(jsonOf(plan)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'assess_components' });
    const ready: string[] = JSON.parse((await ws.run(['shards', WF, '--run-id', 'r1', '--json'])).stdout).shards;
    expect(ready.length).toBeGreaterThanOrEqual(3);
    const [first, ...rest] = ready.slice(0, 3) as [string, string, string];

    const stop = new AbortController();
    const r = await runCliInProcess(['run', WF, '--run-id', 'r1', '--shard', first, ...rest.flatMap((k) => ['--shard', k]), '--json'], ws.dir, cliEnv(), {
      signal: stop.signal,
      // The first key's report: it finished; the signal arrives before the next key starts.
      onStdout: () => stop.abort('SIGTERM'),
    });
    expect(r.code, r.stdout + r.stderr).toBe(143);
    const [report, interrupted, ...more] = r.stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(report).toMatchObject({ status: 'WORKFLOW_COMPLETE', shard: { key: first, finished: true } });
    // The second key was under way when the first one reported: interrupted, not finished.
    expect(interrupted).toMatchObject({ status: 'WORKFLOW_INTERRUPTED', shard: { key: rest[0], finished: false } });
    expect(more).toEqual([]);
    expect(r.stderr).toContain(`interrupted: shard ${rest[1]} did not start`);
    // They are still pending: listed again, and a leg of them runs them.
    expect(JSON.parse((await ws.run(['shards', WF, '--run-id', 'r1', '--json'])).stdout).shards).toEqual(expect.arrayContaining(rest));
    const again = await ws.run(['run', WF, '--run-id', 'r1', ...rest.flatMap((k) => ['--shard', k]), '--json']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout.trim().split('\n').map((line) => JSON.parse(line).shard.key)).toEqual(rest);
  });
});
