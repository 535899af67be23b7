// {{name}} resolution: explicit > defaults (resolved repeatedly, cycles are errors) > persisted >
// runner-owned; an unresolved placeholder is an error, never "".
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { beforePlaceholder, expandDefaults, PlaceholderError, placeholdersIn, replacePlaceholders, resolveBindings, substitute } from '../../src/core/model/placeholders.js';
import type { ScalarValue } from '../../src/core/model/workflow.js';
import { sized } from '../helpers/sizes.js';

const m = (o: Record<string, string>) => new Map(Object.entries(o));

function resolve(o: { explicit?: Record<string, string>; defaults?: Record<string, ScalarValue>; persisted?: Record<string, string>; runnerOwned?: Record<string, string> }): Map<string, string> {
  return resolveBindings({ explicit: m(o.explicit ?? {}), defaults: o.defaults ?? {}, ...(o.persisted ? { persisted: m(o.persisted) } : {}), runnerOwned: m(o.runnerOwned ?? {}) });
}

describe('placeholdersIn', () => {
  it('finds every {{name}}, with optional inner spaces, in order', () => {
    expect(placeholdersIn('a {{x}} b {{ y }} {{x}} {{a.b-c_1}} {{ }} {{1bad}} {x} {{{z}}}')).toEqual(['x', 'y', 'x', 'a.b-c_1', 'z']);
  });
});

describe('the escape \\{{name}}', () => {
  it('is no placeholder; substitute and defaults give {{name}} as text, in one pass (a value is never read again)', () => {
    expect(placeholdersIn('\\{{x}} {{y}} \\{{ z }}')).toEqual(['y']);
    expect(substitute('keep \\{{x}}, fill {{y}}, keep \\{{ z }}', m({ y: '\\{{v}} {{w}}' }))).toBe('keep {{x}}, fill \\{{v}} {{w}}, keep {{ z }}');
    // Nothing binds x: escaped, it is no unresolved placeholder.
    expect(() => substitute('\\{{x}}', m({}))).not.toThrow();
    expect(resolve({ defaults: { a: 'see \\{{b}} and {{c}}', c: 'C' } }).get('a')).toBe('see {{b}} and C');
  });
});

describe("backslashes before a placeholder follow Handlebars (handlebars.l looks at the last two before {{)", () => {
  // The table of docs/workflow-format.md#inputs-and-placeholders.
  const cases: Array<[string, string]> = [
    ['{{x}}', 'X'],
    ['\\{{x}}', '{{x}}'],
    ['\\\\{{x}}', '\\X'],
    ['\\\\\\{{x}}', '\\\\X'],
    ['C:\\work\\\\{{x}}', 'C:\\work\\X'],
    ['a \\{{x}} b \\\\{{x}} c {{x}}', 'a {{x}} b \\X c X'],
  ];
  it.each(cases)('%s renders %s', (text, rendered) => {
    expect(substitute(text, m({ x: 'X' }))).toBe(rendered);
    expect(resolve({ defaults: { d: text, x: 'X' } }).get('d')).toBe(rendered);
  });
  it('two backslashes make a real placeholder: validate and the run see it, an unbound one is an error', () => {
    expect(placeholdersIn('\\\\{{x}} \\{{y}} \\\\\\{{z}}')).toEqual(['x', 'z']);
    expect(() => substitute('C:\\work\\\\{{dir}}', m({}))).toThrow(PlaceholderError);
    // The value is never read again, even when it holds an escape or backslashes.
    expect(substitute('\\\\{{x}}', m({ x: '\\{{y}}' }))).toBe('\\\\{{y}}');
  });
  it('beforePlaceholder keeps every backslash of importer text before a placeholder it writes', () => {
    for (const before of ['C:\\work\\', 'x\\\\', 'plain ', '']) {
      expect(substitute(beforePlaceholder(before) + '{{x}}', m({ x: 'X' }))).toBe(before + 'X');
    }
  });
});

describe('substitute', () => {
  it('replaces each placeholder with its value, through the quote function when given', () => {
    expect(substitute('{{a}}/{{ b }}.md', m({ a: 'runs', b: 'x' }))).toBe('runs/x.md');
    expect(substitute('echo {{a}}', m({ a: 'x y' }), (v) => `<${v}>`)).toBe('echo <x y>');
  });

  it('names every unresolved placeholder once and never substitutes an empty string', () => {
    let error: unknown;
    try {
      substitute('{{a}} {{b}} {{a}} {{c}}', m({ c: '' }));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PlaceholderError);
    expect((error as PlaceholderError).missing).toEqual(['a', 'b']);
    expect((error as PlaceholderError).message).toBe('unresolved placeholders {{a}}, {{b}}');
    // An explicitly empty value is a value.
    expect(substitute('[{{c}}]', m({ c: '' }))).toBe('[]');
  });

  it('inserts values verbatim: a value that looks like a placeholder is not expanded again (fast-check)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (x, y) => {
        const out = substitute('{{x}}|{{y}}', m({ x, y: `{{x}}${y}` }));
        expect(out).toBe(`${x}|{{x}}${y}`);
      }),
    );
  });
});

describe('resolveBindings', () => {
  it('explicit beats defaults beats persisted beats runner-owned', () => {
    const b = resolve({
      explicit: { a: 'explicit' },
      defaults: { a: 'default', b: 'default' },
      persisted: { a: 'persisted', b: 'persisted', c: 'persisted' },
      runnerOwned: { a: 'runner', b: 'runner', c: 'runner', d: 'runner' },
    });
    expect(Object.fromEntries(b)).toEqual({ a: 'explicit', b: 'default', c: 'persisted', d: 'runner' });
  });

  it('defaults may reference other defaults, inputs and runner-owned values, in any declaration order', () => {
    const b = resolve({
      explicit: { scope: 'billing' },
      defaults: { out: '{{root}}/{{scope}}.md', root: '{{base}}/runs/{{run_id}}', base: 'docs', n: 3, flag: true },
      runnerOwned: { run_id: 'r7' },
    });
    expect(b.get('root')).toBe('docs/runs/r7');
    expect(b.get('out')).toBe('docs/runs/r7/billing.md');
    expect(b.get('n')).toBe('3');
    expect(b.get('flag')).toBe('true');
  });

  it('an explicit input replaces a default that other defaults use', () => {
    const b = resolve({ explicit: { root: 'custom' }, defaults: { root: 'docs', out: '{{root}}/x' } });
    expect(b.get('out')).toBe('custom/x');
  });

  it('a default that cannot resolve, or is null, stays unbound (never "")', () => {
    const b = resolve({ defaults: { a: '{{missing}}/x', b: '{{a}}', c: null, d: 'ok' } });
    expect(b.has('a')).toBe(false);
    expect(b.has('b')).toBe(false);
    expect(b.has('c')).toBe(false);
    expect(b.get('d')).toBe('ok');
    expect(() => substitute('{{b}}', b)).toThrow(PlaceholderError);
  });

  it('a cycle among defaults is an error naming the cycle', () => {
    const cycles: Array<Record<string, ScalarValue>> = [{ a: '{{b}}', b: '{{a}}' }, { a: 'x{{a}}' }, { a: '{{b}}', b: '{{c}}', c: '{{a}}', d: 'fine' }];
    for (const defaults of cycles) {
      let error: unknown;
      try {
        resolve({ defaults });
      } catch (e) {
        error = e;
      }
      expect(error, JSON.stringify(defaults)).toBeInstanceOf(PlaceholderError);
      const cycle = (error as PlaceholderError).cycle!;
      expect(cycle[0]).toBe(cycle.at(-1));
      expect((error as PlaceholderError).message).toMatch(/cycle: .+ -> .+/);
    }
    // An explicit value breaks the cycle.
    expect(resolve({ explicit: { a: 'given' }, defaults: { a: '{{b}}', b: '{{a}}' } }).get('b')).toBe('given');
  });

  it('resolves long chains of defaults whatever their order (fast-check)', () => {
    const chain = fc.integer({ min: 1, max: 30 }).chain((n) => {
      const ids = Array.from({ length: n }, (_, i) => i);
      return fc.tuple(fc.constant(n), fc.shuffledSubarray(ids, { minLength: n, maxLength: n }));
    });
    fc.assert(
      fc.property(chain, ([n, order]) => {
        // d0 = "v", d(i) = "{{d(i-1)}}.": the last needs every earlier one; declared shuffled.
        const defaults = Object.fromEntries(order.map((i) => [`d${i}`, i === 0 ? 'v' : `{{d${i - 1}}}.`]));
        const b = resolve({ defaults });
        expect(b.get(`d${n - 1}`)).toBe('v' + '.'.repeat(n - 1));
      }),
      { numRuns: sized(60) },
    );
  });
});

describe('expandDefaults: what validate and plan read a template as (the run\'s rule, the other values still to come)', () => {
  const defaults: Record<string, ScalarValue> = { dir: 'proj', root: '{{run_id}}/out', lit: 'a \\{{x}} b', n: 3, none: null };
  const runner = new Map([['run_id', 'r1'], ['x', 'X']]);
  /** What a run makes of `template`: its defaults resolved, then one substitution. */
  const ran = (template: string) => substitute(template, resolveBindings({ explicit: new Map(), defaults, runnerOwned: runner }));

  it('puts a default in by Handlebars\' backslash rule: \\\\{{dir}} is one backslash and the value; an escape and a name without a default stay as written', () => {
    expect(expandDefaults('C:\\work\\\\{{dir}}', defaults)).toBe('C:\\work\\proj');
    expect(expandDefaults('\\{{dir}} and {{dir}}', defaults)).toBe('\\{{dir}} and proj');
    expect(expandDefaults('{{none}}/{{run_id}}/{{n}}', defaults)).toBe('{{none}}/{{run_id}}/3');
  });

  it('once the other values are put in, reads exactly as the run\'s text (a default starting with a placeholder after a backslash included)', () => {
    for (const t of ['C:\\\\{{dir}}/x', '\\\\\\{{dir}}', 'x\\\\{{root}}', '{{root}}/{{lit}}', 'keep \\{{dir}}', 'p/{{dir}}\\\\{{run_id}}']) {
      expect(replacePlaceholders(expandDefaults(t, defaults), (name) => runner.get(name)), t).toBe(ran(t));
    }
  });
});
