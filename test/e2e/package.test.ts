// The npm package, as `npm i stagegate` would get it: it depends on nothing and says MIT with a
// LICENSE file. What the packed tarball holds is process/package.test.ts; the tarball installed
// into an empty project and run is test/slow/package-install.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/cli.js';

describe('the npm package', () => {
  const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as Record<string, unknown>;

  it('depends on nothing at run time, and says MIT with a LICENSE file', () => {
    expect(pkg['dependencies'] ?? {}).toEqual({});
    expect(pkg['license']).toBe('MIT');
    expect(readFileSync(join(REPO_ROOT, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n/);
    expect(pkg['bin']).toEqual({ stagegate: 'dist/cli/index.js' });
  });
});
