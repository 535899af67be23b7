// The inputs the action knows by name are action.yml's, and a step's INPUT_* variable that names
// none of them is found, with the input it misspells.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ACTION_INPUTS, unexpectedInputs } from '../../src/action/input-names.js';

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
});
