// installedDoc: a doc a hint names, said where this stagegate's copy is (the package ships docs/):
// relative to the folder the command runs in when below it (node_modules/stagegate/docs/gate.md
// from a user's repository), else absolute; a doc the package lacks stays docs/<name>.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { installedDoc } from '../../src/cli/installed-doc.js';
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
