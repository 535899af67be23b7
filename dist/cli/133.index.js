export const id = 133;
export const ids = [133,227];
export const modules = {

/***/ 1133:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NO_FAN_OUT: () => (/* binding */ NO_FAN_OUT),
/* harmony export */   entryFanOut: () => (/* binding */ entryFanOut),
/* harmony export */   listShards: () => (/* binding */ listShards),
/* harmony export */   mergeShards: () => (/* binding */ mergeShards),
/* harmony export */   runShard: () => (/* binding */ runShard)
/* harmony export */ });
/* unused harmony exports toFanOut, mergeKeys */
/* harmony import */ var _agents_recorded_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2692);
/* harmony import */ var _run_command_line_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1439);
/* harmony import */ var _run_asked_next_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9183);
/* harmony import */ var _model_run_scope_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1513);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2862);
/* harmony import */ var _run_stop_codes_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2454);
/* harmony import */ var _workspace_workspace_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5620);
/* harmony import */ var _model_load_and_check_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2912);
/* harmony import */ var _model_workflow_readers_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7325);
/* harmony import */ var _run_context_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(6274);
/* harmony import */ var _model_workflow_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(7280);
/* harmony import */ var _state_integrity_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(5970);
/* harmony import */ var _run_refuse_unloadable_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(2777);
/* harmony import */ var _state_lock_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(210);
/* harmony import */ var _model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_35__ = __webpack_require__(1742);
/* harmony import */ var _validate_graph_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(9590);
/* harmony import */ var _shards_fan_out_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(5033);
/* harmony import */ var _shards_descriptor_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(4988);
/* harmony import */ var _shards_verify_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(3808);
/* harmony import */ var _shards_intake_js__WEBPACK_IMPORTED_MODULE_19__ = __webpack_require__(4708);
/* harmony import */ var _shards_branch_fan_out_js__WEBPACK_IMPORTED_MODULE_20__ = __webpack_require__(5404);
/* harmony import */ var _run_source_drift_js__WEBPACK_IMPORTED_MODULE_21__ = __webpack_require__(5682);
/* harmony import */ var _steps_foreach_run_js__WEBPACK_IMPORTED_MODULE_22__ = __webpack_require__(511);
/* harmony import */ var _run_runner_js__WEBPACK_IMPORTED_MODULE_23__ = __webpack_require__(2425);
/* harmony import */ var _run_host_js__WEBPACK_IMPORTED_MODULE_37__ = __webpack_require__(2227);
/* harmony import */ var _state_atomic_write_js__WEBPACK_IMPORTED_MODULE_24__ = __webpack_require__(174);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_25__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_25___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_25__);
/* harmony import */ var _state_own_file_js__WEBPACK_IMPORTED_MODULE_26__ = __webpack_require__(2076);
/* harmony import */ var _state_journal_js__WEBPACK_IMPORTED_MODULE_27__ = __webpack_require__(666);
/* harmony import */ var _run_effects_js__WEBPACK_IMPORTED_MODULE_28__ = __webpack_require__(1319);
/* harmony import */ var _shards_unshardable_js__WEBPACK_IMPORTED_MODULE_29__ = __webpack_require__(3032);
/* harmony import */ var _run_scoped_note_js__WEBPACK_IMPORTED_MODULE_36__ = __webpack_require__(9766);
/* harmony import */ var _shards_earlier_instance_js__WEBPACK_IMPORTED_MODULE_30__ = __webpack_require__(5709);
/* harmony import */ var _shards_merge_marker_js__WEBPACK_IMPORTED_MODULE_31__ = __webpack_require__(2900);
/* harmony import */ var _run_stage_masks_js__WEBPACK_IMPORTED_MODULE_32__ = __webpack_require__(5747);
/* harmony import */ var _run_transition_js__WEBPACK_IMPORTED_MODULE_33__ = __webpack_require__(9122);
/* harmony import */ var _steps_parallel_branches_js__WEBPACK_IMPORTED_MODULE_34__ = __webpack_require__(9739);
// `stagegate shards`, `run --shard KEY` and `stagegate merge` (docs/run-semantics.md#shards): a
// foreach step's items, or a parallel step's branches, run as shards \u2014 each in a run folder of its
// own with its own journal, on this machine or another \u2014 and are merged back into the run in a
// fixed order (the items' order; the branches' declared order).






































/** The run as a resume would find it, read-only (no lock). */
function readParent(workspaceRoot, workflowFile, invocation, importers, request, batch) {
    const loaded = batch?.loaded ?? loadParentWorkflow(workspaceRoot, workflowFile, importers);
    if (batch)
        batch.loaded = loaded;
    const { workspace, workflow } = loaded;
    const ctx = (0,_run_context_js__WEBPACK_IMPORTED_MODULE_10__/* .resolveRunContext */ .xn)(workflow, workspace, { ...invocation, mode: 'resume' }, new Date(), { readOnly: true, naming: { commandName: request.commandName, inputsInHints: request.agentFlagsInHints } });
    const load = ctx.existing;
    if (load.kind === 'corrupt')
        throw (0,_run_refuse_unloadable_js__WEBPACK_IMPORTED_MODULE_13__/* .integrityViolation */ .FP)(load);
    if (load.kind !== 'ok')
        return { workspace, workflow, ctx, state: undefined, instance: undefined };
    (0,_state_integrity_js__WEBPACK_IMPORTED_MODULE_12__/* .checkIntegrity */ ._D)(load.state, workflow, ctx.runId, ctx.bindings, workspace, ctx.statePath.rel, { allowWorkflowChange: invocation.allowWorkflowChange === true, naming: ctx.naming });
    return { workspace, workflow, ctx, state: load.state, instance: (0,_state_journal_js__WEBPACK_IMPORTED_MODULE_27__/* .originOf */ .yv)(load.journal) };
}
function loadParentWorkflow(workspaceRoot, workflowFile, importers) {
    const workspace = new _workspace_workspace_js__WEBPACK_IMPORTED_MODULE_7__/* .Workspace */ .aR(workspaceRoot);
    return { workspace, workflow: (0,_model_load_and_check_js__WEBPACK_IMPORTED_MODULE_8__/* .loadAndCheck */ .wy)(workspace, workflowFile, importers) };
}
function fanOutIn(view) {
    const state = view.state;
    if (!state)
        return undefined;
    return (0,_shards_fan_out_js__WEBPACK_IMPORTED_MODULE_16__/* .fanOutOf */ .xf)({ workspace: view.workspace, state: () => state, ctx: view.ctx }, view.workflow);
}
function branchFanOutIn(view) {
    return view.state ? (0,_shards_branch_fan_out_js__WEBPACK_IMPORTED_MODULE_20__/* .branchFanOutOf */ .ZR)(view.state, view.workflow) : undefined;
}
/** What `shards`, `run --shard` and `merge` say of a workflow that cannot fan out. */
const NO_FAN_OUT = 'the workflow has no foreach or parallel step, so it never has shards';
function toFanOut(view, request) {
    const { workflow } = view;
    const run = `${request.commandName ?? 'stagegate'} run ${(0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .runTarget */ .Nh)(workflow.file, view.ctx.runId, request.agentFlagsInHints ? (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_3__/* .stateLocatingInputs */ .G$)(workflow, view.ctx.bound.explicit) : [])}`;
    const fanOut = [...workflow.steps.values()].find((s) => s.kind === 'foreach' || s.kind === 'parallel');
    // No foreach or parallel step: the workflow never has shards (NO_FAN_OUT says so).
    if (!fanOut)
        return undefined;
    if (fanOut.id === workflow.entry)
        return { command: run, entry: fanOut.id };
    const before = [...workflow.steps.values()].filter((s) => s.id !== fanOut.id && (0,_validate_graph_js__WEBPACK_IMPORTED_MODULE_15__/* .transitionsOf */ .C5)(s).some((t) => t.to === fanOut.id));
    return { command: `${run}${before.length === 1 ? (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .flagWord */ .Np)('stop-after-step', before[0].id) : ` --stop-after-step <the step before ${fanOut.id}>`}` };
}
/** Why a run whose fan-out step is its entry step has no shards before it stops at that step, and what runs it (no capital, no full stop). */
function entryFanOut(start) {
    return `its fan-out step ${start.entry ?? ''} is the entry step: no run stops before it, so a run has shards only once it has stopped at that step (an item failed); \`${start.command}\` runs every shard in this one process (to fan out, give the workflow a step before ${start.entry ?? ''})`;
}
/** The fix for a shard of a run that has not started: run it to its fan-out step, or say it has none. */
function fanOutHint(start) {
    if (start === undefined)
        return `Nothing to shard: ${NO_FAN_OUT}.`;
    if (start.entry !== undefined)
        return `Nothing to shard: ${entryFanOut(start)}.`;
    return `Run it to its fan-out step first (\`${start.command}\`).`;
}
/** `stagegate shards`: the shard keys of the run's active foreach or parallel step that can run now. Nothing runs. */
function listShards(workspaceRoot, workflowFile, invocation, importers, request = {}) {
    const view = readParent(workspaceRoot, workflowFile, invocation, importers, request);
    const run = { statePath: view.ctx.statePath.rel, manifestPath: view.ctx.manifestPath.rel, state: view.state };
    if (!view.state) {
        const command = toFanOut(view, request);
        return { runId: view.ctx.runId, step: null, kind: null, shards: [], waiting: [], run, ...(command !== undefined ? { toFanOut: command } : {}) };
    }
    const branches = branchFanOutIn(view);
    if (branches)
        refuseUnshardable(view, branches, request);
    if (branches)
        return { runId: view.ctx.runId, step: branches.step.id, kind: 'parallel', shards: (0,_shards_branch_fan_out_js__WEBPACK_IMPORTED_MODULE_20__/* .readyBranches */ .G0)(branches).map((b) => b.id), waiting: [], run };
    const fan = fanOutIn(view);
    if (!fan)
        return { runId: view.ctx.runId, step: null, kind: null, shards: [], waiting: [], run };
    const ready = (0,_shards_fan_out_js__WEBPACK_IMPORTED_MODULE_16__/* .readyItems */ .eg)(fan.record).map((i) => i.id);
    const waiting = fan.record.items.filter((i) => (0,_shards_fan_out_js__WEBPACK_IMPORTED_MODULE_16__/* .isOpen */ .nT)(i) && !ready.includes(i.id)).map((i) => i.id).toArray();
    return { runId: view.ctx.runId, step: fan.step.id, kind: 'foreach', shards: ready, waiting, run };
}
/** The keys of every fan-out step of the run but `step`, in declared order (steps with no key left out). */
function otherFanOutKeys(view, step) {
    const others = [];
    for (const s of view.workflow.steps.values()) {
        if (s.id === step)
            continue;
        let keys = [];
        if (s.kind === 'parallel')
            keys = branchesOf(view.workflow, s).map((b) => b.id);
        else if (s.kind === 'foreach' && view.state)
            keys = stepRecord(view.state, s.id)?.foreach?.items.map((i) => i.id).toArray() ?? [];
        if (keys.length > 0)
            others.push({ step: s.id, keys });
    }
    return others;
}
/** What a merge of the run would match shard results against (mergeShards pairs them with these keys), read without the lock. */
function mergeKeys(workspaceRoot, workflowFile, invocation, importers) {
    const view = readParent(workspaceRoot, workflowFile, invocation, importers, {});
    const branches = branchFanOutIn(view);
    if (branches) {
        const keys = branches.branches.map((b) => b.id);
        return { step: branches.step.id, keys, held: keys.filter((k) => !branchIsOpen(branches, k)), others: otherFanOutKeys(view, branches.step.id) };
    }
    const fan = fanOutIn(view);
    if (fan)
        return { step: fan.step.id, keys: fan.record.items.map((i) => i.id).toArray(), held: fan.record.items.filter((i) => !isOpen(i)).map((i) => i.id).toArray(), others: otherFanOutKeys(view, fan.step.id) };
    return { step: null, keys: [], held: [], others: otherFanOutKeys(view, null) };
}
/**
 * The fan-out step the run is at, from its state and the workflow alone (no item registry read):
 * what a refusal before the shard is looked up (the run's lock, another source commit) names.
 */
function fanOutStepAt(view) {
    const id = view.state?.active_step ?? null;
    const step = id === null ? undefined : view.workflow.steps.get(id);
    return step && (step.kind === 'foreach' || step.kind === 'parallel') ? { step: step.id, kind: step.kind } : undefined;
}
function failed(base, key, error, at) {
    return {
        status: error.code,
        exitCode: (0,_run_stop_codes_js__WEBPACK_IMPORTED_MODULE_6__/* .exitStatusFor */ .ex)(error.code),
        message: error.message,
        ...(error.hint !== undefined ? { hint: error.hint } : {}),
        location: error.location,
        workflow: base.workflow, // its name once it loaded (a refusal after that), as run --json gives it
        workflowFile: base.workflowFile,
        runId: base.runId,
        activeStep: null,
        completedSteps: [],
        statePath: null,
        manifestPath: null,
        runRoot: null,
        nextCommand: error.nextCommand ?? null,
        stagesRun: 0,
        shard: { key, step: at?.step ?? null, kind: at?.kind ?? null, folder: null, finished: false },
    };
}
/** The size of an output the shard accepted, which must be there to travel with it. */
function sizeOf(view, path, key) {
    const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_25__.lstatSync)(view.workspace.resolve(path, `output of shard ${key}`).abs, { throwIfNoEntry: false });
    if (!st?.isFile())
        throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .StagegateError */ .q('STAGE_OUTPUT_MISSING', `shard ${key}: its output ${path} is not in the workspace, so the shard cannot carry it`, { hint: 'Run the shard again (its run recorded the output; something removed it since).' });
    return st.size;
}
/**
 * The bytes of an output the shard accepted, read without waiting on a FIFO a stage put in its
 * place (a link is followed, as when it was accepted): anything but a file is STAGE_OUTPUT_MISSING.
 */
function outputBytes(view, path, key) {
    try {
        return (0,_state_own_file_js__WEBPACK_IMPORTED_MODULE_26__/* .readRegularFile */ .XF)(view.workspace.resolve(path, `output of shard ${key}`).abs, Number.MAX_SAFE_INTEGER, { follow: true });
    }
    catch (error) {
        if (!(error instanceof _state_own_file_js__WEBPACK_IMPORTED_MODULE_26__/* .NotRegularFileError */ .iZ))
            throw error;
        throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .StagegateError */ .q('STAGE_OUTPUT_MISSING', `shard ${key}: its output ${path} is ${error.kind} now, not a file, so the shard cannot carry it`, { hint: 'Run the shard again (its run recorded the output; something replaced it since).' });
    }
}
/**
 * Finished shard: its descriptor, and a copy of each accepted output under files/ (so the folder
 * travels on its own). Each copy is made durable (file, then folder) before SHARD.json is written
 * the same way: a power loss never leaves a descriptor whose copies are not on the disk. The
 * fsyncs run on libuv's pool, so a leg goes on to its next key meanwhile (see runShard).
 */
async function sealShard(view, claim, statePathRel, state, warnings) {
    const { key } = claim;
    const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.dirname)(view.workspace.resolve(statePathRel, `shard ${key}`).abs);
    const accepted = (0,_shards_verify_js__WEBPACK_IMPORTED_MODULE_18__/* .acceptedOutputs */ .Yc)(state);
    // A child_workflow branch's child keeps its own run folder: its outputs travel in the shard.
    const outputs = claim.kind === 'parallel' ? (0,_shards_branch_fan_out_js__WEBPACK_IMPORTED_MODULE_20__/* .branchShardOutputs */ .R7)(state, claim.step, key, accepted).map((o) => ({ ...o, size: sizeOf(view, o.path, key) })) : accepted;
    const copies = outputs.map((output) => ({ path: (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(folder, _shards_descriptor_js__WEBPACK_IMPORTED_MODULE_17__/* .SHARD_FILES_DIR */ .ph, output.path), bytes: outputBytes(view, output.path, key) }));
    // Every copy settled before anything else (the lock is released after): the first failure is the seal's.
    const written = await Promise.allSettled(copies.map((copy) => (0,_state_atomic_write_js__WEBPACK_IMPORTED_MODULE_24__/* .atomicWriteFileDurably */ .IX)(copy.path, copy.bytes)));
    const failed = written.find((w) => w.status === 'rejected');
    if (failed)
        throw failed.reason;
    const journal = readJournalHead(folder);
    // The run's journal read when the shard started has at least its first event.
    if (view.instance === undefined)
        throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .StagegateError */ .q('STATE_WRITE_FAILED', `the journal of run ${view.ctx.runId} has no first event to name in the shard's ${_shards_descriptor_js__WEBPACK_IMPORTED_MODULE_17__/* .SHARD_FILE */ .aL}`);
    await (0,_shards_descriptor_js__WEBPACK_IMPORTED_MODULE_17__/* .writeDescriptor */ .fJ)(folder, {
        shard: 1,
        kind: claim.kind,
        run_id: view.ctx.runId,
        run_instance: view.instance,
        workflow: view.workflow.name,
        workflow_digest: view.workflow.digest,
        step: claim.step,
        visit: claim.visit,
        key,
        bindings: claim.bindings,
        state_path: statePathRel,
        journal,
        outcome: state.status,
        outputs,
        // The shard's run's warnings, as its leg reported them: the merge reports them too.
        ...(warnings !== undefined && warnings.length > 0 ? { warnings: [...warnings] } : {}),
    });
}
function readJournalHead(folder) {
    const read = (0,_state_journal_js__WEBPACK_IMPORTED_MODULE_27__/* .readJournal */ .a0)((0,_state_journal_js__WEBPACK_IMPORTED_MODULE_27__/* .journalPathFor */ .S7)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(folder, 'workflow_state.yaml')));
    if (read.kind !== 'ok' || read.head.sha256 === null)
        throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .StagegateError */ .q('STATE_WRITE_FAILED', `the journal of the shard in ${folder} cannot be read back`);
    return { seq: read.head.seq, sha256: read.head.sha256 };
}
/** The per-item step a foreach shard's run stopped at to ask for inputs this leg was not given, if it did. */
function shardAsking(fan, outcome, bindings) {
    if (outcome.status !== 'WORKFLOW_INPUT_REQUIRED' || outcome.activeStep == null)
        return undefined;
    const def = fan.step.def.per_item?.[outcome.activeStep];
    const names = def ? (0,_run_asked_next_js__WEBPACK_IMPORTED_MODULE_2__/* .unansweredAsks */ .x$)({ def }, bindings) : [];
    return def && names.length > 0 ? { step: { id: outcome.activeStep, def }, names } : undefined;
}
/**
 * What follows a shard's run, in place of what its own run would say (a shard's run is a small
 * run of its own: "start it again with --mode fresh" or a resume of the whole run are not what
 * continues it). A finished shard is a result for `merge` \u2014 whatever it ended with: a blocked or
 * failed one is a verdict the merge applies (a parallel step's join may still succeed), and running
 * it again only reports it. An unfinished one (a stage failed, the run was interrupted) resumes
 * its own journal when run again with --shard, and is merged once it finishes.
 */
function shardNext(view, request, outcome, shard, join, asking) {
    const name = request.commandName ?? 'stagegate';
    const target = (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .runTarget */ .Nh)(view.workflow.file, view.ctx.runId, request.agentFlagsInHints ? (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_3__/* .stateLocatingInputs */ .G$)(view.workflow, view.ctx.bound.explicit) : []);
    // The agent flags this leg was given go on every command it prints: `merge` continues the run
    // like `run` (its stages after the fan-out step run those agents), a leg run again runs its own.
    const flags = request.agentFlagsInHints ? (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .agentFlags */ .J)(request.agents) : '';
    const merge = `${name} merge ${target}${flags}`;
    const what = shard.kind === 'parallel' ? `branch ${shard.key} of parallel step ${shard.step}` : `item ${shard.key} of foreach step ${shard.step}`;
    if (shard.finished) {
        if (outcome.exitCode === 0)
            return { nextCommand: merge };
        const applies = shard.kind === 'parallel'
            ? `The merge applies the join (${join}) to the verdicts it has${join === 'all' ? '' : ', so with enough of the other branches succeeding the step still succeeds'}`
            : `The merge takes it, and the run stops at step ${shard.step} as it would had the item run in it`;
        return { hint: `The shard is finished: ${what} ended ${outcome.status}, a result to merge. ${applies}: \`${merge}\`. Running the shard again only reports that result (it stands for this visit of the step).`, nextCommand: merge };
    }
    // Paused (an approval inside an item) or refused before anything ran: the shard's own run says what follows.
    if (outcome.exitCode === 0 || outcome.state === undefined)
        return {};
    const again = `${name} run ${target}${(0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .flagWord */ .Np)('shard', shard.key)}${flags}`;
    // Stopped at a per-item step that asks a person: the same leg with the answer (a plain run again stops there again).
    if (asking !== undefined) {
        const answer = (0,_run_asked_next_js__WEBPACK_IMPORTED_MODULE_2__/* .answerCommand */ .k3)(again, asking.names);
        return { message: (0,_run_asked_next_js__WEBPACK_IMPORTED_MODULE_2__/* .askedMessage */ .GL)(asking.step, asking.names, answer), hint: (0,_run_asked_next_js__WEBPACK_IMPORTED_MODULE_2__/* .askedFix */ .Ym)(`step ${asking.step.id} of ${what}`, asking.names, answer, undefined), nextCommand: answer };
    }
    return { hint: `The shard is not finished (${what}): fix the cause the message names, then run it again (\`${again}\`: it resumes its own journal, and its completed stages do not run again) and merge it once it finishes (\`${merge}\`).`, nextCommand: again };
}
/**
 * The command that re-runs a run's stale steps at this commit and stops again before its fan-out
 * step (without --stop-after-step the resume would go on to run every item or branch in-process;
 * `keep` cannot stop there at all: nothing before the fan-out step runs again). The step to stop
 * after is the one whose transition led to the fan-out step; when the last transition was the
 * fan-out step's own (a merge), it is named in words.
 */
function rerunToFanOut(state, rerun) {
    const fanOut = state.active_step;
    const last = state.last_transition;
    if (fanOut !== null && last !== null && last.step !== fanOut && last.to === fanOut)
        return `\`${rerun}${(0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .flagWord */ .Np)('stop-after-step', last.step)}\`: it runs the stale steps again up to ${last.step} and stops before ${fanOut}`;
    return `\`${rerun} --stop-after-step <the step before ${fanOut ?? 'the fan-out step'}>\`: it runs the stale steps again and stops before the fan-out step`;
}
/**
 * A result or an unfinished run left in the key's folder by an earlier instance of the run (made
 * before a fresh start of its run id, and kept or put back there) is never continued, nor sealed
 * again as this run's: the merge leaves it out, and a shard run here would resume or report it and
 * name this instance in its SHARD.json.
 */
function refuseEarlierInstance(view, folderAbs, key) {
    const found = (0,_shards_earlier_instance_js__WEBPACK_IMPORTED_MODULE_30__/* .earlierInstanceIn */ .ZZ)(folderAbs, view.ctx.runId, view.instance);
    if (found === undefined)
        return;
    const shown = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.relative)(view.workspace.root, folderAbs).split('\\').join('/');
    throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .StagegateError */ .q('SHARD_FOREIGN', `shard ${key}: its folder ${shown} holds a ${found} made for run ${view.ctx.runId} before its fresh start (another instance of the run), not for this one; nothing ran`, {
        hint: `Remove ${shown} (it is not this run's result), then run the shard again.`,
        location: { file: shown },
    });
}
/** A key's folder an interrupted merge was copying into (its marker names it): refused, nothing run (merge-marker.ts). */
function refuseMergeMarked(view, request, folderAbs, key) {
    const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.relative)(view.workspace.root, folderAbs).split('\\').join('/');
    const naming = { runId: view.ctx.runId, workflowFile: view.workflow.file, commandName: request.commandName ?? 'stagegate', locating: request.agentFlagsInHints ? (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_3__/* .stateLocatingInputs */ .G$)(view.workflow, view.ctx.bound.explicit) : [] };
    const refusal = (0,_shards_merge_marker_js__WEBPACK_IMPORTED_MODULE_31__/* .markedFolderRefusal */ .vE)(view.workspace, view.ctx.statePath.abs, folder, key, naming);
    if (refusal !== undefined)
        throw refusal;
}
/**
 * A shard runs at its run's source commit: its verdicts are stamped with the run's commit (so a
 * merge is the same whichever machine ran what) and merged as made there. A leg whose checkout is
 * at another commit would record verdicts on code it did not judge: refused before anything runs.
 */
function checkShardSource(view, state, ports, key, request) {
    const made = state.source_commit;
    const now = ports.source.sourceCommit(view.workspace.root);
    if (made === null || now === null || made === now)
        return;
    const target = (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .runTarget */ .Nh)(view.workflow.file, view.ctx.runId, request.agentFlagsInHints ? (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_3__/* .stateLocatingInputs */ .G$)(view.workflow, view.ctx.bound.explicit) : []);
    const name = request.commandName ?? 'stagegate';
    throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .StagegateError */ .q('STALE_ARTIFACT_REJECTED', `shard ${key} of run ${view.ctx.runId}: the run is at source commit ${(0,_run_source_drift_js__WEBPACK_IMPORTED_MODULE_21__/* .shortCommit */ .Ax)(made)}, this checkout at ${(0,_run_source_drift_js__WEBPACK_IMPORTED_MODULE_21__/* .shortCommit */ .Ax)(now)}; a shard runs at its run's commit (its verdicts are recorded and merged as made there). Nothing ran`, { hint: `Run the shard in a checkout of ${(0,_run_source_drift_js__WEBPACK_IMPORTED_MODULE_21__/* .shortCommit */ .Ax)(made)}, or bring the run to this commit first (${rerunToFanOut(state, `${name} run ${target} --on-source-change rerun`)}), then list its shards again.` });
}
/** `stagegate shards \u2026` and `stagegate merge \u2026` of this run, to paste (the inputs that locate its state included). */
function shardCommands(view, request) {
    const name = request.commandName ?? 'stagegate';
    const target = (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .runTarget */ .Nh)(view.workflow.file, view.ctx.runId, request.agentFlagsInHints ? (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_3__/* .stateLocatingInputs */ .G$)(view.workflow, view.ctx.bound.explicit) : []);
    return { shards: `${name} shards ${target}`, merge: `${name} merge ${target}${request.agentFlagsInHints ? (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .agentFlags */ .J)(request.agents) : ''}` };
}
/**
 * A parallel step with a branch that may revise the run's earlier outputs runs in one process
 * (shards/unshardable.ts): `shards` and `run --shard` refuse it, the plain resume is what continues.
 * So does `merge` (`merging`): a shard folder of it an earlier stagegate made (one that sharded such
 * steps) carries back none of the revisions its branch made on its machine.
 */
function refuseUnshardable(view, fan, request, merging = false) {
    const offending = (0,_shards_unshardable_js__WEBPACK_IMPORTED_MODULE_29__/* .unshardableBranches */ .K3)(view.workflow, fan.step);
    if (offending.length === 0)
        return;
    const run = `${request.commandName ?? 'stagegate'} run ${(0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .runTarget */ .Nh)(view.workflow.file, view.ctx.runId, request.agentFlagsInHints ? (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_3__/* .stateLocatingInputs */ .G$)(view.workflow, view.ctx.bound.explicit) : [])}${request.agentFlagsInHints ? (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .agentFlags */ .J)(request.agents) : ''}`;
    const folders = merging ? ' Its shard folders (an earlier stagegate ran such branches as shards) are not merged: what a branch revised there is on that machine only.' : '';
    throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .StagegateError */ .q('SHARD_NOT_SUPPORTED', `${(0,_shards_unshardable_js__WEBPACK_IMPORTED_MODULE_29__/* .notShardableWhy */ .Al)(fan.step.id, offending)}; nothing ${merging ? 'was merged' : 'ran'}`, {
        location: { file: view.workflow.file, line: offending[0].line, column: offending[0].column },
        hint: `Run the step in one process: \`${run}\` runs its branches here (max_concurrency at a time) and re-records what they revise.${folders}`,
        nextCommand: run,
    });
}
/** Refusal of a shard whose result the run already holds: what to do instead, as commands. */
function alreadyMerged(view, request, what) {
    const c = shardCommands(view, request);
    return new _run_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .StagegateError */ .q('SHARD_ALREADY_MERGED', what, { hint: `Nothing to run: \`${c.shards}\` lists the shards still pending; \`${c.merge}\` continues the run.` });
}
/**
 * `run --shard KEY`: run exactly that item's per-item machine, in its item run's folder under the
 * run root (its own journal, under that folder's lock), leaving the run's own state untouched.
 * A finished shard gets its SHARD.json (and its outputs' copies) for `merge`. Shards of one batch
 * (several keys in one invocation) run one after another, each exactly as it would alone.
 */
async function runShard(request, ports, key, batch) {
    let view;
    let at;
    if (batch && request.stageMasks === undefined)
        request = { ...request, stageMasks: (batch.stageMasks ??= new _run_stage_masks_js__WEBPACK_IMPORTED_MODULE_32__/* .StageMasks */ .ws()) };
    // The invocation's readers: the parent's read and the branch's run share them.
    const readers = request.readers ?? new _model_workflow_readers_js__WEBPACK_IMPORTED_MODULE_9__/* .InvocationReaders */ .LR();
    request = { ...request, readers };
    try {
        view = await readers.read((importers) => readParent(request.workspace, request.workflowFile, request.invocation, importers, request, batch));
        const { ctx, workflow } = view;
        if (!view.state)
            throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .StagegateError */ .q('SHARD_NOT_READY', `run ${ctx.runId} has not started: there are no shards to run yet`, { hint: fanOutHint(toFanOut(view, request)) });
        at = fanOutStepAt(view);
        if (_state_lock_js__WEBPACK_IMPORTED_MODULE_14__/* .RunLock */ .jj.isHeld(ctx.lockPath))
            throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .StagegateError */ .q('WORKFLOW_LOCKED', `run ${ctx.runId} is held by a runner (a resume or a merge): its shards wait until it ends; nothing was changed`, { hint: 'Wait for it to finish, then list the shards again.' });
        checkShardSource(view, view.state, ports, key, request);
        // A leg without agent flags runs the agent the run recorded (agents/recorded.ts); its printed
        // commands then carry none (the merge finds the record too), one with flags carries those.
        request = { ...request, agents: (0,_agents_recorded_js__WEBPACK_IMPORTED_MODULE_0__/* .effectiveAgents */ .Kq)(request.agents, view.state, view.workspace, ctx.runId).selection };
        const branches = branchFanOutIn(view);
        if (branches) {
            at = { step: branches.step.id, kind: 'parallel' };
            refuseUnshardable(view, branches, request);
            return await runBranchShard(view, branches, request, ports, key, batch);
        }
        const fan = fanOutIn(view);
        if (fan)
            at = { step: fan.step.id, kind: 'foreach' };
        if (!fan && view.state.active_step === null) {
            // Finished: no resume of it fans out again, so do not send the person to list shards (as approve says of a finished run).
            const status = `${request.commandName ?? 'stagegate'} status ${(0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .runTarget */ .Nh)(workflow.file, ctx.runId, request.agentFlagsInHints ? (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_3__/* .stateLocatingInputs */ .G$)(workflow, ctx.bound.explicit) : [])}`;
            throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .StagegateError */ .q('SHARD_NOT_READY', `run ${ctx.runId} already finished (${view.state.status}): it has no shards to run; nothing ran`, {
                hint: `A finished run runs no more shards (\`${status}\` shows how it ended); to fan out again, start the workflow over, with a new run id or this one with --mode fresh.`,
            });
        }
        if (!fan)
            throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .StagegateError */ .q('SHARD_NOT_READY', `run ${ctx.runId} is not at a foreach or parallel step (active step: ${view.state.active_step}): there are no shards to run`, { hint: `\`${shardCommands(view, request).shards}\` lists the shards the run has now.` });
        const item = fan.record.items.find((i) => i.id === key);
        if (!item) {
            // Only an item a shard can still run: one with its result in the run would be refused next.
            const near = (0,_model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_35__/* .closest */ .kp)(key, fan.record.items.filter(_shards_fan_out_js__WEBPACK_IMPORTED_MODULE_16__/* .isOpen */ .nT).map((i) => i.id).toArray());
            throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .StagegateError */ .q('SHARD_UNKNOWN', `foreach step ${fan.step.id} has no item '${key}'${near ? ` (did you mean '${near}'?)` : ''}; nothing ran`, { hint: `\`${shardCommands(view, request).shards}\` lists its shards.` });
        }
        if (!(0,_shards_fan_out_js__WEBPACK_IMPORTED_MODULE_16__/* .isOpen */ .nT)(item))
            throw alreadyMerged(view, request, `item ${key} of foreach step ${fan.step.id} already has its result in run ${ctx.runId} (${item.status}); nothing ran`);
        const unmet = (0,_shards_fan_out_js__WEBPACK_IMPORTED_MODULE_16__/* .unmetDependencies */ .Pl)(fan.record, item);
        if (unmet.length > 0) {
            const c = shardCommands(view, request);
            throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .StagegateError */ .q('SHARD_NOT_READY', `item ${key} of foreach step ${fan.step.id} waits for ${unmet.join(', ')} (not VERIFIED in the run yet): it runs in a later wave; nothing ran`, { hint: `Merge the shards it depends on (\`${c.merge}\`), then list the shards again (\`${c.shards}\`).` });
        }
        const shardItem = (0,_shards_fan_out_js__WEBPACK_IMPORTED_MODULE_16__/* .shardItemOf */ .bj)(ctx.runRoot.rel, fan, item);
        const statePath = shardItem.state_path;
        const abs = view.workspace.resolve(statePath, `shard ${key}`).abs;
        // Before its lock (which makes the folder): a refused leg leaves no folder the marker names.
        refuseMergeMarked(view, request, (0,node_path__WEBPACK_IMPORTED_MODULE_4__.dirname)(abs), key);
        // Two legs of one shard never both advance it.
        const lock = _state_lock_js__WEBPACK_IMPORTED_MODULE_14__/* .RunLock */ .jj.acquire(`${abs}.lock`, `shard ${key} of run ${ctx.runId}`);
        let outcome;
        try {
            // Checked again with the shard's lock held: a resume that took the run's lock meanwhile
            // checks this lock before running the item in-process (steps/foreach/run.ts), so never both.
            if (_state_lock_js__WEBPACK_IMPORTED_MODULE_14__/* .RunLock */ .jj.isHeld(ctx.lockPath))
                throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .StagegateError */ .q('WORKFLOW_LOCKED', `run ${ctx.runId} is held by a runner (a resume or a merge): its shards wait until it ends; nothing was changed`, { hint: 'Wait for it to finish, then list the shards again.' });
            refuseEarlierInstance(view, (0,node_path__WEBPACK_IMPORTED_MODULE_4__.dirname)(abs), key);
            const parent = { workflow, bindings: ctx.bindings, runId: ctx.runId, request, ancestry: request.ancestry ?? [], statePath: ctx.statePath.rel, runRoot: ctx.runRoot.rel, instance: view.instance };
            const sourceCommit = view.state.source_commit;
            outcome = await (0,_run_runner_js__WEBPACK_IMPORTED_MODULE_23__/* .runWorkflow */ .F)((0,_steps_foreach_run_js__WEBPACK_IMPORTED_MODULE_22__.itemRunRequest)(parent, fan.step, shardItem), { ...(0,_steps_foreach_run_js__WEBPACK_IMPORTED_MODULE_22__.itemPorts)(ports, fan.step, shardItem), source: { sourceCommit: () => sourceCommit } });
            // The item run's warnings named by the item, as a run that runs the item in-process names them (steps/foreach/run.ts).
            if (outcome.warnings !== undefined) {
                const told = (0,_run_scoped_note_js__WEBPACK_IMPORTED_MODULE_36__/* .scopedWarnings */ .me)(`${fan.step.id}[${key}].`, outcome);
                outcome = { ...outcome, warnings: told.map((w) => w.message), warningSteps: Object.fromEntries(told.map((w) => [w.message, w.step])) };
            }
            const finished = outcome.state !== undefined && outcome.activeStep === null;
            if (finished) {
                batch?.sealing?.(key);
                await sealShard(view, { kind: 'foreach', step: fan.step.id, visit: fan.visit, key, bindings: item.bindings }, statePath, outcome.state, outcome.warnings);
            }
            // A finished shard is a result to merge, whatever it says: the merge applies it.
            const exitCode = finished && (outcome.status === 'WORKFLOW_COMPLETE' || outcome.status === 'ITEM_DEFERRED') ? 0 : outcome.exitCode;
            const shard = { key, step: fan.step.id, kind: 'foreach', folder: (0,node_path__WEBPACK_IMPORTED_MODULE_4__.relative)(view.workspace.root, (0,node_path__WEBPACK_IMPORTED_MODULE_4__.dirname)(abs)).split('\\').join('/'), finished };
            return { ...outcome, exitCode, ...shardNext(view, request, { ...outcome, exitCode }, shard, undefined, finished ? undefined : shardAsking(fan, outcome, ctx.bindings)), shard };
        }
        finally {
            lock.release();
        }
    }
    catch (error) {
        if (!(0,_run_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .isStagegateError */ .W)(error))
            throw error;
        return failed({ workflowFile: request.workflowFile, runId: view?.ctx.runId ?? null, workflow: view?.workflow.name ?? null }, key, error, at);
    }
}
/**
 * `run --shard BRANCH` at a parallel step: run exactly that branch \u2014 through the same attempt loop
 * (or its child run) as in one process \u2014 as a run of its own (shards/branch-fan-out.ts) in its
 * shard folder under the run root, under that folder's lock, leaving the run's own state
 * untouched. A branch with a verdict gets its SHARD.json (and its outputs' copies) for `merge`.
 */
async function runBranchShard(view, fan, request, ports, key, batch) {
    const { ctx, workflow } = view;
    const branch = fan.branches.find((b) => b.id === key);
    if (!branch) {
        // Only a branch a shard can still run (not one with its verdict in the run).
        const near = (0,_model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_35__/* .closest */ .kp)(key, fan.branches.map((b) => b.id).filter((id) => (0,_shards_branch_fan_out_js__WEBPACK_IMPORTED_MODULE_20__/* .branchIsOpen */ .pQ)(fan, id)));
        throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .StagegateError */ .q('SHARD_UNKNOWN', `parallel step ${fan.step.id} has no branch '${key}'${near ? ` (did you mean '${near}'?)` : ''}; nothing ran`, { hint: `\`${shardCommands(view, request).shards}\` lists its shards.` });
    }
    if (!(0,_shards_branch_fan_out_js__WEBPACK_IMPORTED_MODULE_20__/* .branchIsOpen */ .pQ)(fan, key))
        throw alreadyMerged(view, request, `branch ${key} of parallel step ${fan.step.id} already has its verdict in run ${ctx.runId} (${fan.records?.[key]?.status ?? '?'}); nothing ran`);
    const statePath = (0,_shards_branch_fan_out_js__WEBPACK_IMPORTED_MODULE_20__/* .branchShardStatePath */ .z8)(ctx.runRoot.rel, fan.step.id, key, fan.visit);
    const abs = view.workspace.resolve(statePath, `shard ${key}`).abs;
    // Before its lock (which makes the folder): a refused leg leaves no folder the marker names.
    refuseMergeMarked(view, request, (0,node_path__WEBPACK_IMPORTED_MODULE_4__.dirname)(abs), key);
    // Two legs of one shard never both advance it.
    const lock = _state_lock_js__WEBPACK_IMPORTED_MODULE_14__/* .RunLock */ .jj.acquire(`${abs}.lock`, `shard ${key} of run ${ctx.runId}`);
    try {
        // Checked again with the shard's lock held: a resume that took the run's lock meanwhile checks
        // this lock before running the branch in-process (steps/parallel/run.ts), so never both.
        if (_state_lock_js__WEBPACK_IMPORTED_MODULE_14__/* .RunLock */ .jj.isHeld(ctx.lockPath))
            throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .StagegateError */ .q('WORKFLOW_LOCKED', `run ${ctx.runId} is held by a runner (a resume or a merge): its shards wait until it ends; nothing was changed`, { hint: 'Wait for it to finish, then list the shards again.' });
        refuseEarlierInstance(view, (0,node_path__WEBPACK_IMPORTED_MODULE_4__.dirname)(abs), key);
        const tokens = (0,_shards_branch_fan_out_js__WEBPACK_IMPORTED_MODULE_20__/* .branchShardTokens */ .JG)(workflow, ctx.bindings, ctx.runId, view.state, branch);
        const shardRequest = {
            workspace: request.workspace,
            workflowFile: workflow.file,
            workflowModel: (0,_shards_branch_fan_out_js__WEBPACK_IMPORTED_MODULE_20__/* .branchWorkflow */ .OG)(workflow, fan.step, branch, statePath),
            itemRun: true,
            invocation: { tokens, undeclared: 'keep', mode: 'resume', ...(request.invocation.allowWorkflowChange === true ? { allowWorkflowChange: true } : {}), ...(0,_run_source_drift_js__WEBPACK_IMPORTED_MODULE_21__/* .sourcePolicyOf */ .vE)({ request, workflow }) },
            env: request.env,
            ...(0,_run_host_js__WEBPACK_IMPORTED_MODULE_37__/* .sharedWithSubRuns */ .A)(request),
            ...(view.instance !== undefined ? { parentInstance: view.instance } : {}),
            // What the branch did once in the run's own process on this visit, `once` skips in the shard.
            effectsAlso: (0,_run_effects_js__WEBPACK_IMPORTED_MODULE_28__/* .effectsAlsoEntry */ .WL)(fan.visit, (0,_state_journal_js__WEBPACK_IMPORTED_MODULE_27__/* .journalPathFor */ .S7)(view.ctx.statePath.abs)),
            ancestry: request.ancestry ?? [],
        };
        const sourceCommit = view.state.source_commit;
        const outcome = await (0,_run_runner_js__WEBPACK_IMPORTED_MODULE_23__/* .runWorkflow */ .F)(shardRequest, { ...branchShardPorts(ports, view, fan.step.id, key, fan.visit), source: { sourceCommit: () => sourceCommit } });
        const finished = outcome.state !== undefined && outcome.activeStep === null;
        if (finished) {
            batch?.sealing?.(key);
            await sealShard(view, { kind: 'parallel', step: fan.step.id, visit: fan.visit, key, bindings: tokens }, statePath, outcome.state, outcome.warnings);
        }
        // A finished shard is a result to merge, whatever its branch's verdict: the merge applies it.
        const exitCode = finished && outcome.status === 'WORKFLOW_COMPLETE' ? 0 : outcome.exitCode;
        const shard = { key, step: fan.step.id, kind: 'parallel', folder: (0,node_path__WEBPACK_IMPORTED_MODULE_4__.relative)(view.workspace.root, (0,node_path__WEBPACK_IMPORTED_MODULE_4__.dirname)(abs)).split('\\').join('/'), finished };
        const join = fan.step.def.parallel?.join ?? 'all';
        // The shard's own small run ends at its copy of the parallel step ("step checks completed and
        // leads to DONE"), which is not what happened to the run: the branch has a verdict to merge.
        const said = finished ? { message: branchShardFinished(outcome.state, fan.step.id, key, join) } : {};
        return { ...outcome, exitCode, ...said, ...shardNext(view, request, { ...outcome, exitCode }, shard, join), shard };
    }
    finally {
        lock.release();
    }
}
/** What a finished branch shard says: the branch's verdict, and that the merge decides its step. */
function branchShardFinished(state, stepId, key, join) {
    const record = (0,_shards_branch_fan_out_js__WEBPACK_IMPORTED_MODULE_20__/* .shardBranchRecord */ .kQ)(state, stepId, key);
    const verdict = record?.status === 'succeeded' ? 'succeeded' : record?.status === 'failed' ? 'failed' : 'finished';
    return `${branchVerdictWords(stepId, key, verdict, record?.gate_status ?? record?.code ?? null)}, which applies its join (${join}) to every branch's verdict and continues the run`;
}
/** `branch b of parallel step checks succeeded (OK): a verdict to merge; step checks is decided at the merge`. */
function branchVerdictWords(stepId, key, verdict, said) {
    return `branch ${key} of parallel step ${stepId} ${verdict}${said ? ` (${said})` : ''}: a verdict to merge; step ${stepId} is decided at the merge`;
}
/**
 * A branch shard's live progress told as the branch of the run's step it is, as its summary says
 * (branchShardFinished), not as its own small run: no "new run" header but a line naming the
 * branch, its step and its run; the branch's stage lines counted as the run's steps (as in one
 * process); and instead of its copy of the parallel step ending ("checks \u2713 PARALLEL_COMPLETE \u2192
 * end"), the branch's verdict to merge, or that it has none yet.
 */
function branchShardPorts(ports, view, stepId, key, visit) {
    const emit = ports.onEvent;
    if (!emit)
        return ports;
    const label = `${stepId}.${key}`;
    const completed = (0,_model_workflow_js__WEBPACK_IMPORTED_MODULE_11__/* .declaredCompletedCount */ .Bv)(view.workflow, view.state?.completed_steps ?? []);
    const totalSteps = (0,_model_workflow_js__WEBPACK_IMPORTED_MODULE_11__/* .declaredStepCount */ .K2)(view.workflow);
    let said;
    const onEvent = (event) => {
        if (event.type === 'run_started') {
            emit({ type: 'note', message: `${label}: branch ${key} of parallel step ${stepId}, visit ${visit}, a shard of run ${view.ctx.runId} (${event.resumed ? 'resumed' : 'started'}) \u2014 state ${event.statePath}`, step: label });
        }
        else if (event.type === 'stage_finished' && event.step === stepId) {
            const decided = event.gateStatus === 'PARALLEL_COMPLETE' || event.gateStatus === 'PARALLEL_FAILED';
            const verdict = event.gateStatus === 'PARALLEL_COMPLETE' ? 'succeeded' : 'failed';
            emit({ type: 'note', message: decided ? `${label}: ${branchVerdictWords(stepId, key, verdict, said)}` : `${label}: branch ${key} of parallel step ${stepId} has no verdict yet${event.code !== undefined ? ` (${event.code})` : ''}: the shard is not finished`, step: label });
        }
        else if (event.type === 'stage_finished') {
            if (event.step === label)
                said = event.ok ? event.gateStatus : event.code;
            emit({ ...event, completed, totalSteps });
        }
        else
            emit(event);
    };
    return { ...ports, onEvent };
}
/**
 * `stagegate merge`: verify every shard result (run root and --from folders) before anything is
 * written, then \u2014 under the run lock \u2014 merge them into the run in a fixed order (items' order, branches' declared order) and continue
 * the run like `run` does.
 */
async function mergeShards(request, ports, fromDirs) {
    let view;
    let step = null;
    // The invocation's readers: the parent's read and the merged run share them.
    const readers = request.readers ?? new _model_workflow_readers_js__WEBPACK_IMPORTED_MODULE_9__/* .InvocationReaders */ .LR();
    request = { ...request, readers };
    try {
        view = await readers.read((importers) => readParent(request.workspace, request.workflowFile, request.invocation, importers, request));
        // Nothing to merge into: a mistyped run id must not start (and run through) a whole new run.
        if (!view.state) {
            const start = toFanOut(view, request);
            throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .StagegateError */ .q('SHARD_NOT_READY', `run ${view.ctx.runId} has not started: there are no shards to merge; nothing ran`, {
                hint: start === undefined
                    ? `Check the run id and the workflow: ${NO_FAN_OUT}.`
                    : start.entry !== undefined
                        ? `Check the run id. Nothing to shard: ${entryFanOut(start)}.`
                        : `Check the run id. A run fans out once it has reached its fan-out step: \`${start.command}\`, then \`${shardCommands(view, request).shards}\`.`,
            });
        }
        const branches = branchFanOutIn(view);
        const fan = fanOutIn(view);
        if (branches) {
            step = branches.step.id;
            refuseUnshardable(view, branches, request, true);
            (0,_shards_intake_js__WEBPACK_IMPORTED_MODULE_19__/* .precheckBranches */ .qp)({ workspace: view.workspace, workflow: view.workflow, runId: view.ctx.runId, instance: view.instance, runRoot: view.ctx.runRoot.rel, bindings: view.ctx.bindings, state: view.state, fan: branches }, fromDirs);
        }
        else if (fan) {
            step = fan.step.id;
            // Refuse a bad shard before the lock and before anything is written; the merge checks again under the lock.
            (0,_shards_intake_js__WEBPACK_IMPORTED_MODULE_19__/* .precheck */ .MQ)({ workspace: view.workspace, workflow: view.workflow, runId: view.ctx.runId, instance: view.instance, runRoot: view.ctx.runRoot.rel, fan }, fromDirs);
        }
    }
    catch (error) {
        if (!(0,_run_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .isStagegateError */ .W)(error))
            throw error;
        return { ...failed({ workflowFile: request.workflowFile, runId: view?.ctx.runId ?? null, workflow: view?.workflow.name ?? null }, '', error), merge: { step, merged: [], alreadyMerged: [], pending: [], superseded: [] } };
    }
    const intake = step !== null ? (0,_shards_intake_js__WEBPACK_IMPORTED_MODULE_19__/* .shardIntake */ .$A)(step, fromDirs) : undefined;
    const outcome = await (0,_run_runner_js__WEBPACK_IMPORTED_MODULE_23__/* .runWorkflow */ .F)({ ...request, ...(intake ? { shards: intake } : {}) }, ports);
    const pending = intake?.report.pending ?? [];
    // Stopped at the fan-out step for the shards still pending: those are what come next.
    const waits = pending.length > 0 && outcome.status === 'PARTIAL_RESUMABLE' && outcome.activeStep === step && outcome.runId !== null;
    return { ...outcome, ...(waits ? pendingNext(request, outcome.workflowFile, outcome.runId, pending, request.agentFlagsInHints && view ? (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_3__/* .stateLocatingInputs */ .G$)(view.workflow, view.ctx.bound.explicit) : [], (0,_shards_earlier_instance_js__WEBPACK_IMPORTED_MODULE_30__/* .leftoverFolders */ .tb)(intake.report)) : {}), merge: { step, merged: intake?.report.merged ?? [], alreadyMerged: intake?.report.alreadyMerged ?? [], pending, superseded: intake?.report.superseded ?? [] } };
}
/**
 * A merge that left shards pending: they run as shards and the merge runs again (a resume would
 * run them here instead) \u2014 not "run again without --stop-after-step", which a merge never needed.
 */
function pendingNext(request, workflowFile, runId, pending, locating, leftovers) {
    const name = request.commandName ?? 'stagegate';
    const target = (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .runTarget */ .Nh)(workflowFile, runId, locating);
    // The merge's agent flags on the commands that run stages (a shard, the merge, the resume): `shards` takes none.
    const flags = request.agentFlagsInHints ? (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .agentFlags */ .J)(request.agents) : '';
    const run = `${name} run ${target}${pending.length === 1 ? (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .flagWord */ .Np)('shard', pending[0]) : ' --shard KEY'}${flags}`;
    return {
        hint: `${leftovers.length > 0 ? `Remove ${leftovers.join(', ')} first ${(0,_shards_earlier_instance_js__WEBPACK_IMPORTED_MODULE_30__/* .whyRemoveLeftovers */ .V1)(leftovers, runId)}. Then run` : 'Run'} the shard${pending.length === 1 ? '' : 's'} still pending (\`${name} shards ${target}\` lists ${pending.length === 1 ? 'it' : 'them'}; \`${run}\` runs ${pending.length === 1 ? 'it' : 'one'}), then merge again (\`${name} merge ${target}${flags}\`); or resume with \`${name} run ${target}${flags}\` to run ${pending.length === 1 ? 'it' : 'them'} here.`,
        nextCommand: `${name} shards ${target}`,
    };
}


/***/ }),

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


/***/ })

};
