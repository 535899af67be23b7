// SourceInfo port: the workspace's git HEAD for run provenance, from `git rev-parse HEAD` (git
// itself knows every repository layout, worktree and environment variable). Null outside a
// repository, on an unborn branch, or where git is not installed. A run's watch on HEAD (a commit
// its own stage made) asks git again only when HEAD's reflog changed: no hand-read git files.
//
// node:child_process is required on first use, not imported: the Action's `command: validate`
// imports this module (./github/source.ts) and never asks for the commit, and child_process
// brings net and dgram with it (B4, docs/benchmarks.md).
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { HeadWatch, SourceInfo, WatchedSource } from '../core/run/ports.js';

const requireBuiltin = createRequire(import.meta.url);

const REV_PARSE = ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'];

function commitOf(out: string): string | null {
  const trimmed = out.trim();
  return /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(trimmed) ? trimmed : null;
}

/**
 * Why git could not read the commit of a workspace that is a git work tree (a `.git` up the tree):
 * git's own first line (`fatal: detected dubious ownership in repository at '…'`), kept per
 * workspace by the latest look-up (cleared when one answers). An unborn branch (git exits without
 * a word) and a folder outside any repository leave none. One per port (an invocation's), never
 * module state: in-process runs of several workspaces share nothing.
 */
type Unread = Map<string, string>;

/** A `.git` in the folder or one above it. */
function insideWorkTree(workspace: string): boolean {
  for (let dir = resolve(workspace); ; dir = dirname(dir)) {
    if (existsSync(join(dir, '.git'))) return true;
    if (dirname(dir) === dir) return false;
  }
}

/** Record what the look-up of `workspace` said: its commit, or git's first line on stderr when it gave none. */
function noted(unread: Unread, workspace: string, commit: string | null, stderr: string | undefined, error: unknown): string | null {
  const key = resolve(workspace);
  if (commit !== null) {
    unread.delete(key);
    return commit;
  }
  const first = (stderr ?? '').split('\n').map((l) => l.trim()).find((l) => l !== '');
  const code = (error as { code?: unknown } | null | undefined)?.code;
  const why = first ?? (code === 'ENOENT' ? 'git was not found on PATH' : undefined);
  if (why !== undefined && insideWorkTree(workspace)) unread.set(key, why);
  else unread.delete(key);
  return null;
}

function headNow(unread: Unread, workspace: string): string | null {
  const { execFileSync } = requireBuiltin('node:child_process') as typeof import('node:child_process');
  try {
    return noted(unread, workspace, commitOf(execFileSync('git', REV_PARSE, { cwd: workspace, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })), undefined, undefined);
  } catch (error) {
    return noted(unread, workspace, null, String((error as { stderr?: unknown }).stderr ?? ''), error);
  }
}

// The look-up a run starts (watchSourceCommit): the same answer, and before it the path of HEAD's
// reflog (`--git-path` prints first, also where HEAD has no commit yet), in the same process.
const WATCHED = ['rev-parse', '--git-path', 'logs/HEAD', ...REV_PARSE.slice(1)];

/** The reflog file as it stands (device, inode, size, modification time in ns), or undefined when there is none. */
function reflogKey(path: string): string | undefined {
  try {
    const st = statSync(path, { bigint: true, throwIfNoEntry: false });
    return st === undefined ? undefined : `${st.dev}:${st.ino}:${st.size}:${st.mtimeNs}`;
  } catch {
    return undefined;
  }
}

/**
 * HEAD watched through its reflog: git appends to `logs/HEAD` on every move of HEAD (a commit, an
 * amend, a reset, a checkout, a rebase), so while the file stands as it stood when the watch last
 * looked, HEAD has not moved and no process is started (a `git rev-parse` costs ~10 ms of CPU, B1's
 * whole per-stage overhead is ~12 ms). When it changed — or, in a repository, there is no reflog
 * file to watch (none written yet, reflogs off, the reftable format): every time — git itself says
 * where HEAD is. Outside a repository nothing is watched (`repository` below). The file is read before git is asked, so a move between
 * the two is looked at again next time, never missed.
 */
class ReflogWatch implements HeadWatch {
  constructor(
    private readonly unread: Unread,
    private readonly workspace: string,
    /** The reflog's path; undefined until the look-up answered, or where it gave none. */
    private reflog: string | undefined = undefined,
    /** The reflog as the watch last saw it. */
    private seen: string | undefined = undefined,
  ) {}

  /**
   * Whether there is a repository to watch: the look-up named a reflog path. Where it named none
   * (not a repository, git missing, a repository git refuses) nothing is watched and git is never
   * asked again: a process per stage would buy only a repository a stage made itself (`git init`),
   * whose commit the verdicts made without one are stale at anyway (docs/run-semantics.md).
   */
  private repository = true;

  /** The look-up's answer: the reflog's path (relative to the workspace as git prints it), or none. */
  started(path: string | undefined): void {
    this.reflog = path === undefined || path === '' ? undefined : resolve(this.workspace, path);
    this.repository = this.reflog !== undefined;
    this.seen = this.reflog === undefined ? undefined : reflogKey(this.reflog);
  }

  moved(): string | null | undefined {
    if (!this.repository) return undefined;
    const now = this.reflog === undefined ? undefined : reflogKey(this.reflog);
    if (now !== undefined && now === this.seen) return undefined;
    this.seen = now;
    return headNow(this.unread, this.workspace);
  }

  fork(): HeadWatch {
    const watch = new ReflogWatch(this.unread, this.workspace, this.reflog, this.seen);
    watch.repository = this.repository;
    return watch;
  }
}

/** The look-up a run starts: HEAD's commit, and a watch on HEAD from its reflog's path, in one git process. */
function lookUp(unread: Unread, workspace: string): { commit: Promise<string | null>; head: HeadWatch } {
  const head = new ReflogWatch(unread, workspace);
  const commit = new Promise<string | null>((answer) => {
    try {
      const { execFile } = requireBuiltin('node:child_process') as typeof import('node:child_process');
      // Exits 1 where HEAD has no commit yet, having printed the path: both read from what it printed.
      execFile('git', WATCHED, { cwd: workspace, encoding: 'utf8' }, (error, stdout, stderr) => {
        const [path, id] = (stdout ?? '').split('\n');
        head.started(path);
        answer(noted(unread, workspace, commitOf(id ?? ''), stderr, error));
      });
    } catch {
      head.started(undefined);
      answer(null);
    }
  });
  return { commit, head };
}

/** The git port of one invocation (the CLI's, the Action's): its own record of why a look-up found no commit. */
export function createGitSource(): SourceInfo {
  const unread: Unread = new Map();
  return {
    sourceCommit: (workspace: string) => headNow(unread, workspace),
    // The same look-up, not waited for (a run reads its answer after loading its journal); the watch it
    // also makes is left unused.
    startSourceCommit: (workspace: string): Promise<string | null> => lookUp(unread, workspace).commit,
    // A run's watch on HEAD (a commit a stage made is the run's own).
    watchSourceCommit: (workspace: string): WatchedSource => lookUp(unread, workspace),
    unreadable: (workspace: string): string | undefined => unread.get(resolve(workspace)),
    tracked: (workspace: string, rel: string): boolean => trackedByGit(workspace, rel),
  };
}

/**
 * git tracks the file (`git ls-files --error-unmatch`, argv only: the path is never shell text).
 * --literal-pathspecs: the path is a name, not a pattern — `reg[1].md` untracked beside a tracked
 * `reg1.md` matched as a glob and read as tracked.
 */
function trackedByGit(workspace: string, rel: string): boolean {
  const { execFileSync } = requireBuiltin('node:child_process') as typeof import('node:child_process');
  try {
    execFileSync('git', ['--literal-pathspecs', 'ls-files', '--error-unmatch', '--', rel], { cwd: workspace, stdio: ['ignore', 'ignore', 'ignore'] });
    return true;
  } catch {
    return false; // untracked, outside a repository, or no git
  }
}
