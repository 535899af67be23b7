// The journal reader on a file longer than the longest string V8 makes (~512 MiB): in the slow
// tier, as it allocates a buffer of that size.
import { describe, expect, it } from 'vitest';
import { constants as bufferConstants } from 'node:buffer';
import { parseJournal, sha256Hex } from '../../src/core/state/journal.js';

describe('journal file', () => {
  it('reads a journal longer than the longest string (decoded line by line) with the verdict it always had', () => {
    // A long run's journal may outgrow the longest string V8 makes (~512 MiB) long before a Buffer's
    // limit: decoded whole, it would throw (ERR_STRING_TOO_LONG) instead of being verified. Here: two
    // chained lines, a line that is not an event, then spaces up to past that length.
    const line1 = JSON.stringify({ seq: 1, prev: null, at: 'x', event: 'run_started' });
    const line2 = JSON.stringify({ seq: 2, prev: sha256Hex(line1), at: 'x', event: 'stopped' });
    const head = Buffer.from(`${line1}\n${line2}\n{"seq":3}\n`);
    const big = Buffer.alloc(bufferConstants.MAX_STRING_LENGTH + 2, 0x20);
    head.copy(big, 0);
    big[big.length - 1] = 0x0a;
    expect(parseJournal(big)).toMatchObject({ kind: 'corrupt', line: 3, reason: expect.stringMatching(/not a journal event/) });
  });
});
