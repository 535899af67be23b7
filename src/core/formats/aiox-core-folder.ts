// The name of an aiox install's core folder, outside the aiox importer so the loader can find the
// install without loading the importer (formats/index.ts loads it only for an aiox file).
// `.aiox-core` today; `.aios-core` in the installs from before SynkraAI's rebrand (61991a35f,
// aios -> aiox); a fork's own `.<name>-core` (`.lmas-core`); BMAD v4's `.bmad-core`, whose workflows
// load as aiox's (docs/formats.md), and a BMAD v4 expansion pack's `.<packId>` (its installer's dot
// folder). coreHome says where each keeps its personas and tasks.

export const DEFAULT_CORE = '.aiox-core';
const CORE_FOLDER = /^\.[A-Za-z0-9][A-Za-z0-9_-]*-core$/;
/** BMAD v4's install folder (BMAD-METHOD v4 tools/installer): `.bmad-core/agents/<a>.md`, no `development/`. */
const BMAD_V4_CORE = '.bmad-core';

/**
 * A top-level dot folder that may be a BMAD v4 expansion pack's install: the installer copies the pack
 * to `.<packId>/` (tools/installer/lib/installer.js installExpansionPacks) and knows it again by its
 * `install-manifest.yaml` or `config.yaml` (detectExpansionPacks); a core folder's name is a core.
 */
const PACK_FOLDER = /^\.[A-Za-z0-9][A-Za-z0-9_-]*$/;
export function isPackFolderName(name: string): boolean {
  return PACK_FOLDER.test(name) && !isCoreFolderName(name) && name !== '.git' && name !== '.stagegate';
}

/** Whether a top-level folder name is an aiox install's core folder by its name. */
export function isCoreFolderName(name: string): boolean {
  return CORE_FOLDER.test(name);
}

/**
 * Whether a core keeps BMAD v4's layout: `agents/`, `tasks/`, `templates/`, `checklists/` right in
 * the folder — `.bmad-core`, and an expansion pack's `.<packId>` (any folder whose name is not a core's).
 */
export function isBmadLayout(core: string): boolean {
  return core === BMAD_V4_CORE || !isCoreFolderName(core);
}

/**
 * The folder a core keeps its personas (`agents/`), tasks (`tasks/`) and own workflows in — the one
 * rule for where they are. aiox keeps them in `<core>/development/` (workflow-state-manager.js
 * `resolveAgentPaths`); BMAD v4 right in `.bmad-core/` and in a pack's `.<packId>/` (its installer
 * copies bmad-core/ and each pack's folders there as they are, and its agents resolve dependencies
 * as `{root}/{type}/{name}`, root `.bmad-core` or `.<packId>`).
 */
export function coreHome(core: string): string {
  return isBmadLayout(core) ? core : `${core}/development`;
}
