// The action run like the runner runs it (in-process: action-harness.ts): action.yml's contract, `command: validate` with
// annotations on the right lines, and input errors that fail with clear messages.
import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { HELLO, cleanupHarness, makeWorkspace, readActionYaml, runActionStep } from '../helpers/action-harness.js';
import { runCli } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(() => cleanupHarness());

const FIXED_INPUTS: Record<string, string | undefined> = {
  command: 'run',
  workflow: undefined,
  inputs: '',
  'run-id': '',
  'stop-after-step': '',
  'execution-mode': '',
  'ignore-previous-completion': 'false',
  persist: 'artifact',
  'resume-from-run-id': '',
  token: '${{ github.token }}',
  'fail-on-partial': 'false',
  'check-name': '',
  'working-directory': '.',
  'partial-conclusion': 'action_required',
  'allow-missing-state': 'false',
  sha: '',
};
const FIXED_OUTPUTS = ['status', 'complete', 'run-id', 'active-step', 'completed-steps', 'state-path', 'manifest-path', 'artifact-name', 'artifact-id', 'artifact-url', 'artifact-digest', 'stages-run', 'restored-from', 'check-run-id', 'check-run-url'];
/** Every output of a step that ran no run and published no check. */
const EMPTY_OUTPUTS = { complete: 'false', 'run-id': '', 'active-step': '', 'completed-steps': '[]', 'state-path': '', 'manifest-path': '', 'artifact-name': '', 'artifact-id': '', 'artifact-url': '', 'artifact-digest': '', 'stages-run': '0', 'restored-from': '', 'check-run-id': '', 'check-run-url': '' };

/** 12 steps, each routed to a step that does not exist: 12 UNKNOWN_TARGET errors (and more). */
function manyErrors(): string {
  const lines = ["version: '4.0'", 'name: many', "state_path: 'runs/many/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', 'steps:'];
  for (let i = 0; i < 12; i++) lines.push(`  s${i}:`, `    run: echo ${i}`, `    output: 'runs/many/{{run_id}}/s${i}.md'`, '    statuses:', `      OK: nowhere_${i}`);
  return lines.join('\n') + '\n';
}

describe('action.yml', () => {
  // In npm test (review52): the only assertion of action.yml's runs (node24, post-if: always()) and input defaults; it reads one file.
  it('declares every input of the issue with exactly its name and default, and every output', () => {
    const spec = readActionYaml();
    // The post step completes a check the main step left open (a cancelled job), so it runs always.
    expect(spec.runs).toEqual({ using: 'node24', main: 'dist/action/index.js', post: 'dist/action/index.js', 'post-if': 'always()' });
    expect(spec.branding?.icon).toBeTruthy();
    expect(spec.branding?.color).toBeTruthy();
    for (const [name, def] of Object.entries(FIXED_INPUTS)) {
      expect(spec.inputs, name).toHaveProperty([name]);
      if (def === undefined) expect(spec.inputs[name]!.default, name).toBeUndefined();
      else expect(String(spec.inputs[name]!.default), name).toBe(def);
    }
    expect(spec.inputs['retention-days']).toBeDefined();
    for (const name of FIXED_OUTPUTS) expect(spec.outputs, name).toHaveProperty([name]);
  });
});

describe('command: validate', () => {
  it('passes on valid workflows and sets every output', { tags: [CAMPAIGN] }, async () => {
    const ws = makeWorkspace();
    const r = await runActionStep({ workspace: ws, inputs: { command: 'validate', workflow: 'workflows' } });
    expect(r.exitCode, r.stdout + r.stderr).toBe(0);
    expect(r.outputs).toEqual({ status: 'VALID', ...EMPTY_OUTPUTS });
    expect(r.annotations.filter((a) => a.level === 'error')).toEqual([]);
    expect(r.summary).toContain('Valid');
    expect(r.summary).toContain('workflows/examples/hello/workflow.yaml');
  });

  it('prints the count and every file skipped as not a workflow (and why) to the job log, as the CLI does, and lists the skipped files in the summary', async () => {
    const ws = makeWorkspace();
    mkdirSync(join(ws, 'workflows', 'ci'), { recursive: true });
    writeFileSync(join(ws, 'workflows', 'ci', 'dependabot.yml'), 'version: 2\nupdates:\n  - package-ecosystem: npm\n');
    writeFileSync(join(ws, 'workflows', 'ci', 'gh.yml'), 'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps: [{run: echo}]\n');
    const r = await runActionStep({ workspace: ws, inputs: { command: 'validate', workflow: 'workflows' } });
    expect(r.exitCode, r.stdout + r.stderr).toBe(0);
    const log = r.stdout.split(/\r?\n/).filter((l) => l !== '' && !l.startsWith('::'));
    expect(log).toEqual([
      'stagegate validate: 1 workflow file checked: 0 errors, 0 warnings; 2 other YAML/JSON files skipped, not workflows:',
      '  skipped workflows/ci/dependabot.yml: no workflow keys',
      '  skipped workflows/ci/gh.yml: a GitHub Actions workflow (on:, jobs:), run by GitHub, not by stagegate',
    ]);
    expect(r.summary).toContain('<summary>2 other YAML/JSON files not checked, not workflows</summary>');
    expect(r.summary).toContain('- <code>workflows/ci/dependabot.yml</code>: no workflow keys');
    // A failing validate prints its count too, beside its annotations; nothing skipped, nothing listed.
    writeFileSync(join(ws, 'workflows', 'ci', 'dependabot.yml'), manyErrors());
    const bad = await runActionStep({ workspace: ws, inputs: { command: 'validate', workflow: 'workflows/ci/dependabot.yml' } });
    expect(bad.exitCode).toBe(1);
    expect(bad.stdout.split(/\r?\n/).filter((l) => l !== '' && !l.startsWith('::'))).toEqual([expect.stringMatching(/^stagegate validate: 1 workflow file checked: \d+ errors, \d+ warnings?$/)]);
    expect(bad.summary).not.toContain('not checked');
  });

  it('fails on a folder without workflows: a NO_WORKFLOW_FILES error annotation naming the folder and what was skipped there', async () => {
    const ws = makeWorkspace();
    mkdirSync(join(ws, 'ci'), { recursive: true });
    writeFileSync(join(ws, 'ci', 'dependabot.yml'), 'version: 2\nupdates:\n  - package-ecosystem: npm\n');
    const r = await runActionStep({ workspace: ws, inputs: { command: 'validate', workflow: 'ci' } });
    expect(r.exitCode, r.stdout + r.stderr).toBe(1);
    expect(r.outputs['status']).toBe('WORKFLOW_CONTRACT_INVALID');
    const errors = r.annotations.filter((a) => a.level === 'error' && a.properties['title'] === 'NO_WORKFLOW_FILES');
    expect(errors.length).toBe(1);
    expect(errors[0]!.properties['file']).toBe('ci');
    expect(errors[0]!.message).toContain('no workflow files under ci; skipped as not workflows: ci/dependabot.yml (no workflow keys)');
    expect(r.summary).not.toContain('✅');
  });

  it('spreads its 10 error annotations over the files (each file one before any a second), counts the rest, and says them as the CLI does', async () => {
    const ws = makeWorkspace();
    mkdirSync(join(ws, 'flows'), { recursive: true });
    writeFileSync(join(ws, 'flows', 'a.yaml'), manyErrors());
    writeFileSync(join(ws, 'flows', 'z.yaml'), manyErrors().replace('name: many', 'name: zed'));
    // An aiox workflow whose agents' folder is missing: its fix names the input, not -C DIR.
    writeFileSync(join(ws, 'flows', 'f.yaml'), 'workflow:\n  id: f\n  name: F\n  sequence:\n    - id: spec\n      agent: pm\n      action: Spec\n    - meta: end\n');
    const r = await runActionStep({ workspace: ws, inputs: { command: 'validate', workflow: 'flows' } });
    expect(r.exitCode).toBe(1);
    const errors = r.annotations.filter((a) => a.level === 'error');
    expect(errors.length).toBe(10);
    expect(errors.filter((e) => e.properties['file'] === 'flows/a.yaml').length).toBe(5);
    expect(errors.filter((e) => e.properties['file'] === 'flows/z.yaml').length).toBe(5);
    const cli = await runCli(['validate', 'flows', '--format', 'github'], { cwd: ws });
    const cliErrors = cli.stdout.split('\n').filter((l) => l.startsWith('::error'));
    expect(r.summary).toMatch(new RegExp(`; ${cliErrors.length - 10} are not annotated \\(GitHub shows at most 10 of each type per step\\)`));
    // The same text as the CLI's --format github (its escaping undone).
    const unescape = (t: string) => t.replace(/%0A/g, '\n').replace(/%0D/g, '\r').replace(/%25/g, '%');
    const first = cliErrors.find((l) => l.includes('file=flows/a.yaml,line=11,'))!;
    expect(errors.find((e) => e.properties['file'] === 'flows/a.yaml' && e.properties['line'] === '11')?.message).toBe(unescape(first.slice(first.indexOf('::', 2) + 2)));
    const folder = r.annotations.find((a) => a.properties['title'] === 'IMPORTED_FOLDER_MISSING');
    expect(folder?.message).toContain('Fix: Validate from the project root (the working-directory input)');
    expect(folder?.message).not.toContain('-C DIR');
  });

  it('annotates each diagnostic on its file line, at most 10 errors per step, and lists all in the summary', { tags: [CAMPAIGN] }, async () => {
    const ws = makeWorkspace();
    mkdirSync(join(ws, 'flows', 'bad'), { recursive: true });
    writeFileSync(join(ws, 'flows', 'bad', 'workflow.yaml'), manyErrors());
    const r = await runActionStep({ workspace: ws, inputs: { command: 'validate', workflow: `${HELLO}\nflows` } });
    expect(r.exitCode).toBe(1);
    expect(r.outputs['status']).toBe('WORKFLOW_CONTRACT_INVALID');
    const errors = r.annotations.filter((a) => a.level === 'error');
    // One annotation per finding (GitHub shows 10 per type), none repeating the failure.
    expect(errors.length).toBe(10);
    for (const e of errors) expect(e.properties['file']).toBe('flows/bad/workflow.yaml');
    const first = errors.find((a) => a.properties['title'] === 'UNKNOWN_TARGET');
    expect(first?.properties).toMatchObject({ file: 'flows/bad/workflow.yaml', line: '11', col: '11' });
    expect(first?.message).toContain("nowhere_0");
    expect(r.summary).toMatch(/\d+ errors?, \d+ warnings? in 2 workflow files/);
    // every diagnostic is in the summary, with a note about the ones not annotated
    expect(r.summary.match(/UNKNOWN&#95;TARGET/g)?.length).toBeGreaterThanOrEqual(12);
    expect(r.summary).toContain('GitHub shows at most 10 of each type per step');
    expect(r.summary).toContain('flows/bad/workflow.yaml:66:11');
  });

  it('reports diagnostic paths relative to the repository when working-directory is set', { tags: [CAMPAIGN] }, async () => {
    const ws = makeWorkspace();
    mkdirSync(join(ws, 'sub', 'flows'), { recursive: true });
    writeFileSync(join(ws, 'sub', 'flows', 'workflow.yaml'), manyErrors());
    const r = await runActionStep({ workspace: ws, inputs: { command: 'validate', workflow: 'flows', 'working-directory': 'sub' } });
    expect(r.exitCode).toBe(1);
    expect(r.annotations.find((a) => a.properties['title'] === 'UNKNOWN_TARGET')?.properties['file']).toBe('sub/flows/workflow.yaml');
  });

  it("working-directory: services/api: its .github/workflows/ is not the repository's, so no WORKFLOW_IN_GITHUB_WORKFLOWS; the repository's is", { tags: [CAMPAIGN] }, async () => {
    const ws = makeWorkspace();
    for (const dir of ['services/api/.github/workflows', '.github/workflows']) {
      mkdirSync(join(ws, dir), { recursive: true });
      cpSync(join(ws, HELLO), join(ws, dir, 'hello.yaml'));
    }
    const sub = await runActionStep({ workspace: ws, inputs: { command: 'validate', workflow: '.github/workflows/hello.yaml', 'working-directory': 'services/api' } });
    expect(sub.summary).toContain('services/api/.github/workflows/hello.yaml');
    expect(sub.annotations.filter((a) => a.properties['title'] === 'WORKFLOW_IN_GITHUB_WORKFLOWS')).toEqual([]);
    const root = await runActionStep({ workspace: ws, inputs: { command: 'validate', workflow: '.github/workflows/hello.yaml' } });
    expect(root.annotations.filter((a) => a.properties['title'] === 'WORKFLOW_IN_GITHUB_WORKFLOWS').map((a) => a.properties['file'])).toEqual(['.github/workflows/hello.yaml']);
  });

  it.each([
    ['an absolute path', (outside: string) => outside],
    ['a ../ path', (outside: string, ws: string) => relative(ws, outside)],
    ['a path that goes out and back in by ..', (outside: string, ws: string) => `flows/../${relative(ws, outside)}`],
  ])('annotates no file outside the repository (%s): its findings are in the summary and the job log', async (_, target) => {
    const ws = makeWorkspace();
    mkdirSync(join(ws, 'flows'), { recursive: true });
    writeFileSync(join(ws, 'flows', 'inside.yaml'), manyErrors().replace('name: many', 'name: inside'));
    const outside = join(makeWorkspace(), 'x.yaml');
    writeFileSync(outside, manyErrors());
    const r = await runActionStep({ workspace: ws, inputs: { command: 'validate', workflow: `${target(outside, ws)}\nflows/inside.yaml` } });
    expect(r.exitCode).toBe(1);
    const files = r.annotations.filter((a) => a.level !== 'debug').map((a) => a.properties['file']);
    // Every annotation is on the file inside, by its path relative to the repository.
    expect(files.length).toBeGreaterThan(0);
    expect(new Set(files)).toEqual(new Set(['flows/inside.yaml']));
    // The findings outside are said: in the summary's table and note, and one line each in the job log.
    expect(r.summary).toContain('1 finding in a file outside the repository (<code>');
    expect(r.summary).toMatch(/\| ❌ \| <code>PATH&#95;OUTSIDE&#95;WORKSPACE<\/code> \| <code>[^<]*x\.yaml<\/code> \|/);
    const logged = r.stdout.split(/\r?\n/).filter((l) => l.startsWith('  error ') && l.includes('x.yaml'));
    expect(logged).toEqual([expect.stringMatching(/^ {2}error \S*x\.yaml: PATH_OUTSIDE_WORKSPACE: validate target .* Fix: Name a workflow file inside the workspace/)]);
    // No annotation names it, with or without a file.
    expect(r.annotations.some((a) => a.message.includes('PATH_OUTSIDE_WORKSPACE') || a.properties['title'] === 'PATH_OUTSIDE_WORKSPACE')).toBe(false);
  });
});

describe("the core's advice in the action's terms (inputs, not CLI flags or command lines)", () => {
  it('command: validate: a diagnostic whose text names --mode fresh names execution-mode: fresh', { tags: [CAMPAIGN] }, async () => {
    const ws = makeWorkspace();
    mkdirSync(join(ws, 'flows'), { recursive: true });
    // state_path without {{run_id}}: STATE_PATH_SHARED (a warning) says another run needs a fresh start.
    writeFileSync(join(ws, 'flows', 'shared.yaml'), ["version: '4.0'", 'name: shared', "state_path: '{{artifact_root}}/workflow_state.yaml'", 'inputs:', '  optional: [artifact_root]', '  defaults:', '    artifact_root: runs/shared', 'steps:', '  s:', '    run: echo ok', "    output: '{{artifact_root}}/s.md'", '    statuses:', '      OK: DONE', ''].join('\n'));
    const r = await runActionStep({ workspace: ws, inputs: { command: 'validate', workflow: 'flows/shared.yaml' } });
    expect(r.exitCode, r.stdout + r.stderr).toBe(0);
    const warning = r.annotations.find((a) => a.properties['title'] === 'STATE_PATH_SHARED');
    expect(warning?.message).toContain('unless that run starts with execution-mode: fresh');
    expect(r.summary).toContain('unless that run starts with execution-mode: fresh');
    expect(`${r.summary}\n${r.annotations.map((a) => a.message).join('\n')}`).not.toContain('--mode');
  });

  it('command: run of an invalid workflow: the findings after the first are counted with command: validate, not `stagegate validate`', { tags: [CAMPAIGN] }, async () => {
    const ws = makeWorkspace();
    mkdirSync(join(ws, 'flows', 'bad'), { recursive: true });
    writeFileSync(join(ws, 'flows', 'bad', 'workflow.yaml'), manyErrors());
    const r = await runActionStep({ workspace: ws, inputs: { workflow: 'flows/bad/workflow.yaml', 'run-id': 'r1', persist: 'none' } });
    expect(r.exitCode).toBe(1);
    expect(r.outputs['status']).toBe('WORKFLOW_CONTRACT_INVALID');
    const error = r.annotations.find((a) => a.level === 'error');
    expect(error?.message).toMatch(/^WORKFLOW_CONTRACT_INVALID: flows\/bad\/workflow\.yaml:\d+:\d+ .* \(and \d+ more: run `command: validate, workflow: flows\/bad\/workflow\.yaml`\)\n/);
    expect(r.summary).toMatch(/and \d+ more: run <code>command: validate, workflow: flows\/bad\/workflow\.yaml<\/code>/);
    expect(`${r.summary}\n${r.annotations.map((a) => a.message).join('\n')}`).not.toMatch(/stagegate validate|--run-id|--mode/);
  });
});

describe('input errors fail the step with a clear message and no stack trace', () => {
  const cases: Array<[string, Record<string, string>, RegExp]> = [
    ['an unknown command', { command: 'deploy', workflow: HELLO }, /ACTION_INPUT_INVALID: unknown command 'deploy': use run, validate, plan, status, shards or merge$/m],
    ['a misspelt command', { command: 'runn', workflow: HELLO }, /ACTION_INPUT_INVALID: unknown command 'runn': use run, validate, plan, status, shards or merge\. Did you mean 'run'\?/],
    ['a shard with another command than run', { command: 'status', shard: 'C-01', workflow: HELLO }, /ACTION_INPUT_INVALID: input 'shard' needs command: run/],
    ['a bad name=value line', { workflow: HELLO, 'run-id': 'r1', inputs: 'topic=ok\nthis line has no equals sign' }, /input 'inputs', line 2: 'this line has no equals sign' is not a name=value pair/],
    ['a boolean that is not true/false', { workflow: HELLO, 'run-id': 'r1', 'fail-on-partial': 'yes' }, /input 'fail-on-partial' must be true or false \(got 'yes'\)/],
    ['a bad execution-mode', { workflow: HELLO, 'execution-mode': 'again' }, /input 'execution-mode' must be resume or fresh \(got 'again'\)/],
    ['a bad persist', { workflow: HELLO, persist: 'cache' }, /input 'persist' must be artifact or none \(got 'cache'\)/],
    // npm test's own (review52): action-source-drift's refusal of it is a campaign test.
    ['a bad on-source-change', { workflow: HELLO, 'run-id': 'r1', 'on-source-change': 'ignore' }, /input 'on-source-change' must be refuse, rerun or keep \(got 'ignore'\)/],
    ['a bad resume-from-run-id', { workflow: HELLO, 'resume-from-run-id': 'last' }, /input 'resume-from-run-id' must be a workflow run id/],
    ['a missing workflow', { command: 'run' }, /input 'workflow' is required/],
    ['a working-directory outside the workspace', { workflow: HELLO, 'working-directory': '../..' }, /input 'working-directory' \('\.\.\/\.\.'\) must stay inside the workspace/],
    ['an agent that is no adapter', { workflow: HELLO, 'run-id': 'r1', agent: 'cladue' }, /input 'agent' must be one of claude, codex, gemini, copilot, opencode, command \(optionally NAME:MODEL\), got 'cladue'\. Did you mean 'claude'\?/],
    ['a retention-days out of range', { workflow: HELLO, 'retention-days': '365' }, /input 'retention-days' must be a whole number of days from 1 to 90/],
  ];
  it('rejects a working-directory that a symlink leads out of the workspace, running and writing nothing there', async () => {
    const ws = makeWorkspace();
    const outside = makeWorkspace('sg-outside-');
    symlinkSync(outside, join(ws, 'linked'));
    const r = await runActionStep({ workspace: ws, inputs: { workflow: HELLO, 'run-id': 'r1', persist: 'none', 'working-directory': 'linked' } });
    expect(r.exitCode).toBe(1);
    expect(r.outputs['status']).toBe('ACTION_INPUT_INVALID');
    expect(r.annotations.filter((a) => a.level === 'error')[0]!.message).toMatch(/input 'working-directory' \('linked'\) must stay inside the workspace .* \(symlinks included\)/);
    expect(existsSync(join(outside, 'runs'))).toBe(false);
  });

  for (const [what, inputs, message] of cases) {
    it(`rejects ${what}`, async () => {
      const ws = makeWorkspace();
      const r = await runActionStep({ workspace: ws, inputs });
      expect(r.exitCode).toBe(1);
      const errors = r.annotations.filter((a) => a.level === 'error');
      expect(errors).toHaveLength(1);
      expect(errors[0]!.message).toMatch(message);
      expect(r.stdout + r.stderr).not.toMatch(/\n\s+at .+\(.*:\d+:\d+\)/); // no stack trace
      expect(r.outputs['status']).toBe('ACTION_INPUT_INVALID');
      expect(r.outputs['complete']).toBe('false');
      expect(r.summary).toContain('Action input error');
      // The banner says what the status means, as a stop code's does (docs/action.md, statuses of the action itself).
      expect(r.summary).toContain('> **ACTION&#95;INPUT&#95;INVALID** — An input of the step is missing, malformed or contradicts another');
    });
  }
});
