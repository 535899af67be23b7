// Where a maestro context path lives in stagegate's expression context. The reference walker kept
// one mutable ctx: ctx.result was "whatever command ran last" and var.* were assigned by eval
// nodes. stagegate decides both statically so a run is deterministic and checkable:
// - ctx.result.<key> is the gate of the unique command that can run last before the node (the
//   graph's command predecessors through decision/gate/eval nodes); several or none is an error;
// - var.<x> is expanded where it is used: an eval node's `set` expression (translated in the eval
//   node's own context) or an extract rule's key in the command's result block.
import type { YamlPath } from '../types.js';
import type { MaestroCode } from './codes.js';
import { parseMaestroExpression, toGithubExpression, type PathResolution } from './expression.js';
import type { Graph } from './model.js';
import type { StepIds } from './ids.js';

/** Context names the reference walker kept at the top of ctx (the intent and project position). */
export const IMPLICIT_INPUTS = ['description', 'intent', 'phase', 'issue_id', 'milestone_num'];

type VarDef = { kind: 'eval'; node: string; expr: string; path: YamlPath } | { kind: 'extract'; node: string; key: string };

export type ResultSource = { ok: true; node: string } | { ok: false; reason: string };

export class GraphContext {
  readonly preds = new Map<string, Set<string>>();
  readonly vars = new Map<string, VarDef>();
  /** Input names the graph does not declare but uses (implicit ctx names, ctx.project.*). */
  readonly implicit = new Set<string>();
  /** Command node -> result keys that decisions read (asked for in its prompt). */
  readonly resultKeys = new Map<string, Set<string>>();
  private readonly declared: Set<string>;
  /** Inputs declared `type: boolean`: their value is the text 'true'/'false' (expression.ts). */
  private readonly booleans: Set<string>;
  private readonly expanding = new Set<string>();
  /** Input name -> the ctx.project field (dotted) it stands for. */
  private readonly projectFields = new Map<string, string>();

  constructor(
    readonly graph: Graph,
    readonly ids: StepIds,
    readonly report: (code: MaestroCode, message: string, path: YamlPath, hint?: string) => void,
  ) {
    this.declared = new Set(graph.inputs.map((i) => i.name));
    this.booleans = new Set(graph.inputs.filter((i) => i.type === 'boolean').map((i) => i.name));
    for (const node of graph.nodes.values()) {
      for (const t of successors(graph, node.id)) {
        if (!this.preds.has(t)) this.preds.set(t, new Set());
        this.preds.get(t)!.add(node.id);
      }
    }
    for (const node of graph.nodes.values()) {
      for (const rule of node.extract) {
        const name = varName(rule.target);
        const key = rule.target.split('.').pop()!.toLowerCase();
        if (name !== undefined) this.defineVar(name, { kind: 'extract', node: node.id, key }, ['nodes', node.id, 'extract', rule.name, 'target']);
      }
      for (const s of node.set) {
        const name = varName(s.path);
        if (name === undefined) {
          this.report('MAESTRO_EVAL_UNSUPPORTED', `eval node '${node.id}' sets '${s.path}': stagegate keeps variables only under var.* (results and inputs are read-only)`, ['nodes', node.id, 'set', s.path]);
          continue;
        }
        this.defineVar(name, { kind: 'eval', node: node.id, expr: s.expr, path: ['nodes', node.id, 'set', s.path] }, ['nodes', node.id, 'set', s.path]);
      }
    }
  }

  private defineVar(name: string, def: VarDef, path: YamlPath): void {
    const existing = this.vars.get(name);
    if (existing) {
      this.report(
        'MAESTRO_EVAL_UNSUPPORTED',
        `var.${name} is assigned again (first by node '${existing.node}'): stagegate expands each variable from its one definition, so it cannot be reassigned (e.g. a counter)`,
        path,
        'Give each value its own variable, or count loop passes with ctx.visits.<node>.',
      );
      return;
    }
    this.vars.set(name, def);
  }

  /** The command whose result a node reads as ctx.result (see the file comment). */
  resultSource(nodeId: string): ResultSource {
    const commands = new Set<string>();
    const seen = new Set<string>();
    const stack = [...(this.preds.get(nodeId) ?? [])];
    let parallel = false;
    while (stack.length > 0) {
      const p = stack.pop()!;
      if (seen.has(p)) continue;
      seen.add(p);
      const node = this.graph.nodes.get(p);
      if (!node) continue;
      if (node.type === 'command') commands.add(p);
      else if (node.type === 'join') parallel = true;
      else if (node.type === 'decision' || node.type === 'gate' || node.type === 'eval') stack.push(...(this.preds.get(p) ?? []));
    }
    if (parallel) return { ok: false, reason: 'it follows a fork/join, whose branches each have their own result' };
    if (commands.size === 1) return { ok: true, node: [...commands][0]! };
    if (commands.size === 0) return { ok: false, reason: 'no command node runs before it' };
    return { ok: false, reason: `several commands can run last before it (${[...commands].sort().join(', ')})` };
  }

  private noteKey(cmd: string, key: string): void {
    if (!this.resultKeys.has(cmd)) this.resultKeys.set(cmd, new Set());
    this.resultKeys.get(cmd)!.add(key);
  }

  private input(name: string): string {
    if (!this.declared.has(name)) this.implicit.add(name);
    return name;
  }

  private inputPath(name: string): PathResolution {
    const text = `inputs.${this.input(name)}`;
    return this.booleans.has(name) ? { ok: true, text, flag: true } : { ok: true, text };
  }

  /** A path of an expression evaluated at `nodeId`, as GitHub-expression text. */
  resolvePath(nodeId: string, raw: string[]): PathResolution {
    const s = raw[0] === 'ctx' ? raw.slice(1) : raw;
    const root = s[0] ?? '';
    const text = raw.join('.');
    if (root === 'inputs') {
      if (s.length !== 2) return { ok: false, code: 'MAESTRO_EXPRESSION_INVALID', message: `'${text}' must name one input (ctx.inputs.<name>)` };
      if (!this.declared.has(s[1]!) && !IMPLICIT_INPUTS.includes(s[1]!)) {
        return { ok: false, code: 'MAESTRO_INPUT_UNDECLARED', message: `'${text}' names input '${s[1]}', which the graph's inputs do not declare` };
      }
      return this.inputPath(s[1]!);
    }
    if (root === 'result') {
      const src = this.resultSource(nodeId);
      if (!src.ok) return { ok: false, code: 'MAESTRO_RESULT_AMBIGUOUS', message: `'${text}' in node '${nodeId}' has no single command result: ${src.reason}` };
      let key = (s.slice(1).join('.') || 'status').toLowerCase();
      if (key === '_status') key = 'status';
      this.noteKey(src.node, key);
      return { ok: true, text: `steps.${this.ids.of(src.node)}.gate.${key}`, asText: true };
    }
    if (root === 'visits') {
      const sid = s.length === 2 ? this.ids.of(s[1]!) : undefined;
      if (sid === undefined) return { ok: false, code: 'MAESTRO_TARGET_UNKNOWN', message: `'${text}' must name a node of the graph (ctx.visits.<node>)` };
      return { ok: true, text: `visits.${sid}` };
    }
    if (root === 'project') {
      // expr-evaluator.ts resolvePath walks ctx.project to any depth (ctx.project.execution.tasks_completed,
      // an older walker's ctx.project.artifacts.plan): one input per path, its segments joined with '_'.
      if (s.length < 2) return { ok: false, code: 'MAESTRO_EXPRESSION_INVALID', message: `'${text}' must name a project field (ctx.project.<field>)` };
      // Two fields maestro keeps apart must not become one input (ctx.project.a.b and
      // ctx.project.a_b, or a project field and an input the graph declares): one would read the other.
      const field = s.slice(1).join('.');
      const name = `project_${s.slice(1).join('_')}`;
      const other = this.projectFields.get(name);
      if (other !== undefined && other !== field) {
        return { ok: false, code: 'MAESTRO_EXPRESSION_INVALID', message: `'${text}' and 'ctx.project.${other}' would both be input '${name}', but maestro reads two project fields there` };
      }
      if (this.declared.has(name)) {
        return { ok: false, code: 'MAESTRO_EXPRESSION_INVALID', message: `'${text}' would be input '${name}', which the graph's inputs declare for another value (ctx.inputs.${name})` };
      }
      this.projectFields.set(name, field);
      return { ok: true, text: `inputs.${this.input(name)}` };
    }
    if (root === 'var') return this.expandVar(s.slice(1).join('.'), text);
    if (s.length === 1 && (IMPLICIT_INPUTS.includes(root) || this.declared.has(root))) return this.inputPath(root);
    // maestro's walker has one more root, ctx.analysis: the quality analyzer's verdict on the last
    // command (graph-walker.ts sets it after each command when an analyzer is configured).
    const why =
      root === 'analysis'
        ? `ctx.analysis is the verdict of maestro's quality analyzer on the last command (graph-walker.ts sets it when one is configured), which stagegate does not run`
        : `expr-evaluator.ts reads it as undefined: no value edge matches it, so maestro coordinate hands the decision to its LLM decider (graph-walker.ts handleDecision; without one the session fails there), and a gate on it always fails`;
    return {
      ok: false,
      code: 'MAESTRO_EXPRESSION_ROOT_UNKNOWN',
      message: `'${text}' has an unknown root '${root}': use ctx.inputs, ctx.result, ctx.visits, ctx.project or var (${why})`,
    };
  }

  private expandVar(name: string, text: string): PathResolution {
    const def = this.vars.get(name);
    if (!def) return { ok: false, code: 'MAESTRO_VAR_UNKNOWN', message: `'${text}' is never set: no eval node sets var.${name} and no extract rule targets it` };
    if (def.kind === 'extract') {
      this.noteKey(def.node, def.key);
      return { ok: true, text: `steps.${this.ids.of(def.node)}.gate.${def.key}`, asText: true };
    }
    if (this.expanding.has(name)) return { ok: false, code: 'MAESTRO_EVAL_UNSUPPORTED', message: `var.${name} is defined in terms of itself` };
    const parsed = parseMaestroExpression(def.expr);
    if (!parsed.ok) return { ok: false, code: 'MAESTRO_EXPRESSION_INVALID', message: `var.${name} (set by '${def.node}'): ${parsed.message}` };
    this.expanding.add(name);
    try {
      // Rendered as a value: where the variable is read decides whether it is read as true/false.
      const r = toGithubExpression(parsed.expr, (segments) => this.resolvePath(def.node, segments), 'value');
      if (!r.ok) return r;
      return r.flag ? { ok: true, text: `(${r.text})`, flag: true } : { ok: true, text: `(${r.text})` };
    } finally {
      this.expanding.delete(name);
    }
  }

  /** Template `{key}` of command args as a native placeholder (`{{...}}`). */
  resolveTemplate(nodeId: string, key: string): PathResolution {
    const s = key.split('.');
    const r = this.resolvePath(nodeId, s);
    if (!r.ok) return r;
    if (r.text.startsWith('inputs.')) return { ok: true, text: `{{${r.text.slice('inputs.'.length)}}}` };
    if (/^steps\.[A-Za-z0-9_]+\.gate\.[A-Za-z0-9_]+$/.test(r.text)) return { ok: true, text: `{{${r.text}}}` };
    return { ok: false, code: 'MAESTRO_TEMPLATE_UNSUPPORTED', message: `'{${key}}' is computed by an expression; an args template can only name an input, a result key or an extracted value` };
  }
}

function varName(path: string): string | undefined {
  const s = path.split('.');
  const t = s[0] === 'ctx' ? s.slice(1) : s;
  if (t[0] === 'var' && t.length >= 2) return t.slice(1).join('.');
  if (t.length === 1 && /^[A-Za-z_][A-Za-z0-9_]*$/.test(t[0]!)) return t[0];
  return undefined;
}

/** Every node a node can go to next (all edges, both gate branches, fork branches, join). */
export function successors(graph: Graph, id: string): string[] {
  const n = graph.nodes.get(id);
  if (!n) return [];
  const out: Array<string | undefined> = [n.next, n.on_failure, n.on_pass, n.on_fail, ...n.edges.map((e) => e.target), ...n.branches];
  return out.filter((x): x is string => x !== undefined);
}
