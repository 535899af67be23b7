// The order a step's own `inputs` resolve in: the one rule validate (SELF_REFERENCING_INPUT,
// validate/rules/placeholders.ts) and a run (run/bindings.ts: stepBindings) both use, so a
// workflow validate accepts never stops a run over its inputs' order, and the other way round.
//
// In a step's inputs, {{b}} in a's value is the step's own b (when the step has an input b), so
// b resolves first, whatever order the file writes them in. An input's own name in its value
// (`kind: '{{kind}}-x'`) is the value from outside the step, not an edge. Inputs that use each
// other (a -> b -> a) have no order: a loop. A child_workflow step's inputs resolve against the
// parent's values only (steps/child/run.ts), never against each other: no edges, no loops.
import { PLACEHOLDER, scalarToString } from './placeholders.js';
import type { ScalarValue } from './workflow.js';

export type StepInputs = Readonly<Record<string, ScalarValue | undefined>>;

/** The inputs that have a text (null ones have none), in file order. */
export function inputTexts(inputs: StepInputs | undefined): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [name, value] of Object.entries(inputs ?? {})) {
    const text = scalarToString(value);
    if (text !== undefined) texts.set(name, text);
  }
  return texts;
}

/** The names input `name`'s text uses, in text order, each once. */
function usedNames(texts: ReadonlyMap<string, string>, name: string): string[] {
  const text = texts.get(name);
  if (text === undefined) return [];
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

/** Whether input `name`'s value uses its own name (which then means the value from outside the step). */
export function usesOwnName(inputs: StepInputs | undefined, name: string): boolean {
  return usedNames(inputTexts(inputs), name).includes(name);
}

/** The step's own inputs input `name` waits for: the others its text uses (none for a child step). */
function dependencies(texts: ReadonlyMap<string, string>, name: string, childStep: boolean): string[] {
  if (childStep) return [];
  return usedNames(texts, name).filter((n) => n !== name && texts.has(n));
}

export interface InputOrder {
  /** Every input with a text, each after the inputs it uses (file order where free); empty when there are loops. */
  order: string[];
  /**
   * The loops, each a chain [a, b, ...] with a -> b -> ... -> a: for each input in file order that
   * lies on a loop no earlier chain took it into, the first loop from it. Empty when the inputs
   * have an order.
   */
  loops: string[][];
}

/** The order a step's own inputs resolve in, or the loops that leave them none. */
export function inputOrder(inputs: StepInputs | undefined, childStep: boolean): InputOrder {
  const texts = inputTexts(inputs);
  const deps = (n: string) => dependencies(texts, n, childStep);
  const loops: string[][] = [];
  const looped = new Set<string>();
  for (const name of texts.keys()) {
    if (looped.has(name)) continue;
    const loop = loopFrom(name, deps);
    if (loop === undefined) continue;
    loops.push(loop);
    loop.forEach((n) => looped.add(n));
  }
  if (loops.length > 0) return { order: [], loops };
  const order: string[] = [];
  const done = new Set<string>();
  const visit = (name: string): void => {
    if (done.has(name)) return;
    done.add(name);
    deps(name).forEach(visit);
    order.push(name);
  };
  for (const name of texts.keys()) visit(name);
  return { order, loops };
}

/** The first chain [name, ...] by which `name` comes back to itself (depth first, text order), or undefined. */
function loopFrom(name: string, deps: (n: string) => string[]): string[] | undefined {
  // Inputs already walked from `name` without finding it again: walking them twice finds nothing new.
  const dead = new Set<string>();
  const walk = (at: string, chain: string[]): string[] | undefined => {
    for (const next of deps(at)) {
      if (next === name) return chain;
      if (chain.includes(next) || dead.has(next)) continue;
      const found = walk(next, [...chain, next]);
      if (found) return found;
    }
    dead.add(at);
    return undefined;
  };
  return walk(name, [name]);
}
