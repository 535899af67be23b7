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

const KEY = /^\s*([A-Za-z0-9_.-]+)\s*:/;

/**
 * The 1-based line of each key written in `lines[from..to)` (`key:` at the start of a line, any
 * depth), its first occurrence; `rename` gives the key as the contract records it.
 */
export function keyLinesOf(lines: readonly string[], from: number, to: number, rename: (key: string) => string = (k) => k): Record<string, number> {
  const out: Record<string, number> = {};
  for (let i = from; i < to; i++) {
    const m = KEY.exec(lines[i]!);
    if (m === null) continue;
    const key = rename(m[1]!);
    if (!Object.hasOwn(out, key)) out[key] = i + 1;
  }
  return out;
}
