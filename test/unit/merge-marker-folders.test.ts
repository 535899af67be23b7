// Which folders an interrupted merge's marker names still count (merge-marker.ts foldersLeft): one
// that is there, or cannot be looked at (a looping link: ELOOP) keeps the marker; one not there,
// or a path that leads outside the workspace (no folder of the run's), does not.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Workspace } from '../../src/core/workspace/workspace.js';
import { foldersLeft, interruptedMerge, writeMergeMarker } from '../../src/core/shards/merge-marker.js';

const base = realpathSync(mkdtempSync(join(tmpdir(), 'stagegate-merge-marker-')));
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe("an interrupted merge's marker", () => {
  it('keeps a folder that is there or cannot be looked at; a path outside the workspace is no folder of the run (before review51: it stopped every resume, its fix to remove ../outside)', () => {
    const root = join(base, 'ws');
    mkdirSync(join(root, 'runs/r1/foreach/loop/a/v1'), { recursive: true });
    mkdirSync(join(base, 'outside'));
    symlinkSync(join(base, 'outside'), join(root, 'runs/r1/out'));
    symlinkSync('loop', join(root, 'runs/r1/loop'));
    const ws = new Workspace(root);
    const folders = ['runs/r1/foreach/loop/a/v1', 'runs/r1/loop/x', 'runs/r1/none', '../outside', 'runs/r1/out', 'runs/r1/out/x'];
    expect(foldersLeft(ws, { from: [], folders })).toEqual([{ folder: 'runs/r1/foreach/loop/a/v1' }, { folder: 'runs/r1/loop/x', unreadable: 'ELOOP' }]);
    // Only outside folders named: nothing is left, so no resume stops on it.
    const state = join(root, 'runs/r1/workflow_state.yaml');
    writeMergeMarker(state, { from: [join(base, 'from')], folders: ['../outside', 'runs/r1/out'] });
    expect(interruptedMerge(ws, state, { runId: 'r1', workflowFile: 'wf.yaml', commandName: 'stagegate', locating: [] })).toBeUndefined();
  });
});
