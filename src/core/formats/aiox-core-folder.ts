// The name of an aiox install's core folder, outside the aiox importer so the loader can find the
// install without loading the importer (formats/index.ts loads it only for an aiox file).
// `.aiox-core` today; `.aios-core` in the installs from before SynkraAI's rebrand (61991a35f,
// aios -> aiox); a fork's own `.<name>-core` (`.lmas-core`); BMAD v4's `.bmad-core`, whose workflows
// load as aiox's (docs/formats.md). coreHome says where each keeps its personas and tasks.

export const DEFAULT_CORE = '.aiox-core';
const CORE_FOLDER = /^\.[A-Za-z0-9][A-Za-z0-9_-]*-core$/;
/** BMAD v4's install folder (BMAD-METHOD v4 tools/installer): `.bmad-core/agents/<a>.md`, no `development/`. */
const BMAD_V4_CORE = '.bmad-core';

/** Whether a top-level folder name is an aiox install's core folder by its name. */
export function isCoreFolderName(name: string): boolean {
  return CORE_FOLDER.test(name);
}

/**
 * The folder a core keeps its personas (`agents/`), tasks (`tasks/`) and own workflows in — the one
 * rule for where they are. aiox keeps them in `<core>/development/` (workflow-state-manager.js
 * `resolveAgentPaths`); a BMAD v4 install right in `.bmad-core/` (its installer copies bmad-core/
 * there as it is, and its agents resolve dependencies as `{root}/{type}/{name}`, root `.bmad-core`).
 */
export function coreHome(core: string): string {
  return core === BMAD_V4_CORE ? core : `${core}/development`;
}
