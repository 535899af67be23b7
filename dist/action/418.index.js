export const id = 418;
export const ids = [418];
export const modules = {

/***/ 62418:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runParallelStep: () => (/* binding */ runParallelStep)
/* harmony export */ });
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82862);
/* harmony import */ var _state_lock_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20210);
/* harmony import */ var _run_scoped_note_js__WEBPACK_IMPORTED_MODULE_21__ = __webpack_require__(99766);
/* harmony import */ var _shards_branch_fan_out_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(85404);
/* harmony import */ var _shards_intake_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(94708);
/* harmony import */ var _shards_earlier_instance_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(65709);
/* harmony import */ var _shards_merge_marker_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(12900);
/* harmony import */ var _run_bindings_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(43671);
/* harmony import */ var _run_effects_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(51319);
/* harmony import */ var _state_journal_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(90666);
/* harmony import */ var _run_transition_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(29122);
/* harmony import */ var _run_reduce_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(32712);
/* harmony import */ var _run_attempts_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(92438);
/* harmony import */ var _model_workflow_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(57280);
/* harmony import */ var _branches_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(29739);
/* harmony import */ var _process_revisions_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(55711);
/* harmony import */ var _run_step_count_js__WEBPACK_IMPORTED_MODULE_20__ = __webpack_require__(29765);
/* harmony import */ var _join_js__WEBPACK_IMPORTED_MODULE_19__ = __webpack_require__(6111);
/* harmony import */ var _records_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(30005);
/* harmony import */ var _process_kinds_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(45630);
/* harmony import */ var _child_run_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(44439);
/* harmony import */ var _run_run_files_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(62054);
// Parallel steps: the branches of one step run concurrently in this runner, at most
// max_concurrency at a time, each through the same attempt loop, preparation and judging as a
// sequential stage (child_workflow branches through runChildStep). Each branch has its own record
// in the step's state entry; the join (all | any | majority) is decided as soon as the outcome
// cannot change, after which no branch starts (running ones finish, the rest: not_run).
//
// Crash safety: a branch is recorded running (committed) before its process starts, and its
// result is committed when it ends \u2014 together with the start of the branch that takes its slot,
// or on its own when none does. A resume reuses succeeded and failed branches and runs the
// pending and running ones again (a running one as its next attempt).






















/** Run one attempt of a parallel step. Returns the stop code, or undefined to go on. */
async function runParallelStep(host, step) {
    // `stagegate merge`: the branches' verdicts come from shards that ran elsewhere (core/shards),
    // every one verified (and installed in the run root) before anything is applied; no branch runs here.
    const merging = host.request.shards?.step === step.id ? host.request.shards : undefined;
    const started = host.clock();
    const branches = (0,_branches_js__WEBPACK_IMPORTED_MODULE_13__/* .branchesOf */ .IJ)(host.workflow, step);
    const join = step.def.parallel?.join ?? 'all';
    if (!merging)
        refuseInterruptedMerge(host, step);
    if (!merging)
        refuseBranchesHeldByShards(host, step, branches);
    // In one process too, a branch whose shard already finished in the run root is not run again:
    // its verified verdict is taken as a merge would take it (a foreach item's finished shard is its
    // item run, which a resume records the same way).
    const intake = merging ?? (0,_shards_intake_js__WEBPACK_IMPORTED_MODULE_3__/* .shardIntake */ .$A)(step.id, []);
    const results = intake.accept(host, step);
    const { state } = host.apply({ event: 'attempt_started', at: host.now(), step: step.id, visit: 0, attempt: 0 });
    const { visit, attempt } = state.in_flight;
    host.apply({ event: 'parallel_begun', at: host.now(), step: step.id, visit, join });
    // In flight, with every branch's record, before any branch starts.
    host.commit();
    const run = new ParallelRun(host, step, branches, join);
    if (results.size > 0)
        run.merge(results, intake.report.merged);
    if (!merging)
        await run.execute();
    const durationMs = host.clock() - started;
    const finished = (ok, r) => {
        const s = host.state();
        host.ports.onEvent?.({ type: 'stage_finished', step: step.id, visit, attempt, ok, ...r, durationMs, ...host.progress(s.completed_steps, step.id), totalSteps: (0,_model_workflow_js__WEBPACK_IMPORTED_MODULE_12__/* .declaredStepCount */ .K2)(host.workflow) });
    };
    if (run.decided === undefined && merging && run.error === undefined) {
        // Branches without a verdict here stay pending: listed by `shards` again, or run by a resume.
        const left = branches.filter((b) => ['pending', 'running'].includes((0,_records_js__WEBPACK_IMPORTED_MODULE_15__/* .branchRecord */ .Ww)(host.state(), step.id, b.id).status)).map((b) => b.id);
        merging.report.pending.push(...left);
        const merged = merging.report.merged.length;
        const message = `parallel step ${step.id}: merged ${merged} shard${merged === 1 ? '' : 's'}; the join (${join}) is not decided yet and ${left.length} branch${left.length === 1 ? '' : 'es'} still pending (${left.join(', ')}): ${(0,_shards_earlier_instance_js__WEBPACK_IMPORTED_MODULE_4__/* .removeLeftoversFirst */ .xD)(merging.report, host.ctx.runId)}run them as shards (stagegate shards lists them) and merge again, or resume to run them here`;
        host.apply({ event: 'stopped', at: host.now(), code: 'PARTIAL_RESUMABLE', message });
        host.commit();
        return 'PARTIAL_RESUMABLE';
    }
    const waiting = run.waiting();
    if (run.decided === undefined && run.error === undefined && waiting.length > 0) {
        // Branches' child runs paused and every other branch is final: the step waits for them (a
        // pause, as a child_workflow step's: nothing failed). The approvals they wait for, in
        // declared order, are what the run's outcome names (the first in its next command).
        host.childrenAwaitApproval(waiting.flatMap((w) => (w.approval ? [w.approval] : [])));
        const t = host.apply({ event: 'parallel_paused', at: host.now(), step: step.id, branches: waiting.map((w) => w.branch), message: pauseMessage(step, waiting) });
        host.commit();
        finished(false, { code: t.stop, next: t.state.active_step });
        return t.stop;
    }
    if (run.decided === undefined) {
        // A branch stopped with a code that is not a verdict (gate or contract error, budget \u2026):
        // like a sequential stage, the step stays active and a resume runs the unfinished branches.
        const error = run.error;
        host.apply({ event: 'attempt_failed', at: host.now(), step: step.id, code: error.code, message: error.message, exit_status: null, signal: null, duration_ms: durationMs, log: null, ...(error.answerCommand !== undefined ? { answer_command: error.answerCommand } : {}) });
        host.commit();
        finished(false, { code: error.code });
        // The branch's gate at a line of its output, as a sequential stage's: the outcome's location.
        if (error.location)
            host.stopAt(error.code, error.location);
        return error.code;
    }
    const applied = host.apply({
        event: 'join_decided',
        at: host.now(),
        step: step.id,
        outcome: run.decided,
        summary: run.summary(),
        source_gaps: run.sourceGaps,
        present: host.present((0,_model_workflow_js__WEBPACK_IMPORTED_MODULE_12__/* .conditionalInputs */ .s4)(step.def.statuses)),
        duration_ms: durationMs,
        stop_after: host.stopsAfter(step.id),
        to: null,
        stop: null,
    });
    host.commit();
    // A decided join is the step's status, routed by its statuses map like a stage's gate (PARALLEL_FAILED
    // too: it leads where the map says, or to the stop the run ends in), not a failed attempt. A
    // failed join the map does not route (WORKFLOW_BLOCKED_PARALLEL_JOIN, or on_failure's stop) is
    // the step failing: marked as a failed step is (\u2717 and the stop), never \u2713.
    const routed = Object.prototype.hasOwnProperty.call(step.def.statuses ?? {}, 'PARALLEL_FAILED');
    const stops = applied.stop !== undefined && applied.stop !== 'WORKFLOW_COMPLETE' && applied.stop !== 'PARTIAL_RESUMABLE';
    if (run.decided === 'PARALLEL_FAILED' && !routed && stops) {
        finished(false, { code: applied.stop, next: applied.state.active_step });
        return applied.stop;
    }
    finished(true, { gateStatus: run.decided, ...(applied.stop !== undefined ? { code: applied.stop } : {}), next: applied.state.active_step });
    return applied.stop;
}
class ParallelRun {
    host;
    step;
    branches;
    join;
    decided;
    error;
    sourceGaps = false;
    fatal;
    /** Branches whose child runs paused in this invocation (runChildBranch). */
    paused = new Map();
    succeeded = 0;
    failed = 0;
    active = 0;
    /**
     * A finished branch's verdict is applied but not committed yet: it is committed with the start
     * of the branch that takes its slot (one append and one projection where there were two; a
     * wave of 8 branches ending together queued 16 commits), or at once when none starts.
     */
    owed = false;
    /** What the finished branches say (stage_finished), told once their verdicts are on disk. */
    untold = [];
    queue = [];
    next = 0;
    max;
    constructor(host, step, branches, join) {
        this.host = host;
        this.step = step;
        this.branches = branches;
        this.join = join;
        this.max = step.def.parallel?.max_concurrency ?? _branches_js__WEBPACK_IMPORTED_MODULE_13__/* .DEFAULT_MAX_CONCURRENCY */ .zq;
        const records = (0,_records_js__WEBPACK_IMPORTED_MODULE_15__/* .parallelOf */ .Nl)(host.state(), step.id).branches;
        for (const b of branches) {
            const r = records[b.id];
            if (r.status === 'succeeded')
                this.succeeded++;
            else if (r.status === 'failed') {
                this.failed++;
                if (r.code === 'WORKFLOW_BLOCKED_SOURCE_GAPS')
                    this.sourceGaps = true;
            }
            else if (r.status === 'pending' || r.status === 'running')
                this.queue.push(b);
        }
        this.decided = (0,_join_js__WEBPACK_IMPORTED_MODULE_19__/* .joinDecision */ .Z)(join, branches.length, this.succeeded, this.failed);
    }
    /** The branches waiting on their paused child runs, in declared order. */
    waiting() {
        return this.branches.flatMap((b) => {
            const w = this.paused.get(b.id);
            return w ? [w] : [];
        });
    }
    label(branch) {
        return `${this.step.id}.${branch.id}`;
    }
    /** One line for the join: the branches as join_decided leaves them (the unfinished ones marked). */
    summary() {
        const records = (0,_records_js__WEBPACK_IMPORTED_MODULE_15__/* .parallelOf */ .Nl)((0,_records_js__WEBPACK_IMPORTED_MODULE_15__/* .markNotRun */ .q3)(this.host.state(), this.step.id), this.step.id).branches;
        const by = (status) => this.branches.filter((b) => records[b.id]?.status === status).map((b) => b.id);
        const parts = [`${this.succeeded} of ${this.branches.length} succeeded`];
        // Each failed branch with how it failed and its log: the cause, not only the name.
        const failed = by('failed').map((id) => {
            const r = records[id];
            return `${id} (${(0,_records_js__WEBPACK_IMPORTED_MODULE_15__/* .howBranchFailed */ .IJ)(r)}${r.log !== null ? `, log ${r.log}` : ''})`;
        });
        if (failed.length > 0)
            parts.push(`failed: ${failed.join(', ')}`);
        const notRun = by('not_run');
        if (notRun.length > 0)
            parts.push(`not run: ${notRun.join(', ')}`);
        return parts.join('; ');
    }
    stopStarting() {
        return this.decided !== undefined || this.error !== undefined || this.fatal !== undefined;
    }
    async execute() {
        if (this.decided === undefined) {
            await new Promise((resolve) => {
                const pump = () => {
                    while (this.active < this.max && this.next < this.queue.length && !this.stopStarting()) {
                        const branch = this.queue[this.next++];
                        this.active++;
                        this.runBranch(branch)
                            .then((outcome) => this.settle(outcome))
                            .catch((error) => {
                            this.fatal ??= error;
                        })
                            .finally(() => {
                            this.active--;
                            pump();
                            this.settleDebt();
                            this.tell();
                        });
                    }
                    if (this.active === 0)
                        resolve();
                };
                pump();
            });
        }
        if (this.fatal !== undefined)
            throw this.fatal;
    }
    /**
     * `stagegate merge`: each open branch with a verified shard result takes that result, in
     * declared order (so the journal is the same whatever order the shards finished in): its agent
     * attempts, its accepted output and its final record, as the branch's own run would have
     * recorded them here (on this visit).
     */
    merge(results, merged) {
        const { host, step } = this;
        const visit = (0,_records_js__WEBPACK_IMPORTED_MODULE_15__/* .parallelOf */ .Nl)(host.state(), step.id).visit;
        for (const branch of this.queue) {
            const result = results.get(branch.id);
            const record = result ? (0,_shards_branch_fan_out_js__WEBPACK_IMPORTED_MODULE_2__/* .shardBranchRecord */ .kQ)(result.state, step.id, branch.id) : undefined;
            if (!result || !record)
                continue;
            for (const attempt of result.state.steps[step.id]?.transcripts ?? [])
                host.apply({ event: 'agent_attempt', at: host.now(), record_on: step.id, record: { ...attempt, visit } });
            const key = (0,_branches_js__WEBPACK_IMPORTED_MODULE_13__/* .artifactKey */ .Wf)(step.id, branch.id);
            const artifact = result.state.artifacts[key];
            if (artifact)
                host.apply({ event: 'branch_artifact', at: host.now(), key, artifact: { ...artifact, visit } });
            const { token: _token, visit: _visit, ...patch } = record;
            this.update(branch, patch);
            merged.push(branch.id);
            this.settle(record.status === 'succeeded' ? { kind: 'succeeded' } : { kind: 'failed', sourceGaps: record.code === 'WORKFLOW_BLOCKED_SOURCE_GAPS' });
            this.emit({ type: 'note', message: `${this.label(branch)}: ${record.status} (merged from shard ${result.folder})`, step: this.label(branch) });
        }
        // A branch merged here never starts here.
        this.queue = this.queue.filter((b) => !merged.includes(b.id));
        host.commit();
    }
    /** Report the finished branches whose verdicts are committed now (the progress line says done only then). */
    tell() {
        // Not committed (a commit failed: the run stops with STATE_WRITE_FAILED): never told as done.
        if (this.owed || this.fatal !== undefined)
            return;
        const told = this.untold;
        this.untold = [];
        for (const event of told)
            this.emit(event);
    }
    /** Commit a finished branch's verdict that no branch start committed (see `owed`). */
    settleDebt() {
        if (!this.owed)
            return;
        this.owed = false;
        try {
            this.host.commit();
        }
        catch (error) {
            this.fatal ??= error;
        }
    }
    settle(outcome) {
        if (outcome.kind === 'succeeded')
            this.succeeded++;
        else if (outcome.kind === 'failed') {
            this.failed++;
            if (outcome.sourceGaps)
                this.sourceGaps = true;
        }
        else if (outcome.kind === 'error') {
            const { kind: _kind, ...error } = outcome;
            this.error ??= error;
        }
        this.decided ??= (0,_join_js__WEBPACK_IMPORTED_MODULE_19__/* .joinDecision */ .Z)(this.join, this.branches.length, this.succeeded, this.failed);
    }
    update(branch, patch) {
        this.host.apply({ event: 'branch_updated', at: this.host.now(), step: this.step.id, branch: branch.id, patch });
    }
    record(branch) {
        return (0,_records_js__WEBPACK_IMPORTED_MODULE_15__/* .branchRecord */ .Ww)(this.host.state(), this.step.id, branch.id);
    }
    emit(event) {
        this.host.ports.onEvent?.(event);
    }
    runBranch(branch) {
        return branch.kind === 'child_workflow' ? this.runChildBranch(branch) : this.runProcessBranch(branch);
    }
    /**
     * Where else this branch may have run `stagegate once` on this visit: in a shard's run, the run's
     * own journal (the branch ran here before the shard took it); in the run, the branch's shard
     * journal (a shard ran it before this process took it over).
     */
    effectsAlso(branch) {
        const { host, step } = this;
        if (host.request.effectsAlso !== undefined)
            return { [_run_effects_js__WEBPACK_IMPORTED_MODULE_7__/* .EFFECTS_ALSO_VARIABLE */ .Ee]: host.request.effectsAlso };
        const shard = host.workspace.tryResolve((0,_shards_branch_fan_out_js__WEBPACK_IMPORTED_MODULE_2__/* .branchShardStatePath */ .z8)(host.ctx.runRoot.rel, step.id, branch.id, this.record(branch).visit));
        return shard === undefined ? {} : { [_run_effects_js__WEBPACK_IMPORTED_MODULE_7__/* .EFFECTS_ALSO_VARIABLE */ .Ee]: (0,_run_effects_js__WEBPACK_IMPORTED_MODULE_7__/* .effectsAlsoEntry */ .WL)('*', (0,_state_journal_js__WEBPACK_IMPORTED_MODULE_8__/* .journalPathFor */ .S7)(shard.abs)) };
    }
    /** An outcome that is not a verdict: the branch stays pending (a resume runs it again). */
    errored(branch, code, message, answerCommand) {
        this.update(branch, { status: 'pending', code, error: message });
        this.host.commit();
        return { kind: 'error', code, message, ...(answerCommand !== undefined ? { answerCommand } : {}) };
    }
    async runProcessBranch(branch) {
        const { host, step } = this;
        const bindings = (0,_branches_js__WEBPACK_IMPORTED_MODULE_13__/* .branchBindings */ .b8)(host.ctx.bindings, step, branch, host.state());
        let output;
        let stage;
        try {
            output = (0,_run_bindings_js__WEBPACK_IMPORTED_MODULE_6__/* .resolveOutput */ .ST)(branch, bindings, host.workspace, host.workflow, (0,_run_run_files_js__WEBPACK_IMPORTED_MODULE_18__/* .runFileOf */ .FS)(host.ctx, host.ancestry));
            stage = (0,_process_kinds_js__WEBPACK_IMPORTED_MODULE_16__/* .processStageFor */ .z)(branch.kind)({ workflow: host.workflow, workspace: host.workspace, step: branch, state: host.state(), bindings, output, agents: host.request.agents ?? {} });
        }
        catch (error) {
            if (!(0,_run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isStagegateError */ .W)(error))
                throw error;
            return this.errored(branch, error.code, `branch ${this.label(branch)}: ${error.message}`);
        }
        const subject = {
            step: branch,
            recordOn: step,
            label: this.label(branch),
            outputStep: step.id,
            outputBranch: branch.id,
            logStem: (0,_branches_js__WEBPACK_IMPORTED_MODULE_13__/* .artifactKey */ .Wf)(step.id, branch.id),
            envStep: step.id,
            extraEnv: { STAGEGATE_BRANCH: branch.id, ...this.effectsAlso(branch) },
            bindings,
            output,
            stage,
            peek: () => {
                const previous = this.record(branch);
                return { visit: previous.visit, attempt: previous.attempt + 1, previousFailure: previous.error };
            },
            begin: (token) => {
                // Committed right after this (before the process starts), with any verdict still owed.
                this.owed = false;
                const previous = this.record(branch);
                const attempt = previous.attempt + 1;
                const logRoot = host.ctx.runRoot.rel === '.' ? '' : host.ctx.runRoot.rel + '/';
                // The token is on disk with the running record, before the process starts (run/leftovers.ts).
                this.update(branch, { status: 'running', attempt, log: `${logRoot}logs/${(0,_branches_js__WEBPACK_IMPORTED_MODULE_13__/* .artifactKey */ .Wf)(step.id, branch.id)}.v${previous.visit}.a${attempt}.log`, token });
            },
            fail: (f, final) => {
                const retryable = _run_attempts_js__WEBPACK_IMPORTED_MODULE_11__/* .RETRYABLE */ .rV.has(f.code);
                const status = !final ? { status: 'pending' } : retryable ? { status: 'failed', gate_status: null } : { status: 'pending' };
                this.update(branch, { exit_status: f.result.exitCode, duration_ms: f.result.durationMs, log: f.log.rel, code: f.code, error: f.message, ...status });
                if (final)
                    host.commit();
                this.emit({ type: 'stage_finished', step: this.label(branch), visit: f.visit, attempt: f.attempt, ok: false, code: f.code, exitStatus: f.result.exitCode, durationMs: f.result.durationMs, ...host.progress(host.state().completed_steps, this.label(branch)), totalSteps: (0,_model_workflow_js__WEBPACK_IMPORTED_MODULE_12__/* .declaredStepCount */ .K2)(host.workflow), logPath: f.log.rel });
            },
        };
        const end = await (0,_run_attempts_js__WEBPACK_IMPORTED_MODULE_11__/* .runAttempts */ .iQ)(host, subject);
        if (end.kind === 'spent')
            return this.errored(branch, 'WORKFLOW_BUDGET_EXCEEDED', end.breach.message);
        // Not a verdict: the branch stays pending (a resume runs it again as its next attempt).
        if (end.kind === 'interrupted')
            return this.errored(branch, 'WORKFLOW_INTERRUPTED', end.message);
        if (end.kind === 'failed')
            return _run_attempts_js__WEBPACK_IMPORTED_MODULE_11__/* .RETRYABLE */ .rV.has(end.failed.code) ? { kind: 'failed', sourceGaps: false } : { kind: 'error', code: end.failed.code, message: end.failed.message, ...(end.failed.location ? { location: end.failed.location } : {}) };
        return this.accepted(branch, end.accepted);
    }
    /** A branch attempt that passed judging: its gate status routes it to DONE (succeeded) or BLOCKED (failed). */
    accepted(branch, a) {
        const { host } = this;
        const key = (0,_branches_js__WEBPACK_IMPORTED_MODULE_13__/* .artifactKey */ .Wf)(this.step.id, branch.id);
        let outcome = { kind: 'succeeded' };
        let gateStatus = null;
        if (a.verdict.gate) {
            const gate = a.verdict.gate;
            gateStatus = gate.status;
            const present = host.present((0,_model_workflow_js__WEBPACK_IMPORTED_MODULE_12__/* .conditionalInputs */ .s4)(branch.def.statuses));
            const route = (0,_run_transition_js__WEBPACK_IMPORTED_MODULE_9__/* .routeStatus */ .KY)(branch, gate.status, (n) => present.includes(n));
            if (route?.kind !== 'done' && route?.kind !== 'blocked') {
                // validate allows only DONE and BLOCKED here; a step target would mean a hand-edited model.
                return this.errored(branch, 'WORKFLOW_STATUS_CONTRACT_VIOLATION', `branch ${this.label(branch)} reported ${gate.status}, which routes to a step: branch statuses lead to DONE or BLOCKED only`);
            }
            if (route.kind === 'blocked')
                outcome = { kind: 'failed', sourceGaps: gate.source_resolvable_open > 0 };
            // The digest of the bytes the gate was read from (one pass in the judge), never a second read.
            const evidence = a.verdict.evidence;
            const { sha256, size } = a.verdict.digest;
            const at = host.now();
            host.apply({ event: 'branch_artifact', at, key, artifact: { path: evidence.rel, sha256, size, step: key, gate_status: gate.status, visit: a.visit, accepted_at: at } });
            this.update(branch, { output: evidence.rel, sha256, gate: (0,_run_transition_js__WEBPACK_IMPORTED_MODULE_9__/* .gateRecordOf */ .C7)(gate) });
        }
        else {
            // An action branch judged by its exit status may revise accepted outputs, as an action step
            // does (process/revisions.ts): re-recorded, so the run's end check, status and a resume do not
            // take the revision for tampering. Not this step's own branches' outputs: a sibling still
            // running may be rewriting its earlier visit's output, which its own verdict records.
            const revised = Object.fromEntries(Object.entries((0,_process_revisions_js__WEBPACK_IMPORTED_MODULE_14__/* .revisedArtifacts */ .U)(host.state(), host.workspace, key)).filter(([owner]) => (0,_branches_js__WEBPACK_IMPORTED_MODULE_13__/* .branchOfArtifactKey */ .Dz)(host.workflow, owner)?.step.id !== this.step.id));
            if (Object.keys(revised).length > 0)
                host.apply({ event: 'artifacts_revised', at: host.now(), artifacts: revised });
        }
        this.update(branch, {
            exit_status: a.result.exitCode,
            duration_ms: a.result.durationMs,
            log: a.log.rel,
            status: outcome.kind === 'succeeded' ? 'succeeded' : 'failed',
            gate_status: gateStatus,
            code: outcome.kind === 'failed' && outcome.sourceGaps ? 'WORKFLOW_BLOCKED_SOURCE_GAPS' : null,
            error: null,
        });
        this.owed = true;
        this.untold.push({
            type: 'stage_finished',
            step: this.label(branch),
            visit: a.visit,
            attempt: a.attempt,
            ok: true,
            gateStatus: gateStatus ?? 'exit 0',
            // A branch leads to DONE (it succeeded) or BLOCKED (it failed), never to a step.
            next: outcome.kind === 'succeeded' ? 'DONE' : 'BLOCKED',
            durationMs: a.result.durationMs,
            ...host.progress(host.state().completed_steps, this.label(branch)),
            totalSteps: (0,_model_workflow_js__WEBPACK_IMPORTED_MODULE_12__/* .declaredStepCount */ .K2)(host.workflow),
            logPath: a.log.rel,
        });
        return outcome;
    }
    /**
     * A child_workflow branch: runChildStep runs it over a scratch state in which the branch is
     * the active step (so the child machinery, its fresh/resume rules and its crash safety are
     * the sequential ones); what it records is carried into the branch's record.
     */
    async runChildBranch(branch) {
        const { host, step } = this;
        const previous = this.record(branch);
        const base = host.state();
        const scratchRecord = { kind: branch.kind, status: 'pending', visits: previous.visit, attempts: previous.attempt, visit_attempts: previous.attempt, ...(previous.child ? { child: previous.child } : {}) };
        let scratch = {
            ...base,
            active_step: branch.id,
            in_flight: previous.attempt > 0 ? { step: branch.id, visit: previous.visit, attempt: previous.attempt, started_at: host.now() } : null,
            steps: { ...base.steps, [branch.id]: scratchRecord },
            completed_steps: [],
            failed_or_blocked_steps: [],
            // The scratch run's own transitions: its last one says how the branch's child ended.
            last_transition: null,
            recent: [],
        };
        // The branch as a step of the scratch run (its transitions lead to DONE or BLOCKED only).
        const scratchWorkflow = { ...host.workflow, steps: new Map([...host.workflow.steps, [branch.id, branch]]) };
        let approval;
        const carry = () => {
            const r = scratch.steps[branch.id];
            const flight = scratch.in_flight;
            this.update(branch, { ...(flight ? { attempt: flight.attempt, status: 'running' } : {}), ...(r.child ? { child: r.child } : {}) });
        };
        const ctx = { ...host.ctx, bound: { ...host.ctx.bound, controls: { ...host.ctx.bound.controls, stopAfterStep: null } } };
        const scratchCount = new _run_step_count_js__WEBPACK_IMPORTED_MODULE_20__/* .StepCount */ .Y(host.workflow);
        const childHost = {
            workflow: host.workflow,
            workspace: host.workspace,
            request: host.request,
            ancestry: host.ancestry,
            ctx,
            ports: prefixed(host.ports, step.id),
            state: () => scratch,
            apply: (event) => {
                const applied = (0,_run_reduce_js__WEBPACK_IMPORTED_MODULE_10__/* .applyEvent */ .Z8)(scratch, event, scratchWorkflow);
                scratch = applied.state;
                return applied;
            },
            // The scratch run's news reaches the journal as the branch's record, committed at once
            // (the child's start must be on disk before the child runs).
            commit: () => {
                carry();
                this.owed = false;
                host.commit();
            },
            stopsAfter: () => false,
            // Told to the run by the step once it pauses: every waiting branch's, in declared order.
            childrenAwaitApproval: (children) => {
                approval = children[0];
            },
            childRefusedSource: () => host.childRefusedSource(),
            stopFix: (code, hint) => host.stopFix(code, hint),
            // A branch asks no person (validate: PARALLEL_BRANCH_TARGET): it takes no answer.
            takeAnswer: () => undefined,
            answerWaits: () => false,
            stopAt: (code, location) => host.stopAt(code, location),
            warn: (message, said, step) => host.warn(message, said, step),
            present: (names) => host.present(names),
            now: () => host.now(),
            clock: () => host.clock(),
            stagesRan: (count) => host.stagesRan(count),
            // The scratch run counts its own steps (as it did before): its own highest count.
            progress: (completed, step) => scratchCount.after(completed, step),
            envBase: () => host.envBase(),
            attemptToken: () => host.attemptToken(),
            runChild: (request, ports) => host.runChild(request, ports),
        };
        const started = host.clock();
        const { stop, paused } = await (0,_child_run_js__WEBPACK_IMPORTED_MODULE_17__.runChild)(childHost, branch);
        const r = scratch.steps[branch.id];
        const last = scratch.last_transition;
        const attempt = last?.attempt ?? previous.attempt + 1;
        const gateStatus = r.gate?.['status'] ?? r.child?.status ?? null;
        const common = { attempt, gate_status: gateStatus, duration_ms: host.clock() - started, exit_status: null, ...(r.child ? { child: r.child } : {}) };
        if (last?.outcome === 'complete') {
            this.update(branch, { ...common, status: 'succeeded', code: null, error: null });
            host.commit();
            return { kind: 'succeeded' };
        }
        if (paused && stop === 'PARTIAL_RESUMABLE' && last?.outcome === 'stopped') {
            // The child paused: the branch waits (pending, no failure code: a resume runs it again and
            // continues the child); the step pauses once no other branch is left to run.
            this.update(branch, { ...common, status: 'pending', code: null, error: null });
            host.commit();
            this.paused.set(branch.id, { branch: branch.id, pause: paused, ...(approval ? { approval } : {}) });
            return { kind: 'paused' };
        }
        if (last?.outcome === 'blocked' || (stop !== undefined && _run_attempts_js__WEBPACK_IMPORTED_MODULE_11__/* .RETRYABLE */ .rV.has(stop))) {
            const sourceGaps = stop === 'WORKFLOW_BLOCKED_SOURCE_GAPS';
            this.update(branch, { ...common, status: 'failed', code: sourceGaps ? stop : last?.outcome === 'blocked' ? null : stop, error: last?.outcome === 'blocked' ? null : (scratch.message ?? null) });
            host.commit();
            return { kind: 'failed', sourceGaps };
        }
        this.update(branch, common);
        const code = stop ?? 'WORKFLOW_STATUS_CONTRACT_VIOLATION';
        const message = stop === undefined ? `branch ${this.label(branch)} routed its child's outcome to a step: branch statuses lead to DONE or BLOCKED only` : (scratch.message ?? code);
        // A question in the child run (or below it): the command that answers, as its child_failed recorded it.
        return this.errored(branch, code, message, code === 'WORKFLOW_ANSWER_REQUIRED' ? r.answer_command : undefined);
    }
}
/** The step's pause: each waiting branch's child run, what it said, and where it is decided. */
function pauseMessage(step, waiting) {
    const one = waiting.length === 1;
    const run = ({ pause }) => `run ${pause.runId ?? '-'} of ${pause.workflowFile} paused: ${pause.childMessage}${pause.decide !== undefined ? ` (decide there: ${pause.decide})` : ''}`;
    const parts = one ? `branch ${waiting[0].branch}: ${run(waiting[0])}` : `${waiting.length} branches: ${waiting.map((w) => `branch ${w.branch}: ${run(w)}`).join('; ')}`;
    return `parallel step ${step.id} waits on ${parts}; then resume this run to continue ${one ? 'its child run' : 'their child runs'}`;
}
/**
 * A branch's folder is also its shard's (`run --shard`, core/shards): a leg running it there holds
 * its lock. An in-process run never runs a branch a live leg holds (the leg checks the run's lock
 * after taking its own, so the two never both run it): nothing is recorded, the run stops locked.
 */
function refuseBranchesHeldByShards(host, step, branches) {
    const record = host.state().steps[step.id];
    const visit = (0,_run_transition_js__WEBPACK_IMPORTED_MODULE_9__/* .currentVisit */ .$n)(record);
    const records = record?.parallel?.visit === visit ? record.parallel.branches : undefined;
    for (const branch of branches) {
        const status = records?.[branch.id]?.status ?? 'pending';
        if (status !== 'pending' && status !== 'running')
            continue;
        const statePath = (0,_shards_branch_fan_out_js__WEBPACK_IMPORTED_MODULE_2__/* .branchShardStatePath */ .z8)(host.ctx.runRoot.rel, step.id, branch.id, visit);
        const abs = host.workspace.tryResolve(statePath)?.abs;
        if (abs !== undefined && _state_lock_js__WEBPACK_IMPORTED_MODULE_1__/* .RunLock */ .jj.isHeld(`${abs}.lock`)) {
            throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_LOCKED', `parallel step ${step.id}: branch ${branch.id} is running as a shard (${statePath}.lock is held by a live leg); nothing was changed`, { hint: 'Resume once it ends, or merge it (stagegate merge).' });
        }
    }
}
/**
 * A merge interrupted while it copied shards here: its folders are not branch runs to resume (nothing
 * is recorded, the run stops); a marker whose folders are all gone is removed \u2014 here, before the
 * shard intake verifies the run root's shards (a refused one would otherwise leave it behind for
 * `run --shard` to stop on). The intake's own marker bookkeeping (the merge's: shards/intake.ts)
 * then finds no marker and copies nothing, so on a resume it never acts.
 */
function refuseInterruptedMerge(host, step) {
    const naming = host.ctx.naming;
    const merging = (0,_shards_merge_marker_js__WEBPACK_IMPORTED_MODULE_5__/* .interruptedMergeAtResume */ .FI)(host.workspace, host.ctx.statePath.abs, { runId: host.ctx.runId, workflowFile: host.workflow.file, commandName: naming?.commandName ?? 'stagegate', locating: naming?.locating ?? [] });
    if (merging)
        throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('SHARD_MERGE_INTERRUPTED', `parallel step ${step.id}: ${merging.message}`, { hint: merging.fix });
}
/** Child events told as this step's: `<step>.<branch>/<child step>` (STEP.BRANCH as arguments name a branch). */
function prefixed(ports, stepId) {
    const emit = ports.onEvent;
    if (!emit)
        return ports;
    return {
        ...ports,
        onEvent: (event) => {
            if (event.type === 'note')
                emit((0,_run_scoped_note_js__WEBPACK_IMPORTED_MODULE_21__/* .scopedNoteEvent */ .hP)(`${stepId}.`, event));
            else if (event.type === 'run_started')
                emit(event);
            else
                emit({ ...event, step: `${stepId}.${event.step}` });
        },
    };
}


/***/ })

};
