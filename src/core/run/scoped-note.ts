// A note of a sub-run (a foreach item's run, a parallel branch, a child workflow's run) told as the
// run's own: its scope (`loop[A].`, `checks.lint.`, `review/`) put before what it is about. A
// warning keeps its `warning: ` first, as the run's own warnings read (`warning: loop[A].work
// attempt 1 …`, not `loop[A].warning: …`), so every place that prints or annotates a warning
// (run's progress, the Action's annotations) reads it the same way.
//
// Whether a note is about one of the sub-run's steps is said by whoever made it (the note's
// `step`, a warning's RunOutcome.warningSteps), never guessed from its first word: a note about
// the sub-run itself (`fresh start: …`, `git …`, `killed 2 processes …`) read the same as one
// about a step named `fresh`, `git` or `killed`.
import type { RunEvent } from './ports.js';

/** The words a warning note starts with (run-host.ts, open-run.ts, attempts.ts). */
export const WARNING_PREFIX = 'warning: ';

/**
 * `message` of a sub-run's note with `scope` (ending in its separator) put before its subject.
 * `step`: the step (label) the message is about, which begins it (after `warning: `); the scope is
 * then glued to it (`loop[A].work attempt 1 …`). Absent: a note about the sub-run itself, put
 * after the scope and a colon (`loop[A]: killed …`).
 */
export function scopedNote(scope: string, message: string, step?: string): string {
  return scoped(scope, message, step).message;
}

/**
 * The step a scoped note is about, in the parent's terms (it begins the scoped text): `${scope}${step}`,
 * or — a note about the sub-run itself — the step that runs it (`loop[A]`, `review`).
 */
export function scopedStep(scope: string, message: string, step?: string): string {
  return scoped(scope, message, step).step;
}

/** Both at once: the note told as the run's own (scopedNote) and the step it is about (scopedStep). */
function scoped(scope: string, message: string, step?: string): { message: string; step: string } {
  const warning = message.startsWith(WARNING_PREFIX);
  const text = warning ? message.slice(WARNING_PREFIX.length) : message;
  const aboutStep = step !== undefined && text.startsWith(step);
  const told = aboutStep ? `${scope}${text}` : `${scope.slice(0, -1)}: ${text}`;
  return { message: warning ? `${WARNING_PREFIX}${told}` : told, step: aboutStep ? `${scope}${step}` : scope.slice(0, -1) };
}

/** A sub-run's note event told as the run's own (scopedNote), its `step` in the parent's terms. */
export function scopedNoteEvent(scope: string, event: Extract<RunEvent, { type: 'note' }>): Extract<RunEvent, { type: 'note' }> {
  return { ...event, ...scoped(scope, event.message, event.step) };
}

/**
 * A sub-run's warnings (a foreach item's, a child's, a shard's run) told as the run's own, in their
 * order, each with the step it is about (the sub-run's RunOutcome.warningSteps) in the parent's terms.
 */
export function scopedWarnings(scope: string, outcome: { warnings?: readonly string[]; warningSteps?: Readonly<Record<string, string>> }): Array<{ message: string; step: string }> {
  return (outcome.warnings ?? []).map((warning) => scoped(scope, warning, outcome.warningSteps?.[warning]));
}
