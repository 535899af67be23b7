// The sha input: a full commit SHA of either object format git has, and a message that says both.
import { describe, expect, it } from 'vitest';
import { readSha } from '../../src/action/inputs.js';

describe('readSha', () => {
  it('takes a full SHA-1 or SHA-256 commit id (lower-cased), nothing for empty', () => {
    expect(readSha(` ${'A'.repeat(40)} `)).toBe('a'.repeat(40));
    expect(readSha('b'.repeat(64))).toBe('b'.repeat(64));
    expect(readSha('')).toBeUndefined();
  });

  it('refuses a short one with a message naming both lengths it takes', () => {
    expect(() => readSha('abc1234')).toThrow("input 'sha' must be a full commit SHA (40 hex digits, or 64 in a SHA-256 repository), got 'abc1234'");
  });
});
