// What the Action prints to the job log is shown, never obeyed. The runner acts on a line that
// (after leading white space) starts with `::` (a workflow command: ::add-mask::, ::error::,
// ::stop-commands::…) and on a legacy `##[command]`; any text the Action prints may carry data it
// does not control (stage output, a gate value in an approval message or a stop message, a
// registry cell as an item id, a file name). Such a message is printed between
// `::stop-commands::<token>` and `::<token>::` with a fresh random token no data can guess, so
// the runner takes its lines as text. The one choke point: coreIO's info (io.ts).
import { randomUUID } from 'node:crypto';

/** A line break as the runner reads lines (\n, \r\n or a lone \r), then white space, then `::`; or `##[` anywhere. */
const COMMAND_LIKE = /(?:^|[\r\n])\s*::|##\[/;

/** Could some line of `message` be taken by the runner as a workflow command? */
export function mayCarryCommand(message: string): boolean {
  return COMMAND_LIKE.test(message);
}

/** The lines to print for `message`: itself, or itself wrapped in stop-commands when a line of it could be a command. */
export function guardedLines(message: string, token: () => string = randomUUID): string[] {
  if (!mayCarryCommand(message)) return [message];
  const t = token();
  return [`::stop-commands::${t}`, message, `::${t}::`];
}
