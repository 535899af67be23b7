// Which aiox install a workspace holds: the core folder whose personas and tasks a squad's
// workflow falls back to (formats/aiox/agents.ts coreOf). aiox ships its runner inside that folder
// and resolves agents under its own name — `.aiox-core`, or `.aios-core` in the installs from before
// the rebrand (SynkraAI 61991a35f), or a fork's `.<name>-core` — so the name is read off the workspace.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_CORE, isCoreFolderName } from '../formats/aiox-core-folder.js';

const isDir = (path: string): boolean => {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
};

/** `.aiox-core` when the workspace has it; else the one core folder with `development/agents` (`.aios-core` first); else undefined. */
export function installedAioxCore(root: string): string | undefined {
  if (isDir(join(root, DEFAULT_CORE, 'development'))) return DEFAULT_CORE;
  let names: string[];
  try {
    names = readdirSync(root);
  } catch {
    return undefined;
  }
  const found = names.filter((n) => isCoreFolderName(n) && isDir(join(root, n, 'development', 'agents'))).sort();
  return found.includes('.aios-core') ? '.aios-core' : found[0];
}
