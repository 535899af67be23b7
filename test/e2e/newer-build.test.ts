// A run a newer stagegate took part in, read by this one: every command refuses it as
// RUN_WRITTEN_BY_NEWER_STAGEGATE (exit 5), naming both versions, and leaves its files byte for byte
// as they were — not WORKFLOW_STATE_INTEGRITY_VIOLATION ("the manifest was edited"), whose fix
// would have the user remove what the newer build wrote. The run is written by this build, then
// made what a newer one leaves: its run_started events record the newer version (the hash chain
// recomputed, as that build would have written it), the projections record that journal head, and
// the manifest carries a section this build does not write.
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { chainYaml, jsonOf, removeWorkspaces, workspaceWith, type TempWorkspace } from '../helpers/cli.js';
import { rechained } from '../helpers/rechained.js';
import { VERSION } from '../../src/version.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const FILES = ['runs/r1/workflow_state.journal.jsonl', 'runs/r1/workflow_state.yaml', 'runs/r1/RUN_MANIFEST.yaml'];

/** The run r1 as a stagegate of `version` would leave it (see the top of this file); `section`: a manifest key this build does not write. */
function writtenBy(ws: TempWorkspace, version: string, section?: string): void {
  const journal = FILES[0]!;
  const events = ws.read(journal).trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
  for (const e of events) if (e['event'] === 'run_started') e['stagegate_version'] = version;
  const text = rechained(events);
  ws.write(journal, text);
  const head = createHash('sha256').update(text.trim().split('\n').at(-1)!).digest('hex');
  for (const file of FILES.slice(1)) {
    let t = ws.read(file).replace(/(journal:\n {2}file: .*\n {2}seq: \d+\n {2}sha256: )[0-9a-f]{64}/, `$1${head}`);
    if (file.endsWith('RUN_MANIFEST.yaml')) t = t.replace(/^stagegate_version: .*$/m, `stagegate_version: ${version}`) + (section ? `${section}:\n  - recorded by ${version}\n` : '');
    ws.write(file, t);
  }
}

function twoSteps(): TempWorkspace {
  return workspaceWith({ 'wf.yaml': chainYaml('nv', ['a', 'b']) });
}

describe('a run written by a newer stagegate', () => {
  it('status, run, plan, history, graph, approve and skip refuse it as RUN_WRITTEN_BY_NEWER_STAGEGATE (exit 5), naming both versions; nothing is written', async () => {
    const ws = twoSteps();
    const first = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'a', '--json']);
    expect(jsonOf(first)['status'], first.stdout + first.stderr).toBe('PARTIAL_RESUMABLE');
    writtenBy(ws, '99.0.0', 'provenance');
    const before = FILES.map((f) => ws.read(f));
    const words = `journal runs/r1/workflow_state.journal.jsonl was written by a newer stagegate (99.0.0) than this one (${VERSION})`;
    for (const args of [['status'], ['run'], ['plan'], ['history'], ['graph'], ['approve'], ['skip', 'b']]) {
      const r = await ws.run([args[0]!, 'wf.yaml', ...args.slice(1), '--run-id', 'r1', '--json']);
      const text = r.stdout + r.stderr;
      expect(r.code, `${args.join(' ')}: ${text}`).toBe(5);
      expect(text, args.join(' ')).toContain('RUN_WRITTEN_BY_NEWER_STAGEGATE');
      expect(text, args.join(' ')).toContain(words);
      expect(text, args.join(' ')).toContain('Upgrade stagegate to 99.0.0 or later');
      expect(text, args.join(' ')).not.toContain('WORKFLOW_STATE_INTEGRITY_VIOLATION');
      expect(text, args.join(' ')).not.toContain('edited');
    }
    const status = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(status).toMatchObject({ status: 'RUN_WRITTEN_BY_NEWER_STAGEGATE', exit_code: 5 });
    // The text the CLI prints too.
    const text = await ws.run(['status', 'wf.yaml', '--run-id', 'r1']);
    expect(text.stdout).toContain(`RUN_WRITTEN_BY_NEWER_STAGEGATE  ${words}`);
    expect(FILES.map((f) => ws.read(f))).toEqual(before);
  });

  it('--mode fresh starts over, and says plainly that it moved a newer build\'s run aside unread: which build wrote it, where it went', async () => {
    const ws = twoSteps();
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'a', '--json'])).code).toBe(0);
    writtenBy(ws, '99.0.0', 'provenance');
    const journal = ws.read(FILES[0]!);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--mode', 'fresh', '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const j = jsonOf(r);
    expect(j['status']).toBe('WORKFLOW_COMPLETE');
    const folder = ws.state('runs/r1/workflow_state.yaml').fresh_execution_of.superseded_to as string;
    expect(folder).toMatch(/^runs\/r1\/\.superseded\/\d{8}T\d{6}Z$/);
    // Moved, never deleted nor rewritten: the newer build's journal byte for byte.
    expect(ws.read(`${folder}/${FILES[0]}`)).toBe(journal);
    const said = `run r1 was written by a newer stagegate (99.0.0) than this one (${VERSION}): this fresh start moved it aside unread, into ${folder}, and starts the run anew with ${VERSION}; stagegate 99.0.0 or later can still read it there`;
    expect(j['warnings']).toContain(said);
    // The text output says it on stderr, as every run warning, before the run's first line.
    writtenBy(ws, '99.0.0');
    const text = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--mode', 'fresh']);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stderr).toMatch(/^warning: run r1 was written by a newer stagegate \(99\.0\.0\) than this one .*: this fresh start moved it aside unread, into runs\/r1\/\.superseded\//);
  });

  it('a newer version that is no plain release version (a forged journal\'s text) is refused all the same, never repeated: not in the message, the upgrade hint, nor --mode fresh\'s warning', async () => {
    const ws = twoSteps();
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'a', '--json'])).code).toBe(0);
    for (const forged of ['99.0.0-see.evil-example.com', 'v99.0.0', `99.0.0-${'x'.repeat(60)}`, '99.0.0+build.curl']) {
      writtenBy(ws, forged);
      const status = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
      expect(status, forged).toMatchObject({ status: 'RUN_WRITTEN_BY_NEWER_STAGEGATE', exit_code: 5 });
      expect(`${status['message']}`).toContain('was written by a newer stagegate (its journal names a version that is no plain release version, not repeated here)');
      expect(`${status['hint']}`).toContain('npm install stagegate@latest');
      expect(JSON.stringify(status)).not.toContain(forged);
    }
    const fresh = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--mode', 'fresh', '--json']);
    expect(fresh.code, fresh.stderr).toBe(0);
    expect(JSON.stringify(jsonOf(fresh)['warnings'])).toContain('the stagegate that wrote it can still read it there');
    expect(fresh.stdout + fresh.stderr).not.toContain('+build.curl');
    // A plain pre-release is a version a release can have: named.
    writtenBy(ws, '99.0.0-rc.1');
    expect(`${jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']))['hint']}`).toContain('npm install stagegate@99.0.0-rc.1;');
  });

  it('a newer version alone, with nothing this build does not know, is refused all the same; an older or equal one is read as before', { tags: [CAMPAIGN] }, async () => {
    const ws = twoSteps();
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'a', '--json'])).code).toBe(0);
    writtenBy(ws, '0.0.9');
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']))['status']).toBe('PARTIAL_RESUMABLE');
    writtenBy(ws, `${VERSION}-rc.1`);
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']))['status']).toBe('PARTIAL_RESUMABLE');
    const [major, minor, patch] = VERSION.split('.').map(Number);
    writtenBy(ws, `${major}.${minor}.${patch! + 1}`);
    const before = FILES.map((f) => ws.read(f));
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(5);
    expect(jsonOf(r)['status']).toBe('RUN_WRITTEN_BY_NEWER_STAGEGATE');
    expect(FILES.map((f) => ws.read(f))).toEqual(before);
    expect(ws.exists('runs/r1/b.md')).toBe(false);
  });

  it('an event this build does not know, after the newer build\'s run_started: the same refusal, not a journal that does not replay', { tags: [CAMPAIGN] }, async () => {
    const ws = twoSteps();
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'a', '--json'])).code).toBe(0);
    const events = ws.read(FILES[0]!).trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    const started = { ...events[0]!, at: new Date().toISOString(), mode: 'resume', stagegate_version: '99.0.0', stop_after_step: null };
    ws.write(FILES[0]!, rechained([...events, started, { at: new Date().toISOString(), event: 'checkpoint_made', step: 'b' }]));
    const r = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r)).toMatchObject({ status: 'RUN_WRITTEN_BY_NEWER_STAGEGATE', exit_code: 5 });
  });
});
