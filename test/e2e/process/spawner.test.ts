// The built CLI's own spawner (src/host/spawner.ts), as a process: after 32 stages its runner —
// well under 100 MB here — starts a spawner and forks the later stages from it, whatever its size.
// Each stage writes down who forked it (its parent: the runner, or a process carrying the
// spawner's mark whose parent is the runner), so the test sees the spawner take over rather than
// trusting a setting. A stage forked by the spawner behaves as one the runner forked (the same
// log: stdout and stderr, a secret masked, an empty stdin); SIGTERM to the runner and SIGKILL of
// its group while such a stage runs end as they do for a direct one, and the spawner never
// outlives its runner. (In-process, through the runner's own spawner: ../spawner.test.ts.)
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { finished, jsonOf, killRun, processAlive, removeWorkspaces, waitFor, workspaceWith, type TempWorkspace } from '../../helpers/cli.js';
import { waitForWhileRunning } from '../../helpers/wait.js';

afterAll(removeWorkspaces);

const started: ChildProcess[] = [];
/** Process groups to kill after each test (the spawner and a stage, each leads its own; the spawner carries no test mark). */
const groups: number[] = [];
afterEach(() => {
  for (const child of started.splice(0)) killRun(child);
  for (const pgid of groups.splice(0)) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
});

const SECRET = 'sp4wner-s3cret-value';
const DIRECT = 32;

/**
 * who.sh: `forked` appends "<step> <parent pid> <parent's parent pid> <spawner|other>" to
 * forked.txt (the parent's mark read from /proc: the spawner's environment is STAGEGATE_SPAWNER=1
 * and Node's channel variables); `same` is the body every counted stage runs.
 */
const WHO = `forked() {
  read -r _ _ _ grand _ </proc/$PPID/stat
  if grep -qz '^STAGEGATE_SPAWNER=1$' /proc/$PPID/environ; then kind=spawner; else kind=other; fi
  printf '%s %s %s %s\\n' "$STAGEGATE_STEP" "$PPID" "$grand" "$kind" >>forked.txt
}
same() {
  forked
  echo "stdout of $STAGEGATE_STEP: $DEPLOY_TOKEN"
  echo "stderr of $STAGEGATE_STEP: $DEPLOY_TOKEN" >&2
  echo "stdin of $STAGEGATE_STEP: [$(cat)]"
  stage OK
}
`;

/** The parent's mark of the probe's caller: is it the spawner? */
const VIA_SPAWNER = `grep -qz '^STAGEGATE_SPAWNER=1$' /proc/$PPID/environ`;

/**
 * The probe's first visit is the 33rd stage, which the runner forks itself right after it started
 * the spawner (spawned before the stage, ready later): it writes "<visit> <pid>" of a child of its
 * parent carrying the spawner's mark, or "<visit> none", to siblings.txt. A runner that waits for
 * some size first (before session 35: 80 MB) has none there.
 */
const SIBLING = `if [ "$STAGEGATE_VISIT" = 1 ]; then
  sib=none
  for f in /proc/[0-9]*/stat; do
    read -r pid _ _ pp _ <"$f" 2>/dev/null || continue
    [ "$pp" = "$PPID" ] && grep -qz '^STAGEGATE_SPAWNER=1$' "/proc/$pid/environ" 2>/dev/null && sib=$pid
  done
  echo "$STAGEGATE_VISIT $sib" >>siblings.txt
fi`;

/**
 * s1..s32 (forked by the runner), then `probe`, uncounted, round until its parent is the spawner
 * (it starts in the background after the 32nd stage and is used once ready; at most 200 rounds:
 * a runner that never starts one stops at the loop limit), then `last`.
 */
function workflow(last: string): string {
  const lines = ["version: '4.0'", 'name: spawned', "state_path: 'runs/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', 'steps:'];
  const step = (id: string, run: string, statuses: string, extra?: string) => lines.push(`  ${id}:`, `    run: ${JSON.stringify(run)}`, `    output: 'runs/{{run_id}}/${id}.md'`, `    statuses: ${statuses}`, ...(extra ? [`    ${extra}`] : []));
  for (let i = 1; i <= DIRECT; i++) step(`s${i}`, 'source lib.sh; source who.sh; same', `{ OK: ${i === DIRECT ? 'probe' : `s${i + 1}`} }`);
  step('probe', `source lib.sh; ${SIBLING}; if ${VIA_SPAWNER}; then finish OK; else finish AGAIN; fi`, '{ OK: last, AGAIN: probe }', 'max_visits: 200');
  step('last', `source lib.sh; source who.sh; ${last}`, '{ OK: DONE }');
  return lines.join('\n') + '\n';
}

const STEPS = [...Array.from({ length: DIRECT }, (_, i) => `s${i + 1}`), 'probe', 'last'];

interface Forked {
  step: string;
  parent: number;
  grandparent: number;
  kind: string;
}

const forkedOf = (ws: TempWorkspace): Forked[] =>
  ws.lines('forked.txt').map((line) => {
    const [step, parent, grandparent, kind] = line.split(' ');
    return { step: step!, parent: Number(parent), grandparent: Number(grandparent), kind: kind! };
  });

function start(ws: TempWorkspace): ChildProcess {
  const child = ws.spawn(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env: { DEPLOY_TOKEN: SECRET } });
  started.push(child);
  return child;
}

describe('the built CLI starts its spawner after 32 stages', () => {
  it('forks the later stages from it (a child of the runner carrying its mark) with the same results as a direct fork, and it exits with the runner', async () => {
    const ws = workspaceWith({ 'who.sh': WHO, 'wf.yaml': workflow('same') });
    const child = start(ws);
    const r = await finished(child);
    expect(r.code, r.stderr).toBe(0);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: STEPS });
    const forked = forkedOf(ws);
    expect(forked.map((f) => f.step)).toEqual([...STEPS.slice(0, DIRECT), 'last']);
    // The first 32: forked by the runner itself.
    for (const f of forked.slice(0, DIRECT)) expect(f, f.step).toMatchObject({ parent: child.pid, kind: 'other' });
    // The last: by the spawner, which the runner started as it started the 33rd stage.
    const last = forked[DIRECT]!;
    groups.push(last.parent);
    expect(last).toMatchObject({ kind: 'spawner', grandparent: child.pid });
    expect(last.parent).not.toBe(child.pid);
    expect(ws.read('siblings.txt')).toBe(`1 ${last.parent}\n`);
    // It did not outlive the runner.
    await waitFor(() => !processAlive(last.parent), 'the spawner to exit with its runner');
    // The same log either way: both streams, the secret masked, stdin empty. Compared as lines in
    // any order: how stdout's and stderr's lines interleave depends on which pipe is read first
    // (it differed in a CI run), not on who forked the stage.
    const log = (step: string) => ws.read(`runs/r1/logs/${step}.v1.a1.log`);
    const lines = (text: string) => text.split('\n').sort();
    expect(lines(log('last'))).toEqual(lines(log('s1').replaceAll('s1', 'last')));
    expect(log('last')).toContain('stdout of last: ***');
    expect(log('last')).toContain('stderr of last: ***');
    expect(log('last')).toContain('stdin of last: []');
    expect(log('last')).not.toContain(SECRET);
    expect(ws.lines('counter.txt')).toEqual([...STEPS.slice(0, DIRECT), 'last']);
  });
});

describe('a runner stopped while the spawner runs a stage', () => {
  /**
   * `last`'s first attempt traps SIGTERM, writes its pid and its background child's (the trap is
   * set by then), then waits for a `go` no test writes; a later attempt (the resume's) goes through.
   */
  const WAITING = 'forked; if [ "$STAGEGATE_ATTEMPT" = 1 ]; then trap "echo trapped >>trapped; exit 7" TERM; sleep 1000 & echo "$$ $!" >pids.tmp; mv pids.tmp pids; while [ ! -e go ]; do sleep 0.05; done; fi; stage OK';

  async function startedThroughSpawner(ws: TempWorkspace, child: ChildProcess): Promise<{ stage: number; background: number; spawner: number }> {
    await waitForWhileRunning(child, () => ws.exists('pids'), 'the last stage to start');
    const [stage, background] = ws.read('pids').trim().split(' ').map(Number);
    const last = forkedOf(ws).at(-1)!;
    groups.push(stage!, last.parent);
    expect(last).toMatchObject({ step: 'last', kind: 'spawner', grandparent: child.pid });
    return { stage: stage!, background: background!, spawner: last.parent };
  }

  it('SIGTERM: exit 143, the stage gets SIGTERM and its group is killed, the spawner exits, a resume completes the run', async () => {
    const ws = workspaceWith({ 'who.sh': WHO, 'wf.yaml': workflow(WAITING) });
    const child = start(ws);
    const { stage, background, spawner } = await startedThroughSpawner(ws, child);
    process.kill(child.pid!, 'SIGTERM');
    const stopped = await finished(child);
    expect(stopped.code, stopped.stderr).toBe(143);
    expect(jsonOf(stopped)).toMatchObject({ status: 'WORKFLOW_INTERRUPTED', active_step: 'last' });
    expect(ws.read('trapped')).toBe('trapped\n');
    await waitFor(() => !processAlive(stage) && !processAlive(background), "the stage's group to be killed");
    await waitFor(() => !processAlive(spawner), 'the spawner to exit with its runner');
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(resumed), resumed.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
  });

  it("SIGKILL of the runner's group: the spawner exits, the stage survives as a direct one would, and the resume kills it first", async () => {
    const ws = workspaceWith({ 'who.sh': WHO, 'wf.yaml': workflow(WAITING) });
    const child = start(ws);
    const { stage, background, spawner } = await startedThroughSpawner(ws, child);
    process.kill(-child.pid!, 'SIGKILL');
    expect((await finished(child)).signal).toBe('SIGKILL');
    // The spawner is in a session of its own (the group kill misses it): it goes when its channel closes.
    await waitFor(() => !processAlive(spawner), 'the spawner to exit after its runner died');
    expect(processAlive(stage), 'the stage outlived its runner').toBe(true);
    expect(processAlive(background)).toBe(true);
    // The resume kills the left-over attempt before it runs the step again.
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(resumed), resumed.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(processAlive(stage)).toBe(false);
    expect(processAlive(background)).toBe(false);
    expect(ws.lines('counter.txt').filter((l) => l === 'last')).toHaveLength(1);
  });
});
