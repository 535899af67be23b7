// Side effects a stage did once (`stagegate once KEY -- COMMAND`, docs/run-semantics.md#side-effects-once):
// each attempt gets a ledger file of its own ($STAGEGATE_EFFECTS, <run root>/effects/<stem>.v<visit>.a<attempt>.jsonl,
// made by the first record) to which `once` appends one fsync'd JSON line per command that exited 0. The journal stays the
// truth: when the attempt ends (and, after a crash, before the stage runs again) the runner folds
// the ledger's records into `effect_done` events; `once` skips a key the journal (or its own
// attempt's ledger) already holds for the same step, branch and visit. The ledger is LangGraph's
// pending writes: what an interrupted attempt did is not done again.
import { closeSync, constants, fsyncSync, lstatSync, mkdirSync, openSync, unlinkSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { EffectDone, JournalEvent } from '../state/events.js';
import { readRegularFile } from '../state/own-file.js';

/** The variable naming the attempt's ledger file. */
export const EFFECTS_VARIABLE = 'STAGEGATE_EFFECTS';

/**
 * Journals of the same branch run elsewhere, one a line, `<visit>\t<absolute journal path>` (`*`:
 * any visit): a parallel branch moves between a shard (its own journal) and the run's own process
 * (the run's journal); `once` in either looks there too. Set by the runner for branch attempts.
 */
export const EFFECTS_ALSO_VARIABLE = 'STAGEGATE_EFFECTS_ALSO';

/** The value of STAGEGATE_EFFECTS_ALSO for one journal. */
export function effectsAlsoEntry(visit: number | '*', journalAbs: string): string {
  return `${visit}\t${journalAbs}`;
}

/** The journals STAGEGATE_EFFECTS_ALSO lists (lines that do not parse are ignored). */
export function parseEffectsAlso(value: string | undefined): Array<{ visit: number | '*'; journal: string }> {
  const out: Array<{ visit: number | '*'; journal: string }> = [];
  for (const line of (value ?? '').split('\n')) {
    const tab = line.indexOf('\t');
    if (tab < 1) continue;
    const v = line.slice(0, tab);
    const journal = line.slice(tab + 1);
    const visit = v === '*' ? '*' : Number(v);
    if (journal === '' || (visit !== '*' && (!Number.isSafeInteger(visit) || visit < 1))) continue;
    out.push({ visit, journal });
  }
  return out;
}

/** How much of a command's stdout a record keeps (bytes, before masking). */
export const EFFECT_STDOUT_CAP = 64 * 1024;

/** A ledger is read up to this size (a record holds at most 64 KiB of stdout, JSON-escaped). */
const LEDGER_READ_LIMIT = 64 * 1024 * 1024;

/** Printable, at most 200 characters, no line breaks (and no other control characters). */
export const EFFECT_KEY_MAX = 200;

/** Why a key is refused, or undefined when it is a valid key. */
export function effectKeyProblem(key: string): string | undefined {
  if (key === '') return 'the key is empty';
  if ([...key].length > EFFECT_KEY_MAX) return `the key is longer than ${EFFECT_KEY_MAX} characters`;
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(key)) return 'the key holds a line break or another control character';
  if (key.trim() !== key) return 'the key starts or ends with white space';
  return undefined;
}

/** One command `once` ran that exited 0: a line of the ledger, and (with the fold's time) an effect_done event. */
export type EffectRecord = Omit<EffectDone, 'event' | 'at'>;

/** Who the records of a ledger belong to: the attempt that owns it. */
export interface EffectScope {
  step: string;
  branch?: string;
  visit: number;
  attempt: number;
}

/** The ledger of an attempt: beside its log, under <run root>/effects/ (same stem, visit and attempt). */
export function ledgerPathOf(runRootRel: string, stem: string, visit: number, attempt: number): string {
  return `${runRootRel === '.' ? '' : runRootRel + '/'}effects/${stem}.v${visit}.a${attempt}.jsonl`;
}

/**
 * Whether `name` (a file in the ledger's folder) is a `once` lock of the ledger named `ledgerName`:
 * `<ledger>.<16 hex of the key's sha256>.lock` (cli/commands/once.ts effectLockPath), or the
 * `.takeover` file of one (state/lock.ts: a dead owner's lock taken over).
 */
export function isOnceLockOf(ledgerName: string, name: string): boolean {
  return name.startsWith(`${ledgerName}.`) && /^\.[0-9a-f]{16}\.lock(?:\.takeover)?$/.test(name.slice(ledgerName.length));
}

/** A time `once` writes: an ISO 8601 UTC instant (Date#toISOString), and a real one. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?Z$/;

/** A step or branch name as a record may carry it: non-empty, printable, short. */
function isName(v: unknown): v is string {
  return typeof v === 'string' && v !== '' && v.length <= EFFECT_KEY_MAX && !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(v);
}

/**
 * Whether a ledger line is a record `once` could have written. The stage owns the ledger file, so
 * every field is checked: a line that passes here must replay as an effect_done event (its scope is
 * checked by readLedger and, when folded, by the reducer).
 */
export function isRecord(v: unknown): v is EffectRecord {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const r = v as Record<string, unknown>;
  const positive = (x: unknown) => Number.isSafeInteger(x) && (x as number) >= 1;
  return (
    typeof r['key'] === 'string' &&
    effectKeyProblem(r['key']) === undefined &&
    isName(r['step']) &&
    (r['branch'] === undefined || isName(r['branch'])) &&
    positive(r['visit']) &&
    positive(r['attempt']) &&
    r['exit_status'] === 0 &&
    typeof r['done_at'] === 'string' &&
    ISO_INSTANT.test(r['done_at']) &&
    !Number.isNaN(Date.parse(r['done_at'])) &&
    typeof r['stdout'] === 'string' &&
    // The cap's bytes decode to at most as many UTF-16 units; masking a short URL password may lengthen it.
    r['stdout'].length <= 2 * EFFECT_STDOUT_CAP &&
    Number.isSafeInteger(r['stdout_bytes']) &&
    (r['stdout_bytes'] as number) >= 0 &&
    typeof r['stdout_sha256'] === 'string' &&
    /^[0-9a-f]{64}$/.test(r['stdout_sha256'])
  );
}

/** Whether a record belongs to this scope (step, branch, visit, attempt). */
function inScope(r: EffectRecord, scope: EffectScope): boolean {
  return r.step === scope.step && (r.branch ?? '') === (scope.branch ?? '') && r.visit === scope.visit && r.attempt === scope.attempt;
}

/**
 * The records of a ledger file: its complete lines that parse as records of `scope` (when given).
 * A last line without its newline is a torn append (a crash between the write and the fsync) and
 * is dropped; so is any line that is not a record (the stage owns the file and may have written it).
 */
export function readLedger(absPath: string, scope?: EffectScope): EffectRecord[] {
  let text: string;
  try {
    // Not through a link, never blocking on a FIFO, only a regular file (the stage owns the folder).
    text = readRegularFile(absPath, LEDGER_READ_LIMIT).toString('utf8');
  } catch {
    return [];
  }
  const end = text.lastIndexOf('\n');
  if (end < 0) return [];
  const out: EffectRecord[] = [];
  for (const line of text.slice(0, end).split('\n')) {
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      continue;
    }
    if (isRecord(value) && (scope === undefined || inScope(value, scope))) out.push(value);
  }
  return out;
}

/** Append one record to a ledger and fsync it (`once`, after its command exited 0). */
export function appendLedger(absPath: string, record: EffectRecord): void {
  mkdirSync(dirname(absPath), { recursive: true });
  const fd = openSync(absPath, constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NOFOLLOW, 0o644);
  try {
    writeSync(fd, JSON.stringify(record) + '\n');
    // The record is the proof the effect happened: on disk before `once` says it is done.
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** The identity of a done effect in a run's state: what the fold skips when it is already there. */
export function effectId(r: { step: string; branch?: string; visit: number; attempt: number; key: string }): string {
  return `${r.step}\u0000${r.branch ?? ''}\u0000${r.visit}\u0000${r.attempt}\u0000${r.key}`;
}

/** The effect_done event of a ledger record, folded at `at`. */
export function effectEvent(r: EffectRecord, at: string): Extract<JournalEvent, { event: 'effect_done' }> {
  return {
    event: 'effect_done',
    at,
    key: r.key,
    step: r.step,
    ...(r.branch !== undefined ? { branch: r.branch } : {}),
    visit: r.visit,
    attempt: r.attempt,
    exit_status: 0,
    done_at: r.done_at,
    stdout: r.stdout,
    stdout_bytes: r.stdout_bytes,
    stdout_sha256: r.stdout_sha256,
  };
}

/**
 * An attempt's ledger cleared before its stage starts: a file left at the path (a fresh run's
 * earlier execution, moved aside or not) never counts for this attempt. The file itself is made by
 * `once` when it first records (its append creates it): an attempt that records nothing leaves no
 * file in the run root (only the effects/ folder). unlink removes a link, never what it points to; a directory is refused.
 */
export function clearLedger(absPath: string): void {
  // The folder stays (one per run root): $STAGEGATE_EFFECTS names a file a stage can create.
  mkdirSync(dirname(absPath), { recursive: true });
  let stat;
  try {
    stat = lstatSync(absPath);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return;
    throw error;
  }
  if (stat.isDirectory()) throw Object.assign(new Error(`${absPath} is a directory`), { code: 'EISDIR' });
  unlinkSync(absPath);
}
