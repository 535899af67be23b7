/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// How agent stages fail, through the built CLI with the fake agent: masked transcripts,
// timeouts that kill the whole tree, exit 0 without output, retries with backoff, budgets, and
// bounded delegation's single direct fallback.
import { afterAll, describe, expect, it } from 'vitest';
import { FAKE_AGENT, Workspace, processAlive, removeAll, waitFor, workflow } from './agent-support.js';
import { withGrowingLimit } from '../helpers/wait.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeAll);

/** One agent step `work` (output runs/<id>/work.md, OK -> next or DONE) plus optional extras. */
function single(extra = '', execution?: string): string {
  return workflow(
    `
  work:
    inline_instruction: |
      Do the work.

      status: OK
    output: 'runs/{{run_id}}/work.md'
    statuses: { OK: DONE }${extra ? '\n' + extra.replace(/^\n/, '') : ''}`,
    execution ? { execution } : {},
  );
}

const scenario = (entries: unknown[], step = 'work') => JSON.stringify({ steps: { [step]: entries } });

describe('transcripts', () => {
  it('each attempt is saved under the run root with secrets masked, and linked from state and manifest', async () => {
    const secret = 's3cr3t-value-42';
    const ws = new Workspace({
      'wf.yaml': single(),
      'sc.json': scenario([{ echo_env: ['MY_API_TOKEN'], stderr: 'connecting with ${MY_API_TOKEN} to the model' }]),
    });
    const r = await ws.runFake(['wf.yaml', '--run-id', 'r1'], { FAKE_AGENT_SCENARIO: 'sc.json', MY_API_TOKEN: secret });
    expect(r.json.status).toBe('WORKFLOW_COMPLETE');
    // The agent itself got the real value ...
    expect(ws.calls()[0].env.MY_API_TOKEN).toBe(secret);
    // ... the saved transcript never has it.
    const log = ws.read('runs/r1/logs/work.v1.a1.log');
    expect(log).toContain('MY_API_TOKEN=***');
    expect(log).toContain('connecting with *** to the model');
    expect(log).toContain('"type":"result"');
    expect(log).not.toContain(secret);
    const state = ws.state('runs/r1/workflow_state.yaml');
    expect(state.steps.work.transcripts).toEqual([
      expect.objectContaining({ visit: 1, attempt: 1, agent: 'command', delegation: 'direct', transcript: 'runs/r1/logs/work.v1.a1.log', prompt: 'runs/r1/logs/work.v1.a1.prompt.md', exit_status: 0, outcome: 'ok' }),
    ]);
    expect(state.steps.work.log).toBe('runs/r1/logs/work.v1.a1.log');
    expect(ws.read('runs/r1/logs/work.v1.a1.prompt.md')).toContain('Do the work.');
    const manifest = ws.yaml('runs/r1/RUN_MANIFEST.yaml');
    expect(manifest.transcripts).toEqual([expect.objectContaining({ step: 'work', transcript: 'runs/r1/logs/work.v1.a1.log' })]);
    expect(ws.read('runs/r1/RUN_MANIFEST.yaml')).not.toContain(secret);
    expect(ws.read('runs/r1/workflow_state.yaml')).not.toContain(secret);
  });
});

describe('timeouts', () => {
  for (const where of ['step', 'workflow'] as const) {
    it(`timeout_minutes (${where}) kills a hanging agent and its children`, async () => {
      await withGrowingLimit('the agent to start its child before the time limit', 0.002, async (minutes) => {
        const ws = new Workspace({
          'wf.yaml': where === 'step' ? single(`    timeout_minutes: ${minutes}`) : single('', `timeout_minutes: ${minutes}`),
          'sc.json': scenario([{ hang: true, pid_file: 'agent.pid' }]),
        });
        const r = await ws.runFake(['wf.yaml', '--run-id', 'r1'], { FAKE_AGENT_SCENARIO: 'sc.json' });
        expect(r.json.status).toBe('STAGE_TIMEOUT');
        expect(r.code).toBe(6);
        // Killed before it had started its child, or between making the file and writing the pid into it:
        // nothing to prove about the tree yet (an empty file would read as pid 0, which no process has).
        if (!ws.exists('agent.pid.child') || ws.read('agent.pid.child') === '') return undefined;
        const agent = Number(ws.read('agent.pid'));
        const child = Number(ws.read('agent.pid.child'));
        await waitFor(() => !processAlive(agent) && !processAlive(child), 'the agent tree to die');
        const state = ws.state('runs/r1/workflow_state.yaml');
        expect(state.active_step).toBe('work');
        expect(state.steps.work.transcripts[0].outcome).toBe('STAGE_TIMEOUT');
        return true;
      });
    });
  }
});

describe('missing output', () => {
  it('exit 0 without a fresh declared output is STAGE_OUTPUT_MISSING, never success (and never retried)', { tags: [CAMPAIGN] }, async () => {
    const ws = new Workspace({
      'wf.yaml': single('    retry: { max_attempts: 3 }'),
      'sc.json': scenario([{ skip_output: true }]),
    });
    const r = await ws.runFake(['wf.yaml', '--run-id', 'r1'], { FAKE_AGENT_SCENARIO: 'sc.json' });
    expect(r.json.status).toBe('STAGE_OUTPUT_MISSING');
    expect(r.code).toBe(5);
    expect(ws.calls()).toHaveLength(1);
    expect(ws.state('runs/r1/workflow_state.yaml').completed_steps).toEqual([]);
  });

  it("exit 0 without output after a question: the stop and the next attempt's prompt quote the agent's last words (masked); the prompt says the run is unattended", async () => {
    const secret = 'tok-5e5e5e5e-q';
    const ws = new Workspace({
      'wf.yaml': single(),
      'sc.json': scenario([{ skip_output: true, stdout: 'I read the code.\n\nWhich database should I target, Postgres or MySQL (key ${SECRET_TOKEN})? Please answer.' }, {}]),
    });
    const env = { FAKE_AGENT_SCENARIO: 'sc.json', SECRET_TOKEN: secret };
    const r = await ws.runFake(['wf.yaml', '--run-id', 'r1'], env);
    expect(r.json.status).toBe('STAGE_OUTPUT_MISSING');
    expect(r.json.message).toContain(`did not write its declared output runs/r1/work.md; the agent's last words: "`);
    expect(r.json.message).toContain('Which database should I target, Postgres or MySQL (key ***)? Please answer.');
    expect(r.stdout).not.toContain(secret);
    const again = await ws.runFake(['wf.yaml', '--run-id', 'r1'], env);
    expect(again.json.status).toBe('WORKFLOW_COMPLETE');
    const [first, second] = ws.calls();
    expect(first.prompt).toContain('This run is unattended: no one will read or answer a question');
    expect(second.prompt).toContain('## Previous attempt');
    expect(second.prompt).toContain('Which database should I target, Postgres or MySQL (key ***)? Please answer.');
  });

  it('exit non-zero after writing the declared output (its questions, as the contract asks when no status says "not done"): the stop names that file, not only the log', { tags: [CAMPAIGN] }, async () => {
    const ws = new Workspace({
      'wf.yaml': single(),
      'sc.json': scenario([{ exit: 1, body: 'Open questions:\n- Q-1: which database?' }, {}]),
    });
    const r = await ws.runFake(['wf.yaml', '--run-id', 'r1'], { FAKE_AGENT_SCENARIO: 'sc.json' });
    expect(r.json.status).toBe('STAGE_FAILED');
    expect(ws.read('runs/r1/work.md')).toContain('Q-1: which database?');
    expect(r.json.message).toBe('step work exited with status 1 (log: runs/r1/logs/work.v1.a1.log); it wrote its declared output runs/r1/work.md first, which a failed attempt never counts — an agent that cannot proceed lists its open questions there');
    expect(r.json.hint).toMatch(/^Read runs\/r1\/work\.md \(what the agent wrote before it failed: its open questions or blockers\) and the stage log/);
    // Without an output written by the attempt, the message is the plain one.
    ws.write('sc2.json', scenario([{ exit: 1, skip_output: true }]));
    const none = await ws.runFake(['wf.yaml', '--run-id', 'r2'], { FAKE_AGENT_SCENARIO: 'sc2.json' });
    expect(none.json.message).toBe('step work exited with status 1 (log: runs/r2/logs/work.v1.a1.log)');
    // The resume runs the step again; the file that did not count is rewritten and accepted.
    const again = await ws.runFake(['wf.yaml', '--run-id', 'r1'], { FAKE_AGENT_SCENARIO: 'sc.json' });
    expect(again.json.status).toBe('WORKFLOW_COMPLETE');
  });

  it('exit 0 with the gate printed in its answer instead of written: the stop says where the gate belongs, and so does the next attempt\'s prompt', async () => {
    const gate = ['Done. Here is the gate:', '', 'WORKFLOW_GATE:', '  workflow: agents', '  step: work', '  status: OK', '  unresolved_critical: 0', '  unresolved_high: 0', '  source_resolvable_open: 0', '  artifact: runs/r1/work.md', '  next_recommended: null'].join('\n');
    const ws = new Workspace({ 'wf.yaml': single(), 'sc.json': scenario([{ skip_output: true, stdout: gate }, {}]) });
    const r = await ws.runFake(['wf.yaml', '--run-id', 'r1'], { FAKE_AGENT_SCENARIO: 'sc.json' });
    expect(r.json.status).toBe('STAGE_OUTPUT_MISSING');
    expect(r.json.message).toContain('did not write its declared output runs/r1/work.md; its answer holds a WORKFLOW_GATE block, which counts only at the end of runs/r1/work.md, written in the attempt; the agent\'s last words: "');
    const again = await ws.runFake(['wf.yaml', '--run-id', 'r1'], { FAKE_AGENT_SCENARIO: 'sc.json' });
    expect(again.json.status).toBe('WORKFLOW_COMPLETE');
    expect(ws.calls()[1].prompt).toContain('its answer holds a WORKFLOW_GATE block, which counts only at the end of runs/r1/work.md');
    // An answer that only names the block (a question about it) is not taken for one.
    ws.write('sc2.json', scenario([{ skip_output: true, stdout: 'Should the WORKFLOW_GATE: block go in the file?' }]));
    const asked = await ws.runFake(['wf.yaml', '--run-id', 'r2'], { FAKE_AGENT_SCENARIO: 'sc2.json' });
    expect(asked.json.message).not.toContain('its answer holds a WORKFLOW_GATE block');
  });

  it('exit 0 with the result written at a near path: STAGE_OUTPUT_MISSING names the file the attempt created there, and so does the next prompt', async () => {
    const ws = new Workspace({
      'wf.yaml': single(),
      // Written before the attempt: never named (the attempt did not create it).
      'runs/r1/work-old.md': 'an earlier draft\n',
      'sc.json': scenario([{ skip_output: true, write: { 'runs/r1/work-out.md': '# work\n', 'runs/r1/notes.txt': 'scratch\n' } }, {}]),
    });
    const r = await ws.runFake(['wf.yaml', '--run-id', 'r1'], { FAKE_AGENT_SCENARIO: 'sc.json' });
    expect(r.json.status).toBe('STAGE_OUTPUT_MISSING');
    expect(r.json.message).toContain('did not write its declared output runs/r1/work.md; it created runs/r1/work-out.md beside it, a near name: its result may have gone there, which never counts');
    expect(r.json.hint).toContain('write its result at exactly runs/r1/work.md');
    expect(ws.read('runs/r1/work-out.md')).toBe('# work\n');
    const again = await ws.runFake(['wf.yaml', '--run-id', 'r1'], { FAKE_AGENT_SCENARIO: 'sc.json' });
    expect(again.json.status).toBe('WORKFLOW_COMPLETE');
    expect(ws.calls()[1].prompt).toContain('it created runs/r1/work-out.md beside it');
    // Nothing near created: the plain message.
    ws.write('sc2.json', scenario([{ skip_output: true, write: { 'runs/r2/notes.txt': 'scratch\n' } }]));
    const none = await ws.runFake(['wf.yaml', '--run-id', 'r2'], { FAKE_AGENT_SCENARIO: 'sc2.json' });
    expect(none.json.message).toMatch(/^step work exited 0 but did not write its declared output runs\/r2\/work\.md; the agent's last words/);
    expect(none.json.message).not.toContain('notes.txt');
  });

  it('an older output file never counts', { tags: [CAMPAIGN] }, async () => {
    const ws = new Workspace({ 'wf.yaml': single(), 'skip.json': scenario([{ skip_output: true }]) });
    const first = await ws.runFake(['wf.yaml', '--run-id', 'r1']);
    expect(first.json.status).toBe('WORKFLOW_COMPLETE');
    // Another run (its own state) declares the same output, which exists: the agent writes nothing.
    ws.write('wf2.yaml', single().replace("'runs/{{run_id}}/workflow_state.yaml'", "'runs/{{run_id}}/second/workflow_state.yaml'"));
    const second = await ws.runFake(['wf2.yaml', '--run-id', 'r1'], { FAKE_AGENT_SCENARIO: 'skip.json' });
    expect(second.json.status).toBe('STALE_ARTIFACT_REJECTED');
  });
});

describe("a stop's fix names what an agent step runs, not a shell step's run: text", () => {
  const PROMPTED = workflow(`
  work:
    prompt: prompts/work.md
    output: 'runs/{{run_id}}/work.md'
    statuses: { OK: DONE }`);

  it('STAGE_OUTPUT_MISSING at an inline_instruction step: fix: (text and --json) names its inline_instruction and --allow-workflow-change', { tags: [CAMPAIGN] }, async () => {
    const ws = new Workspace({ 'wf.yaml': single(), 'sc.json': scenario([{ skip_output: true }]) });
    const r = await ws.runFake(['wf.yaml', '--run-id', 'r1'], { FAKE_AGENT_SCENARIO: 'sc.json' });
    expect(r.json.status).toBe('STAGE_OUTPUT_MISSING');
    expect(r.json.hint).toMatch(/^Make the stage write exactly the declared output path .* If you fix it by editing the workflow file \(the step's inline_instruction\), resume with --allow-workflow-change/);
    expect(r.json.hint).not.toContain('run: text');
    const text = await ws.run(['run', 'wf.yaml', '--run-id', 'r2', '--agent', 'command', '--agent-command', FAKE_AGENT], { env: { FAKE_AGENT_SCENARIO: 'sc.json' } });
    expect(/^ {2}fix: +(.*)$/m.exec(text.stdout)?.[1]).toBe(r.json.hint);
  });

  it('GATE_RESULT_MISSING at a prompt-file step: fix: names the prompt file, and a plain resume after editing it runs the step again', async () => {
    const ws = new Workspace({ 'wf.yaml': PROMPTED, 'prompts/work.md': 'Do the work.\n\nstatus: OK\n', 'sc.json': scenario([{ bad_gate: true }, {}]) });
    const r = await ws.runFake(['wf.yaml', '--run-id', 'r1'], { FAKE_AGENT_SCENARIO: 'sc.json' });
    expect(r.json.status).toBe('GATE_RESULT_MISSING');
    expect(r.json.hint).toMatch(/^The agent did not end its output with the one WORKFLOW_GATE block .* If you fix it by editing the step's prompt file \(prompts\/work\.md\), resume: the prompt file is no workflow change\./);
    expect(r.json.hint).not.toContain('run: text');
    ws.write('prompts/work.md', 'Do the work, and end it with the gate.\n\nstatus: OK\n');
    const resumed = await ws.runFake(['wf.yaml', '--run-id', 'r1'], { FAKE_AGENT_SCENARIO: 'sc.json' });
    expect(resumed.json.status).toBe('WORKFLOW_COMPLETE');
  });
});

describe('GATE_RESULT_MISSING at an agent step', () => {
  it("fix: says the agent writes the block, not the reader by hand, that a resume runs the step again, and how to see the agent's log; a shell step's fix is unchanged", { tags: [CAMPAIGN] }, async () => {
    const ws = new Workspace({ 'wf.yaml': single(), 'sc.json': scenario([{ bad_gate: true }, {}]) });
    const r = await ws.runFake(['wf.yaml', '--run-id', 'r1'], { FAKE_AGENT_SCENARIO: 'sc.json' });
    expect(r.json.status).toBe('GATE_RESULT_MISSING');
    expect(r.json.hint).toMatch(/^The agent did not end its output with the one WORKFLOW_GATE block its stage contract asks for .*do not add the block to the file by hand.* Resume: the step runs again, and its prompt quotes what was missing \(`stagegate logs wf\.yaml --run-id r1 work` shows what the agent did\)\. If you fix it by editing the workflow file \(the step's inline_instruction\)/);
    expect(r.json.hint).not.toMatch(/^End the output/);
    const resumed = await ws.runFake(['wf.yaml', '--run-id', 'r1'], { FAKE_AGENT_SCENARIO: 'sc.json' });
    expect(resumed.json.status).toBe('WORKFLOW_COMPLETE');
    const shell = workflow(`
  work:
    run: 'printf "no gate\\n" >"$STAGEGATE_OUTPUT"'
    output: 'runs/{{run_id}}/work.md'
    statuses: { OK: DONE }`);
    ws.write('shell.yaml', shell);
    const s = await ws.runFake(['shell.yaml', '--run-id', 's1']);
    expect(s.json.status).toBe('GATE_RESULT_MISSING');
    expect(s.json.hint).toMatch(/^End the output with one WORKFLOW_GATE block .* \(the step's run: text\)/);
  });
});

describe('retries', () => {
  it('a failing attempt is retried after its backoff; the retry prompt quotes the failure', { tags: [CAMPAIGN] }, async () => {
    const ws = new Workspace({
      'wf.yaml': single('    retry: { max_attempts: 3, backoff_seconds: 0.05 }'),
      'sc.json': scenario([{ exit: 2, skip_output: true }, {}]),
    });
    const r = await ws.runFake(['wf.yaml', '--run-id', 'r1'], { FAKE_AGENT_SCENARIO: 'sc.json' });
    expect(r.json.status).toBe('WORKFLOW_COMPLETE');
    const calls = ws.calls();
    expect(calls.map((c) => c.attempt)).toEqual([1, 2]);
    expect(calls[0].prompt).not.toContain('## Previous attempt');
    expect(calls[1].prompt).toContain('## Previous attempt');
    expect(calls[1].prompt).toContain('step work exited with status 2');
    const state = ws.state('runs/r1/workflow_state.yaml');
    expect(state.history.map((h: any) => `${h.outcome}:${h.code ?? '-'}`)).toEqual(['failed:STAGE_FAILED', 'complete:WORKFLOW_COMPLETE']);
    expect(state.steps.work.transcripts.map((t: any) => t.transcript)).toEqual(['runs/r1/logs/work.v1.a1.log', 'runs/r1/logs/work.v1.a2.log']);
    expect(state.steps.work.spend.turns).toBe(4);
    // Without --json the retry and its backoff are announced.
    const plain = await ws.run(['run', 'wf.yaml', '--run-id', 'r2', '--agent-command', FAKE_AGENT], { env: { FAKE_AGENT_SCENARIO: 'sc.json' } });
    expect(plain.code).toBe(0);
    expect(plain.stderr).toContain('work: retrying (attempt 2) in 0.05s');
  });

  it('attempts stop at max_attempts; a gate status is never retried', { tags: [CAMPAIGN] }, async () => {
    const ws = new Workspace({
      'wf.yaml': single('    retry: { max_attempts: 2 }'),
      'sc.json': scenario([{ exit: 1 }]),
      'status.json': scenario([{ status: 'NOT_ROUTED' }]),
    });
    const r = await ws.runFake(['wf.yaml', '--run-id', 'r1'], { FAKE_AGENT_SCENARIO: 'sc.json' });
    expect([r.json.status, ws.calls().length]).toEqual(['STAGE_FAILED', 2]);
    const s = await ws.runFake(['wf.yaml', '--run-id', 'r2'], { FAKE_AGENT_SCENARIO: 'status.json', FAKE_AGENT_LOG: ws.path('calls2.jsonl') });
    expect([s.json.status, ws.calls('calls2.jsonl').length]).toEqual(['WORKFLOW_STATUS_CONTRACT_VIOLATION', 1]);
  });
});

describe('exit statuses an agent documents as fatal', () => {
  it('gemini exiting 41 (authentication) fails at once, not retried, saying what 41 means; its exit 1 is still retried', { tags: [CAMPAIGN] }, async () => {
    const ws = new Workspace({
      'wf.yaml': single('    retry: { max_attempts: 3 }'),
      'auth.json': scenario([{ exit: 41, skip_output: true }]),
      'other.json': scenario([{ exit: 1, skip_output: true }, {}]),
    });
    const bin = ws.fakeBin(['gemini']);
    const run = (id: string, sc: string, log: string) =>
      ws.run(['run', 'wf.yaml', '--run-id', id, '--json', '--agent', 'gemini'], { env: { PATH: `${bin}:${process.env['PATH']}`, FAKE_AGENT_SCENARIO: sc, FAKE_AGENT_LOG: ws.path(log) } });
    const auth = JSON.parse((await run('r1', 'auth.json', 'calls1.jsonl')).stdout);
    expect(auth.status).toBe('STAGE_FAILED');
    expect(auth.message).toContain('gemini exited 41: authentication failed — check GEMINI_API_KEY');
    expect(auth.message).toContain('not retried');
    expect(ws.calls('calls1.jsonl').length).toBe(1);
    const state = ws.state('runs/r1/workflow_state.yaml');
    expect(state.steps.work.transcripts.map((t: any) => `${t.exit_status}:${t.outcome}`)).toEqual(['41:STAGE_FAILED']);
    const other = JSON.parse((await run('r2', 'other.json', 'calls2.jsonl')).stdout);
    expect([other.status, ws.calls('calls2.jsonl').length]).toEqual(['WORKFLOW_COMPLETE', 2]);
  });
});

describe('budgets', () => {
  it('a step over its max_cost_usd stops the run with WORKFLOW_BUDGET_EXCEEDED (no retry), spend recorded', async () => {
    const ws = new Workspace({
      'wf.yaml': single('    max_cost_usd: 0.05\n    retry: { max_attempts: 3 }'),
      'sc.json': scenario([{ usage: { cost_usd: 0.2, turns: 3 } }]),
    });
    const r = await ws.runFake(['wf.yaml', '--run-id', 'r1'], { FAKE_AGENT_SCENARIO: 'sc.json' });
    expect([r.json.status, r.code]).toEqual(['WORKFLOW_BUDGET_EXCEEDED', 8]);
    expect(r.json.message).toContain('max_cost_usd $0.05');
    // The command that resumes it carries the agent flags (they are not part of the run's state).
    expect(r.json.next_command).toMatch(/^stagegate run wf\.yaml --run-id r1 --agent command --agent-command \S*fake-agent$/);
    expect(ws.calls()).toHaveLength(1);
    const state = ws.state('runs/r1/workflow_state.yaml');
    expect(state.active_step).toBe('work');
    expect(state.steps.work.spend).toEqual({ turns: 3, cost_usd: 0.2, input_tokens: 1000, output_tokens: 200 });
    expect(ws.yaml('runs/r1/RUN_MANIFEST.yaml').spend.steps.work.cost_usd).toBe(0.2);
  });

  it('an agent branch of a parallel step over its max_cost_usd stops the step with WORKFLOW_BUDGET_EXCEEDED; spend lands on the parallel step', { tags: [CAMPAIGN] }, async () => {
    const wf = workflow(`
  checks:
    parallel:
      max_concurrency: 2
      branches:
        cheap:
          inline_instruction: |
            Check A.

            status: OK
          output: 'runs/{{run_id}}/cheap.md'
          statuses: { OK: DONE }
        pricey:
          inline_instruction: |
            Check B.

            status: OK
          output: 'runs/{{run_id}}/pricey.md'
          statuses: { OK: DONE }
          max_cost_usd: 0.05
    statuses: { PARALLEL_COMPLETE: DONE, PARALLEL_FAILED: BLOCKED }`);
    const ws = new Workspace({
      'wf.yaml': wf,
      'sc.json': JSON.stringify({ steps: { cheap: [{ usage: { cost_usd: 0.01, turns: 1 } }], pricey: [{ usage: { cost_usd: 0.2, turns: 4 } }] } }),
    });
    const r = await ws.runFake(['wf.yaml', '--run-id', 'r1'], { FAKE_AGENT_SCENARIO: 'sc.json' });
    expect([r.json.status, r.code]).toEqual(['WORKFLOW_BUDGET_EXCEEDED', 8]);
    expect(r.json.message).toContain('max_cost_usd $0.05');
    const state = ws.state('runs/r1/workflow_state.yaml');
    expect(state.active_step).toBe('checks');
    expect(state.steps.checks.spend.cost_usd).toBeCloseTo(0.21, 6);
    expect(state.steps.checks.parallel.branches.cheap.status).toBe('succeeded');
  });

  it('max_turns: more turns than allowed, or the agent stopping at its turn limit, exceeds the budget', { tags: [CAMPAIGN] }, async () => {
    const ws = new Workspace({
      'wf.yaml': single('    max_turns: 3'),
      'many.json': scenario([{ usage: { turns: 5 } }]),
      'limit.json': scenario([{ turn_limit: true, skip_output: true, usage: { turns: 3 } }]),
    });
    const many = await ws.runFake(['wf.yaml', '--run-id', 'r1'], { FAKE_AGENT_SCENARIO: 'many.json' });
    expect(many.json.status).toBe('WORKFLOW_BUDGET_EXCEEDED');
    expect(many.json.message).toContain('5 turns (max_turns 3)');
    const limit = await ws.runFake(['wf.yaml', '--run-id', 'r2'], { FAKE_AGENT_SCENARIO: 'limit.json' });
    expect(limit.json.status).toBe('WORKFLOW_BUDGET_EXCEEDED');
    expect(limit.json.message).toContain("turn limit");
  });

  it('a budget the chosen agent cannot report is said to be unenforced: at run start (text and JSON) and in plan, naming the limit and the agent', async () => {
    const ws = new Workspace({ 'wf.yaml': single('    max_turns: 7', 'max_cost_usd: 0.001\nmax_turns: 1') });
    const bin = ws.fakeBin(['codex', 'claude']);
    const env = { PATH: `${bin}:${process.env['PATH']}`, FAKE_AGENT_LOG: ws.path('calls.jsonl') };
    const expected = [
      "step work's max_turns (7) is not enforced: its agent codex reports no turns",
      'execution.max_cost_usd ($0.001) is not enforced for what agent codex spends (step work): codex reports no cost',
      'execution.max_turns (1) is not enforced for what agent codex spends (step work): codex reports no turns',
    ];
    // codex reports neither cost nor turns: the run completes over both budgets, and says so first.
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', '--agent', 'codex'], { env });
    expect(JSON.parse(r.stdout)).toMatchObject({ status: 'WORKFLOW_COMPLETE', warnings: expected });
    const text = await ws.run(['run', 'wf.yaml', '--run-id', 'r2', '--agent', 'codex'], { env });
    expect(text.stderr).toContain(`warning: ${expected[1]}`);
    expect(text.stderr.indexOf('warning:')).toBeLessThan(text.stderr.indexOf('work'.padEnd(12) + ' '));
    const plan = await ws.run(['plan', 'wf.yaml', '--run-id', 'r3', '--json', '--agent', 'codex'], { env });
    expect(JSON.parse(plan.stdout).warnings).toEqual(expected);
    expect((await ws.run(['plan', 'wf.yaml', '--run-id', 'r3', '--agent', 'codex'], { env })).stdout).toContain(`warning: ${expected[2]}`);
    // claude reports both (and gets max_turns as --max-turns): nothing to say.
    const claude = await ws.run(['run', 'wf.yaml', '--run-id', 'r4', '--json', '--agent', 'claude'], { env });
    expect(JSON.parse(claude.stdout).warnings).toBeUndefined();
  });

  it('the workflow budget counts every step once: a resume neither re-counts completed steps nor runs past it', async () => {
    const chain = (budget: number) =>
      workflow(
        ['a', 'b', 'c', 'd']
          .map((id, i, all) => `  ${id}:\n    action: Step ${id}.\n    on_complete: ${all[i + 1] ?? 'DONE'}`)
          .join('\n'),
        { execution: `max_cost_usd: ${budget}` },
      );
    const ws = new Workspace({ 'wf.yaml': chain(0.25), 'sc.json': JSON.stringify({ default: { usage: { cost_usd: 0.1 } } }) });
    const env = { FAKE_AGENT_SCENARIO: 'sc.json' };
    const r = await ws.runFake(['wf.yaml', '--run-id', 'r1'], env);
    expect([r.json.status, r.code]).toEqual(['WORKFLOW_BUDGET_EXCEEDED', 8]);
    expect(r.json.completed_steps).toEqual(['a', 'b', 'c']);
    expect(r.json.active_step).toBe('d');
    expect(r.json.message).toContain('execution.max_cost_usd $0.25');
    // Resume with the same budget: nothing runs.
    const again = await ws.runFake(['wf.yaml', '--run-id', 'r1'], env);
    expect([again.json.status, again.json.stages_run]).toEqual(['WORKFLOW_BUDGET_EXCEEDED', 0]);
    // Raise the budget: only d runs, and the total is 0.4 (a, b, c counted once).
    ws.write('wf.yaml', chain(1));
    const done = await ws.runFake(['wf.yaml', '--run-id', 'r1', '--allow-workflow-change'], env);
    expect([done.json.status, done.json.stages_run]).toEqual(['WORKFLOW_COMPLETE', 1]);
    expect(ws.yaml('runs/r1/RUN_MANIFEST.yaml').spend.total.cost_usd).toBeCloseTo(0.4);
    expect(ws.calls().map((c) => c.step)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('bounded delegation', () => {
  it('a delegated attempt without output falls back to one direct attempt, outside the retry budget', async () => {
    const ws = new Workspace({ 'wf.yaml': single('', 'delegation_mode: bounded'), 'sc.json': scenario([{ skip_output: true }, {}]) });
    const r = await ws.runFake(['wf.yaml', '--run-id', 'r1'], { FAKE_AGENT_SCENARIO: 'sc.json' });
    expect(r.json.status).toBe('WORKFLOW_COMPLETE');
    const calls = ws.calls();
    expect(calls.map((c) => c.delegation)).toEqual(['delegated', 'direct']);
    expect(calls[0].prompt).toContain('Mode: delegated.');
    expect(calls[1].prompt).toContain('Mode: direct.');
    const state = ws.state('runs/r1/workflow_state.yaml');
    expect(state.history.map((h: any) => h.code ?? h.outcome)).toEqual(['STAGE_OUTPUT_MISSING', 'WORKFLOW_COMPLETE']);
    expect(state.steps.work.transcripts.map((t: any) => `${t.delegation}:${t.outcome}`)).toEqual(['delegated:STAGE_OUTPUT_MISSING', 'direct:ok']);
  });

  it('a delegated attempt that hangs is killed at the timeout and the stage runs directly', async () => {
    await withGrowingLimit('the direct attempt to finish within the time limit', 0.002, async (minutes) => {
      const ws = new Workspace({ 'wf.yaml': single(`    timeout_minutes: ${minutes}`, 'delegation_mode: bounded'), 'sc.json': scenario([{ hang: true }, {}]) });
      const r = await ws.runFake(['wf.yaml', '--run-id', 'r1'], { FAKE_AGENT_SCENARIO: 'sc.json' });
      const calls = ws.calls().map((c) => c.delegation);
      const transcripts: any[] = ws.state('runs/r1/workflow_state.yaml').steps.work.transcripts ?? [];
      // Killed before the delegated attempt had even begun, or the direct attempt (which does not
      // hang) ran out of time too: a longer limit.
      if (!calls.includes('delegated') || transcripts.some((t) => t.delegation === 'direct' && t.outcome === 'STAGE_TIMEOUT')) return undefined;
      expect(r.json.status).toBe('WORKFLOW_COMPLETE');
      expect(calls).toEqual(['delegated', 'direct']);
      return true;
    });
  });

  it('the fallback happens once: a direct attempt that also misses its output stops the run', async () => {
    const ws = new Workspace({ 'wf.yaml': single('', 'delegation_mode: bounded'), 'sc.json': scenario([{ skip_output: true }]) });
    const r = await ws.runFake(['wf.yaml', '--run-id', 'r1'], { FAKE_AGENT_SCENARIO: 'sc.json' });
    expect(r.json.status).toBe('STAGE_OUTPUT_MISSING');
    expect(ws.calls().map((c) => c.delegation)).toEqual(['delegated', 'direct']);
  });

  it('other failures of a delegated attempt follow the retry policy, not the fallback', async () => {
    const ws = new Workspace({ 'wf.yaml': single('', 'delegation_mode: bounded'), 'sc.json': scenario([{ exit: 1 }]) });
    const r = await ws.runFake(['wf.yaml', '--run-id', 'r1'], { FAKE_AGENT_SCENARIO: 'sc.json' });
    expect(r.json.status).toBe('STAGE_FAILED');
    expect(ws.calls()).toHaveLength(1);
  });
});
