// The extra gate keys a workflow reads of a step: `steps.<id>.gate.<key>` in its decisions and
// {{steps.<id>.gate.<key>}} (or gate_or_empty) in any step's text, with the values the decisions
// compare the key with. A stage judged by another runner's result block (maestro, aiox) has a
// gate only as its block gives it, so its prompt's block template must name these keys: a key
// asked for only in the task text is a key a literal-minded agent leaves out, and the decision
// that reads it routes on null (quality-loop's business_test_status, qa-loop's verdict).
import { comparedLiterals, compileExpression, contextPaths } from './expressions.js';
import { PLACEHOLDER } from './placeholders.js';
import { parseReference } from './references.js';
import type { Workflow } from './workflow.js';
import type { StepShape } from './schema.js';

export interface GateKeyRead {
  /** The key as the workflow writes it. */
  key: string;
  /** The texts a decision compares it with (`== 'passed'`), in the workflow's order, each once. */
  values: string[];
  /** The steps that read it (decisions and texts), in the workflow's order. */
  readers: string[];
}

/**
 * The keys of `stepId`'s gate the workflow reads, in the order it first reads them. Collected again
 * at each call, with no cache kept across runs: one pass over the workflow's steps, asked once per
 * prompt of an agent step judged by another runner's result block (steps/process/prompt.ts).
 */
export function gateKeysRead(workflow: Workflow, stepId: string): GateKeyRead[] {
  const list: GateKeyRead[] = [];
  for (const r of collect(workflow, 'steps')) {
    // A branch's gate is the branch's, not the step's.
    if (r.branch !== undefined) continue;
    // A decision finds its step case-insensitively (steps/decision/run.ts); a {{steps.<id>…}} placeholder
    // names it exactly: Build's keys are not build's.
    if (r.fold ? r.step.toLowerCase() !== stepId.toLowerCase() : r.step !== stepId) continue;
    // Expressions read keys case-insensitively: one key, spelt as first read.
    let read = list.find((k) => k.key.toLowerCase() === r.key.toLowerCase());
    if (read === undefined) list.push((read = { key: r.key, values: [], readers: [] }));
    if (!read.readers.includes(r.reader)) read.readers.push(r.reader);
    if (r.value !== undefined && !read.values.includes(r.value)) read.values.push(r.value);
  }
  return list;
}

/** One read, in the workflow's order: `fold` when the reader matches step ids case-insensitively (a decision). */
interface RawRead {
  step: string;
  /** The branch of parallel step `step` whose gate is read (`steps.<step>.branches.<branch>.gate.<key>`). */
  branch?: string;
  fold: boolean;
  key: string;
  reader: string;
  value?: string;
}

/**
 * Which reads the walk gathers: `steps`, this workflow's reads of its steps' gates (its steps'
 * decisions, its steps' texts but their per_item ones: those read the item run's steps,
 * foreach/item-workflow.ts collects them as a workflow of their own); `nested`, every read the file
 * holds (the decisions and texts of per_item steps and parallel branches too).
 */
type ReadScope = 'steps' | 'nested';

/**
 * The gate reads of the workflow, in its order: a decision's `steps.<id>.gate.<key>` or
 * `steps.<id>.branches.<branch>.gate.<key>` (with the values it compares them with), a
 * `{{steps.….gate.<key>}}` placeholder (or gate_or_empty) in a step's text.
 */
function collect(workflow: Workflow, scope: ReadScope): RawRead[] {
  const out: RawRead[] = [];
  const decisions = (def: StepShape, reader: string): void => {
    for (const branch of def.decide ?? []) {
      if (!('if' in branch)) continue;
      const compiled = compileExpression(branch.if);
      if (!compiled.ok) continue;
      for (const { names } of contextPaths(compiled)) {
        const read = gatePath(names);
        if (read !== undefined) out.push({ ...read, fold: true, reader });
      }
      for (const { names, literal } of comparedLiterals(compiled)) {
        const read = gatePath(names);
        if (read !== undefined) out.push({ ...read, fold: true, reader, value: literal });
      }
    }
    if (scope === 'nested') for (const inner of [...Object.values(def.per_item ?? {}), ...Object.values(def.parallel?.branches ?? {})]) decisions(inner, reader);
  };
  for (const step of workflow.steps.values()) {
    decisions(step.def, step.id);
    const { per_item: _items, ...own } = step.def;
    for (const text of strings(scope === 'nested' ? step.def : own)) {
      for (const m of text.matchAll(PLACEHOLDER)) {
        const ref = parseReference(m[1]!);
        if (ref?.what === 'gate') out.push({ step: ref.step, ...(ref.branch !== undefined ? { branch: ref.branch } : {}), fold: false, key: ref.key, reader: step.id });
      }
    }
  }
  return out;
}

/** steps.<id>.gate.<key> or steps.<id>.branches.<branch>.gate.<key>, nothing after it: the step (and branch) and key it reads. */
function gatePath(names: readonly string[]): { step: string; branch?: string; key: string } | undefined {
  if (names[0]?.toLowerCase() !== 'steps') return undefined;
  if (names.length === 4 && names[2]!.toLowerCase() === 'gate') return { step: names[1]!, key: names[3]! };
  if (names.length === 6 && names[2]!.toLowerCase() === 'branches' && names[4]!.toLowerCase() === 'gate') return { step: names[1]!, branch: names[3]!, key: names[5]! };
  return undefined;
}

/** Every string held in a step's definition (its texts, its stage inputs, a child's inputs …). */
function* strings(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const v of value) yield* strings(v);
  else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) yield* strings(v);
}

/**
 * Every gate key the workflow names where it reads a gate — a decision's `steps.<id>.gate.<key>`
 * or `steps.<parallel>.branches.<branch>.gate.<key>`, a `{{steps.….gate.<key>}}` placeholder (or
 * gate_or_empty), of any step, per_item steps and parallel branches included: the workflow's own
 * words (run/gate-secrets.ts withheldGate keeps such a key as written).
 */
export function gateKeysNamed(workflow: Workflow): string[] {
  return [...new Set(collect(workflow, 'nested').map((r) => r.key))];
}
