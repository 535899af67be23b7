// The run-wide registry of values stages registered with their own ::add-mask:: lines
// (src/core/run/stage-masks.ts): what it refuses, and that what it keeps stays bounded.
import { describe, expect, it } from 'vitest';
import { MAX_ADD_MASK_VALUE, MAX_STAGE_MASK_BYTES, StageMasks, addMaskValues, runCommands } from '../../src/core/run/stage-masks.js';

describe('StageMasks', () => {
  it('refuses a value once the values registered would hold more than MAX_STAGE_MASK_BYTES, said once; a value already registered is still masked', () => {
    const masks = new StageMasks();
    const value = (i: number) => `${String(i).padStart(4, '0')}-${'v'.repeat(MAX_ADD_MASK_VALUE - 5)}`;
    const fit = Math.floor(MAX_STAGE_MASK_BYTES / MAX_ADD_MASK_VALUE);
    for (let i = 0; i < fit; i++) expect(masks.offer(value(i), 'fetch', [])).toEqual({ values: [value(i)], refused: [] });
    // Refused, the value cannot be masked: the stage's output is withheld from that line on (withhold).
    const over = masks.offer(value(fit), 'fetch', []);
    expect({ values: [...over.values], refused: over.refused }).toEqual({ values: [], refused: [`fetch: ::add-mask:: of a value not registered: the values registered in this invocation would hold more than ${MAX_STAGE_MASK_BYTES / 1024} KiB; the rest of this stage's output is withheld (not logged nor shown), since the value could not be masked in it`] });
    expect(over.values.withhold).toBe(true);
    const again = masks.offer(value(fit + 1), 'fetch', []);
    expect([[...again.values], again.values.withhold, again.refused]).toEqual([[], true, []]);
    expect(masks.offer(value(0), 'fetch', [])).toEqual({ values: [value(0)], refused: [] });
    expect(masks.values).toHaveLength(fit);
    // No room is left: a short value is refused too, and another stage's output is withheld as well.
    const short = masks.offer('short-token-123', 'use', []);
    expect([short.refused[0], short.values.withhold]).toEqual([expect.stringMatching(/would hold more than/), true]);
    // A value refused as too short is not withheld for: GitHub's runner does not mask it either.
    expect(masks.offer('x', 'use', []).values.withhold).toBeUndefined();
    // The first step whose value could not be registered: every later stage's output is withheld.
    expect(masks.withheldSince).toBe('fetch');
  });

  it('a value longer than MAX_ADD_MASK_VALUE (its line cut) is refused and withheld for, as past the budget: only its first bytes were read, so it cannot be masked', () => {
    const masks = new StageMasks();
    const cut = masks.offer('v'.repeat(MAX_ADD_MASK_VALUE), 'fetch', [], true);
    expect([[...cut.values], cut.values.withhold, cut.refused]).toEqual([[], true, [`fetch: ::add-mask:: of a value longer than ${MAX_ADD_MASK_VALUE} bytes not registered (its line is cut); the rest of this stage's output is withheld (not logged nor shown), since the value could not be masked in it`]]);
    expect(masks.withheldSince).toBe('fetch');
    expect(masks.values).toEqual([]);
  });

  it("refuses a value inside a command stagegate prints for the run (it would blank the run's next: lines); a value merely holding one, or a stagegate word, is registered", () => {
    const masks = new StageMasks();
    const commands = runCommands('stagegate', 'wf.yaml --run-id r1', 'stagegate run wf.yaml --run-id r1 --agent claude');
    expect(commands).toContain('stagegate status wf.yaml --run-id r1');
    const refused = masks.offer('stagegate run wf.yaml', 'fetch', [], false, 'v2', commands);
    expect(refused).toEqual({ values: [], refused: ["fetch: ::add-mask:: of a value that is part of the command `stagegate run wf.yaml --run-id r1 --agent claude` stagegate prints for this run not registered: it would blank that command where the run says what to do next (the Action's job log masks every value registered)"] });
    expect(masks.offer('--run-id r1', 'fetch', [], false, 'v2', commands).values).toEqual([]);
    expect(masks.offer('merge wf.yaml', 'fetch', [], false, 'v2', commands).refused[0]).toContain('part of the command `stagegate merge wf.yaml --run-id r1`');
    // Holding a command (or the word stagegate) is no reason: stagegate never prints the value whole.
    expect(masks.offer('stagegate run wf.yaml --token 7f3a9c', 'fetch', [], false, 'v2', commands)).toEqual({ values: ['stagegate run wf.yaml --token 7f3a9c'], refused: [] });
    expect(masks.offer('my-stagegate-token-1', 'fetch', ['stagegate'], false, 'v2', commands).values).toEqual(['my-stagegate-token-1']);
    expect(masks.values).toEqual(['stagegate run wf.yaml --token 7f3a9c', 'my-stagegate-token-1']);
  });

  it('registers what GitHub\'s runner registers: the value unescaped as its form unescapes it (v2: %0D %0A %25; legacy also %3B %5D), and each of its lines, trimmed; none for a blank value', () => {
    expect(addMaskValues('  tok-abc123 ')).toEqual(['tok-abc123']);
    expect(addMaskValues('first-line%0Asecond-line')).toEqual(['first-line', 'second-line', 'first-line\nsecond-line']);
    expect(addMaskValues('a%3Bb%5Dc-%25-zz', 'v2')).toEqual(['a%3Bb%5Dc-%-zz']);
    expect(addMaskValues('a%3Bb%5Dc-%25-zz', 'legacy')).toEqual(['a;b]c-%-zz']);
    expect(addMaskValues(' \t ')).toEqual([]);
    expect(addMaskValues('%0A%0D')).toEqual([]);
  });

  it('a value of many lines the budget cannot hold twice has every line registered (its lines before the whole: each line masked masks the whole wherever it is printed)', () => {
    const masks = new StageMasks();
    // 150 lines of 1 KiB: the whole (150 KiB) and its lines (150 KiB) do not both fit in MAX_STAGE_MASK_BYTES.
    const lines = Array.from({ length: 150 }, (_, i) => `${String(i).padStart(3, '0')}-${'c'.repeat(1020)}`);
    const { values, refused } = masks.offer(lines.join('%0A'), 'fetch', []);
    expect(values).toEqual(lines);
    // The whole is masked through its lines: nothing is withheld.
    expect(values.withhold).toBeUndefined();
    expect(refused).toEqual([`fetch: ::add-mask:: of a value not registered: the values registered in this invocation would hold more than ${MAX_STAGE_MASK_BYTES / 1024} KiB`]);
  });

  it('a value holding a NUL or an escape sequence is registered as written and as printable() shows it (the terminal and the job log show that)', () => {
    expect(addMaskValues('abc\u0000defgh')).toEqual(['abc\u0000defgh', 'abcdefgh']);
    expect(addMaskValues('tok\u001b[31men-secret')).toEqual(['tok\u001b[31men-secret', 'token-secret']);
    const masks = new StageMasks();
    expect(masks.offer('abc\u0000defgh', 'fetch', [])).toEqual({ values: ['abc\u0000defgh', 'abcdefgh'], refused: [] });
  });
});
