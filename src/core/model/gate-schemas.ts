// The gate_schema of every gated step of a loaded workflow (stages, per-item stages, parallel
// branches), read and compiled (once per validation session: ValidationSession.gateSchemas): the
// validator reports what is wrong with them, loadAndCheck hands the compiled ones to the run
// (Workflow.gateSchemas), which checks each accepted gate's extra keys against its step's
// (gate/judge.ts).
//
// A schema is inline (a YAML mapping) or a file: a .json, .yaml or .yml path, workspace-relative,
// confined to the workspace like every path a workflow names (symlinks included), and read when
// the workflow loads, so it names no placeholder (inputs are not bound yet).
import { extname } from 'node:path';
import { isStagegateError } from '../run/errors.js';
import { readRegularFile, NotRegularFileError } from '../state/own-file.js';
import type { CompiledGateSchema } from '../gate/gate-schema.js';
import { gateSchemaEngineOf, type WorkflowReaders } from './workflow-readers.js';
import { reportsAGate } from '../gate/judging.js';
import { STANDARD_GATE_KEYS } from '../gate/workflow-gate.js';
import { parseYamlSource } from './yaml-source.js';
import { classifyStep, type StepKind, type Workflow } from './workflow.js';
import type { StepShape } from './schema.js';
import type { Workspace } from '../workspace/workspace.js';

/** A schema file larger than this is not read. */
export const MAX_GATE_SCHEMA_BYTES = 1024 * 1024;

export interface GateSchemaFinding {
  code: 'GATE_SCHEMA_NOT_GATED' | 'GATE_SCHEMA_NOT_FOUND' | 'GATE_SCHEMA_INVALID' | 'GATE_SCHEMA_PATTERN_UNSUPPORTED' | 'PATH_OUTSIDE_WORKSPACE' | 'GATE_SCHEMA_UNMATCHABLE' | 'GATE_SCHEMA_STANDARD_KEY';
  /** Every finding is an error but GATE_SCHEMA_UNMATCHABLE and GATE_SCHEMA_STANDARD_KEY (the workflow can run). */
  severity?: 'warning';
  message: string;
  hint: string;
  /** YAML path of the gate_schema key. */
  path: Array<string | number>;
}

export interface GateSchemas {
  /** By gateSchemaKey(step path). */
  compiled: ReadonlyMap<string, CompiledGateSchema>;
  findings: GateSchemaFinding[];
}

/** The key of a step (or branch, or per-item step) in Workflow.gateSchemas: its YAML path. */
export function gateSchemaKey(stepPath: ReadonlyArray<string | number>): string {
  return JSON.stringify(stepPath);
}

interface Body {
  id: string;
  kind: StepKind | undefined;
  def: StepShape;
  path: Array<string | number>;
}

/** Every step body that may carry a gate_schema: top-level steps, foreach per_item steps, parallel branches. */
function bodies(workflow: Workflow): Body[] {
  const out: Body[] = [];
  const visit = (body: Body) => {
    out.push(body);
    const nested = body.kind === 'foreach' ? { key: 'per_item', map: body.def.per_item } : body.kind === 'parallel' ? { key: 'parallel.branches', map: body.def.parallel?.branches } : undefined;
    for (const [id, def] of Object.entries(nested?.map ?? {})) visit({ id, kind: classifyStep(def).kind, def, path: [...body.path, ...nested!.key.split('.'), id] });
  };
  for (const step of workflow.steps.values()) visit({ id: step.id, kind: step.kind, def: step.def, path: step.path });
  return out;
}

/**
 * The gate schemas of a loaded workflow, compiled with the engine `readers` hands, and what is
 * wrong with them. Throws GateSchemaEngineNeeded when the workflow has one and `readers` has no
 * engine (model/workflow-readers.ts).
 */
export function gateSchemasOf(workflow: Workflow, workspace: Workspace, readers: WorkflowReaders): GateSchemas {
  const compiled = new Map<string, CompiledGateSchema>();
  const findings: GateSchemaFinding[] = [];
  const files = new Map<string, CompiledGateSchema | Omit<GateSchemaFinding, 'path'>>();
  for (const body of bodies(workflow)) {
    const schema = body.def.gate_schema;
    // A body without a valid kind is STEP_KIND_INVALID already.
    if (schema === undefined || body.kind === undefined) continue;
    const path = [...body.path, 'gate_schema'];
    const what = `${body.path.includes('branches') ? 'branch' : 'step'} '${body.id}'`;
    if (!reportsAGate(body.kind, body.def)) {
      findings.push({
        code: 'GATE_SCHEMA_NOT_GATED',
        message: `gate_schema on ${body.kind} ${what} is never used: ${body.kind === 'action' || body.kind === 'resolver' ? 'it is judged by its exit status' : 'it writes no gate'}`,
        hint: 'Put gate_schema on a gated stage (run, prompt or inline_instruction with an output and statuses), or remove it.',
        path,
      });
      continue;
    }
    if (typeof schema !== 'string') {
      const line = workflow.source.locate(path).line;
      const result = compileSchema(readers, schema, `inline at ${workflow.file}:${line}`);
      if ('check' in result) compiled.set(gateSchemaKey(body.path), result);
      else {
        // An invalid keyword is named at its own line (the finding's position says it too).
        const message = result.code === 'GATE_SCHEMA_INVALID' && result.at ? result.message.replace(`inline at ${workflow.file}:${line}`, `inline at ${workflow.file}:${workflow.source.locate([...path, ...result.at]).line}`) : result.message;
        findings.push({ ...result, message: `gate_schema of ${what}: ${message}`, path: [...path, ...(result.at ?? [])] });
      }
      continue;
    }
    let result = files.get(schema);
    if (result === undefined) {
      result = readSchemaFile(readers, workspace, schema);
      files.set(schema, result);
    }
    if ('check' in result) compiled.set(gateSchemaKey(body.path), result);
    else findings.push({ code: result.code, hint: result.hint, message: `gate_schema of ${what}: ${result.message}`, path });
  }
  for (const body of bodies(workflow)) {
    const c = body.def.gate_schema !== undefined ? compiled.get(gateSchemaKey(body.path)) : undefined;
    const own = c ? ownKeysNamed(c.schema, body.def.result_contract !== undefined ? ['status'] : STANDARD_GATE_KEYS) : undefined;
    if (own === undefined) continue;
    const what = `${body.path.includes('branches') ? 'branch' : 'step'} '${body.id}'`;
    const list = (keys: string[]): string => keys.join(', ');
    const parts = [
      ...(own.required.length > 0 ? [`required: [${list(own.required)}] can never be met (GATE_SCHEMA_VIOLATION on every attempt)`] : []),
      ...(own.properties.length > 0 ? [`what properties says of ${list(own.properties)} is never checked`] : []),
    ];
    findings.push({
      code: 'GATE_SCHEMA_STANDARD_KEY',
      severity: 'warning',
      message: `gate_schema of ${what} names ${list([...new Set([...own.required, ...own.properties])])}, which the gate block itself carries: the schema checks only the extra keys, so ${parts.join(', and ')}`,
      hint: 'Leave the gate\'s own keys out of gate_schema: statuses (or the result contract) decides what a status may be; the schema shapes the extra keys. See docs/workflow-format.md#gate-schema.',
      path: [...body.path, 'gate_schema'],
    });
  }
  for (const body of bodies(workflow)) {
    const c = body.def.gate_schema !== undefined && body.def.result_contract === 'maestro_coordinate' ? compiled.get(gateSchemaKey(body.path)) : undefined;
    const keys = c ? maestroUnmatchable(c.schema) : [];
    if (keys.length === 0) continue;
    findings.push({
      code: 'GATE_SCHEMA_UNMATCHABLE',
      severity: 'warning',
      message: `gate_schema of ${body.path.includes('branches') ? 'branch' : 'step'} '${body.id}' (a maestro_coordinate block, whose fields are lower-case keys with text values) can never be met: ${keys.slice(0, 5).join('; ')}${keys.length > 5 ? `; and ${keys.length - 5} more` : ''}`,
      hint: 'Name the keys in lower case (letters, digits, _) and give them type: string (an enum or pattern says which text), or use another result_contract; see docs/formats.md#result-contracts.',
      path: [...body.path, 'gate_schema'],
    });
  }
  return { compiled, findings };
}

/**
 * The keys of the gate block itself (`reserved`: the standard keys, or a result contract's status)
 * a schema names at its top level — in `required` or `properties` — which it never sees: it checks
 * the extra keys only. Undefined when it names none.
 */
export function ownKeysNamed(schema: Readonly<Record<string, unknown>>, reserved: readonly string[]): { required: string[]; properties: string[] } | undefined {
  const props = typeof schema['properties'] === 'object' && schema['properties'] !== null && !Array.isArray(schema['properties']) ? Object.keys(schema['properties']) : [];
  const required = Array.isArray(schema['required']) ? [...new Set(schema['required'].filter((r): r is string => typeof r === 'string'))] : [];
  const out = { required: required.filter((k) => reserved.includes(k)), properties: props.filter((k) => reserved.includes(k)) };
  return out.required.length > 0 || out.properties.length > 0 ? out : undefined;
}

const JSON_TYPES = ['string', 'integer', 'number', 'boolean', 'object', 'array', 'null'];

const isMapping = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The extra keys a gate_schema names, for a decision or placeholder that reads
 * steps.<id>.gate.<key>: `names`, every key it names (properties and required, of its top level
 * and of the subschemas it applies there: allOf, anyOf, oneOf, if/then/else, dependentSchemas, a
 * local $ref); `closed` when no other extra key can pass it (additionalProperties: false: only its
 * top-level properties; unevaluatedProperties: false: every name it has). Undefined when it
 * cannot say: patternProperties, or a $ref that is not to the schema's own $defs.
 */
export function gateSchemaKeys(schema: Readonly<Record<string, unknown>>): { names: string[]; closed: boolean } | undefined {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const ownProperties = (node: Record<string, unknown>): string[] => (isMapping(node['properties']) ? Object.keys(node['properties']) : []);
  const visit = (node: unknown, depth: number): boolean => {
    if (!isMapping(node) || seen.has(node)) return true;
    if (depth > 16) return false;
    seen.add(node);
    if (isMapping(node['patternProperties']) && Object.keys(node['patternProperties']).length > 0) return false;
    for (const k of ownProperties(node)) names.add(k);
    if (Array.isArray(node['required'])) for (const r of node['required']) if (typeof r === 'string') names.add(r);
    const ref = node['$ref'];
    if (ref !== undefined) {
      const m = typeof ref === 'string' ? /^#\/(\$defs|definitions)\/([^/]+)$/.exec(ref) : null;
      const defs = m ? schema[m[1]!] : undefined;
      if (!m || !isMapping(defs) || !visit(defs[m[2]!.replace(/~1/g, '/').replace(/~0/g, '~')], depth + 1)) return false;
    }
    if (node['$dynamicRef'] !== undefined) return false;
    for (const key of ['allOf', 'anyOf', 'oneOf']) if (Array.isArray(node[key]) && !(node[key] as unknown[]).every((sub) => visit(sub, depth + 1))) return false;
    for (const key of ['if', 'then', 'else']) if (!visit(node[key], depth + 1)) return false;
    if (isMapping(node['dependentSchemas']) && !Object.values(node['dependentSchemas']).every((sub) => visit(sub, depth + 1))) return false;
    return true;
  };
  if (!visit(schema, 0)) return undefined;
  if (schema['additionalProperties'] === false) return { names: ownProperties(schema as Record<string, unknown>), closed: true };
  return { names: [...names], closed: schema['unevaluatedProperties'] === false };
}

/**
 * The keys a maestro COORDINATE RESULT block can never give as a schema declares them (the parser,
 * gate/contracts/maestro-coordinate.ts, lower-cases each key and reads each value as text, a list
 * only for `- item` lines, `artifacts` always a list): a key that is not lower-case, or whose
 * `type`, `enum` or `const` admits no text (nor a list). Keys named only in `required` count too.
 */
export function maestroUnmatchable(schema: Readonly<Record<string, unknown>>): string[] {
  const props = typeof schema['properties'] === 'object' && schema['properties'] !== null && !Array.isArray(schema['properties']) ? (schema['properties'] as Record<string, unknown>) : {};
  const required = Array.isArray(schema['required']) ? schema['required'].filter((r): r is string => typeof r === 'string') : [];
  const out: string[] = [];
  for (const name of [...new Set([...required, ...Object.keys(props)])]) {
    if (name === 'status') continue;
    if (!/^[a-z][a-z0-9_]*$/.test(name)) {
      out.push(`'${name}' is not a key the block can give (it reads keys lower-cased; letters, digits and _ only)`);
      continue;
    }
    const own = props[name];
    if (typeof own !== 'object' || own === null || Array.isArray(own)) continue;
    const s = own as Record<string, unknown>;
    const list = name === 'artifacts';
    const allowed = list ? ['array'] : ['string', 'array'];
    const types = typeof s['type'] === 'string' ? [s['type']] : Array.isArray(s['type']) ? s['type'].filter((t): t is string => typeof t === 'string') : undefined;
    if (types !== undefined && types.every((t) => JSON_TYPES.includes(t)) && !types.some((t) => allowed.includes(t))) out.push(`'${name}' is typed ${types.join(' or ')}, but its value is ${list ? 'a list' : 'text'}`);
    else if (Array.isArray(s['enum']) && s['enum'].length > 0 && !s['enum'].some((v) => typeof v === 'string' || Array.isArray(v))) out.push(`'${name}' must be one of ${JSON.stringify(s['enum']).slice(0, 80)}, but its value is text`);
    else if (Object.hasOwn(s, 'const') && typeof s['const'] !== 'string' && !Array.isArray(s['const'])) out.push(`'${name}' must be ${JSON.stringify(s['const'])?.slice(0, 80)}, but its value is text`);
  }
  return out;
}

/** What is wrong with one schema; `at`: where in it (a path inside the schema), when known. */
type Problem = Omit<GateSchemaFinding, 'path'> & { at?: Array<string | number> };

const PATTERN_HINT = 'gate_schema patterns are RE2 syntax (matched in linear time, so no gate value can hang the run): no lookahead/lookbehind ((?=, (?!, (?<=, (?<!) and no backreferences (\\1); see docs/workflow-format.md#gate-schema.';

/** Where in a schema a pattern stands: a `pattern` keyword with that text, or a `patternProperties` key. */
export function patternPath(node: unknown, pattern: string, path: Array<string | number> = [], depth = 0): Array<string | number> | undefined {
  if (typeof node !== 'object' || node === null || depth > 64) return undefined;
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) {
      const found = patternPath(node[i], pattern, [...path, i], depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  const o = node as Record<string, unknown>;
  if (o['pattern'] === pattern) return [...path, 'pattern'];
  const pp = o['patternProperties'];
  if (typeof pp === 'object' && pp !== null && !Array.isArray(pp) && Object.hasOwn(pp, pattern)) return [...path, 'patternProperties', pattern];
  for (const [k, v] of Object.entries(o)) {
    const found = patternPath(v, pattern, [...path, k], depth + 1);
    if (found) return found;
  }
  return undefined;
}

const INVALID_HINT = 'Write a JSON Schema (draft 2020-12) for the extra keys of the gate, e.g. {type: object, required: [score], properties: {score: {type: integer}}}; see docs/workflow-format.md#gate-schema.';

/** A path inside a schema as ` at /properties/x/pattern` (a JSON pointer), '' when unknown. */
function located(at: Array<string | number> | undefined): string {
  return at ? `, at /${at.map((s) => String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}` : '';
}

function compileSchema(readers: WorkflowReaders, schema: unknown, source: string): CompiledGateSchema | Problem {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) {
    return { code: 'GATE_SCHEMA_INVALID', message: `${source} is not a mapping (a JSON Schema object)`, hint: INVALID_HINT };
  }
  const result = gateSchemaEngineOf(readers).compile(schema as Record<string, unknown>);
  if (!result.ok && result.unsupportedPattern !== undefined) {
    const at = patternPath(schema, result.unsupportedPattern);
    return { code: 'GATE_SCHEMA_PATTERN_UNSUPPORTED', message: `${source}${located(at)}: ${result.reason}`, hint: PATTERN_HINT, ...(at ? { at } : {}) };
  }
  if (!result.ok) return { code: 'GATE_SCHEMA_INVALID', message: `${source} is not a valid JSON Schema: ${result.reason}`, hint: INVALID_HINT, ...(result.at ? { at: result.at } : {}) };
  return { source, schema: schema as Record<string, unknown>, check: result.check };
}

function readSchemaFile(readers: WorkflowReaders, workspace: Workspace, file: string): CompiledGateSchema | Problem {
  if (file.includes('{{')) {
    return { code: 'GATE_SCHEMA_INVALID', message: `'${file}' uses a placeholder, but a gate schema is read when the workflow loads, before any input is bound`, hint: 'Name the schema file with a plain workspace-relative path.' };
  }
  const format = extname(file).toLowerCase();
  if (format !== '.json' && format !== '.yaml' && format !== '.yml') {
    return { code: 'GATE_SCHEMA_INVALID', message: `'${file}' is not a .json, .yaml or .yml file`, hint: 'Keep the schema in a .json, .yaml or .yml file (or write it inline as a mapping).' };
  }
  let resolved;
  try {
    resolved = workspace.resolve(file, 'file');
  } catch (error) {
    if (!isStagegateError(error)) throw error;
    return { code: 'PATH_OUTSIDE_WORKSPACE', message: error.message, hint: error.hint ?? 'Keep the schema file inside the workspace.' };
  }
  let text: string;
  try {
    let size = 0;
    text = readRegularFile(resolved.abs, MAX_GATE_SCHEMA_BYTES + 1, { follow: true, onStats: (s) => (size = s.size) }).toString('utf8').replace(/^\uFEFF/, '');
    if (size > MAX_GATE_SCHEMA_BYTES) return { code: 'GATE_SCHEMA_INVALID', message: `${resolved.rel} is larger than ${MAX_GATE_SCHEMA_BYTES / 1024 / 1024} MiB (${size} bytes); it was not read`, hint: 'A gate schema is a few hundred bytes: check that the path names it.' };
  } catch (error) {
    const why = error instanceof NotRegularFileError ? `is ${error.kind}, not a file` : (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'does not exist' : `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`;
    return { code: 'GATE_SCHEMA_NOT_FOUND', message: `${resolved.rel} ${why}`, hint: 'Create the schema file, or fix the path (workspace-relative).' };
  }
  let data: unknown;
  let lineOf: ((path: Array<string | number>) => number) | undefined;
  if (format === '.json') {
    try {
      data = JSON.parse(text);
    } catch (error) {
      return { code: 'GATE_SCHEMA_INVALID', message: `${resolved.rel} is not valid JSON: ${(error as Error).message}`, hint: 'Fix the JSON syntax of the schema file.' };
    }
  } else {
    const source = parseYamlSource(text);
    const problem = source.problems[0];
    if (problem) return { code: 'GATE_SCHEMA_INVALID', message: `${resolved.rel}:${problem.line}:${problem.column} is not valid YAML: ${problem.message}`, hint: 'Fix the YAML syntax of the schema file.' };
    data = source.data;
    lineOf = (path) => source.locate(path).line;
  }
  const result = compileSchema(readers, data, resolved.rel);
  if ('at' in result && result.at !== undefined) {
    // file:line of the pattern (JSON is YAML: the same reader finds its line).
    const line = lineOf?.(result.at) ?? parseYamlSource(text).locate(result.at).line;
    return { ...result, message: result.message.replace(resolved.rel, `${resolved.rel}:${line}`) };
  }
  return result;
}
