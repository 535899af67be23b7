/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON documents */
// A journal append that fails (a full disk: ENOSPC part way through the write) in a real run,
// injected through the run's journal port (RunnerPorts.journal): once, or for good. Either way the
// run stops with STATE_WRITE_FAILED and its message says what the journal holds — the stage's
// acceptance recorded by the second try, or not recorded at all — the journal's chain stays valid,
// status reads the run, and the resume goes on from what the journal holds.
import { rmSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { chainYaml, jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { runWorkflow } from '../../src/core/run/runner.js';
import { systemClock } from '../../src/core/run/ports.js';
import type { JournalWriterIo } from '../../src/core/state/journal-writer.js';
import { createNodeProcessRunner } from '../../src/host/process-runner.js';

afterAll(removeWorkspaces);

const JOURNAL = 'runs/r1/workflow_state.journal.jsonl';

/**
 * Journal writes that fail the append holding step b's acceptance as a full disk does: half the
 * bytes written, then ENOSPC. `times`: how many appends of it fail (the run's retry is the second).
 */
function fullDiskAt(step: string, times: number): { io: Partial<JournalWriterIo>; failed: () => number } {
  return fullDiskOn(`"event":"gate_accepted","step":"${step}"`, times);
}

/** As fullDiskAt, for the append whose text holds `needle`. */
function fullDiskOn(needle: string, times: number): { io: Partial<JournalWriterIo>; failed: () => number } {
  let failed = 0;
  let half: Buffer | undefined;
  const io: Partial<JournalWriterIo> = {
    writeSync: (fd, buffer, offset, length) => {
      const text = buffer.toString('utf8');
      if (failed < times && text.includes(needle)) {
        if (half !== buffer) {
          half = buffer;
          return writeSync(fd, buffer, offset, Math.floor(length / 2));
        }
        failed++;
        half = undefined;
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      }
      return writeSync(fd, buffer, offset, length);
    },
  };
  return { io, failed: () => failed };
}

function events(text: string): any[] {
  return text
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l));
}

async function runWith(dir: string, io: Partial<JournalWriterIo>) {
  return runWorkflow(
    { workspace: dir, workflowFile: 'wf.yaml', invocation: { tokens: { run_id: 'r1' } }, env: { PATH: process.env['PATH'] ?? '' } },
    { processes: createNodeProcessRunner(), source: { sourceCommit: () => null }, clock: systemClock, journal: io },
  );
}

describe('a journal append that fails part way (ENOSPC)', () => {
  it('once: the retry records the acceptance and the message says so (not "not recorded"); the next stage never counted as started; status and the resume go on after it', async () => {
    const ws = workspaceWith({ 'wf.yaml': chainYaml('disk', ['a', 'b', 'c']) }, { git: false });
    const disk = fullDiskAt('b', 1);
    const outcome = await runWith(ws.dir, disk.io);
    expect(disk.failed()).toBe(1);
    expect([outcome.status, outcome.exitCode]).toEqual(['STATE_WRITE_FAILED', 9]);
    expect(outcome.message).toBe('cannot append to the journal of run r1 under runs/r1 (ENOSPC); a second try recorded the acceptance of step b: a resume goes on from step c');
    expect(outcome.message).not.toContain('not recorded');
    expect(outcome.completedSteps).toEqual(['a', 'b']);
    expect(outcome.activeStep).toBe('c');
    expect(ws.lines('counter.txt')).toEqual(['a', 'b']);
    // The half-written bytes were cut back: whole lines, chained; c's start (its process never ran) not recorded.
    const journal = events(ws.read(JOURNAL));
    expect(journal.slice(-2).map((e) => [e.event, e.step ?? e.code])).toEqual([['gate_accepted', 'b'], ['run_stopped', 'STATE_WRITE_FAILED']]);
    expect(journal.filter((e) => e.event === 'attempt_started' && e.step === 'c')).toEqual([]);
    expect(ws.yaml('runs/r1/workflow_state.yaml')['completed_steps']).toEqual(['a', 'b']);

    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(st)['completed_steps'], st.stdout + st.stderr).toEqual(['a', 'b']);
    expect(jsonOf(st)['active_step']).toBe('c');
    // status gives the stop the run ended with, and its exit status, as run did (issue 16), not IN_PROGRESS and 0.
    expect([st.code, jsonOf(st)['status'], jsonOf(st)['exit_code']]).toEqual([9, 'STATE_WRITE_FAILED', 9]);
    const text = await ws.run(['status', 'wf.yaml', '--run-id', 'r1']);
    expect(text.code).toBe(9);
    expect(text.stdout).toMatch(/^STATE_WRITE_FAILED {2}the run's last runner stopped STATE_WRITE_FAILED between steps/);
    expect(text.stdout).toContain('  next:     stagegate run wf.yaml --run-id r1\n');
    // history agrees with status: the stop, its exit status and a line saying the state could not be written.
    const hist = await ws.run(['history', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([hist.code, jsonOf(hist)['status'], jsonOf(hist)['exit_code']], hist.stdout + hist.stderr).toEqual([9, 'STATE_WRITE_FAILED', 9]);
    const histText = await ws.run(['history', 'wf.yaml', '--run-id', 'r1']);
    expect(histText.code).toBe(9);
    expect(histText.stdout).toMatch(/^STATE_WRITE_FAILED {2}run r1 of disk: \d+ events; the run's last runner stopped STATE_WRITE_FAILED: the run's state could not be written, and no runner holds the run \(journal runs\/r1\/workflow_state\.journal\.jsonl\)\n {2}fix: {6}Resume it: stagegate run wf\.yaml --run-id r1\n/);
    // A runner holds the run again (another machine's lock: whether it runs cannot be told here):
    // history does not say the last runner's stop and that no runner holds it, as status does not.
    const lock = ws.path('runs/r1/workflow_state.yaml.lock');
    writeFileSync(lock, JSON.stringify({ pid: 1, host: 'other-runner', started_at: new Date().toISOString() }));
    const heldStatus = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    const heldHist = await ws.run(['history', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([heldHist.code, jsonOf(heldHist)['status'], jsonOf(heldHist)['exit_code']], heldHist.stdout).toEqual([heldStatus.code, jsonOf(heldStatus)['status'], jsonOf(heldStatus)['exit_code']]);
    expect(jsonOf(heldHist)['status']).toBe('IN_PROGRESS');
    expect(jsonOf(heldHist)['message']).not.toContain('no runner holds the run');
    rmSync(lock);
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([resumed.code, jsonOf(resumed)['status']], resumed.stdout + resumed.stderr).toEqual([0, 'WORKFLOW_COMPLETE']);
    // b is not run again: its completed work stayed completed.
    expect(ws.lines('counter.txt')).toEqual(['a', 'b', 'c']);
  });

  it('for good: nothing of it recorded and the message says so; the journal ends at a\'s acceptance, chained; the resume runs b again', async () => {
    const ws = workspaceWith({ 'wf.yaml': chainYaml('disk', ['a', 'b', 'c']) }, { git: false });
    const disk = fullDiskAt('b', Number.POSITIVE_INFINITY);
    const outcome = await runWith(ws.dir, disk.io);
    // The first append and the run's second try.
    expect(disk.failed()).toBe(2);
    expect([outcome.status, outcome.exitCode]).toEqual(['STATE_WRITE_FAILED', 9]);
    expect(outcome.message).toBe('cannot append to the journal of run r1 under runs/r1 (ENOSPC): it holds everything committed before; not recorded: the acceptance of step b — a resume runs that step again');
    expect(ws.lines('counter.txt')).toEqual(['a', 'b']);
    const journal = events(ws.read(JOURNAL));
    expect(journal.filter((e) => e.event === 'gate_accepted').map((e) => e.step)).toEqual(['a']);
    expect(journal.at(-1).event).toBe('attempt_started');

    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(st)['completed_steps'], st.stdout + st.stderr).toEqual(['a']);
    // Its end could not be recorded either: the journal reads as a runner that died in b (nothing says otherwise).
    expect([st.code, jsonOf(st)['status'], jsonOf(st)['runner']]).toEqual([0, 'IN_PROGRESS', 'gone']);
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([resumed.code, jsonOf(resumed)['status']], resumed.stdout + resumed.stderr).toEqual([0, 'WORKFLOW_COMPLETE']);
    expect(ws.lines('counter.txt')).toEqual(['a', 'b', 'b', 'c']);
  });
  it("once, at the run's last commit (its end WORKFLOW_COMPLETE): the second try records that end, and no second end of the same invocation after it; status and the resume read the run complete", async () => {
    const ws = workspaceWith({ 'wf.yaml': chainYaml('disk', ['a', 'b']) }, { git: false });
    const disk = fullDiskOn('"event":"run_stopped","code":"WORKFLOW_COMPLETE"', 1);
    const outcome = await runWith(ws.dir, disk.io);
    expect(disk.failed()).toBe(1);
    expect([outcome.status, outcome.exitCode]).toEqual(['STATE_WRITE_FAILED', 9]);
    expect(outcome.message).toContain('a second try recorded the acceptance of step b');
    // One end per invocation: the journal's last line is the end the run itself recorded.
    const journal = events(ws.read(JOURNAL));
    expect(journal.filter((e) => e.event === 'run_stopped').map((e) => e.code)).toEqual(['WORKFLOW_COMPLETE']);
    expect(journal.at(-1)).toMatchObject({ event: 'run_stopped', code: 'WORKFLOW_COMPLETE' });
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([st.code, jsonOf(st)['status']], st.stdout + st.stderr).toEqual([0, 'WORKFLOW_COMPLETE']);
    const runs = await ws.run(['list', '--json']);
    expect(runs.stdout, runs.stderr).not.toContain('STATE_WRITE_FAILED');
  });

  it("once, at a stage's failure: the second try records it, and the run stops with that failure (its code and exit status), as status then reports it", async () => {
    const ws = workspaceWith({ 'wf.yaml': chainYaml('disk', ['a', 'b'], { b: { run: 'exit 3' } }) }, { git: false });
    const disk = fullDiskOn('"event":"attempt_failed","step":"b"', 1);
    const outcome = await runWith(ws.dir, disk.io);
    expect(disk.failed()).toBe(1);
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([st.code, jsonOf(st)['status']], st.stdout + st.stderr).toEqual([outcome.exitCode, outcome.status]);
    expect(outcome.status).toBe('STAGE_FAILED');
    expect(outcome.message).toContain('step b exited with status 3');
    expect(outcome.message).toContain('a second try recorded it');
    expect(outcome.hint).toContain('Free disk space or fix permissions first (ENOSPC');
    const journal = events(ws.read(JOURNAL));
    expect(journal.at(-1)).toMatchObject({ event: 'run_stopped', code: 'STAGE_FAILED' });
  });

  // The step after a: a parallel step, a child workflow step, a foreach step (each begins its attempt with events of its own before the commit its work waits on).
  const AFTER: Record<string, string> = {
    parallel: `    parallel:
      branches:
        x: { run: 'echo ok > "$STAGEGATE_OUTPUT"; stagegate gate OK', output: 'runs/{{run_id}}/x.md', statuses: { OK: DONE } }
        y: { run: 'echo ok > "$STAGEGATE_OUTPUT"; stagegate gate OK', output: 'runs/{{run_id}}/y.md', statuses: { OK: DONE } }
    statuses: { PARALLEL_COMPLETE: DONE }
`,
    child: `    child_workflow: child.yaml
    inputs: { run_id: 'c-{{run_id}}' }
    statuses: { WORKFLOW_COMPLETE: DONE }
`,
    foreach: `    foreach: { source: reg.md, id_field: ID }
    per_item:
      work: { run: 'source lib.sh; stage OK', output: 'runs/{{run_id}}/w-{{item_id}}.md', statuses: { OK: next_artifact } }
    completion: { on_complete: DONE }
`,
  };
  for (const [kind, after] of Object.entries(AFTER)) {
    it(`once, at the commit that begins a ${kind} step's attempt: no attempt of it is kept in flight (its work never ran); status says the runner stopped STATE_WRITE_FAILED, not that it died; the resume runs it`, async () => {
      const wf = `version: '4.0'\nname: disk\nstate_path: 'runs/{{run_id}}/workflow_state.yaml'\ninputs:\n  required: [run_id]\nsteps:\n  a:\n    run: 'source lib.sh; stage OK'\n    output: 'runs/{{run_id}}/a.md'\n    statuses: { OK: p }\n  p:\n${after}`;
      const ws = workspaceWith({ 'wf.yaml': wf, 'child.yaml': chainYaml('child', ['k']), 'reg.md': '| ID | Status |\n|---|---|\n| I-1 | PENDING |\n' }, { git: false });
      const disk = fullDiskAt('a', 1);
      const outcome = await runWith(ws.dir, disk.io);
      expect(disk.failed()).toBe(1);
      expect([outcome.status, outcome.message]).toEqual(['STATE_WRITE_FAILED', 'cannot append to the journal of run r1 under runs/r1 (ENOSPC); a second try recorded the acceptance of step a: a resume goes on from step p']);
      // Nothing of p ran, and nothing of it is in the journal: the run stopped before p, which it starts as its first attempt.
      expect(ws.lines('counter.txt')).toEqual(['a']);
      const journal = events(ws.read(JOURNAL));
      expect(journal.slice(-2).map((e) => [e.event, e.step ?? e.code])).toEqual([['gate_accepted', 'a'], ['run_stopped', 'STATE_WRITE_FAILED']]);
      expect(journal.filter((e) => e.step === 'p')).toEqual([]);
      const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
      const report = jsonOf(st);
      expect([report['active_step'], report['in_flight']], st.stdout + st.stderr).toEqual(['p', null]);
      expect(report['message']).toBe("the run's last runner stopped STATE_WRITE_FAILED between steps (no runner holds the run): resume goes on at p");
      expect([st.code, report['status'], report['exit_code']]).toEqual([outcome.exitCode, outcome.status, outcome.exitCode]);
      expect(report['hint']).not.toContain('dead runner');
      const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
      expect([resumed.code, jsonOf(resumed)['status']], resumed.stdout + resumed.stderr).toEqual([0, 'WORKFLOW_COMPLETE']);
      const started = events(ws.read(JOURNAL)).filter((e) => e.event === 'attempt_started' && e.step === 'p');
      expect(started.map((e) => e.attempt)).toEqual([1]);
    });
  }

  it("once, at a parallel branch's verdict while another branch runs on: the later commit takes its events, and the run still records its end and says so (not only 'it holds everything committed before')", async () => {
    // A branch's gate written by hand: its step is the branch's id.
    const gated = (b: string, wait = '') => `'${wait}printf "ok\\n\\nWORKFLOW_GATE:\\n  workflow: disk\\n  step: ${b}\\n  status: OK\\n  unresolved_critical: 0\\n  unresolved_high: 0\\n  source_resolvable_open: 0\\n  artifact: runs/r1/${b}.md\\n  next_recommended: null\\n" > "$STAGEGATE_OUTPUT"'`;
    // y finishes only once x's verdict failed to be appended (the file the failing write leaves).
    const wf = `version: '4.0'\nname: disk\nstate_path: 'runs/{{run_id}}/workflow_state.yaml'\ninputs:\n  required: [run_id]\nsteps:\n  p:\n    parallel:\n      branches:\n        x: { run: ${gated('x')}, output: 'runs/{{run_id}}/x.md', statuses: { OK: DONE } }\n        y: { run: ${gated('y', 'while [ ! -e release ]; do sleep 0.05; done; ')}, output: 'runs/{{run_id}}/y.md', statuses: { OK: DONE } }\n    statuses: { PARALLEL_COMPLETE: DONE }\n`;
    const ws = workspaceWith({ 'wf.yaml': wf }, { git: false });
    // y's wait ends whatever happened (a test that failed before the write leaves no stage polling).
    onTestFinished(() => writeFileSync(join(ws.dir, 'release'), ''));
    const disk = fullDiskOn('"event":"branch_artifact","key":"p.x"', 1);
    const io: Partial<JournalWriterIo> = {
      writeSync: (fd, buffer, offset, length) => {
        try {
          return disk.io.writeSync!(fd, buffer, offset, length);
        } catch (error) {
          writeFileSync(join(ws.dir, 'release'), '');
          throw error;
        }
      },
    };
    const outcome = await runWith(ws.dir, io);
    expect(disk.failed()).toBe(1);
    expect([outcome.status, outcome.exitCode]).toEqual(['STATE_WRITE_FAILED', 9]);
    expect(outcome.message).toBe("cannot append to the journal of run r1 under runs/r1 (ENOSPC); a later commit recorded the success of branch x of step p, and the run's events after it: a resume goes on from step p");
    const journal = events(ws.read(JOURNAL));
    expect(journal.filter((e) => e.event === 'branch_artifact').map((e) => e.key)).toEqual(['p.x', 'p.y']);
    expect(journal.at(-1)).toMatchObject({ event: 'run_stopped', code: 'STATE_WRITE_FAILED' });
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(st)['message'], st.stdout + st.stderr).toBe('step p was in flight (visit 1, attempt 1) when its runner stopped STATE_WRITE_FAILED: no runner holds the run; resume runs it again');
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([resumed.code, jsonOf(resumed)['status']], resumed.stdout + resumed.stderr).toEqual([0, 'WORKFLOW_COMPLETE']);
  });
});
