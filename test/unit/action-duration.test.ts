// duration(): how the Action's summary writes a step's time. Until session 22 only a step that
// happened to take a second or more (a loaded machine) showed the seconds and minutes forms in
// npm test; these pin every form whatever the machine's speed.
import { describe, expect, it } from 'vitest';
import { duration } from '../../src/action/markdown.js';

describe('duration', () => {
  it('writes none as a dash, under a second in ms, under a minute in tenths of seconds, then minutes and seconds', () => {
    expect(duration(null)).toBe('—');
    expect(duration(undefined)).toBe('—');
    expect(duration(0)).toBe('0 ms');
    expect(duration(999.4)).toBe('999 ms');
    expect(duration(1000)).toBe('1.0 s');
    expect(duration(1549)).toBe('1.5 s');
    expect(duration(59_949)).toBe('59.9 s');
    expect(duration(60_000)).toBe('1 min 0 s');
    expect(duration(125_400)).toBe('2 min 5 s');
  });
});
