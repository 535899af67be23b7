// The run whose recorded agent choice (agents/recorded.ts) an invocation without agent flags takes
// (docs/agents.md#the-run-remembers-its-agent): the run found where the invocation looks — the one
// a resume continues, or the one a fresh start replaces in its own folder. A fresh start isolated
// out of a shared artifact_root (docs/run-semantics.md#run-isolation) replaces, for `--run-id ID`,
// the run of that id the shared state holds (a resume finds the isolated one first from then on):
// it takes that run's choice too, so where a workflow keeps its runs does not change which agent
// `--mode fresh` runs.
import type { RunContext } from './context.js';
import type { RunState } from '../state/state.js';
import { loadRun, type RunLoad } from '../state/store.js';
import { isStagegateError } from './errors.js';

/** `found`: the run as read (before the lock, or again under it). */
export function agentRecordRun(ctx: RunContext, found: RunLoad = ctx.existing): RunState | undefined {
  if (found.kind === 'ok') return found.state;
  if (found.kind !== 'absent' || ctx.sharedStatePath === undefined) return undefined;
  // Another run id's state, or none that replays: not this run's record.
  // One that cannot be read is not this fresh start's concern (it never reads that run otherwise).
  let shared: RunLoad;
  try {
    shared = loadRun({ state: ctx.sharedStatePath.abs }, ctx.workflow, ctx.sharedStatePath.rel, { log: false });
  } catch (error) {
    if (isStagegateError(error)) return undefined;
    throw error;
  }
  return shared.kind === 'ok' && shared.state.run_id === ctx.runId ? shared.state : undefined;
}
