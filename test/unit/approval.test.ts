// Approval steps as pure pieces: the state digest (stable under key order and the fields every
// invocation rewrites), pausing (pending record kept while the state is unchanged), recording a
// decision (refusals: nothing pending, approver not listed, state changed) and following it
// (visits, max_visits, stop_after_step, BLOCKED).
import { describe, expect, it } from 'vitest';
import { newRunState } from '../helpers/state.js';
import { loadWorkflowText } from '../../src/core/model/loader.js';
import { applyApproval, approvalDigest, canonicalJson, decisionFor, pauseForApproval, recordDecision } from '../../src/core/steps/approval/transition.js';
import { approvalTransition } from '../../src/core/steps/approval/transition.js';
import { defaultDecider } from '../../src/cli/decider.js';
import { transitionsOf } from '../../src/core/validate/graph.js';
import { isStagegateError } from '../../src/core/run/errors.js';
import { List } from 'immutable';
import type { BranchRecord, ChildRunRecord, ForeachItemRecord, RunState } from '../../src/core/state/state.js';
import type { Workflow } from '../../src/core/model/workflow.js';

const YAML = `version: '4.0'
name: t
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  sign_off:
    approval: { message: 'Approve?', approvers: [alice, bob] }
    on_approve: implement
    on_reject: revise
    max_visits: 2
  revise:
    action: Revise it.
    on_complete: sign_off
  implement:
    run: 'true'
    output: 'runs/{{run_id}}/impl.md'
    statuses: {OK: DONE}
`;

function load(text = YAML): Workflow {
  const r = loadWorkflowText(text, 'wf.yaml', '/nowhere/wf.yaml');
  if (!r.workflow) throw new Error(JSON.stringify(r.diagnostics));
  return r.workflow;
}
const wf = load();
const step = wf.steps.get('sign_off')!;
const AT = '2026-01-02T00:00:00.000Z';

function paused(): RunState {
  return pauseForApproval(newRunState(wf), step, AT).state;
}

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (isStagegateError(error)) return error.code;
    throw error;
  }
  return undefined;
}

describe('approval digest', () => {
  it('ignores key order, bookkeeping fields and the approval records, but not real changes', () => {
    const s = newRunState(wf);
    const d = approvalDigest(s);
    const reordered = Object.fromEntries(Object.entries(s).reverse()) as RunState;
    expect(approvalDigest(reordered)).toBe(d);
    expect(approvalDigest({ ...s, status: 'PARTIAL_RESUMABLE', message: 'x', updated_at: 'later', invocations: [{ at: 'x', mode: 'resume', ignore_previous_completion: false, stop_after_step: null }] })).toBe(d);
    expect(approvalDigest({ ...s, inputs: { run_id: 'r1', topic: 'x' } })).not.toBe(d);
    expect(canonicalJson({ b: 1, a: [1, { d: undefined, c: null }] })).toBe('{"a":[1,{"c":null}],"b":1}');
  });

  it("hashes a foreach's item list (a persistent List in the run) as the array of its items, as builds before it did", () => {
    const item = (id: string, status: ForeachItemRecord['status']): ForeachItemRecord => ({ id, slug: id.toLowerCase(), status, visits: 1, depends_on: [], waiting_on: [], bindings: { item_id: id }, state_path: null, outcome: null });
    const items = [item('A-1', 'verified'), item('B-2', 'verified')];
    const base = newRunState(wf);
    const withItems = (list: unknown): RunState => ({ ...base, steps: { loop: { status: 'completed', visits: 1, attempts: 1, foreach: { visit: 1, source: 'reg.md', format: 'markdown', active_item: null, stopped: null, items: list } } } }) as unknown as RunState;
    // A pending approval recorded by the previous build (items a plain array) still matches the state today's build replays.
    const asArray = approvalDigest(withItems(items));
    expect(approvalDigest(withItems(List(items)))).toBe(asArray);
    // Built another way (item by item, one changed back), the same items give the same digest.
    const rebuilt = List<ForeachItemRecord>().push(item('A-1', 'running'), items[1]!).set(0, items[0]!);
    expect(approvalDigest(withItems(rebuilt))).toBe(asArray);
    expect(approvalDigest(withItems(List([items[0]!, item('B-2', 'blocked')])))).not.toBe(asArray);
  });
});

describe('pausing at an approval step', () => {
  it('records a pending approval and keeps it while the state is unchanged', () => {
    const r = pauseForApproval(newRunState(wf), step, AT);
    expect(r.stop).toBe('PARTIAL_RESUMABLE');
    expect(r.state.pending_approval).toMatchObject({ step: 'sign_off', visit: 1, message: 'Approve?', approvers: ['alice', 'bob'], requested_at: AT });
    expect(r.state.message).toContain('from alice or bob');
    const again = pauseForApproval({ ...r.state, updated_at: 'later' }, step, '2026-01-03T00:00:00.000Z');
    expect(again.state.pending_approval).toEqual(r.state.pending_approval);
    const changed = pauseForApproval({ ...r.state, inputs: { run_id: 'r1', x: 'y' } }, step, '2026-01-03T00:00:00.000Z');
    expect(changed.state.pending_approval?.requested_at).toBe('2026-01-03T00:00:00.000Z');
  });
});

describe('recording a decision', () => {
  it('records who, when, note and the digest, and clears the pending approval', () => {
    const s = paused();
    const next = recordDecision(s, { decision: 'approved', by: 'alice', note: 'ok', at: AT });
    expect(next.pending_approval).toBeNull();
    expect(next.approvals).toEqual([{ step: 'sign_off', visit: 1, decision: 'approved', by: 'alice', at: AT, note: 'ok', state_digest: s.pending_approval!.state_digest }]);
    expect(decisionFor(next, step)?.decision).toBe('approved');
  });

  it('refuses when nothing is pending, the approver is not listed, or the state changed', () => {
    expect(codeOf(() => recordDecision(newRunState(wf), { decision: 'approved', by: 'alice', note: null, at: AT }))).toBe('APPROVAL_NOT_PENDING');
    expect(codeOf(() => recordDecision(paused(), { decision: 'rejected', by: 'mallory', note: null, at: AT }))).toBe('APPROVER_NOT_ALLOWED');
    const s = paused();
    expect(codeOf(() => recordDecision({ ...s, completed_steps: ['revise'] }, { decision: 'approved', by: 'bob', note: null, at: AT }))).toBe('APPROVAL_STATE_CHANGED');
    const decided = recordDecision(s, { decision: 'approved', by: 'bob', note: null, at: AT });
    expect(codeOf(() => recordDecision(decided, { decision: 'approved', by: 'bob', note: null, at: AT }))).toBe('APPROVAL_NOT_PENDING');
  });

  it('APPROVER_NOT_ALLOWED names each approver once: in the fix, not again in the message', () => {
    const refusal = (approvers: string[]): { message: string; hint: string } => {
      try {
        recordDecision({ ...paused(), pending_approval: { ...paused().pending_approval!, approvers } }, { decision: 'approved', by: 'mallory', note: null, at: AT });
      } catch (error) {
        return error as { message: string; hint: string };
      }
      throw new Error('not refused');
    };
    const many = refusal(['alice', 'bob', 'carol']);
    expect(many.message).toBe(`mallory may not approve step ${paused().active_step}: mallory is not one of its 3 approvers`);
    expect(many.hint).toBe('Decide as one of them (alice, bob, carol): --by alice.');
    for (const name of ['bob', 'carol']) expect(`${many.message}\n${many.hint}`.split(name).length - 1).toBe(1);
    const one = refusal(['alice']);
    expect([one.message, one.hint]).toEqual([`mallory may not approve step ${paused().active_step}: mallory is not its approver`, 'Decide as alice: --by alice.']);
  });

  it("APPROVER_NOT_ALLOWED's hint names the approver as one shell word (a space, a leading -)", () => {
    const hintOf = (approvers: string[]): string | undefined => {
      const s = paused();
      try {
        recordDecision({ ...s, pending_approval: { ...s.pending_approval!, approvers } }, { decision: 'approved', by: 'mallory', note: null, at: AT });
      } catch (error) {
        return (error as { hint?: string }).hint;
      }
      return undefined;
    };
    expect(hintOf(['Jane Doe'])).toBe("Decide as Jane Doe: --by 'Jane Doe'.");
    expect(hintOf(['-x'])).toBe('Decide as -x: --by=-x.');
    // Several approvers: every one named, not only the first the command decides as.
    expect(hintOf(['alice', 'bob', 'carol'])).toBe('Decide as one of them (alice, bob, carol): --by alice.');
  });

  it('a finished run: the refusal says it finished and how, and advises no resume', () => {
    let error: unknown;
    try {
      recordDecision({ ...newRunState(wf), active_step: null, status: 'WORKFLOW_COMPLETE' }, { decision: 'approved', by: 'bob', note: null, at: AT });
    } catch (e) {
      error = e;
    }
    if (!isStagegateError(error)) throw new Error('not refused');
    expect(error.code).toBe('APPROVAL_NOT_PENDING');
    expect(error.message).toMatch(/^run \S+ already finished \(WORKFLOW_COMPLETE\) and awaits no approval; nothing to approve here$/);
    expect(error.hint).not.toMatch(/resume|until it pauses/);
    expect(error.hint).toContain('--mode fresh');
  });

  it('a run paused in the children of parallel branches: the refusal names each branch and child run, and the command per child', () => {
    const child = (runId: string, status = 'PARTIAL_RESUMABLE'): ChildRunRecord => ({ workflow_file: 'child.yaml', run_id: runId, state_path: `runs/${runId}/workflow_state.yaml`, manifest_path: `runs/${runId}/RUN_MANIFEST.yaml`, run_root: `runs/${runId}`, mode: 'resume', invoked_as: 'resume', fresh_base: null, visit: 1, status, artifacts: [] });
    const branch = (c: ChildRunRecord, status: 'pending' | 'succeeded' = 'pending'): BranchRecord => ({ kind: 'child_workflow', status, gate_status: null, visit: 1, attempt: 1, code: 'PARTIAL_RESUMABLE', error: null, exit_status: null, duration_ms: 1, log: null, output: null, sha256: null, child: c });
    const base = newRunState(wf);
    const at = (branches: Record<string, BranchRecord>): RunState => ({
      ...base,
      status: 'PARTIAL_RESUMABLE',
      steps: { ...base.steps, [base.active_step!]: { ...base.steps[base.active_step!]!, kind: 'parallel', visits: 1, parallel: { visit: 1, join: 'all', outcome: null, branches } } },
    });
    const refusal = (state: RunState) => {
      try {
        recordDecision(state, { decision: 'approved', by: 'bob', note: null, at: AT });
      } catch (error) {
        if (isStagegateError(error)) return error;
        throw error;
      }
      throw new Error('not refused');
    };
    const one = refusal(at({ a: branch(child('c-a')), b: branch(child('c-b', 'WORKFLOW_COMPLETE'), 'succeeded') }));
    expect(one.code).toBe('APPROVAL_NOT_PENDING');
    expect(one.message).toContain(`the child workflow of branch a of parallel step ${base.active_step} paused in run c-a of child.yaml`);
    expect(one.hint).toBe('Decide in the child run: stagegate approve child.yaml --run-id c-a; then resume this run (stagegate run), which continues the child.');
    const two = refusal(at({ a: branch(child('c-a')), b: branch(child('c-b')) }));
    expect(two.message).toContain('the child workflows of branches a (run c-a of child.yaml), b (run c-b of child.yaml)');
    expect(two.hint).toBe('Decide in the child runs: stagegate approve child.yaml --run-id c-a; stagegate approve child.yaml --run-id c-b; then resume this run (stagegate run), which continues the children.');
  });

  it('a decision made at another source commit is not said to be followed by the resume (the resume asks again)', () => {
    const [made, now] = ['a'.repeat(40), 'b'.repeat(40)];
    const decided = recordDecision(paused(), { decision: 'approved', by: 'bob', note: null, at: AT, sourceCommit: made });
    const refusal = (sourceCommit: string) => {
      try {
        recordDecision(decided, { decision: 'approved', by: 'bob', note: null, at: AT, sourceCommit });
      } catch (error) {
        if (isStagegateError(error)) return error;
        throw error;
      }
      throw new Error('not refused');
    };
    expect(refusal(made).hint).toContain('it follows the approval (on_approve)');
    const elsewhere = refusal(now);
    expect(elsewhere.code).toBe('APPROVAL_NOT_PENDING');
    expect(elsewhere.hint).not.toContain('it follows the approval');
    expect(elsewhere.message).toContain('made at source commit aaaaaaaaaaaa');
    expect(elsewhere.hint).toContain('decide again');
  });
});

describe('following a decision', () => {
  it('approve goes to on_approve, reject to on_reject; visits counted', () => {
    const s = paused();
    const approved = recordDecision(s, { decision: 'approved', by: 'alice', note: null, at: AT });
    const a = applyApproval(approved, wf, step, decisionFor(approved, step)!, AT, false);
    expect(a.stop).toBeUndefined();
    expect(a.state.active_step).toBe('implement');
    expect(a.state.steps['implement']?.visits).toBe(1);
    expect(a.state.last_transition).toMatchObject({ step: 'sign_off', to: 'implement', exit_status: null });
    expect(a.state.message ?? '').not.toContain('completed');
    const rejected = recordDecision(s, { decision: 'rejected', by: 'bob', note: null, at: AT });
    const r = approvalTransition(rejected, wf, step, AT, false);
    expect(r.state.active_step).toBe('revise');
  });

  it('honours stop_after_step and max_visits, and pauses again on a new visit', () => {
    const s = recordDecision(paused(), { decision: 'rejected', by: 'bob', note: null, at: AT });
    const stopped = approvalTransition(s, wf, step, AT, true);
    expect(stopped.stop).toBe('PARTIAL_RESUMABLE');
    expect(stopped.state.active_step).toBe('revise');
    // Back at sign_off on visit 2: the visit-1 decision does not count; it pauses again.
    const back: RunState = { ...stopped.state, active_step: 'sign_off', steps: { ...stopped.state.steps, sign_off: { ...stopped.state.steps['sign_off']!, visits: 2 } } };
    const again = approvalTransition(back, wf, step, AT, false);
    expect(again.stop).toBe('PARTIAL_RESUMABLE');
    expect(again.state.pending_approval?.visit).toBe(2);
    // A third entry into sign_off exceeds max_visits 2.
    const loop = load(YAML.replace('on_reject: revise', 'on_reject: sign_off'));
    const overflow = applyApproval({ ...back, pending_approval: null }, loop, loop.steps.get('sign_off')!, { step: 'sign_off', visit: 2, decision: 'rejected', by: 'bob', at: AT, note: null, state_digest: 'x' }, AT, false);
    expect(overflow.stop).toBe('WORKFLOW_BLOCKED_LOOP_LIMIT');
  });

  it('a reject without on_reject, or to BLOCKED, ends the run blocked', () => {
    const w = load(YAML.replace('    on_reject: revise\n', '').replace('    action: Revise it.\n    on_complete: sign_off\n', '    action: Revise it.\n    on_complete: DONE\n'));
    const st = pauseForApproval(newRunState(w), w.steps.get('sign_off')!, AT).state;
    const s = recordDecision(st, { decision: 'rejected', by: 'alice', note: null, at: AT });
    const r = approvalTransition(s, w, w.steps.get('sign_off')!, AT, false);
    expect(r.stop).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
    expect(r.state.active_step).toBeNull();
  });

  it('on_approve and on_reject are transitions of the graph', () => {
    expect(transitionsOf(step).map((t) => `${t.label}->${t.to}`)).toEqual(['on_approve->implement', 'on_reject->revise']);
  });
});

describe('who decides without --by (src/cli/commands/approval.ts defaultDecider)', () => {
  const account = () => 'os-account';
  it('GITHUB_ACTOR on GitHub Actions, else $USER, else $LOGNAME, else the OS account; empty values count as not set', () => {
    expect(defaultDecider({ GITHUB_ACTIONS: 'true', GITHUB_ACTOR: 'octocat', USER: 'runner' }, account)).toBe('octocat');
    expect(defaultDecider({ GITHUB_ACTIONS: 'true', GITHUB_ACTOR: '', USER: 'runner' }, account)).toBe('runner');
    expect(defaultDecider({ GITHUB_ACTOR: 'octocat', USER: 'alice' }, account)).toBe('alice');
    expect(defaultDecider({ USER: '', LOGNAME: 'carol' }, account)).toBe('carol');
    expect(defaultDecider({ USER: '', LOGNAME: '' }, account)).toBe('os-account');
  });

  it('an OS account without a name (os.userInfo() throwing, as for a container uid with no passwd entry): undefined, so the record says unknown', () => {
    expect(defaultDecider({}, () => undefined)).toBeUndefined();
  });
});
