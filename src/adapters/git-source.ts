// SourceInfo port: the workspace's git HEAD for run provenance (null outside a repository).
import { execFileSync } from 'node:child_process';
import type { SourceInfo } from '../core/ports.js';

export const gitSource: SourceInfo = {
  sourceCommit(workspace: string): string | null {
    try {
      const out = execFileSync('git', ['rev-parse', '--verify', '--quiet', 'HEAD'], { cwd: workspace, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000 });
      const sha = out.trim();
      return /^[0-9a-f]{40,64}$/.test(sha) ? sha : null;
    } catch {
      return null;
    }
  },
};
