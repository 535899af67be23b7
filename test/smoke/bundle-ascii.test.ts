// The committed bundles are ASCII only (scripts/ascii-only.mjs, run by scripts/bundle.mjs): a file
// with one non-ASCII byte is decoded on UTF-8's slow path and compiled as two-byte source.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const REPO_ROOT = join(import.meta.dirname, '..', '..');

describe('the committed bundles', () => {
  it('are ASCII only, every JavaScript file of dist/cli and dist/action (undici.cjs too)', () => {
    for (const dir of [join(REPO_ROOT, 'dist', 'cli'), join(REPO_ROOT, 'dist', 'action')]) {
      const files = readdirSync(dir).filter((f) => f.endsWith('.js') || f.endsWith('.cjs'));
      expect(files.length).toBeGreaterThan(1);
      for (const file of files) expect(/[^\x00-\x7f]/.test(readFileSync(join(dir, file), 'utf8')), `${dir}/${file}`).toBe(false);
    }
  });
});
