export const id = 439;
export const ids = [439,227];
export const modules = {

/***/ 2227:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ sharedWithSubRuns)
/* harmony export */ });
/**
 * What a run started inside this one (a child workflow, a foreach item, a branch shard) takes from
 * this run's request unchanged: the command name its hints print, the agents, the cancellation,
 * and the invocation's shared pools and readers; each absent when absent here. One list for the
 * three, so a field added to it reaches every run this one starts.
 */
function sharedWithSubRuns(request) {
    return {
        ...(request.commandName !== undefined ? { commandName: request.commandName } : {}),
        ...(request.agents !== undefined ? { agents: request.agents } : {}),
        ...(request.signal !== undefined ? { signal: request.signal } : {}),
        ...(request.invocationToken !== undefined ? { invocationToken: request.invocationToken } : {}),
        ...(request.random !== undefined ? { random: request.random } : {}),
        ...(request.syncedNames !== undefined ? { syncedNames: request.syncedNames } : {}),
        ...(request.stageMasks !== undefined ? { stageMasks: request.stageMasks } : {}),
        ...(request.readers !== undefined ? { readers: request.readers } : {}),
    };
}


/***/ }),

/***/ 4439:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_CHILD_DEPTH: () => (/* binding */ MAX_CHILD_DEPTH),
/* harmony export */   childRunLocating: () => (/* binding */ childRunLocating),
/* harmony export */   childRunTarget: () => (/* binding */ childRunTarget),
/* harmony export */   resolveChildInvocation: () => (/* binding */ resolveChildInvocation),
/* harmony export */   runChild: () => (/* binding */ runChild),
/* harmony export */   runChildStep: () => (/* binding */ runChildStep)
/* harmony export */ });
/* harmony import */ var _run_command_line_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1439);
/* harmony import */ var _run_scoped_note_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(9766);
/* harmony import */ var _run_source_drift_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5682);
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2862);
/* harmony import */ var _model_load_and_check_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2912);
/* harmony import */ var _model_placeholders_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2183);
/* harmony import */ var _run_context_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6274);
/* harmony import */ var _run_bindings_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3671);
/* harmony import */ var _run_transition_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9122);
/* harmony import */ var _run_passed_approvals_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(8551);
/* harmony import */ var _approval_transition_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(660);
/* harmony import */ var _model_phases_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(481);
/* harmony import */ var _model_run_scope_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1513);
/* harmony import */ var _model_absent_inputs_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(5888);
/* harmony import */ var _model_workflow_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(7280);
/* harmony import */ var _run_host_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(2227);
// child_workflow steps and composite phases: the parent resolves the child's inputs, records the
// step in flight (with where the child's run lives), then runs the child workflow in-process
// through the same run entry and ports, with its own state file, run root and lock. The child's
// outcome is routed through the step's statuses (docs/workflow-format.md#child-workflows).
//
// Crash safety: the child step is persisted in flight before the child starts. A resume re-enters
// the step; on the same visit the child is resumed (never started fresh a second time once its
// fresh state exists), so completed stages of parent and child never run again.
















/** How deep children may nest (parent -> child -> grandchild ...). */
const MAX_CHILD_DEPTH = 8;
function fail(code, message, hint) {
    throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StagegateError */ .q(code, message, hint !== undefined ? { hint } : {});
}
/** The child's workflow file and inputs, resolved against the parent's bindings (every one explicitly). */
function prepare(host, step) {
    return resolveChildInvocation(host.workflow, host.workspace, host.ctx.bindings, host.state(), step);
}
/**
 * The child's workflow file and inputs for a child_workflow step or phase of `parent`, from the
 * run's bindings and state (plan shows the same): each child input resolves against the parent
 * once; one bound to an optional input this run was not given is not passed.
 */
function resolveChildInvocation(parent, workspace, runBindings, state, step) {
    // The parent's bindings (not the step's own inputs: each child input resolves against the parent once).
    const bindings = (0,_run_bindings_js__WEBPACK_IMPORTED_MODULE_6__/* .stepBindings */ .rV)(runBindings, { ...step, def: { ...step.def, inputs: {} } }, state);
    const resolve = (text, what) => {
        try {
            return (0,_model_placeholders_js__WEBPACK_IMPORTED_MODULE_4__/* .substitute */ .V2)(text, bindings);
        }
        catch (error) {
            if (!(error instanceof _model_placeholders_js__WEBPACK_IMPORTED_MODULE_4__/* .PlaceholderError */ .ik))
                throw error;
            return fail('WORKFLOW_INPUT_REQUIRED', `${what} of step ${step.id} needs ${error.missing.map((m) => `{{${m}}}`).join(', ')}, which no input, default or runner value provides`, (0,_run_bindings_js__WEBPACK_IMPORTED_MODULE_6__/* .missingValuesHint */ .OC)(step, bindings, error.missing));
        }
    };
    const file = workspace.resolve(resolve(step.def.child_workflow, 'child_workflow'), `child workflow of step ${step.id}`).rel;
    const inputs = {};
    // A child input bound to an optional input this run was not given is not passed: the child
    // sees it absent too (never an empty or invented value).
    const absent = (0,_model_absent_inputs_js__WEBPACK_IMPORTED_MODULE_10__/* .absentOptionalInputs */ .$D)(parent, runBindings);
    const phase = (0,_model_phases_js__WEBPACK_IMPORTED_MODULE_12__/* .phaseOf */ .hU)(step);
    if (phase) {
        for (const name of phase.passInputs) {
            const value = runBindings.get(name);
            if (value !== undefined && !absent.has(name))
                inputs[name] = value;
        }
        for (const [name, value] of Object.entries(phase.derivedInputs)) {
            const text = (0,_model_placeholders_js__WEBPACK_IMPORTED_MODULE_4__/* .scalarToString */ .Vu)(value);
            if (text !== undefined && !(0,_model_absent_inputs_js__WEBPACK_IMPORTED_MODULE_10__/* .usesAbsent */ .Q1)(text, absent))
                inputs[name] = resolve(text, `derived input ${name}`);
        }
    }
    else {
        for (const [name, value] of Object.entries(step.def.inputs ?? {})) {
            const text = (0,_model_placeholders_js__WEBPACK_IMPORTED_MODULE_4__/* .scalarToString */ .Vu)(value);
            if (text !== undefined && !(0,_model_absent_inputs_js__WEBPACK_IMPORTED_MODULE_10__/* .usesAbsent */ .Q1)(text, absent))
                inputs[name] = resolve(text, `input ${name}`);
        }
    }
    return { file, inputs };
}
/**
 * The child run a command names (`child.yaml --run-id ID [name=value ...]`, runTarget), as the
 * run's child step `step` last invoked it: with the child's inputs that locate its state,
 * resolved from the run's bindings as the step resolves them. Without them when they cannot be
 * resolved now (the command is then the child's file and run id).
 */
function childRunTarget(parent, workspace, runBindings, state, step, child, importers = {}) {
    return (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_0__/* .runTarget */ .Nh)(child.workflow_file, child.run_id, childRunLocating(parent, workspace, runBindings, state, step, child, importers));
}
/** The child's inputs that locate its state (childRunTarget's), as name/value pairs; none when they cannot be resolved now. */
function childRunLocating(parent, workspace, runBindings, state, step, child, importers = {}) {
    try {
        const { file, inputs } = resolveChildInvocation(parent, workspace, runBindings, state, step);
        if (file === child.workflow_file)
            return (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_9__/* .stateLocatingInputs */ .G$)((0,_model_load_and_check_js__WEBPACK_IMPORTED_MODULE_3__/* .loadAndCheck */ .wy)(workspace, file, importers), new Map(Object.entries(inputs)));
    }
    catch (error) {
        if (!(0,_run_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .isStagegateError */ .W)(error))
            throw error;
    }
    return [];
}
/**
 * The status a finished child reports to this step: the status its workflow names for its
 * completion (terminal.success, e.g. IMPLEMENTATION_READY) when it completed and this step routes
 * (or, as a phase, requires) that name; else its stop code (WORKFLOW_COMPLETE is still routed as such).
 */
function reportedStatus(step, status, childState) {
    const success = childState.success_status;
    if (status !== 'WORKFLOW_COMPLETE' || success === undefined)
        return status;
    return Object.prototype.hasOwnProperty.call(step.def.statuses ?? {}, success) ? success : status;
}
/** Refuse a workflow that would run itself again, or a chain of children deeper than MAX_CHILD_DEPTH. */
function checkRecursion(host, step, file, located) {
    const chain = chainOf(host);
    const names = [...chain.map((a) => a.workflowFile), file].join(' -> ');
    if (chain.some((a) => a.workflowFile === file)) {
        fail('WORKFLOW_CONTRACT_INVALID', `child workflow step ${step.id} would run ${file}, which is already running above it (${names}): workflows must not include themselves`, 'Break the cycle: a child workflow must not (directly or through its own children) run a workflow that runs it.');
    }
    if (located && chain.some((a) => a.statePath === located.statePath)) {
        fail('WORKFLOW_CONTRACT_INVALID', `child workflow step ${step.id} would keep its state in ${located.statePath}, the state file of a run above it`, 'Give the child a state_path (or inputs, e.g. its run_id) of its own.');
    }
    if (chain.length >= MAX_CHILD_DEPTH) {
        fail('WORKFLOW_CONTRACT_INVALID', `child workflow step ${step.id} would nest workflows ${chain.length + 1} deep (at most ${MAX_CHILD_DEPTH}): ${names}`, 'Flatten the chain of child workflows.');
    }
}
/** The runs above the child: this run's ancestors and this run. */
function chainOf(host) {
    return [...host.ancestry, { workflowFile: host.workflow.file, statePath: host.ctx.statePath.rel, runRoot: host.ctx.runRoot.rel, runId: host.ctx.runId, locating: (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_9__/* .stateLocatingInputs */ .G$)(host.workflow, host.ctx.bound.explicit) }];
}
/**
 * The child's events, told as the parent's: steps are named `<child step>/<step>`; a note about the
 * child run itself (a note with no `step`) reads `<child step>: \u2026`, as a foreach item's `loop[A]: \u2026`.
 */
function childPorts(ports, step) {
    const emit = ports.onEvent;
    if (!emit)
        return ports;
    const onEvent = (event) => {
        if (event.type === 'run_started') {
            emit({ type: 'note', message: `${step.id}: child workflow ${event.workflow} run ${event.runId} (${event.resumed ? 'resumed' : event.mode}) \u2014 state ${event.statePath}`, step: step.id });
        }
        else if (event.type === 'note') {
            emit((0,_run_scoped_note_js__WEBPACK_IMPORTED_MODULE_13__/* .scopedNoteEvent */ .hP)(`${step.id}/`, event));
        }
        else {
            emit({ ...event, step: `${step.id}/${event.step}` });
        }
    };
    return { ...ports, onEvent };
}
/** Run one attempt of a child_workflow step (or phase). Returns the stop code, or undefined to go on. */
async function runChildStep(host, step) {
    return (await runChild(host, step)).stop;
}
/** runChildStep, with how the child paused when it did (a parallel step's branch says so in the step's pause). */
async function runChild(host, step) {
    const started = host.clock();
    const previous = (0,_run_transition_js__WEBPACK_IMPORTED_MODULE_7__/* .stepRecord */ .oU)(host.state(), step.id)?.child;
    const flight = host.apply({ event: 'attempt_started', at: host.now(), step: step.id, visit: 0, attempt: 0 }).state.in_flight;
    let child;
    let outcome;
    // The child's inputs that decide where its state lives: an approve of the child must repeat them.
    let locating;
    let ownCommit = false;
    try {
        const { file, inputs } = prepare(host, step);
        checkRecursion(host, step, file);
        // Locate the child's run (read only) to know its state, and whether a fresh start happened.
        const childWorkflow = await (0,_model_load_and_check_js__WEBPACK_IMPORTED_MODULE_3__/* .loadAndCheckAsync */ .ad)(host.workspace, file, host.request.commandName, host.request.readers);
        // onSecrets: the child's own defaults (a state path made of a default api_token) are masked as the run's are.
        const located = (0,_run_context_js__WEBPACK_IMPORTED_MODULE_5__/* .resolveRunContext */ .xn)(childWorkflow, host.workspace, { tokens: inputs, undeclared: 'keep', onSecrets: host.request.invocation.onSecrets }, host.ports.clock.now(), { readOnly: true, ancestorRunRoots: chainOf(host).map((a) => a.runRoot) });
        checkRecursion(host, step, file, { statePath: located.statePath.rel });
        locating = (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_9__/* .stateLocatingInputs */ .G$)(childWorkflow, located.bound.explicit);
        const exec = step.def.execution;
        // Without an execution override on the step, the child runs fresh when its own workflow says
        // so, or when this run is a fresh run and the child's run id is bound (a fresh parent reuses
        // no verdict of an earlier child run either).
        const configuredFresh = exec?.execution_mode === 'fresh' ||
            exec?.ignore_previous_completion === true ||
            (exec?.execution_mode === undefined &&
                exec?.ignore_previous_completion === undefined &&
                (childWorkflow.execution.executionMode === 'fresh' || childWorkflow.execution.ignorePreviousCompletion || (host.state().execution_mode === 'fresh' && inputs['run_id'] !== undefined)));
        const existingCreated = located.existing.kind === 'ok' ? located.existing.state.created_at : null;
        let mode = configuredFresh ? 'fresh' : 'resume';
        let freshBase = existingCreated;
        if (previous && previous.visit === flight.visit && previous.mode === 'fresh' && configuredFresh) {
            // A retry on the same visit: the fresh run this visit started is resumed once it exists.
            freshBase = previous.fresh_base;
            if (existingCreated !== null && existingCreated !== previous.fresh_base)
                mode = 'resume';
        }
        child = {
            workflow_file: file,
            run_id: located.runIdGenerated ? null : located.runId,
            state_path: located.statePath.rel,
            manifest_path: located.manifestPath.rel,
            run_root: located.runRoot.rel,
            mode: configuredFresh ? 'fresh' : 'resume',
            invoked_as: mode,
            fresh_base: freshBase,
            visit: flight.visit,
            status: 'IN_PROGRESS',
            artifacts: [],
        };
        host.apply({ event: 'child_recorded', at: host.now(), step: step.id, child });
        // In flight before the child starts: a crash from here on re-enters this step on resume. The
        // commit projects this run's state and manifest too: a child may name them as evidence
        // (Downstream stages resolve inputs from them).
        ownCommit = true;
        host.commit();
        ownCommit = false;
        // --allow-workflow-change applies to the children of the run too (their digests are checked on resume).
        const invocation = { tokens: inputs, undeclared: 'keep', mode, ignorePreviousCompletion: mode === 'fresh', onSecrets: host.request.invocation.onSecrets, ...(host.request.invocation.allowWorkflowChange === true ? { allowWorkflowChange: true } : {}), ...(0,_run_source_drift_js__WEBPACK_IMPORTED_MODULE_1__/* .sourcePolicyOf */ .vE)(host) };
        outcome = await host.runChild({
            workspace: host.request.workspace,
            workflowFile: file,
            // The child's workflow as this step just loaded and checked it: not read, parsed and validated again.
            workflowModel: childWorkflow,
            invocation,
            env: host.request.env,
            ...(0,_run_host_js__WEBPACK_IMPORTED_MODULE_14__/* .sharedWithSubRuns */ .A)(host.request),
            ancestry: chainOf(host),
        }, 
        // The child is part of this invocation: it records the source commit this run records (read
        // once per invocation, as foreach items do; no git call per child or parallel branch).
        { ...childPorts(host.ports, step), source: (0,_run_source_drift_js__WEBPACK_IMPORTED_MODULE_1__/* .subRunSource */ .TC)(host) });
    }
    catch (error) {
        // A write failure of this run's own commit is the run's (run-host.ts failed: its second try),
        // not a child_failed that the next commit would record with a message saying it was not.
        if (!(0,_run_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .isStagegateError */ .W)(error) || ownCommit)
            throw error;
        // The input to pass, said where the error knows it (the stop code's fix is generic).
        if (error.code === 'WORKFLOW_INPUT_REQUIRED')
            host.stopFix(error.code, error.hint);
        const t = host.apply({ event: 'child_failed', at: host.now(), step: step.id, code: error.code, message: `child workflow step ${step.id}: ${error.message}`, duration_ms: host.clock() - started });
        host.commit();
        return { stop: t.stop };
    }
    host.stagesRan(outcome.stagesRun);
    // The child's warnings are this invocation's too (`run --json`'s `warnings`), named by the step.
    for (const w of (0,_run_scoped_note_js__WEBPACK_IMPORTED_MODULE_13__/* .scopedWarnings */ .me)(`${step.id}/`, outcome))
        host.warn(w.message, true, w.step);
    const childState = outcome.state;
    child = {
        ...child,
        run_id: outcome.runId ?? child.run_id,
        state_path: outcome.statePath ?? child.state_path,
        manifest_path: outcome.manifestPath ?? child.manifest_path,
        run_root: outcome.runRoot ?? child.run_root,
        status: outcome.status,
        artifacts: childState ? Object.values(childState.artifacts).map((a) => ({ path: a.path, sha256: a.sha256, step: a.step, gate_status: a.gate_status })) : child.artifacts,
    };
    host.apply({ event: 'child_recorded', at: host.now(), step: step.id, child });
    const durationMs = host.clock() - started;
    const at = host.now();
    const label = `child workflow step ${step.id} (${child.workflow_file}, run ${child.run_id ?? '-'})`;
    const finished = childState !== undefined && outcome.activeStep === null;
    let t;
    let routed = false;
    // What the step says the child ended with: the name the parent routes on (terminal.success) or the child's stop code.
    let reported = outcome.status;
    let paused;
    if (finished) {
        const phase = (0,_model_phases_js__WEBPACK_IMPORTED_MODULE_12__/* .phaseOf */ .hU)(step);
        const status = reportedStatus(step, outcome.status, childState);
        reported = status;
        routed = step.def.statuses !== undefined && Object.prototype.hasOwnProperty.call(step.def.statuses, status);
        if (routed) {
            // The approvals the child passed stand for this step's verdict too: a new commit voids them (run/passed-approvals.ts).
            t = host.apply({ event: 'child_routed', at, step: step.id, child_status: status, present: host.present((0,_model_workflow_js__WEBPACK_IMPORTED_MODULE_11__/* .conditionalInputs */ .s4)(step.def.statuses)), duration_ms: durationMs, stop_after: host.stopsAfter(step.id), to: null, stop: null, decided_at: (0,_run_passed_approvals_js__WEBPACK_IMPORTED_MODULE_15__/* .standingDecisionCommits */ .Rj)(childState) });
        }
        else if (phase) {
            t = host.apply({ event: 'phase_stopped', at, step: step.id, child_status: status, required: phase.requireTerminalStatus });
        }
        else {
            const allowed = Object.keys(step.def.statuses ?? {}).join(', ');
            t = host.apply({ event: 'child_failed', at, step: step.id, code: 'WORKFLOW_STATUS_CONTRACT_VIOLATION', message: `${label} ended ${outcome.status}, which the workflow does not route (allowed: ${allowed})`, duration_ms: durationMs });
        }
    }
    else if (childState !== undefined && outcome.status === 'PARTIAL_RESUMABLE') {
        const pending = (0,_approval_transition_js__WEBPACK_IMPORTED_MODULE_8__/* .ownPendingApproval */ .Ro)(childState);
        if (pending && child.run_id)
            host.childrenAwaitApproval([{ workflowFile: child.workflow_file, runId: child.run_id, approvers: pending.approvers, locating }]);
        // The child's inputs that locate its state, so the command pastes as it reads: values only
        // for the person at the CLI who gave them (as the runner's own next: commands).
        const decide = child.run_id && pending ? (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_0__/* .runVerbLine */ .BO)(host.request.commandName ?? 'stagegate', 'approve', child.workflow_file, child.run_id, host.request.agentFlagsInHints ? locating : []) : undefined;
        paused = { workflowFile: child.workflow_file, runId: child.run_id, childMessage: outcome.message, ...(decide !== undefined ? { decide } : {}) };
        t = host.apply({ event: 'child_paused', at, step: step.id, message: `${label} paused: ${outcome.message}; ${decide !== undefined ? `decide its approval (${decide}), then ` : ''}resume this run to continue the child` });
    }
    else {
        if (outcome.sourceRefused === true)
            host.childRefusedSource();
        // What the child needs given (an input, an agent) is said by the child's fix, not the stop code's generic one.
        if (outcome.status === 'WORKFLOW_INPUT_REQUIRED')
            host.stopFix(outcome.status, outcome.hint);
        // A question below (the child's, or its own child's): the command that answers, recorded (questions.ts childAnswerNext).
        const answer = outcome.status === 'WORKFLOW_ANSWER_REQUIRED' ? outcome.answerCommand : undefined;
        t = host.apply({ event: 'child_failed', at, step: step.id, code: outcome.status, message: `${label}: ${outcome.message}`, duration_ms: durationMs, ...(answer !== undefined ? { answer_command: answer } : {}) });
    }
    host.commit();
    host.ports.onEvent?.({
        type: 'stage_finished',
        step: step.id,
        visit: flight.visit,
        attempt: flight.attempt,
        ok: routed,
        gateStatus: reported,
        ...(t.stop !== undefined ? { code: t.stop } : {}),
        next: t.state.active_step,
        durationMs,
        ...host.progress(t.state.completed_steps, step.id),
        totalSteps: (0,_model_workflow_js__WEBPACK_IMPORTED_MODULE_11__/* .declaredStepCount */ .K2)(host.workflow),
    });
    return paused ? { stop: t.stop, paused } : { stop: t.stop };
}


/***/ })

};
