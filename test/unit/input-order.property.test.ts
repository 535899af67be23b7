// A step's own inputs: validate (SELF_REFERENCING_INPUT) and a run (stepBindings) follow one
// rule (model/input-order.ts). For random input maps on a shell step and on a child_workflow
// step, against an independent model of the rule (an input's {{x}} is the step's own x when it
// has one and x is not its own name, else the outside value; one that cannot resolve leaves the
// outside value; a child step's inputs see only the outside values):
// - validate reports a loop exactly when the model finds one, and then the run stops with
//   WORKFLOW_CONTRACT_INVALID;
// - otherwise the run binds exactly the model's values (unresolvable ones unbound), and validate
//   reports an input that uses its own name exactly when nothing outside binds that name.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { loadWorkflowText } from '../../src/core/model/loader.js';
import { stepBindings } from '../../src/core/run/bindings.js';
import { isStagegateError } from '../../src/core/run/errors.js';
import { validateWorkflow } from '../../src/core/validate/validate.js';
import { Workspace } from '../../src/core/workspace/workspace.js';
import { sized } from '../helpers/sizes.js';

const RUNS = { numRuns: sized(400), seed: 2020 };
const dir = mkdtempSync(join(tmpdir(), 'stagegate-input-order-prop-'));
const workspace = new Workspace(dir);
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(
  join(dir, 'child.yaml'),
  stringify({
    version: '4.0',
    name: 'child',
    state_path: 'runs/{{run_id}}/workflow_state.yaml',
    inputs: { required: ['run_id'], optional: ['a', 'b', 'c', 'd'] },
    steps: { x: { run: 'true', output: 'runs/{{run_id}}/x.md', statuses: { OK: 'DONE' } } },
  }),
);

// The workflow binds run_id, a and o; b, c and d only a step can bind.
const OUTSIDE = new Map([
  ['run_id', 'r1'],
  ['a', 'A'],
  ['o', 'O'],
]);
const OWN = ['a', 'b', 'c', 'd'];
const USED = [...OWN, 'o'];

const text = fc.array(fc.oneof(fc.constantFrom('x', '-', '/'), fc.constantFrom(...USED).map((n) => `{{${n}}}`)), { minLength: 1, maxLength: 4 }).map((parts) => parts.join(''));
const inputs = fc
  .shuffledSubarray(OWN, { minLength: 1 })
  .chain((names) => fc.tuple(...names.map((n) => text.map((t) => [n, t] as const))))
  .map((entries) => Object.fromEntries(entries) as Record<string, string>);

function workflowYaml(own: Record<string, string>, child: boolean): string {
  const step = child ? { child_workflow: 'child.yaml', inputs: { run_id: 'c-{{run_id}}', ...own }, statuses: { WORKFLOW_COMPLETE: 'DONE' } } : { run: 'true', inputs: own, output: 'runs/{{run_id}}/s.md', statuses: { OK: 'DONE' } };
  return stringify({ version: '4.0', name: 'p', state_path: 'runs/{{run_id}}/workflow_state.yaml', inputs: { required: ['run_id'], defaults: { a: 'A', o: 'O' } }, steps: { s: step } });
}

const LOOP = Symbol('loop');
/**
 * The model: each input's value, or LOOP. An input that cannot resolve leaves its name as the
 * outside binds it (undefined when nothing does), for the step and for its other inputs alike.
 */
function model(own: Record<string, string>, child: boolean): Map<string, string | undefined> | typeof LOOP {
  const values = new Map<string, string | undefined>();
  const resolving: string[] = [];
  const value = (name: string): string | undefined => {
    if (values.has(name)) return values.get(name);
    if (resolving.includes(name)) throw LOOP;
    resolving.push(name);
    let missing = false;
    const out = own[name]!.replace(/\{\{(\w+)\}\}/g, (_, used: string) => {
      const v = !child && used !== name && Object.hasOwn(own, used) ? value(used) : OUTSIDE.get(used);
      if (v === undefined) missing = true;
      return v ?? '';
    });
    resolving.pop();
    values.set(name, missing ? OUTSIDE.get(name) : out);
    return values.get(name);
  };
  try {
    for (const name of Object.keys(own)) value(name);
  } catch (e) {
    if (e === LOOP) return LOOP;
    throw e;
  }
  return values;
}

describe("a step's own inputs: validate and the run agree", () => {
  it('on loops, bound values and inputs using their own name', () => {
    fc.assert(
      fc.property(inputs, fc.boolean(), (own, child) => {
        const loaded = loadWorkflowText(workflowYaml(own, child), 'wf.yaml', join(dir, 'wf.yaml'));
        expect(loaded.diagnostics).toEqual([]);
        const workflow = loaded.workflow!;
        const findings = validateWorkflow(workflow, workspace).filter((d) => d.code === 'SELF_REFERENCING_INPUT');
        const loopFindings = findings.filter((d) => d.message.includes(' through '));
        let bound: Map<string, string> | undefined;
        let stopped: unknown;
        try {
          bound = stepBindings(OUTSIDE, workflow.steps.get('s')!, undefined);
        } catch (e) {
          stopped = e;
        }
        const expected = model(own, child);
        if (expected === LOOP) {
          expect(child).toBe(false);
          expect(loopFindings.length).toBeGreaterThan(0);
          expect(isStagegateError(stopped) && stopped.code).toBe('WORKFLOW_CONTRACT_INVALID');
          return;
        }
        expect(loopFindings).toEqual([]);
        expect(stopped).toBeUndefined();
        for (const [name, v] of expected) expect(bound!.get(name), name).toBe(v);
        const selfUsers = Object.keys(own).filter((n) => !OUTSIDE.has(n) && own[n]!.includes(`{{${n}}}`));
        expect(findings.map((d) => d.path.at(-1)).sort()).toEqual(selfUsers.sort());
      }),
      RUNS,
    );
  });
});
