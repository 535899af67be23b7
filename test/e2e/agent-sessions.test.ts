/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// Agent attempts that survive being cut short: a CLI that streams its messages (Claude Code's
// stream-json) leaves a killed attempt's transcript and last words, through the built CLI with
// the fake agent standing in for each CLI (docs/agents.md, "Sessions").
import { afterAll, describe, expect, it } from 'vitest';
import { Workspace, removeAll, workflow } from './agent-support.js';
import { withGrowingLimit } from '../helpers/wait.js';

afterAll(removeAll);

/** One agent step `work` (output runs/<id>/work.md, OK -> DONE) run by `agent`. */
function single(agent: string, extra = ''): string {
  return workflow(
    `
  work:
    inline_instruction: |
      Do the work.

      status: OK
    output: 'runs/{{run_id}}/work.md'
    agent: ${agent}
    statuses: { OK: DONE }${extra ? '\n' + extra.replace(/^\n/, '') : ''}`,
  );
}

const scenario = (entries: unknown[]) => JSON.stringify({ steps: { work: entries } });

function envFor(ws: Workspace, names: string[]): Record<string, string> {
  return { PATH: `${ws.fakeBin(names)}:${process.env['PATH']}`, FAKE_AGENT_LOG: ws.path('calls.jsonl'), FAKE_AGENT_SCENARIO: 'sc.json' };
}

describe('streamed transcripts', () => {
  it('claude: a timed-out attempt leaves its streamed messages; the stop and the retry prompt quote its last words', async () => {
    await withGrowingLimit('the agent to say something before the time limit', 0.01, async (minutes) => {
      const ws = new Workspace({
        'wf.yaml': single('claude', `    timeout_minutes: ${minutes}\n    retry: { max_attempts: 2 }`),
        'sc.json': scenario([{ hang: true, stdout: 'Halfway: the schema needs a migration first.' }, {}]),
      });
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env: envFor(ws, ['claude']) });
      const log = ws.read('runs/r1/logs/work.v1.a1.log');
      // Killed before it had said it: nothing to prove yet.
      if (!log.includes('"type":"assistant"')) return undefined;
      expect(JSON.parse(r.stdout).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
      expect(log).toContain('"subtype":"init"');
      expect(log).not.toContain('"type":"result"');
      const [, second] = ws.calls();
      expect(second.prompt).toContain('exceeded its time limit and was killed');
      expect(second.prompt).toContain(`the agent's last words: "Halfway: the schema needs a migration first."`);
      return true;
    });
  });
});

describe('the session of each attempt', () => {
  it('claude: each attempt runs in a session the runner chose (--session-id); the journal, state and history show it', async () => {
    const ws = new Workspace({ 'wf.yaml': single('claude', '    retry: { max_attempts: 2 }'), 'sc.json': scenario([{ exit: 1 }, {}]) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env: envFor(ws, ['claude']) });
    expect(JSON.parse(r.stdout).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    const ids = ws.calls().map((c) => c.argv[c.argv.indexOf('--session-id') + 1]);
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids[0]).not.toBe(ids[1]);
    const transcripts = ws.state('runs/r1/workflow_state.yaml').steps.work.transcripts;
    expect(transcripts.map((t: any) => t.session)).toEqual(ids);
    const h = await ws.run(['history', 'wf.yaml', '--run-id', 'r1', '--json']);
    const attempts = JSON.parse(h.stdout).events.filter((e: any) => e.event === 'agent_attempt');
    expect(attempts.map((e: any) => e.data.record.session)).toEqual(ids);
    expect(attempts[0].detail).toBe(`claude (direct), session ${ids[0]}`);
    const text = await ws.run(['history', 'wf.yaml', '--run-id', 'r1']);
    expect(text.stdout).toContain(`session ${ids[1]}`);
  });

  it('codex: the session is the thread its first event reports (thread.started thread_id)', async () => {
    const ws = new Workspace({ 'wf.yaml': single('codex'), 'sc.json': scenario([{}]) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env: envFor(ws, ['codex']) });
    expect(JSON.parse(r.stdout).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.state('runs/r1/workflow_state.yaml').steps.work.transcripts[0].session).toBe('fake-thread');
  });
});
