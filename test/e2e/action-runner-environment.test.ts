// The runner's environment, not an input of the step nor a bug: GITHUB_OUTPUT naming no file and
// GITHUB_WORKSPACE naming no folder fail the step as RUNNER_ENVIRONMENT_INVALID, naming the
// variable (not "stagegate internal error", not the working-directory input). Nothing runs.
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { HELLO, cleanupHarness, makeWorkspace, runActionStep } from '../helpers/action-harness.js';

afterAll(() => cleanupHarness());

describe("the runner's environment", () => {
  it('GITHUB_OUTPUT naming a missing file: RUNNER_ENVIRONMENT_INVALID naming it, no internal error, nothing run', async () => {
    const ws = makeWorkspace();
    const r = await runActionStep({ workspace: ws, inputs: { workflow: HELLO, 'run-id': 'r1', persist: 'none' }, env: { GITHUB_OUTPUT: join(ws, 'no-such-folder', 'output') } });
    expect(r.exitCode).toBe(1);
    const errors = r.annotations.filter((a) => a.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/^RUNNER_ENVIRONMENT_INVALID: the environment variable GITHUB_OUTPUT names \S+no-such-folder\/output, which is not a file/);
    expect(r.stdout + r.stderr).not.toContain('internal error');
    expect(r.summary).toContain('Runner environment not usable');
    expect(existsSync(join(ws, 'runs'))).toBe(false);
  });

  it('GITHUB_WORKSPACE naming a missing folder: RUNNER_ENVIRONMENT_INVALID naming it, not the working-directory input', async () => {
    const ws = makeWorkspace();
    const r = await runActionStep({ workspace: ws, inputs: { command: 'validate', workflow: HELLO, persist: 'none' }, env: { GITHUB_WORKSPACE: join(ws, 'gone') } });
    expect(r.exitCode).toBe(1);
    expect(r.outputs['status']).toBe('RUNNER_ENVIRONMENT_INVALID');
    const errors = r.annotations.filter((a) => a.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain('the environment variable GITHUB_WORKSPACE names');
    expect(errors[0]!.message).not.toContain('working-directory');
  });
});
