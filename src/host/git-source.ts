// SourceInfo port: the workspace's git HEAD for run provenance (null outside a repository).
// Why read files first: spawning `git rev-parse` costs ~5 ms of every new run's start-up, and
// HEAD plus one ref are two small files. Whatever this reader is not sure about (unusual git
// environment, another owner, a filesystem boundary, reftable, an unborn branch, no repository
// found) is left to git itself, so the answer is always git's.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { SourceInfo } from '../core/run/ports.js';

const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/** A branch, tag or remote ref: read as a file of the git dir, so no empty, `.` or `..` part. */
function isSharedRef(name: string): boolean {
  const parts = name.split('/');
  return /^refs\/(?:heads|tags|remotes)\/[A-Za-z0-9._/+@-]+$/.test(name) && parts.every((p) => p !== '' && p !== '.' && p !== '..');
}

export const UNSURE: unique symbol = Symbol('ask-git');

/** Environment that changes where git looks for the repository or its refs. */
const GIT_ENV = ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_COMMON_DIR', 'GIT_CEILING_DIRECTORIES', 'GIT_DISCOVERY_ACROSS_FILESYSTEM', 'GIT_NAMESPACE', 'GIT_OBJECT_DIRECTORY'];

function readText(path: string): string | undefined | typeof UNSURE {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? undefined : UNSURE;
  }
}

/** The commit HEAD names, read from the repository's files, or UNSURE (then ask git). */
export function headFromFiles(workspace: string, env: NodeJS.ProcessEnv = process.env): string | typeof UNSURE {
  if (GIT_ENV.some((name) => env[name] !== undefined)) return UNSURE;
  const uid = process.getuid?.();
  let dir = resolve(workspace);
  let device: number | undefined;
  for (;;) {
    let st;
    try {
      st = statSync(dir);
    } catch {
      return UNSURE;
    }
    // git stops at a filesystem boundary, and treats a git dir or bare repository specially.
    if (device !== undefined && st.dev !== device) return UNSURE;
    device = st.dev;
    if (basename(dir) === '.git') return UNSURE;
    const dotGit = join(dir, '.git');
    let git;
    try {
      git = statSync(dotGit);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return UNSURE;
    }
    if (git) {
      // git refuses a repository another user owns (safe.directory): its call.
      if (uid !== undefined && (st.uid !== uid || git.uid !== uid)) return UNSURE;
      if (git.isDirectory()) return headOf(dotGit);
      if (!git.isFile()) return UNSURE;
      // A worktree or submodule: ".git" is a file naming the git dir.
      const text = readText(dotGit);
      if (typeof text !== 'string' || !text.startsWith('gitdir: ')) return UNSURE;
      return headOf(resolve(dir, text.slice('gitdir: '.length).trim()));
    }
    const parent = dirname(dir);
    if (parent === dir) return UNSURE;
    dir = parent;
  }
}

function headOf(gitDir: string): string | typeof UNSURE {
  const head = readText(join(gitDir, 'HEAD'));
  if (typeof head !== 'string') return UNSURE;
  const detached = head.trim();
  if (SHA.test(detached)) return detached;
  // Branches live in the common dir (a worktree's git dir names it in `commondir`).
  const commonDir = readText(join(gitDir, 'commondir'));
  if (commonDir === UNSURE) return UNSURE;
  const common = commonDir === undefined ? gitDir : resolve(gitDir, commonDir.trim());
  if (readText(join(common, 'reftable', 'tables.list')) !== undefined) return UNSURE;
  let ref = detached;
  for (let depth = 0; depth < 5; depth++) {
    if (!ref.startsWith('ref: ')) return UNSURE;
    const name = ref.slice('ref: '.length).trim();
    if (!isSharedRef(name)) return UNSURE;
    const loose = readText(join(common, name));
    if (loose === UNSURE) return UNSURE;
    if (loose === undefined) return packedRef(common, name);
    ref = loose.trim();
    if (SHA.test(ref)) return ref;
  }
  return UNSURE;
}

/** The ref's line in packed-refs ("<sha> <name>"); none: an unborn branch, for git to report. */
function packedRef(common: string, name: string): string | typeof UNSURE {
  const packed = readText(join(common, 'packed-refs'));
  if (typeof packed !== 'string') return UNSURE;
  for (const line of packed.split('\n')) {
    const space = line.indexOf(' ');
    if (space < 0 || line.startsWith('#') || line.startsWith('^')) continue;
    if (line.slice(space + 1).trimEnd() === name) {
      const sha = line.slice(0, space);
      return SHA.test(sha) ? sha : UNSURE;
    }
  }
  return UNSURE;
}

function headFromGit(workspace: string): string | null {
  try {
    const out = execFileSync('git', ['rev-parse', '--verify', '--quiet', 'HEAD'], { cwd: workspace, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000 });
    const sha = out.trim();
    return SHA.test(sha) ? sha : null;
  } catch {
    return null;
  }
}

export const gitSource: SourceInfo = {
  sourceCommit(workspace: string): string | null {
    const head = headFromFiles(workspace);
    return head === UNSURE ? headFromGit(workspace) : head;
  },
};
