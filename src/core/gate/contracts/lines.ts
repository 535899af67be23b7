// Both result contracts read an answer line by line and take its LAST block.

/** The answer's lines, CRLF and CR turned into LF. */
export function answerLines(text: string): string[] {
  return text.replace(/\r\n?/g, '\n').split('\n');
}

/** Index of the last line matching `re`, or -1. */
export function lastLineMatching(lines: readonly string[], re: RegExp): number {
  for (let i = lines.length - 1; i >= 0; i--) if (re.test(lines[i]!)) return i;
  return -1;
}
