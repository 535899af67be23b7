// The check-run client's retries with no wait given (what the Action's process runs): the delays
// are DEFAULT_RETRY's and are waited out on a timer. The in-process Action tests record the delays
// instead of sleeping (test/e2e/action-gate.test.ts asserts them: 300, 1000, 2500 ms).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RETRY, restChecks } from '../../src/action/checks.js';

let server: Server;
let url = '';
const seen: string[] = [];
beforeAll(async () => {
  // 503 on the first call, then a created check run.
  server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    req.resume();
    req.on('end', () => {
      if (seen.length === 1) res.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"busy"}');
      else res.writeHead(201, { 'content-type': 'application/json' }).end('{"id":7,"html_url":"https://example.test/7"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('restChecks retries on a timer by default', () => {
  it('the production delays: 300, 1000, 2500 ms; a 503 is retried after the first, on a timer', async () => {
    expect(DEFAULT_RETRY.delaysMs).toEqual([300, 1000, 2500]);
    const timer = vi.spyOn(globalThis, 'setTimeout');
    try {
      const ref = await restChecks('t', 'acme', 'widgets', url).start('stagegate', 'a'.repeat(40), undefined);
      expect(ref).toEqual({ id: 7, url: 'https://example.test/7' });
      expect(seen).toEqual(['POST /repos/acme/widgets/check-runs', 'POST /repos/acme/widgets/check-runs']);
      expect(timer.mock.calls.map((c) => c[1])).toContain(300);
    } finally {
      timer.mockRestore();
    }
  });
});
