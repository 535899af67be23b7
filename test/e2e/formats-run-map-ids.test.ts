/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// A run map (<workflow>.stagegate.yaml) that names a step the imported workflow does not have is
// a mistake in the run map: validate and run say it at the run map's line, with the id meant
// (`business-test` for `business_test`, `lint_a` for `lint-a`) — until now at line 1 of the
// workflow file, and for maestro and CCW without the ids one could map (the new-user trial of
// session 39). Every format's importer reports it; the loader places it in the run map.
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';

afterAll(removeWorkspaces);

const CHAIN = JSON.stringify({
  id: 'ql',
  name: 'Quality',
  version: '1.0.0',
  entry: 'business_test',
  nodes: { business_test: { type: 'command', cmd: 'quality-business-test', next: 'done' }, done: { type: 'terminal', status: 'success' } },
});

const AIOX = ['workflow:', '  id: qa', '  name: QA', '  sequence:', '    - step: fix_issues', '      agent: dev', '      action: Fix', ''].join('\n');

const CCW = JSON.stringify({
  template_id: 'wft-x',
  name: 'X',
  context_schema: {},
  nodes: [
    { id: 'lint-a', type: 'skill', executor: 'lint', args_template: 'a' },
    { id: 'CP-1', type: 'checkpoint', name: 'Look', auto_continue: false },
  ],
  edges: [{ from: 'lint-a', to: 'CP-1' }],
});

describe('a run map id the workflow does not have', () => {
  it('is reported at its line in the run map, with the id meant (maestro, aiox, CCW)', async () => {
    const ws = workspaceWith({
      'chains/ql.json': CHAIN,
      'chains/ql.stagegate.yaml': 'run:\n  business-test: echo x\n',
      'wf/qa.yaml': AIOX,
      'wf/qa.stagegate.yaml': '# the dev step\nrun:\n  fix-issues: echo fixed\n',
      'tpl/x.json': CCW,
      'tpl/x.stagegate.yaml': 'agent: claude\nrun:\n  lint_a: echo\n',
    });
    const out = jsonOf(await ws.run(['validate', 'chains/ql.json', 'wf/qa.yaml', 'tpl/x.json', '--json']));
    const found = out.errors.map((d: any) => ({ code: d.code, file: d.file, line: d.line, column: d.column, meant: /Did you mean '([^']+)'/.exec(d.message)?.[1] }));
    // In the order the files are checked (sorted by path).
    expect(found).toEqual([
      { code: 'MAESTRO_TARGET_UNKNOWN', file: 'chains/ql.stagegate.yaml', line: 2, column: 3, meant: 'business_test' },
      { code: 'CCW_RUN_UNKNOWN_NODE', file: 'tpl/x.stagegate.yaml', line: 3, column: 3, meant: 'lint-a' },
      { code: 'AIOX_RUN_UNKNOWN_STEP', file: 'wf/qa.stagegate.yaml', line: 3, column: 3, meant: 'fix_issues' },
    ]);
    // run refuses it at the same place (its `at:`), before anything runs.
    const run = jsonOf(await ws.run(['run', 'chains/ql.json', '--run-id', 'r1', '--json', '--agent', 'claude']));
    expect(run.status).toBe('WORKFLOW_CONTRACT_INVALID');
    expect(run.location).toEqual({ file: 'chains/ql.stagegate.yaml', line: 2, column: 3 });
  });
});
