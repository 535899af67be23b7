// A foreach over a registry larger than MARK_EVERY_ITEM_ROWS rows marks its rows VERIFIED in
// batches (src/core/steps/foreach/run.ts markBatchOf): what each item's stage sees in the
// registry proves when the rewrites happened; an item whose dependency's row waits in the batch
// starts only after the batch is written (its stage checks the row); a failed item stops the loop
// with every verified row marked; the resume marks the rest and ends with every row VERIFIED.
// Slow tier: 520 items.
import { afterAll, describe, expect, it } from 'vitest';
import { MARK_EVERY_ITEM_ROWS, markBatchOf } from '../../src/core/steps/foreach/run.js';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';

afterAll(removeWorkspaces);

const ROWS = 520;
const id = (k: number): string => `i${String(k).padStart(3, '0')}`;

// i200 depends on i199, the item just before it (whose row is still in its batch then).
const DEPENDS: Record<string, string> = { [id(200)]: id(199) };

function registry(): string {
  const rows = Array.from({ length: ROWS }, (_, i) => `| ${id(i + 1)} | ${DEPENDS[id(i + 1)] ?? '-'} | PENDING |`);
  return ['| ID | Depends On | Status |', '|---|---|---|', ...rows, ''].join('\n');
}

/** What each item sees, by the marking rule: a batch of `batch` rows, written early when the next item depends on one of them. */
function expectedSeen(items: string[], batch: number, markedAtStart: number): number[] {
  let marked = markedAtStart;
  let pending = new Set<string>();
  return items.map((item) => {
    const dep = DEPENDS[item];
    if (dep !== undefined && pending.has(dep)) {
      marked += pending.size;
      pending = new Set();
    }
    const seen = marked;
    pending.add(item);
    if (pending.size >= batch) {
      marked += pending.size;
      pending = new Set();
    }
    return seen;
  });
}

// Each item's stage records how many rows were VERIFIED when it started; item i100 fails until ok.flag exists.
const STAGE = [
  'source lib.sh',
  'n=0; while IFS= read -r line; do case $line in *"| VERIFIED |"*) n=$((n+1)) ;; esac; done <reg.md',
  // A dependency's row must say VERIFIED when the item starts (the stage checks, as a DD stage would).
  'if [ "$STAGEGATE_INPUT_DEP" != - ]; then while IFS= read -r line; do case $line in "| $STAGEGATE_INPUT_DEP |"*"| VERIFIED |") ok=1 ;; esac; done <reg.md; [ "${ok:-}" = 1 ] || exit 7; fi',
  'printf "%s %s\\n" "$STAGEGATE_INPUT_ITEM_ID" "$n" >>seen.txt',
  '[ "$STAGEGATE_INPUT_ITEM_ID" != i100 ] || [ -f ok.flag ] || exit 1',
  'finish OK',
].join('; ');

const WORKFLOW = [
  "version: '4.0'",
  'name: big',
  "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
  'inputs:',
  '  required: [run_id]',
  'steps:',
  '  loop:',
  '    foreach:',
  '      source: reg.md',
  '      id_field: ID',
  '      bindings:',
  "        dep: { field: 'Depends On' }",
  '    per_item:',
  '      work:',
  `        run: ${JSON.stringify(STAGE)}`,
  "        output: 'runs/{{run_id}}/work/{{item_id}}.md'",
  '        statuses: { OK: next_artifact }',
  '    completion: { require: all items verified, on_complete: DONE }',
  '',
].join('\n');

function verifiedRows(text: string): number {
  return text.split('\n').filter((l) => l.includes('| VERIFIED |')).length;
}

describe('a foreach over a large registry', () => {
  it('marks rows in batches of rows / MARK_EVERY_ITEM_ROWS, all of them before it stops, and every row by its end', async () => {
    const batch = markBatchOf(ROWS);
    expect(ROWS).toBeGreaterThan(MARK_EVERY_ITEM_ROWS);
    expect(batch).toBe(3);
    const ws = workspaceWith({ 'reg.md': registry(), 'wf.yaml': WORKFLOW });

    const failed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(failed).status).toBe('STAGE_FAILED');
    // Items 1..99 verified: their rows are on disk (the last, partial batch was written at the stop).
    expect(verifiedRows(ws.read('reg.md'))).toBe(99);
    expect(ws.read('reg.md')).toContain(`| ${id(99)} | - | VERIFIED |`);
    expect(ws.read('reg.md')).toContain(`| ${id(100)} | - | PENDING |`);
    const first = ws.lines('seen.txt').map((l) => l.split(' '));
    expect(first.map(([item]) => item)).toEqual(Array.from({ length: 100 }, (_, i) => id(i + 1)));
    // Item k saw the rows of the full batches before it: rewrites once every `batch` items.
    expect(first.map(([, seen]) => Number(seen))).toEqual(expectedSeen(first.map(([item]) => item!), batch, 0));
    expect(first.map(([, seen]) => Number(seen)).slice(0, 7)).toEqual([0, 0, 0, 3, 3, 3, 6]);

    ws.write('ok.flag', '');
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(resumed).status).toBe('WORKFLOW_COMPLETE');
    expect(verifiedRows(ws.read('reg.md'))).toBe(ROWS);
    expect(resumed.stdout + resumed.stderr).not.toMatch(/marked VERIFIED again/);
    const second = ws.lines('seen.txt').slice(100).map((l) => l.split(' '));
    expect(second.map(([item]) => item)).toEqual(Array.from({ length: ROWS - 99 }, (_, i) => id(i + 100)));
    // The resume's batches start again at item 100.
    const seen = second.map(([, n]) => Number(n));
    expect(seen).toEqual(expectedSeen(second.map(([item]) => item!), batch, 99));
    // i199 waited in its batch; i200 (which depends on it) started after it was written.
    expect(seen[200 - 100]).toBe(199);
    const state = ws.state('runs/r1/workflow_state.yaml');
    expect(state.steps.loop.foreach.items.every((i: { status: string }) => i.status === 'verified')).toBe(true);
  });
});
