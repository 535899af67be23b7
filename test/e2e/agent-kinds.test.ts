/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// Every step kind through the built CLI with the deterministic fake agent: agent stages
// (prompt file + skills, inline instruction), actions, resolvers, hand-offs; the resolver
// protocol; the exact prompt (`plan --show-prompt` = what the agent got on stdin); the example.
import { afterAll, describe, expect, it } from 'vitest';
import { EXAMPLE, FAKE_AGENT, Workspace, jsonOf, removeAll, workflow } from './agent-support.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeAll);

const KINDS = workflow(
  `
  analyse:
    prompt: prompts/analyse.md
    skills: [tracing]
    output: 'runs/{{run_id}}/analysis.md'
    statuses:
      ANALYSIS_COMPLETE: summarise
      ANALYSIS_BLOCKED: resolve
  resolve:
    inline_instruction: Resolve {{blocking_qids}} raised by {{blocking_artifact}}.
    retry_step: analyse
    on_success: analyse
    inputs: { blocking_artifact: '{{blocking_artifact}}', blocking_qids: '{{blocking_qids}}', retry_step: '{{blocking_retry_step}}' }
  summarise:
    inline_instruction: |
      Summarise the analysis of {{topic}}.

      status: SUMMARY_READY
    output: 'runs/{{run_id}}/summary.md'
    statuses:
      SUMMARY_READY: tidy
  tidy:
    action: Tidy the summary of {{topic}}.
    on_complete: hand_over
  hand_over:
    instruction: A reviewer signs the summary off.
    terminal_status: WORKFLOW_BLOCKED_SIGN_OFF`,
  { optional: ['topic'] },
);

const FILES = {
  'wf.yaml': KINDS,
  'prompts/analyse.md': 'Analyse {{topic}} in run {{run_id}}.\n\nstatus: ANALYSIS_COMPLETE | ANALYSIS_BLOCKED\n',
  '.github/skills/tracing/SKILL.md': '# Tracing skill\n\nFollow calls, cite file:line.\n',
  'scenario.json': JSON.stringify({ steps: { analyse: [{ status: 'ANALYSIS_BLOCKED', unresolved_high: 1, unresolved_qids: ['Q-1', 'Q-2'] }, { status: 'ANALYSIS_COMPLETE' }] } }),
};

describe('every step kind', () => {
  it('agent, resolver, inline instruction, action and hand-off run in order; the hand-off ends the run blocked', { tags: [CAMPAIGN] }, async () => {
    const ws = new Workspace(FILES);
    const r = await ws.runFake(['wf.yaml', '--run-id', 'r1', 'topic=retries'], { FAKE_AGENT_SCENARIO: 'scenario.json' });
    expect(r.json.status).toBe('WORKFLOW_BLOCKED_SIGN_OFF');
    expect(r.code).toBe(3);
    expect(r.json.message).toContain('A reviewer signs the summary off.');
    const state = ws.state('runs/r1/workflow_state.yaml');
    expect(state.status).toBe('WORKFLOW_BLOCKED_SIGN_OFF');
    expect(state.active_step).toBeNull();
    expect(state.history.map((h: any) => `${h.step}:${h.outcome}`)).toEqual([
      'analyse:transition',
      'resolve:transition',
      'analyse:transition',
      'summarise:transition',
      'tidy:transition',
      'hand_over:terminal',
    ]);
    expect(ws.calls().map((c) => c.step)).toEqual(['analyse', 'resolve', 'analyse', 'summarise', 'tidy']);
    expect(state.steps.hand_over.status).toBe('blocked');
    expect(state.steps.tidy.status).toBe('completed');
    // status reports the persisted hand-off like any stop code.
    const status = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(status.status).toBe('WORKFLOW_BLOCKED_SIGN_OFF');
    expect(status.exit_code).toBe(3);
    // A resume runs nothing and reports the same outcome.
    const again = await ws.runFake(['wf.yaml', '--run-id', 'r1']);
    expect(again.json.status).toBe('WORKFLOW_BLOCKED_SIGN_OFF');
    expect(again.json.stages_run).toBe(0);
    expect(again.code).toBe(3);
  });

  it('a hand-off with terminal_status WORKFLOW_COMPLETE succeeds', { tags: [CAMPAIGN] }, async () => {
    const ws = new Workspace({
      'wf.yaml': workflow(`
  note:
    action: Write a note.
    on_complete: done
  done:
    instruction: Nothing left to do.
    terminal_status: WORKFLOW_COMPLETE`),
    });
    const r = await ws.runFake(['wf.yaml', '--run-id', 'r1']);
    expect([r.json.status, r.code]).toEqual(['WORKFLOW_COMPLETE', 0]);
  });

  it('without any agent configured, agent-driven steps stop the run before anything runs', async () => {
    const ws = new Workspace(FILES);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    const json = jsonOf(r);
    expect(json.status).toBe('WORKFLOW_INPUT_REQUIRED');
    expect(json.message).toContain('no agent is configured');
    expect(r.code).toBe(4);
    expect(ws.exists('runs/r1/workflow_state.yaml')).toBe(false);
  });

  it("a child workflow's agent step with no agent stops the run before anything runs: the parent's execution.agent does not reach the child", { tags: [CAMPAIGN] }, async () => {
    const ws = new Workspace({
      'sub/child.yaml': workflow(`
  audit:
    inline_instruction: Audit it.
    output: 'runs/{{run_id}}/audit.md'
    statuses: { AUDIT_OK: DONE }`, { name: 'child' }),
      'wf.yaml': workflow(`
  first:
    run: printf 'ran\\n' >"$STAGEGATE_OUTPUT" && stagegate gate OK
    output: 'runs/{{run_id}}/first.md'
    statuses: { OK: audit }
  audit:
    child_workflow: sub/child.yaml
    inputs: { run_id: 'c-{{run_id}}' }
    statuses: { WORKFLOW_COMPLETE: DONE }`, { execution: 'agent: claude' }),
    });
    const bin = ws.fakeBin(['claude']);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env: { PATH: `${bin}:${process.env['PATH']}` } });
    const json = jsonOf(r);
    expect([json.status, r.code]).toEqual(['WORKFLOW_INPUT_REQUIRED', 4]);
    expect(json.message).toContain('child workflow step audit (sub/child.yaml): step audit is an agent step and no agent is configured to run it');
    expect(json.message).toContain('does not take execution.agent');
    expect(json.hint).toContain('Pass --agent');
    expect(json.hint).toContain('set execution.agent in sub/child.yaml or agent: on its step audit');
    expect(json.hint).not.toContain('name=value');
    expect(ws.exists('runs/r1/first.md')).toBe(false);
    expect(ws.exists('runs/r1/workflow_state.yaml')).toBe(false);
    // plan predicts the same stop.
    const plan = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--json'], { env: { PATH: `${bin}:${process.env['PATH']}` } });
    expect(JSON.stringify(jsonOf(plan))).toContain('no agent is configured');
    // The invocation's --agent reaches the child: the same run completes.
    const ok = await ws.runFake(['wf.yaml', '--run-id', 'r1']);
    expect([ok.json.status, ok.json.completed_steps]).toEqual(['WORKFLOW_COMPLETE', ['first', 'audit']]);
  });

  it("a foreach per_item agent step with no agent stops the run before anything runs", async () => {
    const ws = new Workspace({
      'items.yaml': '- id: a\n  Status: TODO\n',
      'wf.yaml': workflow(`
  first:
    run: printf 'ran\\n' >"$STAGEGATE_OUTPUT" && stagegate gate OK
    output: 'runs/{{run_id}}/first.md'
    statuses: { OK: each }
  each:
    foreach: { source: items.yaml, id_field: id }
    per_item:
      build:
        inline_instruction: Build {{item_id}}.
        output: 'runs/{{run_id}}/{{item_id}}.md'
        statuses: { BUILT: next_artifact }
    completion: { require: all items verified, on_complete: DONE }`),
    });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    const json = jsonOf(r);
    expect([json.status, r.code]).toEqual(['WORKFLOW_INPUT_REQUIRED', 4]);
    expect(json.message).toContain('step build is an agent step and no agent is configured');
    expect(ws.exists('runs/r1/first.md')).toBe(false);
  });

  it('a child workflow runs its agent-driven steps with the same agent selection', { tags: [CAMPAIGN] }, async () => {
    const ws = new Workspace({
      'child.yaml': workflow(`
  only:
    action: Do it.
    on_complete: DONE`, { name: 'child' }),
      'wf.yaml': workflow(`
  first:
    action: Prepare.
    on_complete: child
  child:
    child_workflow: child.yaml
    inputs: { run_id: 'c-{{run_id}}' }
    statuses: { WORKFLOW_COMPLETE: DONE }`),
    });
    const r = await ws.runFake(['wf.yaml', '--run-id', 'r1']);
    expect(r.json.status).toBe('WORKFLOW_COMPLETE');
    expect(r.json.completed_steps).toEqual(['first', 'child']);
  });
});

describe('the prompt', () => {
  it('plan --show-prompt masks a secret-looking input (api_token=…) as the run\'s prompt copy does; the agent gets it as given', async () => {
    const ws = new Workspace({
      'wf.yaml': workflow(
        `
  deploy:
    inline_instruction: |
      Deploy {{topic}} with token {{api_token}}.

      status: DEPLOYED
    output: 'runs/{{run_id}}/deploy.md'
    statuses:
      DEPLOYED: DONE`,
        { optional: ['topic', 'api_token'] },
      ),
      'scenario.json': JSON.stringify({ steps: { deploy: [{ status: 'DEPLOYED' }] } }),
    });
    const args = ['wf.yaml', '--run-id', 'r1', 'topic=billing', 'api_token=sk-live-4f9a8b7c6d5e'];
    const shown = await ws.run(['plan', ...args, '--show-prompt', 'deploy', '--agent', 'command', '--agent-command', FAKE_AGENT]);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain('Deploy billing with token ***.');
    expect(shown.stdout).not.toContain('sk-live-4f9a8b7c6d5e');
    const json = jsonOf(await ws.run(['plan', ...args, '--show-prompt', 'deploy', '--agent', 'command', '--agent-command', FAKE_AGENT, '--json']));
    expect(json['prompt']).toBe(shown.stdout);
    await ws.runFake(args, { FAKE_AGENT_SCENARIO: 'scenario.json' });
    // The agent got the value itself; the copy saved beside the transcript masks it, as plan does.
    expect(ws.calls()[0].prompt).toContain('Deploy billing with token sk-live-4f9a8b7c6d5e.');
    expect(ws.read('runs/r1/logs/deploy.v1.a1.prompt.md')).toBe(shown.stdout);
  });

  it("plan --show-prompt masks a plainly named input holding a secret-looking variable's value ($MY_API_TOKEN) as the run's prompt copy does", async () => {
    const ws = new Workspace({
      'wf.yaml': workflow(
        `
  deploy:
    inline_instruction: |
      Deploy {{topic}} with {{creds}}.

      status: DEPLOYED
    output: 'runs/{{run_id}}/deploy.md'
    statuses:
      DEPLOYED: DONE`,
        { optional: ['topic', 'creds'] },
      ),
      'scenario.json': JSON.stringify({ steps: { deploy: [{ status: 'DEPLOYED' }] } }),
    });
    const env = { MY_API_TOKEN: 'sk-env-7a6b5c4d3e2f' };
    const args = ['wf.yaml', '--run-id', 'r1', 'topic=billing', 'creds=sk-env-7a6b5c4d3e2f'];
    const shown = await ws.run(['plan', ...args, '--show-prompt', 'deploy', '--agent', 'command', '--agent-command', FAKE_AGENT], { env });
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain('Deploy billing with ***.');
    expect(shown.stdout).not.toContain('sk-env-7a6b5c4d3e2f');
    await ws.runFake(args, { FAKE_AGENT_SCENARIO: 'scenario.json', ...env });
    expect(ws.calls()[0].prompt).toContain('Deploy billing with sk-env-7a6b5c4d3e2f.');
    expect(ws.read('runs/r1/logs/deploy.v1.a1.prompt.md')).toBe(shown.stdout);
  });

  it('plan --show-prompt prints exactly what the agent receives on stdin: prompt, skills, inputs, contract', async () => {
    const ws = new Workspace(FILES);
    // The agent the run uses: without one, plan would exit with the run's stop (WORKFLOW_INPUT_REQUIRED).
    const shown = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', 'topic=retries', '--show-prompt', 'analyse', '--agent', 'command', '--agent-command', FAKE_AGENT]);
    expect(shown.code, shown.stderr).toBe(0);
    const prompt = shown.stdout;
    expect(prompt).toContain('Analyse retries in run r1.');
    expect(prompt).toContain('### Skill `tracing` (.github/skills/tracing/SKILL.md)');
    expect(prompt).toContain('Follow calls, cite file:line.');
    expect(prompt).toContain('- `topic`: retries');
    expect(prompt).toContain('Write your result to exactly this file: `runs/r1/analysis.md`');
    expect(prompt).toContain('- Allowed statuses: ANALYSIS_COMPLETE | ANALYSIS_BLOCKED');
    expect(prompt).toContain('  artifact: runs/r1/analysis.md');
    await ws.runFake(['wf.yaml', '--run-id', 'r1', 'topic=retries', '--stop-after-step', 'analyse'], { FAKE_AGENT_SCENARIO: 'scenario.json' });
    const first = ws.calls()[0];
    expect(first.step).toBe('analyse');
    expect(first.prompt).toBe(prompt);
    // The copy saved beside the transcript is the same prompt.
    expect(ws.read('runs/r1/logs/analyse.v1.a1.prompt.md')).toBe(prompt);
    // Mid-run, the next step's prompt is previewed from state (upstream context included).
    const next = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--show-prompt', 'resolve']);
    expect(next.stdout).toContain('Resolve Q-1, Q-2 raised by runs/r1/analysis.md.');
    expect(next.stdout).toContain('- `analyse`: runs/r1/analysis.md (gate ANALYSIS_BLOCKED, visit 1)');
    await ws.runFake(['wf.yaml', '--run-id', 'r1', '--stop-after-step', 'resolve'], { FAKE_AGENT_SCENARIO: 'scenario.json' });
    expect(ws.calls()[1].prompt).toBe(next.stdout);
  });

  it('plan --show-prompt refuses shell steps and unknown steps; plan --json names each step agent', async () => {
    const ws = new Workspace({
      ...FILES,
      'shell.yaml': workflow(`
  s:
    run: echo hi
    output: out.md
    statuses: { OK: DONE }`, { name: 'shell' }),
    });
    const shell = await ws.run(['plan', 'shell.yaml', '--run-id', 'r1', '--show-prompt', 's']);
    // A step that gets no prompt: a usage error (exit 2) naming the steps that do (here none).
    expect(shell.code).toBe(2);
    expect(shell.stderr).toContain('only agent-driven steps (prompt, inline_instruction, action, resolver) get a prompt; workflow shell has none');
    const wfShell = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--show-prompt', 'hand_over', '--json']);
    expect(wfShell.code).toBe(2);
    expect(jsonOf(wfShell)).toMatchObject({ status: 'USAGE_ERROR' });
    expect(jsonOf(wfShell).message).toMatch(/; the steps of workflow \S+ that do: analyse, resolve, summarise, tidy$/);
    expect(jsonOf(wfShell).message).toContain('step hand_over is an instruction step;');
    const unknown = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--show-prompt', 'nope']);
    expect(unknown.code).toBe(4);
    // A misspelt id (an imported file's `write-spec` is the step write_spec): a did-you-mean.
    const misspelt = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--show-prompt', 'analyze']);
    expect(misspelt.code).toBe(4);
    // Nothing but the stop, on stderr: no plan on stdout where the prompt was asked for.
    expect(misspelt.stdout).toBe('');
    expect(misspelt.stderr).toContain("stagegate: WORKFLOW_INPUT_REQUIRED: --show-prompt analyze: not a step of workflow");
    expect(misspelt.stderr).toContain("Did you mean 'analyse'?");
    expect(unknown.stdout).toBe('');
    // Said before the run is located: a run id that is no identifier does not hide it.
    const badRun = await ws.run(['plan', 'wf.yaml', '--run-id', 'bad/id', '--show-prompt', 'analyze']);
    expect([badRun.code, badRun.stdout]).toEqual([4, '']);
    expect(badRun.stderr).toContain("stagegate: WORKFLOW_INPUT_REQUIRED: --show-prompt analyze: not a step of workflow");
    expect((await ws.run(['plan', 'wf.yaml', '--run-id', 'bad/id', '--show-prompt', 'hand_over'])).code).toBe(2);
    const plan = jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--json', '--agent', 'claude:opus']));
    expect(plan.steps.find((s: any) => s.id === 'analyse').agent).toBe('claude:opus');
    expect(plan.steps.find((s: any) => s.id === 'hand_over').disposition).toBe('pending');
  });
});

describe('resolver protocol', () => {
  it('blocking_* are persisted before the resolver runs, passed to it as inputs, and it returns only to the retry step', { tags: [CAMPAIGN] }, async () => {
    const ws = new Workspace(FILES);
    const env = { FAKE_AGENT_SCENARIO: 'scenario.json' };
    const r = await ws.runFake(['wf.yaml', '--run-id', 'r1', 'topic=retries', '--stop-after-step', 'analyse'], env);
    expect(r.json.status).toBe('PARTIAL_RESUMABLE');
    let state = ws.state('runs/r1/workflow_state.yaml');
    expect(state.active_step).toBe('resolve');
    expect(state.blocking_artifact).toBe('runs/r1/analysis.md');
    expect(state.blocking_qids).toEqual(['Q-1', 'Q-2']);
    expect(state.blocking_retry_step).toBe('analyse');
    expect((await ws.runFake(['wf.yaml', '--run-id', 'r1', '--stop-after-step', 'resolve'], env)).json.status).toBe('PARTIAL_RESUMABLE');
    const call = ws.calls()[1];
    expect(call.step).toBe('resolve');
    expect(call.env.STAGEGATE_INPUT_BLOCKING_ARTIFACT).toBe('runs/r1/analysis.md');
    expect(call.env.STAGEGATE_INPUT_BLOCKING_QIDS).toBe('Q-1, Q-2');
    expect(call.env.STAGEGATE_INPUT_RETRY_STEP).toBe('analyse');
    expect(call.prompt).toContain('- `blocking_qids`: Q-1, Q-2');
    state = ws.state('runs/r1/workflow_state.yaml');
    expect(state.active_step).toBe('analyse');
    expect(state.steps.analyse.visits).toBe(2);
    expect(state.blocking_retry_step).toBe('analyse');
    expect((await ws.runFake(['wf.yaml', '--run-id', 'r1', '--stop-after-step', 'analyse'], env)).json.status).toBe('PARTIAL_RESUMABLE');
    state = ws.state('runs/r1/workflow_state.yaml');
    expect(state.active_step).toBe('summarise');
    expect([state.blocking_artifact, state.blocking_qids, state.blocking_retry_step]).toEqual([null, [], null]);
  });
});

describe('the example package (npm run example:agent)', () => {
  it('runs end to end: resolver loop, revise action, if_input_present to the patch review', { tags: [CAMPAIGN] }, async () => {
    const ws = new Workspace({}, EXAMPLE);
    const inputs = ['requirement_path=docs/requirements/REQ-042-payment-retry.md', 'scope_slug=payment-retry'];
    const r = await ws.runFake(['.ai-engineering/workflows/requirement-to-design.yaml', '--run-id', 'e1', '--mode', 'fresh', ...inputs, 'patch_path=docs/patches/retry-backoff.patch'], { FAKE_AGENT_SCENARIO: 'fake-agent-scenario.json' });
    expect(r.json.status).toBe('WORKFLOW_COMPLETE');
    const root = 'docs/reverse-engineering/runs/e1';
    const state = ws.state(`${root}/workflow_state.yaml`);
    expect(state.history.map((h: any) => h.step)).toEqual([
      'current_state_analysis',
      'resolve_current_state_unknowns',
      'current_state_analysis',
      'design',
      'design_verification',
      'revise_design',
      'design_verification',
      'patch_impact_review',
    ]);
    expect(state.agent_package_version).toBe('4.0.0-example');
    // The revise action edited the accepted design: re-recorded, so a resume trusts it.
    expect(state.artifacts.design.revised_by).toBe('revise_design');
    expect(ws.read(`${root}/design/payment-retry_design.md`)).toContain('## Revision (D-1)');
    expect(ws.read(`${root}/analysis/resolved_unknowns.md`)).toContain('Q-003');
    const manifest = ws.yaml(`${root}/RUN_MANIFEST.yaml`);
    expect(manifest.spend.total.cost_usd).toBeCloseTo(0.32);
    expect(manifest.transcripts).toHaveLength(8);
    const again = await ws.runFake(['.ai-engineering/workflows/requirement-to-design.yaml', '--run-id', 'e1', ...inputs, 'patch_path=docs/patches/retry-backoff.patch']);
    expect([again.json.status, again.json.stages_run]).toEqual(['WORKFLOW_COMPLETE', 0]);
  });

  it('without patch_path the verified design goes straight to DONE', { tags: [CAMPAIGN] }, async () => {
    const ws = new Workspace({}, EXAMPLE);
    const r = await ws.runFake(['.ai-engineering/workflows/requirement-to-design.yaml', '--run-id', 'e2', 'requirement_path=docs/requirements/REQ-042-payment-retry.md', 'scope_slug=payment-retry'], { FAKE_AGENT_SCENARIO: 'fake-agent-scenario.json' });
    expect(r.json.status).toBe('WORKFLOW_COMPLETE');
    expect(r.json.completed_steps).not.toContain('patch_impact_review');
    expect(r.json.message).toContain('DESIGN_VERIFIED to DONE');
  });

  it('a rejected design hands the run back to a person', async () => {
    const ws = new Workspace({ 'reject.json': JSON.stringify({ steps: { design_verification: [{ status: 'DESIGN_REJECTED' }] } }) }, EXAMPLE);
    const r = await ws.runFake(['.ai-engineering/workflows/requirement-to-design.yaml', '--run-id', 'e3', 'requirement_path=docs/requirements/REQ-042-payment-retry.md', 'scope_slug=payment-retry'], { FAKE_AGENT_SCENARIO: 'reject.json' });
    expect([r.json.status, r.code]).toEqual(['WORKFLOW_BLOCKED_DESIGN_REVISION', 3]);
  });
});
