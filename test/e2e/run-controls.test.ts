/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// Run controls through the built CLI: stop_after_step then resume, fresh runs, and the input
// checks that stop a run before anything executes.
import { afterAll, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { chainYaml, jsonOf, removeWorkspaces, workflowYaml, workspaceWith, type TempWorkspace } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const CHAIN = chainYaml('chain', ['a', 'b', 'c']);

/** Every file under dir (relative), for "nothing was written" checks. */
function tree(ws: TempWorkspace, rel = '.'): string[] {
  const out: string[] = [];
  const walk = (r: string) => {
    for (const e of readdirSync(ws.path(r), { withFileTypes: true })) {
      if (e.name === '.git') continue;
      const p = r === '.' ? e.name : `${r}/${e.name}`;
      if (e.isDirectory()) walk(p);
      else out.push(p);
    }
  };
  walk(rel);
  return out.sort();
}

describe('stop_after_step then resume', () => {
  it('stops inclusively, persists the next step, and a resume re-runs nothing completed', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': CHAIN });
    const first = await ws.run(['run', 'wf.yaml', '--run-id', 's1', '--stop-after-step', 'a', '--json']);
    expect(first.code).toBe(0);
    expect(jsonOf(first)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'b', completed_steps: ['a'], stages_run: 1 });
    expect(ws.lines('counter.txt')).toEqual(['a']);
    let state = ws.state('runs/s1/workflow_state.yaml');
    expect(state).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'b', in_flight: null, completed_steps: ['a'] });
    expect(state.last_gate).toMatchObject({ step: 'a', status: 'OK' });
    expect(state.history.at(-1)).toMatchObject({ step: 'a', outcome: 'stopped', code: 'PARTIAL_RESUMABLE', to: 'b' });
    expect(state.resume_instruction).toBe('stagegate run wf.yaml --run-id s1');

    // The same control as a token: b runs, c does not.
    const second = await ws.run(['run', 'wf.yaml', '--run-id', 's1', 'stop_after_step=b', '--json']);
    expect(jsonOf(second)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'c', completed_steps: ['a', 'b'], stages_run: 1 });
    expect(ws.lines('counter.txt')).toEqual(['a', 'b']);

    // No control: the earlier stop is not re-applied; only c runs.
    const third = await ws.run(['run', 'wf.yaml', '--run-id', 's1', '--json']);
    expect(third.code).toBe(0);
    expect(jsonOf(third)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['a', 'b', 'c'], stages_run: 1 });
    expect(ws.lines('counter.txt')).toEqual(['a', 'b', 'c']);
    state = ws.state('runs/s1/workflow_state.yaml');
    expect(state.invocations.map((i: any) => [i.mode, i.stop_after_step, i.outcome])).toEqual([
      ['resume', 'a', 'PARTIAL_RESUMABLE'],
      ['resume', 'b', 'PARTIAL_RESUMABLE'],
      ['resume', null, 'WORKFLOW_COMPLETE'],
    ]);
  });

  it('a stop_after_step that routes to DONE completes the run', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': CHAIN });
    await ws.run(['run', 'wf.yaml', '--run-id', 's2', '--stop-after-step', 'b']);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 's2', '--stop-after-step', 'c', '--json']);
    expect(r.code).toBe(0);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE', active_step: null });
  });

  it('an unknown step (flag, token or default) is WORKFLOW_INPUT_REQUIRED before anything runs or is written', async () => {
    const withDefault = workflowYaml('d', { a: { run: 'source lib.sh; stage OK' } }, { defaults: { stop_after_step: 'nowhere' } });
    const ws = workspaceWith({ 'wf.yaml': CHAIN, 'wf2.yaml': withDefault });
    const files = tree(ws);
    for (const args of [
      ['run', 'wf.yaml', '--run-id', 'u1', '--stop-after-step', 'zzz', '--json'],
      ['run', 'wf.yaml', '--run-id', 'u1', 'stop_after_step=b2', '--json'],
      ['run', 'wf2.yaml', '--run-id', 'u1', '--json'],
    ]) {
      const r = await ws.run(args);
      expect(r.code, args.join(' ')).toBe(4);
      const j = jsonOf(r);
      expect(j['status']).toBe('WORKFLOW_INPUT_REQUIRED');
      expect(j['message']).toMatch(/stop_after_step '(zzz|b2|nowhere)' is not a step/);
    }
    expect(tree(ws)).toEqual(files);
    // The default null (as the real workflows declare it) means "no stop".
    const nullDefault = workflowYaml('n', { a: { run: 'source lib.sh; stage OK' } }, { defaults: { stop_after_step: 'null' } });
    ws.write('wf3.yaml', nullDefault.replace('"null"', 'null'));
    const ok = await ws.run(['run', 'wf3.yaml', '--run-id', 'u2', '--json']);
    expect(jsonOf(ok)).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
  });
});

describe('fresh runs', () => {
  it('re-executes everything, moves earlier outputs aside and records what it was a fresh execution of', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': CHAIN });
    await ws.run(['run', 'wf.yaml', '--run-id', 'f1']);
    expect(ws.lines('counter.txt')).toEqual(['a', 'b', 'c']);
    const oldA = ws.read('runs/f1/a.md');

    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'f1', '--mode', 'fresh', '--json']);
    expect(r.code).toBe(0);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 3 });
    expect(ws.lines('counter.txt')).toEqual(['a', 'b', 'c', 'a', 'b', 'c']);
    const state = ws.state('runs/f1/workflow_state.yaml');
    expect(state.execution_mode).toBe('fresh');
    expect(state.fresh_execution_of).toMatchObject({ run_id: 'f1', status: 'WORKFLOW_COMPLETE' });
    const moved: string = state.fresh_execution_of.superseded_to;
    expect(moved).toMatch(/^runs\/f1\/\.superseded\/\d{8}T\d{6}Z$/);
    // The earlier outputs, state and manifest are kept aside, byte for byte.
    expect(ws.read(`${moved}/runs/f1/a.md`)).toBe(oldA);
    expect(ws.state(`${moved}/runs/f1/workflow_state.yaml`).status).toBe('WORKFLOW_COMPLETE');
    expect(ws.exists(`${moved}/runs/f1/RUN_MANIFEST.yaml`)).toBe(true);
    // History starts over: one entry per stage of this run.
    expect(state.history.map((h: any) => h.step)).toEqual(['a', 'b', 'c']);
    expect(ws.yaml('runs/f1/RUN_MANIFEST.yaml')).toMatchObject({ execution_mode: 'fresh', fresh_execution_of: { run_id: 'f1' } });

    // A later invocation without --mode resumes (the control is not re-applied): nothing runs.
    const resume = await ws.run(['run', 'wf.yaml', '--run-id', 'f1', '--json']);
    expect(jsonOf(resume)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 0 });
    expect(ws.lines('counter.txt')).toHaveLength(6);
  });

  it("the state's execution_mode is the first invocation's: a fresh run resumed keeps fresh, each invocation's own mode is in the journal", { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': CHAIN });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'm1', '--mode', 'fresh', '--stop-after-step', 'a'])).code).toBe(0);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'm1', '--mode', 'resume', '--json']);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 2 });
    expect(ws.state('runs/m1/workflow_state.yaml')).toMatchObject({ execution_mode: 'fresh', ignore_previous_completion: true });
    expect(ws.yaml('runs/m1/RUN_MANIFEST.yaml')).toMatchObject({ execution_mode: 'fresh' });
    const starts = ws.lines('runs/m1/workflow_state.journal.jsonl').map((l) => JSON.parse(l)).filter((e: any) => e.event === 'run_started');
    expect(starts.map((e: any) => e.mode)).toEqual(['fresh', 'resume']);
  });

  it('an earlier output is never evidence for a fresh run', { tags: [CAMPAIGN] }, async () => {
    // b writes its output only on the first run; the fresh run must not accept the old file.
    const wf = chainYaml('ev', ['a', 'b'], { b: { run: 'source lib.sh; if [ -e second ]; then count; exit 0; fi; stage OK' } });
    const ws = workspaceWith({ 'wf.yaml': wf });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'e1'])).code).toBe(0);
    ws.write('second', '');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'e1', '--mode', 'fresh', '--json']);
    expect(r.code).toBe(5);
    expect(jsonOf(r)).toMatchObject({ status: 'STAGE_OUTPUT_MISSING', active_step: 'b', completed_steps: ['a'] });
    expect(ws.exists('runs/e1/b.md')).toBe(false);
  });

  it('--ignore-previous-completion and the tokens execution_mode=fresh / ignore_previous_completion=true run again', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': CHAIN });
    await ws.run(['run', 'wf.yaml', '--run-id', 'g1']);
    expect(ws.lines('counter.txt')).toHaveLength(3);
    let n = 3;
    for (const extra of [['--ignore-previous-completion'], ['--mode', 'resume', '--ignore-previous-completion'], ['execution_mode=fresh'], ['ignore_previous_completion=true']]) {
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'g1', ...extra, '--json']);
      expect(r.code, extra.join(' ')).toBe(0);
      expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 3 });
      n += 3;
      expect(ws.lines('counter.txt')).toHaveLength(n);
      const state = ws.state('runs/g1/workflow_state.yaml');
      expect(state.execution_mode).toBe('fresh');
      expect(state.fresh_execution_of.run_id).toBe('g1');
    }
    const last = ws.state('runs/g1/workflow_state.yaml');
    expect(last.ignore_previous_completion).toBe(true);
    // Four fresh runs (often within one second): four separate folders of superseded results.
    expect(readdirSync(ws.path('runs/g1/.superseded'))).toHaveLength(4);
    // ignore_previous_completion=false changes nothing: a resume of a finished run.
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'g1', 'ignore_previous_completion=false', '--json']);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 0 });
  });

  it('fresh without a run id is WORKFLOW_FRESH_EXECUTION_BLOCKED (4.0: "run_id is REQUIRED") and writes nothing', async () => {
    // state_path without {{run_id}}: only the fresh rule can demand the id.
    const wf = workflowYaml('noid', { a: { run: 'source lib.sh; stage OK', output: 'out/a.md' } }, { required: [], stateYaml: 'out/state.yaml' });
    const ws = workspaceWith({ 'wf.yaml': wf });
    const files = tree(ws);
    for (const extra of [['--mode', 'fresh'], ['--ignore-previous-completion'], ['execution_mode=fresh'], ['ignore_previous_completion=true']]) {
      const r = await ws.run(['run', 'wf.yaml', ...extra, '--json']);
      expect(r.code, extra.join(' ')).toBe(4);
      expect(jsonOf(r)['status']).toBe('WORKFLOW_FRESH_EXECUTION_BLOCKED');
      expect(jsonOf(r)['message']).toMatch(/fresh run needs a run id/);
    }
    expect(tree(ws)).toEqual(files);
    // Without fresh, a run id is generated.
    const r = await ws.run(['run', 'wf.yaml', '--json']);
    expect(r.code).toBe(0);
    expect(jsonOf(r)['run_id']).toMatch(/^\d{8}-\d{6}-[0-9a-f]{4}$/);
  });
});

describe('inputs checked before anything runs', () => {
  const wf = workflowYaml(
    'inputs',
    { a: { run: 'source lib.sh; printf "%s" {{topic}} >topic.txt; stage OK', statuses: { OK: 'b' } }, b: { run: 'source lib.sh; printf "%s" {{topic}} >>topic.txt; stage OK' } },
    { required: ['run_id', 'topic', 'spec_path'], optional: ['extra_artifact'] },
  );

  it('missing required inputs: WORKFLOW_INPUT_REQUIRED naming them, nothing runs, no state', async () => {
    const ws = workspaceWith({ 'wf.yaml': wf, 'spec.md': 'spec\n' });
    const files = tree(ws);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'i1', '--json']);
    expect(r.code).toBe(4);
    const j = jsonOf(r);
    expect(j['status']).toBe('WORKFLOW_INPUT_REQUIRED');
    expect(j['message']).toBe('missing required inputs: topic, spec_path');
    expect(j['hint']).toContain('topic=<value>');
    expect(tree(ws)).toEqual(files);
    // Text mode names the fix too.
    const t = await ws.run(['run', 'wf.yaml', '--run-id', 'i1', 'topic=x']);
    expect(t.code).toBe(4);
    expect(t.stdout).toMatch(/^WORKFLOW_INPUT_REQUIRED {2}missing required input: spec_path/);
    expect(t.stdout).toContain('fix:');
    // A missing run id, when the state path needs one.
    const noId = await ws.run(['run', 'wf.yaml', 'topic=x', 'spec_path=spec.md', '--json']);
    expect(noId.code).toBe(4);
    expect(jsonOf(noId)['status']).toBe('WORKFLOW_INPUT_REQUIRED');
    expect(tree(ws)).toEqual(files);
  });

  it('an optional input in an output path is refused by validate (OPTIONAL_INPUT_IN_PATH)', async () => {
    const direct = workflowYaml('late', { a: { run: 'source lib.sh; stage OK', output: 'runs/{{run_id}}/{{flavour}}.md' } }, { optional: ['flavour'] });
    const ws = workspaceWith({ 'wf.yaml': direct });
    const v = await ws.run(['validate', 'wf.yaml', '--json']);
    expect(jsonOf(v).errors.map((e: { code: string }) => e.code)).toEqual(['OPTIONAL_INPUT_IN_PATH']);
  });

  it('an optional input a later step needs in a path validate cannot see is WORKFLOW_INPUT_REQUIRED when that step is reached; a resume that gives it continues', async () => {
    // The path goes through a stage input, so only the run can tell that it needs the absent input.
    const wf2 = workflowYaml(
      'late',
      { a: { run: 'source lib.sh; stage OK', statuses: { OK: 'b' } }, b: { run: 'source lib.sh; stage OK', output: 'runs/{{run_id}}/{{kind}}.md', extra: "inputs: {kind: '{{flavour}}'}" } },
      { optional: ['flavour'] },
    );
    const ws = workspaceWith({ 'wf.yaml': wf2 });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'o1', '--json']);
    expect(r.code).toBe(4);
    const j = jsonOf(r);
    expect(j).toMatchObject({ status: 'WORKFLOW_INPUT_REQUIRED', active_step: 'b', completed_steps: ['a'] });
    expect(j['message']).toContain('{{kind}}');
    // The fix names the input to pass (the one the stage input kind is made of), not the stop code's generic one.
    expect(j['hint']).toBe('Pass flavour=<value> (and resume).');
    const text = await ws.run(['run', 'wf.yaml', '--run-id', 'o1']);
    expect(text.stdout).toMatch(/^ {2}fix: {6}Pass flavour=<value> \(and resume\)\.$/m);
    const state = ws.state('runs/o1/workflow_state.yaml');
    expect(state).toMatchObject({ status: 'WORKFLOW_INPUT_REQUIRED', active_step: 'b', completed_steps: ['a'], in_flight: null });
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'o1', 'flavour=vanilla', '--json']);
    expect(jsonOf(resumed)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 1 });
    expect(ws.exists('runs/o1/vanilla.md')).toBe(true);
    expect(ws.lines('counter.txt')).toEqual(['a', 'b']);
  });

  it('*_path and *_artifact inputs must name existing files in the workspace (REQUIRED_INPUT_ARTIFACT_MISSING)', async () => {
    const ws = workspaceWith({ 'wf.yaml': wf, 'spec.md': 'spec\n', 'adir/x': '' });
    const files = tree(ws);
    for (const [tokens, code, status] of [
      [['spec_path=missing.md'], 4, 'REQUIRED_INPUT_ARTIFACT_MISSING'],
      [['spec_path=adir'], 4, 'REQUIRED_INPUT_ARTIFACT_MISSING'],
      [['spec_path=spec.md', 'extra_artifact=nope.md'], 4, 'REQUIRED_INPUT_ARTIFACT_MISSING'],
      [['spec_path=../outside.md'], 5, 'PATH_OUTSIDE_WORKSPACE'],
    ] as const) {
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'i2', 'topic=t', ...tokens, '--json']);
      expect(r.code, tokens.join(' ')).toBe(code);
      expect(jsonOf(r)['status']).toBe(status);
    }
    expect(tree(ws)).toEqual(files);
    const ok = await ws.run(['run', 'wf.yaml', '--run-id', 'i2', 'topic=t', 'spec_path=./spec.md', '--json']);
    expect(jsonOf(ok)['status']).toBe('WORKFLOW_COMPLETE');
  });

  it('an optional input first given on a resume joins the run: the next resume reuses it, status shows it', { tags: [CAMPAIGN] }, async () => {
    const three = workflowYaml(
      'late',
      {
        a: { run: 'source lib.sh; stage OK', statuses: { OK: 'b' } },
        b: { run: 'source lib.sh; printf "%s|" {{extra_artifact}} >>extra.txt; stage OK', statuses: { OK: 'c' } },
        c: { run: 'source lib.sh; printf "%s|" {{extra_artifact}} >>extra.txt; stage OK' },
      },
      { required: ['run_id', 'topic', 'spec_path'], optional: ['extra_artifact'] },
    );
    const ws = workspaceWith({ 'wf.yaml': three, 'spec.md': 'spec\n', 'notes.md': 'notes\n' });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'l1', 'topic=t', 'spec_path=spec.md', '--stop-after-step', 'a'])).code).toBe(0);
    expect(ws.state('runs/l1/workflow_state.yaml').inputs['extra_artifact']).toBeUndefined();
    // Given on the resume that runs b, and omitted on the one that runs c.
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'l1', 'extra_artifact=notes.md', '--stop-after-step', 'b'])).code).toBe(0);
    expect(ws.state('runs/l1/workflow_state.yaml').inputs).toMatchObject({ topic: 't', spec_path: 'spec.md', extra_artifact: 'notes.md' });
    const done = await ws.run(['run', 'wf.yaml', '--run-id', 'l1', '--json']);
    expect(jsonOf(done)['status']).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('extra.txt')).toBe('notes.md|notes.md|');
    const status = await ws.run(['status', 'wf.yaml', '--run-id', 'l1', '--json']);
    expect(jsonOf(status)['status']).toBe('WORKFLOW_COMPLETE');
    expect(ws.state('runs/l1/workflow_state.yaml').inputs['extra_artifact']).toBe('notes.md');
    // Now recorded, a different value is a conflict like any other.
    const clash = await ws.run(['run', 'wf.yaml', '--run-id', 'l1', 'extra_artifact=spec.md', '--json']);
    expect(jsonOf(clash)['status']).toBe('WORKFLOW_INPUT_CONFLICT');
  });

  it('a resume that binds an input to another value is WORKFLOW_INPUT_CONFLICT; omitted inputs come from state', async () => {
    const ws = workspaceWith({ 'wf.yaml': wf, 'spec.md': 'spec\n' });
    const first = await ws.run(['run', 'wf.yaml', '--run-id', 'c1', 'topic=alpha', 'spec_path=spec.md', '--stop-after-step', 'a']);
    expect(first.code).toBe(0);
    const before = ws.read('runs/c1/workflow_state.yaml');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'c1', 'topic=beta', '--json']);
    expect(r.code).toBe(4);
    const j = jsonOf(r);
    expect(j).toMatchObject({ status: 'WORKFLOW_INPUT_CONFLICT', active_step: 'b', completed_steps: ['a'] });
    expect(j['message']).toContain("input topic was 'alpha'");
    expect(ws.read('runs/c1/workflow_state.yaml')).toBe(before);
    expect(ws.lines('counter.txt')).toEqual(['a']);
    // Same value, or omitted: fine, and the persisted value is used.
    const ok = await ws.run(['run', 'wf.yaml', '--run-id', 'c1', 'topic=alpha', '--json']);
    expect(jsonOf(ok)['status']).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('topic.txt')).toBe('alphaalpha');
    // --run-id and run_id= that disagree.
    const clash = await ws.run(['run', 'wf.yaml', '--run-id', 'c1', 'run_id=c2', '--json']);
    expect(clash.code).toBe(4);
    expect(jsonOf(clash)['status']).toBe('WORKFLOW_INPUT_CONFLICT');
  });
});
