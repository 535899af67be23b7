// The Action's job log shows text, never obeys it (src/action/log-guard.ts): a message any line of
// which the runner could take as a workflow command is wrapped in stop-commands with a fresh token.
import { describe, expect, it } from 'vitest';
import { guardedLines, mayCarryCommand } from '../../src/action/log-guard.js';

describe('guardedLines', () => {
  it('plain text is printed as it is', () => {
    for (const m of ['[1/2] a: OK -> b (1s)', 'a::b in the middle of a line', 'C++ std::string', '']) expect(guardedLines(m), m).toEqual([m]);
  });

  it('a line that starts a command — first or after a newline, a CR, leading white space — or a legacy ##[ is wrapped', () => {
    const forged = ['::error title=PWN::x', 'fine\n::add-mask::stagegate', 'fine\r::error::x', 'a\n   \t::warning::x', 'x ##[error]y', '\u00a0::error::x'];
    for (const m of forged) {
      expect(mayCarryCommand(m), JSON.stringify(m)).toBe(true);
      let n = 0;
      const lines = guardedLines(m, () => `tok${++n}`);
      expect(lines).toEqual(['::stop-commands::tok1', m, '::tok1::']);
    }
  });

  it('each message gets its own unguessable token', () => {
    const a = guardedLines('::error::x');
    const b = guardedLines('::error::x');
    expect(a[0]).toMatch(/^::stop-commands::[0-9a-f-]{36}$/);
    expect(a[0]).not.toBe(b[0]);
  });
});
