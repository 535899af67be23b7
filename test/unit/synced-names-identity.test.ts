// A folder's identity in SyncedNames (synced-names.ts): device, inode and birth time; on a file
// system that keeps no birth time (0, or none), a folder removed and made again at the same inode
// must not pass for the one synced before: the status change time tells them apart.
import { describe, expect, it } from 'vitest';
import { folderIdentity, type FolderStat } from '../../src/core/state/synced-names.js';

function stat(fields: Partial<FolderStat> & { ctimeNs: bigint }, isFolder = true): FolderStat {
  return { dev: 2049n, ino: 4242n, ...fields, isDirectory: () => isFolder };
}

describe('folderIdentity', () => {
  it('tells a remade folder at the same inode from the first by its birth time', () => {
    expect(folderIdentity(stat({ birthtimeNs: 100n, ctimeNs: 500n }))).not.toBe(folderIdentity(stat({ birthtimeNs: 200n, ctimeNs: 500n })));
    // Where birth time is kept, a change of the folder's entries (its ctime) is the same folder.
    expect(folderIdentity(stat({ birthtimeNs: 100n, ctimeNs: 500n }))).toBe(folderIdentity(stat({ birthtimeNs: 100n, ctimeNs: 900n })));
  });

  it('without a birth time (0 or none), a folder remade at the same inode is another folder', () => {
    for (const birthtimeNs of [0n, undefined]) {
      const first = folderIdentity(stat({ birthtimeNs, ctimeNs: 500n }));
      const remade = folderIdentity(stat({ birthtimeNs, ctimeNs: 700n }));
      expect(first).toBeDefined();
      expect(remade).not.toBe(first);
      // The same folder, unchanged, is still itself (the cache still spares its sync).
      expect(folderIdentity(stat({ birthtimeNs, ctimeNs: 500n }))).toBe(first);
    }
  });

  it('gives a non-folder no identity', () => {
    expect(folderIdentity(stat({ birthtimeNs: 1n, ctimeNs: 1n }, false))).toBeUndefined();
  });
});
