// installedDoc: a doc a hint names, said where this stagegate's copy is (the package ships docs/):
// relative to the folder the command runs in when below it (node_modules/stagegate/docs/gate.md
// from a user's repository), else absolute; a doc the package lacks stays docs/<name>. And init's
// schema comment: a copy inside the project, else the published URL and this stagegate's copy.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { installedDoc } from '../../src/cli/installed-doc.js';
import { schemaReference } from '../../src/cli/commands/init.js';
import { VERSION } from '../../src/version.js';
import { REPO_ROOT } from '../helpers/cli.js';

describe('installedDoc', () => {
  it('names the package copy relative to a folder above it, absolute from elsewhere, and only a doc that exists', () => {
    expect(installedDoc('gate.md', REPO_ROOT)).toBe('docs/gate.md');
    const above = join(REPO_ROOT, '..');
    const rel = installedDoc('gate.md', above);
    expect(rel).toBe(`${REPO_ROOT.slice(above.length + 1)}/docs/gate.md`);
    expect(existsSync(join(above, rel))).toBe(true);
    expect(installedDoc('gate.md', join(REPO_ROOT, 'src'))).toBe(join(REPO_ROOT, 'docs', 'gate.md'));
    expect(installedDoc('no-such-doc.md', REPO_ROOT)).toBe('docs/no-such-doc.md');
  });
});

describe("init's schema reference", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  const scratch = (files: string[]) => {
    const dir = mkdtempSync(join(tmpdir(), 'stagegate-schema-ref-'));
    dirs.push(dir);
    for (const f of files) {
      mkdirSync(dirname(join(dir, f)), { recursive: true });
      writeFileSync(join(dir, f), '{}');
    }
    return dir;
  };

  it('a copy inside DIR first (the installed package, else this stagegate when it lies in DIR: a vendored clone), else the published URL with this stagegate as the local copy', () => {
    const installed = scratch(['node_modules/stagegate/schema/workflow.schema.json', 'tools/stagegate/schema/workflow.schema.json']);
    expect(schemaReference(installed, join(installed, 'tools/stagegate'))).toEqual({ ref: '../node_modules/stagegate/schema/workflow.schema.json', published: false });
    const vendored = scratch(['tools/stagegate/schema/workflow.schema.json']);
    expect(schemaReference(vendored, join(vendored, 'tools/stagegate'))).toEqual({ ref: '../tools/stagegate/schema/workflow.schema.json', published: false });
    const outside = scratch([]);
    expect(schemaReference(outside, REPO_ROOT)).toEqual({ ref: `https://unpkg.com/stagegate@${VERSION}/schema/workflow.schema.json`, published: true, local: join(REPO_ROOT, 'schema', 'workflow.schema.json') });
    // A package root without a schema: the URL, no local copy to name.
    expect(schemaReference(outside, scratch([]))).toEqual({ ref: `https://unpkg.com/stagegate@${VERSION}/schema/workflow.schema.json`, published: true });
  });
});
