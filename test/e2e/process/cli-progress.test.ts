// What `stagegate run` shows while a stage runs, the built CLI as a process: on a terminal (a real
// pty, from `script`) a live line per running stage whose elapsed time moves while the stage waits
// on a file this test controls; off a terminal a start line and heartbeats; Ctrl-C's resume
// command. Nothing here waits a fixed time: every wait is for a file, an output or an exit.
// The rest of what it shows: ../cli-progress.test.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { CLI, cliEnv, finished, removeWorkspaces, waitFor, workflowYaml, workspaceWith } from '../../helpers/cli.js';

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
    await waitFor(() => /checks\.lint +visit 1 · attempt 1 · \w+\r?\n\S+ checks\.unit +visit 1 · attempt 1 · \w+/.test(screen()) || /checks\.unit +visit 1 · attempt 1 · \w+\r?\n\S+ checks\.lint +visit 1 · attempt 1 · \w+/.test(screen()), 'two live lines');
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
