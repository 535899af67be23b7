// `stagegate validate` and `stagegate convert` through the built CLI: exit 0 clean, 1 findings,
// 2 usage; --json on stdout alone; convert's YAML on stdout. Proved in-process instead (the same
// code as the bundle's): the text and github formats and --strict (test/e2e/validate-cli.test.ts),
// convert --out and that a converted file validates (test/e2e/convert-native.test.ts),
// that a collection as a key raises no Node warning (test/unit/yaml-warnings.test.ts; here, that
// none reaches stderr).
import { closeSync, cpSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT, jsonOf, removeWorkspaces, workflowYaml, workspaceWith } from '../helpers/cli.js';
import { ajvChunks, chunksLoaded, expectBuiltCli } from './smoke-support.js';

beforeAll(expectBuiltCli);
afterAll(removeWorkspaces);

const CLEAN = workflowYaml('clean', { a: { run: 'source lib.sh; stage OK', statuses: { OK: 'b' } }, b: { run: 'source lib.sh; stage OK' } });
const BROKEN = workflowYaml('broken', { a: { run: 'source lib.sh; stage OK', statuses: { OK: 'nowhere' } } });
/** A collection as a key (an unquoted `name: {{X}}`), which the yaml library warns about. */
const TEMPLATE = 'workflow:\n  id: component-flow\n  name: {{COMPONENTNAME}}\n  sequence:\n    - agent: dev\n      action: build\n';

describe('stagegate validate', () => {
  it("clean: exit 0, --json alone on stdout with LOG_TOKENS set (the yaml library's token dump kept off it), and none of ajv's chunks loaded (no gate_schema); findings: exit 1 with file, line and code, nothing on stderr (no Node warning past --json); usage: exit 2", async () => {
    const ws = workspaceWith({ 'clean.yaml': CLEAN, 'broken.yaml': BROKEN, 'template.yaml': TEMPLATE });
    const clean = chunksLoaded(['validate', 'clean.yaml', '--json'], ws.dir, { LOG_TOKENS: '1' });
    expect(clean.code, clean.stderr).toBe(0);
    expect(JSON.parse(clean.stdout)).toMatchObject({ valid: true, errors: [], warnings: [], files: ['clean.yaml'] });
    expect(clean.stderr).toBe('');
    expect(clean.chunks).toContain('index.js');
    expect(clean.chunks.filter((c) => ajvChunks().includes(c))).toEqual([]);

    const json = await ws.run(['validate', 'broken.yaml', 'template.yaml', '--json']);
    expect(json.code).toBe(1);
    const errors = jsonOf(json)['errors'] as Array<{ code: string; file: string }>;
    expect(errors).toContainEqual(expect.objectContaining({ code: 'UNKNOWN_TARGET', file: 'broken.yaml', line: expect.any(Number) }));
    expect(errors.filter((e) => e.file === 'template.yaml').map((e) => e.code)).toEqual(['AIOX_NAME_MISSING']);
    expect(json.stderr).toBe('');

    const usage = await ws.run(['validate', '.', '--format', 'xml']);
    expect(usage.code).toBe(2);
    expect(usage.stdout).toBe('');
    expect(usage.stderr).toMatch(/^stagegate: /);
  });
});

describe('stagegate convert', () => {
  it('prints the native 4.0 YAML of a CCW template on stdout; a missing file fails without a stack trace', async () => {
    const ws = workspaceWith({});
    cpSync(join(REPO_ROOT, 'test', 'fixtures', 'formats', 'ccw', 'quick-bugfix.json'), ws.path('quick-bugfix.json'));
    const printed = await ws.run(['convert', 'quick-bugfix.json']);
    expect(printed.code, printed.stderr).toBe(0);
    expect((parse(printed.stdout) as { version: string }).version).toBe('4.0');
    expect(printed.stderr).toBe('');
    const missing = await ws.run(['convert', 'nope.json']);
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).not.toMatch(/\n\s+at /);
  });
  // The three formats are refused alike in-process (test/e2e/convert-native.test.ts, "a maestro,
  // CCW or native JSON file holding a 3000-deep array"): here one of those the campaign saw abort.
  it('a maestro JSON file holding a 3000-deep array: YAML_TOO_DEEP, exit 1, as validate says (it aborted node: exit 134, a V8 fatal error)', () => {
    const ws = workspaceWith({});
    const deep = `${'['.repeat(3000)}${']'.repeat(3000)}`;
    const maestro = { id: 'mq', name: 'MQ', version: '1.0.0', entry: 'review', inputs: { phase: { type: 'string', required: true } }, nodes: { review: { type: 'command', cmd: 'quality-review', args: '{phase}', next: 'done' }, done: { type: 'terminal', status: 'success' } }, x: 1 };
    const file = 'maestro.json';
    writeFileSync(ws.path(file), JSON.stringify(maestro, null, 2).replace('"x": 1', `"x": ${deep}`));
    // Both streams to files, as the campaign ran it (the abort came with them redirected).
    const out = openSync(ws.path('out.txt'), 'w');
    const err = openSync(ws.path('err.txt'), 'w');
    const r = spawnSync(process.execPath, [join(REPO_ROOT, 'dist', 'cli', 'index.js'), 'convert', file], { cwd: ws.dir, stdio: ['ignore', out, err], timeout: 60_000, killSignal: 'SIGKILL' });
    closeSync(out);
    closeSync(err);
    const stderr = readFileSync(ws.path('err.txt'), 'utf8');
    expect(r.status, stderr.slice(0, 400)).toBe(1);
    expect(stderr).toContain(`${file}:1:1  error  YAML_TOO_DEEP`);
    expect(stderr).not.toMatch(/FATAL|Native stack trace|\n\s+at /);
  });
});
