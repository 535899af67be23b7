// `validate <dir>`: which files a directory walk validates, by the one detection rule
// (formats/detect.ts detectWorkflow, docs/formats.md#detection). A file that is nearly a workflow
// (a misspelt detection key, a version beside only 4.0 keys) is validated and its mistake
// reported; a file that is not one is skipped and listed (a count in text, names in --json).
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { NATIVE_TOP_LEVEL_KEYS, detectWorkflow } from '../../src/core/formats/detect.js';
import { WorkflowFile } from '../../src/core/model/schema.js';

afterAll(removeWorkspaces);

const GOOD = `version: '4.0'
name: rel
state_path: 'runs/{{run_id}}/state.yaml'
steps:
  build:
    run: 'true'
    output: 'runs/{{run_id}}/build.md'
    statuses: {BUILT: DONE}
`;

describe('validate <dir>: the one detection rule', () => {
  it('validates a misspelt steps:, a misspelt version: and a version beside only 4.0 keys; skips and lists the rest', async () => {
    const ws = workspaceWith({
      'flows/good.yaml': GOOD,
      'flows/typo-steps.yaml': GOOD.replace(/^steps:/m, 'stpes:'),
      'flows/typo-version.yaml': GOOD.replace(/^version:/m, 'verison:'),
      // No state_path, steps mistyped: nearly a workflow only by the misspelt key.
      'flows/near.yaml': "version: '4.0'\nname: rel\nstep:\n  a: {run: 'true', statuses: {OK: DONE}}\n",
      'flows/only-version.yaml': "version: '4.0'\nname: rel\n",
      'flows/empty.yaml': '',
      'flows/dependabot.yml': 'version: 2\nupdates:\n  - package-ecosystem: npm\n',
      'flows/cloud.yaml': 'specs:\n  - a\n',
    });
    const text = await ws.run(['validate', '--strict', 'flows']);
    expect(text.code, text.stdout).toBe(1);
    expect(text.stdout).toContain("flows/typo-steps.yaml:4:1  error  UNKNOWN_KEY  unknown key 'stpes' in the workflow. Did you mean 'steps'?");
    expect(text.stdout).toContain("flows/typo-version.yaml:1:1  error  UNKNOWN_KEY  unknown key 'verison'");
    expect(text.stdout).toMatch(/flows\/near\.yaml:\d+:\d+ {2}error {2}UNKNOWN_KEY {2}unknown key 'step'/);
    expect(text.stdout).toMatch(/flows\/only-version\.yaml:\d+:\d+ {2}error /);
    expect(text.stdout).toContain('5 workflow files checked: ');
    expect(text.stdout).toContain('; 3 other YAML/JSON files skipped, not workflows (--json lists them)');
    const json = jsonOf(await ws.run(['validate', 'flows', '--json']));
    expect(json['files']).toEqual(['flows/good.yaml', 'flows/near.yaml', 'flows/only-version.yaml', 'flows/typo-steps.yaml', 'flows/typo-version.yaml']);
    expect(json['skipped']).toEqual([
      { file: 'flows/cloud.yaml', reason: 'no workflow keys' },
      { file: 'flows/dependabot.yml', reason: 'no workflow keys' },
      { file: 'flows/empty.yaml', reason: 'empty' },
    ]);
  });

  it('a file that does not parse is validated when a top-level key is a workflow one (its syntax error reported), else skipped and listed', async () => {
    const ws = workspaceWith({ 'flows/broken.yaml': `${GOOD}  bad: [unclosed\n`, 'flows/other.yaml': 'services:\n  a: [unclosed\n' });
    const json = jsonOf(await ws.run(['validate', 'flows', '--json']));
    expect(json['files']).toEqual(['flows/broken.yaml']);
    expect(json['skipped']).toEqual([{ file: 'flows/other.yaml', reason: 'does not parse, and has no workflow keys' }]);
    expect((json['errors'] as Array<{ file: string }>).map((e) => e.file)).toContain('flows/broken.yaml');
  });

  it('a folder with only good workflows lists nothing skipped and says nothing about it', async () => {
    const ws = workspaceWith({ 'flows/good.yaml': GOOD });
    const text = await ws.run(['validate', '--strict', 'flows']);
    expect(text.code, text.stdout).toBe(0);
    expect(text.stdout.trim().split('\n').at(-1)).toBe('1 workflow file checked: 0 errors, 0 warnings');
    expect(jsonOf(await ws.run(['validate', 'flows', '--json']))['skipped']).toEqual([]);
  });

  it('detectWorkflow: native by state_path, steps or phases; near by a misspelt key; the 4.0 top-level keys are the schema\'s', () => {
    expect(NATIVE_TOP_LEVEL_KEYS.slice().sort()).toEqual(Object.keys(WorkflowFile.shape).sort());
    expect(detectWorkflow({ state_path: 'x' })).toEqual({ kind: 'native' });
    expect(detectWorkflow({ name: 'x', phases: {} })).toEqual({ kind: 'native' });
    expect(detectWorkflow({ 'state-path': 'x', name: 'n' }).kind).toBe('near');
    expect(detectWorkflow({ stesp: {} }).kind).toBe('near');
    expect(detectWorkflow({ specs: {}, stages: [] }).kind).toBe('not');
    expect(detectWorkflow(null)).toEqual({ kind: 'not', reason: 'empty' });
  });
});

describe('validate --json with --format github', () => {
  it('is a usage error (exit 2): the two contradict each other', async () => {
    const ws = workspaceWith({ 'flows/good.yaml': GOOD });
    const r = await ws.run(['validate', 'flows', '--json', '--format', 'github']);
    expect(r.code).toBe(2);
    expect(jsonOf(r)).toMatchObject({ status: 'USAGE_ERROR', exit_code: 2 });
    expect(String(jsonOf(r)['message'])).toContain('--json and --format github contradict each other');
    expect((await ws.run(['validate', 'flows', '--json', '--format', 'json'])).code).toBe(0);
  });
});
