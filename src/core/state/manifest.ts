// RUN_MANIFEST.yaml (provenance of one run, in its run root) and the LATEST_RUN.md pointer.
import { readRegularFile } from './own-file.js';
import { atomicWriteFile, atomicWriteFileAsync } from './atomic-write.js';
import type { ArtifactRecord, RunState } from './state.js';
import { MapValues, toYamlChunks, type EmitCache } from './yaml-emit.js';
import { agentManifestSections } from '../steps/process/spend.js';
import { childManifestSections } from '../steps/child/transition.js';
import { foreachManifestSections } from '../steps/foreach/manifest.js';

export const MANIFEST_FILE = 'RUN_MANIFEST.yaml';
export const LATEST_POINTER_FILE = 'LATEST_RUN.md';

export function manifestDocument(state: RunState): Record<string, unknown> {
  return {
    agent_package_version: state.agent_package_version,
    run_id: state.run_id,
    workflow: state.workflow,
    workflow_file: state.workflow_file,
    workflow_digest: state.workflow_digest,
    execution_mode: state.execution_mode,
    ignore_previous_completion: state.ignore_previous_completion,
    fresh_execution_of: state.fresh_execution_of,
    source_commit: state.source_commit,
    started_at: state.created_at,
    last_updated: state.updated_at,
    status: state.status,
    artifacts: new MapValues(state.artifacts, manifestEntry as (record: object) => Record<string, unknown>),
    ...agentManifestSections(state),
    ...childManifestSections(state),
    ...foreachManifestSections(state),
  };
}

// One entry object per (immutable) artifact record, so the emitter's cache reuses its text.
const entries = new WeakMap<ArtifactRecord, Record<string, unknown>>();
const emitCache: EmitCache = new WeakMap();

function manifestEntry(a: ArtifactRecord): Record<string, unknown> {
  let entry = entries.get(a);
  if (!entry) {
    entry = {
      path: a.path,
      sha256: a.sha256,
      size: a.size,
      step: a.step,
      gate_status: a.gate_status,
      visit: a.visit,
      accepted_at: a.accepted_at,
      ...(a.revised_by ? { revised_by: a.revised_by } : {}),
    };
    entries.set(a, entry);
  }
  return entry;
}

/** The manifest's bytes in chunks: the artifact list's earlier bytes are reused (toYamlChunks). */
function manifestChunks(state: RunState): Buffer[] {
  return toYamlChunks(manifestDocument(state), '# stagegate run manifest: provenance of this run.\n', emitCache);
}

export function manifestText(state: RunState): string {
  return Buffer.concat(manifestChunks(state)).toString('utf8');
}

// The manifest is derived from the state (which is fsync'ed) and brought level with it on the
// next invocation, so its per-stage write is atomic but not fsync'ed.
export function writeManifest(absPath: string, state: RunState): void {
  atomicWriteFile(absPath, manifestChunks(state), { durable: false });
}

/**
 * A run's manifest, written off the stage's critical path: the write a stage's state write asks
 * for goes out on libuv's pool while the next stage runs (it was ~0.9 ms of every stage of a
 * long chain). Writes to one file never overlap or reorder: one at a time, and a write asked for
 * while one is under way replaces any still waiting (only the newest matters). The state is
 * written first and fsync'd; a manifest left behind by a killed runner is brought level by the
 * next invocation (syncManifest). A failure is reported at the next write or at flush().
 */
/** Writers with writes under way in this process (flushAllManifests waits for them). */
const busy = new Set<ManifestWriter>();

/**
 * Wait for every manifest write of this process, the in-process runs' included (a foreach
 * item's run leaves its manifest to the run that started it); throws the first failure.
 */
export async function flushAllManifests(): Promise<void> {
  let first: unknown;
  for (;;) {
    const writers = [...busy];
    if (writers.length === 0) break;
    for (const writer of writers) await writer.flush().catch((error: unknown) => void (first ??= error));
  }
  if (first !== undefined) throw first;
}

export class ManifestWriter {
  private running: Promise<void> | null = null;
  private waiting: Buffer[] | null = null;
  private failure: unknown = undefined;
  /** The newest state asked for and not yet emitted (emitting waits for the next turn). */
  private pending: RunState | null = null;

  /** `guard` throws when the manifest's path no longer resolves inside the workspace (see atomicWriteFileAsync). */
  constructor(
    private readonly absPath: string,
    private readonly guard: () => void = () => undefined,
  ) {}

  /**
   * Queue the manifest of `state`; throws an earlier write's failure. Emitting it and starting
   * the write wait for the event loop's next turn: the runner starts the next stage's process in
   * the same turn, so this work runs while that process does, not before it starts.
   */
  write(state: RunState): void {
    this.check();
    busy.add(this);
    if (this.pending === null) setImmediate(() => this.start());
    this.pending = state;
  }

  /** Emit the pending manifest and start (or queue) its write. */
  private start(): void {
    const state = this.pending;
    if (state === null) return;
    this.pending = null;
    let chunks: Buffer[];
    try {
      chunks = manifestChunks(state);
    } catch (error) {
      // Reported like a failed write (at the next write or flush), not thrown out of a timer.
      this.failure ??= error;
      return;
    }
    if (this.running) {
      this.waiting = chunks;
      return;
    }
    this.running = this.drain(chunks);
  }

  private async drain(first: Buffer[]): Promise<void> {
    let next: Buffer[] | null = first;
    while (next) {
      try {
        await atomicWriteFileAsync(this.absPath, next, this.guard);
      } catch (error) {
        this.failure ??= error;
      }
      next = this.waiting;
      this.waiting = null;
    }
    this.running = null;
    // Still busy until its failure is reported (flushAllManifests must see it), or while a
    // newer manifest waits for its turn.
    if (this.failure === undefined && this.pending === null) busy.delete(this);
  }

  /** Wait until every queued write is on disk; throws the first failure. */
  async flush(): Promise<void> {
    this.start();
    while (this.running) await this.running;
    this.check();
  }

  /** Wait for queued writes, ignoring failures (a run that is already failing). */
  async settle(): Promise<void> {
    this.start();
    while (this.running) await this.running;
    this.failure = undefined;
    busy.delete(this);
  }

  /** Throw the failure of an earlier write, if one failed (once). */
  check(): void {
    if (this.failure === undefined) return;
    const failure = this.failure;
    this.failure = undefined;
    if (!this.running && this.pending === null) busy.delete(this);
    throw failure;
  }
}

/**
 * Bring the manifest level with the state when it is not (a runner killed between writing the
 * state and the manifest leaves it one step behind). Writes nothing when they agree.
 */
export function syncManifest(absPath: string, state: RunState): boolean {
  const text = manifestText(state);
  try {
    if (readRegularFile(absPath, Number.MAX_SAFE_INTEGER, { follow: true }).toString('utf8') === text) return false;
  } catch {
    /* absent, unreadable or not a file (never waited on, if a FIFO): write it */
  }
  atomicWriteFile(absPath, text);
  return true;
}

export function writeLatestPointer(absPath: string, state: RunState, manifestRel: string, stateRel: string): void {
  const text = [
    '# Latest run (pointer only)',
    '',
    'This file is a convenience pointer. It is never evidence: read the manifest and state it names.',
    '',
    `- run_id: ${state.run_id}`,
    `- workflow: ${state.workflow}`,
    `- manifest: ${manifestRel}`,
    `- state: ${stateRel}`,
    `- status: ${state.status}`,
    `- updated: ${state.updated_at}`,
    '',
  ].join('\n');
  atomicWriteFile(absPath, text);
}
