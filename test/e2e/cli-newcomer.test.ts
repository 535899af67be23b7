// The mistakes a newcomer makes, through the built CLI, each answered with its cause: YAML that
// a misplaced colon or indentation broke, `version: 4.0` unquoted (accepted, with a warning), a
// workflow file outside the workspace (names -C, never runs there), a workflow in a repository
// nested in the workspace (a note), and the command line itself: help per command, bare
// `stagegate`, did-you-mean for commands and flags, and usage errors as JSON with --json.
import { cpSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, git, jsonOf, outsideDir, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const HEAD = "version: '4.0'\nname: demo\nstate_path: 'runs/{{run_id}}/state.yaml'\ninputs:\n  required: [run_id]\nsteps:\n";

describe('YAML mistakes', () => {
  it('an unquoted value holding ": " says to quote it, and shows how', async () => {
    const ws = workspaceWith({ 'wf.yaml': `${HEAD}  check:\n    run: echo "error: x"\n    output: runs/out.md\n    statuses:\n      OK: DONE\n` });
    const r = await ws.run(['validate', 'wf.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("wf.yaml:8:21  error  YAML_SYNTAX  the value of 'run' holds ': ' (after 'echo \"error'), which YAML reads as the start of a nested key: quote it");
    expect(r.stdout).toContain(`hint: Quote the whole value: run: 'echo "error: x"'`);
    // The same at run time, with the location.
    const run = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(run.code).toBe(5);
    expect(run.stdout).toContain('quote it');
    expect(run.stdout).toContain('at:       wf.yaml:8:21');
  });

  it('a list item of prose holding ": " says to quote the item, and shows how', async () => {
    // An aiox-squads shape: criteria written as a list of sentences, one with "name: {a}/{b}" in it.
    const body = `  check:\n    run: 'true'\n    output: runs/out.md\n    statuses:\n      OK: DONE\n    description: criteria\n`;
    const ws = workspaceWith({ 'wf.yaml': `${HEAD}${body}criteria:\n  - Names follow the pattern: {area}/{variant}\n  - gh pr create --title "feat: {title} [{id}]"\n` });
    const r = await ws.run(['validate', 'wf.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("wf.yaml:14:29  error  YAML_SYNTAX  the list item 'Names follow the pattern: {area}/{variant}' holds ': ' (after 'Names follow the pattern'), which YAML reads as the start of a key: quote the item");
    expect(r.stdout).toContain("hint: Quote the whole item: - 'Names follow the pattern: {area}/{variant}'");
    const second = workspaceWith({ 'wf.yaml': `${HEAD}${body}criteria:\n  - gh pr create --title "feat: {title} [{id}]"\n` });
    expect((await second.run(['validate', 'wf.yaml'])).stdout).toContain(`the list item 'gh pr create --title "feat: {title} [{id}]"' holds ': ' (after 'gh pr create --title "feat')`);
    // A comment after the item stays out of the quotes the hint shows.
    const commented = workspaceWith({ 'wf.yaml': `${HEAD}${body}criteria:\n  - Names follow the pattern: {area}/{variant}  # see the guide\n` });
    const out = (await commented.run(['validate', 'wf.yaml'])).stdout;
    expect(out).toContain("hint: Quote the whole item: - 'Names follow the pattern: {area}/{variant}'  (inside single quotes");
    expect(out).not.toContain('see the guide');
  });

  it('a value that starts with a placeholder, unquoted, says YAML reads it as a mapping and shows it quoted', async () => {
    // Followed by more text: a syntax error at the line, at the value's column.
    const ws = workspaceWith({ 'wf.yaml': `${HEAD.replace("state_path: 'runs/{{run_id}}/state.yaml'", 'state_path: {{artifact_root}}/state.yaml  # the state')}  check:\n    run: echo hi\n    output: runs/out.md\n    statuses:\n      OK: DONE\n`.replace('  required: [run_id]\n', '  required: [run_id]\n  defaults:\n    artifact_root: runs/{{run_id}}\n') });
    const [e, ...rest] = jsonOf(await ws.run(['validate', 'wf.yaml', '--json'])).errors;
    expect(rest).toEqual([]);
    expect(e).toMatchObject({ code: 'YAML_SYNTAX', line: 3, column: 13 });
    expect(e.message).toContain("the value of 'state_path' starts with '{{' unquoted, which YAML reads as a mapping ({ ... }), not as text: quote it");
    expect(e.hint).toContain("Quote the whole value: state_path: '{{artifact_root}}/state.yaml'");
    const run = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(run.code).toBe(5);
    expect(run.stdout).toContain("starts with '{{' unquoted");
    // The placeholder alone parses, as a mapping: the shape error says why, and a plain value's too.
    ws.write('alone.yaml', `${HEAD.replace('  required: [run_id]\n', '  required: [run_id, out]\n  defaults:\n    note: {{out}}\n')}  check:\n    run: echo hi\n    output: {{out}}\n    statuses:\n      OK: DONE\n`);
    const alone = jsonOf(await ws.run(['validate', 'alone.yaml', '--json'])).errors;
    expect(alone.map((d: { code: string; line: number; column: number }) => [d.code, d.line, d.column])).toEqual([
      ['INVALID_TYPE', 7, 11],
      ['INVALID_TYPE', 11, 13],
    ]);
    expect(alone[0].message).toBe("inputs.defaults.note must be a plain value (a string, a finite number, true/false or null); got a mapping: the value of 'note' starts with '{{' unquoted, which YAML reads as a mapping ({ ... }), not as text: quote it");
    expect(alone[1].message).toBe("steps.check.output must be a string, got a mapping: the value of 'output' starts with '{{' unquoted, which YAML reads as a mapping ({ ... }), not as text: quote it");
    expect(alone[1].hint).toContain("Quote the whole value: output: '{{out}}'");
  });

  it('an error at the end of the file (an unclosed bracket) points into the file, not a line past its end', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'bad.yml': 'version: "4.0"\nname: y\nsteps:\n  a: [unclosed\n' });
    const [e] = jsonOf(await ws.run(['validate', 'bad.yml', '--json'])).errors;
    expect(e).toMatchObject({ code: 'YAML_SYNTAX', line: 4, column: 15 });
  });

  it('an over-indented key names both lines and their indentation', async () => {
    const ws = workspaceWith({ 'wf.yaml': `${HEAD}  check:\n    run: echo hi\n     output: runs/out.md\n    statuses:\n      OK: DONE\n` });
    const r = await ws.run(['validate', 'wf.yaml', '--json']);
    const [e] = jsonOf(r).errors;
    expect(e).toMatchObject({ code: 'YAML_SYNTAX', line: 9, column: 6 });
    expect(e.message).toContain("'output' on line 9 is indented 5 spaces, deeper than 'run' on line 8 (4 spaces), so YAML reads it as part of run's value: over-indented");
    expect(jsonOf(r).errors).toHaveLength(1);
  });

  it('an under-indented key between two neighbours is the one named', async () => {
    const ws = workspaceWith({ 'wf.yaml': `${HEAD}  check:\n    run: echo hi\n  output: runs/out.md\n    statuses:\n      OK: DONE\n` });
    const [e] = jsonOf(await ws.run(['validate', 'wf.yaml', '--json'])).errors;
    expect(e).toMatchObject({ code: 'YAML_SYNTAX', line: 9, column: 3 });
    expect(e.message).toContain("'output' on line 9 is indented 2 spaces, less than the keys around it (4 spaces, like line 8 above and line 10 below): under-indented");
    expect(e.hint).toBe("Indent 'output:' by 4 spaces, like its neighbours.");
  });

  it('a tab in the indentation: one finding, at the line with the tab (not three at the lines below)', async () => {
    const ws = workspaceWith({ 'wf.yaml': `${HEAD}  check:\n\trun: echo hi\n    output: runs/out.md\n    statuses:\n      OK: DONE\n` });
    const errors = jsonOf(await ws.run(['validate', 'wf.yaml', '--json'])).errors;
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'YAML_SYNTAX', line: 8, column: 1 });
    expect(errors[0].message).toContain('line 8 is indented with a tab, and YAML indents with spaces only');
  });

  it('a key one space off between two levels: one finding at its line, naming both columns it could mean', async () => {
    const ws = workspaceWith({ 'wf.yaml': `${HEAD}  check:\n    run: echo hi\n   output: runs/out.md\n    statuses:\n      OK: DONE\n` });
    const errors = jsonOf(await ws.run(['validate', 'wf.yaml', '--json'])).errors;
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'YAML_SYNTAX', line: 9, column: 4 });
    expect(errors[0].hint).toBe("Indent 'output' like the keys of its mapping: 2 spaces (a sibling of 'check') or 4 spaces (a sibling of 'run').");
  });

  it('a first step id indented off the usual step is named at its own line, not at the next step id', async () => {
    const ws = workspaceWith({ 'wf.yaml': `${HEAD}   check:\n    run: echo hi\n    output: runs/out.md\n    statuses:\n      OK: DONE\n  after:\n    run: echo hi\n` });
    const errors = jsonOf(await ws.run(['validate', 'wf.yaml', '--json'])).errors;
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'YAML_SYNTAX', line: 7, column: 4 });
    expect(errors[0].message).toContain("'check' on line 7 is indented 3 spaces, but 'after' on line 12, a key of the same mapping (under 'steps' on line 6), is indented 2 spaces");
  });

  it('a key deeper than a key with its value on its line: over-indented, at its line', async () => {
    const ws = workspaceWith({ 'wf.yaml': `${HEAD}  check:\n    run: echo hi\n    output: 'runs/out.md'\n     statuses:\n      OK: DONE\n` });
    const errors = jsonOf(await ws.run(['validate', 'wf.yaml', '--json'])).errors;
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'YAML_SYNTAX', line: 10, column: 6 });
    expect(errors[0].message).toContain("'statuses' on line 10 is indented 5 spaces, deeper than 'output' on line 9 (4 spaces), which opens no block: over-indented");
  });

  it('a step key indented like a step id: one KEY_MISINDENTED naming the step it belongs to', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': `${HEAD}  check:\n    run: echo hi\n    output: runs/out.md\n  statuses:\n    OK: DONE\n` });
    const out = jsonOf(await ws.run(['validate', 'wf.yaml', '--json']));
    expect(out.errors).toHaveLength(1);
    expect(out.errors[0]).toMatchObject({ code: 'KEY_MISINDENTED', line: 10, column: 3 });
    expect(out.errors[0].message).toContain("'statuses' is a step key, but it is indented like a step id (2 spaces): under-indented — it belongs to step 'check' above");
    expect(out.errors[0].hint).toBe("Indent 'statuses:' by 4 spaces, like the other keys of its step.");
  });

  it('version: 4.0 unquoted is accepted with a warning, and the workflow runs', async () => {
    const ws = workspaceWith({ 'wf.yaml': `${HEAD.replace("version: '4.0'", 'version: 4.0')}  check:\n    run: source lib.sh; finish OK\n    output: runs/{{run_id}}/out.md\n    statuses:\n      OK: DONE\n` });
    const v = await ws.run(['validate', 'wf.yaml']);
    expect(v.code).toBe(0);
    expect(v.stdout).toContain("wf.yaml:1:1  warning  VERSION_NOT_QUOTED  version 4.0 is not quoted, so YAML reads it as the number 4; it is taken as '4.0'");
    expect((await ws.run(['validate', 'wf.yaml', '--strict'])).code).toBe(1);
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('WORKFLOW_COMPLETE');
    // Any other number is still unsupported.
    ws.write('v3.yaml', `${HEAD.replace("version: '4.0'", 'version: 3')}  check:\n    run: echo\n    output: runs/out.md\n    statuses:\n      OK: DONE\n`);
    const three = jsonOf(await ws.run(['validate', 'v3.yaml', '--json']));
    expect(three.errors[0]).toMatchObject({ code: 'UNSUPPORTED_VERSION', line: 1 });
    // No version at all (a file named on the command line with a top-level steps:) says it is missing.
    ws.write('none.yaml', `${HEAD.replace("version: '4.0'\n", '')}  check:\n    run: echo\n    output: runs/out.md\n    statuses:\n      OK: DONE\n`);
    const none = jsonOf(await ws.run(['validate', 'none.yaml', '--json']));
    expect(none.errors).toEqual([expect.objectContaining({ code: 'UNSUPPORTED_VERSION', message: 'version: is missing (supported: 4.0)', hint: "Add version: '4.0' at the top of the file." })]);
  });
});

describe('the workspace', () => {
  it('a workflow file outside the workspace is refused, naming the workspace and the -C that fits; nothing is written', async () => {
    const ws = workspaceWith({});
    const elsewhere = outsideDir();
    git(elsewhere, ['init', '-q']);
    mkdirSync(`${elsewhere}/flows`);
    const wfPath = `${elsewhere}/flows/wf.yaml`;
    writeFileSync(wfPath, `${HEAD}  check:\n    run: echo hi\n    output: runs/out.md\n    statuses:\n      OK: DONE\n`);
    const r = await ws.run(['run', wfPath, '--run-id', 'r1', '--json']);
    expect(r.code).toBe(5);
    const json = jsonOf(r);
    expect(json.status).toBe('PATH_OUTSIDE_WORKSPACE');
    expect(json.message).toContain(`workflow file '${wfPath}' is outside the workspace ${ws.dir}`);
    expect(json.hint).toContain(`-C ${elsewhere} … flows/wf.yaml`);
    expect(json.hint).toContain('-C DIR');
    expect(ws.exists('runs')).toBe(false);
    expect(ws.exists('LATEST_RUN.md')).toBe(false);
    // With -C it runs there.
    const status = await ws.run(['status', 'flows/wf.yaml', '--run-id', 'r1', '-C', elsewhere, '--json']);
    expect(jsonOf(status).status).toBe('NOT_STARTED');
    // validate names the same -C.
    const v = await ws.run(['validate', wfPath]);
    expect(v.code).toBe(1);
    expect(v.stdout).toContain(`PATH_OUTSIDE_WORKSPACE  validate target '${wfPath}' is outside the workspace ${ws.dir}`);
    expect(v.stdout).toContain(`-C ${elsewhere} … flows/wf.yaml`);
    expect(jsonOf(await ws.run(['validate', '-C', elsewhere, 'flows/wf.yaml', '--json'])).valid).toBe(true);
    // A path with a space or a shell character is one quoted word in the -C it names.
    mkdirSync(`${elsewhere}/my flows`);
    writeFileSync(`${elsewhere}/my flows/$(id).yaml`, 'version: 1\n');
    const odd = await ws.run(['validate', `${elsewhere}/my flows/$(id).yaml`]);
    expect(odd.stdout).toContain(`-C ${elsewhere} … 'my flows/$(id).yaml'`);
  });

  it('every other path outside the workspace names -C too', async () => {
    const ws = workspaceWith({ 'wf.yaml': `${HEAD}  check:\n    run: echo hi\n    output: ../out.md\n    statuses:\n      OK: DONE\n` });
    const r = jsonOf(await ws.run(['validate', 'wf.yaml', '--json']));
    const escape = r.errors.find((e: { code: string }) => e.code === 'PATH_OUTSIDE_WORKSPACE');
    expect(escape.hint).toContain('-C DIR');
    const v = await ws.run(['validate', '../elsewhere']);
    expect(v.stdout).toContain('-C DIR');
    // The '..' quoted as validate quotes it: the sentence's own full stop follows it.
    expect(v.stdout).toContain("validate target '../elsewhere' is outside the workspace");
    expect(v.stdout).toContain(": it climbs out with '..'.");
    const run = await ws.run(['run', '../elsewhere/wf.yaml', '--run-id', 'r1']);
    expect(run.code).toBe(5);
    expect(run.stdout).toMatch(/^PATH_OUTSIDE_WORKSPACE {2}workflow file '\.\.\/elsewhere\/wf\.yaml' is outside the workspace .*: it climbs out with '\.\.'\.\n/);
  });

  it('with -C, a workflow path given from the current directory (not the workspace) is named as it would be found', async () => {
    const ws = workspaceWith({ 'proj/flows/wf.yaml': `${HEAD}  check:\n    run: echo hi\n    output: runs/out.md\n    statuses:\n      OK: DONE\n` });
    const r = await ws.run(['status', 'proj/flows/wf.yaml', '-C', 'proj', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(5);
    const j = jsonOf(r);
    expect(j.message).toContain('the workflow file does not exist');
    expect(j.hint).toContain(`relative to the workspace ${ws.path('proj')}`);
    expect(j.hint).toContain('flows/wf.yaml exists there: pass that');
    // A path nothing resembles gets the plain fix.
    const none = jsonOf(await ws.run(['status', 'nowhere/wf.yaml', '--run-id', 'r1', '--json']));
    expect(none.hint).toBe(`Pass the path of a workflow YAML file, relative to the workspace ${ws.dir}.`);
  });

  it('a workflow path with the other extension or a typo names the file beside it (run, status, validate)', async () => {
    const ws = workspaceWith({ 'flows/workflow.yaml': `${HEAD}  check:\n    run: echo hi\n    output: runs/out.md\n    statuses:\n      OK: DONE\n` });
    const run = jsonOf(await ws.run(['run', 'flows/workflow.yml', '--run-id', 'r1', '--json']));
    expect(run.hint).toBe(`Did you mean flows/workflow.yaml? Pass the path of a workflow YAML file, relative to the workspace ${ws.dir}.`);
    const status = jsonOf(await ws.run(['status', 'flows/workflw.yaml', '--run-id', 'r1', '--json']));
    expect(status.hint).toContain('Did you mean flows/workflow.yaml?');
    const v = await ws.run(['validate', 'flows/workflow.yml']);
    expect(v.code).toBe(1);
    expect(v.stdout).toContain('flows/workflow.yml  error  WORKFLOW_FILE_UNREADABLE  no such file or directory. Did you mean flows/workflow.yaml?');
  });

  it('a workflow name that merely shares the extension with a file beside it gets no suggestion (nope.yaml is not ap.yaml)', async () => {
    const ws = workspaceWith({ 'wf/ap.yaml': `${HEAD}  check:\n    run: echo hi\n    output: runs/out.md\n    statuses:\n      OK: DONE\n`, 'wf/review.yaml': 'version: 1\n' });
    const run = jsonOf(await ws.run(['run', 'wf/nope.yaml', '--run-id', 'x', '--json']));
    expect(run.hint).toBe(`Pass the path of a workflow YAML file, relative to the workspace ${ws.dir}.`);
    const v = await ws.run(['validate', 'wf/nope.yaml']);
    expect(v.stdout).toContain('wf/nope.yaml  error  WORKFLOW_FILE_UNREADABLE  no such file or directory\n');
    // A one-letter slip in a short name still finds it.
    expect(jsonOf(await ws.run(['run', 'wf/reveiw.yaml', '--run-id', 'x', '--json'])).hint).toContain('Did you mean wf/review.yaml?');
  });

  it('a workflow in a repository nested in the workspace: a note says where its stages run and which -C would change it', async () => {
    const ws = workspaceWith({});
    ws.write('inner/wf.yaml', `${HEAD}  check:\n    run: source ../lib.sh 2>/dev/null || true; echo hi\n    output: runs/out.md\n    statuses:\n      OK: DONE\n`);
    git(ws.path('inner'), ['init', '-q']);
    const r = await ws.run(['run', 'inner/wf.yaml', '--run-id', 'r1']);
    expect(r.stderr).toContain(`stagegate: note: inner/wf.yaml belongs to the repository inner, nested in the workspace ${ws.dir}`);
    expect(r.stderr).toContain('pass -C inner');
  });
});

describe('run from a folder inside the repository', () => {
  it("a stage not found (exit 127) because the workflow's paths are written from the repository root: a note names -C", async () => {
    const ws = workspaceWith({
      'flows/check.sh': 'printf "# ok\\n" >"$STAGEGATE_OUTPUT"; stagegate gate OK\n',
      'flows/wf.yaml': `${HEAD}  check:\n    run: bash flows/check.sh\n    output: runs/{{run_id}}/check.md\n    statuses:\n      OK: DONE\n`,
    });
    const inside = await ws.run(['run', 'wf.yaml', '--run-id', 'r1'], { cwd: ws.path('flows') });
    expect(inside.code).toBe(6);
    expect(inside.stderr).toContain(`stagegate: note: the stage ran in the workspace ${ws.path('flows')}, a folder inside the repository ${ws.dir}`);
    expect(inside.stderr).toContain('run it from there as flows/wf.yaml, or pass -C .. and name it flows/wf.yaml.');
    // Following it runs.
    const fixed = await ws.run(['run', 'flows/wf.yaml', '--run-id', 'r2', '-C', '..'], { cwd: ws.path('flows') });
    expect(fixed.code, fixed.stdout + fixed.stderr).toBe(0);
    expect(fixed.stderr).not.toContain('note:');
  });
});

describe('init in a folder of a repository', () => {
  it('says GitHub reads workflows only from the root, and what to move where; at the root it says nothing', async () => {
    const ws = workspaceWith({});
    const r = await ws.run(['init', 'services/api']);
    expect(r.code, r.stderr).toBe(0);
    expect(ws.exists('services/api/.github/workflows/stagegate.yml')).toBe(true);
    expect(r.stdout).toContain('  note:    GitHub runs only the workflows in .github/workflows/ (the repository\'s root): move .github/workflows/stagegate.yml there and give its stagegate step working-directory: services/api');
    const root = await workspaceWith({}).run(['init']);
    expect(root.code, root.stderr).toBe(0);
    expect(root.stdout).not.toContain('note:');
  });

  it('--json lists the same note in warnings, with the text\'s other lines after next:', async () => {
    const ws = workspaceWith({});
    const r = await ws.run(['init', 'services/api', '--json']);
    expect(r.code, r.stderr).toBe(0);
    // (Before: the JSON had no trace of it.)
    const warnings = jsonOf(r).warnings as string[];
    expect(warnings).toContain("GitHub runs only the workflows in .github/workflows/ (the repository's root): move .github/workflows/stagegate.yml there and give its stagegate step working-directory: services/api");
    // Every line the text prints after next:, word for word, in the same order.
    const text = await workspaceWith({}).run(['init', 'services/api']);
    const said = text.stdout.split('\n').slice(text.stdout.split('\n').findIndex((l) => l.startsWith('  next:')) + 1).filter((l) => l !== '');
    expect(said.map((l) => l.replace(/^ {2}(schema|then|note): +/, ''))).toEqual(warnings);
    // At the root: no repository note.
    const root = jsonOf(await workspaceWith({}).run(['init', '--json']));
    expect((root.warnings as string[] | undefined) ?? []).not.toContainEqual(expect.stringContaining('GitHub runs only'));
  });
});

describe('init: the schema comment', () => {
  it('without the package in the project it names the published schema, which is found only once this version is on npm, and says so: a schema line with the copies to point it at', async () => {
    const ws = workspaceWith({});
    const r = await ws.run(['init']);
    expect(r.code, r.stderr).toBe(0);
    const version = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
    const url = `https://unpkg.com/stagegate@${version}/schema/workflow.schema.json`;
    expect(ws.read('stagegate/workflow.yaml').split('\n')[0]).toBe(`# yaml-language-server: $schema=${url}`);
    const line = r.stdout.split('\n').find((l) => l.startsWith('  schema:'));
    expect(line, r.stdout).toBeDefined();
    expect(line).toContain(`names ${url}, found only once stagegate ${version} is on npm (until then an editor finds no schema)`);
    // This stagegate's own copy, as a path from the workflow's folder that leads to it.
    const own = /\$schema=(\S+) \(this stagegate's copy\)/.exec(line!)?.[1];
    expect(own).toBeDefined();
    expect(readFileSync(join(ws.path('stagegate'), own!), 'utf8')).toBe(readFileSync(join(REPO_ROOT, 'schema', 'workflow.schema.json'), 'utf8'));
    expect(line).toContain('$schema=../node_modules/stagegate/schema/workflow.schema.json with the package installed in the project');
  });

  it('with the package installed in the project: its copy, and no schema line', async () => {
    const ws = workspaceWith({ 'node_modules/stagegate/schema/workflow.schema.json': '{}' });
    const r = await ws.run(['init']);
    expect(r.code, r.stderr).toBe(0);
    expect(ws.read('stagegate/workflow.yaml').split('\n')[0]).toBe('# yaml-language-server: $schema=../node_modules/stagegate/schema/workflow.schema.json');
    expect(r.stdout).not.toContain('schema:');
  });
});

describe('init DIR: what it prints to run next', () => {
  it('pasted where init was typed, runs the scaffold in DIR (-C DIR, quoted: a DIR with a space); --json gives the same command', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({});
    const r = await ws.run(['init', 'my project']);
    expect(r.code, r.stderr).toBe(0);
    const next = r.stdout.split('\n').find((l) => l.startsWith('  next:'))!.replace(/^ {2}next: +/, '');
    expect(next).toBe("stagegate -C 'my project' run stagegate/workflow.yaml --run-id first");
    // The words a shell reads from the pasted line, run here (in the folder init ran in).
    const words = spawnSync('sh', ['-c', `set -- ${next}; printf '%s\\0' "$@"`], { encoding: 'utf8' }).stdout.split('\0').slice(0, -1);
    expect(words[0]).toBe('stagegate');
    const run = await ws.run([...words.slice(1), '--json']);
    expect(jsonOf(run).status, run.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.exists('my project/stagegate/runs/first/summary.md')).toBe(true);
    const json = jsonOf(await workspaceWith({}).run(['init', 'my project', '--json']));
    expect(json.next_command).toBe(next);
  });
});

describe('the command line', () => {
  it('every command has its own --help: usage, its flags, an example (and the parser takes every flag it lists)', async () => {
    // All commands in-process: test/unit/cli-args.test.ts. Here three, the way a user sees them.
    const ws = workspaceWith({});
    for (const command of ['run', 'gate', 'clean']) {
      const h = await ws.run([command, '--help']);
      expect(h.code, command).toBe(0);
      expect(h.stdout, command).toContain(`Usage:\n  stagegate ${command}`);
      expect(h.stdout, command).toMatch(/\nExamples?:\n {2}stagegate /);
      const flags = [...h.stdout.matchAll(/^ {2}(?:-\w, | {4})(--[\w-]+)/gm)].map((m) => m[1]!).filter((f) => f !== '--help');
      expect(flags.length, command).toBeGreaterThan(1);
      // One invocation with every listed flag: none is unknown to the parser or refused for this command.
      const r = await ws.run([command, ...flags.flatMap((f) => [f, '1'])]);
      expect(r.stderr, command).not.toMatch(/unknown flag|does not apply/);
    }
    expect((await ws.run(['help', 'gate'])).stdout).toBe((await ws.run(['gate', '-h'])).stdout);
  });

  it("the top-level help names every exit status docs/cli.md's table does; gate --help says --set takes a [list]", async () => {
    const ws = workspaceWith({});
    const table = readFileSync(join(REPO_ROOT, 'docs', 'cli.md'), 'utf8');
    const documented = [...table.matchAll(/^\| (\d+) \| /gm)].map((m) => m[1]!);
    expect(documented).toEqual(expect.arrayContaining(['0', '70', '130']));
    const help = (await ws.run(['--help'])).stdout;
    const exits = help.slice(help.indexOf('Exit status:'));
    expect(documented.filter((code) => !new RegExp(`(^|[\\s;:(])${code} `).test(exits))).toEqual([]);
    expect(exits).toContain('143');
    expect((await ws.run(['gate', '--help'])).stdout).toMatch(/--set KEY=VALUE +.*\[list\]/);
  });

  it('unknown commands and flags get a did-you-mean; --json makes a usage error a JSON object', async () => {
    const ws = workspaceWith({});
    const cmd = await ws.run(['stauts', 'wf.yaml']);
    expect(cmd.code).toBe(2);
    expect(cmd.stderr).toContain("unknown command 'stauts'. Did you mean 'status'?");
    const flag = await ws.run(['run', 'wf.yaml', '--run-di', 'r1']);
    expect(flag.code).toBe(2);
    expect(flag.stderr).toContain("unknown flag '--run-di' for 'run'. Did you mean '--run-id'?");
    expect(flag.stderr).toContain("Run 'stagegate run --help' for usage.");
    const json = await ws.run(['run', 'wf.yaml', '--run-di', 'r1', '--json']);
    expect(json.code).toBe(2);
    expect(json.stderr).toBe('');
    expect(jsonOf(json)).toEqual({ status: 'USAGE_ERROR', exit_code: 2, message: "unknown flag '--run-di' for 'run'. Did you mean '--run-id'?", hint: "Run 'stagegate run --help' for usage." });
    const agent = await ws.run(['run', 'wf.yaml', '--agent', 'cluade']);
    expect(agent.stderr).toContain("Did you mean 'claude'?");
  });
});

describe("a stage's output in a folder nothing made yet", () => {
  // The stage writes with a plain redirection: no mkdir of its own.
  const PLAIN = `printf 'WORKFLOW_GATE:\\n  workflow: demo\\n  step: %s\\n  status: OK\\n  unresolved_critical: 0\\n  unresolved_high: 0\\n  source_resolvable_open: 0\\n  artifact: %s\\n  next_recommended: null\\n' "$STAGEGATE_STEP" "$STAGEGATE_ARTIFACT" >"$STAGEGATE_OUTPUT"`;

  it('the runner makes the folder before the stage starts', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': `${HEAD}  write:\n    run: ${JSON.stringify(PLAIN)}\n    output: 'runs/{{run_id}}/deep/er/out.md'\n    statuses:\n      OK: DONE\n` });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r).status).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('runs/r1/deep/er/out.md')).toContain('status: OK');
  });

  it('through a link on the way that stays inside the workspace', async () => {
    const ws = workspaceWith({ 'wf.yaml': `${HEAD}  write:\n    run: ${JSON.stringify(PLAIN)}\n    output: 'runs/{{run_id}}/deep/er/out.md'\n    statuses:\n      OK: DONE\n`, 'build/.keep': '' });
    symlinkSync('build', ws.path('runs'));
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r).status).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('build/r1/deep/er/out.md')).toContain('status: OK');
  });

  it('never through a link out of the workspace that an earlier stage made on the way', async () => {
    const outside = outsideDir();
    const link = `mkdir -p runs/r1 && ln -s ${JSON.stringify(outside)} runs/r1/link && ${PLAIN}`;
    const ws = workspaceWith({
      'wf.yaml': `${HEAD}  first:\n    run: ${JSON.stringify(link)}\n    output: 'runs/{{run_id}}/first.md'\n    statuses:\n      OK: second\n  second:\n    run: ${JSON.stringify(PLAIN)}\n    output: 'runs/{{run_id}}/link/sub/out.md'\n    statuses:\n      OK: DONE\n`,
    });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r).status).toBe('PATH_OUTSIDE_WORKSPACE');
    expect(jsonOf(r).completed_steps).toEqual(['first']);
    expect(readdirSync(outside)).toEqual([]);
  });
});

describe('the README', () => {
  it('the maestro-flow example runs as printed, without an agent CLI installed (the repo fake agent)', { tags: [CAMPAIGN] }, async () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    // The command as printed: its line and the lines continuing it (a trailing backslash), comment dropped.
    const lines = readme.split('\n');
    const start = lines.findIndex((l) => l.includes('run test/fixtures/formats/maestro/quality-loop.json') || (l.startsWith('FAKE_AGENT_SCENARIO=') && l.endsWith('\\')));
    expect(start, 'the README shows the maestro example').toBeGreaterThanOrEqual(0);
    let text = '';
    for (let i = start; i < lines.length; i++) {
      const line = lines[i]!.replace(/\s+#.*$/, '');
      text += ` ${line.replace(/\\$/, '')}`;
      if (!line.endsWith('\\')) break;
    }
    const words = text.trim().split(/\s+/);
    const env: Record<string, string> = {};
    while (/^[A-Z_]+=/.test(words[0]!)) {
      const [name, ...value] = words.shift()!.split('=');
      env[name!] = value.join('=');
    }
    expect(words.slice(0, 2)).toEqual(['node', 'dist/cli/index.js']);
    const args = words.slice(2);
    // A workspace holding what the command names from the repository (the clone it runs in).
    const ws = workspaceWith({});
    for (const file of args.filter((w) => w.startsWith('test/fixtures/')).concat(Object.values(env).filter((v) => v.startsWith('test/fixtures/')))) {
      mkdirSync(dirname(join(ws.dir, file)), { recursive: true });
      cpSync(join(REPO_ROOT, file), join(ws.dir, file));
    }
    const r = await ws.run([...args, '--json'], { env });
    expect(jsonOf(r), r.stdout + r.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 3 });
  });
});

describe('init never writes through a link leading out of its folder', () => {
  it('a stagegate/ or .github/ folder that is a link to a folder outside: refused, nothing written there or here', async () => {
    for (const folder of ['stagegate', '.github']) {
      const ws = workspaceWith({});
      const elsewhere = outsideDir();
      symlinkSync(elsewhere, ws.path(folder));
      const r = await ws.run(['init', '--json']);
      expect(r.code, r.stdout + r.stderr).toBe(1);
      expect(jsonOf(r).message).toContain('leads outside the workspace');
      expect(jsonOf(r).message).toMatch(/[^.]: nothing was written$/);
      expect(readdirSync(elsewhere)).toEqual([]);
      expect(ws.exists('stagegate/workflow.yaml')).toBe(false);
    }
  });

  it('the text says to replace the link, not to make the directory writable (nothing there is unwritable)', async () => {
    const ws = workspaceWith({});
    symlinkSync(outsideDir(), ws.path('stagegate'));
    const r = await ws.run(['init']);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.stderr).toContain('fix: replace the link on the way to stagegate/workflow.yaml with a folder of');
    expect(r.stderr).not.toContain('writable');
  });
});
