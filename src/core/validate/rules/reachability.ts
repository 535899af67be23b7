// Graph rules, per scope (top-level steps; each foreach's per_item machine): every step is
// reachable from the entry; no loop is a trap whose only way out is the visit limit; every
// loop carries an explicit visit limit.
import { closest } from '../../model/did-you-mean.js';
import { ASK_TARGET } from '../../model/workflow.js';
import { analyseScope, cycleThrough, describeLoop, transitionsOf } from '../graph.js';
import { issue, type Scope, type ValidationContext } from './context.js';
import { missingRoutes } from './step-shape.js';

export function ruleReachability(ctx: ValidationContext): void {
  for (const scope of ctx.scopes) checkScope(ctx, scope);
}

function checkScope(ctx: ValidationContext, scope: Scope): void {
  if (scope.entry === undefined || !scope.steps.has(scope.entry)) return;
  const { report, workflow } = ctx;
  const successors = new Map<string, string[]>();
  const ends = new Set<string>();
  let ids: string[] | undefined;
  const raw = new Set(Object.keys((scope.kind === 'top' ? workflow.data.steps : scope.owner?.def.per_item) ?? {}));
  for (const step of scope.steps.values()) {
    const targets = transitionsOf(step).map((t) => t.to);
    const known = targets.filter((t) => scope.steps.has(t));
    // An unknown target is reported by targets.ts. To avoid a cascade of findings that the
    // fix removes, assume it is the step it most likely means (the did-you-mean match), and
    // that it might end the run.
    // ASK where it cannot stand is reported by targets.ts (ASK_NOT_ALLOWED): no did-you-mean guess (it is no misspelt step).
    const unknown = targets.filter((t) => !scope.steps.has(t) && !scope.terminals.has(t) && t !== ASK_TARGET);
    if (unknown.length > 0) {
      ends.add(step.id);
      ids ??= [...scope.steps.keys()];
      for (const t of unknown) {
        if (raw.has(t)) continue; // a step with an invalid kind (STEP_KIND_INVALID): no guess
        const guess = closest(t, ids);
        if (guess !== undefined) known.push(guess);
      }
    }
    successors.set(step.id, known);
    if (step.kind === 'instruction' || targets.some((t) => scope.terminals.has(t))) ends.add(step.id);
    // A foreach ends the run when one of its items routes to DONE or BLOCKED.
    if (step.kind === 'foreach') {
      for (const item of Object.values(step.def.per_item ?? {})) {
        if (Object.values(item.statuses ?? {}).some((t) => typeof t === 'string' ? t === 'DONE' || t === 'BLOCKED' : [...Object.values(t.if_input_present), t.else].some((x) => x === 'DONE' || x === 'BLOCKED'))) ends.add(step.id);
        if (item.instruction !== undefined) ends.add(step.id);
      }
    }
  }
  const analysis = analyseScope({ ids: [...scope.steps.keys()], entry: scope.entry, successors: (id) => successors.get(id) ?? [], ends: (id) => ends.has(id) });
  const inScope = scope.kind === 'per_item' ? ` of '${scope.owner?.id}'` : '';
  const label = scope.kind === 'per_item' ? 'per-item step' : 'step';
  const at = (id: string) => {
    const s = scope.steps.get(id)!;
    return { path: s.path, at: { line: s.line, column: s.column } };
  };

  // A reachable step without its routes (MISSING_STATUSES, MISSING_ON_COMPLETE) may lead to any
  // step once they are written: that finding is the root cause, so no step is reported unreachable.
  const routeless = [...analysis.reachable].some((id) => missingRoutes(scope.steps.get(id)!));
  for (const root of routeless ? [] : analysis.unreachableRoots) {
    // Steps an importer added (an aiox retry decision: implicit) are not named: the user never wrote them.
    const others = root.group.filter((id) => id !== root.id && scope.steps.get(id)?.implicit !== true);
    const also = others.length > 0 ? `; ${others.join(', ')} ${others.length === 1 ? 'is' : 'are'} only reachable through it` : '';
    const { path, at: where } = at(root.id);
    if (workflow.format !== 'native') {
      // The other runners load a file with a dead node and simply never reach it (maestro's
      // graph-loader checks references, not reachability; aiox and CCW walk what they are told).
      report(issue('UNREACHABLE_IMPORTED_STEP', 'warning', `${label} '${root.id}'${inScope} can never run: no transition from the entry step '${scope.entry}' leads to it${also}. The ${workflow.format} runner accepts it and never reaches it; so does stagegate`, 'Route to it from a reachable node, or remove it.', path, { at: where }));
      continue;
    }
    report(issue('UNREACHABLE_STEP', 'error', `${label} '${root.id}'${inScope} can never run: no transition from the entry step '${scope.entry}' leads to it${also}`, 'Route a status (or on_complete / completion.on_complete) to it, or remove it.', path, { at: where }));
  }

  for (const loop of analysis.trapLoops) {
    const { path, at: where } = at(loop[0]!);
    const exits = scope.kind === 'per_item' ? 'next_artifact, defer_current_artifact, DONE or BLOCKED' : 'DONE, BLOCKED or a hand-off step';
    const cycle = cycleThrough(loop[0]!, new Set(loop), (id) => successors.get(id) ?? []);
    report(issue('LOOP_WITHOUT_EXIT', 'error', `${loop.length === 1 ? `${label} '${loop[0]}' only leads back to itself` : `${label}s ${loop.join(', ')}${inScope} only lead to each other (${describeLoop(cycle, [])})`}: no transition leaves the loop, so a run there ends only when the visit limit stops it (WORKFLOW_BLOCKED_LOOP_LIMIT)`, `Give the loop an exit: route a status of one of its steps to a step that can finish, or to ${exits}.`, path, { at: where }));
  }

  if (workflow.data.execution?.max_visits !== undefined) return;
  const trapped = new Set(analysis.traps);
  analysis.loops.forEach((loop, i) => {
    if (loop.some((id) => trapped.has(id))) return;
    if (loop.some((id) => scope.steps.get(id)!.def.max_visits !== undefined)) return;
    const { path, at: where } = at(loop[0]!);
    report(issue('LOOP_WITHOUT_MAX_VISITS', 'warning', `the loop ${describeLoop(analysis.cycles[i]!, loop)}${inScope} has no step with max_visits, so only the default limit (10 entries per step) bounds it`, `Set max_visits on one step of the loop (the revise or resolver step, e.g. max_visits: 3), or execution.max_visits for the whole workflow.`, path, { at: where }));
  });
}
