// The SourceInfo port the in-process tests give the CLI and the Action (CliIO.source,
// ActionDeps.git): the workspace's HEAD read from the repository's files, the answer
// `git rev-parse --verify --quiet HEAD^{commit}` (src/host/git-source.ts) gives, without starting
// git. Every in-process run reads its source commit once, and each `git` a test worker starts is a
// fork of the whole worker: ~880 of them a run of the suite (docs/testing.md).
//
// It reads the layouts the tests make: a `.git` folder in the workspace or above it, owned by this
// user, HEAD on a branch (a loose or packed ref, or none yet: unborn) or detached, the commit a
// loose object; and no repository up to the root or a filesystem boundary (null, as git says).
// For anything else it answers undefined and git is asked: a `.git` file (worktree, submodule), a
// folder that is itself a repository, reftable, a symbolic ref below HEAD, a packed or missing
// object, an object that is not a commit, any GIT_* variable that could change the answer.
// git-head.test.ts holds it to git's answers; the product's port (gitSource) runs in the smoke
// tier, the process tier and git-source.test.ts.
import { closeSync, existsSync, fstatSync, lstatSync, openSync, readFileSync, readSync, realpathSync, statSync, type Stats } from 'node:fs';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';
import type { HeadWatch, SourceInfo, WatchedSource } from '../../src/core/run/ports.js';
import { createGitSource } from '../../src/host/git-source.js';
import { TESTS_GIT_CONFIG } from './tests-git-config.js';
// The product's port, one for every test of this worker (its record of git's refusals is per workspace).
const gitSource = createGitSource();

const OBJECT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/** The git settings the tests' environment carries (setup.ts): none of them changes what HEAD is. */
const HARMLESS_CONFIG = new Set(['maintenance.auto', 'gc.auto', 'init.defaultbranch', 'commit.gpgsign', 'user.name', 'user.email']);

/** HEAD's commit, null where git finds none, undefined where git must be asked. */
export function readHead(workspace: string, env: NodeJS.ProcessEnv = process.env): string | null | undefined {
  if (!plainEnvironment(env)) return undefined;
  let dir: string;
  try {
    dir = realpathSync(workspace);
  } catch {
    return undefined;
  }
  const device = statSync(dir).dev;
  for (;;) {
    const dotGit = join(dir, '.git');
    const st = lstatSync(dotGit, { throwIfNoEntry: false });
    if (st) return st.isDirectory() ? headOf(dotGit) : undefined;
    // A folder that is a repository itself (bare) is one git would find here.
    if (existsSync(join(dir, 'HEAD')) || existsSync(join(dir, 'objects'))) return undefined;
    const up = dirname(dir);
    // The root, or a filesystem boundary git does not cross (GIT_DISCOVERY_ACROSS_FILESYSTEM is
    // not among the variables read here): no repository.
    if (up === dir || statSync(up).dev !== device) return null;
    dir = up;
  }
}

function plainEnvironment(env: NodeJS.ProcessEnv): boolean {
  // Names first, values only of GIT_ ones: reading a value of process.env is a getenv each (this
  // runs every time a run asks where HEAD is).
  for (const name of Object.keys(env)) {
    if (!name.startsWith('GIT_')) continue;
    const value = env[name];
    if (value === undefined) continue;
    if (name === 'GIT_CONFIG_COUNT' || /^GIT_CONFIG_VALUE_\d+$/.test(name)) continue;
    // No system file, and the tests' own global one (an identity: setup.ts): not where HEAD is.
    if (name === 'GIT_CONFIG_NOSYSTEM' || (name === 'GIT_CONFIG_GLOBAL' && value === TESTS_GIT_CONFIG)) continue;
    if (/^GIT_CONFIG_KEY_\d+$/.test(name) && HARMLESS_CONFIG.has(value.toLowerCase())) continue;
    // Who commits, how git talks to a remote or a person, what it traces: not where HEAD is.
    if (/^GIT_(?:(?:AUTHOR|COMMITTER)_(?:NAME|EMAIL|DATE)|SSL_\w+|HTTP_\w+|TERMINAL_PROMPT|ASKPASS|EDITOR|PAGER|TRACE\w*)$/.test(name)) continue;
    return false;
  }
  return true;
}

function headOf(gitDir: string): string | null | undefined {
  const st = statSync(gitDir);
  // git refuses a repository another user owns (safe.directory): asked.
  if (typeof process.getuid === 'function' && st.uid !== process.getuid()) return undefined;
  if (!existsSync(join(gitDir, 'objects')) || !existsSync(join(gitDir, 'refs'))) return undefined;
  if (existsSync(join(gitDir, 'reftable')) || existsSync(join(gitDir, 'commondir'))) return undefined;
  const head = readText(join(gitDir, 'HEAD'));
  if (head === undefined) return undefined;
  const line = head.replace(/\n$/, '');
  let id: string | null | undefined;
  if (OBJECT_ID.test(line)) id = line;
  else {
    const ref = /^ref: (refs\/heads\/[^\n]+)$/.exec(line)?.[1];
    if (ref === undefined) return undefined;
    id = refValue(gitDir, ref);
  }
  if (id === null || id === undefined) return id;
  return isLooseCommit(gitDir, id) ? id : undefined;
}

/** A branch's object id; null when it does not exist (an unborn branch), undefined when unsure. */
function refValue(gitDir: string, ref: string): string | null | undefined {
  const loose = readText(join(gitDir, ref));
  if (loose !== undefined) {
    const value = loose.replace(/\n$/, '');
    return OBJECT_ID.test(value) ? value : undefined;
  }
  if (existsSync(join(gitDir, ref))) return undefined;
  const packed = readText(join(gitDir, 'packed-refs'));
  if (packed === undefined) return existsSync(join(gitDir, 'packed-refs')) ? undefined : null;
  for (const entry of packed.split('\n')) {
    const m = /^([0-9a-f]{40}|[0-9a-f]{64}) (.+)$/.exec(entry);
    if (m && m[2] === ref) return m[1]!;
  }
  return null;
}

/**
 * What isLooseCommit read of an object file, by its path, with the file's identity then: a run asks
 * for HEAD at every step, and an object file is written once and never changed (it is named by its
 * content), so one stat that finds the same file stands for opening, reading and inflating it again.
 * A file removed (a repack) fails the stat; one replaced or rewritten has another inode or times.
 */
const looseCommits = new Map<string, { ino: number; size: number; mtimeMs: number; ctimeMs: number; commit: boolean }>();

/** Whether the object is a loose commit (a packed one, or another type, is git's to answer). */
function isLooseCommit(gitDir: string, id: string): boolean {
  const file = join(gitDir, 'objects', id.slice(0, 2), id.slice(2));
  const seen = looseCommits.get(file);
  if (seen !== undefined) {
    const st = statOrUndefined(file);
    if (st !== undefined && st.ino === seen.ino && st.size === seen.size && st.mtimeMs === seen.mtimeMs && st.ctimeMs === seen.ctimeMs) return seen.commit;
    looseCommits.delete(file);
  }
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return false;
  }
  try {
    const st = fstatSync(fd);
    const buf = Buffer.alloc(st.size);
    readSync(fd, buf, 0, st.size, 0);
    const commit = inflateSync(buf).subarray(0, 7).toString('latin1') === 'commit ';
    if (st.isFile()) looseCommits.set(file, { ino: st.ino, size: st.size, mtimeMs: st.mtimeMs, ctimeMs: st.ctimeMs, commit });
    return commit;
  } catch {
    return false;
  } finally {
    closeSync(fd);
  }
}

function statOrUndefined(file: string): Stats | undefined {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}

function readText(file: string): string | undefined {
  try {
    return lstatSync(file).isFile() ? readFileSync(file, 'utf8') : undefined;
  } catch {
    return undefined;
  }
}

/** readHead, and git itself where it cannot tell. */
export const testGitSource: SourceInfo = {
  sourceCommit(workspace: string): string | null {
    const id = readHead(workspace);
    return id === undefined ? gitSource.sourceCommit(workspace) : id;
  },
  // The source commit is HEAD, as the product's port says (a commit a stage makes is the run's own):
  // watched without a trigger here, HEAD read from the files each time it is asked (the product's
  // reflog trigger is held to git's answers in git-source.test.ts and runs in the smoke tier).
  watchSourceCommit(workspace: string): WatchedSource {
    return { head: everyTime(workspace) };
  },
  // What git said where it was asked (readHead could not tell) and gave no commit.
  unreadable: (workspace: string) => gitSource.unreadable?.(workspace),
  // Whether git tracks a file: the product's (one git process; asked only by a foreach about to mark rows).
  tracked: (workspace: string, rel: string) => gitSource.tracked?.(workspace, rel) === true,
};

function everyTime(workspace: string): HeadWatch {
  return {
    moved: () => testGitSource.sourceCommit(workspace),
    fork: () => everyTime(workspace),
  };
}
