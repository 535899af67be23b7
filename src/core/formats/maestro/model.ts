// The shape of a maestro-flow chain graph, read from the parsed JSON without trusting it: every
// field is type-checked here, and what does not fit becomes a finding at its own path (the loader
// turns the path into a line in the user's file). Translation only ever sees the typed model.
import type { YamlPath } from '../types.js';
import type { MaestroCode } from './codes.js';
import { MAESTRO_CODES } from './codes.js';
import { closest, didYouMean } from '../../model/did-you-mean.js';

export type NodeType = 'command' | 'decision' | 'gate' | 'fork' | 'join' | 'eval' | 'terminal';
const NODE_TYPES: readonly NodeType[] = ['command', 'decision', 'gate', 'fork', 'join', 'eval', 'terminal'];

export interface RetrySpec {
  max_attempts?: number;
  base_backoff_ms?: number;
  max_backoff_ms?: number;
}

export interface ExtractRule {
  name: string;
  strategy: 'regex' | 'line_match';
  pattern: string;
  target: string;
}

export interface Edge {
  index: number;
  value?: string | number | boolean | null;
  hasValue: boolean;
  match?: string;
  label?: string;
  default: boolean;
  target?: string;
  /** What taking the edge means (read by maestro's LLM decider prompt). */
  description?: string;
}

export interface GraphNode {
  id: string;
  type: NodeType;
  description?: string;
  // command
  cmd?: string;
  args?: string;
  next?: string;
  on_failure?: string;
  max_visits?: number;
  timeout_ms?: number;
  retry?: RetrySpec;
  auto_flag?: string;
  /** In auto mode (stagegate's only mode) a failed command goes on to `next` (graph-walker.ts shouldAutoContinue). */
  autoContinue?: boolean;
  extract: ExtractRule[];
  /**
   * The newer walker's explore pre-step (graph-types.ts ExplorePreStep): questions whose answers
   * maestro's explore plugin puts above the prompt (through its api-explore service, `endpoint`,
   * `maxTurns`). stagegate has no such service: the prompt asks the agent to look into them first.
   */
  explore?: string[];
  // decision
  eval?: string;
  edges: Edge[];
  strategy?: string;
  /** strategy: llm — the question put to the agent (else the eval text). */
  prompt?: string;
  // gate
  condition?: string;
  on_pass?: string;
  on_fail?: string;
  wait: boolean;
  // fork / join
  branches: string[];
  join?: string;
  joinStrategy?: string;
  // eval
  set: Array<{ path: string; expr: string }>;
  // terminal
  status?: string;
  delegate_graph?: string;
  /** Merged into the inputs of the delegated graph (graph-walker.ts handleTerminal); values are templates. */
  delegate_inputs: Array<{ name: string; template: string }>;
  summary?: string;
}

export interface InputSpec {
  name: string;
  type?: string;
  required: boolean;
  default?: string | number | boolean | null;
  hasDefault: boolean;
}

export interface Graph {
  id: string;
  name?: string;
  version?: string;
  description?: string;
  entry?: string;
  inputs: InputSpec[];
  defaults: { timeout_ms?: number; max_visits?: number; retry?: RetrySpec; auto_flag?: string; auto_continue_on_failure?: boolean };
  nodes: Map<string, GraphNode>;
  /** Nodes whose shape was already reported (no type, unknown type): transitions to them say nothing more. */
  unreadable: Set<string>;
}

export interface Finding {
  code: MaestroCode;
  message: string;
  path: YamlPath;
  hint?: string;
}

type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

const TOP_KEYS = ['$schema', 'id', 'name', 'version', 'description', 'entry', 'nodes', 'inputs', 'defaults', 'tags', 'intent', 'metadata'];
// Every field maestro's graph-types.ts and chain-graph.schema.json define, per node type.
const NODE_KEYS: Record<NodeType, string[]> = {
  command: ['cmd', 'args', 'next', 'on_failure', 'max_visits', 'timeout_ms', 'retry', 'auto_flag', 'extract', 'analyze', 'auto_continue_on_failure', 'explore'],
  decision: ['eval', 'edges', 'strategy', 'max_visits', 'prompt', 'context_keys'],
  gate: ['condition', 'on_pass', 'on_fail', 'wait', 'wait_message', 'max_visits', 'message'],
  fork: ['branches', 'join', 'max_visits'],
  join: ['strategy', 'merge', 'next', 'on_failure', 'max_visits'],
  eval: ['set', 'next', 'max_visits'],
  terminal: ['status', 'delegate_graph', 'delegate_inputs', 'summary'],
};
const DEFAULTS_KEYS = ['timeout_ms', 'analyze', 'max_visits', 'auto_flag', 'retry', 'auto_continue_on_failure'];
const COMMON_KEYS = ['type', 'description', 'label', 'name', 'notes'];

const EXPLORE_KEYS = ['queries', 'maxTurns', 'endpoint'];

/** A command node's `explore` (graph-types.ts ExplorePreStep {queries, maxTurns?, endpoint?}): its queries, or undefined (absent or misshapen: reported). */
function exploreQueries(
  raw: unknown,
  id: string,
  path: YamlPath,
  add: (code: MaestroCode, message: string, path: YamlPath, hint?: string) => void,
  unknownField: (key: string, where: string, known: readonly string[], obj: Obj, path: YamlPath) => void,
): string[] | undefined {
  if (raw === undefined) return undefined;
  const queries = isObj(raw) ? raw['queries'] : undefined;
  if (!isObj(raw) || !Array.isArray(queries) || queries.length === 0 || !queries.every((q) => typeof q === 'string' && q.trim() !== '')) {
    add('MAESTRO_NODE_INVALID', `explore of node '${id}' must be {"queries": [the questions, as text], "maxTurns"?, "endpoint"?}`, isObj(raw) ? [...path, 'queries'] : path, 'Give explore a non-empty list of questions in "queries", or remove it.');
    return undefined;
  }
  for (const key of Object.keys(raw)) if (!EXPLORE_KEYS.includes(key)) unknownField(key, `in explore of node '${id}'`, EXPLORE_KEYS, raw, [...path, key]);
  return queries as string[];
}

/** Read the graph; shape problems are findings, never exceptions. */
export function readGraph(doc: unknown, findings: Finding[]): Graph {
  const add = (code: MaestroCode, message: string, path: YamlPath, hint?: string): void => {
    findings.push(hint === undefined ? { code, message, path } : { code, message, path, hint });
  };
  /**
   * A field nothing here defines: ignored, as the walker ignores it. A likely typo gets the one
   * fix, as the native UNKNOWN_KEY does (did-you-mean.ts); never a field the object already has.
   */
  const unknownField = (key: string, where: string, known: readonly string[], obj: Obj, path: YamlPath): void => {
    const near = closest(key, known);
    if (near !== undefined && Object.hasOwn(obj, near)) {
      add('MAESTRO_FIELD_UNKNOWN', `unknown field '${key}' ${where} (ignored): it looks like a misspelt '${near}', which it already has`, path, `Remove '${key}' (or move its value to '${near}', if that is the one meant).`);
    } else if (near !== undefined) {
      add('MAESTRO_FIELD_UNKNOWN', `unknown field '${key}' ${where} (ignored). Did you mean '${near}'?`, path, `Rename '${key}' to '${near}'.`);
    } else {
      add('MAESTRO_FIELD_UNKNOWN', `unknown field '${key}' ${where} (ignored)`, path, `Fields known here: ${known.join(', ')}. Remove it, or fix its spelling.`);
    }
  };
  const o: Obj = isObj(doc) ? doc : {};
  const str = (v: unknown, path: YamlPath, what: string, code: MaestroCode = 'MAESTRO_NODE_INVALID'): string | undefined => {
    if (v === undefined) return undefined;
    if (typeof v === 'string' && v.length > 0) return v;
    add(code, `${what} must be a non-empty string`, path);
    return undefined;
  };
  const int = (v: unknown, path: YamlPath, what: string, min: number, code: MaestroCode = 'MAESTRO_NODE_INVALID'): number | undefined => {
    if (v === undefined) return undefined;
    if (typeof v === 'number' && Number.isInteger(v) && v >= min) return v;
    add(code, `${what} must be an integer >= ${min}`, path);
    return undefined;
  };
  const retry = (v: unknown, path: YamlPath, code: MaestroCode): RetrySpec | undefined => {
    if (v === undefined) return undefined;
    if (!isObj(v)) {
      add(code, 'retry must be an object {max_attempts, base_backoff_ms, max_backoff_ms}', path);
      return undefined;
    }
    const r: RetrySpec = {};
    const a = int(v['max_attempts'], [...path, 'max_attempts'], 'retry.max_attempts', 1, code);
    const b = int(v['base_backoff_ms'], [...path, 'base_backoff_ms'], 'retry.base_backoff_ms', 0, code);
    const m = int(v['max_backoff_ms'], [...path, 'max_backoff_ms'], 'retry.max_backoff_ms', 0, code);
    if (a !== undefined) r.max_attempts = a;
    if (b !== undefined) r.base_backoff_ms = b;
    if (m !== undefined) r.max_backoff_ms = m;
    return r;
  };

  for (const key of ['id', 'name', 'version', 'entry', 'nodes']) {
    if (o[key] === undefined) add('MAESTRO_GRAPH_INVALID', `a maestro chain graph needs '${key}'`, [], `Add "${key}" at the top of the graph.`);
  }
  for (const key of Object.keys(o)) {
    if (!TOP_KEYS.includes(key)) unknownField(key, 'of the graph', TOP_KEYS, o, [key]);
  }
  const version = o['version'];
  const graph: Graph = {
    id: str(o['id'], ['id'], 'id', 'MAESTRO_GRAPH_INVALID') ?? str(o['name'], ['name'], 'name', 'MAESTRO_GRAPH_INVALID') ?? 'maestro-graph',
    inputs: [],
    defaults: {},
    nodes: new Map(),
    unreadable: new Set(),
  };
  const name = typeof o['name'] === 'string' ? o['name'] : undefined;
  if (name !== undefined) graph.name = name;
  if (typeof version === 'string' || typeof version === 'number') graph.version = String(version);
  if (typeof o['description'] === 'string') graph.description = o['description'];
  const entry = str(o['entry'], ['entry'], 'entry', 'MAESTRO_GRAPH_INVALID');
  if (entry !== undefined) graph.entry = entry;

  const inputs = o['inputs'];
  if (inputs !== undefined && !isObj(inputs)) add('MAESTRO_INPUT_INVALID', 'inputs must be an object {name: {type, required, default}}', ['inputs']);
  for (const [name, spec] of Object.entries(isObj(inputs) ? inputs : {})) {
    const path: YamlPath = ['inputs', name];
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) add('MAESTRO_INPUT_INVALID', `input name '${name}' must match [A-Za-z_][A-Za-z0-9_]*`, path);
    const s: Obj = isObj(spec) ? spec : {};
    if (!isObj(spec)) add('MAESTRO_INPUT_INVALID', `input '${name}' must be an object {type, required, default}`, path);
    const input: InputSpec = { name, required: s['required'] === true, hasDefault: 'default' in s };
    const type = s['type'];
    if (type !== undefined) {
      if (typeof type !== 'string' || !['string', 'number', 'boolean', 'path'].includes(type)) {
        add('MAESTRO_INPUT_INVALID', `input '${name}' has type ${JSON.stringify(type)}: use string, number, boolean or path`, [...path, 'type']);
      } else input.type = type;
    }
    if ('default' in s) {
      const d = s['default'];
      if (d !== null && !['string', 'number', 'boolean'].includes(typeof d)) {
        add('MAESTRO_INPUT_INVALID', `input '${name}' has a default that is not a scalar`, [...path, 'default']);
      } else {
        input.default = d as InputSpec['default'];
        const want = input.type === 'path' ? 'string' : input.type;
        if (want !== undefined && d !== null && typeof d !== want) {
          add('MAESTRO_INPUT_INVALID', `input '${name}' is declared ${input.type} but its default ${JSON.stringify(d)} is a ${typeof d}`, [...path, 'default']);
        }
      }
    }
    graph.inputs.push(input);
  }

  const defaults = o['defaults'];
  if (defaults !== undefined && !isObj(defaults)) add('MAESTRO_GRAPH_INVALID', 'defaults must be an object', ['defaults']);
  if (isObj(defaults)) {
    for (const key of Object.keys(defaults)) {
      if (!DEFAULTS_KEYS.includes(key)) unknownField(key, 'in defaults', DEFAULTS_KEYS, defaults, ['defaults', key]);
    }
    if (typeof defaults['auto_continue_on_failure'] === 'boolean') graph.defaults.auto_continue_on_failure = defaults['auto_continue_on_failure'];
    const t = int(defaults['timeout_ms'], ['defaults', 'timeout_ms'], 'defaults.timeout_ms', 1, 'MAESTRO_GRAPH_INVALID');
    const mv = int(defaults['max_visits'], ['defaults', 'max_visits'], 'defaults.max_visits', 1, 'MAESTRO_GRAPH_INVALID');
    const r = retry(defaults['retry'], ['defaults', 'retry'], 'MAESTRO_GRAPH_INVALID');
    const af = str(defaults['auto_flag'], ['defaults', 'auto_flag'], 'defaults.auto_flag', 'MAESTRO_GRAPH_INVALID');
    if (t !== undefined) graph.defaults.timeout_ms = t;
    if (mv !== undefined) graph.defaults.max_visits = mv;
    if (r !== undefined) graph.defaults.retry = r;
    if (af !== undefined) graph.defaults.auto_flag = af;
  }

  const nodes = o['nodes'];
  if (nodes !== undefined && !isObj(nodes)) add('MAESTRO_GRAPH_INVALID', 'nodes must be an object {id: node}', ['nodes']);
  for (const [id, raw] of Object.entries(isObj(nodes) ? nodes : {})) {
    const path: YamlPath = ['nodes', id];
    if (!isObj(raw)) {
      add('MAESTRO_NODE_INVALID', `node '${id}' must be an object with a type`, path);
      graph.unreadable.add(id);
      continue;
    }
    const type = raw['type'];
    if (typeof type !== 'string' || !(NODE_TYPES as readonly string[]).includes(type)) {
      const near = typeof type === 'string' ? closest(type, NODE_TYPES) : undefined;
      add('MAESTRO_NODE_TYPE_UNKNOWN', `node '${id}' has type ${JSON.stringify(type)}: use ${NODE_TYPES.join(', ')}${near !== undefined ? `. Did you mean '${near}'?` : ''}`, [...path, 'type'], near !== undefined ? `Write "type": "${near}".` : `Give the node one of the types ${NODE_TYPES.join(', ')}.`);
      graph.unreadable.add(id);
      continue;
    }
    const t = type as NodeType;
    for (const key of Object.keys(raw)) {
      if (!COMMON_KEYS.includes(key) && !NODE_KEYS[t].includes(key)) unknownField(key, `on ${t} node '${id}'`, [...NODE_KEYS[t], ...COMMON_KEYS], raw, [...path, key]);
    }
    const node: GraphNode = { id, type: t, extract: [], edges: [], wait: false, branches: [], set: [], delegate_inputs: [] };
    const s = (key: string): string | undefined => str(raw[key], [...path, key], `${key} of node '${id}'`);
    const setIf = <K extends keyof GraphNode>(key: K, value: GraphNode[K] | undefined): void => {
      if (value !== undefined) node[key] = value;
    };
    setIf('description', typeof raw['description'] === 'string' ? raw['description'] : undefined);
    setIf('max_visits', int(raw['max_visits'], [...path, 'max_visits'], `max_visits of node '${id}'`, 1));
    if (t === 'command') {
      setIf('cmd', s('cmd'));
      if (raw['args'] !== undefined && typeof raw['args'] !== 'string') add('MAESTRO_NODE_INVALID', `args of node '${id}' must be a string`, [...path, 'args']);
      setIf('args', typeof raw['args'] === 'string' ? raw['args'] : undefined);
      setIf('next', s('next'));
      setIf('on_failure', s('on_failure'));
      setIf('timeout_ms', int(raw['timeout_ms'], [...path, 'timeout_ms'], `timeout_ms of node '${id}'`, 1));
      setIf('retry', retry(raw['retry'], [...path, 'retry'], 'MAESTRO_NODE_INVALID'));
      setIf('auto_flag', s('auto_flag'));
      if (typeof raw['auto_continue_on_failure'] === 'boolean') node.autoContinue = raw['auto_continue_on_failure'];
      setIf('explore', exploreQueries(raw['explore'], id, [...path, 'explore'], add, unknownField));
      if (node.cmd === undefined) add('MAESTRO_NODE_INVALID', `command node '${id}' has no cmd`, path, 'Add "cmd": the command (skill) to run, e.g. "maestro-plan".');
      if (node.next === undefined) add('MAESTRO_NODE_INVALID', `command node '${id}' has no next`, path, 'Add "next": the node that follows (a terminal node ends the chain).');
      const extract = raw['extract'];
      if (extract !== undefined && !isObj(extract)) add('MAESTRO_NODE_INVALID', `extract of node '${id}' must be an object {rule: {strategy, pattern, target}}`, [...path, 'extract']);
      for (const [rule, spec] of Object.entries(isObj(extract) ? extract : {})) {
        const rp: YamlPath = [...path, 'extract', rule];
        const e: Obj = isObj(spec) ? spec : {};
        // output-parser.ts: regex (first capture group) and line_match (the rest of the first line
        // that starts with the pattern); graph-loader.ts refuses json_path.
        const strategy = e['strategy'] ?? 'regex';
        if (strategy !== 'regex' && strategy !== 'line_match') add('MAESTRO_NODE_INVALID', `extract rule '${rule}' has strategy ${JSON.stringify(e['strategy'])}: maestro supports regex and line_match (graph-loader.ts refuses json_path)`, [...rp, 'strategy']);
        const pattern = str(e['pattern'], [...rp, 'pattern'], `extract rule '${rule}' pattern`);
        const target = str(e['target'], [...rp, 'target'], `extract rule '${rule}' target`) ?? `var.${rule}`;
        if (pattern === undefined) add('MAESTRO_NODE_INVALID', `extract rule '${rule}' has no pattern`, rp);
        else if (strategy === 'line_match') node.extract.push({ name: rule, strategy, pattern, target });
        else if (strategy === 'regex') {
          try {
            new RegExp(pattern);
            node.extract.push({ name: rule, strategy, pattern, target });
          } catch {
            add('MAESTRO_NODE_INVALID', `extract rule '${rule}' pattern is not a valid regular expression`, [...rp, 'pattern']);
          }
        }
      }
    } else if (t === 'decision') {
      setIf('eval', s('eval'));
      setIf('strategy', s('strategy'));
      setIf('prompt', s('prompt'));
      if (node.strategy !== undefined && node.strategy !== 'expr' && node.strategy !== 'llm') {
        add('MAESTRO_NODE_INVALID', `decision node '${id}' has strategy '${node.strategy}': use expr or llm`, [...path, 'strategy']);
      }
      const edges = raw['edges'];
      if (!Array.isArray(edges) || edges.length === 0) add('MAESTRO_NODE_INVALID', `decision node '${id}' needs a non-empty edges list`, [...path, 'edges']);
      (Array.isArray(edges) ? edges : []).forEach((edge, index) => {
        const ep: YamlPath = [...path, 'edges', index];
        if (!isObj(edge)) {
          add('MAESTRO_EDGE_INVALID', `edge ${index} of decision '${id}' must be an object`, ep);
          return;
        }
        const e: Edge = { index, hasValue: 'value' in edge, default: edge['default'] === true };
        if (e.hasValue) {
          const v = edge['value'];
          if (v !== null && !['string', 'number', 'boolean'].includes(typeof v)) add('MAESTRO_EDGE_INVALID', `edge ${index} of decision '${id}': value must be a scalar`, [...ep, 'value']);
          else e.value = v as Edge['value'];
        }
        const m = str(edge['match'], [...ep, 'match'], `match of edge ${index}`, 'MAESTRO_EDGE_INVALID');
        if (m !== undefined) e.match = m;
        const l = str(edge['label'], [...ep, 'label'], `label of edge ${index}`, 'MAESTRO_EDGE_INVALID');
        if (l !== undefined) e.label = l;
        if (typeof edge['description'] === 'string' && edge['description'].trim() !== '') e.description = edge['description'].trim();
        const target = str(edge['target'], [...ep, 'target'], `target of edge ${index}`, 'MAESTRO_EDGE_INVALID');
        if (target === undefined) add('MAESTRO_EDGE_INVALID', `edge ${index} of decision '${id}' has no target`, ep);
        else e.target = target;
        node.edges.push(e);
      });
      if ((node.strategy ?? 'expr') === 'expr' && node.eval === undefined) add('MAESTRO_NODE_INVALID', `decision node '${id}' has no eval (the path or expression its edges compare)`, path);
    } else if (t === 'gate') {
      setIf('condition', s('condition'));
      setIf('on_pass', s('on_pass'));
      setIf('on_fail', s('on_fail'));
      if (raw['wait'] !== undefined && typeof raw['wait'] !== 'boolean') add('MAESTRO_NODE_INVALID', `wait of gate '${id}' must be true or false`, [...path, 'wait']);
      node.wait = raw['wait'] === true;
      if (typeof raw['wait_message'] === 'string') node.summary = raw['wait_message'];
      else if (typeof raw['message'] === 'string') node.summary = raw['message'];
      if (node.on_pass === undefined) add('MAESTRO_NODE_INVALID', `gate node '${id}' has no on_pass`, path);
      if (node.condition === undefined && !node.wait) add('MAESTRO_NODE_INVALID', `gate node '${id}' has neither a condition nor wait: true`, path);
    } else if (t === 'fork') {
      const b = raw['branches'];
      if (!Array.isArray(b) || b.length === 0 || !b.every((x) => typeof x === 'string' && x.length > 0)) {
        add('MAESTRO_NODE_INVALID', `fork node '${id}' needs branches: a non-empty list of node ids`, [...path, 'branches']);
      } else node.branches = b as string[];
      setIf('join', s('join'));
      if (node.join === undefined) add('MAESTRO_NODE_INVALID', `fork node '${id}' has no join`, path);
    } else if (t === 'join') {
      setIf('joinStrategy', s('strategy'));
      if (node.joinStrategy !== undefined && !['all', 'any', 'majority'].includes(node.joinStrategy)) {
        add('MAESTRO_NODE_INVALID', `join node '${id}' has strategy '${node.joinStrategy}': use all, any or majority`, [...path, 'strategy']);
      }
      setIf('next', s('next'));
      setIf('on_failure', s('on_failure'));
      if (node.next === undefined) add('MAESTRO_NODE_INVALID', `join node '${id}' has no next`, path);
    } else if (t === 'eval') {
      const set = raw['set'];
      if (!isObj(set) || Object.keys(set).length === 0) add('MAESTRO_NODE_INVALID', `eval node '${id}' needs set: {path: expression}`, [...path, 'set']);
      for (const [p, e] of Object.entries(isObj(set) ? set : {})) {
        if (typeof e === 'string' && e.length > 0) node.set.push({ path: p, expr: e });
        else if (typeof e === 'number' || typeof e === 'boolean') node.set.push({ path: p, expr: String(e) });
        else add('MAESTRO_NODE_INVALID', `set.${p} of eval node '${id}' must be an expression (string)`, [...path, 'set', p]);
      }
      setIf('next', s('next'));
      if (node.next === undefined) add('MAESTRO_NODE_INVALID', `eval node '${id}' has no next`, path);
    } else if (t === 'terminal') {
      setIf('status', s('status'));
      setIf('delegate_graph', s('delegate_graph'));
      setIf('summary', typeof raw['summary'] === 'string' ? raw['summary'] : undefined);
      if (node.status === undefined) add('MAESTRO_NODE_INVALID', `terminal node '${id}' has no status: use success, failure, paused or delegate`, path);
      else if (!['success', 'failure', 'paused', 'delegate'].includes(node.status)) {
        // The walker never ends on it: it stays "running" at the node until max_visits fails the session.
        add('MAESTRO_TERMINAL_STATUS_UNKNOWN', `terminal node '${id}' has status "${node.status}", which is not maestro's (success, failure, paused, delegate): graph-walker.ts does not end there and fails the session once max_visits is reached; stagegate ends the run BLOCKED there`, [...path, 'status'], 'Write "status": "failure".');
        node.status = 'failure';
      }
      const di = raw['delegate_inputs'];
      if (di !== undefined && !isObj(di)) add('MAESTRO_NODE_INVALID', `delegate_inputs of node '${id}' must be an object {input: template}`, [...path, 'delegate_inputs']);
      for (const [name, template] of Object.entries(isObj(di) ? di : {})) {
        if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) add('MAESTRO_INPUT_INVALID', `delegate_inputs name '${name}' must match [A-Za-z_][A-Za-z0-9_]*`, [...path, 'delegate_inputs', name]);
        else if (typeof template !== 'string') add('MAESTRO_NODE_INVALID', `delegate_inputs.${name} of node '${id}' must be a string`, [...path, 'delegate_inputs', name]);
        else node.delegate_inputs.push({ name, template });
      }
      if (node.status === 'delegate' && node.delegate_graph === undefined) add('MAESTRO_NODE_INVALID', `delegate terminal '${id}' has no delegate_graph`, path);
    }
    graph.nodes.set(id, node);
  }
  if (graph.entry !== undefined && isObj(nodes) && !Object.hasOwn(nodes, graph.entry)) {
    const guess = didYouMean(graph.entry, Object.keys(nodes));
    add('MAESTRO_ENTRY_UNKNOWN', `entry '${graph.entry}' is not a node of the graph${guess === '' ? '' : `.${guess}`}`, ['entry']);
  }
  return graph;
}

/** Severity of a finding's code. */
export function severityOf(code: MaestroCode): 'error' | 'warning' {
  return MAESTRO_CODES[code];
}
