// Optional inputs that an invocation does not give are *absent*, not missing: only required
// inputs are WORKFLOW_INPUT_REQUIRED. Where an absent input's placeholder appears decides what it
// becomes (docs/workflow-format.md#optional-inputs):
//   - prompt text, inline_instruction, action and instruction: the marker ABSENT_TEXT, which the
//     assembled prompt explains, so the agent can tell "not given" from a value;
//   - `run:` text: the empty word ('');
//   - a child step's input: the input is not passed (the child sees it absent too);
//   - a path (output, state_path, a foreach source, a prompt or child path): an error, since no
//     file can be named after nothing (validate reports it; a run stops before the stage).
import { PLACEHOLDER, PlaceholderError, replacePlaceholders, substitute } from './placeholders.js';
import type { StepModel, Workflow } from './workflow.js';
import { inputOrder, inputTexts } from './input-order.js';

/** What an absent optional input renders as in text given to an agent. */
export const ABSENT_TEXT = '(not given)';

/** Declared optional inputs with no value (unbound or empty). */
export function absentOptionalInputs(workflow: Workflow, bindings: ReadonlyMap<string, string>): Set<string> {
  const out = new Set<string>();
  for (const name of workflow.inputs.optional) {
    const v = bindings.get(name);
    if (v === undefined || v === '') out.add(name);
  }
  return out;
}

/** Whether `template` names one of `absent`. */
export function usesAbsent(template: string, absent: ReadonlySet<string>): boolean {
  if (absent.size === 0) return false;
  for (const m of template.matchAll(PLACEHOLDER)) if (absent.has(m[1]!)) return true;
  return false;
}

/**
 * `bindings` as seen through absent inputs: each of them reads as `value` (the marker, or '' for
 * shell text); everything else, runtime references included, reads from `bindings` itself.
 */
class AbsentView extends Map<string, string> {
  constructor(
    private readonly base: ReadonlyMap<string, string>,
    private readonly absent: ReadonlySet<string>,
    private readonly value: string,
  ) {
    super();
  }
  override get(name: string): string | undefined {
    const v = this.base.get(name);
    return (v === undefined || v === '') && this.absent.has(name) ? this.value : v;
  }
  override has(name: string): boolean {
    return this.get(name) !== undefined;
  }
}

export function withAbsent(bindings: ReadonlyMap<string, string>, absent: ReadonlySet<string>, value: string): ReadonlyMap<string, string> {
  return absent.size === 0 ? bindings : new AbsentView(bindings, absent, value);
}

/** A hand-off instruction as people read it: inputs resolved, absent ones as ABSENT_TEXT, anything unknown left as written. */
export function renderInstruction(text: string, workflow: Workflow, bindings: ReadonlyMap<string, string>): string {
  const view = withAbsent(bindings, absentOptionalInputs(workflow, bindings), ABSENT_TEXT);
  return replacePlaceholders(text, (name) => view.get(name));
}

/** `view` with a step's own inputs over it. */
class OwnInputsView extends Map<string, string> {
  constructor(
    private readonly view: ReadonlyMap<string, string>,
    private readonly own: ReadonlyMap<string, string>,
  ) {
    super();
  }
  override get(name: string): string | undefined {
    return this.own.get(name) ?? this.view.get(name);
  }
  override has(name: string): boolean {
    return this.get(name) !== undefined;
  }
}

/**
 * What text given to `step` sees (withAbsent): absent optional inputs read as `value`, and so do
 * they inside the step's own inputs built from them (`origin: 'from {{source}}'` reads `from (not
 * given)` in a prompt, `from ` in run: text), which run/bindings.ts leaves unbound (or bound with
 * the empty text) where the input was not given. A child step's inputs are left as they are: an
 * absent one is not passed (steps/child/run.ts).
 */
export function seenByStep(workflow: Workflow, step: Pick<StepModel, 'kind' | 'def'>, bindings: ReadonlyMap<string, string>, value: string): ReadonlyMap<string, string> {
  const absent = absentOptionalInputs(workflow, bindings);
  const view = withAbsent(bindings, absent, value);
  if (absent.size === 0 || step.kind === 'child_workflow' || step.def.inputs === undefined) return view;
  const texts = inputTexts(step.def.inputs);
  const own = new Map<string, string>();
  const through = new OwnInputsView(view, own);
  for (const name of inputOrder(step.def.inputs, false).order) {
    const text = texts.get(name)!;
    const built = usesAbsent(text, absent) || [...text.matchAll(PLACEHOLDER)].some((m) => own.has(m[1]!));
    if (!built) continue;
    try {
      own.set(name, substitute(text, through));
    } catch (error) {
      if (!(error instanceof PlaceholderError)) throw error;
    }
  }
  return own.size === 0 ? view : through;
}
