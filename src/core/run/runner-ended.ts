// A run that stands IN_PROGRESS with no runner, its last invocation having recorded its own end (a
// journal append that failed twice: STATE_WRITE_FAILED): `status` and `history` report that stop,
// with its exit status, as `run` exited with it — not IN_PROGRESS and 0.
import type { RunState } from '../state/state.js';

/** The stop the run's last invocation recorded as its end while the run stands IN_PROGRESS (null: none, its runner died or still runs). Asked only when no runner holds the run's lock: a runner resuming it has not recorded its own invocation yet. */
export function runnerEnded(state: RunState): string | null {
  return state.invocations.at(-1)?.outcome ?? null;
}
