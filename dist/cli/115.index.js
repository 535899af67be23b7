export const id = 115;
export const ids = [115];
export const modules = {

/***/ 8115:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  getStatus: () => (/* binding */ getStatus),
  statusStanding: () => (/* binding */ statusStanding),
  stepNamesOf: () => (/* binding */ stepNamesOf)
});

// UNUSED EXPORTS: NOT_STARTED, childPositions, lockElsewhereWords, lockHolderWords, statusOf

// EXTERNAL MODULE: ./src/core/run/runner-ended.ts
var runner_ended = __webpack_require__(6986);
// EXTERNAL MODULE: ./src/core/agents/recorded.ts
var recorded = __webpack_require__(2692);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/core/state/taken-back.ts
var taken_back = __webpack_require__(232);
// EXTERNAL MODULE: ./src/core/run/replaced-outputs.ts
var replaced_outputs = __webpack_require__(686);
// EXTERNAL MODULE: ./src/core/run/bindings.ts
var run_bindings = __webpack_require__(3671);
// EXTERNAL MODULE: ./src/core/run/secret-names.ts
var secret_names = __webpack_require__(3136);
;// CONCATENATED MODULE: ./src/core/commands/status-outputs.ts
// The outputs `status` lists: every accepted output that stands (as the run's summary lists them,
// with a later attempt's overwrite said), then what a failed attempt left \u2014 its step's declared
// output when the file is there, and its log \u2014 marked not accepted. After a failure a person
// looks for what the stage wrote; listing only verdicts hid it (the step's record keeps no output
// until one is accepted).





function statusOutputs(workspace, workflow, state, bindings) {
    const standing = Object.values((0,taken_back/* standingArtifacts */.AX)(state));
    const replaced = new Set((0,replaced_outputs/* replacedOutputs */.N)(workspace, state));
    const accepted = standing.map((a) => ({ step: a.step, path: a.path, gate_status: a.gate_status, visit: a.visit, replaced: replaced.has(a.path) }));
    const acceptedPaths = new Set(standing.map((a) => a.path));
    const notAccepted = [];
    for (const [id, record] of Object.entries(state.steps)) {
        if (record.status !== 'failed')
            continue;
        const at = { step: id, visit: record.visits, attempt: record.visit_attempts ?? record.attempts };
        const step = workflow.steps.get(id);
        let output;
        try {
            output = step === undefined ? undefined : (0,run_bindings/* resolveOutput */.ST)(step, (0,run_bindings/* stepBindings */.rV)(bindings, step, state), workspace)?.rel;
        }
        catch {
            output = undefined; // a path the run could not name either: nothing the attempt wrote there
        }
        // An accepted output at the same path is listed above (replaced, when the attempt wrote it).
        if (output !== undefined && !acceptedPaths.has(output) && present(workspace, output))
            notAccepted.push({ ...at, kind: 'output', path: output });
        const log = record.log ?? undefined;
        if (log !== undefined && present(workspace, log))
            notAccepted.push({ ...at, kind: 'log', path: log });
    }
    // Printed paths: a secret input a path is made of as *** (the files are found at the paths above).
    const shown = (o) => ({ ...o, path: (0,secret_names/* shownPath */.pS)(o.path, state.inputs) });
    return { accepted: accepted.map(shown), notAccepted: notAccepted.map(shown) };
}
/** The workspace-relative file is there (inside the workspace). */
function present(workspace, rel) {
    const path = workspace.tryResolve(rel);
    return path !== undefined && (0,external_node_fs_.existsSync)(path.abs);
}

// EXTERNAL MODULE: ./src/core/steps/hand-off/ended.ts
var ended = __webpack_require__(4893);
// EXTERNAL MODULE: ./src/core/steps/approval/after-decision.ts
var after_decision = __webpack_require__(368);
// EXTERNAL MODULE: ./src/core/run/errors.ts
var errors = __webpack_require__(2862);
// EXTERNAL MODULE: ./src/core/run/stop-codes.ts
var stop_codes = __webpack_require__(2454);
// EXTERNAL MODULE: ./src/core/workspace/workspace.ts
var workspace_workspace = __webpack_require__(5620);
// EXTERNAL MODULE: ./src/core/model/load-and-check.ts
var load_and_check = __webpack_require__(2912);
// EXTERNAL MODULE: ./src/core/run/context.ts
var context = __webpack_require__(6274);
// EXTERNAL MODULE: ./src/core/state/state.ts
var state_state = __webpack_require__(6624);
// EXTERNAL MODULE: ./src/core/model/workflow.ts
var model_workflow = __webpack_require__(7280);
// EXTERNAL MODULE: ./src/core/state/run-log.ts
var run_log = __webpack_require__(7375);
// EXTERNAL MODULE: ./src/core/run/transition.ts
var transition = __webpack_require__(9122);
// EXTERNAL MODULE: ./src/core/steps/parallel/branches.ts
var branches = __webpack_require__(9739);
// EXTERNAL MODULE: ./src/core/state/store.ts
var store = __webpack_require__(9916);
// EXTERNAL MODULE: ./src/core/state/journal.ts
var journal = __webpack_require__(666);
// EXTERNAL MODULE: ./src/core/state/integrity.ts + 1 modules
var integrity = __webpack_require__(5970);
// EXTERNAL MODULE: ./src/core/run/preflight.ts
var preflight = __webpack_require__(6150);
// EXTERNAL MODULE: ./src/core/run/unrecorded-logs.ts
var unrecorded_logs = __webpack_require__(7368);
// EXTERNAL MODULE: ./src/core/state/lock.ts
var state_lock = __webpack_require__(210);
// EXTERNAL MODULE: ./src/core/state/fresh-marker.ts
var fresh_marker = __webpack_require__(3388);
// EXTERNAL MODULE: ./src/core/commands/runs.ts + 1 modules
var runs = __webpack_require__(7976);
// EXTERNAL MODULE: ./src/core/run/source-drift.ts
var source_drift = __webpack_require__(5682);
// EXTERNAL MODULE: ./src/core/run/command-line.ts
var command_line = __webpack_require__(1439);
// EXTERNAL MODULE: ./src/core/run/stopped-after-fix.ts
var stopped_after_fix = __webpack_require__(8989);
// EXTERNAL MODULE: ./src/core/model/run-scope.ts
var run_scope = __webpack_require__(1513);
// EXTERNAL MODULE: ./src/core/commands/approve.ts
var approve = __webpack_require__(527);
// EXTERNAL MODULE: ./src/core/steps/approval/transition.ts
var approval_transition = __webpack_require__(660);
// EXTERNAL MODULE: ./src/core/run/rewind.ts
var rewind = __webpack_require__(2226);
// EXTERNAL MODULE: ./src/core/run/rewind-items.ts
var rewind_items = __webpack_require__(5447);
// EXTERNAL MODULE: ./src/core/run/failed-end.ts
var failed_end = __webpack_require__(9516);
// EXTERNAL MODULE: ./src/core/run/paused-next.ts
var paused_next = __webpack_require__(9673);
// EXTERNAL MODULE: ./src/core/commands/edit-run.ts
var edit_run = __webpack_require__(5812);
// EXTERNAL MODULE: ./src/core/run/top-run.ts
var top_run = __webpack_require__(418);
// EXTERNAL MODULE: ./src/core/run/not-run.ts
var not_run = __webpack_require__(1232);
// EXTERNAL MODULE: ./src/core/run/asked-next.ts
var asked_next = __webpack_require__(9183);
// EXTERNAL MODULE: ./src/core/run/questions.ts
var questions = __webpack_require__(9500);
// EXTERNAL MODULE: ./src/core/run/rerun-next.ts
var rerun_next = __webpack_require__(4437);
// EXTERNAL MODULE: ./src/core/steps/foreach/registry-drift.ts
var registry_drift = __webpack_require__(9617);
// EXTERNAL MODULE: ./src/core/steps/child/run.ts
var run = __webpack_require__(4439);
// EXTERNAL MODULE: ./src/core/shards/merge-marker.ts
var merge_marker = __webpack_require__(2900);
;// CONCATENATED MODULE: ./src/core/commands/status.ts
// `status`: where a run is, read-only. Needs only the inputs that locate the state.












































/** The steps the run went around without running them (RunSummary.notRun): absent when none. */
function notRunOf(workflow, decisions, state) {
    const notRun = (0,not_run/* notRunSteps */.i)(workflow, decisions, state);
    return notRun.length > 0 ? { notRun } : {};
}
/** Status of a run that has no state yet. */
const NOT_STARTED = 'NOT_STARTED';
// A run's status from its state (IN_PROGRESS while a step is in flight): state.ts, shared with graph.

/**
 * `importers`: for a workflow in another runner's format (model/workflow-readers.ts).
 * `otherRuns`: when the run has no state, name the workflow's other runs in the hint (a walk of the
 * whole workspace, as `list` makes: for a person's `status`, not for the Action's every look-up).
 * `commandName`: what the printed commands start with (default `stagegate`; the CLI's `stagegate -C DIR`).
 * `sourceCommit`: reads the source the workspace is at now (git HEAD; the Action: the pull request's
 * head). Given, the run's verdicts are compared with it as a resume compares them: a run whose
 * verdicts are stale is not reported as it stands (a finished run is not WORKFLOW_COMPLETE for a
 * commit nobody ran it on). Not given (the Action's look-ups of where a run is): not compared.
 * Asked only once there is a run to compare (no `git rev-parse` for a workflow that did not load,
 * a run that has not started, or one a live runner holds).
 */
function getStatus(workspaceRoot, workflowFile, invocation, importers, options = {}) {
    const got = statusStanding(workspaceRoot, workflowFile, invocation, importers, options);
    // Not started (no startSourceCommit here): asked, when asked, as the comparison is made.
    return 'atSource' in got ? got.atSource(options.sourceCommit?.() ?? null) : got;
}
/**
 * getStatus up to the comparison with the source: the report, or (the source asked with
 * `startSourceCommit`) what to make of it once the look-up answers. A caller that can wait
 * (the CLI's `status`) lets `git rev-parse` run while the journal is replayed.
 */
function statusStanding(workspaceRoot, workflowFile, invocation, importers, options = {}) {
    const base = { status: NOT_STARTED, exitCode: 0, message: '', workflow: null, workflowFile, runId: null, activeStep: null, completedSteps: [], statePath: null, manifestPath: null, runRoot: null, maxVisits: {} };
    // Whether a live runner holds the run's lock, once the run is located and it was looked at: a
    // refusal after that says it (the truth), one before it has nothing to say (no `locked`).
    let lock = {};
    // What was located before a refusal (the workflow, then the run: its state path, manifest, root):
    // a refusal after that reports it, as run does (the run id as given before it is located).
    let reached = base;
    try {
        const name = options.commandName ?? 'stagegate';
        const located = options.located?.bound.controls.mode === 'resume' ? options.located : undefined;
        const workspace = located?.workspace ?? new workspace_workspace/* Workspace */.aR(workspaceRoot);
        // Loaded and checked as `run` loads it (loadAndCheck: the schema and every validation rule),
        // before the run is looked for: a workflow run refuses is refused here with run's stop code,
        // message and position, whether or not a run of it exists.
        const workflow = located?.workflow ?? (0,load_and_check/* loadAndCheck */.wy)(workspace, workflowFile, importers, options.read, undefined, options.commandName);
        // What the caller checks against the workflow alone (a step id it was given), before the run is located or loaded.
        reached = { ...base, workflow: workflow.name, workflowFile: workflow.file };
        options.workflowLoaded?.(workflow);
        // Status reads; it must not demand inputs a resume would take from state.
        // A run located already is named as this status names it (its commands, the inputs in them).
        // The source look-up started as soon as the state is located, when a run is there to compare
        // (its journal) and no live runner holds it: `git rev-parse` runs while the journal is replayed,
        // and is forked before the replay has grown the heap. Taken below once the lock is looked at.
        let early;
        const stateLocated = options.startSourceCommit === undefined ? undefined : (statePath) => {
            if ((0,external_node_fs_.existsSync)((0,journal/* journalPathFor */.S7)(statePath.abs)) && !state_lock/* RunLock */.jj.isHeld(`${statePath.abs}.lock`))
                early = options.startSourceCommit();
        };
        const ctx = located
            ? { ...located, naming: { commandName: name, locating: options.inputsInHints === true ? (0,run_scope/* stateLocatingInputs */.G$)(workflow, located.bound.explicit) : [] } }
            : (0,context/* withRunsNamed */.i)(() => (0,context/* resolveRunContext */.xn)(workflow, workspace, { ...invocation, mode: 'resume' }, new Date(), { readOnly: true, log: options.log ?? true, ...(stateLocated ? { stateLocated } : {}), naming: { commandName: name, inputsInHints: options.inputsInHints } }), options.otherRuns === true ? () => (0,runs/* runIdNeededHint */.fq)(workspace, workflow, name, options.verb ?? 'status', options.inputsInHints === true ? invocationLocating(workflow, invocation) : []) : undefined);
        // Held by a live runner: a lock left by a dead process on this machine is not.
        const held = state_lock/* RunLock */.jj.isHeld(ctx.lockPath);
        const elsewhere = held ? state_lock/* RunLock */.jj.heldElsewhere(ctx.lockPath) : undefined;
        const holder = held && elsewhere === undefined ? state_lock/* RunLock */.jj.ownerOf(ctx.lockPath) : undefined;
        const report = {
            ...base,
            workflow: workflow.name,
            workflowFile: workflow.file,
            runId: ctx.runId,
            statePath: ctx.statePath.rel,
            manifestPath: ctx.manifestPath.rel,
            runRoot: ctx.runRoot.rel,
            locked: held,
            // Held, but by a file that names no process (a garbage lock, within its grace: run refuses it too).
            ...(held && state_lock/* RunLock */.jj.namesNoOwner(ctx.lockPath) ? { lockNamesNoProcess: `${ctx.statePath.rel}.lock` } : {}),
            ...(elsewhere !== undefined ? { lockElsewhere: { host: elsewhere.host, pid: elsewhere.pid, ...(elsewhere.started_at !== undefined ? { startedAt: elsewhere.started_at } : {}), file: `${ctx.statePath.rel}.lock` } } : {}),
            ...(holder !== undefined ? { lockHolder: { host: holder.host, pid: holder.pid, ...(holder.started_at !== undefined ? { startedAt: holder.started_at } : {}) } } : {}),
            maxVisits: Object.fromEntries([...workflow.steps.keys()].map((id) => [id, (0,transition/* maxVisitsOf */.as)(workflow, id)])),
            ...stepNamesOf(workflow),
        };
        lock = { locked: report.locked };
        reached = report;
        // No state here: NOT_STARTED (exit 0, as documented), with the workflow's other runs when a
        // given run id names none of them (a mistyped id looks like a run that has not started).
        const notStarted = (r) => {
            const hint = ctx.runIdGenerated || options.otherRuns !== true ? undefined : (0,runs/* otherRunsHint */.IY)(workspace, ctx, true, name, options.verb ?? 'status');
            return { ...r, runId: ctx.runIdGenerated ? null : ctx.runId, message: `no state at ${ctx.statePath.rel}: the run has not started`, ...(hint !== undefined ? { hint } : {}) };
        };
        // Asked now (or taken as asked when the state was located), answered meanwhile (a live runner's run is not compared).
        const startSource = () => (options.startSourceCommit !== undefined && !report.locked ? (early ?? options.startSourceCommit()) : undefined);
        // A run not located is asked for once its load finds one (its manifest is read below: it may refuse it).
        let started = ctx.existing.kind === 'absent' ? undefined : startSource();
        // The same load and checks a resume makes (the manifest's journal head included): status
        // reports the stop code `run` would stop with. The journal the context replayed is replayed
        // again only when it changed since (reloadRun, as a resume does under its lock).
        const load = (0,store/* reloadRun */.pI)(ctx.existing, { state: ctx.statePath.abs, manifest: ctx.manifestPath.abs }, workflow, ctx.statePath.rel, { log: options.log ?? true, naming: ctx.naming });
        if (load.kind === 'corrupt') {
            // A read-only look at the run's files: the state its verified journal replays to, the refusal said with it.
            // The message run and plan refuse the resume with (integrityViolation), word for word, at the same place (the at: line).
            const violation = (0,preflight/* integrityViolation */.FP)(load);
            const at = violation.location.line !== undefined ? { location: violation.location } : {};
            if (options.lookPastIntegrity === true && load.replayed !== undefined)
                return { ...lookedPast(report, load.replayed, { code: violation.code, message: violation.message, hint: load.hint }), ...at };
            return { ...report, status: violation.code, exitCode: (0,stop_codes/* exitStatusFor */.ex)(violation.code), message: violation.message, hint: load.hint, ...at };
        }
        // A fresh start a crash interrupted (state/fresh-marker.ts): the next run finishes it and starts
        // the run anew, whatever of the earlier run is still in place (run's note says the same).
        const pending = (0,fresh_marker/* readPendingFresh */.iW)(workspace, ctx.runRoot, ctx.statePath);
        if ((0,fresh_marker/* freshStartPending */.S0)(pending, load.kind === 'ok' ? load.state.fresh_execution_of?.superseded_to : undefined)) {
            const locatingNow = options.inputsInHints === true ? (0,run_scope/* stateLocatingInputs */.G$)(workflow, ctx.bound.explicit) : [];
            const next = (0,command_line/* runCommandLine */.rZ)(name, workflow.file, ctx.runId, locatingNow);
            // A live runner holds the run: the fresh start is under way, not interrupted (nothing to run meanwhile).
            if (report.locked) {
                return {
                    ...report,
                    status: NOT_STARTED,
                    message: `a fresh start of run ${ctx.runId} is under way (a runner holds its lock): it moves the earlier run's files into ${pending.target.rel}, then starts the run anew`,
                    hint: `Wait for that runner; \`${name} status ${(0,command_line/* runTarget */.Nh)(workflow.file, ctx.runId, locatingNow)}\` then says where the new run is.`,
                    nextCommand: null,
                };
            }
            return {
                ...report,
                status: NOT_STARTED,
                message: `a fresh start of run ${ctx.runId} was interrupted before it moved every file of the earlier run into ${pending.target.rel}: the next run finishes it and starts the run anew`,
                hint: `Run it: \`${next}\` (the earlier run's files go into ${pending.target.rel}; every stage runs again).`,
                nextCommand: next,
            };
        }
        if (load.kind === 'absent')
            return notStarted(report);
        if (ctx.existing.kind === 'absent')
            started = startSource();
        const state = load.state;
        // An input given here that differs from the run's: the refusal a resume with these arguments
        // gives (checkInputConflicts, word for word), before its other checks, as the run makes them.
        // A live runner's run is reported as it goes (a resume now would meet its lock first).
        if (options.lookPastIntegrity !== true && !report.locked)
            (0,preflight/* checkInputConflicts */.gP)({ ...ctx, existing: load });
        // The inputs that locate the run's state, as the commands it prints name them.
        const locating = options.inputsInHints === true ? (0,run_scope/* stateLocatingInputs */.G$)(workflow, ctx.bound.explicit) : [];
        // Given --allow-workflow-change (as run takes it), an edited workflow is the run's as a resume with
        // the flag would take it: the commands status gives carry the flag until a resume records the edit.
        const edited = (command) => (0,integrity/* withWorkflowChange */.cl)(command, state, workflow, invocation.allowWorkflowChange);
        // The agent flags a resume without them would not find (a recorded command outside the workspace)
        // and needs (an agent step it may still run takes its agent from them: agentFlagsNote): carried,
        // as the run's own next: carries them (printed for the person at the CLI, as its inputs).
        const toCarry = options.inputsInHints === true ? (0,recorded/* flagsToCarry */.MN)(state) : undefined;
        const carried = toCarry !== undefined && (0,edit_run/* agentFlagsNote */.L5)(workflow, ctx, state) !== null ? toCarry : undefined;
        // The --stop-after-step the run's last invocation was given and stopped before (its run_stopped
        // records it): kept, as that invocation's own next: keeps it, so the resume still stops there.
        const stop = (0,stopped_after_fix/* recordedUnmetStop */.ys)(state, workflow);
        const resume = edited(`${(0,command_line/* runCommandLine */.rZ)(name, workflow.file, ctx.runId, locating)}${(0,command_line/* agentFlags */.J)(carried)}${stop !== undefined ? (0,command_line/* flagWord */.Np)('stop-after-step', stop) : ''}`);
        // A child workflow's run (a parent started it): the resume that goes on is its top run's, which continues it.
        const top = (0,top_run/* topRunOf */.EX)(state);
        const goOn = top !== undefined ? (0,top_run/* topResumeLine */.BA)(name, top, options.inputsInHints === true) : resume;
        // The same refusal `run` gives, with its pasteable command (an edited workflow: the resume with --allow-workflow-change).
        try {
            // status takes no lock: a log a live runner made since the run was read is judged on its journal read again.
            (0,unrecorded_logs/* checkLogsRecorded */.i)(state, workflow, ctx.runRoot, ctx.statePath.rel, resume, (0,preflight/* journalNow */.ai)(ctx));
            (0,integrity/* checkIntegrity */._D)(state, workflow, ctx.runId, ctx.bindings, workspace, ctx.statePath.rel, { allowWorkflowChange: invocation.allowWorkflowChange === true, resumeCommand: resume, naming: ctx.naming });
        }
        catch (error) {
            // An edited workflow: at a source a resume would refuse too, the one refusal run gives that names both.
            const edit = state.workflow_file === workflow.file && state.workflow_digest !== workflow.digest && state.active_step !== null;
            if (options.lookPastIntegrity !== true && edit && (0,errors/* isStagegateError */.W)(error) && !report.locked && (options.sourceCommit !== undefined || started !== undefined)) {
                const both = (sourceCommit) => {
                    const policy = (0,source_drift/* effectivePolicy */.Ci)(invocation, workflow);
                    const staleSource = (0,source_drift/* staleSourceOf */.c4)((0,source_drift/* sourceChange */.Mh)(state, { source_commit: sourceCommit, agent_package_version: ctx.agentPackageVersion }, policy), policy, resume);
                    if (staleSource !== undefined)
                        (0,integrity/* checkIntegrity */._D)(state, workflow, ctx.runId, ctx.bindings, workspace, ctx.statePath.rel, { allowWorkflowChange: false, resumeCommand: resume, naming: ctx.naming, staleSource });
                    throw error;
                };
                return started === undefined ? caught(report, () => both(options.sourceCommit())) : { started, atSource: (sourceCommit) => caught(report, () => both(sourceCommit)) };
            }
            if (options.lookPastIntegrity !== true || !(0,errors/* isStagegateError */.W)(error))
                throw error;
            return lookedPast(report, state, { code: error.code, message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}) });
        }
        // A merge interrupted while it copied shards into the run root: the resume at its foreach or
        // parallel step stops SHARD_MERGE_INTERRUPTED, its fix the merge again (merge-marker.ts); said
        // as run says it. A live runner's run is reported as it goes (a resume now would meet its lock).
        const active = state.active_step === null ? undefined : workflow.steps.get(state.active_step);
        const merging = report.locked ? undefined : (0,merge_marker/* interruptedMergeStop */.fM)(workspace, ctx.statePath.abs, active, { runId: ctx.runId, workflowFile: workflow.file, commandName: name, locating });
        if (merging !== undefined) {
            const stopped = { ...report, historyCommand: `${name} history ${(0,command_line/* runTarget */.Nh)(workflow.file, ctx.runId, locating)}`, status: merging.code, exitCode: (0,stop_codes/* exitStatusFor */.ex)(merging.code), message: merging.message, hint: merging.hint, nextCommand: merging.command, activeStep: state.active_step, completedSteps: state.completed_steps, state, log: load.log, outputs: statusOutputs(workspace, workflow, state, ctx.bindings) };
            if ((options.sourceCommit !== undefined || started !== undefined) && !report.locked) {
                // A resume at another source refuses that first (preflight), as below.
                const compared = (sourceCommit) => {
                    const atSource = stateAtSource(state, workflow, invocation, { source_commit: sourceCommit, agent_package_version: ctx.agentPackageVersion }, edited((0,command_line/* runCommandLine */.rZ)(name, workflow.file, ctx.runId, (0,run_scope/* stateLocatingInputs */.G$)(workflow, ctx.bound.explicit))));
                    return atSource !== undefined ? { ...stopped, ...atSource } : stopped;
                };
                return started === undefined ? compared(options.sourceCommit()) : { started, atSource: (sourceCommit) => caught(report, () => compared(sourceCommit)) };
            }
            return stopped;
        }
        const status = (0,state_state/* statusOf */.c2)(state);
        // Paused in child runs: the commands that decide there (with the inputs that locate a child's
        // state for the person at the CLI, as approve's refusal names them).
        // Only those that still await a decision (each child's own state read); when none does any
        // more, the run is ready to resume, and says so.
        const { runs: paused, decided } = status === 'PARTIAL_RESUMABLE' ? (0,approve/* pausedChildRuns */.F)(state, workflow, workspace, ctx.bindings, options.inputsInHints === true, importers) : { runs: [], decided: [] };
        const ready = paused.length === 0 && decided.length > 0;
        // Some decided since the pause, some not: the pause's own message would still name them all.
        const partly = paused.length > 0 && decided.length > 0;
        const pausedChildren = paused.map(({ child, target }) => ({
            step: state.active_step,
            ...(child.branch !== undefined ? { branch: child.branch } : {}),
            workflow_file: child.workflow_file,
            run_id: child.run_id,
            approve: `${name} approve ${target}`,
            reject: `${name} reject ${target}`,
        }));
        // Paused (not in flight, not held by a runner): the next step the run printed when it paused.
        const awaited = paused.map(({ child, target, approvers }) => ({ workflowFile: child.workflow_file, runId: child.run_id, target, approvers }));
        // This run on a command line (workflow, run id, the inputs that locate its state).
        const runWords = (0,command_line/* runTarget */.Nh)(workflow.file, ctx.runId, locating);
        // A stage failed or timed out (STAGE_FAILED, STAGE_TIMEOUT), or the run was interrupted
        // (WORKFLOW_INTERRUPTED), leaving its step active: the resume runs it again as a new attempt,
        // the next: the run itself printed when it stopped.
        const stopped = (0,stop_codes/* stopClass */.Ti)(status) === 'stage' || (0,stop_codes/* stopClass */.Ti)(status) === 'interrupted';
        // A run IN_PROGRESS that no runner holds: its runner died (killed, out of memory, a lost machine); a resume goes on.
        // A lock another machine's runner took: whether it still runs cannot be told here (`elsewhere`).
        // IN_PROGRESS with no runner, its last invocation having recorded its own end (a journal append
        // that failed twice: STATE_WRITE_FAILED): that stop, with its exit status, as `run` exited with it.
        const reported = status === 'IN_PROGRESS' && !report.locked ? ((0,runner_ended/* runnerEnded */.t)(state) ?? status) : status;
        const runner = report.locked ? (report.lockElsewhere !== undefined ? 'elsewhere' : 'active') : status === 'IN_PROGRESS' ? 'gone' : undefined;
        // Stopped at a step that asks a person for inputs not given: the resume that answers, as the run said it.
        const asked = status === 'WORKFLOW_INPUT_REQUIRED' && state.active_step !== null ? (0,asked_next/* unansweredAsks */.x$)((0,asked_next/* askingStep */.kx)(workflow, state, workspace), ctx.bindings) : [];
        // Stopped at a question a stage asked: the resume with --answer, as the run said it (run/questions.ts).
        const question = status === 'WORKFLOW_ANSWER_REQUIRED' ? (0,questions/* pendingQuestion */.ec)(state) : undefined;
        const childAnswer = status === 'WORKFLOW_ANSWER_REQUIRED' && question === undefined && !report.locked ? (0,questions/* childAnswerNext */.O3)(state, name, resume) : undefined;
        const next = question !== undefined && !report.locked
            ? { nextCommand: (0,questions/* answerResume */.Sy)(resume) }
            : childAnswer !== undefined
                ? { nextCommand: childAnswer.nextCommand }
                : status === 'WORKFLOW_BLOCKED_QUESTION_LIMIT' && state.active_step !== null && !report.locked
                    ? // The visit used its questions: a plain resume fails the same way; a rerun from the step is a new visit.
                        { nextCommand: (0,rewind/* rerunCommand */.w4)(resume, state.active_step) }
                    : status === 'PARTIAL_RESUMABLE' && !report.locked
                        ? (0,paused_next/* pausedNext */.O)(state, name, edited(runWords), goOn, awaited)
                        : (stopped || runner === 'gone') && state.active_step !== null && !report.locked
                            ? { nextCommand: goOn }
                            : asked.length > 0 && !report.locked
                                ? { nextCommand: (0,asked_next/* answerCommand */.k3)(resume, asked) }
                                : undefined;
        // Stopped at a step that reads a verdict a --rerun-from took back, or a key a completed step did not report: the rerun the run printed as its next: (taken-back-next.ts, unreported-next.ts).
        const throughTakenBack = next === undefined && status === 'WORKFLOW_INPUT_REQUIRED' && !report.locked ? (0,rerun_next/* rerunStepForStop */.Of)(workspace, state, workflow, ctx.bindings, ctx.runRoot.rel, state.message ?? '') : undefined;
        // A gate key the step reads reported as a list or mapping: the resume that allows the workflow
        // edit the fix asks for, as the run printed it (outcome.ts) (a plain resume of a step that reads
        // what only it makes stops there again for ever: none is named for it).
        const plainInput = next === undefined && throughTakenBack === undefined && status === 'WORKFLOW_INPUT_REQUIRED' && state.active_step !== null && !report.locked && (0,rerun_next/* collectionKeyStop */.yK)(state, ctx.bindings, state.message ?? '');
        // The run printed its next: with the agent flags it was given; status cannot know them unless recorded.
        const nextNote = carried === undefined && (next?.nextCommand === goOn || plainInput || asked.length > 0 || question !== undefined) ? (0,edit_run/* agentFlagsNote */.L5)(workflow, ctx, state) : null;
        const standing = {
            ...report,
            historyCommand: `${name} history ${runWords}`,
            nextCommand: next?.nextCommand ?? (throughTakenBack !== undefined ? (0,rewind/* rerunCommand */.w4)(resume, throughTakenBack) : plainInput ? (0,rerun_next/* editedResume */.TU)(resume) : null),
            ...(next?.nextAlternative !== undefined ? { nextAlternative: next.nextAlternative } : {}),
            ...(nextNote !== null ? { nextNote } : {}),
            ...recordedChoice(state),
            ...(question !== undefined ? { question: (0,questions/* reportedQuestion */.Mq)(question) } : {}),
            status: reported,
            // The persisted stop's exit status; an interruption's, the signal's that stopped it (143 for SIGTERM, as run exited).
            exitCode: (0,stop_codes/* recordedExitStatus */.R$)(reported, state.invocations.at(-1)),
            ...(ready ? { hint: `Resume this run with ${goOn}: it continues the child${decided.length === 1 ? '' : 'ren'}.` } : (blockedFix(workspace, state, workflow, status, resume, ctx.runRoot.rel, `${name} logs ${runWords}`, name) ?? {})),
            message: ready
                ? `ready to resume: ${(0,approval_transition/* pausedInWords */.Z)(decided)} this run paused in ${decided.length === 1 ? 'no longer awaits' : 'no longer await'} a decision`
                : partly
                    ? `paused in ${(0,approval_transition/* pausedInWords */.Z)(paused.map((p) => p.child))} (decide there: ${paused.map((p) => `${name} approve ${p.target}`).join('; ')}); ${(0,approval_transition/* decidedInWords */.jD)(decided)}`
                    : (runnerWords(state, status, report.locked === true, report.lockElsewhere, report.lockHolder) ?? (0,after_decision/* decisionAheadInWords */.W)(state, workflow) ?? state.message ?? `active step: ${state.active_step ?? 'none (finished)'}`),
            ...(runner !== undefined ? { runner } : {}),
            ...(runner === 'gone' ? { hint: `Resume it: ${goOn} (it kills what ${(0,runner_ended/* runnerEnded */.t)(state) !== null ? 'its last runner' : 'the dead runner'} left running, then runs ${state.in_flight ? `step ${state.in_flight.step} again` : `step ${state.active_step ?? '?'}`}).` } : {}),
            activeStep: state.active_step,
            completedSteps: state.completed_steps,
            state,
            log: load.log,
            outputs: statusOutputs(workspace, workflow, state, ctx.bindings),
            ...notRunOf(workflow, load.log ? (0,run_log/* latestDecisions */.tg)(load.log) : undefined, state),
            ...(pausedChildren.length > 0 ? { pausedChildren } : {}),
            ...((0,ended/* handOffEnd */.SZ)(state, workflow) !== undefined ? { handedOff: (0,ended/* handOffEnd */.SZ)(state, workflow).step } : {}),
            ...(!(0,external_node_fs_.existsSync)(ctx.statePath.abs) ? { stateFileMissing: resume } : {}),
            ...(options.views?.registries === true ? foreachRegistries(workspace, workflow, state) : {}),
            ...(options.views?.children === true ? childPositions(workspace, workflow, state, ctx.bindings, importers, name, options.inputsInHints === true) : {}),
        };
        // The state file (and the manifest with it) behind the journal, no runner writing them: the run
        // could not write them (a full disk) or died first; status reads the journal, the run's account, and says so.
        // A child's run whose next: (or fix) resumes the run it belongs to: say so, and which run that is.
        if (top !== undefined && (standing.nextCommand === goOn || standing.hint?.includes(goOn) === true))
            standing.hint = (0,top_run/* childRunHint */.xr)(ctx.runId, top, goOn, standing.hint);
        if (load.snapshotLags && load.notes.some((n) => n.includes('lagged its journal')) && !report.locked)
            standing.message = `${standing.message} (its state file and manifest lag the journal, which this reads: its runner could not write them or died first; the next run writes them again)`;
        // A live runner holds the run: it is IN_PROGRESS, whatever a resume would make of it later.
        if ((options.sourceCommit !== undefined || started !== undefined) && !report.locked) {
            const compared = (sourceCommit) => {
                const now = { source_commit: sourceCommit, agent_package_version: ctx.agentPackageVersion };
                const atSource = stateAtSource(state, workflow, invocation, now, edited((0,command_line/* runCommandLine */.rZ)(name, workflow.file, ctx.runId, (0,run_scope/* stateLocatingInputs */.G$)(workflow, ctx.bound.explicit))));
                // What a resume would make of it at this source is said instead: not the paused run's next step.
                if (atSource)
                    return { ...standing, nextCommand: null, nextAlternative: undefined, nextNote: undefined, ...atSource };
                // A keep continued with old verdicts at this source: the run stands, and says so (never silent).
                const kept = (0,source_drift/* verdictSources */.iH)(state, now).filter((v) => v.kept).map((v) => v.step);
                if (kept.length > 0)
                    return { ...standing, message: `${standing.message} (on_source_change: keep \u2014 continuing with the old verdicts of ${kept.join(', ')}, made at another commit)`, keptVerdicts: kept };
                return standing;
            };
            return started === undefined ? compared(options.sourceCommit()) : { started, atSource: (sourceCommit) => caught(report, () => compared(sourceCommit)) };
        }
        // A lock that names no process: no runner is known to hold the run; say what stands there and the fix.
        if (report.lockNamesNoProcess !== undefined) {
            return {
                ...standing,
                runner: undefined,
                nextCommand: null,
                message: `${standing.message} (the lock ${report.lockNamesNoProcess} names no process: written by no stagegate run, or damaged)`,
                hint: `If no stagegate runner is active for this run, remove ${report.lockNamesNoProcess}, then resume.`,
            };
        }
        // A lock another machine's runner took: not known to be active (its process cannot be checked
        // here); who, and what to do when that job is gone.
        if (report.lockElsewhere !== undefined) {
            const { host, pid, startedAt, file } = report.lockElsewhere;
            const said = lockElsewhereWords(report.lockElsewhere);
            return {
                ...standing,
                message: status === 'IN_PROGRESS' ? standing.message : `${standing.message} (${said})`,
                hint: `If the runner on ${host} (pid ${pid}${(0,state_lock/* sinceWords */.KR)(startedAt)}) is still going, wait for it. If that job is gone (it ended or was cancelled, its machine lost, or this run folder was carried here from it with its lock), remove ${file}, then resume: ${resume}`,
            };
        }
        return standing;
    }
    catch (error) {
        // Refused: what was located (the workflow, the run's paths); before the run was located, the run
        // id as given (as run reports a run it stopped before locating: a workflow it refuses).
        return refused({ ...reached, ...lock, runId: reached.runId ?? invocation.runId ?? invocation.tokens['run_id'] ?? null }, error);
    }
}
/** A StagegateError said as the report (any other error thrown on). */
function refused(base, error) {
    if (!(0,errors/* isStagegateError */.W)(error))
        throw error;
    const located = error.location.file !== undefined && error.location.line !== undefined;
    return { ...base, status: error.code, exitCode: (0,stop_codes/* exitStatusFor */.ex)(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}), ...(error.nextCommand !== undefined ? { nextCommand: error.nextCommand } : {}), ...(located ? { location: error.location } : {}) };
}
function caught(base, make) {
    try {
        return make();
    }
    catch (error) {
        return refused(base, error);
    }
}
/** The run a read-only look reads past its refusal (`lookPastIntegrity`): where it is, its state, and the refusal. */
function lookedPast(report, state, integrity) {
    return { ...report, status: integrity.code, exitCode: (0,stop_codes/* exitStatusFor */.ex)(integrity.code), message: integrity.message, ...(integrity.hint !== undefined ? { hint: integrity.hint } : {}), activeStep: state.active_step, completedSteps: state.completed_steps, state, integrity };
}
/**
 * A run that ended blocked: the command that runs the step that ended it again (--rerun-from,
 * when the run can rerun from it and it has a visit left under max_visits), else a fresh start.
 * A resume alone would only report the same outcome again.
 */
function blockedFix(workspace, state, workflow, status, resume, runRoot, logs, name) {
    if (state.active_step !== null || (0,stop_codes/* stopClass */.Ti)(status) !== 'blocked')
        return undefined;
    const handOff = (0,ended/* handOffEnd */.SZ)(state, workflow);
    const inputs = [...workflow.inputs.required, ...workflow.inputs.optional].some((i) => i !== 'run_id');
    if (handOff !== undefined) {
        // Handed off on a child run's stop (a maestro delegate's paused chain): next: shows why it stopped, as the run said.
        const child = (0,ended/* handOffChildStatus */.z6)(state, workflow, handOff, name);
        return { hint: `${(0,ended/* handOffHint */.AT)(handOff, `${resume} --mode fresh`)}${inputs ? " (Give the run's inputs again: a fresh run reuses none.)" : ''}`, ...(child !== undefined ? { nextCommand: child } : {}) };
    }
    const fresh = `start over with \`${resume} --mode fresh\` (giving the run's inputs again: a fresh run reuses none)`;
    const step = (0,rewind_items/* rerunFromBlocked */.dj)(workspace, state, workflow, status, runRoot);
    // Ended by a stage's failure (on_failure: BLOCKED): how it failed, its log, its rerun \u2014 as the run said.
    const failed = (0,failed_end/* failedEnd */.FA)(state);
    if (failed !== undefined)
        return { hint: (0,failed_end/* failedEndHint */.Gw)(state, failed, `${logs} ${(0,command_line/* stepWord */.NJ)(failed)}`, step === failed ? (0,rewind/* rerunCommand */.w4)(resume, step) : undefined, (0,failed_end/* stepLogEmpty */.Ok)(workspace, state, failed)) };
    const loop = status === 'WORKFLOW_BLOCKED_LOOP_LIMIT' ? (0,rewind/* loopLimitHint */.jq)(state, workflow, resume, fresh) : undefined;
    if (loop !== undefined)
        return { hint: loop };
    if (step === undefined)
        return { hint: `A resume only reports this outcome again: fix what blocked it, then ${fresh}.` };
    return { hint: (0,rewind/* blockedRerunHint */.I2)(state, workflow, step, (0,rewind/* rerunCommand */.w4)(resume, step), fresh) };
}
/**
 * What a resume at `now` would make of the run's verdicts, when that is not the run as it stands:
 * refuse \u2192 the STALE_ARTIFACT_REJECTED it would stop with; a policy that takes verdicts back (rerun,
 * or an approval made at another commit, the active one's too) \u2192 PARTIAL_RESUMABLE, the step it
 * would go back to (or the approval it asks for again) in the message. Undefined when every verdict is current, or keep continues with them as they are.
 */
function stateAtSource(state, workflow, invocation, now, command) {
    const policy = (0,source_drift/* effectivePolicy */.Ci)(invocation, workflow);
    const change = (0,source_drift/* sourceChange */.Mh)(state, now, policy);
    if (!change)
        return undefined;
    if ((0,source_drift/* refuses */.QQ)(change, policy)) {
        const error = (0,source_drift/* refusal */.x5)(change, state.run_id, command, { finished: state.active_step === null ? state.status : undefined, read: true, unread: (0,source_drift/* unreadSource */.V1)(state) });
        // The refusal's own next: (the rerun), as `run` prints it: pasteable, not only inside the fix.
        return { status: error.code, exitCode: (0,stop_codes/* exitStatusFor */.ex)(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}), nextCommand: error.nextCommand ?? null, sourceRefused: true };
    }
    // The active approval's decision made at another commit no longer counts (keep too): the resume asks
    // again, so the decision's own next step ("a resume continues at \u2026": after-decision.ts) is not what happens.
    const voidsActive = state.active_step !== null && change.voided_approvals.includes(state.active_step);
    if (change.rerun_from === null && !voidsActive)
        return undefined;
    const was = state.active_step === null ? `run ${state.run_id} finished with ${state.status}` : `run ${state.run_id} is at ${state.active_step}`;
    const resume = `${command}${invocation.onSourceChange !== undefined ? ` --on-source-change ${invocation.onSourceChange}` : ''}`;
    return {
        status: 'PARTIAL_RESUMABLE',
        exitCode: (0,stop_codes/* exitStatusFor */.ex)('PARTIAL_RESUMABLE'),
        message: `${was}, but ${(0,source_drift/* describeSourceChange */.F)(change)}`,
        hint: `Resume to run it at this source: ${resume}`,
        nextCommand: resume,
    };
}
/** The names a command may give a step or branch of the workflow by: its ids as written in an imported file, and each parallel step's branches. */
function stepNamesOf(workflow) {
    const perItem = [...workflow.steps.values()].filter((s) => s.kind === 'foreach').map((s) => [s.id, Object.keys(s.def.per_item ?? {})]);
    return {
        ...writtenIdsOf(workflow),
        branches: Object.fromEntries([...workflow.steps.values()].filter((s) => s.kind === 'parallel').map((s) => [s.id, (0,branches/* branchesOf */.IJ)(workflow, s).map((b) => b.id)])),
        ...(perItem.length > 0 ? { perItem: Object.fromEntries(perItem) } : {}),
    };
}
/**
 * The step ids as written in an imported file that name a step (stepNamed), and the branch ids so
 * written that name a branch of their parallel step (one branch written so, not a branch's own id),
 * when there are any.
 */
function writtenIdsOf(workflow) {
    const pairs = [...workflow.steps.values()].flatMap((s) => {
        if (s.written === undefined)
            return [];
        const id = (0,model_workflow/* stepNamed */.au)(workflow, s.written);
        return id === undefined || id === s.written ? [] : [[s.written, id]];
    });
    const branches = [...workflow.steps.values()].flatMap((s) => {
        const written = Object.entries(s.branchesWritten ?? {});
        const own = new Set(Object.keys(s.def.parallel?.branches ?? {}));
        const named = written.filter(([, as]) => !own.has(as) && written.filter(([, other]) => other === as).length === 1).map(([branch, as]) => [as, branch]);
        return named.length > 0 ? [[s.id, Object.fromEntries(named)]] : [];
    });
    return { ...(pairs.length > 0 ? { writtenIds: Object.fromEntries(pairs) } : {}), ...(branches.length > 0 ? { writtenBranches: Object.fromEntries(branches) } : {}) };
}
/** Each foreach step's items against its registry now (registry-drift.ts); nothing when the run has none loaded. */
function foreachRegistries(workspace, workflow, state) {
    const out = {};
    for (const [id, record] of Object.entries(state.steps)) {
        const step = workflow.steps.get(id);
        if (!record.foreach || step?.kind !== 'foreach')
            continue;
        const drift = (0,registry_drift/* registryDrift */.Vy)(workspace, step, record.foreach, undefined, registry_drift/* DRIFT_STATUS_BYTES */.t7);
        out[id] = (0,registry_drift/* drifted */.fN)(drift) ? { ...drift, advice: (0,registry_drift/* driftAdvice */.aG)(drift, { first: workflow.entry === id, atForeach: state.active_step === id }) } : drift;
    }
    return Object.keys(out).length > 0 ? { registries: out } : {};
}
/**
 * The active child_workflow step's child run, by its own state (its journal replayed, as a resume
 * of it would read it): the parent's record says only that the step is in flight.
 */
function childPositions(workspace, workflow, state, bindings, importers, name, withInputs) {
    const id = state.active_step;
    const step = id !== null ? workflow.steps.get(id) : undefined;
    const child = id !== null ? state.steps[id]?.child : undefined;
    if (!step || !child || child.run_id === null || child.state_path === null)
        return {};
    const inputs = withInputs ? (0,run.childRunLocating)(workflow, workspace, bindings, state, step, child, importers) : [];
    const position = { workflow_file: child.workflow_file, run_id: child.run_id, state_path: child.state_path, status: null, active_step: null, in_flight: null, logs: `${name} logs ${(0,command_line/* runTarget */.Nh)(child.workflow_file, child.run_id, inputs)}` };
    try {
        const childWorkflow = (0,load_and_check/* loadAndCheck */.wy)(workspace, child.workflow_file, importers);
        const at = workspace.tryResolve(child.state_path);
        const load = at ? (0,store/* loadRun */.Sj)({ state: at.abs }, childWorkflow, at.rel, { log: false }) : undefined;
        if (load?.kind === 'ok' && load.state.run_id === child.run_id) {
            position.status = (0,state_state/* statusOf */.c2)(load.state);
            position.active_step = load.state.active_step;
            position.in_flight = load.state.in_flight?.step ?? null;
        }
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
    }
    return { children: { [id]: position } };
}
/** A lock another machine's runner took, in words: not called active, since this machine cannot check it. */
function lockElsewhereWords(lock) {
    return `locked by a runner on another machine, ${lock.host} (pid ${lock.pid}${(0,state_lock/* sinceWords */.KR)(lock.startedAt)}), which this machine cannot check`;
}
/** The runner on this machine that holds a run's lock: `pid 4242 on build-1, since 2026-12-06T10:15:00.000Z`. */
function lockHolderWords(holder) {
    return `pid ${holder.pid} on ${holder.host}${(0,state_lock/* sinceWords */.KR)(holder.startedAt)}`;
}
/**
 * The headline of a run IN_PROGRESS, by whether a runner holds it: a live one is running the step
 * in flight; none means the runner died with it (a resume runs it again). Undefined otherwise.
 */
function runnerWords(state, status, locked, elsewhere, holder) {
    if (status !== 'IN_PROGRESS')
        return undefined;
    const flight = state.in_flight;
    if (locked && elsewhere !== undefined)
        return `${flight ? `step ${flight.step} is in flight (visit ${flight.visit}, attempt ${flight.attempt})` : `between steps (next: ${state.active_step ?? 'none'})`}: ${lockElsewhereWords(elsewhere)}`;
    const who = holder !== undefined ? ` (${lockHolderWords(holder)})` : '';
    if (locked)
        return flight ? `step ${flight.step} is in flight (visit ${flight.visit}, attempt ${flight.attempt}): a runner is active${who}` : `a runner is active${who}, between steps (next: ${state.active_step ?? 'none'})`;
    // The last invocation recorded its own end (a failed journal write's second try: STATE_WRITE_FAILED): its runner did not die.
    const ended = (0,runner_ended/* runnerEnded */.t)(state);
    if (ended !== null) {
        return flight
            ? `step ${flight.step} was in flight (visit ${flight.visit}, attempt ${flight.attempt}) when its runner stopped ${ended}: no runner holds the run; resume runs it again`
            : `the run's last runner stopped ${ended} between steps (no runner holds the run): resume goes on at ${state.active_step ?? 'its end'}`;
    }
    return flight
        ? `step ${flight.step} was in flight (visit ${flight.visit}, attempt ${flight.attempt}) when its runner died: no runner holds the run; resume runs it again`
        : `the run's runner died between steps (no runner holds the run): resume goes on at ${state.active_step ?? 'its end'}`;
}
/** The agent choice the run recorded, as status shows it (a recorded command path as recorded: status resolves nothing). */
function recordedChoice(state) {
    const latest = (0,recorded/* latestRecord */.tr)(state);
    if (latest === undefined)
        return {};
    const r = latest.agents;
    const shown = (0,recorded/* describeAgents */.i7)({ agent: r.agent, agentCommand: r.agent_command, agentArgs: r.agent_args, freshSessions: r.fresh_sessions === true });
    if (shown === '')
        return {};
    // A command path outside the workspace is recorded, never reused (agents/recorded.ts).
    const why = (0,recorded/* reusable */.Ez)(r) ? `a resume without agent flags uses it: ${(0,recorded/* agentsWhy */.Rz)({ from: 'run', atStart: latest.atStart })}` : 'recorded, but its --agent-command is outside the workspace and is never reused: a resume needs --agent-command again';
    return { agents: { shown, from: 'run', why } };
}
/** The inputs given on the command line that locate a run's state (for the command a fix prints). */
function invocationLocating(workflow, invocation) {
    return (0,run_scope/* stateLocatingInputs */.G$)(workflow, new Map(Object.entries(invocation.tokens)));
}


/***/ }),

/***/ 6986:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ runnerEnded)
/* harmony export */ });
/** The stop the run's last invocation recorded as its end while the run stands IN_PROGRESS (null: none, its runner died or still runs). Asked only when no runner holds the run's lock: a runner resuming it has not recorded its own invocation yet. */
function runnerEnded(state) {
    return state.invocations.at(-1)?.outcome ?? null;
}


/***/ }),

/***/ 2900:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FI: () => (/* binding */ interruptedMergeAtResume),
/* harmony export */   Sz: () => (/* binding */ mergeMarkerPath),
/* harmony export */   Ui: () => (/* binding */ writeMergeMarker),
/* harmony export */   XT: () => (/* binding */ readMergeMarker),
/* harmony export */   fM: () => (/* binding */ interruptedMergeStop),
/* harmony export */   hi: () => (/* binding */ removeMergeMarker),
/* harmony export */   vE: () => (/* binding */ markedFolderRefusal),
/* harmony export */   z6: () => (/* binding */ foldersLeft)
/* harmony export */ });
/* unused harmony exports MERGE_MARKER_SCHEMA, interruptedMerge, MergeInterrupted */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _state_atomic_write_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(174);
/* harmony import */ var _state_journal_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(666);
/* harmony import */ var _state_own_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2076);
/* harmony import */ var _run_command_line_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1439);
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2862);
// The marker of a merge copying shards from elsewhere into the run root (`<state file>.merging`):
// written durably before the first copy, removed once every copy and output is in place. A merge
// killed (or failed: a full disk) in between leaves item folders half copied, or whole but with
// their outputs not yet in the workspace; a resume would take such a folder for an item run of
// its own and stop on what is missing (WORKFLOW_STATE_INTEGRITY_VIOLATION, STALE_ARTIFACT_REJECTED).
// While the marker names a folder that is there (or that cannot be looked at: a looping link, a
// folder that may not be searched), a resume runs no item in-process and stops with
// SHARD_MERGE_INTERRUPTED, whose fix is the merge again (with the folders it was given): that merge
// copies anew what is half copied and puts the outputs in place, nothing lost, nothing run again.
// Its folders removed instead (the --from folders gone), a resume removes the marker, which then
// covers nothing, and runs those items here.







const MERGE_MARKER_SCHEMA = 'stagegate/merge-copy@1';
/** Beside the state file, as a fresh start's marker is. */
function mergeMarkerPath(statePathAbs) {
    return `${statePathAbs}.merging`;
}
/** Written whole and synced before the first copy (a power loss never leaves copies without it). */
function writeMergeMarker(statePathAbs, copy) {
    (0,_state_atomic_write_js__WEBPACK_IMPORTED_MODULE_2__/* .atomicWriteFile */ .Re)(mergeMarkerPath(statePathAbs), JSON.stringify({ schema: MERGE_MARKER_SCHEMA, ...copy }) + '\n', { durable: true });
}
/** Removed once everything it covers is in place (its folder synced: a marker brought back by a power loss only asks for a merge that finds nothing to do). */
function removeMergeMarker(statePathAbs) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(mergeMarkerPath(statePathAbs), { force: true });
    (0,_state_journal_js__WEBPACK_IMPORTED_MODULE_3__/* .syncDir */ .ty)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(statePathAbs));
}
/** The marker, as a merge wrote it; undefined when there is none (or anything else is there). */
function readMergeMarker(statePathAbs) {
    let data;
    try {
        data = JSON.parse((0,_state_own_file_js__WEBPACK_IMPORTED_MODULE_4__/* .readRegularFile */ .XF)(mergeMarkerPath(statePathAbs), 1024 * 1024).toString('utf8'));
    }
    catch {
        return undefined;
    }
    const r = data;
    const strings = (v) => Array.isArray(v) && v.every((s) => typeof s === 'string');
    if (typeof data !== 'object' || data === null || r.schema !== MERGE_MARKER_SCHEMA || !strings(r.from) || !strings(r.folders))
        return undefined;
    return { from: r.from, folders: r.folders };
}
/** The folders of `copy` that may still hold a copy (looked at inside the workspace only: a marker never leads a check outside). */
function foldersLeft(workspace, copy) {
    const left = [];
    for (const folder of copy.folders) {
        try {
            if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(workspace.resolve(folder, 'a shard folder a merge copied into').abs, { throwIfNoEntry: false }) !== undefined)
                left.push({ folder });
        }
        catch (error) {
            // A path that leads outside the workspace (`../x`, a link out; a refusal with no file system
            // error under it) is no folder of the run's a merge copied into: gone, as before session 51.
            // Kept, it would stop every resume and tell the person to remove a path outside the workspace.
            if (isOutside(error))
                continue;
            const code = errorCode(error);
            if (code !== 'ENOENT' && code !== 'ENOTDIR')
                left.push({ folder, unreadable: code });
        }
    }
    return left;
}
/** The confinement's refusal of a path that leads outside the workspace (not one it could not look up: that carries its `cause`). */
function isOutside(error) {
    return (0,_run_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .isStagegateError */ .W)(error) && error.code === 'PATH_OUTSIDE_WORKSPACE' && error.cause === undefined;
}
/** The file system's code of why a folder could not be looked at (the confinement's refusal carries it as its cause), else the refusal's own. */
function errorCode(error) {
    const cause = error.cause;
    const code = cause?.code ?? error.code;
    return typeof code === 'string' ? code : String(error);
}
/** What a run says of an interrupted merge whose folders are there: its stop message and fix (the merge again, pasteable). */
function interruptedMerge(workspace, statePathAbs, run) {
    const copy = readMergeMarker(statePathAbs);
    if (copy === undefined)
        return undefined;
    const left = foldersLeft(workspace, copy);
    return left.length === 0 ? undefined : describeMerge(copy, left, run);
}
/**
 * interruptedMerge for a resume, which holds the run's lock: a marker that names no folder that is
 * there any more covers nothing (those folders were removed, as the stop's fix says when the --from
 * folders are gone), and is removed here, before any item runs: the resume makes those very folders
 * again, and a later resume (the run stopped again at the step) would take them for the merge's and
 * stop SHARD_MERGE_INTERRUPTED again, its only way on to remove what the run did meanwhile.
 */
function interruptedMergeAtResume(workspace, statePathAbs, run) {
    const copy = readMergeMarker(statePathAbs);
    if (copy === undefined)
        return undefined;
    const left = foldersLeft(workspace, copy);
    if (left.length > 0)
        return describeMerge(copy, left, run);
    try {
        removeMergeMarker(statePathAbs);
    }
    catch (error) {
        const marker = workspace.relative(mergeMarkerPath(statePathAbs));
        throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .StagegateError */ .q('STATE_WRITE_FAILED', `cannot remove the merge marker ${marker}, which names no folder that is there any more (${error.code ?? String(error)}); no item ran`, {
            hint: `Fix permissions on the run root (or remove ${(0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_5__/* .shellWord */ .r7)(marker)}) and resume.`,
            location: { file: marker },
        });
    }
    return undefined;
}
function describeMerge(copy, left, run) {
    const merge = `${(0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_5__/* .runVerbLine */ .BO)(run.commandName, 'merge', run.workflowFile, run.runId, run.locating)}${copy.from.map((dir) => (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_5__/* .flagWord */ .Np)('from', dir)).join('')}`;
    const there = left.map((f) => f.folder);
    const shown = left.map((f) => (f.unreadable === undefined ? f.folder : `${f.folder} (it cannot be looked at: ${f.unreadable})`));
    const unreadable = left.filter((f) => f.unreadable !== undefined).map((f) => (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_5__/* .shellWord */ .r7)(f.folder));
    // Taken for gone, a folder that cannot be looked at would lose the marker while a half copy may be there.
    const unreadableFix = unreadable.length === 0 ? '' : ` ${unreadable.join(' ')} cannot be looked at, so it counts as there: fix what stops that (a looping link, permissions) or remove it first.`;
    return {
        message: `a merge of run ${run.runId} was interrupted while it copied shards into ${shown.join(', ')} (a copy there may be partial, or its outputs not yet in the workspace); no item ran`,
        fix: `Merge again: \`${merge}\` (it copies them anew and continues the run). If those --from folders are gone, remove ${there.map((f) => (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_5__/* .shellWord */ .r7)(f)).join(' ')} and resume: those items then run here.${unreadableFix}`,
        command: merge,
    };
}
/**
 * The stop a resume of the run at `activeStep` would give for an interrupted merge (as foreach/run.ts
 * and parallel/run.ts stop it), for the read-only looks that say what a run would do (status, plan);
 * undefined when the run is not at a foreach or parallel step, or no folder the marker names is there.
 */
function interruptedMergeStop(workspace, statePathAbs, at, run) {
    if (at === undefined || (at.kind !== 'foreach' && at.kind !== 'parallel'))
        return undefined;
    const merging = interruptedMerge(workspace, statePathAbs, run);
    if (merging === undefined)
        return undefined;
    return new MergeInterrupted(`${at.kind} step ${at.id}: ${merging.message}`, merging.fix, merging.command);
}
/** SHARD_MERGE_INTERRUPTED, with the merge its fix names as a command of its own (status's next_command). */
class MergeInterrupted extends _run_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .StagegateError */ .q {
    command;
    constructor(message, hint, command) {
        super('SHARD_MERGE_INTERRUPTED', message, { hint });
        this.command = command;
    }
}
/**
 * `run --shard KEY` in a folder the marker names: a leg there would either run on a half-made copy
 * or (the folder removed) make it again, and the next resume would take it for the interrupted
 * merge's and ask for that merge again. Refused, nothing run: the merge again, or, when none of the
 * marker's folders is left, the marker removed (nothing of it is half copied any more).
 */
function markedFolderRefusal(workspace, statePathAbs, folderRel, key, run) {
    const copy = readMergeMarker(statePathAbs);
    if (copy === undefined || !copy.folders.includes(folderRel))
        return undefined;
    const merging = interruptedMerge(workspace, statePathAbs, run);
    const marker = workspace.relative(mergeMarkerPath(statePathAbs));
    if (merging !== undefined) {
        return new _run_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .StagegateError */ .q('SHARD_MERGE_INTERRUPTED', `shard ${key}: ${merging.message}; its folder ${folderRel} is one of them: nothing ran`, { hint: merging.fix, location: { file: folderRel } });
    }
    return new _run_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .StagegateError */ .q('SHARD_MERGE_INTERRUPTED', `shard ${key}: the marker ${marker} of an interrupted merge of run ${run.runId} still names its folder ${folderRel} (none of the folders it names is there now); a shard run there would make the next resume ask for that merge again: nothing ran`, {
        hint: `Remove ${(0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_5__/* .shellWord */ .r7)(marker)} (nothing it names is left half copied), then run the shard again.`,
        location: { file: marker },
    });
}


/***/ })

};
