// aiox step ids are free text ("create-prd", "3.1 review"); native ids must be usable in
// expressions (steps.<id>), so each original id gets a sanitised, unique native id.

// ASK too: a status routed to ASK asks a person (workflow-format.md#asking-mid-stage), a step named so is never reached.
const RESERVED = new Set(['DONE', 'BLOCKED', 'ASK']);

/** [A-Za-z_][A-Za-z0-9_]*: non-alphanumerics become '_', a leading digit gets a 's_' prefix. */
export function sanitiseId(raw: string): string {
  let id = raw.trim().replace(/[^A-Za-z0-9_]+/g, '_').replace(/^_+|_+$/g, '');
  if (id === '') id = 'step';
  if (/^[0-9]/.test(id)) id = `s_${id}`;
  if (RESERVED.has(id)) id = `${id}_step`;
  return id;
}

/** Workflow names: [A-Za-z0-9][A-Za-z0-9_.-]* (the native schema's rule). */
export function sanitiseName(raw: string): string {
  const name = raw.trim().replace(/[^A-Za-z0-9_.-]+/g, '-').replace(/^[^A-Za-z0-9]+/, '').replace(/-+$/, '');
  return name === '' ? 'aiox-workflow' : name;
}

/** Hands out unique native ids: a clash gets a numeric suffix (_2, _3 …). */
export class IdAllocator {
  private readonly used = new Set<string>();

  take(wanted: string): string {
    const base = sanitiseId(wanted);
    let id = base;
    for (let n = 2; this.used.has(id); n++) id = `${base}_${n}`;
    this.used.add(id);
    return id;
  }
}
