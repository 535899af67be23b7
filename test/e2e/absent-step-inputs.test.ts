/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON documents */
// A step's own input built from an optional input the run was not given: it reads "(not given)"
// where the absent input stands, in the prompt's Inputs section and its task text (it vanished
// from the one and stopped the run in the other), and the empty word in run: text.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const FAKE_AGENT = join(REPO_ROOT, 'test', 'fixtures', 'fake-agent');
const AGENT = ['--agent', 'command', '--agent-command', FAKE_AGENT];
const ENV = { FAKE_AGENT_SCENARIO: 'sc.json', FAKE_AGENT_LOG: 'calls.jsonl' };

const WF = `version: '4.0'
name: absent-step-inputs
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
  optional: [source, note]
  defaults:
    note: null
steps:
  draft:
    inline_instruction: 'Write a short draft {{origin}}; notes: {{notes}}.'
    inputs:
      origin: 'from {{source}}'
      plain: '{{source}}'
      notes: '{{note}} ({{plain}})'
    output: 'runs/{{run_id}}/draft.md'
    statuses: {DRAFTED: script}
  script:
    run: 'printf "%s|%s\\n" "{{origin}}" "{{plain}}" > runs/{{run_id}}/script.txt && "$STAGEGATE_BIN" gate DONE'
    inputs:
      origin: 'from {{source}}'
      plain: '{{source}}'
    output: 'runs/{{run_id}}/script.txt'
    statuses: {DONE: DONE}
`;

describe("a step's own inputs built from an absent optional input", () => {
  it('read (not given) in the prompt, the empty word in run: text; given, their values', async () => {
    const ws = workspaceWith({ 'wf.yaml': WF, 'sc.json': JSON.stringify({ default: { stdout: 'ok' } }) });
    // plan --show-prompt shows the prompt the run then gives.
    const shown = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--show-prompt', 'draft', ...AGENT]);
    expect(shown.stdout, shown.stderr).toContain('- `origin`: from (not given)');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(r).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    const prompt: string = JSON.parse(ws.lines('calls.jsonl')[0]!).prompt;
    expect(prompt).toContain('Write a short draft from (not given); notes: (not given) ((not given)).');
    expect(prompt).toContain('- `origin`: from (not given)');
    expect(prompt).toContain('- `plain`: (not given)');
    expect(prompt).toContain('- `notes`: (not given) ((not given))');
    expect(ws.read('runs/r1/script.txt').split('\n')[0]).toBe('from |');

    const given = workspaceWith({ 'wf.yaml': WF, 'sc.json': JSON.stringify({ default: { stdout: 'ok' } }) });
    const g = await given.run(['run', 'wf.yaml', '--run-id', 'r1', 'source=the spec', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(g).status, g.stdout + g.stderr).toBe('WORKFLOW_COMPLETE');
    expect(JSON.parse(given.lines('calls.jsonl')[0]!).prompt).toContain('- `origin`: from the spec');
    expect(given.read('runs/r1/script.txt').split('\n')[0]).toBe('from the spec|the spec');
  });
});

describe('asks: an optional input a step asks a person for (formats35)', () => {
  const ASKS = (asks: string, extra = '') => `version: '4.0'
name: asks
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
  optional: [answer]
steps:
  classify:
    inline_instruction: 'Classify. The user said: {{answer}}'
    asks: ${asks}
    output: 'runs/{{run_id}}/classify.md'
    statuses: {CLASSIFIED: ${extra === '' ? 'DONE' : 'pick'}}
${extra}`;

  it('validate: a name that is not an optional input is IF_INPUT_NOT_OPTIONAL at its line; asks on a step that runs no process is UNUSED_KEY', async () => {
    const ws = workspaceWith({ 'a.yaml': ASKS('[answer]'), 'b.yaml': ASKS('[run_id, answr]'), 'c.yaml': ASKS('[answer]', '  pick:\n    decide:\n      - else: DONE\n    asks: [answer]\n') });
    expect(jsonOf(await ws.run(['validate', 'a.yaml', '--json'])).errors).toEqual([]);
    const b = jsonOf(await ws.run(['validate', 'b.yaml', '--json']));
    expect(b.errors.map((e: any) => [e.code, e.line])).toEqual([['IF_INPUT_NOT_OPTIONAL', 10], ['IF_INPUT_NOT_OPTIONAL', 10]]);
    expect(b.errors[1].message).toContain("Did you mean 'answer'?");
    const c = jsonOf(await ws.run(['validate', 'c.yaml', '--json']));
    expect(c.warnings.map((w: any) => [w.code, w.line])).toContainEqual(['UNUSED_KEY', 16]);
  });

  it('a run reaching the step without the answer stops there (nothing ran, exit 4), and the command it names answers it', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'a.yaml': ASKS('[answer]'), 'sc.json': JSON.stringify({ default: { status: 'CLASSIFIED' } }) });
    const stop = await ws.run(['run', 'a.yaml', '--run-id', 'r1', ...AGENT], { env: ENV });
    expect(stop.code).toBe(4);
    expect(stop.stdout).toContain(`WORKFLOW_INPUT_REQUIRED  step classify asks for answer, which was not given: answer with \`stagegate run a.yaml --run-id r1 ${AGENT.join(' ')} answer='<your answer>'\``);
    expect(ws.exists('calls.jsonl')).toBe(false);
    // The fix's plan command, pasted as printed (it names the run: plan without --run-id cannot locate its state), shows the prompt.
    expect(stop.stdout).toContain("(`stagegate plan a.yaml --run-id r1 --show-prompt classify` shows what the step will be told).");
    const shown = await ws.run(['plan', 'a.yaml', '--run-id', 'r1', '--show-prompt', 'classify']);
    expect(shown.stdout, shown.stderr).toContain('Classify. The user said: (not given)');
    // next: is that command too (a plain resume would only stop there again), in run and in status.
    const answer = `stagegate run a.yaml --run-id r1 ${AGENT.join(' ')} answer='<your answer>'`;
    expect(stop.stdout).toContain(`  next:     ${answer}`);
    const again = await ws.run(['run', 'a.yaml', '--run-id', 'r1', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(again)).toMatchObject({ status: 'WORKFLOW_INPUT_REQUIRED', next_command: answer });
    expect(jsonOf(await ws.run(['status', 'a.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'WORKFLOW_INPUT_REQUIRED', next_command: answer });
    const done = await ws.run(['run', 'a.yaml', '--run-id', 'r1', 'answer=small fix', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(done).status, done.stdout + done.stderr).toBe('WORKFLOW_COMPLETE');
    expect(JSON.parse(ws.lines('calls.jsonl')[0]!).prompt).toContain('The user said: small fix');
  });
});

describe('asks on a per-item step of a foreach', () => {
  const FE = `version: '4.0'
name: fe-asks
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
  optional: [answer]
steps:
  loop:
    foreach:
      source: reg.md
      id_field: ID
    per_item:
      classify:
        inline_instruction: 'Classify {{item_id}}. The user said: {{answer}}'
        asks: [answer]
        output: 'runs/{{run_id}}/{{item_id}}.md'
        statuses: {CLASSIFIED: next_artifact}
    completion: { require: all items verified, on_complete: DONE }
`;
  const REG = '| ID | Name | Status |\n|---|---|---|\n| A | Alpha | PENDING |\n| B | Beta | PENDING |\n';
  /** The words a shell makes of `command` (the CLI's name dropped), as a person pasting it would run it. */
  const wordsOf = (command: string): string[] => {
    const r = spawnSync('sh', ['-c', `printf '%s\\0' ${command.replace(/^stagegate /, '')}`], { encoding: 'utf8' });
    return r.stdout.split('\0').slice(0, -1);
  };

  it("the run's stop gives the answer command a top-level step gets (message, fix, next, status), and following it literally finishes every item", async () => {
    const ws = workspaceWith({ 'wf.yaml': FE, 'reg.md': REG, 'sc.json': JSON.stringify({ default: { status: 'CLASSIFIED' } }) });
    const stop = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', ...AGENT], { env: ENV });
    expect(stop.code, stop.stdout + stop.stderr).toBe(4);
    expect(ws.exists('calls.jsonl')).toBe(false);
    const answer = `stagegate run wf.yaml --run-id r1 ${AGENT.join(' ')} answer='<your answer>'`;
    expect(stop.stdout).toContain(`WORKFLOW_INPUT_REQUIRED  item A of foreach step loop (state runs/r1/foreach/loop/a/v1/workflow_state.yaml): step classify asks for answer, which was not given: answer with \`${answer}\``);
    expect(stop.stdout).toContain(`  fix:      Answer step classify of item A: run \`${answer}\` with your answer in place of <your answer> (\`stagegate plan wf.yaml --run-id r1 --show-prompt 'loop[A].classify'\` shows what the step will be told).`);
    expect(stop.stdout).toContain(`  next:     ${answer}`);
    // The fix's plan command shows that step's prompt.
    const shown = await ws.run(wordsOf("stagegate plan wf.yaml --run-id r1 --show-prompt 'loop[A].classify'"));
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain('Classify A.');
    // status (no agent flags given to it) says the same answer.
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'WORKFLOW_INPUT_REQUIRED', active_step: 'loop', next_command: "stagegate run wf.yaml --run-id r1 answer='<your answer>'" });
    // A plain resume stops there again with the same next.
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', ...AGENT], { env: ENV }))).toMatchObject({ status: 'WORKFLOW_INPUT_REQUIRED', next_command: answer });
    // Followed literally, the answer in place of the placeholder: the run finishes, each item told the answer.
    const done = await ws.run(wordsOf(answer.replace('<your answer>', 'small fix')), { env: ENV });
    expect(done.code, done.stdout + done.stderr).toBe(0);
    expect(ws.lines('calls.jsonl').map((l) => JSON.parse(l).prompt as string).map((p) => /Classify (\w)\. The user said: small fix/.exec(p)?.[1])).toEqual(['A', 'B']);
  });

  it('a shard leg (run --shard) stopped there gives the same leg with the answer (not a plain run again, which stops there again), and following it literally finishes the shard', async () => {
    const ws = workspaceWith({ 'wf.yaml': FE, 'reg.md': REG, 'sc.json': JSON.stringify({ default: { status: 'CLASSIFIED' } }) });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', ...AGENT], { env: ENV })).code).toBe(4);
    const leg = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'A', ...AGENT], { env: ENV });
    expect(leg.code, leg.stdout + leg.stderr).toBe(4);
    const answer = `stagegate run wf.yaml --run-id r1 --shard A ${AGENT.join(' ')} answer='<your answer>'`;
    expect(leg.stdout).toContain(`WORKFLOW_INPUT_REQUIRED  step classify asks for answer, which was not given: answer with \`${answer}\``);
    expect(leg.stdout).toContain(`  fix:      Answer step classify of item A of foreach step loop: run \`${answer}\` with your answer in place of <your answer>.`);
    expect(leg.stdout).toContain(`  next:     ${answer}`);
    const done = await ws.run([...wordsOf(answer.replace('<your answer>', 'small fix')), '--json'], { env: ENV });
    expect(done.code, done.stdout + done.stderr).toBe(0);
    expect(jsonOf(done)).toMatchObject({ status: 'WORKFLOW_COMPLETE', next_command: `stagegate merge wf.yaml --run-id r1 ${AGENT.join(' ')}`, shard: { key: 'A', finished: true } });
    expect(JSON.parse(ws.lines('calls.jsonl')[0]!).prompt).toContain('Classify A. The user said: small fix');
  });
});
