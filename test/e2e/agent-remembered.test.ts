// A run remembers the agent flags it was started with (docs/agents.md#the-run-remembers-its-agent):
// through the built CLI with the fake agent copied into the workspace, a resume, `plan`, `status`
// and a shard leg without agent flags use them; flags given replace them; a recorded command path
// stays inside the workspace; a secret-looking --agent-arg is never printed.
import { cpSync, mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { FAKE_AGENT, REPO, Workspace, jsonOf, removeAll, workflow } from './agent-support.js';
import { rechained } from '../helpers/rechained.js';
import { workspaceWith, removeWorkspaces } from '../helpers/cli.js';
import { registry } from './shards-fixtures.js';
import { CAMPAIGN } from '../tiers.js';

const outside: string[] = [];
afterAll(async () => {
  await removeAll();
  await removeWorkspaces();
  for (const dir of outside) rmSync(dir, { recursive: true, force: true });
});

const TWO = workflow(`
  one:
    inline_instruction: Write one.
    output: 'runs/{{run_id}}/one.md'
    statuses: { DONE_ONE: two }
  two:
    inline_instruction: Write two.
    output: 'runs/{{run_id}}/two.md'
    statuses: { DONE_TWO: DONE }`);

/** TWO with an approval between its steps. */
const APPROVED = workflow(`
  one:
    inline_instruction: Write one.
    output: 'runs/{{run_id}}/one.md'
    statuses: { DONE_ONE: ok }
  ok:
    approval: { message: 'Go on?' }
    on_approve: two
    on_reject: BLOCKED
  two:
    inline_instruction: Write two.
    output: 'runs/{{run_id}}/two.md'
    statuses: { DONE_TWO: DONE }`);

const SECRET = 'sk-very-secret-123';
const STATE = 'runs/r1/workflow_state.yaml';
const JOURNAL = 'runs/r1/workflow_state.journal.jsonl';

/** A workspace with the fake agent copied in (bin/agent), so its path is the workspace's own. */
function withAgent(): Workspace {
  const ws = new Workspace({ 'wf.yaml': TWO });
  mkdirSync(ws.path('bin'));
  cpSync(FAKE_AGENT, ws.path('bin/agent'));
  cpSync(join(REPO, 'test', 'fixtures', 'fake-agent.cjs'), ws.path('bin/fake-agent.cjs'));
  return ws;
}

const envOf = (ws: Workspace): Record<string, string> => ({ FAKE_AGENT_LOG: ws.path('calls.jsonl') });
const START = ['--agent', 'command', '--agent-command', './bin/agent', `--agent-arg=--api-key=${SECRET}`, '--agent-arg=--mark-a'];

/** Started with agent flags, stopped after its first step. */
async function started(): Promise<Workspace> {
  const ws = withAgent();
  const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'one', ...START], { env: envOf(ws) });
  expect(r.code, r.stdout + r.stderr).toBe(0);
  // Recorded: the resume it prints needs no agent flags (and so prints no secret).
  expect(r.stdout).toContain('next:     stagegate run wf.yaml --run-id r1\n');
  expect(r.stdout + r.stderr).not.toContain(SECRET);
  return ws;
}

describe('the run remembers its agent flags', () => {
  it('a resume, plan and status without flags use the ones the run was started with, and say so; the secret arg is never printed', async () => {
    const ws = await started();
    const status = await ws.run(['status', 'wf.yaml', '--run-id', 'r1']);
    expect(status.stdout).toContain("agent:    command --agent-command bin/agent --agent-arg='--api-key=***' --agent-arg=--mark-a  (a resume without agent flags uses it: from the run's start");
    // No note asks for the flags: the resume finds them.
    expect(status.stdout).not.toContain('note:');
    const plan = jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(plan).toMatchObject({ status: 'PLAN', next_step: 'two', agent: { from: 'run', used: "command --agent-command bin/agent --agent-arg='--api-key=***' --agent-arg=--mark-a" } });
    const planText = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1']);
    expect(planText.stdout).toMatch(/\n {2}agent: +command --agent-command bin\/agent .*\(from the run's start: the agent flags it was started with; agent flags on the command line replace them\)/);
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1'], { env: envOf(ws) });
    expect(resumed.code, resumed.stdout + resumed.stderr).toBe(0);
    expect(resumed.stdout).toContain('WORKFLOW_COMPLETE');
    expect(resumed.stdout).toMatch(/\n {2}agent: +command --agent-command bin\/agent .*\(from the run's start/);
    expect(resumed.stderr).toContain("agent: command --agent-command bin/agent --agent-arg='--api-key=***'");
    // The agent got the arguments as given, secret included: it ran both stages.
    const calls = ws.calls();
    expect(calls).toHaveLength(2);
    expect(calls[1].argv).toEqual(expect.arrayContaining([`--api-key=${SECRET}`, '--mark-a']));
    const history = await ws.run(['history', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(history.stdout).toContain("agent command --agent-command bin/agent");
    for (const out of [status, planText, resumed, history]) expect(out.stdout + out.stderr).not.toContain(SECRET);
    // The journal records the choice (with the command relative to the workspace), then its reuse.
    const starts = ws.read(JOURNAL).split('\n').filter(Boolean).map((l) => JSON.parse(l)).filter((e) => e.event === 'run_started');
    expect(starts.map((e) => e.agents)).toEqual([
      { from: 'flags', agent: 'command', agent_command: 'bin/agent', agent_args: [`--api-key=${SECRET}`, '--mark-a'] },
      { from: 'run', agent: 'command', agent_command: 'bin/agent', agent_args: [`--api-key=${SECRET}`, '--mark-a'] },
    ]);
  });

  it('flags given on a resume replace the recorded ones, are recorded, and the output says so', { tags: [CAMPAIGN] }, async () => {
    const ws = await started();
    const other = ['--agent', 'command', '--agent-command', './bin/agent', '--agent-arg=--mark-b'];
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', ...other, '--json'], { env: envOf(ws) });
    const j = jsonOf(r);
    expect(j, r.stdout + r.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE', agent: { used: 'command --agent-command ./bin/agent --agent-arg=--mark-b', from: 'flags' } });
    expect(j['agent'].why).toContain('in place of the ones the run recorded');
    const last = ws.calls().at(-1);
    expect(last.argv).toContain('--mark-b');
    expect(last.argv).not.toContain('--mark-a');
    expect(last.argv.join(' ')).not.toContain(SECRET);
    const starts = ws.read(JOURNAL).split('\n').filter(Boolean).map((l) => JSON.parse(l)).filter((e) => e.event === 'run_started');
    expect(starts.at(-1).agents).toEqual({ from: 'flags', agent: 'command', agent_command: 'bin/agent', agent_args: ['--mark-b'] });
    // A later look at the run names the latest choice, as given to a resume.
    const status = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(status['agent']).toMatchObject({ used: 'command --agent-command bin/agent --agent-arg=--mark-b', from: 'run' });
    expect(status['agent'].why).toContain("from the run's record: the agent flags an earlier resume gave");
  });

  it('a recorded command path that now leads out of the workspace through a link is refused; one recorded outside it is not reused', async () => {
    const ws = await started();
    const elsewhere = mkdtempSync(join(tmpdir(), 'sg-agent-out-'));
    outside.push(elsewhere);
    cpSync(ws.path('bin'), elsewhere, { recursive: true });
    renameSync(ws.path('bin'), ws.path('bin-moved'));
    symlinkSync(elsewhere, ws.path('bin'));
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env: envOf(ws) });
    const j = jsonOf(r);
    expect(j, r.stdout + r.stderr).toMatchObject({ status: 'PATH_OUTSIDE_WORKSPACE', exit_code: 5 });
    expect(j['message']).toContain('the agent command run r1 recorded');
    expect(ws.calls()).toHaveLength(1);

    // Started with an absolute path outside the workspace: recorded, never reused; the resume it
    // prints carries the flags, and a resume without them is asked for the command. (Its workflow
    // has an approval before two: approve's printed resume is read too.)
    const far = withAgent();
    far.write('wf.yaml', APPROVED);
    const abs = ['--agent', 'command', '--agent-command', FAKE_AGENT];
    const first = await far.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'one', ...abs, '--json'], { env: envOf(far) });
    expect(jsonOf(first)['next_command']).toBe(`stagegate run wf.yaml --run-id r1 --agent command --agent-command ${FAKE_AGENT}`);
    // plan says what that resume does (the recorded command is not reused there either), with the warning.
    const plan = jsonOf(await far.run(['plan', 'wf.yaml', '--run-id', 'r1', '--json'], { env: envOf(far) }));
    expect(plan).toMatchObject({ status: 'WORKFLOW_INPUT_REQUIRED', exit_code: 4 });
    expect(plan['hint']).toContain('--agent-command');
    const notReused = `run r1 was started with --agent-command ${FAKE_AGENT}, outside the workspace: a recorded agent command is reused only inside the workspace (as a workflow's command:PATH), so give --agent-command again`;
    expect(plan['warnings']).toEqual([notReused]);
    // The resume without flags, in text: the same stop and fix, and the warning where a person sees it (stderr, before the stop's message).
    const bare = await far.run(['run', 'wf.yaml', '--run-id', 'r1'], { env: envOf(far) });
    expect(bare.code, bare.stdout + bare.stderr).toBe(4);
    expect(bare.stdout).toContain(`WORKFLOW_INPUT_REQUIRED  ${plan['message']}\n`);
    expect(bare.stdout).toContain(`  fix:      ${plan['hint']}\n`);
    expect(bare.stderr).toContain(`warning: ${notReused}\n`);
    expect(far.calls()).toHaveLength(1);
    // status's next: carries the flags the resume needs (no note asking for them): pasted, the run goes on.
    const status = await far.run(['status', 'wf.yaml', '--run-id', 'r1']);
    const next = `stagegate run wf.yaml --run-id r1 --agent command --agent-command ${FAKE_AGENT}`;
    expect(status.stdout).toContain(`  next:     ${next}\n`);
    expect(status.stdout).not.toContain('note:');
    const pasted = await far.run(next.split(' ').slice(1), { env: envOf(far) });
    expect(pasted.code, pasted.stdout + pasted.stderr).toBe(0);
    expect(pasted.stdout).toContain('step ok awaits approval');
    // approve's next: carries them the same way (no note asking for them): pasted, the run completes.
    // Before: the bare resume and a note, and the pasted resume stopped WORKFLOW_INPUT_REQUIRED again.
    const approved = await far.run(['approve', 'wf.yaml', '--run-id', 'r1']);
    expect(approved.code, approved.stdout + approved.stderr).toBe(0);
    expect(approved.stdout).toContain(`  next:     ${next}\n`);
    expect(approved.stdout).not.toContain('note:');
    const resumed = await far.run(next.split(' ').slice(1), { env: envOf(far) });
    expect(resumed.code, resumed.stdout + resumed.stderr).toBe(0);
    expect(resumed.stdout).toContain('WORKFLOW_COMPLETE');
    expect(far.calls()).toHaveLength(2);
  });

  it('a journal that records command:PATH out of the workspace as its agent is refused, not run', async () => {
    const ws = await started();
    const lines = ws.read(JOURNAL).split('\n').filter(Boolean).map((l) => JSON.parse(l));
    lines[0].agents = { from: 'flags', agent: 'command:../elsewhere/agent' };
    ws.write(JOURNAL, rechained(lines));
    rmSync(ws.path(STATE));
    rmSync(ws.path('runs/r1/RUN_MANIFEST.yaml'));
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env: envOf(ws) });
    const j = jsonOf(r);
    expect(j, r.stdout + r.stderr).toMatchObject({ status: 'PATH_OUTSIDE_WORKSPACE', exit_code: 5 });
    expect(j['message']).toContain("the agent command run r1 recorded '../elsewhere/agent' is refused");
    expect(ws.calls()).toHaveLength(1);
  });

  it('a run started by an earlier build records no agent: a resume without flags asks for one, as before', async () => {
    const ws = await started();
    const lines = ws.read(JOURNAL).split('\n').filter(Boolean).map((l) => JSON.parse(l));
    for (const e of lines) delete e.agents;
    ws.write(JOURNAL, rechained(lines));
    // The projections carry the journal head: written again from the journal by a plain resume is not
    // what an edit gets; remove them so the journal alone is the run (as a state copied without them).
    rmSync(ws.path(STATE));
    rmSync(ws.path('runs/r1/RUN_MANIFEST.yaml'));
    const status = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    const s = jsonOf(status);
    expect(s['agent'], status.stdout).toBeUndefined();
    expect(s['next_note']).toContain('add the --agent (and --agent-command) the run was started with');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env: envOf(ws) });
    expect(jsonOf(r), r.stdout + r.stderr).toMatchObject({ status: 'WORKFLOW_INPUT_REQUIRED' });
    expect(ws.calls()).toHaveLength(1);
  });
});

const SHARED = `version: '4.0'
name: shared
state_path: '{{artifact_root}}/workflow_state.yaml'
inputs:
  required: [run_id]
  optional: [artifact_root]
  defaults:
    artifact_root: out
steps:
  one:
    inline_instruction: Write one.
    output: '{{artifact_root}}/one.md'
    statuses: { DONE_ONE: DONE }
`;

describe('a fresh start isolated out of a shared artifact_root', () => {
  it("takes the agent its run id recorded in the shared folder, as a fresh start in the run's own folder does; another run id's is not taken", async () => {
    const ws = withAgent();
    ws.write('shared.yaml', SHARED);
    const first = await ws.run(['run', 'shared.yaml', '--run-id', 'r1', '--agent', 'command', '--agent-command', './bin/agent', '--agent-arg=--mark-a', '--json'], { env: envOf(ws) });
    expect(jsonOf(first), first.stdout + first.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE', state_path: 'out/workflow_state.yaml' });
    const plan = jsonOf(await ws.run(['plan', 'shared.yaml', '--run-id', 'r1', '--mode', 'fresh', '--json']));
    expect(plan).toMatchObject({ status: 'PLAN', agent: { from: 'run', used: 'command --agent-command bin/agent --agent-arg=--mark-a' } });
    const fresh = await ws.run(['run', 'shared.yaml', '--run-id', 'r1', '--mode', 'fresh', '--json'], { env: envOf(ws) });
    expect(jsonOf(fresh), fresh.stdout + fresh.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE', state_path: 'out/runs/r1/workflow_state.yaml', agent: { from: 'run' } });
    expect(ws.calls().map((c) => c.argv)).toEqual([['--mark-a'], ['--mark-a']]);
    // The shared folder's run of that id is the one it replaces by design: no "second run of that id" warning.
    expect(fresh.stderr).not.toContain('second run');
    // Recorded in the isolated run's journal: its resumes keep it.
    const starts = ws.read('out/runs/r1/workflow_state.journal.jsonl').split('\n').filter(Boolean).map((l) => JSON.parse(l)).filter((e) => e.event === 'run_started');
    expect(starts.map((e) => e.agents)).toEqual([{ from: 'run', agent: 'command', agent_command: 'bin/agent', agent_args: ['--mark-a'] }]);
    // Run r2 is another run: the shared folder's r1 gives it nothing.
    const other = await ws.run(['run', 'shared.yaml', '--run-id', 'r2', '--mode', 'fresh', '--json'], { env: envOf(ws) });
    expect(jsonOf(other), other.stdout + other.stderr).toMatchObject({ status: 'WORKFLOW_INPUT_REQUIRED' });
    expect(ws.calls()).toHaveLength(2);
  });
});

const FAN = `version: '4.0'
name: fan
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  start:
    run: 'source lib.sh; stage OK'
    output: 'runs/{{run_id}}/start.md'
    statuses: { OK: loop }
  loop:
    foreach:
      source: reg.md
      id_field: ID
    per_item:
      assess:
        inline_instruction: 'Assess {{item_id}}. status: ASSESSED'
        output: 'runs/{{run_id}}/assess/{{item_id}}.md'
        statuses: { ASSESSED: next_artifact }
    completion: { on_complete: DONE }
`;

/** Writes the stage's gated output; records its argv's last word in legs.log. */
const LEG_AGENT = [
  '#!/usr/bin/env bash',
  'cat >/dev/null',
  'printf "%s\\n" "${@: -1}" >>legs.log',
  '[ -d "${STAGEGATE_OUTPUT%/*}" ] || mkdir -p "${STAGEGATE_OUTPUT%/*}"',
  'printf "# %s\\n\\nWORKFLOW_GATE:\\n  workflow: %s\\n  step: %s\\n  status: ASSESSED\\n  unresolved_critical: 0\\n  unresolved_high: 0\\n  source_resolvable_open: 0\\n  artifact: %s\\n  next_recommended: null\\n" "$STAGEGATE_STEP" "$STAGEGATE_WORKFLOW" "$STAGEGATE_STEP" "$STAGEGATE_ARTIFACT" >"$STAGEGATE_OUTPUT"',
  '',
].join('\n');

describe('shards use the recorded agent', () => {
  it('a leg and the merge without flags run the agent the run was started with; their printed commands carry none', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': FAN, 'reg.md': registry([['A-1', 'Alpha', '-'], ['B-2', 'Beta', '-']]) });
    ws.write('tools/agent.sh', LEG_AGENT, 0o755);
    execFileSync('git', ['add', '-A'], { cwd: ws.dir });
    execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', 'commit', '-qm', 'agent'], { cwd: ws.dir });
    const flags = ['--agent', 'command', '--agent-command', 'tools/agent.sh', '--agent-arg=--from-start'];
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'start', ...flags, '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', next_command: 'stagegate run wf.yaml --run-id r1' });
    const leg = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'A-1', '--json']);
    const l = jsonOf(leg);
    expect(l, leg.stdout + leg.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE', next_command: 'stagegate merge wf.yaml --run-id r1' });
    // The leg given flags of its own runs those, and its merge command carries them.
    const own = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'B-2', '--agent', 'command', '--agent-command', 'tools/agent.sh', '--agent-arg=--leg-own', '--json']);
    expect(jsonOf(own), own.stdout + own.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(jsonOf(own)['next_command']).toBe('stagegate merge wf.yaml --run-id r1 --agent command --agent-command tools/agent.sh --agent-arg=--leg-own');
    expect(ws.read('legs.log').split('\n').filter(Boolean)).toEqual(['--from-start', '--leg-own']);
    const merged = await ws.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(merged), merged.stdout + merged.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE', agent: { from: 'run' } });
  });
});

describe("the invocation's agent in place of the agents a workflow names per step", () => {
  it('a run given --agent says, when it starts and on a flagless resume, which steps and branches it replaces the agent: of', { tags: [CAMPAIGN] }, async () => {
    const wf = workflow(`
  draft:
    agent: claude
    inline_instruction: Write the draft.
    output: 'runs/{{run_id}}/draft.md'
    statuses: { DRAFTED: panel }
  panel:
    parallel:
      branches:
        by_codex:
          agent: codex:gpt-5
          inline_instruction: Review.
          output: 'runs/{{run_id}}/codex.md'
          statuses: { OK: DONE }
        by_claude:
          agent: claude
          inline_instruction: Review.
          output: 'runs/{{run_id}}/claude.md'
          statuses: { OK: DONE }
    statuses: { PARALLEL_COMPLETE: publish }
  publish:
    agent: gemini
    inline_instruction: Publish.
    output: 'runs/{{run_id}}/publish.md'
    statuses: { PUBLISHED: DONE }`);
    const ws = new Workspace({ 'wf.yaml': wf });
    const env = { PATH: `${ws.fakeBin(['claude', 'codex', 'gemini'])}:${process.env['PATH']}`, FAKE_AGENT_LOG: ws.path('calls.jsonl') };
    const note = "agent: claude runs every agent step, in place of the agent: the workflow names for panel.by_codex (codex:gpt-5), publish (gemini) (the invocation's agent comes first: docs/agents.md#choosing-the-agent)";
    const first = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--agent', 'claude', '--stop-after-step', 'draft'], { env });
    expect(first.code, first.stdout + first.stderr).toBe(0);
    expect(first.stderr).toContain(note);
    // The run remembers --agent claude: its flagless resume replaces them too, and says so again.
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1'], { env });
    expect(resumed.code, resumed.stdout + resumed.stderr).toBe(0);
    expect(resumed.stderr).toContain(note);
    expect(ws.calls().map((c: { env: Record<string, string> }) => c.env['STAGEGATE_AGENT'])).toEqual(['claude', 'claude', 'claude', 'claude']);
    // Without --agent each step runs its own (draft's claude is no replacement either): nothing to say.
    const own = await ws.run(['run', 'wf.yaml', '--run-id', 'r2'], { env });
    expect(own.code, own.stdout + own.stderr).toBe(0);
    expect(own.stderr).not.toContain('in place of the agent:');
    expect(ws.calls().slice(4).map((c: { env: Record<string, string> }) => c.env['STAGEGATE_AGENT']).sort()).toEqual(['claude', 'claude', 'codex', 'gemini']);
  });

  it("names per_item steps' agents, execution.agent (for the steps that name none) and a step's agent that differs only in its model", async () => {
    const wf = workflow(
      `
  draft:
    inline_instruction: Write the draft.
    output: 'runs/{{run_id}}/draft.md'
    statuses: { DRAFTED: tune }
  tune:
    agent: 'claude: opus'
    inline_instruction: Tune it.
    output: 'runs/{{run_id}}/tune.md'
    statuses: { TUNED: loop }
  loop:
    foreach: { source: reg.md, id_field: ID }
    per_item:
      work:
        agent: codex
        inline_instruction: Work on {{item_id}}.
        output: 'runs/{{run_id}}/work/{{item_id}}.md'
        statuses: { OK: next_artifact }
    completion: { on_complete: DONE }`,
      { execution: 'agent: gemini' },
    );
    const ws = new Workspace({ 'wf.yaml': wf, 'reg.md': '| ID | Status |\n|---|---|\n| A | PENDING |\n' });
    const env = { PATH: `${ws.fakeBin(['claude', 'codex', 'gemini'])}:${process.env['PATH']}`, FAKE_AGENT_LOG: ws.path('calls.jsonl') };
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--agent', 'claude', '--stop-after-step', 'draft'], { env });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stderr).toContain("agent: claude runs every agent step, in place of the agent: the workflow names for tune (claude: opus), loop[…].work (codex), execution.agent (gemini) (the invocation's agent comes first");
    // The same agent and model, spelt otherwise, is no replacement.
    const same = await ws.run(['run', 'wf.yaml', '--run-id', 'r2', '--agent', 'claude:opus', '--stop-after-step', 'draft'], { env });
    expect(same.stderr).toContain('the workflow names for loop[…].work (codex), execution.agent (gemini) (');
  });
});
