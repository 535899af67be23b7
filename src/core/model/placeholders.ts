// {{name}} placeholders. Resolution order (4.0 contract): explicit inputs, then workflow
// defaults (which may use other placeholders: resolved repeatedly, a cycle is an error), then
// persisted state, then runner-owned values. An unresolved placeholder is an error, never "".
import type { ScalarValue } from './workflow.js';

// A backslash right before the braces makes it text (`\{{name}}`, the handlebars escape): no
// placeholder anywhere (validate, the run); where stagegate writes the text (prompts,
// instructions, values, paths) it reads `{{name}}`, the backslash dropped. run: scripts get it
// as written, for bash to read (docs/workflow-format.md#inputs-and-placeholders).
export const PLACEHOLDER = /(?<!\\)\{\{\s*([A-Za-z_][A-Za-z0-9_.-]*)\s*\}\}/g;
/** A placeholder, or an escaped one (group 1 the backslash): what substitute() replaces in one pass. */
export const PLACEHOLDER_OR_ESCAPED = /(\\?)\{\{\s*([A-Za-z_][A-Za-z0-9_.-]*)\s*\}\}/g;

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
  // One pass: an escaped placeholder loses its backslash, and no value is scanned again.
  const out = text.replace(PLACEHOLDER_OR_ESCAPED, (whole, escape: string, name: string) => {
    if (escape !== '') return whole.slice(1);
    const value = bindings.get(name);
    if (value === undefined) {
      if (!missing.includes(name)) missing.push(name);
      return whole;
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
    const value = template.replace(PLACEHOLDER_OR_ESCAPED, (whole, escape: string, ref: string) => {
      if (escape !== '') return whole.slice(1);
      const v = resolveDefault(ref, [...chain, name]);
      if (v === undefined) {
        unresolved = true;
        return whole;
      }
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
