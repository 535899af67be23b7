// SourceInfo port: the workspace's git HEAD for run provenance, from `git rev-parse HEAD` (git
// itself knows every repository layout, worktree and environment variable). Null outside a
// repository, on an unborn branch, or where git is not installed.
//
// node:child_process is required on first use, not imported: the Action's `command: validate`
// imports this module (src/action/source.ts) and never asks for the commit, and child_process
// brings net and dgram with it (B4, docs/benchmarks.md).
import { createRequire } from 'node:module';
import type { SourceInfo } from '../core/run/ports.js';

const requireBuiltin = createRequire(import.meta.url);

const REV_PARSE = ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'];

function commitOf(out: string): string | null {
  const trimmed = out.trim();
  return /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(trimmed) ? trimmed : null;
}

export const gitSource: SourceInfo = {
  sourceCommit(workspace: string): string | null {
    try {
      const { execFileSync } = requireBuiltin('node:child_process') as typeof import('node:child_process');
      return commitOf(execFileSync('git', REV_PARSE, { cwd: workspace, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
    } catch {
      return null;
    }
  },
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
