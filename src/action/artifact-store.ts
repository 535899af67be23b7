// The artifact store port: what persistence needs from GitHub's artifact service, and its
// implementation over @actions/artifact. The client is imported only when a method is first
// called, so paths that never touch artifacts never load it.

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
  /** The service's digest differed from the bytes received (the files are on disk anyway). */
  digestMismatch: boolean;
}

export interface ArtifactStore {
  list(scope: ArtifactScope): Promise<StoredArtifact[]>;
  download(artifact: StoredArtifact, scope: ArtifactScope, destination: string): Promise<DownloadResult>;
  upload(name: string, files: string[], rootDirectory: string, options: { retentionDays?: number | undefined }): Promise<{ id?: number | undefined; size?: number | undefined; digest?: string | undefined }>;
}

/** True when an upload failed because the name is taken in this workflow run (HTTP 409). */
export function isNameConflict(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /\(409\)|\b409\b|already exists|Conflict/i.test(message);
}

type ArtifactModule = typeof import('@actions/artifact');

export function actionsArtifactStore(): ArtifactStore {
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
    async list(scope) {
      const { artifacts } = await (await get()).listArtifacts({ ...findBy(scope) });
      return artifacts.map((a) => ({ id: a.id, name: a.name, size: a.size, createdAt: a.createdAt, digest: a.digest }));
    },
    async download(artifact, scope, destination) {
      const result = await (await get()).downloadArtifact(artifact.id, {
        path: destination,
        ...findBy(scope),
        ...(artifact.digest ? { expectedHash: artifact.digest } : {}),
      });
      return { downloadPath: result.downloadPath ?? destination, digestMismatch: result.digestMismatch === true };
    },
    async upload(name, files, rootDirectory, options) {
      const result = await (await get()).uploadArtifact(name, files, rootDirectory, options.retentionDays !== undefined ? { retentionDays: options.retentionDays } : {});
      return { id: result.id, size: result.size, digest: result.digest };
    },
  };
}
