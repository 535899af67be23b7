/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// The run journal through the built CLI: every hand edit of a run that the whole-state file used
// to let through is refused — by `run`, `status` and `plan` alike, with the same stop code and exit
// status (plan: and the run's message) — and nothing is overwritten; a torn last line is dropped and the run goes on;
// `history --json` lists the events.
import { afterAll, describe, expect, it } from 'vitest';
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';
import { jsonOf, removeWorkspaces, workflowYaml, workspaceWith, type TempWorkspace } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';
import { madeOnce } from '../helpers/shards.js';
import { rechained } from '../helpers/rechained.js';

afterAll(removeWorkspaces);

const STATE = 'runs/r1/workflow_state.yaml';
const JOURNAL = 'runs/r1/workflow_state.journal.jsonl';
const MANIFEST = 'runs/r1/RUN_MANIFEST.yaml';

/** a -> review (loops to fix once, then OK) -> c; review may also block. */
const WORKFLOW = workflowYaml('journaled', {
  a: { run: 'source lib.sh; stage OK', statuses: { OK: 'review' } },
  review: { run: 'source lib.sh; count; if [ "$STAGEGATE_VISIT" -lt 2 ]; then finish AGAIN; else finish "$(cat verdict.txt)"; fi', statuses: { AGAIN: 'review', OK: 'c', NO: 'BLOCKED' }, extra: 'max_visits: 3' },
  c: { run: 'source lib.sh; stage OK' },
});

function workspace(verdict = 'OK'): TempWorkspace {
  return workspaceWith({ 'wf.yaml': WORKFLOW, 'verdict.txt': `${verdict}\n` });
}

async function run(ws: TempWorkspace, ...extra: string[]) {
  const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', ...extra]);
  return { r, json: jsonOf(r) };
}

/** The run stopped after a, and after review: each made once, each test gets a copy of its own. */
const stopped = {
  a: madeOnce(async () => {
    const ws = workspace();
    await run(ws, '--stop-after-step', 'a');
    return ws;
  }),
  review: madeOnce(async () => {
    const ws = workspace();
    await run(ws, '--stop-after-step', 'review');
    return ws;
  }),
};
const stoppedAfter = (step: 'a' | 'review'): Promise<TempWorkspace> => stopped[step]();

/** The run review's NO verdict blocked (exit 3): made once, each test gets a copy of its own. */
const blockedRun = madeOnce(async () => {
  const ws = workspace('NO');
  const first = await run(ws);
  expect([first.r.code, first.json.status]).toEqual([3, 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE']);
  return ws;
});

/**
 * `plan` refuses as the `run` just refused (`ran`): the same stop code, exit status, message and
 * fix, and no next step planned from the run it refused (plan reports the stop a run would hit).
 */
async function expectPlanRefuses(ws: TempWorkspace, ran: Record<string, any>): Promise<void> {
  const p = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--json']);
  const plan = jsonOf(p);
  expect([p.code, plan.status, plan.exit_code, plan.next_step], p.stdout).toEqual([5, 'WORKFLOW_STATE_INTEGRITY_VIOLATION', 5, null]);
  expect(plan.stop).toMatchObject({ code: ran.status, exit_code: 5, message: ran.message, hint: ran.hint });
  expect([plan.message, plan.hint]).toEqual([ran.message, ran.hint]);
}

/** Refused by run, status and plan alike (same code, exit 5), with the state, journal and manifest untouched. */
async function expectRefused(ws: TempWorkspace, reason: RegExp): Promise<void> {
  const before = [ws.read(STATE), ws.read(JOURNAL), ws.exists(MANIFEST) ? ws.read(MANIFEST) : ''];
  const ran = await run(ws);
  expect(ran.r.code, ran.r.stdout).toBe(5);
  expect(ran.json.status).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
  expect(ran.json.message).toMatch(reason);
  expect(ran.json.stages_run).toBe(0);
  const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
  expect(st.code).toBe(5);
  expect(jsonOf(st).status).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
  expect(jsonOf(st).message).toBe(ran.json.message);
  await expectPlanRefuses(ws, ran.json);
  expect([ws.read(STATE), ws.read(JOURNAL), ws.exists(MANIFEST) ? ws.read(MANIFEST) : '']).toEqual(before);
}

function journalEvents(ws: TempWorkspace): Array<Record<string, any>> {
  return ws.read(JOURNAL).trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, any>);
}

/** Refused by run, status and plan alike (same code and message, exit 5); the run's files stay exactly as they are (absent ones too). */
async function expectRefusedAsIs(ws: TempWorkspace, reason: RegExp): Promise<void> {
  const files = () => [STATE, JOURNAL, MANIFEST].map((f) => (ws.exists(f) ? ws.read(f) : null));
  const before = files();
  const ran = await run(ws);
  expect([ran.r.code, ran.json.status, ran.json.stages_run], ran.r.stdout).toEqual([5, 'WORKFLOW_STATE_INTEGRITY_VIOLATION', 0]);
  expect(ran.json.message).toMatch(reason);
  const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
  expect([st.code, jsonOf(st).status]).toEqual([5, 'WORKFLOW_STATE_INTEGRITY_VIOLATION']);
  // Word for word run's message ("…; nothing was changed" included) and fix.
  expect([jsonOf(st).message, jsonOf(st).hint]).toEqual([ran.json.message, ran.json.hint]);
  await expectPlanRefuses(ws, ran.json);
  expect(files()).toEqual(before);
}

describe('hand edits of a run are refused (run, status and plan alike), nothing overwritten', () => {
  it('a finished BLOCKED run edited to WORKFLOW_COMPLETE', async () => {
    const ws = await blockedRun();
    ws.write(STATE, ws.read(STATE).replace('status: WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', 'status: WORKFLOW_COMPLETE'));
    await expectRefused(ws, /differs from its journal at 'status'/);
  });

  it('active_step and the last transition edited to skip a step', async () => {
    const ws = await stoppedAfter('a');
    const text = ws.read(STATE);
    expect(text).toContain('active_step: review');
    ws.write(STATE, text.replace('active_step: review', 'active_step: c').replace(/(last_transition:[\s\S]*?\n {2}to: )review/, '$1c'));
    await expectRefused(ws, /differs from its journal at 'active_step'/);
    expect(ws.lines('counter.txt')).toEqual(['a']);
  });

  it('visits reset to beat max_visits, a completed step added, an accepted artifact deleted', { tags: [CAMPAIGN] }, async () => {
    const ws = await stoppedAfter('review');
    const text = ws.read(STATE);
    for (const [from, to, where] of [
      ['    visits: 2\n', '    visits: 1\n', /steps\.review\.visits/],
      ['completed_steps:\n  - a\n', 'completed_steps:\n  - a\n  - c\n', /completed_steps/],
      [/ {2}review:\n {4}path: [^\n]*\n( {4}[^\n]*\n)*/.exec(text)![0], '', /artifacts\.review/],
    ] as Array<[string, string, RegExp]>) {
      expect(text).toContain(from);
      ws.write(STATE, text.replace(from, to));
      await expectRefused(ws, where);
    }
    // Put back: the run goes on from where the journal says.
    ws.write(STATE, text);
    const done = await run(ws);
    expect(done.json.status).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['a', 'review', 'review', 'c']);
  });

  it('the last committed events cut from the journal (a completed stage would run again)', async () => {
    const ws = await stoppedAfter('review');
    const lines = ws.read(JOURNAL).trimEnd().split('\n');
    ws.write(JOURNAL, lines.slice(0, -2).join('\n') + '\n');
    await expectRefused(ws, /ends at event/);
    // With the state file gone too, the manifest's journal head still tells.
    ws.write(JOURNAL, lines.slice(0, -2).join('\n') + '\n');
    const { rmSync } = await import('node:fs');
    rmSync(ws.path(STATE));
    const again = await run(ws);
    expect(again.json.status).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
    expect(again.json.message).toMatch(/manifest records journal event \d+, but the journal ends at event \d+/);
    await expectPlanRefuses(ws, again.json);
  });

  it('the manifest edited to name another journal head is refused by run, status and plan alike; a removed manifest refuses none of them', async () => {
    const ws = await stoppedAfter('review');
    const manifest = ws.read(MANIFEST);
    const head = /\n {2}sha256: ([0-9a-f]{64})\n/.exec(manifest);
    expect(head, manifest).not.toBeNull();
    ws.write(MANIFEST, manifest.replace(head![1]!, 'f'.repeat(64)));
    await expectRefusedAsIs(ws, /the run manifest records a journal head \(event \d+\) that is not in the journal/);
    // Without the state file too, the manifest is all that tells: still refused alike.
    rmSync(ws.path(STATE));
    await expectRefusedAsIs(ws, /the run manifest records a journal head \(event \d+\) that is not in the journal/);
    // The manifest removed (the state file too): nothing contradicts the journal; plan plans the
    // resume the run then makes.
    rmSync(ws.path(MANIFEST));
    const p = jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect([p.status, p.stop, p.next_step]).toEqual(['PLAN', null, 'review']);
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('PARTIAL_RESUMABLE');
    const done = await run(ws);
    expect(done.json.status).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['a', 'review', 'review', 'c']);
  });

  it('the manifest forged at the journal head it records (status, version, an artifact hash) is refused by run, status and plan alike, nothing overwritten; a removed manifest is written again', async () => {
    const ws = await stoppedAfter('review');
    const manifest = ws.read(MANIFEST);
    const forged = manifest.replace(/^status: .*$/m, 'status: WORKFLOW_COMPLETE').replace(/^stagegate_version: .*$/m, 'stagegate_version: 9.9.9').replace(/(\n {4}sha256: )[0-9a-f]{8}/, '$100000000');
    expect(forged).not.toBe(manifest);
    ws.write(MANIFEST, forged);
    await expectRefusedAsIs(ws, /RUN_MANIFEST\.yaml differs from its journal at '(status|stagegate_version|artifacts\[0\]\.sha256)' \(the manifest was edited\)/);
    // Only the artifact's hash forged: still refused, naming it.
    ws.write(MANIFEST, manifest.replace(/(\n {4}sha256: )[0-9a-f]{8}/, '$100000000'));
    await expectRefusedAsIs(ws, /differs from its journal at 'artifacts\[\d+\]\.sha256'/);
    // The same document reformatted (a comment dropped, keys quoted) is no edit.
    ws.write(MANIFEST, manifest.replace(/^# .*\n/, '').replace(/^status: (.*)$/m, "'status': '$1'"));
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('PARTIAL_RESUMABLE');
    // The journal named by its file name (as builds before the path from the manifest's folder
    // wrote it) is that journal; any other name is an edit, the forged status with it.
    const named = (file: string) => manifest.replace(/^( {2}file: ).*$/m, `$1${file}`);
    expect(named('other.journal.jsonl')).not.toBe(manifest);
    ws.write(MANIFEST, named('other.journal.jsonl').replace(/^status: .*$/m, 'status: WORKFLOW_COMPLETE'));
    await expectRefusedAsIs(ws, /differs from its journal at '(journal\.file|status)' \(the manifest was edited\)/);
    // The documented fix: remove the manifest; the run projects it again from the journal.
    ws.write(MANIFEST, forged);
    rmSync(ws.path(MANIFEST));
    const done = await run(ws);
    expect(done.json.status).toBe('WORKFLOW_COMPLETE');
    expect(ws.read(MANIFEST)).not.toMatch(/9\.9\.9|00000000/);
  });

  it('a forged manifest whose journal head is hidden (seq quoted, 0, the journal block removed) or that is no mapping is refused as edited too', async () => {
    const ws = await stoppedAfter('review');
    const manifest = ws.read(MANIFEST);
    const forged = manifest.replace(/^status: .*$/m, 'status: WORKFLOW_COMPLETE');
    expect(forged).not.toBe(manifest);
    for (const hidden of [forged.replace(/^( {2}seq: )(\d+)$/m, "$1'$2'"), forged.replace(/^( {2}seq: )\d+$/m, '$10'), forged.replace(/^journal:\n(?: {2}.*\n)+/m, '')]) {
      expect(hidden).not.toBe(forged);
      ws.write(MANIFEST, hidden);
      await expectRefusedAsIs(ws, /RUN_MANIFEST\.yaml differs from its journal at '(status|journal[.\w]*)' \(the manifest was edited\)/);
    }
    ws.write(MANIFEST, '- not a manifest\n');
    await expectRefusedAsIs(ws, /RUN_MANIFEST\.yaml holds a list, not a mapping: a runner writes it whole .* it was edited or damaged; it was left as it is/);
  });

  it('the journal emptied or removed with the state file, the manifest recording its head: refused by run, status and plan alike; --mode fresh starts over', async () => {
    for (const cut of ['emptied', 'removed'] as const) {
      const ws = await stoppedAfter('review');
      rmSync(ws.path(STATE));
      if (cut === 'emptied') ws.write(JOURNAL, '');
      else rmSync(ws.path(JOURNAL));
      // Not a run that has not started: the manifest records events the journal no longer holds.
      await expectRefusedAsIs(ws, /RUN_MANIFEST\.yaml records journal event \d+, but journal \S+ is missing or empty: events were cut from the journal; nothing was changed$/);
      expect(ws.lines('counter.txt'), cut).toEqual(['a', 'review']);
      // A fresh start moves the run's files aside (the manifest among them) and runs from the entry step.
      const fresh = await run(ws, '--mode', 'fresh');
      expect([fresh.r.code, fresh.json.status], fresh.r.stdout).toEqual([0, 'WORKFLOW_COMPLETE']);
      expect(ws.lines('counter.txt'), cut).toEqual(['a', 'review', 'a', 'review', 'review', 'c']);
      expect((parse(ws.read(MANIFEST)) as any).fresh_execution_of).toMatchObject({ run_id: 'r1' });
    }
  });

  it('the last committed event cut short by hand (the last history entry truncated) is not taken for a torn append', async () => {
    const ws = await stoppedAfter('review');
    const text = ws.read(JOURNAL);
    // Cut inside the last line: it now looks torn, but the snapshot and the manifest record it as committed.
    ws.write(JOURNAL, text.slice(0, text.length - 30));
    await expectRefusedAsIs(ws, /reflects journal event (\d+), but journal \S+ ends at event (?!\1)\d+: events were cut/);
    // Without the snapshot, the manifest's journal head still tells.
    rmSync(ws.path(STATE));
    await expectRefusedAsIs(ws, /manifest records journal event \d+, but the journal ends at event \d+/);
    expect(ws.lines('counter.txt')).toEqual(['a', 'review']);
  });

  it('the journal rewritten with its hash chain recomputed and the projections deleted: a skipped step and a reset visit count do not replay', { tags: [CAMPAIGN] }, async () => {
    // Skip a step: a's accepted gate claims to have led to c (the snapshot's active_step and last `to` edited the same way).
    const skip = workspace();
    await run(skip, '--stop-after-step', 'a');
    skip.write(JOURNAL, rechained(journalEvents(skip).map((e) => (e.event === 'gate_accepted' && e.step === 'a' ? { ...e, to: 'c' } : e))));
    rmSync(skip.path(STATE));
    rmSync(skip.path(MANIFEST));
    await expectRefusedAsIs(skip, /line \d+ \(gate_accepted\) does not replay .*says it led to c .*; the workflow leads to review/);
    expect(skip.lines('counter.txt')).toEqual(['a']);

    // Beat max_visits: review's second visit rewritten as its first again.
    const reset = workspace();
    await run(reset, '--stop-after-step', 'review');
    await run(reset, '--stop-after-step', 'review');
    const events = journalEvents(reset);
    const second = events.filter((e) => e.step === 'review' && e.visit === 2 && (e.event === 'attempt_started' || e.event === 'gate_accepted'));
    expect(second.map((e) => e.event)).toEqual(['attempt_started', 'gate_accepted']);
    reset.write(JOURNAL, rechained(events.map((e) => (second.includes(e) ? { ...e, visit: 1 } : e))));
    rmSync(reset.path(STATE));
    rmSync(reset.path(MANIFEST));
    await expectRefusedAsIs(reset, /records visit 1, attempt \d+ of step review; the run was on visit 2/);
    expect(reset.lines('counter.txt')).toEqual(['a', 'review', 'review']);
  });

  it('an event a later stagegate wrote (a kind this build has no transition for) is said to be one, with how to go on', async () => {
    const ws = await stoppedAfter('a');
    const events = journalEvents(ws);
    const later = { at: events.at(-1)!.at, event: 'feature_of_a_later_build', step: 'a' };
    ws.write(JOURNAL, rechained([...events.slice(0, -1), later, events.at(-1)!]));
    await expectRefusedAsIs(ws, /line \d+ \(feature_of_a_later_build\) does not replay .*is an event this stagegate \(\S+\) does not know: a later stagegate wrote it/);
    const st = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(st.hint).toContain('resume the run with that stagegate or a later one');
    expect(st.hint).not.toContain('--mode fresh');
  });

  it('an event edited in the middle of the journal breaks its chain', async () => {
    const ws = await stoppedAfter('review');
    ws.write(JOURNAL, ws.read(JOURNAL).replace('"status":"AGAIN"', '"status":"OK"'));
    await expectRefused(ws, /line (\d+) does not follow line \d+ \(hash chain broken\): line \d+ or line \1 was changed/);
  });
});

describe('recovering from a hand edit: what the refusal says works', () => {
  it('an edited snapshot: history still shows the verified journal beside the violation, the fix (remove it) works, list says what it shows is unverified', async () => {
    const ws = await blockedRun();
    const journal = ws.read(JOURNAL);
    ws.write(STATE, ws.read(STATE).replace('status: WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', 'status: WORKFLOW_COMPLETE'));
    const ran = await run(ws);
    expect(ran.json.status).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
    expect(ran.json.hint).toContain(`Remove ${STATE} (or put back what stagegate wrote there): the next \`stagegate run wf.yaml --run-id r1\` writes it again from the journal (the run finished: it runs nothing)`);
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json'])).hint).toBe(ran.json.hint);

    // history shows the journal — it verifies — with the violation and its exit status.
    const h = await ws.run(['history', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(h.code).toBe(5);
    const out = jsonOf(h);
    expect(out).toMatchObject({ status: 'WORKFLOW_STATE_INTEGRITY_VIOLATION', exit_code: 5, run_id: 'r1', journal_path: JOURNAL, hint: ran.json.hint });
    expect(out.message).toMatch(/differs from its journal at 'status'.*the journal's own chain and replay verify/);
    expect(out.events.map((e: any) => e.seq)).toEqual(journal.trimEnd().split('\n').map((_, i) => i + 1));
    expect(out.events.at(-1)).toMatchObject({ event: 'run_stopped', status: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE' });
    const text = await ws.run(['history', 'wf.yaml', '--run-id', 'r1']);
    expect(text.stdout).toMatch(/^WORKFLOW_STATE_INTEGRITY_VIOLATION {2}run r1 of journaled: /);
    expect(text.stdout).toContain(`  fix:      ${ran.json.hint}`);
    expect(text.stdout).toMatch(/run_stopped +WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE/);

    // list reads state files only: it shows their claim, and says so.
    const listed = jsonOf(await ws.run(['list', '--json'])).runs[0];
    expect(listed).toMatchObject({ run_id: 'r1', status: 'WORKFLOW_COMPLETE', verified: false });
    expect((await ws.run(['list'])).stdout).toContain("(as each run's state file records it, not verified against its journal: `stagegate status <workflow> --run-id ID` verifies one)");

    // Following the fix: the snapshot removed, the journal's truth is back; nothing ran again.
    rmSync(ws.path(STATE));
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([st.code, jsonOf(st).status]).toEqual([3, 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE']);
    const again = await run(ws);
    expect([again.r.code, again.json.status, again.json.stages_run]).toEqual([3, 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', 0]);
    expect(ws.read(STATE)).toContain('status: WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
  });

  it('a journal that does not verify: the fix is a copy of it or a fresh start, never history (which refuses it too)', async () => {
    const ws = await stoppedAfter('review');
    const lines = ws.read(JOURNAL).trimEnd().split('\n');
    lines[2] = lines[2]!.replace('"at":"', '"at":"1');
    ws.write(JOURNAL, lines.join('\n') + '\n');
    const ran = await run(ws);
    expect(ran.json.status).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
    // Line 3 edited: the place named is line 3, by run and status alike (status printed no at: line).
    expect(ran.json.location).toEqual({ file: JOURNAL, line: 3 });
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1']);
    expect(st.stdout).toContain(`  at:       ${JOURNAL}:3\n`);
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ message: ran.json.message, location: ran.json.location });
    expect(ran.json.hint).toBe(`The journal ${JOURNAL} is the run's record and it does not verify: restore it from a copy if you have one, or start over with --mode fresh (the run's files are moved aside, not deleted).`);
    const h = await ws.run(['history', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(h.code).toBe(5);
    expect(jsonOf(h)).toMatchObject({ status: 'WORKFLOW_STATE_INTEGRITY_VIOLATION', events: [], hint: ran.json.hint });
    // list still shows the run (it did not vanish), as not verifying, with why; clean never takes it.
    const listed = jsonOf(await ws.run(['list', '--json'])).runs;
    expect(listed).toEqual([expect.objectContaining({ run_id: 'r1', workflow: 'journaled', status: 'WORKFLOW_STATE_INTEGRITY_VIOLATION', state_path: STATE, problem: `state file ${STATE} has a journal that line 4 does not follow line 3 (hash chain broken): line 3 or line 4 was changed (most likely line 3, whose hash line 4 records otherwise); the journal was edited` })]);
    const text = await ws.run(['list']);
    expect(text.stdout).toMatch(/r1 +journaled +WORKFLOW_STATE_INTEGRITY_VIOLATION .*\(does not verify: state file runs\/r1\/workflow_state.yaml has a journal that line 4 /);
    const clean = jsonOf(await ws.run(['clean', '--older-than', '0d', '--json']));
    expect(JSON.stringify(clean)).not.toContain('"removed":[{');
    expect(ws.exists(JOURNAL)).toBe(true);
  });
});

describe('crashes and the journal', () => {
  it('a torn last line (a crash mid-append) is dropped and reported; the run goes on; a lagging state file is projected again', async () => {
    const ws = await stoppedAfter('a');
    const earlier = ws.read(STATE);
    await run(ws, '--stop-after-step', 'review');
    // The state file of an earlier commit (a crash after the journal append, before the projection).
    writeFileSync(ws.path(STATE), earlier);
    appendFileSync(ws.path(JOURNAL), '{"seq":99,"prev":"00');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stderr).toMatch(/torn last line \(\d+ bytes, never committed\) was dropped/);
    expect(r.stderr).toMatch(/lagged its journal \(event \d+ of \d+\): projected again/);
    expect(ws.read(JOURNAL)).not.toContain('"seq":99');
    expect(ws.state(STATE).status).toBe('WORKFLOW_COMPLETE');
  });
});

describe('provenance: the stagegate that ran each invocation', () => {
  const VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

  it('is in each run_started event, in the manifest and in history; a journal an older stagegate wrote (no version) resumes', async () => {
    const ws = await stoppedAfter('a');
    expect(journalEvents(ws)[0]).toMatchObject({ event: 'run_started', stagegate_version: VERSION });
    expect(ws.read(MANIFEST)).toContain(`\nstagegate_version: ${VERSION}\n`);
    // As an older stagegate wrote it: run_started without the version, projections of that journal.
    ws.write(JOURNAL, rechained(journalEvents(ws).map(({ stagegate_version: _v, ...e }) => e)));
    rmSync(ws.path(STATE));
    rmSync(ws.path(MANIFEST));
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([st.code, jsonOf(st).status]).toEqual([0, 'PARTIAL_RESUMABLE']);
    const { r, json } = await run(ws);
    expect([r.code, json.status]).toEqual([0, 'WORKFLOW_COMPLETE']);
    const starts = journalEvents(ws).filter((e) => e.event === 'run_started');
    expect(starts.map((e) => e.stagegate_version ?? null)).toEqual([null, VERSION]);
    expect(ws.read(MANIFEST)).toContain(`\nstagegate_version: ${VERSION}\n`);
    const h = await ws.run(['history', 'wf.yaml', '--run-id', 'r1']);
    expect(h.stdout).toMatch(new RegExp(`run_started .*stagegate ${VERSION.replace(/\./g, '\\.')}`));
  });
});

describe('stagegate history', () => {
  it('lists every event with seq, event, step, visit, attempt, status and time; the text form too', { tags: [CAMPAIGN] }, async () => {
    const ws = workspace();
    await run(ws);
    const h = await ws.run(['history', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(h.code).toBe(0);
    const out = jsonOf(h);
    expect(out.journal_path).toBe(JOURNAL);
    const events = out.events as any[];
    for (const e of events) for (const k of ['seq', 'event', 'step', 'visit', 'attempt', 'status', 'at']) expect(e).toHaveProperty(k);
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
    const accepted = events.filter((e) => e.event === 'gate_accepted').map((e) => `${e.step}/${e.visit}:${e.status}->${e.to}`);
    expect(accepted).toEqual(['a/1:OK->review', 'review/1:AGAIN->review', 'review/2:OK->c', 'c/1:OK->null']);
    expect(events.at(-1)).toMatchObject({ event: 'run_stopped', status: 'WORKFLOW_COMPLETE' });
    const text = await ws.run(['history', 'wf.yaml', '--run-id', 'r1']);
    expect(text.stdout).toMatch(/gate_accepted\s+review v2 a1\s+OK -> c/);
    // Not started: exit 0 and says so.
    const none = await ws.run(['history', 'wf.yaml', '--run-id', 'nope', '--json']);
    expect([none.code, jsonOf(none).status]).toEqual([0, 'NOT_STARTED']);
  });
});

describe('stagegate history: its exit status is the run\'s (docs/cli.md#history)', () => {
  it('3 for a blocked run, 6 for a failed stage, as status exits', { tags: [CAMPAIGN] }, async () => {
    const blocked = await blockedRun();
    const hb = await blocked.run(['history', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([hb.code, jsonOf(hb).status, jsonOf(hb).exit_code]).toEqual([3, 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', 3]);
    const failed = workspaceWith({ 'wf.yaml': workflowYaml('fails', { a: { run: 'exit 3' } }) });
    expect((await failed.run(['run', 'wf.yaml', '--run-id', 'r1'])).code).toBe(6);
    const hf = await failed.run(['history', 'wf.yaml', '--run-id', 'r1']);
    expect(hf.code).toBe(6);
    expect(hf.stdout).toMatch(/^STAGE_FAILED {2}run r1 of fails/);
    expect((await failed.run(['status', 'wf.yaml', '--run-id', 'r1'])).code).toBe(6);
  });
});

describe('stagegate history: what each invocation did', () => {
  it("the run's first event says new run (not the default mode 'resume' it records), a later one resume, a fresh start what it replaced", async () => {
    const ws = await stoppedAfter('a');
    await run(ws);
    const started = async () => {
      const h = jsonOf(await ws.run(['history', 'wf.yaml', '--run-id', 'r1', '--json']));
      return (h.events as any[]).filter((e) => e.event === 'run_started').map((e) => `${e.seq}:${e.data.mode}:${e.detail.replace(/ at [0-9a-f]{12}, stagegate .*$/, '')}`);
    };
    expect(await started()).toEqual(['1:resume:new run, stop after a', expect.stringMatching(/^\d+:resume:resume$/)]);
    const text = await ws.run(['history', 'wf.yaml', '--run-id', 'r1']);
    expect(text.stdout).toMatch(/ 1 .*run_started\s+new run, stop after a at /);
    await run(ws, '--mode', 'fresh');
    expect(await started()).toEqual([expect.stringMatching(/^1:fresh:fresh, in place of run r1 \(it had stopped WORKFLOW_COMPLETE; its files moved to runs\/r1\/\.superseded\/\S+\)$/)]);
    // A first run asked fresh: a new run too.
    await ws.run(['run', 'wf.yaml', '--run-id', 'r2', '--mode', 'fresh', '--stop-after-step', 'a']);
    const h2 = jsonOf(await ws.run(['history', 'wf.yaml', '--run-id', 'r2', '--json']));
    expect(h2.events[0].detail).toMatch(/^new run \(mode fresh: no earlier run to replace\), stop after a at /);
  });
});

describe('durations', () => {
  it('every duration_ms the journal, the state file and the manifest record is a whole number of milliseconds', async () => {
    // A failed attempt, accepted stages, a loop and a blocked end: every event kind that records a stage's duration.
    const ws = await blockedRun();
    const found: Array<[string, unknown]> = [];
    const walk = (where: string, value: unknown): void => {
      if (Array.isArray(value)) value.forEach((v, i) => walk(`${where}[${i}]`, v));
      else if (value !== null && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) {
          if (/duration_ms$/.test(k)) found.push([`${where}.${k}`, v]);
          else walk(`${where}.${k}`, v);
        }
      }
    };
    ws.read(JOURNAL).trimEnd().split('\n').forEach((line, i) => walk(`journal:${i + 1}`, JSON.parse(line)));
    walk('state', parse(ws.read(STATE)));
    walk('manifest', parse(ws.read(MANIFEST)));
    expect(found.filter(([, v]) => typeof v === 'number' && v > 0).length).toBeGreaterThan(3);
    expect(found.filter(([, v]) => v !== null && !Number.isInteger(v))).toEqual([]);
  });
});
