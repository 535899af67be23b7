// Unpacking a downloaded artifact's zip within limits (src/action/artifact-unzip.ts): what it
// unpacks, and each zip it refuses before (or as soon as) it would write what it must not.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unpackJournals, unzipWithin } from '../../src/action/artifact-unzip.js';
import { makeZip, type ZipOptions } from '../helpers/fake-github.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const LIMITS = { maxBytes: 1024 * 1024, maxFiles: 10 };

/** The zip written to a fresh folder, unpacked into another: the result and what the destination holds. */
async function unpack(files: Record<string, Buffer | string>, options: ZipOptions = {}, limits = LIMITS, zip?: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), 'sg-unzip-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'a.zip'), zip ?? makeZip(files, options));
  const out = join(dir, 'out');
  mkdirSync(out);
  const result = await unzipWithin(join(dir, 'a.zip'), out, limits);
  return { result, out, held: readdirSync(out, { recursive: true }).map(String).sort() };
}

describe('unzipWithin', () => {
  it('unpacks stored and deflated entries, folders included, byte for byte', async () => {
    for (const deflate of [false, true]) {
      const { result, out, held } = await unpack({ 'runs/r1/': '', 'runs/r1/state.yaml': 'status: ok\n', 'runs/r1/log.txt': 'x'.repeat(5000) }, { deflate });
      expect(result).toEqual({ ok: true, files: 2, bytes: 5011 });
      expect(held).toEqual(['runs', 'runs/r1', 'runs/r1/log.txt', 'runs/r1/state.yaml']);
      expect(readFileSync(join(out, 'runs/r1/log.txt'), 'utf8')).toBe('x'.repeat(5000));
    }
  });

  it('refuses, before writing anything, entries declaring more than the limit in all', async () => {
    const { result, held } = await unpack({ 'a.txt': 'small', 'b.bin': Buffer.alloc(600 * 1024), 'c.bin': Buffer.alloc(600 * 1024) }, { deflate: true });
    expect(result).toEqual({ ok: false, reason: `its entries declare ${5 + 1200 * 1024} bytes unpacked, more than the 1048576 bytes a download unpacks at most` });
    expect(held).toEqual([]);
  });

  it('refuses an entry as soon as it inflates past the size it declares (a bomb declaring little)', async () => {
    const { result, held } = await unpack({ 'bomb.bin': Buffer.alloc(3 * 1024 * 1024) }, { deflate: true, declared: { 'bomb.bin': 100 } });
    expect(result).toEqual({ ok: false, reason: 'entry bomb.bin inflates to more than the 100 bytes it declares', entry: 'bomb.bin' });
    // What was written stays for the caller to remove with its quarantine: never more than declared.
    expect(held).toEqual(['bomb.bin']);
  });

  it('refuses an entry shorter than it declares, more files than allowed, a name twice, a name that is no plain relative path, a link, something not a zip', async () => {
    expect((await unpack({ 'a.txt': 'abc' }, { declared: { 'a.txt': 10 } })).result).toEqual({ ok: false, reason: 'entry a.txt inflates to 3 bytes, not the 10 it declares', entry: 'a.txt' });
    expect((await unpack(Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}`, 'x'])))).result).toEqual({ ok: false, reason: 'it holds more than 10 files' });
    for (const name of ['../escape.txt', '/etc/x', 'a/../../b', 'a\\b', 'C:/x', 'a//b']) {
      const { result, held } = await unpack({ [name]: 'x' });
      expect(result, name).toEqual({ ok: false, reason: `entry '${name}' is not a plain relative path`, entry: name });
      expect(held).toEqual([]);
    }
    expect((await unpack({ 'a.txt': 'one', 'a.txt/': '' })).result).toEqual({ ok: false, reason: 'it holds a.txt twice', entry: 'a.txt' });
    // A link: unix mode 0o120777 in the central directory's external attributes.
    const link = makeZip({ 'l': 'target' });
    const central = link.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    link.writeUInt32LE(0o120777 * 0x10000, central + 38);
    expect((await unpack({}, {}, LIMITS, link)).result).toEqual({ ok: false, reason: 'entry l is a symbolic link', entry: 'l' });
    expect((await unpack({}, {}, LIMITS, Buffer.from('not a zip at all'))).result).toEqual({
      ok: false,
      reason: 'it cannot be read as a zip: End of central directory record signature not found. Either not a zip file, or file is truncated.',
    });
  });

  it('refuses, before writing anything, an encrypted entry, a method other than stored or deflate, more folders than allowed', async () => {
    // The second entry's central directory record: its flags at +8, its method at +10.
    const CENTRAL = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
    const second = (zip: Buffer) => zip.indexOf(CENTRAL, zip.indexOf(CENTRAL) + 1);
    const encrypted = makeZip({ 'a.txt': 'x', 'e.txt': 'secret' });
    encrypted.writeUInt16LE(0x0801, second(encrypted) + 8);
    expect(await unpack({}, {}, LIMITS, encrypted)).toMatchObject({ result: { ok: false, reason: 'entry e.txt is encrypted' }, held: [] });
    const bzip2 = makeZip({ 'a.txt': 'x', 'b.txt': 'y' });
    bzip2.writeUInt16LE(12, second(bzip2) + 10);
    expect(await unpack({}, {}, LIMITS, bzip2)).toMatchObject({ result: { ok: false, reason: 'entry b.txt is compressed with method 12 (only stored and deflate are read)' }, held: [] });
    // Folders are no smaller a load than files: as many at most.
    const folders = await unpack(Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`d${i}/`, ''])));
    expect(folders).toMatchObject({ result: { ok: false, reason: 'it holds more than 10 folders' }, held: [] });
  });

  it('refuses a deflated entry shorter than it declares, a file where another entry needs a folder, an entry whose local header is not one', async () => {
    expect((await unpack({ 'a.txt': 'abc' }, { deflate: true, declared: { 'a.txt': 10 } })).result).toEqual({ ok: false, reason: 'entry a.txt inflates to 3 bytes, not the 10 it declares', entry: 'a.txt' });
    expect((await unpack({ a: 'x', 'a/b': 'y' })).result).toEqual({ ok: false, reason: 'entry a/b collides with another entry (EEXIST)', entry: 'a/b' });
    const headless = makeZip({ 'a.txt': 'x' });
    headless.writeUInt32LE(0, 0);
    const { result, held } = await unpack({}, {}, LIMITS, headless);
    expect(result).toEqual({ ok: false, reason: 'entry a.txt cannot be read: invalid local file header signature: 0x0', entry: 'a.txt' });
    expect(held).toEqual([]);
  });

  it('unpacks a ZIP64 zip written by the upload client\'s own zip writer (archiver), byte for byte', async () => {
    const archiver = createRequire(import.meta.url)('archiver') as (format: 'zip', options: object) => NodeJS.ReadableStream & { append(data: Buffer, entry: { name: string }): void; finalize(): Promise<void> };
    const zip = archiver('zip', { forceZip64: true, zlib: { level: 6 } });
    const chunks: Buffer[] = [];
    zip.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => zip.on('end', resolve));
    const log = Buffer.from('line\n'.repeat(4000));
    zip.append(Buffer.from('status: ok\n'), { name: 'runs/r1/state.yaml' });
    zip.append(log, { name: 'runs/r1/logs/step.log' });
    await zip.finalize();
    await ended;
    const written = Buffer.concat(chunks);
    // ZIP64: its end of central directory record and locator are there.
    expect(written.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06])) && written.includes(Buffer.from([0x50, 0x4b, 0x06, 0x07]))).toBe(true);
    const { result, out } = await unpack({}, {}, LIMITS, written);
    expect(result).toEqual({ ok: true, files: 2, bytes: 11 + log.length });
    expect(readFileSync(join(out, 'runs/r1/logs/step.log'))).toEqual(log);
  });
});

describe('unpackJournals (after a refusal that names an entry)', () => {
  it('unpacks only the wanted entries the policy takes on its own, passing over one it refuses rather than the zip, within the limits', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sg-unzip-'));
    dirs.push(dir);
    // The first entry a link (named as a journal): passed over; the other journal unpacked, the plain file not.
    const zip = makeZip({ 'r/link.journal.jsonl': 'target', 'r/a/run.journal.jsonl': '{"event":"run_started"}\n', 'r/out.md': 'x', 'r/big.journal.jsonl': 'y'.repeat(2000) });
    zip.writeUInt32LE(0o120777 * 0x10000, zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 38);
    writeFileSync(join(dir, 'a.zip'), zip);
    expect((await unzipWithin(join(dir, 'a.zip'), mkdtempSync(join(dir, 'o')), LIMITS))).toMatchObject({ ok: false, entry: 'r/link.journal.jsonl' });
    const out = join(dir, 'out');
    mkdirSync(out);
    const journal = (name: string) => name.endsWith('.journal.jsonl');
    // 1 KiB at most: the big journal is past what is left, so not unpacked.
    expect(await unpackJournals(join(dir, 'a.zip'), out, { maxBytes: 1024, maxFiles: 10 }, journal)).toBe(1);
    expect(readdirSync(out, { recursive: true }).map(String).sort()).toEqual(['r', 'r/a', 'r/a/run.journal.jsonl']);
    expect(readFileSync(join(out, 'r/a/run.journal.jsonl'), 'utf8')).toBe('{"event":"run_started"}\n');
    // A file already there (the refused unpack's) is never written over: with room for it, the big journal alone is unpacked; something not a zip unpacks nothing.
    expect(await unpackJournals(join(dir, 'a.zip'), out, LIMITS, journal)).toBe(1);
    expect(readdirSync(join(out, 'r')).sort()).toEqual(['a', 'big.journal.jsonl']);
    writeFileSync(join(dir, 'not.zip'), 'not a zip');
    expect(await unpackJournals(join(dir, 'not.zip'), out, LIMITS, journal)).toBe(0);
  });
});
