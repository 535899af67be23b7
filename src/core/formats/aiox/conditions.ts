// aiox conditions ("qa_passed", "!needs_ux", "score_9p >= 7", "create_prd.approved") become
// GitHub-style expressions over stagegate's run context. A condition is KNOWN only when every
// name in it is a workflow input or a key an earlier step reports; anything else is a
// validation error (the reference engine evaluates an unknown condition as true).

export interface ConditionScope {
  /** Workflow input names. */
  inputs: ReadonlySet<string>;
  /** Native id of the nearest earlier action step whose `outputs` list `key`. */
  reporter(key: string): string | undefined;
  /** Native id of an action step named by its original id. */
  step(id: string): string | undefined;
  /** Step `nid` must report `key` at the top level of its step_output block. */
  need(nid: string, key: string): void;
}

export type Translated = { ok: true; expr: string } | { ok: false; unknown: string[]; problem?: string };

const NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/;
const OPS = ['>=', '<=', '!=', '==', '>', '<'] as const;

/** A JSON-ish literal as expression text: numbers and booleans as such, the rest quoted. */
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

/** The expression path of a name, or undefined when it is not known. */
export function reference(name: string, scope: ConditionScope): string | undefined {
  const dot = name.indexOf('.');
  if (dot > 0) {
    const stepPart = name.slice(0, dot);
    const key = name.slice(dot + 1);
    const nid = scope.step(stepPart);
    if (nid === undefined || !NAME.test(key)) return undefined;
    scope.need(nid, key);
    return `steps.${nid}.gate.${key}`;
  }
  if (!NAME.test(name)) return undefined;
  if (scope.inputs.has(name)) return `inputs.${name}`;
  const nid = scope.reporter(name);
  if (nid === undefined) return undefined;
  scope.need(nid, name);
  return `steps.${nid}.gate.${name}`;
}

export function translateCondition(condition: string, scope: ConditionScope): Translated {
  const unknown: string[] = [];
  const ors = condition.split(/\s*(?:\|\||\bor\b)\s*/);
  const orParts: string[] = [];
  for (const orPart of ors) {
    const andParts: string[] = [];
    for (const atomText of orPart.split(/\s*(?:&&|\band\b)\s*/)) {
      const atom = translateAtom(atomText.trim(), scope);
      if (atom === undefined) return { ok: false, unknown, problem: `'${atomText.trim()}' is not a condition` };
      if (!atom.ok) unknown.push(...atom.unknown);
      else andParts.push(atom.expr);
    }
    orParts.push(andParts.length === 1 ? andParts[0]! : `(${andParts.join(' && ')})`);
  }
  if (unknown.length > 0) return { ok: false, unknown };
  return { ok: true, expr: orParts.join(' || ') };
}

function translateAtom(text: string, scope: ConditionScope): Translated | undefined {
  if (text === '') return undefined;
  const negated = /^(?:!|not\s+)/.exec(text);
  if (negated) {
    const inner = translateAtom(text.slice(negated[0].length).trim(), scope);
    if (inner === undefined || !inner.ok) return inner;
    return { ok: true, expr: `!${inner.expr.startsWith('(') ? inner.expr : `(${inner.expr})`}` };
  }
  for (const op of OPS) {
    const at = text.indexOf(op);
    if (at <= 0) continue;
    const left = text.slice(0, at).trim();
    const right = text.slice(at + op.length).trim();
    if (right === '') return undefined;
    const ref = reference(left, scope);
    if (ref === undefined) return { ok: false, unknown: [left] };
    return { ok: true, expr: `${ref} ${op} ${literal(right)}` };
  }
  const ref = reference(text, scope);
  if (ref === undefined) return { ok: false, unknown: [text] };
  return { ok: true, expr: flag(ref) };
}
