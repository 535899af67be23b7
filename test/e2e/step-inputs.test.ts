/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON */
// A step's own inputs resolve in dependency order, whatever order the file writes them in
// (run/bindings.ts): `greeting: 'hello {{who}}'` before `who: world` is "hello world" in a step,
// a parallel branch and a foreach's per-item step alike; inputs that use each other are a
// validation error at the placeholder.
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { ITEM_LIB, table, wf } from './foreach-fixtures.js';
import { parallelYaml, ws as parallelWs } from './parallel-fixtures.js';
import { header, parentYaml, shellStep } from './child-workflow-fixtures.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

// The script reads only the variables: an input left unbound would reach it as "".
const SAYS = 'printf "%s|%s\\n" "$STAGEGATE_INPUT_GREETING" "$STAGEGATE_INPUT_WHO" >>says.txt';
// greeting first, using who, which comes later; punct uses greeting in turn (a chain of three).
const INPUTS = "{greeting: '{{punct}}hello {{who}}', who: '{{run_id}}-world', punct: '>'}";

describe('step inputs in dependency order', () => {
  it('a step: an input using one written after it is bound (validate and run agree)', { tags: [CAMPAIGN] }, async () => {
    const yaml = `version: '4.0'
name: order
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  a:
    run: 'source lib.sh; ${SAYS}; stage OK'
    inputs: ${INPUTS}
    output: 'runs/{{run_id}}/a.md'
    statuses: {OK: DONE}
`;
    const ws = workspaceWith({ 'wf.yaml': yaml });
    expect((await ws.run(['validate', 'wf.yaml'])).code).toBe(0);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r)['status'], r.stdout).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('says.txt')).toEqual(['>hello r1-world|r1-world']);
  });

  it('a parallel branch: the same', { tags: [CAMPAIGN] }, async () => {
    const yaml = parallelYaml({ one: { run: `${SAYS}; stage OK`, extra: [`inputs: ${INPUTS}`] } });
    const ws = parallelWs(yaml);
    expect((await ws.run(['validate', 'wf.yaml'])).code).toBe(0);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r)['status'], r.stdout).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('says.txt')).toEqual(['>hello r1-world|r1-world']);
  });

  it("a foreach's per-item step: the same, with the item's binding used by the later input", { tags: [CAMPAIGN] }, async () => {
    const yaml = wf({ design: `${ITEM_LIB}; ${SAYS}; finish OK`, perItemExtra: [] }).replace(
      "        output: 'runs/{{run_id}}/design/{{name_slug}}.md'",
      "        inputs: {greeting: 'hello {{who}}', who: '{{name_slug}}'}\n        output: 'runs/{{run_id}}/design/{{name_slug}}.md'",
    );
    const ws = workspaceWith({ 'wf.yaml': yaml, 'reg.md': table([['I1', 'Alpha One', '']]) });
    expect((await ws.run(['validate', 'wf.yaml'])).code).toBe(0);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r)['status'], r.stdout).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('says.txt')).toEqual(['hello alpha-one|alpha-one']);
  });

  it('inputs that use each other are SELF_REFERENCING_INPUT at the placeholder, even when the workflow declares one of them', { tags: [CAMPAIGN] }, async () => {
    const yaml = `version: '4.0'
name: cycle
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
  defaults: {who: world}
steps:
  a:
    run: 'source lib.sh; stage OK'
    inputs:
      greeting: 'hello {{who}}'
      who: '{{greeting}}!'
    output: 'runs/{{run_id}}/a.md'
    statuses: {OK: DONE}
`;
    const ws = workspaceWith({ 'wf.yaml': yaml });
    const v = await ws.run(['validate', 'wf.yaml', '--json']);
    expect(v.code).toBe(1);
    const errors = jsonOf(v)['errors'];
    expect(errors.map((e: any) => `${e.code}@${e.line}:${e.column}`)).toEqual(['SELF_REFERENCING_INPUT@11:24']);
    expect(errors[0].message).toContain('{{greeting}} -> {{who}} -> {{greeting}}');
    // The run refuses it before anything runs.
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(5);
    expect(jsonOf(r)['status']).toBe('WORKFLOW_CONTRACT_INVALID');
    expect(ws.exists('counter.txt')).toBe(false);
  });

  it("a child step's inputs that name each other are no loop (each resolves against the parent): validate passes and a fresh run completes", async () => {
    // run_id uses the parent's tag, tag the parent's run_id: the child gets run_id=c-t, tag=r1.
    const child = [...header('child', ['run_id'], ['  optional: [tag]']), ...shellStep('x', { OK: 'DONE' }, 'source lib.sh; printf "%s\\n" "$STAGEGATE_INPUT_TAG" >>tags.txt; stage OK')].join('\n') + '\n';
    const ws = workspaceWith({ 'wf.yaml': parentYaml({ inputs: "{run_id: 'c-{{tag}}', tag: '{{run_id}}'}", required: ['run_id', 'tag'] }), 'child.yaml': child });
    expect((await ws.run(['validate', 'wf.yaml'])).code).toBe(0);
    // --mode fresh resolves every step's outputs up front: it once bound this step's inputs as a loop.
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--mode', 'fresh', 'tag=t', '--json']);
    expect(jsonOf(r)['status'], r.stdout).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('tags.txt')).toEqual(['r1']);
    expect(ws.exists('runs/c-t/workflow_state.yaml')).toBe(true);
  });
});
