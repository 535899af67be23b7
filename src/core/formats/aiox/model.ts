// The shape of an aiox-core workflow (run-workflow-engine): a `workflow:` mapping (or the top
// level) with `id`, `name` and a `sequence` list. Each sequence item is classified once here;
// translation and the aiox validator rules read this model, never the raw document again.
import type { YamlPath } from '../types.js';

export type Raw = Record<string, unknown>;

export type ItemKind = 'phase' | 'action' | 'routing' | 'end' | 'repeat' | 'guidance' | 'unknown';

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
}

export function isRecord(v: unknown): v is Raw {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function str(v: unknown): string | undefined {
  if (typeof v === 'string') return v.trim() === '' ? undefined : v.trim();
  if (typeof v === 'number') return String(v);
  return undefined;
}

/** The workflow mapping of an aiox document, or undefined when the shape is not aiox's. */
export function workflowRoot(data: unknown): { root: Raw; base: YamlPath } | undefined {
  if (!isRecord(data)) return undefined;
  if (isRecord(data['workflow']) && 'sequence' in data['workflow']) {
    return { root: data['workflow'], base: ['workflow'] };
  }
  // Top-level form: a sequence whose items look like aiox items.
  const seq = data['sequence'];
  if (Array.isArray(seq) && ('id' in data || 'name' in data) && seq.some((i) => isRecord(i) && ('agent' in i || 'phase' in i || 'meta' in i))) {
    return { root: data, base: [] };
  }
  return undefined;
}

/** Classify one sequence item. An item with `agent` is an action step even when it carries `phase:`. */
export function classify(raw: Raw): ItemKind {
  const meta = str(raw['meta']);
  if (meta === 'end') return 'end';
  if (meta === 'routing' || (meta === undefined && raw['routes'] !== undefined && raw['agent'] === undefined)) return 'routing';
  if (meta === 'repeat') return 'repeat';
  if (meta === 'guidance') return 'guidance';
  if (meta !== undefined) return 'unknown';
  if (raw['agent'] !== undefined) return 'action';
  if (raw['phase'] !== undefined) return 'phase';
  // A step without an agent persona still does work when it names an action or a task file.
  if ((raw['id'] !== undefined || raw['step'] !== undefined) && (raw['action'] !== undefined || raw['uses'] !== undefined)) return 'action';
  return 'unknown';
}

export function readDoc(data: unknown): AioxDoc | undefined {
  const found = workflowRoot(data);
  if (!found) return undefined;
  const { root, base } = found;
  const seq = Array.isArray(root['sequence']) ? (root['sequence'] as unknown[]) : [];
  const items: AioxItem[] = [];
  let phase: string | undefined;
  // Phase markers by number, so a step's own `phase: 2` is shown with the marker's name.
  const names = new Map<string, string>();
  seq.forEach((value, index) => {
    const raw = isRecord(value) ? value : {};
    const kind = isRecord(value) ? classify(raw) : 'unknown';
    if (kind === 'phase') {
      phase = str(raw['name']) ?? str(raw['phase']);
      if (str(raw['phase']) !== undefined && phase !== undefined) names.set(str(raw['phase'])!, phase);
    }
    const own = kind === 'action' ? str(raw['phase']) : undefined;
    const ownPhase = own !== undefined ? (str(raw['phase_name']) ?? names.get(own) ?? own) : undefined;
    items.push({ index, path: [...base, 'sequence', index], raw, kind, id: str(raw['id']) ?? str(raw['step']), phase: ownPhase ?? phase });
  });
  return { root, base, items };
}

/** A string or a list of strings as a list (anything else: empty). */
export function list(v: unknown): string[] {
  if (typeof v === 'string') return v.trim() === '' ? [] : [v.trim()];
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string' && x.trim() !== '').map((x) => x.trim());
  return [];
}
