// The Action's `agent` / `agent-command` inputs reach agent-driven steps: an inline-instruction
// stage runs through the `command` adapter, which gets the assembled prompt on stdin.
import { afterAll, describe, expect, it } from 'vitest';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanupHarness, runActionStep, tempDir } from '../helpers/action-harness.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(() => cleanupHarness());

const WORKFLOW = `version: '4.0'
name: agent-action
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  summarise:
    inline_instruction: |
      Summarise the change in one line.
      status: SUMMARY_READY
    output: 'runs/{{run_id}}/summary.md'
    statuses:
      SUMMARY_READY: DONE
`;

// A stand-in agent: records its stdin and writes the declared output ending in a gate.
const AGENT = `#!/usr/bin/env bash
set -euo pipefail
cat > "$PROMPT_COPY"
[ -d "\${STAGEGATE_OUTPUT%/*}" ] || mkdir -p "\${STAGEGATE_OUTPUT%/*}"
printf 'one line\\n\\nWORKFLOW_GATE:\\n  workflow: %s\\n  step: %s\\n  status: SUMMARY_READY\\n  unresolved_critical: 0\\n  unresolved_high: 0\\n  source_resolvable_open: 0\\n  artifact: %s\\n  next_recommended: null\\n' "$STAGEGATE_WORKFLOW" "$STAGEGATE_STEP" "$STAGEGATE_ARTIFACT" > "$STAGEGATE_OUTPUT"
`;

describe('agent inputs', () => {
  it('runs an agent stage with agent: command and agent-command', { tags: [CAMPAIGN] }, async () => {
    const ws = tempDir('sg-agent-ws-');
    mkdirSync(join(ws, 'wf'));
    writeFileSync(join(ws, 'wf', 'agent.yaml'), WORKFLOW);
    const bin = tempDir('sg-agent-bin-');
    const agent = join(bin, 'my-agent');
    writeFileSync(agent, AGENT);
    chmodSync(agent, 0o755);
    const promptCopy = join(bin, 'prompt.txt');
    const r = await runActionStep({
      workspace: ws,
      inputs: { workflow: 'wf/agent.yaml', 'run-id': 'a1', persist: 'none', agent: 'command', 'agent-command': agent },
      env: { PROMPT_COPY: promptCopy },
    });
    expect(r.exitCode, r.stdout + r.stderr).toBe(0);
    expect(r.outputs['status']).toBe('WORKFLOW_COMPLETE');
    expect(r.outputs['completed-steps']).toBe(JSON.stringify(['summarise']));
    const prompt = readFileSync(promptCopy, 'utf8');
    expect(prompt).toContain('Summarise the change in one line.');
    expect(prompt).toContain('runs/a1/summary.md');
  });

  it("a relative agent-command is the working directory's file, as the workflow and its paths are (checked and run from there, whatever the Action's process directory)", async () => {
    const ws = tempDir('sg-agent-ws-');
    mkdirSync(join(ws, 'sub', 'wf'), { recursive: true });
    mkdirSync(join(ws, 'sub', 'tools'));
    writeFileSync(join(ws, 'sub', 'wf', 'agent.yaml'), WORKFLOW);
    writeFileSync(join(ws, 'sub', 'tools', 'agent.sh'), AGENT);
    chmodSync(join(ws, 'sub', 'tools', 'agent.sh'), 0o755);
    const promptCopy = join(tempDir('sg-agent-bin-'), 'prompt.txt');
    const forms: Array<[string, Record<string, string>]> = [
      ['r1', { agent: 'command', 'agent-command': 'tools/agent.sh' }],
      ['r4', { agent: 'command:tools/agent.sh' }],
    ];
    for (const [runId, agentInputs] of forms) {
      const r = await runActionStep({
        workspace: ws,
        inputs: { workflow: 'wf/agent.yaml', 'working-directory': 'sub', 'run-id': runId, persist: 'none', ...agentInputs },
        env: { PROMPT_COPY: promptCopy },
      });
      expect(r.outputs['status'], r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
      expect(existsSync(join(ws, 'sub', 'runs', runId, 'summary.md'))).toBe(true);
    }
    // The same name with no such file there is AGENT_NOT_FOUND naming it, before anything runs.
    const missing = await runActionStep({
      workspace: ws,
      inputs: { workflow: 'agent.yaml', 'run-id': 'r3', persist: 'none', agent: 'command', 'agent-command': 'tools/agent.sh', 'working-directory': 'sub/wf' },
      env: { PROMPT_COPY: promptCopy },
    });
    expect(missing.outputs['status'], missing.stdout + missing.stderr).toBe('AGENT_NOT_FOUND');
    expect(missing.stdout + missing.stderr).toContain('tools/agent.sh');
  });

  it('a later job without agent inputs runs the agent the run was started with (its agent-command, inside the workspace, recorded relative to it)', { tags: [CAMPAIGN] }, async () => {
    const ws = tempDir('sg-agent-ws-');
    mkdirSync(join(ws, 'wf'));
    mkdirSync(join(ws, 'tools'));
    const twoSteps = WORKFLOW.replace('SUMMARY_READY: DONE', 'SUMMARY_READY: again').replace(/$/, `  again:\n    inline_instruction: |\n      Once more.\n      status: SUMMARY_READY\n    output: 'runs/{{run_id}}/again.md'\n    statuses:\n      SUMMARY_READY: DONE\n`);
    writeFileSync(join(ws, 'wf', 'agent.yaml'), twoSteps);
    writeFileSync(join(ws, 'tools', 'agent.sh'), AGENT);
    chmodSync(join(ws, 'tools', 'agent.sh'), 0o755);
    const promptCopy = join(tempDir('sg-agent-bin-'), 'prompt.txt');
    const first = await runActionStep({
      workspace: ws,
      inputs: { workflow: 'wf/agent.yaml', 'run-id': 'a1', persist: 'none', agent: 'command', 'agent-command': join(ws, 'tools', 'agent.sh'), 'stop-after-step': 'summarise' },
      env: { PROMPT_COPY: promptCopy },
    });
    expect(first.outputs['status'], first.stdout + first.stderr).toBe('PARTIAL_RESUMABLE');
    expect(readFileSync(join(ws, 'runs', 'a1', 'workflow_state.journal.jsonl'), 'utf8')).toContain('"agents":{"from":"flags","agent":"command","agent_command":"tools/agent.sh"}');
    const second = await runActionStep({ workspace: ws, inputs: { workflow: 'wf/agent.yaml', 'run-id': 'a1', persist: 'none' }, env: { PROMPT_COPY: promptCopy } });
    expect(second.outputs['status'], second.stdout + second.stderr).toBe('WORKFLOW_COMPLETE');
    expect(readFileSync(promptCopy, 'utf8')).toContain('Once more.');
  });

  it("a budget the agent cannot report is a warning annotation, not only a log line (codex reports no cost)", { tags: [CAMPAIGN] }, async () => {
    const ws = tempDir('sg-agent-ws-');
    mkdirSync(join(ws, 'wf'));
    writeFileSync(join(ws, 'wf', 'agent.yaml'), `${WORKFLOW}execution:\n  max_cost_usd: 0.5\n`);
    const bin = tempDir('sg-agent-bin-');
    writeFileSync(join(bin, 'codex'), AGENT);
    chmodSync(join(bin, 'codex'), 0o755);
    const r = await runActionStep({
      workspace: ws,
      inputs: { workflow: 'wf/agent.yaml', 'run-id': 'a1', persist: 'none', agent: 'codex' },
      env: { PROMPT_COPY: join(bin, 'prompt.txt'), PATH: `${bin}:${process.env['PATH'] ?? ''}` },
    });
    expect(r.outputs['status'], r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    const warned = r.annotations.filter((a) => a.level === 'warning' && a.message.includes('max_cost_usd'));
    expect(warned.map((a) => a.message)).toEqual([expect.stringContaining('codex')]);
    expect(warned[0]!.properties['title']).toBe('stagegate');
  });

  it("a child run's budget warning is a warning annotation too, read like the run's own (child: execution.max_cost_usd …)", { tags: [CAMPAIGN] }, async () => {
    const ws = tempDir('sg-agent-ws-');
    mkdirSync(join(ws, 'wf'));
    writeFileSync(join(ws, 'wf', 'agent.yaml'), `${WORKFLOW}execution:\n  max_cost_usd: 0.5\n`);
    writeFileSync(
      join(ws, 'wf', 'parent.yaml'),
      `version: '4.0'\nname: parent\nstate_path: 'runs/{{run_id}}/workflow_state.yaml'\ninputs:\n  required: [run_id]\nsteps:\n  child:\n    child_workflow: wf/agent.yaml\n    inputs: { run_id: 'c-{{run_id}}' }\n    statuses: { WORKFLOW_COMPLETE: DONE }\n`,
    );
    const bin = tempDir('sg-agent-bin-');
    writeFileSync(join(bin, 'codex'), AGENT);
    chmodSync(join(bin, 'codex'), 0o755);
    const r = await runActionStep({
      workspace: ws,
      inputs: { workflow: 'wf/parent.yaml', 'run-id': 'p1', persist: 'none', agent: 'codex' },
      env: { PROMPT_COPY: join(bin, 'prompt.txt'), PATH: `${bin}:${process.env['PATH'] ?? ''}` },
    });
    expect(r.outputs['status'], r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    const warned = r.annotations.filter((a) => a.level === 'warning' && a.message.includes('max_cost_usd'));
    expect(warned.map((a) => a.message), JSON.stringify(r.annotations)).toEqual([expect.stringMatching(/^child: execution\.max_cost_usd .*codex/)]);
    expect(warned[0]!.properties['title']).toBe('stagegate');
  });

  it('agent-args: each line arrives as one argv word, without a shell', async () => {
    const ws = tempDir('sg-agent-ws-');
    mkdirSync(join(ws, 'wf'));
    writeFileSync(join(ws, 'wf', 'agent.yaml'), WORKFLOW);
    const bin = tempDir('sg-agent-bin-');
    const agent = join(bin, 'my-agent');
    // Records its argv (one word per line of JSON) before doing what AGENT does.
    writeFileSync(agent, AGENT.replace('set -euo pipefail\n', 'set -euo pipefail\nnode -e \'process.stdout.write(JSON.stringify(process.argv.slice(1)))\' -- "$@" > "$ARGV_COPY"\n'));
    chmodSync(agent, 0o755);
    const argvCopy = join(bin, 'argv.json');
    const marker = join(ws, 'expanded');
    const words = ['--max-turns 5', "it's $(touch " + marker + ')', '*', '--plain'];
    const r = await runActionStep({
      workspace: ws,
      inputs: { workflow: 'wf/agent.yaml', 'run-id': 'a4', persist: 'none', agent: 'command', 'agent-command': agent, 'agent-args': `${words.join('\n')}\n\n# a comment\n` },
      env: { PROMPT_COPY: join(bin, 'prompt.txt'), ARGV_COPY: argvCopy },
    });
    expect(r.exitCode, r.stdout + r.stderr).toBe(0);
    expect(r.outputs['status']).toBe('WORKFLOW_COMPLETE');
    const argv = JSON.parse(readFileSync(argvCopy, 'utf8')) as string[];
    expect(argv.slice(-words.length)).toEqual(words);
    expect(existsSync(marker)).toBe(false);
  });

  it("an agent input whose model starts with '-' is refused as an input error, nothing run", async () => {
    const ws = tempDir('sg-agent-ws-');
    mkdirSync(join(ws, 'wf'));
    writeFileSync(join(ws, 'wf', 'agent.yaml'), WORKFLOW);
    const r = await runActionStep({ workspace: ws, inputs: { workflow: 'wf/agent.yaml', 'run-id': 'm1', persist: 'none', agent: 'gemini:-y' } });
    expect(r.exitCode).toBe(1);
    expect(r.outputs['status']).toBe('ACTION_INPUT_INVALID');
    expect(r.annotations.find((a) => a.level === 'error')?.message).toContain("input 'agent' 'gemini:-y': its model '-y' starts with '-': the gemini CLI would read it as an option, not as the model");
    expect(existsSync(join(ws, 'runs'))).toBe(false);
  });

  it('without an agent, an agent stage is refused before anything runs', { tags: [CAMPAIGN] }, async () => {
    const ws = tempDir('sg-agent-ws-');
    mkdirSync(join(ws, 'wf'));
    writeFileSync(join(ws, 'wf', 'agent.yaml'), WORKFLOW);
    const r = await runActionStep({ workspace: ws, inputs: { workflow: 'wf/agent.yaml', 'run-id': 'a2', persist: 'none' } });
    expect(r.exitCode).toBe(1);
    expect(r.outputs['status']).toBe('WORKFLOW_INPUT_REQUIRED');
    expect(r.stdout + r.stderr).toMatch(/agent/);
    expect(r.outputs['completed-steps']).toBe('[]');
  });

  it('command: plan reports the agent stop the run would hit (no agent; a missing agent-command)', { tags: [CAMPAIGN] }, async () => {
    const ws = tempDir('sg-agent-ws-');
    mkdirSync(join(ws, 'wf'));
    writeFileSync(join(ws, 'wf', 'agent.yaml'), WORKFLOW);
    for (const [extra, code] of [
      [{}, 'WORKFLOW_INPUT_REQUIRED'],
      [{ agent: 'command', 'agent-command': join(ws, 'no-such-agent') }, 'AGENT_NOT_FOUND'],
    ] as const) {
      const inputs = { workflow: 'wf/agent.yaml', 'run-id': 'a3', persist: 'none', ...extra };
      const plan = await runActionStep({ workspace: ws, inputs: { command: 'plan', ...inputs } });
      const run = await runActionStep({ workspace: ws, inputs });
      expect(run.outputs['status']).toBe(code);
      expect(plan.outputs['status'], plan.summary).toBe(code);
      expect(plan.exitCode).toBe(run.exitCode);
      expect(plan.outputs['active-step']).toBe('');
    }
  });

  it("command: plan's AGENT_NOT_FOUND annotation is on the workflow file, at the agent: that names the agent (or execution.agent; the step when the input chose it)", { tags: [CAMPAIGN] }, async () => {
    const ws = tempDir('sg-agent-ws-');
    mkdirSync(join(ws, 'wf'));
    const empty = tempDir('sg-agent-path-');
    // No agent CLI on the stages' PATH (the runner's tools only).
    const env = { PATH: `${empty}:/usr/bin:/bin` };
    const stepAgent = WORKFLOW.replace("    output: 'runs/{{run_id}}/summary.md'", "    agent: codex\n    output: 'runs/{{run_id}}/summary.md'");
    const wfAgent = WORKFLOW.replace('inputs:\n', 'execution:\n  agent: codex\ninputs:\n');
    for (const [text, extra, line] of [
      [stepAgent, {}, stepAgent.split('\n').indexOf('    agent: codex') + 1],
      [wfAgent, {}, wfAgent.split('\n').indexOf('  agent: codex') + 1],
      [WORKFLOW, { agent: 'codex' }, WORKFLOW.split('\n').indexOf('  summarise:') + 1],
    ] as const) {
      writeFileSync(join(ws, 'wf', 'agent.yaml'), text);
      const plan = await runActionStep({ workspace: ws, env, inputs: { command: 'plan', workflow: 'wf/agent.yaml', 'run-id': 'a4', persist: 'none', ...extra } });
      expect(plan.outputs['status'], plan.summary).toBe('AGENT_NOT_FOUND');
      const errors = plan.annotations.filter((a) => a.level === 'error');
      expect(errors.length).toBe(1);
      expect(line).toBeGreaterThan(0);
      expect(errors[0]!.properties).toMatchObject({ file: 'wf/agent.yaml', line: String(line) });
      expect(errors[0]!.message).toContain("'codex' is not on the PATH");
    }
  });

  it("an agent stage that writes no output: the summary's fix names its inline_instruction, not a shell step's run: text", async () => {
    const ws = tempDir('sg-agent-ws-');
    mkdirSync(join(ws, 'wf'));
    writeFileSync(join(ws, 'wf', 'agent.yaml'), WORKFLOW);
    const bin = tempDir('sg-agent-bin-');
    const agent = join(bin, 'lazy-agent');
    writeFileSync(agent, '#!/usr/bin/env bash\ncat >/dev/null\n');
    chmodSync(agent, 0o755);
    const r = await runActionStep({ workspace: ws, inputs: { workflow: 'wf/agent.yaml', 'run-id': 'a1', persist: 'none', agent: 'command', 'agent-command': agent } });
    expect(r.outputs['status']).toBe('STAGE_OUTPUT_MISSING');
    const fix = /\*\*Fix:\*\* (.*)/.exec(r.summary)?.[1] ?? '';
    // The summary is Markdown with its specials escaped; the flag is said as the input.
    expect(fix).toContain('If you fix it by editing the workflow file (the step&#39;s inline&#95;instruction), resume with allow-workflow-change: &#39;true&#39;');
    expect(fix).not.toContain('run: text');
  });

  it('fresh-agent-sessions: true makes a retry start a new Claude session; by default it continues (--resume)', { tags: [CAMPAIGN] }, async () => {
    const fakeAgent = join(process.cwd(), 'test', 'fixtures', 'fake-agent');
    const bin = tempDir('sg-agent-bin-');
    writeFileSync(join(bin, 'claude'), `#!/bin/sh\nFAKE_AGENT_FORMAT=claude exec '${fakeAgent}' "$@"\n`);
    chmodSync(join(bin, 'claude'), 0o755);
    const argvOfRetry = async (fresh: boolean): Promise<string[]> => {
      const ws = tempDir('sg-agent-ws-');
      mkdirSync(join(ws, 'wf'));
      writeFileSync(join(ws, 'wf', 'agent.yaml'), WORKFLOW.replace('    output:', '    retry: { max_attempts: 2 }\n    output:'));
      writeFileSync(join(ws, 'sc.json'), JSON.stringify({ steps: { summarise: [{ exit: 1, skip_output: true }, {}] } }));
      const r = await runActionStep({
        workspace: ws,
        inputs: { workflow: 'wf/agent.yaml', 'run-id': 'a1', persist: 'none', agent: 'claude', ...(fresh ? { 'fresh-agent-sessions': 'true' } : {}) },
        env: { PATH: `${bin}:${process.env['PATH']}`, FAKE_AGENT_SCENARIO: join(ws, 'sc.json'), FAKE_AGENT_LOG: join(ws, 'calls.jsonl') },
      });
      expect(r.outputs['status'], r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
      const calls = readFileSync(join(ws, 'calls.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { argv: string[] });
      expect(calls).toHaveLength(2);
      return calls[1]!.argv;
    };
    expect((await argvOfRetry(false)).some((a) => a.startsWith('--resume='))).toBe(true);
    const fresh = await argvOfRetry(true);
    expect(fresh.some((a) => a.startsWith('--resume'))).toBe(false);
    expect(fresh).toContain('--session-id');
  });
});

describe('asks in the action', () => {
  const FE = `version: '4.0'
name: fe-asks
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
  optional: [answer]
steps:
  loop:
    foreach: {source: reg.md, id_field: ID}
    per_item:
      classify:
        inline_instruction: 'Classify {{item_id}}. The user said: {{answer}}'
        asks: [answer]
        output: 'runs/{{run_id}}/{{item_id}}.md'
        statuses: {CLASSIFIED: next_artifact}
    completion: {require: all items verified, on_complete: DONE}
`;
  it("a run stopped at a (per-item) step that asks: Next says to give the answer in the inputs input (a re-run as it is stops there again), and following it finishes the run", async () => {
    const ws = tempDir('sg-asks-ws-');
    writeFileSync(join(ws, 'wf.yaml'), FE);
    writeFileSync(join(ws, 'reg.md'), '| ID | Name | Status |\n|---|---|---|\n| A | Alpha | PENDING |\n| B | Beta | PENDING |\n');
    writeFileSync(join(ws, 'sc.json'), JSON.stringify({ default: { status: 'CLASSIFIED' } }));
    const agent = join(import.meta.dirname, '..', 'fixtures', 'fake-agent');
    const base = { workflow: 'wf.yaml', 'run-id': 'a1', persist: 'none', agent: 'command', 'agent-command': agent };
    const env = { FAKE_AGENT_SCENARIO: 'sc.json', FAKE_AGENT_LOG: 'calls.jsonl' };
    const stop = await runActionStep({ workspace: ws, inputs: base, env });
    expect(stop.outputs['status'], stop.stdout + stop.stderr).toBe('WORKFLOW_INPUT_REQUIRED');
    const answer = '- **Answer:** run this action again with <code>run-id: a1</code> and, in <code>inputs</code>, <code>answer=&lt;your answer&gt;</code> (one <code>name=value</code> per line, your answer in place of <code>&lt;your answer&gt;</code>, no quotes needed); step <code>loop</code> then runs with it. Re-running this job as it is stops here again.';
    expect(stop.summary).toContain(answer);
    expect(stop.summary).not.toContain('To resume: re-run this job');
    // A re-run as it is stops there again, with the same advice.
    const again = await runActionStep({ workspace: ws, inputs: base, env });
    expect(again.outputs['status']).toBe('WORKFLOW_INPUT_REQUIRED');
    expect(again.summary).toContain(answer);
    const done = await runActionStep({ workspace: ws, inputs: { ...base, inputs: "answer=it's a fix" }, env });
    expect(done.outputs['status'], done.stdout + done.stderr).toBe('WORKFLOW_COMPLETE');
    expect(readFileSync(join(ws, 'calls.jsonl'), 'utf8')).toContain("Classify A. The user said: it's a fix");
  });

  it("the stop's annotation, banner and check say the answer in the action's inputs, not as the CLI command line", async () => {
    const ws = tempDir('sg-asks-ws-');
    writeFileSync(
      join(ws, 'ask.yaml'),
      "version: '4.0'\nname: ask\nstate_path: 'runs/{{run_id}}/workflow_state.yaml'\ninputs:\n  required: [run_id]\n  optional: [scope_answer]\nsteps:\n  classify:\n    run: 'printf \"%s\\\\n\" \"$STAGEGATE_INPUT_SCOPE_ANSWER\" > \"$STAGEGATE_OUTPUT\"; stagegate gate CLASSIFIED'\n    inputs: { scope_answer: '{{scope_answer}}' }\n    asks: [scope_answer]\n    output: 'runs/{{run_id}}/classify.md'\n    statuses: { CLASSIFIED: DONE }\n",
    );
    const stop = await runActionStep({ workspace: ws, inputs: { workflow: 'ask.yaml', 'run-id': 'q', persist: 'none' } });
    expect(stop.outputs['status'], stop.stdout + stop.stderr).toBe('WORKFLOW_INPUT_REQUIRED');
    const error = stop.annotations.find((a) => a.level === 'error')!;
    const step = '`command: run, workflow: ask.yaml, run-id: q, inputs: scope_answer=<your answer>`';
    expect(error.message).toBe(`WORKFLOW_INPUT_REQUIRED: step classify asks for scope_answer, which was not given: answer with ${step}\nFix: Answer step classify: run ${step} with your answer in place of <your answer>.`);
    const banner = stop.summary.slice(0, stop.summary.indexOf('#### Next'));
    expect(banner).toContain('answer with <code>command: run, workflow: ask.yaml, run-id: q, inputs: scope&#95;answer=&lt;your answer&gt;</code>');
    expect(`${error.message}\n${banner}`).not.toContain('stagegate run');
  });
});
