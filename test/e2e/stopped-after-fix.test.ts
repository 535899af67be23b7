// The fix of a run stopped by --stop-after-step names only the flags of that command the resume
// leaves out: it read "without --mode fresh, …, --rerun-from, … and --answer, which was recorded"
// after a run given none of them (user48).
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workflowYaml, workspaceWith } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const BASE = 'Run the same command again without --stop-after-step (resume is the default) to continue from the persisted next step';

describe('PARTIAL_RESUMABLE after --stop-after-step', () => {
  const wf = workflowYaml('stop', {
    a: { run: 'source lib.sh; finish OK', statuses: { OK: 'b' } },
    b: { run: 'source lib.sh; finish OK', statuses: { OK: 'DONE' } },
  });

  it('names no flag the command was not given, and the resume it says continues the run', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': wf });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 's1', '--stop-after-step', 'a']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^PARTIAL_RESUMABLE {2}stopped after a as requested; next step: b$/m);
    expect(r.stdout).toContain(`  fix:      ${BASE}.\n`);
    expect(r.stdout).not.toMatch(/--answer|--rerun-from|--mode fresh/);
    const done = await ws.run(['run', 'wf.yaml', '--run-id', 's1']);
    expect(done.code, done.stdout + done.stderr).toBe(0);
    expect(done.stdout).toMatch(/^WORKFLOW_COMPLETE/m);
  });

  it('names --mode fresh when the command had it (a resume with it would start over again)', async () => {
    const ws = workspaceWith({ 'wf.yaml': wf });
    const out = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 's2', '--mode', 'fresh', '--stop-after-step', 'a', '--json']));
    expect(out['status']).toBe('PARTIAL_RESUMABLE');
    expect(out['hint']).toBe(`${BASE}, and without --mode fresh, which would start over again.`);
  });
});
