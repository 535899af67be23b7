// GitHub-style expressions for decision steps (@actions/expressions: a pure library, the one
// @actions/* package the core may use). Compiled once at validation time; evaluated over a
// JSON context of the run: inputs, steps (status, output, gate), visits, run, and files (whether
// a workspace path exists: files['docs/a.md'], a literal path only).
// Only the roots below exist: any other name is a parse error, never "true".
import { Evaluator, Lexer, Parser, data, type Expr } from '@actions/expressions';

export const EXPRESSION_ROOTS = ['inputs', 'steps', 'visits', 'run', 'files'] as const;

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface DecisionContext {
  inputs: Record<string, string>;
  steps: Record<string, DecisionStep>;
  visits: Record<string, number>;
  run: { id: string };
  /** files['<path>']: whether that workspace path exists, for the literal paths the decision reads (fileReads). */
  files?: Record<string, boolean>;
}

/**
 * A step's record as an expression reads it. A parallel step's `branches` (by branch id: the
 * branch's status, accepted output and gate on the step's last visit); an approval step's last
 * decision: `decision` (approved/rejected), `note` ('' without one), `by` — null before any.
 */
export interface DecisionStep {
  status: string;
  output: string | null;
  visits: number;
  gate: Record<string, JsonValue> | null;
  branches?: Record<string, { status: string; output: string | null; gate: Record<string, JsonValue> | null }>;
  decision?: string | null;
  note?: string | null;
  by?: string | null;
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
  for (const path of fileReads(compiled)) seen[fileReadKey(path)] = context.files?.[path] ?? null;
  return { value: toJson(result), truthy: truthy(result), seen };
}

/** How a decision record's `seen` names the read of workspace path `path`: files['<path>'], a ' in it doubled. */
export function fileReadKey(path: string): string {
  return `files['${path.replace(/'/g, "''")}']`;
}

/** The literal workspace paths an expression reads as files['<path>'] (in order, once each). */
export function fileReads(compiled: Extract<Compiled, { ok: true }>): string[] {
  const out: string[] = [];
  for (const { names } of contextPaths(compiled)) if (names.length === 2 && names[0]!.toLowerCase() === 'files' && !out.includes(names[1]!)) out.push(names[1]!);
  return out;
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

/** Where an `if` reads an input as if it were a boolean (see booleanInputReads). */
export interface BooleanInputRead {
  input: string;
  /** `compared`: `inputs.x == true|false` (or !=); `truthy`: a boolean-typed input standing alone. */
  how: 'compared' | 'truthy';
}

// The parts of @actions/expressions' AST read here (its classes are not exported; accept() visits them).
type Node = { accept<R>(v: Record<string, (n: never) => R>): R };
interface Visited {
  kind: 'literal' | 'unary' | 'binary' | 'logical' | 'group' | 'context' | 'index' | 'call' | 'star';
  node: Record<string, unknown>;
}
const visit = (e: Node): Visited => {
  const as = (kind: Visited['kind']) => (node: never): Visited => ({ kind, node: node as Record<string, unknown> });
  // The wildcard of a filter (`inputs.*`, as in contains(inputs.*, 'x')) is the one node whose
  // accept() throws ("Method not implemented"; the class is not exported): it names no input.
  try {
    return accept(e, as);
  } catch {
    return { kind: 'star', node: {} };
  }
};
/** The nodes an expression node holds, in source order (none for a literal, a context name, the wildcard). */
const childrenOf = (v: Visited): Node[] => {
  const n = v.node;
  switch (v.kind) {
    case 'index':
      return [n['expr'] as Node, n['index'] as Node];
    case 'group':
      return [n['group'] as Node];
    case 'unary':
      return [n['expr'] as Node];
    case 'logical':
    case 'call':
      return n['args'] as Node[];
    case 'binary':
      return [n['left'] as Node, n['right'] as Node];
    default:
      return [];
  }
};
const accept = (e: Node, as: (kind: Visited['kind']) => (node: never) => Visited): Visited =>
  e.accept<Visited>({
    visitLiteral: as('literal'),
    visitUnary: as('unary'),
    visitBinary: as('binary'),
    visitLogical: as('logical'),
    visitGrouping: as('group'),
    visitContextAccess: as('context'),
    visitIndexAccess: as('index'),
    visitFunctionCall: as('call'),
  });

/**
 * Inputs are text in the decision context (DecisionContext), so GitHub reads `'false'` as truthy
 * and `'false' == false` as false (NaN vs 0): an `if` that compares an input with a boolean
 * literal, or tests an input typed boolean on its own, never routes as it reads. Returns each such read;
 * a truthiness test inside an `&&` that also pins the input's text (`inputs.x == 'true' && inputs.x`)
 * routes as it reads and is not one.
 */
export function booleanInputReads(compiled: Extract<Compiled, { ok: true }>, booleanInputs: ReadonlySet<string>): BooleanInputRead[] {
  const found: BooleanInputRead[] = [];
  const inputOf = (e: Node): string | undefined => {
    const v = visit(e);
    if (v.kind === 'group') return inputOf(v.node['group'] as Node);
    if (v.kind !== 'index') return undefined;
    const target = visit(v.node['expr'] as Node);
    const index = visit(v.node['index'] as Node);
    if (target.kind !== 'context' || (target.node['name'] as { lexeme: string }).lexeme !== 'inputs' || index.kind !== 'literal') return undefined;
    const value = (index.node['literal'] as { value: unknown }).value;
    return typeof value === 'string' ? value : undefined;
  };
  const isBooleanLiteral = (e: Node): boolean => {
    const v = visit(e);
    return v.kind === 'literal' && typeof (v.node['literal'] as { value: unknown }).value === 'boolean';
  };
  const stringLiteral = (e: Node): string | undefined => {
    const v = visit(e);
    const value = v.kind === 'literal' ? (v.node['literal'] as { value: unknown }).value : undefined;
    return typeof value === 'string' ? value : undefined;
  };
  // The input a conjunct of `&&` pins to a text other than 'false' (`inputs.x == 'true'`, or
  // `inputs.x != 'false'`): wherever that conjunct holds, the input's text is truthy exactly when
  // the boolean it spells is true, so the rest of the `&&` reads it as it routes
  // (`inputs.x == 'true' && inputs.x`). Comparisons ignore case, as GitHub's do.
  const pinned = (e: Node): string | undefined => {
    const v = visit(e);
    if (v.kind === 'group') return pinned(v.node['group'] as Node);
    if (v.kind !== 'binary') return undefined;
    const op = (v.node['operator'] as { lexeme: string }).lexeme;
    const [left, right] = [v.node['left'] as Node, v.node['right'] as Node];
    for (const [side, other] of [[left, right], [right, left]] as const) {
      const input = inputOf(side);
      const text = stringLiteral(other);
      if (input === undefined || text === undefined) continue;
      if (op === '==' && text.toUpperCase() !== 'FALSE') return input;
      if (op === '!=' && text.toUpperCase() === 'FALSE') return input;
    }
    return undefined;
  };
  // Inputs the expression also compares with text (`x == true || x == 'true'`): the text case is covered.
  const textCompared = new Set<string>();
  const walk = (e: Node, truthy: boolean, guarded: ReadonlySet<string> = new Set()): void => {
    const v = visit(e);
    const n = v.node;
    switch (v.kind) {
      case 'index': {
        const input = inputOf(e);
        if (input !== undefined && truthy && booleanInputs.has(input) && !guarded.has(input)) found.push({ input, how: 'truthy' });
        if (input === undefined) walk(n['expr'] as Node, false, guarded);
        return;
      }
      case 'group':
        return walk(n['group'] as Node, truthy, guarded);
      case 'unary':
        return walk(n['expr'] as Node, true, guarded);
      case 'logical': {
        const args = n['args'] as Node[];
        let inner = guarded;
        if ((n['operator'] as { lexeme: string }).lexeme === '&&') {
          const pins = args.map(pinned).filter((x): x is string => x !== undefined);
          if (pins.length > 0) inner = new Set([...guarded, ...pins]);
        }
        for (const arg of args) walk(arg, true, inner);
        return;
      }
      case 'binary': {
        const [left, right] = [n['left'] as Node, n['right'] as Node];
        const op = (n['operator'] as { lexeme: string }).lexeme;
        if (op === '==' || op === '!=') {
          for (const [side, other] of [[left, right], [right, left]] as const) {
            const input = inputOf(side);
            if (input !== undefined && isBooleanLiteral(other)) found.push({ input, how: 'compared' });
            if (input !== undefined && stringLiteral(other) !== undefined) textCompared.add(input);
          }
        }
        walk(left, false, guarded);
        walk(right, false, guarded);
        return;
      }
      case 'call':
        for (const arg of n['args'] as Node[]) walk(arg, false, guarded);
        return;
      default:
        return;
    }
  };
  walk(compiled.expr as unknown as Node, true);
  return found.filter((r) => r.how === 'truthy' || !textCompared.has(r.input));
}

const tokenColumn = (token: unknown): number => (token as { range?: { start?: { column?: number } } } | undefined)?.range?.start?.column ?? 0;

/** The context path `e` is when every name of it is a literal (`steps.review.gate.score`), else undefined. */
function literalPath(e: Node): ContextPath | undefined {
  const v = visit(e);
  if (v.kind === 'context') {
    const name = v.node['name'] as { lexeme: string };
    return { names: [name.lexeme], columns: [tokenColumn(name)] };
  }
  if (v.kind !== 'index') return undefined;
  const head = literalPath(v.node['expr'] as Node);
  const index = visit(v.node['index'] as Node);
  const value = index.kind === 'literal' ? (index.node['literal'] as { value: unknown }).value : undefined;
  if (head === undefined || typeof value !== 'string') return undefined;
  return { names: [...head.names, value], columns: [...head.columns, tokenColumn(index.node['token'])] };
}

/** A context path an expression reads by literal names only: `steps.review.gate.score`. */
export interface ContextPath {
  /** The names, root first: ['steps', 'review', 'gate', 'score']. */
  names: string[];
  /** 0-based column of each name in the expression text (a root's too). */
  columns: number[];
}

/**
 * Every context path the expression reads whose names are all literals, longest first along
 * each chain (`steps.review.gate.score` once, not its prefixes). A dynamic index
 * (`steps[inputs.step].status`) ends a path: its literal parts (`steps`, `inputs.step`) are
 * reported on their own. Text inside string literals is never a path.
 */
export function contextPaths(compiled: Extract<Compiled, { ok: true }>): ContextPath[] {
  const found: ContextPath[] = [];
  const walk = (e: Node): void => {
    const path = literalPath(e);
    if (path !== undefined) {
      found.push(path);
      return;
    }
    for (const child of childrenOf(visit(e))) walk(child);
  };
  walk(compiled.expr as unknown as Node);
  return found;
}

/**
 * The literal text each context path is compared with by `==` or `!=` (`steps.review.gate.verdict
 * == 'APPROVE'` gives ['steps', 'review', 'gate', 'verdict'] and 'APPROVE'), in the expression's
 * order: the values a decision routes on, which a prompt can name. Numbers are given as text.
 */
export function comparedLiterals(compiled: Extract<Compiled, { ok: true }>): { names: string[]; literal: string }[] {
  const found: { names: string[]; literal: string }[] = [];
  const literalOf = (e: Node): string | undefined => {
    const v = visit(e);
    if (v.kind === 'group') return literalOf(v.node['group'] as Node);
    const value = v.kind === 'literal' ? (v.node['literal'] as { value: unknown }).value : undefined;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  };
  const walk = (e: Node): void => {
    const v = visit(e);
    // An index's expression is a path or an operand, never a comparison of its own.
    if (v.kind === 'index') return;
    if (v.kind === 'binary') {
      const op = (v.node['operator'] as { lexeme: string }).lexeme;
      const [left, right] = [v.node['left'] as Node, v.node['right'] as Node];
      if (op === '==' || op === '!=') {
        for (const [side, other] of [[left, right], [right, left]] as const) {
          const path = literalPath(side);
          const literal = literalOf(other);
          if (path !== undefined && literal !== undefined) found.push({ names: path.names, literal });
        }
      }
    }
    for (const child of childrenOf(v)) walk(child);
  };
  walk(compiled.expr as unknown as Node);
  return found;
}
