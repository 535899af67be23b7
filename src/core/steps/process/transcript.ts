// Transcripts: each attempt's stdout+stderr is the log the process runner appends to. After the
// process ends the runner reads it (for usage) and rewrites it with secrets masked: the value of
// every environment variable whose name looks secret is replaced by ***.
import { readFileSync } from 'node:fs';
import { atomicWriteFile } from '../../state/atomic-write.js';

export const SECRET_NAME = /TOKEN|KEY|SECRET|PASSWORD|PASSWD|CREDENTIAL/i;
/** Shorter values are not masked: replacing "1" or "true" everywhere would destroy a transcript. */
export const MIN_SECRET_LENGTH = 6;
export const MASK = '***';

/** Values to mask, longest first (so a value containing another is masked whole). */
export function secretValues(env: Record<string, string | undefined>): string[] {
  const values = new Set<string>();
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || !SECRET_NAME.test(name)) continue;
    if (value.length >= MIN_SECRET_LENGTH) values.add(value);
  }
  return [...values].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
}

export function maskSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (out.includes(secret)) out = out.split(secret).join(MASK);
  return out;
}

/**
 * Read an attempt's transcript and mask it in place. Returns the unmasked text (for usage
 * parsing), '' when the process wrote nothing. A stage whose text nobody reads (no agent) and
 * with no secret to mask is not read at all: a chatty shell stage's log may be large.
 */
export function finishTranscript(absPath: string, secrets: readonly string[], wanted = true): string {
  if (!wanted && secrets.length === 0) return '';
  let text: string;
  try {
    text = readFileSync(absPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
  const masked = maskSecrets(text, secrets);
  if (masked !== text) atomicWriteFile(absPath, masked);
  return text;
}
