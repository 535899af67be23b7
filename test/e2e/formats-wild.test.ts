/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// Files with the shapes of the public aiox, maestro-flow and CCW workflows, through the CLI as a
// user meets them: validate in their project (only what the source runner would also say),
// run end to end with the fake agent, answer a descriptive condition with an input, a dynamic
// agent that must be named, delegation along the chains root, convert --out refusing a broken
// file, an empty workflow refused (never a crash). scripts/conformance.mjs over a folder of such files
// is test/slow/conformance-script.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, REPO_ROOT, removeWorkspaces, workspaceWith, type TempWorkspace } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const FORMATS = join(REPO_ROOT, 'test', 'fixtures', 'formats');
const FAKE_AGENT = join(REPO_ROOT, 'test', 'fixtures', 'fake-agent');
const AGENT = ['--agent', 'command', '--agent-command', FAKE_AGENT];
const fixture = (rel: string) => readFileSync(join(FORMATS, rel), 'utf8');
const ENV = { FAKE_AGENT_SCENARIO: 'scenario.json', FAKE_AGENT_FORMAT: 'none', FAKE_AGENT_LOG: 'agent.log' };
const calls = (ws: TempWorkspace): any[] => ws.lines('agent.log').map((l) => JSON.parse(l));

/** An aiox answer: a step_output block with these top-level fields. */
function stepOutput(fields: Record<string, unknown> = {}, status: 'completed' | 'failed' = 'completed'): Record<string, unknown> {
  const lines = ['Done: ${STAGEGATE_STEP} (visit ${STAGEGATE_VISIT}).', '```yaml', 'step_output:', `  status: ${status}`];
  for (const [k, v] of Object.entries(fields)) lines.push(`  ${k}: ${JSON.stringify(v)}`);
  lines.push('  outputs: {}', '```');
  return { usage: false, stdout: lines.join('\n') };
}

/** A maestro answer: a COORDINATE RESULT block. */
function coordinate(fields: Record<string, string> = {}): Record<string, unknown> {
  const lines = ['Done: ${STAGEGATE_STEP}.', '--- COORDINATE RESULT ---', 'STATUS: SUCCESS', ...Object.entries(fields).map(([k, v]) => `${k.toUpperCase()}: ${v}`), 'SUMMARY: done'];
  return { usage: false, stdout: lines.join('\n') };
}

/** The documents an aiox file's steps require and create, already in the project: both are checked when a run gets there (formats-aiox-files.test.ts). */
function documentsOf(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of text.matchAll(/^\s*(?:requires|creates):\s*(.*)$/gm)) for (const p of m[1]!.matchAll(/[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)+/g)) out[p[0]] = `# ${p[0]}\n`;
  return out;
}

/** An aiox project: the workflow plus every persona and task file it names. */
function aioxProject(rel: string, scenario: unknown, extra: Record<string, string> = {}): TempWorkspace {
  const text = fixture(`aiox/wild/${rel}`);
  const files: Record<string, string> = { ...documentsOf(text), [rel]: text, 'scenario.json': JSON.stringify(scenario), ...extra };
  for (const m of text.matchAll(/^\s*(?:- )?agent: "?@?([\w-]+)"?\s*$/gm)) files[`.aiox-core/development/agents/${m[1]}.md`] = `# @${m[1]}\n`;
  for (const m of text.matchAll(/^\s*(?:- )?(?:uses|task): ([\w-]+?)(?:\.md)?\s*$/gm)) files[`.aiox-core/development/tasks/${m[1]}.md`] = `# ${m[1]}\n`;
  return workspaceWith(files);
}

describe('aiox files from the wild', () => {
  it('descriptive conditions: aiox treats them as true (a warning says so); a user answers one with an input', { tags: [CAMPAIGN] }, async () => {
    const ws = aioxProject('discovery.yaml', { default: stepOutput(), steps: { scope_change: [stepOutput({ change_size: 'big_change' })] } });
    const v = await ws.run(['validate', 'discovery.yaml', '--json']);
    expect(v.code, v.stdout).toBe(0);
    const out = jsonOf(v);
    expect(out.errors).toEqual([]);
    expect([...new Set(out.warnings.map((w: any) => w.code))]).toEqual(['AIOX_CONDITION_UNKNOWN']);
    const run = await ws.run(['run', 'discovery.yaml', '--run-id', 'r1', 'project_has_database=false', 'scope_change_user_input=a new payments module', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(run).status, run.stdout).toBe('WORKFLOW_COMPLETE');
    const ran = calls(ws).map((c) => c.step);
    // project_has_database=false skips map_database; the other conditions hold (true by default).
    expect(ran).toEqual(['scope_change', 'map_frontend', 'consolidate', 'shard', 'write_ticket', 'review_ticket']);
    const state = ws.state('.stagegate/aiox/legacy-discovery/r1/workflow_state.yaml');
    expect(state.decisions.find((d: any) => d.step === 'map_database_when').to).toBe('map_frontend_when');
  });

  it('a route that is a step of its own runs it and completes the run', { tags: [CAMPAIGN] }, async () => {
    const ws = aioxProject('discovery.yaml', { default: stepOutput(), steps: { scope_change: [stepOutput({ change_size: 'tiny_fix' })] } });
    const run = await ws.run(['run', 'discovery.yaml', '--run-id', 'r1', 'scope_change_user_input=a typo', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(run).status, run.stdout).toBe('WORKFLOW_COMPLETE');
    expect(calls(ws).map((c) => c.step)).toEqual(['scope_change', 'route_scope_tiny_fix']);
    expect(calls(ws)[1].prompt).toContain('.aiox-core/development/tasks/write-ticket.md');
  });

  it('${story.executor} must be named; error handlers retry; PAUSE ends the run where the workflow pauses', { tags: [CAMPAIGN] }, async () => {
    const ws = aioxProject('delivery-cycle.yaml', { default: stepOutput(), steps: { decide: [stepOutput({ verdict: 'PAUSE' })], check: [stepOutput({}, 'failed'), stepOutput()] } });
    const missing = await ws.run(['run', 'delivery-cycle.yaml', '--run-id', 'r0', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(missing).status).toBe('WORKFLOW_INPUT_REQUIRED');
    expect(jsonOf(missing).message).toContain('story_executor');
    const run = await ws.run(['run', 'delivery-cycle.yaml', '--run-id', 'r1', 'story_executor=dev', 'story_reviewer=qa', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(run).status, run.stdout).toBe('WORKFLOW_PAUSED');
    // What a person can do: as aiox resumes at the step that paused (workflow-executor.js saves its
    // state before following PAUSE), --rerun-from decide asks it again, keeping the verdicts before it.
    expect(jsonOf(run).message).toBe('workflow_paused: The aiox workflow delivery-cycle paused at step decide (workflow_paused): aiox saves its state and stops, and its next run takes up at that step again. To go on from there, keeping the verdicts before it, run this run again with --rerun-from decide; or start a fresh run.');
    const byStep = calls(ws);
    // check reported failed first: the send_back handler (workflow-executor.js handleError) retries it.
    expect(byStep.filter((c) => c.step === 'check').length).toBe(2);
    expect(byStep.find((c) => c.step === 'build').prompt).toContain('You are the aiox agent @dev (${story.executor})');
    // lint_fix: its config key is absent from the file, so (as workflow-executor.js) it is skipped.
    expect(byStep.map((c) => c.step)).not.toContain('lint_fix');
    // The advice works: the rerun asks decide again (and only decide).
    const before = byStep.length;
    const again = await ws.run(['run', 'delivery-cycle.yaml', '--run-id', 'r1', '--rerun-from', 'decide', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(again).status, again.stdout + again.stderr).toBe('WORKFLOW_PAUSED');
    expect(calls(ws).slice(before).map((c) => c.step)).toEqual(['decide']);
  });

  it('steps without an agent (auto-worktree) run; a false config flag skips its step', { tags: [CAMPAIGN] }, async () => {
    const ws = aioxProject('automation.yaml', { default: stepOutput() });
    const run = await ws.run(['run', 'automation.yaml', '--run-id', 'r1', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(run).status, run.stdout).toBe('WORKFLOW_COMPLETE');
    expect(calls(ws).map((c) => c.step)).toEqual(['read_context', 'create_sandbox', 'switch_to_it', 'summary']);
    const again = await ws.run(['run', 'automation.yaml', '--run-id', 'r2', 'config_cleanStale=true', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(again).status).toBe('WORKFLOW_COMPLETE');
    expect(calls(ws).map((c) => c.step)).toContain('clean_stale');
  });

  it('a squad workflow reads its personas under squads/<squad>/agents/: validate is clean with the squad in place', { tags: [CAMPAIGN] }, async () => {
    const rel = 'squads/relay-squad/workflows/relay.yaml';
    const files: Record<string, string> = { [rel]: fixture(`aiox/wild/${rel}`), 'scenario.json': JSON.stringify({ default: stepOutput() }) };
    for (const a of ['relay-chief', 'relay-checker']) files[`squads/relay-squad/agents/${a}.md`] = `# ${a}\n`;
    for (const t of ['collect-notes', 'assemble-release', 'verify-release', 'repair-release']) files[`squads/relay-squad/tasks/${t}.md`] = `# ${t}\n`;
    files['.aiox-core/development/agents/dev.md'] = '# dev\n';
    const ws = workspaceWith(files);
    const v = await ws.run(['validate', rel, '--json', '--strict']);
    expect(v.code, v.stdout).toBe(0);
    const run = await ws.run(['run', rel, '--run-id', 'r1', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(run).status, run.stdout).toBe('WORKFLOW_COMPLETE');
    const prompt = calls(ws).find((c) => c.step === 'verify').prompt;
    expect(prompt).toContain('Read squads/relay-squad/agents/relay-checker.md first');
  });
});

describe('maestro-flow graphs from the wild', () => {
  it('a router delegates along the chains root; the child gets the context every walk has; phase is always bound', { tags: [CAMPAIGN] }, async () => {
    const files: Record<string, string> = { 'scenario.json': JSON.stringify({ default: coordinate() }) };
    for (const f of ['_dispatch.json', 'singles/setup.json', 'singles/audit.json']) files[`chains/${f}`] = fixture(`maestro/wild/chains/${f}`);
    const ws = workspaceWith(files);
    const v = await ws.run(['validate', 'chains/', '--json']);
    expect(jsonOf(v).errors, v.stdout).toEqual([]);
    // No project state: initialized is '' (false), so the router delegates to singles/setup.
    const run = await ws.run(['run', 'chains/_dispatch.json', '--run-id', 'r1', 'description=ship the release', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(run).status, run.stdout).toBe('WORKFLOW_COMPLETE');
    const init = calls(ws).find((c) => c.step === 'init');
    expect(init.prompt).toContain('/maestro-init "ship the release" --phase ');
    expect(calls(ws).map((c) => c.step)).toEqual(['init', 'notes']);
  });

  it('STATUS: FAILURE is retried under retry before the failure route; an extracted line reaches the next command', { tags: [CAMPAIGN] }, async () => {
    const files: Record<string, string> = {
      'chains/singles/audit.json': fixture('maestro/wild/chains/singles/audit.json'),
      'scenario.json': JSON.stringify({ default: coordinate({ review_verdict: 'PASS' }), steps: { scan: [coordinate({ report_dir: 'reports/audit-7' })] } }),
    };
    const ws = workspaceWith(files);
    const run = await ws.run(['run', 'chains/singles/audit.json', '--run-id', 'r1', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(run).status, run.stdout).toBe('WORKFLOW_COMPLETE');
    expect(calls(ws).find((c) => c.step === 'summarise').prompt).toContain('/quality-summary --from reports/audit-7');
    const setup = workspaceWith({
      'chains/singles/setup.json': fixture('maestro/wild/chains/singles/setup.json'),
      'scenario.json': JSON.stringify({ default: coordinate(), steps: { init: [{ usage: false, stdout: '--- COORDINATE RESULT ---\nSTATUS: FAILURE\nSUMMARY: flaky' }, coordinate()] } }),
    });
    const r2 = await setup.run(['run', 'chains/singles/setup.json', '--run-id', 'r1', 'description=x', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(r2).status, r2.stdout).toBe('WORKFLOW_COMPLETE');
    expect(calls(setup).filter((c) => c.step === 'init').length).toBe(2);
  });
});

describe('what no runner accepts', () => {
  it('validate . skips an aiox task definition (a steps: list, version 1.x, no trigger): it is not a workflow; a squad phases: list is one', async () => {
    const task = ['# A task definition', 'name: sample-task', 'version: 1.0.0', 'inputs:', '  - name: input1', '    type: string', 'steps:', '  - id: validate', '    action: validate-inputs', '  - id: process', '    action: process-data', '    depends_on: [validate]', ''].join('\n');
    // The old squad-template workflow has the same list but a trigger: still a workflow (aiox).
    const flow = ['name: sample-flow', 'version: 1.0.0', 'trigger:', '  command: "*sample"', 'steps:', '  - id: s', '    task: sample-task', ''].join('\n');
    // An aiox squad workflow (id/name + a phases: list) is one even without a version.
    const squad = ['id: wf-pipeline', 'name: Pipeline', 'phases:', '  - id: plan', '    agent: chief', ''].join('\n');
    const ws = workspaceWith({ 'templates/tasks/sample-task.yaml': task, 'templates/workflows/sample-flow.yaml': flow, 'squads/x/workflows/wf-pipeline.yaml': squad });
    const r = await ws.run(['validate', '.', '--json']);
    const out = jsonOf(r);
    expect(out.files).toEqual(['squads/x/workflows/wf-pipeline.yaml', 'templates/workflows/sample-flow.yaml']);
    // Its phases list is read as the sequence (workflow-validator.js _getPhaseSequence), with a warning.
    expect(out.errors.filter((d: any) => d.file === 'squads/x/workflows/wf-pipeline.yaml')).toEqual([]);
    expect(out.warnings.filter((d: any) => d.file === 'squads/x/workflows/wf-pipeline.yaml').map((d: any) => d.code)).toContain('AIOX_PHASES_AS_SEQUENCE');
    expect([...out.errors, ...out.warnings].map((d: any) => d.file)).not.toContain('templates/tasks/sample-task.yaml');
    // Only task definitions under a folder: no workflow files there (an error, naming what was skipped), exit 1.
    const only = await ws.run(['validate', 'templates/tasks', '--json']);
    expect(only.code, only.stdout).toBe(1);
    expect(jsonOf(only).errors.map((d: any) => d.code)).toEqual(['NO_WORKFLOW_FILES']);
    expect(jsonOf(only).errors[0].message).toContain('skipped as not workflows: templates/tasks/sample-task.yaml (an aiox task definition)');
  });


  it('convert --out writes nothing for a file with errors; an empty workflow is a validation error, never a crash', { tags: [CAMPAIGN] }, async () => {
    const broken = 'workflow:\n  id: b\n  name: B\n  sequence:\n    - id: a\n      agent: dev\n      condition: "score >="\n';
    const empty = 'version: "4.0"\nname: empty\nstate_path: runs/{{run_id}}/state.yaml\nsteps: {}\n';
    const ws = workspaceWith({ 'broken.yaml': broken, 'empty.yaml': empty, 'epic.yaml': 'workflow:\n  id: epic\n  name: Epic\n  inner_workflow: story-cycle\n' });
    const c = await ws.run(['convert', 'broken.yaml', '--out', 'native.yaml']);
    expect(c.code).toBe(1);
    expect(c.stderr).toContain('not written');
    expect(ws.exists('native.yaml')).toBe(false);
    expect(c.stdout).not.toMatch(/if: ["']?false/);
    for (const [file, code] of [['empty.yaml', 'NO_STEPS'], ['epic.yaml', 'AIOX_SEQUENCE_EMPTY']] as const) {
      const v = await ws.run(['validate', file, '--json']);
      expect(jsonOf(v).errors.map((e: any) => e.code)).toEqual([code]);
      const r = await ws.run(['run', file, '--run-id', 'r1', '--json']);
      expect(jsonOf(r).status).toBe('WORKFLOW_CONTRACT_INVALID');
      expect(r.stderr).not.toContain('internal error');
    }
  });
});
