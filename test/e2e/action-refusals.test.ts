/**
 * What the Action refuses before any stage runs, so that no work is done it could not report or
 * carry: a check run (check-name) or a state of another workflow run (resume-from-run-id) without
 * the repository they belong to (GITHUB_REPOSITORY), as an empty token with check-name is refused
 * (action-checks.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { HELLO, makeWorkspace, runActionStep } from '../helpers/action-harness.js';
import { esc } from '../../src/action/markdown.js';
import { CAMPAIGN } from '../tiers.js';

describe('a missing GITHUB_REPOSITORY is refused before any stage runs', () => {
  it.each([
    ['not set', '', 'GITHUB_REPOSITORY is not set'],
    ['not owner/name', 'widgets', "GITHUB_REPOSITORY ('widgets') is not owner/name"],
  ])('with check-name: %s — one ACTION_INPUT_INVALID that says what is missing, no stage run', async (_, repository, said) => {
    const ws = makeWorkspace();
    const counter = join(ws, 'counter.txt');
    const r = await runActionStep({ workspace: ws, inputs: { workflow: HELLO, 'run-id': 'g1', persist: 'none', 'check-name': 'sg / gate' }, env: { GITHUB_REPOSITORY: repository, COUNTER_FILE: counter } });
    expect(r.exitCode).toBe(1);
    expect(r.outputs).toMatchObject({ status: 'ACTION_INPUT_INVALID', 'stages-run': '0', 'run-id': 'g1', 'check-run-id': '' });
    expect(existsSync(counter)).toBe(false);
    // One error, not a second one for the check that could not be published.
    const errors = r.annotations.filter((a) => a.level === 'error');
    expect(errors.map((e) => e.message)).toEqual([
      `ACTION_INPUT_INVALID: ${said}: check-name 'sg / gate' needs the repository (owner/name) to publish the check run in\nFix: GitHub's runners set GITHUB_REPOSITORY (owner/name) for every step; where it is not set (a local runner of actions, a container that clears the environment), set it to the repository's owner/name. Or leave check-name empty.`,
    ]);
    expect(r.summary).toContain(esc(`${said}: check-name`));
  });

  it('with resume-from-run-id: ACTION_INPUT_INVALID (not an internal error), no stage run', async () => {
    const ws = makeWorkspace();
    const counter = join(ws, 'counter.txt');
    const r = await runActionStep({ workspace: ws, inputs: { workflow: HELLO, 'run-id': 'g2', 'resume-from-run-id': '77' }, env: { GITHUB_REPOSITORY: '', COUNTER_FILE: counter, ACTIONS_RUNTIME_TOKEN: 'x', ACTIONS_RESULTS_URL: 'http://127.0.0.1:9/' } });
    expect(r.exitCode).toBe(1);
    expect(r.outputs).toMatchObject({ status: 'ACTION_INPUT_INVALID', 'stages-run': '0' });
    expect(existsSync(counter)).toBe(false);
    const errors = r.annotations.filter((a) => a.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/^ACTION_INPUT_INVALID: GITHUB_REPOSITORY is not set: input 'resume-from-run-id' needs the repository \(owner\/name\) whose workflow run 77 holds the state\nFix: GitHub's runners set GITHUB_REPOSITORY/);
  });
});

describe('an input the step misspells is refused before any stage runs; a name like no input only warns', () => {
  it("stop_after_step (underscores) is ACTION_INPUT_INVALID naming stop-after-step: the workflow does not run to its end as if the input were not given", async () => {
    const ws = makeWorkspace();
    const counter = join(ws, 'counter.txt');
    const r = await runActionStep({ workspace: ws, inputs: { workflow: HELLO, 'run-id': 'm1', persist: 'none', stop_after_step: 'review' }, env: { COUNTER_FILE: counter } });
    expect(r.exitCode).toBe(1);
    expect(r.outputs).toMatchObject({ status: 'ACTION_INPUT_INVALID', 'stages-run': '0', 'run-id': 'm1' });
    expect(existsSync(counter)).toBe(false);
    const errors = r.annotations.filter((a) => a.level === 'error');
    expect(errors.map((e) => e.message)).toEqual([
      "ACTION_INPUT_INVALID: 'stop_after_step' is not an input of stagegate: did you mean 'stop-after-step'? (the runner passes a misspelt input on as it is; without this refusal the step would run as if it had not been given)\nFix: Rename 'stop_after_step' to 'stop-after-step' in the step's with: (see stagegate's docs/action.md for every input).",
    ]);
  });

  it('an input of no name close to one of the action is a warning, and the step runs', { tags: [CAMPAIGN] }, async () => {
    const ws = makeWorkspace();
    const r = await runActionStep({ workspace: ws, inputs: { workflow: HELLO, 'run-id': 'm2', persist: 'none', colour: 'blue' } });
    expect(r.exitCode, r.stdout + r.stderr).toBe(0);
    expect(r.outputs['status']).toBe('WORKFLOW_COMPLETE');
    expect(r.annotations.filter((a) => a.level === 'warning').map((a) => a.message)).toEqual(["'colour' is not an input of stagegate: it is ignored (stagegate's docs/action.md lists the inputs)"]);
  });

  it("another action's input name two edits from one of stagegate's (args: legs, script: strict) is only warned about, also as an INPUT_* of the job's env", async () => {
    const ws = makeWorkspace();
    const r = await runActionStep({ workspace: ws, inputs: { workflow: HELLO, 'run-id': 'm3', persist: 'none', args: '--verbose' }, env: { INPUT_SCRIPT: 'echo hi' } });
    expect(r.exitCode, r.stdout + r.stderr).toBe(0);
    expect(r.outputs['status']).toBe('WORKFLOW_COMPLETE');
    expect(r.annotations.filter((a) => a.level === 'warning').map((a) => a.message)).toEqual([
      "'args' is not an input of stagegate: it is ignored (stagegate's docs/action.md lists the inputs)",
      "'script' is not an input of stagegate: it is ignored (stagegate's docs/action.md lists the inputs)",
    ]);
  });
});
