// sha256 digests of files and text, streamed in chunks so a large artifact is never held whole.
//
// node:crypto is required on first use, not imported: loading it costs every process that loads
// this module ~14 M instructions (~15% of a bare `node -e 0`), and `validate` never hashes (the
// workflow's digest is computed when a run reads it, model/loader.ts).
import { createRequire } from 'node:module';
import { closeSync, readSync } from 'node:fs';
import { openRegularForRead } from '../state/own-file.js';

const CHUNK = 1024 * 1024;

const requireBuiltin = createRequire(import.meta.url);

function createHash(algorithm: 'sha256'): import('node:crypto').Hash {
  return (requireBuiltin('node:crypto') as typeof import('node:crypto')).createHash(algorithm);
}

export function sha256Text(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('hex');
}

export function sha256File(path: string): string {
  const hash = createHash('sha256');
  // Never blocks on a FIFO put in a file's place (NotRegularFileError instead).
  const fd = openRegularForRead(path);
  try {
    const buffer = Buffer.allocUnsafe(CHUNK);
    for (;;) {
      const n = readSync(fd, buffer, 0, CHUNK, null);
      if (n === 0) break;
      hash.update(n === CHUNK ? buffer : buffer.subarray(0, n));
    }
  } finally {
    closeSync(fd);
  }
  return hash.digest('hex');
}
