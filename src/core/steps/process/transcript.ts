// Transcripts: each attempt's stdout+stderr is its log. Secrets are masked while the output
// streams (the process runner passes every chunk through a SecretMasker before it reaches the
// log or a stage_output event): the value of every environment variable whose name looks secret
// is replaced by ***, in every form a tool prints it in (run/secret-forms.ts), by the one masker
// (run/form-masker.ts). Memory stays bounded whatever a stage prints: a masker holds at most one
// chunk plus the length of the longest form.
import { closeSync, fstatSync, lstatSync, openSync, readSync, constants } from 'node:fs';
import { atomicWriteFile } from '../../state/atomic-write.js';
import type { ProcessResult } from '../../run/ports.js';
import { ATTEMPT_TOKEN_VARIABLE } from '../../run/stage-command.js';
import { maskValues, secretValuesOf } from '../../run/secret-names.js';
import { maskedForms } from '../../run/secret-forms.js';
import { FormMasker, wellFormed } from '../../run/form-masker.js';

export { MASK, MIN_SECRET_LENGTH, SECRET_NAME, shownValue } from '../../run/secret-names.js';

/** Values to mask, longest first (so a value containing another is masked whole). */
export function secretValues(env: Record<string, string | undefined>): string[] {
  return secretValuesOf(env, ATTEMPT_TOKEN_VARIABLE);
}


/**
 * A whole text (a log line, a message) with every form of each secret as *** (maskValues), read as
 * its log holds it: a lone surrogate (a string cut inside a pair) as U+FFFD, as writing it would.
 */
export function maskSecrets(text: string, secrets: readonly string[]): string {
  return secrets.length === 0 ? text : maskValues(wellFormed(text), secrets);
}

/**
 * Masks a stream's secrets (a stage's stdout or stderr, cut into arbitrary chunks): every form of
 * each (run/secret-forms.ts maskedForms: its value, JSON-escaped, percent-encoded and base64 forms,
 * its trimmed value and lines), so an agent's JSON transcript quoting a private key is masked like
 * the key printed as it is — by run/form-masker.ts's FormMasker, the one masker.
 */
export class SecretMasker extends FormMasker {
  private readonly secrets: readonly string[];
  /** Every form of the secrets (kept so that `with` computes only the new secrets' forms). */
  private readonly forms: readonly string[];

  constructor(secrets: readonly string[], previous?: SecretMasker) {
    const forms = previous === undefined ? maskedForms(secrets) : [...new Set([...previous.forms, ...maskedForms(secrets.filter((s) => !previous.secrets.includes(s)))])];
    super(forms);
    this.secrets = secrets;
    this.forms = forms;
    if (previous !== undefined) this.continueStream(previous);
  }

  /** A masker of `more` secrets too, going on with this one's stream (a stage's ::add-mask:: line: stage-masks.ts). */
  with(more: readonly string[]): SecretMasker {
    const added = more.filter((s) => !this.secrets.includes(s));
    return added.length === 0 ? this : new SecretMasker([...this.secrets, ...added], this);
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
