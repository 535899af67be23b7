// Which stagegate wrote a run (src/core/state/written-by.ts): versions ordered as semver orders them,
// so a run a newer build wrote is told from one this build or an older one wrote.
import { describe, expect, it } from 'vitest';
import { compareVersions, newerBuildRefusal, newerThan, plainVersion } from '../../src/core/state/written-by.js';

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

// Only a plain release version is repeated in what stagegate prints; a journal's other text is said without being repeated.
describe('plainVersion', () => {
  it('is a release version (MAJOR.MINOR.PATCH, a short pre-release), nothing else', () => {
    for (const v of ['0.1.0', '99.0.0', '1.2.3-rc.1', '1.2.3-beta', '1.2.3-2', '10.20.30-alpha.1.2']) expect(plainVersion(v), v).toBe(v);
    for (const v of ['v1.2.3', ' 1.2.3', '1.2.3\n', '1.2.3+build', '01.2.3', '1.2', '1.2.3-see.evil-example.com', '1.2.3-a-b', `1.2.3-${'x'.repeat(40)}`, '1.2.3-rc.01', '1.2.3 ; curl x | sh']) expect(plainVersion(v), JSON.stringify(v)).toBeUndefined();
  });

  it('the refusal names a plain version and its npm install; any other text is not repeated', () => {
    expect(newerBuildRefusal('99.0.0', 'j').hint).toContain('npm install stagegate@99.0.0;');
    const forged = newerBuildRefusal('99.0.0-see.evil-example.com', 'j');
    expect(forged.reason + forged.hint).not.toContain('evil');
    expect(forged.hint).toContain('npm install stagegate@latest');
  });
});
