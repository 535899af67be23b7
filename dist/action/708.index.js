export const id = 708;
export const ids = [708];
export const modules = {

/***/ 65033:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B5: () => (/* binding */ shardStatePath),
/* harmony export */   Pl: () => (/* binding */ unmetDependencies),
/* harmony export */   bj: () => (/* binding */ shardItemOf),
/* harmony export */   eg: () => (/* binding */ readyItems),
/* harmony export */   nT: () => (/* binding */ isOpen),
/* harmony export */   xf: () => (/* binding */ fanOutOf)
/* harmony export */ });
/* harmony import */ var _state_state_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46624);
/* harmony import */ var _run_transition_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(29122);
/* harmony import */ var _steps_foreach_run_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(80511);
/* harmony import */ var _steps_foreach_schedule_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(55013);




/** The active foreach step and its items; undefined when the active step is no foreach. */
function fanOutOf(source, workflow) {
    const state = source.state();
    const id = state.active_step;
    if (id === null)
        return undefined;
    const step = workflow.steps.get(id);
    if (!step || step.kind !== 'foreach')
        return undefined;
    const steps = (0,_run_transition_js__WEBPACK_IMPORTED_MODULE_1__/* .stepRecord */ .oU)(state, id);
    // The visit entering (or re-entering) the step works on: startAttempt's rule.
    const visit = (0,_run_transition_js__WEBPACK_IMPORTED_MODULE_1__/* .currentVisit */ .$n)(steps);
    const previous = steps?.foreach;
    if (previous && previous.visit === visit)
        return { step, visit, record: previous.stopped === 'WORKFLOW_BLOCKED_ITEMS_DEFERRED' ? (0,_steps_foreach_schedule_js__WEBPACK_IMPORTED_MODULE_3__/* .reviveDeferred */ .VZ)(previous) : previous };
    return { step, visit, record: (0,_state_state_js__WEBPACK_IMPORTED_MODULE_0__/* .foreachRecordOf */ .hg)((0,_steps_foreach_run_js__WEBPACK_IMPORTED_MODULE_2__.loadRecord)(source, step, visit, previous)) };
}
/** Not finished: no result of it is in the run yet. */
function isOpen(item) {
    return item.status === 'pending' || item.status === 'running';
}
/** The dependencies of `item` that are not VERIFIED in the run. */
function unmetDependencies(record, item) {
    const status = new Map(record.items.map((i) => [i.id, i.status]));
    return item.depends_on.filter((d) => status.get(d) !== 'verified');
}
/** The shards that can run now, in the items' order: open items whose dependencies are verified. */
function readyItems(record) {
    return record.items.filter((item) => isOpen(item) && unmetDependencies(record, item).length === 0).toArray();
}
/**
 * The item as its shard runs it: the visit it is on and where that run lives \u2014 the folder and
 * visit its in-process run would use. An item in flight keeps the run it started; a pending one
 * starts its next visit (the run's record of it still counts the visits before).
 */
function shardItemOf(runRoot, fan, item) {
    if (item.status === 'running' && item.state_path !== null)
        return { ...item, state_path: item.state_path };
    const visits = item.visits + 1;
    return { ...item, visits, state_path: (0,_steps_foreach_run_js__WEBPACK_IMPORTED_MODULE_2__.itemStatePathIn)(runRoot, fan.step.id, item, visits) };
}
/** Where the run of `item` lives as a shard: the folder its in-process run would use. */
function shardStatePath(runRoot, fan, item) {
    return shardItemOf(runRoot, fan, item).state_path;
}


/***/ }),

/***/ 94708:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MQ: () => (/* binding */ precheck),
  qp: () => (/* binding */ precheckBranches),
  $A: () => (/* binding */ shardIntake)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/core/state/own-file.ts
var own_file = __webpack_require__(22076);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/run/errors.ts
var errors = __webpack_require__(82862);
// EXTERNAL MODULE: ./src/core/state/atomic-write.ts
var atomic_write = __webpack_require__(10174);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/core/state/journal.ts
var journal = __webpack_require__(90666);
// EXTERNAL MODULE: ./src/core/state/synced-names.ts
var synced_names = __webpack_require__(32162);
;// CONCATENATED MODULE: ./src/core/shards/durable-copy.ts
// A shard from another machine copied into its run's folder durably: the merge commits the shard's
// result to the run's journal next, and a power loss after that commit must not take back the shard
// journal, SHARD.json or output copies the run now counts on. Each file's data is synced, then its
// folder (deepest first), then the target's name and the folders above it up to the workspace.
// The file that says the copy is whole (`last`: SHARD.json, by which a merge finds a shard) is put
// in place last, under a temp name then renamed, once everything else is synced: a copy killed part
// way leaves no such file, so the next merge finds no shard there and copies it again, where a
// partial copy holding it was refused (SHARD_TAMPERED) by every merge after.





/** A copy that failed (a full disk, an I/O error, a file size limit): the error code and the file it was writing or reading. */
class CopyFailed extends Error {
    code;
    file;
    constructor(code, file, cause) {
        super(`${code} at ${file}`, { cause });
        this.code = code;
        this.file = file;
    }
}
/** Run `op` on `file`; an error of the file system comes back as CopyFailed naming the file. */
function at(file, op) {
    try {
        return op();
    }
    catch (error) {
        if (error instanceof CopyFailed)
            throw error;
        const code = error.code;
        throw typeof code === 'string' ? new CopyFailed(code, file, error) : error;
    }
}
/**
 * Copy the regular files and folders of `from` into `to` (made when absent) whose path `keep`
 * takes (links, FIFOs and devices are never copied), every file's data and every folder synced
 * before this returns; `last`, a file directly in `from`, after all the others are synced, renamed
 * into place from a temp name; then `to`'s name up to `root` (synced-names.ts), those in `synced` excepted.
 * A file system error (ENOSPC, EIO, EFBIG, \u2026) is thrown as CopyFailed, naming the file.
 */
function copyDurably(from, to, keep, root, io = {}, synced = new synced_names/* SyncedNames */.b$(), last) {
    const syncs = { fdatasyncSync: io.fdatasyncSync ?? external_node_fs_.fdatasyncSync, syncDir: io.syncDir ?? journal/* syncDir */.ty };
    const lastSrc = last === undefined ? undefined : (0,external_node_path_.join)(from, last);
    copyFolder(from, to, (src) => src !== lastSrc && keep(src), syncs);
    if (last !== undefined && lastSrc !== undefined && keep(lastSrc) && (0,external_node_fs_.lstatSync)(lastSrc).isFile()) {
        // Everything it vouches for is durable before its name is.
        syncs.syncDir(to);
        // A temp file's mark (atomic-write.ts): a leftover one is removed with the folder's other leftovers.
        const temp = (0,external_node_path_.join)(to, `.${last}.stagegate-tmp-${process.pid}-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`);
        copyFile(lastSrc, temp, syncs);
        at((0,external_node_path_.join)(to, last), () => (0,external_node_fs_.renameSync)(temp, (0,external_node_path_.join)(to, last)));
    }
    (0,synced_names/* syncUpTo */.kY)(to, root, synced, (dir) => syncs.syncDir(dir));
}
/** Copy one folder's entries, its subfolders first synced each, and sync the files' data; the folder itself is synced by the caller. */
function copyFolder(from, to, keep, syncs) {
    at(to, () => (0,external_node_fs_.mkdirSync)(to, { recursive: true }));
    for (const name of at(from, () => (0,external_node_fs_.readdirSync)(from))) {
        const src = (0,external_node_path_.join)(from, name);
        if (!keep(src))
            continue;
        const st = at(src, () => (0,external_node_fs_.lstatSync)(src));
        const dest = (0,external_node_path_.join)(to, name);
        if (st.isDirectory()) {
            copyFolder(src, dest, keep, syncs);
            syncs.syncDir(dest);
        }
        else if (st.isFile())
            copyFile(src, dest, syncs);
    }
}
/** Copy one file and sync its data. */
function copyFile(src, dest, syncs) {
    at(dest, () => {
        (0,external_node_fs_.copyFileSync)(src, dest);
        const fd = (0,external_node_fs_.openSync)(dest, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW);
        try {
            syncs.fdatasyncSync(fd);
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
    });
}

// EXTERNAL MODULE: ./src/core/shards/merge-marker.ts
var merge_marker = __webpack_require__(12900);
// EXTERNAL MODULE: ./src/core/state/lock.ts
var state_lock = __webpack_require__(20210);
// EXTERNAL MODULE: ./src/core/workspace/digest.ts
var digest = __webpack_require__(33929);
// EXTERNAL MODULE: ./src/core/shards/descriptor.ts
var descriptor = __webpack_require__(14988);
;// CONCATENATED MODULE: ./src/core/shards/candidates.ts
// Where shard results are found: the shard folders in the run root (shards run on this machine)
// and, below each `merge --from DIR`, every folder holding a SHARD.json (a shard folder copied
// from another machine, or a downloaded artifact). Links are never followed.



/** Deep enough for <step>/<item>/v<n>/ below a run root or an artifact's own folders. */
const MAX_DEPTH = 8;
function isDir(path) {
    const st = (0,external_node_fs_.lstatSync)(path, { throwIfNoEntry: false });
    return st !== undefined && st.isDirectory();
}
function isFile(path) {
    const st = (0,external_node_fs_.lstatSync)(path, { throwIfNoEntry: false });
    return st !== undefined && st.isFile();
}
/** Every folder at or below `root` that holds a SHARD.json (not below one that does). */
function shardFolders(root, depth = 0) {
    if (!isDir(root))
        return [];
    if (isFile((0,external_node_path_.join)(root, descriptor/* SHARD_FILE */.aL)))
        return [root];
    if (depth >= MAX_DEPTH)
        return [];
    const out = [];
    for (const name of (0,external_node_fs_.readdirSync)(root).sort()) {
        if (name === '.superseded' || name === '.git')
            continue;
        out.push(...shardFolders((0,external_node_path_.join)(root, name), depth + 1));
    }
    return out;
}
/** The shard results in `localFolder` (the step's shard runs in the run root), then under each --from folder (absolute). */
function findCandidates(workspace, localFolder, fromDirs) {
    const out = [];
    const local = workspace.tryResolve(localFolder);
    if (local)
        for (const dir of shardFolders(local.abs))
            out.push({ dir, shown: (0,external_node_path_.relative)(workspace.root, dir).split('\\').join('/'), inPlace: true });
    for (const from of fromDirs) {
        for (const dir of shardFolders(from.abs)) {
            const below = (0,external_node_path_.relative)(from.abs, dir).split('\\').join('/');
            out.push({ dir, shown: below === '' ? from.shown : `${from.shown}/${below}`, inPlace: false });
        }
    }
    return out;
}

// EXTERNAL MODULE: ./src/core/steps/foreach/manifest.ts
var manifest = __webpack_require__(75517);
// EXTERNAL MODULE: ./src/core/shards/fan-out.ts
var fan_out = __webpack_require__(65033);
// EXTERNAL MODULE: ./src/core/steps/process/budget.ts
var budget = __webpack_require__(51964);
// EXTERNAL MODULE: ./src/core/shards/verify.ts
var verify = __webpack_require__(53808);
// EXTERNAL MODULE: ./src/core/shards/branch-fan-out.ts
var branch_fan_out = __webpack_require__(85404);
;// CONCATENATED MODULE: ./src/core/shards/verify-branch.ts


/** Check one branch shard against the run (refusing it with a SHARD_* error). */
function verifyBranchShard(parent, candidate) {
    const { fan, workflow, workspace } = parent;
    const d = (0,verify/* readClaim */.jw)(candidate, { runId: parent.runId, workflow, kind: 'parallel', step: fan.step.id, visit: fan.visit });
    const index = fan.branches.findIndex((b) => b.id === d.key);
    if (index < 0)
        throw (0,verify/* refuse */.TR)('SHARD_FOREIGN', candidate, `its key '${d.key}' is no branch of parallel step ${fan.step.id}`);
    const branch = fan.branches[index];
    const tokens = (0,branch_fan_out/* branchShardTokens */.JG)(workflow, parent.bindings, parent.runId, parent.state, branch);
    if (!(0,verify/* sameRecord */.qf)(tokens, d.bindings))
        throw (0,verify/* refuse */.TR)('SHARD_FOREIGN', candidate, `it ran branch ${d.key} with other input values than the run's`);
    const expected = (0,branch_fan_out/* branchShardStatePath */.z8)(parent.runRoot, fan.step.id, branch.id, fan.visit);
    if (d.state_path !== expected)
        throw (0,verify/* refuse */.TR)('SHARD_FOREIGN', candidate, `it ran branch ${d.key} as ${d.state_path}; the run expects ${expected}`);
    const model = (0,branch_fan_out/* branchWorkflow */.OG)(workflow, fan.step, branch, expected);
    const state = (0,verify/* replayShard */.Au)(candidate, model, d);
    if (state.run_id !== parent.runId)
        throw (0,verify/* refuse */.TR)('SHARD_FOREIGN', candidate, `its journal belongs to run '${state.run_id}'`);
    if (state.workflow_digest !== workflow.digest)
        throw (0,verify/* refuse */.TR)('SHARD_FOREIGN', candidate, 'its journal ran another version of the workflow');
    for (const [name, value] of Object.entries(state.inputs)) {
        if (d.bindings[name] !== value)
            throw (0,verify/* refuse */.TR)('SHARD_FOREIGN', candidate, `its journal ran with ${name}='${value}', not the run's value`);
    }
    if (state.active_step !== null)
        throw (0,verify/* refuse */.TR)('SHARD_TAMPERED', candidate, `its run has not finished (active step ${state.active_step})`);
    if (state.status !== d.outcome)
        throw (0,verify/* refuse */.TR)('SHARD_TAMPERED', candidate, `its run ended ${state.status}, SHARD.json says ${d.outcome}`);
    const record = (0,branch_fan_out/* shardBranchRecord */.kQ)(state, fan.step.id, branch.id);
    if (record?.status !== 'succeeded' && record?.status !== 'failed')
        throw (0,verify/* refuse */.TR)('SHARD_TAMPERED', candidate, `its run holds no verdict of branch ${branch.id}`);
    const outputs = (0,branch_fan_out/* branchShardOutputs */.R7)(state, fan.step.id, branch.id, (0,verify/* acceptedOutputs */.Yc)(state));
    (0,verify/* checkOutputs */.n2)(workspace, candidate, d, outputs);
    return { candidate, descriptor: d, state, index };
}
/** The same verdict: a result the run holds is this shard's when every fact of it is the same. */
function sameBranchResult(held, shard) {
    return held.status === shard.status && held.attempt === shard.attempt && held.log === shard.log && held.sha256 === shard.sha256 && held.gate_status === shard.gate_status;
}
/** Verify every candidate and pair them with the branches (declared order). */
function verifyBranches(parent, candidates) {
    const { fan } = parent;
    const { verified, superseded } = (0,verify/* verifyEach */.Tt)(candidates, { runId: parent.runId, instance: parent.instance, digest: parent.workflow.digest, kind: 'parallel', step: fan.step.id, visit: fan.visit }, (c) => verifyBranchShard(parent, c));
    const paired = (0,verify/* pairWithKeys */.hG)(fan.branches.map((b) => b.id), verified, (key, shard) => {
        if ((0,branch_fan_out/* branchIsOpen */.pQ)(fan, key))
            return { kind: 'open' };
        const held = fan.records[key];
        if (sameBranchResult(held, (0,branch_fan_out/* shardBranchRecord */.kQ)(shard.state, fan.step.id, key)))
            return { kind: 'same' };
        return { kind: 'other', what: `branch ${key} (${held.status}${held.log ? `, log ${held.log}` : ''})` };
    });
    return { ...paired, superseded };
}

;// CONCATENATED MODULE: ./src/core/shards/intake.ts
// What `stagegate merge` hands the foreach or parallel step (RunRequest.shards): under the run lock, the shard
// results are found, verified (shards/verify.ts) and installed \u2014 a shard from another machine is
// copied into the folder its run belongs in (under that folder's lock), and every output
// it accepted is put in the workspace from its verified copy \u2014 before the step applies anything.


















function sameFolder(a, b) {
    try {
        return (0,external_node_fs_.realpathSync)(a) === (0,external_node_fs_.realpathSync)(b);
    }
    catch {
        return false;
    }
}
/**
 * Copy a shard from elsewhere into its run's folder (a result already there is kept), durably: the
 * merge's commit, next, counts on it (durable-copy.ts; synced through the run's journal port).
 */
function installFolder(host, shard, target) {
    const workspace = host.workspace;
    const lock = state_lock/* RunLock */.jj.acquire((0,external_node_path_.join)(target, 'workflow_state.yaml.lock'), `shard ${shard.descriptor.key}`);
    try {
        const there = (0,descriptor/* readDescriptor */.qq)(target);
        if (there.kind === 'ok' && there.descriptor.journal.sha256 === shard.descriptor.journal.sha256)
            return;
        // Whatever is there holds no finished result (verify refused a different one): an unfinished leg's run.
        for (const name of lsSafe(target))
            if (name !== 'workflow_state.yaml.lock')
                (0,external_node_fs_.rmSync)((0,external_node_path_.join)(target, name), { recursive: true, force: true });
        // Never a link, a lock or a temp file of the machine it came from; SHARD.json last, once the
        // rest is synced: a copy killed part way is no shard the next merge finds, it copies it again.
        const keep = (src) => !(0,external_node_fs_.lstatSync)(src).isSymbolicLink() && !src.endsWith('.lock') && !src.includes('.stagegate-tmp-');
        copyDurably(shard.candidate.dir, target, keep, workspace.root, host.ports.journal, host.request.syncedNames, descriptor/* SHARD_FILE */.aL);
    }
    catch (error) {
        if (error instanceof CopyFailed)
            throw copyFailed(host, shard, error.code, error.file);
        throw error;
    }
    finally {
        lock.release();
    }
}
/**
 * The folder a shard from elsewhere is copied into (workspace-absolute and -relative); undefined
 * when it needs no copy: found in the run root, where it belongs (verify checked its state path).
 */
function targetOf(host, shard) {
    if (shard.candidate.inPlace)
        return undefined;
    const state = host.workspace.resolve(shard.descriptor.state_path, `shard ${shard.descriptor.key}`);
    const target = { abs: (0,external_node_path_.dirname)(state.abs), rel: external_node_path_.posix.dirname(state.rel) };
    return sameFolder(shard.candidate.dir, target.abs) ? undefined : target;
}
/**
 * A copy or an output write the file system refused (a full disk, an I/O error, a file size
 * limit): STATE_WRITE_FAILED naming the file, nothing merged (the journal is as it was; the merge
 * marker stays, so a resume asks for the merge again, which copies anew what is half copied).
 */
function copyFailed(host, shard, code, file) {
    const shown = host.workspace.relative(file);
    return new errors/* StagegateError */.q('STATE_WRITE_FAILED', `cannot install shard ${shard.candidate.shown} (key ${shard.descriptor.key}): ${code} at ${shown}; nothing was merged (the run's journal is as it was)`, {
        hint: `Free disk space (or raise the file size limit, fix the failing disk) and merge again: it copies the shard anew. Until then a resume stops with SHARD_MERGE_INTERRUPTED.`,
        location: { file: shown },
    });
}
/** The merge marker written (or removed); a file system refusal is STATE_WRITE_FAILED naming it, nothing merged. */
function markerWrite(host, write) {
    try {
        write();
    }
    catch (error) {
        const code = refusalCode(error);
        if (code === undefined)
            throw error;
        const marker = host.workspace.relative((0,merge_marker/* mergeMarkerPath */.Sz)(host.ctx.statePath.abs));
        throw new errors/* StagegateError */.q('STATE_WRITE_FAILED', `cannot write the merge marker ${marker} (${code}); nothing was merged (the run's journal is as it was)`, {
            hint: 'Free disk space (or fix permissions on the run root) and merge again.',
            location: { file: marker },
        });
    }
}
/** The file system's error code of a refused write (ENOSPC, EIO, EFBIG\u2026); undefined for anything else (ours included). */
function refusalCode(error) {
    const code = error.code;
    return typeof code === 'string' && !(0,errors/* isStagegateError */.W)(error) ? code : undefined;
}
function lsSafe(dir) {
    try {
        return (0,external_node_fs_.readdirSync)(dir);
    }
    catch {
        return [];
    }
}
/** Put each output the shard accepted in the workspace (from its verified copy) unless it is there already. */
function installOutputs(host, shard) {
    const workspace = host.workspace;
    for (const output of shard.descriptor.outputs) {
        const target = workspace.resolve(output.path, `output of shard ${shard.descriptor.key}`);
        const st = (0,external_node_fs_.lstatSync)(target.abs, { throwIfNoEntry: false });
        if (st?.isFile() && (0,digest/* sha256File */.Q3)(target.abs) === output.sha256)
            continue;
        let bytes;
        try {
            // Not through a link, never waiting on a FIFO put there since the shard was verified.
            bytes = (0,own_file/* readRegularFile */.XF)((0,external_node_path_.join)(shard.candidate.dir, descriptor/* SHARD_FILES_DIR */.ph, output.path), Number.MAX_SAFE_INTEGER, { follow: false });
        }
        catch (error) {
            if (!(error instanceof own_file/* NotRegularFileError */.iZ))
                throw error;
            throw new errors/* StagegateError */.q('SHARD_TAMPERED', `shard ${shard.candidate.shown} refused: its copy of output ${output.path} is ${error.kind} now, not a file`, { location: { file: shard.candidate.shown } });
        }
        if ((0,digest/* sha256Text */.f1)(bytes) !== output.sha256) {
            throw new errors/* StagegateError */.q('SHARD_TAMPERED', `shard ${shard.candidate.shown} refused: its copy of output ${output.path} changed while it was merged`, { location: { file: shard.candidate.shown } });
        }
        try {
            (0,atomic_write/* atomicWriteFile */.Re)(target.abs, bytes, { durable: true });
        }
        catch (error) {
            const code = refusalCode(error);
            if (code === undefined)
                throw error;
            throw copyFailed(host, shard, code, target.abs);
        }
    }
}
/**
 * The instance of the run the merge holds the lock of: its journal's first event, read from the
 * journal (the run's own, verified when the lock was taken; only its first line is read).
 */
function instanceOf(host) {
    return (0,journal/* readOrigin */.P2)((0,journal/* journalPathFor */.S7)(host.ctx.statePath.abs));
}
/** The shard results a merge of `step` accepts: verified against the run as it stands now. */
function verifyFor(host, step, fromDirs) {
    const runRoot = host.ctx.runRoot.rel;
    if (step.kind === 'parallel') {
        const fan = (0,branch_fan_out/* branchFanOutOf */.ZR)(host.state(), host.workflow);
        if (!fan || fan.step.id !== step.id)
            return undefined;
        const parent = { workspace: host.workspace, workflow: host.workflow, runId: host.ctx.runId, instance: instanceOf(host), runRoot, bindings: host.ctx.bindings, state: host.state(), fan };
        return verifyBranches(parent, findCandidates(host.workspace, (0,branch_fan_out/* branchShardsFolder */.st)(runRoot, step.id), fromDirs));
    }
    const fan = (0,fan_out/* fanOutOf */.xf)(host, host.workflow);
    if (!fan || fan.step.id !== step.id)
        return undefined;
    const parent = { workspace: host.workspace, workflow: host.workflow, runId: host.ctx.runId, instance: instanceOf(host), runRoot, fan };
    return (0,verify/* verifyAll */.Vf)(parent, findCandidates(host.workspace, (0,manifest/* foreachRunsFolder */.l5)(runRoot, step.id), fromDirs));
}
/** The shard intake of a merge of foreach or parallel step `stepId`, with the --from folders (absolute, and as given). */
function shardIntake(stepId, fromDirs) {
    const report = { merged: [], alreadyMerged: [], pending: [], superseded: [] };
    return {
        step: stepId,
        report,
        accept(host, step) {
            const verified = verifyFor(host, step, fromDirs);
            if (!verified)
                return new Map();
            const { accepted, alreadyMerged, superseded } = verified;
            const what = step.kind === 'parallel' ? 'parallel' : 'foreach';
            // A run-level budget counts what the shards spent: the run's own spend and that of the shards merged now.
            const combined = { ...host.state(), steps: { ...host.state().steps } };
            for (const [id, shard] of accepted)
                for (const [sid, record] of Object.entries(shard.state.steps))
                    combined.steps[`${step.id}[${id}]/${sid}`] = record;
            const breach = accepted.size > 0 ? (0,budget/* workflowBreach */.J)(host.workflow, combined) : undefined;
            if (breach) {
                throw new errors/* StagegateError */.q('WORKFLOW_BUDGET_EXCEEDED', `merging the shards of ${what} step ${step.id} (${[...accepted.keys()].join(', ')}): ${breach.message}, counting the run's own spend and the shards'; nothing was merged`, {
                    hint: 'Raise execution.max_cost_usd / max_turns (then merge with --allow-workflow-change), or leave the run where it is.',
                });
            }
            report.alreadyMerged.push(...alreadyMerged);
            report.superseded.push(...superseded);
            const results = new Map();
            // The copies from elsewhere are covered by the merge marker until every one, and every output, is in place.
            const statePath = host.ctx.statePath.abs;
            const earlier = (0,merge_marker/* readMergeMarker */.XT)(statePath);
            const targets = new Map([...accepted].map(([id, shard]) => [id, targetOf(host, shard)]));
            const copied = new Set([...targets.values()].flatMap((t) => (t ? [t.rel] : [])));
            const from = [...new Set([...(earlier?.from ?? []), ...fromDirs.map((d) => d.shown)])];
            if (copied.size > 0)
                markerWrite(host, () => (0,merge_marker/* writeMergeMarker */.Ui)(statePath, { from, folders: [...new Set([...(earlier?.folders ?? []), ...copied])] }));
            for (const [id, shard] of accepted) {
                const target = targets.get(id);
                if (target)
                    installFolder(host, shard, target.abs);
                installOutputs(host, shard);
                results.set(id, { key: id, outcome: shard.descriptor.outcome, state: shard.state, folder: shard.candidate.shown });
                // The shard's warnings (its leg said them there) are the merge's to say too, once.
                for (const warning of shard.descriptor.warnings ?? [])
                    host.warn(warning);
            }
            // What an earlier interrupted merge left half copied and this one did not copy again stays covered.
            if (earlier !== undefined || copied.size > 0) {
                // One that cannot be looked at stays covered too (it may be there, half copied).
                const left = (0,merge_marker/* foldersLeft */.z6)(host.workspace, { from, folders: earlier?.folders ?? [] })
                    .filter((f) => !copied.has(f.folder) && (f.unreadable !== undefined || (0,descriptor/* readDescriptor */.qq)(host.workspace.resolve(f.folder, 'a shard folder').abs).kind !== 'ok'))
                    .map((f) => f.folder);
                markerWrite(host, () => (left.length === 0 ? (0,merge_marker/* removeMergeMarker */.hi)(statePath) : (0,merge_marker/* writeMergeMarker */.Ui)(statePath, { from, folders: left })));
            }
            return results;
        },
    };
}
/** Verify what a merge would merge, without the lock and without writing (the merge's first check). */
function precheck(parent, fromDirs) {
    return (0,verify/* verifyAll */.Vf)(parent, findCandidates(parent.workspace, (0,manifest/* foreachRunsFolder */.l5)(parent.runRoot, parent.fan.step.id), fromDirs));
}
/** precheck for a parallel step's branch shards. */
function precheckBranches(parent, fromDirs) {
    return verifyBranches(parent, findCandidates(parent.workspace, (0,branch_fan_out/* branchShardsFolder */.st)(parent.runRoot, parent.fan.step.id), fromDirs));
}


/***/ }),

/***/ 53808:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Au: () => (/* binding */ replayShard),
/* harmony export */   TR: () => (/* binding */ refuse),
/* harmony export */   Tt: () => (/* binding */ verifyEach),
/* harmony export */   Vf: () => (/* binding */ verifyAll),
/* harmony export */   Yc: () => (/* binding */ acceptedOutputs),
/* harmony export */   hG: () => (/* binding */ pairWithKeys),
/* harmony export */   jw: () => (/* binding */ readClaim),
/* harmony export */   n2: () => (/* binding */ checkOutputs),
/* harmony export */   qf: () => (/* binding */ sameRecord)
/* harmony export */ });
/* unused harmony exports headText, sha256Of, verifyShard, localHead */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(82862);
/* harmony import */ var _state_store_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(89916);
/* harmony import */ var _state_journal_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(90666);
/* harmony import */ var _state_written_by_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(56154);
/* harmony import */ var _workspace_digest_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(33929);
/* harmony import */ var _steps_foreach_run_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(80511);
/* harmony import */ var _descriptor_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(14988);
/* harmony import */ var _fan_out_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(65033);
// A shard result is accepted only when everything it claims holds: its descriptor reads; it ran
// for this run id (and this instance of it: one made before a fresh start of the run id is not
// merged, only named), this version of the workflow, this foreach step and visit, an item the run has
// with the bindings the run gives it, in the folder that item's run belongs in; its journal chains
// and replays against the per-item machine and ends at the head the descriptor names, finished,
// with the outcome it names; its outputs are the ones its journal accepted, and each copy it
// carries has the recorded sha256. Two results of one key must be the same result, and the same
// as one the run already holds. Any refusal names the shard and stops the merge before anything
// is merged.










function refuse(code, candidate, why) {
    return new _run_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StagegateError */ .q(code, `shard ${candidate.shown} refused: ${why}; nothing was merged`, {
        hint: code === 'SHARD_CONFLICT' ? 'Keep one result of the key (remove the other folder or artifact), then merge again.' : 'Remove that shard folder (or artifact) and run the shard again for this run, then merge again.',
        location: { file: candidate.shown },
    });
}
const sameRecord = (a, b) => {
    const ka = Object.keys(a).sort();
    const kb = Object.keys(b).sort();
    return ka.length === kb.length && ka.every((k, i) => k === kb[i] && a[k] === b[k]);
};
const headText = (h) => `event ${h.seq} (${(h.sha256 ?? '').slice(0, 12)}\u2026)`;
/** The outputs an item run accepted, by path (sorted). */
function acceptedOutputs(state) {
    const byPath = new Map();
    for (const a of Object.values(state.artifacts))
        byPath.set(a.path, { path: a.path, sha256: a.sha256, size: a.size });
    return [...byPath.values()].sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0));
}
function sha256Of(path) {
    const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path, { throwIfNoEntry: false });
    if (!st || !st.isFile())
        return undefined;
    return (0,_workspace_digest_js__WEBPACK_IMPORTED_MODULE_6__/* .sha256File */ .Q3)(path);
}
/**
 * A shard a newer stagegate made is refused as such, as the run's own state is
 * (RUN_WRITTEN_BY_NEWER_STAGEGATE, state/written-by.ts): what that build wrote (a SHARD.json key, a
 * journal event) would otherwise read as tampering, and the fix is an upgrade, not a new shard.
 */
function newerBuildShard(candidate, newer) {
    const { reason } = (0,_state_written_by_js__WEBPACK_IMPORTED_MODULE_5__/* .newerBuildRefusal */ .YO)(newer, `${candidate.shown}/workflow_state.journal.jsonl`);
    return new _run_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StagegateError */ .q('RUN_WRITTEN_BY_NEWER_STAGEGATE', `shard ${candidate.shown} refused: ${reason}; nothing was merged`, {
        hint: `${(0,_state_written_by_js__WEBPACK_IMPORTED_MODULE_5__/* .upgradeTo */ .co)(newer)}, then merge again: the shard and the run were left as they are. Or run the shard again with this stagegate.`,
        location: { file: candidate.shown },
    });
}
/** The newest stagegate newer than this one that wrote the shard's journal (each verified run_started's stagegate_version), if any. */
function shardWrittenByNewer(candidate) {
    const versions = [];
    (0,_state_journal_js__WEBPACK_IMPORTED_MODULE_4__/* .scanJournal */ .Hs)((0,_state_journal_js__WEBPACK_IMPORTED_MODULE_4__/* .journalPathFor */ .S7)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(candidate.dir, 'workflow_state.yaml')), (line) => {
        const e = line;
        if (e.event === 'run_started' && typeof e.stagegate_version === 'string')
            versions.push(e.stagegate_version);
    });
    return (0,_state_written_by_js__WEBPACK_IMPORTED_MODULE_5__/* .newerThan */ .TH)(versions);
}
/** The shard's journal replayed against `model`: it chains, is whole, and ends at the head SHARD.json names. */
function replayShard(candidate, model, d) {
    const load = (0,_state_store_js__WEBPACK_IMPORTED_MODULE_3__/* .loadRun */ .Sj)({ state: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(candidate.dir, 'workflow_state.yaml') }, model, `${candidate.shown}/workflow_state.yaml`);
    if (load.kind === 'corrupt' && load.writtenBy !== undefined)
        throw newerBuildShard(candidate, load.writtenBy);
    if (load.kind === 'corrupt')
        throw refuse('SHARD_TAMPERED', candidate, load.reason);
    if (load.kind === 'absent')
        throw refuse('SHARD_TAMPERED', candidate, 'it holds no journal of its run');
    if (load.journal.tornBytes > 0)
        throw refuse('SHARD_TAMPERED', candidate, 'its journal ends in a torn line');
    if (load.head.seq !== d.journal.seq || load.head.sha256 !== d.journal.sha256)
        throw refuse('SHARD_TAMPERED', candidate, `its journal ends at ${headText(load.head)}, SHARD.json names ${headText(d.journal)}`);
    // Every invocation of its run recorded the instance of the run it ran for: the one SHARD.json names.
    for (const e of (0,_state_store_js__WEBPACK_IMPORTED_MODULE_3__/* .loadedEvents */ .vL)(load.journal)) {
        if (e.event !== 'run_started' || e.parent_instance === undefined)
            continue;
        if (!(0,_descriptor_js__WEBPACK_IMPORTED_MODULE_8__/* .isRunInstance */ .VW)(e.parent_instance))
            throw refuse('SHARD_TAMPERED', candidate, `its journal's event ${e.seq} records a malformed run instance`);
        // A shard from before instances were recorded has none in SHARD.json, and none in its journal.
        if (d.run_instance === undefined)
            throw refuse('SHARD_TAMPERED', candidate, `its journal's event ${e.seq} records the instance of run '${d.run_id}' it ran for, SHARD.json names none`);
        if (!(0,_state_journal_js__WEBPACK_IMPORTED_MODULE_4__/* .sameInstance */ .YH)(e.parent_instance, d.run_instance)) {
            throw refuse('SHARD_FOREIGN', candidate, `its journal ran (event ${e.seq}) for another instance of run '${d.run_id}' than SHARD.json names (one before a fresh start of it)`);
        }
    }
    return load.state;
}
/** SHARD.json lists exactly the outputs its journal accepted (`outputs`, by path), and each copy it carries has the recorded sha256. */
function checkOutputs(workspace, candidate, d, outputs) {
    const claimed = [...d.outputs].sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0));
    if (outputs.length !== claimed.length || outputs.some((o, i) => o.path !== claimed[i].path || o.sha256 !== claimed[i].sha256)) {
        throw refuse('SHARD_TAMPERED', candidate, 'the outputs SHARD.json lists are not the ones its journal accepted');
    }
    for (const output of outputs) {
        const target = workspace.resolve(output.path, `output of shard ${d.key}`);
        const copy = sha256Of((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(candidate.dir, _descriptor_js__WEBPACK_IMPORTED_MODULE_8__/* .SHARD_FILES_DIR */ .ph, output.path));
        if (copy === output.sha256)
            continue;
        // A shard that ran here may rely on the output in place.
        if (candidate.inPlace && copy === undefined && sha256Of(target.abs) === output.sha256)
            continue;
        throw refuse('SHARD_TAMPERED', candidate, `its copy of output ${output.path} ${copy === undefined ? 'is missing' : `has sha256 ${copy.slice(0, 12)}\u2026, its journal recorded ${output.sha256.slice(0, 12)}\u2026`}`);
    }
}
/** The shard's SHARD.json, when it reads and names this run, this workflow version and this fan-out point. */
function readClaim(candidate, here) {
    // Before its SHARD.json is judged: a newer build's may hold a key this one does not know.
    const newer = shardWrittenByNewer(candidate);
    if (newer !== undefined)
        throw newerBuildShard(candidate, newer);
    const read = (0,_descriptor_js__WEBPACK_IMPORTED_MODULE_8__/* .readDescriptor */ .qq)(candidate.dir);
    if (read.kind === 'bad')
        throw refuse('SHARD_TAMPERED', candidate, read.reason);
    const d = read.descriptor;
    const { workflow } = here;
    if (d.run_id !== here.runId)
        throw refuse('SHARD_FOREIGN', candidate, `it belongs to run '${d.run_id}', not '${here.runId}'`);
    if (d.workflow_digest !== workflow.digest)
        throw refuse('SHARD_FOREIGN', candidate, `it ran another version of ${workflow.file} (sha256 ${d.workflow_digest.slice(0, 12)}\u2026, this one ${workflow.digest.slice(0, 12)}\u2026)`);
    if (d.kind !== here.kind || d.step !== here.step || d.visit !== here.visit)
        throw refuse('SHARD_FOREIGN', candidate, `it ran visit ${d.visit} of ${d.kind} step ${d.step}; the run is at visit ${here.visit} of ${here.kind} step ${here.step}`);
    return d;
}
/** Check one shard result against the run (refusing it with a SHARD_* error). */
function verifyShard(parent, candidate) {
    const { fan, workflow, workspace } = parent;
    const d = readClaim(candidate, { runId: parent.runId, workflow, kind: 'foreach', step: fan.step.id, visit: fan.visit });
    const index = fan.record.items.findIndex((i) => i.id === d.key);
    if (index < 0)
        throw refuse('SHARD_FOREIGN', candidate, `its key '${d.key}' is no item of foreach step ${fan.step.id}`);
    const item = fan.record.items.get(index);
    if (!sameRecord(item.bindings, d.bindings))
        throw refuse('SHARD_FOREIGN', candidate, `its bindings for item ${d.key} are not the ones the run's registry gives it`);
    const expected = (0,_fan_out_js__WEBPACK_IMPORTED_MODULE_9__/* .isOpen */ .nT)(item) ? (0,_fan_out_js__WEBPACK_IMPORTED_MODULE_9__/* .shardStatePath */ .B5)(parent.runRoot, fan, item) : item.state_path;
    if (d.state_path !== expected)
        throw refuse('SHARD_FOREIGN', candidate, `it ran item ${d.key} as ${d.state_path}; the run expects ${expected ?? 'no run of it'}`);
    const model = (0,_steps_foreach_run_js__WEBPACK_IMPORTED_MODULE_7__.itemWorkflowFor)({ workflow }, fan.step, { ...item, state_path: expected });
    const state = replayShard(candidate, model, d);
    if (state.run_id !== parent.runId)
        throw refuse('SHARD_FOREIGN', candidate, `its journal belongs to run '${state.run_id}'`);
    if (state.workflow_digest !== workflow.digest)
        throw refuse('SHARD_FOREIGN', candidate, 'its journal ran another version of the workflow');
    if (state.inputs['item_id'] !== undefined && state.inputs['item_id'] !== d.key)
        throw refuse('SHARD_FOREIGN', candidate, `its journal ran item '${state.inputs['item_id']}', not '${d.key}'`);
    if (state.active_step !== null)
        throw refuse('SHARD_TAMPERED', candidate, `its run has not finished (active step ${state.active_step})`);
    if (state.status !== d.outcome)
        throw refuse('SHARD_TAMPERED', candidate, `its run ended ${state.status}, SHARD.json says ${d.outcome}`);
    const outputs = acceptedOutputs(state);
    checkOutputs(workspace, candidate, d, outputs);
    return { candidate, descriptor: d, state, index };
}
/** The head of the item run the parent holds at `statePath` (absolute), when there is one. */
function localHead(workspace, statePath) {
    const p = workspace.tryResolve(statePath);
    if (!p || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,_state_journal_js__WEBPACK_IMPORTED_MODULE_4__/* .journalPathFor */ .S7)(p.abs)))
        return undefined;
    const read = (0,_state_journal_js__WEBPACK_IMPORTED_MODULE_4__/* .readJournal */ .a0)((0,_state_journal_js__WEBPACK_IMPORTED_MODULE_4__/* .journalPathFor */ .S7)(p.abs));
    return read.kind === 'ok' ? read.head : undefined;
}
/**
 * A shard of this run that belongs to another fan-out point (another step, or another visit of
 * this one): its history, not a result to merge now. In the run root that is any shard of another
 * step or visit; from elsewhere (an Action merge downloads every shard artifact of the workflow
 * run) one of the same run id and workflow version. Anything else is verified (and refused).
 */
function ofAnotherFanOut(c, d, here) {
    if (d.kind === here.kind && d.step === here.step && d.visit === here.visit)
        return false;
    return c.inPlace || (d.run_id === here.runId && d.workflow_digest === here.digest);
}
/**
 * A shard of this run id made for another instance of the run: before a fresh start of the run id
 * (`--mode fresh`, `execution_mode: fresh`) began the journal the run has now \u2014 a leg of an earlier
 * attempt whose artifact a re-run's merge downloads, or a folder kept from before. It never ran for
 * this run, so it is not merged: the merge names it and its key stays open, as with no result.
 */
function ofAnotherInstance(d, here) {
    // A shard made before instances were recorded names none: checked as it was then, never taken for another instance.
    if (d.run_instance === undefined)
        return false;
    return d.run_id === here.runId && (here.instance === undefined || !(0,_state_journal_js__WEBPACK_IMPORTED_MODULE_4__/* .sameInstance */ .YH)(d.run_instance, here.instance));
}
/**
 * The candidates of this fan-out point, each verified by `verify`, in a fixed order (so the same
 * one is named whatever the order found); those of an earlier instance of the run set aside.
 */
function verifyEach(candidates, here, verify) {
    const superseded = [];
    const verified = candidates
        .filter((c) => {
        const read = (0,_descriptor_js__WEBPACK_IMPORTED_MODULE_8__/* .readDescriptor */ .qq)(c.dir);
        // An unreadable descriptor is verify's to refuse.
        if (read.kind !== 'ok')
            return true;
        if (ofAnotherFanOut(c, read.descriptor, here))
            return false;
        if (!ofAnotherInstance(read.descriptor, here))
            return true;
        superseded.push({ key: read.descriptor.key, folder: c.shown, inPlace: c.inPlace });
        return false;
    })
        .sort((a, b) => (a.shown < b.shown ? -1 : a.shown > b.shown ? 1 : 0))
        .map(verify);
    return { verified, superseded: superseded.sort((a, b) => (a.folder < b.folder ? -1 : a.folder > b.folder ? 1 : 0)) };
}
/**
 * Pair verified shards with the keys (in their fixed order): two different results of one key,
 * a result other than the one the run holds, and two shards writing one output differently are
 * conflicts; the same result the run holds is already merged.
 */
function pairWithKeys(keys, verified, held) {
    const byKey = new Map();
    for (const v of verified)
        byKey.set(v.descriptor.key, [...(byKey.get(v.descriptor.key) ?? []), v]);
    const accepted = new Map();
    const alreadyMerged = [];
    const outputOwners = new Map();
    for (const key of keys) {
        const found = byKey.get(key);
        if (!found)
            continue;
        const first = found[0];
        const other = found.find((v) => v.descriptor.journal.sha256 !== first.descriptor.journal.sha256 || v.descriptor.journal.seq !== first.descriptor.journal.seq);
        if (other)
            throw refuse('SHARD_CONFLICT', other.candidate, `it and ${first.candidate.shown} are two different results of shard ${key}`);
        const h = held(key, first);
        // The run holds a result of this key: the same one found again is no news; another is a conflict.
        if (h.kind === 'same') {
            alreadyMerged.push(key);
            continue;
        }
        if (h.kind === 'other')
            throw refuse('SHARD_CONFLICT', first.candidate, `the run already holds another result of ${h.what}`);
        for (const output of first.descriptor.outputs) {
            const owner = outputOwners.get(output.path);
            if (owner && owner.sha256 !== output.sha256)
                throw refuse('SHARD_CONFLICT', first.candidate, `it and ${owner.shard.candidate.shown} wrote output ${output.path} with different content`);
            outputOwners.set(output.path, { sha256: output.sha256, shard: first });
        }
        // Prefer the copy already in the run root (nothing to install).
        accepted.set(key, found.find((v) => v.candidate.inPlace) ?? first);
    }
    return { accepted, alreadyMerged };
}
/** Verify every candidate and pair them with the items. */
function verifyAll(parent, candidates) {
    const { fan } = parent;
    const { verified, superseded } = verifyEach(candidates, { runId: parent.runId, instance: parent.instance, digest: parent.workflow.digest, kind: 'foreach', step: fan.step.id, visit: fan.visit }, (c) => verifyShard(parent, c));
    const items = new Map(fan.record.items.map((i) => [i.id, i]));
    const paired = pairWithKeys([...items.keys()], verified, (key, shard) => {
        const item = items.get(key);
        if ((0,_fan_out_js__WEBPACK_IMPORTED_MODULE_9__/* .isOpen */ .nT)(item))
            return { kind: 'open' };
        const head = item.state_path !== null ? localHead(parent.workspace, item.state_path) : undefined;
        if (head && head.seq === shard.descriptor.journal.seq && head.sha256 === shard.descriptor.journal.sha256)
            return { kind: 'same' };
        return { kind: 'other', what: `item ${key} (${item.status}, ${item.state_path ?? 'no run'})` };
    });
    return { ...paired, superseded };
}


/***/ })

};
