// Streaming secret masking (SecretMasker): whatever the chunking, the masked stream equals the
// leftmost-longest masking of the whole text, nothing is lost or added, and what is held back
// stays bounded by the longest secret (complete lines are released at once).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MASK, SecretMasker, maskSecrets } from '../../src/core/steps/process/transcript.js';

const SEED = 17;

/** Leftmost-longest masking of a whole text, position by position (the reference). */
function reference(text: Buffer, secrets: readonly string[]): Buffer {
  const bufs = [...new Set(secrets)].filter((s) => s !== '').map((s) => Buffer.from(s, 'utf8')).sort((a, b) => b.length - a.length);
  const out: Buffer[] = [];
  let i = 0;
  let plainFrom = 0;
  while (i < text.length) {
    const hit = bufs.find((s) => i + s.length <= text.length && text.subarray(i, i + s.length).equals(s));
    if (hit) {
      out.push(text.subarray(plainFrom, i), Buffer.from(MASK));
      i += hit.length;
      plainFrom = i;
    } else i++;
  }
  out.push(text.subarray(plainFrom));
  return Buffer.concat(out);
}

/** Text built from pieces of the secrets, so secrets, their prefixes and overlaps occur often. */
const alphabet = ['a', 'b', 'ab', 'ba', '\n', 'x', 'é', '*'];
const secretArb = fc.string({ unit: fc.constantFrom('a', 'b', 'c', '\n', 'é'), minLength: 1, maxLength: 9 });

const caseArb = fc
  .array(secretArb, { minLength: 1, maxLength: 4 })
  .chain((secrets) =>
    fc.record({
      secrets: fc.constant(secrets),
      text: fc.array(fc.oneof(fc.constantFrom(...alphabet), fc.constantFrom(...secrets), fc.constantFrom(...secrets).map((s) => s.slice(0, Math.max(1, s.length - 1)))), { maxLength: 40 }).map((p) => p.join('')),
      cuts: fc.array(fc.nat({ max: 400 }), { maxLength: 12 }),
    }),
  );

function chunked(bytes: Buffer, cuts: number[]): Buffer[] {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Buffer[] = [];
  let from = 0;
  for (const p of points) {
    chunks.push(bytes.subarray(from, p));
    from = p;
  }
  chunks.push(bytes.subarray(from));
  return chunks;
}

describe('SecretMasker', () => {
  it('masks a stream cut anywhere exactly like the whole text (leftmost, then longest)', () => {
    fc.assert(
      fc.property(caseArb, ({ secrets, text, cuts }) => {
        const bytes = Buffer.from(text, 'utf8');
        const masker = new SecretMasker(secrets);
        const out: Buffer[] = [];
        const longest = Math.max(...secrets.map((s) => Buffer.byteLength(s)));
        for (const chunk of chunked(bytes, cuts)) {
          out.push(masker.push(chunk));
          // Bounded: at most (longest - 1) bytes held back between chunks.
          expect((masker as unknown as { carry: Buffer }).carry.length).toBeLessThan(Math.max(1, longest));
        }
        out.push(masker.end());
        expect(Buffer.concat(out).toString('utf8')).toBe(reference(bytes, secrets).toString('utf8'));
      }),
      { numRuns: 1500, seed: SEED },
    );
  });

  it('a secret split byte by byte is masked; a complete line is released at once', () => {
    const masker = new SecretMasker(['ghp_secret123']);
    const parts = [...Buffer.from('token ghp_secret123 here\n')].map((b) => masker.push(Buffer.from([b])));
    // The newline releases everything before it.
    expect(Buffer.concat(parts).toString()).toBe('token *** here\n');
    expect(masker.end().length).toBe(0);
  });

  it('holds back only a tail that begins a secret: a line is released at once also when a secret holds a newline (a private key)', () => {
    const key = '-----BEGIN KEY-----\nMIIEvQIBADANBgkq\n-----END KEY-----';
    const masker = new SecretMasker([key]);
    expect(masker.push(Buffer.from(`key: ${key}\nnext line\n`)).toString()).toBe('key: ***\nnext line\n');
    // A tail that may begin the key waits for what follows; text that cannot does not.
    expect(masker.push(Buffer.from('done\n-----BEG')).toString()).toBe('done\n');
    expect(masker.push(Buffer.from('IN something else\n')).toString()).toBe('-----BEGIN something else\n');
    expect(masker.end().length).toBe(0);
  });

  it('maskSecrets (whole texts) agrees with the reference', () => {
    expect(maskSecrets('token=ghp_abcdef123 key=ghp_abc pw=hunter2!', ['ghp_abcdef123', 'ghp_abc', 'hunter2!'])).toBe('token=*** key=*** pw=***');
    expect(maskSecrets('no secrets', [])).toBe('no secrets');
  });
});
