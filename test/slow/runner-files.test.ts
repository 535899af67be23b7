// Slow tier: more of the runner's own files (the main cases are in
// test/e2e/security-runner-files.test.ts): a link, a directory or a link to a device at the next
// stage's log path; a directory at the lock path; a FIFO at the state path; a directory at an
// agent stage's prompt copy.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, chainYaml, jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';

afterAll(removeWorkspaces);

const STATE = 'runs/r1/workflow_state.yaml';

describe("something other than a file at the next stage's log path", () => {
  const plant: Array<[string, string, string]> = [
    ['a link to a file of the workspace', 'ln -s ../../../victim.txt runs/r1/logs/b.v1.a1.log', 'a symbolic link'],
    ['a directory', 'mkdir runs/r1/logs/b.v1.a1.log', 'a directory'],
    ['a link to a device', 'ln -s /dev/null runs/r1/logs/b.v1.a1.log', ''],
  ];
  for (const [label, command, kind] of plant) {
    it(`${label}: a clear stop at once, recorded in state, nothing written through it; the resume runs once it is gone`, async () => {
      const ws = workspaceWith({ 'wf.yaml': chainYaml('logs', ['a', 'b', 'c'], { a: { run: `source lib.sh; stage OK; mkdir -p runs/r1/logs; ${command}` } }), 'victim.txt': 'untouched\n' });
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
      const out = jsonOf(r);
      // A link out of the workspace is refused by the confinement check before the log is opened.
      const expected = kind === '' ? 'PATH_OUTSIDE_WORKSPACE' : 'RUN_FILE_UNSAFE';
      expect(out['status'], r.stderr).toBe(expected);
      if (kind !== '') {
        expect(r.code).toBe(9);
        expect(out).toMatchObject({ active_step: 'b', completed_steps: ['a'] });
        expect(out['message']).toContain(`${kind} stands at its log path`);
        expect(ws.state(STATE)).toMatchObject({ status: expected, active_step: 'b', in_flight: null });
        expect(ws.state(STATE).history.at(-1)).toMatchObject({ step: 'b', outcome: 'failed', code: expected });
      } else {
        expect(r.code).toBe(5);
        expect(ws.state(STATE)).toMatchObject({ active_step: 'b', completed_steps: ['a'] });
      }
      expect(ws.lines('counter.txt')).toEqual(['a']);
      expect(ws.read('victim.txt')).toBe('untouched\n');
      expect(ws.exists(`${STATE}.lock`)).toBe(false);
      spawnSync('rm', ['-rf', ws.path('runs/r1/logs/b.v1.a1.log')]);
      const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
      expect(jsonOf(resumed), resumed.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['a', 'b', 'c'] });
    });
  }
});

describe('the lock path', () => {
  it('a directory is named clearly (RUN_FILE_UNSAFE), never "locked by another stagegate process"; nothing changes', async () => {
    const ws = workspaceWith({ 'wf.yaml': chainYaml('lockpath', ['a', 'b']) });
    await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'a', '--json']);
    const before = ws.read(STATE);
    spawnSync('mkdir', ['-p', ws.path(`${STATE}.lock`)]);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code, r.stderr).toBe(9);
    expect(jsonOf(r)['status']).toBe('RUN_FILE_UNSAFE');
    expect(jsonOf(r)['message']).toContain('is a directory, not a lock file stagegate made');
    expect(ws.read(STATE)).toBe(before);
    expect(ws.lines('counter.txt')).toEqual(['a']);
  });
});

describe('the state path', () => {
  it('a FIFO where the state goes is refused at once (never waited on), and left as it is', async () => {
    const ws = workspaceWith({ 'wf.yaml': chainYaml('fifo', ['a']) });
    spawnSync('mkdir', ['-p', ws.path('runs/r1')]);
    spawnSync('mkfifo', [ws.path(STATE)]);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r)['status'], r.stderr).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
    expect(jsonOf(r)['message']).toContain('is a FIFO');
    expect(ws.lines('counter.txt')).toEqual([]);
  });
});

describe("something other than a file at the next agent stage's prompt copy", () => {
  it('a directory there stops the attempt before the agent starts (RUN_FILE_UNSAFE, recorded in state)', async () => {
    const wf = `version: '4.0'
name: prompted
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  a:
    run: 'source lib.sh; stage OK; mkdir -p runs/r1/logs/work.v1.a1.prompt.md'
    output: 'runs/{{run_id}}/a.md'
    statuses: { OK: work }
  work:
    inline_instruction: |
      Do the work.

      status: OK
    output: 'runs/{{run_id}}/work.md'
    statuses: { OK: DONE }
`;
    const ws = workspaceWith({ 'wf.yaml': wf });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', '--agent', 'command', '--agent-command', join(REPO_ROOT, 'test', 'fixtures', 'fake-agent')], { env: { FAKE_AGENT_LOG: ws.path('calls.jsonl') } });
    expect(r.code, r.stderr).toBe(9);
    expect(jsonOf(r)).toMatchObject({ status: 'RUN_FILE_UNSAFE', active_step: 'work' });
    expect(jsonOf(r)['message']).toContain('prompt copy runs/r1/logs/work.v1.a1.prompt.md cannot be written');
    expect(ws.exists('calls.jsonl')).toBe(false);
    expect(ws.state(STATE)).toMatchObject({ status: 'RUN_FILE_UNSAFE', active_step: 'work', in_flight: null });
  });
});
