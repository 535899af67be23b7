export const id = 527;
export const ids = [527];
export const modules = {

/***/ 527:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ pausedChildRuns),
/* harmony export */   L: () => (/* binding */ recordApproval)
/* harmony export */ });
/* harmony import */ var _run_asked_next_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9183);
/* harmony import */ var _run_rewind_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2226);
/* harmony import */ var _run_rerun_next_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4437);
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2862);
/* harmony import */ var _model_load_and_check_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2912);
/* harmony import */ var _state_store_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9916);
/* harmony import */ var _run_stop_codes_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2454);
/* harmony import */ var _edit_run_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5812);
/* harmony import */ var _run_top_run_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(418);
/* harmony import */ var _steps_approval_transition_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(660);
/* harmony import */ var _steps_child_run_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4439);
/* harmony import */ var _steps_approval_after_decision_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(368);
/* harmony import */ var _steps_parallel_branches_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(9739);
/* harmony import */ var _run_command_line_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(1439);
/* harmony import */ var _model_run_scope_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(1513);
/* harmony import */ var _run_source_drift_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(5682);
// `approve` / `reject`: record a decision on a run paused at an approval step. Takes the run
// lock, checks the state's integrity, records the decision in one atomic state write. The run
// continues on the next `stagegate run` (resume).
















/**
 * The child workflow runs this run is paused in and that still await a decision there (each read
 * from its own state: awaitsDecision) \u2014 its active child_workflow step's, or those of the
 * child_workflow branches of its active parallel step \u2014 each with the run as approve or reject
 * names it; and `decided`: those the run paused in that no longer await one (decided since: a
 * resume of this run continues them). A branch's child is located as that branch (a step model of
 * its own) invokes it.
 */
function pausedChildRuns(state, wf, workspace, bindings, withInputs, importers = {}) {
    const all = (0,_steps_approval_transition_js__WEBPACK_IMPORTED_MODULE_9__/* .childrenPausedFor */ .zM)(state);
    const step = all.length > 0 && state.active_step !== null ? wf.steps.get(state.active_step) : undefined;
    if (!step)
        return { runs: [], decided: [] };
    const children = [];
    const decided = [];
    for (const child of all) {
        const awaits = awaitsDecision(child, workspace, importers);
        if (awaits === false)
            decided.push(child);
        else
            children.push({ child, approvers: awaits === true ? null : awaits.approvers, step: awaits === true ? null : awaits.step });
    }
    const branches = step.kind === 'parallel' ? (0,_steps_parallel_branches_js__WEBPACK_IMPORTED_MODULE_12__/* .branchesOf */ .IJ)(wf, step) : [];
    const runs = children.map(({ child, approvers, step: pendingAt }) => {
        const invoker = child.branch === undefined ? step : branches.find((b) => b.id === child.branch);
        const inputs = invoker ? (0,_steps_child_run_js__WEBPACK_IMPORTED_MODULE_10__.childRunLocating)(wf, workspace, bindings, state, invoker, child, importers) : [];
        const target = (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_13__/* .runTarget */ .Nh)(child.workflow_file, child.run_id, withInputs ? inputs : []);
        return { child, target, approvers, step: pendingAt, inputs };
    });
    return { runs, decided };
}
/**
 * Whether a child run the parent's record says it paused in still awaits a decision, by the
 * child's own state (its journal replayed, as a resume of it would): paused at its own approval
 * step, or in child runs of its own (by its record). A child decided since (or finished, or run
 * on by hand) does not. One that cannot be read is taken to: approve or reject there says why.
 * At its own approval step: who may decide it (its approvers; null: anyone).
 */
function awaitsDecision(child, workspace, importers) {
    try {
        // Loaded and checked as a run of it loads it: a child workflow run refuses (thrown, caught below) cannot be read.
        const workflow = (0,_model_load_and_check_js__WEBPACK_IMPORTED_MODULE_4__/* .loadAndCheck */ .wy)(workspace, child.workflow_file, importers);
        const statePath = child.state_path !== null ? workspace.tryResolve(child.state_path) : undefined;
        const manifestPath = child.manifest_path !== null ? workspace.tryResolve(child.manifest_path) : undefined;
        if (!statePath)
            return true;
        const load = (0,_state_store_js__WEBPACK_IMPORTED_MODULE_5__/* .loadRun */ .Sj)({ state: statePath.abs, ...(manifestPath ? { manifest: manifestPath.abs } : {}) }, workflow, statePath.rel);
        // Unreadable, or another run stands there now: cannot tell.
        if (load.kind !== 'ok' || load.state.run_id !== child.run_id)
            return true;
        const s = load.state;
        if (s.status !== 'PARTIAL_RESUMABLE' || s.in_flight !== null)
            return false;
        // At its own approval: who may decide it (the run that paused names them in its next: command).
        const own = (0,_steps_approval_transition_js__WEBPACK_IMPORTED_MODULE_9__/* .ownPendingApproval */ .Ro)(s);
        if (own !== undefined)
            return { approvers: own.approvers ?? null, step: own.step };
        return (0,_steps_approval_transition_js__WEBPACK_IMPORTED_MODULE_9__/* .childrenPausedFor */ .zM)(s).length > 0;
    }
    catch (error) {
        if (!(0,_run_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .isStagegateError */ .W)(error))
            throw error;
        return true;
    }
}
/**
 * A run not started yet: it pauses for a decision at an approval step (its own, or a child run's,
 * a phase's, an item's or a branch's); a workflow with none of these never does.
 */
function notStartedHint(wf, ctx, commandName, inputsInHints) {
    // A composite workflow (entry undefined) runs phases: child workflows, each may have one.
    const mayPause = wf.entry === undefined || [...wf.steps.values()].some((s) => ['approval', 'child_workflow', 'foreach', 'parallel'].includes(s.kind));
    if (!mayPause)
        return `Workflow ${wf.name} has no approval step (nor a child workflow, foreach or parallel step that could have one): no run of it ever awaits approval.`;
    // A CI job starts from a fresh checkout: the run a job before paused is only here once its run root is restored.
    const start = (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_13__/* .runCommandLine */ .rZ)(commandName, wf.file, ctx.runId, inputsInHints ? (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_14__/* .stateLocatingInputs */ .G$)(wf, ctx.bound.explicit) : []);
    return `In CI (each job a fresh checkout), restore the run's state first: the run root the job that paused it saved (its state is read at ${ctx.statePath.rel}; docs/run-semantics.md#carrying-a-run-between-jobs-or-machines), then approve again. If the run has not started, start it with ${start}; it pauses at its approval step.`;
}
function recordApproval(workspaceRoot, workflowFile, invocation, input, now, importers) {
    const base = { status: 'APPROVAL_NOT_PENDING', exitCode: 0, message: '', workflow: null, runId: null, statePath: null, decision: input.decision, record: null, nextCommand: null, nextNote: null };
    // The source commit the run paused for this approval at (read with the state the decision is made on).
    let requestedAt = null;
    // The source commit the decision is made at: read once the run's state is there to decide on.
    let decidedAt;
    // The run as the refusal found it: an active run's refusal names the resume that goes on (next:).
    let found;
    try {
        const { workflow, ctx, applied, tolerated } = (0,_edit_run_js__WEBPACK_IMPORTED_MODULE_7__/* .editRunState */ .F$)(workspaceRoot, workflowFile, invocation, now, {
            notStarted: { code: 'APPROVAL_NOT_PENDING', message: (c) => `no run ${c.runId} was found at ${c.statePath.rel} (no state there), so nothing awaits approval`, hint: (wf, c) => notStartedHint(wf, c, input.commandName ?? 'stagegate', input.inputsInHints === true) },
            verb: 'decide',
            command: input.decision === 'rejected' ? 'reject' : 'approve',
            withManifest: false,
            tolerateApprovalMessages: true,
            inputsInHints: input.inputsInHints === true,
            ...(input.commandName !== undefined ? { commandName: input.commandName } : {}),
        }, (wf, c) => Object.assign(base, { workflow: wf.name }, c ? { runId: c.runId, statePath: c.statePath.rel } : {}), (state, wf, c) => {
            // Paused in a child workflow: the refusal names the child run with the inputs that locate it.
            // A child of a parallel step's branch is located as that branch (a step model of its own) invokes it.
            // Only the children that still await a decision there are named; when none does, the run
            // is ready to resume.
            const verb = input.decision === 'approved' ? 'approve' : 'reject';
            found = { state, wf, ctx: c };
            const { runs: paused, decided } = pausedChildRuns(state, wf, c.workspace, c.bindings, input.inputsInHints === true, importers);
            if (paused.length > 0) {
                base.pausedIn = paused;
                throw (0,_steps_approval_transition_js__WEBPACK_IMPORTED_MODULE_9__/* .notPendingInChild */ .I3)(state, verb, paused.map((p) => p.child), paused.map((p) => p.target), input.commandName);
            }
            if (decided.length > 0)
                throw (0,_steps_approval_transition_js__WEBPACK_IMPORTED_MODULE_9__/* .childrenDecided */ .se)(state, verb, decided);
            const own = (0,_steps_approval_transition_js__WEBPACK_IMPORTED_MODULE_9__/* .ownPendingApproval */ .Ro)(state);
            // Not an approver: refused here, where the command that decides this run is known (replay refuses it too).
            if (own?.approvers && state.in_flight === null && !(0,_steps_approval_transition_js__WEBPACK_IMPORTED_MODULE_9__/* .isApprover */ .SQ)(own.approvers, input.by)) {
                const target = (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_13__/* .runTarget */ .Nh)(wf.file, c.runId, input.inputsInHints === true ? (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_14__/* .stateLocatingInputs */ .G$)(wf, c.bound.explicit) : []);
                throw (0,_steps_approval_transition_js__WEBPACK_IMPORTED_MODULE_9__/* .approverNotAllowed */ .PE)(input.by, verb, own.step, own.approvers, `${input.commandName ?? 'stagegate'} ${verb} ${target}`, wf.steps.get(own.step)?.def.approval?.approvers ?? null);
            }
            requestedAt = own?.source_commit ?? null;
            decidedAt = input.sourceCommit?.();
            return { event: 'approval_decided', at: now.toISOString(), decision: input.decision, by: input.by, note: input.note, ...(decidedAt !== undefined ? { source_commit: decidedAt } : {}) };
        }, importers);
        const next = applied.state;
        const record = next.approvals[next.approvals.length - 1];
        const { resume, command, stale } = waysOn(next, workflow, ctx, tolerated.length > 0);
        const workflowWarnings = tolerated.map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.message} Recorded anyway: the message this approval showed was fixed when the run paused. The run continues only once the file is fixed (${(d.hint ?? 'fix the message').replace(/\.$/, '')}), then: ${command}`);
        return {
            ...base,
            status: next.status,
            exitCode: 0,
            // What the resume will do with it (continue at a step, complete, end blocked), not "resume continues" whatever it leads to.
            message: (0,_steps_approval_after_decision_js__WEBPACK_IMPORTED_MODULE_11__/* .decisionAheadInWords */ .W)(next, workflow) ?? next.message ?? '',
            record,
            ...nextOf(command, stale),
            nextNote: resume.note,
            ...(requestedAt !== null && decidedAt && decidedAt !== requestedAt ? { sourceWarning: sourceWarning(record, ctx.runId, requestedAt, decidedAt) } : {}),
            ...(workflowWarnings.length > 0 ? { workflowWarnings } : {}),
        };
    }
    catch (error) {
        if (!(0,_run_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .isStagegateError */ .W)(error))
            throw error;
        const located = error.location.file !== undefined && error.location.line !== undefined;
        // Nothing to decide in a run that goes on (not at its approval yet, or decided and not resumed):
        // the resume is the command to run next (a run paused in a child names the child's decision in its fix instead).
        const ways = error.code === 'APPROVAL_NOT_PENDING' && found !== undefined && found.state.active_step !== null && base.pausedIn === undefined ? waysOn(found.state, found.wf, found.ctx, false) : undefined;
        // A run stopped WORKFLOW_INPUT_REQUIRED: a plain resume stops there again, so its next is what
        // the run and status name \u2014 the rerun from the step whose result it lacks, or none.
        // A step that asks a person for inputs: the resume that answers them, as run and status say it.
        const required = ways !== undefined && found.state.status === 'WORKFLOW_INPUT_REQUIRED';
        const asked = required ? (0,_run_asked_next_js__WEBPACK_IMPORTED_MODULE_0__/* .unansweredAsks */ .x$)((0,_run_asked_next_js__WEBPACK_IMPORTED_MODULE_0__/* .askingStep */ .kx)(found.wf, found.state, found.ctx.workspace), found.ctx.bindings) : [];
        const rerun = required && asked.length === 0 ? inputRequiredRerun(found) : undefined;
        // A gate key reported as a list or mapping: the resume that allows the workflow edit its fix asks for.
        const edit = rerun === null && (0,_run_rerun_next_js__WEBPACK_IMPORTED_MODULE_2__/* .collectionKeyStop */ .yK)(found.state, found.ctx.bindings, found.state.message ?? '');
        const command = ways === undefined ? undefined : asked.length > 0 ? (0,_run_asked_next_js__WEBPACK_IMPORTED_MODULE_0__/* .answerCommand */ .k3)(ways.command, asked) : rerun !== undefined && rerun !== null ? (0,_run_rewind_js__WEBPACK_IMPORTED_MODULE_1__/* .rerunCommand */ .w4)(ways.command, rerun) : edit ? (0,_run_rerun_next_js__WEBPACK_IMPORTED_MODULE_2__/* .editedResume */ .TU)(ways.command) : ways.command;
        const nextWays = ways === undefined || command === undefined || (rerun === null && !edit) ? {} : { ...nextOf(command, ways.stale), nextNote: ways.resume.note };
        // A child workflow's run: the resume its hint names is the one of the run it belongs to, said in full.
        const top = ways !== undefined ? (0,_run_top_run_js__WEBPACK_IMPORTED_MODULE_8__/* .topRunOf */ .EX)(found.state) : undefined;
        const hint = error instanceof _steps_approval_transition_js__WEBPACK_IMPORTED_MODULE_9__/* .ResumeToGoOn */ .Ud && top !== undefined ? error.hintFor(`${(0,_run_top_run_js__WEBPACK_IMPORTED_MODULE_8__/* .topRunInWords */ .Vr)(top)} with ${ways.command}`) : error.hint;
        return { ...base, status: error.code, exitCode: (0,_run_stop_codes_js__WEBPACK_IMPORTED_MODULE_6__/* .exitStatusFor */ .ex)(error.code), message: error.message, ...(hint !== undefined ? { hint } : {}), ...(located ? { location: error.location } : {}), ...nextWays };
    }
    /**
     * The resume that continues `state`, and whether it meets stale verdicts at the commit the
     * decision is made at (on_source_change: refuse): then its ways on are rerun and keep.
     * `tolerated`: recorded despite errors in approval messages (the resume needs --allow-workflow-change once the file is fixed).
     */
    function waysOn(state, workflow, ctx, tolerated) {
        const resume = (0,_edit_run_js__WEBPACK_IMPORTED_MODULE_7__/* .resumeCommand */ .VJ)(input.commandName ?? 'stagegate', workflow, ctx, state, input.agents, input.inputsInHints === true);
        const policy = (0,_run_source_drift_js__WEBPACK_IMPORTED_MODULE_15__/* .effectivePolicy */ .Ci)(invocation, workflow);
        const stale = decidedAt !== undefined && (0,_run_source_drift_js__WEBPACK_IMPORTED_MODULE_15__/* .refuses */ .QQ)((0,_run_source_drift_js__WEBPACK_IMPORTED_MODULE_15__/* .sourceChange */ .Mh)(state, { source_commit: decidedAt, agent_package_version: ctx.agentPackageVersion }, policy), policy);
        const command = tolerated && !resume.command.endsWith(' --allow-workflow-change') ? `${resume.command} --allow-workflow-change` : resume.command;
        return { resume, command, stale };
    }
}
/** The --rerun-from step that lets a run stopped WORKFLOW_INPUT_REQUIRED go on (taken-back-next.ts, unreported-next.ts), or null: no resume goes on. */
function inputRequiredRerun(found) {
    const { state, wf, ctx } = found;
    const message = state.message ?? '';
    return (0,_run_rerun_next_js__WEBPACK_IMPORTED_MODULE_2__/* .rerunStepForStop */ .Of)(ctx.workspace, state, wf, ctx.bindings, ctx.runRoot.rel, message) ?? null;
}
/** next: the resume, or at a stale commit its rerun (and keep as the alternative). */
function nextOf(command, stale) {
    return { nextCommand: stale ? `${command} --on-source-change rerun` : command, ...(stale ? { nextAlternative: `${command} --on-source-change keep` } : {}) };
}
/**
 * A decision made at another source commit than the run paused for it at: it is recorded for the
 * commit it was made at, and an approval never counts at another commit (source-drift.ts), so a
 * resume here meets the run's verdicts from the other commit and a resume there asks again.
 */
function sourceWarning(record, runId, requestedAt, decidedAt) {
    const short = (sha) => sha.slice(0, 12);
    return `${record.decision} at commit ${short(decidedAt)}, but run ${runId} paused for approval ${record.step} at commit ${short(requestedAt)}: the decision counts only for a resume at ${short(decidedAt)}, where the run's verdicts made at ${short(requestedAt)} are stale \u2014 on_source_change decides (refuse, the default, stops with STALE_ARTIFACT_REJECTED; rerun runs those steps again and asks for this approval again; keep continues with them, recorded as a choice, and this decision counts). A resume at ${short(requestedAt)} asks for the approval again.`;
}


/***/ }),

/***/ 5812:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F$: () => (/* binding */ editRunState),
/* harmony export */   L5: () => (/* binding */ agentFlagsNote),
/* harmony export */   VJ: () => (/* binding */ resumeCommand)
/* harmony export */ });
/* harmony import */ var _agents_recorded_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2692);
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2862);
/* harmony import */ var _workspace_workspace_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5620);
/* harmony import */ var _model_load_and_check_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2912);
/* harmony import */ var _run_context_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6274);
/* harmony import */ var _state_lock_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(210);
/* harmony import */ var _state_store_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9916);
/* harmony import */ var _state_run_store_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7524);
/* harmony import */ var _state_manifest_write_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1594);
/* harmony import */ var _run_reduce_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2712);
/* harmony import */ var _run_top_run_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(418);
/* harmony import */ var _state_integrity_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(5970);
/* harmony import */ var _run_unrecorded_logs_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(7368);
/* harmony import */ var _run_command_line_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(1439);
/* harmony import */ var _run_stopped_after_fix_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(8989);
/* harmony import */ var _model_run_scope_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(1513);
/* harmony import */ var _runs_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(7976);
/* harmony import */ var _steps_parallel_branches_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(9739);
/* harmony import */ var _run_still_to_run_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(4549);
/* harmony import */ var _agents_registry_js__WEBPACK_IMPORTED_MODULE_19__ = __webpack_require__(9726);
// Commands that change a run between invocations (approve/reject, skip) share one procedure:
// locate the run's state, take the run lock, read it and check its integrity, apply one pure
// change, write it atomically. Any refusal is a StagegateError; the state is left as it was.




















/**
 * Record one change on the run under its lock: `change` says which event (it may throw a
 * refusal), the event is applied to the replayed state, committed to the journal, and the
 * state's projections are written. `located` is called as soon as the workflow and run are
 * known (so a refusal can still name them).
 */
function editRunState(workspaceRoot, workflowFile, invocation, now, edit, located, change, importers) {
    const workspace = new _workspace_workspace_js__WEBPACK_IMPORTED_MODULE_2__/* .Workspace */ .aR(workspaceRoot);
    const tolerated = [];
    const workflow = (0,_model_load_and_check_js__WEBPACK_IMPORTED_MODULE_3__/* .loadAndCheck */ .wy)(workspace, workflowFile, importers, undefined, edit.tolerateApprovalMessages === true ? tolerated : undefined);
    located(workflow);
    const ctx = (0,_run_context_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveRunContext */ .xn)(workflow, workspace, { ...invocation, mode: 'resume' }, now, { readOnly: true, naming: { commandName: edit.commandName, inputsInHints: edit.inputsInHints } });
    located(workflow, ctx);
    if (ctx.existing.kind === 'absent') {
        // A mistyped run id reads as a run not started: name the workflow's runs there are.
        const others = ctx.runIdGenerated ? undefined : (0,_runs_js__WEBPACK_IMPORTED_MODULE_16__/* .otherRunsHint */ .IY)(workspace, ctx, edit.inputsInHints === true, edit.commandName, edit.command, edit.commandTail);
        throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .StagegateError */ .q(edit.notStarted.code, edit.notStarted.message(ctx), { hint: others ?? (typeof edit.notStarted.hint === 'string' ? edit.notStarted.hint : edit.notStarted.hint(workflow, ctx)) });
    }
    const lock = _state_lock_js__WEBPACK_IMPORTED_MODULE_5__/* .RunLock */ .jj.acquire(ctx.lockPath, `run ${ctx.runId} of workflow ${workflow.name}`);
    try {
        const files = { state: ctx.statePath.abs, manifest: ctx.manifestPath.abs };
        // Under the lock: the context's replay, re-read only when the journal changed since (reloadRun).
        const load = (0,_state_store_js__WEBPACK_IMPORTED_MODULE_6__/* .reloadRun */ .pI)(ctx.existing, files, workflow, ctx.statePath.rel, { naming: ctx.naming });
        if (load.kind !== 'ok') {
            throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .StagegateError */ .q(load.kind === 'corrupt' ? (0,_state_store_js__WEBPACK_IMPORTED_MODULE_6__/* .refusedCode */ .Q_)(load) : 'WORKFLOW_STATE_INTEGRITY_VIOLATION', `${load.kind === 'corrupt' ? load.reason : `the journal of run ${ctx.runId} is gone`}; nothing was changed`, {
                ...(load.kind === 'corrupt' ? { hint: load.hint } : {}),
                location: { file: load.kind === 'corrupt' ? load.file : ctx.statePath.rel },
            });
        }
        // An older copy of the run restored over a newer one is not decided on (its resume is refused).
        (0,_run_unrecorded_logs_js__WEBPACK_IMPORTED_MODULE_12__/* .checkLogsRecorded */ .i)(load.state, workflow, ctx.runRoot, ctx.statePath.rel, (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_13__/* .runCommandLine */ .rZ)(ctx.naming?.commandName ?? 'stagegate', workflow.file, ctx.runId, ctx.naming?.locating ?? []));
        (0,_state_integrity_js__WEBPACK_IMPORTED_MODULE_11__/* .checkIntegrity */ ._D)(load.state, workflow, ctx.runId, ctx.bindings, workspace, ctx.statePath.rel, { allowWorkflowChange: invocation.allowWorkflowChange === true, naming: ctx.naming });
        const event = change(load.state, workflow, ctx);
        const applied = (0,_run_reduce_js__WEBPACK_IMPORTED_MODULE_9__/* .applyEvent */ .Z8)(load.state, event, workflow);
        const store = _state_run_store_js__WEBPACK_IMPORTED_MODULE_7__/* .RunStore */ .n.open(files, load);
        try {
            store.commit([(0,_run_reduce_js__WEBPACK_IMPORTED_MODULE_9__/* .withClaims */ .Qf)(event, applied)]);
            store.writeSnapshot(applied.state);
            if (edit.withManifest)
                (0,_state_manifest_write_js__WEBPACK_IMPORTED_MODULE_8__/* .writeManifest */ .H)(ctx.manifestPath.abs, applied.state, { head: store.head, journalFile: store.journalFrom(ctx.manifestPath.abs) });
        }
        catch (error) {
            const code = error.code ?? 'error';
            throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .StagegateError */ .q('STATE_WRITE_FAILED', `cannot write the journal of run ${ctx.runId} (${code}): what it recorded before is intact`, { hint: `Free disk space or fix permissions, then ${edit.verb} again.`, cause: error });
        }
        finally {
            store.close();
        }
        return { workflow, ctx, applied, tolerated };
    }
    finally {
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
function resumeCommand(commandName, workflow, ctx, state, agents, carryRecorded = true) {
    // Edited with --allow-workflow-change (the run's recorded workflow differs): the resume needs it too.
    // The --stop-after-step the run's last invocation did not reach (its run_stopped records it): kept, so the resume stops there.
    const stop = (0,_run_stopped_after_fix_js__WEBPACK_IMPORTED_MODULE_14__/* .recordedUnmetStop */ .ys)(state, workflow);
    const edited = `${state.workflow_digest !== workflow.digest ? ' --allow-workflow-change' : ''}${stop !== undefined ? (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_13__/* .flagWord */ .Np)('stop-after-step', stop) : ''}`;
    // A child workflow's run continues through the run it belongs to (its top ancestor): that is the one resumed.
    const top = (0,_run_top_run_js__WEBPACK_IMPORTED_MODULE_10__/* .topRunOf */ .EX)(state);
    const run = top !== undefined ? (0,_run_top_run_js__WEBPACK_IMPORTED_MODULE_10__/* .topResumeLine */ .BA)(commandName, top) : (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_13__/* .runCommandLine */ .rZ)(commandName, workflow.file, ctx.runId, (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_15__/* .stateLocatingInputs */ .G$)(workflow, ctx.bound.explicit));
    if (agents?.agent !== undefined || agents?.agentCommand !== undefined)
        return { command: `${run}${(0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_13__/* .agentFlags */ .J)(agents)}${edited}`, note: null };
    const note = agentFlagsNote(workflow, ctx, state);
    // The flags the run recorded but a resume would not reuse (a command outside the workspace): carried,
    // as status's next: carries them, so the printed resume completes the run; no note then. For the
    // person at the CLI (`carryRecorded`), as its inputs: not the Action's approval, which resumes itself.
    const carried = note !== null && carryRecorded ? (0,_agents_recorded_js__WEBPACK_IMPORTED_MODULE_0__/* .flagsToCarry */ .MN)(state) : undefined;
    if (carried !== undefined)
        return { command: `${run}${(0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_13__/* .agentFlags */ .J)(carried)}${edited}`, note: null };
    return { command: `${run}${(0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_13__/* .agentFlags */ .J)(agents)}${edited}`, note: note === null ? null : `${note}, or pass them to this command to have them in next:` };
}
/**
 * Why a printed resume (`run` without agent flags) needs the run's agent flags: an agent-driven
 * step of the workflow has no agent of its own (it takes the run's flags), and the run does not
 * record the command's path or arguments. Names the agents the run recorded; null when no step
 * needs the flags. approve/reject and skip say it (resumeCommand), and so does status.
 */
function agentFlagsNote(workflow, ctx, state) {
    // The run records the agent flags it ran with (agents/recorded.ts): a resume without them uses those.
    const recorded = (0,_agents_recorded_js__WEBPACK_IMPORTED_MODULE_0__/* .recordedAgents */ .PQ)(state);
    if (recorded !== undefined && (recorded.agent !== undefined || recorded.agent_command !== undefined) && (0,_agents_recorded_js__WEBPACK_IMPORTED_MODULE_0__/* .reusable */ .Ez)(recorded))
        return null;
    // Only the steps the resume may still run need an agent (run/still-to-run.ts).
    const mayRun = (0,_run_still_to_run_js__WEBPACK_IMPORTED_MODULE_18__/* .reachableFromActive */ .u)(workflow, state);
    const still = (id) => mayRun === undefined || mayRun.has(id);
    const steps = [...[...workflow.steps.values()].filter((step) => still(step.id)), ...(0,_steps_parallel_branches_js__WEBPACK_IMPORTED_MODULE_17__/* .allBranches */ .Iz)(workflow).flatMap(({ step, branch }) => (still(step.id) ? [branch] : []))];
    const needsFlags = steps.some((step) => {
        if (!_agents_registry_js__WEBPACK_IMPORTED_MODULE_19__/* .AGENT_DRIVEN_KINDS */ .vD.has(step.kind))
            return false;
        try {
            (0,_agents_registry_js__WEBPACK_IMPORTED_MODULE_19__/* .resolveAgent */ .cT)(workflow, step, {}, ctx.workspace);
            return false;
        }
        catch {
            return true;
        }
    });
    if (!needsFlags)
        return null;
    const used = [...new Set(Object.values(state.steps).flatMap((r) => (r.agent ? [r.agent] : [])))];
    return `the workflow's agent steps take their agent from the run's flags: add the --agent (and --agent-command) the run was started with${used.length > 0 ? ` (it ran ${used.join(', ')})` : ''}`;
}


/***/ }),

/***/ 368:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ decisionAheadInWords)
/* harmony export */ });
/* harmony import */ var _transition_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(660);

/**
 * `step S rejected by NAME; <what a resume does>` for a run whose active approval step holds a
 * decision of this visit (undefined otherwise, or when the step is not in the workflow).
 */
function decisionAheadInWords(state, workflow) {
    const record = (0,_transition_js__WEBPACK_IMPORTED_MODULE_0__/* .decidedOf */ .IU)(state);
    const step = record !== undefined ? workflow.steps.get(record.step) : undefined;
    if (record === undefined || step === undefined || step.kind !== 'approval')
        return undefined;
    const key = record.decision === 'approved' ? 'on_approve' : 'on_reject';
    const route = `${key}: ${(0,_transition_js__WEBPACK_IMPORTED_MODULE_0__/* .approvalTarget */ .HM)(step, record.decision)}`;
    const t = (0,_transition_js__WEBPACK_IMPORTED_MODULE_0__/* .applyApproval */ .E7)(state, workflow, step, record, state.updated_at, false);
    const next = t.stop === undefined
        ? `a resume continues at step ${t.state.active_step ?? '-'} (${route})`
        : t.stop === 'WORKFLOW_COMPLETE'
            ? `a resume completes the run (${route})`
            : t.stop === 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE'
                ? `a resume ends the run ${t.stop} (${route}): nothing runs after it`
                : `a resume stops the run ${t.stop}${t.state.message ? `: ${t.state.message}` : ''}`;
    return `step ${record.step} ${record.decision} by ${record.by}; ${next}`;
}


/***/ })

};
