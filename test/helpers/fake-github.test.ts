/**
 * Self-test of the fake GitHub: drives the REAL @actions/artifact DefaultArtifactClient and the REAL
 * @actions/github Octokit against it.
 *
 * Env discipline (see fake-github.ts): @actions/github freezes GITHUB_API_URL when first imported, and
 * @actions/artifact's findBy paths use that frozen value — so both are imported dynamically in beforeAll,
 * AFTER process.env has been pointed at the fake. Only `import type` at the top of this file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as crypto from 'node:crypto';
import type * as ArtifactModule from '@actions/artifact';
import type * as GitHubModule from '@actions/github';
import { makeZip, startFakeGitHub, type FakeGitHub } from './fake-github.js';
import { spawnTracked } from './processes.js';

const ENV_KEYS = [
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_RESULTS_URL',
  'GITHUB_API_URL',
  'GITHUB_SERVER_URL',
  'GITHUB_TOKEN',
  'GITHUB_WORKSPACE',
] as const;

let fake: FakeGitHub;
let artifact: typeof ArtifactModule;
let github: typeof GitHubModule;
const savedEnv = new Map<string, string | undefined>();
const tmpDirs: string[] = [];

function tmp(prefix: string): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), `fake-gh-${prefix}-`));
  tmpDirs.push(d);
  return d;
}

/** Points the artifact client at a given workflow run / job (read at call time by the client). */
function useRun(workflowRunId: string, jobId?: string): void {
  Object.assign(process.env, fake.env({ workflowRunId, jobId }));
}

function writeFiles(dir: string, files: Record<string, string>): string[] {
  return Object.entries(files).map(([rel, content]) => {
    const p = path.join(dir, rel);
    fs.mkdirSync(path.dirname(p), { recursive: true });
    fs.writeFileSync(p, content);
    return p;
  });
}

async function upload(name: string, files: Record<string, string>): Promise<{ id: number; size?: number; digest?: string }> {
  const dir = tmp('src');
  const paths = writeFiles(dir, files);
  const res = await new artifact.DefaultArtifactClient().uploadArtifact(name, paths, dir);
  if (res.id === undefined) throw new Error('upload returned no id');
  return { id: res.id, size: res.size, digest: res.digest };
}

function read(dir: string, rel: string): string {
  return fs.readFileSync(path.join(dir, rel), 'utf8');
}

beforeAll(async () => {
  for (const k of ENV_KEYS) savedEnv.set(k, process.env[k]);
  fake = await startFakeGitHub();
  Object.assign(process.env, fake.env({ workflowRunId: '1001', jobId: 'job-a' }));
  // The GitHub Actions "workspace" is the default download dir; tests always pass an explicit path.
  process.env.GITHUB_WORKSPACE = tmp('workspace');
  artifact = await import('@actions/artifact');
  github = await import('@actions/github');
});

afterAll(async () => {
  for (const [k, v] of savedEnv) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  await fake?.close();
  for (const d of tmpDirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('env()', () => {
  it('produces an unsigned JWT with the Actions.Results scope and URLs pointing at the fake', () => {
    const env = fake.env({ workflowRunId: '77', jobId: 'j9', token: 'ghs_x' });
    expect(env.ACTIONS_RESULTS_URL).toBe(`${fake.url}/`);
    expect(env.GITHUB_API_URL).toBe(fake.url);
    expect(env.GITHUB_SERVER_URL).toBe('https://github.com');
    expect(env.GITHUB_TOKEN).toBe('ghs_x');
    const parts = (env.ACTIONS_RUNTIME_TOKEN ?? '').split('.');
    expect(parts).toHaveLength(3);
    const payload = JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString('utf8')) as { scp: string };
    expect(payload.scp.split(' ')).toContain('Actions.Results:77:j9');
    expect(() => fake.env({ workflowRunId: 'a:b' })).toThrow(/workflowRunId/);
  });
});

describe('artifacts via the real DefaultArtifactClient', () => {
  let first: { id: number; size?: number; digest?: string };
  const files = { 'state.json': '{"stage":"build","ok":true}\n', 'logs/out.txt': 'hello\nworld\n'.repeat(100) };

  it('uploads two files with block upload + block list commit, and records the Twirp calls', async () => {
    useRun('1001', 'job-a');
    fake.requests.length = 0;
    first = await upload('stage-state', files);

    const stored = fake.artifacts('1001');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: first.id, name: 'stage-state', workflowRunId: '1001', jobId: 'job-a' });
    expect(stored[0]?.size).toBe(first.size);
    // the client hashes what it streamed and returns the bare hex; the fake stores "sha256:<hex>"
    expect(stored[0]?.digest).toBe(`sha256:${first.digest}`);

    const create = fake.requests.find((r) => r.path.endsWith('.ArtifactService/CreateArtifact'));
    expect(create?.body).toMatchObject({
      workflow_run_backend_id: '1001',
      workflow_job_run_backend_id: 'job-a',
      name: 'stage-state',
      mime_type: 'application/zip',
      version: 7,
    });
    expect(String(create?.headers.authorization)).toMatch(/^Bearer .+\..+\.$/);
    const finalize = fake.requests.find((r) => r.path.endsWith('.ArtifactService/FinalizeArtifact'));
    expect(finalize?.body).toMatchObject({ name: 'stage-state', size: String(first.size), hash: `sha256:${first.digest}` });

    const blobPuts = fake.requests.filter((r) => r.method === 'PUT' && r.path === `/blob/artifacts/${first.id}`);
    expect(blobPuts.map((r) => r.query.comp)).toEqual(['block', 'blocklist']);
    expect(blobPuts[0]?.query.blockid).toBeTruthy();
    expect(String(blobPuts[1]?.body)).toContain(`<Latest>${blobPuts[0]?.query.blockid}</Latest>`);
  });

  it('lists and gets by name with size and digest', async () => {
    useRun('1001', 'job-b'); // another job of the same run sees the run's artifacts
    const client = new artifact.DefaultArtifactClient();
    const { artifacts } = await client.listArtifacts();
    expect(artifacts.map((a) => [a.id, a.name])).toEqual([[first.id, 'stage-state']]);
    const { artifact: got } = await client.getArtifact('stage-state');
    expect(got).toMatchObject({ id: first.id, name: 'stage-state', size: first.size, digest: `sha256:${first.digest}` });
    expect(got.createdAt).toBeInstanceOf(Date);
    await expect(client.getArtifact('no-such-artifact')).rejects.toThrow(/Artifact not found for name: no-such-artifact/);
  });

  it('downloads into another dir with identical contents and no digest mismatch', async () => {
    useRun('1001', 'job-b');
    const dest = tmp('dl');
    const res = await new artifact.DefaultArtifactClient().downloadArtifact(first.id, {
      path: dest,
      expectedHash: `sha256:${first.digest}`,
    });
    expect(res).toEqual({ downloadPath: dest, digestMismatch: false });
    expect(read(dest, 'state.json')).toBe(files['state.json']);
    expect(read(dest, 'logs/out.txt')).toBe(files['logs/out.txt']);
    expect(fake.requests.some((r) => r.path.endsWith('/GetSignedArtifactURL'))).toBe(true);
  });

  it('rejects a second upload with the same name in the same workflow run (409, not retried)', async () => {
    useRun('1001', 'job-c');
    fake.requests.length = 0;
    const err = await upload('stage-state', { 'x.txt': 'second' }).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(err).toBeInstanceOf(Error);
    expect(err?.message).toMatch(/Failed to CreateArtifact: Received non-retryable error: Failed request: \(409\) Conflict: an artifact with this name already exists/);
    expect(fake.requests.filter((r) => r.path.endsWith('/CreateArtifact'))).toHaveLength(1);
    expect(fake.requests.some((r) => r.path.startsWith('/blob/'))).toBe(false);
    expect(fake.artifacts('1001')).toHaveLength(1);
  });

  it('allows the same name in another workflow run, which cannot see run 1001 through Twirp', async () => {
    useRun('2002', 'job-a');
    const other = await upload('stage-state', { 'state.json': '{"run":2002}' });
    expect(other.id).not.toBe(first.id);
    expect(fake.artifacts('2002').map((a) => a.name)).toEqual(['stage-state']);
    expect(fake.artifacts('1001').map((a) => a.id)).toEqual([first.id]);
    expect(fake.artifacts().map((a) => a.workflowRunId).sort()).toEqual(['1001', '2002']);
    // the runtime token is scoped to its run: the internal (Twirp) download can't find run 1001's id
    await expect(
      new artifact.DefaultArtifactClient().downloadArtifact(first.id, { path: tmp('dl-wrong') }),
    ).rejects.toThrow(/No artifacts found for ID/);
  });

  it('finds and downloads from another run via findBy (REST + 302 to the blob)', async () => {
    useRun('3003', 'job-z');
    fake.requests.length = 0;
    const findBy = { token: 'ghs_cross_run', workflowRunId: 1001, repositoryOwner: 'acme', repositoryName: 'widgets' };
    const client = new artifact.DefaultArtifactClient();

    const { artifacts } = await client.listArtifacts({ findBy });
    expect(artifacts.map((a) => a.id)).toEqual([first.id]);
    const { artifact: got } = await client.getArtifact('stage-state', { findBy });
    expect(got).toMatchObject({ id: first.id, size: first.size, digest: `sha256:${first.digest}` });

    const dest = tmp('dl-findby');
    const res = await client.downloadArtifact(got.id, { path: dest, findBy, expectedHash: got.digest });
    expect(res.digestMismatch).toBe(false);
    expect(read(dest, 'state.json')).toBe(files['state.json']);
    expect(read(dest, 'logs/out.txt')).toBe(files['logs/out.txt']);

    const restCalls = fake.requests.filter((r) => r.path.startsWith('/repos/'));
    expect(restCalls.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /repos/acme/widgets/actions/runs/1001/artifacts',
      'GET /repos/acme/widgets/actions/runs/1001/artifacts',
      `GET /repos/acme/widgets/actions/artifacts/${first.id}/zip`,
    ]);
    expect(restCalls[1]?.query.name).toBe('stage-state');
    for (const r of restCalls) expect(r.headers.authorization).toBe('token ghs_cross_run');
    expect(fake.requests.some((r) => r.path.startsWith('/twirp/'))).toBe(false);
  });

  it("refuseEarlierAttempts(): a later attempt's job lists an earlier attempt's artifact, is refused its signed URL (404 workflow run not found), and REST still serves it", async () => {
    Object.assign(process.env, fake.env({ workflowRunId: '3003', jobId: 'build-1', attempt: '1' }));
    const earlier = await upload('built', { 'out.txt': 'attempt 1' });
    Object.assign(process.env, fake.env({ workflowRunId: '3003', jobId: 'build-1b', attempt: '1' }));
    const same = await upload('built-too', { 'out.txt': 'attempt 1, another job' });
    fake.refuseEarlierAttempts('3003');
    // Attempt 1's own jobs still download what attempt 1 uploaded.
    await expect(new artifact.DefaultArtifactClient().downloadArtifact(same.id, { path: tmp('same') })).resolves.toMatchObject({ digestMismatch: false });
    Object.assign(process.env, fake.env({ workflowRunId: '3003', jobId: 'test-2', attempt: '2' }));
    const client = new artifact.DefaultArtifactClient();
    expect((await client.listArtifacts()).artifacts.map((a) => a.name).sort()).toEqual(['built', 'built-too']);
    await expect(client.downloadArtifact(earlier.id, { path: tmp('refused') })).rejects.toThrow('Failed to GetSignedArtifactURL: Received non-retryable error: Failed request: (404) Not Found: workflow run not found');
    const dest = tmp('rest');
    const findBy = { token: 'ghs_rerun', workflowRunId: 3003, repositoryOwner: 'acme', repositoryName: 'widgets' };
    await expect(client.downloadArtifact(earlier.id, { path: dest, findBy })).resolves.toMatchObject({ digestMismatch: false });
    expect(read(dest, 'out.txt')).toBe('attempt 1');
    // Attempt 2's own upload is attempt 2's: its jobs get it from the service.
    const own = await upload('tested', { 'out.txt': 'attempt 2' });
    await expect(client.downloadArtifact(own.id, { path: tmp('own') })).resolves.toMatchObject({ digestMismatch: false });
  });

  it('tamper(): the client reports digestMismatch but has ALREADY extracted the poisoned files', async () => {
    useRun('4004', 'job-a');
    const good = await upload('poison-me', { 'state.json': '{"trusted":true}' });
    const digest = `sha256:${good.digest}`;
    fake.tamper(good.id, () => makeZip({ 'state.json': '{"trusted":false}', 'nested/extra.sh': 'echo pwned' }));
    expect(fake.artifacts('4004')[0]?.digest).toBe(digest); // recorded digest unchanged

    const client = new artifact.DefaultArtifactClient();
    const dest = tmp('dl-tampered');
    const res = await client.downloadArtifact(good.id, { path: dest, expectedHash: digest });
    expect(res.digestMismatch).toBe(true);
    expect(read(dest, 'state.json')).toBe('{"trusted":false}');
    expect(read(dest, 'nested/extra.sh')).toBe('echo pwned');

    // without expectedHash nothing is checked at all
    const dest2 = tmp('dl-tampered-nohash');
    expect((await client.downloadArtifact(good.id, { path: dest2 })).digestMismatch).toBe(false);

    // the REST/findBy path applies the same check
    useRun('5005');
    const dest3 = tmp('dl-tampered-findby');
    const findBy = { token: 't', workflowRunId: 4004, repositoryOwner: 'acme', repositoryName: 'widgets' };
    expect((await client.downloadArtifact(good.id, { path: dest3, findBy, expectedHash: digest })).digestMismatch).toBe(true);
  });

  it('assembles multi-block uploads (> 8 MiB chunk size) in block-list order', async () => {
    useRun('1111', 'job-a');
    fake.requests.length = 0;
    const dir = tmp('big');
    const big = crypto.randomBytes(9 * 1024 * 1024 + 123); // incompressible → zip > 8 MiB → 2 blocks
    fs.writeFileSync(path.join(dir, 'big.bin'), big);
    const client = new artifact.DefaultArtifactClient();
    const up = await client.uploadArtifact('big', [path.join(dir, 'big.bin')], dir, { compressionLevel: 0 });
    const blocks = fake.requests.filter((r) => r.path === `/blob/artifacts/${up.id}` && r.query.comp === 'block');
    expect(blocks.length).toBe(2);
    expect(fake.artifacts('1111')[0]?.size).toBe(up.size);

    const dest = tmp('dl-big');
    const res = await client.downloadArtifact(up.id ?? -1, { path: dest, expectedHash: `sha256:${up.digest}` });
    expect(res.digestMismatch).toBe(false);
    expect(fs.readFileSync(path.join(dest, 'big.bin')).equals(big)).toBe(true);
  });

  it('deleting frees the name for a new upload in the same run', async () => {
    useRun('6006', 'job-a');
    const client = new artifact.DefaultArtifactClient();
    const a = await upload('overwrite-me', { 'v.txt': '1' });
    expect((await client.deleteArtifact('overwrite-me')).id).toBe(a.id);
    expect(fake.artifacts('6006')).toEqual([]);
    const b = await upload('overwrite-me', { 'v.txt': '2' });
    expect(b.id).toBeGreaterThan(a.id);
    const dest = tmp('dl-overwritten');
    await client.downloadArtifact(b.id, { path: dest });
    expect(read(dest, 'v.txt')).toBe('2');
  });

  it('rejects a malformed runtime token before any request, and a foreign-scoped one with 403', async () => {
    const client = new artifact.DefaultArtifactClient();
    Object.assign(process.env, fake.env({ workflowRunId: '7007', runtimeToken: 'not-a-jwt' }));
    await expect(client.listArtifacts()).rejects.toThrow(/Invalid token specified/);

    // a token for run 7007 whose request claims another run (crafted via the Twirp endpoint directly)
    useRun('7007');
    const r = await fetch(`${fake.url}/twirp/github.actions.results.api.v1.ArtifactService/ListArtifacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${process.env.ACTIONS_RUNTIME_TOKEN}` },
      body: JSON.stringify({ workflow_run_backend_id: '1001', workflow_job_run_backend_id: 'job-a' }),
    });
    expect(r.status).toBe(403);
    expect(await r.json()).toMatchObject({ code: 'permission_denied' });
  });

  it('quirk: GITHUB_SERVER_URL pointing at 127.0.0.1 makes the client refuse (GHES check)', async () => {
    useRun('8008');
    process.env.GITHUB_SERVER_URL = fake.url;
    try {
      await expect(upload('ghes', { 'a.txt': 'a' })).rejects.toThrow(/not currently supported on GHES/);
    } finally {
      process.env.GITHUB_SERVER_URL = 'https://github.com';
    }
    expect(fake.artifacts('8008')).toEqual([]);
  });

  it('works from a separate process given only env()', async () => {
    const dir = tmp('child');
    fs.writeFileSync(path.join(dir, 'payload.bin'), crypto.randomBytes(4096));
    const script = `
      import { DefaultArtifactClient } from '@actions/artifact';
      const c = new DefaultArtifactClient();
      const up = await c.uploadArtifact('from-child', [process.argv[1] + '/payload.bin'], process.argv[1]);
      const list = await c.listArtifacts();
      process.stdout.write('\\nRESULT ' + JSON.stringify({ id: up.id, names: list.artifacts.map(a => a.name) }) + '\\n');
    `;
    const child = spawnTracked(process.execPath, ['--input-type=module', '-e', script, dir], {
      cwd: process.cwd(),
      env: { PATH: process.env.PATH ?? '', ...fake.env({ workflowRunId: '9009', jobId: 'child-job' }) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout!.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    const code = await new Promise<number | null>((resolve, reject) => child.on('error', reject).on('close', resolve));
    expect(code).toBe(0);
    const line = stdout.split('\n').find((l) => l.startsWith('RESULT '));
    const result = JSON.parse(line?.slice('RESULT '.length) ?? 'null') as { id: number; names: string[] };
    expect(result.names).toEqual(['from-child']);
    expect(fake.artifacts('9009')).toMatchObject([{ id: result.id, name: 'from-child', jobId: 'child-job' }]);
  });
});

describe('check runs via the real @actions/github Octokit', () => {
  const sha = 'a'.repeat(40);

  it('creates, updates and lists a check run by name', async () => {
    const octokit = github.getOctokit('ghs_checks', { baseUrl: fake.url });
    fake.requests.length = 0;
    const created = await octokit.rest.checks.create({
      owner: 'acme',
      repo: 'widgets',
      name: 'stagegate / build',
      head_sha: sha,
      status: 'in_progress',
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ name: 'stagegate / build', head_sha: sha, status: 'in_progress', conclusion: null });
    await octokit.rest.checks.create({ owner: 'acme', repo: 'widgets', name: 'other-check', head_sha: sha });

    const updated = await octokit.rest.checks.update({
      owner: 'acme',
      repo: 'widgets',
      check_run_id: created.data.id,
      conclusion: 'failure',
      output: {
        title: 'Gate failed',
        summary: 'stage build: exit 1',
        annotations: [{ path: 'src/a.ts', start_line: 1, end_line: 1, annotation_level: 'failure', message: 'boom' }],
      },
    });
    expect(updated.data).toMatchObject({ id: created.data.id, status: 'completed', conclusion: 'failure' });
    expect(updated.data.output).toMatchObject({ title: 'Gate failed', summary: 'stage build: exit 1', annotations_count: 1 });
    expect(updated.data.completed_at).toBeTruthy();

    const listed = await octokit.rest.checks.listForRef({ owner: 'acme', repo: 'widgets', ref: sha, check_name: 'stagegate / build' });
    expect(listed.data.total_count).toBe(1);
    expect(listed.data.check_runs[0]).toMatchObject({ id: created.data.id, status: 'completed', conclusion: 'failure' });
    const all = await octokit.rest.checks.listForRef({ owner: 'acme', repo: 'widgets', ref: sha });
    expect(all.data.check_runs.map((c) => c.name).sort()).toEqual(['other-check', 'stagegate / build']);

    const state = fake.checkRuns.find((c) => c.id === created.data.id);
    expect(state).toMatchObject({ status: 'completed', conclusion: 'failure', annotations: [{ message: 'boom' }] });

    const post = fake.requests.find((r) => r.method === 'POST' && r.path === '/repos/acme/widgets/check-runs');
    expect(post?.headers.authorization).toBe('token ghs_checks');
    expect(post?.body).toMatchObject({ name: 'stagegate / build', head_sha: sha, status: 'in_progress' });
    expect(fake.requests.some((r) => r.method === 'PATCH' && r.path === `/repos/acme/widgets/check-runs/${created.data.id}`)).toBe(true);
    expect(fake.requests.find((r) => r.path === `/repos/acme/widgets/commits/${sha}/check-runs`)?.query.check_name).toBe('stagegate / build');
  });

  it('validates like GitHub: 422 for an over-long summary or completed without conclusion, 404 for unknown ids', async () => {
    const octokit = github.getOctokit('ghs_checks', { baseUrl: fake.url });
    await expect(
      octokit.rest.checks.create({ owner: 'acme', repo: 'widgets', name: 'big', head_sha: sha, output: { title: 't', summary: 'x'.repeat(65536) } }),
    ).rejects.toMatchObject({ status: 422 });
    await expect(
      octokit.rest.checks.create({ owner: 'acme', repo: 'widgets', name: 'bad', head_sha: sha, status: 'completed' }),
    ).rejects.toMatchObject({ status: 422 });
    await expect(octokit.rest.checks.update({ owner: 'acme', repo: 'widgets', check_run_id: 999999, status: 'in_progress' })).rejects.toMatchObject({ status: 404 });
    expect(fake.checkRuns.some((c) => c.name === 'big' || c.name === 'bad')).toBe(false);
  });
});
