/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON documents */
// What the operator is told about a run's runner: a run whose runner died (kill -9, out of
// memory) mid-attempt is told apart from one a live runner holds (`status`: its headline and
// `runner`), and the resume records what it found (`runner_lost`: the abandoned attempt, the
// leftovers killed) as a journal event replay verifies and `history` shows; an interruption records
// its signal (`run_stopped`), which replay holds to interruptions. The journal a kill -9 leaves
// right after an attempt's start is made here from a real run's (the attempt's start appended,
// chained as the runner chains it); test/e2e/process/runner-killed.test.ts kills a real runner.
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { chainYaml, jsonOf, removeWorkspaces, workspaceWith, type TempWorkspace } from '../helpers/cli.js';
import { rechained } from '../helpers/rechained.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const JOURNAL = 'runs/r1/workflow_state.journal.jsonl';
const STATE = 'runs/r1/workflow_state.yaml';
const WF = chainYaml('chain', ['a', 'b', 'c']);

function events(ws: TempWorkspace): Array<Record<string, any>> {
  return ws.read(JOURNAL).trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, any>);
}

/** Run r1 stopped after a, then b's attempt started by a runner that died at once (no lock left: its owner is gone). */
async function diedInB(): Promise<TempWorkspace> {
  const ws = workspaceWith({ 'wf.yaml': WF });
  expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'a', '--json'])).code).toBe(0);
  const all = events(ws);
  const at = all.at(-1)!['at'];
  const resumed = { ...all.find((e) => e['event'] === 'run_started')!, at, mode: 'resume', stop_after_step: null };
  ws.write(JOURNAL, rechained([...all, resumed, { at, event: 'attempt_started', step: 'b', visit: 1, attempt: 1, token: 'deadrunnerxx-0123456789ab' }]));
  return ws;
}

const status = async (ws: TempWorkspace) => {
  const r = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
  return { code: r.code, json: jsonOf(r), text: (await ws.run(['status', 'wf.yaml', '--run-id', 'r1'])).stdout };
};

describe('a run whose runner died mid-attempt', () => {
  it('status says the runner is gone (headline, --json runner, the resume to run), exit 0 as for any run IN_PROGRESS', { tags: [CAMPAIGN] }, async () => {
    const ws = await diedInB();
    const st = await status(ws);
    expect(st.code).toBe(0);
    expect(st.json).toMatchObject({ status: 'IN_PROGRESS', runner: 'gone', locked: false, next_command: 'stagegate run wf.yaml --run-id r1', in_flight: { step: 'b', visit: 1, attempt: 1 } });
    expect(st.json['message']).toMatch(/^step b was in flight \(visit 1, attempt 1\) when its runner died: no runner holds the run; resume runs it again \(its state file and manifest lag the journal/);
    expect(st.json['hint']).toContain('Resume it: stagegate run wf.yaml --run-id r1');
    expect(st.text.split('\n')[0]).toContain('when its runner died');
    expect(st.text).not.toContain('locked');
  });

  it('the resume records the attempt it abandoned and the leftovers it killed (runner_lost); history shows it; the run completes', async () => {
    const ws = await diedInB();
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([r.code, jsonOf(r)['status']]).toEqual([0, 'WORKFLOW_COMPLETE']);
    const all = events(ws);
    const started = all.findLastIndex((e) => e['event'] === 'run_started');
    expect(all[started + 1]).toMatchObject({ event: 'runner_lost', step: 'b', visit: 1, attempt: 1, killed: 0 });
    expect(all[started + 1]).not.toHaveProperty('branches');
    // b ran again as its next attempt.
    expect(all.filter((e) => e['event'] === 'attempt_started' && e['step'] === 'b').map((e) => e['attempt'])).toEqual([1, 2]);
    const h = await ws.run(['history', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(h.code).toBe(0);
    const row = jsonOf(h)['events'].find((e: any) => e.event === 'runner_lost');
    expect(row).toMatchObject({ step: 'b', visit: 1, attempt: 1, status: 'abandoned' });
    expect(row.detail).toBe('the runner before this one died with this attempt in flight: it runs again as its next attempt; 0 leftover processes killed');
    const text = (await ws.run(['history', 'wf.yaml', '--run-id', 'r1'])).stdout;
    expect(text).toMatch(/runner_lost +b v1 a1 +abandoned the runner before this one died/);
    // Done: status says no runner (the run stopped), not gone.
    expect((await status(ws)).json).toMatchObject({ status: 'WORKFLOW_COMPLETE', runner: null });
  });

  it('a resume killed right after recording runner_lost (before its next attempt started): the next resume records no second one for that attempt', async () => {
    const ws = await diedInB();
    // The journal such a resume leaves: its first commit (run_started + runner_lost), nothing after
    // (test/slow/crash/kill-at-commit.mjs's append:1 on the resume leaves exactly this).
    const all = events(ws);
    const at = all.at(-1)!['at'];
    const resumed = { ...all.find((e) => e['event'] === 'run_started')!, at, mode: 'resume', stop_after_step: null };
    ws.write(JOURNAL, rechained([...all, resumed, { at, event: 'runner_lost', step: 'b', visit: 1, attempt: 1, killed: 0 }]));
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([r.code, jsonOf(r)['status']], r.stdout).toEqual([0, 'WORKFLOW_COMPLETE']);
    const after = events(ws);
    expect(after.filter((e) => e['event'] === 'runner_lost').map((e) => [e['step'], e['visit'], e['attempt']])).toEqual([['b', 1, 1]]);
    expect(after.filter((e) => e['event'] === 'attempt_started' && e['step'] === 'b').map((e) => e['attempt'])).toEqual([1, 2]);
    expect(ws.lines('counter.txt')).toEqual(['a', 'b', 'c']);
  });

  it('replay refuses a runner_lost that names another attempt than the one in flight, or comes with none in flight', async () => {
    const ws = await diedInB();
    await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'b', '--json']);
    const all = events(ws);
    const refused = async (edited: Array<Record<string, any>>, why: RegExp) => {
      ws.write(JOURNAL, rechained(edited));
      const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
      expect([st.code, jsonOf(st)['status']]).toEqual([5, 'WORKFLOW_STATE_INTEGRITY_VIOLATION']);
      expect(jsonOf(st)['message']).toMatch(why);
      const ran = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
      expect([ran.code, jsonOf(ran)['stages_run']]).toEqual([5, 0]);
    };
    await refused(
      all.map((e) => (e['event'] === 'runner_lost' ? { ...e, attempt: 2 } : e)),
      /\(runner_lost\) does not replay.*records visit 1, attempt 2 of step b as abandoned by a dead runner; the attempt in flight was visit 1, attempt 1 of step b/,
    );
    // One after b's acceptance: nothing was in flight.
    const lost = all.find((e) => e['event'] === 'runner_lost')!;
    await refused([...all.slice(0, -1), lost, all.at(-1)!], /\(runner_lost\) does not replay.*no attempt was in flight/);
  });
});

describe('an interruption records its signal', () => {
  it('replay refuses a signal on a stop that is not an interruption', async () => {
    const ws = workspaceWith({ 'wf.yaml': WF });
    await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'a', '--json']);
    const all = events(ws);
    expect(all.at(-1)).toMatchObject({ event: 'run_stopped', code: 'PARTIAL_RESUMABLE' });
    expect(all.at(-1)).not.toHaveProperty('signal');
    ws.write(JOURNAL, rechained([...all.slice(0, -1), { ...all.at(-1)!, signal: 'SIGTERM' }]));
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([st.code, jsonOf(st)['status']]).toEqual([5, 'WORKFLOW_STATE_INTEGRITY_VIOLATION']);
    expect(jsonOf(st)['message']).toMatch(/\(run_stopped\) does not replay.*records the signal SIGTERM with the stop PARTIAL_RESUMABLE/);
  });

  it('status and history exit with the recorded signal\'s status (143 for SIGTERM) and say it', async () => {
    // The journal an interrupted run writes (test/e2e/process/cancellation.test.ts makes it with a real SIGTERM).
    const ws = workspaceWith({ 'wf.yaml': WF });
    await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'a', '--json']);
    const all = events(ws);
    const at = all.at(-1)!['at'];
    const resumed = { ...all.find((e) => e['event'] === 'run_started')!, at, mode: 'resume', stop_after_step: null };
    const interrupted = [
      ...all,
      resumed,
      { at, event: 'attempt_started', step: 'b', visit: 1, attempt: 1 },
      { at, event: 'attempt_failed', step: 'b', code: 'WORKFLOW_INTERRUPTED', message: 'run r1 interrupted by SIGTERM during step b', exit_status: null, signal: 'SIGTERM', duration_ms: 5, log: null },
    ];
    for (const [signal, exit] of [['SIGTERM', 143], ['SIGHUP', 129], ['SIGINT', 130], [undefined, 130]] as const) {
      ws.write(JOURNAL, rechained([...interrupted, { at, event: 'run_stopped', code: 'WORKFLOW_INTERRUPTED', ...(signal !== undefined ? { signal } : {}) }]));
      rmSync(ws.path(STATE), { force: true }); // read from the journal alone
      const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
      expect([st.code, jsonOf(st)['status'], jsonOf(st)['exit_code']], st.stdout).toEqual([exit, 'WORKFLOW_INTERRUPTED', exit]);
      const h = await ws.run(['history', 'wf.yaml', '--run-id', 'r1', '--json']);
      expect(h.code).toBe(exit);
      expect(jsonOf(h)['events'].at(-1).detail).toBe(signal !== undefined ? `by ${signal}` : '');
    }
  });
});

describe('a lock another machine took (a run folder carried from another CI job with its lock)', () => {
  const LOCK = 'runs/r1/workflow_state.yaml.lock';
  const OWNER = { pid: 4242, host: 'ci-job-7.example', started_at: '2026-12-06T07:00:00.000Z' };

  it('status does not call its runner active: it names the host, says it cannot be checked here, and what to do if that job is gone; run refuses in the same words', async () => {
    // In flight: the headline.
    const ws = await diedInB();
    ws.write(LOCK, JSON.stringify(OWNER));
    const st = await status(ws);
    expect(st.code).toBe(0);
    expect(st.json).toMatchObject({ status: 'IN_PROGRESS', locked: true, runner: 'elsewhere', lock_elsewhere: { host: 'ci-job-7.example', pid: 4242, started_at: OWNER.started_at, file: LOCK }, next_command: null });
    expect(st.json['message']).toBe('step b is in flight (visit 1, attempt 1): locked by a runner on another machine, ci-job-7.example (pid 4242, since 2026-12-06T07:00:00.000Z), which this machine cannot check');
    expect(st.json['hint']).toContain(`If that job is gone (it ended or was cancelled, its machine lost, or this run folder was carried here from it with its lock), remove ${LOCK}, then resume: stagegate run wf.yaml --run-id r1`);
    expect(st.text).not.toContain('a runner is active');
    expect(st.text).toContain(`${STATE} (locked by pid 4242 on ci-job-7.example, another machine: not checked from here)`);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([jsonOf(r)['status'], r.code]).toEqual(['WORKFLOW_LOCKED', 7]);
    expect(jsonOf(r)['message']).toContain('is locked by a stagegate process on another machine (pid 4242 on ci-job-7.example, since 2026-12-06T07:00:00.000Z), which this machine (');
    expect(jsonOf(r)['hint']).toContain('If it is gone (its job ended or was cancelled, its machine lost, or this run folder was carried here from it with its lock), remove ');
    // Removed as the fix says: the resume goes on.
    rmSync(ws.path(LOCK));
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([jsonOf(again)['status'], again.code]).toEqual(['WORKFLOW_COMPLETE', 0]);
  });

  it('a paused run: its message says the lock, not a runner', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': WF });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'a', '--json'])).code).toBe(0);
    ws.write(LOCK, JSON.stringify(OWNER));
    const st = await status(ws);
    expect(st.json).toMatchObject({ status: 'PARTIAL_RESUMABLE', runner: 'elsewhere', lock_elsewhere: { host: 'ci-job-7.example' } });
    expect(st.json['message']).toMatch(/\(locked by a runner on another machine, ci-job-7\.example \(pid 4242, since 2026-12-06T07:00:00\.000Z\), which this machine cannot check\)$/);
    expect(st.text).not.toContain('a runner is active');
  });

  it('a hand-written lock without started_at: status and run say no start time (JSON null), never "since undefined"', async () => {
    const ws = workspaceWith({ 'wf.yaml': WF });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'a', '--json'])).code).toBe(0);
    ws.write(LOCK, JSON.stringify({ pid: 4242, host: 'ci-job-7.example' }));
    const st = await status(ws);
    expect(st.json).toMatchObject({ runner: 'elsewhere', lock_elsewhere: { host: 'ci-job-7.example', pid: 4242, started_at: null, file: LOCK } });
    expect(st.json['message']).toMatch(/\(locked by a runner on another machine, ci-job-7\.example \(pid 4242\), which this machine cannot check\)$/);
    expect(`${JSON.stringify(st.json)}${st.text}`).not.toContain('undefined');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([jsonOf(r)['status'], r.code]).toEqual(['WORKFLOW_LOCKED', 7]);
    expect(jsonOf(r)['message']).toContain('is locked by a stagegate process on another machine (pid 4242 on ci-job-7.example), which this machine (');
  });
});
