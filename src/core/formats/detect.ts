// Which format a parsed workflow document is in, by shape alone (formats/types.ts). Light on
// purpose: the loader asks it of every file, and only a file in another runner's format then
// loads that format's importer (formats/index.ts), so a native workflow never compiles the
// translators.
import type { FormatId } from './types.js';

export type ForeignFormat = Exclude<FormatId, 'native'>;

type Raw = Record<string, unknown>;

function isRecord(v: unknown): v is Raw {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Native 4.0 files carry `version` and `state_path` or `steps`/`phases` at the top. An aiox file
 * may have top-level `phases:` beside its `workflow:` mapping (wf-create-squad.yaml), an aiox
 * squad workflow a top-level `phases:` LIST beside its id/name, and an old aiox squad template a
 * `steps:` list: none is native (a native file has no `workflow:` key, and its steps and phases
 * are mappings).
 */
export function isNativeShape(data: unknown): boolean {
  if (!isRecord(data)) return false;
  if ('state_path' in data) return true;
  if (isAioxWorkflowMapping(data['workflow']) || isLegacySteps(data) || isTopLevelPhaseList(data) || isTopLevelAioxPhaseMap(data)) return false;
  return 'steps' in data || 'phases' in data;
}

/** A 4.x version: such a file is a native one, whatever its mistakes (it is told them as native). */
function isNativeVersion(data: Raw): boolean {
  return /^4(\.|$)/.test(String(data['version'] ?? ''));
}

/**
 * The aiox squads' workflow: top-level `id` and/or `name` beside a `phases:` LIST, no `workflow:`
 * key (`version: 1.x`). workflow-validator.js `_normalizeWorkflowDocument` reads top-level
 * id/name/sequence|phases as the workflow mapping; a native file's phases are a mapping, so a
 * list is never native (unless the file says version 4: then it is a native file told so).
 */
export function isTopLevelPhaseList(data: Raw): boolean {
  if (!Array.isArray(data['phases']) || 'state_path' in data || isNativeVersion(data)) return false;
  return 'id' in data || 'name' in data;
}

/**
 * An aiox squad workflow written with a top-level `phases:` MAPPING of agent phases (id/name,
 * `version: 1.x`, no `workflow:` key): each phase names `agent`/`agents` or `task`/`tasks`, none
 * names a `workflow` (what a native phase runs). Not native (a native file says version 4 or has
 * state_path); aiox's own runners do not run it either (workflow-executor.js reads
 * workflow.phases, workflow-validator.js needs a sequence or a phases list): it is told so as aiox.
 */
export function isTopLevelAioxPhaseMap(data: Raw): boolean {
  const phases = data['phases'];
  if (!isRecord(phases) || 'state_path' in data || 'workflow' in data || isNativeVersion(data)) return false;
  if (!('id' in data) && !('name' in data)) return false;
  const values = Object.values(phases);
  if (values.some((p) => isRecord(p) && 'workflow' in p)) return false;
  return values.some((p) => isRecord(p) && ['agent', 'agents', 'task', 'tasks'].some((k) => k in p));
}

function isAioxWorkflowMapping(v: unknown): boolean {
  return isRecord(v) && ('sequence' in v || 'id' in v || 'name' in v);
}

/** The workflow mapping of an aiox document, or undefined when the shape is not aiox's. */
export function workflowRoot(data: unknown): { root: Raw; base: Array<string | number>; legacySteps: boolean } | undefined {
  if (!isRecord(data)) return undefined;
  // workflow-validator.js normalises both forms: a `workflow:` mapping (its sequence is the
  // execution contract even when the file also has top-level phases: or other sections), or
  // id/name/sequence at the top level.
  const wf = data['workflow'];
  if (isRecord(wf) && ('sequence' in wf || 'id' in wf || 'name' in wf)) return { root: wf, base: ['workflow'], legacySteps: false };
  const seq = data['sequence'];
  if (Array.isArray(seq) && ('id' in data || 'name' in data) && seq.some((i) => isRecord(i) && ('agent' in i || 'phase' in i || 'meta' in i || 'workflow_end' in i))) {
    return { root: data, base: [], legacySteps: false };
  }
  if (isTopLevelPhaseList(data) || isTopLevelAioxPhaseMap(data)) return { root: data, base: [], legacySteps: false };
  if (isLegacySteps(data)) return { root: data, base: [], legacySteps: true };
  return undefined;
}

/**
 * The old aiox squad-template workflow: a command `trigger` and a `steps:` list of task items
 * (never a native file: no state_path, not version 4; a task definition has the list but no trigger).
 * Beside its task items the list may hold items of other types (`type: decision` with
 * `on_true`/`on_false`, `type: notification`: the branding squad's flows); one task item is enough.
 */
export function isLegacySteps(data: Raw): boolean {
  const steps = data['steps'];
  if (!Array.isArray(steps) || 'state_path' in data || isNativeVersion(data)) return false;
  if (!('trigger' in data) && !('triggers' in data)) return false;
  return steps.length > 0 && steps.every(isRecord) && steps.some((s) => isRecord(s) && ('task' in s || 'agent' in s || 'action' in s || 'uses' in s));
}

/**
 * An aiox task definition (templates/squad-template/tasks/*.yaml): name, a non-4 `version`, and a
 * `steps:` LIST of mappings, but no `trigger` (that would make it an old squad-template workflow),
 * no `state_path`, `workflow:`, `sequence` or `phases`. A task, run inside a workflow step, not a
 * workflow: a directory walk skips it (validate-files.ts).
 */
export function isTaskDefinition(data: unknown): boolean {
  if (!isRecord(data) || !('version' in data) || isNativeVersion(data)) return false;
  const steps = data['steps'];
  if (!Array.isArray(steps) || steps.length === 0 || !steps.every(isRecord)) return false;
  return !['state_path', 'trigger', 'triggers', 'workflow', 'sequence', 'phases'].some((k) => k in data);
}

const MAESTRO_NODE_TYPES = new Set(['command', 'decision', 'gate', 'fork', 'join', 'eval', 'terminal']);

/**
 * A CCW skill chain (the ccw-chain skill's chain_loader, ccw/src/types/chain-types.ts `SkillChain`):
 * `chain_id` and a `nodes` mapping of step / decision / delegate nodes. Not a format stagegate
 * imports; recognised so that it is said so, not read as a maestro graph (both have `entry`,
 * `nodes` and `decision` nodes) or as a native workflow (it has `name` and `version`).
 */
export function isCcwSkillChain(data: unknown): boolean {
  return isRecord(data) && typeof data['chain_id'] === 'string' && isRecord(data['nodes']);
}

/** A maestro-flow chain graph: a `nodes` object whose values carry a node `type`. */
export function detectMaestro(data: unknown): boolean {
  if (!isRecord(data) || !isRecord(data['nodes'])) return false;
  if ('steps' in data || 'sequence' in data || 'workflow' in data || 'template_id' in data || isCcwSkillChain(data)) return false;
  const nodes = Object.values(data['nodes']);
  return nodes.length > 0 && nodes.some((n) => isRecord(n) && typeof n['type'] === 'string' && MAESTRO_NODE_TYPES.has(n['type']));
}

/** A CCW wf-player template: a `nodes` LIST with template_id, edges or context_schema. */
export function detectCcw(data: unknown): boolean {
  if (!isRecord(data) || !Array.isArray(data['nodes'])) return false;
  return 'template_id' in data || 'context_schema' in data || Array.isArray(data['edges']);
}

/** An aiox workflow (run-workflow-engine, or an old squad template). */
export function detectAiox(data: unknown): boolean {
  return workflowRoot(data) !== undefined;
}

/**
 * The other runner's format the document is in: undefined for a native document and for one no
 * importer recognises. The formats are tried in the order maestro, CCW, aiox (a document two
 * of them could claim goes to the first).
 */
export function foreignFormatOf(data: unknown): ForeignFormat | undefined {
  if (isNativeShape(data)) return undefined;
  if (detectMaestro(data)) return 'maestro';
  if (detectCcw(data)) return 'ccw';
  if (detectAiox(data)) return 'aiox';
  return undefined;
}
