// Once per vitest run (per project), before any test file, what every worker would otherwise make
// for itself — removed when the run ends:
//  - the CLI built from the sources as one ES module (esbuild, about half a second), for the
//    stages of in-process runs to call as `stagegate` ($STAGEGATE_BIN; in-process.ts). Started
//    through tsx instead, every such call would transpile and load the sources again: about 1 s of
//    CPU against 0.15 s. It is the same source the test process runs, and not the bundle users get
//    (that is ncc's dist/cli, which the `process` and `smoke` projects run); nothing else reads it;
//  - an empty git repository that workspaces copy instead of running `git init` (cli.ts). A
//    worker's own copy was never removed: vitest ends workers without an 'exit' event.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The sources' CLI as one file, for stages of in-process runs (global-setup.ts). */
    sourceCli: string;
    /** An empty git repository (`git init --template=`, branch main) for workspaces to copy. */
    emptyRepository: string;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'stagegate-test-run-'));
  const file = join(dir, 'stagegate.mjs');
  buildSync({
    entryPoints: [join(project.config.root, 'src', 'cli', 'bin.ts')],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The CommonJS libraries bundled into an ES module call require(): give them one.
    banner: { js: "import { createRequire as __stagegateRequire } from 'node:module'; const require = __stagegateRequire(import.meta.url);" },
    logLevel: 'error',
  });
  project.provide('sourceCli', file);
  const repository = join(dir, 'empty-repository');
  execFileSync('git', ['-c', 'init.defaultBranch=main', 'init', '-q', '-b', 'main', '--template=', repository], { stdio: 'ignore' });
  project.provide('emptyRepository', repository);
  return () => rmSync(dir, { recursive: true, force: true });
}
