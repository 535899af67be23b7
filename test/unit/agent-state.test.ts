// Pure pieces of agent execution: exit-routed and hand-off transitions, the resolver's
// blocking_* lifecycle, spend accounting, budgets, delegation and transcript masking.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Workspace } from '../../src/core/workspace/workspace.js';
import { loadWorkflow } from '../../src/core/model/loader.js';
import { applyExitSuccess, applySuccess, applyTerminal, startAttempt } from '../../src/core/run/transition.js';
import { STATE_SCHEMA, RunState, type AttemptRecord } from '../../src/core/state/state.js';
import { recordAttempt, totalSpend } from '../../src/core/steps/process/spend.js';
import { attemptBreach, workflowBreach } from '../../src/core/steps/process/budget.js';
import { recordable } from '../../src/core/run/attempts.js';
import { delegationFor, fallsBackToDirect } from '../../src/core/steps/process/delegation.js';
import { maskSecrets, secretValues } from '../../src/core/steps/process/transcript.js';
import { emptyUsage } from '../../src/core/agents/types.js';
import { usagePartial } from '../../src/core/run/attempts.js';
import type { PreparedStage } from '../../src/core/steps/process/types.js';

const dir = mkdtempSync(join(tmpdir(), 'sg-agent-state-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(
  join(dir, 'wf.yaml'),
  `version: '4.0'
name: demo
state_path: 'runs/{{run_id}}/state.yaml'
inputs: { required: [run_id] }
steps:
  analyse:
    inline_instruction: Analyse.
    output: runs/out.md
    max_turns: 5
    max_cost_usd: 0.5
    statuses: { OK: fix, BLOCKED: resolve }
  resolve:
    inline_instruction: Resolve.
    retry_step: analyse
    on_success: analyse
  fix:
    action: Fix.
    on_complete: handoff
    max_visits: 1
  handoff:
    instruction: Over to you.
    terminal_status: WORKFLOW_BLOCKED_HUMAN
execution: { max_cost_usd: 1, max_turns: 10 }
`,
);
const workflow = loadWorkflow(new Workspace(dir), 'wf.yaml').workflow!;
const step = (id: string) => workflow.steps.get(id)!;
const AT = '2026-01-01T00:00:00.000Z';

function fresh(active = 'analyse'): RunState {
  return RunState.parse({
    schema: STATE_SCHEMA, workflow: 'demo', workflow_file: 'wf.yaml', workflow_digest: 'x', run_id: 'r1', status: 'IN_PROGRESS', message: null,
    execution_mode: 'resume', ignore_previous_completion: false, fresh_execution_of: null, inputs: { run_id: 'r1' }, active_step: active, in_flight: null,
    completed_steps: [], failed_or_blocked_steps: [], last_gate: null, unresolved_qids: [], blocking_artifact: null, blocking_qids: [], blocking_retry_step: null,
    artifacts: {}, resume_instruction: null, run_root: 'runs/r1', source_commit: null, agent_package_version: null, created_at: AT, updated_at: AT,
    steps: { [active]: { kind: step(active).kind, status: 'pending', visits: 1, attempts: 0 } }, invocations: [], transitions: 0, last_transition: null, recent: [],
  });
}

const gate = (status: string, extra: Record<string, unknown> = {}) => ({ workflow: 'demo', step: 'analyse', status, unresolved_critical: 0, unresolved_high: 1, source_resolvable_open: 1, artifact: 'runs/out.md', next_recommended: null, extra });
const artifact = (status: string) => ({ path: 'runs/out.md', sha256: 'a'.repeat(64), size: 3, step: 'analyse', gate_status: status, visit: 1, accepted_at: AT });

describe('resolver protocol', () => {
  it('blocking_* are persisted on entry, kept through the resolver, cleared when the retry step passes', () => {
    let s = startAttempt(fresh(), step('analyse'), AT);
    s = applySuccess(s, workflow, { step: step('analyse'), gate: gate('BLOCKED', { unresolved_qids: ['Q-7', 'Q-9'] }), artifact: artifact('BLOCKED'), exitStatus: 0, durationMs: 1, log: null, at: AT, route: { kind: 'step', to: 'resolve' }, stopAfter: false }).state;
    expect([s.active_step, s.blocking_artifact, s.blocking_qids, s.blocking_retry_step]).toEqual(['resolve', 'runs/out.md', ['Q-7', 'Q-9'], 'analyse']);
    s = startAttempt(s, step('resolve'), AT);
    s = applyExitSuccess(s, workflow, { step: step('resolve'), to: 'analyse', exitStatus: 0, durationMs: 1, log: null, at: AT, stopAfter: false }).state;
    expect(s.active_step).toBe('analyse');
    expect(s.steps['analyse']!.visits).toBe(2);
    expect(s.blocking_retry_step).toBe('analyse');
    s = startAttempt(s, step('analyse'), AT);
    s = applySuccess(s, workflow, { step: step('analyse'), gate: gate('OK'), artifact: artifact('OK'), exitStatus: 0, durationMs: 1, log: null, at: AT, route: { kind: 'step', to: 'fix' }, stopAfter: false }).state;
    expect([s.blocking_artifact, s.blocking_qids, s.blocking_retry_step]).toEqual([null, [], null]);
  });
});

describe('exit-routed and hand-off transitions', () => {
  it('action: completes, honours stop_after_step and max_visits', () => {
    const s0 = startAttempt(fresh('fix'), step('fix'), AT);
    const stopped = applyExitSuccess(s0, workflow, { step: step('fix'), to: 'handoff', exitStatus: 0, durationMs: 1, log: 'l', at: AT, stopAfter: true });
    expect(stopped.stop).toBe('PARTIAL_RESUMABLE');
    expect(stopped.state.active_step).toBe('handoff');
    expect(stopped.state.completed_steps).toEqual(['fix']);
    const again = applyExitSuccess(s0, workflow, { step: step('fix'), to: 'fix', exitStatus: 0, durationMs: 1, log: 'l', at: AT, stopAfter: false });
    expect(again.stop).toBe('WORKFLOW_BLOCKED_LOOP_LIMIT');
    expect(applyExitSuccess(s0, workflow, { step: step('fix'), to: 'DONE', exitStatus: 0, durationMs: 1, log: 'l', at: AT, stopAfter: false }).stop).toBe('WORKFLOW_COMPLETE');
  });
  it('action: re-recorded artifacts carry revised_by', () => {
    const s0 = startAttempt(fresh('fix'), step('fix'), AT);
    const revised = { analyse: { ...artifact('OK'), sha256: 'b'.repeat(64), revised_by: 'fix' } };
    const s = applyExitSuccess(s0, workflow, { step: step('fix'), to: 'handoff', exitStatus: 0, durationMs: 1, log: 'l', at: AT, stopAfter: false, revised }).state;
    expect(s.artifacts['analyse']?.revised_by).toBe('fix');
  });
  it('hand-off: ends the run with its terminal_status, recorded as a terminal event', () => {
    const t = applyTerminal(fresh('handoff'), step('handoff'), AT);
    expect(t.stop).toBe('WORKFLOW_BLOCKED_HUMAN');
    expect(t.state.status).toBe('WORKFLOW_BLOCKED_HUMAN');
    expect(t.state.active_step).toBeNull();
    expect(t.state.message).toContain('Over to you.');
    expect(t.state.last_transition).toMatchObject({ outcome: 'terminal', code: 'WORKFLOW_BLOCKED_HUMAN', to: null });
    expect(RunState.safeParse(t.state).success).toBe(true);
  });
});

describe('spend and budgets', () => {
  const attempt = (n: number, usage: AttemptRecord['usage']): AttemptRecord => ({ visit: 1, attempt: n, agent: 'claude', delegation: 'direct', transcript: `t${n}`, prompt: null, exit_status: 0, outcome: 'ok', usage });
  it('sums attempts per step and steps per run; unknown stays null', () => {
    let s = fresh();
    s = recordAttempt(s, step('analyse'), attempt(1, { turns: 2, cost_usd: 0.1, input_tokens: null, output_tokens: 5 }));
    s = recordAttempt(s, step('analyse'), attempt(2, { turns: 3, cost_usd: 0.2, input_tokens: null, output_tokens: 5 }));
    s = recordAttempt(s, step('fix'), attempt(1, null));
    expect(s.steps['analyse']!.spend).toEqual({ turns: 5, cost_usd: 0.3, input_tokens: null, output_tokens: 10 });
    expect(s.steps['analyse']!.transcripts!.map((t) => t.transcript)).toEqual(['t1', 't2']);
    expect(totalSpend(s)).toEqual({ turns: 5, cost_usd: 0.3, input_tokens: null, output_tokens: 10 });
    expect(RunState.safeParse(s).success).toBe(true);
  });
  it('step budgets apply per attempt; workflow budgets to the recorded total', () => {
    const u = (turns: number, cost: number) => ({ ...emptyUsage(), turns, cost_usd: cost });
    expect(attemptBreach(step('analyse'), u(5, 0.5), false)).toBeUndefined();
    expect(attemptBreach(step('analyse'), u(6, 0.1), false)?.message).toContain('6 turns (max_turns 5)');
    expect(attemptBreach(step('analyse'), u(1, 0.51), false)?.message).toContain('max_cost_usd $0.5');
    expect(attemptBreach(step('analyse'), null, true)?.scope).toBe('step');
    expect(attemptBreach(step('analyse'), null, false)).toBeUndefined();
    let s = recordAttempt(fresh(), step('analyse'), attempt(1, { turns: 4, cost_usd: 1, input_tokens: null, output_tokens: null }));
    expect(workflowBreach(workflow, s)).toBeUndefined();
    expect(workflowBreach(workflow, s, true)?.scope).toBe('workflow');
    s = recordAttempt(s, step('analyse'), attempt(2, { turns: 7, cost_usd: 0, input_tokens: null, output_tokens: null }));
    expect(workflowBreach(workflow, s)?.message).toContain('11 agent turns');
  });
  it('an attempt whose usage is partial (cut short before its CLI reported it) is counted, and the sums say they are a lower bound', () => {
    let s = recordAttempt(fresh(), step('analyse'), { ...attempt(1, { turns: 1, cost_usd: null, input_tokens: 900, output_tokens: 10 }), usage_partial: true });
    s = recordAttempt(s, step('analyse'), attempt(2, { turns: 3, cost_usd: 0.2, input_tokens: 100, output_tokens: 5 }));
    expect(s.steps['analyse']!.spend).toEqual({ turns: 4, cost_usd: 0.2, input_tokens: 1000, output_tokens: 15, incomplete_attempts: 1 });
    s = recordAttempt(s, step('fix'), { ...attempt(1, null), usage_partial: true });
    expect(totalSpend(s)).toEqual({ turns: 4, cost_usd: 0.2, input_tokens: 1000, output_tokens: 15, incomplete_attempts: 2 });
    expect(RunState.safeParse(s).success).toBe(true);
    s = recordAttempt(s, step('analyse'), attempt(3, { turns: 7, cost_usd: 0, input_tokens: null, output_tokens: null }));
    expect(workflowBreach(workflow, s)?.message).toBe('the run has used at least 11 agent turns (execution.max_turns 10; 2 attempts ended before their CLI reported usage, so the spend is a lower bound)');
  });
  it("an attempt's record holds its own usage only: a recorded incomplete_attempts is refused by the schema and never counted", () => {
    const forged = { ...attempt(1, { turns: 1, cost_usd: 0.1, input_tokens: 1, output_tokens: 1 }), usage: { turns: 1, cost_usd: 0.1, input_tokens: 1, output_tokens: 1, incomplete_attempts: 50 } } as unknown as AttemptRecord;
    const s = recordAttempt(fresh(), step('analyse'), forged);
    expect(s.steps['analyse']!.spend).toEqual({ turns: 1, cost_usd: 0.1, input_tokens: 1, output_tokens: 1 });
    expect(totalSpend(s).incomplete_attempts).toBeUndefined();
    expect(RunState.safeParse(s).success).toBe(false);
    expect(RunState.safeParse(recordAttempt(fresh(), step('analyse'), attempt(1, { turns: 1, cost_usd: 0.1, input_tokens: 1, output_tokens: 1 }))).success).toBe(true);
  });
  it('why an agent never got to work is recorded as 1 to 512 characters', () => {
    const withRefused = (refused: string) => RunState.safeParse(recordAttempt(fresh(), step('analyse'), { ...attempt(1, null), refused })).success;
    expect(withRefused('claude exited before it started a session')).toBe(true);
    expect(withRefused('x'.repeat(512))).toBe(true);
    expect(withRefused('')).toBe(false);
    expect(withRefused('x'.repeat(513))).toBe(false);
    // A longer reason is cut to fit, between characters: never half of a surrogate pair.
    for (const pad of [509, 510, 511]) {
      const cut = recordable(`${'x'.repeat(pad)}${'\u{1F600}'.repeat(4)}`, []);
      expect(cut.length, String(pad)).toBeLessThanOrEqual(512);
      expect(cut.endsWith('…'), String(pad)).toBe(true);
      expect(cut.slice(0, -1), String(pad)).not.toMatch(/[\ud800-\udbff]$/);
      expect(withRefused(cut), String(pad)).toBe(true);
    }
  });
  it('sums stay finite: at most MAX_SAFE_INTEGER (Infinity would be written as null)', () => {
    let s = recordAttempt(fresh(), step('analyse'), attempt(1, { turns: 1e308, cost_usd: 1e308, input_tokens: 1e308, output_tokens: 1e308 }));
    s = recordAttempt(s, step('fix'), attempt(1, { turns: 1e308, cost_usd: 1e308, input_tokens: 1e308, output_tokens: 1e308 }));
    s = recordAttempt(s, step('fix'), attempt(2, { turns: 1e308, cost_usd: 1e308, input_tokens: 1e308, output_tokens: 1e308 }));
    const total = totalSpend(s);
    expect(total).toEqual({ turns: Number.MAX_SAFE_INTEGER, cost_usd: Number.MAX_SAFE_INTEGER, input_tokens: Number.MAX_SAFE_INTEGER, output_tokens: Number.MAX_SAFE_INTEGER });
    expect(JSON.parse(JSON.stringify(total))).toEqual(total);
  });
  it("a step's own budget breached by an attempt whose usage is a lower bound says `at least`", () => {
    const u = { ...emptyUsage(), turns: 6, cost_usd: 0.6, partial: true };
    expect(attemptBreach(step('analyse'), u, false, true)?.message).toBe('step analyse used at least 6 turns (max_turns 5; the attempt ended before its CLI reported usage, so this is a lower bound)');
    expect(attemptBreach(step('analyse'), { ...u, turns: 1 }, false, true)?.message).toBe('step analyse cost at least $0.6 (max_cost_usd $0.5; the attempt ended before its CLI reported usage, so this is a lower bound)');
    expect(attemptBreach(step('analyse'), { ...u, turns: 6 }, false)?.message).toBe('step analyse used 6 turns (max_turns 5)');
  });
  it('which usage is a lower bound: marked partial, or an attempt cut short (time limit, interruption, a signal) or exited non-zero with nothing reported or after some per-step reports; never one whose agent never got to work', () => {
    const ended = { exitCode: 0, signal: null, timedOut: false, durationMs: 1 };
    const timedOut = { ...ended, exitCode: null, signal: 'SIGTERM', timedOut: true };
    const crashed = { ...ended, exitCode: null, signal: 'SIGKILL' };
    const some = { ...emptyUsage(), turns: 2, input_tokens: 10 };
    const once = { reports: { cost: true, turns: true } };
    const perStep = { reports: { cost: true, turns: true }, streamsUsage: true };
    expect(usagePartial(once, { ...some, partial: true }, ended)).toBe(true);
    expect(usagePartial(once, some, ended)).toBe(false);
    expect(usagePartial(once, some, timedOut)).toBe(false); // its final report came before the kill
    expect(usagePartial(once, null, timedOut)).toBe(true);
    expect(usagePartial(once, null, crashed)).toBe(true);
    // Exited non-zero on its own: without its report (Gemini's error document, Codex's turn.failed) unknown; with it (an error result), known.
    expect(usagePartial(once, null, { ...ended, exitCode: 1 })).toBe(true);
    expect(usagePartial(once, null, { ...ended, exitCode: 53 })).toBe(true);
    expect(usagePartial(once, some, { ...ended, exitCode: 1 })).toBe(false);
    expect(usagePartial(perStep, some, { ...ended, exitCode: 1 })).toBe(true);
    // Its agent never got to work (a refusal, a fatal exit status): it spent nothing.
    expect(usagePartial(once, null, { ...ended, exitCode: 41 }, true)).toBe(false);
    expect(usagePartial(perStep, some, { ...ended, exitCode: 1 }, true)).toBe(false);
    // It never started (a spawn error): no exit status, nothing spent.
    expect(usagePartial(once, null, { ...ended, exitCode: null })).toBe(false);
    expect(usagePartial({}, null, { ...ended, exitCode: 1 })).toBe(false);
    expect(usagePartial(perStep, some, timedOut)).toBe(true);
    expect(usagePartial(perStep, some, { ...ended, interrupted: true })).toBe(true);
    expect(usagePartial(perStep, some, ended)).toBe(false);
    expect(usagePartial({}, null, timedOut)).toBe(false); // the command agent: it reports what it prints
    // Its transcript withheld from some line on (an add-mask value no mask holds): what it spent after is not in it.
    expect(usagePartial(once, some, { ...ended, outputWithheld: true })).toBe(true);
    expect(usagePartial(once, null, { ...ended, outputWithheld: true })).toBe(true);
    expect(usagePartial({}, null, { ...ended, outputWithheld: true })).toBe(false);
  });
});

describe('delegation', () => {
  const stage = (bounded: boolean) => ({ bounded }) as PreparedStage;
  it('bounded: only the first attempt of a visit is delegated; timeout or missing output falls back', () => {
    expect(delegationFor(stage(true), 1)).toBe('delegated');
    expect(delegationFor(stage(true), 2)).toBe('direct');
    expect(delegationFor(stage(false), 1)).toBe('direct');
    expect(fallsBackToDirect('delegated', 'STAGE_TIMEOUT')).toBe(true);
    expect(fallsBackToDirect('delegated', 'STAGE_OUTPUT_MISSING')).toBe(true);
    expect(fallsBackToDirect('delegated', 'STAGE_FAILED')).toBe(false);
    expect(fallsBackToDirect('direct', 'STAGE_TIMEOUT')).toBe(false);
  });
});

describe('masking', () => {
  it('masks values of secret-looking variables (long enough), longest first', () => {
    const secrets = secretValues({ GITHUB_TOKEN: 'ghp_abcdef123', API_KEY: 'ghp_abc', MY_PASSWORD: 'hunter2!', SHORT_KEY: 'abc', HOME: '/home/me', DEBUG_KEY_CHECK: 'true' });
    expect(secrets).toEqual(['ghp_abcdef123', 'hunter2!', 'ghp_abc']);
    expect(maskSecrets('token=ghp_abcdef123 key=ghp_abc pw=hunter2! home=/home/me', secrets)).toBe('token=*** key=*** pw=*** home=/home/me');
  });
});
