// `stagegate init` through the built CLI: what it writes validates clean and runs at once (its
// stage script ends with `stagegate gate`), the GitHub workflow uses the action on that workflow,
// the schema comment points at a schema an editor can load, and it never overwrites a file.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI, cliEnv } from '../../helpers/cli.js';

const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stagegate-init-'));
  made.push(dir);
  return dir;
}

function stagegate(cwd: string, args: string[]) {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, env: cliEnv(), encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const FILES = ['stagegate/workflow.yaml', 'stagegate/stages/check.sh', 'stagegate/.gitignore', '.github/workflows/stagegate.yml'];

describe('stagegate init', () => {
  it('scaffolds a workflow that validates clean and runs at once, in a plain folder', () => {
    const dir = scratch();
    const r = stagegate(dir, ['init']);
    expect(r.code, r.stderr).toBe(0);
    for (const f of FILES) expect(r.stdout).toContain(`wrote    ${f}`);
    expect(r.stdout).toContain('next:    stagegate run stagegate/workflow.yaml --run-id first');
    const wf = readFileSync(join(dir, 'stagegate/workflow.yaml'), 'utf8');
    expect(wf.split('\n')[0]).toMatch(/^# yaml-language-server: \$schema=https:\/\/unpkg\.com\/stagegate@\d+\.\d+\.\d+\/schema\/workflow\.schema\.json$/);
    expect(statSync(join(dir, 'stagegate/stages/check.sh')).mode & 0o111).not.toBe(0);
    expect(readFileSync(join(dir, 'stagegate/stages/check.sh'), 'utf8')).toContain('stagegate gate PASSED');
    const v = stagegate(dir, ['validate', '--strict']);
    expect(v.code, v.stdout).toBe(0);
    expect(v.stdout).toContain('1 workflow file checked: 0 errors, 0 warnings');
    const run = stagegate(dir, ['run', 'stagegate/workflow.yaml', '--run-id', 'first', '--json']);
    expect(run.code, run.stderr).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(json).toMatchObject({ status: 'WORKFLOW_COMPLETE', workflow: 'example', completed_steps: ['check', 'summary'] });
    expect(readFileSync(join(dir, 'stagegate/runs/first/check.md'), 'utf8')).toMatch(/status: PASSED\n[\s\S]*entries: \d+\n$/);
    expect(readFileSync(join(dir, 'stagegate/runs/first/summary.md'), 'utf8')).toContain('# Summary of this repository');
    // The runs stay out of version control.
    expect(readFileSync(join(dir, 'stagegate/.gitignore'), 'utf8')).toContain('runs/');
  });

  it('the GitHub workflow runs that workflow with the action', () => {
    const dir = scratch();
    expect(stagegate(dir, ['init', '--action', 'acme/stagegate@v1']).code).toBe(0);
    const gh = parse(readFileSync(join(dir, '.github/workflows/stagegate.yml'), 'utf8'));
    const steps = gh.jobs.run.steps;
    expect(steps[0].uses).toBe('actions/checkout@v6');
    expect(steps[0].with).toEqual({ 'persist-credentials': false });
    expect(steps[1].uses).toBe('acme/stagegate@v1');
    expect(steps[1].with).toMatchObject({ workflow: 'stagegate/workflow.yaml', 'check-name': 'stagegate' });
    expect(gh.permissions).toEqual({});
    // Least privilege (docs/security.md): no actions: read, which only resume-from-run-id needs.
    expect(gh.jobs.run.permissions).toEqual({ contents: 'read', checks: 'write' });
  });

  it('init DIR --name: in another folder, with its own workflow name; --json reports the files', () => {
    const dir = scratch();
    const r = stagegate(dir, ['init', 'sub/project', '--name', 'review', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const json = JSON.parse(r.stdout);
    // Pasted where init was typed, it runs the scaffold in DIR (its workspace).
    expect(json).toMatchObject({ status: 'INITIALIZED', files: FILES, workflow: 'stagegate/workflow.yaml', next_command: 'stagegate -C sub/project run stagegate/workflow.yaml --run-id first' });
    const project = join(dir, 'sub/project');
    expect(readFileSync(join(project, 'stagegate/workflow.yaml'), 'utf8')).toContain('\nname: review\n');
    const run = stagegate(project, ['run', 'stagegate/workflow.yaml', '--run-id', 'r1', '--json']);
    expect(JSON.parse(run.stdout).status, run.stderr).toBe('WORKFLOW_COMPLETE');
  });

  it('with stagegate installed in the project, the schema comment points at its copy', () => {
    const dir = scratch();
    mkdirSync(join(dir, 'node_modules/stagegate/schema'), { recursive: true });
    writeFileSync(join(dir, 'node_modules/stagegate/schema/workflow.schema.json'), '{}');
    expect(stagegate(dir, ['init']).code).toBe(0);
    expect(readFileSync(join(dir, 'stagegate/workflow.yaml'), 'utf8').split('\n')[0]).toBe('# yaml-language-server: $schema=../node_modules/stagegate/schema/workflow.schema.json');
  });

  it('never overwrites: any file in the way refuses the whole init (exit 1), writing nothing', () => {
    const dir = scratch();
    mkdirSync(join(dir, '.github/workflows'), { recursive: true });
    writeFileSync(join(dir, '.github/workflows/stagegate.yml'), 'mine\n');
    const r = stagegate(dir, ['init']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('init writes no file that exists, and .github/workflows/stagegate.yml does: nothing was written');
    expect(readFileSync(join(dir, '.github/workflows/stagegate.yml'), 'utf8')).toBe('mine\n');
    expect(() => statSync(join(dir, 'stagegate'))).toThrow();
  });

  it('a write that fails (a file where a folder goes) is exit 1 naming it, no stack trace, and takes back what it wrote', () => {
    const dir = scratch();
    writeFileSync(join(dir, '.github'), 'a file, not a folder\n');
    const r = stagegate(dir, ['init']);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toContain('cannot write .github/workflows/stagegate.yml');
    expect(r.stderr).toContain('nothing was written');
    expect(r.stderr).not.toContain('internal error');
    expect(() => statSync(join(dir, 'stagegate'))).toThrow();
    const json = stagegate(dir, ['init', '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ status: 'WRITE_FAILED', exit_code: 1, files: ['.github/workflows/stagegate.yml'] });
    // Once the way is clear, init runs (nothing of the failed attempt is "in the way").
    rmSync(join(dir, '.github'));
    expect(stagegate(dir, ['init']).code).toBe(0);
  });

  it('a DIR that is a file is a usage error (exit 2), not an internal error', () => {
    const dir = scratch();
    writeFileSync(join(dir, 'notes.txt'), 'x\n');
    const r = stagegate(dir, ['init', 'notes.txt']);
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toContain("init DIR 'notes.txt' is not a directory");
    expect(r.stderr).toContain("Run 'stagegate init --help' for usage.");
  });

  it('bad flags are usage errors', () => {
    const dir = scratch();
    expect(stagegate(dir, ['init', '--name', 'bad name']).stderr).toContain('--name must start with a letter or digit');
    expect(stagegate(dir, ['init', 'a', 'b']).code).toBe(2);
    expect(stagegate(dir, ['init', '--action', 'nope']).stderr).toContain('--action must be OWNER/REPO@REF');
  });
});
