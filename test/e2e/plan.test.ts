/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON documents */
// `stagegate plan` through the built CLI shows every path a run can take: statuses, decision
// branches, approve/reject (with the default reject → BLOCKED), on_failure (skip via on_skip),
// on_skip, stall escapes and the default stall stop, child workflows and phases, a foreach's
// per-item machine with its item tokens and completion, parallel branches and their join, and
// every loop with its visit bounds — in text and in --json (the existing keys unchanged).
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const EVERYTHING = `version: '4.0'
name: everything
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  review:
    run: 'source lib.sh; stage REVIEWED'
    output: 'runs/{{run_id}}/review.md'
    statuses: {REVIEWED: route}
    retry: {max_attempts: 3}
    on_failure: skip
    on_skip: route
    max_visits: 4
  route:
    decide:
      - if: steps.review.gate.score >= 90
        to: sign_off
      - else: revise
    max_visits: 4
  revise:
    run: 'source lib.sh; stage REVISED'
    output: 'runs/{{run_id}}/revise.md'
    statuses: {REVISED: review}
    on_stall: escalate
    max_visits: 3
  sign_off:
    approval: {message: 'Ship it?', approvers: [alice, bob]}
    on_approve: items
  items:
    foreach: {source: registry.md, id_field: 'Artifact ID', bindings: {slug: {field: 'Artifact ID', transform: slugify}}}
    per_item:
      design:
        run: 'source lib.sh; stage DESIGNED'
        output: 'runs/{{run_id}}/{{slug}}-design.md'
        statuses: {DESIGNED: verify}
      verify:
        run: 'source lib.sh; stage VERIFIED'
        output: 'runs/{{run_id}}/{{slug}}-verify.md'
        statuses: {VERIFIED: next_artifact, LATER: defer_current_artifact, AGAIN: design}
        max_visits: 2
    completion: {require: all rows VERIFIED, on_complete: checks}
  checks:
    parallel:
      max_concurrency: 2
      join: all
      branches:
        lint:
          run: 'source lib.sh; stage LINT_OK'
          output: 'runs/{{run_id}}/lint.md'
          statuses: {LINT_OK: DONE, LINT_FAILED: BLOCKED}
        audit:
          child_workflow: child.yaml
          inputs: {run_id: '{{run_id}}'}
          statuses: {WORKFLOW_COMPLETE: DONE}
    statuses: {PARALLEL_COMPLETE: audit, PARALLEL_FAILED: escalate}
  audit:
    child_workflow: child.yaml
    inputs: {run_id: '{{run_id}}'}
    execution: {execution_mode: fresh, ignore_previous_completion: true}
    statuses: {WORKFLOW_COMPLETE: DONE, WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE: escalate}
  escalate:
    instruction: Hand it to a person.
    terminal_status: WORKFLOW_BLOCKED_DESIGN_REVISION
`;

const CHILD = `version: '4.0'
name: child
state_path: 'runs/{{run_id}}/child/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  a:
    run: 'source lib.sh; stage A'
    output: 'runs/{{run_id}}/child/a.md'
    statuses: {A: DONE}
`;

const REGISTRY = '| Artifact ID | Depends On | Status |\n|---|---|---|\n| A1 | | TODO |\n';

function files(): Record<string, string> {
  return { 'wf.yaml': EVERYTHING, 'child.yaml': CHILD, 'registry.md': REGISTRY };
}

describe('plan shows every path', () => {
  it('--json: typed paths, structures and loops, the existing keys unchanged', async () => {
    const ws = workspaceWith(files());
    const v = await ws.run(['validate', 'wf.yaml', '--json']);
    expect(jsonOf(v)['errors']).toEqual([]);
    const r = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(0);
    const j = jsonOf(r);
    // The keys plan --json always had come first, as before.
    expect(Object.keys(j).slice(0, 12)).toEqual(['status', 'workflow', 'run_id', 'mode', 'state_path', 'state_found', 'next_step', 'reason', 'stop_after_step', 'message', 'exit_code', 'steps']);
    expect(j).toMatchObject({ status: 'PLAN', next_step: 'review', entry: 'review', composite: false });
    const step = (id: string) => j['steps'].find((s: any) => s.id === id);
    for (const s of j['steps']) expect(Object.keys(s).slice(0, 7)).toEqual(['id', 'kind', 'disposition', 'visits', 'max_visits', 'output', 'transitions']);

    expect(step('review')).toMatchObject({ attempts: 3, max_visits: 4 });
    expect(step('review').paths).toEqual([
      { on: 'status REVIEWED', to: 'route', kind: 'status', status: 'REVIEWED' },
      { on: 'on_skip', to: 'route', kind: 'skip' },
      { on: 'on_failure: skip (via on_skip)', to: 'route', kind: 'failure' },
      { on: 'stall', to: 'BLOCKED', kind: 'stall', implicit: true, note: 'WORKFLOW_BLOCKED_STALLED' },
    ]);
    expect(step('route').decision.branches).toEqual([
      { if: 'steps.review.gate.score >= 90', to: 'sign_off' },
      { if: null, to: 'revise' },
    ]);
    expect(step('revise').paths).toContainEqual({ on: 'on_stall', to: 'escalate', kind: 'stall' });
    expect(step('revise').paths.filter((p: any) => p.implicit)).toEqual([]);
    expect(step('sign_off').approval).toEqual({ message: 'Ship it?', approvers: ['alice', 'bob'], on_approve: 'items', on_reject: 'BLOCKED' });
    expect(step('sign_off').paths).toEqual([
      { on: 'approve', to: 'items', kind: 'approve' },
      { on: 'reject', to: 'BLOCKED', kind: 'reject', implicit: true },
    ]);
    const f = step('items').foreach;
    expect(f).toMatchObject({ source: 'registry.md', id_field: 'Artifact ID', order: 'registry', entry: 'design', completion: { require: 'all rows VERIFIED', on_complete: 'checks' } });
    expect(f.per_item.map((s: any) => [s.id, s.kind, s.max_visits])).toEqual([
      ['design', 'shell', 10],
      ['verify', 'shell', 2],
    ]);
    expect(f.per_item[1].paths.filter((p: any) => !p.implicit).map((p: any) => `${p.on} -> ${p.to}`)).toEqual([
      'status VERIFIED -> next_artifact',
      'status LATER -> defer_current_artifact',
      'status AGAIN -> design',
    ]);
    expect(f.loops).toEqual([{ steps: ['design', 'verify'], cycle: ['design', 'verify'], max_visits: { design: 10, verify: 2 } }]);
    const par = step('checks').parallel;
    expect(par).toMatchObject({ join: 'all', max_concurrency: 2 });
    expect(par.branches.map((b: any) => [b.id, b.kind])).toEqual([
      ['lint', 'shell'],
      ['audit', 'child_workflow'],
    ]);
    expect(par.branches[0].paths).toEqual([
      { on: 'status LINT_OK', to: 'DONE', kind: 'status', status: 'LINT_OK', note: 'the branch succeeds' },
      { on: 'status LINT_FAILED', to: 'BLOCKED', kind: 'status', status: 'LINT_FAILED', note: 'the branch fails' },
    ]);
    expect(par.branches[1].child).toEqual({ workflow: 'child.yaml' });
    expect(step('checks').paths.map((p: any) => `${p.on} -> ${p.to}`)).toEqual(['status PARALLEL_COMPLETE -> audit', 'status PARALLEL_FAILED -> escalate']);
    expect(step('audit').child).toEqual({ workflow: 'child.yaml', execution: { execution_mode: 'fresh', ignore_previous_completion: true } });
    expect(step('escalate').terminal_status).toBe('WORKFLOW_BLOCKED_DESIGN_REVISION');
    expect(j['loops']).toEqual([{ steps: ['review', 'route', 'revise'], cycle: ['review', 'route', 'revise'], max_visits: { review: 4, route: 4, revise: 3 } }]);
  });

  it('text: every branch, edge, bound and structure', async () => {
    const ws = workspaceWith(files());
    const r = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1']);
    expect(r.code).toBe(0);
    const t = r.stdout;
    for (const line of [
      '  ▶ review',
      '        retry: up to 3 attempts',
      '        on_failure: skip (via on_skip) → route (after 3 attempts)',
      '        stall → BLOCKED (default: WORKFLOW_BLOCKED_STALLED)',
      '        if steps.review.gate.score >= 90 → sign_off',
      '        else → revise',
      '        on_stall → escalate',
      '        asks: Ship it? (approvers: alice, bob)',
      '        approve → items',
      '        reject → BLOCKED (default)',
      '        for each item of registry.md (id: Artifact ID, order: registry), per item from design:',
      '            status VERIFIED → next_artifact',
      '            status LATER → defer_current_artifact',
      '          loop design → verify → design  (max_visits design 10, verify 2; beyond: WORKFLOW_BLOCKED_LOOP_LIMIT)',
      '        after the last item (require: all rows VERIFIED): completion.on_complete → checks',
      '        parallel: join all, at most 2 at once; branches:',
      '            status LINT_OK → DONE (the branch succeeds)',
      '            child workflow: child.yaml',
      '        child workflow: child.yaml (fresh)',
      '        hand-off: the run ends with WORKFLOW_BLOCKED_DESIGN_REVISION',
      '  loops:\n    review → route → revise → review  (max_visits review 4, route 4, revise 3; beyond: WORKFLOW_BLOCKED_LOOP_LIMIT)',
    ]) {
      expect(t, line).toContain(line);
    }
  });

  it('text: a foreach names its registry once, as this run reads it (placeholders filled in)', async () => {
    const ws = workspaceWith({
      'out/r1/pages.md': '| ID |\n|---|\n| A |\n',
      'wf.yaml': `version: '4.0'
name: pages
state_path: 'out/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  each:
    foreach:
      source: 'out/{{run_id}}/pages.md'
      id_field: ID
    per_item:
      page:
        run: 'source lib.sh; stage OK'
        output: 'out/{{run_id}}/{{item_id}}.md'
        statuses: {OK: next_artifact}
    completion:
      require: all items verified
      on_complete: DONE
`,
    });
    const r = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain('        for each item of out/r1/pages.md (id: ID, order: registry), per item from page:');
    expect(r.stdout).not.toContain('{{run_id}}/pages.md');
    expect(r.stdout).not.toMatch(/^ *registry: /m);
  });

  it('composite workflows: the phases in order with what each passes and requires', async () => {
    const ws = workspaceWith({
      'composite.yaml': `version: '4.0'
name: composite
state_path: 'runs/{{run_id}}/composite_state.yaml'
inputs:
  required: [run_id]
phases:
  design:
    workflow: child.yaml
    pass_inputs: [run_id]
  build:
    workflow: child.yaml
    pass_inputs: [run_id]
    derived_inputs: {label: 'b-{{run_id}}'}
    require_terminal_status: [WORKFLOW_COMPLETE, WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE]
`,
      // Each phase keeps its child's state in a file of its own (PHASE_STATE_SHARED otherwise).
      'child.yaml': CHILD.replace("'runs/{{run_id}}/child/workflow_state.yaml'", "'runs/{{run_id}}/{{label}}/workflow_state.yaml'").replace('  required: [run_id]', '  required: [run_id]\n  defaults: {label: design}'),
    });
    const j = jsonOf(await ws.run(['plan', 'composite.yaml', '--run-id', 'c1', '--json']));
    expect(j).toMatchObject({ composite: true, entry: 'design', loops: [] });
    expect(j['steps'][1].child).toEqual({
      workflow: 'child.yaml',
      phase: { pass_inputs: ['run_id'], derived_inputs: { label: 'b-{{run_id}}' }, require_terminal_status: ['WORKFLOW_COMPLETE', 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE'] },
    });
    const t = (await ws.run(['plan', 'composite.yaml', '--run-id', 'c1'])).stdout;
    expect(t).toContain('        phase: child.yaml\n          pass_inputs: run_id; continues on WORKFLOW_COMPLETE\n        status WORKFLOW_COMPLETE → build');
    expect(t).toContain('continues on WORKFLOW_COMPLETE | WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
  });
});

describe('approval questions', () => {
  it("shows an approval's question as the run asks it: placeholders filled from inputs, defaults and the run id", async () => {
    const flow = (message: string): string => `version: '4.0'
name: asks
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
  optional: [topic, nothing]
  defaults: {topic: the docs}
steps:
  sign_off:
    approval: {message: '${message}', approvers: [alice]}
    on_approve: DONE
`;
    const ws = workspaceWith({ 'wf.yaml': flow('Publish {{topic}} for {{run_id}}?'), 'gap.yaml': flow('Publish {{topic}} ({{nothing}})?') });
    const j = jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'a1', '--json']));
    expect(j['steps'][0].approval.message).toBe('Publish the docs for a1?');
    expect((await ws.run(['plan', 'wf.yaml', '--run-id', 'a1', 'topic=caching'])).stdout).toContain('asks: Publish caching for a1? (approvers: alice)');
    // One without a value: the message stays as written, as the run keeps it.
    expect(jsonOf(await ws.run(['plan', 'gap.yaml', '--run-id', 'a1', '--json']))['steps'][0].approval.message).toBe('Publish {{topic}} ({{nothing}})?');
    // The run asks the same question.
    await ws.run(['run', 'wf.yaml', '--run-id', 'a1']);
    expect(ws.state('runs/a1/workflow_state.yaml').pending_approval.message).toBe('Publish the docs for a1?');
  });
});

describe("plan shows a step's asks (the inputs a person answers before it runs)", () => {
  it('text and --json, on a top-level step and on a per-item step', async () => {
    const wf = `version: '4.0'
name: asking
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
  optional: [scope, size]
steps:
  classify:
    run: 'echo {{scope}}'
    asks: [scope, size]
    output: 'runs/{{run_id}}/classify.md'
    statuses: {OK: loop}
  loop:
    foreach: {source: reg.md, id_field: ID}
    per_item:
      tag:
        run: 'echo {{size}}'
        asks: [size]
        output: 'runs/{{run_id}}/{{item_id}}.md'
        statuses: {OK: next_artifact}
    completion: {require: all items verified, on_complete: DONE}
`;
    const ws = workspaceWith({ 'wf.yaml': wf, 'reg.md': '| ID | Status |\n|---|---|\n| A | PENDING |\n' });
    const text = await ws.run(['plan', 'wf.yaml', '--run-id', 'p1']);
    expect(text.stdout, text.stderr).toContain('asks a person for: scope, size (a run without them stops here: WORKFLOW_INPUT_REQUIRED)');
    expect(text.stdout).toContain('asks a person for: size (a run without it stops here: WORKFLOW_INPUT_REQUIRED)');
    const j = jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'p1', '--json']));
    expect(j.steps[0].asks).toEqual(['scope', 'size']);
    expect(j.steps[1].asks).toBeUndefined();
    expect(j.steps[1].foreach.per_item[0].asks).toEqual(['size']);
  });
});

describe('plan shows a status a step routes to ASK (a stage that asks a person mid-stage)', () => {
  it("text and --json list it among the statuses, in the file's order; graph's chart draws it into an ASK node", async () => {
    const wf = `version: '4.0'
name: asking
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  write:
    run: 'source lib.sh; stage WRITTEN'
    output: 'runs/{{run_id}}/write.md'
    statuses: {NEED_INFO: ASK, WRITTEN: DONE}
`;
    const ws = workspaceWith({ 'wf.yaml': wf });
    const text = await ws.run(['plan', 'wf.yaml', '--run-id', 'p1']);
    // Only `status WRITTEN → DONE` was listed: the pause for a person's answer was nowhere in the plan.
    const lines = text.stdout.split('\n').map((l) => l.trim());
    const ask = lines.findIndex((l) => l.startsWith('status NEED_INFO → ASK'));
    expect(ask, text.stdout + text.stderr).toBeGreaterThan(-1);
    expect(lines[ask]).toContain('WORKFLOW_ANSWER_REQUIRED');
    expect(lines[ask + 1]).toBe('status WRITTEN → DONE');
    const j = jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'p1', '--json']));
    expect(j.steps[0].paths.map((p: any) => [p.on, p.to, p.kind])).toEqual([
      ['status NEED_INFO', 'ASK', 'ask'],
      ['status WRITTEN', 'DONE', 'status'],
    ]);
    // The chart draws it as plan lists it: the status into an ASK node (the run pauses there for an answer).
    const graph = await ws.run(['graph', 'wf.yaml']);
    expect(graph.stdout, graph.stderr).toContain('-->|"NEED_INFO"| nAsk');
    expect(graph.stdout).toContain('nAsk(["ASK"])');
    expect(graph.stdout).toContain('WRITTEN');
  });
});

describe('plan predicts the agent stops a run hits before any stage', () => {
  const AGENT_FIRST = `version: '4.0'
name: agents-first
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  draft:
    inline_instruction: Write a short draft.
    output: 'runs/{{run_id}}/draft.md'
    statuses: {DRAFTED: DONE}
`;

  /** plan and run with the same arguments: the same stop code and exit status, and the run ran nothing. */
  async function same(ws: ReturnType<typeof workspaceWith>, args: string[], env: Record<string, string> = {}): Promise<Record<string, any>> {
    const plan = await ws.run(['plan', 'wf.yaml', '--run-id', 'p1', ...args, '--json'], { env });
    const j = jsonOf(plan);
    const run = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'p1', ...args, '--json'], { env }));
    expect(j['stop'], plan.stdout).toMatchObject({ code: run['status'], exit_code: run['exit_code'] });
    expect(j).toMatchObject({ status: run['status'], exit_code: run['exit_code'], next_step: null });
    expect(plan.code).toBe(run['exit_code']);
    expect(ws.exists('runs/p1')).toBe(false);
    return j;
  }

  it('a run it cannot locate (no run id where the state path needs one, an invalid one): the header says so, with no mode or made-up id', async () => {
    const ws = workspaceWith({ 'wf.yaml': AGENT_FIRST });
    const none = await ws.run(['plan', 'wf.yaml']);
    expect(none.code).toBe(4);
    expect(none.stdout).toContain('WORKFLOW_INPUT_REQUIRED  a run id is needed to locate the state');
    expect(none.stdout.split('\n')).toContain('plan agents-first · run not located (WORKFLOW_INPUT_REQUIRED: see above)');
    const bad = await ws.run(['plan', 'wf.yaml', '--run-id', 'a b', '--mode', 'fresh']);
    expect(bad.stdout.split('\n')).toContain('plan agents-first · run not located (WORKFLOW_INPUT_INVALID: see above)');
    // --json is unchanged: run_id and mode are null (not known).
    expect(jsonOf(await ws.run(['plan', 'wf.yaml', '--json']))).toMatchObject({ status: 'WORKFLOW_INPUT_REQUIRED', run_id: null, mode: null, exit_code: 4 });
    // A run it locates keeps its header.
    expect((await ws.run(['plan', 'wf.yaml', '--run-id', 'p1'])).stdout.split('\n')).toContain('plan agents-first · resume · run p1');
  });

  it('a workflow that fails validation: --json names the run as given (--run-id or run_id=), as run and status do', async () => {
    const ws = workspaceWith({ 'wf.yaml': AGENT_FIRST.replace(/: DONE\b/, ': DOEN') });
    for (const args of [['--run-id', 'p7'], ['run_id=p7']]) {
      const outs = await Promise.all(['plan', 'run', 'status'].map(async (command) => jsonOf(await ws.run([command, 'wf.yaml', ...args, '--json']))));
      expect(outs.map((j) => [j['status'], j['run_id']])).toEqual([
        ['WORKFLOW_CONTRACT_INVALID', 'p7'],
        ['WORKFLOW_CONTRACT_INVALID', 'p7'],
        ['WORKFLOW_CONTRACT_INVALID', 'p7'],
      ]);
    }
    expect(ws.exists('runs')).toBe(false);
  });

  it('no agent configured: WORKFLOW_INPUT_REQUIRED, exit 4, as run stops', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': AGENT_FIRST });
    const j = await same(ws, []);
    expect(j['stop']).toMatchObject({ code: 'WORKFLOW_INPUT_REQUIRED', exit_code: 4 });
    expect(j['stop'].message).toContain('no agent is configured');
    const t = await ws.run(['plan', 'wf.yaml', '--run-id', 'p1']);
    expect(t.code).toBe(4);
    expect(t.stdout).toContain('WORKFLOW_INPUT_REQUIRED  step draft is an agent step and no agent is configured');
    // --show-prompt prints the prompt (it needs no agent): the missing agent is a warning on
    // stderr, not the exit status — a preview that printed did what was asked.
    const shown = await ws.run(['plan', 'wf.yaml', '--run-id', 'p1', '--show-prompt', 'draft']);
    expect(shown.stdout).toContain('Write a short draft.');
    expect(shown.stderr).toContain('stagegate: warning: WORKFLOW_INPUT_REQUIRED: a run with these arguments would stop before any stage (exit 4): step draft is an agent step and no agent is configured to run it (fix: Pass --agent');
    expect(shown.code).toBe(0);
    expect(jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'p1', '--show-prompt', 'draft', '--json']))).toMatchObject({ status: 'PLAN', exit_code: 0, stop: null, prompt: expect.stringContaining('Write a short draft.'), warnings: [expect.stringContaining('no agent is configured')] });
  });

  it("shows the agent of a parallel branch and of a foreach's per_item steps, as of a top-level step", async () => {
    const ws = workspaceWith({
      'reg.yaml': '- id: a\n  Status: TODO\n',
      'wf.yaml': [
        "version: '4.0'",
        'name: agents',
        "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
        'execution: { agent: claude }',
        'steps:',
        '  draft:',
        '    inline_instruction: Draft.',
        "    output: 'runs/{{run_id}}/draft.md'",
        '    statuses: { DRAFTED: checks }',
        '  checks:',
        '    parallel:',
        '      branches:',
        '        lint:',
        "          run: printf 'ok\\n' >\"$STAGEGATE_OUTPUT\" && stagegate gate OK",
        "          output: 'runs/{{run_id}}/lint.md'",
        '          statuses: { OK: DONE }',
        '        sec:',
        '          inline_instruction: Review security.',
        '          agent: codex',
        "          output: 'runs/{{run_id}}/sec.md'",
        '          statuses: { SEC_OK: DONE }',
        '    statuses: { PARALLEL_COMPLETE: each, PARALLEL_FAILED: BLOCKED }',
        '  each:',
        '    foreach: { source: reg.yaml, id_field: id }',
        '    per_item:',
        '      build:',
        '        inline_instruction: Build {{item_id}}.',
        '        agent: gemini:flash',
        "        output: 'runs/{{run_id}}/{{item_id}}.md'",
        '        statuses: { BUILT: check }',
        '      check:',
        '        action: Check {{item_id}}.',
        '        on_complete: next_artifact',
        '    completion: { require: all items verified, on_complete: DONE }',
        '',
      ].join('\n'),
    });
    const text = (await ws.run(['plan', 'wf.yaml', '--run-id', 'p1'])).stdout;
    expect(text).toMatch(/draft +agent +visits 0\/\d+ +→ runs\/p1\/draft\.md +agent claude/);
    expect(text).toMatch(/\n +sec +agent +agent codex\n/);
    expect(text).toMatch(/\n +lint +shell\n/);
    expect(text).toMatch(/\n +build +agent +max_visits \d+ +agent gemini:flash\n/);
    expect(text).toMatch(/\n +check +action +max_visits \d+ +agent claude\n/);
    const j = jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'p1', '--json']));
    const step = (id: string): any => (j['steps'] as any[]).find((s) => s.id === id);
    expect(step('checks').parallel.branches.map((b: any) => [b.id, b.agent])).toEqual([['lint', undefined], ['sec', 'codex']]);
    expect(step('each').foreach.per_item.map((s: any) => [s.id, s.agent])).toEqual([['build', 'gemini:flash'], ['check', 'claude']]);
  });

  it('--show-prompt: a warning of several lines (an --agent-command path holding a line break) is printed whole, its later lines under the quote gutter, a lone CR dropped; --json keeps it as it is', async () => {
    // Seen before (fix52): the lines after the first started at column 0, as if stagegate's own, and a
    // CR reached the terminal as it is (the rest of the line drawn over its start).
    const ws = workspaceWith({ 'wf.yaml': AGENT_FIRST.replace('required: [run_id]', 'required: [run_id, topic]') });
    const args = ['plan', 'wf.yaml', '--run-id', 'p1', 'topic=t', '--agent', 'command', '--agent-command', './no\nsuch\ragent', '--show-prompt', 'draft'];
    const text = await ws.run(args);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stderr).toContain(`stagegate: warning: AGENT_NOT_FOUND: a run with these arguments would stop before any stage (exit 4): step draft runs the command agent, but its command '${ws.path('no')}\n    │ suchagent' does not exist`);
    expect(text.stderr).not.toContain('\r');
    expect(text.stderr.split('\n').filter((l) => l.startsWith('such'))).toEqual([]);
    const [warning] = jsonOf(await ws.run([...args, '--json'])).warnings as string[];
    expect(warning).toContain(`its command '${ws.path('no')}\nsuch\ragent' does not exist`);
  });

  it('--show-prompt: an agent CLI not installed is a warning too; every other stop still sets the exit status', async () => {
    const ws = workspaceWith({ 'wf.yaml': AGENT_FIRST.replace('required: [run_id]', 'required: [run_id, topic]'), 'empty-bin/.keep': '' });
    const env = { PATH: ws.path('empty-bin') };
    // The CLI not on the PATH (a CI job that previews prompts has none installed): exit 0, said on stderr.
    const missing = await ws.run(['plan', 'wf.yaml', '--run-id', 'p1', 'topic=t', '--agent', 'claude', '--show-prompt', 'draft'], { env });
    expect(missing.stdout).toContain('Write a short draft.');
    expect(missing.stderr).toContain("stagegate: warning: AGENT_NOT_FOUND: a run with these arguments would stop before any stage (exit 4): step draft runs the claude agent, but its command 'claude' is not on the PATH");
    expect(missing.code).toBe(0);
    // Without --show-prompt, the same arguments are the stop they always were.
    expect((await ws.run(['plan', 'wf.yaml', '--run-id', 'p1', 'topic=t', '--agent', 'claude'], { env })).code).toBe(4);
    // So is a --agent-command that is not there.
    const command = await ws.run(['plan', 'wf.yaml', '--run-id', 'p1', 'topic=t', '--agent', 'command', '--agent-command', './no-such-agent', '--show-prompt', 'draft']);
    expect(command.stdout).toContain('Write a short draft.');
    expect(command.stderr).toContain('stagegate: warning: AGENT_NOT_FOUND');
    expect(command.code).toBe(0);
    // A stop that is not about the agent (a missing required input) keeps its exit status; the missing agent is said beside it.
    const input = await ws.run(['plan', 'wf.yaml', '--run-id', 'p1', '--show-prompt', 'draft']);
    expect(input.stderr).toContain('missing required input: topic');
    expect(input.code).toBe(4);
    // Nothing was written by any of them.
    expect(ws.exists('runs/p1')).toBe(false);
  });

  it('an agent CLI not on the PATH, or a missing --agent-command: AGENT_NOT_FOUND, exit 4, as run stops', async () => {
    const ws = workspaceWith({ 'wf.yaml': AGENT_FIRST, 'empty-bin/.keep': '' });
    const claude = await same(ws, ['--agent', 'claude'], { PATH: ws.path('empty-bin') });
    expect(claude['stop']).toMatchObject({ code: 'AGENT_NOT_FOUND', exit_code: 4 });
    expect(claude['stop'].message).toContain("'claude' is not on the PATH");
    const missing = await same(ws, ['--agent', 'command', '--agent-command', './no-such-agent']);
    expect(missing['stop']).toMatchObject({ code: 'AGENT_NOT_FOUND', exit_code: 4 });
    // With the agent there, plan and run both go ahead.
    ws.write('bin/claude', '#!/bin/sh\nexit 1\n', 0o755);
    const ok = jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'p1', '--agent', 'claude', '--json'], { env: { PATH: ws.path('bin') } }));
    expect(ok).toMatchObject({ status: 'PLAN', exit_code: 0, stop: null, next_step: 'draft' });
  });
});
