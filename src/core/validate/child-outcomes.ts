// The outcomes a child workflow can actually end with (the ones a parent's child_workflow step
// must route): WORKFLOW_COMPLETE where a path leads to DONE; WORKFLOW_BLOCKED_SOURCE_GAPS and
// WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE where a gated stage (or a parallel or child step) routes to
// BLOCKED (which of the two depends on its gate's source_resolvable_open), EXTERNAL_EVIDENCE where
// any other step leads to BLOCKED; the terminal_status of each hand-off step; and the limit any
// loop can hit, WORKFLOW_BLOCKED_LOOP_LIMIT (WORKFLOW_BLOCKED_STALLED is not listed: it stops the
// same loops, earlier). Each outcome comes with the first step that can produce it.
import { TERMINAL_TARGETS, targetsOf, type Workflow } from '../model/workflow.js';
import type { StepShape } from '../model/schema.js';
import { analyseGraph, transitionsOf } from './graph.js';

const GATED = new Set(['shell', 'agent', 'parallel', 'child_workflow']);

export function possibleOutcomes(child: Workflow): Map<string, string> {
  const out = new Map<string, string>();
  const add = (outcome: string, why: string) => {
    if (!out.has(outcome)) out.set(outcome, why);
  };
  const blocked = (gated: boolean, why: string) => {
    if (gated) add('WORKFLOW_BLOCKED_SOURCE_GAPS', `${why} with source-resolvable items open`);
    add('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', gated ? `${why} with none open` : why);
  };
  const perItem = (id: string, item: Record<string, StepShape>) => {
    for (const [itemId, def] of Object.entries(item)) {
      for (const target of Object.values(def.statuses ?? {})) {
        if (targetsOf(target).includes('BLOCKED')) blocked(true, `per-item step ${id}.${itemId} routes to BLOCKED`);
      }
      if (def.terminal_status !== undefined) add(def.terminal_status, `per-item hand-off step ${id}.${itemId}`);
    }
  };
  for (const step of child.steps.values()) {
    for (const t of transitionsOf(step)) {
      if (!TERMINAL_TARGETS.has(t.to)) continue;
      if (t.to === 'DONE') add('WORKFLOW_COMPLETE', `step ${step.id} leads to DONE (${t.label})`);
      else blocked(GATED.has(step.kind) && t.status !== undefined, `step ${step.id} routes ${t.label} to BLOCKED`);
    }
    if (step.kind === 'approval' && step.def.on_reject === undefined) add('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', `approval step ${step.id} is rejected (on_reject defaults to BLOCKED)`);
    if (step.kind === 'instruction' && step.def.terminal_status !== undefined) add(step.def.terminal_status, `hand-off step ${step.id}`);
    if (step.kind === 'parallel' && !Object.hasOwn(step.def.statuses ?? {}, 'PARALLEL_FAILED') && step.def.on_failure === undefined) add('WORKFLOW_BLOCKED_PARALLEL_JOIN', `parallel step ${step.id} does not route PARALLEL_FAILED`);
    if (step.kind === 'foreach' && step.def.per_item) perItem(step.id, step.def.per_item);
  }
  const analysis = analyseGraph(child);
  analysis.cycles.forEach((cycle) => add('WORKFLOW_BLOCKED_LOOP_LIMIT', `the loop ${[...cycle, cycle[0]].join(' -> ')} can exceed max_visits`));
  return out;
}
