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

/**
 * Unpacked (`files`, `bytes`), or refused with why (nothing more is written once it is); `entry`:
 * the entry's name the reason says, when it says one (a name made by whoever made the zip: it may
 * hold what the artifact's runs record, unpackJournals).
 */
export type UnzipResult = { ok: true; files: number; bytes: number } | { ok: false; reason: string; entry?: string };

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
/** `version made by`'s high byte for an entry whose external attributes hold a unix mode. */
const MADE_BY_UNIX = 3;

/** A refusal: the zip is not one this unpacks (caught into UnzipResult); `entry`: the name it says. */
class Refused extends Error {
  constructor(
    message: string,
    readonly entry?: string,
  ) {
    super(message);
  }
}

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

/** An entry's name: decodeStrings is off (so a bad name is ours to refuse, naming it), the name as yauzl decodes it. */
function entryName(entry: Entry): string {
  return yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, true);
}

/** Why the policy refuses an entry on its own (its name, encryption, a link, its method), else undefined. */
function entryProblem(entry: Entry, name: string): string | undefined {
  if (!plainName(name)) return `entry '${name.slice(0, 200)}' is not a plain relative path`;
  if (entry.isEncrypted()) return `entry ${name} is encrypted`;
  const mode = entry.externalFileAttributes >>> 16;
  if (entry.versionMadeBy >> 8 === MADE_BY_UNIX && (mode & S_IFMT) === S_IFLNK) return `entry ${name} is a symbolic link`;
  if (!name.endsWith('/') && entry.compressionMethod !== 0 && entry.compressionMethod !== 8) return `entry ${name} is compressed with method ${entry.compressionMethod} (only stored and deflate are read)`;
  return undefined;
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
      const name = entryName(entry);
      const problem = entryProblem(entry, name);
      if (problem !== undefined) throw new Refused(problem, name);
      const directory = name.endsWith('/');
      if (directory ? ++folders > maxFiles : ++files > maxFiles) throw new Refused(`it holds more than ${maxFiles} ${directory ? 'folders' : 'files'}`);
      const key = name.replace(/\/$/, '');
      if (names.has(key)) throw new Refused(`it holds ${key} twice`, key);
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
    if (this.count > this.declared) return done(new Refused(`entry ${this.name} inflates to more than the ${this.declared} bytes it declares`, this.name));
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
    if (code === 'EEXIST' || code === 'ENOTDIR') throw new Refused(`entry ${name} collides with another entry (${code})`, name);
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
        if (code === 'EEXIST' || code === 'ENOTDIR' || code === 'EISDIR') throw new Refused(`entry ${name} collides with another entry (${code})`, name);
        // zlib's refusal of what it reads: a corrupt entry, not an I/O failure.
        if (typeof code === 'string' && code.startsWith('Z_')) throw new Refused(`entry ${name} cannot be inflated (${(error as Error).message})`, name);
        // yauzl's: a local header missing, data past the end of the zip.
        if (isFormatError(error)) throw new Refused(`entry ${name} cannot be read: ${error.message}`, name);
        throw error;
      }
      if (counted.count !== entry.uncompressedSize) throw new Refused(`entry ${name} inflates to ${counted.count} bytes, not the ${entry.uncompressedSize} it declares`, name);
      files++;
      written += counted.count;
    }
    return { ok: true, files, bytes: written };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.message, ...(error.entry !== undefined ? { entry: error.entry } : {}) };
    throw error;
  } finally {
    zip?.close();
  }
}

/**
 * After a refusal that names an entry: the entries `wanted` names (the runs' journals) that the
 * policy would unpack on their own, unpacked into `destination` — each checked as unzipWithin
 * checks it, within the same limits, one it refuses (or that collides, or cannot be read) passed
 * over rather than the zip —, so the caller can hear what they record before it says the refusal:
 * the entry's name may be made of a value only the artifact holds (a run folder named by a
 * secret-looking input). Best effort (the refusal stands whatever this does): the number of files
 * unpacked; a zip it cannot read unpacks none.
 */
export async function unpackJournals(zipPath: string, destination: string, limits: UnzipLimits, wanted: (name: string) => boolean): Promise<number> {
  let zip: ZipFile | undefined;
  try {
    zip = await yauzl.openPromise(zipPath, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: false });
    const taken: Array<{ entry: Entry; name: string }> = [];
    const names = new Set<string>();
    let declared = 0;
    for await (const entry of zip.eachEntry()) {
      const name = entryName(entry);
      if (name.endsWith('/') || !wanted(name) || entryProblem(entry, name) !== undefined || names.has(name)) continue;
      // Past the limits: what was taken so far, no more (a zip declaring more is not unpacked further).
      if (taken.length >= limits.maxFiles || declared + entry.uncompressedSize > limits.maxBytes) break;
      names.add(name);
      declared += entry.uncompressedSize;
      taken.push({ entry, name });
    }
    let files = 0;
    let written = 0;
    for (const { entry, name } of taken) {
      const target = join(destination, name);
      const counted = new Counted(name, entry.uncompressedSize, limits.maxBytes - written, limits.maxBytes);
      try {
        makeFolder(dirname(target), name);
        // Never over a file already there (the refused unpack's own, complete or not: it stays).
        await pipeline(await zip.openReadStreamPromise(entry), counted, createWriteStream(target, { flags: 'wx' }));
        files++;
      } catch {
        // Passed over: refused, a collision, unreadable, or the disk (the refusal is said either way).
      }
      written += counted.count;
    }
    return files;
  } catch {
    return 0;
  } finally {
    zip?.close();
  }
}
