// `stagegate merge` copies a shard from another machine into its run's folder durably: every file it
// copies has its data synced, every folder it fills is synced after its files, and the shard folder's
// name with the folders above it up to the workspace — all before the merge's first commit of the
// shard's result to the run's journal. Recorded through the run's journal port (RunnerPorts.journal),
// each call passed on to the real fdatasync/fsync.
import { fdatasyncSync, readdirSync, readlinkSync, realpathSync, writeSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, outsideDir, removeWorkspaces } from '../helpers/cli.js';
import { machine } from '../helpers/shards.js';
import { carry, planned, shardFolder } from './shards-fixtures.js';
import { mergeShards } from '../../src/core/commands/shards.js';
import { systemClock } from '../../src/core/run/ports.js';
import { syncDir } from '../../src/core/state/journal.js';
import { createNodeProcessRunner } from '../../src/host/process-runner.js';
import { createGitSource } from '../../src/host/git-source.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

/** Every file and folder under `dir` (relative to `root`), the lock excepted. */
function tree(dir: string, root: string): { files: string[]; folders: string[] } {
  const files: string[] = [];
  const folders: string[] = [relative(root, dir)];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const at = join(dir, entry.name);
    if (entry.isDirectory()) {
      const sub = tree(at, root);
      files.push(...sub.files);
      folders.push(...sub.folders);
    } else if (!entry.name.endsWith('.lock')) files.push(relative(root, at));
  }
  return { files, folders };
}

describe('merge copies a shard durably', () => {
  it("each copied file's data, then its folder, then the shard folder's name up to the workspace are synced before the merge commits the shard's result", { tags: [CAMPAIGN] }, async () => {
    const plan = await planned([['A-1', 'Alpha', '-']]);
    const leg = machine(plan);
    expect(jsonOf(await leg.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'A-1', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    const from = carry(leg, 'A-1', outsideDir());
    const root = realpathSync(plan.dir);
    const journal = join(root, 'runs/r1/workflow_state.journal.jsonl');
    const calls: string[] = [];
    // SHARD.json is copied last under a temp name, synced, then renamed: its data is synced by that name.
    const named = (fd: number) => relative(root, readlinkSync(`/proc/self/fd/${fd}`)).replace(/\.SHARD\.json\.stagegate-tmp-[0-9a-f-]+$/, 'SHARD.json');
    const outcome = await mergeShards(
      { workspace: plan.dir, workflowFile: 'wf.yaml', invocation: { tokens: { run_id: 'r1' } }, env: { PATH: process.env['PATH'] ?? '' } },
      {
        processes: createNodeProcessRunner(),
        source: createGitSource(),
        clock: systemClock,
        journal: {
          writeSync: (fd, buffer, offset, length) => {
            calls.push(`write ${named(fd)}`);
            return writeSync(fd, buffer, offset, length);
          },
          fdatasyncSync: (fd) => {
            calls.push(`data ${named(fd)}`);
            fdatasyncSync(fd);
          },
          syncDir: (folder) => {
            calls.push(`dir ${relative(root, realpathSync(folder)) || '.'}`);
            syncDir(folder);
          },
        },
      },
      [{ abs: from, shown: from }],
    );
    expect(outcome.merge.merged).toEqual(['A-1']);
    expect(outcome.status).toBe('WORKFLOW_COMPLETE');
    const shard = shardFolder('A-1');
    const { files, folders } = tree(join(root, shard), root);
    expect(files).toContain(`${shard}/SHARD.json`);
    expect(files).toContain(`${shard}/workflow_state.journal.jsonl`);
    // The merge's first commit of the shard's result (its item_started/item_finished): after every sync of the copy.
    const commit = calls.findIndex((c, i) => c === `write ${relative(root, journal)}` && calls.slice(0, i).some((d) => d.startsWith(`data ${shard}/`)));
    expect(commit).toBeGreaterThan(0);
    const before = calls.slice(0, commit);
    for (const file of files) {
      const data = before.indexOf(`data ${file}`);
      expect(data, file).toBeGreaterThanOrEqual(0);
      // Its folder is synced after its data.
      expect(before.indexOf(`dir ${dirname(file)}`, data), file).toBeGreaterThan(data);
    }
    for (const folder of folders) expect(before, folder).toContain(`dir ${folder}`);
    // The shard folder's name and those above it up to the workspace (the lock made foreach/loop/a-1/v1).
    for (const above of ['runs/r1/foreach/loop/a-1', 'runs/r1/foreach/loop', 'runs/r1/foreach', 'runs/r1', 'runs', '.']) expect(before, above).toContain(`dir ${above}`);
    // SHARD.json, by which a merge finds the shard, last: after every other file's data and the shard folder's sync.
    const shardData = before.indexOf(`data ${shard}/SHARD.json`);
    for (const file of files) if (file !== `${shard}/SHARD.json`) expect(before.indexOf(`data ${file}`), file).toBeLessThan(shardData);
    expect(before.indexOf(`dir ${shard}`)).toBeLessThan(shardData);
    expect(before.lastIndexOf(`dir ${shard}`)).toBeGreaterThan(shardData);
  });
});
