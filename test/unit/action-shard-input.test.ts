// The `shard` input of the action (a key, a matrix leg's JSON array of keys, or one key per line)
// and its `legs` input: what each reads as, and the messages of what they refuse.
import { describe, expect, it } from 'vitest';
import { InputError, parseShardKeys, readLegs } from '../../src/action/inputs.js';

describe('parseShardKeys', () => {
  it('reads a single plain key as it always did (trimmed), and empty as no shard', () => {
    expect(parseShardKeys('C-01')).toEqual(['C-01']);
    expect(parseShardKeys('  C-01 \n')).toEqual(['C-01']);
    expect(parseShardKeys('lint and test')).toEqual(['lint and test']);
    expect(parseShardKeys('')).toEqual([]);
    expect(parseShardKeys(' \n ')).toEqual([]);
  });

  it('reads a JSON array of keys, compact or pretty-printed over several lines as toJSON renders it', () => {
    expect(parseShardKeys('["C-01","C-02"]')).toEqual(['C-01', 'C-02']);
    expect(parseShardKeys('[\n  "C-01",\n  "C-02",\n  "C-03"\n]\n')).toEqual(['C-01', 'C-02', 'C-03']);
    expect(parseShardKeys('\r\n [ "C-01" ] ')).toEqual(['C-01']);
    // A key that only looks like JSON inside the array stays a string.
    expect(parseShardKeys('["[x]", "a b"]')).toEqual(['[x]', 'a b']);
  });

  it('reads anything not starting with [ as one key per line, blank lines skipped', () => {
    expect(parseShardKeys('C-01\r\n\n  C-02  \nC-03')).toEqual(['C-01', 'C-02', 'C-03']);
    // Only a leading [ switches to JSON.
    expect(parseShardKeys('C-01\n[C-02]')).toEqual(['C-01', '[C-02]']);
  });

  it('refuses what is not an array of non-empty strings, and keys given twice', () => {
    const refused: Array<[string, RegExp]> = [
      ['[C-01, C-02]', /^input 'shard' starts with '\[', so it is read as a JSON array of shard keys, but it is not valid JSON \([^\n]+\); give \$\{\{ toJSON\(matrix\.shard\) \}\} or one key per line$/],
      ['[\n "C-01",\n]', /is not valid JSON \([^\n]+\)/],
      ['[]', /^input 'shard' is an empty JSON array: a leg needs at least one shard key$/],
      ['[ ]', /empty JSON array/],
      ['["C-01", null]', /^input 'shard': element 2 of the JSON array is null, not a shard key \(every element must be a non-empty string\)$/],
      ['[["C-01"]]', /element 1 of the JSON array is \["C-01"\], not a shard key/],
      ['[{"key": "C-01"}]', /element 1 of the JSON array is \{"key":"C-01"\}/],
      ['["C-01", "  "]', /element 2 of the JSON array is an empty string/],
      ['["C-01", "C-01"]', /^input 'shard' names shard 'C-01' twice: each key runs once per leg$/],
      ['["C-01", " C-01 "]', /names shard 'C-01' twice/],
      ['C-01\nC-02\nC-01', /names shard 'C-01' twice/],
    ];
    for (const [raw, message] of refused) {
      expect(() => parseShardKeys(raw), raw).toThrow(InputError);
      expect(() => parseShardKeys(raw), raw).toThrow(message);
    }
  });
});

describe('readLegs', () => {
  it('reads a whole number from 1 to 256 with command: shards; empty is no legs', () => {
    expect(readLegs('20', 'shards')).toBe(20);
    expect(readLegs(' 1 ', 'shards')).toBe(1);
    expect(readLegs('256', 'shards')).toBe(256);
    expect(readLegs('', 'shards')).toBeUndefined();
    expect(readLegs('', 'run')).toBeUndefined();
  });

  it('refuses anything else, and legs with another command', () => {
    for (const raw of ['0', '-2', '2.5', '1e3', 'ten', '257', '99999999999999999999']) {
      expect(() => readLegs(raw, 'shards'), raw).toThrow(new RegExp(`^input 'legs' must be a whole number from 1 to 256 \\(the most matrix legs to deal the shards into: GitHub runs at most 256 jobs of one matrix\\), got '${raw.replace('.', '\\.')}'$`));
    }
    expect(() => readLegs('4', 'run')).toThrow(/^input 'legs' needs command: shards \(it deals the shards into matrix legs\), not 'run'$/);
    expect(() => readLegs('4', 'merge')).toThrow(InputError);
  });
});
