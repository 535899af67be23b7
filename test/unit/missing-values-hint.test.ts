// The fix a run's WORKFLOW_INPUT_REQUIRED prints for placeholders nothing binds
// (run/bindings.ts: missingValuesHint): the input to pass, and a stage input that refers to itself.
import { describe, expect, it } from 'vitest';
import { missingValuesHint } from '../../src/core/run/bindings.js';
import type { StepModel } from '../../src/core/model/workflow.js';

const step = (inputs: Record<string, string>): StepModel => ({ id: 'build', kind: 'shell', def: { run: 'true', inputs }, path: ['steps', 'build'], line: 3, column: 3 }) as StepModel;

describe('missingValuesHint', () => {
  it('names the outside input a stage input uses', () => {
    expect(missingValuesHint(step({ kind: '{{flavour}}' }), new Map(), ['kind'])).toBe('Pass flavour=<value> (and resume).');
  });

  it('says a stage input that is its own placeholder refers to itself, and how to give it a value', () => {
    const hint = missingValuesHint(step({ kind: '{{kind}}' }), new Map(), ['kind']);
    expect(hint).toContain('Stage input kind of step build refers to itself');
    expect(hint).toContain("declare kind under the workflow's inputs and pass kind=<value>");
  });

  it('says so for two stage inputs that use each other', () => {
    const hint = missingValuesHint(step({ a: '{{b}}', b: '{{a}}' }), new Map(), ['a']);
    expect(hint).toContain('Stage input a of step build refers to itself');
  });
});
