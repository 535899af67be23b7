/**
 * A local fake of the slices of GitHub that stagegate talks to, built on node:http only, so the REAL
 * clients (`@actions/artifact` DefaultArtifactClient, `@actions/github` getOctokit) can be driven end to
 * end — in the test process or in a child process (`node dist/action/index.js`) given `env()`.
 *
 * Protocols served (all on one 127.0.0.1 port):
 *  - Results service, Twirp v4 JSON: POST /twirp/github.actions.results.api.v1.ArtifactService/<Method>
 *    (CreateArtifact, FinalizeArtifact, ListArtifacts, GetSignedArtifactURL, DeleteArtifact).
 *    Requests arrive with proto (snake_case) field names (the generated client uses useProtoFieldName);
 *    int64 and wrapper types are JSON strings. Responses use snake_case too (the client's fromJson
 *    accepts either). Errors are Twirp errors: {code,msg} with the Twirp HTTP status mapping.
 *  - Blob storage at signed URLs /blob/artifacts/<id>?sig=... as the Azure SDK uses it:
 *    BlockBlobClient.uploadStream ALWAYS does PUT ?comp=block&blockid=<b64> (one per 8 MiB chunk,
 *    up to 5 in parallel) then PUT ?comp=blocklist (XML <BlockList><Latest>id</Latest>...), even for a
 *    1-byte artifact. A single PUT with x-ms-blob-type: BlockBlob is also accepted. GET serves the bytes.
 *  - REST: artifacts of a workflow run (list / get / zip → 302 to a signed blob URL / delete) and
 *    the checks API (create / update / get / list-for-ref / annotations).
 *
 * Environment — READ THIS before writing a test:
 *  - ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL and GITHUB_SERVER_URL are read by @actions/artifact at
 *    CALL time (each upload/list/download), so a test may switch between runs/jobs by changing
 *    process.env between calls.
 *  - GITHUB_API_URL is read ONCE, when `@actions/github/lib/utils.js` is first evaluated (it builds
 *    `defaults.baseUrl`). Every `findBy` path of @actions/artifact (list/get/download/delete across runs)
 *    uses those defaults, with no way to pass a baseUrl. So: start the fake, set process.env from env(),
 *    and only THEN `await import('@actions/artifact')` / `await import('@actions/github')`. Never import
 *    them statically in such a test file (`import type` is fine). Consequently one fake server per
 *    process (per vitest test file, relying on vitest's default per-file isolation) — a second server
 *    gets a new port that the cached module never sees. `getOctokit(token, { baseUrl: fake.url })` with
 *    an explicit baseUrl works regardless.
 *  - GITHUB_SERVER_URL must NOT point at 127.0.0.1: @actions/artifact's isGhes() treats any host other
 *    than github.com / *.ghe.com / *.localhost as GHES and throws GHESNotSupportedError. env() sets it to
 *    https://github.com (nothing is ever fetched from it).
 *  - If HTTP(S)_PROXY is set in the environment, also set NO_PROXY=127.0.0.1: @actions/http-client
 *    bypasses loopback on its own, but the Azure SDK's proxy policy does not.
 *
 * Simplifications: artifacts are keyed by workflow run id only (owner/repo in REST paths are recorded
 * but not used to partition); the Twirp workflow_run_backend_id and the REST run_id are the same
 * string (on real GitHub one is a UUID and the other a number). Check runs are matched to a ref by
 * head_sha only (no branch/tag resolution).
 */
import * as http from 'node:http';
import * as crypto from 'node:crypto';
import * as zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** pathname, without the query string */
  path: string;
  /** decoded query parameters (last value wins) */
  query: Record<string, string>;
  /** parsed JSON for JSON bodies; string for XML/text; Buffer for binary (blob blocks); undefined if empty */
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

export interface FakeArtifact {
  id: number;
  name: string;
  workflowRunId: string;
  jobId: string;
  size: number;
  /** "sha256:<hex>", the digest recorded at finalize time (tamper() leaves it unchanged) */
  digest: string;
}

export interface FakeEnvOptions {
  /**
   * Goes into the runtime token's scp claim (Actions.Results:<run>:<job>) and is the REST run_id.
   * Use a numeric string if the run will be reached via `findBy` (its workflowRunId is typed number).
   */
  workflowRunId: string;
  /** Job backend id for the scp claim; default "job-1". */
  jobId?: string;
  /** GITHUB_RUN_ATTEMPT of the job the token is for (a claim of the fake's own); default "1". */
  attempt?: string;
  /** If given, exported as GITHUB_TOKEN (the REST token a step would use for findBy / checks). */
  token?: string;
  /** If given, used VERBATIM as ACTIONS_RUNTIME_TOKEN instead of the generated JWT (for bad-token tests). */
  runtimeToken?: string;
}

export interface FakeGitHub {
  /** http://127.0.0.1:<port> (no trailing slash) */
  url: string;
  /**
   * ACTIONS_RUNTIME_TOKEN (unsigned JWT whose scp claim is "Actions.Results:<run>:<job>"),
   * ACTIONS_RESULTS_URL (`${url}/`), GITHUB_API_URL (`url`), GITHUB_SERVER_URL (https://github.com, see
   * the header comment), and GITHUB_TOKEN when opts.token is given.
   */
  env(opts: FakeEnvOptions): Record<string, string>;
  /** Every request received, in arrival order. Clear with `fake.requests.length = 0`. */
  requests: RecordedRequest[];
  /** Finalized (visible) artifacts, optionally of one workflow run, in id order. */
  artifacts(workflowRunId?: string): FakeArtifact[];
  /** Current state of created/updated check runs: the REST shape plus `annotations` (all accumulated). */
  checkRuns: Array<Record<string, unknown>>;
  /** Replace an artifact's stored bytes; its recorded digest and size stay as they were. */
  tamper(artifactId: number, mutate: (zip: Buffer) => Buffer): void;
  /**
   * Replace an artifact's stored bytes and record their digest and size as the service would have:
   * an artifact uploaded with bytes of the uploader's own making (the upload API takes any blob,
   * so a job can upload a zip no upload client would make — a zip bomb, say).
   */
  forge(artifactId: number, zip: Buffer): void;
  /**
   * Answer the next `times` requests matching `method` and `path` with `status` (a JSON error
   * body) instead of serving them; they are recorded in `requests` like any other.
   */
  failNext(match: { method: string; path: RegExp }, status: number, times?: number): void;
  /**
   * Hold the next request matching `method` and `path`: it is recorded, then waits, unanswered,
   * until `release()` (served as usual after it). `reached` settles when it arrives — what a test
   * waits on to look at the step mid-request (a job killed there, say).
   */
  holdNext(match: { method: string; path: RegExp }): { reached: Promise<void>; release(): void };
  /** Strip the digest from an artifact as the service lists it (an artifact from before digests). */
  dropDigest(artifactId: number): void;
  /**
   * Let an artifact expire as its retention runs out: REST still lists it (`expired: true`) and
   * answers its zip download 410 Gone, as GitHub does; the Results service (this workflow run's
   * own artifacts, a re-run's) still lists it and refuses to sign its download URL (not_found).
   */
  expire(artifactId: number): void;
  /**
   * From now on, in workflow run `workflowRunId`, the Results service refuses a later attempt's job
   * the download of an artifact an earlier attempt uploaded, though it lists it: GetSignedArtifactURL
   * answers 404 "workflow run not found", as GitHub has since 2026-07 after "Re-run failed jobs"
   * (actions/download-artifact#486). REST, scoped to the run, still serves it.
   */
  refuseEarlierAttempts(workflowRunId: string): void;
  /**
   * Give workflow run `to` (which has none yet) a copy of every visible artifact of run `from`, in
   * the same order, under new ids: the same names, bytes, digests, jobs, attempts and creation
   * times (an expired or digestless one stays so). A test makes a run's shared beginning once (the
   * jobs that lead to what it looks at) and continues a copy of it in its own run, as a re-run of
   * the jobs would leave the service; artifacts name their run's workflow-run id nowhere inside.
   */
  copyRun(from: string, to: string): void;
  close(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// internal state

interface ArtifactRecord {
  id: number;
  name: string;
  workflowRunId: string;
  jobId: string;
  /** The run attempt of the job that created it (its token's). */
  attempt: number;
  createdAt: Date;
  expiresAt: string | undefined;
  finalized: boolean;
  /** committed blob bytes, undefined until the block list is committed (or a single PUT) */
  blob: Buffer | undefined;
  blobContentType: string;
  staged: Map<string, Buffer>;
  size: number;
  digest: string;
}

const TWIRP_PREFIX = '/twirp/github.actions.results.api.v1.ArtifactService/';
const TWIRP_STATUS: Record<string, number> = {
  malformed: 400,
  invalid_argument: 400,
  unauthenticated: 401,
  permission_denied: 403,
  not_found: 404,
  bad_route: 404,
  already_exists: 409,
  failed_precondition: 412,
  internal: 500,
};
const CHECK_STATUSES = new Set(['queued', 'in_progress', 'completed', 'waiting', 'requested', 'pending']);
const CHECK_CONCLUSIONS = new Set([
  'action_required', 'cancelled', 'failure', 'neutral', 'success', 'skipped', 'stale', 'timed_out',
]);
const MAX_CHECK_TEXT = 65535;
const MAX_ANNOTATIONS_PER_REQUEST = 50;

class HttpError extends Error {
  constructor(readonly status: number, readonly payload: unknown, readonly contentType = 'application/json') {
    super(typeof payload === 'string' ? payload : JSON.stringify(payload));
  }
}

function twirpError(code: string, msg: string): HttpError {
  return new HttpError(TWIRP_STATUS[code] ?? 500, { code, msg });
}

function restError(status: number, message: string, extra: Record<string, unknown> = {}): HttpError {
  return new HttpError(status, {
    message,
    documentation_url: 'https://docs.github.com/rest',
    status: String(status),
    ...extra,
  });
}

function azureError(status: number, code: string, message: string): HttpError {
  return new HttpError(
    status,
    `<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
    'application/xml',
  );
}

function sha256Hex(buf: Buffer): string {
  return crypto.createHash('sha256').update(buf).digest('hex');
}

function b64url(s: string): string {
  return Buffer.from(s, 'utf8').toString('base64url');
}

/** Query parsing WITHOUT the form-encoding '+'→' ' rule: Azure block ids are base64 and may contain '+'. */
function parseQuery(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const k = eq < 0 ? part : part.slice(0, eq);
    const v = eq < 0 ? '' : part.slice(eq + 1);
    try {
      out[decodeURIComponent(k)] = decodeURIComponent(v);
    } catch {
      out[k] = v;
    }
  }
  return out;
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

/** Parses a run id as GitHub would return it in REST (a number) when it is numeric. */
function restRunId(run: string): number | string {
  return /^\d+$/.test(run) && Number.isSafeInteger(Number(run)) ? Number(run) : run;
}

/** Decodes the payload of a (possibly unsigned) JWT bearer token and extracts the Actions.Results scope. */
function runtimeScope(authorization: string | undefined): { run: string; job: string; attempt: number } | undefined {
  const m = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  const part = m?.[1]?.split('.')[1];
  if (!part) return undefined;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const scp = str((payload as { scp?: unknown } | null)?.scp);
  for (const scope of scp?.split(' ') ?? []) {
    const [kind, run, job, ...rest] = scope.split(':');
    const attempt = Number((payload as { run_attempt?: unknown }).run_attempt ?? 1);
    if (kind === 'Actions.Results' && run && job && rest.length === 0) return { run, job, attempt: Number.isSafeInteger(attempt) && attempt > 0 ? attempt : 1 };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------

/** The listening socket every fake of this process answers on, and the fake that answers now. */
interface SharedListener {
  server: http.Server;
  url: string;
  handler: http.RequestListener | undefined;
}

const LISTENER = Symbol.for('stagegate.test.fakeGitHubListener');

/**
 * One listening socket per process, for every fake it starts: @actions/github reads GITHUB_API_URL
 * once, when first loaded, and test files that share a worker share its modules, so each fake must
 * answer at the address the first one had. Each fake used to listen again on the port the one
 * before had closed, which left that port to any process of the machine meanwhile (another suite's
 * listener or outgoing connection: EADDRINUSE); the socket now stays open, unref'd (it keeps no
 * worker alive), and answers 503 while no fake runs.
 */
function sharedListener(): Promise<SharedListener> {
  const holder = globalThis as { [LISTENER]?: Promise<SharedListener> };
  holder[LISTENER] ??= new Promise<SharedListener>((resolve, reject) => {
    const shared: SharedListener = { server: undefined as unknown as http.Server, url: '', handler: undefined };
    const server = http.createServer((req, res) => {
      if (shared.handler) return shared.handler(req, res);
      res.writeHead(503, { 'content-type': 'text/plain' });
      res.end('fake-github: no fake is running');
    });
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      server.unref();
      shared.server = server;
      shared.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve(shared);
    });
  });
  return holder[LISTENER];
}

export async function startFakeGitHub(): Promise<FakeGitHub> {
  const requests: RecordedRequest[] = [];
  const failures: Array<{ method: string; path: RegExp; status: number; remaining: number }> = [];
  const holds: Array<{ method: string; path: RegExp; arrived: () => void; released: Promise<void> }> = [];
  const noDigest = new Set<number>();
  const expired = new Set<number>();
  const attemptScoped = new Set<string>();
  const store = new Map<number, ArtifactRecord>();
  const checkRuns: Array<Record<string, unknown>> = [];
  const signingKey = crypto.randomBytes(32);
  let nextArtifactId = 1001;
  let nextCheckRunId = 5001;
  let baseUrl = '';

  const sign = (id: number, perm: 'r' | 'w'): string =>
    crypto.createHmac('sha256', signingKey).update(`${id}:${perm}`).digest('base64url');
  const signedBlobUrl = (id: number, perm: 'r' | 'w'): string =>
    `${baseUrl}/blob/artifacts/${id}?sv=2023-11-03&sr=b&sp=${perm}&sig=${encodeURIComponent(sign(id, perm))}`;

  const visible = (run?: string): ArtifactRecord[] =>
    [...store.values()].filter((a) => a.finalized && (run === undefined || a.workflowRunId === run)).sort((a, b) => a.id - b.id);

  // ---- Twirp --------------------------------------------------------------------------------

  function twirp(method: string, req: http.IncomingMessage, body: unknown): unknown {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw twirpError('malformed', 'request body must be a JSON object');
    }
    const b = body as Record<string, unknown>;
    const scope = runtimeScope(req.headers.authorization);
    if (!scope) throw twirpError('unauthenticated', 'missing or invalid runtime token (no Actions.Results scope)');
    const run = str(b.workflow_run_backend_id);
    const job = str(b.workflow_job_run_backend_id);
    if (!run || !job) throw twirpError('invalid_argument', 'workflow_run_backend_id and workflow_job_run_backend_id are required');
    if (run !== scope.run) {
      throw twirpError('permission_denied', `token is scoped to workflow run ${scope.run}, not ${run}`);
    }
    const name = str(b.name);
    const findFinal = (n: string): ArtifactRecord | undefined =>
      [...store.values()].find((a) => a.workflowRunId === run && a.name === n && a.finalized);

    switch (method) {
      case 'CreateArtifact': {
        if (!name) throw twirpError('invalid_argument', 'name is required');
        if (job !== scope.job) throw twirpError('permission_denied', `token is scoped to job ${scope.job}, not ${job}`);
        // Names are unique per workflow run, pending uploads included; artifacts are immutable.
        if ([...store.values()].some((a) => a.workflowRunId === run && a.name === name)) {
          throw twirpError('already_exists', 'an artifact with this name already exists on the workflow run');
        }
        const id = nextArtifactId++;
        store.set(id, {
          id,
          name,
          workflowRunId: run,
          jobId: job,
          attempt: scope.attempt,
          createdAt: new Date(),
          expiresAt: str(b.expires_at),
          finalized: false,
          blob: undefined,
          blobContentType: str(b.mime_type) ?? 'application/octet-stream',
          staged: new Map(),
          size: 0,
          digest: '',
        });
        return { ok: true, signed_upload_url: signedBlobUrl(id, 'w') };
      }
      case 'FinalizeArtifact': {
        if (!name) throw twirpError('invalid_argument', 'name is required');
        const art = [...store.values()].find((a) => a.workflowRunId === run && a.name === name && !a.finalized);
        if (!art) throw twirpError('not_found', `no pending artifact named ${name} in workflow run ${run}`);
        if (!art.blob) throw twirpError('failed_precondition', 'no blob has been committed for this artifact');
        const digest = `sha256:${sha256Hex(art.blob)}`;
        const reportedHash = str(b.hash);
        const reportedSize = str(b.size);
        // Self-consistency: the real client hashes and counts what it streamed; a mismatch means the
        // blob was assembled wrongly (by this fake) or the client is broken — fail loudly either way.
        if (reportedHash !== undefined && reportedHash !== digest) {
          throw twirpError('invalid_argument', `hash ${reportedHash} does not match uploaded blob ${digest}`);
        }
        if (reportedSize !== undefined && Number(reportedSize) !== art.blob.length) {
          throw twirpError('invalid_argument', `size ${reportedSize} does not match uploaded blob size ${art.blob.length}`);
        }
        art.finalized = true;
        art.size = art.blob.length;
        art.digest = digest;
        return { ok: true, artifact_id: String(art.id) };
      }
      case 'ListArtifacts': {
        const nameFilter = str(b.name_filter);
        const idFilter = str(b.id_filter) ?? (typeof b.id_filter === 'number' ? String(b.id_filter) : undefined);
        const list = visible(run).filter(
          (a) => (nameFilter === undefined || a.name === nameFilter) && (idFilter === undefined || String(a.id) === idFilter),
        );
        return {
          artifacts: list.map((a) => ({
            workflow_run_backend_id: a.workflowRunId,
            workflow_job_run_backend_id: a.jobId,
            database_id: String(a.id),
            name: a.name,
            size: String(a.size),
            created_at: a.createdAt.toISOString(),
            ...(noDigest.has(a.id) ? {} : { digest: a.digest }),
          })),
        };
      }
      case 'GetSignedArtifactURL': {
        if (!name) throw twirpError('invalid_argument', 'name is required');
        const art = findFinal(name);
        if (!art) throw twirpError('not_found', `artifact ${name} not found in workflow run ${run}`);
        // A re-run's job is refused an earlier attempt's artifact, which it has just listed.
        if (attemptScoped.has(run) && art.attempt < scope.attempt) throw twirpError('not_found', 'workflow run not found');
        // An expired artifact is still listed (a re-run after the retention), but no URL to its bytes is
        // signed. How GitHub's Results service refuses it is not documented: a not_found here, which
        // says nothing of expiry — only REST's `expired` does.
        if (expired.has(art.id)) throw twirpError('not_found', `artifact ${name} not found`);
        return { signed_url: signedBlobUrl(art.id, 'r') };
      }
      case 'DeleteArtifact': {
        if (!name) throw twirpError('invalid_argument', 'name is required');
        const art = findFinal(name);
        if (!art) throw twirpError('not_found', `artifact ${name} not found in workflow run ${run}`);
        store.delete(art.id);
        return { ok: true, artifact_id: String(art.id) };
      }
      default:
        throw twirpError('bad_route', `unknown method ${method}`);
    }
  }

  // ---- blob storage -------------------------------------------------------------------------

  function blob(req: http.IncomingMessage, res: http.ServerResponse, id: number, query: Record<string, string>, raw: Buffer): void {
    const method = req.method ?? 'GET';
    const perm = method === 'GET' || method === 'HEAD' ? 'r' : 'w';
    const sig = query.sig ?? '';
    const expected = sign(id, perm);
    if (sig.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(expected))) {
      throw azureError(403, 'AuthenticationFailed', 'Signature did not match or lacks the required permission.');
    }
    const art = store.get(id);
    if (!art) throw azureError(404, 'BlobNotFound', 'The specified blob does not exist.');
    const azureHeaders = {
      'x-ms-request-id': crypto.randomUUID(),
      'x-ms-version': '2023-11-03',
      date: new Date().toUTCString(),
    };

    if (method === 'PUT') {
      if (art.finalized) throw azureError(409, 'BlobImmutableDueToPolicy', 'The artifact has been finalized.');
      const comp = query.comp;
      if (comp === 'block') {
        const blockId = query.blockid;
        if (!blockId) throw azureError(400, 'InvalidQueryParameterValue', 'blockid is required');
        art.staged.set(blockId, raw);
      } else if (comp === 'blocklist') {
        const xml = raw.toString('utf8');
        const ids = [...xml.matchAll(/<(Latest|Uncommitted|Committed)>([^<]*)<\/\1>/g)].map((m) => m[2] ?? '');
        const parts: Buffer[] = [];
        for (const bid of ids) {
          const part = art.staged.get(bid);
          if (!part) throw azureError(400, 'InvalidBlockList', `block ${bid} was not staged`);
          parts.push(part);
        }
        art.blob = Buffer.concat(parts);
        art.staged.clear();
        const ct = req.headers['x-ms-blob-content-type'];
        if (typeof ct === 'string' && ct) art.blobContentType = ct;
      } else if (comp === undefined && req.headers['x-ms-blob-type'] === 'BlockBlob') {
        art.blob = raw;
        const ct = req.headers['x-ms-blob-content-type'];
        if (typeof ct === 'string' && ct) art.blobContentType = ct;
      } else {
        throw azureError(400, 'UnsupportedQueryParameter', `unsupported blob operation comp=${comp ?? ''}`);
      }
      res.writeHead(201, { ...azureHeaders, etag: `"0x${crypto.randomBytes(8).toString('hex')}"`, 'last-modified': new Date().toUTCString(), 'content-length': '0' });
      res.end();
      return;
    }
    if (method === 'GET' || method === 'HEAD') {
      if (!art.finalized || !art.blob) throw azureError(404, 'BlobNotFound', 'The specified blob does not exist.');
      const isZip = art.blobContentType.split(';')[0]?.trim().toLowerCase() === 'application/zip';
      const fileName = isZip && !art.name.toLowerCase().endsWith('.zip') ? `${art.name}.zip` : art.name;
      res.writeHead(200, {
        ...azureHeaders,
        'content-type': art.blobContentType,
        'content-length': String(art.blob.length),
        'content-disposition': `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      });
      res.end(method === 'HEAD' ? undefined : art.blob);
      return;
    }
    throw azureError(405, 'UnsupportedHttpVerb', `${method} is not supported`);
  }

  // ---- REST ---------------------------------------------------------------------------------

  function restArtifact(a: ArtifactRecord, owner: string, repo: string): Record<string, unknown> {
    const base = `${baseUrl}/repos/${owner}/${repo}/actions/artifacts/${a.id}`;
    return {
      id: a.id,
      node_id: Buffer.from(`Artifact${a.id}`).toString('base64'),
      name: a.name,
      size_in_bytes: a.size,
      url: base,
      archive_download_url: `${base}/zip`,
      expired: expired.has(a.id),
      digest: noDigest.has(a.id) ? null : a.digest,
      created_at: a.createdAt.toISOString(),
      updated_at: a.createdAt.toISOString(),
      expires_at: a.expiresAt ?? new Date(a.createdAt.getTime() + 90 * 86_400_000).toISOString(),
      workflow_run: { id: restRunId(a.workflowRunId), repository_id: 1, head_repository_id: 1, head_branch: 'main', head_sha: '0'.repeat(40) },
    };
  }

  function paginate<T>(items: T[], query: Record<string, string>): T[] {
    const perPage = Math.min(Math.max(Number(query.per_page ?? 30) || 30, 1), 100);
    const page = Math.max(Number(query.page ?? 1) || 1, 1);
    return items.slice((page - 1) * perPage, page * perPage);
  }

  function publicCheckRun(cr: Record<string, unknown>): Record<string, unknown> {
    const { annotations: _annotations, ...rest } = cr;
    return structuredClone(rest);
  }

  function validateCheckRunBody(b: Record<string, unknown>, creating: boolean): void {
    const errors: string[] = [];
    if (creating && !str(b.name)) errors.push('name is missing');
    if (creating && !str(b.head_sha)) errors.push('head_sha is missing');
    if (b.status !== undefined && !CHECK_STATUSES.has(String(b.status))) errors.push(`status ${String(b.status)} is not a member of ${[...CHECK_STATUSES].join(', ')}`);
    if (b.conclusion !== undefined && b.conclusion !== null && !CHECK_CONCLUSIONS.has(String(b.conclusion))) {
      errors.push(`conclusion ${String(b.conclusion)} is not a member of ${[...CHECK_CONCLUSIONS].join(', ')}`);
    }
    if (b.status === 'completed' && (b.conclusion === undefined || b.conclusion === null)) errors.push('conclusion is required when status is completed');
    if (b.output !== undefined) {
      const o = b.output as Record<string, unknown> | null;
      if (!o || typeof o !== 'object') errors.push('output must be an object');
      else {
        if (!str(o.title)) errors.push('output.title is missing');
        if (typeof o.summary !== 'string') errors.push('output.summary is missing');
        if (typeof o.summary === 'string' && o.summary.length > MAX_CHECK_TEXT) errors.push(`output.summary is too long (maximum is ${MAX_CHECK_TEXT} characters)`);
        if (typeof o.text === 'string' && o.text.length > MAX_CHECK_TEXT) errors.push(`output.text is too long (maximum is ${MAX_CHECK_TEXT} characters)`);
        if (Array.isArray(o.annotations) && o.annotations.length > MAX_ANNOTATIONS_PER_REQUEST) {
          errors.push(`output.annotations: at most ${MAX_ANNOTATIONS_PER_REQUEST} annotations per request`);
        }
      }
    }
    if (errors.length) throw restError(422, 'Invalid request.', { errors });
  }

  function applyCheckRunBody(cr: Record<string, unknown>, b: Record<string, unknown>): void {
    for (const key of ['name', 'details_url', 'external_id', 'started_at', 'completed_at', 'actions'] as const) {
      if (b[key] !== undefined) cr[key] = b[key];
    }
    if (b.status !== undefined) cr.status = b.status;
    if (b.conclusion !== undefined && b.conclusion !== null) {
      cr.conclusion = b.conclusion;
      cr.status = 'completed'; // GitHub: providing a conclusion sets status to completed
    }
    if (cr.status === 'completed' && !cr.completed_at) cr.completed_at = new Date().toISOString();
    if (cr.status !== 'completed') {
      cr.conclusion = null;
    }
    if (b.output !== undefined) {
      const o = b.output as Record<string, unknown>;
      const annotations = cr.annotations as unknown[];
      if (Array.isArray(o.annotations)) annotations.push(...structuredClone(o.annotations));
      const prev = cr.output as Record<string, unknown>;
      cr.output = {
        ...prev,
        title: o.title ?? null,
        summary: o.summary ?? null,
        text: o.text ?? null,
        annotations_count: annotations.length,
      };
    }
  }

  function rest(method: string, path: string, query: Record<string, string>, req: http.IncomingMessage, body: unknown): { status: number; json?: unknown; headers?: Record<string, string> } {
    if (!req.headers.authorization) throw restError(401, 'Requires authentication');
    const seg = path.split('/').slice(1).map((s) => decodeURIComponent(s));
    if (seg[0] !== 'repos' || !seg[1] || !seg[2]) throw restError(404, 'Not Found');
    const owner = seg[1];
    const repo = seg[2];
    const tail = seg.slice(3);
    const b = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
    const artById = (idText: string | undefined): ArtifactRecord => {
      const art = store.get(Number(idText));
      if (!art || !art.finalized) throw restError(404, 'Not Found');
      return art;
    };

    // GET /repos/{o}/{r}/actions/runs/{run_id}/artifacts[?name=&per_page=&page=]
    if (method === 'GET' && tail.length === 4 && tail[0] === 'actions' && tail[1] === 'runs' && tail[3] === 'artifacts') {
      const all = visible(tail[2]).filter((a) => query.name === undefined || a.name === query.name);
      return { status: 200, json: { total_count: all.length, artifacts: paginate(all, query).map((a) => restArtifact(a, owner, repo)) } };
    }
    // GET /repos/{o}/{r}/actions/artifacts[?name=]
    if (method === 'GET' && tail.length === 2 && tail[0] === 'actions' && tail[1] === 'artifacts') {
      const all = visible().filter((a) => query.name === undefined || a.name === query.name).reverse();
      return { status: 200, json: { total_count: all.length, artifacts: paginate(all, query).map((a) => restArtifact(a, owner, repo)) } };
    }
    if (tail[0] === 'actions' && tail[1] === 'artifacts' && tail.length === 3) {
      const art = artById(tail[2]);
      if (method === 'GET') return { status: 200, json: restArtifact(art, owner, repo) };
      if (method === 'DELETE') {
        store.delete(art.id);
        return { status: 204 };
      }
    }
    // GET /repos/{o}/{r}/actions/artifacts/{id}/{archive_format} → 302 to the blob
    if (method === 'GET' && tail.length === 4 && tail[0] === 'actions' && tail[1] === 'artifacts') {
      const art = artById(tail[2]);
      if (tail[3] !== 'zip') throw restError(404, 'Not Found');
      if (expired.has(art.id)) throw restError(410, 'Artifact has expired');
      return { status: 302, headers: { location: signedBlobUrl(art.id, 'r') } };
    }

    // Checks API
    if (tail[0] === 'check-runs') {
      if (method === 'POST' && tail.length === 1) {
        validateCheckRunBody(b, true);
        const id = nextCheckRunId++;
        const cr: Record<string, unknown> = {
          id,
          node_id: Buffer.from(`CheckRun${id}`).toString('base64'),
          head_sha: b.head_sha,
          external_id: '',
          url: `${baseUrl}/repos/${owner}/${repo}/check-runs/${id}`,
          html_url: `https://github.com/${owner}/${repo}/runs/${id}`,
          details_url: null,
          status: 'queued',
          conclusion: null,
          started_at: new Date().toISOString(),
          completed_at: null,
          output: { title: null, summary: null, text: null, annotations_count: 0, annotations_url: `${baseUrl}/repos/${owner}/${repo}/check-runs/${id}/annotations` },
          name: b.name,
          check_suite: { id: 1 },
          app: { id: 15368, slug: 'github-actions', name: 'GitHub Actions' },
          pull_requests: [],
          repository: { full_name: `${owner}/${repo}` },
          annotations: [],
        };
        applyCheckRunBody(cr, b);
        checkRuns.push(cr);
        return { status: 201, json: publicCheckRun(cr) };
      }
      const cr = checkRuns.find((c) => String(c.id) === tail[1] && (c.repository as { full_name: string }).full_name === `${owner}/${repo}`);
      if (!cr) throw restError(404, 'Not Found');
      if (method === 'PATCH' && tail.length === 2) {
        validateCheckRunBody(b, false);
        applyCheckRunBody(cr, b);
        return { status: 200, json: publicCheckRun(cr) };
      }
      if (method === 'GET' && tail.length === 2) return { status: 200, json: publicCheckRun(cr) };
      if (method === 'GET' && tail.length === 3 && tail[2] === 'annotations') {
        return { status: 200, json: paginate(structuredClone(cr.annotations as unknown[]), query) };
      }
    }
    // GET /repos/{o}/{r}/commits/{ref}/check-runs[?check_name=&status=&filter=latest|all]
    if (method === 'GET' && tail.length === 3 && tail[0] === 'commits' && tail[2] === 'check-runs') {
      let list = checkRuns.filter(
        (c) =>
          (c.repository as { full_name: string }).full_name === `${owner}/${repo}` &&
          c.head_sha === tail[1] &&
          (query.check_name === undefined || c.name === query.check_name) &&
          (query.status === undefined || c.status === query.status),
      );
      if ((query.filter ?? 'latest') === 'latest') {
        const newest = new Map<unknown, Record<string, unknown>>();
        for (const c of list) {
          const seen = newest.get(c.name);
          if (!seen || Number(c.id) > Number(seen.id)) newest.set(c.name, c);
        }
        list = [...newest.values()];
      }
      list.sort((x, y) => Number(y.id) - Number(x.id));
      return { status: 200, json: { total_count: list.length, check_runs: paginate(list, query).map(publicCheckRun) } };
    }
    throw restError(404, 'Not Found');
  }

  // ---- dispatch -----------------------------------------------------------------------------

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks);
    const target = req.url ?? '/';
    const qIndex = target.indexOf('?');
    const path = qIndex < 0 ? target : target.slice(0, qIndex);
    const query = parseQuery(qIndex < 0 ? '' : target.slice(qIndex + 1));
    const method = req.method ?? 'GET';
    const contentType = String(req.headers['content-type'] ?? '').toLowerCase();

    let body: unknown = undefined;
    let bodyError = false;
    if (raw.length > 0) {
      if (contentType.includes('json') || path.startsWith('/twirp/')) {
        try {
          body = JSON.parse(raw.toString('utf8'));
        } catch {
          body = raw.toString('utf8');
          bodyError = true;
        }
      } else if (contentType.includes('xml') || contentType.startsWith('text/')) {
        body = raw.toString('utf8');
      } else {
        body = raw;
      }
    }
    requests.push({ method, path, query, body, headers: { ...req.headers } });
    const held = holds.findIndex((h) => h.method === method && h.path.test(path));
    if (held >= 0) {
      const [hold] = holds.splice(held, 1);
      hold!.arrived();
      await hold!.released;
    }
    const failure = failures.find((f) => f.remaining > 0 && f.method === method && f.path.test(path));
    if (failure) {
      failure.remaining--;
      sendJson(res, failure.status, { message: `injected failure (HTTP ${failure.status})`, documentation_url: 'https://docs.github.com/rest' });
      return;
    }

    try {
      if (path.startsWith(TWIRP_PREFIX)) {
        if (method !== 'POST') throw twirpError('bad_route', 'twirp requires POST');
        if (bodyError) throw twirpError('malformed', 'request body is not valid JSON');
        const result = twirp(path.slice(TWIRP_PREFIX.length), req, body);
        sendJson(res, 200, result);
        return;
      }
      if (path.startsWith('/twirp/')) throw twirpError('bad_route', `no handler for ${path}`);
      const blobMatch = /^\/blob\/artifacts\/(\d+)$/.exec(path);
      if (blobMatch) {
        blob(req, res, Number(blobMatch[1]), query, raw);
        return;
      }
      if (bodyError) throw restError(400, 'Problems parsing JSON');
      const out = rest(method, path, query, req, body);
      if (out.json === undefined) {
        res.writeHead(out.status, { ...out.headers, 'content-length': '0' });
        res.end();
      } else {
        sendJson(res, out.status, out.json, out.headers);
      }
    } catch (err) {
      if (err instanceof HttpError) {
        const text = typeof err.payload === 'string' ? err.payload : JSON.stringify(err.payload);
        res.writeHead(err.status, { 'content-type': err.contentType, 'content-length': String(Buffer.byteLength(text)) });
        res.end(text);
        return;
      }
      // NB: a 500 makes the artifact Twirp client retry 5 times with 3 s+ exponential backoff.
      sendJson(res, 500, { code: 'internal', msg: String(err), message: String(err) });
    }
  }

  function sendJson(res: http.ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
    const text = JSON.stringify(value);
    res.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(text)) });
    res.end(text);
  }

  const handler: http.RequestListener = (req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(err));
    });
  };
  const shared = await sharedListener();
  if (shared.handler) throw new Error('fake-github: another fake of this process is still running (close it first)');
  shared.handler = handler;
  baseUrl = shared.url;

  return {
    url: baseUrl,
    env(opts: FakeEnvOptions): Record<string, string> {
      const jobId = opts.jobId ?? 'job-1';
      for (const [k, v] of [['workflowRunId', opts.workflowRunId], ['jobId', jobId]] as const) {
        if (!v || /[\s:]/.test(v)) throw new Error(`fake-github env(): ${k} must be non-empty without spaces or ':' (got ${JSON.stringify(v)})`);
      }
      const now = Math.floor(Date.now() / 1000);
      const jwt = [
        b64url(JSON.stringify({ alg: 'none', typ: 'JWT' })),
        b64url(
          JSON.stringify({
            scp: `Actions.ExampleScope Actions.Results:${opts.workflowRunId}:${jobId}`,
            run_attempt: opts.attempt ?? '1',
            iss: 'fake-github',
            nbf: now - 60,
            exp: now + 6 * 3600,
          }),
        ),
        '',
      ].join('.');
      const env: Record<string, string> = {
        ACTIONS_RUNTIME_TOKEN: opts.runtimeToken ?? jwt,
        ACTIONS_RESULTS_URL: `${baseUrl}/`,
        GITHUB_API_URL: baseUrl,
        GITHUB_SERVER_URL: 'https://github.com',
      };
      if (opts.token !== undefined) env.GITHUB_TOKEN = opts.token;
      return env;
    },
    requests,
    artifacts(workflowRunId?: string): FakeArtifact[] {
      return visible(workflowRunId).map((a) => ({ id: a.id, name: a.name, workflowRunId: a.workflowRunId, jobId: a.jobId, size: a.size, digest: a.digest }));
    },
    checkRuns,
    failNext(match, status, times = 1): void {
      failures.push({ method: match.method, path: match.path, status, remaining: times });
    },
    holdNext(match) {
      let arrived!: () => void;
      let release!: () => void;
      const reached = new Promise<void>((resolve) => (arrived = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      holds.push({ method: match.method, path: match.path, arrived, released });
      return { reached, release };
    },
    expire(artifactId: number): void {
      expired.add(artifactId);
    },
    refuseEarlierAttempts(workflowRunId: string): void {
      attemptScoped.add(workflowRunId);
    },
    dropDigest(artifactId: number): void {
      noDigest.add(artifactId);
    },
    copyRun(from: string, to: string): void {
      if (from === to || [...store.values()].some((a) => a.workflowRunId === to)) throw new Error(`fake-github copyRun(): run ${to} is ${from} itself or has artifacts already`);
      for (const art of visible(from)) {
        const id = nextArtifactId++;
        store.set(id, { ...art, id, workflowRunId: to, staged: new Map() });
        if (noDigest.has(art.id)) noDigest.add(id);
        if (expired.has(art.id)) expired.add(id);
      }
      if (attemptScoped.has(from)) attemptScoped.add(to);
    },
    tamper(artifactId: number, mutate: (zip: Buffer) => Buffer): void {
      const art = store.get(artifactId);
      if (!art?.blob || !art.finalized) throw new Error(`fake-github tamper(): no finalized artifact with id ${artifactId}`);
      art.blob = mutate(Buffer.from(art.blob));
    },
    forge(artifactId: number, zip: Buffer): void {
      const art = store.get(artifactId);
      if (!art?.blob || !art.finalized) throw new Error(`fake-github forge(): no finalized artifact with id ${artifactId}`);
      art.blob = Buffer.from(zip);
      art.size = art.blob.length;
      art.digest = `sha256:${sha256Hex(art.blob)}`;
    },
    close(): Promise<void> {
      // The socket stays for the next fake (sharedListener); this one's connections end now. Once
      // another fake answers, the connections are its own: a second close leaves them be.
      if (shared.handler !== handler) return Promise.resolve();
      shared.handler = undefined;
      shared.server.closeAllConnections();
      return Promise.resolve();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// makeZip: the client never needs a zip built by us (uploads stream their own, downloads get the uploaded
// bytes back), but tamper()-based poisoning tests need a VALID zip with attacker-chosen content: a
// corrupt zip makes the client's unzip fail, and it then retries 5 times with a 5 s sleep (≈25 s).

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * Builds a zip (stored, no compression; UTF-8 names) with the given entries. Names are used verbatim
 * (so "dir/x.txt" nests, and hostile names such as "../x" are possible for poisoning tests); a name
 * ending in "/" is a directory entry.
 */
/**
 * `deflate`: entries compressed (method 8) as upload clients write them, else stored; `declared`:
 * an entry's uncompressed size as its headers state it, when not its real one (a crafted zip).
 */
export interface ZipOptions {
  deflate?: boolean;
  declared?: Record<string, number>;
}

export function makeZip(files: Record<string, Buffer | string>, options: ZipOptions = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  const DOS_DATE = (0 << 9) | (1 << 5) | 1; // 1980-01-01
  for (const [name, content] of Object.entries(files)) {
    const nameBuf = Buffer.from(name, 'utf8');
    const raw = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    const crc = crc32(raw);
    const data = options.deflate ? zlib.deflateRawSync(raw) : raw;
    const size = options.declared?.[name] ?? raw.length;
    const method = options.deflate ? 8 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // flags: UTF-8 names
    local.writeUInt16LE(method, 8); // method: stored or deflate
    local.writeUInt16LE(0, 10); // time
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, nameBuf, data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(0x031e, 4); // made by: unix, 3.0
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt16LE(0, 30); // extra
    central.writeUInt16LE(0, 32); // comment
    central.writeUInt16LE(0, 34); // disk
    central.writeUInt16LE(0, 36); // internal attrs
    central.writeUInt32LE((name.endsWith('/') ? 0o40755 : 0o100644) * 0x10000, 38); // unix mode
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBuf);
    offset += local.length + nameBuf.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  const count = Object.keys(files).length;
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(0, 4);
  end.writeUInt16LE(0, 6);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(0, 20);
  return Buffer.concat([...locals, cd, end]);
}
