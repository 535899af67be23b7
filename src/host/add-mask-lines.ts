// A stage's `::add-mask::VALUE` lines, found in its raw output before the masker sees it
// (core/run/stage-masks.ts): the value is handed on to be registered, and the line goes on as
// `::add-mask::***` — the value never reaches the log, whatever the chunks it arrives in.
//
// Lines end at \n, \r\n or a lone \r (as GitHub's runner reads a step's output). A line may be a
// command while its start is white space (space, tab, \v, \f: any number of them, as the runner
// trims them) then a prefix of `::add-mask::`. The white space goes on at once (a command's line
// shows it as any line does); only the prefix is held back (at most its 12 bytes), and a command's
// value until its line ends (at most MAX_ADD_MASK_VALUE bytes: past that the value is refused and
// the rest of its line dropped). Every other byte goes on at once.
import { ADD_MASK_PREFIX, MAX_ADD_MASK_VALUE } from '../core/run/stage-masks.js';

const PREFIX = Buffer.from(ADD_MASK_PREFIX, 'utf8');
const MASKED = Buffer.from(`${ADD_MASK_PREFIX}***`, 'utf8');
const LF = 0x0a;
const CR = 0x0d;
/** White space a command may start with: space, tab, vertical tab, form feed. */
const isBlank = (b: number): boolean => b === 0x20 || b === 0x09 || b === 0x0b || b === 0x0c;

/** Raw bytes to pass on, or an add-mask line's value (its rest of line, undecoded; `cut`: longer than allowed). */
export type AddMaskPiece = Buffer | { rest: Buffer; cut: boolean };

export class AddMaskLines {
  /** start: at a line's start or in a lead that may still be the prefix; text: in a line that is no command; value: in a command's value; skip: past a value too long. */
  private state: 'start' | 'text' | 'value' | 'skip' = 'start';
  /** Bytes of an earlier chunk held back: a lead (state start) or a value (state value). */
  private held: Buffer[] = [];
  private heldLength = 0;
  /** In a lead: prefix bytes matched (its white space is passed on, never held). */
  private matched = 0;

  push(chunk: Buffer): AddMaskPiece[] {
    const out: AddMaskPiece[] = [];
    /** Start of this chunk's bytes not yet passed on or held. */
    let from = 0;
    /** Where in this chunk the current lead or value began (0 when it began in an earlier chunk). */
    let began = 0;
    let i = 0;
    let nextLf = -2;
    let nextCr = -2;
    const lineEnd = (p: number): number => {
      if (nextLf !== -1 && nextLf < p) nextLf = chunk.indexOf(LF, p);
      if (nextCr !== -1 && nextCr < p) nextCr = chunk.indexOf(CR, p);
      return nextLf < 0 ? nextCr : nextCr < 0 ? nextLf : Math.min(nextLf, nextCr);
    };
    while (i < chunk.length) {
      if (this.state === 'text' || this.state === 'skip') {
        const end = lineEnd(i);
        if (end < 0) {
          if (this.state === 'skip') from = chunk.length;
          break;
        }
        // A dropped value's rest goes nowhere; its line's end goes on.
        if (this.state === 'skip') from = end;
        i = end + 1;
        this.toStart();
        began = i;
        continue;
      }
      const b = chunk[i]!;
      if (this.state === 'start') {
        if (this.matched === 0 && isBlank(b)) {
          // Passed on as it is: a lead's white space is shown the same whether its line is a command or not.
          i++;
          began = i;
          continue;
        }
        if (b === PREFIX[this.matched]) {
          this.matched++;
          i++;
          if (this.matched === PREFIX.length) {
            // A command: what precedes its lead goes on; the lead is rewritten once the value ends.
            if (began > from) out.push(chunk.subarray(from, began));
            this.held = [];
            this.heldLength = 0;
            this.state = 'value';
            from = i;
            began = i;
          }
          continue;
        }
        // No command: a lead held from an earlier chunk goes on first (nothing of this chunk has).
        this.releaseHeld(out);
        if (b === LF || b === CR) {
          i++;
          this.toStart();
          began = i;
        } else this.state = 'text';
        continue;
      }
      // state value: its line's end ends it.
      const end = lineEnd(i);
      const stop = end < 0 ? chunk.length : end;
      if (this.heldLength + (stop - began) > MAX_ADD_MASK_VALUE) {
        const take = MAX_ADD_MASK_VALUE - this.heldLength;
        this.emitCommand(out, this.valueWith(chunk.subarray(began, began + take)), true);
        this.state = 'skip';
        from = began + take;
        i = from;
        continue;
      }
      if (end < 0) break;
      this.emitCommand(out, this.valueWith(chunk.subarray(began, end)), false);
      from = end;
      i = end + 1;
      this.toStart();
      began = i;
    }
    // What is left: passed on, or held (a lead or a value not ended yet).
    if (this.state === 'start' || this.state === 'value') {
      if (began > from) out.push(chunk.subarray(from, began));
      if (began < chunk.length) {
        // Copied: a held piece must not pin the whole chunk.
        const piece = Buffer.from(chunk.subarray(began));
        this.held.push(piece);
        this.heldLength += piece.length;
      }
    } else if (from < chunk.length) out.push(chunk.subarray(from));
    return out;
  }

  /** The stream ended: a lead held goes on; a value held is a command whose line ended with the stream. */
  end(): AddMaskPiece[] {
    const out: AddMaskPiece[] = [];
    if (this.state === 'start') this.releaseHeld(out);
    else if (this.state === 'value') this.emitCommand(out, this.valueWith(Buffer.alloc(0)), false);
    this.toStart();
    return out;
  }

  private toStart(): void {
    this.state = 'start';
    this.matched = 0;
    this.held = [];
    this.heldLength = 0;
  }

  private releaseHeld(out: AddMaskPiece[]): void {
    if (this.heldLength > 0) out.push(this.held.length === 1 ? this.held[0]! : Buffer.concat(this.held));
    this.held = [];
    this.heldLength = 0;
  }

  private valueWith(last: Buffer): Buffer {
    return this.held.length === 0 ? last : Buffer.concat([...this.held, last]);
  }

  /** The value to register, then its line as the log shows it after the lead's white space: `::add-mask::***`. */
  private emitCommand(out: AddMaskPiece[], rest: Buffer, cut: boolean): void {
    out.push({ rest: Buffer.from(rest), cut });
    out.push(MASKED);
    this.held = [];
    this.heldLength = 0;
  }
}
