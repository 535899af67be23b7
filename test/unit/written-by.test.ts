// Which stagegate wrote a run (src/core/state/written-by.ts): versions ordered as semver orders them,
// so a run a newer build wrote is told from one this build or an older one wrote.
import { describe, expect, it } from 'vitest';
import { compareVersions, newerThan } from '../../src/core/state/written-by.js';

describe('compareVersions', () => {
  it('orders by semantic-version precedence; a pre-release below its release; undefined for what is not a version', () => {
    expect(compareVersions('0.2.0', '0.1.0')).toBeGreaterThan(0);
    expect(compareVersions('0.1.10', '0.1.9')).toBeGreaterThan(0);
    expect(compareVersions('1.0.0', '1.0.0')).toBe(0);
    expect(compareVersions('1.0.0-rc.1', '1.0.0')).toBeLessThan(0);
    expect(compareVersions('1.0.0-rc.2', '1.0.0-rc.10')).toBeLessThan(0);
    expect(compareVersions('1.0.0-alpha', '1.0.0-alpha.1')).toBeLessThan(0);
    expect(compareVersions('1.0.0-1', '1.0.0-alpha')).toBeLessThan(0);
    expect(compareVersions('1.0.0+build.5', '1.0.0')).toBe(0);
    expect(compareVersions('next', '1.0.0')).toBeUndefined();
    expect(newerThan(['0.1.0', undefined, '0.3.0', '0.2.0', 'dev'], '0.1.0')).toBe('0.3.0');
    expect(newerThan(['0.1.0', '0.0.1'], '0.1.0')).toBeUndefined();
  });
});
