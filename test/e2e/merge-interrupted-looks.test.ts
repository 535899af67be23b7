// A merge interrupted while it copied a shard from elsewhere (killed, or a full disk) leaves its
// marker (<state>.merging) and a folder half copied: a resume stops SHARD_MERGE_INTERRUPTED, its fix
// the merge again (test/slow/merge-crash.test.ts kills real merges at every copy). What the other
// commands make of that run: status and plan say the stop and the command run would give, and a
// leg (`run --shard`) in a folder the marker names is refused, nothing run. The interrupted merge is
// made here as a kill before the copy's last file (SHARD.json, renamed in last) leaves it: the
// marker written by the merge's own writer, the shard's other files copied.
import { cpSync, existsSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, outsideDir, removeWorkspaces, type TempWorkspace } from '../helpers/cli.js';
import { machine } from '../helpers/shards.js';
import { carry, planned, shardFolder } from './shards-fixtures.js';
import { writeMergeMarker } from '../../src/core/shards/merge-marker.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

/** Run r1 at its foreach, A-1's shard made on another machine and carried here, its merge interrupted mid-copy. */
async function interrupted(): Promise<{ ws: TempWorkspace; from: string }> {
  const ws = await planned();
  const leg = machine(ws);
  expect(jsonOf(await leg.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'A-1', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
  const from = carry(leg, 'A-1', outsideDir());
  writeMergeMarker(ws.path('runs/r1/workflow_state.yaml'), { from: [from], folders: [shardFolder('A-1')] });
  cpSync(from, ws.path(shardFolder('A-1')), { recursive: true, filter: (src) => !src.endsWith('SHARD.json') && !src.endsWith('.lock') });
  return { ws, from };
}

const merge = (from: string): string => `stagegate merge wf.yaml --run-id r1 --from ${from}`;

describe('a merge interrupted mid-copy, as status, plan and a leg see it', () => {
  it('status (--json and text) and plan say SHARD_MERGE_INTERRUPTED with the merge to paste, as the resume then stops', async () => {
    const { ws, from } = await interrupted();
    // Before: status said PARTIAL_RESUMABLE at loop (next: the plain resume), plan that the resume continues at loop.
    const status = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    const said = jsonOf(status);
    expect(said).toMatchObject({ status: 'SHARD_MERGE_INTERRUPTED', exit_code: 4, active_step: 'loop', next_command: merge(from) });
    expect(String(said['hint'])).toContain(`\`${merge(from)}\``);
    expect(String(said['message'])).toContain(`into ${shardFolder('A-1')}`);
    const text = await ws.run(['status', 'wf.yaml', '--run-id', 'r1']);
    expect(text.stdout).toContain('SHARD_MERGE_INTERRUPTED');
    expect(text.stdout).toContain(merge(from));
    const plan = jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(plan).toMatchObject({ status: 'SHARD_MERGE_INTERRUPTED', exit_code: 4 });
    expect(String(plan['hint'])).toContain(`\`${merge(from)}\``);
    // What the resume then does: the same stop, the same fix.
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(resumed.code).toBe(4);
    const run = jsonOf(resumed);
    expect(run['status']).toBe('SHARD_MERGE_INTERRUPTED');
    expect(run['hint']).toBe(said['hint']);
    // status exits with the stop's exit status, as run does.
    expect(status.code).toBe(4);
    // Once merged again, nothing is said of it any more.
    expect(jsonOf(await ws.run(['merge', 'wf.yaml', '--run-id', 'r1', '--from', from, '--json']))).toMatchObject({ merge: { merged: ['A-1'] } });
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']))['status']).not.toBe('SHARD_MERGE_INTERRUPTED');
  });

  it('run --shard in a folder the marker names is refused SHARD_MERGE_INTERRUPTED, nothing run; another key runs', async () => {
    const { ws, from } = await interrupted();
    const before = readdirSync(ws.path(shardFolder('A-1'))).sort();
    // Before: the leg continued the half-made copy as its own run (or made the folder again), and the next resume asked for the merge again.
    const leg = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'A-1', '--json']);
    expect(leg.code).toBe(4);
    const said = jsonOf(leg);
    expect(said).toMatchObject({ status: 'SHARD_MERGE_INTERRUPTED' });
    expect(String(said['hint'])).toContain(`\`${merge(from)}\``);
    expect(readdirSync(ws.path(shardFolder('A-1'))).sort()).toEqual(before);
    expect(existsSync(join(ws.path(shardFolder('A-1')), 'SHARD.json'))).toBe(false);
    // A key the marker does not name runs.
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'B-2', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE' });

    // The folder removed (as the fix allows when the --from folders are gone), the marker still there:
    // a leg would make the folder again and the next resume ask for the merge; refused, its fix the marker's removal.
    rmSync(ws.path(shardFolder('A-1')), { recursive: true });
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'A-1', '--json']);
    expect(again.code).toBe(4);
    const refused = jsonOf(again);
    expect(refused).toMatchObject({ status: 'SHARD_MERGE_INTERRUPTED' });
    expect(String(refused['hint'])).toContain('Remove runs/r1/workflow_state.yaml.merging');
    expect(existsSync(ws.path(shardFolder('A-1')))).toBe(false);
    rmSync(ws.path('runs/r1/workflow_state.yaml.merging'));
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'A-1', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(jsonOf(await ws.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ merge: { merged: ['A-1', 'B-2'] } });
  });

  it("the fix's other way (the --from folders gone: the folders removed, then the resume) leads on: the resume drops the spent marker, so an item it runs there is continued by the next resume", { tags: [CAMPAIGN] }, async () => {
    const { ws } = await interrupted();
    rmSync(ws.path(shardFolder('A-1')), { recursive: true });
    // A folder on the way that cannot be looked at (a link looping on itself: ELOOP) is not gone: the
    // resume keeps the marker and stops, naming the folder and the error's code.
    // Before: taken for gone, the marker was dropped and the resume went on.
    const item = dirname(shardFolder('A-1'));
    rmSync(ws.path(item), { recursive: true });
    symlinkSync(basename(item), ws.path(item));
    const looped = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(looped.code).toBe(4);
    expect(jsonOf(looped)).toMatchObject({ status: 'SHARD_MERGE_INTERRUPTED' });
    expect(String(jsonOf(looped)['message'])).toContain(`into ${shardFolder('A-1')} (it cannot be looked at: ELOOP)`);
    expect(String(jsonOf(looped)['hint'])).toContain(`${shardFolder('A-1')} cannot be looked at, so it counts as there`);
    expect(existsSync(ws.path('runs/r1/workflow_state.yaml.merging'))).toBe(true);
    expect(ws.lines('items.txt')).toEqual([]);
    rmSync(ws.path(item));
    // The resume runs A-1 here (in the folder the marker named), B-2 and C-3; C-3's stage fails, the run stops at loop.
    const stopped = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env: { FAIL_ITEM: 'C-3' } }));
    expect(stopped).toMatchObject({ active_step: 'loop' });
    expect(stopped['status']).not.toBe('SHARD_MERGE_INTERRUPTED');
    expect(existsSync(ws.path(shardFolder('A-1')))).toBe(true);
    expect(existsSync(ws.path('runs/r1/workflow_state.yaml.merging'))).toBe(false);
    // Before: the marker stayed and named A-1's folder, there again: status and every resume said SHARD_MERGE_INTERRUPTED,
    // their fix the merge (its --from gone) or removing A-1's folder (what the resume ran), again and again.
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']))['status']).not.toBe('SHARD_MERGE_INTERRUPTED');
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    // A-1 ran once, here.
    expect(ws.lines('items.txt').filter((l) => l.startsWith('A-1 '))).toEqual(['A-1 design', 'A-1 verify']);
  });
});
