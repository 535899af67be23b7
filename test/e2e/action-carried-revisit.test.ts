/**
 * A run carried to the next job while a step it had accepted is being visited again: the new
 * visit's attempt rewrote the step's output and stopped (failed, or asked a person) before its
 * gate was accepted. The core resumes such a run (the active step runs again and writes its
 * output anew: state/integrity.ts), so the Action's restore must carry it too — before, it
 * refused the artifact (WORKFLOW_STATE_INTEGRITY_VIOLATION, "the accepted output … does not match
 * its recorded sha256"): a sign-off rejected back to a stage that then asked, or failed, could not
 * go on in another job.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { useFakeGitHub } from '../helpers/fake-artifacts.js';
import { commitCheckout, runActionStep, tempDir } from '../helpers/action-harness.js';
import { CAMPAIGN } from '../tiers.js';

const gh = useFakeGitHub();

const WF = 'loop.yaml';

/**
 * The stages' gate writer, sourced from the checkout: the block `stagegate gate STATUS` appends
 * (docs/gate.md), written by the shell itself. What these tests prove is the restore's check of
 * the outputs, not the gate command, and each `stagegate gate` is a Node process (~0.3 s of CPU).
 */
const GATE_SH = `gate() {
  printf '\\nWORKFLOW_GATE:\\n  workflow: %s\\n  step: %s\\n  status: %s\\n  unresolved_critical: 0\\n  unresolved_high: 0\\n  source_resolvable_open: 0\\n  artifact: %s\\n  next_recommended: null\\n' "$STAGEGATE_WORKFLOW" "\${STAGEGATE_BRANCH:-$STAGEGATE_STEP}" "$1" "$STAGEGATE_ARTIFACT" >>"$STAGEGATE_OUTPUT"
}
`;

/** A checkout whose step `write` is visited twice (write → check → write); its second visit fails unless $FIXED is set. */
function checkout(): string {
  const ws = tempDir('sg-revisit-');
  writeFileSync(join(ws, 'gate.sh'), GATE_SH);
  writeFileSync(
    join(ws, WF),
    `version: '4.0'
name: loop
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  write:
    run: |
      source ./gate.sh
      printf 'draft %s\\n' "$STAGEGATE_VISIT" > "$STAGEGATE_OUTPUT"
      if [ "$STAGEGATE_VISIT" = 2 ] && [ -z "\${FIXED:-}" ]; then echo 'visit 2 breaks' >&2; exit 3; fi
      gate WRITTEN
    output: 'runs/{{run_id}}/write.md'
    statuses: {WRITTEN: check}
  check:
    run: |
      source ./gate.sh
      printf 'checked\\n' > "$STAGEGATE_OUTPUT"
      if [ "$(head -n 1 "$STAGEGATE_RUN_ROOT/write.md")" = 'draft 1' ]; then gate AGAIN; else gate OK; fi
    output: 'runs/{{run_id}}/check.md'
    statuses: {AGAIN: write, OK: DONE}
`,
  );
  commitCheckout(ws);
  return ws;
}

function job(run: string, name: string, env: Record<string, string> = {}, workspace = checkout()) {
  return runActionStep({ workspace, inputs: { workflow: WF, 'run-id': 'r1' }, runId: run, job: name, env: { ...gh.fake.env({ workflowRunId: run, jobId: name }), ...env } });
}

/** A checkout of `text` as the workflow, committed with `message` (another message: another source commit). */
function checkoutOf(text: string, message?: string): string {
  const ws = tempDir('sg-revisit-');
  writeFileSync(join(ws, 'gate.sh'), GATE_SH);
  writeFileSync(join(ws, WF), text);
  commitCheckout(ws, message);
  return ws;
}

describe('a run whose revisited step stopped after rewriting its accepted output', () => {
  it('is restored in the next job (not refused), and the step runs again there', { tags: [CAMPAIGN] }, async () => {
    const first = await job('9501', 'first');
    expect(first.outputs['status'], first.summary).toBe('STAGE_FAILED');
    expect(first.outputs).toMatchObject({ 'active-step': 'write', 'completed-steps': '["check"]' });

    const next = await job('9501', 'next', { FIXED: '1' });
    expect(next.outputs['status'], next.stdout + next.stderr).toBe('WORKFLOW_COMPLETE');
    expect(next.outputs['restored-from']).toBe(first.outputs['artifact-name']);
    expect(next.outputs['stages-run']).toBe('2');
  });

  // What the restore no longer checks is only what the core's resume does not hold the run to: any
  // other accepted output that changed is still refused, by the restore or by the resume after it.
  it('an accepted output of another step that the stopped attempt changed is still refused (the restore: nothing restored, nothing run)', async () => {
    const text = readFileSync(join(checkout(), WF), 'utf8').replace(`exit 3; fi`, `echo forged > "$STAGEGATE_RUN_ROOT/check.md"; exit 3; fi`);
    const first = await job('9502', 'first', {}, checkoutOf(text));
    expect(first.outputs).toMatchObject({ status: 'STAGE_FAILED', 'active-step': 'write' });
    const next = await job('9502', 'next', { FIXED: '1' }, checkoutOf(text));
    expect(next.outputs['status']).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
    expect(next.stdout).toContain('the accepted output of step check (runs/r1/check.md) does not match its recorded sha256');
    expect(next.outputs).toMatchObject({ 'stages-run': '0', 'restored-from': '' });
  });

  // A step whose id has a dot is not a branch: `write.x`'s output is keyed by its own id, held by
  // the resume while `write` is active (a branch x of a parallel `write` would be keyed the same,
  // which PARALLEL_BRANCH_ID_TAKEN forbids). The restore once skipped it by its id's prefix.
  it('the changed output of a step named <active step>.x is refused by the restore, as any other step\'s', async () => {
    const text = `version: '4.0'
name: loop
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  write.x:
    run: source ./gate.sh && printf 'x\\n' > "$STAGEGATE_OUTPUT" && gate OK
    output: 'runs/{{run_id}}/write.x.md'
    statuses: {OK: write}
  write:
    run: |
      source ./gate.sh
      printf 'w\\n' > "$STAGEGATE_OUTPUT"
      if [ -z "\${FIXED:-}" ]; then echo forged > "$STAGEGATE_RUN_ROOT/write.x.md"; exit 3; fi
      gate OK
    output: 'runs/{{run_id}}/write.md'
    statuses: {OK: DONE}
`;
    const first = await job('9504', 'first', {}, checkoutOf(text));
    expect(first.outputs).toMatchObject({ status: 'STAGE_FAILED', 'active-step': 'write' });
    const next = await job('9504', 'next', { FIXED: '1' }, checkoutOf(text));
    expect(next.outputs['status'], next.stdout).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
    expect(next.stdout).toContain('the accepted output of step write.x (runs/r1/write.x.md) does not match its recorded sha256');
    expect(next.outputs).toMatchObject({ 'stages-run': '0', 'restored-from': '' });
  });

  it("a reused branch's output of the active parallel step that a sibling changed is refused by the resume (STALE_ARTIFACT_REJECTED), as the CLI refuses it", async () => {
    const text = `version: '4.0'
name: loop
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  p:
    parallel:
      max_concurrency: 1
      branches:
        a:
          run: source ./gate.sh && printf 'a\\n' > "$STAGEGATE_OUTPUT" && gate OK
          output: 'runs/{{run_id}}/a.md'
          statuses: {OK: DONE}
        b:
          run: |
            source ./gate.sh
            printf 'b\\n' > "$STAGEGATE_OUTPUT"
            if [ -z "\${FIXED:-}" ]; then echo forged > "$STAGEGATE_RUN_ROOT/a.md"; exit 0; fi
            gate OK
          output: 'runs/{{run_id}}/b.md'
          statuses: {OK: DONE}
    statuses: {PARALLEL_COMPLETE: DONE}
`;
    const firstWs = checkoutOf(text);
    const first = await job('9503', 'first', {}, firstWs);
    // b wrote no gate: the parallel step stays active, a's result kept for the resume.
    expect(first.outputs).toMatchObject({ status: 'GATE_RESULT_MISSING', 'active-step': 'p' });
    const nextWs = checkoutOf(text);
    const next = await job('9503', 'next', { FIXED: '1' }, nextWs);
    expect(next.outputs['status'], next.stdout).toBe('STALE_ARTIFACT_REJECTED');
    expect(next.stdout).toContain('accepted output runs/r1/a.md of step p.a changed since its gate was accepted');
    expect(next.outputs).toMatchObject({ 'stages-run': '0', 'restored-from': first.outputs['artifact-name'] });
    // Refused after a good restore, the job saves the run again (action.md: carried forward
    // unchanged, so a job that fixes the cause resumes from it): the state it uploads is the one it
    // restored, with nothing of the refusal written into it — never a refused state in place of it.
    const journal = 'runs/r1/workflow_state.journal.jsonl';
    expect(readFileSync(join(nextWs, journal), 'utf8')).toBe(readFileSync(join(firstWs, journal), 'utf8'));
    expect(next.outputs['artifact-name']).not.toBe(first.outputs['artifact-name']);
    expect(next.summary).toContain('is unchanged: it was saved again as');
  });

  // A rerun's taken-back output: job 2 reruns from `first`, whose failed attempt rewrites `after`'s
  // accepted output (a verdict the rerun took back). The CLI's resume does not hold the run to it
  // (state/taken-back.ts); the restore read the carried snapshot, which holds no `rewinds`, and
  // refused the artifact ("does not match its recorded sha256").
  const rerunText = `version: '4.0'
name: loop
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  first:
    run: |
      source ./gate.sh
      printf 'first %s\\n' "$STAGEGATE_VISIT" > "$STAGEGATE_OUTPUT"
      if [ -n "\${BREAK:-}" ]; then echo "$BREAK" > "$STAGEGATE_RUN_ROOT/$BREAK_FILE"; exit 3; fi
      gate OK
    output: 'runs/{{run_id}}/first.md'
    statuses: {OK: after}
  after:
    run: |
      source ./gate.sh
      printf 'after %s\\n' "$STAGEGATE_VISIT" > "$STAGEGATE_OUTPUT"
      if [ -n "\${BREAK_AFTER:-}" ]; then echo forged > "$STAGEGATE_RUN_ROOT/first.md"; exit 3; fi
      gate OK
    output: 'runs/{{run_id}}/after.md'
    statuses: {OK: DONE}
`;

  function rerunJob(run: string, name: string, env: Record<string, string>, extra: Record<string, string> = {}, commit?: string) {
    return runActionStep({ workspace: checkoutOf(rerunText, commit), inputs: { workflow: WF, 'run-id': 'r1', ...extra }, runId: run, job: name, env: { ...gh.fake.env({ workflowRunId: run, jobId: name }), ...env } });
  }

  it('an output a --rerun-from took back, rewritten by the rerun\'s failed attempt, is restored in the next job (as the CLI resumes it)', { tags: [CAMPAIGN] }, async () => {
    const done = await rerunJob('9505', 'done', {});
    expect(done.outputs['status'], done.stdout + done.stderr).toBe('WORKFLOW_COMPLETE');
    const rerun = await rerunJob('9505', 'rerun', { BREAK: 'rewritten', BREAK_FILE: 'after.md' }, { 'rerun-from': 'first' });
    expect(rerun.outputs, rerun.stdout + rerun.stderr).toMatchObject({ status: 'STAGE_FAILED', 'active-step': 'first' });
    const next = await rerunJob('9505', 'next', {});
    expect(next.outputs['status'], next.stdout + next.stderr).toBe('WORKFLOW_COMPLETE');
    expect(next.outputs['restored-from']).toBe(rerun.outputs['artifact-name']);
    expect(next.outputs['stages-run']).toBe('2');
  });

  it('an output the rerun did not take back, changed by the rerun\'s failed attempt, is still refused by the restore', async () => {
    const done = await rerunJob('9506', 'done', {});
    expect(done.outputs['status'], done.stdout + done.stderr).toBe('WORKFLOW_COMPLETE');
    // A rerun from `after` takes back only `after`'s verdict: `first`'s stands, and its output is held.
    const rerun = await rerunJob('9506', 'rerun', { BREAK_AFTER: '1' }, { 'rerun-from': 'after' });
    expect(rerun.outputs, rerun.stdout + rerun.stderr).toMatchObject({ status: 'STAGE_FAILED', 'active-step': 'after' });
    const next = await rerunJob('9506', 'next', {});
    expect(next.outputs['status'], next.stdout).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
    expect(next.stdout).toContain('the accepted output of step first (runs/r1/first.md) does not match its recorded sha256');
    expect(next.outputs).toMatchObject({ 'stages-run': '0', 'restored-from': '' });
  });

  // A source change's taken-back output: job 2 resumes at a new commit with on-source-change: rerun,
  // which takes back every verdict made at the old one (the step records' source_taken_back, which
  // the snapshot does not hold); `first`'s failed attempt rewrites `after`'s accepted output. The
  // CLI's resume does not hold the run to it; the restore read the carried snapshot and refused it.
  it('an output a source change took back (on-source-change: rerun), rewritten by a failed attempt, is restored in the next job (as the CLI resumes it)', { tags: [CAMPAIGN] }, async () => {
    const done = await rerunJob('9507', 'done', {});
    expect(done.outputs['status'], done.stdout + done.stderr).toBe('WORKFLOW_COMPLETE');
    const rerun = await rerunJob('9507', 'rerun', { BREAK: 'rewritten', BREAK_FILE: 'after.md' }, { 'on-source-change': 'rerun' }, 'pushed');
    expect(rerun.outputs, rerun.stdout + rerun.stderr).toMatchObject({ status: 'STAGE_FAILED', 'active-step': 'first' });
    const next = await rerunJob('9507', 'next', {}, {}, 'pushed');
    expect(next.outputs['status'], next.stdout + next.stderr).toBe('WORKFLOW_COMPLETE');
    expect(next.outputs['restored-from']).toBe(rerun.outputs['artifact-name']);
    expect(next.outputs['stages-run']).toBe('2');
  });

  it('an output accepted again after the source change, changed by a later failed attempt, is still refused by the restore', async () => {
    const done = await rerunJob('9508', 'done', {});
    expect(done.outputs['status'], done.stdout + done.stderr).toBe('WORKFLOW_COMPLETE');
    // The source change takes back both verdicts; `first` runs again and is accepted anew, then `after` forges its output and fails.
    const rerun = await rerunJob('9508', 'rerun', { BREAK_AFTER: '1' }, { 'on-source-change': 'rerun' }, 'pushed');
    expect(rerun.outputs, rerun.stdout + rerun.stderr).toMatchObject({ status: 'STAGE_FAILED', 'active-step': 'after' });
    const next = await rerunJob('9508', 'next', {}, {}, 'pushed');
    expect(next.outputs['status'], next.stdout).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
    expect(next.stdout).toContain('the accepted output of step first (runs/r1/first.md) does not match its recorded sha256');
    expect(next.outputs).toMatchObject({ 'stages-run': '0', 'restored-from': '' });
  });

  // rerun-from on the job that restores: the outputs the rerun takes back run again, so the restore
  // does not hold the run to them (the CLI's `run --rerun-from` does not either: integrity.ts). A
  // forged `first.md` is what a rerun from `first` fixes; a rerun from `after` keeps `first`'s verdict.
  // In-process, as every job of this file (the built bundle's own runs are the smoke tier's and
  // test/e2e/process/'s: test/tiers.ts); the first failed so, too, before the restore knew rerun-from.
  it('rerun-from takes back the output a failed attempt changed: the restore carries the run and the rerun runs it again', { tags: [CAMPAIGN] }, async () => {
    const done = await rerunJob('9509', 'done', {});
    expect(done.outputs['status'], done.stdout + done.stderr).toBe('WORKFLOW_COMPLETE');
    const broke = await rerunJob('9509', 'broke', { BREAK_AFTER: '1' }, { 'rerun-from': 'after' });
    expect(broke.outputs, broke.stdout + broke.stderr).toMatchObject({ status: 'STAGE_FAILED', 'active-step': 'after' });
    const fixed = await rerunJob('9509', 'fixed', {}, { 'rerun-from': 'first' });
    expect(fixed.outputs['status'], fixed.stdout + fixed.stderr).toBe('WORKFLOW_COMPLETE');
    expect(fixed.outputs['restored-from']).toBe(broke.outputs['artifact-name']);
    expect(fixed.outputs['stages-run']).toBe('2');
  });

  it('rerun-from that keeps the changed output\'s verdict is still refused by the restore', async () => {
    const done = await rerunJob('9510', 'done', {});
    expect(done.outputs['status'], done.stdout + done.stderr).toBe('WORKFLOW_COMPLETE');
    const broke = await rerunJob('9510', 'broke', { BREAK_AFTER: '1' }, { 'rerun-from': 'after' });
    expect(broke.outputs, broke.stdout + broke.stderr).toMatchObject({ status: 'STAGE_FAILED', 'active-step': 'after' });
    const again = await rerunJob('9510', 'again', {}, { 'rerun-from': 'after' });
    expect(again.outputs['status'], again.stdout).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
    expect(again.stdout).toContain('the accepted output of step first (runs/r1/first.md) does not match its recorded sha256');
    expect(again.outputs).toMatchObject({ 'stages-run': '0', 'restored-from': '' });
  });
});
