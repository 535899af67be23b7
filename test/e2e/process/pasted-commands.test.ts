// The commands stagegate prints to run next, pasted whole into a real shell where the command was
// typed, with `stagegate` the built CLI on PATH: each `next:` / `or:` line's rest is one command
// that runs (a workspace given with -C DIR, a workflow path with a space, the real run id).
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI, REPO_ROOT, removeWorkspaces, workspaceWith, type TempWorkspace } from '../../helpers/cli.js';

afterAll(removeWorkspaces);

const FAKE_AGENT = join(REPO_ROOT, 'test', 'fixtures', 'fake-agent');

/** A maestro answer: a COORDINATE RESULT block. */
const block = (status: string, extra: Record<string, string> = {}): string =>
  ['--- COORDINATE RESULT ---', `STATUS: ${status}`, ...Object.entries(extra).map(([k, v]) => `${k}: ${v}`), 'SUMMARY: visit ${STAGEGATE_VISIT}', ''].join('\n');

function advice(stdout: string): { next: string | undefined; or: string | undefined } {
  return { next: /^ {2}next: +(.*)$/m.exec(stdout)?.[1], or: /^ {2}or: +(.*)$/m.exec(stdout)?.[1] };
}

/** A line pasted into sh in the workspace, `stagegate` on PATH the built CLI (sh exits before the test goes on). */
function pasteIn(ws: TempWorkspace): (line: string) => SpawnSyncReturns<string> {
  ws.write('bin/stagegate', `#!/bin/sh\nexec "${process.execPath}" "${CLI}" "$@"\n`, 0o755);
  return (line) => spawnSync('sh', ['-c', line], { cwd: ws.dir, encoding: 'utf8', env: { ...process.env, PATH: `${ws.path('bin')}:${process.env['PATH'] ?? ''}` } });
}

describe('every suggested command is a line of its own that pastes whole', () => {
  it('paused at an approval, with -C DIR and a workflow path with a space: the rest of the next: line and of the or: line, each pasted whole into sh where the command was typed, runs (before: next: held "(or: …)" too, a shell syntax error)', async () => {
    const wf = "version: '4.0'\nname: gated\nstate_path: 'runs/{{run_id}}/workflow_state.yaml'\ninputs:\n  required: [run_id]\nsteps:\n  sign_off:\n    approval: { message: 'Ship it?', approvers: ['Jane Doe'] }\n    on_approve: DONE\n    on_reject: BLOCKED\n";
    const ws = workspaceWith({ 'proj/my wf.yaml': wf });
    // `stagegate` on PATH for the pasted lines: the built CLI.
    const paste = pasteIn(ws);
    const r = await ws.run(['-C', 'proj', 'run', 'my wf.yaml', '--run-id', 'r1']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const status = await ws.run(['-C', 'proj', 'status', 'my wf.yaml', '--run-id', 'r1']);
    for (const out of [r.stdout, status.stdout]) {
      expect([advice(out).next, advice(out).or]).toEqual(["stagegate -C proj approve 'my wf.yaml' --run-id r1 --by 'Jane Doe'", "stagegate -C proj reject 'my wf.yaml' --run-id r1 --by 'Jane Doe'"]);
    }
    // The or: line pasted: the rejection is recorded, and its own next: (the resume) pasted ends the run as the rejection says.
    const rejected = paste(advice(r.stdout).or!);
    expect(rejected.status, rejected.stdout + rejected.stderr).toBe(0);
    expect(rejected.stdout).toContain("step sign_off rejected by Jane Doe; a resume ends the run WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE");
    const resumed = paste(advice(rejected.stdout).next!);
    expect(resumed.status, resumed.stdout + resumed.stderr).toBe(3);
    expect(resumed.stdout).toMatch(/^WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE /);
    // Ended blocked: next: the rerun, or: the fresh start, each a line that pastes whole; the rerun pauses at the approval again.
    const { next, or } = advice(resumed.stdout);
    expect([next, or]).toEqual(["stagegate -C proj run 'my wf.yaml' --run-id r1 --rerun-from sign_off", "stagegate -C proj run 'my wf.yaml' --run-id r1 --mode fresh"]);
    const again = paste(next!);
    expect(again.status, again.stdout + again.stderr).toBe(0);
    expect(again.stdout).toMatch(/^PARTIAL_RESUMABLE /);
  });
});

describe('a maestro delegate whose chain paused', () => {
  it("a delegated chain's pause, run with -C DIR from a folder with a space: next: is the child's status command with -C DIR and the path quoted, and pasted into sh it runs", async () => {
    const parent = { id: 'hub', name: 'Hub', version: '1', entry: 'prep', nodes: { prep: { type: 'command', cmd: 'maestro-init', next: 'hand_over' }, hand_over: { type: 'terminal', status: 'delegate', delegate_graph: 'leaf' } } };
    const child = { id: 'leaf', name: 'Leaf', version: '1', entry: 'build', nodes: { build: { type: 'command', cmd: 'maestro-execute', next: 'hold' }, hold: { type: 'terminal', status: 'paused', summary: 'look before going on' } } };
    const ws = workspaceWith({ 'proj/my chains/hub.json': JSON.stringify(parent), 'proj/my chains/leaf.json': JSON.stringify(child), 'proj/scenario.json': JSON.stringify({ default: { stdout: block('SUCCESS', {}) } }) });
    const args = ['-C', 'proj', 'run', 'my chains/hub.json', '--run-id', 'r7', '--agent', 'command', '--agent-command', FAKE_AGENT];
    const r = await ws.run(args, { env: { FAKE_AGENT_SCENARIO: 'scenario.json' } });
    expect(r.code, r.stdout + r.stderr).toBe(3);
    const next = /^ {2}next: +(.*)$/m.exec(r.stdout)?.[1];
    expect(next).toBe("stagegate -C proj status 'my chains/leaf.json' --run-id r7");
    const st = await ws.run(['-C', 'proj', 'status', 'my chains/hub.json', '--run-id', 'r7']);
    expect(/^ {2}next: +(.*)$/m.exec(st.stdout)?.[1]).toBe(next);
    // Pasted where it was typed (the built CLI as `stagegate`): the child's status, which says why it paused.
    const pasted = pasteIn(ws)(next!);
    expect(pasted.status, pasted.stdout + pasted.stderr).toBe(3);
    expect(pasted.stdout).toMatch(/^WORKFLOW_PAUSED {2}.*look before going on/);
  });
});
