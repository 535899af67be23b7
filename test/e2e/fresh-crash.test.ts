// A `--mode fresh` that stopped part way through moving the earlier run aside (a crash: the
// first steps of the move made here with the runner's own functions — its list of paths, its
// marker, its renames — and nothing after), then a plain `run`: the resume finishes the fresh
// start into the folder it chose and starts the run anew; it never refuses it, and never reads
// what was left as the run. (test/slow/fresh-crash.test.ts SIGKILLs the built CLI at each step.)
// What the marker does not change: a journal cut while the manifest records its head is refused.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { chainYaml, jsonOf, workflowYaml, removeWorkspaces, workspaceWith, type TempWorkspace } from '../helpers/cli.js';
import { madeOnce } from '../helpers/shards.js';
import { Workspace } from '../../src/core/workspace/workspace.js';
import { loadAndCheck } from '../../src/core/model/load-and-check.js';
import { resolveRunContext } from '../../src/core/run/context.js';
import { freshOwnedPaths } from '../../src/core/run/fresh.js';
import { beginSupersede, moveAside } from '../../src/core/state/supersede.js';
import { freshMarkerPath } from '../../src/core/state/fresh-marker.js';
import { RunLock } from '../../src/core/state/lock.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const RUN = 'runs/r1';
const STATE = `${RUN}/workflow_state.yaml`;
const JOURNAL = `${RUN}/workflow_state.journal.jsonl`;
const MANIFEST = `${RUN}/RUN_MANIFEST.yaml`;

/** The chain a -> b -> c, run to its end. */
const completed = madeOnce(async () => {
  const ws = workspaceWith({ 'wf.yaml': chainYaml('chain', ['a', 'b', 'c']) });
  expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 3 });
  return ws;
});

/** The chain a -> b with required inputs run_id and topic, run to its end with topic=A. */
const withTopic = madeOnce(async () => {
  const steps = { a: { run: 'source lib.sh; stage OK', statuses: { OK: 'b' } }, b: { run: 'source lib.sh; stage OK', statuses: { OK: 'DONE' } } };
  const ws = workspaceWith({ 'wf.yaml': workflowYaml('topics', steps, { required: ['run_id', 'topic'] }) });
  expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'topic=A', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 2 });
  return ws;
});

/** The first `n` steps of a fresh start of r1, as the runner takes them; the paths it would move, in order. */
function interruptedFresh(ws: TempWorkspace, n: number): { moved: string[]; all: string[]; folder: string } {
  const workspace = new Workspace(ws.dir);
  const workflow = loadAndCheck(workspace, 'wf.yaml');
  const ctx = resolveRunContext(workflow, workspace, { tokens: {}, runId: 'r1', mode: 'fresh' }, new Date(), { readOnly: true });
  const previous = ctx.existing.kind === 'ok' ? ctx.existing.state : undefined;
  const paths = freshOwnedPaths(ctx, previous).filter((p) => ws.exists(p.rel));
  const pending = beginSupersede(workspace, ctx.runRoot, ctx.statePath, paths, '20261205T000000Z');
  expect(pending).not.toBeNull();
  moveAside(pending!, paths.slice(0, n));
  return { moved: paths.slice(0, n).map((p) => p.rel), all: paths.map((p) => p.rel), folder: pending!.target.rel };
}

describe('a fresh start a crash interrupted', () => {
  /** The fresh start of r1 interrupted after `n` of its moves, `all` of them in order: the next plain run finishes it and starts the run anew. */
  async function interruptedAfter(n: number, all: string[]): Promise<void> {
    const ws = await completed();
    const earlier = ws.read(JOURNAL);
    const { moved, folder } = interruptedFresh(ws, n);
    expect(moved).toEqual(all.slice(0, n));
    expect(ws.exists(`${STATE}.fresh`)).toBe(true);
    // The marker names the run it supersedes by its journal's first event (as SHARD.json's run_instance).
    expect(JSON.parse(ws.read(`${STATE}.fresh`))).toEqual({ schema: 'stagegate/fresh-start@1', target: folder, run_instance: { seq: 1, sha256: createHash('sha256').update(earlier.split('\n')[0]!).digest('hex') } });
    // status says what the next run does (never an edited run, nor the earlier run as if it stood).
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([st.code, jsonOf(st)['status'], jsonOf(st)['next_command']], `after ${n} moves: ${st.stdout}`).toEqual([0, 'NOT_STARTED', 'stagegate run wf.yaml --run-id r1']);
    expect(jsonOf(st)['message']).toBe(`a fresh start of run r1 was interrupted before it moved every file of the earlier run into ${folder}: the next run finishes it and starts the run anew`);
    // So does plan: a run that starts at the entry step, not the earlier run's resume.
    const p = jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect([p['status'], p['next_step'], p['stop']], `after ${n} moves`).toEqual(['PLAN', 'a', null]);
    expect(p['reason']).toContain(`a fresh start of run r1 was interrupted before it moved every file of the earlier run into ${folder}`);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([r.code, jsonOf(r)['status'], jsonOf(r)['stages_run']], `after ${n} moves: ${r.stdout}${r.stderr}`).toEqual([0, 'WORKFLOW_COMPLETE', 3]);
    // A new run: every stage again; its journal its own, naming the folder it superseded.
    expect(ws.lines('counter.txt')).toEqual(['a', 'b', 'c', 'a', 'b', 'c']);
    const first = JSON.parse(ws.read(JOURNAL).split('\n')[0]!);
    expect(first).toMatchObject({ seq: 1, event: 'run_started', mode: 'fresh', ignore_previous_completion: true, fresh_execution_of: { run_id: 'r1', status: 'WORKFLOW_COMPLETE', superseded_to: folder } });
    // Every file of the earlier run in that one folder, its journal whole; no marker left.
    expect(readdirSync(ws.path(`${RUN}/.superseded`))).toEqual([folder.split('/').pop()]);
    for (const rel of all) expect(ws.exists(`${folder}/${rel}`), `${rel} after ${n} moves`).toBe(true);
    expect(ws.read(`${folder}/${JOURNAL}`)).toBe(earlier);
    expect(ws.exists(`${STATE}.fresh`)).toBe(false);
  }

  /** Every path of the move, in order (the manifest, the state file and the journal first). */
  const movedPaths = async (): Promise<string[]> => {
    const { all } = interruptedFresh(await completed(), 0);
    expect(all.slice(0, 3)).toEqual([MANIFEST, STATE, JOURNAL]);
    expect(all).toEqual(expect.arrayContaining([`${RUN}/logs`, `${RUN}/a.md`, `${RUN}/c.md`]));
    return all;
  };
  // npm test stops the move before any rename, after the manifest (it moves first, before the state
  // file and the journal), after the journal (the run's files gone, its logs and outputs in place)
  // and after the last; the slow tier's campaign project every other point of it (and
  // test/slow/fresh-crash.test.ts SIGKILLs the built CLI at each step).
  const kept = (all: string[]): number[] => [0, 1, 3, all.length];

  it('before its first move, after the manifest, after the journal and after its last move: the next plain run finishes it and starts the run anew, cleanly', async () => {
    const all = await movedPaths();
    for (const n of kept(all)) await interruptedAfter(n, all);
  });

  it('at every other step of its move aside: the same', { tags: [CAMPAIGN] }, async () => {
    const all = await movedPaths();
    const others = Array.from({ length: all.length + 1 }, (_, n) => n).filter((n) => !kept(all).includes(n));
    expect(others.length).toBeGreaterThan(0);
    for (const n of others) await interruptedAfter(n, all);
  });

  it('--mode fresh again finishes it the same way (into the folder it chose)', async () => {
    const ws = await completed();
    const { folder, all } = interruptedFresh(ws, 3);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--mode', 'fresh']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(ws.lines('counter.txt')).toEqual(['a', 'b', 'c', 'a', 'b', 'c']);
    // Said, as a note.
    expect(r.stdout + r.stderr).toContain(`a fresh start of run r1 was interrupted before it moved every file of the earlier run into ${folder}`);
    expect(readdirSync(ws.path(`${RUN}/.superseded`))).toEqual([folder.split('/').pop()]);
    for (const rel of all) expect(ws.exists(`${folder}/${rel}`), rel).toBe(true);
    expect(ws.exists(`${STATE}.fresh`)).toBe(false);
  });

  it('a marker does not make a journal cut acceptable: emptied or removed while the manifest records its head, it is refused', async () => {
    for (const cut of ['emptied', 'removed'] as const) {
      const ws = await completed();
      // A marker as a fresh start writes it, naming a real folder; then the journal cut, the manifest left.
      interruptedFresh(ws, 0);
      rmSync(ws.path(STATE));
      if (cut === 'emptied') ws.write(JOURNAL, '');
      else rmSync(ws.path(JOURNAL));
      const before = ws.read(MANIFEST);
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
      expect([r.code, jsonOf(r)['status']], r.stdout).toEqual([5, 'WORKFLOW_STATE_INTEGRITY_VIOLATION']);
      expect(jsonOf(r)['message']).toMatch(/records journal event \d+, but journal \S+ is missing or empty: events were cut from the journal/);
      const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
      expect([st.code, jsonOf(st)['status']]).toEqual([5, 'WORKFLOW_STATE_INTEGRITY_VIOLATION']);
      // Nothing moved, nothing ran.
      expect(ws.read(MANIFEST)).toBe(before);
      expect(ws.exists(`${STATE}.fresh`)).toBe(true);
      expect(ws.lines('counter.txt')).toEqual(['a', 'b', 'c']);
    }
  });

  it('a marker that names no folder of the run\'s .superseded/ is no fresh start: the run resumes as it stands', { tags: [CAMPAIGN] }, async () => {
    const ws = await completed();
    for (const target of ['src', `${RUN}/.superseded/../../..`, `${RUN}/.superseded/missing`]) {
      if (target === 'src') ws.write('src/keep.txt', 'mine\n');
      ws.write(`${STATE}.fresh`, JSON.stringify({ schema: 'stagegate/fresh-start@1', target }) + '\n');
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
      expect([r.code, jsonOf(r)['status'], jsonOf(r)['stages_run']], `${target}: ${r.stdout}`).toEqual([0, 'WORKFLOW_COMPLETE', 0]);
    }
    expect(ws.read('src/keep.txt')).toBe('mine\n');
    expect(ws.exists(`${RUN}/.superseded`)).toBe(false);
    expect(freshMarkerPath(ws.path(STATE))).toBe(ws.path(`${STATE}.fresh`));
  });

  it('a marker whose run instance is not the journal\'s changes no refusal: a stale output and an edited workflow stay refused', async () => {
    const firstLine = (ws: TempWorkspace) => ws.read(JOURNAL).split('\n')[0]!;
    for (const instance of ['forged', 'none', 'missing'] as const) {
      const ws = await completed();
      const origin = createHash('sha256').update(firstLine(ws)).digest('hex');
      // A folder of .superseded/ that exists (as a stage could make), and a marker naming it.
      mkdirSync(ws.path(`${RUN}/.superseded/20261205T000000Z`), { recursive: true });
      const run_instance = instance === 'forged' ? { seq: 1, sha256: origin.replace(/^./, (c) => (c === '0' ? '1' : '0')) } : instance === 'none' ? null : undefined;
      ws.write(`${STATE}.fresh`, JSON.stringify({ schema: 'stagegate/fresh-start@1', target: `${RUN}/.superseded/20261205T000000Z`, ...(instance !== 'missing' ? { run_instance } : {}) }) + '\n');
      ws.write(`${RUN}/a.md`, 'edited by hand\n');
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
      expect(jsonOf(r)['status'], `${instance}: ${r.stdout}`).toBe('STALE_ARTIFACT_REJECTED');
      const st = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
      expect(st['status'], instance).not.toBe('NOT_STARTED');
      const p = jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--json']));
      expect(p['reason'] ?? '', instance).not.toContain('a fresh start of run r1 was interrupted');
      // Nothing moved, nothing ran again, the journal is the run's own.
      expect(ws.lines('counter.txt')).toEqual(['a', 'b', 'c']);
      expect(readdirSync(ws.path(`${RUN}/.superseded/20261205T000000Z`))).toEqual([]);
      expect(createHash('sha256').update(firstLine(ws)).digest('hex')).toBe(origin);
      // Said, as a warning (a marker without an instance is no fresh start's marker at all: left, as one naming no folder).
      const said = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
      if (instance !== 'missing') expect(said.stdout + said.stderr, instance).toContain('it is ignored (it changes nothing; remove it)');
      // An edited workflow: still refused as one, never a fresh start.
    }
    const ws = await completed();
    mkdirSync(ws.path(`${RUN}/.superseded/20261205T000000Z`), { recursive: true });
    ws.write(`${STATE}.fresh`, JSON.stringify({ schema: 'stagegate/fresh-start@1', target: `${RUN}/.superseded/20261205T000000Z`, run_instance: { seq: 1, sha256: '0'.repeat(64) } }) + '\n');
    ws.write('wf.yaml', chainYaml('chain', ['a', 'x', 'c']));
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r)['status'], r.stdout).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
    expect(ws.lines('counter.txt')).toEqual(['a', 'b', 'c']);
    expect(readdirSync(ws.path(`${RUN}/.superseded/20261205T000000Z`))).toEqual([]);
  });

  it('with required inputs, whatever the crash point: status\'s command works and reuses the earlier run\'s inputs; inputs given start the new run with them', { tags: [CAMPAIGN] }, async () => {
    for (const n of [0, 3]) {
      // Before the journal moved (0 moves), and after the manifest, the state file and the journal did (3).
      const ws = await withTopic();
      const { moved } = interruptedFresh(ws, n);
      expect(moved.includes(JOURNAL), `after ${n} moves`).toBe(n === 3);
      const st = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
      expect([st['status'], st['next_command']], `after ${n} moves`).toEqual(['NOT_STARTED', 'stagegate run wf.yaml --run-id r1']);
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
      expect([r.code, jsonOf(r)['status'], jsonOf(r)['stages_run']], `after ${n} moves: ${r.stdout}${r.stderr}`).toEqual([0, 'WORKFLOW_COMPLETE', 2]);
      expect(ws.yaml(STATE).inputs, `after ${n} moves`).toMatchObject({ topic: 'A' });
      expect(ws.exists(`${STATE}.fresh`)).toBe(false);
    }
    for (const n of [0, 3]) {
      // The inputs the crashed fresh start was given: no conflict with the earlier run's, at either point.
      const ws = await withTopic();
      interruptedFresh(ws, n);
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'topic=B', '--json']);
      expect([r.code, jsonOf(r)['status'], jsonOf(r)['stages_run']], `after ${n} moves: ${r.stdout}${r.stderr}`).toEqual([0, 'WORKFLOW_COMPLETE', 2]);
      expect(ws.yaml(STATE).inputs, `after ${n} moves`).toMatchObject({ topic: 'B' });
    }
  });

  it('while a live runner holds the lock, status says the fresh start is under way (not interrupted) and offers no command', async () => {
    const ws = await completed();
    const { folder } = interruptedFresh(ws, 2);
    const lock = RunLock.acquire(ws.path(`${STATE}.lock`), 'test runner');
    try {
      const st = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
      expect([st['status'], st['next_command'], st['message']]).toEqual(['NOT_STARTED', null, `a fresh start of run r1 is under way (a runner holds its lock): it moves the earlier run's files into ${folder}, then starts the run anew`]);
    } finally {
      lock.release();
    }
    const st = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect([st['status'], st['next_command']]).toEqual(['NOT_STARTED', 'stagegate run wf.yaml --run-id r1']);
    expect(st['message']).toContain('was interrupted');
  });
});
