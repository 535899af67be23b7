// Who runs an aiox step, and where its persona and task files are. The forms the real files use:
//   agent: architect | @architect | core:architect | squad:validator | analyst/pm (either)
//   agent: ${story.executor}       (workflow-executor.js resolves it from the story: an input here)
//   agent: various                 (workflow-validator.js's meta agent: no persona file)
//   agent: "{specialist}", "{target_name}-chief"   (a placeholder no aiox code fills: run-workflow-engine.md,
//                                  "Agent file not found", lists the agents and asks the user to choose;
//                                  here the run asks in front of each such step: ask-agent.ts)
// Files resolve as run-workflow-engine.md does: `.aiox-core/development/agents/<a>.md` (the install's
// core folder: `.aios-core` before the rebrand, coreOf; its home, coreHome: `.bmad-core/agents/<a>.md`
// in a BMAD v4 install), and for a
// workflow inside `squads/<squad>/`, the squad's own `squads/<squad>/agents/<a>.md` first (its
// "hybrid" context: squad first, core as the fallback). Task files (`uses`/`task`) likewise under
// `tasks/`. The squad is the folder that holds the nearest `workflows/` (squad-validator.js: `<squad>/workflows`,
// `<squad>/agents`), so a squad kept in a folder of squads (`squads/xquads-squads/psych-squad/`) is
// that inner folder.
import { inputName } from './conditions.js';
import { CONTROL_NAMES, RUNNER_OWNED } from '../../model/workflow.js';
import { coreHome, DEFAULT_CORE, isBmadLayout, isCoreFolderName, isPackFolderName } from '../aiox-core-folder.js';

export type AgentRef =
  | { kind: 'meta'; text: string }
  | { kind: 'dynamic'; text: string; input: string }
  /** `{name}` with the agent id's text around it (`prefix{name}suffix`): the person names the agent (`input`). */
  | { kind: 'asked'; text: string; input: string; prefix: string; suffix: string }
  | { kind: 'file'; text: string; names: string[]; scope: 'core' | 'squad' | 'any' }
  | { kind: 'invalid'; text: string };

const META_AGENTS = new Set(['various']);
const UNASKABLE = new Set<string>([...RUNNER_OWNED, ...CONTROL_NAMES]);
const SIMPLE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function parseAgent(value: unknown): AgentRef {
  if (typeof value !== 'string' || value.trim() === '') return { kind: 'invalid', text: JSON.stringify(value ?? null) };
  const text = value.trim();
  const dynamic = /^\$\{\s*([A-Za-z_][A-Za-z0-9_.]*)\s*\}$/.exec(text);
  if (dynamic) return { kind: 'dynamic', text, input: inputName(dynamic[1]!) };
  if (META_AGENTS.has(text)) return { kind: 'meta', text };
  // One {name}, single braces ({{NAME}} is an unrendered template: invalid, as aiox warns).
  const asked = /^([A-Za-z0-9._-]*)\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}([A-Za-z0-9._-]*)$/.exec(text);
  // Not a name the runner sets or an execution control (no person answers those: a workflow declaring one is invalid).
  if (asked && !`${asked[1]}${asked[3]}`.includes('..') && !UNASKABLE.has(inputName(asked[2]!))) return { kind: 'asked', text, input: inputName(asked[2]!), prefix: asked[1]!, suffix: asked[3]! };
  let scope: 'core' | 'squad' | 'any' = 'any';
  let rest = text.replace(/^@/, '');
  const prefix = /^(core|squad):(.*)$/.exec(rest);
  if (prefix) {
    scope = prefix[1] as 'core' | 'squad';
    rest = prefix[2]!;
  }
  // workflow-validator.js splits compound agents ("analyst/pm"): each must name a file.
  const names = rest.split('/').map((n) => n.trim().replace(/^@/, ''));
  if (names.length === 0 || names.some((n) => !SIMPLE.test(n) || n.includes('..'))) return { kind: 'invalid', text };
  return { kind: 'file', text, names, scope };
}

const SEGMENT = '[A-Za-z0-9][A-Za-z0-9._-]*';
const SEGMENT_ONLY = new RegExp(`^${SEGMENT}$`);

/**
 * `squads/<squad>/...`: the squad a workflow file belongs to, `<suite>/<squad>` when nested: the
 * folder holding the nearest `workflows/` above the file (`squads/suite/workflows/copy/workflows/x.yaml`
 * is `suite/workflows/copy`'s, not suite's), as a path under `squads/` (agentFiles, taskFiles).
 */
export function squadOf(file: string): string | undefined {
  const parts = file.replace(/\\/g, '/').split('/');
  const s = parts.indexOf('squads');
  if (s < 0) return undefined;
  const w = parts.lastIndexOf('workflows', parts.length - 2);
  const squad = parts.slice(s + 1, w);
  if (w >= s + 2 && squad.every((p) => SEGMENT_ONLY.test(p))) return squad.join('/');
  return new RegExp(`(?:^|/)squads/(${SEGMENT})/`).exec(parts.join('/'))?.[1];
}

export { coreHome, DEFAULT_CORE };

/**
 * The core folder whose `agents/` and `tasks/` (under its home, coreHome) a workflow's personas and
 * tasks are in. The runner an install ships resolves them under its own folder
 * (workflow-state-manager.js `resolveAgentPaths`: `.aios-core/development/agents` before the
 * rebrand, `.aiox-core/…` after it; BMAD v4's `.bmad-core/agents`): a workflow inside a core's home
 * (`<core>/development/`, `.bmad-core/`) is that core's; one in a BMAD v4 expansion pack's
 * `.<packId>/` (`pack`, which the loader found by the pack's config.yaml or install-manifest.yaml) is
 * the pack's, whose installer copied its agents and tasks there and roots them at `.<packId>`; any
 * other (a squad's) is the install's the workspace holds (`installed`, found by the loader), else `.aiox-core`.
 */
export function coreOf(file: string, installed?: string, pack?: string): string {
  const parts = file.replace(/\\/g, '/').split('/');
  if (isCoreWorkflow(file)) return parts[0]!;
  if (pack !== undefined && isPackFolderName(pack) && parts.length > 1 && parts[0] === pack) return pack;
  return installed !== undefined && isCoreFolderName(installed) ? installed : DEFAULT_CORE;
}

/** Whether `file` lies in a core folder's home (`.aiox-core/development/workflows/x.yaml`, `.bmad-core/workflows/x.yaml`): that core's own workflow. */
export function isCoreWorkflow(file: string): boolean {
  const parts = file.replace(/\\/g, '/').split('/');
  if (!isCoreFolderName(parts[0]!)) return false;
  const home = coreHome(parts[0]!).split('/');
  return parts.length > home.length && home.every((h, i) => parts[i] === h);
}

/** The persona files one agent name may be, in the order aiox tries them. */
export function agentFiles(name: string, scope: 'core' | 'squad' | 'any', squad: string | undefined, core: string = DEFAULT_CORE): string[] {
  const coreFile = `${coreHome(core)}/agents/${name}.md`;
  if (squad === undefined || scope === 'core') return [coreFile];
  const own = `squads/${squad}/agents/${name}.md`;
  return scope === 'squad' ? [own] : [own, coreFile];
}

/** What a `uses`/`task` value names: a task, or, where BMAD v4 keeps them, a template, a checklist, a data or utils file. */
export type TaskKind = 'task' | 'template' | 'checklist' | 'data' | 'utils';
export interface TaskRef {
  kind: TaskKind;
  /** The files it may be, in the order they are tried. */
  files: string[];
}

const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** BMAD v4's dependency types with their folders (an agent's `dependencies:` keys, IDE-FILE-RESOLUTION's `{type}`). */
const BMAD_TYPES: Record<string, TaskKind> = { tasks: 'task', templates: 'template', checklists: 'checklist', data: 'data', utils: 'utils' };
const FOLDER_OF: Record<TaskKind, string> = { task: 'tasks', template: 'templates', checklist: 'checklists', data: 'data', utils: 'utils' };

/**
 * The files a `uses`/`task` value names, in the order they are tried; undefined when it names none
 * (free text: `create-doc prototype-design OR create-game-story`). aiox's engine reads it as a task
 * (run-workflow-engine.md `resolve_task_path`: `<core>/development/tasks/<uses>.md`, the squad's
 * first). BMAD v4's agents resolve a dependency as `{root}/{type}/{name}` (IDE-FILE-RESOLUTION):
 * a value naming its type's folder (`templates/story-outline-tmpl.yaml`) is read there, and a bare
 * name by BMAD's own naming — every template is `<name>-tmpl.yaml`, every checklist
 * `<name>-checklist.md`, though one task (execute-checklist) ends like a checklist, so such a name
 * is a checklist, else that task —, with the installer's extension when it has none (`.yaml` for a
 * template, `.md` for the others: installer.js resolveExpansionPackCoreDependencies).
 */
export function taskRef(task: string, squad: string | undefined, core: string = DEFAULT_CORE): TaskRef | undefined {
  const at = (kind: TaskKind, name: string): string[] => {
    const named = isBmadLayout(core) ? /\.(?:md|ya?ml)$/.test(name) : name.endsWith('.md');
    const file = named ? name : `${name}${kind === 'template' ? '.yaml' : '.md'}`;
    const coreFile = `${coreHome(core)}/${FOLDER_OF[kind]}/${file}`;
    return squad === undefined ? [coreFile] : [`squads/${squad}/${FOLDER_OF[kind]}/${file}`, coreFile];
  };
  if (!isBmadLayout(core)) return FILE_NAME.test(task) ? { kind: 'task', files: at('task', task) } : undefined;
  const typed = /^([a-z]+)\/(.+)$/.exec(task);
  if (typed !== null) {
    const kind = Object.hasOwn(BMAD_TYPES, typed[1]!) ? BMAD_TYPES[typed[1]!] : undefined;
    return kind !== undefined && FILE_NAME.test(typed[2]!) ? { kind, files: at(kind, typed[2]!) } : undefined;
  }
  if (!FILE_NAME.test(task)) return undefined;
  const stem = task.replace(/\.(?:md|ya?ml)$/, '');
  if (stem.endsWith('-tmpl')) return { kind: 'template', files: at('template', task) };
  if (stem.endsWith('-checklist')) return { kind: 'checklist', files: [...at('checklist', task), ...at('task', task)] };
  return { kind: 'task', files: at('task', task) };
}
