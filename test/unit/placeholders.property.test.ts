// Property tests for {{placeholder}} resolution and shell quoting.
// - substitute / resolveBindings never throw anything but the documented PlaceholderError
//   (unresolved names, default cycles), whatever the text, names and values;
// - a placeholder in run: text (buildShellCommand) is ONE literal bash word: run by a real
//   `bash -c 'printf %s …'` it prints exactly the value, for random strings full of shell
//   metacharacters, quotes, newlines, control characters and unusual Unicode;
// - NUL cannot travel in an environment variable: buildShellCommand refuses it loudly.
import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_DEFAULT_DEPTH, PlaceholderError, placeholdersIn, resolveBindings, substitute } from '../../src/core/model/placeholders.js';
import { buildShellCommand } from '../../src/core/run/stage-command.js';
import type { StepModel } from '../../src/core/model/workflow.js';

/** bash's output for a run: script with these bindings (values travel in the environment). */
function runScript(run: string, bindings: Map<string, string>, encoding: 'buffer' | 'utf8' = 'buffer') {
  const cmd = buildShellCommand({ id: 'p', kind: 'shell', def: { run }, path: ['steps', 'p'], line: 1, column: 1 } as StepModel, bindings);
  return spawnSync(cmd.command, cmd.args, { encoding: encoding as 'buffer', maxBuffer: 10 * 1024 * 1024, env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', LC_ALL: 'C.UTF-8', ...cmd.env } });
}
import { sized } from '../helpers/sizes.js';

const SEED = 5;
const RUNS = { numRuns: sized(300), seed: SEED };
// Each shell case spawns bash: keep it modest (a few hundred spawns are ~1 s).
const SHELL_RUNS = { numRuns: sized(120), seed: SEED };

const NAMES = ['a', 'b', 'run_id', 'x.y', 'my-name', 'topic', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'A_1'];
const name = fc.oneof(fc.constantFrom(...NAMES), fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_.-]{0,8}$/));

/** Characters that mean something to bash, YAML, JSON or the placeholder syntax itself. */
const META = [
  '$', '(', ')', '`', ';', '&', '|', '<', '>', '*', '?', '[', ']', '{', '}', '~', '#', '!', '%', '^', '\\', '"', "'",
  ' ', '\t', '\n', '\r', '\v', '\f', '\u0007', '\u001b', '$(', '${', '$((', '`id`', '$(id)', "'\\''", '{{', '}}', '{{a}}',
  '-e', '-n', '--', '%s', '%n', 'é', '日本', '🚀', '👩‍👩‍👧', '\u200b', '\u200d', '\u202e', '\u2066', '\ufeff', '\u0085',
  '\u2028', '\u2029', '\ud83d\ude00', 'a', 'Z', '0', '9', '=', ',', '.', '/', ':', '@', '+',
];
const metaString = fc.string({ unit: fc.constantFrom(...META), maxLength: 40 });
/** Any string without NUL: arbitrary code points (lone surrogates excluded: bash gets UTF-8). */
const anyValue = fc.oneof(metaString, fc.string({ unit: 'grapheme', maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 30 })).filter((s) => !s.includes('\0'));

const templateText = fc
  .array(fc.oneof(metaString, name.map((n) => `{{${n}}}`), name.map((n) => `{{ ${n} }}`), fc.constantFrom('{{', '}}', '{{}}', '{{ }}', '{{1x}}', '{{{a}}}')), { maxLength: 8 })
  .map((parts) => parts.join(''));

const bindingsArb = fc.array(fc.tuple(name, anyValue), { maxLength: 6 }).map((pairs) => new Map(pairs));

function onlyPlaceholderErrors(fn: () => unknown): void {
  try {
    fn();
  } catch (error) {
    if (!(error instanceof PlaceholderError)) throw error;
    expect(error.missing.length + (error.cycle?.length ?? 0)).toBeGreaterThan(0);
  }
}

describe('placeholder resolution properties', () => {
  it('substitute throws nothing but PlaceholderError, naming exactly the unresolved names', () => {
    fc.assert(
      fc.property(templateText, bindingsArb, (text, bindings) => {
        const unresolved = [...new Set(placeholdersIn(text).filter((n) => !bindings.has(n)))];
        try {
          const out = substitute(text, bindings);
          expect(unresolved).toEqual([]);
          expect(typeof out).toBe('string');
        } catch (error) {
          expect(error).toBeInstanceOf(PlaceholderError);
          expect((error as PlaceholderError).missing).toEqual(unresolved);
        }
        expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
      }),
      RUNS,
    );
  });

  it('resolveBindings over random (possibly cyclic) defaults throws nothing but PlaceholderError', () => {
    const defaults = fc.dictionary(name, fc.oneof(templateText, fc.integer(), fc.boolean(), fc.constant(null)), { maxKeys: 6 });
    fc.assert(
      fc.property(bindingsArb, defaults, bindingsArb, bindingsArb, (explicit, defs, persisted, runnerOwned) => {
        onlyPlaceholderErrors(() => {
          const result = resolveBindings({ explicit, defaults: defs, persisted, runnerOwned });
          // Explicit inputs always win.
          for (const [k, v] of explicit) expect(result.get(k)).toBe(v);
          for (const v of result.values()) expect(typeof v).toBe('string');
        });
        expect(Object.prototype).not.toHaveProperty('polluted');
      }),
      RUNS,
    );
  });

  it('a cycle among defaults is reported as a cycle, never a hang or a stack overflow', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_DEFAULT_DEPTH - 1 }), (n) => {
        const defaults: Record<string, string> = {};
        for (let i = 0; i < n; i++) defaults[`d${i}`] = `x{{d${(i + 1) % n}}}`;
        try {
          resolveBindings({ explicit: new Map(), defaults, runnerOwned: new Map() });
          throw new Error('expected a cycle');
        } catch (error) {
          expect(error).toBeInstanceOf(PlaceholderError);
          expect((error as PlaceholderError).cycle?.length).toBe(n + 1);
        }
      }),
      { numRuns: sized(30), seed: SEED },
    );
  });

  it(`defaults chained deeper than ${MAX_DEFAULT_DEPTH} levels are a PlaceholderError, never a stack overflow`, () => {
    fc.assert(
      fc.property(fc.integer({ min: MAX_DEFAULT_DEPTH + 1, max: 20_000 }), fc.boolean(), (n, cyclic) => {
        const defaults: Record<string, string> = {};
        for (let i = 0; i < n; i++) defaults[`d${i}`] = i === n - 1 && !cyclic ? 'end' : `x{{d${(i + 1) % n}}}`;
        expect(() => resolveBindings({ explicit: new Map(), defaults, runnerOwned: new Map() })).toThrow(PlaceholderError);
      }),
      { numRuns: sized(20), seed: SEED },
    );
  });

  it('a placeholder in run: is one literal bash word: printf %s prints exactly the value', () => {
    fc.assert(
      fc.property(anyValue, anyValue, (value, other) => {
        const bindings = new Map([
          ['v', value],
          ['w', other],
        ]);
        // Two words, separated by a literal marker, so word splitting would show.
        const r = runScript("printf '%s' {{v}}; printf '\\n--8<--\\n'; printf '%s' {{ w }}", bindings);
        expect(r.status, r.stderr.toString()).toBe(0);
        const expected = Buffer.concat([Buffer.from(value, 'utf8'), Buffer.from('\n--8<--\n'), Buffer.from(other, 'utf8')]);
        expect(r.stdout.equals(expected)).toBe(true);
      }),
      SHELL_RUNS,
    );
  });

  it('a value holding NUL is refused instead of truncated', () => {
    fc.assert(
      fc.property(anyValue, anyValue, (before, after) => {
        expect(() => runScript('echo {{v}}', new Map([['v', `${before}\0${after}`]]))).toThrow(/NUL/);
      }),
      { numRuns: sized(50), seed: SEED },
    );
  });

  it('a 100 KB value round-trips through the environment and bash unchanged', () => {
    const value = `${"'$(id)`;\n".repeat(5000)}${'🚀\u202e'.repeat(8000)}`;
    expect(Buffer.byteLength(value)).toBeGreaterThan(100_000);
    const r = runScript('printf %s {{v}}', new Map([['v', value]]), 'utf8');
    expect(r.status).toBe(0);
    expect(r.stdout.toString() === value).toBe(true);
  });
});
