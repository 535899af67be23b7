// SourceInfo port: the workspace's git HEAD for run provenance, from `git rev-parse HEAD` (git
// itself knows every repository layout, worktree and environment variable). Null outside a
// repository, on an unborn branch, or where git is not installed.
//
// node:child_process is required on first use, not imported: the Action's `command: validate`
// imports this module (src/action/source.ts) and never asks for the commit, and child_process
// brings net and dgram with it (B4, docs/benchmarks.md).
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import type { SourceInfo } from '../core/run/ports.js';

const requireBuiltin = createRequire(import.meta.url);

const REV_PARSE = ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'];

function commitOf(out: string): string | null {
  const trimmed = out.trim();
  return /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(trimmed) ? trimmed : null;
}

function headNow(workspace: string): string | null {
  try {
    const { execFileSync } = requireBuiltin('node:child_process') as typeof import('node:child_process');
    return commitOf(execFileSync('git', REV_PARSE, { cwd: workspace, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
  } catch {
    return null;
  }
}

const read = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

/** The repository's git directory and common directory for `workspace`, found as git finds them (`.git` folder or `gitdir:` file), or undefined. */
function gitDirs(workspace: string): { git: string; common: string } | undefined {
  for (let dir = resolve(workspace); ; dir = dirname(dir)) {
    const dotGit = join(dir, '.git');
    let git: string | undefined;
    try {
      if (statSync(dotGit).isDirectory()) git = dotGit;
      else {
        const line = /^gitdir: (.+)$/m.exec(read(dotGit) ?? '')?.[1]?.trim();
        if (line === undefined) return undefined;
        git = isAbsolute(line) ? line : resolve(dir, line);
      }
    } catch {
      if (dirname(dir) === dir) return undefined;
      continue;
    }
    const common = read(join(git, 'commondir'))?.trim();
    return { git, common: common === undefined ? git : isAbsolute(common) ? common : resolve(git, common) };
  }
}

/**
 * HEAD read from the repository's files (HEAD, the loose ref it names, packed-refs) without a
 * process: what a run reads each time an attempt ends (a `git rev-parse` costs ~10 ms of CPU per
 * stage, far more on a loaded runner). Anything it does not read plainly — git's environment
 * variables, a ref that names a ref, the reftable format, an unborn branch — asks git itself.
 */
function headFromFiles(workspace: string): string | null {
  if (process.env['GIT_DIR'] !== undefined || process.env['GIT_WORK_TREE'] !== undefined || process.env['GIT_COMMON_DIR'] !== undefined || process.env['GIT_CEILING_DIRECTORIES'] !== undefined) return headNow(workspace);
  const dirs = gitDirs(workspace);
  const head = dirs === undefined ? undefined : read(join(dirs.git, 'HEAD'))?.trim();
  if (dirs === undefined || head === undefined) return headNow(workspace);
  const direct = commitOf(head);
  if (direct !== null) return direct;
  const ref = /^ref: (refs\/[^\s]+)$/.exec(head)?.[1];
  if (ref === undefined || ref.split('/').includes('..')) return headNow(workspace);
  const loose = read(join(dirs.git, ref)) ?? (dirs.common !== dirs.git ? read(join(dirs.common, ref)) : undefined);
  if (loose !== undefined) return commitOf(loose) ?? headNow(workspace);
  for (const line of (read(join(dirs.common, 'packed-refs')) ?? '').split('\n')) {
    const [sha, name] = line.split(' ');
    if (name === ref && sha !== undefined) return commitOf(sha) ?? headNow(workspace);
  }
  return headNow(workspace);
}

export const gitSource: SourceInfo = {
  sourceCommit: headNow,
  // The source commit is HEAD: read again when an attempt ends (a commit a stage made is the run's own).
  headCommit: headFromFiles,
  // The same command, not waited for: a run reads its answer after loading its journal.
  startSourceCommit(workspace: string): Promise<string | null> {
    return new Promise((resolve) => {
      try {
        const { execFile } = requireBuiltin('node:child_process') as typeof import('node:child_process');
        execFile('git', REV_PARSE, { cwd: workspace, encoding: 'utf8' }, (error, stdout) => resolve(error ? null : commitOf(stdout)));
      } catch {
        resolve(null);
      }
    });
  },
};
