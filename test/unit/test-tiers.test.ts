// The tiers stay true to their folders (test/tiers.ts): a test/e2e file that starts the built CLI
// or Action belongs in test/e2e/process/ (the slow tier), never among `npm test`'s in-process
// files, and a file in test/e2e/process/ that starts no bundle belongs back in test/e2e/.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { campaignFiles, inProcessFiles, processFiles, usesTheBundle } from '../tiers.js';

describe('the end-to-end tiers', () => {
  it('no test/e2e file that runs in-process starts the built CLI or Action (those go in test/e2e/process/)', () => {
    expect(inProcessFiles.length).toBeGreaterThan(0);
    expect(inProcessFiles.filter(usesTheBundle)).toEqual([]);
  });

  it('every test/e2e/process file starts the built CLI or Action (the others go in test/e2e/)', () => {
    expect(processFiles.length).toBeGreaterThan(0);
    expect(processFiles.filter((file) => !usesTheBundle(file))).toEqual([]);
  });

  it('every unit and in-process file that mentions CAMPAIGN is in the campaign project (so the slow tier runs what npm test leaves out)', () => {
    const unit = readdirSync('test/unit').filter((n) => n.endsWith('.test.ts')).map((n) => join('test/unit', n));
    const files = [...inProcessFiles, ...unit];
    const mentioning = files.filter((file) => readFileSync(file, 'utf8').includes('CAMPAIGN'));
    expect(mentioning.length).toBeGreaterThan(1);
    const included = new Set(campaignFiles(files));
    expect(mentioning.filter((file) => !included.has(file))).toEqual([]);
  });

  it('a file whose only tag comes from an expression, or that spells the tag as a string, is in the campaign project', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stagegate-tiers-'));
    try {
      const file = (name: string, text: string): string => {
        writeFileSync(join(dir, name), text);
        return join(dir, name);
      };
      const expression = file('expression.test.ts', "for (const c of cases) it(c.title, { tags: c.campaign ? [CAMPAIGN] : [] }, () => {});\n");
      const viaName = file('name.test.ts', 'const tags = [CAMPAIGN];\nit("x", { tags }, () => {});\n');
      const asString = file('string.test.ts', "it('x', { tags: ['slow', \"campaign\"] }, () => {});\n");
      const none = file('none.test.ts', "it('a campaigning test is no campaign', () => {});\n");
      expect(campaignFiles([expression, viaName, asString, none])).toEqual([expression, viaName, asString]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
