// What a foreach item's run says about itself (not about one of its per-item steps) is told after
// the item's label and a colon — `loop[A]: state … is missing: projected again from the journal` —
// never glued to it as a per-item step is (`loop[A].work attempt 1 …`, `loop[A].state …`).
import { afterAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { removeWorkspaces, workspaceWith } from '../helpers/cli.js';

afterAll(removeWorkspaces);

const WF = [
  "version: '4.0'",
  'name: notes',
  "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
  'inputs:',
  '  required: [run_id]',
  'steps:',
  '  loop:',
  '    foreach:',
  '      source: reg.md',
  '      id_field: ID',
  '    per_item:',
  '      work:',
  `        run: ${JSON.stringify('source lib.sh; [ -e fixed ] || exit 3; finish OK')}`,
  "        output: 'runs/{{run_id}}/work/{{item_id}}.md'",
  '        statuses: { OK: next_artifact }',
  '    completion: { on_complete: DONE }',
  '',
].join('\n');

describe("a foreach item run's notes about itself", () => {
  it('read `loop[A]: …`, not `loop[A].…`', async () => {
    const ws = workspaceWith({ 'wf.yaml': WF, 'reg.md': '| ID | Status |\n|---|---|\n| A | PENDING |\n' });
    const failed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(failed.code, failed.stdout + failed.stderr).toBe(6);
    // The item run's state file, a projection of its journal, removed: its resume writes it again and says so.
    rmSync(ws.path('runs/r1/foreach/loop/a/v1/workflow_state.yaml'));
    ws.write('fixed', '');
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(resumed.code, resumed.stdout + resumed.stderr).toBe(0);
    expect(resumed.stderr).toContain('loop[A]: state runs/r1/foreach/loop/a/v1/workflow_state.yaml is missing: projected again from the journal');
    expect(resumed.stderr).not.toContain('loop[A].state');
    // A per-item step's own line still reads with the step: loop[A].work.
    expect(resumed.stderr).toContain('loop[A].work');
  });
});
