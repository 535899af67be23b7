// Branch and approval references read from a state as an older journal replays it: a branch
// record without the gate (journals written before branch gates were recorded) still gives its
// status; an approval decided without --note gives '' for the note; nothing decided yet gives ''.
import { describe, expect, it } from 'vitest';
import { parseReference, resolveReference } from '../../src/core/model/references.js';
import type { BranchRecord, RunState } from '../../src/core/state/state.js';
import { runStateOf } from '../helpers/state.js';

const branch = (patch: Partial<BranchRecord>): BranchRecord => ({ kind: 'shell', status: 'succeeded', gate_status: 'OK', visit: 1, attempt: 1, code: null, error: null, exit_status: 0, duration_ms: 1, log: null, output: 'runs/r1/a.md', sha256: 'x', ...patch });

function stateWith(branches: Record<string, BranchRecord>, approvals: RunState['approvals'] = []): RunState {
  const base = runStateOf({ name: 'w', file: 'wf.yaml', digest: 'd', entry: 'review', entryKind: 'parallel' });
  return { ...base, approvals, steps: { ...base.steps, review: { kind: 'parallel', status: 'completed', visits: 1, attempts: 1, parallel: { visit: 1, join: 'all', outcome: 'PARALLEL_COMPLETE', branches } } } } as RunState;
}

describe('branch and approval references', () => {
  it("a branch record without a recorded gate (an older journal) gives gate.status from gate_status; other keys are unresolved, '' in the _or_empty form", () => {
    const state = stateWith({ a: branch({}), b: branch({ status: 'failed', gate_status: null, output: null, exit_status: 3 }), c: branch({ status: 'running', gate_status: null, output: null }) });
    expect(resolveReference(state, 'steps.review.branches.a.output')).toBe('runs/r1/a.md');
    expect(resolveReference(state, 'steps.review.branches.a.gate.status')).toBe('OK');
    expect(resolveReference(state, 'steps.review.branches.a.gate.score')).toBeUndefined();
    expect(resolveReference(state, 'steps.review.branches.a.gate_or_empty.score')).toBe('');
    expect(resolveReference(state, 'steps.review.branches.b.output')).toBeUndefined();
    expect(resolveReference(state, 'steps.review.branches.b.output_or_empty')).toBe('');
    // A branch still running has no accepted output yet.
    expect(resolveReference(state, 'steps.review.branches.c.output')).toBeUndefined();
    expect(resolveReference(state, 'steps.review.branches.c.gate_or_empty.status')).toBe('');
    // A recorded gate is read as recorded (extra keys, list entries).
    const withGate = stateWith({ a: branch({ gate: { status: 'OK', score: 91, files: ['x.md', 'y.md'] } }) });
    expect(resolveReference(withGate, 'steps.review.branches.a.gate.score')).toBe('91');
    expect(resolveReference(withGate, 'steps.review.branches.a.gate_or_empty.files.1')).toBe('y.md');
    expect(resolveReference(withGate, 'steps.review.branches.a.gate_or_empty.files.2')).toBe('');
  });

  it('a branch id with dots is read up to the tail that ends the reference (.output, .gate.<key>[.<n>])', () => {
    expect(parseReference('steps.checks.branches.unit.tests.output')).toEqual({ step: 'checks', branch: 'unit.tests', what: 'output' });
    expect(parseReference('steps.checks.branches.a.gate.gate.k')).toEqual({ step: 'checks', branch: 'a.gate', what: 'gate', key: 'k' });
    expect(parseReference('steps.checks.branches.v1.2.gate_or_empty.files.0')).toEqual({ step: 'checks', branch: 'v1.2', what: 'gate', key: 'files', orEmpty: { index: 0 } });
    expect(parseReference('steps.checks.branches.node.20.output_or_empty')).toEqual({ step: 'checks', branch: 'node.20', what: 'output', orEmpty: true });
    const state = stateWith({ 'unit.tests': branch({ output: 'runs/r1/u.md', gate: { status: 'OK', score: 7 } }) });
    expect(resolveReference(state, 'steps.review.branches.unit.tests.output')).toBe('runs/r1/u.md');
    expect(resolveReference(state, 'steps.review.branches.unit.tests.gate.score')).toBe('7');
  });

  it("an approval's last decision: '' before any; the latest of several; a note not given is ''", () => {
    expect(resolveReference(stateWith({}), 'steps.sign_off.decision')).toBe('');
    const decided = (visit: number, decision: 'approved' | 'rejected', by: string, note: string | null) => ({ step: 'sign_off', visit, decision, by, at: 't', note, state_digest: 'd' });
    const state = stateWith({}, [decided(1, 'rejected', 'carol', 'tests fail'), decided(1, 'approved', 'x', 'other step'), decided(2, 'approved', 'dave', null)].map((a, i) => (i === 1 ? { ...a, step: 'other' } : a)));
    expect(['decision', 'by', 'note'].map((f) => resolveReference(state, `steps.sign_off.${f}`))).toEqual(['approved', 'dave', '']);
    expect(resolveReference(state, 'steps.other.note')).toBe('other step');
  });
});
