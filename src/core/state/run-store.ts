// Committing a run: appending its events to the journal (one fdatasync) and writing the snapshot
// projected from them. Apart from store.ts (loading), so read-only commands load no writer.
import { basename } from 'node:path';
import { StagegateError } from '../run/errors.js';
import { JournalWriter, type JournalFolders, type JournalWriterIo } from './journal-writer.js';
import type { JournalHead } from './journal.js';
import { ProjectionCache, snapshotChunksOf } from './snapshot.js';
import { atomicWriteFile } from './atomic-write.js';
import type { RandomHex } from './random-hex.js';
import type { RunState } from './state.js';
import type { JournalEvent } from './events.js';
import { journalFileOf, manifestJournalName, type RunFiles, type RunLoad } from './store.js';

/** Appends a run's events and writes its projections. */
export class RunStore {
  /** The step and artifact records' text as last written (snapshot.ts: ProjectionCache). */
  private readonly projected = new ProjectionCache();

  private constructor(
    private readonly files: RunFiles,
    private readonly writer: JournalWriter,
    /** The run's pool the snapshot's temp names come from (random-hex.ts). */
    private readonly random: RandomHex | undefined,
  ) {}

  /**
   * Open for writing after `load` (absent: a new journal is created exclusively); `io`: the writes an append makes (RunnerPorts.journal);
   * `folders`: the folders above the journal its first commit syncs (up to the workspace), and those this invocation synced already.
   */
  static open(files: RunFiles, load: Extract<RunLoad, { kind: 'ok' | 'absent' }>, random?: RandomHex, io?: Partial<JournalWriterIo>, folders?: JournalFolders): RunStore {
    const journal = journalFileOf(files);
    const read = load.kind === 'ok' ? load.journal : (load.journal ?? { kind: 'absent' as const });
    try {
      return new RunStore(files, JournalWriter.open(journal, read, io, folders), random);
    } catch (error) {
      // A journal the runner cannot open for appending (read-only file or folder, a full disk): a
      // documented stop, with nothing written, not an internal error.
      const code = (error as NodeJS.ErrnoException).code;
      if (code === undefined) throw error;
      throw new StagegateError('STATE_WRITE_FAILED', `cannot write the journal ${journal} (${code}: it cannot be opened for appending); nothing was changed`, {
        hint: 'Make the journal and its folder writable (or free disk space), then run again.',
        cause: error,
      });
    }
  }

  get head(): JournalHead {
    return this.writer.current;
  }

  get journalFile(): string {
    return basename(journalFileOf(this.files));
  }

  /** The journal as a manifest at `manifestAbs` names it (store.ts manifestJournalName). */
  journalFrom(manifestAbs: string): string {
    return manifestJournalName(manifestAbs, journalFileOf(this.files));
  }

  /** Append events: committed (fdatasync'd) when this returns. */
  commit(events: readonly JournalEvent[]): void {
    this.writer.append(events);
  }

  /** workflow_state.yaml for `state` at the current head (atomic; a projection, so not fsync'd). Returns its length. */
  writeSnapshot(state: RunState): number {
    const chunks = snapshotChunksOf(state, this.head, this.journalFile, this.projected);
    atomicWriteFile(this.files.state, chunks, { durable: false, ...(this.random ? { random: this.random } : {}) });
    return chunks.reduce((n, c) => n + c.length, 0);
  }

  close(): void {
    this.writer.close();
  }
}
