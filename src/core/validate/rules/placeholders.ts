// Placeholders everywhere in the workflow file are declared: state_path, defaults, stage
// inputs, output, run, inline_instruction, action, instruction, an approval's message, foreach source, prompt and
// child workflow paths, phase derived_inputs. (Prompt files: see prompts.ts.) Texts resolved
// when a step runs (run, stage inputs, instructions) may also use runtime references
// {{steps.<id>.output}} / {{steps.<id>.gate.<key>}} to a gate stage, {{steps.<id>.visits}} to any
// step beside it (references.ts).
// A stage input that refers to itself (`kind: '{{kind}}'`) where nothing outside the step binds
// that name, or stage inputs that use each other (a -> b -> a), can never resolve:
// SELF_REFERENCING_INPUT (the order is model/input-order.ts, the one a run binds them in).
import { didYouMean } from '../../model/did-you-mean.js';
import { inputOrder, usesOwnName } from '../../model/input-order.js';
import { ESCAPED_PLACEHOLDER, PLACEHOLDER } from '../../model/placeholders.js';
import { isValidReference, parseReference, referenceable, referenceableBranches } from '../../model/references.js';
import type { StepModel } from '../../model/workflow.js';
import { issue, type ValidationContext, type YamlPath } from './context.js';
import { CLOSED_GATE_HINT, closedGateReference } from './gate-keys.js';
import { reportGithubExpression, writtenAsGithubExpression } from './github-expressions.js';

export function undeclaredMessage(where: string, name: string, names: Iterable<string>, referencesAllowed = true, within?: string): string {
  const own = ownBranchReference(name, within);
  if (own !== undefined && referencesAllowed) return `${where} uses {{${name}}}, branch '${own}' of parallel step '${within}', the step this branch runs inside: its branches run beside each other, so what one read would depend on which finished first (and on max_concurrency)`;
  if (parseReference(name) !== undefined) {
    if (!referencesAllowed) return `${where} uses {{${name}}}, a runtime reference, which is resolved only when a step runs: usable in run, stage inputs, inline_instruction, action, instruction, an approval's message and prompt files, never in a path (output, state_path, prompt, child workflow, foreach source), a default or a child workflow step's inputs`;
    const ref = parseReference(name)!;
    if (ref.what === 'visits') return `${where} uses {{${name}}}, the visit count of a step that is not in this scope ({{steps.<id>.visits}} names a step beside this one)`;
    if (ref.what === 'approval') return `${where} uses {{${name}}}, the ${ref.field} of an approval step's last decision, but '${ref.step}' is not an approval step in this scope ({{steps.<id>.decision}}, {{steps.<id>.note}}, {{steps.<id>.by}} name an approval step beside this one)`;
    if (ref.branch !== undefined) return `${where} uses {{${name}}}, a runtime reference to branch '${ref.branch}' of '${ref.step}', which is not a run or prompt branch with an output of a parallel step in this scope ({{steps.<parallel>.branches.<branch>.output}}, {{steps.<parallel>.branches.<branch>.gate.<key>}})`;
    return `${where} uses {{${name}}}, a runtime reference to a step that is not a stage with an output in this scope (references name a run/prompt stage: {{steps.<id>.output}}, {{steps.<id>.gate.<key>}}; not usable in output paths)`;
  }
  return `${where} uses {{${name}}}, which is not a declared input, default, runner-owned value or foreach binding.${didYouMean(name, names)}`;
}

/**
 * The hint for an undeclared {{name}}. A runtime reference ({{steps.<id>.…}}) can never be
 * declared as an input (a run refuses such a token), so its hint names the stages it may refer
 * to (refs: the steps beside it, when the text may use references) or says that it cannot be
 * used where it stands (refs undefined: an output path, state_path, default, child binding).
 */
export const UNDECLARED_HINT = (name: string, refs?: ReadonlyMap<string, StepModel>, within?: string) => (ownBranchReference(name, within) !== undefined ? `Read it in a step after ${within} (its branches' outputs and gates are there once ${within} has finished); to hand one branch's result to another, make them two steps.` : undefined) ?? referenceHint(name, refs, within) ?? `Declare ${name} under inputs (required, optional or defaults), bind it in the step's inputs, or fix the name.`;
const CHILD_UNDECLARED_HINT = (name: string) => referenceHint(name, undefined) ?? `Declare ${name} under this workflow's inputs (required, optional or defaults), or fix the name: a child step's inputs and workflow path resolve against this workflow's values, not against the step's own inputs.`;

/** The branch a branch's text names of its own parallel step `within` (undefined when it names none). */
function ownBranchReference(name: string, within: string | undefined): string | undefined {
  if (within === undefined) return undefined;
  const ref = parseReference(name);
  return ref !== undefined && ref.what !== 'visits' && ref.what !== 'approval' && ref.step === within ? ref.branch : undefined;
}

function referenceHint(name: string, refs: ReadonlyMap<string, StepModel> | undefined, within?: string): string | undefined {
  const ref = parseReference(name);
  if (ref === undefined) return undefined;
  if (refs === undefined) {
    return `A runtime reference cannot be used here: this value is resolved before any step has a result (and a reference is never an input a run can be given). Use a declared input instead.`;
  }
  if (ref.what === 'approval') {
    const approvals = [...refs].filter(([, s]) => s.kind === 'approval').map(([id]) => id);
    return `Name an approval step beside this one (${show(approvals)}), or fix the spelling; a reference is never an input a run can be given.${didYouMean(ref.step, approvals)}`;
  }
  if (ref.what !== 'visits' && ref.branch !== undefined) {
    const parallels = [...refs].filter(([, s]) => s.kind === 'parallel').map(([id]) => id);
    const step = refs.get(ref.step);
    if (step?.kind !== 'parallel') return `Name a parallel step beside this one (${show(parallels)}), or fix the spelling; a reference is never an input a run can be given.${didYouMean(ref.step, parallels)}`;
    const branches = [...referenceableBranches(step)].filter(([, b]) => referenceable(b)).map(([id]) => id);
    return `Name a run or prompt branch with an output of parallel step ${step.id} (${show(branches)}), or fix the spelling.${didYouMean(ref.branch, branches)}`;
  }
  if (ref.what !== 'visits') {
    const spelled = branchSpelling(ref.step, refs);
    if (spelled !== undefined && spelled.step !== within) {
      const tail = ref.what === 'output' ? (ref.orEmpty ? 'output_or_empty' : 'output') : `${ref.orEmpty ? 'gate_or_empty' : 'gate'}.${ref.key}${ref.orEmpty?.index !== undefined ? `.${ref.orEmpty.index}` : ''}`;
      return `${spelled.lead} Write {{steps.${spelled.step}.branches.${spelled.branch}.${tail}}}${spelled.others.length > 1 ? ` (its branches: ${show(spelled.others)})` : ''}.`;
    }
  }
  const stages = [...refs].filter(([, s]) => ref.what === 'visits' || referenceable(s)).map(([id]) => id);
  if (ref.what === 'visits') return `Name a step beside this one (${show(stages)}), or fix the spelling; a reference is never an input a run can be given.${didYouMean(ref.step, stages)}`;
  return `Name a run or prompt stage with an output beside this step (${show(stages)}), or fix the spelling; a reference is never an input a run can be given.${didYouMean(ref.step, stages)}`;
}

/**
 * The branch a reference to `id` likely means, as a newcomer spells it: the parallel step itself
 * (`steps.review.output`: its first referenceable branch), `<parallel>.<branch>`
 * (`steps.review.reviewer_a.output`) or the branch id alone (`steps.reviewer_a.output`).
 */
function branchSpelling(id: string, refs: ReadonlyMap<string, StepModel>): { lead: string; step: string; branch: string; others: string[] } | undefined {
  const named = (step: StepModel) => [...referenceableBranches(step)].filter(([, b]) => referenceable(b)).map(([b]) => b);
  const own = refs.get(id);
  if (own?.kind === 'parallel') {
    const branches = named(own);
    if (branches.length > 0) return { lead: `Parallel step ${id} has no output or gate of its own; each branch has its own.`, step: id, branch: branches[0]!, others: branches };
  }
  for (const step of refs.values()) {
    if (step.kind !== 'parallel') continue;
    const branches = named(step);
    const branch = id.startsWith(`${step.id}.`) ? id.slice(step.id.length + 1) : id;
    if (branches.includes(branch)) return { lead: `${branch} is a branch of parallel step ${step.id}, referred to through it.`, step: step.id, branch, others: branches };
  }
  return undefined;
}

const show = (ids: string[]): string => (ids.length === 0 ? 'there is none' : ids.length <= 6 ? ids.join(', ') : `${ids.slice(0, 6).join(', ')}, …`);

export function rulePlaceholders(ctx: ValidationContext): void {
  const { workflow, report, declared } = ctx;
  // refs: the step-level texts resolved when the step runs may use runtime references.
  const check = (text: string | undefined, path: YamlPath, names: ReadonlySet<string>, what: string, refs?: ReadonlyMap<string, StepModel>, hint: (name: string, refs?: ReadonlyMap<string, StepModel>, within?: string) => string = UNDECLARED_HINT, within?: string) => {
    if (text === undefined || !text.includes('{{')) return;
    // An imported template's escapes are the importer's (its text is never a placeholder there).
    if (workflow.format === 'native') checkEscaped(ctx, text, path, what, (name) => names.has(name) || (refs !== undefined && isValidReference(name, refs, within)));
    const seen = new Set<string>();
    for (const m of text.matchAll(PLACEHOLDER)) {
      const name = m[1]!;
      if (names.has(name) || seen.has(name)) continue;
      const valid = refs !== undefined && isValidReference(name, refs, within);
      const closed = valid ? closedGateReference(ctx, what, name, refs) : undefined;
      if (valid && closed === undefined) continue;
      seen.add(name);
      const at = ctx.placeholderPosition(path, name);
      // `${{ github.sha }}` pasted from a GitHub workflow: named as such, once (github-expressions.ts).
      if (closed === undefined && !valid && writtenAsGithubExpression(text, m.index)) {
        reportGithubExpression(ctx, what, name, what.startsWith('run:'), path, at);
        continue;
      }
      if (closed !== undefined) {
        report(issue('UNDECLARED_PLACEHOLDER', 'error', closed, CLOSED_GATE_HINT, path, at ? { at } : { value: true }));
        continue;
      }
      report(issue('UNDECLARED_PLACEHOLDER', 'error', undeclaredMessage(what, name, names, refs !== undefined, within), hint(name, refs, within), path, at ? { at } : { value: true }));
    }
  };
  check(workflow.data.state_path, ['state_path'], declared, 'state_path');
  for (const [name, value] of Object.entries(workflow.inputs.defaults)) {
    if (typeof value === 'string') check(value, ['inputs', 'defaults', name], declared, `default ${name}`);
  }
  for (const scoped of ctx.steps) {
    const { step } = scoped;
    const d = step.def;
    const p = step.path;
    const names = ctx.namesFor(scoped);
    const of = `of step '${step.id}'`;
    const refs = scoped.scope.steps;
    const within = scoped.scope.within?.id;
    // A child step's inputs and workflow path resolve against the parent's values alone
    // (steps/child/run.ts), never against the step's own inputs.
    const child = step.kind === 'child_workflow';
    const outer = outerNames(ctx, scoped);
    const parentNames = child ? outer : names;
    // The order a run binds them in (model/input-order.ts): one finding per loop, a -> b -> a
    // reported at a, not again at b.
    const { loops } = inputOrder(d.inputs, child);
    const looped = new Set(loops.flat());
    for (const [name, value] of Object.entries(d.inputs ?? {})) {
      if (typeof value !== 'string') continue;
      const loop = loops.find((l) => l[0] === name);
      if (loop !== undefined) reportSelfReference(ctx, step, name, loop, [...p, 'inputs', name]);
      if (looped.has(name)) continue;
      // kind: '{{kind}}' with nothing outside the step binding kind: the outside value never comes.
      if (!outer.has(name) && usesOwnName(d.inputs, name)) {
        reportSelfReference(ctx, step, name, [name], [...p, 'inputs', name]);
        continue;
      }
      check(value, [...p, 'inputs', name], parentNames, `input ${name} ${of}`, child ? undefined : refs, child ? CHILD_UNDECLARED_HINT : UNDECLARED_HINT, within);
    }
    check(d.output, [...p, 'output'], names, `output ${of}`);
    check(d.run, [...p, 'run'], names, `run: ${of}`, refs, UNDECLARED_HINT, within);
    check(d.inline_instruction, [...p, 'inline_instruction'], names, `inline_instruction ${of}`, refs, UNDECLARED_HINT, within);
    check(d.action, [...p, 'action'], names, `action ${of}`, refs, UNDECLARED_HINT, within);
    check(d.instruction, [...p, 'instruction'], names, `instruction ${of}`, refs, UNDECLARED_HINT, within);
    // Filled when the run pauses at the approval (steps/approval/run.ts), with the step's view.
    check(d.approval?.message, [...p, 'approval', 'message'], names, `approval message ${of}`, refs, UNDECLARED_HINT, within);
    check(d.prompt, [...p, 'prompt'], names, `prompt path ${of}`);
    check(d.child_workflow, [...p, 'child_workflow'], parentNames, `child_workflow path ${of}`, undefined, child ? CHILD_UNDECLARED_HINT : UNDECLARED_HINT);
    check(d.foreach?.source, [...p, 'foreach', 'source'], names, `foreach source ${of}`);
    // Skill names are never substituted: skills.ts reports a {{x}} in one (SKILL_NOT_FOUND).
  }
  for (const [id, phase] of Object.entries(workflow.data.phases ?? {})) {
    check(phase.workflow, ['phases', id, 'workflow'], declared, `workflow of phase '${id}'`);
    for (const [name, value] of Object.entries(phase.derived_inputs ?? {})) {
      if (typeof value === 'string') check(value, ['phases', id, 'derived_inputs', name], declared, `derived input ${name} of phase '${id}'`);
    }
  }
}

/**
 * An escape `\{{name}}` where {{name}} would substitute (a declared input or default, a
 * runner-owned value, a foreach binding, the step's own input, a reference to a step beside it):
 * it is written as the text {{name}}, which may be meant — or a backslash meant to stand before
 * the value (a Windows path, `C:\work\{{dir}}`). PLACEHOLDER_ESCAPED says which it is.
 */
export function checkEscaped(ctx: Pick<ValidationContext, 'report' | 'placeholderPosition'>, text: string, path: YamlPath, what: string, substitutes: (name: string) => boolean, at?: (name: string) => { at: { file?: string; line: number; column: number } } | undefined): void {
  if (!text.includes('\\{{')) return;
  const seen = new Set<string>();
  for (const m of text.matchAll(ESCAPED_PLACEHOLDER)) {
    const name = m[1]!;
    if (seen.has(name) || !substitutes(name)) continue;
    seen.add(name);
    const where = at?.(name) ?? ((p) => (p ? { at: p } : { value: true as const }))(ctx.placeholderPosition(path, name, true));
    ctx.report(
      issue(
        'PLACEHOLDER_ESCAPED',
        'warning',
        `${what} has \\{{${name}}}, the escape: it is written as the text {{${name}}}, never the value of ${name}, which would substitute there`,
        `If the text {{${name}}} is meant, leave it (or name nothing that substitutes); to put a backslash before the value write \\\\{{${name}}} (docs/workflow-format.md#inputs-and-placeholders).`,
        path,
        where,
      ),
    );
  }
}

/** Names bound outside a step's own inputs: the declared ones and the foreach bindings of its scope. */
function outerNames(ctx: ValidationContext, scoped: { scope: { bindings: ReadonlySet<string> } }): ReadonlySet<string> {
  return scoped.scope.bindings.size === 0 ? ctx.declared : new Set([...ctx.declared, ...scoped.scope.bindings]);
}

function reportSelfReference(ctx: ValidationContext, step: StepModel, name: string, chain: string[], path: YamlPath): void {
  const at = ctx.placeholderPosition(path, chain.length > 1 ? chain[1]! : name);
  const where = at ? { at } : { value: true };
  if (chain.length > 1) {
    const others = chain.slice(1);
    ctx.report(
      issue(
        'SELF_REFERENCING_INPUT',
        'error',
        `input ${name} of step '${step.id}' refers to itself through ${others.join(', ')} (${[...chain, name].map((n) => `{{${n}}}`).join(' -> ')}): a step's inputs resolve in dependency order, so inputs that use each other can never get a value`,
        `Give one of ${chain.join(', ')} a value that does not use the others; in a step's inputs, {{${others[0]}}} is the step's own ${others[0]}, not a workflow input of that name.`,
        path,
        where,
      ),
    );
    return;
  }
  const from = step.kind === 'child_workflow' ? 'this workflow (a child step\'s inputs resolve against the parent\'s values)' : 'the workflow';
  ctx.report(
    issue(
      'SELF_REFERENCING_INPUT',
      'error',
      `input ${name} of step '${step.id}' refers to itself ({{${name}}}), and ${from} declares no input ${name}, so it can never get a value`,
      `To pass it per run, declare ${name} under inputs (required, optional or defaults) and run with ${name}=<value>; otherwise give the stage input a value of its own.`,
      path,
      where,
    ),
  );
}
