// Once per vitest run (per project), before any test file, what every worker would otherwise make
// for itself — all in one folder, removed with everything in it when the run ends:
//  - the folder itself is the workers' TMPDIR (setup.ts), so every temp workspace, stage log and
//    runner file of the run lives there and nothing a test leaves behind outlives the run. With
//    `provide: { tempOnRamDisk: true }` (vitest.config.ts) it is on /dev/shm when that is a RAM
//    disk (tmpfs): a run's fsyncs cost nothing there, and nothing the tests check depends on the
//    disk (tmpfs supports links, FIFOs, chattr +i and ENOSPC as a disk does). The slow tier
//    (crash sweep and campaign, bench smoke) stays on the disk;
//  - the CLI built from the sources as ES modules (esbuild, about half a second; split at its
//    dynamic imports like the shipped bundle), for the
//    stages of in-process runs to call as `stagegate` ($STAGEGATE_BIN; in-process.ts). Started
//    through tsx instead, every such call would transpile and load the sources again: about 1 s of
//    CPU against 0.15 s. It is the same source the test process runs, and not the bundle users get
//    (that is ncc's dist/cli, which the `process` and `smoke` projects run); nothing else reads it.
//    Not built for a project that provides `bundlesOnly` (the smoke project: nothing there runs src/);
//  - an empty git repository that workspaces copy instead of running `git init` (git-commit.ts). A
//    worker's own copy was never removed: vitest ends workers without an 'exit' event;
//  - the fake agent's server (fake-agent-server.ts): the fake agent the tests start
//    (test/fixtures/fake-agent) is a shell process whose logic runs here, instead of a Node start
//    per agent call;
//  - the same for the stages' `stagegate gate` (stagegate-server.ts): the stages of in-process
//    runs call a shell client whose gate the sources' CLI writes here, instead of a Node start per
//    call (not for a bundlesOnly project).
import { execFileSync } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import type { TestProject } from 'vitest/node';
import { startFakeAgentServer } from './fake-agent-server.js';
import { startStagegateServer } from './stagegate-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by a config: put the run's folder (TMPDIR) on a RAM disk when there is one. */
    tempOnRamDisk?: boolean;
    /** The run's folder: the workers' TMPDIR (setup.ts). */
    tempDir: string;
    /** The sources' CLI (its entry file), for stages of in-process runs (global-setup.ts); not built for a bundlesOnly project. */
    sourceCli: string;
    /** Set by a config whose tests run only the built bundles (the smoke project): no sources' CLI, no run-state oracle (cli.ts). */
    bundlesOnly?: boolean;
    /** An empty git repository (`git init --template=`, branch main) for workspaces to copy. */
    emptyRepository: string;
    /** The stages' `stagegate` for in-process runs: `gate` served by this process (stagegate-server.ts), the rest sourceCli. */
    servedStagegate: string;
  }
}

/** tmpfs's magic number (statfs f_type). */
const TMPFS = 0x01021994;
const RAM_DISK = '/dev/shm';

function onRamDisk(): boolean {
  try {
    accessSync(RAM_DISK, constants.W_OK);
    return statfsSync(RAM_DISK).type === TMPFS;
  } catch {
    return false;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const parent = project.getProvidedContext().tempOnRamDisk === true && onRamDisk() ? RAM_DISK : tmpdir();
  const dir = mkdtempSync(join(parent, 'stagegate-test-run-'));
  // A TMPDIR like /tmp: tests run the CLI as another user too (security-runner-files).
  chmodSync(dir, 0o1777);
  project.provide('tempDir', dir);
  let stopStagegateServer = async (): Promise<void> => {};
  if (project.getProvidedContext().bundlesOnly !== true) {
    const sourceCli = buildSourceCli(project, dir);
    const served = await startStagegateServer(dir, sourceCli);
    project.provide('servedStagegate', served.client);
    stopStagegateServer = served.stop;
  }
  const repository = join(dir, 'empty-repository');
  execFileSync('git', ['-c', 'init.defaultBranch=main', 'init', '-q', '-b', 'main', '--template=', repository], { stdio: 'ignore' });
  project.provide('emptyRepository', repository);
  const stopAgentServer = await startFakeAgentServer(dir);
  return async () => {
    await stopAgentServer();
    await stopStagegateServer();
    rmSync(dir, { recursive: true, force: true });
  };
}

/** The CLI built from the sources as ES modules, for the stages of in-process runs (`sourceCli`). */
function buildSourceCli(project: TestProject, dir: string): string {
  const cliDir = join(dir, 'stagegate-cli');
  const file = join(cliDir, 'stagegate.mjs');
  // Split at the dynamic imports, as ncc's bundle is: a stage's `stagegate gate` loads the CLI's
  // light entry only (src/cli/index.ts), not every command (src/cli/dispatch.ts).
  buildSync({
    entryPoints: { stagegate: join(project.config.root, 'src', 'cli', 'bin.ts') },
    outdir: cliDir,
    outExtension: { '.js': '.mjs' },
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The CommonJS libraries bundled into an ES module call require(): give them one.
    banner: { js: "import { createRequire as __stagegateRequire } from 'node:module'; const require = __stagegateRequire(import.meta.url);" },
    logLevel: 'error',
  });
  project.provide('sourceCli', file);
  return file;
}
