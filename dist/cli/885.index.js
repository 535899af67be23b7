export const id = 885;
export const ids = [885];
export const modules = {

/***/ 6885:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  skipCommand: () => (/* binding */ skipCommand)
});

// UNUSED EXPORTS: skipJson, skipText

// EXTERNAL MODULE: ./src/core/run/errors.ts
var errors = __webpack_require__(2862);
// EXTERNAL MODULE: ./src/core/run/stop-codes.ts
var stop_codes = __webpack_require__(2454);
// EXTERNAL MODULE: ./src/core/commands/edit-run.ts
var edit_run = __webpack_require__(5812);
// EXTERNAL MODULE: ./src/core/run/failure-policy.ts
var failure_policy = __webpack_require__(9798);
// EXTERNAL MODULE: ./src/core/run/command-line.ts
var command_line = __webpack_require__(1439);
// EXTERNAL MODULE: ./src/core/model/run-scope.ts
var run_scope = __webpack_require__(1513);
// EXTERNAL MODULE: ./src/core/model/workflow.ts
var model_workflow = __webpack_require__(7280);
;// CONCATENATED MODULE: ./src/core/commands/skip.ts







function skipActiveStep(workspaceRoot, workflowFile, invocation, stepId, now, importers, commandName = 'stagegate', agents, by = 'unknown') {
    const base = { status: 'STEP_NOT_SKIPPABLE', exitCode: 0, message: '', workflow: null, runId: null, statePath: null, step: stepId, skipped: false, by, activeStep: null, nextCommand: null, nextNote: null };
    try {
        const { workflow, ctx, applied } = (0,edit_run/* editRunState */.F$)(workspaceRoot, workflowFile, invocation, now, {
            notStarted: { code: 'STEP_NOT_SKIPPABLE', message: (c) => `no state at ${c.statePath.rel}: run ${c.runId} has not started, so no step is active`, hint: 'Start the run with stagegate run first.' },
            verb: 'skip',
            command: 'skip',
            commandTail: ` ${(0,command_line/* stepWord */.NJ)(stepId)}`,
            withManifest: true,
            inputsInHints: true,
            commandName,
        }, (wf, c) => {
            Object.assign(base, { workflow: wf.name }, c ? { runId: c.runId, statePath: c.statePath.rel } : {});
            // An id that is no step of the workflow: said as soon as the workflow is loaded, before the
            // run is located or checked (a run not started, or one whose outputs changed, would hide it).
            const unknown = c === undefined ? (0,failure_policy/* skipStepUnknown */.kU)(wf, (0,model_workflow/* stepNamed */.au)(wf, stepId) ?? stepId) : undefined;
            if (unknown !== undefined)
                throw unknown;
        }, (state, wf, c) => {
            // The run's active step, reported as it is when the skip is refused too.
            base.activeStep = state.active_step;
            // Refused here (not optional, not active\u2026) before anything is recorded.
            // A step of an imported file may be named as written there (N-002 for N_002).
            const id = (0,model_workflow/* stepNamed */.au)(wf, stepId) ?? stepId;
            const resume = (0,edit_run/* resumeCommand */.VJ)(commandName, wf, c, state, agents).command;
            (0,failure_policy/* skipStep */.Ks)(state, wf, id, now.toISOString(), { resume, skip: `${commandName} skip ${(0,command_line/* runTarget */.Nh)(wf.file, c.runId, (0,run_scope/* stateLocatingInputs */.G$)(wf, c.bound.explicit))} ${(0,command_line/* stepWord */.NJ)(id)}` }, by);
            return { event: 'step_skipped', at: now.toISOString(), step: id, by, to: null, stop: null };
        }, importers);
        const next = applied.state;
        const status = applied.stop ?? next.status;
        const resume = next.active_step === null ? null : (0,edit_run/* resumeCommand */.VJ)(commandName, workflow, ctx, next, agents);
        return { ...base, status, exitCode: (0,stop_codes/* exitStatusFor */.ex)(status), message: next.message ?? '', skipped: true, activeStep: next.active_step, nextCommand: resume?.command ?? null, nextNote: resume?.note ?? null };
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        // Refused before the run was located (a step the workflow lacks): the run id as given, as run --json says it.
        const runId = base.runId ?? invocation.runId ?? invocation.tokens['run_id'] ?? null;
        return { ...base, runId, status: error.code, exitCode: (0,stop_codes/* exitStatusFor */.ex)(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}) };
    }
}

// EXTERNAL MODULE: ./src/core/run/printable.ts
var printable = __webpack_require__(6226);
// EXTERNAL MODULE: ./src/cli/decider.ts
var decider = __webpack_require__(7724);
// EXTERNAL MODULE: ./src/cli/render.ts + 1 modules
var render = __webpack_require__(5511);
;// CONCATENATED MODULE: ./src/cli/commands/skip.ts
// `stagegate skip <workflow> STEP`: one core call (skipActiveStep), rendered as text or JSON.




function skipCommand(parsed, workspace, invocation, env, style, importers, agents, commandName = 'stagegate') {
    // Who skips: as approve names who decides (--by, else the default decider, else 'unknown' and why).
    const { by, warning } = (0,decider/* actingPerson */.iq)(parsed.by, env, 'skipped');
    const report = skipActiveStep(workspace, parsed.workflow, invocation, parsed.step, new Date(), importers, commandName, agents, by);
    return (0,decider/* actingOutput */.IJ)({ json: parsed.json, style, exitCode: report.exitCode, recorded: report.skipped, warning }, () => skipJson(report), () => skipText(report, style));
}
function skipJson(r) {
    return {
        ...(0,render/* reportHeadJson */.Zh)(r),
        state_path: r.statePath,
        skipped: r.skipped ? r.step : null,
        ...(r.skipped ? { by: r.by } : {}),
        active_step: r.activeStep,
        next_command: r.nextCommand,
        ...(r.nextNote ? { next_note: r.nextNote } : {}),
    };
}
function skipText(r, style) {
    const ok = r.exitCode === 0;
    const lines = [`${ok ? style.green(r.status) : style.red(r.status)}  ${(0,printable/* printableQuoted */.wV)(r.message)}`];
    if (r.skipped)
        lines.push(`  skipped:  ${r.step} by ${(0,printable/* printableQuoted */.wV)(r.by)}`);
    if (r.hint)
        lines.push(`  fix:      ${(0,printable/* printable */.g$)(r.hint)}`);
    if (r.nextCommand)
        lines.push(`  next:     ${r.nextCommand}`);
    if (r.nextNote)
        lines.push(`  note:     ${r.nextNote}`);
    return lines.join('\n');
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


/***/ })

};
