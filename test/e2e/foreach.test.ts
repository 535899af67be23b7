/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// foreach steps through the CLI: registries as a Markdown table, a YAML list and a JSON array;
// bindings with slugify and {{item_id}}; dependency order, cycles, deferral and revisits; per-item
// revise/verify loops; completion.require checked against the registry rows; a blocked item and a
// failing item, each resumed without re-running what was done. A SIGKILL inside an item is
// process/foreach.test.ts.
import { afterAll, describe, expect, it } from 'vitest';
import { rmSync, symlinkSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { ITEM_LIB, wf, table, stateOf } from './foreach-fixtures.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

describe('foreach over a registry', () => {
  it('Markdown table: dependency order, bindings with slugify, item_id, one item run each; completion checked against the rows; resume runs nothing', { tags: [CAMPAIGN] }, async () => {
    const reg = table([
      ['DA-02', 'Retry Policy', 'DA-01'],
      ['DA-01', 'Capture \\| Record', '-'],
      ['DA-03', 'Payment Notice', 'DA-01, DA-02'],
    ]);
    const ws = workspaceWith({ 'wf.yaml': wf({ order: 'dependency_topological' }), 'reg.md': reg });
    const v = await ws.run(['validate', 'wf.yaml', '--json']);
    expect(jsonOf(v)).toMatchObject({ valid: true, errors: [] });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(0);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['start', 'loop', 'after'] });
    expect(ws.lines('items.txt')).toEqual(['DA-01 design', 'DA-01 verify', 'DA-02 design', 'DA-02 verify', 'DA-03 design', 'DA-03 verify']);
    // slugify of "Capture | Record" (the escaped pipe is a character of the cell).
    expect(ws.exists('runs/r1/design/capture-record.md')).toBe(true);
    expect(ws.exists('runs/r1/design/retry-policy.md')).toBe(true);
    // The runner marked each verified row; nothing else in the file changed.
    expect(ws.read('reg.md')).toBe(reg.replace(/\| PENDING \|/g, '| VERIFIED |'));
    const state = stateOf(ws, 'r1');
    const record = state.steps.loop.foreach;
    expect(record).toMatchObject({ visit: 1, source: 'reg.md', format: 'markdown', active_item: null, stopped: null });
    expect(record.items.map((i: any) => [i.id, i.status, i.visits, i.depends_on])).toEqual([
      ['DA-01', 'verified', 1, []],
      ['DA-02', 'verified', 1, ['DA-01']],
      ['DA-03', 'verified', 1, ['DA-01', 'DA-02']],
    ]);
    expect(record.items[0].bindings).toEqual({ item_id: 'DA-01', name_slug: 'capture-record' });
    // The journal's foreach_loaded (as history --json shows it) holds only what each row gave its
    // item; the run's state above is made from it.
    const history = jsonOf(await ws.run(['history', 'wf.yaml', '--run-id', 'r1', '--json']));
    const loaded = history.events.find((e: any) => e.event === 'foreach_loaded');
    expect(loaded).toMatchObject({ step: 'loop' });
    expect(loaded.data.record.items).toEqual([
      { id: 'DA-01', slug: 'da-01', bindings: { name_slug: 'capture-record' } },
      { id: 'DA-02', slug: 'da-02', depends_on: ['DA-01'], bindings: { name_slug: 'retry-policy' } },
      { id: 'DA-03', slug: 'da-03', depends_on: ['DA-01', 'DA-02'], bindings: { name_slug: 'payment-notice' } },
    ]);
    // Each item ran in-process with a state of its own under the run root; its gates name the parent workflow.
    const item = ws.state(record.items[1].state_path);
    expect(record.items[1].state_path).toBe('runs/r1/foreach/loop/da-02/v1/workflow_state.yaml');
    expect(item).toMatchObject({ workflow: 'fe', run_id: 'r1', status: 'WORKFLOW_COMPLETE', completed_steps: ['design', 'verify'] });
    expect(ws.read('runs/r1/verify/DA-02.md')).toContain('step: verify');
    // Resume: finished, nothing runs again.
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(again)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 0 });
    expect(ws.lines('items.txt')).toHaveLength(6);
  });

  it('YAML list and JSON array registries in registry order; "all items verified"; a registry placeholder resolves; marking changes only the status values', async () => {
    for (const [file, text, marked] of [
      [
        'items.yaml',
        '# modules\n- { ID: b-1, Name: Beta One, tags: [http, public] }\n- ID: a-1\n  Name: Alpha\n  Depends On: [b-1]   # needs b-1\n  tags: [http, public]\n  Status: PENDING\n',
        '# modules\n- { ID: b-1, Name: Beta One, tags: [http, public], Status: VERIFIED }\n- ID: a-1\n  Name: Alpha\n  Depends On: [b-1]   # needs b-1\n  tags: [http, public]\n  Status: VERIFIED\n',
      ],
      [
        'items.json',
        '[\n  {"ID": "b-1", "Name": "Beta One"},\n  {"ID": "a-1", "Name": "Alpha", "Depends On": "b-1", "Status": "PENDING"}\n]\n',
        '[\n  {"ID": "b-1", "Name": "Beta One", "Status": "VERIFIED"},\n  {"ID": "a-1", "Name": "Alpha", "Depends On": "b-1", "Status": "VERIFIED"}\n]\n',
      ],
    ] as const) {
      const flow = wf({ source: `'{{reg_dir}}/${file}'`, completion: '{ require: all items verified, on_complete: after }', ends: 'decide' }).replace(
        '  required: [run_id]',
        "  required: [run_id]\n  defaults: { reg_dir: data }",
      );
      const ws = workspaceWith({ 'wf.yaml': flow, [`data/${file}`]: text });
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'y1', '--json']);
      expect(r.code, r.stdout + r.stderr).toBe(0);
      expect(jsonOf(r)['status']).toBe('WORKFLOW_COMPLETE');
      expect(ws.lines('items.txt')).toEqual(['b-1 design', 'b-1 verify', 'a-1 design', 'a-1 verify']);
      expect(ws.exists('runs/y1/design/beta-one.md')).toBe(true);
      expect(stateOf(ws, 'y1').steps.loop.foreach).toMatchObject({ source: `data/${file}`, format: file.endsWith('json') ? 'json' : 'yaml' });
      // Each verified row's status value, and nothing else: comments, flow lists and their spacing kept.
      expect(ws.read(`data/${file}`)).toBe(marked);
    }
  });

  it('a per-item revise/verify loop runs inside the item (visits per item), then the next item starts', { tags: [CAMPAIGN] }, async () => {
    // verify finds something on its first visit of each item; revise fixes it.
    const verify = `${ITEM_LIB}; log; if [ "$STAGEGATE_VISIT" = 1 ]; then finish FINDINGS; else finish VERIFIED; fi`;
    const flow = wf({
      ends: 'decide',
      verify,
      verifyStatuses: { VERIFIED: 'next_artifact', FINDINGS: 'revise' },
      perItemExtra: ['      revise:', `        run: ${JSON.stringify(`${ITEM_LIB}; log; finish REVISED`)}`, "        output: 'runs/{{run_id}}/revise/{{item_id}}.md'", '        statuses: { REVISED: verify }', '        max_visits: 3'],
    });
    const ws = workspaceWith({ 'wf.yaml': flow, 'reg.md': table([['A', 'Alpha', '-'], ['B', 'Beta', '-']]) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'l1', '--json']);
    expect(r.code, r.stdout).toBe(0);
    expect(ws.lines('items.txt')).toEqual(['A design', 'A verify', 'A revise', 'A verify', 'B design', 'B verify', 'B revise', 'B verify']);
    const itemState = ws.state('runs/l1/foreach/loop/b/v1/workflow_state.yaml');
    expect(itemState.steps.verify.visits).toBe(2);
  });
});

describe('per-item decisions', () => {
  it('a decide step inside per_item sees the item (inputs.item_id, bindings) and may route straight to next_artifact', { tags: [CAMPAIGN] }, async () => {
    // route is the per-item entry: items whose slug starts with "skip" need no design.
    const flow = wf({ ends: 'decide' }).replace(
      '    per_item:\n',
      ["    per_item:", '      route:', '        decide:', "          - if: startsWith(inputs.name_slug, 'skip') && inputs.item_id != 'B'", '            to: next_artifact', '          - else: design', ''].join('\n'),
    );
    const ws = workspaceWith({ 'wf.yaml': flow, 'reg.md': table([['A', 'Alpha', '-'], ['B', 'Skip Me', '-'], ['C', 'Skip Too', '-']]) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'p1', '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(ws.lines('items.txt')).toEqual(['A design', 'A verify', 'B design', 'B verify']);
    expect(stateOf(ws, 'p1').steps.loop.foreach.items.map((i: any) => i.status)).toEqual(['verified', 'verified', 'verified']);
    expect(ws.state('runs/p1/foreach/loop/c/v1/workflow_state.yaml').decisions[0]).toMatchObject({ step: 'route', chosen: 0, to: 'DONE' });
    expect(ws.read('reg.md')).not.toContain('PENDING');
  });
});

describe('dependencies and deferral', () => {
  it('a dependency cycle stops with WORKFLOW_BLOCKED_DEPENDENCY_CYCLE (exit 3) naming it; fixing the registry and resuming continues', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': wf({ order: 'dependency_topological' }), 'reg.md': table([['A', 'Alpha', 'C'], ['B', 'Beta', 'A'], ['C', 'Gamma', 'B'], ['D', 'Delta', '-']]) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'c1', '--json']);
    expect(r.code).toBe(3);
    const j = jsonOf(r);
    expect(j).toMatchObject({ status: 'WORKFLOW_BLOCKED_DEPENDENCY_CYCLE', active_step: 'loop', completed_steps: ['start'] });
    expect(j['message']).toMatch(/A -> C -> B -> A/);
    // The step is named once, then the registry.
    expect(j['message']).toBe('foreach step loop: the items of reg.md depend on each other in a cycle: A -> C -> B -> A');
    expect(ws.lines('items.txt')).toEqual([]);
    // Dependencies first; among the items ready at a time, the earliest row first.
    ws.write('reg.md', table([['A', 'Alpha', 'B'], ['B', 'Beta', '-'], ['C', 'Gamma', 'A'], ['D', 'Delta', '-']]));
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'c1', '--json']);
    expect(again.code, again.stdout).toBe(0);
    expect(ws.lines('items.txt').filter((l) => l.endsWith('design'))).toEqual(['B design', 'A design', 'C design', 'D design']);
    expect(ws.lines('counter.txt')).toEqual(['start', 'after']);
  });

  it('registry errors name file:line: an unknown dependency and a ragged row are FOREACH_REGISTRY_INVALID (exit 5); a missing bound field is WORKFLOW_INPUT_REQUIRED', async () => {
    const ws = workspaceWith({ 'wf.yaml': wf({ ends: 'decide' }), 'reg.md': table([['A', 'Alpha', '-'], ['B', 'Beta', 'Z-9']]) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'e1', '--json']);
    expect(r.code).toBe(5);
    expect(jsonOf(r)).toMatchObject({ status: 'FOREACH_REGISTRY_INVALID', active_step: 'loop' });
    expect(jsonOf(r)['message']).toMatch(/reg\.md:8: item 'B' depends on 'Z-9'/);
    ws.write('reg.md', '| ID | Name | Status |\n|---|---|---|\n| A | Alpha | PENDING |\n| B | Beta |\n');
    const ragged = await ws.run(['run', 'wf.yaml', '--run-id', 'e1', '--json']);
    expect(jsonOf(ragged)['message']).toMatch(/reg\.md:4: the row has 2 cells, the table 3 columns/);
    // The fix says what the row needs (the registry's own hint), then how to go on.
    expect(jsonOf(ragged)['hint']).toMatch(/^Give every row one cell per column \(write a literal \| as \\\|\)\. Then resume: the registry is read again\. When a step of the run wrote it/);
    // A registry that is not there: said so, and what makes one.
    ws.write('wf.yaml', ws.read('wf.yaml').replace('reg.md', 'gone.md'));
    const gone = await ws.run(['run', 'wf.yaml', '--run-id', 'e2', '--json']);
    expect(jsonOf(gone)).toMatchObject({ status: 'FOREACH_REGISTRY_INVALID', message: 'foreach step loop: gone.md: the registry does not exist' });
    // What writes it (a step before the foreach, or a person), and that pointing foreach.source
    // elsewhere edits the workflow: a plain resume would refuse it.
    expect(jsonOf(gone)['hint']).toMatch(/^Create the registry, or make a step the run goes through before the foreach write it, then resume: the registry is read again\. Or point foreach\.source at the file that holds it: that edits the workflow, so resume with --allow-workflow-change \(or start over with --mode fresh\)\. When a step of the run wrote it/);
    // A foreach the workflow starts with: no step before it to write the registry.
    ws.write('first.yaml', ws.read('wf.yaml').replace('  start:\n    decide:\n      - else: loop\n', ''));
    const first = await ws.run(['run', 'first.yaml', '--run-id', 'e3', '--json']);
    expect(jsonOf(first)).toMatchObject({ status: 'FOREACH_REGISTRY_INVALID', message: 'foreach step loop: gone.md: the registry does not exist' });
    expect(jsonOf(first)['hint']).toBe(
      "Create the registry (the foreach is the workflow's first step, so no step of the run can write it), then resume: the registry is read again. Or point foreach.source at the file that holds it: that edits the workflow, so resume with --allow-workflow-change (or start over with --mode fresh).",
    );
    ws.write('wf.yaml', ws.read('wf.yaml').replace('gone.md', 'reg.md'));
    ws.write('reg.md', '| ID | Title | Status |\n|---|---|---|\n| A | Alpha | PENDING |\n');
    const missing = await ws.run(['run', 'wf.yaml', '--run-id', 'e1', '--json']);
    expect(missing.code).toBe(4);
    expect(jsonOf(missing)['status']).toBe('WORKFLOW_INPUT_REQUIRED');
    expect(jsonOf(missing)['message']).toMatch(/'Name' is not a column of the registry/);
    expect(ws.lines('items.txt')).toEqual([]);
    // The stack is never printed.
    expect(missing.stderr).not.toMatch(/\n\s+at /);
  });

  it('a broken registry that an earlier step wrote: the fix says to fix that step and run it again, and doing what it says finishes the run', async () => {
    const writeRegistry = `source lib.sh; mkdir -p runs/w1; cp reg.src "$STAGEGATE_OUTPUT"; gate OK`;
    const flow = wf({ source: "'runs/{{run_id}}/registry.md'" }).replace("    run: 'source lib.sh; stage OK'\n    output: 'runs/{{run_id}}/start.md'", `    run: ${JSON.stringify(writeRegistry)}\n    output: 'runs/{{run_id}}/registry.md'`);
    const ws = workspaceWith({ 'wf.yaml': flow, 'reg.src': table([['A', 'Alpha', '-'], ['A', 'Beta', '-']]) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'w1']);
    expect(r.code).toBe(5);
    expect(r.stdout).toContain('FOREACH_REGISTRY_INVALID');
    expect(r.stdout).toContain('When a step of the run wrote it');
    expect(r.stdout).toContain('commit the fix and resume with --on-source-change rerun');
    // A hand edit of the accepted registry is refused, as the fix warns (put back, it is accepted again).
    const accepted = ws.read('runs/w1/registry.md');
    ws.write('runs/w1/registry.md', accepted.replace('| A | Beta |', '| B | Beta |'));
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'w1', '--json']))['status']).toBe('STALE_ARTIFACT_REJECTED');
    ws.write('runs/w1/registry.md', accepted);
    // What the fix says: fix the step's input, commit, resume with --on-source-change rerun.
    ws.write('reg.src', table([['A', 'Alpha', '-'], ['B', 'Beta', '-']]));
    ws.commit();
    const done = await ws.run(['run', 'wf.yaml', '--run-id', 'w1', '--on-source-change', 'rerun', '--json']);
    expect(jsonOf(done)).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
  });

  it('defer_current_artifact: an item waiting for a dependency is revisited once the dependency is VERIFIED (a new run of the item)', { tags: [CAMPAIGN] }, async () => {
    // Registry order puts A (depends on B) first; A defers until B's verify wrote its marker.
    const design = `${ITEM_LIB}; log; if [ "$STAGEGATE_INPUT_ITEM_ID" = A ] && [ ! -e verified-B ]; then finish WAIT; else finish OK; fi`;
    const verify = `${ITEM_LIB}; log; touch "verified-$STAGEGATE_INPUT_ITEM_ID"; finish VERIFIED`;
    const ws = workspaceWith({ 'wf.yaml': wf({ design, verify, designStatuses: { OK: 'verify', WAIT: 'defer_current_artifact' }, ends: 'decide' }), 'reg.md': table([['A', 'Alpha', 'B'], ['B', 'Beta', '-'], ['C', 'Gamma', '-']]) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'd1', '--json']);
    expect(r.code, r.stdout).toBe(0);
    expect(ws.lines('items.txt')).toEqual(['A design', 'B design', 'B verify', 'A design', 'A verify', 'C design', 'C verify']);
    const items = stateOf(ws, 'd1').steps.loop.foreach.items;
    expect(items[0]).toMatchObject({ id: 'A', status: 'verified', visits: 2, state_path: 'runs/d1/foreach/loop/a/v2/workflow_state.yaml' });
    expect(ws.state('runs/d1/foreach/loop/a/v1/workflow_state.yaml')).toMatchObject({ status: 'ITEM_DEFERRED', active_step: null });
  });

  it('a per-item action step named defer_current_artifact (the 4.0 package\'s own wording of the deferral) validates with a warning and the run defers as the runner does, its text not run', async () => {
    const design = `${ITEM_LIB}; log; if [ "$STAGEGATE_INPUT_ITEM_ID" = A ] && [ ! -e verified-B ]; then finish WAIT; else finish OK; fi`;
    const verify = `${ITEM_LIB}; log; touch "verified-$STAGEGATE_INPUT_ITEM_ID"; finish VERIFIED`;
    const described = ['      defer_current_artifact:', '        action: Set this item aside until what it depends on is verified; if nothing can progress, stop with WORKFLOW_BLOCKED_DEPENDENCY_CYCLE.'];
    const ws = workspaceWith({ 'wf.yaml': wf({ design, verify, designStatuses: { OK: 'verify', WAIT: 'defer_current_artifact' }, ends: 'decide', perItemExtra: described }), 'reg.md': table([['A', 'Alpha', 'B'], ['B', 'Beta', '-'], ['C', 'Gamma', '-']]) });
    const v = await ws.run(['validate', 'wf.yaml', '--json']);
    expect(v.code, v.stdout + v.stderr).toBe(0);
    expect(JSON.stringify(jsonOf(v))).toContain('ITEM_DEFERRAL_DESCRIBED');
    expect(JSON.stringify(jsonOf(v))).not.toContain('STEP_ID_RESERVED');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'd2', '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(ws.lines('items.txt')).toEqual(['A design', 'B design', 'B verify', 'A design', 'A verify', 'C design', 'C verify']);
    expect(ws.state('runs/d2/foreach/loop/a/v1/workflow_state.yaml')).toMatchObject({ status: 'ITEM_DEFERRED', active_step: null });
  });

  it('when every remaining item is deferred and none can progress: WORKFLOW_BLOCKED_ITEMS_DEFERRED (exit 3); a resume revisits each deferred item once', async () => {
    const design = `${ITEM_LIB}; log; if [ -e ready ]; then finish OK; else finish WAIT; fi`;
    const ws = workspaceWith({ 'wf.yaml': wf({ design, designStatuses: { OK: 'verify', WAIT: 'defer_current_artifact' }, ends: 'decide' }), 'reg.md': table([['A', 'Alpha', '-'], ['B', 'Beta', 'A']]) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 's1', '--json']);
    expect(r.code).toBe(3);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_BLOCKED_ITEMS_DEFERRED', active_step: 'loop' });
    expect(jsonOf(r)['message']).toMatch(/A \(deferred with every dependency VERIFIED\); B \(waits for A\)/);
    expect(ws.lines('items.txt')).toEqual(['A design', 'B design']);
    ws.write('ready', '');
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 's1', '--json']);
    expect(again.code, again.stdout).toBe(0);
    expect(ws.lines('items.txt')).toEqual(['A design', 'B design', 'A design', 'A verify', 'B design', 'B verify']);
  });
});

describe('completion and stops', () => {
  it('completion.require is checked against the registry rows, re-read: a row a stage added and left PENDING stops with FOREACH_COMPLETION_UNSATISFIED naming it; fixing it and resuming runs no item again', { tags: [CAMPAIGN] }, async () => {
    // A's design finds one more artifact and adds its row to the registry (not an item of this loop).
    const design = `${ITEM_LIB}; log; if [ "$STAGEGATE_INPUT_ITEM_ID" = A ]; then printf '| X | Extra | - | PENDING |\\n' >>reg.md; fi; finish OK`;
    const ws = workspaceWith({ 'wf.yaml': wf({ design }), 'reg.md': table([['A', 'Alpha', '-'], ['B', 'Beta', '-']]) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'u1', '--json']);
    expect(r.code).toBe(3);
    expect(jsonOf(r)).toMatchObject({ status: 'FOREACH_COMPLETION_UNSATISFIED', active_step: 'loop' });
    expect(jsonOf(r)['message']).toMatch(/does not hold for 1 row of reg\.md: added after the foreach loaded its 2 items, so no item of this run: X \(line 9\): PENDING/);
    expect(ws.lines('items.txt')).toEqual(['A design', 'A verify', 'B design', 'B verify']);
    ws.write('reg.md', ws.read('reg.md').replace('| X | Extra | - | PENDING |', '| X | Extra | - | VERIFIED |'));
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'u1', '--json']);
    expect(again.code, again.stdout).toBe(0);
    expect(ws.lines('items.txt')).toHaveLength(4);
    expect(ws.lines('counter.txt')).toEqual(['start', 'after']);
  });

  it('a registry edited mid-run (rows added, removed, a bound field changed): resume, status and plan say so; the completion stop names the added rows as no item of the run and never says to mark them by hand', async () => {
    const verify = `${ITEM_LIB}; log; if [ "$STAGEGATE_INPUT_ITEM_ID" = B ] && [ ! -e fixed ]; then exit 4; fi; finish VERIFIED`;
    const ws = workspaceWith({ 'wf.yaml': wf({ verify, ends: 'decide' }), 'reg.md': table([['A', 'Alpha', '-'], ['B', 'Beta', '-'], ['C', 'Gamma', '-'], ['D', 'Delta', '-']]) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'd1', '--json']);
    expect(jsonOf(r)).toMatchObject({ status: 'STAGE_FAILED', active_step: 'loop' });
    // The operator edits the registry while the run is stopped: Z added (first), C removed, A renamed.
    ws.write('reg.md', ws.read('reg.md').replace('| A | Alpha |', '| Z | Zeta | - | PENDING |\n| A | Alpha Renamed |').replace(/\| C \| Gamma[^\n]*\n/, ''));
    const st = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'd1', '--json']));
    expect(st['foreach_registries']).toMatchObject({ loop: { source: 'reg.md', items: 4, rows: 4, added: ['Z'], removed: ['C'], changed: ['A'] } });
    expect(st['foreach_registries'].loop.advice).toContain('Rows added after the foreach loaded are not items of this run and no resume runs them');
    const text = (await ws.run(['status', 'wf.yaml', '--run-id', 'd1'])).stdout;
    expect(text).toContain('to do of 4');
    expect(text).toContain("registry: reg.md has 4 rows now; the run's items are the 4 loaded when the step was entered");
    expect(text).toContain('registry changed since: Z added; C removed; A with bound fields changed.');
    // The run is at the foreach, where --rerun-from is refused: the advice says so rather than send the operator there.
    expect(text).toContain('to run them, start over (--mode fresh: every item runs again), or, once this run is past the foreach (--rerun-from is refused while it is at it), rerun from a step before the foreach');
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'd1', '--rerun-from', 'start', '--json'])).stdout).toContain('REWIND_NOT_SUPPORTED');
    const plan = jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'd1', '--json']));
    expect(plan.steps.find((s: any) => s.id === 'loop').registry_drift).toMatchObject({ added: ['Z'], removed: ['C'], changed: ['A'] });
    ws.write('fixed', '');
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'd1']);
    expect(resumed.code, resumed.stdout).toBe(3);
    const out = resumed.stdout + resumed.stderr;
    expect(out).toContain('loop: the registry reg.md changed since the foreach loaded its 4 items (a resume keeps that list; the registry has 4 rows now): Z added; C removed; A with bound fields changed.');
    // The frozen list: C (removed) still runs, Z (added) does not.
    expect(ws.lines('items.txt')).toEqual(['A design', 'A verify', 'B design', 'B verify', 'B verify', 'C design', 'C verify', 'D design', 'D verify']);
    expect(out).toContain('FOREACH_COMPLETION_UNSATISFIED  foreach step loop: completion.require \'all rows VERIFIED\' does not hold for 1 row of reg.md: added after the foreach loaded its 4 items, so no item of this run: Z (line 7): PENDING');
    const fix = /^ {2}fix: +(.*)$/m.exec(resumed.stdout)![1]!;
    expect(fix).not.toMatch(/by hand/);
    // Finishing without the added rows comes first: --rerun-from is refused while the run is at the foreach.
    expect(fix).toContain('To finish this run with the items it has, take the added rows out of reg.md (keep them aside) and resume: the registry is checked again; no item runs again; then, to run them, put them back and rerun from a step before the foreach (--rerun-from STEP');
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'd1', '--json']))['status']).toBe('FOREACH_COMPLETION_UNSATISFIED');
    // Following the fix: Z out of the registry, the resume finishes with the items the run had.
    ws.write('reg.md', ws.read('reg.md').replace(/\| Z \| Zeta[^\n]*\n/, ''));
    const done = await ws.run(['run', 'wf.yaml', '--run-id', 'd1', '--json']);
    expect([done.code, jsonOf(done)['status']], done.stdout).toEqual([0, 'WORKFLOW_COMPLETE']);
    expect(ws.lines('items.txt')).toHaveLength(9);
    // ... then put back and rerun from the step before the foreach, as the fix says: Z runs (with every item, new folders).
    ws.write('reg.md', ws.read('reg.md').replace('| A | Alpha Renamed |', '| Z | Zeta | - | PENDING |\n| A | Alpha Renamed |'));
    const rerun = await ws.run(['run', 'wf.yaml', '--run-id', 'd1', '--rerun-from', 'start', '--json']);
    expect([rerun.code, jsonOf(rerun)['status']], rerun.stdout).toEqual([0, 'WORKFLOW_COMPLETE']);
    expect(ws.lines('items.txt').slice(9)).toEqual(['Z design', 'Z verify', 'A design', 'A verify', 'B design', 'B verify', 'D design', 'D verify']);
  });

  it("registry drift: the run's own VERIFIED marks are no change (a binding reading the status column, an items: filter), an id twice is said once, and status compares a registry only up to 1 MiB", async () => {
    const verify = `${ITEM_LIB}; log; if [ "$STAGEGATE_INPUT_ITEM_ID" = B ] && [ ! -e fixed ]; then exit 4; fi; finish VERIFIED`;
    const flow = wf({ verify, ends: 'decide', extraForeach: ['      items: artifacts where Status != VERIFIED'] }).replace('        name_slug: { field: Name, transform: slugify }', '        name_slug: { field: Name, transform: slugify }\n        state_then: { field: Status }');
    const ws = workspaceWith({ 'wf.yaml': flow, 'reg.md': table([['A', 'Alpha', '-'], ['B', 'Beta', '-'], ['V', 'Vee', '-']]).replace('| V | Vee | - | PENDING |', '| V | Vee | - | VERIFIED |') });
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'd1', '--json']))).toMatchObject({ status: 'STAGE_FAILED', active_step: 'loop' });
    // The run marked A VERIFIED (A's Status binding was PENDING when it loaded); V was left out by items:.
    expect(ws.read('reg.md')).toContain('| A | Alpha | - | VERIFIED |');
    const st = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'd1', '--json']));
    expect(st['foreach_registries'].loop).toEqual({ source: 'reg.md', items: 2, rows: 3, added: [], removed: [], changed: [] });
    expect((await ws.run(['status', 'wf.yaml', '--run-id', 'd1'])).stdout).not.toContain('registry changed since');
    // Two rows with one new id: one row added, said once.
    ws.write('reg.md', ws.read('reg.md').replace('| B | Beta |', '| Z | Zeta | - | PENDING |\n| Z | Zeta | - | PENDING |\n| B | Beta |'));
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'd1', '--json']))['foreach_registries'].loop).toMatchObject({ rows: 5, added: ['Z'], changed: [] });
    // A registry over 1 MiB is not read by status (said so: plan and a resume compare it); plan still says the drift.
    ws.write('reg.md', ws.read('reg.md') + `\n${'<!-- padding -->\n'.repeat(70_000)}`);
    const big = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'd1', '--json']))['foreach_registries'].loop;
    expect(big).toMatchObject({ source: 'reg.md', items: 2, rows: null, added: [] });
    expect(big.not_compared).toMatch(/^\d+ bytes, more than status compares \(1048576\): `plan` and a resume compare it$/);
    expect((await ws.run(['status', 'wf.yaml', '--run-id', 'd1'])).stdout).toContain("registry: reg.md not compared with the run's 2 items (");
    const plan = jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'd1', '--json']));
    expect(plan.steps.find((s: any) => s.id === 'loop').registry_drift).toMatchObject({ added: ['Z'], changed: [] });
  });

  it('the 4.0 wording "all <rows> have <field> = <value>" is checked too: a row in scope without the value stops with FOREACH_COMPLETION_UNSATISFIED (told apart as added by its id, whatever its value says)', { tags: [CAMPAIGN] }, async () => {
    // The added row's value reads like a row's description ("(line 3 …)"): the stop still tells it by its id.
    const design = `${ITEM_LIB}; log; if [ "$STAGEGATE_INPUT_ITEM_ID" = A ]; then printf '| X | Extra | - | PENDING (line 3 of the review) |\\n' >>reg.md; fi; finish OK`;
    const ws = workspaceWith({ 'wf.yaml': wf({ design, ends: 'decide', completion: '{ require: all artifacts have Status = VERIFIED, on_complete: after }' }), 'reg.md': table([['A', 'Alpha', '-'], ['B', 'Beta', '-']]) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'f1', '--json']);
    expect(r.code, r.stdout).toBe(3);
    expect(jsonOf(r)).toMatchObject({ status: 'FOREACH_COMPLETION_UNSATISFIED', active_step: 'loop' });
    expect(jsonOf(r)['message']).toMatch(/does not hold for 1 row of reg\.md: added after the foreach loaded its 2 items, so no item of this run: X \(line 9\): PENDING \(line 3 of the review\)$/);
  });

  it('completion.require naming a status other than VERIFIED (all rows BUILT): validate warns FOREACH_COMPLETION_UNREACHABLE; the stop says to change require and resume with --allow-workflow-change, which completes running no item again', async () => {
    const ws = workspaceWith({ 'wf.yaml': wf({ ends: 'decide', completion: '{ require: all rows BUILT, on_complete: after }' }), 'reg.md': table([['A', 'Alpha', '-'], ['B', 'Beta', '-']]) });
    const v = jsonOf(await ws.run(['validate', 'wf.yaml', '--json']));
    const warned = (v['warnings'] as Array<{ code: string; message: string; hint: string }>).filter((w) => w.code === 'FOREACH_COMPLETION_UNREACHABLE');
    expect(warned.map((w) => w.message)).toEqual(["completion.require 'all rows BUILT' of step 'loop' asks for Status = BUILT, but the runner marks every verified item's row Status = VERIFIED: once the items ran it cannot hold, and the run stops FOREACH_COMPLETION_UNSATISFIED"]);
    expect(warned[0]!.hint).toContain('require: all rows VERIFIED');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'u1', '--json']);
    expect(r.code, r.stdout).toBe(3);
    expect(jsonOf(r)).toMatchObject({ status: 'FOREACH_COMPLETION_UNSATISFIED', active_step: 'loop' });
    const hint = String(jsonOf(r)['hint']);
    expect(hint).toContain('require: all rows VERIFIED');
    expect(hint).toContain('--allow-workflow-change');
    expect(hint).not.toMatch(/The printed fix is|Set Status = /);
    expect(ws.lines('items.txt')).toEqual(['A design', 'A verify', 'B design', 'B verify']);
    // The fix as it says: require changed, resumed with --allow-workflow-change: no item runs again.
    ws.write('wf.yaml', ws.read('wf.yaml').replace('all rows BUILT', 'all rows VERIFIED'));
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'u1', '--allow-workflow-change', '--json']);
    expect(again.code, again.stdout).toBe(0);
    expect(ws.lines('items.txt')).toEqual(['A design', 'A verify', 'B design', 'B verify']);
    // A rule whose column the runner does not mark (status_field elsewhere) can hold: no warning.
    const other = workspaceWith({ 'wf.yaml': wf({ ends: 'decide', extraForeach: ['      status_field: Mark'], completion: '{ require: all artifacts have Status = BUILT, on_complete: after }' }), 'reg.md': table([['A', 'Alpha', '-']]) });
    const codes = (jsonOf(await other.run(['validate', 'wf.yaml', '--json']))['warnings'] as Array<{ code: string }>).map((w) => w.code);
    expect(codes).not.toContain('FOREACH_COMPLETION_UNREACHABLE');
  });

  it('a registry without rows: FOREACH_COMPLETION_UNSATISFIED says the registry has no rows (not "1 row")', async () => {
    const ws = workspaceWith({ 'wf.yaml': wf({ ends: 'decide' }), 'reg.md': table([]) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'n1', '--json']);
    expect(r.code).toBe(3);
    expect(jsonOf(r)).toMatchObject({ status: 'FOREACH_COMPLETION_UNSATISFIED', active_step: 'loop' });
    expect(jsonOf(r)['message']).toBe("foreach step loop: completion.require 'all rows VERIFIED' does not hold for reg.md, which has no rows");
  });

  it('the fix of a completion stop says what to do in its case: set the value on the rows of the run\'s items; a row foreach.items left out is set by hand or require relaxed; an empty registry is written before the foreach', async () => {
    // (Before, each printed the stop code's fix for every case at once.)
    const fixOf = (r: Parameters<typeof jsonOf>[0]): string => String(jsonOf(r)['hint']);
    // The rule reads a column the items' stages were to set (the runner marks another): they did not.
    const own = workspaceWith({ 'wf.yaml': wf({ ends: 'decide', extraForeach: ['      status_field: Mark'], completion: '{ require: all artifacts have Status = BUILT, on_complete: after }' }), 'reg.md': table([['A', 'Alpha', '-'], ['B', 'Beta', '-']]) });
    const r1 = await own.run(['run', 'wf.yaml', '--run-id', 'u1', '--json']);
    expect([r1.code, jsonOf(r1)['status']], r1.stdout).toEqual([3, 'FOREACH_COMPLETION_UNSATISFIED']);
    expect(fixOf(r1)).toBe("Set Status = BUILT in reg.md on the rows of this run's items named (by the stage whose work that is, or by hand once the work is done), then resume: the registry is checked again; no item runs again.");
    // Followed: no item runs again.
    own.write('reg.md', own.read('reg.md').replaceAll('| PENDING |', '| BUILT |'));
    const done = await own.run(['run', 'wf.yaml', '--run-id', 'u1', '--json']);
    expect([done.code, jsonOf(done)['status']], done.stdout).toEqual([0, 'WORKFLOW_COMPLETE']);
    expect(own.lines('items.txt')).toEqual(['A design', 'A verify', 'B design', 'B verify']);
    // A row the items selection leaves out: nothing in the run sets it.
    const reg = table([['A', 'Alpha', '-'], ['V', 'Vee', '-']]).replace('| V | Vee | - | PENDING |', '| V | Vee | - | DONE |');
    const out = workspaceWith({ 'wf.yaml': wf({ ends: 'decide', extraForeach: ['      items: artifacts where Status != DONE'] }), 'reg.md': reg });
    const r2 = await out.run(['run', 'wf.yaml', '--run-id', 'u2', '--json']);
    expect(jsonOf(r2)['message']).toMatch(/does not hold for 1 row of reg\.md: V \(line \d+\): DONE$/);
    expect(fixOf(r2)).toBe('V is no item of this run (foreach.items left it out), so nothing in it sets Status = VERIFIED there: set it by hand once its work is done, then resume: the registry is checked again; no item runs again; or, if that is as it should be, change completion.require in wf.yaml to require: all items verified and resume with --allow-workflow-change.');
    // A registry without rows from the start: the foreach ran nothing.
    const empty = workspaceWith({ 'wf.yaml': wf({ ends: 'decide' }), 'reg.md': table([]) });
    const r3 = await empty.run(['run', 'wf.yaml', '--run-id', 'n1', '--json']);
    expect(fixOf(r3)).toBe('reg.md had no rows when the foreach loaded it, so it ran no item: have a step before the foreach write them, then start over with --mode fresh; or, if that is as it should be, change completion.require in wf.yaml to require: all items verified and resume with --allow-workflow-change.');
    empty.write('wf.yaml', empty.read('wf.yaml').replace('all rows VERIFIED', 'all items verified'));
    const relaxed = await empty.run(['run', 'wf.yaml', '--run-id', 'n1', '--allow-workflow-change', '--json']);
    expect([relaxed.code, jsonOf(relaxed)['status']], relaxed.stdout).toEqual([0, 'WORKFLOW_COMPLETE']);
  });

  it('a Markdown registry without the column completion.require reads is refused before any item runs (WORKFLOW_INPUT_REQUIRED at its header), and validate warns', async () => {
    const reg = ['# Registry', '', '| ID | Name |', '|---|---|', '| a | Alpha |', '| b | Beta |', ''].join('\n');
    const ws = workspaceWith({ 'wf.yaml': wf({ ends: 'decide' }), 'reg.md': reg });
    const v = await ws.run(['validate', 'wf.yaml', '--json']);
    const warned = (jsonOf(v)['warnings'] as Array<{ code: string; line: number; message: string }>).filter((w) => w.code === 'FOREACH_FIELD_UNKNOWN');
    expect(warned.map((w) => w.message)).toEqual(["the column 'Status' that completion.require 'all rows VERIFIED' reads of step 'loop' is no column of reg.md as it is now (columns: ID, Name)."]);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'c1', '--json']);
    expect(r.code, r.stdout).toBe(4);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_INPUT_REQUIRED', active_step: 'loop' });
    expect(jsonOf(r)['message']).toBe("foreach step loop: reg.md:3: completion.require 'all rows VERIFIED' reads the column 'Status' of every row, which the table does not have (columns: ID, Name); the runner marks a verified item's row only in a column the table has, so the rule could never hold. Checked before any item runs.");
    expect(String(jsonOf(r)['hint'])).toMatch(/Add a 'Status' column to the table of reg\.md \(its header is line 3\)/);
    expect(ws.exists('items.txt')).toBe(false);
    // Given the column, a resume runs the items and completes.
    ws.write('reg.md', ['# Registry', '', '| ID | Name | Status |', '|---|---|---|', '| a | Alpha | TODO |', '| b | Beta | TODO |', ''].join('\n'));
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'c1', '--json']);
    expect(again.code, again.stdout).toBe(0);
    expect(ws.lines('items.txt')).toEqual(['a design', 'a verify', 'b design', 'b verify']);
  });

  it('an item routed to BLOCKED ends the run blocked (exit 3) with that item named; later items never run', { tags: [CAMPAIGN] }, async () => {
    const verify = `${ITEM_LIB}; log; if [ "$STAGEGATE_INPUT_ITEM_ID" = B ]; then finish NO; else finish VERIFIED; fi`;
    const ws = workspaceWith({ 'wf.yaml': wf({ verify, verifyStatuses: { VERIFIED: 'next_artifact', NO: 'BLOCKED' }, ends: 'decide' }), 'reg.md': table([['A', 'Alpha', '-'], ['B', 'Beta', '-'], ['C', 'Gamma', '-']]) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'b1', '--json']);
    expect(r.code).toBe(3);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', active_step: null });
    expect(jsonOf(r)['message']).toMatch(/item B of foreach step loop/);
    expect(ws.lines('items.txt')).toEqual(['A design', 'A verify', 'B design', 'B verify']);
    expect(stateOf(ws, 'b1').steps.loop.foreach.items.map((i: any) => i.status)).toEqual(['verified', 'blocked', 'pending']);
  });

  it('the registry is shared by every run: a second run blocked at B marks B BLOCKED and leaves C as the first run marked it (never run by this one)', { tags: [CAMPAIGN] }, async () => {
    const verify = `${ITEM_LIB}; log; if [ "$STAGEGATE_INPUT_ITEM_ID" = B ] && [ -e block-b ]; then finish NO; else finish VERIFIED; fi`;
    const ws = workspaceWith({ 'wf.yaml': wf({ verify, verifyStatuses: { VERIFIED: 'next_artifact', NO: 'BLOCKED' }, ends: 'decide' }), 'reg.md': table([['A', 'Alpha', '-'], ['B', 'Beta', 'A'], ['C', 'Gamma', 'B']]) });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).code).toBe(0);
    const status = () => ws.read('reg.md').split('\n').filter((l) => /^\| [ABC] /.test(l)).map((l) => l.split('|')[4]!.trim());
    expect(status()).toEqual(['VERIFIED', 'VERIFIED', 'VERIFIED']);
    ws.write('block-b', '');
    const second = await ws.run(['run', 'wf.yaml', '--run-id', 'r2', '--json']);
    expect(second.code).toBe(3);
    expect(stateOf(ws, 'r2').steps.loop.foreach.items.map((i: any) => i.status)).toEqual(['verified', 'blocked', 'pending']);
    // docs/workflow-format.md (Registry status): never VERIFIED for an item the run ran and does not hold verified; C, not run, keeps r1's mark.
    expect(status()).toEqual(['VERIFIED', 'BLOCKED', 'VERIFIED']);
  });

  it('a failing per-item stage stops with STAGE_FAILED, the item in flight; a resume re-runs only that stage of that item', { tags: [CAMPAIGN] }, async () => {
    const verify = `${ITEM_LIB}; log; if [ "$STAGEGATE_INPUT_ITEM_ID" = B ] && [ ! -e fixed ]; then exit 4; fi; finish VERIFIED`;
    const ws = workspaceWith({ 'wf.yaml': wf({ verify, ends: 'decide' }), 'reg.md': table([['A', 'Alpha', '-'], ['B', 'Beta', '-']]) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'f1', '--json']);
    expect(r.code).toBe(6);
    expect(jsonOf(r)).toMatchObject({ status: 'STAGE_FAILED', active_step: 'loop' });
    expect(jsonOf(r)['message']).toMatch(/item B of foreach step loop .*step verify exited with status 4/);
    expect(stateOf(ws, 'f1').steps.loop.foreach).toMatchObject({ active_item: 'B', stopped: 'STAGE_FAILED' });
    ws.write('fixed', '');
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'f1', '--json']);
    expect(again.code, again.stdout).toBe(0);
    expect(ws.lines('items.txt')).toEqual(['A design', 'A verify', 'B design', 'B verify', 'B verify']);
    expect(ws.state('runs/f1/foreach/loop/b/v1/workflow_state.yaml').steps.verify.attempts).toBe(2);
  });

  it('a journal an older stagegate wrote (foreach_loaded with every item\'s whole record) resumes: the items done stay done', { tags: [CAMPAIGN] }, async () => {
    const verify = `${ITEM_LIB}; log; if [ "$STAGEGATE_INPUT_ITEM_ID" = B ] && [ ! -e fixed ]; then exit 4; fi; finish VERIFIED`;
    const ws = workspaceWith({ 'wf.yaml': wf({ verify }), 'reg.md': table([['A', 'Alpha', '-'], ['B', 'Beta', 'A'], ['C', 'Gamma', '-']]) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'o1', '--json']);
    expect(jsonOf(r)).toMatchObject({ status: 'STAGE_FAILED', active_step: 'loop' });
    const journal = 'runs/o1/workflow_state.journal.jsonl';
    const events = ws.read(journal).trimEnd().split('\n').map((l) => JSON.parse(l));
    const loaded = events.find((e: any) => e.event === 'foreach_loaded');
    expect(loaded.record.items).toEqual([
      { id: 'A', slug: 'a', bindings: { name_slug: 'alpha' } },
      { id: 'B', slug: 'b', depends_on: ['A'], bindings: { name_slug: 'beta' } },
      { id: 'C', slug: 'c', bindings: { name_slug: 'gamma' } },
    ]);
    // As the older build wrote it: every field of every item, the chain recomputed, the projections gone (made again from it).
    loaded.record.items = loaded.record.items.map((i: any) => ({ id: i.id, slug: i.slug, status: 'pending', visits: 0, depends_on: i.depends_on ?? [], waiting_on: [], bindings: { item_id: i.id, ...i.bindings }, state_path: null, outcome: null }));
    let prev: string | null = null;
    ws.write(journal, events.map((e: any) => {
      const text = JSON.stringify({ ...e, prev });
      prev = createHash('sha256').update(text).digest('hex');
      return text;
    }).join('\n') + '\n');
    rmSync(ws.path('runs/o1/workflow_state.yaml'));
    rmSync(ws.path('runs/o1/RUN_MANIFEST.yaml'));
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'o1', '--json']);
    expect(jsonOf(st)).toMatchObject({ status: 'STAGE_FAILED' });
    ws.write('fixed', '');
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'o1', '--json']);
    expect([again.code, jsonOf(again).status], again.stdout).toEqual([0, 'WORKFLOW_COMPLETE']);
    expect(ws.lines('items.txt')).toEqual(['A design', 'A verify', 'B design', 'B verify', 'B verify', 'C design', 'C verify']);
    expect(stateOf(ws, 'o1').steps.loop.foreach.items.map((i: any) => [i.id, i.status, i.visits, i.bindings])).toEqual([
      ['A', 'verified', 1, { item_id: 'A', name_slug: 'alpha' }],
      ['B', 'verified', 1, { item_id: 'B', name_slug: 'beta' }],
      ['C', 'verified', 1, { item_id: 'C', name_slug: 'gamma' }],
    ]);
  });

  it('a runner that died after an item ended but before the parent recorded it: the resume records the item from its finished run, running none of its stages', { tags: [CAMPAIGN] }, async () => {
    const verify = `${ITEM_LIB}; log; if [ "$STAGEGATE_INPUT_ITEM_ID" = B ] && [ ! -e fixed ]; then exit 4; fi; finish VERIFIED`;
    const ws = workspaceWith({ 'wf.yaml': wf({ verify }), 'reg.md': table([['A', 'Alpha', '-'], ['B', 'Beta', '-']]) });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'w1', '--json'])).code).toBe(6);
    // Put the parent back to what it held in that window: A still running (its run complete),
    // B not started. The parent commits once per item, so the journal of such a crash ends with
    // A's start; its state file and manifest (projected after that commit) are not newer.
    const state = stateOf(ws, 'w1');
    expect(state.steps.loop.foreach.items.map((i: any) => i.status)).toEqual(['verified', 'running']);
    const journal = ws.read('runs/w1/workflow_state.journal.jsonl').trimEnd().split('\n');
    const startedA = journal.findIndex((l) => l.includes('"event":"item_started"') && l.includes('"item":"A"'));
    expect(startedA).toBeGreaterThan(0);
    ws.write('runs/w1/workflow_state.journal.jsonl', journal.slice(0, startedA + 1).join('\n') + '\n');
    rmSync(ws.path('runs/w1/workflow_state.yaml'));
    rmSync(ws.path('runs/w1/RUN_MANIFEST.yaml'));
    expect(stateOf(ws, 'w1').steps.loop.foreach.items.map((i: any) => i.status)).toEqual(['running', 'pending']);
    rmSync(ws.path('runs/w1/foreach/loop/b'), { recursive: true });
    ws.write('fixed', '');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'w1', '--json']);
    expect(r.code, r.stdout).toBe(0);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 3 });
    expect(ws.lines('items.txt')).toEqual(['A design', 'A verify', 'B design', 'B verify', 'B design', 'B verify']);
    expect(stateOf(ws, 'w1').steps.loop.foreach.items.map((i: any) => [i.id, i.status, i.visits])).toEqual([['A', 'verified', 1], ['B', 'verified', 1]]);
    expect(ws.read('reg.md')).not.toContain('PENDING');
  });

  it('a verified row that lost its VERIFIED mark (an un-fsynced replacement undone) is marked again before completion.require reads the rows', async () => {
    // The stage of item C puts A's row back to PENDING, as a power loss could after A's mark.
    const verify = `${ITEM_LIB}; log; if [ "$STAGEGATE_INPUT_ITEM_ID" = C ]; then sed 's/| A | Alpha | - | VERIFIED |/| A | Alpha | - | PENDING |/' reg.md >reg.tmp && mv reg.tmp reg.md; fi; finish VERIFIED`;
    const reg = table([['A', 'Alpha', '-'], ['B', 'Beta', '-'], ['C', 'Gamma', '-']]);
    const ws = workspaceWith({ 'wf.yaml': wf({ verify, ends: 'decide' }), 'reg.md': reg });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'm1']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stderr).toMatch(/loop: registry rows marked VERIFIED again: A/);
    expect(ws.read('reg.md')).toBe(reg.replace(/\| PENDING \|/g, '| VERIFIED |'));
  });

  it('a fresh run moves the earlier item runs aside and runs every item again', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': wf({ completion: '{ on_complete: after }' }), 'reg.md': table([['A', 'Alpha', '-']]) });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r9', '--json'])).code).toBe(0);
    ws.write('runs/r9/design/notes.txt', 'mine');
    const fresh = await ws.run(['run', 'wf.yaml', '--run-id', 'r9', '--mode', 'fresh', '--json']);
    expect(fresh.code, fresh.stdout).toBe(0);
    expect(ws.lines('items.txt')).toEqual(['A design', 'A verify', 'A design', 'A verify']);
    const moved = stateOf(ws, 'r9').fresh_execution_of.superseded_to as string;
    expect(moved).toMatch(/^runs\/r9\/\.superseded\//);
    // The item runs' declared outputs were moved too (then made again); other files stay.
    expect(ws.exists(`${moved}/runs/r9/design/alpha.md`)).toBe(true);
    expect(ws.exists(`${moved}/runs/r9/verify/A.md`)).toBe(true);
    expect(ws.exists(`${moved}/runs/r9/design/notes.txt`)).toBe(false);
    expect(ws.read('runs/r9/design/notes.txt')).toBe('mine');
    expect(ws.read('runs/r9/design/alpha.md')).toContain('WORKFLOW_GATE');
  });

  it('items: that leaves out rows an earlier run marked VERIFIED says so (rows, filter, why) on a new run id and a fresh run, and how to run them again', async () => {
    const ws = workspaceWith({ 'wf.yaml': wf({ ends: 'decide', extraForeach: ['      items: rows where Status != VERIFIED'] }), 'reg.md': table([['A', 'Alpha', '-'], ['B', 'Beta', 'A']]) });
    const first = await ws.run(['run', 'wf.yaml', '--run-id', 'r4']);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).not.toMatch(/leaves out/);
    // The registry is the per-item truth: its rows stay VERIFIED for every later run.
    const done = await ws.run(['run', 'wf.yaml', '--run-id', 'r4']);
    expect(done.stdout + done.stderr).toMatch(/a foreach's registry rows stay as marked \(fresh does not unmark reg\.md, outside the run root\), so loop runs only the rows its items: still selects/);
    const note = "loop: items 'rows where Status != VERIFIED' leaves out all 2 rows of reg.md (2 with Status = VERIFIED): no item runs. Rows an earlier run marked VERIFIED stay so (a new run id or --mode fresh does not unmark them): set their Status back (e.g. to TODO) to run those items again.";
    for (const args of [['--run-id', 'q1'], ['--run-id', 'q1', '--mode', 'fresh']]) {
      const r = await ws.run(['run', 'wf.yaml', ...args]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).toContain(note);
      expect(r.stderr).toMatch(/\[2\/3\] loop +✓ 0\/0 items verified \(items: 0 of 2 rows\) → after/);
    }
    expect(ws.lines('items.txt')).toEqual(['A design', 'A verify', 'B design', 'B verify']);
  });

  it('a fresh run moves only the outputs of the items the previous run had, and never through a link on the way', async () => {
    const ws = workspaceWith({ 'wf.yaml': wf({ completion: '{ on_complete: after }' }), 'reg.md': table([['A', 'Alpha', '-']]), 'src/alpha.md': 'source' });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r8', '--json'])).code).toBe(0);
    // A file of the person's that the per-item template could name, but no item of the run did.
    ws.write('runs/r8/verify/README.md', 'mine');
    const first = await ws.run(['run', 'wf.yaml', '--run-id', 'r8', '--mode', 'fresh', '--stop-after-step', 'start', '--json']);
    expect(first.code, first.stdout).toBe(0);
    const moved = stateOf(ws, 'r8').fresh_execution_of.superseded_to as string;
    expect(ws.exists(`${moved}/runs/r8/verify/A.md`)).toBe(true);
    expect(ws.read('runs/r8/verify/README.md')).toBe('mine');
    // An earlier stage swapped the design folder for a link to the sources: nothing moves through it.
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r8', '--json'])).code).toBe(0);
    rmSync(ws.path('runs/r8/design'), { recursive: true });
    symlinkSync('../../src', ws.path('runs/r8/design'));
    const second = await ws.run(['run', 'wf.yaml', '--run-id', 'r8', '--mode', 'fresh', '--stop-after-step', 'start', '--json']);
    expect(second.code, second.stdout).toBe(0);
    expect(ws.read('src/alpha.md')).toBe('source');
    const again = stateOf(ws, 'r8').fresh_execution_of.superseded_to as string;
    expect(ws.exists(`${again}/runs/r8/design/alpha.md`)).toBe(false);
    expect(ws.exists(`${again}/runs/r8/verify/A.md`)).toBe(true);
  });
});

describe('validate', () => {
  it('reports an unparseable completion.require, an unknown registry format, an approval inside per_item and a binding named item_id, at their lines', { tags: [CAMPAIGN] }, async () => {
    const flow = wf({
      source: 'reg.csv',
      completion: '{ require: every artifact looks done, on_complete: after }',
      extraForeach: ['        item_id: { field: ID }'],
      perItemExtra: ['      sign:', "        approval: { message: 'ok?' }", '        on_approve: next_artifact'],
    });
    const ws = workspaceWith({ 'wf.yaml': flow });
    const r = await ws.run(['validate', 'wf.yaml', '--json']);
    expect(r.code).toBe(1);
    const errors = jsonOf(r)['errors'] as Array<{ code: string; line: number; message: string }>;
    const at = (code: string) => errors.filter((e) => e.code === code).map((e) => e.line);
    const lines = flow.split('\n');
    const lineOf = (needle: string) => lines.findIndex((l) => l.includes(needle)) + 1;
    expect(at('FOREACH_SOURCE_INVALID')).toEqual([lineOf('source: reg.csv')]);
    expect(at('FOREACH_COMPLETION_INVALID')).toEqual([lineOf('completion:')]);
    expect(at('FOREACH_BINDING_INVALID')).toEqual([lineOf('item_id: { field: ID }')]);
    expect(errors.find((e) => e.code === 'STEP_KIND_INVALID')?.message).toMatch(/per-item step 'sign' of 'loop' is an approval step/);
    // run refuses it before anything runs.
    const run = await ws.run(['run', 'wf.yaml', '--run-id', 'v1', '--json']);
    expect(run.code).toBe(5);
    expect(ws.exists('counter.txt')).toBe(false);
  });

  it('warns about a field that is no column of a registry already in the workspace, with the closest column; not about one not there yet', async () => {
    const flow = wf({ extraForeach: ['        typo: { field: Nmae }'], completion: '{ on_complete: after }' }).replace('      id_field: ID', '      id_field: ID\n      depends_field: Needs\n      status_field: Stauts');
    const ws = workspaceWith({ 'wf.yaml': flow, 'reg.md': table([['A', 'Alpha', '-']]) });
    const r = await ws.run(['validate', 'wf.yaml', '--json']);
    expect(r.code).toBe(0);
    const warnings = (jsonOf(r)['warnings'] as Array<{ code: string; line: number; message: string }>).filter((w) => w.code === 'FOREACH_FIELD_UNKNOWN');
    const lines = flow.split('\n');
    const lineOf = (needle: string) => lines.findIndex((l) => l.includes(needle)) + 1;
    expect(warnings.map((w) => w.line).sort((a, b) => a - b)).toEqual([lineOf('depends_field: Needs'), lineOf('status_field: Stauts'), lineOf('typo: { field: Nmae }')]);
    // A status_field the table lacks stops nothing: its rows are just never marked.
    const status = warnings.find((w) => w.message.includes('Stauts')) as unknown as { message: string; hint: string };
    expect(status.message).toContain("Did you mean 'Status'?");
    expect(status.hint).toMatch(/no row is marked VERIFIED/);
    expect(warnings.find((w) => w.message.includes('Nmae'))!.message).toBe("the field of binding typo 'Nmae' of step 'loop' is no column of reg.md as it is now (columns: ID, Name, Depends On, Status). Did you mean 'Name'?");
    // The registry written later (not there yet): nothing to compare with.
    const later = workspaceWith({ 'wf.yaml': flow });
    expect((jsonOf(await later.run(['validate', 'wf.yaml', '--json']))['warnings'] as Array<{ code: string }>).filter((w) => w.code === 'FOREACH_FIELD_UNKNOWN')).toEqual([]);
  });
});

describe('foreach at a new source commit', () => {
  it("a finished run's rerun runs every item's stages again at the new commit; the default refuses", { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': wf(), 'reg.md': table([['A', 'Alpha', '-'], ['B', 'Beta', '-']]), 'src.txt': 'v1\n', '.gitignore': 'runs/\ncounter.txt\nitems.txt\n' });
    ws.commit('v1');
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'w1', '--json'])).status).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('items.txt')).toEqual(['A design', 'A verify', 'B design', 'B verify']);
    ws.write('src.txt', 'v2\n');
    const after = ws.commit('v2');
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'w1', '--json'])).status).toBe('STALE_ARTIFACT_REJECTED');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'w1', '--on-source-change', 'rerun', '--json']);
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('items.txt')).toEqual(['A design', 'A verify', 'B design', 'B verify', 'A design', 'A verify', 'B design', 'B verify']);
    expect(stateOf(ws, 'w1').steps.after).toMatchObject({ status: 'completed', source_commit: after });
  });
});
