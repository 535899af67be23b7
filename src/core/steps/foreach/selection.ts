// foreach.items: which registry rows are items. The 4.0 package spec says only that `items` is "a
// selection expression" the runner "interprets declaratively"; the real packages write it as
//   items: artifacts where implementation_required != NO and DD Verification != VERIFIED
// i.e. an optional noun, `where`, then conditions joined by `and`, each `<field> = <value>` or
// `<field> != <value>` (`==` and `<>` too). A field is a registry column (it may contain spaces);
// a value is compared with the row's cell, trimmed and case-insensitively. Rows that fail a
// condition are not items (e.g. rows already VERIFIED are not designed again). Anything else is
// refused by validate (FOREACH_ITEMS_INVALID) with the forms it accepts.
import type { RegistryRow } from './registry.js';

export interface Condition {
  field: string;
  op: '=' | '!=';
  value: string;
}

export interface Selection {
  conditions: Condition[];
}

export const ITEMS_FORMS = ['<rows> where <field> = <value>', '<rows> where <field> != <value> and <field> = <value> ...'];

const CONDITION = /^(.+?)\s*(==|!=|<>|=)\s*(.+)$/;

function unquote(text: string): string {
  const t = text.trim();
  return /^(["']).*\1$/.test(t) ? t.slice(1, -1) : t;
}

export function parseCondition(text: string): Condition | undefined {
  const m = CONDITION.exec(text.trim());
  if (!m) return undefined;
  const field = unquote(m[1]!);
  const value = unquote(m[3]!);
  if (field === '' || value === '' || /[=!<>]/.test(value)) return undefined;
  return { field, op: m[2] === '!=' || m[2] === '<>' ? '!=' : '=', value };
}

/** Parse `items`; undefined when it is not a selection stagegate can evaluate. */
export function parseItems(text: string): Selection | undefined {
  const m = /^(?:.*?\s)?where\s+(.+)$/i.exec(text.trim());
  if (!m) return undefined;
  const conditions: Condition[] = [];
  for (const part of m[1]!.split(/\s+and\s+/i)) {
    const c = parseCondition(part);
    if (!c) return undefined;
    conditions.push(c);
  }
  return conditions.length > 0 ? { conditions } : undefined;
}

export function holds(c: Condition, row: RegistryRow): boolean {
  const cell = (row.fields.get(c.field) ?? '').trim().toLowerCase();
  const equal = cell === c.value.toLowerCase();
  return c.op === '=' ? equal : !equal;
}

/** Whether the row is an item (every condition holds). */
export function selected(selection: Selection | undefined, row: RegistryRow): boolean {
  return selection === undefined || selection.conditions.every((c) => holds(c, row));
}

/** Fields the selection reads (they must be registry columns: never guessed). */
export function fieldsOf(selection: Selection | undefined): string[] {
  return [...new Set((selection?.conditions ?? []).map((c) => c.field))];
}

/**
 * Rows the selection leaves out, counted by the cell of the first condition each fails:
 * "Status = VERIFIED" -> 2 (an empty cell: "Status empty").
 */
export function leftOut(selection: Selection, rows: Iterable<RegistryRow>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const failed = selection.conditions.find((c) => !holds(c, row));
    if (!failed) continue;
    const cell = (row.fields.get(failed.field) ?? '').trim();
    const key = `${failed.field} ${cell === '' ? 'empty' : `= ${cell}`}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}
