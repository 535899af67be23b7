// A short emitter of plain data (what JSON.parse yields) as block-style YAML, for the run's two
// projections (workflow_state.yaml, RUN_MANIFEST.yaml), rewritten after every stage. It exists
// because measurement demanded it: the yaml library's stringify was the largest in-product CPU
// cost of a small run (docs/benchmarks.md, "Plain YAML emitter"). It writes what the library
// writes with { lineWidth: 0 } for the common cases (block mappings and `- ` lists, `{}`/`[]`,
// plain words, `|`/`|-`/`|+` block literals), quotes more conservatively, and is proved by
// round-trip property tests through the library's parser (test/unit/plain-yaml.property.test.ts).
// Everything else the product writes as YAML stays on the library.

/** Characters a plain or block scalar may hold raw (a double-quoted one escapes the others). */
const PRINTABLE = /^(?:[\t\x20-\x7e\xa1-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd]|[\ud800-\udbff][\udc00-\udfff])*$/;
/** Lines too (a block literal): the same characters and `\n`. */
const PRINTABLE_LINES = /^(?:[\t\n\x20-\x7e\xa1-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd]|[\ud800-\udbff][\udc00-\udfff])*$/;
/** What a plain scalar may not look like: an indicator first, a document marker, space at either end, `: ` or ` #` inside, `:` last. */
const NOT_PLAIN = /^[-?:,[\]{}#&*!|>'"%@`~\t ]|^(?:---|\.\.\.)|[\t ]$|:$|:[\t ]|[\t ]#/;
/** Words YAML 1.2 (core) or 1.1 (as PyYAML reads it) takes for null, a boolean, a merge key or a number: quoted. */
const NOT_STRING =
  /^(?:null|Null|NULL|true|True|TRUE|false|False|FALSE|yes|Yes|YES|no|No|NO|on|On|ON|off|Off|OFF|<<|=|[-+]?(?:[0-9][0-9_]*(?:\.[0-9_]*)?|\.[0-9_]+)(?:[eE][-+]?[0-9]+)?|[-+]?0(?:[xX][0-9a-fA-F_]+|[oO][0-7_]+|[bB][01_]+)|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
/** What JSON.stringify leaves raw but a reader should see escaped (and YAML double quotes escape the same way). */
const ESCAPE_MORE = /[\x7f-\xa0\u2028\u2029\ufeff\ufffe\uffff]/g;
/** Keys longer than this (YAML allows an implicit key of at most 1024 characters) are written `? key`. */
const IMPLICIT_KEY_MAX = 1000;

/** `value` (plain data) as a YAML document, ending in a newline. */
export function emitYaml(value: unknown): string {
  if (typeof value === 'object' && value !== null) return `${isEmpty(value) ? (Array.isArray(value) ? '[]' : '{}') : emitBlock(value, '')}\n`;
  return `${typeof value === 'string' && value.includes('\n') ? quoted(value) : scalar(value, '')}\n`;
}

/**
 * A non-empty mapping's or list's lines, each indented by `indent`, without the last newline: the
 * text `emitYaml` writes for it when it stands at that indentation (the pieces of a projection).
 */
export function emitBlock(value: object, indent: string): string {
  return indent + (Array.isArray(value) ? list(value, indent) : mapping(value as Record<string, unknown>, indent));
}

function isEmpty(value: object): boolean {
  if (Array.isArray(value)) return value.length === 0;
  for (const key in value) if ((value as Record<string, unknown>)[key] !== undefined) return false;
  return true;
}

/** The entries, the first without indentation (it follows `- ` or the caller's indentation). */
function mapping(value: Record<string, unknown>, indent: string): string {
  let out = '';
  for (const key of Object.keys(value)) {
    const v = value[key];
    if (v === undefined) continue; // as JSON: an absent member
    if (out !== '') out += `\n${indent}`;
    const k = keyText(key);
    out += k.length > IMPLICIT_KEY_MAX ? `? ${k}\n${indent}:` : `${k}:`;
    out += typeof v === 'object' && v !== null && !isEmpty(v) ? `\n${emitBlock(v, `${indent}  `)}` : ` ${valueText(v, indent)}`;
  }
  return out;
}

function list(value: unknown[], indent: string): string {
  let out = '';
  for (const v of value) {
    if (out !== '') out += `\n${indent}`;
    if (v === undefined) throw new TypeError('plain YAML: undefined in a list is not plain data');
    const inner = `${indent}  `;
    if (typeof v === 'object' && v !== null && !isEmpty(v)) out += `- ${Array.isArray(v) ? list(v, inner) : mapping(v as Record<string, unknown>, inner)}`;
    else out += `- ${valueText(v, indent)}`;
  }
  return out;
}

/** A scalar or empty collection after `key: ` or `- ` on a line indented `indent`. */
function valueText(v: unknown, indent: string): string {
  if (typeof v === 'object' && v !== null) return Array.isArray(v) ? '[]' : '{}';
  return scalar(v, indent);
}

function scalar(v: unknown, indent: string): string {
  switch (typeof v) {
    case 'string':
      return v.includes('\n') ? literal(v, indent) : plainOrQuoted(v);
    case 'number':
      if (!Number.isFinite(v)) throw new TypeError(`plain YAML: ${v} is not plain data`);
      return Object.is(v, -0) ? '-0' : String(v);
    case 'boolean':
      return v ? 'true' : 'false';
    default:
      if (v === null) return 'null';
      throw new TypeError(`plain YAML: a ${typeof v} is not plain data`);
  }
}

function keyText(key: string): string {
  return key.includes('\n') ? quoted(key) : plainOrQuoted(key);
}

function plainOrQuoted(s: string): string {
  return s !== '' && PRINTABLE.test(s) && !NOT_PLAIN.test(s) && !NOT_STRING.test(s) ? s : quoted(s);
}

/** Double-quoted: JSON's escapes are YAML's (`\"`, `\\`, `\n`, `\t`, `\uXXXX`, …). */
function quoted(s: string): string {
  return JSON.stringify(s).replace(ESCAPE_MORE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * A multi-line string as a block literal, its lines two spaces deeper than `indent`: `|-` without
 * a final newline, `|` with one, `|+` with more; `|2…` when its first text starts with a space
 * (its indentation cannot be inferred). Double-quoted when a block would not say it plainly:
 * characters a block cannot hold (CR, controls), or nothing but whitespace on its last line.
 */
function literal(s: string, indent: string): string {
  if (!PRINTABLE_LINES.test(s) || !/[^\t\n ]/.test(s) || /\n[\t ]+\n*$/.test(s)) return quoted(s);
  let end = s.length;
  while (s.charCodeAt(end - 1) === 10) end--;
  const newlines = s.length - end;
  const header = `|${/^[\n ]* /.test(s) ? '2' : ''}${newlines === 0 ? '-' : newlines === 1 ? '' : '+'}`;
  const inner = `${indent}  `;
  // As the library writes it: a run of line breaks, then the indentation (blank lines stay empty).
  return `${header}\n${inner}${s.slice(0, end).replace(/\n+/g, `$&${inner}`)}${'\n'.repeat(Math.max(0, newlines - 1))}`;
}
