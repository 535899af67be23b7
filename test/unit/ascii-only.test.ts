// scripts/ascii-only.mjs: the bundles are rewritten in ASCII only (a faster decode and compile at
// every start); the rewrite must leave the program as it was, and refuse what it cannot prove.
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the build scripts, without type declarations
import { asciiOnly } from '../../scripts/ascii-only.mjs';

const ascii = asciiOnly as (code: string, file: string) => string;
const NON_ASCII = /[^\x00-\x7f]/;

/** The module's exports, evaluated from its text. */
async function exportsOf(code: string): Promise<Record<string, unknown>> {
  return { ...(await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) } as Record<string, unknown>;
}

describe('asciiOnly', () => {
  it('escapes strings, templates, regular expressions, identifiers and comments to the same program', async () => {
    const code = [
      '// a comment — with a dash',
      "export const dash = 'a — b … c ≤ d';",
      'export const quoted = "double “quotes”";',
      "export const identity = '\\é and \\\\é';", // `\é` is é; `\\é` is a backslash and é
      'export const astral = "rocket 🚀 and 𝒳";',
      'const café = 3;',
      'export const fromName = café;',
      'export const template = `x — ${1 + 1} … ${"é"}`;',
      'export const words = /[—–]+|…|\\é/.test("a — b");',
      'export const unicode = /^[🚀é]$/u.test("🚀");',
      'export const split = "a—b–c".split(/[—–]/);',
      'export const keys = { "ключ": 1, ["é"]: 2 };',
      '/* block ≥ comment */',
      'export const\u00a0spaced = 1;',
      '',
    ].join('\n');
    const out = ascii(code, 'sample.js');
    expect(out).not.toMatch(NON_ASCII);
    expect(out).toContain('\\u2014');
    expect(await exportsOf(out)).toEqual(await exportsOf(code));
    const values = await exportsOf(out);
    expect(values['identity']).toBe('é and \\é');
    expect(values['astral']).toBe('rocket 🚀 and 𝒳');
    expect(values['words']).toBe(true);
    expect(values['unicode']).toBe(true);
    expect(values['split']).toEqual(['a', 'b', 'c']);
  });

  it('returns ASCII text unchanged', () => {
    const code = "export const a = 'plain';\n";
    expect(ascii(code, 'plain.js')).toBe(code);
  });

  it('refuses a tagged template with a non-ASCII character (its tag can read the raw text)', () => {
    expect(() => ascii('export const t = String.raw`a — b`;\n', 'tagged.js')).toThrow(/tagged template/);
  });

  it('refuses a line continuation before U+2028 rather than guess', () => {
    expect(() => ascii("export const s = 'a\\\u2028b';\n", 'continuation.js')).toThrow(/line continuation/);
  });

  it('refuses what does not parse', () => {
    expect(() => ascii('export const = é;\n', 'broken.js')).toThrow();
  });
});
