/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// The bundled control-flow example (workflows/examples/release) from a user's point of view:
// foreach in dependency order, parallel checks, a decision on the channel, an approval pause
// with a hint on how to decide, then publish.
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';

afterAll(removeWorkspaces);

const WF = 'workflows/examples/release/workflow.yaml';

function example() {
  const ws = workspaceWith({}, { git: false });
  cpSync(join(REPO_ROOT, 'workflows', 'examples', 'release'), ws.path('workflows/examples/release'), { recursive: true });
  return ws;
}

describe('workflows/examples/release', () => {
  it('validates clean and plans every construct', async () => {
    const ws = example();
    const v = await ws.run(['validate', WF, '--strict']);
    expect(v.code, v.stdout).toBe(0);
    const p = jsonOf(await ws.run(['plan', WF, '--run-id', 'p1', '--json']));
    const kinds = Object.fromEntries(p.steps.map((s: any) => [s.id, s.kind]));
    expect(kinds).toEqual({ inventory: 'shell', build: 'foreach', checks: 'parallel', route: 'decision', sign_off: 'approval', publish: 'shell' });
  });

  it('a stable release: components built dependencies first, checks in parallel, a sign-off pause, then publish', async () => {
    const ws = example();
    const first = await ws.run(['run', WF, '--run-id', 'r1', 'channel=stable', '--json']);
    const paused = jsonOf(first);
    expect(paused).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sign_off' });
    expect(paused.hint).toContain(`stagegate approve ${WF} --run-id r1`);
    const state = ws.state('runs/release/r1/workflow_state.yaml');
    expect(state.steps.build.foreach.items.map((i: any) => [i.id, i.status])).toEqual([
      ['C1', 'verified'],
      ['C2', 'verified'],
      ['C3', 'verified'],
    ]);
    expect(Object.values(state.steps.checks.parallel.branches).map((b: any) => b.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect(ws.exists('runs/release/r1/RELEASE_NOTES.md')).toBe(false);
    const approve = await ws.run(['approve', WF, '--run-id', 'r1', '--by', 'release-manager']);
    expect(approve.code, approve.stdout + approve.stderr).toBe(0);
    const done = await ws.run(['run', WF, '--run-id', 'r1', '--json']);
    expect(jsonOf(done).status, done.stderr).toBe('WORKFLOW_COMPLETE');
    const notes = ws.read('runs/release/r1/RELEASE_NOTES.md');
    expect(notes).toContain('channel stable');
    expect(notes).toContain('- Web UI: VERIFIED\n- Core Library: VERIFIED\n- HTTP API: VERIFIED\n');
  });

  it('a beta release takes the else branch: no sign-off', async () => {
    const ws = example();
    const r = await ws.run(['run', WF, '--run-id', 'b1', '--json']);
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.state('runs/release/b1/workflow_state.yaml').decisions[0].to).toBe('publish');
  });
});
