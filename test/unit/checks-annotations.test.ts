// A check's annotations past the 50 one request takes go in further updates of the completed
// check (GitHub adds each update's to the check's), up to MAX_CHECK_ANNOTATIONS_TOTAL; an update
// refused on the way leaves the check completed and says how many were left out.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { restChecks } from '../../src/action/checks.js';
import { MAX_CHECK_ANNOTATIONS_TOTAL, type CheckAnnotation } from '../../src/action/check-run.js';

let server: Server;
let url = '';
const bodies: Array<{ method: string; path: string; body: { status?: string; output?: { title?: string; summary?: string; annotations?: unknown[] } } }> = [];
/** The request (1-based) answered 422, if any. */
let refuse = 0;
beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8').on('data', (d: string) => (text += d));
    req.on('end', () => {
      bodies.push({ method: req.method!, path: req.url!, body: JSON.parse(text) as (typeof bodies)[number]['body'] });
      if (bodies.length === refuse) res.writeHead(422, { 'content-type': 'application/json' }).end('{"message":"Validation Failed"}');
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":9,"html_url":"https://example.test/9"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  bodies.length = 0;
  refuse = 0;
});

const annotations = (n: number): CheckAnnotation[] => Array.from({ length: n }, (_, i) => ({ path: `f${i}.yaml`, start_line: 1, end_line: 1, annotation_level: 'failure', message: `finding ${i}` }));
const result = (n: number) => ({ conclusion: 'failure' as const, title: 'Invalid', summary: 'the summary', annotations: annotations(n) });

describe('restChecks().complete with more annotations than one request takes', () => {
  it('completes the check with the first 50, then adds the rest 50 a request, up to the total', async () => {
    const ref = await restChecks('t', 'acme', 'widgets', url).complete(9, 'stagegate', 'a'.repeat(40), undefined, result(MAX_CHECK_ANNOTATIONS_TOTAL + 30));
    expect(ref).toEqual({ id: 9, url: 'https://example.test/9' });
    expect(bodies.map((b) => [b.method, b.path, b.body.status ?? '', b.body.output?.annotations?.length])).toEqual(
      Array.from({ length: MAX_CHECK_ANNOTATIONS_TOTAL / 50 }, (_, i) => ['PATCH', '/repos/acme/widgets/check-runs/9', i === 0 ? 'completed' : '', 50]),
    );
    // Each update keeps the output's title and summary (GitHub requires them with annotations).
    expect(bodies.every((b) => b.body.output?.title === 'Invalid' && b.body.output.summary === 'the summary')).toBe(true);
    expect(bodies.flatMap((b) => b.body.output!.annotations!).map((a) => (a as CheckAnnotation).message)).toEqual(annotations(MAX_CHECK_ANNOTATIONS_TOTAL).map((a) => a.message));
  });

  it('an update refused on the way: the check stays completed, and the ref says how many were left out and why', async () => {
    refuse = 3;
    const ref = await restChecks('t', 'acme', 'widgets', url).complete(9, 'stagegate', 'a'.repeat(40), undefined, result(120));
    expect(bodies).toHaveLength(3);
    expect(ref.id).toBe(9);
    expect(ref.annotationsLeftOut).toBe('20 of its 120 annotations were not added: GitHub refused the check run (HTTP 422: Validation Failed)');
  });
});
