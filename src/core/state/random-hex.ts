// Random names for one run: the temp files of its atomic writes and its attempt tokens. Each is
// cryptographic (node:crypto's randomBytes), taken from a pool the run owns, so a stage does not
// cost a call into OpenSSL for each name: after every fork (one per stage) OpenSSL reseeds on its
// first call, ~0.15 ms here, and a stage made three such calls (two temp names, one token).
// docs/benchmarks.md, B1. One per run (never module-wide): a pool is refilled when used up.
import { randomBytes } from 'node:crypto';

/** How many random bytes one refill takes (a stage uses 18). */
const POOL_BYTES = 1024;

export class RandomHex {
  private pool: Buffer = Buffer.alloc(0);
  private at = 0;

  /** `bytes` random bytes as lower-case hex, never the same bytes twice. */
  hex(bytes: number): string {
    if (this.at + bytes > this.pool.length) {
      this.pool = randomBytes(Math.max(POOL_BYTES, bytes));
      this.at = 0;
    }
    const text = this.pool.toString('hex', this.at, this.at + bytes);
    this.at += bytes;
    return text;
  }
}
