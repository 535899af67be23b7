// The commands the CLI prints for continuing a run (`next:`, the approval's approve/reject and its
// resume, skip's and approve's resume) repeat the inputs given on the command line that decide
// where the run's state lives: without them, following the command would look for the run in
// another place and start a second run of the same id there. Inputs the state path does not
// depend on are recorded in the run and reused on resume, so they are not repeated.
import { afterAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { madeOnce } from '../helpers/shards.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const WF = [
  "version: '4.0'",
  'name: loc',
  "state_path: '{{artifact_root}}/workflow_state.yaml'",
  'inputs:',
  '  required: [run_id]',
  '  optional: [topic]',
  '  defaults:',
  "    artifact_root: 'out/{{run_id}}'",
  "    topic: 'none'",
  'steps:',
  '  prepare:',
  "    run: 'source lib.sh; finish OK'",
  "    output: '{{artifact_root}}/prepare.md'",
  '    statuses: { OK: signoff }',
  '  signoff:',
  '    approval:',
  "      message: 'go on?'",
  '    on_approve: build',
  '  build:',
  "    run: 'source lib.sh; finish OK'",
  "    output: '{{artifact_root}}/build.md'",
  '    statuses: { OK: DONE }',
  '',
].join('\n');

/** argv of a printed command (its words are plain here), without the leading `stagegate`. */
const argv = (command: string): string[] => command.split(' ').slice(1);

/** WF's run ar2 under artifact_root=out/custom/ar2 stopped after prepare (its human next: line asserted), made once and copied (madeOnce). */
const ar2Stopped = madeOnce(async () => {
  const ws = workspaceWith({ 'wf.yaml': WF });
  const r = await ws.run(['run', 'wf.yaml', '--run-id', 'ar2', 'artifact_root=out/custom/ar2', '--stop-after-step', 'prepare']);
  expect(r.code, r.stdout + r.stderr).toBe(0);
  expect(/^ {2}next: +(.*)$/m.exec(r.stdout)?.[1]).toBe('stagegate run wf.yaml --run-id ar2 artifact_root=out/custom/ar2');
  return ws;
});

describe('next: after a stop keeps the run where it lives', () => {
  it('repeats artifact_root= (the state path is under it), not topic= (recorded in the run); following every next: continues the one run', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': WF });
    const first = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'ar2', 'artifact_root=out/custom/ar2', 'topic=t', '--stop-after-step', 'prepare', '--json']));
    expect(first).toMatchObject({ status: 'PARTIAL_RESUMABLE', state_path: 'out/custom/ar2/workflow_state.yaml' });
    expect(first['next_command']).toBe('stagegate run wf.yaml --run-id ar2 artifact_root=out/custom/ar2');
    // Following it: the same run, paused at its approval; the decision's commands say where too.
    const paused = jsonOf(await ws.run([...argv(first['next_command']), '--json']));
    expect(paused).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'signoff', state_path: 'out/custom/ar2/workflow_state.yaml' });
    expect(paused['next_command']).toBe('stagegate approve wf.yaml --run-id ar2 artifact_root=out/custom/ar2');
    expect(paused['next_alternative']).toBe('stagegate reject wf.yaml --run-id ar2 artifact_root=out/custom/ar2');
    expect(paused['hint']).toContain('resume with `stagegate run wf.yaml --run-id ar2 artifact_root=out/custom/ar2`');
    const approved = jsonOf(await ws.run([...argv(paused['next_command']), '--by', 'me', '--json']));
    expect(approved).toMatchObject({ status: 'PARTIAL_RESUMABLE', next_command: 'stagegate run wf.yaml --run-id ar2 artifact_root=out/custom/ar2' });
    const done = jsonOf(await ws.run([...argv(approved['next_command']), '--json']));
    expect(done).toMatchObject({ status: 'WORKFLOW_COMPLETE', state_path: 'out/custom/ar2/workflow_state.yaml' });
    // One run ar2, where it was started; nothing in the default place.
    expect(ws.exists('out/ar2')).toBe(false);
    const list = await ws.run(['list']);
    expect(list.stdout.match(/^ar2 /gm)?.length, list.stdout).toBe(1);
  });

  it('the human next: line says the same', { tags: [CAMPAIGN] }, async () => {
    // The run's text and its next: line are asserted where the run is made (its first caller is this test).
    const ws = await ar2Stopped();
    expect(ws.exists('out/custom/ar2/workflow_state.yaml')).toBe(true);
  });

  it('adds nothing when the location comes from the defaults alone', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': WF });
    const first = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'topic=t', '--stop-after-step', 'prepare', '--json']));
    expect(first['next_command']).toBe('stagegate run wf.yaml --run-id r1');
  });

  it('follows the defaults the state path names: an input given for one of them is repeated', { tags: [CAMPAIGN] }, async () => {
    const wf = WF.replace("state_path: '{{artifact_root}}/workflow_state.yaml'", "state_path: '{{state_dir}}/workflow_state.yaml'").replace(
      "    artifact_root: 'out/{{run_id}}'",
      "    artifact_root: 'out/{{run_id}}'\n    state_dir: '{{area}}/{{run_id}}'\n    area: 'states'",
    ).replace('  optional: [topic]', '  optional: [topic, state_dir, area]');
    const ws = workspaceWith({ 'wf.yaml': wf });
    const first = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'area=zone a', 'topic=t', '--stop-after-step', 'prepare', '--json']));
    expect(first).toMatchObject({ state_path: 'zone a/r1/workflow_state.yaml' });
    expect(first['next_command']).toBe("stagegate run wf.yaml --run-id r1 'area=zone a'");
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'area=zone a', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'signoff', state_path: 'zone a/r1/workflow_state.yaml' });
  });

  it('skip prints its resume with them as well', { tags: [CAMPAIGN] }, async () => {
    const wf = WF.replace('statuses: { OK: signoff }', 'statuses: { OK: build }').replace("  build:\n", "  build:\n    optional: true\n    on_skip: signoff\n").replace('    on_approve: build', '    on_approve: DONE');
    const ws = workspaceWith({ 'wf.yaml': wf });
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'ar2', 'artifact_root=out/custom/ar2', '--stop-after-step', 'prepare', '--json']))).toMatchObject({ active_step: 'build' });
    const skipped = jsonOf(await ws.run(['skip', 'wf.yaml', 'build', '--run-id', 'ar2', 'artifact_root=out/custom/ar2', '--json']));
    expect(skipped).toMatchObject({ skipped: 'build', active_step: 'signoff', next_command: 'stagegate run wf.yaml --run-id ar2 artifact_root=out/custom/ar2' });
  });
});

describe('a stop fixed by editing the workflow', () => {
  const GATELESS = [
    "version: '4.0'",
    'name: edit',
    "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
    'inputs:',
    '  required: [run_id]',
    'steps:',
    '  draft:',
    "    run: 'source lib.sh; outdir; printf \"no gate\\n\" >\"$STAGEGATE_OUTPUT\"'",
    "    output: 'runs/{{run_id}}/draft.md'",
    '    statuses: { OK: DONE }',
    '',
  ].join('\n');
  const FIXED = GATELESS.replace(/ {4}run: .*\n/, "    run: 'source lib.sh; finish OK'\n");

  it('GATE_RESULT_MISSING: fix: says a workflow edit needs --allow-workflow-change; the refusal without it names what it compares', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': GATELESS });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(r.stdout).toContain('GATE_RESULT_MISSING');
    expect(/^ {2}fix: +(.*)$/m.exec(r.stdout)?.[1]).toMatch(/then resume\. If you fix it by editing the workflow file \(the step's run: text\), resume with --allow-workflow-change/);
    ws.write('wf.yaml', FIXED);
    const refused = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(refused).toMatchObject({ status: 'WORKFLOW_STATE_INTEGRITY_VIOLATION' });
    expect(refused['message']).toContain("the workflow file wf.yaml changed since the run's last invocation");
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--allow-workflow-change', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
  });

  it('STAGE_OUTPUT_MISSING: the same', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': GATELESS.replace(/ {4}run: .*\n/, "    run: 'true'\n") });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(r.stdout).toContain('STAGE_OUTPUT_MISSING');
    expect(/^ {2}fix: +(.*)$/m.exec(r.stdout)?.[1]).toContain('resume with --allow-workflow-change');
  });
});

describe('a run id that names no run, where the workflow has others', () => {
  async function withRuns() {
    const ws = workspaceWith({ 'wf.yaml': WF });
    for (const id of ['p1', 'c2']) expect((await ws.run(['run', 'wf.yaml', '--run-id', id, '--stop-after-step', 'prepare'])).code).toBe(0);
    return ws;
  }

  it('status: NOT_STARTED, exit 0 as before, and fix: names the runs there are with a did-you-mean (--json: hint)', { tags: [CAMPAIGN] }, async () => {
    const ws = await withRuns();
    const r = await ws.run(['status', 'wf.yaml', '--run-id', 'p9']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^NOT_STARTED/);
    const fix = /^ {2}fix: +(.*)$/m.exec(r.stdout)?.[1];
    expect(fix).toMatch(/^Run p9 of workflow loc has not started; its runs in this workspace: (p1, c2|c2, p1)\. Did you mean 'p1'\? Or start it with `stagegate run wf\.yaml --run-id p9`\.$/);
    const json = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'p9', '--json']));
    expect(json).toMatchObject({ status: 'NOT_STARTED', exit_code: 0, run_id: 'p9', hint: fix });
  });

  it('history: NOT_STARTED, exit 0 as before, with the same hint', { tags: [CAMPAIGN] }, async () => {
    const ws = await withRuns();
    const r = await ws.run(['history', 'wf.yaml', '--run-id', 'p9', '--json']);
    expect(r.code).toBe(0);
    expect(jsonOf(r)).toMatchObject({ status: 'NOT_STARTED', events: [] });
    expect(jsonOf(r)['hint']).toContain("Did you mean 'p1'?");
    expect((await ws.run(['history', 'wf.yaml', '--run-id', 'p9'])).stdout).toMatch(/^ {2}fix: +Run p9 of workflow loc has not started/m);
  });

  it('approve: APPROVAL_NOT_PENDING (exit 4) as before, with the same hint', { tags: [CAMPAIGN] }, async () => {
    const ws = await withRuns();
    const r = await ws.run(['approve', 'wf.yaml', '--run-id', 'p9', '--by', 'me', '--json']);
    expect(r.code).toBe(4);
    expect(jsonOf(r)).toMatchObject({ status: 'APPROVAL_NOT_PENDING' });
    expect(jsonOf(r)['hint']).toContain("Did you mean 'p1'?");
  });

  it('the run id of a run whose state is elsewhere (its artifact_root not given): says where it is', { tags: [CAMPAIGN] }, async () => {
    const ws = await ar2Stopped();
    const json = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'ar2', '--json']));
    expect(json).toMatchObject({ status: 'NOT_STARTED', exit_code: 0 });
    expect(json['hint']).toContain('Run ar2 of workflow loc has its state at out/custom/ar2/workflow_state.yaml, not out/ar2/workflow_state.yaml');
  });

  it('a run id close to none: says the run has not started and how to start it (with the inputs given that locate it, and the required ones not given)', async () => {
    const ws = await withRuns();
    const wf = WF.replace('  required: [run_id]', '  required: [run_id, ticket]');
    ws.write('wf.yaml', wf);
    const r = await ws.run(['status', 'wf.yaml', '--run-id', 'brand-new', 'artifact_root=out/other', '--json']);
    expect(r.code).toBe(0);
    expect(jsonOf(r)).toMatchObject({ status: 'NOT_STARTED' });
    expect(jsonOf(r)['hint']).toMatch(/^Run brand-new of workflow loc has not started; its runs in this workspace: (p1, c2|c2, p1)\. Start it with `stagegate run wf\.yaml --run-id brand-new artifact_root=out\/other ticket='<value>'`\.$/);
    // Pasted, sh reads the placeholder as the input's word (bare, `<value>` is a redirect from a file named value).
    const start = /`([^`]*)`/.exec(jsonOf(r)['hint'])![1]!;
    const sh = spawnSync('sh', ['-c', `set -- ${start}\nprintf '%s\\0' "$@"`], { encoding: 'utf8', cwd: ws.path('.') });
    expect([sh.status, sh.stderr]).toEqual([0, '']);
    expect(sh.stdout.split('\0').slice(0, -1)).toEqual(['stagegate', 'run', 'wf.yaml', '--run-id', 'brand-new', 'artifact_root=out/other', 'ticket=<value>']);
  });

  it('the run id of a run located by another input than artifact_root: names that input with the value it was started with, and giving it finds the run', async () => {
    const wf = WF.replace("state_path: '{{artifact_root}}/workflow_state.yaml'", "state_path: '{{area}}/{{run_id}}/workflow_state.yaml'").replace("    topic: 'none'", "    topic: 'none'\n    area: 'states'");
    const ws = workspaceWith({ 'wf.yaml': wf });
    await ws.run(['run', 'wf.yaml', '--run-id', 'z1', 'area=zone a', '--stop-after-step', 'prepare']);
    const json = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'z1', '--json']));
    expect(json).toMatchObject({ status: 'NOT_STARTED', exit_code: 0 });
    expect(json['hint']).toBe("Run z1 of workflow loc has its state at zone a/z1/workflow_state.yaml, not states/z1/workflow_state.yaml: give the inputs it was started with that locate it: 'area=zone a'.");
    expect(json['hint']).not.toContain('artifact_root');
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'z1', 'area=zone a', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'signoff' });
  });

  it("a journal cut to nothing where the manifest is not beside the state (the run root is artifact_root's): the manifest names this journal, so run, status and plan refuse", { tags: [CAMPAIGN] }, async () => {
    for (const layout of ['apart', 'no run id in the state path'] as const) {
      const statePath = layout === 'apart' ? 'states/{{run_id}}/workflow_state.yaml' : 'states/workflow_state.yaml';
      const ws = workspaceWith({ 'wf.yaml': WF.replace("state_path: '{{artifact_root}}/workflow_state.yaml'", `state_path: '${statePath}'`) });
      await ws.run(['run', 'wf.yaml', '--run-id', 'z2', '--stop-after-step', 'prepare']);
      const state = statePath.replace('{{run_id}}', 'z2');
      // The manifest, in the run root, names the journal by its path from there.
      expect(ws.read('out/z2/RUN_MANIFEST.yaml'), layout).toContain(`file: ../../${state.replace('.yaml', '.journal.jsonl')}`);
      rmSync(ws.path(state));
      rmSync(ws.path(state.replace('.yaml', '.journal.jsonl')));
      for (const command of ['status', 'plan', 'run']) {
        const r = await ws.run([command, 'wf.yaml', '--run-id', 'z2', '--json']);
        expect([r.code, jsonOf(r)['status']], `${layout}: ${command}`).toEqual([5, 'WORKFLOW_STATE_INTEGRITY_VIOLATION']);
        expect(String(jsonOf(r)['message']), `${layout}: ${command}`).toMatch(/out\/z2\/RUN_MANIFEST\.yaml records journal event \d+, but journal \S+ is missing or empty/);
      }
    }
  });

  it('no hint when the workflow has no other run', async () => {
    const ws = workspaceWith({ 'wf.yaml': WF });
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'p9', '--json']))).not.toHaveProperty('hint');
  });
});

describe('a run started in a sub-folder workspace (-C DIR), looked up from the folder above (user34a R3)', () => {
  const SUB = ["version: '4.0'", 'name: sub', "state_path: 'runs/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', 'steps:', '  signoff:', '    approval:', "      message: 'go on?'", '    on_approve: DONE', '    on_reject: BLOCKED', ''].join('\n');

  it('status, history and approve name -C DIR and the file as it is there (not an input that cannot locate it); following it finds the run', async () => {
    const ws = workspaceWith({ 'services/api/.stagegate/wf.yaml': SUB });
    expect(jsonOf(await ws.run(['-C', 'services/api', 'run', '.stagegate/wf.yaml', '--run-id', 'wd2', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'signoff' });
    const said = (verb: string): string => `Run wd2 of workflow sub was started in the workspace services/api (-C services/api: its paths are relative to it), where its state is runs/wd2/workflow_state.yaml; look it up there: \`stagegate -C services/api ${verb} .stagegate/wf.yaml --run-id wd2\`.`;
    const st = jsonOf(await ws.run(['status', 'services/api/.stagegate/wf.yaml', '--run-id', 'wd2', '--json']));
    expect(st).toMatchObject({ status: 'NOT_STARTED', hint: said('status') });
    expect(jsonOf(await ws.run(['history', 'services/api/.stagegate/wf.yaml', '--run-id', 'wd2', '--json']))).toMatchObject({ hint: said('history') });
    const approve = await ws.run(['approve', 'services/api/.stagegate/wf.yaml', '--run-id', 'wd2', '--by', 'me', '--json']);
    expect(jsonOf(approve).hint).toContain('`stagegate -C services/api approve .stagegate/wf.yaml --run-id wd2`');
    // Following it: the run itself.
    expect(jsonOf(await ws.run(['-C', 'services/api', 'status', '.stagegate/wf.yaml', '--run-id', 'wd2', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'signoff' });
  });
  it('with an input that locates the state, the command repeats it (area=zone); skip keeps its STEP: each followed reaches the run', async () => {
    const AREA = SUB.replace("state_path: 'runs/{{run_id}}/workflow_state.yaml'", "state_path: 'runs/{{area}}/{{run_id}}/workflow_state.yaml'").replace('required: [run_id]', 'required: [run_id, area]');
    const ws = workspaceWith({ 'svc/wf.yaml': AREA });
    expect(jsonOf(await ws.run(['-C', 'svc', 'run', 'wf.yaml', '--run-id', 'wd2', 'area=zone', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'signoff' });
    const st = jsonOf(await ws.run(['status', 'svc/wf.yaml', '--run-id', 'wd2', 'area=zone', '--json']));
    expect(st['hint']).toContain('look it up there: `stagegate -C svc status wf.yaml --run-id wd2 area=zone`.');
    expect(jsonOf(await ws.run(['-C', 'svc', 'status', 'wf.yaml', '--run-id', 'wd2', 'area=zone', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'signoff' });
    const skip = jsonOf(await ws.run(['skip', 'svc/wf.yaml', 'signoff', '--run-id', 'wd2', 'area=zone', '--json']));
    expect(skip['hint']).toContain('`stagegate -C svc skip wf.yaml --run-id wd2 area=zone signoff`');
    // Followed: skip's own answer about the run (the step is not optional), not a usage error or a missing input.
    const followed = await ws.run(['-C', 'svc', 'skip', 'wf.yaml', '--run-id', 'wd2', 'area=zone', 'signoff', '--json']);
    expect(jsonOf(followed)).toMatchObject({ status: 'STEP_NOT_SKIPPABLE' });
    expect(jsonOf(followed)['message']).not.toContain('has not started');
  });
});
