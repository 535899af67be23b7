// Tamper evidence. State and manifest carry the sha256 of every accepted output; a resume checks
// them before trusting anything. An accepted output that was edited, deleted or swapped for a link
// since its gate was accepted stops the run (STALE_ARTIFACT_REJECTED / PATH_OUTSIDE_WORKSPACE) with
// the state left byte for byte as it was and nothing run; restoring the accepted bytes lets the run
// continue. Manifest digests equal the files. Earlier outputs are never evidence for a fresh run.
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { GATE_LIB, Workspace, jsonOf } from '../helpers/bare-workspace.js';

const spaces: Workspace[] = [];
afterAll(() => {
  for (const ws of spaces.splice(0)) ws.remove();
});

const WORKFLOW = `version: '4.0'
name: tamper
state_path: 'runs/{{run_id}}/state.yaml'
inputs:
  required: [run_id]
steps:
  draft:
    run: source lib.sh; echo draft >>ledger.txt; mkdir -p out; printf 'draft body\\n' > "$STAGEGATE_OUTPUT"; gate OK
    output: out/draft.md
    statuses: { OK: review }
  review:
    run: source lib.sh; echo review >>ledger.txt; grep -q 'draft body' out/draft.md; printf 'review of the draft\\n' > "$STAGEGATE_OUTPUT"; gate OK
    output: out/review.md
    statuses: { OK: publish }
  publish:
    run: source lib.sh; echo publish >>ledger.txt; head -n 1 out/draft.md > "$STAGEGATE_OUTPUT"; gate OK
    output: out/publish.md
    statuses: { OK: DONE }
`;

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A workspace (in a base folder of its own) for one test. */
function freshWorkspace(): { base: Workspace; ws: Workspace } {
  const base = new Workspace('stagegate-tamper-');
  spaces.push(base);
  return { base, ws: new Workspace('ws-', base.dir) };
}

async function pauseAfterReview(): Promise<{ ws: Workspace; state: Buffer }> {
  const { ws } = freshWorkspace();
  ws.write('lib.sh', GATE_LIB);
  ws.write('wf.yaml', WORKFLOW);
  const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'review', '--json']);
  expect(jsonOf(r)['status'], r.stderr).toBe('PARTIAL_RESUMABLE');
  return { ws, state: readFileSync(ws.path('runs/r1/state.yaml')) };
}

let paused: ReturnType<typeof pauseAfterReview> | undefined;

/** The run paused after review: made once, each test gets a copy of its own (in a base folder of its own). */
async function pausedAfterReview(): Promise<{ base: Workspace; ws: Workspace; state: Buffer }> {
  const made = await (paused ??= pauseAfterReview());
  const { base, ws } = freshWorkspace();
  cpSync(made.ws.dir, ws.dir, { recursive: true });
  return { base, ws, state: made.state };
}

async function expectRefused(ws: Workspace, state: Buffer, code: string, mention: RegExp): Promise<void> {
  const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
  expect(r.code, r.stdout + r.stderr).toBe(5);
  const out = jsonOf(r);
  expect(out['status']).toBe(code);
  expect(out['message']).toMatch(mention);
  expect(readFileSync(ws.path('runs/r1/state.yaml')).equals(state)).toBe(true);
  expect(ws.read('ledger.txt')).toBe('draft\nreview\n');
}

describe('tamper evidence for accepted outputs', () => {
  it('an accepted output edited between invocations: STALE_ARTIFACT_REJECTED, state untouched; restoring it lets the run finish', async () => {
    const { ws, state } = await pausedAfterReview();
    const original = readFileSync(ws.path('out/draft.md'));
    ws.write('out/draft.md', original.toString('utf8').replace('draft body', 'draft body, quietly edited'));
    await expectRefused(ws, state, 'STALE_ARTIFACT_REJECTED', /out\/draft\.md of step draft changed since its gate was accepted \(sha256 [0-9a-f]{12}… -> [0-9a-f]{12}…\)/);
    // A one-byte change is enough.
    const flipped = Buffer.from(original);
    flipped[0] = flipped[0]! ^ 1;
    writeFileSync(ws.path('out/draft.md'), flipped);
    await expectRefused(ws, state, 'STALE_ARTIFACT_REJECTED', /changed since its gate was accepted/);
    writeFileSync(ws.path('out/draft.md'), original);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r)['status'], r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('ledger.txt')).toBe('draft\nreview\npublish\n');
  });

  it('an accepted output deleted: STALE_ARTIFACT_REJECTED, state untouched', async () => {
    const { ws, state } = await pausedAfterReview();
    rmSync(ws.path('out/review.md'));
    await expectRefused(ws, state, 'STALE_ARTIFACT_REJECTED', /out\/review\.md of step review is gone/);
  });

  it('an accepted output swapped for a link to an identical copy outside: refused, never read through', async () => {
    const { base, ws, state } = await pausedAfterReview();
    mkdirSync(base.path('outside'));
    const copy = join(base.path('outside'), 'draft.md');
    writeFileSync(copy, readFileSync(ws.path('out/draft.md')));
    rmSync(ws.path('out/draft.md'));
    symlinkSync(copy, ws.path('out/draft.md'));
    await expectRefused(ws, state, 'PATH_OUTSIDE_WORKSPACE', /out\/draft\.md/);
  });

  it('manifest and state carry the sha256 and size of every accepted output, equal to the files', async () => {
    const { ws } = await pausedAfterReview();
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r)['status']).toBe('WORKFLOW_COMPLETE');
    const manifest = parse(ws.read('runs/r1/RUN_MANIFEST.yaml')) as { artifacts: Array<{ path: string; sha256: string; size: number; step: string; gate_status: string }> };
    const state = parse(ws.read('runs/r1/state.yaml')) as { artifacts: Record<string, { path: string; sha256: string; size: number }>; steps: Record<string, { sha256: string }> };
    expect(manifest.artifacts.map((a) => a.step).sort()).toEqual(['draft', 'publish', 'review']);
    for (const a of manifest.artifacts) {
      const bytes = readFileSync(ws.path(a.path));
      expect(a.sha256).toBe(sha(bytes));
      expect(a.size).toBe(bytes.length);
      expect(a.gate_status).toBe('OK');
      expect(state.artifacts[a.step]).toMatchObject({ path: a.path, sha256: a.sha256, size: a.size });
      expect(state.steps[a.step]!.sha256).toBe(a.sha256);
    }
  });

  it('the workflow file edited between invocations: WORKFLOW_STATE_INTEGRITY_VIOLATION until --allow-workflow-change', async () => {
    const { ws, state } = await pausedAfterReview();
    ws.write('wf.yaml', WORKFLOW.replace('statuses: { OK: DONE }', 'statuses: { OK: DONE, ALSO_OK: DONE }'));
    await expectRefused(ws, state, 'WORKFLOW_STATE_INTEGRITY_VIOLATION', /changed since the run's last invocation/);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--allow-workflow-change', '--json']);
    expect(jsonOf(r)['status'], r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('ledger.txt')).toBe('draft\nreview\npublish\n');
  });

  it('a fresh run never accepts an earlier output: a stage that writes nothing fails although the old file was valid', async () => {
    const { ws } = await pausedAfterReview();
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']))['status']).toBe('WORKFLOW_COMPLETE');
    ws.write('wf.yaml', WORKFLOW.replace(`printf 'draft body\\n' > "$STAGEGATE_OUTPUT"; gate OK`, 'true'));
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--mode', 'fresh', '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(5);
    // out/ is outside the run root, so a fresh run does not move it (only its own files); the
    // old file is still never accepted: this attempt did not write it.
    expect(jsonOf(r)['status']).toBe('STALE_ARTIFACT_REJECTED');
    expect(jsonOf(r)['message']).toContain('was not written by this attempt');
    expect(ws.exists('out/draft.md')).toBe(true);
  });
});
