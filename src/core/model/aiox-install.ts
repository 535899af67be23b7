// Which aiox install a workspace holds: the core folder whose personas and tasks a squad's
// workflow falls back to (formats/aiox/agents.ts coreOf). aiox ships its runner inside that folder
// and resolves agents under its own name — `.aiox-core`, or `.aios-core` in the installs from before
// the rebrand (SynkraAI 61991a35f), or a fork's `.<name>-core`, or BMAD v4's `.bmad-core` — so the
// name is read off the workspace.
// Only a folder that stays inside the workspace counts: a prompt names its persona files for the
// agent to read, and a symlinked core folder would have it read files outside (docs/security.md).
import { readdirSync, realpathSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { coreHome, DEFAULT_CORE, isCoreFolderName, isPackFolderName } from '../formats/aiox-core-folder.js';
import { insideBy } from '../workspace/workspace.js';

/** A folder at `path`, its real path inside the workspace's (`realRoot`). */
const isDirInside = (realRoot: string, path: string): boolean => {
  try {
    return statSync(path).isDirectory() && insideBy(relative(realRoot, realpathSync(path)));
  } catch {
    return false;
  }
};

/** A file at `path`, its real path inside the workspace's (`realRoot`). */
const isFileInside = (realRoot: string, path: string): boolean => {
  try {
    return statSync(path).isFile() && insideBy(relative(realRoot, realpathSync(path)));
  } catch {
    return false;
  }
};

/**
 * The BMAD v4 expansion pack a workflow (`rel`, workspace-relative) lies in: its top-level folder,
 * when that is a dot folder (not a core's) holding the pack's `config.yaml` or `install-manifest.yaml`
 * (BMAD's installer copies a pack to `.<packId>/` and knows it again by those: installer.js
 * installExpansionPacks, detectExpansionPacks), inside the workspace; else undefined.
 */
export function bmadPackOf(root: string, rel: string): string | undefined {
  const parts = rel.replace(/\\/g, '/').split('/');
  const top = parts[0]!;
  if (parts.length < 2 || !isPackFolderName(top)) return undefined;
  let realRoot: string;
  try {
    realRoot = realpathSync(root);
  } catch {
    return undefined;
  }
  if (!isDirInside(realRoot, join(root, top))) return undefined;
  return isFileInside(realRoot, join(root, top, 'config.yaml')) || isFileInside(realRoot, join(root, top, 'install-manifest.yaml')) ? top : undefined;
}

/** `.aiox-core` when the workspace has it; else the first core folder with `agents/` in its home (`.aios-core` first: aioxInstalls); else undefined. */
export function installedAioxCore(root: string): string | undefined {
  return aioxInstalls(root)[0];
}

/**
 * Every aiox install the workspace holds, the one a squad's workflow reads first (installedAioxCore):
 * `.aiox-core` (with `development`), `.aios-core`, then the other `.<name>-core` folders with
 * `agents/` in their home (coreHome: `development/agents`, BMAD v4's `.bmad-core/agents`), by
 * name. More than one is ambiguous (each ships its own runner, which
 * resolves personas under its own folder): the importer warns, naming them (AIOX_CORE_AMBIGUOUS).
 */
export function aioxInstalls(root: string): string[] {
  let realRoot: string;
  let names: string[];
  try {
    realRoot = realpathSync(root);
    names = readdirSync(root);
  } catch {
    return [];
  }
  const current = isDirInside(realRoot, join(root, coreHome(DEFAULT_CORE))) ? [DEFAULT_CORE] : [];
  const others = names.filter((n) => n !== DEFAULT_CORE && isCoreFolderName(n) && isDirInside(realRoot, join(root, coreHome(n), 'agents'))).sort();
  const old = others.includes('.aios-core') ? ['.aios-core'] : [];
  return [...current, ...old, ...others.filter((n) => n !== '.aios-core')];
}
