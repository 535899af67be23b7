/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// Decision steps and stall detection through the built CLI: each branch taken on gate values
// (an extra `score` key) and inputs, else, the decision log in state, validation errors at the
// right line, a decision loop bounded by max_visits, stop_after_step on a decision, plan and
// a stalled loop (WORKFLOW_BLOCKED_STALLED, exit 3) or its on_stall escape.
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

// review reads its score for visit N from line N of scores.txt and writes it as an extra gate
// key; its body names the visit, so a revisit is never a stall.
const REVIEW_RUN = 'source lib.sh; count; finish REVIEWED; printf "  score: %s\\n" "$(sed -n "${STAGEGATE_VISIT}p" scores.txt)" >>"$STAGEGATE_OUTPUT"';

function decisionYaml(opts: { routeMaxVisits?: number; decide?: string } = {}): string {
  return `version: '4.0'
name: decide
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
  optional: [mode]
steps:
  review:
    run: ${JSON.stringify(REVIEW_RUN)}
    output: 'runs/{{run_id}}/review.md'
    statuses: {REVIEWED: route}
    max_visits: 6
  route:
${
  opts.decide ??
  `    decide:
      - if: steps.review.gate.score >= 90
        to: publish
      - if: visits.review > 2 || inputs.mode == 'strict'
        to: BLOCKED
      - else: revise`
}
    max_visits: ${opts.routeMaxVisits ?? 5}
  revise:
    run: 'source lib.sh; stage REVISED'
    output: 'runs/{{run_id}}/revise.md'
    statuses: {REVISED: review}
    max_visits: 6
  publish:
    run: 'source lib.sh; stage PUBLISHED'
    output: 'runs/{{run_id}}/publish.md'
    statuses: {PUBLISHED: DONE}
`;
}

describe('decision steps', () => {
  it('takes the first branch on a gate value and logs the value it saw', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': decisionYaml(), 'scores.txt': '95\n' });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(0);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 2 });
    expect(ws.lines('counter.txt')).toEqual(['review', 'publish']);
    const state = ws.state('runs/r1/workflow_state.yaml');
    expect(state.decisions).toHaveLength(1);
    expect(state.decisions[0]).toMatchObject({
      step: 'route',
      visit: 1,
      chosen: 0,
      to: 'publish',
      branches: [{ expression: 'steps.review.gate.score >= 90', value: true, truthy: true, seen: { 'steps.review.gate.score': 95 } }],
    });
    expect(state.steps.route).toMatchObject({ kind: 'decision', status: 'completed', visits: 1 });
    expect(state.history.map((h: any) => `${h.step}->${h.to}`)).toEqual(['review->route', 'route->publish', 'publish->null']);
  });

  it('takes else, loops, then the first branch once the score is high enough', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': decisionYaml(), 'scores.txt': '50\n92\n' });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(0);
    expect(ws.lines('counter.txt')).toEqual(['review', 'revise', 'review', 'publish']);
    const d = ws.state('runs/r1/workflow_state.yaml').decisions;
    expect(d.map((x: any) => `${x.visit}:${x.chosen}:${x.to}`)).toEqual(['1:else:revise', '2:0:publish']);
    expect(d[0].branches).toEqual([
      { expression: 'steps.review.gate.score >= 90', value: false, truthy: false, seen: { 'steps.review.gate.score': 50 } },
      { expression: "visits.review > 2 || inputs.mode == 'strict'", value: false, truthy: false, seen: { 'visits.review': 1, 'inputs.mode': null } },
    ]);
  });

  it('takes the second branch on visits (BLOCKED, exit 3)', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': decisionYaml(), 'scores.txt': '10\n20\n30\n' });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(3);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE' });
    const state = ws.state('runs/r1/workflow_state.yaml');
    expect(state.decisions.map((x: any) => x.chosen)).toEqual(['else', 'else', 1]);
    expect(state.decisions[2].branches[1]).toMatchObject({ truthy: true, seen: { 'visits.review': 3 } });
    expect(state.message).toContain('decision route took if visits.review > 2');
  });

  it('takes a branch on an input', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': decisionYaml(), 'scores.txt': '10\n' });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'mode=strict', '--json']);
    expect(r.code).toBe(3);
    expect(ws.state('runs/r1/workflow_state.yaml').decisions[0]).toMatchObject({ chosen: 1, to: 'BLOCKED', branches: [{}, { seen: { 'inputs.mode': 'strict' } }] });
  });

  it('a decision loop is bounded by the decision step max_visits', { tags: [CAMPAIGN] }, async () => {
    const decide = `    decide:
      - if: steps.review.gate.score >= 90
        to: publish
      - else: revise`;
    const ws = workspaceWith({ 'wf.yaml': decisionYaml({ routeMaxVisits: 2, decide }), 'scores.txt': '1\n2\n3\n4\n' });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(3);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_BLOCKED_LOOP_LIMIT' });
    const state = ws.state('runs/r1/workflow_state.yaml');
    expect(state.decisions).toHaveLength(2);
    expect(state.message).toContain('step route would be entered a 3rd time (max_visits 2)');
  });

  it('stop_after_step may name a decision; resume continues from its choice', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': decisionYaml(), 'scores.txt': '95\n' });
    const r1 = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'stop_after_step=route', '--json']);
    expect(r1.code).toBe(0);
    expect(jsonOf(r1)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'publish' });
    const r2 = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r2)).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(ws.state('runs/r1/workflow_state.yaml').decisions).toHaveLength(1);
  });

  it('an expression that fails at run time stops with WORKFLOW_CONTRACT_INVALID, recorded in state', async () => {
    const decide = `    decide:
      - if: fromJSON(inputs.mode) > 2
        to: publish
      - else: revise`;
    const ws = workspaceWith({ 'wf.yaml': decisionYaml({ decide }), 'scores.txt': '95\n' });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'mode=not-json', '--json']);
    expect(r.code).toBe(5);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_CONTRACT_INVALID', active_step: 'route' });
    const state = ws.state('runs/r1/workflow_state.yaml');
    expect(state).toMatchObject({ status: 'WORKFLOW_CONTRACT_INVALID', active_step: 'route' });
    expect(state.message).toContain("decision route: expression 'fromJSON(inputs.mode) > 2' failed");
    expect(state.decisions).toEqual([]);
  });

  it('plan shows every branch', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': decisionYaml(), 'scores.txt': '95\n' });
    const j = jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--json']));
    const route = j['steps'].find((s: any) => s.id === 'route');
    expect(route).toMatchObject({ kind: 'decision', max_visits: 5 });
    expect(route.transitions).toEqual([
      { on: 'if steps.review.gate.score >= 90', to: 'publish' },
      { on: "if visits.review > 2 || inputs.mode == 'strict'", to: 'BLOCKED' },
      { on: 'else', to: 'revise' },
    ]);
  });
});

describe('decision validation', () => {
  async function errorsOf(decide: string): Promise<any[]> {
    const ws = workspaceWith({ 'wf.yaml': decisionYaml({ decide }), 'scores.txt': '95\n' });
    const r = await ws.run(['validate', 'wf.yaml', '--json']);
    expect(r.code).toBe(1);
    return jsonOf(r)['errors'];
  }
  // In decisionYaml, the first line of `decide:` is line 14 of the file.
  it('an unknown context root is an error at the if line', async () => {
    const errors = await errorsOf(`    decide:
      - if: review.score >= 90
        to: publish
      - else: revise`);
    expect(errors).toEqual([expect.objectContaining({ code: 'DECISION_EXPRESSION_INVALID', line: 15, column: 13, path: ['steps', 'route', 'decide', 0, 'if'] })]);
    expect(errors[0].message).toContain("'review'");
  });

  it('a name the context can never hold is an error at its column, never a silent null: an undeclared input, a step out of scope, a field a record lacks, run.<not id>', async () => {
    const errors = await errorsOf(`    decide:
      - if: inputs.mdoe == 'strict'
        to: publish
      - if: steps.reveiw.gate.score >= 90 || visits.revise > 2
        to: publish
      - if: steps.review.gaet.score >= 90 && run.name == 'x'
        to: BLOCKED
      - else: revise`);
    expect(errors.map((e) => `${e.code}:${e.line}:${e.column}`)).toEqual(['DECISION_EXPRESSION_INVALID:15:20', 'DECISION_EXPRESSION_INVALID:17:19', 'DECISION_EXPRESSION_INVALID:19:26', 'DECISION_EXPRESSION_INVALID:19:50']);
    expect(errors[0].message).toContain("reads inputs.mdoe, which is always null: 'mdoe' is not a declared input of this workflow. Did you mean 'mode'?");
    expect(errors[1].message).toContain("'reveiw' is not a step of this workflow. Did you mean 'review'?");
    expect(errors[2].message).toContain("a step's record has no 'gaet'");
    expect(errors[3].message).toContain("run has no 'name'");
  });

  it('names match the context case-insensitively (as GitHub does), and a per_item decision sees its own machine and the item bindings only', async () => {
    const ok = await workspaceWith({ 'wf.yaml': decisionYaml({ decide: `    decide:
      - if: inputs.MODE == 'strict' && Steps.Review.Gate.score >= 90 && VISITS.review > 0 && run.ID != '' && steps[inputs.mode].status == 'x'
        to: publish
      - else: revise` }), 'scores.txt': '95\n' }).run(['validate', 'wf.yaml', '--json']);
    expect([ok.code, jsonOf(ok).errors], ok.stdout).toEqual([0, []]);
    const ws = workspaceWith({
      'reg.md': '| ID | Name |\n|---|---|\n| A | Alpha |\n',
      'wf.yaml': `version: '4.0'
name: items
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  prepare:
    run: 'source lib.sh; stage READY'
    output: 'runs/{{run_id}}/prepare.md'
    statuses: {READY: each}
  each:
    foreach:
      source: reg.md
      id_field: ID
      bindings: { slug: { field: Name, transform: slugify } }
    per_item:
      check:
        run: 'source lib.sh; stage OK'
        output: 'runs/{{run_id}}/{{slug}}.md'
        statuses: {OK: pick}
      pick:
        decide:
          - if: inputs.slug != '' && inputs.item_id != '' && steps.check.status == 'completed'
            to: next_artifact
          - if: steps.prepare.status == 'completed'
            to: next_artifact
          - else: next_artifact
    completion:
      require: all items verified
      on_complete: DONE
`,
    });
    const v = await ws.run(['validate', 'wf.yaml', '--json']);
    expect(jsonOf(v).errors.map((e: any) => `${e.code}:${e.line}`), v.stdout).toEqual(['DECISION_EXPRESSION_INVALID:25']);
    expect(jsonOf(v).errors[0].message).toContain("'prepare' is not a step of the per_item machine of foreach 'each'");
  });

  it('a per_item decision reads the inputs its stages get: the parent\'s artifact_root (a default) and a binding named *_path', async () => {
    const ws = workspaceWith({
      'reg.md': '| ID | Name |\n|---|---|\n| A | Alpha |\n',
      'wf.yaml': `version: '4.0'
name: items
state_path: '{{artifact_root}}/workflow_state.yaml'
inputs:
  required: [run_id]
  defaults: { artifact_root: 'runs/{{run_id}}' }
steps:
  each:
    foreach:
      source: reg.md
      id_field: ID
      bindings: { page_path: { field: Name } }
    per_item:
      check:
        run: 'source lib.sh; printf "%s %s\\n" "{{artifact_root}}" "{{page_path}}" >seen.txt; stage OK'
        output: '{{artifact_root}}/{{item_id}}.md'
        statuses: {OK: pick}
      pick:
        decide:
          - if: inputs.artifact_root == 'runs/r1' && inputs.page_path == 'Alpha'
            to: next_artifact
          - else: BLOCKED
    completion:
      require: all items verified
      on_complete: DONE
`,
    });
    const v = await ws.run(['validate', 'wf.yaml', '--json']);
    expect(jsonOf(v).errors, v.stdout).toEqual([]);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(ws.read('seen.txt')).toBe('runs/r1 Alpha\n');
    expect([r.code, jsonOf(r).status], r.stdout + r.stderr).toEqual([0, 'WORKFLOW_COMPLETE']);
    // A control the parent declares (execution_mode) does not reach its item runs: null there, so validate says so.
    const wf = ws.read('wf.yaml').replace("defaults: { artifact_root", "defaults: { execution_mode: resume, artifact_root").replace("          - else: BLOCKED", "          - if: inputs.execution_mode == 'resume'\n            to: next_artifact\n          - else: BLOCKED");
    const c = await workspaceWith({ 'reg.md': ws.read('reg.md'), 'wf.yaml': wf }).run(['validate', 'wf.yaml', '--json']);
    expect(jsonOf(c).errors.map((e: any) => `${e.code}:${e.line}`), c.stdout).toEqual(['DECISION_EXPRESSION_INVALID:22']);
    expect(jsonOf(c).errors[0].message).toContain("'execution_mode' is a control or runner-owned value of the run, which its item runs are not given");
  });

  it('a syntax error is an error at its if line', async () => {
    const errors = await errorsOf(`    decide:
      - if: steps.review.gate.score >= 90
        to: publish
      - if: steps.review.gate.score >=
        to: BLOCKED
      - else: revise`);
    // The column points at the operator missing its right-hand side.
    expect(errors).toEqual([expect.objectContaining({ code: 'DECISION_EXPRESSION_INVALID', line: 17, column: 37 })]);
  });

  it('a missing else and an else before the last branch are errors', async () => {
    const missing = await errorsOf(`    decide:
      - if: steps.review.gate.score >= 90
        to: publish
      - if: steps.review.gate.score < 90
        to: revise`);
    expect(missing.map((e) => `${e.code}:${e.line}`)).toEqual(['DECISION_ELSE_MISSING:14']);
    const notLast = await errorsOf(`    decide:
      - else: revise
      - if: steps.review.gate.score >= 90
        to: publish`);
    expect(notLast.map((e) => `${e.code}:${e.line}`)).toContain('DECISION_ELSE_NOT_LAST:15');
  });

  it("a gate key one edit from a standard one is a warning at its if line (it reads null on every run); extra keys, and keys a gate_schema names, are not", async () => {
    const yaml = decisionYaml({
      decide: `    decide:
      - if: steps.review.gate.stauts == 'REVIEWED'
        to: publish
      - if: steps.review.gate.unresolved_hgih > 0 || steps.review.gate.score >= 90 || steps.review.gate.Status == 'X' || steps.review.gate.state == 'x'
        to: publish
      - if: steps.review.gate.stats != null || steps.review.gate.states != null || steps.review.gate.steps != null || steps.review.gate.workflows != null || steps.review.gate.artefact == 'x'
        to: publish
      - else: revise`,
    });
    const ws = workspaceWith({ 'wf.yaml': yaml, 'scores.txt': '50\n' });
    const v = await ws.run(['validate', 'wf.yaml', '--json']);
    expect(v.code, v.stdout).toBe(0);
    const warnings = jsonOf(v)['warnings'].filter((w: any) => w.code === 'DECISION_GATE_KEY_SUSPECT');
    // score (an extra key), Status (case does not matter) and state (two edits from status) are not
    // flagged; nor are stats, states, steps, workflows (plausible extra keys); artefact is a typo.
    expect(warnings.map((w: any) => [w.line, w.message.match(/Did you mean '(\w+)'/)?.[1]])).toEqual([
      [15, 'status'],
      [17, 'unresolved_high'],
      [19, 'artifact'],
    ]);
    expect(warnings[0].message).toContain('steps.review.gate.stauts');
    expect(warnings[0].column).toBe(yaml.split('\n')[14]!.indexOf('stauts') + 1);
    expect(warnings[0].hint).toContain('steps.review.gate.status');
    // What the warning says: the key is null, so the branch is never taken.
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'route', '--json']);
    expect(ws.state('runs/r1/workflow_state.yaml').decisions[0], r.stdout).toMatchObject({ chosen: 'else', to: 'revise' });
    // A gate_schema names the step's extra keys: a key it names is one (stauts); the ones it does not name are still suspect.
    const schema = yaml.replace("    statuses: {REVIEWED: route}\n", "    statuses: {REVIEWED: route}\n    gate_schema: {type: object, properties: {stauts: {type: string}, score: {type: integer}}}\n");
    ws.write('wf2.yaml', schema);
    const v2 = await ws.run(['validate', 'wf2.yaml', '--json']);
    expect(jsonOf(v2)['warnings'].filter((w: any) => w.code === 'DECISION_GATE_KEY_SUSPECT').map((w: any) => w.line)).toEqual([18, 20]);
  });

  it('an input read as a boolean is a warning at its if line: inputs are text, and the routes it reads never happen', async () => {
    const yaml = decisionYaml({
      decide: `    decide:
      - if: inputs.dry_run
        to: DONE
      - if: steps.review.gate.score >= 90 && !(inputs.mode == false)
        to: publish
      - if: inputs.dry_run == 'true' || inputs.mode == true || inputs.mode == 'true'
        to: publish
      - else: revise`,
    }).replace('  optional: [mode]\n', '  optional: [mode, dry_run]\n  defaults: { dry_run: false }\n  types: { dry_run: boolean }\n');
    const ws = workspaceWith({ 'wf.yaml': yaml, 'scores.txt': '50\n' });
    const v = await ws.run(['validate', 'wf.yaml', '--json']);
    expect(v.code, v.stdout).toBe(0);
    const warnings = jsonOf(v)['warnings'].filter((w: any) => w.code === 'DECISION_INPUT_BOOLEAN');
    // Line 17 (the typed input alone) and 19 (mode compared with false); line 21 also compares with text: not flagged.
    expect(warnings.map((w: any) => `${w.line}:${w.message.includes('on its own') ? 'truthy' : 'compared'}`)).toEqual(['17:truthy', '19:compared']);
    expect(warnings[0].hint).toContain("inputs.dry_run == 'true'");
    // What the warning says happens: the default 'false' is truthy, so the first branch is taken.
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r).status).toBe('WORKFLOW_COMPLETE');
    expect(ws.state('runs/r1/workflow_state.yaml').decisions[0]).toMatchObject({ chosen: 0, to: 'DONE' });
  });

  it("a boolean input tested inside an && that pins its text (== 'true') is no warning: it routes as it reads; || or == 'false' still are", async () => {
    const yaml = decisionYaml({
      decide: `    decide:
      - if: inputs.dry_run == 'true' && inputs.dry_run
        to: DONE
      - if: inputs.dry_run != 'FALSE' && (steps.review.gate.score > 99 || !inputs.dry_run)
        to: DONE
      - if: inputs.dry_run == 'true' || inputs.dry_run
        to: publish
      - if: inputs.dry_run == 'false' && inputs.dry_run
        to: publish
      - else: revise`,
    }).replace('  optional: [mode]\n', '  optional: [mode, dry_run]\n  defaults: { dry_run: false }\n  types: { dry_run: boolean }\n');
    const ws = workspaceWith({ 'wf.yaml': yaml, 'scores.txt': '50\n' });
    const v = await ws.run(['validate', 'wf.yaml', '--json']);
    expect(v.code, v.stdout).toBe(0);
    const warnings = jsonOf(v)['warnings'].filter((w: any) => w.code === 'DECISION_INPUT_BOOLEAN');
    // Lines 21 and 23: 'false' is truthy there, so each is taken when dry_run is false.
    expect(warnings.map((w: any) => `${w.line}:${w.message.includes('on its own') ? 'truthy' : 'compared'}`)).toEqual(['21:truthy', '23:truthy']);
    // As the warnings say: with dry_run true the first branch is taken; with false the first two
    // are not (the pinned ones read as they route), the third is (its || reads 'false' as true).
    await ws.run(['run', 'wf.yaml', '--run-id', 't', 'dry_run=true', '--stop-after-step', 'route']);
    expect(ws.state('runs/t/workflow_state.yaml').decisions[0]).toMatchObject({ chosen: 0, to: 'DONE' });
    await ws.run(['run', 'wf.yaml', '--run-id', 'f', '--stop-after-step', 'route']);
    expect(ws.state('runs/f/workflow_state.yaml').decisions[0]).toMatchObject({ chosen: 2, to: 'publish' });
  });

  it('a number input compared with a boolean is no warning: its text compares as a number (0 == false holds)', async () => {
    const yaml = decisionYaml({
      decide: `    decide:
      - if: inputs.retries == false
        to: publish
      - else: revise`,
    }).replace('  optional: [mode]\n', '  optional: [mode, retries]\n  defaults: { retries: 0 }\n  types: { retries: number }\n');
    const ws = workspaceWith({ 'wf.yaml': yaml, 'scores.txt': '50\n' });
    const v = await ws.run(['validate', 'wf.yaml', '--json']);
    expect(v.code, v.stdout).toBe(0);
    expect(jsonOf(v)['warnings'].filter((w: any) => w.code === 'DECISION_INPUT_BOOLEAN')).toEqual([]);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(ws.state('runs/r1/workflow_state.yaml').decisions[0], r.stdout).toMatchObject({ chosen: 0, to: 'publish' });
  });

  it('a filter over every input (contains(inputs.*, ...)) validates and routes: no internal error from the boolean check', async () => {
    const yaml = decisionYaml({
      decide: `    decide:
      - if: contains(inputs.*, 'strict')
        to: publish
      - else: revise`,
    });
    const ws = workspaceWith({ 'wf.yaml': yaml, 'scores.txt': '50\n' });
    const v = await ws.run(['validate', 'wf.yaml', '--json']);
    expect([v.code, v.stderr], v.stdout).toEqual([0, '']);
    expect(jsonOf(v)).toMatchObject({ errors: [], warnings: [] });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'mode=strict', '--json']);
    expect(jsonOf(r).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.state('runs/r1/workflow_state.yaml').decisions[0]).toMatchObject({ chosen: 0, to: 'publish' });
  });

  it('branch targets are transitions: an unknown one is UNKNOWN_TARGET at its line', { tags: [CAMPAIGN] }, async () => {
    const errors = await errorsOf(`    decide:
      - if: steps.review.gate.score >= 90
        to: pubilsh
      - else: revise`);
    expect(errors).toEqual([expect.objectContaining({ code: 'UNKNOWN_TARGET', line: 16 })]);
    expect(errors[0].message).toMatch(/did you mean 'publish'/i);
  });
});

// A review loop whose revise output never changes: with a review that never changes either, the
// loop is at a fixed point when revise repeats itself on its second visit (nothing accepted since
// its first changed): a stall there.
function stallYaml(onStall: string | undefined, reviewRun: string): string {
  return `version: '4.0'
name: stall
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  review:
    run: ${JSON.stringify(reviewRun)}
    output: 'runs/{{run_id}}/review.md'
    statuses: {CHANGES_REQUESTED: revise, APPROVED: DONE}
    max_visits: 5
  revise:
    run: 'source lib.sh; count; outdir; printf "# revised\\n\\n" >"$STAGEGATE_OUTPUT"; gate REVISED'
    output: 'runs/{{run_id}}/revise.md'
    statuses: {REVISED: review}
    max_visits: 5
${onStall !== undefined ? `    on_stall: ${onStall}\n` : ''}${
  onStall !== undefined
    ? `  escalate:
    instruction: Ask a person to settle the review.
    terminal_status: WORKFLOW_BLOCKED_ESCALATED
`
    : ''
}`;
}
// Same bytes every visit (no visit number in the body).
const SAME_REVIEW = 'source lib.sh; count; mkdir -p runs/r1; printf "# review\\n\\n" >"$STAGEGATE_OUTPUT"; gate CHANGES_REQUESTED';

describe('stall detection', () => {
  it('an identical gate on a revisit stops with WORKFLOW_BLOCKED_STALLED (exit 3)', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': stallYaml(undefined, SAME_REVIEW) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(3);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_BLOCKED_STALLED', active_step: null });
    expect(ws.lines('counter.txt')).toEqual(['review', 'revise', 'review', 'revise']);
    const state = ws.state('runs/r1/workflow_state.yaml');
    expect(state.stalls).toEqual([expect.objectContaining({ step: 'revise', visit: 2, previous_visit: 1, to: null })]);
    expect(state.message).toContain('step revise stalled');
    expect(state.message).toContain('no output accepted since changed');
    expect(state.history.at(-1)).toMatchObject({ step: 'revise', code: 'WORKFLOW_BLOCKED_STALLED' });
    // The stop is final: a resume runs nothing and reports it again.
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(again.code).toBe(3);
    expect(ws.lines('counter.txt')).toHaveLength(4);
  });

  it('on_stall is followed instead of stopping', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': stallYaml('escalate', SAME_REVIEW) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_BLOCKED_ESCALATED' });
    const state = ws.state('runs/r1/workflow_state.yaml');
    expect(state.stalls).toEqual([expect.objectContaining({ step: 'revise', visit: 2, previous_visit: 1, to: 'escalate' })]);
    expect(state.history.map((h: any) => `${h.step}->${h.to}`)).toEqual(['review->revise', 'revise->review', 'review->revise', 'revise->escalate', 'escalate->null']);
  });

  it('with on_stall: BLOCKED on the stalled step, the fix says what that on_stall did, not to add one', async () => {
    const ws = workspaceWith({ 'wf.yaml': stallYaml(undefined, SAME_REVIEW).replace(/( {2}revise:[\s\S]*?max_visits: 5\n)/, '$1    on_stall: BLOCKED\n') });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(3);
    const out = jsonOf(r);
    expect(out.status).toBe('WORKFLOW_BLOCKED_STALLED');
    expect(out.hint).toContain('on_stall: BLOCKED ends the run here');
    expect(out.hint).toContain('set its on_stall to the step to go to');
    expect(out.hint).not.toContain('give the stalled step on_stall');
    // A resume reports the stop again, with the same fix (text).
    const text = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(text.code).toBe(3);
    expect(text.stdout + text.stderr, text.stdout + text.stderr).toContain('on_stall: BLOCKED ends the run here');
  });

  it('a loop whose output changes each visit is unaffected', { tags: [CAMPAIGN] }, async () => {
    const changing = 'source lib.sh; count; if [ "$STAGEGATE_VISIT" -lt 3 ]; then finish CHANGES_REQUESTED; else finish APPROVED; fi';
    const ws = workspaceWith({ 'wf.yaml': stallYaml('escalate', changing) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(0);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(ws.state('runs/r1/workflow_state.yaml').stalls).toBeUndefined();
  });

  it('an unknown on_stall target is a validation error', async () => {
    const ws = workspaceWith({ 'wf.yaml': stallYaml('escalat', SAME_REVIEW) });
    const r = await ws.run(['validate', 'wf.yaml', '--json']);
    expect(r.code).toBe(1);
    expect(jsonOf(r)['errors']).toEqual([expect.objectContaining({ code: 'UNKNOWN_TARGET', line: 17, path: ['steps', 'revise', 'on_stall'] })]);
  });
});
