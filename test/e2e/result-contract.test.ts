/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// Steps judged by another runner's result contract, through the built CLI: a shell step that
// prints an aiox step_output block on stdout routes on its status and a decision reads its
// extra keys; a maestro block in the declared output counts; no block fails the stage and
// nothing after it runs; convert and unknown formats.
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const WORKFLOW = `version: '4.0'
name: contracts
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  review:
    run: 'echo reviewing; printf "step_output:\\n  status: completed\\n  outputs: {score_9p: %s}\\n" "$(cat score.txt)"'
    result_contract: aiox_step_output
    statuses: { completed: route, failed: BLOCKED }
  route:
    decide:
      - { if: steps.review.gate.score_9p >= 9, to: ship }
      - { else: BLOCKED }
  ship:
    run: 'mkdir -p out && printf "shipping\\n--- COORDINATE RESULT ---\\nSTATUS: SUCCESS\\nREVIEW_VERDICT: approved\\n" > out/ship.md'
    output: out/ship.md
    result_contract: maestro_coordinate
    statuses: { SUCCESS: DONE, FAILURE: BLOCKED }
`;

describe('result contracts through the CLI', () => {
  it('routes on the aiox status and decides on its outputs; a maestro block in the output counts', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': WORKFLOW, 'score.txt': '9\n' });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    const out = jsonOf(r);
    expect(out.status, r.stderr).toBe('WORKFLOW_COMPLETE');
    const state = ws.state('runs/r1/workflow_state.yaml');
    expect(state.steps.review.gate.status).toBe('completed');
    expect(state.steps.review.gate.score_9p).toBe(9);
    // The transcript is the evidence: recorded as the step's artifact with its digest.
    const reviewArtifact = Object.values(state.artifacts as Record<string, any>).find((a) => a.step === 'review');
    expect(reviewArtifact.path).toMatch(/^runs\/r1\/logs\/review\.v1\.a1\.log$/);
    expect(ws.read(reviewArtifact.path)).toContain('reviewing');
    expect(state.steps.ship.gate.review_verdict).toBe('approved');
    expect(state.decisions[0].to).toBe('ship');
  });

  it('a low score takes the else branch, and the value seen is logged', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': WORKFLOW, 'score.txt': '6\n' });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(3);
    expect(ws.state('runs/r1/workflow_state.yaml').decisions[0].branches[0].value).toBe(false);
  });

  it('an answer without the block fails the stage; nothing after it runs; a fixed stage resumes', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': WORKFLOW.replace('printf "step_output:', 'true || printf "step_output:'), 'score.txt': '9\n' });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(5);
    const out = jsonOf(r);
    expect(out.status).toBe('GATE_RESULT_MISSING');
    expect(out.message).toContain('no step_output: block');
    expect(ws.exists('out/ship.md')).toBe(false);
    ws.write('wf.yaml', WORKFLOW);
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--allow-workflow-change', '--json']);
    expect(jsonOf(again).status, again.stderr).toBe('WORKFLOW_COMPLETE');
  });

  it('a malformed or unrouted block is said at its line in the file it was read from: file:line, location and at: (formats35)', async () => {
    // aiox: a status that is neither completed nor failed, in the transcript (the step's log).
    const ws = workspaceWith({ 'wf.yaml': WORKFLOW.replace('status: completed', 'status: done'), 'score.txt': '9\n' });
    const r = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(r.status).toBe('GATE_RESULT_MISSING');
    const log = 'runs/r1/logs/review.v1.a1.log';
    const line = ws.read(log).split('\n').indexOf('  status: done') + 1;
    expect(line).toBeGreaterThan(1);
    expect(r.message).toBe(`${log}:${line}: step_output.status must be completed or failed, got "done"`);
    expect(r.location).toEqual({ file: log, line });
    // maestro: a STATUS the step does not route, in its declared output (line 3).
    const m = workspaceWith({ 'wf.yaml': WORKFLOW.replace('STATUS: SUCCESS', 'STATUS: MAYBE'), 'score.txt': '9\n' });
    const text = await m.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(text.stdout).toContain('WORKFLOW_STATUS_CONTRACT_VIOLATION  step ship reported status MAYBE');
    expect(text.stdout).toContain('  at:       out/ship.md:3');
    expect(m.read('out/ship.md').split('\n')[2]).toBe('STATUS: MAYBE');
  });

  it('a transcript accepted as evidence is checked on resume like any output', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': WORKFLOW, 'score.txt': '9\n' });
    const first = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'review', '--json']);
    expect(jsonOf(first).status, first.stderr).toBe('PARTIAL_RESUMABLE');
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(resumed).status, resumed.stderr).toBe('WORKFLOW_COMPLETE');
    const ws2 = workspaceWith({ 'wf.yaml': WORKFLOW, 'score.txt': '9\n' });
    await ws2.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'review', '--json']);
    const before = ws2.read('runs/r1/workflow_state.yaml');
    ws2.write('runs/r1/logs/review.v1.a1.log', 'step_output:\n  status: completed\n  outputs: {score_9p: 10}\n');
    const tampered = await ws2.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(tampered).status).toBe('STALE_ARTIFACT_REJECTED');
    expect(ws2.read('runs/r1/workflow_state.yaml')).toBe(before);
  });

  it('a status the step does not route is a contract violation', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': WORKFLOW.replace('STATUS: SUCCESS', 'STATUS: PARTIAL'), 'score.txt': '9\n' });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r).status).toBe('WORKFLOW_STATUS_CONTRACT_VIOLATION');
    expect(jsonOf(r).message).toContain('PARTIAL');
  });

  it('convert prints a native file as loaded, and refuses a file of no known format with a line', async () => {
    const ws = workspaceWith({ 'wf.yaml': WORKFLOW, 'ci.yaml': 'jobs:\n  build: {runs-on: ubuntu-latest}\n' });
    const c = await ws.run(['convert', 'wf.yaml']);
    expect(c.code, c.stderr).toBe(0);
    expect(c.stdout).toContain('# Converted by stagegate from wf.yaml (already native 4.0)');
    expect(c.stdout).toContain('result_contract: aiox_step_output');
    const w = await ws.run(['convert', 'wf.yaml', '--out', 'native/wf.yaml']);
    expect(w.code, w.stderr).toBe(0);
    // The same text, but for the header's command: it names the file written (on stdout: FILE).
    expect(ws.read('native/wf.yaml')).toBe(c.stdout.replace('stagegate run FILE --run-id r1 (FILE: the file you save this text as)', 'stagegate run native/wf.yaml --run-id r1'));
    const v = await ws.run(['validate', 'native/wf.yaml']);
    expect(v.code, v.stdout).toBe(0);
    const same = await ws.run(['convert', 'wf.yaml', '--out', 'wf.yaml']);
    expect(same.code).toBe(2);
    const u = await ws.run(['validate', 'ci.yaml', '--json']);
    expect(u.code).toBe(1);
    expect(jsonOf(u).errors[0]).toMatchObject({ code: 'WORKFLOW_FORMAT_UNKNOWN', file: 'ci.yaml', line: 1 });
  });
});
