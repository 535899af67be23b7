/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON documents */
// run --rerun-from STEP (docs/run-semantics.md#rerun-from-a-step): a run that ended blocked is
// redone from the blocking step once the world is fixed, keeping the verdicts before it; what
// cannot be redone honestly is refused before anything is written; the `rewound` journal event
// replays only as the run's own; a repeated verdict after a rewind is no stall. Real git
// workspaces, real stage processes; the Action through its input `rerun-from`.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith, type TempWorkspace } from '../helpers/cli.js';
import { RunLock } from '../../src/core/state/lock.js';
import { cleanupHarness, makeWorkspace, runActionStep } from '../helpers/action-harness.js';
import { STAGE_LIB } from '../helpers/cli.js';
import { replayedState } from '../helpers/state.js';
import { PAR_LIB, parallelYaml } from './parallel-fixtures.js';
import { madeOnce } from '../helpers/shards.js';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { CAMPAIGN } from '../tiers.js';
import { rechained } from '../helpers/rechained.js';

afterAll(async () => {
  await removeWorkspaces();
  cleanupHarness();
});

const JOURNAL = 'runs/r1/workflow_state.journal.jsonl';
const STATE = 'runs/r1/workflow_state.yaml';

/**
 * first -> check -> last. check answers `failed` (routed to BLOCKED) until world.txt exists; its
 * output is the same on every visit while it fails (so a repeat is exactly a stall's repeat).
 */
function threeYaml(checkExtra = ''): string {
  return `version: '4.0'
name: three
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  first:
    run: 'source lib.sh; stage OK'
    output: 'runs/{{run_id}}/first.md'
    statuses: {OK: check}
  check:
    run: 'source lib.sh; count; if [ -f world.txt ]; then finish OK; else outdir; printf "# check\\n" >"$STAGEGATE_OUTPUT"; gate failed; fi'
    output: 'runs/{{run_id}}/check.md'
    statuses: {OK: last, failed: BLOCKED}
${checkExtra}  last:
    run: 'source lib.sh; stage OK'
    output: 'runs/{{run_id}}/last.md'
    statuses: {OK: DONE}
`;
}

const IGNORE = { '.gitignore': 'runs/\ncounter.txt\nworld.txt\n' };

/** A committed workspace whose run r1 ended blocked at check. */
async function blockedRun(checkExtra = ''): Promise<TempWorkspace> {
  const ws = workspaceWith({ 'wf.yaml': threeYaml(checkExtra), ...IGNORE });
  ws.commit('v1');
  const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
  expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
  expect(ws.lines('counter.txt')).toEqual(['first', 'check']);
  return ws;
}

/** The blocked run without an extra line on check: made once, each test gets a copy of its own. */
const blockedCopy = madeOnce(() => blockedRun());

async function blocked(checkExtra = ''): Promise<TempWorkspace> {
  return checkExtra === '' ? blockedCopy() : blockedRun(checkExtra);
}

async function run(ws: TempWorkspace, ...extra: string[]) {
  const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', ...extra]);
  return { r, json: jsonOf(r) };
}

function files(ws: TempWorkspace): string[] {
  return [ws.read(JOURNAL), ws.read(STATE)];
}

function journalEvents(ws: TempWorkspace): Array<Record<string, any>> {
  return ws.read(JOURNAL).split('\n').filter(Boolean).map((l) => JSON.parse(l));
}

describe('run --rerun-from', () => {
  it('reruns a blocked run from its blocking step once the world is fixed: the steps before it do not run again', { tags: [CAMPAIGN] }, async () => {
    const ws = await blocked();
    // status of the blocked run says how to go on: the rerun of the blocking step.
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(st).hint).toContain('stagegate run wf.yaml --run-id r1 --rerun-from check');
    expect(jsonOf(st).hint).toContain('--mode fresh');
    ws.write('world.txt', 'fixed\n');
    const { r, json } = await run(ws, '--rerun-from', 'check');
    expect(json.status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(r.code).toBe(0);
    expect(ws.lines('counter.txt')).toEqual(['first', 'check', 'check', 'last']);
    const rewound = journalEvents(ws).filter((e) => e.event === 'rewound');
    expect(rewound).toEqual([expect.objectContaining({ step: 'check', taken_back: ['check'], to: 'check', stop: null })]);
    const state = ws.state(STATE);
    expect(state.rewinds).toEqual([expect.objectContaining({ step: 'check', taken_back: ['check'] })]);
    expect(state.steps.check.visits).toBe(2);
    expect(state.steps.first.visits).toBe(1);
    expect(state.failed_or_blocked_steps).toEqual([]);
    const history = jsonOf(await ws.run(['history', 'wf.yaml', '--run-id', 'r1', '--json']));
    const row = history.events.find((e: any) => e.event === 'rewound');
    expect(row.detail).toContain('the verdicts of check are taken back');
  });

  it('takes back the step and every verdict accepted after it; --stop-after-step stops after the rerun step', { tags: [CAMPAIGN] }, async () => {
    const ws = await blocked();
    ws.write('world.txt', 'fixed\n');
    expect((await run(ws)).json.status).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE'); // a plain resume reports the outcome again
    const done = await run(ws, '--rerun-from', 'check');
    expect(done.json.status).toBe('WORKFLOW_COMPLETE');
    // Redo from first: first, check and last are taken back; stop after first.
    const { r, json } = await run(ws, '--rerun-from', 'first', '--stop-after-step', 'first');
    expect(json.status, r.stderr).toBe('PARTIAL_RESUMABLE');
    expect(json.active_step).toBe('check');
    expect(ws.lines('counter.txt')).toEqual(['first', 'check', 'check', 'last', 'first']);
    expect(journalEvents(ws).filter((e) => e.event === 'rewound').map((e) => e.taken_back)).toEqual([['check'], ['first', 'check', 'last']]);
    const st = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(st).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'check', completed_steps: ['first'] });
    const rest = await run(ws);
    expect(rest.json.status).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['first', 'check', 'check', 'last', 'first', 'check', 'last']);
  });

  it("a rerun stopped after a step: the fix says to leave --rerun-from out (it would take the verdict back again), as next: does", { tags: [CAMPAIGN] }, async () => {
    const ws = await blocked();
    ws.write('world.txt', 'fixed\n');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--rerun-from', 'check', '--stop-after-step', 'check']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const fix = r.stdout.split('\n').find((l) => l.trimStart().startsWith('fix:'))!;
    // It said "the same command again without --stop-after-step": pasted so, check ran again (a new visit).
    expect(fix).toContain('without --stop-after-step');
    expect(fix).toContain('--rerun-from, which would take back the verdicts again');
    expect(r.stdout).toContain('next:     stagegate run wf.yaml --run-id r1\n');
    const rest = await run(ws);
    expect(rest.json.status).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['first', 'check', 'check', 'last']);
  });

  it('an output of a verdict the rerun takes back may have changed or gone (it is written anew); one of a kept verdict is still refused', async () => {
    const rerun = 'stagegate run wf.yaml --run-id r1 --rerun-from check';
    for (const change of ['edit', 'remove'] as const) {
      const ws = await blocked();
      if (change === 'edit') ws.write('runs/r1/check.md', '# check\nedited by hand\n');
      else rmSync(ws.path('runs/r1/check.md'));
      // status (and a plain resume) refuse the stale output, offering the rerun that takes it back.
      const st = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
      expect(st, change).toMatchObject({ status: 'STALE_ARTIFACT_REJECTED', next_command: rerun, hint: expect.stringContaining(`\`${rerun}\``) });
      expect((await run(ws)).json).toMatchObject({ status: 'STALE_ARTIFACT_REJECTED', next_command: rerun });
      ws.write('world.txt', 'fixed\n');
      const { r, json } = await run(ws, '--rerun-from', 'check');
      expect(json.status, r.stderr).toBe('WORKFLOW_COMPLETE');
      expect(ws.lines('counter.txt')).toEqual(['first', 'check', 'check', 'last']);
    }
    // A kept verdict's output changed: the rerun from check keeps first's verdict, so it is refused, nothing written;
    // what status offers is the rerun from first, which takes that verdict back too.
    const ws = await blocked();
    ws.write('runs/r1/first.md', 'edited by hand\n');
    const st = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(st.status).toBe('STALE_ARTIFACT_REJECTED');
    expect(st.next_command).toBe('stagegate run wf.yaml --run-id r1 --rerun-from first');
    const before = files(ws);
    const refused = await run(ws, '--rerun-from', 'check');
    expect(refused.json.status, refused.r.stderr).toBe('STALE_ARTIFACT_REJECTED');
    expect(refused.r.code).toBe(5);
    expect(refused.json.message).toContain('runs/r1/first.md of step first changed');
    expect(files(ws)).toEqual(before);
    // Rerunning from first takes back both verdicts: both run again.
    ws.write('world.txt', 'fixed\n');
    const again = await run(ws, '--rerun-from', 'first');
    expect(again.json.status, again.r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['first', 'check', 'first', 'check', 'last']);
  });

  it('an output a rerun took back stays out of the checks and the listings until the run accepts it again (a rerun that stopped before the step)', { tags: [CAMPAIGN] }, async () => {
    const ws = await blocked();
    ws.write('world.txt', 'fixed\n');
    expect((await run(ws, '--rerun-from', 'check')).json.status).toBe('WORKFLOW_COMPLETE');
    ws.write('runs/r1/last.md', 'edited by hand\n');
    // The rerun from check takes back check's and last's verdicts; check fails again (blocked).
    rmSync(ws.path('world.txt'));
    const stopped = await run(ws, '--rerun-from', 'check');
    expect(stopped.json.status, stopped.r.stderr).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
    // last's old verdict is not listed as an accepted output, nor held against the run.
    expect(stopped.json.artifacts.map((a: { step: string }) => a.step)).toEqual(['first', 'check']);
    expect(ws.read('runs/r1/RUN_MANIFEST.yaml')).not.toContain('runs/r1/last.md');
    const st = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(st.status).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
    // Fixed, the rerun the run offers goes on to the end; last runs again and is accepted anew.
    ws.write('world.txt', 'fixed\n');
    const done = await run(ws, '--rerun-from', 'check');
    expect(done.json.status, done.r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('runs/r1/last.md')).not.toContain('edited by hand');
    expect(done.json.artifacts.map((a: { step: string }) => a.step).sort()).toEqual(['check', 'first', 'last']);
    // Accepted again, last's output is checked again.
    ws.write('runs/r1/last.md', 'edited again\n');
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('STALE_ARTIFACT_REJECTED');
  });

  it('a rerun that goes another way: the step it no longer reaches is neither held against the run nor listed as an accepted output', { tags: [CAMPAIGN] }, async () => {
    const wf = `version: '4.0'
name: fork
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  pick:
    run: 'source lib.sh; count; outdir; printf "# pick\\n" >"$STAGEGATE_OUTPUT"; gate "$(cat answer.txt)"'
    output: 'runs/{{run_id}}/pick.md'
    statuses: {OK: c, ALT: d}
  c:
    run: 'source lib.sh; stage OK'
    output: 'runs/{{run_id}}/c.md'
    statuses: {OK: DONE}
  d:
    run: 'source lib.sh; stage OK'
    output: 'runs/{{run_id}}/d.md'
    statuses: {OK: DONE}
`;
    const ws = workspaceWith({ 'wf.yaml': wf, '.gitignore': 'runs/\ncounter.txt\nanswer.txt\n' });
    ws.write('answer.txt', 'OK\n');
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('WORKFLOW_COMPLETE');
    ws.write('runs/r1/c.md', 'TAMPERED\n');
    ws.write('answer.txt', 'ALT\n');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', '--rerun-from', 'pick']);
    const j = jsonOf(r);
    expect(j.status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(j.artifacts.map((a: { step: string }) => a.step).sort()).toEqual(['d', 'pick']);
    expect(ws.read('runs/r1/RUN_MANIFEST.yaml')).not.toContain('runs/r1/c.md');
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('WORKFLOW_COMPLETE');
  });

  it("a rerun that goes another way: the step it no longer reaches reads as one that has not run — a decision sees null, {{steps.<id>.output}} and .gate stop the run naming the rerun that took it back", { tags: [CAMPAIGN] }, async () => {
    // pick routes by answer.txt: OK -> c, ALT -> d, ALT2 -> e. After c and d the decision
    // `choose` reads c's output; e hands c's output and gate straight to `report`.
    const wf = `version: '4.0'
name: fork
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  pick:
    run: 'source lib.sh; count; outdir; printf "# pick\\n" >"$STAGEGATE_OUTPUT"; gate "$(cat answer.txt)"'
    output: 'runs/{{run_id}}/pick.md'
    statuses: {OK: c, ALT: d, ALT2: e}
  c:
    run: 'source lib.sh; stage OK'
    output: 'runs/{{run_id}}/c.md'
    statuses: {OK: choose}
  d:
    run: 'source lib.sh; stage OK'
    output: 'runs/{{run_id}}/d.md'
    statuses: {OK: choose}
  e:
    run: 'source lib.sh; stage OK'
    output: 'runs/{{run_id}}/e.md'
    statuses: {OK: report}
  choose:
    decide:
      - if: steps.c.output != null || steps.c.gate.status == 'OK'
        to: report
      - else: plain
  report:
    run: 'printf "%s %s\\n" "{{steps.c.output}}" "{{steps.c.gate.status}}" >seen.txt; source lib.sh; stage OK'
    output: 'runs/{{run_id}}/report.md'
    statuses: {OK: DONE}
  plain:
    run: 'printf "plain\\n" >seen.txt; source lib.sh; stage OK'
    output: 'runs/{{run_id}}/plain.md'
    statuses: {OK: DONE}
`;
    const ws = workspaceWith({ 'wf.yaml': wf, '.gitignore': 'runs/\ncounter.txt\nanswer.txt\nseen.txt\n' });
    ws.write('answer.txt', 'OK\n');
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('seen.txt')).toBe('runs/r1/c.md OK\n');
    // Through d: c's verdict was taken back and c did not run again, so the decision sees it as never run.
    ws.write('answer.txt', 'ALT\n');
    const alt = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', '--rerun-from', 'pick']);
    expect(jsonOf(alt).status, alt.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('seen.txt')).toBe('plain\n');
    expect(ws.lines('counter.txt')).toEqual(['pick', 'c', 'report', 'pick', 'd', 'plain']);
    const decided = replayedState(ws.dir, STATE).decisions.at(-1);
    expect(decided).toMatchObject({ step: 'choose', chosen: 'else', to: 'plain' });
    expect(decided!.branches[0]!.seen).toMatchObject({ 'steps.c.output': null, 'steps.c.gate.status': null });
    // Through e: report's run: reads c's output and gate, which no longer stand — the stop a step
    // never run gives, its fix naming the rerun that took c back; nothing of report ran.
    ws.write('answer.txt', 'ALT2\n');
    const alt2 = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', '--rerun-from', 'pick']);
    const j = jsonOf(alt2);
    expect(j.status, alt2.stderr).toBe('WORKFLOW_INPUT_REQUIRED');
    expect(j.message).toBe('run: of step report uses {{steps.c.output}}, {{steps.c.gate.status}}, which no input, default or runner value provides');
    expect(j.hint).toContain('The verdict of step c was taken back by a rerun from pick (--rerun-from) and the run has not run c again on its way here');
    expect(ws.read('seen.txt')).toBe('plain\n');
    expect(ws.lines('counter.txt')).toEqual(['pick', 'c', 'report', 'pick', 'd', 'plain', 'pick', 'e']);
    // next: is not the plain resume (it stops here again, running nothing) but the rerun from the
    // step that rerun started from; status says the same.
    const rerun = 'stagegate run wf.yaml --run-id r1 --rerun-from pick';
    expect(j.next_command).toBe(rerun);
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json'])).next_command).toBe(rerun);
    const again = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(again).toMatchObject({ status: 'WORKFLOW_INPUT_REQUIRED', stages_run: 0, next_command: rerun });
    // Followed once pick routes through c again: report reads c's new verdict.
    ws.write('answer.txt', 'OK\n');
    const done = await ws.run([...rerun.split(' ').slice(1), '--json']);
    expect(jsonOf(done).status, done.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('seen.txt')).toBe('runs/r1/c.md OK\n');
    expect(ws.lines('counter.txt').slice(8)).toEqual(['pick', 'c', 'report']);
  });

  it("a loop's step taken back reads its verdict from before the rerun's step, as the visit it redoes read it: review -> fix -> review, rerun from fix", { tags: [CAMPAIGN] }, async () => {
    // review asks for changes on visits 1 and 2, then passes; fix reads review's output and gate.
    const wf = `version: '4.0'
name: loop
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  review:
    run: 'source lib.sh; count; if [ "$STAGEGATE_VISIT" -le 2 ]; then finish CHANGES; else finish OK; fi'
    output: 'runs/{{run_id}}/review.md'
    statuses: {CHANGES: fix, OK: DONE}
  fix:
    run: 'printf "fix v%s %s %s %s\\n" "$STAGEGATE_VISIT" "{{steps.review.output}}" "{{steps.review.gate.status}}" "{{steps.review.gate_or_empty.status}}" >>seen.txt; source lib.sh; stage OK'
    output: 'runs/{{run_id}}/fix.md'
    statuses: {OK: review}
  `;
    const ws = workspaceWith({ 'wf.yaml': wf, '.gitignore': 'runs/\ncounter.txt\nseen.txt\n' });
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('WORKFLOW_COMPLETE');
    // The rerun takes back fix's last verdict and review's third (OK); review's second (CHANGES),
    // accepted before fix's last, stands: fix's new visit reads it, as its visit 2 did.
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', '--rerun-from', 'fix']);
    expect(jsonOf(again).status, again.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('seen.txt')).toEqual(['fix v1 runs/r1/review.md CHANGES CHANGES', 'fix v2 runs/r1/review.md CHANGES CHANGES', 'fix v3 runs/r1/review.md CHANGES CHANGES']);
    expect(ws.lines('counter.txt')).toEqual(['review', 'fix', 'review', 'fix', 'review', 'fix', 'review']);
  });

  it('a finished run whose workflow was edited: status names a command that goes on (the rerun with --allow-workflow-change, pasted, runs), never a resume that only reports it again', { tags: [CAMPAIGN] }, async () => {
    const ws = await blocked();
    ws.write('wf.yaml', `${threeYaml()}# a comment\n`);
    const st = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    const rerun = 'stagegate run wf.yaml --run-id r1 --rerun-from check --allow-workflow-change';
    expect(st).toMatchObject({ status: 'WORKFLOW_STATE_INTEGRITY_VIOLATION', next_command: rerun, hint: expect.stringContaining('had finished (WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE) before the edit') });
    ws.write('world.txt', 'fixed\n');
    const words = spawnSync('sh', ['-c', `set -- ${st.next_command}\nprintf '%s\\0' "$@"`], { encoding: 'utf8' }).stdout.split('\0').slice(1, -1);
    expect(words[0]).toBe('run');
    const done = await ws.run([...words, '--json']);
    expect(jsonOf(done).status, done.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['first', 'check', 'check', 'last']);
    // Complete, then edited: nothing is left to continue — no next command; the fix names a fresh start.
    ws.write('wf.yaml', `${threeYaml()}# another comment\n`);
    const complete = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(complete).toMatchObject({ status: 'WORKFLOW_STATE_INTEGRITY_VIOLATION', hint: expect.stringContaining('had finished (WORKFLOW_COMPLETE) before the edit: a resume has nothing to continue') });
    expect(complete.next_command ?? null).toBeNull();
    expect(complete.hint).toContain('`stagegate run wf.yaml --run-id r1 --mode fresh`');
  });

  it('refuses a step whose verdict an earlier rerun took back and the run has not reached again (it would pass over the steps between)', async () => {
    const ws = await blocked();
    ws.write('world.txt', 'fixed\n');
    expect((await run(ws, '--rerun-from', 'check')).json.status).toBe('WORKFLOW_COMPLETE');
    expect((await run(ws, '--rerun-from', 'first', '--stop-after-step', 'first')).json.active_step).toBe('check');
    // last's verdict was taken back with first's; going to it would leave check (and first's new verdict) behind.
    const before = files(ws);
    const refused = await run(ws, '--rerun-from', 'last');
    expect(refused.json.status, refused.r.stderr).toBe('REWIND_STEP_NOT_REACHED');
    expect(refused.r.code).toBe(4);
    expect(refused.json.message).toContain('taken back by an earlier rerun');
    expect(files(ws)).toEqual(before);
    const rest = await run(ws);
    expect(rest.json).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['first', 'check', 'last'] });
    expect(ws.lines('counter.txt')).toEqual(['first', 'check', 'check', 'last', 'first', 'check', 'last']);
  });

  it('a verdict taken back and repeated by the next visit is made anew, not a stall', { tags: [CAMPAIGN] }, async () => {
    const ws = await blocked();
    // The world is not fixed: check answers exactly as before (same gate, same output).
    const { r, json } = await run(ws, '--rerun-from', 'check');
    expect(json.status, r.stderr).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
    expect(ws.state(STATE).stalls ?? []).toEqual([]);
    expect(ws.lines('counter.txt')).toEqual(['first', 'check', 'check']);
  });

  it('at another commit: refused under on_source_change refuse, naming the keep that reruns from the step; with it the first step does not run again', { tags: [CAMPAIGN] }, async () => {
    const ws = await blocked();
    ws.write('src.txt', 'v2\n');
    ws.commit('v2');
    ws.write('world.txt', 'fixed\n');
    const before = files(ws);
    const refused = await run(ws, '--rerun-from', 'check');
    expect(refused.json.status).toBe('STALE_ARTIFACT_REJECTED');
    expect(refused.json.hint).toContain('stagegate run wf.yaml --run-id r1 --rerun-from check --on-source-change keep');
    expect(files(ws)).toEqual(before);
    const { r, json } = await run(ws, '--rerun-from', 'check', '--on-source-change', 'keep');
    expect(json.status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['first', 'check', 'check', 'last']);
  });

  it('an edited workflow at another commit: each refusal keeps the flag given for the other, so following next: reaches the rerun', async () => {
    const ws = await blocked();
    ws.write('wf.yaml', `${ws.read('wf.yaml')}# edited\n`);
    ws.commit('v2');
    ws.write('world.txt', 'fixed\n');
    const before = files(ws);
    // Both orders: the source change's refusal keeps --allow-workflow-change, the edit's keeps --on-source-change.
    const source = await run(ws, '--rerun-from', 'check', '--allow-workflow-change');
    expect(source.json.status, source.r.stderr).toBe('STALE_ARTIFACT_REJECTED');
    expect(source.json.next_command).toBe('stagegate run wf.yaml --run-id r1 --allow-workflow-change --rerun-from check --on-source-change keep');
    const edit = await run(ws, '--rerun-from', 'check', '--on-source-change', 'keep');
    expect(edit.json.status, edit.r.stderr).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
    expect(edit.json.next_command).toBe('stagegate run wf.yaml --run-id r1 --on-source-change keep --rerun-from check --allow-workflow-change');
    expect(files(ws)).toEqual(before);
    // The command next: names, as printed: the run goes on from check.
    const words = (source.json.next_command as string).split(' ').slice(1);
    const r = await ws.run([...words, '--json']);
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['first', 'check', 'check', 'last']);
  });

  it('with --on-source-change rerun, which takes the step back and goes back to an earlier stale step: refused, nothing written (it would pass over that step)', async () => {
    const ws = await blocked();
    ws.write('src.txt', 'v2\n');
    ws.commit('v2');
    ws.write('world.txt', 'fixed\n');
    const before = files(ws);
    const refused = await run(ws, '--rerun-from', 'check', '--on-source-change', 'rerun');
    expect(refused.json.status, refused.r.stderr).toBe('REWIND_STEP_NOT_REACHED');
    expect(refused.json.message).toContain('taken back by a source change');
    expect(refused.json.message).toContain('it is at first');
    expect(files(ws)).toEqual(before);
    const { r, json } = await run(ws, '--on-source-change', 'rerun');
    expect(json, r.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['first', 'check', 'last'] });
  });

  it('counts the visit: a rerun from a step with no visit left under max_visits is refused, nothing written, and the run stays as it was', async () => {
    const ws = await blocked('    max_visits: 1\n');
    const status = async () => jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    const st = await status();
    expect(st.hint).not.toContain('--rerun-from');
    expect(st.hint).toContain('--mode fresh');
    const before = [...files(ws), ws.read('runs/r1/RUN_MANIFEST.yaml')];
    const refused = await run(ws, '--rerun-from', 'check');
    expect(refused.r.code, refused.r.stderr).toBe(4);
    expect(refused.json.status).toBe('REWIND_NOT_SUPPORTED');
    expect(refused.json.message).toContain('step check has had its 1 visit (max_visits 1)');
    expect(refused.json.message).toContain('nothing was changed');
    expect(refused.json.hint).toContain('--allow-workflow-change');
    expect([...files(ws), ws.read('runs/r1/RUN_MANIFEST.yaml')]).toEqual(before);
    // Nothing of it stands: refused the same way again (not REWIND_STEP_NOT_REACHED), status and a resume as before.
    expect((await run(ws, '--rerun-from', 'check')).json.status).toBe('REWIND_NOT_SUPPORTED');
    expect(await status()).toMatchObject({ status: st.status, hint: st.hint, next_command: st.next_command });
    const resumed = await run(ws);
    expect(resumed.json).toMatchObject({ status: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', completed_steps: ['first'] });
    expect(ws.lines('counter.txt')).toEqual(['first', 'check']);
    // What the hint says: with a visit more allowed, the rerun runs the step again.
    ws.write('wf.yaml', threeYaml('    max_visits: 2\n'));
    ws.write('world.txt', 'fixed\n');
    const again = await run(ws, '--rerun-from', 'check', '--allow-workflow-change');
    expect(again.json.status, again.r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['first', 'check', 'check', 'last']);
  });

  it('status of a run a hand-off ended offers --mode fresh only (the hand-off ends the run whenever it is reached)', async () => {
    const ws = workspaceWith({
      'wf.yaml': `version: '4.0'
name: handoff
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  first:
    run: 'source lib.sh; stage OK'
    output: 'runs/{{run_id}}/first.md'
    statuses: {OK: hand_over}
  hand_over:
    instruction: A reviewer signs it off.
    terminal_status: WORKFLOW_BLOCKED_SIGN_OFF
`,
      ...IGNORE,
    });
    ws.commit('v1');
    expect((await run(ws)).json.status).toBe('WORKFLOW_BLOCKED_SIGN_OFF');
    const st = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(st.hint).not.toContain('--rerun-from');
    expect(st.hint).toContain('stagegate run wf.yaml --run-id r1 --mode fresh');
  });

  it('a run a decision routed to BLOCKED offers the rerun of the step whose result it read (the decision alone would read the same and block again)', async () => {
    const ws = workspaceWith({
      'wf.yaml': `version: '4.0'
name: decided
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  prep:
    run: 'source lib.sh; stage OK'
    output: 'runs/{{run_id}}/prep.md'
    statuses: {OK: test}
  test:
    run: 'source lib.sh; if [ -f world.txt ]; then stage PASS; else stage FAIL; fi'
    output: 'runs/{{run_id}}/test.md'
    statuses: {PASS: check, FAIL: check}
  check:
    decide:
      - if: steps.test.gate.status == 'PASS' && steps.prep.status != 'steps.nope'
        to: DONE
      - else: BLOCKED
`,
      ...IGNORE,
    });
    ws.commit('v1');
    const { r, json } = await run(ws);
    expect(json.status).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
    // It reads prep and test: the earlier of the two (a rerun from it takes back test's verdict too); the rerun first.
    expect(json.next_command).toBe('stagegate run wf.yaml --run-id r1 --rerun-from prep');
    expect(json.next_alternative).toBe('stagegate run wf.yaml --run-id r1 --mode fresh');
    expect(json.hint).toContain('Decision check routed to BLOCKED on what step prep gave it');
    const st = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(st.hint).toContain('Decision check routed to BLOCKED on what step prep gave it');
    expect(st.hint).toContain('`stagegate run wf.yaml --run-id r1 --rerun-from prep`');
    expect(r.code).toBe(3);
    // Rerunning the decision alone reads the same FAIL and blocks again; from the step it read, it completes.
    ws.write('world.txt', 'fixed\n');
    expect((await run(ws, '--rerun-from', 'check')).json.status).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
    const done = await run(ws, '--rerun-from', 'prep');
    expect(done.json.status, done.r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['prep', 'test', 'prep', 'test']);
  });

  it('a decision that reads no step result (only inputs) offers --mode fresh only', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({
      'wf.yaml': `version: '4.0'
name: decided
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
  optional: [go]
steps:
  test:
    run: 'source lib.sh; stage PASS'
    output: 'runs/{{run_id}}/test.md'
    statuses: {PASS: check}
  check:
    decide:
      - if: inputs.go == 'yes'
        to: DONE
      - else: BLOCKED
`,
      ...IGNORE,
    });
    ws.commit('v1');
    const { json } = await run(ws);
    expect(json.status).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
    expect(json.next_alternative).toBeUndefined();
    const st = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(st.hint).not.toContain('--rerun-from');
  });

  it('a stage that failed after its retries, its on_failure leading to BLOCKED, runs again from it: the run and status say how it failed and offer the rerun; the journal replays', async () => {
    const ws = workspaceWith({
      'wf.yaml': threeYaml().replace(
        / {2}check:\n[\s\S]*?statuses: \{OK: last, failed: BLOCKED\}\n/,
        "  check:\n    run: 'source lib.sh; count; [ -f world.txt ] || exit 3; finish OK'\n    output: 'runs/{{run_id}}/check.md'\n    statuses: {OK: last}\n    retry: {max_attempts: 2}\n    on_failure: BLOCKED\n",
      ),
      ...IGNORE,
    });
    ws.commit('v1');
    const rerun = 'stagegate run wf.yaml --run-id r1 --rerun-from check';
    const failedTwice = 'Step check failed 2 times (last: STAGE_FAILED, exit status 3) and its on_failure leads to BLOCKED';
    const ended = await run(ws);
    expect(ended.json, ended.r.stderr).toMatchObject({ status: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', active_step: null, next_command: rerun, next_alternative: 'stagegate run wf.yaml --run-id r1 --mode fresh' });
    expect(ended.r.code).toBe(3);
    expect(ended.json.hint).toContain(failedTwice);
    expect(ended.json.hint).toContain('`stagegate logs wf.yaml --run-id r1 check`');
    expect(ended.json.hint).toContain(`\`${rerun}\``);
    expect(ended.json.hint).not.toContain('external evidence');
    expect(ws.lines('counter.txt')).toEqual(['first', 'check', 'check']);
    const st = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(st.hint).toContain(failedTwice);
    expect(st.hint).toContain(`\`${rerun}\``);
    // Not fixed yet: the rerun runs the step again (its retries too) and ends blocked the same way, offering the rerun again.
    const again = await run(ws, '--rerun-from', 'check');
    expect(again.json, again.r.stderr).toMatchObject({ status: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', next_command: rerun });
    expect(ws.lines('counter.txt')).toEqual(['first', 'check', 'check', 'check', 'check']);
    // What it runs again after: the failure that ended the run (it has no verdict to take back), in the journal and history.
    const after = 'rerun from check: step check failed 2 times (last: STAGE_FAILED, exit status 3), which ended the run (a failure is no verdict: nothing to take back); the run goes back to check and runs it again';
    const h = await ws.run(['history', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(h).events.find((e: any) => e.event === 'rewound').detail).toBe(after);
    expect(journalEvents(ws).find((e) => e.event === 'rewound')).toMatchObject({ after_failure: 'step check failed 2 times (last: STAGE_FAILED, exit status 3)' });
    ws.write('world.txt', 'fixed\n');
    const done = await run(ws, '--rerun-from', 'check');
    expect(done.json.status, done.r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['first', 'check', 'check', 'check', 'check', 'check', 'last']);
    // The failure was no verdict: nothing is taken back; the journal replays to the same run.
    expect(journalEvents(ws).filter((e) => e.event === 'rewound')).toEqual([expect.objectContaining({ step: 'check', taken_back: [] }), expect.objectContaining({ step: 'check', taken_back: [] })]);
    const replayed = replayedState(ws.dir, STATE);
    expect(replayed).toMatchObject({ status: 'WORKFLOW_COMPLETE', failed_or_blocked_steps: [], completed_steps: ['first', 'check', 'last'] });
    expect(replayed.steps.first?.visits).toBe(1);
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('WORKFLOW_COMPLETE');
  });

  it('refuses an unknown step, a step the run never reached and a run that has not started, writing nothing', async () => {
    const ws = await blocked();
    const before = files(ws);
    const unknown = await run(ws, '--rerun-from', 'chek');
    expect(unknown.r.code).toBe(4);
    expect(unknown.json.status).toBe('REWIND_STEP_UNKNOWN');
    // The run as it stands (located, not checked), as other refusals report it.
    expect(unknown.json).toMatchObject({ state_path: STATE, active_step: null, completed_steps: ['first'] });
    expect(unknown.json.message).toContain("Did you mean 'check'?");
    expect(unknown.json.hint).toContain('first, check, last');
    const never = await run(ws, '--rerun-from', 'last');
    expect(never.r.code).toBe(4);
    expect(never.json.status).toBe('REWIND_STEP_NOT_REACHED');
    expect(never.json.message).toContain('never reached step last');
    expect(never.json.hint).toBeTruthy();
    expect(files(ws)).toEqual(before);
    const none = await ws.run(['run', 'wf.yaml', '--run-id', 'r9', '--json', '--rerun-from', 'first']);
    expect(jsonOf(none).status).toBe('REWIND_STEP_NOT_REACHED');
    expect(ws.exists('runs/r9/workflow_state.journal.jsonl')).toBe(false);
    expect(ws.lines('counter.txt')).toEqual(['first', 'check']);
  });

  it('a step the workflow lacks is said before the run is located or checked: a run whose kept output changed, a run not started', async () => {
    const ws = await blocked();
    // The verdict of first is kept by a rerun from check: its output, edited, is refused as on any resume.
    ws.write('runs/r1/first.md', 'edited\n');
    const before = files(ws);
    const stale = await run(ws, '--rerun-from', 'check');
    expect([stale.r.code, stale.json.status]).toEqual([5, 'STALE_ARTIFACT_REJECTED']);
    // A mistyped step: the unknown-step refusal (with its did-you-mean), not the run's.
    const typo = await run(ws, '--rerun-from', 'chek');
    expect(typo.r.code).toBe(4);
    expect(typo.json).toMatchObject({ status: 'REWIND_STEP_UNKNOWN', message: "--rerun-from chek: workflow three has no step chek. Did you mean 'check'?; nothing was changed", hint: 'Pass one of its steps: first, check, last.' });
    const notStarted = await ws.run(['run', 'wf.yaml', '--run-id', 'r9', '--json', '--rerun-from', 'chek']);
    expect(jsonOf(notStarted)).toMatchObject({ status: 'REWIND_STEP_UNKNOWN', message: typo.json.message });
    expect(files(ws)).toEqual(before);
    expect(ws.exists('runs/r9')).toBe(false);
    expect(ws.lines('counter.txt')).toEqual(['first', 'check']);
  });

  it('is a usage error with --mode fresh, --ignore-previous-completion, execution_mode=fresh or --shard', async () => {
    const ws = await blocked();
    const before = files(ws);
    for (const extra of [['--mode', 'fresh'], ['--ignore-previous-completion'], ['execution_mode=fresh'], ['--shard', 'k']]) {
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--rerun-from', 'check', ...extra, '--json']);
      expect(r.code, extra.join(' ')).toBe(2);
      expect(jsonOf(r).status).toBe('USAGE_ERROR');
      expect(jsonOf(r).message).toContain('--rerun-from');
    }
    expect(files(ws)).toEqual(before);
  });

  it('is refused while another runner holds the run', async () => {
    const ws = await blocked();
    const before = files(ws);
    const lock = RunLock.acquire(join(ws.dir, `${STATE}.lock`), 'test runner');
    try {
      const { r, json } = await run(ws, '--rerun-from', 'check');
      expect(json.status).toBe('WORKFLOW_LOCKED');
      expect(r.code).toBe(7);
    } finally {
      lock.release();
    }
    expect(files(ws)).toEqual(before);
  });

  it('refuses to take back a parallel step (its branches keep their own results), and reruns a step after it', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': parallelYaml({ a: {}, b: {} }), 'par.sh': PAR_LIB, ...IGNORE });
    ws.commit('v1');
    expect((await run(ws)).json.status).toBe('WORKFLOW_COMPLETE');
    const before = files(ws);
    const refused = await run(ws, '--rerun-from', 'checks');
    expect(refused.json.status).toBe('REWIND_NOT_SUPPORTED');
    expect(refused.r.code).toBe(4);
    expect(refused.json.message).toContain('parallel step checks');
    expect(files(ws)).toEqual(before);
    const after = await run(ws, '--rerun-from', 'after');
    expect(after.json.status).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt').filter((l) => l === 'after')).toHaveLength(2);
    expect(ws.lines('counter.txt').filter((l) => l === 'a')).toHaveLength(1);
  });

  it('a journal whose rewind names a step never reached, or takes back another set, does not replay', async () => {
    const ws = await blocked();
    ws.write('world.txt', 'fixed\n');
    expect((await run(ws, '--rerun-from', 'check')).json.status).toBe('WORKFLOW_COMPLETE');
    const events = journalEvents(ws);
    const tampered = [
      events.map((e) => (e.event === 'rewound' ? { ...e, taken_back: ['first', 'check'] } : e)),
      events.map((e) => (e.event === 'rewound' ? { ...e, taken_back: [] } : e)),
      events.map((e) => (e.event === 'rewound' ? { ...e, step: 'last', taken_back: [] } : e)),
    ];
    const original = ws.read(JOURNAL);
    for (const edited of tampered) {
      ws.write(JOURNAL, rechained(edited));
      const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
      expect(jsonOf(st).status).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
      expect(st.code).toBe(5);
      expect(jsonOf(st).message).toMatch(/rerun/);
    }
    ws.write(JOURNAL, original);
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('WORKFLOW_COMPLETE');
  });
});

describe('what --rerun-from takes back', () => {
  it('every verdict accepted after the step\'s last acceptance, in acceptance order: also a step first completed before it that a loop came back to', { tags: [CAMPAIGN] }, async () => {
    // a -> b -> c -> b (c loops back once) -> d: b's last verdict comes after c's.
    const ws = workspaceWith({
      'wf.yaml': `version: '4.0'
name: loop
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  a:
    run: 'source lib.sh; stage OK'
    output: 'runs/{{run_id}}/a.md'
    statuses: {OK: b}
  b:
    run: 'source lib.sh; if [ "$STAGEGATE_VISIT" = 1 ]; then stage OK; else stage AGAIN; fi'
    output: 'runs/{{run_id}}/b.md'
    statuses: {OK: c, AGAIN: d}
  c:
    run: 'source lib.sh; stage LOOP'
    output: 'runs/{{run_id}}/c.md'
    statuses: {LOOP: b}
  d:
    run: 'source lib.sh; stage OK'
    output: 'runs/{{run_id}}/d.md'
    statuses: {OK: DONE}
`,
      ...IGNORE,
    });
    ws.commit('v1');
    expect((await run(ws)).json.status).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['a', 'b', 'c', 'b', 'd']);
    const { r, json } = await run(ws, '--rerun-from', 'c');
    expect(json.status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(journalEvents(ws).find((e) => e.event === 'rewound')?.taken_back).toEqual(['c', 'b', 'd']);
    expect(ws.lines('counter.txt')).toEqual(['a', 'b', 'c', 'b', 'd', 'c', 'b', 'd']);
  });

  it('an approval given after the step is asked for again', async () => {
    const ws = workspaceWith({
      'wf.yaml': `version: '4.0'
name: gated
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  design:
    run: 'source lib.sh; stage DESIGNED'
    output: 'runs/{{run_id}}/design.md'
    statuses: {DESIGNED: sign_off}
  sign_off:
    approval: { message: 'Ship it?' }
    on_approve: implement
    on_reject: BLOCKED
  implement:
    run: 'source lib.sh; stage IMPLEMENTED'
    output: 'runs/{{run_id}}/implement.md'
    statuses: {IMPLEMENTED: DONE}
`,
      ...IGNORE,
    });
    ws.commit('v1');
    expect((await run(ws)).json.status).toBe('PARTIAL_RESUMABLE');
    expect((await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'me'])).code).toBe(0);
    expect((await run(ws)).json.status).toBe('WORKFLOW_COMPLETE');
    const { r, json } = await run(ws, '--rerun-from', 'design');
    expect(json.status, r.stderr).toBe('PARTIAL_RESUMABLE');
    expect(json.active_step).toBe('sign_off');
    expect(journalEvents(ws).find((e) => e.event === 'rewound')?.taken_back).toEqual(['design', 'sign_off', 'implement']);
    expect(ws.state(STATE).pending_approval).toMatchObject({ step: 'sign_off', visit: 2 });
    expect(ws.lines('counter.txt')).toEqual(['design', 'implement', 'design']);
    // status says the old decision was taken back, with when (the state's taken_back_at).
    const takenAt = ws.state(STATE).approvals[0].taken_back_at as string;
    expect(typeof takenAt).toBe('string');
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1']);
    expect(st.stdout).toMatch(new RegExp(`\\n    sign_off \\(visit 1\\): approved by me at \\S+ \\(taken back by a rerun at ${takenAt.replace(/[.]/g, '\\.')}\\)\\n`));
    // From the approval the run is at (its old verdict taken back): nothing is taken back, design's
    // new verdict stands, and the run resumes there without entering it again (no visit spent).
    const again = await run(ws, '--rerun-from', 'sign_off');
    expect(again.json.status, again.r.stderr).toBe('PARTIAL_RESUMABLE');
    expect(journalEvents(ws).filter((e) => e.event === 'rewound').map((e) => e.taken_back)).toEqual([['design', 'sign_off', 'implement']]);
    expect(ws.state(STATE).completed_steps).toEqual(['design']);
    expect(ws.state(STATE).pending_approval).toMatchObject({ step: 'sign_off', visit: 2 });
    expect(ws.state(STATE).steps.sign_off.visits).toBe(2);
  });
});

describe('an accepted output that is gone', () => {
  // An output outside the run root (not carried by the Action's artifact) of a workflow that cannot run fresh (FRESH_RUN_NOT_ISOLATED).
  const OUTSIDE = `version: '4.0'
name: outside
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
  defaults: {artifact_root: 'runs/{{run_id}}'}
steps:
  a:
    run: 'source lib.sh; stage A_DONE'
    output: 'reports/{{run_id}}/a.md'
    statuses: {A_DONE: b}
    max_visits: 2
  b:
    run: 'source lib.sh; stage B_DONE'
    output: '{{artifact_root}}/b.md'
    statuses: {B_DONE: DONE}
`;

  it('the refusal offers --rerun-from its step (a fresh run is refused for the workflow), which writes it anew; none when the step has no visit left', async () => {
    const ws = workspaceWith({ 'wf.yaml': OUTSIDE });
    const v = jsonOf(await ws.run(['validate', 'wf.yaml', '--json']));
    expect((v['warnings'] as any[]).map((d) => d.code)).toEqual(['FRESH_RUN_NOT_ISOLATED']);
    expect((v['warnings'] as any[])[0].message).toContain("the Action's state artifact carries only the run root, so a resume in a later job finds an output outside it gone");
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'a', '--json']))['status']).toBe('PARTIAL_RESUMABLE');
    rmSync(ws.path('reports/r1/a.md'));
    const r = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(r).toMatchObject({ status: 'STALE_ARTIFACT_REJECTED', next_command: 'stagegate run wf.yaml --run-id r1 --rerun-from a' });
    expect(r['hint']).toContain('or run step a again (--rerun-from takes back its verdict, so its output is written anew), keeping the verdicts before it: `stagegate run wf.yaml --run-id r1 --rerun-from a`');
    const again = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--rerun-from', 'a', '--json']));
    expect(again).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(existsSync(ws.path('reports/r1/a.md'))).toBe(true);
    // A step at its visit limit cannot run again: no rerun is offered.
    const tight = workspaceWith({ 'wf.yaml': OUTSIDE.replace('max_visits: 2', 'max_visits: 1') });
    await tight.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'a']);
    rmSync(tight.path('reports/r1/a.md'));
    const no = jsonOf(await tight.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(no['status']).toBe('STALE_ARTIFACT_REJECTED');
    expect(no['hint']).not.toContain('--rerun-from');
  });
});

describe('an accepted output edited in a paused run (user34a R4)', () => {
  it('STALE_ARTIFACT_REJECTED offers --rerun-from its step (keeping the verdicts before it) besides restoring it; run, status and the Action say it; following it runs that step and on', async () => {
    const ws = workspaceWith({ 'wf.yaml': threeYaml(), ...IGNORE, 'world.txt': 'fixed\n' });
    ws.commit('v1');
    expect((await run(ws, '--stop-after-step', 'check')).json.status).toBe('PARTIAL_RESUMABLE');
    ws.write('runs/r1/check.md', '# check, edited by hand\n');
    const rerun = 'stagegate run wf.yaml --run-id r1 --rerun-from check';
    const stopped = await run(ws);
    expect(stopped.json).toMatchObject({ status: 'STALE_ARTIFACT_REJECTED', next_command: rerun });
    expect(stopped.json.hint).toBe(`Restore the accepted content; or run step check again (--rerun-from takes back its verdict, so its output is written anew), keeping the verdicts before it: \`${rerun}\`; or start over with --mode fresh so every stage runs again.`);
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'STALE_ARTIFACT_REJECTED', hint: stopped.json.hint });
    // The Action's summary: the same fix in its inputs.
    const action = await runActionStep({ workspace: ws.dir, inputs: { workflow: 'wf.yaml', 'run-id': 'r1', persist: 'none' } });
    expect(action.outputs['status']).toBe('STALE_ARTIFACT_REJECTED');
    expect(action.summary).toContain('rerun-from: check');
    const done = await run(ws, '--rerun-from', 'check');
    expect(done.json.status, done.r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['first', 'check', 'check', 'last']);
  });
});

describe('the Action input rerun-from', () => {
  function checkout(): string {
    const ws = makeWorkspace('sg-rerun-');
    writeFileSync(join(ws, 'lib.sh'), STAGE_LIB);
    writeFileSync(join(ws, 'wf.yaml'), threeYaml());
    return ws;
  }
  const counter = (ws: string) => (existsSync(join(ws, 'counter.txt')) ? readFileSync(join(ws, 'counter.txt'), 'utf8').split('\n').filter(Boolean) : []);

  it('reruns the blocked step through the same core entry; with execution-mode fresh it is an input error', async () => {
    const ws = checkout();
    const inputs = { workflow: 'wf.yaml', 'run-id': 'r1', persist: 'none' };
    const first = await runActionStep({ workspace: ws, inputs });
    expect(first.outputs['status']).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
    // The summary says how, the least destructive first: the input that reruns the blocking step (naming
    // its output), then the fresh start; each once.
    const next = first.summary.slice(first.summary.indexOf('#### Next'));
    expect(next).toContain('Read what blocked step check (its output runs/r1/check.md reported failed)');
    expect(next.indexOf('rerun-from: check')).toBeGreaterThan(0);
    expect(next.indexOf('rerun-from: check')).toBeLessThan(next.indexOf('execution-mode: fresh'));
    expect(next.split('rerun-from: check').length).toBe(2);
    expect(next.split('execution-mode: fresh').length).toBe(2);
    const wrong = await runActionStep({ workspace: ws, inputs: { ...inputs, 'rerun-from': 'check', 'execution-mode': 'fresh' } });
    expect(wrong.outputs['status']).toBe('ACTION_INPUT_INVALID');
    expect(wrong.exitCode).not.toBe(0);
    writeFileSync(join(ws, 'world.txt'), 'fixed\n');
    const again = await runActionStep({ workspace: ws, inputs: { ...inputs, 'rerun-from': 'check' } });
    expect(again.outputs['status']).toBe('WORKFLOW_COMPLETE');
    expect(counter(ws)).toEqual(['first', 'check', 'check', 'last']);
    expect(replayedState(ws, STATE).rewinds).toEqual([expect.objectContaining({ step: 'check', taken_back: ['check'] })]);
    const unknown = await runActionStep({ workspace: ws, inputs: { ...inputs, 'rerun-from': 'nope' } });
    expect(unknown.outputs['status']).toBe('REWIND_STEP_UNKNOWN');
    // Refused whatever the run's state, and the run reported as it stands (as a refused decision
    // is): its outputs and the summary's steps, not a run with no completed steps and no state.
    expect(unknown.outputs).toMatchObject({ 'completed-steps': '["first","check","last"]', 'state-path': STATE, 'active-step': '' });
    expect(unknown.summary).toContain('#### Steps (the run as it stands: this step ran none)');
    expect(unknown.summary).toContain('the rerun-from input named no step of the workflow');
    expect(counter(ws)).toEqual(['first', 'check', 'check', 'last']);
  });
});
