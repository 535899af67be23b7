// The inputs the action knows by name are action.yml's, and a step's INPUT_* variable that names
// none of them is found, with the input it misspells.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ACTION_INPUTS, misspeltInput, unexpectedInputs } from '../../src/action/input-names.js';

const REPO = join(import.meta.dirname, '..', '..');

describe('ACTION_INPUTS', () => {
  it("are action.yml's inputs, in its order", () => {
    const declared = Object.keys((parse(readFileSync(join(REPO, 'action.yml'), 'utf8')) as { inputs: Record<string, unknown> }).inputs);
    expect([...ACTION_INPUTS]).toEqual(declared);
  });
});

describe('unexpectedInputs', () => {
  it('passes every declared input as the runner names it (INPUT_RUN-ID), and variables that are not inputs', () => {
    const env = Object.fromEntries(ACTION_INPUTS.map((n) => [`INPUT_${n.toUpperCase()}`, 'x']));
    expect(unexpectedInputs({ ...env, PATH: '/bin', GITHUB_INPUT_X: 'y' })).toEqual([]);
  });

  it('names a misspelt input with the one it means: underscores, a missing hyphen, a typo; another name with none', () => {
    expect(unexpectedInputs({ INPUT_STOP_AFTER_STEP: 'review', INPUT_RUNID: 'r1', 'INPUT_CHEK-NAME': 'c', INPUT_COLOUR: 'blue' })).toEqual([
      { name: 'chek-name', meant: 'check-name' },
      { name: 'colour', meant: undefined },
      { name: 'runid', meant: 'run-id' },
      { name: 'stop_after_step', meant: 'stop-after-step' },
    ]);
  });

  it("takes a name for a misspelt input only when it is one: other actions' input names (an INPUT_* of the job's env too) are not", () => {
    // Two edits from legs, strict, agent, reject, sha: a did-you-mean would offer them, a refusal must not.
    const others = ['args', 'script', 'event', 'reset', 'tags', 'ssh', 'sh', 'sha1', 'log', 'working-dir', 'github_token', 'path'];
    expect(unexpectedInputs(Object.fromEntries(others.map((n) => [`INPUT_${n.toUpperCase()}`, 'x']))).filter((u) => u.meant !== undefined)).toEqual([]);
    expect(['resume-from-run', 'stop afer step', 'agent_comand', 'tokens', 'RUN_ID'].map(misspeltInput)).toEqual(['resume-from-run-id', 'stop-after-step', 'agent-command', 'token', 'run-id']);
  });
});
