// Lock races (slow tier). One runner per run: eight runners started at once on the same run,
// exactly one advances, the other seven exit 7 (WORKFLOW_LOCKED) having changed nothing, and the
// state stays valid; four processes racing for one RunLock, exactly one wins. A lock left behind by
// a killed runner is recovered; a lock held by a live process, or by a process on another machine,
// is respected. (A two-runner race: test/e2e/process/run-crash.test.ts; the lock recovery: test/e2e/run-crash.test.ts.)
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { GATE_LIB, Workspace, jsonOf, killGroup, startCli, type CliResult } from '../helpers/bare-workspace.js';
import { spawnTracked } from '../helpers/processes.js';
import { RunLock } from '../../src/core/state/lock.js';

// `hold` blocks until the test creates go.flag, so the winner is still holding the lock while the
// seven others try (no sleeps, no timing assumptions).
const WORKFLOW = `version: '4.0'
name: concurrency
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  first:
    run: source lib.sh; echo "first $$" >>ledger.txt; echo body >"$STAGEGATE_OUTPUT"; gate OK
    output: 'runs/{{run_id}}/first.md'
    statuses: { OK: hold }
  hold:
    run: source lib.sh; echo "hold $$" >>ledger.txt; touch holding.flag; while [ ! -e go.flag ]; do sleep 0.02; done; echo body >"$STAGEGATE_OUTPUT"; gate OK
    output: 'runs/{{run_id}}/hold.md'
    statuses: { OK: last }
  last:
    run: source lib.sh; echo "last $$" >>ledger.txt; echo body >"$STAGEGATE_OUTPUT"; gate OK
    output: 'runs/{{run_id}}/last.md'
    statuses: { OK: DONE }
`;

const spaces: Workspace[] = [];
afterAll(() => {
  for (const ws of spaces.splice(0)) ws.remove();
});

function workspace(): Workspace {
  const ws = new Workspace('stagegate-conc-');
  spaces.push(ws);
  ws.write('lib.sh', GATE_LIB);
  ws.write('wf.yaml', WORKFLOW);
  return ws;
}

function ledgerSteps(ws: Workspace): string[] {
  return ws.exists('ledger.txt') ? ws.read('ledger.txt').trim().split('\n').map((l) => l.split(' ')[0]!) : [];
}

/** Poll until `predicate` holds; the test's own timeout is the only limit (a hang guard). */
async function until(predicate: () => boolean): Promise<void> {
  while (!predicate()) await new Promise((r) => setTimeout(r, 10));
}

function validState(ws: Workspace, runId: string): Record<string, unknown> {
  const state = parse(ws.read(`runs/${runId}/workflow_state.yaml`)) as Record<string, unknown>;
  expect(state['schema']).toBe('stagegate/state@2');
  return state;
}

/** Start n runners at once; release the stage once the n-1 losers are done. */
async function race(ws: Workspace, runId: string, n: number, extra: string[] = []): Promise<CliResult[]> {
  const runners = Array.from({ length: n }, () => startCli(ws.dir, ['run', 'wf.yaml', '--run-id', runId, '--json', ...extra]));
  const results: Array<CliResult | undefined> = new Array(n).fill(undefined);
  runners.forEach((r, i) => void r.done.then((res) => (results[i] = res)));
  await until(() => results.filter((r) => r !== undefined).length >= n - 1 && ws.exists('holding.flag'));
  writeFileSync(ws.path('go.flag'), '');
  return Promise.all(runners.map((r) => r.done));
}

describe('concurrency: one runner per run', () => {
  it('8 runners start a new run at once: exactly one advances, 7 exit WORKFLOW_LOCKED, the state is valid', async () => {
    const ws = workspace();
    const results = await race(ws, 'r1', 8);
    const winners = results.filter((r) => r.code === 0);
    const losers = results.filter((r) => r.code !== 0);
    expect(winners).toHaveLength(1);
    expect(jsonOf(winners[0]!)['status']).toBe('WORKFLOW_COMPLETE');
    expect(losers).toHaveLength(7);
    for (const l of losers) {
      expect(l.code, l.stdout + l.stderr).toBe(7);
      expect(jsonOf(l)['status']).toBe('WORKFLOW_LOCKED');
      expect(jsonOf(l)['message']).toMatch(/locked by another stagegate process \(pid \d+/);
    }
    // Every stage ran exactly once, by one process.
    expect(ledgerSteps(ws)).toEqual(['first', 'hold', 'last']);
    expect(new Set(ws.read('ledger.txt').trim().split('\n').map((l) => l.split(' ')[1])).size).toBe(3);
    const state = validState(ws, 'r1');
    expect(state['status']).toBe('WORKFLOW_COMPLETE');
    expect((state['counts'] as Record<string, number>)['invocations']).toBe(1); // the losers wrote nothing
    expect(existsSync(ws.path('runs/r1/workflow_state.yaml.lock'))).toBe(false);
    expect(readdirSync(ws.path('runs/r1')).filter((n) => n.includes('.tmp'))).toEqual([]);
  });

  it('8 runners resume a paused run at once: one advances, the others change nothing', async () => {
    const ws = workspace();
    const first = await ws.run(['run', 'wf.yaml', '--run-id', 'r2', '--stop-after-step', 'first', '--json']);
    expect(jsonOf(first)['status']).toBe('PARTIAL_RESUMABLE');
    const results = await race(ws, 'r2', 8);
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.code === 7)).toHaveLength(7);
    expect(ledgerSteps(ws)).toEqual(['first', 'hold', 'last']);
    const state = validState(ws, 'r2');
    expect(state['status']).toBe('WORKFLOW_COMPLETE');
    expect((state['counts'] as Record<string, number>)['invocations']).toBe(2);
  });

  it('8 fresh runners over a finished run: one supersedes and re-runs it, the others exit WORKFLOW_LOCKED', async () => {
    const ws = workspace();
    writeFileSync(ws.path('go.flag'), '');
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r3', '--json']))['status']).toBe('WORKFLOW_COMPLETE');
    ws.write('ledger.txt', '');
    rmSync(ws.path('go.flag'));
    rmSync(ws.path('holding.flag'));
    const results = await race(ws, 'r3', 8, ['--mode', 'fresh']);
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.code === 7)).toHaveLength(7);
    expect(ledgerSteps(ws)).toEqual(['first', 'hold', 'last']);
    expect(validState(ws, 'r3')['status']).toBe('WORKFLOW_COMPLETE');
    // Exactly one earlier run was moved aside.
    expect(readdirSync(ws.path('runs/r3/.superseded'))).toHaveLength(1);
  });

  it('fresh runners arriving while others start over, round after round: each completes the run or exits WORKFLOW_LOCKED, never an error', async () => {
    // No stage holds here: runners start while another is moving the run aside or replaying it,
    // so the state a runner reads before the lock is often gone by the time it holds it (a
    // runner that read a journal, then read it again after a fresh run moved it, once crashed
    // with ENOENT). Whatever the interleaving, each runner's outcome is one of these two.
    const ws = workspace();
    writeFileSync(ws.path('go.flag'), '');
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r6', '--json']))['status']).toBe('WORKFLOW_COMPLETE');
    for (let round = 0; round < 6; round++) {
      const results = await Promise.all(Array.from({ length: 6 }, () => startCli(ws.dir, ['run', 'wf.yaml', '--run-id', 'r6', '--mode', 'fresh', '--json']).done));
      for (const r of results) {
        expect([0, 7], r.stdout + r.stderr).toContain(r.code);
        expect(jsonOf(r)['status']).toBe(r.code === 0 ? 'WORKFLOW_COMPLETE' : 'WORKFLOW_LOCKED');
      }
      expect(results.some((r) => r.code === 0)).toBe(true);
      expect(validState(ws, 'r6')['status']).toBe('WORKFLOW_COMPLETE');
    }
  });

  it('a lock left by a runner SIGKILLed mid-stage is recovered; only the in-flight stage runs again', async () => {
    const ws = workspace();
    const started = startCli(ws.dir, ['run', 'wf.yaml', '--run-id', 'r4', '--json'], { detached: true });
    await until(() => ws.exists('holding.flag'));
    expect(existsSync(ws.path('runs/r4/workflow_state.yaml.lock'))).toBe(true);
    await killGroup(started.child.pid!);
    await started.done;
    expect(existsSync(ws.path('runs/r4/workflow_state.yaml.lock'))).toBe(true); // left behind
    writeFileSync(ws.path('go.flag'), '');
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'r4', '--json']);
    expect(jsonOf(resumed)['status'], resumed.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ledgerSteps(ws)).toEqual(['first', 'hold', 'hold', 'last']);
    expect(existsSync(ws.path('runs/r4/workflow_state.yaml.lock'))).toBe(false);
  });

  it("a lock naming a live process is respected; one naming another machine's process is not taken over", async () => {
    const ws = workspace();
    writeFileSync(ws.path('go.flag'), '');
    const first = await ws.run(['run', 'wf.yaml', '--run-id', 'r5', '--stop-after-step', 'first', '--json']);
    expect(jsonOf(first)['status']).toBe('PARTIAL_RESUMABLE');
    const lock = ws.path('runs/r5/workflow_state.yaml.lock');
    const stateBefore = readFileSync(ws.path('runs/r5/workflow_state.yaml'));
    // A live holder (a sleeping process of ours).
    const sleeper = spawnTracked('sleep', ['30'], { stdio: 'ignore' });
    try {
      writeFileSync(lock, JSON.stringify({ pid: sleeper.pid, host: hostname(), started_at: new Date().toISOString() }));
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r5', '--json']);
      expect(r.code).toBe(7);
      expect(jsonOf(r)['message']).toContain(`pid ${sleeper.pid}`);
    } finally {
      sleeper.kill('SIGKILL');
    }
    // Another machine: stagegate cannot tell whether that process lives, so it does not guess.
    writeFileSync(lock, JSON.stringify({ pid: 1, host: 'some-other-runner.invalid', started_at: new Date().toISOString() }));
    const other = await ws.run(['run', 'wf.yaml', '--run-id', 'r5', '--json']);
    expect(other.code).toBe(7);
    expect(jsonOf(other)['message']).toContain('some-other-runner.invalid');
    expect(readFileSync(ws.path('runs/r5/workflow_state.yaml')).equals(stateBefore)).toBe(true);
    expect(ledgerSteps(ws)).toEqual(['first']);
    // A dead process on this machine: recovered.
    const gone = spawnTracked('true', [], { stdio: 'ignore' });
    await new Promise((r) => gone.on('exit', r));
    writeFileSync(lock, JSON.stringify({ pid: gone.pid, host: hostname(), started_at: new Date().toISOString() }));
    const recovered = await ws.run(['run', 'wf.yaml', '--run-id', 'r5', '--json']);
    expect(jsonOf(recovered)['status'], recovered.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ledgerSteps(ws)).toEqual(['first', 'hold', 'last']);
  });
});

describe('RunLock races', () => {
  const dir = mkdtempSync(join(tmpdir(), 'stagegate-lock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('many processes racing for one lock: exactly one wins', async () => {
    const path = join(dir, 'run-1', 'workflow_state.yaml.lock');
    RunLock.acquire(path, 'x').release();
    const release = `${path}.release-racers`;
    // Each racer tries once; the winner holds the lock until the test has heard from everyone,
    // so a late racer can never find the lock free again.
    const script = `import { existsSync } from 'node:fs';
      import { RunLock } from ${JSON.stringify(new URL('../../src/core/state/lock.ts', import.meta.url).pathname)};
      try {
        RunLock.acquire(${JSON.stringify(path)}, 'x');
        process.stdout.write('won');
        const t = setInterval(() => { if (existsSync(${JSON.stringify(release)})) clearInterval(t); }, 20);
      } catch (e) { process.stdout.write(e.code); }`;
    const heard = new Set<number>();
    const racers = Array.from({ length: 4 }, (_, i) => {
      const p = spawnTracked(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      p.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        heard.add(i);
      });
      return new Promise<string>((resolve) => p.on('close', () => (heard.add(i), resolve(out))));
    });
    // Every racer has spoken (the winner holds the lock meanwhile) or ended; then the winner may go.
    await until(() => heard.size >= racers.length);
    writeFileSync(release, '');
    const results = await Promise.all(racers);
    expect(results.filter((r) => r === 'won')).toHaveLength(1);
    expect(results.filter((r) => r === 'WORKFLOW_LOCKED')).toHaveLength(3);
  });
});
