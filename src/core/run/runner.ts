// The run entry: load and validate the workflow, bind the invocation, take the run lock, open
// the run (open-run.ts: replay its journal to resume it, or start a new one), then hand step after
// step to its executor (executors.ts). Every change to the run is an event: applied to the state
// at once, appended to the journal at each commit (one fdatasync), after which the state's
// projections (workflow_state.yaml, RUN_MANIFEST.yaml) are written (run-host.ts).
import { Workspace } from '../workspace/workspace.js';
import { isStagegateError, StagegateError } from './errors.js';
import { childAnswerNext, pendingQuestion } from './questions.js';
import { runCommandLine } from './command-line.js';
import { maskedInputsNote, MissingInputs, missingInputsNext } from './missing-inputs.js';
import { exitStatusFor } from './stop-codes.js';
import { loadAndCheckAsync } from '../model/load-and-check.js';
import { InvocationReaders } from '../model/workflow-readers.js';
import { resolveRunContext, type RunContext } from './context.js';
import { RunLock } from '../state/lock.js';
import { removeStaleTempFiles } from '../state/atomic-write.js';
import { RandomHex } from '../state/random-hex.js';
import { SyncedNames } from '../state/synced-names.js';
import { StageMasks } from './stage-masks.js';
import { lockName } from './preflight.js';
import { attemptToken, interruption, invocationPrefix, newInvocationToken } from './leftovers.js';
import { EXECUTORS } from './executors.js';
import { SourceRefusal } from './source-drift.js';
import { stepNamed } from '../model/workflow.js';
import { rerunStepUnknown, rewindError } from './rewind.js';
import { canSkipByRequires } from '../steps/decision/transition.js';
import type { RunOutcome, RunRequest } from './host.js';
import type { RunnerPorts } from './ports.js';
import { Run } from './run-host.js';
import { RunOpening, withAgentChoice } from './open-run.js';

export type { Ancestor, RunOutcome, RunRequest, RunSummary } from './host.js';

export async function runWorkflow(asked: RunRequest, ports: RunnerPorts): Promise<RunOutcome> {
  // The invocation's readers (format importers, gate_schema engine): a top-level run's own, handed
  // on to its children, items and branches.
  let request: RunRequest = asked.readers !== undefined ? asked : { ...asked, readers: new InvocationReaders() };
  const base: RunOutcome = {
    status: 'WORKFLOW_CONTRACT_INVALID',
    exitCode: 0,
    message: '',
    workflow: null,
    workflowFile: request.workflowFile,
    runId: null,
    activeStep: null,
    completedSteps: [],
    statePath: null,
    manifestPath: null,
    runRoot: null,
    nextCommand: null,
    stagesRun: 0,
  };
  let ctx: RunContext | undefined;
  try {
    const workspace = new Workspace(request.workspace);
    // The source commit is asked for now and read once the workflow and the journal are loaded (git runs meanwhile).
    // With it, where the port watches HEAD, the watch this run asks as its attempts end (source_advanced).
    const watched = ports.source.watchSourceCommit?.(workspace.root);
    const startedSource = watched !== undefined ? watched.commit : ports.source.startSourceCommit?.(workspace.root);
    const workflow = request.workflowModel ?? (await loadAndCheckAsync(workspace, request.workflowFile, request.commandName, request.readers));
    base.workflow = workflow.name;
    base.workflowFile = workflow.file;
    // Steps an aiox requires check can go around: the run's end lists them, from the whole journal's decisions.
    if (request.keepLog === false && canSkipByRequires(workflow)) request = { ...request, keepLog: true };
    // --rerun-from STEP that names no step: the workflow alone knows, so it is said before the run is
    // located, loaded or checked (a changed output, a run not started would otherwise be said instead).
    const rerunFrom = request.invocation.rerunFrom;
    const unknown = rerunFrom === undefined ? undefined : rerunStepUnknown(workflow, stepNamed(workflow, rerunFrom) ?? rerunFrom);
    const locate = (): RunContext => {
      ctx = resolveRunContext(workflow, workspace, request.invocation, ports.clock.now(), { ancestorRunRoots: request.ancestry?.map((a) => a.runRoot) ?? [], itemRun: request.itemRun === true, log: request.keepLog !== false, naming: { commandName: request.commandName, inputsInHints: request.agentFlagsInHints } });
      Object.assign(base, { runId: ctx.runId, statePath: ctx.statePath.rel, manifestPath: ctx.manifestPath.rel, runRoot: ctx.runRoot.rel });
      return ctx;
    };
    if (unknown !== undefined) {
      // The refusal stands whatever the run's state; the run, where it can be located (read, not
      // checked), is reported as it stands — its state path, active and completed steps — as
      // other refusals report it (the Action's outputs and summary read them).
      try {
        locate();
      } catch {
        /* not locatable (no run id, say): the refusal alone */
      }
      throw rewindError(unknown);
    }
    const located = locate();
    if (request.answer !== undefined) refuseUnexpectedAnswer(located, request);
    // A run started with agent flags remembers them: this invocation without any uses the run's record (agents/recorded.ts).
    if (request.itemRun !== true && (request.ancestry?.length ?? 0) === 0) request = withAgentChoice(request, located, base, ports);
    const marked = request.invocationToken !== undefined && request.random !== undefined && request.stageMasks !== undefined && request.syncedNames !== undefined ? request : { ...request, invocationToken: request.invocationToken ?? newInvocationToken(), random: request.random ?? new RandomHex(), stageMasks: request.stageMasks ?? new StageMasks(), syncedNames: request.syncedNames ?? new SyncedNames() };
    const run = new Run(located, marked, ports, base, runWorkflow, watched?.head);
    return await execute(run, new RunOpening(run, base, locate, startedSource));
  } catch (error) {
    if (!isStagegateError(error)) throw error;
    const existing = ctx && ctx.existing.kind === 'ok' ? ctx.existing.state : undefined;
    const missingNext = error instanceof MissingInputs ? missingInputsNext(request, base.workflowFile, error.missing) : undefined;
    // The next: shows a secret given as ***: the hint says to give it again (else pasted, *** is the value).
    const hint = missingNext !== undefined && error instanceof MissingInputs ? `${error.hint ?? ''}${maskedInputsNote(request, error.missing)}`.trim() : error.hint;
    return {
      ...base,
      // Stopped before the run was located (the workflow does not load): the run id given, as given.
      runId: base.runId ?? request.invocation.runId ?? request.invocation.tokens['run_id'] ?? null,
      status: error.code,
      exitCode: exitStatusFor(error.code),
      message: error.message,
      ...(hint !== undefined ? { hint } : {}),
      ...(error instanceof SourceRefusal ? { sourceRefused: true as const } : {}),
      location: error.location,
      activeStep: existing?.active_step ?? null,
      completedSteps: existing?.completed_steps ?? [],
      nextCommand: missingNext ?? error.nextCommand ?? null,
    };
  }
}

/**
 * run --answer where no question waits (run/questions.ts): a usage error before the lock, with
 * nothing read as an answer or written. A fresh start or a --rerun-from takes back the question.
 */
function refuseUnexpectedAnswer(ctx: RunContext, request: RunRequest): void {
  const existing = ctx.existing.kind === 'ok' ? ctx.existing.state : undefined;
  const pending = pendingQuestion(existing);
  const why =
    ctx.bound.controls.mode === 'fresh'
      ? 'this invocation starts the run afresh (--mode fresh), which asks nothing yet'
      : request.invocation.rerunFrom !== undefined
        ? '--rerun-from runs the step again from its start, which takes any question back'
        : existing === undefined
          ? `run ${ctx.runId} has not started`
          : pending === undefined
            ? `run ${ctx.runId} has no question waiting for an answer (it stands at ${existing.status}${existing.active_step !== null ? `, step ${existing.active_step}` : ''})`
            : undefined;
  if (why === undefined) return;
  // The question is a child workflow run's: the answer goes there (its own run --answer), not to this run.
  // Only while the run stands at that stop: the step's record keeps the command of a question answered since
  // (its child then paused at an approval, or failed), as status and the outcome ask it too.
  const child = existing?.status === 'WORKFLOW_ANSWER_REQUIRED' && pending === undefined && ctx.bound.controls.mode !== 'fresh' && request.invocation.rerunFrom === undefined ? childAnswerNext(existing, request.commandName ?? 'stagegate', runCommandLine(request.commandName ?? 'stagegate', ctx.workflow.file, ctx.runId)) : undefined;
  if (child !== undefined) {
    throw new StagegateError('WORKFLOW_ANSWER_NOT_PENDING', `--answer was given, but the question run ${ctx.runId} waits on is its child workflow run's (step ${existing!.active_step}), which takes the answer itself; nothing was recorded`, { hint: child.hint, nextCommand: child.nextCommand });
  }
  throw new StagegateError('WORKFLOW_ANSWER_NOT_PENDING', `--answer was given, but ${why}; nothing was recorded`, { hint: 'Run again without --answer (`stagegate status` says where the run stands).' });
}

/** One invocation of the run: opened under its lock, its steps run to a stop, and whatever it left running ended. */
async function execute(run: Run, opening: RunOpening): Promise<RunOutcome> {
  const mode = run.ctx.bound.controls.mode;
  await opening.checkBeforeLock();
  const lock = run.request.itemRun === true ? undefined : RunLock.acquire(run.ctx.lockPath, lockName(run.ctx));
  try {
    removeStaleTempFiles(run.ctx.statePath.abs);
    removeStaleTempFiles(run.ctx.manifestPath.abs); // a runner killed while writing the manifest leaves one too
    const opened = opening.open(mode);
    if (opened.kind === 'finished') return opened.outcome;
    opening.started(mode, opened.resumed);
    const stop = await loop(run);
    return run.checkEvidenceAtEnd(stop, run.finish(stop));
  } catch (error) {
    return run.failed(error);
  } finally {
    run.close();
    // Whatever the invocation's stages left running outside their groups ends with it.
    if (run.ancestry.length === 0 && run.request.itemRun !== true) {
      const prefix = invocationPrefix(attemptToken(run.request.invocationToken!));
      // An invocation that started no process left none running: no scan of every process (a
      // status-like run: finished already, refused, paused at an approval, decisions only).
      if (run.ports.processes.started?.(prefix) !== false) run.ports.processes.killLeftovers?.([{ token: prefix }]);
    }
    lock?.release();
  }
}

/** Step after step, each by its executor, until the run has no active step or one stops it. */
async function loop(run: Run): Promise<string> {
  for (;;) {
    const id = run.state().active_step;
    if (id === null) return run.state().status;
    if (run.request.signal?.aborted) return stopInterrupted(run, id);
    const step = run.workflow.steps.get(id)!;
    const stop = await EXECUTORS[step.kind](run, step);
    if (stop !== undefined) return stop;
  }
}

/** Cancelled between steps (request.signal): only the run's status records it; the step stays active. */
function stopInterrupted(run: Run, id: string): string {
  const message = `run ${run.ctx.runId} ${interruption(run.request.signal)} before step ${id} started; resume with: ${run.resumeCommand()}`;
  run.apply({ event: 'stopped', at: run.now(), code: 'WORKFLOW_INTERRUPTED', message });
  run.commit();
  return 'WORKFLOW_INTERRUPTED';
}
