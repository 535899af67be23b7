// Unpacking a downloaded artifact's zip into a fresh folder, within limits. The artifact client's own
// unpacking (unzip-stream) writes whatever the zip holds: a zip bomb — a few megabytes whose entries
// inflate to gigabytes, uploaded by the job that made the artifact (a fork's pull request, a
// `resume-from-run-id` run) — fills RUNNER_TEMP before anything is checked. The zip format (its
// central directory, ZIP64, local headers, names, inflating) is yauzl's: a zip is untrusted input,
// and a kept library of the field reads it, not code of ours. What is here is the policy: every
// entry's declared size is summed, and a zip declaring more than the limit (or more files, a link,
// an encrypted entry, a method other than stored or deflate, a name that is not a plain relative
// path, the same name twice) is refused before one byte is written. Each entry is then inflated as
// a stream and counted: one that inflates past the size it declared (so past the sum the limit
// allowed) is refused as soon as it does.
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

export interface UnzipLimits {
  /** Bytes the entries may hold in all, unpacked. */
  maxBytes: number;
  /** Files the zip may hold (and folders: a zip of empty folders is no smaller a load). */
  maxFiles: number;
  /** How a refusal names `maxBytes` after the number (default: "bytes a download unpacks at most"). */
  bound?: string;
}

/** Unpacked (`files`, `bytes`), or refused with why (nothing more is written once it is). */
export type UnzipResult = { ok: true; files: number; bytes: number } | { ok: false; reason: string };

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
/** `version made by`'s high byte for an entry whose external attributes hold a unix mode. */
const MADE_BY_UNIX = 3;

/** A refusal: the zip is not one this unpacks (caught into UnzipResult). */
class Refused extends Error {}

/** An entry the policy took: its name (decoded by yauzl) and what yauzl read of it. */
interface Listed {
  entry: Entry;
  name: string;
  directory: boolean;
}

/** An entry's name that is a plain relative path (a folder's ends with `/`): stricter than yauzl's own check (no empty or `.` part, no NUL). */
function plainName(name: string): boolean {
  if (yauzl.validateFileName(name) !== null) return false;
  const path = name.endsWith('/') ? name.slice(0, -1) : name;
  if (path === '' || path.startsWith('/') || path.includes('\\') || path.includes('\0') || /^[A-Za-z]:/.test(path)) return false;
  return path.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

/** A failure of yauzl's (no errno code): the zip's bytes, not the disk. */
function isFormatError(error: unknown): error is Error {
  return error instanceof Error && !(error instanceof Refused) && (error as NodeJS.ErrnoException).code === undefined;
}

/**
 * The zip's entries from its central directory, each checked as it is read; refused at the first
 * that fails, and as soon as there are more files (or folders) than `maxFiles` — so what is held
 * stays small whatever the zip says it lists.
 */
async function listEntries(zip: ZipFile, maxFiles: number): Promise<Listed[]> {
  const listed: Listed[] = [];
  const names = new Set<string>();
  let files = 0;
  let folders = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      // decodeStrings is off (so a bad name is ours to refuse, naming it): the name as yauzl decodes it.
      const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, true);
      if (!plainName(name)) throw new Refused(`entry '${name.slice(0, 200)}' is not a plain relative path`);
      if (entry.isEncrypted()) throw new Refused(`entry ${name} is encrypted`);
      const mode = entry.externalFileAttributes >>> 16;
      if (entry.versionMadeBy >> 8 === MADE_BY_UNIX && (mode & S_IFMT) === S_IFLNK) throw new Refused(`entry ${name} is a symbolic link`);
      const directory = name.endsWith('/');
      if (!directory && entry.compressionMethod !== 0 && entry.compressionMethod !== 8) throw new Refused(`entry ${name} is compressed with method ${entry.compressionMethod} (only stored and deflate are read)`);
      if (directory ? ++folders > maxFiles : ++files > maxFiles) throw new Refused(`it holds more than ${maxFiles} ${directory ? 'folders' : 'files'}`);
      const key = name.replace(/\/$/, '');
      if (names.has(key)) throw new Refused(`it holds ${key} twice`);
      names.add(key);
      listed.push({ entry, name, directory });
    }
  } catch (error) {
    if (isFormatError(error)) throw new Refused(`it cannot be read as a zip: ${error.message}`);
    throw error;
  }
  return listed;
}

/** Counts what passes; fails once more than the entry's declared bytes, or more than `room` in all, have. */
class Counted extends Transform {
  count = 0;
  constructor(
    private readonly name: string,
    private readonly declared: number,
    private readonly room: number,
    private readonly limit: number,
  ) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.count += chunk.length;
    if (this.count > this.declared) return done(new Refused(`entry ${this.name} inflates to more than the ${this.declared} bytes it declares`));
    if (this.count > this.room) return done(new Refused(`its entries inflate to more than ${this.limit} bytes`));
    done(null, chunk);
  }
}

/** A folder made for an entry; one that meets a file another entry made is a refusal. */
function makeFolder(path: string, name: string): void {
  try {
    mkdirSync(path, { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' || code === 'ENOTDIR') throw new Refused(`entry ${name} collides with another entry (${code})`);
    throw error;
  }
}

/**
 * Unpack the zip at `zipPath` into the (existing, empty) folder `destination`, within `limits`.
 * Refused: why (what was written stays for the caller to remove with its quarantine). Throws on
 * an I/O failure (a full disk).
 */
export async function unzipWithin(zipPath: string, destination: string, limits: UnzipLimits): Promise<UnzipResult> {
  let zip: ZipFile | undefined;
  try {
    // validateEntrySizes is off: it refuses a stored entry whose two sizes differ while the central
    // directory is read — before the declared sizes are summed, and naming no entry. Counted makes
    // the same check on every entry's bytes as they inflate, with the policy's words.
    zip = await yauzl.openPromise(zipPath, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: false }).catch((error: unknown) => {
      throw isFormatError(error) ? new Refused(`it cannot be read as a zip: ${error.message}`) : error;
    });
    const listed = await listEntries(zip, limits.maxFiles);
    const declared = listed.reduce((sum, { entry, directory }) => sum + (directory ? 0 : entry.uncompressedSize), 0);
    // Before any byte is written: what the entries say they hold.
    if (declared > limits.maxBytes) return { ok: false, reason: `its entries declare ${declared} bytes unpacked, more than the ${limits.maxBytes} ${limits.bound ?? 'bytes a download unpacks at most'}` };
    let files = 0;
    let written = 0;
    for (const { entry, name, directory } of listed) {
      const target = join(destination, name);
      if (directory) {
        makeFolder(target, name);
        continue;
      }
      makeFolder(dirname(target), name);
      const counted = new Counted(name, entry.uncompressedSize, limits.maxBytes - written, limits.maxBytes);
      try {
        const source = await zip.openReadStreamPromise(entry);
        // A file of its own: never one already there (the same name twice, in another spelling).
        await pipeline(source, counted, createWriteStream(target, { flags: 'wx' }));
      } catch (error) {
        if (error instanceof Refused) throw error;
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EEXIST' || code === 'ENOTDIR' || code === 'EISDIR') throw new Refused(`entry ${name} collides with another entry (${code})`);
        // zlib's refusal of what it reads: a corrupt entry, not an I/O failure.
        if (typeof code === 'string' && code.startsWith('Z_')) throw new Refused(`entry ${name} cannot be inflated (${(error as Error).message})`);
        // yauzl's: a local header missing, data past the end of the zip.
        if (isFormatError(error)) throw new Refused(`entry ${name} cannot be read: ${error.message}`);
        throw error;
      }
      if (counted.count !== entry.uncompressedSize) throw new Refused(`entry ${name} inflates to ${counted.count} bytes, not the ${entry.uncompressedSize} it declares`);
      files++;
      written += counted.count;
    }
    return { ok: true, files, bytes: written };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.message };
    throw error;
  } finally {
    zip?.close();
  }
}
