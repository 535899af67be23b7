// Commands that change a run between invocations (approve/reject, skip) share one procedure:
// locate the run's state, take the run lock, read it and check its integrity, apply one pure
// change, write it atomically. Any refusal is a StagegateError; the state is left as it was.
import { flagsToCarry, recordedAgents, reusable } from '../agents/recorded.js';
import { StagegateError } from '../run/errors.js';
import { Workspace } from '../workspace/workspace.js';
import { loadAndCheck } from '../model/load-and-check.js';
import type { WorkflowReaders } from '../model/workflow-readers.js';
import { resolveRunContext, type RunContext } from '../run/context.js';
import type { Invocation } from '../model/invocation.js';
import { RunLock } from '../state/lock.js';
import { refusedCode, reloadRun } from '../state/store.js';
import { RunStore } from '../state/run-store.js';
import { writeManifest } from '../state/manifest-write.js';
import { applyEvent, withClaims, type Applied } from '../run/reduce.js';
import type { JournalEvent } from '../state/events.js';
import { topResumeLine, topRunOf } from '../run/top-run.js';
import { checkIntegrity } from '../state/integrity.js';
import { checkLogsRecorded } from '../run/unrecorded-logs.js';
import type { RunState } from '../state/state.js';
import type { Workflow } from '../model/workflow.js';
import type { Diagnostic } from '../validate/diagnostics.js';
import type { StopCode } from '../run/stop-codes.js';
import { agentFlags, flagWord, runCommandLine } from '../run/command-line.js';
import { recordedUnmetStop } from '../run/stopped-after-fix.js';
import { stateLocatingInputs } from '../model/run-scope.js';
import { otherRunsHint } from './runs.js';
import { allBranches } from '../steps/parallel/branches.js';
import { reachableFromActive } from '../run/still-to-run.js';
import { AGENT_DRIVEN_KINDS, resolveAgent, type AgentSelection } from '../agents/registry.js';

export interface RunEdit {
  /** Stop code when the run has no state yet, with its message and hint. */
  notStarted: { code: StopCode; message: (ctx: RunContext) => string; hint: string | ((workflow: Workflow, ctx: RunContext) => string) };
  /** "decide", "skip": what to do again after a failed write. */
  verb: string;
  /** The command that edits (approve, reject, skip): a run found in a sub-folder workspace is named with it. */
  command: string;
  /** What that command needs after the run's words, each a shell word with its leading space (skip's ` STEP`). */
  commandTail?: string;
  /** Also rewrite the manifest (when the change moves the run along). */
  withManifest: boolean;
  /** The CLI: hints may print input values (never in the Action's summary). */
  inputsInHints?: boolean;
  /** What printed commands start with (default `stagegate`; the CLI's `stagegate -C DIR`). */
  commandName?: string;
  /** approve / reject: errors in approval messages alone do not refuse the edit (load-and-check.ts isApprovalMessageFinding); EditedRun.tolerated lists them. */
  tolerateApprovalMessages?: boolean;
}

export interface EditedRun {
  workflow: Workflow;
  ctx: RunContext;
  /** What the change did to the run's state. */
  applied: Applied;
  /** The workflow's errors the edit was made despite (tolerateApprovalMessages): said as warnings. */
  tolerated: Diagnostic[];
}

/**
 * Record one change on the run under its lock: `change` says which event (it may throw a
 * refusal), the event is applied to the replayed state, committed to the journal, and the
 * state's projections are written. `located` is called as soon as the workflow and run are
 * known (so a refusal can still name them).
 */
export function editRunState(
  workspaceRoot: string,
  workflowFile: string,
  invocation: Invocation,
  now: Date,
  edit: RunEdit,
  located: (workflow: Workflow, ctx?: RunContext) => void,
  change: (state: RunState, workflow: Workflow, ctx: RunContext) => JournalEvent,
  importers: WorkflowReaders,
): EditedRun {
  const workspace = new Workspace(workspaceRoot);
  const tolerated: Diagnostic[] = [];
  const workflow = loadAndCheck(workspace, workflowFile, importers, undefined, edit.tolerateApprovalMessages === true ? tolerated : undefined);
  located(workflow);
  const ctx = resolveRunContext(workflow, workspace, { ...invocation, mode: 'resume' }, now, { readOnly: true, naming: { commandName: edit.commandName, inputsInHints: edit.inputsInHints } });
  located(workflow, ctx);
  if (ctx.existing.kind === 'absent') {
    // A mistyped run id reads as a run not started: name the workflow's runs there are.
    const others = ctx.runIdGenerated ? undefined : otherRunsHint(workspace, ctx, edit.inputsInHints === true, edit.commandName, edit.command, edit.commandTail);
    throw new StagegateError(edit.notStarted.code, edit.notStarted.message(ctx), { hint: others ?? (typeof edit.notStarted.hint === 'string' ? edit.notStarted.hint : edit.notStarted.hint(workflow, ctx)) });
  }
  const lock = RunLock.acquire(ctx.lockPath, `run ${ctx.runId} of workflow ${workflow.name}`);
  try {
    const files = { state: ctx.statePath.abs, manifest: ctx.manifestPath.abs };
    // Under the lock: the context's replay, re-read only when the journal changed since (reloadRun).
    const load = reloadRun(ctx.existing, files, workflow, ctx.statePath.rel, { naming: ctx.naming });
    if (load.kind !== 'ok') {
      throw new StagegateError(load.kind === 'corrupt' ? refusedCode(load) : 'WORKFLOW_STATE_INTEGRITY_VIOLATION', `${load.kind === 'corrupt' ? load.reason : `the journal of run ${ctx.runId} is gone`}; nothing was changed`, {
        ...(load.kind === 'corrupt' ? { hint: load.hint } : {}),
        location: { file: load.kind === 'corrupt' ? load.file : ctx.statePath.rel },
      });
    }
    // An older copy of the run restored over a newer one is not decided on (its resume is refused).
    checkLogsRecorded(load.state, workflow, ctx.runRoot, ctx.statePath.rel, runCommandLine(ctx.naming?.commandName ?? 'stagegate', workflow.file, ctx.runId, ctx.naming?.locating ?? []));
    checkIntegrity(load.state, workflow, ctx.runId, ctx.bindings, workspace, ctx.statePath.rel, { allowWorkflowChange: invocation.allowWorkflowChange === true, naming: ctx.naming });
    const event = change(load.state, workflow, ctx);
    const applied = applyEvent(load.state, event, workflow);
    const store = RunStore.open(files, load);
    try {
      store.commit([withClaims(event, applied)]);
      store.writeSnapshot(applied.state);
      if (edit.withManifest) writeManifest(ctx.manifestPath.abs, applied.state, { head: store.head, journalFile: store.journalFrom(ctx.manifestPath.abs) });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      throw new StagegateError('STATE_WRITE_FAILED', `cannot write the journal of run ${ctx.runId} (${code}): what it recorded before is intact`, { hint: `Free disk space or fix permissions, then ${edit.verb} again.`, cause: error });
    } finally {
      store.close();
    }
    return { workflow, ctx, applied, tolerated };
  } finally {
    lock.release();
  }
}

/**
 * The `run` that continues an edited run (approve/reject, skip print it as `next:`): with the agent
 * flags this command was given (`--agent`, `--agent-command`, `--agent-arg`, carried as given), and
 * with --allow-workflow-change when the workflow file changed since the run's last invocation (the
 * edit was made with it; a plain resume would refuse), and with the --stop-after-step the run's last
 * invocation was given and stopped before (run_stopped.stop_after_step), so that the resume still stops there.
 * Without flags, a resume uses the flags the run recorded (agents/recorded.ts) where it can; where
 * it would not (a recorded command outside the workspace), the recorded flags are carried, as
 * status's next: carries them; a run that recorded none: when an agent-driven step of the workflow
 * has no agent of its own (it takes the run's flags), `note` says the resume needs them, naming
 * the agents the run ran.
 */
export function resumeCommand(commandName: string, workflow: Workflow, ctx: RunContext, state: RunState, agents: AgentSelection | undefined, carryRecorded = true): { command: string; note: string | null } {
  // Edited with --allow-workflow-change (the run's recorded workflow differs): the resume needs it too.
  // The --stop-after-step the run's last invocation did not reach (its run_stopped records it): kept, so the resume stops there.
  const stop = recordedUnmetStop(state, workflow);
  const edited = `${state.workflow_digest !== workflow.digest ? ' --allow-workflow-change' : ''}${stop !== undefined ? flagWord('stop-after-step', stop) : ''}`;
  // A child workflow's run continues through the run it belongs to (its top ancestor): that is the one resumed.
  const top = topRunOf(state);
  const run = top !== undefined ? topResumeLine(commandName, top) : runCommandLine(commandName, workflow.file, ctx.runId, stateLocatingInputs(workflow, ctx.bound.explicit));
  if (agents?.agent !== undefined || agents?.agentCommand !== undefined) return { command: `${run}${agentFlags(agents)}${edited}`, note: null };
  const note = agentFlagsNote(workflow, ctx, state);
  // The flags the run recorded but a resume would not reuse (a command outside the workspace): carried,
  // as status's next: carries them, so the printed resume completes the run; no note then. For the
  // person at the CLI (`carryRecorded`), as its inputs: not the Action's approval, which resumes itself.
  const carried = note !== null && carryRecorded ? flagsToCarry(state) : undefined;
  if (carried !== undefined) return { command: `${run}${agentFlags(carried)}${edited}`, note: null };
  return { command: `${run}${agentFlags(agents)}${edited}`, note: note === null ? null : `${note}, or pass them to this command to have them in next:` };
}

/**
 * Why a printed resume (`run` without agent flags) needs the run's agent flags: an agent-driven
 * step of the workflow has no agent of its own (it takes the run's flags), and the run does not
 * record the command's path or arguments. Names the agents the run recorded; null when no step
 * needs the flags. approve/reject and skip say it (resumeCommand), and so does status.
 */
export function agentFlagsNote(workflow: Workflow, ctx: RunContext, state: RunState): string | null {
  // The run records the agent flags it ran with (agents/recorded.ts): a resume without them uses those.
  const recorded = recordedAgents(state);
  if (recorded !== undefined && (recorded.agent !== undefined || recorded.agent_command !== undefined) && reusable(recorded)) return null;
  // Only the steps the resume may still run need an agent (run/still-to-run.ts).
  const mayRun = reachableFromActive(workflow, state);
  const still = (id: string) => mayRun === undefined || mayRun.has(id);
  const steps = [...[...workflow.steps.values()].filter((step) => still(step.id)), ...allBranches(workflow).flatMap(({ step, branch }) => (still(step.id) ? [branch] : []))];
  const needsFlags = steps.some((step) => {
    if (!AGENT_DRIVEN_KINDS.has(step.kind)) return false;
    try {
      resolveAgent(workflow, step, {}, ctx.workspace);
      return false;
    } catch {
      return true;
    }
  });
  if (!needsFlags) return null;
  const used = [...new Set(Object.values(state.steps).flatMap((r) => (r.agent ? [r.agent] : [])))];
  return `the workflow's agent steps take their agent from the run's flags: add the --agent (and --agent-command) the run was started with${used.length > 0 ? ` (it ran ${used.join(', ')})` : ''}`;
}
