// One fake GitHub per e2e test file that drives the real @actions/artifact client: the fake's
// environment in process.env while the file runs (restored after), and uploads made from the test
// process itself (an attacker's artifact, say).
import { afterAll, beforeAll } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type * as ArtifactModule from '@actions/artifact';
import { startFakeGitHub, type FakeGitHub } from './fake-github.js';
import { cleanupHarness, tempDir } from './action-harness.js';

const ENV_KEYS = ['ACTIONS_RUNTIME_TOKEN', 'ACTIONS_RESULTS_URL', 'GITHUB_API_URL', 'GITHUB_SERVER_URL', 'GITHUB_TOKEN'];

export interface FakeGitHubSession {
  /** The running fake (after the file's beforeAll). */
  readonly fake: FakeGitHub;
  /** Upload files (workspace-relative paths) as an artifact of workflow run `run`, from this process. */
  uploadCrafted(run: string, name: string, files: Record<string, string | Buffer>): Promise<void>;
}

export function useFakeGitHub(): FakeGitHubSession {
  let fake: FakeGitHub | undefined;
  let artifact: typeof ArtifactModule;
  const savedEnv = new Map<string, string | undefined>();
  beforeAll(async () => {
    fake = await startFakeGitHub();
    for (const k of ENV_KEYS) savedEnv.set(k, process.env[k]);
    Object.assign(process.env, fake.env({ workflowRunId: '1' }));
    artifact = await import('@actions/artifact');
  });
  afterAll(async () => {
    for (const [k, v] of savedEnv) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    await fake?.close();
    cleanupHarness();
  });
  return {
    get fake(): FakeGitHub {
      if (!fake) throw new Error('the fake GitHub starts in beforeAll');
      return fake;
    },
    async uploadCrafted(run, name, files) {
      Object.assign(process.env, this.fake.env({ workflowRunId: run, jobId: 'attacker' }));
      const dir = tempDir('sg-crafted-');
      const paths = Object.entries(files).map(([rel, content]) => {
        const p = join(dir, rel);
        mkdirSync(dirname(p), { recursive: true });
        writeFileSync(p, content);
        return p;
      });
      // The client logs through @actions/core to stdout; keep the test output readable.
      const write = process.stdout.write.bind(process.stdout);
      process.stdout.write = (() => true) as typeof process.stdout.write;
      try {
        await new artifact.DefaultArtifactClient().uploadArtifact(name, paths, dir);
      } finally {
        process.stdout.write = write;
      }
    },
  };
}
