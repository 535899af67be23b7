// The fast state reader must never read text differently from the yaml library: either it steps
// aside (NOT_OURS) or it gives the library's value, and it never accepts what the library rejects.
import { expect } from 'vitest';
import { parse } from 'yaml';
import { NOT_OURS, readOwnYaml } from '../../src/core/state/yaml-read.js';

export function expectReadLikeYamlLibrary(text: string): void {
  const fast = readOwnYaml(text);
  if (fast === NOT_OURS) return;
  let slow: unknown;
  try {
    slow = parse(text, { uniqueKeys: true }) ?? {};
  } catch {
    throw new Error(`fast reader accepted text the yaml library rejects: ${JSON.stringify(text)}`);
  }
  expect(fast).toEqual(slow);
}
