// An accepted gate's written values are recorded with the stage's secrets masked; what the run
// routes and checks on (status, counts, workflow, step, artifact) stays as written.
import { describe, expect, it } from 'vitest';
import { maskedGate } from '../../src/core/run/gate-secrets.js';
import type { Gate } from '../../src/core/gate/workflow-gate.js';

const SECRET = 'sk-supersecret-123456';
const gate = (extra: Record<string, unknown>, next: string | null = null): Gate => ({
  workflow: 'w',
  step: 'a',
  status: 'OK',
  unresolved_critical: 1,
  unresolved_high: 2,
  source_resolvable_open: 3,
  artifact: 'runs/r1/a.md',
  next_recommended: next,
  extra,
});

describe('maskedGate', () => {
  it('masks a secret in extra strings (nested, in lists, in keys), in next_recommended, and a number whose digits are one', () => {
    const g = gate(
      { note: `token ${SECRET} here`, nested: { list: ['plain', SECRET, JSON.stringify({ k: SECRET })] }, [`k_${SECRET}`]: 1, pin: 98765432, count: 7 },
      `fix ${SECRET}`,
    );
    const m = maskedGate(g, [SECRET, '98765432']);
    expect(JSON.stringify(m)).not.toContain(SECRET);
    expect(JSON.stringify(m)).not.toContain('98765432');
    expect(m.extra['note']).toBe('token *** here');
    expect(m.extra['nested']).toEqual({ list: ['plain', '***', '{"k":"***"}'] });
    expect(m.extra['k_***']).toBe(1);
    expect(m.extra['pin']).toBe('***');
    expect(m.extra['count']).toBe(7);
    expect(m.next_recommended).toBe('fix ***');
    // What routing and the checks read is untouched.
    expect({ ...m, extra: undefined, next_recommended: undefined }).toEqual({ ...g, extra: undefined, next_recommended: undefined });
  });

  it('returns the same gate when nothing is a secret, or no secrets are known', () => {
    const g = gate({ note: 'fine', n: 3 }, 'next');
    expect(maskedGate(g, [SECRET])).toBe(g);
    expect(maskedGate(gate({ note: SECRET }), [])).toEqual(gate({ note: SECRET }));
  });

  it('masks the forms the log masks (a base64-encoded secret)', () => {
    const m = maskedGate(gate({ b64: Buffer.from(SECRET).toString('base64') }), [SECRET]);
    expect(m.extra['b64']).toBe('***');
  });
});
