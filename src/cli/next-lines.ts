// The `next:` lines of a summary: each command the rest of a line of its own, so it pastes whole —
// the alternative (a reject beside the approve, the fresh start beside the rerun) on an `or:` line
// below it, not in parentheses after it (docs/cli.md#run).

/** `  next:     COMMAND` and, with an alternative, `  or:       ALTERNATIVE` below it. */
export function nextLines(command: string | null | undefined, alternative?: string | null): string[] {
  if (!command) return [];
  return alternative ? [`  next:     ${command}`, `  or:       ${alternative}`] : [`  next:     ${command}`];
}
