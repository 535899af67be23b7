// A sub-run's note told as the run's own (run/scoped-note.ts): about one of its steps (the note
// says which), glued to the scope; about the sub-run itself, after the scope and a colon; a
// warning keeps `warning: ` first. Whether it is about a step is never guessed from its words.
import { describe, expect, it } from 'vitest';
import { scopedNote, scopedNoteEvent, scopedStep } from '../../src/core/run/scoped-note.js';

describe('scopedNote', () => {
  it('a child run: a note about one of its steps reads <step>/<child step>, one about the run itself <step>: …', () => {
    expect(scopedNote('sub/', 'x attempt 1 ended before claude reported its usage', 'x')).toBe('sub/x attempt 1 ended before claude reported its usage');
    expect(scopedNote('sub/', 'fresh start: the earlier run shared was moved aside')).toBe('sub: fresh start: the earlier run shared was moved aside');
    expect(scopedNote('sub/', 'warning: execution.max_cost_usd ($0.5) is not enforced')).toBe('warning: sub: execution.max_cost_usd ($0.5) is not enforced');
    // A grandchild's note, scoped once already by its own child step: still about that step.
    expect(scopedNote('sub/', 'sub2/y attempt 2 …', 'sub2/y')).toBe('sub/sub2/y attempt 2 …');
    expect(scopedNote('sub/', 'sub2: execution.max_turns …', 'sub2')).toBe('sub/sub2: execution.max_turns …');
  });

  it("a note about the run itself whose first word is a child step's id (`fresh`, `git`, `killed`) is not read as about that step", () => {
    expect(scopedNote('sub/', 'fresh start: the earlier run shared was moved aside')).toBe('sub: fresh start: the earlier run shared was moved aside');
    expect(scopedNote('sub/', 'warning: git could not read the source commit')).toBe('warning: sub: git could not read the source commit');
    expect(scopedNote('loop[A].', 'killed 2 processes that the runner before this one left running')).toBe('loop[A]: killed 2 processes that the runner before this one left running');
    // A step named that says so is glued.
    expect(scopedNote('sub/', 'fresh: on_failure -> skip', 'fresh')).toBe('sub/fresh: on_failure -> skip');
  });

  it('a foreach item: loop[A].<step> …, or loop[A]: … about the item run itself; the step in the parent\'s terms', () => {
    expect(scopedNote('loop[A].', 'warning: work attempt 1 …', 'work')).toBe('warning: loop[A].work attempt 1 …');
    expect(scopedStep('loop[A].', 'warning: work attempt 1 …', 'work')).toBe('loop[A].work');
    expect(scopedStep('loop[A].', 'killed 2 processes')).toBe('loop[A]');
    expect(scopedNoteEvent('outer/', scopedNoteEvent('loop[A].', { type: 'note', message: 'killed 2 processes' }))).toEqual({ type: 'note', message: 'outer/loop[A]: killed 2 processes', step: 'outer/loop[A]' });
  });
});
