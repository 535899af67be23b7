// One mistake, one finding (docs/validation.md), for imported formats as for native files: a
// mistyped target or node type is not also reported as the step it meant being unreachable, or as
// an edge to a node that exists; a misspelt `version:` is not also "version missing"; an
// unreachable imported step names only steps the user wrote (not an aiox retry helper).
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const MAESTRO = JSON.stringify({ id: 'g', name: 'G', version: '1.0.0', entry: 'plan', nodes: { plan: { type: 'command', cmd: 'plan', next: 'check' }, check: { type: 'command', cmd: 'check', next: 'finsh' }, finish: { type: 'command', cmd: 'finish', next: 'end' }, end: { type: 'terminal', status: 'success' } } }, null, 2);
const AIOX = ['workflow:', '  id: f', '  name: F', '  sequence:', '    - id: plan', '      agent: pm', '      action: Plan', '    - id: gate', '      meta: routing', '      condition: based_on_score', '      routes:', '        - name: ok', '          threshold: ">= 9"', '          target_step: biuld', '    - id: build', '      agent: dev', '      action: Build', '    - meta: end', ''].join('\n');
const CCW = JSON.stringify({ template_id: 't', name: 'T', version: '1.0', context_schema: { bug: { type: 'string', required: true } }, nodes: [{ id: 'N-001', type: 'command', name: 'Look', executor: 'workflow:debug', args_template: '{bug}' }, { id: 'N-002', type: 'skll', name: 'Fix', executor: 'workflow-lite-fix', args_template: 'x' }], edges: [{ from: 'N-001', to: 'N-002' }] }, null, 2);
const NATIVE = ["verison: '4.0'", 'name: n', "state_path: 'runs/{{run_id}}/s.yaml'", 'steps:', '  a:', "    run: 'true'", '    statuses: {OK: DONE}', ''].join('\n');
// Every route of the gate skips `build`: it is unreachable (a warning), and only it is named.
const AIOX_DEAD = AIOX.replace('target_step: biuld', 'target_step: ship').replace('    - meta: end', '    - id: ship\n      agent: dev\n      action: Ship\n    - meta: end');

const codes = async (files: Record<string, string>, file: string) => {
  const ws = workspaceWith(files);
  const out = jsonOf(await ws.run(['validate', file, '--json']));
  return [...(out['errors'] as Array<{ code: string; message: string }>), ...(out['warnings'] as Array<{ code: string; message: string }>)].filter((d) => d.code !== 'IMPORTED_FOLDER_MISSING');
};

describe('one mistake, one finding', () => {
  it.each([
    ['maestro next: finsh', { 'g.json': MAESTRO }, 'g.json', ['MAESTRO_TARGET_UNKNOWN']],
    ['aiox target_step: biuld', { 'f.yaml': AIOX }, 'f.yaml', ['AIOX_TARGET_UNKNOWN']],
    ['CCW "type": "skll"', { 't.json': CCW }, 't.json', ['CCW_NODE_TYPE_UNKNOWN']],
    ['native verison:', { 'n.yaml': NATIVE }, 'n.yaml', ['UNKNOWN_KEY']],
  ])('%s', async (_what, files, file, expected) => {
    expect((await codes(files, file)).map((d) => d.code)).toEqual(expected);
  });

  it('an unreachable imported step names what the user wrote, not the retry step stagegate added', { tags: [CAMPAIGN] }, async () => {
    const found = await codes({ 'f.yaml': AIOX_DEAD }, 'f.yaml');
    expect(found.map((d) => d.code)).toEqual(['UNREACHABLE_IMPORTED_STEP']);
    expect(found[0]!.message).toMatch(/^step 'build' can never run: no transition from the entry step 'plan' leads to it\. /);
    expect(found[0]!.message).not.toContain('_retry');
  });
});

describe('UNKNOWN_KEY words', () => {
  it("'<<' says YAML merge keys are not supported; the top-level allowed keys leave out agent_package_version", async () => {
    const text = ["version: '4.0'", 'name: m', "state_path: 'runs/{{run_id}}/s.yaml'", 'x-common: &common', '  max_visits: 3', 'steps:', '  a:', '    <<: *common', "    run: 'true'", '    statuses: {OK: DONE}', ''].join('\n');
    const found = await codes({ 'm.yaml': text }, 'm.yaml');
    const merge = found.find((d) => d.message.startsWith("unknown key '<<'"));
    expect(merge?.message).toContain('YAML merge keys (<<: *anchor) are not supported');
    const top = found.find((d) => d.message.startsWith("unknown key 'x-common'")) as { hint?: string } | undefined;
    expect(top?.hint).toContain('Allowed keys here: version, name');
    expect(top?.hint).not.toContain('agent_package_version');
  });
});
