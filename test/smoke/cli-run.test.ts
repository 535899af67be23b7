// `stagegate run` through the built CLI: --json (one line, the outcome keys in order) and text,
// exit statuses (0 paused or complete, 6 a stage failure; 5, a contract stop, in gate-schema's
// GATE_SCHEMA_VIOLATION and cli-graph's invalid workflow), --stop-after-step and a resume, -C from
// another directory. Proved in-process instead (the same code as the bundle's): the other stop
// codes, a stage without a gate among them (test/e2e/run-stop-codes.test.ts), the run's state as a
// resume replays it (test/e2e/run-loop.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTCOME_KEYS, jsonOf, outsideDir, removeWorkspaces, workflowYaml, workspaceWith } from '../helpers/cli.js';
import { REVIEW_LOOP, expectBuiltCli } from './smoke-support.js';

beforeAll(expectBuiltCli);
afterAll(removeWorkspaces);

describe('stagegate run', () => {
  it('stops after a step (PARTIAL_RESUMABLE, exit 0: one JSON line, the outcome keys in order) and resumes to WORKFLOW_COMPLETE in text mode from another directory with -C', async () => {
    const ws = workspaceWith({ 'wf.yaml': REVIEW_LOOP });
    const first = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'review', '--json']);
    expect(first.code, first.stderr).toBe(0);
    const j = jsonOf(first);
    expect(Object.keys(j).slice(0, OUTCOME_KEYS.length)).toEqual([...OUTCOME_KEYS]);
    expect(j).toMatchObject({ status: 'PARTIAL_RESUMABLE', run_id: 'r1', active_step: 'revise', completed_steps: ['draft', 'review'], state_path: 'runs/r1/workflow_state.yaml' });
    const text = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '-C', ws.dir], { cwd: outsideDir() });
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/^WORKFLOW_COMPLETE/);
    expect(text.stdout).not.toMatch(/^\s*\{/);
    // The text outcome says where the run's files are: its state, its journal and its manifest.
    expect(text.stdout).toMatch(/^ {2}state: +runs\/r1\/workflow_state\.yaml$/m);
    expect(text.stdout).toMatch(/^ {2}journal: +runs\/r1\/workflow_state\.journal\.jsonl /m);
    expect(text.stdout).toMatch(/^ {2}manifest: +runs\/r1\/RUN_MANIFEST\.yaml$/m);
    expect(ws.exists('runs/r1/workflow_state.journal.jsonl')).toBe(true);
    expect(ws.lines('counter.txt')).toEqual(['draft', 'review', 'revise', 'review', 'publish']);
  });

  it('a failing stage exits 6 (STAGE_FAILED), no stack trace', async () => {
    const ws = workspaceWith({ 'fails.yaml': workflowYaml('fails', { a: { run: 'source lib.sh; count; exit 3' } }) });
    const failed = await ws.run(['run', 'fails.yaml', '--run-id', 'r1', '--json']);
    expect(failed.code).toBe(6);
    expect(jsonOf(failed)).toMatchObject({ status: 'STAGE_FAILED', active_step: 'a', completed_steps: [] });
    expect(failed.stderr).not.toMatch(/internal error|\n\s+at /);
  });
});
