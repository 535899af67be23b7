// Decision steps: every `if` compiles as a GitHub-style expression over inputs, steps, visits
// and run (an unknown root is an error, never "true"); exactly one `else`, as the last branch;
// keys that only other kinds use are flagged, and on_stall where no gate is accepted; an input read
// as a boolean (it is text: 'false' is truthy) is a warning, and so is a gate key one edit from a
// standard one (`gate.stauts`: null on every run). Targets are checked by the targets rule.
import { booleanInputReads, compileExpression, contextPaths, type Compiled } from '../../model/expressions.js';
import { declaredInputs } from '../../model/invocation.js';
import { passedToItems } from '../../steps/foreach/item-workflow.js';
import { didYouMean } from '../../model/did-you-mean.js';
import { reportsAGate } from '../../gate/judging.js';
import type { StepModel } from '../../model/workflow.js';
import { GATE_KEYS, closedSchemaMiss, schemaKeysOf } from './gate-keys.js';
import { ITEM_TARGETS, issue, type Scope, type ValidationContext, type YamlPath } from './context.js';

export function ruleDecisions(ctx: ValidationContext): void {
  const { report } = ctx;
  const types: Record<string, unknown> = ctx.workflow.data.inputs?.types ?? {};
  const booleans = new Set(Object.entries(types).filter(([, t]) => t === 'boolean').map(([name]) => name));
  // A number's text compares with a boolean as a number ('0' == false holds): nothing to warn of.
  const numbers = new Set(Object.entries(types).filter(([, t]) => t === 'number').map(([name]) => name));
  for (const { step, scope } of ctx.steps) {
    if (step.def.on_stall !== undefined && step.kind !== 'shell' && step.kind !== 'agent') {
      report(issue('UNUSED_KEY', 'warning', `on_stall on ${step.kind} step '${step.id}' is never used: only managed stages (run, prompt, inline_instruction) accept gates that can stall`, 'Move on_stall to the stage whose gate repeats.', [...step.path, 'on_stall']));
    }
    const branches = step.def.decide;
    if (step.kind !== 'decision' || branches === undefined) continue;
    const p = step.path;
    const elses = branches.map((b, i) => ('else' in b ? i : -1)).filter((i) => i >= 0);
    if (elses.length === 0) {
      report(issue('DECISION_ELSE_MISSING', 'error', `decision step '${step.id}' has no else branch: when no if matches, the run would have nowhere to go`, 'Add a last branch: - else: <step | DONE | BLOCKED>.', [...p, 'decide']));
    }
    for (const i of elses) {
      if (i !== branches.length - 1) {
        report(issue('DECISION_ELSE_NOT_LAST', 'error', `decision step '${step.id}': else is branch ${i + 1} of ${branches.length}; the branches after it could never be taken`, 'Keep exactly one else, as the last branch.', [...p, 'decide', i]));
      }
    }
    branches.forEach((b, i) => {
      if (!('if' in b)) return;
      const compiled = compileExpression(b.if);
      if (compiled.ok) {
        for (const read of booleanInputReads(compiled, booleans)) {
          if (read.how === 'compared' && numbers.has(read.input)) continue;
          const x = `inputs.${read.input}`;
          report(
            issue(
              'DECISION_INPUT_BOOLEAN',
              'warning',
              read.how === 'compared'
                ? `decision step '${step.id}', branch ${i + 1}: '${b.if}' compares ${x} with a boolean, but inputs are text: ${x} == false never holds for 'false' (and == true never for 'true')`
                : `decision step '${step.id}', branch ${i + 1}: '${b.if}' tests ${x} on its own, but inputs are text: the value 'false' of this boolean input is truthy`,
              `Compare with the text: ${x} == 'true' (or ${x} != 'true'); the comparison ignores case.`,
              [...p, 'decide', i, 'if'],
            ),
          );
        }
        unknownNames(ctx, scope, step.id, i, b.if, compiled, [...p, 'decide', i, 'if']);
        return;
      }
      const unknownRoot = /Unrecognized named-value/.test(compiled.message);
      report(
        issue(
          'DECISION_EXPRESSION_INVALID',
          'error',
          `decision step '${step.id}', branch ${i + 1}: ${unknownRoot ? 'unknown context in' : 'invalid expression'} '${b.if}': ${compiled.message}`,
          unknownRoot ? 'Expressions see only inputs.<name>, steps.<id>.status|output|gate.<key> (a parallel step: branches.<branch>.status|output|gate.<key>; an approval: decision|note|by), visits.<id> and run.id.' : 'Write a GitHub-style expression, e.g. steps.review.gate.score >= 90 && visits.review < 3.',
          [...p, 'decide', i, 'if'],
          { at: errorPosition(ctx, [...p, 'decide', i, 'if'], b.if, compiled.column) },
        ),
      );
    });
    for (const key of ['output', 'retry', 'timeout_minutes', 'agent', 'skills', 'inputs'] as const) {
      if (step.def[key] !== undefined) {
        report(issue('UNUSED_KEY', 'warning', `${key} on decision step '${step.id}' is never used: a decision runs no process`, `Remove ${key}.`, [...p, key]));
      }
    }
  }
}

/** What a step's record holds in a decision's context (DecisionContext.steps). */
const STEP_FIELDS = ['status', 'output', 'visits', 'gate', 'branches', 'decision', 'note', 'by'];
/** What a parallel step's branch holds there (DecisionStep.branches). */
const BRANCH_FIELDS = ['status', 'output', 'gate'];
const APPROVAL_FIELDS = ['decision', 'note', 'by'];

/**
 * A name the context can never hold — an input the workflow does not declare, a step not in the
 * decision's scope (top-level steps, or the per_item machine it belongs to), a field a step's
 * record lacks, run.<anything but id> — is null at run time, so a typo (`inputs.strcit`) would
 * silently take another branch. Names compare case-insensitively, as GitHub's contexts do.
 */
function unknownNames(ctx: ValidationContext, scope: Scope, stepId: string, i: number, text: string, compiled: Extract<Compiled, { ok: true }>, path: YamlPath): void {
  // An item run gets the parent's inputs that reach items (not its controls) and the item's bindings (foreach/run.ts).
  const inputs = scope.kind === 'per_item' ? [...[...declaredInputs(ctx.workflow)].filter(passedToItems), ...scope.bindings] : [...declaredInputs(ctx.workflow)];
  const steps = [...scope.steps.keys(), ...(scope.kind === 'per_item' ? ITEM_TARGETS : [])];
  const has = (list: readonly string[], name: string) => list.some((n) => n.toLowerCase() === name.toLowerCase());
  for (const { names, columns } of contextPaths(compiled)) {
    const root = names[0]!.toLowerCase();
    let at = -1;
    let why = '';
    let kindField: { at: number; why: string } | undefined;
    if (root === 'inputs' && names.length > 1 && !has(inputs, names[1]!)) {
      at = 1;
      const withheld = scope.kind === 'per_item' && has([...declaredInputs(ctx.workflow)], names[1]!);
      why = withheld ? `'${names[1]}' is a control or runner-owned value of the run, which its item runs are not given.` : `'${names[1]}' is not a declared input of this workflow${scope.kind === 'per_item' ? ` nor a binding of foreach '${scope.owner?.id}'` : ''}.${didYouMean(names[1]!, inputs)}`;
    } else if ((root === 'steps' || root === 'visits') && names.length > 1 && !has(steps, names[1]!)) {
      at = 1;
      why = `'${names[1]}' is not a step ${scope.kind === 'per_item' ? `of the per_item machine of foreach '${scope.owner?.id}'` : 'of this workflow'}.${didYouMean(names[1]!, steps)}`;
    } else if (root === 'steps' && names.length > 2 && !has(STEP_FIELDS, names[2]!)) {
      at = 2;
      why = `a step's record has no '${names[2]}' (it has ${STEP_FIELDS.join(', ')}).${didYouMean(names[2]!, STEP_FIELDS)}`;
    } else if (root === 'steps' && names.length > 2 && (kindField = kindFieldProblem(scope, names)) !== undefined) {
      ({ at, why } = kindField);
    } else if (root === 'steps' && names.length > 2 && names[2]!.toLowerCase() === 'gate' && gateRead(ctx, scope, names) !== undefined) {
      ({ at, why } = gateRead(ctx, scope, names)!);
    } else if (root === 'run' && names.length > 1 && names[1]!.toLowerCase() !== 'id') {
      at = 1;
      why = `run has no '${names[1]}' (only run.id).`;
    } else if (root === 'files' && names.length !== 2) {
      at = Math.min(names.length - 1, 1);
      why = "files is read with one literal workspace path, files['docs/a.md'] (true when it exists).";
    } else if (root === 'files' && (names[1]!.trim() === '' || names[1]!.startsWith('/') || names[1]!.split(/[\\/]/).includes('..'))) {
      at = 1;
      why = `'${names[1]}' is not a workspace-relative path: write it from the workspace root, without '..'.`;
    }
    if (at < 0) {
      gateKeyNearMiss(ctx, scope, stepId, i, text, names, columns, path);
      continue;
    }
    const read = names.slice(0, at + 1).join('.');
    ctx.report(
      issue(
        'DECISION_EXPRESSION_INVALID',
        'error',
        `decision step '${stepId}', branch ${i + 1}: '${text}' reads ${read}, which is always null: ${why}`,
        "Expressions see only inputs.<declared input>, steps.<id>.status|output|visits|gate.<key> (a parallel step's branches.<branch>.status|output|gate.<key>, an approval step's decision|note|by) and visits.<id> of the steps beside the decision, run.id, and files['<workspace path>'].",
        path,
        { at: errorPosition(ctx, path, text, columns[at]!) },
      ),
    );
  }
}

/**
 * steps.<id>.branches… of a step that is not parallel, a branch it does not have, a field a branch
 * lacks; steps.<id>.decision|note|by of a step that is not an approval: always null.
 */
function kindFieldProblem(scope: Scope, names: readonly string[]): { at: number; why: string } | undefined {
  const step = [...scope.steps.values()].find((s) => s.id.toLowerCase() === names[1]!.toLowerCase());
  if (step === undefined) return undefined;
  const field = names[2]!.toLowerCase();
  if (APPROVAL_FIELDS.includes(field) && step.kind !== 'approval') return { at: 2, why: `step ${step.id} is not an approval step: only an approval's record has ${APPROVAL_FIELDS.join(', ')} (its last decision).` };
  if (field !== 'branches') return undefined;
  if (step.kind !== 'parallel') return { at: 2, why: `step ${step.id} is not a parallel step: only a parallel step's record has branches.` };
  if (names.length < 4) return undefined;
  const branches = Object.keys(step.def.parallel?.branches ?? {});
  if (!branches.some((b) => b.toLowerCase() === names[3]!.toLowerCase())) return { at: 3, why: `parallel step ${step.id} has no branch '${names[3]}' (it has ${branches.join(', ')}).${didYouMean(names[3]!, branches)}` };
  if (names.length > 4 && !BRANCH_FIELDS.includes(names[4]!.toLowerCase())) return { at: 4, why: `a branch's record has no '${names[4]}' (it has ${BRANCH_FIELDS.join(', ')}).${didYouMean(names[4]!, BRANCH_FIELDS)}` };
  return undefined;
}

/**
 * `steps.<id>.gate[.<key>]` of a step whose record never holds that gate: a step of a kind that
 * records no gate (approval, decision, foreach, hand-off; an action or resolver judged by its exit
 * status), or a key other than `status` of a child_workflow or parallel step (their gate is the
 * child's end status, the join's outcome). Null on every run, so the decision silently takes
 * another branch; {{steps.<id>.gate.<key>}} of such a step is refused too (UNDECLARED_PLACEHOLDER).
 * Which name is wrong (2: gate, 3: the key) and why, or undefined when the step records it.
 */
function gateRead(ctx: ValidationContext, scope: Scope, names: readonly string[]): { at: number; why: string } | undefined {
  const step = [...scope.steps.values()].find((s) => s.id.toLowerCase() === names[1]!.toLowerCase());
  if (step === undefined || step.kind === undefined) return undefined;
  const closed = names.length > 3 ? closedSchemaMiss(ctx, step, names[3]!) : undefined;
  if (closed !== undefined) return { at: 3, why: closed };
  const kind = `step '${step.id}' is ${/^[aeiou]/.test(step.kind) ? 'an' : 'a'} ${step.kind} step`;
  if (step.kind === 'child_workflow' || step.kind === 'parallel') {
    if (names.length < 4 || names[3]!.toLowerCase() === 'status') return undefined;
    return { at: 3, why: `${kind}, whose gate has only status (${step.kind === 'parallel' ? "the join's outcome" : "the child run's end status"}).` };
  }
  if (reportsAGate(step.kind, step.def)) return undefined;
  return { at: 2, why: `${kind}, which records no gate: ${NO_GATE[step.kind] ?? 'only a stage that reports one does'}; its record has status and visits.` };
}

/** What a step of a kind without a gate does instead (gateRead). */
const NO_GATE: Partial<Record<NonNullable<StepModel['kind']>, string>> = {
  approval: "the person's decision takes its on_approve or on_reject target (route there)",
  decision: 'it routes by its own branches',
  foreach: 'it routes when its items are done; their results are in its registry',
  instruction: 'a hand-off ends the run',
  action: 'it is judged by its exit status (a result_contract gives it a gate)',
  resolver: 'it is judged by its exit status',
};

/**
 * Extra keys that differ from a standard one by a letter but are plausible names of their own: a
 * CCW node's `artifacts: [...]`, and plurals or counts a stage may well write (`stats`, `steps`,
 * `workflows`, `states`). Typos such as `stauts` or `artefact` are still said.
 */
const GATE_EXTRA_IN_USE = ['artifacts', 'stats', 'states', 'steps', 'workflows'];

/**
 * `steps.<id>.gate.<key>` where the key is one edit (a letter added, dropped, changed, or two
 * swapped) from a standard gate key — `stauts`, `unresolved_hgih`: an extra key may be any name, so
 * it is not an error, but such a name is almost always a typo that reads null on every run. Not
 * said where the step names its extra keys another way: a gate_schema, or a result contract
 * (another runner's block, whose fields become the keys).
 */
function gateKeyNearMiss(ctx: ValidationContext, scope: Scope, stepId: string, i: number, text: string, names: readonly string[], columns: readonly number[], path: YamlPath): void {
  if (names[0]!.toLowerCase() !== 'steps' || names.length < 4 || names[2]!.toLowerCase() !== 'gate') return;
  const key = names[3]!.toLowerCase();
  if (GATE_KEYS.includes(key) || GATE_EXTRA_IN_USE.includes(key)) return;
  const read = [...scope.steps.values()].find((s) => s.id.toLowerCase() === names[1]!.toLowerCase());
  if (read === undefined || (read.def.result_contract !== undefined && read.def.result_contract !== 'workflow_gate')) return;
  // A gate_schema names the step's extra keys: a key it names is one; one it does not name (and
  // could let through: a closed schema's is an error, gateRead) is suspect near its names too.
  const schema = read.def.gate_schema !== undefined ? schemaKeysOf(ctx, read) : undefined;
  if (read.def.gate_schema !== undefined && schema === undefined) return;
  const named = schema?.names ?? [];
  if (named.some((k) => k.toLowerCase() === key)) return;
  const near = [...GATE_KEYS, ...named].find((k) => oneEditApart(key, k.toLowerCase()));
  if (near === undefined) return;
  ctx.report(
    issue(
      'DECISION_GATE_KEY_SUSPECT',
      'warning',
      `decision step '${stepId}', branch ${i + 1}: '${text}' reads steps.${names[1]}.gate.${names[3]}, a key step ${read.id}'s gate has only if its stage writes it as an extra key; otherwise it is null on every run. Did you mean '${near}'?`,
      `Write steps.${names[1]}.gate.${near}; or, for an extra key of that name, ${schema !== undefined ? "add it to the step's gate_schema properties" : "declare it in the step's gate_schema"}.`,
      path,
      { at: errorPosition(ctx, path, text, columns[3] ?? columns[columns.length - 1]!) },
    ),
  );
}

/** Whether a and b differ by exactly one insertion, deletion, substitution or swap of two neighbours. */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diff = [...a].flatMap((c, j) => (c === b[j] ? [] : [j]));
    return diff.length === 1 || (diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!]);
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  for (let j = 0; j < long.length; j++) if (long.slice(0, j) + long.slice(j + 1) === short) return true;
  return false;
}

/** The line of the `if` value, and the column of the error inside it when the text is on that line. */
function errorPosition(ctx: ValidationContext, path: Array<string | number>, text: string, column: number): { line: number; column: number } {
  const pos = ctx.workflow.source.locateValue(path);
  const line = ctx.workflow.source.text.split(/\r?\n/)[pos.line - 1] ?? '';
  const at = line.indexOf(text, pos.column - 1);
  return at >= 0 ? { line: pos.line, column: at + 1 + column } : pos;
}
