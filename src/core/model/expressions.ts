// GitHub-style expressions for decision steps (@actions/expressions: a pure library, the one
// @actions/* package the core may use). Compiled once at validation time; evaluated over a
// JSON context of the run: inputs, steps (status, output, gate), visits and run.
// Only the four roots below exist: any other name is a parse error, never "true".
import { Evaluator, Lexer, Parser, data, type Expr } from '@actions/expressions';

export const EXPRESSION_ROOTS = ['inputs', 'steps', 'visits', 'run'] as const;

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface DecisionContext {
  inputs: Record<string, string>;
  steps: Record<string, { status: string; output: string | null; visits: number; gate: Record<string, JsonValue> | null }>;
  visits: Record<string, number>;
  run: { id: string };
}

export type Compiled = { ok: true; expr: Expr; text: string } | { ok: false; message: string; column: number };

/** Lex and parse `text`; errors carry a 0-based column into the text. */
export function compileExpression(text: string): Compiled {
  try {
    const lexed = new Lexer(text).lex();
    const expr = new Parser(lexed.tokens, [...EXPRESSION_ROOTS], []).parse();
    return { ok: true, expr, text };
  } catch (error) {
    const tok = (error as { tok?: { range?: { start?: { column?: number } } } }).tok;
    return { ok: false, message: (error as Error).message, column: tok?.range?.start?.column ?? 0 };
  }
}

export interface Evaluation {
  /** The expression's value as plain JSON. */
  value: JsonValue;
  /** GitHub truthiness: null, false, 0, NaN and '' are false; everything else is true. */
  truthy: boolean;
  /** Each context path the expression names, with the value it had (null when absent). */
  seen: Record<string, JsonValue>;
}

const PATH = /\b(?:inputs|steps|visits|run)(?:\.[A-Za-z_][A-Za-z0-9_-]*)+/g;

export function evaluateExpression(compiled: Extract<Compiled, { ok: true }>, context: DecisionContext): Evaluation {
  const dict = JSON.parse(JSON.stringify(context), data.reviver) as data.Dictionary;
  const result = new Evaluator(compiled.expr, dict).evaluate();
  const seen: Record<string, JsonValue> = {};
  for (const path of compiled.text.replace(/'(?:[^']|'')*'/g, "''").match(PATH) ?? []) {
    if (path in seen) continue;
    const c = compileExpression(path);
    seen[path] = c.ok ? toJson(new Evaluator(c.expr, dict).evaluate()) : null;
  }
  return { value: toJson(result), truthy: truthy(result), seen };
}

function truthy(d: data.ExpressionData): boolean {
  switch (d.kind) {
    case data.Kind.Null:
      return false;
    case data.Kind.Boolean:
      return (d as data.BooleanData).value;
    case data.Kind.Number: {
      const n = (d as data.NumberData).value;
      return n !== 0 && !Number.isNaN(n);
    }
    case data.Kind.String:
      return (d as data.StringData).value.length > 0;
    default:
      return true;
  }
}

function toJson(d: data.ExpressionData): JsonValue {
  const text = JSON.stringify(d, data.replacer) as string | undefined;
  if (text === undefined) return null;
  return JSON.parse(text) as JsonValue;
}
