// The name of an aiox install's core folder, outside the aiox importer so the loader can find the
// install without loading the importer (formats/index.ts loads it only for an aiox file).
// `.aiox-core` today; `.aios-core` in the installs from before SynkraAI's rebrand (61991a35f,
// aios -> aiox); a fork's own `.<name>-core` (`.lmas-core`).

export const DEFAULT_CORE = '.aiox-core';
const CORE_FOLDER = /^\.[A-Za-z0-9][A-Za-z0-9_-]*-core$/;

/** Whether a top-level folder name is an aiox install's core folder by its name. */
export function isCoreFolderName(name: string): boolean {
  return CORE_FOLDER.test(name);
}
