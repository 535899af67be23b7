/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// Integrity checks before a resume trusts persisted state: a violation stops the run and leaves
// the state file byte-for-byte as it was.
import { afterAll, describe, expect, it } from 'vitest';
import { chmodSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chainYaml, jsonOf, removeWorkspaces, workflowYaml, workspaceWith, type TempWorkspace } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';
import { madeOnce } from '../helpers/shards.js';

afterAll(removeWorkspaces);

const CHAIN = chainYaml('chain', ['a', 'b', 'c']);
const STATE = 'runs/r1/workflow_state.yaml';

/** A run of CHAIN stopped after a: active step b. */
async function stopAfterA(): Promise<TempWorkspace> {
  const ws = workspaceWith({ 'wf.yaml': CHAIN });
  const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'a']);
  expect(r.code).toBe(0);
  return ws;
}

/** The run stopped after a: made once, each test gets a copy of its own. */
const stoppedAfterA = madeOnce(stopAfterA);

/**
 * `run` refuses with `code` (exit 5), `status` reports the same stop code and exit status (it
 * never calls a run fine that `run` refuses) and `plan` the same stop with the run's message (it
 * plans nothing from a run that `run` refuses); the state, journal and manifest stay byte for byte.
 */
async function expectViolation(ws: TempWorkspace, message: RegExp, code = 'WORKFLOW_STATE_INTEGRITY_VIOLATION', extra: string[] = []): Promise<void> {
  const files = [STATE, 'runs/r1/workflow_state.journal.jsonl', 'runs/r1/RUN_MANIFEST.yaml'];
  const before = files.map((f) => ws.readBytes(f));
  const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', ...extra, '--json']);
  expect(r.code).toBe(5);
  const j = jsonOf(r);
  expect(j['status']).toBe(code);
  expect(j['message']).toMatch(message);
  // status with the run's own flags (--allow-workflow-change among them): the same stop and message.
  const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', ...extra, '--json']);
  expect([st.code, jsonOf(st)['status']], st.stdout).toEqual([5, code]);
  expect(jsonOf(st)['message']).toBe(j['message']);
  // plan with the run's own flags (--allow-workflow-change among them): the same stop, word for word.
  const p = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', ...extra, '--json']);
  const plan = jsonOf(p);
  expect([p.code, plan['status'], plan['next_step']], p.stdout).toEqual([5, code, null]);
  expect(plan['stop']).toMatchObject({ code, exit_code: 5, message: j['message'] });
  expect(files.map((f, i) => ws.readBytes(f).equals(before[i]!))).toEqual(files.map(() => true));
  expect(ws.lines('counter.txt')).toEqual(['a']);
  expect(ws.exists(`${STATE}.lock`)).toBe(false);
}

describe('WORKFLOW_STATE_INTEGRITY_VIOLATION', () => {
  it('corrupt state (not YAML, or not the state shape) is refused and left untouched', async () => {
    const ws = await stoppedAfterA();
    ws.write(STATE, 'schema: stagegate/state@1\nworkflow: [unclosed\n');
    await expectViolation(ws, /is not valid YAML/);
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(st.code).toBe(5);
    expect(jsonOf(st)['status']).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
    ws.write(STATE, 'schema: stagegate/state@2\nworkflow: chain\n');
    await expectViolation(ws, /does not have the state shape/);
    ws.write(STATE, '');
    await expectViolation(ws, /does not have the state shape/);
  });

  it('a manifest that does not parse is refused by run, status and plan alike, not read as absent (it records the journal head a cut is found by)', async () => {
    const ws = await stoppedAfterA();
    ws.write('runs/r1/RUN_MANIFEST.yaml', 'journal: {file: workflow_state.journal.jsonl, seq: [unclosed\n');
    await expectViolation(ws, /runs\/r1\/RUN_MANIFEST\.yaml does not parse as YAML .*edited or damaged; it was left as it is/);
  });

  it('an edited active_step (another step, or no step at all) is refused', async () => {
    const ws = await stoppedAfterA();
    const text = ws.read(STATE);
    expect(text).toContain('\nactive_step: b\n');
    for (const edit of ['c', 'zz', 'null']) {
      ws.write(STATE, text.replace('\nactive_step: b\n', `\nactive_step: ${edit}\n`));
      await expectViolation(ws, /differs from its journal at 'active_step'/);
    }
  });

  it('state of another run, or an artifact recorded at another path than declared, is refused', async () => {
    const ws = await stoppedAfterA();
    const text = ws.read(STATE);
    ws.write(STATE, text.replace('\nrun_id: r1\n', '\nrun_id: r0\n'));
    await expectViolation(ws, /differs from its journal at 'run_id'/);
    expect(text).toContain('    path: runs/r1/a.md\n');
    ws.write(STATE, text.replace('    path: runs/r1/a.md\n', '    path: runs/r1/elsewhere.md\n'));
    await expectViolation(ws, /differs from its journal at 'artifacts\.a\.path'/);
    ws.write(STATE, text.replace('completed_steps:\n  - a\n', 'completed_steps:\n  - a\n  - ghost\n'));
    await expectViolation(ws, /differs from its journal at 'completed_steps'/);
  });

  it('a changed workflow file is refused; --allow-workflow-change continues with the edited workflow', async () => {
    const ws = await stoppedAfterA();
    ws.write('wf.yaml', CHAIN + '# an edit\n');
    await expectViolation(ws, /the workflow file wf\.yaml changed since the run's last invocation/);
    const t = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(t.stdout).toContain('--allow-workflow-change');
    // plan takes the flag as run does: it plans the resume the run then makes.
    const p = jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--allow-workflow-change', '--json']));
    expect([p['status'], p['stop'], p['next_step']]).toEqual(['PLAN', null, 'b']);
    // So does status: the run stands where it stopped, and the command it gives to go on carries the
    // flag (the run has not recorded the edit yet: pasted without it, the resume is refused).
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--allow-workflow-change', '--json']);
    expect([st.code, jsonOf(st)['status'], jsonOf(st)['active_step'], jsonOf(st)['next_command']], st.stdout).toEqual([0, 'PARTIAL_RESUMABLE', 'b', 'stagegate run wf.yaml --run-id r1 --allow-workflow-change']);
    const text = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--allow-workflow-change']);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain('stagegate run wf.yaml --run-id r1 --allow-workflow-change');
    // What status gave, pasted, is the run that goes on.
    const r = await ws.run([...(jsonOf(st)['next_command'] as string).split(' ').slice(1), '--json']);
    expect(r.code).toBe(0);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 2 });
    expect(ws.lines('counter.txt')).toEqual(['a', 'b', 'c']);
    // The state now records the new digest: a plain resume is fine again.
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(again.code).toBe(0);
    expect(jsonOf(again)['stages_run']).toBe(0);
    // And status without the flag reports the run as it finished.
    const done = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([done.code, jsonOf(done)['status']]).toEqual([0, 'WORKFLOW_COMPLETE']);
  });

  it('--allow-workflow-change at another commit: run and status refuse the stale verdicts alike, their commands carry the flag, and the pasted one runs', async () => {
    const ws = workspaceWith({ 'wf.yaml': CHAIN });
    ws.commit('first');
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'a'])).code).toBe(0);
    ws.write('wf.yaml', CHAIN + '# an edit\n');
    ws.commit('the edit');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--allow-workflow-change', '--json']);
    const run = jsonOf(r);
    expect([r.code, run['status']], r.stdout).toEqual([5, 'STALE_ARTIFACT_REJECTED']);
    expect(run['next_command']).toBe('stagegate run wf.yaml --run-id r1 --allow-workflow-change --on-source-change rerun');
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--allow-workflow-change', '--json']);
    const status = jsonOf(st);
    // (The message is status's own: a resume here stops, where run's says nothing ran.)
    expect([st.code, status['status'], status['hint']]).toEqual([5, 'STALE_ARTIFACT_REJECTED', run['hint']]);
    expect(status['hint']).toContain('stagegate run wf.yaml --run-id r1 --allow-workflow-change --on-source-change rerun');
    const again = await ws.run([...(run['next_command'] as string).split(' ').slice(1), '--json']);
    expect(jsonOf(again)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 3 });
    expect(ws.lines('counter.txt')).toEqual(['a', 'a', 'b', 'c']);
  });

  it('--allow-workflow-change with an edit the run\'s history no longer follows: refused, and the fix names the edit, not the (intact) journal', async () => {
    const ws = await stoppedAfterA();
    // Reordered a -> c -> b: the journal says a led to b.
    ws.write('wf.yaml', chainYaml('chain', ['a', 'c', 'b']));
    await expectViolation(ws, /line 3 \(gate_accepted\) does not replay against wf\.yaml/, 'WORKFLOW_STATE_INTEGRITY_VIOLATION', ['--allow-workflow-change']);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--allow-workflow-change', '--json']);
    expect(jsonOf(r)['hint']).toContain('is intact, but wf.yaml was edited since the run started');
    expect(jsonOf(r)['hint']).not.toContain('restore it from a copy');
    // Put back, the run resumes where it stopped.
    ws.write('wf.yaml', CHAIN);
    const back = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(back)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 2 });
  });

  it('another workflow file sharing the state_path names the file the run was started from', async () => {
    const ws = await stoppedAfterA();
    ws.write('copy.yaml', CHAIN + '# a converted copy, say\n');
    const r = await ws.run(['run', 'copy.yaml', '--run-id', 'r1', '--json']);
    expect([r.code, jsonOf(r)['status']]).toEqual([5, 'WORKFLOW_STATE_INTEGRITY_VIOLATION']);
    expect(jsonOf(r)['message']).toMatch(/this run was started from wf\.yaml, not copy\.yaml, and the two differ/);
    // The fix names the run's own file first, as a command that continues it.
    const hint = jsonOf(r)['hint'] as string;
    expect(hint.startsWith('Continue the run with its own workflow file: `stagegate run wf.yaml --run-id r1`.'), hint).toBe(true);
    const continued = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(continued)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 2 });
  });

  it('a workflow of another name sharing the state_path: the fix names the run\'s own file first, never --mode fresh in its place', async () => {
    const ws = await stoppedAfterA();
    ws.write('my flow.yaml', chainYaml('other', ['x', 'y']));
    const r = await ws.run(['run', 'my flow.yaml', '--run-id', 'r1', '--json']);
    expect([r.code, jsonOf(r)['status']]).toEqual([5, 'WORKFLOW_STATE_INTEGRITY_VIOLATION']);
    expect(jsonOf(r)['message']).toContain('(the run was started from wf.yaml)');
    const hint = jsonOf(r)['hint'] as string;
    expect(hint.startsWith('Run r1 was started from wf.yaml: name that file — `stagegate run wf.yaml --run-id r1` continues it'), hint).toBe(true);
    expect(hint).toContain("For a run of 'my flow.yaml', give it another --run-id");
    expect(hint).not.toContain('--mode fresh');
    const status = await ws.run(['status', 'my flow.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(status)['hint']).toBe(hint);
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
  });

  it('a workflow of another name whose steps the journal replays on: the same fix, from the name check', async () => {
    const ws = await stoppedAfterA();
    ws.write('renamed.yaml', CHAIN.replace('name: chain', 'name: renamed'));
    const r = await ws.run(['run', 'renamed.yaml', '--run-id', 'r1', '--json']);
    expect([r.code, jsonOf(r)['status']]).toEqual([5, 'WORKFLOW_STATE_INTEGRITY_VIOLATION']);
    expect(jsonOf(r)['message']).toBe(`state ${STATE}: belongs to workflow 'chain' (started from wf.yaml), not 'renamed'`);
    expect((jsonOf(r)['hint'] as string).startsWith('Run r1 was started from wf.yaml: name that file — `stagegate run wf.yaml --run-id r1` continues it')).toBe(true);
    // history refuses it the same way, rather than showing chain's events as a run of renamed
    // under the status chain's journal recorded (docs/stop-codes.md: the run belongs to this workflow).
    const history = await ws.run(['history', 'renamed.yaml', '--run-id', 'r1', '--json']);
    expect([history.code, jsonOf(history)['status'], jsonOf(history)['message'], jsonOf(history)['hint']]).toEqual([5, 'WORKFLOW_STATE_INTEGRITY_VIOLATION', jsonOf(r)['message'], jsonOf(r)['hint']]);
    expect(jsonOf(history)).toMatchObject({ workflow: 'renamed', run_id: 'r1', events: [] });
    expect(jsonOf(await ws.run(['history', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', workflow: 'chain' });
  });

  it('another workflow\'s run, named with a required input missing: run and plan refuse the run\'s identity first, not the input', async () => {
    const ws = await stoppedAfterA();
    // Same steps, so the journal replays on both: the name check and the file check refuse them.
    const needs = (name: string) => workflowYaml(name, { a: { run: 'source lib.sh; stage OK', statuses: { OK: 'b' } }, b: { run: 'source lib.sh; stage OK', statuses: { OK: 'c' } }, c: { run: 'source lib.sh; stage OK' } }, { required: ['run_id', 'topic'] });
    ws.write('renamed.yaml', needs('renamed'));
    ws.write('copy.yaml', needs('chain'));
    const expected: Array<[string, RegExp]> = [
      ['renamed.yaml', /belongs to workflow 'chain' \(started from wf\.yaml\), not 'renamed'/],
      ['copy.yaml', /this run was started from wf\.yaml, not copy\.yaml, and the two differ/],
    ];
    for (const [file, message] of expected) {
      for (const command of ['run', 'plan']) {
        const r = await ws.run([command, file, '--run-id', 'r1', '--json']);
        const j = jsonOf(r);
        // (Before: WORKFLOW_INPUT_REQUIRED for topic, and this refusal only once topic was given.)
        expect([r.code, j['status'], j['message']], `${command} ${file}`).toEqual([5, 'WORKFLOW_STATE_INTEGRITY_VIOLATION', expect.stringMatching(message)]);
      }
    }
    // With --allow-workflow-change the copy may take the run over: then its input is asked for.
    const taken = await ws.run(['run', 'copy.yaml', '--run-id', 'r1', '--allow-workflow-change', '--json']);
    expect([taken.code, jsonOf(taken)['status'], jsonOf(taken)['message']]).toEqual([4, 'WORKFLOW_INPUT_REQUIRED', 'missing required input: topic']);
  });

  it('an accepted output edited or deleted between invocations is STALE_ARTIFACT_REJECTED', { tags: [CAMPAIGN] }, async () => {
    const ws = await stoppedAfterA();
    const accepted = ws.read('runs/r1/a.md');
    ws.write('runs/r1/a.md', accepted.replace('# a', '# a (edited by hand)'));
    await expectViolation(ws, /accepted output runs\/r1\/a\.md of step a changed since its gate was accepted/, 'STALE_ARTIFACT_REJECTED');
    ws.write('runs/r1/a.md', accepted);
    // Restored: the run continues.
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'b', '--json']);
    expect(jsonOf(r)['status']).toBe('PARTIAL_RESUMABLE');
    rmSync(ws.path('runs/r1/a.md'));
    const gone = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(gone.code).toBe(5);
    expect(jsonOf(gone)['status']).toBe('STALE_ARTIFACT_REJECTED');
    expect(jsonOf(gone)['message']).toContain('is gone');
    expect(ws.lines('counter.txt')).toEqual(['a', 'b']);
  });
});

describe('resume after a failure on a later visit', () => {
  it('the failed step may have changed the output its earlier visit had accepted: resume re-runs it', { tags: [CAMPAIGN] }, async () => {
    // draft's second visit writes half its output and fails until "fixed" exists.
    const wf = workflowYaml('revisit', {
      draft: {
        run: 'source lib.sh; count; if [ "$STAGEGATE_VISIT" = 2 ] && [ ! -e fixed ]; then echo half >"$STAGEGATE_OUTPUT"; exit 1; fi; printf "# draft v%s\\n" "$STAGEGATE_VISIT" >"$STAGEGATE_OUTPUT"; gate OK',
        statuses: { OK: 'review' },
      },
      review: { run: 'source lib.sh; if [ "$STAGEGATE_VISIT" = 1 ]; then stage AGAIN; else stage APPROVED; fi', statuses: { AGAIN: 'draft', APPROVED: 'DONE' } },
    });
    const ws = workspaceWith({ 'wf.yaml': wf });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(6);
    expect(jsonOf(r)).toMatchObject({ status: 'STAGE_FAILED', active_step: 'draft' });
    expect(ws.read('runs/r1/draft.md')).toBe('half\n');
    ws.write('fixed', '');
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(resumed.code).toBe(0);
    expect(jsonOf(resumed)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 2 });
    expect(ws.lines('counter.txt')).toEqual(['draft', 'review', 'draft', 'draft', 'review']);
    const state = ws.state(STATE);
    expect(state.artifacts.draft).toMatchObject({ visit: 2 });
    expect(state.steps.draft).toMatchObject({ visits: 2, attempts: 3 });
    // visit 2 took two attempts: the second is attempt 2 of that visit.
    expect(state.history.filter((h: any) => h.step === 'draft').map((h: any) => `v${h.visit}a${h.attempt}:${h.outcome}`)).toEqual(['v1a1:transition', 'v2a1:failed', 'v2a2:transition']);
  });

  it('a fresh run over corrupt state moves it aside and starts over', { tags: [CAMPAIGN] }, async () => {
    const ws = await stoppedAfterA();
    ws.write(STATE, 'garbage: [\n');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--mode', 'fresh', '--json']);
    expect(r.code).toBe(0);
    expect(jsonOf(r)['status']).toBe('WORKFLOW_COMPLETE');
    const state = ws.state(STATE);
    expect(state.fresh_execution_of).toMatchObject({ run_id: 'r1', status: null });
    expect(ws.read(`${state.fresh_execution_of.superseded_to}/${STATE}`)).toBe('garbage: [\n');
  });
});

describe('a run folder another workflow\'s run holds', () => {
  // Two workflows whose state paths differ but share the run folder (runs/<run_id>/): the second
  // run wrote RUN_MANIFEST.yaml over the first's, whose tail check then refused it (its manifest
  // recorded another journal's head). Refused before anything is written, fresh or resume.
  it('a run of another state path in it is refused (exit 4), and the run there keeps its manifest and status', async () => {
    const other = workflowYaml('other', { x: { run: 'source lib.sh; stage OK' } }, { stateYaml: 'runs/{{run_id}}/other_state.yaml' });
    const ws = workspaceWith({ 'wf.yaml': CHAIN, 'other.yaml': other });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1'])).code).toBe(0);
    const manifest = ws.readBytes('runs/r1/RUN_MANIFEST.yaml');
    for (const mode of [[], ['--mode', 'fresh']]) {
      const r = await ws.run(['run', 'other.yaml', '--run-id', 'r1', ...mode, '--json']);
      expect(r.code, r.stdout + r.stderr).toBe(4);
      const j = jsonOf(r);
      expect(j['status']).toBe('WORKFLOW_STATE_OWNED_BY_OTHER_RUN');
      expect(j['message']).toMatch(/run folder runs\/r1 holds run r1 of workflow 'chain' .*records journal workflow_state\.journal\.jsonl/);
      const p = await ws.run(['plan', 'other.yaml', '--run-id', 'r1', ...mode, '--json']);
      expect([p.code, jsonOf(p)['stop']?.code]).toEqual([4, 'WORKFLOW_STATE_OWNED_BY_OTHER_RUN']);
    }
    expect(ws.readBytes('runs/r1/RUN_MANIFEST.yaml').equals(manifest)).toBe(true);
    expect(ws.exists('runs/r1/other_state.yaml') || ws.exists('runs/r1/other_state.journal.jsonl') || ws.exists('runs/r1/x.md')).toBe(false);
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([st.code, jsonOf(st)['status']], st.stdout).toEqual([0, 'WORKFLOW_COMPLETE']);
    // The same workflow's own manifest is no other run's: a fresh start of it goes ahead.
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--mode', 'fresh'])).code).toBe(0);
  });
});

describe('a stage that changes an earlier stage\'s accepted output', () => {
  // b removes (or appends to) a's accepted output; the run goes on to its end. Before it reports
  // success it checks its evidence as the next status or resume would: never "complete" here and
  // STALE_ARTIFACT_REJECTED there.
  it('the run that did it reports STALE_ARTIFACT_REJECTED (exit 5), as status does, not WORKFLOW_COMPLETE', async () => {
    const ws = workspaceWith({ 'wf.yaml': chainYaml('chain', ['a', 'b', 'c'], { b: { run: 'source lib.sh; rm runs/r1/a.md; stage OK' } }) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code, r.stdout).toBe(5);
    expect(jsonOf(r)).toMatchObject({ status: 'STALE_ARTIFACT_REJECTED', next_command: 'stagegate run wf.yaml --run-id r1 --rerun-from a' });
    expect(jsonOf(r)['message']).toMatch(/^run r1 reached WORKFLOW_COMPLETE, but accepted output runs\/r1\/a\.md of step a is gone since its gate was accepted: a stage that ran after it/);
    // What ran is reported (the Action's completed-steps, artifacts, summary), not the state the invocation found (none).
    // The fix also says what to do when the workflow's own later step is the cause (the rerun below repeats it).
    expect(jsonOf(r)['hint']).toContain('If a later step of this workflow is what changes it, a rerun only repeats this');
    expect(jsonOf(r)['hint']).toContain('--allow-workflow-change');
    expect(jsonOf(r)).toMatchObject({ active_step: null, completed_steps: ['a', 'b', 'c'], stages_run: 3 });
    expect((jsonOf(r)['artifacts'] as Array<{ step: string }>).map((a) => a.step)).toEqual(['a', 'b', 'c']);
    expect(ws.lines('counter.txt')).toEqual(['a', 'b', 'c']);
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([st.code, jsonOf(st)['status']]).toEqual([5, 'STALE_ARTIFACT_REJECTED']);
    // The fix offered: a rerun from a, whose b removes it again, which is said again.
    const rerun = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--rerun-from', 'a', '--json']);
    expect(rerun.code, rerun.stdout).toBe(5);
    expect(ws.lines('counter.txt')).toEqual(['a', 'b', 'c', 'a', 'b', 'c']);
  });

  it('a run paused after it (--stop-after-step) says so before the resume would', async () => {
    const ws = workspaceWith({ 'wf.yaml': chainYaml('chain', ['a', 'b', 'c'], { b: { run: 'source lib.sh; echo edited >>runs/r1/a.md; stage OK' } }) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'b', '--json']);
    expect(r.code, r.stdout).toBe(5);
    expect(jsonOf(r)['message']).toMatch(/^run r1 stopped to resume later \(PARTIAL_RESUMABLE\), but accepted output runs\/r1\/a\.md of step a changed since its gate was accepted/);
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([resumed.code, jsonOf(resumed)['status']]).toEqual([5, 'STALE_ARTIFACT_REJECTED']);
    expect(ws.lines('counter.txt')).toEqual(['a', 'b']);
  });

  it('an action branch of a parallel step may revise it, as an action step may: re-recorded, complete (exit 0), status agrees', { tags: [CAMPAIGN] }, async () => {
    const yaml = [
      "version: '4.0'",
      'name: par',
      "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
      'inputs: { required: [run_id], optional: [] }',
      'steps:',
      '  a:',
      '    run: "source lib.sh; stage OK"',
      '    output: "runs/{{run_id}}/a.md"',
      '    statuses: { OK: p }',
      '  p:',
      '    parallel:',
      '      branches:',
      '        fix:',
      "          action: 'Revise a.md'",
      "          agent: 'command:./fix.sh'",
      '        other:',
      '          run: "source lib.sh; STAGEGATE_STEP=$STAGEGATE_BRANCH; stage OK"',
      '          output: "runs/{{run_id}}/other.md"',
      '          statuses: { OK: DONE }',
      '    statuses: { PARALLEL_COMPLETE: DONE }',
      '',
    ].join('\n');
    const ws = workspaceWith({ 'wf.yaml': yaml, 'fix.sh': '#!/bin/sh\ncat >/dev/null\necho revised >>runs/r1/a.md\n' });
    chmodSync(join(ws.dir, 'fix.sh'), 0o755);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([r.code, jsonOf(r)['status']], r.stdout).toEqual([0, 'WORKFLOW_COMPLETE']);
    expect(ws.read('runs/r1/a.md')).toMatch(/revised\n$/);
    expect(ws.read('runs/r1/RUN_MANIFEST.yaml')).toContain('revised_by: p.fix');
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([st.code, jsonOf(st)['status']]).toEqual([0, 'WORKFLOW_COMPLETE']);
  });

  it('a stage that writes only its own output: complete, exit 0 (nothing changes for it)', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': chainYaml('chain', ['a', 'b', 'c']) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([r.code, jsonOf(r)['status']]).toEqual([0, 'WORKFLOW_COMPLETE']);
  });
});

describe('a stage that removes the run\'s journal', () => {
  it('STATE_WRITE_FAILED says the journal was removed under the run, and that a restore or a fresh start is the way on (not disk space)', async () => {
    const ws = workspaceWith({ 'wf.yaml': chainYaml('chain', ['a', 'b', 'c'], { b: { run: 'source lib.sh; rm runs/r1/workflow_state.journal.jsonl; stage OK' } }) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code, r.stdout).toBe(9);
    const j = jsonOf(r);
    expect(j['status']).toBe('STATE_WRITE_FAILED');
    expect(j['message']).toMatch(/^the journal runs\/r1\/workflow_state\.journal\.jsonl of run r1 was removed or replaced while the run was running/);
    expect(j['hint']).toMatch(/^Restore the journal from a copy if you have one, then resume; else start over with --mode fresh/);
    // b's acceptance was not recorded: a resume runs it again only once the journal is back.
    expect(j['message']).toContain('not recorded: the acceptance of step b — a resume, once the journal is restored, runs that step again');
    expect(ws.lines('counter.txt')).toEqual(['a', 'b']);
  });
});

describe("a stage that writes into the run's journal", () => {
  it('STATE_WRITE_FAILED before the run chains its next event after the stage\'s line; cut back to what the run committed, the resume goes on', async () => {
    const journal = 'runs/r1/workflow_state.journal.jsonl';
    const ws = workspaceWith({ 'wf.yaml': chainYaml('chain', ['a', 'b', 'c'], { b: { run: `source lib.sh; echo '{"event":"bogus"}' >> ${journal}; stage OK` } }) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code, r.stdout).toBe(9);
    const j = jsonOf(r);
    expect(j['status']).toBe('STATE_WRITE_FAILED');
    expect(j['message']).toMatch(/^the journal runs\/r1\/workflow_state\.journal\.jsonl of run r1 was written to while the run was running/);
    expect(j['message']).toContain('not recorded: the acceptance of step b — a resume, once the journal is restored, runs that step again');
    // Nothing chained after the stage's line: the journal ends with it, as the stage left it.
    const lines = ws.read(journal).trimEnd().split('\n');
    expect(lines.at(-1)).toBe('{"event":"bogus"}');
    const committed = Buffer.byteLength(lines.slice(0, -1).join('\n') + '\n');
    expect(j['hint']).toContain(`cut it back to them (truncate -s ${committed} ${journal}) and resume`);
    // Cut back as the hint says (and b no longer writing there), the run resumes and completes.
    ws.write(journal, lines.slice(0, -1).join('\n') + '\n');
    ws.write('wf.yaml', chainYaml('chain', ['a', 'b', 'c']));
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', '--allow-workflow-change']);
    expect([again.code, jsonOf(again)['status']], again.stdout).toEqual([0, 'WORKFLOW_COMPLETE']);
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([st.code, jsonOf(st)['status']]).toEqual([0, 'WORKFLOW_COMPLETE']);
  });

  it('the hint\'s truncate command quotes a journal path the shell would split', async () => {
    const journal = 'my runs/r1/workflow_state.journal.jsonl';
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('chain', { a: { run: `source lib.sh; echo '{"event":"bogus"}' >> '${journal}'; stage OK`, statuses: { OK: 'DONE' } } }, { stateYaml: 'my runs/{{run_id}}/workflow_state.yaml' }) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([r.code, jsonOf(r)['status']], r.stdout).toEqual([9, 'STATE_WRITE_FAILED']);
    const committed = Buffer.byteLength(ws.read(journal).trimEnd().split('\n').slice(0, -1).join('\n') + '\n');
    expect(jsonOf(r)['hint']).toContain(`(truncate -s ${committed} '${journal}')`);
  });
});
