// Workspace confinement. Every path a workflow or an input names must resolve inside the
// workspace, lexically AND after following symlinks, before anything is read or written there,
// and never into a repository's .git folder (a workflow that writes there plants hooks or config).
import { realpathSync, lstatSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { StagegateError } from '../run/errors.js';
import { gitTopLevel } from './git-top-level.js';

export interface WorkspacePath {
  /** Absolute path (lexically resolved, symlinks not followed). */
  abs: string;
  /** Workspace-relative POSIX path. */
  rel: string;
}

export function toPosix(p: string): string {
  return sep === '/' ? p : p.split(sep).join('/');
}

/**
 * A path component that names the repository's .git folder on some file system: any case, and on
 * Windows with trailing dots or spaces, as the 8.3 short name (GIT~1), or followed by an NTFS
 * stream (`.git::$INDEX_ALLOCATION`, `.git:x`: NTFS opens the folder `.git`; git refuses them too).
 */
export function isGitDirName(part: string): boolean {
  const colon = part.indexOf(':');
  const name = (colon < 0 ? part : part.slice(0, colon)).toLowerCase().replace(/[. ]+$/, '');
  return name === '.git' || /^git~\d+$/.test(name);
}

/** A relative path (either separator) one of whose components names a .git folder. */
export function entersGitDir(rel: string): boolean {
  // Every such name holds "git" (isGitDirName lowercases each component as this does the whole):
  // most paths are told apart without splitting them.
  if (!rel.toLowerCase().includes('git')) return false;
  return rel.split(/[\\/]+/).some(isGitDirName);
}

function isInside(root: string, candidate: string): boolean {
  return insideBy(relative(root, candidate));
}

/**
 * `rel` (path.relative from a folder) names that folder or something below it: not `..` nor a path
 * through it — a name that merely starts with two dots (`..x/a.md`) is inside. Every "is it below"
 * test of a path.relative result goes through here (rel.startsWith('..') takes `..x` for a climb).
 */
export function insideBy(rel: string): boolean {
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

/** Marks a dangling symlink on the way. Never a real path: checked by identity, since
 * path.relative would resolve it against the process's cwd (and call it inside). */
const DANGLING = '\0dangling-symlink';

/**
 * realOf's answer when it walked every component below the real root without meeting a link: the
 * real path is the real root joined with the same relative path, so it holds nothing the lexical
 * checks did not already look at. Never a real path either (checked by identity).
 */
const LEXICAL = '\0lexical';

/** Real path of the deepest existing ancestor of `p` (p itself when it exists). */
function realpathOfExistingPrefix(p: string): string {
  let current = p;
  const tail: string[] = [];
  for (;;) {
    try {
      const real = realpathSync(current);
      return tail.length === 0 ? real : resolve(real, ...tail.reverse());
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
      // A dangling symlink: lstat succeeds where realpath fails. It leads somewhere we
      // cannot check, so treat it as leading out.
      try {
        if (lstatSync(current).isSymbolicLink()) return DANGLING;
      } catch {
        /* not there at all: climb */
      }
      const parent = dirname(current);
      if (parent === current) return p;
      tail.push(current.slice(parent.length + (parent.endsWith(sep) ? 0 : 1)));
      current = parent;
    }
  }
}

export class Workspace {
  readonly root: string;
  readonly realRoot: string;
  constructor(root: string) {
    this.root = resolve(root);
    this.realRoot = realpathSync(this.root);
  }

  /**
   * Resolve a workspace-relative (or absolute, inside) path; refuse one that leads out.
   * `what` names the path in the error ("output of step review").
   */
  resolve(p: string, what: string): WorkspacePath {
    if (p.includes('\0')) throw outside(what, p, 'it contains a NUL byte');
    if (p.trim() === '') throw outside(what, p, 'it is empty');
    const abs = resolve(this.root, p);
    const rel = relative(this.root, abs);
    if (!insideBy(rel)) throw outside(what, p, isAbsolute(p) ? 'it is an absolute path outside the workspace' : "it climbs out with '..'");
    if (entersGitDir(rel)) throw intoGitDir(what, p, 'it is inside');
    const real = this.realOfChecked(abs, rel, what, p);
    // LEXICAL: no link on the way, so the real path is the real root and `rel`, checked above.
    if (real !== LEXICAL) {
      if (real === DANGLING || !isInside(this.realRoot, real)) throw outside(what, p, 'a symlink on the way leads outside the workspace');
      if (real !== this.realRoot && entersGitDir(relative(this.realRoot, real))) throw intoGitDir(what, p, 'a symlink on the way leads into');
    }
    return { abs, rel: toPosix(rel) || '.' };
  }

  /**
   * realOf, with a path the file system cannot look up refused as a path (never an internal
   * error): a name or the whole path too long (ENAMETOOLONG), a loop of links (ELOOP), a file
   * where a folder should be on the way (ENOTDIR), a folder on the way that may not be searched
   * (EACCES, EPERM: an unprivileged user's).
   */
  private realOfChecked(abs: string, rel: string, what: string, p: string): string {
    try {
      return this.realOf(abs, rel);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const unresolvable = code !== undefined && Object.hasOwn(UNRESOLVABLE, code) ? UNRESOLVABLE[code]! : undefined;
      if (unresolvable === undefined) throw error;
      throw outside(what, p, `it cannot be checked (${code}: ${unresolvable.why})`, unresolvable.fix, error);
    }
  }

  /**
   * Real path of `abs` (inside the root lexically; `rel`: its path from the root), or LEXICAL when
   * no link is on the way. The root's own real path is known, so only the components below it are
   * looked at, one lstat each; a symlink among them (or anything unusual) takes the general
   * realpath route. Why: the runner checks its state, manifest and
   * output paths on every write (a stage may have swapped a folder for a link); a full realpath
   * from / costs a syscall per component of the workspace's own location each time. Nothing is
   * remembered between calls: any process of the run may have changed a folder since.
   */
  private realOf(abs: string, rel: string): string {
    if (rel === '') return LEXICAL;
    const parts = rel.split(sep);
    let current = this.realRoot;
    for (let i = 0; i < parts.length; i++) {
      current = current.endsWith(sep) ? current + parts[i] : current + sep + parts[i];
      let stat;
      try {
        stat = lstatSync(current, { throwIfNoEntry: false });
      } catch {
        return realpathOfExistingPrefix(abs);
      }
      // Not there: nothing below it exists either, so the rest is lexical (as realpathOfExistingPrefix).
      if (stat === undefined) return LEXICAL;
      if (stat.isSymbolicLink()) return realpathOfExistingPrefix(abs);
      if (!stat.isDirectory() && i < parts.length - 1) return realpathOfExistingPrefix(abs);
    }
    return LEXICAL;
  }

  /** Like resolve, but returns undefined instead of throwing. */
  tryResolve(p: string): WorkspacePath | undefined {
    try {
      return this.resolve(p, 'path');
    } catch {
      return undefined;
    }
  }

  relative(abs: string): string {
    return toPosix(relative(this.root, abs)) || '.';
  }
}

/** Why the file system could not look a path up, for the errors resolve refuses a path with. */
const UNRESOLVABLE: Record<string, { why: string; fix: string }> = {
  ENAMETOOLONG: { why: 'a name on it or the whole path is too long for the file system', fix: 'Use a shorter path.' },
  ELOOP: { why: 'symbolic links on the way lead in a loop', fix: 'Replace the looping link on the way with a folder or a link to one.' },
  ENOTDIR: { why: 'something on the way is a file, not a folder', fix: 'Make every part of the path but the last a folder.' },
  // An unprivileged user (a CI runner's) meets these where root does not: a folder on the way
  // that may not be searched (chmod 000, another user's private folder). The path may well be
  // inside the workspace: the fix is the permissions, not another path.
  EACCES: { why: 'permission denied: a folder on the way may not be searched', fix: 'Let the user stagegate runs as search every folder on the way (chmod u+x, or the folder\'s owner).' },
  EPERM: { why: 'the operation is not permitted on something on the way', fix: 'Let the user stagegate runs as look the path up (its permissions, or what forbids it).' },
};

/** Every "outside the workspace" finding says what the workspace is and how to choose another. */
export const WORKSPACE_NOTE = 'The workspace is the current directory, or the directory -C DIR names (the Action: working-directory).';

/** `fix`: what to do instead of choosing another path (a path that could not be looked up: ELOOP, EACCES, ..., the file system's error its `cause`). */
function outside(what: string, p: string, why: string, fix = 'Use a workspace-relative path that stays inside the workspace.', cause?: unknown): StagegateError {
  return new StagegateError('PATH_OUTSIDE_WORKSPACE', `${what} '${p}' is refused: ${why}.`, {
    hint: `${fix} ${WORKSPACE_NOTE}`,
    ...(cause === undefined ? {} : { cause }),
  });
}

/** Why a path into a .git folder is refused (`how`: 'it is inside', 'a symlink on the way leads into'). */
export const GIT_DIR_WHY = "a repository's .git folder";

function intoGitDir(what: string, p: string, how: string): StagegateError {
  return new StagegateError('PATH_OUTSIDE_WORKSPACE', `${what} '${p}' is refused: ${how} ${GIT_DIR_WHY}.`, {
    hint: 'A workflow never writes or reads inside .git (it could plant hooks or config there): use a workspace-relative path outside the .git folder.',
  });
}

/**
 * Where a file outside the workspace probably belongs: the nearest folder above it holding a
 * repository (.git), else its own folder. For "pass -C <that>" advice.
 */
export function likelyWorkspaceOf(absFile: string): string {
  return gitTopLevel(dirname(absFile)) ?? dirname(absFile);
}
