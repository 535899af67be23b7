// A leg (`run --shard K1 --shard K2 ...`) is one invocation: a value one key's stage registered
// with its own `::add-mask::` line is masked in the logs, messages and reports of the keys after
// it, as a plain run masks it in every stage started after the line (core/run/stage-masks.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';

afterAll(removeWorkspaces);

const VALUE = 'leg-mask-Zq81xK5';
const KEYS = ['A-1', 'B-2'];

// A-1 registers the value; every item prints it to its log and fails with it in its message.
const WORK = `source lib.sh; if [ "$STAGEGATE_INPUT_ITEM_ID" = A-1 ]; then echo "::add-mask::${VALUE}"; fi; echo "item $STAGEGATE_INPUT_ITEM_ID sees ${VALUE}"; if [ "$STAGEGATE_INPUT_ITEM_ID" = B-2 ]; then echo "failed near ${VALUE}" >&2; exit 3; fi; finish OK`;

const WF = [
  "version: '4.0'",
  'name: legmask',
  "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
  'inputs:',
  '  required: [run_id]',
  'steps:',
  '  start:',
  "    run: 'source lib.sh; stage OK'",
  "    output: 'runs/{{run_id}}/start.md'",
  '    statuses: { OK: loop }',
  '  loop:',
  '    foreach:',
  '      source: reg.md',
  '      id_field: ID',
  '    per_item:',
  '      work:',
  `        run: ${JSON.stringify(WORK)}`,
  "        output: 'runs/{{run_id}}/work/{{item_id}}.md'",
  '        statuses: { OK: next_artifact }',
  '    completion: { on_complete: DONE }',
  '',
].join('\n');

/** Every file under `dir` (relative paths) whose text holds `needle`. */
function filesHolding(dir: string, needle: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const abs = join(d, name);
      if (statSync(abs).isDirectory()) walk(abs);
      else if (readFileSync(abs, 'utf8').includes(needle)) out.push(abs.slice(dir.length + 1));
    }
  };
  walk(dir);
  return out;
}

describe('a leg of several shards', () => {
  it("masks a value one key's stage registered with ::add-mask:: in the later keys' logs, messages and reports", async () => {
    const ws = workspaceWith({ 'wf.yaml': WF, 'reg.md': ['| ID | Status |', '|---|---|', ...KEYS.map((k) => `| ${k} | PENDING |`), ''].join('\n') });
    const plan = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'start', '--json']);
    expect(jsonOf(plan)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'loop' });

    const leg = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', ...KEYS.flatMap((k) => ['--shard', k]), '--json']);
    const reports = leg.stdout.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(reports.map((r) => (r['shard'] as { key: string }).key)).toEqual(KEYS);
    expect(reports[0]).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(reports[1]).toMatchObject({ status: 'STAGE_FAILED' });
    // B-2's stage ran (its log holds its line), with the value masked there, in its report and on stderr.
    const logs = filesHolding(ws.path('runs/r1'), 'item B-2 sees');
    expect(logs.length, leg.stderr).toBeGreaterThan(0);
    expect(filesHolding(ws.path('runs/r1'), VALUE)).toEqual([]);
    expect(leg.stdout + leg.stderr).not.toContain(VALUE);
  });
});
