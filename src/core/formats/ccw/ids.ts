// Native step ids for CCW node ids. CCW ids such as "N-001" or "CP-01" cannot appear in
// expressions (steps.<id>), so each becomes [A-Za-z_][A-Za-z0-9_]* ("N_001"); a clash with an
// id already taken, or with DONE/BLOCKED, gets a numeric suffix. The original id stays in the
// step's description and in the importer's source map.
// ASK too: a status routed to ASK asks a person (workflow-format.md#asking-mid-stage), a step named so is never reached.
import { createHash } from 'node:crypto';

const RESERVED = new Set(['DONE', 'BLOCKED', 'ASK']);

export class StepIds {
  private readonly taken = new Set<string>();

  /** A fresh native id for `original` (never one handed out before). */
  claim(original: string): string {
    let base = original.replace(/[^A-Za-z0-9_]/g, '_');
    if (!/^[A-Za-z_]/.test(base)) base = `n_${base}`;
    let id = base;
    for (let n = 2; this.taken.has(id) || RESERVED.has(id); n++) id = `${base}_${n}`;
    this.taken.add(id);
    return id;
  }
}

/**
 * A native workflow name from the template id (or name): [A-Za-z0-9][A-Za-z0-9_.-]*. The name is
 * where the template's runs keep their state, so an id written in another script (CCW's users
 * write Chinese: `wft-功能开发-…`, `wft-用户认证-…`), which loses characters here, also gets a digest
 * of the whole id: two templates never share a state folder.
 */
export function workflowName(templateId: string | undefined, name: string | undefined): string {
  for (const candidate of [templateId, name]) {
    if (candidate === undefined || candidate === '') continue;
    const cleaned = candidate.replace(/[^A-Za-z0-9_.-]+/g, '-').replace(/^[^A-Za-z0-9]+/, '').replace(/-+$/, '');
    if (/[^\x00-\x7f]/.test(candidate)) return `${cleaned === '' ? 'ccw' : cleaned}-${createHash('sha256').update(candidate).digest('hex').slice(0, 8)}`;
    if (cleaned !== '') return cleaned;
  }
  return 'ccw-template';
}
