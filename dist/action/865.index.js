export const id = 865;
export const ids = [865];
export const modules = {

/***/ 95246:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mergeCommand: () => (/* binding */ mergeCommand),
  shardArtifactName: () => (/* binding */ shardArtifactName),
  shardArtifactPrefix: () => (/* binding */ shardArtifactPrefix),
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
// EXTERNAL MODULE: ./src/core/run/errors.ts
var errors = __webpack_require__(82862);
// EXTERNAL MODULE: ./src/core/run/stop-codes.ts
var stop_codes = __webpack_require__(12454);
// EXTERNAL MODULE: ./src/core/workspace/workspace.ts
var workspace_workspace = __webpack_require__(25620);
// EXTERNAL MODULE: ./src/core/model/load-and-check.ts
var load_and_check = __webpack_require__(72912);
// EXTERNAL MODULE: ./src/core/run/context.ts
var context = __webpack_require__(46274);
// EXTERNAL MODULE: ./src/core/state/integrity.ts
var integrity = __webpack_require__(58442);
// EXTERNAL MODULE: ./src/core/state/lock.ts
var state_lock = __webpack_require__(20210);
// EXTERNAL MODULE: ./src/core/model/did-you-mean.ts
var did_you_mean = __webpack_require__(51742);
// EXTERNAL MODULE: ./src/core/run/transition.ts
var transition = __webpack_require__(29122);
// EXTERNAL MODULE: ./src/core/steps/foreach/run.ts + 3 modules
var run = __webpack_require__(55563);
// EXTERNAL MODULE: ./src/core/steps/foreach/schedule.ts
var schedule = __webpack_require__(55013);
;// CONCATENATED MODULE: ./src/core/shards/fan-out.ts



/** The active foreach step and its items; undefined when the active step is no foreach. */
function fanOutOf(source, workflow) {
    const state = source.state();
    const id = state.active_step;
    if (id === null)
        return undefined;
    const step = workflow.steps.get(id);
    if (!step || step.kind !== 'foreach')
        return undefined;
    const steps = (0,transition/* stepRecord */.oU)(state, id);
    // The visit entering (or re-entering) the step works on: startAttempt's rule.
    const visit = Math.max(1, steps?.visits ?? 1);
    const previous = steps?.foreach;
    if (previous && previous.visit === visit)
        return { step, visit, record: previous.stopped === 'WORKFLOW_BLOCKED_ITEMS_DEFERRED' ? (0,schedule/* reviveDeferred */.VZ)(previous) : previous };
    return { step, visit, record: (0,run/* loadRecord */.Ck)(source, step, visit) };
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
    return record.items.filter((item) => isOpen(item) && unmetDependencies(record, item).length === 0);
}
/** Where the run of `item` lives as a shard: the folder its in-process run would use. */
function shardStatePath(runRoot, fan, item) {
    // An item in flight keeps the run it started; a pending one starts its next visit.
    if (item.status === 'running' && item.state_path !== null)
        return item.state_path;
    return (0,run/* itemStatePathIn */.Hm)(runRoot, fan.step.id, item, item.visits + 1);
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(38816);
// EXTERNAL MODULE: ./src/core/state/atomic-write.ts
var atomic_write = __webpack_require__(10174);
;// CONCATENATED MODULE: ./src/core/shards/descriptor.ts
// SHARD.json: what a finished shard says about itself, written beside its item run's journal when
// `run --shard` ends. It names the run, the workflow version, the foreach step, visit and item it
// ran, the journal head it ended at and the outputs it accepted (with a copy of each under files/,
// so a shard folder carried from another machine brings its outputs along). Nothing in it is
// trusted on its own: the merge checks every claim against the journal and the files
// (shards/verify.ts).




/** The descriptor's file name, in the shard folder (the item run's folder). */
const SHARD_FILE = 'SHARD.json';
/** Copies of the shard's accepted outputs, by workspace-relative path, under the shard folder. */
const SHARD_FILES_DIR = 'files';
const Output = schemas/* object */.Ikc({ path: schemas/* string */.YjP().min(1), sha256: schemas/* string */.YjP().regex(/^[0-9a-f]{64}$/), size: schemas/* number */.aig().int().nonnegative() }).strict();
const ShardDescriptorSchema = schemas/* object */.Ikc({
    shard: schemas/* literal */.euz(1),
    kind: schemas/* literal */.euz('foreach'),
    run_id: schemas/* string */.YjP().min(1),
    workflow: schemas/* string */.YjP(),
    workflow_digest: schemas/* string */.YjP(),
    step: schemas/* string */.YjP().min(1),
    /** The foreach step's visit the items belong to. */
    visit: schemas/* number */.aig().int().positive(),
    key: schemas/* string */.YjP().min(1),
    bindings: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()),
    /** The item run's state file (workspace-relative), where the merge puts the shard. */
    state_path: schemas/* string */.YjP().min(1),
    journal: schemas/* object */.Ikc({ seq: schemas/* number */.aig().int().positive(), sha256: schemas/* string */.YjP().regex(/^[0-9a-f]{64}$/) }).strict(),
    /** How the item run ended (WORKFLOW_COMPLETE, ITEM_DEFERRED or the code it ended blocked with). */
    outcome: schemas/* string */.YjP().min(1),
    outputs: schemas/* array */.YOg(Output),
})
    .strict();
function readDescriptor(folder) {
    let data;
    try {
        data = JSON.parse((0,external_node_fs_.readFileSync)((0,external_node_path_.join)(folder, SHARD_FILE), 'utf8'));
    }
    catch (error) {
        return { kind: 'bad', reason: `${SHARD_FILE} cannot be read as JSON (${error.code ?? error.message.split('\n')[0]})` };
    }
    const parsed = ShardDescriptorSchema.safeParse(data);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return { kind: 'bad', reason: `${SHARD_FILE} is not a shard descriptor (${issue.path.join('.') || 'its top level'}: ${issue.message})` };
    }
    return { kind: 'ok', descriptor: parsed.data };
}
function writeDescriptor(folder, descriptor) {
    (0,atomic_write/* atomicWriteFile */.R)((0,external_node_path_.join)(folder, SHARD_FILE), JSON.stringify(descriptor, null, 2) + '\n', { durable: true });
}

// EXTERNAL MODULE: ./src/core/state/store.ts + 1 modules
var store = __webpack_require__(89705);
// EXTERNAL MODULE: ./src/core/state/journal.ts
var journal = __webpack_require__(90666);
// EXTERNAL MODULE: ./src/core/workspace/digest.ts
var digest = __webpack_require__(33929);
;// CONCATENATED MODULE: ./src/core/shards/verify.ts
// A shard result is accepted only when everything it claims holds: its descriptor reads; it ran
// for this run id, this version of the workflow, this foreach step and visit, an item the run has
// with the bindings the run gives it, in the folder that item's run belongs in; its journal chains
// and replays against the per-item machine and ends at the head the descriptor names, finished,
// with the outcome it names; its outputs are the ones its journal accepted, and each copy it
// carries has the recorded sha256. Two results of one key must be the same result, and the same
// as one the run already holds. Any refusal names the shard and stops the merge before anything
// is merged.









function refuse(code, candidate, why) {
    return new errors/* StagegateError */.q(code, `shard ${candidate.shown} refused: ${why}; nothing was merged`, {
        hint: code === 'SHARD_CONFLICT' ? 'Keep one result of the key (remove the other folder or artifact), then merge again.' : 'Remove that shard folder (or artifact) and run the shard again for this run, then merge again.',
        location: { file: candidate.shown },
    });
}
const sameRecord = (a, b) => {
    const ka = Object.keys(a).sort();
    const kb = Object.keys(b).sort();
    return ka.length === kb.length && ka.every((k, i) => k === kb[i] && a[k] === b[k]);
};
const headText = (h) => `event ${h.seq} (${(h.sha256 ?? '').slice(0, 12)}…)`;
/** The outputs an item run accepted, by path (sorted). */
function acceptedOutputs(state) {
    const byPath = new Map();
    for (const a of Object.values(state.artifacts))
        byPath.set(a.path, { path: a.path, sha256: a.sha256, size: a.size });
    return [...byPath.values()].sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0));
}
function sha256Of(path) {
    const st = (0,external_node_fs_.lstatSync)(path, { throwIfNoEntry: false });
    if (!st || !st.isFile())
        return undefined;
    return (0,digest/* sha256File */.Q)(path);
}
/** Check one shard result against the run (refusing it with a SHARD_* error). */
function verifyShard(parent, candidate) {
    const { fan, workflow, workspace } = parent;
    const read = readDescriptor(candidate.dir);
    if (read.kind === 'bad')
        throw refuse('SHARD_TAMPERED', candidate, read.reason);
    const d = read.descriptor;
    if (d.run_id !== parent.runId)
        throw refuse('SHARD_FOREIGN', candidate, `it belongs to run '${d.run_id}', not '${parent.runId}'`);
    if (d.workflow_digest !== workflow.digest)
        throw refuse('SHARD_FOREIGN', candidate, `it ran another version of ${workflow.file} (sha256 ${d.workflow_digest.slice(0, 12)}…, this one ${workflow.digest.slice(0, 12)}…)`);
    if (d.step !== fan.step.id || d.visit !== fan.visit)
        throw refuse('SHARD_FOREIGN', candidate, `it ran visit ${d.visit} of foreach step ${d.step}; the run is at visit ${fan.visit} of ${fan.step.id}`);
    const index = fan.record.items.findIndex((i) => i.id === d.key);
    if (index < 0)
        throw refuse('SHARD_FOREIGN', candidate, `its key '${d.key}' is no item of foreach step ${fan.step.id}`);
    const item = fan.record.items[index];
    if (!sameRecord(item.bindings, d.bindings))
        throw refuse('SHARD_FOREIGN', candidate, `its bindings for item ${d.key} are not the ones the run's registry gives it`);
    const expected = isOpen(item) ? shardStatePath(parent.runRoot, fan, item) : item.state_path;
    if (d.state_path !== expected)
        throw refuse('SHARD_FOREIGN', candidate, `it ran item ${d.key} as ${d.state_path}; the run expects ${expected ?? 'no run of it'}`);
    const model = (0,run/* itemWorkflowFor */.az)({ workflow }, fan.step, { ...item, state_path: expected });
    const load = (0,store/* loadRun */.Sj)({ state: (0,external_node_path_.join)(candidate.dir, 'workflow_state.yaml') }, model, `${candidate.shown}/workflow_state.yaml`);
    if (load.kind === 'corrupt')
        throw refuse('SHARD_TAMPERED', candidate, load.reason);
    if (load.kind === 'absent')
        throw refuse('SHARD_TAMPERED', candidate, 'it holds no journal of its run');
    if (load.journal.tornBytes > 0)
        throw refuse('SHARD_TAMPERED', candidate, 'its journal ends in a torn line');
    if (load.head.seq !== d.journal.seq || load.head.sha256 !== d.journal.sha256)
        throw refuse('SHARD_TAMPERED', candidate, `its journal ends at ${headText(load.head)}, SHARD.json names ${headText(d.journal)}`);
    const state = load.state;
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
    const claimed = [...d.outputs].sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0));
    if (outputs.length !== claimed.length || outputs.some((o, i) => o.path !== claimed[i].path || o.sha256 !== claimed[i].sha256)) {
        throw refuse('SHARD_TAMPERED', candidate, 'the outputs SHARD.json lists are not the ones its journal accepted');
    }
    for (const output of outputs) {
        const target = workspace.resolve(output.path, `output of shard ${d.key}`);
        const copy = sha256Of((0,external_node_path_.join)(candidate.dir, SHARD_FILES_DIR, output.path));
        if (copy === output.sha256)
            continue;
        // A shard that ran here may rely on the output in place.
        if (candidate.inPlace && copy === undefined && sha256Of(target.abs) === output.sha256)
            continue;
        throw refuse('SHARD_TAMPERED', candidate, `its copy of output ${output.path} ${copy === undefined ? 'is missing' : `has sha256 ${copy.slice(0, 12)}…, its journal recorded ${output.sha256.slice(0, 12)}…`}`);
    }
    return { candidate, descriptor: d, state, index };
}
/** The head of the item run the parent holds at `statePath` (absolute), when there is one. */
function localHead(workspace, statePath) {
    const p = workspace.tryResolve(statePath);
    if (!p || !(0,external_node_fs_.existsSync)((0,journal/* journalPathFor */.S7)(p.abs)))
        return undefined;
    const read = (0,journal/* readJournal */.a0)((0,journal/* journalPathFor */.S7)(p.abs));
    return read.kind === 'ok' ? read.head : undefined;
}
/** Verify every candidate (in a fixed order, so the same one is named whatever the order found) and pair them with the items. */
function verifyAll(parent, candidates) {
    const verified = candidates
        // A shard left in the run root by an earlier visit of the step is its history, not a result to merge now.
        .filter((c) => {
        if (!c.inPlace)
            return true;
        const read = readDescriptor(c.dir);
        return read.kind !== 'ok' || (read.descriptor.step === parent.fan.step.id && read.descriptor.visit === parent.fan.visit);
    })
        .slice()
        .sort((a, b) => (a.shown < b.shown ? -1 : a.shown > b.shown ? 1 : 0))
        .map((c) => verifyShard(parent, c));
    const byKey = new Map();
    for (const v of verified)
        byKey.set(v.descriptor.key, [...(byKey.get(v.descriptor.key) ?? []), v]);
    const accepted = new Map();
    const alreadyMerged = [];
    const outputOwners = new Map();
    for (const item of parent.fan.record.items) {
        const found = byKey.get(item.id);
        if (!found)
            continue;
        const first = found[0];
        const other = found.find((v) => v.descriptor.journal.sha256 !== first.descriptor.journal.sha256 || v.descriptor.journal.seq !== first.descriptor.journal.seq);
        if (other)
            throw refuse('SHARD_CONFLICT', other.candidate, `it and ${first.candidate.shown} are two different results of shard ${item.id}`);
        if (!isOpen(item)) {
            // The run holds a result of this item: the same one found again is no news; another is a conflict.
            const held = item.state_path !== null ? localHead(parent.workspace, item.state_path) : undefined;
            if (held && held.seq === first.descriptor.journal.seq && held.sha256 === first.descriptor.journal.sha256) {
                alreadyMerged.push(item.id);
                continue;
            }
            throw refuse('SHARD_CONFLICT', first.candidate, `the run already holds another result of item ${item.id} (${item.status}, ${item.state_path ?? 'no run'})`);
        }
        for (const output of first.descriptor.outputs) {
            const owner = outputOwners.get(output.path);
            if (owner && owner.sha256 !== output.sha256)
                throw refuse('SHARD_CONFLICT', first.candidate, `it and ${owner.shard.candidate.shown} wrote output ${output.path} with different content`);
            outputOwners.set(output.path, { sha256: output.sha256, shard: first });
        }
        // Prefer the copy already in the run root (nothing to install).
        accepted.set(item.id, found.find((v) => v.candidate.inPlace) ?? first);
    }
    return { accepted, alreadyMerged };
}

// EXTERNAL MODULE: ./src/core/steps/foreach/manifest.ts
var manifest = __webpack_require__(75517);
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
    if (isFile((0,external_node_path_.join)(root, SHARD_FILE)))
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
/** The shard results of foreach step `stepId` in the run root, then under each --from folder (absolute). */
function findCandidates(workspace, runRoot, stepId, fromDirs) {
    const out = [];
    const local = workspace.tryResolve((0,manifest/* foreachRunsFolder */.l5)(runRoot, stepId));
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

// EXTERNAL MODULE: ./src/core/steps/process/budget.ts
var budget = __webpack_require__(51964);
;// CONCATENATED MODULE: ./src/core/shards/intake.ts
// What `stagegate merge` hands the foreach step (RunRequest.shards): under the run lock, the shard
// results are found, verified (shards/verify.ts) and installed — a shard from another machine is
// copied into the folder its item's run belongs in (under that folder's lock), and every output
// it accepted is put in the workspace from its verified copy — before the step applies anything.











function sameFolder(a, b) {
    try {
        return (0,external_node_fs_.realpathSync)(a) === (0,external_node_fs_.realpathSync)(b);
    }
    catch {
        return false;
    }
}
/** Copy a shard from elsewhere into its item run's folder (a result already there is kept). */
function installFolder(workspace, shard) {
    const target = (0,external_node_path_.dirname)(workspace.resolve(shard.descriptor.state_path, `shard ${shard.descriptor.key}`).abs);
    if (shard.candidate.inPlace || sameFolder(shard.candidate.dir, target))
        return;
    const lock = state_lock/* RunLock */.j.acquire((0,external_node_path_.join)(target, 'workflow_state.yaml.lock'), `shard ${shard.descriptor.key}`);
    try {
        const there = readDescriptor(target);
        if (there.kind === 'ok' && there.descriptor.journal.sha256 === shard.descriptor.journal.sha256)
            return;
        // Whatever is there holds no finished result (verify refused a different one): an unfinished leg's run.
        for (const name of lsSafe(target))
            if (name !== 'workflow_state.yaml.lock')
                (0,external_node_fs_.rmSync)((0,external_node_path_.join)(target, name), { recursive: true, force: true });
        (0,external_node_fs_.cpSync)(shard.candidate.dir, target, {
            recursive: true,
            // Never a link, a lock or a temp file of the machine it came from.
            filter: (src) => !(0,external_node_fs_.lstatSync)(src).isSymbolicLink() && !src.endsWith('.lock') && !src.includes('.stagegate-tmp-'),
        });
    }
    finally {
        lock.release();
    }
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
function installOutputs(workspace, shard) {
    for (const output of shard.descriptor.outputs) {
        const target = workspace.resolve(output.path, `output of shard ${shard.descriptor.key}`);
        const st = (0,external_node_fs_.lstatSync)(target.abs, { throwIfNoEntry: false });
        if (st?.isFile() && (0,digest/* sha256File */.Q)(target.abs) === output.sha256)
            continue;
        const bytes = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(shard.candidate.dir, SHARD_FILES_DIR, output.path));
        if ((0,digest/* sha256Text */.f)(bytes) !== output.sha256) {
            throw new errors/* StagegateError */.q('SHARD_TAMPERED', `shard ${shard.candidate.shown} refused: its copy of output ${output.path} changed while it was merged`, { location: { file: shard.candidate.shown } });
        }
        (0,atomic_write/* atomicWriteFile */.R)(target.abs, bytes, { durable: true });
    }
}
/** The shard intake of a merge of foreach step `stepId`, with the --from folders (absolute, and as given). */
function shardIntake(stepId, fromDirs) {
    const report = { merged: [], alreadyMerged: [], pending: [] };
    return {
        step: stepId,
        report,
        accept(host, step) {
            const fan = fanOutOf(host, host.workflow);
            if (!fan || fan.step.id !== step.id)
                return new Map();
            const parent = { workspace: host.workspace, workflow: host.workflow, runId: host.ctx.runId, runRoot: host.ctx.runRoot.rel, fan };
            const { accepted, alreadyMerged } = verifyAll(parent, findCandidates(host.workspace, host.ctx.runRoot.rel, step.id, fromDirs));
            // A run-level budget counts what the shards spent: the run's own spend and that of the shards merged now.
            const combined = { ...host.state(), steps: { ...host.state().steps } };
            for (const [id, shard] of accepted)
                for (const [sid, record] of Object.entries(shard.state.steps))
                    combined.steps[`${step.id}[${id}]/${sid}`] = record;
            const breach = (0,budget/* workflowBreach */.J)(host.workflow, combined);
            if (breach) {
                throw new errors/* StagegateError */.q('WORKFLOW_BUDGET_EXCEEDED', `merging the shards of foreach step ${step.id} (${[...accepted.keys()].join(', ')}): ${breach.message}, counting the run's own spend and the shards'; nothing was merged`, {
                    hint: 'Raise execution.max_cost_usd / max_turns (then merge with --allow-workflow-change), or leave the run where it is.',
                });
            }
            report.alreadyMerged.push(...alreadyMerged);
            const results = new Map();
            for (const [id, shard] of accepted) {
                installFolder(host.workspace, shard);
                installOutputs(host.workspace, shard);
                results.set(id, { key: id, outcome: shard.descriptor.outcome, state: shard.state, folder: shard.candidate.shown });
            }
            return results;
        },
    };
}
/** Verify what a merge would merge, without the lock and without writing (the merge's first check). */
function precheck(parent, fromDirs) {
    return verifyAll(parent, findCandidates(parent.workspace, parent.runRoot, parent.fan.step.id, fromDirs));
}

// EXTERNAL MODULE: ./src/core/run/runner.ts + 21 modules
var runner = __webpack_require__(42562);
;// CONCATENATED MODULE: ./src/core/commands/shards.ts
// `stagegate shards`, `run --shard KEY` and `stagegate merge` (docs/run-semantics.md#shards): a
// foreach step's items run as shards — each in its item's own run folder with its own journal,
// on this machine or another — and are merged back into the run in the items' order.


















/** The run as a resume would find it, read-only (no lock). */
function readParent(workspaceRoot, workflowFile, invocation) {
    const workspace = new workspace_workspace/* Workspace */.aR(workspaceRoot);
    const workflow = (0,load_and_check/* loadAndCheck */.w)(workspace, workflowFile);
    const ctx = (0,context/* resolveRunContext */.xn)(workflow, workspace, { ...invocation, mode: 'resume' }, new Date(), { readOnly: true });
    const load = ctx.existing;
    if (load.kind === 'corrupt') {
        throw new errors/* StagegateError */.q('WORKFLOW_STATE_INTEGRITY_VIOLATION', `${load.reason}; nothing was changed`, {
            hint: 'Inspect the journal and state (stagegate history shows the journal), or start over with --mode fresh.',
            location: { file: load.file, ...(load.line !== undefined ? { line: load.line } : {}) },
        });
    }
    if (load.kind !== 'ok')
        return { workspace, workflow, ctx, state: undefined };
    (0,integrity/* checkIntegrity */._)(load.state, workflow, ctx.runId, ctx.bindings, workspace, ctx.statePath.rel, { allowWorkflowChange: invocation.allowWorkflowChange === true });
    return { workspace, workflow, ctx, state: load.state };
}
function fanOutIn(view) {
    const state = view.state;
    if (!state)
        return undefined;
    return fanOutOf({ workspace: view.workspace, state: () => state, ctx: view.ctx }, view.workflow);
}
/** `stagegate shards`: the shard keys of the run's active foreach step that can run now. Nothing runs. */
function listShards(workspaceRoot, workflowFile, invocation) {
    const view = readParent(workspaceRoot, workflowFile, invocation);
    const fan = fanOutIn(view);
    if (!fan)
        return { runId: view.ctx.runId, step: null, shards: [], waiting: [] };
    const ready = readyItems(fan.record).map((i) => i.id);
    const waiting = fan.record.items.filter((i) => isOpen(i) && !ready.includes(i.id)).map((i) => i.id);
    return { runId: view.ctx.runId, step: fan.step.id, shards: ready, waiting };
}
function failed(base, key, error) {
    return {
        status: error.code,
        exitCode: (0,stop_codes/* exitStatusFor */.ex)(error.code),
        message: error.message,
        ...(error.hint !== undefined ? { hint: error.hint } : {}),
        location: error.location,
        workflow: null,
        workflowFile: base.workflowFile,
        runId: base.runId,
        activeStep: null,
        completedSteps: [],
        statePath: null,
        manifestPath: null,
        runRoot: null,
        nextCommand: null,
        stagesRun: 0,
        shard: { key, step: null, folder: null, finished: false },
    };
}
/** Finished shard: its descriptor, and a copy of each accepted output under files/ (so the folder travels on its own). */
function sealShard(view, fan, key, statePathRel, state) {
    const folder = (0,external_node_path_.dirname)(view.workspace.resolve(statePathRel, `shard ${key}`).abs);
    const outputs = acceptedOutputs(state);
    for (const output of outputs) {
        const source = view.workspace.resolve(output.path, `output of shard ${key}`);
        (0,atomic_write/* atomicWriteFile */.R)((0,external_node_path_.join)(folder, SHARD_FILES_DIR, output.path), (0,external_node_fs_.readFileSync)(source.abs), { durable: true });
    }
    const item = fan.record.items.find((i) => i.id === key);
    const journal = readJournalHead(folder);
    writeDescriptor(folder, {
        shard: 1,
        kind: 'foreach',
        run_id: view.ctx.runId,
        workflow: view.workflow.name,
        workflow_digest: view.workflow.digest,
        step: fan.step.id,
        visit: fan.visit,
        key,
        bindings: item.bindings,
        state_path: statePathRel,
        journal,
        outcome: state.status,
        outputs,
    });
}
function readJournalHead(folder) {
    const read = (0,journal/* readJournal */.a0)((0,journal/* journalPathFor */.S7)((0,external_node_path_.join)(folder, 'workflow_state.yaml')));
    if (read.kind !== 'ok' || read.head.sha256 === null)
        throw new errors/* StagegateError */.q('STATE_WRITE_FAILED', `the journal of the shard in ${folder} cannot be read back`);
    return { seq: read.head.seq, sha256: read.head.sha256 };
}
/**
 * `run --shard KEY`: run exactly that item's per-item machine, in its item run's folder under the
 * run root (its own journal, under that folder's lock), leaving the run's own state untouched.
 * A finished shard gets its SHARD.json (and its outputs' copies) for `merge`.
 */
async function runShard(request, ports, key) {
    let view;
    try {
        view = readParent(request.workspace, request.workflowFile, request.invocation);
        const { ctx, workflow } = view;
        if (!view.state)
            throw new errors/* StagegateError */.q('SHARD_NOT_READY', `run ${ctx.runId} has not started: there are no shards to run yet`, { hint: `Run it to its fan-out step first (stagegate run ${workflow.file} --run-id ${ctx.runId} --stop-after-step <the step before the foreach>).` });
        if (state_lock/* RunLock */.j.isHeld(ctx.lockPath))
            throw new errors/* StagegateError */.q('WORKFLOW_LOCKED', `run ${ctx.runId} is held by a runner (a resume or a merge): its shards wait until it ends; nothing was changed`, { hint: 'Wait for it to finish, then list the shards again.' });
        const fan = fanOutIn(view);
        if (!fan)
            throw new errors/* StagegateError */.q('SHARD_NOT_READY', `run ${ctx.runId} is not at a foreach step (active step: ${view.state.active_step ?? 'none, the run finished'}): there are no shards to run`, { hint: 'stagegate shards lists the shards a run has now.' });
        const item = fan.record.items.find((i) => i.id === key);
        if (!item) {
            const near = (0,did_you_mean/* closest */.kp)(key, fan.record.items.map((i) => i.id));
            throw new errors/* StagegateError */.q('SHARD_UNKNOWN', `foreach step ${fan.step.id} has no item '${key}'${near ? ` (did you mean '${near}'?)` : ''}; nothing ran`, { hint: `stagegate shards ${workflow.file} --run-id ${ctx.runId} lists its shards.` });
        }
        if (!isOpen(item))
            throw new errors/* StagegateError */.q('SHARD_ALREADY_MERGED', `item ${key} of foreach step ${fan.step.id} already has its result in run ${ctx.runId} (${item.status}); nothing ran`);
        const unmet = unmetDependencies(fan.record, item);
        if (unmet.length > 0)
            throw new errors/* StagegateError */.q('SHARD_NOT_READY', `item ${key} of foreach step ${fan.step.id} waits for ${unmet.join(', ')} (not VERIFIED in the run yet): it runs in a later wave; nothing ran`, { hint: 'Merge the shards it depends on (stagegate merge), then list the shards again.' });
        const statePath = shardStatePath(ctx.runRoot.rel, fan, item);
        const shardItem = { ...item, state_path: statePath };
        const abs = view.workspace.resolve(statePath, `shard ${key}`).abs;
        // Two legs of one shard never both advance it.
        const lock = state_lock/* RunLock */.j.acquire(`${abs}.lock`, `shard ${key} of run ${ctx.runId}`);
        let outcome;
        try {
            // Checked again with the shard's lock held: a resume that took the run's lock meanwhile
            // checks this lock before running the item in-process (steps/foreach/run.ts), so never both.
            if (state_lock/* RunLock */.j.isHeld(ctx.lockPath))
                throw new errors/* StagegateError */.q('WORKFLOW_LOCKED', `run ${ctx.runId} is held by a runner (a resume or a merge): its shards wait until it ends; nothing was changed`, { hint: 'Wait for it to finish, then list the shards again.' });
            const parent = { workflow, bindings: ctx.bindings, runId: ctx.runId, request, ancestry: request.ancestry ?? [], statePath: ctx.statePath.rel, runRoot: ctx.runRoot.rel };
            const sourceCommit = view.state.source_commit;
            outcome = await (0,runner/* runWorkflow */.F)((0,run/* itemRunRequest */.UZ)(parent, fan.step, shardItem), { ...(0,run/* itemPorts */.Wl)(ports, fan.step, shardItem), source: { sourceCommit: () => sourceCommit } });
            const finished = outcome.state !== undefined && outcome.activeStep === null;
            if (finished)
                sealShard(view, fan, key, statePath, outcome.state);
            // A finished shard is a result to merge, whatever it says: the merge applies it.
            const exitCode = finished && (outcome.status === 'WORKFLOW_COMPLETE' || outcome.status === 'ITEM_DEFERRED') ? 0 : outcome.exitCode;
            return { ...outcome, exitCode, shard: { key, step: fan.step.id, folder: (0,external_node_path_.relative)(view.workspace.root, (0,external_node_path_.dirname)(abs)).split('\\').join('/'), finished } };
        }
        finally {
            lock.release();
        }
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        return failed({ workflowFile: request.workflowFile, runId: view?.ctx.runId ?? null }, key, error);
    }
}
/**
 * `stagegate merge`: verify every shard result (run root and --from folders) before anything is
 * written, then — under the run lock — merge them into the run in the items' order and continue
 * the run like `run` does.
 */
async function mergeShards(request, ports, fromDirs) {
    let view;
    let step = null;
    try {
        view = readParent(request.workspace, request.workflowFile, request.invocation);
        const fan = fanOutIn(view);
        if (fan) {
            step = fan.step.id;
            // Refuse a bad shard before the lock and before anything is written; the merge checks again under the lock.
            precheck({ workspace: view.workspace, workflow: view.workflow, runId: view.ctx.runId, runRoot: view.ctx.runRoot.rel, fan }, fromDirs);
        }
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        return { ...failed({ workflowFile: request.workflowFile, runId: view?.ctx.runId ?? null }, '', error), merge: { step, merged: [], alreadyMerged: [], pending: [] } };
    }
    const intake = step !== null ? shardIntake(step, fromDirs) : undefined;
    const outcome = await (0,runner/* runWorkflow */.F)({ ...request, ...(intake ? { shards: intake } : {}) }, ports);
    return { ...outcome, merge: { step, merged: intake?.report.merged ?? [], alreadyMerged: intake?.report.alreadyMerged ?? [], pending: intake?.report.pending ?? [] } };
}

// EXTERNAL MODULE: ./src/core/commands/status.ts
var commands_status = __webpack_require__(48922);
// EXTERNAL MODULE: ./src/core/run/ports.ts
var ports = __webpack_require__(34289);
// EXTERNAL MODULE: ./src/host/process-runner.ts + 2 modules
var process_runner = __webpack_require__(57432);
// EXTERNAL MODULE: ./src/host/git-source.ts
var git_source = __webpack_require__(42170);
// EXTERNAL MODULE: ./src/action/context.ts
var action_context = __webpack_require__(40645);
// EXTERNAL MODULE: ./src/action/persistence.ts + 1 modules
var persistence = __webpack_require__(92082);
// EXTERNAL MODULE: ./src/action/artifact-store.ts
var artifact_store = __webpack_require__(1866);
// EXTERNAL MODULE: ./src/action/markdown.ts
var markdown = __webpack_require__(38037);
// EXTERNAL MODULE: ./src/action/report.ts + 1 modules
var report = __webpack_require__(92704);
// EXTERNAL MODULE: ./src/action/stage-log.ts
var stage_log = __webpack_require__(88803);
// EXTERNAL MODULE: ./src/action/stage-processes.ts
var stage_processes = __webpack_require__(15216);
// EXTERNAL MODULE: ./src/action/words.ts
var words = __webpack_require__(79579);
// EXTERNAL MODULE: ./src/action/run-command.ts + 5 modules
var run_command = __webpack_require__(70617);
;// CONCATENATED MODULE: ./src/action/shard-commands.ts
// Fan-out in the Action (docs/action.md#fan-out-across-a-matrix): `command: shards` lists the
// shard keys of the run's foreach step as the `matrix` output; `command: run` with `shard:` runs
// one shard (the run's state restored from its artifact, the run itself untouched) and uploads the
// finished shard folder as an artifact of its own; `command: merge` downloads the newest shard
// artifact of every key of this workflow run and run id, and merges them through the core (which
// verifies each one) before continuing the run like `command: run`.



















/** Every shard artifact of a run starts with this (never mistaken for a state artifact: those continue with `a<attempt>-`). */
function shardArtifactPrefix(id) {
    return `${(0,persistence/* artifactPrefix */.DS)(id)}shard-`;
}
/** The artifact name of shard `key` uploaded by this job attempt: the key's hash keeps keys that slug alike apart. */
function shardArtifactName(id, key, attempt, seq) {
    const hash = (0,external_node_crypto_.createHash)('sha256').update(key).digest('hex').slice(0, 8);
    return `${shardArtifactPrefix(id)}${hash}-${(0,persistence/* slug */.yR)(key, 30)}-a${(0,persistence/* slug */.yR)(attempt, 10)}-${seq}`;
}
/** The key part of a shard artifact's name (hash and slug), so that each key's newest artifact is picked. */
function keyPartOf(name, prefix) {
    const m = /^([0-9a-f]{8}-.+)-a[^-]+-\d+$/.exec(name.slice(prefix.length));
    return name.startsWith(prefix) && m ? m[1] : undefined;
}
function failureResult(status, message, hint, runId) {
    const b = new markdown/* MarkdownBudget */.nd();
    (0,report/* bannerBlock */.g$)(b, 'stagegate', status, [(0,markdown/* esc */.UQ)((0,words/* actionWords */.I)(message)), hint ? `**Fix:** ${(0,markdown/* esc */.UQ)((0,words/* actionWords */.I)(hint))}` : '']);
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
        list = listShards(ctx.workspaceRoot, workflowFile, (0,run_command.invocationOf)(inputs));
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        return failureResult(error.code, error.message, error.hint, inputs.runId ?? null);
    }
    const b = new markdown/* MarkdownBudget */.nd();
    const message = list.step === null
        ? `Run ${list.runId} is not at a foreach step: no shards (the matrix is empty).`
        : `Foreach step ${list.step}: ${list.shards.length} shard${list.shards.length === 1 ? '' : 's'} can run now${list.waiting.length > 0 ? `; ${list.waiting.length} wait for dependencies (a later wave: ${list.waiting.join(', ')})` : ''}.`;
    (0,report/* bannerBlock */.g$)(b, `${(0,markdown/* esc */.UQ)(workflowFile)} · run ${(0,markdown/* code */.aY)(list.runId)}`, 'SHARDS', [(0,markdown/* esc */.UQ)(message), list.shards.length > 0 ? list.shards.map((k) => `- ${(0,markdown/* code */.aY)(k)}`).join('\n') : '', `Carried state: ${(0,run_command.restoredLine)(persistence) ?? 'none'}`], { icon: '🧩', words: 'Shards' });
    ctx.io.info(message);
    return {
        outputs: { ...(0,action_context/* emptyOutputs */.q_)('SHARDS'), runId: list.runId, matrix: list.shards, step: list.step },
        conclusion: 'success',
        checkTitle: list.step === null ? 'No shards' : `${list.shards.length} shards of ${list.step}`,
        summary: b.toString(),
        annotations: [],
    };
}
/** Regular files of a shard folder (workspace-absolute), without locks or temp files. */
function shardFiles(dir) {
    const out = [];
    const walk = (d) => {
        for (const name of (0,external_node_fs_.readdirSync)(d).sort()) {
            const abs = (0,external_node_path_.join)(d, name);
            const st = (0,external_node_fs_.lstatSync)(abs);
            if (st.isDirectory())
                walk(abs);
            else if (st.isFile() && !name.endsWith('.lock') && !name.includes('.stagegate-tmp-'))
                out.push(abs);
        }
    };
    walk(dir);
    return out;
}
/** `command: run` with `shard:`: run that shard, upload its folder when it finished. */
async function shardRunCommand(inputs, ctx, key) {
    const workflowFile = inputs.workflow[0];
    const persistence = await (0,run_command.restoreOrRefuse)(inputs, ctx, workflowFile);
    if ('outputs' in persistence)
        return persistence;
    const printer = new stage_log/* StageLogPrinter */.zG(ctx.io);
    const processes = (0,stage_processes/* stageProcessRunner */.o)(process_runner/* nodeProcessRunner */.a, { signal: ctx.signal, setSecret: (v) => ctx.io.setSecret(v), onLogText: (step, visit, attempt, text) => printer.fromLogFile(step, visit, attempt, text) });
    let outcome;
    try {
        outcome = await runShard({ workspace: ctx.workspaceRoot, workflowFile, invocation: (0,run_command.invocationOf)(inputs), env: (0,run_command.stageEnvironmentBase)(ctx.env), commandName: 'stagegate', agents: { agent: inputs.agent, agentCommand: inputs.agentCommand }, signal: ctx.signal }, { processes, source: git_source/* gitSource */.Y, clock: ports/* systemClock */.m, onEvent: (e) => printer.onEvent(e) }, key);
    }
    finally {
        printer.end();
    }
    let uploaded;
    let uploadError;
    const folder = outcome.shard.folder;
    if (outcome.shard.finished && folder && outcome.runId && inputs.persist === 'artifact' && ctx.gh.hasArtifactRuntime && !ctx.gh.isGhes) {
        const workflow = (0,commands_status/* getStatus */.B)(ctx.workspaceRoot, workflowFile, (0,run_command.invocationOf)(inputs)).workflow ?? outcome.workflow ?? workflowFile;
        const id = { workflowName: workflow, runId: outcome.runId, workflowPath: (0,action_context/* repoPath */.qN)(ctx.gh, ctx.workspaceRoot, workflowFile) };
        const root = (0,external_node_path_.join)(ctx.workspaceRoot, folder);
        const files = shardFiles(root);
        for (let seq = 1; seq <= 5 && uploaded === undefined; seq++) {
            const name = shardArtifactName(id, key, ctx.gh.attempt, seq);
            try {
                await ctx.store().upload(name, files, root, { retentionDays: inputs.retentionDays });
                uploaded = name;
            }
            catch (error) {
                if ((0,artifact_store/* isNameConflict */.o)(error) && seq < 5)
                    continue;
                uploadError = `could not upload shard ${key} as an artifact: ${error instanceof Error ? error.message : String(error)}`;
                break;
            }
        }
    }
    const ok = outcome.exitCode === 0 && !uploadError;
    const lines = [
        (0,markdown/* esc */.UQ)((0,words/* actionWords */.I)(outcome.message)),
        folder ? `Shard ${(0,markdown/* code */.aY)(key)} of foreach step ${(0,markdown/* code */.aY)(outcome.shard.step ?? '?')} in ${(0,markdown/* code */.aY)((0,action_context/* repoPath */.qN)(ctx.gh, ctx.workspaceRoot, folder))}: ${outcome.shard.finished ? 'finished' : 'not finished (run this leg again to continue it)'}` : '',
        uploaded ? `Uploaded as artifact ${(0,markdown/* code */.aY)(uploaded)}: the merge job takes it.` : '',
        uploadError ? `❌ ${(0,markdown/* esc */.UQ)(uploadError)}` : '',
        `Carried state: ${(0,run_command.restoredLine)(persistence) ?? 'none'}`,
    ];
    const b = new markdown/* MarkdownBudget */.nd();
    (0,report/* bannerBlock */.g$)(b, `${(0,markdown/* esc */.UQ)(workflowFile)} · run ${(0,markdown/* code */.aY)(outcome.runId ?? '?')} · shard ${(0,markdown/* code */.aY)(key)}`, outcome.status, lines);
    const failure = ok ? undefined : `${outcome.status}: ${(0,words/* actionWords */.I)(uploadError ?? outcome.message)}`;
    return {
        outputs: { ...(0,action_context/* emptyOutputs */.q_)(outcome.status), complete: outcome.status === 'WORKFLOW_COMPLETE', runId: outcome.runId, activeStep: outcome.activeStep, completedSteps: outcome.completedSteps, statePath: outcome.statePath ? (0,action_context/* repoPath */.qN)(ctx.gh, ctx.workspaceRoot, outcome.statePath) : null, artifactName: uploaded ?? null, stagesRun: outcome.stagesRun },
        ...(failure ? { failure } : {}),
        conclusion: ok ? 'success' : 'failure',
        checkTitle: `Shard ${key}: ${outcome.status}`,
        summary: b.toString(),
        annotations: failure ? [{ level: 'error', message: `${failure}${outcome.hint ? `\nFix: ${(0,words/* actionWords */.I)(outcome.hint)}` : ''}`, properties: { title: `stagegate: shard ${key}: ${outcome.status}` } }] : [],
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
/** `command: merge`: download the shard artifacts, then run like `command: run` with the merge as its start. */
async function mergeCommand(inputs, ctx) {
    const workflowFile = inputs.workflow[0];
    return (0,run_command.runCommand)(inputs, ctx, async (request, ports) => {
        const from = [];
        const located = (0,commands_status/* getStatus */.B)(ctx.workspaceRoot, workflowFile, (0,run_command.invocationOf)(inputs));
        if (located.workflow && located.runId && ctx.gh.hasArtifactRuntime && !ctx.gh.isGhes) {
            const id = { workflowName: located.workflow, runId: located.runId, workflowPath: (0,action_context/* repoPath */.qN)(ctx.gh, ctx.workspaceRoot, workflowFile) };
            const prefix = shardArtifactPrefix(id);
            const store = ctx.store();
            const base = ctx.gh.runnerTemp ?? (0,external_node_os_.tmpdir)();
            (0,external_node_fs_.mkdirSync)(base, { recursive: true });
            const quarantine = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(base, 'stagegate-shards-'));
            for (const artifact of newestPerKey(await store.list({ kind: 'current' }), prefix)) {
                const dest = (0,external_node_path_.join)(quarantine, artifact.name);
                const got = await store.download(artifact, { kind: 'current' }, dest);
                if (got.digestMismatch) {
                    // The bytes are not the ones uploaded: never merged; the key stays pending.
                    ctx.io.annotate('warning', `shard artifact ${artifact.name} does not match the digest the artifact service recorded: it was not merged`);
                    continue;
                }
                from.push({ abs: got.downloadPath, shown: artifact.name });
            }
            ctx.io.info(`Shard artifacts of run ${located.runId}: ${from.length > 0 ? from.map((f) => f.shown).join(', ') : 'none'}.`);
        }
        return mergeShards(request, ports, from);
    });
}


/***/ })

};
