// Findings of a new-user trial of validation and its messages (session 9): each case failed before its fix.
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith, type CliResult } from '../helpers/cli.js';
import { ITEM_LIB, table, wf } from './foreach-fixtures.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const codes = (r: CliResult, kind: 'warnings' | 'errors') => (jsonOf(r)[kind] as Array<{ code: string }>).map((d) => d.code);

describe('validation after a new-user trial', () => {
  it('STATE_PATH_SHARED: a plain state_path (no {{run_id}}, no artifact_root) is noted, and a second run id is then refused', { tags: [CAMPAIGN] }, async () => {
    const flow = ["version: '4.0'", 'name: shared', "state_path: 'out/shared/workflow_state.yaml'", 'inputs:', '  required: [run_id]', 'steps:', '  s:', "    run: 'source lib.sh; stage OK'", "    output: 'out/shared/s.md'", '    statuses: { OK: DONE }', ''].join('\n');
    const ws = workspaceWith({ 'wf.yaml': flow });
    const v = await ws.run(['validate', 'wf.yaml', '--strict', '--json']);
    expect(codes(v, 'warnings')).toContain('STATE_PATH_SHARED');
    expect(v.code).not.toBe(0);
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'a1', '--json'])).code).toBe(0);
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'a2', '--json']))['status']).toBe('WORKFLOW_STATE_OWNED_BY_OTHER_RUN');
  });

  it('STATE_PATH_SHARED: not for a state_path its caller locates (a required input without a default, as a child workflow\'s work_dir)', async () => {
    const child = ["version: '4.0'", 'name: kid', "state_path: '{{work_dir}}/child_state.yaml'", 'inputs:', '  required: [run_id, work_dir]', 'steps:', '  s:', "    run: 'source lib.sh; stage OK'", "    output: '{{work_dir}}/s.md'", '    statuses: { OK: DONE }', ''].join('\n');
    const ws = workspaceWith({ 'child.yaml': child });
    const v = await ws.run(['validate', 'child.yaml', '--strict', '--json']);
    expect(codes(v, 'warnings')).not.toContain('STATE_PATH_SHARED');
  });

  it('YAML_DUPLICATE_KEY names the key and the line where it first appears', async () => {
    const flow = ["version: '4.0'", 'name: dup', "state_path: 'runs/{{run_id}}/state.yaml'", 'steps:', '  a:', "    run: 'source lib.sh; stage OK'", "    output: 'runs/{{run_id}}/a.md'", '    statuses: { OK: DONE }', '  a:', "    run: 'source lib.sh; stage OK'", "    output: 'runs/{{run_id}}/b.md'", '    statuses: { OK: DONE }', ''].join('\n');
    const ws = workspaceWith({ 'wf.yaml': flow });
    const v = await ws.run(['validate', 'wf.yaml', '--json']);
    const d = (jsonOf(v)['errors'] as Array<{ code: string; line: number; message: string }>).find((e) => e.code === 'YAML_DUPLICATE_KEY');
    expect(d?.line).toBe(9);
    expect(d?.message).toContain("'a'");
    expect(d?.message).toContain('line 5');
  });

  it('run of a workflow file that does not exist says so, at no made-up position', async () => {
    const ws = workspaceWith({});
    const r = await ws.run(['run', 'wf/nope.yaml', '--run-id', 'r1', '--json']);
    const j = jsonOf(r);
    expect(String(j['message'])).toMatch(/does not exist|not found|no such file/i);
    expect(String(j['message'])).not.toContain('nope.yaml:1:1');
    expect(JSON.stringify(j)).not.toContain('"line":1');
  });

  it('a registry value in shell arithmetic that is not an integer stops at its step, naming the registry row, after the items before it ran', async () => {
    const design = `${ITEM_LIB}; log; echo $(( {{size}} * 2 )) >>sizes.txt; finish OK`;
    const ws = workspaceWith({ 'wf.yaml': wf({ design, extraForeach: ['        size: { field: Name }'] }), 'reg.md': table([['A', '3', '-'], ['B', 'big', '-']]) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_INPUT_INVALID', exit_code: 4 });
    expect(String(jsonOf(r)['message'])).toContain('{{size}} stands where bash evaluates arithmetic');
    expect(String(jsonOf(r)['message'])).toContain('the step did not start');
    expect(String(jsonOf(r)['message'])).not.toContain('Nothing ran');
    expect(String(jsonOf(r)['message'])).toMatch(/^item B of foreach step loop /);
    expect(ws.lines('items.txt')).toEqual(['A design', 'A verify']);
    expect(ws.read('sizes.txt').trim()).toBe('6');
  });

  it('--stop-after-step naming a per-item step of a foreach says so, and what to use instead', async () => {
    const ws = workspaceWith({ 'wf.yaml': wf(), 'reg.md': table([['A', 'Alpha', '-']]) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'design', '--json']);
    expect(r.code).toBe(4);
    const j = jsonOf(r);
    expect(String(j['message'])).toContain("per-item step of foreach 'loop'");
    expect(String(j['hint'] ?? j['fix'] ?? '')).toContain("--stop-after-step loop");
    expect(ws.exists('counter.txt')).toBe(false);
  });

  it('a foreach whose id_field is no column of the registry stops with WORKFLOW_INPUT_REQUIRED (exit 4) at the header line, with the closest column', async () => {
    const ws = workspaceWith({ 'wf.yaml': wf().replace('id_field: ID', 'id_field: Id'), 'reg.md': table([['A', 'Alpha', '-']]) });
    const v = await ws.run(['validate', 'wf.yaml', '--json']);
    const warning = (jsonOf(v)['warnings'] as Array<{ code: string; hint: string }>).find((w) => w.code === 'FOREACH_FIELD_UNKNOWN');
    expect(warning?.hint).toContain('WORKFLOW_INPUT_REQUIRED');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(4);
    const j = jsonOf(r);
    expect(j['status']).toBe('WORKFLOW_INPUT_REQUIRED');
    expect(String(j['message'])).toContain('reg.md:5:');
    expect(String(j['message'])).toContain("Did you mean 'ID'?");
  });

  describe('typed inputs in shell arithmetic', () => {
    const flow = (type: string) =>
      [
        "version: '4.0'",
        'name: arith',
        "state_path: 'runs/{{run_id}}/state.yaml'",
        'inputs:',
        '  required: [run_id, level]',
        `  types: { level: ${type} }`,
        'steps:',
        '  first:',
        "    run: 'source lib.sh; stage OK'",
        "    output: 'runs/{{run_id}}/first.md'",
        '    statuses: { OK: use }',
        '  use:',
        '    run: |',
        '      source lib.sh',
        '      echo $(( {{level}} * 30 )) > got.txt',
        '      stage OK',
        "    output: 'runs/{{run_id}}/use.md'",
        '    statuses: { OK: DONE }',
        '',
      ].join('\n');
    const arith = (r: CliResult) => (jsonOf(r)['warnings'] as Array<{ code: string; hint: string }>).filter((w) => w.code === 'SHELL_PLACEHOLDER_ARITHMETIC');

    it('an input declared integer in arithmetic is not warned about; one declared number is, with a hint to declare it integer', { tags: [CAMPAIGN] }, async () => {
      const ws = workspaceWith({ 'int.yaml': flow('integer'), 'num.yaml': flow('number') });
      expect(arith(await ws.run(['validate', 'int.yaml', '--strict', '--json']))).toEqual([]);
      const [w] = arith(await ws.run(['validate', 'num.yaml', '--json']));
      expect(w?.hint).toContain('declare it integer');
      expect(w?.hint).not.toContain('as a number');
    });

    it('a decimal for an input used in arithmetic stops when the inputs are bound, before any stage runs; the run then starts with an integer', async () => {
      const ws = workspaceWith({ 'num.yaml': flow('number'), 'int.yaml': flow('integer') });
      const bad = await ws.run(['run', 'num.yaml', '--run-id', 'r1', 'level=2.5', '--json']);
      expect(bad.code).toBe(4);
      expect(jsonOf(bad)['status']).toBe('WORKFLOW_INPUT_INVALID');
      expect(String(jsonOf(bad)['message'])).toMatch(/input level is '2\.5', but \{\{level\}\} stands where bash evaluates arithmetic in run: of step use/);
      expect(ws.exists('counter.txt')).toBe(false);
      const good = await ws.run(['run', 'num.yaml', '--run-id', 'r1', 'level=3', '--json']);
      expect(good.code, good.stdout).toBe(0);
      expect(ws.read('got.txt').trim()).toBe('90');
      // Declared integer: refused as such.
      const typed = await ws.run(['run', 'int.yaml', '--run-id', 'r2', 'level=2.5', '--json']);
      expect(jsonOf(typed)).toMatchObject({ status: 'WORKFLOW_INPUT_INVALID', exit_code: 4 });
      expect(String(jsonOf(typed)['message'])).toContain("input level must be an integer (inputs.types), got '2.5'");
    });

    it('an integer is decimal as bash reads it: no leading zero (010 is octal to bash, 08 an error), no more than 18 digits (wraps); signs and 0 are fine', { tags: [CAMPAIGN] }, async () => {
      const ws = workspaceWith({ 'int.yaml': flow('integer') });
      for (const [i, value] of ['010', '08', '99999999999999999999'].entries()) {
        const r = await ws.run(['run', 'int.yaml', '--run-id', `b${i}`, `level=${value}`, '--json']);
        expect(jsonOf(r), value).toMatchObject({ status: 'WORKFLOW_INPUT_INVALID', exit_code: 4 });
      }
      expect(ws.exists('counter.txt')).toBe(false);
      const negative = await ws.run(['run', 'int.yaml', '--run-id', 'g1', 'level=-3', '--json']);
      expect(negative.code, negative.stdout).toBe(0);
      expect(ws.read('got.txt').trim()).toBe('-90');
    });
  });
});
