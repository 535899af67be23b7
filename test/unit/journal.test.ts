// The run journal file: appended events come back in order with their chain; a torn last line
// (a crash mid-append) is dropped, reported and cut off before the next append; any other damage
// — an edited, removed or reordered line — is refused with its line; a writer never appends to a
// file that replaced the one it opened.
import { afterAll, describe, expect, it } from 'vitest';
import { appendFileSync, fdatasyncSync as fdatasync, ftruncateSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { JournalWriter } from '../../src/core/state/journal-writer.js';
import { SyncedNames } from '../../src/core/state/synced-names.js';
import { journalPathFor, ORIGIN_FIRST_READ, originOf, parseJournal, readJournal, readOrigin, scanHeld, scanJournal, sha256Hex, type HeldBytes } from '../../src/core/state/journal.js';

const dir = mkdtempSync(join(tmpdir(), 'stagegate-journal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
function fresh(): string {
  return join(dir, `j${++n}`, 'workflow_state.journal.jsonl');
}

const ev = (event: string, extra: Record<string, unknown> = {}) => ({ event, at: '2026-01-01T00:00:00.000Z', ...extra });

describe('journal file', () => {
  it('is named after the state file beside it', () => {
    expect(journalPathFor('runs/r1/workflow_state.yaml')).toBe('runs/r1/workflow_state.journal.jsonl');
    expect(journalPathFor('state/m1.yml')).toBe('state/m1.journal.jsonl');
  });

  it('appends events with seq and the previous line hash, one line each, and reads them back', () => {
    const path = fresh();
    const w = JournalWriter.open(path, { kind: 'absent' });
    w.append([ev('run_started', { run_id: 'r1' }), ev('attempt_started', { step: 'a' })]);
    w.append([ev('gate_accepted', { step: 'a', text: 'line\nbreak "quoted"' })]);
    w.close();
    const text = readFileSync(path, 'utf8');
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[0]!)).toMatchObject({ seq: 1, prev: null, event: 'run_started', run_id: 'r1' });
    expect(JSON.parse(lines[1]!)).toMatchObject({ seq: 2, prev: sha256Hex(lines[0]!) });
    expect(JSON.parse(lines[2]!)).toMatchObject({ seq: 3, prev: sha256Hex(lines[1]!), text: 'line\nbreak "quoted"' });
    const read = readJournal(path);
    expect(read.kind).toBe('ok');
    if (read.kind !== 'ok') return;
    expect(read.lines.map((l) => l.event)).toEqual(['run_started', 'attempt_started', 'gate_accepted']);
    expect(read.head).toEqual({ seq: 3, sha256: sha256Hex(lines[2]!) });
    expect(read.tornBytes).toBe(0);
  });

  it("an append a full disk fails part way leaves no bytes of its own behind: the next append of the same writer goes on after the last committed event, never taken for a stage's write", () => {
    const enospc = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    // The write fails after its first 10 bytes; cutting them back works (the usual case) or fails once (then the next append does it).
    for (const cutFails of [false, true]) {
      const path = fresh();
      let failWrite = false;
      let failCut = false;
      const w = JournalWriter.open(path, { kind: 'absent' }, {
        writeSync: (fd, buffer, offset, length) => {
          if (!failWrite) return writeSync(fd, buffer, offset, length);
          failWrite = false;
          writeSync(fd, buffer, offset, Math.min(10, length));
          throw enospc();
        },
        ftruncateSync: (fd, length) => {
          if (failCut) {
            failCut = false;
            throw Object.assign(new Error('EIO: i/o error, ftruncate'), { code: 'EIO' });
          }
          ftruncateSync(fd, length);
        },
      });
      w.append([ev('run_started'), ev('attempt_started')]);
      const committed = readFileSync(path);
      failWrite = true;
      failCut = cutFails;
      expect(() => w.append([ev('gate_accepted', { step: 'a' })])).toThrow(/ENOSPC/);
      // Cut back at once, or left (its own 10 bytes) for the next append to cut.
      expect(readFileSync(path).length, String(cutFails)).toBe(committed.length + (cutFails ? 10 : 0));
      w.append([ev('run_stopped', { code: 'STATE_WRITE_FAILED' })]);
      w.close();
      const after = readJournal(path);
      expect(after.kind === 'ok' && after.lines.map((l) => [l.seq, l.event]), String(cutFails)).toEqual([
        [1, 'run_started'],
        [2, 'attempt_started'],
        [3, 'run_stopped'],
      ]);
      expect(after.kind === 'ok' && after.tornBytes).toBe(0);
    }
  });

  it("a journal it creates has its folder fsync'd once, by the first append that committed, after that append's fdatasync (a failed one leaves it to the next); a journal it continues, once by its first commit (its creator may have died before syncing it)", () => {
    const path = fresh();
    const calls: string[] = [];
    let failSync = false;
    const io = {
      writeSync: (fd: number, buffer: Buffer, offset: number, length: number) => {
        calls.push('write');
        return writeSync(fd, buffer, offset, length);
      },
      fdatasyncSync: (fd: number) => {
        calls.push('fdatasync');
        if (failSync) {
          failSync = false;
          throw Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' });
        }
        fdatasync(fd);
      },
      syncDir: (folder: string) => {
        calls.push(`syncDir ${folder === dirname(path) ? 'journal folder' : folder === dir ? 'its parent' : folder}`);
      },
    };
    // Its folders up to dir (here, the workspace) are synced by its first commit.
    const folders = { root: dir, synced: new SyncedNames() };
    const w = JournalWriter.open(path, { kind: 'absent' }, io, folders);
    expect(calls).toEqual([]);
    failSync = true;
    expect(() => w.append([ev('run_started')])).toThrow(/EIO/);
    // The failed append's bytes are cut back (ftruncate + fdatasync), its folder still not synced.
    expect(calls).toEqual(['write', 'fdatasync', 'fdatasync']);
    calls.length = 0;
    w.append([ev('run_started')]);
    w.append([ev('attempt_started')]);
    w.close();
    // The journal's folder's name, in its parent, is synced too.
    expect(calls).toEqual(['write', 'fdatasync', 'syncDir journal folder', 'syncDir its parent', 'write', 'fdatasync']);
    calls.length = 0;
    // Continued in the same invocation: the folder's name was synced already.
    const again = JournalWriter.open(path, readJournal(path) as Extract<ReturnType<typeof readJournal>, { kind: 'ok' }>, io, folders);
    again.append([ev('gate_accepted')]);
    again.append([ev('run_stopped')]);
    again.close();
    expect(calls).toEqual(['write', 'fdatasync', 'syncDir journal folder', 'write', 'fdatasync']);
    // By the next invocation: it cannot tell whether the creator lived to sync the folder's name, so it syncs it.
    calls.length = 0;
    const next = JournalWriter.open(path, readJournal(path) as Extract<ReturnType<typeof readJournal>, { kind: 'ok' }>, io, { root: dir, synced: new SyncedNames() });
    next.append([ev('run_stopped')]);
    next.close();
    expect(calls).toEqual(['write', 'fdatasync', 'syncDir journal folder', 'syncDir its parent']);
  });

  it("a journal's first commit syncs its folder, then the parent of each folder above it up to the workspace, innermost first, except the folders whose names this invocation synced already (by identity: one made again is synced again)", () => {
    const base = join(dir, `made${++n}`);
    mkdirSync(base);
    const calls: string[] = [];
    const io = {
      fdatasyncSync: (fd: number) => {
        calls.push('fdatasync');
        fdatasync(fd);
      },
      syncDir: (folder: string) => {
        calls.push(`syncDir ${folder.slice(base.length) || '<base>'}`);
      },
    };
    const folders = { root: base, synced: new SyncedNames() };
    const open = (rel: string, given = folders) => {
      const w = JournalWriter.open(join(base, rel, 'workflow_state.journal.jsonl'), { kind: 'absent' }, io, given);
      w.append([ev('run_started')]);
      w.close();
      const seen = [...calls];
      calls.length = 0;
      return seen;
    };
    // The writer makes foreach/items/it1/v1 under base: base, foreach, items and it1 gained an entry each.
    const item = JournalWriter.open(join(base, 'foreach', 'items', 'it1', 'v1', 'workflow_state.journal.jsonl'), { kind: 'absent' }, io, folders);
    item.append([ev('run_started')]);
    item.append([ev('attempt_started')]);
    item.close();
    expect(calls).toEqual(['fdatasync', 'syncDir /foreach/items/it1/v1', 'syncDir /foreach/items/it1', 'syncDir /foreach/items', 'syncDir /foreach', 'syncDir <base>', 'fdatasync']);
    calls.length = 0;
    // The next item's: up to items, whose own name this invocation synced.
    expect(open('foreach/items/it2/v1')).toEqual(['fdatasync', 'syncDir /foreach/items/it2/v1', 'syncDir /foreach/items/it2', 'syncDir /foreach/items']);
    // Folders that were there (a runner killed after taking the lock, before its first commit, made
    // them): not told from durable ones, so synced like new ones.
    mkdirSync(join(base, 'runs', 'wf', 'r1'), { recursive: true });
    expect(open('runs/wf/r1')).toEqual(['fdatasync', 'syncDir /runs/wf/r1', 'syncDir /runs/wf', 'syncDir /runs', 'syncDir <base>']);
    // Another journal in that folder in the same invocation: its folder only.
    expect(open('runs/wf/r1/other')).toEqual(['fdatasync', 'syncDir /runs/wf/r1/other', 'syncDir /runs/wf/r1']);
    // The next invocation: every folder up to the workspace again.
    expect(open('runs/wf/r1/third', { root: base, synced: new SyncedNames() })).toEqual(['fdatasync', 'syncDir /runs/wf/r1/third', 'syncDir /runs/wf/r1', 'syncDir /runs/wf', 'syncDir /runs', 'syncDir <base>']);
    // A folder removed and made again (a stage's rm -rf) is not the one synced: its name is synced again.
    rmSync(join(base, 'foreach', 'items'), { recursive: true });
    expect(open('foreach/items/it3/v1')).toEqual(['fdatasync', 'syncDir /foreach/items/it3/v1', 'syncDir /foreach/items/it3', 'syncDir /foreach/items', 'syncDir /foreach']);
  });

  it("a journal found with no committed event (its creator killed, or its first append torn, before it returned) has its folder fsync'd by this writer's first commit", () => {
    for (const left of ['', '{"seq":1,"ev']) {
      const path = fresh();
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, left);
      const calls: string[] = [];
      const io = {
        fdatasyncSync: (fd: number) => {
          calls.push('fdatasync');
          fdatasync(fd);
        },
        syncDir: (folder: string) => {
          calls.push(`syncDir ${folder === dirname(path) ? 'journal folder' : folder}`);
        },
      };
      const found = readJournal(path);
      expect(found).toMatchObject({ kind: 'ok', head: { seq: 0 } });
      const w = JournalWriter.open(path, found as Extract<typeof found, { kind: 'ok' }>, io);
      w.append([ev('run_started')]);
      w.append([ev('attempt_started')]);
      w.close();
      expect(calls).toEqual(['fdatasync', 'syncDir journal folder', 'fdatasync']);
      expect(readJournal(path)).toMatchObject({ kind: 'ok', head: { seq: 2 } });
    }
  });

  it('bytes past the committed ones that are not its own (a stage appended to the journal) still stop the next append', () => {
    const path = fresh();
    const w = JournalWriter.open(path, { kind: 'absent' });
    w.append([ev('run_started')]);
    appendFileSync(path, 'x');
    expect(() => w.append([ev('attempt_started')])).toThrow(expect.objectContaining({ code: 'EJOURNALCHANGED' }));
    w.close();
  });

  it('absent when there is no file; a second writer cannot create the same journal', () => {
    const path = fresh();
    expect(readJournal(path)).toEqual({ kind: 'absent' });
    JournalWriter.open(path, { kind: 'absent' }).close();
    expect(() => JournalWriter.open(path, { kind: 'absent' })).toThrow(/EEXIST/);
  });

  it('a torn last line (with or without a whole event in it) is not committed: dropped, then cut off by the next writer', () => {
    for (const tail of ['{"seq":3,"prev":"ab', JSON.stringify({ seq: 3, prev: null, at: 'x', event: 'y' })]) {
      const path = fresh();
      const w = JournalWriter.open(path, { kind: 'absent' });
      w.append([ev('run_started'), ev('attempt_started')]);
      w.close();
      const good = readFileSync(path);
      appendFileSync(path, tail);
      const read = readJournal(path);
      expect(read.kind).toBe('ok');
      if (read.kind !== 'ok') return;
      expect(read.lines).toHaveLength(2);
      expect(read.tornBytes).toBe(Buffer.byteLength(tail));
      expect(read.committedBytes).toBe(good.length);
      const again = JournalWriter.open(path, read);
      again.append([ev('gate_accepted')]);
      again.close();
      const after = readJournal(path);
      expect(after.kind === 'ok' && after.lines.map((l) => [l.seq, l.event])).toEqual([
        [1, 'run_started'],
        [2, 'attempt_started'],
        [3, 'gate_accepted'],
      ]);
    }
  });

  it('refuses an edited, a removed and a reordered line, naming the line', () => {
    const path = fresh();
    const w = JournalWriter.open(path, { kind: 'absent' });
    w.append([ev('run_started'), ev('attempt_started', { step: 'a' }), ev('gate_accepted', { step: 'a', status: 'BLOCKED' }), ev('run_stopped')]);
    w.close();
    const lines = readFileSync(path, 'utf8').trimEnd().split('\n');
    const edited = [...lines];
    edited[2] = edited[2]!.replace('BLOCKED', 'APPROVED');
    expect(parseJournal(Buffer.from(edited.join('\n') + '\n'))).toMatchObject({ kind: 'corrupt', line: 3, reason: expect.stringMatching(/line 4 does not follow line 3 \(hash chain broken\): line 3 or line 4 was changed/) });
    const removed = [lines[0], lines[1], lines[3]];
    expect(parseJournal(Buffer.from(removed.join('\n') + '\n'))).toMatchObject({ kind: 'corrupt', line: 3, reason: expect.stringMatching(/seq 4 \(expected 3\)/) });
    const swapped = [lines[0], lines[2], lines[1], lines[3]];
    expect(parseJournal(Buffer.from(swapped.join('\n') + '\n'))).toMatchObject({ kind: 'corrupt', line: 2 });
    const garbage = [lines[0], 'not json', lines[1]];
    expect(parseJournal(Buffer.from(garbage.join('\n') + '\n'))).toMatchObject({ kind: 'corrupt', line: 2, reason: expect.stringMatching(/not a journal event/) });
    const badPrev = [lines[0], lines[1]!.replace(/"prev":"[0-9a-f]{64}"/, '"prev":"not-a-hash"')];
    expect(parseJournal(Buffer.from(badPrev.join('\n') + '\n'))).toMatchObject({ kind: 'corrupt', line: 2, reason: expect.stringMatching(/not a journal event/) });
  });

  it('hashes each line as its bytes on disk: non-ASCII text, bytes that are not UTF-8, a character cut by a crash', () => {
    const path = fresh();
    const w = JournalWriter.open(path, { kind: 'absent' });
    w.append([ev('run_started', { note: 'café ✓ 𝄞' }), ev('attempt_started', { step: 'ä' })]);
    w.close();
    const good = readFileSync(path);
    const lines = good.toString('utf8').trimEnd().split('\n');
    const read = parseJournal(good);
    expect(read).toMatchObject({ kind: 'ok', head: { seq: 2, sha256: sha256Hex(Buffer.from(lines[1]!)) }, tornBytes: 0, committedBytes: good.length, lastLineStart: Buffer.byteLength(lines[0]!) + 1 });
    // A line holding bytes that are not UTF-8 (decoded, they would read as U+FFFD): the next line chains
    // to those bytes, not to their decoded text, and a line chained to the decoded text is refused.
    const odd = Buffer.concat([Buffer.from('{"seq":1,"prev":null,"at":"x","event":"y","note":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]);
    const next = (prev: string) => Buffer.from(JSON.stringify({ seq: 2, prev, at: 'x', event: 'z' }));
    const nl = Buffer.from('\n');
    const chained = Buffer.concat([odd, nl, next(sha256Hex(odd)), nl]);
    expect(parseJournal(chained)).toMatchObject({ kind: 'ok', head: { seq: 2 }, committedBytes: chained.length, lastLineStart: odd.length + 1 });
    expect(parseJournal(Buffer.concat([odd, nl, next(sha256Hex(odd.toString('utf8'))), nl]))).toMatchObject({ kind: 'corrupt', line: 1, reason: expect.stringMatching(/line 2 does not follow line 1 \(hash chain broken\)/) });
    // A crash that cut a character in two: the torn tail is counted in bytes.
    const tail = Buffer.from('{"seq":3,"prev":"x","note":"✓').subarray(0, -1);
    const torn = parseJournal(Buffer.concat([good, tail]));
    expect(torn).toMatchObject({ kind: 'ok', head: { seq: 2 }, tornBytes: tail.length, committedBytes: good.length, lastLineStart: Buffer.byteLength(lines[0]!) + 1 });
  });

  it('never appends to a file that replaced the one it opened', () => {
    const path = fresh();
    const w = JournalWriter.open(path, { kind: 'absent' });
    w.append([ev('run_started')]);
    const forged = `${path}.forged`;
    writeFileSync(forged, '');
    renameSync(forged, path);
    expect(() => w.append([ev('attempt_started')])).toThrow(/replaced or removed/);
    w.close();
    expect(readFileSync(path, 'utf8')).toBe('');
  });
  it("names the run's instance by its first line (seq 1 and its sha256), read alone from the file as from a verified read", () => {
    const path = fresh();
    const w = JournalWriter.open(path, { kind: 'absent' });
    // A first line longer than one read (64 KiB).
    w.append([ev('run_started', { run_id: 'r1', inputs: { big: 'x'.repeat(200_000) } }), ev('attempt_started', { step: 'a' })]);
    w.close();
    const first = readFileSync(path, 'utf8').split('\n')[0]!;
    const scan = scanJournal(path, () => {});
    expect(scan.kind).toBe('ok');
    expect(originOf(scan as Extract<typeof scan, { kind: 'ok' }>)).toEqual({ seq: 1, sha256: sha256Hex(first) });
    expect(readOrigin(path)).toEqual({ seq: 1, sha256: sha256Hex(first) });
    expect(readOrigin(join(dir, 'none.jsonl'))).toBeUndefined();
    const other = join(dir, 'other.jsonl');
    writeFileSync(other, '{"not":"a journal"}\n');
    expect(readOrigin(other)).toBeUndefined();
    writeFileSync(other, first);
    // A first line without its newline was never committed.
    expect(readOrigin(other)).toBeUndefined();
  });

  it("reads the instance whatever the first line's length against its reads (a small first read, then 64 KiB ones)", () => {
    // Lines whose newline falls just before, at and just after the end of the first read and of
    // the first 64 KiB read after it, and a line shorter than the first read.
    const pad = (length: number): string => {
      const path = fresh();
      const w = JournalWriter.open(path, { kind: 'absent' });
      w.append([ev('run_started', { run_id: 'r1', inputs: { big: '' } })]);
      w.close();
      return 'x'.repeat(length - (readFileSync(path).length - 1));
    };
    for (const length of [600, ORIGIN_FIRST_READ - 1, ORIGIN_FIRST_READ, ORIGIN_FIRST_READ + 1, ORIGIN_FIRST_READ + 64 * 1024 - 1, ORIGIN_FIRST_READ + 64 * 1024, ORIGIN_FIRST_READ + 64 * 1024 + 1]) {
      const path = fresh();
      const w = JournalWriter.open(path, { kind: 'absent' });
      w.append([ev('run_started', { run_id: 'r1', inputs: { big: pad(length) } }), ev('attempt_started', { step: 'a' })]);
      w.close();
      const first = readFileSync(path, 'utf8').split('\n')[0]!;
      expect(Buffer.byteLength(first)).toBe(length);
      expect(readOrigin(path)).toEqual({ seq: 1, sha256: sha256Hex(first) });
      // The same line without its newline (and nothing after it) was never committed.
      writeFileSync(path, first);
      expect(readOrigin(path)).toBeUndefined();
    }
  });

  it('lets go of the bytes it read once they are decoded: a replay folding the lines holds the journal once, as text', () => {
    const path = fresh();
    const w = JournalWriter.open(path, { kind: 'absent' });
    w.append([ev('run_started', { run_id: 'r1' }), ev('attempt_started', { step: 'a' }), ev('gate_accepted', { step: 'a' })]);
    w.close();
    const held: HeldBytes = { bytes: readFileSync(path) };
    const seenHeld: Array<Buffer | undefined> = [];
    const scan = scanHeld(held, () => void seenHeld.push(held.bytes));
    expect(scan).toMatchObject({ kind: 'ok', head: { seq: 3 }, committedBytes: readFileSync(path).length, tornBytes: 0 });
    // Released before the first line was handed on (the replay runs inside the scan).
    expect(seenHeld).toEqual([undefined, undefined, undefined]);
    // A file that is no valid UTF-8 is read as bytes, line by line: those stay held while it is read.
    const bad = Buffer.concat([readFileSync(path), Buffer.from([0xff, 0x0a])]);
    const kept: HeldBytes = { bytes: bad };
    const lines: number[] = [];
    const damaged = scanHeld(kept, (_line, index) => void lines.push(index));
    expect(lines).toEqual([0, 1, 2]);
    expect(damaged).toMatchObject({ kind: 'corrupt', line: 4 });
    expect(kept.bytes).toBe(bad);
  });
});
