// `npm ci` with npm 11.16+ warns about every dependency whose install script package.json's
// allowScripts does not review (and npm 12 will not run it): the first thing a newcomer sees after
// cloning. Every package of the lockfile with an install script is reviewed there, true or false.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from './validate-helpers.js';

const json = (file: string) => JSON.parse(readFileSync(join(REPO, file), 'utf8')) as Record<string, unknown>;

describe('install scripts', () => {
  it('every locked package with an install script is named in package.json allowScripts', () => {
    const lock = json('package-lock.json') as { packages: Record<string, { version?: string; hasInstallScript?: boolean }> };
    const allow = (json('package.json')['allowScripts'] ?? {}) as Record<string, unknown>;
    const withScripts = Object.entries(lock.packages)
      .filter(([, p]) => p.hasInstallScript === true)
      .map(([path, p]) => ({ name: path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length), version: p.version }));
    expect(withScripts.length).toBeGreaterThan(0);
    const unreviewed = withScripts.filter(({ name, version }) => typeof allow[name] !== 'boolean' && typeof allow[`${name}@${version}`] !== 'boolean');
    expect(unreviewed).toEqual([]);
  });
});
