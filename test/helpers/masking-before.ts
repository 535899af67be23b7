// The secret maskers as they were before session 34 made them one (src/core/run/form-masker.ts),
// frozen here as the oracle of test/unit/masking-differential.property.test.ts: maskForms of
// run/secret-names.ts (the Action's report, strings) and transcript.ts's SecretMasker and
// maskSecrets (stage logs, bytes), copied unchanged but for their names. Not for src/.
import { maskedForms } from '../../src/core/run/secret-forms.js';

const MASK = '***';
const MASK_BYTES = Buffer.from(MASK, 'utf8');
const NEWLINE = 0x0a;
const EMPTY = Buffer.alloc(0);

export function maskSecretsBefore(text: string, secrets: readonly string[]): string {
  if (secrets.length === 0) return text;
  const masker = new SecretMaskerBefore(secrets);
  return Buffer.concat([masker.push(Buffer.from(text, 'utf8')), masker.end()]).toString('utf8');
}

export class SecretMaskerBefore {
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

  constructor(secrets: readonly string[]) {
    const forms = maskedForms(secrets).map((s) => Buffer.from(s, 'utf8')).filter((s) => s.length > 0).sort((a, b) => b.length - a.length);
    this.longest = forms[0]?.length ?? 0;
    this.linesDecide = forms.every((s) => !s.includes(NEWLINE));
    let rowCount = 0;
    for (const form of forms) if (form.length > 1 && this.rowOf[form[0]!] === 0) this.rowOf[form[0]!] = ++rowCount;
    this.rows = new Uint32Array(rowCount << 8);
    for (const form of forms) {
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

export function maskFormsBefore(text: string, forms: readonly string[]): string {
  const ranges: [number, number][] = [];
  for (const form of forms) {
    if (form === '') continue;
    for (let at = text.indexOf(form); at >= 0; at = text.indexOf(form, at + 1)) ranges.push([at, at + form.length]);
  }
  if (ranges.length === 0) return text;
  ranges.sort((a, b) => a[0] - b[0]);
  let out = '';
  let done = 0;
  let [start, end] = ranges[0]!;
  for (const [from, to] of ranges) {
    if (from <= end) end = Math.max(end, to);
    else {
      out += text.slice(done, start) + MASK;
      done = end;
      [start, end] = [from, to];
    }
  }
  return out + text.slice(done, start) + MASK + text.slice(end);
}
