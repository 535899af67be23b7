// A foreach's registry rewrites take their temp file names from the run's pool of random bytes
// (state/random-hex.ts), like every other file the run writes per stage: a call into node:crypto
// of its own after each stage's fork costs OpenSSL's reseed (docs/benchmarks.md, B8).
import { afterAll, describe, expect, it, vi } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { table, wf } from './foreach-fixtures.js';

/** How many randomBytes calls a registry rewrite (settleVerified) made. */
const fromRegistry = vi.hoisted(() => ({ calls: 0 }));

vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:crypto')>();
  const randomBytes = ((size: number, ...rest: unknown[]) => {
    if (new Error().stack?.includes('settleVerified')) fromRegistry.calls++;
    return (real.randomBytes as (...args: unknown[]) => unknown)(size, ...rest);
  }) as typeof real.randomBytes;
  return { ...real, default: { ...real, randomBytes }, randomBytes };
});

afterAll(removeWorkspaces);

describe('foreach registry rewrites', () => {
  it('take their temp names from the run pool, not a randomBytes call each', async () => {
    const ws = workspaceWith({ 'wf.yaml': wf(), 'reg.md': table([['A-1', 'One', '-'], ['A-2', 'Two', '-'], ['A-3', 'Three', '-']]) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    // Every row was marked (three rows: one rewrite per item).
    expect(ws.read('reg.md')).not.toContain('PENDING');
    expect(fromRegistry.calls).toBe(0);
  });
});
