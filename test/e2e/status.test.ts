/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON documents */
// `stagegate status` through the built CLI shows where a run is: the active step, every step's
// visits, the pending approval, the decisions taken with the values each branch saw, the stalls
// (with the escape followed), approvals recorded and skips — in text and in --json.
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workflowYaml, workspaceWith } from '../helpers/cli.js';

afterAll(removeWorkspaces);

// review reads its score for visit N from line N of scores.txt (an extra gate key); poll writes
// the same output on every visit and review's first two scores are the same, so the loop reaches a
// fixed point at poll's second visit: a stall, which takes the on_stall escape.
const WF = `version: '4.0'
name: where
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  review:
    run: ${JSON.stringify('source lib.sh; count; outdir; printf "# review\\n\\n" >"$STAGEGATE_OUTPUT"; gate REVIEWED; printf "  score: %s\\n" "$(sed -n "${STAGEGATE_VISIT}p" scores.txt)" >>"$STAGEGATE_OUTPUT"')}
    output: 'runs/{{run_id}}/review.md'
    statuses: {REVIEWED: route}
    max_visits: 6
  route:
    decide:
      - if: steps.review.gate.score >= 90
        to: sign_off
      - else: poll
    max_visits: 6
  poll:
    run: 'source lib.sh; count; rm -f "$STAGEGATE_OUTPUT"; gate POLLED'
    output: 'runs/{{run_id}}/poll.md'
    statuses: {POLLED: review}
    on_stall: sign_off
    max_visits: 5
  sign_off:
    approval: {message: 'Ship it?', approvers: [alice]}
    on_approve: DONE
`;

describe('status', () => {
  it('shows visits, the decisions with the values seen, the stall and the pending approval; then the approval', async () => {
    const ws = workspaceWith({ 'wf.yaml': WF, 'scores.txt': '50\n50\n95\n' });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sign_off' });
    expect(ws.lines('counter.txt')).toEqual(['review', 'poll', 'review', 'poll']);

    const s = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(s.code).toBe(0);
    const j = jsonOf(s);
    expect(j).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sign_off', pending_approval: { step: 'sign_off', visit: 1, message: 'Ship it?', approvers: ['alice'] } });
    expect(j['steps']).toMatchObject({ review: { visits: 2 }, route: { visits: 2 }, poll: { visits: 2 }, sign_off: { visits: 1 } });
    expect(j['max_visits']).toEqual({ review: 6, route: 6, poll: 5, sign_off: 10 });
    expect(j['decisions'].map((d: any) => [d.step, d.visit, d.chosen, d.to, d.branches[0].seen])).toEqual([
      ['route', 1, 'else', 'poll', { 'steps.review.gate.score': 50 }],
      ['route', 2, 'else', 'poll', { 'steps.review.gate.score': 50 }],
    ]);
    expect(j['stalls']).toEqual([expect.objectContaining({ step: 'poll', visit: 2, previous_visit: 1, to: 'sign_off' })]);
    expect(j['approvals']).toEqual([]);
    expect(j['skips']).toEqual([]);

    const text = (await ws.run(['status', 'wf.yaml', '--run-id', 'r1'])).stdout;
    expect(text).toMatch(/^PARTIAL_RESUMABLE/);
    expect(text).toContain('active:   sign_off');
    expect(text).toContain('approval: sign_off awaits approval from alice');
    expect(text).toMatch(/ {4}review {19}completed +visits 2\/6 {2}attempts 2/);
    expect(text).toContain('  decisions:\n    route (visit 1): else -> poll\n      ✗ steps.review.gate.score >= 90  [steps.review.gate.score=50]');
    expect(text).toContain('    route (visit 2): else -> poll\n      ✗ steps.review.gate.score >= 90  [steps.review.gate.score=50]');
    expect(text).toContain('  stalls:\n    poll (visit 2 repeated visit 1) -> sign_off');

    const a = await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'alice', '--note', 'fine']);
    expect(a.code).toBe(0);
    const after = await ws.run(['status', 'wf.yaml', '--run-id', 'r1']);
    expect(after.stdout).toMatch(/ {2}approvals:\n {4}sign_off \(visit 1\): approved by alice at \S+ — fine/);
    expect(after.stdout).not.toContain('awaits approval');
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']))['approvals']).toEqual([expect.objectContaining({ step: 'sign_off', by: 'alice', decision: 'approved' })]);
    // status ran nothing.
    expect(ws.lines('counter.txt')).toEqual(['review', 'poll', 'review', 'poll']);
  });

  it('a workflow that does not load: WORKFLOW_CONTRACT_INVALID with the finding\'s fix, as run gives it', async () => {
    const ws = workspaceWith({ 'wf.yaml': "version: '4.0'\nsteps: [a, b\n" });
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1']);
    expect(st.code).toBe(5);
    // The unclosed bracket is reported where the file ends (just after its last character), not on a line past it.
    // Its place on the at: line, as run prints it.
    expect(st.stdout).toContain('WORKFLOW_CONTRACT_INVALID  YAML_SYNTAX');
    expect(st.stdout).toContain('  at:       wf.yaml:2:13\n');
    expect(st.stdout).toContain('  fix:      Fix the YAML syntax at this position.');
    const json = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(json).toMatchObject({ status: 'WORKFLOW_CONTRACT_INVALID', exit_code: 5, hint: 'Fix the YAML syntax at this position.' });
  });

  it('refused after the run was located (an accepted output changed, a state of another workflow): --json and the text say where the run is', async () => {
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('located', { a: { run: 'source lib.sh; stage OK', statuses: { OK: 'b' } }, b: { run: 'source lib.sh; stage OK' } }) });
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'a', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE' });
    const where = { workflow: 'located', run_id: 'r1', state_path: 'runs/r1/workflow_state.yaml', manifest_path: 'runs/r1/RUN_MANIFEST.yaml', run_root: 'runs/r1' };
    ws.write('runs/r1/a.md', 'edited\n');
    const stale = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(stale.code).toBe(5);
    expect(jsonOf(stale)).toMatchObject({ status: 'STALE_ARTIFACT_REJECTED', ...where });
    const text = await ws.run(['status', 'wf.yaml', '--run-id', 'r1']);
    expect(text.stdout).toContain('STALE_ARTIFACT_REJECTED');
    expect(text.stdout).toContain('  state:    runs/r1/workflow_state.yaml\n');
    // The same state, read with a workflow of another name at that path: the run's folder still located.
    ws.write('wf.yaml', ws.read('wf.yaml').replace('name: located', 'name: renamed'));
    const other = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(other).toMatchObject({ status: 'WORKFLOW_STATE_INTEGRITY_VIOLATION', ...where, workflow: 'renamed' });
    expect(other.message).toContain("belongs to workflow 'located', not 'renamed'");
  });

  it('shows a skip after on_failure: skip and the failed attempts', async () => {
    const ws = workspaceWith({
      'wf.yaml': `version: '4.0'
name: skips
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  lint:
    run: 'source lib.sh; count; exit 3'
    output: 'runs/{{run_id}}/lint.md'
    statuses: {LINTED: publish}
    on_failure: skip
    on_skip: publish
  publish:
    run: 'source lib.sh; stage PUBLISHED'
    output: 'runs/{{run_id}}/publish.md'
    statuses: {PUBLISHED: DONE}
`,
    });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    const j = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(j['steps']['lint']).toEqual({ status: 'skipped', visits: 1, attempts: 1 });
    expect(j['skips']).toEqual([expect.objectContaining({ step: 'lint', visit: 1, to: 'publish' })]);
    const text = (await ws.run(['status', 'wf.yaml', '--run-id', 'r1'])).stdout;
    expect(text).toContain('  skips:\n    lint (visit 1) -> publish');
  });
});

describe('status of a long loop', () => {
  it('text shows the latest 20 decisions and the command that lists them all; --json keeps every one', async () => {
    const LOOP = `version: '4.0'
name: spin
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  tick:
    decide:
      - if: visits.tick < 25
        to: tick
      - else: BLOCKED
    max_visits: 30
`;
    const ws = workspaceWith({ 'loop.yaml': LOOP });
    expect(jsonOf(await ws.run(['run', 'loop.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE' });
    const j = jsonOf(await ws.run(['status', 'loop.yaml', '--run-id', 'r1', '--json']));
    expect(j['decisions'].map((d: any) => d.visit)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    const text = (await ws.run(['status', 'loop.yaml', '--run-id', 'r1'])).stdout;
    const shown = [...text.matchAll(/^ {4}tick \(visit (\d+)\)/gm)].map((m) => Number(m[1]));
    expect(shown).toEqual(Array.from({ length: 20 }, (_, i) => i + 6));
    expect(text).toContain('  decisions:\n    … 5 earlier not shown (all 25: stagegate history loop.yaml --run-id r1)\n    tick (visit 6): if visits.tick < 25 -> tick');
    expect(text).toContain('    tick (visit 25): else -> BLOCKED\n      ✗ visits.tick < 25  [visits.tick=25]');
    // The command it names lists every decision.
    const h = jsonOf(await ws.run(['history', 'loop.yaml', '--run-id', 'r1', '--json']));
    expect(h['events'].filter((e: any) => e.event === 'decision_taken')).toHaveLength(25);
  });
});

describe('status of a run a stage failed', () => {
  it('STAGE_FAILED leaves the step active: next_command is the resume (with -C and the locating inputs), and pasted it runs the step again', async () => {
    const flow = [
      "version: '4.0'",
      'name: failing',
      "state_path: 'runs/{{team}}/{{run_id}}/workflow_state.yaml'",
      'inputs:',
      '  required: [run_id, team]',
      'steps:',
      '  build:',
      "    run: 'source lib.sh; count; [ -e fixed ] || exit 7; stage BUILT'",
      "    output: 'runs/{{team}}/{{run_id}}/build.md'",
      '    statuses: {BUILT: DONE}',
      '',
    ].join('\n');
    const ws = workspaceWith({ 'proj dir/wf.yaml': flow });
    ws.write('proj dir/lib.sh', ws.read('lib.sh'));
    const failed = jsonOf(await ws.run(['-C', 'proj dir', 'run', 'wf.yaml', '--run-id', 'r1', 'team=a b', '--json']));
    expect(failed).toMatchObject({ status: 'STAGE_FAILED', active_step: 'build', next_command: "stagegate -C 'proj dir' run wf.yaml --run-id r1 'team=a b'" });
    const st = jsonOf(await ws.run(['-C', 'proj dir', 'status', 'wf.yaml', '--run-id', 'r1', 'team=a b', '--json']));
    expect(st).toMatchObject({ status: 'STAGE_FAILED', active_step: 'build', next_command: failed['next_command'] });
    ws.write('proj dir/fixed', '');
    const words = spawnSync('sh', ['-c', `set -- ${st['next_command']}\nprintf '%s\\0' "$@"`], { encoding: 'utf8' }).stdout.split('\0').slice(1, -1);
    expect(jsonOf(await ws.run([...words, '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
  });
});

describe('status and plan of long step ids', () => {
  it('status and plan keep their columns for step ids longer than the column (real 4.0 ids run to 40 characters)', async () => {
    const long = 'design_artifact_decomposition_verification';
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('long-ids', { draft: { run: 'source lib.sh; stage DRAFTED', statuses: { DRAFTED: long } }, [long]: { run: 'source lib.sh; stage VERIFIED', statuses: { VERIFIED: 'DONE' } } }) });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).code).toBe(0);
    // The column after the id starts at the same place on every step line.
    const columnOf = (stdout: string, word: RegExp) => stdout.split('\n').filter((l) => word.test(l) && /^\s+(\S\s)?(draft|design_artifact)/.test(l)).map((l) => l.search(word));
    const status = await ws.run(['status', 'wf.yaml', '--run-id', 'r1']);
    const statusColumns = columnOf(status.stdout, /completed/);
    expect(statusColumns).toHaveLength(2);
    expect(new Set(statusColumns).size).toBe(1);
    const plan = await ws.run(['plan', 'wf.yaml', '--run-id', 'r2']);
    const planColumns = columnOf(plan.stdout, /shell/);
    expect(planColumns).toHaveLength(2);
    expect(new Set(planColumns).size).toBe(1);
  });
});
