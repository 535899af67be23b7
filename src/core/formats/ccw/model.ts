// The CCW wf-player template as the importer sees it: the parsed JSON read into typed nodes,
// edges, context variables and checkpoints, each with its path in the source document. Shape
// problems become CCW_* findings at that path; reading never throws and keeps what it can, so
// one run of `validate` reports every problem of the file.
import { didYouMean } from '../../model/did-you-mean.js';
import type { YamlPath } from '../types.js';
import { CCW_CODES, type CcwCode } from './codes.js';

export type CcwNodeType = 'skill' | 'command' | 'agent' | 'cli' | 'checkpoint';
export type CcwOnFail = 'abort' | 'skip' | 'retry';
export type CcwVarType = 'string' | 'path' | 'boolean';

export interface CcwNode {
  /** Index in `nodes[]` (its source path is ['nodes', index]). */
  index: number;
  id: string;
  type: CcwNodeType;
  name: string | undefined;
  description: string | undefined;
  executor: string | undefined;
  argsTemplate: string;
  parallelGroup: string | undefined;
  onFail: CcwOnFail;
  cliTool: string | undefined;
  cliMode: string | undefined;
  cliRule: string | undefined;
  /** Checkpoints: false pauses for a person (the wf-player default is to continue). */
  autoContinue: boolean;
}

export interface CcwVar {
  name: string;
  type: CcwVarType;
  required: boolean;
  default: string | number | boolean | null | undefined;
}

export interface CcwEdge {
  index: number;
  from: string;
  to: string;
}

export interface CcwTemplate {
  templateId: string | undefined;
  name: string | undefined;
  version: string | undefined;
  description: string | undefined;
  vars: CcwVar[];
  nodes: CcwNode[];
  edges: CcwEdge[];
  /** `checkpoints[]` entries (an id string, or an object with `id`) and where each is. */
  checkpoints: Array<{ id: string; path: YamlPath }>;
  /** Ids of nodes not read for a finding of their own (an unknown type): an edge naming one is not a second mistake. */
  unreadNodeIds: Set<string>;
}

export interface Finding {
  code: CcwCode;
  severity: 'error' | 'warning';
  message: string;
  hint?: string;
  path: YamlPath;
  /** `path` is in the run map (`['run', <id>]`), not in the template. */
  runMap?: true;
}

/** A finding with the severity its code is registered with. */
export function finding(code: CcwCode, message: string, hint: string, path: YamlPath): Finding {
  return { code, severity: CCW_CODES[code], message, hint, path };
}

const NODE_TYPES: readonly CcwNodeType[] = ['skill', 'command', 'agent', 'cli', 'checkpoint'];
const ON_FAIL: readonly CcwOnFail[] = ['abort', 'skip', 'retry'];
const VAR_TYPES: readonly CcwVarType[] = ['string', 'path', 'boolean'];
// Every field template-schema.md documents (the wf-composer's full schema and node types), and
// the node fields wf-composer writes beside them: `seq` (02-resolve.md nodes.json; 05-persist.md
// copies the full node objects into the template).
const TOP_KEYS = ['template_id', 'name', 'version', 'description', 'context_schema', 'nodes', 'edges', 'checkpoints', 'tags', 'level', 'category', 'created_at', 'updated_at', '$schema', 'source_session', 'atomic_groups', 'execution_mode', 'metadata'];
const NODE_KEYS = ['id', 'type', 'name', 'description', 'executor', 'args_template', 'parallel_group', 'on_fail', 'run_in_background', 'cli_tool', 'cli_mode', 'cli_rule', 'auto_continue', 'input_ports', 'output_ports', 'save_fields', 'seq'];
const VAR_KEYS = ['type', 'required', 'default', 'description'];
/** Context variable names become native input names and {{placeholders}}. */
const VAR_NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'an object';
  if (typeof v === 'string') return `"${v.length > 40 ? v.slice(0, 40) + '…' : v}"`;
  return `${typeof v} ${String(v)}`;
}

class Reader {
  readonly findings: Finding[] = [];

  report(code: CcwCode, message: string, hint: string, path: YamlPath): void {
    this.findings.push(finding(code, message, hint, path));
  }

  unknownKeys(obj: Record<string, unknown>, known: readonly string[], where: string, path: YamlPath): void {
    for (const key of Object.keys(obj)) {
      if (!known.includes(key)) this.report('CCW_UNKNOWN_KEY', `unknown key '${key}' in ${where}: the wf-player ignores it, and so does stagegate.${didYouMean(key, known)}`, `Known keys here: ${known.join(', ')}.`, [...path, key]);
    }
  }

  /** An optional string field; anything else is CCW_FIELD_INVALID. */
  str(obj: Record<string, unknown>, key: string, where: string, path: YamlPath): string | undefined {
    const v = obj[key];
    if (v === undefined || v === null) return undefined;
    if (typeof v === 'string') return v;
    if (typeof v === 'number') return String(v);
    this.report('CCW_FIELD_INVALID', `${key} of ${where} must be a string, got ${describe(v)}`, `Write ${key} as a string.`, [...path, key]);
    return undefined;
  }
}

/** Read the parsed template. Unknown keys are warnings; missing or mistyped fields are errors. */
export function readTemplate(data: Record<string, unknown>): { template: CcwTemplate; findings: Finding[] } {
  const r = new Reader();
  r.unknownKeys(data, TOP_KEYS, 'the template', []);
  // The wf-player's own load check (phase 1.3): template_id, nodes, edges, context_schema present.
  for (const key of ['template_id', 'nodes', 'edges', 'context_schema']) {
    if (!(key in data)) r.report('CCW_FIELD_MISSING', `the template has no ${key}`, `Add ${key} (the wf-player refuses a template without it).`, []);
  }
  const unreadNodeIds = new Set<string>();
  const template: CcwTemplate = {
    templateId: r.str(data, 'template_id', 'the template', []),
    name: r.str(data, 'name', 'the template', []),
    version: r.str(data, 'version', 'the template', []),
    description: r.str(data, 'description', 'the template', []),
    vars: readVars(r, data['context_schema']),
    nodes: readNodes(r, data['nodes'], unreadNodeIds),
    edges: readEdges(r, data['edges']),
    checkpoints: readCheckpoints(r, data['checkpoints']),
    unreadNodeIds,
  };
  return { template, findings: r.findings };
}

function readVars(r: Reader, schema: unknown): CcwVar[] {
  if (schema === undefined) return [];
  if (!isRecord(schema)) {
    r.report('CCW_FIELD_INVALID', `context_schema must be an object of variable -> {type, required, default}, got ${describe(schema)}`, 'Write context_schema as {"goal": {"type": "string", "required": true}}.', ['context_schema']);
    return [];
  }
  const vars: CcwVar[] = [];
  for (const [name, spec] of Object.entries(schema)) {
    const path = ['context_schema', name];
    if (!VAR_NAME.test(name)) {
      r.report('CCW_FIELD_INVALID', `context variable '${name}' cannot be a workflow input: names use letters, digits, _ and - and start with a letter or _`, 'Rename the variable (and its {references}).', path);
      continue;
    }
    if (!isRecord(spec)) {
      r.report('CCW_FIELD_INVALID', `context variable '${name}' must be an object {type, required, default}, got ${describe(spec)}`, 'Write {"type": "string", "required": true}.', path);
      continue;
    }
    r.unknownKeys(spec, VAR_KEYS, `context variable '${name}'`, path);
    const rawType = spec['type'] ?? 'string';
    let type: CcwVarType = 'string';
    if (typeof rawType === 'string' && (VAR_TYPES as readonly string[]).includes(rawType)) type = rawType as CcwVarType;
    else r.report('CCW_CONTEXT_TYPE_INVALID', `context variable '${name}' has type ${describe(rawType)}; the wf-player knows string, path and boolean`, 'Use type string, path or boolean.', [...path, 'type']);
    const rawRequired = spec['required'] ?? false;
    if (typeof rawRequired !== 'boolean') r.report('CCW_FIELD_INVALID', `required of context variable '${name}' must be true or false, got ${describe(rawRequired)}`, 'Write "required": true or false.', [...path, 'required']);
    const def = spec['default'];
    let value: CcwVar['default'] = undefined;
    if (def !== undefined) {
      const ok = def === null || (type === 'boolean' ? typeof def === 'boolean' : typeof def === 'string' || typeof def === 'number');
      if (ok) value = def as CcwVar['default'];
      else r.report('CCW_CONTEXT_TYPE_INVALID', `the default of context variable '${name}' is ${describe(def)}, which is not a ${type}`, type === 'boolean' ? 'Write the default as true or false.' : 'Write the default as a string.', [...path, 'default']);
    }
    vars.push({ name, type, required: rawRequired === true, default: value });
  }
  return vars;
}

function readNodes(r: Reader, nodes: unknown, unread: Set<string>): CcwNode[] {
  if (nodes === undefined) return [];
  if (!Array.isArray(nodes)) {
    r.report('CCW_FIELD_INVALID', `nodes must be a list of nodes, got ${describe(nodes)}`, 'Write nodes as [{"id": "N-001", "type": "skill", ...}].', ['nodes']);
    return [];
  }
  if (nodes.length === 0) r.report('CCW_FIELD_MISSING', 'nodes is empty: the template has nothing to run', 'Add at least one node.', ['nodes']);
  const out: CcwNode[] = [];
  nodes.forEach((raw, index) => {
    const path = ['nodes', index];
    if (!isRecord(raw)) {
      r.report('CCW_FIELD_INVALID', `nodes[${index}] must be an object, got ${describe(raw)}`, 'Write each node as {"id", "type", ...}.', path);
      return;
    }
    const id = r.str(raw, 'id', `nodes[${index}]`, path);
    if (id === undefined || id === '') {
      r.report('CCW_FIELD_MISSING', `nodes[${index}] has no id`, 'Give every node a unique id, e.g. "N-001".', path);
      return;
    }
    const where = `node ${id}`;
    r.unknownKeys(raw, NODE_KEYS, where, path);
    const rawType = raw['type'];
    if (typeof rawType !== 'string' || !(NODE_TYPES as readonly string[]).includes(rawType)) {
      r.report('CCW_NODE_TYPE_UNKNOWN', `${where} has type ${describe(rawType)}; node types are ${NODE_TYPES.join(', ')}`, `Use one of: ${NODE_TYPES.join(', ')}.`, [...path, rawType === undefined ? 'id' : 'type']);
      unread.add(id);
      return;
    }
    const type = rawType as CcwNodeType;
    const rawOnFail = raw['on_fail'] ?? 'abort';
    let onFail: CcwOnFail = 'abort';
    if (typeof rawOnFail === 'string' && (ON_FAIL as readonly string[]).includes(rawOnFail)) onFail = rawOnFail as CcwOnFail;
    else r.report('CCW_ON_FAIL_INVALID', `on_fail of ${where} is ${describe(rawOnFail)}; it is abort, skip or retry`, 'Use abort (the default), skip or retry.', [...path, 'on_fail']);
    const rawAuto = raw['auto_continue'];
    if (rawAuto !== undefined && typeof rawAuto !== 'boolean') r.report('CCW_FIELD_INVALID', `auto_continue of ${where} must be true or false, got ${describe(rawAuto)}`, 'Write "auto_continue": false to pause for a person.', [...path, 'auto_continue']);
    const node: CcwNode = {
      index,
      id,
      type,
      name: r.str(raw, 'name', where, path),
      description: r.str(raw, 'description', where, path),
      executor: r.str(raw, 'executor', where, path),
      argsTemplate: r.str(raw, 'args_template', where, path) ?? '',
      parallelGroup: r.str(raw, 'parallel_group', where, path),
      onFail,
      cliTool: r.str(raw, 'cli_tool', where, path),
      cliMode: r.str(raw, 'cli_mode', where, path),
      cliRule: r.str(raw, 'cli_rule', where, path),
      autoContinue: rawAuto !== false,
    };
    if (type === 'cli' && !node.cliTool) r.report('CCW_NODE_EXECUTOR_MISSING', `cli ${where} has no cli_tool: nothing says which CLI runs it`, 'Add "cli_tool": "gemini" (or codex, claude, ...).', path);
    if ((type === 'skill' || type === 'command' || type === 'agent') && !node.executor) {
      r.report('CCW_NODE_EXECUTOR_MISSING', `${type} ${where} has no executor: nothing says which ${type === 'agent' ? 'agent type' : type} runs it`, type === 'agent' ? 'Add "executor": "general-purpose" (or another agent type).' : `Add "executor": the ${type} name.`, path);
    }
    out.push(node);
  });
  return out;
}

function readEdges(r: Reader, edges: unknown): CcwEdge[] {
  if (edges === undefined) return [];
  if (!Array.isArray(edges)) {
    r.report('CCW_FIELD_INVALID', `edges must be a list of {from, to}, got ${describe(edges)}`, 'Write edges as [{"from": "N-001", "to": "N-002"}].', ['edges']);
    return [];
  }
  const out: CcwEdge[] = [];
  edges.forEach((raw, index) => {
    const path = ['edges', index];
    if (!isRecord(raw) || typeof raw['from'] !== 'string' || typeof raw['to'] !== 'string') {
      r.report('CCW_FIELD_INVALID', `edges[${index}] must be {"from": <node id>, "to": <node id>}, got ${describe(raw)}`, 'Write each edge as {"from": "N-001", "to": "N-002"}.', path);
      return;
    }
    r.unknownKeys(raw, ['from', 'to', 'label'], `edges[${index}]`, path);
    out.push({ index, from: raw['from'], to: raw['to'] });
  });
  return out;
}

function readCheckpoints(r: Reader, list: unknown): Array<{ id: string; path: YamlPath }> {
  if (list === undefined) return [];
  if (!Array.isArray(list)) {
    r.report('CCW_FIELD_INVALID', `checkpoints must be a list of checkpoint node ids, got ${describe(list)}`, 'Write checkpoints as ["CP-01", "CP-02"].', ['checkpoints']);
    return [];
  }
  const out: Array<{ id: string; path: YamlPath }> = [];
  list.forEach((raw, index) => {
    const path = ['checkpoints', index];
    if (typeof raw === 'string') out.push({ id: raw, path });
    else if (isRecord(raw) && typeof raw['id'] === 'string') out.push({ id: raw['id'], path: [...path, 'id'] });
    else r.report('CCW_FIELD_INVALID', `checkpoints[${index}] must be a checkpoint node id (or {"id": ...}), got ${describe(raw)}`, 'Name a checkpoint node by its id.', path);
  });
  return out;
}
