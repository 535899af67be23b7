// The npm package, as `npm i stagegate` would get it: it holds the CLI bundle (read from dist/),
// the schema, the docs, README and LICENSE (not the Action bundles or the sources). The rest:
// ../package.test.ts; the packed tarball installed and run: test/slow/package-install.test.ts.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, cliEnv } from '../../helpers/cli.js';

const npm = (args: string[], cwd: string) => execFileSync('npm', args, { cwd, env: cliEnv({ npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' }), encoding: 'utf8' });

describe('the npm package', () => {
  it('holds the CLI bundle, schema, docs, README and LICENSE — not the Action bundles or the sources', () => {
    const [report] = JSON.parse(npm(['pack', '--dry-run', '--json'], REPO_ROOT)) as Array<{ files: Array<{ path: string }> }>;
    const files = report!.files.map((f) => f.path).sort();
    for (const must of ['LICENSE', 'README.md', 'package.json', 'dist/cli/index.js', 'dist/cli/package.json', 'schema/workflow.schema.json', 'docs/cli.md', 'docs/gate.md']) expect(files).toContain(must);
    // Every chunk of the CLI bundle travels with it.
    for (const chunk of readdirSync(join(REPO_ROOT, 'dist', 'cli'))) expect(files).toContain(`dist/cli/${chunk}`);
    expect(files.filter((f) => f.startsWith('dist/action') || f.startsWith('src/') || f.startsWith('test/') || f === 'action.yml')).toEqual([]);
  });
});
