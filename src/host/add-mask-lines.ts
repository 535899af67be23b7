// A stage's add-mask command lines, found in its raw output before the masker sees it
// (core/run/stage-masks.ts): the value is handed on to be registered, and the line goes on as
// `::add-mask::***` (`##[add-mask]***`) — the value never reaches the log, whatever the chunks it
// arrives in.
//
// The lines GitHub's runner takes as an add-mask command (actions/runner ActionCommand.TryParseV2,
// then TryParse; ActionCommandManager registers both forms' name case-insensitively):
// - `::add-mask::VALUE` or `::add-mask PROPERTIES::VALUE` once the line's leading white space is
//   trimmed — .NET's TrimStart: space, \t, \v, \f, U+0085, U+00A0, U+1680, U+2000–U+200A, U+2028,
//   U+2029, U+202F, U+205F, U+3000, any number of them;
// - else the legacy `##[add-mask]VALUE` or `##[add-mask PROPERTIES]VALUE` where the line's FIRST
//   `##[` stands, anywhere in it (text before it is no obstacle).
// Lines end at \n, \r\n or a lone \r (as the runner reads a step's output). What may still turn
// out to be a command is held back: a lead's multi-byte white space (at most 2 bytes), the
// command's name, properties (at most MAX_ADD_MASK_VALUE bytes: past that the line is no
// command here), a command's value until its line ends (at most MAX_ADD_MASK_VALUE bytes: past
// that the value is refused and the rest of its line dropped). Every other byte goes on at once.
// The white space leading a command and the text before a legacy `##[` go on as they are.
import { MAX_ADD_MASK_VALUE, type AddMaskForm } from '../core/run/stage-masks.js';

const LF = 0x0a;
const CR = 0x0d;
const HASH = 0x23;
const COLON = 0x3a;
const SPACE = 0x20;
const BRACKET_CLOSE = 0x5d;
const NAME = Buffer.from('add-mask', 'ascii');
const MASKED: Record<AddMaskForm, Buffer> = { v2: Buffer.from('::add-mask::***', 'utf8'), legacy: Buffer.from('##[add-mask]***', 'utf8') };

/** One-byte white space a command may start with: space, tab, vertical tab, form feed. */
const isBlank = (b: number): boolean => b === SPACE || b === 0x09 || b === 0x0b || b === 0x0c;

/**
 * The UTF-8 length of the white space code point (beyond ASCII) at `i`: 2 or 3; 0 when the bytes
 * are none; -1 when the chunk ends before they can tell.
 */
function wideBlankAt(chunk: Buffer, i: number): number {
  const b0 = chunk[i]!;
  const need = b0 === 0xc2 ? 2 : b0 === 0xe1 || b0 === 0xe2 || b0 === 0xe3 ? 3 : 0;
  if (need === 0) return 0;
  const seq = [b0];
  for (let k = 1; k < need; k++) {
    if (i + k >= chunk.length) return prefixOfWideBlank(seq) ? -1 : 0;
    seq.push(chunk[i + k]!);
  }
  return isWideBlank(seq) ? need : 0;
}

/** U+0085, U+00A0, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F, U+3000 in UTF-8. */
function isWideBlank(s: readonly number[]): boolean {
  const [a, b, c] = s;
  if (a === 0xc2) return b === 0x85 || b === 0xa0;
  if (a === 0xe1) return b === 0x9a && c === 0x80;
  if (a === 0xe2 && b === 0x80) return c !== undefined && ((c >= 0x80 && c <= 0x8a) || c === 0xa8 || c === 0xa9 || c === 0xaf);
  if (a === 0xe2) return b === 0x81 && c === 0x9f;
  return a === 0xe3 && b === 0x80 && c === 0x80;
}

function prefixOfWideBlank(s: readonly number[]): boolean {
  const [a, b] = s;
  if (b === undefined) return true;
  if (a === 0xe1) return b === 0x9a;
  if (a === 0xe2) return b === 0x80 || b === 0x81;
  return a === 0xe3 && b === 0x80;
}

const lower = (b: number): number => (b >= 0x41 && b <= 0x5a ? b + 0x20 : b);

/** Raw bytes to pass on, or an add-mask line's value (its rest of line, undecoded and unescaped; `cut`: longer than allowed). */
export type AddMaskPiece = Buffer | { rest: Buffer; cut: boolean; form: AddMaskForm };

/**
 * lead: at a line's start or in its leading white space; v2: matching `::add-mask` after it;
 * hash: matching the line's first `##[add-mask`; props: a command's properties, up to `::` (v2) or
 * `]` (legacy); scan: in a line that may still hold a legacy command (no `##[` yet); plain: in a
 * line that is no command; value: in a command's value; skip: past a value too long.
 */
type Mode = 'lead' | 'v2' | 'hash' | 'props' | 'scan' | 'plain' | 'value' | 'skip';

export class AddMaskLines {
  private mode: Mode = 'lead';
  /** The command form being matched or read (v2, hash: implied). */
  private form: AddMaskForm = 'v2';
  /** The bytes of a name being matched (v2: `::add-mask`, then `:`; hash: `##[add-mask`), as the stage wrote them. */
  private cand: number[] = [];
  /** Bytes of earlier chunks held back: properties (with their command's text first) or a value. */
  private held: Buffer[] = [];
  private heldLength = 0;
  /** A lead's multi-byte white space an earlier chunk ended in. */
  private tail: Buffer | undefined;

  push(input: Buffer): AddMaskPiece[] {
    const chunk = this.tail ? Buffer.concat([this.tail, input]) : input;
    this.tail = undefined;
    const out: AddMaskPiece[] = [];
    /** Start of this chunk's bytes not yet passed on, held or dropped. */
    let from = 0;
    let i = 0;
    // Each searched for once per chunk, again only once passed: a line of many `#` stays linear.
    let nextLf = -2;
    let nextCr = -2;
    let nextHash = -2;
    const lineEnd = (p: number): number => {
      if (nextLf !== -1 && nextLf < p) nextLf = chunk.indexOf(LF, p);
      if (nextCr !== -1 && nextCr < p) nextCr = chunk.indexOf(CR, p);
      return nextLf < 0 ? nextCr : nextCr < 0 ? nextLf : Math.min(nextLf, nextCr);
    };
    const hashFrom = (p: number): number => {
      if (nextHash !== -1 && nextHash < p) nextHash = chunk.indexOf(HASH, p);
      return nextHash;
    };
    const pass = (to: number): void => {
      if (to > from) out.push(chunk.subarray(from, to));
      from = to;
    };
    while (i < chunk.length) {
      const b = chunk[i]!;
      switch (this.mode) {
        case 'lead': {
          if (isBlank(b) || b === LF || b === CR) {
            i++;
            continue;
          }
          const wide = wideBlankAt(chunk, i);
          if (wide > 0) {
            i += wide;
            continue;
          }
          if (wide < 0) {
            // Told by the next chunk: held until then (nothing of this line is a command yet).
            pass(i);
            this.tail = Buffer.from(chunk.subarray(i));
            return out;
          }
          pass(i);
          if (b === COLON) {
            this.mode = 'v2';
            this.form = 'v2';
            this.cand = [b];
            from = ++i;
          } else this.mode = 'scan';
          continue;
        }
        case 'v2': {
          // `::` then the name (any case), then `::` (the value) or a space (properties).
          const n = this.cand.length;
          const ok = n === 1 ? b === COLON : n < 2 + NAME.length ? lower(b) === NAME[n - 2] : n === 2 + NAME.length ? b === COLON || b === SPACE : b === COLON;
          if (!ok) {
            // No v2 command: the line may still hold a legacy one (this byte may begin it).
            this.release(out);
            this.mode = 'scan';
            continue;
          }
          i++;
          from = i;
          if (n === 2 + NAME.length && b === SPACE) {
            this.toProps([...this.cand, b]);
            continue;
          }
          this.cand.push(b);
          if (this.cand.length === 4 + NAME.length) this.toValue();
          continue;
        }
        case 'scan': {
          // The line's first `##[` decides whether it is a legacy command.
          const hash = hashFrom(i);
          const end = lineEnd(i);
          if (end >= 0 && (hash < 0 || end < hash)) {
            i = end + 1;
            this.mode = 'lead';
            continue;
          }
          if (hash < 0) {
            i = chunk.length;
            continue;
          }
          pass(hash);
          this.mode = 'hash';
          this.form = 'legacy';
          this.cand = [];
          i = hash;
          continue;
        }
        case 'hash': {
          const n = this.cand.length;
          if (n < 3) {
            if (b === (n < 2 ? HASH : 0x5b)) {
              this.cand.push(b);
              from = ++i;
            } else if (n === 2 && b === HASH) {
              // `###[`: the first `##[` begins one later.
              out.push(Buffer.from([HASH]));
              from = ++i;
            } else {
              this.release(out);
              this.mode = 'scan';
            }
            continue;
          }
          const ok = n < 3 + NAME.length ? lower(b) === NAME[n - 3] : b === BRACKET_CLOSE || b === SPACE;
          if (!ok) {
            // The line's first `##[` is another command's, or none: the line is no command.
            this.release(out);
            this.mode = 'plain';
            continue;
          }
          i++;
          from = i;
          if (b === SPACE && n === 3 + NAME.length) this.toProps([...this.cand, b]);
          else if (n === 3 + NAME.length) this.toValue();
          else this.cand.push(b);
          continue;
        }
        case 'props': {
          const end = lineEnd(i);
          const stop = end < 0 ? chunk.length : end;
          const close = this.form === 'v2' ? propsEndV2(chunk, i, stop, this.lastHeldByte()) : chunk.indexOf(BRACKET_CLOSE, i);
          if (close >= 0 && close < stop) {
            // `::` (its second byte at close) or `]`: the value begins after it.
            i = close + 1;
            from = i;
            this.held = [];
            this.heldLength = 0;
            this.toValue();
            continue;
          }
          if (this.heldLength + (stop - from) > MAX_ADD_MASK_VALUE) {
            // Too long to hold: not taken as a command here (what was held goes on).
            this.releaseHeld(out);
            this.mode = 'plain';
            i = from;
            continue;
          }
          if (end < 0) {
            i = chunk.length;
            continue;
          }
          // The line ended: a v2 command's properties never closed. The runner then looks for a
          // legacy command in the line (its first `##[`), which lies in what is held.
          this.endUnclosed(out, chunk.subarray(from, end));
          from = end;
          i = end + 1;
          this.mode = 'lead';
          continue;
        }
        case 'plain':
        case 'skip': {
          const end = lineEnd(i);
          if (end < 0) {
            if (this.mode === 'skip') from = chunk.length;
            i = chunk.length;
            continue;
          }
          // A dropped value's rest goes nowhere; its line's end goes on.
          if (this.mode === 'skip') from = end;
          i = end + 1;
          this.mode = 'lead';
          continue;
        }
        case 'value': {
          const end = lineEnd(i);
          const stop = end < 0 ? chunk.length : end;
          if (this.heldLength + (stop - from) > MAX_ADD_MASK_VALUE) {
            const take = MAX_ADD_MASK_VALUE - this.heldLength;
            this.emitCommand(out, this.heldWith(chunk.subarray(from, from + take)), true);
            this.mode = 'skip';
            from += take;
            i = from;
            continue;
          }
          if (end < 0) {
            i = chunk.length;
            continue;
          }
          this.emitCommand(out, this.heldWith(chunk.subarray(from, end)), false);
          from = end;
          i = end + 1;
          this.mode = 'lead';
          continue;
        }
      }
    }
    // What is left: held (properties, a value) or passed on (dropped past a value too long).
    if (this.mode === 'props' || this.mode === 'value') {
      if (from < chunk.length) {
        // Copied: a held piece must not pin the whole chunk.
        const piece = Buffer.from(chunk.subarray(from));
        this.held.push(piece);
        this.heldLength += piece.length;
      }
    } else if (this.mode !== 'skip' && this.mode !== 'v2' && this.mode !== 'hash') pass(chunk.length);
    return out;
  }

  /** The stream ended: what was held that is no command goes on; a value held is a command whose line ended with the stream. */
  end(): AddMaskPiece[] {
    const out: AddMaskPiece[] = [];
    if (this.tail) out.push(this.tail);
    if (this.mode === 'v2' || this.mode === 'hash') this.release(out);
    else if (this.mode === 'props') this.endUnclosed(out, Buffer.alloc(0));
    else if (this.mode === 'value') this.emitCommand(out, this.heldWith(Buffer.alloc(0)), false);
    this.tail = undefined;
    this.mode = 'lead';
    this.cand = [];
    this.held = [];
    this.heldLength = 0;
    return out;
  }

  private lastHeldByte(): number | undefined {
    const last = this.held[this.held.length - 1];
    return last === undefined ? undefined : last[last.length - 1];
  }

  /** The name matched, a space after it: the command's text so far is held as the first of its properties' bytes. */
  private toProps(text: number[]): void {
    this.cand = [];
    this.held = [Buffer.from(text)];
    this.heldLength = text.length;
    this.mode = 'props';
  }

  /** The command's text is complete (its value begins): it is dropped, the value is held from here. */
  private toValue(): void {
    this.cand = [];
    this.held = [];
    this.heldLength = 0;
    this.mode = 'value';
  }

  /** A name that did not match: its bytes go on. */
  private release(out: AddMaskPiece[]): void {
    if (this.cand.length > 0) out.push(Buffer.from(this.cand));
    this.cand = [];
  }

  private releaseHeld(out: AddMaskPiece[]): void {
    if (this.heldLength > 0) out.push(this.held.length === 1 ? this.held[0]! : Buffer.concat(this.held));
    this.held = [];
    this.heldLength = 0;
  }

  /** A v2 command's properties the line ended in, unclosed: a legacy command in them, or no command. */
  private endUnclosed(out: AddMaskPiece[], last: Buffer): void {
    const line = this.heldWith(last);
    this.held = [];
    this.heldLength = 0;
    const legacy = legacyIn(line);
    if (legacy === undefined) {
      if (line.length > 0) out.push(Buffer.from(line));
      return;
    }
    if (legacy.at > 0) out.push(Buffer.from(line.subarray(0, legacy.at)));
    this.form = 'legacy';
    this.emitCommand(out, line.subarray(legacy.value), false);
  }

  private heldWith(last: Buffer): Buffer {
    return this.held.length === 0 ? last : Buffer.concat([...this.held, last]);
  }

  /** The value to register, then its line as the log shows it: `::add-mask::***` (`##[add-mask]***`). */
  private emitCommand(out: AddMaskPiece[], rest: Buffer, cut: boolean): void {
    out.push({ rest: Buffer.from(rest), cut, form: this.form });
    out.push(MASKED[this.form]);
    this.held = [];
    this.heldLength = 0;
  }
}

/** Where the `::` ending a v2 command's properties ends (its second byte), in [from, stop); -1 when none. `before`: the byte before `from`. */
function propsEndV2(chunk: Buffer, from: number, stop: number, before: number | undefined): number {
  if (from < stop && before === COLON && chunk[from] === COLON) return from;
  const at = chunk.indexOf('::', from);
  return at >= 0 && at + 1 < stop ? at + 1 : -1;
}

/** The line's first `##[`, when it is an add-mask command: where it stands and where its value begins. */
function legacyIn(line: Buffer): { at: number; value: number } | undefined {
  const at = line.indexOf('##[');
  if (at < 0) return undefined;
  let k = at + 3;
  for (const c of NAME) if (lower(line[k++] ?? 0) !== c) return undefined;
  if (line[k] === BRACKET_CLOSE) return { at, value: k + 1 };
  if (line[k] !== SPACE) return undefined;
  const close = line.indexOf(BRACKET_CLOSE, k);
  return close < 0 ? undefined : { at, value: close + 1 };
}
