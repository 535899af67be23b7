import { describe, expect, it } from 'vitest';
import { RestDownloadFailed } from '../../src/action/rerun-download.js';

const artifact = { id: 7, name: 'stagegate-hello-r1-abc-a1-build-1', size: 1 };
const refusal = new Error('Failed to GetSignedArtifactURL: Received non-retryable error: Failed request: (404) Not Found: workflow run not found');
const run = { kind: 'run' as const, workflowRunId: 42, owner: 'acme', repo: 'widgets', token: 'ghs_x' };

/** An error shaped as @octokit/request-error's RequestError: status, message, response headers. */
function requestError(status: number, message: string, headers: Record<string, string> = {}): Error {
  return Object.assign(new Error(message), { status, response: { headers } });
}

describe('RestDownloadFailed', () => {
  it("a 403 refusing the token is 'forbidden' (the fix: add actions: read)", () => {
    const failed = new RestDownloadFailed(artifact, refusal, run, requestError(403, 'Resource not accessible by integration'));
    expect(failed.forbidden).toBe(true);
    expect(failed.message).toContain('HTTP 403, the token may not read the run\'s artifacts (Resource not accessible by integration)');
  });

  it.each([
    ['a primary rate limit (x-ratelimit-remaining: 0)', requestError(403, 'API rate limit exceeded for installation ID 1.', { 'x-ratelimit-remaining': '0' })],
    ['a secondary rate limit', requestError(403, 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.')],
  ])("a 403 of %s is not 'forbidden': adding actions: read would not help", (_, error) => {
    const failed = new RestDownloadFailed(artifact, refusal, run, error);
    expect(failed.status).toBe(403);
    expect(failed.forbidden).toBe(false);
    expect(failed.message).not.toContain('may not read');
    expect(failed.message).toContain('rate limit');
  });

  it("no run scope (no token input): 'unasked', never 'forbidden'", () => {
    const failed = new RestDownloadFailed(artifact, refusal, undefined, new Error('no token input'));
    expect(failed).toMatchObject({ unasked: true, forbidden: false, status: undefined });
  });
});
