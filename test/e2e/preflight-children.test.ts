// A child workflow whose agent steps have no agent stops the run before its first stage, whether
// the child is a native file, one with a gate_schema (loaded with the schema engine), or one in
// another runner's format (loaded with its importer): preflight loads each child as the run does
// (run/preflight.ts preflightInvocationAsync). plan predicts the same stop.
import { afterAll, describe, expect, it } from 'vitest';
import { Workspace, jsonOf, removeAll, workflow } from './agent-support.js';

afterAll(removeAll);

/** A parent whose first stage writes first.md, then runs `child` as a child workflow. */
function parent(child: string, inputs: string): string {
  return workflow(`
  first:
    run: printf 'ran\\n' >"$STAGEGATE_OUTPUT" && stagegate gate OK
    output: 'runs/{{run_id}}/first.md'
    statuses: { OK: audit }
  audit:
    child_workflow: ${child}
    inputs: { ${inputs} }
    statuses: { WORKFLOW_COMPLETE: DONE }`);
}

const WITH_SCHEMA = workflow(
  `
  audit:
    inline_instruction: Audit it.
    output: 'runs/{{run_id}}/audit.md'
    gate_schema: { type: object, properties: { score: { type: integer } } }
    statuses: { AUDIT_OK: DONE }`,
  { name: 'child' },
);

const CCW = JSON.stringify({
  template_id: 'wft-verify',
  name: 'Verify',
  version: '1.0',
  context_schema: { bug: { type: 'string', required: true } },
  nodes: [{ id: 'N-001', type: 'agent', name: 'Verify', executor: 'general-purpose', args_template: 'Verify the fix for: {bug}' }],
  edges: [],
});

describe('preflight of a child workflow loaded with an importer or the gate_schema engine', () => {
  for (const [what, file, text, inputs] of [
    ['with a gate_schema', 'sub/child.yaml', WITH_SCHEMA, "run_id: 'c-{{run_id}}'"],
    ['in CCW format', 'sub/verify.json', CCW, "run_id: 'c-{{run_id}}', bug: 'it crashes'"],
  ] as const) {
    it(`${what}: an agent step of it with no agent stops the run before its first stage; plan says so too`, async () => {
      const ws = new Workspace({ [file]: text, 'wf.yaml': parent(file, inputs) });
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
      const json = jsonOf(r);
      expect([json.status, r.code], r.stdout + r.stderr).toEqual(['WORKFLOW_INPUT_REQUIRED', 4]);
      expect(json.message).toContain(`child workflow step audit (${file}): step `);
      expect(json.message).toContain('no agent is configured');
      expect(ws.exists('runs/r1/first.md')).toBe(false);
      expect(ws.exists('runs/r1/workflow_state.yaml')).toBe(false);
      const plan = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--json']);
      expect(JSON.stringify(jsonOf(plan))).toContain(`child workflow step audit (${file})`);
      // The fan-out plan job (--stop-after-step) checks no child: its first stage runs.
      const first = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'first', '--json']);
      expect(jsonOf(first).status, first.stdout + first.stderr).toBe('PARTIAL_RESUMABLE');
      expect(ws.exists('runs/r1/first.md')).toBe(true);
    });
  }
});
