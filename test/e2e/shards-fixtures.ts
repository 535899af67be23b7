// Fixtures of shards.test.ts and process/shards.test.ts.
import { expect } from 'vitest';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { jsonOf, workspaceWith, TempWorkspace } from '../helpers/cli.js';

/** Per-item stages log "<item> <step>" into items.txt; MACHINE (when set) lands in the design output. */
/** HOLD_ITEM's design stage writes its pid and held-<item>, then waits for the file release. */
export const HOLD = 'if [ "${HOLD_ITEM:-}" = "$STAGEGATE_INPUT_ITEM_ID" ]; then echo $$ >held.pid; touch "held-$STAGEGATE_INPUT_ITEM_ID"; while [ ! -e release ]; do sleep 0.05; done; fi';

export const ITEM_LIB = 'source lib.sh; log() { printf "%s %s\\n" "$STAGEGATE_INPUT_ITEM_ID" "$STAGEGATE_STEP" >>items.txt; }';

export function wf(): string {
  return (
    [
      "version: '4.0'",
      'name: fan',
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
      '      bindings:',
      '        name_slug: { field: Name, transform: slugify }',
      '    per_item:',
      '      design:',
      `        run: ${JSON.stringify(`${ITEM_LIB}; [ "\${FAIL_ITEM:-}" != "$STAGEGATE_INPUT_ITEM_ID" ] || exit 3; ${HOLD}; log; finish OK`)}`,
      "        output: 'runs/{{run_id}}/design/{{name_slug}}.md'",
      '        statuses: { OK: verify }',
      '      verify:',
      `        run: ${JSON.stringify(`${ITEM_LIB}; log; [ -d "\${STAGEGATE_OUTPUT%/*}" ] || mkdir -p "\${STAGEGATE_OUTPUT%/*}"; { printf 'verified by %s\\n\\n' "\${MACHINE:-same}"; } >"$STAGEGATE_OUTPUT"; if [ "\${REJECT_ITEM:-}" = "$STAGEGATE_INPUT_ITEM_ID" ]; then gate REJECTED; else gate VERIFIED; fi`)}`,
      "        output: 'runs/{{run_id}}/verify/{{item_id}}.md'",
      '        statuses: { VERIFIED: next_artifact, REJECTED: BLOCKED }',
      '    completion: { require: all rows VERIFIED, on_complete: after }',
      '  after:',
      "    run: 'source lib.sh; stage OK'",
      "    output: 'runs/{{run_id}}/after.md'",
      '    statuses: { OK: DONE }',
    ].join('\n') + '\n'
  );
}

export function registry(rows: Array<[string, string, string]>): string {
  return ['# Components', '', '| ID | Name | Depends On | Status |', '|---|---|---|---|', ...rows.map(([id, name, deps]) => `| ${id} | ${name} | ${deps} | PENDING |`), ''].join('\n');
}

export const THREE: Array<[string, string, string]> = [
  ['A-1', 'Alpha', '-'],
  ['B-2', 'Beta', '-'],
  ['C-3', 'Gamma', '-'],
];

/** A workspace whose run r1 stopped right before its foreach (the plan job). */
export async function planned(rows = THREE, runId = 'r1'): Promise<TempWorkspace> {
  const ws = workspaceWith({ 'wf.yaml': wf(), 'reg.md': registry(rows) });
  const r = await ws.run(['run', 'wf.yaml', '--run-id', runId, '--stop-after-step', 'start', '--json']);
  expect(jsonOf(r)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'loop' });
  return ws;
}

export const slugOf = (key: string): string => key.toLowerCase();

export const shardFolder = (key: string, run = 'r1', visit = 1): string => `runs/${run}/foreach/loop/${slugOf(key)}/v${visit}`;

/** Copy a shard folder out of a machine (what the Action uploads as an artifact). */
export function carry(from: TempWorkspace, key: string, into: string, run = 'r1'): string {
  const dest = join(into, `shard-${key}`);
  cpSync(from.path(shardFolder(key, run)), dest, { recursive: true });
  return dest;
}
