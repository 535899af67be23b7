// A note of a sub-run (a foreach item's run, a parallel branch, a child workflow's run) told as the
// run's own: its scope (`loop[A].`, `checks.lint.`, `review/`) put before what it is about. A
// warning keeps its `warning: ` first, as the run's own warnings read (`warning: loop[A].work
// attempt 1 …`, not `loop[A].warning: …`), so every place that prints or annotates a warning
// (run's progress, the Action's annotations) reads it the same way.

/** The words a warning note starts with (run-host.ts, open-run.ts, attempts.ts). */
export const WARNING_PREFIX = 'warning: ';

/** `message` of a sub-run's note with `scope` (ending in its separator) put before its subject. */
export function scopedNote(scope: string, message: string): string {
  return message.startsWith(WARNING_PREFIX) ? `${WARNING_PREFIX}${scope}${message.slice(WARNING_PREFIX.length)}` : `${scope}${message}`;
}
