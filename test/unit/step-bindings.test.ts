// A step's own inputs bind in dependency order (run/bindings.ts: stepBindings), and inputs that
// use each other stop with a clear contract error rather than leaving one silently unbound.
import { describe, expect, it } from 'vitest';
import { stepBindings } from '../../src/core/run/bindings.js';
import { StagegateError } from '../../src/core/run/errors.js';
import type { StepModel } from '../../src/core/model/workflow.js';

const step = (inputs: Record<string, string>): StepModel => ({ id: 'build', kind: 'shell', def: { run: 'true', inputs }, path: ['steps', 'build'], line: 7, column: 3 }) as StepModel;

describe('stepBindings', () => {
  it('binds an input that uses one written after it (a chain of three, written backwards)', () => {
    const b = stepBindings(new Map([['run_id', 'r1']]), step({ a: '{{b}}/a', b: '{{c}}/b', c: '{{run_id}}' }), undefined);
    expect([b.get('a'), b.get('b'), b.get('c')]).toEqual(['r1/b/a', 'r1/b', 'r1']);
  });

  it("{{name}} in another input is the step's own name, also when the workflow binds that name", () => {
    const b = stepBindings(new Map([['kind', 'outer']]), step({ label: 'kind={{kind}}', kind: 'inner' }), undefined);
    expect(b.get('label')).toBe('kind=inner');
  });

  it('an input passing on its own name gets the value from outside the step', () => {
    const b = stepBindings(new Map([['kind', 'outer']]), step({ label: '{{kind}}!', kind: '{{kind}}-x' }), undefined);
    expect([b.get('kind'), b.get('label')]).toEqual(['outer-x', 'outer-x!']);
  });

  it('inputs that use each other stop with WORKFLOW_CONTRACT_INVALID at the step, naming the cycle', () => {
    let error: unknown;
    try {
      stepBindings(new Map([['a', 'outer']]), step({ x: 'fixed', a: '{{b}}', b: '{{c}}', c: '{{a}}' }), undefined);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(StagegateError);
    const e = error as StagegateError;
    expect(e.code).toBe('WORKFLOW_CONTRACT_INVALID');
    expect(e.message).toBe('inputs of step build use each other in a cycle ({{a}} -> {{b}} -> {{c}} -> {{a}}), so none of them can be resolved first');
    expect(e.hint).toContain('SELF_REFERENCING_INPUT');
    expect(e.location).toEqual({ line: 7, column: 3 });
  });
});
