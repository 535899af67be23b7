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

export interface GateKeyRead {
  /** The key as the workflow writes it. */
  key: string;
  /** The texts a decision compares it with (`== 'passed'`), in the workflow's order, each once. */
  values: string[];
  /** The steps that read it (decisions and texts), in the workflow's order. */
  readers: string[];
}

const cache = new WeakMap<Workflow, Map<string, GateKeyRead[]>>();

/** The keys of `stepId`'s gate the workflow reads, in the order it first reads them. */
export function gateKeysRead(workflow: Workflow, stepId: string): GateKeyRead[] {
  let all = cache.get(workflow);
  if (all === undefined) {
    all = collect(workflow);
    cache.set(workflow, all);
  }
  return all.get(stepId.toLowerCase()) ?? [];
}

function collect(workflow: Workflow): Map<string, GateKeyRead[]> {
  const out = new Map<string, GateKeyRead[]>();
  const note = (step: string, key: string, reader: string, value?: string): void => {
    const list = out.get(step.toLowerCase()) ?? [];
    out.set(step.toLowerCase(), list);
    // Expressions read names case-insensitively: one key, spelt as first read.
    let read = list.find((r) => r.key.toLowerCase() === key.toLowerCase());
    if (read === undefined) list.push((read = { key, values: [], readers: [] }));
    if (!read.readers.includes(reader)) read.readers.push(reader);
    if (value !== undefined && !read.values.includes(value)) read.values.push(value);
  };
  for (const step of workflow.steps.values()) {
    for (const branch of step.def.decide ?? []) {
      if (!('if' in branch)) continue;
      const compiled = compileExpression(branch.if);
      if (!compiled.ok) continue;
      for (const { names } of contextPaths(compiled)) if (isGatePath(names)) note(names[1]!, names[3]!, step.id);
      for (const { names, literal } of comparedLiterals(compiled)) if (isGatePath(names)) note(names[1]!, names[3]!, step.id, literal);
    }
    for (const text of strings(step.def)) {
      for (const m of text.matchAll(PLACEHOLDER)) {
        const ref = parseReference(m[1]!);
        if (ref?.what === 'gate' && ref.branch === undefined) note(ref.step, ref.key, step.id);
      }
    }
  }
  return out;
}

/** steps.<id>.gate.<key>, nothing after it. */
function isGatePath(names: readonly string[]): boolean {
  return names.length === 4 && names[0]!.toLowerCase() === 'steps' && names[2]!.toLowerCase() === 'gate';
}

/** Every string held in a step's definition (its texts, its stage inputs, a child's inputs …). */
function* strings(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const v of value) yield* strings(v);
  else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) yield* strings(v);
}
