// The shape of an aiox-core workflow (run-workflow-engine): a `workflow:` mapping (or the top
// level) with `id`, `name` and a `sequence` list. Each sequence item is classified once here;
// translation and the aiox validator rules read this model, never the raw document again.
import type { YamlPath } from '../types.js';

export type Raw = Record<string, unknown>;

export type ItemKind = 'phase' | 'action' | 'system' | 'routing' | 'end' | 'repeat' | 'guidance' | 'unknown';

export interface AioxItem {
  index: number;
  /** Path of the item in the source document, e.g. ['workflow', 'sequence', 3]. */
  path: YamlPath;
  raw: Raw;
  kind: ItemKind;
  /** The item's own id (`id`, else `step`), when it has one. */
  id: string | undefined;
  /** The phase marker in force when the item is reached (name, else number). */
  phase: string | undefined;
}

export interface AioxDoc {
  /** Path of the workflow mapping: ['workflow'] or []. */
  base: YamlPath;
  root: Raw;
  items: AioxItem[];
  /**
   * The old squad-template shape (a top-level `steps:` list, no id, no sequence): aiox's own
   * validator refuses it (no id, no sequence) and no aiox runner reads it.
   */
  legacySteps: boolean;
  /**
   * A `phases:` LIST in place of a sequence (the aiox-squads workflows, under workflow: or beside
   * it): workflow-validator.js accepts it as "compatibility" metadata (a warning), but no aiox
   * runner walks it. Its path and length, for the message that says so. A phases MAPPING none
   * of whose phases names an agent or a task (the kaizen squads': each phase a list of steps for
   * a model to read) is one too (`mapping`): workflow-executor.js runs a phase by its agent.
   */
  phaseList?: { path: YamlPath; count: number; mapping?: true; topLevel?: true; beside?: true; executors?: number };
  /**
   * A `steps:` list in place of a sequence, under `workflow:` or beside it (kanban-2's design
   * squad: `workflow: {id, name}` and a top-level `steps:` list): no aiox code reads `steps:`
   * (workflow-validator.js needs workflow.sequence), so the message names it.
   */
  stepsList?: { path: YamlPath; count: number };
  /**
   * The `phases:` LIST read as the sequence (no `sequence`): workflow-validator.js
   * `_getPhaseSequence` takes `workflow.phases[]` (or, via `_normalizeWorkflowDocument`, the
   * top-level `phases[]`) as the executable entries when there is no sequence. Each phase is
   * one step by its `agent`; a phase with no single `agent` is not a step (`notSteps`).
   */
  phasesAsSequence?: { path: YamlPath; count: number; notSteps: number[] };
}

export function isRecord(v: unknown): v is Raw {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function str(v: unknown): string | undefined {
  if (typeof v === 'string') return v.trim() === '' ? undefined : v.trim();
  if (typeof v === 'number') return String(v);
  return undefined;
}

// Recognising the shape is formats/detect.ts's (the loader asks it without loading this importer).
import { workflowRoot } from '../detect.js';
export { workflowRoot };
export { isLegacySteps } from '../detect.js';

/**
 * Classify one sequence item. An item with `agent` is a step even when it carries `phase:`; a
 * `workflow_end` marker ends the run (with or without id/action); an item with `step`/`id` and
 * something to do (`action`, `task`, `uses`) is a step even without an agent (auto-worktree).
 */
export function classify(raw: Raw): ItemKind {
  if (raw['workflow_end'] !== undefined && raw['workflow_end'] !== false) return 'end';
  const meta = str(raw['meta']);
  if (meta === 'end') return 'end';
  if (meta === 'routing' || (meta === undefined && raw['routes'] !== undefined && raw['agent'] === undefined)) return 'routing';
  if (meta === 'repeat') return 'repeat';
  if (meta === 'guidance') return 'guidance';
  if (meta !== undefined) return 'unknown';
  if (str(raw['agent']) === 'system' && Array.isArray(raw['condition_check'])) return 'system';
  if (raw['agent'] !== undefined) return 'action';
  const named = raw['id'] !== undefined || raw['step'] !== undefined;
  if (!named && namedControlEntry(raw)) return 'guidance';
  const work = raw['action'] !== undefined || raw['uses'] !== undefined || raw['task'] !== undefined;
  if (named && work) return 'action';
  if (raw['phase'] !== undefined) return 'phase';
  return 'unknown';
}

/**
 * The older spelling of a control entry (BMAD v4's workflows, AIOS's before de612fd71): its name
 * as a key without a value, beside `action` and `notes` — `- repeat_development_cycle:`,
 * `- project_setup_guidance:`. aiox rewrote them as `meta: repeat` (adding the target steps and
 * condition the old entry lacks) and `meta: guidance`; workflow-validator.js counts
 * repeat_development_cycle among its control-flow entries, and no runner loops there. Both are
 * guidance here: their text goes into the next step's prompt (the old repeat names nothing to repeat).
 */
function namedControlEntry(raw: Raw): boolean {
  return Object.keys(raw).some((key) => controlEntryBody(raw, key) !== undefined);
}

/**
 * The action and notes of such an entry named `key`: the item itself when the name has no value
 * (null, or `""` as BMAD's Godot pack writes it), or the mapping indented under the name (its
 * `- project_setup_guidance:` with `action` and `notes` one level deeper). Undefined otherwise.
 */
export function controlEntryBody(raw: Raw, key: string): Raw | undefined {
  if (key !== 'repeat_development_cycle' && !/^[a-z][a-z0-9_]*_guidance$/.test(key)) return undefined;
  const value = raw[key];
  if (value === null || (typeof value === 'string' && value.trim() === '')) return raw;
  const nested = isRecord(value) && Object.keys(raw).length === 1 ? value : undefined;
  return nested !== undefined && (nested['action'] !== undefined || nested['notes'] !== undefined) ? nested : undefined;
}

export function readDoc(data: unknown): AioxDoc | undefined {
  const found = workflowRoot(data);
  if (!found) return undefined;
  const { root, base, legacySteps } = found;
  // workflow-executor.js runs workflow.phases (the raw document's): a top-level phases mapping it never reads.
  const phaseMap = !legacySteps && !Array.isArray(root['sequence']) && base.length > 0 ? phasesAsSequence(root['phases']) : undefined;
  const phaseSeq = phaseMap === undefined && !legacySteps && !Array.isArray(root['sequence']) ? phaseListAsSequence(data, root, base) : undefined;
  const seq = phaseMap?.items ?? phaseSeq?.items ?? (!legacySteps && Array.isArray(root['sequence']) ? (root['sequence'] as unknown[]) : []);
  const notSteps: number[] = [];
  const items: AioxItem[] = [];
  let phase: string | undefined;
  // Phase markers by number, so a step's own `phase: 2` is shown with the marker's name.
  const names = new Map<string, string>();
  seq.forEach((value, index) => {
    const raw = isRecord(value) ? value : {};
    let kind = isRecord(value) ? classify(raw) : 'unknown';
    // A phase of a phases list is a step by its one agent (or the workflow_end marker); anything else is not a step.
    if (phaseSeq !== undefined && !((kind === 'action' && typeof raw['agent'] === 'string') || kind === 'end')) {
      kind = 'unknown';
      notSteps.push(index);
    }
    if (kind === 'phase') {
      phase = str(raw['name']) ?? str(raw['phase_name']) ?? str(raw['phase']);
      if (str(raw['phase']) !== undefined && phase !== undefined) names.set(str(raw['phase'])!, phase);
    }
    const own = kind === 'action' || kind === 'system' ? str(raw['phase']) : undefined;
    const ownPhase = own !== undefined ? (str(raw['phase_name']) ?? names.get(own) ?? own) : phaseSeq !== undefined ? str(raw['phase_name']) : undefined;
    const path = phaseMap !== undefined ? [...base, 'phases', phaseMap.keys[index]!] : phaseSeq !== undefined ? [...phaseSeq.path, index] : [...base, 'sequence', index];
    items.push({ index, path, raw, kind, id: str(raw['id']) ?? str(raw['step']), phase: ownPhase ?? phase });
  });
  const phaseList = legacySteps || Array.isArray(root['sequence']) ? undefined : phaseListOf(data, root, base);
  const asSeq = phaseSeq !== undefined ? { path: phaseSeq.path, count: phaseSeq.items.length, notSteps } : undefined;
  const stepsAt = legacySteps || Array.isArray(root['sequence']) ? undefined : Array.isArray(root['steps']) ? [...base, 'steps'] : base.length > 0 && isRecord(data) && Array.isArray(data['steps']) ? ['steps'] : undefined;
  const stepsList = stepsAt === undefined ? undefined : { path: stepsAt, count: ((stepsAt.length === 1 && isRecord(data) ? data['steps'] : root['steps']) as unknown[]).length };
  return { root, base, items, legacySteps, ...(phaseList ? { phaseList } : {}), ...(asSeq ? { phasesAsSequence: asSeq } : {}), ...(stepsList ? { stepsList } : {}) };
}

/**
 * workflow-validator.js `_getPhaseSequence`: with no sequence, a non-empty `phases[]` is the list
 * of executable entries — workflow.phases, else (`_normalizeWorkflowDocument`) the top-level
 * phases beside a `workflow:` mapping that has none. Each phase keeps its fields; its `name`
 * names its phase in the prompt (a numeric `phase: 0` is only its position).
 */
function phaseListAsSequence(data: unknown, root: Raw, base: YamlPath): { items: unknown[]; path: YamlPath } | undefined {
  const own = root['phases'];
  const top = base.length > 0 && own === undefined && isRecord(data) ? data['phases'] : undefined;
  const list = Array.isArray(own) ? own : Array.isArray(top) ? top : undefined;
  if (list === undefined || list.length === 0) return undefined;
  const path: YamlPath = Array.isArray(own) ? [...base, 'phases'] : ['phases'];
  const items = list.map((p) => {
    if (!isRecord(p)) return p;
    const name = str(p['name']) ?? str(p['phase']);
    return name !== undefined ? { ...p, phase_name: name } : p;
  });
  return { items, path };
}

/**
 * workflow.phases as a list, else a top-level phases list (workflow-validator.js
 * `_normalizeWorkflowDocument`), else a workflow.phases mapping that phasesAsSequence found no
 * runnable phase in.
 */
/** How many phases are run by `executor:` (no agent:), when any is. */
function executorCount(phases: unknown[]): { executors?: number } {
  const n = phases.filter((p) => isRecord(p) && 'executor' in p && !('agent' in p)).length;
  return n > 0 ? { executors: n } : {};
}

function phaseListOf(data: unknown, root: Raw, base: YamlPath): AioxDoc['phaseList'] {
  if (Array.isArray(root['phases'])) return { path: [...base, 'phases'], count: root['phases'].length };
  if (isRecord(root['phases']) && Object.keys(root['phases']).length > 0) return { path: [...base, 'phases'], count: Object.keys(root['phases']).length, mapping: true, ...(base.length === 0 ? { topLevel: true as const } : {}) };
  if (base.length > 0 && isRecord(data) && Array.isArray(data['phases'])) return { path: ['phases'], count: data['phases'].length };
  // A phases MAPPING beside workflow: (the analista squads': phases by executor:): workflow-executor.js
  // reads only workflow.phases, and _normalizeWorkflowDocument copies only a phases list.
  const beside = base.length > 0 && isRecord(data) && isRecord(data['phases']) ? Object.values(data['phases']) : [];
  if (beside.length > 0) return { path: ['phases'], count: beside.length, mapping: true, beside: true, ...executorCount(beside) };
  return undefined;
}

/** Other names an item answers to (a phases-map entry's own id). */
export const ALIASES = '__aliases';

/**
 * The `step` of an item that also has an `id` (`id: PHASE-1`, `step: score-sticky`): a second name
 * it answers to, unless another item's id is that name (ids are looked up first).
 */
export function stepAlias(item: AioxItem, items: readonly AioxItem[]): string | undefined {
  const step = str(item.raw['step']);
  if (step === undefined || str(item.raw['id']) === undefined || step === item.id) return undefined;
  return items.some((o) => o.id === step) ? undefined : step;
}

/**
 * workflow-executor.js runs a `phases:` MAPPING (development-cycle without a sequence): phase key
 * -> {agent, task, condition, on_success, on_failure, on_skip, on_go/on_pause/...}, starting at
 * the first key. Each phase becomes a sequence item whose id is its key; on_success is its next;
 * on_<word> outcomes (the checkpoint's on_go, on_pause, on_review, on_abort) its on_complete.
 */
function phasesAsSequence(phases: unknown): { items: Raw[]; keys: string[] } | undefined {
  if (!isRecord(phases)) return undefined;
  const entries = Object.entries(phases).filter(([, p]) => isRecord(p) && ('agent' in p || 'task' in p));
  if (entries.length === 0) return undefined;
  const items = entries.map(([key, p]) => {
    const phase = p as Raw;
    const item: Raw = { ...phase, id: key, phase_name: phase['name'] ?? key };
    // The phase's own id (development for 2_development) names it too: return_to_development.
    if (typeof phase['id'] === 'string' && phase['id'] !== key) item[ALIASES] = [phase['id']];
    delete item['phase'];
    if (typeof phase['on_success'] === 'string') item['next'] = phase['on_success'];
    const outcomes: Raw = {};
    for (const [k, v] of Object.entries(phase)) {
      const word = /^on_([a-z]+)$/.exec(k)?.[1];
      if (word !== undefined && !['success', 'failure', 'skip', 'complete', 'verdict', 'exists', 'cleanup'].includes(word) && typeof v === 'string') outcomes[word.toUpperCase()] = v;
    }
    if (Object.keys(outcomes).length > 0) item['on_complete'] = outcomes;
    return item;
  });
  return { items, keys: entries.map(([k]) => k) };
}

/** Output names: strings, or the key of a one-key mapping (`- validation_result: {type: object}`). */
export function outputNames(v: unknown): string[] {
  if (!Array.isArray(v)) return list(v);
  return v.flatMap((o) => (typeof o === 'string' ? (o.trim() === '' ? [] : [o.trim()]) : isRecord(o) && Object.keys(o).length === 1 ? [Object.keys(o)[0]!] : []));
}

/** A string or a list of strings as a list (anything else: empty). */
export function list(v: unknown): string[] {
  if (typeof v === 'string') return v.trim() === '' ? [] : [v.trim()];
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string' && x.trim() !== '').map((x) => x.trim());
  return [];
}

/** The task file an item names: `uses` (run-workflow-engine) or `task` (the orchestrators). */
export function taskOf(raw: Raw): string | undefined {
  return str(raw['uses']) ?? str(raw['task']);
}
