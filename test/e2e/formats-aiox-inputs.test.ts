/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// An aiox step's own `inputs:` map (qa-loop / spec-pipeline shape), through the CLI as a user
// runs it: its {name} placeholders are workflow inputs (required, or optional with their default
// or none), each step's prompt lists its map's resolved values, {outputs.<step>.<key>} reads what
// that step reported, plan shows the maps, and the converted native file does the same.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, jsonOf, removeWorkspaces, workspaceWith, type TempWorkspace } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const FAKE_AGENT = join(REPO_ROOT, 'test', 'fixtures', 'fake-agent');
const fixture = (name: string) => readFileSync(join(REPO_ROOT, 'test', 'fixtures', 'formats', 'aiox', name), 'utf8');

function answer(fields: Record<string, unknown> = {}) {
  const lines = ['Done.', '```yaml', 'step_output:', '  status: completed'];
  for (const [k, v] of Object.entries(fields)) lines.push(`  ${k}: ${JSON.stringify(v)}`);
  lines.push('```');
  return { usage: false, stdout: lines.join('\n') };
}

const SCENARIO = { steps: { review: [answer({ 'gate-file': 'qa/gates/STORY-42.yml', verdict: 'APPROVE' })] }, default: answer() };
const agentArgs = ['--agent', 'command', '--agent-command', FAKE_AGENT];
const agentEnv = (ws: TempWorkspace) => ({ FAKE_AGENT_SCENARIO: 'sc.json', FAKE_AGENT_FORMAT: 'none', FAKE_AGENT_LOG: ws.path('calls.jsonl') });
const promptOf = (ws: TempWorkspace, step: string): string => ws.lines('calls.jsonl').map((l) => JSON.parse(l)).find((c: any) => c.step === step)!.prompt;

function inputsSection(prompt: string): string {
  // The runner's Inputs section (the aiox prompt's own list of what the step requires is a sub-heading of its task).
  const at = prompt.lastIndexOf('\n## Inputs\n');
  return prompt.slice(at, prompt.indexOf('\n## ', at + 5));
}

describe("aiox: a step's own inputs map", () => {
  it('{storyId} is a required input: a run without it stops before anything runs, naming it; storyId=STORY-42 is accepted', async () => {
    const ws = workspaceWith({ 'wf.yaml': fixture('step-inputs.yaml'), 'sc.json': JSON.stringify(SCENARIO) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r0', '--json', ...agentArgs], { env: agentEnv(ws) });
    expect(r.code).toBe(4);
    expect(jsonOf(r).status).toBe('WORKFLOW_INPUT_REQUIRED');
    expect(jsonOf(r).message).toContain('storyId');
    const plan = await ws.run(['plan', 'wf.yaml', '--run-id', 'p1', 'storyId=STORY-42', ...agentArgs]);
    expect(plan.code, plan.stderr).toBe(0);
    // plan shows each step's inputs map as the run binds it.
    expect(plan.stdout).toContain('inputs: storyId={{storyId}}, source={{source}}, prdPath={{prdPath}}');
    expect(plan.stdout).toContain('gateFile={{steps.review.gate_or_empty.gate-file}}');
  });

  it("each step's prompt gets its map's values: given, defaulted, absent, a path made of an input, config, and what an earlier step reported", { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': fixture('step-inputs.yaml'), 'sc.json': JSON.stringify(SCENARIO) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'storyId=STORY-42', '--json', ...agentArgs], { env: agentEnv(ws) });
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    const gather = inputsSection(promptOf(ws, 'gather'));
    expect(gather).toContain('- `storyId`: STORY-42');
    expect(gather).toContain('- `source`: user');
    expect(gather).toContain('- `prdPath`: (not given)');
    const review = promptOf(ws, 'review');
    // One Task and one Inputs section: the aiox text's own parts are sub-headings of the Task.
    for (const step of ['gather', 'review', 'fix']) {
      const prompt = promptOf(ws, step);
      expect(prompt.match(/^## Task$/gm), step).toHaveLength(1);
      expect(prompt.match(/^## Inputs$/gm), step).toHaveLength(1);
      expect(prompt.indexOf('\n### Result\n'), step).toBeGreaterThan(prompt.indexOf('\n## Task\n'));
    }
    expect(inputsSection(review)).toContain('- `requirements`: docs/stories/STORY-42/requirements.json');
    expect(inputsSection(review)).toContain('- `budget`: 600000');
    // The loop counter is the step's visit count: its first visit here.
    expect(inputsSection(review)).toContain('- `iteration`: 1\n');
    // The review is asked for the key the fix step's input reads.
    expect(review).toContain("gate-file: <value>   # read by step fix's input gateFile");
    const fix = inputsSection(promptOf(ws, 'fix'));
    expect(fix).toContain('- `gateFile`: qa/gates/STORY-42.yml');
    expect(fix).toContain('- `summary`: (the summary output of aiox step close: stagegate cannot bind it here, step close comes later in the sequence');
  });

  it('a default can be overridden and the optional input given; a name the file never uses is still refused', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': fixture('step-inputs.yaml'), 'sc.json': JSON.stringify(SCENARIO) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r2', 'storyId=S-7', 'source=prd', 'prdPath=docs/prd.md', '--json', ...agentArgs], { env: agentEnv(ws) });
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    const gather = inputsSection(promptOf(ws, 'gather'));
    expect(gather).toContain('- `source`: prd');
    expect(gather).toContain('- `prdPath`: docs/prd.md');
    const bad = await ws.run(['run', 'wf.yaml', '--run-id', 'r3', 'storyId=S-7', 'storyid=x', '--json', ...agentArgs], { env: agentEnv(ws) });
    expect(jsonOf(bad).status).toBe('WORKFLOW_INPUT_INVALID');
  });

  it('convert carries the inputs: the native file declares them and its steps bind the same values', async () => {
    const ws = workspaceWith({ 'wf.yaml': fixture('step-inputs.yaml'), 'sc.json': JSON.stringify(SCENARIO) });
    const c = await ws.run(['convert', 'wf.yaml', '--out', 'native.yaml']);
    expect(c.code, c.stderr).toBe(0);
    const native = ws.yaml('native.yaml');
    expect(native.inputs).toEqual({ required: ['storyId'], optional: ['prdPath'], defaults: { source: 'user' } });
    expect(native.steps.fix.inputs.gateFile).toBe('{{steps.review.gate_or_empty.gate-file}}');
    const r = await ws.run(['run', 'native.yaml', '--run-id', 'n1', 'storyId=STORY-42', '--json', ...agentArgs], { env: agentEnv(ws) });
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(inputsSection(promptOf(ws, 'gather'))).toContain('- `prdPath`: (not given)');
    expect(inputsSection(promptOf(ws, 'fix'))).toContain('- `gateFile`: qa/gates/STORY-42.yml');
  });

  it("{currentIteration} is the step's visit count, pass by pass of a qa-loop; {history[-1]…} stays text; convert writes {{steps.<id>.visits}}", async () => {
    // qa-loop.yaml's shape: review -> check_verdict (system) -> fix_issues -> increment_iteration (system) -> review.
    const wf = [
      'workflow:',
      '  id: qa-loop',
      '  name: QA Loop',
      '  sequence:',
      '    - step: review',
      '      agent: qa',
      '      action: Review the story',
      '      inputs: {storyId: "{storyId}", iteration: "{currentIteration}", previousIssues: "{history[-1].issuesFound|0}"}',
      '      outputs: [verdict]',
      '    - step: check_verdict',
      '      agent: system',
      '      condition_check:',
      '        - {condition: verdict == "APPROVE", action: complete}',
      '        - {condition: verdict == "REJECT", action: continue, next: fix_issues}',
      '    - step: fix_issues',
      '      agent: dev',
      '      action: Apply the fixes',
      '      inputs: {storyId: "{storyId}", iteration: "{currentIteration}"}',
      '    - step: increment_iteration',
      '      agent: system',
      '      condition_check:',
      '        - {condition: currentIteration >= 3, action: escalate}',
      '        - {condition: currentIteration < 3, action: continue, next: review}',
      '',
    ].join('\n');
    const scenario = { steps: { review: [answer({ verdict: 'REJECT', issues: 3 }), answer({ verdict: 'REJECT', issues: 1 }), answer({ verdict: 'APPROVE', issues: 0 })] }, default: answer() };
    for (const [file, runId] of [['wf.yaml', 'q1'], ['native.yaml', 'q2']] as const) {
      const ws = workspaceWith({ 'wf.yaml': wf, 'sc.json': JSON.stringify(scenario) });
      if (file === 'native.yaml') {
        const c = await ws.run(['convert', 'wf.yaml', '--out', 'native.yaml']);
        expect(c.code, c.stderr).toBe(0);
        expect(ws.yaml('native.yaml').steps.review.inputs.iteration).toBe('{{steps.review.visits}}');
      }
      const v = await ws.run(['validate', file]);
      expect(v.code, v.stdout + v.stderr).toBe(0);
      const r = await ws.run(['run', file, '--run-id', runId, 'storyId=S-1', '--json', ...agentArgs], { env: agentEnv(ws) });
      expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
      const calls = ws.lines('calls.jsonl').map((l) => JSON.parse(l));
      const iterations = (step: string) => calls.filter((c: any) => c.step === step).map((c: any) => /- `iteration`: (.*)\n/.exec(inputsSection(c.prompt))?.[1]);
      expect(iterations('review')).toEqual(['1', '2', '3']);
      expect(iterations('fix_issues')).toEqual(['1', '2']);
      expect(inputsSection(calls[0].prompt)).toContain("- `previousIssues`: (aiox runner value history[-1].issuesFound, default 0: stagegate does not keep it)");
    }
  });
  it("{currentIteration} in a parallel_group's branch counts the group's visits (a branch is no step of any scope)", { tags: [CAMPAIGN] }, async () => {
    const wf = [
      'workflow:',
      '  id: parallel-research',
      '  name: Parallel Research',
      '  sequence:',
      '    - id: market_research',
      '      agent: analyst',
      '      action: Research the market',
      '      parallel_group: research',
      '      inputs: {iteration: "{currentIteration}"}',
      '    - id: tech_research',
      '      agent: architect',
      '      action: Research the technology options',
      '      parallel_group: research',
      '    - meta: end',
      '',
    ].join('\n');
    const ws = workspaceWith({ 'wf.yaml': wf, 'sc.json': JSON.stringify({ default: answer() }) });
    const v = await ws.run(['validate', 'wf.yaml']);
    expect(v.code, v.stdout + v.stderr).toBe(0);
    const c = await ws.run(['convert', 'wf.yaml', '--out', 'native.yaml']);
    expect(c.code, c.stderr).toBe(0);
    const native = ws.yaml('native.yaml');
    const group = Object.keys(native.steps).find((id) => native.steps[id].parallel !== undefined)!;
    const branch = Object.values(native.steps[group].parallel.branches).find((b: any) => b.inputs !== undefined) as any;
    expect(branch.inputs.iteration).toBe(`{{steps.${group}.visits}}`);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'p1', '--json', ...agentArgs], { env: agentEnv(ws) });
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    const prompts = ws.lines('calls.jsonl').map((l) => JSON.parse(l).prompt as string).filter((p) => p.includes('- `iteration`:'));
    expect(prompts.map((p) => /- `iteration`: (.*)\n/.exec(inputsSection(p))?.[1])).toEqual(['1']);
  });
  it("a skip_if reads a step's inputs map as the run binds it: source ({source|user}) is an input, overrideComplexity the complexity input it carries", async () => {
    // spec-pipeline's shape: gather binds source: "{source|user}", assess binds
    // overrideComplexity: "{complexity|null}" and skips on either.
    const wf = [
      'workflow:',
      '  id: spec-lite',
      '  name: Spec Lite',
      '  sequence:',
      '    - step: gather',
      '      agent: pm',
      '      action: Gather the requirements',
      '      inputs: {storyId: "{storyId}", source: "{source|user}"}',
      '      outputs: [requirements.json]',
      '    - step: assess',
      '      agent: architect',
      '      action: Assess the complexity',
      '      inputs: {storyId: "{storyId}", overrideComplexity: "{complexity|null}"}',
      '      outputs: [complexity.json]',
      `      skip_if: "source === 'simple' OR overrideComplexity === 'SIMPLE'"`,
      '    - step: write',
      '      agent: pm',
      '      action: Write the spec',
      '    - meta: end',
      '',
    ].join('\n');
    const ws = workspaceWith({ 'wf.yaml': wf, 'sc.json': JSON.stringify({ default: answer() }) });
    const v = await ws.run(['validate', 'wf.yaml', '--json']);
    expect(jsonOf(v).warnings.map((w: any) => w.code)).not.toContain('AIOX_CONDITION_UNKNOWN');
    const native = (await ws.run(['convert', 'wf.yaml', '--out', 'native.yaml']), ws.yaml('native.yaml'));
    expect(native.inputs).toEqual({ required: ['storyId'], optional: ['complexity'], defaults: { source: 'user' } });
    expect(native.steps.assess_when.decide[0].if).toBe("!(inputs.source == 'simple' || inputs.complexity == 'SIMPLE')");
    const ran = async (runId: string, args: string[]) => {
      const r = await ws.run(['run', 'wf.yaml', '--run-id', runId, 'storyId=S-1', ...args, '--json', ...agentArgs], { env: { ...agentEnv(ws), FAKE_AGENT_LOG: ws.path(`${runId}.jsonl`) } });
      expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
      return ws.lines(`${runId}.jsonl`).map((l) => JSON.parse(l).step as string);
    };
    expect(await ran('c0', [])).toEqual(['gather', 'assess', 'write']);
    expect(await ran('c1', ['complexity=SIMPLE'])).toEqual(['gather', 'write']);
    expect(await ran('c2', ['source=simple'])).toEqual(['gather', 'write']);
    expect(await ran('c3', ['complexity=COMPLEX'])).toEqual(['gather', 'assess', 'write']);
  });
});
