// The `[n/N]` count a finished stage's progress line shows (docs/cli.md#run): n is how many of the
// workflow's N declared steps this run has seen completed, so it never goes down (a loop back, a
// failure or a skip that takes a step out of the completed list again does not take it back) and
// never passes N. Only the line of a stage whose step completed for the first time shows it: a
// loop's revisit, a parallel branch, a failed or paused attempt complete no new step, and the
// count repeated there would read as that line's place in the run.
import type { Workflow } from '../model/workflow.js';
import type { RunState } from '../state/state.js';

/**
 * The steps a run has seen completed, where a resume's count starts: the completed list, and every
 * step with a verdict accepted in the run (accepted_seq), which a failed revisit took out of that
 * list — counted again, its revisit line read [n/N] on the resume that completed it.
 */
export function seenCompleted(state: Pick<RunState, 'completed_steps' | 'steps'>): string[] {
  const accepted = Object.entries(state.steps).filter(([, record]) => record.accepted_seq !== undefined).map(([id]) => id);
  return [...new Set([...state.completed_steps, ...accepted])];
}

/** What a stage_finished event carries of the count. */
export interface StepCountShown {
  /** The workflow's steps seen completed so far. */
  completed: number;
  /** This stage completed a step not seen completed before: its line shows the count. */
  counted: boolean;
}

export class StepCount {
  private readonly seen = new Set<string>();

  /** `completed`: the run's completed steps where the count starts (a resume's), else none. */
  constructor(
    private readonly workflow: Pick<Workflow, 'steps'>,
    completed: readonly string[] = [],
  ) {
    this.add(completed);
  }

  /**
   * The count after the stage of `step` (a branch's label is no step: never counted), given the run's
   * completed steps now. Counted only when `step` itself completed for the first time: a step with no
   * stage line of its own (a decision, an approval) that completed first raises n, but a revisit
   * after it showing that n would read as the revisit's place.
   */
  after(completed: readonly string[], step: string): StepCountShown {
    const had = this.seen.has(step);
    this.add(completed);
    return { completed: this.seen.size, counted: !had && this.seen.has(step) };
  }

  private add(completed: readonly string[]): void {
    // The steps the file declares: not the helper steps an import adds (an aiox retry decision).
    for (const id of completed) {
      const step = this.workflow.steps.get(id);
      if (step !== undefined && step.implicit !== true) this.seen.add(id);
    }
  }
}
