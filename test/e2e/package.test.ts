// The npm package, as `npm i stagegate` would get it: it holds the CLI bundle, the schema, the
// docs, README and LICENSE (not the Action bundles or the sources) and depends on nothing. The
// packed tarball installed into an empty project and run is test/slow/package-install.test.ts.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, cliEnv } from '../helpers/cli.js';

const npm = (args: string[], cwd: string) => execFileSync('npm', args, { cwd, env: cliEnv({ npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' }), encoding: 'utf8' });

describe('the npm package', () => {
  const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as Record<string, unknown>;

  it('depends on nothing at run time, and says MIT with a LICENSE file', () => {
    expect(pkg['dependencies'] ?? {}).toEqual({});
    expect(pkg['license']).toBe('MIT');
    expect(readFileSync(join(REPO_ROOT, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n/);
    expect(pkg['bin']).toEqual({ stagegate: 'dist/cli/index.js' });
  });

  it('holds the CLI bundle, schema, docs, README and LICENSE — not the Action bundles or the sources', () => {
    const [report] = JSON.parse(npm(['pack', '--dry-run', '--json'], REPO_ROOT)) as Array<{ files: Array<{ path: string }> }>;
    const files = report!.files.map((f) => f.path).sort();
    for (const must of ['LICENSE', 'README.md', 'package.json', 'dist/cli/index.js', 'dist/cli/package.json', 'schema/workflow.schema.json', 'docs/cli.md', 'docs/gate.md']) expect(files).toContain(must);
    // Every chunk of the CLI bundle travels with it.
    for (const chunk of readdirSync(join(REPO_ROOT, 'dist', 'cli'))) expect(files).toContain(`dist/cli/${chunk}`);
    expect(files.filter((f) => f.startsWith('dist/action') || f.startsWith('src/') || f.startsWith('test/') || f === 'action.yml')).toEqual([]);
  });
});
