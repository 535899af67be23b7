// The agent a run records (docs/agents.md#the-run-remembers-its-agent) is read under the run's
// lock: a resume without agent flags that read the run before another runner replaced its agent
// flags runs, and records, the replacement — not the choice it read before the lock. Through the
// real runner in process, with the fake agent as a real process. The race is made, not hoped for:
// the resume's source-commit port (asked for before the lock) answers only once the other runner
// has finished; with the workflow model given, the resume reads the run before that answer.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '../../src/core/run/runner.js';
import { systemClock, type RunnerPorts } from '../../src/core/run/ports.js';
import { createNodeProcessRunner } from '../../src/host/process-runner.js';
import { loadAndCheckAsync } from '../../src/core/model/load-and-check.js';
import { Workspace } from '../../src/core/workspace/workspace.js';
import type { RunRequest } from '../../src/core/run/host.js';
import { CAMPAIGN } from '../tiers.js';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures');

const WORKFLOW = `version: '4.0'
name: agents
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  one:
    inline_instruction: Write one.
    output: 'runs/{{run_id}}/one.md'
    statuses: { DONE_ONE: two }
  two:
    inline_instruction: Write two.
    output: 'runs/{{run_id}}/two.md'
    statuses: { DONE_TWO: three }
  three:
    inline_instruction: Write three.
    output: 'runs/{{run_id}}/three.md'
    statuses: { DONE_THREE: DONE }
`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stagegate-agent-lock-'));
  writeFileSync(join(dir, 'wf.yaml'), WORKFLOW);
  mkdirSync(join(dir, 'bin'));
  cpSync(join(FIXTURES, 'fake-agent'), join(dir, 'bin', 'agent'));
  cpSync(join(FIXTURES, 'fake-agent.cjs'), join(dir, 'bin', 'fake-agent.cjs'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const agentWith = (mark: string, file = 'agent') => ({ agent: 'command', agentCommand: join(dir, 'bin', file), agentArgs: [mark] });

function request(tokens: Record<string, string>, extra: Partial<RunRequest> = {}): RunRequest {
  return { workspace: dir, workflowFile: 'wf.yaml', invocation: { tokens: { run_id: 'r1', ...tokens } }, env: { PATH: process.env['PATH'] ?? '', FAKE_AGENT_LOG: join(dir, 'calls.jsonl') }, ...extra };
}

function ports(source?: Promise<string | null>): RunnerPorts {
  return { processes: createNodeProcessRunner(), source: { sourceCommit: () => null, ...(source !== undefined ? { startSourceCommit: () => source } : {}) }, clock: systemClock };
}

const lines = (rel: string): Array<Record<string, unknown>> => readFileSync(join(dir, rel), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);

const C0 = '0'.repeat(40);
const C1 = '1'.repeat(40);

/** Ports at source commit `commit`; `started`: the commit the invocation asks for first (answered when the test says). */
function portsAt(commit: string, started?: Promise<string | null>): RunnerPorts {
  return { processes: createNodeProcessRunner(), source: { sourceCommit: () => commit, ...(started !== undefined ? { startSourceCommit: () => started } : {}) }, clock: systemClock };
}

describe('the recorded agent is read under the lock', () => {
  it('a resume that read the run before another runner replaced its agent flags runs and records the replacement', { tags: [CAMPAIGN] }, async () => {
    const started = await runWorkflow(request({ stop_after_step: 'one' }, { agents: agentWith('--mark-a') }), ports());
    expect(started.status, started.message).toBe('PARTIAL_RESUMABLE');

    // The resume without flags: it reads the run (recorded: --mark-a), then waits for its source commit.
    let answer!: (commit: string | null) => void;
    const asked = new Promise<string | null>((resolve) => (answer = resolve));
    const workflowModel = await loadAndCheckAsync(new Workspace(dir), 'wf.yaml');
    const resume = runWorkflow(request({}, { workflowModel }), ports(asked));

    // Meanwhile another runner resumes with other flags, runs step two and records them.
    const other = await runWorkflow(request({ stop_after_step: 'two' }, { agents: agentWith('--mark-b') }), ports());
    expect(other.status, other.message).toBe('PARTIAL_RESUMABLE');
    answer(null);
    const outcome = await resume;
    expect(outcome.status, outcome.message).toBe('WORKFLOW_COMPLETE');

    // Step three ran with the flags the run records now, and said so.
    const calls = lines('calls.jsonl');
    expect(calls.map((c) => [c['step'], (c['argv'] as string[]).filter((a) => a.startsWith('--mark'))])).toEqual([
      ['one', ['--mark-a']],
      ['two', ['--mark-b']],
      ['three', ['--mark-b']],
    ]);
    expect(outcome.agents).toMatchObject({ from: 'run', shown: expect.stringContaining('--mark-b') });
    // And recorded them, taken from the run: the next resume without flags keeps --mark-b.
    const starts = lines('runs/r1/workflow_state.journal.jsonl').filter((e) => e['event'] === 'run_started');
    expect(starts.map((e) => e['agents'])).toEqual([
      { from: 'flags', agent: 'command', agent_command: 'bin/agent', agent_args: ['--mark-a'] },
      { from: 'flags', agent: 'command', agent_command: 'bin/agent', agent_args: ['--mark-b'] },
      { from: 'run', agent: 'command', agent_command: 'bin/agent', agent_args: ['--mark-b'] },
    ]);
  });

  it('another agent the run records meanwhile is checked under the lock before anything runs', async () => {
    cpSync(join(dir, 'bin', 'agent'), join(dir, 'bin', 'other'));
    const started = await runWorkflow(request({ stop_after_step: 'one' }, { agents: agentWith('--mark-a') }), ports());
    expect(started.status, started.message).toBe('PARTIAL_RESUMABLE');
    let answer!: (commit: string | null) => void;
    const asked = new Promise<string | null>((resolve) => (answer = resolve));
    const workflowModel = await loadAndCheckAsync(new Workspace(dir), 'wf.yaml');
    const resume = runWorkflow(request({}, { workflowModel }), ports(asked));
    // Another runner records bin/other, which is then removed: the resume must not run bin/agent instead.
    const other = await runWorkflow(request({ stop_after_step: 'two' }, { agents: agentWith('--mark-b', 'other') }), ports());
    expect(other.status, other.message).toBe('PARTIAL_RESUMABLE');
    rmSync(join(dir, 'bin', 'other'));
    answer(null);
    const outcome = await resume;
    expect(outcome.status, outcome.message).toBe('AGENT_NOT_FOUND');
    expect(outcome.message).toContain('bin/other');
    expect(lines('calls.jsonl').map((c) => c['step'])).toEqual(['one', 'two']);
    // Nothing recorded: the run still ends at its last runner's invocation.
    expect(lines('runs/r1/workflow_state.journal.jsonl').filter((e) => e['event'] === 'run_started')).toHaveLength(2);
  });

  it('a source change that sends the run back only as another runner left it is judged under the lock: the agents of the steps it goes back to are checked before anything runs', async () => {
    // No agent flags: step one runs an agent of its own, two and three the workflow's (execution.agent).
    writeFileSync(join(dir, 'wf.yaml'), WORKFLOW.replace('    inline_instruction: Write one.\n', "    inline_instruction: Write one.\n    agent: 'command:bin/first'\n").replace('steps:\n', "execution:\n  agent: 'command:bin/agent'\nsteps:\n"));
    cpSync(join(dir, 'bin', 'agent'), join(dir, 'bin', 'first'));
    const started = await runWorkflow(request({ stop_after_step: 'one' }), portsAt(C1));
    expect(started.status, started.message).toBe('PARTIAL_RESUMABLE');

    // The resume at C1 (rerun stale verdicts) reads the run: one accepted at C1, nothing stale, so before the lock it checks the agents of two and three only.
    let answer!: (commit: string | null) => void;
    const asked = new Promise<string | null>((resolve) => (answer = resolve));
    const workflowModel = await loadAndCheckAsync(new Workspace(dir), 'wf.yaml');
    const resume = runWorkflow(request({}, { workflowModel, invocation: { tokens: { run_id: 'r1' }, onSourceChange: 'rerun' } }), portsAt(C1, asked));

    // Meanwhile another runner, at C0, runs step one again (its verdict now made at C0), then bin/first goes.
    const other = await runWorkflow(request({ stop_after_step: 'one' }, { invocation: { tokens: { run_id: 'r1', stop_after_step: 'one' }, rerunFrom: 'one', onSourceChange: 'keep' } }), portsAt(C0));
    expect(other.status, other.message).toBe('PARTIAL_RESUMABLE');
    rmSync(join(dir, 'bin', 'first'));
    answer(C1);
    const outcome = await resume;

    // Under the lock the run is one source change from going back to one, whose agent is gone: refused before anything ran or was recorded.
    expect(outcome.status, outcome.message).toBe('AGENT_NOT_FOUND');
    expect(outcome.message).toContain('bin/first');
    expect(lines('calls.jsonl').map((c) => c['step'])).toEqual(['one', 'one']);
    expect(lines('runs/r1/workflow_state.journal.jsonl').filter((e) => e['event'] === 'run_started')).toHaveLength(2);
  });
});
