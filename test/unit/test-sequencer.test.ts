// The order npm test hands files to its workers (test/helpers/sequencer.ts): longest first, from
// vitest's cache where it has the file, else from test/durations.json; unknown and failed first.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { orderByDuration, readDurations } from '../helpers/sequencer.js';

type F = { group: number; project: string; key: string };
const f = (key: string, project = 'in-process', group = 0): F => ({ group, project, key: `${project}:${key}` });

describe('the test sequencer', () => {
  it('orders longest first by the committed durations when the cache has nothing (a clean checkout)', () => {
    const files = [f('a'), f('b'), f('c')];
    const order = orderByDuration(files, (x) => x, () => undefined, { 'in-process:a': 10, 'in-process:b': 300, 'in-process:c': 20 });
    expect(order.map((x) => x.key)).toEqual(['in-process:b', 'in-process:c', 'in-process:a']);
  });

  it("prefers the cache's duration, runs its failed files first, and a file known to neither first of all", () => {
    const files = [f('a'), f('b'), f('c'), f('new')];
    const cache: Record<string, { duration: number; failed: boolean }> = { 'in-process:a': { duration: 5, failed: true }, 'in-process:c': { duration: 900, failed: false } };
    const order = orderByDuration(files, (x) => x, (key) => cache[key], { 'in-process:a': 1000, 'in-process:b': 400, 'in-process:c': 1 });
    expect(order.map((x) => x.key)).toEqual(['in-process:new', 'in-process:a', 'in-process:c', 'in-process:b']);
  });

  it('keeps group order and projects apart, as vitest does: in-process before smoke whatever their durations (npm test\'s one vitest process keeps a worker only while the next file is its project\'s)', () => {
    const files = [f('x', 'smoke'), f('y', 'in-process', 1), f('z', 'in-process')];
    const order = orderByDuration(files, (x) => x, () => undefined, { 'smoke:x': 9999, 'in-process:y': 1, 'in-process:z': 1 });
    expect(order.map((x) => x.key)).toEqual(['in-process:z', 'smoke:x', 'in-process:y']);
  });

  it('test/durations.json names npm test files that exist (node scripts/test-durations.mjs rewrites it)', () => {
    const durations = readDurations('test/durations.json');
    const keys = Object.keys(durations);
    expect(keys.length).toBeGreaterThan(100);
    for (const key of keys) {
      expect(key).toMatch(/^(in-process|smoke):test\//);
      expect(existsSync(key.replace(/^[^:]+:/, '')), key).toBe(true);
      expect(Number.isInteger(durations[key])).toBe(true);
    }
  });
});
