// Imported formats in the Action (in-process: action-harness.ts): a maestro-flow chain graph runs through the Action like a
// native workflow (outputs, state, the summary graph with its decision), its steps run as shell
// commands through the run map; `command: validate` annotates a broken graph on its JSON line; an
// aiox workflow's summary counts the user's steps, not the decisions its import adds.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/cli.js';
import { cleanupHarness, makeWorkspace, runActionStep } from '../helpers/action-harness.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(() => cleanupHarness());

const AIOX_QA_LOOP = readFileSync(join(REPO_ROOT, 'test', 'fixtures', 'formats', 'aiox', 'spec-pipeline.yaml'), 'utf8');
const GRAPH = readFileSync(join(REPO_ROOT, 'test', 'fixtures', 'formats', 'maestro', 'quality-loop.json'), 'utf8');
// review answers BLOCK on its first visit and PASS on its second; fix always succeeds.
const RUN_MAP = `run:
  review: 'n=$(cat review-count 2>/dev/null || echo 0); n=$((n+1)); echo $n > review-count; if [ $n -ge 2 ]; then v=PASS; else v=BLOCK; fi; printf -- "--- COORDINATE RESULT ---\\nSTATUS: SUCCESS\\nREVIEW_VERDICT: %s\\n" "$v"'
  fix: 'printf -- "--- COORDINATE RESULT ---\\nSTATUS: SUCCESS\\nSUMMARY: fixed\\n"'
`;

describe('imported formats in the Action', () => {
  it('runs a maestro-flow graph with a run map: outputs, state under .stagegate/, the decision in the summary graph', { tags: [CAMPAIGN] }, async () => {
    const ws = makeWorkspace();
    mkdirSync(join(ws, 'chains'));
    writeFileSync(join(ws, 'chains', 'quality-loop.json'), GRAPH);
    writeFileSync(join(ws, 'chains', 'quality-loop.stagegate.yaml'), RUN_MAP);
    const r = await runActionStep({ workspace: ws, inputs: { workflow: 'chains/quality-loop.json', 'run-id': 'q1', persist: 'none', inputs: 'phase=3' } });
    expect(r.exitCode, r.stdout + r.stderr).toBe(0);
    expect(r.outputs['status']).toBe('WORKFLOW_COMPLETE');
    expect(r.outputs['state-path']).toBe('.stagegate/maestro/quality-loop/q1/workflow_state.yaml');
    expect(JSON.parse(r.outputs['completed-steps']!)).toEqual(['review', 'check', 'fix']);
    const state = readFileSync(join(ws, '.stagegate', 'maestro', 'quality-loop', 'q1', 'workflow_state.yaml'), 'utf8');
    expect(state).toContain('review_verdict: PASS');
    const mermaid = /```mermaid\n([\s\S]+?)\n```/.exec(r.summary)![1]!;
    // The decision node is drawn as a rhombus, and the review loop was taken twice.
    expect(mermaid).toMatch(/\{"[^"]*check[^"]*"\}/);
    expect(r.summary).toContain('quality-loop');
  });

  it('command: validate annotates a maestro-flow finding on its line in the JSON file', async () => {
    const ws = makeWorkspace();
    mkdirSync(join(ws, 'chains'));
    const broken = GRAPH.replace('"eval": "ctx.result.review_verdict"', '"eval": "ctx.mystery.review_verdict"');
    writeFileSync(join(ws, 'chains', 'quality-loop.json'), broken);
    const line = broken.split('\n').findIndex((l) => l.includes('ctx.mystery')) + 1;
    const r = await runActionStep({ workspace: ws, inputs: { command: 'validate', workflow: 'chains' } });
    expect(r.exitCode).toBe(1);
    const finding = r.annotations.find((a) => a.level === 'error' && a.properties['file'] === 'chains/quality-loop.json');
    expect(finding?.properties['line']).toBe(String(line));
    expect(finding?.properties['title']).toMatch(/^MAESTRO_/);
  });

  it("an aiox workflow's summary counts the steps its file declares, not the decisions the import adds", { tags: [CAMPAIGN] }, async () => {
    const ws = makeWorkspace();
    writeFileSync(join(ws, 'spec-pipeline.yaml'), AIOX_QA_LOOP);
    const ok = "printf 'step_output:\\n  status: completed\\n  outputs: {}\\n'";
    const verdict = "printf 'step_output:\\n  status: completed\\n  verdict: APPROVED\\n  outputs: {}\\n'";
    const make = (file: string) => `mkdir -p docs/spec && echo draft > docs/spec/${file} && ${ok}`;
    writeFileSync(join(ws, 'spec-pipeline.stagegate.yaml'), `run:\n  gather_requirements: "${make('requirements.md')}"\n  write_spec: "${make('spec.md')}"\n  critique_spec: "${verdict}"\n  plan_implementation: "${make('plan.md')}"\n`);
    const r = await runActionStep({ workspace: ws, inputs: { workflow: 'spec-pipeline.yaml', 'run-id': 'a1', persist: 'none' } });
    expect(r.exitCode, r.stdout + r.stderr).toBe(0);
    expect(r.outputs['status']).toBe('WORKFLOW_COMPLETE');
    // Four action steps in the file; the import adds a retry decision per step and a verdict decision.
    expect(r.summary).toContain('steps completed: 4 of 4');
  });
  it("an aiox step whose agent is asked for ({specialist}): the run stops at the question (output question), the answer input answers it and the step runs; none skips the next one", async () => {
    const ws = makeWorkspace();
    const wf = ['workflow:', '  id: copy-review', '  name: Copy review', '  sequence:', '    - id: draft', '      agent: "{specialist}"', '      action: Write the draft',
      '    - id: revise', '      agent: "{specialist}"', '      action: Revise', ''].join('\n');
    mkdirSync(join(ws, 'squads', 'copy', 'workflows'), { recursive: true });
    mkdirSync(join(ws, 'squads', 'copy', 'agents'));
    writeFileSync(join(ws, 'squads', 'copy', 'agents', 'copywriter.md'), '# @copywriter\n');
    writeFileSync(join(ws, 'squads', 'copy', 'workflows', 'review.yaml'), wf);
    const ok = "printf 'step_output:\\n  status: completed\\n  outputs: {}\\n'";
    writeFileSync(join(ws, 'squads', 'copy', 'workflows', 'review.stagegate.yaml'), `run:\n  draft: "${ok}"\n  revise: "${ok}"\n`);
    const base = { workflow: 'squads/copy/workflows/review.yaml', 'run-id': 'a1', persist: 'none' };
    const asked = await runActionStep({ workspace: ws, inputs: base });
    expect(asked.outputs['status'], asked.stdout + asked.stderr).toBe('WORKFLOW_ANSWER_REQUIRED');
    expect(asked.outputs['question']).toBe('Which agent runs aiox step draft (Write the draft; the workflow names it {specialist})? Answer what fills {specialist}, one of: copywriter; or none to skip the step.');
    const chosen = await runActionStep({ workspace: ws, inputs: { ...base, answer: 'copywriter' } });
    expect(chosen.outputs['status'], chosen.stdout + chosen.stderr).toBe('WORKFLOW_ANSWER_REQUIRED');
    expect(chosen.outputs['question']).toContain('Which agent runs aiox step revise');
    const none = await runActionStep({ workspace: ws, inputs: { ...base, answer: 'none' } });
    expect(none.outputs['status'], none.stdout + none.stderr).toBe('WORKFLOW_COMPLETE');
    expect(JSON.parse(none.outputs['completed-steps']!)).toEqual(['draft_agent', 'draft', 'revise_agent']);
  });

  it("the job summary lists the steps an aiox requires check went around (not run), as run --json's not_run does; status's summary too", async () => {
    const ws = makeWorkspace();
    const wf = ['workflow:', '  id: req-mid', '  name: Req Mid', '  sequence:', '    - id: plan', '      agent: pm', '      action: Plan',
      '    - id: synthesise', '      agent: pm', '      action: Synthesise', '      requires: docs/research/market.md',
      '    - id: wrap', '      agent: pm', '      action: Wrap up', '    - meta: end', ''].join('\n');
    writeFileSync(join(ws, 'mid.yaml'), wf);
    const ok = "printf 'step_output:\\n  status: completed\\n  outputs: {}\\n'";
    writeFileSync(join(ws, 'mid.stagegate.yaml'), `run:\n  plan: "${ok}"\n  synthesise: "${ok}"\n  wrap: "${ok}"\n`);
    const r = await runActionStep({ workspace: ws, inputs: { workflow: 'mid.yaml', 'run-id': 'a1', persist: 'none' } });
    expect(r.exitCode, r.stdout + r.stderr).toBe(0);
    expect(r.outputs['status']).toBe('WORKFLOW_COMPLETE');
    const row = '| <code>synthesise</code> | step synthesise skipped: it requires docs/research/market.md, which does not exist | <code>synthesise&#95;requires</code> (visit 1) | <code>wrap</code> |';
    expect(r.summary).toContain('#### Not run');
    expect(r.summary).toContain(row);
    const st = await runActionStep({ workspace: ws, inputs: { command: 'status', workflow: 'mid.yaml', 'run-id': 'a1', persist: 'none' } });
    expect(st.summary, st.stdout + st.stderr).toContain(row);
  });
});
