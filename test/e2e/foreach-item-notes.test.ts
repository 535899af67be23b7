// What a foreach item's run says about itself (not about one of its per-item steps) is told after
// the item's label and a colon — `loop[A]: state … is missing: projected again from the journal` —
// never glued to it as a per-item step is (`loop[A].work attempt 1 …`, `loop[A].state …`).
import { afterAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { madeOnce } from '../helpers/shards.js';
import { CAMPAIGN } from '../tiers.js';

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
  it('read `loop[A]: …`, not `loop[A].…`', { tags: [CAMPAIGN] }, async () => {
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

  it("an item run's warning about itself reads `loop[A]: …` too (run --json's warnings and the terminal), a per-item step's `loop[A].work …`", { tags: [CAMPAIGN] }, async () => {
    // Stopped once; the JSON and the text resume each go on from a copy.
    const stopped = madeOnce(async () => {
      const ws = workspaceWith({ 'wf.yaml': WF, 'reg.md': '| ID | Status |\n|---|---|\n| A | PENDING |\n' });
      expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1'])).code).toBe(6);
      // A fresh-start marker beside the item run's state that names no run of it: the item run warns about itself.
      ws.write('elsewhere/.superseded/x1/keep', '');
      ws.write('runs/r1/foreach/loop/a/v1/workflow_state.yaml.fresh', JSON.stringify({ schema: 'stagegate/fresh-start@1', target: 'elsewhere/.superseded/x1', run_instance: { seq: 1, sha256: '0'.repeat(64) } }));
      ws.write('fixed', '');
      return ws;
    });
    const json = await (await stopped()).run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    const warnings = (JSON.parse(json.stdout) as { warnings?: string[] }).warnings ?? [];
    expect(warnings, json.stdout).toEqual(['loop[A]: the fresh-start marker runs/r1/foreach/loop/a/v1/workflow_state.yaml.fresh names a run whose journal is neither in place nor in elsewhere/.superseded/x1: it is ignored (it changes nothing; remove it)']);
    const text = await (await stopped()).run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(text.stderr).toContain(`warning: ${warnings[0]}`);
    expect(text.stderr).not.toMatch(/loop\[A\]\.(?!work)/);
  });
});
