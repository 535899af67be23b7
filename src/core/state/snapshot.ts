// workflow_state.yaml: the run's state as a person reads it — the 4.0 spec's minimum fields
// first, one record per step — projected from the journal and written after every commit. Its
// size does not grow with the run: the history of transitions, the decisions and the foreach
// items live in the journal; the snapshot holds counts, the last transition and the current item. It records the journal head it reflects, so a snapshot that lags the journal is
// projected again and one that differs from the projection at its own head is refused.
import { NotRegularFileError, readRegularFile } from './own-file.js';
import { parse } from 'yaml';
import { emitBlock, emitYaml } from './plain-yaml.js';
import { foreachSummary, terminalStatusOf, type ForeachRecord, type RunState, type StepRecord } from './state.js';
import type { JournalHead } from './journal.js';
import { runCommandLine } from '../run/command-line.js';

export const SNAPSHOT_SCHEMA = 'stagegate/state@2';
const HEADER = '# stagegate run state: projected from the run journal after every step; edit only with stagegate commands.\n';

/** What a snapshot says of its journal. */
export interface SnapshotHead {
  file: string;
  seq: number;
  sha256: string | null;
}

/** The command that continues a run (the same in every snapshot, whoever wrote it): pasteable, a workflow path with a space quoted. */
export function resumeInstruction(state: RunState): string | null {
  return state.active_step === null ? null : runCommandLine('stagegate', state.workflow_file, state.run_id);
}

function projectForeach(record: ForeachRecord): Record<string, unknown> {
  const { counts, active } = foreachSummary(record);
  return {
    visit: record.visit,
    source: record.source,
    format: record.format,
    stopped: record.stopped,
    items: record.items.size,
    counts,
    active_item: active ?? null,
  };
}

function projectStep(r: StepRecord): Record<string, unknown> {
  // Derived from the journal on every replay, not projected (so the snapshots earlier builds wrote
  // still compare equal): accepted_seq orders verdicts for --rerun-from (run/rewind.ts); stall
  // detection's progress marks (run/progress.ts); failure_code (run/failed-end.ts); answer_command (run/questions.ts).
  const { transcripts, foreach, accepted_seq: _seq, skipped_seq: _skipped, verdicts: _verdicts, failure_code: _failure, failure_status: _failureStatus, answer_command: _answer, source_taken_back: _sourceTaken, skipped_after: _after, output_changes: _changes, child_outputs: _outputs, item_outputs: _items, ...rest } = r;
  const out: Record<string, unknown> = { ...rest };
  if (transcripts !== undefined) {
    out['agent_attempts'] = transcripts.length;
    out['last_attempt'] = transcripts[transcripts.length - 1] ?? null;
  }
  if (foreach !== undefined) out['foreach'] = projectForeach(foreach);
  return out;
}

/** The snapshot document of `state` at journal head `head` (plain data, keys in reading order). */
export function snapshotOf(state: RunState, head: JournalHead, journalFile: string): Record<string, unknown> {
  const steps: Record<string, unknown> = {};
  for (const id of Object.keys(state.steps)) steps[id] = projectStep(state.steps[id]!);
  // Plain data only: what YAML writes and reads back is exactly this (no undefined members).
  return JSON.parse(JSON.stringify(snapshotFields(state, head, journalFile, steps, state.artifacts))) as Record<string, unknown>;
}

function snapshotFields(state: RunState, head: JournalHead, journalFile: string, steps: unknown, artifacts: unknown): Record<string, unknown> {
  return {
    schema: SNAPSHOT_SCHEMA,
    workflow: state.workflow,
    run_id: state.run_id,
    status: state.status,
    // A workflow with terminal.success: the status it reports (null until it completes).
    ...terminalStatusOf(state),
    message: state.message ?? null,
    inputs: state.inputs,
    active_step: state.active_step,
    in_flight: state.in_flight,
    completed_steps: state.completed_steps,
    failed_or_blocked_steps: state.failed_or_blocked_steps,
    last_gate: state.last_gate,
    unresolved_qids: state.unresolved_qids,
    blocking_artifact: state.blocking_artifact,
    blocking_qids: state.blocking_qids,
    blocking_retry_step: state.blocking_retry_step,
    artifacts,
    resume_instruction: resumeInstruction(state),
    execution_mode: state.execution_mode,
    ignore_previous_completion: state.ignore_previous_completion,
    fresh_execution_of: state.fresh_execution_of,
    workflow_file: state.workflow_file,
    workflow_digest: state.workflow_digest,
    run_root: state.run_root,
    source_commit: state.source_commit,
    agent_package_version: state.agent_package_version,
    created_at: state.created_at,
    updated_at: state.updated_at,
    steps,
    pending_approval: state.pending_approval ?? null,
    ...(state.source_changes && state.source_changes.length > 0 ? { source_changes: state.source_changes } : {}),
    ...(state.source_advances && state.source_advances.length > 0 ? { source_advances: state.source_advances.slice(-20) } : {}),
    last_transition: state.last_transition,
    counts: {
      transitions: state.transitions,
      invocations: state.invocations.length,
      stalls: state.stalls?.length ?? 0,
      approvals: state.approvals?.length ?? 0,
      skips: state.skips?.length ?? 0,
    },
    journal: { file: journalFile, seq: head.seq, sha256: head.sha256 },
  };
}

/** The snapshot's text (plain-yaml.ts writes it; readSnapshot reads it with the yaml library). */
export function snapshotText(doc: Record<string, unknown>): string {
  return HEADER + emitYaml(doc);
}

/**
 * What a run keeps between writes of one projection (the snapshot, or the manifest), so a stage
 * serialises only what changed: a whole document each time made a long run's projections its
 * largest cost (with the yaml library's stringify; plain-yaml.ts is cheaper, but a whole document
 * still grows with the run's steps). What is kept is already encoded: a projection is written
 * from its pieces (writev), so a long run's document is never joined into one string and encoded
 * again at every stage.
 */
export class ProjectionCache {
  /** Each step and artifact record's entry (`\n` + its text), by the record object (a record is replaced, never changed in place, when its step changes). */
  readonly records = new WeakMap<object, { id: string; chunks: Buffer[] }>();
  /** Each top-level key's text, with the JSON of the value it was made from. */
  readonly keys = new Map<string, { json: string; bytes: Buffer }>();
  /** A list item's text (`  - value`), by its value: step ids mostly, a bounded set. */
  readonly items = new Map<string, Buffer>();
  /** `key:` of the keys written in parts (sections, lists). */
  readonly headers = new Map<string, Buffer>();
  /** Each section's and each list's entries as last written, the older ones joined (joinedEntries). */
  readonly joined = new Map<string, JoinedEntries>();
  /** Writes made through this cache: the first is serialised whole (one emitter call costs less than one per key; a run that writes once, an item run, never needs the keys). */
  writes = 0;

  /**
   * @param keepApart how many of a section's last entries stay pieces of their own (the records a
   * run changes next); the entries before them are joined into one buffer once 2 × this many are apart.
   */
  constructor(readonly keepApart = 16) {}
}

/**
 * A section's (or a list's) entries as last written: which id and record each was made from, its
 * text, and the text of the first `stableCount` joined in `stable`. A long run's sections were
 * pieces of one entry each, visited and written one by one at every stage (~1,500 pieces at
 * 500 steps); now a stage visits the entries from the first that changed on, and the rest is
 * one piece.
 */
interface JoinedEntries {
  ids: string[];
  records: unknown[];
  entries: Chunks[];
  stable: Buffer;
  stableCount: number;
}

const NOTHING = Buffer.alloc(0);

/**
 * The text of `ids.length` entries in order (entry i made by `entryOf(i)` from `recordOf(i)`),
 * byte for byte their concatenation, reusing what `cache` holds under `name` for the leading
 * entries whose id and record are the same as last time. Buffers once returned are never changed.
 */
function joinedEntries(cache: ProjectionCache, name: string, ids: readonly string[], recordOf: (i: number) => unknown, entryOf: (i: number) => Chunks): Chunks {
  let memo = cache.joined.get(name);
  if (memo === undefined) cache.joined.set(name, (memo = { ids: [], records: [], entries: [], stable: NOTHING, stableCount: 0 }));
  const same = Math.min(ids.length, memo.ids.length);
  let k = 0;
  while (k < same && memo.ids[k] === ids[k] && memo.records[k] === recordOf(k)) k++;
  memo.ids.length = k;
  memo.records.length = k;
  memo.entries.length = k;
  // An entry already joined changed (a step entered again): the joined part is made again up to it.
  if (k < memo.stableCount) {
    memo.stable = Buffer.concat(memo.entries.flat());
    memo.stableCount = k;
  }
  for (let i = k; i < ids.length; i++) {
    memo.ids.push(ids[i]!);
    memo.records.push(recordOf(i));
    memo.entries.push(entryOf(i));
  }
  const keep = cache.keepApart;
  if (memo.entries.length - memo.stableCount >= 2 * keep) {
    const upTo = memo.entries.length - keep;
    memo.stable = Buffer.concat([memo.stable, ...memo.entries.slice(memo.stableCount, upTo).flat()]);
    memo.stableCount = upTo;
  }
  const out: Chunks = memo.stableCount > 0 ? [memo.stable] : [];
  for (let i = memo.stableCount; i < memo.entries.length; i++) for (const chunk of memo.entries[i]!) out.push(chunk);
  return out;
}

/** A projection's text as the pieces it is written from. */
export type Chunks = Buffer[];

export function textOf(chunks: Chunks): string {
  return Buffer.concat(chunks).toString('utf8');
}

/** snapshotText(snapshotOf(state, …)), the same document, with what did not change reused from `cache`. */
export function snapshotTextOf(state: RunState, head: JournalHead, journalFile: string, cache: ProjectionCache): string {
  return textOf(snapshotChunksOf(state, head, journalFile, cache));
}

/** The snapshot's text in pieces (snapshotTextOf). */
export function snapshotChunksOf(state: RunState, head: JournalHead, journalFile: string, cache: ProjectionCache): Chunks {
  if (cache.writes++ === 0) return [Buffer.from(snapshotText(snapshotOf(state, head, journalFile)), 'utf8')];
  const fields = snapshotFields(state, head, journalFile, undefined, undefined);
  return mappingChunks(HEADER, fields, cache, {
    artifacts: () => section('artifacts', state.artifacts, (a) => a, cache),
    steps: () => section('steps', state.steps, projectStep, cache),
  });
}

const NEWLINE = Buffer.from('\n');
const EMPTY_MAP = Buffer.from(' {}');

/**
 * `header` and a top-level block mapping's YAML text, key by key — byte for byte what emitYaml
 * writes for the whole mapping (property tests): a key whose value has the same JSON as
 * last time keeps its text; a list of strings is written item by item; `sections` write their
 * key's value themselves.
 */
export function mappingChunks(header: string, doc: Record<string, unknown>, cache: ProjectionCache, sections: Record<string, () => Chunks> = {}): Chunks {
  const out: Chunks = [Buffer.from(header, 'utf8')];
  for (const key of Object.keys(doc)) {
    const write = sections[key];
    if (write) {
      out.push(keyHeader(cache, key));
      for (const chunk of write()) out.push(chunk);
      out.push(NEWLINE);
      continue;
    }
    const value = doc[key];
    if (value === undefined) continue;
    const json = JSON.stringify(value);
    const hit = cache.keys.get(key);
    if (hit !== undefined && hit.json === json) {
      out.push(hit.bytes);
      continue;
    }
    if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string')) {
      // Not kept whole: it grows by one item a stage; its items are.
      out.push(keyHeader(cache, key), NEWLINE);
      const items = value as string[];
      for (const chunk of joinedEntries(cache, `list:${key}`, items, () => undefined, (i) => [itemBytes(cache, items[i]!)])) out.push(chunk);
      continue;
    }
    const bytes = Buffer.from(emitYaml({ [key]: JSON.parse(json) as unknown }), 'utf8');
    cache.keys.set(key, { json, bytes });
    out.push(bytes);
  }
  return out;
}

/** `key:` (the keys of sections and lists are plain words). */
function keyHeader(cache: ProjectionCache, key: string): Buffer {
  let bytes = cache.headers.get(key);
  if (bytes === undefined) cache.headers.set(key, (bytes = Buffer.from(`${key}:`, 'utf8')));
  return bytes;
}

/** One string's text as an item of a list under a top-level key (two spaces in). */
function itemBytes(cache: ProjectionCache, value: string): Buffer {
  let bytes = cache.items.get(value);
  if (bytes === undefined) {
    bytes = Buffer.from(`${emitBlock([value], '  ')}\n`, 'utf8');
    cache.items.set(value, bytes);
  }
  return bytes;
}

function section<R extends object>(name: string, records: Record<string, R>, project: (r: R) => object, cache: ProjectionCache): Chunks {
  const ids = Object.keys(records);
  if (ids.length === 0) return [EMPTY_MAP];
  return joinedEntries(
    cache,
    `section:${name}`,
    ids,
    (i) => records[ids[i]!],
    (i) => {
      const id = ids[i]!;
      const record = records[id]!;
      const branches = (record as { parallel?: { branches?: Record<string, object> } }).parallel?.branches;
      return branches && Object.keys(branches).length > 0 ? parallelEntry(cache, record, id, project, branches) : cachedEntry(cache, record, id, (r) => ({ [id]: project(r) }));
    },
  );
}

/** A list whose entries are made from records (the manifest's artifacts), `entryOf` each; reused as joinedEntries reuses them. */
export function recordList<R extends object>(cache: ProjectionCache, name: string, records: Record<string, R>, entryOf: (record: R) => Chunks): Chunks {
  const ids = Object.keys(records);
  return joinedEntries(cache, `list:${name}`, ids, (i) => records[ids[i]!], (i) => entryOf(records[ids[i]!]!));
}

const BRANCHES_MARK = 'stagegate-section-branches-6c1e';

/**
 * A parallel step's record: replaced whenever one of its branches changes, so its text is made
 * again then, but each branch record's text is reused while that branch record is the same
 * object (a step of 32 branches would otherwise serialise all 32 at every branch's commit).
 */
function parallelEntry<R extends object>(cache: ProjectionCache, record: R, id: string, project: (r: R) => object, branches: Record<string, object>): Chunks {
  const hit = cache.records.get(record);
  if (hit !== undefined && hit.id === id) return hit.chunks;
  const projected = project(record) as { parallel: Record<string, unknown> };
  const outer = entryText({ [id]: { ...projected, parallel: { ...projected.parallel, branches: BRANCHES_MARK } } }, '  ');
  const mark = `\n      branches: ${BRANCHES_MARK}`;
  const at = outer.indexOf(mark);
  const chunks: Chunks = [Buffer.from(`\n${outer.slice(0, at)}\n      branches:`, 'utf8')];
  for (const bid of Object.keys(branches)) for (const chunk of cachedEntry(cache, branches[bid]!, bid, (b) => ({ [bid]: b }), '        ')) chunks.push(chunk);
  chunks.push(Buffer.from(outer.slice(at + mark.length), 'utf8'));
  cache.records.set(record, { id, chunks });
  return chunks;
}

/** `value` (a one-entry mapping or list) as YAML of plain data at `indent`, without the last newline. */
function entryText(value: object, indent: string): string {
  return emitBlock(JSON.parse(JSON.stringify(value)) as object, indent);
}

/**
 * One record's entry in its section: `\n` and the YAML text of `entry(record)` as plain data,
 * indented `indent` (two spaces under its section by default), from `cache` while the record is
 * the same object under the same `id`.
 */
export function cachedEntry<R extends object>(cache: ProjectionCache, record: R, id: string, entry: (r: R) => object, indent = '  '): Chunks {
  let hit = cache.records.get(record);
  if (hit === undefined || hit.id !== id) {
    hit = { id, chunks: [Buffer.from(`\n${entryText(entry(record), indent)}`, 'utf8')] };
    cache.records.set(record, hit);
  }
  return hit.chunks;
}

export type SnapshotRead =
  | { kind: 'absent' }
  | { kind: 'ok'; doc: Record<string, unknown>; head: SnapshotHead }
  /** A state file of stagegate 0.1 (a whole state, no journal). */
  | { kind: 'legacy'; schema: string }
  | { kind: 'unreadable'; reason: string };

/** The snapshot file's text, as read (not parsed). */
export type SnapshotFile = { kind: 'text'; text: string } | { kind: 'absent' } | { kind: 'unreadable'; reason: string };

export function readSnapshotFile(path: string): SnapshotFile {
  try {
    // Never blocks on a FIFO put where the state goes; a directory or device there is unreadable.
    return { kind: 'text', text: readRegularFile(path, Number.MAX_SAFE_INTEGER, { follow: true }).toString('utf8') };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { kind: 'absent' };
    if (error instanceof NotRegularFileError) return { kind: 'unreadable', reason: `is ${error.kind}, not a file` };
    return { kind: 'unreadable', reason: `cannot be read (${code ?? String(error)})` };
  }
}

export function readSnapshot(path: string): SnapshotRead {
  const file = readSnapshotFile(path);
  return file.kind === 'text' ? parseSnapshot(file.text) : file;
}

export function parseSnapshot(text: string): SnapshotRead {
  let data: unknown;
  try {
    data = parse(text, { maxAliasCount: 0, uniqueKeys: true });
  } catch (error) {
    return { kind: 'unreadable', reason: `is not valid YAML (${(error as Error).message.split('\n')[0]})` };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { kind: 'unreadable', reason: 'does not have the state shape (not a mapping)' };
  const doc = data as Record<string, unknown>;
  if (doc['schema'] !== SNAPSHOT_SCHEMA) {
    if (doc['schema'] === 'stagegate/state@1') return { kind: 'legacy', schema: doc['schema'] };
    return { kind: 'unreadable', reason: `does not have the state shape (schema is not ${SNAPSHOT_SCHEMA})` };
  }
  const j = doc['journal'] as Record<string, unknown> | undefined;
  if (!j || typeof j !== 'object' || !Number.isSafeInteger(j['seq']) || typeof j['file'] !== 'string' || (j['sha256'] !== null && typeof j['sha256'] !== 'string')) {
    return { kind: 'unreadable', reason: 'does not have the state shape (no journal head)' };
  }
  return { kind: 'ok', doc, head: { file: j['file'] as string, seq: j['seq'] as number, sha256: j['sha256'] as string | null } };
}

/** Same plain data (what YAML round-trips): the first path where they differ, or undefined. */
export function firstDifference(a: unknown, b: unknown, path = ''): string | undefined {
  if (Object.is(a, b)) return undefined;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return path || '(document)';
  if (Array.isArray(a) !== Array.isArray(b)) return path || '(document)';
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    if (a.length !== bb.length) return path || '(document)';
    for (let i = 0; i < a.length; i++) {
      const d = firstDifference(a[i], bb[i], `${path}[${i}]`);
      if (d) return d;
    }
    return undefined;
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ao), ...Object.keys(bo)]);
  for (const k of keys) {
    const d = firstDifference(ao[k], bo[k], path ? `${path}.${k}` : k);
    if (d) return d;
  }
  return undefined;
}
