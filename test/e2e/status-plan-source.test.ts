// `status` and `plan` compare a run's verdicts with the source commit now (git HEAD through the
// SourceInfo port); `approve` and `reject` record the decision with it. They ask for it only once
// there is a run's state to compare or decide on: a workflow that does not load (no such file, bad
// YAML) or a run that has not started spawns no `git rev-parse`,
// and the load's own error is what they say. The CLI's main in this process, with a source port
// that counts what it is asked (a real git is what gitSource spawns; its answer is not the point).
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/index.js';
import type { SourceInfo } from '../../src/core/run/ports.js';
import { removeWorkspaces, workspaceWith, type CliResult } from '../helpers/cli.js';

afterAll(removeWorkspaces);

const PLAIN = "version: '4.0'\nname: plain\nstate_path: 'runs/{{run_id}}/workflow_state.yaml'\ninputs:\n  required: [run_id]\nsteps:\n  only:\n    decide:\n      - else: DONE\n";
const SHA = 'c0ffee'.padEnd(40, '1');

/** One CLI invocation in `cwd` with a source port that records each time it is asked. */
async function cli(cwd: string, args: string[], asked: string[], commit: string | null = SHA): Promise<CliResult> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const source: SourceInfo = { sourceCommit: (workspace) => (asked.push(workspace), commit) };
  const code = await main(args, { cwd, env: { PATH: process.env['PATH'] ?? '' }, stdout: { write: (s: string) => stdout.push(s) }, stderr: { write: (s: string) => stderr.push(s) }, source });
  return { code, signal: null, stdout: stdout.join(''), stderr: stderr.join('') };
}

describe('status and plan ask for the source commit only when there is a run to compare', () => {
  it('a workflow that does not load (bad YAML, no such file): its error and exit 5, and the source is never asked', async () => {
    const ws = workspaceWith({ 'bad.yaml': "version: '4.0'\nname: [bad\n" }, { git: false });
    for (const command of ['status', 'plan']) {
      for (const [file, words] of [
        ['bad.yaml', 'YAML_SYNTAX'],
        ['nope.yaml', 'WORKFLOW_FILE_UNREADABLE'],
      ] as const) {
        const asked: string[] = [];
        const r = await cli(ws.dir, [command, file, '--run-id', 'r1', '--json'], asked);
        expect(r.code, `${command} ${file}`).toBe(5);
        const json = JSON.parse(r.stdout) as { status: string; message: string };
        expect(json.status).toBe('WORKFLOW_CONTRACT_INVALID');
        expect(json.message).toContain(words);
        expect(asked, `${command} ${file}`).toEqual([]);
      }
    }
  });

  it('a run that has not started is not compared: not asked; a run with a state is, once (also outside a git repository, where the commit is null)', async () => {
    const ws = workspaceWith({ 'wf.yaml': PLAIN }, { git: false });
    for (const command of ['status', 'plan']) {
      const asked: string[] = [];
      expect((await cli(ws.dir, [command, 'wf.yaml', '--run-id', 'r1', '--json'], asked)).code).toBe(0);
      expect(asked, command).toEqual([]);
    }
    expect(JSON.parse((await cli(ws.dir, ['run', 'wf.yaml', '--run-id', 'r1', '--json'], [])).stdout)).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    for (const commit of [SHA, null]) {
      const status: string[] = [];
      expect(JSON.parse((await cli(ws.dir, ['status', 'wf.yaml', '--run-id', 'r1', '--json'], status, commit)).stdout)).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
      expect(status).toEqual([ws.dir]);
      const plan: string[] = [];
      const r = await cli(ws.dir, ['plan', 'wf.yaml', '--run-id', 'r1', '--json'], plan, commit);
      expect(r.code, r.stdout).toBe(0);
      expect(JSON.parse(r.stdout)).toMatchObject({ source: { source_commit: commit } });
      expect(plan).toEqual([ws.dir]);
    }
  });
});

describe('status asks a port that can start the look-up without waiting (git runs while the journal is replayed)', () => {
  /** `status` with a port that has both ways: which one it was asked by, and what it answered. */
  async function status(cwd: string, asked: string[], commit: string | null): Promise<CliResult> {
    const stdout: string[] = [];
    const source: SourceInfo = {
      sourceCommit: (workspace) => (asked.push(`waited ${workspace}`), commit),
      startSourceCommit: (workspace) => (asked.push(`started ${workspace}`), Promise.resolve(commit)),
    };
    const code = await main(['status', 'wf.yaml', '--run-id', 'r1', '--json'], { cwd, env: { PATH: process.env['PATH'] ?? '' }, stdout: { write: (s: string) => stdout.push(s) }, stderr: { write: () => true }, source });
    return { code, signal: null, stdout: stdout.join(''), stderr: '' };
  }

  it('started once when there is a run to compare (never for a run not started), its answer compared', async () => {
    const ws = workspaceWith({ 'wf.yaml': PLAIN }, { git: false });
    const none: string[] = [];
    expect((await status(ws.dir, none, SHA)).code).toBe(0);
    expect(none).toEqual([]);
    expect(JSON.parse((await cli(ws.dir, ['run', 'wf.yaml', '--run-id', 'r1', '--json'], [])).stdout)).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    const same: string[] = [];
    expect(JSON.parse((await status(ws.dir, same, SHA)).stdout)).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(same).toEqual([`started ${ws.dir}`]);
    // Another commit now: the run's verdicts are stale, as a resume would find them.
    const other: string[] = [];
    const r = await status(ws.dir, other, 'beef'.padEnd(40, '2'));
    expect(other).toEqual([`started ${ws.dir}`]);
    expect(JSON.parse(r.stdout)).not.toMatchObject({ status: 'WORKFLOW_COMPLETE' });
  });
});

describe('approve and reject ask for the source commit only when there is a run to decide on', () => {
  const GATED = "version: '4.0'\nname: gated\nstate_path: 'runs/{{run_id}}/workflow_state.yaml'\ninputs:\n  required: [run_id]\nsteps:\n  ok:\n    approval: { message: 'go?' }\n    on_approve: DONE\n    on_reject: BLOCKED\n";

  it('a workflow that does not load, or a run not started: refused as before, not asked; a paused run: asked once, the decision recorded at it', async () => {
    const ws = workspaceWith({ 'bad.yaml': "version: '4.0'\nname: [bad\n", 'wf.yaml': GATED }, { git: false });
    for (const command of ['approve', 'reject']) {
      for (const [file, status] of [
        ['bad.yaml', 'WORKFLOW_CONTRACT_INVALID'],
        ['nope.yaml', 'WORKFLOW_CONTRACT_INVALID'],
        ['wf.yaml', 'APPROVAL_NOT_PENDING'],
      ] as const) {
        const asked: string[] = [];
        const r = await cli(ws.dir, [command, file, '--run-id', 'r1', '--by', 'me', '--json'], asked);
        expect((JSON.parse(r.stdout) as { status: string }).status, `${command} ${file}`).toBe(status);
        expect(asked, `${command} ${file}`).toEqual([]);
      }
    }
    expect(JSON.parse((await cli(ws.dir, ['run', 'wf.yaml', '--run-id', 'r1', '--json'], [])).stdout)).toMatchObject({ status: 'PARTIAL_RESUMABLE' });
    const asked: string[] = [];
    expect((await cli(ws.dir, ['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'me', '--json'], asked)).code).toBe(0);
    expect(asked).toEqual([ws.dir]);
    expect(ws.state('runs/r1/workflow_state.yaml').approvals).toEqual([expect.objectContaining({ step: 'ok', decision: 'approved', by: 'me', source_commit: SHA })]);
  });
});

describe('plan asks a port that can start the look-up without waiting (git runs while the run is loaded)', () => {
  /** `plan` with a port that has both ways: which one it was asked by, and what it answered. */
  async function plan(cwd: string, asked: string[], commit: string | null): Promise<CliResult> {
    const stdout: string[] = [];
    const source: SourceInfo = {
      sourceCommit: (workspace) => (asked.push(`waited ${workspace}`), commit),
      startSourceCommit: (workspace) => (asked.push(`started ${workspace}`), Promise.resolve(commit)),
    };
    const code = await main(['plan', 'wf.yaml', '--run-id', 'r1', '--json'], { cwd, env: { PATH: process.env['PATH'] ?? '' }, stdout: { write: (s: string) => stdout.push(s) }, stderr: { write: () => true }, source });
    return { code, signal: null, stdout: stdout.join(''), stderr: '' };
  }

  it('started once when there is a run to compare (never for a run not started), never waited for, its answer compared', async () => {
    const ws = workspaceWith({ 'wf.yaml': PLAIN }, { git: false });
    const none: string[] = [];
    expect((await plan(ws.dir, none, SHA)).code).toBe(0);
    expect(none).toEqual([]);
    expect(JSON.parse((await cli(ws.dir, ['run', 'wf.yaml', '--run-id', 'r1', '--json'], [])).stdout)).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    const same: string[] = [];
    const r = await plan(ws.dir, same, SHA);
    expect(r.code, r.stdout).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ source: { source_commit: SHA } });
    expect(same).toEqual([`started ${ws.dir}`]);
    // Another commit now: the run's verdicts are stale, as a resume would find them.
    const other: string[] = [];
    const later = 'beef'.padEnd(40, '2');
    const o = JSON.parse((await plan(ws.dir, other, later)).stdout) as { source: { source_commit: string; verdicts: Array<{ current: boolean }> } };
    expect(other).toEqual([`started ${ws.dir}`]);
    expect(o.source.source_commit).toBe(later);
    expect(o.source.verdicts.some((v) => !v.current)).toBe(true);
  });
});
