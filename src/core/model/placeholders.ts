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
  try {
    return expandWithin(template, defaults, memo, expanding);
  } catch (error) {
    if (error === TOO_LARGE) return template;
    throw error;
  }
}

function expandWithin(template: string, defaults: Readonly<Record<string, ScalarValue>>, memo: Map<string, string>, expanding: Set<string>): string {
  // A default whose expansion would pass MAX_EXPANDED_DEFAULT_CHARS stays unexpanded too
  // (INPUT_DEFAULT_TOO_LARGE reports it): the values put in are counted before they are joined.
  // A default that is (or uses one that is) too large is memoised as TOO_LARGE: its users leave
  // it unexpanded rather than grow from its unexpanded text.
  let added = 0;
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
        try {
          expanded = expandWithin(value, defaults, memo, expanding);
        } catch (error) {
          if (error !== TOO_LARGE) throw error;
          expanded = TOO_LARGE_TEXT;
        }
        expanding.delete(name);
        memo.set(name, expanded);
      }
      if (expanded === TOO_LARGE_TEXT) throw TOO_LARGE;
      if ((added += expanded.length) > MAX_EXPANDED_DEFAULT_CHARS) throw TOO_LARGE;
      return expanded;
    },
    { keepEscapes: true },
  );
}

/** Thrown inside expandDefaults; the top call catches it and leaves the template as written. */
const TOO_LARGE = Symbol('too large');
/** The memo's mark of a default too large to expand (no default's text can be this object). */
const TOO_LARGE_TEXT = new String('') as string;

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

/**
 * How long a default may grow once the placeholders it uses are put in (1 MiB of characters):
 * defaults that each use another twice double at every level, 40 levels make a terabyte.
 */
export const MAX_EXPANDED_DEFAULT_CHARS = 1024 * 1024;

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
  // The longest chain of defaults each resolved default starts (a node count): a chain is refused
  // at the same depth whichever of its defaults the loop below happens to resolve first.
  const heights = new Map<string, number>();
  const resolveDefault = (name: string, chain: string[]): string | undefined => {
    if (result.has(name)) {
      if (chain.length + (heights.get(name) ?? 0) > MAX_DEFAULT_DEPTH) tooDeep([...chain, name]);
      return result.get(name);
    }
    const template = pending.get(name);
    if (template === undefined) return lower.get(name);
    if (resolving.has(name)) {
      const cycle = [...chain.slice(chain.indexOf(name)), name];
      throw new PlaceholderError(`defaults reference each other in a cycle: ${cycle.join(' -> ')}`, [], cycle);
    }
    // Deeper than any real workflow: refuse instead of recursing until the stack overflows.
    if (chain.length >= MAX_DEFAULT_DEPTH) tooDeep([...chain, name]);
    resolving.add(name);
    let unresolved = false;
    let size = 0;
    const tooLarge = (): never => {
      throw new PlaceholderError(`INPUT_DEFAULT_TOO_LARGE: default '${name}' expands to more than ${MAX_EXPANDED_DEFAULT_CHARS} characters (1 MiB) once the placeholders it uses are put in`, [chain[0] ?? name]);
    };
    let height = 1;
    const value = replacePlaceholders(template, (ref) => {
      const v = resolveDefault(ref, [...chain, name]);
      height = Math.max(height, 1 + (heights.get(ref) ?? 0));
      if (v === undefined) unresolved = true;
      // Counted before the text is joined: a value growing by doubling never reaches memory.
      else if ((size += v.length) > MAX_EXPANDED_DEFAULT_CHARS) tooLarge();
      return v;
    });
    if (value.length > MAX_EXPANDED_DEFAULT_CHARS) tooLarge();
    resolving.delete(name);
    if (unresolved) return undefined;
    heights.set(name, height);
    result.set(name, value);
    return value;
  };
  const tooDeep = (chain: string[]): never => {
    throw new PlaceholderError(`DEFAULTS_TOO_DEEP: defaults refer to each other more than ${MAX_DEFAULT_DEPTH} levels deep (${chain.slice(0, 3).join(' -> ')} -> …)`, [chain[0]!]);
  };
  for (const name of pending.keys()) resolveDefault(name, []);
  for (const [k, v] of lower) if (!result.has(k)) result.set(k, v);
  return result;
}
