// Writing a run's manifest and its LATEST_RUN.md pointer (projections a runner writes after each
// commit). Apart from manifest.ts, which only reads and renders, so that read-only commands
// (status, graph) load no writer.
import { lstatSync } from 'node:fs';
import { StagegateError } from '../run/errors.js';
import { kindOf, readRegularFile } from './own-file.js';
import { atomicWriteFile } from './atomic-write.js';
import type { RandomHex } from './random-hex.js';
import type { RunState } from './state.js';
import type { Chunks, ProjectionCache } from './snapshot.js';
import { manifestChunks, manifestText, type ManifestContext } from './manifest.js';

/**
 * Write the manifest unless it already says exactly this (a projection: atomic, not fsync'd).
 * Returns its length. With `cache`, the file is read back only before this run's first write
 * (after that, every write follows a commit that moved the journal head the manifest records).
 * `random`: the run's pool its temp file's name comes from (random-hex.ts).
 */
export function writeManifest(absPath: string, state: RunState, m: ManifestContext, cache?: ProjectionCache, random?: RandomHex): number {
  const chunks: Chunks = cache ? manifestChunks(state, m, cache) : [Buffer.from(manifestText(state, m), 'utf8')];
  const length = chunks.reduce((n, c) => n + c.length, 0);
  // Read back only before the first write through `cache` (manifestChunks counts the writes).
  if (cache === undefined || cache.writes === 1) {
    try {
      if (readRegularFile(absPath, Number.MAX_SAFE_INTEGER, { follow: true }).equals(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks))) return length;
    } catch {
      /* absent, unreadable or not a file (never waited on, if a FIFO): write it */
    }
  }
  try {
    atomicWriteFile(absPath, chunks, { durable: false, ...(random ? { random } : {}) });
  } catch (error) {
    throw manifestInTheWay(absPath) ?? error;
  }
  return length;
}

/**
 * A directory (or FIFO, device, socket) where the manifest goes: the rename cannot replace it, and
 * no free space or permission would change that. RUN_FILE_UNSAFE naming it, with the fix that
 * works: the manifest is a projection of the journal, written again by the next invocation.
 */
function manifestInTheWay(absPath: string): StagegateError | undefined {
  const there = lstatSync(absPath, { throwIfNoEntry: false });
  if (there === undefined || there.isFile() || there.isSymbolicLink()) return undefined;
  return new StagegateError('RUN_FILE_UNSAFE', `the run manifest ${absPath} is ${kindOf(there)}, not the file stagegate writes there; nothing was written through it (the journal holds everything so far)`, {
    hint: `Remove ${absPath} (move it aside first if it holds anything you need), then resume: the manifest is written again from the journal.`,
  });
}

export function writeLatestPointer(absPath: string, state: RunState, manifestRel: string, stateRel: string): void {
  const text = [
    '# Latest run (pointer only)',
    '',
    'This file is a convenience pointer. It is never evidence: read the manifest and state it names.',
    '',
    `- run_id: ${state.run_id}`,
    `- workflow: ${state.workflow}`,
    `- manifest: ${manifestRel}`,
    `- state: ${stateRel}`,
    `- status: ${state.status}`,
    `- updated: ${state.updated_at}`,
    '',
  ].join('\n');
  atomicWriteFile(absPath, text, { durable: false });
}
