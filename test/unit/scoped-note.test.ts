// A sub-run's note told as the run's own (run/scoped-note.ts): about one of its steps, glued to the
// scope; about the sub-run itself, after the scope and a colon; a warning keeps `warning: ` first.
import { describe, expect, it } from 'vitest';
import { scopedNote } from '../../src/core/run/scoped-note.js';

describe('scopedNote', () => {
  it('a child run: a note about one of its steps reads <step>/<child step>, one about the run itself <step>: …', () => {
    const steps = ['x', 'sub2'];
    expect(scopedNote('sub/', 'x attempt 1 ended before claude reported its usage', steps)).toBe('sub/x attempt 1 ended before claude reported its usage');
    expect(scopedNote('sub/', 'fresh start: the earlier run shared was moved aside', steps)).toBe('sub: fresh start: the earlier run shared was moved aside');
    expect(scopedNote('sub/', 'warning: execution.max_cost_usd ($0.5) is not enforced', steps)).toBe('warning: sub: execution.max_cost_usd ($0.5) is not enforced');
    // A grandchild's note, scoped once already by its own child step: still about that step.
    expect(scopedNote('sub/', 'sub2/y attempt 2 …', steps)).toBe('sub/sub2/y attempt 2 …');
    expect(scopedNote('sub/', 'sub2: execution.max_turns …', steps)).toBe('sub/sub2: execution.max_turns …');
    // A step id that only begins a word is not the subject.
    expect(scopedNote('sub/', 'xenon is the word', steps)).toBe('sub: xenon is the word');
  });

  it('a foreach item: loop[A].<step> …, or loop[A]: … about the item run itself', () => {
    expect(scopedNote('loop[A].', 'work attempt 1 …', ['work'])).toBe('loop[A].work attempt 1 …');
    expect(scopedNote('loop[A].', 'killed 2 processes that the runner before this one left running', ['work'])).toBe('loop[A]: killed 2 processes that the runner before this one left running');
  });

  it('without the sub-run\'s steps known, every note is glued to the scope (a parallel branch)', () => {
    expect(scopedNote('checks.', 'lint attempt 1 …')).toBe('checks.lint attempt 1 …');
  });
});
