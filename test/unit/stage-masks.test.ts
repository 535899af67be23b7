// The run-wide registry of values stages registered with their own ::add-mask:: lines
// (src/core/run/stage-masks.ts): what it refuses, and that what it keeps stays bounded.
import { describe, expect, it } from 'vitest';
import { MAX_ADD_MASK_VALUE, MAX_STAGE_MASK_BYTES, StageMasks } from '../../src/core/run/stage-masks.js';

describe('StageMasks', () => {
  it('refuses a value once the values registered would hold more than MAX_STAGE_MASK_BYTES, said once; a value already registered is still masked', () => {
    const masks = new StageMasks();
    const value = (i: number) => `${String(i).padStart(4, '0')}-${'v'.repeat(MAX_ADD_MASK_VALUE - 5)}`;
    const fit = Math.floor(MAX_STAGE_MASK_BYTES / MAX_ADD_MASK_VALUE);
    for (let i = 0; i < fit; i++) expect(masks.offer(value(i), 'fetch', [])).toEqual({ value: value(i) });
    expect(masks.offer(value(fit), 'fetch', [])).toEqual({ refused: `fetch: ::add-mask:: of a value not registered: the values registered in this invocation would hold more than ${MAX_STAGE_MASK_BYTES / 1024} KiB` });
    expect(masks.offer(value(fit + 1), 'fetch', [])).toEqual({});
    expect(masks.offer(value(0), 'fetch', [])).toEqual({ value: value(0) });
    expect(masks.values).toHaveLength(fit);
    // No room is left: a short value is refused too.
    expect(masks.offer('short-token-123', 'use', []).refused).toMatch(/would hold more than/);
  });
});
