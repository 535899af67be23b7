// A restored child run never lands in the repository's .git folder, however a file system spells it.
import { describe, expect, it } from 'vitest';
import { isGitDirName } from '../../src/core/workspace/workspace.js';

describe('isGitDirName', () => {
  it('knows .git in any case, with the trailing dots or spaces Windows drops, and as the 8.3 short name', () => {
    for (const name of ['.git', '.GIT', '.Git', '.git.', '.git..', '.git ', '.git. .', 'GIT~1', 'git~12']) expect(isGitDirName(name), name).toBe(true);
  });

  it('knows .git followed by an NTFS stream (the folder itself on Windows)', () => {
    for (const name of ['.git::$INDEX_ALLOCATION', '.GIT::$index_allocation', '.git:x', '.git. :x', 'GIT~1::$INDEX_ALLOCATION']) expect(isGitDirName(name), name).toBe(true);
    for (const name of ['a.git:x', '.gitx:y', ':.git']) expect(isGitDirName(name), name).toBe(false);
  });

  it('leaves other names alone', () => {
    for (const name of ['git', '.gitignore', '.github', 'a.git', '.git-x', 'git~', 'git~x', '..', '.']) expect(isGitDirName(name), name).toBe(false);
  });
});
