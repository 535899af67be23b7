// `stagegate validate` end to end (in-process, or the built CLI: see test/helpers/cli.ts):
// clean corpus packages, one broken rule in each output format, --strict, directory walking,
// several targets, --workspace, and exit statuses (0 clean, 1 findings, 2 usage).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT as REPO, chainYaml, git, removeWorkspaces, runCli, workspaceWith } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';

const CORPUS = join(REPO, 'test', 'fixtures', 'corpus');
const R2D = '.ai-engineering/workflows/requirement-to-design.yaml';
const made: string[] = [];
afterAll(async () => {
  made.forEach((d) => rmSync(d, { recursive: true, force: true }));
  await removeWorkspaces();
});

interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** One `stagegate` invocation in `cwd` (in-process, or the built CLI: see test/helpers/cli.ts). */
function stagegate(cwd: string, args: string[]): Promise<Result> {
  return runCli(args, { cwd });
}

/** A copy of a corpus package; `edit` changes one line of a file (1-based). */
function pkg(name: string, edit?: { file: string; line: number; from: string | RegExp; to: string }): string {
  const dir = mkdtempSync(join(tmpdir(), `stagegate-validate-e2e-${name}-`));
  made.push(dir);
  cpSync(join(CORPUS, name), dir, { recursive: true });
  if (edit) {
    const path = join(dir, edit.file);
    const lines = readFileSync(path, 'utf8').split('\n');
    const before = lines[edit.line - 1]!;
    lines[edit.line - 1] = before.replace(edit.from, edit.to);
    if (lines[edit.line - 1] === before) throw new Error(`edit did not apply to ${edit.file}:${edit.line}`);
    writeFileSync(path, lines.join('\n'));
  }
  return dir;
}

/** requirement-to-design with an unknown target on line 23 (an error). */
const brokenTarget = () => pkg('requirement-to-design', { file: R2D, line: 23, from: 'requirement_gap_analysis', to: 'requirement_gap_analysys' });
/** requirement-to-design whose revise loop lost its max_visits (line 60): a warning only. */
const warningOnly = () => pkg('requirement-to-design', { file: R2D, line: 60, from: /^.*$/, to: '    description: revise loop without its own limit' });

describe('validate without arguments', () => {
  it("checks the workspace's workflows, like validate . (and -C names another workspace)", { tags: [CAMPAIGN] }, async () => {
    const dir = join(CORPUS, 'patch-impact');
    const bare = JSON.parse((await stagegate(dir, ['validate', '--json'])).stdout);
    const dot = JSON.parse((await stagegate(dir, ['validate', '.', '--json'])).stdout);
    expect(bare.files.length).toBeGreaterThan(0);
    expect(bare).toEqual(dot);
    const broken = brokenTarget();
    const r = await stagegate(REPO, ['validate', '-C', broken]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('requirement_gap_analysys');
  });
});

describe('clean corpus packages', () => {
  for (const name of ['requirement-to-design', 'patch-impact', 'design-to-implementation', 'composite']) {
    it(`${name}: exit 0, no findings (text and --json)`, async () => {
      const dir = join(CORPUS, name);
      const text = await stagegate(dir, ['validate', '.']);
      expect(text.code, text.stdout + text.stderr).toBe(0);
      expect(text.stdout).toMatch(/workflow files? checked: 0 errors, 0 warnings/);
      const json = await stagegate(dir, ['validate', '.', '--json']);
      expect(json.code).toBe(0);
      const out = JSON.parse(json.stdout);
      expect(out).toMatchObject({ valid: true, errors: [], warnings: [] });
      expect(out.files.length).toBeGreaterThan(0);
    });
  }

  it('walks a directory: every workflow file under it, nothing else (package-version.yaml is not a workflow)', { tags: [CAMPAIGN] }, async () => {
    const out = JSON.parse((await stagegate(join(CORPUS, 'composite'), ['validate', '.', '--json'])).stdout);
    expect(out.files).toEqual([
      '.ai-engineering/workflows/current-state-analysis.yaml',
      '.ai-engineering/workflows/reverse-engineering-pipeline.yaml',
      '.ai-engineering/workflows/solution-design.yaml',
      '.ai-engineering/workflows/test-design.yaml',
    ]);
  });

  it('takes several targets and --workspace (-C)', { tags: [CAMPAIGN] }, async () => {
    const r = await stagegate(REPO, ['validate', '-C', join(CORPUS, 'design-to-implementation'), '.ai-engineering/workflows/design-to-implementation.yaml', '.ai-engineering/workflows/post-readiness-audit.yaml', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).files).toHaveLength(2);
  });
});

describe('a broken workflow', () => {
  it('text: file:line:column  severity  CODE  message, then a hint line; exit 1', { tags: [CAMPAIGN] }, async () => {
    const r = await stagegate(brokenTarget(), ['validate', '.']);
    expect(r.code).toBe(1);
    const lines = r.stdout.split('\n');
    const i = lines.findIndex((l) => l.startsWith(`${R2D}:23:26  error  UNKNOWN_TARGET  `));
    expect(i, r.stdout).toBeGreaterThanOrEqual(0);
    expect(lines[i]).toContain("Did you mean 'requirement_gap_analysis'?");
    expect(lines[i + 1]).toMatch(/^\s+hint: Name an existing step, DONE or BLOCKED\./);
    expect(r.stdout).toContain('1 workflow file checked: 1 error, 0 warnings');
  });

  it('--json: {valid, errors: [{code, message, file, line, column}], warnings}', { tags: [CAMPAIGN] }, async () => {
    const r = await stagegate(brokenTarget(), ['validate', '.', '--json']);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(out.valid).toBe(false);
    expect(out.warnings).toEqual([]);
    expect(out.errors).toHaveLength(1);
    expect(out.errors[0]).toMatchObject({ code: 'UNKNOWN_TARGET', file: R2D, line: 23, column: 26, severity: 'error', path: ['steps', 'current_state_analysis', 'statuses', 'ANALYSIS_COMPLETE'] });
    expect(out.errors[0].message).toContain('requirement_gap_analysys');
    expect(out.errors[0].hint).toBeTruthy();
  });

  it('--format json is the same as --json', async () => {
    const dir = brokenTarget();
    expect((await stagegate(dir, ['validate', '.', '--format', 'json'])).stdout).toBe((await stagegate(dir, ['validate', '.', '--json'])).stdout);
  });

  it('--format github: ::error workflow commands on stdout, the summary on stderr', async () => {
    const r = await stagegate(brokenTarget(), ['validate', '.', '--format', 'github']);
    expect(r.code).toBe(1);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^::error file=${R2D.replace(/\./g, '\\.')},line=23,col=26,title=UNKNOWN_TARGET::status ANALYSIS_COMPLETE of step 'current_state_analysis' goes to 'requirement_gap_analysys'`));
    expect(r.stderr).toContain('1 error');
  });

  it('--format github prints warnings as ::warning', async () => {
    const r = await stagegate(warningOnly(), ['validate', '.', '--format', 'github']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toMatch(new RegExp(`^::warning file=${R2D.replace(/\./g, '\\.')},line=47,col=3,title=LOOP_WITHOUT_MAX_VISITS::`));
  });

  it('a prompt finding points at the prompt file', { tags: [CAMPAIGN] }, async () => {
    const prompt = '.ai-engineering/prompts/requirement-to-design/01-current-state-analysis.md';
    const dir = pkg('requirement-to-design', { file: prompt, line: 31, from: 'ANALYSIS_BLOCKED', to: 'ANALYSIS_STUCK' });
    const out = JSON.parse((await stagegate(dir, ['validate', R2D, '--json'])).stdout);
    expect(out.errors).toEqual([expect.objectContaining({ code: 'PROMPT_STATUS_MISMATCH', file: prompt, line: 31, column: 3 })]);
  });
});

describe('--json names the workflow of a finding in another file', () => {
  it('workflow: the workflow whose check found it (workspace-relative); workflows: each of them when several found the same one; none for a finding in the workflow itself', async () => {
    const wf = (name: string) => `version: '4.0'\nname: ${name}\nstate_path: runs/{{run_id}}/${name}.yaml\ninputs:\n  required: [run_id]\nsteps:\n  review:\n    prompt: prompts/review.md\n    skills: [review]\n    output: runs/{{run_id}}/review.md\n    statuses:\n      APPROVED: DONE\n      OOPS: nowhere\n`;
    const ws = workspaceWith({
      'flows/a.yaml': wf('a'),
      'flows/b.yaml': wf('b'),
      // Shared by both: the prompt offers a status neither routes; the skill's contract never ends.
      'prompts/review.md': 'Review it.\n\nstatus: APPROVED | OOPS | CHANGES_REQUESTED\n',
      '.github/skills/review/SKILL.md': '# review\n\n<!-- workflow-status-contract:start -->\nemitted_statuses: [APPROVED]\n',
    });
    const r = await ws.run(['validate', 'flows', '--json']);
    expect(r.code).toBe(1);
    const errors = JSON.parse(r.stdout).errors as Array<Record<string, unknown>>;
    const of = (file: string) => errors.filter((e) => e.file === file).map((e) => ({ code: e.code, workflow: e.workflow, workflows: e.workflows }));
    // In the workflow itself: no workflow key (the file is the workflow).
    expect(of('flows/a.yaml')).toEqual([{ code: 'UNKNOWN_TARGET', workflow: undefined, workflows: undefined }]);
    // The prompt's finding names each step's workflow in its message, so there is one per workflow.
    expect(of('prompts/review.md')).toEqual([
      { code: 'PROMPT_STATUS_MISMATCH', workflow: 'flows/a.yaml', workflows: undefined },
      { code: 'PROMPT_STATUS_MISMATCH', workflow: 'flows/b.yaml', workflows: undefined },
    ]);
    // The skill's finding is the same for both: shown once, naming both.
    expect(of('.github/skills/review/SKILL.md')).toEqual([{ code: 'SKILL_CONTRACT_INVALID', workflow: 'flows/a.yaml', workflows: ['flows/a.yaml', 'flows/b.yaml'] }]);
    // The text output is as it was: the finding once, at the skill file.
    const text = await ws.run(['validate', 'flows']);
    expect(text.stdout.split('\n').filter((l) => l.includes('SKILL_CONTRACT_INVALID'))).toHaveLength(1);
  });
});

describe('--strict', () => {
  it('warnings alone: exit 0, with --strict exit 1', { tags: [CAMPAIGN] }, async () => {
    const dir = warningOnly();
    const plain = await stagegate(dir, ['validate', '.']);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toContain(`${R2D}:47:3  warning  LOOP_WITHOUT_MAX_VISITS`);
    expect((await stagegate(dir, ['validate', '.', '--strict'])).code).toBe(1);
    const json = await stagegate(dir, ['validate', '.', '--strict', '--json']);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({ valid: true, errors: [], warnings: [expect.objectContaining({ code: 'LOOP_WITHOUT_MAX_VISITS', line: 47 })] });
  });

  it('warnings alone with --strict: the JSON says it did not pass (passed false, exit_code 1) as the exit status does; valid still means no errors', { tags: [CAMPAIGN] }, async () => {
    const dir = warningOnly();
    const strict = await stagegate(dir, ['validate', '.', '--strict', '--json']);
    expect(strict.code).toBe(1);
    expect(JSON.parse(strict.stdout)).toMatchObject({ valid: true, passed: false, strict: true, exit_code: 1 });
    const lenient = await stagegate(dir, ['validate', '.', '--json']);
    expect(lenient.code).toBe(0);
    expect(JSON.parse(lenient.stdout)).toMatchObject({ valid: true, passed: true, strict: false, exit_code: 0 });
    // The text summary (on stderr with --format github) says why warnings alone fail.
    const text = await stagegate(dir, ['validate', '.', '--strict']);
    expect(text.stdout.trim().split('\n').at(-1)).toBe('1 workflow file checked: 0 errors, 1 warning (--strict: warnings fail too); 1 other YAML/JSON file skipped, not a workflow (--json lists it)');
    const github = await stagegate(dir, ['validate', '.', '--strict', '--format', 'github']);
    expect(github.code).toBe(1);
    expect(github.stderr.trim()).toBe('1 workflow file checked: 0 errors, 1 warning (--strict: warnings fail too); 1 other YAML/JSON file skipped, not a workflow (--json lists it)');
    expect((await stagegate(dir, ['validate', '.'])).stdout.trim().split('\n').at(-1)).toBe('1 workflow file checked: 0 errors, 1 warning; 1 other YAML/JSON file skipped, not a workflow (--json lists it)');
  });

  it('a clean package passes --strict', { tags: [CAMPAIGN] }, async () => {
    expect((await stagegate(join(CORPUS, 'patch-impact'), ['validate', '.', '--strict'])).code).toBe(0);
  });
});

describe('exit statuses and usage', () => {
  it('a missing target: exit 1 with WORKFLOW_FILE_UNREADABLE', async () => {
    const r = await stagegate(join(CORPUS, 'patch-impact'), ['validate', 'nope.yaml', '--json']);
    expect(r.code).toBe(1);
    // A missing file has no line: 0 in JSON, and the text and GitHub formats name just the file.
    expect(JSON.parse(r.stdout).errors[0]).toMatchObject({ code: 'WORKFLOW_FILE_UNREADABLE', file: 'nope.yaml', line: 0, column: 0 });
    const text = await stagegate(join(CORPUS, 'patch-impact'), ['validate', 'nope.yaml']);
    expect(text.stdout).toMatch(/^nope\.yaml {2}error {2}WORKFLOW_FILE_UNREADABLE {2}no such file or directory$/m);
    expect(text.stdout).not.toContain('nope.yaml:');
    // The fix says what is wrong (the path names nothing), not to pass a path inside the workspace, which it is.
    expect(text.stdout).toContain('hint: Check the path: nothing of that name is in the workspace.');
    const github = await stagegate(join(CORPUS, 'patch-impact'), ['validate', 'nope.yaml', '--format', 'github']);
    expect(github.stdout).toMatch(/^::error file=nope\.yaml,title=WORKFLOW_FILE_UNREADABLE::/m);
  });

  it('a directory without workflows: a NO_WORKFLOW_FILES error, exit 1 (a CI gate pointed at the wrong folder fails); the files skipped there are named', async () => {
    const dir = join(CORPUS, 'patch-impact');
    const text = await stagegate(dir, ['validate', 'docs']);
    expect(text.code, text.stdout).toBe(1);
    expect(text.stdout).toMatch(/^docs {2}error {2}NO_WORKFLOW_FILES {2}no workflow files under docs /m);
    expect(text.stdout).not.toContain('Valid');
    const ws = workspaceWith({ 'flows/mine.yaml': chainYaml('mine', ['a']), 'ci/gh.yml': 'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps: [{run: echo}]\n', 'empty/.keep': '' });
    const skippedOnly = await ws.run(['validate', 'ci', '--json']);
    expect(skippedOnly.code).toBe(1);
    const finding = JSON.parse(skippedOnly.stdout).errors.find((e: { code: string }) => e.code === 'NO_WORKFLOW_FILES');
    expect(finding.message).toContain('no workflow files under ci; skipped as not workflows: ci/gh.yml (a GitHub Actions workflow (on:, jobs:), run by GitHub, not by stagegate)');
    const empty = await ws.run(['validate', 'empty']);
    expect(empty.code).toBe(1);
    expect(empty.stdout).toMatch(/^empty {2}error {2}NO_WORKFLOW_FILES {2}no workflow files under empty \(/m);
    // Beside a good folder the wrong one still fails the command.
    expect((await ws.run(['validate', 'flows', 'empty'])).code).toBe(1);
    expect((await ws.run(['validate', 'flows'])).code).toBe(0);
  });

  it('a directory: nested git repositories (vendored repos) are not searched, and a folder of only those says so; named, one is', async () => {
    const ws = workspaceWith({ 'flows/mine.yaml': chainYaml('mine', ['a']), 'vendor/lib/flows/theirs.yaml': chainYaml('theirs', ['a']), 'vendor/sub/flows/sub.yaml': chainYaml('sub', ['a']) });
    git(join(ws.dir, 'vendor', 'lib'), ['init', '-q']);
    writeFileSync(join(ws.dir, 'vendor', 'sub', '.git'), 'gitdir: ../../.git/modules/sub\n');
    const all = JSON.parse((await ws.run(['validate', '.', '--json'])).stdout);
    expect(all.files).toEqual(['flows/mine.yaml']);
    const vendor = await ws.run(['validate', 'vendor', '--json']);
    const warning = JSON.parse(vendor.stdout).errors.find((w: { code: string }) => w.code === 'NO_WORKFLOW_FILES');
    expect(warning.hint).toContain('Folders with their own .git (vendor/lib, vendor/sub) are other repositories and not searched: name one to validate its workflows.');
    expect(JSON.parse((await ws.run(['validate', 'vendor/lib', '--json'])).stdout).files).toEqual(['vendor/lib/flows/theirs.yaml']);
  });

  it('usage errors exit 2: bad --format, an option of another command', async () => {
    const dir = join(CORPUS, 'patch-impact');
    for (const args of [['validate', '.', '--format', 'xml'], ['validate', '.', '--mode', 'fresh']]) {
      const r = await stagegate(dir, args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(/^stagegate: /);
    }
  });
});
