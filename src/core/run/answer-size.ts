// How large an answer to a stage's question may be, one rule for every way it is given (the CLI's
// --answer and --answer-file, the Action's answer input): at most 64 KiB of the text as recorded —
// after the one final line break a file or a YAML block (`answer: |`) ends with is dropped — so an
// answer one entry takes, the other takes too.

/** The largest answer recorded, in bytes of UTF-8: a person's text, not a document. */
export const ANSWER_MAX_BYTES = 64 * 1024;

/** The answer as recorded from text that may end with one line break (a file's, a YAML block's): that line break dropped. */
export function answerAsRecorded(text: string): string {
  return text.replace(/\r?\n$/, '');
}

/** The recorded answer's size in bytes when it is over the limit, else undefined. */
export function answerOverLimit(recorded: string): number | undefined {
  const bytes = Buffer.byteLength(recorded);
  return bytes > ANSWER_MAX_BYTES ? bytes : undefined;
}
