/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// Agent sessions with the built CLI as a process: a run interrupted (SIGINT) during a Claude Code
// attempt records that attempt's session, and the resume continues it (the rest: ../agent-sessions.test.ts).
import type { ChildProcess } from 'node:child_process';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { Workspace, removeAll, workflow } from '../agent-support.js';
import { finished, killRun } from '../../helpers/cli.js';
import { waitForWhileRunning } from '../../helpers/wait.js';

afterAll(removeAll);

/** Every runner started here (its own process group). */
const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) killRun(child);
});

const WF = workflow(`
  work:
    inline_instruction: |
      Do the work.

      status: OK
    output: 'runs/{{run_id}}/work.md'
    agent: claude
    statuses: { OK: DONE }`);

const scenario = (entries: unknown[]) => JSON.stringify({ steps: { work: entries } });
const resumed = (c: any): string | undefined => (c.argv as string[]).find((a) => a.startsWith('--resume='))?.slice('--resume='.length);
const chosen = (c: any): string | undefined => (c.argv.includes('--session-id') ? c.argv[c.argv.indexOf('--session-id') + 1] : undefined);

describe('an interrupted agent attempt', () => {
  it('claude: the resume of an interrupted run continues the interrupted attempt\'s session', async () => {
    const ws = new Workspace({ 'wf.yaml': WF, 'sc.json': scenario([{ hang: true, pid_file: 'agent.pid', stdout: 'Reading the schema.' }, {}]) });
    const env = { PATH: `${ws.fakeBin(['claude'])}:${process.env['PATH']}`, FAKE_AGENT_LOG: ws.path('calls.jsonl'), FAKE_AGENT_SCENARIO: 'sc.json' };
    const child = ws.spawn(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env, detached: true });
    started.push(child);
    const done = finished(child);
    // The agent is running (its stream's first messages are in the log).
    await waitForWhileRunning(child, () => ws.exists('agent.pid'), 'the agent to start');
    process.kill(child.pid!, 'SIGINT');
    const r = await done;
    expect(r.code, r.stdout + r.stderr).toBe(130);
    const [interrupted] = ws.state('runs/r1/workflow_state.yaml').steps.work.transcripts;
    const id = chosen(ws.calls()[0])!;
    expect(interrupted).toMatchObject({ visit: 1, attempt: 1, outcome: 'WORKFLOW_INTERRUPTED', session: id });
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env });
    expect(JSON.parse(again.stdout).status, again.stdout + again.stderr).toBe('WORKFLOW_COMPLETE');
    const [, second] = ws.calls();
    expect(resumed(second)).toBe(id);
    expect(second.prompt).toContain('interrupted by SIGINT during step work (visit 1, attempt 1)');
    expect(second.prompt).toContain(`the agent's last words: "Reading the schema."`);
  });
});
