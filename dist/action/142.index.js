export const id = 142;
export const ids = [142];
export const modules = {

/***/ 93142:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mergeCommand: () => (/* binding */ mergeCommand),
  shardArtifactName: () => (/* binding */ shardArtifactName),
  shardArtifactPrefix: () => (/* binding */ shardArtifactPrefix),
  shardFiles: () => (/* binding */ shardFiles),
  shardRunCommand: () => (/* binding */ shardRunCommand),
  shardsCommand: () => (/* binding */ shardsCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/agents/recorded.ts
var recorded = __webpack_require__(52692);
// EXTERNAL MODULE: ./src/core/run/command-line.ts
var command_line = __webpack_require__(1439);
// EXTERNAL MODULE: ./src/core/run/asked-next.ts
var asked_next = __webpack_require__(59183);
// EXTERNAL MODULE: ./src/core/model/run-scope.ts
var run_scope = __webpack_require__(41513);
// EXTERNAL MODULE: ./src/core/run/errors.ts
var errors = __webpack_require__(82862);
// EXTERNAL MODULE: ./src/core/run/stop-codes.ts
var stop_codes = __webpack_require__(12454);
// EXTERNAL MODULE: ./src/core/workspace/workspace.ts
var workspace_workspace = __webpack_require__(25620);
// EXTERNAL MODULE: ./src/core/model/load-and-check.ts
var load_and_check = __webpack_require__(72912);
// EXTERNAL MODULE: ./src/core/model/workflow-readers.ts
var workflow_readers = __webpack_require__(47325);
// EXTERNAL MODULE: ./src/core/run/context.ts
var context = __webpack_require__(46274);
// EXTERNAL MODULE: ./src/core/model/workflow.ts
var workflow = __webpack_require__(57280);
// EXTERNAL MODULE: ./src/core/state/integrity.ts
var integrity = __webpack_require__(58442);
// EXTERNAL MODULE: ./src/core/run/refuse-unloadable.ts
var refuse_unloadable = __webpack_require__(92777);
// EXTERNAL MODULE: ./src/core/state/lock.ts
var state_lock = __webpack_require__(20210);
// EXTERNAL MODULE: ./src/core/model/did-you-mean.ts
var did_you_mean = __webpack_require__(51742);
// EXTERNAL MODULE: ./src/core/validate/graph.ts
var graph = __webpack_require__(79590);
// EXTERNAL MODULE: ./src/core/shards/fan-out.ts
var fan_out = __webpack_require__(65033);
// EXTERNAL MODULE: ./src/core/shards/descriptor.ts
var descriptor = __webpack_require__(14988);
// EXTERNAL MODULE: ./src/core/shards/verify.ts
var verify = __webpack_require__(53808);
// EXTERNAL MODULE: ./src/core/shards/intake.ts + 3 modules
var shards_intake = __webpack_require__(94708);
// EXTERNAL MODULE: ./src/core/shards/branch-fan-out.ts
var branch_fan_out = __webpack_require__(85404);
// EXTERNAL MODULE: ./src/core/run/source-drift.ts
var source_drift = __webpack_require__(35682);
// EXTERNAL MODULE: ./src/core/steps/foreach/run.ts + 4 modules
var run = __webpack_require__(80511);
// EXTERNAL MODULE: ./src/core/run/runner.ts + 9 modules
var runner = __webpack_require__(94839);
// EXTERNAL MODULE: ./src/core/run/host.ts
var host = __webpack_require__(92227);
// EXTERNAL MODULE: ./src/core/state/atomic-write.ts
var atomic_write = __webpack_require__(10174);
// EXTERNAL MODULE: ./src/core/state/own-file.ts
var own_file = __webpack_require__(22076);
// EXTERNAL MODULE: ./src/core/state/journal.ts
var state_journal = __webpack_require__(90666);
// EXTERNAL MODULE: ./src/core/run/effects.ts
var effects = __webpack_require__(51319);
// EXTERNAL MODULE: ./src/core/shards/unshardable.ts
var unshardable = __webpack_require__(93032);
// EXTERNAL MODULE: ./src/core/run/scoped-note.ts
var scoped_note = __webpack_require__(99766);
// EXTERNAL MODULE: ./src/core/shards/earlier-instance.ts
var earlier_instance = __webpack_require__(65709);
// EXTERNAL MODULE: ./src/core/shards/merge-marker.ts
var merge_marker = __webpack_require__(12900);
// EXTERNAL MODULE: ./src/core/run/stage-masks.ts
var stage_masks = __webpack_require__(5747);
// EXTERNAL MODULE: ./src/core/run/transition.ts
var transition = __webpack_require__(29122);
// EXTERNAL MODULE: ./src/core/steps/parallel/branches.ts
var branches = __webpack_require__(29739);
;// CONCATENATED MODULE: ./src/core/commands/shards.ts
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
    const ctx = (0,context/* resolveRunContext */.xn)(workflow, workspace, { ...invocation, mode: 'resume' }, new Date(), { readOnly: true, naming: { commandName: request.commandName, inputsInHints: request.agentFlagsInHints } });
    const load = ctx.existing;
    if (load.kind === 'corrupt')
        throw (0,refuse_unloadable/* integrityViolation */.FP)(load);
    if (load.kind !== 'ok')
        return { workspace, workflow, ctx, state: undefined, instance: undefined };
    (0,integrity/* checkIntegrity */._D)(load.state, workflow, ctx.runId, ctx.bindings, workspace, ctx.statePath.rel, { allowWorkflowChange: invocation.allowWorkflowChange === true, naming: ctx.naming });
    return { workspace, workflow, ctx, state: load.state, instance: (0,state_journal/* originOf */.yv)(load.journal) };
}
function loadParentWorkflow(workspaceRoot, workflowFile, importers) {
    const workspace = new workspace_workspace/* Workspace */.aR(workspaceRoot);
    return { workspace, workflow: (0,load_and_check/* loadAndCheck */.wy)(workspace, workflowFile, importers) };
}
function fanOutIn(view) {
    const state = view.state;
    if (!state)
        return undefined;
    return (0,fan_out/* fanOutOf */.xf)({ workspace: view.workspace, state: () => state, ctx: view.ctx }, view.workflow);
}
function branchFanOutIn(view) {
    return view.state ? (0,branch_fan_out/* branchFanOutOf */.ZR)(view.state, view.workflow) : undefined;
}
/** What `shards`, `run --shard` and `merge` say of a workflow that cannot fan out. */
const NO_FAN_OUT = 'the workflow has no foreach or parallel step, so it never has shards';
function toFanOut(view, request) {
    const { workflow } = view;
    const run = `${request.commandName ?? 'stagegate'} run ${(0,command_line/* runTarget */.Nh)(workflow.file, view.ctx.runId, request.agentFlagsInHints ? (0,run_scope/* stateLocatingInputs */.G$)(workflow, view.ctx.bound.explicit) : [])}`;
    const fanOut = [...workflow.steps.values()].find((s) => s.kind === 'foreach' || s.kind === 'parallel');
    // No foreach or parallel step: the workflow never has shards (NO_FAN_OUT says so).
    if (!fanOut)
        return undefined;
    if (fanOut.id === workflow.entry)
        return { command: run, entry: fanOut.id };
    const before = [...workflow.steps.values()].filter((s) => s.id !== fanOut.id && (0,graph/* transitionsOf */.C5)(s).some((t) => t.to === fanOut.id));
    return { command: `${run}${before.length === 1 ? (0,command_line/* flagWord */.Np)('stop-after-step', before[0].id) : ` --stop-after-step <the step before ${fanOut.id}>`}` };
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
        return { runId: view.ctx.runId, step: branches.step.id, kind: 'parallel', shards: (0,branch_fan_out/* readyBranches */.G0)(branches).map((b) => b.id), waiting: [], run };
    const fan = fanOutIn(view);
    if (!fan)
        return { runId: view.ctx.runId, step: null, kind: null, shards: [], waiting: [], run };
    const ready = (0,fan_out/* readyItems */.eg)(fan.record).map((i) => i.id);
    const waiting = fan.record.items.filter((i) => (0,fan_out/* isOpen */.nT)(i) && !ready.includes(i.id)).map((i) => i.id).toArray();
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
            keys = (0,branches/* branchesOf */.IJ)(view.workflow, s).map((b) => b.id);
        else if (s.kind === 'foreach' && view.state)
            keys = (0,transition/* stepRecord */.oU)(view.state, s.id)?.foreach?.items.map((i) => i.id).toArray() ?? [];
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
        return { step: branches.step.id, keys, held: keys.filter((k) => !(0,branch_fan_out/* branchIsOpen */.pQ)(branches, k)), others: otherFanOutKeys(view, branches.step.id) };
    }
    const fan = fanOutIn(view);
    if (fan)
        return { step: fan.step.id, keys: fan.record.items.map((i) => i.id).toArray(), held: fan.record.items.filter((i) => !(0,fan_out/* isOpen */.nT)(i)).map((i) => i.id).toArray(), others: otherFanOutKeys(view, fan.step.id) };
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
        exitCode: (0,stop_codes/* exitStatusFor */.ex)(error.code),
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
    const st = (0,external_node_fs_.lstatSync)(view.workspace.resolve(path, `output of shard ${key}`).abs, { throwIfNoEntry: false });
    if (!st?.isFile())
        throw new errors/* StagegateError */.q('STAGE_OUTPUT_MISSING', `shard ${key}: its output ${path} is not in the workspace, so the shard cannot carry it`, { hint: 'Run the shard again (its run recorded the output; something removed it since).' });
    return st.size;
}
/**
 * The bytes of an output the shard accepted, read without waiting on a FIFO a stage put in its
 * place (a link is followed, as when it was accepted): anything but a file is STAGE_OUTPUT_MISSING.
 */
function outputBytes(view, path, key) {
    try {
        return (0,own_file/* readRegularFile */.XF)(view.workspace.resolve(path, `output of shard ${key}`).abs, Number.MAX_SAFE_INTEGER, { follow: true });
    }
    catch (error) {
        if (!(error instanceof own_file/* NotRegularFileError */.iZ))
            throw error;
        throw new errors/* StagegateError */.q('STAGE_OUTPUT_MISSING', `shard ${key}: its output ${path} is ${error.kind} now, not a file, so the shard cannot carry it`, { hint: 'Run the shard again (its run recorded the output; something replaced it since).' });
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
    const folder = (0,external_node_path_.dirname)(view.workspace.resolve(statePathRel, `shard ${key}`).abs);
    const accepted = (0,verify/* acceptedOutputs */.Yc)(state);
    // A child_workflow branch's child keeps its own run folder: its outputs travel in the shard.
    const outputs = claim.kind === 'parallel' ? (0,branch_fan_out/* branchShardOutputs */.R7)(state, claim.step, key, accepted).map((o) => ({ ...o, size: sizeOf(view, o.path, key) })) : accepted;
    const copies = outputs.map((output) => ({ path: (0,external_node_path_.join)(folder, descriptor/* SHARD_FILES_DIR */.ph, output.path), bytes: outputBytes(view, output.path, key) }));
    // Every copy settled before anything else (the lock is released after): the first failure is the seal's.
    const written = await Promise.allSettled(copies.map((copy) => (0,atomic_write/* atomicWriteFileDurably */.IX)(copy.path, copy.bytes)));
    const failed = written.find((w) => w.status === 'rejected');
    if (failed)
        throw failed.reason;
    const journal = readJournalHead(folder);
    // The run's journal read when the shard started has at least its first event.
    if (view.instance === undefined)
        throw new errors/* StagegateError */.q('STATE_WRITE_FAILED', `the journal of run ${view.ctx.runId} has no first event to name in the shard's ${descriptor/* SHARD_FILE */.aL}`);
    await (0,descriptor/* writeDescriptor */.fJ)(folder, {
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
    const read = (0,state_journal/* readJournal */.a0)((0,state_journal/* journalPathFor */.S7)((0,external_node_path_.join)(folder, 'workflow_state.yaml')));
    if (read.kind !== 'ok' || read.head.sha256 === null)
        throw new errors/* StagegateError */.q('STATE_WRITE_FAILED', `the journal of the shard in ${folder} cannot be read back`);
    return { seq: read.head.seq, sha256: read.head.sha256 };
}
/** The per-item step a foreach shard's run stopped at to ask for inputs this leg was not given, if it did. */
function shardAsking(fan, outcome, bindings) {
    if (outcome.status !== 'WORKFLOW_INPUT_REQUIRED' || outcome.activeStep == null)
        return undefined;
    const def = fan.step.def.per_item?.[outcome.activeStep];
    const names = def ? (0,asked_next/* unansweredAsks */.x$)({ def }, bindings) : [];
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
    const target = (0,command_line/* runTarget */.Nh)(view.workflow.file, view.ctx.runId, request.agentFlagsInHints ? (0,run_scope/* stateLocatingInputs */.G$)(view.workflow, view.ctx.bound.explicit) : []);
    // The agent flags this leg was given go on every command it prints: `merge` continues the run
    // like `run` (its stages after the fan-out step run those agents), a leg run again runs its own.
    const flags = request.agentFlagsInHints ? (0,command_line/* agentFlags */.J)(request.agents) : '';
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
    const again = `${name} run ${target}${(0,command_line/* flagWord */.Np)('shard', shard.key)}${flags}`;
    // Stopped at a per-item step that asks a person: the same leg with the answer (a plain run again stops there again).
    if (asking !== undefined) {
        const answer = (0,asked_next/* answerCommand */.k3)(again, asking.names);
        return { message: (0,asked_next/* askedMessage */.GL)(asking.step, asking.names, answer), hint: (0,asked_next/* askedFix */.Ym)(`step ${asking.step.id} of ${what}`, asking.names, answer, undefined), nextCommand: answer };
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
        return `\`${rerun}${(0,command_line/* flagWord */.Np)('stop-after-step', last.step)}\`: it runs the stale steps again up to ${last.step} and stops before ${fanOut}`;
    return `\`${rerun} --stop-after-step <the step before ${fanOut ?? 'the fan-out step'}>\`: it runs the stale steps again and stops before the fan-out step`;
}
/**
 * A result or an unfinished run left in the key's folder by an earlier instance of the run (made
 * before a fresh start of its run id, and kept or put back there) is never continued, nor sealed
 * again as this run's: the merge leaves it out, and a shard run here would resume or report it and
 * name this instance in its SHARD.json.
 */
function refuseEarlierInstance(view, folderAbs, key) {
    const found = (0,earlier_instance/* earlierInstanceIn */.ZZ)(folderAbs, view.ctx.runId, view.instance);
    if (found === undefined)
        return;
    const shown = (0,external_node_path_.relative)(view.workspace.root, folderAbs).split('\\').join('/');
    throw new errors/* StagegateError */.q('SHARD_FOREIGN', `shard ${key}: its folder ${shown} holds a ${found} made for run ${view.ctx.runId} before its fresh start (another instance of the run), not for this one; nothing ran`, {
        hint: `Remove ${shown} (it is not this run's result), then run the shard again.`,
        location: { file: shown },
    });
}
/** A key's folder an interrupted merge was copying into (its marker names it): refused, nothing run (merge-marker.ts). */
function refuseMergeMarked(view, request, folderAbs, key) {
    const folder = (0,external_node_path_.relative)(view.workspace.root, folderAbs).split('\\').join('/');
    const naming = { runId: view.ctx.runId, workflowFile: view.workflow.file, commandName: request.commandName ?? 'stagegate', locating: request.agentFlagsInHints ? (0,run_scope/* stateLocatingInputs */.G$)(view.workflow, view.ctx.bound.explicit) : [] };
    const refusal = (0,merge_marker/* markedFolderRefusal */.vE)(view.workspace, view.ctx.statePath.abs, folder, key, naming);
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
    const target = (0,command_line/* runTarget */.Nh)(view.workflow.file, view.ctx.runId, request.agentFlagsInHints ? (0,run_scope/* stateLocatingInputs */.G$)(view.workflow, view.ctx.bound.explicit) : []);
    const name = request.commandName ?? 'stagegate';
    throw new errors/* StagegateError */.q('STALE_ARTIFACT_REJECTED', `shard ${key} of run ${view.ctx.runId}: the run is at source commit ${(0,source_drift/* shortCommit */.Ax)(made)}, this checkout at ${(0,source_drift/* shortCommit */.Ax)(now)}; a shard runs at its run's commit (its verdicts are recorded and merged as made there). Nothing ran`, { hint: `Run the shard in a checkout of ${(0,source_drift/* shortCommit */.Ax)(made)}, or bring the run to this commit first (${rerunToFanOut(state, `${name} run ${target} --on-source-change rerun`)}), then list its shards again.` });
}
/** `stagegate shards \u2026` and `stagegate merge \u2026` of this run, to paste (the inputs that locate its state included). */
function shardCommands(view, request) {
    const name = request.commandName ?? 'stagegate';
    const target = (0,command_line/* runTarget */.Nh)(view.workflow.file, view.ctx.runId, request.agentFlagsInHints ? (0,run_scope/* stateLocatingInputs */.G$)(view.workflow, view.ctx.bound.explicit) : []);
    return { shards: `${name} shards ${target}`, merge: `${name} merge ${target}${request.agentFlagsInHints ? (0,command_line/* agentFlags */.J)(request.agents) : ''}` };
}
/**
 * A parallel step with a branch that may revise the run's earlier outputs runs in one process
 * (shards/unshardable.ts): `shards` and `run --shard` refuse it, the plain resume is what continues.
 * So does `merge` (`merging`): a shard folder of it an earlier stagegate made (one that sharded such
 * steps) carries back none of the revisions its branch made on its machine.
 */
function refuseUnshardable(view, fan, request, merging = false) {
    const offending = (0,unshardable/* unshardableBranches */.K3)(view.workflow, fan.step);
    if (offending.length === 0)
        return;
    const run = `${request.commandName ?? 'stagegate'} run ${(0,command_line/* runTarget */.Nh)(view.workflow.file, view.ctx.runId, request.agentFlagsInHints ? (0,run_scope/* stateLocatingInputs */.G$)(view.workflow, view.ctx.bound.explicit) : [])}${request.agentFlagsInHints ? (0,command_line/* agentFlags */.J)(request.agents) : ''}`;
    const folders = merging ? ' Its shard folders (an earlier stagegate ran such branches as shards) are not merged: what a branch revised there is on that machine only.' : '';
    throw new errors/* StagegateError */.q('SHARD_NOT_SUPPORTED', `${(0,unshardable/* notShardableWhy */.Al)(fan.step.id, offending)}; nothing ${merging ? 'was merged' : 'ran'}`, {
        location: { file: view.workflow.file, line: offending[0].line, column: offending[0].column },
        hint: `Run the step in one process: \`${run}\` runs its branches here (max_concurrency at a time) and re-records what they revise.${folders}`,
        nextCommand: run,
    });
}
/** Refusal of a shard whose result the run already holds: what to do instead, as commands. */
function alreadyMerged(view, request, what) {
    const c = shardCommands(view, request);
    return new errors/* StagegateError */.q('SHARD_ALREADY_MERGED', what, { hint: `Nothing to run: \`${c.shards}\` lists the shards still pending; \`${c.merge}\` continues the run.` });
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
        request = { ...request, stageMasks: (batch.stageMasks ??= new stage_masks/* StageMasks */.ws()) };
    // The invocation's readers: the parent's read and the branch's run share them.
    const readers = request.readers ?? new workflow_readers/* InvocationReaders */.LR();
    request = { ...request, readers };
    try {
        view = await readers.read((importers) => readParent(request.workspace, request.workflowFile, request.invocation, importers, request, batch));
        const { ctx, workflow } = view;
        if (!view.state)
            throw new errors/* StagegateError */.q('SHARD_NOT_READY', `run ${ctx.runId} has not started: there are no shards to run yet`, { hint: fanOutHint(toFanOut(view, request)) });
        at = fanOutStepAt(view);
        if (state_lock/* RunLock */.jj.isHeld(ctx.lockPath))
            throw new errors/* StagegateError */.q('WORKFLOW_LOCKED', `run ${ctx.runId} is held by a runner (a resume or a merge): its shards wait until it ends; nothing was changed`, { hint: 'Wait for it to finish, then list the shards again.' });
        checkShardSource(view, view.state, ports, key, request);
        // A leg without agent flags runs the agent the run recorded (agents/recorded.ts); its printed
        // commands then carry none (the merge finds the record too), one with flags carries those.
        request = { ...request, agents: (0,recorded/* effectiveAgents */.Kq)(request.agents, view.state, view.workspace, ctx.runId).selection };
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
            const status = `${request.commandName ?? 'stagegate'} status ${(0,command_line/* runTarget */.Nh)(workflow.file, ctx.runId, request.agentFlagsInHints ? (0,run_scope/* stateLocatingInputs */.G$)(workflow, ctx.bound.explicit) : [])}`;
            throw new errors/* StagegateError */.q('SHARD_NOT_READY', `run ${ctx.runId} already finished (${view.state.status}): it has no shards to run; nothing ran`, {
                hint: `A finished run runs no more shards (\`${status}\` shows how it ended); to fan out again, start the workflow over, with a new run id or this one with --mode fresh.`,
            });
        }
        if (!fan)
            throw new errors/* StagegateError */.q('SHARD_NOT_READY', `run ${ctx.runId} is not at a foreach or parallel step (active step: ${view.state.active_step}): there are no shards to run`, { hint: `\`${shardCommands(view, request).shards}\` lists the shards the run has now.` });
        const item = fan.record.items.find((i) => i.id === key);
        if (!item) {
            // Only an item a shard can still run: one with its result in the run would be refused next.
            const near = (0,did_you_mean/* closest */.kp)(key, fan.record.items.filter(fan_out/* isOpen */.nT).map((i) => i.id).toArray());
            throw new errors/* StagegateError */.q('SHARD_UNKNOWN', `foreach step ${fan.step.id} has no item '${key}'${near ? ` (did you mean '${near}'?)` : ''}; nothing ran`, { hint: `\`${shardCommands(view, request).shards}\` lists its shards.` });
        }
        if (!(0,fan_out/* isOpen */.nT)(item))
            throw alreadyMerged(view, request, `item ${key} of foreach step ${fan.step.id} already has its result in run ${ctx.runId} (${item.status}); nothing ran`);
        const unmet = (0,fan_out/* unmetDependencies */.Pl)(fan.record, item);
        if (unmet.length > 0) {
            const c = shardCommands(view, request);
            throw new errors/* StagegateError */.q('SHARD_NOT_READY', `item ${key} of foreach step ${fan.step.id} waits for ${unmet.join(', ')} (not VERIFIED in the run yet): it runs in a later wave; nothing ran`, { hint: `Merge the shards it depends on (\`${c.merge}\`), then list the shards again (\`${c.shards}\`).` });
        }
        const shardItem = (0,fan_out/* shardItemOf */.bj)(ctx.runRoot.rel, fan, item);
        const statePath = shardItem.state_path;
        const abs = view.workspace.resolve(statePath, `shard ${key}`).abs;
        // Before its lock (which makes the folder): a refused leg leaves no folder the marker names.
        refuseMergeMarked(view, request, (0,external_node_path_.dirname)(abs), key);
        // Two legs of one shard never both advance it.
        const lock = state_lock/* RunLock */.jj.acquire(`${abs}.lock`, `shard ${key} of run ${ctx.runId}`);
        let outcome;
        try {
            // Checked again with the shard's lock held: a resume that took the run's lock meanwhile
            // checks this lock before running the item in-process (steps/foreach/run.ts), so never both.
            if (state_lock/* RunLock */.jj.isHeld(ctx.lockPath))
                throw new errors/* StagegateError */.q('WORKFLOW_LOCKED', `run ${ctx.runId} is held by a runner (a resume or a merge): its shards wait until it ends; nothing was changed`, { hint: 'Wait for it to finish, then list the shards again.' });
            refuseEarlierInstance(view, (0,external_node_path_.dirname)(abs), key);
            const parent = { workflow, bindings: ctx.bindings, runId: ctx.runId, request, ancestry: request.ancestry ?? [], statePath: ctx.statePath.rel, runRoot: ctx.runRoot.rel, instance: view.instance };
            const sourceCommit = view.state.source_commit;
            outcome = await (0,runner/* runWorkflow */.F)((0,run.itemRunRequest)(parent, fan.step, shardItem), { ...(0,run.itemPorts)(ports, fan.step, shardItem), source: { sourceCommit: () => sourceCommit } });
            // The item run's warnings named by the item, as a run that runs the item in-process names them (steps/foreach/run.ts).
            if (outcome.warnings !== undefined) {
                const told = (0,scoped_note/* scopedWarnings */.me)(`${fan.step.id}[${key}].`, outcome);
                outcome = { ...outcome, warnings: told.map((w) => w.message), warningSteps: Object.fromEntries(told.map((w) => [w.message, w.step])) };
            }
            const finished = outcome.state !== undefined && outcome.activeStep === null;
            if (finished) {
                batch?.sealing?.(key);
                await sealShard(view, { kind: 'foreach', step: fan.step.id, visit: fan.visit, key, bindings: item.bindings }, statePath, outcome.state, outcome.warnings);
            }
            // A finished shard is a result to merge, whatever it says: the merge applies it.
            const exitCode = finished && (outcome.status === 'WORKFLOW_COMPLETE' || outcome.status === 'ITEM_DEFERRED') ? 0 : outcome.exitCode;
            const shard = { key, step: fan.step.id, kind: 'foreach', folder: (0,external_node_path_.relative)(view.workspace.root, (0,external_node_path_.dirname)(abs)).split('\\').join('/'), finished };
            return { ...outcome, exitCode, ...shardNext(view, request, { ...outcome, exitCode }, shard, undefined, finished ? undefined : shardAsking(fan, outcome, ctx.bindings)), shard };
        }
        finally {
            lock.release();
        }
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
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
        const near = (0,did_you_mean/* closest */.kp)(key, fan.branches.map((b) => b.id).filter((id) => (0,branch_fan_out/* branchIsOpen */.pQ)(fan, id)));
        throw new errors/* StagegateError */.q('SHARD_UNKNOWN', `parallel step ${fan.step.id} has no branch '${key}'${near ? ` (did you mean '${near}'?)` : ''}; nothing ran`, { hint: `\`${shardCommands(view, request).shards}\` lists its shards.` });
    }
    if (!(0,branch_fan_out/* branchIsOpen */.pQ)(fan, key))
        throw alreadyMerged(view, request, `branch ${key} of parallel step ${fan.step.id} already has its verdict in run ${ctx.runId} (${fan.records?.[key]?.status ?? '?'}); nothing ran`);
    const statePath = (0,branch_fan_out/* branchShardStatePath */.z8)(ctx.runRoot.rel, fan.step.id, key, fan.visit);
    const abs = view.workspace.resolve(statePath, `shard ${key}`).abs;
    // Before its lock (which makes the folder): a refused leg leaves no folder the marker names.
    refuseMergeMarked(view, request, (0,external_node_path_.dirname)(abs), key);
    // Two legs of one shard never both advance it.
    const lock = state_lock/* RunLock */.jj.acquire(`${abs}.lock`, `shard ${key} of run ${ctx.runId}`);
    try {
        // Checked again with the shard's lock held: a resume that took the run's lock meanwhile checks
        // this lock before running the branch in-process (steps/parallel/run.ts), so never both.
        if (state_lock/* RunLock */.jj.isHeld(ctx.lockPath))
            throw new errors/* StagegateError */.q('WORKFLOW_LOCKED', `run ${ctx.runId} is held by a runner (a resume or a merge): its shards wait until it ends; nothing was changed`, { hint: 'Wait for it to finish, then list the shards again.' });
        refuseEarlierInstance(view, (0,external_node_path_.dirname)(abs), key);
        const tokens = (0,branch_fan_out/* branchShardTokens */.JG)(workflow, ctx.bindings, ctx.runId, view.state, branch);
        const shardRequest = {
            workspace: request.workspace,
            workflowFile: workflow.file,
            workflowModel: (0,branch_fan_out/* branchWorkflow */.OG)(workflow, fan.step, branch, statePath),
            itemRun: true,
            invocation: { tokens, undeclared: 'keep', mode: 'resume', ...(request.invocation.allowWorkflowChange === true ? { allowWorkflowChange: true } : {}), ...(0,source_drift/* sourcePolicyOf */.vE)({ request, workflow }) },
            env: request.env,
            ...(0,host/* sharedWithSubRuns */.A)(request),
            ...(view.instance !== undefined ? { parentInstance: view.instance } : {}),
            // What the branch did once in the run's own process on this visit, `once` skips in the shard.
            effectsAlso: (0,effects/* effectsAlsoEntry */.WL)(fan.visit, (0,state_journal/* journalPathFor */.S7)(view.ctx.statePath.abs)),
            ancestry: request.ancestry ?? [],
        };
        const sourceCommit = view.state.source_commit;
        const outcome = await (0,runner/* runWorkflow */.F)(shardRequest, { ...branchShardPorts(ports, view, fan.step.id, key, fan.visit), source: { sourceCommit: () => sourceCommit } });
        const finished = outcome.state !== undefined && outcome.activeStep === null;
        if (finished) {
            batch?.sealing?.(key);
            await sealShard(view, { kind: 'parallel', step: fan.step.id, visit: fan.visit, key, bindings: tokens }, statePath, outcome.state, outcome.warnings);
        }
        // A finished shard is a result to merge, whatever its branch's verdict: the merge applies it.
        const exitCode = finished && outcome.status === 'WORKFLOW_COMPLETE' ? 0 : outcome.exitCode;
        const shard = { key, step: fan.step.id, kind: 'parallel', folder: (0,external_node_path_.relative)(view.workspace.root, (0,external_node_path_.dirname)(abs)).split('\\').join('/'), finished };
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
    const record = (0,branch_fan_out/* shardBranchRecord */.kQ)(state, stepId, key);
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
    const completed = (0,workflow/* declaredCompletedCount */.Bv)(view.workflow, view.state?.completed_steps ?? []);
    const totalSteps = (0,workflow/* declaredStepCount */.K2)(view.workflow);
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
    const readers = request.readers ?? new workflow_readers/* InvocationReaders */.LR();
    request = { ...request, readers };
    try {
        view = await readers.read((importers) => readParent(request.workspace, request.workflowFile, request.invocation, importers, request));
        // Nothing to merge into: a mistyped run id must not start (and run through) a whole new run.
        if (!view.state) {
            const start = toFanOut(view, request);
            throw new errors/* StagegateError */.q('SHARD_NOT_READY', `run ${view.ctx.runId} has not started: there are no shards to merge; nothing ran`, {
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
            (0,shards_intake/* precheckBranches */.qp)({ workspace: view.workspace, workflow: view.workflow, runId: view.ctx.runId, instance: view.instance, runRoot: view.ctx.runRoot.rel, bindings: view.ctx.bindings, state: view.state, fan: branches }, fromDirs);
        }
        else if (fan) {
            step = fan.step.id;
            // Refuse a bad shard before the lock and before anything is written; the merge checks again under the lock.
            (0,shards_intake/* precheck */.MQ)({ workspace: view.workspace, workflow: view.workflow, runId: view.ctx.runId, instance: view.instance, runRoot: view.ctx.runRoot.rel, fan }, fromDirs);
        }
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        return { ...failed({ workflowFile: request.workflowFile, runId: view?.ctx.runId ?? null, workflow: view?.workflow.name ?? null }, '', error), merge: { step, merged: [], alreadyMerged: [], pending: [], superseded: [] } };
    }
    const intake = step !== null ? (0,shards_intake/* shardIntake */.$A)(step, fromDirs) : undefined;
    const outcome = await (0,runner/* runWorkflow */.F)({ ...request, ...(intake ? { shards: intake } : {}) }, ports);
    const pending = intake?.report.pending ?? [];
    // Stopped at the fan-out step for the shards still pending: those are what come next.
    const waits = pending.length > 0 && outcome.status === 'PARTIAL_RESUMABLE' && outcome.activeStep === step && outcome.runId !== null;
    return { ...outcome, ...(waits ? pendingNext(request, outcome.workflowFile, outcome.runId, pending, request.agentFlagsInHints && view ? (0,run_scope/* stateLocatingInputs */.G$)(view.workflow, view.ctx.bound.explicit) : [], (0,earlier_instance/* leftoverFolders */.tb)(intake.report)) : {}), merge: { step, merged: intake?.report.merged ?? [], alreadyMerged: intake?.report.alreadyMerged ?? [], pending, superseded: intake?.report.superseded ?? [] } };
}
/**
 * A merge that left shards pending: they run as shards and the merge runs again (a resume would
 * run them here instead) \u2014 not "run again without --stop-after-step", which a merge never needed.
 */
function pendingNext(request, workflowFile, runId, pending, locating, leftovers) {
    const name = request.commandName ?? 'stagegate';
    const target = (0,command_line/* runTarget */.Nh)(workflowFile, runId, locating);
    // The merge's agent flags on the commands that run stages (a shard, the merge, the resume): `shards` takes none.
    const flags = request.agentFlagsInHints ? (0,command_line/* agentFlags */.J)(request.agents) : '';
    const run = `${name} run ${target}${pending.length === 1 ? (0,command_line/* flagWord */.Np)('shard', pending[0]) : ' --shard KEY'}${flags}`;
    return {
        hint: `${leftovers.length > 0 ? `Remove ${leftovers.join(', ')} first ${(0,earlier_instance/* whyRemoveLeftovers */.V1)(leftovers, runId)}. Then run` : 'Run'} the shard${pending.length === 1 ? '' : 's'} still pending (\`${name} shards ${target}\` lists ${pending.length === 1 ? 'it' : 'them'}; \`${run}\` runs ${pending.length === 1 ? 'it' : 'one'}), then merge again (\`${name} merge ${target}${flags}\`); or resume with \`${name} run ${target}${flags}\` to run ${pending.length === 1 ? 'it' : 'them'} here.`,
        nextCommand: `${name} shards ${target}`,
    };
}

// EXTERNAL MODULE: ./src/core/commands/status.ts + 2 modules
var commands_status = __webpack_require__(63954);
;// CONCATENATED MODULE: ./src/core/shards/legs.ts
// Matrix legs (docs/run-semantics.md#shards): the shards that can run now, dealt in order into at
// most N groups, so a matrix of N runners takes them all. GitHub runs at most 256 legs per matrix,
// and a runner's own start (checkout, setup, stagegate's cold start) is paid per leg, not per shard.
/** `keys` in order, cut into min(n, keys.length) contiguous legs whose sizes differ by at most one (larger legs first). */
function dealLegs(keys, n) {
    if (!Number.isInteger(n) || n < 1)
        throw new RangeError(`legs must be a whole number of 1 or more (got ${n})`);
    const count = Math.min(n, keys.length);
    const legs = [];
    let at = 0;
    for (let i = 0; i < count; i++) {
        const size = Math.floor(keys.length / count) + (i < keys.length % count ? 1 : 0);
        legs.push(keys.slice(at, at + size));
        at += size;
    }
    return legs;
}

// EXTERNAL MODULE: ./src/core/run/ports.ts
var ports = __webpack_require__(34289);
// EXTERNAL MODULE: ./src/host/process-runner.ts + 6 modules
var process_runner = __webpack_require__(83317);
// EXTERNAL MODULE: ./src/action/context.ts
var action_context = __webpack_require__(40645);
// EXTERNAL MODULE: ./src/action/inputs.ts + 1 modules
var action_inputs = __webpack_require__(90834);
// EXTERNAL MODULE: ./src/action/persistence.ts
var persistence = __webpack_require__(9849);
// EXTERNAL MODULE: ./src/action/artifact-store.ts
var artifact_store = __webpack_require__(1866);
// EXTERNAL MODULE: ./src/action/rerun-download.ts
var rerun_download = __webpack_require__(70769);
// EXTERNAL MODULE: ./src/action/markdown.ts
var markdown = __webpack_require__(38037);
// EXTERNAL MODULE: ./src/action/report.ts
var action_report = __webpack_require__(31658);
// EXTERNAL MODULE: ./src/action/stage-log.ts + 1 modules
var stage_log = __webpack_require__(48932);
// EXTERNAL MODULE: ./src/host/github/stage-processes.ts
var stage_processes = __webpack_require__(78514);
// EXTERNAL MODULE: ./src/action/words.ts
var words = __webpack_require__(79579);
// EXTERNAL MODULE: ./src/core/run/printable.ts
var printable = __webpack_require__(46226);
// EXTERNAL MODULE: ./src/action/run-command.ts + 9 modules
var run_command = __webpack_require__(96185);
;// CONCATENATED MODULE: ./src/action/pending-shards.ts
// A shard a leg ran that did not finish (no verdict or result: its stage stopped with a code, the
// job was cancelled) is carried too, so that what it did \u2014 its journal, the attempts it counted,
// the `effect_done` events of `stagegate once` \u2014 is continued, not started over, by whoever takes
// the key next on another runner: a later leg of the key (a re-run of the failed job, a later
// wave) or the merge job (whose next step runs it in-process; its state artifact then carries
// the folder on). The leg uploads the shard's folder as
// `\u2026-shard-pending-<16 hex of the key's sha256>-<8 hex of the folder's>-<key>-a<attempt>-<n>`
// (never taken by a merge for a result: those are `\u2026-shard-<key hash>-\u2026`; the folder \u2014 run root,
// step, key, visit \u2014 keeps two fan-out points of one key apart). The next job installs the newest
// one of each folder where that folder is not in the workspace yet (where it is, nothing is
// downloaded: the folder there is newer than any leg's leftover), when it belongs to this
// instance of the run (a run started over fresh never continues an earlier one's shard: an
// artifact made before the fresh start is passed over for the next-newest). Only this workflow
// run's artifacts are looked at, never those of the run resume-from-run-id names.
// An artifact that cannot be used \u2014 its bytes not the service's digest, not one shard folder of the
// run, a journal that does not read, another key's folder (or, in a leg, a key it does not run), no
// positive match on this instance of the run, a SHARD.json (a result is never a leftover) \u2014 fails
// the job as the artifact service failing does: a job that cannot tell whether a shard did
// something (a `stagegate once` effect) does not start it over.











function prefixOf(id) {
    return `${(0,persistence/* artifactPrefix */.DS)(id)}shard-pending-`;
}
function hex(text, length) {
    return (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex').slice(0, length);
}
/** A key, as the name says it: 16 hex of its sha256 (64 bits: no two keys of a run share it). */
function keyHash(key) {
    return hex(key, 16);
}
/** A shard folder (workspace-relative, `/`-separated), as the name says it. */
function folderHash(folder) {
    return hex(folder, 8);
}
/** The artifact name of shard `key`'s unfinished `folder` (workspace-relative), uploaded by this job attempt. */
function pendingShardArtifactName(id, key, folder, attempt, seq) {
    return `${prefixOf(id)}${keyHash(key)}-${folderHash(folder)}-${(0,persistence/* slug */.yR)(key, 30)}-a${(0,persistence/* slug */.yR)(attempt, 10)}-${seq}`;
}
/** After the prefix: key hash, folder hash, key slug, attempt, sequence number. */
const NAME = /^([0-9a-f]{16})-([0-9a-f]{8})-.+-a[^-]+-\d+$/;
/** A shard folder as the workspace names it: <run root>/foreach|parallel/<step>/<key>/v<visit>. */
const SHARD_FOLDER = /^(foreach|parallel)\/[^/]+\/([^/]+)\/v\d+$/;
/**
 * Upload an unfinished shard's `folder` (workspace-relative): its `files` (workspace-absolute;
 * paths kept relative to the workspace, so the next job knows where they go). Returns the
 * artifact's name, or why not.
 */
async function uploadPendingShard(ctx, id, key, folder, files, retentionDays) {
    for (let seq = 1; seq <= 5; seq++) {
        const name = pendingShardArtifactName(id, key, folder, ctx.gh.attempt, seq);
        try {
            await ctx.store().upload(name, files, ctx.workspaceRoot, { retentionDays });
            return { name };
        }
        catch (error) {
            if (seq < 5 && (0,artifact_store/* isNameConflict */.or)(error))
                continue;
            return { error: error instanceof Error ? error.message : String(error) };
        }
    }
    return { error: 'every name was taken' };
}
/** A lock of the machine the folder came from (the run's, a once key's), its side files, a half-made copy: never installed. */
function leftBehind(name) {
    return name.endsWith('.lock') || (0,persistence/* isLockSideFile */.HE)(name) || name.includes('.stagegate-tmp-');
}
/** Regular files below `dir` (workspace-style relative paths, locks left out); undefined when anything else is there. */
function regularFiles(dir, rel = '') {
    const out = [];
    for (const name of (0,external_node_fs_.readdirSync)((0,external_node_path_.join)(dir, rel)).sort()) {
        const r = rel === '' ? name : `${rel}/${name}`;
        const st = (0,external_node_fs_.lstatSync)((0,external_node_path_.join)(dir, r));
        if (st.isDirectory()) {
            if (name.includes('.stagegate-tmp-'))
                continue;
            const below = regularFiles(dir, r);
            if (below === undefined)
                return undefined;
            out.push(...below);
        }
        else if (st.isFile()) {
            if (!leftBehind(name))
                out.push(r);
        }
        else
            return undefined;
    }
    return out;
}
/** The names of the folders (not symlinks) in `dir`; none when it is absent. */
function subfolders(dir) {
    try {
        return (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    }
    catch {
        return [];
    }
}
/** Bytes of the regular files below `dir` (what an unpack wrote there). */
function bytesBelow(dir) {
    let bytes = 0;
    for (const entry of (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true })) {
        const abs = (0,external_node_path_.join)(dir, entry.name);
        if (entry.isDirectory())
            bytes += bytesBelow(abs);
        else if (entry.isFile())
            bytes += (0,external_node_fs_.lstatSync)(abs).size;
    }
    return bytes;
}
/**
 * The installed folders, or throws RestoreFailed (the service failed, or an artifact cannot be used).
 * `budget`: what the downloads may unpack in all (a merge passes what is left of its one limit; a
 * leg, none: each download has the store's limit). One the budget refuses, though the store's own
 * limit would not, fails as any unusable artifact does (overBudget) \u2014 skipped, the key would start
 * over and repeat what its leg did \u2014 unless its key is in `budget.covered`: a key whose result the
 * merge took (a later leg finished it), which replaces the folder anyway.
 */
async function installPendingShards(ctx, location, keys, budget) {
    const id = { workflowName: location.workflowName, runId: location.runId, workflowPath: location.workflowPath };
    const prefix = prefixOf(id);
    const store = ctx.store();
    const wanted = keys === undefined ? undefined : new Set(keys.map(keyHash));
    const covered = new Set([...(budget?.covered ?? [])].map(keyHash));
    const service = async (call) => {
        try {
            return await (0,persistence/* inScope */.SB)({ kind: 'current' }, call);
        }
        catch (error) {
            throw new run_command.RestoreFailed(location, error, 'shards');
        }
    };
    // Each folder's artifacts, newest first.
    const groups = new Map();
    const listed = await service(() => store.list({ kind: 'current' }));
    for (const a of listed.sort((x, y) => (y.createdAt?.getTime() ?? 0) - (x.createdAt?.getTime() ?? 0) || y.id - x.id)) {
        const m = a.name.startsWith(prefix) ? NAME.exec(a.name.slice(prefix.length)) : null;
        if (!m || (wanted !== undefined && !wanted.has(m[1])))
            continue;
        const group = `${m[1]}-${m[2]}`;
        if (!groups.has(group))
            groups.set(group, []);
        groups.get(group).push({ artifact: a, keyHash: m[1], folderHash: m[2] });
    }
    if (groups.size === 0)
        return [];
    const workspace = new workspace_workspace/* Workspace */.aR(ctx.workspaceRoot);
    const runRoot = location.runRoot === '.' ? '' : location.runRoot.replace(/\/+$/, '');
    const instance = (0,state_journal/* readOrigin */.P2)((0,state_journal/* journalPathFor */.S7)(workspace.resolve(location.statePath, 'the run state').abs));
    const base = ctx.gh.runnerTemp ?? (0,external_node_os_.tmpdir)();
    (0,external_node_fs_.mkdirSync)(base, { recursive: true });
    const installed = [];
    // What the installed downloads unpacked, against the budget (only those: the rest were removed).
    let unpacked = 0;
    const refuse = (name, why, overBudget = false) => {
        const message = `unfinished shard artifact ${name} cannot be used: ${why}`;
        throw new run_command.RestoreFailed(location, overBudget ? new artifact_store/* MergeBudgetExceeded */.V3(message) : new Error(message), 'unfinished shard');
    };
    // What the downloaded artifact `name` holds, judged against the run and the name.
    const judge = (name, got, want, digest) => {
        if (got.digestMismatch)
            return { kind: 'refused', why: 'its bytes do not match the digest the artifact service recorded' };
        if (got.refused !== undefined)
            return { kind: 'refused', why: got.refused };
        // Only its journal could be checked without one (its other files, outputs in progress, not): as a mismatch, never installed.
        if (!digest)
            return { kind: 'refused', why: 'the artifact service lists it without a sha256 digest (uploaded by an older build of stagegate, or some other way), so its bytes cannot be checked' };
        const files = regularFiles(got.downloadPath);
        if (files === undefined || files.length === 0)
            return { kind: 'refused', why: 'it holds something other than regular files, or nothing' };
        const journal = files.find((f) => f.endsWith('/workflow_state.journal.jsonl'));
        const folder = journal === undefined ? undefined : (0,external_node_path_.dirname)(journal);
        const inRoot = folder === undefined ? undefined : runRoot === '' ? folder : folder.startsWith(`${runRoot}/`) ? folder.slice(runRoot.length + 1) : undefined;
        const shape = inRoot === undefined ? null : SHARD_FOLDER.exec(inRoot);
        if (folder === undefined || shape === null || files.some((f) => !f.startsWith(`${folder}/`)))
            return { kind: 'refused', why: `it is not one shard folder of run ${location.runId}` };
        if (folderHash(folder) !== want.folderHash)
            return { kind: 'refused', why: `it holds ${folder}, not the folder its name says` };
        const target = workspace.resolve(folder, 'an unfinished shard');
        // What the run's state artifact carried (or a result merged there) is newer than any leg's leftover.
        if ((0,external_node_fs_.lstatSync)(target.abs, { throwIfNoEntry: false }) !== undefined)
            return { kind: 'here' };
        if (files.includes(`${folder}/SHARD.json`))
            return { kind: 'refused', why: 'it holds a SHARD.json (a result, never an unfinished shard)' };
        const read = (0,state_journal/* readJournal */.a0)((0,external_node_path_.join)(got.downloadPath, journal));
        if (read.kind !== 'ok')
            return { kind: 'refused', why: `its journal ${journal} ${read.kind === 'absent' ? 'is missing' : `cannot be read or verified (${read.reason})`}` };
        const starts = read.lines.filter((l) => l.event === 'run_started');
        if (starts.length === 0 || read.lines[0].event !== 'run_started')
            return { kind: 'refused', why: 'its journal does not begin with a run' };
        if (starts.some((s) => s.run_id !== location.runId))
            return { kind: 'refused', why: `its journal is not of run ${location.runId}` };
        // A positive match on this instance of the run: a shard's journal records the instance it ran for.
        const claimed = starts.map((s) => s.parent_instance);
        if (instance === undefined || claimed.some((c) => !(0,descriptor/* isRunInstance */.VW)(c)))
            return { kind: 'refused', why: `its journal does not name the instance of run ${location.runId} it ran for` };
        if (!claimed.every((c) => (0,state_journal/* sameInstance */.YH)(c, instance)))
            return { kind: 'earlier' };
        // Its key, from its journal: a foreach item's id; a branch shard's branch (the folder is the branch's name when no branch began yet).
        let key;
        if (shape[1] === 'foreach')
            key = starts[0].inputs['item_id'];
        else {
            const branches = new Set(read.lines.filter((l) => l.event === 'branch_updated').map((l) => l.branch));
            key = branches.size === 1 ? [...branches][0] : branches.size === 0 ? shape[2] : undefined;
        }
        if (key === undefined || keyHash(key) !== want.keyHash)
            return { kind: 'refused', why: `its journal ran ${key === undefined ? 'no one key' : `key ${key}`}, not the key its name says` };
        if (keys !== undefined && !keys.includes(key))
            return { kind: 'refused', why: `its key ${key} is not one this leg runs` };
        return { kind: 'install', folder, files };
    };
    for (const group of groups.values()) {
        for (const { artifact, ...want } of group) {
            const skip = () => ctx.io.info(`Unfinished shard artifact ${artifact.name} was not installed: it does not fit in what is left of the merge's limit, and the merge took a result of its key, which replaces it.`);
            // Its folder already in the run (the run's state carried it, or a result merged there): nothing of the artifact is needed, so nothing is downloaded (no limit spent on it, none to refuse it).
            const here = folderHere(want.folderHash);
            if (here !== undefined) {
                ctx.io.info(`Unfinished shard artifact ${artifact.name} was not installed: the run already holds ${here}, newer than any leg's leftover (not downloaded: nothing of it is needed).`);
                break;
            }
            const quarantine = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(base, 'stagegate-pending-shard-'));
            try {
                const left = budget === undefined ? undefined : { maxBytes: Math.max(0, budget.maxBytes - unpacked), bound: budget.bound };
                // What this download adds to the budget once it is installed: one passed over (its folder
                // here, made before a fresh start) leaves nothing in the workspace, its quarantine removed.
                let counted = 0;
                const got = await service(() => (0,rerun_download/* downloadFromThisRun */.mt)(store, artifact, quarantine, ctx.thisRun, (m) => ctx.io.info(m), left));
                if (left !== undefined && !got.digestMismatch) {
                    // The budget's refusal (the store names it by its bound only when it is the tighter limit), or an unpack past it (a store that did not hold to it).
                    const bytes = got.refused === undefined ? bytesBelow(got.downloadPath) : 0;
                    const over = got.refused?.includes(left.bound) ? got.refused : bytes > left.maxBytes ? `it unpacked to ${bytes} bytes, more than the ${left.maxBytes} ${left.bound}` : undefined;
                    if (over !== undefined && covered.has(want.keyHash)) {
                        skip();
                        break;
                    }
                    if (over !== undefined)
                        refuse(artifact.name, over, true);
                    counted = bytes;
                }
                let judged;
                try {
                    judged = judge(artifact.name, got, want, artifact.digest);
                }
                catch (error) {
                    judged = { kind: 'refused', why: error instanceof Error ? error.message : String(error) };
                }
                if (judged.kind === 'refused')
                    refuse(artifact.name, judged.why);
                if (judged.kind === 'earlier') {
                    ctx.io.annotate('warning', `Unfinished shard artifact ${artifact.name} was not installed: it was made for run ${location.runId} before its fresh start.`, { title: 'stagegate: shard of an earlier run not installed' });
                    continue;
                }
                if (judged.kind === 'install') {
                    install(artifact.name, got.downloadPath, judged.folder, judged.files);
                    unpacked += counted;
                }
                break;
            }
            finally {
                (0,external_node_fs_.rmSync)(quarantine, { recursive: true, force: true });
            }
        }
    }
    return installed;
    /** The shard folder (workspace-relative) of the run root whose name hashes to `hash` (as artifact names say it), if the run holds one. */
    function folderHere(hash) {
        for (const kind of ['foreach', 'parallel']) {
            const kindRel = runRoot === '' ? kind : `${runRoot}/${kind}`;
            let kindAbs;
            try {
                kindAbs = workspace.resolve(kindRel, 'the run root').abs;
            }
            catch {
                continue;
            }
            for (const step of subfolders(kindAbs)) {
                for (const key of subfolders((0,external_node_path_.join)(kindAbs, step))) {
                    for (const visit of subfolders((0,external_node_path_.join)(kindAbs, step, key))) {
                        const folder = `${kindRel}/${step}/${key}/${visit}`;
                        if (SHARD_FOLDER.test(`${kind}/${step}/${key}/${visit}`) && folderHash(folder) === hash)
                            return folder;
                    }
                }
            }
        }
        return undefined;
    }
    // Copied beside the target, then renamed into place: never half a folder (a copy that fails leaves nothing).
    function install(name, from, folder, files) {
        const target = workspace.resolve(folder, 'an unfinished shard');
        const temp = `${target.abs}.stagegate-tmp-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`;
        try {
            for (const f of files) {
                const to = (0,external_node_path_.join)(temp, (0,external_node_path_.relative)(folder, f));
                (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(to), { recursive: true });
                (0,external_node_fs_.copyFileSync)((0,external_node_path_.join)(from, f), to);
            }
            (0,external_node_fs_.renameSync)(temp, target.abs);
        }
        catch (error) {
            (0,external_node_fs_.rmSync)(temp, { recursive: true, force: true });
            refuse(name, `it could not be copied to ${folder} (${error.code ?? String(error)})`);
        }
        installed.push(folder);
    }
}

;// CONCATENATED MODULE: ./src/action/shard-commands.ts
// Fan-out in the Action (docs/action.md#fan-out-across-a-matrix): `command: shards` lists the
// shard keys of the run's foreach step (items) or parallel step (branches) as the `matrix` output
// (with `legs:`, dealt into legs: an array of key arrays); `command: run` with `shard:` runs
// one shard, or a leg's several one after another (the run's state restored from its artifact, the
// run itself untouched) and uploads each finished shard folder as an artifact of its own; `command: merge` downloads the newest shard
// artifact of each key of the run's fan-out step in this workflow run (within one size limit in all),
// and merges them through the core (which verifies each one) before continuing the run like `command: run`.























/** Every shard artifact of a run starts with this (never mistaken for a state artifact: those continue with `a<attempt>-`). */
function shardArtifactPrefix(id) {
    return `${(0,persistence/* artifactPrefix */.DS)(id)}shard-`;
}
/** A key as shard artifact names say it (keyPartOf reads it back): its hash keeps keys that slug alike apart. */
function keyPart(key) {
    return `${(0,external_node_crypto_.createHash)('sha256').update(key).digest('hex').slice(0, 8)}-${(0,persistence/* slug */.yR)(key, 30)}`;
}
/** The artifact name of shard `key` uploaded by this job attempt. */
function shardArtifactName(id, key, attempt, seq) {
    return `${shardArtifactPrefix(id)}${keyPart(key)}-a${(0,persistence/* slug */.yR)(attempt, 10)}-${seq}`;
}
/** The key part of a shard artifact's name (hash and slug), so that each key's newest artifact is picked. */
function keyPartOf(name, prefix) {
    const m = /^([0-9a-f]{8}-.+)-a[^-]+-\d+$/.exec(name.slice(prefix.length));
    return name.startsWith(prefix) && m ? m[1] : undefined;
}
function failureResult(status, message, hint, runId) {
    const b = new markdown/* MarkdownBudget */.nd();
    (0,action_report/* bannerBlock */.g$)(b, 'stagegate', status, [(0,markdown/* prose */.CS)((0,words/* actionWords */.I)(message)), hint ? `**Fix:** ${(0,markdown/* prose */.CS)((0,words/* actionWords */.I)(hint))}` : '']);
    return {
        outputs: { ...(0,action_context/* emptyOutputs */.q_)(status), runId },
        failure: `${status}: ${(0,words/* actionWords */.I)(message)}`,
        conclusion: 'failure',
        checkTitle: `stagegate: ${status}`,
        summary: b.toString(),
        annotations: [{ level: 'error', message: `${status}: ${(0,words/* actionWords */.I)(message)}${hint ? `\nFix: ${(0,words/* actionWords */.I)(hint)}` : ''}`, properties: { title: `stagegate: ${status}` } }],
    };
}
/** `command: shards`: the keys that can run now, as the matrix output. Runs nothing, writes nothing but the restored state. */
async function shardsCommand(inputs, ctx) {
    const workflowFile = inputs.workflow[0];
    const persistence = await (0,run_command.restoreOrRefuse)(inputs, ctx, workflowFile);
    if ('outputs' in persistence)
        return persistence;
    let list;
    try {
        list = await ctx.readers.read((importers) => listShards(ctx.workspaceRoot, workflowFile, (0,run_command.invocationOf)(inputs, ctx.io), importers));
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        const inRepo = (t) => (0,action_context/* repoText */.kK)(ctx.gh, ctx.workspaceRoot, t, [workflowFile, persistence.kind === 'on' ? persistence.location.runRoot : undefined]);
        return failureResult(error.code, inRepo(error.message), error.hint !== undefined ? inRepo(error.hint) : undefined, inputs.runId ?? null);
    }
    // legs: the same keys, in order, dealt into at most that many matrix legs (each an array of keys).
    const legs = inputs.legs !== undefined ? dealLegs(list.shards, inputs.legs) : undefined;
    const b = new markdown/* MarkdownBudget */.nd();
    const message = list.toFanOut?.entry !== undefined
        ? `Run ${list.runId} has not started, and ${(0,words/* actionWords */.I)(entryFanOut(list.toFanOut))} (the matrix is empty).`
        : list.toFanOut !== undefined
            ? `Run ${list.runId} has not started: no shards yet (the matrix is empty). Run it to its fan-out step first: ${(0,words/* actionWords */.I)(`\`${list.toFanOut.command}\``)}.`
            : list.step === null && list.run.state === undefined
                ? `Run ${list.runId} has not started, and ${(0,words/* actionWords */.I)(NO_FAN_OUT)} (the matrix is empty).`
                : list.step === null
                    ? `Run ${list.runId} is not at a foreach or parallel step: no shards (the matrix is empty).`
                    : `${list.kind === 'parallel' ? 'Parallel' : 'Foreach'} step ${list.step}: ${list.shards.length} shard${list.shards.length === 1 ? '' : 's'} can run now${legs ? ` in ${legs.length} leg${legs.length === 1 ? '' : 's'}` : ''}${list.waiting.length > 0 ? `; ${list.waiting.length} wait for dependencies (a later wave: ${list.waiting.join(', ')})` : ''}.`;
    const listing = legs ? legs.map((leg, i) => `- leg ${i + 1}: ${leg.map((k) => (0,markdown/* code */.aY)(k)).join(' ')}`) : list.shards.map((k) => `- ${(0,markdown/* code */.aY)(k)}`);
    (0,action_report/* bannerBlock */.g$)(b, `${(0,markdown/* esc */.UQ)((0,action_context/* repoPath */.qN)(ctx.gh, ctx.workspaceRoot, workflowFile))} \u00b7 run ${(0,markdown/* code */.aY)(list.runId)}`, 'SHARDS', [(0,markdown/* prose */.CS)(message), listing.join('\n'), `Carried state: ${(0,run_command.restoredLine)(persistence) ?? 'none'}`], { icon: '\ud83e\udde9', words: 'Shards' });
    ctx.io.info(message);
    // The run's own outputs (run-id, active-step, completed-steps, state-path, ...) as command: status
    // gives them, from the state the listing read (not read and replayed again); status stays SHARDS,
    // and nothing ran (stages-run 0, no artifact uploaded).
    const { state, statePath, manifestPath } = list.run;
    const report = { status: state ? (0,commands_status/* statusOf */.c2)(state) : commands_status/* NOT_STARTED */.Yd, runId: list.runId, activeStep: state?.active_step ?? null, completedSteps: state?.completed_steps ?? [], statePath, manifestPath, state };
    return {
        outputs: { ...(0,run_command.reportOutputs)(ctx, report, persistence), status: 'SHARDS', runId: list.runId, stagesRun: 0, matrix: legs ?? list.shards, step: list.step },
        // As for every command (action.yml check-name): success only for a complete run; listing the
        // shards of one still under way (or not started) is the partial conclusion.
        conclusion: report.status === 'WORKFLOW_COMPLETE' ? 'success' : inputs.partialConclusion,
        checkTitle: list.toFanOut !== undefined ? 'No shards: the run has not started' : list.step === null ? 'No shards' : `${list.shards.length} shards of ${list.step}${legs ? ` in ${legs.length} legs` : ''}`,
        summary: b.toString(),
        annotations: [],
    };
}
/** Regular files of a shard folder (workspace-absolute), without locks, their side files or temp files (as the run's artifact: persistence.ts). */
function shardFiles(dir) {
    const out = [];
    const walk = (d) => {
        for (const name of (0,external_node_fs_.readdirSync)(d).sort()) {
            const abs = (0,external_node_path_.join)(d, name);
            const st = (0,external_node_fs_.lstatSync)(abs);
            if (st.isDirectory())
                walk(abs);
            else if (st.isFile() && !name.endsWith('.lock') && !(0,persistence/* isLockSideFile */.HE)(name) && !name.includes('.stagegate-tmp-'))
                out.push(abs);
        }
    };
    walk(dir);
    return out;
}
/** Run shard `key` (sharing `batch` with the leg's other keys), then upload its folder when it finished. */
async function runAndUpload(inputs, ctx, key, batch, runLocation) {
    const runRoot = runLocation?.runRoot;
    const workflowFile = inputs.workflow[0];
    const printer = new stage_log/* StageLogPrinter */.zG(ctx.io);
    const processes = (0,stage_processes/* stageProcessRunner */.o)((0,process_runner/* createNodeProcessRunner */.uS)({ stopGraceMs: stage_processes/* ACTION_STOP_GRACE_MS */.a, ...(ctx.spawner ? { lent: ctx.spawner } : {}) }), { signal: ctx.signal, setSecret: (v) => ctx.io.setSecret(v), onStageMask: (v) => printer.addMask(v), onLogText: (step, visit, attempt, text) => printer.fromLogFile(step, visit, attempt, text) });
    let outcome;
    try {
        outcome = await runShard({ workspace: ctx.workspaceRoot, workflowFile, invocation: (0,run_command.invocationOf)(inputs, ctx.io), env: (0,run_command.stageEnvironmentBase)(ctx.env), commandName: 'stagegate', agents: (0,action_inputs/* agentSelectionOf */.N6)(inputs, ctx.workspaceRoot), signal: ctx.signal, readers: ctx.readers }, { processes, source: ctx.source, clock: ports/* systemClock */.m, onEvent: (e) => printer.onEvent(e) }, key, batch);
    }
    finally {
        printer.end();
    }
    // Its paths as the repository names them, as `command: run` says them (working-directory in
    // front): the shard's folder, its log, its state; a refusal's folder under the run root.
    const inRepo = (t) => (0,action_context/* repoText */.kK)(ctx.gh, ctx.workspaceRoot, t, [outcome.shard.folder, outcome.runRoot, outcome.statePath, outcome.workflowFile, runRoot]);
    outcome = { ...outcome, message: inRepo(outcome.message), ...(outcome.hint !== undefined ? { hint: inRepo(outcome.hint) } : {}) };
    // A stage that failed: its last lines, for the annotation and the summary (as command: run gives them).
    const failedLog = outcome.exitCode !== 0 && outcome.status !== run_command.INTERRUPTED ? printer.lastFailure?.logPath : undefined;
    // Masked with the values every key of the leg registered (one set: ShardBatch.stageMasks), not this key's only.
    const tail = failedLog ? { log: (0,action_context/* repoPath */.qN)(ctx.gh, ctx.workspaceRoot, failedLog), lines: (0,run_command.maskLines)((0,stage_log/* lastLines */.w$)((0,external_node_path_.join)(ctx.workspaceRoot, failedLog)), ctx.env, [...printer.stageMasks, ...(batch.stageMasks?.values ?? [])]) } : undefined;
    const model = outcome.shard.step !== null ? batch.loaded?.workflow.steps.get(outcome.shard.step) : undefined;
    const at = model && (0,external_node_fs_.lstatSync)((0,external_node_path_.join)(ctx.workspaceRoot, workflowFile), { throwIfNoEntry: false })?.isFile() ? { file: (0,action_context/* repoPath */.qN)(ctx.gh, ctx.workspaceRoot, workflowFile), startLine: model.line, startColumn: model.column } : undefined;
    let uploaded;
    let uploadedId;
    let uploadedDigest;
    let uploadError;
    const folder = outcome.shard.folder;
    let carriedOn;
    const unfinished = folder && !outcome.shard.finished ? (0,external_node_path_.join)(ctx.workspaceRoot, folder) : undefined;
    if (unfinished !== undefined && outcome.runId && runLocation !== undefined && (0,external_node_fs_.lstatSync)(unfinished, { throwIfNoEntry: false })?.isDirectory() === true) {
        // What the shard did so far (its journal: attempts, `stagegate once` effects) goes on with the key.
        const files = shardFiles(unfinished);
        if (files.length > 0)
            carriedOn = await uploadPendingShard(ctx, { workflowName: runLocation.workflowName, runId: runLocation.runId, workflowPath: runLocation.workflowPath }, key, (0,external_node_path_.relative)(ctx.workspaceRoot, unfinished).split(external_node_path_.sep).join('/'), files, inputs.retentionDays);
    }
    if (outcome.shard.finished && folder && outcome.runId && inputs.persist === 'artifact' && ctx.gh.hasArtifactRuntime && !ctx.gh.isGhes) {
        // The run's workflow name (a shard's own outcome names its per-item machine): loaded once per leg.
        const workflow = batch.loaded?.workflow.name ?? (await ctx.readers.read((importers) => (0,commands_status/* getStatus */.BS)(ctx.workspaceRoot, workflowFile, (0,run_command.invocationOf)(inputs, ctx.io), importers))).workflow ?? outcome.workflow ?? workflowFile;
        const id = { workflowName: workflow, runId: outcome.runId, workflowPath: (0,action_context/* repoPath */.qN)(ctx.gh, ctx.workspaceRoot, workflowFile) };
        const root = (0,external_node_path_.join)(ctx.workspaceRoot, folder);
        const files = shardFiles(root);
        for (let seq = 1; seq <= 5 && uploaded === undefined; seq++) {
            const name = shardArtifactName(id, key, ctx.gh.attempt, seq);
            try {
                const result = await ctx.store().upload(name, files, root, { retentionDays: inputs.retentionDays });
                uploaded = name;
                uploadedId = result.id;
                uploadedDigest = result.digest ? (result.digest.startsWith('sha256:') ? result.digest : `sha256:${result.digest}`) : undefined;
            }
            catch (error) {
                if ((0,artifact_store/* isNameConflict */.or)(error) && seq < 5)
                    continue;
                uploadError = `could not upload shard ${key} as an artifact: ${error instanceof Error ? error.message : String(error)}`;
                break;
            }
        }
    }
    return { key, outcome, uploaded, uploadedId, uploadedDigest, uploadError, tail, at, ...(carriedOn !== undefined ? { carriedOn } : {}) };
}
/** A shard that ran to a result to merge, uploaded when artifacts are on. */
function succeeded(s) {
    return s.outcome.exitCode === 0 && !s.uploadError;
}
/**
 * A shard a leg of several keys needs nothing more for: it succeeded, or the run already holds its
 * result. A re-run of a leg (one of its keys failed) meets the keys the merge job took meanwhile:
 * those are not failures of the leg. Alone (`shard: C-01`), SHARD_ALREADY_MERGED stays a refusal.
 */
function doneInLeg(s) {
    return succeeded(s) || s.outcome.status === 'SHARD_ALREADY_MERGED';
}
/**
 * The fix for a shard that did not succeed, in the action's terms. A leg of several keys put
 * straight into the input (`shard: ${{ matrix.shard }}`) reaches the action as the word `Array`,
 * which no run has as a key: say so, with the input that works.
 */
function shardHint(s) {
    if (s.outcome.status === 'SHARD_UNKNOWN' && s.key === 'Array') {
        return "GitHub renders a matrix leg that is an array of keys as the word 'Array' in a string: pass it as JSON, shard: ${{ toJSON(matrix.shard) }} (stagegate's docs/action.md, \"Legs: several shards per runner\").";
    }
    return (0,words/* actionWords */.I)(s.outcome.hint);
}
/** The summary block of one shard (its banner and lines), the same alone or in a leg. */
function shardBlock(b, s, inputs, ctx, carried) {
    const { key, outcome, uploaded, uploadError } = s;
    const folder = outcome.shard.folder;
    const hint = doneInLeg(s) ? undefined : shardHint(s);
    const lines = [
        (0,markdown/* prose */.CS)((0,words/* actionWords */.I)(outcome.message)),
        hint ? `**Fix:** ${(0,markdown/* prose */.CS)(hint)}` : '',
        folder ? `Shard ${(0,markdown/* code */.aY)(key)} of ${outcome.shard.kind ?? 'foreach'} step ${(0,markdown/* code */.aY)(outcome.shard.step ?? '?')} in ${(0,markdown/* code */.aY)((0,action_context/* repoPath */.qN)(ctx.gh, ctx.workspaceRoot, folder))}: ${outcome.shard.finished ? 'finished' : 'not finished (run this leg again to continue it)'}` : '',
        uploaded ? `Uploaded as artifact ${(0,markdown/* code */.aY)(uploaded)}: the merge job takes it.` : '',
        s.carriedOn !== undefined ? ('name' in s.carriedOn ? `Unfinished: uploaded as artifact ${(0,markdown/* code */.aY)(s.carriedOn.name)}, so the next leg of this key or the merge job continues it (its attempts and \`stagegate once\` effects are not started over).` : `\u26a0\ufe0f Unfinished, and could not be uploaded for the next job (${(0,markdown/* esc */.UQ)(s.carriedOn.error)}): the next leg of this key starts it over.`) : '',
        uploadError ? `\u274c ${(0,markdown/* esc */.UQ)(uploadError)}` : '',
        carried !== undefined ? `Carried state: ${carried}` : '',
    ];
    (0,action_report/* bannerBlock */.g$)(b, `${(0,markdown/* esc */.UQ)((0,action_context/* repoPath */.qN)(ctx.gh, ctx.workspaceRoot, inputs.workflow[0]))} \u00b7 run ${(0,markdown/* code */.aY)(outcome.runId ?? '?')} \u00b7 shard ${(0,markdown/* code */.aY)(key)}`, outcome.status, lines);
    if (s.tail && s.tail.lines.length > 0)
        b.add(`#### Last lines of ${(0,markdown/* code */.aY)(s.tail.log)}\n\n${(0,markdown/* preBlock */.DI)(s.tail.lines)}\n\n`);
}
/** The failure of a shard that did not succeed, and its annotation. */
function shardFailure(s) {
    // As command: run's failure (run-command.ts failureText): quoted text and the stage's lines under the gutter.
    const failure = `${s.outcome.status}: ${(0,printable/* printableQuoted */.wV)((0,words/* actionWords */.I)(s.uploadError ?? s.outcome.message))}`;
    const hint = shardHint(s);
    const tail = s.tail && s.tail.lines.length > 0 ? [`Last ${s.tail.lines.length} line${s.tail.lines.length === 1 ? '' : 's'} of ${s.tail.log}:`, ...s.tail.lines.map((l) => `${printable/* QUOTE_GUTTER */.nK}${(0,printable/* printable */.g$)(l)}`)].join('\n') : '';
    return { failure, annotation: { level: 'error', message: `${failure}${hint ? `\nFix: ${hint}` : ''}${tail ? `\n${tail}` : ''}`, properties: { title: `stagegate: shard ${s.key}: ${s.outcome.status}`, ...(s.at ?? {}) } } };
}
/**
 * `command: run` with `shard:`: run each key in turn (a matrix leg of one key or of several) and
 * upload each finished shard as an artifact of its own, named as a one-key leg names it, so the
 * merge takes them alike. A refused or failed key does not stop the leg; a cancelled job does (the
 * keys not started stay pending).
 */
async function shardRunCommand(inputs, ctx, keys) {
    const workflowFile = inputs.workflow[0];
    const persistence = await (0,run_command.restoreOrRefuse)(inputs, ctx, workflowFile);
    if ('outputs' in persistence)
        return persistence;
    const carried = (0,run_command.restoredLine)(persistence) ?? 'none';
    // An earlier leg of these keys that did not finish: its folder, where the restored state has none.
    if (persistence.kind === 'on') {
        try {
            for (const folder of await installPendingShards(ctx, persistence.location, keys))
                ctx.io.info(`Continuing the unfinished shard an earlier leg left in ${(0,action_context/* repoPath */.qN)(ctx.gh, ctx.workspaceRoot, folder)}.`);
        }
        catch (error) {
            // The service failing: whether a key's earlier leg did something cannot be told, so nothing runs.
            return (0,run_command.persistenceError)(error, ctx, inputs.runId);
        }
    }
    // The workflow is loaded and checked once for the leg; the run's state is read again for each key.
    const batch = {};
    const runs = [];
    let notStarted = [];
    for (const [i, key] of keys.entries()) {
        if (keys.length > 1)
            ctx.io.info(`Shard ${key} (${i + 1} of ${keys.length})`);
        runs.push(await runAndUpload(inputs, ctx, key, batch, persistence.kind === 'on' ? persistence.location : undefined));
        if (ctx.signal.aborted) {
            notStarted = keys.slice(i + 1);
            break;
        }
    }
    const from = (0,run_command.restoredFrom)(persistence);
    if (keys.length === 1)
        return oneShardResult(runs[0], inputs, ctx, carried, from);
    return legResult(runs, notStarted, inputs, ctx, carried, from);
}
/** The outputs a shard's outcome sets (its own state and manifest, in its shard folder), beside the leg's own. */
function shardOutputs(outcome, ctx, from) {
    return {
        activeStep: outcome.activeStep,
        completedSteps: outcome.completedSteps,
        statePath: outcome.statePath ? (0,action_context/* repoPath */.qN)(ctx.gh, ctx.workspaceRoot, outcome.statePath) : null,
        manifestPath: outcome.manifestPath ? (0,action_context/* repoPath */.qN)(ctx.gh, ctx.workspaceRoot, outcome.manifestPath) : null,
        restoredFrom: from,
    };
}
/**
 * artifact-name, artifact-id, artifact-url and artifact-digest of the shard artifacts a leg
 * uploaded, in the order they were uploaded: one value a line (one line for a leg of one key), the
 * id, page and digest on the line of their name (empty where the service gave none).
 */
function uploadedOutputs(ctx, uploaded) {
    if (uploaded.length === 0)
        return { artifactName: null, artifactId: null, artifactUrl: null, artifactDigest: null };
    const url = (id) => (id !== undefined && ctx.gh.repository && ctx.gh.runId ? `${ctx.gh.serverUrl}/${ctx.gh.repository}/actions/runs/${ctx.gh.runId}/artifacts/${id}` : '');
    const lines = (values) => (values.every((v) => v === '') ? null : values.join('\n'));
    return {
        artifactName: uploaded.map((s) => s.uploaded).join('\n'),
        artifactId: lines(uploaded.map((s) => (s.uploadedId !== undefined ? String(s.uploadedId) : ''))),
        artifactUrl: lines(uploaded.map((s) => url(s.uploadedId))),
        artifactDigest: lines(uploaded.map((s) => s.uploadedDigest ?? '')),
    };
}
function oneShardResult(s, inputs, ctx, carried, from) {
    const { key, outcome, uploaded } = s;
    const b = new markdown/* MarkdownBudget */.nd();
    shardBlock(b, s, inputs, ctx, carried);
    const failed = succeeded(s) ? undefined : shardFailure(s);
    return {
        outputs: { ...(0,action_context/* emptyOutputs */.q_)(outcome.status), complete: outcome.status === 'WORKFLOW_COMPLETE', runId: outcome.runId, ...shardOutputs(outcome, ctx, from), ...uploadedOutputs(ctx, uploaded ? [s] : []), stagesRun: outcome.stagesRun },
        ...(failed ? { failure: failed.failure } : {}),
        // A finished shard is not the run done (the merge and the steps after the fan-out are still to
        // come): never `success`, so a leg's check cannot pass a required check of the run's name.
        conclusion: failed ? 'failure' : inputs.partialConclusion,
        checkTitle: `Shard ${key}: ${outcome.status}`,
        summary: b.toString(),
        annotations: failed ? [failed.annotation] : [],
    };
}
/**
 * A leg of several keys: `status` (and active-step, completed-steps, state-path) from the first
 * shard that failed, else the first that did not complete, else the first (WORKFLOW_INTERRUPTED
 * when a cancelled job left keys not started); `artifact-name` every uploaded name, one per line;
 * `stages-run` their sum. The summary: the leg's table, then each shard's own block.
 */
function legResult(runs, notStarted, inputs, ctx, carried, from) {
    const failed = runs.filter((s) => !doneInLeg(s));
    const lead = failed[0] ?? runs.find((s) => s.outcome.status !== 'WORKFLOW_COMPLETE' && s.outcome.status !== 'SHARD_ALREADY_MERGED') ?? runs[0];
    const leadStatus = lead.outcome.status === 'SHARD_ALREADY_MERGED' ? 'WORKFLOW_COMPLETE' : lead.outcome.status;
    // Keys left out by a cancelled job: the leg was interrupted even when every shard it started succeeded.
    const status = leadStatus === 'WORKFLOW_COMPLETE' && notStarted.length > 0 ? 'WORKFLOW_INTERRUPTED' : leadStatus;
    const uploadedRuns = runs.filter((s) => s.uploaded);
    const uploaded = uploadedRuns.map((s) => s.uploaded);
    const merged = runs.filter((s) => s.outcome.status === 'SHARD_ALREADY_MERGED').map((s) => s.key);
    const failedText = failed.map((s) => `${s.key} (${s.uploadError ? 'upload failed' : s.outcome.status})`).join(', ');
    const notStartedText = notStarted.length > 0 ? `the job was cancelled before shard${notStarted.length === 1 ? '' : 's'} ${notStarted.join(', ')} started (still pending: run this leg again)` : undefined;
    const ok = failed.length === 0 && notStarted.length === 0;
    const keys = [...runs.map((s) => s.key), ...notStarted];
    const b = new markdown/* MarkdownBudget */.nd();
    const head = [
        `${runs.length - failed.length - merged.length} of ${keys.length} shards ran to a result${uploaded.length > 0 ? ` (${uploaded.length} uploaded as artifacts: the merge job takes them)` : ''}`,
        merged.length > 0 ? `already merged into the run, nothing ran: ${merged.join(', ')}` : '',
        failed.length > 0 ? `did not succeed: ${failedText}` : '',
    ].filter(Boolean).join('; ');
    (0,action_report/* bannerBlock */.g$)(b, `${(0,markdown/* esc */.UQ)((0,action_context/* repoPath */.qN)(ctx.gh, ctx.workspaceRoot, inputs.workflow[0]))} \u00b7 run ${(0,markdown/* code */.aY)(lead.outcome.runId ?? '?')} \u00b7 leg of ${keys.length} shards`, status, [(0,markdown/* esc */.UQ)(`${head}.`), notStartedText ? `\ud83d\udeab ${(0,markdown/* prose */.CS)((0,words/* actionWords */.I)(notStartedText))}` : '', `Carried state: ${carried}`]);
    b.table(['shard', 'status', 'artifact'], [...runs.map((s) => [(0,markdown/* code */.aY)(s.key), (0,markdown/* esc */.UQ)(s.outcome.status), s.uploaded ? (0,markdown/* code */.aY)(s.uploaded) : s.uploadError ? '\u274c upload failed' : '\u2014']), ...notStarted.map((k) => [(0,markdown/* code */.aY)(k), 'not started', '\u2014'])]);
    for (const s of runs)
        shardBlock(b, s, inputs, ctx, undefined);
    const annotations = failed.map((s) => shardFailure(s).annotation);
    if (notStartedText)
        annotations.push({ level: 'error', message: `WORKFLOW_INTERRUPTED: ${(0,words/* actionWords */.I)(notStartedText)}`, properties: { title: 'stagegate: leg interrupted' } });
    const failure = ok ? undefined : `${status}: ${[failed.length > 0 ? `did not succeed: ${failedText}` : '', notStartedText ?? ''].filter(Boolean).join('; ')}`;
    const { outcome } = lead;
    return {
        outputs: { ...(0,action_context/* emptyOutputs */.q_)(status), complete: status === 'WORKFLOW_COMPLETE', runId: runs.find((s) => s.outcome.runId)?.outcome.runId ?? null, ...shardOutputs(outcome, ctx, from), ...uploadedOutputs(ctx, uploadedRuns), stagesRun: runs.reduce((n, s) => n + (s.outcome.stagesRun ?? 0), 0) },
        ...(failure ? { failure } : {}),
        // A cancelled job's leg is reported as `command: run` reports one: cancelled.
        conclusion: ok ? inputs.partialConclusion : ctx.signal.aborted ? 'cancelled' : 'failure',
        checkTitle: `Leg of ${keys.length} shards (${keys[0]} \u2026 ${keys[keys.length - 1]}): ${status}`,
        summary: b.toString(),
        annotations,
    };
}
/** The newest artifact of each shard key of this run in this workflow run. */
function newestPerKey(artifacts, prefix) {
    const byKey = new Map();
    const sorted = artifacts.filter((a) => keyPartOf(a.name, prefix) !== undefined).sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0) || b.id - a.id);
    for (const a of sorted) {
        const k = keyPartOf(a.name, prefix);
        if (!byKey.has(k))
            byKey.set(k, a);
    }
    return [...byKey.values()].sort((a, b) => (a.name < b.name ? -1 : 1));
}
/**
 * The key parts (as shard artifact names say them: keyPartOf) of the keys a merge of the run
 * matches results against, those of them whose result the run already holds (`held`: nothing of
 * theirs to download), and those of the run's other fan-out steps (each with its step: their
 * artifacts are theirs, not strays); undefined when the run's state cannot be read here (the merge
 * then says why), so that every key's artifact is taken, within the budget, as before.
 */
async function mergeKeyParts(ctx, workflowFile, inputs) {
    try {
        const { step, keys, held, others } = await ctx.readers.read((importers) => mergeKeys(ctx.workspaceRoot, workflowFile, (0,run_command.invocationOf)(inputs, ctx.io), importers));
        const parts = new Set(keys.map(keyPart));
        const otherParts = new Map();
        for (const other of others)
            for (const key of other.keys)
                if (!parts.has(keyPart(key)) && !otherParts.has(keyPart(key)))
                    otherParts.set(keyPart(key), other.step);
        return { step, keys, parts, held: new Map(held.map((key) => [keyPart(key), key])), others: otherParts };
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        return undefined;
    }
}
/**
 * `command: merge`: download the shard artifacts, then run like `command: run` with the merge as its start.
 * Only the artifacts of keys the run's fan-out step has and holds no result of yet are downloaded
 * (a key merged before came back with the run's state), and all of them together
 * unpack within one limit (STAGEGATE_MAX_ARTIFACT_MB): a leg job may upload any number of
 * artifacts under the run's prefix, and each alone within the limit would still fill RUNNER_TEMP.
 * The quarantine they are unpacked in is removed once the merge is done, however it ends.
 */
async function mergeCommand(inputs, ctx) {
    const workflowFile = inputs.workflow[0];
    return (0,run_command.runCommand)(inputs, ctx, async (request, ports) => {
        const from = [];
        const located = await ctx.readers.read((importers) => (0,commands_status/* getStatus */.BS)(ctx.workspaceRoot, workflowFile, (0,run_command.invocationOf)(inputs, ctx.io), importers));
        let quarantine;
        try {
            if (located.workflow && located.runId && ctx.gh.hasArtifactRuntime && !ctx.gh.isGhes) {
                const id = { workflowName: located.workflow, runId: located.runId, workflowPath: (0,action_context/* repoPath */.qN)(ctx.gh, ctx.workspaceRoot, workflowFile) };
                const prefix = shardArtifactPrefix(id);
                const store = ctx.store();
                const base = ctx.gh.runnerTemp ?? (0,external_node_os_.tmpdir)();
                (0,external_node_fs_.mkdirSync)(base, { recursive: true });
                quarantine = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(base, 'stagegate-shards-'));
                // A failure of the artifact service is reported as a restore that failed (ARTIFACT_RESTORE_FAILED), nothing merged.
                const location = { workspaceRoot: ctx.workspaceRoot, workflowName: located.workflow, runId: located.runId, statePath: located.statePath ?? '', runRoot: located.runRoot ?? '', workflowFile: located.workflowFile, workflowPath: id.workflowPath };
                const service = async (call) => {
                    try {
                        return await (0,persistence/* inScope */.SB)({ kind: 'current' }, call);
                    }
                    catch (error) {
                        throw new run_command.RestoreFailed(location, error, 'shards');
                    }
                };
                const wanted = await mergeKeyParts(ctx, workflowFile, inputs);
                // One budget for the merge: what its downloads unpack in all (a merged run root past the limit would be refused by the next job's restore anyway).
                const limit = store.unpackLimit ?? Number.POSITIVE_INFINITY;
                let unpacked = 0;
                const artifacts = newestPerKey(await service(() => store.list({ kind: 'current' })), prefix);
                if (wanted?.step === null && artifacts.length > 0)
                    ctx.io.info(`Run ${located.runId} is at no foreach or parallel step: no shard artifact can be merged, none is downloaded.`);
                for (const artifact of wanted?.step === null ? [] : artifacts) {
                    if (wanted !== undefined && !wanted.parts.has(keyPartOf(artifact.name, prefix))) {
                        // Not a key the merge could take: never downloaded. A key of another fan-out step of the run is that step's (its merge takes it); any other is a stray (a leg may upload anything under the run's prefix).
                        const owner = wanted.others.get(keyPartOf(artifact.name, prefix));
                        if (owner !== undefined)
                            ctx.io.info(`Shard artifact ${artifact.name} is of step ${owner} of run ${located.runId}, not of step ${wanted.step}: left for that step's merge, not downloaded.`);
                        else
                            ctx.io.annotate('warning', `shard artifact ${artifact.name} is of no key of step ${wanted.step} of run ${located.runId}: it was not downloaded`, { title: 'stagegate: shard artifact not merged' });
                        continue;
                    }
                    const heldKey = wanted?.held.get(keyPartOf(artifact.name, prefix));
                    if (heldKey !== undefined) {
                        // The run already holds this key's result (an earlier merge took it; its folder came with the run's state): nothing of the artifact is needed.
                        ctx.io.info(`Shard artifact ${artifact.name} is of key ${heldKey} of step ${wanted.step}, whose result run ${located.runId} already holds: not downloaded.`);
                        continue;
                    }
                    const dest = (0,external_node_path_.join)(quarantine, artifact.name);
                    const left = Math.max(0, limit - unpacked);
                    const bound = { maxBytes: left, bound: `bytes left of the ${limit} the merge unpacks in all` };
                    const got = await service(() => (0,rerun_download/* downloadFromThisRun */.mt)(store, artifact, dest, ctx.thisRun, (m) => ctx.io.info(m), Number.isFinite(limit) ? bound : undefined));
                    // Unpacked past what was left (a store that did not hold to it): refused as a refused unpack is.
                    const bytes = got.digestMismatch || got.refused !== undefined ? 0 : bytesBelow(got.downloadPath);
                    const refused = got.refused ?? (bytes > left ? `it unpacked to ${bytes} bytes, more than the ${left} ${bound.bound}` : undefined);
                    if (got.digestMismatch || refused !== undefined) {
                        // Never merged (the key stays pending), and nothing of it is kept.
                        (0,external_node_fs_.rmSync)(dest, { recursive: true, force: true });
                        ctx.io.annotate('warning', got.digestMismatch ? `shard artifact ${artifact.name} does not match the digest the artifact service recorded: it was not merged` : `shard artifact ${artifact.name} was refused: ${refused}; it was not merged`, { title: 'stagegate: shard artifact not merged' });
                        continue;
                    }
                    unpacked += bytes;
                    if (!artifact.digest) {
                        // Listed without a digest (uploaded by an older build, or before the service recorded
                        // digests): the transport cannot be checked, but the merge verifies everything the
                        // result claims (journal chain and replay, outputs' sha256) before anything is merged.
                        ctx.io.annotate('warning', `shard artifact ${artifact.name} is listed without a sha256 digest (uploaded by an older build of stagegate, or some other way), so its bytes cannot be checked against the artifact service's record: it is merged only if the merge's own verification accepts it (its journal's chain and replay, every output's sha256); re-run its leg with this build to carry a digest`, { title: 'stagegate: shard artifact without a digest' });
                    }
                    from.push({ abs: got.downloadPath, shown: artifact.name });
                }
                ctx.io.info(`Shard artifacts of run ${located.runId}: ${from.length > 0 ? from.map((f) => f.shown).join(', ') : 'none'}.`);
                // Unfinished shards of legs (of the keys the merge takes): in place, so the run continues them (a result merged for the key replaces its folder).
                // They unpack within what is left of the merge's one budget.
                const byPart = new Map((wanted?.keys ?? []).map((key) => [keyPart(key), key]));
                const covered = new Set(from.map((f) => byPart.get(keyPartOf(f.shown, prefix))).filter((key) => key !== undefined));
                const pendingBudget = Number.isFinite(limit) ? { maxBytes: Math.max(0, limit - unpacked), bound: `bytes left of the ${limit} the merge unpacks in all`, covered } : undefined;
                // A held key's leftovers are not needed either: its result replaced its folder.
                const open = wanted?.keys.filter((key) => !wanted.held.has(keyPart(key)));
                for (const folder of await installPendingShards(ctx, location, open, pendingBudget))
                    ctx.io.info(`Unfinished shard installed in ${(0,action_context/* repoPath */.qN)(ctx.gh, ctx.workspaceRoot, folder)}: the run continues it.`);
            }
            return await mergeShards(request, ports, from);
        }
        finally {
            // The merge copied what it took into the run root: the downloads are no longer needed.
            if (quarantine !== undefined)
                (0,external_node_fs_.rmSync)(quarantine, { recursive: true, force: true });
        }
    });
}


/***/ })

};
