export const id = 370;
export const ids = [370];
export const modules = {

/***/ 5370:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   getHistory: () => (/* binding */ getHistory)
/* harmony export */ });
/* harmony import */ var _agents_recorded_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2692);
/* harmony import */ var _runs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7976);
/* harmony import */ var _run_secret_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3136);
/* harmony import */ var _run_source_drift_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5682);
/* harmony import */ var _run_rewind_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2226);
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2862);
/* harmony import */ var _run_stop_codes_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2454);
/* harmony import */ var _run_runner_ended_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(6986);
/* harmony import */ var _state_lock_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(210);
/* harmony import */ var _run_command_line_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1439);
/* harmony import */ var _workspace_workspace_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5620);
/* harmony import */ var _model_load_and_check_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(2912);
/* harmony import */ var _run_context_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(6274);
/* harmony import */ var _model_run_scope_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(1513);
/* harmony import */ var _state_store_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(9916);
/* harmony import */ var _state_journal_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(666);
/* harmony import */ var _state_integrity_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(5970);
/* harmony import */ var _steps_decision_transition_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(183);
// `history`: a run's journal, event by event \u2014 what happened, in order, as the run's durable
// truth records it. Read-only; replays the journal like a resume does, so a journal a resume
// would refuse is reported with the same stop code.


















/**
 * What an invocation did, which its recorded `mode` (the one asked for, default resume) does not
 * say alone: the event that begins a journal started the run (new, or fresh in place of an earlier
 * one), every later one resumed it. Read from the journal as written, so journals already written
 * read right too.
 */
function startedAs(e) {
    if (e.seq > 1)
        return e.mode;
    const of = e.fresh_execution_of;
    if (!of)
        return e.mode === 'fresh' ? 'new run (mode fresh: no earlier run to replace)' : 'new run';
    const what = [of.status ? `it had stopped ${of.status}` : '', of.superseded_to ? `its files moved to ${of.superseded_to}` : ''].filter(Boolean).join('; ');
    return `fresh, in place of run ${of.run_id}${what ? ` (${what})` : ''}`;
}
/**
 * The rows of a journal's events. An approval_decided event does not name its step (it decides the
 * approval the run is paused at): its row names the step of the latest approval_reached, where the
 * run paused, the step the decision is recorded for (reduce.ts recordDecision).
 */
function rowsOf(events, workflow) {
    let paused = null;
    // The secret-looking input values of every invocation: a path made of one (an output
    // `runs/{{api_token}}/a.md`) shows them as ***, as run's and status's outputs: do (shownPath).
    const secrets = [...new Set(events.flatMap((e) => (e.event === 'run_started' ? (0,_run_secret_names_js__WEBPACK_IMPORTED_MODULE_2__.secretValuesOf)(e.inputs) : [])))];
    const shown = (path) => (secrets.length === 0 ? path : (0,_run_secret_names_js__WEBPACK_IMPORTED_MODULE_2__/* .maskValues */ .Z$)(path, secrets));
    return events.map((e) => {
        const row = rowOf(e, shown);
        // --json's data: every path the event names (the run root, a log, an output) with those values as *** too.
        if (secrets.length > 0)
            row.data = (0,_run_secret_names_js__WEBPACK_IMPORTED_MODULE_2__/* .maskedJson */ .az)(row.data, secrets);
        // A check of the files a step requires that skipped it says the skip (an aiox <id>_requires).
        const check = e.event === 'decision_taken' ? workflow.steps.get(e.step) : undefined;
        if (e.event === 'decision_taken' && check !== undefined)
            row.detail = (0,_steps_decision_transition_js__WEBPACK_IMPORTED_MODULE_16__/* .requiresSkipInWords */ .AQ)(check, e.outcome.record) ?? row.detail;
        if (e.event === 'approval_reached')
            paused = e.step;
        else if (e.event === 'approval_decided')
            row.step = paused;
        return row;
    });
}
/** `, agent claude (flags)`: the agent choice an invocation recorded (agents/recorded.ts). */
function agentsInWords(agents) {
    if (agents === undefined)
        return '';
    const shown = (0,_agents_recorded_js__WEBPACK_IMPORTED_MODULE_0__/* .describeAgents */ .i7)({ agent: agents.agent, agentCommand: agents.agent_command, agentArgs: agents.agent_args, freshSessions: agents.fresh_sessions === true });
    return shown === '' ? '' : `, agent ${shown} (${agents.from === 'run' ? "the run's record" : 'flags'})`;
}
function rowOf(e, shown) {
    const row = { seq: e.seq, at: e.at, event: e.event, step: null, visit: null, attempt: null, status: null, to: null, detail: '', data: e };
    if ('step' in e && typeof e.step === 'string')
        row.step = e.step;
    if ('visit' in e && typeof e.visit === 'number')
        row.visit = e.visit;
    if ('attempt' in e && typeof e.attempt === 'number')
        row.attempt = e.attempt;
    if ('to' in e)
        row.to = e.to ?? null;
    switch (e.event) {
        case 'run_started':
            row.detail = `${startedAs(e)}${e.stop_after_step ? `, stop after ${e.stop_after_step}` : ''}${e.source_commit ? ` at ${e.source_commit.slice(0, 12)}` : ''}${e.stagegate_version ? `, stagegate ${e.stagegate_version}` : ''}${agentsInWords(e.agents)}`;
            // Neither an --agent-arg nor an input that looks secret is printed, here either (--json's
            // data): as the summary, next: commands and logs show them (run/secret-names.ts shownInputs).
            row.data = { ...e, inputs: (0,_run_secret_names_js__WEBPACK_IMPORTED_MODULE_2__/* .shownInputs */ .BX)(e.inputs), ...(e.agents?.agent_args !== undefined ? { agents: { ...e.agents, agent_args: (0,_agents_recorded_js__WEBPACK_IMPORTED_MODULE_0__/* .shownAgentArgs */ .gc)(e.agents.agent_args) } } : {}) };
            break;
        case 'run_stopped':
        case 'stopped':
            row.status = e.code;
            row.detail = e.event === 'stopped' ? e.message : [e.signal !== undefined ? `by ${e.signal}` : '', e.stop_after_step !== undefined ? `stop after ${e.stop_after_step} not reached` : ''].filter((w) => w !== '').join(', ');
            break;
        case 'runner_lost':
            row.status = 'abandoned';
            row.detail = `the runner before this one died with this attempt in flight${e.branches !== undefined ? ` (branches ${e.branches.join(', ')} running)` : ''}: it runs again as its next attempt; ${e.killed === null ? 'leftover processes not looked for (none can be found by token here)' : `${e.killed} leftover process${e.killed === 1 ? '' : 'es'} killed`}`;
            break;
        case 'attempt_failed':
            row.status = e.code;
            row.detail = e.message;
            break;
        case 'gate_accepted':
            row.status = e.gate.status;
            row.detail = `${shown(e.artifact.path)} (sha256 ${e.artifact.sha256.slice(0, 12)}\u2026)${e.stop ? ` \u2014 ${e.stop}` : ''}`;
            row.data = { ...e, artifact: { ...e.artifact, path: shown(e.artifact.path) }, gate: typeof e.gate.artifact === 'string' ? { ...e.gate, artifact: shown(e.gate.artifact) } : e.gate, log: e.log === null ? null : shown(e.log) };
            break;
        case 'question_asked':
            row.status = e.status;
            row.detail = `asks: ${e.question}`;
            break;
        case 'question_answered':
            row.status = 'answered';
            row.detail = `by ${e.by}: ${e.answer}`;
            break;
        case 'exit_accepted':
            row.status = 'exit 0';
            row.detail = e.stop ?? '';
            break;
        case 'failure_routed':
            row.status = e.code;
            row.detail = `on_failure${e.stop ? ` \u2014 ${e.stop}` : ''}`;
            break;
        case 'decision_taken':
            row.visit = e.outcome.record.visit;
            row.status = e.outcome.record.chosen === 'else' ? 'else' : `if ${e.outcome.record.branches[e.outcome.record.chosen]?.expression ?? ''}`;
            row.to = e.outcome.to;
            // The target it chose; where it led instead when the run ended there (the loop limit; recorded since 2026-12-06).
            if (e.stop)
                row.detail = e.stop;
            break;
        case 'approval_reached':
            row.status = e.stop ?? 'followed';
            break;
        case 'step_skipped':
            if (e.by !== undefined)
                row.detail = `by ${e.by}`;
            break;
        case 'approval_decided':
            row.status = e.decision;
            row.detail = `by ${e.by}${e.source_commit ? ` at ${e.source_commit.slice(0, 12)}` : ''}${e.note ? `: ${e.note}` : ''}`;
            break;
        case 'source_changed':
            row.status = `on_source_change: ${e.change.policy}`;
            row.detail = (0,_run_source_drift_js__WEBPACK_IMPORTED_MODULE_3__/* .describeSourceChange */ .F)(e.change);
            break;
        case 'rewound':
            row.status = '--rerun-from';
            row.detail = `${(0,_run_rewind_js__WEBPACK_IMPORTED_MODULE_4__/* .describeRewind */ .Zn)({ step: e.step, taken_back: e.taken_back, ...(e.items !== undefined ? { items: e.items } : {}), ...(e.branches !== undefined ? { branches: e.branches } : {}) }, e.after_failure)}${e.stop ? ` \u2014 ${e.stop}` : ''}`;
            break;
        case 'child_routed':
        case 'phase_stopped':
            row.status = e.child_status;
            break;
        case 'child_failed':
        case 'foreach_ended':
            row.status = e.code;
            row.detail = e.message;
            break;
        case 'item_started':
            row.detail = `item ${e.item}`;
            break;
        case 'item_finished':
            row.status = e.outcome;
            row.detail = `item ${e.item}: ${e.end.kind}`;
            break;
        case 'branch_artifact':
            // A parallel branch's accepted output (its key: <step>.<branch>), as gate_accepted says a step's.
            row.status = e.artifact.gate_status ?? null;
            row.detail = `${e.key}: ${shown(e.artifact.path)} (sha256 ${e.artifact.sha256.slice(0, 12)}\u2026)`;
            row.data = { ...e, artifact: { ...e.artifact, path: shown(e.artifact.path) } };
            break;
        case 'branch_updated':
            row.detail = `branch ${e.branch}${e.patch.status ? `: ${e.patch.status}` : ''}`;
            row.status = e.patch.gate_status ?? e.patch.code ?? null;
            row.attempt = e.patch.attempt ?? null;
            break;
        case 'child_paused':
        case 'parallel_paused':
            row.status = 'PARTIAL_RESUMABLE';
            row.detail = e.message;
            break;
        case 'join_decided':
            row.status = e.outcome;
            row.detail = e.summary;
            break;
        case 'agent_attempt':
            row.step = e.record_on;
            row.visit = e.record.visit;
            row.attempt = e.record.attempt;
            row.status = e.record.outcome;
            row.detail = [
                `${e.record.agent} (${e.record.delegation})${e.record.session !== undefined ? `, session ${e.record.session}` : ''}`,
                ...(e.record.refused !== undefined ? [`never got to work: ${e.record.refused}`] : []),
                ...(e.record.usage_partial === true ? [`spend a lower bound: it ended before its CLI reported usage (${e.record.usage === null ? 'usage unknown: none printed' : e.record.usage.cost_usd != null ? 'cost a lower bound' : 'cost unknown'})`] : []),
            ].join('; ');
            break;
        case 'source_advanced':
            row.status = 'HEAD moved';
            row.detail = `${e.from_commit ? e.from_commit.slice(0, 12) : '(no commit)'} -> ${e.to_commit.slice(0, 12)}: a commit the run's own stage made (what was made before it stays current)`;
            break;
        case 'effect_done':
            row.detail = `once ${e.key}${e.branch !== undefined ? ` (branch ${e.branch})` : ''}: done at ${e.done_at}, stdout ${e.stdout_bytes} byte${e.stdout_bytes === 1 ? '' : 's'} (sha256 ${e.stdout_sha256.slice(0, 12)}\u2026)`;
            break;
        default:
            break;
    }
    return row;
}
function getHistory(workspaceRoot, workflowFile, invocation, importers, commandName = 'stagegate') {
    const base = { status: 'NOT_STARTED', exitCode: 0, message: '', workflow: null, runId: null, journalPath: null, events: [] };
    try {
        const workspace = new _workspace_workspace_js__WEBPACK_IMPORTED_MODULE_9__/* .Workspace */ .aR(workspaceRoot);
        const workflow = (0,_model_load_and_check_js__WEBPACK_IMPORTED_MODULE_10__/* .loadAndCheck */ .wy)(workspace, workflowFile, importers, undefined, undefined, commandName);
        // No run id where the state path names the run: the fix names the workflow's runs, as status's and plan's do.
        const ctx = (0,_run_context_js__WEBPACK_IMPORTED_MODULE_11__/* .withRunsNamed */ .i)(() => (0,_run_context_js__WEBPACK_IMPORTED_MODULE_11__/* .resolveRunContext */ .xn)(workflow, workspace, { ...invocation, mode: 'resume' }, new Date(), { readOnly: true, naming: { commandName, inputsInHints: true } }), () => (0,_runs_js__WEBPACK_IMPORTED_MODULE_1__/* .runIdNeededHint */ .fq)(workspace, workflow, commandName, 'history', (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_12__/* .stateLocatingInputs */ .G$)(workflow, new Map(Object.entries(invocation.tokens)))));
        // A state path made of a secret-looking input (`runs/{{api_token}}/\u2026`): the journal's path shows it as ***.
        const report = { ...base, workflow: workflow.name, runId: ctx.runId, journalPath: (0,_run_secret_names_js__WEBPACK_IMPORTED_MODULE_2__/* .shownPath */ .pS)((0,_state_journal_js__WEBPACK_IMPORTED_MODULE_14__/* .journalPathFor */ .S7)(ctx.statePath.rel), Object.fromEntries(ctx.bindings)) };
        // The context's replay, re-read only when the journal changed since (reloadRun).
        const load = (0,_state_store_js__WEBPACK_IMPORTED_MODULE_13__/* .reloadRun */ .pI)(ctx.existing, { state: ctx.statePath.abs, manifest: ctx.manifestPath.abs }, workflow, ctx.statePath.rel, { naming: ctx.naming });
        if (load.kind === 'absent') {
            // A mistyped run id reads as a run not started: name the workflow's runs there are (as status does).
            const hint = ctx.runIdGenerated ? undefined : (0,_runs_js__WEBPACK_IMPORTED_MODULE_1__/* .otherRunsHint */ .IY)(workspace, ctx, true, commandName, 'history');
            return { ...report, message: `no journal at ${report.journalPath}: the run has not started`, ...(hint ? { hint } : {}) };
        }
        if (load.kind === 'corrupt') {
            // history shows the journal: when it verifies (only a projection beside it was refused), its
            // events are shown with the violation, which keeps its stop code and exit status.
            if (load.journal) {
                const events = (0,_state_store_js__WEBPACK_IMPORTED_MODULE_13__/* .loadedEvents */ .vL)(load.journal);
                return { ...report, status: 'WORKFLOW_STATE_INTEGRITY_VIOLATION', exitCode: (0,_run_stop_codes_js__WEBPACK_IMPORTED_MODULE_6__/* .exitStatusFor */ .ex)('WORKFLOW_STATE_INTEGRITY_VIOLATION'), message: `${load.reason}; the journal's own chain and replay verify: its ${events.length} events follow`, hint: load.hint, events: rowsOf(events, workflow) };
            }
            // A run a newer stagegate wrote (RUN_WRITTEN_BY_NEWER_STAGEGATE): its events are that build's to show.
            throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .StagegateError */ .q((0,_state_store_js__WEBPACK_IMPORTED_MODULE_13__/* .refusedCode */ .Q_)(load), load.reason, { hint: load.hint, location: { file: load.file, ...(load.line !== undefined ? { line: load.line } : {}) } });
        }
        try {
            (0,_state_integrity_js__WEBPACK_IMPORTED_MODULE_15__/* .checkRunIdentity */ .Ee)(load.state, workflow, ctx.statePath.rel, { allowWorkflowChange: true, naming: ctx.naming, runId: ctx.runId });
        }
        catch (error) {
            // Another workflow's run (or run id's) at this state path: its events are not this run's to show.
            if (!(0,_run_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .isStagegateError */ .W)(error))
                throw error;
            return { ...report, status: error.code, exitCode: (0,_run_stop_codes_js__WEBPACK_IMPORTED_MODULE_6__/* .exitStatusFor */ .ex)(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}) };
        }
        const recorded = load.state.in_flight !== null ? 'IN_PROGRESS' : load.state.status;
        // IN_PROGRESS with its last invocation's own end recorded (STATE_WRITE_FAILED): that stop and
        // its exit status, as `run` exited and `status` reports. Not while a runner holds the lock, as
        // status: one resuming it (until its invocation is recorded), or another machine's, which
        // cannot be told from here; the run is then IN_PROGRESS, not "no runner holds the run".
        const ended = recorded === 'IN_PROGRESS' && !_state_lock_js__WEBPACK_IMPORTED_MODULE_7__/* .RunLock */ .jj.isHeld(ctx.lockPath) ? (0,_run_runner_ended_js__WEBPACK_IMPORTED_MODULE_17__/* .runnerEnded */ .t)(load.state) : null;
        const status = ended ?? recorded;
        const events = (0,_state_store_js__WEBPACK_IMPORTED_MODULE_13__/* .loadedEvents */ .vL)(load.journal);
        const stopped = ended === null ? '' : `; the run's last runner stopped ${ended}${ended === 'STATE_WRITE_FAILED' ? ": the run's state could not be written" : ''}, and no runner holds the run`;
        const resume = ended === null ? {} : { hint: `Resume it: ${(0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_8__/* .runCommandLine */ .rZ)(commandName, workflow.file, ctx.runId, ctx.naming?.locating ?? [])}` };
        return { ...report, status, exitCode: (0,_run_stop_codes_js__WEBPACK_IMPORTED_MODULE_6__/* .recordedExitStatus */ .R$)(status, load.state.invocations.at(-1)), message: `${events.length} events${stopped}`, ...resume, events: rowsOf(events, workflow) };
    }
    catch (error) {
        if (!(0,_run_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .isStagegateError */ .W)(error))
            throw error;
        return { ...base, status: error.code, exitCode: (0,_run_stop_codes_js__WEBPACK_IMPORTED_MODULE_6__/* .exitStatusFor */ .ex)(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}) };
    }
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


/***/ })

};
