// The harness the slow crash tests share (fresh-crash, merge-crash): workspaces removed after the
// file, and the built CLI run to its end with kill-at-commit.mjs preloaded when asked, its process
// group killed after each test whatever happens. Call at a test file's top level (it registers the
// file's afterEach / afterAll hooks).
import { afterAll, afterEach } from 'vitest';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Workspace, killGroup, startCli } from '../../helpers/bare-workspace.js';

/** kill-at-commit.mjs: SIGKILLs the CLI at the commit point its environment names. */
export const PRELOAD = join(dirname(fileURLToPath(import.meta.url)), 'kill-at-commit.mjs');

export function preloadedCli(): {
  track(ws: Workspace): Workspace;
  cli(ws: Workspace, args: string[], options?: { env?: Record<string, string>; preload?: boolean; fileSizeLimit?: number }): ReturnType<typeof startCli>['done'];
} {
  const workspaces: Workspace[] = [];
  const groups: number[] = [];
  afterEach(async () => {
    for (const pgid of groups.splice(0)) await killGroup(pgid);
  });
  afterAll(() => {
    for (const ws of workspaces.splice(0)) ws.remove();
  });
  return {
    track(ws) {
      workspaces.push(ws);
      return ws;
    },
    cli(ws, args, options = {}) {
      const started = startCli(ws.dir, args, { ...(options.env ? { env: options.env } : {}), ...(options.preload ? { nodeArgs: ['--import', PRELOAD] } : {}), ...(options.fileSizeLimit !== undefined ? { fileSizeLimit: options.fileSizeLimit } : {}) });
      if (started.child.pid !== undefined) groups.push(started.child.pid);
      return started.done;
    },
  };
}
