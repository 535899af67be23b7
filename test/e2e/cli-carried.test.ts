// The CLI carried between CI jobs on other machines (a run root restored at another path, by another
// user): the commands it prints paste there, what it cannot read it says, and a run it cannot find
// it says it did not find.
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { jsonOf, outsideDir, removeWorkspaces, runCli, workspaceWith } from '../helpers/cli.js';
import { rechained } from '../helpers/rechained.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

/** The words a shell reads from a printed command, without its leading `stagegate`. */
function pasted(command: string): string[] {
  const r = spawnSync('sh', ['-c', `set -- ${command}\nprintf '%s\\0' "$@"`], { encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  const words = r.stdout.split('\0').slice(0, -1);
  expect(words[0]).toBe('stagegate');
  return words.slice(1);
}

// A shell step, then an agent step run by the project's own script (the prompt on stdin).
const WF = [
  "version: '4.0'",
  'name: carried',
  "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
  'inputs:',
  '  required: [run_id]',
  'steps:',
  '  build:',
  "    run: 'source lib.sh; finish OK'",
  "    output: 'runs/{{run_id}}/build.md'",
  '    statuses: { OK: review }',
  '  review:',
  '    inline_instruction: Review the build.',
  "    output: 'runs/{{run_id}}/review.md'",
  '    statuses: { OK: DONE }',
  '',
].join('\n');
const AGENT = '#!/bin/sh\ncat >/dev/null\n. ./lib.sh\nfinish OK\n';

describe('a relative --agent-command is recorded relative to the workspace', () => {
  it('next_command and next: carry no agent flags (the run recorded scripts/agent.sh, not this checkout\'s absolute path); pasted in a copy at another path, the run completes with that agent', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': WF, 'scripts/agent.sh': AGENT });
    ws.write('scripts/agent.sh', AGENT, 0o755);
    const first = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--agent-command', 'scripts/agent.sh', '--stop-after-step', 'build', '--json']));
    expect(first['next_command']).toBe('stagegate run wf.yaml --run-id r1');
    expect(ws.read('runs/r1/workflow_state.journal.jsonl').split('\n')[0]).toContain('"agents":{"from":"flags","agent":"command","agent_command":"scripts/agent.sh"}');
    const text = await ws.run(['run', 'wf.yaml', '--run-id', 'r2', '--agent', 'command', '--agent-command', 'scripts/agent.sh', '--stop-after-step', 'build']);
    expect(text.stdout).toContain('next:     stagegate run wf.yaml --run-id r2\n');
    expect(text.stdout + text.stderr).not.toContain(ws.dir);
    // The next job: the checkout with its run root at another path; the printed command run there.
    const elsewhere = outsideDir();
    cpSync(ws.dir, elsewhere, { recursive: true });
    const resumed = jsonOf(await runCli([...pasted(first['next_command']), '--json'], { cwd: elsewhere }));
    expect(resumed).toMatchObject({ status: 'WORKFLOW_COMPLETE', run_id: 'r1', agent: { used: 'command --agent-command scripts/agent.sh', from: 'run' } });
  });

  it('-C DIR: the path given relative to where the command was typed is recorded relative to the workspace, and the pasted bare resume finds it from there', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({});
    ws.write('proj/wf.yaml', WF);
    ws.write('proj/lib.sh', ws.read('lib.sh'));
    ws.write('proj/scripts/agent.sh', AGENT, 0o755);
    const first = jsonOf(await ws.run(['-C', 'proj', 'run', 'wf.yaml', '--run-id', 'r1', '--agent-command', 'proj/scripts/agent.sh', '--stop-after-step', 'build', '--json']));
    expect(first['next_command']).toBe('stagegate -C proj run wf.yaml --run-id r1');
    expect(jsonOf(await ws.run([...pasted(first['next_command']), '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
  });
});

const SHELL = [
  "version: '4.0'",
  'name: shelled',
  "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
  'inputs:',
  '  required: [run_id]',
  'steps:',
  '  build:',
  "    run: 'source lib.sh; finish OK'",
  "    output: 'runs/{{run_id}}/build.md'",
  '    statuses: { OK: deploy }',
  '  deploy:',
  "    run: 'source lib.sh; finish OK'",
  "    output: 'runs/{{run_id}}/deploy.md'",
  '    statuses: { OK: DONE }',
  '',
].join('\n');

describe('a git work tree git refuses to read', () => {
  it('run warns once with git\'s own line and goes on (source_commit null, recorded why); the next job in a readable checkout is refused STALE saying the earlier job could not read its commit and why', async () => {
    const ws = workspaceWith({ 'wf.yaml': SHELL });
    // git refuses every command here (as it refuses a checkout another user owns: dubious ownership).
    const bad = join(outsideDir(), 'gitconfig');
    writeFileSync(bad, '[broken\n');
    vi.stubEnv('GIT_CONFIG_GLOBAL', bad);
    let first: ReturnType<typeof jsonOf>;
    let text: { stdout: string; stderr: string };
    try {
      first = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'build', '--json']));
      text = await ws.run(['run', 'wf.yaml', '--run-id', 'r2', '--stop-after-step', 'build']);
    } finally {
      vi.unstubAllEnvs();
    }
    expect(first).toMatchObject({ status: 'PARTIAL_RESUMABLE' });
    expect(first['warnings']).toHaveLength(1);
    expect(first['warnings'][0]).toMatch(/^git could not read the source commit of .*: fatal: bad config line 1 in file .*gitconfig\. This run records none/);
    const said = (text.stdout + text.stderr).split('git could not read the source commit').length - 1;
    expect([text.stdout.startsWith('PARTIAL_RESUMABLE'), said]).toEqual([true, 1]);
    const started = JSON.parse(readFileSync(ws.path('runs/r1/workflow_state.journal.jsonl'), 'utf8').split('\n')[0]!);
    expect(started).toMatchObject({ event: 'run_started', source_commit: null });
    expect(started['source_unread']).toMatch(/^fatal: bad config line 1/);
    // The next job: git reads this checkout; the verdict made without a commit is stale here.
    const next = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(next['status']).toBe('STALE_ARTIFACT_REJECTED');
    expect(next['message']).toContain('The earlier invocation that made them could not read its source commit: git said "fatal: bad config line 1 in file');
  });
});

describe('run without the input that placed the state', () => {
  it('warns before it starts a second run of that id, naming where the run is and the input that places it; given that input, the run resumes', async () => {
    const placed = SHELL.replace("state_path: 'runs/{{run_id}}/workflow_state.yaml'", "state_path: '{{artifact_root}}/workflow_state.yaml'")
      .replace('  required: [run_id]', '  required: [run_id]\n  defaults:\n    artifact_root: runs/{{run_id}}')
      .replaceAll("output: 'runs/{{run_id}}/", "output: '{{artifact_root}}/");
    const ws = workspaceWith({ 'wf.yaml': placed });
    const first = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'g1', 'artifact_root=out/sg/g1', '--stop-after-step', 'build', '--json']));
    expect([first['status'], first['warnings']]).toEqual(['PARTIAL_RESUMABLE', undefined]);
    const second = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'g1', '--stop-after-step', 'build', '--json']));
    expect(second['state_path']).toBe('runs/g1/workflow_state.yaml');
    expect(second['warnings']).toEqual([
      'run g1 has no state at runs/g1/workflow_state.yaml, so this starts a second run of that id there. Run g1 of workflow shelled has its state at out/sg/g1/workflow_state.yaml, not runs/g1/workflow_state.yaml: give the inputs it was started with that locate it: artifact_root=out/sg/g1.',
    ]);
    const input = /locate it: (\S+)\.$/.exec(second['warnings'][0])![1]!;
    const resumed = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'g1', input, '--json']));
    expect(resumed).toMatchObject({ status: 'WORKFLOW_COMPLETE', state_path: 'out/sg/g1/workflow_state.yaml', completed_steps: ['build', 'deploy'] });
    expect(resumed['warnings']).toBeUndefined();
  });
});

describe('approve where no run exists', () => {
  it('says no run was found at the state path and that in CI the state must be restored first; the printed start command pauses the run at its approval, which then approves', { tags: [CAMPAIGN] }, async () => {
    const gated = SHELL.replace("statuses: { OK: deploy }", "statuses: { OK: sign_off }").replace("  deploy:\n", "  sign_off:\n    approval: { message: 'ship?' }\n    on_approve: deploy\n  deploy:\n");
    const ws = workspaceWith({ 'wf.yaml': gated });
    const none = await ws.run(['approve', 'wf.yaml', '--run-id', 'p1', '--by', 'alice', '--json']);
    expect(none.code).toBe(4);
    const refused = jsonOf(none);
    expect(refused).toMatchObject({ status: 'APPROVAL_NOT_PENDING', message: 'no run p1 was found at runs/p1/workflow_state.yaml (no state there), so nothing awaits approval' });
    expect(refused['hint']).toContain("In CI (each job a fresh checkout), restore the run's state first");
    const start = /start it with (stagegate [^;]*);/.exec(refused['hint'])![1]!;
    expect(jsonOf(await ws.run([...pasted(start), '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sign_off' });
    expect(jsonOf(await ws.run(['approve', 'wf.yaml', '--run-id', 'p1', '--by', 'alice', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', approval: { by: 'alice' } });
  });
});

// build -> sign_off (approval) -> review (fails until the file ok exists) -> publish.
const STOPPING = [
  "version: '4.0'",
  'name: stopping',
  "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
  'inputs:',
  '  required: [run_id]',
  'steps:',
  '  build:',
  "    run: 'source lib.sh; stage OK'",
  "    output: 'runs/{{run_id}}/build.md'",
  '    statuses: { OK: sign_off }',
  '  sign_off:',
  "    approval: { message: 'Go on?' }",
  '    on_approve: review',
  '    on_reject: DONE',
  '  review:',
  "    run: 'test -f ok || exit 3; source lib.sh; stage OK'",
  "    output: 'runs/{{run_id}}/review.md'",
  '    statuses: { OK: publish }',
  '  publish:',
  "    run: 'source lib.sh; stage OK'",
  "    output: 'runs/{{run_id}}/publish.md'",
  '    statuses: { OK: DONE }',
  '',
].join('\n');

describe('--stop-after-step not reached yet is carried by the printed commands that continue the run', () => {
  it('an approval on the way: approve\'s and status\'s resume carry it; pasted, review fails and next: carries it; pasted once review passes, the run stops after review and next: leaves it out', async () => {
    const ws = workspaceWith({ 'wf.yaml': STOPPING });
    const paused = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'p1', '--stop-after-step', 'review', '--json']));
    expect(paused).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sign_off' });
    const journal = () => ws.read('runs/p1/workflow_state.journal.jsonl').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(journal().at(-1)).toMatchObject({ event: 'run_stopped', code: 'PARTIAL_RESUMABLE', stop_after_step: 'review' });
    const approved = jsonOf(await ws.run(['approve', 'wf.yaml', '--run-id', 'p1', '--by', 'alice', '--json']));
    expect(approved['next_command']).toBe('stagegate run wf.yaml --run-id p1 --stop-after-step review');
    expect((await ws.run(['status', 'wf.yaml', '--run-id', 'p1'])).stdout).toContain('next:     stagegate run wf.yaml --run-id p1 --stop-after-step review\n');
    // Pasted: review fails (no ok yet); its next: keeps the step it did not reach.
    const failed = await ws.run(pasted(approved['next_command']));
    expect([failed.code, failed.stdout.includes('STAGE_FAILED')]).toEqual([6, true]);
    expect(failed.stdout).toContain('next:     stagegate run wf.yaml --run-id p1 --stop-after-step review\n');
    expect(journal().at(-1)).toMatchObject({ event: 'run_stopped', code: 'STAGE_FAILED', stop_after_step: 'review' });
    // A journal that says a step other than the invocation's was not reached does not replay.
    const good = ws.read('runs/p1/workflow_state.journal.jsonl');
    ws.write('runs/p1/workflow_state.journal.jsonl', rechained([...journal().slice(0, -1), { ...journal().at(-1)!, stop_after_step: 'publish' }]));
    const tampered = await ws.run(['status', 'wf.yaml', '--run-id', 'p1', '--json']);
    expect([tampered.code, jsonOf(tampered)['status']]).toEqual([5, 'WORKFLOW_STATE_INTEGRITY_VIOLATION']);
    expect(jsonOf(tampered)['message']).toMatch(/\(run_stopped\) does not replay.*records "publish" as the --stop-after-step its invocation did not reach; that invocation was given --stop-after-step review/);
    ws.write('runs/p1/workflow_state.journal.jsonl', good);
    // Pasted again once review can pass: it stops after review, and continuing is the point.
    ws.write('ok', '');
    const stopped = jsonOf(await ws.run([...pasted(failed.stdout.match(/next: +(.*)\n/)![1]!), '--json']));
    expect(stopped).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'publish', next_command: 'stagegate run wf.yaml --run-id p1' });
    expect(journal().at(-1)).not.toHaveProperty('stop_after_step');
    expect(ws.lines('counter.txt')).toEqual(['build', 'review']);
  });

  it('a step that made its transition in an earlier invocation: carried while a loop leads back to it, left out once the run cannot reach it again', async () => {
    // Seen failing before (fix53): the same command given again after review had moved the run on,
    // with publish failing, printed `next: … --stop-after-step review`, a flag the run could no longer meet.
    // review sends the run to revise on its first visit, on to publish after; revise and publish fail until their file exists.
    const looping = [
      "version: '4.0'",
      'name: looping',
      "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
      'inputs:',
      '  required: [run_id]',
      'steps:',
      '  review:',
      '    run: \'source lib.sh; if [ "$STAGEGATE_VISIT" = 1 ]; then stage REVISE; else stage OK; fi\'',
      "    output: 'runs/{{run_id}}/review.md'",
      '    statuses: { REVISE: revise, OK: publish }',
      '  revise:',
      "    run: 'test -f rev || exit 3; source lib.sh; stage OK'",
      "    output: 'runs/{{run_id}}/revise.md'",
      '    statuses: { OK: review }',
      '  publish:',
      "    run: 'test -f pub || exit 3; source lib.sh; stage OK'",
      "    output: 'runs/{{run_id}}/publish.md'",
      '    statuses: { OK: DONE }',
      '',
    ].join('\n');
    const ws = workspaceWith({ 'wf.yaml': looping });
    const again = async () => jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'l1', '--stop-after-step', 'review', '--json']));
    const lastStop = () => JSON.parse(ws.read('runs/l1/workflow_state.journal.jsonl').trim().split('\n').at(-1)!) as Record<string, unknown>;
    expect(await again()).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'revise', next_command: 'stagegate run wf.yaml --run-id l1' });
    // Given again: revise fails, and the loop leads back to review, which would stop the run again.
    expect(await again()).toMatchObject({ status: 'STAGE_FAILED', active_step: 'revise', next_command: 'stagegate run wf.yaml --run-id l1 --stop-after-step review' });
    expect(lastStop()).toMatchObject({ event: 'run_stopped', stop_after_step: 'review' });
    // plan says the run would stop after review (the loop leads back to it).
    const planAhead = jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'l1', '--stop-after-step', 'review', '--json']));
    expect(planAhead).toMatchObject({ next_step: 'revise', stop_after_step: 'review' });
    expect(planAhead).not.toHaveProperty('stop_after_step_behind');
    ws.write('rev', '');
    expect(await again()).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'publish', next_command: 'stagegate run wf.yaml --run-id l1' });
    // plan says review is behind the run, which will not stop there (as run below does not).
    expect(jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'l1', '--stop-after-step', 'review', '--json']))).toMatchObject({ next_step: 'publish', stop_after_step: 'review', stop_after_step_behind: true });
    expect((await ws.run(['plan', 'wf.yaml', '--run-id', 'l1', '--stop-after-step', 'review'])).stdout).toContain('  stop:   after review (behind the run: no path from the next step leads back to it, so the run does not stop there)\n');
    // Given again: review is behind the run (publish leads only to DONE): nothing to stop after, and publish's failure says the plain resume.
    const failed = await ws.run(['run', 'wf.yaml', '--run-id', 'l1', '--stop-after-step', 'review']);
    expect(failed.code).toBe(6);
    expect(failed.stdout).toContain('next:     stagegate run wf.yaml --run-id l1\n');
    expect(failed.stdout + failed.stderr).not.toContain('--stop-after-step');
    expect(lastStop()).toMatchObject({ event: 'run_stopped', code: 'STAGE_FAILED' });
    expect(lastStop()).not.toHaveProperty('stop_after_step');
    expect((await ws.run(['status', 'wf.yaml', '--run-id', 'l1'])).stdout).toContain('next:     stagegate run wf.yaml --run-id l1\n');
    // The journal as a build before fix53 wrote it (its run_stopped records review as not reached):
    // status leaves it out all the same, review being behind the run.
    const journal = ws.read('runs/l1/workflow_state.journal.jsonl').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    ws.write('runs/l1/workflow_state.journal.jsonl', rechained([...journal.slice(0, -1), { ...journal.at(-1)!, stop_after_step: 'review' }]));
    // Its projections, which record the journal's head, go: status reads the run from the journal.
    for (const file of ['workflow_state.yaml', 'RUN_MANIFEST.yaml']) rmSync(ws.path(`runs/l1/${file}`));
    const older = await ws.run(['status', 'wf.yaml', '--run-id', 'l1']);
    expect(older.stdout, older.stdout + older.stderr).toContain('next:     stagegate run wf.yaml --run-id l1\n');
    expect(older.stdout).toContain('STAGE_FAILED');
    expect(ws.lines('counter.txt')).toEqual(['review', 'revise', 'review']);
  });

  it('the run goes another way in the invocation (a route away from the step, then a failure): next: and the record leave it out, as status does', async () => {
    // Seen failing before review53: check routed to b, b failed, and next: said `--stop-after-step a`
    // (and run_stopped recorded it) while status, for the same state, left it out.
    const branching = [
      "version: '4.0'",
      'name: branching',
      "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
      'inputs:',
      '  required: [run_id]',
      'steps:',
      '  check:',
      "    run: 'source lib.sh; stage B'",
      "    output: 'runs/{{run_id}}/check.md'",
      '    statuses: { A: a, B: b }',
      '  a:',
      "    run: 'source lib.sh; stage OK'",
      "    output: 'runs/{{run_id}}/a.md'",
      '    statuses: { OK: DONE }',
      '  b:',
      "    run: 'exit 3'",
      "    output: 'runs/{{run_id}}/b.md'",
      '    statuses: { OK: DONE }',
      '',
    ].join('\n');
    const ws = workspaceWith({ 'wf.yaml': branching });
    const failed = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'b1', '--stop-after-step', 'a', '--json']));
    expect(failed).toMatchObject({ status: 'STAGE_FAILED', active_step: 'b', next_command: 'stagegate run wf.yaml --run-id b1' });
    const last = JSON.parse(ws.read('runs/b1/workflow_state.journal.jsonl').trim().split('\n').at(-1)!) as Record<string, unknown>;
    expect(last).toMatchObject({ event: 'run_stopped', code: 'STAGE_FAILED' });
    expect(last).not.toHaveProperty('stop_after_step');
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'b1', '--json']))['next_command']).toBe('stagegate run wf.yaml --run-id b1');
  });
});
