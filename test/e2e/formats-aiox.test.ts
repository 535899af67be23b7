/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// aiox-core workflows through the BUILT CLI, as a user runs them: validate (a directory, and
// findings at the aiox file's lines), plan, run end to end with the fake agent answering with
// step_output blocks, routing / repeat / gate loops with their bounds, a failed step retried,
// resume after a stop, the run map sidecar, and convert.
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT, jsonOf, outsideDir, removeWorkspaces, workspaceWith, type TempWorkspace } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const FAKE_AGENT = join(REPO_ROOT, 'test', 'fixtures', 'fake-agent');
const fixture = (name: string) => readFileSync(join(REPO_ROOT, 'test', 'fixtures', 'formats', 'aiox', name), 'utf8');
const DIR = '.aiox-core/development/workflows';

/** A fake-agent answer: some prose that changes per visit, then the step_output block. */
function answer(status: 'completed' | 'failed', fields: Record<string, unknown> = {}, outputs: Record<string, unknown> = {}) {
  const lines = ['Worked on ${STAGEGATE_STEP}, visit ${STAGEGATE_VISIT}, attempt ${STAGEGATE_ATTEMPT}.', '```yaml', 'step_output:', `  status: ${status}`];
  for (const [k, v] of Object.entries(fields)) lines.push(`  ${k}: ${JSON.stringify(v)}`);
  lines.push(`  outputs: ${JSON.stringify(outputs)}`, '```');
  return { usage: false, stdout: lines.join('\n') };
}

function workspace(files: Record<string, string>, scenario: unknown): TempWorkspace {
  return workspaceWith({ ...Object.assign({}, ...Object.values(files).map(documentsOf)), ...files, 'sc.json': JSON.stringify(scenario) });
}

/** The documents an aiox file's steps require and create, already in the project: both are checked when a run gets there (formats-aiox-files.test.ts). */
function documentsOf(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of text.matchAll(/^\s*(?:requires|creates):\s*(.*)$/gm)) for (const p of m[1]!.matchAll(/[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)+/g)) out[p[0]] = `# ${p[0]}\n`;
  return out;
}


const agentArgs = ['--agent', 'command', '--agent-command', FAKE_AGENT];
const agentEnv = (ws: TempWorkspace) => ({ FAKE_AGENT_SCENARIO: 'sc.json', FAKE_AGENT_FORMAT: 'none', FAKE_AGENT_LOG: ws.path('calls.jsonl') });
const calls = (ws: TempWorkspace): any[] => ws.lines('calls.jsonl').map((l) => JSON.parse(l));
const callsOf = (ws: TempWorkspace, step: string) => calls(ws).filter((c) => c.step === step).length;

describe('aiox workflows: validate and plan', () => {
  it('validate picks the aiox files out of a directory; each fixture is clean in its project', { tags: [CAMPAIGN] }, async () => {
    const names = ['brownfield-fullstack.yaml', 'spec-pipeline.yaml', 'qa-loop.yaml', 'parallel.yaml'];
    const files: Record<string, string> = {};
    // The project around the workflows: every agent persona and task file they name.
    for (const name of names) {
      const text = fixture(name);
      files[`${DIR}/${name}`] = text;
      for (const m of text.matchAll(/^\s*(?:- )?agent: ([\w-]+)\s*$/gm)) files[`.aiox-core/development/agents/${m[1]}.md`] = `# @${m[1]}\n`;
      for (const m of text.matchAll(/^\s*(?:- )?uses: ([\w-]+)\s*$/gm)) files[`.aiox-core/development/tasks/${m[1]}.md`] = `# ${m[1]}\n`;
    }
    const ws = workspaceWith(files);
    const r = await ws.run(['validate', `${DIR}/`, '--json', '--strict']);
    const out = jsonOf(r);
    expect(r.code, r.stdout).toBe(0);
    expect(out.files.length).toBe(4);
    expect(out.errors).toEqual([]);
    expect(out.warnings).toEqual([]);
  });

  it("agent references resolve (aiox's rule): a missing persona is a warning at its line, as aiox's; no agents folder is one warning", async () => {
    const text = ['workflow:', '  id: refs', '  name: Refs', '  sequence:', '    - id: a', '      agent: dev', '    - id: b', '      agent: ghost', '      uses: haunt', ''].join('\n');
    const ws = workspaceWith({ 'refs.yaml': text, '.aiox-core/development/agents/dev.md': '# dev\n' });
    const r = await ws.run(['validate', 'refs.yaml', '--json']);
    expect(r.code).toBe(0);
    const out = jsonOf(r);
    expect(out.errors).toEqual([]);
    expect(out.warnings).toEqual([
      expect.objectContaining({ code: 'IMPORTED_FILE_MISSING', file: 'refs.yaml', line: 8, message: expect.stringContaining('agent @ghost .aiox-core/development/agents/ghost.md') }),
      expect.objectContaining({ code: 'IMPORTED_FOLDER_MISSING', line: 9, message: expect.stringContaining('.aiox-core/development/tasks/') }),
    ]);
    const strict = await ws.run(['validate', 'refs.yaml', '--json', '--strict']);
    expect(strict.code).toBe(1);
  });

  it('an install from before the rebrand (.aios-core): its workflows and its squads find the personas and tasks there, and the prompt names them', { tags: [CAMPAIGN] }, async () => {
    const core = ['workflow:', '  id: build-flow', '  name: Build flow', '  sequence:', '    - id: build', '      agent: dev', '      task: build-it', '      action: Build it', ''].join('\n');
    const squad = ['workflow:', '  id: ops-flow', '  name: Ops flow', '  sequence:', '    - id: ship', '      agent: "@dev"', '      uses: ship-it', ''].join('\n');
    const ws = workspace(
      {
        '.aios-core/development/workflows/build-flow.yaml': core,
        '.aios-core/development/agents/dev.md': '# @dev\n',
        '.aios-core/development/tasks/build-it.md': '# build-it\n',
        '.aios-core/development/tasks/ship-it.md': '# ship-it\n',
        'squads/ops/workflows/ops-flow.yaml': squad,
      },
      { default: answer('completed') },
    );
    const v = await ws.run(['validate', '.', '--json', '--strict']);
    const out = jsonOf(v);
    expect(out.warnings, v.stdout).toEqual([]);
    expect(out.errors).toEqual([]);
    expect(out.files).toEqual(['.aios-core/development/workflows/build-flow.yaml', 'squads/ops/workflows/ops-flow.yaml']);
    expect(v.code).toBe(0);
    for (const [file, step, persona, task] of [
      ['.aios-core/development/workflows/build-flow.yaml', 'build', '.aios-core/development/agents/dev.md', '.aios-core/development/tasks/build-it.md'],
      ['squads/ops/workflows/ops-flow.yaml', 'ship', 'squads/ops/agents/dev.md (or .aios-core/development/agents/dev.md)', 'squads/ops/tasks/ship-it.md (or .aios-core/development/tasks/ship-it.md)'],
    ] as const) {
      const r = await ws.run(['run', file, '--run-id', step, '--json', ...agentArgs], { env: agentEnv(ws) });
      expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
      const prompt: string = calls(ws).filter((c) => c.step === step).pop().prompt;
      expect(prompt).toContain(`Read ${persona} first`);
      expect(prompt).toContain(`Task file: ${task}`);
      expect(prompt).not.toContain('.aiox-core');
    }
  });

  it('a BMAD v4 install (.bmad-core/agents, .bmad-core/tasks: no development/) and its expansion pack (.<packId>/): their workflows validate clean, and the prompt and the run manifest name the files there, templates and checklists in their own folders', { tags: [CAMPAIGN] }, async () => {
    const flow = ['workflow:', '  id: story-flow', '  name: Story flow', '  sequence:', '    - id: draft', '      agent: sm', '      uses: draft-story', '      action: Draft the story', '    - id: build', '      agent: dev', '      action: Build it', '    - id: prd', '      agent: pm', '      uses: brownfield-prd-tmpl', '    - id: check', '      agent: po', '      uses: po-master-checklist', ''].join('\n');
    // An expansion pack as BMAD's installer lays it out: .<packId>/ with its config.yaml, agents, templates, checklists.
    const game = ['workflow:', '  id: game', '  name: Game', '  sequence:', '    - agent: game-designer', '      uses: game-design-checklist', '    - agent: game-sm', '      uses: templates/game-story-tmpl.yaml', ''].join('\n');
    const ws = workspace(
      {
        '.bmad-core/workflows/story-flow.yaml': flow,
        '.bmad-core/agents/sm.md': '# @sm\n',
        '.bmad-core/agents/dev.md': '# @dev\n',
        '.bmad-core/agents/pm.md': '# @pm\n',
        '.bmad-core/agents/po.md': '# @po\n',
        '.bmad-core/tasks/draft-story.md': '# draft-story\n',
        '.bmad-core/templates/brownfield-prd-tmpl.yaml': 'template: {id: prd}\n',
        '.bmad-core/checklists/po-master-checklist.md': '# checklist\n',
        '.bmad-2d-arcade/config.yaml': 'name: bmad-2d-arcade\n',
        '.bmad-2d-arcade/workflows/game.yaml': game,
        '.bmad-2d-arcade/agents/game-designer.md': '# @game-designer\n',
        '.bmad-2d-arcade/agents/game-sm.md': '# @game-sm\n',
        '.bmad-2d-arcade/checklists/game-design-checklist.md': '# checklist\n',
        '.bmad-2d-arcade/templates/game-story-tmpl.yaml': 'template: {id: story}\n',
      },
      { default: answer('completed') },
    );
    const v = await ws.run(['validate', '.', '--json', '--strict']);
    const out = jsonOf(v);
    expect(out.warnings, v.stdout).toEqual([]);
    expect(out.errors).toEqual([]);
    expect(out.files).toEqual(['.bmad-2d-arcade/workflows/game.yaml', '.bmad-core/workflows/story-flow.yaml']);
    expect(v.code).toBe(0);
    const r = await ws.run(['run', '.bmad-core/workflows/story-flow.yaml', '--run-id', 'b1', '--json', ...agentArgs], { env: agentEnv(ws) });
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    const prompt: string = calls(ws).find((c) => c.step === 'draft').prompt;
    expect(prompt).toContain('Read .bmad-core/agents/sm.md first');
    expect(prompt).toContain('Task file: .bmad-core/tasks/draft-story.md');
    expect(prompt).not.toContain('development/');
    // Prompt provenance records them as it does aiox's (RUN_MANIFEST.yaml prompt_files).
    const manifest = parse(ws.read('.stagegate/aiox/story-flow/b1/RUN_MANIFEST.yaml'));
    expect(manifest.prompt_files.map((f: any) => [f.step, f.path])).toEqual([
      ['draft', '.bmad-core/agents/sm.md'],
      ['draft', '.bmad-core/tasks/draft-story.md'],
      ['build', '.bmad-core/agents/dev.md'],
      ['prd', '.bmad-core/agents/pm.md'],
      ['prd', '.bmad-core/templates/brownfield-prd-tmpl.yaml'],
      ['check', '.bmad-core/agents/po.md'],
      ['check', '.bmad-core/checklists/po-master-checklist.md'],
    ]);
    expect(calls(ws).find((c) => c.step === 'prd').prompt).toContain('Template: .bmad-core/templates/brownfield-prd-tmpl.yaml — ');
    expect(calls(ws).find((c) => c.step === 'check').prompt).toContain('Checklist: .bmad-core/checklists/po-master-checklist.md (or .bmad-core/tasks/po-master-checklist.md) — ');
  });

  it('a persona or task file that leads out of the workspace (a symlink out, or into .git) is PATH_OUTSIDE_WORKSPACE, though the core folder would have one: the agent reads the squad\'s first', async () => {
    const text = ['workflow:', '  id: refs', '  name: Refs', '  sequence:', '    - id: a', '      agent: leak', '    - id: b', '      agent: dev', '      uses: gitconfig', ''].join('\n');
    const wf = 'squads/s/workflows/refs.yaml';
    const ws = workspaceWith({ [wf]: text, '.aiox-core/development/agents/leak.md': '# leak\n', '.aiox-core/development/agents/dev.md': '# dev\n', '.aiox-core/development/tasks/gitconfig.md': '# task\n', 'squads/s/agents/dev.md': '# dev\n', 'sc.json': '{}' });
    const dir = outsideDir();
    writeFileSync(join(dir, 'id_rsa'), 'SECRET KEY MATERIAL\n');
    symlinkSync(join(dir, 'id_rsa'), ws.path('squads/s/agents/leak.md'));
    ws.write('squads/s/tasks/.keep', '');
    symlinkSync('../../../.git/config', ws.path('squads/s/tasks/gitconfig.md'));
    const v = jsonOf(await ws.run(['validate', wf, '--json']));
    expect(v.errors).toEqual([
      expect.objectContaining({ code: 'PATH_OUTSIDE_WORKSPACE', line: 6, message: expect.stringContaining('agent @leak squads/s/agents/leak.md is outside the workspace: a symlink on the way leads outside the workspace') }),
      expect.objectContaining({ code: 'PATH_OUTSIDE_WORKSPACE', line: 9, message: expect.stringContaining("task file of uses: gitconfig squads/s/tasks/gitconfig.md is outside the workspace: a symlink on the way leads into a repository's .git folder") }),
    ]);
    const r = await ws.run(['run', wf, '--run-id', 'r1', '--json', ...agentArgs], { env: agentEnv(ws) });
    expect(jsonOf(r)).toMatchObject({ status: 'PATH_OUTSIDE_WORKSPACE', stages_run: 0 });
    expect(ws.exists('calls.jsonl')).toBe(false);
  });

  it("findings point at the line in the aiox file: aiox's rules and the native ones", { tags: [CAMPAIGN] }, async () => {
    const text = [
      'workflow:', //                                  1
      '  id: broken', //                               2
      '  name: Broken', //                             3
      '  sequence:', //                                4
      '    - id: write', //                            5
      '      agent: dev', //                           6
      '      requires: docs/spec.md', //               7
      '    - id: review', //                           8
      '      agent: qa', //                            9
      '      condition: reviewer_is_awake', //        10
      '    - meta: repeat', //                        11
      '      target_steps: [write]', //               12
      '    - meta: end', //                           13
      '    - id: orphan', //                          14
      '      agent: pm', //                           15
      '',
    ].join('\n');
    const ws = workspaceWith({ 'broken.yaml': text });
    const r = await ws.run(['validate', 'broken.yaml', '--json']);
    expect(r.code).toBe(1);
    const out = jsonOf(r);
    // Errors stop the run; warnings are what aiox itself warns about (or a dead step it never reaches).
    expect(out.errors.map((e: any) => `${e.line} ${e.code}`)).toEqual(['11 AIOX_CONDITION_EMPTY']);
    expect(out.warnings.map((e: any) => `${e.line} ${e.code}`)).toEqual(expect.arrayContaining(['7 AIOX_REQUIRES_UNKNOWN', '10 AIOX_CONDITION_UNKNOWN', '14 UNREACHABLE_IMPORTED_STEP']));
    const text2 = await ws.run(['validate', 'broken.yaml']);
    expect(text2.stdout).toContain('broken.yaml:10:');
    // run refuses it before anything starts: a repeat without a condition would never end.
    const run = await ws.run(['run', 'broken.yaml', '--run-id', 'r1', '--json', ...agentArgs]);
    expect(jsonOf(run).status).toBe('WORKFLOW_CONTRACT_INVALID');
    expect(ws.exists('.stagegate/aiox/broken/r1/workflow_state.yaml')).toBe(false);
  });

  it('plan lists the translated steps with every decision branch', async () => {
    const ws = workspaceWith({ 'qa-loop.yaml': fixture('qa-loop.yaml') });
    const r = await ws.run(['plan', 'qa-loop.yaml', '--run-id', 'p1', ...agentArgs]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('qa_review');
    expect(r.stdout).toContain("steps.qa_review.gate.score_9p >= 9 → DONE");
    expect(r.stdout).toContain('visits.review_again <= 3 → qa_review');
  });
});

describe('aiox workflows: runs with the fake agent', () => {
  it('brownfield-fullstack runs end to end: the elicit step stops for its answer (formats35), then routing, a false condition skipped, repeat advances, end', { tags: [CAMPAIGN] }, async () => {
    const ws = workspace({ 'brownfield-fullstack.yaml': fixture('brownfield-fullstack.yaml') }, {
      default: answer('completed'),
      steps: {
        classify_enhancement: [answer('completed', {}, { clarity_score: 95, scope_class: 'small' })],
        validate_artifacts: [answer('completed', {}, { checklist_status: 'approved' })],
        create_story: [answer('completed', {}, { more_stories_remaining: true }), answer('completed', {}, { more_stories_remaining: false })],
      },
    });
    // elicit: true on classify_enhancement — the run stops there for the answer (nothing ran), exit 4, with the command that answers.
    const asked = await ws.run(['run', 'brownfield-fullstack.yaml', '--run-id', 'r1', 'enhancement_summary=add search', '--json', ...agentArgs], { env: agentEnv(ws) });
    expect(asked.code).toBe(4);
    const answerCommand = `stagegate run brownfield-fullstack.yaml --run-id r1 ${agentArgs.join(' ')} classify_enhancement_user_input='<your answer>'`;
    expect(jsonOf(asked)).toMatchObject({ status: 'WORKFLOW_INPUT_REQUIRED', active_step: 'classify_enhancement', stages_run: 0, message: expect.stringContaining(`step classify_enhancement asks for classify_enhancement_user_input`), hint: expect.stringContaining(answerCommand) });
    expect(jsonOf(asked).message).toContain(`answer with \`${answerCommand}\``);
    expect(calls(ws)).toEqual([]);
    // The stop is persisted: status says it, with the command, and exits the same.
    const st = await ws.run(['status', 'brownfield-fullstack.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(st)).toMatchObject({ status: 'WORKFLOW_INPUT_REQUIRED', exit_code: 4, active_step: 'classify_enhancement', message: expect.stringContaining(answerCommand) });
    // A resume without the answer asks again; the answer given on a resume joins the run and reaches the step's prompt.
    expect(jsonOf(await ws.run(['run', 'brownfield-fullstack.yaml', '--run-id', 'r1', '--json', ...agentArgs], { env: agentEnv(ws) })).status).toBe('WORKFLOW_INPUT_REQUIRED');
    const r = await ws.run(['run', 'brownfield-fullstack.yaml', '--run-id', 'r1', 'classify_enhancement_user_input=search over titles only', '--json', ...agentArgs], { env: agentEnv(ws) });
    const out = jsonOf(r);
    expect(out.status, r.stderr + r.stdout).toBe('WORKFLOW_COMPLETE');
    expect(calls(ws).find((c) => c.step === 'classify_enhancement').prompt).toContain('Collected before this step (do not ask questions): search over titles only');
    const state = ws.state('.stagegate/aiox/brownfield-fullstack/r1/workflow_state.yaml');
    // The requires / creates checks (formats-aiox-files.test.ts) aside.
    const decided = state.decisions.filter((d: any) => !/_(?:requires|creates)$/.test(d.step)).map((d: any) => `${d.step}->${d.to.replace(/_(?:requires|creates)$/, '')}`);
    expect(decided).toEqual([
      'route_by_clarity->document_project',
      'ux_review_when->create_architecture',
      'route_checklist->shard_documents',
      'review_story_when->review_story',
      'repeat_stories->create_story',
      'review_story_when->review_story',
      'repeat_stories->retrospective',
    ]);
    expect(callsOf(ws, 'create_story')).toBe(2);
    expect(callsOf(ws, 'implement_story')).toBe(2);
    expect(callsOf(ws, 'ux_review')).toBe(0);
    expect(state.steps.classify_enhancement.gate.clarity_score).toBe(95);
    // The agent got the assembled aiox prompt on stdin.
    const prompt = calls(ws).find((c) => c.step === 'create_prd').prompt as string;
    expect(prompt).toContain('.aiox-core/development/agents/pm.md');
    expect(prompt).toContain('.aiox-core/development/tasks/brownfield-create-prd.md');
    expect(prompt).toContain('Keep every change backwards compatible');
    expect(prompt).toContain('Phase: Planning.');
  });

  it('spec-pipeline: a failed step_output is retried; NEEDS_REVISION loops at most max_iterations times, then BLOCKED', { tags: [CAMPAIGN] }, async () => {
    const ws = workspace({ 'spec-pipeline.yaml': fixture('spec-pipeline.yaml') }, {
      default: answer('completed'),
      steps: {
        gather_requirements: [answer('failed'), answer('completed')],
        critique_spec: [answer('completed', { verdict: 'NEEDS_REVISION' })],
      },
    });
    const r = await ws.run(['run', 'spec-pipeline.yaml', '--run-id', 'r1', '--json', ...agentArgs], { env: agentEnv(ws) });
    const out = jsonOf(r);
    expect(out.status, r.stderr + r.stdout).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
    expect(r.code).toBe(3);
    expect(callsOf(ws, 'gather_requirements')).toBe(2);
    expect(callsOf(ws, 'write_spec')).toBe(3);
    expect(callsOf(ws, 'critique_spec')).toBe(3);
    expect(callsOf(ws, 'plan_implementation')).toBe(0);
    const state = ws.state('.stagegate/aiox/spec-pipeline/r1/workflow_state.yaml');
    expect(state.decisions.filter((d: any) => !/_(?:requires|creates)$/.test(d.step)).map((d: any) => `${d.step}->${d.to.replace(/_(?:requires|creates)$/, '')}`)).toEqual([
      'gather_requirements_retry->gather_requirements',
      'critique_spec_verdict->write_spec',
      'critique_spec_verdict->write_spec',
      'critique_spec_verdict->BLOCKED',
    ]);
  });

  it('an error handler retries a failed phase on every pass of a loop: its count is per run of the step, as workflow-executor.js resets attemptCount when a phase completes (fmt34)', { tags: [CAMPAIGN] }, async () => {
    const wf = `workflow:
  id: ticket-loop
  name: Ticket loop
  sequence:
    - id: check
      agent: po
      action: Check the ticket
      on_failure: send_back
    - id: review
      agent: qa
      action: Review the check
      gate: true
      on_verdict:
        APPROVED:
          next: wrap
        AGAIN:
          next: check
          max_iterations: 2
    - id: wrap
      agent: dev
      action: Wrap up
  error_handlers:
    send_back:
      description: Ticket rejected
      actions:
        - max_attempts: 1
`;
    // check fails once on each pass and its one retry completes; review sends it round once more.
    const ws = workspace({ 'ticket-loop.yaml': wf }, {
      default: answer('completed'),
      steps: { check: [answer('failed'), answer('completed'), answer('failed'), answer('completed')], review: [answer('completed', { verdict: 'AGAIN' }), answer('completed', { verdict: 'APPROVED' })] },
    });
    const r = await ws.run(['run', 'ticket-loop.yaml', '--run-id', 'r1', '--json', ...agentArgs], { env: agentEnv(ws) });
    expect(jsonOf(r).status, r.stderr + r.stdout).toBe('WORKFLOW_COMPLETE');
    expect(calls(ws).map((c) => c.step)).toEqual(['check', 'check', 'review', 'check', 'check', 'review', 'wrap']);
    // Its retries used up within one pass, the run stops at the step (aiox escalates to a person): a resume is their retry.
    const stuck = workspace({ 'ticket-loop.yaml': wf }, { default: answer('completed'), steps: { check: [answer('failed')] } });
    const s = await stuck.run(['run', 'ticket-loop.yaml', '--run-id', 'r1', '--json', ...agentArgs], { env: agentEnv(stuck) });
    expect(jsonOf(s)).toMatchObject({ status: 'STAGE_FAILED', active_step: 'check' });
    expect(callsOf(stuck, 'check')).toBe(2);
  });

  it("a loop whose steps all answer exactly as on their last visit stalls; the fix does not ask for on_stall in the aiox file, which has none", async () => {
    const same = { usage: false, stdout: ['Same answer.', '```yaml', 'step_output:', '  status: completed', '  outputs: {}', '```'].join('\n') };
    const revise = { usage: false, stdout: ['Same critique.', '```yaml', 'step_output:', '  status: completed', '  verdict: "NEEDS_REVISION"', '  outputs: {}', '```'].join('\n') };
    const ws = workspace({ 'spec-pipeline.yaml': fixture('spec-pipeline.yaml') }, {
      default: same,
      steps: { critique_spec: [revise, revise, revise] },
    });
    const r = await ws.run(['run', 'spec-pipeline.yaml', '--run-id', 'r1', '--json', ...agentArgs], { env: agentEnv(ws) });
    const out = jsonOf(r);
    // write_spec's second answer repeats its first, but critique_spec answered in between (its
    // first answer): no stall; critique_spec's second repeats its first with nothing changed since.
    expect(out.status, r.stdout).toBe('WORKFLOW_BLOCKED_STALLED');
    expect(callsOf(ws, 'write_spec')).toBe(2);
    expect(out.hint).toContain('Step critique_spec answered exactly as on its previous visit');
    expect(out.hint).toContain('`stagegate logs spec-pipeline.yaml --run-id r1 critique_spec`');
    expect(out.hint).toContain('An imported aiox file has no on_stall');
    const convert = /`(stagegate convert [^`]+)`/.exec(out.hint)![1]!.replace('FILE', 'native.yaml');
    const c = await ws.run(convert.split(' ').slice(1));
    expect(c.code, c.stderr).toBe(0);
  });

  it('spec-pipeline: APPROVED goes on to the plan and completes', { tags: [CAMPAIGN] }, async () => {
    const ws = workspace({ 'spec-pipeline.yaml': fixture('spec-pipeline.yaml') }, {
      default: answer('completed'),
      steps: { critique_spec: [answer('completed', { verdict: 'NEEDS_REVISION' }), answer('completed', { verdict: 'APPROVED' })] },
    });
    const r = await ws.run(['run', 'spec-pipeline.yaml', '--run-id', 'r1', '--json', ...agentArgs], { env: agentEnv(ws) });
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(callsOf(ws, 'write_spec')).toBe(2);
    expect(callsOf(ws, 'plan_implementation')).toBe(1);
  });

  it("a squad's phases: list (no sequence) runs as the sequence, one step per phase by its agent, with the warning aiox's validator gives", async () => {
    const files = {
      'squads/news/workflows/squad-phases.yaml': fixture('squad-phases.yaml'),
      'squads/news/agents/notes-curator.md': '# notes-curator\n',
      'squads/news/agents/newsletter-writer.md': '# newsletter-writer\n',
      'squads/news/agents/copy-editor.md': '# copy-editor\n',
      'squads/news/tasks/collect-notes.md': '# collect-notes\n',
    };
    const ws = workspace(files, { default: answer('completed'), steps: { copy_editor_3: [answer('failed'), answer('completed')] } });
    const file = 'squads/news/workflows/squad-phases.yaml';
    const v = await ws.run(['validate', file, '--json']);
    expect(v.code, v.stdout).toBe(0);
    const out = jsonOf(v);
    expect(out.errors).toEqual([]);
    expect(out.warnings.map((d: any) => [d.code, d.line])).toEqual([['AIOX_PHASES_AS_SEQUENCE', 13]]);
    const r = await ws.run(['run', file, '--run-id', 'r1', '--json', ...agentArgs], { env: agentEnv(ws) });
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    // Top to bottom (gather's next: draft), one agent call per phase; a phase with no id is named
    // by its agent and position; its failed answer is retried as a sequence step's is.
    expect(calls(ws).map((c) => c.step)).toEqual(['gather', 'draft', 'copy_editor_3', 'copy_editor_3']);
    const draft = calls(ws).find((c) => c.step === 'draft').prompt;
    expect(draft).toContain('squads/news/agents/newsletter-writer.md');
    expect(draft).toContain('Phase: Draft Issue.');
    expect(draft).toContain('This step is the phase phases[1] of the workflow file');
  });

  it("a timeout that is no duration (dispatch's \"varies_per_wave\") is a warning at its line, not a refusal; the phase runs with the default limit", { tags: [CAMPAIGN] }, async () => {
    const files = {
      'squads/waves/workflows/squad-timeout.yaml': fixture('squad-timeout.yaml'),
      'squads/waves/agents/wave-planner.md': '# wave-planner\n',
      'squads/waves/agents/wave-chief.md': '# wave-chief\n',
    };
    const ws = workspace(files, { default: answer('completed'), steps: { plan_waves: [answer('completed', {}, { wave_count: 2 })] } });
    const file = 'squads/waves/workflows/squad-timeout.yaml';
    const v = await ws.run(['validate', file, '--json']);
    expect(v.code, v.stdout).toBe(0);
    const out = jsonOf(v);
    expect(out.errors).toEqual([]);
    expect(out.warnings.map((d: any) => [d.code, d.line])).toEqual([['AIOX_PHASES_AS_SEQUENCE', 10], ['AIOX_TIMEOUT_INVALID', 21]]);
    expect((await ws.run(['validate', file, '--strict'])).code).toBe(1);
    // The translation: plan-waves keeps its 30 minutes; run-waves has no limit of its own, so the
    // run's default (execution.timeout_minutes, 360) applies to it.
    const c = await ws.run(['convert', file, '--out', 'native.yaml']);
    expect(c.code, c.stderr).toBe(0);
    const native = ws.yaml('native.yaml');
    expect(native.steps.plan_waves.timeout_minutes).toBe(30);
    expect(native.steps.run_waves).not.toHaveProperty('timeout_minutes');
    expect(native.execution?.timeout_minutes).toBeUndefined();
    const r = await ws.run(['run', file, '--run-id', 'r1', '--json', ...agentArgs], { env: agentEnv(ws) });
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(calls(ws).map((c) => c.step)).toEqual(['plan_waves', 'run_waves', 'report']);
  });

  it("the progress count is the user's steps: the retry and verdict decisions the import adds are not counted", { tags: [CAMPAIGN] }, async () => {
    const ws = workspace({ 'spec-pipeline.yaml': fixture('spec-pipeline.yaml') }, {
      default: answer('completed'),
      steps: { critique_spec: [answer('completed', { verdict: 'APPROVED' })] },
    });
    const r = await ws.run(['run', 'spec-pipeline.yaml', '--run-id', 'r1', ...agentArgs], { env: agentEnv(ws) });
    expect(r.code, r.stderr).toBe(0);
    // Four action steps in the file; the import adds a retry decision per step and critique_spec's verdict decision.
    const counts = [...r.stderr.matchAll(/\[(\d+)\/(\d+)\] (\w+)/g)].map((m) => `${m[1]}/${m[2]} ${m[3]}`);
    expect(counts).toEqual(['1/4 gather_requirements', '2/4 write_spec', '3/4 critique_spec', '4/4 plan_implementation']);
  });

  it('an answer without a step_output block fails the stage, never counts as success; the run resumes there', { tags: [CAMPAIGN] }, async () => {
    const ws = workspace({ 'qa-loop.yaml': fixture('qa-loop.yaml') }, {
      steps: { qa_review: [{ usage: false, stdout: 'Looks fine to me!' }, answer('completed', {}, { score_9p: 9 })] },
    });
    const first = await ws.run(['run', 'qa-loop.yaml', '--run-id', 'r1', '--json', ...agentArgs], { env: agentEnv(ws) });
    expect(jsonOf(first).status).toBe('GATE_RESULT_MISSING');
    const second = await ws.run(['run', 'qa-loop.yaml', '--run-id', 'r1', '--json', ...agentArgs], { env: agentEnv(ws) });
    expect(jsonOf(second).status, second.stderr).toBe('WORKFLOW_COMPLETE');
    expect(callsOf(ws, 'apply_fixes')).toBe(0);
  });

  it('resume after a stop: completed steps never run again', { tags: [CAMPAIGN] }, async () => {
    const ws = workspace({ 'spec-pipeline.yaml': fixture('spec-pipeline.yaml') }, {
      default: answer('completed'),
      steps: { critique_spec: [answer('completed', { verdict: 'APPROVED' })] },
    });
    const first = await ws.run(['run', 'spec-pipeline.yaml', '--run-id', 'r1', '--stop-after-step', 'write_spec', '--json', ...agentArgs], { env: agentEnv(ws) });
    const out = jsonOf(first);
    expect(out.status, first.stderr).toBe('PARTIAL_RESUMABLE');
    expect(out.active_step).toBe('write_spec_creates'); // the check of the files write_spec creates comes next
    const second = await ws.run(['run', 'spec-pipeline.yaml', '--run-id', 'r1', '--json', ...agentArgs], { env: agentEnv(ws) });
    expect(jsonOf(second).status, second.stderr).toBe('WORKFLOW_COMPLETE');
    expect(callsOf(ws, 'gather_requirements')).toBe(1);
    expect(callsOf(ws, 'write_spec')).toBe(1);
    expect(callsOf(ws, 'critique_spec')).toBe(1);
  });

  it('the run map sidecar runs a step as a shell command under the same contract', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({
      'qa-loop.yaml': fixture('qa-loop.yaml'),
      'qa-loop.stagegate.yaml': 'run:\n  qa_review: ./review.sh\n',
      'review.sh': '#!/bin/sh\necho "reviewed"\nprintf \'step_output:\\n  status: completed\\n  outputs: {score_9p: %s}\\n\' "$(cat score.txt)"\n',
      'score.txt': '9\n',
    });
    ws.write('review.sh', ws.read('review.sh'), 0o755);
    ws.commit();
    // The other steps still name an agent (checked before the run starts); it is never called.
    const r = await ws.run(['run', 'qa-loop.yaml', '--run-id', 'r1', '--json', ...agentArgs], { env: { FAKE_AGENT_FORMAT: 'none', FAKE_AGENT_LOG: ws.path('calls.jsonl') } });
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(calls(ws)).toEqual([]);
    const state = ws.state('.stagegate/aiox/qa-loop/r1/workflow_state.yaml');
    expect(state.steps.qa_review.gate.score_9p).toBe(9);
    expect(state.decisions[0].to).toBe('DONE');
  });

  it('a run map too large to read stops the run naming the file, with no line in it (it has none)', async () => {
    const ws = workspaceWith({ 'qa-loop.yaml': fixture('qa-loop.yaml'), 'qa-loop.stagegate.yaml': `run:\n  qa_review: ./review.sh\n#${'x'.repeat(6 * 1024 * 1024)}\n` });
    for (const command of ['run', 'status']) {
      const r = await ws.run([command, 'qa-loop.yaml', '--run-id', 'r1', '--json', ...(command === 'run' ? agentArgs : [])]);
      const out = jsonOf(r);
      expect(out.status, r.stderr).toBe('WORKFLOW_CONTRACT_INVALID');
      expect(out.message).toMatch(/qa-loop\.stagegate\.yaml:? YAML_TOO_LARGE/);
      expect(out.message).not.toContain(':0');
      expect(out.location ?? { file: 'qa-loop.stagegate.yaml' }).toEqual({ file: 'qa-loop.stagegate.yaml' });
    }
  });

  it("a run map's YAML mistake is one finding, named by its cause, as in a workflow file", async () => {
    // An unquoted command holding ': ' (a newcomer's usual mistake): the parser reports it (and its
    // consequences) several times; the run map, like a workflow file, says it once and how to fix it.
    const ws = workspaceWith({ 'qa-loop.yaml': fixture('qa-loop.yaml'), 'qa-loop.stagegate.yaml': 'run:\n  qa_review: echo a: b && printf "c: d"\n' });
    const v = await ws.run(['validate', 'qa-loop.yaml', '--json']);
    const errors = JSON.parse(v.stdout).errors as Array<{ code: string; file: string; line: number; message: string; hint: string }>;
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'YAML_SYNTAX', file: 'qa-loop.stagegate.yaml', line: 2 });
    expect(errors[0]!.message).toContain("the value of 'qa_review' holds ': '");
    expect(errors[0]!.hint).toContain('Quote the whole value');
    const r = await ws.run(['run', 'qa-loop.yaml', '--run-id', 'r1', '--json', ...agentArgs]);
    expect(jsonOf(r).status).toBe('WORKFLOW_CONTRACT_INVALID');
    expect(jsonOf(r).message).not.toContain('more: run');
  });

  it('convert writes the native 4.0 YAML, which validates and plans as a native workflow', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'spec-pipeline.yaml': fixture('spec-pipeline.yaml') });
    const c = await ws.run(['convert', 'spec-pipeline.yaml', '--out', 'native.yaml']);
    expect(c.code, c.stderr).toBe(0);
    const native = ws.yaml('native.yaml');
    expect(native.version).toBe('4.0');
    expect(native.steps.critique_spec.result_contract).toBe('aiox_step_output');
    expect(native.steps.critique_spec_verdict.decide.length).toBe(4);
    const v = await ws.run(['validate', 'native.yaml', '--json']);
    expect(jsonOf(v).errors).toEqual([]);
    const p = await ws.run(['plan', 'native.yaml', '--run-id', 'p1', ...agentArgs]);
    expect(p.code, p.stderr).toBe(0);
    expect(p.stdout).toContain('critique_spec_verdict');
  });
});

describe('aiox optional step behind its condition', () => {
  const GUARDED = ['workflow:', '  id: guarded', '  name: Guarded', '  sequence:', '    - id: draft', '      agent: dev', '      action: Draft it', '    - id: polish', '      agent: dev', '      action: Polish it', '      condition: wants_polish', '      optional: true', '    - id: publish', '      agent: dev', '      action: Publish it', '    - meta: end', ''].join('\n');
  /** The commands in backticks of a hint, as argument lists (no quoting in them here). */
  const commands = (hint: string): string[][] => [...hint.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.split(' '));

  it('a skip refused while the run is before its guard names the commands that work: stop after the guard, then skip', async () => {
    const ws = workspace({ 'guarded.yaml': GUARDED }, { default: answer('completed') });
    const env = { env: agentEnv(ws) };
    const first = await ws.run(['run', 'guarded.yaml', '--run-id', 'r1', 'wants_polish=true', '--stop-after-step', 'draft', '--json', ...agentArgs], env);
    expect(jsonOf(first), first.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'polish_when' });
    const refused = await ws.run(['skip', 'guarded.yaml', 'polish', '--run-id', 'r1', '--json', ...agentArgs], env);
    expect(refused.code).toBe(4);
    const hint = jsonOf(refused).hint as string;
    expect(hint).not.toContain('resume the run until it is active');
    const [stop, skip] = commands(hint);
    expect(stop!.join(' ')).toBe(`stagegate run guarded.yaml --run-id r1 ${agentArgs.join(' ')} --stop-after-step polish_when`);
    expect(skip!.join(' ')).toBe('stagegate skip guarded.yaml --run-id r1 polish');
    // The commands as printed: the guard routes to polish and the run stops there; the skip takes it; polish never runs.
    const stopped = await ws.run([...stop!.slice(1), '--json'], env);
    expect(jsonOf(stopped), stopped.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'polish' });
    const skipped = await ws.run([...skip!.slice(1), '--json'], env);
    expect(jsonOf(skipped), skipped.stdout).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'publish' });
    const done = await ws.run(['run', 'guarded.yaml', '--run-id', 'r1', '--json', ...agentArgs], env);
    expect(jsonOf(done).status, done.stderr).toBe('WORKFLOW_COMPLETE');
    expect(callsOf(ws, 'polish')).toBe(0);
    expect(callsOf(ws, 'publish')).toBe(1);
  });
});

describe('aiox parallel_group', () => {
  it('the steps of one group run as concurrent branches, then the step that requires both', { tags: [CAMPAIGN] }, async () => {
    const ws = workspace({ 'parallel.yaml': fixture('parallel.yaml') }, {
      steps: {
        // synthesise requires both files: a branch that does not write its file skips it (formats-aiox-files.test.ts).
        market_research: [{ ...answer('completed'), write: { 'docs/research/market.md': '# market\n' } }],
        tech_research: [{ ...answer('completed'), write: { 'docs/research/tech.md': '# tech\n' } }],
        synthesise: [answer('completed')],
      },
    });
    const r = await ws.run(['run', 'parallel.yaml', '--run-id', 'r1', '--json', ...agentArgs], { env: agentEnv(ws) });
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    const order = calls(ws).map((c) => c.step);
    expect(order.slice(0, 2).sort()).toEqual(['market_research', 'tech_research']);
    expect(order[2]).toBe('synthesise');
    const state = ws.state('.stagegate/aiox/parallel-research/r1/workflow_state.yaml');
    const parallel = Object.values(state.steps as Record<string, any>).find((s) => s.parallel)!;
    expect(Object.values(parallel.parallel.branches).map((b: any) => b.status)).toEqual(['succeeded', 'succeeded']);
  });
});
