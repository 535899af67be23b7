// `git add -A && git commit --allow-empty -m MESSAGE` for a test's workspace, written by this
// process instead of two git processes (and a shell around them): the loose objects (blobs, trees,
// the commit), the branch, its reflog and the index, the same objects and entries git writes, so
// HEAD is the same commit git would make of the same files, `git status` finds nothing changed and
// every later git command (a second commit, `git rev-parse HEAD`, `git status`) works on it as on
// a repository git committed. Every process a test worker starts costs a fork of the whole worker
// (and here 16-21 ms of wall time): the suite commits hundreds of workspaces (docs/testing.md).
//
// It covers what the tests' workspaces hold: regular files (executable or not), symbolic links and
// folders, .gitignore files of plain names and paths, in a repository of its own (`.git` a folder,
// no packed refs) whose author and committer come from the GIT_* environment. For anything else it
// answers undefined, writing nothing, and the caller runs git itself: other ignore rules (globs,
// negations, .git/info/exclude, a global excludes file), .gitattributes, a tracked file an ignore
// rule came to match, a nested repository, a FIFO or socket, a name that is not UTF-8, a message
// git would clean up, a date in another format, a git setting that changes what is added or how.
// git-commit.test.ts holds it to git's own commits.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, type BigIntStats, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { isGitDirName } from '../../src/core/workspace/workspace.js';
import { inject } from 'vitest';
import { copyTree } from './copy-tree.js';

type Env = Record<string, string | undefined>;

let emptyRepository: string | undefined;

/**
 * `git init` for a workspace, without starting git: a copy of an empty repository (`git init
 * --template=`, branch main) made once per vitest run (global-setup.ts), or once per test process
 * where that setup did not run.
 */
export function initRepository(dir: string): void {
  if (emptyRepository === undefined || !existsSync(emptyRepository)) {
    let provided: string | undefined;
    try {
      provided = inject('emptyRepository');
    } catch {
      /* not in a vitest worker */
    }
    if (provided !== undefined && existsSync(provided)) emptyRepository = provided;
    else {
      const made = mkdtempSync(join(tmpdir(), 'stagegate-empty-repo-'));
      execFileSync('git', ['-c', 'init.defaultBranch=main', 'init', '-q', '-b', 'main', '--template=', made], { stdio: 'ignore' });
      process.once('exit', () => rmSync(made, { recursive: true, force: true }));
      emptyRepository = made;
    }
  }
  copyTree(join(emptyRepository, '.git'), join(dir, '.git'));
}

interface IndexEntry {
  path: Buffer;
  mode: number;
  sha: Buffer;
  stat: BigIntStats;
}

/** Not what this writer covers: the caller runs git instead. */
class Unsupported extends Error {}

/** A .gitignore line this writer covers: a plain name (any depth below its folder) or path (from its folder), `/` at the end for folders only. */
interface IgnoreRule {
  base: string;
  pattern: string;
  anchored: boolean;
  dirOnly: boolean;
}

/** The rules of the .gitignore of folder `base` ('' the top) when every line is a plain name or path; else Unsupported. */
function ignoreRules(root: string, base: string): IgnoreRule[] {
  const file = join(root, base, '.gitignore');
  let stat;
  try {
    stat = lstatSync(file);
  } catch {
    return [];
  }
  if (!stat.isFile()) throw new Unsupported();
  const rules: IgnoreRule[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    // Globs, negations, escapes and spaces (git strips some of them) are git's to read.
    if (/[*?[\]\\!\s]/.test(line)) throw new Unsupported();
    const dirOnly = line.endsWith('/');
    const body = dirOnly ? line.slice(0, -1) : line;
    const pattern = body.startsWith('/') ? body.slice(1) : body;
    if (pattern.split('/').some((part) => part === '' || part === '.' || part === '..')) throw new Unsupported();
    rules.push({ base, pattern, anchored: body.includes('/'), dirOnly });
  }
  return rules;
}

function ignored(rules: IgnoreRule[], path: string, name: string, isDir: boolean): boolean {
  return rules.some((r) => {
    if (r.dirOnly && !isDir) return false;
    if (r.base !== '' && !path.startsWith(`${r.base}/`)) return false;
    return r.anchored ? (r.base === '' ? path : path.slice(r.base.length + 1)) === r.pattern : name === r.pattern;
  });
}

/** The paths the index tracks (version 2, as git and this writer write it); Unsupported otherwise. */
function indexedPaths(gitDir: string): string[] {
  let index: Buffer;
  try {
    index = readFileSync(join(gitDir, 'index'));
  } catch {
    return [];
  }
  if (index.toString('latin1', 0, 4) !== 'DIRC' || index.readUInt32BE(4) !== 2) throw new Unsupported();
  const paths: string[] = [];
  let at = 12;
  for (let i = index.readUInt32BE(8); i > 0; i--) {
    const length = index.readUInt16BE(at + 60) & 0xfff;
    if (length === 0xfff) throw new Unsupported();
    paths.push(index.toString('utf8', at + 62, at + 62 + length));
    at += (62 + length + 8) & ~7;
  }
  return paths;
}

let settingsCovered: boolean | undefined;

/**
 * Whether git's settings outside the repository leave `git add -A && git commit` as this writer
 * writes it: no global ignore or attributes file, no global (~/.gitconfig, or the file GIT_CONFIG_GLOBAL
 * names) or environment setting that changes
 * what is added, how it is stored, or where the repository is.
 */
function gitSettingsCovered(env: Env): boolean {
  const home = process.env['HOME'] ?? '';
  const xdg = process.env['XDG_CONFIG_HOME'] || join(home, '.config');
  for (const name of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_OBJECT_DIRECTORY', 'GIT_CONFIG_PARAMETERS']) if (env[name] !== undefined) return false;
  // GIT_CONFIG_GLOBAL (the tests' own file: setup.ts) replaces ~/.gitconfig and $XDG_CONFIG_HOME/git/config.
  const globalFile = env['GIT_CONFIG_GLOBAL'];
  const count = Number(env['GIT_CONFIG_COUNT'] ?? '0');
  for (let i = 0; i < count; i++) if (!['maintenance.auto', 'gc.auto'].includes(env[`GIT_CONFIG_KEY_${i}`] ?? '')) return false;
  settingsCovered ??= (() => {
    if ([join(xdg, 'git', 'ignore'), join(xdg, 'git', 'attributes')].some((f) => existsSync(f))) return false;
    for (const file of globalFile !== undefined ? [globalFile] : [join(home, '.gitconfig'), join(xdg, 'git', 'config')]) {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        continue;
      }
      if (/\b(include|includeif|excludesfile|attributesfile|autocrlf|eol|safecrlf|filemode|symlinks|ignorecase|precomposeunicode|commitencoding|logallrefupdates|bare|worktree|fsmonitor|splitindex|untrackedcache)\b/i.test(text)) return false;
    }
    return true;
  })();
  return settingsCovered;
}

/**
 * Commit every file of `dir` (a repository whose `.git` folder already exists) as
 * `git add -A && git commit -q --allow-empty -m message` would with this environment; returns the
 * new HEAD, or undefined (nothing written) when the workspace holds something this writer does not
 * cover — then run git.
 */
export function commitAll(dir: string, message: string, env: Env): string | undefined {
  try {
    return commit(dir, message, env);
  } catch (e) {
    if (e instanceof Unsupported) return undefined;
    throw e;
  }
}

function commit(dir: string, message: string, env: Env): string {
  const gitDir = join(dir, '.git');
  if (!lstatSync(gitDir).isDirectory() || existsSync(join(gitDir, 'packed-refs')) || existsSync(join(gitDir, 'info', 'exclude'))) throw new Unsupported();
  if (!/^[^\n]*\S$/.test(message) || /^\s/.test(message)) throw new Unsupported(); // git would clean it up
  if (!gitSettingsCovered(env)) throw new Unsupported();
  // One clock reading for both, as git takes one: two could fall either side of a second.
  const now = Date.now();
  const author = ident(env, 'AUTHOR', now);
  const committer = ident(env, 'COMMITTER', now);

  // HEAD: a branch (born or not) or a detached commit.
  const head = readFileSync(join(gitDir, 'HEAD'), 'utf8').trim();
  const branch = head.startsWith('ref: refs/heads/') ? head.slice('ref: '.length) : undefined;
  if (branch === undefined && !/^[0-9a-f]{40}$/.test(head)) throw new Unsupported();
  const refFile = branch === undefined ? undefined : join(gitDir, ...branch.split('/'));
  const parent = refFile === undefined ? head : existsSync(refFile) ? readFileSync(refFile, 'utf8').trim() : undefined;
  if (parent !== undefined && !/^[0-9a-f]{40}$/.test(parent)) throw new Unsupported();

  // Read everything first, write nothing until the whole tree is known to be covered.
  const objects = new Map<string, Buffer>();
  const entries: IndexEntry[] = [];
  const tree = treeOf(dir, '', objects, entries, [], gitDir);

  const lines = [`tree ${tree}`];
  if (parent !== undefined) lines.push(`parent ${parent}`);
  lines.push(`author ${author}`, `committer ${committer}`, '', message, '');
  const commitSha = hashObject('commit', Buffer.from(lines.join('\n')), objects);

  for (const [sha, body] of objects) {
    const file = join(gitDir, 'objects', sha.slice(0, 2), sha.slice(2));
    if (existsSync(file)) continue;
    mkdirSync(join(gitDir, 'objects', sha.slice(0, 2)), { recursive: true });
    writeFileSync(file, deflateSync(body, { level: 1 }), { mode: 0o444 }); // core.loosecompression's default
  }
  writeFileSync(join(gitDir, 'index'), indexOf(entries));
  const subject = `commit${parent === undefined ? ' (initial)' : ''}: ${message}`;
  const logLine = `${parent ?? '0'.repeat(40)} ${commitSha} ${committer}\t${subject}\n`;
  if (refFile === undefined) writeFileSync(join(gitDir, 'HEAD'), `${commitSha}\n`);
  else {
    mkdirSync(join(refFile, '..'), { recursive: true });
    writeFileSync(refFile, `${commitSha}\n`);
    mkdirSync(join(gitDir, 'logs', ...branch!.split('/').slice(0, -1)), { recursive: true });
    appendFileSync(join(gitDir, 'logs', ...branch!.split('/')), logLine);
  }
  mkdirSync(join(gitDir, 'logs'), { recursive: true });
  appendFileSync(join(gitDir, 'logs', 'HEAD'), logLine);
  return commitSha;
}

/** `Name <email> seconds +hhmm` from GIT_<ROLE>_NAME, _EMAIL and _DATE (now when unset). */
function ident(env: Env, role: 'AUTHOR' | 'COMMITTER', now: number): string {
  const name = env[`GIT_${role}_NAME`];
  const email = env[`GIT_${role}_EMAIL`];
  if (!name || !email || /[<>\n]/.test(name + email) || name.trim() !== name || email.trim() !== email) throw new Unsupported();
  const date = env[`GIT_${role}_DATE`];
  let when: string;
  if (date === undefined) {
    const offset = -new Date().getTimezoneOffset();
    const abs = Math.abs(offset);
    when = `${Math.floor(now / 1000)} ${offset < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
  } else if (/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(date)) {
    when = `${Date.parse(date) / 1000} +0000`;
  } else throw new Unsupported();
  return `${name} <${email}> ${when}`;
}

function hashObject(type: string, content: Buffer, objects: Map<string, Buffer>): string {
  const body = Buffer.concat([Buffer.from(`${type} ${content.length}\0`), content]);
  const sha = createHash('sha1').update(body).digest('hex');
  objects.set(sha, body);
  return sha;
}

/** The tree object of folder `rel` (its sha), its blobs and subtrees added to `objects`, its files to `entries`. */
function treeOf(root: string, rel: string, objects: Map<string, Buffer>, entries: IndexEntry[], outer: IgnoreRule[], gitDir: string): string | undefined {
  const items: Array<{ key: Buffer; mode: string; name: Buffer; sha: string }> = [];
  const rules = [...outer, ...ignoreRules(root, rel)];
  for (const d of readdirSync(join(root, rel), { withFileTypes: true })) {
    const name = d.name;
    if (name === '.git') {
      if (rel === '') continue;
      throw new Unsupported(); // a nested repository
    }
    // Names git refuses to add (.GIT, git~1, ...: a .git folder by another spelling) are git's to refuse.
    if (name === '.gitattributes' || name.includes('\uFFFD') || isGitDirName(name)) throw new Unsupported();
    const path = rel === '' ? name : `${rel}/${name}`;
    if (ignored(rules, path, name, d.isDirectory())) {
      // git add -A keeps a tracked file that an ignore rule came to match: git's to do.
      if (indexedPaths(gitDir).some((p) => p === path || p.startsWith(`${path}/`))) throw new Unsupported();
      continue;
    }
    const full = join(root, path);
    const nameBytes = Buffer.from(name);
    if (d.isDirectory()) {
      const sha = treeOf(root, path, objects, entries, rules, gitDir);
      // A folder holding no file is no tree entry (git tracks files).
      if (sha !== undefined) items.push({ key: Buffer.from(`${name}/`), mode: '40000', name: nameBytes, sha });
      continue;
    }
    const stat = lstatSync(full, { bigint: true });
    let mode: number;
    let content: Buffer;
    if (d.isSymbolicLink()) {
      mode = 0o120000;
      content = readlinkSync(full, { encoding: 'buffer' });
    } else if (d.isFile()) {
      mode = (stat.mode & 0o100n) !== 0n ? 0o100755 : 0o100644;
      content = readFileSync(full);
    } else throw new Unsupported();
    const sha = hashObject('blob', content, objects);
    items.push({ key: nameBytes, mode: mode.toString(8), name: nameBytes, sha });
    entries.push({ path: Buffer.from(path), mode, sha: Buffer.from(sha, 'hex'), stat });
  }
  if (items.length === 0 && rel !== '') return undefined;
  items.sort((a, b) => Buffer.compare(a.key, b.key));
  const body = Buffer.concat(items.flatMap((i) => [Buffer.from(`${i.mode} `), i.name, Buffer.from([0]), Buffer.from(i.sha, 'hex')]));
  return hashObject('tree', body, objects);
}

/** The index (version 2) of `entries`: git's stat data for each, sorted by path, SHA-1 trailer. */
function indexOf(entries: IndexEntry[]): Buffer {
  entries.sort((a, b) => Buffer.compare(a.path, b.path));
  const parts: Buffer[] = [];
  const header = Buffer.alloc(12);
  header.write('DIRC', 0, 'latin1');
  header.writeUInt32BE(2, 4);
  header.writeUInt32BE(entries.length, 8);
  parts.push(header);
  const u32 = (n: bigint): number => Number(n & 0xffffffffn);
  for (const e of entries) {
    if (e.path.length >= 0xfff) throw new Unsupported();
    const length = 62 + e.path.length;
    const padded = (length + 8) & ~7; // one to eight NULs
    const b = Buffer.alloc(padded);
    const s = e.stat;
    const fields = [s.ctimeNs / 1_000_000_000n, s.ctimeNs % 1_000_000_000n, s.mtimeNs / 1_000_000_000n, s.mtimeNs % 1_000_000_000n, s.dev, s.ino, BigInt(e.mode), s.uid, s.gid, s.size];
    fields.forEach((v, i) => b.writeUInt32BE(u32(v), i * 4));
    e.sha.copy(b, 40);
    b.writeUInt16BE(e.path.length, 60);
    e.path.copy(b, 62);
    parts.push(b);
  }
  const body = Buffer.concat(parts);
  return Buffer.concat([body, createHash('sha1').update(body).digest()]);
}

