// Parallel steps as pure functions: the join decision, branch records (one branch's update
// never drops another's), the join's transition, branch models and artifact keys.
import { describe, expect, it } from 'vitest';
import { loadWorkflowText } from '../../src/core/model/loader.js';
import { newRunState } from '../helpers/state.js';
import { startAttempt } from '../../src/core/run/transition.js';
import { RunState } from '../../src/core/state/state.js';
import type { Workflow } from '../../src/core/model/workflow.js';
import { joinDecision } from '../../src/core/steps/parallel/join.js';
import { beginParallelVisit, branchReused, markNotRun, withBranch, withBranchArtifact } from '../../src/core/steps/parallel/records.js';
import { artifactKey, branchOfArtifactKey, branchesOf } from '../../src/core/steps/parallel/branches.js';
import { applyJoin, JOIN_STOP } from '../../src/core/steps/parallel/transition.js';
import { replayEvent, ReplayMismatch } from '../../src/core/run/reduce.js';
import type { JournalEvent } from '../../src/core/state/events.js';

const YAML = `version: '4.0'
name: par
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  checks:
    parallel:
      join: all
      branches:
        lint:
          run: 'true'
          output: 'runs/{{run_id}}/lint.md'
          statuses: { OK: DONE, NO: BLOCKED }
        act:
          action: 'do it'
    statuses:
      PARALLEL_COMPLETE: next
  next:
    run: 'true'
    output: 'runs/{{run_id}}/next.md'
    statuses: { OK: DONE }
`;

function load(text = YAML): Workflow {
  const r = loadWorkflowText(text, 'wf.yaml', '/nowhere/wf.yaml');
  if (!r.workflow) throw new Error(JSON.stringify(r.diagnostics));
  return r.workflow;
}

describe('joinDecision', () => {
  it('all: first failure fails, every success completes', () => {
    expect(joinDecision('all', 3, 2, 0)).toBeUndefined();
    expect(joinDecision('all', 3, 0, 1)).toBe('PARALLEL_FAILED');
    expect(joinDecision('all', 3, 3, 0)).toBe('PARALLEL_COMPLETE');
  });
  it('any: first success completes, failing every branch fails', () => {
    expect(joinDecision('any', 3, 0, 2)).toBeUndefined();
    expect(joinDecision('any', 3, 1, 0)).toBe('PARALLEL_COMPLETE');
    expect(joinDecision('any', 3, 0, 3)).toBe('PARALLEL_FAILED');
  });
  it('majority: more than half, decided when it can no longer change', () => {
    expect(joinDecision('majority', 4, 2, 1)).toBeUndefined();
    expect(joinDecision('majority', 4, 3, 0)).toBe('PARALLEL_COMPLETE');
    expect(joinDecision('majority', 4, 1, 2)).toBe('PARALLEL_FAILED'); // 2 of 4 is not a majority
    expect(joinDecision('majority', 5, 1, 2)).toBeUndefined();
    expect(joinDecision('majority', 5, 0, 3)).toBe('PARALLEL_FAILED');
  });
});

describe('branch records', () => {
  const wf = load();
  const step = wf.steps.get('checks')!;
  const branches = branchesOf(wf, step);

  it('branch models carry kind, path and position', () => {
    expect(branches.map((b) => [b.id, b.kind])).toEqual([
      ['lint', 'shell'],
      ['act', 'action'],
    ]);
    expect(branches[0]!.path).toEqual(['steps', 'checks', 'parallel', 'branches', 'lint']);
    expect(branches[0]!.line).toBe(11);
    expect(branchOfArtifactKey(wf, artifactKey('checks', 'lint'))?.branch.id).toBe('lint');
    expect(branchOfArtifactKey(wf, 'checks.nope')).toBeUndefined();
  });

  it("branch outputs are listed in declared order whichever finished first; the run's other outputs keep their places", () => {
    const declared = branches.map((b) => artifactKey('checks', b.id)); // checks.lint, checks.act
    const before = { prep: 1 };
    const actFirst = withBranchArtifact(withBranchArtifact(before, 'checks.act', 2, declared), 'checks.lint', 3, declared);
    const lintFirst = withBranchArtifact(withBranchArtifact(before, 'checks.lint', 3, declared), 'checks.act', 2, declared);
    expect(Object.entries(actFirst)).toEqual([['prep', 1], ['checks.lint', 3], ['checks.act', 2]]);
    expect(Object.entries(lintFirst)).toEqual(Object.entries(actFirst));
    // Accepted again (a later visit): same place, new value; an output of no branch goes last.
    const later = withBranchArtifact({ ...actFirst, next: 4 }, 'checks.act', 5, declared);
    expect(Object.entries(later)).toEqual([['prep', 1], ['checks.lint', 3], ['checks.act', 5], ['next', 4]]);
    expect(Object.keys(withBranchArtifact(later, 'other', 6, []))).toEqual(['prep', 'checks.lint', 'checks.act', 'next', 'other']);
    expect(Object.keys(withBranchArtifact(JSON.parse('{"__proto__": 0}') as Record<string, number>, 'checks.act', 1, declared))).toEqual(['__proto__', 'checks.act']);
  });

  it('every update carries every other branch; a new visit starts all pending; the state stays valid', () => {
    let s = startAttempt(newRunState(wf), step, 'T');
    s = beginParallelVisit(s, step, branches, 1, 'all');
    s = withBranch(s, 'checks', 'lint', { status: 'running', attempt: 1 });
    s = withBranch(s, 'checks', 'act', { status: 'succeeded', attempt: 1 });
    expect(s.steps['checks']!.parallel!.branches['lint']!.status).toBe('running');
    expect(branchReused(s, 'checks', 'act')).toBe(true);
    expect(branchReused(s, 'checks', 'lint')).toBe(false);
    // Same visit: kept (a resume); the next visit: reset.
    expect(beginParallelVisit(s, step, branches, 1, 'all').steps['checks']!.parallel!.branches['act']!.status).toBe('succeeded');
    const next = beginParallelVisit(s, step, branches, 2, 'all');
    expect(Object.values(next.steps['checks']!.parallel!.branches).map((b) => b.status)).toEqual(['pending', 'pending']);
    const marked = markNotRun(s, 'checks');
    expect(marked.steps['checks']!.parallel!.branches['lint']!.status).toBe('not_run');
    expect(RunState.safeParse(marked).success).toBe(true);
  });

  it('applyJoin routes PARALLEL_COMPLETE; an unrouted PARALLEL_FAILED ends the run blocked', () => {
    let s = startAttempt(newRunState(wf), step, 'T');
    s = beginParallelVisit(s, step, branches, 1, 'all');
    const common = { step, summary: 's', sourceGaps: false, present: () => false, durationMs: 5, at: 'T2', stopAfter: false };
    const ok = applyJoin(s, wf, { ...common, outcome: 'PARALLEL_COMPLETE' });
    expect(ok.stop).toBeUndefined();
    expect(ok.state.active_step).toBe('next');
    expect(ok.state.last_transition).toMatchObject({ step: 'checks', gate_status: 'PARALLEL_COMPLETE', to: 'next' });
    const failed = applyJoin(s, wf, { ...common, outcome: 'PARALLEL_FAILED' });
    expect(failed.stop).toBe(JOIN_STOP);
    expect(failed.state).toMatchObject({ active_step: null, status: JOIN_STOP, in_flight: null });
    expect(failed.state.last_transition).toMatchObject({ outcome: 'blocked', code: JOIN_STOP, to: null });
  });
});

describe('parallel_paused (branches waiting on paused child runs)', () => {
  const wf = load(`version: '4.0'
name: par
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  checks:
    parallel:
      branches:
        one:
          child_workflow: one.yaml
          statuses: { WORKFLOW_COMPLETE: DONE }
        two:
          child_workflow: two.yaml
          statuses: { WORKFLOW_COMPLETE: DONE }
        lint:
          run: 'true'
          output: 'runs/{{run_id}}/lint.md'
          statuses: { OK: DONE, NO: BLOCKED }
    statuses:
      PARALLEL_COMPLETE: DONE
`);
  const AT = '2026-01-01T00:00:00.000Z';
  const child = (name: string, status: string) => ({ workflow_file: `${name}.yaml`, run_id: `${name}-r1`, state_path: `runs/${name}-r1/workflow_state.yaml`, manifest_path: null, run_root: null, mode: 'resume' as const, invoked_as: 'resume' as const, fresh_base: null, visit: 1, status, artifacts: [] });
  const started: JournalEvent = {
    event: 'run_started', at: AT, run_id: 'r1', workflow: 'par', workflow_file: 'wf.yaml', workflow_digest: wf.digest, mode: 'resume', ignore_previous_completion: false,
    stop_after_step: null, inputs: { run_id: 'r1' }, run_root: 'runs/r1', source_commit: null, agent_package_version: null, fresh_execution_of: null, entry: 'checks', entry_kind: 'parallel',
  };
  const update = (branch: string, patch: Record<string, unknown>): JournalEvent => ({ event: 'branch_updated', at: AT, step: 'checks', branch, patch });
  /** Branch `one` waits on its paused child; `two` as given; `lint` succeeded. */
  const upTo = (two: Record<string, unknown>): JournalEvent[] => [
    started,
    { event: 'attempt_started', at: AT, step: 'checks', visit: 1, attempt: 1 },
    { event: 'parallel_begun', at: AT, step: 'checks', visit: 1, join: 'all' },
    update('one', { attempt: 1, status: 'pending', code: null, error: null, child: child('one', 'PARTIAL_RESUMABLE') }),
    update('two', two),
    update('lint', { attempt: 1, status: 'succeeded', gate_status: 'OK' }),
  ];
  const replay = (events: JournalEvent[]) => events.reduce<RunState | undefined>((s, e) => replayEvent(s, e, wf), undefined)!;
  const pause = (branches: string[]): JournalEvent => ({ event: 'parallel_paused', at: AT, step: 'checks', branches, message: 'parallel step checks waits' });
  const bothWaiting = upTo({ attempt: 1, status: 'pending', code: null, error: null, child: child('two', 'PARTIAL_RESUMABLE') });

  it('pauses the run with the step active and pending: no failed attempt', () => {
    const state = replay([...bothWaiting, pause(['one', 'two'])]);
    expect(state).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'checks', in_flight: null, failed_or_blocked_steps: [], message: 'parallel step checks waits' });
    expect(state.steps['checks']).toMatchObject({ status: 'pending', attempts: 1 });
    expect(state.last_transition).toMatchObject({ step: 'checks', outcome: 'stopped', code: 'PARTIAL_RESUMABLE', to: 'checks' });
  });

  it('replay refuses a pause that names other branches than the waiting ones, one with a branch left to run, or one whose join is decided', () => {
    expect(() => replay([...bothWaiting, pause(['one'])])).toThrow(ReplayMismatch);
    expect(() => replay([...bothWaiting, pause(['two', 'one'])])).toThrow(ReplayMismatch);
    expect(() => replay([...bothWaiting, pause([])])).toThrow(ReplayMismatch);
    expect(() => replay([...upTo({ attempt: 1, status: 'running' }), pause(['one'])])).toThrow(/two have not finished/);
    expect(() => replay([...upTo({ attempt: 1, status: 'failed', code: 'STAGE_FAILED' }), pause(['one'])])).toThrow(/is decided \(PARALLEL_FAILED\)/);
    // Not on the step's attempt: after the pause, a second pause has nothing in flight.
    expect(() => replay([...bothWaiting, pause(['one', 'two']), pause(['one', 'two'])])).toThrow(/no attempt in flight/);
  });

  it('a journal an earlier stagegate wrote (the pause recorded as a failed attempt, the branch with its code) still replays as it did', () => {
    const old = upTo({ attempt: 1, status: 'pending', code: 'PARTIAL_RESUMABLE', error: 'paused', child: child('two', 'PARTIAL_RESUMABLE') });
    const state = replay([
      ...old.slice(0, 3),
      update('one', { attempt: 1, status: 'pending', code: 'PARTIAL_RESUMABLE', error: 'paused', child: child('one', 'PARTIAL_RESUMABLE') }),
      ...old.slice(4),
      { event: 'attempt_failed', at: AT, step: 'checks', code: 'PARTIAL_RESUMABLE', message: 'paused', exit_status: null, signal: null, duration_ms: 1, log: null },
    ]);
    expect(state).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'checks', failed_or_blocked_steps: ['checks'] });
    expect(state.steps['checks']).toMatchObject({ status: 'failed' });
  });
});
