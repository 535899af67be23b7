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

const KEY = /^(\s*)([A-Za-z0-9_.-]+)\s*:/;

/**
 * The 1-based line of each key of the YAML mapping written in `lines[from..to)`: its top-level
 * keys (the least indented), and the keys of the mapping under `lift` one level down, as the
 * contract lifts them (`outputs`: a top-level key of the same name wins, as it does in the
 * contract's extra keys). A key nested anywhere else is no gate key and gives no line (a
 * `reviewer:` under `notes:` is not the gate's `reviewer`).
 */
export function keyLinesOf(lines: readonly string[], from: number, to: number, lift?: string): Record<string, number> {
  const found: Array<{ indent: number; key: string; line: number }> = [];
  for (let i = from; i < to; i++) {
    const m = KEY.exec(lines[i]!);
    if (m !== null) found.push({ indent: m[1]!.length, key: m[2]!, line: i + 1 });
  }
  if (found.length === 0) return {};
  const top = Math.min(...found.map((k) => k.indent));
  const own: Record<string, number> = {};
  const lifted: Record<string, number> = {};
  let parent: string | undefined;
  let child: number | undefined;
  for (const k of found) {
    if (k.indent === top) {
      parent = k.key;
      child = undefined;
      if (!Object.hasOwn(own, k.key)) own[k.key] = k.line;
      continue;
    }
    if (parent !== lift || lift === undefined) continue;
    child ??= k.indent;
    if (k.indent === child && !Object.hasOwn(lifted, k.key)) lifted[k.key] = k.line;
  }
  return { ...lifted, ...own };
}
