// Appending to a run's journal (journal.ts reads it): the one writer of a run's truth, loaded only
// by the commands that change a run, not by the read-only ones (status, graph).
import { closeSync, fdatasyncSync, fstatSync, ftruncateSync, lstatSync, mkdirSync, openSync, writeSync, constants } from 'node:fs';
import { dirname } from 'node:path';
import { EMPTY_HEAD, sha256Hex, syncDir, type JournalFound, type JournalHead, type JournalLine } from './journal.js';
import { SyncedNames, syncUpTo } from './synced-names.js';

/**
 * Appends to one journal. Opened once per invocation: a torn tail is cut off first, a new file
 * is created exclusively, and the journal's folder is fsync'd once by this writer's first commit,
 * after that commit's fdatasync — a journal it created or one it found: a creator killed between
 * its first fdatasync and the folder's sync left a name no later writer would otherwise sync (one
 * fsync per invocation). The creation is part of that commit: until the append returns nothing
 * relies on the file's name, and a folder synced after the file's data costs ~0.1 ms on ext4,
 * where the data's sync has committed the name already, against ~0.5 ms before it. The folders
 * above it up to the workspace have their parents synced by the same commit (synced-names.ts),
 * except those this invocation synced already: a folder's name is in its parent, the journal's
 * name vanishes with it, and a runner killed before its first commit leaves folders it made that
 * no later runner can tell from durable ones. Before every append the path must
 * still name the file this writer holds (device + inode): a stage that replaced the journal
 * cannot make the runner write into a file it no longer reads. Nor may the file hold other bytes
 * than the ones this writer committed (its size): a stage that wrote into the journal in place
 * (appended a line, truncated it) would have the runner chain its next events after a line that
 * breaks the chain, and report a run every later read refuses.
 * An append that fails part way (a full disk: ENOSPC after some bytes) leaves bytes of its own
 * past the committed size: they are cut back at once, or — when that fails too — remembered as
 * this writer's own, and cut back before the next append (never taken for a stage's write).
 */
export class JournalWriter {
  /** Bytes past `size` up to this size are this writer's own, from an append that failed part way. */
  private ownTail: number | undefined;
  /** The journal's folder and those above it (up to `folders.root`) are fsync'd once this writer's first append's data is synced. */
  private foldersSynced = false;

  private constructor(
    private readonly path: string,
    private fd: number,
    private head: JournalHead,
    private readonly identity: { dev: number; ino: number },
    /** The journal's size as this writer left it: every byte in it committed by a runner. */
    private size: number,
    private readonly io: JournalWriterIo,
    private readonly folders: JournalFolders,
  ) {}

  /**
   * Open `path` for appending after `read` (what readJournal or scanJournal found there a moment ago).
   * `io`: the file writes an append makes (a test fails them part way, as a full disk does).
   * `folders`: up to which folder (the workspace) the first commit syncs the folders' names, and
   * the names this invocation synced already; without it, the journal's folder alone is synced.
   */
  static open(path: string, read: { kind: 'absent' } | JournalFound, io: Partial<JournalWriterIo> = {}, folders?: JournalFolders): JournalWriter {
    let fd: number;
    if (read.kind === 'absent') {
      mkdirSync(dirname(path), { recursive: true });
      fd = openSync(path, constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o644);
    } else {
      fd = openSync(path, constants.O_WRONLY | constants.O_APPEND | constants.O_NOFOLLOW);
      if (read.tornBytes > 0) {
        ftruncateSync(fd, read.committedBytes);
        fdatasyncSync(fd);
      }
    }
    const st = fstatSync(fd);
    if (!st.isFile()) {
      closeSync(fd);
      throw Object.assign(new Error(`${path} is not a regular file`), { code: 'EFTYPE' });
    }
    // Whoever created the journal (or a folder above it) may have been killed before it synced
    // them (before or after its first commit): this writer's first commit syncs them, whatever the journal holds.
    return new JournalWriter(path, fd, read.kind === 'ok' ? read.head : EMPTY_HEAD, { dev: st.dev, ino: st.ino }, st.size, { ...NODE_IO, ...io }, folders ?? { root: dirname(path), synced: new SyncedNames() });
  }

  get current(): JournalHead {
    return this.head;
  }

  /** Whether the path still names the file this writer appends to. */
  stillOurs(): boolean {
    try {
      const st = lstatSync(this.path);
      return st.isFile() && st.dev === this.identity.dev && st.ino === this.identity.ino;
    } catch {
      return false;
    }
  }

  /**
   * Append events (each gets its seq and prev) in one write, then fdatasync: committed when this
   * returns. Returns the lines as written.
   */
  append<E extends { event: string; at: string }>(events: readonly E[]): Array<JournalLine<E>> {
    if (events.length === 0) return [];
    if (!this.stillOurs()) throw Object.assign(new Error(`${this.path} was replaced or removed while the run held it`), { code: 'EJOURNALSWAPPED' });
    let size = fstatSync(this.fd).size;
    if (this.ownTail !== undefined && size === this.ownTail) {
      // What an append that failed part way left: this writer's own bytes, never committed.
      this.cutBack();
      size = fstatSync(this.fd).size;
    }
    if (size !== this.size) throw Object.assign(new Error(`${this.path} was written to while the run held it (${size} bytes, ${this.size} committed)`), { code: 'EJOURNALCHANGED', committed: this.size });
    let { seq, sha256: prev } = this.head;
    const out: Array<JournalLine<E>> = [];
    const texts: string[] = [];
    for (const e of events) {
      seq++;
      const { event, at, ...rest } = e as { event: string; at: string } & Record<string, unknown>;
      const line = { seq, prev, at, event, ...rest } as unknown as JournalLine<E>;
      const text = JSON.stringify(line);
      prev = sha256Hex(text);
      texts.push(text);
      out.push(line);
    }
    // The lines encoded straight into one buffer: a joined copy of them (a foreach_loaded line of
    // 100,000 items is ~16 MB) would be one more large string alive while the commit runs.
    const buffer = Buffer.allocUnsafe(texts.reduce((n, text) => n + Buffer.byteLength(text, 'utf8') + 1, 0));
    let at = 0;
    for (const text of texts) {
      at += buffer.write(text, at, 'utf8');
      buffer[at++] = 0x0a;
    }
    let written = 0;
    try {
      while (written < buffer.length) written += this.io.writeSync(this.fd, buffer, written, buffer.length - written);
      this.io.fdatasyncSync(this.fd);
      // The journal's name is committed with this writer's first events (a power loss before this
      // returns loses at most an empty or uncommitted journal, as a kill does).
      // So are the names of the folders above it.
      if (!this.foldersSynced) {
        syncUpTo(dirname(this.path), this.folders.root, this.folders.synced, (dir) => this.io.syncDir(dir));
        this.foldersSynced = true;
      }
    } catch (error) {
      // Not committed: the bytes it wrote are cut back (the journal ends at its last event again),
      // or, when that fails too, remembered as this writer's own (the next append cuts them back).
      this.ownTail = fstatSync(this.fd).size;
      try {
        this.cutBack();
      } catch {
        // Kept for the next append (ownTail).
      }
      throw error;
    }
    this.head = { seq, sha256: prev };
    this.size += buffer.length;
    return out;
  }

  /** Cut the journal back to what is committed (an append that failed part way left the rest). */
  private cutBack(): void {
    this.io.ftruncateSync(this.fd, this.size);
    this.io.fdatasyncSync(this.fd);
    this.ownTail = undefined;
  }

  close(): void {
    if (this.fd < 0) return;
    try {
      closeSync(this.fd);
    } finally {
      this.fd = -1;
    }
  }
}

/** Which folders a writer's first commit syncs (JournalWriter.open's `folders`). */
export interface JournalFolders {
  /** The workspace: the folders from the journal's up to it have their names synced (synced-names.ts). */
  root: string;
  /** The names this invocation synced already (shared with the runs it starts). */
  synced: SyncedNames;
}

/** The writes an append makes (JournalWriter.open's `io`). */
export interface JournalWriterIo {
  writeSync(fd: number, buffer: Buffer, offset: number, length: number): number;
  fdatasyncSync(fd: number): void;
  ftruncateSync(fd: number, length: number): void;
  /** fsync a folder (journal.ts syncDir): the journal's and those above it up to the workspace, after its first append's fdatasync. */
  syncDir(dir: string): void;
}

const NODE_IO: JournalWriterIo = {
  writeSync: (fd, buffer, offset, length) => writeSync(fd, buffer, offset, length),
  fdatasyncSync: (fd) => fdatasyncSync(fd),
  ftruncateSync: (fd, length) => ftruncateSync(fd, length),
  syncDir,
};
