// The fakes of one process share one listening socket (fake-github.ts sharedListener): closing a
// fake ends its own connections, never those of the fake that answers after it.
import http from 'node:http';
import { afterEach, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from './fake-github.js';

const started: FakeGitHub[] = [];
const agents: http.Agent[] = [];

afterEach(async () => {
  for (const agent of agents.splice(0)) agent.destroy();
  for (const fake of started.splice(0)) await fake.close();
});

/** A GET on `agent` (one kept-alive connection): the status, or the error the connection ended with. */
function get(agent: http.Agent, url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.get(`${url}/repos/o/r/actions/runs/1`, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}

it("a fake closed a second time, after the next one started, leaves the next one's connections open", async () => {
  const first = await startFakeGitHub();
  await first.close();
  const second = await startFakeGitHub();
  started.push(second);
  // The listener keeps an idle connection as long as it takes (its default ends one after 5 s:
  // a loaded machine could then close it between the two requests).
  const listener = await (globalThis as Record<symbol, Promise<{ server: http.Server }>>)[Symbol.for('stagegate.test.fakeGitHubListener')]!;
  const keepAliveTimeout = listener.server.keepAliveTimeout;
  listener.server.keepAliveTimeout = 0;
  try {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    const answered = await get(agent, second.url);
    expect(answered).not.toBe(503);
    // The same connection, kept alive: still open after the first fake's close (a cleanup that
    // runs twice, a test's own close and its afterEach). Closed, the request fails: ECONNRESET.
    await first.close();
    expect(await get(agent, second.url)).toBe(answered);
  } finally {
    listener.server.keepAliveTimeout = keepAliveTimeout;
  }
});
