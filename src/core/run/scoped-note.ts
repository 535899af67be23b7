// A note of a sub-run (a foreach item's run, a parallel branch, a child workflow's run) told as the
// run's own: its scope (`loop[A].`, `checks.lint.`, `review/`) put before what it is about. A
// warning keeps its `warning: ` first, as the run's own warnings read (`warning: loop[A].work
// attempt 1 …`, not `loop[A].warning: …`), so every place that prints or annotates a warning
// (run's progress, the Action's annotations) reads it the same way.

/** The words a warning note starts with (run-host.ts, open-run.ts, attempts.ts). */
export const WARNING_PREFIX = 'warning: ';

/**
 * `message` of a sub-run's note with `scope` (ending in its separator) put before its subject.
 * `subjects`: the sub-run's step ids, when known. A note about the sub-run itself rather than one
 * of them (`killed 2 processes that the runner before this one left running`) is then put after
 * the scope and a colon (`loop[A]: killed …`), not glued to it as a step would be (`loop[A].killed`);
 * one about a step's own sub-run (`sub/x …`, a child of a child) stays about that step.
 */
export function scopedNote(scope: string, message: string, subjects?: readonly string[]): string {
  const warning = message.startsWith(WARNING_PREFIX);
  const text = warning ? message.slice(WARNING_PREFIX.length) : message;
  const aboutStep = subjects === undefined || subjects.some((id) => text.startsWith(id) && /^($|[\s:.[(/])/.test(text.slice(id.length)));
  const scoped = aboutStep ? `${scope}${text}` : `${scope.slice(0, -1)}: ${text}`;
  return warning ? `${WARNING_PREFIX}${scoped}` : scoped;
}
