// What `stagegate run` shows while a stage runs, through the built CLI: on a terminal (a real pty,
// from `script`) a live line per running stage whose elapsed time moves while the stage waits on a
// file this test controls; off a terminal a start line and heartbeats; a failure's log tail
// (masked); a refused transition never shown as "→ end"; Ctrl-C's resume command; --stream.
// Nothing here waits a fixed time: every wait is for a file, an output or an exit.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { CLI, cliEnv, finished, removeWorkspaces, waitFor, workflowYaml, workspaceWith } from '../helpers/cli.js';

afterAll(removeWorkspaces);

/** One shell word. */
const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

const children: ChildProcess[] = [];
afterEach(() => {
  // Every process group started here goes, even when a test failed half-way.
  for (const child of children.splice(0)) {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  }
});

/** A stage that says it started, then waits until the test creates `release`. */
const WAIT = 'touch started; while [ ! -e release ]; do sleep 0.05; done; printf "# done\\n" >"$STAGEGATE_OUTPUT"; stagegate gate OK';

/** The CLI on a pseudo-terminal: `script` gives it one; its screen output is collected. */
function onPty(cwd: string, args: string[]): { child: ChildProcess; screen: () => string } {
  const command = ['exec', process.execPath, CLI, ...args].map(shellQuote).join(' ');
  const child = spawn('script', ['-qfec', command, '/dev/null'], { cwd, env: cliEnv({ TERM: 'xterm' }), stdio: ['pipe', 'pipe', 'pipe'], detached: true });
  children.push(child);
  const chunks: string[] = [];
  child.stdout!.setEncoding('utf8').on('data', (d: string) => chunks.push(d));
  child.stderr!.setEncoding('utf8').on('data', (d: string) => chunks.push(d));
  return { child, screen: () => chunks.join('') };
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.on('exit', (code) => resolve(code));
  });
}

/** Elapsed values the live line of `label` has shown so far, in order. */
function elapsedShown(screen: string, label: string): string[] {
  const re = new RegExp(`${label.replace(/[/.]/g, '\\$&')} +visit 1 · attempt 1 · (\\w+)`, 'g');
  return [...screen.matchAll(re)].map((m) => m[1]!);
}

describe('on a terminal', () => {
  it('a live line shows the running stage with visit, attempt and an elapsed time that moves while it runs', async () => {
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('live', { wait: { run: WAIT } }) });
    const { child, screen } = onPty(ws.dir, ['run', 'wf.yaml', '--run-id', 'p1']);
    await waitFor(() => ws.exists('started'), 'the stage to start');
    await waitFor(() => elapsedShown(screen(), 'wait').includes('0s'), 'the live line at 0s');
    // The stage is still waiting: the same line is redrawn with a later elapsed time.
    await waitFor(() => elapsedShown(screen(), 'wait').includes('2s'), 'the live line at 2s');
    const shown = elapsedShown(screen(), 'wait');
    expect(shown.indexOf('0s')).toBeLessThan(shown.indexOf('2s'));
    expect(shown).toContain('1s');
    // Redrawn in place: carriage return and clear-to-end, not new lines.
    expect(screen()).toContain('\r\u001b[J');
    ws.write('release', '');
    expect(await exited(child)).toBe(0);
    const after = screen();
    expect(after).toMatch(/\[1\/1\] wait +✓ OK → end/);
    expect(after).toContain('WORKFLOW_COMPLETE');
  });

  it('parallel branches get a live line each, at the same time', async () => {
    const wf = `version: '4.0'
name: par
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  checks:
    parallel:
      join: all
      branches:
        lint:
          run: 'touch started-lint; while [ ! -e release ]; do sleep 0.05; done; printf x >"$STAGEGATE_OUTPUT"; stagegate gate OK'
          output: 'runs/{{run_id}}/lint.md'
          statuses: { OK: DONE }
        unit:
          run: 'touch started-unit; while [ ! -e release ]; do sleep 0.05; done; printf x >"$STAGEGATE_OUTPUT"; stagegate gate OK'
          output: 'runs/{{run_id}}/unit.md'
          statuses: { OK: DONE }
    statuses: { PARALLEL_COMPLETE: DONE }
`;
    const ws = workspaceWith({ 'wf.yaml': wf });
    const { child, screen } = onPty(ws.dir, ['run', 'wf.yaml', '--run-id', 'p1']);
    await waitFor(() => ws.exists('started-lint') && ws.exists('started-unit'), 'both branches to start');
    // One redraw holds both lines, one under the other.
    await waitFor(() => /checks\/lint +visit 1 · attempt 1 · \w+\r?\n\S+ checks\/unit +visit 1 · attempt 1 · \w+/.test(screen()) || /checks\/unit +visit 1 · attempt 1 · \w+\r?\n\S+ checks\/lint +visit 1 · attempt 1 · \w+/.test(screen()), 'two live lines');
    ws.write('release', '');
    expect(await exited(child)).toBe(0);
    expect(screen()).toContain('WORKFLOW_COMPLETE');
  });
});

describe('off a terminal', () => {
  it('a line when a stage starts, a heartbeat every --heartbeat seconds, and no escape codes', async () => {
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('beat', { wait: { run: WAIT } }) });
    const child = ws.spawn(['run', 'wf.yaml', '--run-id', 'h1', '--heartbeat', '1'], { detached: true });
    children.push(child);
    const done = finished(child);
    let stderr = '';
    child.stderr!.on('data', (d: string) => (stderr += d));
    await waitFor(() => stderr.includes('▶ wait started'), 'the start line');
    await waitFor(() => /… still running: wait \(visit 1, attempt 1, [1-9]\d*s\)/.test(stderr), 'a heartbeat');
    ws.write('release', '');
    const r = await done;
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/▶ wait started\n(… still running: wait \(visit 1, attempt 1, \d+s\)\n)+\[1\/1\] wait +✓ OK → end/);
    expect(r.stderr).not.toContain('\u001b');
  });

  it('a failed stage shows the last 20 lines of its log, with secrets masked', async () => {
    const run = 'for i in $(seq 1 25); do echo "out $i"; done; echo "key is $DEPLOY_TOKEN" >&2; exit 3';
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('tail', { build: { run } }) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 't1'], { env: { DEPLOY_TOKEN: 'tok-0123456789' } });
    expect(r.code).toBe(6);
    expect(r.stderr).toMatch(/\[0\/1\] build +✗ STAGE_FAILED/);
    expect(r.stderr).toContain('last 20 lines of runs/t1/logs/build.v1.a1.log:');
    expect(r.stderr).not.toMatch(/│ out 6\n/);
    expect(r.stderr).toMatch(/│ out 7\n[\s\S]*│ out 25\n +│ key is \*\*\*\n/);
    expect(r.stderr).not.toContain('tok-0123456789');
  });
});

describe('a transition the run refuses', () => {
  it('the loop limit: the stage that tried to go round again is ✓ but shows the stop, not → end', async () => {
    const ws = workspaceWith({
      'wf.yaml': workflowYaml('loop', {
        review: { run: 'source lib.sh; finish CHANGES', statuses: { CHANGES: 'revise', APPROVED: 'DONE' }, extra: 'max_visits: 2' },
        revise: { run: 'source lib.sh; finish REVISED', statuses: { REVISED: 'review' } },
      }),
    });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'l1']);
    expect(r.code).toBe(3);
    expect(r.stdout).toMatch(/^WORKFLOW_BLOCKED_LOOP_LIMIT/);
    const lines = r.stderr.split('\n').filter((l) => /✓|✗/.test(l));
    expect(lines.at(-1)).toMatch(/revise +✓ REVISED ⊘ WORKFLOW_BLOCKED_LOOP_LIMIT/);
    expect(r.stderr).not.toMatch(/→ end/);
  });

  it('a stall: the repeated stage shows WORKFLOW_BLOCKED_STALLED, not → end', async () => {
    // review writes the same output and gate on every visit: the second visit stalls.
    const same = 'mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"; printf "# same\\n" >"$STAGEGATE_OUTPUT"; stagegate gate CHANGES';
    const ws = workspaceWith({
      'wf.yaml': workflowYaml('stall', {
        review: { run: same, statuses: { CHANGES: 'revise', APPROVED: 'DONE' }, extra: 'max_visits: 5' },
        revise: { run: 'source lib.sh; finish REVISED', statuses: { REVISED: 'review' }, extra: 'max_visits: 5' },
      }),
    });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 's1']);
    expect(r.code).toBe(3);
    expect(r.stdout).toMatch(/^WORKFLOW_BLOCKED_STALLED/);
    expect(r.stderr).toMatch(/review +✓ CHANGES ⊘ WORKFLOW_BLOCKED_STALLED/);
    expect(r.stderr).not.toMatch(/→ end/);
  });
});

describe('Ctrl-C', () => {
  it('says what happened and the command that resumes; the resume finishes the run', async () => {
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('cc', { wait: { run: WAIT } }) });
    const child = ws.spawn(['run', 'wf.yaml', '--run-id', 'c1'], { detached: true });
    children.push(child);
    const done = finished(child);
    await waitFor(() => ws.exists('started'), 'the stage to start');
    process.kill(child.pid!, 'SIGINT');
    const r = await done;
    expect(r.code).toBe(130);
    const said = r.stdout + r.stderr;
    expect(said).toMatch(/interrupted|INTERRUPTED/);
    expect(said).toContain('next:     stagegate run wf.yaml --run-id c1');
    ws.write('release', '');
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'c1']);
    expect(resumed.code).toBe(0);
    expect(resumed.stdout).toMatch(/^WORKFLOW_COMPLETE/);
  });
});

describe('--stream', () => {
  // Needs the runner's stage_output events (the stage output stream contract).
  it("passes each stage's output through, prefixed with its step and masked", async () => {
    const run = 'echo "hello from the stage"; echo "token $API_TOKEN" >&2; mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"; printf x >"$STAGEGATE_OUTPUT"; stagegate gate OK';
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('stream', { talk: { run } }) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 's1', '-v'], { env: { API_TOKEN: 'abcdef-123456' } });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('talk │ hello from the stage\n');
    expect(r.stderr).toContain('talk │ token ***\n');
    expect(r.stderr).not.toContain('abcdef-123456');
    const quiet = await ws.run(['run', 'wf.yaml', '--run-id', 's2']);
    expect(quiet.stderr).not.toContain('hello from the stage');
  });
});
