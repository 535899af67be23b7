// Streaming secret masking (SecretMasker): whatever the chunking, the masked stream equals masking
// the whole text over every form of the secrets (run/secret-forms.ts maskedForms) — each byte inside
// an occurrence of a form masked, each run of masked bytes (overlapping or touching occurrences)
// one *** — nothing is lost or added, and what is held back stays bounded by the longest form
// (complete lines are released at once).
import fc from 'fast-check';
import { chunked } from '../helpers/chunks.js';
import { sized } from '../helpers/sizes.js';
import { describe, expect, it } from 'vitest';
import { MASK, SecretMasker, maskSecrets } from '../../src/core/steps/process/transcript.js';
import { maskedForms } from '../../src/core/run/secret-forms.js';

const SEED = 17;

/** The whole text masked over `forms`, byte by byte: every byte some occurrence covers, each run one mask (the reference). */
function reference(text: Buffer, forms: readonly string[]): Buffer {
  const covered = new Uint8Array(text.length);
  for (const form of new Set(forms)) {
    const f = Buffer.from(form, 'utf8');
    if (f.length === 0) continue;
    for (let at = text.indexOf(f); at >= 0; at = text.indexOf(f, at + 1)) covered.fill(1, at, at + f.length);
  }
  const out: Buffer[] = [];
  for (let i = 0; i < text.length; ) {
    let j = i;
    while (j < text.length && covered[j] === covered[i]) j++;
    out.push(covered[i] ? Buffer.from(MASK) : text.subarray(i, j));
    i = j;
  }
  return Buffer.concat(out);
}

/**
 * Secrets over an alphabet whose characters every encoding changes (quote, backslash, percent, space,
 * newline, `/`, `+`, non-ASCII, upper and lower case), and texts built from pieces of their forms
 * — whole forms, prefixes, suffixes — so forms, their prefixes and overlaps occur often.
 */
const secretArb = fc.string({ unit: fc.constantFrom('a', 'b', 'Y', 'W', '"', '\\', '%', ' ', '\n', 'é', '/', '+', '?'), minLength: 1, maxLength: 12 });
const caseArb = fc
  .array(secretArb, { minLength: 1, maxLength: 4 })
  .chain((secrets) => {
    const forms = maskedForms(secrets);
    const form = fc.constantFrom(...forms);
    return fc.record({
      secrets: fc.constant(secrets),
      text: fc
        .array(
          fc.oneof(
            fc.constantFrom('a', 'Y', 'x', '\n', '\\', '%', '"', ' '),
            form,
            form.chain((s) => fc.nat({ max: s.length }).map((n) => s.slice(0, n))),
            form.chain((s) => fc.nat({ max: s.length }).map((n) => s.slice(n))),
          ),
          { maxLength: 30 },
        )
        .map((p) => p.join('')),
      cuts: fc.array(fc.nat({ max: 800 }), { maxLength: 15 }),
    });
  });

describe('SecretMasker', () => {
  it('masks a stream cut anywhere exactly like the whole text over every form (overlaps merged)', () => {
    fc.assert(
      fc.property(caseArb, ({ secrets, text, cuts }) => {
        const forms = maskedForms(secrets);
        const bytes = Buffer.from(text, 'utf8');
        const masker = new SecretMasker(secrets);
        const out: Buffer[] = [];
        const longest = Math.max(...forms.map((s) => Buffer.byteLength(s)));
        for (const chunk of chunked(bytes, cuts)) {
          out.push(masker.push(chunk));
          // Bounded: at most (longest form - 1) bytes held back between chunks.
          expect((masker as unknown as { carry: Buffer }).carry.length).toBeLessThan(Math.max(1, longest));
        }
        out.push(masker.end());
        expect(Buffer.concat(out).toString('utf8')).toBe(reference(bytes, forms).toString('utf8'));
      }),
      { numRuns: sized(3000), seed: SEED },
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

  it('many first bytes (a row of the pair table each): every secret masked, whole or cut at any byte, nothing else', () => {
    // Secrets beginning with every printable ASCII character and with 2-, 3- and 4-byte UTF-8
    // characters, two sharing each first character (one bucket, longest first), among text of
    // the same characters that begins no secret's second byte.
    const firsts = [...Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i)), 'é', 'ж', '€', '😀'];
    const secrets = firsts.flatMap((c) => [`${c}Qz9`, `${c}Qz9k7`]);
    const text = Buffer.from(firsts.map((c, i) => `${c}-${c}Qz9${i % 2 === 0 ? 'k7' : ''};${c}Q`).join('\n'), 'utf8');
    const expected = reference(text, maskedForms(secrets));
    expect(expected.toString('utf8')).not.toContain('Qz9');
    for (const step of [1, 3, 64]) {
      const masker = new SecretMasker(secrets);
      const out: Buffer[] = [];
      for (let at = 0; at < text.length; at += step) out.push(masker.push(text.subarray(at, at + step)));
      out.push(masker.end());
      expect(Buffer.concat(out).toString('utf8')).toBe(expected.toString('utf8'));
    }
  });

  it('the pair table holds a row of 256 per first byte of a form: none with no secret (a stream allocates no table then)', () => {
    const rows = (masker: SecretMasker) => (masker as unknown as { rows: Uint32Array }).rows.length;
    expect(rows(new SecretMasker([]))).toBe(0);
    const firsts = new Set(maskedForms(['ghp_secret123']).map((form) => Buffer.from(form)[0]));
    expect(firsts.size).toBeGreaterThan(1);
    expect(rows(new SecretMasker(['ghp_secret123']))).toBe(firsts.size * 256);
  });

  it('a single-line secret holding " or \\, JSON-escaped twice (a tool\'s JSON inside a JSON transcript), is masked like once', () => {
    for (const secret of ['p@ss"w/rd\\x y+z', 'back\\slash-secret', 'quote"d-secret-1', 'tab\there-secret']) {
      const line = `${JSON.stringify(secret)}\n${JSON.stringify(JSON.stringify(secret))}\n${JSON.stringify({ out: JSON.stringify({ v: secret }) })}\n`;
      const masker = new SecretMasker([secret]);
      const out = Buffer.concat([masker.push(Buffer.from(line)), masker.end()]).toString('utf8');
      expect(out, secret).toBe(`"${MASK}"\n"\\"${MASK}\\""\n{"out":"{\\"v\\":\\"${MASK}\\"}"}\n`);
      expect(maskSecrets(line, [secret])).toBe(out);
    }
  });

  it('maskSecrets (whole texts) agrees with the reference', () => {
    expect(maskSecrets('token=ghp_abcdef123 key=ghp_abc pw=hunter2!', ['ghp_abcdef123', 'ghp_abc', 'hunter2!'])).toBe('token=*** key=*** pw=***');
    expect(maskSecrets('no secrets', [])).toBe('no secrets');
  });

  it('overlapping secrets are masked as one: no tail of either stays in clear, whole or cut between them', () => {
    expect(maskSecrets('abcdef123456xyz', ['abcdef123', '123456xyz'])).toBe('***');
    expect(maskSecrets('<abcdef123456xyz>', ['123456xyz', 'abcdef123'])).toBe('<***>');
    // Touching secrets are one run too, as GitHub's runner merges them.
    expect(maskSecrets('abcdef123123456xyz', ['abcdef123', '123456xyz'])).toBe('***');
    const masker = new SecretMasker(['abcdefghij', 'ghijklm']);
    const out = [masker.push(Buffer.from('x abcdefghij')), masker.push(Buffer.from('klm y')), masker.end()];
    expect(Buffer.concat(out).toString()).toBe('x *** y');
  });
});
