// Registry rows -> foreach items: the id (id_field), the bindings the per-item steps see
// (foreach.bindings, slugify applied), and the ids each item depends on (depends_field). A
// declared field the registry lacks is never guessed (WORKFLOW_INPUT_REQUIRED); a bad row
// (empty or duplicate id, an id holding a newline or control character, a dependency on no item) is FOREACH_REGISTRY_INVALID at its line.
import { StagegateError } from '../../run/errors.js';
import type { StepShape } from '../../model/schema.js';
import type { Registry } from './registry.js';
import { slugify } from './slugify.js';
import { didYouMean } from '../../model/did-you-mean.js';
import { fieldsOf, parseItems, selected } from './selection.js';
import { NO_IDS } from '../../state/no-ids.js';

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export const DEFAULT_DEPENDS_FIELD = 'Depends On';

export interface Item {
  id: string;
  /** Path-safe, unique among the items: names the folder of the item's runs. */
  slug: string;
  line: number;
  depends_on: string[];
  /** Placeholder name -> value, item_id included. */
  bindings: Record<string, string>;
}

type ForeachDef = NonNullable<StepShape['foreach']>;

/** "-", "none", "n/a" or nothing mean no dependency; otherwise ids separated by commas, semicolons or whitespace. */
export function parseDepends(text: string): string[] {
  const t = text.trim();
  if (t === '' || /^(?:-+|—|–|none|n\/a)$/i.test(t)) return NO_IDS;
  return [...new Set(t.split(/[\s,;]+/).filter((x) => x !== ''))];
}

function required(registry: Registry, line: number | undefined, message: string): never {
  throw new StagegateError('WORKFLOW_INPUT_REQUIRED', `${registry.file}${line !== undefined ? `:${line}` : ''}: ${message}`, {
    hint: 'Give the registry the field the workflow declares (foreach.id_field, bindings, depends_field); stagegate never guesses another column.',
    location: { file: registry.file, ...(line !== undefined ? { line } : {}) },
  });
}

function invalid(registry: Registry, line: number, message: string, hint: string): never {
  throw new StagegateError('FOREACH_REGISTRY_INVALID', `${registry.file}:${line}: ${message}`, { hint, location: { file: registry.file, line } });
}

export function itemsOf(registry: Registry, def: ForeachDef): Item[] {
  const columns = new Set(registry.columns);
  const tabular = registry.format === 'markdown';
  // In a table a column exists or not; in a list a row may lack a key, which is checked per row.
  const needColumn = (field: string, what: string) => {
    if (tabular && !columns.has(field)) required(registry, registry.headerLine, `${what} '${field}' is not a column of the registry (columns: ${registry.columns.join(', ')}).${didYouMean(field, registry.columns)}`);
  };
  needColumn(def.id_field, 'foreach.id_field');
  const selection = def.items !== undefined ? parseItems(def.items) : undefined;
  if (def.items !== undefined && selection === undefined) {
    throw new StagegateError('WORKFLOW_CONTRACT_INVALID', `foreach.items '${def.items}' is not a selection stagegate can evaluate`, { hint: 'Write "<rows> where <field> != <value> and <field> = <value>" (stagegate validate explains).' });
  }
  for (const field of fieldsOf(selection)) needColumn(field, 'the field of foreach.items');
  for (const [name, b] of Object.entries(def.bindings ?? {})) needColumn(b.field, `the field of binding ${name}`);
  const dependsField = def.depends_field ?? DEFAULT_DEPENDS_FIELD;
  if (def.depends_field !== undefined && registry.rows.length > 0) needColumn(dependsField, 'foreach.depends_field');
  const hasDepends = tabular ? columns.has(dependsField) : def.depends_field !== undefined || registry.columns.includes(dependsField);

  const items: Item[] = [];
  const byId = new Map<string, Item>();
  const slugs = new Set<string>();
  for (const row of registry.rows) {
    // foreach.items: a row that does not match the selection is no item (e.g. already VERIFIED).
    if (!selected(selection, row)) continue;
    const field = (name: string, what: string): string => {
      const v = row.fields.get(name);
      if (v === undefined) required(registry, row.line, `the row has no ${what} '${name}'`);
      return v;
    };
    const id = field(def.id_field, 'foreach.id_field');
    if (id === '') invalid(registry, row.line, `the row has an empty '${def.id_field}' (foreach.id_field)`, 'Give every row an item id.');
    // An id travels into log lines, job logs and summaries: a newline or control character there
    // could forge lines (a workflow command, a terminal escape). Refused, shown escaped.
    if (CONTROL.test(id)) invalid(registry, row.line, `item id ${JSON.stringify(id)} holds a newline or control character`, 'Give every row an id of printable characters on one line.');
    const earlier = byId.get(id);
    if (earlier) invalid(registry, row.line, `item id '${id}' appears twice (also line ${earlier.line})`, 'Give every row its own id.');
    const bindings: Record<string, string> = { item_id: id };
    for (const [name, b] of Object.entries(def.bindings ?? {})) {
      const raw = field(b.field, `field '${b.field}' of binding`);
      const value = b.transform === 'slugify' ? slugify(raw) : raw;
      if (value === '') required(registry, row.line, `binding ${name} of item '${id}' is empty (field '${b.field}' is '${raw}')`);
      bindings[name] = value;
    }
    const dependsText = hasDepends ? (row.fields.get(dependsField) ?? '') : '';
    // A slug equal to its id shares the id's string (one string per item instead of two).
    let slug = slugify(id) || 'item';
    if (slug === id) slug = id;
    for (let n = 2; slugs.has(slug); n++) slug = `${slugify(id) || 'item'}-${n}`;
    slugs.add(slug);
    const item: Item = { id, slug, line: row.line, depends_on: parseDepends(dependsText), bindings };
    items.push(item);
    byId.set(id, item);
  }
  for (const item of items) {
    for (const dep of item.depends_on) {
      if (!byId.has(dep)) invalid(registry, item.line, `item '${item.id}' depends on '${dep}', which is no item of the registry (${dependsField})`, `Name ids of the '${def.id_field}' column in '${dependsField}', separated by commas; "-" for none.`);
    }
  }
  return items;
}
