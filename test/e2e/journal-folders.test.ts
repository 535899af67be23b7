// A journal's first commit syncs its folder and the parent of every folder above it up to the
// workspace (the run's folder and its parents, a foreach item's folder and v<visit>, a child run's
// folder), so a power loss cannot take the journal's name away with a folder — whoever made it: a
// runner killed after taking the lock and before its first commit leaves folders no later runner
// can tell from durable ones. Within one invocation each folder's name is synced once. Recorded
// through the run's journal port (RunnerPorts.journal.syncDir), each call passed on to the real fsync.
import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { realpathSync } from 'node:fs';
import { relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chainYaml, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { runWorkflow } from '../../src/core/run/runner.js';
import { systemClock } from '../../src/core/run/ports.js';
import { syncDir } from '../../src/core/state/journal.js';
import { createNodeProcessRunner } from '../../src/host/process-runner.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

/** Runs `workflow` as run `runId` in `dir`; returns its outcome and the folders synced (relative to dir, in order). */
async function runRecording(dir: string, workflow: string, runId: string) {
  const root = realpathSync(dir);
  const synced: string[] = [];
  const outcome = await runWorkflow(
    { workspace: dir, workflowFile: workflow, invocation: { tokens: { run_id: runId } }, env: { PATH: process.env['PATH'] ?? '' } },
    {
      processes: createNodeProcessRunner(),
      source: { sourceCommit: () => null },
      clock: systemClock,
      journal: {
        syncDir: (folder) => {
          synced.push(relative(folder.startsWith(root) ? root : dir, folder) || '.');
          syncDir(folder);
        },
      },
    },
  );
  return { outcome, synced };
}

describe("folders made on the way to a journal", () => {
  it("a new run's folder and its parents: each folder's parent synced once, after the journal's folder, up to the workspace; a resume and a second run beside it, the same", { tags: [CAMPAIGN] }, async () => {
    // b fails until flag exists: the first invocation stops there, the resume completes.
    const ws = workspaceWith({ 'wf.yaml': chainYaml('made', ['a', 'b'], { b: { run: 'source lib.sh; [ -e flag ] || exit 3; stage OK' } }) }, { git: false });
    const first = await runRecording(ws.dir, 'wf.yaml', 'r1');
    expect(first.outcome.status).toBe('STAGE_FAILED');
    // The lock made runs/ and runs/r1/: the workspace and runs/ gained an entry each.
    expect(first.synced).toEqual(['runs/r1', 'runs', '.']);
    ws.write('flag', '');
    const resumed = await runRecording(ws.dir, 'wf.yaml', 'r1');
    expect(resumed.outcome.status).toBe('WORKFLOW_COMPLETE');
    // Another invocation: it cannot tell whether the one before lived to sync them.
    expect(resumed.synced).toEqual(['runs/r1', 'runs', '.']);
    const beside = await runRecording(ws.dir, 'wf.yaml', 'r2');
    expect(beside.outcome.status).toBe('WORKFLOW_COMPLETE');
    expect(beside.synced).toEqual(['runs/r2', 'runs', '.']);
  });

  it("a runner killed after taking the lock and before its first commit: the next runner of that run, and a runner of another run beside it, sync the folders it made", async () => {
    // What such a runner leaves: the folders its lock made (runs/ and runs/r1/) and its lock, naming a dead process.
    const ws = workspaceWith({ 'wf.yaml': chainYaml('made', ['a']) }, { git: false });
    const dead = Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout);
    ws.write('runs/r1/workflow_state.yaml.lock', JSON.stringify({ pid: dead, host: hostname(), started_at: '2020-01-01T00:00:00.000Z' }));
    // A run beside it first: runs/ is not its to make, yet its name was never synced.
    const beside = await runRecording(ws.dir, 'wf.yaml', 'r2');
    expect(beside.outcome.status).toBe('WORKFLOW_COMPLETE');
    expect(beside.synced).toEqual(['runs/r2', 'runs', '.']);
    const next = await runRecording(ws.dir, 'wf.yaml', 'r1');
    expect(next.outcome.status).toBe('WORKFLOW_COMPLETE');
    expect(next.synced).toEqual(['runs/r1', 'runs', '.']);
  });

  it("a foreach item's v<visit> and the folders above it, and a child run's folder: each made folder's parent synced once", async () => {
    const wf = `version: '4.0'
name: made
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  each:
    foreach: { source: reg.md, id_field: ID }
    per_item:
      work: { run: 'source lib.sh; stage OK', output: 'runs/{{run_id}}/w-{{item_id}}.md', statuses: { OK: next_artifact } }
    completion: { on_complete: kid }
  kid:
    child_workflow: child.yaml
    inputs: { run_id: 'c-{{run_id}}' }
    statuses: { WORKFLOW_COMPLETE: DONE }
`;
    const ws = workspaceWith({ 'wf.yaml': wf, 'child.yaml': chainYaml('child', ['k']), 'reg.md': '| ID | Status |\n|---|---|\n| I-1 | PENDING |\n| I-2 | PENDING |\n' }, { git: false });
    const { outcome, synced } = await runRecording(ws.dir, 'wf.yaml', 'r1');
    expect(outcome.status).toBe('WORKFLOW_COMPLETE');
    const item = (id: string) => `runs/r1/foreach/each/${id}`;
    expect(synced).toEqual([
      // The run: the lock made runs/ and runs/r1/.
      'runs/r1',
      'runs',
      '.',
      // The first item run made foreach/, foreach/each/, its item's folder (the id in lower case) and v1/.
      `${item('i-1')}/v1`,
      item('i-1'),
      'runs/r1/foreach/each',
      'runs/r1/foreach',
      'runs/r1',
      // The second, its item's folder and v1/.
      `${item('i-2')}/v1`,
      item('i-2'),
      'runs/r1/foreach/each',
      // The child run: its lock made runs/c-r1/.
      'runs/c-r1',
      'runs',
    ]);
  });
});
