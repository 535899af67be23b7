// A run's persistence as a resume loads it: the journal replayed against the workflow, the
// snapshot and the manifest checked against it. Every hand edit the journal exists to catch is
// refused with nothing changed; a crash between the journal and its projections is repaired.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { loadWorkflowText } from '../../src/core/model/loader.js';
import { loadRun, reloadRun, withoutEvents } from '../../src/core/state/store.js';
import { RunStore } from '../../src/core/state/run-store.js';
import { journalPathFor, sha256Hex } from '../../src/core/state/journal.js';
import { applyEvent, withClaims } from '../../src/core/run/reduce.js';
import { writeManifest } from '../../src/core/state/manifest-write.js';
import type { JournalEvent } from '../../src/core/state/events.js';
import type { RunState } from '../../src/core/state/state.js';
import type { Workflow } from '../../src/core/model/workflow.js';

const root = mkdtempSync(join(tmpdir(), 'stagegate-store-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const WORKFLOW = `version: '4.0'
name: chain
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  a:
    run: 'true'
    output: 'runs/{{run_id}}/a.md'
    max_visits: 2
    statuses: { OK: b, AGAIN: a }
  b:
    run: 'true'
    output: 'runs/{{run_id}}/b.md'
    statuses: { OK: DONE }
`;

function load(text = WORKFLOW): Workflow {
  const r = loadWorkflowText(text, 'wf.yaml', '/nowhere/wf.yaml');
  if (!r.workflow) throw new Error(JSON.stringify(r.diagnostics));
  return r.workflow;
}
const wf = load();
const AT = '2026-01-01T00:00:00.000Z';

let salt = 0;
function gate(step: string, status: string): JournalEvent {
  return {
    event: 'gate_accepted',
    at: AT,
    step,
    visit: 0,
    attempt: 0,
    gate: { workflow: 'chain', step, status, unresolved_critical: 0, unresolved_high: 0, source_resolvable_open: 0, artifact: `runs/r1/${step}.md`, next_recommended: null, extra: {} },
    artifact: { path: `runs/r1/${step}.md`, sha256: sha256Hex(`${step}${status}${++salt}`), size: 3 },
    exit_status: 0,
    duration_ms: 1,
    log: null,
    present: [],
    stop_after: false,
    to: null,
    stop: null,
  };
}

const started: JournalEvent = {
  event: 'run_started', at: AT, run_id: 'r1', workflow: 'chain', workflow_file: 'wf.yaml', workflow_digest: wf.digest, mode: 'resume', ignore_previous_completion: false,
  stop_after_step: null, inputs: { run_id: 'r1' }, run_root: 'runs/r1', source_commit: null, agent_package_version: null, fresh_execution_of: null, entry: 'a', entry_kind: 'shell',
};
const attempt = (step: string): JournalEvent => ({ event: 'attempt_started', at: AT, step, visit: 0, attempt: 0 });

let n = 0;
/** A run written by the same path the runner takes: apply, commit, project. Returns its files. */
function written(events: JournalEvent[], options: { snapshotAfter?: number; manifest?: boolean; workflow?: Workflow } = {}): { dir: string; state: string; manifest: string; journal: string; final: RunState } {
  const dir = join(root, `run${++n}`);
  const files = { state: join(dir, 'workflow_state.yaml'), manifest: join(dir, 'RUN_MANIFEST.yaml') };
  const store = RunStore.open(files, { kind: 'absent' });
  let state: RunState | undefined;
  events.forEach((e, i) => {
    const applied = applyEvent(state, e, options.workflow ?? wf);
    state = applied.state;
    store.commit([withClaims(e, applied)]);
    if (options.snapshotAfter === undefined || i + 1 === options.snapshotAfter) {
      store.writeSnapshot(state);
      if (options.manifest) writeManifest(files.manifest, state, { head: store.head, journalFile: store.journalFile });
    }
  });
  store.close();
  return { dir, ...files, journal: journalPathFor(files.state), final: state! };
}

const WHOLE = [started, attempt('a'), gate('a', 'AGAIN'), attempt('a'), gate('a', 'OK'), attempt('b'), gate('b', 'OK'), { event: 'run_stopped', at: AT, code: 'WORKFLOW_COMPLETE' } as JournalEvent];

describe('loadRun', () => {
  it('replays the journal to the state the run reached, with history, and a snapshot level with it', () => {
    const run = written(WHOLE, { manifest: true });
    const load = loadRun({ state: run.state, manifest: run.manifest }, wf, 'runs/r1/workflow_state.yaml');
    expect(load.kind).toBe('ok');
    if (load.kind !== 'ok') return;
    expect(load.state).toEqual(run.final);
    expect(load.state.status).toBe('WORKFLOW_COMPLETE');
    expect(load.log!.history!.map((h) => `${h.step}:${h.gate_status}->${h.to}`)).toEqual(['a:AGAIN->a', 'a:OK->b', 'b:OK->null']);
    expect(load.state.transitions).toBe(3);
    expect(load.snapshotLags).toBe(false);
    expect(load.notes).toEqual([]);
    // The snapshot holds no history, only counts and the last transition.
    const text = readFileSync(run.state, 'utf8');
    expect(text).not.toMatch(/^history:/m);
    expect(text).toMatch(/^ {2}transitions: 3$/m);
  });

  it('gathers no log when asked not to (the CLI run prints none): the same state and checks, no history or decisions kept', () => {
    const run = written(WHOLE, { manifest: true });
    const files = { state: run.state, manifest: run.manifest };
    const full = loadRun(files, wf, 'runs/r1/workflow_state.yaml');
    const bare = loadRun(files, wf, 'runs/r1/workflow_state.yaml', { log: false });
    if (full.kind !== 'ok' || bare.kind !== 'ok') throw new Error('not loaded');
    expect(bare.log).toBeUndefined();
    expect(full.log!.history).toHaveLength(3);
    const { log: _log, ...rest } = full;
    expect(bare).toEqual(rest);
    // Read anew under the lock (the journal changed since): still without one.
    expect(reloadRun(withoutEvents(bare), files, wf, 'runs/r1/workflow_state.yaml', { log: false })).not.toHaveProperty('log');
    // The checks are the same: an edited snapshot is refused either way.
    writeFileSync(run.state, readFileSync(run.state, 'utf8').replace('status: WORKFLOW_COMPLETE', 'status: IN_PROGRESS'));
    expect(loadRun(files, wf, 'runs/r1/workflow_state.yaml', { log: false })).toMatchObject({ kind: 'corrupt', reason: expect.stringMatching(/at 'status'/) });
  });

  it('absent with no journal; refuses a state written by stagegate 0.1', () => {
    const dir = join(root, 'legacy');
    expect(loadRun({ state: join(dir, 'workflow_state.yaml') }, wf, 'x.yaml')).toEqual({ kind: 'absent' });
    writeFileSync(join(root, 'legacy.yaml'), 'schema: stagegate/state@1\nworkflow: chain\n');
    expect(loadRun({ state: join(root, 'legacy.yaml') }, wf, 'legacy.yaml')).toMatchObject({ kind: 'corrupt', reason: expect.stringMatching(/written by stagegate 0\.1/) });
  });

  it('projects again a snapshot that lags its journal (a crash between the two), and one that is missing', () => {
    const run = written(WHOLE.slice(0, 5), { snapshotAfter: 3 });
    const load = loadRun({ state: run.state }, wf, 'state.yaml');
    expect(load.kind === 'ok' && load.snapshotLags).toBe(true);
    expect(load.kind === 'ok' && load.notes[0]).toMatch(/lagged its journal \(event 3 of 5\)/);
    rmSync(run.state);
    expect(loadRun({ state: run.state }, wf, 'state.yaml')).toMatchObject({ kind: 'ok', snapshotLags: true });
  });

  it('refuses a snapshot edited by hand (status, visits, completed steps, active step), naming the field', () => {
    const run = written(WHOLE.slice(0, 5));
    const text = readFileSync(run.state, 'utf8');
    const edits: Array<[string, string, RegExp]> = [
      ['status: IN_PROGRESS', 'status: WORKFLOW_COMPLETE', /at 'status'/],
      ['active_step: b', 'active_step: null', /at 'active_step'/],
      ['  - a\n', '  - a\n  - b\n', /at 'completed_steps'/],
      ['    visits: 2\n', '    visits: 1\n', /at 'steps\.a\.visits'/],
    ];
    for (const [from, to, where] of edits) {
      expect(text).toContain(from);
      writeFileSync(run.state, text.replace(from, to));
      expect(loadRun({ state: run.state }, wf, 'state.yaml')).toMatchObject({ kind: 'corrupt', reason: expect.stringMatching(where) });
    }
  });

  it('judges a snapshot or manifest written in another YAML style as the documents they hold; an edit is still refused', () => {
    // A file byte for byte what the runner writes is taken as that document without parsing it
    // (store.ts readProjections); any other text goes through the parser and the comparison.
    const run = written(WHOLE.slice(0, 5), { manifest: true });
    const files = { state: run.state, manifest: run.manifest };
    for (const file of [run.state, run.manifest]) writeFileSync(file, stringify(parse(readFileSync(file, 'utf8')), { collectionStyle: 'flow' }));
    expect(readFileSync(run.state, 'utf8')).toMatch(/^\{/);
    expect(loadRun(files, wf, 'state.yaml')).toMatchObject({ kind: 'ok', snapshotLags: false, notes: [] });
    writeFileSync(run.state, readFileSync(run.state, 'utf8').replace('status: IN_PROGRESS', 'status: WORKFLOW_COMPLETE'));
    expect(loadRun(files, wf, 'state.yaml')).toMatchObject({ kind: 'corrupt', reason: expect.stringMatching(/at 'status'/) });
  });

  it('refuses a snapshot that says it reflects no journal event while its journal has some (an edit that would otherwise be compared with nothing)', () => {
    const run = written(WHOLE.slice(0, 5));
    const text = readFileSync(run.state, 'utf8');
    expect(text).toMatch(/^ {2}seq: 5$/m);
    for (const seq of ['0', '-1']) {
      writeFileSync(run.state, text.replace('status: IN_PROGRESS', 'status: WORKFLOW_COMPLETE').replace(/^ {2}seq: 5$/m, `  seq: ${seq}`));
      expect(loadRun({ state: run.state }, wf, 'state.yaml')).toMatchObject({ kind: 'corrupt', file: 'state.yaml', reason: expect.stringMatching(new RegExp(`records journal event ${seq}, but journal .* has 5 events: the snapshot was edited`)) });
    }
  });

  it('compares a snapshot that lags its journal where it stands: edited there, it is refused', () => {
    const run = written(WHOLE.slice(0, 5), { snapshotAfter: 3 });
    const text = readFileSync(run.state, 'utf8');
    expect(text).toContain('    visits: 2\n');
    writeFileSync(run.state, text.replace('    visits: 2\n', '    visits: 3\n'));
    expect(loadRun({ state: run.state }, wf, 'state.yaml')).toMatchObject({ kind: 'corrupt', reason: expect.stringMatching(/at 'steps\.a\.visits'/) });
  });

  it('refuses a journal cut short behind its snapshot or its manifest', () => {
    const run = written(WHOLE.slice(0, 5), { manifest: true });
    const lines = readFileSync(run.journal, 'utf8').trimEnd().split('\n');
    writeFileSync(run.journal, lines.slice(0, 4).join('\n') + '\n');
    expect(loadRun({ state: run.state, manifest: run.manifest }, wf, 'state.yaml')).toMatchObject({ kind: 'corrupt', reason: expect.stringMatching(/reflects journal event 5, but .* ends at event 4/) });
    rmSync(run.state);
    expect(loadRun({ state: run.state, manifest: run.manifest }, wf, 'state.yaml')).toMatchObject({ kind: 'corrupt', reason: expect.stringMatching(/manifest records journal event 5, but the journal ends at event 4/) });
  });

  it('refuses a journal whose events were rewritten consistently (chain recomputed) but do not replay: a skipped step, a forged route', () => {
    const run = written(WHOLE.slice(0, 5));
    const rechain = (events: Array<Record<string, unknown>>): string => {
      let prev: string | null = null;
      return events.map((e, i) => {
        const text = JSON.stringify({ ...e, seq: i + 1, prev });
        prev = sha256Hex(text);
        return text;
      }).join('\n') + '\n';
    };
    const events = readFileSync(run.journal, 'utf8').trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    // The accepted AGAIN claims to have led to b.
    const forged = events.map((e, i) => (i === 2 ? { ...e, to: 'b' } : e));
    rmSync(run.state);
    writeFileSync(run.journal, rechain(forged));
    expect(loadRun({ state: run.state }, wf, 'state.yaml')).toMatchObject({ kind: 'corrupt', line: 3, reason: expect.stringMatching(/says it led to b; the workflow leads to a/) });
    // A status the step does not route.
    const unrouted = events.map((e, i) => (i === 4 ? { ...e, gate: { ...(e['gate'] as object), status: 'SHIP_IT' } } : e));
    writeFileSync(run.journal, rechain(unrouted));
    expect(loadRun({ state: run.state }, wf, 'state.yaml')).toMatchObject({ kind: 'corrupt', line: 5, reason: expect.stringMatching(/SHIP_IT, which the workflow does not route/) });
    // A visit count reset: the attempt claims visit 1 again.
    const reset = events.map((e, i) => (i === 3 ? { ...e, visit: 1 } : e));
    writeFileSync(run.journal, rechain(reset));
    expect(loadRun({ state: run.state }, wf, 'state.yaml')).toMatchObject({ kind: 'corrupt', line: 4, reason: expect.stringMatching(/visit 1, attempt 1 of step a; the run was on visit 2/) });
  });

  it('refuses a journal broken further on as a broken journal, also when an earlier line does not replay (each line is replayed as it is read)', () => {
    const run = written(WHOLE.slice(0, 5));
    const lines = readFileSync(run.journal, 'utf8').trimEnd().split('\n');
    let prev: string | null = null;
    // Line 3 forged with its chain recomputed from there (it does not replay); line 5's prev left
    // as it was, so the chain breaks there.
    const rewritten = lines.map((l, i) => {
      const e = JSON.parse(l) as Record<string, unknown>;
      const text = i < 2 || i === 4 ? l : JSON.stringify(i === 2 ? { ...e, to: 'b', prev } : { ...e, prev });
      prev = sha256Hex(text);
      return text;
    });
    rmSync(run.state);
    writeFileSync(run.journal, rewritten.join('\n') + '\n');
    expect(loadRun({ state: run.state }, wf, 'state.yaml')).toMatchObject({ kind: 'corrupt', line: 4, reason: expect.stringMatching(/line 5 does not follow line 4 \(hash chain broken\): line 4 or line 5 was changed/) });
    // The same journal without the break: the forged line is what is refused.
    writeFileSync(run.journal, rewritten.slice(0, 4).join('\n') + '\n');
    expect(loadRun({ state: run.state }, wf, 'state.yaml')).toMatchObject({ kind: 'corrupt', line: 3, reason: expect.stringMatching(/says it led to b; the workflow leads to a/) });
  });

  it('a loop beyond max_visits replays to the loop limit, not past it', () => {
    const run = written([started, attempt('a'), gate('a', 'AGAIN'), attempt('a'), gate('a', 'AGAIN')]);
    const load = loadRun({ state: run.state }, wf, 'state.yaml');
    expect(load.kind === 'ok' && [load.state.status, load.state.active_step]).toEqual(['WORKFLOW_BLOCKED_LOOP_LIMIT', null]);
    // The step the limit stopped before entering is among failed_or_blocked_steps only.
    expect(load.kind === 'ok' && [load.state.completed_steps, load.state.failed_or_blocked_steps]).toEqual([[], ['a']]);
  });

  it('loads the snapshot an earlier stagegate wrote with the step a loop limit stopped before also among completed_steps: projected again, not refused', () => {
    const run = written([started, attempt('a'), gate('a', 'AGAIN'), attempt('a'), gate('a', 'AGAIN')]);
    const text = readFileSync(run.state, 'utf8');
    const older = text.replace('completed_steps: []\n', 'completed_steps:\n  - a\n');
    expect(older).not.toBe(text);
    writeFileSync(run.state, older);
    const load = loadRun({ state: run.state }, wf, 'state.yaml');
    expect(load).toMatchObject({ kind: 'ok', snapshotLags: true, notes: [expect.stringMatching(/written by an earlier stagegate/)] });
    if (load.kind === 'ok') expect(load.state).toMatchObject({ completed_steps: [], failed_or_blocked_steps: ['a'] });
    // A step not among failed_or_blocked_steps may not be listed so.
    writeFileSync(run.state, text.replace('completed_steps: []\n', 'completed_steps:\n  - b\n'));
    expect(loadRun({ state: run.state }, wf, 'state.yaml')).toMatchObject({ kind: 'corrupt' });
  });
});

describe('reloadRun (under the lock, after a read before it)', () => {
  const rel = 'runs/r1/workflow_state.yaml';

  it('a load without its events (what a runner keeps once it holds the lock) keeps the state; reloadRun reads the journal again from it', () => {
    const run = written(WHOLE.slice(0, 5), { manifest: true });
    const files = { state: run.state, manifest: run.manifest };
    const earlier = loadRun(files, wf, rel);
    const kept = withoutEvents(earlier);
    if (kept.kind !== 'ok' || earlier.kind !== 'ok') throw new Error('not loaded');
    expect(kept.journal.texts).toEqual([]);
    expect(kept.state).toBe(earlier.state);
    expect(kept.head).toEqual(earlier.head);
    // Nothing to reuse: replayed again, to the same run.
    const again = reloadRun(kept, files, wf, rel);
    if (again.kind !== 'ok') throw new Error('not reloaded');
    expect(again.state).not.toBe(earlier.state);
    expect(again).toEqual(earlier);
  });

  it('reuses the replay while the journal is the same file with the same last line; the projections are judged again', () => {
    const run = written(WHOLE.slice(0, 5), { manifest: true });
    const files = { state: run.state, manifest: run.manifest };
    const earlier = loadRun({ state: run.state }, wf, rel);
    expect(earlier.kind).toBe('ok');
    const again = reloadRun(earlier, files, wf, rel);
    expect(again.kind).toBe('ok');
    if (again.kind !== 'ok' || earlier.kind !== 'ok') return;
    // The same replayed state object: nothing was replayed again.
    expect(again.state).toBe(earlier.state);
    expect(again).toEqual(loadRun(files, wf, rel));
    // An edit to the snapshot after the first read is still refused.
    writeFileSync(run.state, readFileSync(run.state, 'utf8').replace(/^status: .*$/m, 'status: WORKFLOW_COMPLETE'));
    expect(reloadRun(earlier, files, wf, rel)).toMatchObject({ kind: 'corrupt', reason: expect.stringMatching(/snapshot was edited/) });
  });

  it('a manifest recording a later journal head than the journal is refused (a cut journal), as loadRun refuses it', () => {
    const run = written(WHOLE, { manifest: true });
    const files = { state: run.state, manifest: run.manifest };
    const manifestText = readFileSync(run.manifest, 'utf8');
    // Cut the journal's last line and put the snapshot at the new head: only the manifest still knows.
    const short = written(WHOLE.slice(0, -1), { manifest: true });
    writeFileSync(short.manifest, manifestText);
    const earlier = loadRun({ state: short.state }, wf, rel);
    expect(earlier.kind).toBe('ok');
    expect(reloadRun(earlier, { state: short.state, manifest: short.manifest }, wf, rel)).toMatchObject({ kind: 'corrupt', reason: expect.stringMatching(/events were cut/) });
    expect(loadRun(files, wf, rel).kind).toBe('ok');
  });

  it('replays anew when another runner appended to the journal, or replaced it, since the first read', () => {
    const run = written(WHOLE.slice(0, 5));
    const earlier = loadRun({ state: run.state }, wf, rel);
    if (earlier.kind !== 'ok') throw new Error(earlier.kind);
    // Appended: a runner that held the lock ran the next stage.
    const longer = written(WHOLE.slice(0, 7));
    writeFileSync(run.journal, readFileSync(longer.journal));
    writeFileSync(run.state, readFileSync(longer.state));
    const appended = reloadRun(earlier, { state: run.state }, wf, rel);
    expect(appended).toMatchObject({ kind: 'ok', head: { seq: 7 } });
    // Replaced by a file of the same length and last line, as a fresh run replaces it (the old
    // one moved aside, a new file written): read whole again.
    const copy = readFileSync(run.journal);
    const now = loadRun({ state: run.state }, wf, rel);
    renameSync(run.journal, `${run.journal}.aside`);
    writeFileSync(run.journal, copy);
    const replaced = reloadRun(now, { state: run.state }, wf, rel);
    expect(replaced.kind).toBe('ok');
    if (replaced.kind !== 'ok' || now.kind !== 'ok') return;
    expect(replaced.state).not.toBe(now.state);
    expect(replaced.state).toEqual(now.state);
  });
});

describe('applyEvent', () => {
  it("gives each event's state only the transitions that event made, and never changes the state it was given", () => {
    let state: RunState | undefined;
    const seen: string[][] = [];
    for (const e of WHOLE) {
      const before = state === undefined ? undefined : structuredClone(state);
      const applied = applyEvent(state, e, wf);
      // The state given is left as it was (the one built is new).
      if (state !== undefined) {
        expect(state).toEqual(before);
        expect(applied.state).not.toBe(state);
      }
      seen.push(applied.state.recent.map((h) => `${h.seq}:${h.step}->${h.to}`));
      state = applied.state;
    }
    // attempt_started and run_stopped make no transition: their states hold none, not the one before theirs.
    expect(seen).toEqual([[], [], ['1:a->a'], [], ['2:a->b'], [], ['3:b->null'], []]);
  });

  it('stamps each accepted verdict with the source it was made at, and never changes the state it was given', () => {
    const source = { source_commit: 'c0ffee'.repeat(6) + 'c0ff', agent_package_version: '1.2.3' };
    let state: RunState | undefined;
    let accepted = 0;
    for (const e of [{ ...started, ...source }, ...WHOLE.slice(1)]) {
      const before = state === undefined ? undefined : structuredClone(state);
      const applied = applyEvent(state, e, wf);
      if (state !== undefined) expect(state).toEqual(before);
      // Only a completed step's verdict is stamped (a: AGAIN enters a again).
      if (e.event === 'gate_accepted' && applied.state.steps[e.step]!.status === 'completed') {
        accepted++;
        expect(applied.state.steps[e.step]).toMatchObject(source);
        expect(applied.state.artifacts[e.step]).toMatchObject({ ...source, path: e.artifact.path });
        // The record before it (its previous visit's, or none) carries no stamp of this verdict.
        if (before?.artifacts[e.step]) expect(before.artifacts[e.step]!.sha256).not.toBe(e.artifact.sha256);
      }
      state = applied.state;
    }
    expect(accepted).toBe(2);
  });
});

describe('a run that ended blocked', () => {
  const blocking = load(WORKFLOW.replace('statuses: { OK: DONE }', 'statuses: { OK: DONE, GAPS: BLOCKED }'));
  const events: JournalEvent[] = [
    { ...started, workflow_digest: blocking.digest } as JournalEvent,
    attempt('a'),
    gate('a', 'OK'),
    attempt('b'),
    gate('b', 'GAPS'),
    { event: 'run_stopped', at: AT, code: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE' } as JournalEvent,
  ];

  it('refuses a journal that accepts one of a step\'s failure_statuses: the runner fails that attempt, never routes it (a forged verdict)', () => {
    const failing = load(WORKFLOW.replace('statuses: { OK: DONE }', 'statuses: { OK: DONE, GAPS: BLOCKED }\n    failure_statuses: [GAPS]'));
    const run = written(events, { workflow: blocking });
    let prev: string | null = null;
    const forged = readFileSync(run.journal, 'utf8').trimEnd().split('\n').map((l, i) => {
      const e = JSON.parse(l) as Record<string, unknown>;
      const text = JSON.stringify(i === 0 ? { ...e, workflow_digest: failing.digest, prev } : { ...e, prev });
      prev = sha256Hex(text);
      return text;
    });
    rmSync(run.state);
    writeFileSync(run.journal, forged.join('\n') + '\n');
    expect(loadRun({ state: run.state }, failing, 'state.yaml')).toMatchObject({ kind: 'corrupt', line: 5, reason: expect.stringMatching(/accepted status GAPS, one of its failure_statuses/) });
  });

  it('replays with the blocking step among failed_or_blocked_steps only', () => {
    const run = written(events, { workflow: blocking });
    const load = loadRun({ state: run.state }, blocking, 'state.yaml');
    expect(load).toMatchObject({ kind: 'ok', snapshotLags: false, notes: [] });
    if (load.kind !== 'ok') return;
    expect(load.state).toMatchObject({ status: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', completed_steps: ['a'], failed_or_blocked_steps: ['b'] });
    expect(load.state.steps['b']).toMatchObject({ status: 'blocked' });
  });

  it('loads the snapshot an earlier stagegate wrote (the blocking step also among completed_steps): projected again, not refused; other edits still are', () => {
    const run = written(events, { workflow: blocking });
    const text = readFileSync(run.state, 'utf8');
    // Exactly what stagegate wrote before: the same journal, the blocking step listed twice.
    const older = text.replace('completed_steps:\n  - a\n', 'completed_steps:\n  - a\n  - b\n');
    expect(older).not.toBe(text);
    writeFileSync(run.state, older);
    const load = loadRun({ state: run.state }, blocking, 'state.yaml');
    expect(load).toMatchObject({ kind: 'ok', snapshotLags: true, notes: [expect.stringMatching(/written by an earlier stagegate/)] });
    if (load.kind === 'ok') expect(load.state).toMatchObject({ completed_steps: ['a'], failed_or_blocked_steps: ['b'] });
    // Only the steps that blocked the run may be listed so: any other edit is refused.
    for (const edited of [older.replace('  - b\n', '  - b\n  - c\n'), older.replace('completed_steps:\n  - a\n  - b\n', 'completed_steps:\n  - b\n'), older.replace('status: WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', 'status: WORKFLOW_COMPLETE')]) {
      expect(edited).not.toBe(older);
      writeFileSync(run.state, edited);
      expect(loadRun({ state: run.state }, blocking, 'state.yaml')).toMatchObject({ kind: 'corrupt' });
    }
  });
});

describe('a step skipped after an earlier visit completed it', () => {
  // a -> b (optional, on_skip: c); b's AGAIN goes back to a, so b is entered a second time and skipped there.
  const skipping = load(WORKFLOW.replace("statuses: { OK: b, AGAIN: a }", 'statuses: { OK: b }').replace("statuses: { OK: DONE }", "statuses: { OK: c, AGAIN: a }\n    optional: true\n    on_skip: c\n  c:\n    run: 'true'\n    output: 'runs/{{run_id}}/c.md'\n    statuses: { OK: DONE }"));
  const events: JournalEvent[] = [
    { ...started, workflow_digest: skipping.digest } as JournalEvent,
    attempt('a'),
    gate('a', 'OK'),
    attempt('b'),
    gate('b', 'AGAIN'),
    attempt('a'),
    gate('a', 'OK'),
    { event: 'step_skipped', at: AT, step: 'b' } as JournalEvent,
  ];

  it('replays with the skipped step in neither list', () => {
    const run = written(events, { workflow: skipping });
    const load = loadRun({ state: run.state }, skipping, 'state.yaml');
    expect(load).toMatchObject({ kind: 'ok', snapshotLags: false, notes: [] });
    if (load.kind === 'ok') expect(load.state).toMatchObject({ active_step: 'c', completed_steps: ['a'], failed_or_blocked_steps: [], steps: { b: { status: 'skipped', visits: 2 } } });
  });

  it('loads the snapshot an earlier stagegate wrote (the skipped step still among completed_steps): projected again, not refused; other edits still are', () => {
    const run = written(events, { workflow: skipping });
    const text = readFileSync(run.state, 'utf8');
    const older = text.replace('completed_steps:\n  - a\n', 'completed_steps:\n  - a\n  - b\n');
    expect(older).not.toBe(text);
    writeFileSync(run.state, older);
    const load = loadRun({ state: run.state }, skipping, 'state.yaml');
    expect(load).toMatchObject({ kind: 'ok', snapshotLags: true, notes: [expect.stringMatching(/written by an earlier stagegate/)] });
    if (load.kind === 'ok') expect(load.state).toMatchObject({ completed_steps: ['a'], failed_or_blocked_steps: [] });
    // Only a step the run skipped (or that failed or blocked it) may be listed so.
    for (const edited of [older.replace('  - b\n', '  - b\n  - c\n'), text.replace('completed_steps:\n  - a\n', 'completed_steps:\n  - a\n  - c\n'), older.replace('active_step: c', 'active_step: b')]) {
      expect(edited).not.toBe(older);
      writeFileSync(run.state, edited);
      expect(loadRun({ state: run.state }, skipping, 'state.yaml')).toMatchObject({ kind: 'corrupt' });
    }
  });

  it('refuses a step skipped on its first visit listed among completed_steps: no earlier stagegate wrote that', () => {
    const first = [events[0]!, attempt('a'), gate('a', 'OK'), { event: 'step_skipped', at: AT, step: 'b' } as JournalEvent];
    const run = written(first, { workflow: skipping });
    const text = readFileSync(run.state, 'utf8');
    const load0 = loadRun({ state: run.state }, skipping, 'state.yaml');
    expect(load0.kind === 'ok' && [load0.state.active_step, load0.state.completed_steps, load0.state.steps['b']!.status]).toEqual(['c', ['a'], 'skipped']);
    const edited = text.replace('completed_steps:\n  - a\n', 'completed_steps:\n  - a\n  - b\n');
    expect(edited).not.toBe(text);
    writeFileSync(run.state, edited);
    expect(loadRun({ state: run.state }, skipping, 'state.yaml')).toMatchObject({ kind: 'corrupt' });
  });
});

describe('a step on_failure: skip skipped after an earlier visit completed it', () => {
  // a -> b -> a (b's AGAIN); a's second visit fails and on_failure: skip leads to c.
  const skipping = load(
    WORKFLOW.replace("    max_visits: 2\n    statuses: { OK: b, AGAIN: a }", '    max_visits: 2\n    statuses: { OK: b }\n    on_failure: skip\n    on_skip: c').replace(
      'statuses: { OK: DONE }',
      "statuses: { OK: DONE, AGAIN: a }\n  c:\n    run: 'true'\n    output: 'runs/{{run_id}}/c.md'\n    statuses: { OK: DONE }",
    ),
  );
  const events: JournalEvent[] = [
    { ...started, workflow_digest: skipping.digest } as JournalEvent,
    attempt('a'),
    gate('a', 'OK'),
    attempt('b'),
    gate('b', 'AGAIN'),
    attempt('a'),
    { event: 'attempt_failed', at: AT, step: 'a', code: 'STAGE_FAILED', message: 'exit 1', exit_status: 1, signal: null, duration_ms: 1, log: null } as JournalEvent,
    { event: 'failure_routed', at: AT, step: 'a', code: 'STAGE_FAILED', stop_after: false, to: 'c', stop: null } as JournalEvent,
  ];

  it('loads the snapshot a stagegate before the lists were fixed wrote (the skipped step still among completed_steps): projected again', () => {
    const run = written(events, { workflow: skipping });
    const load0 = loadRun({ state: run.state }, skipping, 'state.yaml');
    expect(load0.kind === 'ok' && [load0.state.active_step, load0.state.completed_steps, load0.state.failed_or_blocked_steps, load0.state.steps['a']!.status]).toEqual(['c', ['b'], [], 'skipped']);
    const text = readFileSync(run.state, 'utf8');
    const older = text.replace('completed_steps:\n  - b\n', 'completed_steps:\n  - a\n  - b\n');
    expect(older).not.toBe(text);
    writeFileSync(run.state, older);
    expect(loadRun({ state: run.state }, skipping, 'state.yaml')).toMatchObject({ kind: 'ok', snapshotLags: true, notes: [expect.stringMatching(/written by an earlier stagegate/)] });
    writeFileSync(run.state, text.replace('completed_steps:\n  - b\n', 'completed_steps:\n  - b\n  - c\n'));
    expect(loadRun({ state: run.state }, skipping, 'state.yaml')).toMatchObject({ kind: 'corrupt' });
  });
});
