// docs/stop-codes.md and docs/cli.md's exit-status table are generated from src/core/run/stop-codes.ts;
// this fails while either is stale.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { EXIT_STATUS, STOP_CODES } from '../../src/core/run/stop-codes.js';
// @ts-expect-error -- a plain ES module of the build scripts, without type declarations
import { CLI_DOC_FILE, DOC_FILE, cliDoc, stopCodesDoc } from '../../scripts/gen-stop-codes-doc.mjs';

const doc = readFileSync(DOC_FILE as string, 'utf8');
const STALE = 'stale: run node --import ./scripts/register-ts.mjs scripts/gen-stop-codes-doc.mjs';

describe('docs/stop-codes.md', () => {
  // The texts the script writes (and its --check compares), made in this process as
  // validate-schema.test.ts makes the schema's: no Node, tsx and esbuild started for them.
  it('is exactly what scripts/gen-stop-codes-doc.mjs generates, and so is cli.md\'s exit-status table (regenerate them after changing the table)', () => {
    expect(doc, `docs/stop-codes.md is ${STALE}`).toBe((stopCodesDoc as () => string)());
    const cli = readFileSync(CLI_DOC_FILE as string, 'utf8');
    expect(cli, `docs/cli.md is ${STALE}`).toBe((cliDoc as (current: string) => string)(cli));
  });

  it('documents every stop code with its exit status, cause and fix', () => {
    for (const [code, info] of Object.entries(STOP_CODES)) {
      const section = doc.split(`\n### ${code}\n`)[1]?.split('\n### ')[0];
      expect(section, code).toBeDefined();
      expect(section).toContain(`**Exit ${EXIT_STATUS[info.class]}** (${info.class}).`);
      expect(section).toContain(`**Cause:** ${info.summary}`);
      expect(section).toContain(`**Fix:** ${info.fix}`);
    }
  });

  it('is general: no cause or fix names one workflow\'s paths (they are shown for every workflow, and in the Action\'s banner)', () => {
    for (const [code, info] of Object.entries(STOP_CODES)) {
      expect(`${info.summary} ${info.fix}`, code).not.toMatch(/docs\/reverse-engineering|full-reverse-engineering/);
    }
  });

  it('says what to do with a finished run where it is refused for having finished (as the refusals themselves say)', () => {
    for (const code of ['APPROVAL_NOT_PENDING', 'SHARD_NOT_READY'] as const) {
      expect(STOP_CODES[code].fix, code).toMatch(/A finished run .*start the workflow over, with a new run id or this one with --mode fresh/);
    }
  });

  it('gives every class a distinct exit status, 0 only for success', () => {
    const exits = Object.values(EXIT_STATUS);
    expect(new Set(exits).size).toBe(exits.length);
    for (const [cls, exit] of Object.entries(EXIT_STATUS)) expect(exit === 0, cls).toBe(cls === 'success');
  });
});
