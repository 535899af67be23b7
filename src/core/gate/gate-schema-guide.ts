// What an agent is told about its step's gate_schema (docs/agents.md#the-prompt): each extra key
// the schema declares — required ones first, in the order `required` lists them, then the others in
// the order `properties` has them — with its type, enum or constant, constraints and description,
// as a line of the result block's template (`score: <integer, 0–100>`) and a line of the stage
// contract. What cannot be said that way (anyOf, $ref, patternProperties, a nested object deeper
// than one level, …) is given as the schema's compact JSON too, cut at MAX_SCHEMA_JSON_CHARS.
//
// Pure and deterministic: the schema as it was read (its own key order), no clock, no engine (ajv
// is not needed to describe a schema), so a prompt's bytes stay the same for the same schema.

/** Keys described one by one; a schema declaring more is also given as JSON. */
export const MAX_GUIDE_FIELDS = 24;
/** A description (or title) is said on one line, cut at this many characters. */
export const MAX_DESCRIPTION_CHARS = 240;
/** Enum values shown in a template line; more are left to the schema's JSON. */
export const MAX_ENUM_VALUES = 12;
/** The schema's compact JSON, when it is given, is cut at this many characters. */
export const MAX_SCHEMA_JSON_CHARS = 3000;
/** A key's words (long enum values, a pattern, a nested mapping's keys) are cut at this many characters; the schema's JSON then says the rest. */
export const MAX_VALUE_WORDS_CHARS = 480;

export interface GuideField {
  /** The key as the gate carries it. */
  name: string;
  required: boolean;
  /** The value of its template line: `<integer, 0–100>`, or the literal a `const` fixes. */
  value: string;
  /** What the contract says of it: `integer, 0–100 — How good the change is.` */
  about: string;
  /** Its value may be a string (a string that reads as a number must be quoted). */
  text: boolean;
}

export interface GateSchemaGuide {
  fields: GuideField[];
  /** Extra keys the schema does not declare: allowed with any value, not allowed, or checked by rules the JSON shows. */
  others: 'any' | 'none' | 'some';
  /** The schema's own description of the whole, one line. */
  description?: string;
  /** The compact JSON of a schema not said in full by `fields` (already cut at MAX_SCHEMA_JSON_CHARS), with `cut` when it was. */
  json?: { text: string; cut: boolean };
  /** `others: 'some'` of a simple `additionalProperties` schema: what any other key must be. */
  othersAbout?: string;
}

const ANNOTATIONS = new Set(['description', 'title', '$comment', 'examples', 'default', 'deprecated', 'readOnly', 'writeOnly']);
const TOP_KEYWORDS = new Set([...ANNOTATIONS, '$schema', '$id', '$defs', 'type', 'properties', 'required', 'additionalProperties', 'unevaluatedProperties']);
const VALUE_KEYWORDS = new Set([
  ...ANNOTATIONS,
  'type',
  'enum',
  'const',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'items',
  'minItems',
  'maxItems',
  'uniqueItems',
  'properties',
  'required',
  'additionalProperties',
]);
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

type Obj = Readonly<Record<string, unknown>>;

function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** One line, cut. */
function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_DESCRIPTION_CHARS ? `${flat.slice(0, MAX_DESCRIPTION_CHARS - 1)}…` : flat;
}

/** A string YAML reads back as itself without quotes (and that is not a word YAML reads as a boolean or null). */
function plainSafe(s: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_./-]*$/.test(s) && !/^(true|false|null|yes|no|on|off|y|n)$/i.test(s);
}

/**
 * A value as the block would carry it: a plain word bare, anything else as JSON (which YAML reads
 * alike). `asText`: the block's values are read as text (maestro), so a one-line string is written
 * as it is — quotes would be part of the value.
 */
export function literal(v: unknown, asText = false): string {
  if (typeof v === 'string' && (plainSafe(v) || (asText && v !== '' && v.trim() === v && !/[\r\n]/.test(v)))) return v;
  return JSON.stringify(v) ?? 'null';
}

/** A key of the block as written: bare when it can be (not a word YAML reads as a boolean or null), else double-quoted. */
export function blockKey(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_-]*$/.test(name) && !/^(true|false|null)$/i.test(name) ? name : JSON.stringify(name);
}

function num(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

function countOf(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A size range in words: `1–40 characters`, `at least 1 item`, `at most 3 items`. */
function sizeRange(min: unknown, max: unknown, one: string, many: string): string | undefined {
  const lo = num(min) && min > 0 ? min : undefined;
  const hi = num(max) ? max : undefined;
  if (lo !== undefined && hi !== undefined) return lo === hi ? `exactly ${countOf(lo, one, many)}` : `${lo}–${countOf(hi, one, many)}`;
  if (lo !== undefined) return `at least ${countOf(lo, one, many)}`;
  if (hi !== undefined) return `at most ${countOf(hi, one, many)}`;
  return undefined;
}

/** A number's bounds in words (no < or >: a template's <...> holds them): `0–100`, `at least 1`, `more than 0 and at most 1`. */
function numberRange(s: Obj): string | undefined {
  const lo = num(s['exclusiveMinimum']) ? `more than ${s['exclusiveMinimum']}` : num(s['minimum']) ? `at least ${s['minimum']}` : undefined;
  const hi = num(s['exclusiveMaximum']) ? `less than ${s['exclusiveMaximum']}` : num(s['maximum']) ? `at most ${s['maximum']}` : undefined;
  if (num(s['minimum']) && num(s['maximum']) && !num(s['exclusiveMinimum']) && !num(s['exclusiveMaximum'])) return `${s['minimum']}–${s['maximum']}`;
  if (lo !== undefined && hi !== undefined) return `${lo} and ${hi}`;
  return lo ?? hi;
}

const TYPE_WORDS: Record<string, [string, string]> = {
  string: ['string', 'strings'],
  integer: ['integer', 'integers'],
  number: ['number', 'numbers'],
  boolean: ['true or false', 'true/false values'],
  null: ['null', 'nulls'],
  array: ['list', 'lists'],
  object: ['mapping', 'mappings'],
};

interface Described {
  /** The words for the value: `integer, 0–100`. */
  text: string;
  /** The literal a const fixes (the template shows it as it is). */
  literal?: string;
  /** An enum's values, as the template shows them. */
  choices?: string;
  /** Everything the schema asks of the value is in `text`. */
  complete: boolean;
  /** Its first words (the type), for a template line `text` is too long or too odd for. */
  short: string;
}

/** A template line's <...> holds at most this much; a longer value says its type and points to the key's line. */
const MAX_TEMPLATE_VALUE_CHARS = 80;

/** A value's schema in words; `depth` bounds nested mappings and lists. */
function describeValue(s: unknown, depth: number, asText: boolean): Described {
  if (s === true || (isObj(s) && Object.keys(s).every((k) => ANNOTATIONS.has(k)))) return { text: 'any value', complete: true, short: 'any value' };
  if (!isObj(s)) return { text: 'see the schema', complete: false, short: 'value' };
  let complete = Object.keys(s).every((k) => VALUE_KEYWORDS.has(k));
  if (Object.hasOwn(s, 'const')) {
    const lit = literal(s['const'], asText);
    return { text: `exactly ${lit}`, literal: lit, complete, short: 'value' };
  }
  const parts: string[] = [];
  let choices: string | undefined;
  if (Array.isArray(s['enum'])) {
    const values = s['enum'].slice(0, MAX_ENUM_VALUES).map((v) => literal(v, asText));
    if (s['enum'].length > MAX_ENUM_VALUES) complete = false;
    const more = s['enum'].length > MAX_ENUM_VALUES;
    // A value holding the separator would read as two: then each value in backticks, comma-separated.
    if (values.some((v) => v.includes('|'))) {
      choices = `one of ${values.map((v) => `\`${v}\``).join(', ')}${more ? ', …' : ''}`;
      parts.push(choices);
    } else {
      choices = `${values.join(' | ')}${more ? ' | …' : ''}`;
      parts.push(`one of ${choices}`);
    }
  }
  const types = typeof s['type'] === 'string' ? [s['type']] : Array.isArray(s['type']) ? s['type'].filter((t): t is string => typeof t === 'string') : [];
  if (s['type'] !== undefined && types.length === 0) complete = false;
  const has = (t: string) => types.includes(t);
  if (choices === undefined && types.length > 0) {
    if (has('array') && types.length === 1) {
      const items = s['items'];
      if (items === undefined || items === true) parts.push('list');
      else if (depth >= 1) {
        parts.push('list');
        complete = false;
      } else {
        const inner = describeValue(items, depth + 1, asText);
        if (!inner.complete) complete = false;
        const plain = isObj(items) && typeof items['type'] === 'string' && Object.keys(items).every((k) => k === 'type' || ANNOTATIONS.has(k)) ? TYPE_WORDS[items['type']]?.[1] : undefined;
        parts.push(plain !== undefined ? `list of ${plain}` : `list, each item ${inner.literal ?? inner.text}`);
      }
    } else if (has('object') && types.length === 1 && isObj(s['properties'])) {
      if (depth >= 1) {
        parts.push('mapping');
        complete = false;
      } else {
        const required = Array.isArray(s['required']) ? s['required'].filter((r): r is string => typeof r === 'string') : [];
        const keys = Object.entries(s['properties']).map(([k, v]) => {
          const inner = describeValue(v, depth + 1, asText);
          if (!inner.complete) complete = false;
          return `${blockKey(k)} (${required.includes(k) ? 'required, ' : ''}${inner.literal ?? inner.text})`;
        });
        if (required.some((r) => !Object.hasOwn(s['properties'] as Obj, r))) complete = false;
        parts.push(`mapping with keys ${keys.join('; ')}`);
        if (s['additionalProperties'] === false) parts.push('no other keys');
        else if (s['additionalProperties'] !== undefined && s['additionalProperties'] !== true) complete = false;
      }
    } else {
      parts.push(types.map((t) => TYPE_WORDS[t]?.[0] ?? t).join(' or '));
      if (has('object') && (s['properties'] !== undefined || s['required'] !== undefined || s['additionalProperties'] !== undefined)) complete = false;
      if (has('array') && s['items'] !== undefined) complete = false;
    }
  } else if (choices === undefined && (s['properties'] !== undefined || s['items'] !== undefined)) complete = false;
  const range = numberRange(s);
  if (range !== undefined) parts.push(range);
  if (num(s['multipleOf'])) parts.push(`a multiple of ${s['multipleOf']}`);
  const length = sizeRange(s['minLength'], s['maxLength'], 'character', 'characters');
  if (length !== undefined) parts.push(length);
  if (typeof s['pattern'] === 'string') parts.push(`matching the regular expression ${JSON.stringify(s['pattern'])}`);
  if (typeof s['format'] === 'string') parts.push(`format ${s['format']}`);
  const count = sizeRange(s['minItems'], s['maxItems'], 'item', 'items');
  if (count !== undefined) parts.push(count);
  if (s['uniqueItems'] === true) parts.push('no duplicates');
  // The type words alone: `list` of `list, each item …`, `mapping` of `mapping with keys …`.
  const short = choices === undefined && parts.length > 0 ? parts[0]!.split(/[,;(]| with | each /)[0]!.trim() : 'value';
  return { text: parts.length > 0 ? parts.join(', ') : 'any value', ...(choices !== undefined ? { choices } : {}), complete, short };
}

/** `<words>`, or when the words are long or hold < or > (a pattern, an enum value): `<TYPE: see below>`. */
function templateValue(words: string, short: string): string {
  return words.length <= MAX_TEMPLATE_VALUE_CHARS && !/[<>\n]/.test(words) ? `<${words}>` : `<${short.replace(/[<>]/g, '')}: see the key below>`;
}

/**
 * The guide to a gate_schema: the keys it declares, minus `reserved` (the block's own fields, which
 * are never extra keys), required first.
 */
export function gateSchemaGuide(schema: Obj, reserved: ReadonlySet<string>, options: { asText?: boolean } = {}): GateSchemaGuide {
  const asText = options.asText === true;
  let complete = Object.keys(schema).every((k) => TOP_KEYWORDS.has(k)) && (schema['type'] === undefined || schema['type'] === 'object');
  const properties = isObj(schema['properties']) ? schema['properties'] : {};
  if (schema['properties'] !== undefined && !isObj(schema['properties'])) complete = false;
  const required = Array.isArray(schema['required']) ? [...new Set(schema['required'].filter((r): r is string => typeof r === 'string'))] : [];
  const names = [...required, ...Object.keys(properties).filter((k) => !required.includes(k))].filter((n) => !reserved.has(n) && !FORBIDDEN_KEYS.has(n));
  if (names.length > MAX_GUIDE_FIELDS) complete = false;
  const fields: GuideField[] = [];
  for (const name of names.slice(0, MAX_GUIDE_FIELDS)) {
    const own = Object.hasOwn(properties, name) ? properties[name] : true;
    const d = describeValue(own, 0, asText);
    if (!d.complete) complete = false;
    // Bounded: words (or a constant) too long for the prompt are cut, and the schema's JSON says the rest.
    const words = d.text.length > MAX_VALUE_WORDS_CHARS ? `${d.text.slice(0, MAX_VALUE_WORDS_CHARS - 1)}…` : d.text;
    const lit = d.literal !== undefined && d.literal.length <= MAX_VALUE_WORDS_CHARS ? d.literal : undefined;
    if (words !== d.text || lit !== d.literal) complete = false;
    const note = isObj(own) ? (typeof own['description'] === 'string' ? own['description'] : typeof own['title'] === 'string' ? own['title'] : undefined) : undefined;
    fields.push({
      name,
      required: required.includes(name),
      value: lit ?? (d.literal !== undefined ? '<value: see the schema below>' : templateValue(d.choices ?? d.text, d.short)),
      text: d.text === 'any value' || /\bstrings?\b/.test(d.text),
      about: `${words}${note !== undefined && oneLine(note) !== '' ? ` — ${oneLine(note)}` : ''}`,
    });
  }
  const extra = schema['additionalProperties'];
  const unevaluated = schema['unevaluatedProperties'];
  let others: GateSchemaGuide['others'] = 'any';
  let othersAbout: string | undefined;
  if (extra === false || (unevaluated === false && complete)) others = 'none';
  else if (extra !== undefined && extra !== true) {
    others = 'some';
    const d = describeValue(extra, 1, asText);
    if (d.complete) othersAbout = d.literal !== undefined ? `exactly ${d.literal}` : d.text;
    else complete = false;
  } else if (unevaluated !== undefined && unevaluated !== true) {
    others = 'some';
    complete = false;
  }
  if (!complete && others === 'any' && Object.keys(schema).some((k) => !TOP_KEYWORDS.has(k))) others = 'some';
  const description = typeof schema['description'] === 'string' && oneLine(schema['description']) !== '' ? oneLine(schema['description']) : undefined;
  const guide: GateSchemaGuide = { fields, others, ...(description !== undefined ? { description } : {}), ...(othersAbout !== undefined ? { othersAbout } : {}) };
  if (!complete) {
    const text = JSON.stringify(schema);
    guide.json = text.length > MAX_SCHEMA_JSON_CHARS ? { text: `${text.slice(0, MAX_SCHEMA_JSON_CHARS)}…`, cut: true } : { text, cut: false };
  }
  return guide;
}

/** The result block's lines for the declared keys: `<indent><key>: <value>`. */
export function guideTemplateLines(guide: GateSchemaGuide, keyOf: (name: string) => string, indent: string): string[] {
  return guide.fields.map((f) => `${indent}${keyOf(f.name)}: ${f.value}`);
}

function fenceFor(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  return '`'.repeat(longest + 1);
}

/**
 * The stage contract's lines about the schema: which keys it checks (`checks`: in the words of the
 * block), each declared key, the keys it allows besides, and its JSON when the keys do not say it all.
 * `yaml`: the block is YAML (a string that reads as a number must be quoted).
 */
export function guideContractLines(guide: GateSchemaGuide, source: string, checks: string, keyOf: (name: string) => string, yaml: boolean): string[] {
  const where = source.startsWith('inline at ') ? source : `\`${source}\``;
  const lines = [
    `- This step's gate_schema (${where}) checks ${checks}: a result that does not match it fails the stage (GATE_SCHEMA_VIOLATION).${guide.description !== undefined ? ` It says: ${guide.description}` : ''}${guide.fields.length > 0 ? ' The template above has a line for each key it declares:' : ' It declares no key by name.'}`,
  ];
  for (const f of guide.fields) lines.push(`  - \`${keyOf(f.name)}\` (${f.required ? 'required' : 'optional: leave its line out when it does not apply'}): ${f.about}`);
  if (guide.others === 'none') lines.push('- No other extra key is allowed.');
  else if (guide.others === 'some') lines.push(guide.othersAbout !== undefined ? `- Any other extra key must be ${guide.othersAbout}.` : '- Other extra keys must match the schema below.');
  if (guide.json !== undefined) {
    const f = fenceFor(guide.json.text);
    lines.push(`- The schema in full (every rule in it is checked${guide.json.cut ? `; cut here at ${MAX_SCHEMA_JSON_CHARS} characters, the whole schema is ${where}` : ''}):`, '', `${f}json`, guide.json.text, f, '');
  }
  // Free text in YAML: a `: `, a ` #`, a leading - * & ! @ % or quote, a number's or true's look all change or break it.
  if (yaml && guide.fields.some((f) => f.text)) {
    lines.push('- Write each string value in double quotes, escaping `"` and `\\` as in JSON (`notes: "Looks fine: ship it"`): unquoted, YAML misreads a value that holds `: ` or ` #`, starts with `-`, `*`, `&`, `!`, `@`, `%`, `[`, `{` or a quote, or reads as a number, true or null ("1.0", "true").');
  }
  return lines;
}
