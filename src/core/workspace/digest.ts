// sha256 digests of files and text, streamed in chunks so a large artifact is never held whole.
import { createHash } from 'node:crypto';
import { closeSync, readSync } from 'node:fs';
import { openRegularForRead } from '../state/own-file.js';

const CHUNK = 1024 * 1024;

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
