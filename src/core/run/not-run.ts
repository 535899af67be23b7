// The steps a run went around without running them, as its end and `status` list them
// (RunSummary.notRun): an aiox step whose required files were missing (its `<id>_requires` check
// took else: steps/decision/transition.ts stepsNotRun), and a step a stage an importer added
// skipped by its gate status (an aiox `<id>_agent` answered none: StepModel.skipsStep). The
// stage's latest verdict counts, as only a check's latest decision does: a later visit that chose
// an agent ran the step. Those follow the decisions' skips, in the order the run accepted them.
import type { RunState, DecisionRecord } from '../state/state.js';
import type { Workflow } from '../model/workflow.js';
import { stepsNotRun, type NotRunStep } from '../steps/decision/transition.js';

export function notRunSteps(workflow: Pick<Workflow, 'steps'>, decisions: readonly DecisionRecord[] | undefined, state: RunState | undefined): NotRunStep[] {
  const byChecks = decisions === undefined ? [] : stepsNotRun(workflow, decisions);
  return [...byChecks, ...skippedByStages(workflow, state)];
}

function skippedByStages(workflow: Pick<Workflow, 'steps'>, state: RunState | undefined): NotRunStep[] {
  if (state === undefined) return [];
  const found: Array<NotRunStep & { seq: number }> = [];
  for (const stage of workflow.steps.values()) {
    const skips = stage.skipsStep;
    const record = skips === undefined ? undefined : state.steps[stage.id];
    if (skips === undefined || record?.status !== 'completed' || record.gate?.['status'] !== skips.status) continue;
    const to = stage.def.statuses?.[skips.status];
    const reason = record.gate['reason'];
    found.push({
      step: skips.step,
      check: stage.id,
      visit: record.visits,
      to: typeof to === 'string' ? to : (to?.else ?? ''),
      reason: typeof reason === 'string' ? reason : `step ${skips.step} skipped: ${stage.id} reported ${skips.status}`,
      seq: record.accepted_seq ?? 0,
    });
  }
  return found.sort((a, b) => a.seq - b.seq).map(({ seq: _seq, ...n }) => n);
}
