// Unpacking a downloaded artifact's zip into a fresh folder, within limits. The artifact client's own
// unpacking (unzip-stream) writes whatever the zip holds: a zip bomb — a few megabytes whose entries
// inflate to gigabytes, uploaded by the job that made the artifact (a fork's pull request, a
// `resume-from-run-id` run) — fills RUNNER_TEMP before anything is checked. Here the zip is read by
// its central directory first: every entry's declared size is summed, and a zip declaring more
// than the limit (or more files, a link, an encrypted entry, a method other than stored or deflate,
// a name that is not a plain relative path, the same name twice) is refused before one byte is
// written. Each entry is then inflated as a stream and counted: one that inflates past the size it
// declared (so past the sum the limit allowed) is refused as soon as it does.
import { closeSync, createReadStream, createWriteStream, fstatSync, mkdirSync, openSync, readSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw } from 'node:zlib';

export interface UnzipLimits {
  /** Bytes the entries may hold in all, unpacked. */
  maxBytes: number;
  /** Files the zip may hold. */
  maxFiles: number;
}

/** Unpacked (`files`, `bytes`), or refused with why (nothing more is written once it is). */
export type UnzipResult = { ok: true; files: number; bytes: number } | { ok: false; reason: string };

/** The central directory read at most (20,000 entries with long names fit many times over). */
const MAX_CENTRAL_DIRECTORY = 64 * 1024 * 1024;

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const U32 = 0xffffffff;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
  directory: boolean;
}

/** A refusal: the zip is not one this unpacks (caught into UnzipResult). */
class Refused extends Error {}

/** An entry's name that is a plain relative path (a folder's ends with `/`). */
function plainName(name: string): boolean {
  const path = name.endsWith('/') ? name.slice(0, -1) : name;
  if (path === '' || path.startsWith('/') || path.includes('\\') || path.includes('\0') || /^[A-Za-z]:/.test(path)) return false;
  return path.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

function readAt(fd: number, position: number, length: number): Buffer {
  const buffer = Buffer.alloc(length);
  let read = 0;
  while (read < length) {
    const n = readSync(fd, buffer, read, length - read, position + read);
    if (n === 0) throw new Refused('it ends before its own records say it does (a zip cut short)');
    read += n;
  }
  return buffer;
}

/** The zip's entries, from its central directory (ZIP64 included). */
function entriesOf(fd: number, fileSize: number): Entry[] {
  const tailLength = Math.min(fileSize, 22 + 0xffff);
  const tail = readAt(fd, fileSize - tailLength, tailLength);
  let at = -1;
  for (let i = tailLength - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD) {
      at = i;
      break;
    }
  }
  if (at < 0) throw new Refused('it is not a zip (no end of central directory)');
  let count = tail.readUInt16LE(at + 10);
  let cdSize = tail.readUInt32LE(at + 12);
  let cdOffset = tail.readUInt32LE(at + 16);
  if (count === 0xffff || cdSize === U32 || cdOffset === U32) {
    const locatorAt = fileSize - tailLength + at - 20;
    if (locatorAt < 0) throw new Refused('its ZIP64 end of central directory is missing');
    const locator = readAt(fd, locatorAt, 20);
    if (locator.readUInt32LE(0) !== ZIP64_LOCATOR) throw new Refused('its ZIP64 end of central directory is missing');
    const record = readAt(fd, Number(locator.readBigUInt64LE(8)), 56);
    if (record.readUInt32LE(0) !== ZIP64_EOCD) throw new Refused('its ZIP64 end of central directory is malformed');
    count = Number(record.readBigUInt64LE(32));
    cdSize = Number(record.readBigUInt64LE(40));
    cdOffset = Number(record.readBigUInt64LE(48));
  }
  if (cdSize > MAX_CENTRAL_DIRECTORY || cdOffset + cdSize > fileSize) throw new Refused(`its central directory (${cdSize} bytes at ${cdOffset}) is not one this reads`);
  const cd = readAt(fd, cdOffset, cdSize);
  const entries: Entry[] = [];
  let p = 0;
  for (let i = 0; i < count; i++) {
    if (p + 46 > cd.length || cd.readUInt32LE(p) !== CENTRAL) throw new Refused('its central directory is malformed');
    const madeBy = cd.readUInt16LE(p + 4) >> 8;
    const flags = cd.readUInt16LE(p + 8);
    const method = cd.readUInt16LE(p + 10);
    let compressedSize = cd.readUInt32LE(p + 20);
    let size = cd.readUInt32LE(p + 24);
    const nameLength = cd.readUInt16LE(p + 28);
    const extraLength = cd.readUInt16LE(p + 30);
    const commentLength = cd.readUInt16LE(p + 32);
    const mode = cd.readUInt32LE(p + 38) >>> 16;
    let localOffset = cd.readUInt32LE(p + 42);
    if (p + 46 + nameLength + extraLength + commentLength > cd.length) throw new Refused('its central directory is malformed');
    const name = cd.toString('utf8', p + 46, p + 46 + nameLength);
    // ZIP64: the fields saturated at 0xFFFFFFFF stand in the extra field 0x0001, in this order.
    for (let x = p + 46 + nameLength; x + 4 <= p + 46 + nameLength + extraLength; ) {
      const id = cd.readUInt16LE(x);
      const length = cd.readUInt16LE(x + 2);
      if (id === 0x0001) {
        let y = x + 4;
        const next = (): number => {
          if (y + 8 > x + 4 + length) throw new Refused(`entry ${name}: its ZIP64 sizes are malformed`);
          const value = Number(cd.readBigUInt64LE(y));
          y += 8;
          return value;
        };
        if (size === U32) size = next();
        if (compressedSize === U32) compressedSize = next();
        if (localOffset === U32) localOffset = next();
      }
      x += 4 + length;
    }
    p += 46 + nameLength + extraLength + commentLength;
    if (!plainName(name)) throw new Refused(`entry '${name.slice(0, 200)}' is not a plain relative path`);
    if ((flags & 0x1) !== 0) throw new Refused(`entry ${name} is encrypted`);
    if (madeBy === 3 && (mode & S_IFMT) === S_IFLNK) throw new Refused(`entry ${name} is a symbolic link`);
    const directory = name.endsWith('/');
    if (!directory && method !== 0 && method !== 8) throw new Refused(`entry ${name} is compressed with method ${method} (only stored and deflate are read)`);
    entries.push({ name, method, compressedSize, size, localOffset, directory });
  }
  return entries;
}

/** Counts what passes; fails once more than `declared` bytes of the entry, or more than `room` in all, have. */
class Counted extends Transform {
  count = 0;
  constructor(
    private readonly entry: Entry,
    private readonly room: number,
    private readonly limit: number,
  ) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.count += chunk.length;
    if (this.count > this.entry.size) return done(new Refused(`entry ${this.entry.name} inflates to more than the ${this.entry.size} bytes it declares`));
    if (this.count > this.room) return done(new Refused(`its entries inflate to more than ${this.limit} bytes`));
    done(null, chunk);
  }
}

/**
 * Unpack the zip at `zipPath` into the (existing, empty) folder `destination`, within `limits`.
 * Refused: why (what was written stays for the caller to remove with its quarantine). Throws on
 * an I/O failure (a full disk).
 */
export async function unzipWithin(zipPath: string, destination: string, limits: UnzipLimits): Promise<UnzipResult> {
  const fd = openSync(zipPath, 'r');
  try {
    const fileSize = fstatSync(fd).size;
    const entries = entriesOf(fd, fileSize);
    const files = entries.filter((e) => !e.directory);
    if (files.length > limits.maxFiles) return { ok: false, reason: `it holds more than ${limits.maxFiles} files` };
    const names = new Set<string>();
    let declared = 0;
    for (const entry of entries) {
      const key = entry.name.replace(/\/$/, '');
      if (names.has(key)) return { ok: false, reason: `it holds ${key} twice` };
      names.add(key);
      declared += entry.size;
    }
    // Before any byte is written: what the entries say they hold.
    if (declared > limits.maxBytes) return { ok: false, reason: `its entries declare ${declared} bytes unpacked, more than the ${limits.maxBytes} bytes a download unpacks at most` };
    let written = 0;
    for (const entry of entries) {
      const target = join(destination, entry.name);
      if (entry.directory) {
        try {
          mkdirSync(target, { recursive: true });
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if (code === 'EEXIST' || code === 'ENOTDIR') throw new Refused(`entry ${entry.name} collides with another entry (${code})`);
          throw error;
        }
        continue;
      }
      const header = readAt(fd, entry.localOffset, 30);
      if (header.readUInt32LE(0) !== LOCAL) throw new Refused(`entry ${entry.name}: its local header is missing`);
      const start = entry.localOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
      if (start + entry.compressedSize > fileSize) throw new Refused(`entry ${entry.name} runs past the end of the zip`);
      try {
        mkdirSync(dirname(target), { recursive: true });
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EEXIST' || code === 'ENOTDIR') throw new Refused(`entry ${entry.name} collides with another entry (${code})`);
        throw error;
      }
      // A file of its own: never one already there (the same name twice, in another spelling).
      const out = createWriteStream(target, { flags: 'wx' });
      const counted = new Counted(entry, limits.maxBytes - written, limits.maxBytes);
      const source = entry.compressedSize === 0 ? [] : createReadStream(zipPath, { start, end: start + entry.compressedSize - 1 });
      try {
        if (entry.method === 8) await pipeline(source, createInflateRaw(), counted, out);
        else await pipeline(source, counted, out);
      } catch (error) {
        if (error instanceof Refused) throw error;
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EEXIST' || code === 'ENOTDIR' || code === 'EISDIR') throw new Refused(`entry ${entry.name} collides with another entry (${code})`);
        // zlib's refusal of what it reads: a corrupt entry, not an I/O failure.
        if (typeof code === 'string' && code.startsWith('Z_')) throw new Refused(`entry ${entry.name} cannot be inflated (${(error as Error).message})`);
        throw error;
      }
      if (counted.count !== entry.size) throw new Refused(`entry ${entry.name} inflates to ${counted.count} bytes, not the ${entry.size} it declares`);
      written += counted.count;
    }
    return { ok: true, files: files.length, bytes: written };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.message };
    throw error;
  } finally {
    closeSync(fd);
  }
}
