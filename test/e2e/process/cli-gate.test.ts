// `stagegate gate` outside a stage, the built CLI as a process: every misuse (no stage, missing
// variables, no output, an output it cannot write or outside the workspace) is refused and names
// the cause. From inside real stages: ../cli-gate.test.ts.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI, REPO_ROOT, cliEnv, removeWorkspaces } from '../../helpers/cli.js';

afterAll(removeWorkspaces);

describe('outside a stage', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'stagegate-gate-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const gate = (args: string[], env: Record<string, string> = {}) => spawnSync(process.execPath, [CLI, 'gate', ...args], { cwd: scratch, env: cliEnv(env), encoding: 'utf8' });

  it('is a usage error that says where it runs, and writes nothing', () => {
    const r = gate(['OK']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('gate runs inside a stage: STAGEGATE_STEP, STAGEGATE_WORKFLOW, STAGEGATE_OUTPUT and STAGEGATE_ARTIFACT are not set here');
    expect(r.stderr).toContain("Run 'stagegate gate --help' for usage.");
    // The doc it names is this stagegate's copy (the package ships docs/), not a docs/ of the user's folder.
    const doc = /or write the WORKFLOW_GATE block yourself \(([^)]*)\)/.exec(r.stderr)?.[1];
    expect(doc).toBe(join(REPO_ROOT, 'docs', 'gate.md'));
    expect(existsSync(doc!)).toBe(true);
  });

  it('names exactly the variables that are missing', () => {
    // The three a stage author knows about, without STAGEGATE_ARTIFACT: that one is named, alone.
    const r = gate(['OK'], { STAGEGATE_STEP: 's', STAGEGATE_WORKFLOW: 'w', STAGEGATE_OUTPUT: join(scratch, 'out.md') });
    expect(r.status).toBe(2);
    expect(r.stderr.match(/gate runs inside a stage: (.*?) (?:is|are) not set here/)?.[1]).toBe('STAGEGATE_ARTIFACT');
    expect(existsSync(join(scratch, 'out.md'))).toBe(false);
    // A parallel branch's STAGEGATE_BRANCH stands for the step.
    const branch = gate(['OK'], { STAGEGATE_BRANCH: 'b', STAGEGATE_ARTIFACT: 'x.md' });
    expect(branch.stderr.match(/gate runs inside a stage: (.*?) (?:is|are) not set here/)?.[1]).toBe('STAGEGATE_WORKFLOW and STAGEGATE_OUTPUT');
  });

  it('usage mistakes name the cause (the rest: test/unit/cli-args.test.ts)', () => {
    expect(gate([]).stderr).toContain('gate needs the status');
    expect(gate(['OK', '--set', 'status=X']).stderr).toContain("--set cannot set 'status'");
  });

  it('an output it cannot write (a file where its folder goes) is exit 1 naming it, not an internal error', () => {
    writeFileSync(join(scratch, 'blocker'), 'a file, not a folder\n');
    const r = gate(['OK'], { STAGEGATE_STEP: 's', STAGEGATE_WORKFLOW: 'w', STAGEGATE_OUTPUT: join(scratch, 'blocker', 'out.md'), STAGEGATE_ARTIFACT: 'blocker/out.md' });
    expect(r.status, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/stagegate gate: cannot write the gate to blocker\/out\.md \(E[A-Z]+\); nothing was written/);
    expect(r.stderr).not.toContain('internal error');
  });

  it('with a step that declares no output, says so', () => {
    const r = gate(['OK'], { STAGEGATE_STEP: 's', STAGEGATE_WORKFLOW: 'w', STAGEGATE_OUTPUT: '', STAGEGATE_ARTIFACT: '' });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('step s declares no output, so there is no file for a gate');
  });

  it('an output outside the workspace it names is refused', () => {
    const r = gate(['OK'], { STAGEGATE_STEP: 's', STAGEGATE_WORKFLOW: 'w', STAGEGATE_OUTPUT: join(tmpdir(), 'elsewhere.md'), STAGEGATE_ARTIFACT: 'x.md', STAGEGATE_WORKSPACE: scratch });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('is refused');
    expect(() => readFileSync(join(tmpdir(), 'elsewhere.md'), 'utf8')).toThrow();
  });
});
