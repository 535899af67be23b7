/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// Agent attempts that survive being cut short: a CLI that streams its messages (Claude Code's
// stream-json) leaves a killed attempt's transcript and last words, through the built CLI with
// the fake agent standing in for each CLI (docs/agents.md, "Sessions").
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { FAKE_AGENT, Workspace, documentedArgv, removeAll, workflow } from './agent-support.js';
import { withGrowingLimit } from '../helpers/wait.js';
import { rechained } from '../helpers/rechained.js';
import { CAMPAIGN } from '../tiers.js';

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

/**
 * A claude step (no retry) whose first attempt failed (exit 1, no output): run r1 STAGE_FAILED.
 * Made once, each test given a copy of its own (another machine: Workspace.copy()).
 */
let claudeFailedRun: Promise<Workspace> | undefined;
async function claudeFailed(): Promise<Workspace> {
  claudeFailedRun ??= (async () => {
    const ws = new Workspace({ 'wf.yaml': single('claude'), 'sc.json': scenario([{ exit: 1, skip_output: true }, {}]) });
    const first = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env: envFor(ws, ['claude']) });
    expect(JSON.parse(first.stdout).status, first.stdout + first.stderr).toBe('STAGE_FAILED');
    return ws;
  })();
  return (await claudeFailedRun).copy();
}

describe('streamed transcripts', () => {
  it('claude: a timed-out attempt leaves its streamed messages; the stop and the retry prompt quote its last words', { tags: [CAMPAIGN] }, async () => {
    await withGrowingLimit('the agent to say something before the time limit', 0.002, async (minutes) => {
      const ws = new Workspace({
        'wf.yaml': single('claude', `    timeout_minutes: ${minutes}\n    retry: { max_attempts: 2 }`),
        'sc.json': scenario([{ hang: true, stdout: 'Halfway: the schema needs a migration first.' }, {}]),
      });
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env: envFor(ws, ['claude']) });
      const log = ws.read('runs/r1/logs/work.v1.a1.log');
      // Killed before it had said it, or the retry (which does not hang) ran out of time too: nothing to prove yet.
      if (!log.includes('"type":"assistant"')) return undefined;
      if ((ws.state('runs/r1/workflow_state.yaml').steps.work.transcripts ?? []).some((t: any) => t.attempt === 2 && t.outcome === 'STAGE_TIMEOUT')) return undefined;
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

describe('last words of an attempt cut short', () => {
  it('claude: a timed-out attempt that said nothing yet is quoted by nothing, not by the raw JSON of its stream', async () => {
    await withGrowingLimit('the agent to start its stream before the time limit', 0.002, async (minutes) => {
      const ws = new Workspace({ 'wf.yaml': single('claude', `    timeout_minutes: ${minutes}`), 'sc.json': scenario([{ hang: true }]) });
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env: envFor(ws, ['claude']) });
      // Killed before its stream began: nothing to prove yet.
      if (!ws.read('runs/r1/logs/work.v1.a1.log').includes('"subtype":"init"')) return undefined;
      const out = JSON.parse(r.stdout);
      expect(out.status, r.stdout + r.stderr).toBe('STAGE_TIMEOUT');
      expect(r.stdout).not.toContain('last words');
      return true;
    });
  });
});

describe('the session of each attempt', () => {
  it('claude: each attempt runs in a session the runner chose (--session-id); the journal, state and history show it', { tags: [CAMPAIGN] }, async () => {
    const ws = new Workspace({ 'wf.yaml': single('claude', '    retry: { max_attempts: 2 }'), 'sc.json': scenario([{ exit: 1 }, {}]) });
    // Each attempt in a session of its own (a retry would continue the first one's: below).
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', '--fresh-agent-sessions'], { env: envFor(ws, ['claude']) });
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

describe('a retry continues the session', () => {
  const resumed = (c: any): string | undefined => (c.argv as string[]).find((a) => a.startsWith('--resume='))?.slice('--resume='.length);
  const chosen = (c: any): string | undefined => (c.argv.includes('--session-id') ? c.argv[c.argv.indexOf('--session-id') + 1] : undefined);

  it('claude: the retry of a failed attempt continues its session (--resume, forked) with a short prompt that says why', { tags: [CAMPAIGN] }, async () => {
    const ws = new Workspace({ 'wf.yaml': single('claude', '    retry: { max_attempts: 2 }'), 'sc.json': scenario([{ exit: 1, skip_output: true, stderr: 'API error: overloaded' }, {}]) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env: envFor(ws, ['claude']) });
    expect(JSON.parse(r.stdout).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    const [first, second] = ws.calls();
    const id = chosen(first)!;
    expect(id).toBeDefined();
    expect(resumed(second)).toBe(id);
    // Forked into a session of its own (--fork-session --session-id <new>).
    expect(second.argv).toContain('--fork-session');
    const id2 = chosen(second)!;
    expect(id2).toMatch(/^[0-9a-f-]{36}$/);
    expect(id2).not.toBe(id);
    // Not the whole stage prompt again: why it goes on, and the contract's gist.
    expect(first.prompt).toContain('Do the work.');
    expect(second.prompt).not.toContain('Do the work.');
    expect(second.prompt).toContain('# Stage `work` of workflow `agents`, continued');
    expect(second.prompt).toContain('> step work exited with status 1 (log: runs/r1/logs/work.v1.a1.log)');
    expect(second.prompt).toContain('- Allowed statuses: OK');
    expect(second.prompt).toContain('Write `runs/r1/work.md` in this attempt');
    expect(second.prompt).toContain('## Before you finish');
    expect(ws.read('runs/r1/logs/work.v1.a2.prompt.md')).toBe(second.prompt);
    const transcripts = ws.state('runs/r1/workflow_state.yaml').steps.work.transcripts;
    expect(transcripts.map((t: any) => t.session)).toEqual([id, id2]);
  });

  it('claude: a session the CLI no longer has (another machine) falls back to a new session in the same attempt, said in its log', async () => {
    const ws = await claudeFailed();
    const env = envFor(ws, ['claude']);
    // Its session files stayed behind (an Actions job on another runner): gone here.
    rmSync(ws.path('runs/r1/logs/fake-agent/sessions'), { recursive: true });
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env });
    expect(JSON.parse(again.stdout).status, again.stdout + again.stderr).toBe('WORKFLOW_COMPLETE');
    const [one, refused, fresh] = ws.calls();
    // Each as docs/agents.md's Adapters table says (the continued one with --resume=PREVIOUS --fork-session).
    for (const call of [one, refused, fresh]) expect(documentedArgv('claude', call.argv).matches, call.argv.join(' ')).toBe(true);
    expect(resumed(refused)).toBe(chosen(one));
    expect(resumed(fresh)).toBeUndefined();
    expect(chosen(fresh)).toMatch(/^[0-9a-f-]{36}$/);
    expect(chosen(fresh)).not.toBe(chosen(one));
    // The fresh session gets the whole prompt (the previous failure quoted in it), as a retry without sessions does.
    expect(fresh.prompt).toContain('Do the work.');
    expect(fresh.prompt).toContain('## Previous attempt');
    const log = ws.read('runs/r1/logs/work.v1.a2.log');
    expect(log).toContain(`No conversation found with session ID: ${chosen(one)}`);
    expect(log).toContain(`[stagegate] work: claude has no session ${chosen(one)} to continue (its session files are not on this machine); the attempt runs again in a new session`);
    expect(ws.read('runs/r1/logs/work.v1.a2.prompt.md')).toBe(fresh.prompt);
    const transcripts = ws.state('runs/r1/workflow_state.yaml').steps.work.transcripts;
    expect(transcripts.map((t: any) => [t.attempt, t.outcome, t.session])).toEqual([
      [1, 'STAGE_FAILED', chosen(one)],
      [2, 'ok', chosen(fresh)],
    ]);
  });

  it('claude: a session id the agent printed itself is not believed: the one we chose is recorded and continued (--resume=<uuid>)', async () => {
    // The transcript is the agent's to write: a message claiming the session `--dangerously-skip-permissions`
    // (--resume takes an optional value, so as a word of its own it would become that option).
    const claim = JSON.stringify({ type: 'assistant', message: { content: [] }, session_id: '--dangerously-skip-permissions' });
    const ws = new Workspace({
      'wf.yaml': single('claude', '    retry: { max_attempts: 2 }'),
      'sc.json': scenario([{ exit: 1, skip_output: true, usage: false, stdout: claim }, {}]),
    });
    // Its own --output-format (json): no stream whose messages would come after the claim.
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', '--agent-arg=--output-format', '--agent-arg=json'], { env: envFor(ws, ['claude']) });
    expect(JSON.parse(r.stdout).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    const [first, second] = ws.calls();
    expect(ws.read('runs/r1/logs/work.v1.a1.log')).toContain('"session_id":"--dangerously-skip-permissions"');
    expect(second.argv).not.toContain('--dangerously-skip-permissions');
    expect(resumed(second)).toBe(chosen(first));
    const transcripts = ws.state('runs/r1/workflow_state.yaml').steps.work.transcripts;
    expect(transcripts[0].session).toBe(chosen(first));
  });

  it('claude: a prompt file edited before the resume starts a new session with the whole (new) prompt; unedited, the resume continues', { tags: [CAMPAIGN] }, async () => {
    const wf = workflow(`
  work:
    prompt: prompts/work.md
    output: 'runs/{{run_id}}/work.md'
    agent: claude
    statuses: { OK: DONE }`);
    const make = () => new Workspace({ 'wf.yaml': wf, 'prompts/work.md': 'Do the work.\n\nstatus: OK\n', 'sc.json': scenario([{ exit: 1, skip_output: true }, {}]) });
    const twice = async (ws: Workspace) => {
      const env = envFor(ws, ['claude']);
      const first = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env });
      expect(JSON.parse(first.stdout).status, first.stdout + first.stderr).toBe('STAGE_FAILED');
      return async () => {
        const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env });
        expect(JSON.parse(again.stdout).status, again.stdout + again.stderr).toBe('WORKFLOW_COMPLETE');
        return ws.calls();
      };
    };
    const same = make();
    const [one, two] = await (await twice(same))();
    expect(resumed(two)).toBe(chosen(one));
    const digest = same.state('runs/r1/workflow_state.yaml').steps.work.transcripts.map((t: any) => t.prompt_sha256);
    expect(digest[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(digest[1]).toBe(digest[0]);

    const edited = make();
    const resume = await twice(edited);
    edited.write('prompts/work.md', 'Do the work, and NEW: list the tables.\n\nstatus: OK\n');
    const [, fresh] = await resume();
    expect(resumed(fresh)).toBeUndefined();
    expect(fresh.prompt).toContain('NEW: list the tables.');
    expect(fresh.prompt).toContain('## Previous attempt');
    const after = edited.state('runs/r1/workflow_state.yaml').steps.work.transcripts.map((t: any) => t.prompt_sha256);
    expect(after[1]).not.toBe(after[0]);
  });

  it('claude: a prompt that cannot be built for the new session after a refused resume fails the attempt as any prompt error does', async () => {
    const wf = workflow(`
  work:
    prompt: prompts/work.md
    output: 'runs/{{run_id}}/work.md'
    agent: claude
    statuses: { OK: DONE }`);
    const ws = new Workspace({ 'wf.yaml': wf, 'prompts/work.md': 'Do the work.\n\nstatus: OK\n', 'sc.json': scenario([{ exit: 1, skip_output: true }, {}]) });
    // A claude that has no session to continue, and whose run took the prompt file away meanwhile.
    const bin = ws.path('bin');
    ws.write(
      'bin/claude',
      `#!/bin/sh\nfor a in "$@"; do case "$a" in --resume=*) rm -f prompts/work.md; echo "No conversation found with session ID: \${a#--resume=}" >&2; exit 1;; esac; done\nFAKE_AGENT_FORMAT=claude exec '${FAKE_AGENT}' "$@"\n`,
      0o755,
    );
    const env = { ...envFor(ws, []), PATH: `${bin}:${process.env['PATH']}` };
    const first = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env });
    expect(JSON.parse(first.stdout).status, first.stdout + first.stderr).toBe('STAGE_FAILED');
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env });
    const out = JSON.parse(again.stdout);
    expect(out.status, again.stdout + again.stderr).toBe('WORKFLOW_CONTRACT_INVALID');
    // The attempt is recorded failed (not left started), with what its refused process ran.
    ws.write('prompts/work.md', 'Do the work.\n\nstatus: OK\n');
    const state = ws.state('runs/r1/workflow_state.yaml');
    expect(state.steps.work, JSON.stringify(state)).toMatchObject({ status: 'failed' });
    expect(state.in_flight).toBeNull();
  });

  it('claude: a continued session that fails too is not continued again: the next attempt starts anew, and its retry continues that one', { tags: [CAMPAIGN] }, async () => {
    const ws = new Workspace({ 'wf.yaml': single('claude', '    retry: { max_attempts: 4 }'), 'sc.json': scenario([{ exit: 1, skip_output: true }, { exit: 1, skip_output: true }, { exit: 1, skip_output: true }, {}]) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env: envFor(ws, ['claude']) });
    expect(JSON.parse(r.stdout).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    const [one, two, three, four] = ws.calls();
    expect(resumed(two)).toBe(chosen(one));
    expect(resumed(three)).toBeUndefined();
    expect(three.prompt).toContain('Do the work.');
    expect(resumed(four)).toBe(chosen(three));
    const transcripts = ws.state('runs/r1/workflow_state.yaml').steps.work.transcripts;
    expect(transcripts.map((t: any) => t.continued ?? false)).toEqual([false, true, false, true]);
  });

  it('--fresh-agent-sessions: every retry starts a new session with the whole prompt', async () => {
    const ws = new Workspace({ 'wf.yaml': single('claude', '    retry: { max_attempts: 2 }'), 'sc.json': scenario([{ exit: 1, skip_output: true }, {}]) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', '--fresh-agent-sessions'], { env: envFor(ws, ['claude']) });
    expect(JSON.parse(r.stdout).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    const [first, second] = ws.calls();
    expect(resumed(second)).toBeUndefined();
    expect(chosen(second)).not.toBe(chosen(first));
    expect(second.prompt).toContain('Do the work.');
    expect(second.prompt).toContain('## Previous attempt');
  });

  it('--fresh-agent-sessions is recorded with the agent: the bare resume a stop prints starts anew too', { tags: [CAMPAIGN] }, async () => {
    const ws = new Workspace({ 'wf.yaml': single('claude'), 'sc.json': scenario([{ exit: 1, skip_output: true }, {}]) });
    const env = envFor(ws, ['claude']);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--agent', 'claude', '--fresh-agent-sessions'], { env });
    const next = (r.stdout + r.stderr).split('\n').map((l) => l.trim()).find((l) => l.startsWith('next:'));
    // The run recorded its agent flags: the resume needs none of them.
    expect(next, r.stdout + r.stderr).toBe('next:     stagegate run wf.yaml --run-id r1');
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env });
    expect(JSON.parse(resumed.stdout), resumed.stdout + resumed.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE', agent: { used: 'claude --fresh-agent-sessions', from: 'run' } });
    const [first, second] = ws.calls();
    expect(first.argv.some((a: string) => a.startsWith('--resume'))).toBe(false);
    // Fresh sessions, as recorded: the resume's attempt does not continue the failed one's session.
    expect(second.argv.some((a: string) => a.startsWith('--resume'))).toBe(false);
  });

  it('a resume that switches to another agent CLI starts a new session with the whole prompt, never --resume of the other CLI\'s session', async () => {
    const ws = await claudeFailed();
    const env = envFor(ws, ['claude', 'copilot']);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', '--agent', 'copilot'], { env });
    expect(JSON.parse(r.stdout).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    const [first, second] = ws.calls();
    expect(first.argv).toContain('-p');
    // Copilot never holds a session of Claude Code's: a session of its own, and the stage prompt in full.
    expect(second.argv.some((a: string) => a.startsWith('--resume')), JSON.stringify(second.argv)).toBe(false);
    expect(second.argv.find((a: string) => a.startsWith('--session-id='))).not.toBe(`--session-id=${chosen(first)}`);
    expect(second.prompt).toContain('Do the work.');
    expect(second.prompt).not.toContain(', continued');
    const transcripts = ws.state('runs/r1/workflow_state.yaml').steps.work.transcripts;
    expect(transcripts.map((t: any) => [t.agent, t.continued ?? false])).toEqual([
      ['claude', false],
      ['copilot', false],
    ]);
  });

  it('plan --show-prompt shows the prompt the next attempt gets: the continuation when it continues the session, the whole prompt when it would not', async () => {
    const ws = await claudeFailed();
    const env = envFor(ws, ['claude', 'copilot']);
    const plan = async (...flags: string[]) => JSON.parse((await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--show-prompt', 'work', '--json', ...flags], { env })).stdout).prompt as string;
    const continued = await plan();
    expect(continued).toContain('# Stage `work` of workflow `agents`, continued');
    // Not continued: a new session (--fresh-agent-sessions, or another agent CLI) gets the whole prompt.
    for (const flags of [['--fresh-agent-sessions'], ['--agent', 'copilot']]) {
      const whole = await plan(...flags);
      expect(whole, flags.join(' ')).toContain('Do the work.');
      expect(whole, flags.join(' ')).not.toContain(', continued');
    }
    // Byte for byte what the resume's attempt receives.
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env });
    expect(JSON.parse(r.stdout).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.calls()[1].prompt).toBe(continued);
  });

  it('codex and the others start each attempt anew (no resume in their argv)', async () => {
    const ws = new Workspace({ 'wf.yaml': single('codex', '    retry: { max_attempts: 2 }'), 'sc.json': scenario([{ exit: 1, skip_output: true }, {}]) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env: envFor(ws, ['codex']) });
    expect(JSON.parse(r.stdout).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    const [, second] = ws.calls();
    expect(second.argv).not.toContain('resume');
    expect(second.prompt).toContain('Do the work.');
  });
});

describe('an attempt whose agent never got to work is not continued', () => {
  const resumed = (c: any): string | undefined => (c.argv as string[]).find((a) => a.startsWith('--resume='))?.slice('--resume='.length);

  it('claude not logged in: the refusal is not retried, is recorded as such, and the next run starts a new session with the whole prompt', async () => {
    const ws = new Workspace({ 'wf.yaml': single('claude', '    retry: { max_attempts: 3 }'), 'sc.json': scenario([{ refuse: 'authentication_failed' }, {}]) });
    const env = envFor(ws, ['claude']);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env });
    const out = JSON.parse(r.stdout);
    expect(out.status, r.stdout + r.stderr).toBe('STAGE_FAILED');
    // Another attempt would be refused the same way: one call, not three.
    expect(ws.calls()).toHaveLength(1);
    expect(out.message).toContain('claude refused the request: authentication_failed ("Not logged in · Please run /login"); not retried, since another attempt would fail the same way');
    const [record] = ws.state('runs/r1/workflow_state.yaml').steps.work.transcripts;
    expect(record).toMatchObject({ outcome: 'STAGE_FAILED', refused: 'claude refused the request: authentication_failed ("Not logged in · Please run /login")' });
    // Logged in since: the resume starts over — nothing in that session is worth continuing.
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env });
    expect(JSON.parse(again.stdout).status, again.stdout + again.stderr).toBe('WORKFLOW_COMPLETE');
    const [, second] = ws.calls();
    expect(resumed(second)).toBeUndefined();
    expect(second.prompt).toContain('Do the work.');
    const h = await ws.run(['history', 'wf.yaml', '--run-id', 'r1']);
    expect(h.stdout).toContain('never got to work: claude refused the request: authentication_failed');
  });

  it("claude's refusal is recorded on one line, its control characters gone and a secret its JSON escaped masked", async () => {
    const ws = new Workspace({ 'wf.yaml': single('claude'), 'sc.json': scenario([{}]) });
    // The secret holds a quote, which JSON escapes (s3cr\"et…): the log's masker never sees it whole; the parsed text does.
    const secret = 's3cr"et-value-1234';
    const refusal = JSON.stringify({ type: 'assistant', message: { id: 'x', model: '<synthetic>', content: [{ type: 'text', text: `Billing \u001b[31mfailed\u0007 for key ${secret}` }] }, parent_tool_use_id: null, session_id: 'e5b1c5b0-0000-4000-8000-000000000000', error: 'billing_error' });
    expect(refusal).toContain('s3cr\\"et-value-1234');
    ws.write('refusal.jsonl', `${refusal}\n`);
    ws.write('bin/claude', `#!/bin/sh\ncat '${ws.path('refusal.jsonl')}'\nexit 1\n`, 0o755);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env: { ...envFor(ws, []), PATH: `${ws.path('bin')}:${process.env['PATH']}`, MY_API_TOKEN: secret } });
    const out = JSON.parse(r.stdout);
    expect(out.status, r.stdout + r.stderr).toBe('STAGE_FAILED');
    const [record] = ws.state('runs/r1/workflow_state.yaml').steps.work.transcripts;
    expect(record.refused).toBe('claude refused the request: billing_error ("Billing [31mfailed for key ***")');
    expect(out.message).toContain('claude refused the request: billing_error ("Billing [31mfailed for key ***"); not retried');
    expect(ws.read('runs/r1/workflow_state.journal.jsonl')).not.toContain('et-value-1234');
  });

  it('claude that exited before it started a session (an argument it refused) is retried in a new session, not --resume of one that does not exist', async () => {
    const ws = new Workspace({ 'wf.yaml': single('claude', '    retry: { max_attempts: 2 }'), 'sc.json': scenario([{}]) });
    // The first call refuses its arguments before any session (as commander does), the next ones run.
    const bin = ws.path('bin');
    ws.write('bin/claude', `#!/bin/sh\nif [ ! -e "${ws.path('refused-once')}" ]; then : > "${ws.path('refused-once')}"; echo "error: unknown option '--bogus'" >&2; exit 1; fi\nFAKE_AGENT_FORMAT=claude exec '${FAKE_AGENT}' "$@"\n`, 0o755);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env: { ...envFor(ws, []), PATH: `${bin}:${process.env['PATH']}` } });
    expect(JSON.parse(r.stdout).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    const [second] = ws.calls();
    expect(resumed(second)).toBeUndefined();
    expect(second.prompt).toContain('Do the work.');
    expect(ws.read('runs/r1/logs/work.v1.a2.log')).not.toContain('No conversation found');
    const transcripts = ws.state('runs/r1/workflow_state.yaml').steps.work.transcripts;
    expect(transcripts.map((t: any) => [t.outcome, t.refused ?? null])).toEqual([
      ['STAGE_FAILED', 'claude exited before it started a session'],
      ['ok', null],
    ]);
  });
});

describe('spend of an attempt cut short', () => {
  it('claude killed at its time limit: the tokens and turns its stream carried are recorded, the cost unknown, the spend said to be a lower bound', async () => {
    await withGrowingLimit('the agent to stream a message before the time limit', 0.002, async (minutes) => {
      const ws = new Workspace({
        'wf.yaml': workflow(
          `
  work:
    inline_instruction: |
      Do the work.

      status: OK
    output: 'runs/{{run_id}}/work.md'
    agent: claude
    timeout_minutes: ${minutes}
    statuses: { OK: DONE }`,
          { execution: 'max_cost_usd: 5' },
        ),
        'sc.json': scenario([{ hang: true, stdout: 'Reading the schema.', stream_usage: { input_tokens: 1200, output_tokens: 80 } }]),
      });
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env: envFor(ws, ['claude']) });
      // Killed before it had streamed its message: nothing to prove yet.
      if (!ws.read('runs/r1/logs/work.v1.a1.log').includes('"type":"assistant"')) return undefined;
      const out = JSON.parse(r.stdout);
      expect(out.status, r.stdout + r.stderr).toBe('STAGE_TIMEOUT');
      const state = ws.state('runs/r1/workflow_state.yaml');
      expect(state.steps.work.transcripts[0]).toMatchObject({ outcome: 'STAGE_TIMEOUT', usage: { turns: 1, cost_usd: null, input_tokens: 1200, output_tokens: 80 }, usage_partial: true });
      expect(state.steps.work.spend).toEqual({ turns: 1, cost_usd: null, input_tokens: 1200, output_tokens: 80, incomplete_attempts: 1 });
      expect(ws.yaml('runs/r1/RUN_MANIFEST.yaml').spend.total).toMatchObject({ input_tokens: 1200, incomplete_attempts: 1 });
      // The run has a cost budget it cannot hold this attempt to: said, not silent.
      expect(out.warnings.join('\n')).toContain('work attempt 1 ended before claude reported its usage: its cost is unknown');
      expect(out.warnings.join('\n')).toContain('execution.max_cost_usd may be exceeded without a stop');
      const h = await ws.run(['history', 'wf.yaml', '--run-id', 'r1']);
      expect(h.stdout).toContain('spend a lower bound: it ended before its CLI reported usage (cost unknown)');
      return true;
    });
  });
});

describe('spend of an attempt that exited non-zero', () => {
  /** One agent step `work` run by `agent` with a run budget on cost and turns. */
  const budgeted = (agent: string) =>
    workflow(
      `
  work:
    inline_instruction: |
      Do the work.

      status: OK
    output: 'runs/{{run_id}}/work.md'
    agent: ${agent}
    statuses: { OK: DONE }`,
      { execution: 'max_cost_usd: 5\nmax_turns: 50' },
    );
  const J = (...os: object[]) => os.map((o) => JSON.stringify(o)).join('\n');
  // Each as its CLI ends a session that failed mid-work (docs/agents.md, "Budgets").
  const cases: Array<{ agent: string; entry: Record<string, unknown>; usage: unknown; partial: boolean; history?: string }> = [
    // Codex: `turn.failed` carries no usage, and no `turn.completed` comes: unknown.
    { agent: 'codex', entry: { exit: 1, usage: false, stdout: J({ type: 'thread.started', thread_id: 't-1' }, { type: 'turn.started' }, { type: 'turn.failed', error: { message: 'stream disconnected' } }) }, usage: null, partial: true, history: 'usage unknown: none printed' },
    // Gemini: an error document without stats (exit 1): unknown.
    { agent: 'gemini', entry: { exit: 1, usage: false, stdout: JSON.stringify({ session_id: 'g-1', error: { type: 'Error', message: 'quota exceeded', code: 1 } }, null, 2) }, usage: null, partial: true, history: 'usage unknown: none printed' },
    // Copilot that exited 1 mid-session without its result event (a crash): the turns its stream started are a lower bound.
    { agent: 'copilot', entry: { exit: 1, usage: false, stdout: J({ type: 'assistant.turn_start', data: { turnId: '0' } }, { type: 'assistant.turn_start', data: { turnId: '1' } }, { type: 'assistant.turn_start', agentId: 'sub', data: { turnId: '0' } }) }, usage: { turns: 2, cost_usd: null, input_tokens: null, output_tokens: null }, partial: true, history: 'cost unknown' },
    // Copilot's error result (exitCode 1) is its report: known.
    { agent: 'copilot', entry: { exit: 1 }, usage: { turns: 2, cost_usd: null, input_tokens: null, output_tokens: null }, partial: false },
    // OpenCode: the steps it finished, their cost a lower bound.
    { agent: 'opencode', entry: { exit: 1 }, usage: { turns: 2, cost_usd: 0.01, input_tokens: 1000, output_tokens: 200 }, partial: true, history: 'cost a lower bound' },
    // Claude's error result is its report: known.
    { agent: 'claude', entry: { exit: 1 }, usage: { turns: 2, cost_usd: 0.01, input_tokens: 1000, output_tokens: 200 }, partial: false },
    // Claude that started its session and printed nothing more: unknown.
    { agent: 'claude', entry: { exit: 1, usage: false }, usage: null, partial: true, history: 'usage unknown: none printed' },
    // Codex and OpenCode that never started (not logged in): stagegate detects no refusal for
    // them, so this is marked too, its usage unknown (docs/agents.md, "Budgets").
    { agent: 'codex', entry: { exit: 1, usage: false, stderr: 'Error: not logged in' }, usage: null, partial: true, history: 'usage unknown: none printed' },
    { agent: 'opencode', entry: { exit: 1, usage: false, stderr: 'Error: no provider configured' }, usage: null, partial: true, history: 'usage unknown: none printed' },
    // The command agent reports what it prints: nothing to be a lower bound of.
    { agent: 'command', entry: { exit: 1, usage: false }, usage: null, partial: false },
  ];
  for (const c of cases) {
    it(`${c.agent} ${JSON.stringify(c.entry).slice(0, 60)}: ${c.partial ? 'a lower bound' : 'not marked'}`, async () => {
      const ws = new Workspace({ 'wf.yaml': budgeted(c.agent), 'sc.json': scenario([{ skip_output: true, ...c.entry }]) });
      const args = c.agent === 'command' ? ['--agent', `command:${FAKE_AGENT}`] : [];
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', ...args], { env: { ...envFor(ws, [c.agent]), FAKE_AGENT_FORMAT: c.agent === 'command' ? 'none' : c.agent } });
      const out = JSON.parse(r.stdout);
      expect(out.status, r.stdout + r.stderr).toBe('STAGE_FAILED');
      const state = ws.state('runs/r1/workflow_state.yaml');
      const [record] = state.steps.work.transcripts;
      expect(record, JSON.stringify(record)).toMatchObject({ exit_status: 1, outcome: 'STAGE_FAILED', usage: c.usage });
      expect(record.refused).toBeUndefined();
      expect(record.usage_partial).toBe(c.partial ? true : undefined);
      expect(state.steps.work.spend.incomplete_attempts).toBe(c.partial ? 1 : undefined);
      const warned = ((out.warnings ?? []) as string[]).find((w) => w.startsWith('work attempt 1 ended before'));
      if (!c.partial) {
        expect(warned).toBeUndefined();
        return;
      }
      expect(warned).toContain(c.usage === null ? `ended before ${c.agent} reported its usage: its cost, turns and tokens are unknown (it printed none; counted as none)` : `ended before ${c.agent} reported its usage: its cost`);
      expect(warned).toContain('execution.max_cost_usd and execution.max_turns may be exceeded without a stop');
      const h = await ws.run(['history', 'wf.yaml', '--run-id', 'r1']);
      expect(h.stdout).toContain(`spend a lower bound: it ended before its CLI reported usage (${c.history})`);
    });
  }

  it("a loop's second visit whose attempt 1 ends before its usage is warned about too: the warning names the visit", async () => {
    // Each visit: attempt 1 cut short (opencode exit 1: its cost a lower bound), attempt 2 answers.
    const wf = workflow(
      `
  work:
    inline_instruction: |
      Do the work.

      status: AGAIN or OK
    output: 'runs/{{run_id}}/work.md'
    agent: opencode
    retry: { max_attempts: 2 }
    max_visits: 2
    statuses: { AGAIN: work, OK: DONE }`,
      { execution: 'max_cost_usd: 5' },
    );
    const ws = new Workspace({ 'wf.yaml': wf, 'sc.json': scenario([{ exit: 1, skip_output: true }, { status: 'AGAIN' }, { exit: 1, skip_output: true }, { status: 'OK' }]) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1'], { env: envFor(ws, ['opencode']) });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const said = r.stderr.split('\n').filter((l) => l.includes('ended before opencode reported its usage'));
    expect(said, r.stderr).toHaveLength(2);
    expect(said[0]).toContain('warning: work attempt 1 ended before');
    expect(said[1]).toContain('warning: work visit 2 attempt 1 ended before');
  });

  it('gemini exits 41 (authentication): it never got to work, so its unknown usage is no lower bound', async () => {
    const ws = new Workspace({ 'wf.yaml': budgeted('gemini'), 'sc.json': scenario([{ exit: 41, usage: false, skip_output: true }]) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env: envFor(ws, ['gemini']) });
    expect(JSON.parse(r.stdout).status, r.stdout + r.stderr).toBe('STAGE_FAILED');
    const [record] = ws.state('runs/r1/workflow_state.yaml').steps.work.transcripts;
    expect(record).toMatchObject({ usage: null, refused: expect.stringContaining('gemini exited 41') });
    expect(record.usage_partial).toBeUndefined();
  });

  it("a step's max_turns is named by the warning for an agent stagegate holds to it (copilot, gemini), not for claude, which holds to it itself", async () => {
    const stepTurns = (agent: string) =>
      workflow(`
  work:
    inline_instruction: |
      Do the work.

      status: OK
    output: 'runs/{{run_id}}/work.md'
    agent: ${agent}
    max_turns: 5
    statuses: { OK: DONE }`);
    for (const agent of ['copilot', 'gemini', 'claude']) {
      // Exit 1 and no usage report: copilot's one streamed turn, gemini's nothing, claude's session start alone.
      const stdout = agent === 'copilot' ? J({ type: 'assistant.turn_start', data: { turnId: '0' } }) : undefined;
      const ws = new Workspace({ 'wf.yaml': stepTurns(agent), 'sc.json': scenario([{ exit: 1, skip_output: true, usage: false, ...(stdout ? { stdout } : {}) }]) });
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env: { ...envFor(ws, [agent]), FAKE_AGENT_FORMAT: agent } });
      const out = JSON.parse(r.stdout);
      expect(out.status, r.stdout + r.stderr).toBe('STAGE_FAILED');
      expect(ws.state('runs/r1/workflow_state.yaml').steps.work.transcripts[0].usage_partial, agent).toBe(true);
      const warned = ((out.warnings ?? []) as string[]).filter((w) => w.startsWith('work attempt 1 ended before'));
      if (agent === 'claude') expect(warned, agent).toEqual([]);
      else {
        expect(warned, agent).toHaveLength(1);
        expect(warned[0], agent).toMatch(new RegExp(`^work attempt 1 ended before ${agent} reported its usage: .*, so the run's recorded spend is a lower bound and max_turns of step work may be exceeded without a stop$`));
      }
    }
  });

  it("a run budget stopped by a total that counts such an attempt says `at least` (copilot's streamed turns over execution.max_turns)", async () => {
    const ws = new Workspace({
      'wf.yaml': workflow(
        `
  work:
    inline_instruction: |
      Do the work.

      status: OK
    output: 'runs/{{run_id}}/work.md'
    agent: copilot
    retry: { max_attempts: 3 }
    statuses: { OK: DONE }`,
        { execution: 'max_turns: 2' },
      ),
      'sc.json': scenario([{ exit: 1, skip_output: true, usage: false, stdout: J(...[0, 1, 2].map((i) => ({ type: 'assistant.turn_start', data: { turnId: String(i) } }))) }, {}]),
    });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env: envFor(ws, ['copilot']) });
    const out = JSON.parse(r.stdout);
    expect(out.status, r.stdout + r.stderr).toBe('WORKFLOW_BUDGET_EXCEEDED');
    expect(out.message).toContain('the run has used at least 3 agent turns (execution.max_turns 2; 1 attempt ended before its CLI reported usage, so the spend is a lower bound)');
    // No further attempt started over a spent budget.
    expect(ws.calls()).toHaveLength(1);
  });
});

describe('spend of a new session after a refused resume', () => {
  const chosen = (c: any): string | undefined => (c.argv.includes('--session-id') ? c.argv[c.argv.indexOf('--session-id') + 1] : undefined);

  it("claude: the new session, killed at its time limit, is charged with what its own stream carried (a lower bound), not the refused process's $0 result", async () => {
    await withGrowingLimit('the new session to stream a message before the time limit', 0.002, async (minutes) => {
      const ws = new Workspace({
        'wf.yaml': single('claude', `    timeout_minutes: ${minutes}`),
        // 1: fails (exit 1); 2: the resume its CLI refuses (no session files); 3: the new session, which hangs.
        'sc.json': scenario([{ exit: 1, skip_output: true }, {}, { hang: true, stdout: 'Reading the schema.', stream_usage: { input_tokens: 1200, output_tokens: 80 } }]),
      });
      const env = envFor(ws, ['claude']);
      const first = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env });
      // Killed at its (short) limit before it exited on its own: nothing to prove yet.
      if (JSON.parse(first.stdout).status !== 'STAGE_FAILED') return undefined;
      rmSync(ws.path('runs/r1/logs/fake-agent/sessions'), { recursive: true });
      const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env });
      const log = ws.read('runs/r1/logs/work.v1.a2.log');
      // Killed before the new session had streamed its message (the assistant message, which carries the usage): nothing to prove yet.
      if (!log.includes('"type":"assistant"')) return undefined;
      expect(JSON.parse(again.stdout).status, again.stdout + again.stderr).toBe('STAGE_TIMEOUT');
      // The refused process's error result is in the same log, before the note.
      expect(log).toContain('"subtype":"error_during_execution"');
      const [, , fresh] = ws.calls();
      const state = ws.state('runs/r1/workflow_state.yaml');
      const record = state.steps.work.transcripts[1];
      expect(record).toMatchObject({ attempt: 2, outcome: 'STAGE_TIMEOUT', session: chosen(fresh), usage: { turns: 1, cost_usd: null, input_tokens: 1200, output_tokens: 80 }, usage_partial: true });
      expect(record.refused).toBeUndefined();
      expect(state.steps.work.spend).toMatchObject({ incomplete_attempts: 1 });
      return true;
    });
  });
});

describe('spend of a continued Claude Code session', () => {
  it("claude (2.1.337): the continued attempt is charged with what its own process spent, not its session's running total, and a background turn's result counts too", async () => {
    // Claude Code 2.1.337 continues a forked session's cost from the total its source saved, so the
    // retry's total_cost_usd (0.5 + 0.375) also holds attempt 1's 0.5; what the process spent is in
    // model_usage_since_last_result. Its background task's end ran one more turn, with a result of its own.
    const ws = new Workspace({
      'wf.yaml': workflow(
        `
  work:
    inline_instruction: |
      Do the work.

      status: OK
    output: 'runs/{{run_id}}/work.md'
    agent: claude
    retry: { max_attempts: 2 }
    statuses: { OK: DONE }`,
      ),
      'sc.json': scenario([
        { exit: 1, skip_output: true, usage: { cost_usd: 0.5 } },
        { usage: { turns: 2, cost_usd: 0.25, input_tokens: 1000, output_tokens: 200 }, background_turn: { turns: 1, cost_usd: 0.125, input_tokens: 100, output_tokens: 10 } },
      ]),
    });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env: envFor(ws, ['claude']) });
    const [, second] = ws.calls();
    expect(second.argv).toContain('--fork-session');
    // The retry's last result reports the session's running total: what a reader of it alone would charge.
    const results = ws.read('runs/r1/logs/work.v1.a2.log').split('\n').filter((l) => l.includes('"type":"result"')).map((l) => JSON.parse(l));
    expect(results.map((o) => o.total_cost_usd)).toEqual([0.875, 0.875]);
    expect(JSON.parse(r.stdout).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    const state = ws.state('runs/r1/workflow_state.yaml');
    expect(state.steps.work.transcripts.map((t: any) => t.usage)).toEqual([
      { turns: 2, cost_usd: 0.5, input_tokens: 1000, output_tokens: 200 },
      { turns: 3, cost_usd: 0.375, input_tokens: 1100, output_tokens: 210 },
    ]);
    expect(state.steps.work.spend).toMatchObject({ turns: 5, cost_usd: 0.875 });
  });
});

describe('a journal whose agent attempt claims another shape', () => {

  it('an attempt whose usage carries a count of its own, or whose `refused` is empty or overlong, does not replay', async () => {
    const ws = await claudeFailed();
    const journal = 'runs/r1/workflow_state.journal.jsonl';
    const events = ws.read(journal).trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, any>);
    const forge = (record: (r: any) => any) => rechained(events.map((e) => (e['event'] === 'agent_attempt' ? { ...e, record: record(e['record']) } : e)));
    // As written, the journal replays (rechained alike).
    ws.write(journal, forge((rec) => rec));
    rmSync(ws.path('runs/r1/workflow_state.yaml'));
    rmSync(ws.path('runs/r1/RUN_MANIFEST.yaml'));
    const fine = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(JSON.parse(fine.stdout).status, fine.stdout).toBe('STAGE_FAILED');
    for (const [record, what] of [
      [(rec: any) => ({ ...rec, usage: { ...rec.usage, incomplete_attempts: 50 } }), /usage: Unrecognized key/],
      [(rec: any) => ({ ...rec, refused: '' }), /refused: Too small/],
      [(rec: any) => ({ ...rec, refused: 'x'.repeat(513) }), /refused: Too big/],
    ] as const) {
      ws.write(journal, forge(record));
      for (const f of ['runs/r1/workflow_state.yaml', 'runs/r1/RUN_MANIFEST.yaml']) rmSync(ws.path(f), { force: true });
      const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
      const out = JSON.parse(st.stdout);
      expect(out.status, st.stdout).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
      expect(out.message).toMatch(/\(agent_attempt\) does not replay against wf.yaml: records an agent attempt on step work whose record is not one stagegate writes/);
      expect(out.message).toMatch(what);
    }
  });
});

/**
 * A claude attempt that streamed a message carrying its usage, then exited 1 without its result:
 * its spend is a lower bound (the warning "its cost is unknown and its turns and tokens are what it
 * printed until then"), every time. A hanging attempt killed at its time limit says the same only if
 * it printed before the limit; if not, "it printed none" (the test once failed so under load): the
 * tests of that kill wait for what it printed (withGrowingLimit), these need no limit at all.
 */
const CUT_SHORT = { exit: 1, usage: false, skip_output: true, stdout: 'Reading the schema.', stream_usage: { input_tokens: 1200, output_tokens: 80 } };

describe('warnings of the runs inside a run', () => {
  it("a child workflow's warnings are in the parent's run --json warnings, named by its step", async () => {
    const ws = new Workspace({
      'child.yaml': workflow(
        `
  work:
    inline_instruction: |
      Do the work.

      status: OK
    output: 'runs/{{run_id}}/work.md'
    agent: codex
    statuses: { OK: DONE }`,
        { name: 'child', execution: 'max_cost_usd: 0.5' },
      ),
      'wf.yaml': workflow(`
  child:
    child_workflow: child.yaml
    inputs: { run_id: 'c-{{run_id}}' }
    statuses: { WORKFLOW_COMPLETE: DONE }`),
      'sc.json': scenario([{}]),
    });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env: envFor(ws, ['codex']) });
    const out = JSON.parse(r.stdout);
    expect(out.status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(out.warnings).toEqual(['child: execution.max_cost_usd ($0.5) is not enforced for what agent codex spends (step work): codex reports no cost']);
    // Without --json it is said once, as it happened (the child's warning note), not again.
    const text = await ws.run(['run', 'wf.yaml', '--run-id', 'r2'], { env: envFor(ws, ['codex']) });
    expect(text.stderr.split('execution.max_cost_usd ($0.5) is not enforced for what agent codex spends').length - 1, text.stderr).toBe(1);
    // Read like the run's own warnings: `warning: ` first, then the child step and a colon (about the child run, not one of its steps).
    expect(text.stderr).toContain('warning: child: execution.max_cost_usd ($0.5) is not enforced');
    expect(text.stderr).not.toContain('child/warning:');
  });

  it("a foreach item run's warnings are in the parent's run --json warnings, named by the step and item", async () => {
    const wf = [
      "version: '4.0'",
      'name: fe',
      "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
      'inputs:',
      '  required: [run_id]',
      'steps:',
      '  loop:',
      '    foreach:',
      '      source: reg.md',
      '      id_field: ID',
      '    per_item:',
      '      work:',
      '        inline_instruction: |',
      '          Do the work.',
      '',
      '          status: OK',
      "        output: 'runs/{{run_id}}/work/{{item_id}}.md'",
      '        agent: claude',
      '        statuses: { OK: next_artifact }',
      '    completion: { require: all rows VERIFIED, on_complete: DONE }',
      'execution:',
      '  max_cost_usd: 5',
      '',
    ].join('\n');
    const reg = ['| ID | Name | Status |', '|---|---|---|', '| A | Alpha | PENDING |', ''].join('\n');
    const ws = new Workspace({ 'wf.yaml': wf, 'reg.md': reg, 'sc.json': scenario([CUT_SHORT]) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env: envFor(ws, ['claude']) });
    const out = JSON.parse(r.stdout);
    expect(out.status, r.stdout + r.stderr).toBe('STAGE_FAILED');
    expect(out.warnings).toEqual([
      'loop[A].work attempt 1 ended before claude reported its usage: its cost is unknown and its turns and tokens are what it printed until then, so the run\'s recorded spend is a lower bound and execution.max_cost_usd may be exceeded without a stop',
    ]);
    // Without --json, the item's warning note reads like a top-level one: `warning: ` first, then the item's step.
    const text = await ws.run(['run', 'wf.yaml', '--run-id', 'r2'], { env: envFor(ws, ['claude']) });
    expect(text.stderr).toContain('warning: loop[A].work attempt 1 ended before claude reported its usage');
    expect(text.stderr).not.toContain('loop[A].warning:');
  });
});

describe("a foreach item's warnings when it runs as a shard", () => {
  it('the leg\'s run --json warnings name the item, as a run that runs it in-process does; its SHARD.json keeps them and merge reports them', async () => {
    const wf = [
      "version: '4.0'",
      'name: fe',
      "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
      'inputs:',
      '  required: [run_id]',
      'steps:',
      '  start:',
      '    decide:',
      '      - else: loop',
      '  loop:',
      '    foreach:',
      '      source: reg.md',
      '      id_field: ID',
      '    per_item:',
      '      work:',
      '        inline_instruction: |',
      '          Do the work.',
      '',
      '          status: OK',
      "        output: 'runs/{{run_id}}/work/{{item_id}}.md'",
      '        agent: claude',
      // The first attempt ends before its report (its spend a lower bound: the warning); the retry finishes the item.
      '        retry: { max_attempts: 2 }',
      '        statuses: { OK: next_artifact }',
      '    completion: { require: all rows VERIFIED, on_complete: DONE }',
      'execution:',
      '  max_cost_usd: 5',
      '',
    ].join('\n');
    const reg = ['| ID | Name | Status |', '|---|---|---|', '| A | Alpha | PENDING |', ''].join('\n');
    const ws = new Workspace({ 'wf.yaml': wf, 'reg.md': reg, 'sc.json': scenario([CUT_SHORT, {}]) });
    const env = envFor(ws, ['claude']);
    const warning = "loop[A].work attempt 1 ended before claude reported its usage: its cost is unknown and its turns and tokens are what it printed until then, so the run's recorded spend is a lower bound and execution.max_cost_usd may be exceeded without a stop";
    const started = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'start', '--json'], { env });
    expect(JSON.parse(started.stdout), started.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'loop' });
    const leg = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'A', '--json'], { env });
    const out = JSON.parse(leg.stdout);
    expect([leg.code, out.status, out.shard?.finished], leg.stdout + leg.stderr).toEqual([0, 'WORKFLOW_COMPLETE', true]);
    expect(out.warnings).toEqual([warning]);
    expect(JSON.parse(ws.read(`${out.shard.folder}/SHARD.json`)).warnings).toEqual([warning]);
    // The merge takes the item and says its warning, in its own --json warnings (once).
    const merged = await ws.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json'], { env });
    const m = JSON.parse(merged.stdout);
    expect([merged.code, m.status, m.merge?.merged], merged.stdout + merged.stderr).toEqual([0, 'WORKFLOW_COMPLETE', ['A']]);
    expect(m.warnings).toEqual([warning]);
  });
});

describe('the session of a copilot attempt', () => {
  it('copilot: each attempt runs in a session the runner chose (--session-id=<uuid>), recorded and reported by its result event', async () => {
    const ws = new Workspace({ 'wf.yaml': single('copilot', '    retry: { max_attempts: 2 }'), 'sc.json': scenario([{ exit: 1, skip_output: true, usage: false }, {}]) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env: envFor(ws, ['copilot']) });
    expect(JSON.parse(r.stdout).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    const ids = ws.calls().map((c) => (c.argv as string[]).find((a) => a.startsWith('--session-id='))?.slice('--session-id='.length));
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids[0]).not.toBe(ids[1]);
    const transcripts = ws.state('runs/r1/workflow_state.yaml').steps.work.transcripts;
    expect(transcripts.map((t: any) => t.session)).toEqual(ids);
    // The first printed nothing (it never started its session): the retry starts anew, not --resume.
    expect(ws.calls()[1].prompt).toContain('Do the work.');
    expect(transcripts[0].refused).toBe('copilot exited before it started its session');
    expect(ws.read('runs/r1/logs/work.v1.a2.log')).toContain(`"sessionId":"${ids[1]}"`);
  });

  it("copilot: the user's own session flag replaces ours, and the id its result reports is recorded", { tags: [CAMPAIGN] }, async () => {
    const ws = new Workspace({ 'wf.yaml': single('copilot'), 'sc.json': scenario([{}]) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', '--agent-arg=--session-id=my-session'], { env: envFor(ws, ['copilot']) });
    expect(JSON.parse(r.stdout).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    const [call] = ws.calls();
    expect((call.argv as string[]).filter((a) => a.startsWith('--session-id'))).toEqual(['--session-id=my-session']);
    expect(ws.state('runs/r1/workflow_state.yaml').steps.work.transcripts[0].session).toBe('my-session');
  });

  const resumed = (c: any): string | undefined => (c.argv as string[]).find((a) => a.startsWith('--resume='))?.slice('--resume='.length);
  const chosen = (c: any): string | undefined => (c.argv as string[]).find((a) => a.startsWith('--session-id='))?.slice('--session-id='.length);

  it('copilot: the retry of a failed attempt continues its session in place (--resume=<id>, no --session-id) with the short prompt', async () => {
    // Failed mid-work: Copilot prints its result event (exitCode 1) and exits 1.
    const ws = new Workspace({ 'wf.yaml': single('copilot', '    retry: { max_attempts: 2 }'), 'sc.json': scenario([{ exit: 1, skip_output: true }, {}]) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env: envFor(ws, ['copilot']) });
    expect(JSON.parse(r.stdout).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    const [first, second] = ws.calls();
    const id = chosen(first)!;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(resumed(first)).toBeUndefined();
    expect(resumed(second)).toBe(id);
    expect(chosen(second)).toBeUndefined();
    for (const call of [first, second]) expect(documentedArgv('copilot', call.argv).matches, call.argv.join(' ')).toBe(true);
    expect(first.prompt).toContain('Do the work.');
    expect(second.prompt).not.toContain('Do the work.');
    expect(second.prompt).toContain('# Stage `work` of workflow `agents`, continued');
    expect(second.prompt).toContain('> step work exited with status 1 (log: runs/r1/logs/work.v1.a1.log)');
    const transcripts = ws.state('runs/r1/workflow_state.yaml').steps.work.transcripts;
    expect(transcripts.map((t: any) => [t.session, t.continued ?? false])).toEqual([
      [id, false],
      [id, true],
    ]);
    // It reported its usage (its result event): no lower bound.
    expect(transcripts[0].usage_partial).toBeUndefined();
  });

  it('copilot: a resume of the run after a failed attempt continues its session; without its session files, a new session in the same attempt', { tags: [CAMPAIGN] }, async () => {
    const ws = new Workspace({ 'wf.yaml': single('copilot'), 'sc.json': scenario([{ exit: 1, skip_output: true }, {}]) });
    const env = envFor(ws, ['copilot']);
    const first = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env });
    expect(JSON.parse(first.stdout).status, first.stdout + first.stderr).toBe('STAGE_FAILED');
    // The same failed run on another machine (a copy, made before the resume below): the second half starts from it.
    const gone = ws.copy();
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env });
    expect(JSON.parse(again.stdout).status, again.stdout + again.stderr).toBe('WORKFLOW_COMPLETE');
    const [one, two] = ws.calls();
    expect(resumed(two)).toBe(chosen(one));
    expect(two.prompt).toContain('# Stage `work` of workflow `agents`, continued');

    // Its session files stayed on another machine: Copilot refuses the --resume, the attempt runs again anew.
    const env2 = envFor(gone, ['copilot']);
    rmSync(gone.path('runs/r1/logs/fake-agent/sessions'), { recursive: true });
    const resumedRun = await gone.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env: env2 });
    expect(JSON.parse(resumedRun.stdout).status, resumedRun.stdout + resumedRun.stderr).toBe('WORKFLOW_COMPLETE');
    const [a, refused, fresh] = gone.calls();
    expect(resumed(refused)).toBe(chosen(a));
    expect(resumed(fresh)).toBeUndefined();
    expect(chosen(fresh)).toMatch(/^[0-9a-f-]{36}$/);
    expect(chosen(fresh)).not.toBe(chosen(a));
    expect(fresh.prompt).toContain('Do the work.');
    const log = gone.read('runs/r1/logs/work.v1.a2.log');
    expect(log).toContain(`No session, task, or name matched '${chosen(a)}'`);
    expect(log).toContain(`[stagegate] work: copilot has no session ${chosen(a)} to continue (its session files are not on this machine); the attempt runs again in a new session`);
    const transcripts = gone.state('runs/r1/workflow_state.yaml').steps.work.transcripts;
    expect(transcripts.map((t: any) => [t.attempt, t.outcome, t.session, t.continued ?? false])).toEqual([
      [1, 'STAGE_FAILED', chosen(a), false],
      [2, 'ok', chosen(fresh), false],
    ]);
  });

  it('copilot: --fresh-agent-sessions, and a session the user names (refused next to --resume), start each retry anew', { tags: [CAMPAIGN] }, async () => {
    for (const extra of [['--fresh-agent-sessions'], ['--agent-arg=--name=mine']]) {
      const ws = new Workspace({ 'wf.yaml': single('copilot', '    retry: { max_attempts: 2 }'), 'sc.json': scenario([{ exit: 1, skip_output: true }, {}]) });
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', ...extra], { env: envFor(ws, ['copilot']) });
      expect(JSON.parse(r.stdout).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
      const [first, second] = ws.calls();
      expect(resumed(second), extra.join(' ')).toBeUndefined();
      expect(chosen(second)).not.toBe(chosen(first));
      expect(second.prompt).toContain('Do the work.');
    }
    // The user's own session flag: ours (new or continued) is left out on every attempt. Their
    // `--session-id=<id>` of a session that exists resumes it (Copilot's --help), so the retry,
    // which passes it again, is told it continues, not given the whole prompt again.
    const ws = new Workspace({ 'wf.yaml': single('copilot', '    retry: { max_attempts: 2 }'), 'sc.json': scenario([{ exit: 1, skip_output: true }, {}]) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', '--agent-arg=--session-id=my-session'], { env: envFor(ws, ['copilot']) });
    expect(JSON.parse(r.stdout).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    for (const call of ws.calls()) expect((call.argv as string[]).filter((a) => a.startsWith('--session-id') || a.startsWith('--resume'))).toEqual(['--session-id=my-session']);
    expect(ws.calls()[1].prompt).toContain('# Stage `work` of workflow `agents`, continued');
    expect(ws.state('runs/r1/workflow_state.yaml').steps.work.transcripts.map((t: any) => [t.session, t.continued ?? false])).toEqual([
      ['my-session', false],
      ['my-session', true],
    ]);
  });

  it('copilot whose work printed "No authentication information found" (a tool result) and exited 1 is no refusal: retried, its session continued', async () => {
    const said = JSON.stringify({ type: 'tool.execution_complete', data: { result: { content: '$ npm test\nError: No authentication information found. Set NPM_TOKEN.\n' } } });
    const ws = new Workspace({ 'wf.yaml': single('copilot', '    retry: { max_attempts: 3 }'), 'sc.json': scenario([{ exit: 1, skip_output: true, stdout: said }, {}]) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env: envFor(ws, ['copilot']) });
    expect(JSON.parse(r.stdout).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    const [first, second] = ws.calls();
    expect(resumed(second)).toBe(chosen(first));
    expect(second.prompt).toContain('# Stage `work` of workflow `agents`, continued');
    const transcripts = ws.state('runs/r1/workflow_state.yaml').steps.work.transcripts;
    expect(transcripts.map((t: any) => [t.outcome, t.refused, t.continued ?? false])).toEqual([
      ['STAGE_FAILED', undefined, false],
      ['ok', undefined, true],
    ]);
  });

  it('copilot not logged in: refused at once (not retried), recorded as such, and the next run starts a new session with the whole prompt', async () => {
    const ws = new Workspace({ 'wf.yaml': single('copilot', '    retry: { max_attempts: 3 }'), 'sc.json': scenario([{}]) });
    // Copilot CLI 1.0.102 without a token: this on stderr, no JSON, exit 1.
    const bin = ws.path('bin');
    ws.write('bin/copilot', `#!/bin/sh\nif [ ! -e "${ws.path('logged-in')}" ]; then echo 'Error: No authentication information found.' >&2; exit 1; fi\nFAKE_AGENT_FORMAT=copilot exec '${FAKE_AGENT}' "$@"\n`, 0o755);
    const env = { ...envFor(ws, []), PATH: `${bin}:${process.env['PATH']}` };
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env });
    const out = JSON.parse(r.stdout);
    expect(out.status, r.stdout + r.stderr).toBe('STAGE_FAILED');
    expect(out.message).toContain('copilot refused the request: not logged in ("No authentication information found."); not retried, since another attempt would fail the same way');
    const [record] = ws.state('runs/r1/workflow_state.yaml').steps.work.transcripts;
    expect(record).toMatchObject({ outcome: 'STAGE_FAILED', usage: null, refused: 'copilot refused the request: not logged in ("No authentication information found.")' });
    // It never got to work: it spent nothing, so its usage is no lower bound.
    expect(record.usage_partial).toBeUndefined();
    ws.write('logged-in', '');
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env });
    expect(JSON.parse(again.stdout).status, again.stdout + again.stderr).toBe('WORKFLOW_COMPLETE');
    const [call] = ws.calls();
    expect(resumed(call)).toBeUndefined();
    expect(chosen(call)).toMatch(/^[0-9a-f-]{36}$/);
    expect(chosen(call)).not.toBe(record.session);
    expect(call.prompt).toContain('Do the work.');
  });
});
