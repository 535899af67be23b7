// Native step ids must be usable in expressions (steps.<id>, visits.<id>), so maestro node ids
// are sanitised to [A-Za-z_][A-Za-z0-9_]*. The map keeps every original id, and collisions (two
// ids that sanitise alike, or an id equal to DONE/BLOCKED) get a numeric suffix, deterministically
// in the order the graph lists its nodes.

// ASK too: a status routed to ASK asks a person (workflow-format.md#asking-mid-stage), a step named so is never reached.
const RESERVED = new Set(['DONE', 'BLOCKED', 'ASK']);

export class StepIds {
  private readonly byNode = new Map<string, string>();
  private readonly used = new Set<string>();

  constructor(nodeIds: readonly string[]) {
    for (const id of nodeIds) this.byNode.set(id, this.claim(sanitise(id)));
  }

  /** The native id of a node (undefined when the graph has no such node). */
  of(nodeId: string): string | undefined {
    return this.byNode.get(nodeId);
  }

  /** A fresh id for a helper step derived from a node (e.g. `<id>__choice`). */
  helper(base: string): string {
    return this.claim(base);
  }

  private claim(base: string): string {
    let id = RESERVED.has(base) ? `${base}_node` : base;
    for (let n = 2; this.used.has(id); n++) id = `${base}_${n}`;
    this.used.add(id);
    return id;
  }
}

/** `[A-Za-z_][A-Za-z0-9_]*`: other characters become `_`; a leading digit gets a `_` prefix. */
export function sanitise(id: string): string {
  const s = id.replace(/[^A-Za-z0-9_]/g, '_');
  if (s === '') return '_';
  return /^[0-9]/.test(s) ? `_${s}` : s;
}

/** A workflow name: [A-Za-z0-9][A-Za-z0-9_.-]* (what the native schema accepts). */
export function workflowName(raw: string): string {
  const s = raw.replace(/[^A-Za-z0-9_.-]/g, '-').replace(/^[^A-Za-z0-9]+/, '');
  return s === '' ? 'maestro-graph' : s;
}
