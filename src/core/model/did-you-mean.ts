// "Did you mean" suggestions for unknown keys and names, and the one edit distance stagegate
// measures names with (here and formats/detect.ts's misspelt detection keys): optimal string
// alignment — Levenshtein with a swap of two neighbouring letters as one edit (`stpes`, `verison`),
// small inputs only.

/** Edits (insert, delete, replace, swap two neighbours) from `a` to `b`, no substring edited twice. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  // Three rows: the one two back is what a swap reads.
  let before = new Array<number>(b.length + 1).fill(0);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  let row = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, before[j - 2]! + 1);
    }
    [before, prev, row] = [prev, row, before];
  }
  return prev[b.length]!;
}

/** How many letters `a` and `b` share at their start, and then at their end. */
function sharedEnds(a: string, b: string): [number, number] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length && end < b.length && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return [start, end];
}

/**
 * The closest candidate within a distance proportional to the word's length, if any, and which
 * keeps at least one letter of it (two-letter ids are a distance of 2 from every short name). Among
 * candidates as close, the one that keeps more of the word in place — a longer shared start, then
 * a longer shared end (`g-okk`: `g-ok`, one letter too many, over `g-ok2`) — else the first.
 * `limit`: how many candidates are measured at most (bounded work: name lists can be huge, a
 * 10,000-step workflow, and a did-you-mean may be asked for each of many names); one whose length
 * alone puts it out of reach is passed over unmeasured and does not count.
 */
export function closest(word: string, candidates: Iterable<string>, limit = 2000): string | undefined {
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  let bestEnds: [number, number] = [-1, -1];
  let measured = 0;
  for (const candidate of candidates) {
    const other = candidate.toLowerCase();
    // The length difference is a lower bound of the distance: past it, or at it with nothing to tie.
    const lengthGap = Math.abs(other.length - lower.length);
    if (lengthGap > bestDistance || (lengthGap === bestDistance && best === undefined)) continue;
    if (++measured > limit) break;
    const d = editDistance(lower, other);
    if (d > bestDistance || (d === bestDistance && best === undefined)) continue;
    // A candidate every letter of the word is edited away to reach (`zz` → `a`) is another name, not a typo of it.
    if (d >= Math.max(lower.length, other.length)) continue;
    const ends = sharedEnds(lower, other);
    if (d < bestDistance || ends[0] > bestEnds[0] || (ends[0] === bestEnds[0] && ends[1] > bestEnds[1])) {
      bestDistance = d;
      bestEnds = ends;
      best = candidate;
    }
  }
  return best;
}

export function didYouMean(word: string, candidates: Iterable<string>): string {
  const match = closest(word, candidates);
  return match === undefined ? '' : ` Did you mean '${match}'?`;
}
