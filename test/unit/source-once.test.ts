// The source commit (git HEAD through the SourceInfo port, provenance) is read once per
// invocation: the child workflows and parallel child branches of a run are part of it and record
// the commit the run records, without a `git rev-parse` of their own each.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '../../src/core/run/runner.js';
import { systemClock } from '../../src/core/run/ports.js';
import { createNodeProcessRunner } from '../../src/host/process-runner.js';

const dir = mkdtempSync(join(tmpdir(), 'stagegate-source-once-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const header = (name: string) => [`version: '4.0'`, `name: ${name}`, "state_path: 'runs/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', 'steps:'];
// A child: one decision step (no process), then DONE.
const child = (name: string) => [...header(name), '  only:', '    decide:', '      - else: DONE'].join('\n') + '\n';
writeFileSync(join(dir, 'sub.yaml'), child('sub'));
writeFileSync(join(dir, 'one.yaml'), child('one'));
writeFileSync(join(dir, 'two.yaml'), child('two'));
// parent: a child_workflow step, then a parallel step of two child_workflow branches.
writeFileSync(
  join(dir, 'parent.yaml'),
  [
    ...header('parent'),
    '  sub:',
    '    child_workflow: sub.yaml',
    "    inputs: { run_id: 'sub-{{run_id}}' }",
    '    statuses: { WORKFLOW_COMPLETE: fan }',
    '  fan:',
    '    parallel:',
    '      branches:',
    '        one:',
    '          child_workflow: one.yaml',
    "          inputs: { run_id: 'one-{{run_id}}' }",
    '          statuses: { WORKFLOW_COMPLETE: DONE }',
    '        two:',
    '          child_workflow: two.yaml',
    "          inputs: { run_id: 'two-{{run_id}}' }",
    '          statuses: { WORKFLOW_COMPLETE: DONE }',
    '    statuses: { PARALLEL_COMPLETE: DONE, PARALLEL_FAILED: BLOCKED }',
  ].join('\n') + '\n',
);

const sourceOf = (runId: string): unknown => (parse(readFileSync(join(dir, 'runs', runId, 'workflow_state.yaml'), 'utf8')) as { source_commit?: unknown }).source_commit;

describe('the source commit of a run with children', () => {
  it('is read once per invocation, and every child and child branch records it', async () => {
    const sha = 'c0ffee'.padEnd(40, '1');
    const reads: string[] = [];
    const outcome = await runWorkflow(
      { workspace: dir, workflowFile: 'parent.yaml', invocation: { tokens: { run_id: 'p' } }, env: { PATH: process.env['PATH'] ?? '' } },
      { processes: createNodeProcessRunner(), source: { sourceCommit: (workspace) => (reads.push(workspace), sha) }, clock: systemClock },
    );
    expect(outcome.status, outcome.message).toBe('WORKFLOW_COMPLETE');
    expect(reads).toEqual([dir]);
    for (const runId of ['p', 'sub-p', 'one-p', 'two-p']) expect(sourceOf(runId)).toBe(sha);
  });

  it('is asked for before the run loads its workflow when the port can start it, and that answer is the one recorded', async () => {
    const sha = 'beef'.padEnd(40, '2');
    const calls: string[] = [];
    const outcome = await runWorkflow(
      { workspace: dir, workflowFile: 'parent.yaml', invocation: { tokens: { run_id: 'q' } }, env: { PATH: process.env['PATH'] ?? '' } },
      {
        processes: createNodeProcessRunner(),
        source: {
          sourceCommit: (workspace) => (calls.push(`read ${workspace}`), 'f'.repeat(40)),
          startSourceCommit: (workspace) => (calls.push(`start ${workspace}`), Promise.resolve(sha)),
        },
        clock: systemClock,
      },
    );
    expect(outcome.status, outcome.message).toBe('WORKFLOW_COMPLETE');
    expect(calls).toEqual([`start ${dir}`]);
    for (const runId of ['q', 'sub-q', 'one-q', 'two-q']) expect(sourceOf(runId)).toBe(sha);
  });

  it('is started before the workflow is loaded (a workflow that does not load still started it)', async () => {
    const calls: string[] = [];
    const outcome = await runWorkflow(
      { workspace: dir, workflowFile: 'missing.yaml', invocation: { tokens: { run_id: 'm' } }, env: { PATH: process.env['PATH'] ?? '' } },
      { processes: createNodeProcessRunner(), source: { sourceCommit: () => (calls.push('read'), null), startSourceCommit: () => (calls.push('start'), Promise.resolve(null)) }, clock: systemClock },
    );
    expect(outcome.exitCode).not.toBe(0);
    expect(calls).toEqual(['start']);
  });
});
