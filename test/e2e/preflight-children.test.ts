// A child workflow whose agent steps have no agent stops the run before its first stage, whether
// the child is a native file, one with a gate_schema (loaded with the schema engine), or one in
// another runner's format (loaded with its importer): preflight loads each child as the run does
// (run/preflight.ts preflightInvocationAsync). plan predicts the same stop.
import { afterAll, describe, expect, it } from 'vitest';
import { FAKE_AGENT, Workspace, jsonOf, removeAll, workflow } from './agent-support.js';
import { CAMPAIGN } from '../tiers.js';

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

/**
 * An agent stage, then a shell stage (deploy); `back`: deploy's status that leads back to the
 * agent stage (a loop that can revisit it).
 */
function writeThenDeploy(back = false): string {
  return workflow(`
  write:
    inline_instruction: |
      Write it.

      status: WRITTEN
    output: 'runs/{{run_id}}/out.md'
    statuses: { WRITTEN: deploy }
  deploy:
    run: printf 'deployed\\n' >"$STAGEGATE_OUTPUT" && stagegate gate DEPLOYED
    output: 'runs/{{run_id}}/deploy.md'
    statuses: { DEPLOYED: DONE${back ? ', REDO: write' : ''} }`);
}

describe('a resume needs an agent only for the agent steps it may still run', () => {
  it('a completed agent step the run cannot reach again needs none: a later job without --agent runs the shell step', { tags: [CAMPAIGN] }, async () => {
    const ws = new Workspace({ 'wf.yaml': writeThenDeploy() });
    const first = await ws.runFake(['wf.yaml', '--run-id', 'r1', '--stop-after-step', 'write']);
    expect(first.json.status, first.stdout + first.stderr).toBe('PARTIAL_RESUMABLE');
    // status's resume needs no agent flags (no note asks for them); plan predicts no stop; the
    // resume without any agent configured finishes the run.
    const status = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(status.next_command).toBe('stagegate run wf.yaml --run-id r1');
    expect(status.next_note).toBeUndefined();
    const plan = jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(JSON.stringify(plan)).not.toContain('no agent is configured');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([jsonOf(r).status, r.code], r.stdout + r.stderr).toEqual(['WORKFLOW_COMPLETE', 0]);
    expect(ws.read('runs/r1/deploy.md')).toContain('deployed');
  });

  it('one a loop can lead back to still needs its agent (refused before anything runs), as does a resume a source change sends back to it', { tags: [CAMPAIGN] }, async () => {
    const ws = new Workspace({ 'wf.yaml': writeThenDeploy(true) });
    const first = await ws.runFake(['wf.yaml', '--run-id', 'r1', '--stop-after-step', 'write']);
    expect(first.json.status, first.stdout + first.stderr).toBe('PARTIAL_RESUMABLE');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([jsonOf(r).status, r.code], r.stdout + r.stderr).toEqual(['WORKFLOW_INPUT_REQUIRED', 4]);
    expect(jsonOf(r).message).toContain('step write is an agent step and no agent is configured');
    expect(ws.exists('runs/r1/deploy.md')).toBe(false);
    // status's resume carries the agent flags the run was started with (recorded outside the workspace: not reused).
    const status = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect([status.next_command, status.next_note]).toEqual([`stagegate run wf.yaml --run-id r1 --agent command --agent-command ${FAKE_AGENT}`, undefined]);

    // Without the loop, a new commit and --on-source-change rerun send the run back to write.
    const ws2 = new Workspace({ 'wf.yaml': writeThenDeploy() });
    expect((await ws2.runFake(['wf.yaml', '--run-id', 'r1', '--stop-after-step', 'write'])).json.status).toBe('PARTIAL_RESUMABLE');
    ws2.write('notes.md', 'a change\n');
    ws2.commit('a new source commit');
    const journal = ws2.read('runs/r1/workflow_state.journal.jsonl');
    const rerun = await ws2.run(['run', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'rerun', '--json']);
    expect([jsonOf(rerun).status, rerun.code], rerun.stdout + rerun.stderr).toEqual(['WORKFLOW_INPUT_REQUIRED', 4]);
    // Refused before the run records anything (not part way, at the step).
    expect(ws2.read('runs/r1/workflow_state.journal.jsonl')).toBe(journal);
  });
});

/**
 * An agent stage, an approval (a rejection sends the run back to it), then a shell stage (deploy);
 * `back`: deploy's status that leads back to the approval (a loop that can ask again).
 */
function writeApproveDeploy(back = false): string {
  return workflow(`
  write:
    inline_instruction: |
      Write it.

      status: WRITTEN
    output: 'runs/{{run_id}}/out.md'
    statuses: { WRITTEN: sign_off }
  sign_off:
    approval: { message: 'Ship it?' }
    on_approve: deploy
    on_reject: write
  deploy:
    run: printf 'deployed\\n' >"$STAGEGATE_OUTPUT" && stagegate gate DEPLOYED
    output: 'runs/{{run_id}}/deploy.md'
    statuses: { DEPLOYED: DONE${back ? ', REDO: sign_off' : ''} }`);
}

describe('a resume after a decision needs an agent only for where the decision leads', () => {
  it('approved: the later job without --agent deploys (the rejection edge back to the agent step is not taken); rejected: refused before anything runs', { tags: [CAMPAIGN] }, async () => {
    const ws = new Workspace({ 'wf.yaml': writeApproveDeploy() });
    for (const id of ['r1', 'r2']) expect((await ws.runFake(['wf.yaml', '--run-id', id])).json.status).toBe('PARTIAL_RESUMABLE');
    expect((await ws.run(['approve', 'wf.yaml', '--run-id', 'r1'])).code).toBe(0);
    const status = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect([status.next_command, status.next_note]).toEqual(['stagegate run wf.yaml --run-id r1', undefined]);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([jsonOf(r).status, r.code], r.stdout + r.stderr).toEqual(['WORKFLOW_COMPLETE', 0]);
    expect(ws.read('runs/r1/deploy.md')).toContain('deployed');

    expect((await ws.run(['reject', 'wf.yaml', '--run-id', 'r2'])).code).toBe(0);
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r2', '--json'])).next_command).toBe(`stagegate run wf.yaml --run-id r2 --agent command --agent-command ${FAKE_AGENT}`);
    const journal = ws.read('runs/r2/workflow_state.journal.jsonl');
    const rejected = await ws.run(['run', 'wf.yaml', '--run-id', 'r2', '--json']);
    expect([jsonOf(rejected).status, rejected.code], rejected.stdout + rejected.stderr).toEqual(['WORKFLOW_INPUT_REQUIRED', 4]);
    expect(jsonOf(rejected).message).toContain('step write is an agent step and no agent is configured');
    expect(ws.read('runs/r2/workflow_state.journal.jsonl')).toBe(journal);
  });

  it('approved, but a path leads back to the approval (whose next decision may reject): the agent step is still checked', { tags: [CAMPAIGN] }, async () => {
    const ws = new Workspace({ 'wf.yaml': writeApproveDeploy(true) });
    expect((await ws.runFake(['wf.yaml', '--run-id', 'r1'])).json.status).toBe('PARTIAL_RESUMABLE');
    expect((await ws.run(['approve', 'wf.yaml', '--run-id', 'r1'])).code).toBe(0);
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json'])).next_command).toBe(`stagegate run wf.yaml --run-id r1 --agent command --agent-command ${FAKE_AGENT}`);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([jsonOf(r).status, r.code], r.stdout + r.stderr).toEqual(['WORKFLOW_INPUT_REQUIRED', 4]);
    expect(ws.exists('runs/r1/deploy.md')).toBe(false);
  });
});
