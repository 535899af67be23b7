// aiox conditions ("qa_passed", "!needs_ux", "score_9p >= 7", "create_prd.approved",
// "source === 'simple' OR x == 1", "${config.autoSwitch} === true") become GitHub-style
// expressions over stagegate's run context. aiox's condition-evaluator.js treats a condition it
// does not know as true; here every name resolves to something a run can answer:
//   - a workflow input (declared, or named by a step's inputs map: {source|user}), a key of the
//     step's own inputs map as the input it is bound to (overrideComplexity: "{complexity|null}"
//     reads complexity), or a key an earlier step reports (its `outputs`, `<step>.<key>`, or
//     `<output>.<key>` for an output file such as complexity.json);
//   - `config.<path>`: the file's own `config:` value, as an input `config_<path>` whose default
//     is that value ('' when the file's config lacks it: workflow-executor.js then reads the
//     project config, and treats a missing key as false);
//   - anything else (a descriptive identifier such as user_wants_story_review): an input of that
//     name, defaulting to true where it stands alone (aiox's "unknown is true") and to no value
//     where it is compared. The caller reports it (AIOX_CONDITION_UNKNOWN, a warning), and a
//     user answers it on the command line (name=false).
import { isRecord, type Raw } from './model.js';

export type Scalar = string | number | boolean | null;

export interface ConditionScope {
  /** Workflow input names. */
  inputs: ReadonlySet<string>;
  /** Native id of the nearest earlier action step whose `outputs` list `key` (or `key.<ext>` when `file` is set). */
  reporter(key: string, file?: boolean): string | undefined;
  /** Native id of an action step named by its original id. */
  step(id: string): string | undefined;
  /** Step `nid` must report `key` at the top level of its step_output block. */
  need(nid: string, key: string): void;
  /** The workflow's own `config:` mapping. */
  config: Raw;
  /** Declare an input the condition reads; returns its name. */
  input(name: string, fallback: Scalar): string;
  /** System steps: the expression that counts loop iterations (currentIteration). */
  counter?: string | undefined;
  /** meta: repeat: the step asked to report a name nothing else answers. */
  askStep?: string | undefined;
  /** The input a key of the step's own inputs map carries (overrideComplexity -> complexity). */
  ownInput?: ((key: string) => string | undefined) | undefined;
  /** Inputs the steps' inputs maps name ({source|user}): declared by those maps, not by `inputs:`. */
  stepInputs?: ReadonlySet<string> | undefined;
  /**
   * The expression reading the answer an earlier question recorded for a placeholder agent's
   * input (`specialist` of `agent: "{specialist}"`: ask-agent.ts), else that input; undefined
   * when no earlier step asks for `name`.
   */
  answered?: ((name: string) => string | undefined) | undefined;
}

export type Translated = { ok: true; expr: string; unknown: string[] } | { ok: false; problem: string };

const NAME = /^[A-Za-z_][A-Za-z0-9_-]*(?:\.[A-Za-z_][A-Za-z0-9_-]*)*$/;
const OPS = ['===', '!==', '>=', '<=', '!=', '==', '>', '<'] as const;

/** A JSON-ish literal as expression text: numbers and booleans as such, the rest quoted; undefined for a name. */
export function literal(text: string): string {
  const t = text.trim();
  if (/^-?\d+(?:\.\d+)?$/.test(t) || t === 'true' || t === 'false' || t === 'null') return t;
  const bare = /^(['"])(.*)\1$/.exec(t)?.[2] ?? t;
  return `'${bare.replace(/'/g, "''")}'`;
}

/** Truthiness the way aiox outputs mean it: true, 'true' or 'yes' (GitHub would call 'false' truthy). */
export function flag(ref: string): string {
  return `(${ref} == true || ${ref} == 'true' || ${ref} == 'yes')`;
}

/**
 * An input name for a condition name: [A-Za-z_][A-Za-z0-9_]*. A name ending in _path or
 * _artifact gets _flag appended: stagegate requires such inputs to name an existing file.
 */
export function inputName(name: string): string {
  const n = name.replace(/[^A-Za-z0-9_]+/g, '_').replace(/^_+|_+$/g, '');
  const id = /^[A-Za-z_]/.test(n) ? n : `_${n}`;
  return /_(?:path|artifact)$/.test(id) ? `${id}_flag` : id;
}

/**
 * `${config.x}`, `{config.x}`, `{x}`, `{{x}}` written around a name: the name itself. The double
 * braces are a handlebars placeholder of the value (`condition: "{{red_flag_count}} > 0"` after a
 * step listing red_flag_count under outputs: the db-sage squad's workflows). condition-evaluator.js
 * knows no placeholder form and takes every such condition as true ("Unknown condition"); read as
 * the name, the condition means what it says.
 */
export function unwrap(text: string): string {
  const m = /^(?:\$?\{\s*([^{}]+?)\s*\}|\{\{\s*([^{}]+?)\s*\}\})$/.exec(text.trim());
  return m ? (m[1] ?? m[2]!).trim() : text.trim();
}

/** The value at a dotted path of the config mapping. */
export function configValue(config: Raw, path: string[]): { found: boolean; value: unknown } {
  let at: unknown = config;
  for (const part of path) {
    if (!isRecord(at) || !Object.hasOwn(at, part)) return { found: false, value: undefined };
    at = at[part];
  }
  return { found: true, value: at };
}

/** A field written as `{config.x}` / `${config.x}`: the config's scalar value, else the field as written. */
export function resolveConfigField(value: unknown, config: Raw): unknown {
  if (typeof value !== 'string') return value;
  const m = /^\$?\{\s*config\.([A-Za-z0-9_.-]+)\s*\}$/.exec(value.trim());
  if (!m) return value;
  const v = configValue(config, m[1]!.split('.'));
  return v.found && (v.value === null || ['string', 'number', 'boolean'].includes(typeof v.value)) ? v.value : value;
}

type Position = 'flag' | 'compare';

/** The conditions condition-evaluator.js evaluates itself (tech-stack profile, phase outputs). */
export const BUILTIN_CONDITIONS: ReadonlySet<string> = new Set([
  'project_has_database',
  'project_has_frontend',
  'project_has_backend',
  'project_has_typescript',
  'project_has_tests',
  'supabase_configured',
  'database_has_rls',
  'database_has_migrations',
  'frontend_has_react',
  'frontend_has_vue',
  'frontend_has_tailwind',
  'qa_review_approved',
  'phase_2_completed',
  'phase_3_completed',
  'all_collection_phases_complete',
  'has_any_data_to_analyze',
]);

/** The expression path of a name, resolved as the file comment says. */
export function reference(raw: string, scope: ConditionScope, position: Position, unknown: string[]): string | undefined {
  const name = unwrap(raw);
  if (!NAME.test(name)) return undefined;
  const parts = name.split('.');
  if (parts[0] === 'config' && parts.length > 1) {
    const v = configValue(scope.config, parts.slice(1));
    const value = v.found && (v.value === null || ['string', 'number', 'boolean'].includes(typeof v.value)) ? (v.value as Scalar) : '';
    return `inputs.${scope.input(inputName(name), value)}`;
  }
  if (parts.length === 2) {
    const [head, key] = parts as [string, string];
    const nid = scope.step(head) ?? scope.reporter(head, true);
    if (nid !== undefined) {
      scope.need(nid, key);
      return `steps.${nid}.gate.${key}`;
    }
  } else if (parts.length === 1) {
    // The step's own inputs map binds the key to an input: read that input (once: no chains).
    const bound = scope.ownInput?.(name);
    if (bound !== undefined && bound !== name) return reference(bound, { ...scope, ownInput: undefined }, position, unknown);
    // A placeholder agent's name: the answer the run recorded (the value the asked step ran with), not only the input.
    const answer = scope.answered?.(name);
    if (answer !== undefined) return answer;
    if (scope.inputs.has(name)) return `inputs.${name}`;
    const nid = scope.reporter(name);
    if (nid !== undefined) {
      scope.need(nid, name);
      return `steps.${nid}.gate.${name}`;
    }
    if (scope.stepInputs?.has(name)) return `inputs.${name}`;
    if (scope.counter !== undefined && /^(?:currentIteration|current_iteration|iteration)$/.test(name)) return scope.counter;
    const c = configValue(scope.config, [name]);
    if (c.found && (c.value === null || ['string', 'number', 'boolean'].includes(typeof c.value))) return `inputs.${scope.input(inputName(`config.${name}`), c.value as Scalar)}`;
  }
  // condition-evaluator.js's built-ins come from its project detection, without a warning:
  // stagegate does not inspect the project, so each is an input (true unless answered false).
  if (parts.length === 1 && BUILTIN_CONDITIONS.has(name)) return `inputs.${scope.input(inputName(name), true)}`;
  unknown.push(name);
  if (scope.askStep !== undefined && parts.length === 1) {
    scope.need(scope.askStep, name);
    return `steps.${scope.askStep}.gate.${name}`;
  }
  return `inputs.${scope.input(inputName(name), position === 'flag' ? true : '')}`;
}

/** Split on an operator word or symbol outside quotes and parentheses. */
function split(text: string, ops: RegExp): string[] {
  const parts: string[] = [];
  let quote: string | undefined;
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quote !== undefined) {
      if (ch === quote) quote = undefined;
      continue;
    }
    if (ch === "'" || ch === '"') {
      quote = ch;
      continue;
    }
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    if (depth > 0) continue;
    ops.lastIndex = i;
    const m = ops.exec(text);
    if (m && m.index === i) {
      parts.push(text.slice(start, i));
      start = i + m[0].length;
      i = start - 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim());
}

export function translateCondition(condition: string, scope: ConditionScope): Translated {
  const unknown: string[] = [];
  const orParts: string[] = [];
  for (const orPart of split(condition, /\s*\|\|\s*|\s+(?:or|OR)\s+/y)) {
    const andParts: string[] = [];
    for (const atomText of split(orPart, /\s*&&\s*|\s+(?:and|AND)\s+/y)) {
      const atom = translateAtom(atomText, scope, unknown);
      if (atom === undefined) return { ok: false, problem: `'${atomText}' is not a condition (a name, !name, or name <op> value)` };
      andParts.push(atom);
    }
    orParts.push(andParts.length === 1 ? andParts[0]! : `(${andParts.join(' && ')})`);
  }
  return { ok: true, expr: orParts.join(' || '), unknown: [...new Set(unknown)] };
}

function translateAtom(text: string, scope: ConditionScope, unknown: string[]): string | undefined {
  if (text === '') return undefined;
  const negated = /^(?:!(?!=)|not\s+)/.exec(text);
  if (negated) {
    const inner = translateAtom(text.slice(negated[0].length).trim(), scope, unknown);
    return inner === undefined ? undefined : `!${inner.startsWith('(') ? inner : `(${inner})`}`;
  }
  const wrapped = /^\((.*)\)$/.exec(text);
  if (wrapped) {
    const inner = translateCondition(wrapped[1]!, scope);
    if (!inner.ok) return undefined;
    unknown.push(...inner.unknown);
    return `(${inner.expr})`;
  }
  for (const op of OPS) {
    const at = indexOutsideQuotes(text, op);
    if (at <= 0) continue;
    const left = text.slice(0, at).trim();
    const right = text.slice(at + op.length).trim();
    if (right === '') return undefined;
    const native = op === '===' ? '==' : op === '!==' ? '!=' : op;
    const l = reference(left, scope, 'compare', unknown);
    if (l === undefined) return undefined;
    const lit = /^(['"]).*\1$|^-?\d+(?:\.\d+)?$|^(?:true|false|null)$/.test(right);
    // Values are text (inputs, reported fields): `== true` means "says yes", as aiox reads it.
    if (lit && (native === '==' || native === '!=') && (right === 'true' || right === 'false')) {
      const yes = (native === '==') === (right === 'true');
      return yes ? flag(l) : `!${flag(l)}`;
    }
    const r = lit ? literal(right) : reference(right, scope, 'compare', unknown);
    if (r === undefined) return undefined;
    return `${l} ${native} ${r}`;
  }
  return (() => {
    const ref = reference(text, scope, 'flag', unknown);
    return ref === undefined ? undefined : flag(ref);
  })();
}

function indexOutsideQuotes(text: string, op: string): number {
  let quote: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quote !== undefined) {
      if (ch === quote) quote = undefined;
      continue;
    }
    if (ch === "'" || ch === '"') quote = ch;
    else if (text.startsWith(op, i)) return i;
  }
  return -1;
}
