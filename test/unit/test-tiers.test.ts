// The tiers stay true to their folders (test/tiers.ts): a test/e2e file that starts the built CLI
// or Action belongs in test/e2e/process/ (the slow tier), never among `npm test`'s in-process
// files, and a file in test/e2e/process/ that starts no bundle belongs back in test/e2e/.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
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

  it('every file that tags a test campaign is found by campaignFiles (so the slow tier runs what npm test leaves out)', () => {
    const unit = readdirSync('test/unit').filter((n) => n.endsWith('.test.ts')).map((n) => join('test/unit', n));
    const files = [...inProcessFiles, ...unit];
    // Any spelling of the tag: the constant alone, among others, or as the string.
    const tagging = files.filter((file) => /tags:\s*\[[^\]]*(\bCAMPAIGN\b|'campaign'|"campaign")/.test(readFileSync(file, 'utf8')));
    expect(tagging.length).toBeGreaterThan(0);
    expect(campaignFiles(files)).toEqual(tagging);
  });
});
