/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// Every stop code a run of shell stages can end with, through the built CLI, with its exit
// status; after every failure the state still parses and completed steps stay completed.
import { afterAll, describe, expect, it } from 'vitest';
import { chainYaml, jsonOf, processAlive, removeWorkspaces, waitFor, workflowYaml, workspaceWith, type TempWorkspace } from '../helpers/cli.js';
import { withGrowingLimit } from '../helpers/wait.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

/** The state parses, and the steps that completed before are still completed. */
function expectSaneState(ws: TempWorkspace, runId: string, completed: string[]): any {
  const state = ws.state(`runs/${runId}/workflow_state.yaml`);
  expect(state.schema).toBe('stagegate/state@2');
  expect(state.in_flight).toBeNull();
  for (const id of completed) expect(state.completed_steps).toContain(id);
  return state;
}

/** a (always fine) -> b (the stage under test) -> c. */
function withMiddle(b: string, extra?: string): string {
  return chainYaml('mid', ['a', 'b', 'c'], { b: { run: b, ...(extra ? { extra } : {}) } });
}

describe('outcomes routed by the workflow', () => {
  it('BLOCKED with source_resolvable_open > 0 is WORKFLOW_BLOCKED_SOURCE_GAPS, else WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE (exit 3)', { tags: [CAMPAIGN] }, async () => {
    const wf = workflowYaml('blocking', {
      check: { run: 'source lib.sh; stage "$(cat verdict)" "$(cat open)"', statuses: { PASS: 'DONE', GAPS: 'BLOCKED' } },
    });
    const ws = workspaceWith({ 'wf.yaml': wf, verdict: 'GAPS', open: '2' });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'b1', '--json']);
    expect(r.code).toBe(3);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_BLOCKED_SOURCE_GAPS', active_step: null });
    const state = expectSaneState(ws, 'b1', []);
    // The step that blocked the run is one of the blocked steps, not a completed one.
    expect(state.completed_steps).toEqual([]);
    expect(state.failed_or_blocked_steps).toEqual(['check']);
    expect(state.last_gate.source_resolvable_open).toBe(2);
    // Reported again on resume, nothing runs.
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'b1', '--json']);
    expect(again.code).toBe(3);
    expect(jsonOf(again)).toMatchObject({ status: 'WORKFLOW_BLOCKED_SOURCE_GAPS', stages_run: 0 });
    expect(ws.lines('counter.txt')).toEqual(['check']);

    ws.write('open', '0');
    const ext = await ws.run(['run', 'wf.yaml', '--run-id', 'b2', '--json']);
    expect(ext.code).toBe(3);
    expect(jsonOf(ext)['status']).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
    // status reports it with the same exit status.
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'b2', '--json']);
    expect(st.code).toBe(3);
    expect(jsonOf(st)['status']).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
  });

  it('a loop that does not converge stops with WORKFLOW_BLOCKED_LOOP_LIMIT (step max_visits, execution.max_visits, default 10)', { tags: [CAMPAIGN] }, async () => {
    const loop = (extraReview?: string, execution?: string) =>
      workflowYaml(
        'loop',
        {
          review: { run: 'source lib.sh; stage CHANGES', statuses: { CHANGES: 'fix', OK: 'DONE' }, ...(extraReview ? { extra: extraReview } : {}) },
          fix: { run: 'source lib.sh; stage FIXED', statuses: { FIXED: 'review' } },
        },
        execution ? { execution } : {},
      );
    const ws = workspaceWith({ 'step.yaml': loop('max_visits: 2'), 'exec.yaml': loop(undefined, 'max_visits: 3'), 'default.yaml': loop() });
    const r = await ws.run(['run', 'step.yaml', '--run-id', 'l1', '--json']);
    expect(r.code).toBe(3);
    const j = jsonOf(r);
    expect(j['status']).toBe('WORKFLOW_BLOCKED_LOOP_LIMIT');
    expect(j['message']).toContain('step review would be entered a 3rd time (max_visits 2)');
    // --json gives the fix the text prints: the loop's, with the continuation besides a fresh start.
    expect(j['hint']).toContain('Read the last gates of the loop through step review to see why it does not converge and fix the cause.');
    expect(j['hint']).toContain('Raise max_visits of step review in step.yaml, then continue the run from it, keeping its earlier verdicts: stagegate run step.yaml --run-id l1 --rerun-from review --allow-workflow-change. Or start over with');
    expect(ws.lines('counter.txt')).toEqual(['review', 'fix', 'review', 'fix']);
    // The step the limit stopped before entering is among the failed or blocked steps only.
    const state = expectSaneState(ws, 'l1', ['fix']);
    expect(state.completed_steps).toEqual(['fix']);
    expect(state.failed_or_blocked_steps).toEqual(['review']);

    const e = await ws.run(['run', 'exec.yaml', '--run-id', 'l2', '--json']);
    expect(jsonOf(e)['status']).toBe('WORKFLOW_BLOCKED_LOOP_LIMIT');
    expect(ws.lines('counter.txt')).toHaveLength(4 + 6);

    const d = await ws.run(['run', 'default.yaml', '--run-id', 'l3', '--json']);
    expect(d.code).toBe(3);
    expect(jsonOf(d)['message']).toContain('11th time (max_visits 10)');
    expect(ws.lines('counter.txt')).toHaveLength(10 + 20);
  });
});

describe('the workflow itself', () => {
  it('a schema error does not hide the findings after it: the refusal counts them, as validate lists them', { tags: [CAMPAIGN] }, async () => {
    // An unknown top-level key (a schema error), and a route to a step that does not exist, which
    // leaves b unreachable (two rule findings).
    const wf = `${chainYaml('two', ['a', 'b'], { a: { statuses: { OK: 'nowhere' } } })}finish: DONE\n`;
    const ws = workspaceWith({ 'wf.yaml': wf });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 't1', '--json']);
    expect(r.code).toBe(5);
    const j = jsonOf(r);
    expect(j['status']).toBe('WORKFLOW_CONTRACT_INVALID');
    expect(j['message']).toContain("unknown key 'finish'");
    expect(j['message']).toContain('(and 2 more: run `stagegate validate wf.yaml`)');
    const v = await ws.run(['validate', 'wf.yaml', '--json']);
    expect(JSON.parse(v.stdout).errors.map((d: { code: string }) => d.code).sort()).toEqual(['UNKNOWN_KEY', 'UNKNOWN_TARGET', 'UNREACHABLE_STEP']);
    expect(ws.exists('runs')).toBe(false);
  });

  it('a step with a schema error: the refusal names the first finding in the file and counts only what validate lists', async () => {
    // A misspelt key and a bad type in one step: the loader drops both keys to check the rest, and
    // what the rules then say about that step (no output) only echoes the typo — validate leaves it
    // out, and so must the refusal's count.
    const wf = chainYaml('typo', ['a', 'b'])
      .replace('    output: "runs/{{run_id}}/b.md"', '    ouput: "runs/{{run_id}}/b.md"\n    max_visits: three');
    const ws = workspaceWith({ 'wf.yaml': wf });
    const line = wf.split('\n').findIndex((l) => l.includes('ouput')) + 1;
    const v = await ws.run(['validate', 'wf.yaml', '--json']);
    expect(JSON.parse(v.stdout).errors.map((d: { code: string }) => d.code)).toEqual(['UNKNOWN_KEY', 'INVALID_TYPE']);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 't1', '--json']);
    expect(r.code).toBe(5);
    const j = jsonOf(r);
    expect(j['status']).toBe('WORKFLOW_CONTRACT_INVALID');
    expect(j['message']).toMatch(new RegExp(`^wf\\.yaml:${line}:5 UNKNOWN_KEY unknown key 'ouput'`));
    expect(j['message']).toContain('(and 1 more: run `stagegate validate wf.yaml`)');
    expect(ws.exists('runs')).toBe(false);
  });

  it('an invalid workflow is WORKFLOW_CONTRACT_INVALID with file:line, before anything runs', { tags: [CAMPAIGN] }, async () => {
    const wf = chainYaml('bad', ['a', 'b']).replace('    output: "runs/{{run_id}}/b.md"', '    outptu: "runs/{{run_id}}/b.md"');
    const ws = workspaceWith({ 'wf.yaml': wf });
    const line = wf.split('\n').findIndex((l) => l.includes('outptu')) + 1;
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'v1', '--json']);
    expect(r.code).toBe(5);
    const j = jsonOf(r);
    expect(j['status']).toBe('WORKFLOW_CONTRACT_INVALID');
    expect(j['message']).toMatch(new RegExp(`^wf\\.yaml:${line}:\\d+ `));
    expect(j['message']).toContain('outptu');
    expect(j['location']).toMatchObject({ file: 'wf.yaml', line });
    expect(ws.exists('runs')).toBe(false);
    expect(ws.exists('counter.txt')).toBe(false);
    const t = await ws.run(['run', 'wf.yaml', '--run-id', 'v1']);
    expect(t.stdout).toContain(`at:       wf.yaml:${line}:`);
    // Each thing said once: the place on the at: line, not again in the headline.
    expect(t.stdout.split(`wf.yaml:${line}:`)).toHaveLength(2);
    expect(t.stdout.split('\n')[0]).toMatch(/^WORKFLOW_CONTRACT_INVALID {2}UNKNOWN_KEY unknown key 'outptu'/);
    // A path out of the workspace: its stop code is the finding's code, said once.
    ws.write('out.yaml', chainYaml('out', ['a']).replace('"runs/{{run_id}}/a.md"', '"../escape/a.md"'));
    const out = await ws.run(['run', 'out.yaml', '--run-id', 'v3', '--json']);
    expect(jsonOf(out)).toMatchObject({ status: 'PATH_OUTSIDE_WORKSPACE', exit_code: 5 });
    expect(jsonOf(out)['message']).toMatch(/^out\.yaml:\d+:\d+ output of step 'a' '\.\.\/escape\/a\.md' leaves the workspace/);
    const outText = await ws.run(['run', 'out.yaml', '--run-id', 'v3']);
    expect(outText.stdout.split('PATH_OUTSIDE_WORKSPACE')).toHaveLength(2);
    // A duplicate key is refused too.
    ws.write('dup.yaml', chainYaml('dup', ['a']).replace('statuses:', 'statuses:\n      OK: DONE\n    statuses:'));
    const dup = await ws.run(['run', 'dup.yaml', '--run-id', 'v2', '--json']);
    expect(dup.code).toBe(5);
    expect(jsonOf(dup)['status']).toBe('WORKFLOW_CONTRACT_INVALID');
  });
});

describe('the gate contract', () => {
  // campaign: a case whose every line the rest of npm test runs (docs/testing.md, "Campaigns").
  const cases: Array<{ name: string; b: string; code: string; message: RegExp; campaign?: true }> = [
    { name: 'no output file', b: 'source lib.sh; count', code: 'STAGE_OUTPUT_MISSING', message: /did not write its declared output runs\/\w+\/b\.md/ },
    { name: 'no gate block', b: 'source lib.sh; count; echo "all good, PASS" >"$STAGEGATE_OUTPUT"', code: 'GATE_RESULT_MISSING', message: /no WORKFLOW_GATE block/, campaign: true },
    { name: 'two gate blocks', b: 'source lib.sh; count; gate OK; gate OK', code: 'GATE_RESULT_MISSING', message: /2 WORKFLOW_GATE blocks/, campaign: true },
    {
      name: 'a gate for another step',
      b: 'source lib.sh; count; STAGEGATE_STEP=a gate OK',
      code: 'GATE_RESULT_MISSING',
      message: /gate field 'step' is 'a', expected 'b'/,
      campaign: true,
    },
    {
      name: 'a gate for another workflow',
      b: 'source lib.sh; count; STAGEGATE_WORKFLOW=other gate OK',
      code: 'GATE_RESULT_MISSING',
      message: /gate field 'workflow' is 'other'/,
    },
    {
      name: 'a gate naming another artifact',
      b: 'source lib.sh; count; STAGEGATE_ARTIFACT=elsewhere.md gate OK',
      code: 'GATE_RESULT_MISSING',
      message: /gate field 'artifact'/,
    },
    { name: 'text after the gate', b: 'source lib.sh; count; gate OK; echo "PS: more" >>"$STAGEGATE_OUTPUT"', code: 'GATE_RESULT_MISSING', message: /text after the WORKFLOW_GATE block/ },
    { name: 'a status the step does not route', b: 'source lib.sh; stage MAYBE', code: 'WORKFLOW_STATUS_CONTRACT_VIOLATION', message: /reported status MAYBE, which the workflow does not route \(allowed: OK\)/, campaign: true },
    { name: 'a non-zero exit', b: 'source lib.sh; stage OK; echo "boom on stderr" >&2; exit 3', code: 'STAGE_FAILED', message: /step b exited with status 3 \(log: runs\/\w+\/logs\/b\.v1\.a1\.log\)/, campaign: true },
  ];
  for (const c of cases) {
    it(`${c.name}: ${c.code}, the step stays active and a resume runs only it`, { tags: c.campaign ? [CAMPAIGN] : [] }, async () => {
      const ws = workspaceWith({ 'wf.yaml': withMiddle(`if [ -e fixed ]; then source lib.sh; stage OK; exit 0; fi; ${c.b}`) });
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'g1', '--json']);
      const expectedExit = c.code === 'STAGE_FAILED' ? 6 : 5;
      expect(r.code).toBe(expectedExit);
      const j = jsonOf(r);
      expect(j).toMatchObject({ status: c.code, active_step: 'b', completed_steps: ['a'] });
      expect(j['message']).toMatch(c.message);
      expect(j['next_command']).toBe('stagegate run wf.yaml --run-id g1');
      const state = expectSaneState(ws, 'g1', ['a']);
      expect(state).toMatchObject({ status: c.code, active_step: 'b', failed_or_blocked_steps: ['b'] });
      expect(state.steps.b).toMatchObject({ status: 'failed', attempts: 1 });
      expect(state.artifacts.b).toBeUndefined();
      expect(state.history.at(-1)).toMatchObject({ step: 'b', outcome: 'failed', code: c.code, to: 'b' });
      expect(ws.lines('counter.txt')).toEqual(['a', 'b']);
      if (c.code === 'STAGE_FAILED') expect(ws.read('runs/g1/logs/b.v1.a1.log')).toContain('boom on stderr');
      if (c.code === 'STAGE_FAILED' || c.name === 'no gate block') {
        // status reports the persisted stop code with the same exit status.
        const st = await ws.run(['status', 'wf.yaml', '--run-id', 'g1', '--json']);
        expect(st.code).toBe(expectedExit);
        expect(jsonOf(st)).toMatchObject({ status: c.code, active_step: 'b' });
      }

      ws.write('fixed', '');
      const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'g1', '--json']);
      expect(resumed.code).toBe(0);
      expect(jsonOf(resumed)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 2 });
      expect(ws.lines('counter.txt')).toEqual(['a', 'b', 'b', 'c']);
      const done = ws.state('runs/g1/workflow_state.yaml');
      expect(done.failed_or_blocked_steps).toEqual([]);
      expect(done.steps.b).toMatchObject({ status: 'completed', attempts: 2 });
      // The second attempt of the same visit is attempt 2, with its own log.
      expect(ws.read('runs/g1/b.md')).toContain('(visit 1, attempt 2)');
      expect(ws.exists('runs/g1/logs/b.v1.a2.log')).toBe(true);
    });
  }

  it('WORKFLOW_STATUS_CONTRACT_VIOLATION: routing the new status in the workflow is a workflow change, and the fix says to resume with --allow-workflow-change', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': chainYaml('c', ['a', 'b'], { b: { run: 'source lib.sh; stage MAYBE' } }) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(r.code).toBe(5);
    expect(r.stdout).toContain('WORKFLOW_STATUS_CONTRACT_VIOLATION');
    expect(r.stdout).toContain('add the status to the workflow’s statuses map and resume with --allow-workflow-change');
    ws.write('wf.yaml', chainYaml('c', ['a', 'b'], { b: { run: 'source lib.sh; stage MAYBE', statuses: { OK: 'DONE', MAYBE: 'DONE' } } }));
    const done = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--allow-workflow-change', '--json']);
    expect(jsonOf(done)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['a', 'b'] });
  });

  it('an old file the stage left untouched is STALE_ARTIFACT_REJECTED, and the file is left as it was; the fix is the stage\'s and a resume (no --rerun-from: nothing of the step was accepted)', { tags: [CAMPAIGN] }, async () => {
    const old = '# old\n\nWORKFLOW_GATE:\n  workflow: mid\n  step: b\n  status: OK\n  unresolved_critical: 0\n  unresolved_high: 0\n  source_resolvable_open: 0\n  artifact: runs/s1/b.md\n  next_recommended: null\n';
    // The stage writes its output once a file `fixed` is there (the person's fix, no workflow edit).
    const ws = workspaceWith({ 'wf.yaml': withMiddle('source lib.sh; count; [ ! -e fixed ] || finish OK'), 'runs/s1/b.md': old });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 's1', '--json']);
    expect(r.code).toBe(5);
    const j = jsonOf(r);
    expect(j).toMatchObject({ status: 'STALE_ARTIFACT_REJECTED', active_step: 'b', completed_steps: ['a'], next_command: 'stagegate run wf.yaml --run-id s1' });
    expect(j['message']).toContain('was not written by this attempt');
    expect(j['hint']).toBe(
      "Make the stage write its declared output runs/s1/b.md anew on every attempt (its path is in $STAGEGATE_OUTPUT; the file there is older than the attempt), then resume: the same step runs again (nothing of it was accepted, so there is no verdict to take back). If you fix it by editing the workflow file (the step's run: text), resume with --allow-workflow-change (a plain resume stops WORKFLOW_STATE_INTEGRITY_VIOLATION: the workflow changed).",
    );
    expect(j['hint']).not.toContain('--rerun-from');
    expect(ws.read('runs/s1/b.md')).toBe(old);
    expectSaneState(ws, 's1', ['a']);
    // The fix as said: the stage now writes its output; the plain resume runs the step again and goes on.
    ws.write('fixed', '');
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 's1', '--json']);
    expect(jsonOf(resumed)).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
  });

  it('retry {max_attempts, backoff_seconds} re-runs a failing stage; gate failures are not retried', { tags: [CAMPAIGN] }, async () => {
    const wf = workflowYaml('retry', {
      flaky: {
        run: 'source lib.sh; echo "$STAGEGATE_ATTEMPT" >>attempts.txt; [ "$STAGEGATE_ATTEMPT" -ge 3 ] || exit 9; stage OK',
        statuses: { OK: 'broken' },
        extra: 'retry: {max_attempts: 3, backoff_seconds: 0.05}',
      },
      broken: { run: 'source lib.sh; echo x >>broken.txt; [ -e fixed ] || exit 1; stage OK', statuses: { OK: 'nogate' }, extra: 'retry: {max_attempts: 2}' },
      nogate: { run: 'source lib.sh; echo x >>nogate.txt; echo prose >"$STAGEGATE_OUTPUT"', extra: 'retry: {max_attempts: 5}' },
    });
    const ws = workspaceWith({ 'wf.yaml': wf });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(r.code).toBe(6);
    expect(ws.lines('attempts.txt')).toEqual(['1', '2', '3']);
    expect(r.stderr).toMatch(/flaky: retrying \(attempt 2\)/);
    // broken: two attempts in this invocation, then STAGE_FAILED.
    expect(ws.lines('broken.txt')).toHaveLength(2);
    expect(r.stdout).toMatch(/^STAGE_FAILED {2}step broken exited with status 1/);
    let state = expectSaneState(ws, 'r1', ['flaky']);
    expect(state.steps.flaky).toMatchObject({ attempts: 3, status: 'completed' });
    expect(state.history.filter((h: any) => h.step === 'flaky').map((h: any) => `${h.attempt}:${h.outcome}`)).toEqual(['1:failed', '2:failed', '3:transition']);
    ws.write('fixed', '');
    const r2 = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r2.code).toBe(5);
    expect(jsonOf(r2)['status']).toBe('GATE_RESULT_MISSING');
    expect(ws.lines('broken.txt')).toHaveLength(3);
    expect(ws.lines('nogate.txt')).toHaveLength(1);
    expect(ws.lines('attempts.txt')).toHaveLength(3);
    state = expectSaneState(ws, 'r1', ['flaky', 'broken']);
    expect(state.steps.broken.attempts).toBe(3);
  });

  it('STAGE_TIMEOUT kills the whole process tree of a stage that runs too long', async () => {
    await withGrowingLimit('the stage to start its background sleep before the time limit', 0.002, async (minutes) => {
      const ws = workspaceWith({
        'wf.yaml': withMiddle('source lib.sh; count; sleep 30 & echo $! >sleep.pid; wait', `timeout_minutes: ${minutes}`),
      });
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 't1', '--json']);
      expect(r.code).toBe(6);
      const j = jsonOf(r);
      expect(j).toMatchObject({ status: 'STAGE_TIMEOUT', active_step: 'b', completed_steps: ['a'] });
      expect(j['message']).toContain('exceeded its time limit');
      // The limit it ran into, and that raising it is an edit the resume must be told about.
      expect(j['message']).toContain(`; its limit: ${Number((minutes * 60).toFixed(2))} s (timeout_minutes)`);
      // Raising the limit is itself an edit of the workflow file: its resume is the one with --allow-workflow-change
      // (before, the fix said a plain resume, and named only the step's run: text as the edit that needs the flag).
      expect(j['hint']).toMatch(/^Raise timeout_minutes \(the step's, or execution\.timeout_minutes\) in the workflow file, then resume with --allow-workflow-change \(a plain resume stops WORKFLOW_STATE_INTEGRITY_VIOLATION: the workflow changed\); or make the stage faster, then resume: the same step runs again\. If you fix it by editing the workflow file \(the step's run: text\), resume with --allow-workflow-change/);
      // Killed before it had started the sleep: nothing to prove about the tree yet.
      if (!ws.exists('sleep.pid') || ws.read('sleep.pid').trim() === '') return undefined;
      const pid = Number(ws.read('sleep.pid').trim());
      expect(pid).toBeGreaterThan(0);
      await waitFor(() => !processAlive(pid), 'the background sleep to die with its stage');
      expectSaneState(ws, 't1', ['a']);
      return true;
    });
  });

  it('gates written with CRLF, a BOM, a ```yaml fence and trailing blank lines are accepted end to end', { tags: [CAMPAIGN] }, async () => {
    const gateLines = (step: string) => [
      'WORKFLOW_GATE:',
      '  workflow: tolerant',
      `  step: ${step}`,
      '  status: OK',
      '  unresolved_critical: 0',
      '  unresolved_high: 0',
      '  source_resolvable_open: 0',
      `  artifact: runs/w1/${step}.md`,
      '  next_recommended: null',
      '  reviewer: { name: bot, score: 7 }',
    ];
    const files: Record<string, string> = {
      'crlf.txt': ['# CRLF', '', ...gateLines('crlf'), ''].join('\r\n'),
      'bom.txt': '\ufeff' + ['# BOM', '', ...gateLines('bom'), '', '', ''].join('\n'),
      'fence.txt': ['# Fenced', '', 'Some prose.', '', '```yaml', ...gateLines('fence'), '```', '', '   ', ''].join('\n'),
      'all.txt': '\ufeff' + ['# All', '', '```yml', ...gateLines('all'), '```', '', ''].join('\r\n'),
    };
    const steps = Object.keys(files).map((f) => f.replace('.txt', ''));
    const wf = workflowYaml(
      'tolerant',
      Object.fromEntries(steps.map((s, i) => [s, { run: `cp fixtures/${s}.txt "$STAGEGATE_OUTPUT"`, statuses: { OK: steps[i + 1] ?? 'DONE' } }])),
    );
    const ws = workspaceWith({ 'wf.yaml': wf, ...Object.fromEntries(Object.entries(files).map(([k, v]) => [`fixtures/${k}`, v])) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'w1', '--json']);
    expect(r.code).toBe(0);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: steps });
    const state = ws.state('runs/w1/workflow_state.yaml');
    // Extra keys are kept in state.
    expect(state.steps.all.gate.reviewer).toEqual({ name: 'bot', score: 7 });
    expect(state.last_gate).toMatchObject({ step: 'all', status: 'OK', reviewer: { name: 'bot', score: 7 } });
  });

  it('next_recommended is recorded but never routes', { tags: [CAMPAIGN] }, async () => {
    const wf = workflowYaml('advisory', {
      a: { run: 'source lib.sh; count; printf "x\\n" >"$STAGEGATE_OUTPUT"; gate OK; sed -i "s/next_recommended: null/next_recommended: c/" "$STAGEGATE_OUTPUT"', statuses: { OK: 'b' } },
      b: { run: 'source lib.sh; stage OK', statuses: { OK: 'c' } },
      c: { run: 'source lib.sh; stage OK' },
    });
    const ws = workspaceWith({ 'wf.yaml': wf });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'n1', '--json']);
    expect(jsonOf(r)['status']).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['a', 'b', 'c']);
    expect(ws.state('runs/n1/workflow_state.yaml').steps.a.gate.next_recommended).toBe('c');
  });
});
