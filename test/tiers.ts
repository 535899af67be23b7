// Which end-to-end files run in which tier (vitest.config.ts for `npm test`, vitest.slow.config.ts
// for `npm run test:slow`; docs/testing.md#the-tiers). The folder decides: test/e2e/*.test.ts run
// in-process in `npm test`; test/e2e/process/*.test.ts start the built CLI or Action as processes
// and run in the slow tier. test/unit/test-tiers.test.ts holds every file to its folder with
// usesTheBundle, so a test that starts a bundle cannot land in `npm test` unnoticed.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Whether a test file starts the built CLI or Action itself (ws.spawn(...), whatever its argument, trackedRuns(), startCli, the CLI
 * path imported from the helpers, startActionProcess, ...), or reads dist/ (the package test
 * packs it): it runs the bundles as real processes, for what only a process shows (signals, a
 * killed process group, a lock held by another process, a heap limit, a cancelled job).
 */
export function usesTheBundle(file: string): boolean {
  return /\.spawn\(|\btrackedRuns\(|\bstartCli\(|\bcliSnapshot\(|\bspawnCli\(|\(CLI\b|\bACTION_ENTRY\b|\bstartActionProcess\b|\brunActionProcess\b|REPO_ROOT, 'dist'|import \{[^}]*\bCLI\b[^}]*\} from/.test(readFileSync(file, 'utf8'));
}

const testsIn = (dir: string): string[] =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.test.ts'))
    .sort()
    .map((name) => join(dir, name));

/** test/e2e/*.test.ts: the CLI's main() and the Action's step in the test process (`in-process`, npm test). */
export const inProcessFiles = testsIn('test/e2e');

/** test/e2e/process/*.test.ts: the built CLI or Action started as processes (`process`, the slow tier). */
export const processFiles = testsIn('test/e2e/process');

/**
 * The tag of an in-process test that `npm test` leaves to the slow tier (`{ tags: [CAMPAIGN] }`):
 * a dear test (a whole multi-job or multi-wave campaign, a bundled example end to end) every
 * source line of which the rest of `npm test` also runs, each of its steps proved there by a
 * test of its own (docs/testing.md, "The tiers"). `npm test` filters it out (scripts/test.mjs:
 * `--tagsFilter !campaign`); `npm run test:slow` runs exactly these, in-process, in its
 * `campaign` project.
 */
export const CAMPAIGN = 'campaign';

export const TAGS = [{ name: CAMPAIGN, description: "A dear in-process test whose every line the rest of npm test covers: run by npm run test:slow (the campaign project), not by npm test." }];

/**
 * The unit and in-process end-to-end files that may hold a campaign test (the slow tier's campaign
 * project): every file that mentions the tag at all — the constant, or the word as a string — not
 * only a literal `tags: [CAMPAIGN]`, so a tag given by an expression (`tags: c.slow ? [CAMPAIGN] :
 * []`) is not left out of the campaign project (its tests would then run nowhere: npm test filters
 * them out). A file that only mentions it runs nothing there (the project runs `--tagsFilter campaign`).
 */
export function campaignFiles(files: readonly string[]): string[] {
  return files.filter((file) => /\bCAMPAIGN\b|(['"`])campaign\1/.test(readFileSync(file, 'utf8')));
}
