/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// Typed inputs through the built CLI: inputs.types in a native workflow (a wrong value stops
// before anything runs, a path must stay in the workspace, validate checks the declaration),
// and the types of maestro-flow inputs and CCW context variables checked at bind time.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const WORKFLOW = `version: '4.0'
name: typed
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id, count]
  optional: [dry_run, target]
  defaults: { dry_run: 'false', target: out }
  types: { count: number, dry_run: boolean, target: path }
steps:
  one:
    run: 'source lib.sh; count; finish OK'
    output: 'runs/{{run_id}}/one.md'
    statuses: { OK: DONE }
`;

describe('typed inputs', () => {
  it('a value of the wrong type stops before anything runs (exit 4); right values run', async () => {
    const ws = workspaceWith({ 'wf.yaml': WORKFLOW });
    const bad = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'count=many', '--json']);
    expect(bad.code).toBe(4);
    expect(jsonOf(bad)).toMatchObject({ status: 'WORKFLOW_INPUT_INVALID', message: expect.stringContaining("input count must be a number (inputs.types), got 'many'") });
    expect(ws.exists('runs/r1')).toBe(false);
    expect(ws.exists('counter.txt')).toBe(false);
    const flag = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'count=3', 'dry_run=maybe', '--json']);
    expect(jsonOf(flag)).toMatchObject({ status: 'WORKFLOW_INPUT_INVALID', message: expect.stringContaining('true or false') });
    const escape = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'count=3', 'target=../../etc', '--json']);
    expect(escape.code).toBe(5);
    expect(jsonOf(escape).status).toBe('PATH_OUTSIDE_WORKSPACE');
    const good = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'count=3.5', 'dry_run=TRUE', '--json']);
    expect(jsonOf(good).status, good.stderr).toBe('WORKFLOW_COMPLETE');
  });

  it('validate: a type for an undeclared name and a literal default of another type, at their lines', async () => {
    const broken = WORKFLOW.replace("defaults: { dry_run: 'false', target: out }", "defaults: { dry_run: 'sometimes', target: out }").replace('target: path }', 'target: path, ghost: number }');
    const ws = workspaceWith({ 'wf.yaml': broken });
    const r = await ws.run(['validate', 'wf.yaml', '--json']);
    expect(r.code).toBe(1);
    const codes = jsonOf(r).errors.map((e: any) => [e.code, e.line]);
    expect(codes).toEqual(expect.arrayContaining([['INPUT_DEFAULT_TYPE', 7], ['INPUT_TYPE_UNDECLARED', 8]]));
  });

  it('maestro-flow input types and CCW context types are checked when a run binds them', { tags: [CAMPAIGN] }, async () => {
    const fixture = (p: string) => readFileSync(join(REPO_ROOT, 'test', 'fixtures', 'formats', p), 'utf8');
    const ws = workspaceWith({ 'chains/full.json': fixture('maestro/full-lifecycle.json'), 'tpl/feature.json': fixture('ccw/feature-tdd-review.json') });
    // plan predicts the stop a run would hit: a typed input given a value of another type.
    expect(jsonOf(await ws.run(['plan', 'chains/full.json', '--run-id', 'm1', 'milestone_num=two', '--json']))).toMatchObject({ status: 'WORKFLOW_INPUT_INVALID', exit_code: 4 });
    const plan = await ws.run(['plan', 'chains/full.json', '--run-id', 'm1', 'phase=2', '--json', '--agent', 'command', '--agent-command', join(REPO_ROOT, 'test', 'fixtures', 'fake-agent')]);
    expect(plan.code, plan.stdout).toBe(0);
    const m = await ws.run(['run', 'chains/full.json', '--run-id', 'm1', 'milestone_num=two', 'phase=2', '--agent', 'claude', '--json']);
    expect(m.code).toBe(4);
    expect(jsonOf(m)).toMatchObject({ status: 'WORKFLOW_INPUT_INVALID', message: expect.stringContaining('milestone_num must be a number') });
    const c = await ws.run(['run', 'tpl/feature.json', '--run-id', 'c1', 'strict=yes', 'goal=x', '--agent', 'claude', '--json']);
    expect(jsonOf(c)).toMatchObject({ status: 'WORKFLOW_INPUT_INVALID', message: expect.stringContaining('strict must be true or false') });
    const p = await ws.run(['run', 'tpl/feature.json', '--run-id', 'c1', 'scope=/etc', 'goal=x', '--agent', 'claude', '--json']);
    expect(jsonOf(p).status).toBe('PATH_OUTSIDE_WORKSPACE');
  });
});

describe('a default grown past 1 MiB by the inputs a run gives (INPUT_DEFAULT_TOO_LARGE)', () => {
  it('is refused before anything runs, with a fix about the inputs, not about deep or cyclic defaults', async () => {
    const ws = workspaceWith({
      'wf.yaml': [
        "version: '4.0'",
        'name: big',
        "state_path: 'runs/{{run_id}}/state.yaml'",
        'inputs:',
        '  required: [run_id, topic]',
        '  optional: [title, body]',
        '  defaults:',
        "    title: '{{topic}} report'",
        `    body: '${Array(10).fill('{{title}}').join(' ')}'`,
        'steps:',
        '  a:',
        "    run: 'echo {{body}} > \"$STAGEGATE_OUTPUT\"'",
        "    output: 'runs/{{run_id}}/a.md'",
        '    statuses: {OK: DONE}',
        '',
      ].join('\n'),
    });
    expect((await ws.run(['validate', 'wf.yaml'])).code).toBe(0);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', `topic=${'a'.repeat(110_000)}`, '--json']);
    const j = jsonOf(r);
    expect(j['message']).toMatch(/INPUT_DEFAULT_TOO_LARGE: default 'body'/);
    expect(j['hint']).toMatch(/shorter values/);
    expect(j['hint']).not.toMatch(/so deeply/);
  });
});
