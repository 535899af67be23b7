// After a failed attempt, `stagegate status` lists what the attempt left — the step's declared
// output when it is there, and its log — marked not accepted, below the accepted outputs (as the
// run's own summary lists those). Seen failing before the fix: status listed no output at all
// (no `outputs:` line, no `outputs`/`not_accepted` keys in --json).
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workflowYaml, workspaceWith } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

describe('status after a failed attempt', () => {
  it("lists the accepted outputs, then the failed attempt's output and log, not accepted (text and --json, additive)", { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({
      'wf.yaml': workflowYaml('left', {
        draft: { run: 'source lib.sh; finish OK', statuses: { OK: 'build' } },
        // Writes its output (a gate too), then fails: the file is there, no verdict accepted.
        build: { run: 'source lib.sh; finish OK; echo boom; exit 3' },
      }),
    });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(r.code, r.stdout + r.stderr).toBe(6);
    const text = await ws.run(['status', 'wf.yaml', '--run-id', 'r1']);
    expect(text.code).toBe(6);
    expect(text.stdout).toContain(
      [
        '  outputs:',
        '    runs/r1/draft.md  draft: OK',
        '    runs/r1/build.md  build: written by failed attempt 1, not accepted',
        '    runs/r1/logs/build.v1.a1.log  build: log of failed attempt 1, not accepted',
      ].join('\n'),
    );
    const json = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(json['outputs']).toEqual([{ step: 'draft', path: 'runs/r1/draft.md', gate_status: 'OK' }]);
    expect(json['not_accepted']).toEqual([
      { step: 'build', visit: 1, attempt: 1, kind: 'output', path: 'runs/r1/build.md' },
      { step: 'build', visit: 1, attempt: 1, kind: 'log', path: 'runs/r1/logs/build.v1.a1.log' },
    ]);
    // The keys status always had are there as before.
    expect(json['steps']['build']).toEqual({ status: 'failed', visits: 1, attempts: 1 });
  });

  it('an attempt that wrote no output lists only its log; a finished run lists its accepted outputs and nothing not accepted', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('left', { build: { run: 'echo boom; exit 3' } }) });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1'])).code).toBe(6);
    const json = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(json['not_accepted']).toEqual([{ step: 'build', visit: 1, attempt: 1, kind: 'log', path: 'runs/r1/logs/build.v1.a1.log' }]);
    ws.write('wf.yaml', workflowYaml('left', { build: { run: 'source lib.sh; finish OK' } }));
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r2'])).code).toBe(0);
    const done = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r2', '--json']));
    expect(done['outputs']).toEqual([{ step: 'build', path: 'runs/r2/build.md', gate_status: 'OK' }]);
    expect(done['not_accepted']).toEqual([]);
  });
});
