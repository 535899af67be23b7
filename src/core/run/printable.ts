// Text the CLI prints that may carry what a stage, an agent or a registry wrote (stage output, a
// gate value in an approval or stop message, an item id, a retry's reason): terminal escape
// sequences and other control characters are dropped, so that text cannot retitle the window,
// move the cursor, recolour or hide what stagegate prints. Tabs and newlines stay.

// An OSC sequence (a title, a link) that is never terminated ends at its line's end: the lines
// after it stay (a stage's stray `ESC ]` dropped every later line of its output from the job log).
const CONTROL = /\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b\n\r]*(?:\u0007|\u001b\\)?|\u009b[0-9;?]*[ -/]*[@-~]|\u009d[^\u0007\u001b\u009c\n\r]*(?:\u0007|\u009c)?|[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** `text` without escape sequences or C0/C1 control characters (tab and newline kept). */
export function printable(text: string): string {
  return text.replace(CONTROL, '');
}

/**
 * Workflow text in a finding (a step id, a target, a key as the file spells it): control and
 * format characters (Unicode Cc, Cf: U+202E, U+200B, ...) written as \u{XXXX}, so what the
 * terminal shows is what the file holds. Tabs and newlines stay.
 */
export function escapedInvisible(text: string): string {
  return text.replace(/(?![\t\n])[\p{Cc}\p{Cf}]/gu, (c) => `\\u{${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}}`);
}

const LINE_BREAKS: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * printable() kept on one line: a line break (\n, \r) and a tab written as `\n`, `\r`, `\t`
 * (each piece between them made printable on its own, so an escape sequence still ends at its
 * line's end). A record of a table (a `history` event) prints as one line, whatever its text holds.
 */
export function printableLine(text: string): string {
  return text
    .split(/([\r\n\t])/)
    .map((part, i) => (i % 2 === 1 ? LINE_BREAKS[part]! : printable(part)))
    .join('');
}

/** The gutter a quoted line continues under, as a failed stage's last lines are shown (`    │ …`). */
export const QUOTE_GUTTER = '    │ ';

/**
 * printable(), and every line after the first under the quote gutter: text that carries what a
 * stage, an agent, an input or a person wrote (a gate value in an approval message or a hand-off's
 * instruction, an approval's note) may hold a line break, and the line after it must not read as
 * one of stagegate's own (`  next:     curl … | sh` under the run's status line).
 */
export function printableQuoted(text: string): string {
  return printable(text).replace(/\n/g, `\n${QUOTE_GUTTER}`);
}
