// completion.require: what must hold once every item finished, checked against the registry
// rows themselves (re-read at that moment), never against prose or a count of files.
//   "all rows <STATUS>"                    every row's status_field (default "Status") equals STATUS
//   "all items verified"                   every item finished with next_artifact (always true once the loop ends)
//   "all <rows> have <field> = <value>"    the 4.0 packages' wording, e.g. "all implementation-required
//                                          artifacts have DD Verification = VERIFIED": every row in
//                                          scope has <field> = <value>; the scope is the rows that
//                                          foreach.items selects by its conditions on other fields
//                                          (here implementation_required != NO), all rows without items.
// In the last form <field> is also where the runner marks a verified item's row (unless
// foreach.status_field says otherwise).
import type { Registry } from './registry.js';
import { holds, parseCondition, type Selection } from './selection.js';

// Here, not in items.ts: validation reads this module, and items.ts brings the run's state (and immutable) with it.
export const DEFAULT_STATUS_FIELD = 'Status';

export type CompletionRule = { kind: 'rows'; status: string } | { kind: 'items_verified' } | { kind: 'field'; field: string; value: string };

/** Parse a completion.require text; undefined when it is not one of the supported forms. */
export function parseRequire(text: string): CompletionRule | undefined {
  const t = text.trim();
  if (/^all\s+items\s+verified$/i.test(t)) return { kind: 'items_verified' };
  const m = /^all\s+rows\s+(\S+)$/i.exec(t);
  if (m) return { kind: 'rows', status: m[1]! };
  const have = /^all\s+.+?\s+(?:have|has)\s+(.+)$/i.exec(t);
  if (have) {
    const c = parseCondition(have[1]!);
    if (c && c.op === '=') return { kind: 'field', field: c.field, value: c.value };
  }
  return undefined;
}

export const REQUIRE_FORMS = ['all rows <STATUS>', 'all items verified', 'all <rows> have <field> = <value>'];

/** The column a verified item's row is marked in: status_field, else the field the completion rule checks, else "Status". */
export function statusFieldOf(statusField: string | undefined, require: string | undefined): string {
  if (statusField !== undefined) return statusField;
  const rule = require !== undefined ? parseRequire(require) : undefined;
  return rule?.kind === 'field' ? rule.field : DEFAULT_STATUS_FIELD;
}

/**
 * The column completion.require reads in every row: status_field (default "Status") for
 * "all rows <STATUS>", the named field for "all <rows> have <field> = <value>"; undefined for
 * "all items verified" or no rule. A Markdown table without it can never satisfy the rule (the
 * runner marks a row only in a column the table has): the run refuses it before any item runs.
 */
export function completionColumn(statusField: string | undefined, require: string | undefined): string | undefined {
  const rule = require !== undefined ? parseRequire(require) : undefined;
  if (rule === undefined || rule.kind === 'items_verified') return undefined;
  return rule.kind === 'field' ? rule.field : (statusField ?? DEFAULT_STATUS_FIELD);
}

/**
 * A completion.require that cannot hold once its items ran: it asks the column the runner marks
 * (status_field, else the rule's own field) for a value other than VERIFIED, which the runner
 * writes into every verified item's row. The required value, or undefined when the rule can hold.
 */
export function unreachableRequire(statusField: string | undefined, require: string | undefined): { column: string; value: string } | undefined {
  const rule = require !== undefined ? parseRequire(require) : undefined;
  if (rule === undefined || rule.kind === 'items_verified') return undefined;
  const marked = statusFieldOf(statusField, require);
  if (rule.kind === 'rows') return rule.status === 'VERIFIED' ? undefined : { column: marked, value: rule.status };
  return rule.field !== marked || rule.value.toLowerCase() === 'verified' ? undefined : { column: marked, value: rule.value };
}

/** The same completion.require asking for VERIFIED (what the runner writes), for a fix to name: `all rows BUILT` -> `all rows VERIFIED`. */
export function verifiedRequire(require: string): string {
  const rule = parseRequire(require);
  if (rule?.kind === 'rows') return require.trim().replace(/\S+$/, 'VERIFIED');
  if (rule?.kind === 'field') return require.trim().replace(/=\s*.*$/, '= VERIFIED');
  return 'all items verified';
}

/** A registry row that breaks a completion rule: its id ('' when it has none), its line, and the value of the column the rule reads (undefined: the row has no such column). */
export interface UnsatisfiedRow {
  id: string;
  line: number;
  column: string;
  value: string | undefined;
}

/**
 * The rows that break the rule (none when it holds); `noRows`: the registry has no rows, which the
 * rule is not taken to hold for (not vacuously true). rowInWords says each one.
 */
export function unsatisfiedRows(rule: CompletionRule, registry: Registry, idField: string, statusField = DEFAULT_STATUS_FIELD, selection?: Selection): { rows: UnsatisfiedRow[]; noRows: boolean } {
  if (rule.kind === 'items_verified') return { rows: [], noRows: false };
  const column = rule.kind === 'field' ? rule.field : statusField;
  const wanted = rule.kind === 'field' ? rule.value.toLowerCase() : rule.status;
  // In scope for the field form: rows the items selection keeps by its conditions on other fields.
  const scope = rule.kind === 'field' ? (selection?.conditions ?? []).filter((c) => c.field !== rule.field) : [];
  const rows: UnsatisfiedRow[] = [];
  for (const row of registry.rows) {
    if (!scope.every((c) => holds(c, row))) continue;
    const value = row.fields.get(column);
    if (rule.kind === 'field' ? value !== undefined && value.trim().toLowerCase() === wanted : value === wanted) continue;
    rows.push({ id: row.fields.get(idField) ?? '', line: row.line, column, value });
  }
  return { rows, noRows: registry.rows.length === 0 };
}

/** One unsatisfied row as the completion stop names it: "id (line N): <value>" ("no <column>", "empty <column>" when it has none). */
export function rowInWords(row: UnsatisfiedRow): string {
  return `${row.id || '(no id)'} (line ${row.line}): ${row.value === undefined ? `no ${row.column}` : row.value === '' ? `empty ${row.column}` : row.value}`;
}
