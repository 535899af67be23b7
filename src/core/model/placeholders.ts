// {{name}} placeholders. Resolution order (4.0 contract): explicit inputs, then workflow
// defaults (which may use other placeholders: resolved repeatedly, a cycle is an error), then
// persisted state, then runner-owned values. An unresolved placeholder is an error, never "".
import type { ScalarValue } from './workflow.js';

// Backslashes right before the braces follow Handlebars' tokenizer (handlebars.l: it looks at
// the last two characters before `{{`): one backslash makes it text (`\{{name}}`, the escape):
// no placeholder anywhere (validate, the run); where stagegate writes the text (prompts,
// instructions, values, paths) it reads `{{name}}`, the backslash dropped. Two or more
// (`\\{{name}}`) are a backslash before a real placeholder: one backslash is dropped and the
// value follows the rest (`C:\\{{dir}}` reads `C:\<dir>`). run: scripts get their backslashes as
// written, for bash to read; which placeholders are real follows the same rule
// (docs/workflow-format.md#inputs-and-placeholders).
export const PLACEHOLDER = /(?<!(?:^|[^\\])\\)\{\{\s*([A-Za-z_][A-Za-z0-9_.-]*)\s*\}\}/g;
/** A placeholder with the backslashes right before it (group 1; one backslash: the escape). */
export const PLACEHOLDER_OR_ESCAPED = /(\\*)\{\{\s*([A-Za-z_][A-Za-z0-9_.-]*)\s*\}\}/g;
/** An escaped placeholder `\{{name}}` (exactly one backslash before it): group 1 the name. */
export const ESCAPED_PLACEHOLDER = /(?<!\\)\\\{\{\s*([A-Za-z_][A-Za-z0-9_.-]*)\s*\}\}/g;

/**
 * Replace every placeholder of `text` in one pass (Handlebars' rule for the backslashes before
 * it): `value(name)` gives its text, or undefined to leave it as written. An escaped one becomes
 * the text `{{name}}`; `\\{{name}}` becomes a backslash and the value. No value is scanned again.
 * `keepEscapes`: the escapes stay escapes, so the result is still a template that reads as the
 * same text (expandDefaults: a value put in that starts with a placeholder gets the backslash
 * before it doubled, as beforePlaceholder does, so it stays a backslash before that placeholder).
 */
export function replacePlaceholders(text: string, value: (name: string) => string | undefined, options: { keepEscapes?: boolean } = {}): string {
  return text.replace(PLACEHOLDER_OR_ESCAPED, (whole, backslashes: string, name: string) => {
    if (backslashes.length === 1) return options.keepEscapes === true ? whole : whole.slice(1);
    const v = value(name);
    if (v === undefined) return whole;
    const before = backslashes.slice(1);
    return (options.keepEscapes === true && /^\\*\{\{/.test(v) ? beforePlaceholder(before) : before) + v;
  });
}

/**
 * `template` with the workflow's defaults put in as a run puts them (replacePlaceholders, one pass
 * each: `\\{{dir}}` is a backslash and the value, a default's own placeholders are put in first),
 * every other placeholder and every escape left as written: what `validate` and `plan` read a
 * path or a default as, the same text a run makes of it once its other values are put in. A
 * cycle, or a chain deeper than MAX_DEFAULT_DEPTH, stays unexpanded. `memo` keeps each default's
 * expansion for the next call.
 */
export function expandDefaults(template: string, defaults: Readonly<Record<string, ScalarValue>>, memo: Map<string, string> = new Map(), expanding: Set<string> = new Set()): string {
  return replacePlaceholders(
    template,
    (name) => {
      const value = Object.hasOwn(defaults, name) ? defaults[name] : undefined;
      if (value === null || value === undefined) return undefined;
      if (typeof value !== 'string') return String(value);
      if (expanding.has(name) || expanding.size >= MAX_DEFAULT_DEPTH) return undefined;
      let expanded = memo.get(name);
      if (expanded === undefined) {
        expanding.add(name);
        expanded = expandDefaults(value, defaults, memo, expanding);
        expanding.delete(name);
        memo.set(name, expanded);
      }
      return expanded;
    },
    { keepEscapes: true },
  );
}

/**
 * For importers: `text` from another runner, where nothing is a stagegate placeholder. Every
 * `{{name}}` becomes the escape `\{{name}}`, which reads `{{name}}`. Backslashes the source puts
 * right before one cannot be kept (before an escape, two backslashes would make it a real
 * placeholder): they are dropped, so no value can ever be spliced there.
 */
export function escapeText(text: string): string {
  return text.replace(PLACEHOLDER_OR_ESCAPED, (whole, backslashes: string) => `\\${whole.slice(backslashes.length)}`);
}

/**
 * For importers: `before` is source text written right before a placeholder the importer puts
 * there. A backslash ending it would turn the placeholder into an escape (one) or lose one of
 * them (more): one more keeps every backslash and the value after them.
 */
export function beforePlaceholder(before: string): string {
  return /\\$/.test(before) ? `${before}\\` : before;
}

export function placeholdersIn(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) names.push(match[1]!);
  return names;
}

export type Bindings = ReadonlyMap<string, string>;

/** How deep defaults may refer to other defaults (real workflows use two or three levels). */
export const MAX_DEFAULT_DEPTH = 256;

export class PlaceholderError extends Error {
  constructor(
    message: string,
    readonly missing: string[],
    readonly cycle?: string[],
  ) {
    super(message);
    this.name = 'PlaceholderError';
  }
}

export function scalarToString(value: ScalarValue | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  return String(value);
}

/**
 * Substitute every placeholder in `text`. `quote` transforms each value (shell quoting for
 * `run:` text). Throws PlaceholderError naming every unresolved name.
 */
export function substitute(text: string, bindings: Bindings, quote?: (value: string) => string): string {
  const missing: string[] = [];
  const out = replacePlaceholders(text, (name) => {
    const value = bindings.get(name);
    if (value === undefined) {
      if (!missing.includes(name)) missing.push(name);
      return undefined;
    }
    return quote ? quote(value) : value;
  });
  if (missing.length > 0) {
    throw new PlaceholderError(`unresolved placeholder${missing.length > 1 ? 's' : ''} ${missing.map((m) => `{{${m}}}`).join(', ')}`, missing);
  }
  return out;
}

/**
 * Resolve the values of the four sources into one map. Defaults are templates that may use
 * any other binding; they resolve in dependency order. A default that is null or whose
 * references cannot resolve stays unbound (the caller reports it only if it is used).
 */
export function resolveBindings(sources: {
  explicit: ReadonlyMap<string, string>;
  defaults: Readonly<Record<string, ScalarValue>>;
  persisted?: ReadonlyMap<string, string>;
  runnerOwned: ReadonlyMap<string, string>;
}): Map<string, string> {
  const result = new Map<string, string>();
  for (const [k, v] of sources.explicit) result.set(k, v);
  // Persisted state and runner-owned values are known without templates; they rank below
  // explicit inputs and defaults, so only fill names that neither of those provides.
  const lower = new Map<string, string>();
  for (const [k, v] of sources.runnerOwned) lower.set(k, v);
  for (const [k, v] of sources.persisted ?? []) lower.set(k, v);

  const pending = new Map<string, string>();
  for (const [k, v] of Object.entries(sources.defaults)) {
    if (result.has(k)) continue;
    const text = scalarToString(v);
    if (text !== undefined) pending.set(k, text);
  }
  const resolving = new Set<string>();
  const resolveDefault = (name: string, chain: string[]): string | undefined => {
    if (result.has(name)) return result.get(name);
    const template = pending.get(name);
    if (template === undefined) return lower.get(name);
    if (resolving.has(name)) {
      const cycle = [...chain.slice(chain.indexOf(name)), name];
      throw new PlaceholderError(`defaults reference each other in a cycle: ${cycle.join(' -> ')}`, [], cycle);
    }
    if (chain.length >= MAX_DEFAULT_DEPTH) {
      // Deeper than any real workflow: refuse instead of recursing until the stack overflows.
      throw new PlaceholderError(`defaults refer to each other more than ${MAX_DEFAULT_DEPTH} levels deep (${chain.slice(0, 3).join(' -> ')} -> …)`, [chain[0] ?? name]);
    }
    resolving.add(name);
    let unresolved = false;
    const value = replacePlaceholders(template, (ref) => {
      const v = resolveDefault(ref, [...chain, name]);
      if (v === undefined) unresolved = true;
      return v;
    });
    resolving.delete(name);
    if (unresolved) return undefined;
    result.set(name, value);
    return value;
  };
  for (const name of pending.keys()) resolveDefault(name, []);
  for (const [k, v] of lower) if (!result.has(k)) result.set(k, v);
  return result;
}
