/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// maestro-flow chain graphs through the BUILT CLI, as a user runs them: the graph files stay as
// they are (JSON), `validate` points at lines in them, `plan` shows every edge, `run` drives the
// fake agent (its scenario prints the COORDINATE RESULT block), loops are bounded, a missing
// block is a failure, resume never repeats completed work, timeout_ms is honoured, delegate
// terminals run another graph, gates wait for approval, fork/join runs branches in parallel,
// an llm decision outside its closed set stops, the run map runs shell commands, and convert
// prints a native workflow.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, jsonOf, removeWorkspaces, workspaceWith, type TempWorkspace } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const FAKE_AGENT = join(REPO_ROOT, 'test', 'fixtures', 'fake-agent');
const FIXTURES = join(REPO_ROOT, 'test', 'fixtures', 'formats', 'maestro');
const chains = (): Record<string, string> =>
  Object.fromEntries(readdirSync(FIXTURES).filter((f) => f.endsWith('.json')).map((f) => [`chains/${f}`, readFileSync(join(FIXTURES, f), 'utf8')]));

const block = (status: string, extra: Record<string, string> = {}): string =>
  ['--- COORDINATE RESULT ---', `STATUS: ${status}`, ...Object.entries(extra).map(([k, v]) => `${k}: ${v}`), 'SUMMARY: visit ${STAGEGATE_VISIT}', ''].join('\n');

function withScenario(files: Record<string, string>, scenario: unknown): TempWorkspace {
  return workspaceWith({ ...chains(), ...files, 'scenario.json': JSON.stringify(scenario) });
}

function runFake(ws: TempWorkspace, args: string[]) {
  return ws.run(['run', ...args, '--json', '--agent', 'command', '--agent-command', FAKE_AGENT], {
    env: { FAKE_AGENT_SCENARIO: 'scenario.json', FAKE_AGENT_LOG: ws.path('calls.jsonl') },
  });
}

function calls(ws: TempWorkspace): any[] {
  return ws.exists('calls.jsonl') ? ws.lines('calls.jsonl').map((l) => JSON.parse(l)) : [];
}

// A parallel branch's agent sees the branch id (or, in older builds, the parallel step's id).
const BRANCHES = { lint: [{ stdout: block('SUCCESS') }], unit: [{ stdout: block('SUCCESS') }], fan_out: [{ stdout: block('SUCCESS') }] };
const isBranch = (c: any): boolean => ['lint', 'unit', 'fan_out'].includes(c.step);

const QUALITY = {
  steps: {
    review: [{ stdout: `Reviewed.\n${block('SUCCESS', { REVIEW_VERDICT: 'BLOCK' })}` }, { stdout: block('SUCCESS', { REVIEW_VERDICT: 'PASS' }) }],
    fix: [{ stdout: block('SUCCESS', { ARTIFACTS: 'src/a.ts' }) }],
  },
};

describe('maestro-flow graphs: validate and plan', () => {
  it('validates every fixture graph (a directory picks up the JSON graphs)', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith(chains());
    const r = await ws.run(['validate', 'chains', '--json']);
    const out = jsonOf(r);
    expect(out.errors, r.stdout).toEqual([]);
    expect(out.warnings).toEqual([]);
    expect(out.valid).toBe(true);
    expect(out.files.length).toBe(4);
  });

  it('points at the line in the JSON file: unknown expression roots, unknown targets, our graph rules', async () => {
    const bad = `{
  "id": "broken",
  "name": "Broken",
  "version": "1",
  "entry": "review",
  "nodes": {
    "review": { "type": "command", "cmd": "quality-review", "next": "check" },
    "check": {
      "type": "decision",
      "eval": "ctx.reslt.review_verdict",
      "edges": [
        { "value": "PASS", "target": "done" },
        { "default": true, "target": "fixx" }
      ]
    },
    "fix": { "type": "command", "cmd": "quality-fix", "next": "review" },
    "done": { "type": "terminal", "status": "success" }
  }
}
`;
    const ws = workspaceWith({ 'chains/broken.json': bad });
    const r = await ws.run(['validate', 'chains/broken.json', '--json']);
    expect(r.code).toBe(1);
    const errors = jsonOf(r).errors as any[];
    const at = (code: string) => errors.find((e) => e.code === code);
    expect(at('MAESTRO_EXPRESSION_ROOT_UNKNOWN')).toMatchObject({ file: 'chains/broken.json', line: 10 });
    expect(at('MAESTRO_TARGET_UNKNOWN')).toMatchObject({ line: 13 });
    expect(at('MAESTRO_TARGET_UNKNOWN').message).toContain("Did you mean 'fix'?");
    // One mistake, one finding: fix is unreachable only because of the mistyped target, so it
    // is not also reported unreachable (docs/validation.md).
    expect(at('UNREACHABLE_STEP')).toBeUndefined();
    expect((jsonOf(r).warnings as any[]).find((w) => w.code === 'UNREACHABLE_IMPORTED_STEP')).toBeUndefined();
    // Text output: file:line:column, never a stack trace.
    const text = await ws.run(['validate', 'chains/broken.json']);
    expect(text.stdout).toMatch(/^chains\/broken\.json:10:\d+ {2}error {2}MAESTRO_EXPRESSION_ROOT_UNKNOWN/m);
    expect(text.stdout + text.stderr).not.toMatch(/\n\s+at .+\(.*:\d+:\d+\)/);
    // run refuses it before anything starts (the reference walker failed at the decision).
    const run = await ws.run(['run', 'chains/broken.json', '--run-id', 'r1', '--json']);
    expect(run.code).not.toBe(0);
    expect(jsonOf(run).status).toBe('WORKFLOW_CONTRACT_INVALID');
    expect(ws.exists('.stagegate/maestro/broken/r1/workflow_state.yaml')).toBe(false);
  });

  it('plan shows every edge of every decision (the reference dry run followed only the first)', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith(chains());
    const r = await ws.run(['plan', 'chains/full-lifecycle.json', 'phase=p1', '--run-id', 'p1', '--agent', 'command', '--agent-command', FAKE_AGENT]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain("if steps.verify.gate.verification_status == 'passed' → review");
    expect(r.stdout).toContain("if steps.verify.gate.verification_status == 'failed' → debug");
    expect(r.stdout).toContain("if steps.review.gate.review_verdict == 'BLOCK' → debug");
    expect(r.stdout).toMatch(/check_verify[\s\S]*else → BLOCKED/);
    expect(r.stdout).toContain('on_failure → debug');
  });
});

describe('maestro-flow graphs: run', () => {
  it('runs the quality loop to completion: two reviews, one fix, state and prompts as expected', { tags: [CAMPAIGN] }, async () => {
    const ws = withScenario({}, QUALITY);
    const r = await runFake(ws, ['chains/quality-loop.json', 'phase=p1', '--run-id', 'r1']);
    expect(r.code, r.stderr).toBe(0);
    expect(jsonOf(r).status).toBe('WORKFLOW_COMPLETE');
    const state = ws.state('.stagegate/maestro/quality-loop/r1/workflow_state.yaml');
    expect(state.status).toBe('WORKFLOW_COMPLETE');
    expect(state.steps.review.gate).toMatchObject({ status: 'SUCCESS', review_verdict: 'PASS' });
    expect(state.decisions.map((d: any) => d.to)).toEqual(['fix', 'DONE']);
    expect(calls(ws).map((c) => c.step)).toEqual(['review', 'fix', 'review']);
    const prompt = calls(ws)[0].prompt as string;
    expect(prompt).toContain('/quality-review p1');
    expect(prompt).toContain('also report: REVIEW_VERDICT');
    expect(prompt).toContain('--- COORDINATE RESULT ---');
    expect(ws.exists('.stagegate/maestro/quality-loop/r1/RUN_MANIFEST.yaml')).toBe(true);
  });

  it('runs the full-lifecycle graph end to end: verify finds gaps, debug, execute again, review, test, done', { tags: [CAMPAIGN] }, async () => {
    const ws = withScenario({}, {
      steps: {
        plan: [{ stdout: block('SUCCESS') }],
        execute: [{ stdout: block('SUCCESS') }],
        verify: [{ stdout: block('SUCCESS', { VERIFICATION_STATUS: 'failed' }) }, { stdout: block('SUCCESS', { VERIFICATION_STATUS: 'passed' }) }],
        debug: [{ stdout: block('SUCCESS') }],
        review: [{ stdout: block('SUCCESS', { REVIEW_VERDICT: 'WARN' }) }],
        test: [{ stdout: block('SUCCESS', { UAT_STATUS: 'passed' }) }],
      },
    });
    const r = await runFake(ws, ['chains/full-lifecycle.json', 'phase=p7', '--run-id', 'r1']);
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(calls(ws).map((c) => c.step)).toEqual(['plan', 'execute', 'verify', 'debug', 'execute', 'verify', 'review', 'test']);
    // The command line the agent gets: /<cmd> <args> [auto_flag], placeholders bound.
    expect(calls(ws)[0].prompt).toContain('/maestro-plan p7 --milestone 1 --auto');
    const state = ws.state('.stagegate/maestro/full-lifecycle/r1/workflow_state.yaml');
    expect(state.decisions.map((d: any) => d.to)).toEqual(['debug', 'review', 'test', 'DONE']);
  });

  it('an answer without the result block is a failure, never a success; FAILURE routes to BLOCKED', { tags: [CAMPAIGN] }, async () => {
    const ws = withScenario({}, { steps: { review: [{ stdout: 'Looks fine to me.' }] } });
    const r = await runFake(ws, ['chains/quality-loop.json', 'phase=p1', '--run-id', 'r1']);
    expect(r.code).not.toBe(0);
    expect(jsonOf(r).status).not.toBe('WORKFLOW_COMPLETE');
    expect(calls(ws).map((c) => c.step)).toEqual(['review']);
    const failed = withScenario({}, { steps: { review: [{ stdout: block('FAILURE') }] } });
    const f = await runFake(failed, ['chains/quality-loop.json', 'phase=p1', '--run-id', 'r1']);
    expect(f.code).toBe(3);
    expect(jsonOf(f).status).toMatch(/^WORKFLOW_BLOCKED_/);
  });

  it("a command's own FAILURE that the graph routes to a stop says so, with a logs command that works, not 'supply the external evidence'", async () => {
    const ws = withScenario({}, { steps: { review: [{ stdout: `The build is broken.\n${block('FAILURE')}` }] } });
    const r = await runFake(ws, ['chains/quality-loop.json', 'phase=p1', '--run-id', 'r1']);
    const out = jsonOf(r);
    expect(out.status).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
    expect(out.hint).toContain('Step review reported FAILURE, which the maestro file routes to a stop');
    expect(out.hint).not.toContain('external evidence');
    const logs = /`(stagegate logs [^`]+)`/.exec(out.hint)![1]!;
    expect(logs).toBe('stagegate logs chains/quality-loop.json --run-id r1 review');
    const shown = await ws.run(logs.split(' ').slice(1));
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain('The build is broken.');
  });

  it("a command's SUCCESS that the graph ends as a failure (next: a failure terminal) is not called 'could not do its work'", async () => {
    const graph = {
      id: 'audit',
      name: 'Audit',
      version: '1.0.0',
      entry: 'audit',
      nodes: {
        audit: { type: 'command', cmd: 'maestro-audit', next: 'findings' },
        findings: { type: 'terminal', status: 'failure', summary: 'the audit found what a person must look at' },
      },
    };
    const ws = withScenario({ 'chains/audit.json': JSON.stringify(graph, null, 2) }, { steps: { audit: [{ stdout: `Two findings.\n${block('SUCCESS')}` }] } });
    const out = jsonOf(await runFake(ws, ['chains/audit.json', '--run-id', 'r1']));
    expect(out.status).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
    expect(out.hint).toContain('Step audit reported SUCCESS, and the maestro file ends the run there as a failure');
    expect(out.hint).not.toContain('could not do its work');
    expect(out.hint).toContain('`stagegate logs chains/audit.json --run-id r1 audit`');
  });

  it('bounds the loop: a review that always blocks ends with the visit limit, not forever', { tags: [CAMPAIGN] }, async () => {
    const ws = withScenario({}, { steps: { review: [{ stdout: block('SUCCESS', { REVIEW_VERDICT: 'BLOCK' }) }], fix: [{ stdout: block('SUCCESS') }] } });
    const r = await runFake(ws, ['chains/quality-loop.json', 'phase=p1', '--run-id', 'r1']);
    expect(r.code).toBe(3);
    expect(jsonOf(r).status).toBe('WORKFLOW_BLOCKED_LOOP_LIMIT');
    // fix has max_visits 3: three fixes, four reviews, then the limit.
    expect(calls(ws).filter((c) => c.step === 'fix')).toHaveLength(3);
  });

  it('resume continues where the run stopped and never repeats completed commands', { tags: [CAMPAIGN] }, async () => {
    const ws = withScenario({}, { steps: { ...QUALITY.steps, fix: [{ exit: 1 }, { stdout: block('SUCCESS') }] } });
    const first = await runFake(ws, ['chains/quality-loop.json', 'phase=p1', '--run-id', 'r1']);
    expect(first.code).not.toBe(0);
    expect(jsonOf(first).status).toBe('STAGE_FAILED');
    expect(calls(ws).map((c) => c.step)).toEqual(['review', 'fix']);
    const second = await runFake(ws, ['chains/quality-loop.json', 'phase=p1', '--run-id', 'r1']);
    expect(jsonOf(second).status, second.stderr).toBe('WORKFLOW_COMPLETE');
    // The completed first review is not run again: fix again, then the second review only.
    expect(calls(ws).map((c) => c.step)).toEqual(['review', 'fix', 'fix', 'review']);
    expect(calls(ws)[2].visit).toBe(1);
  });

  it('honours timeout_ms: a hanging command is killed at its limit (the reference ignored it)', async () => {
    const graph = {
      id: 'slow',
      name: 'Slow',
      version: '1',
      entry: 'work',
      defaults: { timeout_ms: 100 },
      nodes: { work: { type: 'command', cmd: 'slow-thing', next: 'done' }, done: { type: 'terminal', status: 'success' } },
    };
    const ws = withScenario({ 'chains/slow.json': JSON.stringify(graph, null, 2) }, { steps: { work: [{ hang: true }] } });
    // Only the limit can end a stage that hangs: without it this run would never return (the
    // test's timeout would end it). No clock is read: the outcome is the evidence.
    const r = await runFake(ws, ['chains/slow.json', '--run-id', 'r1']);
    expect(jsonOf(r).status).toBe('STAGE_TIMEOUT');
    expect(jsonOf(r).message).toContain('exceeded its time limit');
  });

  it('a delegate terminal runs the other graph as a child workflow with its own state', { tags: [CAMPAIGN] }, async () => {
    const ws = withScenario({}, QUALITY);
    const r = await runFake(ws, ['chains/router.json', 'phase=p1', '--run-id', 'r1']);
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    const parent = ws.state('.stagegate/maestro/router/r1/workflow_state.yaml');
    expect(parent.decisions[0].to).toBe('to_quality');
    expect(parent.steps.to_quality.child.workflow_file).toBe('chains/quality-loop.json');
    expect(ws.state('.stagegate/maestro/quality-loop/r1/workflow_state.yaml').status).toBe('WORKFLOW_COMPLETE');
    // A paused terminal is a hand-off: the run ends with its status.
    const paused = withScenario({}, QUALITY);
    const p = await runFake(paused, ['chains/router.json', 'phase=p1', 'kind=unsure', '--run-id', 'r1']);
    expect(jsonOf(p).status).toBe('WORKFLOW_PAUSED');
  });

  it('gate with wait: an unmet condition waits for approval, then the run goes on', async () => {
    const scenario = {
      steps: {
        prepare: [{ stdout: block('SUCCESS', { SCORE: '50' }) }],
        ...BRANCHES,
        choose: [{ stdout: block('SHIP') }],
      },
    };
    const ws = withScenario({}, scenario);
    const first = await runFake(ws, ['chains/synthetic.json', '--run-id', 'r1']);
    expect(jsonOf(first).status).toBe('PARTIAL_RESUMABLE');
    const state = ws.state('.stagegate/maestro/synthetic-controls/r1/workflow_state.yaml');
    expect(state.active_step).toBe('quality_gate__wait');
    expect(state.decisions.at(-1).to).toBe('quality_gate__wait');
    const approve = await ws.run(['approve', 'chains/synthetic.json', '--run-id', 'r1', '--by', 'lead', '--json']);
    expect(approve.code, approve.stdout + approve.stderr).toBe(0);
    const second = await runFake(ws, ['chains/synthetic.json', '--run-id', 'r1']);
    expect(jsonOf(second).status).toBe('WORKFLOW_COMPLETE');
    expect(calls(ws).filter(isBranch)).toHaveLength(2);
    expect(calls(ws).filter((c) => !isBranch(c)).map((c) => c.step)).toEqual(['prepare', 'choose']);
  });

  it('fork/join runs both branches in parallel; an llm answer outside its closed set stops the run', { tags: [CAMPAIGN] }, async () => {
    const scenario = {
      steps: {
        prepare: [{ stdout: block('SUCCESS', { SCORE: '95' }) }],
        ...BRANCHES,
        choose: [{ stdout: block('MAYBE') }],
      },
    };
    const ws = withScenario({}, scenario);
    const r = await runFake(ws, ['chains/synthetic.json', '--run-id', 'r1']);
    expect(jsonOf(r).status).toBe('WORKFLOW_STATUS_CONTRACT_VIOLATION');
    const state = ws.state('.stagegate/maestro/synthetic-controls/r1/workflow_state.yaml');
    expect(state.steps.fan_out.status).toBe('completed');
    expect(state.active_step).toBe('choose');
    const prompts = calls(ws).filter(isBranch).map((c) => /^\/quality-.*$/m.exec(c.prompt)?.[0]).sort();
    expect(prompts).toEqual(['/quality-lint src', '/quality-test src --auto-fix']);
  });

  it('ctx.result numbers compare as numbers: 9 is below 80', { tags: [CAMPAIGN] }, async () => {
    const ws = withScenario({}, { steps: { prepare: [{ stdout: block('SUCCESS', { SCORE: '9' }) }] } });
    const r = await runFake(ws, ['chains/synthetic.json', '--run-id', 'r1', 'min_score=80']);
    expect(jsonOf(r).status).toBe('PARTIAL_RESUMABLE');
    const high = withScenario({}, { steps: { prepare: [{ stdout: block('SUCCESS', { SCORE: '100' }) }], ...BRANCHES, choose: [{ stdout: block('SHIP') }] } });
    const h = await runFake(high, ['chains/synthetic.json', '--run-id', 'r1']);
    expect(jsonOf(h).status).toBe('WORKFLOW_COMPLETE');
  });

  it('a boolean input routes as maestro reads it: default false is falsy and == false, whether bare, negated or compared', async () => {
    // maestro's walker sees the typed value false; stagegate's context holds the text 'false'.
    const gate = (condition: string) => ({ type: 'gate', condition, on_pass: 'passed', on_fail: 'failed' });
    const graph = {
      id: 'flags',
      name: 'Flags',
      version: '1.0.0',
      entry: 'compared',
      inputs: { strict: { type: 'boolean', default: false }, fast: { type: 'boolean', default: false } },
      nodes: {
        compared: { ...gate('ctx.inputs.strict == false'), on_pass: 'bare' },
        bare: { ...gate('!ctx.inputs.fast && (ctx.inputs.strict != true)'), on_pass: 'fast' },
        fast: { ...gate('ctx.inputs.fast || fast'), on_fail: 'not_fast' },
        not_fast: { type: 'terminal', status: 'paused', summary: 'fast was false' },
        passed: { type: 'terminal', status: 'success' },
        failed: { type: 'terminal', status: 'failure' },
      },
    };
    const ws = workspaceWith({ 'chains/flags.json': JSON.stringify(graph, null, 2) });
    const byDefault = await ws.run(['run', 'chains/flags.json', '--run-id', 'r1', '--json']);
    expect(jsonOf(byDefault).status, byDefault.stdout + byDefault.stderr).toBe('WORKFLOW_PAUSED');
    const decided = (run: string) => ws.state(`.stagegate/maestro/flags/${run}/workflow_state.yaml`).decisions.map((d: any) => `${d.step}->${d.to}`);
    expect(decided('r1')).toEqual(['compared->bare', 'bare->fast', 'fast->not_fast']);
    const fast = await ws.run(['run', 'chains/flags.json', '--run-id', 'r2', 'fast=true', '--json']);
    expect(jsonOf(fast).status).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
    expect(decided('r2')).toEqual(['compared->bare', 'bare->BLOCKED']);
  });

  it("a result field compared with a boolean literal routes as maestro reads it: the field is text there too, and 'true' == true is false", { tags: [CAMPAIGN] }, async () => {
    // maestro's output parser keeps every field of the block a string; its walker compares with JS ==.
    const graph = {
      id: 'verdict',
      name: 'Verdict',
      version: '1.0.0',
      entry: 'check',
      nodes: {
        check: { type: 'command', cmd: 'maestro-verify', next: 'gate' },
        gate: { type: 'gate', condition: 'ctx.result.verification_status == true', on_pass: 'passed', on_fail: 'not_passed' },
        passed: { type: 'terminal', status: 'success' },
        not_passed: { type: 'terminal', status: 'paused', summary: 'the text true is not the boolean true' },
      },
    };
    const ws = withScenario({ 'chains/verdict.json': JSON.stringify(graph, null, 2) }, { steps: { check: [{ stdout: block('SUCCESS', { VERIFICATION_STATUS: 'true' }) }] } });
    const r = await runFake(ws, ['chains/verdict.json', '--run-id', 'r1']);
    expect(jsonOf(r).status, r.stdout + r.stderr).toBe('WORKFLOW_PAUSED');
    const decided = ws.state('.stagegate/maestro/verdict/r1/workflow_state.yaml').decisions.map((d: any) => `${d.step}->${d.to}`);
    expect(decided).toEqual(['gate->not_passed']);
  });

  it("a decision edge value: true|false on a result field routes as maestro's match() does (loose ==: 'true' == true is false, '1' == true holds), as the same comparison in an expression does", async () => {
    // graph-walker.ts resolves the eval path to the field's text; expr-evaluator.ts match() is `resolved == edge.value`.
    const graph = {
      id: 'verdict',
      name: 'Verdict',
      version: '1.0.0',
      entry: 'check',
      nodes: {
        check: { type: 'command', cmd: 'maestro-verify', next: 'decide' },
        decide: {
          type: 'decision',
          eval: 'ctx.result.verification_status',
          edges: [
            { value: true, target: 'passed' },
            { value: false, target: 'failed' },
            { default: true, target: 'other' },
          ],
        },
        passed: { type: 'terminal', status: 'success' },
        failed: { type: 'terminal', status: 'paused', summary: 'false' },
        other: { type: 'terminal', status: 'paused', summary: 'neither' },
      },
    };
    const routes: Record<string, string> = {};
    for (const [id, text] of [
      ['t', 'true'],
      ['f', 'false'],
      ['one', '1'],
      ['zero', '0'],
    ] as const) {
      const ws = withScenario({ 'chains/verdict.json': JSON.stringify(graph, null, 2) }, { steps: { check: [{ stdout: block('SUCCESS', { VERIFICATION_STATUS: text }) }] } });
      const r = await runFake(ws, ['chains/verdict.json', '--run-id', id]);
      const decisions = ws.state(`.stagegate/maestro/verdict/${id}/workflow_state.yaml`).decisions as any[];
      routes[text] = decisions.map((d) => d.to).join(',') || r.stdout;
    }
    // The terminal 'passed' (success) is DONE itself.
    expect(routes).toEqual({ true: 'other', false: 'other', '1': 'DONE', '0': 'failed' });
  });

  it('the run map runs shell commands that print the block (no agent), values never spliced', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({
      ...chains(),
      'chains/quality-loop.stagegate.yaml': `run:
  review: 'printf "phase=%s\\n--- COORDINATE RESULT ---\\nSTATUS: SUCCESS\\nREVIEW_VERDICT: PASS\\n" "$STAGEGATE_INPUT_PHASE"'
  fix: 'printf -- "--- COORDINATE RESULT ---\\nSTATUS: SUCCESS\\n"'
`,
    });
    const r = await ws.run(['run', 'chains/quality-loop.json', 'phase=$(touch pwned)', '--run-id', 'r1', '--json']);
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.exists('pwned')).toBe(false);
    const log = ws.read('.stagegate/maestro/quality-loop/r1/logs/review.v1.a1.log');
    expect(log).toContain('phase=$(touch pwned)');
  });

  it('a node whose retries ran out runs again with --rerun-from: its FAILURE then takes the failure route, never the loop limit; past its max_visits the rerun is refused, nothing written', async () => {
    // build: retry max_attempts 2 (FAILURE -> build__retry, which runs it once more, then the failure route: BLOCKED), max_visits 3.
    const graph = { id: 'b', name: 'B', version: '1.0.0', entry: 'build', nodes: { build: { type: 'command', cmd: 'make', next: 'done', retry: { max_attempts: 2 }, max_visits: 3 }, done: { type: 'terminal', status: 'success' } } };
    const ws = workspaceWith({
      'chains/b.json': JSON.stringify(graph),
      // FAILURE on every visit (a summary of its own on each, so no stall); each run counted.
      'chains/b.stagegate.yaml': `run:\n  build: 'echo x >>builds.txt; printf -- "--- COORDINATE RESULT ---\\nSTATUS: FAILURE\\nSUMMARY: visit %s\\n" "$STAGEGATE_VISIT"'\n`,
      '.gitignore': '.stagegate/\nbuilds.txt\n',
    });
    const run = async (...extra: string[]) => {
      const r = await ws.run(['run', 'chains/b.json', '--run-id', 'r1', '--json', ...extra]);
      const out: Record<string, any> = { ...jsonOf(r), exit: r.code };
      return out;
    };
    expect((await run()).status).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
    expect(ws.lines('builds.txt')).toHaveLength(2);
    // Its retries were used in this run: run again, its FAILURE takes the failure route (before: the loop limit of build__retry).
    expect((await run('--rerun-from', 'build')).status).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
    expect(ws.lines('builds.txt')).toHaveLength(3);
    // build has had its 3 visits: refused before anything is written.
    const dir = '.stagegate/maestro/b/r1';
    const stored = () => ['workflow_state.journal.jsonl', 'workflow_state.yaml', 'RUN_MANIFEST.yaml'].map((f) => ws.read(`${dir}/${f}`));
    const before = stored();
    const refused = await run('--rerun-from', 'build');
    expect(refused).toMatchObject({ exit: 4, status: 'REWIND_NOT_SUPPORTED' });
    expect(refused.message).toContain('max_visits 3');
    expect(stored()).toEqual(before);
    expect(ws.lines('builds.txt')).toHaveLength(3);
  });

  it('without an agent, the refusal names the run map beside the graph (a JSON graph has no execution.agent to set)', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith(chains());
    const r = await ws.run(['run', 'chains/quality-loop.json', '--run-id', 'r1', '--json']);
    const j = jsonOf(r);
    expect(j).toMatchObject({ status: 'WORKFLOW_INPUT_REQUIRED', exit_code: 4 });
    expect(j.hint).toContain('chains/quality-loop.stagegate.yaml');
    expect(j.hint).not.toContain('execution.agent');
  });

  it('a delegated graph that pauses pauses this run too (graph-walker.ts walks the child inline), not a contract violation', { tags: [CAMPAIGN] }, async () => {
    const parent = { id: 'hub', name: 'Hub', version: '1', entry: 'prep', nodes: { prep: { type: 'command', cmd: 'maestro-init', next: 'hand_over' }, hand_over: { type: 'terminal', status: 'delegate', delegate_graph: 'leaf' } } };
    const child = {
      id: 'leaf', name: 'Leaf', version: '1', entry: 'build',
      nodes: {
        build: { type: 'command', cmd: 'maestro-execute', next: 'verdict' },
        verdict: { type: 'decision', eval: 'ctx.result.verification_status', edges: [{ value: 'passed', target: 'ok' }, { default: true, target: 'hold' }] },
        hold: { type: 'terminal', status: 'paused', summary: 'verification has gaps: look before going on' },
        ok: { type: 'terminal', status: 'success' },
      },
    };
    const ws = withScenario({ 'chains/hub.json': JSON.stringify(parent), 'chains/leaf.json': JSON.stringify(child) }, { default: { stdout: block('SUCCESS', { VERIFICATION_STATUS: 'failed' }) } });
    const v = await ws.run(['validate', 'chains/hub.json', '--json']);
    expect(jsonOf(v).warnings, v.stdout).toEqual([]);
    const r = await runFake(ws, ['chains/hub.json', '--run-id', 'r1']);
    expect(jsonOf(r).status, r.stdout + r.stderr).toBe('WORKFLOW_PAUSED');
    expect(ws.state('.stagegate/maestro/leaf/r1/workflow_state.yaml').status).toBe('WORKFLOW_PAUSED');
    // The hand-off names only a way on that stagegate takes: the delegate step's verdict is never
    // taken back (REWIND_NOT_SUPPORTED), a resume reports the pause again, --mode fresh walks again.
    const handOff = String(jsonOf(r).message);
    expect(handOff).not.toContain('--rerun-from hand_over');
    expect(handOff).toContain('--mode fresh');
    const rerun = await runFake(ws, ['chains/hub.json', '--run-id', 'r1', '--rerun-from', 'hand_over']);
    expect(jsonOf(rerun).status, rerun.stdout + rerun.stderr).toBe('REWIND_NOT_SUPPORTED');
    const resumed = await runFake(ws, ['chains/hub.json', '--run-id', 'r1']);
    expect(jsonOf(resumed).status, resumed.stdout + resumed.stderr).toBe('WORKFLOW_PAUSED');
    const fresh = await runFake(ws, ['chains/hub.json', '--run-id', 'r1', '--mode', 'fresh']);
    expect(jsonOf(fresh).status, fresh.stdout + fresh.stderr).toBe('WORKFLOW_PAUSED');
  });

  it("a run a delegated chain's pause ended: status shows the hand-off as handed off (not blocked), and its text names the child run by this run's id", async () => {
    const parent = { id: 'hub', name: 'Hub', version: '1', entry: 'prep', nodes: { prep: { type: 'command', cmd: 'maestro-init', next: 'hand_over' }, hand_over: { type: 'terminal', status: 'delegate', delegate_graph: 'leaf' } } };
    const child = { id: 'leaf', name: 'Leaf', version: '1', entry: 'build', nodes: { build: { type: 'command', cmd: 'maestro-execute', next: 'hold' }, hold: { type: 'terminal', status: 'paused', summary: 'look before going on' } } };
    const ws = withScenario({ 'chains/hub.json': JSON.stringify(parent), 'chains/leaf.json': JSON.stringify(child) }, { default: { stdout: block('SUCCESS', {}) } });
    const r = await runFake(ws, ['chains/hub.json', '--run-id', 'r7']);
    expect(jsonOf(r).status, r.stdout + r.stderr).toBe('WORKFLOW_PAUSED');
    expect(jsonOf(r).message).toContain('paused at a paused terminal of its own, in its run r7 of chains/leaf.json (its status says why: the next: command)');
    expect(jsonOf(r).message).not.toContain('{{run_id}}');
    // The command is next:, a line of its own with the real run id (not a command in the text, unquoted and without -C).
    expect(jsonOf(r).next_command).toBe('stagegate status chains/leaf.json --run-id r7');
    // Following the text: the child's status says why.
    const kid = await ws.run(['status', 'chains/leaf.json', '--run-id', 'r7', '--json']);
    expect(jsonOf(kid)).toMatchObject({ status: 'WORKFLOW_PAUSED', message: expect.stringContaining('look before going on') });
    const st = await ws.run(['status', 'chains/hub.json', '--run-id', 'r7']);
    expect(st.stdout).toMatch(/^ {4}hand_over__paused +handed off +visits 1/m);
    expect(st.stdout).toContain('\n  next:     stagegate status chains/leaf.json --run-id r7\n');
    expect(st.stdout).not.toMatch(/hand_over__paused +blocked/);
    const stj = jsonOf(await ws.run(['status', 'chains/hub.json', '--run-id', 'r7', '--json']));
    expect(stj.steps.hand_over__paused).toMatchObject({ status: 'blocked', handed_off: true });
    expect(stj.steps.prep).not.toHaveProperty('handed_off');
  });

  it('a nested project path routes on its input; unbound, the counters are 0 as maestro holds them without a project state', { tags: [CAMPAIGN] }, async () => {
    const g = {
      id: 'counts', name: 'Counts', version: '1', entry: 'check',
      nodes: {
        check: { type: 'decision', eval: 'ctx.project.execution.tasks_completed', edges: [{ match: 'ctx.project.execution.tasks_completed >= ctx.project.execution.tasks_total && ctx.project.execution.tasks_total > 0', target: 'verify' }, { default: true, target: 'build' }] },
        verify: { type: 'command', cmd: 'maestro-verify', next: 'done' },
        build: { type: 'command', cmd: 'maestro-execute', next: 'done' },
        done: { type: 'terminal', status: 'success' },
      },
    };
    const ws = withScenario({ 'chains/counts.json': JSON.stringify(g) }, { default: { stdout: block('SUCCESS') } });
    const unbound = await runFake(ws, ['chains/counts.json', '--run-id', 'r1']);
    expect(jsonOf(unbound).status, unbound.stdout + unbound.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.state('.stagegate/maestro/counts/r1/workflow_state.yaml').decisions[0].to).toBe('build');
    const bound = await runFake(ws, ['chains/counts.json', 'project_execution_tasks_completed=3', 'project_execution_tasks_total=3', '--run-id', 'r2']);
    expect(jsonOf(bound).status, bound.stdout + bound.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.state('.stagegate/maestro/counts/r2/workflow_state.yaml').decisions[0].to).toBe('verify');
  });
});

describe('maestro-flow graphs: convert', () => {
  it('prints the equivalent native workflow, which validates and plans on its own', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith(chains());
    const r = await ws.run(['convert', 'chains/quality-loop.json', '--out', 'native/quality-loop.yaml']);
    expect(r.code, r.stderr).toBe(0);
    const native = ws.yaml('native/quality-loop.yaml');
    expect(native).toMatchObject({ version: '4.0', name: 'quality-loop', entry: 'review' });
    expect(native.steps.check.decide[0]).toEqual({ if: "steps.review.gate.review_verdict == 'PASS'", to: 'DONE' });
    const v = await ws.run(['validate', 'native/quality-loop.yaml', '--json']);
    expect(jsonOf(v).valid).toBe(true);
  });

  it("a delegate whose chain never pauses converts without the pause hand-off (its route would be CHILD_STATUS_UNKNOWN in the native file); one whose chain pauses keeps it", { tags: [CAMPAIGN] }, async () => {
    const hub = (to: string) => JSON.stringify({ id: 'hub', name: 'Hub', version: '1', entry: 'prep', nodes: { prep: { type: 'command', cmd: 'maestro-init', next: 'hand_over' }, hand_over: { type: 'terminal', status: 'delegate', delegate_graph: to } } });
    const leaf = (end: Record<string, unknown>) => JSON.stringify({ id: 'leaf', name: 'Leaf', version: '1', entry: 'build', nodes: { build: { type: 'command', cmd: 'maestro-execute', next: 'end' }, end } });
    const ws = workspaceWith({ 'chains/hub.json': hub('leaf'), 'chains/leaf.json': leaf({ type: 'terminal', status: 'success' }), 'chains/hub2.json': hub('held'), 'chains/held.json': leaf({ type: 'terminal', status: 'paused' }) });
    const r = await ws.run(['convert', 'chains/hub.json', '--out', 'chains/hub.stagegate.yaml']);
    expect(r.code, r.stderr).toBe(0);
    const native = ws.yaml('chains/hub.stagegate.yaml');
    expect(native.steps.hand_over.statuses).not.toHaveProperty('WORKFLOW_PAUSED');
    expect(native.steps).not.toHaveProperty('hand_over__paused');
    expect(ws.read('chains/hub.stagegate.yaml')).not.toContain('__paused');
    const v = await ws.run(['validate', 'chains/hub.stagegate.yaml', '--json']);
    expect(jsonOf(v).warnings, v.stdout).toEqual([]);
    const held = await ws.run(['convert', 'chains/hub2.json', '--out', 'chains/hub2.stagegate.yaml']);
    expect(held.code, held.stderr).toBe(0);
    const kept = ws.yaml('chains/hub2.stagegate.yaml');
    expect(kept.steps.hand_over.statuses.WORKFLOW_PAUSED).toBe('hand_over__paused');
    expect(kept.steps.hand_over__paused).toMatchObject({ terminal_status: 'WORKFLOW_PAUSED' });
    const v2 = await ws.run(['validate', 'chains/hub2.stagegate.yaml', '--json']);
    expect(jsonOf(v2).warnings, v2.stdout).toEqual([]);
  });

  it('--out that cannot be written (a file where its folder goes) is exit 1 naming it, not an internal error', async () => {
    const ws = workspaceWith({ ...chains(), 'native': 'a file, not a folder\n' });
    const r = await ws.run(['convert', 'chains/quality-loop.json', '--out', 'native/quality-loop.yaml']);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/stagegate: cannot write native\/quality-loop\.yaml \(E[A-Z]+\); nothing was written/);
    expect(r.stderr).not.toContain('internal error');
    expect(ws.read('native')).toBe('a file, not a folder\n');
  });
});
