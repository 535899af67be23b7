// Which end-to-end files run in which tier (vitest.config.ts for `npm test`, vitest.slow.config.ts
// for `npm run test:slow`; docs/testing.md#the-tiers).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A test file that starts the built CLI or Action itself (ws.spawn([...]), startCli, the CLI
 * path imported from the helpers, startActionProcess, ...), or reads dist/ (the package test
 * packs it): it runs the bundles as real processes, for what only a process shows (signals, a
 * killed process group, a lock held by another process, a heap limit, a cancelled job).
 */
function usesTheBundle(file: string): boolean {
  return /\.spawn\(\[|\bstartCli\(|\bcliSnapshot\(|\bspawnCli\(|\(CLI\b|\bACTION_ENTRY\b|\bstartActionProcess\(|\brunActionProcess\(|REPO_ROOT, 'dist'|import \{[^}]*\bCLI\b[^}]*\} from/.test(readFileSync(file, 'utf8'));
}

const e2eFiles = readdirSync('test/e2e')
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => join('test/e2e', name));

/** test/e2e files that start the built CLI or Action as processes: the `process` project (slow tier). */
export const processFiles = e2eFiles.filter(usesTheBundle);

/** The other test/e2e files: the CLI's main() and the Action's step in the test process (`in-process`, npm test). */
export const inProcessFiles = e2eFiles.filter((file) => !processFiles.includes(file));
