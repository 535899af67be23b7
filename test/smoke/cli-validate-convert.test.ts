// `stagegate validate` and `stagegate convert` through the built CLI: exit 0 clean, 1 findings
// (or warnings under --strict), 2 usage; --json, --format github; convert's YAML on stdout or --out.
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT, jsonOf, removeWorkspaces, workflowYaml, workspaceWith } from '../helpers/cli.js';
import { expectBuiltCli } from './smoke-support.js';

beforeAll(expectBuiltCli);
afterAll(removeWorkspaces);

const CLEAN = workflowYaml('clean', { a: { run: 'source lib.sh; stage OK', statuses: { OK: 'b' } }, b: { run: 'source lib.sh; stage OK' } });
const BROKEN = workflowYaml('broken', { a: { run: 'source lib.sh; stage OK', statuses: { OK: 'nowhere' } } });

describe('stagegate validate', () => {
  it("clean: exit 0 (text and --json, LOG_TOKENS set: the yaml library's token dump kept off stdout); a broken target: exit 1 with file, line and code (text, --json, --format github)", async () => {
    const ws = workspaceWith({ 'clean.yaml': CLEAN, 'broken.yaml': BROKEN });
    const clean = await ws.run(['validate', 'clean.yaml']);
    expect(clean.code, clean.stdout).toBe(0);
    expect(clean.stdout).toMatch(/0 errors, 0 warnings/);
    // LOG_TOKENS in the environment (the yaml library's token dump to stdout) leaves --json as the JSON alone.
    const cleanJson = await ws.run(['validate', 'clean.yaml', '--json'], { env: { LOG_TOKENS: '1' } });
    expect(cleanJson.code, cleanJson.stderr).toBe(0);
    expect(JSON.parse(cleanJson.stdout)).toMatchObject({ valid: true, errors: [], warnings: [], files: ['clean.yaml'] });
    expect(cleanJson.stderr).toBe('');

    const json = await ws.run(['validate', 'broken.yaml', '--json']);
    expect(json.code).toBe(1);
    expect(jsonOf(json)).toMatchObject({ valid: false, errors: [expect.objectContaining({ code: 'UNKNOWN_TARGET', file: 'broken.yaml', line: expect.any(Number) })] });
    const text = await ws.run(['validate', 'broken.yaml']);
    expect(text.code).toBe(1);
    expect(text.stdout).toMatch(/^broken\.yaml:\d+:\d+ +error +UNKNOWN_TARGET/m);
    const github = await ws.run(['validate', 'broken.yaml', '--format', 'github']);
    expect(github.code).toBe(1);
    expect(github.stdout).toMatch(/^::error file=broken\.yaml,line=\d+,col=\d+,title=UNKNOWN_TARGET::/m);
  });

  it("a collection as a key (an unquoted `name: {{X}}`): the findings on stdout, nothing on stderr (no Node warning past --json)", async () => {
    const ws = workspaceWith({ 'template.yaml': 'workflow:\n  id: component-flow\n  name: {{COMPONENTNAME}}\n  sequence:\n    - agent: dev\n      action: build\n' });
    const r = await ws.run(['validate', 'template.yaml', '--json']);
    expect(jsonOf(r).errors.map((e: { code: string }) => e.code)).toEqual(['AIOX_NAME_MISSING']);
    expect(r.stderr).toBe('');
  });

  it('warnings fail only under --strict; usage errors exit 2', async () => {
    const ws = workspaceWith({ 'empty/README.md': 'no workflows here\n' });
    expect((await ws.run(['validate', 'empty'])).code).toBe(0);
    expect((await ws.run(['validate', 'empty', '--strict'])).code).toBe(1);
    for (const args of [['validate', '.', '--format', 'xml']]) {
      const r = await ws.run(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(/^stagegate: /);
    }
  });
});

describe('stagegate convert', () => {
  it('prints the native 4.0 YAML of a CCW template, or writes it with --out; the result validates', async () => {
    const ws = workspaceWith({});
    cpSync(join(REPO_ROOT, 'test', 'fixtures', 'formats', 'ccw', 'quick-bugfix.json'), ws.path('quick-bugfix.json'));
    const printed = await ws.run(['convert', 'quick-bugfix.json']);
    expect(printed.code, printed.stderr).toBe(0);
    expect((parse(printed.stdout) as { version: string }).version).toBe('4.0');
    const written = await ws.run(['convert', 'quick-bugfix.json', '--out', 'native/quick-bugfix.yaml']);
    expect(written.code, written.stderr).toBe(0);
    expect(written.stdout).toBe('');
    expect(readFileSync(ws.path('native/quick-bugfix.yaml'), 'utf8')).toBe(printed.stdout);
    expect((await ws.run(['validate', 'native/quick-bugfix.yaml'])).code).toBe(0);
    const missing = await ws.run(['convert', 'nope.json']);
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).not.toMatch(/\n\s+at /);
  });
});
