// A re-run's download of an artifact an earlier attempt of this workflow run uploaded. Since
// 2026-07 the job's own artifact service (the runtime token's, what @actions/artifact uses without
// findBy) lists such an artifact, yet refuses to sign its download URL: "(404) Not Found: workflow
// run not found" (actions/download-artifact#486) — deterministically, so re-running the job again
// fails the same way. GitHub's REST API scopes artifacts to the run, not the attempt: the same
// artifact id is downloaded there, with the token input (it needs actions: read).
import type { ArtifactScope, ArtifactStore, DownloadLimit, DownloadResult, StoredArtifact } from './artifact-store.js';

/** This workflow run as REST names it (GITHUB_RUN_ID, the repository, the token input). */
export type RunScope = Extract<ArtifactScope, { kind: 'run' }>;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function statusOf(error: unknown): number | undefined {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' ? status : undefined;
}

/**
 * GitHub answers a rate limit 403 too (primary: x-ratelimit-remaining 0; secondary: its message
 * says so): not a token without actions: read, and adding that permission would not help.
 */
function isRateLimit(error: unknown): boolean {
  const headers = typeof error === 'object' && error !== null ? (error as { response?: { headers?: Record<string, unknown> } }).response?.headers : undefined;
  return /rate limit/i.test(messageOf(error)) || String(headers?.['x-ratelimit-remaining'] ?? '') === '0';
}

/**
 * The job's artifact service would not sign a listed artifact's download URL (HTTP 404): on a
 * re-run, an earlier attempt's artifact. (A 404 for an artifact deleted meanwhile looks the same:
 * REST then says 404 too.)
 */
export function isSigningRefusal(error: unknown): boolean {
  return /GetSignedArtifactURL/.test(messageOf(error)) && /\(404\)/.test(messageOf(error));
}

/**
 * Both paths failed: the artifact service refused the artifact, and so did (or could not be asked)
 * REST. `status`: REST's HTTP status (410: expired, 404: deleted, as a REST download says it);
 * `forbidden`: REST refused the token (403, no `actions: read`; a rate limit's 403 is not);
 * `unasked`: REST could not be asked (no token input, repository or run id).
 */
export class RestDownloadFailed extends Error {
  readonly status: number | undefined;
  readonly forbidden: boolean;
  readonly unasked: boolean;
  constructor(artifact: StoredArtifact, refusal: unknown, run: RunScope | undefined, rest: unknown) {
    const status = statusOf(rest);
    const forbidden = status === 403 && !isRateLimit(rest);
    const first = `the artifact service listed ${artifact.name} but refused its download (${messageOf(refusal)})`;
    super(
      run === undefined
        ? `${first}, and it cannot be downloaded through GitHub's REST API instead: ${messageOf(rest)}`
        : `${first}, and its download through GitHub's REST API (workflow run ${run.workflowRunId}, the token input) failed too: ${forbidden ? `HTTP 403, the token may not read the run's artifacts (${messageOf(rest)})` : messageOf(rest)}`,
    );
    this.name = 'RestDownloadFailed';
    this.status = status;
    this.forbidden = forbidden;
    this.unasked = run === undefined;
  }
}

/**
 * Download `artifact`, which the artifact service just refused (`refusal`), through REST for this
 * workflow run. Says in the log which path failed how. Throws RestDownloadFailed.
 */
export async function downloadThroughRest(store: ArtifactStore, artifact: StoredArtifact, destination: string, run: RunScope | undefined, refusal: unknown, log: (message: string) => void, limit?: DownloadLimit): Promise<DownloadResult> {
  log(`The artifact service listed ${artifact.name} but would not hand it out (${messageOf(refusal)}): on a re-run, an artifact of an earlier attempt, which this attempt's job cannot fetch that way.`);
  if (run === undefined) throw new RestDownloadFailed(artifact, refusal, undefined, new Error('no token input, repository or numeric GITHUB_RUN_ID to ask it with'));
  log(`Downloading ${artifact.name} (id ${artifact.id}) through GitHub's REST API instead (workflow run ${run.workflowRunId}, the token input).`);
  let result: DownloadResult;
  try {
    result = await store.download(artifact, run, destination, limit);
  } catch (error) {
    const failed = new RestDownloadFailed(artifact, refusal, run, error);
    log(`GitHub's REST API did not hand out ${artifact.name} either: ${failed.forbidden ? 'HTTP 403 — the token input lacks actions: read' : messageOf(error)}.`);
    throw failed;
  }
  log(`Downloaded ${artifact.name} through GitHub's REST API.`);
  return result;
}

/** A download of this workflow run's artifact: the job's artifact service, then (refused: a re-run's earlier attempt) REST. */
export async function downloadFromThisRun(store: ArtifactStore, artifact: StoredArtifact, destination: string, run: RunScope | undefined, log: (message: string) => void, limit?: DownloadLimit): Promise<DownloadResult> {
  try {
    return await store.download(artifact, { kind: 'current' }, destination, limit);
  } catch (error) {
    if (!isSigningRefusal(error)) throw error;
    return downloadThroughRest(store, artifact, destination, run, error, log, limit);
  }
}
