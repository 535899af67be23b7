/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// A review loop through the built CLI: visits, the JSON contract of run/status/plan, text
// output, resume after completion, and the command-line surface (--help, --version, usage).
import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { OUTCOME_KEYS, REPO_ROOT, jsonOf, removeWorkspaces, workflowYaml, workspaceWith } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const REVIEW_LOOP = workflowYaml('review-loop', {
  draft: {
    run: 'source lib.sh; printf "%s %s\\n" "$STAGEGATE_STEP" "$STAGEGATE_VISIT" >>visits.txt; stage DRAFTED',
    statuses: { DRAFTED: 'review' },
  },
  review: {
    // The first review asks for changes, the second approves.
    run: 'source lib.sh; printf "%s %s\\n" "$STAGEGATE_STEP" "$STAGEGATE_VISIT" >>visits.txt; if [ "$STAGEGATE_VISIT" = 1 ]; then stage CHANGES_REQUESTED; else stage APPROVED; fi',
    statuses: { CHANGES_REQUESTED: 'revise', APPROVED: 'publish' },
    extra: 'max_visits: 3',
  },
  revise: {
    run: 'source lib.sh; printf "%s %s\\n" "$STAGEGATE_STEP" "$STAGEGATE_VISIT" >>visits.txt; stage REVISED',
    statuses: { REVISED: 'review' },
  },
  publish: {
    run: 'source lib.sh; printf "%s %s\\n" "$STAGEGATE_STEP" "$STAGEGATE_VISIT" >>visits.txt; stage PUBLISHED',
    statuses: { PUBLISHED: 'DONE' },
  },
});

function expectOutcomeShape(j: Record<string, any>): void {
  expect(Object.keys(j).slice(0, OUTCOME_KEYS.length)).toEqual([...OUTCOME_KEYS]);
  expect(typeof j['status']).toBe('string');
  expect(typeof j['message']).toBe('string');
  expect(Array.isArray(j['completed_steps'])).toBe(true);
  for (const k of ['workflow', 'run_id', 'active_step', 'state_path', 'manifest_path']) {
    expect(j[k] === null || typeof j[k] === 'string').toBe(true);
  }
}

describe('a review loop to completion', () => {
  it('counts visits, routes only on statuses and reports WORKFLOW_COMPLETE in the JSON contract', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': REVIEW_LOOP });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(0);
    const j = jsonOf(r);
    expectOutcomeShape(j);
    expect(j).toMatchObject({
      status: 'WORKFLOW_COMPLETE',
      workflow: 'review-loop',
      run_id: 'r1',
      active_step: null,
      state_path: 'runs/r1/workflow_state.yaml',
      manifest_path: 'runs/r1/RUN_MANIFEST.yaml',
      exit_code: 0,
      stages_run: 5,
    });
    expect([...j['completed_steps']].sort()).toEqual(['draft', 'publish', 'review', 'revise']);
    // Each stage saw its own visit number: review 1 then 2.
    expect(ws.lines('visits.txt')).toEqual(['draft 1', 'review 1', 'revise 1', 'review 2', 'publish 1']);
    expect(ws.lines('counter.txt')).toEqual(['draft', 'review', 'revise', 'review', 'publish']);
    expect(ws.read('runs/r1/review.md')).toContain('# review (visit 2, attempt 1)');

    const state = ws.state('runs/r1/workflow_state.yaml');
    expect(state.status).toBe('WORKFLOW_COMPLETE');
    expect(state.active_step).toBeNull();
    expect(state.steps.review).toMatchObject({ visits: 2, attempts: 2, status: 'completed' });
    expect(state.steps.draft).toMatchObject({ visits: 1, attempts: 1 });
    expect(state.history.map((h: any) => `${h.step}:${h.gate_status}->${h.to}`)).toEqual([
      'draft:DRAFTED->review',
      'review:CHANGES_REQUESTED->revise',
      'revise:REVISED->review',
      'review:APPROVED->publish',
      'publish:PUBLISHED->null',
    ]);
    expect(state.artifacts.review).toMatchObject({ path: 'runs/r1/review.md', gate_status: 'APPROVED', visit: 2 });
    expect(state.last_gate).toMatchObject({ step: 'publish', status: 'PUBLISHED' });

    // status --json: same leading keys, same facts, nothing run.
    const s = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(s.code).toBe(0);
    const sj = jsonOf(s);
    expectOutcomeShape(sj);
    expect(sj).toMatchObject({ status: 'WORKFLOW_COMPLETE', workflow: 'review-loop', run_id: 'r1', active_step: null, state_path: 'runs/r1/workflow_state.yaml', manifest_path: 'runs/r1/RUN_MANIFEST.yaml', locked: false });
    expect(sj['steps']['review']).toEqual({ status: 'completed', visits: 2, attempts: 2 });

    // Resume after completion: nothing runs, nothing is written, the outcome is reported again.
    const before = ws.read('runs/r1/workflow_state.yaml');
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(again.code).toBe(0);
    expect(jsonOf(again)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 0, active_step: null });
    expect(ws.lines('counter.txt')).toHaveLength(5);
    expect(ws.read('runs/r1/workflow_state.yaml')).toBe(before);
    // The run_id=... token is the same as --run-id.
    const token = await ws.run(['run', 'wf.yaml', 'run_id=r1', '--json']);
    expect(jsonOf(token)).toMatchObject({ status: 'WORKFLOW_COMPLETE', run_id: 'r1', stages_run: 0 });
    expect(ws.lines('counter.txt')).toHaveLength(5);
  });

  it('prints one line per stage with progress, and a summary that names the next command', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': REVIEW_LOOP });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 't1', '--stop-after-step', 'revise']);
    expect(r.code).toBe(0);
    // Per-stage lines on stderr: progress [n/4], step, status, arrow to the next step.
    const stageLines = r.stderr.split('\n').filter((l) => /^\[\d+\/4\]/.test(l));
    expect(stageLines).toHaveLength(3);
    expect(stageLines[0]).toMatch(/^\[1\/4\] draft\s+✓ DRAFTED → review\s+\d+\.\d+s$/);
    expect(stageLines[2]).toMatch(/revise\s+✓ REVISED → review/);
    expect(r.stdout).toMatch(/^PARTIAL_RESUMABLE {2}stopped after revise as requested; next step: review/);
    expect(r.stdout).toContain('next:     stagegate run wf.yaml --run-id t1');
    // No colour codes when not on a TTY (and NO_COLOR is set).
    expect(r.stdout + r.stderr).not.toMatch(/\u001b\[/);
    const done = await ws.run(['run', 'wf.yaml', '--run-id', 't1']);
    expect(done.code).toBe(0);
    expect(done.stdout).toMatch(/^WORKFLOW_COMPLETE/);
    expect(done.stdout).not.toContain('next:');
    expect(done.stderr).toMatch(/review\s+✓ APPROVED → publish .* visit 2/);
  });

  it('status and plan need only the run id; status of an unknown run is NOT_STARTED', { tags: [CAMPAIGN] }, async () => {
    const wf = workflowYaml(
      'inputs-wf',
      { a: { run: 'source lib.sh; stage OK', statuses: { OK: 'b' } }, b: { run: 'source lib.sh; stage OK' } },
      { required: ['run_id', 'topic', 'brief_path'] },
    );
    const ws = workspaceWith({ 'wf.yaml': wf, 'brief.md': 'the brief\n' });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'p1', 'topic=x', 'brief_path=brief.md', '--stop-after-step', 'a', '--json']);
    expect(jsonOf(r)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'b', completed_steps: ['a'] });

    const s = await ws.run(['status', 'wf.yaml', '--run-id', 'p1', '--json']);
    expect(s.code).toBe(0);
    expect(jsonOf(s)).toMatchObject({ status: 'PARTIAL_RESUMABLE', run_id: 'p1', active_step: 'b', completed_steps: ['a'] });
    const p = await ws.run(['plan', 'wf.yaml', '--run-id', 'p1', '--json']);
    expect(p.code).toBe(0);
    const pj = jsonOf(p);
    expect(pj).toMatchObject({ run_id: 'p1', mode: 'resume', state_found: true, next_step: 'b' });
    expect(pj['steps'].map((x: any) => `${x.id}:${x.disposition}`)).toEqual(['a:completed', 'b:next']);
    // Text forms too.
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'p1']);
    expect(st.stdout).toMatch(/^PARTIAL_RESUMABLE/);
    expect(st.stdout).toContain('active:   b');
    const pt = await ws.run(['plan', 'wf.yaml', '--run-id', 'p1']);
    expect(pt.stdout).toContain('next:   b');
    // plan and status ran nothing.
    expect(ws.lines('counter.txt')).toEqual(['a']);

    // -C names the workspace when running from elsewhere.
    const elsewhere = await ws.run(['status', 'wf.yaml', '--run-id', 'p1', '-C', ws.dir, '--json'], { cwd: tmpdir() });
    expect(jsonOf(elsewhere)).toMatchObject({ status: 'PARTIAL_RESUMABLE', state_path: 'runs/p1/workflow_state.yaml' });
    const elsewhereRun = await ws.run(['run', 'wf.yaml', '--run-id', 'p1', '--workspace', ws.dir, '--json'], { cwd: tmpdir() });
    expect(jsonOf(elsewhereRun)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 1 });
    expect(ws.lines('counter.txt')).toEqual(['a', 'b']);

    const none = await ws.run(['status', 'wf.yaml', '--run-id', 'nope', '--json']);
    expect(none.code).toBe(0);
    expect(jsonOf(none)).toMatchObject({ status: 'NOT_STARTED', run_id: 'nope', active_step: null, completed_steps: [] });
    expect(ws.exists('runs/nope')).toBe(false);
  });
});

describe('the example workflow (what npm start runs)', () => {
  it('runs workflows/examples/hello end to end in a fresh repository, then stops and resumes it', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({});
    cpSync(`${REPO_ROOT}/workflows/examples/hello`, ws.path('workflows/examples/hello'), { recursive: true });
    ws.commit('example');
    const wf = 'workflows/examples/hello/workflow.yaml';
    const r = await ws.run(['run', wf, '--run-id', 'ex1', '--mode', 'fresh', '--json']);
    expect(r.code).toBe(0);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE', workflow: 'hello', completed_steps: ['draft', 'review', 'revise', 'publish'], stages_run: 5, state_path: 'runs/hello/ex1/workflow_state.yaml' });
    expect(ws.read('runs/hello/ex1/published.md')).toContain('## Conclusion');
    expect(ws.state('runs/hello/ex1/workflow_state.yaml').steps.review.visits).toBe(2);
    const stop = await ws.run(['run', wf, '--run-id', 'ex2', 'topic=stop and go', '--stop-after-step', 'review', '--json']);
    expect(jsonOf(stop)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'revise' });
    const go = await ws.run(['run', wf, '--run-id', 'ex2', '--json']);
    expect(jsonOf(go)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 3 });
    expect(ws.read('runs/hello/ex2/published.md')).toContain('# A note on stop and go');
    // Stopped after the first review, then a commit: the resume that runs the stale steps again
    // (--on-source-change rerun) goes back to draft; review's visit is then 2, with no revision yet.
    expect(jsonOf(await ws.run(['run', wf, '--run-id', 'ex3', '--stop-after-step', 'review', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'revise' });
    ws.write('later.txt', 'a later commit\n');
    ws.commit('later');
    const rerun = await ws.run(['run', wf, '--run-id', 'ex3', '--on-source-change', 'rerun', '--json']);
    expect(jsonOf(rerun), rerun.stdout).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['draft', 'review', 'revise', 'publish'] });
  });
});

describe("the run summary says where the logs went (npm start's too)", () => {
  it('a logs: line after the manifest names the run root\'s logs/ folder once a stage has a log there; before any stage ran, none', async () => {
    // Seen failing before (fix53): npm start's summary named the state, journal, manifest and
    // outputs, and the README's quick start the logs too, but no line said where the logs went.
    const gated = ["version: '4.0'", 'name: gated', "state_path: 'runs/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', 'steps:', '  ok:', "    approval: { message: 'go?' }", '    on_approve: a', '  a:', "    run: 'source lib.sh; stage OK'", "    output: 'runs/{{run_id}}/a.md'", '    statuses: { OK: DONE }', ''].join('\n');
    const ws = workspaceWith({ 'gate.yaml': gated });
    cpSync(`${REPO_ROOT}/workflows/examples/hello`, ws.path('workflows/examples/hello'), { recursive: true });
    ws.commit('example');
    const r = await ws.run(['run', 'workflows/examples/hello/workflow.yaml', '--run-id', 'l1', '--mode', 'fresh', '--stop-after-step', 'draft']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain(
      [
        '  manifest: runs/hello/l1/RUN_MANIFEST.yaml',
        "  logs:     runs/hello/l1/logs/  (each stage attempt's output: stagegate logs)",
        '  outputs:',
      ].join('\n'),
    );
    expect(ws.exists('runs/hello/l1/logs/draft.v1.a1.log')).toBe(true);
    const paused = await ws.run(['run', 'gate.yaml', '--run-id', 'g1']);
    expect([paused.code, paused.stdout.includes('PARTIAL_RESUMABLE'), paused.stdout.includes('  manifest: ')]).toEqual([0, true, true]);
    expect(paused.stdout).not.toContain('  logs:');
  });
});

describe('command line surface', () => {
  it('--help and --version', async () => {
    const ws = workspaceWith({});
    const help = await ws.run(['--help']);
    expect(help.code).toBe(0);
    // The main help lists every command; each command's own help shows its usage, every flag and an example.
    for (const command of ['run', 'status', 'plan', 'validate', 'convert', 'approve', 'reject', 'skip', 'gate', 'init', 'list', 'logs', 'clean']) expect(help.stdout).toMatch(new RegExp(`^  ${command} `, 'm'));
    const runHelp = await ws.run(['run', '--help']);
    expect(runHelp.code).toBe(0);
    expect(runHelp.stdout).toContain('stagegate run <workflow>');
    expect(runHelp.stdout).toContain('--stop-after-step');
    expect(await ws.run(['help', 'run'])).toMatchObject({ code: 0, stdout: runHelp.stdout });
    // -h is --help (the smoke tier checks --help through the bundle).
    expect(await ws.run(['-h'])).toMatchObject({ code: 0, stdout: help.stdout });
    const version = await ws.run(['--version']);
    expect(version.code).toBe(0);
    const pkg = JSON.parse(readFileSync(`${REPO_ROOT}/package.json`, 'utf8')) as { version: string };
    expect(version.stdout.trim()).toBe(pkg.version);
    // Bare `stagegate` shows the help, but as a usage error: exit 2, on stderr.
    const bare = await ws.run([]);
    expect(bare.code).toBe(2);
    expect(bare.stdout).toBe('');
    expect(bare.stderr).toContain('Usage:');
    expect(bare.stderr).toContain('stagegate <command> --help');
  });

  it('an unknown flag, command or malformed token exits 2 with a one-line reason and no stack trace', async () => {
    const ws = workspaceWith({ 'wf.yaml': REVIEW_LOOP });
    for (const args of [
      ['run', 'wf.yaml', '--bogus'],
      ['frobnicate'],
      ['run', 'wf.yaml', 'not-a-token'],
      ['run', 'wf.yaml', '--mode', 'sideways'],
      ['status', 'wf.yaml', '--stop-after-step', 'draft'],
      ['run'],
      ['run', 'wf.yaml', '--run-id', 'x', '-C', '/nonexistent-stagegate-workspace'],
      ['status', 'wf.yaml', '--run-id', 'x', '-C', 'lib.sh'],
    ]) {
      const r = await ws.run(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^stagegate: /);
      expect(r.stderr).not.toMatch(/\n\s+at /);
      expect(r.stderr).not.toContain('Error:');
    }
    expect(ws.exists('runs')).toBe(false);
  });

  // That the bundle is an executable node script is checked in the smoke tier: test/smoke/cli-surface.test.ts.
});
