// Text the CLI prints from stages, agents and registries drops terminal escapes and C0/C1 controls.
import { describe, expect, it } from 'vitest';
import { printable } from '../../src/core/run/printable.js';

describe('printable', () => {
  it('drops CSI and OSC sequences (BEL- or ST-terminated), 8-bit CSI/OSC and other C0/C1 controls; keeps tab, newline and text', () => {
    expect(printable('fine\u001b]0;HACKED\u0007\u001b[31mRED')).toBe('fineRED');
    expect(printable('a\u001b]8;;http://x\u001b\\link\u001b]8;;\u001b\\b')).toBe('alinkb');
    expect(printable('a\u009b2Jb\u009d0;T\u009cc')).toBe('abc');
    expect(printable('a\u0000b\u0008c\u007fd\u0085e\rf')).toBe('abcdef');
    expect(printable('tab\there\nnext line: né α ✓')).toBe('tab\there\nnext line: né α ✓');
  });

  it('an OSC sequence never terminated is dropped to its line\'s end, not with every line after it', () => {
    expect(printable('one \u001b]0;title\ntwo\nthree \u0007four')).toBe('one \ntwo\nthree four');
    expect(printable('one \u009d0;title\r\ntwo')).toBe('one \ntwo');
    expect(printable('a\u001b]8;;http://x\u001b\\link\u001b]8;;\u001b\\b\nc')).toBe('alinkb\nc');
  });
});
