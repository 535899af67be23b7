// Stage text arrives in chunks; the CLI's --stream and the Action's job log print it line by line.
// Each chunk is scanned once for newlines (never the held text again), and the text held for an
// unfinished line is bounded: a line longer than the bound goes out in pieces of at most that
// many characters, each but the last ending in a note that the line continues. Before, the held
// line was joined with every chunk and scanned whole again: quadratic CPU on a long line without a
// newline (20 MB: 6.8 s of CPU; 40 MB: more than two minutes) and memory growing with it.

/** The longest unfinished line held (characters); a longer one is printed in pieces. */
export const MAX_HELD_LINE = 64 * 1024;

/** Ends a piece of a line cut at the bound (the rest follows as the next line). */
export const LINE_CUT_NOTE = ' ⏎ (line longer than 64 KiB: cut here, it goes on in the next line)';

export class LineSplitter {
  private held: string[] = [];
  private heldLength = 0;
  /** Characters scanned for newlines so far (each character of the input once): for tests. */
  scanned = 0;

  constructor(private readonly max = MAX_HELD_LINE) {}

  /** The lines `chunk` completes (without their newline), and pieces of a line that grew past the bound. */
  push(chunk: string): string[] {
    const out: string[] = [];
    let start = 0;
    for (let nl = chunk.indexOf('\n'); nl >= 0; nl = chunk.indexOf('\n', start)) {
      this.scanned += nl + 1 - start;
      const piece = chunk.slice(start, nl);
      start = nl + 1;
      // A whole line of its own goes out as it is; otherwise it ends what is held (cut at the bound).
      if (this.heldLength === 0 && piece.length <= this.max) out.push(piece);
      else {
        this.hold(piece, out);
        out.push(this.take());
      }
    }
    this.scanned += chunk.length - start;
    if (start < chunk.length) this.hold(chunk.slice(start), out);
    return out;
  }

  /** What is held of an unfinished line (undefined when nothing is), and forget it. */
  flush(): string | undefined {
    return this.heldLength === 0 ? undefined : this.take();
  }

  /** Hold `text`; whenever the held line reaches the bound, out goes a piece of it with the cut note. */
  private hold(text: string, out: string[]): void {
    let rest = text;
    while (this.heldLength + rest.length > this.max) {
      let room = this.max - this.heldLength;
      // Never between the halves of a surrogate pair.
      const code = rest.charCodeAt(room - 1);
      if (room > 1 && code >= 0xd800 && code <= 0xdbff) room--;
      this.held.push(rest.slice(0, room));
      this.heldLength += room;
      rest = rest.slice(room);
      out.push(this.take() + LINE_CUT_NOTE);
    }
    if (rest.length > 0) {
      this.held.push(rest);
      this.heldLength += rest.length;
    }
  }

  private take(): string {
    const text = this.held.length === 1 ? this.held[0]! : this.held.join('');
    this.held = [];
    this.heldLength = 0;
    return text;
  }
}
