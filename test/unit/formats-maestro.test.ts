/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk translated documents */
// The maestro-flow importer, unit level: detection by shape, every fixture translating into a
// native document the 4.0 schema accepts, each node type's translation, the expression language
// (unknown roots are errors, never "false"), ctx.result resolved to one command, var.* expanded,
// the run map, id sanitising, and the source paths findings point at.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { maestroImporter } from '../../src/core/formats/maestro/importer.js';
import { MAESTRO_CODES } from '../../src/core/formats/maestro/codes.js';
import { parseMaestroExpression, toGithubExpression } from '../../src/core/formats/maestro/expression.js';
import { sanitise, StepIds } from '../../src/core/formats/maestro/ids.js';
import { pathKey } from '../../src/core/formats/types.js';
import { WorkflowFile } from '../../src/core/model/schema.js';
import { compileExpression } from '../../src/core/model/expressions.js';

const FIXTURES = join(__dirname, '..', 'fixtures', 'formats', 'maestro');
const fixture = (name: string): any => JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8'));
const translate = (doc: unknown, run: Record<string, string> = {}) => maestroImporter.translate(doc, 'chains/graph.json', { run });

/** A minimal graph: a command `work` then the given nodes; `work` goes to `next`. */
function graph(nodes: Record<string, unknown>, extra: Record<string, unknown> = {}): any {
  return {
    id: 'g',
    name: 'G',
    version: '1',
    entry: 'work',
    nodes: { work: { type: 'command', cmd: 'do-work', next: 'route' }, ...nodes, done: { type: 'terminal', status: 'success' }, fail: { type: 'terminal', status: 'failure' } },
    ...extra,
  };
}

const codes = (r: { diagnostics: Array<{ code: string }> }): string[] => r.diagnostics.map((d) => d.code);

describe('maestro-flow detection', () => {
  it('recognises chain graphs by shape, not by extension, and nothing else', () => {
    for (const f of ['full-lifecycle', 'quality-loop', 'router', 'synthetic']) expect(maestroImporter.detect(fixture(f)), f).toBe(true);
    expect(maestroImporter.detect({ version: '4.0', name: 'x', state_path: 's.yaml', steps: {} })).toBe(false);
    expect(maestroImporter.detect({ workflow: { id: 'a', sequence: [] } })).toBe(false);
    expect(maestroImporter.detect({ template_id: 't', nodes: [{ id: 'N-001', type: 'skill' }], edges: [] })).toBe(false);
    expect(maestroImporter.detect({ nodes: { a: { kind: 'x' } } })).toBe(false);
    expect(maestroImporter.detect('nodes')).toBe(false);
  });
});

describe('maestro-flow fixtures translate into valid native workflows', () => {
  for (const f of ['full-lifecycle', 'quality-loop', 'router', 'synthetic']) {
    it(f, () => {
      const r = translate(fixture(f));
      expect(r.diagnostics).toEqual([]);
      const parsed = WorkflowFile.safeParse(r.data);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      expect(r.data['version']).toBe('4.0');
      expect(r.data['state_path']).toBe(`.stagegate/maestro/${fixture(f).id}/{{run_id}}/workflow_state.yaml`);
      // Every expression compiles as a GitHub expression over stagegate's context.
      for (const step of Object.values(r.data['steps'] as Record<string, any>)) {
        for (const b of step.decide ?? []) if (b.if) expect(compileExpression(b.if).ok, b.if).toBe(true);
      }
    });
  }
});

describe('command nodes', () => {
  const r = translate(fixture('full-lifecycle'));
  const steps = r.data['steps'] as Record<string, any>;

  it('become agent steps with the skill call, the contract and the status line', () => {
    const plan = steps['plan'];
    expect(plan.inline_instruction.split('\n')[0]).toBe('/maestro-plan {{phase}} --milestone {{milestone_num}} --auto');
    expect(plan.result_contract).toBe('maestro_coordinate');
    expect(plan.statuses).toEqual({ SUCCESS: 'execute', FAILURE: 'BLOCKED' });
    expect(plan.inline_instruction).toContain('(maestro-flow chain "full-lifecycle", node "plan")');
    expect(plan.inline_instruction.trimEnd().split('\n').pop()).toBe('status: SUCCESS | FAILURE');
    expect(plan.output).toBeUndefined();
    // defaults.auto_flag applies where the node names none; the result keys decisions read are asked for.
    expect(steps['verify'].inline_instruction.split('\n')[0]).toBe('/maestro-verify {{phase}} -y');
    expect(steps['verify'].inline_instruction).toContain('In your COORDINATE RESULT block, also report: VERIFICATION_STATUS.');
  });

  it('keep on_failure, retry (backoff in seconds), max_visits; timeout_ms becomes timeout_minutes', () => {
    // STATUS: FAILURE is retried too (graph-walker.ts executeWithRetry), then follows on_failure.
    expect(steps['execute']).toMatchObject({ statuses: { SUCCESS: 'verify', FAILURE: 'execute__retry' }, on_failure: 'debug', retry: { max_attempts: 2, backoff_seconds: 0 } });
    expect(steps['execute__retry']).toEqual(expect.objectContaining({ decide: [{ if: 'visits.execute__retry <= 1', to: 'execute' }, { else: 'debug' }] }));
    // Its own bound is the node's (10 by default here), never below the attempts: a rerun node's next FAILURE is routed, not cut at the loop limit.
    expect(steps['execute__retry']).toHaveProperty('max_visits', 10);
    expect(steps['debug'].max_visits).toBe(3);
    expect(r.data['execution']).toEqual({ max_visits: 10, timeout_minutes: 30 });
    const withTimeout = translate({ id: 't', name: 't', version: '1', entry: 'work', nodes: { work: { type: 'command', cmd: 'x', next: 'done', timeout_ms: 1500 }, done: { type: 'terminal', status: 'success' } } });
    expect((withTimeout.data['steps'] as any).work.timeout_minutes).toBeCloseTo(0.025);
    // More attempts than the graph's default visits: the retry decision is not cut short by that default.
    const manyAttempts = translate({ id: 't', name: 't', version: '1', entry: 'work', defaults: { max_visits: 3 }, nodes: { work: { type: 'command', cmd: 'x', next: 'done', retry: { max_attempts: 5 } }, done: { type: 'terminal', status: 'success' } } });
    expect((manyAttempts.data['steps'] as any).work__retry.max_visits).toBe(5);
  });

  it('the run map makes a node a shell step with the same contract (the command is not edited)', () => {
    const q = translate(fixture('quality-loop'), { review: 'node scripts/review.mjs "$STAGEGATE_INPUT_PHASE"' });
    const review = (q.data['steps'] as any).review;
    expect(review.run).toBe('node scripts/review.mjs "$STAGEGATE_INPUT_PHASE"');
    expect(review.inline_instruction).toBeUndefined();
    expect(review.result_contract).toBe('maestro_coordinate');
    expect(codes(translate(fixture('quality-loop'), { nope: 'true' }))).toEqual(['MAESTRO_TARGET_UNKNOWN']);
  });

  it("explore (the newer walker's pre-step, whose questions maestro's explore plugin answers above the prompt) is a known field: its questions follow the skill call in the prompt; a misshapen one is MAESTRO_NODE_INVALID", () => {
    const explored = translate({ id: 't', name: 't', version: '1', entry: 'work', nodes: { work: { type: 'command', cmd: 'maestro-plan', args: '{phase}', next: 'done', explore: { queries: ['Which modules call the auth API?', 'Where are\n  sessions stored?'], maxTurns: 3, endpoint: 'http://127.0.0.1:9/explore' } }, done: { type: 'terminal', status: 'success' } } });
    expect(codes(explored)).toEqual([]);
    const lines = (explored.data['steps'] as any).work.inline_instruction.split('\n');
    expect(lines[0]).toBe('/maestro-plan {{phase}} --auto');
    const at = lines.indexOf("Before you start, find out (the node's explore questions; look in the code and the project's files):");
    expect(at).toBeGreaterThan(0);
    expect(lines.slice(at + 1, at + 3)).toEqual(['- Which modules call the auth API?', '- Where are sessions stored?']);
    for (const explore of [{ queries: [] }, { queries: 'one' }, ['q'], { queries: [1] }]) {
      const bad = translate({ id: 't', name: 't', version: '1', entry: 'work', nodes: { work: { type: 'command', cmd: 'x', next: 'done', explore }, done: { type: 'terminal', status: 'success' } } });
      expect(codes(bad), JSON.stringify(explore)).toEqual(['MAESTRO_NODE_INVALID']);
    }
    const typo = translate({ id: 't', name: 't', version: '1', entry: 'work', nodes: { work: { type: 'command', cmd: 'x', next: 'done', explore: { queries: ['q'], maxTurn: 2 } }, done: { type: 'terminal', status: 'success' } } });
    expect(typo.diagnostics.map((d) => [d.code, d.message])).toEqual([['MAESTRO_FIELD_UNKNOWN', "unknown field 'maxTurn' in explore of node 'work' (ignored). Did you mean 'maxTurns'?"]]);
  });

  it('args templates name inputs; an unknown template is an error at the args', () => {
    const bad = translate(graph({ route: { type: 'decision', eval: 'ctx.result.status', edges: [{ default: true, target: 'done' }] } }, { nodes: { work: { type: 'command', cmd: 'x', args: '{nope} {description}', next: 'done' } } }));
    expect(codes(bad)).toContain('MAESTRO_EXPRESSION_ROOT_UNKNOWN');
    expect(bad.diagnostics.find((d) => d.code === 'MAESTRO_EXPRESSION_ROOT_UNKNOWN')!.path).toEqual(['nodes', 'work', 'args']);
    // The context every walk has (description, intent, phase) is always declared, defaulting to ''.
    expect((bad.data['inputs'] as any).defaults).toEqual({ description: '', intent: '', phase: '' });
  });
});

describe('decision nodes', () => {
  const steps = translate(fixture('full-lifecycle')).data['steps'] as Record<string, any>;

  it('value edges compare, the default edge is the else, and a graph without one blocks', () => {
    expect(steps['check_verify'].decide).toEqual([
      { if: "steps.verify.gate.verification_status == 'passed'", to: 'review' },
      { if: "steps.verify.gate.verification_status == 'failed'", to: 'debug' },
      { else: 'BLOCKED' },
    ]);
    const q = translate(graph({ route: { type: 'decision', eval: 'ctx.result.verdict', edges: [{ value: 'ok', target: 'done' }] } }));
    expect((q.data['steps'] as any).route.decide).toEqual([{ if: "steps.work.gate.verdict == 'ok'", to: 'DONE' }, { else: 'BLOCKED' }]);
  });

  it('a match edge is an expression of its own (expr-evaluator.ts match() evaluates it); a regex is a syntax error', () => {
    expect(steps['check_review'].decide[0]).toEqual({ if: "(steps.review.gate.review_verdict == 'PASS') || (steps.review.gate.review_verdict == 'WARN')", to: 'test' });
    const m = translate(graph({ route: { type: 'decision', eval: 'ctx.result.x', edges: [{ match: 'ctx.result.x == 0', target: 'done' }, { match: 'ctx.visits.work > 2', target: 'fail' }, { match: '^fail', target: 'done' }] } }));
    const decide = (m.data['steps'] as any).route.decide;
    expect(decide[0].if).toBe('steps.work.gate.x == 0');
    expect(decide[1].if).toBe('visits.work > 2');
    expect(codes(m)).toEqual(['MAESTRO_EXPRESSION_INVALID']);
    expect(m.diagnostics[0]!.path).toEqual(['nodes', 'route', 'edges', 2, 'match']);
  });

  it('a boolean expression with true/false edges routes on the expression itself', () => {
    expect(steps['check_uat'].decide[0]).toEqual({ if: "(steps.test.gate.uat_status == 'passed') && (visits.test <= 2)", to: 'DONE' });
    expect(steps['check_uat'].decide[1].if).toBe("!((steps.test.gate.uat_status == 'passed') && (visits.test <= 2))");
  });

  it('a label alone compares with the eval value, case-insensitively; an edge with nothing to compare is an error', () => {
    const l = translate(graph({ route: { type: 'decision', eval: 'ctx.result.x', edges: [{ label: 'Maybe', target: 'done' }] } }));
    expect(codes(l)).toEqual([]);
    expect((l.data['steps'] as any).route.decide[0]).toEqual({ if: "steps.work.gate.x == 'Maybe'", to: 'DONE' });
    const e = translate(graph({ route: { type: 'decision', eval: 'ctx.result.x', edges: [{ target: 'done' }] } }));
    expect(codes(e)).toEqual(['MAESTRO_EDGE_INVALID']);
  });

  it('strategy llm: the agent answers one edge label as its status (closed set)', () => {
    const s = translate(fixture('synthetic')).data['steps'] as any;
    expect(s.choose).toMatchObject({ result_contract: 'maestro_coordinate', statuses: { SHIP: 'DONE', REWORK: 'prepare', FAILURE: 'BLOCKED' }, max_visits: 3 });
    expect(s.choose.inline_instruction.trimEnd().split('\n').pop()).toBe('status: SHIP | REWORK | FAILURE');
  });
});

describe('expressions', () => {
  it('unknown roots are errors at the expression (the reference read them as undefined and looped)', () => {
    const r = translate(graph({ route: { type: 'decision', eval: 'ctx.reslt.verdict', edges: [{ value: 'ok', target: 'done' }, { default: true, target: 'fail' }] } }));
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({ code: 'MAESTRO_EXPRESSION_ROOT_UNKNOWN', severity: 'error', path: ['nodes', 'route', 'eval'] });
    expect(r.diagnostics[0]!.message).toContain("unknown root 'reslt'");
    const bare = translate(graph({ route: { type: 'gate', condition: 'all_phases_completed', on_pass: 'done', on_fail: 'fail' } }));
    expect(codes(bare)).toEqual(['MAESTRO_EXPRESSION_ROOT_UNKNOWN']);
  });

  it("an expr decision on a bare name nothing sets, with only value edges, is the agent's choice every time, as maestro coordinate makes it (milestone-fork-merge)", () => {
    // expr-evaluator.ts: undefined == true / == false never holds (a value edge's default flag is
    // ignored), so graph-walker.ts handleDecision asks coordinate.ts's LLM decider on every pass.
    const nodes = {
      work: { type: 'command', cmd: 'maestro', args: 'continue', next: 'route' },
      route: { type: 'decision', eval: 'all_phases_completed', edges: [{ value: true, target: 'ship', description: 'All phases completed: ship it' }, { value: false, default: true, target: 'work', description: 'Phases remaining: another lap' }] },
      ship: { type: 'command', cmd: 'maestro-merge', next: 'done' },
    };
    const r = translate(graph(nodes));
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({ code: 'MAESTRO_DECISION_BY_AGENT', severity: 'warning', path: ['nodes', 'route', 'eval'] });
    const s = r.data['steps'] as any;
    expect(s.route).toMatchObject({ result_contract: 'maestro_coordinate', statuses: { TRUE: 'ship', FALSE: 'work', FAILURE: 'BLOCKED' } });
    expect(s.route.inline_instruction).toContain("- TRUE: go to 'ship' (All phases completed: ship it)");
    expect(s.route.inline_instruction).toContain("The graph decides on 'all_phases_completed', which nothing in the chain records");
    // Still errors: a near-miss of an input (a typo), an edge undefined would match (value null,
    // a match or a bare default), and any ctx.* path.
    const variant = (route: object) => codes(translate(graph({ ...nodes, route: { ...nodes.route, ...route } })));
    expect(variant({ eval: 'milestone_nm' })).toEqual(['MAESTRO_EXPRESSION_ROOT_UNKNOWN']);
    expect(variant({ edges: [{ value: null, target: 'ship' }, { value: false, target: 'work' }] })).toEqual(['MAESTRO_EXPRESSION_ROOT_UNKNOWN']);
    expect(variant({ edges: [{ value: true, target: 'ship' }, { default: true, target: 'work' }] })).toEqual(['MAESTRO_EXPRESSION_ROOT_UNKNOWN']);
    expect(variant({ edges: [{ match: 'ctx.visits.work > 2', target: 'ship' }, { value: false, target: 'work' }] })).toEqual(['MAESTRO_EXPRESSION_ROOT_UNKNOWN']);
  });

  it("an unknown root says what maestro coordinate does with it: its LLM decider picks the edge (graph-walker.ts handleDecision); ctx.analysis is the analyzer's", () => {
    const r = translate(graph({ route: { type: 'decision', eval: 'ctx.all_phases_completed', edges: [{ value: true, target: 'done' }, { value: false, default: true, target: 'fail' }] } }));
    expect(codes(r)).toEqual(['MAESTRO_EXPRESSION_ROOT_UNKNOWN']);
    expect(r.diagnostics[0]!.message).toContain('maestro coordinate hands the decision to its LLM decider');
    expect(r.diagnostics[0]!.message).not.toContain('the walker fails the session at this decision');
    const analysis = translate(graph({ route: { type: 'gate', condition: 'ctx.analysis.quality_score >= 80', on_pass: 'done', on_fail: 'fail' } }));
    expect(codes(analysis)).toEqual(['MAESTRO_EXPRESSION_ROOT_UNKNOWN']);
    expect(analysis.diagnostics[0]!.message).toContain("maestro's quality analyzer");
  });

  it('syntax errors, undeclared inputs and unknown visit targets are errors', () => {
    expect(codes(translate(graph({ route: { type: 'gate', condition: 'ctx.result.x ==', on_pass: 'done' } })))).toEqual(['MAESTRO_EXPRESSION_INVALID']);
    expect(codes(translate(graph({ route: { type: 'gate', condition: "ctx.inputs.nope == 'x'", on_pass: 'done' } })))).toEqual(['MAESTRO_INPUT_UNDECLARED']);
    expect(codes(translate(graph({ route: { type: 'gate', condition: 'ctx.visits.nowhere > 2', on_pass: 'done' } })))).toEqual(['MAESTRO_TARGET_UNKNOWN']);
  });

  it('ctx.result is the one command that can run last; several or none is an error', () => {
    const two = graph({
      other: { type: 'command', cmd: 'other', next: 'route' },
      pick: { type: 'decision', eval: 'ctx.inputs.k', edges: [{ value: 'a', target: 'work' }, { default: true, target: 'other' }] },
      route: { type: 'gate', condition: "ctx.result.verdict == 'ok'", on_pass: 'done', on_fail: 'fail' },
    }, { entry: 'pick', inputs: { k: { type: 'string' } } });
    const r = translate(two);
    expect(codes(r)).toEqual(['MAESTRO_RESULT_AMBIGUOUS']);
    expect(r.diagnostics[0]!.message).toContain('several commands can run last before it (other, work)');
    const start = graph({ route: { type: 'gate', condition: "ctx.result.x == 'y'", on_pass: 'work' } }, { entry: 'route' });
    const none = translate({ ...start, nodes: { ...start.nodes, work: { type: 'command', cmd: 'w', next: 'done' } } });
    expect(codes(none)).toEqual(['MAESTRO_RESULT_AMBIGUOUS']);
  });

  it('orderings between two non-literals compare numbers (inputs and results are strings)', () => {
    const s = translate(fixture('synthetic')).data['steps'] as any;
    expect(s.quality_gate.decide[0].if).toBe('(fromJSON(steps.prepare.gate.score) >= fromJSON(inputs.min_score))');
    const lit = translate(graph({ route: { type: 'gate', condition: 'ctx.result.score >= 90', on_pass: 'done' } }));
    expect((lit.data['steps'] as any).route.decide[0].if).toBe('steps.work.gate.score >= 90');
  });

  it('the parser keeps precedence and parentheses, and quotes strings for GitHub', () => {
    const p = parseMaestroExpression(`!(ctx.a == "it's") || ctx.b != 2 && ctx.c`);
    expect(p.ok).toBe(true);
    const t = toGithubExpression((p as any).expr, (s) => ({ ok: true, text: s.slice(1).join('.') }));
    expect(t).toEqual({ ok: true, text: "!(a == 'it''s') || ((b != 2) && c)" });
    expect(parseMaestroExpression('a ==').ok).toBe(false);
    expect(parseMaestroExpression('(a').ok).toBe(false);
    expect(parseMaestroExpression("a == 'x").ok).toBe(false);
    expect(parseMaestroExpression('a + 1').ok).toBe(false);
  });
});

describe('gate, eval, fork/join and terminal nodes', () => {
  const s = translate(fixture('synthetic')).data['steps'] as any;

  it('eval sets var.*, expanded where read; the node stays a pass-through step', () => {
    expect(s.remember.decide).toEqual([{ else: 'quality_gate' }]);
    const twice = translate(graph({
      route: { type: 'eval', set: { 'var.n': '1' }, next: 'again' },
      again: { type: 'eval', set: { 'var.n': 'var.n' }, next: 'done' },
    }));
    expect(codes(twice)).toEqual(['MAESTRO_EVAL_UNSUPPORTED']);
    expect(codes(translate(graph({ route: { type: 'gate', condition: 'var.never', on_pass: 'done' } })))).toEqual(['MAESTRO_VAR_UNKNOWN']);
    expect(codes(translate(graph({ route: { type: 'eval', set: { 'ctx.result.x': '1' }, next: 'done' } })))).toEqual(['MAESTRO_EVAL_UNSUPPORTED']);
  });

  it('a gate is a decision; with wait an unmet condition asks a person', () => {
    expect(s.quality_gate.decide[1]).toEqual({ else: 'quality_gate__wait' });
    expect(s.quality_gate__wait).toMatchObject({ approval: { message: expect.stringContaining('var.good') }, on_approve: 'fan_out', on_reject: 'BLOCKED' });
    const plain = translate(graph({ route: { type: 'gate', condition: "ctx.result.status == 'SUCCESS'", on_pass: 'done', on_fail: 'fail' } }));
    expect((plain.data['steps'] as any).route.decide).toEqual([{ if: "steps.work.gate.status == 'SUCCESS'", to: 'DONE' }, { else: 'BLOCKED' }]);
    const human = translate(graph({ route: { type: 'gate', wait: true, on_pass: 'done', on_fail: 'fail' } }));
    expect((human.data['steps'] as any).route).toMatchObject({ approval: {}, on_approve: 'DONE', on_reject: 'BLOCKED' });
  });

  it('fork + single-command branches + join become one parallel step', () => {
    expect(s.fan_out.parallel.join).toBe('all');
    expect(Object.keys(s.fan_out.parallel.branches)).toEqual(['lint', 'unit']);
    expect(s.fan_out.parallel.branches.unit).toMatchObject({ result_contract: 'maestro_coordinate', statuses: { SUCCESS: 'DONE', FAILURE: 'BLOCKED' } });
    expect(s.fan_out.statuses).toEqual({ PARALLEL_COMPLETE: 'choose', PARALLEL_FAILED: 'BLOCKED' });
    expect(s.lint).toBeUndefined();
    expect(s.gather).toBeUndefined();
  });

  it('a branch that is a chain of nodes is a clear error naming the limitation', () => {
    const chain = translate(graph({
      route: { type: 'fork', branches: ['a', 'b'], join: 'j' },
      a: { type: 'command', cmd: 'a', next: 'a2' },
      a2: { type: 'command', cmd: 'a2', next: 'j' },
      b: { type: 'command', cmd: 'b', next: 'j' },
      j: { type: 'join', strategy: 'majority', next: 'done' },
    }));
    expect(codes(chain)).toContain('MAESTRO_FORK_UNSUPPORTED');
    const d = chain.diagnostics.find((x) => x.code === 'MAESTRO_FORK_UNSUPPORTED')!;
    expect(d.path).toEqual(['nodes', 'route', 'branches', 0]);
    expect(d.message).toContain('stagegate runs each branch as one step');
  });

  it('terminals: success is DONE, failure BLOCKED, paused a hand-off, delegate a child workflow', () => {
    const r = translate(fixture('router')).data['steps'] as any;
    expect(r.to_quality).toMatchObject({ child_workflow: 'chains/quality-loop.json', inputs: { run_id: '{{run_id}}', phase: '{{phase}}' } });
    expect(r.to_quality.inputs.kind).toBeUndefined();
    expect(r.to_quality.statuses.WORKFLOW_COMPLETE).toBe('DONE');
    expect(r.to_lifecycle.child_workflow).toBe('chains/full-lifecycle.json');
    expect(r.unknown_kind).toMatchObject({ terminal_status: 'WORKFLOW_PAUSED' });
  });
});

describe('a paused terminal without a summary', () => {
  it('says what goes on from it: a maestro resume ends there again (graph-walker re-enters the terminal), so rerun or start fresh — not "run again to continue"', () => {
    const r = translate(graph({ route: { type: 'terminal', status: 'paused' } })).data['steps'] as any;
    expect(r.route).toMatchObject({ terminal_status: 'WORKFLOW_PAUSED' });
    expect(r.route.instruction).toContain('a maestro resume of the session ends here again');
    expect(r.route.instruction).toContain('--rerun-from STEP');
    expect(r.route.instruction).not.toContain('Run stagegate again to continue');
  });
});

describe('graph validation and source paths', () => {
  it('unknown targets are errors with a suggestion; unknown fields are warnings', () => {
    const r = translate(graph({ route: { type: 'decision', eval: 'ctx.result.x', edges: [{ value: 'a', target: 'dnoe' }, { default: true, target: 'done' }], nxt: 'x' } }));
    expect(r.diagnostics.map((d) => [d.code, d.severity])).toEqual([
      ['MAESTRO_FIELD_UNKNOWN', 'warning'],
      ['MAESTRO_TARGET_UNKNOWN', 'error'],
    ]);
    expect(r.diagnostics[1]!.message).toContain("Did you mean 'done'?");
    expect(r.diagnostics[1]!.path).toEqual(['nodes', 'route', 'edges', 0, 'target']);
  });

  it('a misspelt field or node type gets the did-you-mean the native UNKNOWN_KEY gives, and a hint; a field with no close match lists the known ones', () => {
    const r = translate(graph({ route: { type: 'command', cmd: 'plan', nxt: 'done' }, check: { type: 'comand', cmd: 'verify', next: 'done' } }));
    const shown = r.diagnostics.map((d) => [d.code, d.message, d.hint]);
    expect(shown).toContainEqual(['MAESTRO_FIELD_UNKNOWN', "unknown field 'nxt' on command node 'route' (ignored). Did you mean 'next'?", "Rename 'nxt' to 'next'."]);
    expect(shown).toContainEqual(['MAESTRO_NODE_TYPE_UNKNOWN', 'node \'check\' has type "comand": use command, decision, gate, fork, join, eval, terminal. Did you mean \'command\'?', 'Write "type": "command".']);
    // The field it looks like is there already: remove the stray one (renaming would make a duplicate key).
    const twin = translate(graph({ route: { type: 'command', cmd: 'plan', next: 'done', nexts: 'x' } }));
    expect(twin.diagnostics.map((d) => d.message)).toEqual(["unknown field 'nexts' on command node 'route' (ignored): it looks like a misspelt 'next', which it already has"]);
    // No close field: the hint lists the fields known there; the graph and defaults get the same treatment.
    const far = translate(graph({ route: { type: 'terminal', status: 'success', cwd: '/tmp' } }, { entyr: 'work', defaults: { timout_ms: 5 } }));
    const byKey = new Map(far.diagnostics.filter((d) => d.code === 'MAESTRO_FIELD_UNKNOWN').map((d) => [String(d.path[d.path.length - 1]), d]));
    expect(byKey.get('cwd')!.hint).toBe('Fields known here: status, delegate_graph, delegate_inputs, summary, type, description, label, name, notes. Remove it, or fix its spelling.');
    expect(byKey.get('entyr')!.message).toBe("unknown field 'entyr' of the graph (ignored): it looks like a misspelt 'entry', which it already has");
    expect(byKey.get('timout_ms')!.message).toBe("unknown field 'timout_ms' in defaults (ignored). Did you mean 'timeout_ms'?");
    expect(codes(translate(graph({ route: { type: 7 } })))).toEqual(['MAESTRO_NODE_TYPE_UNKNOWN']);
  });

  it('an unknown entry, fork branch or join gets a suggestion too (like an unknown target)', () => {
    const entry = translate(graph({ route: { type: 'terminal', status: 'success' } }, { entry: 'wrok' }));
    expect(entry.diagnostics.map((d) => d.message)).toEqual(["entry 'wrok' is not a node of the graph. Did you mean 'work'?"]);
    const fork = translate(graph({ route: { type: 'fork', branches: ['a', 'bb'], join: 'jj' }, a: { type: 'command', cmd: 'x', next: 'j' }, b: { type: 'command', cmd: 'y', next: 'j' }, j: { type: 'join', next: 'done' } }));
    const messages = fork.diagnostics.map((d) => d.message);
    expect(messages).toContain("fork 'route' joins at 'jj', which is not a node of the graph. Did you mean 'j'?");
    expect(messages).toContain("fork 'route' has branch 'bb', which is not a node of the graph. Did you mean 'b'?");
  });

  it('shape problems: missing top-level keys, unknown node types, bad inputs', () => {
    expect(codes(translate({ nodes: { a: { type: 'terminal', status: 'success' } } }))).toEqual(['MAESTRO_GRAPH_INVALID', 'MAESTRO_GRAPH_INVALID', 'MAESTRO_GRAPH_INVALID', 'MAESTRO_GRAPH_INVALID']);
    expect(codes(translate(graph({ route: { type: 'loop' } })))).toEqual(['MAESTRO_NODE_TYPE_UNKNOWN']);
    // A status outside maestro's enum: the walker never ends there (it fails at max_visits); here a warning and BLOCKED.
    const odd = translate(graph({ route: { type: 'terminal', status: 'ok' } }));
    expect(codes(odd)).toEqual(['MAESTRO_TERMINAL_STATUS_UNKNOWN']);
    expect((odd.data['steps'] as any).work.statuses.SUCCESS).toBe('BLOCKED');
    expect(codes(translate(graph({ route: { type: 'terminal', status: 'success' } }, { inputs: { n: { type: 'number', default: 'ten' } } })))).toEqual(['MAESTRO_INPUT_INVALID']);
    expect(codes(translate(graph({ route: { type: 'terminal', status: 'success' } }, { entry: 'nowhere' })))).toEqual(['MAESTRO_ENTRY_UNKNOWN']);
  });

  it('every step maps back to its node', () => {
    const r = translate(fixture('full-lifecycle'));
    expect(r.sourcePaths.get(pathKey(['steps', 'plan']))).toEqual(['nodes', 'plan']);
    expect(r.sourcePaths.get(pathKey(['steps', 'check_verify', 'decide', 1]))).toEqual(['nodes', 'check_verify', 'edges', 1]);
    expect(r.sourcePaths.get(pathKey(['steps', 'execute', 'on_failure']))).toEqual(['nodes', 'execute', 'on_failure']);
  });

  it('node ids are sanitised for expressions, collisions and DONE/BLOCKED get suffixes', () => {
    expect(sanitise('check-verify')).toBe('check_verify');
    expect(sanitise('1st')).toBe('_1st');
    const ids = new StepIds(['a-b', 'a_b', 'DONE', 'ASK']);
    expect([ids.of('a-b'), ids.of('a_b'), ids.of('DONE'), ids.of('ASK')]).toEqual(['a_b', 'a_b_2', 'DONE_node', 'ASK_node']);
    const r = translate({ id: 'x y', name: 'x', version: '1', entry: 'do-it', nodes: { 'do-it': { type: 'command', cmd: 'c', next: 'end' }, end: { type: 'terminal', status: 'success' } } });
    expect(r.data['name']).toBe('x-y');
    expect((r.data['steps'] as any).do_it.description).toContain("'do-it'");
    expect(r.data['entry']).toBe('do_it');
  });

  it('every code has a severity', () => {
    for (const [code, severity] of Object.entries(MAESTRO_CODES)) expect(['error', 'warning'], code).toContain(severity);
  });
});
describe('shapes of the forks (session 45)', () => {
  it('a nested project path is one input, its segments joined with _ (expr-evaluator.ts walks ctx.project to any depth); the counters buildInitialContext sets to 0 default to 0', () => {
    const r = translate(
      graph({
        route: {
          type: 'decision',
          eval: 'ctx.project.execution.tasks_completed',
          edges: [
            { match: 'ctx.project.execution.tasks_completed >= ctx.project.execution.tasks_total && ctx.project.execution.tasks_total > 0', target: 'done' },
            { default: true, target: 'check_flag' },
          ],
        },
        check_flag: { type: 'decision', eval: 'ctx.project.artifacts.plan', edges: [{ value: true, target: 'done' }, { default: true, target: 'fail' }] },
      }),
    );
    expect(codes(r)).toEqual([]);
    const steps = r.data['steps'] as any;
    expect(steps.route.decide[0].if).toContain('fromJSON(inputs.project_execution_tasks_completed) >= fromJSON(inputs.project_execution_tasks_total)');
    expect(steps.check_flag.decide[0].if).toContain('inputs.project_artifacts_plan');
    const inputs = r.data['inputs'] as any;
    expect(inputs.optional).toEqual(expect.arrayContaining(['project_execution_tasks_completed', 'project_execution_tasks_total', 'project_artifacts_plan']));
    expect(inputs.defaults.project_execution_tasks_completed).toBe('0');
    expect(inputs.defaults.project_execution_tasks_total).toBe('0');
    expect(inputs.defaults.project_artifacts_plan).toBe('');
    // `ctx.project` alone names no field.
    expect(codes(translate(graph({ route: { type: 'decision', eval: 'ctx.project', edges: [{ default: true, target: 'done' }] } })))).toEqual(['MAESTRO_EXPRESSION_INVALID']);
  });

  it('two project fields maestro keeps apart never become one input: ctx.project.a.b and ctx.project.a_b, or a project field and a declared input', () => {
    const nested = translate(
      graph({ route: { type: 'decision', eval: 'ctx.project.a.b', edges: [{ match: "ctx.project.a_b == 'y'", target: 'done' }, { default: true, target: 'fail' }] } }),
    );
    expect(codes(nested)).toEqual(['MAESTRO_EXPRESSION_INVALID']);
    expect(nested.diagnostics[0]!.message).toContain("'ctx.project.a_b' and 'ctx.project.a.b' would both be input 'project_a_b'");
    const declared = translate({
      ...graph({ route: { type: 'decision', eval: 'ctx.project.a.b', edges: [{ default: true, target: 'done' }] } }),
      inputs: { project_a_b: { type: 'string' } },
    });
    expect(codes(declared)).toEqual(['MAESTRO_EXPRESSION_INVALID']);
    // The same field read twice is one input.
    const same = translate(graph({ route: { type: 'decision', eval: 'ctx.project.a.b', edges: [{ match: "ctx.project.a.b == 'y'", target: 'done' }, { default: true, target: 'fail' }] } }));
    expect(codes(same)).toEqual([]);
  });

  it('a delegate step routes a child that pauses to a hand-off of its own (graph-walker.ts walks the child inline; its paused terminal pauses the walk)', () => {
    const r = translate(graph({ route: { type: 'terminal', status: 'delegate', delegate_graph: 'singles/kid' } }));
    expect(codes(r)).toEqual([]);
    const steps = r.data['steps'] as any;
    expect(steps.route.statuses.WORKFLOW_PAUSED).toBe('route__paused');
    expect(steps.route__paused).toMatchObject({ terminal_status: 'WORKFLOW_PAUSED' });
    expect(steps.route__paused.instruction).toContain('singles/kid');
  });
});
