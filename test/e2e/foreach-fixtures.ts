/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// Fixtures of foreach.test.ts and process/foreach.test.ts.

/** Per-item stages log "<item> <step>" into items.txt (the item id arrives as STAGEGATE_INPUT_ITEM_ID). */
export const ITEM_LIB = 'source lib.sh; log() { printf "%s %s\\n" "$STAGEGATE_INPUT_ITEM_ID" "$STAGEGATE_STEP" >>items.txt; }';

export interface Spec {
  source?: string;
  order?: string;
  extraForeach?: string[];
  design?: string;
  designStatuses?: Record<string, string>;
  verify?: string;
  verifyStatuses?: Record<string, string>;
  perItemExtra?: string[];
  completion?: string;
  /**
   * 'decide': start and after are decision steps (routed in the runner, no process), for tests
   * about the loop that look at neither (no counter.txt line, no output of theirs). Default: the
   * shell stages that count themselves into counter.txt.
   */
  ends?: 'decide';
}

/** start -> loop (foreach: design -> verify per item) -> after -> DONE (start and after: see Spec.ends). */
export function wf(s: Spec = {}): string {
  const statuses = (m: Record<string, string>) => `{ ${Object.entries(m).map(([k, v]) => `${k}: ${v}`).join(', ')} }`;
  return (
    [
      "version: '4.0'",
      'name: fe',
      "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
      'inputs:',
      '  required: [run_id]',
      'steps:',
      '  start:',
      ...(s.ends === 'decide' ? ['    decide:', '      - else: loop'] : ["    run: 'source lib.sh; stage OK'", "    output: 'runs/{{run_id}}/start.md'", '    statuses: { OK: loop }']),
      '  loop:',
      '    foreach:',
      `      source: ${s.source ?? 'reg.md'}`,
      '      id_field: ID',
      ...(s.order ? [`      order: ${s.order}`] : []),
      '      bindings:',
      '        name_slug: { field: Name, transform: slugify }',
      ...(s.extraForeach ?? []),
      '    per_item:',
      '      design:',
      `        run: ${JSON.stringify(s.design ?? `${ITEM_LIB}; log; finish OK`)}`,
      "        output: 'runs/{{run_id}}/design/{{name_slug}}.md'",
      `        statuses: ${statuses(s.designStatuses ?? { OK: 'verify' })}`,
      '      verify:',
      `        run: ${JSON.stringify(s.verify ?? `${ITEM_LIB}; log; finish VERIFIED`)}`,
      "        output: 'runs/{{run_id}}/verify/{{item_id}}.md'",
      `        statuses: ${statuses(s.verifyStatuses ?? { VERIFIED: 'next_artifact' })}`,
      ...(s.perItemExtra ?? []),
      `    completion: ${s.completion ?? '{ require: all rows VERIFIED, on_complete: after }'}`,
      '  after:',
      ...(s.ends === 'decide' ? ['    decide:', '      - else: DONE'] : ["    run: 'source lib.sh; stage OK'", "    output: 'runs/{{run_id}}/after.md'", '    statuses: { OK: DONE }']),
    ].join('\n') + '\n'
  );
}

export function table(rows: Array<[string, string, string]>, status = 'PENDING'): string {
  return ['# Registry', '', 'Some prose that is not a row | with a pipe.', '', '| ID | Name | Depends On | Status |', '|---|:---|---|---|', ...rows.map(([id, name, deps]) => `| ${id} | ${name} | ${deps} | ${status} |`), ''].join('\n');
}

export const stateOf = (ws: { state(rel: string): any }, run: string): any => ws.state(`runs/${run}/workflow_state.yaml`);
