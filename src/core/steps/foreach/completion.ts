// completion.require: what must hold once every item finished, checked against the registry
// rows themselves (re-read at that moment), never against prose or a count of files.
//   "all rows <STATUS>"   every row's status_field (default "Status") equals STATUS
//   "all items verified"  every item finished with next_artifact (always true once the loop ends)
import { DEFAULT_STATUS_FIELD } from './items.js';
import type { Registry } from './registry.js';

export type CompletionRule = { kind: 'rows'; status: string } | { kind: 'items_verified' };

/** Parse a completion.require text; undefined when it is not one of the supported forms. */
export function parseRequire(text: string): CompletionRule | undefined {
  const t = text.trim();
  if (/^all\s+items\s+verified$/i.test(t)) return { kind: 'items_verified' };
  const m = /^all\s+rows\s+(\S+)$/i.exec(t);
  if (m) return { kind: 'rows', status: m[1]! };
  return undefined;
}

export const REQUIRE_FORMS = ['all rows <STATUS>', 'all items verified'];

/** Rows that break the rule, as "id (line N): <status>" descriptions; [] when it holds. */
export function unsatisfiedRows(rule: CompletionRule, registry: Registry, idField: string, statusField = DEFAULT_STATUS_FIELD): string[] {
  if (rule.kind !== 'rows') return [];
  const bad: string[] = [];
  for (const row of registry.rows) {
    const status = row.fields.get(statusField);
    if (status === rule.status) continue;
    const id = row.fields.get(idField) || '(no id)';
    bad.push(`${id} (line ${row.line}): ${status === undefined ? `no ${statusField}` : status === '' ? `empty ${statusField}` : status}`);
  }
  if (registry.rows.length === 0) bad.push('(the registry has no rows)');
  return bad;
}
