// Reading and writing workflow_state.yaml. Writes are atomic; reads classify what they find
// (absent / valid / corrupt) so the runner can refuse corrupt state without touching it.
import { NotRegularFileError, readRegularFile } from './own-file.js';
import { parse } from 'yaml';
import { atomicWriteFile } from './atomic-write.js';
import { isHandChecked, parseRunState, STATE_KEY_ORDER, STATE_RECORD_BUILDERS, type RunState } from './state.js';
import { seedListText, toYamlChunks, type EmitCache } from './yaml-emit.js';
import { NOT_OURS, readOwnYamlBlocks } from './yaml-read.js';

export type StateRead = { kind: 'absent' } | { kind: 'ok'; state: RunState; text: string } | { kind: 'corrupt'; reason: string };

const HEADER = '# stagegate run state: machine-written; edit only with stagegate commands.\n';

/** The bytes an 'ok' read was made from: a re-read compares bytes, without decoding them again. */
const bytesOf = new WeakMap<StateRead, Buffer>();

/** `previous`: an earlier read of the same file; reused when the file's bytes are unchanged. */
export function readState(absPath: string, previous?: StateRead): StateRead {
  let text: string;
  let bytes: Buffer;
  try {
    // Never blocks on a FIFO put where the state goes; a directory or device there is corrupt.
    bytes = readRegularFile(absPath, Number.MAX_SAFE_INTEGER, { follow: true });
    if (previous?.kind === 'ok') {
      const before = bytesOf.get(previous);
      if (before ? before.equals(bytes) : previous.text === bytes.toString('utf8')) return previous;
    }
    text = bytes.toString('utf8');
  } catch (error) {
    // ENOTDIR: a file sits where a folder of the state path should be, so no state can exist there.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { kind: 'absent' };
    if (error instanceof NotRegularFileError) return { kind: 'corrupt', reason: `is ${error.kind}, not a file` };
    return { kind: 'corrupt', reason: `cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})` };
  }
  // Our own writes take the fast path; anything else (a hand edit) goes through the full parser.
  // History and invocations come out as checked records, made while reading (state.ts).
  const own = readOwnYamlBlocks(text, STATE_RECORD_BUILDERS);
  let data: unknown = own === NOT_OURS ? NOT_OURS : own.value;
  if (data === NOT_OURS) {
    try {
      data = parse(text, { maxAliasCount: 0, uniqueKeys: true });
    } catch (error) {
      return { kind: 'corrupt', reason: `is not valid YAML (${(error as Error).message.split('\n')[0]})` };
    }
  }
  const parsed = parseRunState(data, own === NOT_OURS ? undefined : own.built);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return { kind: 'corrupt', reason: `does not have the state shape (${first ? `${first.path.join('.') || 'document'}: ${first.message}` : 'unknown'})` };
  }
  if (own !== NOT_OURS) offerListTexts(parsed.data, own.value, own.blockText);
  const read: StateRead = { kind: 'ok', state: parsed.data, text };
  bytesOf.set(read, bytes);
  return read;
}

/**
 * Lists read from our own text (history above all: it grows with the run) whose text the next
 * write may reuse instead of emitting every record again; keyed by the list's first record.
 * Checked and seeded lazily, on the first write, so a read-only command (status) pays nothing.
 */
const pendingLists = new WeakMap<object, { list: unknown[]; raw: unknown; text: () => string | undefined }>();

function offerListTexts(state: RunState, raw: Record<string, unknown>, blockText: (key: string) => string | undefined): void {
  for (const key of STATE_KEY_ORDER) {
    const list = state[key];
    if (!Array.isArray(list) || list.length === 0 || typeof list[0] !== 'object' || list[0] === null) continue;
    // A list checked by hand holds, record for record, the data it was read from: nothing to compare.
    pendingLists.set(list[0] as object, { list, raw: isHandChecked(list) ? list : raw[key], text: () => blockText(key) });
  }
}

/** Same data as the emitter sees it: keys whose value is undefined are not written. */
function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  // Plain loops, no key arrays: this runs over every record of a long history.
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  let defined = 0;
  for (const k in ao) {
    const v = ao[k];
    if (v === undefined) continue;
    if (!Object.hasOwn(bo, k) || !sameData(v, bo[k])) return false;
    defined++;
  }
  for (const k in bo) if (bo[k] !== undefined) defined--;
  return defined === 0;
}

/** Seed the emit cache with the text a list was read from, when the reader and zod agree on its data. */
function adoptListTexts(ordered: Record<string, unknown>): void {
  for (const value of Object.values(ordered)) {
    if (!Array.isArray(value) || typeof value[0] !== 'object' || value[0] === null) continue;
    const pending = pendingLists.get(value[0] as object);
    if (!pending) continue;
    pendingLists.delete(value[0] as object);
    const text = pending.text();
    if (text !== undefined && sameData(pending.list, pending.raw)) seedListText(emitCache, pending.list, '  ', text);
  }
}

/** Emitted text of unchanged records is reused between writes (see EmitCache). */
const emitCache: EmitCache = new WeakMap();

/** The state file's bytes, in chunks: the history's earlier bytes are reused, not rebuilt. */
function serializeStateChunks(state: RunState): Buffer[] {
  const ordered: Record<string, unknown> = {};
  for (const key of STATE_KEY_ORDER) ordered[key] = state[key];
  adoptListTexts(ordered);
  return toYamlChunks(ordered, HEADER, emitCache);
}

export function serializeState(state: RunState): string {
  return Buffer.concat(serializeStateChunks(state)).toString('utf8');
}

/** `durable: false` skips the fsync (still atomic against a killed process). */
export function writeState(absPath: string, state: RunState, options: { durable?: boolean } = {}): void {
  atomicWriteFile(absPath, serializeStateChunks(state), options);
}
