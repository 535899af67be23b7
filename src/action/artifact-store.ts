// The artifact store port: what persistence needs from GitHub's artifact service, and its
// implementation over @actions/artifact. The client is imported only when a method is first
// called, and the unpacker (with its zip reader, yauzl) only when a download is unpacked, so
// paths that never touch artifacts (`command: validate`) never load them.
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface StoredArtifact {
  id: number;
  name: string;
  size: number;
  createdAt?: Date | undefined;
  /** "sha256:<hex>" as recorded by the artifact service. */
  digest?: string | undefined;
}

/** Where to look: this workflow run (runtime token), or another run of the repository (REST). */
export type ArtifactScope = { kind: 'current' } | { kind: 'run'; workflowRunId: number; owner: string; repo: string; token: string };

export interface DownloadResult {
  downloadPath: string;
  /** The service's digest differed from the bytes received (nothing was unpacked). */
  digestMismatch: boolean;
  /**
   * The zip was not unpacked (whole): why — it would unpack to more than the limit, holds too many
   * files, a link, a name that is no plain path… (artifact-unzip.ts). Refused like a digest mismatch.
   * When `why` names an entry, the runs' journals the policy would unpack on their own are in the
   * destination (artifact-unzip.ts unpackJournals): the entry's name may be made of a secret-looking
   * input only they record, which the caller hears before it says the refusal.
   */
  refused?: string;
}

/** Unpacked bytes a download may hold by default (STAGEGATE_MAX_ARTIFACT_MB raises or lowers it). */
export const DEFAULT_MAX_ARTIFACT_MB = 2048;
/** Files a download may hold (a restore's quarantine walk refuses more, too). */
export const MAX_ARTIFACT_FILES = 20_000;
/** The variable of the step's environment that sets the limit, in MiB. */
export const MAX_ARTIFACT_MB_VARIABLE = 'STAGEGATE_MAX_ARTIFACT_MB';

/**
 * The limit on what a download unpacks (bytes), from the step's environment: a whole number of
 * MiB, 1 or more; the default without it. Undefined with why for a value that is not one.
 */
export function artifactLimitFrom(env: NodeJS.ProcessEnv): { maxBytes: number } | { problem: string } {
  const raw = env[MAX_ARTIFACT_MB_VARIABLE];
  if (raw === undefined || raw.trim() === '') return { maxBytes: DEFAULT_MAX_ARTIFACT_MB * 1024 * 1024 };
  if (!/^\s*[1-9][0-9]{0,6}\s*$/.test(raw)) return { problem: `${MAX_ARTIFACT_MB_VARIABLE} is '${raw.slice(0, 40)}', not a whole number of MiB from 1 to 9999999` };
  return { maxBytes: Number(raw.trim()) * 1024 * 1024 };
}

/** A tighter limit on one download than the store's own (a merge's budget: what is left of it). */
export interface DownloadLimit {
  /** Bytes this download may unpack at most (the store's own limit still applies). */
  maxBytes: number;
  /** How a refusal names it, after the number: "bytes left of …". */
  bound: string;
}

/**
 * An artifact a merge could not unpack within what was left of its one limit (DownloadLimit), when
 * the store's own limit alone would have let it through: raising the limit, or taking the key
 * elsewhere (its leg, a job with a limit of its own), gets it.
 */
export class MergeBudgetExceeded extends Error {}

export interface ArtifactStore {
  /** What a download unpacks at most (bytes), when the store limits it: an upload past it would be refused by a later job. */
  readonly unpackLimit?: number;
  list(scope: ArtifactScope): Promise<StoredArtifact[]>;
  download(artifact: StoredArtifact, scope: ArtifactScope, destination: string, limit?: DownloadLimit): Promise<DownloadResult>;
  upload(name: string, files: string[], rootDirectory: string, options: { retentionDays?: number | undefined }): Promise<{ id?: number | undefined; size?: number | undefined; digest?: string | undefined }>;
}

/** True when an upload failed because the name is taken in this workflow run (HTTP 409). */
export function isNameConflict(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /\(409\)|\b409\b|already exists|Conflict/i.test(message);
}

type ArtifactModule = typeof import('@actions/artifact');

/** `maxBytes`: what a download may unpack at most (artifactLimitFrom). */
export function actionsArtifactStore(options: { maxBytes?: number } = {}): ArtifactStore {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_ARTIFACT_MB * 1024 * 1024;
  let client: InstanceType<ArtifactModule['DefaultArtifactClient']> | undefined;
  const get = async () => {
    if (!client) {
      const mod: ArtifactModule = await import('@actions/artifact');
      client = new mod.DefaultArtifactClient();
    }
    return client;
  };
  const findBy = (scope: ArtifactScope) =>
    scope.kind === 'run' ? { findBy: { token: scope.token, workflowRunId: scope.workflowRunId, repositoryOwner: scope.owner, repositoryName: scope.repo } } : {};
  return {
    unpackLimit: maxBytes,
    async list(scope) {
      const { artifacts } = await (await get()).listArtifacts({ ...findBy(scope) });
      return artifacts.map((a) => ({ id: a.id, name: a.name, size: a.size, createdAt: a.createdAt, digest: a.digest }));
    },
    async download(artifact, scope, destination, limit) {
      const tighter = limit !== undefined && limit.maxBytes < maxBytes ? limit : undefined;
      const max = tighter?.maxBytes ?? maxBytes;
      const bound = tighter?.bound ?? 'bytes a download unpacks at most';
      // A zip larger than the limit is not fetched: it alone would take that room in RUNNER_TEMP.
      if (artifact.size > max) return { downloadPath: destination, digestMismatch: false, refused: `its zip is ${artifact.size} bytes, more than the ${max} ${bound} (${MAX_ARTIFACT_MB_VARIABLE})` };
      // The zip as it is (the client's own unpacking knows no size limit), beside the destination;
      // its digest is checked before anything is unpacked.
      const zipDir = mkdtempSync(join(dirname(destination), 'stagegate-download-'));
      try {
        const result = await (await get()).downloadArtifact(artifact.id, {
          path: zipDir,
          ...findBy(scope),
          ...(artifact.digest ? { expectedHash: artifact.digest } : {}),
          skipDecompress: true,
        });
        mkdirSync(destination, { recursive: true });
        if (result.digestMismatch === true) return { downloadPath: destination, digestMismatch: true };
        const [zip, ...more] = readdirSync(zipDir);
        if (zip === undefined || more.length > 0) return { downloadPath: destination, digestMismatch: false, refused: 'its download is not one zip file' };
        const { unzipWithin, unpackJournals } = await import('./artifact-unzip.js');
        const limits = { maxBytes: max, maxFiles: MAX_ARTIFACT_FILES, bound };
        const unzipped = await unzipWithin(join(zipDir, zip), destination, limits);
        if (!unzipped.ok) {
          // A refusal naming an entry: the runs' journals beside it, for the caller to hear before it says it.
          if (unzipped.entry !== undefined) {
            const { JOURNAL_SUFFIX } = await import('../core/state/journal.js');
            await unpackJournals(join(zipDir, zip), destination, limits, (name) => name.endsWith(JOURNAL_SUFFIX));
          }
          return { downloadPath: destination, digestMismatch: false, refused: `it was not unpacked: ${unzipped.reason} (${MAX_ARTIFACT_MB_VARIABLE}: ${Math.floor(maxBytes / 1024 / 1024)} MiB)` };
        }
        return { downloadPath: destination, digestMismatch: false };
      } finally {
        rmSync(zipDir, { recursive: true, force: true });
      }
    },
    async upload(name, files, rootDirectory, options) {
      const result = await (await get()).uploadArtifact(name, files, rootDirectory, options.retentionDays !== undefined ? { retentionDays: options.retentionDays } : {});
      return { id: result.id, size: result.size, digest: result.digest };
    },
  };
}
