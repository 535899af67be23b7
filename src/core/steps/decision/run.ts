// Decision steps: route on GitHub-style expressions over the run's context. Nothing runs:
// the branches are evaluated in order, the first truthy `if` wins, else `else`. decide() is pure
// (a files['<path>'] read is answered by its caller: runDecisionStep asks the file system); the
// result is one decision_taken event (its transition: transition.ts).
import { existsSync } from 'node:fs';
import { compileExpression, contextPaths, evaluateExpression, fileReadKey, fileReads, type DecisionContext, type JsonValue } from '../../model/expressions.js';
import type { DecisionRecord, RunState } from '../../state/state.js';
import { currentVisit, stepRecord } from '../../run/transition.js';
import { branchResult, lastDecision, standingBranches, standingResult } from '../../model/references.js';
import type { StepModel, Workflow } from '../../model/workflow.js';
import { isStagegateError, StagegateError } from '../../run/errors.js';
import { declaredInputs } from '../../model/invocation.js';
import type { RunHost } from '../../run/host.js';
import { requiresSkipInWords, type DecisionOutcome } from './transition.js';
import { maskedJson, secretValuesOf } from '../../run/secret-names.js';

/** The context an expression sees: bound inputs, every step's record, visits and the run id. */
export function decisionContext(state: RunState, workflow: Workflow, inputs: Record<string, string>): DecisionContext {
  const steps: DecisionContext['steps'] = {};
  const visits: Record<string, number> = {};
  for (const id of workflow.steps.keys()) {
    const r = stepRecord(state, id);
    visits[id] = r?.visits ?? 0;
    // A verdict a --rerun-from took back reads as none (references.ts standingResult): as {{steps.<id>.output}} reads it.
    const { output, gate } = standingResult(state, id);
    steps[id] = {
      status: r?.status ?? 'pending',
      output,
      visits: r?.visits ?? 0,
      gate: gate ? (JSON.parse(JSON.stringify(gate)) as Record<string, JsonValue>) : null,
    };
    const step = workflow.steps.get(id)!;
    if (step.kind === 'approval') {
      const last = lastDecision(state, id);
      Object.assign(steps[id], { decision: last?.decision ?? null, note: last === undefined ? null : (last.note ?? ''), by: last?.by ?? null });
    } else if (step.kind === 'parallel') {
      const branches: NonNullable<DecisionContext['steps'][string]['branches']> = {};
      const recorded = standingBranches(state, id) ?? {};
      for (const b of Object.keys(step.def.parallel?.branches ?? {})) {
        const br = Object.hasOwn(recorded, b) ? recorded[b]! : undefined;
        const result = branchResult(br);
        branches[b] = { status: br?.status ?? 'pending', output: result?.output ?? null, gate: result?.gate ? (JSON.parse(JSON.stringify(result.gate)) as Record<string, JsonValue>) : null };
      }
      steps[id].branches = branches;
    }
  }
  return { inputs: { ...inputs }, steps, visits, run: { id: state.run_id } };
}

/**
 * Evaluate the branches of a decision step. Throws WORKFLOW_CONTRACT_INVALID when an expression
 * does not compile (the validator reports that first) or fails to evaluate (e.g. fromJSON of
 * a value that is not JSON). `fileExists` answers files['<path>'] for every literal path the
 * branches read, before any is evaluated (a path that leads out stops the run wherever it is read).
 */
export function decide(step: StepModel, visit: number, context: DecisionContext, fileExists?: (path: string) => boolean): DecisionOutcome {
  const branches: DecisionRecord['branches'] = [];
  const list = step.def.decide ?? [];
  const compiledOf = list.map((b) => ('if' in b ? compileExpression(b.if) : undefined));
  if (fileExists !== undefined) {
    const files: Record<string, boolean> = { ...context.files };
    for (const c of compiledOf) if (c?.ok) for (const path of fileReads(c)) files[path] ??= fileExists(path);
    context = { ...context, files };
  }
  // The values a branch saw are recorded and printed (status, history, the Action's summary): a
  // secret-looking input's value (run/secret-names.ts) is *** in them, as everywhere a run prints its inputs.
  const secrets = secretValuesOf(context.inputs);
  const shown = (v: JsonValue): JsonValue => (secrets.length === 0 ? v : maskedJson(v, secrets));
  for (let i = 0; i < list.length; i++) {
    const b = list[i]!;
    if (!('if' in b)) return { to: b.else, record: { step: step.id, visit, branches, chosen: 'else', to: b.else } };
    const compiled = compiledOf[i]!;
    if (!compiled.ok) throw contractError(step, b.if, `does not compile: ${compiled.message}`);
    let ev: ReturnType<typeof evaluateExpression>;
    try {
      ev = evaluateExpression(compiled, context);
    } catch (error) {
      // e.g. fromJSON of a value that is not JSON: the workflow's expression, not a stagegate bug —
      // or a key an earlier step's result did not give (a maestro extract target), which no edit of the expression fixes.
      throw contractError(step, b.if, `failed: ${(error as Error).message}`, unreportedKeys(compiled, context));
    }
    branches.push({ expression: b.if, value: shown(ev.value), truthy: ev.truthy, seen: Object.fromEntries(Object.entries(ev.seen).map(([k, v]) => [k, shown(v)])) });
    if (ev.truthy) return { to: b.to, record: { step: step.id, visit, branches, chosen: i, to: b.to } };
  }
  throw new StagegateError('WORKFLOW_CONTRACT_INVALID', `decision ${step.id}: no branch matched and there is no else`, { hint: 'Add a last branch - else: <step | DONE | BLOCKED> (stagegate validate reports DECISION_ELSE_MISSING).' });
}

function contractError(step: StepModel, expression: string, what: string, unreported: { step: string; key: string }[] = []): StagegateError {
  const first = unreported[0];
  const hint =
    first === undefined
      ? 'Fix the expression (stagegate validate checks its syntax and context names), then resume.'
      : `It reads ${unreported.map((u) => `steps.${u.step}.gate.${u.key}`).join(', ')}, which the result step ${first.step} reported does not give (a key of its WORKFLOW_GATE, a ${first.key.toUpperCase()}: line of a maestro COORDINATE RESULT block, outputs.${first.key} of an aiox step_output): run ${first.step} again so that it reports ${first.key}, with --rerun-from ${first.step} (its verdict and every one accepted after it are taken back). Or make the expression hold when the key is missing, then resume.`;
  return new StagegateError('WORKFLOW_CONTRACT_INVALID', `decision ${step.id}: expression '${expression}' ${what}`, { hint });
}

/** The steps.<id>.gate.<key> an expression reads of a completed step whose gate has no such key (or an empty one). */
function unreportedKeys(compiled: Extract<ReturnType<typeof compileExpression>, { ok: true }>, context: DecisionContext): { step: string; key: string }[] {
  const out: { step: string; key: string }[] = [];
  for (const { names } of contextPaths(compiled)) {
    if (names.length !== 4 || names[0]!.toLowerCase() !== 'steps' || names[2]!.toLowerCase() !== 'gate') continue;
    const id = Object.keys(context.steps).find((k) => k.toLowerCase() === names[1]!.toLowerCase());
    const record = id === undefined ? undefined : context.steps[id];
    if (record === undefined || record.status !== 'completed' || record.gate === null) continue;
    const key = Object.keys(record.gate).find((k) => k.toLowerCase() === names[3]!.toLowerCase());
    const value = key === undefined ? undefined : record.gate[key];
    if ((value === undefined || value === null || value === '') && !out.some((u) => u.step === id && u.key === names[3])) out.push({ step: id!, key: names[3]! });
  }
  return out;
}

/**
 * inputs.<name> of a decision: the workflow's declared inputs as bound (defaults resolved); in an
 * item run, every value the item's stages get (the parent's inputs, artifact_root included, and
 * the item's bindings), as validate's per_item scope has it.
 */
function decisionInputs(host: RunHost): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of host.workflow.itemInputs ?? declaredInputs(host.workflow)) {
    const v = host.ctx.bindings.get(name);
    if (v !== undefined) out[name] = v;
  }
  return out;
}

/** A decision step in the run: nothing runs; evaluate its branches, record the decision and follow it. */
export function runDecisionStep(host: RunHost, step: StepModel): string | undefined {
  const visit = currentVisit(stepRecord(host.state(), step.id));
  let outcome: DecisionOutcome;
  try {
    // files['<path>']: resolved inside the workspace (symlinks included), as every path a workflow names.
    const exists = (path: string): boolean => existsSync(host.ctx.workspace.resolve(path, `${fileReadKey(path)} of decision ${step.id}`).abs);
    outcome = decide(step, visit, decisionContext(host.state(), host.workflow, decisionInputs(host)), exists);
  } catch (error) {
    // An expression that fails (e.g. fromJSON of non-JSON) is recorded like any stop; the decision stays active.
    if (!isStagegateError(error)) throw error;
    host.stopFix(error.code, error.hint);
    host.apply({ event: 'stopped', at: host.now(), code: error.code, message: error.message });
    host.commit();
    return error.code;
  }
  const applied = host.apply({ event: 'decision_taken', at: host.now(), step: step.id, outcome, stop_after: host.stopsAfter(step.id), to: null, stop: null });
  host.commit();
  const decided = `${step.id}: decision -> ${outcome.to} (${outcome.record.chosen === 'else' ? 'else' : `if ${outcome.record.branches[outcome.record.chosen]!.expression}`})`;
  const skipped = requiresSkipInWords(step, outcome.record);
  host.ports.onEvent?.({ type: 'note', message: skipped === undefined ? decided : `${skipped}; ${decided}`, ...(skipped === undefined ? { step: step.id } : {}) });
  return applied.stop;
}
