// `stagegate run` through the built CLI: text and --json output, exit statuses (0 complete or
// paused, 5 contract, 6 stage failure), --stop-after-step and resume, -C from another directory.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTCOME_KEYS, jsonOf, outsideDir, removeWorkspaces, workflowYaml, workspaceWith } from '../helpers/cli.js';
import { REVIEW_LOOP, expectBuiltCli } from './smoke-support.js';

beforeAll(expectBuiltCli);
afterAll(removeWorkspaces);

describe('stagegate run', () => {
  it('runs a review loop to WORKFLOW_COMPLETE: one JSON line with the outcome keys in order, exit 0', async () => {
    const ws = workspaceWith({ 'wf.yaml': REVIEW_LOOP });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const j = jsonOf(r);
    expect(Object.keys(j).slice(0, OUTCOME_KEYS.length)).toEqual([...OUTCOME_KEYS]);
    expect(j).toMatchObject({ status: 'WORKFLOW_COMPLETE', run_id: 'r1', completed_steps: ['draft', 'review', 'revise', 'publish'], state_path: 'runs/r1/workflow_state.yaml' });
    expect(ws.lines('counter.txt')).toEqual(['draft', 'review', 'revise', 'review', 'publish']);
    expect(ws.state('runs/r1/workflow_state.yaml').status).toBe('WORKFLOW_COMPLETE');
  });

  it('stops after a step (PARTIAL_RESUMABLE, exit 0) and resumes in text mode from another directory with -C', async () => {
    const ws = workspaceWith({ 'wf.yaml': REVIEW_LOOP });
    const first = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'review', '--json']);
    expect(first.code).toBe(0);
    expect(jsonOf(first)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'revise', completed_steps: ['draft', 'review'] });
    const text = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '-C', ws.dir], { cwd: outsideDir() });
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain('WORKFLOW_COMPLETE');
    expect(text.stdout).not.toMatch(/^\s*\{/);
    // The text outcome says where the run's files are: its state, its journal and its manifest.
    expect(text.stdout).toMatch(/^ {2}state: +runs\/r1\/workflow_state\.yaml$/m);
    expect(text.stdout).toMatch(/^ {2}journal: +runs\/r1\/workflow_state\.journal\.jsonl /m);
    expect(text.stdout).toMatch(/^ {2}manifest: +runs\/r1\/RUN_MANIFEST\.yaml$/m);
    expect(ws.exists('runs/r1/workflow_state.journal.jsonl')).toBe(true);
    expect(ws.lines('counter.txt')).toEqual(['draft', 'review', 'revise', 'review', 'publish']);
  });

  it('a failing stage exits 6 (STAGE_FAILED), a stage without a gate exits 5 (GATE_RESULT_MISSING)', async () => {
    const ws = workspaceWith({
      'fails.yaml': workflowYaml('fails', { a: { run: 'source lib.sh; count; exit 3' } }),
      'nogate.yaml': workflowYaml('nogate', { a: { run: '[ -d "${STAGEGATE_OUTPUT%/*}" ] || mkdir -p "${STAGEGATE_OUTPUT%/*}"; echo body >"$STAGEGATE_OUTPUT"' } }),
    });
    const failed = await ws.run(['run', 'fails.yaml', '--run-id', 'r1', '--json']);
    expect(failed.code).toBe(6);
    expect(jsonOf(failed)).toMatchObject({ status: 'STAGE_FAILED', active_step: 'a', completed_steps: [] });
    const missing = await ws.run(['run', 'nogate.yaml', '--run-id', 'r2', '--json']);
    expect(missing.code).toBe(5);
    expect(jsonOf(missing)['status']).toBe('GATE_RESULT_MISSING');
    expect(failed.stderr + missing.stderr).not.toMatch(/internal error|\n\s+at /);
  });
});
