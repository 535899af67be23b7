// The maestro-flow expression language: context paths (ctx.inputs.x, ctx.result.x, ctx.visits.n,
// ctx.project.x, var.x), literals, == != > >= < <= && || ! and parentheses. The reference walker
// resolved unknown roots to undefined and looped until max_visits; here an expression is parsed
// completely up front and every path goes through a resolver that either maps it onto stagegate's
// GitHub-expression context or reports it, so a bad root is a validation error, never "false".

export type MaestroExpr =
  | { kind: 'literal'; value: string | number | boolean | null }
  | { kind: 'path'; segments: string[]; column: number }
  | { kind: 'not'; operand: MaestroExpr }
  | { kind: 'binary'; op: string; left: MaestroExpr; right: MaestroExpr }
  | { kind: 'group'; inner: MaestroExpr };

export type Parsed = { ok: true; expr: MaestroExpr } | { ok: false; message: string; column: number };

interface Token {
  type: 'num' | 'str' | 'ident' | 'op' | 'lparen' | 'rparen';
  text: string;
  value?: string | number;
  column: number;
}

const OPS = ['==', '!=', '>=', '<=', '&&', '||', '>', '<', '!'];

function lex(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === '(' || c === ')') {
      tokens.push({ type: c === '(' ? 'lparen' : 'rparen', text: c, column: i });
      i++;
      continue;
    }
    if (c === "'" || c === '"') {
      let j = i + 1;
      let s = '';
      while (j < text.length && text[j] !== c) {
        if (text[j] === '\\' && j + 1 < text.length) j++;
        s += text[j];
        j++;
      }
      if (j >= text.length) throw new LexError('unterminated string', i);
      tokens.push({ type: 'str', text: text.slice(i, j + 1), value: s, column: i });
      i = j + 1;
      continue;
    }
    const num = /^-?\d+(?:\.\d+)?/.exec(text.slice(i));
    if (num && (c !== '-' || tokens.length === 0 || tokens[tokens.length - 1]!.type === 'op' || tokens[tokens.length - 1]!.type === 'lparen')) {
      tokens.push({ type: 'num', text: num[0], value: Number(num[0]), column: i });
      i += num[0].length;
      continue;
    }
    const ident = /^[A-Za-z_$][A-Za-z0-9_$-]*(?:\.[A-Za-z0-9_$-]+)*/.exec(text.slice(i));
    if (ident) {
      tokens.push({ type: 'ident', text: ident[0], column: i });
      i += ident[0].length;
      continue;
    }
    const op = OPS.find((o) => text.startsWith(o, i));
    if (op) {
      tokens.push({ type: 'op', text: op, column: i });
      i += op.length;
      continue;
    }
    throw new LexError(`unexpected character '${c}'`, i);
  }
  return tokens;
}

class LexError extends Error {
  constructor(
    message: string,
    readonly column: number,
  ) {
    super(message);
  }
}

/** Parse one expression (GitHub precedence: ! > comparisons > && > ||). */
export function parseMaestroExpression(text: string): Parsed {
  let tokens: Token[];
  try {
    tokens = lex(text);
  } catch (error) {
    const e = error as LexError;
    return { ok: false, message: e.message, column: e.column };
  }
  let pos = 0;
  const peek = (): Token | undefined => tokens[pos];
  const fail = (message: string): never => {
    throw new LexError(message, peek()?.column ?? text.length);
  };
  const binary = (ops: string[], next: () => MaestroExpr): MaestroExpr => {
    let left = next();
    while (peek()?.type === 'op' && ops.includes(peek()!.text)) {
      const op = tokens[pos++]!.text;
      left = { kind: 'binary', op, left, right: next() };
    }
    return left;
  };
  const primary = (): MaestroExpr => {
    const t = peek();
    if (!t) return fail('expression ends too early');
    pos++;
    if (t.type === 'op' && t.text === '!') return { kind: 'not', operand: primary() };
    if (t.type === 'lparen') {
      const inner = or();
      if (peek()?.type !== 'rparen') fail("missing ')'");
      pos++;
      return { kind: 'group', inner };
    }
    if (t.type === 'num' || t.type === 'str') return { kind: 'literal', value: t.value! };
    if (t.type === 'ident') {
      if (t.text === 'true' || t.text === 'false') return { kind: 'literal', value: t.text === 'true' };
      if (t.text === 'null' || t.text === 'undefined') return { kind: 'literal', value: null };
      return { kind: 'path', segments: t.text.split('.'), column: t.column };
    }
    pos--;
    return fail(`unexpected '${t.text}'`);
  };
  const comparison = (): MaestroExpr => {
    const left = primary();
    const t = peek();
    if (t?.type === 'op' && ['==', '!=', '>', '>=', '<', '<='].includes(t.text)) {
      pos++;
      return { kind: 'binary', op: t.text, left, right: primary() };
    }
    return left;
  };
  const and = (): MaestroExpr => binary(['&&'], comparison);
  const or = (): MaestroExpr => binary(['||'], and);
  try {
    const expr = or();
    if (pos < tokens.length) fail(`unexpected '${peek()!.text}'`);
    return { ok: true, expr };
  } catch (error) {
    const e = error as LexError;
    return { ok: false, message: e.message, column: e.column };
  }
}

/** A path resolved to GitHub-expression text, or why it cannot be. */
// `flag`: the value is a boolean carried as the text 'true'/'false' (an input typed boolean).
// `asText`: maestro's walker holds it as text too (a result field: output-parser.ts keeps every
// field a string), so a comparison with a boolean literal is read as it reads it ('true' == true is false).
export type PathResolution = { ok: true; text: string; flag?: boolean; asText?: boolean } | { ok: false; code: string; message: string };

/**
 * Render a parsed expression as a GitHub expression; paths go through `resolve`.
 *
 * maestro's walker evaluates JavaScript over typed values: an input declared boolean with
 * `default: false` is falsy and `== false`. In stagegate's context inputs and result fields are
 * text, and GitHub reads the text 'false' as truthy and `'false' == false` as false (NaN vs 0), so
 * a bare boolean input in a truthy place and a comparison with a boolean literal are written as
 * what the text says (`(x == true || x == 'true')`), as an edge `value: true|false` on it is.
 * A result field is text in the walker too (`'true' == true` is false there): compared as it is.
 * `asText`: the whole expression is such a field (an edge `value: true|false` compares it as written too).
 */
export function toGithubExpression(
  expr: MaestroExpr,
  resolve: (segments: string[]) => PathResolution,
  place: 'truthy' | 'value' = 'truthy',
): { ok: true; text: string; flag?: boolean; asText?: boolean } | { ok: false; code: string; message: string } {
  const errors: Array<{ code: string; message: string }> = [];
  let flag = false;
  const says = (text: string, value: boolean): string => `(${text} == ${value} || ${text} == '${value}')`;
  const render = (e: MaestroExpr, truthy: boolean): string => {
    switch (e.kind) {
      case 'literal':
        return literal(e.value);
      case 'path': {
        const r = resolve(e.segments);
        if (!r.ok) {
          errors.push({ code: r.code, message: r.message });
          return 'null';
        }
        if (r.flag && e === expr) flag = true;
        return r.flag && truthy ? says(r.text, true) : r.text;
      }
      case 'not':
        return `!${wrap(e.operand, true)}`;
      case 'group':
        return `(${render(e.inner, truthy)})`;
      case 'binary': {
        if (e.op === '&&' || e.op === '||') return `${wrap(e.left, true)} ${e.op} ${wrap(e.right, true)}`;
        const bool = (x: MaestroExpr): boolean | undefined => (x.kind === 'literal' && typeof x.value === 'boolean' ? x.value : undefined);
        const lit = bool(e.right) ?? bool(e.left);
        const other = bool(e.right) !== undefined ? e.left : e.right;
        if ((e.op === '==' || e.op === '!=') && lit !== undefined && !isBooleanExpression(other) && !heldAsText(other)) {
          const test = says(wrap(other, false), lit);
          return e.op === '==' ? test : `!${test}`;
        }
        // Inputs and result fields are strings in stagegate's context, and GitHub compares two
        // strings as text ('9' >= '80'). An ordering between two non-literals compares numbers.
        const ordered = ['>', '>=', '<', '<='].includes(e.op) && !isNumber(e.left) && !isNumber(e.right);
        const side = (x: MaestroExpr): string => (ordered && x.kind === 'path' ? `fromJSON(${render(x, false)})` : wrap(x, false));
        return `${side(e.left)} ${e.op} ${side(e.right)}`;
      }
    }
  };
  const heldAsText = (x: MaestroExpr): boolean => {
    if (x.kind === 'group') return heldAsText(x.inner);
    if (x.kind !== 'path') return false;
    const r = resolve(x.segments);
    return r.ok && r.asText === true;
  };
  const wrap = (e: MaestroExpr, truthy: boolean): string => (e.kind === 'binary' ? `(${render(e, truthy)})` : render(e, truthy));
  const text = render(expr, place === 'truthy');
  if (errors.length > 0) return { ok: false, ...errors[0]! };
  return { ok: true, text, ...(flag ? { flag } : {}), ...(heldAsText(expr) ? { asText: true } : {}) };
}

const isNumber = (e: MaestroExpr): boolean => e.kind === 'literal' && typeof e.value === 'number';

/** True when the expression's value is a boolean (a comparison, a logical operator or !). */
export function isBooleanExpression(e: MaestroExpr): boolean {
  if (e.kind === 'group') return isBooleanExpression(e.inner);
  return e.kind === 'not' || e.kind === 'binary' || (e.kind === 'literal' && typeof e.value === 'boolean');
}

/** A literal as GitHub-expression text (single-quoted strings, '' escapes a quote). */
export function literal(value: string | number | boolean | null): string {
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  return String(value);
}
