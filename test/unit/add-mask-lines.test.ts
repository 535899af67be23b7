// A stage's ::add-mask::VALUE lines taken out of its raw output (src/host/add-mask-lines.ts):
// the value handed on, the line passed on as `::add-mask::***`, every other byte unchanged,
// whatever the chunks the output arrives in.
import { describe, expect, it } from 'vitest';
import { AddMaskLines } from '../../src/host/add-mask-lines.js';
import { MAX_ADD_MASK_VALUE } from '../../src/core/run/stage-masks.js';
import { SecretMasker } from '../../src/core/steps/process/transcript.js';

/** What the filter gives for `text` cut at `cuts`: the bytes passed on, and each value with the length of what was passed before it. */
function filtered(text: string | Buffer, cuts: number[] = []): { out: string; values: Array<{ rest: string; cut: boolean; at: number }> } {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8');
  const filter = new AddMaskLines();
  const out: Buffer[] = [];
  let length = 0;
  const values: Array<{ rest: string; cut: boolean; at: number }> = [];
  const take = (pieces: ReturnType<AddMaskLines['push']>) => {
    for (const p of pieces) {
      if (Buffer.isBuffer(p)) {
        out.push(Buffer.from(p));
        length += p.length;
      } else values.push({ rest: p.rest.toString('utf8'), cut: p.cut, at: length });
    }
  };
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    take(filter.push(bytes.subarray(from, cut)));
    from = cut;
  }
  take(filter.end());
  return { out: Buffer.concat(out).toString('utf8'), values };
}

/**
 * Asserts `got` equals `want`, comparing their JSON first: the chunk sweeps below compare ~3,000
 * results, and vitest's deep equality on each was a third of this file's CPU. A difference still
 * fails through `toEqual`, with its diff and the cuts that made it.
 */
function same(got: unknown, want: unknown, cuts: number[]): void {
  if (JSON.stringify(got) !== JSON.stringify(want)) expect(got, `cut at ${cuts.join(', ')}`).toEqual(want);
}

const TEXT = 'before\n::add-mask::tok-abc123\nafter tok-abc123\r\n  \t::add-mask::  spaced-val \r\n::add-mask\n: ::add-mask::not-one\nx::add-mask::inline\r::add-mask::after-cr\rend';

describe('AddMaskLines', () => {
  it('hands on each add-mask line\'s value before its line, which goes on as ::add-mask::***; other text is unchanged', () => {
    const { out, values } = filtered(TEXT);
    expect(out).toBe('before\n::add-mask::***\nafter tok-abc123\r\n  \t::add-mask::***\r\n::add-mask\n: ::add-mask::not-one\nx::add-mask::inline\r::add-mask::***\rend');
    expect(values.map((v) => v.rest)).toEqual(['tok-abc123', '  spaced-val ', 'after-cr']);
    // Each value is handed on before its line goes on (so the masker has it for the line after).
    expect(values.map((v) => out.slice(v.at).startsWith('::add-mask::***'))).toEqual([true, true, true]);
  });

  it('gives the same whatever the chunks (every cut, and every pair of cuts)', () => {
    const whole = filtered(TEXT);
    const n = Buffer.byteLength(TEXT);
    for (let a = 0; a <= n; a++) {
      same(filtered(TEXT, [a]), whole, [a]);
      for (let b = a; b <= n; b += 7) same(filtered(TEXT, [a, b]), whole, [a, b]);
    }
  });

  it('a line led by any number of spaces, tabs, vertical tabs or form feeds is a command (as the runner trims them): its white space goes on as it is, whatever the chunks', () => {
    const lead = ' \t'.repeat(300);
    const text = `x\n${lead}::add-mask::deep-indent-1\n\v\f ::add-mask::feed-led-22\n${lead}plain\n`;
    const expected = { out: `x\n${lead}::add-mask::***\n\v\f ::add-mask::***\n${lead}plain\n`, values: ['deep-indent-1', 'feed-led-22'] };
    const n = Buffer.byteLength(text);
    for (let a = 0; a <= n; a += 5) {
      const { out, values } = filtered(text, [a, Math.min(n, a + 301)]);
      same({ out, values: values.map((v) => v.rest) }, expected, [a, Math.min(n, a + 301)]);
    }
  });

  // actions/runner: ActionCommand.TryParseV2 (after .NET's TrimStart), then TryParse (the line's first `##[`), names case-insensitive.
  const PARITY = [
    '\u00a0::add-mask::nbsp-led-1',
    '\u2000\u200a\u3000 \u0085\u2028\u202f\u205f\u1680::add-mask::wide-led-2',
    '\u200b::add-mask::zero-width-no',
    'é::add-mask::letter-led-no',
    '::ADD-Mask::upper-case-3',
    '::add-mask k=v,x=y::with-props-4',
    '::add-mask k=v',
    '::add-mask:x::no-such-name',
    '##[add-mask]legacy-five',
    'text before ##[Add-Mask]legacy-six',
    '##[add-mask k=v;y=z]legacy-seven',
    '##[group]title ##[add-mask]not-first-no',
    '###[add-mask]legacy-eight',
    '::add-mask k ##[add-mask]legacy-nine',
    '::warning::x ##[add-mask]legacy-ten',
    '##[add-maskx]no-name',
  ].join('\n') + '\n';
  const PARITY_OUT = [
    '\u00a0::add-mask::***',
    '\u2000\u200a\u3000 \u0085\u2028\u202f\u205f\u1680::add-mask::***',
    '\u200b::add-mask::zero-width-no',
    'é::add-mask::letter-led-no',
    '::add-mask::***',
    '::add-mask::***',
    '::add-mask k=v',
    '::add-mask:x::no-such-name',
    '##[add-mask]***',
    'text before ##[add-mask]***',
    '##[add-mask]***',
    '##[group]title ##[add-mask]not-first-no',
    '###[add-mask]***',
    '::add-mask k ##[add-mask]***',
    '::warning::x ##[add-mask]***',
    '##[add-maskx]no-name',
  ].join('\n') + '\n';

  it("takes the lines GitHub's runner takes as add-mask commands: a lead of any Unicode white space .NET trims, any case, properties, and the legacy ##[add-mask]VALUE where the line's first ##[ stands", () => {
    const { out, values } = filtered(PARITY);
    expect(out).toBe(PARITY_OUT);
    expect(values.map((v) => v.rest)).toEqual(['nbsp-led-1', 'wide-led-2', 'upper-case-3', 'with-props-4', 'legacy-five', 'legacy-six', 'legacy-seven', 'legacy-eight', 'legacy-nine', 'legacy-ten']);
    const filter = new AddMaskLines();
    const forms = [...filter.push(Buffer.from(PARITY)), ...filter.end()].flatMap((p) => (Buffer.isBuffer(p) ? [] : [p.form]));
    expect(forms).toEqual(['v2', 'v2', 'v2', 'v2', 'legacy', 'legacy', 'legacy', 'legacy', 'legacy', 'legacy']);
  });

  it('takes them the same whatever the chunks (a multi-byte white space cut included)', () => {
    const whole = filtered(PARITY);
    const n = Buffer.byteLength(PARITY);
    for (let a = 0; a <= n; a++) {
      same(filtered(PARITY, [a]), whole, [a]);
      for (let b = a; b <= n; b += 29) same(filtered(PARITY, [a, b]), whole, [a, b]);
    }
  });

  it('a value its stream ends in (no line end) is a command too; a lead the stream ends in goes on', () => {
    expect(filtered('a\n::add-mask::last-one-9')).toEqual({ out: 'a\n::add-mask::***', values: [{ rest: 'last-one-9', cut: false, at: 2 }] });
    expect(filtered('a\n  ::add-ma', [5])).toEqual({ out: 'a\n  ::add-ma', values: [] });
  });

  it('a value longer than allowed is cut and refused, the rest of its line dropped, the lines after it unchanged', () => {
    const long = 'v'.repeat(MAX_ADD_MASK_VALUE + 10);
    const text = `::add-mask::${long}\nnext line\n`;
    for (const cuts of [[], [20], [MAX_ADD_MASK_VALUE], [MAX_ADD_MASK_VALUE + 15]]) {
      const { out, values } = filtered(text, cuts);
      expect(out).toBe('::add-mask::***\nnext line\n');
      expect(values).toHaveLength(1);
      expect(values[0]!.cut).toBe(true);
      expect(values[0]!.rest.length).toBe(MAX_ADD_MASK_VALUE);
    }
  });

  it('passes bytes that are no command through unchanged (invalid UTF-8 included), in as many pieces as it was given', () => {
    const bytes = Buffer.from([0xff, 0x3a, 0x3a, 0x0a, 0x3a, 0xc3, 0x0d, 0x0a, 0x20, 0x20]);
    const filter = new AddMaskLines();
    const pieces = [...filter.push(bytes.subarray(0, 4)), ...filter.push(bytes.subarray(4)), ...filter.end()];
    expect(Buffer.concat(pieces.map((p) => (Buffer.isBuffer(p) ? p : Buffer.alloc(0))))).toEqual(bytes);
  });
});

describe('SecretMasker.with (a value registered mid-stream)', () => {
  it('goes on with what the stream held back: a secret split across the registration is still masked, the new value masked from then on', () => {
    const secret = 'sk-live-0123456789abcdef';
    const masker = new SecretMasker([secret]);
    // The chunk ends inside the secret: its beginning is held back, not released.
    const out = [masker.push(Buffer.from(`one\ntwo ${secret.slice(0, 10)}`))];
    const more = masker.with(['fetched-value-42']);
    out.push(more.push(Buffer.from(`${secret.slice(10)} three fetched-value-42\n`)), more.end());
    expect(Buffer.concat(out).toString('utf8')).toBe('one\ntwo *** three ***\n');
  });

  it('masks as a masker of every value made at once, however many values were added one by one', () => {
    const values = ['sk-live-0123456789abcdef', 'fetched-value-42', 'p@ss w/rd+é', '0123456789abcdef-and-more'];
    const text = values.map((v, i) => `${i} ${v} ${JSON.stringify(v)} ${encodeURIComponent(v)} ${Buffer.from(v).toString('base64')}`).join('\n') + '\n';
    let masker = new SecretMasker([values[0]!]);
    for (const v of values.slice(1)) masker = masker.with([v, values[0]!]);
    const once = new SecretMasker(values);
    const masked = (m: SecretMasker) => Buffer.concat([m.push(Buffer.from(text)), m.end()]).toString('utf8');
    expect(masked(masker)).toBe(masked(once));
    expect(masked(once)).not.toContain('fetched-value-42');
  });

  it('a value that overlaps a secret only masks more of the text: never less of the secret', () => {
    const secret = 'sk-live-0123456789abcdef';
    const masker = new SecretMasker([secret]).with(['0123456789abcdef-and-more']);
    const out = Buffer.concat([masker.push(Buffer.from(`a ${secret} b sk-live-0123456789abcdef-and-more c\n`)), masker.end()]).toString('utf8');
    expect(out).toBe('a *** b *** c\n');
  });
});
