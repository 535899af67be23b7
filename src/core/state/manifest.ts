// RUN_MANIFEST.yaml (provenance of one run, in its run root) and the LATEST_RUN.md pointer. The
// manifest is projected from the state after every commit and records the journal head it was
// written at, so a journal cut shorter than the manifest says is detected on the next load.
import { emitYaml } from './plain-yaml.js';
import { terminalStatusOf, type ApprovalRecord, type ArtifactRecord, type RunState } from './state.js';
import type { JournalHead } from './journal.js';
import { cachedEntry, mappingChunks, recordList, textOf, type Chunks, type ProjectionCache } from './snapshot.js';
import { standingArtifacts } from './taken-back.js';
import { agentManifestSections } from '../steps/process/spend.js';
import { childManifestSections } from '../steps/child/transition.js';
import { foreachManifestSections } from '../steps/foreach/manifest.js';

export const MANIFEST_FILE = 'RUN_MANIFEST.yaml';
export const LATEST_POINTER_FILE = 'LATEST_RUN.md';
const HEADER = '# stagegate run manifest: provenance of this run.\n';

export interface ManifestContext {
  head: JournalHead;
  /** The journal's path from the manifest's folder (its file name when beside it: store.ts manifestJournalName). */
  journalFile: string;
}

function entry(a: ArtifactRecord): Record<string, unknown> {
  return {
    path: a.path,
    sha256: a.sha256,
    size: a.size,
    step: a.step,
    gate_status: a.gate_status,
    visit: a.visit,
    accepted_at: a.accepted_at,
    ...(a.revised_by ? { revised_by: a.revised_by } : {}),
    ...(a.source_commit !== undefined ? { source_commit: a.source_commit } : {}),
    ...(a.agent_package_version !== undefined ? { agent_package_version: a.agent_package_version } : {}),
  };
}

/** A decision `stagegate approve` / `reject` (the Action: approve / reject) recorded: who, when, at which step and visit, with what note and at which source commit. */
function approvalEntry(a: ApprovalRecord): Record<string, unknown> {
  return {
    step: a.step,
    visit: a.visit,
    decision: a.decision,
    by: a.by,
    at: a.at,
    note: a.note,
    ...(a.source_commit !== undefined ? { source_commit: a.source_commit } : {}),
  };
}

/**
 * The manifest's sections later builds added whose facts older journals already hold: a manifest
 * an older build wrote lacks them at a head where this build writes them. Absent, such a section
 * is read as that build's manifest (not a hand edit: store.ts), and the next commit writes it whole.
 * approvals: 2026-12-06.
 */
export const LATER_MANIFEST_SECTIONS = ['approvals'] as const;

export function manifestDocument(state: RunState, m: ManifestContext, artifacts: (state: RunState) => unknown = (s) => Object.values(standingArtifacts(s)).map(entry)): Record<string, unknown> {
  // The stagegate that ran the latest invocation, when its journal recorded it (older ones did not:
  // their manifests stay as they were written).
  const stagegate = state.invocations[state.invocations.length - 1]?.stagegate_version;
  // What the latest invocation's prompts had the agent read (an aiox step's persona and task file), per step.
  const promptFiles = state.invocations[state.invocations.length - 1]?.prompt_files;
  return {
    agent_package_version: state.agent_package_version,
    ...(stagegate !== undefined ? { stagegate_version: stagegate } : {}),
    run_id: state.run_id,
    workflow: state.workflow,
    workflow_file: state.workflow_file,
    workflow_digest: state.workflow_digest,
    ...(promptFiles !== undefined && promptFiles.length > 0 ? { prompt_files: promptFiles.map((f) => ({ step: f.step, path: f.path, sha256: f.sha256 })) } : {}),
    execution_mode: state.execution_mode,
    ignore_previous_completion: state.ignore_previous_completion,
    fresh_execution_of: state.fresh_execution_of,
    source_commit: state.source_commit,
    started_at: state.created_at,
    last_updated: state.updated_at,
    status: state.status,
    ...terminalStatusOf(state),
    journal: { file: m.journalFile, seq: m.head.seq, sha256: m.head.sha256 },
    artifacts: artifacts(state),
    // Resumes at another source commit and what the run did (keep: the old verdicts it continued with).
    ...(state.source_changes && state.source_changes.length > 0 ? { source_changes: state.source_changes } : {}),
    ...(state.source_advances && state.source_advances.length > 0 ? { source_advances: state.source_advances.slice(-20) } : {}),
    // Every approve / reject decision, in the order made (the journal's approval_decided events).
    ...(state.approvals && state.approvals.length > 0 ? { approvals: state.approvals.map(approvalEntry) } : {}),
    ...agentManifestSections(state),
    ...childManifestSections(state),
    ...foreachManifestSections(state),
  };
}

/**
 * The manifest's text. With `cache` (kept by the run that writes it: snapshot.ts ProjectionCache),
 * what did not change since the last write (each artifact entry, each unchanged key) is reused;
 * the text is the same either way.
 */
export function manifestText(state: RunState, m: ManifestContext, cache?: ProjectionCache): string {
  return cache ? textOf(manifestChunks(state, m, cache)) : wholeManifestText(state, m);
}

function wholeManifestText(state: RunState, m: ManifestContext): string {
  return HEADER + emitYaml(JSON.parse(JSON.stringify(manifestDocument(state, m))));
}

const EMPTY_LIST = Buffer.from(' []');

/** The manifest's text in pieces, reusing from `cache` what did not change (manifestText). */
export function manifestChunks(state: RunState, m: ManifestContext, cache: ProjectionCache): Chunks {
  // The first write through a cache: the whole document at once (snapshot.ts ProjectionCache.writes).
  if (cache.writes++ === 0) return [Buffer.from(wholeManifestText(state, m), 'utf8')];
  // The artifacts section is written from the cache below: not mapped here (one entry per accepted output).
  return mappingChunks(HEADER, manifestDocument(state, m, () => undefined), cache, {
    artifacts: () => {
      const standing = standingArtifacts(state);
      if (Object.keys(standing).length === 0) return [EMPTY_LIST];
      // A list item of the manifest (an artifact record is also cached by the snapshot, under its step id).
      return recordList(cache, 'artifacts', standing, (a) => cachedEntry(cache, a, MANIFEST_ENTRY, (r) => [entry(r)]));
    },
  });
}

/** The cache key of a manifest entry (an artifact record is also cached by the snapshot, under its step id). */
const MANIFEST_ENTRY = '\u0000manifest';
