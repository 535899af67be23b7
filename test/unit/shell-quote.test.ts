// shellQuote: any value becomes exactly ONE bash word with exactly that value; checked against
// a real bash, many values per process.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { shellQuote } from '../../src/core/model/shell-quote.js';
import { buildShellCommand } from '../../src/core/run/stage-command.js';
import type { StepModel } from '../../src/core/model/workflow.js';
import { sized } from '../helpers/sizes.js';

/** What bash makes of `printf '%s\0' <quoted words...>`: the words it sees. */
function bashWords(quoted: string[]): string[] {
  const script = `printf '%s\\0' ${quoted.join(' ')}`;
  const r = spawnSync('bash', ['--noprofile', '--norc', '-c', script], { encoding: 'utf8', env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: '/nonexistent' } });
  expect(r.status, r.stderr).toBe(0);
  const out = r.stdout.split('\0');
  out.pop();
  return out;
}

const NASTY = ['', ' ', "'", "''", '"', '\\', '$(touch pwned)', '`id`', '${HOME}', '$HOME', 'a b', 'a;b', 'a&&b', 'a|b', '*', '?', '[a]', '~', '~root', '!', '!!', '#x', 'x#', '\n', 'a\nb', '\t', '-n', '--', '-e', 'a=b', '%', "it's", "'; rm -rf / #", '{a,b}', '\r\n', '\u00e9', '\u2028', '😀'];

describe('shellQuote', () => {
  it('leaves plain words alone and quotes everything else', () => {
    expect(shellQuote('abc')).toBe('abc');
    expect(shellQuote('runs/r1/a.md')).toBe('runs/r1/a.md');
    expect(shellQuote('a=b,c:d@e%f+g-h.i')).toBe('a=b,c:d@e%f+g-h.i');
    expect(shellQuote('')).toBe("''");
    expect(shellQuote('a b')).toBe("'a b'");
    expect(shellQuote("it's")).toBe("'it'\\''s'");
    expect(shellQuote('~')).toBe("'~'");
  });

  it('every nasty value arrives in bash as one word, unchanged', () => {
    expect(bashWords(NASTY.map(shellQuote))).toEqual(NASTY);
  });

  it('any string without NUL arrives as one word, unchanged (fast-check)', () => {
    const unit = fc.oneof(fc.constantFrom("'", '"', '\\', '$', '`', '\n', ';', '&', '|', ' ', '*', '!', '{', '}', '(', ')', '#', '~', '\t', '\r', '-', '='), fc.string({ unit: 'grapheme', maxLength: 1 }));
    const value = fc.string({ unit, maxLength: 30 }).filter((s) => !s.includes('\0'));
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 40 }), (values) => {
        expect(bashWords(values.map(shellQuote))).toEqual(values);
      }),
      { numRuns: sized(25) },
    );
  });

  it('refuses a NUL byte (it cannot travel in a bash word)', () => {
    expect(() => shellQuote('a\0b')).toThrow(/NUL/);
  });
});

describe('buildShellCommand', () => {
  const step = (run: string): StepModel => ({ id: 'x', kind: 'shell', def: { run }, path: ['steps', 'x'], line: 1, column: 1 });

  it('passes the script as one argv element to bash (never a larger shell string) with placeholders quoted', () => {
    const cmd = buildShellCommand(step('echo {{v}} {{ w }}'), new Map([['v', '$(touch p)'], ['w', 'plain']]));
    expect(cmd.command).toBe('bash');
    expect(cmd.args.slice(0, -2)).toEqual(['--noprofile', '--norc', '-eo', 'pipefail', '-c']);
    expect(cmd.args.at(-2)).toBe("echo '$(touch p)' plain");
    expect(cmd.args.at(-1)).toBe('stagegate:x');
  });

  it('an unresolved placeholder is an error, never an empty word', () => {
    expect(() => buildShellCommand(step('echo {{missing}}'), new Map())).toThrow(/\{\{missing\}\}/);
  });
});
