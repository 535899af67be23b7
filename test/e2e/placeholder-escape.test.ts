// Backslashes before a placeholder (Handlebars' rule, docs/workflow-format.md#inputs-and-placeholders)
// end to end: validate warns (PLACEHOLDER_ESCAPED) where an escape names something that would
// substitute, --strict fails on it; a run gives `\\{{dir}}` as a backslash and the value; CCW and
// aiox templates with a backslash right before a reference keep it before the value (esc34).
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { AGENT, calls, ENV } from './formats-ccw-fixtures.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const NATIVE = [
  "version: '4.0'",
  'name: escapes',
  "state_path: 'runs/{{run_id}}/state.yaml'",
  'inputs:',
  '  required: [dir]',
  'steps:',
  '  a:',
  '    inline_instruction: |',
  '      Build in C:\\work\\{{dir}} for run \\{{run_id}}.',
  '      Keep \\{{unknown}} as text; put the value after a backslash: D:\\\\{{dir}}.',
  "    output: 'runs/{{run_id}}/a.md'",
  '    statuses: { DONE: DONE }',
  '  b:',
  '    prompt: prompts/b.md',
  "    output: 'runs/{{run_id}}/b.md'",
  '    statuses: { DONE: DONE }',
  '',
].join('\n');
const PROMPT = 'Work in\n  E:\\\\{{dir}} and \\{{dir}}\nstatus: DONE\n';

describe('validate: PLACEHOLDER_ESCAPED', () => {
  it('warns at each escape of a name that would substitute (input, runner-owned value; prompt files too), at file:line:column; --strict fails', async () => {
    const ws = workspaceWith({ 'wf.yaml': NATIVE.replace('statuses: { DONE: DONE }\n  b:', 'statuses: { DONE: b }\n  b:'), 'prompts/b.md': PROMPT });
    const v = await ws.run(['validate', 'wf.yaml', '--json']);
    expect(v.code, v.stdout).toBe(0);
    const out = jsonOf(v);
    expect(out.errors).toEqual([]);
    expect(out.warnings.map((d: { code: string; file: string; line: number; column: number; message: string }) => `${d.code} ${d.file}:${d.line}:${d.column} ${d.message.split(',')[0]}`)).toEqual([
      `PLACEHOLDER_ESCAPED prompts/b.md:2:19 prompt prompts/b.md (used by step 'b'`,
      "PLACEHOLDER_ESCAPED wf.yaml:9:23 inline_instruction of step 'a' has \\{{dir}}",
      "PLACEHOLDER_ESCAPED wf.yaml:9:40 inline_instruction of step 'a' has \\{{run_id}}",
    ]);
    expect(out.warnings[0].hint).toContain('write \\\\{{dir}}');
    const strict = await ws.run(['validate', 'wf.yaml', '--strict']);
    expect(strict.code).toBe(1);
    expect(strict.stdout + strict.stderr).toContain('wf.yaml:9:23');
  });
});

describe('validate and plan read a default put in by the run\'s rule', () => {
  it('a prompt path \\\\{{dir}} with dir a default names the file a run reads (a backslash and the value, not both backslashes): validate clean, plan --show-prompt shows it', { tags: [CAMPAIGN] }, async () => {
    const wf = [
      "version: '4.0'",
      'name: paths',
      "state_path: 'runs/{{run_id}}/state.yaml'",
      'inputs:',
      '  required: [run_id]',
      '  defaults:',
      "    dir: 'proj'",
      // The prompt file is `prompts/x\proj.md`: a backslash in the name, then the default's value.
      "    where: 'x\\\\{{dir}}'",
      'execution:',
      "  agent: 'command:true'",
      'steps:',
      '  a:',
      "    prompt: 'prompts/{{where}}.md'",
      "    output: 'runs/{{run_id}}/a.md'",
      '    statuses: { DONE: DONE }',
      '',
    ].join('\n');
    const ws = workspaceWith({ 'wf.yaml': wf, 'prompts/x\\proj.md': 'Work on the project.\nstatus: DONE\n' });
    const v = await ws.run(['validate', 'wf.yaml', '--json']);
    expect(v.code, v.stdout).toBe(0);
    expect(jsonOf(v).errors).toEqual([]);
    const plan = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--show-prompt', 'a']);
    expect(plan.code, plan.stderr).toBe(0);
    expect(plan.stdout).toContain('Work on the project.');
  });
});

// A CCW template of our own: a backslash right before {dir} (a Windows path), and {{ title }} text.
const CCW = JSON.stringify({
  template_id: 'wft-escapes',
  name: 'Escapes',
  version: '1.0',
  context_schema: { dir: { type: 'string', required: true } },
  nodes: [{ id: 'N-001', type: 'command', name: 'Build', executor: 'workflow:build', args_template: 'build C:\\work\\{dir} and keep \\{{ title }}' }],
  edges: [],
  checkpoints: [],
});

// An aiox workflow of our own: a step input with a backslash before {topic}.
const AIOX = [
  'workflow:',
  '  id: escapes',
  '  name: Escapes',
  '  inputs:',
  '    topic: { required: true }',
  '  sequence:',
  '    - id: build',
  '      agent: dev',
  '      action: Build the thing',
  '      inputs:',
  "        dir: 'C:\\work\\{topic}'",
  '',
].join('\n');

const AIOX_DONE = { usage: false, stdout: ['Done.', '```yaml', 'step_output:', '  status: completed', '  outputs: {}', '```'].join('\n') };

describe('importers: a backslash before a reference stays before its value', () => {
  it('CCW: convert, validate clean, run — the node gets build C:\\work\\<dir>, and {{ title }} as text', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'esc.json': CCW, 'scenario.json': JSON.stringify({}) });
    const conv = await ws.run(['convert', 'esc.json', '--out', 'native.yaml']);
    expect(conv.code, conv.stderr).toBe(0);
    expect((await ws.run(['validate', 'esc.json', '--strict'])).code).toBe(0);
    const r = await ws.run(['run', 'esc.json', 'dir=proj', '--run-id', 'r1', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(r).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    const [call] = calls(ws);
    expect(call!.prompt).toContain('build C:\\work\\proj and keep {{ title }}');
    // The converted native file runs the same way.
    const n = await ws.run(['run', 'native.yaml', 'dir=proj', '--run-id', 'r2', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(n).status, n.stdout + n.stderr).toBe('WORKFLOW_COMPLETE');
    expect(calls(ws)[1]!.prompt).toContain('build C:\\work\\proj and keep {{ title }}');
  });

  it('aiox: convert, run — the step input reads C:\\work\\<topic>', async () => {
    const ws = workspaceWith({ 'esc.yaml': AIOX, 'sc.json': JSON.stringify({ default: AIOX_DONE }) });
    const conv = await ws.run(['convert', 'esc.yaml', '--out', 'native.yaml']);
    expect(conv.code, conv.stderr).toBe(0);
    const env = { FAKE_AGENT_SCENARIO: 'sc.json', FAKE_AGENT_FORMAT: 'none', FAKE_AGENT_LOG: ws.path('calls.jsonl') };
    const r = await ws.run(['run', 'esc.yaml', 'topic=auth', '--run-id', 'r1', '--json', ...AGENT], { env });
    expect(jsonOf(r).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    const prompt = JSON.parse(ws.lines('calls.jsonl')[0]!).prompt as string;
    expect(prompt).toContain('C:\\work\\auth');
    expect(prompt).not.toContain('{{topic}}');
  });
});
