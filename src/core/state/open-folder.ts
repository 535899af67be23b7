// A folder opened only to be fsync'd. O_DIRECTORY | O_NOFOLLOW: a folder swapped for a link (or a
// file) between the check that found it and the sync is refused (ENOTDIR on Linux, ELOOP elsewhere), never followed
// to whatever the link names (a folder outside the workspace, a FIFO that would block the open).
import { openSync, constants } from 'node:fs';

export const FOLDER_SYNC_FLAGS = constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW;

/** Open the folder `dir` itself (not what a link there names) for an fsync; throws when it is no folder. */
export function openFolder(dir: string): number {
  return openSync(dir, FOLDER_SYNC_FLAGS);
}
