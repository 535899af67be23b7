// The commands the CLI prints for a person to paste (next:, fix:, hints, --json next_command) work
// when pasted, exactly, where the person typed the command that printed them: each one is read
// back through a real shell and run as it reads.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, STAGE_LIB, workspaceWith } from '../helpers/cli.js';
import { rechained } from '../helpers/rechained.js';
import { madeOnce } from '../helpers/shards.js';
import { shellStep, header, parentYaml } from './child-workflow-fixtures.js';
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

const WF = [
  "version: '4.0'",
  'name: paste',
  "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
  'inputs:',
  '  required: [run_id]',
  'steps:',
  '  prepare:',
  "    run: 'source lib.sh; finish OK'",
  "    output: 'runs/{{run_id}}/prepare.md'",
  '    statuses: { OK: signoff }',
  '  signoff:',
  '    approval:',
  "      message: 'go on?'",
  '    on_approve: build',
  '  build:',
  "    run: 'source lib.sh; finish OK'",
  "    output: 'runs/{{run_id}}/build.md'",
  '    statuses: { OK: DONE }',
  '',
].join('\n');

/** A workspace in the folder `proj dir` of the directory the commands are typed in. */
function nested(files: Record<string, string>) {
  const ws = workspaceWith({});
  ws.write('proj dir/lib.sh', STAGE_LIB);
  for (const [rel, text] of Object.entries(files)) ws.write(`proj dir/${rel}`, text);
  return ws;
}

describe('-C DIR: every printed command keeps it', () => {
  it("run's next:, the approval's approve/reject, approve's next: — each pasted where it was printed continues the one run", async () => {
    const ws = nested({ 'wf.yaml': WF });
    const first = jsonOf(await ws.run(['-C', 'proj dir', 'run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'prepare', '--json']));
    expect(first['next_command']).toBe("stagegate -C 'proj dir' run wf.yaml --run-id r1");
    const paused = jsonOf(await ws.run([...pasted(first['next_command']), '--json']));
    expect(paused).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'signoff', next_command: "stagegate -C 'proj dir' approve wf.yaml --run-id r1", next_alternative: "stagegate -C 'proj dir' reject wf.yaml --run-id r1" });
    const approved = jsonOf(await ws.run([...pasted(paused['next_command']), '--by', 'me', '--json']));
    expect(approved['next_command']).toBe("stagegate -C 'proj dir' run wf.yaml --run-id r1");
    expect(jsonOf(await ws.run([...pasted(approved['next_command']), '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    // Without -C (or with -C naming the current directory) the commands are as before.
    const here = jsonOf(await ws.run(['-C', '.', 'run', 'wf.yaml', '--run-id', 'r2', '--stop-after-step', 'prepare', '--json'], { cwd: ws.path('proj dir') }));
    expect(here['next_command']).toBe('stagegate run wf.yaml --run-id r2');
  });

  it('the text summary of run and status says the paths it prints are inside the -C workspace (and says nothing without -C)', async () => {
    const ws = nested({ 'wf.yaml': WF });
    const line = "  workspace: proj dir  (-C: the paths here are relative to it)\n  state:    runs/w1/workflow_state.yaml";
    const run = await ws.run(['-C', 'proj dir', 'run', 'wf.yaml', '--run-id', 'w1', '--stop-after-step', 'prepare']);
    expect(run.stdout).toContain(line);
    const status = await ws.run(['-C', 'proj dir', 'status', 'wf.yaml', '--run-id', 'w1']);
    expect(status.stdout).toContain(line);
    const here = await ws.run(['-C', '.', 'status', 'wf.yaml', '--run-id', 'w1'], { cwd: ws.path('proj dir') });
    expect([here.code, here.stdout.includes('workspace:'), here.stdout.includes('  state:    runs/w1/workflow_state.yaml')]).toEqual([0, false, true]);
  });

  it("status's and approve's other-runs hint for a mistyped run id: the start command keeps -C", { tags: [CAMPAIGN] }, async () => {
    const ws = nested({ 'wf.yaml': WF });
    expect((await ws.run(['-C', 'proj dir', 'run', 'wf.yaml', '--run-id', 'p1', '--stop-after-step', 'prepare'])).code).toBe(0);
    const status = jsonOf(await ws.run(['-C', 'proj dir', 'status', 'wf.yaml', '--run-id', 'p2', '--json']));
    expect(status['hint']).toContain("Or start it with `stagegate -C 'proj dir' run wf.yaml --run-id p2`");
    const approve = jsonOf(await ws.run(['-C', 'proj dir', 'approve', 'wf.yaml', '--run-id', 'p2', '--json']));
    expect(approve['hint']).toContain("`stagegate -C 'proj dir' run wf.yaml --run-id p2`");
  });

  it("a parent paused in its child: status's approve/reject and approve's refusal name the child with -C, and the pasted approve decides it", async () => {
    const child = [...header('child'), ...shellStep('x', { OK: 'check' }), '  check:', "    approval: { message: 'ship it?' }", '    on_approve: y', ...shellStep('y', { OK: 'DONE' })].join('\n') + '\n';
    const ws = nested({ 'wf.yaml': parentYaml(), 'child.yaml': child });
    const r = jsonOf(await ws.run(['-C', 'proj dir', 'run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(r['next_command']).toBe("stagegate -C 'proj dir' approve child.yaml --run-id c-r1");
    const status = jsonOf(await ws.run(['-C', 'proj dir', 'status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(status['paused_children']).toMatchObject([{ approve: "stagegate -C 'proj dir' approve child.yaml --run-id c-r1", reject: "stagegate -C 'proj dir' reject child.yaml --run-id c-r1" }]);
    const wrong = jsonOf(await ws.run(['-C', 'proj dir', 'approve', 'wf.yaml', '--run-id', 'r1', '--by', 'ann', '--json']));
    expect(wrong).toMatchObject({ status: 'APPROVAL_NOT_PENDING' });
    expect(wrong['hint']).toContain("Decide in the child run: stagegate -C 'proj dir' approve child.yaml --run-id c-r1; then resume this run (stagegate -C 'proj dir' run)");
    expect((await ws.run([...pasted(status['paused_children'][0].approve), '--by', 'ann'])).code).toBe(0);
    const ready = jsonOf(await ws.run(['-C', 'proj dir', 'status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(ready['hint']).toBe("Resume this run with stagegate -C 'proj dir' run wf.yaml --run-id r1: it continues the child.");
  });
});

describe("a child workflow's approval decided in the child: next: resumes the run it belongs to", () => {
  const child = [...header('child'), ...shellStep('x', { OK: 'check' }), '  check:', "    approval: { message: 'ship it?' }", '    on_approve: y', '    on_reject: BLOCKED', ...shellStep('y', { OK: 'DONE' })].join('\n') + '\n';

  it('reject, reject again (APPROVAL_NOT_PENDING) and approve of the child: -C, the parent and the input locating its state; pasted, the parent goes on', async () => {
    // The parent's state is located by an input (team), a value with a space: the pasted resume must repeat it.
    const parent = parentYaml({ required: ['run_id', 'team'] }).replace("state_path: 'runs/{{run_id}}/workflow_state.yaml'", "state_path: 'runs/{{team}}/{{run_id}}/workflow_state.yaml'");
    const ws = nested({ 'wf.yaml': parent, 'child.yaml': child });
    const resume = "stagegate -C 'proj dir' run wf.yaml --run-id r1 'team=a b'";
    expect(jsonOf(await ws.run(['-C', 'proj dir', 'run', 'wf.yaml', '--run-id', 'r1', 'team=a b', '--json']))).toMatchObject({ next_command: "stagegate -C 'proj dir' approve child.yaml --run-id c-r1" });
    const rejected = await ws.run(['-C', 'proj dir', 'reject', 'child.yaml', '--run-id', 'c-r1', '--by', 'ann']);
    expect(rejected.code).toBe(0);
    expect(rejected.stdout).toContain(`next:     ${resume}\n`);
    const again = jsonOf(await ws.run(['-C', 'proj dir', 'reject', 'child.yaml', '--run-id', 'c-r1', '--by', 'ann', '--json']));
    expect(again).toMatchObject({ status: 'APPROVAL_NOT_PENDING', next_command: resume });
    expect(again['hint']).toBe(`Resume the run this child run belongs to (wf.yaml, run r1; it continues the child) with ${resume}: it follows the rejection (on_reject).`);
    // The pasted resume continues the parent, which continues the child to its rejection (an end the parent does not route).
    const blocked = jsonOf(await ws.run([...pasted(resume), '--json']));
    expect(blocked).toMatchObject({ status: 'WORKFLOW_STATUS_CONTRACT_VIOLATION', run_id: 'r1' });
    expect(blocked['message']).toContain('(child.yaml, run c-r1) ended WORKFLOW_BLOCKED');
    // approve of a child's step, in a run started fresh: the same next:.
    expect((await ws.run(['-C', 'proj dir', 'run', 'wf.yaml', '--run-id', 'r2', 'team=a b', '--json'])).code).toBe(0);
    const approved = jsonOf(await ws.run(['-C', 'proj dir', 'approve', 'child.yaml', '--run-id', 'c-r2', '--by', 'ann', '--json']));
    expect(approved['next_command']).toBe("stagegate -C 'proj dir' run wf.yaml --run-id r2 'team=a b'");
    expect(jsonOf(await ws.run([...pasted(approved['next_command']), '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
  });

  it("a child journal written before run_started recorded top_run replays, and names the child's own run as before", { tags: [CAMPAIGN] }, async () => {
    const ws = nested({ 'wf.yaml': parentYaml(), 'child.yaml': child });
    expect((await ws.run(['-C', 'proj dir', 'run', 'wf.yaml', '--run-id', 'r1', '--json'])).code).toBe(0);
    const journal = 'proj dir/runs/c-r1/workflow_state.journal.jsonl';
    const events = ws.read(journal).trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(events[0]).toMatchObject({ event: 'run_started', top_run: { workflow_file: 'wf.yaml', run_id: 'r1', inputs: {} } });
    // As an earlier stagegate wrote it: no top_run; its projections gone (written again from the journal).
    ws.write(journal, rechained(events.map(({ top_run: _top, ...e }) => e)));
    rmSync(ws.path('proj dir/runs/c-r1/workflow_state.yaml'));
    rmSync(ws.path('proj dir/runs/c-r1/RUN_MANIFEST.yaml'));
    const approved = jsonOf(await ws.run(['-C', 'proj dir', 'approve', 'child.yaml', '--run-id', 'c-r1', '--by', 'ann', '--json']));
    expect(approved).toMatchObject({ status: 'PARTIAL_RESUMABLE', next_command: "stagegate -C 'proj dir' run child.yaml --run-id c-r1" });
  });

  it("run and status of the child's run itself: next: resumes the run it belongs to, and the fix says it is that run's child", async () => {
    // Seen failing before: run's and status's next: was the child's own `run child.yaml --run-id c-r1`.
    const failing = child.replace("run: \"source lib.sh; stage OK\"\n    output: 'runs/{{run_id}}/y.md'", "run: \"[ -f go ] || exit 3; source lib.sh; stage OK\"\n    output: 'runs/{{run_id}}/y.md'");
    expect(failing).not.toBe(child);
    const parent = parentYaml({ required: ['run_id', 'team'] }).replace("state_path: 'runs/{{run_id}}/workflow_state.yaml'", "state_path: 'runs/{{team}}/{{run_id}}/workflow_state.yaml'");
    const ws = nested({ 'wf.yaml': parent, 'child.yaml': failing });
    const resume = "stagegate -C 'proj dir' run wf.yaml --run-id r1 'team=a b'";
    const belongs = `Run c-r1 is a child workflow run of run r1 (wf.yaml): resume that run, which continues this one: \`${resume}\`.`;
    expect((await ws.run(['-C', 'proj dir', 'run', 'wf.yaml', '--run-id', 'r1', 'team=a b'])).code).toBe(0);
    // Run by hand at its approval: decide there, then the parent's resume.
    const atApproval = jsonOf(await ws.run(['-C', 'proj dir', 'run', 'child.yaml', '--run-id', 'c-r1', '--json']));
    expect(atApproval).toMatchObject({ status: 'PARTIAL_RESUMABLE', next_command: "stagegate -C 'proj dir' approve child.yaml --run-id c-r1" });
    expect(atApproval['hint']).toContain(`then resume with \`${resume}\`. ${belongs}`);
    expect((await ws.run(['-C', 'proj dir', 'approve', 'child.yaml', '--run-id', 'c-r1', '--by', 'ann'])).code).toBe(0);
    // Run by hand on: its stage fails; the resume that goes on is the parent's.
    const failed = await ws.run(['-C', 'proj dir', 'run', 'child.yaml', '--run-id', 'c-r1']);
    expect(failed.stdout).toContain('STAGE_FAILED');
    expect(failed.stdout).toContain(`next:     ${resume}\n`);
    expect(failed.stdout).toContain(belongs);
    const status = jsonOf(await ws.run(['-C', 'proj dir', 'status', 'child.yaml', '--run-id', 'c-r1', '--json']));
    expect(status).toMatchObject({ status: 'STAGE_FAILED', next_command: resume });
    expect(status['hint']).toContain(belongs);
    ws.write('proj dir/go', '');
    expect(jsonOf(await ws.run([...pasted(status['next_command']), '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE', run_id: 'r1' });
  });
});

describe('missing required inputs: next: is the command typed with NAME=<value> for each', () => {
  const needs = WF.replace('  required: [run_id]', '  required: [run_id, topic, team]');

  it('a fresh run and a resume: the next: (text and --json) keeps -C, the flags and the inputs given, and pasted with the values filled in it runs', async () => {
    const ws = nested({ 'wf.yaml': needs });
    const fresh = await ws.run(['-C', 'proj dir', 'run', 'wf.yaml', '--run-id', 'r1', '--mode', 'fresh', 'topic=a b', '--stop-after-step', 'prepare']);
    expect(fresh.code).toBe(4);
    const command = "stagegate -C 'proj dir' run wf.yaml --run-id r1 'topic=a b' --mode fresh --stop-after-step prepare team='<value>'";
    expect(fresh.stdout).toContain(`WORKFLOW_FRESH_EXECUTION_BLOCKED  fresh execution blocked: missing required input: team\n  fix:      Pass team=<value>.\n  run:      r1\n  next:     ${command}\n`);
    const resume = jsonOf(await ws.run(['-C', 'proj dir', 'run', 'wf.yaml', '--run-id', 'r2', '--json']));
    expect(resume).toMatchObject({ status: 'WORKFLOW_INPUT_REQUIRED', next_command: "stagegate -C 'proj dir' run wf.yaml --run-id r2 topic='<value>' team='<value>'" });
    const words = (c: string) => pasted(c).map((w) => (w === 'team=<value>' ? 'team=t' : w));
    expect(pasted(command)).toContain('team=<value>');
    expect(jsonOf(await ws.run([...words(command), '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'signoff' });
    expect(jsonOf(await ws.run([...pasted(resume['next_command']), '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'signoff' });
    // A value with an ESC and a newline: one $'…' word, nothing raw on the terminal (seen failing before: printed raw in single quotes).
    const odd = await ws.run(['-C', 'proj dir', 'run', 'wf.yaml', '--run-id', 'r3', '--mode', 'fresh', 'topic=a\x1b[31mb\nc']);
    expect(odd.stdout).toContain(`  next:     stagegate -C 'proj dir' run wf.yaml --run-id r3 $'topic=a\\033[31mb\\nc' --mode fresh team='<value>'\n`);
    expect(odd.stdout).not.toMatch(/[\x00-\x09\x0b-\x1f\x7f]/);
  });

  it('a state path made of the missing input: refused for it, with the same next:, and an input given empty is given again', async () => {
    const ws = nested({ 'wf.yaml': needs.replace("state_path: 'runs/{{run_id}}/workflow_state.yaml'", "state_path: 'runs/{{team}}/{{run_id}}/workflow_state.yaml'") });
    const refused = jsonOf(await ws.run(['-C', 'proj dir', 'run', 'wf.yaml', '--run-id', 'r1', 'topic=x', '--json']));
    expect(refused).toMatchObject({ status: 'WORKFLOW_INPUT_REQUIRED', message: "state_path 'runs/{{team}}/{{run_id}}/workflow_state.yaml' needs input team", next_command: "stagegate -C 'proj dir' run wf.yaml --run-id r1 topic=x team='<value>'" });
    const empty = jsonOf(await ws.run(['-C', 'proj dir', 'run', 'wf.yaml', '--run-id', 'r1', 'topic=', 'team=t', '--json']));
    expect(empty).toMatchObject({ status: 'WORKFLOW_INPUT_REQUIRED', message: 'missing required input: topic', next_command: "stagegate -C 'proj dir' run wf.yaml --run-id r1 team=t topic='<value>'" });
    expect(jsonOf(await ws.run([...pasted(refused['next_command']), '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'signoff' });
  });
});

describe('missing required inputs with a secret given: next: shows it as *** and the hint says to give it again', () => {
  it("the hint names the masked input (pasted as printed, the run would take *** for its value); the secret itself is printed nowhere", async () => {
    // Seen failing before the fix: the hint was `Pass team=<value>.` alone, so the pasted command
    // (team filled in) ran with api_token=*** without a word.
    const ws = nested({ 'wf.yaml': WF.replace('  required: [run_id]', '  required: [run_id, api_token, repo, team]') });
    const r = await ws.run(['-C', 'proj dir', 'run', 'wf.yaml', '--run-id', 'r1', 'api_token=supersecret123', 'repo=https://bob:hunter22@host/x']);
    expect(r.code).toBe(4);
    expect(`${r.stdout}${r.stderr}`).not.toMatch(/supersecret123|hunter22/);
    const json = jsonOf(await ws.run(['-C', 'proj dir', 'run', 'wf.yaml', '--run-id', 'r1', 'api_token=supersecret123', 'repo=https://bob:hunter22@host/x', '--json']));
    expect(json).toMatchObject({
      status: 'WORKFLOW_INPUT_REQUIRED',
      next_command: "stagegate -C 'proj dir' run wf.yaml --run-id r1 'api_token=***' 'repo=https://bob:***@host/x' team='<value>'",
      hint: 'Pass team=<value>. Give api_token, repo again in place of ***: secret-looking values are not printed.',
    });
    expect(JSON.stringify(json)).not.toMatch(/supersecret123|hunter22/);
    // Given again as the hint says, the pasted command runs.
    const filled = pasted(json['next_command']).map((w) => (w === 'team=<value>' ? 'team=t' : w === 'api_token=***' ? 'api_token=supersecret123' : w.startsWith('repo=') ? 'repo=https://bob:hunter22@host/x' : w));
    expect(jsonOf(await ws.run([...filled, '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'signoff' });
    // Nothing masked: the hint as before.
    const plain = jsonOf(await ws.run(['-C', 'proj dir', 'run', 'wf.yaml', '--run-id', 'r2', 'api_token=abc', 'repo=x', '--json']));
    expect(plain['hint']).toBe('Pass team=<value>.');
  });
});

describe('a run blocked by a rejection or a decision: the history command its fix names pastes', () => {
  it('-C DIR and the input that locates the state: the pasted history shows the rejection', { tags: [CAMPAIGN] }, async () => {
    const located = WF.replace("state_path: 'runs/{{run_id}}/workflow_state.yaml'", "state_path: 'runs/{{team}}/{{run_id}}/workflow_state.yaml'")
      .replace('  required: [run_id]', '  required: [run_id, team]')
      .replace('    on_approve: build', '    on_approve: build\n    on_reject: BLOCKED');
    const ws = nested({ 'wf.yaml': located });
    expect(jsonOf(await ws.run(['-C', 'proj dir', 'run', 'wf.yaml', '--run-id', 'r1', 'team=a b', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'signoff' });
    await ws.run(['-C', 'proj dir', 'reject', 'wf.yaml', '--run-id', 'r1', 'team=a b', '--by', 'ann', '--note', 'not yet', '--json']);
    const blocked = jsonOf(await ws.run(['-C', 'proj dir', 'run', 'wf.yaml', '--run-id', 'r1', 'team=a b', '--json']));
    expect(blocked['status']).toMatch(/^WORKFLOW_BLOCKED/);
    const command = /`([^`]*history[^`]*)`/.exec(blocked['hint'])![1]!;
    expect(command).toBe("stagegate -C 'proj dir' history wf.yaml --run-id r1 'team=a b'");
    const history = await ws.run([...pasted(command), '--json']);
    expect(history.stdout).toContain('not yet');
  });
});

describe('CHILD_WORKFLOW_INVALID: the validate command its fix names is the child\'s, pasteable', () => {
  it("validate and run with -C DIR, a child path with a space: the pasted validate lists the child's own finding", async () => {
    const broken = [...header('child'), ...shellStep('x', { OK: 'nowhere' })].join('\n') + '\n';
    const ws = nested({ 'wf.yaml': parentYaml({ childFile: "'sub dir/child.yaml'" }), 'sub dir/child.yaml': broken });
    const command = "stagegate -C 'proj dir' validate 'sub dir/child.yaml'";
    const validated = jsonOf(await ws.run(['-C', 'proj dir', 'validate', 'wf.yaml', '--json']));
    const finding = (validated['errors'] as Array<Record<string, string>>).find((d) => d['code'] === 'CHILD_WORKFLOW_INVALID')!;
    expect(finding['hint']).toBe(`Run \`${command}\` and fix the child first.`);
    const run = jsonOf(await ws.run(['-C', 'proj dir', 'run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(run).toMatchObject({ status: 'WORKFLOW_CONTRACT_INVALID', hint: `Run \`${command}\` and fix the child first.` });
    const child = jsonOf(await ws.run([...pasted(command), '--json']));
    expect((child['errors'] as Array<Record<string, string>>).map((d) => [d['code'], d['file']])).toContainEqual(['UNKNOWN_TARGET', 'sub dir/child.yaml']);
    // Without -C, typed in the workspace: the child's path alone.
    const here = jsonOf(await ws.run(['validate', 'wf.yaml', '--json'], { cwd: ws.path('proj dir') }));
    expect((here['errors'] as Array<Record<string, string>>).find((d) => d['code'] === 'CHILD_WORKFLOW_INVALID')!['hint']).toBe("Run `stagegate validate 'sub dir/child.yaml'` and fix the child first.");
  });

  it('a workflow of a nested package (validated with the package as its workspace): the command names the child from where validate was typed, -C kept', async () => {
    // Seen failing before the fix: `stagegate validate .ai-engineering/workflows/child.yaml`, a path
    // inside the package that names nothing from 'proj dir', and no -C.
    const broken = [...header('child'), ...shellStep('x', { OK: 'nowhere' })].join('\n') + '\n';
    const ws = nested({ 'pkg/.ai-engineering/workflows/wf.yaml': parentYaml({ childFile: '.ai-engineering/workflows/child.yaml' }), 'pkg/.ai-engineering/workflows/child.yaml': broken });
    const validated = jsonOf(await ws.run(['-C', 'proj dir', 'validate', 'pkg/.ai-engineering/workflows/wf.yaml', '--json']));
    const finding = (validated['errors'] as Array<Record<string, string>>).find((d) => d['code'] === 'CHILD_WORKFLOW_INVALID')!;
    const command = "stagegate -C 'proj dir' validate pkg/.ai-engineering/workflows/child.yaml";
    expect(finding['hint']).toBe(`Run \`${command}\` and fix the child first.`);
    const child = jsonOf(await ws.run([...pasted(command), '--json']));
    expect((child['errors'] as Array<Record<string, string>>).map((d) => [d['code'], d['file']])).toContainEqual(['UNKNOWN_TARGET', 'pkg/.ai-engineering/workflows/child.yaml']);
  });
});

describe("APPROVER_NOT_ALLOWED: the hint's decide command pastes", () => {
  it('an approver with a space or a leading -, a workflow whose state is located by an input, -C DIR: the pasted command decides the run', { tags: [CAMPAIGN] }, async () => {
    const located = WF.replace("state_path: 'runs/{{run_id}}/workflow_state.yaml'", "state_path: 'runs/{{team}}/{{run_id}}/workflow_state.yaml'")
      .replace('  required: [run_id]', '  required: [run_id, team]')
      .replace("      message: 'go on?'", "      message: 'go on?'\n      approvers: ['Jane Doe', '-x']");
    const ws = nested({ 'wf.yaml': located });
    expect(jsonOf(await ws.run(['-C', 'proj dir', 'run', 'wf.yaml', '--run-id', 'r1', 'team=a b', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'signoff' });
    const refused = jsonOf(await ws.run(['-C', 'proj dir', 'approve', 'wf.yaml', '--run-id', 'r1', 'team=a b', '--by', 'mallory', '--json']));
    expect(refused).toMatchObject({ status: 'APPROVER_NOT_ALLOWED' });
    const command = /`([^`]*)`/.exec(refused['hint'])![1]!;
    expect(command).toBe("stagegate -C 'proj dir' approve wf.yaml --run-id r1 'team=a b' --by 'Jane Doe'");
    const approved = jsonOf(await ws.run([...pasted(command), '--json']));
    expect(approved).toMatchObject({ status: 'PARTIAL_RESUMABLE', approval: { by: 'Jane Doe' } });
    // The other approver, whose name starts with -: --by=-x, not a flag.
    const ws2 = nested({ 'wf.yaml': located.replace("['Jane Doe', '-x']", "['-x', 'Jane Doe']") });
    await ws2.run(['-C', 'proj dir', 'run', 'wf.yaml', '--run-id', 'r1', 'team=t']);
    const refused2 = jsonOf(await ws2.run(['-C', 'proj dir', 'reject', 'wf.yaml', '--run-id', 'r1', 'team=t', '--by', 'mallory', '--json']));
    const command2 = /`([^`]*)`/.exec(refused2['hint'])![1]!;
    expect(command2).toBe("stagegate -C 'proj dir' reject wf.yaml --run-id r1 team=t --by=-x");
    expect(jsonOf(await ws2.run([...pasted(command2), '--json']))).toMatchObject({ approval: { by: '-x', decision: 'rejected' } });
  });
});

describe("WORKFLOW_STATE_OWNED_BY_OTHER_RUN: the hint's commands paste", () => {
  const shared = (statePath: string, output: string, inputs: string[]) =>
    ["version: '4.0'", 'name: shared', `state_path: '${statePath}'`, 'inputs:', ...inputs, 'steps:', '  s:', "    run: 'source lib.sh; finish OK'", `    output: '${output}'`, '    statuses: { OK: DONE }', ''].join('\n');

  it('-C DIR and the inputs that locate the state are kept: the pasted commands continue the owner run and start the other fresh (shared artifact_root)', { tags: [CAMPAIGN] }, async () => {
    const ws = nested({ 'wf.yaml': shared('{{artifact_root}}/{{team}}/workflow_state.yaml', '{{artifact_root}}/{{team}}/s.md', ['  required: [run_id, team]', '  optional: [artifact_root]', '  defaults:', '    artifact_root: out']) });
    expect(jsonOf(await ws.run(['-C', 'proj dir', 'run', 'wf.yaml', '--run-id', 'a1', 'team=a b', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    const refused = jsonOf(await ws.run(['-C', 'proj dir', 'status', 'wf.yaml', '--run-id', 'b1', 'team=a b', '--json']));
    expect(refused['status']).toBe('WORKFLOW_STATE_OWNED_BY_OTHER_RUN');
    const commands = [...String(refused['hint']).matchAll(/`([^`]*)`/g)].map((m) => m[1]!);
    expect(commands).toEqual(["stagegate -C 'proj dir' run wf.yaml --run-id a1 'team=a b'", "stagegate -C 'proj dir' run wf.yaml --run-id b1 'team=a b' --mode fresh"]);
    // The folder the hint names is the one the fresh run then uses (<artifact_root>/runs/<run_id>/), not runs/<run_id>/.
    expect(refused['hint']).toContain('(a fresh run keeps its state, outputs, manifest and logs under out/runs/b1/).');
    expect(jsonOf(await ws.run([...pasted(commands[0]!), '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE', run_id: 'a1' });
    expect(jsonOf(await ws.run([...pasted(commands[1]!), '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE', run_id: 'b1', state_path: 'out/runs/b1/a b/workflow_state.yaml' });
  });

  it('a state_path that cannot isolate a fresh run: the continue command pastes', async () => {
    const ws = nested({ 'wf.yaml': shared('out/workflow_state.yaml', 'out/s.md', ['  required: [run_id]']) });
    expect((await ws.run(['-C', 'proj dir', 'run', 'wf.yaml', '--run-id', 'a1'])).code).toBe(0);
    const refused = jsonOf(await ws.run(['-C', 'proj dir', 'run', 'wf.yaml', '--run-id', 'b1', '--json']));
    expect(refused['status']).toBe('WORKFLOW_STATE_OWNED_BY_OTHER_RUN');
    const commands = [...String(refused['hint']).matchAll(/`([^`]*)`/g)].map((m) => m[1]!);
    expect(commands).toEqual(["stagegate -C 'proj dir' run wf.yaml --run-id a1"]);
    expect(jsonOf(await ws.run([...pasted(commands[0]!), '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE', run_id: 'a1' });
  });
});

describe('WORKFLOW_STATE_OWNED_BY_OTHER_RUN: the message says what is wrong when the state path names the run', () => {
  const wf = (stateAt: string) => ["version: '4.0'", 'name: named', `state_path: '${stateAt}'`, 'inputs:', '  required: [run_id]', '  optional: [artifact_root]', '  defaults:', "    artifact_root: 'runs/{{run_id}}'", 'steps:', '  s:', "    run: 'source lib.sh; finish OK'", "    output: '{{artifact_root}}/s.md'", '    statuses: { OK: DONE }', ''].join('\n');

  // Run a1 completed, its state in its own folder: made once, each test going on from a copy.
  const a1Completed = madeOnce(async () => {
    const ws = nested({ 'wf.yaml': wf('{{artifact_root}}/workflow_state.yaml') });
    expect(jsonOf(await ws.run(['-C', 'proj dir', 'run', 'wf.yaml', '--run-id', 'a1', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    return ws;
  });

  it("a state copied into another run's folder: named as copied, and moving it away lets that run start", { tags: [CAMPAIGN] }, async () => {
    const ws = await a1Completed();
    const dir = join(ws.dir, 'proj dir');
    mkdirSync(join(dir, 'runs/b1'));
    for (const f of ['workflow_state.yaml', 'workflow_state.journal.jsonl']) copyFileSync(join(dir, 'runs/a1', f), join(dir, 'runs/b1', f));
    const refused = jsonOf(await ws.run(['-C', 'proj dir', 'status', 'wf.yaml', '--run-id', 'b1', '--json']));
    expect(refused['status']).toBe('WORKFLOW_STATE_OWNED_BY_OTHER_RUN');
    expect(refused['message']).not.toContain('does not name the run');
    expect(refused['message']).toContain("runs/b1/workflow_state.yaml holds run a1 of workflow named, not run b1: the path is run b1's own");
    expect(refused['hint']).toContain('runs/b1/workflow_state.journal.jsonl');
    for (const f of ['workflow_state.yaml', 'workflow_state.journal.jsonl']) rmSync(join(dir, 'runs/b1', f));
    expect(jsonOf(await ws.run(['-C', 'proj dir', 'run', 'wf.yaml', '--run-id', 'b1', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE', run_id: 'b1' });
  });

  it("a state copied into the folder a fresh run keeps under a shared artifact_root: named as copied too", async () => {
    const ws = nested({ 'wf.yaml': wf('{{artifact_root}}/workflow_state.yaml').replace("artifact_root: 'runs/{{run_id}}'", 'artifact_root: out').replace("'{{artifact_root}}/s.md'", "'{{artifact_root}}/s-{{run_id}}.md'") });
    expect(jsonOf(await ws.run(['-C', 'proj dir', 'run', 'wf.yaml', '--run-id', 'a1', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE', state_path: 'out/workflow_state.yaml' });
    expect(jsonOf(await ws.run(['-C', 'proj dir', 'run', 'wf.yaml', '--run-id', 'b1', '--mode', 'fresh', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE', state_path: 'out/runs/b1/workflow_state.yaml' });
    const dir = join(ws.dir, 'proj dir');
    for (const f of ['workflow_state.yaml', 'workflow_state.journal.jsonl']) copyFileSync(join(dir, 'out', f), join(dir, 'out/runs/b1', f));
    const refused = jsonOf(await ws.run(['-C', 'proj dir', 'status', 'wf.yaml', '--run-id', 'b1', '--json']));
    expect(refused['status']).toBe('WORKFLOW_STATE_OWNED_BY_OTHER_RUN');
    expect(refused['message']).toContain("out/runs/b1/workflow_state.yaml holds run a1 of workflow named, not run b1: the path is run b1's own");
  });

  it('an artifact_root given that replaces the default naming the run: names the input, and dropping it works', async () => {
    const ws = await a1Completed();
    const refused = jsonOf(await ws.run(['-C', 'proj dir', 'run', 'wf.yaml', '--run-id', 'b1', 'artifact_root=runs/a1', '--json']));
    expect(refused['status']).toBe('WORKFLOW_STATE_OWNED_BY_OTHER_RUN');
    expect(refused['message']).not.toContain('does not name the run');
    expect(refused['message']).toContain('names the run only through defaults, and artifact_root=runs/a1 given here replaces them');
    const commands = [...String(refused['hint']).matchAll(/`([^`]*)`/g)].map((m) => m[1]!);
    expect(commands).toEqual(["stagegate -C 'proj dir' run wf.yaml --run-id a1 artifact_root=runs/a1"]);
    expect(jsonOf(await ws.run([...pasted(commands[0]!), '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE', run_id: 'a1' });
    expect(jsonOf(await ws.run(['-C', 'proj dir', 'run', 'wf.yaml', '--run-id', 'b1', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE', run_id: 'b1' });
  });
});

describe('a run named with another workflow file: the commands naming its own file paste', () => {
  it('-C DIR and the inputs that locate the state are kept, whether the replay, the name check or the digest check refuses', async () => {
    const located = WF.replace("state_path: 'runs/{{run_id}}/workflow_state.yaml'", "state_path: 'runs/{{team}}/{{run_id}}/workflow_state.yaml'").replace('  required: [run_id]', '  required: [run_id, team]');
    const ws = nested({
      'wf.yaml': located,
      // Another name, other steps: the journal does not replay on it (store.ts).
      'other.yaml': located.replace('name: paste', 'name: other').replace(/prepare/g, 'ready'),
      // Another name, the same steps: the name check (integrity.ts).
      'renamed.yaml': located.replace('name: paste', 'name: renamed'),
      // The same name, another text: the digest check (integrity.ts).
      'copy.yaml': `${located}# a copy\n`,
    });
    expect((await ws.run(['-C', 'proj dir', 'run', 'wf.yaml', '--run-id', 'r1', 'team=a b', '--stop-after-step', 'prepare'])).code).toBe(0);
    const own = "wf.yaml --run-id r1 'team=a b'";
    for (const file of ['other.yaml', 'renamed.yaml']) {
      for (const command of ['run', 'status', 'approve']) {
        const r = jsonOf(await ws.run(['-C', 'proj dir', command, file, '--run-id', 'r1', 'team=a b', '--json']));
        expect(r, `${command} ${file}`).toMatchObject({ status: 'WORKFLOW_STATE_INTEGRITY_VIOLATION' });
        expect(r['hint'], `${command} ${file}`).toContain(`name that file — \`stagegate -C 'proj dir' run ${own}\` continues it, \`stagegate -C 'proj dir' status ${own}\` shows it.`);
      }
    }
    const copy = jsonOf(await ws.run(['-C', 'proj dir', 'run', 'copy.yaml', '--run-id', 'r1', 'team=a b', '--json']));
    expect(copy['hint']).toContain(`Continue the run with its own workflow file: \`stagegate -C 'proj dir' run ${own}\`.`);
    // Pasted, the command continues the run.
    const hint = jsonOf(await ws.run(['-C', 'proj dir', 'status', 'renamed.yaml', '--run-id', 'r1', 'team=a b', '--json']))['hint'] as string;
    const continues = /`([^`]*)` continues it/.exec(hint)![1]!;
    expect(jsonOf(await ws.run([...pasted(continues), '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'signoff' });
  });
});

const CHAIN = WF.replace('statuses: { OK: signoff }', 'statuses: { OK: build }').replace(/ {2}signoff:\n(.*\n){3}/, '');

describe('a stop whose fix is the same run with one flag more: next_command is that command, and it works pasted', () => {
  it('STALE_ARTIFACT_REJECTED (verdicts made at another commit): the run with --on-source-change rerun', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': CHAIN });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'prepare'])).code).toBe(0);
    ws.write('src.txt', 'v2\n');
    ws.commit('new code');
    const refused = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(refused).toMatchObject({ status: 'STALE_ARTIFACT_REJECTED', next_command: 'stagegate run wf.yaml --run-id r1 --on-source-change rerun' });
    const text = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(/^ {2}next: +(.*)$/m.exec(text.stdout)?.[1]).toBe('stagegate run wf.yaml --run-id r1 --on-source-change rerun');
    expect(jsonOf(await ws.run([...pasted(refused['next_command']), '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['prepare', 'build'] });
  });

  it('WORKFLOW_STATE_INTEGRITY_VIOLATION for an edited workflow: the run with --allow-workflow-change', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': CHAIN }, { git: false });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'prepare'])).code).toBe(0);
    ws.write('wf.yaml', CHAIN.replace("output: 'runs/{{run_id}}/build.md'", "output: 'runs/{{run_id}}/build2.md'"));
    const refused = jsonOf(await ws.run(['-C', '.', 'run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(refused).toMatchObject({ status: 'WORKFLOW_STATE_INTEGRITY_VIOLATION', next_command: 'stagegate run wf.yaml --run-id r1 --allow-workflow-change' });
    expect(refused['hint']).toContain(': stagegate run wf.yaml --run-id r1 --allow-workflow-change');
    // status reports the refusal run would give, with the same command.
    const standing = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(standing).toMatchObject({ status: 'WORKFLOW_STATE_INTEGRITY_VIOLATION', next_command: 'stagegate run wf.yaml --run-id r1 --allow-workflow-change' });
    expect(jsonOf(await ws.run([...pasted(refused['next_command']), '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
  });

  it('a workflow that does not load: run --json still reports the run id given', async () => {
    const ws = workspaceWith({ 'wf.yaml': "version: '4.0'\nname: broken\nsteps: {}\n" }, { git: false });
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r9', '--json']))).toMatchObject({ status: 'WORKFLOW_CONTRACT_INVALID', run_id: 'r9' });
    expect(jsonOf(await ws.run(['run', 'wf.yaml', 'run_id=r8', '--json']))).toMatchObject({ status: 'WORKFLOW_CONTRACT_INVALID', run_id: 'r8' });
  });
});

/** The commands a stop prints for a person (its fix's `…` commands, next:, its alternative), with -C, as --json gives them. */
function printedCommands(report: Record<string, unknown>): string[] {
  const quoted = [...String(report['hint'] ?? '').matchAll(/`(stagegate [^`]*)`/g)].map((m) => m[1]!);
  return [...new Set([...quoted, report['next_command'], report['next_alternative']].filter((c): c is string => typeof c === 'string'))];
}

describe('a run blocked at a step, a parallel branch, a foreach item: what run and status print to paste works pasted', () => {
  const FAILS = `${header('spaced').join('\n')}\n  fix it:
    run: 'if [ -f ok.txt ]; then source lib.sh; finish OK; else echo boom; exit 3; fi'
    output: 'runs/{{run_id}}/fix.md'
    statuses: { OK: DONE }
    on_failure: BLOCKED
`;
  const JOIN = `${header('joined').join('\n')}\n  review:
    parallel:
      branches:
        lint:
          run: 'STAGEGATE_STEP=$STAGEGATE_BRANCH; source lib.sh; finish OK'
          output: 'runs/{{run_id}}/lint.md'
          statuses: { OK: DONE }
        unit test:
          run: 'STAGEGATE_STEP=$STAGEGATE_BRANCH; source lib.sh; echo boom; if [ -f ok.txt ]; then finish OK; else finish BAD; fi'
          output: 'runs/{{run_id}}/unit.md'
          statuses: { OK: DONE, BAD: BLOCKED }
    statuses: { PARALLEL_COMPLETE: DONE }
`;
  const ITEMS = `${header('items').join('\n')}\n  loop:
    foreach: { source: reg.md, id_field: ID }
    per_item:
      build:
        run: 'source lib.sh; if [ -f "ok-{{item_id}}.txt" ]; then finish OK; else finish BAD; fi'
        output: 'runs/{{run_id}}/{{item_id}}.md'
        statuses: { OK: next_artifact, BAD: BLOCKED }
    completion: { require: all items verified, on_complete: DONE }
`;

  /** Every command `run` and `status` print for the blocked run r1, pasted: logs and status as they are, the rerun once `fix` is done. */
  async function pasteEach(ws: ReturnType<typeof nested>, file: string, blocked: string, fix: () => void, expected: { logs: string[] }, inputs: string[] = []) {
    const run = jsonOf(await ws.run(['-C', 'proj dir', 'run', file, '--run-id', 'r1', ...inputs, '--json']));
    expect(run['status'], JSON.stringify(run)).toBe(blocked);
    const status = jsonOf(await ws.run(['-C', 'proj dir', 'status', file, '--run-id', 'r1', ...inputs, '--json']));
    expect(status['status']).toBe(blocked);
    const commands = [...new Set([...printedCommands(run), ...printedCommands(status)])];
    const logs = commands.filter((c) => c.includes(' logs '));
    expect(logs.sort()).toEqual([...expected.logs].sort());
    for (const command of commands) {
      const words = pasted(command);
      expect(words.slice(0, 2), command).toEqual(['-C', 'proj dir']);
      if (words[2] === 'logs') {
        const r = await ws.run(words);
        expect([r.code, r.stdout], command).toEqual([0, expect.stringContaining('boom')]);
      } else if (words[2] === 'status') {
        expect(jsonOf(await ws.run([...words, '--json']))['status'], command).toBe(blocked);
      } else expect(words[2], command).toBe('run');
    }
    // The rerun (the next: alternative, and in the fix), pasted once the cause is fixed, finishes the run.
    const rerun = commands.find((c) => c.includes('--rerun-from'));
    expect(rerun).toBeDefined();
    fix();
    expect(jsonOf(await ws.run([...pasted(rerun!), '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
  }

  it('a step whose id holds a space failed (on_failure: BLOCKED): its logs command names it as one word', { tags: [CAMPAIGN] }, async () => {
    const ws = nested({ 'wf.yaml': FAILS });
    await pasteEach(ws, 'wf.yaml', 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', () => ws.write('proj dir/ok.txt', ''), { logs: ["stagegate -C 'proj dir' logs wf.yaml --run-id r1 'fix it'"] });
  });

  it("a parallel step whose branch 'unit test' failed its join (PARALLEL_FAILED not routed)", { tags: [CAMPAIGN] }, async () => {
    const ws = nested({ 'wf.yaml': JOIN });
    await pasteEach(ws, 'wf.yaml', 'WORKFLOW_BLOCKED_PARALLEL_JOIN', () => ws.write('proj dir/ok.txt', ''), { logs: ["stagegate -C 'proj dir' logs wf.yaml --run-id r1 review"] });
  });

  it("a run located by an input besides its id ({{team}} in state_path), its step -x it's failed: the logs command names the step after the inputs (after --), and it pastes", { tags: [CAMPAIGN] }, async () => {
    const wf = FAILS.replace("state_path: 'runs/{{run_id}}/workflow_state.yaml'", "state_path: 'runs/{{team}}/{{run_id}}/workflow_state.yaml'").replace('required: [run_id]', 'required: [run_id, team]').replace('  fix it:', "  -x it's:");
    const ws = nested({ 'wf.yaml': wf });
    await pasteEach(ws, 'wf.yaml', 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', () => ws.write('proj dir/ok.txt', ''), { logs: ["stagegate -C 'proj dir' logs wf.yaml --run-id r1 team=a -- '-x it'\\''s'"] }, ['team=a']);
  });

  it("an optional step that failed, in a run located by an input besides its id: the skip it offers names the step after the inputs, and it pastes", async () => {
    const wf = [...header('teams', ['run_id', 'team']), "  -x it's:", "    run: 'echo boom; exit 3'", "    output: 'runs/{{run_id}}/x.md'", '    statuses: { OK: DONE }', '    optional: true', '    on_skip: DONE', ''].join('\n').replace("state_path: 'runs/{{run_id}}/workflow_state.yaml'", "state_path: 'runs/{{team}}/{{run_id}}/workflow_state.yaml'");
    const ws = nested({ 'wf.yaml': wf });
    const run = jsonOf(await ws.run(['-C', 'proj dir', 'run', 'wf.yaml', '--run-id', 'r1', 'team=a', '--json']));
    expect(run['status'], JSON.stringify(run)).toBe('STAGE_FAILED');
    const skip = printedCommands(run).filter((c) => c.includes(' skip '));
    expect(skip).toEqual(["stagegate -C 'proj dir' skip wf.yaml --run-id r1 team=a -- '-x it'\\''s'"]);
    // --json before the pasted words: after its `--`, every word is the step's.
    expect(jsonOf(await ws.run(['--json', ...pasted(skip[0]!)]))).toMatchObject({ status: 'WORKFLOW_COMPLETE', skipped: "-x it's" });
  });

  it("a foreach step whose item 'B c' ended blocked", { tags: [CAMPAIGN] }, async () => {
    const ws = nested({ 'wf.yaml': ITEMS, 'reg.md': '| ID |\n|---|\n| A |\n| B c |\n' });
    ws.write('proj dir/ok-A.txt', '');
    await pasteEach(ws, 'wf.yaml', 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', () => ws.write('proj dir/ok-B c.txt', ''), { logs: [] });
  });
});

describe('friendly usage errors: exit 2, a did-you-mean, no stack', () => {
  it("another CLI's word for a command or flag names stagegate's", async () => {
    const ws = workspaceWith({ 'wf.yaml': CHAIN }, { git: false });
    for (const [argv, said] of [
      [['runs'], "unknown command 'runs'. Did you mean 'list'?"],
      [['ls', '--json'], "unknown command 'ls'. Did you mean 'list'?"],
      [['resume', 'wf.yaml', '--run-id', 'r1'], "unknown command 'resume'. Did you mean 'run'?"],
      [['run', 'wf.yaml', '--run-id', 'r1', '--verbose'], "Did you mean '--stream'?"],
      [['run', 'wf.yaml', '--run-id', 'r1', '--execution-mode', 'fresh'], "Did you mean '--mode'?"],
      [['run', 'wf.yaml', '--run-id', 'r1', '--fresh'], "Did you mean '--mode fresh'?"],
    ] as const) {
      const r = await ws.run([...argv]);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.stdout + r.stderr).toContain(said);
      expect(r.stdout + r.stderr).not.toMatch(/\n\s+at /);
    }
    expect(ws.exists('runs')).toBe(false);
  });

  it('graph --run-id of a run that does not exist: the did-you-mean and the start command status gives', async () => {
    const ws = workspaceWith({ 'wf.yaml': CHAIN }, { git: false });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'alpha1', '--stop-after-step', 'prepare'])).code).toBe(0);
    const status = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'alpha2', '--json']));
    const graph = jsonOf(await ws.run(['graph', 'wf.yaml', '--run-id', 'alpha2', '--json']));
    expect(graph).toMatchObject({ status: 'DRAWN', run_status: 'NOT_STARTED' });
    expect(graph['hint']).toBe(status['hint']);
    expect(graph['hint']).toContain("Did you mean 'alpha1'?");
    const text = await ws.run(['graph', 'wf.yaml', '--run-id', 'alpha2']);
    expect(text.code).toBe(0);
    expect(text.stderr).toContain(`fix: ${status['hint']}`);
  });
});
