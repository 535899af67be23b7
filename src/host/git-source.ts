// SourceInfo port: the workspace's git HEAD for run provenance, from `git rev-parse HEAD` (git
// itself knows every repository layout, worktree and environment variable). Null outside a
// repository, on an unborn branch, or where git is not installed.
import { execFileSync } from 'node:child_process';
import type { SourceInfo } from '../core/run/ports.js';

export const gitSource: SourceInfo = {
  sourceCommit(workspace: string): string | null {
    try {
      const out = execFileSync('git', ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'], { cwd: workspace, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
      return /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(out) ? out : null;
    } catch {
      return null;
    }
  },
};
