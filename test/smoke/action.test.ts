// The built Action (node dist/action/index.js, run the way the GitHub runner runs it: INPUT_*
// variables, the runner's files; test/helpers/action-harness.ts): a run of the hello example
// with its outputs and job summary, and validate's annotations and failed step.
import { writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { HELLO, cleanupHarness, counted, counterFile, makeWorkspace, runActionProcess } from '../helpers/action-harness.js';

afterAll(cleanupHarness);

describe('the built Action', () => {
  it('runs the hello example to WORKFLOW_COMPLETE: outputs, a job summary with the graph, exit 0', async () => {
    const ws = makeWorkspace();
    const counter = counterFile();
    const r = await runActionProcess({ workspace: ws, inputs: { workflow: HELLO, 'run-id': 'h1', persist: 'none' }, env: { COUNTER_FILE: counter } });
    expect(r.exitCode, r.stdout + r.stderr).toBe(0);
    expect(r.outputs).toMatchObject({ status: 'WORKFLOW_COMPLETE', complete: 'true', 'run-id': 'h1' });
    expect(JSON.parse(r.outputs['completed-steps']!)).toContain('publish');
    expect(r.summary).toContain('```mermaid');
    expect(counted(counter)).toEqual(['draft', 'review', 'revise', 'review', 'publish']);
  });

  it('validate: an error annotation with file and line, and the step fails (exit 1)', async () => {
    const ws = makeWorkspace();
    writeFileSync(`${ws}/broken.yaml`, "version: '4.0'\nname: broken\nstate_path: 'runs/{{run_id}}/state.yaml'\ninputs:\n  required: [run_id]\nsteps:\n  a:\n    run: 'true'\n    output: 'runs/{{run_id}}/a.md'\n    statuses: { OK: nowhere }\n");
    const r = await runActionProcess({ workspace: ws, inputs: { command: 'validate', workflow: 'broken.yaml' } });
    expect(r.exitCode).toBe(1);
    expect(r.annotations).toContainEqual(expect.objectContaining({ level: 'error', properties: expect.objectContaining({ file: 'broken.yaml', line: '10', title: 'UNKNOWN_TARGET' }) }));
  });
});
