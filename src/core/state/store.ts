// A run's persistence: its journal (the truth), the workflow_state.yaml snapshot projected from
// it, and RUN_MANIFEST.yaml. Loading replays the journal against the workflow and checks the
// snapshot and the manifest against it. Committing (appending events, one fdatasync, then
// writing the projections) is run-store.ts: read-only commands load no writer.
import { recordedDigestMatches } from './recorded-digest.js';
import { NotRegularFileError, readRegularFile } from './own-file.js';
import { existsSync } from 'node:fs';
import { basename, dirname, relative, resolve as resolvePath, sep } from 'node:path';
import { List } from 'immutable';
import { parse } from 'yaml';
import { eventsOf, journalPathFor, journalUnchanged, scanJournal, sha256Hex, type JournalHead, type JournalLine, type JournalScan, type JournalTexts } from './journal.js';
import { firstDifference, parseSnapshot, readSnapshot, readSnapshotFile, snapshotOf, snapshotText, type SnapshotFile, type SnapshotRead } from './snapshot.js';
import { LATER_MANIFEST_SECTIONS, manifestDocument, manifestText, type ManifestContext } from './manifest.js';
import type { RewindRecord, RunState } from './state.js';
import { sourceChangeTakesBack } from './taken-back.js';
import { emptyLog, logEvent, type LogKept, type RunLog } from './run-log.js';
import type { JournalEvent } from './events.js';
import { replayEvent, UnknownEvent, VERDICTS } from '../run/reduce.js';
import { approvalDigest } from '../steps/approval/transition.js';
import type { Workflow } from '../model/workflow.js';
import { otherWorkflowHint, ownFileTarget, type RunNaming } from './other-workflow.js';
import { newerBuildRefusal, newerThan } from './written-by.js';

export interface RunFiles {
  /** workflow_state.yaml (absolute). */
  state: string;
  /** RUN_MANIFEST.yaml (absolute), when the run has one of its own. */
  manifest?: string;
}

/** A journal as loadRun read it: where it stands, and its verified lines as text (`eventsOf` parses them). */
export type JournalRead = Extract<JournalScan, { kind: 'ok' }>;

export type RunLoad =
  | { kind: 'absent'; journal?: JournalRead }
  | {
      kind: 'ok';
      state: RunState;
      head: JournalHead;
      journal: JournalRead;
      /** What loading noticed and repaired (a torn last line, a snapshot that lagged). */
      notes: string[];
      /** The snapshot does not show the journal's head (written again on the next commit). */
      snapshotLags: boolean;
      /** The transitions and decisions the journal records (absent when the load was asked not to gather them: `LoadOptions`). */
      log?: RunLog;
    }
  | {
      kind: 'corrupt';
      /** The stop code the refusal stands for: WORKFLOW_STATE_INTEGRITY_VIOLATION unless a newer stagegate wrote the run (refusedCode). */
      code?: 'RUN_WRITTEN_BY_NEWER_STAGEGATE';
      /** With that code: the newest stagegate that wrote the run. */
      writtenBy?: string;
      reason: string;
      file: string;
      line?: number;
      /** What recovers the run from this (docs/run-semantics.md#integrity). */
      hint: string;
      /**
       * The journal itself chained and replayed — only a projection beside it (the snapshot, the
       * manifest) was refused: its lines (`eventsOf`), which `history` still shows.
       */
      journal?: { texts: JournalTexts; head: JournalHead };
      /**
       * The journal's chain verified: the state it replays to — up to the event that does not fit
       * the workflow, or whole when only a projection was refused. Not a state to go on from; what
       * a read-only look at the run's files (`logs`: its inputs, to mask) reads.
       */
      replayed?: RunState;
    };

/** The stop code a refused load stands for (RunLoad's corrupt `code`). */
export function refusedCode(load: { code?: 'RUN_WRITTEN_BY_NEWER_STAGEGATE' }): 'WORKFLOW_STATE_INTEGRITY_VIOLATION' | 'RUN_WRITTEN_BY_NEWER_STAGEGATE' {
  return load.code ?? 'WORKFLOW_STATE_INTEGRITY_VIOLATION';
}

/**
 * How a refused run is recovered. The journal is the run's record: when it verifies, a projection
 * that disagrees with it is removed (or restored) and written again from it by the run's next `run`;
 * when it does not, only a copy of it — or a fresh start — brings the run back.
 */
const RECOVERY = {
  journal: (relJournal: string) =>
    `The journal ${relJournal} is the run's record and it does not verify: restore it from a copy if you have one, or start over with --mode fresh (the run's files are moved aside, not deleted).`,
  journalMissing: (relJournal: string) => `Restore the journal ${relJournal} from a copy if you have one, or start over with --mode fresh (the run's files are moved aside, not deleted).`,
  /** The journal verifies, but the workflow it ran was edited since so that its events no longer replay. */
  workflowChanged: (relWorkflow: string, relJournal: string) =>
    `The journal ${relJournal} is intact, but ${relWorkflow} was edited since the run started and what the run did no longer fits it (--allow-workflow-change takes an edit the run's history still follows). Put ${relWorkflow} back as it was (e.g. git checkout), then resume; or start over with --mode fresh (the run's files are moved aside, not deleted).`,
  /** The journal verifies, but holds an event a later stagegate wrote: this build cannot replay it. */
  laterBuild: (relJournal: string) =>
    `The journal ${relJournal} is intact, but a later stagegate wrote it (stagegate history with that build shows its events): resume the run with that stagegate or a later one; this one leaves the run's files as they are.`,
  /** The journal and the state file are gone (or the journal is empty), but the run's manifest records a journal head. */
  manifestOnly: (relManifest: string, relJournal: string) =>
    `${relManifest} records more of the run than the journal ${relJournal} holds (nothing). Restore the journal from a copy if you have one, or start over with --mode fresh (the run's files are moved aside, not deleted); if ${relManifest} is not this run's, remove it.`,
  /** The journal and the state file are gone (or the journal is empty), and the manifest no longer records a journal head. */
  manifestUnread: (relManifest: string, relJournal: string) =>
    `${relManifest} cannot be checked against the journal ${relJournal}, which is missing or empty. Restore the journal (and ${relManifest}) from a copy if you have one, or start over with --mode fresh (the run's files are moved aside, not deleted); if ${relManifest} is not this run's, remove it.`,
  legacy: () => 'Start over with --mode fresh (the old files are moved aside, not deleted).',
  projection: (relFile: string, relJournal: string, again: string) =>
    `The journal ${relJournal} verifies (stagegate history shows its events); ${relFile} does not match it. Remove ${relFile} (or put back what stagegate wrote there): ${again}. Or start over with --mode fresh.`,
  cut: (relFile: string, relJournal: string, again: string) =>
    `${relFile} records more of the run than the journal ${relJournal} holds (stagegate history shows what it holds). If events were cut from the journal, restore it from a copy, or start over with --mode fresh; if ${relFile} is what was edited, remove it: ${again}.`,
  otherHead: (relFile: string, relJournal: string, again: string) =>
    `${relFile} names a journal head that the journal ${relJournal} does not have (stagegate history shows what it has). If the journal was rewritten, restore it from a copy, or start over with --mode fresh; if ${relFile} is what was edited, remove it: ${again}.`,
};

/**
 * Which command writes a removed projection again from the journal: the run's next `run` (status,
 * history and list only read, from the journal meanwhile) — which, for a run that has not finished,
 * also continues it.
 */
function writtenAgainBy(state: RunState, naming: RunNaming | undefined): string {
  const run = `${naming?.commandName ?? 'stagegate'} run ${ownFileTarget(state, naming)}`;
  return `the next \`${run}\` writes it again from the journal${state.active_step === null ? ' (the run finished: it runs nothing)' : ', as it continues the run'}; status and history read the run from the journal meanwhile`;
}

export function journalFileOf(files: RunFiles): string {
  return journalPathFor(files.state);
}

/**
 * The sha256 of committed line `seq` (1-based), or undefined past the head. The chain was verified
 * when the journal was read: a line's hash is the next line's `prev` (the head's is the last line's),
 * taken again from the line's text as read, so nothing is read again (a file re-read here could
 * name another journal by then).
 */
function lineHash(read: JournalRead, seq: number): string | undefined {
  if (seq < 1 || seq > read.head.seq) return undefined;
  if (seq === read.head.seq) return read.head.sha256 ?? undefined;
  const text = read.texts[seq - 1];
  return text === undefined ? undefined : sha256Hex(text);
}

/** A load's journal events, parsed again from the lines it verified (what `history` shows). */
export function loadedEvents(journal: { texts: JournalTexts }): Array<JournalLine<JournalEvent>> {
  return eventsOf<JournalEvent>(journal.texts);
}

export interface LoadOptions {
  /**
   * Gather the run's transitions and decisions (RunLoad.log); default true. A command that
   * reports neither (the CLI's `run`) leaves them out, one that reports only the decisions (the
   * CLI's `status`) gathers those alone ('decisions'): a long run's replay then keeps none of its
   * 10,000 history entries (or decision records) alive (most of what the heap held after it).
   * Every check is made either way.
   */
  log?: LogKept;
  /** How a refusal's commands name the run (other-workflow.ts): default `stagegate`, no inputs. */
  naming?: RunNaming | undefined;
}

/**
 * Load a run: its journal replayed against `workflow`, its snapshot
 * and manifest compared with it. `relState`: the state path as the user sees it, for messages.
 */
export function loadRun(files: RunFiles, workflow: Workflow, relState: string, options: LoadOptions = {}): RunLoad {
  const journalPath = journalFileOf(files);
  const relJournal = journalPathFor(relState);
  // The projections before the journal: a runner appends to the journal before it writes them,
  // so read in this order, a live run's (status during a run) never seem to lead its journal.
  const snapshotFile = readSnapshotFile(files.state);
  const manifestFile = files.manifest ? readManifestFile(files.manifest) : undefined;
  // Each event is replayed as soon as its line verifies, and only its text is kept (scanJournal).
  // A line that does not replay stops the replay, not the read: a journal corrupt further on is
  // refused as such, as when it was read whole before its replay.
  let state: RunState | undefined;
  const log = options.log === false ? undefined : emptyLog(options.log ?? true);
  let failed: { index: number; event: string; error: unknown; before: RunState | undefined } | undefined;
  // The versions of the stagegates that wrote it (every verified run_started): a newer one's run is refused as such (written-by.ts).
  const writtenBy: string[] = [];
  const read = scanJournal(journalPath, (line, index) => {
    const e = line as JournalLine<JournalEvent>;
    if (e.event === 'run_started' && typeof e.stagegate_version === 'string') writtenBy.push(e.stagegate_version);
    if (failed) return;
    try {
      state = replayEvent(state, e, workflow);
      if (log) logEvent(log, e, state);
    } catch (error) {
      // A mismatch, or an event whose fields are not what its transition reads (a hand edit that
      // kept the hash chain, or a stagegate error the transition raises for an impossible change).
      failed = { index, event: e.event, error, before: state };
    }
  });
  // Before any other finding: what a newer stagegate wrote may read as an edit to this one.
  const newer = newerThan(writtenBy);
  if (newer !== undefined) return { kind: 'corrupt', code: 'RUN_WRITTEN_BY_NEWER_STAGEGATE', writtenBy: newer, ...newerBuildRefusal(newer, relJournal), file: relJournal };
  if (read.kind === 'corrupt') return { kind: 'corrupt', reason: `journal ${relJournal} ${read.reason}`, file: relJournal, ...(read.line !== undefined ? { line: read.line } : {}), hint: RECOVERY.journal(relJournal) };
  if (read.kind === 'absent' || read.texts.length === 0) {
    const snapshot = snapshotFile.kind === 'text' ? parseSnapshot(snapshotFile.text) : snapshotFile;
    if (snapshot.kind === 'legacy') {
      return { kind: 'corrupt', reason: `state ${relState} was written by stagegate 0.1 (${snapshot.schema}), whose whole-state file this version no longer reads: a run's truth is now its journal`, file: relState, hint: RECOVERY.legacy() };
    }
    if (snapshot.kind === 'ok') return { kind: 'corrupt', reason: `state ${relState} names journal ${relJournal}, which is missing or empty: the snapshot alone is not evidence`, file: relJournal, hint: RECOVERY.journalMissing(relJournal) };
    // Something stands where the state goes that is not a state file (a FIFO, a directory, an unreadable file): never replaced.
    if (snapshot.kind === 'unreadable') return { kind: 'corrupt', reason: `state ${relState} ${snapshot.reason}; it was left as it is`, file: relState, hint: `Remove or move what stands at ${relState}: a run's state file goes there.` };
    // The journal emptied or removed with the state file: the manifest, which records the journal
    // head it was written at, still shows that the run had events (a journal cut to nothing).
    // Only when it names this journal (its path from the manifest's folder): runs whose state paths
    // differ by an input (not artifact_root) can share one run root, and a manifest there naming
    // another journal is that location's run (otherRunsHint names it), not a cut of this one.
    const manifest = manifestFile === undefined || files.manifest === undefined ? undefined : parseManifest(manifestFile);
    const named = files.manifest === undefined ? '' : manifestJournalName(files.manifest, journalPath);
    const recorded = recordedSeq(manifest, named);
    const relManifest = relManifestOf(files, relState);
    if (recorded !== undefined && recorded >= 1) {
      return { kind: 'corrupt', reason: `${relManifest} records journal event ${recorded}, but journal ${relJournal} is missing or empty: events were cut from the journal`, file: relJournal, hint: RECOVERY.manifestOnly(relManifest, relJournal) };
    }
    // A manifest that no longer says which journal head it was written at (or whether it is this
    // run's) cannot show that none was cut: refused as one that records a head, never written over.
    const unread = manifest instanceof UnreadManifest ? manifest.unread : isRecord(manifest) ? malformedHead(manifest, named) : undefined;
    if (unread !== undefined) {
      return { kind: 'corrupt', reason: `${relManifest} ${unread}, and journal ${relJournal} is missing or empty: ${UNREAD_CAUSE}; whether events were cut from the journal, it no longer shows, and it was left as it is`, file: relManifest, hint: RECOVERY.manifestUnread(relManifest, relJournal) };
    }
    return read.kind === 'ok' ? { kind: 'absent', journal: read } : { kind: 'absent' };
  }
  if (failed) {
    const { index, event, error, before } = failed;
    // The chain verified: when the workflow is not the one the run recorded, the edit is the cause, not the journal.
    const edited = before !== undefined && !recordedDigestMatches(before, workflow);
    // Started from another file: that file named is the likely mistake, not an edit.
    const other = edited && before.workflow_file !== workflow.file;
    return {
      kind: 'corrupt',
      reason: `journal ${relJournal} line ${index + 1} (${event}) does not replay against ${workflow.file}${other ? ` (the run was started from ${before.workflow_file})` : ''}: ${(error as Error).message}`,
      file: relJournal,
      line: index + 1,
      hint: error instanceof UnknownEvent ? RECOVERY.laterBuild(relJournal) : other ? otherWorkflowHint(before, workflow.file, relState, options.naming) : edited ? RECOVERY.workflowChanged(workflow.file, relJournal) : RECOVERY.journal(relJournal),
      ...(before !== undefined ? { replayed: before } : {}),
    };
  }
  if (state === undefined) return { kind: 'absent', journal: read };
  const replayed: RunState = state;
  const projections = readProjections(snapshotFile, manifestFile, replayed, read.head, basename(journalPath), files.manifest ? manifestJournalName(files.manifest, journalPath) : basename(journalPath), (seq) => replayTo(read.texts, seq, workflow));
  return judgeProjections({ ...projections, read, state: replayed, ...(log ? { log } : {}), relState, relJournal, relManifest: relManifestOf(files, relState), naming: options.naming, workflowDigest: workflow.digest });
}

/**
 * `load` without the journal's lines: what a runner keeps of it once it holds the lock and has
 * taken the run's state from it. A long run's journal text (a foreach's items among it) stayed in
 * memory for the whole invocation otherwise. reloadRun does not reuse what this keeps (it reads
 * the journal again).
 */
export function withoutEvents(load: RunLoad): RunLoad {
  if (load.kind !== 'ok') return load;
  const { file: _file, ...journal } = load.journal;
  return { ...load, journal: { ...journal, texts: [] } };
}

/** The run's state after its first `seq` events (parsed and replayed again: a snapshot that lags is compared where it stands). */
function replayTo(texts: JournalTexts, seq: number, workflow: Workflow): RunState {
  let state: RunState | undefined;
  for (const e of eventsOf<JournalEvent>(texts, seq)) state = replayEvent(state, e, workflow);
  return state!;
}

/** The run's state at a snapshot's recorded head, and the snapshot a runner writes of it. */
interface AtSnapshot {
  state: RunState;
  doc: Record<string, unknown>;
}

/**
 * The snapshot and the manifest as read, ready to be judged against the replayed journal. A file
 * that is byte for byte what a runner writes at the journal's head (the usual case) is that
 * document: it is not parsed again (the yaml library's parse was most of what verifying a shard,
 * or reading a run's state for each shard of a batch, cost). Any other text is parsed and
 * compared as a document: at its own recorded head, where a snapshot that lags stands.
 */
function readProjections(
  snapshotFile: SnapshotFile,
  manifestFile: string | null | UnreadManifest | undefined,
  state: RunState,
  head: JournalHead,
  journalFile: string,
  manifestJournal: string,
  stateAt: (seq: number) => RunState,
): { snapshot: SnapshotRead; manifest: unknown; manifestAt: Record<string, unknown> | undefined; writtenWith: readonly string[]; atSnapshot: AtSnapshot | undefined } {
  let atSnapshot: AtSnapshot | undefined;
  let snapshot = writtenAtHead(snapshotFile, state, head, journalFile);
  if (!snapshot) {
    snapshot = snapshotFile.kind === 'text' ? parseSnapshot(snapshotFile.text) : snapshotFile;
    if (snapshot.kind === 'ok' && snapshot.head.seq >= 1 && snapshot.head.seq <= head.seq) {
      const at = snapshot.head.seq === head.seq ? state : stateAt(snapshot.head.seq);
      atSnapshot = { state: at, doc: snapshotOf(at, { seq: snapshot.head.seq, sha256: snapshot.head.sha256 }, journalFile) };
    }
  }
  // undefined: nothing to check (no manifest of its own, or exactly the one written at the head).
  const manifest = manifestFile === undefined || (manifestFile !== null && manifestFile === manifestText(state, { head, journalFile: manifestJournal })) ? undefined : parseManifest(manifestFile);
  // Any other manifest that names a head of this journal is compared, as a document, with the one
  // a runner writes at that head (a manifest that lags: at its own head), as the snapshot is.
  let manifestAt: Record<string, unknown> | undefined;
  // The later sections the build of the run's latest invocation at that head writes (its run_started says).
  let writtenWith: readonly string[] = [];
  const j = isRecord(manifest) && isRecord(manifest['journal']) ? manifest['journal'] : undefined;
  const seq = j !== undefined && Number.isSafeInteger(j['seq']) ? (j['seq'] as number) : undefined;
  // The manifest as the plain data its YAML reads back as, for the comparison.
  const documentAt = (at: RunState, m: ManifestContext) => JSON.parse(JSON.stringify(manifestDocument(at, m))) as Record<string, unknown>;
  if (seq !== undefined && seq >= 1 && seq <= head.seq && typeof j!['sha256'] === 'string') {
    // Builds before the journal's path from the manifest's folder named it by its file name
    // wherever it was (a child's manifest in its run folder, its journal in the state folder):
    // that form names this journal too; any other name is compared, and refused, as written.
    const named = j!['file'] === journalFile ? journalFile : manifestJournal;
    const at = seq === head.seq ? state : stateAt(seq);
    manifestAt = documentAt(at, { head: { seq, sha256: j!['sha256'] }, journalFile: named });
    writtenWith = sectionsWrittenAt(at);
  } else if (isRecord(manifest) && !(manifest instanceof UnreadManifest) && !(seq !== undefined && seq > head.seq)) {
    // A manifest whose journal head is missing or not one a runner writes (seq "4", 0, no journal:
    // every runner since the journal records it): compared with the one written at the head, so
    // the edit is found rather than its missing head hiding it. A head past the journal's end is
    // refused as cut (manifestProblem).
    manifestAt = documentAt(state, { head, journalFile: manifestJournal });
    writtenWith = sectionsWrittenAt(state);
  }
  return { snapshot, manifest, manifestAt, writtenWith, atSnapshot };
}

/** The snapshot as the document a runner writes at `head`, when its text is exactly that one's. */
function writtenAtHead(file: SnapshotFile, state: RunState, head: JournalHead, journalFile: string): SnapshotRead | undefined {
  if (file.kind !== 'text') return undefined;
  const doc = snapshotOf(state, head, journalFile);
  return file.text === snapshotText(doc) ? { kind: 'ok', doc, head: { file: journalFile, seq: head.seq, sha256: head.sha256 } } : undefined;
}

/**
 * The run at `files` again, once the lock is held: when its journal is still exactly the one
 * `earlier` read (journalUnchanged: no runner appended to it or replaced it meanwhile), the
 * replay is reused and only the snapshot and the manifest are read and judged again; otherwise
 * the run is loaded anew. A resume of a long run replays its journal once, not twice.
 */
export function reloadRun(earlier: RunLoad, files: RunFiles, workflow: Workflow, relState: string, options: LoadOptions = {}): RunLoad {
  const journalPath = journalFileOf(files);
  if (earlier.kind !== 'ok') return loadRun(files, workflow, relState, options);
  // The projections before the journal, as loadRun reads them: a live runner (status, history
  // take no lock) appends to the journal before it writes them, so a commit landing while they
  // are read shows as a changed journal below, never as projections ahead of it.
  const snapshotFile = readSnapshotFile(files.state);
  const manifestFile = files.manifest ? readManifestFile(files.manifest) : undefined;
  if (!journalUnchanged(journalPath, earlier.journal)) return loadRun(files, workflow, relState, options);
  const projections = readProjections(snapshotFile, manifestFile, earlier.state, earlier.head, basename(journalPath), files.manifest ? manifestJournalName(files.manifest, journalPath) : basename(journalPath), (seq) => replayTo(earlier.journal.texts, seq, workflow));
  return judgeProjections({ ...projections, read: earlier.journal, state: earlier.state, ...(earlier.log ? { log: earlier.log } : {}), relState, relJournal: journalPathFor(relState), relManifest: relManifestOf(files, relState), naming: options.naming, workflowDigest: workflow.digest });
}

/** The manifest as the user names it: workspace-relative like the state path (its file name when it is not beside the workspace's files). */
function relManifestOf(files: RunFiles, relState: string): string {
  if (!files.manifest) return 'the run manifest';
  const root = files.state.endsWith(relState) ? files.state.slice(0, files.state.length - relState.length) : undefined;
  return root !== undefined && files.manifest.startsWith(root) ? files.manifest.slice(root.length).split(sep).join('/') : basename(files.manifest);
}

/** The snapshot and the manifest judged against the replayed journal: refused when edited or ahead of it, noted when behind. */
function judgeProjections(r: Omit<Parameters<typeof judgedProjections>[0], 'again'> & { naming: RunNaming | undefined }): RunLoad {
  const { naming, ...rest } = r;
  const load = judgedProjections({ ...rest, again: () => writtenAgainBy(r.state, naming) });
  return load.kind === 'corrupt' ? { ...load, replayed: r.state } : load;
}

function judgedProjections(r: {
  snapshot: SnapshotRead;
  manifest: unknown;
  /** The manifest a runner writes at the head the manifest records, when that head is the journal's. */
  manifestAt: Record<string, unknown> | undefined;
  /** The later manifest sections (LATER_MANIFEST_SECTIONS) the build that wrote the manifest at its head writes. */
  writtenWith: readonly string[];
  read: JournalRead;
  state: RunState;
  log?: RunLog;
  atSnapshot: AtSnapshot | undefined;
  relState: string;
  relJournal: string;
  relManifest: string;
  /** The digest of the workflow the journal was replayed against (a snapshot written under another one differs where the edit shows). */
  workflowDigest: string;
  /** Which command writes a removed projection again (writtenAgainBy): made only for a refusal. */
  again: () => string;
}): RunLoad {
  const { snapshot, manifest, manifestAt, writtenWith, read, state, log, atSnapshot, relState, relJournal, relManifest, workflowDigest, again } = r;
  // The journal chained and replayed: a refusal below is about a projection beside it.
  const journal = { texts: read.texts, head: read.head };
  const notes: string[] = [];
  if (read.tornBytes > 0) notes.push(`journal ${relJournal}: a torn last line (${read.tornBytes} bytes, never committed) was dropped`);
  let snapshotLags = true;
  if (snapshot.kind === 'ok') {
    if (snapshot.head.seq > read.head.seq) {
      return { kind: 'corrupt', reason: `state ${relState} reflects journal event ${snapshot.head.seq}, but journal ${relJournal} ends at event ${read.head.seq}: events were cut from the journal`, file: relJournal, hint: RECOVERY.cut(relState, relJournal, again()), journal };
    }
    // A runner writes the snapshot only after committing events: one that reflects none while its
    // journal has some was edited (its data would otherwise be compared with nothing).
    if (snapshot.head.seq < 1) {
      return { kind: 'corrupt', reason: `state ${relState} records journal event ${snapshot.head.seq}, but journal ${relJournal} has ${read.head.seq} events: the snapshot was edited; it was left as it is`, file: relState, hint: RECOVERY.projection(relState, relJournal, again()), journal };
    }
    if (lineHash(read, snapshot.head.seq) !== snapshot.head.sha256) {
      return { kind: 'corrupt', reason: `state ${relState} records a journal head (event ${snapshot.head.seq}) that is not in journal ${relJournal}`, file: relState, hint: RECOVERY.otherHead(relState, relJournal, again()), journal };
    }
    let older = false;
    let underEdit = false;
    if (atSnapshot !== undefined) {
      const diff = firstDifference(atSnapshot.doc, snapshot.doc);
      older = diff !== undefined && listedAsCompleted(atSnapshot.doc, atSnapshot.state, snapshot.doc);
      // Written under the workflow file as it was (the journal records that digest): what the
      // replay derives from the edited file (an approval's message, its approvers) may differ.
      // The journal is the run's truth and was replayed: projected again; whether the edit is
      // allowed (--allow-workflow-change) is checkIntegrity's to say, with its own fix.
      underEdit = diff !== undefined && !older && atSnapshot.state.workflow_digest !== workflowDigest;
      // The edit explains a difference only where the replay reads the workflow file: what the
      // journal alone decides (status, active step, visits, counts, artifacts…) differing was
      // edited in the snapshot, and is refused as without the edit.
      const edited = underEdit ? firstDifference(journalFields(atSnapshot.doc), journalFields(snapshot.doc)) : diff;
      if (diff !== undefined && !older && edited !== undefined) {
        return { kind: 'corrupt', reason: `state ${relState} differs from its journal at '${edited}' (the snapshot was edited${underEdit ? '; the workflow file was edited too, but that does not change this field' : ''}): it was left as it is`, file: relState, hint: RECOVERY.projection(relState, relJournal, again()), journal };
      }
    }
    snapshotLags = older || underEdit || snapshot.head.seq !== read.head.seq;
    if (underEdit) notes.push(`state ${relState} was written before the workflow file was edited and differs from the replay where the edited file shows (first at '${diffOf(atSnapshot!.doc, snapshot.doc)}'): projected again from the journal`);
    else if (older) notes.push(`state ${relState} was written by an earlier stagegate, which also listed the steps that failed, blocked the run or were skipped among completed_steps: projected again`);
    else if (snapshotLags) notes.push(`state ${relState} lagged its journal (event ${snapshot.head.seq} of ${read.head.seq}): projected again`);
  } else if (snapshot.kind === 'legacy') {
    return { kind: 'corrupt', reason: `state ${relState} was written by stagegate 0.1 (${snapshot.schema}) but a journal exists beside it`, file: relState, hint: RECOVERY.projection(relState, relJournal, again()), journal };
  } else if (snapshot.kind === 'unreadable') {
    // Written atomically (rename), a state file is never torn: this one was edited or damaged.
    return { kind: 'corrupt', reason: `state ${relState} ${snapshot.reason}`, file: relState, hint: RECOVERY.projection(relState, relJournal, again()), journal };
  } else {
    notes.push(`state ${relState} is missing: projected again from the journal`);
  }
  if (manifest instanceof UnreadManifest) {
    return { kind: 'corrupt', reason: `${relManifest} ${manifest.unread}: ${UNREAD_CAUSE}; it was left as it is`, file: relManifest, hint: RECOVERY.projection(relManifest, relJournal, again()), journal };
  }
  if (manifest !== undefined) {
    const problem = manifestProblem(manifest, read);
    if (problem) return { kind: 'corrupt', reason: problem.reason, file: relJournal, hint: (problem.cut ? RECOVERY.cut : RECOVERY.otherHead)(relManifest, relJournal, again()), journal };
    // At a head the journal has, yet not what a runner writes there: edited (text that only
    // reformats the same document passes, as for the snapshot).
    const edited = manifestAt === undefined || manifest === null ? undefined : isRecord(manifest) ? firstDifference(asOlderBuildWrote(manifestAt, manifest, writtenWith), manifest) : '(document)';
    if (edited !== undefined) {
      return { kind: 'corrupt', reason: `${relManifest} differs from its journal at '${edited}' (the manifest was edited): it was left as it is`, file: relManifest, hint: RECOVERY.projection(relManifest, relJournal, again()), journal };
    }
  }
  return { kind: 'ok', state, head: read.head, journal: read, notes, snapshotLags, ...(log ? { log } : {}) };
}

/**
 * The manifest a runner writes, as a build before a later section (manifest.ts
 * LATER_MANIFEST_SECTIONS) wrote it when `written` lacks that section: such a manifest is no edit —
 * unless the run's latest invocation at the manifest's head was by a build that writes it
 * (`writtenWith`, from its run_started): then the section was removed by hand.
 */
function asOlderBuildWrote(expected: Record<string, unknown>, written: Record<string, unknown>, writtenWith: readonly string[]): Record<string, unknown> {
  const missing = LATER_MANIFEST_SECTIONS.filter((key) => !writtenWith.includes(key) && Object.hasOwn(expected, key) && !Object.hasOwn(written, key));
  if (missing.length === 0) return expected;
  const older = { ...expected };
  for (const key of missing) delete older[key];
  return older;
}

/** The later manifest sections the build of `state`'s latest invocation writes (none recorded: a build before them). */
function sectionsWrittenAt(state: RunState): readonly string[] {
  return state.invocations.at(-1)?.manifest_sections ?? [];
}

/**
 * The snapshot fields the journal alone decides (a replay against an edited workflow file gives
 * them the same: each transition's target and stop are the journal's claims): the run, its
 * status, active step and step in flight, the steps' statuses and visits, outputs, inputs,
 * counts, times, and the journal head it records. Not the messages, the resume instruction, a
 * pending approval as older journals record it, or step details the workflow shapes.
 */
const JOURNAL_FIELDS = ['workflow', 'run_id', 'status', 'inputs', 'active_step', 'in_flight', 'completed_steps', 'failed_or_blocked_steps', 'artifacts', 'execution_mode', 'ignore_previous_completion', 'fresh_execution_of', 'workflow_file', 'workflow_digest', 'run_root', 'source_commit', 'agent_package_version', 'created_at', 'updated_at', 'counts', 'journal'] as const;

function journalFields(doc: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of JOURNAL_FIELDS) out[k] = doc[k];
  const steps = doc['steps'];
  out['steps'] = isRecord(steps) ? Object.fromEntries(Object.entries(steps).map(([id, r]) => [id, isRecord(r) ? { status: r['status'], visits: r['visits'] } : r])) : steps;
  return out;
}

function diffOf(a: Record<string, unknown>, b: Record<string, unknown>): string {
  return firstDifference(a, b) ?? '(document)';
}

/**
 * Whether `doc` is the snapshot `projected` (of the state `at`) as stagegate wrote it before a
 * step left completed_steps when its latest outcome was not a completion (2026-12-03): a step that
 * blocked the run, failed, or that a loop limit stopped the run before entering (it was listed
 * there and in failed_or_blocked_steps), and a step skipped — by on_failure: skip or by a person —
 * after an earlier visit completed it (listed there only). It is the same document once those
 * steps are taken out of its completed_steps, and an approval requested meanwhile holds the digest
 * of the state with them listed. Such a snapshot is no edit: the next commit projects it again.
 */
function listedAsCompleted(projected: Record<string, unknown>, at: RunState, doc: Record<string, unknown>): boolean {
  const listed = doc['completed_steps'];
  if (!Array.isArray(listed) || !listed.every((id) => typeof id === 'string')) return false;
  const completed = new Set(at.completed_steps);
  // A skip on a step's first visit follows no completion: an earlier build never listed it.
  const skippedAfterAVisit = (at.skips ?? []).filter((k) => k.visit > 1).map((k) => k.step);
  const left = new Set([...at.failed_or_blocked_steps, ...skippedAfterAVisit].filter((id) => !completed.has(id)));
  if (left.size === 0) return false;
  let expected: Record<string, unknown> = { ...doc, completed_steps: listed.filter((id: string) => !left.has(id)) };
  const requested = doc['pending_approval'];
  const pending = at.pending_approval;
  if (pending && isRecord(requested) && requested['state_digest'] !== pending.state_digest && requested['state_digest'] === approvalDigest({ ...at, completed_steps: listed as string[] })) {
    expected = { ...expected, pending_approval: { ...requested, state_digest: pending.state_digest } };
  }
  return firstDifference(projected, expected) === undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A manifest that stands at its place but is no document a runner writes there (it does not parse,
 * holds no mapping, or is not a file): why, for the refusal. A runner writes it whole (a temp file
 * renamed over it), so no crash leaves one so: it was edited or damaged.
 */
class UnreadManifest {
  constructor(readonly unread: string) {}
}

/**
 * The manifest's text; null when absent (a crash before its first write) or when no file stands
 * there but a FIFO, a device or a folder (what a stage can put in its place: never waited on, and
 * read as no manifest — no weaker than a removed one; the next write replaces a FIFO and refuses
 * a folder as RUN_FILE_UNSAFE, naming it); UnreadManifest when a file stands there that cannot be read.
 */
function readManifestFile(manifestPath: string): string | null | UnreadManifest {
  try {
    return readRegularFile(manifestPath, Number.MAX_SAFE_INTEGER, { follow: true }).toString('utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || error instanceof NotRegularFileError) return null;
    return new UnreadManifest(`cannot be read (${code ?? (error as Error).message})`);
  }
}

/** The manifest's document; null when absent; UnreadManifest when it does not parse as YAML or holds no mapping. */
function parseManifest(text: string | null | UnreadManifest): unknown {
  if (text === null || typeof text !== 'string') return text;
  let doc: unknown;
  try {
    doc = parse(text) as unknown;
  } catch (error) {
    return new UnreadManifest(`does not parse as YAML (${((error as Error).message.split('\n')[0] ?? '').replace(/:\s*$/, '').trim()})`);
  }
  return isRecord(doc) ? doc : new UnreadManifest(`holds ${doc === null ? 'no document' : Array.isArray(doc) ? 'a list' : `a ${typeof doc}`}, not a mapping`);
}

/** Why a manifest no runner wrote can stand where one was written. */
const UNREAD_CAUSE = 'a runner writes it whole (a temp file renamed over it), so no crash leaves it so: it was edited or damaged';

/**
 * What is wrong with the journal head a manifest records, when no runner writes it so: no
 * `journal` mapping, or one that names the journal `file` without a head (a positive `seq` and its
 * line's `sha256`). Another journal's name is another run's manifest (runs of other state paths can
 * share a run root), not malformed.
 */
function malformedHead(doc: Record<string, unknown>, file: string): string | undefined {
  const j = doc['journal'];
  if (!isRecord(j) || typeof j['file'] !== 'string') return 'records no journal head (journal.file, seq, sha256)';
  if (j['file'] !== file) return undefined;
  if (!Number.isSafeInteger(j['seq']) || (j['seq'] as number) < 1 || typeof j['sha256'] !== 'string') return `records a journal head that is not one a runner writes (journal.seq ${JSON.stringify(j['seq'] ?? null)}, sha256 ${JSON.stringify(j['sha256'] ?? null)})`;
  return undefined;
}

/** The journal event the manifest records it was written at (its `journal.seq`), when it records one for the journal `file` names. */
function recordedSeq(data: unknown, file: string): number | undefined {
  const j = (data as { journal?: { file?: unknown; seq?: unknown } } | null)?.journal;
  return j?.file === file && Number.isSafeInteger(j.seq) ? (j.seq as number) : undefined;
}

/**
 * The journal as the manifest names it (`journal.file`): its path from the manifest's folder,
 * '/'-separated: its file name when beside it (the usual layout), so a manifest names the one
 * journal it was written for, also where runs of other state paths share its run root.
 */
export function manifestJournalName(manifestAbs: string, journalAbs: string): string {
  return relative(dirname(manifestAbs), journalAbs).split(sep).join('/');
}

/** The manifest records the journal head it was written at: a later head than the journal's is a cut journal (or an edited `journal` field); another line at that head, a rewritten journal (or that field edited). */
function manifestProblem(data: unknown, read: JournalRead): { reason: string; cut: boolean } | undefined {
  const { head } = read;
  const j = (data as { journal?: { seq?: unknown; sha256?: unknown } } | null)?.journal;
  if (!j || !Number.isSafeInteger(j.seq)) return undefined;
  const seq = j.seq as number;
  if (seq > head.seq) return { reason: `the run manifest records journal event ${seq}, but the journal ends at event ${head.seq}: events were cut from the journal`, cut: true };
  if (seq >= 1) {
    if (lineHash(read, seq) !== j.sha256) return { reason: `the run manifest records a journal head (event ${seq}) that is not in the journal: the manifest and the journal disagree (one of them was edited)`, cut: false };
  }
  return undefined;
}

export type CarriedRead = { kind: 'absent' } | { kind: 'ok'; state: RunState } | { kind: 'corrupt'; reason: string };

/**
 * A run's state as a carried copy (a downloaded artifact) shows it, without its workflow at hand:
 * the journal's chain is verified and the snapshot must reflect the journal's head; the state is
 * the snapshot, with the item runs the journal started (the snapshot counts items only) and the
 * verdicts a --rerun-from or a source change (--on-source-change rerun) took back (the snapshot
 * holds neither `rewinds`, `source_taken_back` nor `accepted_seq`, so state/taken-back.ts would find
 * none, and the restore would hold the run to outputs a resume does not: unheld-outputs.ts). The
 * deep check — a replay against the workflow — happens when the run is resumed.
 */
export function readCarriedState(absStatePath: string): CarriedRead {
  // The snapshot first, as in loadRun: `list` may read a run while its runner commits.
  const snapshot = readSnapshot(absStatePath);
  // The item runs the journal started, the reruns and each step's latest verdict, gathered as its lines verify.
  const items = new Map<string, Map<string, string>>();
  const rewinds: RewindRecord[] = [];
  // Per step, the latest source change that took its verdict back (source-drift.ts applySourceChange's mark).
  const sourceTakenBack = new Map<string, { seq: number; from: string }>();
  const lastVerdict = new Map<string, number>();
  const read = scanJournal(journalPathFor(absStatePath), (l) => {
    const line = l as JournalLine<JournalEvent>;
    // Ordered by journal event, not by the run's transition count (only a replay counts those):
    // takenBackPending compares a verdict's place with a rerun's, and the order is the same.
    if (line.event === 'rewound') rewinds.push({ at: line.at, step: line.step, taken_back: line.taken_back, seq: line.seq });
    else if (line.event === 'source_changed') for (const id of sourceChangeTakesBack(line.change)) sourceTakenBack.set(id, { seq: line.seq, from: line.change.rerun_from! });
    else if (VERDICTS.has(line.event) && 'step' in line) lastVerdict.set(line.step, line.seq);
    if (line.event !== 'item_started') return;
    if (!items.has(line.step)) items.set(line.step, new Map());
    items.get(line.step)!.set(line.item, line.state_path);
  });
  if (read.kind === 'corrupt') return { kind: 'corrupt', reason: `has a journal that ${read.reason}` };
  if (read.kind === 'absent' || read.texts.length === 0) return snapshot.kind === 'absent' ? { kind: 'absent' } : { kind: 'corrupt', reason: 'has no journal beside it' };
  if (snapshot.kind !== 'ok') return { kind: 'corrupt', reason: snapshot.kind === 'absent' ? 'is missing (its journal is there)' : snapshot.kind === 'legacy' ? `was written by stagegate 0.1 (${snapshot.schema})` : snapshot.reason };
  // A snapshot may lag its journal (projected again on resume), never lead it or leave it.
  if (snapshot.head.seq > read.head.seq || (snapshot.head.seq > 0 && lineHash(read, snapshot.head.seq) !== snapshot.head.sha256)) {
    return { kind: 'corrupt', reason: `does not reflect its journal (it records event ${snapshot.head.seq}; the journal has ${read.head.seq})` };
  }
  const doc = snapshot.doc as unknown as RunState & { steps: Record<string, Record<string, unknown>> };
  const steps: Record<string, unknown> = {};
  for (const [id, record] of Object.entries(doc.steps ?? {})) {
    // Every foreach record gets a list (the snapshot's `items` is a count): empty when no item started.
    const started = items.get(id) ?? new Map<string, string>();
    const withItems = record['foreach'] ? { ...record, foreach: { ...(record['foreach'] as object), items: List([...started].map(([item, statePath]) => ({ id: item, state_path: statePath }))) } } : record;
    // A step's verdict event counts as accepted even where a replay would not stamp it (a decision
    // that looped back to itself): a verdict read as standing only holds the restore to more.
    const taken = sourceTakenBack.get(id);
    const accepted = (rewinds.length > 0 || sourceTakenBack.size > 0) && lastVerdict.has(id) ? { accepted_seq: lastVerdict.get(id) } : {};
    steps[id] = { ...withItems, ...accepted, ...(taken !== undefined ? { source_taken_back: taken } : {}) };
  }
  return { kind: 'ok', state: { ...doc, steps, ...(rewinds.length > 0 ? { rewinds } : {}) } as unknown as RunState };
}

/** The run a manifest records, when it is another journal's (another run's) than `journalAbs`. */
export interface OtherRunManifest {
  workflow: string;
  runId: string;
  workflowFile: string;
  journal: string;
}

/**
 * The run the manifest at `manifestAbs` records when it names another journal than `journalAbs`:
 * runs of other state paths whose run root is one folder (two workflows' `runs/{{run_id}}/x.yaml`
 * and `y.yaml`) would each write RUN_MANIFEST.yaml over the other's. Undefined when there is no
 * manifest, it is this journal's or this workflow's, names no journal that exists, or does not read.
 */
export function manifestOfOtherRun(manifestAbs: string, journalAbs: string, workflowName: string): OtherRunManifest | undefined {
  // Read and parsed as a run's load reads it; one that does not read is the load's to judge.
  const doc = parseManifest(readManifestFile(manifestAbs));
  if (!isRecord(doc) || doc instanceof UnreadManifest || !isRecord(doc['journal']) || typeof doc['journal']['file'] !== 'string') return undefined;
  const journal = doc['journal']['file'];
  if (journal === manifestJournalName(manifestAbs, journalAbs)) return undefined;
  // This workflow's own earlier run (a fresh start moves it aside; an earlier build named its journal
  // otherwise), or a manifest whose journal is not there (edited, or left by a run that is gone:
  // the load judges it): no other run to write over.
  if (doc['workflow'] === workflowName || !existsSync(resolvePath(dirname(manifestAbs), journal))) return undefined;
  const text = (key: string): string => (typeof doc[key] === 'string' ? doc[key] : '?');
  return { workflow: text('workflow'), runId: text('run_id'), workflowFile: text('workflow_file'), journal };
}
