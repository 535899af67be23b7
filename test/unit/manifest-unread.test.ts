// A RUN_MANIFEST.yaml that stands at its place but is no document a runner writes (it does not
// parse, holds no mapping, or its journal head is malformed) is refused as an edited
// one is: it records the journal head a cut journal is found by, and a runner writes it whole
// (temp file and rename), so no crash leaves it so. A manifest that is absent (a crash before its
// first write) is not: the run loads, and its next commit writes it.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadWorkflowText } from '../../src/core/model/loader.js';
import { loadRun, reloadRun } from '../../src/core/state/store.js';
import { RunStore } from '../../src/core/state/run-store.js';
import { journalPathFor } from '../../src/core/state/journal.js';
import { applyEvent, withClaims } from '../../src/core/run/reduce.js';
import { writeManifest } from '../../src/core/state/manifest-write.js';
import type { JournalEvent } from '../../src/core/state/events.js';
import type { RunState } from '../../src/core/state/state.js';

const root = mkdtempSync(join(tmpdir(), 'stagegate-manifest-unread-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const loaded = loadWorkflowText(
  `version: '4.0'
name: one
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  a:
    run: 'true'
    output: 'runs/{{run_id}}/a.md'
    statuses: { OK: DONE }
`,
  'wf.yaml',
  '/nowhere/wf.yaml',
);
const wf = loaded.workflow!;
const AT = '2026-01-01T00:00:00.000Z';
const EVENTS: JournalEvent[] = [
  {
    event: 'run_started', at: AT, run_id: 'r1', workflow: 'one', workflow_file: 'wf.yaml', workflow_digest: wf.digest, mode: 'resume', ignore_previous_completion: false,
    stop_after_step: null, inputs: { run_id: 'r1' }, run_root: 'runs/r1', source_commit: null, agent_package_version: null, fresh_execution_of: null, entry: 'a', entry_kind: 'shell',
  },
  { event: 'attempt_started', at: AT, step: 'a', visit: 0, attempt: 0 },
];

let n = 0;
/** A run of two events, its snapshot and manifest written as the runner writes them. */
function written(): { state: string; manifest: string; files: { state: string; manifest: string } } {
  const dir = join(root, `run${++n}`);
  const files = { state: join(dir, 'workflow_state.yaml'), manifest: join(dir, 'RUN_MANIFEST.yaml') };
  const store = RunStore.open(files, { kind: 'absent' });
  let state: RunState | undefined;
  for (const e of EVENTS) {
    const applied = applyEvent(state, e, wf);
    state = applied.state;
    store.commit([withClaims(e, applied)]);
  }
  store.writeSnapshot(state!);
  writeManifest(files.manifest, state!, { head: store.head, journalFile: store.journalFile });
  store.close();
  return { ...files, files };
}

const REL = 'runs/r1/workflow_state.yaml';

describe('a manifest that is no document a runner writes', () => {
  it('is refused, naming the manifest and why, and left as it is; an absent one is accepted', () => {
    const run = written();
    const good = readFileSync(run.manifest, 'utf8');
    const cases: Array<[string, RegExp]> = [
      ['journal: {file: workflow_state.journal.jsonl, seq: [unclosed\n', /does not parse as YAML/],
      ['', /holds no document, not a mapping/],
      ['- a\n- b\n', /holds a list, not a mapping/],
      ['just text\n', /holds a string, not a mapping/],
    ];
    for (const [text, why] of cases) {
      writeFileSync(run.manifest, text);
      for (const load of [loadRun(run.files, wf, REL), reloadRun(loadRun({ state: run.state }, wf, REL), run.files, wf, REL)]) {
        expect(load).toMatchObject({ kind: 'corrupt', file: expect.stringMatching(/RUN_MANIFEST\.yaml$/), reason: expect.stringMatching(why) });
        expect(load.kind === 'corrupt' && load.reason).toMatch(/edited or damaged; it was left as it is$/);
      }
      expect(readFileSync(run.manifest, 'utf8')).toBe(text);
    }
    // A directory where the manifest goes (what a stage can put there, as it can remove the file):
    // read as no manifest, never waited on; the run's next write refuses it as RUN_FILE_UNSAFE
    // (run-files-in-the-way.test.ts).
    rmSync(run.manifest);
    mkdirSync(run.manifest);
    expect(loadRun(run.files, wf, REL)).toMatchObject({ kind: 'ok' });
    rmSync(run.manifest, { recursive: true });
    // Absent (a crash before its first write): the run loads.
    expect(loadRun(run.files, wf, REL)).toMatchObject({ kind: 'ok' });
    writeFileSync(run.manifest, good);
    expect(loadRun(run.files, wf, REL)).toMatchObject({ kind: 'ok', notes: [] });
  });

  it('with its journal head malformed, is refused (as an edit of that field)', () => {
    const run = written();
    const good = readFileSync(run.manifest, 'utf8');
    expect(good).toMatch(/^ {2}seq: 2$/m);
    for (const [from, to] of [
      [/^ {2}seq: 2$/m, '  seq: "2"'],
      [/^ {2}seq: 2$/m, '  seq: 0'],
      [/^ {2}seq: 2$/m, '  seq: 1.5'],
      [/^ {2}sha256: .*$/m, '  sha256: 7'],
      [/^journal:\n(?: {2}.*\n)+/m, ''],
    ] as const) {
      const text = good.replace(from, to);
      expect(text).not.toBe(good);
      writeFileSync(run.manifest, text);
      expect(loadRun(run.files, wf, REL)).toMatchObject({ kind: 'corrupt', reason: expect.stringMatching(/RUN_MANIFEST\.yaml differs from its journal at 'journal|the run manifest records a journal head \(event 2\) that is not in the journal/) });
    }
  });

  it('with the journal and state gone, is refused rather than taken for no run (a cut to nothing); an absent one, or another journal\'s, is a run not started', () => {
    const run = written();
    const good = readFileSync(run.manifest, 'utf8');
    rmSync(run.state);
    rmSync(journalPathFor(run.state));
    for (const [text, why] of [
      ['journal: [unclosed\n', /does not parse as YAML/],
      ['', /holds no document, not a mapping/],
      [good.replace(/^journal:\n(?: {2}.*\n)+/m, ''), /records no journal head/],
      [good.replace(/^ {2}seq: 2$/m, '  seq: "2"'), /records a journal head that is not one a runner writes \(journal\.seq "2"/],
      [good.replace(/^ {2}seq: 2$/m, '  seq: 0'), /records a journal head that is not one a runner writes \(journal\.seq 0, sha256 "/],
    ] as const) {
      writeFileSync(run.manifest, text);
      const load = loadRun(run.files, wf, REL);
      expect(load).toMatchObject({ kind: 'corrupt', file: expect.stringMatching(/RUN_MANIFEST\.yaml$/), reason: expect.stringMatching(why) });
      expect(load.kind === 'corrupt' && load.reason).toMatch(/and journal runs\/r1\/workflow_state\.journal\.jsonl is missing or empty: .*edited or damaged; whether events were cut from the journal, it no longer shows, and it was left as it is$/);
      expect(load.kind === 'corrupt' && load.hint).toMatch(/cannot be checked against the journal .*--mode fresh/);
    }
    // Whole, it records event 2: a cut to nothing, as before.
    writeFileSync(run.manifest, good);
    expect(loadRun(run.files, wf, REL)).toMatchObject({ kind: 'corrupt', reason: expect.stringMatching(/records journal event 2, but journal .* is missing or empty/) });
    // Another journal's manifest (runs of other state paths sharing the run root): not this run's.
    writeFileSync(run.manifest, good.replace('file: workflow_state.journal.jsonl', 'file: other.journal.jsonl'));
    expect(loadRun(run.files, wf, REL)).toEqual({ kind: 'absent' });
    rmSync(run.manifest);
    expect(loadRun(run.files, wf, REL)).toEqual({ kind: 'absent' });
  });
});
