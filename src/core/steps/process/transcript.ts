// Transcripts: each attempt's stdout+stderr is its log. Secrets are masked while the output
// streams (the process runner passes every chunk through a SecretMasker before it reaches the
// log or a stage_output event): the value of every environment variable whose name looks secret
// is replaced by ***. Memory stays bounded whatever a stage prints: a masker holds at most one
// chunk plus the length of the longest secret.
import { closeSync, fstatSync, lstatSync, openSync, readSync, constants } from 'node:fs';
import { atomicWriteFile } from '../../state/atomic-write.js';
import type { ProcessResult } from '../../run/ports.js';
import { ATTEMPT_TOKEN_VARIABLE } from '../../run/stage-command.js';
import { MASK, secretValuesOf } from '../../run/secret-names.js';
import { maskedForms } from '../../run/secret-forms.js';

export { MASK, MIN_SECRET_LENGTH, SECRET_NAME, shownValue } from '../../run/secret-names.js';

/** Values to mask, longest first (so a value containing another is masked whole). */
export function secretValues(env: Record<string, string | undefined>): string[] {
  return secretValuesOf(env, ATTEMPT_TOKEN_VARIABLE);
}


export function maskSecrets(text: string, secrets: readonly string[]): string {
  if (secrets.length === 0) return text;
  const masker = new SecretMasker(secrets);
  return Buffer.concat([masker.push(Buffer.from(text, 'utf8')), masker.end()]).toString('utf8');
}

const MASK_BYTES = Buffer.from(MASK, 'utf8');
const NEWLINE = 0x0a;

/**
 * Masks secrets in a byte stream cut into arbitrary chunks: a secret split across two chunks is
 * masked like one that arrives whole. Each secret in every form a tool may print it in (its
 * JSON-escaped, percent-encoded and base64 forms: run/secret-forms.ts), so an agent's JSON
 * transcript quoting a private key is masked like the key printed as it is. At each position the leftmost occurrence wins, and of those
 * starting there the longest. A position is decided once no secret can start there unseen: every
 * secret that could is fully visible, or what follows the position is no secret's beginning. So
 * only a tail that begins a secret is held back (at most longest secret - 1 bytes) until the next
 * chunk or end() — a line ending in text no secret begins with is released at once, also when a
 * secret holds a newline (a private key), so stdout's and stderr's lines interleave in the log
 * whole; when no secret holds a newline, everything up to the last newline is decided too.
 */
export class SecretMasker {
  private readonly secrets: Buffer[];
  private readonly longest: number;
  private readonly linesDecide: boolean;
  /** Whether some secret begins with a byte (firstPending skips every other position at once). */
  private readonly starts = new Uint8Array(256);
  private carry: Buffer = Buffer.alloc(0);

  constructor(secrets: readonly string[]) {
    this.secrets = maskedForms(secrets).map((s) => Buffer.from(s, 'utf8')).sort((a, b) => b.length - a.length);
    this.longest = this.secrets[0]?.length ?? 0;
    this.linesDecide = this.secrets.every((s) => !s.includes(NEWLINE));
    for (const s of this.secrets) this.starts[s[0]!] = 1;
  }

  /** The masked bytes that can be released now (possibly none). */
  push(chunk: Buffer): Buffer {
    if (this.longest === 0) return chunk;
    const data = this.carry.length === 0 ? chunk : Buffer.concat([this.carry, chunk]);
    return this.mask(data, false);
  }

  /** The rest, masked: call once, when the stream has ended. */
  end(): Buffer {
    if (this.longest === 0 || this.carry.length === 0) return Buffer.alloc(0);
    return this.mask(this.carry, true);
  }

  /**
   * The first position where a secret may start that `data` does not hold whole: data from there
   * to its end is the beginning of a longer secret. Only the last (longest - 1) positions can be.
   */
  private firstPending(data: Buffer): number {
    for (let p = Math.max(0, data.length - (this.longest - 1)); p < data.length; p++) {
      if (this.starts[data[p]!] === 0) continue;
      const rest = data.length - p;
      for (const secret of this.secrets) {
        if (secret.length > rest && secret[0] === data[p] && data.compare(secret, 0, rest, p) === 0) return p;
      }
    }
    return data.length;
  }

  private mask(data: Buffer, ended: boolean): Buffer {
    // Positions below `limit` are decided: every secret starting there lies inside `data`, and
    // from `limit` on the first whose rest of `data` begins a longer secret (it may go on).
    let limit = ended ? data.length : this.firstPending(data);
    // A secret without a newline that starts before the last newline ends before it.
    if (!ended && this.linesDecide) limit = Math.max(limit, data.lastIndexOf(NEWLINE) + 1);
    const out: Buffer[] = [];
    // Next occurrence of each secret at or after `pos` (-1: none in data), found lazily.
    const next = new Array<number>(this.secrets.length).fill(-2);
    let pos = 0;
    for (;;) {
      let best = -1;
      let bestAt = Infinity;
      for (let i = 0; i < this.secrets.length; i++) {
        if (next[i] !== -1 && next[i]! < pos) next[i] = data.indexOf(this.secrets[i]!, pos);
        const at = next[i]!;
        // Secrets are sorted longest first: at equal positions the first found is the longest.
        if (at >= 0 && at < limit && at < bestAt) {
          best = i;
          bestAt = at;
        }
      }
      if (best < 0) break;
      if (bestAt > pos) out.push(data.subarray(pos, bestAt));
      out.push(MASK_BYTES);
      pos = bestAt + this.secrets[best]!.length;
    }
    const release = Math.max(pos, limit);
    if (release > pos) out.push(data.subarray(pos, release));
    // Copied, so a held tail does not pin the whole chunk it came from.
    this.carry = ended ? Buffer.alloc(0) : Buffer.from(data.subarray(release));
    return out.length === 1 ? out[0]! : Buffer.concat(out);
  }
}

/** How much of an agent's transcript is read back for its usage report (the end of it). */
export const MAX_TRANSCRIPT_READ = 64 * 1024 * 1024;

/**
 * The (already masked) transcript of an attempt, for parsing the agent's usage report: '' when
 * nobody reads it (no agent) or the process wrote nothing. Of a transcript longer than
 * MAX_TRANSCRIPT_READ only the end is read (usage reports come last), so a stage that prints
 * gigabytes cannot exhaust the runner's memory. Never follows a link, never blocks on a FIFO.
 * `from`: a byte offset to read from (what the attempt's last process appended; logSize).
 */
export function finishTranscript(absPath: string, wanted = true, from = 0): string {
  if (!wanted) return '';
  let fd: number;
  try {
    fd = openSync(absPath, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return '';
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return '';
    const length = Math.min(Math.max(0, stat.size - from), MAX_TRANSCRIPT_READ);
    const buffer = Buffer.alloc(length);
    let read = 0;
    while (read < length) {
      const n = readSync(fd, buffer, read, length - read, stat.size - length + read);
      if (n === 0) break;
      read += n;
    }
    return buffer.subarray(0, read).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/** The size of an attempt's log now, in bytes (0: none, or not a file): where what is appended next starts. */
export function logSize(absPath: string): number {
  try {
    const stat = lstatSync(absPath);
    return stat.isFile() ? stat.size : 0;
  } catch {
    return 0;
  }
}

/**
 * Save an agent's prompt beside its transcript, masked. Something other than a file at that path
 * (a directory a stage made) stops the attempt before it starts: the result to record, else
 * undefined.
 */
export function writePromptCopy(absPath: string, rel: string, prompt: string, secrets: readonly string[]): ProcessResult | undefined {
  try {
    atomicWriteFile(absPath, maskSecrets(prompt, secrets));
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    return { exitCode: null, signal: null, timedOut: false, durationMs: 0, fileRefused: `its prompt copy ${rel} cannot be written (${code}: something other than a file stands at that path)` };
  }
}
