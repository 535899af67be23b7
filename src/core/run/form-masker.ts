// The one secret masker: every occurrence of each of a list of forms as ***, over a byte stream
// (a stage's stdout and stderr, SecretMasker in steps/process/transcript.ts) or a whole text (the
// Action's report and summary, maskForms; log lines and messages, maskSecrets). A leaf module (no
// imports): the Action's validate path loads it with run/secret-names.ts, without the run path.

export const MASK = '***';
const MASK_BYTES = Buffer.from(MASK, 'utf8');
const NEWLINE = 0x0a;
const EMPTY = Buffer.alloc(0);
/** A lone surrogate: a high one not followed by a low one, a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Stands for a lone surrogate while a text is masked as bytes: no UTF-8 holds it, no form contains it. */
const SEPARATOR_BYTE = 0xff;
const SEPARATOR = Buffer.from([SEPARATOR_BYTE]);

/**
 * `text` with every occurrence of each form as ***: every character inside any occurrence is
 * masked, and overlapping or touching occurrences become one *** (as the log masker and GitHub's
 * runner do: masking one form first would leave the rest of an overlapping one in clear). For
 * several texts over the same forms, one FormMasker's maskText builds its table once.
 */
export function maskForms(text: string, forms: readonly string[]): string {
  return new FormMasker(forms).maskText(text);
}

/** `text` as its UTF-8 bytes read back hold it: each lone surrogate as U+FFFD. */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/**
 * Masks forms in a byte stream cut into arbitrary chunks: a form split across two chunks is masked
 * like one that arrives whole. Every byte inside an occurrence of some form is masked, and each run
 * of masked bytes becomes one *** — occurrences that overlap or touch are merged (as GitHub's runner
 * does), so two overlapping secrets leave no tail of either in clear. The forms are given already
 * expanded (a stage's log: each secret's value, JSON-escaped, percent-encoded and base64 forms,
 * run/secret-forms.ts; the Action's report: those and their markdown-escaped forms).
 *
 * A position is decided once no form can start there unseen: every form that could is fully
 * visible, or what follows the position is no form's beginning. So only a tail that begins a form
 * is held back (at most longest form - 1 bytes) until the next chunk or end() — a line ending in
 * text no form begins with is released at once, also when a form holds a newline (a private key),
 * so stdout's and stderr's lines interleave in the log whole; when no form holds a newline,
 * everything up to the last newline is decided too.
 *
 * Cost: one pass over the bytes per chunk, whatever the number of forms — a table of the forms'
 * first two bytes sends each position to the few forms beginning with those bytes (longest first,
 * compared in place), instead of a search per form per chunk, which made 30 secrets' ~300 forms
 * cost 3–4× the masking of the raw values on a transcript written in small chunks. (Aho-Corasick
 * libraries on npm match UTF-16 strings and report only whole matches; the masker needs bytes and
 * the forms a chunk's tail may begin, which the table answers too.)
 */
export class FormMasker {
  private readonly longest: number;
  private readonly linesDecide: boolean;
  /** Whether some form begins with a byte (most positions are skipped at this lookup). */
  private readonly starts = new Uint8Array(256);
  /** Whether a form of 2 bytes or more begins with a byte (a chunk's last byte may begin it). */
  private readonly startsLong = new Uint8Array(256);
  /** Whether a byte is a form of its own (a 1-byte secret). */
  private readonly single = new Uint8Array(256);
  /**
   * Forms of 2 bytes or more by their first two bytes, in two levels: a first byte's row (1 +
   * index, 0 for none) and, in that row of 256, the second byte's bucket (1 + index into buckets,
   * 0 for none). One flat table of every pair was 256 KiB allocated and zeroed per stream, two or
   * three a stage, also with no secret at all: most of what a stage allocated.
   */
  private readonly rowOf = new Uint16Array(256);
  private readonly rows: Uint32Array;
  /** Each bucket's forms, longest first. */
  private readonly buckets: Buffer[][] = [];
  private carry: Buffer = EMPTY;
  /** Whether what was released ends inside a mask that the held tail's first bytes may continue. */
  private masking = false;
  /** How many of the held tail's first bytes a form already found covers (masked, not yet released). */
  private coveredTo = 0;

  /** `forms`: well-formed strings (no lone surrogate), in any order; an empty one is ignored. */
  constructor(forms: readonly string[]) {
    const bytes = forms.map((s) => Buffer.from(s, 'utf8')).filter((s) => s.length > 0).sort((a, b) => b.length - a.length);
    this.longest = bytes[0]?.length ?? 0;
    this.linesDecide = bytes.every((s) => !s.includes(NEWLINE));
    let rowCount = 0;
    for (const form of bytes) if (form.length > 1 && this.rowOf[form[0]!] === 0) this.rowOf[form[0]!] = ++rowCount;
    this.rows = new Uint32Array(rowCount << 8);
    for (const form of bytes) {
      this.starts[form[0]!] = 1;
      if (form.length === 1) {
        this.single[form[0]!] = 1;
        continue;
      }
      this.startsLong[form[0]!] = 1;
      const key = ((this.rowOf[form[0]!]! - 1) << 8) | form[1]!;
      if (this.rows[key] === 0) this.rows[key] = this.buckets.push([]);
      this.buckets[this.rows[key]! - 1]!.push(form);
    }
  }

  /**
   * Go on with `previous`'s stream (this masker's forms include its): what it holds back, and
   * whether what it released ends inside a mask, are this one's now. A form added so is looked for
   * from the bytes held back on (what was released before stays as it was).
   */
  protected continueStream(previous: FormMasker): void {
    this.carry = previous.carry;
    this.masking = previous.masking;
    this.coveredTo = previous.coveredTo;
  }

  /** The masked bytes that can be released now (possibly none). */
  push(chunk: Buffer): Buffer {
    if (this.longest === 0) return chunk;
    const data = this.carry.length === 0 ? chunk : Buffer.concat([this.carry, chunk]);
    return this.mask(data, false);
  }

  /** The rest, masked: call once, when the stream has ended. */
  end(): Buffer {
    if (this.longest === 0 || this.carry.length === 0) return EMPTY;
    return this.mask(this.carry, true);
  }

  /**
   * A whole text masked, as a stream of its own (the masker is ready for another after it; not in
   * the middle of a stream). A lone surrogate in `text` (a string cut inside a pair) stays as it
   * is: it goes through as a byte no UTF-8 holds (0xFF), so no form matches across it, and is put
   * back — as a search over the string's UTF-16 units finds the same occurrences of well-formed
   * forms, which begin and end at whole characters.
   */
  maskText(text: string): string {
    if (this.longest === 0) return text;
    if (this.carry.length > 0 || this.masking) throw new Error('FormMasker.maskText: a stream is under way');
    const lone = text.match(LONE_SURROGATE);
    if (lone === null) return this.mask(Buffer.from(text, 'utf8'), true).toString('utf8');
    const parts = text.split(LONE_SURROGATE).flatMap((part, i) => (i === 0 ? [Buffer.from(part, 'utf8')] : [SEPARATOR, Buffer.from(part, 'utf8')]));
    const masked = this.mask(Buffer.concat(parts), true);
    let out = '';
    let from = 0;
    for (const surrogate of lone) {
      const at = masked.indexOf(SEPARATOR_BYTE, from);
      out += masked.toString('utf8', from, at) + surrogate;
      from = at + 1;
    }
    return out + masked.toString('utf8', from);
  }

  /** The bucket (1 + index into buckets, 0 for none) of the forms beginning with bytes b0 b1. */
  private bucketAt(b0: number, b1: number): number {
    const row = this.rowOf[b0]!;
    return row === 0 ? 0 : this.rows[((row - 1) << 8) | b1]!;
  }

  /** The end of the longest form at `p` that ends after `after` (-1: none). */
  private matchAt(data: Buffer, p: number, after: number): number {
    const b0 = data[p]!;
    if (p + 1 < data.length) {
      const k = this.bucketAt(b0, data[p + 1]!);
      if (k !== 0) {
        for (const form of this.buckets[k - 1]!) {
          const end = p + form.length;
          if (end <= after) break; // the rest are shorter: inside what is masked already
          if (end <= data.length && form.compare(data, p, end) === 0) return end;
        }
      }
    }
    return this.single[b0] === 1 && p + 1 > after ? p + 1 : -1;
  }

  /**
   * The first position where a form may start that `data` does not hold whole: data from there
   * to its end is the beginning of a longer form. Only the last (longest - 1) positions can be.
   */
  private firstPending(data: Buffer): number {
    for (let p = Math.max(0, data.length - (this.longest - 1)); p < data.length; p++) {
      const b0 = data[p]!;
      if (this.startsLong[b0] === 0) continue;
      const rest = data.length - p;
      if (rest === 1) return p;
      const k = this.bucketAt(b0, data[p + 1]!);
      if (k === 0) continue;
      for (const form of this.buckets[k - 1]!) {
        if (form.length <= rest) break; // the rest are shorter: whole in data
        if (form.compare(data, p, data.length, 0, rest) === 0) return p;
      }
    }
    return data.length;
  }

  private mask(data: Buffer, ended: boolean): Buffer {
    // Positions below `limit` are decided: every form starting there lies inside `data`, and
    // from `limit` on the first whose rest of `data` begins a longer form (it may go on).
    let limit = ended ? data.length : this.firstPending(data);
    // A form without a newline that starts before the last newline ends before it.
    if (!ended && this.linesDecide) limit = Math.max(limit, data.lastIndexOf(NEWLINE) + 1);
    const out: Buffer[] = [];
    // The current run of masked bytes [runStart, runEnd), and whether its *** is out already.
    let runStart = this.masking ? 0 : -1;
    let runEnd = this.masking ? this.coveredTo : -1;
    let shown = this.masking;
    let plainFrom = 0;
    for (let p = 0; p < limit; p++) {
      if (this.starts[data[p]!] === 0) continue;
      const end = this.matchAt(data, p, runStart >= 0 && p <= runEnd ? runEnd : -1);
      if (end < 0) continue;
      if (runStart >= 0 && p <= runEnd) {
        // Overlaps or touches the run: one mask.
        if (end > runEnd) runEnd = end;
        continue;
      }
      if (runStart >= 0) {
        if (!shown) out.push(MASK_BYTES);
        plainFrom = runEnd;
      }
      if (p > plainFrom) out.push(data.subarray(plainFrom, p));
      runStart = p;
      runEnd = end;
      shown = false;
    }
    if (runStart >= 0 && runEnd >= limit && !ended) {
      // The run reaches what is held back: the held tail's first bytes may continue it.
      if (!shown) out.push(MASK_BYTES);
      this.masking = true;
      this.coveredTo = runEnd - limit;
    } else {
      if (runStart >= 0) {
        if (!shown) out.push(MASK_BYTES);
        plainFrom = runEnd;
      }
      if (limit > plainFrom) out.push(data.subarray(plainFrom, limit));
      this.masking = false;
      this.coveredTo = 0;
    }
    // Copied, so a held tail does not pin the whole chunk it came from.
    this.carry = ended ? EMPTY : Buffer.from(data.subarray(limit));
    return out.length === 1 ? out[0]! : Buffer.concat(out);
  }
}
