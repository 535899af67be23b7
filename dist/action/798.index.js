export const id = 798;
export const ids = [798];
export const modules = {

/***/ 92082:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _Y: () => (/* binding */ ArtifactServiceError),
  It: () => (/* binding */ StateArtifactRefused),
  GN: () => (/* binding */ StateArtifactUnverifiable),
  DS: () => (/* binding */ artifactPrefix),
  SB: () => (/* binding */ inScope),
  HE: () => (/* binding */ isLockSideFile),
  Ai: () => (/* binding */ restoreRun),
  BQ: () => (/* binding */ saveRun),
  yR: () => (/* binding */ slug)
});

// UNUSED EXPORTS: artifactName, artifactStem, candidatesFor, carriedFiles, carriedRoots, verifyQuarantine

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/gate/gate-schema.ts
var gate_schema = __webpack_require__(38266);
// EXTERNAL MODULE: ./src/core/formats/index.ts
var formats = __webpack_require__(27932);
// EXTERNAL MODULE: ./src/core/state/store.ts
var store = __webpack_require__(89916);
;// CONCATENATED MODULE: ./src/core/state/child-roots.ts
/** The runs `state` records directly, in step order (not their own nested runs). */
function nestedRunsOf(state) {
    const out = [];
    for (const [id, step] of Object.entries(state.steps)) {
        if (step.child)
            out.push({ kind: 'child', field: `steps.${id}.child`, record: step.child });
        for (const [branch, b] of Object.entries(step.parallel?.branches ?? {})) {
            if (b.child)
                out.push({ kind: 'child', field: `steps.${id}.parallel.branches.${branch}.child`, record: b.child });
        }
        for (const item of step.foreach?.items ?? []) {
            if (item.state_path !== null)
                out.push({ kind: 'item', field: `steps.${id}.foreach.items[${item.id}].state_path`, statePath: item.state_path });
        }
    }
    return out;
}
/** The state path a nested run keeps its state in (null: not known, e.g. a child never located). */
function nestedStatePath(ref) {
    return ref.kind === 'child' ? ref.record.state_path : ref.statePath;
}
/** `path` is `root` or lies under it (workspace-relative POSIX paths; '.' is the workspace). */
function isWithinRoot(path, root) {
    return root === '.' || path === root || path.startsWith(root + '/');
}
/** More runs than this in one tree is not a tree a workflow makes; stop there. */
const MAX_TREE_RUNS = 2_000;
/**
 * Walk the tree of runs below `top`, breadth first, each state file once. `read` gives the state of
 * a nested run (undefined: not there, its subtree is left out); it may throw to refuse it.
 */
function collectRunTree(top, read) {
    const root = { statePath: top.statePath, runRoot: top.state.run_root, state: top.state, via: null, parent: null };
    const nodes = [root];
    const seen = new Set([top.statePath]);
    for (let i = 0; i < nodes.length && nodes.length < MAX_TREE_RUNS; i++) {
        const node = nodes[i];
        for (const ref of nestedRunsOf(node.state)) {
            const statePath = nestedStatePath(ref);
            if (statePath === null || seen.has(statePath))
                continue;
            seen.add(statePath);
            const state = read(ref, node);
            if (state)
                nodes.push({ statePath, runRoot: state.run_root, state, via: ref, parent: node });
        }
    }
    return nodes;
}

// EXTERNAL MODULE: ./src/core/model/load-and-check.ts
var load_and_check = __webpack_require__(72912);
// EXTERNAL MODULE: ./src/core/run/context.ts
var context = __webpack_require__(46274);
// EXTERNAL MODULE: ./src/core/workspace/digest.ts
var workspace_digest = __webpack_require__(33929);
// EXTERNAL MODULE: ./src/core/workspace/workspace.ts
var workspace_workspace = __webpack_require__(25620);
// EXTERNAL MODULE: ./src/action/artifact-store.ts
var artifact_store = __webpack_require__(1866);
;// CONCATENATED MODULE: ./src/action/persistence.ts
// Carrying a run between jobs and workflow runs as artifacts.
//
// Restore: find the latest state artifact of this workflow + run id (this workflow run first,
// then `resume-from-run-id`), download it into a fresh quarantine directory under RUNNER_TEMP,
// verify it there \u2014 the service's digest, every file a regular file inside the run root (or the
// root of a nested run it carries), the state parses and belongs to this workflow, run id and run
// root, every recorded output inside the run root matches its sha256, and the same for every child
// workflow run (and their children) whose state it carries, each one where its own workflow keeps
// it \u2014 and only then copy all of it into the workspace. Nothing from the quarantine is ever
// executed; a refused artifact (any one run refused) leaves the workspace untouched.
//
// Save: upload the run root (state, manifest, outputs, logs) and the run roots of its child runs
// that lie outside it, as one artifact (workspace-relative paths keep the roots apart), under a
// name that cannot collide: stagegate-<workflow>-<run id>-<hash>-a<attempt>-<job>-<seq>, seq one
// above any existing one. The hash covers the run's identity \u2014 the workflow file's repository
// path (so the working directory), the workflow name and the run id \u2014 so two jobs of a monorepo
// that share a run id never see each other's state.













/** A state artifact failed verification: refused, never restored or trusted. */
class StateArtifactRefused extends Error {
    artifactName;
    reason;
    constructor(artifactName, reason) {
        super(`state artifact '${artifactName}' was refused: ${reason}. Nothing from it was restored or run.`);
        this.artifactName = artifactName;
        this.reason = reason;
        this.name = 'StateArtifactRefused';
    }
}
/**
 * The artifact service lists the newest state artifact without a sha256 digest (uploaded before
 * the service recorded digests, or by an older upload action): its bytes cannot be checked, so it
 * is not restored. Not a sign of tampering \u2014 a different case with its own fix.
 */
class StateArtifactUnverifiable extends Error {
    artifactName;
    constructor(artifactName) {
        super(`state artifact '${artifactName}' cannot be verified: the artifact service lists it without a sha256 digest, so its bytes cannot be checked. Nothing from it was restored or run.`);
        this.artifactName = artifactName;
        this.name = 'StateArtifactUnverifiable';
    }
}
/** The artifact service failed a call (list or download) while searching `scope`: the cause's message, and where it happened. */
class ArtifactServiceError extends Error {
    scope;
    constructor(scope, cause) {
        super(cause instanceof Error ? cause.message : String(cause));
        this.scope = scope;
        this.name = 'ArtifactServiceError';
    }
}
/** `call`, with a failure of the artifact service tagged with the scope it searched. */
async function inScope(scope, call) {
    try {
        return await call();
    }
    catch (error) {
        throw new ArtifactServiceError(scope, error);
    }
}
const MAX_FILES = 20_000;
/** Characters @actions/artifact refuses in file paths (NTFS limits). */
const UNUPLOADABLE = /[":<>|*?\r\n]/;
function slug(text, max = 40) {
    const s = text.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._-]+/, '').slice(0, max);
    return s === '' ? '_' : s;
}
/**
 * Common prefix of every state artifact of one run: the hash keeps slugs apart and covers the
 * workflow file's repository path, so a run of services/api/flow.yaml and one of
 * services/web/flow.yaml with the same name and run id never share a prefix.
 */
function artifactPrefix(id) {
    const hash = (0,external_node_crypto_.createHash)('sha256').update(`${id.workflowPath}\n${id.workflowName}\n${id.runId}`).digest('hex').slice(0, 12);
    return `stagegate-${slug(id.workflowName)}-${slug(id.runId)}-${hash}-`;
}
/** Names this job uploads under: the stem plus a sequence number. */
function artifactStem(id, who) {
    return `${artifactPrefix(id)}a${slug(who.attempt, 10)}-${slug(who.job)}-`;
}
function artifactName(id, who, seq) {
    return `${artifactStem(id, who)}${seq}`;
}
/** The artifacts of this run, newest first (creation time, then id). */
function candidatesFor(artifacts, id) {
    const prefix = artifactPrefix(id);
    return artifacts
        .filter((a) => a.name.startsWith(prefix) && /^a[^-]+-.+-\d+$/.test(a.name.slice(prefix.length)))
        .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0) || b.id - a.id);
}
function isInsideRoot(rel, runRoot) {
    return rel.startsWith(runRoot + '/');
}
function isSafeRelative(p) {
    if (p === '' || (0,external_node_path_.isAbsolute)(p) || p.startsWith('/') || p.includes('\\') || p.includes('\0') || /^[A-Za-z]:/.test(p))
        return false;
    return p.split('/').every((part) => part !== '' && part !== '..' && part !== '.');
}
/** Regular files under `root` (relative POSIX paths); refuses anything else it meets. */
function walkQuarantine(root, refuse) {
    const files = [];
    const walk = (dir, rel) => {
        for (const entry of (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true })) {
            const childRel = rel === '' ? entry.name : `${rel}/${entry.name}`;
            const abs = (0,external_node_path_.join)(dir, entry.name);
            const stats = (0,external_node_fs_.lstatSync)(abs);
            if (stats.isSymbolicLink())
                refuse(`it contains a symbolic link (${childRel})`);
            if (stats.isDirectory())
                walk(abs, childRel);
            else if (stats.isFile()) {
                files.push(childRel);
                if (files.length > MAX_FILES)
                    refuse(`it holds more than ${MAX_FILES} files`);
            }
            else
                refuse(`it contains ${childRel}, which is not a regular file`);
        }
    };
    walk(root, '');
    return files.sort();
}
/** Something (even a dangling link) is at `abs`, or its place cannot be written (ENOTDIR: a file on the way). */
function lexists(abs) {
    try {
        (0,external_node_fs_.lstatSync)(abs);
        return true;
    }
    catch (error) {
        return error.code !== 'ENOENT';
    }
}
/** A run id a child kept outside its parent's root may have: one path component, no dot-dot. */
const SAFE_RUN_ID = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;
/** How a run of the carried tree is named in messages. */
function runLabel(node) {
    return node.via ? `the nested run at ${node.statePath} (${node.via.field})` : 'its state';
}
/**
 * Why the paths a nested run reference names cannot be carried (undefined: they can): the state
 * file and (for a child) the run root must be plain workspace-relative paths, and an item run
 * lives inside the run root of the run that started it.
 */
function nestedPathProblem(ref, parent) {
    const statePath = nestedStatePath(ref);
    if (statePath === null)
        return undefined;
    if (!isSafeRelative(statePath))
        return `${ref.field} names state '${statePath}', which is not a plain workspace-relative path`;
    if (ref.kind === 'child') {
        const root = ref.record.run_root;
        if (root === null)
            return `${ref.field} records no run root for the child run at ${statePath}`;
        if (!isSafeRelative(root))
            return `${ref.field} names run root '${root}', which is not a plain workspace-relative path`;
        if ([root, statePath].some((p) => p.split('/').some(workspace_workspace/* isGitDirName */.hA)))
            return `${ref.field} puts a child run inside a .git directory (${root})`;
    }
    else if (!isInsideRoot(statePath, parent.runRoot)) {
        return `${ref.field} puts an item run's state outside the run root ${parent.runRoot} (${statePath})`;
    }
    return undefined;
}
/**
 * Why a nested run's state does not belong where its parent records it (undefined: it does). A
 * child run's place is not taken from the (carried, so untrusted) records: its workflow file, in
 * the workspace, must locate exactly the recorded state file and run root for the child's run id
 * and inputs, as the runner would when it resumes the child.
 */
function nestedMismatch(ref, parent, state, workspace, importers) {
    const statePath = nestedStatePath(ref);
    if (ref.kind === 'child') {
        const r = ref.record;
        if (state.workflow_file !== r.workflow_file)
            return `the child state at ${statePath} belongs to workflow file '${state.workflow_file}', not ${r.workflow_file} (${ref.field})`;
        if (r.run_id !== null && state.run_id !== r.run_id)
            return `the child state at ${statePath} belongs to run '${state.run_id}', not '${r.run_id}' (${ref.field})`;
        if (state.run_root !== r.run_root)
            return `the child state at ${statePath} names run root '${state.run_root}', not ${r.run_root} (${ref.field})`;
        // A child kept outside the root of the run that records it is new ground a restore writes
        // into, so its place must follow from the checkout alone: its workflow file locates it from a
        // run id that is one plain path component, with none of the inputs the carried (untrusted)
        // state supplies. One inside that root only has to agree with its own records.
        const outside = !isWithinRoot(r.run_root ?? '', parent.runRoot);
        if (outside && !SAFE_RUN_ID.test(state.run_id))
            return `the child state at ${statePath} has run id '${state.run_id}', which is not one plain path component (${ref.field})`;
        const tokens = outside ? { run_id: state.run_id } : { ...state.inputs, run_id: state.run_id };
        let derived;
        try {
            const workflow = (0,load_and_check/* loadAndCheck */.w)(workspace, r.workflow_file, importers);
            const ctx = (0,context/* resolveRunContext */.xn)(workflow, workspace, { tokens }, new Date(), { readOnly: true });
            derived = { statePath: ctx.statePath.rel, runRoot: ctx.runRoot.rel, name: workflow.name };
        }
        catch (error) {
            // Not a mismatch: the caller loads the schema engine, or the format's importer, and reads
            // again (withGateSchemaEngine, withFormatImporters).
            if (error instanceof gate_schema/* GateSchemaEngineNeeded */.MI || error instanceof formats/* FormatImporterNeeded */.r3)
                throw error;
            return `the child workflow ${r.workflow_file} (${ref.field}) cannot locate run '${state.run_id}' in this workspace: ${error instanceof Error ? error.message : String(error)}`;
        }
        if (state.workflow !== derived.name)
            return `the child state at ${statePath} belongs to workflow '${state.workflow}', but ${r.workflow_file} is '${derived.name}' (${ref.field})`;
        if (derived.statePath !== statePath || derived.runRoot !== r.run_root) {
            return `${ref.field} puts child run '${state.run_id}' at ${statePath} (run root ${r.run_root}), but ${r.workflow_file} keeps it at ${derived.statePath} (run root ${derived.runRoot})`;
        }
    }
    else {
        if (state.workflow !== parent.state.workflow || state.run_id !== parent.state.run_id)
            return `the item run state at ${statePath} belongs to workflow '${state.workflow}' run '${state.run_id}', not to the run that records it (${ref.field})`;
        if (state.run_root !== parent.runRoot && !isInsideRoot(state.run_root, parent.runRoot))
            return `the item run state at ${statePath} names run root '${state.run_root}', outside ${parent.runRoot} (${ref.field})`;
    }
    if (state.run_root === '.' || !isSafeRelative(state.run_root))
        return `the nested state at ${statePath} names run root '${state.run_root}', which is not a directory of its own inside the workspace`;
    return undefined;
}
/** The paths one run's state names must be plain relative paths; logs and carried outputs inside its root, matching their sha256. */
function verifyRunFiles(node, quarantine, present, refuse) {
    const { state, runRoot } = node;
    const who = runLabel(node);
    const paths = [
        ['blocking_artifact', state.blocking_artifact],
        ['fresh_execution_of.superseded_to', state.fresh_execution_of?.superseded_to],
    ];
    for (const [id, record] of Object.entries(state.steps))
        paths.push([`steps.${id}.output`, record.output], [`steps.${id}.log`, record.log]);
    for (const [id, a] of Object.entries(state.artifacts))
        paths.push([`artifacts.${id}.path`, a.path]);
    for (const [field, p] of paths) {
        if (p === null || p === undefined)
            continue;
        if (!isSafeRelative(p))
            refuse(`${who} field ${field} names '${p}', which is not a plain workspace-relative path`);
    }
    const of = node.via ? ` of ${node.statePath}` : '';
    for (const [id, record] of Object.entries(state.steps)) {
        if (record.log && !isInsideRoot(record.log, runRoot))
            refuse(`${who} puts the log of step ${id}${of} outside the run root (${record.log})`);
    }
    for (const [id, a] of Object.entries(state.artifacts)) {
        // Outputs declared outside the run root are not carried; the runner checks them in the workspace.
        if (!isInsideRoot(a.path, runRoot))
            continue;
        if (!present.has(a.path))
            refuse(`the accepted output of step ${id}${of} (${a.path}) is missing`);
        const digest = (0,workspace_digest/* sha256File */.Q3)((0,external_node_path_.join)(quarantine, a.path));
        if (digest !== a.sha256)
            refuse(`the accepted output of step ${id}${of} (${a.path}) does not match its recorded sha256`);
    }
}
/**
 * Verify a downloaded (quarantined) state artifact against the run it should continue, and every
 * nested run (child workflow runs, foreach item runs, recursively) whose state it carries: each one
 * parses, belongs where its parent's state records it, and has its carried outputs intact; every
 * file lies in the run root or state file of one of these runs. Throws StateArtifactRefused.
 */
function verifyQuarantine(quarantine, location, name, importers = {}) {
    const workspace = new workspace_workspace/* Workspace */.aR(location.workspaceRoot);
    const refuse = (reason) => {
        throw new StateArtifactRefused(name, reason);
    };
    // A run rooted at the workspace itself would make every restored file "inside its root".
    if (location.runRoot === '.' || !isSafeRelative(location.runRoot))
        refuse(`its run root '${location.runRoot}' is not a folder of its own inside the workspace`);
    const files = walkQuarantine(quarantine, refuse);
    const present = new Set(files);
    for (const rel of files) {
        if (!isSafeRelative(rel))
            refuse(`file path '${rel}' is not a plain relative path`);
    }
    if (!present.has(location.statePath))
        refuse(`it has no state file at ${location.statePath}`);
    const read = (0,store/* readCarriedState */.OT)((0,external_node_path_.join)(quarantine, location.statePath));
    if (read.kind !== 'ok')
        return refuse(`its state ${read.kind === 'absent' ? 'is missing' : read.reason}`);
    const state = read.state;
    if (state.workflow !== location.workflowName)
        refuse(`its state belongs to workflow '${state.workflow}', not '${location.workflowName}'`);
    if (state.run_id !== location.runId)
        refuse(`its state belongs to run '${state.run_id}', not '${location.runId}'`);
    if (state.workflow_file !== location.workflowFile)
        refuse(`its state belongs to workflow file '${state.workflow_file}', not '${location.workflowFile}'`);
    if (state.run_root !== location.runRoot)
        refuse(`its state names run root '${state.run_root}', not ${location.runRoot}`);
    // The nested runs the artifact carries: a recorded run whose state is not in it is not carried
    // (its files then lie outside every carried root below), one that is must check out entirely.
    const runs = collectRunTree({ statePath: location.statePath, state }, (ref, parent) => {
        const statePath = nestedStatePath(ref);
        if (statePath === null)
            return undefined;
        // No runner records such a path: a forged record is refused even when its run is not carried.
        if (!isSafeRelative(statePath))
            return refuse(`${ref.field} names state '${statePath}', which is not a plain workspace-relative path`);
        if (!present.has(statePath))
            return undefined;
        const problem = nestedPathProblem(ref, parent);
        if (problem)
            return refuse(problem);
        const nested = (0,store/* readCarriedState */.OT)((0,external_node_path_.join)(quarantine, statePath));
        if (nested.kind !== 'ok')
            return refuse(`the nested state at ${statePath} (${ref.field}) ${nested.kind === 'absent' ? 'is missing' : nested.reason}`);
        const mismatch = nestedMismatch(ref, parent, nested.state, workspace, importers);
        if (mismatch)
            return refuse(mismatch);
        return nested.state;
    });
    for (const node of runs)
        verifyRunFiles(node, quarantine, present, refuse);
    // A child's run root outside this run's root must be new ground: a restore never writes into a
    // folder the checkout (or another run) holds. A child whose root or state file is already there
    // is left out, with its own children: its files are not copied, and it runs again from its start.
    const left = new Set();
    for (const node of runs) {
        if (node.via?.kind !== 'child')
            continue;
        if (node.parent && left.has(node.parent)) {
            left.add(node);
            continue;
        }
        for (const [what, p] of [['run root', node.runRoot], ['state file', node.statePath]]) {
            if (isWithinRoot(p, location.runRoot) || (what === 'state file' && isInsideRoot(p, node.runRoot)))
                continue;
            let abs;
            try {
                abs = workspace.resolve(p, `child run ${what}`).abs;
            }
            catch (error) {
                return refuse(`the child ${what} ${p} (${node.via.field}) ${error instanceof Error ? error.message : String(error)}`);
            }
            if (lexists(abs)) {
                left.add(node);
                break;
            }
        }
    }
    const kept = runs.filter((r) => !left.has(r));
    const roots = kept.map((r) => r.runRoot);
    const states = new Set(kept.map((r) => r.statePath));
    const leftRoots = [...left].map((r) => r.runRoot);
    const leftStates = new Set([...left].map((r) => r.statePath));
    const rootsText = roots.length === 1 ? `the run root ${roots[0]}` : `the run roots it carries (${[...new Set(roots)].join(', ')})`;
    const restore = [];
    for (const rel of files) {
        if (states.has(rel) || roots.some((root) => isInsideRoot(rel, root)))
            restore.push(rel);
        else if (!leftStates.has(rel) && !leftRoots.some((root) => isInsideRoot(rel, root)))
            refuse(`file '${rel}' lies outside ${rootsText}`);
    }
    // State files last, this run's own the very last: a copy that fails half way (a full disk)
    // leaves no state of this run behind, so the next attempt restores again instead of going on
    // from a partial tree.
    const rank = (rel) => (rel === location.statePath ? 2 : states.has(rel) ? 1 : 0);
    restore.sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
    return { files: restore, state, runs: kept, left: [...new Set(leftRoots)] };
}
function describeScope(scope) {
    return scope.kind === 'current' ? 'this workflow run' : `workflow run ${scope.workflowRunId}`;
}
/** Find, download, verify and restore the latest state of the run. Throws StateArtifactRefused. */
async function restoreRun(location, scopes, env) {
    const searched = [];
    for (const scope of scopes) {
        searched.push(describeScope(scope));
        const found = candidatesFor(await inScope(scope, () => env.store.list(scope)), location);
        const latest = found[0];
        if (!latest)
            continue;
        env.log(`Found state artifact ${latest.name} in ${describeScope(scope)} (${found.length} for this run id).`);
        const localState = (0,store/* readCarriedState */.OT)((0,external_node_path_.join)(location.workspaceRoot, location.statePath));
        if (localState.kind !== 'absent') {
            env.log(`A state already exists at ${location.statePath} in the workspace (an earlier step of this job): it is used as it is and ${latest.name} is not restored.`);
            return { kind: 'local-state', artifact: latest };
        }
        if (!latest.digest)
            throw new StateArtifactUnverifiable(latest.name);
        if (!/^sha256:[0-9a-f]{64}$/.test(latest.digest))
            throw new StateArtifactRefused(latest.name, `the artifact service records its digest as '${latest.digest.slice(0, 80)}', which is not a sha256 digest`);
        const base = env.tempDir && (0,external_node_fs_.existsSync)(env.tempDir) ? env.tempDir : (0,external_node_os_.tmpdir)();
        const quarantine = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(base, 'stagegate-quarantine-'));
        try {
            const result = await inScope(scope, () => env.store.download(latest, scope, quarantine));
            if (result.digestMismatch)
                throw new StateArtifactRefused(latest.name, `its bytes do not match the digest the artifact service recorded (${latest.digest})`);
            const { files, state, runs, left } = await (0,formats/* withFormatImporters */.Px)((importers) => (0,gate_schema/* withGateSchemaEngine */.tR)(() => verifyQuarantine(quarantine, location, latest.name, importers)));
            for (const root of left)
                env.warn(`Not restoring the child run at ${root} from ${latest.name}: that folder already exists in the workspace, and a restore never writes into one. The child runs again from its start.`);
            const workspace = new workspace_workspace/* Workspace */.aR(location.workspaceRoot);
            for (const rel of files) {
                const target = workspace.resolve(rel, 'restored state file');
                (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(target.abs), { recursive: true });
                (0,external_node_fs_.copyFileSync)((0,external_node_path_.join)(quarantine, rel), target.abs);
            }
            const children = runs.filter((r) => r.via?.kind === 'child');
            // The roots of child runs kept outside this run's root (a child may share it, or nest in it).
            const childRoots = [...new Set(children.map((r) => r.runRoot))].filter((r) => !isWithinRoot(r, location.runRoot));
            const nested = children.length === 0 ? '' : ` and its ${children.length} child run${children.length === 1 ? '' : 's'}`;
            const where = [location.runRoot, ...childRoots].join(', ');
            env.log(`Restored ${files.length} file${files.length === 1 ? '' : 's'} of run ${location.runId}${nested} into ${where} (state: ${state.status}, next step: ${state.active_step ?? 'none'}).`);
            return { kind: 'restored', artifact: latest, scope, files, state, childRoots };
        }
        finally {
            (0,external_node_fs_.rmSync)(quarantine, { recursive: true, force: true });
        }
    }
    return { kind: 'none', searched };
}
/**
 * What a save carries: the run root, and the run root of every nested run the state records (child
 * workflow runs, and their children, recursively; foreach item runs live inside the run root
 * already) whose state is in the workspace and would pass a restore's checks, plus any state file
 * kept outside its run root. Roots inside another carried root are not listed twice.
 */
function carriedRoots(location, warn, importers = {}) {
    const statePaths = [location.statePath];
    const read = (0,store/* readCarriedState */.OT)((0,external_node_path_.join)(location.workspaceRoot, location.statePath));
    let runs = [];
    if (read.kind === 'ok') {
        const workspace = new workspace_workspace/* Workspace */.aR(location.workspaceRoot);
        runs = collectRunTree({ statePath: location.statePath, state: read.state }, (ref, parent) => {
            const statePath = nestedStatePath(ref);
            const skip = (why) => {
                warn(`Not carrying the nested run at ${statePath ?? ref.field}: ${why}. A resume in another job runs it again from its start.`);
                return undefined;
            };
            const problem = nestedPathProblem(ref, parent);
            if (problem)
                return skip(problem);
            if (statePath === null)
                return undefined;
            let abs;
            try {
                abs = workspace.resolve(statePath, 'nested run state').abs;
                if (ref.kind === 'child')
                    workspace.resolve(ref.record.run_root, 'child run root');
            }
            catch (error) {
                return skip(error instanceof Error ? error.message : String(error));
            }
            const nested = (0,store/* readCarriedState */.OT)(abs);
            // A child that never wrote its state yet (or an item run inside the run root): nothing more to carry.
            if (nested.kind === 'absent')
                return undefined;
            if (nested.kind === 'corrupt')
                return skip(`its state ${nested.reason}`);
            const mismatch = nestedMismatch(ref, parent, nested.state, workspace, importers);
            return mismatch ? skip(mismatch) : nested.state;
        });
    }
    const candidates = [location.runRoot, ...runs.slice(1).map((r) => r.runRoot)];
    const roots = [];
    for (const root of [...new Set(candidates)].sort((a, b) => a.length - b.length)) {
        if (!roots.some((kept) => isWithinRoot(root, kept)))
            roots.push(root);
    }
    for (const r of runs.slice(1))
        statePaths.push(r.statePath);
    const stateFiles = [...new Set(statePaths)].filter((p) => !roots.some((root) => isInsideRoot(p, root)));
    return { roots, stateFiles, runs };
}
/**
 * A lock of a foreach item's or parallel branch's folder in the run root (a shard leg's, or a merge
 * installing a shard: <run root>/foreach|parallel/<step>/<key>/v<visit>/workflow_state.yaml.lock),
 * or the temp file or takeover file of any lock (state/lock.ts). A lock is this machine's business:
 * carried to another runner it names a pid on a host that is not there, which no job can tell is
 * gone, and the item would look held by a live leg in every job after.
 */
const SHARD_LOCK = /(^|\/)(foreach|parallel)\/[^/]+\/[^/]+\/v\d+\/workflow_state\.yaml\.lock$/;
const LOCK_SIDE_FILE = /\.lock(\.\d+\.[0-9a-f]+\.tmp|\.takeover)$/;
/** A lock's temp or takeover file (a lock being written or taken over): never carried by an artifact. */
function isLockSideFile(name) {
    return LOCK_SIDE_FILE.test(name);
}
/** The files to upload: every carried root's regular files and the state files kept outside them. */
function carriedFiles(location, warn, importers = {}) {
    const { roots, stateFiles, runs } = carriedRoots(location, warn, importers);
    const lockFiles = new Set([location.statePath, ...runs.map((r) => r.statePath)].map((p) => `${p}.lock`));
    const files = new Set();
    const walk = (dir, rel) => {
        let entries;
        try {
            entries = (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true });
        }
        catch {
            return;
        }
        for (const entry of entries) {
            const childRel = `${rel}/${entry.name}`;
            const abs = (0,external_node_path_.join)(dir, entry.name);
            const stats = (0,external_node_fs_.lstatSync)(abs);
            if (stats.isDirectory())
                walk(abs, childRel);
            else if (!stats.isFile())
                warn(`Not uploading ${childRel}: only regular files are carried (symbolic links are not).`);
            else if (lockFiles.has(childRel) || SHARD_LOCK.test(childRel) || isLockSideFile(entry.name) || entry.name.includes('.stagegate-tmp-'))
                continue;
            else if (UNUPLOADABLE.test(childRel))
                warn(`Not uploading ${childRel}: artifact file names cannot contain " : < > | * ? or line breaks.`);
            else
                files.add(childRel);
        }
    };
    for (const root of roots) {
        // A root reached through a symbolic link is not walked: every file carried is a regular file inside the workspace.
        const abs = (0,external_node_path_.join)(location.workspaceRoot, root);
        try {
            if ((0,external_node_fs_.lstatSync)(abs).isSymbolicLink()) {
                warn(`Not uploading ${root}: only regular files are carried (symbolic links are not).`);
                continue;
            }
        }
        catch {
            continue;
        }
        walk(abs, root);
    }
    for (const p of stateFiles) {
        const abs = (0,external_node_path_.join)(location.workspaceRoot, p);
        if ((0,external_node_fs_.existsSync)(abs) && (0,external_node_fs_.lstatSync)(abs).isFile())
            files.add(p);
    }
    return { files: [...files].sort(), roots };
}
/** Upload the run root under a fresh name; a name taken meanwhile (409) moves on to the next seq. */
async function saveRun(location, env, retentionDays) {
    if (!(0,external_node_fs_.existsSync)((0,external_node_path_.join)(location.workspaceRoot, location.statePath))) {
        env.log(`No state at ${location.statePath}: nothing to upload.`);
        return undefined;
    }
    // Warnings are said once, after the read that may run more than once (withGateSchemaEngine, withFormatImporters).
    let warnings = [];
    const { files, roots } = await (0,formats/* withFormatImporters */.Px)((importers) => (0,gate_schema/* withGateSchemaEngine */.tR)(() => {
        warnings = [];
        return carriedFiles(location, (message) => warnings.push(message), importers);
    }));
    for (const message of warnings)
        env.warn(message);
    const stem = artifactStem(location, env.who);
    const existing = await env.store.list({ kind: 'current' });
    let seq = 1;
    for (const a of existing) {
        const rest = a.name.startsWith(stem) ? a.name.slice(stem.length) : '';
        if (/^\d+$/.test(rest) && Number(rest) >= seq)
            seq = Number(rest) + 1;
    }
    for (let tries = 0;; tries++) {
        const name = `${stem}${seq}`;
        try {
            const result = await env.store.upload(name, files.map((f) => (0,external_node_path_.join)(location.workspaceRoot, f)), location.workspaceRoot, { retentionDays });
            env.log(`Uploaded ${files.length} file${files.length === 1 ? '' : 's'} of run ${location.runId}${roots.length > 1 ? ` (run roots ${roots.join(', ')})` : ''} as artifact ${name}.`);
            const digest = result.digest ? (result.digest.startsWith('sha256:') ? result.digest : `sha256:${result.digest}`) : undefined;
            return { name, files: files.length, id: result.id, digest };
        }
        catch (error) {
            if (!(0,artifact_store/* isNameConflict */.o)(error) || tries >= 9)
                throw error;
            env.log(`Artifact name ${name} is taken in this workflow run; trying the next sequence number.`);
            seq++;
        }
    }
}


/***/ }),

/***/ 61798:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ArtifactRuntimeMissing: () => (/* binding */ ArtifactRuntimeMissing),
  ArtifactsUnavailableOnGhes: () => (/* binding */ ArtifactsUnavailableOnGhes),
  INTERRUPTED: () => (/* binding */ INTERRUPTED),
  RESUME_STATE_NOT_FOUND: () => (/* binding */ RESUME_STATE_NOT_FOUND),
  RestoreFailed: () => (/* binding */ RestoreFailed),
  gateOutcome: () => (/* binding */ gateOutcome),
  invocationOf: () => (/* binding */ invocationOf),
  planCommand: () => (/* binding */ planCommand),
  reportOutputs: () => (/* binding */ reportOutputs),
  restoreOrRefuse: () => (/* binding */ restoreOrRefuse),
  restoredFrom: () => (/* binding */ restoredFrom),
  restoredLine: () => (/* binding */ restoredLine),
  runCommand: () => (/* binding */ runCommand),
  stageEnvironmentBase: () => (/* binding */ stageEnvironmentBase),
  statusCommand: () => (/* binding */ statusCommand)
});

// EXTERNAL MODULE: ./src/core/gate/gate-schema.ts
var gate_schema = __webpack_require__(38266);
// EXTERNAL MODULE: ./src/core/formats/index.ts
var formats = __webpack_require__(27932);
// EXTERNAL MODULE: ./src/core/run/runner.ts + 19 modules
var runner = __webpack_require__(45292);
// EXTERNAL MODULE: ./src/core/commands/status.ts
var commands_status = __webpack_require__(48922);
// EXTERNAL MODULE: ./src/core/run/command-line.ts
var command_line = __webpack_require__(1439);
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
// EXTERNAL MODULE: ./src/core/run/context.ts
var context = __webpack_require__(46274);
// EXTERNAL MODULE: ./src/core/run/preflight.ts
var preflight = __webpack_require__(16150);
// EXTERNAL MODULE: ./src/core/steps/child/run.ts
var run = __webpack_require__(44439);
// EXTERNAL MODULE: ./src/core/steps/approval/run.ts
var approval_run = __webpack_require__(65190);
// EXTERNAL MODULE: ./src/core/model/placeholders.ts
var placeholders = __webpack_require__(42183);
// EXTERNAL MODULE: ./src/core/validate/graph.ts
var graph = __webpack_require__(79590);
// EXTERNAL MODULE: ./src/core/run/transition.ts
var transition = __webpack_require__(29122);
// EXTERNAL MODULE: ./src/core/run/bindings.ts
var run_bindings = __webpack_require__(43671);
// EXTERNAL MODULE: ./src/core/model/workflow.ts
var model_workflow = __webpack_require__(57280);
// EXTERNAL MODULE: ./src/core/agents/registry.ts + 6 modules
var registry = __webpack_require__(39726);
// EXTERNAL MODULE: ./src/core/model/did-you-mean.ts
var did_you_mean = __webpack_require__(51742);
// EXTERNAL MODULE: ./src/core/steps/process/prompt.ts
var process_prompt = __webpack_require__(21747);
;// CONCATENATED MODULE: ./src/core/commands/prompt-preview.ts
// `plan --show-prompt STEP`: the exact prompt a step would get from the run's current state,
// built by the same function `run` uses (so the two can never drift apart). Before the steps it
// depends on have run, what only they can provide ({{steps.<id>.output}}, a gate value, the
// blocking_* values a resolver gets, a path built on them) is shown as NOT_KNOWN_YET(name)
// instead of failing: the rest of the prompt is exactly what run would send.






/** How a value that is not known before the run gets there appears in a previewed prompt. */
function notKnownYet(name) {
    return `\u27e8not known yet: {{${name}}}\u27e9`;
}
/** Bindings where a name nothing provides yet reads as notKnownYet(name); declared optional inputs stay absent. */
class PendingView extends Map {
    base;
    optional;
    constructor(base, optional) {
        super();
        this.base = base;
        this.optional = optional;
    }
    get(name) {
        const v = this.base.get(name);
        if (v !== undefined || this.optional.has(name))
            return v;
        return notKnownYet(name);
    }
    has(name) {
        return this.get(name) !== undefined;
    }
}
/** --show-prompt named a step that gets no prompt: a mistake in the arguments (the CLI: a usage error). */
class NotAPromptStep extends errors/* StagegateError */.q {
}
/**
 * The step --show-prompt names, refused when it is no step (a did-you-mean) or gets no prompt. A
 * refusal of the argument itself: `plan` reports it before a stop the run would hit.
 */
function promptStep(workflow, stepId) {
    const step = workflow.steps.get(stepId);
    if (!step) {
        const near = (0,did_you_mean/* closest */.kp)(stepId, workflow.steps.keys());
        throw new errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `--show-prompt ${stepId}: not a step of workflow ${workflow.name}${near ? `. Did you mean '${near}'?` : ''}`, { hint: `Use one of: ${[...workflow.steps.keys()].join(', ')}.` });
    }
    if (!registry/* AGENT_DRIVEN_KINDS */.vD.has(step.kind)) {
        const prompted = [...workflow.steps.values()].filter((s) => registry/* AGENT_DRIVEN_KINDS */.vD.has(s.kind)).map((s) => s.id);
        const which = prompted.length > 0 ? `; the steps of workflow ${workflow.name} that do: ${prompted.join(', ')}` : `; workflow ${workflow.name} has none`;
        throw new NotAPromptStep('WORKFLOW_INPUT_REQUIRED', `--show-prompt ${stepId}: step ${stepId} is ${/^[aeiou]/.test(step.kind) ? 'an' : 'a'} ${step.kind} step; only agent-driven steps (prompt, inline_instruction, action, resolver) get a prompt${which}`);
    }
    return step;
}
function previewPrompt(workflow, workspace, bindings, state, stepId) {
    const step = promptStep(workflow, stepId);
    const b = new PendingView((0,run_bindings/* stepBindings */.rV)(bindings, step, state), new Set(workflow.inputs.optional));
    const visit = Math.max(1, state?.steps[step.id]?.visits ?? 1);
    const firstAttempt = (state ? (0,transition/* attemptsOnVisit */.PR)(state, step.id, visit) : 0) === 0;
    return (0,process_prompt/* buildPrompt */.fn)({
        workflow,
        workspace,
        step,
        state,
        bindings: b,
        output: (0,run_bindings/* resolveOutput */.ST)(step, b, workspace),
        delegation: workflow.execution.delegationMode === 'bounded' && firstAttempt ? 'delegated' : 'direct',
        previousFailure: (0,process_prompt/* previousFailureOf */.Jv)(state, step.id),
    });
}

// EXTERNAL MODULE: ./src/core/model/phases.ts
var phases = __webpack_require__(20481);
;// CONCATENATED MODULE: ./src/core/validate/workflow-paths.ts
// Every path a run can take through a workflow, described once for `plan` (text and JSON) and
// the Action's summary graph: typed edges per step (statuses, decision branches, approve/reject,
// on_failure, on_skip, stall escapes, completion), the structure behind composite kinds (child
// workflows and phases, foreach with its per_item machine, parallel branches) and the loops with
// their visit bounds. Pure and derived from the step definitions only (no state).




/** Kinds whose gate can repeat itself, so a loop through them may stall. */
const GATED_KINDS = new Set(['shell', 'agent']);
function kindOfEdge(t) {
    const last = t.path[t.path.length - 1];
    if (t.status !== undefined)
        return 'status';
    if (t.path.includes('decide'))
        return 'decision';
    switch (last) {
        case 'on_approve':
            return 'approve';
        case 'on_reject':
            return 'reject';
        case 'on_failure':
            return 'failure';
        case 'on_skip':
            return 'skip';
        case 'on_stall':
            return 'stall';
        case 'retry_step':
            return 'retry_step';
        case 'on_success':
            return 'success';
        default:
            return 'complete';
    }
}
function parallelOf(def) {
    const raw = def.parallel;
    return raw !== null && typeof raw === 'object' ? raw : undefined;
}
function edgesOf(step, inLoop) {
    const d = step.def;
    const edges = [];
    for (const t of (0,graph/* transitionsOf */.C5)(step)) {
        const kind = kindOfEdge(t);
        // on_failure: skip is a token: the failure follows on_skip (shown as its own edge below).
        if (kind === 'failure' && t.to === 'skip')
            continue;
        // A parallel step's own transitions may arrive through transitionsOf later; branch edges are per branch.
        if (t.path.includes('parallel'))
            continue;
        edges.push({ to: t.to, label: kind === 'approve' ? 'approve' : kind === 'reject' ? 'reject' : t.label, kind, ...(t.status !== undefined ? { status: t.status } : {}) });
    }
    if (d.on_failure === 'skip' && d.on_skip !== undefined)
        edges.push({ to: d.on_skip, label: 'on_failure: skip (via on_skip)', kind: 'failure' });
    if (step.kind === 'approval' && d.on_reject === undefined)
        edges.push({ to: 'BLOCKED', label: 'reject', kind: 'reject', implicit: true });
    if (inLoop && GATED_KINDS.has(step.kind) && d.on_stall === undefined) {
        edges.push({ to: 'BLOCKED', label: 'stall', kind: 'stall', implicit: true, note: 'WORKFLOW_BLOCKED_STALLED' });
    }
    return edges;
}
function describe(step, maxVisits, inLoop, workflow) {
    const d = step.def;
    const out = { id: step.id, kind: step.kind, maxVisits, edges: edgesOf(step, inLoop), attempts: d.retry?.max_attempts ?? 1, optional: d.optional === true };
    if (d.decide)
        out.decision = { branches: d.decide.map((b) => ('if' in b ? { if: b.if, to: b.to } : { if: null, to: b.else })) };
    if (step.kind === 'approval') {
        out.approval = { message: d.approval?.message ?? `approve ${step.id}?`, approvers: d.approval?.approvers ?? null, onApprove: d.on_approve ?? 'BLOCKED', onReject: d.on_reject ?? 'BLOCKED' };
    }
    if (d.child_workflow !== undefined) {
        const phase = (0,phases/* phaseOf */.hU)(step);
        out.child = {
            workflow: d.child_workflow,
            ...(phase ? { phase: { passInputs: phase.passInputs, derivedInputs: phase.derivedInputs, requireTerminalStatus: phase.requireTerminalStatus } } : {}),
            ...(d.execution ? { execution: d.execution } : {}),
        };
    }
    if (step.kind === 'instruction' && d.terminal_status !== undefined)
        out.terminalStatus = d.terminal_status;
    if (step.kind === 'foreach')
        out.foreach = foreachPaths(step, workflow);
    const parallel = parallelOf(d);
    if (parallel)
        out.parallel = parallelPaths(step, parallel, workflow);
    return out;
}
/** Inner steps (per-item or branch) as models: kinds classified, invalid ones left out. */
function innerModels(owner, defs, key) {
    const out = [];
    for (const [id, def] of Object.entries(defs)) {
        const { kind, problem } = (0,model_workflow/* classifyStep */.d_)(def);
        if (kind === undefined || problem !== undefined)
            continue;
        out.push({ id, kind, def, path: [...owner.path, key, id], line: owner.line, column: owner.column });
    }
    return out;
}
/** Item tokens finish (next_artifact) or set aside (defer_current_artifact) the current item. */
const ITEM_TOKENS = new Set(['next_artifact', 'defer_current_artifact']);
function foreachPaths(step, workflow) {
    const f = step.def.foreach;
    const models = innerModels(step, step.def.per_item ?? {}, 'per_item');
    const byId = new Map(models.map((m) => [m.id, m]));
    const analysis = (0,graph/* analyseScope */.A_)({
        ids: [...byId.keys()],
        entry: models[0]?.id,
        successors: (id) => (0,graph/* transitionsOf */.C5)(byId.get(id)).map((t) => t.to).filter((t) => byId.has(t)),
        ends: (id) => (0,graph/* transitionsOf */.C5)(byId.get(id)).some((t) => model_workflow/* TERMINAL_TARGETS */.e2.has(t.to) || ITEM_TOKENS.has(t.to)),
    });
    const looping = new Set(analysis.loops.flat());
    const bound = (m) => m.def.max_visits ?? workflow.execution.maxVisits;
    return {
        source: f?.source ?? '',
        idField: f?.id_field ?? '',
        order: f?.order ?? 'registry',
        entry: models[0]?.id ?? null,
        steps: models.map((m) => describe(m, bound(m), looping.has(m.id), workflow)),
        loops: analysis.loops.map((l, i) => ({ steps: l, cycle: analysis.cycles[i], bounds: Object.fromEntries(l.map((id) => [id, bound(byId.get(id))])) })),
        require: step.def.completion?.require ?? null,
        onComplete: step.def.completion?.on_complete ?? null,
    };
}
function parallelPaths(step, parallel, workflow) {
    const models = innerModels(step, parallel.branches ?? {}, 'branches');
    return {
        join: parallel.join ?? 'all',
        maxConcurrency: typeof parallel.max_concurrency === 'number' ? parallel.max_concurrency : null,
        // Inside a branch DONE and BLOCKED end the branch, not the run: the join decides.
        branches: models.map((m) => {
            const b = describe(m, 1, false, workflow);
            return { ...b, edges: b.edges.map((e) => (e.to === 'DONE' ? { ...e, note: 'the branch succeeds' } : e.to === 'BLOCKED' ? { ...e, note: 'the branch fails' } : e)) };
        }),
    };
}
/** Every step's paths and every reachable loop of the top-level machine. */
function workflowPaths(workflow) {
    const ids = [...workflow.steps.keys()];
    const successors = new Map();
    const ends = new Set();
    for (const step of workflow.steps.values()) {
        const targets = edgesOf(step, false).map((e) => e.to);
        successors.set(step.id, targets.filter((t) => workflow.steps.has(t)));
        if (step.kind === 'instruction' || targets.some((t) => model_workflow/* TERMINAL_TARGETS */.e2.has(t)))
            ends.add(step.id);
    }
    const analysis = (0,graph/* analyseScope */.A_)({ ids, entry: workflow.entry, successors: (id) => successors.get(id) ?? [], ends: (id) => ends.has(id) });
    const looping = new Set(analysis.loops.flat());
    return {
        entry: workflow.entry ?? null,
        composite: workflow.data.phases !== undefined && workflow.data.steps === undefined,
        steps: [...workflow.steps.values()].map((s) => describe(s, (0,transition/* maxVisitsOf */.as)(workflow, s.id), looping.has(s.id), workflow)),
        loops: analysis.loops.map((l, i) => ({ steps: l, cycle: analysis.cycles[i], bounds: Object.fromEntries(l.map((id) => [id, (0,transition/* maxVisitsOf */.as)(workflow, id)])) })),
    };
}

// EXTERNAL MODULE: ./src/core/run/source-drift.ts
var source_drift = __webpack_require__(35682);
;// CONCATENATED MODULE: ./src/core/commands/plan.ts
// `plan`: what a run would do next and why, and every path it can take (workflow-paths.ts),
// without running or writing anything. It makes the checks a run makes before its first stage
// (inputs, input files, run id, fresh isolation, agents and their CLIs, a readable state the run may continue, an
// unchanged workflow) and reports the stop a run would hit, with its stop code and exit status,
// instead of a next step; and it resolves what it can: each foreach's registry, each child
// workflow's (and phase's) inputs and where its run lives.



















function stopOf(error) {
    const located = error.location.file !== undefined || error.location.line !== undefined;
    return { code: error.code, exitCode: (0,stop_codes/* exitStatusFor */.ex)(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}), ...(located ? { location: error.location } : {}) };
}
/** The registry a foreach step would read now. */
function resolveRegistry(ctx, step, state) {
    const template = step.def.foreach.source;
    try {
        return ctx.workspace.resolve((0,placeholders/* substitute */.V2)(template, (0,run_bindings/* stepBindings */.rV)(ctx.bindings, step, state)), 'foreach source').rel;
    }
    catch {
        return template;
    }
}
/** The child's inputs and the place of its run, as the child step would compute them now. */
function resolveChild(ctx, step, state, loadChild) {
    let prepared;
    try {
        prepared = (0,run/* resolveChildInvocation */.dO)(ctx.workflow, ctx.workspace, ctx.bindings, state, step);
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        return { workflow: step.def.child_workflow, inputs: {}, runId: null, statePath: null, manifestPath: null, runRoot: null, note: `not known yet: ${error.message}` };
    }
    try {
        const child = loadChild(prepared.file);
        const exec = step.def.execution;
        const fresh = exec?.execution_mode === 'fresh' || exec?.ignore_previous_completion === true || (exec?.execution_mode === undefined && exec?.ignore_previous_completion === undefined && (child.execution.executionMode === 'fresh' || child.execution.ignorePreviousCompletion));
        const located = (0,context/* resolveRunContext */.xn)(child, ctx.workspace, { tokens: prepared.inputs, undeclared: 'keep', mode: fresh ? 'fresh' : 'resume' }, new Date(), { readOnly: true, ancestorRunRoots: [ctx.runRoot.rel] });
        return { workflow: prepared.file, inputs: prepared.inputs, runId: located.runIdGenerated ? null : located.runId, statePath: located.statePath.rel, manifestPath: located.manifestPath.rel, runRoot: located.runRoot.rel, note: null };
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        return { workflow: prepared.file, inputs: prepared.inputs, runId: null, statePath: null, manifestPath: null, runRoot: null, note: `${error.code}: ${error.message}` };
    }
}
function resolvedOf(ctx, step, state, loadChild) {
    if (step.kind === 'foreach')
        return { registry: resolveRegistry(ctx, step, state) };
    if (step.kind === 'child_workflow')
        return { child: resolveChild(ctx, step, state, loadChild) };
    return undefined;
}
function childLoader(workspace, importers) {
    const cache = new Map();
    return (file) => {
        let w = cache.get(file);
        if (!w)
            cache.set(file, (w = (0,load_and_check/* loadAndCheck */.w)(workspace, file, importers)));
        return w;
    };
}
function makePlan(workspaceRoot, workflowFile, invocation, options = {}) {
    const empty = { status: 'PLAN', exitCode: 0, message: '', workflow: null, runId: null, mode: null, statePath: null, stateFound: false, nextStep: null, reason: '', stopAfterStep: null, steps: [], entry: null, composite: false, loops: [], stop: null };
    let workflow;
    let workspace;
    try {
        workspace = new workspace_workspace/* Workspace */.aR(workspaceRoot);
        workflow = (0,load_and_check/* loadAndCheck */.w)(workspace, workflowFile, options.importers);
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        const stop = stopOf(error);
        return { ...empty, status: error.code, exitCode: stop.exitCode, message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}), stop };
    }
    const paths = workflowPaths(workflow);
    const pathsOf = new Map(paths.steps.map((p) => [p.id, p]));
    const shape = { workflow: workflow.name, entry: paths.entry, composite: paths.composite, loops: paths.loops };
    const planned = (ctx, state, nextStep) => {
        const completed = new Set(state?.completed_steps ?? []);
        // Blocked the run: its outcome (record `blocked`) or the loop limit stopped before entering it
        // again (record still `completed`); a failed step is `next` (a resume retries it) or pending.
        const blocked = new Set((state?.failed_or_blocked_steps ?? []).filter((id) => state.steps[id]?.status === 'blocked' || state.steps[id]?.status === 'completed'));
        const loadChild = childLoader(workspace, options.importers ?? {});
        return [...workflow.steps.values()].map((step) => {
            let output;
            try {
                output = ctx ? ((0,run_bindings/* resolveOutput */.ST)(step, (0,run_bindings/* stepBindings */.rV)(ctx.bindings, step, state), workspace)?.rel ?? null) : (step.def.output ?? null);
            }
            catch {
                output = step.def.output ?? null;
            }
            const resolved = ctx ? resolvedOf(ctx, step, state, loadChild) : undefined;
            // An approval's question as the run would ask it: its placeholders filled from what the step sees.
            const stepPaths = pathsOf.get(step.id);
            const asks = ctx && stepPaths.approval ? (0,approval_run/* filledApprovalMessage */.Pd)(step, ctx.bindings, state) : undefined;
            return {
                id: step.id,
                kind: step.kind,
                disposition: !model_workflow/* EXECUTABLE_KINDS */.B0.has(step.kind) ? 'unsupported' : step.id === nextStep ? 'next' : completed.has(step.id) ? 'completed' : blocked.has(step.id) ? 'blocked' : 'pending',
                visits: state?.steps[step.id]?.visits ?? 0,
                maxVisits: (0,transition/* maxVisitsOf */.as)(workflow, step.id),
                output,
                transitions: (0,graph/* transitionsOf */.C5)(step).map((t) => ({ on: t.label, to: t.to })),
                ...(registry/* AGENT_DRIVEN_KINDS */.vD.has(step.kind) ? { agent: agentName(() => (0,registry/* resolveAgent */.cT)(workflow, step, options.agents ?? {}, workspace)) } : {}),
                paths: asks !== undefined && stepPaths.approval ? { ...stepPaths, approval: { ...stepPaths.approval, message: asks } } : stepPaths,
                ...(resolved ? { resolved } : {}),
            };
        });
    };
    // Locate the run (read only). When even that is refused (a run id that is no identifier, an
    // undeclared input, a state file another run owns), that is the stop.
    let ctx;
    try {
        ctx = (0,context/* resolveRunContext */.xn)(workflow, workspace, invocation, new Date(), { readOnly: true, naming: { commandName: options.commandName, inputsInHints: true } });
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        const stop = stopOf(error);
        return { ...empty, ...shape, status: stop.code, exitCode: stop.exitCode, message: stop.message, ...(stop.hint !== undefined ? { hint: stop.hint } : {}), reason: `a run would stop before any stage: ${stop.code}`, steps: planned(undefined, undefined, null), stop };
    }
    // Everything else a run checks before its first stage.
    let stop = null;
    const policy = (0,source_drift/* effectivePolicy */.Ci)(invocation, workflow);
    // The source commit, asked once when first needed (a run's state to compare it with).
    const ask = options.sourceCommit;
    let asked;
    const sourceNow = ask === undefined ? undefined : () => (asked ??= { commit: ask() }).commit;
    try {
        (0,context/* resolveRunContext */.xn)(workflow, workspace, invocation, new Date());
        // The run's own checks (run/preflight.ts), agents included: a step without one, or whose CLI is
        // not on the PATH, is the stop a run would hit.
        // A finished run a source change opens again runs steps: its agents are checked too.
        const found = ctx.bound.controls.mode === 'resume' && ctx.existing.kind === 'ok' ? ctx.existing.state : undefined;
        const sourceChanged = found !== undefined && sourceNow !== undefined && (0,source_drift/* reopens */.Lv)((0,source_drift/* sourceChange */.Mh)(found, { source_commit: sourceNow(), agent_package_version: ctx.agentPackageVersion }, policy), policy);
        (0,preflight/* preflight */.Mz)(ctx, options.agents ?? {}, { ...(options.pathEnv !== undefined ? { pathEnv: options.pathEnv } : {}), sourceChanged });
        (0,preflight/* checkResumable */.zN)(ctx, invocation.allowWorkflowChange === true);
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        stop = stopOf(error);
    }
    const mode = ctx.bound.controls.mode;
    const state = mode === 'resume' && ctx.existing.kind === 'ok' ? ctx.existing.state : undefined;
    let nextStep;
    let reason;
    if (mode === 'fresh') {
        nextStep = workflow.entry ?? null;
        reason = `fresh run: earlier results${ctx.existing.kind === 'ok' ? ` of run ${ctx.runId}` : ''} are moved aside and every stage runs from the entry step`;
    }
    else if (state) {
        nextStep = state.active_step;
        reason = nextStep === null ? `run ${ctx.runId} already finished with ${state.status}; resume runs nothing (use --mode fresh to run again)` : state.in_flight ? `step ${nextStep} was in flight when its runner stopped; it runs again` : `resume continues at the persisted next step ${nextStep} (status ${state.status})`;
    }
    else {
        nextStep = workflow.entry ?? null;
        reason = `no state at ${ctx.statePath.rel}: a new run starts at the entry step`;
    }
    // A resume at another source commit: which verdicts are current, and what the policy does.
    let source = null;
    if (state && sourceNow !== undefined) {
        const now = { source_commit: sourceNow(), agent_package_version: ctx.agentPackageVersion };
        const change = (0,source_drift/* sourceChange */.Mh)(state, now, policy);
        source = {
            policy,
            sourceCommit: now.source_commit,
            agentPackageVersion: now.agent_package_version,
            verdicts: (0,source_drift/* verdictSources */.Up)(state, now, { honourKept: policy !== 'rerun' }),
            voidedApprovals: change?.voided_approvals ?? [],
            rerunFrom: change?.rerun_from ?? null,
        };
        if (change && (0,source_drift/* refuses */.QQ)(change, policy))
            stop ??= stopOf((0,source_drift/* refusal */.x5)(change, ctx.runId, (0,command_line/* runCommandLine */.rZ)(options.commandName ?? 'stagegate', workflow.file, ctx.runId, (0,run_scope/* stateLocatingInputs */.G$)(workflow, ctx.bound.explicit)), { finished: state.active_step === null ? state.status : undefined, read: true }));
        else if (change?.rerun_from) {
            reason = `the source is now at ${(0,source_drift/* shortCommit */.Ax)(now.source_commit)}: ${policy === 'rerun' ? 'on_source_change: rerun goes back to the earliest stale step' : 'an approval made at another commit is asked for again, from'} ${change.rerun_from} (${nextStep === null ? `the run had finished with ${state.status}` : `it was at ${nextStep}`})`;
            nextStep = change.rerun_from;
        }
        else if (change) {
            reason += `; the source is now at ${(0,source_drift/* shortCommit */.Ax)(now.source_commit)}: ${change.kept.length > 0 ? `on_source_change: keep continues with the old verdicts of ${change.kept.join(', ')}` : ''}${change.voided_approvals.length > 0 ? `${change.kept.length > 0 ? '; ' : ''}the approval of ${change.voided_approvals.join(', ')} is asked for again` : ''}`;
        }
    }
    if (stop)
        reason = `a run would stop before ${nextStep ?? 'any stage'} runs: ${stop.code}`;
    const steps = planned(ctx, state, stop ? null : nextStep);
    let prompt;
    let notAPrompt;
    if (options.showPrompt !== undefined) {
        let asked = true;
        try {
            // A --show-prompt that names no step (or one without a prompt) is said first: it is what
            // was asked for, and a stop the run would hit (no agent, say) would hide it.
            promptStep(workflow, options.showPrompt);
        }
        catch (error) {
            if (!(0,errors/* isStagegateError */.W)(error))
                throw error;
            if (error instanceof NotAPromptStep)
                notAPrompt = error.message;
            stop = stopOf(error);
            asked = false;
        }
        try {
            if (asked)
                prompt = previewPrompt(workflow, workspace, ctx.bindings, state, options.showPrompt);
        }
        catch (error) {
            if (!(0,errors/* isStagegateError */.W)(error))
                throw error;
            stop ??= stopOf(error);
        }
    }
    return {
        ...empty,
        ...shape,
        status: stop?.code ?? 'PLAN',
        exitCode: stop?.exitCode ?? 0,
        message: stop?.message ?? reason,
        ...(stop?.hint !== undefined ? { hint: stop.hint } : {}),
        runId: ctx.runIdGenerated ? null : ctx.runId,
        mode,
        statePath: ctx.statePath.rel,
        stateFound: ctx.existing.kind === 'ok',
        nextStep: stop ? null : nextStep,
        reason,
        stopAfterStep: ctx.bound.controls.stopAfterStep,
        steps,
        ...(prompt !== undefined ? { prompt } : {}),
        ...(notAPrompt !== undefined ? { notAPromptStep: notAPrompt } : {}),
        stop,
        source,
    };
}
function agentName(resolve) {
    try {
        const a = resolve();
        return a.model !== undefined ? `${a.name}:${a.model}` : a.name;
    }
    catch {
        return null;
    }
}

// EXTERNAL MODULE: ./src/core/commands/approve.ts + 1 modules
var approve = __webpack_require__(91368);
// EXTERNAL MODULE: ./src/core/steps/approval/transition.ts
var approval_transition = __webpack_require__(90660);
// EXTERNAL MODULE: ./src/core/model/loader.ts + 4 modules
var loader = __webpack_require__(86159);
// EXTERNAL MODULE: ./src/core/model/invocation.ts
var model_invocation = __webpack_require__(83291);
// EXTERNAL MODULE: ./src/core/run/ports.ts
var ports = __webpack_require__(34289);
// EXTERNAL MODULE: ./src/host/process-runner.ts + 2 modules
var process_runner = __webpack_require__(57432);
// EXTERNAL MODULE: ./src/core/steps/process/transcript.ts
var transcript = __webpack_require__(42303);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/action/context.ts
var action_context = __webpack_require__(40645);
// EXTERNAL MODULE: ./src/action/inputs.ts
var action_inputs = __webpack_require__(81729);
// EXTERNAL MODULE: ./src/action/persistence.ts + 1 modules
var action_persistence = __webpack_require__(92082);
// EXTERNAL MODULE: ./src/action/markdown.ts
var markdown = __webpack_require__(38037);
// EXTERNAL MODULE: ./src/action/report.ts
var action_report = __webpack_require__(31658);
;// CONCATENATED MODULE: ./src/core/commands/summary-graph.ts


/**
 * Mermaid text inside "...": the characters that could end the label, start an entity code, an
 * HTML tag or a code fence become look-alikes (a lone > is text to both Mermaid and HTML), so labels read as written (no #NNN; entity codes, which some
 * renderers show as they are). Line breaks and control characters become spaces.
 */
const LOOKALIKE = {
    '"': '\u2033',
    '#': '\uff03',
    '<': '\u2039',
    '`': '\u02cb',
    '&': '\uff06',
};
function mermaidText(text) {
    return text.replace(/["#<`&]/g, (ch) => LOOKALIKE[ch] ?? ch).replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, ' ');
}
/** Mermaid refuses a diagram longer than this many characters (its maxTextSize default). */
const MERMAID_MAX_TEXT = 50_000;
/** Default limits of a drawn chart: steps (inner steps of foreach and parallel steps counted) and edges. */
const MAX_STEPS = 150;
const MAX_EDGES = 400;
/** Labels are shortened to this many characters, at the shortest, before a chart is left undrawn for its length. */
const SHORTEST_LABEL = 12;
/** A long id shortened for a label: its start and end, joined by an ellipsis. */
function shorten(text, max) {
    if (text.length <= max)
        return text;
    const head = Math.ceil((max - 1) / 2);
    return `${text.slice(0, head)}\u2026${text.slice(text.length - (max - 1 - head))}`;
}
const ICON = {
    completed: '\u2713 ',
    failed: '\u2717 ',
    blocked: '\u25a0 ',
    running: '\u2026 ',
    next: '\u25b6 ',
    unvisited: '',
};
const CLASS_DEFS = {
    completed: 'fill:#dafbe1,stroke:#1a7f37,color:#0d2818',
    failed: 'fill:#ffebe9,stroke:#cf222e,color:#4c0b10',
    blocked: 'fill:#fff1e5,stroke:#bc4c00,color:#3d1300',
    running: 'fill:#ddf4ff,stroke:#0969da,color:#0a3069',
    next: 'fill:#fff8c5,stroke:#9a6700,color:#3b2300,stroke-dasharray:4 3',
};
function stepView(state, id) {
    if (!state)
        return 'unvisited';
    const record = (0,transition/* stepRecord */.oU)(state, id);
    if (state.in_flight?.step === id)
        return 'running';
    if (record?.status === 'failed')
        return 'failed';
    if (record?.status === 'blocked')
        return 'blocked';
    if (state.active_step === id)
        return 'next';
    if (record?.status === 'completed')
        return 'completed';
    return 'unvisited';
}
/** Node text wrapped in the shape of the step's kind. */
function shaped(id, kind, text, encode) {
    const t = `"${encode(text)}"`;
    switch (kind) {
        case 'decision':
            return `${id}{${t}}`;
        case 'approval':
            return `${id}{{${t}}}`;
        case 'child_workflow':
            return `${id}[[${t}]]`;
        case 'instruction':
            return `${id}([${t}])`;
        case 'foreach':
            return `${id}[/${t}/]`;
        case 'parallel':
            return `${id}[\\${t}/]`;
        default:
            return `${id}[${t}]`;
    }
}
/** Label of an edge as drawn: the status (or branch) it routes, else what the key says. */
function edgeLabel(e) {
    if (e.status !== undefined)
        return e.label.replace(/^status /, '');
    return e.label;
}
/** Edges of one step as drawn: explicit transitions and the runner's default reject \u2192 BLOCKED. */
function drawnEdges(p) {
    return p.edges.filter((e) => !e.implicit || e.kind === 'reject');
}
/**
 * The registry a foreach reads, for its subgraph's label: the path the run resolved (its foreach
 * record) when the run has loaded it, else the template with each `{{name}}` as `\u2039name\u203a`, a
 * short placeholder that cannot be mistaken for a path the run will read.
 */
function foreachSource(state, stepId, template) {
    const loaded = state ? (0,transition/* stepRecord */.oU)(state, stepId)?.foreach?.source : undefined;
    return loaded ?? template.replace(/\{\{\s*([^{}\s]+)\s*\}\}/g, '\u2039$1\u203a');
}
/** A parallel branch's view in a run, from the step's parallel record. */
function branchView(state, stepId, branch) {
    const record = state ? (0,transition/* stepRecord */.oU)(state, stepId)?.parallel?.branches[branch] : undefined;
    switch (record?.status) {
        case 'succeeded':
            return 'completed';
        case 'failed':
            return 'failed';
        case 'running':
            return 'running';
        default:
            return 'unvisited';
    }
}
function workflowFlowchart(workflow, state, options = {}) {
    // Mermaid counts characters: a chart over its limit is drawn again with shorter labels, and
    // left out when even that does not fit.
    const maxChars = options.maxChars ?? MERMAID_MAX_TEXT - 1_000;
    let chart = drawFlowchart(workflow, state, options, Infinity);
    for (const labelMax of [48, 24, SHORTEST_LABEL]) {
        if (chart.mermaid === undefined || chart.mermaid.length <= maxChars)
            return chart;
        chart = drawFlowchart(workflow, state, options, labelMax);
    }
    if (chart.mermaid === undefined || chart.mermaid.length <= maxChars)
        return chart;
    const { mermaid: _drawn, ...rest } = chart;
    return { ...rest, mermaid: undefined, tooLarge: `its chart is ${chart.mermaid.length.toLocaleString('en-US')} characters long even with labels shortened to ${SHORTEST_LABEL} (Mermaid draws at most ${maxChars.toLocaleString('en-US')} here)` };
}
function drawFlowchart(workflow, state, options, labelMax) {
    const enc = (text) => mermaidText(shorten(text, labelMax));
    const direction = options.direction ?? 'TD';
    const paths = workflowPaths(workflow);
    const ids = paths.steps.map((p) => p.id);
    const nodeId = new Map(ids.map((id, i) => [id, `s${i}`]));
    const edges = [];
    for (const p of paths.steps) {
        for (const e of drawnEdges(p))
            edges.push({ from: p.id, to: e.to, status: e.status, label: edgeLabel(e), times: 0, implicit: e.implicit === true });
    }
    // The path taken, from the run's history.
    for (const h of options.history ?? []) {
        let to;
        if (h.outcome === 'transition' || h.outcome === 'stopped')
            to = h.to ?? undefined;
        else if (h.outcome === 'complete')
            to = 'DONE';
        else if (h.outcome === 'blocked')
            to = 'BLOCKED';
        else if (h.outcome !== 'loop_limit')
            continue;
        const candidates = edges.filter((e) => e.from === h.step && (h.gate_status == null || e.status === undefined || e.status === h.gate_status));
        const edge = candidates.find((e) => to !== undefined && e.to === to) ?? (h.outcome === 'loop_limit' ? candidates[0] : undefined);
        if (edge)
            edge.times++;
    }
    const steps = ids.map((id) => ({ id, view: stepView(state, id), visits: state?.steps[id]?.visits ?? 0 }));
    const taken = edges.filter((e) => e.times > 0).map((e) => ({ from: e.from, to: e.to, label: e.label, times: e.times }));
    const inner = paths.steps.reduce((n, p) => n + (p.foreach?.steps.length ?? 0) + (p.parallel?.branches.length ?? 0), 0);
    const maxSteps = options.maxSteps ?? MAX_STEPS;
    const maxEdges = options.maxEdges ?? MAX_EDGES;
    if (ids.length + inner > maxSteps)
        return { mermaid: undefined, tooLarge: `it has ${ids.length + inner} steps${inner > 0 ? ` (${inner} of them inside foreach and parallel steps)` : ''}, more than the ${maxSteps} a chart draws`, steps, taken };
    if (edges.length > maxEdges)
        return { mermaid: undefined, tooLarge: `it has ${edges.length} transitions, more than the ${maxEdges} a chart draws`, steps, taken };
    const lines = [`flowchart ${direction}`];
    const started = state !== undefined && (state.transitions > 0 || state.in_flight !== null || Object.keys(state.steps).length > 0);
    const hasEntry = workflow.entry !== undefined && nodeId.has(workflow.entry);
    if (hasEntry)
        lines.push('  nStart(("start"))');
    const extra = new Map();
    const terminal = (to) => {
        let id = extra.get(to);
        if (!id) {
            id = to === 'DONE' ? 'nDone' : to === 'BLOCKED' ? 'nBlocked' : `x${extra.size}`;
            extra.set(to, id);
        }
        return id;
    };
    const target = (to) => nodeId.get(to) ?? terminal(to);
    const edgeLines = [];
    const takenIndexes = [];
    const views = new Map(steps.map((s) => [nodeId.get(s.id), s.view]));
    const arrow = (times, implicit) => (times > 0 ? '==>' : implicit ? '-.->' : '-->');
    const link = (from, to, label, times = 0, implicit = false) => {
        if (times > 0)
            takenIndexes.push(edgeLines.length);
        edgeLines.push(`  ${from} ${arrow(times, implicit)}${label ? `|"${enc(times > 1 ? `${label} \u00d7${times}` : label)}"|` : ''} ${to}`);
    };
    // Where a step's own transitions leave from: a parallel step's join node, else the step.
    const source = new Map();
    if (hasEntry) {
        if (started)
            takenIndexes.push(edgeLines.length);
        edgeLines.push(`  nStart ${started ? '==>' : '-->'} ${nodeId.get(workflow.entry)}`);
    }
    for (const [i, p] of paths.steps.entries()) {
        const id = nodeId.get(p.id);
        const s = steps[i];
        const visits = s.visits > 1 ? ` \u00d7${s.visits}` : '';
        const text = `${ICON[s.view]}${p.id}${visits}`;
        if (p.foreach) {
            // The foreach node heads a subgraph of its per-item machine; item tokens lead back to it.
            const f = p.foreach;
            lines.push(`  subgraph ${id}g["${enc(`for each item of ${foreachSource(state, p.id, f.source)}`)}"]`);
            lines.push(`    direction TB`);
            lines.push(`    ${shaped(id, 'foreach', text, enc)}`);
            const local = new Map(f.steps.map((q, j) => [q.id, `${id}i${j}`]));
            for (const q of f.steps)
                lines.push(`    ${shaped(local.get(q.id), q.kind, q.id, enc)}`);
            lines.push('  end');
            if (f.entry !== null)
                link(id, local.get(f.entry), 'each item');
            for (const q of f.steps) {
                for (const e of drawnEdges(q)) {
                    const to = local.get(e.to) ?? (e.to === 'next_artifact' || e.to === 'defer_current_artifact' ? id : terminal(e.to));
                    link(local.get(q.id), to, e.to === 'next_artifact' || e.to === 'defer_current_artifact' ? `${edgeLabel(e)}: ${e.to}` : edgeLabel(e), 0, e.implicit === true);
                }
            }
            continue;
        }
        if (p.parallel) {
            // A fork: the step node, one node per branch, and a join node its own transitions leave from.
            const par = p.parallel;
            const join = `${id}j`;
            lines.push(`  subgraph ${id}g["${enc(`parallel: join ${par.join}${par.maxConcurrency !== null ? `, max ${par.maxConcurrency}` : ''}`)}"]`);
            lines.push(`    ${shaped(id, 'parallel', text, enc)}`);
            par.branches.forEach((b, j) => {
                const view = branchView(state, p.id, b.id);
                const bid = `${id}b${j}`;
                views.set(bid, view);
                lines.push(`    ${shaped(bid, b.kind, `${ICON[view]}${b.id}`, enc)}`);
            });
            lines.push(`    ${join}(("${enc(`join ${par.join}`)}"))`);
            lines.push('  end');
            par.branches.forEach((b, j) => {
                const bid = `${id}b${j}`;
                link(id, bid, b.id);
                const outs = drawnEdges(b);
                if (outs.length === 0)
                    link(bid, join, '');
                for (const e of outs)
                    link(bid, join, `${edgeLabel(e)}: ${e.to}`, 0, e.implicit === true);
            });
            source.set(p.id, join);
            continue;
        }
        lines.push(`  ${shaped(id, p.kind, text, enc)}`);
    }
    for (const e of edges)
        link(source.get(e.from) ?? nodeId.get(e.from), target(e.to), e.label, e.times, e.implicit);
    for (const [name, id] of extra) {
        if (id === 'nDone')
            lines.push('  nDone(["DONE"])');
        else if (id === 'nBlocked')
            lines.push('  nBlocked(["BLOCKED"])');
        else
            lines.push(`  ${id}["${enc(`? ${name}`)}"]`);
    }
    lines.push(...edgeLines);
    for (const [cls, style] of Object.entries(CLASS_DEFS))
        lines.push(`  classDef ${cls} ${style}`);
    lines.push('  classDef terminal fill:#f6f8fa,stroke:#57606a,color:#24292f');
    for (const cls of Object.keys(CLASS_DEFS)) {
        const members = [...views].filter(([, v]) => v === cls).map(([n]) => n);
        if (members.length > 0)
            lines.push(`  class ${members.join(',')} ${cls}`);
    }
    const terminals = [...extra.values()].filter((id) => id === 'nDone' || id === 'nBlocked');
    if (terminals.length > 0)
        lines.push(`  class ${terminals.join(',')} terminal`);
    if (takenIndexes.length > 0)
        lines.push(`  linkStyle ${takenIndexes.join(',')} stroke:#1a7f37,stroke-width:3px`);
    return { mermaid: lines.join('\n'), steps, taken };
}

;// CONCATENATED MODULE: ./src/action/report-run.ts
// Job summary sections of a run: the workflow as a Mermaid flowchart with the path taken, and the
// steps table. Apart from report.ts because they need the run's state and transitions (immutable
// among them), which `command: validate` never loads.


function graphBlock(b, workflow, state, history = []) {
    const chart = workflowFlowchart(workflow, state, { history });
    if (chart.mermaid === undefined) {
        b.add(`_The workflow is too large a graph for Mermaid to draw here: ${(0,markdown/* esc */.UQ)(chart.tooLarge ?? '')} (the steps table lists them all)._\n\n`);
        return;
    }
    // Leave room for the table and the rest; a graph that does not fit is left out.
    if (!b.add(`\n\`\`\`mermaid\n${chart.mermaid}\n\`\`\`\n\n`, 64 * 1024))
        b.add('_The workflow graph was left out to keep the summary under 1 MiB._\n\n');
}
const VIEW_TEXT = {
    completed: '\u2713 completed',
    failed: '\u2717 failed',
    blocked: '\u25a0 blocked',
    running: '\u2026 running (interrupted)',
    next: '\u25b6 next',
    unvisited: '\u2014 not reached',
};
function stepsTable(b, workflow, state) {
    const rows = [...workflow.steps.values()].map((step) => {
        const record = state?.steps[step.id];
        const gate = record?.gate && typeof record.gate['status'] === 'string' ? record.gate['status'] : undefined;
        const output = record?.output ?? state?.artifacts[step.id]?.path;
        return [
            (0,markdown/* code */.aY)(step.id),
            (0,markdown/* esc */.UQ)(VIEW_TEXT[stepView(state, step.id)]),
            gate ? (0,markdown/* code */.aY)(gate) : '\u2014',
            record && record.visits > 0 ? (0,markdown/* esc */.UQ)(record.visits) : '\u2014',
            (0,markdown/* esc */.UQ)((0,markdown/* duration */.p0)(record?.last_duration_ms)),
            output ? (0,markdown/* code */.aY)(output) : '\u2014',
        ];
    });
    b.table(['Step', 'Status', 'Gate', 'Visits', 'Duration', 'Output'], rows);
}

// EXTERNAL MODULE: ./src/action/stage-log.ts
var stage_log = __webpack_require__(88803);
// EXTERNAL MODULE: ./src/action/stage-processes.ts
var stage_processes = __webpack_require__(15216);
// EXTERNAL MODULE: ./src/action/words.ts
var words = __webpack_require__(79579);
;// CONCATENATED MODULE: ./src/action/run-command.ts
// `command: run | status | plan`: restore the run from its state artifact (persist: artifact),
// call the same core entry as the CLI, save the run root again after `run`, and describe the
// outcome (outputs, summary, annotations, gating). Loaded only for these commands.




























/** Status of a run the job's cancellation stopped (the core's stop code, by the cancellation contract). */
const INTERRUPTED = 'WORKFLOW_INTERRUPTED';
/** Status when resume-from-run-id finds no state of the run (and allow-missing-state is not set). */
const RESUME_STATE_NOT_FOUND = 'RESUME_STATE_NOT_FOUND';
/** Variables a stage process must not inherit: the runner's control files and tokens. */
const SCRUBBED = /^(INPUT_|ACTIONS_RUNTIME_|ACTIONS_RESULTS_URL$|ACTIONS_CACHE_|ACTIONS_ID_TOKEN_REQUEST_|GITHUB_OUTPUT$|GITHUB_ENV$|GITHUB_PATH$|GITHUB_STATE$|GITHUB_STEP_SUMMARY$)/;
function stageEnvironmentBase(env) {
    const out = {};
    for (const [k, v] of Object.entries(env))
        if (!SCRUBBED.test(k))
            out[k] = v;
    return out;
}
function invocationOf(inputs) {
    return {
        tokens: inputs.tokens,
        runId: inputs.runId,
        stopAfterStep: inputs.stopAfterStep,
        mode: inputs.mode,
        ignorePreviousCompletion: inputs.ignorePreviousCompletion ? true : undefined,
        allowWorkflowChange: inputs.allowWorkflowChange,
        onSourceChange: inputs.onSourceChange,
        rerunFrom: inputs.rerunFrom,
    };
}
function loadModel(workspaceRoot, file) {
    return (0,formats/* withFormatImporters */.Px)((importers) => {
        try {
            const workflow = (0,loader/* loadWorkflow */.G2)(new workspace_workspace/* Workspace */.aR(workspaceRoot), file, { importers }).workflow;
            // Composite workflows are drawn and tabled by their phases, as plan and status see them.
            return workflow ? (0,phases/* withPhaseSteps */.VP)(workflow) : undefined;
        }
        catch (error) {
            if (error instanceof formats/* FormatImporterNeeded */.r3)
                throw error;
            return undefined;
        }
    });
}
/** Where the run lives and whether a state artifact should be restored before the command. */
async function prepare(inputs, ctx, workflowFile) {
    if (inputs.persist === 'none')
        return { kind: 'off', reason: 'persist: none' };
    const invocation = invocationOf(inputs);
    const located = await (0,formats/* withFormatImporters */.Px)((importers) => (0,gate_schema/* withGateSchemaEngine */.tR)(() => (0,commands_status/* getStatus */.BS)(ctx.workspaceRoot, workflowFile, invocation, importers)));
    if (!located.workflow || !located.statePath || !located.runRoot)
        return { kind: 'off', reason: `the run cannot be located (${located.status}: ${(0,words/* actionWords */.I)(located.message)})` };
    if (!located.runId)
        return { kind: 'off', reason: 'no run id was given (run-id, or run_id in inputs), so there is no earlier state to look for' };
    if (located.runRoot === '.') {
        return { kind: 'off', reason: 'the run root is the workspace itself; persist: artifact needs the state in its own directory (see state_path / artifact_root)' };
    }
    const location = {
        workspaceRoot: ctx.workspaceRoot,
        workflowName: located.workflow,
        runId: located.runId,
        statePath: located.statePath,
        runRoot: located.runRoot,
        workflowFile: located.workflowFile,
        workflowPath: (0,action_context/* repoPath */.qN)(ctx.gh, ctx.workspaceRoot, located.workflowFile),
    };
    if (ctx.gh.isGhes)
        throw new ArtifactsUnavailableOnGhes(ctx.gh.serverUrl);
    if (!ctx.gh.hasArtifactRuntime)
        throw new ArtifactRuntimeMissing();
    const workflow = await loadModel(ctx.workspaceRoot, workflowFile);
    let mode = 'resume';
    try {
        if (workflow)
            mode = (0,model_invocation/* bindInvocation */.Er)(workflow, invocation).controls.mode;
    }
    catch {
        /* the run reports the invocation error itself */
    }
    if (mode === 'fresh')
        return { kind: 'on', location, restore: undefined, note: 'fresh run: no earlier state is restored' };
    const scopes = [{ kind: 'current' }];
    if (inputs.resumeFromRunId !== undefined) {
        if (!ctx.gh.owner || !ctx.gh.repo)
            throw new Error('resume-from-run-id needs GITHUB_REPOSITORY (owner/name)');
        scopes.push({ kind: 'run', workflowRunId: inputs.resumeFromRunId, owner: ctx.gh.owner, repo: ctx.gh.repo, token: inputs.token });
    }
    const log = (m) => ctx.io.info(m);
    const warn = (m) => ctx.io.annotate('warning', m);
    let result;
    try {
        result = await (0,action_persistence/* restoreRun */.Ai)(location, scopes, { store: ctx.store(), who: { attempt: ctx.gh.attempt, job: ctx.gh.job }, tempDir: ctx.gh.runnerTemp, log, warn });
    }
    catch (error) {
        if (error instanceof action_persistence/* StateArtifactRefused */.It)
            return { kind: 'refused', result: refusedResult(ctx, location, error) };
        if (error instanceof action_persistence/* StateArtifactUnverifiable */.GN)
            return { kind: 'refused', result: unverifiableResult(ctx, location, error) };
        throw new RestoreFailed(location, error);
    }
    if (result.kind === 'none') {
        const local = (0,external_node_fs_.existsSync)((0,external_node_path_.join)(ctx.workspaceRoot, location.statePath));
        if (inputs.resumeFromRunId !== undefined && !local) {
            if (!inputs.allowMissingState)
                return { kind: 'refused', result: missingStateResult(ctx, location, inputs.resumeFromRunId, result.searched) };
            ctx.io.annotate('warning', `resume-from-run-id: no state of run ${location.runId} in ${result.searched.join(' or ')}; allow-missing-state is set, so the run starts from the workspace.`);
        }
        else {
            log(`No state artifact of run ${location.runId} in ${result.searched.join(' or ')}: the run starts (or continues) from the workspace.`);
        }
    }
    return { kind: 'on', location, restore: result, note: undefined };
}
/** GitHub Enterprise Server: @actions/artifact 2+ (the v4 artifact service) is not available there. */
class ArtifactsUnavailableOnGhes extends Error {
    serverUrl;
    constructor(serverUrl) {
        super(`persist: artifact is not available on GitHub Enterprise Server (${serverUrl}): its artifact service is not the one this action uses, so the run's state cannot be carried as an artifact`);
        this.serverUrl = serverUrl;
    }
}
class ArtifactRuntimeMissing extends Error {
    constructor() {
        super('persist: artifact needs the GitHub Actions artifact service (ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL, which the runner gives to action steps); outside GitHub Actions set persist: none');
    }
}
class RestoreFailed extends Error {
    location;
    what;
    /** Where the artifact service failed: this workflow run, or the one resume-from-run-id names (undefined: not the service). */
    scope;
    constructor(location, cause, 
    /** What was being fetched: the run's state, or (command: merge) its shard artifacts. */
    what = 'state') {
        super(`could not look up or download ${what === 'shards' ? 'the shard artifacts' : 'the state'} of run ${location.runId}${cause instanceof action_persistence/* ArtifactServiceError */._Y && cause.scope.kind === 'run' ? ` in workflow run ${cause.scope.workflowRunId}` : ''}: ${cause instanceof Error ? cause.message : String(cause)}`);
        this.location = location;
        this.what = what;
        this.scope = cause instanceof action_persistence/* ArtifactServiceError */._Y ? cause.scope : undefined;
    }
}
function refusedResult(ctx, location, error) {
    const status = 'WORKFLOW_STATE_INTEGRITY_VIOLATION';
    const b = new markdown/* MarkdownBudget */.nd();
    (0,action_report/* bannerBlock */.g$)(b, `${(0,markdown/* esc */.UQ)(location.workflowName)} \u00b7 run ${(0,markdown/* code */.aY)(location.runId)}`, status, [
        (0,markdown/* esc */.UQ)(error.message),
        `**Fix:** the artifact ${(0,markdown/* code */.aY)(error.artifactName)} may have been altered, or belongs to another run. Nothing was run. Inspect it, delete it, or start the run again with ${(0,markdown/* code */.aY)('execution-mode: fresh')}.`,
    ], { icon: '\ud83d\udee1\ufe0f', words: 'State artifact refused' });
    return {
        outputs: { ...(0,action_context/* emptyOutputs */.q_)(status), runId: location.runId, statePath: (0,action_context/* repoPath */.qN)(ctx.gh, ctx.workspaceRoot, location.statePath), manifestPath: null },
        failure: `${status}: ${error.message}`,
        conclusion: 'failure',
        checkTitle: `Refused state artifact for run ${location.runId}`,
        summary: b.toString(),
        annotations: [{ level: 'error', message: `${status}: ${error.message}`, properties: { title: `stagegate: ${status}` } }],
    };
}
function unverifiableResult(ctx, location, error) {
    const status = 'ARTIFACT_RESTORE_FAILED';
    const b = new markdown/* MarkdownBudget */.nd();
    const fix = `Artifacts uploaded by this action always carry a digest: ${error.artifactName} was uploaded some other way or before the service recorded digests. Delete it, or start the run again with execution-mode: fresh. Nothing was run.`;
    (0,action_report/* bannerBlock */.g$)(b, `${(0,markdown/* esc */.UQ)(location.workflowName)} \u00b7 run ${(0,markdown/* code */.aY)(location.runId)}`, status, [(0,markdown/* esc */.UQ)(error.message), `**Fix:** ${(0,markdown/* esc */.UQ)(fix)}`], { icon: '\ud83d\udee1\ufe0f', words: 'State artifact cannot be verified' });
    return {
        outputs: { ...(0,action_context/* emptyOutputs */.q_)(status), runId: location.runId, statePath: (0,action_context/* repoPath */.qN)(ctx.gh, ctx.workspaceRoot, location.statePath) },
        failure: `${status}: ${error.message}`,
        conclusion: 'failure',
        checkTitle: `Unverifiable state artifact for run ${location.runId}`,
        summary: b.toString(),
        annotations: [{ level: 'error', message: `${status}: ${error.message}\nFix: ${fix}`, properties: { title: `stagegate: ${status}` } }],
    };
}
function missingStateResult(ctx, location, fromRun, searched) {
    const status = RESUME_STATE_NOT_FOUND;
    const message = `resume-from-run-id: ${fromRun}: no state of run ${location.runId} of ${location.workflowPath} was found in ${searched.join(' or ')}. It was never saved there, has expired (retention-days) or was deleted, or that run used another run-id, workflow file or working-directory. Nothing was run.`;
    const fix = `Check resume-from-run-id, run-id, workflow and working-directory against the run that stopped (its job summary names the artifact). To start the run from the workspace instead, set allow-missing-state: 'true'.`;
    const b = new markdown/* MarkdownBudget */.nd();
    (0,action_report/* bannerBlock */.g$)(b, `${(0,markdown/* esc */.UQ)(location.workflowName)} \u00b7 run ${(0,markdown/* code */.aY)(location.runId)}`, status, [(0,markdown/* esc */.UQ)(message), `**Fix:** ${(0,markdown/* esc */.UQ)(fix)}`], { icon: '\u274c', words: 'State to resume not found' });
    return {
        outputs: { ...(0,action_context/* emptyOutputs */.q_)(status), runId: location.runId, statePath: (0,action_context/* repoPath */.qN)(ctx.gh, ctx.workspaceRoot, location.statePath) },
        failure: `${status}: ${message}`,
        conclusion: 'failure',
        checkTitle: `No state to resume for run ${location.runId}`,
        summary: b.toString(),
        annotations: [{ level: 'error', message: `${status}: ${message}\nFix: ${fix}`, properties: { title: `stagegate: ${status}` } }],
    };
}
/** Every outcome fails the step except complete and (unless fail-on-partial) partial; an interrupted run is cancelled. */
function gateOutcome(status, failOnPartial, partialConclusion) {
    if (status === 'WORKFLOW_COMPLETE')
        return { fail: false, conclusion: 'success' };
    if (status === INTERRUPTED)
        return { fail: true, conclusion: 'cancelled' };
    if (status === 'PARTIAL_RESUMABLE')
        return failOnPartial ? { fail: true, conclusion: 'failure' } : { fail: false, conclusion: partialConclusion };
    return { fail: true, conclusion: 'failure' };
}
/** The step a failed run stopped at: its last transition when that failed or blocked, else the active step. */
function stoppedStep(state, activeStep) {
    const last = state?.last_transition;
    if (last && ['failed', 'blocked', 'loop_limit', 'terminal', 'stopped'].includes(last.outcome))
        return last.step;
    return activeStep;
}
/**
 * The one annotation of a stopped run: on the file line of a contract error, else on the workflow
 * step it stopped at \u2014 only when that file exists (a workflow input naming a missing file gets an
 * annotation without a file).
 */
function stepAnnotation(ctx, workflow, outcome, step, level, message) {
    const title = `stagegate: ${outcome.status}${step ? ` at step ${step}` : ''}`;
    const exists = (file) => (0,external_node_fs_.existsSync)((0,external_node_path_.join)(ctx.workspaceRoot, file));
    if (outcome.location?.file && outcome.location.line !== undefined && exists(outcome.location.file)) {
        return { level, message, properties: { title, file: (0,action_context/* repoPath */.qN)(ctx.gh, ctx.workspaceRoot, outcome.location.file), startLine: outcome.location.line, ...(outcome.location.column !== undefined ? { startColumn: outcome.location.column } : {}) } };
    }
    const model = step ? workflow?.steps.get(step) : undefined;
    if (workflow && model && exists(workflow.file)) {
        return { level, message, properties: { title, file: (0,action_context/* repoPath */.qN)(ctx.gh, ctx.workspaceRoot, workflow.file), startLine: model.line, startColumn: model.column } };
    }
    return { level, message, properties: { title } };
}
/** The failure in the action's words: status, message, the fix, and the failed stage's last log lines. */
function failureText(o, tail) {
    const fix = (0,words/* actionWords */.I)(o.hint ?? (0,action_report/* stopFix */.yG)(o.status));
    const parts = [`${o.status}: ${(0,words/* actionWords */.I)(o.message)}`];
    if (fix)
        parts.push(`Fix: ${fix}`);
    if (tail && tail.lines.length > 0)
        parts.push(`Last ${tail.lines.length} line${tail.lines.length === 1 ? '' : 's'} of ${tail.log}:`, ...tail.lines);
    return parts.join('\n');
}
function nextSteps(o, inputs, ctx, artifactName) {
    const runId = o.runId ?? '<run id>';
    const lines = [];
    if (o.status === 'WORKFLOW_COMPLETE') {
        lines.push(`Nothing to do: run ${(0,markdown/* code */.aY)(runId)} is complete. Running this step again with the same ${(0,markdown/* code */.aY)('run-id')} at this commit reports the result again and runs nothing (at another commit, ${(0,markdown/* code */.aY)('on-source-change')} decides); set ${(0,markdown/* code */.aY)('execution-mode: fresh')} to run every stage again.`);
        return lines;
    }
    if (!o.state) {
        lines.push(`**Fix:** ${(0,markdown/* esc */.UQ)((0,words/* actionWords */.I)(o.hint ?? (0,action_report/* stopFix */.yG)(o.status) ?? o.message))}`);
        if (o.status === 'WORKFLOW_INPUT_REQUIRED' || o.status === 'WORKFLOW_INPUT_CONFLICT') {
            lines.push(`In this action: the run id is the ${(0,markdown/* code */.aY)('run-id')} input; workflow inputs go in ${(0,markdown/* code */.aY)('inputs')}, one ${(0,markdown/* code */.aY)('name=value')} per line.`);
        }
        lines.push('Nothing ran and no state was written: run the step again once this is fixed.');
        return lines;
    }
    if (o.activeStep === null) {
        lines.push(`The run ended and a resume runs nothing. ${(0,markdown/* esc */.UQ)((0,words/* actionWords */.I)(o.hint ?? (0,action_report/* stopFix */.yG)(o.status) ?? ''))}`);
        if (o.rerunFrom !== undefined) {
            lines.push(`To run step ${(0,markdown/* code */.aY)(o.rerunFrom)} again once what blocked it is fixed, keeping the verdicts before it: run this action with ${(0,markdown/* code */.aY)(`run-id: ${runId}`)} and ${(0,markdown/* code */.aY)(`rerun-from: ${o.rerunFrom}`)}.`);
        }
        lines.push(`To start over: run this action with ${(0,markdown/* code */.aY)(`run-id: ${runId}`)} and ${(0,markdown/* code */.aY)('execution-mode: fresh')}.`);
        return lines;
    }
    const pending = o.state.pending_approval;
    const paused = o.status === 'PARTIAL_RESUMABLE' ? (0,approval_transition/* childrenPausedFor */.zM)(o.state) : [];
    if (o.status === 'PARTIAL_RESUMABLE' && pending && pending.step === o.activeStep) {
        const who = pending.approvers ? ` (approvers: ${pending.approvers.map((a) => (0,markdown/* code */.aY)(a)).join(', ')})` : '';
        lines.push(`Step ${(0,markdown/* code */.aY)(pending.step)} awaits approval${who}: ${(0,markdown/* esc */.UQ)(pending.message)}`);
        lines.push(`Decide: run this action with ${(0,markdown/* code */.aY)(`run-id: ${runId}`)} and ${(0,markdown/* code */.aY)(`approve: ${pending.step}`)} (or ${(0,markdown/* code */.aY)(`reject: ${pending.step}`)}) in a job protected by a GitHub Environment with required reviewers; the decision is recorded for ${(0,markdown/* code */.aY)('github.actor')} and the run continues.`);
    }
    else if (o.status === 'PARTIAL_RESUMABLE' && paused.length > 0) {
        // Paused in child runs (a child_workflow step's, or child_workflow branches' of a parallel step): decided there.
        for (const c of paused) {
            const where = c.branch !== undefined ? `Branch ${(0,markdown/* code */.aY)(c.branch)} of step ${(0,markdown/* code */.aY)(o.activeStep)}` : `Step ${(0,markdown/* code */.aY)(o.activeStep)}`;
            lines.push(`${where} waits in child workflow run ${(0,markdown/* code */.aY)(c.run_id)} (${(0,markdown/* code */.aY)(c.workflow_file)}), which awaits a decision: it is taken in that run (${(0,markdown/* code */.aY)(`workflow: ${c.workflow_file}`)}, ${(0,markdown/* code */.aY)(`run-id: ${c.run_id}`)}, with the inputs that locate its state), with the CLI ${(0,markdown/* code */.aY)(`stagegate approve ${(0,command_line/* shellWord */.r7)(c.workflow_file)} --run-id ${c.run_id}`)} (or ${(0,markdown/* code */.aY)('reject')}).`);
        }
        lines.push(`Then continue: run this action again with ${(0,markdown/* code */.aY)(`run-id: ${runId}`)}; the run continues the child${paused.length === 1 ? '' : 'ren'}.`);
    }
    else if (o.status === 'PARTIAL_RESUMABLE') {
        lines.push(`Continue at step ${(0,markdown/* code */.aY)(o.activeStep)}: run this action again with ${(0,markdown/* code */.aY)(`run-id: ${runId}`)} and without ${(0,markdown/* code */.aY)('stop-after-step')}.`);
    }
    else if (o.status === INTERRUPTED) {
        lines.push(`The job was cancelled while step ${(0,markdown/* code */.aY)(o.activeStep)} ran: its processes were stopped and the interrupted attempt recorded. Re-run the job, or run this action again with ${(0,markdown/* code */.aY)(`run-id: ${runId}`)}: step ${(0,markdown/* code */.aY)(o.activeStep)} runs again and accepted stages are not repeated.`);
    }
    else {
        lines.push(`**Fix:** ${(0,markdown/* esc */.UQ)((0,words/* actionWords */.I)(o.hint ?? (0,action_report/* stopFix */.yG)(o.status) ?? o.message))}`);
        lines.push(`Then resume: re-run this job, or run this action again with ${(0,markdown/* code */.aY)(`run-id: ${runId}`)}; step ${(0,markdown/* code */.aY)(o.activeStep)} runs again and accepted stages are not repeated.`);
    }
    if (inputs.persist === 'artifact' && artifactName) {
        lines.push(`- In a later job of this workflow run, the state is restored from artifact ${(0,markdown/* code */.aY)(artifactName)} automatically.`);
        if (ctx.gh.runId)
            lines.push(`- In a later workflow run, add ${(0,markdown/* code */.aY)(`resume-from-run-id: ${ctx.gh.runId}`)} (the job needs ${(0,markdown/* code */.aY)('actions: read')}).`);
    }
    if (o.nextCommand)
        lines.push(`- Locally, with the CLI: ${(0,markdown/* code */.aY)(o.nextCommand)}`);
    return lines;
}
function restoredLine(p) {
    if (p.kind === 'off')
        return `not carried (${(0,markdown/* esc */.UQ)(p.reason)})`;
    if (p.kind !== 'on')
        return undefined;
    if (p.note)
        return (0,markdown/* esc */.UQ)(p.note);
    const r = p.restore;
    if (!r || r.kind === 'none')
        return 'no earlier state artifact: started from the workspace';
    if (r.kind === 'local-state')
        return `a state already in the workspace was used; ${(0,markdown/* code */.aY)(r.artifact.name)} was not restored`;
    const children = r.childRoots.length > 0 ? `, with the child run root${r.childRoots.length === 1 ? '' : 's'} ${r.childRoots.map((c) => (0,markdown/* code */.aY)(c)).join(', ')}` : '';
    return `restored from ${(0,markdown/* code */.aY)(r.artifact.name)}${r.scope.kind === 'run' ? ` of workflow run ${(0,markdown/* esc */.UQ)(r.scope.workflowRunId)}` : ''} (${(0,markdown/* esc */.UQ)(r.files.length)} files, verified${children})`;
}
/** Restore the run's carried state before a command, or the command's result when that fails or is refused. */
async function restoreOrRefuse(inputs, ctx, workflowFile) {
    let persistence;
    try {
        persistence = await prepare(inputs, ctx, workflowFile);
    }
    catch (error) {
        return persistenceError(error, ctx, inputs.runId);
    }
    return persistence.kind === 'refused' ? persistence.result : persistence;
}
async function runCommand(inputs, ctx, start = runner/* runWorkflow */.F) {
    const workflowFile = inputs.workflow[0];
    const persistence = await restoreOrRefuse(inputs, ctx, workflowFile);
    if ('outputs' in persistence)
        return persistence;
    if (persistence.kind === 'off' && inputs.persist === 'artifact')
        ctx.io.info(`State is not carried as an artifact: ${persistence.reason}.`);
    // approve / reject: decide the pending approval first; a refusal runs nothing.
    let decided;
    if (inputs.approval) {
        const decision = await decideApproval(inputs, inputs.approval, ctx, workflowFile);
        if ('outputs' in decision)
            return decision;
        decided = decision;
        if ('already' in decision)
            ctx.io.info(`Approval of step ${decision.already.step} was already recorded (${decision.already.decision} by ${decision.already.by}, visit ${decision.already.visit}): not recorded again; the run continues.`);
        else
            ctx.io.info(`Approval of step ${decision.record?.step ?? '?'} recorded: ${decision.decision} by ${decision.record?.by ?? '?'}.`);
    }
    const printer = new stage_log/* StageLogPrinter */.zG(ctx.io);
    const processes = (0,stage_processes/* stageProcessRunner */.o)((0,process_runner/* createNodeProcessRunner */.uS)({ stopGraceMs: stage_processes/* ACTION_STOP_GRACE_MS */.a }), {
        signal: ctx.signal,
        setSecret: (value) => ctx.io.setSecret(value),
        onLogText: (step, visit, attempt, text) => printer.fromLogFile(step, visit, attempt, text),
    });
    let outcome;
    try {
        outcome = await start({
            workspace: ctx.workspaceRoot,
            workflowFile,
            invocation: invocationOf(inputs),
            env: stageEnvironmentBase(ctx.env),
            commandName: 'stagegate',
            agents: { agent: inputs.agent, agentCommand: inputs.agentCommand, agentArgs: inputs.agentArgs },
            signal: ctx.signal,
        }, { processes, source: ctx.source, clock: ports/* systemClock */.m, onEvent: (e) => printer.onEvent(e) });
    }
    catch (error) {
        // command: merge fetching its shard artifacts: the artifact service failed before anything was merged.
        if (error instanceof RestoreFailed)
            return persistenceError(error, ctx, inputs.runId);
        throw error;
    }
    finally {
        printer.end();
    }
    // A run the cancellation cut short reports WORKFLOW_INTERRUPTED (the core's stop code by the
    // cancellation contract; until the core returns it itself, a stage killed here ends as a failure).
    if (ctx.signal.aborted && outcome.status !== 'WORKFLOW_COMPLETE' && outcome.status !== 'PARTIAL_RESUMABLE' && outcome.status !== INTERRUPTED) {
        outcome = { ...outcome, status: INTERRUPTED, message: `the job was cancelled (${String(ctx.signal.reason ?? 'signal')}) while the run was at step ${outcome.activeStep ?? '?'}: its stage processes were stopped and the interruption recorded`, hint: undefined };
    }
    // Save whatever happened: the next job resumes from exactly this state.
    let saved;
    let uploadError;
    if (inputs.persist === 'artifact' && ctx.gh.hasArtifactRuntime && !ctx.gh.isGhes && outcome.workflow && outcome.runId && outcome.statePath && outcome.runRoot && outcome.runRoot !== '.') {
        try {
            saved = await (0,action_persistence/* saveRun */.BQ)({
                workspaceRoot: ctx.workspaceRoot,
                workflowName: outcome.workflow,
                runId: outcome.runId,
                statePath: outcome.statePath,
                runRoot: outcome.runRoot,
                workflowFile: outcome.workflowFile,
                workflowPath: (0,action_context/* repoPath */.qN)(ctx.gh, ctx.workspaceRoot, outcome.workflowFile),
            }, { store: ctx.store(), who: { attempt: ctx.gh.attempt, job: ctx.gh.job }, tempDir: ctx.gh.runnerTemp, log: (m) => ctx.io.info(m), warn: (m) => ctx.io.annotate('warning', m) }, inputs.retentionDays);
        }
        catch (error) {
            uploadError = `could not upload the state of run ${outcome.runId} as an artifact: ${error instanceof Error ? error.message : String(error)}`;
        }
    }
    const artifactName = saved?.name ?? null;
    const workflow = await loadModel(ctx.workspaceRoot, outcome.workflowFile);
    const state = outcome.state;
    const gating = gateOutcome(outcome.status, inputs.failOnPartial, inputs.partialConclusion);
    const stopped = stoppedStep(state, outcome.activeStep);
    // The failed stage's last lines (masked like its log), for the summary and the annotation.
    const failedLog = gating.fail && outcome.status !== INTERRUPTED ? printer.lastFailure?.logPath : undefined;
    const tail = failedLog ? { log: (0,action_context/* repoPath */.qN)(ctx.gh, ctx.workspaceRoot, failedLog), lines: maskLines((0,stage_log/* lastLines */.w$)((0,external_node_path_.join)(ctx.workspaceRoot, failedLog)), ctx.env) } : undefined;
    const annotations = [];
    if (gating.fail)
        annotations.push(stepAnnotation(ctx, workflow, outcome, stopped, 'error', failureText(outcome, tail)));
    else if (outcome.status === 'PARTIAL_RESUMABLE')
        annotations.push(stepAnnotation(ctx, workflow, outcome, stopped, 'notice', (0,words/* actionWords */.I)(outcome.message)));
    if (uploadError)
        annotations.push({ level: 'error', message: uploadError, properties: { title: 'stagegate: state not saved' } });
    // Decided at another commit than the run paused at: recorded, not refused; said as a warning.
    const sourceWarning = decided && !('already' in decided) ? decided.sourceWarning : undefined;
    if (sourceWarning !== undefined)
        annotations.push({ level: 'warning', message: (0,words/* actionWords */.I)(sourceWarning), properties: { title: 'stagegate: approval decided at another source commit' } });
    // A shard artifact of an earlier attempt made before the run's fresh start: its key stays pending.
    for (const s of outcome.merge?.superseded ?? [])
        annotations.push({ level: 'warning', message: `shard artifact ${s.folder} (${s.key}) was made for run ${outcome.runId ?? '?'} before its fresh start, not for this run: it was not merged`, properties: { title: 'stagegate: shard of an earlier run not merged' } });
    const b = new markdown/* MarkdownBudget */.nd();
    const title = `${(0,markdown/* esc */.UQ)(outcome.workflow ?? outcome.workflowFile)}${outcome.runId ? ` \u00b7 run ${(0,markdown/* code */.aY)(outcome.runId)}` : ''}`;
    // Counted as the run's progress counts them: an imported format's helper steps are not the user's.
    const reused = state && workflow ? (0,model_workflow/* declaredCompletedCount */.Bv)(workflow, state.completed_steps) : (state?.completed_steps.length ?? 0);
    (0,action_report/* bannerBlock */.g$)(b, title, outcome.status, [
        decided && 'already' in decided ? alreadyLine(decided.already) : decided?.record ? approvalLine(decided) : '',
        sourceWarning !== undefined ? `\u26a0\ufe0f ${(0,markdown/* esc */.UQ)((0,words/* actionWords */.I)(sourceWarning))}` : '',
        outcome.sourceChange ? `\ud83d\udd00 ${(0,markdown/* esc */.UQ)((0,words/* actionWords */.I)((0,source_drift/* describeSourceChange */.F)(outcome.sourceChange)))}` : '',
        (0,markdown/* esc */.UQ)((0,words/* actionWords */.I)(outcome.message)),
        outcome.merge ? `Shards merged: ${(0,markdown/* esc */.UQ)(outcome.merge.merged.join(', ') || 'none')}${outcome.merge.alreadyMerged.length > 0 ? ` (already merged: ${(0,markdown/* esc */.UQ)(outcome.merge.alreadyMerged.join(', '))})` : ''}${outcome.merge.pending.length > 0 ? ` \u00b7 still pending: ${(0,markdown/* esc */.UQ)(outcome.merge.pending.join(', '))}` : ''}${(outcome.merge.superseded ?? []).length > 0 ? ` \u00b7 not merged, made before the run's fresh start: ${(0,markdown/* esc */.UQ)(outcome.merge.superseded.map((s) => `${s.key} (${s.folder})`).join(', '))}` : ''}` : '',
        outcome.location?.file && outcome.location.line !== undefined ? `At ${(0,markdown/* code */.aY)(`${(0,action_context/* repoPath */.qN)(ctx.gh, ctx.workspaceRoot, outcome.location.file)}:${outcome.location.line}`)}` : '',
        state ? `Stage runs in this job: ${(0,markdown/* esc */.UQ)(outcome.stagesRun)} \u00b7 steps completed: ${(0,markdown/* esc */.UQ)(reused)} of ${(0,markdown/* esc */.UQ)(workflow ? (0,model_workflow/* declaredStepCount */.K2)(workflow) : '?')}` : '',
        uploadError ? `\u274c ${(0,markdown/* esc */.UQ)(uploadError)}` : '',
    ]);
    if (tail && tail.lines.length > 0) {
        b.add(`#### Last lines of ${(0,markdown/* code */.aY)(tail.log)}\n\n`);
        b.add((0,markdown/* preBlock */.DI)(tail.lines) + '\n\n');
    }
    if (workflow) {
        graphBlock(b, workflow, state, outcome.log?.history);
        if (state) {
            b.add('#### Steps\n\n');
            stepsTable(b, workflow, state);
        }
    }
    b.add('#### Next\n\n');
    b.add(nextSteps(outcome, inputs, ctx, artifactName).join('\n') + '\n\n');
    (0,action_report/* detailsBlock */.g4)(b, 'Run details', [
        ['Workflow file', (0,markdown/* code */.aY)((0,action_context/* repoPath */.qN)(ctx.gh, ctx.workspaceRoot, outcome.workflowFile))],
        ['State', outcome.statePath && state ? (0,markdown/* code */.aY)((0,action_context/* repoPath */.qN)(ctx.gh, ctx.workspaceRoot, outcome.statePath)) : null],
        ['Manifest', outcome.manifestPath && state ? (0,markdown/* code */.aY)((0,action_context/* repoPath */.qN)(ctx.gh, ctx.workspaceRoot, outcome.manifestPath)) : null],
        ['Carried state', restoredLine(persistence)],
        ['Saved as artifact', artifactName ? `${(0,markdown/* code */.aY)(artifactName)}${saved?.digest ? ` (${(0,markdown/* code */.aY)(saved.digest)})` : ''}` : null],
        ['Inputs', (0,action_report/* inputsList */.Wq)(state?.inputs)],
    ]);
    const failure = gating.fail ? failureText(outcome, undefined) : uploadError;
    return {
        outputs: {
            status: outcome.status,
            complete: outcome.status === 'WORKFLOW_COMPLETE',
            runId: outcome.runId,
            activeStep: outcome.activeStep,
            completedSteps: outcome.completedSteps,
            statePath: (0,action_context/* repoPathOrNull */.Wd)(ctx.gh, ctx.workspaceRoot, outcome.statePath),
            manifestPath: (0,action_context/* repoPathOrNull */.Wd)(ctx.gh, ctx.workspaceRoot, outcome.manifestPath),
            artifactName,
            pendingApproval: pendingStep(state),
            artifactId: saved?.id ?? null,
            artifactUrl: saved?.id && ctx.gh.repository && ctx.gh.runId ? `${ctx.gh.serverUrl}/${ctx.gh.repository}/actions/runs/${ctx.gh.runId}/artifacts/${saved.id}` : null,
            artifactDigest: saved?.digest ?? null,
            stagesRun: outcome.stagesRun,
            restoredFrom: restoredFrom(persistence),
        },
        ...(failure ? { failure } : {}),
        conclusion: uploadError && !gating.fail ? 'failure' : gating.conclusion,
        checkTitle: `${outcome.status}${outcome.workflow ? ` \u00b7 ${outcome.workflow}` : ''}${outcome.runId ? ` run ${outcome.runId}` : ''}${sourceTitle(outcome)}`,
        summary: b.toString(),
        annotations,
    };
}
/** Stage log lines masked as the core masks stage logs (values of secret-named variables). */
function maskLines(lines, env) {
    const secrets = (0,transcript/* secretValues */.VX)(stageEnvironmentBase(env));
    return secrets.length === 0 ? lines : lines.map((l) => (0,transcript/* maskSecrets */.QU)(l, secrets));
}
/** The artifact the command's state came from, for the restored-from output. */
function restoredFrom(p) {
    return p.kind === 'on' && p.restore?.kind === 'restored' ? p.restore.artifact.name : null;
}
/** The approval step a paused run waits at, or null. */
function pendingStep(state) {
    const pending = state?.pending_approval;
    return pending && state?.active_step === pending.step ? pending.step : null;
}
/** The check title says when a run continued with verdicts made at another commit, or went back. */
function sourceTitle(outcome) {
    const c = outcome.sourceChange;
    if (!c)
        return '';
    if (c.policy === 'keep' && c.kept.length > 0)
        return ` \u00b7 kept verdicts from another commit (${c.kept.join(', ')})`;
    if (c.rerun_from !== null)
        return ` \u00b7 source changed: back to ${c.rerun_from}`;
    return ' \u00b7 source changed';
}
function approvalLine(d) {
    const r = d.record;
    return `${r.decision === 'approved' ? '\u2705' : '\u26d4'} Step ${(0,markdown/* code */.aY)(r.step)} ${(0,markdown/* esc */.UQ)(r.decision)} by ${(0,markdown/* code */.aY)(r.by)} (visit ${(0,markdown/* esc */.UQ)(r.visit)}, state ${(0,markdown/* code */.aY)(`sha256 ${r.state_digest.slice(0, 12)}\u2026`)})${r.note ? `: ${(0,markdown/* esc */.UQ)(r.note)}` : ''}`;
}
function alreadyLine(r) {
    return `${r.decision === 'approved' ? '\u2705' : '\u26d4'} Step ${(0,markdown/* code */.aY)(r.step)} ${(0,markdown/* esc */.UQ)(r.decision)} by ${(0,markdown/* code */.aY)(r.by)} (visit ${(0,markdown/* esc */.UQ)(r.visit)}): already recorded in the run's state (an earlier attempt of this job), not recorded again`;
}
/**
 * The decision the approve / reject input asks for, when the restored run already holds it: nothing
 * awaits a decision (here or in a child run), and the run's last decision is this one \u2014 same
 * decision, same step (when named), same actor, made at the job's commit. That is "Re-run failed
 * jobs" of the job that decided and then failed further on (its restored state is its own): the
 * job goes on with the run instead of refusing, and records nothing. Any other case is decided (or
 * refused) as before.
 */
function alreadyDecided(state, approval, actor, sourceCommit) {
    if (!state || state.pending_approval || (0,approval_transition/* childrenPausedFor */.zM)(state).length > 0)
        return undefined;
    const last = state.approvals?.at(-1);
    if (!last || last.decision !== approval.decision || last.by !== actor)
        return undefined;
    if (approval.step !== undefined && last.step !== approval.step)
        return undefined;
    return (last.source_commit ?? null) === sourceCommit() ? last : undefined;
}
/**
 * Record approve / reject for the GitHub actor on the run's pending approval (restored from the
 * artifact): the core refuses when nothing is pending, the actor is not an approver, or the state
 * changed since the approval was requested. The decision, or the refusal as the step's result; or
 * the decision already recorded, when a re-run of the job that made it finds it (alreadyDecided).
 */
async function decideApproval(inputs, approval, ctx, workflowFile) {
    const name = approval.decision === 'approved' ? 'approve' : 'reject';
    const actor = ctx.gh.actor;
    if (!actor)
        throw new action_inputs/* InputError */.dz(`input '${name}' needs the GitHub actor (GITHUB_ACTOR) to record who decided; it is set on every GitHub Actions runner`);
    const invocation = invocationOf(inputs);
    // Asked at most once, and only where there is a run's state to decide on: a workflow that does not
    // load, or a run that has not started, spawns no git rev-parse (as status and plan).
    let asked;
    const sourceCommit = () => (asked ??= { commit: ctx.source.sourceCommit(ctx.workspaceRoot) }).commit;
    const located = await (0,formats/* withFormatImporters */.Px)((importers) => (0,gate_schema/* withGateSchemaEngine */.tR)(() => (0,commands_status/* getStatus */.BS)(ctx.workspaceRoot, workflowFile, invocation, importers)));
    const already = alreadyDecided(located.state, approval, actor, sourceCommit);
    if (already)
        return { already };
    if (approval.step !== undefined) {
        // The decision names the step it is for: it must be the one pending now.
        const pending = pendingStep(located.state);
        if (located.state && pending === null && located.state.active_step === null) {
            // Finished: no run of it pauses again, so do not advise continuing it (as the CLI says).
            const fix = 'A finished run takes no more decisions: check the run id; to go through its approval again, start the workflow over with a new run-id, or this one with execution-mode: fresh.';
            return refusedDecision(ctx, workflowFile, { ...located, status: 'APPROVAL_NOT_PENDING', message: `run ${located.runId ?? '?'} already finished (${located.state.status}) and awaits no approval; nothing was recorded` }, fix);
        }
        if (located.state && pending !== approval.step) {
            const why = pending ? `step ${pending} awaits approval, not ${approval.step}` : `no approval is pending (active step: ${located.activeStep ?? 'none, the run finished'})`;
            const fix = pending ? `${name}: ${approval.step} names another step; use ${name}: true for whichever step is pending, or check the run id.` : `Nothing awaits a decision in this run: check the run id, or continue the run without ${name}.`;
            return refusedDecision(ctx, workflowFile, { ...located, status: 'APPROVAL_NOT_PENDING', message: `run ${located.runId ?? '?'}: ${why}; nothing was recorded` }, fix);
        }
    }
    // The workflow is loaded (and checked) before the run is changed: safe to read again.
    const report = await (0,formats/* withFormatImporters */.Px)((importers) => (0,gate_schema/* withGateSchemaEngine */.tR)(() => (0,approve/* recordApproval */.L)(ctx.workspaceRoot, workflowFile, invocation, { decision: approval.decision, by: actor, note: approval.note, commandName: 'stagegate', sourceCommit }, new Date(), importers)));
    if (report.exitCode !== 0)
        return refusedDecision(ctx, workflowFile, report, report.hint ?? (0,action_report/* stopFix */.yG)(report.status) ?? '');
    return report;
}
function refusedDecision(ctx, workflowFile, r, fix) {
    const b = new markdown/* MarkdownBudget */.nd();
    (0,action_report/* bannerBlock */.g$)(b, `${(0,markdown/* esc */.UQ)(r.workflow ?? workflowFile)}${r.runId ? ` \u00b7 run ${(0,markdown/* code */.aY)(r.runId)}` : ''}`, r.status, [(0,markdown/* esc */.UQ)((0,words/* actionWords */.I)(r.message)), `**Fix:** ${(0,markdown/* esc */.UQ)((0,words/* actionWords */.I)(fix))}`, 'Nothing was recorded and nothing ran.']);
    return {
        outputs: { ...(0,action_context/* emptyOutputs */.q_)(r.status), runId: r.runId, statePath: r.statePath },
        failure: `${r.status}: ${(0,words/* actionWords */.I)(r.message)}`,
        conclusion: 'failure',
        checkTitle: `${r.status}${r.runId ? ` \u00b7 run ${r.runId}` : ''}`,
        summary: b.toString(),
        annotations: [{ level: 'error', message: `${r.status}: ${(0,words/* actionWords */.I)(r.message)}\nFix: ${(0,words/* actionWords */.I)(fix)}`, properties: { title: `stagegate: ${r.status}` } }],
    };
}
/** What to do about a restore that could not be done, by its cause. */
function restoreFix(error, message) {
    if (error instanceof ArtifactsUnavailableOnGhes) {
        return 'Set persist: none. To carry a run between jobs there, save its run root with an artifact or cache action your server supports (actions/upload-artifact@v3 and download-artifact@v3, or actions/cache) in steps around stagegate, or keep the run in one job. See docs/action.md (GitHub Enterprise Server).';
    }
    if (error instanceof ArtifactRuntimeMissing)
        return 'Run stagegate as an action step (uses:), or set persist: none.';
    // This workflow run's own artifacts go through the job's runtime token: no permission or run id of the workflow's is at fault.
    if (error instanceof RestoreFailed && error.scope?.kind === 'current') {
        if (error.what === 'shards')
            return "The artifact service failed on this workflow run's shard artifacts (see the message; on a re-run it has refused artifacts of an earlier attempt): nothing was merged and the run is unchanged. Re-run the job; or re-run the legs, whose new artifacts the merge takes, or resume without the merge to run the pending items in-process.";
        if (/\b404\b|not found/i.test(message))
            return "The artifact service did not give this workflow run's state artifact, although it listed it (deleted meanwhile, or \u2014 on a re-run \u2014 an artifact of an earlier attempt the service refused): re-run the job; to start the run over instead, set execution-mode: fresh. Nothing was run.";
        return "The artifact service failed on this workflow run's state artifact (see the message): re-run the job. Nothing was run.";
    }
    if (/\b(401|403)\b|Resource not accessible|Bad credentials/i.test(message))
        return 'The token was refused: a job that reads another workflow run\'s artifacts (resume-from-run-id) needs permissions: actions: read. Nothing was run.';
    if (/\b404\b|not found/i.test(message))
        return 'The workflow run or artifact was not found: check resume-from-run-id (a github.run_id of this repository). Nothing was run.';
    if (/\b410\b|expired|gone/i.test(message))
        return 'The artifact has expired (retention-days): start the run again with execution-mode: fresh. Nothing was run.';
    return 'The artifact service failed (see the message); re-run the job. Nothing was run.';
}
/** `askedRunId`: the run-id input, the run's id when the failure came before its location was known. */
function persistenceError(error, ctx, askedRunId) {
    const status = 'ARTIFACT_RESTORE_FAILED';
    const message = error instanceof Error ? error.message : String(error);
    const location = error instanceof RestoreFailed ? error.location : undefined;
    const fix = restoreFix(error, message);
    const b = new markdown/* MarkdownBudget */.nd();
    (0,action_report/* bannerBlock */.g$)(b, location ? `${(0,markdown/* esc */.UQ)(location.workflowName)} \u00b7 run ${(0,markdown/* code */.aY)(location.runId)}` : 'stagegate', status, [(0,markdown/* esc */.UQ)(message), `**Fix:** ${(0,markdown/* esc */.UQ)(fix)}`]);
    return {
        outputs: { ...(0,action_context/* emptyOutputs */.q_)(status), runId: location?.runId ?? askedRunId ?? null, statePath: location ? (0,action_context/* repoPath */.qN)(ctx.gh, ctx.workspaceRoot, location.statePath) : null },
        failure: `${status}: ${message}`,
        conclusion: 'failure',
        checkTitle: 'State could not be restored',
        summary: b.toString(),
        annotations: [{ level: 'error', message: `${status}: ${message}\nFix: ${fix}`, properties: { title: `stagegate: ${status}` } }],
    };
}
/** The run outputs of a run as its state has it (command: status, and command: shards beside its matrix). */
function reportOutputs(ctx, r, persistence) {
    return {
        status: r.status,
        complete: r.status === 'WORKFLOW_COMPLETE',
        runId: r.runId,
        activeStep: r.activeStep,
        completedSteps: r.completedSteps,
        statePath: (0,action_context/* repoPathOrNull */.Wd)(ctx.gh, ctx.workspaceRoot, r.statePath),
        manifestPath: (0,action_context/* repoPathOrNull */.Wd)(ctx.gh, ctx.workspaceRoot, r.manifestPath),
        artifactName: null,
        pendingApproval: pendingStep(r.state),
        restoredFrom: restoredFrom(persistence),
    };
}
async function statusCommand(inputs, ctx) {
    const workflowFile = inputs.workflow[0];
    const persistence = await restoreOrRefuse(inputs, ctx, workflowFile);
    if ('outputs' in persistence)
        return persistence;
    // Compared with the pull request's head (or the sha input): a run finished at another commit is not reported complete.
    const sourceCommit = () => ctx.source.sourceCommit(ctx.workspaceRoot);
    const report = await (0,formats/* withFormatImporters */.Px)((importers) => (0,gate_schema/* withGateSchemaEngine */.tR)(() => (0,commands_status/* getStatus */.BS)(ctx.workspaceRoot, workflowFile, invocationOf(inputs), importers, { sourceCommit })));
    const workflow = await loadModel(ctx.workspaceRoot, workflowFile);
    const fail = report.exitCode !== 0;
    const b = new markdown/* MarkdownBudget */.nd();
    (0,action_report/* bannerBlock */.g$)(b, `${(0,markdown/* esc */.UQ)(report.workflow ?? workflowFile)}${report.runId ? ` \u00b7 run ${(0,markdown/* code */.aY)(report.runId)}` : ''}`, report.status, [
        (0,markdown/* esc */.UQ)((0,words/* actionWords */.I)(report.message)),
        report.locked ? '\ud83d\udd12 A runner holds the lock of this run.' : '',
        pendingStep(report.state) ? `\u23f8\ufe0f Step ${(0,markdown/* code */.aY)(pendingStep(report.state))} awaits approval: ${(0,markdown/* esc */.UQ)(report.state.pending_approval.message)}` : '',
        fail ? `**Fix:** ${(0,markdown/* esc */.UQ)((0,words/* actionWords */.I)(report.hint ?? (0,action_report/* stopFix */.yG)(report.status) ?? ''))}` : '',
    ]);
    if (workflow) {
        graphBlock(b, workflow, report.state, report.log?.history);
        b.add('#### Steps\n\n');
        stepsTable(b, workflow, report.state);
    }
    // A paused run: the next step, as the run's own summary said it when it paused.
    if (report.nextCommand) {
        b.add('#### Next\n\n');
        b.add(nextSteps({ ...report, nextCommand: report.nextCommand }, inputs, ctx, null).join('\n') + '\n\n');
    }
    (0,action_report/* detailsBlock */.g4)(b, 'Run details', [
        ['State', report.statePath ? (0,markdown/* code */.aY)((0,action_context/* repoPath */.qN)(ctx.gh, ctx.workspaceRoot, report.statePath)) : null],
        ['Carried state', restoredLine(persistence)],
        ['Inputs', (0,action_report/* inputsList */.Wq)(report.state?.inputs)],
    ]);
    // Only a complete run passes a required check: a paused, started or unstarted one does not (unless partial-conclusion: neutral).
    const conclusion = fail ? 'failure' : report.status === 'WORKFLOW_COMPLETE' ? 'success' : inputs.partialConclusion;
    return {
        outputs: reportOutputs(ctx, report, persistence),
        ...(fail ? { failure: failureText(report, undefined) } : {}),
        conclusion,
        checkTitle: `${report.status}${report.workflow ? ` \u00b7 ${report.workflow}` : ''}${report.runId ? ` run ${report.runId}` : ''}${report.keptVerdicts ? ` \u00b7 kept verdicts from another commit (${report.keptVerdicts.join(', ')})` : ''}`,
        summary: b.toString(),
        annotations: fail ? [stepAnnotation(ctx, workflow, report, stoppedStep(report.state, report.activeStep), 'error', failureText(report, undefined))] : [],
    };
}
async function planCommand(inputs, ctx) {
    const workflowFile = inputs.workflow[0];
    const persistence = await restoreOrRefuse(inputs, ctx, workflowFile);
    if ('outputs' in persistence)
        return persistence;
    const sourceCommit = () => ctx.source.sourceCommit(ctx.workspaceRoot);
    const plan = await (0,formats/* withFormatImporters */.Px)((importers) => (0,gate_schema/* withGateSchemaEngine */.tR)(() => makePlan(ctx.workspaceRoot, workflowFile, invocationOf(inputs), { sourceCommit, importers, agents: { agent: inputs.agent, agentCommand: inputs.agentCommand, agentArgs: inputs.agentArgs }, pathEnv: ctx.env['PATH'] ?? '' })));
    const report = await (0,formats/* withFormatImporters */.Px)((importers) => (0,gate_schema/* withGateSchemaEngine */.tR)(() => (0,commands_status/* getStatus */.BS)(ctx.workspaceRoot, workflowFile, invocationOf(inputs), importers)));
    const workflow = await loadModel(ctx.workspaceRoot, workflowFile);
    const fail = plan.exitCode !== 0;
    const b = new markdown/* MarkdownBudget */.nd();
    (0,action_report/* bannerBlock */.g$)(b, `${(0,markdown/* esc */.UQ)(plan.workflow ?? workflowFile)}${plan.runId ? ` \u00b7 run ${(0,markdown/* code */.aY)(plan.runId)}` : ''}`, plan.status, [
        (0,markdown/* esc */.UQ)((0,words/* actionWords */.I)(plan.message)),
        plan.nextStep ? `Next step: ${(0,markdown/* code */.aY)(plan.nextStep)}${plan.stopAfterStep ? `; stops after ${(0,markdown/* code */.aY)(plan.stopAfterStep)}` : ''}` : '',
        fail ? `**Fix:** ${(0,markdown/* esc */.UQ)((0,words/* actionWords */.I)(plan.hint ?? (0,action_report/* stopFix */.yG)(plan.status) ?? ''))}` : '',
    ]);
    if (workflow)
        graphBlock(b, workflow, plan.mode === 'fresh' ? undefined : report.state, plan.mode === 'fresh' ? [] : report.log?.history);
    if (plan.steps.length > 0) {
        b.add('#### Plan\n\n');
        (0,action_report/* planTable */.k0)(b, plan);
    }
    (0,action_report/* detailsBlock */.g4)(b, 'Run details', [
        ['Mode', plan.mode ? (0,markdown/* code */.aY)(plan.mode) : null],
        ['State', plan.statePath ? `${(0,markdown/* code */.aY)((0,action_context/* repoPath */.qN)(ctx.gh, ctx.workspaceRoot, plan.statePath))}${plan.stateFound ? '' : ' (not found)'}` : null],
        ['Carried state', restoredLine(persistence)],
    ]);
    return {
        outputs: {
            status: plan.status,
            complete: false,
            runId: plan.runId,
            activeStep: plan.nextStep,
            completedSteps: plan.steps.filter((s) => s.disposition === 'completed').map((s) => s.id),
            statePath: (0,action_context/* repoPathOrNull */.Wd)(ctx.gh, ctx.workspaceRoot, plan.statePath),
            manifestPath: (0,action_context/* repoPathOrNull */.Wd)(ctx.gh, ctx.workspaceRoot, report.manifestPath),
            restoredFrom: restoredFrom(persistence),
            artifactName: null,
        },
        ...(fail ? { failure: failureText(plan, undefined) } : {}),
        conclusion: fail ? 'failure' : 'success',
        checkTitle: fail ? `${plan.status}` : `Plan${plan.nextStep ? `: next ${plan.nextStep}` : ''}`,
        summary: b.toString(),
        // On the file line the stop names (a contract error), as a failed run's annotation is.
        annotations: fail ? [stepAnnotation(ctx, workflow, { status: plan.status, ...(plan.stop?.location ? { location: plan.stop.location } : {}) }, null, 'error', failureText(plan, undefined))] : [],
    };
}


/***/ }),

/***/ 88803:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w$: () => (/* binding */ lastLines),
/* harmony export */   zG: () => (/* binding */ StageLogPrinter)
/* harmony export */ });
/* unused harmony exports FAILURE_TAIL_LINES, groupName */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38037);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(79579);
// Stage output in the job log: each stage attempt in a collapsible group named
// `step \u00b7 visit N \u00b7 attempt N`, its output printed as it is written, and the stage's last lines
// kept for the failure report (summary and annotation).
//
// The text comes from the core's `stage_output` events (already masked). With a core that does not
// stream, the action's process runner reads each stage's log file while the stage runs and feeds the
// same printer (`fromLogFile`); a `stage_output` event switches that fallback off for good, so the
// two sources never both print.




/** Lines of a failed stage's log shown in the summary and the annotation. */
const FAILURE_TAIL_LINES = 20;
const TAIL_BYTES = 16 * 1024;
function groupName(step, visit, attempt) {
    return `${step} \u00b7 visit ${visit} \u00b7 attempt ${attempt}`;
}
/**
 * Where a status the step routed led, as the CLI's progress says it (src/cli/progress.ts
 * routeText): the next step, or the stop it led to (a status routed to BLOCKED, a failed join
 * without a route); a pause is still a route.
 */
function routed(code, next) {
    if (code === undefined || code === 'WORKFLOW_COMPLETE')
        return `-> ${next ?? 'end'}`;
    if (code === 'PARTIAL_RESUMABLE')
        return `-> ${next ?? 'end'} (paused)`;
    return `stopped: ${code}`;
}
class StageLogPrinter {
    io;
    open;
    partial = new Map();
    /** The core streams stage output itself: the log-file fallback stays silent. */
    coreStreams = false;
    /** Workspace-relative log of the last stage that failed (and no later attempt of it succeeded), and its step. */
    lastFailure;
    constructor(io) {
        this.io = io;
    }
    onEvent(e) {
        switch (e.type) {
            case 'run_started':
                this.io.info(`stagegate ${e.workflow} \u00b7 run ${e.runId} \u00b7 ${e.resumed ? 'resuming' : e.mode === 'fresh' ? 'fresh' : 'new run'}`);
                break;
            case 'stage_started':
                this.openGroup(groupName(e.step, e.visit, e.attempt));
                break;
            case 'stage_output':
                this.coreStreams = true;
                this.text(e.branch ? `${e.step}/${e.branch}` : e.step, groupName(e.step, e.visit, e.attempt), e.text);
                break;
            case 'stage_finished': {
                const key = groupName(e.step, e.visit, e.attempt);
                this.flush(key);
                if (this.open === key)
                    this.closeGroup();
                const visit = e.visit > 1 ? ` (visit ${e.visit})` : '';
                // A child workflow that paused (at its approval, say) did not fail: its log is no failure's.
                const paused = !e.ok && e.code === 'PARTIAL_RESUMABLE';
                this.io.info(e.ok
                    ? `[${e.completed}/${e.totalSteps}] ${e.step}: ${e.gateStatus} ${routed(e.code, e.next)} (${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .duration */ .p0)(e.durationMs)})${visit}`
                    : paused
                        ? `[${e.completed}/${e.totalSteps}] ${e.step}: paused (${e.code}) (${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .duration */ .p0)(e.durationMs)})${visit}`
                        : `[${e.completed}/${e.totalSteps}] ${e.step}: ${e.code} (${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .duration */ .p0)(e.durationMs)})${visit}${e.logPath ? ` log: ${e.logPath}` : ''}`);
                // A failed join (no log of its own) keeps its failed branch's log as the one to show; an
                // earlier failure of another step (routed on by on_failure) is not why this one stopped.
                if (!e.ok && !paused)
                    this.lastFailure = e.logPath === undefined && this.lastFailure?.logPath !== undefined && this.lastFailure.step.startsWith(`${e.step}/`) ? this.lastFailure : { step: e.step, logPath: e.logPath };
                // A later attempt of the same step that succeeded (a retry, a fallback from a delegated
                // attempt) supersedes the failure: its log is not why the run stopped.
                else if (this.lastFailure?.step === e.step)
                    this.lastFailure = undefined;
                break;
            }
            case 'stage_retrying':
                this.io.info(`${e.step}: retrying (attempt ${e.attempt}) in ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .duration */ .p0)(e.delayMs)}: ${e.reason}`);
                break;
            case 'note':
                this.io.info((0,_words_js__WEBPACK_IMPORTED_MODULE_3__/* .actionWords */ .I)(e.message));
                break;
        }
    }
    /** Text read from a stage's log file by the fallback (ignored once the core streams). */
    fromLogFile(step, visit, attempt, text) {
        if (this.coreStreams)
            return;
        this.text(step, groupName(step, visit, attempt), text);
    }
    /** Close whatever is open (the run ended or was interrupted). */
    end() {
        for (const key of [...this.partial.keys()])
            this.flush(key);
        if (this.open !== undefined)
            this.closeGroup();
    }
    openGroup(name) {
        if (this.open !== undefined)
            this.closeGroup();
        this.io.startGroup(name);
        this.open = name;
    }
    closeGroup() {
        this.io.endGroup();
        this.open = undefined;
    }
    /** Whole lines go out as they come; a stage printed outside its own group is prefixed with its name. */
    text(label, key, text) {
        const pending = (this.partial.get(key) ?? '') + text;
        const cut = pending.lastIndexOf('\n');
        if (cut < 0) {
            this.partial.set(key, pending);
            return;
        }
        this.partial.set(key, pending.slice(cut + 1));
        this.print(label, key, pending.slice(0, cut));
    }
    flush(key) {
        const rest = this.partial.get(key);
        this.partial.delete(key);
        if (rest)
            this.print(key.split(' \u00b7 ')[0], key, rest);
    }
    print(label, key, text) {
        const lines = text.split('\n').map((l) => l.replace(/\r$/, ''));
        const shown = (this.open === key ? lines : lines.map((l) => `[${label}] ${l}`)).join('\n');
        if (!shown.includes('::')) {
            this.io.info(shown);
            return;
        }
        // Stage text is shown, never obeyed: a stage (an agent, say) printing ::set-output or
        // ::add-mask must not steer the job. stop-commands with a fresh token turns commands off.
        const token = (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.randomUUID)();
        this.io.info(`::stop-commands::${token}`);
        this.io.info(shown);
        this.io.info(`::${token}::`);
    }
}
/** The last lines of a file (at most FAILURE_TAIL_LINES, from its last 16 KiB); [] when unreadable. */
function lastLines(absPath, count = FAILURE_TAIL_LINES) {
    let fd;
    try {
        const size = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(absPath).size;
        const length = Math.min(size, TAIL_BYTES);
        const buffer = Buffer.alloc(length);
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(absPath, 'r');
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, 0, length, size - length);
        let text = buffer.toString('utf8');
        if (length < size)
            text = text.slice(text.indexOf('\n') + 1);
        return text.replace(/\s+$/, '').split(/\r?\n/).slice(-count).filter((l, i, all) => l !== '' || i < all.length - 1);
    }
    catch {
        return [];
    }
    finally {
        if (fd !== undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}


/***/ }),

/***/ 15216:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ ACTION_STOP_GRACE_MS),
/* harmony export */   o: () => (/* binding */ stageProcessRunner)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_string_decoder__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(46193);
/* harmony import */ var node_string_decoder__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_string_decoder__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_steps_process_transcript_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42303);
/* harmony import */ var _host_process_runner_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(57432);
// The process runner the action gives the core: the host's, plus what a job needs around it.
//  - Cancellation: the job's AbortSignal goes into every ProcessRequest (the core's cancellation
//    contract): the host's runner forwards the job's SIGINT to each stage's group and kills the
//    tree after ACTION_STOP_GRACE_MS; when it aborts, no new stage starts, and the running stage
//    trees are killed here too once that grace is over, so a cancelled job never leaves a stage
//    running whatever the core does with the signal.
//  - Masking: the secret values the core masks in stage logs are registered with the runner
//    (::add-mask::) before the stage starts, so the job log and summary mask them too.
//  - Stage output: a core that streams stage output asks for it with ProcessRequest.onOutput and
//    emits `stage_output` events. For one that does not (no onOutput in the request), the stage's
//    log file is read while the stage runs and handed to the job-log printer instead.




/** Reads what a growing file gained since the last read (a character split across reads is kept whole). */
class FileFollower {
    path;
    offset = 0;
    decoder = new node_string_decoder__WEBPACK_IMPORTED_MODULE_1__.StringDecoder('utf8');
    constructor(path) {
        this.path = path;
        try {
            // A log reused by a later attempt is appended to: text already there is not shown again.
            this.offset = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).size;
        }
        catch {
            this.offset = 0;
        }
    }
    read() {
        let fd;
        try {
            const size = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(this.path).size;
            if (size <= this.offset)
                return '';
            const buffer = Buffer.alloc(Math.min(size - this.offset, 1024 * 1024));
            fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(this.path, 'r');
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, 0, buffer.length, this.offset);
            this.offset += n;
            return this.decoder.write(buffer.subarray(0, n));
        }
        catch {
            return '';
        }
        finally {
            if (fd !== undefined)
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        }
    }
}
/**
 * How long a stage of a cancelled job has to exit after the job's SIGINT reaches it (its traps,
 * an agent CLI's shutdown) before its tree is killed: the runner sends SIGTERM 7.5 s after SIGINT
 * and kills the step 2.5 s later, and the step still completes its check, writes its outputs and
 * summary and uploads the state after the stages stop (checks.ts, index.ts).
 */
const ACTION_STOP_GRACE_MS = 3_000;
function stageProcessRunner(inner, options) {
    const { signal } = options;
    const masked = new Set();
    signal.addEventListener('abort', () => setTimeout(_host_process_runner_js__WEBPACK_IMPORTED_MODULE_3__/* .killRunningStages */ .$G, ACTION_STOP_GRACE_MS).unref(), { once: true });
    const runner = {
        async run(request) {
            if (signal.aborted) {
                return { exitCode: null, signal: null, timedOut: false, durationMs: 0, interrupted: true, spawnError: 'not started: the job was cancelled' };
            }
            const secrets = (0,_core_steps_process_transcript_js__WEBPACK_IMPORTED_MODULE_2__/* .secretValues */ .VX)(request.env);
            for (const secret of secrets) {
                if (masked.has(secret))
                    continue;
                masked.add(secret);
                options.setSecret(secret);
            }
            const coreStreams = request.onOutput !== undefined;
            const follow = options.onLogText && !coreStreams ? new FileFollower(request.logPath) : undefined;
            const step = request.env['STAGEGATE_STEP'] ?? '?';
            const visit = Number(request.env['STAGEGATE_VISIT'] ?? 1);
            const attempt = Number(request.env['STAGEGATE_ATTEMPT'] ?? 1);
            const emit = () => {
                const text = follow?.read();
                if (text)
                    options.onLogText(step, visit, attempt, (0,_core_steps_process_transcript_js__WEBPACK_IMPORTED_MODULE_2__/* .maskSecrets */ .QU)(text, secrets));
            };
            const timer = follow ? setInterval(emit, options.pollMs ?? 250) : undefined;
            try {
                const result = await inner.run({ ...request, signal });
                return signal.aborted && result.exitCode !== 0 ? { ...result, interrupted: true } : result;
            }
            finally {
                if (timer)
                    clearInterval(timer);
                emit();
            }
        },
    };
    if (inner.prepareLog)
        runner.prepareLog = (logPath) => inner.prepareLog(logPath);
    return runner;
}


/***/ }),

/***/ 68664:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ agentNotFound),
/* harmony export */   j: () => (/* binding */ isInstalled)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(82862);
/* harmony import */ var _registry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(39726);
// Is the agent CLI a step would run there at all? Checked before anything runs, so a missing CLI
// is one clear stop (AGENT_NOT_FOUND: the command, how to install it, how to choose another
// agent) instead of a stage that "could not start" with an empty log. Looks at files only.




/** Whether `executable` (a path, or a name looked up on `pathEnv`) is an executable file. */
function isInstalled(executable, pathEnv) {
    const candidates = executable.includes('/') || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(executable) ? [executable] : (pathEnv ?? '').split(node_path__WEBPACK_IMPORTED_MODULE_1__.delimiter).filter((d) => d !== '').map((d) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(d, executable));
    return candidates.some((file) => {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file).isFile();
        }
        catch {
            return false;
        }
    });
}
function agentNotFound(stepId, agent, when) {
    const others = _registry_js__WEBPACK_IMPORTED_MODULE_3__/* .AGENT_NAMES */ .RO.filter((n) => n !== agent.name && n !== 'command').join(', ');
    const where = agent.executable.includes('/') ? `'${agent.executable}' does not exist or is not executable` : `'${agent.executable}' is not on the PATH`;
    const install = agent.adapter.install !== undefined ? `Install it with \`${agent.adapter.install}\`` : 'Check the path, or install the program';
    return new _run_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StagegateError */ .q('AGENT_NOT_FOUND', `step ${stepId} runs the ${agent.name} agent, but its command ${where}${when === 'before' ? '; nothing ran' : ''}`, {
        hint: `${install} (and make sure \`${agent.executable}\` runs in this shell), or choose another agent: --agent ${others}, or --agent command --agent-command PATH.`,
    });
}


/***/ }),

/***/ 91368:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  F: () => (/* binding */ pausedChildRuns),
  L: () => (/* binding */ recordApproval)
});

// EXTERNAL MODULE: ./src/core/run/errors.ts
var errors = __webpack_require__(82862);
// EXTERNAL MODULE: ./src/core/model/loader.ts + 4 modules
var loader = __webpack_require__(86159);
// EXTERNAL MODULE: ./src/core/model/phases.ts
var phases = __webpack_require__(20481);
// EXTERNAL MODULE: ./src/core/state/store.ts
var state_store = __webpack_require__(89916);
// EXTERNAL MODULE: ./src/core/run/stop-codes.ts
var stop_codes = __webpack_require__(12454);
// EXTERNAL MODULE: ./src/core/workspace/workspace.ts
var workspace_workspace = __webpack_require__(25620);
// EXTERNAL MODULE: ./src/core/model/load-and-check.ts
var load_and_check = __webpack_require__(72912);
// EXTERNAL MODULE: ./src/core/run/context.ts
var context = __webpack_require__(46274);
// EXTERNAL MODULE: ./src/core/state/lock.ts
var state_lock = __webpack_require__(20210);
// EXTERNAL MODULE: ./src/core/state/run-store.ts + 1 modules
var run_store = __webpack_require__(77524);
// EXTERNAL MODULE: ./src/core/state/manifest-write.ts
var manifest_write = __webpack_require__(31594);
// EXTERNAL MODULE: ./src/core/run/reduce.ts + 4 modules
var reduce = __webpack_require__(69231);
// EXTERNAL MODULE: ./src/core/state/integrity.ts
var integrity = __webpack_require__(58442);
// EXTERNAL MODULE: ./src/core/run/command-line.ts
var command_line = __webpack_require__(1439);
// EXTERNAL MODULE: ./src/core/model/run-scope.ts
var run_scope = __webpack_require__(41513);
// EXTERNAL MODULE: ./src/core/commands/runs.ts
var runs = __webpack_require__(32910);
// EXTERNAL MODULE: ./src/core/steps/parallel/branches.ts
var parallel_branches = __webpack_require__(29739);
// EXTERNAL MODULE: ./src/core/agents/registry.ts + 6 modules
var registry = __webpack_require__(39726);
;// CONCATENATED MODULE: ./src/core/commands/edit-run.ts
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
    const workspace = new workspace_workspace/* Workspace */.aR(workspaceRoot);
    const workflow = (0,load_and_check/* loadAndCheck */.w)(workspace, workflowFile, importers);
    located(workflow);
    const ctx = (0,context/* resolveRunContext */.xn)(workflow, workspace, { ...invocation, mode: 'resume' }, now, { readOnly: true, naming: { commandName: edit.commandName, inputsInHints: edit.inputsInHints } });
    located(workflow, ctx);
    if (ctx.existing.kind === 'absent') {
        // A mistyped run id reads as a run not started: name the workflow's runs there are.
        const others = ctx.runIdGenerated ? undefined : (0,runs/* otherRunsHint */.IY)(workspace, ctx, edit.inputsInHints === true, edit.commandName);
        throw new errors/* StagegateError */.q(edit.notStarted.code, edit.notStarted.message(ctx), { hint: others ?? (typeof edit.notStarted.hint === 'string' ? edit.notStarted.hint : edit.notStarted.hint(workflow)) });
    }
    const lock = state_lock/* RunLock */.j.acquire(ctx.lockPath, `run ${ctx.runId} of workflow ${workflow.name}`);
    try {
        const files = { state: ctx.statePath.abs, manifest: ctx.manifestPath.abs };
        // Under the lock: the context's replay, re-read only when the journal changed since (reloadRun).
        const load = (0,state_store/* reloadRun */.pI)(ctx.existing, files, workflow, ctx.statePath.rel, { naming: ctx.naming });
        if (load.kind !== 'ok') {
            throw new errors/* StagegateError */.q('WORKFLOW_STATE_INTEGRITY_VIOLATION', `${load.kind === 'corrupt' ? load.reason : `the journal of run ${ctx.runId} is gone`}; nothing was changed`, {
                ...(load.kind === 'corrupt' ? { hint: load.hint } : {}),
                location: { file: load.kind === 'corrupt' ? load.file : ctx.statePath.rel },
            });
        }
        (0,integrity/* checkIntegrity */._)(load.state, workflow, ctx.runId, ctx.bindings, workspace, ctx.statePath.rel, { allowWorkflowChange: false, naming: ctx.naming });
        const event = change(load.state, workflow, ctx);
        const applied = (0,reduce/* applyEvent */.Z8)(load.state, event, workflow);
        const store = run_store/* RunStore */.n.open(files, load);
        try {
            store.commit([(0,reduce/* withClaims */.Qf)(event, applied)]);
            store.writeSnapshot(applied.state);
            if (edit.withManifest)
                (0,manifest_write/* writeManifest */.H)(ctx.manifestPath.abs, applied.state, { head: store.head, journalFile: store.journalFile });
        }
        catch (error) {
            const code = error.code ?? 'error';
            throw new errors/* StagegateError */.q('STATE_WRITE_FAILED', `cannot write the journal of run ${ctx.runId} (${code}): what it recorded before is intact`, { hint: `Free disk space or fix permissions, then ${edit.verb} again.`, cause: error });
        }
        finally {
            store.close();
        }
        return { workflow, ctx, applied };
    }
    finally {
        lock.release();
    }
}
/**
 * The `run` that continues an edited run (approve/reject, skip print it as `next:`): with the agent
 * flags this command was given (`--agent`, `--agent-command`, `--agent-arg`, carried as given).
 * The run records which agent each step ran (`steps.<id>.agent`) but not the command's path or
 * arguments, so without flags nothing is guessed: when an agent-driven step of the workflow has
 * no agent of its own (it takes the run's flags), `note` says the resume needs them, naming the
 * agents the run recorded.
 */
function resumeCommand(commandName, workflow, ctx, state, agents) {
    const command = `${(0,command_line/* runCommandLine */.rZ)(commandName, workflow.file, ctx.runId, (0,run_scope/* stateLocatingInputs */.G$)(workflow, ctx.bound.explicit))}${(0,command_line/* agentFlags */.J)(agents)}`;
    if (agents?.agent !== undefined || agents?.agentCommand !== undefined)
        return { command, note: null };
    const needsFlags = [...workflow.steps.values(), ...(0,parallel_branches/* allBranches */.Iz)(workflow).map(({ branch }) => branch)].some((step) => {
        if (!registry/* AGENT_DRIVEN_KINDS */.vD.has(step.kind))
            return false;
        try {
            (0,registry/* resolveAgent */.cT)(workflow, step, {}, ctx.workspace);
            return false;
        }
        catch {
            return true;
        }
    });
    if (!needsFlags)
        return { command, note: null };
    const used = [...new Set(Object.values(state.steps).flatMap((r) => (r.agent ? [r.agent] : [])))];
    return {
        command,
        note: `the workflow's agent steps take their agent from the run's flags: add the --agent (and --agent-command) the run was started with${used.length > 0 ? ` (it ran ${used.join(', ')})` : ''}, or pass them to this command to have them in next:`,
    };
}

// EXTERNAL MODULE: ./src/core/steps/approval/transition.ts
var transition = __webpack_require__(90660);
// EXTERNAL MODULE: ./src/core/steps/child/run.ts
var run = __webpack_require__(44439);
// EXTERNAL MODULE: ./src/core/run/source-drift.ts
var source_drift = __webpack_require__(35682);
;// CONCATENATED MODULE: ./src/core/commands/approve.ts












/**
 * The child workflow runs this run is paused in and that still await a decision there (each read
 * from its own state: awaitsDecision) \u2014 its active child_workflow step's, or those of the
 * child_workflow branches of its active parallel step \u2014 each with the run as approve or reject
 * names it; and `decided`: those the run paused in that no longer await one (decided since: a
 * resume of this run continues them). A branch's child is located as that branch (a step model of
 * its own) invokes it.
 */
function pausedChildRuns(state, wf, workspace, bindings, withInputs, importers = {}) {
    const all = (0,transition/* childrenPausedFor */.zM)(state);
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
            children.push({ child, approvers: awaits === true ? null : awaits.approvers });
    }
    const branches = step.kind === 'parallel' ? (0,parallel_branches/* branchesOf */.IJ)(wf, step) : [];
    const runs = children.map(({ child, approvers }) => {
        const invoker = child.branch === undefined ? step : branches.find((b) => b.id === child.branch);
        const target = withInputs && invoker ? (0,run/* childRunTarget */.RT)(wf, workspace, bindings, state, invoker, child, importers) : (0,command_line/* runTarget */.Nh)(child.workflow_file, child.run_id, []);
        return { child, target, approvers };
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
        const loaded = (0,loader/* loadWorkflow */.G2)(workspace, child.workflow_file, { importers });
        const statePath = child.state_path !== null ? workspace.tryResolve(child.state_path) : undefined;
        const manifestPath = child.manifest_path !== null ? workspace.tryResolve(child.manifest_path) : undefined;
        if (!loaded.workflow || loaded.diagnostics.some((d) => d.severity === 'error') || !statePath)
            return true;
        const load = (0,state_store/* loadRun */.Sj)({ state: statePath.abs, ...(manifestPath ? { manifest: manifestPath.abs } : {}) }, (0,phases/* withPhaseSteps */.VP)(loaded.workflow), statePath.rel);
        // Unreadable, or another run stands there now: cannot tell.
        if (load.kind !== 'ok' || load.state.run_id !== child.run_id)
            return true;
        const s = load.state;
        if (s.status !== 'PARTIAL_RESUMABLE' || s.in_flight !== null)
            return false;
        // At its own approval: who may decide it (the run that paused names them in its next: command).
        const own = (0,transition/* ownPendingApproval */.Ro)(s);
        if (own !== undefined)
            return { approvers: own.approvers ?? null };
        return (0,transition/* childrenPausedFor */.zM)(s).length > 0;
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        return true;
    }
}
/**
 * A run not started yet: it pauses for a decision at an approval step (its own, or a child run's,
 * a phase's, an item's or a branch's); a workflow with none of these never does.
 */
function notStartedHint(wf) {
    // A composite workflow (entry undefined) runs phases: child workflows, each may have one.
    const mayPause = wf.entry === undefined || [...wf.steps.values()].some((s) => ['approval', 'child_workflow', 'foreach', 'parallel'].includes(s.kind));
    return mayPause ? 'Start the run with stagegate run; it pauses at its approval step.' : `Workflow ${wf.name} has no approval step (nor a child workflow, foreach or parallel step that could have one): no run of it ever awaits approval.`;
}
function recordApproval(workspaceRoot, workflowFile, invocation, input, now, importers) {
    const base = { status: 'APPROVAL_NOT_PENDING', exitCode: 0, message: '', workflow: null, runId: null, statePath: null, decision: input.decision, record: null, nextCommand: null, nextNote: null };
    // The source commit the run paused for this approval at (read with the state the decision is made on).
    let requestedAt = null;
    // The source commit the decision is made at: read once the run's state is there to decide on.
    let decidedAt;
    try {
        const { workflow, ctx, applied } = editRunState(workspaceRoot, workflowFile, invocation, now, {
            notStarted: { code: 'APPROVAL_NOT_PENDING', message: (c) => `no state at ${c.statePath.rel}: run ${c.runId} has not started, so nothing awaits approval`, hint: notStartedHint },
            verb: 'decide',
            withManifest: false,
            inputsInHints: input.inputsInHints === true,
            ...(input.commandName !== undefined ? { commandName: input.commandName } : {}),
        }, (wf, c) => Object.assign(base, { workflow: wf.name }, c ? { runId: c.runId, statePath: c.statePath.rel } : {}), (state, wf, c) => {
            // Paused in a child workflow: the refusal names the child run with the inputs that locate it.
            // A child of a parallel step's branch is located as that branch (a step model of its own) invokes it.
            // Only the children that still await a decision there are named; when none does, the run
            // is ready to resume.
            const verb = input.decision === 'approved' ? 'approve' : 'reject';
            const { runs: paused, decided } = pausedChildRuns(state, wf, c.workspace, c.bindings, input.inputsInHints === true, importers);
            if (paused.length > 0) {
                throw (0,transition/* notPendingInChild */.I3)(state, verb, paused.map((p) => p.child), paused.map((p) => p.target), input.commandName);
            }
            if (decided.length > 0)
                throw (0,transition/* childrenDecided */.se)(state, verb, decided);
            const own = (0,transition/* ownPendingApproval */.Ro)(state);
            // Not an approver: refused here, where the command that decides this run is known (replay refuses it too).
            if (own?.approvers && state.in_flight === null && !own.approvers.includes(input.by)) {
                const target = (0,command_line/* runTarget */.Nh)(wf.file, c.runId, input.inputsInHints === true ? (0,run_scope/* stateLocatingInputs */.G$)(wf, c.bound.explicit) : []);
                throw (0,transition/* approverNotAllowed */.PE)(input.by, verb, own.step, own.approvers, `${input.commandName ?? 'stagegate'} ${verb} ${target}`);
            }
            requestedAt = own?.source_commit ?? null;
            decidedAt = input.sourceCommit?.();
            return { event: 'approval_decided', at: now.toISOString(), decision: input.decision, by: input.by, note: input.note, ...(decidedAt !== undefined ? { source_commit: decidedAt } : {}) };
        }, importers);
        const next = applied.state;
        const record = next.approvals[next.approvals.length - 1];
        const resume = resumeCommand(input.commandName ?? 'stagegate', workflow, ctx, next, input.agents);
        // At a commit where the run's verdicts are stale, the plain resume refuses (on_source_change:
        // refuse): the ways on it names instead \u2014 rerun (its next_command), or keep (this decision counts).
        const policy = (0,source_drift/* effectivePolicy */.Ci)(invocation, workflow);
        const stale = decidedAt !== undefined && (0,source_drift/* refuses */.QQ)((0,source_drift/* sourceChange */.Mh)(next, { source_commit: decidedAt, agent_package_version: ctx.agentPackageVersion }, policy), policy);
        return {
            ...base,
            status: next.status,
            exitCode: 0,
            message: next.message ?? '',
            record,
            nextCommand: stale ? `${resume.command} --on-source-change rerun` : resume.command,
            ...(stale ? { nextAlternative: `${resume.command} --on-source-change keep` } : {}),
            nextNote: resume.note,
            ...(requestedAt !== null && decidedAt && decidedAt !== requestedAt ? { sourceWarning: sourceWarning(record, ctx.runId, requestedAt, decidedAt) } : {}),
        };
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        return { ...base, status: error.code, exitCode: (0,stop_codes/* exitStatusFor */.ex)(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}) };
    }
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

/***/ 32910:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IY: () => (/* binding */ otherRunsHint)
/* harmony export */ });
/* unused harmony exports listRuns, findCleanable, removeCleanable */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _state_store_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89916);
/* harmony import */ var _state_journal_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90666);
/* harmony import */ var _state_supersede_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(92537);
/* harmony import */ var _steps_foreach_manifest_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(75517);
/* harmony import */ var _shards_branch_fan_out_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(85404);
/* harmony import */ var _workspace_nested_repo_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(98015);
/* harmony import */ var _model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(51742);
/* harmony import */ var _model_run_scope_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(41513);
/* harmony import */ var _run_command_line_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1439);
// The runs a workspace holds, found by their state files (whatever state_path named them: the
// file's own header says what it is), for `stagegate list` and `stagegate clean`. Runs nested in
// another run's folder (child workflows, foreach items) belong to that run. Read-only, except
// removeRunFolders, which clean calls with what findCleanable found.











/** How a journal file's name ends (state/journal.ts journalPathFor: `<state file name>.journal.jsonl`). */
const JOURNAL_SUFFIX = '.journal.jsonl';
/** Folders never searched: dependencies, VCS data, build output, moved-aside results. */
const SKIP_DIRS = new Set(['node_modules', '.git', _state_supersede_js__WEBPACK_IMPORTED_MODULE_4__/* .SUPERSEDED_DIR */ .T]);
/** How a state file starts (state/store.ts writes it), or its schema line near the top. */
const STATE_MARK = /^# stagegate run state:|^schema: stagegate\/state@/m;
function looksLikeState(path) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, 'r');
    }
    catch {
        return false;
    }
    try {
        const head = Buffer.alloc(512);
        const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, head, 0, head.length, 0);
        return STATE_MARK.test(head.subarray(0, n).toString('utf8'));
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** Whether `file` (a workflow file a state records, workspace-relative) is missing from the workspace; one look per file. */
function workflowFileMissing(workspace, file, seen) {
    let missing = seen.get(file);
    if (missing === undefined) {
        try {
            missing = !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(workspace.resolve(file, 'workflow file').abs, { throwIfNoEntry: false })?.isFile();
        }
        catch {
            // A path that leads out of the workspace (a hand-edited state): not a file of this workspace.
            missing = true;
        }
        seen.set(file, missing);
    }
    return missing;
}
function entryOf(workspace, abs, state, workflows) {
    const rel = workspace.relative(abs);
    return {
        statePath: rel,
        folder: workspace.relative((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(abs)),
        runId: state.run_id,
        workflow: state.workflow,
        workflowFile: state.workflow_file,
        status: state.in_flight !== null ? 'IN_PROGRESS' : state.status,
        activeStep: state.active_step,
        updatedAt: state.updated_at,
        finished: state.active_step === null && state.in_flight === null,
        locked: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(`${abs}.lock`),
        nested: [],
        workflowMissing: workflowFileMissing(workspace, state.workflow_file, workflows),
    };
}
/**
 * A run whose state file `abs` is missing but whose journal `journal` is there: what the journal's
 * verified lines say of it (its first event names the run; its last, when the run stopped, how).
 * Undefined when the journal does not verify or starts no run (not listed as a run).
 */
function journalOnlyEntry(workspace, abs, journal, workflows) {
    let first;
    let last;
    const read = (0,_state_journal_js__WEBPACK_IMPORTED_MODULE_3__/* .scanJournal */ .Hs)(journal, (l) => {
        const line = l;
        if (first === undefined)
            first = line;
        last = line;
    });
    if (read.kind !== 'ok' || first?.event !== 'run_started' || last === undefined)
        return undefined;
    const stopped = last.event === 'run_stopped' || last.event === 'stopped' ? last.code : undefined;
    return {
        statePath: workspace.relative(abs),
        folder: workspace.relative((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(abs)),
        runId: first.run_id,
        workflow: first.workflow,
        workflowFile: first.workflow_file,
        status: stopped ?? 'IN_PROGRESS',
        activeStep: null,
        updatedAt: last.at,
        // Not judged from the journal alone: `clean --older-than` keeps it.
        finished: false,
        locked: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(`${abs}.lock`),
        nested: [],
        workflowMissing: workflowFileMissing(workspace, first.workflow_file, workflows),
        stateMissing: true,
    };
}
/** What the state file's own top lines say of the run (`run_id:`, `workflow:`, `workflow_file:`), when it does not verify. */
function claimedBy(abs) {
    let text = '';
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(abs, 'utf8').slice(0, 4096);
    }
    catch {
        /* gone since: '-' */
    }
    return (key) => new RegExp(`^${key}: *['"]?([^'"\\n]+?)['"]? *$`, 'm').exec(text)?.[1] ?? '-';
}
function unreadableEntry(workspace, abs, reason) {
    let updatedAt = '';
    try {
        updatedAt = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(abs).mtime.toISOString();
    }
    catch {
        /* gone since */
    }
    const claimed = claimedBy(abs);
    return {
        statePath: workspace.relative(abs),
        folder: workspace.relative((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(abs)),
        runId: claimed('run_id'),
        workflow: claimed('workflow'),
        workflowFile: claimed('workflow_file'),
        status: 'WORKFLOW_STATE_INTEGRITY_VIOLATION',
        activeStep: null,
        updatedAt,
        // Never finished: `clean --older-than` keeps it (a damaged run is not removed on a guess).
        finished: false,
        locked: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(`${abs}.lock`),
        nested: [],
        // Not judged: the file it names is a claim of a state that does not verify.
        workflowMissing: false,
        problem: `state file ${workspace.relative(abs)} ${reason}`,
    };
}
function inside(folder, candidate) {
    return candidate.startsWith(folder + '/');
}
/** Every `child: {state_path}` a run's step records name (child workflow steps, phases, parallel branches). */
function childStatesOf(steps, out) {
    if (Array.isArray(steps))
        for (const v of steps)
            childStatesOf(v, out);
    else if (steps !== null && typeof steps === 'object') {
        for (const [key, value] of Object.entries(steps)) {
            const path = key === 'child' && value !== null && typeof value === 'object' ? value.state_path : undefined;
            if (typeof path === 'string')
                out.add(path);
            else
                childStatesOf(value, out);
        }
    }
    return out;
}
function holdsOf(state) {
    const root = state.run_root === '.' ? '' : `${state.run_root}/`;
    return { itemFolders: [`${root}${_steps_foreach_manifest_js__WEBPACK_IMPORTED_MODULE_5__/* .FOREACH_DIR */ .zB}`, `${root}${_shards_branch_fan_out_js__WEBPACK_IMPORTED_MODULE_6__/* .PARALLEL_SHARDS_DIR */ ._N}`], childStates: childStatesOf(state.steps, new Set()) };
}
/**
 * Every run in the workspace, top-level runs first by last update (newest first), nested runs under
 * theirs. A run is nested in the run that started it \u2014 a child workflow run whose state file that
 * run records, a foreach item or parallel shard run in its foreach/ or parallel/ folder \u2014 not in
 * every run whose folder happens to hold its state file (a 4.0 package keeps the baseline's state
 * in docs/reverse-engineering/ and every other workflow's runs below it).
 */
function listRuns(workspace) {
    const found = [];
    const holds = new Map();
    const workflows = new Map();
    const walk = (dir) => {
        let entries;
        try {
            entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir, { withFileTypes: true });
        }
        catch {
            return;
        }
        for (const e of entries) {
            const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, e.name);
            if (e.isDirectory()) {
                // Another repository inside the workspace (nested-repo.ts): its runs are not this workspace's.
                if (!SKIP_DIRS.has(e.name) && !(0,_workspace_nested_repo_js__WEBPACK_IMPORTED_MODULE_7__/* .isNestedRepository */ .S)(path))
                    walk(path);
            }
            else if (e.isFile() && /\.ya?ml$/i.test(e.name) && looksLikeState(path)) {
                // The state file as it stands (its journal's chain and head checked; no workflow needed to list it).
                const read = (0,_state_store_js__WEBPACK_IMPORTED_MODULE_2__/* .readCarriedState */ .OT)(path);
                if (read.kind === 'ok') {
                    const entry = entryOf(workspace, path, read.state, workflows);
                    found.push(entry);
                    holds.set(entry, holdsOf(read.state));
                }
                else if (read.kind === 'corrupt')
                    found.push(unreadableEntry(workspace, path, read.reason));
            }
            else if (e.isFile() && e.name.endsWith(JOURNAL_SUFFIX) && e.name.length > JOURNAL_SUFFIX.length) {
                // A journal whose state file is missing (removed: the next `run` writes it again) is still a run.
                const base = path.slice(0, -JOURNAL_SUFFIX.length);
                if (['.yaml', '.yml'].some((ext) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(`${base}${ext}`, { throwIfNoEntry: false }) !== undefined))
                    continue;
                const entry = journalOnlyEntry(workspace, `${base}.yaml`, path, workflows);
                if (entry)
                    found.push(entry);
            }
        }
    };
    walk(workspace.root);
    // Shallow folders first, so a run's nested runs find it.
    found.sort((a, b) => a.folder.split('/').length - b.folder.split('/').length || a.folder.localeCompare(b.folder));
    const started = (by, run) => {
        const h = holds.get(by);
        return h !== undefined && by !== run && (h.childStates.has(run.statePath) || h.itemFolders.some((f) => inside(f, run.folder)));
    };
    // Deepest starter first (an item's child belongs to the item run, which belongs to its run).
    const deepestFirst = [...found].reverse();
    const starterOf = (run) => deepestFirst.find((by) => started(by, run));
    const top = [];
    for (const run of found) {
        let root = starterOf(run);
        for (let up = root, hops = 0; up !== undefined && hops < found.length; up = starterOf(up), hops++)
            root = up;
        if (root)
            root.nested.push(run);
        else
            top.push(run);
    }
    return top.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.statePath.localeCompare(b.statePath));
}
/**
 * Said when the run a look-up names has no state where it looks, but the workspace holds other
 * runs of that workflow (as `list` finds them, nested runs included: a child workflow's run lives
 * in its parent's): the run's state is elsewhere (the inputs that locate it were not given: they
 * are named), or the run has not started (how to start it; a did-you-mean when the run id is
 * close to one there is). Undefined when the workspace holds no other run of the workflow.
 * `inputsInHints`: the hint may print input values (the CLI; never the Action's summary).
 * `commandName`: what the printed command starts with (the CLI's `stagegate -C DIR`).
 */
function otherRunsHint(workspace, lookup, inputsInHints = true, commandName = 'stagegate') {
    const { workflow, runId } = lookup;
    const statePath = lookup.statePath.rel;
    const flat = (runs) => runs.flatMap((r) => [r, ...flat(r.nested)]);
    const runs = flat(listRuns(workspace)).filter((r) => r.workflow === workflow.name && r.statePath !== statePath);
    if (runs.length === 0)
        return undefined;
    const same = runs.find((r) => r.runId === runId);
    if (same) {
        const recorded = (0,_state_store_js__WEBPACK_IMPORTED_MODULE_2__/* .readCarriedState */ .OT)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(workspace.root, same.statePath));
        const differ = recorded.kind === 'ok' ? (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_8__/* .locatingDifferences */ .WC)(workflow, recorded.state.inputs, lookup.bindings) : [];
        const names = differ.length > 0 ? differ.map(([name]) => name) : (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_8__/* .locatingInputNames */ .S8)(workflow);
        const give = differ.length > 0 && inputsInHints
            ? `give the inputs it was started with that locate it: ${differ.map(_run_command_line_js__WEBPACK_IMPORTED_MODULE_9__/* .inputWord */ .RF).join(' ')}`
            : `give the inputs it was started with that locate it${names.length > 0 ? ` (${names.map((n) => `${n}=`).join(', ')})` : ''}`;
        return `Run ${runId} of workflow ${workflow.name} has its state at ${same.statePath}, not ${statePath}: ${give}.`;
    }
    const ids = [...new Set(runs.map((r) => r.runId))];
    const shown = ids.length > MAX_IDS_SHOWN ? `${ids.slice(0, MAX_IDS_SHOWN).join(', ')} and ${ids.length - MAX_IDS_SHOWN} more (${commandName} list)` : ids.join(', ');
    const mean = (0,_model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_10__/* .didYouMean */ .au)(runId, ids);
    // The run as this invocation locates it, with the required inputs it did not give.
    const missing = workflow.inputs.required.filter((name) => name !== 'run_id' && !lookup.bound.explicit.has(name));
    const start = `${(0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_9__/* .runCommandLine */ .rZ)(commandName, workflow.file, runId, inputsInHints ? (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_8__/* .stateLocatingInputs */ .G$)(workflow, lookup.bound.explicit) : [])}${missing.map((name) => ` ${name}=<value>`).join('')}`;
    return `Run ${runId} of workflow ${workflow.name} has not started; its runs in this workspace: ${shown}.${mean} ${mean ? 'Or start' : 'Start'} it with \`${start}\`.`;
}
/** Run ids an otherRunsHint names at most (newest first). */
const MAX_IDS_SHOWN = 10;
function sizeOf(abs) {
    let bytes = 0;
    let files = 0;
    const walk = (p) => {
        let s;
        try {
            s = lstatSync(p);
        }
        catch {
            return;
        }
        if (s.isDirectory()) {
            for (const name of readdirSync(p))
                walk(join(p, name));
        }
        else {
            bytes += s.size;
            files++;
        }
    };
    walk(abs);
    return { bytes, files };
}
/**
 * What `clean` would remove: every `.superseded/` folder (earlier results a fresh run moved
 * aside), and \u2014 with `olderThanMs` \u2014 the own folders (ownFolder) of finished runs last updated
 * before then. A run with no folder of its own, or whose folder is the workspace root, holds a
 * repository or the workflow file, or holds a run that is not finished, is listed with the
 * reason it is kept.
 */
function findCleanable(workspace, now, olderThanMs) {
    const out = [];
    const walk = (dir) => {
        let entries;
        try {
            entries = readdirSync(dir, { withFileTypes: true });
        }
        catch {
            return;
        }
        for (const e of entries) {
            if (!e.isDirectory() || e.name === 'node_modules' || e.name === '.git')
                continue;
            const path = join(dir, e.name);
            if (e.name === SUPERSEDED_DIR)
                out.push({ kind: 'superseded', path: workspace.relative(path), ...sizeOf(path) });
            else
                walk(path);
        }
    };
    walk(workspace.root);
    if (olderThanMs !== undefined) {
        const cutoff = now.getTime() - olderThanMs;
        const listed = listRuns(workspace);
        // Every run, nested or not: a run of another workflow can keep its state inside this run's folder.
        const every = listed.flatMap((r) => [r, ...r.nested]);
        for (const run of listed) {
            const updated = Date.parse(run.updatedAt);
            if (!run.finished || run.locked || !(updated < cutoff))
                continue;
            const own = run.folder === '.' ? undefined : ownFolder(run.folder, run.runId);
            const folder = own ?? run.folder;
            const abs = join(workspace.root, folder);
            let kept;
            if (run.folder === '.')
                kept = 'its state is in the workspace root, which clean never removes';
            else if (own === undefined)
                kept = `its state is not in a folder of its own (no folder on its state path is named ${run.runId}): clean removes only a run's own folder`;
            else if (existsSync(join(abs, '.git')))
                kept = 'its folder holds a git repository';
            else if (inside(folder, run.workflowFile))
                kept = `its folder holds the workflow file ${run.workflowFile}`;
            else if (every.some((n) => n !== run && (n.folder === folder || inside(folder, n.folder)) && (!n.finished || n.locked)))
                kept = 'a run inside its folder is not finished';
            out.push({ kind: 'run', path: folder, run, ...sizeOf(abs), ...(kept ? { kept } : {}) });
        }
    }
    // A .superseded folder inside a run folder that goes anyway is not listed twice.
    const runs = out.filter((c) => c.kind === 'run' && c.kept === undefined).map((c) => c.path);
    return out.filter((c) => c.kind === 'run' || !runs.some((r) => inside(r, c.path)));
}
/**
 * The folder that is a run's own: the nearest one, from the folder of its state file up, named
 * after the run id (`runs/r1`; `docs/re/runs/r1/state` -> `docs/re/runs/r1`). A state file whose
 * path names no folder after the run (`docs/workflow_state.yaml`, `stagegate/workflow_state.yaml`)
 * shares its folder with files the run did not write: there is no folder clean may remove.
 */
function ownFolder(folder, runId) {
    const parts = folder.split('/');
    for (let i = parts.length; i > 0; i--)
        if (parts[i - 1] === runId)
            return parts.slice(0, i).join('/');
    return undefined;
}
/** Remove what findCleanable listed (never a kept run); each path is checked to be inside the workspace again. */
function removeCleanable(workspace, items) {
    const removed = [];
    for (const item of items) {
        if (item.kept !== undefined)
            continue;
        const target = workspace.resolve(item.path, 'folder to clean');
        if (target.rel === '.' || target.rel.split('/').includes('..'))
            continue;
        try {
            if (!statSync(target.abs).isDirectory())
                continue;
        }
        catch {
            continue;
        }
        rmSync(target.abs, { recursive: true, force: true });
        removed.push(target.rel);
    }
    return removed;
}


/***/ }),

/***/ 48922:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BS: () => (/* binding */ getStatus),
/* harmony export */   Yd: () => (/* binding */ NOT_STARTED),
/* harmony export */   c2: () => (/* reexport safe */ _state_state_js__WEBPACK_IMPORTED_MODULE_6__.c2)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _steps_hand_off_ended_js__WEBPACK_IMPORTED_MODULE_22__ = __webpack_require__(34893);
/* harmony import */ var _validate_diagnostics_js__WEBPACK_IMPORTED_MODULE_20__ = __webpack_require__(88198);
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82862);
/* harmony import */ var _run_stop_codes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(12454);
/* harmony import */ var _workspace_workspace_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25620);
/* harmony import */ var _model_loader_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(86159);
/* harmony import */ var _run_context_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(46274);
/* harmony import */ var _state_state_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(46624);
/* harmony import */ var _run_transition_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(29122);
/* harmony import */ var _model_phases_js__WEBPACK_IMPORTED_MODULE_21__ = __webpack_require__(20481);
/* harmony import */ var _state_store_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(89916);
/* harmony import */ var _state_integrity_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(58442);
/* harmony import */ var _state_lock_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(20210);
/* harmony import */ var _runs_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(32910);
/* harmony import */ var _run_source_drift_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(35682);
/* harmony import */ var _run_command_line_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(1439);
/* harmony import */ var _model_run_scope_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(41513);
/* harmony import */ var _approve_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(91368);
/* harmony import */ var _steps_approval_transition_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(90660);
/* harmony import */ var _run_rewind_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(32226);
/* harmony import */ var _run_rewind_items_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(75447);
/* harmony import */ var _run_paused_next_js__WEBPACK_IMPORTED_MODULE_19__ = __webpack_require__(89673);
// `status`: where a run is, read-only. Needs only the inputs that locate the state.























/** Status of a run that has no state yet. */
const NOT_STARTED = 'NOT_STARTED';
// A run's status from its state (IN_PROGRESS while a step is in flight): state.ts, shared with graph.

/**
 * `importers`: for a workflow in another runner's format (formats/index.ts, withFormatImporters).
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
    const base = { status: NOT_STARTED, exitCode: 0, message: '', workflow: null, workflowFile, runId: null, activeStep: null, completedSteps: [], statePath: null, manifestPath: null, runRoot: null, locked: false, maxVisits: {} };
    try {
        const workspace = new _workspace_workspace_js__WEBPACK_IMPORTED_MODULE_3__/* .Workspace */ .aR(workspaceRoot);
        const name = options.commandName ?? 'stagegate';
        const loaded = (0,_model_loader_js__WEBPACK_IMPORTED_MODULE_4__/* .loadWorkflow */ .G2)(workspace, workflowFile, { importers });
        const first = loaded.diagnostics.find((d) => d.severity === 'error');
        if (!loaded.workflow || first) {
            throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .StagegateError */ .q('WORKFLOW_CONTRACT_INVALID', first ? `${(0,_validate_diagnostics_js__WEBPACK_IMPORTED_MODULE_20__/* .positionOf */ .df)(first)} ${first.code} ${first.message}` : 'invalid workflow', {
                location: first ? (first.line > 0 ? { file: first.file, line: first.line, column: first.column } : { file: first.file }) : {},
                ...(first?.hint !== undefined ? { hint: first.hint } : {}),
            });
        }
        const workflow = (0,_model_phases_js__WEBPACK_IMPORTED_MODULE_21__/* .withPhaseSteps */ .VP)(loaded.workflow);
        // Status reads; it must not demand inputs a resume would take from state.
        const ctx = (0,_run_context_js__WEBPACK_IMPORTED_MODULE_5__/* .resolveRunContext */ .xn)(workflow, workspace, { ...invocation, mode: 'resume' }, new Date(), { readOnly: true, naming: { commandName: name, inputsInHints: options.inputsInHints } });
        const report = {
            ...base,
            workflow: workflow.name,
            workflowFile: workflow.file,
            runId: ctx.runId,
            statePath: ctx.statePath.rel,
            manifestPath: ctx.manifestPath.rel,
            runRoot: ctx.runRoot.rel,
            // Held by a live runner: a lock left by a dead process on this machine is not.
            locked: _state_lock_js__WEBPACK_IMPORTED_MODULE_10__/* .RunLock */ .j.isHeld(ctx.lockPath),
            maxVisits: Object.fromEntries([...workflow.steps.keys()].map((id) => [id, (0,_run_transition_js__WEBPACK_IMPORTED_MODULE_7__/* .maxVisitsOf */ .as)(workflow, id)])),
        };
        // No state here: NOT_STARTED (exit 0, as documented), with the workflow's other runs when a
        // given run id names none of them (a mistyped id looks like a run that has not started).
        const notStarted = (r) => {
            const hint = ctx.runIdGenerated || options.otherRuns !== true ? undefined : (0,_runs_js__WEBPACK_IMPORTED_MODULE_11__/* .otherRunsHint */ .IY)(workspace, ctx, true, name);
            return { ...r, runId: ctx.runIdGenerated ? null : ctx.runId, message: `no state at ${ctx.statePath.rel}: the run has not started`, ...(hint !== undefined ? { hint } : {}) };
        };
        if (ctx.existing.kind === 'absent')
            return notStarted(report);
        // The same load and checks a resume makes (the manifest's journal head included): status
        // reports the stop code `run` would stop with. The journal the context replayed is replayed
        // again only when it changed since (reloadRun, as a resume does under its lock).
        const load = (0,_state_store_js__WEBPACK_IMPORTED_MODULE_8__/* .reloadRun */ .pI)(ctx.existing, { state: ctx.statePath.abs, manifest: ctx.manifestPath.abs }, workflow, ctx.statePath.rel, { naming: ctx.naming });
        if (load.kind === 'corrupt') {
            // A read-only look at the run's files: the state its verified journal replays to, the refusal said with it.
            if (options.lookPastIntegrity === true && load.replayed !== undefined)
                return lookedPast(report, load.replayed, { code: 'WORKFLOW_STATE_INTEGRITY_VIOLATION', message: load.reason, hint: load.hint });
            return { ...report, status: 'WORKFLOW_STATE_INTEGRITY_VIOLATION', exitCode: (0,_run_stop_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .exitStatusFor */ .ex)('WORKFLOW_STATE_INTEGRITY_VIOLATION'), message: load.reason, hint: load.hint };
        }
        if (load.kind === 'absent')
            return notStarted(report);
        const state = load.state;
        // The inputs that locate the run's state, as the commands it prints name them.
        const locating = options.inputsInHints === true ? (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_14__/* .stateLocatingInputs */ .G$)(workflow, ctx.bound.explicit) : [];
        const resume = (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_13__/* .runCommandLine */ .rZ)(name, workflow.file, ctx.runId, locating);
        // The same refusal `run` gives, with its pasteable command (an edited workflow: the resume with --allow-workflow-change).
        try {
            (0,_state_integrity_js__WEBPACK_IMPORTED_MODULE_9__/* .checkIntegrity */ ._)(state, workflow, ctx.runId, ctx.bindings, workspace, ctx.statePath.rel, { allowWorkflowChange: invocation.allowWorkflowChange === true, resumeCommand: resume, naming: ctx.naming });
        }
        catch (error) {
            if (options.lookPastIntegrity !== true || !(0,_run_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .isStagegateError */ .W)(error))
                throw error;
            return lookedPast(report, state, { code: error.code, message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}) });
        }
        const status = (0,_state_state_js__WEBPACK_IMPORTED_MODULE_6__/* .statusOf */ .c2)(state);
        // Paused in child runs: the commands that decide there (with the inputs that locate a child's
        // state for the person at the CLI, as approve's refusal names them).
        // Only those that still await a decision (each child's own state read); when none does any
        // more, the run is ready to resume, and says so.
        const { runs: paused, decided } = status === 'PARTIAL_RESUMABLE' ? (0,_approve_js__WEBPACK_IMPORTED_MODULE_15__/* .pausedChildRuns */ .F)(state, workflow, workspace, ctx.bindings, options.inputsInHints === true, importers) : { runs: [], decided: [] };
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
        const runWords = (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_13__/* .runTarget */ .Nh)(workflow.file, ctx.runId, locating);
        // A stage failed or timed out (STAGE_FAILED, STAGE_TIMEOUT) and left its step active: the resume
        // runs it again as a new attempt (after the fix), the next: the run itself printed when it stopped.
        const next = status === 'PARTIAL_RESUMABLE' && !report.locked
            ? (0,_run_paused_next_js__WEBPACK_IMPORTED_MODULE_19__/* .pausedNext */ .O)(state, name, runWords, resume, awaited)
            : (0,_run_stop_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .stopClass */ .Ti)(status) === 'stage' && state.active_step !== null && !report.locked
                ? { nextCommand: resume }
                : undefined;
        const standing = {
            ...report,
            historyCommand: `${name} history ${runWords}`,
            nextCommand: next?.nextCommand ?? null,
            ...(next?.nextAlternative !== undefined ? { nextAlternative: next.nextAlternative } : {}),
            status,
            exitCode: status === 'IN_PROGRESS' ? 0 : (0,_run_stop_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .exitStatusFor */ .ex)(status),
            ...(ready ? { hint: `Resume this run with ${resume}: it continues the child${decided.length === 1 ? '' : 'ren'}.` } : (blockedFix(workspace, state, workflow, status, resume, ctx.runRoot.rel) ?? {})),
            message: ready
                ? `ready to resume: ${(0,_steps_approval_transition_js__WEBPACK_IMPORTED_MODULE_16__/* .pausedInWords */ .Z)(decided)} this run paused in ${decided.length === 1 ? 'no longer awaits' : 'no longer await'} a decision`
                : partly
                    ? `paused in ${(0,_steps_approval_transition_js__WEBPACK_IMPORTED_MODULE_16__/* .pausedInWords */ .Z)(paused.map((p) => p.child))} (decide there: ${paused.map((p) => `${name} approve ${p.target}`).join('; ')}); ${(0,_steps_approval_transition_js__WEBPACK_IMPORTED_MODULE_16__/* .decidedInWords */ .jD)(decided)}`
                    : state.message ?? (state.in_flight ? `step ${state.in_flight.step} is in flight (or its runner died: resume re-runs it)` : `active step: ${state.active_step ?? 'none (finished)'}`),
            activeStep: state.active_step,
            completedSteps: state.completed_steps,
            state,
            log: load.log,
            ...(pausedChildren.length > 0 ? { pausedChildren } : {}),
            ...(!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(ctx.statePath.abs) ? { stateFileMissing: resume } : {}),
        };
        // A live runner holds the run: it is IN_PROGRESS, whatever a resume would make of it later.
        if (options.sourceCommit !== undefined && !report.locked) {
            const now = { source_commit: options.sourceCommit(), agent_package_version: ctx.agentPackageVersion };
            const atSource = stateAtSource(state, workflow, invocation, now, (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_13__/* .runCommandLine */ .rZ)(name, workflow.file, ctx.runId, (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_14__/* .stateLocatingInputs */ .G$)(workflow, ctx.bound.explicit)));
            // What a resume would make of it at this source is said instead: not the paused run's next step.
            if (atSource)
                return { ...standing, nextCommand: null, nextAlternative: undefined, ...atSource };
            // A keep continued with old verdicts at this source: the run stands, and says so (never silent).
            const kept = (0,_run_source_drift_js__WEBPACK_IMPORTED_MODULE_12__/* .verdictSources */ .Up)(state, now).filter((v) => v.kept).map((v) => v.step);
            if (kept.length > 0)
                return { ...standing, message: `${standing.message} (on_source_change: keep \u2014 continuing with the old verdicts of ${kept.join(', ')}, made at another commit)`, keptVerdicts: kept };
        }
        return standing;
    }
    catch (error) {
        if (!(0,_run_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .isStagegateError */ .W)(error))
            throw error;
        return { ...base, status: error.code, exitCode: (0,_run_stop_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .exitStatusFor */ .ex)(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}), ...(error.nextCommand !== undefined ? { nextCommand: error.nextCommand } : {}) };
    }
}
/** The run a read-only look reads past its refusal (`lookPastIntegrity`): where it is, its state, and the refusal. */
function lookedPast(report, state, integrity) {
    return { ...report, status: integrity.code, exitCode: (0,_run_stop_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .exitStatusFor */ .ex)(integrity.code), message: integrity.message, ...(integrity.hint !== undefined ? { hint: integrity.hint } : {}), activeStep: state.active_step, completedSteps: state.completed_steps, state, integrity };
}
/**
 * A run that ended blocked: the command that runs the step that ended it again (--rerun-from,
 * when the run can rerun from it and it has a visit left under max_visits), else a fresh start.
 * A resume alone would only report the same outcome again.
 */
function blockedFix(workspace, state, workflow, status, resume, runRoot) {
    if (state.active_step !== null || (0,_run_stop_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .stopClass */ .Ti)(status) !== 'blocked')
        return undefined;
    const handOff = (0,_steps_hand_off_ended_js__WEBPACK_IMPORTED_MODULE_22__/* .handOffEnd */ .S)(state, workflow);
    const inputs = [...workflow.inputs.required, ...workflow.inputs.optional].some((i) => i !== 'run_id');
    if (handOff !== undefined)
        return { hint: `${(0,_steps_hand_off_ended_js__WEBPACK_IMPORTED_MODULE_22__/* .handOffHint */ .A)(handOff, `${resume} --mode fresh`)}${inputs ? " (Give the run's inputs again: a fresh run reuses none.)" : ''}` };
    const fresh = `start over with \`${resume} --mode fresh\` (giving the run's inputs again: a fresh run reuses none)`;
    const step = (0,_run_rewind_items_js__WEBPACK_IMPORTED_MODULE_18__/* .rerunFromBlocked */ .dj)(workspace, state, workflow, status, runRoot);
    if (step === undefined)
        return { hint: `A resume only reports this outcome again: fix what blocked it, then ${fresh}.` };
    const ended = state.last_transition?.step;
    if (ended !== undefined && ended !== step && workflow.steps.get(ended)?.kind === 'decision') {
        return { hint: `Decision ${ended} routed to BLOCKED on what step ${step} gave it (run again, it would read the same): fix what ${step} works on, then run ${step} again, keeping the verdicts before it: \`${(0,_run_rewind_js__WEBPACK_IMPORTED_MODULE_17__/* .rerunCommand */ .w4)(resume, step)}\`; or ${fresh}.` };
    }
    return { hint: `Fix what blocked step ${step}, then run it again${(0,_run_rewind_js__WEBPACK_IMPORTED_MODULE_17__/* .rerunInsideInWords */ .zG)(state, workflow, step)}, keeping the verdicts before it: \`${(0,_run_rewind_js__WEBPACK_IMPORTED_MODULE_17__/* .rerunCommand */ .w4)(resume, step)}\`; or ${fresh}.` };
}
/**
 * What a resume at `now` would make of the run's verdicts, when that is not the run as it stands:
 * refuse \u2192 the STALE_ARTIFACT_REJECTED it would stop with; a policy that takes verdicts back (rerun,
 * or an approval made at another commit) \u2192 PARTIAL_RESUMABLE, the step it would go back to in the
 * message. Undefined when every verdict is current, or keep continues with them as they are.
 */
function stateAtSource(state, workflow, invocation, now, command) {
    const policy = (0,_run_source_drift_js__WEBPACK_IMPORTED_MODULE_12__/* .effectivePolicy */ .Ci)(invocation, workflow);
    const change = (0,_run_source_drift_js__WEBPACK_IMPORTED_MODULE_12__/* .sourceChange */ .Mh)(state, now, policy);
    if (!change)
        return undefined;
    if ((0,_run_source_drift_js__WEBPACK_IMPORTED_MODULE_12__/* .refuses */ .QQ)(change, policy)) {
        const error = (0,_run_source_drift_js__WEBPACK_IMPORTED_MODULE_12__/* .refusal */ .x5)(change, state.run_id, command, { finished: state.active_step === null ? state.status : undefined, read: true });
        return { status: error.code, exitCode: (0,_run_stop_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .exitStatusFor */ .ex)(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}) };
    }
    if (change.rerun_from === null)
        return undefined;
    const was = state.active_step === null ? `run ${state.run_id} finished with ${state.status}` : `run ${state.run_id} is at ${state.active_step}`;
    return {
        status: 'PARTIAL_RESUMABLE',
        exitCode: (0,_run_stop_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .exitStatusFor */ .ex)('PARTIAL_RESUMABLE'),
        message: `${was}, but ${(0,_run_source_drift_js__WEBPACK_IMPORTED_MODULE_12__/* .describeSourceChange */ .F)(change)}`,
        hint: `Resume to run it at this source: ${command}${invocation.onSourceChange !== undefined ? ` --on-source-change ${invocation.onSourceChange}` : ''}`,
    };
}


/***/ }),

/***/ 79819:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jd: () => (/* binding */ RESULT_WINDOW_BYTES),
  _j: () => (/* binding */ contractInstructions),
  zT: () => (/* binding */ contractResultFix),
  GO: () => (/* binding */ parseContractTail),
  mp: () => (/* binding */ parseContractWindow)
});

// UNUSED EXPORTS: parseContractResult

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/core/gate/contracts/lines.ts
// Both result contracts read an answer line by line and take its LAST block.
/** The answer's lines, CRLF and CR turned into LF. */
function answerLines(text) {
    return text.replace(/\r\n?/g, '\n').split('\n');
}
/** Index of the last line matching `re`, or -1. */
function lastLineMatching(lines, re) {
    for (let i = lines.length - 1; i >= 0; i--)
        if (re.test(lines[i]))
            return i;
    return -1;
}

;// CONCATENATED MODULE: ./src/core/gate/contracts/aiox-step-output.ts
// aiox's result contract: the agent's answer ends with a YAML block
//   step_output:
//     status: completed | failed
//     outputs: { <key>: <value>, ... }
//     score: 87
//     artifacts: [docs/prd.md]
// possibly inside a ```yaml fence. The LAST such block counts; anything after it except a closing
// fence and blank lines makes it not the end of the answer. Every field but status becomes an
// extra gate key, and the keys of `outputs` are lifted too (aiox routes on e.g. outputs.score_9p).


const HEADER = /^(\s*)step_output:\s*(.*)$/;
function parseAioxStepOutput(text) {
    const lines = answerLines(text);
    const start = lastLineMatching(lines, HEADER);
    if (start < 0)
        return { ok: false, reason: 'the answer has no step_output: block (aiox result contract)' };
    let end = lines.length;
    while (end > start + 1 && lines[end - 1].trim() === '')
        end--;
    // A closing fence ends the block; it must be the last non-blank line.
    const fenced = end > start + 1 && /^\s*`{3,}\s*$/.test(lines[end - 1]);
    if (fenced)
        end--;
    const block = lines.slice(start, end);
    const indent = HEADER.exec(lines[start])[1].length;
    const body = block.map((l) => l.slice(Math.min(indent, l.length - l.trimStart().length))).join('\n');
    let data;
    try {
        data = (0,dist/* parse */.qg)(body, { maxAliasCount: 10, logLevel: 'error' });
    }
    catch (error) {
        return { ok: false, reason: `the step_output block is not valid YAML: ${error.message.split('\n')[0]}` };
    }
    try {
        // An alias inside the node it names (`outputs: &o` \u2026 `me: *o`) makes the data contain
        // itself: it could never be recorded (the journal is JSON), so the block is refused here.
        JSON.stringify(data);
    }
    catch {
        return { ok: false, reason: 'the step_output block contains itself through a YAML alias (an alias inside the node it names)' };
    }
    const out = data?.step_output;
    if (typeof out !== 'object' || out === null || Array.isArray(out))
        return { ok: false, reason: 'step_output must be a mapping with status: completed | failed' };
    const fields = out;
    const status = fields['status'];
    if (status !== 'completed' && status !== 'failed')
        return { ok: false, reason: `step_output.status must be completed or failed, got ${JSON.stringify(status ?? null)}` };
    const extra = {};
    const outputs = fields['outputs'];
    if (typeof outputs === 'object' && outputs !== null && !Array.isArray(outputs))
        Object.assign(extra, outputs);
    for (const [key, value] of Object.entries(fields))
        if (key !== 'status')
            extra[key] = value;
    const artifacts = Array.isArray(fields['artifacts']) ? fields['artifacts'].filter((a) => typeof a === 'string') : [];
    return { ok: true, status, extra, artifacts };
}

;// CONCATENATED MODULE: ./src/core/gate/contracts/maestro-coordinate.ts

const maestro_coordinate_HEADER = /^\s*-{3,}\s*COORDINATE RESULT\s*-{3,}\s*$/i;
const FIELD = /^\s*([A-Za-z][A-Za-z0-9_ ]*?)\s*:\s*(.*)$/;
const LIST_ITEM = /^\s*[-*]\s+(.+)$/;
function parseMaestroCoordinate(text) {
    const lines = answerLines(text);
    const start = lastLineMatching(lines, maestro_coordinate_HEADER);
    if (start < 0)
        return { ok: false, reason: 'the answer has no --- COORDINATE RESULT --- block (maestro-flow result contract; no block means failure)' };
    const extra = {};
    let last;
    for (const line of lines.slice(start + 1)) {
        if (/^\s*-{3,}/.test(line) && !LIST_ITEM.test(line))
            break;
        if (line.trim() === '' || /^\s*`{3,}\s*$/.test(line))
            continue;
        const item = LIST_ITEM.exec(line);
        if (item && last !== undefined) {
            const current = extra[last];
            extra[last] = [...(Array.isArray(current) ? current : typeof current === 'string' && current !== '' ? [current] : []), item[1].trim()];
            continue;
        }
        const field = FIELD.exec(line);
        if (!field)
            continue;
        last = field[1].trim().toLowerCase().replace(/\s+/g, '_');
        extra[last] = field[2].trim();
    }
    // SUCCESS | FAILURE for commands; an llm decision's answer names one of its edge labels. The
    // step's statuses decide which are allowed (an unrouted one is a contract violation).
    const status = typeof extra['status'] === 'string' && /^[A-Za-z0-9_.-]+$/.test(extra['status']) ? extra['status'].toUpperCase() : undefined;
    if (status === undefined)
        return { ok: false, reason: `the COORDINATE RESULT block has no usable STATUS (SUCCESS or FAILURE), got ${JSON.stringify(extra['status'] ?? null)}` };
    delete extra['status'];
    const raw = extra['artifacts'];
    const artifacts = (Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : []).map((a) => String(a).trim()).filter((a) => a !== '' && a.toLowerCase() !== 'none');
    if (raw !== undefined)
        extra['artifacts'] = artifacts;
    return { ok: true, status, extra, artifacts };
}

;// CONCATENATED MODULE: ./src/core/gate/contracts/index.ts


/** Only the end of an answer is read, as for gates: a huge transcript costs nothing. */
const RESULT_WINDOW_BYTES = 64 * 1024;
function parseContractResult(contract, text) {
    return contract === 'aiox_step_output' ? parseAioxStepOutput(text) : parseMaestroCoordinate(text);
}
/** The contract's block from the end of an answer held in memory: the same window as for a file. */
function parseContractTail(contract, answer) {
    const bytes = Buffer.from(answer, 'utf8');
    if (bytes.length <= RESULT_WINDOW_BYTES)
        return parseContractResult(contract, answer);
    const tail = bytes.subarray(bytes.length - RESULT_WINDOW_BYTES).toString('utf8');
    return parseContractResult(contract, tail.slice(tail.indexOf('\n') + 1));
}
/**
 * The contract's block from a file's last bytes (`tail`, at most RESULT_WINDOW_BYTES, starting at
 * offset `tailStart`): the judge takes them from the pass that hashes the file (sha256FileWithTail).
 */
function parseContractWindow(contract, tail, tailStart) {
    let text = tail.toString('utf8');
    // A window that starts mid-line: drop the partial first line.
    if (tailStart > 0)
        text = text.slice(text.indexOf('\n') + 1);
    return parseContractResult(contract, text);
}
/**
 * The fix for a missing or malformed block of this contract (GATE_RESULT_MISSING); `edit` says how
 * a fix by editing what the step runs is resumed (run/edit-fix.ts, in the words of its kind).
 */
function contractResultFix(contract, edit) {
    const block = contract === 'aiox_step_output' ? 'a `step_output:` YAML block (status: completed | failed)' : 'a `--- COORDINATE RESULT ---` block (STATUS: SUCCESS | FAILURE)';
    return `End the step's answer (its declared output, else what it prints) with ${block} and nothing after it (see docs/formats.md#result-contracts), then resume. ${edit}`;
}
/** What the prompt tells an agent about the block its answer must end with. */
function contractInstructions(contract, statuses) {
    if (contract === 'aiox_step_output') {
        return [
            '- End your answer (your final output) with exactly this YAML block, filled in:',
            '',
            '```yaml',
            'step_output:',
            `  status: <${statuses.filter((s) => s === 'completed' || s === 'failed').join(' | ') || 'completed | failed'}>`,
            '  outputs: {}        # named results later steps need (e.g. score_9p: 8)',
            '  score: null        # a numeric score when the step produces one',
            '  artifacts: []      # files you created or changed',
            '```',
            '',
            '- The runner routes only on this block: no block, or a malformed one, fails the step.',
        ];
    }
    return [
        '- End your answer (your final output) with exactly this block, filled in:',
        '',
        '```',
        '--- COORDINATE RESULT ---',
        'STATUS: <SUCCESS | FAILURE>',
        // maestro's own vocabulary (prompt-assembler.ts): the chains branch on these words.
        'PHASE: <number, or none>',
        'VERIFICATION_STATUS: <passed | failed | pending, if applicable>',
        'REVIEW_VERDICT: <PASS | WARN | BLOCK, if applicable>',
        'UAT_STATUS: <passed | failed | pending, if applicable>',
        'ARTIFACTS: <comma-separated paths, or none>',
        'SUMMARY: <one line>',
        '```',
        '',
        '- The runner routes only on this block: no block means FAILURE.',
    ];
}


/***/ }),

/***/ 84852:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $f: () => (/* binding */ parseGateTail),
/* harmony export */   Py: () => (/* binding */ GATE_WINDOW_BYTES),
/* harmony export */   pf: () => (/* binding */ renderGateBlock)
/* harmony export */ });
/* unused harmony exports normalizeGateArtifact, parseGateText, readGate */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _state_own_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22076);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38815);
// The WORKFLOW_GATE parser: every stage must end its declared output file with exactly one
// gate block. Only the file's tail is parsed, so a stage can write huge reports and the check
// stays O(64 KiB); the runner takes that tail from the pass that hashes the output
// (sha256FileWithTail), so the gate it judges and the digest it records are the same bytes.
// Pure domain code: node:fs only, no processes, no @actions/*.
//
// Accepted shapes (after stripping a UTF-8 BOM and turning CRLF/CR into LF):
//
//   bare                      fenced (```yaml, ```yml or plain ```)
//   ...any text...            ...any text...
//   WORKFLOW_GATE:            ```yaml
//     workflow: w             WORKFLOW_GATE:
//     ...                       workflow: w
//   <blank lines only>          ...
//                             ```
//                             <blank lines only>
//
// A fence is CommonMark-like: 0-3 spaces, 3+ backticks; the closing fence has no info string
// and at least as many backticks as the opening one. Tilde fences (~~~) are not recognised.



/** Only this many bytes at the end of an output file are read. */
const GATE_WINDOW_BYTES = 64 * 1024;
const HEADER_RE = /^WORKFLOW_GATE:\s*$/;
// Info string may not contain backticks (CommonMark); group 2 is the raw info string.
const FENCE_RE = /^ {0,3}(`{3,})([^`]*)$/;
// Sources YAML 1.2 core resolves as !!int. Checked on the source text so `1.0` or `1e3`
// (floats that happen to be integral) are rejected like strings are.
const INT_SOURCE_RE = /^[-+]?(?:[0-9]+|0x[0-9a-fA-F]+|0o[0-7]+)$/;
const STATUS_RE = /^[A-Za-z0-9_.-]+$/;
// Rejected anywhere in the block: even if yaml stores them as own data, a later spread or
// merge by a consumer could turn them into prototype writes.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const COUNT_FIELDS = ['unresolved_critical', 'unresolved_high', 'source_resolvable_open'];
const REQUIRED_FIELDS = [
    'workflow',
    'step',
    'status',
    'unresolved_critical',
    'unresolved_high',
    'source_resolvable_open',
    'artifact',
    'next_recommended',
];
const REQUIRED_SET = new Set(REQUIRED_FIELDS);
function makeLocator(position, lineCount) {
    if (position.kind === 'file') {
        return {
            describe: (i) => `line ${position.startLine + i}`,
            fileLine: (i) => position.startLine + i,
        };
    }
    // The window started mid-file: counting lines from the start would need a whole-file read,
    // so count from the end instead (exact, and easy to find with `tail -n`).
    return {
        describe: (i) => `line ${lineCount - i} from the end of the file`,
        fileLine: () => undefined,
    };
}
/** Normalise an artifact path for comparison: backslashes to `/`, leading `./` removed. */
function normalizeGateArtifact(path) {
    let p = path.trim().replace(/\\/g, '/');
    while (p.startsWith('./'))
        p = p.slice(2).replace(/^\/+/, '');
    return p;
}
/** Parse a gate from the tail text of a file (text = the window; `startLine` = 1-based line number of the window's first line in the file, for messages). */
function parseGateText(text, expected, startLine = 1) {
    return parseWindow(text, expected, { kind: 'file', startLine });
}
/**
 * Parse a gate from a file's last bytes (`tail`, at most GATE_WINDOW_BYTES of them, as read:
 * `tailStart` is the offset of its first byte in the file). The runner's judge reads the tail in
 * the same pass as the file's sha256 (sha256FileWithTail), so the gate it accepts and the digest
 * it records are the same bytes.
 */
function parseGateTail(tail, tailStart, expected) {
    let bytes = tail;
    if (tailStart > 0) {
        // The window starts mid-file: drop everything up to the first LF. That removes the
        // partial first line and any cut UTF-8 sequence (LF never occurs inside one). A line
        // that happened to start exactly at the window edge is dropped too; harmless, since the
        // gate must be at the very end anyway.
        const lf = bytes.indexOf(0x0a);
        bytes = lf < 0 ? bytes.subarray(bytes.length) : bytes.subarray(lf + 1);
    }
    return parseWindow(bytes.toString('utf8'), expected, tailStart > 0 ? { kind: 'tail' } : { kind: 'file', startLine: 1 });
}
/**
 * Read the file's tail (\u2264 GATE_WINDOW_BYTES) and parse (`stagegate gate`; the runner's judge
 * uses parseGateTail on the tail of its hashing pass). ENOENT -> {ok:false, reason:'file not
 * found'}; a directory, FIFO or device in the file's place -> {ok:false} (never read, never waited
 * on); other I/O errors are thrown.
 */
function readGate(absPath, expected) {
    let fd;
    try {
        // Never blocks on a FIFO a stage put in its output's place; anything but a file is refused.
        fd = openRegularForRead(absPath);
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return { ok: false, reason: 'file not found' };
        if (error instanceof NotRegularFileError)
            return { ok: false, reason: `it is ${error.kind}, not a file` };
        throw error;
    }
    try {
        const size = fs.fstatSync(fd).size;
        const start = Math.max(0, size - GATE_WINDOW_BYTES);
        const buffer = Buffer.alloc(size - start);
        let filled = 0;
        // readSync may return short counts; stop early if the file shrank under us.
        while (filled < buffer.length) {
            const n = fs.readSync(fd, buffer, filled, buffer.length - filled, start + filled);
            if (n === 0)
                break;
            filled += n;
        }
        return parseGateTail(buffer.subarray(0, filled), start, expected);
    }
    finally {
        fs.closeSync(fd);
    }
}
/** Render a gate block text (used by examples, docs and fake agents). */
function renderGateBlock(gate) {
    // Values are rendered as given (not validated) so tests and fake agents can also emit
    // deliberately bad gates; only keys that cannot be represented are refused.
    const body = {
        workflow: gate.workflow,
        step: gate.step,
        status: gate.status,
        unresolved_critical: gate.unresolved_critical,
        unresolved_high: gate.unresolved_high,
        source_resolvable_open: gate.source_resolvable_open,
        artifact: gate.artifact,
        next_recommended: gate.next_recommended,
    };
    for (const [key, value] of Object.entries(gate.extra ?? {})) {
        if (REQUIRED_SET.has(key) || FORBIDDEN_KEYS.has(key)) {
            throw new TypeError(`renderGateBlock: extra key '${key}' is reserved`);
        }
        body[key] = value;
    }
    // lineWidth 0 + blockQuote false: every string is one plain or quoted line (multi-line
    // strings become "...\n..." escapes). yaml's block scalars lose whitespace-only lines
    // (" \n" would come back as "\n"), so they are not used.
    // aliasDuplicateObjects false: the parser rejects aliases, so never emit them.
    return new yaml__WEBPACK_IMPORTED_MODULE_2__/* .Document */ .yo({ WORKFLOW_GATE: body }, { aliasDuplicateObjects: false }).toString({
        lineWidth: 0,
        blockQuote: false,
    });
}
function failure(reason, line) {
    return line === undefined ? { ok: false, reason } : { ok: false, reason, line };
}
function isBlank(line) {
    return line.trim() === '';
}
function fenceOf(line) {
    const m = FENCE_RE.exec(line);
    if (!m)
        return undefined;
    const info = (m[2] ?? '').trim();
    return { ticks: (m[1] ?? '').length, lang: (info.split(/\s+/)[0] ?? '').toLowerCase() };
}
function closesFence(line, open) {
    const f = fenceOf(line);
    return f !== undefined && f.lang === '' && f.ticks >= open.ticks;
}
/** True when line `index` opens a fence, judging by the fences before it in `lines`. */
function opensFence(lines, index) {
    let open;
    for (let i = 0; i < index; i++) {
        const line = lines[i] ?? '';
        if (open === undefined)
            open = fenceOf(line);
        else if (closesFence(line, open))
            open = undefined;
    }
    return open === undefined;
}
/** 'value' for messages: one line (control characters escaped), long values shortened. */
function quote(value) {
    const short = value.length > 60 ? `${value.slice(0, 57)}...` : value;
    return `'${short.replace(/[\u0000-\u001f\u007f]/g, (c) => JSON.stringify(c).slice(1, -1))}'`;
}
/**
 * A value for "(got \u2026)". Where a field wants something other than text (a count), text is called
 * what it is \u2014 `the string "1"` \u2014 since '1' would read as the number it looks like.
 */
function describeValue(node, wants = 'text') {
    if (node === null || node === undefined)
        return 'nothing';
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isMap */ .jh)(node))
        return 'a mapping';
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isSeq */ .oP)(node))
        return 'a list';
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(node)) {
        if (node.value === null)
            return node.source ? node.source : 'nothing';
        if (typeof node.value === 'string')
            return wants === 'other' ? `the string "${quote(node.value).slice(1, -1)}"` : quote(node.value);
        return node.source ?? String(node.value);
    }
    return 'an unsupported value';
}
function parseWindow(raw, expected, position) {
    // BOM only matters at the very start; CR/CRLF become LF so line logic and YAML agree.
    const text = (raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw).replace(/\r\n?/g, '\n');
    const lines = text.split('\n');
    const lineCount = text.endsWith('\n') ? lines.length - 1 : lines.length;
    const loc = makeLocator(position, lineCount);
    const fail = (reason, index) => index === undefined ? failure(reason) : failure(`${reason} (${loc.describe(index)})`, loc.fileLine(index));
    const headers = [];
    for (let i = 0; i < lines.length; i++)
        if (HEADER_RE.test(lines[i] ?? ''))
            headers.push(i);
    if (headers.length === 0) {
        // Help with the usual near-misses (indented header, inline map, trailing comment).
        const near = lines.findLastIndex((l) => l.includes('WORKFLOW_GATE:'));
        return near < 0
            ? fail('no WORKFLOW_GATE block at the end of the file')
            : fail("no WORKFLOW_GATE block at the end of the file: 'WORKFLOW_GATE:' must stand alone at the start of a line", near);
    }
    if (headers.length > 1) {
        const where = position.kind === 'tail' ? 'in the last 64 KiB' : 'in the last 64 KiB of the file';
        return fail(`${headers.length} WORKFLOW_GATE blocks ${where} (exactly one allowed)`, headers[1]);
    }
    const h = headers[0];
    // --- Fence detection: look at the nearest line before the header that is not blank and
    // not a YAML comment.
    let prev = h - 1;
    while (prev >= 0 && (isBlank(lines[prev] ?? '') || /^\s*#/.test(lines[prev] ?? '')))
        prev--;
    const open = prev >= 0 ? fenceOf(lines[prev] ?? '') : undefined;
    let bodyEnd = lines.length; // exclusive: the YAML block is lines[h .. bodyEnd)
    let fenced = false;
    if (open !== undefined) {
        if (open.lang !== '' && open.lang !== 'yaml' && open.lang !== 'yml') {
            return fail(`the WORKFLOW_GATE block is inside a \`\`\`${open.lang} fence; use \`\`\`yaml, \`\`\`yml, \`\`\` or no fence`, prev);
        }
        let close = -1;
        for (let i = h + 1; i < lines.length; i++) {
            if (closesFence(lines[i] ?? '', open)) {
                close = i;
                break;
            }
        }
        if (close >= 0) {
            fenced = true;
            bodyEnd = close;
            for (let i = close + 1; i < lines.length; i++) {
                if (!isBlank(lines[i] ?? ''))
                    return fail('text after the closing fence of the WORKFLOW_GATE block', i);
            }
        }
        else if (open.lang !== '' || opensFence(lines, prev)) {
            // ```yaml always opens; a bare ``` opens unless it closes an earlier fence (counted
            // within the window, which is exact whenever the window is the whole file).
            return fail('unterminated fence: the fence before the WORKFLOW_GATE block is never closed', prev);
        }
        // else: the bare ``` closed an earlier code block and the gate is bare.
    }
    // --- Extent: the block's lines are all indented (or blank); the first non-blank line at
    // column 0 is text after the block. (YAML would also read it as a new top-level key.)
    for (let i = h + 1; i < bodyEnd; i++) {
        const line = lines[i] ?? '';
        if (!isBlank(line) && !/^[ \t]/.test(line)) {
            const hint = !fenced && fenceOf(line) !== undefined ? ': a fenced block must hold only the WORKFLOW_GATE block' : '';
            return fail(`text after the WORKFLOW_GATE block${hint}`, i);
        }
    }
    // Bare: the exact text from the header to the end (so `|+` block scalars keep their
    // newlines). Fenced: the fence content, which ends with a newline.
    const source = lines.slice(h, bodyEnd).join('\n') + (fenced ? '\n' : '');
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_2__/* .LineCounter */ .HN();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .parseDocument */ .Tp)(source, { lineCounter, prettyErrors: false, uniqueKeys: true, logLevel: 'error' });
    const indexAt = (offset) => h + lineCounter.linePos(offset).line - 1;
    const nodeIndex = (node) => {
        const range = node?.range;
        return range ? indexAt(range[0]) : undefined;
    };
    const yamlError = doc.errors[0];
    if (yamlError) {
        const message = yamlError.message.split('\n')[0] ?? yamlError.message;
        return fail(`malformed YAML in the WORKFLOW_GATE block: ${message}`, indexAt(yamlError.pos[0]));
    }
    const root = doc.contents;
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isMap */ .jh)(root) || root.items.length !== 1)
        return fail('malformed YAML in the WORKFLOW_GATE block', h);
    const value = root.items[0].value;
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isMap */ .jh)(value)) {
        const got = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(value) && (value.value === null || value.value === '') ? 'it is empty' : `got ${describeValue(value)}`;
        return fail(`the WORKFLOW_GATE block is not a mapping of fields (${got})`, h);
    }
    // --- Inert data only: no prototype keys, no aliases (cycles, billion laughs), no tags
    // (which could materialise Buffers, Sets or Maps into `extra`).
    let unsafe;
    (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .visit */ .YR)(value, {
        Pair(_key, pair) {
            const key = pair.key;
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(key) && FORBIDDEN_KEYS.has(String(key.value))) {
                unsafe = fail(`gate key ${quote(String(key.value))} is not allowed`, nodeIndex(key));
                return yaml__WEBPACK_IMPORTED_MODULE_2__/* .visit */ .YR.BREAK;
            }
            return undefined;
        },
        Alias(_key, node) {
            unsafe = fail(`YAML aliases (*${node.source}) are not allowed in a WORKFLOW_GATE block`, nodeIndex(node));
            return yaml__WEBPACK_IMPORTED_MODULE_2__/* .visit */ .YR.BREAK;
        },
        Node(_key, node) {
            if (node.tag !== undefined) {
                unsafe = fail(`YAML tags (${String(node.tag).replace('tag:yaml.org,2002:', '!!')}) are not allowed in a WORKFLOW_GATE block`, nodeIndex(node));
                return yaml__WEBPACK_IMPORTED_MODULE_2__/* .visit */ .YR.BREAK;
            }
            return undefined;
        },
    });
    if (unsafe)
        return unsafe;
    // --- Fields.
    const fields = new Map();
    for (const item of value.items) {
        const pair = item;
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(pair.key) || typeof pair.key.value !== 'string') {
            return fail(`gate keys must be plain strings (got ${describeValue(pair.key)})`, nodeIndex(pair.key) ?? h);
        }
        fields.set(pair.key.value, pair);
    }
    const missing = REQUIRED_FIELDS.filter((f) => !fields.has(f));
    if (missing.length > 0) {
        const list = missing.map((f) => `'${f}'`).join(', ');
        return fail(`the WORKFLOW_GATE block is missing required field${missing.length > 1 ? 's' : ''} ${list}`, h);
    }
    const nodeOf = (f) => (fields.get(f)?.value ?? null);
    const fieldFail = (f, problem, wants = 'text') => {
        const node = nodeOf(f);
        return fail(`gate field '${f}' ${problem} (got ${describeValue(node, wants)})`, nodeIndex(node) ?? nodeIndex(fields.get(f)?.key));
    };
    const stringOf = (f) => {
        const node = nodeOf(f);
        return (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(node) && typeof node.value === 'string' ? node.value : undefined;
    };
    const workflow = stringOf('workflow');
    if (workflow === undefined || workflow === '')
        return fieldFail('workflow', 'must be a non-empty string');
    const step = stringOf('step');
    if (step === undefined || step === '')
        return fieldFail('step', 'must be a non-empty string');
    const status = stringOf('status');
    if (status === undefined || !STATUS_RE.test(status)) {
        return fieldFail('status', 'must be a non-empty string of letters, digits, _ . or -');
    }
    const counts = {};
    for (const f of COUNT_FIELDS) {
        const node = nodeOf(f);
        const ok = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(node) &&
            typeof node.value === 'number' &&
            INT_SOURCE_RE.test(node.source ?? '') &&
            Number.isSafeInteger(node.value) &&
            node.value >= 0;
        if (!ok)
            return fieldFail(f, 'must be an integer >= 0', 'other');
        counts[f] = node.value + 0; // + 0 turns -0 into 0
    }
    const artifact = stringOf('artifact');
    if (artifact === undefined || artifact.trim() === '')
        return fieldFail('artifact', 'must be a non-empty string');
    const nextNode = nodeOf('next_recommended');
    let next;
    if (nextNode === null || ((0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(nextNode) && nextNode.value === null))
        next = null;
    else if ((0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(nextNode) && typeof nextNode.value === 'string')
        next = nextNode.value;
    else
        return fieldFail('next_recommended', 'must be a step id or null');
    if (expected) {
        const mismatch = (f, got, want) => fail(`gate field '${f}' is ${quote(got)}, expected ${quote(want)}`, nodeIndex(nodeOf(f)));
        if (workflow !== expected.workflow)
            return mismatch('workflow', workflow, expected.workflow);
        if (step !== expected.step)
            return mismatch('step', step, expected.step);
        if (normalizeGateArtifact(artifact) !== normalizeGateArtifact(expected.artifact)) {
            return mismatch('artifact', artifact, expected.artifact);
        }
    }
    const extra = {};
    for (const [key, pair] of fields) {
        if (REQUIRED_SET.has(key))
            continue;
        const node = pair.value;
        // toJS of a node without aliases/tags yields plain objects, arrays and scalars.
        extra[key] = node === null ? null : node.toJS(doc);
    }
    return {
        ok: true,
        gate: { workflow, step, status, ...counts, artifact, next_recommended: next, extra },
    };
}


/***/ }),

/***/ 65888:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $D: () => (/* binding */ absentOptionalInputs),
/* harmony export */   Bx: () => (/* binding */ renderInstruction),
/* harmony export */   Gp: () => (/* binding */ ABSENT_TEXT),
/* harmony export */   Q1: () => (/* binding */ usesAbsent),
/* harmony export */   gX: () => (/* binding */ withAbsent)
/* harmony export */ });
/* harmony import */ var _placeholders_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42183);
// Optional inputs that an invocation does not give are *absent*, not missing: only required
// inputs are WORKFLOW_INPUT_REQUIRED. Where an absent input's placeholder appears decides what it
// becomes (docs/workflow-format.md#optional-inputs):
//   - prompt text, inline_instruction, action and instruction: the marker ABSENT_TEXT, which the
//     assembled prompt explains, so the agent can tell "not given" from a value;
//   - `run:` text: the empty word ('');
//   - a child step's input: the input is not passed (the child sees it absent too);
//   - a path (output, state_path, a foreach source, a prompt or child path): an error, since no
//     file can be named after nothing (validate reports it; a run stops before the stage).

/** What an absent optional input renders as in text given to an agent. */
const ABSENT_TEXT = '(not given)';
/** Declared optional inputs with no value (unbound or empty). */
function absentOptionalInputs(workflow, bindings) {
    const out = new Set();
    for (const name of workflow.inputs.optional) {
        const v = bindings.get(name);
        if (v === undefined || v === '')
            out.add(name);
    }
    return out;
}
/** Whether `template` names one of `absent`. */
function usesAbsent(template, absent) {
    if (absent.size === 0)
        return false;
    for (const m of template.matchAll(_placeholders_js__WEBPACK_IMPORTED_MODULE_0__/* .PLACEHOLDER */ .Kx))
        if (absent.has(m[1]))
            return true;
    return false;
}
/**
 * `bindings` as seen through absent inputs: each of them reads as `value` (the marker, or '' for
 * shell text); everything else, runtime references included, reads from `bindings` itself.
 */
class AbsentView extends Map {
    base;
    absent;
    value;
    constructor(base, absent, value) {
        super();
        this.base = base;
        this.absent = absent;
        this.value = value;
    }
    get(name) {
        const v = this.base.get(name);
        return (v === undefined || v === '') && this.absent.has(name) ? this.value : v;
    }
    has(name) {
        return this.get(name) !== undefined;
    }
}
function withAbsent(bindings, absent, value) {
    return absent.size === 0 ? bindings : new AbsentView(bindings, absent, value);
}
/** A hand-off instruction as people read it: inputs resolved, absent ones as ABSENT_TEXT, anything unknown left as written. */
function renderInstruction(text, workflow, bindings) {
    const view = withAbsent(bindings, absentOptionalInputs(workflow, bindings), ABSENT_TEXT);
    return text.replace(_placeholders_js__WEBPACK_IMPORTED_MODULE_0__/* .PLACEHOLDER */ .Kx, (whole) => {
        try {
            return (0,_placeholders_js__WEBPACK_IMPORTED_MODULE_0__/* .substitute */ .V2)(whole, view);
        }
        catch {
            return whole;
        }
    });
}


/***/ }),

/***/ 72912:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ loadAndCheckAsync),
/* harmony export */   w: () => (/* binding */ loadAndCheck)
/* harmony export */ });
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82862);
/* harmony import */ var _loader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(86159);
/* harmony import */ var _validate_validate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(45685);
/* harmony import */ var _phases_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(20481);
/* harmony import */ var _gate_gate_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38266);
/* harmony import */ var _formats_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(27932);
// Load a workflow and refuse to run it when validation finds errors: the 4.0 rule "a failing
// validator blocks workflow execution until the contract is corrected". Synchronous: a workflow
// with a gate_schema needs the schema engine loaded first (loadAndCheckAsync, or a caller's
// withGateSchemaEngine); without it, loadAndCheck throws GateSchemaEngineNeeded. Likewise a file in
// another runner's format needs its importer among `importers` (withFormatImporters, formats/index.ts).






function loadAndCheck(workspace, file, importers = {}) {
    // recover, as `stagegate validate` does: a schema error does not hide the rule findings after it,
    // so the refusal counts them all ("and N more") instead of naming one and seeming to be the last.
    const loaded = (0,_loader_js__WEBPACK_IMPORTED_MODULE_1__/* .loadWorkflow */ .G2)(workspace, file, { importers, recover: true });
    const session = (0,_validate_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .createValidationSession */ .Eg)(workspace, importers);
    const diagnostics = loaded.workflow ? [...loaded.diagnostics, ...(0,_validate_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .validateWorkflow */ ._B)(loaded.workflow, workspace, session)] : loaded.diagnostics;
    const errors = diagnostics.filter((d) => d.severity === 'error');
    // A path that leaves the workspace is refused under its own stop code, whatever else is wrong.
    const escape = errors.find((d) => d.code === 'PATH_OUTSIDE_WORKSPACE');
    const first = escape ?? errors[0];
    if (!loaded.workflow || first) {
        const d = first ?? diagnostics[0];
        const more = errors.length > 1 ? ` (and ${errors.length - 1} more: run \`stagegate validate ${file}\`)` : '';
        const code = escape ? 'PATH_OUTSIDE_WORKSPACE' : 'WORKFLOW_CONTRACT_INVALID';
        // The finding's own code, unless it is the stop code itself (said once).
        const finding = d ? `${d.code === code ? '' : `${d.code} `}${d.message}` : '';
        // A finding about the file as a whole (one not read, too large, ...) has no position in it to point at.
        const whole = d !== undefined && (d.line === 0 || (!loaded.workflow && (d.code === 'WORKFLOW_FILE_UNREADABLE' || d.code === 'YAML_TOO_LARGE')));
        const at = d === undefined ? '' : whole ? `${d.file}:` : `${d.file}:${d.line}:${d.column}`;
        throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q(code, d ? `${at} ${finding}${more}` : `workflow ${file} is invalid`, {
            ...(d?.hint !== undefined ? { hint: d.hint } : {}),
            location: d ? (whole ? { file: d.file } : { file: d.file, line: d.line, column: d.column }) : {},
        });
    }
    // Composite phases run as child_workflow steps (phases.ts). The gate schemas were compiled by
    // the validation just made (its session keeps them); the run checks each gate against its step's.
    const workflow = (0,_phases_js__WEBPACK_IMPORTED_MODULE_5__/* .withPhaseSteps */ .VP)(loaded.workflow);
    const schemas = session.gateSchemas(loaded.workflow).compiled;
    return schemas.size > 0 ? { ...workflow, gateSchemas: schemas } : workflow;
}
/** loadAndCheck, with the gate_schema engine and the format importers loaded first when the workflow needs them. */
function loadAndCheckAsync(workspace, file) {
    return (0,_formats_index_js__WEBPACK_IMPORTED_MODULE_4__/* .withFormatImporters */ .Px)((importers) => (0,_gate_gate_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .withGateSchemaEngine */ .tR)(() => loadAndCheck(workspace, file, importers)));
}


/***/ }),

/***/ 20481:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VP: () => (/* binding */ withPhaseSteps),
/* harmony export */   hU: () => (/* binding */ phaseOf)
/* harmony export */ });
/* unused harmony export DEFAULT_REQUIRED_TERMINAL */
const DEFAULT_REQUIRED_TERMINAL = ['WORKFLOW_COMPLETE'];
/** The phase a synthesized step stands for; undefined for an ordinary step. */
function phaseOf(step) {
    return step.phase;
}
/** A composite workflow with its phases as child_workflow steps (entry: the first phase); others unchanged. */
function withPhaseSteps(workflow) {
    const phases = workflow.data.phases;
    if (!phases || workflow.data.steps)
        return workflow;
    const ids = Object.keys(phases);
    if (ids.length === 0)
        return workflow;
    const steps = new Map();
    const positions = workflow.source.keyPositions(['phases']);
    ids.forEach((id, i) => {
        const phase = phases[id];
        const spec = {
            id,
            workflow: phase.workflow,
            passInputs: phase.pass_inputs ?? [],
            derivedInputs: phase.derived_inputs ?? {},
            requireTerminalStatus: phase.require_terminal_status ?? DEFAULT_REQUIRED_TERMINAL,
        };
        const next = ids[i + 1] ?? 'DONE';
        const statuses = {};
        for (const status of spec.requireTerminalStatus)
            statuses[status] = next;
        // No per-phase execution override: a phase runs its child the way the child's workflow says.
        const def = { child_workflow: phase.workflow, statuses };
        const position = positions.get(id) ?? { line: 1, column: 1 };
        const model = { id, kind: 'child_workflow', def, path: ['phases', id], line: position.line, column: position.column, phase: spec };
        steps.set(id, model);
    });
    return { ...workflow, entry: ids[0], steps };
}


/***/ }),

/***/ 1439:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ agentFlags),
/* harmony export */   Nh: () => (/* binding */ runTarget),
/* harmony export */   Np: () => (/* binding */ flagWord),
/* harmony export */   RF: () => (/* binding */ inputWord),
/* harmony export */   r7: () => (/* reexport safe */ _model_shell_word_js__WEBPACK_IMPORTED_MODULE_1__.r),
/* harmony export */   rZ: () => (/* binding */ runCommandLine)
/* harmony export */ });
/* unused harmony export pathWord */
/* harmony import */ var _steps_process_transcript_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42303);
/* harmony import */ var _model_shell_word_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(33408);



/**
 * ` --flag VALUE` as a printed command gives it: VALUE one shell word; one that starts with `-`
 * joined as `--flag=VALUE`, else the parser (parseArgs) would read it as a flag, not as the value.
 */
function flagWord(flag, value) {
    return value.startsWith('-') ? ` --${flag}=${(0,_model_shell_word_js__WEBPACK_IMPORTED_MODULE_1__/* .shellWord */ .r)(value)}` : ` --${flag} ${(0,_model_shell_word_js__WEBPACK_IMPORTED_MODULE_1__/* .shellWord */ .r)(value)}`;
}
/** A workflow path as the positional word of a printed command: `./-x.yaml` for one that starts with `-` (read as a flag otherwise). */
function pathWord(path) {
    return (0,_model_shell_word_js__WEBPACK_IMPORTED_MODULE_1__/* .shellWord */ .r)(path.startsWith('-') ? `./${path}` : path);
}
/**
 * `WORKFLOW --run-id ID [name=value ...]`: the run a command names, with the inputs given that
 * locate its state (run-scope.ts stateLocatingInputs): without them the command would look for
 * (or start) the run elsewhere.
 */
function runTarget(workflowFile, runId, locating = []) {
    return `${pathWord(workflowFile)}${flagWord('run-id', runId)}${locating.map((pair) => ` ${inputWord(pair)}`).join('')}`;
}
/** `name=value` as one shell word of a printed command (a secret-looking value masked). */
function inputWord([name, value]) {
    return (0,_model_shell_word_js__WEBPACK_IMPORTED_MODULE_1__/* .shellWord */ .r)(`${name}=${shownValue(name, value)}`);
}
/** A value as a printed command shows it: a secret-looking one (masked in logs too) never in clear. */
function shownValue(name, value) {
    return _steps_process_transcript_js__WEBPACK_IMPORTED_MODULE_0__/* .SECRET_NAME */ .J4.test(name) && value.length >= _steps_process_transcript_js__WEBPACK_IMPORTED_MODULE_0__/* .MIN_SECRET_LENGTH */ .vb ? _steps_process_transcript_js__WEBPACK_IMPORTED_MODULE_0__/* .MASK */ .v5 : value;
}
/** `NAME run WORKFLOW --run-id ID [name=value ...]`: the run command every next: and hint starts from. */
function runCommandLine(commandName, workflowFile, runId, locating = []) {
    return `${commandName} run ${runTarget(workflowFile, runId, locating)}`;
}
/** ` --agent \u2026  --agent-command \u2026  --agent-arg \u2026` as given (empty without an agent selection). */
function agentFlags(agents) {
    if (!agents)
        return '';
    let out = '';
    if (agents.agent !== undefined)
        out += flagWord('agent', agents.agent);
    if (agents.agentCommand !== undefined)
        out += flagWord('agent-command', agents.agentCommand);
    for (const arg of agents.agentArgs ?? [])
        out += flagWord('agent-arg', arg);
    return out;
}


/***/ }),

/***/ 46274:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   tH: () => (/* binding */ checkFreshIsolation),
/* harmony export */   xn: () => (/* binding */ resolveRunContext)
/* harmony export */ });
/* unused harmony exports generateRunId, readPackageVersion, refuseNul, CHILD_RUNS_DIR */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38815);
/* harmony import */ var _model_input_types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(43013);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(82862);
/* harmony import */ var _command_line_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1439);
/* harmony import */ var _model_invocation_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(83291);
/* harmony import */ var _model_placeholders_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(42183);
/* harmony import */ var _model_run_id_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(18072);
/* harmony import */ var _model_run_scope_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(41513);
/* harmony import */ var _steps_foreach_slugify_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(98041);
/* harmony import */ var _state_store_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(89916);
/* harmony import */ var _state_journal_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(90666);
/* harmony import */ var _state_manifest_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(75224);
// Everything an invocation resolves before the first stage: the bound inputs, where the state,
// manifest and run root live, and the package/source provenance. Shared by run, status and plan.














function generateRunId(now) {
    const iso = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
    return `${iso}-${Math.random().toString(16).slice(2, 6)}`;
}
function readPackageVersion(workspace) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(workspace.root, '.ai-engineering', 'package-version.yaml');
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
        return null;
    try {
        const data = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .parse */ .qg)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8'));
        return data && data.package_version !== undefined && data.package_version !== null ? String(data.package_version) : null;
    }
    catch {
        return null;
    }
}
/** Bindings with runner-owned values; persisted inputs fill what this invocation omits. */
function bindingsFor(workflow, explicit, runId, persisted, agentPackageVersion) {
    const runnerOwned = new Map([['workflow', workflow.name]]);
    if (runId !== undefined)
        runnerOwned.set('run_id', runId);
    if (agentPackageVersion !== null)
        runnerOwned.set('agent_package_version', agentPackageVersion);
    const merged = new Map(persisted ?? []);
    for (const [k, v] of explicit)
        merged.set(k, v);
    try {
        return (0,_model_placeholders_js__WEBPACK_IMPORTED_MODULE_7__/* .resolveBindings */ .x4)({ explicit: merged, defaults: workflow.inputs.defaults, runnerOwned });
    }
    catch (error) {
        if (!(error instanceof _model_placeholders_js__WEBPACK_IMPORTED_MODULE_7__/* .PlaceholderError */ .ik))
            throw error;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .StagegateError */ .q('WORKFLOW_CONTRACT_INVALID', `inputs.defaults of ${workflow.file}: ${error.message}`, { hint: 'Give the defaults values that do not depend on each other so deeply (or in a cycle).' });
    }
}
function resolvePathTemplate(workflow, template, bindings, what) {
    try {
        return (0,_model_placeholders_js__WEBPACK_IMPORTED_MODULE_7__/* .substitute */ .V2)(template, bindings);
    }
    catch (error) {
        if (!(error instanceof _model_placeholders_js__WEBPACK_IMPORTED_MODULE_7__/* .PlaceholderError */ .ik))
            throw error;
        const leaves = [...new Set(error.missing.flatMap((m) => (0,_model_invocation_js__WEBPACK_IMPORTED_MODULE_6__/* .leafInputsMissing */ .Yz)(m, workflow, bindings)))];
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .StagegateError */ .q('WORKFLOW_INPUT_REQUIRED', `${what} '${template}' needs input${leaves.length > 1 ? 's' : ''} ${leaves.join(', ')}`, {
            hint: `Pass ${leaves.map((l) => `${l}=<value>`).join(' ')}${leaves.includes('run_id') ? ' (or --run-id <id>)' : ''}.`,
        });
    }
}
/**
 * A value holding a NUL byte cannot reach a stage intact (command arguments and environment
 * variables end at NUL): refuse it before anything runs, rather than pass it on cut short.
 */
function refuseNul(bindings) {
    for (const [name, value] of bindings) {
        if (!value.includes('\0'))
            continue;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .StagegateError */ .q('WORKFLOW_INPUT_REQUIRED', `input ${name} contains a NUL byte, which no stage can receive (arguments and environment variables end at NUL); it is refused, not cut short, and nothing ran`, {
            hint: `Remove the NUL byte from ${name} (in the invocation, the workflow defaults or the persisted state).`,
        });
    }
}
/** Folder (under the run folder) of a child run that would share its parent's run folder. */
const CHILD_RUNS_DIR = 'children';
function withValue(map, name, value) {
    const out = new Map(map);
    out.set(name, value);
    return out;
}
/**
 * Fresh run isolation: `artifact_root` when the workflow's default is shared (it does not name
 * the run) and this invocation does not give one: `<default>/runs/<run_id>`. Undefined when the
 * workflow's root is already run-scoped, given explicitly, or not declared.
 */
function isolatedRoot(workflow, explicit, runId, agentPackageVersion) {
    if (explicit.has('artifact_root') || (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_9__/* .sharedArtifactRootDefault */ .h9)(workflow) === undefined)
        return undefined;
    const shared = bindingsFor(workflow, explicit, runId, undefined, agentPackageVersion).get('artifact_root');
    return shared === undefined ? undefined : (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_9__/* .runFolderUnder */ .mO)(shared.replace(/\/+$/, ''), runId);
}
function inputsError(fresh, message, hint) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .StagegateError */ .q(fresh ? 'WORKFLOW_FRESH_EXECUTION_BLOCKED' : 'WORKFLOW_INPUT_REQUIRED', fresh ? `fresh execution blocked: ${message}` : message, { hint });
}
function resolveRunContext(workflow, workspace, invocation, now, options = {}) {
    const bound = (0,_model_invocation_js__WEBPACK_IMPORTED_MODULE_6__/* .bindInvocation */ .Er)(workflow, invocation);
    const fresh = bound.controls.mode === 'fresh';
    const agentPackageVersion = readPackageVersion(workspace);
    const explicitRunId = bound.explicit.get('run_id');
    if (fresh && explicitRunId === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .StagegateError */ .q('WORKFLOW_FRESH_EXECUTION_BLOCKED', 'fresh execution blocked: a fresh run needs a run id, so it never reuses another run\u2019s directory', {
            hint: 'Pass --run-id <id> (or run_id=<id>).',
        });
    }
    // Fresh runs of a workflow whose artifact_root is shared get a root of their own; a later
    // resume of that run id finds its state there.
    let explicit = bound.explicit;
    let isolated = false;
    if (explicitRunId !== undefined) {
        const root = isolatedRoot(workflow, explicit, explicitRunId, agentPackageVersion);
        if (root !== undefined) {
            const candidate = withValue(explicit, 'artifact_root', root);
            if (fresh) {
                explicit = candidate;
                isolated = true;
            }
            else {
                const probe = bindingsFor(workflow, candidate, explicitRunId, undefined, agentPackageVersion);
                const sharedState = tryTemplate(workflow.data.state_path, bindingsFor(workflow, explicit, explicitRunId, undefined, agentPackageVersion));
                const isolatedState = tryTemplate(workflow.data.state_path, probe);
                if (isolatedState !== undefined && isolatedState !== sharedState) {
                    const at = workspace.tryResolve(isolatedState);
                    if (at && ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,_state_journal_js__WEBPACK_IMPORTED_MODULE_11__/* .journalPathFor */ .S7)(at.abs)) || (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(at.abs))) {
                        explicit = candidate;
                        isolated = true;
                    }
                }
            }
        }
    }
    // First pass: locate the state with what this invocation knows.
    const firstBindings = bindingsFor(workflow, explicit, explicitRunId, undefined, agentPackageVersion);
    let statePathText;
    let generated = false;
    let runId = explicitRunId;
    try {
        statePathText = resolvePathTemplate(workflow, workflow.data.state_path, firstBindings, 'state_path');
    }
    catch (error) {
        // No run id was given and the state path needs one: a resume cannot find its state.
        if (explicitRunId === undefined && error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .StagegateError */ .q && /\brun_id\b/.test(error.message)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .StagegateError */ .q('WORKFLOW_INPUT_REQUIRED', `a run id is needed to locate the state (${workflow.data.state_path})`, { hint: 'Pass --run-id <id>.' });
        }
        throw error;
    }
    const statePath = workspace.resolve(statePathText, 'state_path');
    const naming = options.naming
        ? { commandName: options.naming.commandName ?? 'stagegate', locating: options.naming.inputsInHints === true ? (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_9__/* .stateLocatingInputs */ .G$)(workflow, bound.explicit) : [] }
        : undefined;
    const existing = (0,_state_store_js__WEBPACK_IMPORTED_MODULE_10__/* .loadRun */ .Sj)({ state: statePath.abs }, workflow, statePath.rel, { log: options.log !== false, ...(naming ? { naming } : {}) });
    if (runId === undefined) {
        if (existing.kind === 'ok') {
            runId = existing.state.run_id;
            // A state file is untrusted: its run id names folders too.
            (0,_model_run_id_js__WEBPACK_IMPORTED_MODULE_8__/* .checkRunId */ .np)(runId, `the run id recorded in ${statePath.rel}`);
        }
        else {
            runId = generateRunId(now);
            generated = true;
        }
    }
    else if (existing.kind === 'ok' && existing.state.run_id !== runId) {
        // A state_path that does not name the run holds one run at a time: never show or continue
        // run A's state as run B's.
        const name = naming?.commandName ?? 'stagegate';
        const locating = naming?.locating ?? [];
        const ownerCommand = (0,_command_line_js__WEBPACK_IMPORTED_MODULE_5__/* .runCommandLine */ .rZ)(name, workflow.file, existing.state.run_id, locating);
        const isolatable = (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_9__/* .sharedArtifactRootDefault */ .h9)(workflow) !== undefined && !bound.explicit.has('artifact_root') && (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_9__/* .templateUses */ .tn)(workflow.data.state_path, 'artifact_root', workflow);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .StagegateError */ .q('WORKFLOW_STATE_OWNED_BY_OTHER_RUN', `state ${statePath.rel} holds run ${existing.state.run_id} of workflow ${existing.state.workflow} (state_path ${workflow.data.state_path} does not name the run), not run ${runId}`, {
            hint: isolatable
                ? `Continue run ${existing.state.run_id}: \`${ownerCommand}\`; or start run ${runId} fresh: \`${(0,_command_line_js__WEBPACK_IMPORTED_MODULE_5__/* .runCommandLine */ .rZ)(name, workflow.file, runId, locating)} --mode fresh\` (a fresh run keeps its state, outputs, manifest and logs under runs/${runId}/).`
                : `Continue run ${existing.state.run_id}: \`${ownerCommand}\`; to run ${runId} alongside it, give the workflow a state_path that names the run ({{run_id}}).`,
            location: { file: statePath.rel },
        });
    }
    const persisted = existing.kind === 'ok' && bound.controls.mode === 'resume' ? new Map(Object.entries(existing.state.inputs)) : undefined;
    const bindings = bindingsFor(workflow, explicit, runId, persisted, agentPackageVersion);
    // The execution controls read as what this invocation does ({{execution_mode}} in a fresh
    // audit's prompt is "fresh"), whatever a default of that name says.
    bindings.set('execution_mode', bound.controls.mode);
    bindings.set('ignore_previous_completion', String(bound.controls.ignorePreviousCompletion));
    bindings.set('stop_after_step', bound.controls.stopAfterStep ?? 'null');
    if (!options.readOnly)
        refuseNul(bindings);
    const missing = options.readOnly ? [] : workflow.inputs.required.filter((name) => {
        const v = bindings.get(name);
        return v === undefined || v === '';
    });
    if (missing.length > 0) {
        throw inputsError(fresh, `missing required input${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`, `Pass ${missing.map((m) => `${m}=<value>`).join(' ')}.`);
    }
    if (!options.readOnly)
        (0,_model_input_types_js__WEBPACK_IMPORTED_MODULE_3__/* .checkInputTypes */ .gu)(workflow, bindings, workspace, options.itemRun === true);
    const rootText = bindings.get('artifact_root');
    const artifactRoot = (0,_model_invocation_js__WEBPACK_IMPORTED_MODULE_6__/* .declaredInputs */ .WB)(workflow).has('artifact_root') && rootText !== undefined ? workspace.resolve(rootText, 'artifact_root') : undefined;
    const base = artifactRoot ?? workspace.resolve((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(statePath.rel), 'run root');
    // The run's own folder (manifest, logs, item runs, what a fresh run moves aside): the
    // workflow's folder when it names the run, else runs/<run_id> inside it.
    const baseTemplate = artifactRoot ? (explicit.get('artifact_root') ?? (0,_model_placeholders_js__WEBPACK_IMPORTED_MODULE_7__/* .scalarToString */ .Vu)(workflow.inputs.defaults['artifact_root']) ?? '') : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(workflow.data.state_path);
    const scoped = isolated || (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_9__/* .templateNamesRun */ .EM)(baseTemplate, workflow) || (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_9__/* .pathNamesRun */ .vw)(base.rel, runId);
    let runRoot = scoped ? base : workspace.resolve((0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_9__/* .runFolderUnder */ .mO)(base.rel, runId), 'run root');
    // A child run whose folder is its parent's (a fresh audit writing into the parent's run root)
    // keeps its manifest and logs in a folder of its own: never the parent's.
    if (options.ancestorRunRoots?.includes(runRoot.rel))
        runRoot = workspace.resolve(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(runRoot.rel, CHILD_RUNS_DIR, (0,_steps_foreach_slugify_js__WEBPACK_IMPORTED_MODULE_13__/* .slugify */ .Y)(workflow.name) || 'child'), 'run root');
    const manifestPath = workspace.resolve((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(runRoot.rel, _state_manifest_js__WEBPACK_IMPORTED_MODULE_12__/* .MANIFEST_FILE */ .h1), 'run manifest');
    const pointer = (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_9__/* .latestPointerPath */ .S6)(runRoot.rel, _state_manifest_js__WEBPACK_IMPORTED_MODULE_12__/* .LATEST_POINTER_FILE */ .n_);
    if (!options.readOnly && !options.itemRun)
        checkInputFiles(workflow, workspace, bindings, explicit, fresh);
    const ctx = {
        workflow,
        workspace,
        bound,
        runId,
        runIdGenerated: generated,
        bindings,
        statePath,
        runRoot,
        artifactRoot,
        isolated,
        manifestPath,
        pointerPath: pointer !== undefined ? workspace.tryResolve(pointer) : undefined,
        lockPath: `${statePath.abs}.lock`,
        existing,
        agentPackageVersion,
        naming,
    };
    if (fresh && !options.readOnly)
        checkFreshIsolation(ctx);
    return ctx;
}
function tryTemplate(template, bindings) {
    try {
        return (0,_model_placeholders_js__WEBPACK_IMPORTED_MODULE_7__/* .substitute */ .V2)(template, bindings);
    }
    catch {
        return undefined;
    }
}
/**
 * Required inputs that name existing-file evidence (isArtifactInput), and optional or default
 * ones this invocation gives, must name a file that exists (4.0: verify before the first
 * substantive stage). A default that is only a default is never checked, nor a value that is a
 * declared output of this workflow: a stage writes it.
 */
function checkInputFiles(workflow, workspace, bindings, explicit, fresh) {
    const required = new Set(workflow.inputs.required);
    const optional = new Set(workflow.inputs.optional);
    let outputs;
    for (const name of (0,_model_invocation_js__WEBPACK_IMPORTED_MODULE_6__/* .declaredInputs */ .WB)(workflow)) {
        if (!(0,_model_invocation_js__WEBPACK_IMPORTED_MODULE_6__/* .isArtifactInput */ .PV)(name))
            continue;
        if (!required.has(name) && !optional.has(name) && !explicit.has(name))
            continue;
        const value = bindings.get(name);
        if (value === undefined || value === '')
            continue;
        const target = workspace.resolve(value, `input ${name}`);
        outputs ??= declaredOutputPaths(workflow, bindings, workspace);
        if (outputs.has(target.rel))
            continue;
        let isFile;
        try {
            isFile = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(target.abs).isFile();
        }
        catch {
            isFile = false;
        }
        if (!isFile) {
            const message = `input ${name}='${value}' does not name an existing file in the workspace`;
            const hint = `Create ${target.rel} or pass the right path as ${name}=<path>.`;
            if (fresh)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .StagegateError */ .q('WORKFLOW_FRESH_EXECUTION_BLOCKED', `fresh execution blocked: ${message}`, { hint });
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .StagegateError */ .q('REQUIRED_INPUT_ARTIFACT_MISSING', message, { hint });
        }
    }
}
/** Every declared output this workflow can resolve now (workspace-relative). */
function declaredOutputPaths(workflow, bindings, workspace) {
    const out = new Set();
    for (const step of workflow.steps.values()) {
        if (step.def.output === undefined)
            continue;
        const text = tryTemplate(step.def.output, bindings);
        const p = text === undefined ? undefined : workspace.tryResolve(text);
        if (p)
            out.add(p.rel);
    }
    return out;
}
/**
 * 4.0 Fresh Run Isolation: a fresh run of a workflow with an artifact_root keeps its state and
 * every output it can resolve now under that root. A path outside it is refused before anything
 * runs (WORKFLOW_FRESH_EXECUTION_BLOCKED), naming the path.
 */
function checkFreshIsolation(ctx) {
    const root = ctx.artifactRoot;
    if (!root)
        return;
    const inside = (p) => root.rel === '.' || p.rel === root.rel || p.rel.startsWith(`${root.rel}/`);
    // The advice is for the workflow file: the name as written there (`{{run_id}}.yaml`), not this run's.
    const refuse = (what, p, written) => {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .StagegateError */ .q('WORKFLOW_FRESH_EXECUTION_BLOCKED', `fresh execution blocked: ${what} ${p.rel} is outside this run's root ${root.rel}, so the fresh run could read or overwrite another run's results`, {
            hint: `Make ${what === 'state_path' ? 'state_path' : 'the output'} use {{artifact_root}} (e.g. '{{artifact_root}}/${node_path__WEBPACK_IMPORTED_MODULE_1__.posix.basename(written)}'), or run this workflow in resume mode.`,
        });
    };
    if (!inside(ctx.statePath))
        refuse('state_path', ctx.statePath, ctx.workflow.data.state_path);
    for (const step of ctx.workflow.steps.values()) {
        if (step.def.output === undefined)
            continue;
        const text = tryTemplate(step.def.output, ctx.bindings);
        const p = text === undefined ? undefined : ctx.workspace.tryResolve(text);
        if (p && !inside(p))
            refuse(`output of step ${step.id}`, p, step.def.output);
    }
}


/***/ }),

/***/ 59798:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ks: () => (/* binding */ skipStep),
/* harmony export */   S: () => (/* binding */ routeFailure),
/* harmony export */   SO: () => (/* binding */ failureTarget),
/* harmony export */   Zh: () => (/* binding */ ROUTABLE_FAILURES)
/* harmony export */ });
/* unused harmony export SKIP_ON_FAILURE */
/* harmony import */ var _model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(51742);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82862);
/* harmony import */ var _state_state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(46624);
/* harmony import */ var _transition_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(29122);
// Failure policy as pure functions: a stage that failed (STAGE_FAILED / STAGE_TIMEOUT) after its
// retries follows its on_failure instead of stopping (on_failure: skip records the step as
// skipped and follows its on_skip), and an optional step a person skips (stagegate skip) follows
// its on_skip. All are transitions like any other: visits counted, max_visits and
// stop_after_step honoured.




/** Failure codes on_failure routes; anything else (contract, gate, budget) still stops the run. */
const ROUTABLE_FAILURES = new Set(['STAGE_FAILED', 'STAGE_TIMEOUT']);
/** `on_failure: skip`: the failed step counts as skipped and the run follows its on_skip. */
const SKIP_ON_FAILURE = 'skip';
/** Where a step's on_failure leads: its on_skip for `skip` (undefined when it has none), else the target itself. */
function failureTarget(step) {
    const target = step.def.on_failure;
    return target === SKIP_ON_FAILURE ? step.def.on_skip : target;
}
function addUnique(list, item) {
    return list.includes(item) ? list : [...list, item];
}
/**
 * After applyFailure recorded the last failed attempt (a transition with outcome `failed`), follow the
 * step's on_failure. Undefined when the step has none or the code is not routable.
 */
function routeFailure(state, workflow, step, code, at, stopAfter) {
    if (step.def.on_failure === undefined || !ROUTABLE_FAILURES.has(code))
        return undefined;
    const skip = step.def.on_failure === SKIP_ON_FAILURE;
    const target = failureTarget(step);
    // validate requires on_skip with on_failure: skip (MISSING_ON_SKIP); without it the failure stops the run.
    if (target === undefined)
        return undefined;
    const last = state.last_transition;
    const visit = last?.visit ?? 1;
    const base = { at, step: step.id, visit, attempt: last?.attempt ?? 1, gate_status: null, exit_status: last?.exit_status ?? null, duration_ms: 0 };
    const policy = skip ? `on_failure: skip, on_skip` : 'on_failure';
    const after = `${step.id} failed (${code}) and ${policy} leads there`;
    // A skipped failure: the failed attempts stay among the transitions, the step itself counts as skipped.
    const from = skip ? markSkipped(state, step, visit, at, target) : { ...state, failed_or_blocked_steps: addUnique(state.failed_or_blocked_steps, step.id) };
    if (target === 'BLOCKED' || target === 'DONE') {
        const done = target === 'DONE';
        const stop = done ? 'WORKFLOW_COMPLETE' : 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE';
        const next = {
            ...from,
            status: stop,
            message: `step ${step.id} failed (${code}); ${policy}: ${target}`,
            active_step: null,
            ...(0,_state_state_js__WEBPACK_IMPORTED_MODULE_1__/* .logged */ .Jb)(from, { ...base, outcome: done ? 'complete' : 'blocked', code: stop, to: null }),
            updated_at: at,
        };
        return { state: next, stop };
    }
    const entered = (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .enterStep */ .Rx)(from, workflow, base, target, after, step.id, stopAfter);
    const message = entered.state.message ?? `step ${step.id} failed (${code}); ${policy} -> ${target}`;
    return { ...entered, state: { ...entered.state, message: entered.stop ? message : null, updated_at: at } };
}
/**
 * The step as skipped (not failed), with a skips record \u2014 by on_failure: skip (the failure itself
 * stays a transition) or by a person. Its latest outcome is the skip: in neither list, also when an
 * earlier visit completed it. Completed on a later visit, it goes back where it was first completed.
 */
function markSkipped(state, step, visit, at, target) {
    const record = (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRecord */ .oU)(state, step.id) ?? { kind: step.kind, status: 'pending', visits: visit, attempts: 0 };
    return {
        ...state,
        steps: { ...state.steps, [step.id]: { ...record, status: 'skipped' } },
        completed_steps: (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .without */ .FF)(state.completed_steps, step.id),
        failed_or_blocked_steps: (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .without */ .FF)(state.failed_or_blocked_steps, step.id),
        skips: [...(state.skips ?? []), { step: step.id, visit, at, to: target === 'DONE' || target === 'BLOCKED' ? null : target }],
    };
}
/** Skip the active optional step: mark it skipped and follow on_skip. */
function skipStep(state, workflow, stepId, at) {
    const step = workflow.steps.get(stepId);
    if (!step) {
        const near = (0,_model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_3__/* .closest */ .kp)(stepId, workflow.steps.keys());
        const active = state.active_step === null ? `run ${state.run_id} has finished: no step is active` : `the active step of run ${state.run_id} is ${state.active_step}${workflow.steps.get(state.active_step)?.def.optional === true ? ' (optional)' : ', which is not optional'}`;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('STEP_NOT_SKIPPABLE', `'${stepId}' is not a step of workflow ${workflow.name}${near ? ` (did you mean '${near}'?)` : ''}`, { hint: `Name the run's active step, when it is optional: ${active}.` });
    }
    if (step.def.optional !== true || step.def.on_skip === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('STEP_NOT_SKIPPABLE', `step ${stepId} is not optional: only steps with optional: true (and on_skip) may be skipped`, { hint: 'Mark the step optional: true with on_skip: <step> in the workflow, or let it run.' });
    }
    // Finished: no resume makes a step active again, so do not advise one.
    if (state.active_step === null && state.in_flight === null) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('STEP_NOT_SKIPPABLE', `run ${state.run_id} already finished (${state.status}): no step is active, so step ${stepId} cannot be skipped`, {
            hint: 'A finished run skips no more steps (stagegate status shows how it ended); to skip the step in a new pass, start the workflow over: a new run id, or this one with --mode fresh.',
        });
    }
    if (state.active_step !== stepId || state.in_flight !== null) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('STEP_NOT_SKIPPABLE', `step ${stepId} is not the active step of run ${state.run_id} (active: ${state.active_step ?? 'none, the run finished'}${state.in_flight ? `, ${state.in_flight.step} in flight` : ''})`, {
            hint: 'Only the step a resume would run next can be skipped; resume the run until it is active.',
        });
    }
    const visit = Math.max(1, (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRecord */ .oU)(state, stepId)?.visits ?? 1);
    const target = step.def.on_skip;
    const marked = { ...markSkipped(state, step, visit, at, target), pending_approval: null, updated_at: at };
    const base = { at, step: stepId, visit, attempt: Math.max(1, (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRecord */ .oU)(state, stepId)?.attempts ?? 0), gate_status: null, exit_status: null, duration_ms: 0 };
    if (target === 'DONE' || target === 'BLOCKED') {
        const stop = target === 'DONE' ? 'WORKFLOW_COMPLETE' : 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE';
        const next = {
            ...marked,
            status: stop,
            message: `step ${stepId} was skipped; on_skip: ${target}`,
            active_step: null,
            ...(0,_state_state_js__WEBPACK_IMPORTED_MODULE_1__/* .logged */ .Jb)(marked, { ...base, outcome: target === 'DONE' ? 'complete' : 'blocked', code: stop, to: null }),
        };
        return { state: next, stop };
    }
    const entered = (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .enterStep */ .Rx)(marked, workflow, base, target, `${stepId} was skipped`, stepId, true);
    if (entered.stop === 'WORKFLOW_BLOCKED_LOOP_LIMIT')
        return entered;
    // The run is not running: it waits, paused, at the on_skip target until the next resume.
    return { state: { ...entered.state, message: `step ${stepId} was skipped; next step: ${target}` }, stop: 'PARTIAL_RESUMABLE' };
}


/***/ }),

/***/ 1289:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ attemptToken),
/* harmony export */   YW: () => (/* binding */ interruption),
/* harmony export */   cF: () => (/* binding */ newInvocationToken),
/* harmony export */   iY: () => (/* binding */ leftoverAttempts),
/* harmony export */   l$: () => (/* binding */ invocationPrefix)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// A stage never outlives its attempt. Every process of an attempt carries a token in its
// environment (STAGEGATE_ATTEMPT_TOKEN = <invocation token>-<random>): the invocation token is made
// once per top-level run and shared by the runs it starts in process (child workflows, foreach
// items), so one prefix names every process an invocation started. The state records the token of
// an attempt in flight (and of running parallel branches): a runner that died (OOM kill, SIGKILL
// of the runner alone) leaves that record, and the next runner kills whatever still carries the
// dead invocation's prefix before it starts anything (ProcessRunner.killLeftovers).

function newInvocationToken() {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(9).toString('base64url').replace(/[-_]/g, 'x');
}
/** A new attempt token of an invocation (its random part from the run's pool, when given: random-hex.ts). */
function attemptToken(invocation, random) {
    return `${invocation}-${random ? random.hex(6) : (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}`;
}
/** The prefix every attempt token of the invocation that made `token` starts with. */
function invocationPrefix(token) {
    const dash = token.lastIndexOf('-');
    return dash > 0 ? token.slice(0, dash + 1) : token;
}
/**
 * What the invocation behind a persisted state may have left running: the attempt in flight and
 * the running branches of a parallel step, as invocation prefixes (every attempt of that
 * invocation, escapees of finished attempts included).
 */
function leftoverAttempts(state) {
    const out = new Map();
    const flight = state.in_flight;
    if (flight?.token)
        out.set(invocationPrefix(flight.token), { token: invocationPrefix(flight.token), ...(flight.pgid !== undefined ? { pgid: flight.pgid } : {}) });
    for (const id in state.steps) {
        const branches = state.steps[id].parallel?.branches;
        if (!branches)
            continue;
        for (const b of Object.values(branches)) {
            if (b.status === 'running' && b.token) {
                const prefix = invocationPrefix(b.token);
                if (!out.has(prefix))
                    out.set(prefix, { token: prefix });
            }
        }
    }
    return [...out.values()];
}
/** How a cancelled run says why: the signal's reason when it is a name (SIGINT), else "cancelled". */
function interruption(signal) {
    const reason = signal?.reason;
    return typeof reason === 'string' && reason !== '' ? `interrupted by ${reason}` : 'cancelled';
}


/***/ }),

/***/ 89673:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ pausedNext)
/* harmony export */ });
/* harmony import */ var _command_line_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1439);

/**
 * The next step of a run paused with an active step: at its own approval, the decision (approve,
 * reject beside it) \u2014 a resume would only pause again; in child runs' approvals, the decision in
 * the first of them; otherwise the resume. `name` the command's name, `target` this run as approve
 * takes it, `resume` the command that resumes it. Undefined when the run is not paused there.
 */
function pausedNext(state, name, target, resume, children) {
    if (state.active_step === null)
        return undefined;
    const pending = state.pending_approval;
    if (pending && pending.step === state.active_step)
        return decisionNext(name, target, pending.approvers, 'Decide with', `resume with \`${resume}\``);
    if (state.status !== 'PARTIAL_RESUMABLE')
        return undefined;
    const first = children[0];
    if (!first)
        return { nextCommand: resume };
    if (children.length === 1) {
        return decisionNext(name, first.target, first.approvers, `The child workflow run ${first.runId} (${first.workflowFile}) awaits approval: decide there with`, `resume this run with \`${resume}\`, which continues the child`);
    }
    const next = decisionNext(name, first.target, first.approvers, '', '');
    const each = children.map((c) => `\`${name} approve ${c.target}\` (or \`${name} reject ${c.target}\`)${c.approvers ? ` as one of ${c.approvers.join(', ')}` : ''}`);
    const runs = children.map((c) => `${c.runId} (${c.workflowFile})`);
    return {
        ...next,
        hint: `The child workflow runs ${runs.join(', ')} await approval: decide in each with ${each.join('; ')}, adding --by NAME (default: $USER); then resume this run with \`${resume}\`, which continues the children.`,
    };
}
/** approve (or reject) the run `target` names, as the next command and in a hint: `lead` the commands, `then` what follows. */
function decisionNext(name, target, approvers, lead, then) {
    // The one approver's name as one shell word (a name with a space, a quote, a leading -); NAME is a placeholder to fill in.
    const by = approvers ? (approvers.length === 1 ? (0,_command_line_js__WEBPACK_IMPORTED_MODULE_0__/* .flagWord */ .Np)('by', approvers[0]) : ' --by NAME') : '';
    return {
        hint: `${lead} \`${name} approve ${target}\` (or \`${name} reject ${target}\`), add --by NAME${approvers ? ` (one of ${approvers.join(', ')})` : ' (default: $USER)'}; then ${then}.`,
        nextCommand: `${name} approve ${target}${by}`,
        nextAlternative: `${name} reject ${target}${by}`,
    };
}


/***/ }),

/***/ 34289:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ systemClock)
/* harmony export */ });
// Ports: the small interfaces through which the pure core reaches the outside world.
// Adapters (src/executors, src/adapters) implement them; tests swap them.
const systemClock = {
    now: () => new Date(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};


/***/ }),

/***/ 16150:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mz: () => (/* binding */ preflight),
/* harmony export */   QM: () => (/* binding */ preflightInvocation),
/* harmony export */   gP: () => (/* binding */ checkInputConflicts),
/* harmony export */   l4: () => (/* binding */ lockName),
/* harmony export */   zN: () => (/* binding */ checkResumable)
/* harmony export */ });
/* unused harmony exports checkAgents, checkOutputsConfined, checkStateReadable */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82862);
/* harmony import */ var _bindings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(43671);
/* harmony import */ var _steps_parallel_branches_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(29739);
/* harmony import */ var _agents_registry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(39726);
/* harmony import */ var _agents_installed_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(68664);
/* harmony import */ var _state_integrity_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(58442);
/* harmony import */ var _state_lock_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(20210);
// The checks a run makes before it takes the lock and runs anything, shared with `plan` so that
// plan predicts the stop a run would hit (docs/cli.md#plan) instead of calling it clean.







/** On resume, an explicit input that differs from the value the run started with. */
function checkInputConflicts(ctx) {
    if (ctx.bound.controls.mode !== 'resume' || ctx.existing.kind !== 'ok')
        return;
    const persisted = ctx.existing.state.inputs;
    for (const [name, value] of ctx.bound.explicit) {
        if (name === 'run_id')
            continue;
        const before = persisted[name];
        if (before !== undefined && before !== value) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_CONFLICT', `input ${name} was '${before}' when run ${ctx.runId} started; this invocation gives '${value}'`, {
                hint: 'Omit it (persisted inputs are reused), or start over with --mode fresh.',
            });
        }
    }
}
/**
 * Every agent-driven step must have an agent before anything runs; with `pathEnv` (the stages'
 * PATH), its CLI must be installed too (AGENT_NOT_FOUND names it and how to install it).
 */
function checkAgents(ctx, agents, pathEnv) {
    const { workflow, workspace } = ctx;
    const checked = new Set();
    for (const step of [...workflow.steps.values(), ...(0,_steps_parallel_branches_js__WEBPACK_IMPORTED_MODULE_2__/* .allBranches */ .Iz)(workflow).map(({ branch }) => branch)]) {
        if (!_agents_registry_js__WEBPACK_IMPORTED_MODULE_3__/* .AGENT_DRIVEN_KINDS */ .vD.has(step.kind))
            continue;
        const agent = (0,_agents_registry_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveAgent */ .cT)(workflow, step, agents, workspace);
        if (pathEnv === undefined || checked.has(agent.executable))
            continue;
        if (!(0,_agents_installed_js__WEBPACK_IMPORTED_MODULE_4__/* .isInstalled */ .j)(agent.executable, pathEnv))
            throw (0,_agents_installed_js__WEBPACK_IMPORTED_MODULE_4__/* .agentNotFound */ .H)(step.id, agent, 'before');
        checked.add(agent.executable);
    }
}
/** Every declared output that can be resolved now stays inside the workspace. */
function checkOutputsConfined(ctx) {
    const { workflow, workspace } = ctx;
    for (const step of workflow.steps.values()) {
        try {
            (0,_bindings_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveOutput */ .ST)(step, (0,_bindings_js__WEBPACK_IMPORTED_MODULE_1__/* .stepBindings */ .rV)(ctx.bindings, step, undefined), workspace);
        }
        catch (error) {
            if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isStagegateError */ .W)(error) && error.code === 'PATH_OUTSIDE_WORKSPACE')
                throw error;
        }
    }
    for (const { step, branch } of (0,_steps_parallel_branches_js__WEBPACK_IMPORTED_MODULE_2__/* .allBranches */ .Iz)(workflow)) {
        try {
            (0,_bindings_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveOutput */ .ST)(branch, (0,_steps_parallel_branches_js__WEBPACK_IMPORTED_MODULE_2__/* .branchBindings */ .b8)(ctx.bindings, step, branch, undefined), workspace);
        }
        catch (error) {
            if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isStagegateError */ .W)(error) && error.code === 'PATH_OUTSIDE_WORKSPACE')
                throw error;
        }
    }
}
/** A resume of an unreadable state file. */
function checkStateReadable(ctx) {
    if (ctx.bound.controls.mode === 'resume' && ctx.existing.kind === 'corrupt') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_STATE_INTEGRITY_VIOLATION', `${ctx.existing.reason}; nothing was changed`, {
            hint: ctx.existing.hint,
            location: { file: ctx.existing.file, ...(ctx.existing.line !== undefined ? { line: ctx.existing.line } : {}) },
        });
    }
}
/** What the run lock is named in WORKFLOW_LOCKED. */
function lockName(ctx) {
    return `run ${ctx.runId} of workflow ${ctx.workflow.name}`;
}
/**
 * Everything a run checks before it runs anything, in the run's order (plan makes them all at
 * once, agents and their CLIs included, and a live runner holding the lock, without taking it).
 */
function preflight(ctx, agents, options = {}) {
    preflightInvocation(ctx, agents, options);
    _state_lock_js__WEBPACK_IMPORTED_MODULE_6__/* .RunLock */ .j.refuseIfHeld(ctx.lockPath, lockName(ctx));
    checkInputConflicts(ctx);
    checkStateReadable(ctx);
}
/**
 * The checks that read nothing of the run's state: made before the lock. What depends on the
 * state (input conflicts, a readable journal) is checked once the lock is held, on a state no
 * other runner can be changing (runner.ts).
 */
function preflightInvocation(ctx, agents, options = {}) {
    // A finished run is only re-reported on resume: it needs no agent \u2014 unless it is at another
    // source (`sourceChanged`: source-drift.ts), where rerun opens it again and runs its steps.
    const finished = ctx.bound.controls.mode === 'resume' && ctx.existing.kind === 'ok' && ctx.existing.state.active_step === null && options.sourceChanged !== true;
    if (!finished)
        checkAgents(ctx, agents, options.pathEnv);
    checkOutputsConfined(ctx);
}
/** What a resume checks once it holds the lock: the state it would continue is one it can trust. */
function checkResumable(ctx, allowWorkflowChange) {
    if (ctx.bound.controls.mode !== 'resume' || ctx.existing.kind !== 'ok')
        return;
    (0,_state_integrity_js__WEBPACK_IMPORTED_MODULE_5__/* .checkIntegrity */ ._)(ctx.existing.state, ctx.workflow, ctx.runId, ctx.bindings, ctx.workspace, ctx.statePath.rel, { allowWorkflowChange, naming: ctx.naming });
}


/***/ }),

/***/ 1346:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H5: () => (/* binding */ childOutputs),
/* harmony export */   MR: () => (/* binding */ runOutputs),
/* harmony export */   N$: () => (/* binding */ withItemsReloaded),
/* harmony export */   UB: () => (/* binding */ withItemOutputs),
/* harmony export */   Y: () => (/* binding */ changesWith),
/* harmony export */   eR: () => (/* binding */ changedArtifacts),
/* harmony export */   hS: () => (/* binding */ counted),
/* harmony export */   xe: () => (/* binding */ outputChanges),
/* harmony export */   zw: () => (/* binding */ withoutMarks)
/* harmony export */ });
/* harmony import */ var _workspace_digest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33929);
/* harmony import */ var _state_item_outputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36289);


/** Accepted outputs that changed in the run so far. */
function outputChanges(state) {
    return state.output_changes ?? 0;
}
/** How many of `records` differ from the run's accepted artifact under the same key (a key accepted for the first time counts). */
function changedArtifacts(state, records) {
    let n = 0;
    for (const key of Object.keys(records)) {
        const before = Object.hasOwn(state.artifacts, key) ? state.artifacts[key] : undefined;
        if (before?.sha256 !== records[key].sha256)
            n++;
    }
    return n;
}
/** The run's output_changes once `sha256` is accepted under `key` (a step's output). */
function changesWith(state, key, sha256) {
    const previous = Object.hasOwn(state.artifacts, key) ? state.artifacts[key] : undefined;
    return outputChanges(state) + (previous?.sha256 === sha256 ? 0 : 1);
}
/** The state's fields once `n` more outputs changed (none when none did). */
function counted(state, n) {
    return n === 0 ? {} : { output_changes: outputChanges(state) + n };
}
/** The digest of what a child run accepted (its artifacts' paths and digests, in its order). */
function childOutputs(child) {
    return (0,_workspace_digest_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Text */ .f1)(JSON.stringify((child?.artifacts ?? []).map((a) => [a.path, a.sha256])));
}
/** The digest of what a run accepted (a foreach item's run): each artifact's key, path and sha256, by key. */
function runOutputs(artifacts) {
    const keys = Object.keys(artifacts).sort();
    return (0,_workspace_digest_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Text */ .f1)(JSON.stringify(keys.map((k) => [k, artifacts[k].path, artifacts[k].sha256])));
}
/**
 * The foreach step's record and the run's output_changes once item `item` (at `index` of the
 * step's current items) ended with `outputs`
 * (runOutputs of its run): a change when they differ from the item's at its previous end, in any
 * visit of the step (an item's first end counts). An event without outputs (journals written before it was recorded,
 * 2026-12-04) changes nothing.
 */
function withItemOutputs(state, stepId, index, item, outputs) {
    const record = Object.hasOwn(state.steps, stepId) ? state.steps[stepId] : undefined;
    if (outputs === undefined || !record)
        return state;
    const before = record.item_outputs?.get(index, item);
    if (before === outputs)
        return state;
    // Persistent: setting one item's shares all the others (a copied object made a large foreach quadratic).
    return { ...state, ...counted(state, 1), steps: { ...state.steps, [stepId]: { ...record, item_outputs: (record.item_outputs ?? _state_item_outputs_js__WEBPACK_IMPORTED_MODULE_1__/* .ItemOutputs */ .Y3.EMPTY).set(index, outputs) } } };
}
/** The step's item_outputs once it loads its items again (foreach_loaded): kept by id until the new items end (item-outputs.ts). */
function withItemsReloaded(state, stepId) {
    const record = Object.hasOwn(state.steps, stepId) ? state.steps[stepId] : undefined;
    const outputs = record?.item_outputs;
    if (!record || outputs === undefined || !record.foreach)
        return state;
    const reloaded = outputs.reloaded(record.foreach.items);
    return reloaded === outputs ? state : { ...state, steps: { ...state.steps, [stepId]: { ...record, item_outputs: reloaded } } };
}
/** A step record without the marks a replay derives (progress marks; accepted_seq, run/rewind.ts): what the snapshot and the approval digest see. */
function withoutMarks(record) {
    if (record.output_changes === undefined && record.child_outputs === undefined && record.item_outputs === undefined && record.accepted_seq === undefined)
        return record;
    const { output_changes: _o, child_outputs: _c, item_outputs: _i, accepted_seq: _a, ...rest } = record;
    return rest;
}


/***/ }),

/***/ 69231:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Nl: () => (/* binding */ UnknownEvent),
  Z8: () => (/* binding */ applyEvent),
  Sv: () => (/* binding */ replayEvent),
  Qf: () => (/* binding */ withClaims)
});

// UNUSED EXPORTS: ReplayMismatch

// EXTERNAL MODULE: ./src/core/state/state.ts
var state_state = __webpack_require__(46624);
// EXTERNAL MODULE: ./src/core/model/workflow.ts
var workflow = __webpack_require__(57280);
// EXTERNAL MODULE: ./src/core/run/transition.ts
var transition = __webpack_require__(29122);
// EXTERNAL MODULE: ./src/core/run/rewind.ts
var rewind = __webpack_require__(32226);
// EXTERNAL MODULE: ./src/core/run/progress.ts
var progress = __webpack_require__(1346);
;// CONCATENATED MODULE: ./src/core/run/stall.ts




/**
 * Whether the step's previous verdict was taken back by a resume with --on-source-change rerun at
 * this invocation's source (it was stale: made at another source commit or agent package version)
 * and not made again since: the visit that runs it again judges other code, so the same gate and
 * output are a verdict made anew, not a loop spinning. (A step whose gate routes to itself keeps
 * the stamp of its last verdict that left it, so its loop at the new source ends at max_visits.)
 */
function takenBack(state, stepId) {
    // Taken back by a rerun from a step (--rerun-from) and not accepted since: its next verdict is made anew too.
    if ((0,rewind/* rewoundAway */.f$)(state, stepId))
        return true;
    const record = (0,transition/* stepRecord */.oU)(state, stepId);
    const change = state.source_changes?.at(-1);
    if (record?.source_commit === undefined || change?.policy !== 'rerun')
        return false;
    if (change.source_commit !== state.source_commit || change.agent_package_version !== state.agent_package_version)
        return false;
    if (!change.stale.some((s) => s.step === stepId))
        return false;
    return record.source_commit !== state.source_commit || (record.agent_package_version ?? null) !== state.agent_package_version;
}
/** Whether the invocation applying the event judges by the fixed-point rule (an earlier stagegate's compared a step only with itself). */
function judgesFixedPoint(state) {
    return state.invocations.at(-1)?.stall_rule === 'fixed_point';
}
/**
 * The previous visit whose gate this acceptance repeats exactly while no accepted output changed
 * since (the loop's fixed point), or undefined. `acrossSources`: also when a rerun took that
 * visit's verdict back (how stagegate judged before 2026-12-03, for the journals it wrote).
 */
function stalledSince(state, stepId, visit, gate, sha256, acrossSources = false) {
    const previous = Object.prototype.hasOwnProperty.call(state.artifacts, stepId) ? state.artifacts[stepId] : undefined;
    const prevGate = (0,transition/* stepRecord */.oU)(state, stepId)?.gate;
    if (!previous || !prevGate || previous.visit >= visit)
        return undefined;
    if (!acrossSources && takenBack(state, stepId))
        return undefined;
    const same = previous.sha256 === sha256 &&
        prevGate['status'] === gate.status &&
        prevGate['unresolved_critical'] === gate.unresolved_critical &&
        prevGate['unresolved_high'] === gate.unresolved_high &&
        prevGate['source_resolvable_open'] === gate.source_resolvable_open;
    if (!same)
        return undefined;
    // The step's own previous acceptance is counted in its mark; anything since moved the count.
    if (judgesFixedPoint(state) && (0,progress/* outputChanges */.xe)(state) !== ((0,transition/* stepRecord */.oU)(state, stepId)?.output_changes ?? 0))
        return undefined;
    return previous.visit;
}
function routeOf(target) {
    if (target === 'DONE')
        return { kind: 'done' };
    if (target === 'BLOCKED')
        return { kind: 'blocked' };
    return { kind: 'step', to: target };
}
/** Accept a gate like applySuccess, unless the loop reached a fixed point at it (stalledSince; not taken back by a rerun): then stall. */
function applyAcceptance(state, workflow, s, acrossSources = false) {
    const changes = (0,progress/* changesWith */.Y)(state, s.step.id, s.artifact.sha256);
    const visit = state.in_flight?.visit ?? (0,transition/* stepRecord */.oU)(state, s.step.id)?.visits ?? 1;
    const since = stalledSince(state, s.step.id, visit, s.gate, s.artifact.sha256, acrossSources);
    if (since === undefined)
        return (0,transition/* applySuccess */.IW)(state, workflow, s, changes);
    const escape = s.step.def.on_stall;
    const stall = { step: s.step.id, visit, previous_visit: since, at: s.at };
    if (escape !== undefined && escape !== 'BLOCKED') {
        const result = (0,transition/* applySuccess */.IW)(state, workflow, { ...s, route: routeOf(escape) }, changes);
        return { ...result, state: { ...result.state, stalls: [...(result.state.stalls ?? []), { ...stall, to: escape }] } };
    }
    const result = (0,transition/* applySuccess */.IW)(state, workflow, { ...s, route: { kind: 'blocked' } }, changes);
    const code = 'WORKFLOW_BLOCKED_STALLED';
    const repeat = `step ${s.step.id} stalled: visit ${visit} reported ${s.gate.status} with the same unresolved counts and the same output (sha256 ${s.artifact.sha256.slice(0, 12)}) as visit ${since}`;
    const message = judgesFixedPoint(state) ? `${repeat}, and no output accepted since changed` : repeat;
    return { state: { ...result.state, status: code, message, ...(0,state_state/* patchLast */.F8)(result.state, { code }), stalls: [...(result.state.stalls ?? []), { ...stall, to: null }] }, stop: code };
}

// EXTERNAL MODULE: ./src/core/run/failure-policy.ts
var failure_policy = __webpack_require__(59798);
;// CONCATENATED MODULE: ./src/core/steps/decision/transition.ts

function applyDecision(state, workflow, step, outcome, at, stopAfter) {
    // The decision itself (every branch tried, the values seen) is the journal's decision_taken event.
    // Nothing ran: no exit status on the step or its transition.
    const completedAs = () => {
        const chosen = outcome.record.chosen;
        return `decision ${step.id} took ${chosen === 'else' ? 'else' : `if ${outcome.record.branches[chosen]?.expression ?? ''}`}`;
    };
    return (0,transition/* applyExitSuccess */.Kv)(state, workflow, { step, to: outcome.to, exitStatus: null, durationMs: 0, log: null, at, stopAfter, completedAs });
}

// EXTERNAL MODULE: ./src/core/steps/approval/transition.ts
var approval_transition = __webpack_require__(90660);
// EXTERNAL MODULE: ./src/core/steps/approval/run.ts
var run = __webpack_require__(65190);
// EXTERNAL MODULE: ./src/core/steps/process/spend.ts
var spend = __webpack_require__(45781);
// EXTERNAL MODULE: ./src/core/steps/child/transition.ts
var child_transition = __webpack_require__(37487);
;// CONCATENATED MODULE: ./src/core/steps/foreach/transition.ts
// What the parent's state becomes when a foreach step records its items, stops (a failed item,
// a cycle, stuck deferrals, an unmet completion: the step stays active so a resume continues),
// ends blocked (an item blocked: the run ends with the item's code) or pauses. Pure; built on
// transition.ts like the child-workflow transitions.



/** Record the foreach's items on its step record (kept through every later transition). */
function withForeachRecord(state, stepId, record) {
    const step = (0,transition/* stepRecord */.oU)(state, stepId);
    if (!step)
        return state;
    return { ...state, steps: { ...state.steps, [stepId]: { ...step, foreach: record } } };
}
/** The foreach stops with `code`; the step stays active (a resume continues it). */
function applyForeachStopped(state, step, code, message, durationMs, at) {
    return { state: (0,transition/* applyFailure */.nw)(state, { step, code, message, exitStatus: null, signal: null, durationMs, log: null, at }), stop: code };
}
/** An item ended blocked: the run ends blocked with the item's code (class blocked, exit 3). */
function applyForeachBlocked(state, step, code, message, durationMs, at) {
    const flight = state.in_flight;
    const record = (0,transition/* stepRecord */.oU)(state, step.id);
    const next = {
        ...state,
        status: code,
        message,
        active_step: null,
        in_flight: null,
        ...(0,transition/* blockedLists */.kf)(state, step.id),
        steps: { ...state.steps, [step.id]: { ...record, status: 'blocked', last_duration_ms: durationMs, last_error: message } },
        ...(0,state_state/* logged */.Jb)(state, { at, step: step.id, visit: flight?.visit ?? record.visits, attempt: flight?.attempt ?? 1, outcome: 'blocked', code, gate_status: null, exit_status: null, duration_ms: durationMs, to: null }),
        updated_at: at,
    };
    return { state: next, stop: code };
}
/**
 * An item's run paused (PARTIAL_RESUMABLE): the parent pauses with the foreach still active \u2014
 * the same transition as a paused child workflow.
 */
const applyForeachPaused = child_transition/* applyChildPaused */.Ld;

// EXTERNAL MODULE: ./src/core/steps/foreach/schedule.ts
var schedule = __webpack_require__(55013);
// EXTERNAL MODULE: ./src/core/steps/parallel/records.ts
var records = __webpack_require__(30005);
;// CONCATENATED MODULE: ./src/core/steps/parallel/transition.ts
// What the run does once a parallel step's join is decided, as pure functions: the verdict
// (PARALLEL_COMPLETE / PARALLEL_FAILED) routes like a gate status through the step's statuses;
// an unrouted PARALLEL_FAILED follows on_failure (as a failed stage) or ends the run with
// WORKFLOW_BLOCKED_PARALLEL_JOIN.




const JOIN_STOP = 'WORKFLOW_BLOCKED_PARALLEL_JOIN';
function applyJoin(state, workflow, j) {
    const { step } = j;
    const statuses = step.def.statuses ?? {};
    const flight = state.in_flight;
    const visit = flight?.visit ?? (0,transition/* stepRecord */.oU)(state, step.id)?.visits ?? 1;
    const attempt = flight?.attempt ?? 1;
    if (Object.prototype.hasOwnProperty.call(statuses, j.outcome)) {
        const target = (0,transition/* resolveTarget */.u1)(statuses[j.outcome], j.present);
        const result = (0,transition/* applyExitSuccess */.Kv)(state, workflow, { step, to: target, exitStatus: 0, durationMs: j.durationMs, log: null, at: j.at, stopAfter: j.stopAfter });
        let next = result.state;
        let stop = result.stop;
        next = { ...next, steps: { ...next.steps, [step.id]: { ...next.steps[step.id], gate: { status: j.outcome } } } };
        let code = next.last_transition?.code ?? null;
        if (target === 'BLOCKED') {
            if (j.sourceGaps)
                code = stop = 'WORKFLOW_BLOCKED_SOURCE_GAPS';
            next = { ...next, status: stop, message: `parallel step ${step.id}: ${j.outcome} (${j.summary}), routed to BLOCKED` };
        }
        next = { ...next, ...(0,state_state/* patchLast */.F8)(next, { gate_status: j.outcome, code }) };
        return stop !== undefined ? { state: next, stop } : { state: next };
    }
    const message = `parallel step ${step.id}: the join (${state.steps[step.id]?.parallel?.join ?? 'all'}) cannot be satisfied: ${j.summary}`;
    if (step.def.on_failure !== undefined) {
        // A failed join is the step failing: on_failure takes it like a failed stage.
        const failed = (0,transition/* applyFailure */.nw)(state, { step, code: 'STAGE_FAILED', message, exitStatus: null, signal: null, durationMs: j.durationMs, log: null, at: j.at });
        return (0,failure_policy/* routeFailure */.S)(failed, workflow, step, 'STAGE_FAILED', j.at, j.stopAfter) ?? { state: failed, stop: 'STAGE_FAILED' };
    }
    const record = (0,transition/* stepRecord */.oU)(state, step.id);
    const next = {
        ...state,
        status: JOIN_STOP,
        message: `${message}; its statuses do not route PARALLEL_FAILED`,
        active_step: null,
        in_flight: null,
        ...(0,transition/* blockedLists */.kf)(state, step.id),
        steps: { ...state.steps, [step.id]: { ...record, status: 'blocked', gate: { status: j.outcome }, last_duration_ms: j.durationMs, last_error: null } },
        ...(0,state_state/* logged */.Jb)(state, { at: j.at, step: step.id, visit, attempt, outcome: 'blocked', code: JOIN_STOP, gate_status: j.outcome, exit_status: null, duration_ms: j.durationMs, to: null }),
        updated_at: j.at,
    };
    return { state: next, stop: JOIN_STOP };
}
/**
 * Branches' child runs paused and the join is not decided without them: the step waits \u2014 the
 * run pauses (PARTIAL_RESUMABLE) with the step active and pending, as a paused child_workflow
 * step does; no attempt is recorded failed. A resume runs the waiting branches again.
 */
function applyParallelPaused(state, step, message, at) {
    return (0,child_transition/* applyChildPaused */.Ld)(state, step, message, at);
}

// EXTERNAL MODULE: ./src/core/steps/parallel/join.ts
var join = __webpack_require__(6111);
// EXTERNAL MODULE: ./src/core/steps/parallel/branches.ts
var branches = __webpack_require__(29739);
// EXTERNAL MODULE: ./src/core/run/source-drift.ts
var source_drift = __webpack_require__(35682);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/core/run/reduce.ts
// The run's state as a fold over its journal: each event goes through the same pure transition
// the runner applied when the event happened, so replaying the journal gives the same state
// (Temporal's replay of an event history against the workflow code). What an event claims the
// transition led to (the next step, the stop code, the attempt number) is compared with what the
// transition gives now: a difference is a journal that was edited, or a workflow edited in a way
// that changes what already happened, and the run is refused.




















/** An event that does not replay: what it claims differs from what its transition gives. */
class ReplayMismatch extends Error {
    what;
    constructor(what) {
        super(what);
        this.what = what;
    }
}
/**
 * An event this stagegate has no transition for: a later stagegate wrote it (a new kind of event,
 * as `rewound` was on 2026-12-04). Said as such, not as the TypeError a missing case would give.
 */
class UnknownEvent extends ReplayMismatch {
    event;
    constructor(event) {
        super(`is an event this stagegate (${version/* VERSION */.x}) does not know: a later stagegate wrote it`);
        this.event = event;
    }
}
function stepOf(workflow, id) {
    const step = workflow.steps.get(id);
    if (!step)
        throw new ReplayMismatch(`names step '${id}', which the workflow does not have`);
    return step;
}
const presence = (names) => (name) => names.includes(name);
function foreachOf(state, id) {
    const record = (0,transition/* stepRecord */.oU)(state, id)?.foreach;
    if (!record)
        throw new ReplayMismatch(`names foreach step '${id}', which has no items recorded`);
    return record;
}
function claimsOf(t) {
    return { to: t.state.active_step, stop: t.stop ?? null };
}
/**
 * `{ ...t, claims: claimsOf(t) }`, made as a literal: `t` is a TransitionResult (its state, and
 * its stop when it stops), and a spread of objects of two shapes took V8's slow clone once per
 * event of a replay.
 */
function claimed(t) {
    const applied = { state: t.state, claims: { to: t.state.active_step, stop: t.stop ?? null } };
    if (t.stop !== undefined)
        applied.stop = t.stop;
    return applied;
}
/** Whether one of decision step `step`'s branches leads to `to` (a loop: no list made per event). */
function decisionLeadsTo(step, to) {
    for (const b of step.def.decide ?? [])
        if (('if' in b ? b.to : b.else) === to)
            return true;
    return false;
}
function plain(state) {
    return { state, claims: { to: state.active_step, stop: null } };
}
/** Events whose step, once completed by them, holds an accepted verdict. */
const VERDICTS = new Set(['gate_accepted', 'exit_accepted', 'decision_taken', 'approval_reached', 'child_routed', 'join_decided', 'hand_off']);
/**
 * Stamp a verdict with the source it was made at: the invocation's source commit and agent
 * package version (run/source-drift.ts compares them on resume). Derived from the run_started
 * event, so journals written before stamps existed replay with them too.
 */
function stamped(applied, e, before) {
    const key = VERDICTS.has(e.event) && 'step' in e ? e.step : e.event === 'branch_artifact' ? e.key : undefined;
    if (key === undefined)
        return applied;
    const state = applied.state;
    const record = state.steps[key];
    const artifact = state.artifacts[key];
    // A gate that routed the run to BLOCKED is a verdict on the source as much as a passing one.
    const stampStep = record !== undefined && (record.status === 'completed' || record.status === 'blocked') && VERDICTS.has(e.event);
    // Nothing to stamp (a decision that looped back to itself: its record is pending again) is
    // known before the source is looked up (a new object each time, once per event of a replay).
    if (!stampStep && (artifact === undefined || (e.event !== 'branch_artifact' && e.event !== 'gate_accepted')))
        return applied;
    const found = (0,source_drift/* currentSource */.J7)(state);
    const stampArtifact = found !== undefined && artifact !== undefined && (e.event === 'branch_artifact' || (e.event === 'gate_accepted' && stampStep));
    if (!stampStep && !stampArtifact)
        return applied;
    // The verdict's place among the run's verdicts (--rerun-from takes back the ones after it: run/rewind.ts).
    const source = { ...found, accepted_seq: state.transitions };
    // The state, and each map stamped, made by this event's transition (not `before`'s): seen by
    // nothing else yet, so stamped in place (as withOwnRecent takes `recent`). A copy of a long
    // run's steps and artifacts maps costs per key, and this ran after every accepted stage.
    if (state !== before && (!stampStep || state.steps !== before?.steps) && (!stampArtifact || state.artifacts !== before?.artifacts)) {
        if (stampStep)
            state.steps[key] = { ...record, ...source };
        if (stampArtifact)
            state.artifacts[key] = { ...artifact, ...found };
        return applied;
    }
    return {
        ...applied,
        state: {
            ...state,
            ...(stampStep ? { steps: { ...state.steps, [key]: { ...record, ...source } } } : {}),
            ...(stampArtifact ? { artifacts: { ...state.artifacts, [key]: { ...artifact, ...found } } } : {}),
        },
    };
}
/**
 * Apply one event to the state (undefined before the run's first event). Throws ReplayMismatch
 * when the event cannot apply. Claims are not compared here: see `replayEvent`.
 */
function applyEvent(before, e, workflow) {
    return withOwnRecent(stamped(applyUnstamped(before, e, workflow), e, before), before);
}
/**
 * `recent` holds the transitions this event made, and only those: the ones logged() appended
 * after `before`'s. The event is applied to `before` as it is (emptying its `recent` first would
 * copy the whole state once more per event, and a replay applies thousands), and the state it
 * built takes only its own transitions. That state is new \u2014 built by this event's transitions,
 * seen by nothing else yet \u2014 so it takes them in place; `before` itself is never changed.
 */
function withOwnRecent(applied, before) {
    const earlier = before?.recent.length ?? 0;
    if (earlier === 0)
        return applied;
    if (applied.state === before)
        return { ...applied, state: { ...before, recent: [] } };
    applied.state.recent = applied.state.recent.slice(earlier);
    return applied;
}
function applyUnstamped(state, e, workflow) {
    if (e.event === 'run_started') {
        const invocation = {
            at: e.at,
            mode: e.mode,
            ignore_previous_completion: e.ignore_previous_completion,
            stop_after_step: e.stop_after_step,
            outcome: null,
            source_commit: e.source_commit,
            agent_package_version: e.agent_package_version,
            ...(e.stagegate_version !== undefined ? { stagegate_version: e.stagegate_version } : {}),
            ...(e.stall_rule !== undefined ? { stall_rule: e.stall_rule } : {}),
        };
        const base = state ??
            (0,state_state/* initialState */.ue)({
                workflow: { name: e.workflow, file: e.workflow_file, digest: e.workflow_digest, entry: e.entry, entryKind: e.entry_kind },
                runId: e.run_id,
                mode: e.mode,
                ignorePreviousCompletion: e.ignore_previous_completion,
                freshExecutionOf: e.fresh_execution_of,
                inputs: e.inputs,
                runRoot: e.run_root,
                sourceCommit: e.source_commit,
                agentPackageVersion: e.agent_package_version,
                at: e.at,
            });
        // Every invocation records the workflow it runs (an edit is allowed with --allow-workflow-change).
        // The run's source commit and package version are the latest invocation's (the active ones).
        // Its inputs join the run's: a resume may give an input the run did not have yet (one that
        // differs from a recorded value is refused before it starts, WORKFLOW_INPUT_CONFLICT), and
        // what one invocation bound, the next reuses.
        const inputs = state ? { ...state.inputs, ...e.inputs } : base.inputs;
        const next = { ...base, inputs, workflow_digest: e.workflow_digest, source_commit: e.source_commit, agent_package_version: e.agent_package_version, invocations: [...base.invocations, invocation] };
        // The status the workflow reports when it completes, as this invocation's workflow declares it.
        if (e.success_status !== undefined)
            next.success_status = e.success_status;
        else
            delete next.success_status;
        return plain(next);
    }
    if (state === undefined)
        throw new ReplayMismatch(`${e.event} comes before the run started`);
    switch (e.event) {
        case 'run_stopped': {
            const invocations = state.invocations.slice();
            const last = invocations[invocations.length - 1];
            if (last)
                invocations[invocations.length - 1] = { ...last, outcome: e.code };
            return plain({ ...state, invocations, updated_at: e.at });
        }
        case 'stopped':
            return { state: { ...state, status: e.code, message: e.message, updated_at: e.at }, claims: { to: state.active_step, stop: e.code } };
        case 'attempt_started': {
            const started = (0,transition/* startAttempt */.iY)(state, stepOf(workflow, e.step), e.at);
            return plain(e.token === undefined ? started : { ...started, in_flight: { ...started.in_flight, token: e.token } });
        }
        case 'attempt_group':
            if (state.in_flight?.step !== e.step)
                throw new ReplayMismatch(`records a process group of step ${e.step}, which has no attempt in flight`);
            return plain({ ...state, in_flight: { ...state.in_flight, pgid: e.pgid } });
        case 'attempt_failed':
            return {
                state: (0,transition/* applyFailure */.nw)(state, { step: stepOf(workflow, e.step), code: e.code, message: e.message, exitStatus: e.exit_status, signal: e.signal, durationMs: e.duration_ms, log: e.log, at: e.at }),
                claims: { to: e.step, stop: e.code },
            };
        case 'gate_accepted': {
            const step = stepOf(workflow, e.step);
            const route = (0,transition/* routeStatus */.KY)(step, e.gate.status, presence(e.present));
            if (!route)
                throw new ReplayMismatch(`step ${e.step} accepted status ${e.gate.status}, which the workflow does not route`);
            const success = {
                step,
                gate: e.gate,
                artifact: { ...e.artifact, step: e.step, gate_status: e.gate.status, visit: e.visit, accepted_at: e.at },
                exitStatus: e.exit_status,
                durationMs: e.duration_ms,
                log: e.log,
                at: e.at,
                route,
                stopAfter: e.stop_after,
            };
            let t = applyAcceptance(state, workflow, success);
            if (takenBack(state, e.step)) {
                // A journal written before 2026-12-03 may record a stall on a verdict a rerun took back (the
                // same output at the new source): it replays as it was decided, when that is what it claims.
                const before = applyAcceptance(state, workflow, success, true);
                const [now, then] = [claimsOf(t), claimsOf(before)];
                if ((now.to !== e.to || now.stop !== e.stop) && then.to === e.to && then.stop === e.stop)
                    t = before;
            }
            return claimed(t);
        }
        case 'exit_accepted': {
            const step = stepOf(workflow, e.step);
            const legal = fixedTargets(step);
            if (!legal.includes(e.to_target))
                throw new ReplayMismatch(`step ${e.step} followed ${e.to_target}, which is not its transition (${legal.join(', ') || 'none'})`);
            const t = (0,transition/* applyExitSuccess */.Kv)(state, workflow, { step, to: e.to_target, exitStatus: e.exit_status, durationMs: e.duration_ms, log: e.log, at: e.at, stopAfter: e.stop_after, revised: e.revised });
            return claimed(t);
        }
        case 'failure_routed': {
            const t = (0,failure_policy/* routeFailure */.S)(state, workflow, stepOf(workflow, e.step), e.code, e.at, e.stop_after);
            if (!t)
                throw new ReplayMismatch(`step ${e.step} has no on_failure for ${e.code}`);
            return claimed(t);
        }
        case 'hand_off': {
            const step = stepOf(workflow, e.step);
            const t = (0,transition/* applyTerminal */.pb)(state, e.instruction === undefined ? step : { ...step, def: { ...step.def, instruction: e.instruction } }, e.at);
            return claimed(t);
        }
        case 'decision_taken': {
            const step = stepOf(workflow, e.step);
            if (!decisionLeadsTo(step, e.outcome.to))
                throw new ReplayMismatch(`decision ${e.step} chose ${e.outcome.to}, which none of its branches leads to`);
            const t = applyDecision(state, workflow, step, e.outcome, e.at, e.stop_after);
            return claimed(t);
        }
        case 'approval_reached': {
            const t = (0,run/* approvalTransition */.pm)(state, workflow, stepOf(workflow, e.step), e.at, e.stop_after, e.message);
            return claimed(t);
        }
        case 'approval_decided':
            return plain((0,approval_transition/* recordDecision */.Q6)(state, { decision: e.decision, by: e.by, note: e.note, at: e.at, sourceCommit: e.source_commit }));
        case 'source_changed': {
            if (e.change.rerun_from !== null)
                stepOf(workflow, e.change.rerun_from);
            const t = (0,source_drift/* applySourceChange */.KV)(state, workflow, e.change, e.at);
            return claimed(t);
        }
        case 'rewound': {
            const plan = (0,rewind/* planRewind */.PB)(state, workflow, e.step);
            if ((0,rewind/* isRefusal */.vu)(plan))
                throw new ReplayMismatch(`reruns from step ${e.step}, which this run cannot rerun from (${plan.message})`);
            if (plan.taken_back.join(',') !== e.taken_back.join(','))
                throw new ReplayMismatch(`reruns from step ${e.step} taking back ${e.taken_back.join(', ') || 'nothing'}; the verdicts accepted since its last acceptance are ${plan.taken_back.join(', ') || 'none'}`);
            // A foreach reopened: every blocked item runs again; any other named must be a verified item (its outputs changed).
            if ((plan.items === undefined) !== (e.items === undefined))
                throw new ReplayMismatch(`reruns from step ${e.step} ${e.items === undefined ? 'naming no items, but it reopens a foreach' : `naming items (${e.items.join(', ')}), but no foreach is reopened`}`);
            const blocked = new Set(plan.items ?? []);
            const missing = (plan.items ?? []).filter((i) => !(e.items ?? []).includes(i));
            if (missing.length > 0)
                throw new ReplayMismatch(`reruns from foreach step ${e.step} without its blocked item${missing.length === 1 ? '' : 's'} ${missing.join(', ')}`);
            const withItems = (0,rewind/* rerunItems */.bc)(state, plan, (e.items ?? []).filter((i) => !blocked.has(i)));
            if (typeof withItems === 'string')
                throw new ReplayMismatch(`reruns from step ${e.step}: it ${withItems}`);
            if (withItems.items !== undefined && withItems.items.join(',') !== e.items.join(','))
                throw new ReplayMismatch(`reruns from foreach step ${e.step} naming its items out of their order`);
            // A parallel step reopened: every branch that did not succeed runs again; any other named must be a succeeded branch (its output changed).
            if ((plan.branches === undefined) !== (e.branches === undefined))
                throw new ReplayMismatch(`reruns from step ${e.step} ${e.branches === undefined ? 'naming no branches, but it reopens a parallel step' : `naming branches (${e.branches.join(', ')}), but no parallel step is reopened`}`);
            const failed = new Set(plan.branches ?? []);
            const left = (plan.branches ?? []).filter((b) => !(e.branches ?? []).includes(b));
            if (left.length > 0)
                throw new ReplayMismatch(`reruns from parallel step ${e.step} without its branch${left.length === 1 ? '' : 'es'} ${left.join(', ')}, which did not succeed`);
            const withBranches = (0,rewind/* rerunBranches */.HN)(state, workflow, withItems, (e.branches ?? []).filter((b) => !failed.has(b)));
            if (typeof withBranches === 'string')
                throw new ReplayMismatch(`reruns from step ${e.step}: it ${withBranches}`);
            if (withBranches.branches !== undefined && withBranches.branches.join(',') !== e.branches.join(','))
                throw new ReplayMismatch(`reruns from parallel step ${e.step} naming its branches out of their order`);
            const t = (0,rewind/* applyRewind */.E3)(state, workflow, withBranches, e.at);
            return claimed(t);
        }
        case 'step_skipped': {
            const t = (0,failure_policy/* skipStep */.Ks)(state, workflow, e.step, e.at);
            return claimed(t);
        }
        case 'agent_attempt':
            return plain((0,spend/* recordAttempt */.fh)(state, stepOf(workflow, e.record_on), e.record));
        case 'artifacts_revised':
            return plain({ ...state, artifacts: { ...state.artifacts, ...e.artifacts }, ...(0,progress/* counted */.hS)(state, (0,progress/* changedArtifacts */.eR)(state, e.artifacts)) });
        case 'child_recorded':
            return plain((0,child_transition/* withChildRecord */.K2)(state, e.step, e.child));
        case 'child_routed': {
            const step = stepOf(workflow, e.step);
            if (!step.def.statuses || !Object.hasOwn(step.def.statuses, e.child_status))
                throw new ReplayMismatch(`child step ${e.step} routed ${e.child_status}, which the workflow does not route`);
            const t = (0,child_transition/* applyChildRouted */.mm)(state, workflow, { step, childStatus: e.child_status, present: presence(e.present), durationMs: e.duration_ms, at: e.at, stopAfter: e.stop_after });
            return claimed(t);
        }
        case 'child_paused': {
            const t = (0,child_transition/* applyChildPaused */.Ld)(state, stepOf(workflow, e.step), e.message, e.at);
            return claimed(t);
        }
        case 'child_failed': {
            const t = (0,child_transition/* applyChildFailed */._j)(state, stepOf(workflow, e.step), e.code, e.message, e.duration_ms, e.at);
            return claimed(t);
        }
        case 'phase_stopped': {
            const t = (0,child_transition/* applyPhaseStopped */.FJ)(state, stepOf(workflow, e.step), e.child_status, e.required, e.at);
            return claimed(t);
        }
        case 'foreach_loaded': {
            // Counts are derived: made from the items here, never taken from the journal line.
            const record = (0,state_state/* foreachRecordOf */.hg)(e.record);
            checkLoadedItems(state, e.step, record);
            return plain(withForeachRecord((0,progress/* withItemsReloaded */.N$)(state, e.step), e.step, record));
        }
        case 'foreach_revived':
            return plain(withForeachRecord(state, e.step, (0,schedule/* reviveDeferred */.VZ)(foreachOf(state, e.step))));
        case 'item_started': {
            const record = foreachOf(state, e.step);
            const item = record.items.get(e.index);
            if (item?.id !== e.item)
                throw new ReplayMismatch(`item ${e.item} is not item ${e.index + 1} of foreach step ${e.step}`);
            // A new run of the item lives in the folder of its next visit (steps/foreach/run.ts itemStatePathIn): never an
            // earlier visit's run (which a resume would find finished and report again), nor a path outside the run.
            const starts = !(item.status === 'running' && item.state_path !== null);
            const expected = state.run_root === null ? undefined : (0,schedule/* itemStatePathIn */.Hm)(state.run_root, e.step, item, item.visits + 1);
            if (starts && expected !== undefined && e.state_path !== expected)
                throw new ReplayMismatch(`starts item ${e.item} of foreach step ${e.step} in ${e.state_path}; its run ${item.visits + 1} lives in ${expected}`);
            return plain(withForeachRecord(state, e.step, (0,schedule/* startItem */.mY)(record, e.index, () => e.state_path)));
        }
        case 'item_finished': {
            const record = foreachOf(state, e.step);
            if (record.items.get(e.index)?.id !== e.item)
                throw new ReplayMismatch(`item ${e.item} is not item ${e.index + 1} of foreach step ${e.step}`);
            return plain((0,progress/* withItemOutputs */.UB)(withForeachRecord(state, e.step, (0,schedule/* finishItem */.Dn)(record, e.index, e.end, e.outcome)), e.step, e.index, e.item, e.outputs));
        }
        case 'foreach_marked':
            return plain(withForeachRecord(state, e.step, { ...foreachOf(state, e.step), stopped: e.stopped }));
        case 'foreach_ended': {
            const step = stepOf(workflow, e.step);
            const t = e.how === 'stopped'
                ? applyForeachStopped(state, step, e.code, e.message, e.duration_ms, e.at)
                : e.how === 'blocked'
                    ? applyForeachBlocked(state, step, e.code, e.message, e.duration_ms, e.at)
                    : applyForeachPaused(state, step, e.message, e.at);
            return claimed(t);
        }
        case 'parallel_begun': {
            const step = stepOf(workflow, e.step);
            return plain((0,records/* beginParallelVisit */.cj)(state, step, (0,branches/* branchesOf */.IJ)(workflow, step), e.visit, e.join));
        }
        case 'branch_updated':
            checkBranchStart(state, e.step, e.branch, e.patch);
            return plain((0,records/* withBranch */.tq)(state, e.step, e.branch, e.patch));
        case 'branch_artifact':
            return plain({ ...state, artifacts: { ...state.artifacts, [e.key]: e.artifact }, ...(0,progress/* counted */.hS)(state, (0,progress/* changedArtifacts */.eR)(state, { [e.key]: e.artifact })) });
        case 'parallel_paused': {
            const step = stepOf(workflow, e.step);
            checkParallelPause(state, e.step, e.branches);
            const t = applyParallelPaused(state, step, e.message, e.at);
            return claimed(t);
        }
        case 'join_decided': {
            const step = stepOf(workflow, e.step);
            const marked = (0,records/* withOutcome */.lt)((0,records/* markNotRun */.q3)(state, e.step), e.step, e.outcome);
            const t = applyJoin(marked, workflow, { step, outcome: e.outcome, summary: e.summary, sourceGaps: e.source_gaps, present: presence(e.present), durationMs: e.duration_ms, at: e.at, stopAfter: e.stop_after });
            return claimed(t);
        }
        default:
            throw new UnknownEvent(String(e.event));
    }
}
/**
 * A branch starts (running) only when it has no verdict on the step's visit: a succeeded or
 * failed branch is final there (a resume reuses it; a rerun from the step keeps a succeeded one
 * and names the others in its `rewound` event, which reopens them pending). A journal starting a
 * final branch again \u2014 e.g. one whose rewind list was cut down \u2014 does not replay.
 */
function checkBranchStart(state, stepId, branchId, patch) {
    if (patch.status !== 'running')
        return;
    const p = state.steps[stepId]?.parallel;
    const record = p && Object.hasOwn(p.branches, branchId) ? p.branches[branchId] : undefined;
    if (record === undefined)
        throw new ReplayMismatch(`starts branch ${branchId} of parallel step ${stepId}, which has no such branch on its visit`);
    if (record.status === 'succeeded' || record.status === 'failed')
        throw new ReplayMismatch(`starts branch ${branchId} of parallel step ${stepId} again, which ${record.status} on visit ${p.visit} and was not reopened (a rerun from the step names the branches it runs again)`);
}
/**
 * A foreach's items as it loads them on a visit of the step: each pending, never run on this
 * visit, and carrying the runs it had on the step's visits before (schedule.ts carryVisits: the
 * record of the previous visit, which the replay holds) \u2014 derived here, never taken as written: a
 * visits count edited with a matching item_started would otherwise start the item in an earlier
 * visit's folder (whose finished run a resume reports again) or skip it.
 */
function checkLoadedItems(state, stepId, record) {
    const flight = state.in_flight;
    if (flight?.step !== stepId || flight.visit !== record.visit)
        throw new ReplayMismatch(`foreach_loaded loads foreach step ${stepId} for its visit ${record.visit}, which is not the visit in flight (${flight?.step === stepId ? flight.visit : 'none'})`);
    const previous = (0,transition/* stepRecord */.oU)(state, stepId)?.foreach;
    let before;
    const carried = (id) => {
        if (!previous || previous.visit >= record.visit)
            return 0;
        return (before ??= new Map(previous.items.filter((i) => i.visits > 0).map((i) => [i.id, i.visits]))).get(id) ?? 0;
    };
    // Builds before item visits carried over (2026-12-04) loaded every item of a later visit with
    // none: such a record replays as it was written (its item_started name v1 folders, as its runs had).
    const earlierBuild = record.items.every((i) => i.visits === 0);
    for (const item of record.items) {
        if (item.status !== 'pending' || item.state_path !== null || item.outcome !== null || item.waiting_on.length > 0)
            throw new ReplayMismatch(`foreach_loaded loads item ${item.id} of foreach step ${stepId} ${item.status}${item.state_path !== null ? ` with run ${item.state_path}` : ''}; a loaded item is pending and has not run on this visit`);
        const visits = carried(item.id);
        if (item.visits !== visits && !earlierBuild)
            throw new ReplayMismatch(`foreach_loaded loads item ${item.id} of foreach step ${stepId} with ${item.visits} earlier run${item.visits === 1 ? '' : 's'}; the step's earlier visits ran it ${visits} time${visits === 1 ? '' : 's'}`);
    }
}
/**
 * A parallel step pauses only on its own attempt, when the branches it names are exactly the ones
 * waiting on a paused child run, and every other branch is final without deciding the join.
 */
function checkParallelPause(state, stepId, named) {
    const record = (0,transition/* stepRecord */.oU)(state, stepId);
    const parallel = record?.parallel;
    if (!parallel || state.in_flight?.step !== stepId)
        throw new ReplayMismatch(`pauses parallel step ${stepId}, which has no attempt in flight`);
    const waiting = (0,records/* waitingBranches */.eG)(parallel);
    if (waiting.length === 0 || waiting.join(',') !== named.join(',')) {
        throw new ReplayMismatch(`pauses parallel step ${stepId} on branches ${named.join(', ') || '(none)'}; the branches waiting on a paused child run are ${waiting.join(', ') || 'none'}`);
    }
    const branches = Object.values(parallel.branches);
    const open = Object.entries(parallel.branches).filter(([id, b]) => (b.status === 'pending' || b.status === 'running') && !waiting.includes(id));
    if (open.length > 0)
        throw new ReplayMismatch(`pauses parallel step ${stepId} while branches ${open.map(([id]) => id).join(', ')} have not finished`);
    const count = (status) => branches.filter((b) => b.status === status).length;
    const decided = (0,join/* joinDecision */.Z)(parallel.join, branches.length, count('succeeded'), count('failed'));
    if (decided !== undefined)
        throw new ReplayMismatch(`pauses parallel step ${stepId}, whose join (${parallel.join}) is decided (${decided})`);
}
/** The fixed transitions a step without output may follow on exit 0. */
function fixedTargets(step) {
    const out = [];
    const d = step.def;
    for (const t of [d.on_complete, d.retry_step, d.on_success, d.completion?.on_complete])
        if (t !== undefined)
            out.push(...(0,workflow/* targetsOf */.QR)(t));
    if (step.kind === 'foreach' && d.completion?.on_complete === undefined)
        out.push('DONE');
    return out;
}
function hasClaims(e) {
    return 'to' in e && 'stop' in e;
}
/** Apply an event read back from the journal and compare what it claims with what it gives now. */
function replayEvent(state, e, workflow) {
    const applied = applyEvent(state, e, workflow);
    if (e.event === 'attempt_started') {
        const flight = applied.state.in_flight;
        if (flight.visit !== e.visit || flight.attempt !== e.attempt) {
            throw new ReplayMismatch(`records visit ${e.visit}, attempt ${e.attempt} of step ${e.step}; the run was on visit ${flight.visit}, attempt ${flight.attempt}`);
        }
    }
    if (hasClaims(e) && (applied.claims.to !== e.to || applied.claims.stop !== e.stop)) {
        const said = `${e.to ?? 'the end'}${e.stop ? ` (${e.stop})` : ''}`;
        const gives = `${applied.claims.to ?? 'the end'}${applied.claims.stop ? ` (${applied.claims.stop})` : ''}`;
        throw new ReplayMismatch(`${e.event} of step ${'step' in e ? e.step : '?'} says it led to ${said}; the workflow leads to ${gives}`);
    }
    return applied.state;
}
/** Fill an event's claim fields from what applying it gave (the runner, before appending it). */
function withClaims(e, applied) {
    if (e.event === 'attempt_started') {
        const flight = applied.state.in_flight;
        return { ...e, visit: flight.visit, attempt: flight.attempt };
    }
    return hasClaims(e) ? { ...e, to: applied.claims.to, stop: applied.claims.stop } : e;
}


/***/ }),

/***/ 75447:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dj: () => (/* binding */ rerunFromBlocked),
/* harmony export */   eo: () => (/* binding */ planRerun),
/* harmony export */   ks: () => (/* binding */ parallelOnDisk)
/* harmony export */ });
/* unused harmony export foreachOnDisk */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _state_store_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89916);
/* harmony import */ var _shards_descriptor_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(14988);
/* harmony import */ var _workspace_digest_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(33929);
/* harmony import */ var _transition_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(29122);
/* harmony import */ var _rewind_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(32226);
/* harmony import */ var _stop_codes_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(12454);
/* harmony import */ var _shards_branch_fan_out_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(85404);
// What a rerun from a foreach step reads on disk of its items, or from a parallel step of its
// branches (run/rewind.ts plans the rest, purely): the items or branches whose runs were merged
// from shards (the rerun is refused: their runs ran elsewhere), and the verified items or
// succeeded branches whose outputs no longer match the digests their runs recorded (they run
// again with the blocked or failed ones; the others are kept).









/** A verified item's run still stands: its state reads, and every output it accepted has its recorded digest. */
function outputsStand(workspace, statePath) {
    const abs = workspace.tryResolve(statePath);
    if (!abs)
        return false;
    const read = (0,_state_store_js__WEBPACK_IMPORTED_MODULE_2__/* .readCarriedState */ .OT)(abs.abs);
    if (read.kind !== 'ok')
        return false;
    for (const artifact of Object.values(read.state.artifacts ?? {})) {
        const file = workspace.tryResolve(artifact.path);
        if (!file || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file.abs))
            return false;
        try {
            if ((0,_workspace_digest_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256File */ .Q3)(file.abs) !== artifact.sha256)
                return false;
        }
        catch {
            return false;
        }
    }
    return true;
}
function foreachOnDisk(workspace, state, stepId) {
    const fe = (0,_transition_js__WEBPACK_IMPORTED_MODULE_5__/* .stepRecord */ .oU)(state, stepId)?.foreach;
    const merged = [];
    const changed = [];
    if (!fe)
        return { merged, changed };
    for (const item of fe.items) {
        if (item.state_path === null)
            continue;
        const folder = workspace.tryResolve(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(item.state_path));
        if (folder && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder.abs, _shards_descriptor_js__WEBPACK_IMPORTED_MODULE_3__/* .SHARD_FILE */ .aL)))
            merged.push(item.id);
        else if (item.status === 'verified' && !outputsStand(workspace, item.state_path))
            changed.push(item.id);
    }
    return { merged, changed };
}
/** A file the run accepted still has the digest recorded for it. */
function fileStands(workspace, path, sha256) {
    const file = workspace.tryResolve(path);
    if (!file || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file.abs))
        return false;
    try {
        return (0,_workspace_digest_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256File */ .Q3)(file.abs) === sha256;
    }
    catch {
        return false;
    }
}
/**
 * The branches of parallel step `stepId` merged from shards (their shard folder in the run root
 * holds the shard's descriptor), and the succeeded ones whose accepted output changed or went
 * missing since. `runRoot`: the run root, workspace-relative.
 */
function parallelOnDisk(workspace, state, stepId, runRoot) {
    const p = (0,_transition_js__WEBPACK_IMPORTED_MODULE_5__/* .stepRecord */ .oU)(state, stepId)?.parallel;
    const merged = [];
    const changed = [];
    if (!p)
        return { merged, changed };
    for (const [id, b] of Object.entries(p.branches)) {
        const folder = workspace.tryResolve(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname((0,_shards_branch_fan_out_js__WEBPACK_IMPORTED_MODULE_8__/* .branchShardStatePath */ .z8)(runRoot, stepId, id, b.visit)));
        if (folder && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder.abs, _shards_descriptor_js__WEBPACK_IMPORTED_MODULE_3__/* .SHARD_FILE */ .aL)))
            merged.push(id);
        else if (b.status === 'succeeded' && b.output !== null && b.sha256 !== null && !fileStands(workspace, b.output, b.sha256))
            changed.push(id);
    }
    return { merged, changed };
}
/**
 * What `run --rerun-from STEP` does to run `state`, or why it refuses (nothing written): the pure
 * plan (run/rewind.ts planRewind) with what the runs on disk say \u2014 refused when it would run again
 * branches or items merged from shards (their runs ran elsewhere: stagegate merge); succeeded
 * branches and verified items whose outputs changed since run again with the others. The one
 * check the runner applies and `status` and a run's advice offer by (rerunFromBlocked).
 * `runRoot`: the run root, workspace-relative.
 */
function planRerun(workspace, state, workflow, stepId, runRoot) {
    const plan = (0,_rewind_js__WEBPACK_IMPORTED_MODULE_6__/* .planRewind */ .PB)(state, workflow, stepId);
    if ((0,_rewind_js__WEBPACK_IMPORTED_MODULE_6__/* .isRefusal */ .vu)(plan))
        return plan;
    // A parallel step taken back runs every branch again at its next visit (the step rerun from, when it reopens its visit, is read below).
    for (const id of plan.taken_back) {
        if (id === plan.step && plan.branches !== undefined)
            continue;
        if (workflow.steps.get(id)?.kind !== 'parallel')
            continue;
        const { merged } = parallelOnDisk(workspace, state, id, runRoot);
        if (merged.length === 0)
            continue;
        const one = merged.length === 1;
        return {
            code: 'REWIND_NOT_SUPPORTED',
            message: `--rerun-from ${plan.step}: it would take back the verdict of parallel step ${id}, whose branch${one ? '' : 'es'} ${merged.join(', ')} ${one ? 'was' : 'were'} merged from shards (run elsewhere, stagegate merge), which running it again here would not honestly redo`,
            hint: 'Rerun from a step after it, or start the run over with --mode fresh.',
        };
    }
    if (plan.branches !== undefined) {
        const disk = parallelOnDisk(workspace, state, plan.step, runRoot);
        if (disk.merged.length > 0) {
            const one = disk.merged.length === 1;
            return {
                code: 'REWIND_NOT_SUPPORTED',
                message: `--rerun-from ${plan.step}: branch${one ? '' : 'es'} ${disk.merged.join(', ')} of parallel step ${plan.step} ${one ? 'was' : 'were'} merged from shards (run elsewhere, stagegate merge), which a rerun of its visit here would not honestly redo`,
                hint: 'Start the run over with --mode fresh, or rerun from a step after it.',
            };
        }
        const withChanged = (0,_rewind_js__WEBPACK_IMPORTED_MODULE_6__/* .rerunBranches */ .HN)(state, workflow, plan, disk.changed);
        if (typeof withChanged === 'string')
            throw new Error(`--rerun-from ${plan.step}: ${withChanged}`); // the changed branches are succeeded ones: cannot be
        return withChanged;
    }
    if (plan.items === undefined)
        return plan;
    const disk = foreachOnDisk(workspace, state, plan.step);
    if (disk.merged.length > 0) {
        const were = disk.merged.length === 1 ? 'was' : 'were';
        return {
            code: 'REWIND_NOT_SUPPORTED',
            message: `--rerun-from ${plan.step}: item${disk.merged.length === 1 ? '' : 's'} ${disk.merged.join(', ')} of foreach step ${plan.step} ${were} merged from shards (run elsewhere), which a rerun of its visit here would not honestly redo`,
            hint: 'Rerun from the step before it (every item then runs again, in folders of the new visit), or start over with --mode fresh.',
        };
    }
    const withChanged = (0,_rewind_js__WEBPACK_IMPORTED_MODULE_6__/* .rerunItems */ .bc)(state, plan, disk.changed);
    if (typeof withChanged === 'string')
        throw new Error(`--rerun-from ${plan.step}: ${withChanged}`); // the changed items are verified ones: cannot be
    return withChanged;
}
/**
 * The step a run that ended blocked (`status`) can be rerun from \u2014 the step that ended it; for a
 * decision (run again, it reads the same results and routes to BLOCKED again), the earliest of the
 * steps whose results it reads \u2014 or undefined where a rerun would be refused (planRerun: exactly
 * what `run --rerun-from` accepts, shards merged included) or change nothing: a hand-off ends the
 * run whenever it is reached, a decision that reads no step's result (inputs, visits), a loop
 * limit is reached again, a step with no visit left under max_visits. What `status` and the run's
 * own outcome offer besides a fresh start.
 */
function rerunFromBlocked(workspace, state, workflow, status, runRoot) {
    if (state.active_step !== null || (0,_stop_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .stopClass */ .Ti)(status) !== 'blocked' || status === 'WORKFLOW_BLOCKED_LOOP_LIMIT')
        return undefined;
    const ended = state.last_transition?.step;
    const kind = ended === undefined ? undefined : workflow.steps.get(ended)?.kind;
    if (ended === undefined || kind === 'instruction')
        return undefined;
    const step = kind === 'decision' ? (0,_rewind_js__WEBPACK_IMPORTED_MODULE_6__/* .decisionReads */ .Il)(state, workflow, ended)[0] : ended;
    if (step === undefined)
        return undefined;
    if ((state.steps[step]?.visits ?? 0) >= (0,_transition_js__WEBPACK_IMPORTED_MODULE_5__/* .maxVisitsOf */ .as)(workflow, step))
        return undefined;
    return (0,_rewind_js__WEBPACK_IMPORTED_MODULE_6__/* .isRefusal */ .vu)(planRerun(workspace, state, workflow, step, runRoot)) ? undefined : step;
}


/***/ }),

/***/ 32226:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E3: () => (/* binding */ applyRewind),
/* harmony export */   HN: () => (/* binding */ rerunBranches),
/* harmony export */   Il: () => (/* binding */ decisionReads),
/* harmony export */   PB: () => (/* binding */ planRewind),
/* harmony export */   Zn: () => (/* binding */ describeRewind),
/* harmony export */   bc: () => (/* binding */ rerunItems),
/* harmony export */   f$: () => (/* binding */ rewoundAway),
/* harmony export */   sz: () => (/* binding */ rewindError),
/* harmony export */   vu: () => (/* binding */ isRefusal),
/* harmony export */   w4: () => (/* binding */ rerunCommand),
/* harmony export */   zG: () => (/* binding */ rerunInsideInWords)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82862);
/* harmony import */ var _model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(51742);
/* harmony import */ var _state_state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(46624);
/* harmony import */ var _transition_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(29122);
/* harmony import */ var _command_line_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1439);
/* harmony import */ var _steps_parallel_branches_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(29739);
/* harmony import */ var _steps_parallel_records_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(30005);
// run --rerun-from STEP (Temporal's workflow reset): take back STEP's verdict and every verdict
// accepted after STEP's last acceptance, open a finished run again, and enter STEP like any
// transition. Pure: the runner plans it (refusing before anything is written), the `rewound`
// event's transition applies it, and a replay plans it again and compares (run/reduce.ts), so a
// journal whose rewind names another set, or a step the run never reached, does not replay.







/**
 * Kinds whose verdict stands on runs of their own (items, branches, a child run): a rewind would
 * not run them again. A foreach taken back runs again at its next visit, every item in a new
 * folder (steps/foreach/schedule.ts carryVisits), so only its being the run's active step (shards
 * of it may be pending) or the step rerun from (planForeachRerun) is refused. A parallel step
 * rerun from (not taken back) reopens its visit when its join failed (planParallelRerun); taken
 * back, it runs every branch again at its next visit (parallel/records.ts beginParallelVisit:
 * logs and shard folders of that visit), so only one with a child_workflow branch (its child run
 * is found by its inputs, not the visit: it would be resumed and report its old outcome) is
 * refused here (takenBackOwnRuns) \u2014 and one whose branches were merged from shards, by
 * rewind-items.ts planRerun, which reads that on disk (the runner and status both ask it).
 */
const OWN_RUNS = new Set(['foreach', 'parallel', 'child_workflow']);
/** Why taking back step `id`'s verdict would not run it again honestly, or undefined. */
function takenBackOwnRuns(workflow, id) {
    const step = workflow.steps.get(id);
    if (step?.kind === 'child_workflow')
        return `it would take back the verdict of child workflow step ${id}, whose runs keep their own results and would not run again`;
    if (step?.kind !== 'parallel')
        return undefined;
    const child = (0,_steps_parallel_branches_js__WEBPACK_IMPORTED_MODULE_4__/* .branchesOf */ .IJ)(workflow, step).find((b) => b.kind === 'child_workflow');
    return child === undefined ? undefined : `it would take back the verdict of parallel step ${id}, whose branch ${child.id} runs a child workflow: its child run is found by its inputs, not the step's visit, so it would be resumed and report its old outcome, not run again`;
}
function holdsVerdict(r) {
    return r !== undefined && (r.status === 'completed' || r.status === 'blocked');
}
/**
 * What rerunning run `state` from `stepId` takes back, or why it cannot. `state` undefined: the
 * run has not started.
 */
function planRewind(state, workflow, stepId) {
    const step = workflow.steps.get(stepId);
    if (!step) {
        const ids = [...workflow.steps.keys()];
        return { code: 'REWIND_STEP_UNKNOWN', message: `--rerun-from ${stepId}: workflow ${workflow.name} has no step ${stepId}${(0,_model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_6__/* .didYouMean */ .au)(stepId, ids)}`, hint: `Pass one of its steps: ${ids.join(', ')}.` };
    }
    if (state === undefined)
        return { code: 'REWIND_STEP_NOT_REACHED', message: `--rerun-from ${stepId}: the run has not started, so it has no verdict to redo`, hint: 'Run it without --rerun-from first.' };
    const record = (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRecord */ .oU)(state, stepId);
    const reached = (id) => ((0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRecord */ .oU)(state, id)?.visits ?? 0) > 0;
    if (!record || !reached(stepId)) {
        const taken = Object.keys(state.steps).filter(reached);
        return { code: 'REWIND_STEP_NOT_REACHED', message: `--rerun-from ${stepId}: run ${state.run_id} never reached step ${stepId} (the steps it reached: ${taken.join(', ') || 'none'})`, hint: 'Rerun from a step the run reached, or resume without --rerun-from.' };
    }
    if (step.kind === 'foreach' && state.active_step !== stepId)
        return planForeachRerun(state, step, record);
    if (step.kind === 'parallel' && state.active_step !== stepId)
        return planParallelRerun(state, workflow, step, record);
    // Where the verdicts to take back begin: STEP's last acceptance; the step the run is at and never accepted: none after it.
    // A verdict taken back (by an earlier rerun from a step, or by --on-source-change rerun) keeps its accepted_seq but stands no more: going to that step would pass over the steps
    // between the run's place and it, whose verdicts were taken back too.
    const since = (holdsVerdict(record) ? record.accepted_seq : undefined) ?? (state.active_step === stepId ? Infinity : undefined);
    if (since === undefined && record.status === 'pending' && record.accepted_seq !== undefined) {
        const by = rewoundAway(state, stepId) ? 'an earlier rerun from a step' : 'a source change';
        return {
            code: 'REWIND_STEP_NOT_REACHED',
            message: `--rerun-from ${stepId}: the verdict of step ${stepId} was taken back by ${by} and run ${state.run_id} has not reached it again${state.active_step !== null ? ` (it is at ${state.active_step}, which runs first)` : ''}`,
            hint: 'Resume without --rerun-from (the run goes on from where it is), or rerun from a step whose verdict stands; at another source commit, --on-source-change keep keeps the verdicts before the step.',
        };
    }
    if (since === undefined) {
        return { code: 'REWIND_STEP_NOT_REACHED', message: `--rerun-from ${stepId}: step ${stepId} never had a verdict accepted in run ${state.run_id} (its visits ended ${record.status}) and the run is not at it`, hint: 'Rerun from a step the run completed or is at, or resume without --rerun-from.' };
    }
    const later = Object.keys(state.steps)
        .filter((id) => id !== stepId && holdsVerdict((0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRecord */ .oU)(state, id)) && ((0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRecord */ .oU)(state, id).accepted_seq ?? -1) > since)
        .sort((a, b) => (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRecord */ .oU)(state, a).accepted_seq - (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRecord */ .oU)(state, b).accepted_seq);
    const takenBack = [...(holdsVerdict(record) ? [stepId] : []), ...later];
    const atOwn = state.active_step !== null && state.active_step !== stepId && OWN_RUNS.has(workflow.steps.get(state.active_step)?.kind ?? '') ? state.active_step : undefined;
    const takenOwn = takenBack.map((id) => takenBackOwnRuns(workflow, id)).find((why) => why !== undefined);
    if (OWN_RUNS.has(step.kind) || takenOwn !== undefined || atOwn !== undefined) {
        const ownRuns = (which) => {
            const kind = workflow.steps.get(which).kind.replace('_', ' ');
            return which === state.active_step && !takenBack.includes(which) ? `the run is at ${kind} step ${which} (its shards or runs may be pending)` : `it would take back the verdict of ${kind} step ${which}, whose runs keep their own results and would not run again`;
        };
        const why = OWN_RUNS.has(step.kind) ? ownRuns(stepId) : (takenOwn ?? ownRuns(atOwn));
        return { code: 'REWIND_NOT_SUPPORTED', message: `--rerun-from ${stepId}: ${why}`, hint: 'Rerun from a step after it, or start the run over with --mode fresh.' };
    }
    return { step: stepId, taken_back: takenBack };
}
/** Whether a per_item step of foreach `step` runs a child workflow (whose run an item's new run would resume, not run again). */
function itemsRunChildren(step) {
    return Object.values(step.def.per_item ?? {}).some((d) => d !== null && typeof d === 'object' && 'child_workflow' in d);
}
/**
 * --rerun-from a foreach step the run is not at: only one that ended the run blocked (an item
 * ended blocked) \u2014 its visit is reopened, its blocked items run again (new runs, in folders of
 * their own), its verified items are kept. A foreach that completed, one whose verdict a later
 * step's rerun took back, or one whose items run child workflows, is refused.
 */
function planForeachRerun(state, step, record) {
    const id = step.id;
    const before = 'Rerun from the step before it (every item then runs again, in folders of the new visit), or start over with --mode fresh.';
    if (itemsRunChildren(step)) {
        return { code: 'REWIND_NOT_SUPPORTED', message: `--rerun-from ${id}: the items of foreach step ${id} run child workflows, whose runs keep their own results and would not run again`, hint: 'Start the run over with --mode fresh.' };
    }
    const fe = record.foreach;
    const blocked = fe ? fe.items.filter((i) => i.status === 'blocked').map((i) => i.id).toArray() : [];
    const endedHere = state.active_step === null && record.status === 'blocked' && state.last_transition?.step === id;
    if (!endedHere || blocked.length === 0) {
        const how = record.status === 'completed' ? `completed with every item verified: no item failed to run again` : `did not end the run blocked${state.active_step !== null ? ` (the run is at ${state.active_step})` : ''}, so it has no blocked item to run again`;
        return { code: 'REWIND_NOT_SUPPORTED', message: `--rerun-from ${id}: foreach step ${id} ${how}`, hint: before };
    }
    return { step: id, taken_back: [id], items: blocked };
}
/**
 * --rerun-from a parallel step the run is not at: only one whose join failed and ended the run
 * blocked (PARALLEL_FAILED unrouted, or routed to BLOCKED) \u2014 its visit is reopened as the step's
 * next one, the branches that did not succeed run again (new attempts, logs of the new visit),
 * the succeeded ones are kept. A join that succeeded, or a branch to run again that runs a child
 * workflow (its child run is found by its inputs, not the visit: it would be resumed and report
 * its old outcome, not run again), is refused.
 */
function planParallelRerun(state, workflow, step, record) {
    const id = step.id;
    const p = record.parallel;
    const endedHere = state.active_step === null && state.last_transition?.step === id && p !== undefined && p.visit === record.visits;
    if (!endedHere || p.outcome !== 'PARALLEL_FAILED') {
        const how = endedHere && p.outcome === 'PARALLEL_COMPLETE'
            ? `its join succeeded (PARALLEL_COMPLETE; the run ended blocked where its statuses route that): no branch failed to run again`
            : !endedHere && record.status === 'completed'
                ? `completed (its join succeeded): no branch failed to run again`
                : `did not end the run with a failed join${state.active_step !== null ? ` (the run is at ${state.active_step})` : ''}, so it has no failed branch to run again`;
        return { code: 'REWIND_NOT_SUPPORTED', message: `--rerun-from ${id}: parallel step ${id} ${how}`, hint: 'Rerun from a step after it, or start the run over with --mode fresh.' };
    }
    const branches = (0,_steps_parallel_branches_js__WEBPACK_IMPORTED_MODULE_4__/* .branchesOf */ .IJ)(workflow, step);
    const again = branches.filter((b) => p.branches[b.id]?.status !== 'succeeded');
    const child = again.find((b) => b.kind === 'child_workflow');
    if (child) {
        return {
            code: 'REWIND_NOT_SUPPORTED',
            message: `--rerun-from ${id}: branch ${child.id} of parallel step ${id} runs a child workflow, whose run is found by its inputs, not the step's visit: run again, its child run would be resumed and report its old outcome, not run anew`,
            hint: 'Start the run over with --mode fresh (a fresh run starts its child runs fresh where their run id is bound).',
        };
    }
    return { step: id, taken_back: [id], branches: again.map((b) => b.id) };
}
/**
 * The plan with the branches that run again: the plan's (those that did not succeed) and `also`,
 * succeeded branches whose outputs changed since (the runner finds them; a replay takes them
 * from the `rewound` event), in declared order \u2014 or why `also` cannot be: a string.
 */
function rerunBranches(state, workflow, plan, also) {
    if (plan.branches === undefined)
        return also.length === 0 ? plan : `names branches (${also.join(', ')}) of step ${plan.step}, which is no parallel step reopened`;
    const p = (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRecord */ .oU)(state, plan.step)?.parallel;
    const branches = withChanged(plan.branches, also, (0,_steps_parallel_branches_js__WEBPACK_IMPORTED_MODULE_4__/* .branchesOf */ .IJ)(workflow, workflow.steps.get(plan.step)).map((b) => b.id), 'names a branch twice, or one that did not succeed among the changed ones', (branch) => {
        const found = p && Object.hasOwn(p.branches, branch) ? p.branches[branch] : undefined;
        return found?.status === 'succeeded' ? undefined : `names branch ${branch} as a succeeded branch of parallel step ${plan.step} whose output changed, but it is ${found ? found.status : 'no branch of it'}`;
    });
    return typeof branches === 'string' ? branches : { ...plan, branches };
}
/**
 * What a reopened foreach or parallel step runs again: `planned` (what did not succeed) and `also`
 * (what succeeded but whose outputs changed since; `why` says why one cannot be), in the step's
 * `order` \u2014 or why not: a string.
 */
function withChanged(planned, also, order, twice, why) {
    const wanted = new Set([...planned, ...also]);
    if (wanted.size !== planned.length + also.length)
        return twice;
    for (const id of also) {
        const refused = why(id);
        if (refused !== undefined)
            return refused;
    }
    return [...order].filter((id) => wanted.has(id));
}
/**
 * The plan with the items that run again: the plan's (the blocked items) and `also`, verified
 * items whose outputs changed since (the runner finds them; a replay takes them from the
 * `rewound` event), in the foreach's order \u2014 or why `also` cannot be: a string.
 */
function rerunItems(state, plan, also) {
    if (plan.items === undefined)
        return also.length === 0 ? plan : `names items (${also.join(', ')}) of step ${plan.step}, which is no foreach reopened`;
    const fe = (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRecord */ .oU)(state, plan.step)?.foreach;
    const items = withChanged(plan.items, also, fe ? fe.items.map((i) => i.id) : [...plan.items, ...also], 'names an item twice, or a blocked item among the changed ones', (item) => {
        const found = fe?.items.find((i) => i.id === item);
        return found?.status === 'verified' ? undefined : `names item ${item} as a verified item of foreach step ${plan.step} whose outputs changed, but it is ${found ? found.status : 'no item of it'}`;
    });
    return typeof items === 'string' ? items : { ...plan, items };
}
function isRefusal(plan) {
    return 'code' in plan;
}
/** The refusal as the error the runner stops with (nothing written). */
function rewindError(refusal) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q(refusal.code, `${refusal.message}; nothing was changed`, { hint: refusal.hint });
}
/** Whether the step's verdict was taken back by a rerun from a step and not accepted again since (stall.ts). */
function rewoundAway(state, stepId) {
    const seq = (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRecord */ .oU)(state, stepId)?.accepted_seq ?? -1;
    return (state.rewinds ?? []).some((r) => r.taken_back.includes(stepId) && seq <= r.seq);
}
/**
 * The `rewound` transition: take back the planned verdicts (their records pending, out of
 * completed_steps), drop an attempt in flight and a pending approval, open a finished run again
 * (what said why it ended no longer stands), and enter STEP, counting a visit (max_visits applies).
 */
function applyRewind(state, workflow, plan, at) {
    const taken = new Set(plan.taken_back);
    // A foreach whose item ended the run blocked holds no verdict of its own (no accepted_seq): its
    // blocked end goes with the run's end, which the rerun takes back (it runs the step again at its next visit).
    const endedBy = state.active_step === null ? state.last_transition?.step : undefined;
    if (endedBy !== undefined && state.steps[endedBy]?.kind === 'foreach' && state.steps[endedBy]?.status === 'blocked')
        taken.add(endedBy);
    const steps = { ...state.steps };
    for (const id of taken)
        steps[id] = { ...steps[id], status: 'pending' };
    const from = state.active_step ?? state.last_transition?.step ?? plan.step;
    const active = steps[from];
    if (active && active.status === 'in_flight')
        steps[from] = { ...active, status: 'pending' };
    const reopened = state.active_step === null ? { blocking_artifact: null, blocking_qids: [], blocking_retry_step: null } : {};
    const back = {
        ...state,
        ...reopened,
        steps,
        completed_steps: state.completed_steps.filter((id) => !taken.has(id)),
        failed_or_blocked_steps: state.failed_or_blocked_steps.filter((id) => !taken.has(id)),
        in_flight: null,
        pending_approval: null,
        rewinds: [...(state.rewinds ?? []), { at, step: plan.step, taken_back: plan.taken_back, seq: state.transitions }],
        updated_at: at,
    };
    const visit = Math.max(1, active?.visits ?? 1);
    const attempt = Math.max(1, active?.visit_attempts ?? 1);
    const t = (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .enterStep */ .Rx)(back, workflow, { at, step: from, visit, attempt }, plan.step, `a rerun from ${plan.step} (--rerun-from)`, from, false);
    if (plan.branches !== undefined)
        return { ...t, state: reopenParallel(t.state, plan.step, plan.branches) };
    return plan.items === undefined ? t : { ...t, state: reopenForeach(t.state, plan.step, plan.items) };
}
/**
 * A parallel step entered by a rerun from it: its branch records go on as the new visit's, the
 * branches named pending again on that visit (attempt 0: their next attempt's log is of the new
 * visit, the old ones kept), the others as they were (succeeded branches kept: they do not run).
 * Nothing when the entry stopped (max_visits).
 */
function reopenParallel(state, stepId, branches) {
    const record = (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRecord */ .oU)(state, stepId);
    const p = record?.parallel;
    if (state.active_step !== stepId || !record || !p)
        return state;
    const again = new Set(branches);
    const list = {};
    for (const [id, b] of Object.entries(p.branches))
        list[id] = again.has(id) ? (0,_steps_parallel_records_js__WEBPACK_IMPORTED_MODULE_5__/* .pendingBranch */ .Uf)(b.kind, record.visits) : b;
    return { ...state, steps: { ...state.steps, [stepId]: { ...record, parallel: { ...p, visit: record.visits, outcome: null, branches: list } } } };
}
/**
 * A foreach step entered by a rerun from it: its record goes on as the new visit's (so it is not
 * read from the registry again), the items named pending again \u2014 each starts a new run, in a
 * folder of its own \u2014 and the others as they were (verified items kept). Nothing when the
 * entry stopped (max_visits).
 */
function reopenForeach(state, stepId, items) {
    const record = (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRecord */ .oU)(state, stepId);
    const fe = record?.foreach;
    if (state.active_step !== stepId || !record || !fe)
        return state;
    const again = new Set(items);
    const list = fe.items.map((i) => (again.has(i.id) ? { ...i, status: 'pending', waiting_on: _state_state_js__WEBPACK_IMPORTED_MODULE_1__/* .NO_IDS */ .L_, outcome: null } : i));
    const foreach = (0,_state_state_js__WEBPACK_IMPORTED_MODULE_1__/* .withCounts */ .nD)({ ...fe, visit: record.visits, items: list, active_item: null, active_index: undefined, stopped: null });
    return { ...state, steps: { ...state.steps, [stepId]: { ...record, foreach } } };
}
/**
 * The steps whose results decision `step` reads (`steps.<id>\u2026` in its branches' conditions)
 * that hold a verdict, the earliest accepted first: a rerun from the first takes back the others.
 */
function decisionReads(state, workflow, step) {
    const named = new Set();
    for (const branch of workflow.steps.get(step)?.def.decide ?? []) {
        if (!('if' in branch))
            continue;
        // Quoted strings are values, not names.
        for (const m of branch.if.replace(/'(?:[^']|'')*'/g, "''").matchAll(/\bsteps\.([A-Za-z_][A-Za-z0-9_-]*)/g))
            named.add(m[1]);
    }
    named.delete(step);
    return [...named]
        .filter((id) => workflow.steps.has(id) && holdsVerdict((0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRecord */ .oU)(state, id)) && (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRecord */ .oU)(state, id).accepted_seq !== undefined)
        .sort((a, b) => (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRecord */ .oU)(state, a).accepted_seq - (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRecord */ .oU)(state, b).accepted_seq);
}
/**
 * What a rerun from `step` runs again inside it, for the advice: a foreach that ended blocked
 * names its blocked items (verified items whose outputs changed since run with them: rewind-items.ts).
 * '' for any other step.
 */
function rerunInsideInWords(state, workflow, step) {
    const plan = planRewind(state, workflow, step);
    if (isRefusal(plan))
        return '';
    if (plan.branches !== undefined) {
        const one = plan.branches.length === 1;
        return ` (its branch${one ? '' : 'es'} ${plan.branches.join(', ')}, which did not succeed, run${one ? 's' : ''} again, and any succeeded branch whose output changed since; the other succeeded branches are kept)`;
    }
    if (plan.items === undefined)
        return '';
    const one = plan.items.length === 1;
    return ` (its blocked item${one ? '' : 's'} ${plan.items.join(', ')} run${one ? 's' : ''} again, and any verified item whose outputs changed since; the other verified items are kept)`;
}
/** `resume` (the command that resumes the run) rerunning it from `step`: pasteable. */
function rerunCommand(resume, step) {
    return `${resume}${(0,_command_line_js__WEBPACK_IMPORTED_MODULE_3__/* .flagWord */ .Np)('rerun-from', step)}`;
}
/** One line for people: what the rerun took back. */
function describeRewind(plan) {
    const items = plan.items === undefined ? '' : `; its item${plan.items.length === 1 ? '' : 's'} ${plan.items.join(', ')} run${plan.items.length === 1 ? 's' : ''} again (the verified others are kept)`;
    const branches = plan.branches === undefined ? '' : `; its branch${plan.branches.length === 1 ? '' : 'es'} ${plan.branches.join(', ')} run${plan.branches.length === 1 ? 's' : ''} again (the succeeded others are kept)`;
    return `rerun from ${plan.step}: ${plan.taken_back.length > 0 ? `the verdicts of ${plan.taken_back.join(', ')} are taken back and run again` : 'no verdict to take back'}; the run goes back to ${plan.step}${items}${branches}`;
}


/***/ }),

/***/ 45292:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  F: () => (/* binding */ runWorkflow)
});

// EXTERNAL MODULE: ./src/core/run/command-line.ts
var command_line = __webpack_require__(1439);
// EXTERNAL MODULE: ./src/core/run/errors.ts
var errors = __webpack_require__(82862);
// EXTERNAL MODULE: ./src/core/run/stop-codes.ts
var stop_codes = __webpack_require__(12454);
;// CONCATENATED MODULE: ./src/core/run/edit-fix.ts

const WORKFLOW_EDIT = `resume with --allow-workflow-change (${stop_codes/* PLAIN_RESUME_REFUSES */.le})`;
/** The sentence that says how a fix by editing `step` is resumed. */
function editFixFor(workflow, step) {
    const prompt = step.def.prompt;
    if (workflow.format === 'native' && step.kind !== 'shell' && typeof prompt === 'string') {
        return `If you fix it by editing the step's prompt file (${prompt}), resume: the prompt file is no workflow change. An edit of the workflow file itself needs --allow-workflow-change (${stop_codes/* PLAIN_RESUME_REFUSES */.le}).`;
    }
    const part = workflowPart(workflow, step);
    return `If you fix it by editing the workflow file${part ? ` (${part})` : ''}, ${WORKFLOW_EDIT}.`;
}
/** The part of the workflow file that holds what `step` runs, in the words of its kind. */
function workflowPart(workflow, step) {
    // An imported file (aiox, maestro, CCW) names a step's command or task in its own keys.
    if (workflow.format !== 'native')
        return "the step's entry in it";
    if (step.kind === 'shell')
        return "the step's run: text";
    if (step.def.inline_instruction !== undefined)
        return "the step's inline_instruction";
    if (step.def.action !== undefined)
        return "the step's action: text";
    return undefined;
}

// EXTERNAL MODULE: ./src/core/workspace/workspace.ts
var workspace_workspace = __webpack_require__(25620);
// EXTERNAL MODULE: ./src/core/model/load-and-check.ts
var load_and_check = __webpack_require__(72912);
// EXTERNAL MODULE: ./src/core/run/context.ts
var context = __webpack_require__(46274);
// EXTERNAL MODULE: ./src/core/model/invocation.ts
var invocation = __webpack_require__(83291);
// EXTERNAL MODULE: ./src/core/state/lock.ts
var state_lock = __webpack_require__(20210);
// EXTERNAL MODULE: ./src/core/state/run-store.ts + 1 modules
var run_store = __webpack_require__(77524);
// EXTERNAL MODULE: ./src/core/state/store.ts
var store = __webpack_require__(89916);
// EXTERNAL MODULE: ./src/core/state/run-log.ts
var run_log = __webpack_require__(77375);
// EXTERNAL MODULE: ./src/core/state/integrity.ts
var integrity = __webpack_require__(58442);
// EXTERNAL MODULE: ./src/core/state/supersede.ts
var supersede = __webpack_require__(92537);
// EXTERNAL MODULE: ./src/core/state/manifest-write.ts
var manifest_write = __webpack_require__(31594);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/core/state/random-hex.ts
// Random names for one run: the temp files of its atomic writes and its attempt tokens. Each is
// cryptographic (node:crypto's randomBytes), taken from a pool the run owns, so a stage does not
// cost a call into OpenSSL for each name: after every fork (one per stage) OpenSSL reseeds on its
// first call, ~0.15 ms here, and a stage made three such calls (two temp names, one token).
// docs/benchmarks.md, B1. One per run (never module-wide): a pool is refilled when used up.

/** How many random bytes one refill takes (a stage uses 18). */
const POOL_BYTES = 1024;
class RandomHex {
    pool = Buffer.alloc(0);
    at = 0;
    /** `bytes` random bytes as lower-case hex, never the same bytes twice. */
    hex(bytes) {
        if (this.at + bytes > this.pool.length) {
            this.pool = (0,external_node_crypto_.randomBytes)(Math.max(POOL_BYTES, bytes));
            this.at = 0;
        }
        const text = this.pool.toString('hex', this.at, this.at + bytes);
        this.at += bytes;
        return text;
    }
}

// EXTERNAL MODULE: ./src/core/state/snapshot.ts
var snapshot = __webpack_require__(88577);
// EXTERNAL MODULE: ./src/core/run/preflight.ts
var preflight = __webpack_require__(16150);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/model/placeholders.ts
var placeholders = __webpack_require__(42183);
// EXTERNAL MODULE: ./src/core/run/bindings.ts
var run_bindings = __webpack_require__(43671);
// EXTERNAL MODULE: ./src/core/steps/parallel/branches.ts
var parallel_branches = __webpack_require__(29739);
// EXTERNAL MODULE: ./src/core/steps/foreach/manifest.ts
var manifest = __webpack_require__(75517);
// EXTERNAL MODULE: ./src/core/steps/foreach/completion.ts
var completion = __webpack_require__(36038);
// EXTERNAL MODULE: ./src/core/shards/branch-fan-out.ts
var branch_fan_out = __webpack_require__(85404);
// EXTERNAL MODULE: ./src/core/state/journal.ts
var journal = __webpack_require__(90666);
;// CONCATENATED MODULE: ./src/core/run/fresh.ts
// What a fresh run moves aside: only what is its own. Its state file and journal, its run folder's manifest,
// logs/, foreach item runs and parallel branch shards, and the declared outputs of this workflow that lie inside its run
// folder or its artifact_root (per-item outputs: each item of the previous run's foreach records
// put into its per-item templates), never through a link that leads out of those folders. A previous state is untrusted: an artifact it records is moved
// only when it is such a declared output (its path matches the output template of the step it is
// recorded for) \u2014 never src/main.ts or .git/config because a state file says so, never another
// run's outputs, manifest or logs (a child sharing its parent's root moves none of the parent's).










function within(path, root) {
    return root === '.' ? true : path === root || path.startsWith(`${root}/`);
}
/** A regular expression for the paths an output template can resolve to (unknown placeholders match anything). */
function templatePattern(template, bindings) {
    let source = '';
    let last = 0;
    for (const m of template.matchAll(placeholders/* PLACEHOLDER */.Kx)) {
        source += fresh_escape(template.slice(last, m.index));
        const value = bindings.get(m[1]);
        source += value !== undefined ? fresh_escape(value) : '.+';
        last = m.index + m[0].length;
    }
    source += fresh_escape(template.slice(last));
    return new RegExp(`^(?:\\./)?${source}$`);
}
function fresh_escape(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/** The paths a fresh run of `ctx` may move aside (existing or not; supersede skips absent ones). */
function freshOwnedPaths(ctx, previous) {
    const { workspace, workflow } = ctx;
    const roots = [ctx.runRoot.rel, ...(ctx.artifactRoot ? [ctx.artifactRoot.rel] : [])];
    // The workspace itself is no run's own folder: only declared outputs count there.
    const ownsPath = (rel) => roots.some((r) => r !== '.' && within(rel, r));
    const paths = [ctx.statePath, workspace.resolve((0,journal/* journalPathFor */.S7)(ctx.statePath.rel), 'run journal'), ctx.manifestPath, workspace.resolve((0,external_node_path_.join)(ctx.runRoot.rel, 'logs'), 'logs'), workspace.resolve((0,external_node_path_.join)(ctx.runRoot.rel, manifest/* FOREACH_DIR */.zB), 'foreach item runs'), workspace.resolve((0,external_node_path_.join)(ctx.runRoot.rel, branch_fan_out/* PARALLEL_SHARDS_DIR */._N), 'parallel branch shards')];
    const outputs = [];
    const templates = new Map();
    const addOutput = (key, step, bindings) => {
        if (step.def.output === undefined)
            return;
        templates.set(key, { template: step.def.output, bindings });
        try {
            const out = (0,run_bindings/* resolveOutput */.ST)(step, bindings, workspace);
            if (out && ownsPath(out.rel))
                outputs.push(out);
        }
        catch {
            /* an output that needs values only a stage provides: nothing to move now */
        }
    };
    for (const step of workflow.steps.values())
        addOutput(step.id, step, (0,run_bindings/* stepBindings */.rV)(ctx.bindings, step, undefined));
    for (const { step, branch } of (0,parallel_branches/* allBranches */.Iz)(workflow))
        addOutput(`${step.id}.${branch.id}`, branch, (0,parallel_branches/* branchBindings */.b8)(ctx.bindings, step, branch, undefined));
    for (const [key, artifact] of Object.entries(previous?.artifacts ?? {})) {
        const declared = templates.get(key);
        if (!declared)
            continue;
        const p = workspace.tryResolve(artifact.path);
        if (!p || !ownsPath(p.rel) || !templatePattern(declared.template, declared.bindings).test(p.rel))
            continue;
        outputs.push(p);
    }
    for (const p of itemOutputs(ctx, previous, ownsPath))
        outputs.push(p);
    // A folder on the way that is a link leading elsewhere (an earlier stage may have made one):
    // moving through it would move someone else's file.
    const owned = ownedFolders(workspace, roots);
    return [...paths, ...outputs.filter((p) => throughOwnedFolders(p, owned))];
}
/**
 * The declared outputs of a foreach's per-item steps in the previous run: each item's values
 * (its bindings, recorded in the previous state's foreach record) put into each per-item
 * `output:` template. Only paths in the run's own folders count, as for recorded artifacts.
 */
function itemOutputs(ctx, previous, ownsPath) {
    const out = [];
    for (const step of ctx.workflow.steps.values()) {
        const record = step.kind === 'foreach' ? previous?.steps[step.id]?.foreach : undefined;
        if (!record)
            continue;
        for (const [id, def] of Object.entries(step.def.per_item ?? {})) {
            if (def.output === undefined)
                continue;
            for (const item of record.items) {
                const bindings = new Map(ctx.bindings);
                bindings.set('step', id);
                for (const [name, value] of Object.entries(item.bindings))
                    bindings.set(name, value);
                let rel;
                try {
                    rel = (0,placeholders/* substitute */.V2)(def.output, bindings);
                }
                catch {
                    continue;
                }
                const p = ctx.workspace.tryResolve(rel);
                if (p && ownsPath(p.rel))
                    out.push(p);
            }
        }
    }
    return out;
}
/** The real locations of the run's own folders (the lexical path where one does not exist yet). */
function ownedFolders(workspace, roots) {
    return roots
        .filter((r) => r !== '.')
        .map((r) => {
        const abs = (0,external_node_path_.join)(workspace.root, r);
        try {
            return (0,external_node_fs_.realpathSync)(abs);
        }
        catch {
            return abs;
        }
    });
}
/** The path's folder really lies in one of the run's own folders (no link on the way leads out of them). */
function throughOwnedFolders(p, owned) {
    let folder;
    try {
        folder = (0,external_node_fs_.realpathSync)((0,external_node_path_.dirname)(p.abs));
    }
    catch {
        return true; // no folder, so no file: nothing would be moved
    }
    return owned.some((root) => folder === root || folder.startsWith(`${root}${external_node_path_.sep}`));
}
/**
 * What a fresh run does not undo, for the words that offer it: a foreach whose items: selects
 * rows by their cells keeps reading its registry where it lies, and a registry outside the run
 * root (the per-item truth, marked VERIFIED as items verify) is not moved aside, so the fresh run
 * selects only the rows still unmarked. Undefined when no foreach of the run is such.
 */
function registryRowsKept(workflow, state, runRoot) {
    for (const [id, step] of workflow.steps) {
        const items = step.def.foreach?.items;
        if (items === undefined)
            continue;
        // Only a selection by the column verified rows are marked in (rows where Status != VERIFIED)
        // leaves marked rows out; one by other cells (rows where Kind = feature) selects them again.
        const marked = (0,completion/* statusFieldOf */._0)(step.def.foreach?.status_field, step.def.completion?.require);
        if (!items.includes(marked))
            continue;
        const source = state.steps[id]?.foreach?.source;
        if (source === undefined || within(source, runRoot))
            continue;
        return `a foreach's registry rows stay as marked (fresh does not unmark ${source}, outside the run root), so ${id} runs only the rows its items: still selects \u2014 set rows back (e.g. to TODO) to run their items again`;
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/core/steps/hand-off/ended.ts
var ended = __webpack_require__(34893);
// EXTERNAL MODULE: ./src/core/state/atomic-write.ts
var atomic_write = __webpack_require__(10174);
// EXTERNAL MODULE: ./src/core/run/leftovers.ts
var leftovers = __webpack_require__(1289);
// EXTERNAL MODULE: ./src/core/run/reduce.ts + 4 modules
var reduce = __webpack_require__(69231);
// EXTERNAL MODULE: ./src/core/run/failure-policy.ts
var failure_policy = __webpack_require__(59798);
// EXTERNAL MODULE: ./src/core/run/transition.ts
var transition = __webpack_require__(29122);
// EXTERNAL MODULE: ./src/core/run/stage-command.ts
var stage_command = __webpack_require__(36519);
// EXTERNAL MODULE: ./src/core/gate/workflow-gate.ts
var workflow_gate = __webpack_require__(84852);
// EXTERNAL MODULE: ./src/core/gate/contracts/index.ts + 3 modules
var contracts = __webpack_require__(79819);
// EXTERNAL MODULE: ./src/core/gate/contracts/contract-of.ts
var contract_of = __webpack_require__(11883);
// EXTERNAL MODULE: ./src/core/state/own-file.ts
var own_file = __webpack_require__(22076);
// EXTERNAL MODULE: ./src/core/workspace/digest.ts
var digest = __webpack_require__(33929);
;// CONCATENATED MODULE: ./src/core/gate/judge.ts
// One judge for every finished attempt: its process result first (a spawn failure, a timeout, a
// signal or a non-zero exit is a failure \u2014 an agent being alive is never a result), then the
// step's result: the declared output and its WORKFLOW_GATE, another runner's result contract,
// or the exit status alone. One verdict type for stages and parallel branches alike.







function statOrUndefined(path) {
    try {
        // Absent is the common answer (an output before its first attempt): told without an exception,
        // whose stack trace each stage paid for.
        return (0,external_node_fs_.statSync)(path, { throwIfNoEntry: false });
    }
    catch {
        return undefined;
    }
}
/** Same inode, same size, same change time: the file was not (re)written. */
function sameFile(a, b) {
    return a.ino === b.ino && a.dev === b.dev && a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs;
}
function processVerdict(a) {
    const { step, result, log } = a;
    if (result.spawnError !== undefined)
        return { ok: false, code: 'STAGE_FAILED', message: `step ${step.id} could not start: ${result.spawnError}` };
    if (result.timedOut)
        return { ok: false, code: 'STAGE_TIMEOUT', message: `step ${step.id} exceeded its time limit and was killed (log: ${log.rel})` };
    if (result.exitCode !== 0) {
        const how = result.signal ? `was killed by ${result.signal}` : `exited with status ${result.exitCode}`;
        return { ok: false, code: 'STAGE_FAILED', message: `step ${step.id} ${how} (log: ${log.rel})` };
    }
    return undefined;
}
/** The output, checked again now that it exists (a stage may have made it a link out of the workspace). */
function confined(a, output) {
    try {
        return a.workspace.resolve(output.rel, `output of step ${a.step.id}`);
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        return { ok: false, code: error.code, message: `${error.message} The stage replaced its output with a link out of the workspace; it was not read.` };
    }
}
/** A file the runner cannot read (chmod 000, a FIFO) is not accepted: a verdict recorded in state, never a crash. */
function notReadable(step, output) {
    const why = (0,own_file/* unreadableBecause */.Qg)(output.abs);
    return why === undefined ? undefined : { ok: false, code: 'STAGE_OUTPUT_MISSING', message: `declared output ${output.rel} of step ${step.id} cannot be read (${why}); it was not accepted` };
}
/**
 * The evidence read once: its digest and its last `window` bytes. A file that changed while it was
 * read (a process the stage left running still writes it) is refused: the gate judged and the
 * digest recorded must be the same bytes.
 */
function readEvidence(step, evidence, window) {
    try {
        return (0,digest/* sha256FileWithTail */.Qe)(evidence.abs, window);
    }
    catch (error) {
        if (error instanceof digest/* FileChangedWhileReadError */.CC) {
            return { ok: false, code: 'STALE_ARTIFACT_REJECTED', message: `step ${step.id}: ${evidence.rel} ${error.how} while the runner read it for its result and sha256, so they would describe different bytes; it was not accepted (a process the stage left running may still be writing it)` };
        }
        if (error.code === 'ENOENT')
            return { ok: false, code: 'GATE_RESULT_MISSING', message: `${evidence.rel}: file not found` };
        if (error instanceof own_file/* NotRegularFileError */.iZ)
            return { ok: false, code: 'GATE_RESULT_MISSING', message: `${evidence.rel}: it is ${error.kind}, not a file` };
        throw error;
    }
}
const digestOf = (read) => ({ sha256: read.sha256, size: read.size });
function unrouted(step, status) {
    if (step.def.statuses && Object.prototype.hasOwnProperty.call(step.def.statuses, status))
        return undefined;
    const allowed = Object.keys(step.def.statuses ?? {}).join(', ');
    return { ok: false, code: 'WORKFLOW_STATUS_CONTRACT_VIOLATION', message: `step ${step.id} reported status ${status}, which the workflow does not route (allowed: ${allowed})` };
}
/** A routed gate's extra keys against the step's gate_schema: a gate-content failure like an unrouted status. */
function mismatched(a, gate, evidence) {
    const { step, gateSchema } = a;
    if (step.def.gate_schema === undefined)
        return undefined;
    // Every way to a run compiles the schemas when it loads the workflow (loadAndCheck): never accept unchecked.
    if (gateSchema === undefined)
        return { ok: false, code: 'GATE_SCHEMA_VIOLATION', message: `${evidence.rel}: the gate_schema of step ${step.id} was not loaded, so the gate cannot be checked (a stagegate bug: please report it)` };
    const errors = gateSchema.check(gate.extra);
    if (errors.length === 0)
        return undefined;
    return { ok: false, code: 'GATE_SCHEMA_VIOLATION', message: `${evidence.rel}: the gate's extra keys do not match the gate_schema of step ${step.id} (${gateSchema.source}): ${errors.join('; ')}` };
}
function judgeAttempt(a) {
    // Something other than a fresh file stood at the log path (or the prompt copy could not be made): nothing ran.
    if (a.result.fileRefused !== undefined)
        return { ok: false, code: 'RUN_FILE_UNSAFE', message: `step ${a.step.id} did not start: ${a.result.fileRefused}` };
    const failed = processVerdict(a);
    if (failed)
        return failed;
    const contract = (0,contract_of/* foreignContractOf */.A)(a.step);
    if (contract)
        return judgeContract(a, contract);
    if (a.judging === 'exit')
        return { ok: true };
    const { step, output, before } = a;
    const after = statOrUndefined(output.abs);
    if (!after)
        return { ok: false, code: 'STAGE_OUTPUT_MISSING', message: `step ${step.id} exited 0 but did not write its declared output ${output.rel}` };
    if (!after.isFile())
        return { ok: false, code: 'STAGE_OUTPUT_MISSING', message: `declared output ${output.rel} of step ${step.id} is not a regular file` };
    if (before && sameFile(before, after)) {
        return { ok: false, code: 'STALE_ARTIFACT_REJECTED', message: `declared output ${output.rel} of step ${step.id} was not written by this attempt (an older file never counts)` };
    }
    const unreadable = notReadable(step, output);
    if (unreadable)
        return unreadable;
    const evidence = confined(a, output);
    if ('ok' in evidence)
        return evidence;
    const read = readEvidence(step, evidence, workflow_gate/* GATE_WINDOW_BYTES */.Py);
    if ('ok' in read)
        return read;
    const parsed = (0,workflow_gate/* parseGateTail */.$f)(read.tail, read.tailStart, { workflow: a.workflow, step: step.id, artifact: evidence.rel });
    if (!parsed.ok)
        return { ok: false, code: 'GATE_RESULT_MISSING', message: `${evidence.rel}: ${parsed.reason}` };
    return unrouted(step, parsed.gate.status) ?? mismatched(a, parsed.gate, evidence) ?? { ok: true, gate: parsed.gate, evidence, digest: digestOf(read) };
}
/**
 * Another runner's result contract (aiox step_output, maestro COORDINATE RESULT): the block ends
 * the declared output when the attempt wrote one, else the stage's transcript. Its status routes
 * like a gate status; the file it came from is the evidence.
 */
function judgeContract(a, contract) {
    const { step, output, before } = a;
    const after = output ? statOrUndefined(output.abs) : undefined;
    const written = output !== undefined && after !== undefined && after.isFile() && !(before && sameFile(before, after));
    let evidence = a.log;
    if (written) {
        const unreadable = notReadable(step, output);
        if (unreadable)
            return unreadable;
        const checked = confined(a, output);
        if ('ok' in checked)
            return checked;
        evidence = checked;
    }
    // The transcript is the evidence either way; an agent CLI that prints JSON holds the answer inside it.
    const answer = written ? null : (a.answer?.() ?? null);
    // The evidence's digest comes from the pass its block is read from (the answer case: the
    // transcript the answer was taken from, hashed once).
    const read = readEvidence(step, evidence, contracts/* RESULT_WINDOW_BYTES */.jd);
    if ('ok' in read)
        return read;
    const parsed = answer !== null ? (0,contracts/* parseContractTail */.GO)(contract, answer) : (0,contracts/* parseContractWindow */.mp)(contract, read.tail, read.tailStart);
    if (!parsed.ok)
        return { ok: false, code: 'GATE_RESULT_MISSING', message: `${evidence.rel}: ${parsed.reason}` };
    const gate = { workflow: a.workflow, step: step.id, status: parsed.status, unresolved_critical: 0, unresolved_high: 0, source_resolvable_open: 0, artifact: evidence.rel, next_recommended: null, extra: parsed.extra };
    return unrouted(step, parsed.status) ?? mismatched(a, gate, evidence) ?? { ok: true, gate, evidence, digest: digestOf(read) };
}

;// CONCATENATED MODULE: ./src/core/steps/process/delegation.ts
function delegationFor(stage, attemptOnVisit) {
    return stage.bounded && attemptOnVisit === 1 ? 'delegated' : 'direct';
}
/** Failures of a delegated attempt after which the direct fallback runs. */
const FALLBACK_CODES = new Set(['STAGE_TIMEOUT', 'STAGE_OUTPUT_MISSING', 'STALE_ARTIFACT_REJECTED']);
function fallsBackToDirect(delegation, code) {
    return delegation === 'delegated' && FALLBACK_CODES.has(code);
}

// EXTERNAL MODULE: ./src/core/steps/process/transcript.ts
var process_transcript = __webpack_require__(42303);
// EXTERNAL MODULE: ./src/core/steps/process/budget.ts
var budget = __webpack_require__(51964);
// EXTERNAL MODULE: ./src/core/steps/process/spend.ts
var spend = __webpack_require__(45781);
// EXTERNAL MODULE: ./src/core/model/workflow.ts
var workflow = __webpack_require__(57280);
// EXTERNAL MODULE: ./src/core/steps/process/prompt.ts
var process_prompt = __webpack_require__(21747);
;// CONCATENATED MODULE: ./src/core/steps/process/package-guard.ts
// 4.0 Runtime Methodology-Immutability Rule: during a run the methodology package is read-only.
// Before an agent stage starts, the runner takes the sha256 of every file of the package \u2014
// everything under .ai-engineering/ and .github/skills/, the workflow file, and the prompt and
// skill files its steps name \u2014 and compares when the stage ends. A file created, changed or
// deleted there stops the run with METHODOLOGY_PACKAGE_MODIFIED (the stage is not accepted).




/** Folders of the package, workspace-relative. */
const PACKAGE_FOLDERS = ['.ai-engineering', '.github/skills'];
/** A package larger than this is not walked further (its first files are still guarded). */
const MAX_FILES = 20_000;
function package_guard_digestOf(abs) {
    try {
        const st = (0,external_node_fs_.lstatSync)(abs);
        if (st.isSymbolicLink())
            return `link:${(0,external_node_fs_.readlinkSync)(abs)}`;
        if (!st.isFile())
            return undefined;
        return (0,external_node_crypto_.createHash)('sha256').update((0,external_node_fs_.readFileSync)(abs)).digest('hex');
    }
    catch {
        return undefined;
    }
}
function walk(workspace, rel, out) {
    const stack = [rel];
    while (stack.length > 0 && out.size < MAX_FILES) {
        const dir = stack.pop();
        let entries;
        try {
            entries = (0,external_node_fs_.readdirSync)((0,external_node_path_.join)(workspace.root, dir), { withFileTypes: true });
        }
        catch {
            continue;
        }
        for (const e of entries) {
            const child = `${dir}/${e.name}`;
            if (e.isDirectory())
                stack.push(child);
            else {
                const d = package_guard_digestOf((0,external_node_path_.join)(workspace.root, child));
                if (d !== undefined)
                    out.set(child, d);
            }
        }
    }
}
/** The files a step names itself: its prompt (when the path is fixed) and its skills. */
function namedFiles(workflow) {
    const out = new Set([workflow.file]);
    const visit = (step) => {
        if (step.prompt !== undefined && !step.prompt.includes('{{'))
            out.add(step.prompt.replace(/^\.\//, ''));
        for (const skill of step.skills ?? [])
            if (!/[\\/{]/.test(skill))
                out.add((0,process_prompt/* skillPath */.J_)(skill));
        for (const inner of Object.values(step.per_item ?? {}))
            visit(inner);
        for (const inner of Object.values(step.parallel?.branches ?? {}))
            visit(inner);
    };
    for (const step of Object.values(workflow.data.steps ?? {}))
        visit(step);
    return [...out];
}
/** Digests of every package file now. */
function snapshotPackage(workspace, workflow) {
    const out = new Map();
    for (const folder of PACKAGE_FOLDERS)
        walk(workspace, folder, out);
    for (const rel of namedFiles(workflow)) {
        if (out.has(rel))
            continue;
        const p = workspace.tryResolve(rel);
        const d = p ? package_guard_digestOf(p.abs) : undefined;
        // A named file that does not exist is recorded as absent: creating it is a change too.
        out.set(p?.rel ?? rel, d ?? 'absent');
    }
    return out;
}
/** Package files created, changed or deleted since `before` ("path (changed)"\u2026), at most a few named. */
function packageChanges(workspace, workflow, before) {
    const after = snapshotPackage(workspace, workflow);
    const changes = [];
    for (const [rel, digest] of before) {
        const now = after.get(rel);
        if (now === digest)
            continue;
        changes.push(`${rel} (${now === undefined || now === 'absent' ? 'deleted' : digest === 'absent' ? 'created' : 'changed'})`);
    }
    for (const rel of after.keys())
        if (!before.has(rel))
            changes.push(`${rel} (created)`);
    return changes.sort();
}
/** A finished agent attempt's verdict, refused when it changed the package. */
function guardedVerdict(workspace, workflow, stepId, before, verdict) {
    const changes = packageChanges(workspace, workflow, before);
    if (changes.length === 0)
        return verdict;
    const shown = changes.length > 5 ? [...changes.slice(0, 5), `and ${changes.length - 5} more`] : changes;
    return { ok: false, code: 'METHODOLOGY_PACKAGE_MODIFIED', message: `step ${stepId} modified the methodology package, which a run must leave read-only: ${shown.join(', ')}` };
}

// EXTERNAL MODULE: ./src/core/agents/installed.ts
var installed = __webpack_require__(68664);
// EXTERNAL MODULE: ./src/core/model/gate-schemas.ts
var gate_schemas = __webpack_require__(64371);
;// CONCATENATED MODULE: ./src/core/run/attempts.ts
// The one attempt loop, for a sequential stage and for a parallel branch alike: prepare the
// attempt (log, prompt, environment), commit its start, run the process, judge it, charge an
// agent's spend, then accept it, retry it (retry.max_attempts with backoff), fall back from a
// delegated attempt to a direct one, or give up. What each attempt records in the journal is the
// subject's business (AttemptSubject): a stage records on its own step, a branch on its record.















/** Failures that a retry may cure; anything else (contract, gate, budget) ends the attempts. */
const RETRYABLE = new Set(['STAGE_FAILED', 'STAGE_TIMEOUT']);
function logPathOf(host, stem, visit, attempt) {
    const root = host.ctx.runRoot.rel;
    return `${root === '.' ? '' : root + '/'}logs/${stem}.v${visit}.a${attempt}.log`;
}
/** The step's inputs as STAGEGATE_INPUT_* (declared inputs, the step's own, run_id; a resolver's blocking_* too). */
function inputsFor(host, step, bindings) {
    const names = new Set([...(0,invocation/* declaredInputs */.WB)(host.workflow), ...Object.keys(step.def.inputs ?? {}), 'run_id', ...((0,workflow/* isResolverStep */.jF)(step) ? workflow/* BLOCKING_NAMES */.tG : [])]);
    const out = {};
    for (const name of names) {
        const v = bindings.get(name);
        if (v !== undefined)
            out[name] = v;
    }
    return out;
}
/**
 * The declared output's folder exists before the stage starts, so `printf \u2026 >"$STAGEGATE_OUTPUT"`
 * works for an output in a folder nothing made yet. Made one folder at a time from the workspace
 * root, each looked at first: a link on the way (an earlier or a concurrent stage may have made
 * one) is followed only while it leads to a folder inside the workspace, so nothing is ever
 * made outside it. Best effort: a folder that cannot be made leaves the stage to fail as it
 * would have (and the judge checks the output's path again).
 */
function outputFolder(workspace, output) {
    const folder = external_node_path_.posix.dirname(output.rel);
    if (folder === '.' || folder === '')
        return;
    let at = workspace.realRoot;
    for (const part of folder.split('/')) {
        const next = (0,external_node_path_.join)(at, part);
        const stat = (0,external_node_fs_.lstatSync)(next, { throwIfNoEntry: false });
        if (stat === undefined) {
            try {
                (0,external_node_fs_.mkdirSync)(next);
            }
            catch (error) {
                if (error.code !== 'EEXIST')
                    return;
                // Made by someone else meanwhile: look at it again.
                if (!(0,external_node_fs_.lstatSync)(next).isDirectory())
                    return;
            }
            at = next;
        }
        else if (stat.isDirectory())
            at = next;
        else if (stat.isSymbolicLink()) {
            let real;
            try {
                real = (0,external_node_fs_.realpathSync)(next);
            }
            catch {
                return;
            }
            if (!(real === workspace.realRoot || real.startsWith(workspace.realRoot + external_node_path_.sep)) || !(0,external_node_fs_.lstatSync)(real).isDirectory())
                return;
            at = real;
        }
        else
            return;
    }
}
async function runAttempts(host, s) {
    const { workspace, ctx, workflow } = host;
    const retry = s.step.def.retry;
    const maxAttempts = retry?.max_attempts ?? 1;
    const timeoutMinutes = s.step.def.timeout_minutes ?? workflow.execution.timeoutMinutes;
    let fellBack = false;
    for (let tries = 1;; tries++) {
        // Cancelled (also while waiting to retry): no new attempt starts.
        if (host.request.signal?.aborted)
            return { kind: 'interrupted', message: `${s.label}: ${(0,leftovers/* interruption */.YW)(host.request.signal)} before its attempt started` };
        if (s.stage.agent) {
            // A run whose recorded spend already reached a run budget starts no further agent attempt.
            const spent = (0,budget/* workflowBreach */.J)(workflow, host.state(), true);
            if (spent)
                return { kind: 'spent', breach: spent };
        }
        const before = s.output ? statOrUndefined(s.output.abs) : undefined;
        if (s.output && !before)
            outputFolder(workspace, s.output);
        const { visit, attempt, previousFailure } = s.peek();
        // Checked before the attempt is recorded: a log folder a stage replaced with a link out
        // stops the run with the step before it completed and nothing of this one started.
        const log = workspace.resolve(logPathOf(host, s.logStem, visit, attempt), 'stage log');
        const delegation = delegationFor(s.stage, attempt);
        let env;
        let invocation;
        let promptFile;
        const token = host.attemptToken();
        try {
            invocation = s.stage.invocation({ visit, attempt, delegation, previousFailure });
            promptFile = invocation.prompt !== undefined ? workspace.resolve(log.rel.replace(/\.log$/, '.prompt.md'), 'prompt copy') : undefined;
            env = (0,stage_command/* stageEnvironment */._7)(host.envBase(), {
                workflow: workflow.name,
                step: s.envStep,
                runId: ctx.runId,
                output: s.output,
                visit,
                attempt,
                statePath: ctx.statePath.abs,
                runRoot: ctx.runRoot.abs,
                workspace: workspace.root,
                inputs: inputsFor(host, s.step, s.bindings),
                attemptToken: token,
                statuses: Object.keys(s.step.def.statuses ?? {}),
            });
        }
        catch (error) {
            if (!(0,errors/* isStagegateError */.W)(error))
                throw error;
            // What was wrong and its fix, as for any stop (a NUL byte in an input: what to remove).
            host.stopFix(error.code, error.hint);
            const failed = { code: error.code, message: error.message, result: NOT_RUN, log, visit, attempt };
            s.begin(token);
            s.fail(failed, true);
            return { kind: 'failed', failed };
        }
        s.begin(token);
        Object.assign(env, s.extraEnv, invocation.env, promptFile ? { STAGEGATE_PROMPT_FILE: promptFile.abs } : {});
        const secrets = (0,process_transcript/* secretValues */.VX)(env);
        // The attempt is on disk before its process starts: a crash from here on counts it.
        host.commit();
        // A prompt copy that cannot be written (something other than a fresh file at its path) starts nothing.
        const refused = promptFile ? (0,process_transcript/* writePromptCopy */.tB)(promptFile.abs, promptFile.rel, invocation.prompt, secrets) : undefined;
        // The package is read-only for agent stages: digests now, compared when the stage ends.
        const guard = s.stage.agent ? snapshotPackage(workspace, workflow) : undefined;
        host.ports.onEvent?.({ type: 'stage_started', step: s.label, visit, attempt, kind: s.step.kind });
        const onEvent = host.ports.onEvent;
        const spawned = s.spawned;
        const result = refused ??
            (await host.ports.processes.run({
                command: invocation.command,
                args: invocation.args,
                ...(invocation.stdin !== undefined ? { stdin: invocation.stdin } : {}),
                cwd: workspace.root,
                env,
                logPath: log.abs,
                secrets,
                attemptToken: token,
                // Where processes cannot be found by token, the group is recorded so that a resume can kill it.
                ...(host.ports.processes.findsByToken === false && spawned ? { onSpawn: (pgid) => spawned(pgid) } : {}),
                ...(onEvent ? { onOutput: (text) => onEvent({ type: 'stage_output', step: s.outputStep, ...(s.outputBranch !== undefined ? { branch: s.outputBranch } : {}), visit, attempt, text }) } : {}),
                ...(timeoutMinutes !== undefined ? { timeoutMs: Math.round(timeoutMinutes * 60_000) } : {}),
                ...(host.request.signal ? { signal: host.request.signal } : {}),
            }));
        host.stagesRan(1);
        const transcript = (0,process_transcript/* finishTranscript */.Kc)(log.abs, s.stage.agent !== undefined);
        if (result.interrupted) {
            // Not a verdict: the attempt is recorded failed and the step stays active, so a resume runs it again.
            const message = `run ${ctx.runId} ${(0,leftovers/* interruption */.YW)(host.request.signal)} during step ${s.label} (visit ${visit}, attempt ${attempt}); its process tree was killed (log: ${log.rel})`;
            const failed = { code: 'WORKFLOW_INTERRUPTED', message, result, log, visit, attempt };
            s.fail(failed, true);
            return { kind: 'interrupted', message, failed };
        }
        const gateSchema = workflow.gateSchemas?.get((0,gate_schemas/* gateSchemaKey */.Ip)(s.step.path));
        const adapter = s.stage.agent?.adapter;
        const answer = adapter?.answer ? () => adapter.answer?.(transcript) ?? null : undefined;
        let verdict = judgeAttempt({ workflow: workflow.name, workspace, step: s.step, judging: s.stage.judging, result, output: s.output, before, log, gateSchema, answer });
        if (s.stage.agent && result.spawnErrorCode === 'ENOENT') {
            // The CLI went away after the check before the run: the same clear stop, not "could not start".
            const missing = (0,installed/* agentNotFound */.H)(s.step.id, s.stage.agent, 'spawn');
            verdict = { ok: false, code: missing.code, message: `${missing.message}. ${missing.hint ?? ''}`.trim() };
        }
        if (guard)
            verdict = guardedVerdict(workspace, workflow, s.step.id, guard, verdict);
        let breach;
        if (s.stage.agent) {
            const agent = s.stage.agent;
            const usage = agent.adapter.parseUsage(transcript);
            const limitExit = agent.adapter.turnLimitExitStatus;
            const stepBreach = (0,budget/* attemptBreach */.N)(s.step, usage, limitExit !== undefined && result.exitCode === limitExit);
            const record = {
                visit,
                attempt,
                agent: agent.name,
                delegation,
                transcript: log.rel,
                prompt: promptFile?.rel ?? null,
                exit_status: result.exitCode,
                outcome: stepBreach ? 'WORKFLOW_BUDGET_EXCEEDED' : verdict.ok ? 'ok' : verdict.code,
                usage: (0,spend/* spendOf */.Ii)(usage),
                ...(usage && Object.keys(usage.extra).length > 0 ? { reported: usage.extra } : {}),
            };
            host.apply({ event: 'agent_attempt', at: host.now(), record_on: s.recordOn.id, record });
            breach = stepBreach ?? (0,budget/* workflowBreach */.J)(workflow, host.state());
            // A breach of the step's own limits, or any breach of a failed attempt, fails it; a run
            // budget spent by an accepted attempt stops the run after it is accepted.
            if (breach && (breach.scope === 'step' || !verdict.ok))
                verdict = { ok: false, code: 'WORKFLOW_BUDGET_EXCEEDED', message: breach.message };
        }
        if (verdict.ok)
            return { kind: 'accepted', accepted: { verdict, result, log, output: s.output, visit, attempt }, ...(breach ? { breach } : {}) };
        const failed = { code: verdict.code, message: verdict.message, result, log, visit, attempt };
        if (!fellBack && fallsBackToDirect(delegation, verdict.code)) {
            // Bounded delegation: one direct attempt at once, outside the retry budget.
            s.fail(failed, false);
            host.ports.onEvent?.({ type: 'note', message: `${s.label}: the delegated attempt ended with ${verdict.code}; running it directly` });
            fellBack = true;
            tries--;
            continue;
        }
        const final = !RETRYABLE.has(verdict.code) || tries >= maxAttempts;
        s.fail(failed, final);
        if (final)
            return { kind: 'failed', failed };
        const delayMs = Math.round((retry?.backoff_seconds ?? 0) * 1000 * 2 ** (tries - 1));
        host.ports.onEvent?.({ type: 'stage_retrying', step: s.label, attempt: attempt + 1, delayMs, reason: verdict.message });
        if (delayMs > 0)
            await host.ports.clock.sleep(delayMs);
    }
}
/** The result of an attempt whose process never started (it could not be prepared). */
const NOT_RUN = { exitCode: null, signal: null, timedOut: false, durationMs: 0 };

// EXTERNAL MODULE: ./src/core/agents/registry.ts + 6 modules
var registry = __webpack_require__(39726);
;// CONCATENATED MODULE: ./src/core/steps/process/agent-process.ts
// What every agent-driven step shares: the agent that runs it, its prompt (built per attempt,
// since a retry quotes the previous failure and bounded delegation changes the execution
// mode), and the argv of its adapter. The prompt travels on stdin, never in argv or a shell.


function prepareAgentProcess(setup, judging, next) {
    const agent = (0,registry/* resolveAgent */.cT)(setup.workflow, setup.step, setup.agents, setup.workspace);
    const promptFor = (a) => (0,process_prompt/* buildPrompt */.fn)({
        workflow: setup.workflow,
        workspace: setup.workspace,
        step: setup.step,
        state: setup.state,
        bindings: setup.bindings,
        output: setup.output,
        delegation: a.delegation,
        previousFailure: a.previousFailure,
    });
    // Build it once now: a missing prompt file, skill or input stops the run before any process.
    promptFor({ delegation: 'direct', previousFailure: null });
    return {
        judging,
        agent,
        bounded: setup.workflow.execution.delegationMode === 'bounded',
        next,
        invocation(a) {
            const prompt = promptFor(a);
            const args = agent.adapter.argv({ model: agent.model, maxTurns: setup.step.def.max_turns, delegation: a.delegation, extraArgs: agent.extraArgs });
            return { command: agent.executable, args, stdin: prompt, prompt, env: { STAGEGATE_AGENT: agent.name, STAGEGATE_DELEGATION: a.delegation } };
        },
    };
}

// EXTERNAL MODULE: ./src/core/gate/judging.ts
var judging = __webpack_require__(2215);
;// CONCATENATED MODULE: ./src/core/steps/process/action.ts
// Action steps (action + on_complete): an instruction without declared output or gate. The
// agent exiting 0 is success; the run continues with on_complete.


const prepareActionStage = (setup) => prepareAgentProcess(setup, judging/* JUDGING */.P.action, setup.step.def.on_complete);

;// CONCATENATED MODULE: ./src/core/steps/process/agent.ts
// Agent stages (prompt / inline_instruction + output + statuses): gated exactly like shell
// stages: a fresh declared output ending in one WORKFLOW_GATE, routed by its status. Exit 0
// without a fresh output is STAGE_OUTPUT_MISSING, never success.


const prepareAgentStage = (setup) => prepareAgentProcess(setup, judging/* JUDGING */.P.agent, undefined);

;// CONCATENATED MODULE: ./src/core/steps/process/resolver.ts
// Resolvers (retry_step / on_success, no statuses): entered only after a gate routed here, with
// blocking_artifact, blocking_qids and blocking_retry_step persisted first (transition.ts); they
// receive those as inputs and, on success (exit 0), return only to the retry step. The
// blocking_* fields are cleared when that retry step later passes.


const prepareResolverStage = (setup) => {
    const { step, state } = setup;
    // A resolver returns to the step that was blocked, never elsewhere.
    const retry = state.blocking_retry_step ?? step.def.retry_step ?? step.def.on_success;
    return prepareAgentProcess(setup, judging/* JUDGING */.P.resolver, retry);
};

// EXTERNAL MODULE: ./src/core/model/absent-inputs.ts
var absent_inputs = __webpack_require__(65888);
;// CONCATENATED MODULE: ./src/core/steps/process/shell.ts
// Shell stages (`run:`): bash with the script as one argv element; gated by output + gate.






const prepareShellStage = ({ workflow, step, bindings }) => {
    let command;
    try {
        // An optional input that was not given is the empty word in run: text.
        command = (0,stage_command/* buildShellCommand */.MX)(step, (0,absent_inputs/* withAbsent */.gX)(bindings, (0,absent_inputs/* absentOptionalInputs */.$D)(workflow, bindings), ''));
    }
    catch (error) {
        if (!(error instanceof placeholders/* PlaceholderError */.ik))
            throw error;
        throw new errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `run: of step ${step.id} uses ${error.missing.map((m) => `{{${m}}}`).join(', ')}, which no input, default or runner value provides`, {
            hint: (0,run_bindings/* missingValuesHint */.OC)(step, bindings, error.missing),
            location: { file: workflow.file, line: step.line, column: step.column },
        });
    }
    // The step's own inputs reach the script as STAGEGATE_INPUT_<NAME>: one that could not be bound
    // (a runtime reference the state cannot resolve yet) stops the run, as in run: text, instead of
    // leaving the variable unset for the script to read as "" (docs/workflow-format.md#runtime-references).
    const withOptional = (0,absent_inputs/* withAbsent */.gX)(bindings, (0,absent_inputs/* absentOptionalInputs */.$D)(workflow, bindings), '');
    for (const [name, value] of Object.entries(step.def.inputs ?? {})) {
        const text = (0,placeholders/* scalarToString */.Vu)(value);
        if (text === undefined || bindings.has(name))
            continue;
        try {
            (0,placeholders/* substitute */.V2)(text, withOptional);
        }
        catch (error) {
            if (!(error instanceof placeholders/* PlaceholderError */.ik))
                throw error;
            throw new errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `input ${name} of step ${step.id} uses ${error.missing.map((m) => `{{${m}}}`).join(', ')}, which no input, default or runner value provides`, {
                hint: (0,run_bindings/* missingValuesHint */.OC)(step, withOptional, error.missing),
                location: { file: workflow.file, line: step.line, column: step.column },
            });
        }
    }
    return { judging: judging/* JUDGING */.P.shell, agent: undefined, bounded: false, next: undefined, invocation: () => ({ command: command.command, args: command.args, env: command.env }) };
};

;// CONCATENATED MODULE: ./src/core/steps/process/kinds.ts




const PROCESS_STAGES = {
    shell: prepareShellStage,
    agent: prepareAgentStage,
    action: prepareActionStage,
    resolver: prepareResolverStage,
};
/** The preparation of a kind that runs a process, or undefined. */
function processStageFor(kind) {
    return PROCESS_STAGES[kind];
}

;// CONCATENATED MODULE: ./src/core/steps/process/revisions.ts
// An action or resolver step may revise accepted artifacts (4.0's "revise" actions correct the
// artifact a verifier found defects in). When such a step succeeds, every accepted artifact it
// changed is re-recorded with its new digest and `revised_by`, so a later resume does not
// mistake the revision for tampering. Stages that run after it must re-verify it.


function revisedArtifacts(state, workspace, stepId) {
    const out = {};
    for (const [owner, artifact] of Object.entries(state.artifacts)) {
        const p = workspace.tryResolve(artifact.path);
        if (!p)
            continue;
        let size;
        try {
            const st = (0,external_node_fs_.statSync)(p.abs);
            if (!st.isFile())
                continue;
            size = st.size;
        }
        catch {
            continue;
        }
        const sha256 = (0,digest/* sha256File */.Q3)(p.abs);
        if (sha256 !== artifact.sha256)
            out[owner] = { ...artifact, sha256, size, revised_by: stepId };
    }
    return out;
}

;// CONCATENATED MODULE: ./src/core/steps/process/run.ts
// Steps that run a process \u2014 shell stages, agent stages, actions and resolvers \u2014 as a sequential
// step of the run: prepared once, then the attempt loop (run/attempts.ts); the step records its
// attempts, its accepted gate (or exit) and its failure on its own step record.









function stopped(host, code, message) {
    host.apply({ event: 'stopped', at: host.now(), code, message });
    host.commit();
    return code;
}
/** Run a step that runs a process. Returns the stop code, or undefined to go on. */
async function runProcessStep(host, step) {
    const bindings = (0,run_bindings/* stepBindings */.rV)(host.ctx.bindings, step, host.state());
    let output;
    let stage;
    try {
        // An output needing a value nothing provides is recorded like any stop.
        output = (0,run_bindings/* resolveOutput */.ST)(step, bindings, host.workspace);
        stage = processStageFor(step.kind)({ workflow: host.workflow, workspace: host.workspace, step, state: host.state(), bindings, output, agents: host.request.agents ?? {} });
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        // The input to pass, said where the error knows it (the stop code's fix is generic).
        if (error.code === 'WORKFLOW_INPUT_REQUIRED')
            host.stopFix(error.code, error.hint);
        return stopped(host, error.code, error.message);
    }
    const finished = (ok, flight, result, log, r) => {
        const state = host.state();
        host.ports.onEvent?.({
            type: 'stage_finished',
            step: step.id,
            visit: flight.visit,
            attempt: flight.attempt,
            ok,
            ...(r.gateStatus !== undefined ? { gateStatus: r.gateStatus } : {}),
            ...(r.code !== undefined ? { code: r.code } : {}),
            ...(r.next !== undefined ? { next: r.next } : {}),
            durationMs: result.durationMs,
            completed: host.progress((0,workflow/* declaredCompletedCount */.Bv)(host.workflow, state.completed_steps)),
            totalSteps: (0,workflow/* declaredStepCount */.K2)(host.workflow),
            logPath: log,
            ...(!ok ? { exitStatus: result.exitCode } : {}),
        });
    };
    const subject = {
        step,
        recordOn: step,
        label: step.id,
        outputStep: step.id,
        logStem: step.id,
        envStep: step.id,
        extraEnv: {},
        bindings,
        output,
        stage,
        peek: () => {
            // Computed, not applied: the runner's state is changed only through host.apply.
            const flight = (0,transition/* nextAttempt */.nj)(host.state(), step.id);
            return { visit: flight.visit, attempt: flight.attempt, previousFailure: (0,process_prompt/* previousFailureOf */.Jv)(host.state(), step.id) };
        },
        begin: (token) => {
            host.apply({ event: 'attempt_started', at: host.now(), step: step.id, visit: 0, attempt: 0, token });
        },
        spawned: (pgid) => {
            host.apply({ event: 'attempt_group', at: host.now(), step: step.id, pgid });
            host.commit();
        },
        fail: (f) => {
            host.apply({ event: 'attempt_failed', at: host.now(), step: step.id, code: f.code, message: f.message, exit_status: f.result.exitCode, signal: f.result.signal, duration_ms: f.result.durationMs, log: f.log.rel });
            host.commit();
            finished(false, f, f.result, f.log.rel, { code: f.code });
        },
    };
    const end = await runAttempts(host, subject);
    if (end.kind === 'spent')
        return stopped(host, 'WORKFLOW_BUDGET_EXCEEDED', end.breach.message);
    // Cancelled: the interrupted attempt (if one ran) is recorded failed; the step stays active.
    if (end.kind === 'interrupted')
        return stopped(host, 'WORKFLOW_INTERRUPTED', `${end.message}; the step stays active and runs again on resume`);
    if (end.kind === 'failed')
        return routeFailure(host, step, end.failed.code);
    const a = end.accepted;
    const stopAfter = host.stopsAfter(step.id);
    let stop;
    if (a.verdict.gate) {
        const gate = a.verdict.gate;
        // The digest of the bytes the gate was read from (one pass in the judge), never a second read.
        const evidence = a.verdict.evidence;
        const { size, sha256 } = a.verdict.digest;
        const applied = host.apply({
            event: 'gate_accepted',
            at: host.now(),
            step: step.id,
            visit: a.visit,
            attempt: a.attempt,
            gate,
            artifact: { path: evidence.rel, sha256, size },
            exit_status: a.result.exitCode ?? 0,
            duration_ms: a.result.durationMs,
            log: a.log.rel,
            present: host.present((0,workflow/* conditionalInputs */.s4)(step.def.statuses)),
            stop_after: stopAfter,
            to: null,
            stop: null,
        });
        stop = applied.stop;
        // code: the stop the transition ends in (a loop limit or a stall refuses it: never "\u2192 end").
        finished(true, a, a.result, a.log.rel, { gateStatus: gate.status, next: applied.state.active_step, ...(stop !== undefined ? { code: stop } : {}) });
    }
    else {
        const applied = host.apply({
            event: 'exit_accepted',
            at: host.now(),
            step: step.id,
            to_target: stage.next,
            exit_status: a.result.exitCode ?? 0,
            duration_ms: a.result.durationMs,
            log: a.log.rel,
            stop_after: stopAfter,
            revised: revisedArtifacts(host.state(), host.workspace, step.id),
            to: null,
            stop: null,
        });
        stop = applied.stop;
        finished(true, a, a.result, a.log.rel, { gateStatus: 'exit 0', next: applied.state.active_step, ...(stop !== undefined ? { code: stop } : {}) });
    }
    // Committed with the next stage's start, or with the run's end.
    if (stop === undefined && end.breach)
        return stopped(host, 'WORKFLOW_BUDGET_EXCEEDED', end.breach.message);
    return stop;
}
/** A failure that used up its attempts: follow the step's on_failure, if it has one. */
function routeFailure(host, step, code) {
    const target = step.def.on_failure;
    if (target === undefined || !failure_policy/* ROUTABLE_FAILURES */.Zh.has(code) || (0,failure_policy/* failureTarget */.SO)(step) === undefined)
        return code;
    const applied = host.apply({ event: 'failure_routed', at: host.now(), step: step.id, code, stop_after: host.stopsAfter(step.id), to: null, stop: null });
    host.commit();
    host.ports.onEvent?.({ type: 'note', message: `${step.id}: ${code}; on_failure -> ${target === 'skip' ? `skip, on_skip -> ${step.def.on_skip ?? '-'}` : target}` });
    return applied.stop;
}

// EXTERNAL MODULE: ./src/core/model/expressions.ts
var expressions = __webpack_require__(74206);
;// CONCATENATED MODULE: ./src/core/steps/decision/run.ts
// Decision steps: route on GitHub-style expressions over the run's context. Nothing runs:
// the branches are evaluated in order, the first truthy `if` wins, else `else`. Pure: the
// runner persists the result (stages/decision transition) in one atomic state write.




/** The context an expression sees: bound inputs, every step's record, visits and the run id. */
function decisionContext(state, workflow, inputs) {
    const steps = {};
    const visits = {};
    for (const id of workflow.steps.keys()) {
        const r = (0,transition/* stepRecord */.oU)(state, id);
        visits[id] = r?.visits ?? 0;
        steps[id] = {
            status: r?.status ?? 'pending',
            output: r?.output ?? null,
            visits: r?.visits ?? 0,
            gate: r?.gate ? JSON.parse(JSON.stringify(r.gate)) : null,
        };
    }
    return { inputs: { ...inputs }, steps, visits, run: { id: state.run_id } };
}
/**
 * Evaluate the branches of a decision step. Throws WORKFLOW_CONTRACT_INVALID when an expression
 * does not compile (the validator reports that first) or fails to evaluate (e.g. fromJSON of
 * a value that is not JSON).
 */
function decide(step, visit, context) {
    const branches = [];
    const list = step.def.decide ?? [];
    for (let i = 0; i < list.length; i++) {
        const b = list[i];
        if (!('if' in b))
            return { to: b.else, record: { step: step.id, visit, branches, chosen: 'else', to: b.else } };
        const compiled = (0,expressions/* compileExpression */.Wo)(b.if);
        if (!compiled.ok)
            throw contractError(step, b.if, `does not compile: ${compiled.message}`);
        let ev;
        try {
            ev = (0,expressions/* evaluateExpression */.O4)(compiled, context);
        }
        catch (error) {
            // e.g. fromJSON of a value that is not JSON: the workflow's expression, not a stagegate bug.
            throw contractError(step, b.if, `failed: ${error.message}`);
        }
        branches.push({ expression: b.if, value: ev.value, truthy: ev.truthy, seen: ev.seen });
        if (ev.truthy)
            return { to: b.to, record: { step: step.id, visit, branches, chosen: i, to: b.to } };
    }
    throw new errors/* StagegateError */.q('WORKFLOW_CONTRACT_INVALID', `decision ${step.id}: no branch matched and there is no else`, { hint: 'Add a last branch - else: <step | DONE | BLOCKED> (stagegate validate reports DECISION_ELSE_MISSING).' });
}
function contractError(step, expression, what) {
    return new errors/* StagegateError */.q('WORKFLOW_CONTRACT_INVALID', `decision ${step.id}: expression '${expression}' ${what}`, { hint: 'Fix the expression (stagegate validate checks its syntax and context names), then resume.' });
}
/**
 * inputs.<name> of a decision: the workflow's declared inputs as bound (defaults resolved); in an
 * item run, every value the item's stages get (the parent's inputs, artifact_root included, and
 * the item's bindings), as validate's per_item scope has it.
 */
function decisionInputs(host) {
    const out = {};
    for (const name of host.workflow.itemInputs ?? (0,invocation/* declaredInputs */.WB)(host.workflow)) {
        const v = host.ctx.bindings.get(name);
        if (v !== undefined)
            out[name] = v;
    }
    return out;
}
/** A decision step in the run: nothing runs; evaluate its branches, record the decision and follow it. */
function runDecisionStep(host, step) {
    const visit = Math.max(1, (0,transition/* stepRecord */.oU)(host.state(), step.id)?.visits ?? 1);
    let outcome;
    try {
        outcome = decide(step, visit, decisionContext(host.state(), host.workflow, decisionInputs(host)));
    }
    catch (error) {
        // An expression that fails (e.g. fromJSON of non-JSON) is recorded like any stop; the decision stays active.
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        host.apply({ event: 'stopped', at: host.now(), code: error.code, message: error.message });
        host.commit();
        return error.code;
    }
    const applied = host.apply({ event: 'decision_taken', at: host.now(), step: step.id, outcome, stop_after: host.stopsAfter(step.id) });
    host.commit();
    host.ports.onEvent?.({ type: 'note', message: `${step.id}: decision -> ${outcome.to} (${outcome.record.chosen === 'else' ? 'else' : `if ${outcome.record.branches[outcome.record.chosen].expression}`})` });
    return applied.stop;
}

// EXTERNAL MODULE: ./src/core/steps/approval/run.ts
var run = __webpack_require__(65190);
;// CONCATENATED MODULE: ./src/core/steps/hand-off/run.ts

function runHandOffStep(host, step) {
    // The instruction as people read it (an absent optional input reads "(not given)").
    const instruction = step.def.instruction !== undefined ? (0,absent_inputs/* renderInstruction */.Bx)(step.def.instruction, host.workflow, host.ctx.bindings) : undefined;
    const applied = host.apply({ event: 'hand_off', at: host.now(), step: step.id, ...(instruction !== undefined ? { instruction } : {}) });
    host.commit();
    host.ports.onEvent?.({ type: 'note', message: `${step.id}: hand-off (${applied.stop}): ${instruction ?? ''}` });
    return applied.stop;
}

// EXTERNAL MODULE: ./src/core/steps/child/run.ts
var child_run = __webpack_require__(44439);
// EXTERNAL MODULE: ./src/core/steps/foreach/run.ts + 3 modules
var foreach_run = __webpack_require__(50701);
// EXTERNAL MODULE: ./src/core/shards/intake.ts + 2 modules
var shards_intake = __webpack_require__(84775);
// EXTERNAL MODULE: ./src/core/shards/earlier-instance.ts
var earlier_instance = __webpack_require__(65709);
// EXTERNAL MODULE: ./src/core/steps/parallel/join.ts
var parallel_join = __webpack_require__(6111);
// EXTERNAL MODULE: ./src/core/steps/parallel/records.ts
var parallel_records = __webpack_require__(30005);
;// CONCATENATED MODULE: ./src/core/steps/parallel/run.ts
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
    const branches = (0,parallel_branches/* branchesOf */.IJ)(host.workflow, step);
    const join = step.def.parallel?.join ?? 'all';
    if (!merging)
        refuseBranchesHeldByShards(host, step, branches);
    // In one process too, a branch whose shard already finished in the run root is not run again:
    // its verified verdict is taken as a merge would take it (a foreach item's finished shard is its
    // item run, which a resume records the same way).
    const intake = merging ?? (0,shards_intake/* shardIntake */.$A)(step.id, []);
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
        host.ports.onEvent?.({ type: 'stage_finished', step: step.id, visit, attempt, ok, ...r, durationMs, completed: host.progress((0,workflow/* declaredCompletedCount */.Bv)(host.workflow, s.completed_steps)), totalSteps: (0,workflow/* declaredStepCount */.K2)(host.workflow) });
    };
    if (run.decided === undefined && merging && run.error === undefined) {
        // Branches without a verdict here stay pending: listed by `shards` again, or run by a resume.
        const left = branches.filter((b) => ['pending', 'running'].includes((0,parallel_records/* branchRecord */.Ww)(host.state(), step.id, b.id).status)).map((b) => b.id);
        merging.report.pending.push(...left);
        const merged = merging.report.merged.length;
        const message = `parallel step ${step.id}: merged ${merged} shard${merged === 1 ? '' : 's'}; the join (${join}) is not decided yet and ${left.length} branch${left.length === 1 ? '' : 'es'} still pending (${left.join(', ')}): ${(0,earlier_instance/* removeLeftoversFirst */.xD)(merging.report, host.ctx.runId)}run them as shards (stagegate shards lists them) and merge again, or resume to run them here`;
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
        host.apply({ event: 'attempt_failed', at: host.now(), step: step.id, code: error.code, message: error.message, exit_status: null, signal: null, duration_ms: durationMs, log: null });
        host.commit();
        finished(false, { code: error.code });
        return error.code;
    }
    const applied = host.apply({
        event: 'join_decided',
        at: host.now(),
        step: step.id,
        outcome: run.decided,
        summary: run.summary(),
        source_gaps: run.sourceGaps,
        present: host.present((0,workflow/* conditionalInputs */.s4)(step.def.statuses)),
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
        this.max = step.def.parallel?.max_concurrency ?? parallel_branches/* DEFAULT_MAX_CONCURRENCY */.zq;
        const records = (0,parallel_records/* parallelOf */.Nl)(host.state(), step.id).branches;
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
        this.decided = (0,parallel_join/* joinDecision */.Z)(join, branches.length, this.succeeded, this.failed);
    }
    /** The branches waiting on their paused child runs, in declared order. */
    waiting() {
        return this.branches.flatMap((b) => {
            const w = this.paused.get(b.id);
            return w ? [w] : [];
        });
    }
    label(branch) {
        return `${this.step.id}/${branch.id}`;
    }
    /** One line for the join: the branches as join_decided leaves them (the unfinished ones marked). */
    summary() {
        const records = (0,parallel_records/* parallelOf */.Nl)((0,parallel_records/* markNotRun */.q3)(this.host.state(), this.step.id), this.step.id).branches;
        const by = (status) => this.branches.filter((b) => records[b.id]?.status === status).map((b) => b.id);
        const parts = [`${this.succeeded} of ${this.branches.length} succeeded`];
        // Each failed branch with how it failed and its log: the cause, not only the name.
        const failed = by('failed').map((id) => {
            const r = records[id];
            return `${id} (${(0,parallel_records/* howBranchFailed */.IJ)(r)}${r.log !== null ? `, log ${r.log}` : ''})`;
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
        const visit = (0,parallel_records/* parallelOf */.Nl)(host.state(), step.id).visit;
        for (const branch of this.queue) {
            const result = results.get(branch.id);
            const record = result ? (0,branch_fan_out/* shardBranchRecord */.kQ)(result.state, step.id, branch.id) : undefined;
            if (!result || !record)
                continue;
            for (const attempt of result.state.steps[step.id]?.transcripts ?? [])
                host.apply({ event: 'agent_attempt', at: host.now(), record_on: step.id, record: { ...attempt, visit } });
            const key = (0,parallel_branches/* artifactKey */.Wf)(step.id, branch.id);
            const artifact = result.state.artifacts[key];
            if (artifact)
                host.apply({ event: 'branch_artifact', at: host.now(), key, artifact: { ...artifact, visit } });
            const { token: _token, visit: _visit, ...patch } = record;
            this.update(branch, patch);
            merged.push(branch.id);
            this.settle(record.status === 'succeeded' ? { kind: 'succeeded' } : { kind: 'failed', sourceGaps: record.code === 'WORKFLOW_BLOCKED_SOURCE_GAPS' });
            this.emit({ type: 'note', message: `${this.label(branch)}: ${record.status} (merged from shard ${result.folder})` });
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
        else if (outcome.kind === 'error')
            this.error ??= { code: outcome.code, message: outcome.message };
        this.decided ??= (0,parallel_join/* joinDecision */.Z)(this.join, this.branches.length, this.succeeded, this.failed);
    }
    update(branch, patch) {
        this.host.apply({ event: 'branch_updated', at: this.host.now(), step: this.step.id, branch: branch.id, patch });
    }
    record(branch) {
        return (0,parallel_records/* branchRecord */.Ww)(this.host.state(), this.step.id, branch.id);
    }
    emit(event) {
        this.host.ports.onEvent?.(event);
    }
    runBranch(branch) {
        return branch.kind === 'child_workflow' ? this.runChildBranch(branch) : this.runProcessBranch(branch);
    }
    /** An outcome that is not a verdict: the branch stays pending (a resume runs it again). */
    errored(branch, code, message) {
        this.update(branch, { status: 'pending', code, error: message });
        this.host.commit();
        return { kind: 'error', code, message };
    }
    async runProcessBranch(branch) {
        const { host, step } = this;
        const bindings = (0,parallel_branches/* branchBindings */.b8)(host.ctx.bindings, step, branch, host.state());
        let output;
        let stage;
        try {
            output = (0,run_bindings/* resolveOutput */.ST)(branch, bindings, host.workspace);
            stage = processStageFor(branch.kind)({ workflow: host.workflow, workspace: host.workspace, step: branch, state: host.state(), bindings, output, agents: host.request.agents ?? {} });
        }
        catch (error) {
            if (!(0,errors/* isStagegateError */.W)(error))
                throw error;
            return this.errored(branch, error.code, `branch ${this.label(branch)}: ${error.message}`);
        }
        const subject = {
            step: branch,
            recordOn: step,
            label: this.label(branch),
            outputStep: step.id,
            outputBranch: branch.id,
            logStem: (0,parallel_branches/* artifactKey */.Wf)(step.id, branch.id),
            envStep: step.id,
            extraEnv: { STAGEGATE_BRANCH: branch.id },
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
                this.update(branch, { status: 'running', attempt, log: `${logRoot}logs/${(0,parallel_branches/* artifactKey */.Wf)(step.id, branch.id)}.v${previous.visit}.a${attempt}.log`, token });
            },
            fail: (f, final) => {
                const retryable = RETRYABLE.has(f.code);
                const status = !final ? { status: 'pending' } : retryable ? { status: 'failed', gate_status: null } : { status: 'pending' };
                this.update(branch, { exit_status: f.result.exitCode, duration_ms: f.result.durationMs, log: f.log.rel, code: f.code, error: f.message, ...status });
                if (final)
                    host.commit();
                this.emit({ type: 'stage_finished', step: this.label(branch), visit: f.visit, attempt: f.attempt, ok: false, code: f.code, exitStatus: f.result.exitCode, durationMs: f.result.durationMs, completed: host.progress((0,workflow/* declaredCompletedCount */.Bv)(host.workflow, host.state().completed_steps)), totalSteps: (0,workflow/* declaredStepCount */.K2)(host.workflow), logPath: f.log.rel });
            },
        };
        const end = await runAttempts(host, subject);
        if (end.kind === 'spent')
            return this.errored(branch, 'WORKFLOW_BUDGET_EXCEEDED', end.breach.message);
        // Not a verdict: the branch stays pending (a resume runs it again as its next attempt).
        if (end.kind === 'interrupted')
            return this.errored(branch, 'WORKFLOW_INTERRUPTED', end.message);
        if (end.kind === 'failed')
            return RETRYABLE.has(end.failed.code) ? { kind: 'failed', sourceGaps: false } : { kind: 'error', code: end.failed.code, message: end.failed.message };
        return this.accepted(branch, end.accepted);
    }
    /** A branch attempt that passed judging: its gate status routes it to DONE (succeeded) or BLOCKED (failed). */
    accepted(branch, a) {
        const { host } = this;
        const key = (0,parallel_branches/* artifactKey */.Wf)(this.step.id, branch.id);
        let outcome = { kind: 'succeeded' };
        let gateStatus = null;
        if (a.verdict.gate) {
            const gate = a.verdict.gate;
            gateStatus = gate.status;
            const present = host.present((0,workflow/* conditionalInputs */.s4)(branch.def.statuses));
            const route = (0,transition/* routeStatus */.KY)(branch, gate.status, (n) => present.includes(n));
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
            this.update(branch, { output: evidence.rel, sha256 });
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
            completed: host.progress((0,workflow/* declaredCompletedCount */.Bv)(host.workflow, host.state().completed_steps)),
            totalSteps: (0,workflow/* declaredStepCount */.K2)(host.workflow),
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
        let scratchProgress = 0;
        const childHost = {
            workflow: host.workflow,
            workspace: host.workspace,
            request: host.request,
            ancestry: host.ancestry,
            ctx,
            ports: prefixed(host.ports, step.id),
            state: () => scratch,
            apply: (event) => {
                const applied = (0,reduce/* applyEvent */.Z8)(scratch, event, scratchWorkflow);
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
            present: (names) => host.present(names),
            now: () => host.now(),
            clock: () => host.clock(),
            stagesRan: (count) => host.stagesRan(count),
            // The scratch run counts its own steps (as it did before): its own highest count.
            progress: (completed) => (scratchProgress = Math.max(scratchProgress, completed)),
            envBase: () => host.envBase(),
            attemptToken: () => host.attemptToken(),
            runChild: (request, ports) => host.runChild(request, ports),
        };
        const started = host.clock();
        const { stop, paused } = await (0,child_run/* runChild */.w$)(childHost, branch);
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
        if (last?.outcome === 'blocked' || (stop !== undefined && RETRYABLE.has(stop))) {
            const sourceGaps = stop === 'WORKFLOW_BLOCKED_SOURCE_GAPS';
            this.update(branch, { ...common, status: 'failed', code: sourceGaps ? stop : last?.outcome === 'blocked' ? null : stop, error: last?.outcome === 'blocked' ? null : (scratch.message ?? null) });
            host.commit();
            return { kind: 'failed', sourceGaps };
        }
        this.update(branch, common);
        const code = stop ?? 'WORKFLOW_STATUS_CONTRACT_VIOLATION';
        const message = stop === undefined ? `branch ${this.label(branch)} routed its child's outcome to a step: branch statuses lead to DONE or BLOCKED only` : (scratch.message ?? code);
        return this.errored(branch, code, message);
    }
}
/** The step's pause: each waiting branch's child run, what it said, and where it is decided. */
function pauseMessage(step, waiting) {
    const one = waiting.length === 1;
    const run = ({ pause }) => `run ${pause.runId ?? '-'} of ${pause.workflowFile} paused: ${pause.childMessage}${pause.decide !== undefined ? ` (decide there: stagegate approve ${pause.decide})` : ''}`;
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
    const visit = Math.max(1, record?.visits ?? 1);
    const records = record?.parallel?.visit === visit ? record.parallel.branches : undefined;
    for (const branch of branches) {
        const status = records?.[branch.id]?.status ?? 'pending';
        if (status !== 'pending' && status !== 'running')
            continue;
        const statePath = (0,branch_fan_out/* branchShardStatePath */.z8)(host.ctx.runRoot.rel, step.id, branch.id, visit);
        const abs = host.workspace.tryResolve(statePath)?.abs;
        if (abs !== undefined && state_lock/* RunLock */.j.isHeld(`${abs}.lock`)) {
            throw new errors/* StagegateError */.q('WORKFLOW_LOCKED', `parallel step ${step.id}: branch ${branch.id} is running as a shard (${statePath}.lock is held by a live leg); nothing was changed`, { hint: 'Resume once it ends, or merge it (stagegate merge).' });
        }
    }
}
/** Child events told as this step's: `<step>/<branch>/<child step>`. */
function prefixed(ports, stepId) {
    const emit = ports.onEvent;
    if (!emit)
        return ports;
    return {
        ...ports,
        onEvent: (event) => {
            if (event.type === 'note')
                emit({ ...event, message: `${stepId}/${event.message}` });
            else if (event.type === 'run_started')
                emit(event);
            else
                emit({ ...event, step: `${stepId}/${event.step}` });
        },
    };
}

;// CONCATENATED MODULE: ./src/core/run/executors.ts







const EXECUTORS = {
    shell: runProcessStep,
    agent: runProcessStep,
    action: runProcessStep,
    resolver: runProcessStep,
    instruction: runHandOffStep,
    decision: runDecisionStep,
    approval: run/* runApprovalStep */.hR,
    child_workflow: child_run/* runChildStep */._R,
    foreach: foreach_run/* runForeachStep */.ci,
    parallel: runParallelStep,
};

// EXTERNAL MODULE: ./src/core/run/source-drift.ts
var source_drift = __webpack_require__(35682);
// EXTERNAL MODULE: ./src/core/run/rewind.ts
var rewind = __webpack_require__(32226);
// EXTERNAL MODULE: ./src/core/run/rewind-items.ts
var rewind_items = __webpack_require__(75447);
// EXTERNAL MODULE: ./src/core/model/run-scope.ts
var run_scope = __webpack_require__(41513);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/core/run/paused-next.ts
var paused_next = __webpack_require__(89673);
;// CONCATENATED MODULE: ./src/core/run/runner.ts
// The run entry: load and validate the workflow, bind the invocation, take the run lock, replay
// the run's journal (resume) or start a new one (fresh), then hand step after step to its
// executor (executors.ts). Every change to the run is an event: applied to the state at once,
// appended to the journal at each commit (one fdatasync), after which the state's projections
// (workflow_state.yaml, RUN_MANIFEST.yaml) are written.


































async function runWorkflow(request, ports) {
    const base = {
        status: 'WORKFLOW_CONTRACT_INVALID',
        exitCode: 0,
        message: '',
        workflow: null,
        workflowFile: request.workflowFile,
        runId: null,
        activeStep: null,
        completedSteps: [],
        statePath: null,
        manifestPath: null,
        runRoot: null,
        nextCommand: null,
        stagesRun: 0,
    };
    let ctx;
    try {
        const workspace = new workspace_workspace/* Workspace */.aR(request.workspace);
        // The source commit is asked for now and read once the workflow and the journal are loaded (git runs meanwhile).
        const startedSource = ports.source.startSourceCommit?.(workspace.root);
        const workflow = request.workflowModel ?? (await (0,load_and_check/* loadAndCheckAsync */.a)(workspace, request.workflowFile));
        base.workflow = workflow.name;
        base.workflowFile = workflow.file;
        const locate = () => {
            ctx = (0,context/* resolveRunContext */.xn)(workflow, workspace, request.invocation, ports.clock.now(), { ancestorRunRoots: request.ancestry?.map((a) => a.runRoot) ?? [], itemRun: request.itemRun === true, log: request.keepLog !== false, naming: { commandName: request.commandName, inputsInHints: request.agentFlagsInHints } });
            Object.assign(base, { runId: ctx.runId, statePath: ctx.statePath.rel, manifestPath: ctx.manifestPath.rel, runRoot: ctx.runRoot.rel });
            return ctx;
        };
        const marked = request.invocationToken !== undefined && request.random !== undefined ? request : { ...request, invocationToken: request.invocationToken ?? (0,leftovers/* newInvocationToken */.cF)(), random: request.random ?? new RandomHex() };
        return await new Run(locate(), marked, ports, base, locate, startedSource).execute();
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        const existing = ctx && ctx.existing.kind === 'ok' ? ctx.existing.state : undefined;
        return {
            ...base,
            // Stopped before the run was located (the workflow does not load): the run id given, as given.
            runId: base.runId ?? request.invocation.runId ?? request.invocation.tokens['run_id'] ?? null,
            status: error.code,
            exitCode: (0,stop_codes/* exitStatusFor */.ex)(error.code),
            message: error.message,
            ...(error.hint !== undefined ? { hint: error.hint } : {}),
            ...(error instanceof source_drift/* SourceRefusal */.kV ? { sourceRefused: true } : {}),
            location: error.location,
            activeStep: existing?.active_step ?? null,
            completedSteps: existing?.completed_steps ?? [],
            nextCommand: error.nextCommand ?? null,
        };
    }
}
/** Two reads of a run found the same journal (and so the same run id, inputs and verdicts). */
function sameRun(a, b) {
    if (a.kind !== b.kind)
        return false;
    if (a.kind === 'ok' && b.kind === 'ok')
        return a.head.seq === b.head.seq && a.head.sha256 === b.head.sha256;
    if (a.kind === 'corrupt' && b.kind === 'corrupt')
        return a.reason === b.reason;
    return true;
}
/** The status an imported format's step reports when it could not do its work (its contract's failure). */
const OWN_FAILURE_STATUS = { aiox: 'failed', maestro: 'FAILURE', ccw: 'NODE_FAILED' };
class Run {
    ctx;
    request;
    ports;
    base;
    locate;
    startedSource;
    current;
    store;
    pending = [];
    /** The run's transitions and decisions (RunOutcome.log), unless the request leaves them out (keepLog). */
    log;
    stagesRun = 0;
    /** The child workflow runs that paused at their approval steps during this invocation (childrenAwaitApproval). */
    childApprovals = [];
    /** A child workflow run refused its stale verdicts during this invocation (childRefusedSource). */
    childRefused = false;
    /** The fix of the error a step stopped the run with in this invocation (stopFix). */
    stopHint;
    /** The highest `[n/N]` count shown in this invocation (progress). */
    progressShown = 0;
    /** What the manifest's last write made, reused piece by piece by the next (state/manifest.ts). */
    manifestCache = new snapshot/* ProjectionCache */.yP();
    /** The random part of this run's temp file names and attempt tokens (state/random-hex.ts; the invocation's, shared with the runs it starts). */
    random;
    baseEnv;
    source;
    /** What startedSource gave (read at the start of execute). */
    startedCommit;
    /** The source change this invocation found and recorded (run/source-drift.ts). */
    sourceChanged;
    workflow;
    workspace;
    ancestry;
    files;
    constructor(ctx, request, ports, base, 
    /** Resolves the run's context again (run_id, persisted inputs, paths) from what is on disk now. */
    locate, 
    /** The source commit asked for when the invocation began (SourceInfo.startSourceCommit): read before it is needed. */
    startedSource) {
        this.ctx = ctx;
        this.request = request;
        this.ports = ports;
        this.base = base;
        this.locate = locate;
        this.startedSource = startedSource;
        this.workflow = ctx.workflow;
        this.workspace = ctx.workspace;
        this.ancestry = request.ancestry ?? [];
        this.files = { state: ctx.statePath.abs, manifest: ctx.manifestPath.abs };
        this.random = request.random ?? new RandomHex();
        if (request.keepLog !== false)
            this.log = (0,run_log/* emptyLog */.a)();
    }
    /** The context read again under the lock; the lock must still be the run's (the state did not move). */
    relocate() {
        const again = this.locate();
        if (again.lockPath !== this.ctx.lockPath) {
            throw new errors/* StagegateError */.q('WORKFLOW_LOCKED', `run ${again.runId} of workflow ${this.workflow.name} was moved by another stagegate process while this invocation started; nothing was changed`, {
                hint: 'Run the same command again.',
            });
        }
        this.ctx = again;
        this.files = { state: again.statePath.abs, manifest: again.manifestPath.abs };
    }
    // --- RunHost ------------------------------------------------------------------------------
    state() {
        return this.current;
    }
    apply(event) {
        const applied = (0,reduce/* applyEvent */.Z8)(this.current, event, this.workflow);
        this.pending.push((0,reduce/* withClaims */.Qf)(event, applied));
        this.current = applied.state;
        if (this.log)
            (0,run_log/* logEvent */.$)(this.log, event, applied.state);
        return applied;
    }
    commit(options) {
        const store = this.store;
        // A stage may have replaced a folder on the way with a link out of the workspace: the paths
        // were checked when the run started; check them again so nothing is written through one.
        this.workspace.resolve(this.ctx.statePath.rel, 'state_path');
        const { ctx } = this;
        try {
            if (this.pending.length > 0)
                store.commit(this.pending);
            this.pending = [];
        }
        catch (error) {
            const code = error.code ?? 'error';
            throw new errors/* StagegateError */.q('STATE_WRITE_FAILED', `cannot append to the journal of run ${ctx.runId} under ${ctx.runRoot.rel} (${code}): it holds everything committed before`, {
                hint: 'Free disk space or fix permissions, then resume.',
                cause: error,
            });
        }
        if (this.request.itemRun === true || options?.project === false)
            return;
        try {
            this.project();
        }
        catch (error) {
            if ((0,errors/* isStagegateError */.W)(error))
                throw error;
            const code = error.code ?? 'error';
            throw new errors/* StagegateError */.q('STATE_WRITE_FAILED', `cannot write the state file or manifest of run ${ctx.runId} under ${ctx.runRoot.rel} (${code}): the journal records everything so far, and the next invocation writes them again`, {
                hint: 'Free disk space or fix permissions (or remove what is in their way), then resume.',
                cause: error,
            });
        }
    }
    now() {
        return this.ports.clock.now().toISOString();
    }
    clock() {
        return this.ports.clock.now().getTime();
    }
    stagesRan(count) {
        this.stagesRun += count;
    }
    progress(completed) {
        this.progressShown = Math.max(this.progressShown, completed);
        return this.progressShown;
    }
    childrenAwaitApproval(children) {
        this.childApprovals = children;
    }
    childRefusedSource() {
        this.childRefused = true;
    }
    stopFix(code, hint) {
        this.stopHint = hint === undefined || hint === '' ? undefined : { code, hint };
    }
    stopsAfter(stepId) {
        return this.ctx.bound.controls.stopAfterStep === stepId;
    }
    present(names) {
        return names.filter((name) => {
            const v = this.ctx.bindings.get(name);
            return v !== undefined && v !== '';
        });
    }
    /**
     * The invocation's environment as a stage environment's base: a plain copy, taken once per run.
     * process.env is an exotic object whose every read goes to the C library.
     */
    envBase() {
        return (this.baseEnv ??= { ...this.request.env });
    }
    attemptToken() {
        return (0,leftovers/* attemptToken */.$Q)(this.request.invocationToken ?? 'x', this.random);
    }
    runChild(request, ports) {
        return runWorkflow(request, ports);
    }
    // --- the run ------------------------------------------------------------------------------
    async execute() {
        if (this.startedSource !== undefined)
            this.startedCommit = { commit: await this.startedSource };
        const mode = this.ctx.bound.controls.mode;
        // Agents and outputs inside the workspace (run/preflight.ts; plan makes the same checks).
        // A finished run that a source change opens again (source-drift.ts) runs steps: it needs its agents.
        const existing = this.ctx.existing.kind === 'ok' ? this.ctx.existing.state : undefined;
        const rerunFrom = this.request.invocation.rerunFrom;
        if (rerunFrom !== undefined && (mode === 'fresh' || this.ctx.bound.controls.ignorePreviousCompletion)) {
            throw new errors/* StagegateError */.q('WORKFLOW_INPUT_INVALID', `--rerun-from ${rerunFrom} reruns part of run ${this.ctx.runId} as it stands; a fresh start (--mode fresh, --ignore-previous-completion) runs every step again: give one or the other`, {
                hint: `Rerun from the step without --mode fresh: ${(0,rewind/* rerunCommand */.w4)(this.resumeCommand(), rerunFrom)}`,
            });
        }
        // A finished run that a source change or --rerun-from opens again runs steps: it needs its agents.
        const sourceChanged = rerunFrom !== undefined || (existing?.active_step === null && (0,source_drift/* reopens */.Lv)((0,source_drift/* sourceChange */.Mh)(existing, this.sourceNow(), this.sourcePolicy()), this.sourcePolicy()));
        (0,preflight/* preflightInvocation */.QM)(this.ctx, this.request.agents ?? {}, { pathEnv: this.request.env['PATH'] ?? '', sourceChanged });
        const lock = this.request.itemRun === true ? undefined : state_lock/* RunLock */.j.acquire(this.ctx.lockPath, (0,preflight/* lockName */.l4)(this.ctx));
        try {
            (0,atomic_write/* removeStaleTempFiles */.Fh)(this.ctx.statePath.abs);
            (0,atomic_write/* removeStaleTempFiles */.Fh)(this.ctx.manifestPath.abs); // a runner killed while writing the manifest leaves one too
            const opened = this.open(mode);
            if (opened.kind === 'finished')
                return opened.outcome;
            const { resumed } = opened;
            // The invocation's start is on disk before anything runs (an item run's goes out with its first stage's start).
            if (this.request.itemRun !== true)
                this.commit();
            if (this.request.itemRun !== true && this.request.workflowModel === undefined)
                this.writePointer();
            this.ports.onEvent?.({ type: 'run_started', workflow: this.workflow.name, runId: this.ctx.runId, mode, statePath: this.ctx.statePath.rel, resumed, totalSteps: (0,workflow/* declaredStepCount */.K2)(this.workflow) });
            const stop = await this.loop();
            return this.finish(stop);
        }
        catch (error) {
            // What was applied stays applied: a completed stage is committed before the error is reported.
            if (this.store && this.pending.length > 0) {
                try {
                    this.commit();
                }
                catch {
                    /* the error that ended the run is the one reported */
                }
            }
            throw error;
        }
        finally {
            this.store?.close();
            // Whatever the invocation's stages left running outside their groups ends with it.
            if (this.ancestry.length === 0 && this.request.itemRun !== true) {
                const prefix = (0,leftovers/* invocationPrefix */.l$)((0,leftovers/* attemptToken */.$Q)(this.request.invocationToken));
                // An invocation that started no process left none running: no scan of every process (a
                // status-like run: finished already, refused, paused at an approval, decisions only).
                if (this.ports.processes.started?.(prefix) !== false)
                    this.ports.processes.killLeftovers?.([{ token: prefix }]);
            }
            lock?.release();
        }
    }
    corrupt(load) {
        return new errors/* StagegateError */.q('WORKFLOW_STATE_INTEGRITY_VIOLATION', `${load.reason}; nothing was changed`, {
            hint: load.hint,
            location: { file: load.file, ...(load.line !== undefined ? { line: load.line } : {}) },
        });
    }
    persistedInputs() {
        const inputs = {};
        for (const name of (0,invocation/* declaredInputs */.WB)(this.workflow)) {
            const value = this.ctx.bindings.get(name);
            if (value !== undefined && !['stop_after_step', 'execution_mode', 'ignore_previous_completion'].includes(name))
                inputs[name] = value;
        }
        inputs['run_id'] = this.ctx.runId;
        return inputs;
    }
    /** This invocation starts: the first event of a new journal creates the run. */
    startInvocation(freshOf) {
        const { ctx } = this;
        const entry = this.workflow.entry;
        this.apply({
            event: 'run_started',
            at: this.now(),
            run_id: ctx.runId,
            workflow: this.workflow.name,
            workflow_file: this.workflow.file,
            workflow_digest: this.workflow.digest,
            mode: ctx.bound.controls.mode,
            ignore_previous_completion: ctx.bound.controls.ignorePreviousCompletion,
            stop_after_step: ctx.bound.controls.stopAfterStep,
            inputs: this.persistedInputs(),
            run_root: ctx.runRoot.rel,
            source_commit: this.sourceNow().source_commit,
            agent_package_version: this.sourceNow().agent_package_version,
            stagegate_version: version/* VERSION */.x,
            stall_rule: 'fixed_point',
            fresh_execution_of: freshOf,
            ...(this.workflow.data.terminal?.success !== undefined ? { success_status: this.workflow.data.terminal.success } : {}),
            entry,
            entry_kind: this.workflow.steps.get(entry).kind,
            ...(this.request.parentInstance !== undefined ? { parent_instance: this.request.parentInstance } : {}),
        });
    }
    /** The source this invocation runs at: git HEAD (the Action: the pull request's head) and the agent package version. */
    sourceNow() {
        return (this.source ??= { source_commit: this.startedCommit !== undefined ? this.startedCommit.commit : this.ports.source.sourceCommit(this.workspace.root), agent_package_version: this.ctx.agentPackageVersion });
    }
    sourcePolicy() {
        return (0,source_drift/* effectivePolicy */.Ci)(this.request.invocation, this.workflow);
    }
    /** A resume at another source: recorded in the journal (why steps run again, or that old verdicts were kept), and said. */
    recordSourceChange(change) {
        const applied = this.apply({ event: 'source_changed', at: this.now(), change, to: null, stop: null });
        this.sourceChanged = applied.state.source_changes?.[applied.state.source_changes.length - 1];
        this.ports.onEvent?.({ type: 'note', message: (0,source_drift/* describeSourceChange */.F)(change) });
    }
    /** --rerun-from STEP: the verdicts it takes back, recorded in the journal (run/rewind.ts), and said. */
    recordRewind(stepId) {
        // Planned again on the state a source change may have moved on (it only takes verdicts back).
        const plan = this.planRerunOrThrow(this.current, stepId);
        if (plan.taken_back.length === 0 && plan.step === this.current.active_step) {
            // The run is at STEP and has no verdict of it: the resume runs it anyway. Entering it again
            // would only spend a visit of its max_visits.
            this.ports.onEvent?.({ type: 'note', message: `rerun from ${plan.step}: the run is at ${plan.step} and has no verdict of it to take back; it resumes there` });
            return;
        }
        this.apply({ event: 'rewound', at: this.now(), step: plan.step, taken_back: plan.taken_back, ...(plan.items !== undefined ? { items: plan.items } : {}), ...(plan.branches !== undefined ? { branches: plan.branches } : {}), to: null, stop: null });
        this.ports.onEvent?.({ type: 'note', message: (0,rewind/* describeRewind */.Zn)(plan) });
    }
    /**
     * The rerun from `stepId` as it will be done, with what the runs on disk say (rewind-items.ts
     * planRerun: the one check status offers by); refused: nothing of this invocation is written.
     */
    planRerunOrThrow(state, stepId) {
        const plan = (0,rewind_items/* planRerun */.eo)(this.workspace, state, this.workflow, stepId, this.ctx.runRoot.rel);
        if (!(0,rewind/* isRefusal */.vu)(plan))
            return plan;
        this.pending = [];
        throw (0,rewind/* rewindError */.sz)(plan);
    }
    /**
     * The steps whose verdicts --rerun-from takes back (run/rewind.ts planRewind), if it is given and
     * allowed: their outputs are not checked as evidence (integrity.ts), they run again.
     */
    takenBackByRerun(state) {
        const from = this.request.invocation.rerunFrom;
        if (from === undefined)
            return undefined;
        const plan = (0,rewind/* planRewind */.PB)(state, this.workflow, from);
        return (0,rewind/* isRefusal */.vu)(plan) ? undefined : new Set(plan.taken_back);
    }
    /** Fresh: move earlier results aside (never evidence for this run), then start a new journal. */
    freshStart(previous) {
        const { ctx } = this;
        // Only what is this run's own (run/fresh.ts): never a path an untrusted previous state names.
        const paths = freshOwnedPaths(ctx, previous);
        const stamp = this.now().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
        const movedTo = (0,supersede/* supersede */.h)(this.workspace, ctx.runRoot, paths, stamp);
        const freshOf = previous || movedTo ? { run_id: previous?.run_id ?? ctx.runId, status: previous?.status ?? null, superseded_to: movedTo } : null;
        this.store = run_store/* RunStore */.n.open(this.files, { kind: 'absent' }, this.random);
        this.startInvocation(freshOf);
    }
    /** workflow_state.yaml and RUN_MANIFEST.yaml, projected from the state at the journal's head. */
    project() {
        const store = this.store;
        store.writeSnapshot(this.current);
        this.writeManifest();
    }
    writeManifest() {
        const { ctx } = this;
        this.workspace.resolve(ctx.manifestPath.rel, 'run manifest');
        (0,manifest_write/* writeManifest */.H)(ctx.manifestPath.abs, this.current, { head: this.store.head, journalFile: this.store.journalFile }, this.manifestCache, this.random);
    }
    writePointer() {
        // LATEST_RUN.md: in the folder that holds runs/ (context.ts), for the run the user started only.
        const { ctx } = this;
        if (this.request.itemRun === true || this.ancestry.length > 0 || !ctx.pointerPath)
            return;
        const pointer = this.workspace.tryResolve(ctx.pointerPath.rel);
        if (pointer)
            (0,manifest_write/* writeLatestPointer */.s)(pointer.abs, this.current, ctx.manifestPath.rel, ctx.statePath.rel);
    }
    async loop() {
        for (;;) {
            const id = this.current.active_step;
            if (id === null)
                return this.current.status;
            if (this.request.signal?.aborted)
                return this.stopInterrupted(id);
            const step = this.workflow.steps.get(id);
            const stop = await EXECUTORS[step.kind](this, step);
            if (stop !== undefined)
                return stop;
        }
    }
    /** Cancelled between steps (request.signal): only the run's status records it; the step stays active. */
    stopInterrupted(id) {
        const message = `run ${this.ctx.runId} ${(0,leftovers/* interruption */.YW)(this.request.signal)} before step ${id} started; resume with: ${this.resumeCommand()}`;
        this.apply({ event: 'stopped', at: this.now(), code: 'WORKFLOW_INTERRUPTED', message });
        this.commit();
        return 'WORKFLOW_INTERRUPTED';
    }
    /** Processes a dead runner's attempts still have running (leftovers.ts): killed, and said so. */
    killLeftovers(state) {
        const left = (0,leftovers/* leftoverAttempts */.iY)(state);
        if (left.length === 0 || !this.ports.processes.killLeftovers)
            return;
        const killed = this.ports.processes.killLeftovers(left);
        if (killed > 0)
            this.ports.onEvent?.({ type: 'note', message: `killed ${killed} process${killed === 1 ? '' : 'es'} that the runner before this one left running (the attempt in flight when it stopped)` });
    }
    finish(stop) {
        this.apply({ event: 'run_stopped', at: this.now(), code: stop });
        this.commit();
        // An item run's projections are written once, when it ends.
        if (this.request.itemRun === true)
            this.project();
        else if (this.request.workflowModel === undefined)
            this.writePointer();
        return this.outcome(stop, this.current.message ?? describe(stop, this.current));
    }
    /** A hand-off step's terminal_status is class blocked unless it is WORKFLOW_COMPLETE. */
    exitStatusOf(status) {
        const last = this.current.last_transition;
        if (this.current.active_step === null && last?.outcome === 'terminal' && last.code === status)
            return status === 'WORKFLOW_COMPLETE' ? stop_codes/* EXIT_STATUS */.uc.success : stop_codes/* EXIT_STATUS */.uc.blocked;
        return (0,stop_codes/* exitStatusFor */.ex)(status);
    }
    resumeCommand() {
        return `${(0,command_line/* runCommandLine */.rZ)(this.request.commandName ?? 'stagegate', this.workflow.file, this.ctx.runId, this.locating())}${this.request.agentFlagsInHints ? (0,command_line/* agentFlags */.J)(this.request.agents) : ''}`;
    }
    /**
     * The inputs this invocation was given that decide where the run's state lives, for the commands
     * that continue it: input values only for the person at the CLI who gave them (as in freshCommand).
     */
    locating() {
        return this.request.agentFlagsInHints ? (0,run_scope/* stateLocatingInputs */.G$)(this.workflow, this.ctx.bound.explicit) : [];
    }
    /**
     * The run as found under the lock, made this invocation's: its state taken from the journal's
     * replay, or a new one started. Synchronous, so that nothing it read (a long run's parsed journal
     * events) stays alive in execute()'s suspended frame while the run goes on.
     */
    open(mode) {
        // The journal read before the lock is replayed once: under it, only a changed journal is read again (reloadRun).
        const loading = { log: this.request.keepLog !== false, naming: this.ctx.naming };
        let load = (0,store/* reloadRun */.pI)(this.ctx.existing, this.files, this.workflow, this.ctx.statePath.rel, loading);
        if (!sameRun(load, this.ctx.existing)) {
            // Another runner changed the run between the first read and the lock (it finished, or a
            // fresh run moved it aside): what this invocation read of it is read again, under the lock.
            this.relocate();
            load = (0,store/* reloadRun */.pI)(this.ctx.existing, this.files, this.workflow, this.ctx.statePath.rel, loading);
        }
        const { ctx } = this;
        // Input conflicts and a readable journal: judged on the state no other runner can change now.
        (0,preflight/* checkInputConflicts */.gP)(ctx);
        if (load.kind === 'corrupt' && mode === 'resume')
            throw this.corrupt(load);
        // The context keeps the state it read, not the journal's events, for the rest of the run.
        this.ctx.existing = (0,store/* withoutEvents */.oE)(this.ctx.existing);
        // A runner that died mid-stage may have left its stage running: kill it before anything else.
        if (load.kind === 'ok')
            this.killLeftovers(load.state);
        let resumed = false;
        if (mode === 'fresh') {
            this.freshStart(load.kind === 'ok' ? load.state : undefined);
        }
        else if (load.kind === 'ok') {
            // A rerun from a step does not check the outputs of the verdicts it takes back: they run again
            // (a parallel or foreach step it reopens reads its kept branches' and items' outputs itself).
            const takenBack = this.takenBackByRerun(load.state);
            (0,integrity/* checkIntegrity */._)(load.state, this.workflow, ctx.runId, ctx.bindings, this.workspace, ctx.statePath.rel, { allowWorkflowChange: this.request.invocation.allowWorkflowChange === true, resumeCommand: this.resumeCommand(), naming: ctx.naming, ...(takenBack !== undefined ? { takenBack } : {}) });
            // Verdicts made at another source commit or package version: refuse before anything is written.
            const policy = this.sourcePolicy();
            const change = (0,source_drift/* sourceChange */.Mh)(load.state, this.sourceNow(), policy);
            const rerunFrom = this.request.invocation.rerunFrom;
            if (change && (0,source_drift/* refuses */.QQ)(change, policy)) {
                const refused = (0,source_drift/* refusal */.x5)(change, ctx.runId, this.resumeCommand(), { finished: load.state.active_step === null ? load.state.status : undefined });
                if (rerunFrom === undefined)
                    throw refused;
                // Asked to redo from a step: keeping the verdicts before it at this commit is a choice the person makes.
                const keep = `${(0,rewind/* rerunCommand */.w4)(this.resumeCommand(), rerunFrom)} --on-source-change keep`;
                throw new source_drift/* SourceRefusal */.kV(refused.code, refused.message, { hint: `Keep the verdicts before ${rerunFrom} (recorded as a choice) and rerun from it with \`${keep}\`; or run every stale step again with --on-source-change rerun, or start over with --mode fresh.`, nextCommand: keep });
            }
            // --rerun-from a step it cannot redo: refused before anything is written.
            if (rerunFrom !== undefined)
                this.planRerunOrThrow(load.state, rerunFrom);
            for (const message of load.notes)
                this.ports.onEvent?.({ type: 'note', message });
            this.current = load.state;
            this.log = load.log;
            this.store = run_store/* RunStore */.n.open(this.files, load, this.random);
            if (this.current.active_step === null && change === null && rerunFrom === undefined) {
                // A finished run whose verdicts are all current: report it again, run nothing.
                // Projections left behind by a killed runner are brought level. (At another source it
                // goes on below: rerun opens it again; keep records the choice and reports it again.)
                if (load.snapshotLags)
                    this.commit();
                else if (this.request.itemRun !== true)
                    this.writeManifest();
                return { kind: 'finished', outcome: this.alreadyFinished() };
            }
            resumed = true;
            this.startInvocation(null);
            if (change)
                this.recordSourceChange(change);
            if (rerunFrom !== undefined)
                this.recordRewind(rerunFrom);
        }
        else {
            if (this.request.invocation.rerunFrom !== undefined) {
                const planned = (0,rewind/* planRewind */.PB)(undefined, this.workflow, this.request.invocation.rerunFrom);
                if ((0,rewind/* isRefusal */.vu)(planned))
                    throw (0,rewind/* rewindError */.sz)(planned);
            }
            this.store = run_store/* RunStore */.n.open(this.files, load.kind === 'absent' ? load : { kind: 'absent' }, this.random);
            this.startInvocation(null);
        }
        return { kind: 'open', resumed };
    }
    /**
     * A resume of a run that had finished: reported again, nothing runs (`alreadyFinished`). A
     * complete run says so plainly to the person who ran it \u2014 which run, when it finished, and how to
     * run again (start over in place with --mode fresh, or a new run id); the exit status stays the
     * run's (0). A child's or an item's run keeps its own message: its parent reports it.
     */
    alreadyFinished() {
        const state = this.current;
        const outcome = { ...this.outcome(state.status, state.message ?? `run ${this.ctx.runId} already finished`), alreadyFinished: true };
        if (state.status !== 'WORKFLOW_COMPLETE' || this.request.itemRun === true || this.ancestry.length > 0)
            return outcome;
        const at = state.last_transition?.at ?? state.updated_at;
        const fresh = this.freshCommand(this.request.commandName ?? 'stagegate');
        const kept = registryRowsKept(this.workflow, state, this.ctx.runRoot.rel);
        const again = fresh.nextCommand !== undefined && fresh.nextCommand !== null ? `start it over in place with \`${fresh.nextCommand}\` (every stage runs again; its results are moved aside${kept !== undefined ? `; ${kept}` : ''})${fresh.hint !== undefined ? ` \u2014 ${fresh.hint}` : ''}` : (fresh.hint ?? 'start it over with --mode fresh');
        return {
            ...outcome,
            message: `run ${this.ctx.runId} already finished complete at ${at}${state.message ? ` (${state.message})` : ''}; nothing ran`,
            hint: `This run is done: running it again only reports it. To run the workflow again, ${again}, or start a new run with another --run-id.`,
        };
    }
    /**
     * The command that runs a finished (not complete) run again: --mode fresh with the inputs the
     * run was given (a fresh run reuses none, so without them it stops WORKFLOW_FRESH_EXECUTION_BLOCKED),
     * or null when a fresh run of this run id would be refused by 4.0 Fresh Run Isolation (its state
     * or an output outside the fresh run's root: checkFreshIsolation; validate warns FRESH_RUN_NOT_ISOLATED).
     */
    freshCommand(name) {
        const { required, optional, defaults } = this.workflow.inputs;
        const given = [];
        for (const input of [...required, ...optional]) {
            const value = this.current.inputs[input];
            // A value that is its literal default comes back by itself (docs/cli.md: inputs that only
            // come from defaults are left out); a templated default may resolve otherwise, so it stays.
            const fallback = defaults[input];
            const isDefault = fallback !== undefined && fallback !== null && !String(fallback).includes('{{') && String(fallback) === value;
            if (input !== 'run_id' && value !== undefined && !isDefault)
                given.push([input, value]);
        }
        // The fresh run's own isolation check (context.ts), on the context it would get: refused there, no command.
        try {
            const fresh = (0,context/* resolveRunContext */.xn)(this.workflow, this.ctx.workspace, { tokens: Object.fromEntries(given), runId: this.ctx.runId, mode: 'fresh' }, new Date(), { readOnly: true });
            (0,context/* checkFreshIsolation */.tH)(fresh);
        }
        catch (error) {
            if (!(0,errors/* isStagegateError */.W)(error))
                throw error;
            if (error.code === 'WORKFLOW_FRESH_EXECUTION_BLOCKED')
                return { nextCommand: null, hint: `Run ${this.ctx.runId} cannot start over: ${error.message}. Start another run id (a run in resume mode)${error.hint !== undefined ? `; or: ${error.hint}` : '.'}` };
        }
        // Input values only in a command for the person at the CLI who gave them, never in the
        // Action's job summary; a secret-looking one (masked in logs) not even there: *** in its place.
        let words = '';
        const hidden = [];
        for (const [input, value] of this.request.agentFlagsInHints ? given : []) {
            const secret = process_transcript/* SECRET_NAME */.J4.test(input) && value.length >= process_transcript/* MIN_SECRET_LENGTH */.vb;
            if (secret)
                hidden.push(input);
            words += ` ${(0,command_line/* shellWord */.r7)(`${input}=${secret ? process_transcript/* MASK */.v5 : value}`)}`;
        }
        const nextCommand = `${(0,command_line/* runCommandLine */.rZ)(name, this.workflow.file, this.ctx.runId)} --mode fresh${words}${this.request.agentFlagsInHints ? (0,command_line/* agentFlags */.J)(this.request.agents) : ''}`;
        return hidden.length === 0 ? { nextCommand } : { nextCommand, hint: `Give ${hidden.join(', ')} again in place of ${process_transcript/* MASK */.v5}: secret-looking values are not printed.` };
    }
    outcome(status, message) {
        const finished = this.current.active_step === null;
        const name = this.request.commandName ?? 'stagegate';
        const again = finished && status !== 'WORKFLOW_COMPLETE' ? this.freshCommand(name) : undefined;
        // A run that ended blocked can also run the step that ended it again, keeping the verdicts
        // before it (not an item's or a shard's own run: what continues those is the parent's).
        const rerunFrom = finished && this.request.itemRun !== true ? (0,rewind_items/* rerunFromBlocked */.dj)(this.workspace, this.current, this.workflow, status, this.ctx.runRoot.rel) : undefined;
        const rerun = rerunFrom === undefined ? undefined : (0,rewind/* rerunCommand */.w4)(this.resumeCommand(), rerunFrom);
        const rerunInside = rerunFrom === undefined ? '' : (0,rewind/* rerunInsideInWords */.zG)(this.current, this.workflow, rerunFrom);
        const next = finished ? (again?.nextCommand ?? rerun ?? null) : this.resumeCommand();
        return {
            ...this.base,
            status,
            exitCode: this.exitStatusOf(status),
            message,
            activeStep: this.current.active_step,
            completedSteps: this.current.completed_steps,
            nextCommand: next,
            stagesRun: this.stagesRun,
            state: this.current,
            ...(this.log ? { log: this.log } : {}),
            ...(this.sourceChanged ? { sourceChange: this.sourceChanged } : {}),
            ...(again?.hint !== undefined ? { hint: again.hint } : {}),
            ...(this.stopHint?.code === status && !finished ? { hint: this.stopHint.hint } : {}),
            ...(this.contractFix(status) ?? {}),
            ...(this.optionalFix(status, name) ?? {}),
            ...(again?.hint === undefined ? (this.blockedBy(status, name, rerunFrom) ?? {}) : {}),
            ...(rerun !== undefined && next !== rerun ? { nextAlternative: rerun } : {}),
            ...(rerunFrom !== undefined ? { rerunFrom, ...(rerunInside !== '' ? { rerunInside } : {}) } : {}),
            ...(this.childSourceNext(status) ?? this.pausedNext(name) ?? {}),
            ...(this.handOffNext(finished, again) ?? {}),
        };
    }
    /**
     * Ended by a hand-off step: a designed end, not a failure \u2014 no next command (nothing is left to
     * run); the fix says so and offers the fresh start only as the way to run the workflow again.
     */
    handOffNext(finished, again) {
        if (!finished || this.request.itemRun === true)
            return undefined;
        const end = (0,ended/* handOffEnd */.S)(this.current, this.workflow);
        if (end === undefined)
            return undefined;
        const fresh = again?.nextCommand ?? undefined;
        return { nextCommand: null, nextAlternative: undefined, hint: `${(0,ended/* handOffHint */.A)(end, fresh)}${again?.hint !== undefined ? ` ${again.hint}` : ''}` };
    }
    /**
     * A child run finished (or stopped) at another source commit refused to go on: a plain resume
     * would refuse the same way, so the command that goes on passes rerun down to it.
     */
    childSourceNext(status) {
        if (!this.childRefused || status !== 'STALE_ARTIFACT_REJECTED' || this.current.active_step === null)
            return undefined;
        const rerun = `${this.resumeCommand()} --on-source-change rerun`;
        return { nextCommand: rerun, hint: `A child workflow run's verdicts were made at another source commit: run its stale stages again at this one with \`${rerun}\` (or continue with its old verdicts: --on-source-change keep).` };
    }
    /**
     * Ended blocked by a person's rejection, by a decision's branch, or by an imported step's own
     * failure status, not by a 4.0 gate's open items: the generic fix ("the evidence the blocking
     * artifact asks for") does not apply, so say what happened.
     */
    blockedBy(status, name, rerunFrom) {
        const last = this.current.last_transition;
        if (status === 'WORKFLOW_BLOCKED_STALLED' && this.workflow.format !== 'native' && last?.code === status) {
            // The generic fix asks for on_stall, which an aiox, maestro or CCW file has no key for.
            const logs = this.stepCommand(name, 'logs', last.step);
            return {
                hint: `Step ${last.step} answered exactly as on its previous visit (same status, same transcript) and no step answered differently since, so the loop makes no progress: read its answers (\`${logs}\`) and the step before it in the loop, and fix why nothing changes. An imported ${this.workflow.format} file has no on_stall: if the repeat is expected, run the native translation instead (\`${name} convert ${(0,command_line/* shellWord */.r7)(this.workflow.file)} --out FILE\`) with on_stall on that step. Then run with --mode fresh.`,
            };
        }
        if (status === 'WORKFLOW_BLOCKED_PARALLEL_JOIN' && last?.code === status) {
            // The commands that show the failed branches and their logs, for this run (not state keys).
            const target = (0,command_line/* runTarget */.Nh)(this.workflow.file, this.ctx.runId, this.locating());
            // The rerun only where run accepts it (not for branches merged from shards, or a child branch).
            const then = rerunFrom === last.step ? stop_codes/* JOIN_RERUN */.U$.replace('--rerun-from STEP', `--rerun-from ${last.step}`) : 'then start over with --mode fresh (running the parallel step again alone is refused where a child workflow branch would run again or branches were merged from shards). Route PARALLEL_FAILED to a step to handle it inside the workflow.';
            return { hint: `See how each failed branch failed with \`${name} status ${target}\` and read the branches' logs with \`${this.stepCommand(name, 'logs', last.step)}\`; fix the cause, ${then}` };
        }
        if (status !== 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE' || this.current.active_step !== null || !last || last.code !== status)
            return undefined;
        const kind = this.workflow.steps.get(last.step)?.kind;
        if (kind === 'approval') {
            return { hint: `The approval ${last.step} was rejected and its on_reject leads to BLOCKED (\`stagegate history\` shows who decided and their note). Once what the rejection asks for is done, start the run again with --mode fresh.` };
        }
        if (kind === 'decision') {
            return { hint: `The decision ${last.step} took a branch that leads to BLOCKED (\`stagegate history\` shows the branch and the values it read). Change what it reads (the inputs or the results before it), then start the run again with --mode fresh.` };
        }
        // An imported file's step reported its own failure status (aiox failed, maestro FAILURE, CCW
        // NODE_FAILED), which its file routes to a stop: no evidence is missing, the step could not do its work.
        // Any other status routed to a stop (a maestro command whose next is a failure terminal) is the
        // file's own end for that result: the step did its work.
        if (this.workflow.format !== 'native' && last.gate_status) {
            const logs = this.stepCommand(name, 'logs', last.step);
            if (last.gate_status === OWN_FAILURE_STATUS[this.workflow.format]) {
                return { hint: `Step ${last.step} reported ${last.gate_status}, which the ${this.workflow.format} file routes to a stop: the step could not do its work. Read why in its output and its transcript (\`${logs}\`), fix the cause, then start the run again with --mode fresh.` };
            }
            return { hint: `Step ${last.step} reported ${last.gate_status}, and the ${this.workflow.format} file ends the run there as a failure: its route for that result, no evidence is missing. Read what the step reported (\`${logs}\`), act on it, then start the run again with --mode fresh.` };
        }
        return undefined;
    }
    /** `stagegate <command> WORKFLOW --run-id ID [locating inputs] STEP` for this run: pasteable. */
    stepCommand(name, command, step) {
        return `${name} ${command} ${(0,command_line/* runTarget */.Nh)(this.workflow.file, this.ctx.runId, this.locating())} ${step}`;
    }
    /**
     * The active step failed or timed out and is optional: besides resuming (a new attempt), a person
     * may skip it (a CCW node with on_fail: abort is one: the wf-player's Retry / Skip / Abort).
     */
    optionalFix(status, name) {
        const active = this.current.active_step;
        if ((status !== 'STAGE_FAILED' && status !== 'STAGE_TIMEOUT') || active === null)
            return undefined;
        if (this.workflow.steps.get(active)?.def.optional !== true)
            return undefined;
        const skip = this.stepCommand(name, 'skip', active);
        return { hint: `${stop_codes/* STOP_CODES */.GO[status].fix} Or skip it, as it is optional: \`${skip}\`, then resume (the run goes on along its on_skip).` };
    }
    /**
     * No output, or no result block, from the active stage: the fix says how an edit of what it runs
     * is resumed in the words of its kind (a shell step's run: text, an agent step's prompt); a step
     * judged by another runner's contract names that block, not WORKFLOW_GATE.
     */
    contractFix(status) {
        if ((status !== 'GATE_RESULT_MISSING' && status !== 'STAGE_OUTPUT_MISSING') || this.current.active_step === null || this.stopHint?.code === status)
            return undefined;
        const step = this.workflow.steps.get(this.current.active_step);
        if (step === undefined || !STAGE_KINDS.has(step.kind))
            return undefined;
        const edit = editFixFor(this.workflow, step);
        const contract = status === 'GATE_RESULT_MISSING' ? (0,contract_of/* foreignContractOf */.A)(step) : undefined;
        return { hint: contract === undefined ? `${stop_codes/* STAGE_FIX */.nT[status]} ${edit}` : (0,contracts/* contractResultFix */.zT)(contract, edit) };
    }
    /**
     * Paused at its approval step, or in child workflow runs paused at theirs: what comes next is the
     * decision (paused-next.ts, the rule status uses too). Several children (a parallel step's
     * branches): the hint names each, the next command the first in declared order.
     */
    pausedNext(name) {
        const target = (0,command_line/* runTarget */.Nh)(this.workflow.file, this.ctx.runId, this.locating());
        // The child's inputs that locate its state: values the parent gave it, said only at the CLI (as locating()).
        const children = this.childApprovals.map((c) => ({ workflowFile: c.workflowFile, runId: c.runId, approvers: c.approvers, target: (0,command_line/* runTarget */.Nh)(c.workflowFile, c.runId, this.request.agentFlagsInHints ? (c.locating ?? []) : []) }));
        return (0,paused_next/* pausedNext */.O)(this.current, name, target, this.resumeCommand(), children);
    }
}
/** The kinds of step that run one stage (a process) of their own: their stop's fix names what it runs. */
const STAGE_KINDS = new Set(['shell', 'agent', 'resolver', 'action']);
function describe(stop, state) {
    if (stop === 'WORKFLOW_COMPLETE')
        return `workflow ${state.workflow} completed (${state.completed_steps.length} steps)`;
    return `${stop} at step ${state.active_step ?? '-'}`;
}


/***/ }),

/***/ 35682:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ax: () => (/* binding */ shortCommit),
/* harmony export */   Ci: () => (/* binding */ effectivePolicy),
/* harmony export */   El: () => (/* binding */ staleWhy),
/* harmony export */   F: () => (/* binding */ describeSourceChange),
/* harmony export */   J7: () => (/* binding */ currentSource),
/* harmony export */   KV: () => (/* binding */ applySourceChange),
/* harmony export */   Lv: () => (/* binding */ reopens),
/* harmony export */   Mh: () => (/* binding */ sourceChange),
/* harmony export */   QQ: () => (/* binding */ refuses),
/* harmony export */   Up: () => (/* binding */ verdictSources),
/* harmony export */   kV: () => (/* binding */ SourceRefusal),
/* harmony export */   vE: () => (/* binding */ sourcePolicyOf),
/* harmony export */   x5: () => (/* binding */ refusal)
/* harmony export */ });
/* unused harmony exports SOURCE_POLICIES, DEFAULT_SOURCE_POLICY, voidedActiveApproval, refusedVerdicts */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82862);
/* harmony import */ var _transition_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(29122);
// A verdict belongs to the source it judged (4.0 Run Isolation and Provenance: an artifact is
// current only when its run id, agent package version and source commit are the active ones).
// Every accepted verdict is stamped with the source commit and agent package version of the
// invocation that accepted it (run/reduce.ts); a resume at another source compares them here and
// follows execution.on_source_change (--on-source-change): refuse, rerun or keep \u2014 a finished run
// as much as one that stopped midway. Approvals made or requested at another source commit never
// count, whatever the policy. Pure functions: the
// runner decides with them, the `source_changed` event's transition applies the decision.


const SOURCE_POLICIES = (/* unused pure expression or super */ null && (['refuse', 'rerun', 'keep']));
const DEFAULT_SOURCE_POLICY = 'refuse';
/** The policy an invocation follows: its --on-source-change, else the workflow's execution.on_source_change, else refuse. */
function effectivePolicy(invocation, workflow) {
    return invocation.onSourceChange ?? workflow.execution.onSourceChange ?? DEFAULT_SOURCE_POLICY;
}
/**
 * The policy a run passes on to the runs it starts (child workflows, foreach items): its own
 * effective one, so a parent's execution.on_source_change reaches a child resumed at the new commit.
 */
function sourcePolicyOf(host) {
    const policy = host.request.invocation.onSourceChange ?? host.workflow.execution.onSourceChange;
    return policy !== undefined ? { onSourceChange: policy } : {};
}
/** A commit as people read it (12 hex digits), or what its absence means. */
function shortCommit(commit) {
    return commit ? commit.slice(0, 12) : '(none: not a git commit)';
}
function version(v) {
    return v ?? '(none)';
}
/** The source the run is at now: its latest invocation's (undefined for an invocation recorded without one). */
function currentSource(state) {
    const last = state.invocations[state.invocations.length - 1];
    if (!last || last.source_commit === undefined)
        return undefined;
    return { source_commit: last.source_commit, agent_package_version: last.agent_package_version ?? null };
}
/**
 * Why something made at `made` is not current at `now`, or null. Only what is known now counts: a
 * workspace that is no git repository has no source commit, and a package without a version file
 * no version, so neither is compared then.
 */
function staleWhy(made, now, what = { commit: true, version: true }) {
    const reasons = [];
    if (what.commit && now.source_commit !== null && made.source_commit !== undefined && made.source_commit !== now.source_commit) {
        reasons.push(`made at source commit ${shortCommit(made.source_commit)}, the source is now at ${shortCommit(now.source_commit)}`);
    }
    if (what.version && now.agent_package_version !== null && made.agent_package_version !== undefined && made.agent_package_version !== now.agent_package_version) {
        reasons.push(`made with agent package version ${version(made.agent_package_version)}, the package is now ${version(now.agent_package_version)}`);
    }
    return reasons.length > 0 ? reasons.join('; ') : null;
}
/** Verdicts a keep decision accepted at exactly this source (a later resume there does not ask again). */
function keptAt(state, now) {
    const kept = new Set();
    for (const c of state.source_changes ?? []) {
        if (c.policy === 'keep' && c.source_commit === now.source_commit && c.agent_package_version === now.agent_package_version)
            for (const s of c.kept)
                kept.add(s);
    }
    return kept;
}
/**
 * The steps holding a verdict, in the order they were first completed: completed_steps, and the
 * steps whose accepted verdict blocked the run (failed_or_blocked_steps, record `blocked`; not
 * among completed_steps) or that a loop limit stopped the run before entering again (record still
 * `completed` from its last visit). Such a step goes where its record was first made among the steps map's
 * keys (a step's record is made when it is first entered): last for one that blocked on its first
 * visit, before the steps first completed after it for one a loop came back to.
 */
function verdictOrder(state) {
    const completed = state.completed_steps;
    const blocked = state.failed_or_blocked_steps.filter((id) => {
        const status = (0,_transition_js__WEBPACK_IMPORTED_MODULE_1__/* .stepRecord */ .oU)(state, id)?.status;
        return (status === 'blocked' || status === 'completed') && !completed.includes(id);
    });
    if (blocked.length === 0)
        return completed;
    const order = (0,_transition_js__WEBPACK_IMPORTED_MODULE_1__/* .entryOrder */ .T7)(state.steps);
    let out = completed;
    for (const id of blocked)
        out = (0,_transition_js__WEBPACK_IMPORTED_MODULE_1__/* .insertByEntry */ .N7)(out, id, order);
    return out;
}
/**
 * The run's accepted verdicts (completed steps other than the active one, a gate that routed the
 * run to BLOCKED included: it judged the source as much as a passing one), in the order they were
 * first completed.
 */
function verdictSources(state, now, options = { honourKept: true }) {
    const kept = options.honourKept ? keptAt(state, now) : new Set();
    const out = [];
    for (const id of verdictOrder(state)) {
        if (id === state.active_step)
            continue;
        const r = (0,_transition_js__WEBPACK_IMPORTED_MODULE_1__/* .stepRecord */ .oU)(state, id);
        if (!r || (r.status !== 'completed' && r.status !== 'blocked') || r.source_commit === undefined)
            continue;
        const why = staleWhy(r, now);
        const isKept = why !== null && kept.has(id) && r.kind !== 'approval';
        out.push({ step: id, kind: r.kind, source_commit: r.source_commit ?? null, agent_package_version: r.agent_package_version ?? null, current: why === null || isKept, why, kept: isKept });
    }
    return out;
}
/** The active approval step's pending request or recorded decision, when made at another source commit. */
function voidedActiveApproval(state, now) {
    const id = state.active_step;
    if (id === null || (0,_transition_js__WEBPACK_IMPORTED_MODULE_1__/* .stepRecord */ .oU)(state, id)?.kind !== 'approval')
        return null;
    const pending = state.pending_approval;
    const visit = Math.max(1, (0,_transition_js__WEBPACK_IMPORTED_MODULE_1__/* .stepRecord */ .oU)(state, id)?.visits ?? 1);
    if (pending && pending.step === id && pending.visit === visit && pending.source_commit !== undefined) {
        // Requested at this commit (after an earlier decision was voided): nothing new is void.
        return staleWhy(pending, now, { commit: true, version: false }) ? id : null;
    }
    const decided = (state.approvals ?? []).filter((a) => a.step === id && a.visit === visit).pop();
    if (decided && decided.source_commit !== undefined && staleWhy(decided, now, { commit: true, version: false }))
        return id;
    return null;
}
/**
 * What a resume at `now` finds, and what `policy` does about it (null: every verdict and approval
 * is current). A finished run too: its outcome (WORKFLOW_COMPLETE above all) is a claim about the
 * source its verdicts judged, and reporting it again at another commit would pass code nobody ran
 * the workflow on (a pull request gate going green on an unreviewed push).
 */
function sourceChange(state, now, policy) {
    // rerun takes back every verdict made elsewhere, also ones an earlier keep continued with.
    const verdicts = verdictSources(state, now, { honourKept: policy !== 'rerun' });
    const stale = verdicts.filter((v) => !v.current);
    const voidedActive = voidedActiveApproval(state, now);
    if (stale.length === 0 && voidedActive === null)
        return null;
    const staleApprovals = stale.filter((v) => v.kind === 'approval');
    const staleVerdicts = stale.filter((v) => v.kind !== 'approval');
    // An approval never survives a new source commit; rerun also takes back every stale verdict.
    const back = policy === 'rerun' ? stale[0] : staleApprovals[0];
    return {
        policy,
        source_commit: now.source_commit,
        agent_package_version: now.agent_package_version,
        stale: stale.map((v) => ({ step: v.step, source_commit: v.source_commit, agent_package_version: v.agent_package_version, why: v.why })),
        voided_approvals: [...staleApprovals.map((v) => v.step), ...(voidedActive ? [voidedActive] : [])],
        rerun_from: back?.step ?? null,
        kept: policy === 'keep' ? staleVerdicts.map((v) => v.step) : [],
    };
}
/** Whether a resume under `policy` stops with STALE_ARTIFACT_REJECTED (refusal) before anything runs. */
function refuses(change, policy) {
    return change !== null && policy === 'refuse' && refusedVerdicts(change).length > 0;
}
/** Whether a resume under `policy` goes back to a step (runs something) rather than stopping or reporting the run as it stands. */
function reopens(change, policy) {
    return change !== null && change.rerun_from !== null && !refuses(change, policy);
}
/** The verdicts refuse stops for (stale approvals are decided again under every policy, never refused). */
function refusedVerdicts(change) {
    return change.stale.filter((s) => !change.voided_approvals.includes(s.step));
}
/** One line for people: what changed, and what the run does about it. */
function describeSourceChange(change) {
    const made = [...new Set(change.stale.map((s) => shortCommit(s.source_commit)))];
    const where = `source commit ${shortCommit(change.source_commit)}${made.length > 0 ? ` (verdicts made at ${made.join(', ')})` : ''}`;
    const parts = [];
    const stale = change.stale.filter((s) => !change.voided_approvals.includes(s.step)).map((s) => s.step);
    if (change.policy === 'keep' && change.kept.length > 0)
        parts.push(`on_source_change: keep \u2014 continuing with the old verdicts of ${change.kept.join(', ')}`);
    if (change.policy === 'rerun' && stale.length > 0)
        parts.push(`on_source_change: rerun \u2014 ${stale.join(', ')} run again`);
    if (change.voided_approvals.length > 0)
        parts.push(`the approval of ${change.voided_approvals.join(', ')} no longer counts and is asked for again`);
    if (change.rerun_from !== null)
        parts.push(`the run goes back to ${change.rerun_from}`);
    return `the source changed since this run's verdicts: now at ${where}; ${parts.join('; ')}`;
}
/** The refusal of verdicts made at another source (a parent whose child refused says how to go on). */
class SourceRefusal extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q {
}
/**
 * refuse: STALE_ARTIFACT_REJECTED before anything runs, naming both sources, the stale steps and
 * the ways on. `finished`: the status a finished run ended with, which does not hold for this
 * source; `read`: said by a command that only reads (status, plan) of what a resume would do.
 */
function refusal(change, runId, command, options = {}) {
    const { finished } = options;
    const stale = refusedVerdicts(change);
    const made = [...new Set(stale.map((s) => `source commit ${shortCommit(s.source_commit)}${s.agent_package_version !== change.agent_package_version && change.agent_package_version !== null ? ` with agent package version ${version(s.agent_package_version)}` : ''}`))];
    const now = `source commit ${shortCommit(change.source_commit)}${change.agent_package_version !== null ? ` with agent package version ${change.agent_package_version}` : ''}`;
    return new SourceRefusal('STALE_ARTIFACT_REJECTED', `run ${runId}${finished !== undefined ? ` finished with ${finished}, but` : ':'} the verdicts of ${stale.map((s) => s.step).join(', ')} were made at ${made.join(' and ')}; the workspace is now at ${now}. ${finished !== undefined ? 'That outcome does not hold for this source. ' : ''}${options.read === true ? 'A resume here stops before anything runs' : 'Nothing ran'} (on_source_change: refuse)`, {
        hint: `Run the stale steps again with --on-source-change rerun, continue with the old verdicts (recorded as a choice) with --on-source-change keep, or start over with --mode fresh: ${command} --on-source-change rerun`,
        nextCommand: `${command} --on-source-change rerun`,
    });
}
/** A step's record once its verdict is taken back: it runs again when the run reaches it. */
function withdrawn(r) {
    return { ...r, status: 'pending' };
}
/**
 * The `source_changed` transition: record what the resume found; take back the verdicts the
 * policy does not keep (rerun: every stale one; any policy: stale approvals) and go back to the
 * earliest of them on the run's path, counting a visit there like any transition.
 */
function applySourceChange(state, workflow, change, at) {
    const record = { at, ...change };
    const recorded = { ...state, source_changes: [...(state.source_changes ?? []), record], updated_at: at };
    if (change.rerun_from === null)
        return { state: recorded };
    const taken = new Set([...(change.policy === 'rerun' ? change.stale.map((s) => s.step) : []), ...change.voided_approvals]);
    const steps = { ...recorded.steps };
    for (const id of taken)
        if (steps[id] && id !== state.active_step)
            steps[id] = withdrawn(steps[id]);
    // A finished run goes back from the step that ended it (its history reads publish -> draft).
    const from = state.active_step ?? state.last_transition?.step ?? change.rerun_from;
    const active = steps[from];
    // A step in flight when its runner stopped is not resumed: the run goes back before it.
    if (active && active.status === 'in_flight')
        steps[from] = { ...active, status: 'pending' };
    // A finished run is opened again: what said why it ended (a blocking artifact, the steps that
    // blocked it and are now taken back) describes an outcome that no longer stands.
    const reopened = state.active_step === null
        ? { blocking_artifact: null, blocking_qids: [], blocking_retry_step: null, failed_or_blocked_steps: recorded.failed_or_blocked_steps.filter((id) => !taken.has(id)) }
        : {};
    const back = {
        ...recorded,
        ...reopened,
        steps,
        completed_steps: recorded.completed_steps.filter((id) => !taken.has(id)),
        in_flight: null,
        pending_approval: null,
    };
    const visit = Math.max(1, active?.visits ?? 1);
    const attempt = Math.max(1, active?.visit_attempts ?? 1);
    const why = change.policy === 'rerun' ? `a source change (on_source_change: rerun)` : `a source change (approval ${change.rerun_from} made at another source commit)`;
    return (0,_transition_js__WEBPACK_IMPORTED_MODULE_1__/* .enterStep */ .Rx)(back, workflow, { at, step: from, visit, attempt }, change.rerun_from, why, from, false);
}


/***/ }),

/***/ 29122:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FF: () => (/* binding */ without),
/* harmony export */   IW: () => (/* binding */ applySuccess),
/* harmony export */   KY: () => (/* binding */ routeStatus),
/* harmony export */   Kv: () => (/* binding */ applyExitSuccess),
/* harmony export */   N7: () => (/* binding */ insertByEntry),
/* harmony export */   PR: () => (/* binding */ attemptsOnVisit),
/* harmony export */   Rx: () => (/* binding */ enterStep),
/* harmony export */   T7: () => (/* binding */ entryOrder),
/* harmony export */   as: () => (/* binding */ maxVisitsOf),
/* harmony export */   iY: () => (/* binding */ startAttempt),
/* harmony export */   kf: () => (/* binding */ blockedLists),
/* harmony export */   nj: () => (/* binding */ nextAttempt),
/* harmony export */   nw: () => (/* binding */ applyFailure),
/* harmony export */   oU: () => (/* binding */ stepRecord),
/* harmony export */   pb: () => (/* binding */ applyTerminal),
/* harmony export */   u1: () => (/* binding */ resolveTarget)
/* harmony export */ });
/* unused harmony exports completedWith, withEntries */
/* harmony import */ var _state_state_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46624);
/* harmony import */ var _model_workflow_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57280);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1346);



/** Resolve a transition value; `present` says whether an optional input is bound. */
function resolveTarget(target, present) {
    if (typeof target === 'string')
        return target;
    for (const [input, to] of Object.entries(target.if_input_present))
        if (present(input))
            return to;
    return target.else;
}
/** Route a gate status through the step's statuses map; undefined when the status is not routed. */
function routeStatus(step, status, present) {
    const statuses = step.def.statuses;
    if (!statuses || !Object.prototype.hasOwnProperty.call(statuses, status))
        return undefined;
    const to = resolveTarget(statuses[status], present);
    if (to === 'DONE')
        return { kind: 'done' };
    if (to === 'BLOCKED')
        return { kind: 'blocked' };
    return { kind: 'step', to };
}
function maxVisitsOf(workflow, stepId) {
    return workflow.steps.get(stepId)?.def.max_visits ?? workflow.execution.maxVisits;
}
function addUnique(list, item) {
    return list.includes(item) ? list : [...list, item];
}
/** `list` without `item` (the same array when it holds none). */
function without(list, item) {
    return list.includes(item) ? list.filter((other) => other !== item) : list;
}
/**
 * The lists of a step whose outcome ended the run blocked (its record's status `blocked`), whose
 * current visit failed (a resume retries it, or on_failure routes on), or that a loop limit
 * stopped the run before entering: it is among `failed_or_blocked_steps` and not among
 * `completed_steps` \u2014 a step is one or the other, also when an earlier visit of it completed.
 */
function blockedLists(state, id) {
    return { completed_steps: without(state.completed_steps, id), failed_or_blocked_steps: addUnique(state.failed_or_blocked_steps, id) };
}
/**
 * `completed_steps` once step `id` completed on visit `visit`: in completion order, the order the
 * steps were first completed in. A step a failure, a loop limit or a block took out of the list
 * and that completes on a later visit goes back where its record was first made among the steps
 * map's keys (the order the run first entered them): before the listed steps first entered after
 * it \u2014 as source drift orders the verdicts (the earliest stale step on the run's path).
 */
function completedWith(state, id, visit) {
    const list = state.completed_steps;
    if (list.includes(id))
        return list;
    return visit <= 1 ? [...list, id] : insertByEntry(list, id, entryOrder(state.steps));
}
/** The order the run first entered its steps (a step's record is made then): the steps map's keys. */
function entryOrder(steps) {
    return new Map(Object.keys(steps).map((key, i) => [key, i]));
}
/** `list` with `id` before the first listed step the run entered after it (last when none, or `id` was never entered). */
function insertByEntry(list, id, order) {
    const at = order.get(id) ?? Infinity;
    const before = list.findIndex((other) => (order.get(other) ?? Infinity) > at);
    return before === -1 ? [...list, id] : [...list.slice(0, before), id, ...list.slice(before)];
}
/**
 * `{ ...record, [key]: value }` (and a second key likewise), the same object key for key and in
 * the same order, made by a loop: a run's steps and artifacts maps hold one key per step, V8 keeps
 * maps that large as dictionaries, and spreading a dictionary takes its slow path \u2014 at 500 steps
 * the copies a stage makes were its largest cost that grows with the run (~0.3-0.5 ms each). A
 * `__proto__` key (never a step id: the schema's id pattern) takes the spread, which defines it
 * as data where an assignment would set the prototype.
 */
function withEntries(record, key, value, key2, value2) {
    const keys = Object.keys(record);
    if (key === '__proto__' || key2 === '__proto__' || Object.prototype.hasOwnProperty.call(record, '__proto__')) {
        return key2 === undefined ? { ...record, [key]: value } : { ...record, [key]: value, [key2]: value2 };
    }
    const copy = {};
    for (let i = 0; i < keys.length; i++)
        copy[keys[i]] = record[keys[i]];
    copy[key] = value;
    if (key2 !== undefined)
        copy[key2] = value2;
    return copy;
}
/**
 * The record of step `id`, if the run has one. An own-property lookup: a step id such as
 * `constructor` or `toString` must not find Object.prototype's member instead of "no record".
 */
function stepRecord(state, id) {
    return Object.prototype.hasOwnProperty.call(state.steps, id) ? state.steps[id] : undefined;
}
/** The record of step `id` with `patch` applied (a fresh pending record when it has none). */
function stepWith(state, id, patch, kind) {
    const previous = stepRecord(state, id) ?? { kind, status: 'pending', visits: 0, attempts: 0 };
    return { ...previous, ...patch };
}
function withStep(state, id, patch, kind) {
    return withEntries(state.steps, id, stepWith(state, id, patch, kind));
}
/** Attempts already made on this visit of the step (a failed or crashed one counts: a retry or a resume gets the next number). */
function attemptsOnVisit(state, stepId, visit) {
    const record = stepRecord(state, stepId);
    return record !== undefined && record.visits === visit ? (record.visit_attempts ?? 0) : 0;
}
/** The visit and attempt number the next attempt of step `stepId` gets (what startAttempt records). */
function nextAttempt(state, stepId) {
    const visit = Math.max(1, stepRecord(state, stepId)?.visits ?? 1);
    return { visit, attempt: attemptsOnVisit(state, stepId, visit) + 1 };
}
function startAttempt(state, step, at) {
    const record = stepRecord(state, step.id);
    const { visit, attempt } = nextAttempt(state, step.id);
    const next = (0,_state_state_js__WEBPACK_IMPORTED_MODULE_0__/* .copyState */ .hw)(state);
    next.status = 'IN_PROGRESS';
    next.message = null;
    next.in_flight = { step: step.id, visit, attempt, started_at: at };
    next.steps = withStep(state, step.id, { status: 'in_flight', attempts: (record?.attempts ?? 0) + 1, visits: visit, visit_attempts: attempt }, step.kind);
    next.updated_at = at;
    return next;
}
/** A failed attempt: nothing advances; the same step stays active so a resume retries it. */
function applyFailure(state, f) {
    const flight = state.in_flight;
    return {
        ...state,
        status: f.code,
        message: f.message,
        in_flight: null,
        ...blockedLists(state, f.step.id),
        steps: withStep(state, f.step.id, { status: 'failed', last_exit_status: f.exitStatus, last_signal: f.signal, last_duration_ms: f.durationMs, last_error: f.message, log: f.log }, f.step.kind),
        ...(0,_state_state_js__WEBPACK_IMPORTED_MODULE_0__/* .logged */ .Jb)(state, {
            at: f.at,
            step: f.step.id,
            visit: flight?.visit ?? 1,
            attempt: flight?.attempt ?? 1,
            outcome: 'failed',
            code: f.code,
            gate_status: null,
            exit_status: f.exitStatus,
            duration_ms: f.durationMs,
            to: f.step.id,
        }),
        updated_at: f.at,
    };
}
/**
 * Accept a valid gate and follow the workflow's transition (never next_recommended). `changes`:
 * the run's output_changes once this output is accepted (run/progress.ts), recorded on the state
 * and on the step's record (passed by applyAcceptance, which computed it already).
 */
function applySuccess(state, workflow, s, changes = (0,_progress_js__WEBPACK_IMPORTED_MODULE_2__/* .changesWith */ .Y)(state, s.step.id, s.artifact.sha256)) {
    const flight = state.in_flight;
    const visit = flight?.visit ?? stepRecord(state, s.step.id)?.visits ?? 1;
    const attempt = flight?.attempt ?? 1;
    const qids = Array.isArray(s.gate.extra['unresolved_qids']) ? s.gate.extra['unresolved_qids'].map(String) : [];
    const gateRecord = { ...s.gate.extra, ...withoutExtra(s.gate) };
    const completed = stepWith(state, s.step.id, { status: 'completed', last_exit_status: s.exitStatus, last_signal: null, last_duration_ms: s.durationMs, last_error: null, gate: gateRecord, output: s.artifact.path, sha256: s.artifact.sha256, log: s.log, output_changes: changes }, s.step.kind);
    // What accepting the gate sets, whatever the route: routed on to a step, enterStep sets it (and
    // this step's record) in its one copy of the state.
    const finished = {
        in_flight: null,
        completed_steps: completedWith(state, s.step.id, visit),
        failed_or_blocked_steps: without(state.failed_or_blocked_steps, s.step.id),
        last_gate: gateRecord,
        unresolved_qids: qids,
        artifacts: withEntries(state.artifacts, s.step.id, s.artifact),
        output_changes: changes,
        updated_at: s.at,
        // The retry step a resolver returned to has passed: the blocking unknowns are settled.
        ...(state.blocking_retry_step === s.step.id ? { blocking_artifact: null, blocking_qids: [], blocking_retry_step: null } : {}),
    };
    const base = { at: s.at, step: s.step.id, visit, attempt, gate_status: s.gate.status, exit_status: s.exitStatus, duration_ms: s.durationMs };
    if (s.route.kind === 'done') {
        const next = { ...state, ...finished, steps: withEntries(state.steps, s.step.id, completed), status: 'WORKFLOW_COMPLETE', message: `step ${s.step.id} routed ${s.gate.status} to DONE`, active_step: null, ...(0,_state_state_js__WEBPACK_IMPORTED_MODULE_0__/* .logged */ .Jb)(state, { ...base, outcome: 'complete', code: 'WORKFLOW_COMPLETE', to: null }) };
        return { state: next, stop: 'WORKFLOW_COMPLETE' };
    }
    if (s.route.kind === 'blocked') {
        const code = s.gate.source_resolvable_open > 0 ? 'WORKFLOW_BLOCKED_SOURCE_GAPS' : 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE';
        const next = {
            ...state,
            ...finished,
            steps: { ...state.steps, [s.step.id]: { ...completed, status: 'blocked' } },
            status: code,
            message: `step ${s.step.id} routed ${s.gate.status} to BLOCKED (source_resolvable_open: ${s.gate.source_resolvable_open})`,
            active_step: null,
            // Its gate was accepted (its artifact and verdict are recorded) but it blocked the run.
            ...blockedLists(state, s.step.id),
            ...(0,_state_state_js__WEBPACK_IMPORTED_MODULE_0__/* .logged */ .Jb)(state, { ...base, outcome: 'blocked', code, to: null }),
        };
        return { state: next, stop: code };
    }
    const target = s.route.to;
    const entered = enterStep(state, workflow, base, target, `${s.step.id} reported ${s.gate.status}`, s.step.id, s.stopAfter, { id: s.step.id, record: completed, fields: finished });
    const targetStep = workflow.steps.get(target);
    if (entered.stop === 'WORKFLOW_BLOCKED_LOOP_LIMIT' || !(0,_model_workflow_js__WEBPACK_IMPORTED_MODULE_1__/* .isResolverStep */ .jF)(targetStep))
        return entered;
    // High-impact-unknown rule: persist what routed here before entering the resolver.
    return { ...entered, state: { ...entered.state, blocking_artifact: s.artifact.path, blocking_qids: qids, blocking_retry_step: targetStep.def.retry_step ?? null } };
}

/**
 * Enter `target` after `from`. `pending`: what the step just finished changes that `state` does
 * not hold yet; it is set together with the target's record, in one copy.
 */
function enterStep(state, workflow, base, target, after, from, stopAfter, pending) {
    if (pending) {
        const previous = pending.id === target ? pending.record : stepRecord(state, target);
        const visits = (previous?.visits ?? 0) + 1;
        if (visits > maxVisitsOf(workflow, target))
            return enterStep({ ...state, ...pending.fields, steps: { ...state.steps, [pending.id]: pending.record } }, workflow, base, target, after, from, stopAfter);
        const entered = { ...(previous ?? { kind: workflow.steps.get(target)?.kind ?? 'unknown', status: 'pending', visits: 0, attempts: 0 }), visits, status: 'pending', visit_attempts: 0 };
        const steps = pending.id === target ? withEntries(state.steps, target, entered) : withEntries(state.steps, pending.id, pending.record, target, entered);
        return activate(state, steps, base, target, from, stopAfter, pending.fields);
    }
    const visits = (stepRecord(state, target)?.visits ?? 0) + 1;
    const limit = maxVisitsOf(workflow, target);
    if (visits > limit) {
        const code = 'WORKFLOW_BLOCKED_LOOP_LIMIT';
        const stopped = {
            ...state,
            status: code,
            message: `step ${target} would be entered a ${ordinal(visits)} time (max_visits ${limit}) after ${after}`,
            active_step: null,
            // The step it stopped before entering blocked the run: not (also) completed.
            ...blockedLists(state, target),
            ...(0,_state_state_js__WEBPACK_IMPORTED_MODULE_0__/* .logged */ .Jb)(state, { ...base, outcome: 'loop_limit', code, to: null }),
        };
        return { state: stopped, stop: code };
    }
    return activate(state, withStep(state, target, { visits, status: 'pending', visit_attempts: 0 }, workflow.steps.get(target)?.kind ?? 'unknown'), base, target, from, stopAfter);
}
/** The state once `target` is the active step with the steps map `steps` (and `fields` set): paused after `from` or in progress. */
function activate(state, steps, base, target, from, stopAfter, fields) {
    // One copy of the state per transition (replay applies thousands), made by copyState and set
    // field by field: logged() reads only `transitions` and `recent`, which this transition does
    // not change before it.
    const next = (0,_state_state_js__WEBPACK_IMPORTED_MODULE_0__/* .copyState */ .hw)(state);
    if (fields)
        Object.assign(next, fields);
    next.active_step = target;
    next.steps = steps;
    next.status = stopAfter ? 'PARTIAL_RESUMABLE' : 'IN_PROGRESS';
    next.message = stopAfter ? `stopped after ${from} as requested; next step: ${target}` : null;
    const made = stopAfter ? (0,_state_state_js__WEBPACK_IMPORTED_MODULE_0__/* .loggedFrom */ .t3)(state, base, 'stopped', 'PARTIAL_RESUMABLE', target) : (0,_state_state_js__WEBPACK_IMPORTED_MODULE_0__/* .loggedFrom */ .t3)(state, base, 'transition', null, target);
    next.transitions = made.transitions;
    next.last_transition = made.last_transition;
    next.recent = made.recent;
    return stopAfter ? { state: next, stop: 'PARTIAL_RESUMABLE' } : { state: next };
}
function withoutExtra(gate) {
    const { extra: _extra, ...rest } = gate;
    return rest;
}
function ordinal(n) {
    const s = ['th', 'st', 'nd', 'rd'];
    const v = n % 100;
    return `${n}${s[(v - 20) % 10] ?? s[v] ?? s[0]}`;
}
/** `message` as a step's ExitSuccess.completedAs says it (unchanged without one). */
function saidAs(message, id, completedAs) {
    return completedAs === undefined ? message : message.replace(`step ${id} completed`, completedAs());
}
/** A step without output or gate succeeded (its agent exited 0): follow its fixed transition. */
function applyExitSuccess(state, workflow, s) {
    const flight = state.in_flight;
    const id = s.step.id;
    const visit = flight?.visit ?? stepRecord(state, id)?.visits ?? 1;
    const attempt = flight?.attempt ?? 1;
    // What the success sets, whatever comes next (enterStep sets it in its one copy of the state).
    // A plain literal, the revised files' changes set on it after: a spread inside a literal (even
    // of an empty one) takes V8's slow path, and a replay makes this object once per event.
    const finished = { in_flight: null, completed_steps: completedWith(state, id, visit), failed_or_blocked_steps: without(state.failed_or_blocked_steps, id), artifacts: state.artifacts, updated_at: s.at };
    if (s.revised) {
        if (Object.keys(s.revised).length > 0)
            finished.artifacts = { ...state.artifacts, ...s.revised };
        // An accepted file this step changed is progress of the loop (stall detection).
        Object.assign(finished, (0,_progress_js__WEBPACK_IMPORTED_MODULE_2__/* .counted */ .hS)(state, (0,_progress_js__WEBPACK_IMPORTED_MODULE_2__/* .changedArtifacts */ .eR)(state, s.revised)));
    }
    const completed = stepWith(state, id, { status: 'completed', last_exit_status: s.exitStatus, last_signal: null, last_duration_ms: s.durationMs, last_error: null, log: s.log }, s.step.kind);
    const base = { at: s.at, step: id, visit, attempt, gate_status: null, exit_status: s.exitStatus, duration_ms: s.durationMs };
    if (s.to === 'DONE') {
        const next = { ...state, ...finished, steps: { ...state.steps, [id]: completed }, status: 'WORKFLOW_COMPLETE', message: saidAs(`step ${id} completed and leads to DONE`, id, s.completedAs), active_step: null, ...(0,_state_state_js__WEBPACK_IMPORTED_MODULE_0__/* .logged */ .Jb)(state, { ...base, outcome: 'complete', code: 'WORKFLOW_COMPLETE', to: null }) };
        return { state: next, stop: 'WORKFLOW_COMPLETE' };
    }
    if (s.to === 'BLOCKED') {
        const code = 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE';
        const next = {
            ...state,
            ...finished,
            steps: { ...state.steps, [id]: { ...completed, status: 'blocked' } },
            status: code,
            message: saidAs(`step ${id} completed and leads to BLOCKED`, id, s.completedAs),
            active_step: null,
            ...blockedLists(state, id),
            ...(0,_state_state_js__WEBPACK_IMPORTED_MODULE_0__/* .logged */ .Jb)(state, { ...base, outcome: 'blocked', code, to: null }),
        };
        return { state: next, stop: code };
    }
    const entered = enterStep(state, workflow, base, s.to, `${id} completed`, id, s.stopAfter, { id, record: completed, fields: finished });
    const message = entered.state.message;
    if (typeof message !== 'string' || s.completedAs === undefined)
        return entered;
    const said = saidAs(message, id, s.completedAs);
    return said === message ? entered : { ...entered, state: { ...entered.state, message: said } };
}
/**
 * A hand-off step (instruction + terminal_status) ends the run with its own status. Nothing
 * runs; the instruction is the message a person reads.
 */
function applyTerminal(state, step, at) {
    const code = step.def.terminal_status ?? 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE';
    const complete = code === 'WORKFLOW_COMPLETE';
    const visit = Math.max(1, stepRecord(state, step.id)?.visits ?? 1);
    const next = {
        ...state,
        status: code,
        message: `${step.id}: ${step.def.instruction ?? 'hand-off'}`,
        active_step: null,
        in_flight: null,
        ...(complete ? { completed_steps: completedWith(state, step.id, visit), failed_or_blocked_steps: without(state.failed_or_blocked_steps, step.id) } : blockedLists(state, step.id)),
        steps: withStep(state, step.id, { status: complete ? 'completed' : 'blocked', visits: visit }, step.kind),
        ...(0,_state_state_js__WEBPACK_IMPORTED_MODULE_0__/* .logged */ .Jb)(state, { at, step: step.id, visit, attempt: 1, outcome: 'terminal', code, gate_status: null, exit_status: null, duration_ms: 0, to: null }),
        updated_at: at,
    };
    return { state: next, stop: code };
}


/***/ }),

/***/ 85404:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G0: () => (/* binding */ readyBranches),
/* harmony export */   JG: () => (/* binding */ branchShardTokens),
/* harmony export */   OG: () => (/* binding */ branchWorkflow),
/* harmony export */   R7: () => (/* binding */ branchShardOutputs),
/* harmony export */   ZR: () => (/* binding */ branchFanOutOf),
/* harmony export */   _N: () => (/* binding */ PARALLEL_SHARDS_DIR),
/* harmony export */   kQ: () => (/* binding */ shardBranchRecord),
/* harmony export */   pQ: () => (/* binding */ branchIsOpen),
/* harmony export */   st: () => (/* binding */ branchShardsFolder),
/* harmony export */   z8: () => (/* binding */ branchShardStatePath)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _model_workflow_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57280);
/* harmony import */ var _model_invocation_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83291);
/* harmony import */ var _model_placeholders_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42183);
/* harmony import */ var _model_references_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(16991);
/* harmony import */ var _run_transition_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(29122);
/* harmony import */ var _steps_parallel_branches_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(29739);
/* harmony import */ var _steps_foreach_slugify_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(98041);
// A parallel step's branches as shards: the run's active step when it is a parallel step, the
// visit it is in, which branches can run now (those not yet succeeded or failed on this visit, in
// declared order), where each branch's shard run lives, and the small workflow a branch shard
// runs \u2014 the parallel step with that one branch, whose single-branch join ends the shard run.
// Read-only and pure.









/** Folder under the run root that holds the branch shards' runs (a fresh run moves it aside). */
const PARALLEL_SHARDS_DIR = 'parallel';
/** The active parallel step and its branches; undefined when the active step is no parallel step. */
function branchFanOutOf(state, workflow) {
    const id = state.active_step;
    if (id === null)
        return undefined;
    const step = workflow.steps.get(id);
    if (!step || step.kind !== 'parallel')
        return undefined;
    const record = (0,_run_transition_js__WEBPACK_IMPORTED_MODULE_6__/* .stepRecord */ .oU)(state, id);
    // The visit entering (or re-entering) the step works on: startAttempt's rule.
    const visit = Math.max(1, record?.visits ?? 1);
    const records = record?.parallel?.visit === visit ? record.parallel.branches : undefined;
    return { step, visit, branches: (0,_steps_parallel_branches_js__WEBPACK_IMPORTED_MODULE_7__/* .branchesOf */ .IJ)(workflow, step), records };
}
/** Not finished on this visit: no verdict of it is in the run yet. */
function branchIsOpen(fan, branchId) {
    const status = fan.records?.[branchId]?.status ?? 'pending';
    return status === 'pending' || status === 'running';
}
/** The branches that can run now as shards, in declared order. */
function readyBranches(fan) {
    return fan.branches.filter((b) => branchIsOpen(fan, b.id));
}
/** The branch's record in a finished branch shard's state. */
function shardBranchRecord(state, stepId, branchId) {
    const parallel = state.steps[stepId]?.parallel;
    return parallel && Object.hasOwn(parallel.branches, branchId) ? parallel.branches[branchId] : undefined;
}
/**
 * The outputs a finished branch shard carries, by path (sorted): what its run accepted, and for a
 * child_workflow branch the outputs its child accepted (recorded with their sha256 in the branch's
 * record, so the journal vouches for them too).
 */
function branchShardOutputs(state, stepId, branchId, accepted) {
    const byPath = new Map();
    for (const a of accepted)
        byPath.set(a.path, { path: a.path, sha256: a.sha256 });
    for (const a of shardBranchRecord(state, stepId, branchId)?.child?.artifacts ?? [])
        if (!byPath.has(a.path))
            byPath.set(a.path, { path: a.path, sha256: a.sha256 });
    return [...byPath.values()].sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0));
}
/** A branch id as one folder name: itself when it is one already, else its slug and a short hash (never `.`/`..`). */
function folderName(branchId) {
    if (/^[A-Za-z0-9_][A-Za-z0-9_.-]*$/.test(branchId) && branchId !== '.' && branchId !== '..')
        return branchId;
    return `${(0,_steps_foreach_slugify_js__WEBPACK_IMPORTED_MODULE_8__/* .slugify */ .Y)(branchId) || 'branch'}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(branchId).digest('hex').slice(0, 8)}`;
}
/** Where the branch's shard run of `visit` lives: <run root>/parallel/<step>/<branch>/v<visit>/workflow_state.yaml. */
function branchShardStatePath(runRoot, stepId, branchId, visit) {
    const root = runRoot === '.' || runRoot === '' ? '' : `${runRoot}/`;
    return node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(`${root}${PARALLEL_SHARDS_DIR}`, (0,_steps_foreach_slugify_js__WEBPACK_IMPORTED_MODULE_8__/* .slugify */ .Y)(stepId) || 'step', folderName(branchId), `v${visit}`, 'workflow_state.yaml');
}
/** The folder under the run root that holds the branch shards of `stepId`. */
function branchShardsFolder(runRoot, stepId) {
    const root = runRoot === '.' || runRoot === '' ? '' : `${runRoot}/`;
    return `${root}${PARALLEL_SHARDS_DIR}/${(0,_steps_foreach_slugify_js__WEBPACK_IMPORTED_MODULE_8__/* .slugify */ .Y)(stepId) || 'step'}/`;
}
const NOT_PASSED = new Set([..._model_workflow_js__WEBPACK_IMPORTED_MODULE_2__/* .CONTROL_NAMES */ .bR, ..._model_workflow_js__WEBPACK_IMPORTED_MODULE_2__/* .RUNNER_OWNED */ .xG.filter((n) => n !== 'run_id')]);
/**
 * The values a branch shard runs with: the run's bindings of its declared inputs, its run id, and
 * the `{{steps.<id>...}}` references the branch uses, resolved from the run's state (the shard's
 * own run holds no earlier step; a value given explicitly is read before the state).
 */
function branchShardTokens(workflow, bindings, runId, state, branch) {
    const tokens = {};
    for (const name of (0,_model_invocation_js__WEBPACK_IMPORTED_MODULE_3__/* .declaredInputs */ .WB)(workflow)) {
        if (NOT_PASSED.has(name))
            continue;
        const value = bindings.get(name);
        if (value !== undefined)
            tokens[name] = value;
    }
    for (const m of JSON.stringify(branch.def).matchAll(_model_placeholders_js__WEBPACK_IMPORTED_MODULE_4__/* .PLACEHOLDER */ .Kx)) {
        const name = m[1];
        if (!name.startsWith('steps.'))
            continue;
        const value = (0,_model_references_js__WEBPACK_IMPORTED_MODULE_5__/* .resolveReference */ .sX)(state, name);
        if (value !== undefined)
            tokens[name] = value;
    }
    tokens['run_id'] = runId;
    return tokens;
}
/**
 * The workflow a branch shard runs: the parallel step alone, with only `branch`, joined `all`
 * (so the shard's join is its branch's verdict: PARALLEL_COMPLETE ends it DONE, PARALLEL_FAILED
 * BLOCKED) and its state file given literally. Name, digest and source are the parent's, so
 * gates name the parent workflow and the branch keeps its YAML position.
 */
function branchWorkflow(parent, step, branch, statePath) {
    const parallel = step.def.parallel;
    const def = {
        ...step.def,
        parallel: { ...parallel, join: 'all', max_concurrency: 1, branches: { [branch.id]: parallel.branches[branch.id] } },
        statuses: { PARALLEL_COMPLETE: 'DONE', PARALLEL_FAILED: 'BLOCKED' },
    };
    delete def.on_failure;
    // artifact_root would make the shard run share the parent's run root (and manifest); it still
    // reaches placeholders as a value (the request keeps undeclared values).
    const optional = [...(0,_model_invocation_js__WEBPACK_IMPORTED_MODULE_3__/* .declaredInputs */ .WB)(parent)].filter((n) => !NOT_PASSED.has(n) && n !== 'artifact_root');
    const execution = { ...(parent.data.execution ?? {}) };
    delete execution.execution_mode;
    delete execution.ignore_previous_completion;
    const data = { version: parent.data.version, name: parent.name, state_path: statePath, inputs: { optional }, steps: { [step.id]: def }, execution };
    return {
        ...parent,
        data,
        entry: step.id,
        steps: new Map([[step.id, { ...step, def }]]),
        inputs: { required: [], optional, defaults: {} },
        // A shard run never starts fresh by itself: a revisit of the step gets a new state file instead.
        execution: { ...parent.execution, executionMode: 'resume', ignorePreviousCompletion: false },
    };
}


/***/ }),

/***/ 14988:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VW: () => (/* binding */ isRunInstance),
/* harmony export */   aL: () => (/* binding */ SHARD_FILE),
/* harmony export */   fJ: () => (/* binding */ writeDescriptor),
/* harmony export */   ph: () => (/* binding */ SHARD_FILES_DIR),
/* harmony export */   qq: () => (/* binding */ readDescriptor)
/* harmony export */ });
/* unused harmony exports RunInstanceSchema, ShardDescriptorSchema */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _model_zod_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57968);
/* harmony import */ var _state_atomic_write_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(10174);
/* harmony import */ var _state_own_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(22076);
// SHARD.json: what a finished shard says about itself, written beside its run's journal when
// `run --shard` ends. It names the run and the instance of it the shard ran for (the run's first
// journal event: a fresh start begins another), the workflow version, the step (foreach or parallel), visit
// and item or branch it ran, the journal head it ended at and the outputs it accepted (with a copy of each under files/,
// so a shard folder carried from another machine brings its outputs along). Nothing in it is
// trusted on its own: the merge checks every claim against the journal and the files
// (shards/verify.ts).




/** The descriptor's file name, in the shard folder (the item run's folder). */
const SHARD_FILE = 'SHARD.json';
/** Copies of the shard's accepted outputs, by workspace-relative path, under the shard folder. */
const SHARD_FILES_DIR = 'files';
/** A run instance as SHARD.json and a shard's `run_started` (`parent_instance`) record it. */
const RunInstanceSchema = _model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ seq: _model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(1), sha256: _model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .regex */ .yGV(/^[0-9a-f]{64}$/)) });
/** Whether `value` is a well-formed run instance (a journal's `parent_instance` is checked before it is compared). */
function isRunInstance(value) {
    return RunInstanceSchema.safeParse(value).success;
}
const Output = _model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ path: _model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .minLength */ .BpQ(1)), sha256: _model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .regex */ .yGV(/^[0-9a-f]{64}$/)), size: _model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .gte */ .ROM(0)) });
const ShardDescriptorSchema = _model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    shard: _model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(1),
    /** What the shard ran: a foreach item's per-item machine, or one branch of a parallel step. */
    kind: _model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['foreach', 'parallel']),
    run_id: _model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .minLength */ .BpQ(1)),
    /**
     * The instance of the run the shard ran for: the run's journal's first event (its `run_started`,
     * seq 1, and the sha256 of its line). A fresh start of the run id begins a new journal, so a
     * shard made before it names another one and is not merged into the new run. Absent in a shard
     * made by stagegate before instances were recorded: such a shard is checked as it was then (its
     * journal must then record no instance either).
     */
    run_instance: _model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(RunInstanceSchema),
    workflow: _model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    workflow_digest: _model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    step: _model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .minLength */ .BpQ(1)),
    /** The step's visit the items (or branches) belong to. */
    visit: _model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_1__.gt(0)),
    key: _model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .minLength */ .BpQ(1)),
    bindings: _model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(_model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), _model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    /** The shard run's state file (workspace-relative), where the merge puts the shard. */
    state_path: _model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .minLength */ .BpQ(1)),
    journal: _model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ seq: _model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_1__.gt(0)), sha256: _model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .regex */ .yGV(/^[0-9a-f]{64}$/)) }),
    /** How the item run ended (WORKFLOW_COMPLETE, ITEM_DEFERRED or the code it ended blocked with). */
    outcome: _model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .minLength */ .BpQ(1)),
    outputs: _model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(Output),
});
/** Larger than any descriptor a shard writes (a few hundred bytes an output); a larger file is not one. */
const MAX_DESCRIPTOR_BYTES = 16 * 1024 * 1024;
/**
 * The folder's SHARD.json. A stage can write in the run root, so the file is opened as one of a
 * stage's: no link followed, never blocked on a FIFO (a plain read of one hung a resume, holding
 * the run lock), anything but a regular file refused.
 */
function readDescriptor(folder) {
    let data;
    try {
        data = JSON.parse((0,_state_own_file_js__WEBPACK_IMPORTED_MODULE_3__/* .readRegularFile */ .XF)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(folder, SHARD_FILE), MAX_DESCRIPTOR_BYTES).toString('utf8'));
    }
    catch (error) {
        if (error instanceof _state_own_file_js__WEBPACK_IMPORTED_MODULE_3__/* .NotRegularFileError */ .iZ)
            return { kind: 'bad', reason: `${SHARD_FILE} is ${error.kind}, not a regular file` };
        return { kind: 'bad', reason: `${SHARD_FILE} cannot be read as JSON (${error.code ?? error.message.split('\n')[0]})` };
    }
    const parsed = ShardDescriptorSchema.safeParse(data);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return { kind: 'bad', reason: `${SHARD_FILE} is not a shard descriptor (${issue.path.join('.') || 'its top level'}: ${issue.message})` };
    }
    return { kind: 'ok', descriptor: parsed.data };
}
/** Written last, once every output's copy is durable: it is what makes the folder a result. */
function writeDescriptor(folder, descriptor) {
    return (0,_state_atomic_write_js__WEBPACK_IMPORTED_MODULE_2__/* .atomicWriteFileDurably */ .IX)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(folder, SHARD_FILE), JSON.stringify(descriptor, null, 2) + '\n');
}


/***/ }),

/***/ 65709:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V1: () => (/* binding */ whyRemoveLeftovers),
/* harmony export */   ZZ: () => (/* binding */ earlierInstanceIn),
/* harmony export */   tb: () => (/* binding */ leftoverFolders),
/* harmony export */   xD: () => (/* binding */ removeLeftoversFirst)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _state_journal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90666);
/* harmony import */ var _descriptor_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14988);
// An item's (or shard's) folder holding what an earlier instance of the run left: a result
// (SHARD.json) or a run (its journal's `parent_instance`) made before a fresh start of the run id
// began the journal the run has now \u2014 kept from before, or put back by hand or from an artifact.
// It never ran for this run: `run --shard` refuses to continue or seal it (commands/shards.ts),
// and a resume that runs the items in-process refuses to take it as the item's run (foreach/run.ts);
// a merge that leaves it in the run root says to remove it first.



/**
 * What in `folderAbs` was made for another instance of run `runId` than `now`: 'result' (its
 * SHARD.json names one), 'run' (its journal records one), or undefined when everything it names is
 * `now`. A folder from before instances were recorded names none and is this run's, as it was then;
 * a malformed instance is no match.
 */
function earlierInstanceIn(folderAbs, runId, now) {
    const read = (0,_descriptor_js__WEBPACK_IMPORTED_MODULE_2__/* .readDescriptor */ .qq)(folderAbs);
    const claimed = read.kind === 'ok' && read.descriptor.run_id === runId && read.descriptor.run_instance !== undefined ? [read.descriptor.run_instance] : [];
    const journal = (0,_state_journal_js__WEBPACK_IMPORTED_MODULE_1__/* .readJournal */ .a0)((0,_state_journal_js__WEBPACK_IMPORTED_MODULE_1__/* .journalPathFor */ .S7)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(folderAbs, 'workflow_state.yaml')));
    const recorded = journal.kind === 'ok' ? journal.lines.flatMap((l) => (l.event === 'run_started' && l.parent_instance !== undefined ? [l.parent_instance] : [])) : [];
    if ([...claimed, ...recorded].every((i) => now !== undefined && (0,_descriptor_js__WEBPACK_IMPORTED_MODULE_2__/* .isRunInstance */ .VW)(i) && (0,_state_journal_js__WEBPACK_IMPORTED_MODULE_1__/* .sameInstance */ .YH)(i, now)))
        return undefined;
    return claimed.length > 0 ? 'result' : 'run';
}
/**
 * The folders an earlier instance of the run left in the run root (kept, or put back, from before a
 * fresh start) for keys still pending: `run --shard` of such a key (and a resume running a foreach
 * item in-process) refuses while the folder is there, so what the merge says comes next starts
 * with removing them.
 */
function leftoverFolders(report) {
    return report.superseded.filter((s) => s.inPlace && report.pending.includes(s.key)).map((s) => s.folder);
}
/** Why leftover `folders` must go, in parentheses: what the merge's message and its fix both say. */
function whyRemoveLeftovers(folders, runId) {
    return `(made for run ${runId} before its fresh start, not this run's result: \`run --shard\` refuses ${folders.length === 1 ? 'its key' : 'their keys'} while ${folders.length === 1 ? 'it is' : 'they are'} there)`;
}
/** "first remove \u2026, then " before what a merge with keys still pending says to do (empty when nothing is left over). */
function removeLeftoversFirst(report, runId) {
    const folders = leftoverFolders(report);
    if (folders.length === 0)
        return '';
    return `first remove ${folders.join(', ')} ${whyRemoveLeftovers(folders, runId)}, then `;
}


/***/ }),

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
/* harmony import */ var _steps_foreach_run_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(50701);
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
    const visit = Math.max(1, steps?.visits ?? 1);
    const previous = steps?.foreach;
    if (previous && previous.visit === visit)
        return { step, visit, record: previous.stopped === 'WORKFLOW_BLOCKED_ITEMS_DEFERRED' ? (0,_steps_foreach_schedule_js__WEBPACK_IMPORTED_MODULE_3__/* .reviveDeferred */ .VZ)(previous) : previous };
    return { step, visit, record: (0,_state_state_js__WEBPACK_IMPORTED_MODULE_0__/* .foreachRecordOf */ .hg)((0,_steps_foreach_run_js__WEBPACK_IMPORTED_MODULE_2__/* .loadRecord */ .Ck)(source, step, visit, previous)) };
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
    return { ...item, visits, state_path: (0,_steps_foreach_run_js__WEBPACK_IMPORTED_MODULE_2__/* .itemStatePathIn */ .Hm)(runRoot, fan.step.id, item, visits) };
}
/** Where the run of `item` lives as a shard: the folder its in-process run would use. */
function shardStatePath(runRoot, fan, item) {
    return shardItemOf(runRoot, fan, item).state_path;
}


/***/ }),

/***/ 84775:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MQ: () => (/* binding */ precheck),
  qp: () => (/* binding */ precheckBranches),
  $A: () => (/* binding */ shardIntake)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/run/errors.ts
var errors = __webpack_require__(82862);
// EXTERNAL MODULE: ./src/core/state/atomic-write.ts
var atomic_write = __webpack_require__(10174);
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

// EXTERNAL MODULE: ./src/core/state/journal.ts
var journal = __webpack_require__(90666);
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
/** Copy a shard from elsewhere into its run's folder (a result already there is kept). */
function installFolder(workspace, shard) {
    // A shard found in the run root is where it belongs (verify checked its state path): no path to resolve.
    if (shard.candidate.inPlace)
        return;
    const target = (0,external_node_path_.dirname)(workspace.resolve(shard.descriptor.state_path, `shard ${shard.descriptor.key}`).abs);
    if (sameFolder(shard.candidate.dir, target))
        return;
    const lock = state_lock/* RunLock */.j.acquire((0,external_node_path_.join)(target, 'workflow_state.yaml.lock'), `shard ${shard.descriptor.key}`);
    try {
        const there = (0,descriptor/* readDescriptor */.qq)(target);
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
        if (st?.isFile() && (0,digest/* sha256File */.Q3)(target.abs) === output.sha256)
            continue;
        const bytes = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(shard.candidate.dir, descriptor/* SHARD_FILES_DIR */.ph, output.path));
        if ((0,digest/* sha256Text */.f1)(bytes) !== output.sha256) {
            throw new errors/* StagegateError */.q('SHARD_TAMPERED', `shard ${shard.candidate.shown} refused: its copy of output ${output.path} changed while it was merged`, { location: { file: shard.candidate.shown } });
        }
        (0,atomic_write/* atomicWriteFile */.Re)(target.abs, bytes, { durable: true });
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
/* harmony import */ var _workspace_digest_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(33929);
/* harmony import */ var _steps_foreach_run_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(50701);
/* harmony import */ var _descriptor_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(14988);
/* harmony import */ var _fan_out_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(65033);
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
    return (0,_workspace_digest_js__WEBPACK_IMPORTED_MODULE_5__/* .sha256File */ .Q3)(path);
}
/** The shard's journal replayed against `model`: it chains, is whole, and ends at the head SHARD.json names. */
function replayShard(candidate, model, d) {
    const load = (0,_state_store_js__WEBPACK_IMPORTED_MODULE_3__/* .loadRun */ .Sj)({ state: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(candidate.dir, 'workflow_state.yaml') }, model, `${candidate.shown}/workflow_state.yaml`);
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
        if (!(0,_descriptor_js__WEBPACK_IMPORTED_MODULE_7__/* .isRunInstance */ .VW)(e.parent_instance))
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
        const copy = sha256Of((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(candidate.dir, _descriptor_js__WEBPACK_IMPORTED_MODULE_7__/* .SHARD_FILES_DIR */ .ph, output.path));
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
    const read = (0,_descriptor_js__WEBPACK_IMPORTED_MODULE_7__/* .readDescriptor */ .qq)(candidate.dir);
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
    const expected = (0,_fan_out_js__WEBPACK_IMPORTED_MODULE_8__/* .isOpen */ .nT)(item) ? (0,_fan_out_js__WEBPACK_IMPORTED_MODULE_8__/* .shardStatePath */ .B5)(parent.runRoot, fan, item) : item.state_path;
    if (d.state_path !== expected)
        throw refuse('SHARD_FOREIGN', candidate, `it ran item ${d.key} as ${d.state_path}; the run expects ${expected ?? 'no run of it'}`);
    const model = (0,_steps_foreach_run_js__WEBPACK_IMPORTED_MODULE_6__/* .itemWorkflowFor */ .az)({ workflow }, fan.step, { ...item, state_path: expected });
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
        const read = (0,_descriptor_js__WEBPACK_IMPORTED_MODULE_7__/* .readDescriptor */ .qq)(c.dir);
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
        if ((0,_fan_out_js__WEBPACK_IMPORTED_MODULE_8__/* .isOpen */ .nT)(item))
            return { kind: 'open' };
        const head = item.state_path !== null ? localHead(parent.workspace, item.state_path) : undefined;
        if (head && head.seq === shard.descriptor.journal.seq && head.sha256 === shard.descriptor.journal.sha256)
            return { kind: 'same' };
        return { kind: 'other', what: `item ${key} (${item.status}, ${item.state_path ?? 'no run'})` };
    });
    return { ...paired, superseded };
}


/***/ }),

/***/ 10174:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fh: () => (/* binding */ removeStaleTempFiles),
/* harmony export */   IX: () => (/* binding */ atomicWriteFileDurably),
/* harmony export */   Re: () => (/* binding */ atomicWriteFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _journal_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90666);
/* harmony import */ var _own_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(22076);
// Atomic file replacement: write a temp file beside the target, fsync it, rename it over the
// target. A crash at any moment leaves either the old file or the new one, never a torn one.
// The temp file lives in a folder stages can write to, so it is created exclusively (never
// through a link), must still be the file written when it is renamed (device + inode), and the
// target must name it after: a swapped temp file is never installed unnoticed (ESWAPPED).





const TEMP_MARK = '.stagegate-tmp-';
const CREATE = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_EXCL | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW;
function tempName(path, random) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path)}${TEMP_MARK}${process.pid}-${random ? random.hex(6) : (0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.randomBytes)(6).toString('hex')}`);
}
/**
 * Replace `path` with `content`. `durable: false` skips the fsyncs (still atomic against a killed
 * process): for files projected from the journal and written again when behind (the snapshot,
 * the manifest). `random`: the run's pool the temp file's name is taken from (random-hex.ts).
 */
function atomicWriteFile(path, content, options = {}) {
    const { temp, fd } = writeTemp(path, content, options.random);
    try {
        try {
            if (options.durable !== false)
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fsyncSync)(fd);
        }
        catch (error) {
            removeOwn(temp, fd);
            throw error;
        }
        install(temp, path, fd);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
    if (options.durable !== false)
        (0,_journal_js__WEBPACK_IMPORTED_MODULE_3__/* .syncDir */ .ty)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path));
}
/**
 * atomicWriteFile, durable, with its two fsyncs (the file's, then its folder's) run on libuv's
 * thread pool: the same steps in the same order, but the process goes on with other work while
 * the disk catches up (a shard's seal overlaps its leg's next key: core/commands/shards.ts).
 */
async function atomicWriteFileDurably(path, content) {
    const { temp, fd } = writeTemp(path, content);
    try {
        try {
            await fsyncOf(fd);
        }
        catch (error) {
            removeOwn(temp, fd);
            throw error;
        }
        install(temp, path, fd);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
    let dirFd;
    try {
        dirFd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path), 'r');
        await fsyncOf(dirFd);
    }
    catch {
        /* some file systems refuse fsync on a folder (syncDir's rule) */
    }
    finally {
        if (dirFd !== undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(dirFd);
    }
}
function fsyncOf(fd) {
    return new Promise((resolvePromise, reject) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fsync)(fd, (error) => (error ? reject(error) : resolvePromise())));
}
/** A new temp file beside `path` (its folder made when missing) holding `content`; still open. */
function writeTemp(path, content, random) {
    const temp = tempName(path, random);
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(temp, CREATE, 0o644);
    }
    catch (error) {
        if (error.code !== 'ENOENT')
            throw error;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path), { recursive: true });
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(temp, CREATE, 0o644);
    }
    try {
        if (Array.isArray(content))
            writeAll(fd, content);
        else {
            const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
            let offset = 0;
            while (offset < data.length)
                offset += (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, data, offset, data.length - offset);
        }
    }
    catch (error) {
        removeOwn(temp, fd);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        throw error;
    }
    return { temp, fd };
}
/** Rename the temp file (still the one open as `fd`) over `path`; `path` must then name it. */
function install(temp, path, fd) {
    // The descriptor's file (device + inode) does not change: one fstat for both checks.
    const ours = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
    if (!(0,_own_file_js__WEBPACK_IMPORTED_MODULE_4__/* .stillNamesFile */ .tc)(temp, ours))
        throw new _own_file_js__WEBPACK_IMPORTED_MODULE_4__/* .SwappedFileError */ .vT(temp);
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(temp, path);
    }
    catch (error) {
        removeOwn(temp, fd);
        throw error;
    }
    if (!(0,_own_file_js__WEBPACK_IMPORTED_MODULE_4__/* .stillNamesFile */ .tc)(path, ours))
        throw new _own_file_js__WEBPACK_IMPORTED_MODULE_4__/* .SwappedFileError */ .vT(path);
}
/** Kernel's limit of buffers per writev (IOV_MAX on Linux and macOS). */
const IOV_MAX = 1024;
/** Write `chunks` in order (writev, at most IOV_MAX at a time; a short write goes on where it stopped). */
function writeAll(fd, chunks) {
    let i = 0;
    while (i < chunks.length) {
        const batch = chunks.slice(i, i + IOV_MAX);
        const size = batch.reduce((n, c) => n + c.length, 0);
        const written = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writevSync)(fd, batch);
        if (written < size) {
            // A short write: the rest of this batch, plainly.
            const rest = Buffer.concat(batch).subarray(written);
            let offset = 0;
            while (offset < rest.length)
                offset += (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, rest, offset, rest.length - offset);
        }
        i += batch.length;
    }
}
/** Remove `temp` only if it is still the file open as `fd` (never a file another process put there). */
function removeOwn(temp, fd) {
    try {
        if ((0,_own_file_js__WEBPACK_IMPORTED_MODULE_4__/* .stillNames */ .D_)(temp, fd))
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(temp, { force: true });
    }
    catch {
        /* best effort: removeStaleTempFiles sweeps what is left */
    }
}
/** Remove temp files a killed writer left beside `path` (call while holding the run lock). */
function removeStaleTempFiles(path) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path);
    const prefix = `.${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path)}${TEMP_MARK}`;
    let names;
    try {
        names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir);
    }
    catch {
        return;
    }
    for (const name of names)
        if (name.startsWith(prefix))
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, name), { force: true });
}


/***/ }),

/***/ 58442:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ checkIntegrity)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82862);
/* harmony import */ var _run_command_line_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1439);
/* harmony import */ var _other_workflow_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(79285);
/* harmony import */ var _workspace_digest_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(33929);
/* harmony import */ var _run_bindings_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(43671);
/* harmony import */ var _steps_parallel_branches_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(29739);
/* harmony import */ var _steps_parallel_records_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(30005);
/* harmony import */ var _own_file_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(22076);
/* harmony import */ var _taken_back_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(20232);
/* harmony import */ var _gate_contracts_contract_of_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(11883);
/* harmony import */ var _run_rewind_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(32226);
/* harmony import */ var _run_rewind_items_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(75447);
/* harmony import */ var _run_transition_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(29122);
// Checks run before a resume trusts a replayed state: it is this run's, of this workflow (or an
// edit allowed with --allow-workflow-change), and every accepted output on disk is still the file
// whose digest the journal recorded. Any violation stops the run with nothing changed.














/** <run root>/logs/<key>.v<visit>.a<attempt>.log: where a stage's transcript lives (runner.ts, stages/parallel.ts). */
function isTranscriptOf(path, runRoot, key) {
    const prefix = runRoot === '.' || runRoot === '' ? '' : `${runRoot}/`;
    if (!path.startsWith(`${prefix}logs/${key}.v`))
        return false;
    return /^\d+\.a\d+\.log$/.test(path.slice(`${prefix}logs/${key}.v`.length));
}
function violation(statePath, message, hint, nextCommand) {
    return new _run_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .StagegateError */ .q('WORKFLOW_STATE_INTEGRITY_VIOLATION', `state ${statePath}: ${message}`, {
        hint: hint ?? 'The state file was not changed. Inspect it, or start over with --mode fresh.',
        location: { file: statePath },
        ...(nextCommand !== undefined ? { nextCommand } : {}),
    });
}
function checkIntegrity(state, workflow, runId, bindings, workspace, statePath, options) {
    if (state.workflow !== workflow.name) {
        const other = state.workflow_file !== workflow.file;
        throw violation(statePath, `belongs to workflow '${state.workflow}'${other ? ` (started from ${state.workflow_file})` : ''}, not '${workflow.name}'`, other ? (0,_other_workflow_js__WEBPACK_IMPORTED_MODULE_3__/* .otherWorkflowHint */ .b)(state, workflow.file, statePath, options.naming) : undefined);
    }
    if (state.run_id !== runId)
        throw violation(statePath, `belongs to run '${state.run_id}', not '${runId}'`);
    if (state.workflow_digest !== workflow.digest && !options.allowWorkflowChange) {
        if (state.workflow_file === workflow.file && state.active_step === null && options.resumeCommand !== undefined)
            throw finishedRunEdited(state, workflow, runId, bindings, workspace, statePath, options, options.resumeCommand);
        throw violation(statePath, state.workflow_file !== workflow.file
            ? `this run was started from ${state.workflow_file}, not ${workflow.file}, and the two differ (sha256 ${state.workflow_digest.slice(0, 12)}\u2026 -> ${workflow.digest.slice(0, 12)}\u2026): workflows that share a state_path share their runs' state`
            : `the workflow file ${workflow.file} changed since the run's last invocation (sha256 ${state.workflow_digest.slice(0, 12)}\u2026 -> ${workflow.digest.slice(0, 12)}\u2026)`, state.workflow_file !== workflow.file
            ? `Continue the run with its own workflow file: \`${options.naming?.commandName ?? 'stagegate'} run ${(0,_other_workflow_js__WEBPACK_IMPORTED_MODULE_3__/* .ownFileTarget */ .I)(state, options.naming)}\`. Or, to go on with ${(0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_2__/* .shellWord */ .r7)(workflow.file)} in its place, pass --allow-workflow-change (its steps and outputs are checked again); or start over with --mode fresh.`
            : `Start over with --mode fresh, or pass --allow-workflow-change to continue this run with the edited workflow (its steps and outputs are checked again)${options.resumeCommand !== undefined ? `: ${options.resumeCommand} --allow-workflow-change` : '.'}`, options.resumeCommand !== undefined && state.workflow_file === workflow.file ? `${options.resumeCommand} --allow-workflow-change` : undefined);
    }
    // The rest of the state was replayed from the journal against this workflow: its transitions
    // are the workflow's. What remains to check is the evidence on disk.
    const active = state.active_step;
    /**
     * A stale accepted output: restore it, or start over \u2014 or, for a succeeded branch of a parallel
     * step whose failed join ended the run, rerun from that step (a branch whose output changed runs
     * again with the ones that did not succeed: run/rewind.ts planParallelRerun), when the rerun
     * would be allowed (a visit left, no branch merged from shards) and every other accepted output
     * stands (the rerun checks the rest as a resume does). Likewise, for the output of a step whose
     * verdict the rerun a blocked run offers (rerunFromBlocked: the step that ended it) takes back.
     */
    const stale = (message, restore, fresh, owner, of) => {
        const offer = options.resumeCommand !== undefined && options.takenBack === undefined;
        const rerun = of !== undefined && offer ? parallelRerunOffer(of.step) : undefined;
        if (rerun === undefined) {
            const from = offer ? blockedRerunOffer(owner) : undefined;
            if (from === undefined)
                return new _run_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .StagegateError */ .q('STALE_ARTIFACT_REJECTED', message, { hint: `${restore}, or ${fresh}` });
            const command = (0,_run_rewind_js__WEBPACK_IMPORTED_MODULE_9__/* .rerunCommand */ .w4)(options.resumeCommand, from);
            return new _run_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .StagegateError */ .q('STALE_ARTIFACT_REJECTED', message, {
                hint: `${restore}; or run step ${from} again (--rerun-from takes back ${owner === from ? 'its verdict' : `its verdict and that of step ${owner}`}, so ${owner === from ? 'its' : `${owner}'s`} output is written anew), keeping the verdicts before it: \`${command}\`; or ${fresh}`,
                nextCommand: command,
            });
        }
        const command = (0,_run_rewind_js__WEBPACK_IMPORTED_MODULE_9__/* .rerunCommand */ .w4)(options.resumeCommand, of.step);
        const others = rerun.filter((b) => b !== of.branch);
        return new _run_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .StagegateError */ .q('STALE_ARTIFACT_REJECTED', message, {
            hint: `${restore}; or run parallel step ${of.step} again (its join failed and ended the run): branch ${of.branch}, whose output ${of.how}, runs again${others.length > 0 ? ` with ${others.join(', ')}, which did not succeed` : ''}, the other succeeded branches are kept unless their outputs changed too: \`${command}\`; or ${fresh}`,
            nextCommand: command,
        });
    };
    /** Whether every other accepted output stands when the rerun takes back `takenBack`'s verdicts. */
    const standsWithout = (takenBack) => {
        try {
            checkIntegrity(state, workflow, runId, bindings, workspace, statePath, { ...options, takenBack: new Set(takenBack) });
            return true;
        }
        catch {
            return false;
        }
    };
    const parallelRerunOffer = (stepId) => {
        const plan = (0,_run_rewind_js__WEBPACK_IMPORTED_MODULE_9__/* .planRewind */ .PB)(state, workflow, stepId);
        if ((0,_run_rewind_js__WEBPACK_IMPORTED_MODULE_9__/* .isRefusal */ .vu)(plan) || plan.branches === undefined)
            return undefined;
        if ((state.steps[stepId]?.visits ?? 0) >= (0,_run_transition_js__WEBPACK_IMPORTED_MODULE_11__/* .maxVisitsOf */ .as)(workflow, stepId))
            return undefined;
        if ((0,_run_rewind_items_js__WEBPACK_IMPORTED_MODULE_10__/* .parallelOnDisk */ .ks)(workspace, state, stepId, state.run_root).merged.length > 0)
            return undefined;
        return standsWithout(plan.taken_back) ? plan.branches : undefined;
    };
    /** The step a blocked run's rerun (rerunFromBlocked) runs again, when it takes back `owner`'s verdict and every other accepted output stands. */
    const blockedRerunOffer = (owner) => {
        const from = (0,_run_rewind_items_js__WEBPACK_IMPORTED_MODULE_10__/* .rerunFromBlocked */ .dj)(workspace, state, workflow, state.status, state.run_root);
        if (from === undefined)
            return undefined;
        const plan = (0,_run_rewind_js__WEBPACK_IMPORTED_MODULE_9__/* .planRewind */ .PB)(state, workflow, from);
        if ((0,_run_rewind_js__WEBPACK_IMPORTED_MODULE_9__/* .isRefusal */ .vu)(plan) || !plan.taken_back.includes(owner))
            return undefined;
        return standsWithout(plan.taken_back) ? from : undefined;
    };
    for (const [id, artifact] of Object.entries(state.artifacts)) {
        // A parallel branch's output is recorded as <step>.<branch> (parallel/branches.ts).
        const branch = workflow.steps.has(id) ? undefined : (0,_steps_parallel_branches_js__WEBPACK_IMPORTED_MODULE_6__/* .branchOfArtifactKey */ .Dz)(workflow, id);
        const step = branch?.branch ?? workflow.steps.get(id);
        if (!step)
            throw violation(statePath, `artifact recorded for unknown step '${id}'`);
        if (artifact.step !== id)
            throw violation(statePath, `artifact of step '${id}' says it belongs to '${artifact.step}'`);
        const declaredOutput = (0,_run_bindings_js__WEBPACK_IMPORTED_MODULE_5__/* .resolveOutput */ .ST)(step, branch ? (0,_steps_parallel_branches_js__WEBPACK_IMPORTED_MODULE_6__/* .branchBindings */ .b8)(bindings, branch.step, step, state) : (0,_run_bindings_js__WEBPACK_IMPORTED_MODULE_5__/* .stepBindings */ .rV)(bindings, step, state), workspace);
        // A step judged by another runner's result contract may have answered in its transcript:
        // then that log is the evidence recorded (runner.ts judgeContract).
        const transcript = declaredOutput?.rel !== artifact.path && (0,_gate_contracts_contract_of_js__WEBPACK_IMPORTED_MODULE_12__/* .foreignContractOf */ .A)(step) !== undefined && isTranscriptOf(artifact.path, state.run_root, id) ? workspace.tryResolve(artifact.path) : undefined;
        const declared = transcript ?? declaredOutput;
        if (!declared || declared.rel !== artifact.path) {
            throw violation(statePath, `artifact of step '${id}' is recorded at '${artifact.path}' but the workflow declares '${declared?.rel ?? 'no output'}'`);
        }
        // The active step runs next and must rewrite its output anyway: a failed or killed attempt
        // on a later visit may already have changed the file its earlier visit had accepted.
        // Likewise a branch of the active parallel step, unless its result on this visit is reused.
        if (branch ? branch.step.id === active && !(0,_steps_parallel_records_js__WEBPACK_IMPORTED_MODULE_7__/* .branchReused */ .DZ)(state, branch.step.id, step.id) : id === active)
            continue;
        // A verdict the rerun takes back: its step runs again, writing its output anew.
        if (options.takenBack?.has(branch ? branch.step.id : id) === true)
            continue;
        // Taken back by an earlier rerun and not accepted again (a rerun that stopped before reaching
        // the step, or went another way): not evidence the run stands on (state/taken-back.ts).
        if (!branch && (0,_taken_back_js__WEBPACK_IMPORTED_MODULE_13__/* .takenBackPending */ .E)(state, id))
            continue;
        // The registry an active foreach works through changes on purpose (rows marked VERIFIED, stages
        // updating it); the foreach re-records its digest as it goes (stages/foreach.ts).
        if (active !== null && Object.hasOwn(state.steps, active) && state.steps[active].foreach?.source === artifact.path)
            continue;
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(declared.abs)) {
            throw stale(`accepted output ${artifact.path} of step ${id} is gone since its gate was accepted`, 'Restore the file', 'start over with --mode fresh.', branch?.step.id ?? id, branch && { step: branch.step.id, branch: step.id, how: 'is gone' });
        }
        let digest;
        try {
            digest = (0,_workspace_digest_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256File */ .Q3)(declared.abs);
        }
        catch (error) {
            // Unreadable (chmod 000), or no longer a file (a FIFO, a directory): it is not what was accepted.
            const why = error instanceof _own_file_js__WEBPACK_IMPORTED_MODULE_8__/* .NotRegularFileError */ .iZ ? `is ${error.kind} now` : `cannot be read (${error.code ?? String(error)})`;
            throw stale(`accepted output ${artifact.path} of step ${id} ${why}; it was accepted as a readable file`, 'Restore the accepted file and its permissions', 'start over with --mode fresh.', branch?.step.id ?? id, branch && { step: branch.step.id, branch: step.id, how: why });
        }
        if (digest !== artifact.sha256) {
            throw stale(`accepted output ${artifact.path} of step ${id} changed since its gate was accepted (sha256 ${artifact.sha256.slice(0, 12)}\u2026 -> ${digest.slice(0, 12)}\u2026)`, 'Restore the accepted content', 'start over with --mode fresh so every stage runs again.', branch?.step.id ?? id, branch && { step: branch.step.id, branch: step.id, how: 'changed' });
        }
    }
}
/**
 * The workflow file of a run that had finished changed: a resume with --allow-workflow-change has
 * nothing to continue (it only reports the run again, and the next look refuses the same), so the
 * fix names what goes on with the edited workflow \u2014 a rerun from the step that ended a blocked run
 * (rerunFromBlocked, as status offers it: allowed, every output it keeps standing), else a fresh
 * start \u2014 and how the run reads as it finished: the workflow file as it was.
 */
function finishedRunEdited(state, workflow, runId, bindings, workspace, statePath, options, resume) {
    const message = `the workflow file ${workflow.file} changed since the run's last invocation (sha256 ${state.workflow_digest.slice(0, 12)}\u2026 -> ${workflow.digest.slice(0, 12)}\u2026)`;
    const from = (0,_run_rewind_items_js__WEBPACK_IMPORTED_MODULE_10__/* .rerunFromBlocked */ .dj)(workspace, state, workflow, state.status, state.run_root);
    const plan = from === undefined ? undefined : (0,_run_rewind_js__WEBPACK_IMPORTED_MODULE_9__/* .planRewind */ .PB)(state, workflow, from);
    let rerun;
    if (from !== undefined && plan !== undefined && !(0,_run_rewind_js__WEBPACK_IMPORTED_MODULE_9__/* .isRefusal */ .vu)(plan)) {
        try {
            checkIntegrity(state, workflow, runId, bindings, workspace, statePath, { ...options, allowWorkflowChange: true, takenBack: new Set(plan.taken_back) });
            rerun = `${(0,_run_rewind_js__WEBPACK_IMPORTED_MODULE_9__/* .rerunCommand */ .w4)(resume, from)} --allow-workflow-change`;
        }
        catch {
            rerun = undefined;
        }
    }
    const fresh = `start it over in place: \`${resume} --mode fresh\` (giving the run's inputs again: a fresh run reuses none), or start a new run with another --run-id`;
    const seen = `restoring ${workflow.file} as it was makes the run read as it finished`;
    const hint = rerun !== undefined
        ? `Run ${state.run_id} had finished (${state.status}) before the edit. Run step ${from} again with the edited workflow, keeping the verdicts before it: \`${rerun}\`; or ${fresh}; ${seen}.`
        : `Run ${state.run_id} had finished (${state.status}) before the edit: a resume has nothing to continue (with --allow-workflow-change it only reports the run again). To run the edited workflow, ${fresh}; ${seen}.`;
    return violation(statePath, message, hint, rerun);
}


/***/ }),

/***/ 36289:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y3: () => (/* binding */ ItemOutputs)
/* harmony export */ });
/* unused harmony exports packDigest, unpackDigest */
/* harmony import */ var immutable__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(94057);
/* harmony import */ var immutable__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(immutable__WEBPACK_IMPORTED_MODULE_0__);
// A foreach step's per-item outputs digests (StepRecord.item_outputs; stall detection,
// run/progress.ts withItemOutputs): what each item's run accepted at its latest end, in any visit
// of the step. Kept by the item's index in the current visit's items (a persistent list, shared
// between states like the items themselves), the digest packed to its 32 bytes: a persistent map
// keyed by item id cost ~160 bytes of map per finished item and ~80 bytes of hex string beside
// the item's record (~25 MB live at 100,000 items done), this ~8 + 48. A later visit of the step
// may order or select other items, so when it loads (reduce.ts foreach_loaded) the digests of the
// visit before move to a map by item id, read only for an item the new visit has not ended yet.

const HEX_DIGEST = /^[0-9a-f]{64}$/;
// A value that is not a sha256 in hex (a journal edited by hand) is kept as it is, behind a
// character no packed digest holds (packed ones are Latin-1), so the two never compare equal.
const UNPACKED = '\u0100';
/** The stored form of a digest: a hex sha256 as 32 Latin-1 characters (a 48-byte string instead of 80). */
function packDigest(value) {
    return HEX_DIGEST.test(value) ? Buffer.from(value, 'hex').toString('latin1') : UNPACKED + value;
}
function unpackDigest(stored) {
    return stored.startsWith(UNPACKED) ? stored.slice(UNPACKED.length) : Buffer.from(stored, 'latin1').toString('hex');
}
class ItemOutputs {
    byIndex;
    earlier;
    constructor(
    /** By the item's index in the step's current foreach record (its items; a rerun that reopens the step keeps them). */
    byIndex, 
    /** Items' digests from the step's earlier loads of its items, by item id. */
    earlier) {
        this.byIndex = byIndex;
        this.earlier = earlier;
    }
    static EMPTY = new ItemOutputs((0,immutable__WEBPACK_IMPORTED_MODULE_0__.List)(), (0,immutable__WEBPACK_IMPORTED_MODULE_0__.Map)());
    /** The digest of the item at `index` of the current items (`id`: its id), unpacked; undefined before its first end. */
    get(index, id) {
        const stored = this.byIndex.get(index) ?? this.earlier.get(id);
        return stored === undefined ? undefined : unpackDigest(stored);
    }
    /** With the item at `index` of the current items ended with `digest`. */
    set(index, digest) {
        return new ItemOutputs(this.byIndex.set(index, packDigest(digest)), this.earlier);
    }
    /** When the step loads its items again (a new visit): the digests kept by index move to the map by id (`items`: the items they were kept for). */
    reloaded(items) {
        if (this.byIndex.size === 0)
            return this;
        const earlier = this.earlier.withMutations((map) => {
            this.byIndex.forEach((stored, index) => {
                const id = items.get(index)?.id;
                if (stored !== undefined && id !== undefined)
                    map.set(id, stored);
            });
        });
        return new ItemOutputs((0,immutable__WEBPACK_IMPORTED_MODULE_0__.List)(), earlier);
    }
    /** The digest kept for `index` of the current items as stored (packed), for tests of what a record retains. */
    storedAt(index) {
        return this.byIndex.get(index);
    }
    /** How many digests are kept by index (the current items) and by id (earlier loads). */
    get sizes() {
        let byIndex = 0;
        this.byIndex.forEach((d) => {
            if (d !== undefined)
                byIndex++;
        });
        return { byIndex, earlier: this.earlier.size };
    }
}


/***/ }),

/***/ 90666:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hs: () => (/* binding */ scanJournal),
/* harmony export */   JW: () => (/* binding */ journalUnchanged),
/* harmony export */   P2: () => (/* binding */ readOrigin),
/* harmony export */   S7: () => (/* binding */ journalPathFor),
/* harmony export */   XL: () => (/* binding */ eventsOf),
/* harmony export */   YH: () => (/* binding */ sameInstance),
/* harmony export */   a0: () => (/* binding */ readJournal),
/* harmony export */   fg: () => (/* binding */ sha256Hex),
/* harmony export */   ty: () => (/* binding */ syncDir),
/* harmony export */   xE: () => (/* binding */ EMPTY_HEAD),
/* harmony export */   yv: () => (/* binding */ originOf)
/* harmony export */ });
/* unused harmony exports parseJournal, scanHeld */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _own_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22076);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_4__);
// The run's journal: an append-only file of JSON lines, the durable truth of a run. Each line is
// one event with its sequence number and the sha256 of the line before it, so an edit anywhere
// but the very end breaks the chain. One write + fdatasync per batch of events is the commit
// point (journal-writer.ts appends; this file reads). A torn last line (a crash mid-append) was never committed: it is dropped and reported.
// Anything else malformed is tampering or damage, and the run is refused.





const EMPTY_HEAD = { seq: 0, sha256: null };
function identityOf(s) {
    return { dev: s.dev, ino: s.ino, mtimeMs: s.mtimeMs, ctimeMs: s.ctimeMs };
}
/** The journal beside a state file: `workflow_state.yaml` -> `workflow_state.journal.jsonl`. */
function journalPathFor(statePathAbsOrRel) {
    const name = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(statePathAbsOrRel).replace(/\.ya?ml$/i, '');
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(statePathAbsOrRel), `${name}.journal.jsonl`);
}
// crypto.hash (one call, no Hash object) where Node has it (20.12+): every journal line is hashed on every load.
const oneShot = node_crypto__WEBPACK_IMPORTED_MODULE_3__.hash;
function sha256Hex(text) {
    return oneShot ? oneShot('sha256', text, 'hex') : node_crypto__WEBPACK_IMPORTED_MODULE_3__.createHash('sha256').update(text).digest('hex');
}
/** Read and verify a journal: every line parses, numbers follow each other, hashes chain. */
function readJournal(path) {
    return withLines((visit) => scanJournal(path, visit));
}
/** A scan's result with its parsed lines kept (readJournal, parseJournal) in place of their texts. */
function withLines(scan) {
    const lines = [];
    const read = scan((line) => void lines.push(line));
    if (read.kind !== 'ok')
        return read;
    const { texts: _texts, ...found } = read;
    return { ...found, lines };
}
/**
 * Read and verify a journal as `readJournal` does, handing each line to `visit` once it is
 * verified (parsed, numbered, chained), in order, and keeping only its text: a replay folds the
 * events as they are read, and none of them stays alive after it (a long run's 10,000 parsed
 * events were the most of what a load kept, and the garbage collector copied them twice). A line
 * found corrupt after lines already visited makes the whole read corrupt, as readJournal's.
 */
function scanJournal(path, visit) {
    // The file's bytes are held only by `held` (no variable here): once decoded, the scan drops them,
    // so a replay folding the lines as they are read does not keep the journal twice (a 52 MB
    // journal of a 100,000-item foreach was alive as bytes and as text for all of its replay).
    const held = { bytes: undefined };
    let file;
    try {
        held.bytes = (0,_own_file_js__WEBPACK_IMPORTED_MODULE_2__/* .readRegularFile */ .XF)(path, Number.MAX_SAFE_INTEGER, { onStats: (s) => (file = identityOf(s)) });
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return { kind: 'absent' };
        // A link, FIFO, directory or device where the journal goes is not a journal (never followed or waited on).
        if (error instanceof _own_file_js__WEBPACK_IMPORTED_MODULE_2__/* .NotRegularFileError */ .iZ)
            return { kind: 'corrupt', reason: `is ${error.kind}, not a file` };
        return { kind: 'corrupt', reason: `cannot be read (${code ?? String(error)})` };
    }
    const read = scanHeld(held, visit);
    return read.kind === 'ok' && file ? { ...read, file } : read;
}
/** The events of lines `scanJournal` verified (parsed again: a replay keeps their text only). */
function eventsOf(texts, count = texts.length) {
    const out = [];
    for (let i = 0; i < count; i++)
        out.push(parseLine(texts[i]));
    return out;
}
/**
 * Whether the journal at `path` is still exactly what `read` found: the same file (device,
 * inode, modification and change times), the same length, and the same last line (whose hash,
 * chained, stands for every line before it). Reads only that line: a runner that took the lock after reading the journal need
 * not read and replay it again when no other runner appended to it or replaced it meanwhile.
 */
function journalUnchanged(path, read) {
    if (read.file === undefined || read.head.seq === 0)
        return false;
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
    }
    catch {
        return false;
    }
    try {
        const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        const now = identityOf(stats);
        if (!stats.isFile() || stats.size !== read.committedBytes + read.tornBytes || Object.keys(now).some((k) => now[k] !== read.file[k]))
            return false;
        const length = read.committedBytes - 1 - read.lastLineStart;
        const line = Buffer.alloc(length);
        let got = 0;
        while (got < length) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, line, got, length - got, read.lastLineStart + got);
            if (n === 0)
                return false;
            got += n;
        }
        return sha256Hex(line) === read.head.sha256;
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** Whether two instances are the same run's (a shard's claim, the run's journal). */
function sameInstance(a, b) {
    return a.seq === b.seq && a.sha256 === b.sha256;
}
/** The instance of the journal `read` verified (undefined: it has no line yet). */
function originOf(read) {
    const first = read.texts[0];
    return first === undefined ? undefined : { seq: 1, sha256: sha256Hex(first) };
}
/**
 * The instance of the journal at `path`, reading its first line only (a long run's journal is not
 * read again for it): undefined when there is no such file or its first line is not the first
 * event of a journal. For a journal a runner verified and holds the lock of (nothing else appends to
 * it or replaces it meanwhile).
 */
function readOrigin(path) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
    }
    catch {
        return undefined;
    }
    try {
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd).isFile())
            return undefined;
        const chunks = [];
        for (let at = 0;;) {
            const chunk = Buffer.alloc(64 * 1024);
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, chunk, 0, chunk.length, at);
            if (n === 0)
                return undefined;
            const end = chunk.subarray(0, n).indexOf(0x0a);
            chunks.push(chunk.subarray(0, end < 0 ? n : end));
            if (end >= 0)
                break;
            at += n;
        }
        const line = Buffer.concat(chunks);
        const parsed = parseLine(line);
        if (!isEnvelope(parsed) || parsed.seq !== 1 || parsed.prev !== null)
            return undefined;
        return { seq: 1, sha256: sha256Hex(line) };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
function parseJournal(bytes) {
    return withLines((visit) => scanHeld({ bytes }, visit));
}
/**
 * Scan the journal in `held`: valid UTF-8 (all JSON.stringify writes) decodes and encodes again
 * byte for byte: the file is decoded once, `held` lets go of the bytes, and each line is hashed as
 * text, which hashes its bytes on disk (slicing and decoding the buffer line by line cost more
 * than parsing, on a long journal). Any other file (a hand edit, damage, a character cut by a
 * crash) is read line by line as bytes, and so is a file longer than the longest string (its
 * lines decode one by one; the whole would not).
 */
function scanHeld(held, visit) {
    const { source, byteLength } = decoded(held);
    return scanSource(source, byteLength, visit);
}
function decoded(held) {
    const bytes = held.bytes;
    if (bytes.length > node_buffer__WEBPACK_IMPORTED_MODULE_4__.constants.MAX_STRING_LENGTH || !(0,node_buffer__WEBPACK_IMPORTED_MODULE_4__.isUtf8)(bytes))
        return { source: bytes, byteLength: bytes.length };
    held.bytes = undefined;
    return { source: bytes.toString('utf8'), byteLength: bytes.length };
}
function scanSource(source, byteLength, visit) {
    const texts = [];
    let prev = null;
    const text = typeof source === 'string' ? source : undefined;
    const bytes = typeof source === 'string' ? undefined : source;
    let start = 0;
    let last;
    for (;;) {
        const end = text !== undefined ? text.indexOf('\n', start) : bytes.indexOf(0x0a, start);
        if (end < 0)
            break;
        const raw = text !== undefined ? text.slice(start, end) : bytes.subarray(start, end);
        const where = texts.length + 1;
        const parsed = parseLine(raw);
        // A prev equal to the hash just taken is well-formed: its form is checked only when it differs.
        if (!isEnvelope(parsed) || (parsed.prev !== prev && !wellFormedPrev(parsed.prev)))
            return { kind: 'corrupt', reason: `line ${where} is not a journal event`, line: where };
        if (parsed.seq !== where)
            return { kind: 'corrupt', reason: `line ${where} has seq ${parsed.seq} (expected ${where}): events were removed or reordered`, line: where };
        if (parsed.prev !== prev)
            return { kind: 'corrupt', reason: `line ${where} does not follow the line before it (hash chain broken): the journal was edited`, line: where };
        texts.push(raw);
        visit(parsed, where - 1);
        prev = sha256Hex(raw);
        last = raw;
        start = end + 1;
    }
    // What follows the last newline was never committed: only the last line may be cut short by a
    // crash (and then it never ends with a newline), and a whole event without its newline was not
    // committed either. It is dropped.
    const tornBytes = text !== undefined ? Buffer.byteLength(text.slice(start), 'utf8') : byteLength - start;
    const committedBytes = byteLength - tornBytes;
    const lastLineStart = last === undefined ? 0 : committedBytes - 1 - (typeof last === 'string' ? Buffer.byteLength(last, 'utf8') : last.length);
    return { kind: 'ok', texts, head: headOf(texts.length, prev), tornBytes, committedBytes, lastLineStart };
}
function parseLine(raw) {
    try {
        return JSON.parse(typeof raw === 'string' ? raw : raw.toString('utf8'));
    }
    catch {
        return undefined;
    }
}
function headOf(count, sha) {
    return { seq: count, sha256: count === 0 ? null : sha };
}
/** The envelope's fields and their types (parseJournal checks a prev's form: wellFormedPrev). */
function isEnvelope(v) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    const r = v;
    return Number.isSafeInteger(r['seq']) && (r['prev'] === null || typeof r['prev'] === 'string') && typeof r['at'] === 'string' && typeof r['event'] === 'string';
}
function wellFormedPrev(prev) {
    return prev === null || /^[0-9a-f]{64}$/.test(prev);
}
/** fsync a folder: a file created (or renamed) in it survives a crash only once its folder is synced. */
function syncDir(dir) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(dir, 'r');
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fsyncSync)(fd);
    }
    catch {
        /* some file systems refuse fsync on a folder; nothing more can be done there */
    }
    finally {
        if (fd !== undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}


/***/ }),

/***/ 20210:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ RunLock)
/* harmony export */ });
/* unused harmony export processStartTime */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(82862);
/* harmony import */ var _own_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(22076);
// One runner per run: a lock file beside the state file, created with O_EXCL. A lock whose
// owner is a dead process on this machine is recovered; a live owner means WORKFLOW_LOCKED.
// The lock sits where stages can write: it is read without following links or blocking on a
// FIFO; a link at its path (never a lock stagegate made) is removed, and a directory, FIFO or
// device there is named (RUN_FILE_UNSAFE) instead of being taken for another runner's lock.






const EMPTY_LOCK_GRACE_MS = 30_000;
function readOwner(path) {
    try {
        const data = JSON.parse((0,_own_file_js__WEBPACK_IMPORTED_MODULE_5__/* .readRegularFile */ .XF)(path, 64 * 1024).toString('utf8'));
        if (typeof data.pid === 'number' && typeof data.host === 'string') {
            return { pid: data.pid, host: data.host, started_at: String(data.started_at), ...(typeof data.pid_start === 'string' ? { pid_start: data.pid_start } : {}) };
        }
    }
    catch {
        /* unreadable or half-written: treated below */
    }
    return undefined;
}
/**
 * When process `pid` started (/proc/<pid>/stat field 22), or undefined where that cannot be read
 * (no /proc, the process is gone). The command name (field 2) is in parentheses and may hold
 * spaces and parentheses itself: the fields are counted from the last ')'.
 */
function processStartTime(pid) {
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${pid}/stat`, 'utf8');
    }
    catch {
        return undefined;
    }
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (state): field 22 is fields[19].
    const start = fields[19];
    return start !== undefined && /^\d+$/.test(start) ? start : undefined;
}
function processIsAlive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        return error.code === 'EPERM';
    }
}
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV']);
/**
 * Create the lock file holding `owner`, or return false when it exists. The owner is written to a
 * private temp file first and hard-linked into place (link fails with EEXIST, atomically like
 * O_EXCL), so a lock never exists without its owner: a runner killed halfway leaves at most its
 * temp file, never an empty lock that would block the run for EMPTY_LOCK_GRACE_MS.
 */
function tryCreate(path, owner) {
    const temp = `${path}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.randomBytes)(4).toString('hex')}.tmp`;
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(temp, 'wx', 0o644);
    try {
        const text = Buffer.from(JSON.stringify(owner));
        let offset = 0;
        while (offset < text.length)
            offset += (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, text, offset, text.length - offset);
        // Link only the file written here, and check the lock is it (a stage may swap files in the run folder).
        if (!(0,_own_file_js__WEBPACK_IMPORTED_MODULE_5__/* .stillNames */ .D_)(temp, fd))
            throw new _own_file_js__WEBPACK_IMPORTED_MODULE_5__/* .SwappedFileError */ .vT(temp);
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.linkSync)(temp, path);
            if (!(0,_own_file_js__WEBPACK_IMPORTED_MODULE_5__/* .stillNames */ .D_)(path, fd))
                throw new _own_file_js__WEBPACK_IMPORTED_MODULE_5__/* .SwappedFileError */ .vT(path);
            return true;
        }
        catch (error) {
            const code = error.code ?? '';
            if (code === 'EEXIST')
                return false;
            if (!NO_HARD_LINKS.has(code))
                throw error;
        }
    }
    finally {
        if ((0,_own_file_js__WEBPACK_IMPORTED_MODULE_5__/* .stillNames */ .D_)(temp, fd))
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(temp, { force: true });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
    // A filesystem without hard links: O_EXCL create, then write.
    let direct;
    try {
        direct = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, 'wx', 0o644);
    }
    catch (error) {
        if (error.code === 'EEXIST')
            return false;
        throw error;
    }
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(direct, JSON.stringify(owner));
    }
    catch (error) {
        if ((0,_own_file_js__WEBPACK_IMPORTED_MODULE_5__/* .stillNames */ .D_)(path, direct))
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(path, { force: true });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(direct);
        throw error;
    }
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(direct);
    return true;
}
/** Remove temp files that killed runners left beside the lock (their pid is gone). */
function removeDeadTemps(path) {
    const prefix = `${(0,node_path__WEBPACK_IMPORTED_MODULE_3__.basename)(path)}.`;
    try {
        for (const name of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(path))) {
            const m = name.startsWith(prefix) ? /^\.(\d+)\.[0-9a-f]+\.tmp$/.exec(name.slice((0,node_path__WEBPACK_IMPORTED_MODULE_3__.basename)(path).length)) : null;
            if (m && Number(m[1]) !== process.pid && !processIsAlive(Number(m[1])))
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(path), name), { force: true });
        }
    }
    catch {
        /* best effort */
    }
}
/**
 * What stands at the lock path is not a lock file: a link is removed (stagegate never makes one
 * there; what it points to is left alone) and true is returned, so the caller tries again;
 * a directory, FIFO, device or socket is named and refused.
 */
function notALock(path, describe) {
    const there = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path, { throwIfNoEntry: false });
    if (there === undefined || there.isFile())
        return false;
    if (there.isSymbolicLink()) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(path);
        return true;
    }
    throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .StagegateError */ .q('RUN_FILE_UNSAFE', `the lock ${path} of ${describe} is ${(0,_own_file_js__WEBPACK_IMPORTED_MODULE_5__/* .kindOf */ .I)(there)}, not a lock file stagegate made; nothing was changed`, {
        hint: `Remove ${path} (stagegate makes the lock as a regular file and removes it when the run ends), then run again.`,
    });
}
/** When this process started (wall clock), to tell our locks from an earlier same-pid process's. */
const PROCESS_STARTED_MS = Date.now() - process.uptime() * 1000;
/**
 * A lock is stale when its owner ran on this host and is gone: its pid is not running, or is
 * running a process that started at another time than the owner did (the pid was used again, e.g.
 * after a reboot or in a restarted container). A lock without the owner's start time (an earlier
 * stagegate's, or one made where /proc cannot tell) is judged by its pid alone.
 */
function isStale(path) {
    const owner = readOwner(path);
    if (!owner) {
        // Empty or unreadable: its writer is mid-write (a few microseconds) or was killed between
        // create and write. Only the second case survives for long.
        try {
            return Date.now() - (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path).mtimeMs > EMPTY_LOCK_GRACE_MS;
        }
        catch {
            return false;
        }
    }
    if (owner.host !== (0,node_os__WEBPACK_IMPORTED_MODULE_2__.hostname)())
        return false;
    // Our own pid: held by this very process, unless the lock predates it (pids repeat, e.g.
    // the same low pid in every fresh container or pid namespace; that earlier process is gone).
    if (owner.pid === process.pid) {
        const own = processStartTime(process.pid);
        if (owner.pid_start !== undefined && own !== undefined && owner.pid_start !== own)
            return true;
        return Date.parse(owner.started_at) < PROCESS_STARTED_MS - 1000;
    }
    if (!processIsAlive(owner.pid))
        return true;
    if (owner.pid_start === undefined)
        return false;
    const running = processStartTime(owner.pid);
    return running !== undefined && running !== owner.pid_start;
}
/** The refusal of a lock a live runner holds (acquire; and `plan`, which predicts it: RunLock.refuseIfHeld). */
function lockedError(path, describe) {
    const holder = readOwner(path);
    return new _run_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .StagegateError */ .q('WORKFLOW_LOCKED', `${describe} is locked by another stagegate process${holder ? ` (pid ${holder.pid} on ${holder.host}, since ${holder.started_at})` : ''}; nothing was changed.`, { hint: `Wait for it to finish. If no such process exists on that machine, remove ${path}.` });
}
class RunLock {
    path;
    constructor(path) {
        this.path = path;
    }
    static acquire(path, describe) {
        try {
            const lock = RunLock.take(path, describe);
            removeDeadTemps(path);
            return lock;
        }
        catch (error) {
            if ((0,_run_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .isStagegateError */ .W)(error))
                throw error;
            // The lock lives beside the state: if it cannot be written, neither can the state.
            const code = error.code ?? 'error';
            throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .StagegateError */ .q('STATE_WRITE_FAILED', `cannot create the lock ${path} of ${describe} (${code}); nothing was changed`, {
                hint: 'Make the state directory writable (or free disk space), then run again.',
                cause: error,
            });
        }
    }
    static take(path, describe) {
        const start = processStartTime(process.pid);
        const owner = { pid: process.pid, host: (0,node_os__WEBPACK_IMPORTED_MODULE_2__.hostname)(), started_at: new Date().toISOString(), ...(start !== undefined ? { pid_start: start } : {}) };
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(path), { recursive: true });
        for (let round = 0; round < 3; round++) {
            if (tryCreate(path, owner))
                return new RunLock(path);
            if (notALock(path, describe))
                continue;
            if (!isStale(path))
                break;
            // Recovery is itself guarded by an O_EXCL takeover file, so two runners that both find
            // the same stale lock cannot both remove it (one would remove the other's fresh lock).
            const takeover = `${path}.takeover`;
            if (!tryCreate(takeover, owner)) {
                if (isStale(takeover))
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(takeover, { force: true });
                continue;
            }
            try {
                if (isStale(path))
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(path, { force: true });
                if (tryCreate(path, owner))
                    return new RunLock(path);
            }
            finally {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(takeover, { force: true });
            }
        }
        throw lockedError(path, describe);
    }
    /**
     * Whether a live runner holds the lock at `path` (for `status`): a lock whose owner is a dead
     * process on this machine, or anything but a regular file, is not held.
     */
    static isHeld(path) {
        const there = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path, { throwIfNoEntry: false });
        return there !== undefined && there.isFile() && !isStale(path);
    }
    /** Without taking it: WORKFLOW_LOCKED, as acquire would refuse, when a live runner holds the lock. */
    static refuseIfHeld(path, describe) {
        if (RunLock.isHeld(path))
            throw lockedError(path, describe);
    }
    release() {
        try {
            const owner = readOwner(this.path);
            if (owner && owner.pid === process.pid && owner.host === (0,node_os__WEBPACK_IMPORTED_MODULE_2__.hostname)())
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(this.path, { force: true });
        }
        catch {
            /* a lock that cannot be removed names a dead pid once we exit: the next runner recovers it */
        }
    }
}


/***/ }),

/***/ 31594:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ writeManifest),
/* harmony export */   s: () => (/* binding */ writeLatestPointer)
/* harmony export */ });
/* harmony import */ var _own_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22076);
/* harmony import */ var _atomic_write_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(10174);
/* harmony import */ var _manifest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75224);
// Writing a run's manifest and its LATEST_RUN.md pointer (projections a runner writes after each
// commit). Apart from manifest.ts, which only reads and renders, so that read-only commands
// (status, graph) load no writer.



/**
 * Write the manifest unless it already says exactly this (a projection: atomic, not fsync'd).
 * Returns its length. With `cache`, the file is read back only before this run's first write
 * (after that, every write follows a commit that moved the journal head the manifest records).
 * `random`: the run's pool its temp file's name comes from (random-hex.ts).
 */
function writeManifest(absPath, state, m, cache, random) {
    const chunks = cache ? (0,_manifest_js__WEBPACK_IMPORTED_MODULE_2__/* .manifestChunks */ .il)(state, m, cache) : [Buffer.from((0,_manifest_js__WEBPACK_IMPORTED_MODULE_2__/* .manifestText */ .$2)(state, m), 'utf8')];
    const length = chunks.reduce((n, c) => n + c.length, 0);
    // Read back only before the first write through `cache` (manifestChunks counts the writes).
    if (cache === undefined || cache.writes === 1) {
        try {
            if ((0,_own_file_js__WEBPACK_IMPORTED_MODULE_0__/* .readRegularFile */ .XF)(absPath, Number.MAX_SAFE_INTEGER, { follow: true }).equals(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)))
                return length;
        }
        catch {
            /* absent, unreadable or not a file (never waited on, if a FIFO): write it */
        }
    }
    (0,_atomic_write_js__WEBPACK_IMPORTED_MODULE_1__/* .atomicWriteFile */ .Re)(absPath, chunks, { durable: false, ...(random ? { random } : {}) });
    return length;
}
function writeLatestPointer(absPath, state, manifestRel, stateRel) {
    const text = [
        '# Latest run (pointer only)',
        '',
        'This file is a convenience pointer. It is never evidence: read the manifest and state it names.',
        '',
        `- run_id: ${state.run_id}`,
        `- workflow: ${state.workflow}`,
        `- manifest: ${manifestRel}`,
        `- state: ${stateRel}`,
        `- status: ${state.status}`,
        `- updated: ${state.updated_at}`,
        '',
    ].join('\n');
    (0,_atomic_write_js__WEBPACK_IMPORTED_MODULE_1__/* .atomicWriteFile */ .Re)(absPath, text, { durable: false });
}


/***/ }),

/***/ 75224:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $2: () => (/* binding */ manifestText),
/* harmony export */   h1: () => (/* binding */ MANIFEST_FILE),
/* harmony export */   il: () => (/* binding */ manifestChunks),
/* harmony export */   n_: () => (/* binding */ LATEST_POINTER_FILE)
/* harmony export */ });
/* unused harmony export manifestDocument */
/* harmony import */ var _plain_yaml_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(97721);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46624);
/* harmony import */ var _snapshot_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88577);
/* harmony import */ var _taken_back_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(20232);
/* harmony import */ var _steps_process_spend_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(45781);
/* harmony import */ var _steps_child_transition_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(37487);
/* harmony import */ var _steps_foreach_manifest_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(75517);
// RUN_MANIFEST.yaml (provenance of one run, in its run root) and the LATEST_RUN.md pointer. The
// manifest is projected from the state after every commit and records the journal head it was
// written at, so a journal cut shorter than the manifest says is detected on the next load.







const MANIFEST_FILE = 'RUN_MANIFEST.yaml';
const LATEST_POINTER_FILE = 'LATEST_RUN.md';
const HEADER = '# stagegate run manifest: provenance of this run.\n';
function entry(a) {
    return {
        path: a.path,
        sha256: a.sha256,
        size: a.size,
        step: a.step,
        gate_status: a.gate_status,
        visit: a.visit,
        accepted_at: a.accepted_at,
        ...(a.revised_by ? { revised_by: a.revised_by } : {}),
        ...(a.source_commit !== undefined ? { source_commit: a.source_commit } : {}),
        ...(a.agent_package_version !== undefined ? { agent_package_version: a.agent_package_version } : {}),
    };
}
function manifestDocument(state, m, artifacts = (s) => Object.values((0,_taken_back_js__WEBPACK_IMPORTED_MODULE_5__/* .standingArtifacts */ .A)(s)).map(entry)) {
    // The stagegate that ran the latest invocation, when its journal recorded it (older ones did not:
    // their manifests stay as they were written).
    const stagegate = state.invocations[state.invocations.length - 1]?.stagegate_version;
    return {
        agent_package_version: state.agent_package_version,
        ...(stagegate !== undefined ? { stagegate_version: stagegate } : {}),
        run_id: state.run_id,
        workflow: state.workflow,
        workflow_file: state.workflow_file,
        workflow_digest: state.workflow_digest,
        execution_mode: state.execution_mode,
        ignore_previous_completion: state.ignore_previous_completion,
        fresh_execution_of: state.fresh_execution_of,
        source_commit: state.source_commit,
        started_at: state.created_at,
        last_updated: state.updated_at,
        status: state.status,
        ...(0,_state_js__WEBPACK_IMPORTED_MODULE_0__/* .terminalStatusOf */ .i$)(state),
        journal: { file: m.journalFile, seq: m.head.seq, sha256: m.head.sha256 },
        artifacts: artifacts(state),
        // Resumes at another source commit and what the run did (keep: the old verdicts it continued with).
        ...(state.source_changes && state.source_changes.length > 0 ? { source_changes: state.source_changes } : {}),
        ...(0,_steps_process_spend_js__WEBPACK_IMPORTED_MODULE_2__/* .agentManifestSections */ .$Q)(state),
        ...(0,_steps_child_transition_js__WEBPACK_IMPORTED_MODULE_3__/* .childManifestSections */ .MJ)(state),
        ...(0,_steps_foreach_manifest_js__WEBPACK_IMPORTED_MODULE_4__/* .foreachManifestSections */ .OA)(state),
    };
}
/**
 * The manifest's text. With `cache` (kept by the run that writes it: snapshot.ts ProjectionCache),
 * what did not change since the last write (each artifact entry, each unchanged key) is reused;
 * the text is the same either way.
 */
function manifestText(state, m, cache) {
    return cache ? (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_1__/* .textOf */ .b6)(manifestChunks(state, m, cache)) : wholeManifestText(state, m);
}
function wholeManifestText(state, m) {
    return HEADER + (0,_plain_yaml_js__WEBPACK_IMPORTED_MODULE_6__/* .emitYaml */ .h)(JSON.parse(JSON.stringify(manifestDocument(state, m))));
}
const EMPTY_LIST = Buffer.from(' []');
/** The manifest's text in pieces, reusing from `cache` what did not change (manifestText). */
function manifestChunks(state, m, cache) {
    // The first write through a cache: the whole document at once (snapshot.ts ProjectionCache.writes).
    if (cache.writes++ === 0)
        return [Buffer.from(wholeManifestText(state, m), 'utf8')];
    // The artifacts section is written from the cache below: not mapped here (one entry per accepted output).
    return (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_1__/* .mappingChunks */ .n6)(HEADER, manifestDocument(state, m, () => undefined), cache, {
        artifacts: () => {
            const standing = (0,_taken_back_js__WEBPACK_IMPORTED_MODULE_5__/* .standingArtifacts */ .A)(state);
            if (Object.keys(standing).length === 0)
                return [EMPTY_LIST];
            // A list item of the manifest (an artifact record is also cached by the snapshot, under its step id).
            return (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_1__/* .recordList */ ._u)(cache, 'artifacts', standing, (a) => (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_1__/* .cachedEntry */ .rb)(cache, a, MANIFEST_ENTRY, (r) => [entry(r)]));
        },
    });
}
/** The cache key of a manifest entry (an artifact record is also cached by the snapshot, under its step id). */
const MANIFEST_ENTRY = '\u0000manifest';


/***/ }),

/***/ 30269:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ NO_IDS)
/* harmony export */ });
/**
 * No ids: one frozen empty list that every item without dependencies (or without dependencies it
 * waits for) shares \u2014 100,000 items held 200,000 empty arrays otherwise. Re-exported by state.ts.
 */
const NO_IDS = Object.freeze([]);


/***/ }),

/***/ 79285:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ ownFileTarget),
/* harmony export */   b: () => (/* binding */ otherWorkflowHint)
/* harmony export */ });
/* harmony import */ var _run_command_line_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1439);
// A run named with another workflow file than the one it was started from (two workflows whose
// state_path puts their runs in one place, or a mistyped file): the likely mistake is the file
// named, so the fix names the run's own file first \u2014 as commands that continue and show the run \u2014
// and never a fresh start of the other workflow in its place.

/**
 * `WORKFLOW --run-id ID [name=value ...]` for the run's own file: the inputs that located its
 * state here locate it there too (both workflows' state_path put it at this one file).
 */
function ownFileTarget(run, naming) {
    return (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_0__/* .runTarget */ .Nh)(run.workflow_file, run.run_id, naming?.locating ?? []);
}
function otherWorkflowHint(run, named, statePath, naming) {
    const target = ownFileTarget(run, naming);
    const name = naming?.commandName ?? 'stagegate';
    return `Run ${run.run_id} was started from ${(0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_0__/* .shellWord */ .r7)(run.workflow_file)}: name that file \u2014 \`${name} run ${target}\` continues it, \`${name} status ${target}\` shows it. For a run of ${(0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_0__/* .shellWord */ .r7)(named)}, give it another --run-id (both workflows keep run ${run.run_id}'s state at ${statePath}). The state file was not changed.`;
}


/***/ }),

/***/ 97721:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ emitBlock),
/* harmony export */   h: () => (/* binding */ emitYaml)
/* harmony export */ });
// A short emitter of plain data (what JSON.parse yields) as block-style YAML, for the run's two
// projections (workflow_state.yaml, RUN_MANIFEST.yaml), rewritten after every stage. It exists
// because measurement demanded it: the yaml library's stringify was the largest in-product CPU
// cost of a small run (docs/benchmarks.md, "Plain YAML emitter"). It writes what the library
// writes with { lineWidth: 0 } for the common cases (block mappings and `- ` lists, `{}`/`[]`,
// plain words, `|`/`|-`/`|+` block literals), quotes more conservatively, and is proved by
// round-trip property tests through the library's parser (test/unit/plain-yaml.property.test.ts).
// Everything else the product writes as YAML stays on the library.
/** Characters a plain or block scalar may hold raw (a double-quoted one escapes the others). */
const PRINTABLE = /^(?:[\t\x20-\x7e\xa1-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd]|[\ud800-\udbff][\udc00-\udfff])*$/;
/** Lines too (a block literal): the same characters and `\n`. */
const PRINTABLE_LINES = /^(?:[\t\n\x20-\x7e\xa1-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd]|[\ud800-\udbff][\udc00-\udfff])*$/;
/** What a plain scalar may not look like: an indicator first, a document marker, space at either end, `: ` or ` #` inside, `:` last. */
const NOT_PLAIN = /^[-?:,[\]{}#&*!|>'"%@`~\t ]|^(?:---|\.\.\.)|[\t ]$|:$|:[\t ]|[\t ]#/;
/** Words YAML 1.2 (core) or 1.1 (as PyYAML reads it) takes for null, a boolean, a merge key or a number: quoted. */
const NOT_STRING = /^(?:null|Null|NULL|true|True|TRUE|false|False|FALSE|yes|Yes|YES|no|No|NO|on|On|ON|off|Off|OFF|<<|=|[-+]?(?:[0-9][0-9_]*(?:\.[0-9_]*)?|\.[0-9_]+)(?:[eE][-+]?[0-9]+)?|[-+]?0(?:[xX][0-9a-fA-F_]+|[oO][0-7_]+|[bB][01_]+)|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
/** What JSON.stringify leaves raw but a reader should see escaped (and YAML double quotes escape the same way). */
const ESCAPE_MORE = /[\x7f-\xa0\u2028\u2029\ufeff\ufffe\uffff]/g;
/** Keys longer than this (YAML allows an implicit key of at most 1024 characters) are written `? key`. */
const IMPLICIT_KEY_MAX = 1000;
/** `value` (plain data) as a YAML document, ending in a newline. */
function emitYaml(value) {
    if (typeof value === 'object' && value !== null)
        return `${isEmpty(value) ? (Array.isArray(value) ? '[]' : '{}') : emitBlock(value, '')}\n`;
    return `${typeof value === 'string' && value.includes('\n') ? quoted(value) : scalar(value, '')}\n`;
}
/**
 * A non-empty mapping's or list's lines, each indented by `indent`, without the last newline: the
 * text `emitYaml` writes for it when it stands at that indentation (the pieces of a projection).
 */
function emitBlock(value, indent) {
    return indent + (Array.isArray(value) ? list(value, indent) : mapping(value, indent));
}
function isEmpty(value) {
    if (Array.isArray(value))
        return value.length === 0;
    for (const key in value)
        if (value[key] !== undefined)
            return false;
    return true;
}
/** The entries, the first without indentation (it follows `- ` or the caller's indentation). */
function mapping(value, indent) {
    let out = '';
    for (const key of Object.keys(value)) {
        const v = value[key];
        if (v === undefined)
            continue; // as JSON: an absent member
        if (out !== '')
            out += `\n${indent}`;
        const k = keyText(key);
        out += k.length > IMPLICIT_KEY_MAX ? `? ${k}\n${indent}:` : `${k}:`;
        out += typeof v === 'object' && v !== null && !isEmpty(v) ? `\n${emitBlock(v, `${indent}  `)}` : ` ${valueText(v, indent)}`;
    }
    return out;
}
function list(value, indent) {
    let out = '';
    for (const v of value) {
        if (out !== '')
            out += `\n${indent}`;
        if (v === undefined)
            throw new TypeError('plain YAML: undefined in a list is not plain data');
        const inner = `${indent}  `;
        if (typeof v === 'object' && v !== null && !isEmpty(v))
            out += `- ${Array.isArray(v) ? list(v, inner) : mapping(v, inner)}`;
        else
            out += `- ${valueText(v, indent)}`;
    }
    return out;
}
/** A scalar or empty collection after `key: ` or `- ` on a line indented `indent`. */
function valueText(v, indent) {
    if (typeof v === 'object' && v !== null)
        return Array.isArray(v) ? '[]' : '{}';
    return scalar(v, indent);
}
function scalar(v, indent) {
    switch (typeof v) {
        case 'string':
            return v.includes('\n') ? literal(v, indent) : plainOrQuoted(v);
        case 'number':
            if (!Number.isFinite(v))
                throw new TypeError(`plain YAML: ${v} is not plain data`);
            return Object.is(v, -0) ? '-0' : String(v);
        case 'boolean':
            return v ? 'true' : 'false';
        default:
            if (v === null)
                return 'null';
            throw new TypeError(`plain YAML: a ${typeof v} is not plain data`);
    }
}
function keyText(key) {
    return key.includes('\n') ? quoted(key) : plainOrQuoted(key);
}
function plainOrQuoted(s) {
    return s !== '' && PRINTABLE.test(s) && !NOT_PLAIN.test(s) && !NOT_STRING.test(s) ? s : quoted(s);
}
/** Double-quoted: JSON's escapes are YAML's (`\"`, `\\`, `\n`, `\t`, `\uXXXX`, \u2026). */
function quoted(s) {
    return JSON.stringify(s).replace(ESCAPE_MORE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/**
 * A multi-line string as a block literal, its lines two spaces deeper than `indent`: `|-` without
 * a final newline, `|` with one, `|+` with more; `|2\u2026` when its first text starts with a space
 * (its indentation cannot be inferred). Double-quoted when a block would not say it plainly:
 * characters a block cannot hold (CR, controls), or nothing but whitespace on its last line.
 */
function literal(s, indent) {
    if (!PRINTABLE_LINES.test(s) || !/[^\t\n ]/.test(s) || /\n[\t ]+\n*$/.test(s))
        return quoted(s);
    let end = s.length;
    while (s.charCodeAt(end - 1) === 10)
        end--;
    const newlines = s.length - end;
    const header = `|${/^[\n ]* /.test(s) ? '2' : ''}${newlines === 0 ? '-' : newlines === 1 ? '' : '+'}`;
    const inner = `${indent}  `;
    // As the library writes it: a run of line breaks, then the indentation (blank lines stay empty).
    return `${header}\n${inner}${s.slice(0, end).replace(/\n+/g, `$&${inner}`)}${'\n'.repeat(Math.max(0, newlines - 1))}`;
}


/***/ }),

/***/ 77375:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ logEvent),
/* harmony export */   a: () => (/* binding */ emptyLog)
/* harmony export */ });
function emptyLog() {
    return { history: [], decisions: [] };
}
/** Add what one applied event made: its transitions, and the decision it took. */
function logEvent(log, event, after) {
    for (const entry of after.recent)
        log.history.push(entry);
    if (event.event === 'decision_taken')
        log.decisions.push({ ...event.outcome.record, at: event.at });
}


/***/ }),

/***/ 77524:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  n: () => (/* binding */ RunStore)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/run/errors.ts
var errors = __webpack_require__(82862);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/core/state/journal.ts
var journal = __webpack_require__(90666);
;// CONCATENATED MODULE: ./src/core/state/journal-writer.ts
// Appending to a run's journal (journal.ts reads it): the one writer of a run's truth, loaded only
// by the commands that change a run, not by the read-only ones (status, graph).



/**
 * Appends to one journal. Opened once per invocation: a torn tail is cut off first, a new file
 * is created exclusively (and its folder fsync'd: the creation is a commit point). Before every
 * append the path must still name the file this writer holds (device + inode): a stage that
 * replaced the journal cannot make the runner write into a file it no longer reads.
 */
class JournalWriter {
    path;
    fd;
    head;
    identity;
    constructor(path, fd, head, identity) {
        this.path = path;
        this.fd = fd;
        this.head = head;
        this.identity = identity;
    }
    /** Open `path` for appending after `read` (what readJournal or scanJournal found there a moment ago). */
    static open(path, read) {
        let fd;
        if (read.kind === 'absent') {
            (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(path), { recursive: true });
            fd = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_APPEND | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | external_node_fs_.constants.O_NOFOLLOW, 0o644);
            (0,journal/* syncDir */.ty)((0,external_node_path_.dirname)(path));
        }
        else {
            fd = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_APPEND | external_node_fs_.constants.O_NOFOLLOW);
            if (read.tornBytes > 0) {
                (0,external_node_fs_.ftruncateSync)(fd, read.committedBytes);
                (0,external_node_fs_.fdatasyncSync)(fd);
            }
        }
        const st = (0,external_node_fs_.fstatSync)(fd);
        if (!st.isFile()) {
            (0,external_node_fs_.closeSync)(fd);
            throw Object.assign(new Error(`${path} is not a regular file`), { code: 'EFTYPE' });
        }
        return new JournalWriter(path, fd, read.kind === 'ok' ? read.head : journal/* EMPTY_HEAD */.xE, { dev: st.dev, ino: st.ino });
    }
    get current() {
        return this.head;
    }
    /** Whether the path still names the file this writer appends to. */
    stillOurs() {
        try {
            const st = (0,external_node_fs_.lstatSync)(this.path);
            return st.isFile() && st.dev === this.identity.dev && st.ino === this.identity.ino;
        }
        catch {
            return false;
        }
    }
    /**
     * Append events (each gets its seq and prev) in one write, then fdatasync: committed when this
     * returns. Returns the lines as written.
     */
    append(events) {
        if (events.length === 0)
            return [];
        if (!this.stillOurs())
            throw Object.assign(new Error(`${this.path} was replaced or removed while the run held it`), { code: 'EJOURNALSWAPPED' });
        let { seq, sha256: prev } = this.head;
        const out = [];
        const texts = [];
        for (const e of events) {
            seq++;
            const { event, at, ...rest } = e;
            const line = { seq, prev, at, event, ...rest };
            const text = JSON.stringify(line);
            prev = (0,journal/* sha256Hex */.fg)(text);
            texts.push(text);
            out.push(line);
        }
        // The lines encoded straight into one buffer: a joined copy of them (a foreach_loaded line of
        // 100,000 items is ~16 MB) would be one more large string alive while the commit runs.
        const buffer = Buffer.allocUnsafe(texts.reduce((n, text) => n + Buffer.byteLength(text, 'utf8') + 1, 0));
        let at = 0;
        for (const text of texts) {
            at += buffer.write(text, at, 'utf8');
            buffer[at++] = 0x0a;
        }
        let written = 0;
        while (written < buffer.length)
            written += (0,external_node_fs_.writeSync)(this.fd, buffer, written, buffer.length - written);
        (0,external_node_fs_.fdatasyncSync)(this.fd);
        this.head = { seq, sha256: prev };
        return out;
    }
    close() {
        if (this.fd < 0)
            return;
        try {
            (0,external_node_fs_.closeSync)(this.fd);
        }
        finally {
            this.fd = -1;
        }
    }
}

// EXTERNAL MODULE: ./src/core/state/snapshot.ts
var snapshot = __webpack_require__(88577);
// EXTERNAL MODULE: ./src/core/state/atomic-write.ts
var atomic_write = __webpack_require__(10174);
// EXTERNAL MODULE: ./src/core/state/store.ts
var store = __webpack_require__(89916);
;// CONCATENATED MODULE: ./src/core/state/run-store.ts
// Committing a run: appending its events to the journal (one fdatasync) and writing the snapshot
// projected from them. Apart from store.ts (loading), so read-only commands load no writer.






/** Appends a run's events and writes its projections. */
class RunStore {
    files;
    writer;
    random;
    /** The step and artifact records' text as last written (snapshot.ts: ProjectionCache). */
    projected = new snapshot/* ProjectionCache */.yP();
    constructor(files, writer, 
    /** The run's pool the snapshot's temp names come from (random-hex.ts). */
    random) {
        this.files = files;
        this.writer = writer;
        this.random = random;
    }
    /** Open for writing after `load` (absent: a new journal is created exclusively). */
    static open(files, load, random) {
        const journal = (0,store/* journalFileOf */.nW)(files);
        const read = load.kind === 'ok' ? load.journal : (load.journal ?? { kind: 'absent' });
        try {
            return new RunStore(files, JournalWriter.open(journal, read), random);
        }
        catch (error) {
            // A journal the runner cannot open for appending (read-only file or folder, a full disk): a
            // documented stop, with nothing written, not an internal error.
            const code = error.code;
            if (code === undefined)
                throw error;
            throw new errors/* StagegateError */.q('STATE_WRITE_FAILED', `cannot write the journal ${journal} (${code}: it cannot be opened for appending); nothing was changed`, {
                hint: 'Make the journal and its folder writable (or free disk space), then run again.',
                cause: error,
            });
        }
    }
    get head() {
        return this.writer.current;
    }
    get journalFile() {
        return (0,external_node_path_.basename)((0,store/* journalFileOf */.nW)(this.files));
    }
    /** Append events: committed (fdatasync'd) when this returns. */
    commit(events) {
        this.writer.append(events);
    }
    /** workflow_state.yaml for `state` at the current head (atomic; a projection, so not fsync'd). Returns its length. */
    writeSnapshot(state) {
        const chunks = (0,snapshot/* snapshotChunksOf */.WV)(state, this.head, this.journalFile, this.projected);
        (0,atomic_write/* atomicWriteFile */.Re)(this.files.state, chunks, { durable: false, ...(this.random ? { random: this.random } : {}) });
        return chunks.reduce((n, c) => n + c.length, 0);
    }
    close() {
        this.writer.close();
    }
}


/***/ }),

/***/ 88577:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* binding */ parseSnapshot),
/* harmony export */   MY: () => (/* binding */ snapshotText),
/* harmony export */   RA: () => (/* binding */ readSnapshot),
/* harmony export */   T_: () => (/* binding */ readSnapshotFile),
/* harmony export */   WV: () => (/* binding */ snapshotChunksOf),
/* harmony export */   _u: () => (/* binding */ recordList),
/* harmony export */   at: () => (/* binding */ firstDifference),
/* harmony export */   b6: () => (/* binding */ textOf),
/* harmony export */   eY: () => (/* binding */ snapshotOf),
/* harmony export */   n6: () => (/* binding */ mappingChunks),
/* harmony export */   rb: () => (/* binding */ cachedEntry),
/* harmony export */   yP: () => (/* binding */ ProjectionCache)
/* harmony export */ });
/* unused harmony exports SNAPSHOT_SCHEMA, resumeInstruction, snapshotTextOf */
/* harmony import */ var _own_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22076);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38815);
/* harmony import */ var _plain_yaml_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(97721);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(46624);
/* harmony import */ var _run_command_line_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1439);
// workflow_state.yaml: the run's state as a person reads it \u2014 the 4.0 spec's minimum fields
// first, one record per step \u2014 projected from the journal and written after every commit. Its
// size does not grow with the run: the history of transitions, the decisions and the foreach
// items live in the journal; the snapshot holds counts, the last transition and the current item. It records the journal head it reflects, so a snapshot that lags the journal is
// projected again and one that differs from the projection at its own head is refused.





const SNAPSHOT_SCHEMA = 'stagegate/state@2';
const HEADER = '# stagegate run state: projected from the run journal after every step; edit only with stagegate commands.\n';
/** The command that continues a run (the same in every snapshot, whoever wrote it): pasteable, a workflow path with a space quoted. */
function resumeInstruction(state) {
    return state.active_step === null ? null : (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_3__/* .runCommandLine */ .rZ)('stagegate', state.workflow_file, state.run_id);
}
function projectForeach(record) {
    const { counts, active } = (0,_state_js__WEBPACK_IMPORTED_MODULE_2__/* .foreachSummary */ .bM)(record);
    return {
        visit: record.visit,
        source: record.source,
        format: record.format,
        stopped: record.stopped,
        items: record.items.size,
        counts,
        active_item: active ?? null,
    };
}
function projectStep(r) {
    // Derived from the journal on every replay, not projected (so the snapshots earlier builds wrote
    // still compare equal): accepted_seq orders verdicts for --rerun-from (run/rewind.ts); stall
    // detection's progress marks (run/progress.ts).
    const { transcripts, foreach, accepted_seq: _seq, output_changes: _changes, child_outputs: _outputs, item_outputs: _items, ...rest } = r;
    const out = { ...rest };
    if (transcripts !== undefined) {
        out['agent_attempts'] = transcripts.length;
        out['last_attempt'] = transcripts[transcripts.length - 1] ?? null;
    }
    if (foreach !== undefined)
        out['foreach'] = projectForeach(foreach);
    return out;
}
/** The snapshot document of `state` at journal head `head` (plain data, keys in reading order). */
function snapshotOf(state, head, journalFile) {
    const steps = {};
    for (const id of Object.keys(state.steps))
        steps[id] = projectStep(state.steps[id]);
    // Plain data only: what YAML writes and reads back is exactly this (no undefined members).
    return JSON.parse(JSON.stringify(snapshotFields(state, head, journalFile, steps, state.artifacts)));
}
function snapshotFields(state, head, journalFile, steps, artifacts) {
    return {
        schema: SNAPSHOT_SCHEMA,
        workflow: state.workflow,
        run_id: state.run_id,
        status: state.status,
        // A workflow with terminal.success: the status it reports (null until it completes).
        ...(0,_state_js__WEBPACK_IMPORTED_MODULE_2__/* .terminalStatusOf */ .i$)(state),
        message: state.message ?? null,
        inputs: state.inputs,
        active_step: state.active_step,
        in_flight: state.in_flight,
        completed_steps: state.completed_steps,
        failed_or_blocked_steps: state.failed_or_blocked_steps,
        last_gate: state.last_gate,
        unresolved_qids: state.unresolved_qids,
        blocking_artifact: state.blocking_artifact,
        blocking_qids: state.blocking_qids,
        blocking_retry_step: state.blocking_retry_step,
        artifacts,
        resume_instruction: resumeInstruction(state),
        execution_mode: state.execution_mode,
        ignore_previous_completion: state.ignore_previous_completion,
        fresh_execution_of: state.fresh_execution_of,
        workflow_file: state.workflow_file,
        workflow_digest: state.workflow_digest,
        run_root: state.run_root,
        source_commit: state.source_commit,
        agent_package_version: state.agent_package_version,
        created_at: state.created_at,
        updated_at: state.updated_at,
        steps,
        pending_approval: state.pending_approval ?? null,
        ...(state.source_changes && state.source_changes.length > 0 ? { source_changes: state.source_changes } : {}),
        last_transition: state.last_transition,
        counts: {
            transitions: state.transitions,
            invocations: state.invocations.length,
            stalls: state.stalls?.length ?? 0,
            approvals: state.approvals?.length ?? 0,
            skips: state.skips?.length ?? 0,
        },
        journal: { file: journalFile, seq: head.seq, sha256: head.sha256 },
    };
}
/** The snapshot's text (plain-yaml.ts writes it; readSnapshot reads it with the yaml library). */
function snapshotText(doc) {
    return HEADER + (0,_plain_yaml_js__WEBPACK_IMPORTED_MODULE_4__/* .emitYaml */ .h)(doc);
}
/**
 * What a run keeps between writes of one projection (the snapshot, or the manifest), so a stage
 * serialises only what changed: a whole document each time made a long run's projections its
 * largest cost (with the yaml library's stringify; plain-yaml.ts is cheaper, but a whole document
 * still grows with the run's steps). What is kept is already encoded: a projection is written
 * from its pieces (writev), so a long run's document is never joined into one string and encoded
 * again at every stage.
 */
class ProjectionCache {
    keepApart;
    /** Each step and artifact record's entry (`\n` + its text), by the record object (a record is replaced, never changed in place, when its step changes). */
    records = new WeakMap();
    /** Each top-level key's text, with the JSON of the value it was made from. */
    keys = new Map();
    /** A list item's text (`  - value`), by its value: step ids mostly, a bounded set. */
    items = new Map();
    /** `key:` of the keys written in parts (sections, lists). */
    headers = new Map();
    /** Each section's and each list's entries as last written, the older ones joined (joinedEntries). */
    joined = new Map();
    /** Writes made through this cache: the first is serialised whole (one emitter call costs less than one per key; a run that writes once, an item run, never needs the keys). */
    writes = 0;
    /**
     * @param keepApart how many of a section's last entries stay pieces of their own (the records a
     * run changes next); the entries before them are joined into one buffer once 2 \u00d7 this many are apart.
     */
    constructor(keepApart = 16) {
        this.keepApart = keepApart;
    }
}
const NOTHING = Buffer.alloc(0);
/**
 * The text of `ids.length` entries in order (entry i made by `entryOf(i)` from `recordOf(i)`),
 * byte for byte their concatenation, reusing what `cache` holds under `name` for the leading
 * entries whose id and record are the same as last time. Buffers once returned are never changed.
 */
function joinedEntries(cache, name, ids, recordOf, entryOf) {
    let memo = cache.joined.get(name);
    if (memo === undefined)
        cache.joined.set(name, (memo = { ids: [], records: [], entries: [], stable: NOTHING, stableCount: 0 }));
    const same = Math.min(ids.length, memo.ids.length);
    let k = 0;
    while (k < same && memo.ids[k] === ids[k] && memo.records[k] === recordOf(k))
        k++;
    memo.ids.length = k;
    memo.records.length = k;
    memo.entries.length = k;
    // An entry already joined changed (a step entered again): the joined part is made again up to it.
    if (k < memo.stableCount) {
        memo.stable = Buffer.concat(memo.entries.flat());
        memo.stableCount = k;
    }
    for (let i = k; i < ids.length; i++) {
        memo.ids.push(ids[i]);
        memo.records.push(recordOf(i));
        memo.entries.push(entryOf(i));
    }
    const keep = cache.keepApart;
    if (memo.entries.length - memo.stableCount >= 2 * keep) {
        const upTo = memo.entries.length - keep;
        memo.stable = Buffer.concat([memo.stable, ...memo.entries.slice(memo.stableCount, upTo).flat()]);
        memo.stableCount = upTo;
    }
    const out = memo.stableCount > 0 ? [memo.stable] : [];
    for (let i = memo.stableCount; i < memo.entries.length; i++)
        for (const chunk of memo.entries[i])
            out.push(chunk);
    return out;
}
function textOf(chunks) {
    return Buffer.concat(chunks).toString('utf8');
}
/** snapshotText(snapshotOf(state, \u2026)), the same document, with what did not change reused from `cache`. */
function snapshotTextOf(state, head, journalFile, cache) {
    return textOf(snapshotChunksOf(state, head, journalFile, cache));
}
/** The snapshot's text in pieces (snapshotTextOf). */
function snapshotChunksOf(state, head, journalFile, cache) {
    if (cache.writes++ === 0)
        return [Buffer.from(snapshotText(snapshotOf(state, head, journalFile)), 'utf8')];
    const fields = snapshotFields(state, head, journalFile, undefined, undefined);
    return mappingChunks(HEADER, fields, cache, {
        artifacts: () => section('artifacts', state.artifacts, (a) => a, cache),
        steps: () => section('steps', state.steps, projectStep, cache),
    });
}
const NEWLINE = Buffer.from('\n');
const EMPTY_MAP = Buffer.from(' {}');
/**
 * `header` and a top-level block mapping's YAML text, key by key \u2014 byte for byte what emitYaml
 * writes for the whole mapping (property tests): a key whose value has the same JSON as
 * last time keeps its text; a list of strings is written item by item; `sections` write their
 * key's value themselves.
 */
function mappingChunks(header, doc, cache, sections = {}) {
    const out = [Buffer.from(header, 'utf8')];
    for (const key of Object.keys(doc)) {
        const write = sections[key];
        if (write) {
            out.push(keyHeader(cache, key));
            for (const chunk of write())
                out.push(chunk);
            out.push(NEWLINE);
            continue;
        }
        const value = doc[key];
        if (value === undefined)
            continue;
        const json = JSON.stringify(value);
        const hit = cache.keys.get(key);
        if (hit !== undefined && hit.json === json) {
            out.push(hit.bytes);
            continue;
        }
        if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string')) {
            // Not kept whole: it grows by one item a stage; its items are.
            out.push(keyHeader(cache, key), NEWLINE);
            const items = value;
            for (const chunk of joinedEntries(cache, `list:${key}`, items, () => undefined, (i) => [itemBytes(cache, items[i])]))
                out.push(chunk);
            continue;
        }
        const bytes = Buffer.from((0,_plain_yaml_js__WEBPACK_IMPORTED_MODULE_4__/* .emitYaml */ .h)({ [key]: JSON.parse(json) }), 'utf8');
        cache.keys.set(key, { json, bytes });
        out.push(bytes);
    }
    return out;
}
/** `key:` (the keys of sections and lists are plain words). */
function keyHeader(cache, key) {
    let bytes = cache.headers.get(key);
    if (bytes === undefined)
        cache.headers.set(key, (bytes = Buffer.from(`${key}:`, 'utf8')));
    return bytes;
}
/** One string's text as an item of a list under a top-level key (two spaces in). */
function itemBytes(cache, value) {
    let bytes = cache.items.get(value);
    if (bytes === undefined) {
        bytes = Buffer.from(`${(0,_plain_yaml_js__WEBPACK_IMPORTED_MODULE_4__/* .emitBlock */ .$)([value], '  ')}\n`, 'utf8');
        cache.items.set(value, bytes);
    }
    return bytes;
}
function section(name, records, project, cache) {
    const ids = Object.keys(records);
    if (ids.length === 0)
        return [EMPTY_MAP];
    return joinedEntries(cache, `section:${name}`, ids, (i) => records[ids[i]], (i) => {
        const id = ids[i];
        const record = records[id];
        const branches = record.parallel?.branches;
        return branches && Object.keys(branches).length > 0 ? parallelEntry(cache, record, id, project, branches) : cachedEntry(cache, record, id, (r) => ({ [id]: project(r) }));
    });
}
/** A list whose entries are made from records (the manifest's artifacts), `entryOf` each; reused as joinedEntries reuses them. */
function recordList(cache, name, records, entryOf) {
    const ids = Object.keys(records);
    return joinedEntries(cache, `list:${name}`, ids, (i) => records[ids[i]], (i) => entryOf(records[ids[i]]));
}
const BRANCHES_MARK = 'stagegate-section-branches-6c1e';
/**
 * A parallel step's record: replaced whenever one of its branches changes, so its text is made
 * again then, but each branch record's text is reused while that branch record is the same
 * object (a step of 32 branches would otherwise serialise all 32 at every branch's commit).
 */
function parallelEntry(cache, record, id, project, branches) {
    const hit = cache.records.get(record);
    if (hit !== undefined && hit.id === id)
        return hit.chunks;
    const projected = project(record);
    const outer = entryText({ [id]: { ...projected, parallel: { ...projected.parallel, branches: BRANCHES_MARK } } }, '  ');
    const mark = `\n      branches: ${BRANCHES_MARK}`;
    const at = outer.indexOf(mark);
    const chunks = [Buffer.from(`\n${outer.slice(0, at)}\n      branches:`, 'utf8')];
    for (const bid of Object.keys(branches))
        for (const chunk of cachedEntry(cache, branches[bid], bid, (b) => ({ [bid]: b }), '        '))
            chunks.push(chunk);
    chunks.push(Buffer.from(outer.slice(at + mark.length), 'utf8'));
    cache.records.set(record, { id, chunks });
    return chunks;
}
/** `value` (a one-entry mapping or list) as YAML of plain data at `indent`, without the last newline. */
function entryText(value, indent) {
    return (0,_plain_yaml_js__WEBPACK_IMPORTED_MODULE_4__/* .emitBlock */ .$)(JSON.parse(JSON.stringify(value)), indent);
}
/**
 * One record's entry in its section: `\n` and the YAML text of `entry(record)` as plain data,
 * indented `indent` (two spaces under its section by default), from `cache` while the record is
 * the same object under the same `id`.
 */
function cachedEntry(cache, record, id, entry, indent = '  ') {
    let hit = cache.records.get(record);
    if (hit === undefined || hit.id !== id) {
        hit = { id, chunks: [Buffer.from(`\n${entryText(entry(record), indent)}`, 'utf8')] };
        cache.records.set(record, hit);
    }
    return hit.chunks;
}
function readSnapshotFile(path) {
    try {
        // Never blocks on a FIFO put where the state goes; a directory or device there is unreadable.
        return { kind: 'text', text: (0,_own_file_js__WEBPACK_IMPORTED_MODULE_0__/* .readRegularFile */ .XF)(path, Number.MAX_SAFE_INTEGER, { follow: true }).toString('utf8') };
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return { kind: 'absent' };
        if (error instanceof _own_file_js__WEBPACK_IMPORTED_MODULE_0__/* .NotRegularFileError */ .iZ)
            return { kind: 'unreadable', reason: `is ${error.kind}, not a file` };
        return { kind: 'unreadable', reason: `cannot be read (${code ?? String(error)})` };
    }
}
function readSnapshot(path) {
    const file = readSnapshotFile(path);
    return file.kind === 'text' ? parseSnapshot(file.text) : file;
}
function parseSnapshot(text) {
    let data;
    try {
        data = (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .parse */ .qg)(text, { maxAliasCount: 0, uniqueKeys: true });
    }
    catch (error) {
        return { kind: 'unreadable', reason: `is not valid YAML (${error.message.split('\n')[0]})` };
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data))
        return { kind: 'unreadable', reason: 'does not have the state shape (not a mapping)' };
    const doc = data;
    if (doc['schema'] !== SNAPSHOT_SCHEMA) {
        if (doc['schema'] === 'stagegate/state@1')
            return { kind: 'legacy', schema: doc['schema'] };
        return { kind: 'unreadable', reason: `does not have the state shape (schema is not ${SNAPSHOT_SCHEMA})` };
    }
    const j = doc['journal'];
    if (!j || typeof j !== 'object' || !Number.isSafeInteger(j['seq']) || typeof j['file'] !== 'string' || (j['sha256'] !== null && typeof j['sha256'] !== 'string')) {
        return { kind: 'unreadable', reason: 'does not have the state shape (no journal head)' };
    }
    return { kind: 'ok', doc, head: { file: j['file'], seq: j['seq'], sha256: j['sha256'] } };
}
/** Same plain data (what YAML round-trips): the first path where they differ, or undefined. */
function firstDifference(a, b, path = '') {
    if (Object.is(a, b))
        return undefined;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
        return path || '(document)';
    if (Array.isArray(a) !== Array.isArray(b))
        return path || '(document)';
    if (Array.isArray(a)) {
        const bb = b;
        if (a.length !== bb.length)
            return path || '(document)';
        for (let i = 0; i < a.length; i++) {
            const d = firstDifference(a[i], bb[i], `${path}[${i}]`);
            if (d)
                return d;
        }
        return undefined;
    }
    const ao = a;
    const bo = b;
    const keys = new Set([...Object.keys(ao), ...Object.keys(bo)]);
    for (const k of keys) {
        const d = firstDifference(ao[k], bo[k], path ? `${path}.${k}` : k);
        if (d)
            return d;
    }
    return undefined;
}


/***/ }),

/***/ 46624:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F8: () => (/* binding */ patchLast),
/* harmony export */   G3: () => (/* binding */ itemOfLoaded),
/* harmony export */   Jb: () => (/* binding */ logged),
/* harmony export */   L_: () => (/* reexport safe */ _no_ids_js__WEBPACK_IMPORTED_MODULE_3__.L),
/* harmony export */   Wr: () => (/* binding */ loadedItemOf),
/* harmony export */   bM: () => (/* binding */ foreachSummary),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   hg: () => (/* binding */ foreachRecordOf),
/* harmony export */   hw: () => (/* binding */ copyState),
/* harmony export */   i$: () => (/* binding */ terminalStatusOf),
/* harmony export */   nD: () => (/* binding */ withCounts),
/* harmony export */   t3: () => (/* binding */ loggedFrom),
/* harmony export */   ue: () => (/* binding */ initialState),
/* harmony export */   vj: () => (/* binding */ foreachCounts)
/* harmony export */ });
/* unused harmony exports STATE_SCHEMA, ArtifactRecord, SpendRecord, AttemptRecord, ChildRunRecord, BranchRecord, ParallelRecord, ForeachItemRecord, LoadedItem, ForeachRecordData, ForeachRecord, StepRecord, HistoryEntry, InvocationRecord, DecisionRecord, StallRecord, PendingApproval, ApprovalRecord, SourceChangeRecord, RewindRecord, SkipRecord, RunState, isFinished */
/* harmony import */ var immutable__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(94057);
/* harmony import */ var immutable__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(immutable__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _item_outputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36289);
/* harmony import */ var _model_zod_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57968);
/* harmony import */ var _no_ids_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(30269);
// The run's state as the runner holds it: its shape (zod, the source of its types) and how a new
// run starts. It is the fold of the run's journal (run/reduce.ts); workflow_state.yaml is its
// projection (snapshot.ts). The transition functions live in run/transition.ts and steps/*.




const STATE_SCHEMA = 'stagegate/state@2';
const GateRecord = _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J());
const ArtifactRecord = _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    path: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    sha256: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .regex */ .yGV(/^[0-9a-f]{64}$/)),
    size: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(0)),
    step: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    gate_status: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    visit: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(1)),
    accepted_at: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    /** An action or resolver step that changed this accepted file; its digest was re-recorded. */
    revised_by: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    /** The source commit and agent package version it was accepted at (4.0 Run Isolation and Provenance). */
    source_commit: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    agent_package_version: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
});
/** What agent attempts consumed, as far as the agent CLI reported it (null: never reported). */
const SpendRecord = _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    turns: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(0))),
    cost_usd: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(0))),
    input_tokens: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(0))),
    output_tokens: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(0))),
});
/** One agent attempt: its transcript (masked stdout+stderr), prompt, mode and reported usage. */
const AttemptRecord = _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    visit: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(1)),
    attempt: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(1)),
    agent: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    delegation: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['delegated', 'direct']),
    transcript: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    prompt: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    exit_status: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr())),
    outcome: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    usage: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(SpendRecord),
    /** Other counters the CLI reported (e.g. premium_requests, cached_input_tokens). */
    reported: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig())),
});
/** A child workflow run started by a child_workflow step or a composite phase (in the parent's step record). */
const ChildRunRecord = _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    workflow_file: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    run_id: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    state_path: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    manifest_path: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    run_root: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    /** How this visit runs the child (the step's execution, else the child's own). */
    mode: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['resume', 'fresh']),
    /** How the latest attempt invoked it: a retry of a fresh child resumes the fresh run it started. */
    invoked_as: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['resume', 'fresh']),
    /** created_at of the child state a fresh start replaces (null: none): tells whether the fresh state exists yet. */
    fresh_base: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    visit: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(1)),
    /** The child's stop code (IN_PROGRESS while it runs). */
    status: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    artifacts: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ path: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), sha256: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), step: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), gate_status: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() })),
});
/** One branch of a parallel step on the current visit (docs/run-semantics.md#parallel-branches). */
const BranchRecord = _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    kind: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    status: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['pending', 'running', 'succeeded', 'failed', 'not_run']),
    /** The gate status (or a child's outcome) the branch reported; null before, or for exit-routed kinds. */
    gate_status: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    visit: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(1)),
    /** Attempts made on this visit (a running one counts: a resume runs the next). */
    attempt: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(0)),
    /** The stop code of the last failed attempt (null when none). */
    code: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    error: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    exit_status: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr())),
    duration_ms: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(0))),
    log: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    /** The accepted output (also in the run's artifacts as <step>.<branch>). */
    output: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    sha256: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    /** child_workflow branches: the child's run. */
    child: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(ChildRunRecord),
    /** A running branch's STAGEGATE_ATTEMPT_TOKEN: a resume kills any process still carrying it. */
    token: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
});
/** A parallel step's branches and join on its current visit. */
const ParallelRecord = _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    visit: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(1)),
    join: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['all', 'any', 'majority']),
    /** PARALLEL_COMPLETE or PARALLEL_FAILED once the join is decided; null before. */
    outcome: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    branches: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), BranchRecord),
});
/** One item of a foreach step (docs/run-semantics.md#foreach). */
const ForeachItemRecord = _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    id: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    /** Names the folder of the item's runs: <run root>/foreach/<step>/<slug>/v<visit>/. */
    slug: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    status: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['pending', 'running', 'verified', 'deferred', 'blocked']),
    /** Times the item was started (a deferred item revisited counts again). */
    visits: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(0)),
    depends_on: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    /** Deferred: the dependencies that were not VERIFIED when it deferred; it is revisited once they all are. */
    waiting_on: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    /** The values its per-item steps see ({{item_id}} and foreach.bindings), fixed when the foreach started. */
    bindings: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    /** State file of the item's latest run (null before it first runs). */
    state_path: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    /** How its latest run ended (null while it runs or before). */
    outcome: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
});
/** The fields of a foreach record but its items. */
const foreachFields = {
    visit: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(1)),
    /** The registry (workspace-relative) and its format. */
    source: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    format: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['markdown', 'yaml', 'json']),
    /** The item whose run is in flight or paused (null between items). */
    active_item: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    /** The stop code the foreach last stopped with while active (null while it progresses). */
    stopped: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
};
// NO_IDS lives in its own module: the registry parser (steps/foreach/items.ts) uses it, and with it
// `validate` would load this module and immutable.

/**
 * An item as `foreach_loaded` records it: only what its registry row gave it. Everything else is
 * the same for every item when it is loaded (pending, no visit, no run) and is left out, and so
 * are a slug equal to the id, no dependencies and the `item_id` binding (the id): the line of a
 * 100,000-item foreach was 16.5 MB with every field written out, ~1.8 MB like this.
 */
const LoadedItem = _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    id: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    slug: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    depends_on: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    /** foreach.bindings (item_id is the id, not repeated). */
    bindings: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
});
/**
 * A foreach step's items as the journal records them when it loads them (foreach_loaded): plain
 * data. Journals written before the compact shape hold every item as a whole ForeachItemRecord
 * (always with its `status`); both replay (itemOfLoaded).
 */
const ForeachRecordData = _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ ...foreachFields, items: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([LoadedItem, ForeachItemRecord])) });
/** An item of a foreach_loaded record as the run holds it: a pending item that never ran. */
function itemOfLoaded(entry) {
    if ('status' in entry)
        return entry;
    return {
        id: entry.id,
        slug: entry.slug ?? entry.id,
        status: 'pending',
        visits: 0,
        depends_on: entry.depends_on ?? _no_ids_js__WEBPACK_IMPORTED_MODULE_3__/* .NO_IDS */ .L,
        waiting_on: _no_ids_js__WEBPACK_IMPORTED_MODULE_3__/* .NO_IDS */ .L,
        bindings: { item_id: entry.id, ...entry.bindings },
        state_path: null,
        outcome: null,
    };
}
/** How `item`, about to be loaded (pending, never run), is recorded in foreach_loaded. */
function loadedItemOf(item) {
    const entry = { id: item.id };
    if (item.slug !== item.id)
        entry.slug = item.slug;
    if (item.depends_on.length > 0)
        entry.depends_on = item.depends_on;
    let bindings;
    for (const [name, value] of Object.entries(item.bindings)) {
        if (name === 'item_id' && value === item.id)
            continue;
        (bindings ??= {})[name] = value;
    }
    if (bindings)
        entry.bindings = bindings;
    return entry;
}
/**
 * A foreach step's items on its current visit, in the order they are worked on, as the run holds
 * them: a persistent list (Immutable.js), so that a transition that starts or finishes an item
 * shares all the others instead of copying the whole list (with 100,000 items each copy was a
 * large object only a full GC frees, and the run's peak memory grew with them).
 */
const ForeachRecord = _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    ...foreachFields,
    items: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .custom */ .IeY((v) => immutable__WEBPACK_IMPORTED_MODULE_0__.List.isList(v)),
    /**
     * How many items are in each status: derived from `items`, kept up to date by the transitions
     * (schedule.ts) so that nothing counts the whole list after every item; recomputed whenever a
     * record enters a run (foreach_loaded), never taken from a file.
     */
    counts: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ pending: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), running: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), verified: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), deferred: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), blocked: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig() })),
    /** Where the active item is in `items`: a hint the transitions keep, checked against its id before use. */
    active_index: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
});
/** The record a run holds for a journal's foreach_loaded record: its items as a persistent list, its counts made from them. */
function foreachRecordOf(data) {
    return withCounts({ ...data, items: (0,immutable__WEBPACK_IMPORTED_MODULE_0__.List)(data.items.map(itemOfLoaded)) });
}
/** `record` with its counts computed from its items. */
function withCounts(record) {
    return { ...record, counts: countItems(record.items) };
}
function countItems(items) {
    let pending = 0;
    let running = 0;
    let verified = 0;
    let deferred = 0;
    let blocked = 0;
    for (const item of items) {
        switch (item.status) {
            case 'pending':
                pending++;
                break;
            case 'running':
                running++;
                break;
            case 'verified':
                verified++;
                break;
            case 'deferred':
                deferred++;
                break;
            case 'blocked':
                blocked++;
                break;
        }
    }
    return { pending, running, verified, deferred, blocked };
}
/** How many items are in each status (the record's kept counts; counted when it has none). */
function foreachCounts(record) {
    return record.counts ?? countItems(record.items);
}
/** The counts and the active item's record (undefined when none is active). */
function foreachSummary(record) {
    const activeId = record.active_item;
    let active;
    if (activeId !== null) {
        const hinted = record.active_index === undefined ? undefined : record.items.get(record.active_index);
        if (hinted?.id === activeId)
            return { counts: foreachCounts(record), active: hinted };
        // The active item is the running one (one at a time): ids are compared only there.
        for (const item of record.items)
            if (item.status === 'running' && item.id === activeId) {
                active = item;
                break;
            }
        active ??= record.items.find((i) => i.id === activeId);
    }
    return { counts: foreachCounts(record), active };
}
const StepRecord = _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    kind: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    status: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['pending', 'in_flight', 'completed', 'failed', 'blocked', 'skipped']),
    visits: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(0)),
    attempts: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(0)),
    /** Attempts made on the current visit (a failed or crashed one counts: the next gets the next number). */
    visit_attempts: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(0))),
    last_exit_status: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr()))),
    last_signal: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    last_duration_ms: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(0)))),
    last_error: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    gate: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(GateRecord)),
    output: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    sha256: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    log: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    // Agent-driven steps (optional, so older state files stay valid): which agent ran, the last
    // prompt file, every attempt's transcript, and the spend of all its attempts in this run.
    agent: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    prompt: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    transcripts: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(AttemptRecord)),
    spend: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(SpendRecord),
    /** child_workflow steps and phases: the child's run (optional, so older state files stay valid). */
    child: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(ChildRunRecord),
    /** foreach steps: the items and their runs (optional, so older state files stay valid). */
    foreach: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(ForeachRecord),
    /** parallel steps: one record per branch (optional, so older state files stay valid). */
    parallel: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(ParallelRecord),
    /**
     * The source commit (and agent package version) the step's latest accepted verdict was made at:
     * those of the invocation that accepted it (run/source-drift.ts compares them on resume).
     */
    source_commit: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    agent_package_version: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    /**
     * The run's transition count when the step's latest verdict was accepted (run/reduce.ts stamps
     * it, from the events, as it stamps the source): orders verdicts for --rerun-from (run/rewind.ts).
     */
    accepted_seq: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(0))),
    /**
     * Stall detection (run/progress.ts): the run's `output_changes` as of this step's latest
     * accepted output, and for a child_workflow step the digest of its child's artifacts then; for
     * a foreach step, per item id, the digest of what the item's run accepted at its latest end.
     * Derived from the journal; neither the snapshot nor an approval's state digest holds them.
     * item_outputs is persistent (Immutable.js), as a foreach's items are a persistent list: a plain
     * object copied with one more key per finished item made a 100,000-item foreach quadratic (~1 ms
     * of CPU per item for every 1,000 items done) and filled the heap with copies; kept by item
     * index, digests packed (item-outputs.ts): a map by item id cost ~250 bytes per finished item.
     */
    output_changes: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(0))),
    child_outputs: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    item_outputs: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .custom */ .IeY((v) => v instanceof _item_outputs_js__WEBPACK_IMPORTED_MODULE_1__/* .ItemOutputs */ .Y3)),
});
const HistoryEntry = _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    seq: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(1)),
    at: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    step: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    visit: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(1)),
    attempt: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(1)),
    outcome: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['transition', 'complete', 'blocked', 'loop_limit', 'failed', 'stopped', 'terminal']),
    code: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    gate_status: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    exit_status: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr()))),
    duration_ms: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(0)))),
    /** The next executable step after this event; null when the run ended. */
    to: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
});
const InvocationRecord = _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    at: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    mode: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['resume', 'fresh']),
    ignore_previous_completion: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    stop_after_step: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    outcome: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    /** The source commit and agent package version this invocation ran at (null: none; absent in older journals). */
    source_commit: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    agent_package_version: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    /** The stagegate version that ran it (absent in older journals). */
    stagegate_version: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    /** The stall rule it judged by (run/stall.ts); absent: a step compared only with its own previous visit, as before 2026-12-04. */
    stall_rule: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('fixed_point')),
});
/** One evaluation of a decision step: every branch tried, with the values it saw, and the target. */
const DecisionRecord = _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    step: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    visit: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(1)),
    at: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    branches: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ expression: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), value: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J(), truthy: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(), seen: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()) })),
    /** The branch taken: 'else', or the index of the matching if. */
    chosen: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(0)), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('else')]),
    to: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
});
/** A loop revisited a step whose gate equals the previous visit's (stall detection). */
const StallRecord = _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    step: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    visit: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(1)),
    previous_visit: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(1)),
    at: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    /** The on_stall target followed, or null when the run stopped with WORKFLOW_BLOCKED_STALLED. */
    to: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
});
/** The run paused at an approval step and waits for stagegate approve / reject. */
const PendingApproval = _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    step: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    visit: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(1)),
    message: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    /** Who may decide; null when anyone may. */
    approvers: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    requested_at: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    /** sha256 of the state (approval bookkeeping excluded) when the run paused: an approval is tied to it. */
    state_digest: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    /** The source commit the approval was requested at: a resume at another commit requests it again. */
    source_commit: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
});
/** A decision recorded by stagegate approve / reject. */
const ApprovalRecord = _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    step: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    visit: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(1)),
    decision: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['approved', 'rejected']),
    by: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    at: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    note: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    /** The state digest the decision approved (equals pending_approval.state_digest). */
    state_digest: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    /** The source commit the decision was made at (stagegate approve's workspace HEAD; the PR head in the Action). */
    source_commit: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
});
/**
 * A resume found verdicts made at another source commit (or agent package version), and what the
 * run did about it (execution.on_source_change, --on-source-change): docs/run-semantics.md#source-changes.
 */
const SourceChangeRecord = _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    at: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    policy: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['refuse', 'rerun', 'keep']),
    source_commit: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    agent_package_version: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    /** Steps whose accepted verdict was made at another source commit or package version, with what they were made at. */
    stale: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ step: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), source_commit: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()), agent_package_version: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()), why: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() })),
    /** Approvals no longer counted (made or requested at another source commit). */
    voided_approvals: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    /** The step the run went back to (rerun: the earliest stale step; any policy: an approval to decide again); null: none. */
    rerun_from: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    /** keep: the stale verdicts were kept by choice. */
    kept: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
});
/** run --rerun-from STEP (the Action: rerun-from): the verdicts it took back (docs/run-semantics.md#rerun-from-a-step). */
const RewindRecord = _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    at: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    step: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    /** The verdicts taken back: STEP's and every one accepted after STEP's last acceptance, in acceptance order. */
    taken_back: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    /** The run's transition count when it was made (a verdict accepted after it is made anew). */
    seq: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(0)),
});
/** An optional step a person skipped (stagegate skip). */
const SkipRecord = _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ step: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), visit: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(1)), at: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), to: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()) });
const RunState = _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    schema: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(STATE_SCHEMA),
    workflow: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    workflow_file: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    workflow_digest: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    run_id: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .minLength */ .BpQ(1)),
    status: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    message: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    execution_mode: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['resume', 'fresh']),
    ignore_previous_completion: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    fresh_execution_of: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ run_id: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), status: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()), superseded_to: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()) })),
    inputs: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    active_step: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    in_flight: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        step: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        visit: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr()),
        attempt: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr()),
        started_at: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        /** STAGEGATE_ATTEMPT_TOKEN of the attempt's processes: a resume kills any still carrying it. */
        token: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
        /** The attempt's process group (recorded where processes cannot be found by token). */
        pgid: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr())),
    })),
    completed_steps: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    failed_or_blocked_steps: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    /** The workflow's terminal.success (absent when it declares none): the status it reports once complete. */
    success_status: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    last_gate: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(GateRecord),
    unresolved_qids: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    blocking_artifact: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    blocking_qids: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    blocking_retry_step: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    artifacts: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), ArtifactRecord),
    run_root: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    source_commit: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    agent_package_version: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    created_at: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    updated_at: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    steps: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), StepRecord),
    invocations: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(InvocationRecord),
    /**
     * Transitions made so far. The transitions themselves (the run's history) are not kept here:
     * each is made by one journal event and read back from the journal; the state keeps the last.
     */
    transitions: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(0)),
    last_transition: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(HistoryEntry),
    /** The transitions the event being applied made (run/reduce.ts empties it before each event). */
    recent: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(HistoryEntry),
    /** Stalls detected in this run. */
    stalls: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(StallRecord)),
    /**
     * How many times an accepted output differed from the one its step (or parallel branch, or
     * child run) had accepted before: the loop's progress, which stall detection reads
     * (run/progress.ts). Derived from the journal; neither the snapshot nor an approval's state
     * digest holds it.
     */
    output_changes: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(0))),
    /** The approval the run waits for. */
    pending_approval: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(PendingApproval)),
    /** Approval decisions recorded in this run. */
    approvals: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(ApprovalRecord)),
    /** Optional steps skipped in this run. */
    skips: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(SkipRecord)),
    /** Resumes at another source commit or agent package version, and what the run did (optional: older runs have none). */
    source_changes: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(SourceChangeRecord)),
    /** Reruns from a step (--rerun-from), oldest first (optional: runs without one have none). */
    rewinds: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(RewindRecord)),
});
/** Stop codes after which a resume runs nothing and reports the same outcome again. */
function isFinished(state) {
    return state.active_step === null;
}
/**
 * What the state and the manifest show as `terminal_status` for a workflow that declares
 * terminal.success: that status once the run completed (WORKFLOW_COMPLETE), null before or when it
 * ended otherwise; undefined (no key) for a workflow that declares none.
 */
function terminalStatusOf(state) {
    if (state.success_status === undefined)
        return undefined;
    return { terminal_status: state.status === 'WORKFLOW_COMPLETE' ? state.success_status : null };
}
/** A run's status as status and graph report it from its state: IN_PROGRESS while a step is in flight. */
function statusOf(state) {
    return state.in_flight !== null ? 'IN_PROGRESS' : state.status;
}
/** The state of a run that has done nothing yet: the entry step active, its first visit counted. */
function initialState(p) {
    return {
        schema: STATE_SCHEMA,
        workflow: p.workflow.name,
        workflow_file: p.workflow.file,
        workflow_digest: p.workflow.digest,
        run_id: p.runId,
        status: 'IN_PROGRESS',
        message: null,
        execution_mode: p.mode,
        ignore_previous_completion: p.ignorePreviousCompletion,
        fresh_execution_of: p.freshExecutionOf,
        inputs: p.inputs,
        active_step: p.workflow.entry,
        in_flight: null,
        completed_steps: [],
        failed_or_blocked_steps: [],
        last_gate: null,
        unresolved_qids: [],
        blocking_artifact: null,
        blocking_qids: [],
        blocking_retry_step: null,
        artifacts: {},
        run_root: p.runRoot,
        source_commit: p.sourceCommit,
        agent_package_version: p.agentPackageVersion,
        created_at: p.at,
        updated_at: p.at,
        steps: { [p.workflow.entry]: { kind: p.workflow.entryKind, status: 'pending', visits: 1, attempts: 0 } },
        invocations: [],
        transitions: 0,
        last_transition: null,
        recent: [],
    };
}
/**
 * A copy of `state` to change, made field by field. What a transition copies for every event it
 * applies (a resume replays every event of the journal): a spread of an object this large runs in
 * Node 20's runtime, one key at a time (its clone sites see a new map at every copy and give up on
 * their fast path), ~15,000 instructions a copy; this literal is a few loads and stores once
 * compiled. Every field of RunState is here (test/unit/copy-state.test.ts checks it against the
 * schema); an optional one only when the state has it.
 */
function copyState(s) {
    const c = {
        schema: s.schema,
        workflow: s.workflow,
        workflow_file: s.workflow_file,
        workflow_digest: s.workflow_digest,
        run_id: s.run_id,
        status: s.status,
        message: s.message,
        execution_mode: s.execution_mode,
        ignore_previous_completion: s.ignore_previous_completion,
        fresh_execution_of: s.fresh_execution_of,
        inputs: s.inputs,
        active_step: s.active_step,
        in_flight: s.in_flight,
        completed_steps: s.completed_steps,
        failed_or_blocked_steps: s.failed_or_blocked_steps,
        last_gate: s.last_gate,
        unresolved_qids: s.unresolved_qids,
        blocking_artifact: s.blocking_artifact,
        blocking_qids: s.blocking_qids,
        blocking_retry_step: s.blocking_retry_step,
        artifacts: s.artifacts,
        run_root: s.run_root,
        source_commit: s.source_commit,
        agent_package_version: s.agent_package_version,
        created_at: s.created_at,
        updated_at: s.updated_at,
        steps: s.steps,
        invocations: s.invocations,
        transitions: s.transitions,
        last_transition: s.last_transition,
        recent: s.recent,
    };
    if (Object.hasOwn(s, 'success_status'))
        c.success_status = s.success_status;
    if (Object.hasOwn(s, 'stalls'))
        c.stalls = s.stalls;
    if (Object.hasOwn(s, 'output_changes'))
        c.output_changes = s.output_changes;
    if (Object.hasOwn(s, 'pending_approval'))
        c.pending_approval = s.pending_approval;
    if (Object.hasOwn(s, 'approvals'))
        c.approvals = s.approvals;
    if (Object.hasOwn(s, 'skips'))
        c.skips = s.skips;
    if (Object.hasOwn(s, 'source_changes'))
        c.source_changes = s.source_changes;
    if (Object.hasOwn(s, 'rewinds'))
        c.rewinds = s.rewinds;
    return c;
}
/** The transition `entry` made: counted, numbered, kept as the last one and as one of this event's. */
function logged(state, entry) {
    const made = { seq: state.transitions + 1, ...entry };
    return { transitions: made.seq, last_transition: made, recent: [...state.recent, made] };
}
/**
 * `logged(state, { ...base, outcome, code, to })` with `base` copied once instead of twice (the
 * same entry, its keys in the same order): what every transition into a step logs, once per
 * event of a replay.
 */
function loggedFrom(state, base, outcome, code, to) {
    const made = { seq: state.transitions + 1, ...base, outcome, code, to };
    return { transitions: made.seq, last_transition: made, recent: [...state.recent, made] };
}
/** The last transition with `patch` applied (it was made by the event being applied). */
function patchLast(state, patch) {
    const last = state.last_transition;
    if (!last)
        return { last_transition: null, recent: state.recent };
    const patched = { ...last, ...patch };
    const recent = state.recent.length > 0 && state.recent[state.recent.length - 1].seq === last.seq ? [...state.recent.slice(0, -1), patched] : state.recent;
    return { last_transition: patched, recent };
}


/***/ }),

/***/ 89916:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OT: () => (/* binding */ readCarriedState),
/* harmony export */   Sj: () => (/* binding */ loadRun),
/* harmony export */   nW: () => (/* binding */ journalFileOf),
/* harmony export */   oE: () => (/* binding */ withoutEvents),
/* harmony export */   pI: () => (/* binding */ reloadRun),
/* harmony export */   vL: () => (/* binding */ loadedEvents)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var immutable__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(94057);
/* harmony import */ var immutable__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(immutable__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38815);
/* harmony import */ var _journal_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(90666);
/* harmony import */ var _snapshot_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(88577);
/* harmony import */ var _manifest_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(75224);
/* harmony import */ var _run_log_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(77375);
/* harmony import */ var _run_reduce_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(69231);
/* harmony import */ var _steps_approval_transition_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(90660);
/* harmony import */ var _other_workflow_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(79285);
// A run's persistence: its journal (the truth), the workflow_state.yaml snapshot projected from
// it, and RUN_MANIFEST.yaml. Loading replays the journal against the workflow and checks the
// snapshot and the manifest against it. Committing (appending events, one fdatasync, then
// writing the projections) is run-store.ts: read-only commands load no writer.











/**
 * How a refused run is recovered. The journal is the run's record: when it verifies, a projection
 * that disagrees with it is removed (or restored) and written again from it by the run's next `run`;
 * when it does not, only a copy of it \u2014 or a fresh start \u2014 brings the run back.
 */
const RECOVERY = {
    journal: (relJournal) => `The journal ${relJournal} is the run's record and it does not verify: restore it from a copy if you have one, or start over with --mode fresh (the run's files are moved aside, not deleted).`,
    journalMissing: (relJournal) => `Restore the journal ${relJournal} from a copy if you have one, or start over with --mode fresh (the run's files are moved aside, not deleted).`,
    /** The journal verifies, but the workflow it ran was edited since so that its events no longer replay. */
    workflowChanged: (relWorkflow, relJournal) => `The journal ${relJournal} is intact, but ${relWorkflow} was edited since the run started and what the run did no longer fits it (--allow-workflow-change takes an edit the run's history still follows). Put ${relWorkflow} back as it was (e.g. git checkout), then resume; or start over with --mode fresh (the run's files are moved aside, not deleted).`,
    /** The journal verifies, but holds an event a later stagegate wrote: this build cannot replay it. */
    laterBuild: (relJournal) => `The journal ${relJournal} is intact, but a later stagegate wrote it (stagegate history with that build shows its events): resume the run with that stagegate or a later one; this one leaves the run's files as they are.`,
    legacy: () => 'Start over with --mode fresh (the old files are moved aside, not deleted).',
    projection: (relFile, relJournal, again) => `The journal ${relJournal} verifies (stagegate history shows its events); ${relFile} does not match it. Remove ${relFile} (or put back what stagegate wrote there): ${again}. Or start over with --mode fresh.`,
    cut: (relFile, relJournal, again) => `${relFile} records more of the run than the journal ${relJournal} holds (stagegate history shows what it holds). If events were cut from the journal, restore it from a copy, or start over with --mode fresh; if ${relFile} is what was edited, remove it: ${again}.`,
    otherHead: (relFile, relJournal, again) => `${relFile} names a journal head that the journal ${relJournal} does not have (stagegate history shows what it has). If the journal was rewritten, restore it from a copy, or start over with --mode fresh; if ${relFile} is what was edited, remove it: ${again}.`,
};
/**
 * Which command writes a removed projection again from the journal: the run's next `run` (status,
 * history and list only read, from the journal meanwhile) \u2014 which, for a run that has not finished,
 * also continues it.
 */
function writtenAgainBy(state, naming) {
    const run = `${naming?.commandName ?? 'stagegate'} run ${(0,_other_workflow_js__WEBPACK_IMPORTED_MODULE_9__/* .ownFileTarget */ .I)(state, naming)}`;
    return `the next \`${run}\` writes it again from the journal${state.active_step === null ? ' (the run finished: it runs nothing)' : ', as it continues the run'}; status and history read the run from the journal meanwhile`;
}
function journalFileOf(files) {
    return (0,_journal_js__WEBPACK_IMPORTED_MODULE_4__/* .journalPathFor */ .S7)(files.state);
}
/**
 * The sha256 of committed line `seq` (1-based), or undefined past the head. The chain was verified
 * when the journal was read: a line's hash is the next line's `prev` (the head's is the last line's),
 * taken again from the line's text as read, so nothing is read again (a file re-read here could
 * name another journal by then).
 */
function lineHash(read, seq) {
    if (seq < 1 || seq > read.head.seq)
        return undefined;
    if (seq === read.head.seq)
        return read.head.sha256 ?? undefined;
    const text = read.texts[seq - 1];
    return text === undefined ? undefined : (0,_journal_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256Hex */ .fg)(text);
}
/** A load's journal events, parsed again from the lines it verified (what `history` shows). */
function loadedEvents(journal) {
    return (0,_journal_js__WEBPACK_IMPORTED_MODULE_4__/* .eventsOf */ .XL)(journal.texts);
}
/**
 * Load a run: its journal replayed against `workflow`, its snapshot
 * and manifest compared with it. `relState`: the state path as the user sees it, for messages.
 */
function loadRun(files, workflow, relState, options = {}) {
    const journalPath = journalFileOf(files);
    const relJournal = (0,_journal_js__WEBPACK_IMPORTED_MODULE_4__/* .journalPathFor */ .S7)(relState);
    // The projections before the journal: a runner appends to the journal before it writes them,
    // so read in this order, a live run's (status during a run) never seem to lead its journal.
    const snapshotFile = (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_5__/* .readSnapshotFile */ .T_)(files.state);
    const manifestFile = files.manifest ? readManifestFile(files.manifest) : undefined;
    // Each event is replayed as soon as its line verifies, and only its text is kept (scanJournal).
    // A line that does not replay stops the replay, not the read: a journal corrupt further on is
    // refused as such, as when it was read whole before its replay.
    let state;
    const log = options.log === false ? undefined : (0,_run_log_js__WEBPACK_IMPORTED_MODULE_10__/* .emptyLog */ .a)();
    let failed;
    const read = (0,_journal_js__WEBPACK_IMPORTED_MODULE_4__/* .scanJournal */ .Hs)(journalPath, (line, index) => {
        if (failed)
            return;
        const e = line;
        try {
            state = (0,_run_reduce_js__WEBPACK_IMPORTED_MODULE_7__/* .replayEvent */ .Sv)(state, e, workflow);
            if (log)
                (0,_run_log_js__WEBPACK_IMPORTED_MODULE_10__/* .logEvent */ .$)(log, e, state);
        }
        catch (error) {
            // A mismatch, or an event whose fields are not what its transition reads (a hand edit that
            // kept the hash chain, or a stagegate error the transition raises for an impossible change).
            failed = { index, event: e.event, error, before: state };
        }
    });
    if (read.kind === 'corrupt')
        return { kind: 'corrupt', reason: `journal ${relJournal} ${read.reason}`, file: relJournal, ...(read.line !== undefined ? { line: read.line } : {}), hint: RECOVERY.journal(relJournal) };
    if (read.kind === 'absent' || read.texts.length === 0) {
        const snapshot = snapshotFile.kind === 'text' ? (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_5__/* .parseSnapshot */ .E$)(snapshotFile.text) : snapshotFile;
        if (snapshot.kind === 'legacy') {
            return { kind: 'corrupt', reason: `state ${relState} was written by stagegate 0.1 (${snapshot.schema}), whose whole-state file this version no longer reads: a run's truth is now its journal`, file: relState, hint: RECOVERY.legacy() };
        }
        if (snapshot.kind === 'ok')
            return { kind: 'corrupt', reason: `state ${relState} names journal ${relJournal}, which is missing or empty: the snapshot alone is not evidence`, file: relJournal, hint: RECOVERY.journalMissing(relJournal) };
        // Something stands where the state goes that is not a state file (a FIFO, a directory, an unreadable file): never replaced.
        if (snapshot.kind === 'unreadable')
            return { kind: 'corrupt', reason: `state ${relState} ${snapshot.reason}; it was left as it is`, file: relState, hint: `Remove or move what stands at ${relState}: a run's state file goes there.` };
        return read.kind === 'ok' ? { kind: 'absent', journal: read } : { kind: 'absent' };
    }
    if (failed) {
        const { index, event, error, before } = failed;
        // The chain verified: when the workflow is not the one the run recorded, the edit is the cause, not the journal.
        const edited = before !== undefined && before.workflow_digest !== workflow.digest;
        // Started from another file: that file named is the likely mistake, not an edit.
        const other = edited && before.workflow_file !== workflow.file;
        return {
            kind: 'corrupt',
            reason: `journal ${relJournal} line ${index + 1} (${event}) does not replay against ${workflow.file}${other ? ` (the run was started from ${before.workflow_file})` : ''}: ${error.message}`,
            file: relJournal,
            line: index + 1,
            hint: error instanceof _run_reduce_js__WEBPACK_IMPORTED_MODULE_7__/* .UnknownEvent */ .Nl ? RECOVERY.laterBuild(relJournal) : other ? (0,_other_workflow_js__WEBPACK_IMPORTED_MODULE_9__/* .otherWorkflowHint */ .b)(before, workflow.file, relState, options.naming) : edited ? RECOVERY.workflowChanged(workflow.file, relJournal) : RECOVERY.journal(relJournal),
            ...(before !== undefined ? { replayed: before } : {}),
        };
    }
    if (state === undefined)
        return { kind: 'absent', journal: read };
    const replayed = state;
    const projections = readProjections(snapshotFile, manifestFile, replayed, read.head, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(journalPath), (seq) => replayTo(read.texts, seq, workflow));
    return judgeProjections({ ...projections, read, state: replayed, ...(log ? { log } : {}), relState, relJournal, relManifest: relManifestOf(files, relState), naming: options.naming });
}
/**
 * `load` without the journal's lines: what a runner keeps of it once it holds the lock and has
 * taken the run's state from it. A long run's journal text (a foreach's items among it) stayed in
 * memory for the whole invocation otherwise. reloadRun does not reuse what this keeps (it reads
 * the journal again).
 */
function withoutEvents(load) {
    if (load.kind !== 'ok')
        return load;
    const { file: _file, ...journal } = load.journal;
    return { ...load, journal: { ...journal, texts: [] } };
}
/** The run's state after its first `seq` events (parsed and replayed again: a snapshot that lags is compared where it stands). */
function replayTo(texts, seq, workflow) {
    let state;
    for (const e of (0,_journal_js__WEBPACK_IMPORTED_MODULE_4__/* .eventsOf */ .XL)(texts, seq))
        state = (0,_run_reduce_js__WEBPACK_IMPORTED_MODULE_7__/* .replayEvent */ .Sv)(state, e, workflow);
    return state;
}
/**
 * The snapshot and the manifest as read, ready to be judged against the replayed journal. A file
 * that is byte for byte what a runner writes at the journal's head (the usual case) is that
 * document: it is not parsed again (the yaml library's parse was most of what verifying a shard,
 * or reading a run's state for each shard of a batch, cost). Any other text is parsed and
 * compared as a document: at its own recorded head, where a snapshot that lags stands.
 */
function readProjections(snapshotFile, manifestFile, state, head, journalFile, stateAt) {
    let atSnapshot;
    let snapshot = writtenAtHead(snapshotFile, state, head, journalFile);
    if (!snapshot) {
        snapshot = snapshotFile.kind === 'text' ? (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_5__/* .parseSnapshot */ .E$)(snapshotFile.text) : snapshotFile;
        if (snapshot.kind === 'ok' && snapshot.head.seq >= 1 && snapshot.head.seq <= head.seq) {
            const at = snapshot.head.seq === head.seq ? state : stateAt(snapshot.head.seq);
            atSnapshot = { state: at, doc: (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_5__/* .snapshotOf */ .eY)(at, { seq: snapshot.head.seq, sha256: snapshot.head.sha256 }, journalFile) };
        }
    }
    // undefined: nothing to check (no manifest of its own, or exactly the one written at the head).
    const manifest = manifestFile === undefined || (manifestFile !== null && manifestFile === (0,_manifest_js__WEBPACK_IMPORTED_MODULE_6__/* .manifestText */ .$2)(state, { head, journalFile })) ? undefined : parseManifest(manifestFile);
    return { snapshot, manifest, atSnapshot };
}
/** The snapshot as the document a runner writes at `head`, when its text is exactly that one's. */
function writtenAtHead(file, state, head, journalFile) {
    if (file.kind !== 'text')
        return undefined;
    const doc = (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_5__/* .snapshotOf */ .eY)(state, head, journalFile);
    return file.text === (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_5__/* .snapshotText */ .MY)(doc) ? { kind: 'ok', doc, head: { file: journalFile, seq: head.seq, sha256: head.sha256 } } : undefined;
}
/**
 * The run at `files` again, once the lock is held: when its journal is still exactly the one
 * `earlier` read (journalUnchanged: no runner appended to it or replaced it meanwhile), the
 * replay is reused and only the snapshot and the manifest are read and judged again; otherwise
 * the run is loaded anew. A resume of a long run replays its journal once, not twice.
 */
function reloadRun(earlier, files, workflow, relState, options = {}) {
    const journalPath = journalFileOf(files);
    if (earlier.kind !== 'ok')
        return loadRun(files, workflow, relState, options);
    // The projections before the journal, as loadRun reads them: a live runner (status, history
    // take no lock) appends to the journal before it writes them, so a commit landing while they
    // are read shows as a changed journal below, never as projections ahead of it.
    const snapshotFile = (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_5__/* .readSnapshotFile */ .T_)(files.state);
    const manifestFile = files.manifest ? readManifestFile(files.manifest) : undefined;
    if (!(0,_journal_js__WEBPACK_IMPORTED_MODULE_4__/* .journalUnchanged */ .JW)(journalPath, earlier.journal))
        return loadRun(files, workflow, relState, options);
    const projections = readProjections(snapshotFile, manifestFile, earlier.state, earlier.head, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(journalPath), (seq) => replayTo(earlier.journal.texts, seq, workflow));
    return judgeProjections({ ...projections, read: earlier.journal, state: earlier.state, ...(earlier.log ? { log: earlier.log } : {}), relState, relJournal: (0,_journal_js__WEBPACK_IMPORTED_MODULE_4__/* .journalPathFor */ .S7)(relState), relManifest: relManifestOf(files, relState), naming: options.naming });
}
/** The manifest as the user names it: workspace-relative like the state path (its file name when it is not beside the workspace's files). */
function relManifestOf(files, relState) {
    if (!files.manifest)
        return 'the run manifest';
    const root = files.state.endsWith(relState) ? files.state.slice(0, files.state.length - relState.length) : undefined;
    return root !== undefined && files.manifest.startsWith(root) ? files.manifest.slice(root.length).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/') : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(files.manifest);
}
/** The snapshot and the manifest judged against the replayed journal: refused when edited or ahead of it, noted when behind. */
function judgeProjections(r) {
    const { naming, ...rest } = r;
    const load = judgedProjections({ ...rest, again: () => writtenAgainBy(r.state, naming) });
    return load.kind === 'corrupt' ? { ...load, replayed: r.state } : load;
}
function judgedProjections(r) {
    const { snapshot, manifest, read, state, log, atSnapshot, relState, relJournal, relManifest, again } = r;
    // The journal chained and replayed: a refusal below is about a projection beside it.
    const journal = { texts: read.texts, head: read.head };
    const notes = [];
    if (read.tornBytes > 0)
        notes.push(`journal ${relJournal}: a torn last line (${read.tornBytes} bytes, never committed) was dropped`);
    let snapshotLags = true;
    if (snapshot.kind === 'ok') {
        if (snapshot.head.seq > read.head.seq) {
            return { kind: 'corrupt', reason: `state ${relState} reflects journal event ${snapshot.head.seq}, but journal ${relJournal} ends at event ${read.head.seq}: events were cut from the journal`, file: relJournal, hint: RECOVERY.cut(relState, relJournal, again()), journal };
        }
        // A runner writes the snapshot only after committing events: one that reflects none while its
        // journal has some was edited (its data would otherwise be compared with nothing).
        if (snapshot.head.seq < 1) {
            return { kind: 'corrupt', reason: `state ${relState} records journal event ${snapshot.head.seq}, but journal ${relJournal} has ${read.head.seq} events: the snapshot was edited; it was left as it is`, file: relState, hint: RECOVERY.projection(relState, relJournal, again()), journal };
        }
        if (lineHash(read, snapshot.head.seq) !== snapshot.head.sha256) {
            return { kind: 'corrupt', reason: `state ${relState} records a journal head (event ${snapshot.head.seq}) that is not in journal ${relJournal}`, file: relState, hint: RECOVERY.otherHead(relState, relJournal, again()), journal };
        }
        let older = false;
        if (atSnapshot !== undefined) {
            const diff = (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_5__/* .firstDifference */ .at)(atSnapshot.doc, snapshot.doc);
            older = diff !== undefined && listedAsCompleted(atSnapshot.doc, atSnapshot.state, snapshot.doc);
            if (diff !== undefined && !older) {
                return { kind: 'corrupt', reason: `state ${relState} differs from its journal at '${diff}' (the snapshot was edited): it was left as it is`, file: relState, hint: RECOVERY.projection(relState, relJournal, again()), journal };
            }
        }
        snapshotLags = older || snapshot.head.seq !== read.head.seq;
        if (older)
            notes.push(`state ${relState} was written by an earlier stagegate, which also listed the steps that failed, blocked the run or were skipped among completed_steps: projected again`);
        else if (snapshotLags)
            notes.push(`state ${relState} lagged its journal (event ${snapshot.head.seq} of ${read.head.seq}): projected again`);
    }
    else if (snapshot.kind === 'legacy') {
        return { kind: 'corrupt', reason: `state ${relState} was written by stagegate 0.1 (${snapshot.schema}) but a journal exists beside it`, file: relState, hint: RECOVERY.projection(relState, relJournal, again()), journal };
    }
    else if (snapshot.kind === 'unreadable') {
        // Written atomically (rename), a state file is never torn: this one was edited or damaged.
        return { kind: 'corrupt', reason: `state ${relState} ${snapshot.reason}`, file: relState, hint: RECOVERY.projection(relState, relJournal, again()), journal };
    }
    else {
        notes.push(`state ${relState} is missing: projected again from the journal`);
    }
    if (manifest !== undefined) {
        const problem = manifestProblem(manifest, read);
        if (problem)
            return { kind: 'corrupt', reason: problem.reason, file: relJournal, hint: (problem.cut ? RECOVERY.cut : RECOVERY.otherHead)(relManifest, relJournal, again()), journal };
    }
    return { kind: 'ok', state, head: read.head, journal: read, notes, snapshotLags, ...(log ? { log } : {}) };
}
/**
 * Whether `doc` is the snapshot `projected` (of the state `at`) as stagegate wrote it before a
 * step left completed_steps when its latest outcome was not a completion (2026-12-03): a step that
 * blocked the run, failed, or that a loop limit stopped the run before entering (it was listed
 * there and in failed_or_blocked_steps), and a step skipped \u2014 by on_failure: skip or by a person \u2014
 * after an earlier visit completed it (listed there only). It is the same document once those
 * steps are taken out of its completed_steps, and an approval requested meanwhile holds the digest
 * of the state with them listed. Such a snapshot is no edit: the next commit projects it again.
 */
function listedAsCompleted(projected, at, doc) {
    const listed = doc['completed_steps'];
    if (!Array.isArray(listed) || !listed.every((id) => typeof id === 'string'))
        return false;
    const completed = new Set(at.completed_steps);
    // A skip on a step's first visit follows no completion: an earlier build never listed it.
    const skippedAfterAVisit = (at.skips ?? []).filter((k) => k.visit > 1).map((k) => k.step);
    const left = new Set([...at.failed_or_blocked_steps, ...skippedAfterAVisit].filter((id) => !completed.has(id)));
    if (left.size === 0)
        return false;
    let expected = { ...doc, completed_steps: listed.filter((id) => !left.has(id)) };
    const requested = doc['pending_approval'];
    const pending = at.pending_approval;
    if (pending && isRecord(requested) && requested['state_digest'] !== pending.state_digest && requested['state_digest'] === (0,_steps_approval_transition_js__WEBPACK_IMPORTED_MODULE_8__/* .approvalDigest */ .Y)({ ...at, completed_steps: listed })) {
        expected = { ...expected, pending_approval: { ...requested, state_digest: pending.state_digest } };
    }
    return (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_5__/* .firstDifference */ .at)(projected, expected) === undefined;
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** The manifest's text; null when absent or unreadable (written again on the next commit). */
function readManifestFile(manifestPath) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(manifestPath, 'utf8');
    }
    catch {
        return null;
    }
}
/** The manifest's document; null when absent or not YAML. */
function parseManifest(text) {
    if (text === null)
        return null;
    try {
        return (0,yaml__WEBPACK_IMPORTED_MODULE_3__/* .parse */ .qg)(text);
    }
    catch {
        return null;
    }
}
/** The manifest records the journal head it was written at: a later head than the journal's is a cut journal (or an edited manifest). */
function manifestProblem(data, read) {
    const { head } = read;
    const j = data?.journal;
    if (!j || !Number.isSafeInteger(j.seq))
        return undefined;
    const seq = j.seq;
    if (seq > head.seq)
        return { reason: `the run manifest records journal event ${seq}, but the journal ends at event ${head.seq}: events were cut from the journal`, cut: true };
    if (seq >= 1) {
        if (lineHash(read, seq) !== j.sha256)
            return { reason: `the run manifest records a journal head (event ${seq}) that is not in the journal: the manifest and the journal disagree (one of them was edited)`, cut: false };
    }
    return undefined;
}
/**
 * A run's state as a carried copy (a downloaded artifact) shows it, without its workflow at hand:
 * the journal's chain is verified and the snapshot must reflect the journal's head; the state is
 * the snapshot, with the item runs the journal started (the snapshot counts items only). The
 * deep check \u2014 a replay against the workflow \u2014 happens when the run is resumed.
 */
function readCarriedState(absStatePath) {
    // The snapshot first, as in loadRun: `list` may read a run while its runner commits.
    const snapshot = (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_5__/* .readSnapshot */ .RA)(absStatePath);
    // The item runs the journal started, gathered as its lines verify.
    const items = new Map();
    const read = (0,_journal_js__WEBPACK_IMPORTED_MODULE_4__/* .scanJournal */ .Hs)((0,_journal_js__WEBPACK_IMPORTED_MODULE_4__/* .journalPathFor */ .S7)(absStatePath), (l) => {
        const line = l;
        if (line.event !== 'item_started')
            return;
        if (!items.has(line.step))
            items.set(line.step, new Map());
        items.get(line.step).set(line.item, line.state_path);
    });
    if (read.kind === 'corrupt')
        return { kind: 'corrupt', reason: `has a journal that ${read.reason}` };
    if (read.kind === 'absent' || read.texts.length === 0)
        return snapshot.kind === 'absent' ? { kind: 'absent' } : { kind: 'corrupt', reason: 'has no journal beside it' };
    if (snapshot.kind !== 'ok')
        return { kind: 'corrupt', reason: snapshot.kind === 'absent' ? 'is missing (its journal is there)' : snapshot.kind === 'legacy' ? `was written by stagegate 0.1 (${snapshot.schema})` : snapshot.reason };
    // A snapshot may lag its journal (projected again on resume), never lead it or leave it.
    if (snapshot.head.seq > read.head.seq || (snapshot.head.seq > 0 && lineHash(read, snapshot.head.seq) !== snapshot.head.sha256)) {
        return { kind: 'corrupt', reason: `does not reflect its journal (it records event ${snapshot.head.seq}; the journal has ${read.head.seq})` };
    }
    const doc = snapshot.doc;
    const steps = {};
    for (const [id, record] of Object.entries(doc.steps ?? {})) {
        // Every foreach record gets a list (the snapshot's `items` is a count): empty when no item started.
        const started = items.get(id) ?? new Map();
        steps[id] = record['foreach'] ? { ...record, foreach: { ...record['foreach'], items: (0,immutable__WEBPACK_IMPORTED_MODULE_2__.List)([...started].map(([item, statePath]) => ({ id: item, state_path: statePath }))) } } : record;
    }
    return { kind: 'ok', state: { ...doc, steps } };
}


/***/ }),

/***/ 92537:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ SUPERSEDED_DIR),
/* harmony export */   h: () => (/* binding */ supersede)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
// Fresh runs never accept earlier results as evidence: the previous state, manifest, logs and
// every existing declared output are moved aside into <run root>/.superseded/<time>/ (kept for
// people to read, never read by stagegate).


const SUPERSEDED_DIR = '.superseded';
/** A folder of its own for this fresh run: two fresh runs within one second must not share one. */
function claimFolder(parent, stamp) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(parent, { recursive: true });
    for (let n = 1;; n++) {
        const candidate = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(parent, n === 1 ? stamp : `${stamp}-${n}`);
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(candidate);
            return candidate;
        }
        catch (error) {
            if (error.code !== 'EEXIST')
                throw error;
        }
    }
}
function supersede(workspace, runRoot, paths, stamp) {
    if (!paths.some((p) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(p.abs)))
        return null;
    const target = claimFolder((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(runRoot.abs, SUPERSEDED_DIR), stamp);
    let moved = 0;
    const seen = new Set();
    for (const p of paths) {
        if (seen.has(p.abs) || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(p.abs))
            continue;
        seen.add(p.abs);
        const destination = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(target, p.rel);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(destination), { recursive: true });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(p.abs, destination);
        moved++;
    }
    return moved > 0 ? workspace.relative(target) : null;
}


/***/ }),

/***/ 20232:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ standingArtifacts),
/* harmony export */   E: () => (/* binding */ takenBackPending)
/* harmony export */ });
/** Whether step `id`'s accepted output is one a rerun took back and the run has not accepted again. */
function takenBackPending(state, id) {
    if (!Object.hasOwn(state.steps, id))
        return false;
    // accepted_seq: the run's transition count at the step's latest verdict; a rewind's seq, at the rewind.
    const accepted = state.steps[id].accepted_seq ?? -1;
    return (state.rewinds ?? []).some((r) => r.taken_back.includes(id) && accepted <= r.seq);
}
/** The run's accepted outputs that stand: `artifacts` without those a rerun took back (the same object when none is). */
function standingArtifacts(state) {
    if (state.rewinds === undefined || state.rewinds.length === 0)
        return state.artifacts;
    const kept = Object.entries(state.artifacts).filter(([id]) => !takenBackPending(state, id));
    return kept.length === Object.keys(state.artifacts).length ? state.artifacts : Object.fromEntries(kept);
}


/***/ }),

/***/ 65190:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pd: () => (/* binding */ filledApprovalMessage),
/* harmony export */   hR: () => (/* binding */ runApprovalStep),
/* harmony export */   pm: () => (/* binding */ approvalTransition)
/* harmony export */ });
/* harmony import */ var _transition_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90660);
/* harmony import */ var _model_placeholders_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42183);
/* harmony import */ var _run_bindings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(43671);
// Approval steps in the run loop: follow the decision recorded for this visit (stagegate
// approve / reject), or pause the run with a pending approval. Nothing runs either way.



/** The transition of reaching an approval step (pure): follow the recorded decision, or pause. */
function approvalTransition(state, workflow, step, at, stopAfter, message) {
    const record = (0,_transition_js__WEBPACK_IMPORTED_MODULE_0__/* .decisionFor */ .ad)(state, step);
    return record ? (0,_transition_js__WEBPACK_IMPORTED_MODULE_0__/* .applyApproval */ .E7)(state, workflow, step, record, at, stopAfter) : (0,_transition_js__WEBPACK_IMPORTED_MODULE_0__/* .pauseForApproval */ .Z1)(state, step, at, message);
}
/**
 * The approval's message with its placeholders filled from what the step sees (undefined: it has
 * none, or one has no value, and it reads as written). `plan` shows it the same way.
 */
function filledApprovalMessage(step, bindings, state) {
    const text = step.def.approval?.message;
    if (text === undefined || !text.includes('{{'))
        return undefined;
    try {
        return (0,_model_placeholders_js__WEBPACK_IMPORTED_MODULE_1__/* .substitute */ .V2)(text, (0,_run_bindings_js__WEBPACK_IMPORTED_MODULE_2__/* .stepBindings */ .rV)(bindings, step, state));
    }
    catch (error) {
        if (error instanceof _model_placeholders_js__WEBPACK_IMPORTED_MODULE_1__/* .PlaceholderError */ .ik)
            return undefined;
        throw error;
    }
}
function approvalMessage(host, step) {
    return filledApprovalMessage(step, host.ctx.bindings, host.state());
}
function runApprovalStep(host, step) {
    const record = (0,_transition_js__WEBPACK_IMPORTED_MODULE_0__/* .decisionFor */ .ad)(host.state(), step);
    const message = record ? undefined : approvalMessage(host, step);
    const applied = host.apply({ event: 'approval_reached', at: host.now(), step: step.id, ...(message !== undefined ? { message } : {}), stop_after: host.stopsAfter(step.id), to: null, stop: null });
    host.commit();
    const note = record ? `${step.id}: ${record.decision} by ${record.by} -> ${applied.state.active_step ?? applied.stop ?? '-'}` : `${step.id}: ${applied.state.message ?? 'awaits approval'}`;
    host.ports.onEvent?.({ type: 'note', message: note });
    return applied.stop;
}


/***/ }),

/***/ 90660:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E7: () => (/* binding */ applyApproval),
/* harmony export */   I3: () => (/* binding */ notPendingInChild),
/* harmony export */   PE: () => (/* binding */ approverNotAllowed),
/* harmony export */   Q6: () => (/* binding */ recordDecision),
/* harmony export */   Ro: () => (/* binding */ ownPendingApproval),
/* harmony export */   Y: () => (/* binding */ approvalDigest),
/* harmony export */   Z: () => (/* binding */ pausedInWords),
/* harmony export */   Z1: () => (/* binding */ pauseForApproval),
/* harmony export */   ad: () => (/* binding */ decisionFor),
/* harmony export */   jD: () => (/* binding */ decidedInWords),
/* harmony export */   se: () => (/* binding */ childrenDecided),
/* harmony export */   zM: () => (/* binding */ childrenPausedFor)
/* harmony export */ });
/* unused harmony exports canonicalJson, voidedDecision, approvalTarget */
/* harmony import */ var immutable__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(94057);
/* harmony import */ var immutable__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(immutable__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _run_command_line_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1439);
/* harmony import */ var _workspace_digest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(33929);
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(82862);
/* harmony import */ var _run_transition_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(29122);
/* harmony import */ var _run_source_drift_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(35682);
/* harmony import */ var _run_progress_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1346);
// Approval steps as pure functions: pause the run for a decision, record an approve/reject
// (refused when nothing is pending, when the approver is not listed, or when the state changed
// since the approval was requested), and follow the decision like any fixed transition.







/**
 * sha256 of the state an approval is tied to: canonical JSON (keys sorted, so the digest does
 * not depend on how a record was built or read back) of the state without the approval
 * bookkeeping and the fields every invocation rewrites (status, message, invocations,
 * updated_at, the transitions of the event being applied). Any other change \u2014 transitions,
 * steps, artifacts, inputs, active step \u2014 changes the digest.
 */
function approvalDigest(state) {
    const { status: _s, message: _m, invocations: _i, updated_at: _u, recent: _r, pending_approval: _p, approvals: _a, output_changes: _o, ...view } = state;
    // Stall detection's progress marks are derived from the journal (an accepted output that changed
    // changed the artifacts, which the digest holds); left out, an approval an earlier stagegate
    // requested is the same state.
    view.steps = Object.fromEntries(Object.entries(state.steps).map(([id, r]) => [id, (0,_run_progress_js__WEBPACK_IMPORTED_MODULE_6__/* .withoutMarks */ .zw)(r)]));
    return (0,_workspace_digest_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256Text */ .f1)(canonicalJson(view));
}
/**
 * JSON with object keys sorted and undefined members dropped. A persistent List (a foreach's
 * items) is its array of values, as JSON.stringify gives it: its own fields are Immutable's
 * internals, and the previous builds hashed these items as an array.
 */
function canonicalJson(value) {
    if (value === null || typeof value !== 'object')
        return JSON.stringify(value) ?? 'null';
    if (immutable__WEBPACK_IMPORTED_MODULE_0__.List.isList(value))
        return canonicalJson(value.toArray());
    if (Array.isArray(value))
        return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
    const record = value;
    const keys = Object.keys(record).filter((k) => record[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`).join(',')}}`;
}
/** The visit of the approval step the run is on. */
function visitOf(state, stepId) {
    return Math.max(1, (0,_run_transition_js__WEBPACK_IMPORTED_MODULE_4__/* .stepRecord */ .oU)(state, stepId)?.visits ?? 1);
}
/** The latest decision recorded for the current visit of the approval step, wherever it was made. */
function latestDecision(state, step) {
    const visit = visitOf(state, step.id);
    const list = state.approvals ?? [];
    for (let i = list.length - 1; i >= 0; i--) {
        const a = list[i];
        if (a.step === step.id && a.visit === visit)
            return a;
    }
    return undefined;
}
/** Why `made` (a decision or a request) no longer counts at the run's source commit, or null. */
function madeElsewhere(state, made) {
    const now = (0,_run_source_drift_js__WEBPACK_IMPORTED_MODULE_5__/* .currentSource */ .J7)(state);
    if (!now || made.source_commit === undefined)
        return null;
    return (0,_run_source_drift_js__WEBPACK_IMPORTED_MODULE_5__/* .staleWhy */ .El)(made, now, { commit: true, version: false });
}
/**
 * The decision recorded for the current visit of the approval step, if any \u2014 and only when it
 * was made at the run's source commit: a new source commit voids an approval (a decision recorded
 * without a commit, by an older stagegate, counts).
 */
function decisionFor(state, step) {
    const decided = latestDecision(state, step);
    return decided && madeElsewhere(state, decided) === null ? decided : undefined;
}
/** The decision of the current visit that a new source commit voided (it was made at another one). */
function voidedDecision(state, step) {
    const decided = latestDecision(state, step);
    return decided && madeElsewhere(state, decided) !== null ? decided : undefined;
}
/**
 * Pause at an approval step: PARTIAL_RESUMABLE with a pending_approval record. A pending
 * record of the same visit is kept while the state is unchanged (a resume re-reports it);
 * otherwise the approval is requested again for the current state.
 */
function pauseForApproval(state, step, at, filled) {
    const visit = visitOf(state, step.id);
    const digest = approvalDigest(state);
    const previous = state.pending_approval;
    const source = (0,_run_source_drift_js__WEBPACK_IMPORTED_MODULE_5__/* .currentSource */ .J7)(state);
    const keep = previous && previous.step === step.id && previous.visit === visit && previous.state_digest === digest && madeElsewhere(state, previous) === null;
    const approval = step.def.approval;
    const pending = keep
        ? previous
        : {
            step: step.id,
            visit,
            message: filled ?? approval?.message ?? `approve ${step.id}?`,
            approvers: approval?.approvers ?? null,
            requested_at: at,
            state_digest: digest,
            ...(source ? { source_commit: source.source_commit } : {}),
        };
    const who = pending.approvers ? ` from ${pending.approvers.join(' or ')}` : '';
    // Say why an approval is asked for again: a new source commit voided the one given or requested.
    const voided = voidedDecision(state, step);
    const requestedElsewhere = !keep && previous && previous.step === step.id && previous.visit === visit ? madeElsewhere(state, previous) : null;
    const again = voided
        ? ` (the ${voided.decision === 'approved' ? 'approval' : 'rejection'} by ${voided.by} was made at source commit ${(0,_run_source_drift_js__WEBPACK_IMPORTED_MODULE_5__/* .shortCommit */ .Ax)(voided.source_commit)}; the source is now at ${(0,_run_source_drift_js__WEBPACK_IMPORTED_MODULE_5__/* .shortCommit */ .Ax)(source?.source_commit)}, so it no longer counts: decide again)`
        : requestedElsewhere
            ? ` (requested again: the earlier request was made at source commit ${(0,_run_source_drift_js__WEBPACK_IMPORTED_MODULE_5__/* .shortCommit */ .Ax)(previous.source_commit)}; the source is now at ${(0,_run_source_drift_js__WEBPACK_IMPORTED_MODULE_5__/* .shortCommit */ .Ax)(source?.source_commit)})`
            : '';
    return {
        state: {
            ...state,
            status: 'PARTIAL_RESUMABLE',
            message: `step ${step.id} awaits approval${who}: ${pending.message}${again}`,
            pending_approval: pending,
            updated_at: at,
        },
        stop: 'PARTIAL_RESUMABLE',
    };
}
/** Record approve/reject on a paused run; throws the documented refusal codes. */
/** Nothing awaits a decision in this run itself (recordDecision refuses with APPROVAL_NOT_PENDING). */
function notPendingHere(state) {
    const pending = state.pending_approval;
    return !pending || state.active_step !== pending.step || state.in_flight !== null;
}
/** The decision already made on the active (approval) step and not yet followed by a resume. */
function decidedOf(state) {
    const visit = state.active_step !== null ? state.steps[state.active_step]?.visits : undefined;
    return !state.pending_approval && state.in_flight === null ? (state.approvals ?? []).findLast((a) => a.step === state.active_step && a.visit === visit) : undefined;
}
/** The approval a run waits for at its own active step (undefined when it waits for none there). */
function ownPendingApproval(state) {
    const pending = state.pending_approval;
    return pending !== null && pending !== undefined && pending.step === state.active_step ? pending : undefined;
}
/**
 * The child workflow runs this run is paused in, when a decision on this run is refused because
 * the approval pending is a child's (its own approval step): the active child step's, or each
 * child_workflow branch of the active parallel step whose child paused on this visit; empty otherwise.
 */
function childrenPausedFor(state) {
    if (!notPendingHere(state) || decidedOf(state) || state.active_step === null)
        return [];
    const record = (0,_run_transition_js__WEBPACK_IMPORTED_MODULE_4__/* .stepRecord */ .oU)(state, state.active_step);
    const child = record?.child;
    if (child && child.status === 'PARTIAL_RESUMABLE' && child.run_id)
        return [{ ...child, run_id: child.run_id }];
    const parallel = record?.parallel;
    if (!parallel || parallel.visit !== record.visits)
        return [];
    const paused = [];
    for (const [branch, b] of Object.entries(parallel.branches)) {
        const c = b.child;
        if (c && c.status === 'PARTIAL_RESUMABLE' && c.run_id && (b.status === 'pending' || b.status === 'running'))
            paused.push({ ...c, run_id: c.run_id, branch });
    }
    return paused;
}
/**
 * APPROVAL_NOT_PENDING for a run paused in child workflows: decide in the child. `targets` are
 * the child runs as a command names them (command-line.ts runTarget: with the inputs that locate
 * their state when the caller knows them), by default their workflow file and run id only;
 * `commandName` what the commands start with (the CLI's `stagegate -C DIR`).
 */
function notPendingInChild(state, verb, children, targets = children.map((c) => (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .runTarget */ .Nh)(c.workflow_file, c.run_id)), commandName = 'stagegate') {
    const where = (c) => `run ${c.run_id} of ${c.workflow_file}`;
    const one = children.length === 1 ? children[0] : undefined;
    const paused = one && one.branch === undefined
        ? `a child workflow paused in ${where(one)}`
        : one
            ? `the child workflow of branch ${one.branch} of parallel step ${state.active_step} paused in ${where(one)}`
            : `the child workflows of branches ${children.map((c) => `${c.branch} (${where(c)})`).join(', ')} of parallel step ${state.active_step} paused`;
    return new _run_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .StagegateError */ .q('APPROVAL_NOT_PENDING', `run ${state.run_id} is not waiting for an approval (active step: ${state.active_step ?? 'none'}, ${paused}); nothing to ${verb} here`, {
        hint: `Decide in the child run${one ? '' : 's'}: ${targets.map((t) => `${commandName} ${verb} ${t}`).join('; ')}; then resume this run (${commandName} run), which continues the child${one ? '' : 'ren'}.`,
    });
}
/**
 * APPROVAL_NOT_PENDING for a run paused in child workflow runs that no longer await a decision
 * (decided since, read from their own states): nothing to decide anywhere; the resume continues them.
 */
function childrenDecided(state, verb, children) {
    const one = children.length === 1;
    return new _run_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .StagegateError */ .q('APPROVAL_NOT_PENDING', `run ${state.run_id} is not waiting for an approval (active step: ${state.active_step ?? 'none'}; ${decidedInWords(children)}); nothing to ${verb} here`, {
        hint: `Resume this run (stagegate run): it is ready to continue the child${one ? '' : 'ren'}.`,
    });
}
/** Child runs a run paused in that were decided since: `the child workflow run c-r1 of child.yaml no longer awaits a decision`. */
function decidedInWords(children) {
    return `${pausedInWords(children)} ${children.length === 1 ? 'no longer awaits' : 'no longer await'} a decision`;
}
/** The child runs a run paused in, as a sentence names them: `the child workflow run c-r1 of child.yaml (branch sub)`. */
function pausedInWords(children) {
    const one = children.length === 1;
    return `the child workflow run${one ? '' : 's'} ${children.map((c) => `${c.run_id} of ${c.workflow_file}${c.branch !== undefined ? ` (branch ${c.branch})` : ''}`).join(', ')}`;
}
/**
 * APPROVER_NOT_ALLOWED: `by` is none of the step's approvers. The hint decides as the first of
 * them: `decide` is the command that decides this run (`stagegate approve WORKFLOW --run-id ID
 * [name=value ...]`, the CLI's `-C DIR` included), the approver's name one shell word after it;
 * without one, the --by flag alone (shell-quoted as well).
 */
function approverNotAllowed(by, verb, step, approvers, decide) {
    const flag = (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .flagWord */ .Np)('by', approvers[0] ?? 'NAME');
    return new _run_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .StagegateError */ .q('APPROVER_NOT_ALLOWED', `${by} may not ${verb} step ${step}: its approvers are ${approvers.join(', ')}`, {
        hint: decide !== undefined ? `Decide as one of them: \`${decide}${flag}\`.` : `Decide as one of them:${flag}.`,
    });
}
function recordDecision(state, request) {
    const pending = state.pending_approval;
    const verb = request.decision === 'approved' ? 'approve' : 'reject';
    if (!pending || state.active_step !== pending.step || state.in_flight !== null) {
        // Paused in a child workflow: the decision is the child run's (its own approval step).
        const inChild = childrenPausedFor(state);
        if (inChild.length > 0)
            throw notPendingInChild(state, verb, inChild);
        // Decided already and not resumed yet: the active step is still the approval step, so say what was decided.
        const decided = decidedOf(state);
        if (decided) {
            // Made at another source commit than this one: the resume voids it and asks again.
            const why = request.sourceCommit ? (0,_run_source_drift_js__WEBPACK_IMPORTED_MODULE_5__/* .staleWhy */ .El)(decided, { source_commit: request.sourceCommit, agent_package_version: null }, { commit: true, version: false }) : null;
            throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .StagegateError */ .q('APPROVAL_NOT_PENDING', `step ${decided.step} (visit ${decided.visit}) of run ${state.run_id} was already ${decided.decision} by ${decided.by} at ${decided.at}${why ? ` (${why})` : ''}; nothing to ${verb} here`, {
                hint: why
                    ? 'That decision no longer counts at this source commit: resume the run with stagegate run (with --on-source-change as the run needs), which pauses at the approval again, then decide again.'
                    : `Resume the run with stagegate run: it follows the ${decided.decision === 'approved' ? 'approval (on_approve)' : 'rejection (on_reject)'}.`,
            });
        }
        // Finished: no resume of it pauses again, so do not advise one.
        if (state.active_step === null) {
            throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .StagegateError */ .q('APPROVAL_NOT_PENDING', `run ${state.run_id} already finished (${state.status}) and awaits no approval; nothing to ${verb} here`, {
                hint: 'A finished run takes no more decisions (stagegate status shows how it ended); to go through its approval again, start the workflow over: a new run id, or this one with --mode fresh.',
            });
        }
        throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .StagegateError */ .q('APPROVAL_NOT_PENDING', `run ${state.run_id} is not waiting for an approval (active step: ${state.active_step ?? 'none, the run finished'}); nothing to ${verb} here`, {
            hint: 'stagegate status shows pending_approval; resume the run with stagegate run until it pauses at an approval step.',
        });
    }
    if (pending.approvers && !pending.approvers.includes(request.by))
        throw approverNotAllowed(request.by, verb, pending.step, pending.approvers);
    const digest = approvalDigest(state);
    if (digest !== pending.state_digest) {
        throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .StagegateError */ .q('APPROVAL_STATE_CHANGED', `the state of run ${state.run_id} changed since approval of step ${pending.step} was requested (sha256 ${pending.state_digest.slice(0, 12)}\u2026 -> ${digest.slice(0, 12)}\u2026); nothing was recorded`, { hint: 'Restore the state, or resume with stagegate run so the approval is requested again for the current state.' });
    }
    const record = {
        step: pending.step,
        visit: pending.visit,
        decision: request.decision,
        by: request.by,
        at: request.at,
        note: request.note,
        state_digest: digest,
        ...(request.sourceCommit !== undefined ? { source_commit: request.sourceCommit } : {}),
    };
    return {
        ...state,
        message: `step ${pending.step} ${request.decision} by ${request.by}; resume continues`,
        pending_approval: null,
        approvals: [...(state.approvals ?? []), record],
        updated_at: request.at,
    };
}
/** Where a decision leads: on_approve, or on_reject (BLOCKED when the step names none). */
function approvalTarget(step, decision) {
    return decision === 'approved' ? (step.def.on_approve ?? 'BLOCKED') : (step.def.on_reject ?? 'BLOCKED');
}
/** Follow a recorded decision: visits counted, max_visits and stop_after_step honoured. */
function applyApproval(state, workflow, step, record, at, stopAfter) {
    const to = approvalTarget(step, record.decision);
    // Nothing ran: no exit status on the step or its history entry.
    return (0,_run_transition_js__WEBPACK_IMPORTED_MODULE_4__/* .applyExitSuccess */ .Kv)({ ...state, pending_approval: null }, workflow, { step, to, exitStatus: null, durationMs: 0, log: null, at, stopAfter, completedAs: () => `approval ${step.id} ${record.decision} by ${record.by}` });
}


/***/ }),

/***/ 44439:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RT: () => (/* binding */ childRunTarget),
/* harmony export */   _R: () => (/* binding */ runChildStep),
/* harmony export */   dO: () => (/* binding */ resolveChildInvocation),
/* harmony export */   w$: () => (/* binding */ runChild)
/* harmony export */ });
/* unused harmony export MAX_CHILD_DEPTH */
/* harmony import */ var _run_command_line_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1439);
/* harmony import */ var _run_source_drift_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35682);
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(82862);
/* harmony import */ var _model_load_and_check_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(72912);
/* harmony import */ var _model_placeholders_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42183);
/* harmony import */ var _run_context_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(46274);
/* harmony import */ var _run_bindings_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(43671);
/* harmony import */ var _run_transition_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(29122);
/* harmony import */ var _approval_transition_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(90660);
/* harmony import */ var _model_phases_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(20481);
/* harmony import */ var _model_run_scope_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(41513);
/* harmony import */ var _model_absent_inputs_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(65888);
/* harmony import */ var _model_workflow_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(57280);
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
    let locating = [];
    try {
        const { file, inputs } = resolveChildInvocation(parent, workspace, runBindings, state, step);
        if (file === child.workflow_file)
            locating = (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_9__/* .stateLocatingInputs */ .G$)((0,_model_load_and_check_js__WEBPACK_IMPORTED_MODULE_3__/* .loadAndCheck */ .w)(workspace, file, importers), new Map(Object.entries(inputs)));
    }
    catch (error) {
        if (!(0,_run_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .isStagegateError */ .W)(error))
            throw error;
    }
    return (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_0__/* .runTarget */ .Nh)(child.workflow_file, child.run_id, locating);
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
    return [...host.ancestry, { workflowFile: host.workflow.file, statePath: host.ctx.statePath.rel, runRoot: host.ctx.runRoot.rel }];
}
/** The child's events, told as the parent's: steps are named `<child step>/<step>`. */
function childPorts(ports, step) {
    const emit = ports.onEvent;
    if (!emit)
        return ports;
    const onEvent = (event) => {
        if (event.type === 'run_started') {
            emit({ type: 'note', message: `${step.id}: child workflow ${event.workflow} run ${event.runId} (${event.resumed ? 'resumed' : event.mode}) \u2014 state ${event.statePath}` });
        }
        else if (event.type === 'note') {
            emit({ ...event, message: `${step.id}/${event.message}` });
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
    try {
        const { file, inputs } = prepare(host, step);
        checkRecursion(host, step, file);
        // Locate the child's run (read only) to know its state, and whether a fresh start happened.
        const childWorkflow = await (0,_model_load_and_check_js__WEBPACK_IMPORTED_MODULE_3__/* .loadAndCheckAsync */ .a)(host.workspace, file);
        const located = (0,_run_context_js__WEBPACK_IMPORTED_MODULE_5__/* .resolveRunContext */ .xn)(childWorkflow, host.workspace, { tokens: inputs, undeclared: 'keep' }, host.ports.clock.now(), { readOnly: true, ancestorRunRoots: chainOf(host).map((a) => a.runRoot) });
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
        host.commit();
        // --allow-workflow-change applies to the children of the run too (their digests are checked on resume).
        const invocation = { tokens: inputs, undeclared: 'keep', mode, ignorePreviousCompletion: mode === 'fresh', ...(host.request.invocation.allowWorkflowChange === true ? { allowWorkflowChange: true } : {}), ...(0,_run_source_drift_js__WEBPACK_IMPORTED_MODULE_1__/* .sourcePolicyOf */ .vE)(host) };
        outcome = await host.runChild({
            workspace: host.request.workspace,
            workflowFile: file,
            invocation,
            env: host.request.env,
            ...(host.request.commandName !== undefined ? { commandName: host.request.commandName } : {}),
            ...(host.request.agents !== undefined ? { agents: host.request.agents } : {}),
            ...(host.request.signal !== undefined ? { signal: host.request.signal } : {}),
            ...(host.request.invocationToken !== undefined ? { invocationToken: host.request.invocationToken } : {}),
            ...(host.request.random !== undefined ? { random: host.request.random } : {}),
            ancestry: chainOf(host),
        }, 
        // The child is part of this invocation: it records the source commit this run records (read
        // once per invocation, as foreach items do; no git call per child or parallel branch).
        { ...childPorts(host.ports, step), source: { sourceCommit: () => host.state().source_commit } });
    }
    catch (error) {
        if (!(0,_run_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .isStagegateError */ .W)(error))
            throw error;
        // The input to pass, said where the error knows it (the stop code's fix is generic).
        if (error.code === 'WORKFLOW_INPUT_REQUIRED')
            host.stopFix(error.code, error.hint);
        const t = host.apply({ event: 'child_failed', at: host.now(), step: step.id, code: error.code, message: `child workflow step ${step.id}: ${error.message}`, duration_ms: host.clock() - started });
        host.commit();
        return { stop: t.stop };
    }
    host.stagesRan(outcome.stagesRun);
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
            t = host.apply({ event: 'child_routed', at, step: step.id, child_status: status, present: host.present((0,_model_workflow_js__WEBPACK_IMPORTED_MODULE_11__/* .conditionalInputs */ .s4)(step.def.statuses)), duration_ms: durationMs, stop_after: host.stopsAfter(step.id), to: null, stop: null });
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
        const target = child.run_id ? (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_0__/* .runTarget */ .Nh)(child.workflow_file, child.run_id, host.request.agentFlagsInHints ? locating : []) : undefined;
        paused = { workflowFile: child.workflow_file, runId: child.run_id, childMessage: outcome.message, ...(pending && target ? { decide: target } : {}) };
        t = host.apply({ event: 'child_paused', at, step: step.id, message: `${label} paused: ${outcome.message}; ${pending && target ? `decide its approval (stagegate approve ${target}), then ` : ''}resume this run to continue the child` });
    }
    else {
        if (outcome.sourceRefused === true)
            host.childRefusedSource();
        t = host.apply({ event: 'child_failed', at, step: step.id, code: outcome.status, message: `${label}: ${outcome.message}`, duration_ms: durationMs });
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
        completed: host.progress((0,_model_workflow_js__WEBPACK_IMPORTED_MODULE_11__/* .declaredCompletedCount */ .Bv)(host.workflow, t.state.completed_steps)),
        totalSteps: (0,_model_workflow_js__WEBPACK_IMPORTED_MODULE_11__/* .declaredStepCount */ .K2)(host.workflow),
    });
    return paused ? { stop: t.stop, paused } : { stop: t.stop };
}


/***/ }),

/***/ 37487:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FJ: () => (/* binding */ applyPhaseStopped),
/* harmony export */   K2: () => (/* binding */ withChildRecord),
/* harmony export */   Ld: () => (/* binding */ applyChildPaused),
/* harmony export */   MJ: () => (/* binding */ childManifestSections),
/* harmony export */   _j: () => (/* binding */ applyChildFailed),
/* harmony export */   mm: () => (/* binding */ applyChildRouted)
/* harmony export */ });
/* harmony import */ var _state_state_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46624);
/* harmony import */ var _run_transition_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(29122);
/* harmony import */ var _run_progress_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1346);
// Pure transitions of child_workflow steps (and composite phases): what the parent's state
// becomes when its child run starts, is routed, pauses, fails, or ends outside a phase's
// require_terminal_status. Built on transition.ts; no I/O.



/** Record the child run on the parent's step record (kept through every later transition). */
function withChildRecord(state, stepId, child) {
    const record = (0,_run_transition_js__WEBPACK_IMPORTED_MODULE_1__/* .stepRecord */ .oU)(state, stepId);
    if (!record)
        return state;
    return { ...state, steps: { ...state.steps, [stepId]: { ...record, child } } };
}
/** The child ended with a status the step routes: follow it (BLOCKED keeps a child's SOURCE_GAPS). */
function applyChildRouted(state, workflow, c) {
    const target = (0,_run_transition_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveTarget */ .u1)(c.step.def.statuses[c.childStatus], c.present);
    const result = (0,_run_transition_js__WEBPACK_IMPORTED_MODULE_1__/* .applyExitSuccess */ .Kv)(state, workflow, { step: c.step, to: target, exitStatus: 0, durationMs: c.durationMs, log: null, at: c.at, stopAfter: c.stopAfter });
    let next = result.state;
    let stop = result.stop;
    const gate = { status: c.childStatus };
    const record = next.steps[c.step.id];
    // What the child run accepted, against what it had accepted at this step's previous verdict:
    // a change is progress of a loop around this step (stall detection, run/progress.ts).
    const outputs = (0,_run_progress_js__WEBPACK_IMPORTED_MODULE_2__/* .childOutputs */ .H5)((0,_run_transition_js__WEBPACK_IMPORTED_MODULE_1__/* .stepRecord */ .oU)(state, c.step.id)?.child);
    const changes = (0,_run_progress_js__WEBPACK_IMPORTED_MODULE_2__/* .counted */ .hS)(state, (0,_run_transition_js__WEBPACK_IMPORTED_MODULE_1__/* .stepRecord */ .oU)(state, c.step.id)?.child_outputs === outputs ? 0 : 1);
    next = { ...next, ...changes, steps: { ...next.steps, [c.step.id]: { ...record, gate, child_outputs: outputs } } };
    const last = next.last_transition;
    if (last && last.step === c.step.id) {
        let code = last.code ?? null;
        if (target === 'BLOCKED' && c.childStatus === 'WORKFLOW_BLOCKED_SOURCE_GAPS') {
            code = 'WORKFLOW_BLOCKED_SOURCE_GAPS';
            stop = code;
            next = { ...next, status: code, message: `child workflow step ${c.step.id} ended ${c.childStatus}, routed to BLOCKED` };
        }
        else if (target === 'BLOCKED') {
            next = { ...next, message: `child workflow step ${c.step.id} ended ${c.childStatus}, routed to BLOCKED` };
        }
        next = { ...next, ...(0,_state_state_js__WEBPACK_IMPORTED_MODULE_0__/* .patchLast */ .F8)(next, { gate_status: c.childStatus, code }) };
    }
    return stop !== undefined ? { state: next, stop } : { state: next };
}
/** The child paused (PARTIAL_RESUMABLE): the parent pauses with the child step still active. */
function applyChildPaused(state, step, message, at) {
    const flight = state.in_flight;
    const record = (0,_run_transition_js__WEBPACK_IMPORTED_MODULE_1__/* .stepRecord */ .oU)(state, step.id);
    const next = {
        ...state,
        status: 'PARTIAL_RESUMABLE',
        message,
        in_flight: null,
        steps: { ...state.steps, [step.id]: { ...record, status: 'pending' } },
        ...(0,_state_state_js__WEBPACK_IMPORTED_MODULE_0__/* .logged */ .Jb)(state, { at, step: step.id, visit: flight?.visit ?? record.visits, attempt: flight?.attempt ?? 1, outcome: 'stopped', code: 'PARTIAL_RESUMABLE', gate_status: null, exit_status: null, duration_ms: 0, to: step.id }),
        updated_at: at,
    };
    return { state: next, stop: 'PARTIAL_RESUMABLE' };
}
/** The child failed (or could not start): the step stays active, so a resume retries the child. */
function applyChildFailed(state, step, code, message, durationMs, at) {
    return { state: (0,_run_transition_js__WEBPACK_IMPORTED_MODULE_1__/* .applyFailure */ .nw)(state, { step, code, message, exitStatus: null, signal: null, durationMs, log: null, at }), stop: code };
}
/** A phase ended outside require_terminal_status: the parent ends with that status. */
function applyPhaseStopped(state, step, childStatus, required, at) {
    const instruction = `phase ${step.id} ended ${childStatus}, which is not one of its require_terminal_status (${required.join(', ')})`;
    const result = (0,_run_transition_js__WEBPACK_IMPORTED_MODULE_1__/* .applyTerminal */ .pb)(state, { ...step, def: { ...step.def, terminal_status: childStatus, instruction } }, at);
    return { state: { ...result.state, message: instruction }, stop: result.stop };
}
/** Manifest section: every child run this run started (child_workflow steps and phases), with its artifacts. */
function childManifestSections(state) {
    const runs = [];
    for (const id in state.steps) {
        const r = state.steps[id];
        if (r.child !== undefined)
            runs.push([id, r]);
    }
    if (runs.length === 0)
        return {};
    return {
        child_runs: runs.map(([step, r]) => {
            const c = r.child;
            return { step, workflow_file: c.workflow_file, run_id: c.run_id, state_path: c.state_path, manifest_path: c.manifest_path, status: c.status, mode: c.mode, artifacts: c.artifacts };
        }),
    };
}


/***/ }),

/***/ 75517:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OA: () => (/* binding */ foreachManifestSections),
/* harmony export */   l5: () => (/* binding */ foreachRunsFolder),
/* harmony export */   zB: () => (/* binding */ FOREACH_DIR)
/* harmony export */ });
/* harmony import */ var _state_state_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46624);
/* harmony import */ var _slugify_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(98041);
// The parent manifest's view of its foreach steps: per step, how many items ended how and where
// their runs live. The item runs themselves (state, manifest, outputs) are under that folder and
// each item's start and end is an event of the run's journal; listing every item here would
// rewrite a list as long as the registry after every item.


/** Folder under the run root that holds the item runs (a fresh run moves it aside). */
const FOREACH_DIR = 'foreach';
/** Where the item runs of foreach step `step` live: <run root>/foreach/<step>/. */
function foreachRunsFolder(runRoot, step) {
    return `${runRoot === '.' || runRoot === '' ? '' : `${runRoot}/`}${FOREACH_DIR}/${(0,_slugify_js__WEBPACK_IMPORTED_MODULE_1__/* .slugify */ .Y)(step) || 'step'}/`;
}
function foreachManifestSections(state) {
    const runs = [];
    for (const id of Object.keys(state.steps)) {
        const record = state.steps[id].foreach;
        if (!record)
            continue;
        const counts = (0,_state_state_js__WEBPACK_IMPORTED_MODULE_0__/* .foreachCounts */ .vj)(record);
        runs.push({ step: id, visit: record.visit, source: record.source, items: record.items.size, ...counts, runs: foreachRunsFolder(state.run_root, id) });
    }
    return runs.length === 0 ? {} : { foreach_runs: runs };
}


/***/ }),

/***/ 50701:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Wl: () => (/* binding */ itemPorts),
  UZ: () => (/* binding */ itemRunRequest),
  Hm: () => (/* reexport */ schedule/* itemStatePathIn */.Hm),
  az: () => (/* binding */ itemWorkflowFor),
  Ck: () => (/* binding */ loadRecord),
  ci: () => (/* binding */ runForeachStep)
});

// UNUSED EXPORTS: FOREACH_DIR, MARK_EVERY_ITEM_ROWS, markBatchOf

// EXTERNAL MODULE: ./src/core/run/source-drift.ts
var source_drift = __webpack_require__(35682);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/core/workspace/digest.ts
var digest = __webpack_require__(33929);
// EXTERNAL MODULE: ./src/core/run/errors.ts
var errors = __webpack_require__(82862);
// EXTERNAL MODULE: ./src/core/model/placeholders.ts
var placeholders = __webpack_require__(42183);
// EXTERNAL MODULE: ./src/core/run/bindings.ts
var bindings = __webpack_require__(43671);
// EXTERNAL MODULE: ./src/core/run/transition.ts
var transition = __webpack_require__(29122);
// EXTERNAL MODULE: ./src/core/run/progress.ts
var progress = __webpack_require__(1346);
// EXTERNAL MODULE: ./src/core/model/invocation.ts
var invocation = __webpack_require__(83291);
// EXTERNAL MODULE: ./src/core/model/workflow.ts
var workflow = __webpack_require__(57280);
// EXTERNAL MODULE: ./src/core/state/state.ts
var state_state = __webpack_require__(46624);
// EXTERNAL MODULE: ./src/core/state/lock.ts
var lock = __webpack_require__(20210);
// EXTERNAL MODULE: ./src/core/state/journal.ts
var journal = __webpack_require__(90666);
// EXTERNAL MODULE: ./src/core/steps/foreach/registry.ts
var foreach_registry = __webpack_require__(19039);
// EXTERNAL MODULE: ./src/core/model/did-you-mean.ts
var did_you_mean = __webpack_require__(51742);
// EXTERNAL MODULE: ./src/core/steps/foreach/slugify.ts
var slugify = __webpack_require__(98041);
// EXTERNAL MODULE: ./src/core/steps/foreach/selection.ts
var foreach_selection = __webpack_require__(21700);
// EXTERNAL MODULE: ./src/core/state/no-ids.ts
var no_ids = __webpack_require__(30269);
;// CONCATENATED MODULE: ./src/core/steps/foreach/items.ts
// Registry rows -> foreach items: the id (id_field), the bindings the per-item steps see
// (foreach.bindings, slugify applied), and the ids each item depends on (depends_field). A
// declared field the registry lacks is never guessed (WORKFLOW_INPUT_REQUIRED); a bad row
// (empty or duplicate id, a dependency on no item) is FOREACH_REGISTRY_INVALID at its line.





const DEFAULT_DEPENDS_FIELD = 'Depends On';
/** "-", "none", "n/a" or nothing mean no dependency; otherwise ids separated by commas, semicolons or whitespace. */
function parseDepends(text) {
    const t = text.trim();
    if (t === '' || /^(?:-+|\u2014|\u2013|none|n\/a)$/i.test(t))
        return no_ids/* NO_IDS */.L;
    return [...new Set(t.split(/[\s,;]+/).filter((x) => x !== ''))];
}
function required(registry, line, message) {
    throw new errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `${registry.file}${line !== undefined ? `:${line}` : ''}: ${message}`, {
        hint: 'Give the registry the field the workflow declares (foreach.id_field, bindings, depends_field); stagegate never guesses another column.',
        location: { file: registry.file, ...(line !== undefined ? { line } : {}) },
    });
}
function invalid(registry, line, message, hint) {
    throw new errors/* StagegateError */.q('FOREACH_REGISTRY_INVALID', `${registry.file}:${line}: ${message}`, { hint, location: { file: registry.file, line } });
}
function itemsOf(registry, def) {
    const columns = new Set(registry.columns);
    const tabular = registry.format === 'markdown';
    // In a table a column exists or not; in a list a row may lack a key, which is checked per row.
    const needColumn = (field, what) => {
        if (tabular && !columns.has(field))
            required(registry, registry.headerLine, `${what} '${field}' is not a column of the registry (columns: ${registry.columns.join(', ')}).${(0,did_you_mean/* didYouMean */.au)(field, registry.columns)}`);
    };
    needColumn(def.id_field, 'foreach.id_field');
    const selection = def.items !== undefined ? (0,foreach_selection/* parseItems */.mo)(def.items) : undefined;
    if (def.items !== undefined && selection === undefined) {
        throw new errors/* StagegateError */.q('WORKFLOW_CONTRACT_INVALID', `foreach.items '${def.items}' is not a selection stagegate can evaluate`, { hint: 'Write "<rows> where <field> != <value> and <field> = <value>" (stagegate validate explains).' });
    }
    for (const field of (0,foreach_selection/* fieldsOf */.Pf)(selection))
        needColumn(field, 'the field of foreach.items');
    for (const [name, b] of Object.entries(def.bindings ?? {}))
        needColumn(b.field, `the field of binding ${name}`);
    const dependsField = def.depends_field ?? DEFAULT_DEPENDS_FIELD;
    if (def.depends_field !== undefined && registry.rows.length > 0)
        needColumn(dependsField, 'foreach.depends_field');
    const hasDepends = tabular ? columns.has(dependsField) : def.depends_field !== undefined || registry.columns.includes(dependsField);
    const items = [];
    const byId = new Map();
    const slugs = new Set();
    for (const row of registry.rows) {
        // foreach.items: a row that does not match the selection is no item (e.g. already VERIFIED).
        if (!(0,foreach_selection/* selected */.wH)(selection, row))
            continue;
        const field = (name, what) => {
            const v = row.fields.get(name);
            if (v === undefined)
                required(registry, row.line, `the row has no ${what} '${name}'`);
            return v;
        };
        const id = field(def.id_field, 'foreach.id_field');
        if (id === '')
            invalid(registry, row.line, `the row has an empty '${def.id_field}' (foreach.id_field)`, 'Give every row an item id.');
        const earlier = byId.get(id);
        if (earlier)
            invalid(registry, row.line, `item id '${id}' appears twice (also line ${earlier.line})`, 'Give every row its own id.');
        const bindings = { item_id: id };
        for (const [name, b] of Object.entries(def.bindings ?? {})) {
            const raw = field(b.field, `field '${b.field}' of binding`);
            const value = b.transform === 'slugify' ? (0,slugify/* slugify */.Y)(raw) : raw;
            if (value === '')
                required(registry, row.line, `binding ${name} of item '${id}' is empty (field '${b.field}' is '${raw}')`);
            bindings[name] = value;
        }
        const dependsText = hasDepends ? (row.fields.get(dependsField) ?? '') : '';
        // A slug equal to its id shares the id's string (one string per item instead of two).
        let slug = (0,slugify/* slugify */.Y)(id) || 'item';
        if (slug === id)
            slug = id;
        for (let n = 2; slugs.has(slug); n++)
            slug = `${(0,slugify/* slugify */.Y)(id) || 'item'}-${n}`;
        slugs.add(slug);
        const item = { id, slug, line: row.line, depends_on: parseDepends(dependsText), bindings };
        items.push(item);
        byId.set(id, item);
    }
    for (const item of items) {
        for (const dep of item.depends_on) {
            if (!byId.has(dep))
                invalid(registry, item.line, `item '${item.id}' depends on '${dep}', which is no item of the registry (${dependsField})`, `Name ids of the '${def.id_field}' column in '${dependsField}', separated by commas; "-" for none.`);
        }
    }
    return items;
}

;// CONCATENATED MODULE: ./src/core/steps/foreach/order.ts
// Item order: registry order, or dependencies first (dependency_topological) with registry order
// breaking ties, so the order is deterministic. A dependency cycle is never broken by guessing:
// it stops the foreach with WORKFLOW_BLOCKED_DEPENDENCY_CYCLE, naming the cycle.

/** One dependency cycle among `items`, as ids (first id repeated at the end), or undefined. */
function findCycle(items) {
    const byId = new Map(items.map((i) => [i.id, i]));
    const state = new Map();
    for (const root of items) {
        if (state.has(root.id))
            continue;
        // Iterative DFS: a long dependency chain cannot overflow the stack.
        const path = [{ id: root.id, next: 0 }];
        state.set(root.id, 'open');
        while (path.length > 0) {
            const frame = path[path.length - 1];
            const deps = byId.get(frame.id).depends_on;
            if (frame.next < deps.length) {
                const dep = deps[frame.next++];
                if (!byId.has(dep))
                    continue;
                const s = state.get(dep);
                if (s === 'open') {
                    const start = path.findIndex((f) => f.id === dep);
                    return [...path.slice(start).map((f) => f.id), dep];
                }
                if (s === undefined) {
                    state.set(dep, 'open');
                    path.push({ id: dep, next: 0 });
                }
                continue;
            }
            state.set(frame.id, 'done');
            path.pop();
        }
    }
    return undefined;
}
/** Items in the order they are worked on. Throws WORKFLOW_BLOCKED_DEPENDENCY_CYCLE on a cycle. */
function orderItems(items, order, where) {
    const cycle = findCycle(items);
    if (cycle) {
        // A cycle is reported whatever the order: deferred items would wait for each other forever.
        throw new errors/* StagegateError */.q('WORKFLOW_BLOCKED_DEPENDENCY_CYCLE', `the items of ${where} depend on each other in a cycle: ${cycle.join(' -> ')}`, {
            hint: 'Break the cycle in the registry\'s dependency column, then resume.',
        });
    }
    if (order === 'registry')
        return [...items];
    // Kahn's algorithm; the ready set is kept sorted by registry position.
    const position = new Map(items.map((item, i) => [item.id, i]));
    const pending = new Map(items.map((i) => [i.id, new Set(i.depends_on)]));
    const dependents = new Map();
    for (const item of items)
        for (const dep of item.depends_on)
            (dependents.get(dep) ?? dependents.set(dep, []).get(dep)).push(item.id);
    const ready = [];
    const insert = (index) => {
        let lo = 0;
        let hi = ready.length;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (ready[mid] < index)
                lo = mid + 1;
            else
                hi = mid;
        }
        ready.splice(lo, 0, index);
    };
    items.forEach((item, i) => {
        if (item.depends_on.length === 0)
            ready.push(i);
    });
    const out = [];
    while (ready.length > 0) {
        const item = items[ready.shift()];
        out.push(item);
        for (const d of dependents.get(item.id) ?? []) {
            const waiting = pending.get(d);
            waiting.delete(item.id);
            if (waiting.size === 0)
                insert(position.get(d));
        }
    }
    return out;
}

// EXTERNAL MODULE: ./src/core/steps/foreach/completion.ts
var foreach_completion = __webpack_require__(36038);
// EXTERNAL MODULE: ./src/core/steps/foreach/item-workflow.ts
var item_workflow = __webpack_require__(87917);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/core/state/atomic-write.ts
var atomic_write = __webpack_require__(10174);
;// CONCATENATED MODULE: ./src/core/steps/foreach/registry-status.ts
// After an item is verified the runner marks its registry row: status_field := VERIFIED (4.0:
// "update registry status after each verified item"; prompts are told not to edit the registry).
// Only that one cell changes: in a Markdown table the cell's text inside the row's pipes, in a
// YAML list the row's key (comments and layout kept), in a JSON array the object's key. The file
// is replaced atomically. A Markdown registry without the status column is left as it is.




const VERIFIED = 'VERIFIED';
/** A row the runner marked VERIFIED whose item ran again and ended blocked (settleVerified `blocked`). */
const BLOCKED = 'BLOCKED';
/** Positions of the unescaped pipes of a table line. */
function pipePositions(line) {
    const out = [];
    for (let i = 0; i < line.length; i++) {
        if (line[i] === '\\' && line[i + 1] === '|')
            i++;
        else if (line[i] === '|')
            out.push(i);
    }
    return out;
}
/** The table line with cell `column` set to `value` (its surrounding spaces kept); undefined if the line has no such cell. */
function setMarkdownCell(line, column, value) {
    const pipes = pipePositions(line);
    const leading = line.trimStart().startsWith('|');
    // Cell k lies between the k-th and (k+1)-th pipe (a line may omit the outer pipes).
    const bounds = [];
    const starts = leading ? pipes : [-1, ...pipes];
    for (let k = 0; k < starts.length; k++) {
        const from = starts[k] + 1;
        const to = k + 1 < starts.length ? starts[k + 1] : line.length;
        if (from <= line.length)
            bounds.push([from, to]);
    }
    const cell = bounds[column];
    if (!cell)
        return undefined;
    const text = line.slice(cell[0], cell[1]);
    const escaped = value.replace(/\|/g, '\\|');
    if (text.trim() === '')
        return `${line.slice(0, cell[0])} ${escaped} ${line.slice(cell[1])}`;
    const before = /^\s*/.exec(text)[0];
    const after = /\s*$/.exec(text)[0];
    return line.slice(0, cell[0]) + before + escaped + after + line.slice(cell[1]);
}
/**
 * Set the status of every item of `ids` in the registry text, reading it once (a batch of rows
 * costs one parse, not one per row). Returns the new text and the ids whose rows changed, in row
 * order; a row already at `status`, or without the status cell, is left as it is \u2014 and with
 * `only`, a row whose status is not `only`. `file` names the registry in the error of a Markdown
 * table that does not parse.
 */
function withItemsStatus(text, format, idField, statusField, ids, status, file = '', only) {
    const changed = [];
    if (ids.size === 0)
        return { text, changed };
    if (format === 'markdown') {
        // Only the rows to mark are kept from the scan (a large registry is read once per batch), and
        // the new text is the old one with those lines replaced: no array of every line to join.
        let idAt = -1;
        let column = -1;
        const marks = [];
        (0,foreach_registry/* scanMarkdownTable */.TY)(text, file, idField, (cells, _line, header, raw, at) => {
            if (idAt < 0) {
                idAt = header.indexOf(idField);
                column = header.indexOf(statusField);
            }
            const id = cells[idAt];
            if (column >= 0 && ids.has(id) && cells[column] !== status && (only === undefined || cells[column] === only))
                marks.push({ at, raw, id });
        });
        const parts = [];
        let copied = 0;
        for (const { at, raw, id } of marks) {
            const updated = setMarkdownCell(raw, column, status);
            if (updated === undefined)
                continue;
            parts.push(text.slice(copied, at), updated);
            copied = at + raw.length;
            changed.push(id);
        }
        if (parts.length === 0)
            return { text, changed };
        parts.push(text.slice(copied));
        return { text: parts.join(''), changed };
    }
    if (format === 'json') {
        const data = JSON.parse(text);
        if (!Array.isArray(data))
            return { text, changed };
        for (const row of data) {
            if (typeof row !== 'object' || row === null)
                continue;
            const r = row;
            const id = String(r[idField] ?? '').trim();
            if (!ids.has(id) || r[statusField] === status || (only !== undefined && r[statusField] !== only))
                continue;
            r[statusField] = status;
            changed.push(id);
        }
        return { text: changed.length > 0 ? JSON.stringify(data, null, 2) + '\n' : text, changed };
    }
    const doc = (0,dist/* parseDocument */.Tp)(text);
    const root = doc.contents;
    if (!(0,dist/* isSeq */.oP)(root))
        return { text, changed };
    for (const [index, item] of root.items.entries()) {
        if (!(0,dist/* isMap */.jh)(item))
            continue;
        const idNode = item.get(idField, true);
        if (!(0,dist/* isScalar */.jn)(idNode))
            continue;
        const id = String(idNode.value).trim();
        if (!ids.has(id))
            continue;
        const current = item.get(statusField, true);
        if ((0,dist/* isScalar */.jn)(current) && current.value === status)
            continue;
        if (only !== undefined && !((0,dist/* isScalar */.jn)(current) && current.value === only))
            continue;
        doc.setIn([index, statusField], status);
        changed.push(id);
    }
    return { text: changed.length > 0 ? doc.toString() : text, changed };
}
/**
 * Every row of a verified item shows VERIFIED: the rows not yet marked (marks made in batches, or
 * taken back by a power loss before an unflushed replacement reached the disk) are marked in one
 * write, fsync'd unless `durable: false`; when none is missing and `flush`, the file as it stands
 * is fsync'd. Returns the rows marked. `random`: the run's pool the temp file's name comes from
 * (random-hex.ts: a call into OpenSSL of its own costs a reseed after every stage's fork).
 * `blocked`: items that are not verified now (a verified item that ran again and ended blocked):
 * a row of theirs that still says VERIFIED is set to BLOCKED in the same write (`unmarked`), so
 * the registry never says VERIFIED for an item its run does not hold verified.
 */
function settleVerified(abs, rel, idField, statusField, verified, flush, options = {}) {
    const { text: original, format } = (0,foreach_registry/* readRegistryText */.xO)(abs, rel);
    // A list is checked as the foreach reads it; a Markdown table, by the scan that marks its rows.
    // A Markdown registry without the status column is never marked (a list row gets the key).
    if (format !== 'markdown')
        (0,foreach_registry/* parseRegistry */.l5)(original, rel, format, idField);
    const marked = withItemsStatus(original, format, idField, statusField, verified, VERIFIED, rel);
    const { text, changed: unmarked } = withItemsStatus(marked.text, format, idField, statusField, options.blocked ?? new Set(), BLOCKED, rel, VERIFIED);
    options.unmarked?.push(...unmarked);
    if (marked.changed.length === 0 && unmarked.length === 0)
        return flushed(abs, flush, []);
    (0,atomic_write/* atomicWriteFile */.Re)(abs, text, { ...(options.durable !== undefined ? { durable: options.durable } : {}), ...(options.random ? { random: options.random } : {}) });
    return marked.changed;
}
/** `result`, after fsyncing the file as it stands when `flush`. */
function flushed(abs, flush, result) {
    if (!flush)
        return result;
    const fd = (0,external_node_fs_.openSync)(abs, 'r');
    try {
        (0,external_node_fs_.fsyncSync)(fd);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
    return result;
}

// EXTERNAL MODULE: ./src/core/steps/foreach/schedule.ts
var schedule = __webpack_require__(55013);
// EXTERNAL MODULE: ./src/core/shards/earlier-instance.ts
var earlier_instance = __webpack_require__(65709);
// EXTERNAL MODULE: ./src/core/steps/foreach/manifest.ts
var manifest = __webpack_require__(75517);
;// CONCATENATED MODULE: ./src/core/steps/foreach/run.ts
// foreach steps: read the registry once per visit of the step, order its items, then run one item
// at a time through the per_item state machine as an in-process sub-run (foreach/item-workflow.ts)
// with a state file of its own under <run root>/foreach/<step>/<item>/v<visit>/ (an item run:
// no lock or manifest of its own until it ends, runner.ts RunRequest.itemRun). The parent writes
// once per item: the item about to run together with how the one before it ended, so a crash
// anywhere resumes the item in flight (or records one whose run had ended) and never runs a
// verified item again. After the last item, completion.require is checked against the registry
// rows, then completion.on_complete.


























/** The registry path, placeholders resolved, inside the workspace. */
function registryPath(host, step) {
    const template = step.def.foreach.source;
    let text;
    try {
        text = (0,placeholders/* substitute */.V2)(template, (0,bindings/* stepBindings */.rV)(host.ctx.bindings, step, host.state()));
    }
    catch (error) {
        if (!(error instanceof placeholders/* PlaceholderError */.ik))
            throw error;
        throw new errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `foreach source of step ${step.id} needs ${error.missing.map((m) => `{{${m}}}`).join(', ')}, which no input, default or runner value provides`, {
            hint: `Pass ${error.missing.map((m) => `${m}=<value>`).join(' ')}.`,
        });
    }
    return host.workspace.resolve(text, `foreach source of step ${step.id}`);
}
/**
 * A Markdown table without the column completion.require reads: refused when the registry is
 * loaded, before any item runs (the rule could never hold: a table is marked only in a column it has).
 */
function requireCompletionColumn(registry, statusField, require) {
    const column = (0,foreach_completion/* completionColumn */.RE)(statusField, require);
    if (column === undefined || registry.format !== 'markdown' || registry.columns.includes(column))
        return;
    const line = registry.headerLine;
    const at = line !== undefined ? `${registry.file}:${line}` : registry.file;
    const byField = (0,foreach_completion/* parseRequire */.BL)(require)?.kind === 'field';
    const other = byField ? 'name a column it has in completion.require' : 'set foreach.status_field to a column it has';
    throw new errors/* StagegateError */.q('WORKFLOW_INPUT_REQUIRED', `${at}: completion.require '${require}' reads the column '${column}' of every row, which the table does not have (columns: ${registry.columns.join(', ')}); the runner marks a verified item's row only in a column the table has, so the rule could never hold. Checked before any item runs.${(0,did_you_mean/* didYouMean */.au)(column, registry.columns)}`, {
        hint: `Add a '${column}' column to the table of ${registry.file}${line !== undefined ? ` (its header is line ${line})` : ''}: a cell in the header, the separator and every row; or ${other}; or require: all items verified. Then resume: the registry is read again.`,
        location: { file: registry.file, ...(line !== undefined ? { line } : {}) },
    });
}
/** Read, bind and order the items of this visit (`previous`: the record of the step's visit before, whose item visits carry on). */
function loadRecord(host, step, visit, previous) {
    return loadItems(host, step, visit, previous).record;
}
function loadItems(host, step, visit, previous) {
    const def = step.def.foreach;
    const source = registryPath(host, step);
    const registry = (0,foreach_registry/* readRegistry */._5)(source.abs, source.rel, def.id_field);
    requireCompletionColumn(registry, def.status_field, step.def.completion?.require);
    // The caller's message starts with `foreach step <id>: `: the registry alone names where.
    const items = orderItems(itemsOf(registry, def), def.order ?? 'registry', source.rel);
    const record = (0,schedule/* carryVisits */.eE)((0,schedule/* newRecord */.Mx)(visit, source.rel, registry.format, items), previous);
    return { record, leftOut: leftOutBy(step, registry, items.length) };
}
/**
 * A foreach whose items: leaves out rows says which and why: a loop that selects no row because
 * an earlier run marked the registry otherwise ends "0/0 items verified" with no reason given.
 */
function leftOutBy(step, registry, selected) {
    const def = step.def.foreach;
    const rows = registry.rows.length;
    const selection = def.items !== undefined ? (0,foreach_selection/* parseItems */.mo)(def.items) : undefined;
    if (selection === undefined || selected >= rows)
        return undefined;
    const counts = (0,foreach_selection/* leftOut */.ig)(selection, registry.rows);
    const why = [...counts].map(([what, n]) => `${n} with ${what}`).join(', ');
    const none = selected === 0;
    const statusField = (0,foreach_completion/* statusFieldOf */._0)(def.status_field, step.def.completion?.require);
    const verified = [...counts.keys()].some((what) => what.toLowerCase() === `${statusField} = VERIFIED`.toLowerCase());
    const rowsOf = `${rows} row${rows === 1 ? '' : 's'} of ${registry.file}`;
    const note = `${step.id}: items '${def.items}' leaves out ${none ? `all ${rowsOf}` : `${rows - selected} of the ${rowsOf}`} (${why})${none ? ': no item runs' : ''}.` +
        (verified ? ` Rows an earlier run marked VERIFIED stay so (a new run id or --mode fresh does not unmark them): set their ${statusField} back (e.g. to TODO) to run those items again.` : '');
    return { note, short: `items: ${selected} of ${rows} row${rows === 1 ? '' : 's'}` };
}
function itemStatePath(host, step, item, visit) {
    return (0,schedule/* itemStatePathIn */.Hm)(host.ctx.runRoot.rel, step.id, item, visit);
}
/** The item run's events, told as the parent's: steps are named `<step>[<item>]/<per-item step>`. */
function itemPorts(ports, step, item) {
    const emit = ports.onEvent;
    if (!emit)
        return ports;
    const label = `${step.id}[${item.id}]`;
    const onEvent = (event) => {
        if (event.type === 'run_started')
            emit({ type: 'note', message: `${label}: item ${item.id}, visit ${item.visits} (${event.resumed ? 'resumed' : 'started'}) \u2014 state ${event.statePath}` });
        else if (event.type === 'note')
            emit({ ...event, message: `${label}/${event.message}` });
        else
            emit({ ...event, step: `${label}/${event.step}` });
    };
    return { ...ports, onEvent };
}
/** The per_item workflow model of an item's run (its state file is the item's own). */
function itemWorkflowFor(parent, step, item) {
    const names = [...(0,invocation/* declaredInputs */.WB)(parent.workflow)].filter(item_workflow/* passedToItems */.Eb);
    return (0,item_workflow/* itemWorkflow */.lp)({ parent: parent.workflow, step, statePath: item.state_path, inputNames: [...names, ...Object.keys(item.bindings)] });
}
/** The run request of an item's run: the parent's values and the item's bindings, no lock of its own. */
function itemRunRequest(parent, step, item) {
    const tokens = {};
    for (const [name, value] of parent.bindings)
        if ((0,item_workflow/* passedToItems */.Eb)(name))
            tokens[name] = value;
    Object.assign(tokens, item.bindings);
    tokens['run_id'] = parent.runId;
    const { request } = parent;
    return {
        workspace: request.workspace,
        workflowFile: parent.workflow.file,
        workflowModel: itemWorkflowFor(parent, step, item),
        itemRun: true,
        invocation: { tokens, undeclared: 'keep', mode: 'resume', ...(request.invocation.allowWorkflowChange === true ? { allowWorkflowChange: true } : {}), ...(0,source_drift/* sourcePolicyOf */.vE)(parent) },
        env: request.env,
        ...(request.commandName !== undefined ? { commandName: request.commandName } : {}),
        ...(request.agents !== undefined ? { agents: request.agents } : {}),
        ...(request.signal !== undefined ? { signal: request.signal } : {}),
        ...(request.invocationToken !== undefined ? { invocationToken: request.invocationToken } : {}),
        ...(request.random !== undefined ? { random: request.random } : {}),
        ...(parent.instance !== undefined ? { parentInstance: parent.instance } : {}),
        ancestry: [...parent.ancestry, { workflowFile: parent.workflow.file, statePath: parent.statePath, runRoot: parent.runRoot }],
    };
}
function parentOf(host) {
    // The run's journal holds its first event by the time an item runs (read under the run's lock: its first line only).
    return { workflow: host.workflow, bindings: host.ctx.bindings, runId: host.ctx.runId, request: host.request, ancestry: host.ancestry, statePath: host.ctx.statePath.rel, runRoot: host.ctx.runRoot.rel, instance: (0,journal/* readOrigin */.P2)((0,journal/* journalPathFor */.S7)(host.ctx.statePath.abs)) };
}
async function runItem(host, step, item) {
    return host.runChild(itemRunRequest(parentOf(host), step, item), 
    // The item run is part of this run: it records this run's source commit (no git call per item).
    { ...itemPorts(host.ports, step, item), source: { sourceCommit: () => host.state().source_commit } });
}
/**
 * The item's folder is also its shard's (`run --shard`, core/shards): a leg running it there holds
 * its lock. The in-process run takes no lock of its own (the run's lock covers it) but never runs
 * an item a live leg holds; the leg checks the run's lock after taking its own, so the two never
 * both run it.
 */
function heldByShard(host, step, item, statePath) {
    const abs = host.workspace.resolve(statePath, `item run of ${item.id}`).abs;
    if (!lock/* RunLock */.j.isHeld(`${abs}.lock`))
        return undefined;
    return `foreach step ${step.id}: item ${item.id} is running as a shard (${statePath}.lock is held by a live leg); resume once it ends, or merge it`;
}
/**
 * The item's folder holds a result or a run made for an earlier instance of this run (before a
 * fresh start of its run id: kept, or put back by hand or from a shard artifact). It never ran for
 * this run, so it is neither resumed nor taken as the item's result: the loop stops SHARD_FOREIGN
 * with nothing run, as `run --shard` does for that folder (shards/earlier-instance.ts); the person
 * removes the folder and resumes.
 */
function earlierInstance(host, step, item, statePath) {
    const folder = host.workspace.resolve(external_node_path_.posix.dirname(statePath), `item run of ${item.id}`);
    const found = (0,earlier_instance/* earlierInstanceIn */.ZZ)(folder.abs, host.ctx.runId, (0,journal/* readOrigin */.P2)((0,journal/* journalPathFor */.S7)(host.ctx.statePath.abs)));
    if (found === undefined)
        return undefined;
    return {
        message: `foreach step ${step.id}: item ${item.id}: its folder ${folder.rel} holds a ${found} made for run ${host.ctx.runId} before its fresh start (another instance of the run), not for this one; the item did not run`,
        fix: `Remove ${folder.rel} (it is not this run's result), then resume.`,
    };
}
/** Why the registry could not be marked, as FOREACH_REGISTRY_INVALID (a stage may have broken it). */
function markFailed(record, error, what) {
    if ((0,errors/* isStagegateError */.W)(error))
        throw error;
    const why = error.code ?? error.message.split('\n')[0];
    throw new errors/* StagegateError */.q('FOREACH_REGISTRY_INVALID', `${record.source}: cannot mark ${what} VERIFIED (${why})`, { hint: 'Restore the registry (a stage may have broken it), then resume.', location: { file: record.source } });
}
/**
 * Rows marked per registry rewrite: every item's row at once in a registry of up to
 * MARK_EVERY_ITEM_ROWS rows; in a larger one, in batches of rows / MARK_EVERY_ITEM_ROWS items, so
 * a foreach rewrites its registry at most about that many times in all \u2014 a rewrite per item
 * reads, parses and writes the whole file, which made a large foreach quadratic.
 */
const MARK_EVERY_ITEM_ROWS = 256;
function markBatchOf(rows) {
    return Math.max(1, Math.ceil(rows / MARK_EVERY_ITEM_ROWS));
}
/** The run's pool for a registry rewrite's temp name (random-hex.ts), when the run has one. */
function random(host) {
    return host.request.random ? { random: host.request.random } : {};
}
/**
 * Mark the rows of the verified items VERIFIED in the registry (registry-status.ts), atomically
 * but not fsync'd: the parent's state records the items verified, and settleRows makes the
 * registry durable and level with it when the loop ends. True when the file changed.
 */
function markRows(host, step, record, verified) {
    const def = step.def.foreach;
    const source = host.workspace.resolve(record.source, `foreach source of step ${step.id}`);
    try {
        return settleVerified(source.abs, source.rel, def.id_field, (0,foreach_completion/* statusFieldOf */._0)(def.status_field, step.def.completion?.require), verified, false, { durable: false, ...random(host) }).length > 0;
    }
    catch (error) {
        return markFailed(record, error, verified.size === 1 ? `item '${[...verified][0]}'` : 'the rows of the verified items');
    }
}
/**
 * After the last item (or when the loop stops): every verified item's row VERIFIED, on disk (a row
 * not marked yet, or one a power loss took back, is marked now); and a blocked item's row that
 * still says VERIFIED (a verified item that ran again \u2014 its output changed, a rerun, a source
 * change \u2014 and ended blocked) says BLOCKED, as its record does.
 */
function settleRows(host, step, record, flush, batched = new Set()) {
    const verified = new Set(record.items.filter((i) => i.status === 'verified').map((i) => i.id));
    const blocked = new Set(record.items.filter((i) => i.status === 'blocked').map((i) => i.id));
    if (verified.size === 0 && blocked.size === 0)
        return;
    const def = step.def.foreach;
    const source = host.workspace.resolve(record.source, `foreach source of step ${step.id}`);
    let again;
    const unmarked = [];
    try {
        again = settleVerified(source.abs, source.rel, def.id_field, (0,foreach_completion/* statusFieldOf */._0)(def.status_field, step.def.completion?.require), verified, flush, { ...random(host), blocked, unmarked });
    }
    catch (error) {
        return markFailed(record, error, 'the rows of the verified items');
    }
    // Rows waiting for their batch are marked here as planned; any other is one a crash took back.
    const lost = again.filter((id) => !batched.has(id));
    if (lost.length > 0)
        host.ports.onEvent?.({ type: 'note', message: `${step.id}: registry rows marked VERIFIED again: ${lost.join(', ')}` });
    if (unmarked.length > 0)
        host.ports.onEvent?.({ type: 'note', message: `${step.id}: registry rows no longer VERIFIED (the item ran again and ended blocked), marked BLOCKED: ${unmarked.join(', ')}` });
}
/**
 * The registry may be an accepted output of an earlier step; the runner (marking rows) and stages
 * change it on purpose, so its recorded digest is brought up to date (revised_by: the foreach step)
 * with every write of the foreach's progress. Integrity exempts it only while the foreach is active.
 */
function reRecordRegistry(host, step, source, seen) {
    const state = host.state();
    let changed;
    for (const [owner, artifact] of Object.entries(state.artifacts)) {
        if (artifact.path !== source)
            continue;
        const p = host.workspace.tryResolve(source);
        if (!p)
            continue;
        let stats;
        try {
            stats = (0,external_node_fs_.statSync)(p.abs);
        }
        catch {
            continue;
        }
        const sha256 = seen ? seen.digest(p.abs, stats) : (0,digest/* sha256File */.Q3)(p.abs);
        if (sha256 !== artifact.sha256)
            (changed ??= {})[owner] = { ...artifact, sha256, size: stats.size, revised_by: step.id };
    }
    if (changed)
        host.apply({ event: 'artifacts_revised', at: host.now(), artifacts: changed });
}
/**
 * The registry's digest between items, hashed again only when its file changed (another inode,
 * size or change time): hashing a large registry before every item made a foreach quadratic.
 * The step's end hashes it without this, so the digest it is held to afterwards is exact.
 */
class DigestMemo {
    last;
    digest(abs, stats) {
        const stamp = `${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`;
        if (this.last?.path === abs && this.last.stamp === stamp)
            return this.last.sha256;
        const sha256 = (0,digest/* sha256File */.Q3)(abs);
        this.last = { path: abs, stamp, sha256 };
        return sha256;
    }
}
/** Commit the step's end (the registry's digest brought up to date with it) and report it. */
function conclude(host, step, t, durationMs, flight, leftOut) {
    const source = (0,transition/* stepRecord */.oU)(t.state, step.id)?.foreach?.source;
    // In the same commit as the transition: once the foreach is no longer active, the digest counts.
    if (source !== undefined)
        reRecordRegistry(host, step, source);
    host.commit();
    const state = host.state();
    const record = (0,transition/* stepRecord */.oU)(state, step.id)?.foreach;
    const verified = record ? (0,state_state/* foreachCounts */.vj)(record).verified : 0;
    host.ports.onEvent?.({
        type: 'stage_finished',
        step: step.id,
        visit: flight.visit,
        attempt: flight.attempt,
        ok: t.stop === undefined || t.stop === 'WORKFLOW_COMPLETE' || t.stop === 'PARTIAL_RESUMABLE',
        gateStatus: `${verified}/${record?.items.size ?? 0} items verified${leftOut !== undefined ? ` (${leftOut})` : ''}`,
        ...(t.stop !== undefined ? { code: t.stop } : {}),
        next: state.active_step,
        durationMs,
        completed: host.progress((0,workflow/* declaredCompletedCount */.Bv)(host.workflow, state.completed_steps)),
        totalSteps: (0,workflow/* declaredStepCount */.K2)(host.workflow),
    });
    return t.stop;
}
/** The first deferred item waiting on `id` (-1 when none): only items with dependencies can be. */
function revivedBy(record, id) {
    if ((0,state_state/* foreachCounts */.vj)(record).deferred === 0)
        return -1;
    return record.items.findIndex((item) => item.waiting_on.length > 0 && item.status === 'deferred' && item.waiting_on.includes(id));
}
/**
 * The item to work on now: the one in flight first, else the first pending one at or after
 * `from` (no item before it is pending); -1 when none.
 */
function nextItem(record, from) {
    if (record.active_item !== null) {
        const i = record.items.findIndex((item) => item.id === record.active_item);
        if (i >= 0 && record.items.get(i).status === 'running')
            return i;
    }
    for (let i = from; i < record.items.size; i++) {
        const status = record.items.get(i).status;
        // One item at a time: an item is only running here after a crash, and then no pending item precedes it.
        if (status === 'pending' || status === 'running')
            return i;
    }
    return -1;
}
/** merge: the first item at or after `from` that is not finished and whose shard result is here; -1 when none. */
function nextMerged(record, from, results) {
    for (let i = from; i < record.items.size; i++) {
        const item = record.items.get(i);
        if ((item.status === 'pending' || item.status === 'running') && results.has(item.id))
            return i;
    }
    return -1;
}
/** Run (or continue) one attempt of a foreach step. Returns the stop code, or undefined to go on. */
async function runForeachStep(host, step) {
    // `stagegate merge`: the items' results come from shards that ran elsewhere (core/shards),
    // every one verified (and installed in the run root) before anything is applied; no item runs here.
    const intake = host.request.shards?.step === step.id ? host.request.shards : undefined;
    const results = intake?.accept(host, step);
    const started = host.clock();
    const elapsed = () => host.clock() - started;
    const flight = host.apply({ event: 'attempt_started', at: host.now(), step: step.id, visit: 0, attempt: 0 }).state.in_flight;
    const recordNow = () => (0,transition/* stepRecord */.oU)(host.state(), step.id).foreach;
    const end = (how, code, message) => conclude(host, step, host.apply({ event: 'foreach_ended', at: host.now(), step: step.id, how, code, message, duration_ms: elapsed() }), elapsed(), flight);
    // Verified items whose rows wait for their batch (markBatchOf); marked before the loop ends or stops.
    const batch = new Set();
    let marked = false;
    /** Write the batch's rows; the error when the registry cannot be marked (a stage broke it). */
    const markBatch = () => {
        if (batch.size === 0)
            return undefined;
        const ids = new Set(batch);
        batch.clear();
        try {
            if (markRows(host, step, recordNow(), ids))
                marked = true;
            return undefined;
        }
        catch (error) {
            if (!(0,errors/* isStagegateError */.W)(error))
                throw error;
            return error;
        }
    };
    /** The batch's rows before the loop stops: a registry that cannot be marked is only noted (the stop says why the loop stopped). */
    const flushBatch = () => {
        const failed = markBatch();
        if (failed)
            host.ports.onEvent?.({ type: 'note', message: `${step.id}: ${failed.message}` });
    };
    const stopWith = (code, message) => {
        flushBatch();
        host.apply({ event: 'foreach_marked', at: host.now(), step: step.id, stopped: code });
        return end('stopped', code, message);
    };
    const previous = (0,transition/* stepRecord */.oU)(host.state(), step.id)?.foreach;
    // What items: left out of the registry loaded now (not said again by a resume of a loaded visit).
    let left;
    try {
        if (!previous || previous.visit !== flight.visit) {
            const loaded = loadItems(host, step, flight.visit, previous);
            left = loaded.leftOut;
            host.apply({ event: 'foreach_loaded', at: host.now(), step: step.id, record: loaded.record });
            if (left)
                host.ports.onEvent?.({ type: 'note', message: left.note });
        }
        // A person resumed after every remaining item deferred: each deferred item gets one more visit.
        else if (previous.stopped === 'WORKFLOW_BLOCKED_ITEMS_DEFERRED')
            host.apply({ event: 'foreach_revived', at: host.now(), step: step.id });
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        // The input to pass, said where the error knows it (the stop code's fix is generic).
        if (error.code === 'WORKFLOW_INPUT_REQUIRED')
            host.stopFix(error.code, error.hint);
        return end('stopped', error.code, `foreach step ${step.id}: ${error.message}`);
    }
    if (recordNow().stopped !== null)
        host.apply({ event: 'foreach_marked', at: host.now(), step: step.id, stopped: null });
    // With what the item's run accepted: progress of a loop around this step (run/progress.ts).
    const finish = (index, item, e, outcome) => {
        const outputs = outcome.state ? { outputs: (0,progress/* runOutputs */.MR)(outcome.state.artifacts) } : {};
        host.apply({ event: 'item_finished', at: host.now(), step: step.id, index, item, end: e, outcome: outcome.status, ...outputs });
    };
    // A merge runs no stage that could read a row before the loop ends: its rows are marked in one
    // write there (settleRows), not one rewrite of the registry per merged item.
    const markEvery = results ? Infinity : markBatchOf(recordNow().items.size);
    const digests = new DigestMemo();
    let cursor = 0;
    for (;;) {
        const index = results ? nextMerged(recordNow(), cursor, results) : nextItem(recordNow(), cursor);
        if (index < 0)
            break;
        // No item before it is pending: the next search starts after it (or at an item it revives).
        cursor = index + 1;
        const pending = recordNow().items.get(index);
        if (!results) {
            const statePath = pending.status === 'running' && pending.state_path !== null ? pending.state_path : itemStatePath(host, step, pending, pending.visits + 1);
            const held = heldByShard(host, step, pending, statePath);
            if (held)
                return stopWith('WORKFLOW_LOCKED', held);
            const foreign = earlierInstance(host, step, pending, statePath);
            if (foreign) {
                host.stopFix('SHARD_FOREIGN', foreign.fix);
                return stopWith('SHARD_FOREIGN', foreign.message);
            }
        }
        // An item starts with the rows of its dependencies marked, as without batches: its stages may
        // read the registry to check them (DD_BLOCKED_DEPENDENCY: defer_current_artifact).
        if (!results && pending.depends_on.some((d) => batch.has(d))) {
            const failed = markBatch();
            if (failed)
                return stopWith(failed.code, `foreach step ${step.id}: ${failed.message}`);
        }
        // One commit per item: the item about to run (running, with its state path) together with
        // how the one before it ended. A crash from here on continues this item's run; a crash
        // before it finds the previous item running, its run complete, which the resume records
        // without running anything again (its run resumes as finished, at the same source commit).
        host.apply({ event: 'item_started', at: host.now(), step: step.id, index, item: pending.id, state_path: itemStatePath(host, step, pending, pending.visits + 1) });
        reRecordRegistry(host, step, recordNow().source, digests);
        // A merged item's commit is the journal's alone: nothing outside this process waits between two
        // of them (no stage runs), so rewriting the snapshot and the manifest 32 times for 32 shards
        // was most of a merge's writing; the step's end (conclude) writes them once. A crash between
        // finds them lagging the journal, which a resume projects again, as after any commit.
        host.commit({ project: !results });
        const item = recordNow().items.get(index);
        const result = results?.get(item.id);
        const outcome = result ? { status: result.outcome, message: `merged from shard ${result.folder}`, activeStep: null, state: result.state, stagesRun: 0 } : await runItem(host, step, item);
        if (result)
            intake.report.merged.push(item.id);
        host.stagesRan(outcome.stagesRun);
        const finished = outcome.state !== undefined && outcome.activeStep === null;
        const label = `item ${item.id} of foreach step ${step.id} (state ${item.state_path})`;
        if (finished && outcome.status === 'WORKFLOW_COMPLETE') {
            // The row (with its batch) first, then the record: a crash between finds the item running,
            // its run complete; a row whose batch was not written yet is marked when the loop ends.
            batch.add(item.id);
            if (batch.size >= markEvery) {
                const failed = markBatch();
                if (failed)
                    return stopWith(failed.code, `foreach step ${step.id}: ${failed.message}`);
            }
            const revivesFrom = revivedBy(recordNow(), item.id);
            finish(index, item.id, { kind: 'verified' }, outcome);
            // A deferred item this one was the last missing dependency of is pending again: look back.
            if (revivesFrom >= 0)
                cursor = Math.min(cursor, revivesFrom);
        }
        else if (finished && outcome.status === item_workflow/* ITEM_DEFERRED */.ue) {
            finish(index, item.id, { kind: 'deferred' }, outcome);
        }
        else if (finished) {
            // The item routed to BLOCKED (or hit a loop limit, a stall, a hand-off): the run ends blocked.
            finish(index, item.id, { kind: 'blocked', code: outcome.status }, outcome);
            // The run ends here (no resume settles the rows later): the rows already marked go to disk.
            try {
                settleRows(host, step, recordNow(), marked, batch);
            }
            catch (error) {
                if (!(0,errors/* isStagegateError */.W)(error))
                    throw error;
                host.ports.onEvent?.({ type: 'note', message: `${step.id}: ${error.message}` });
            }
            return end('blocked', outcome.status, `${label} ended ${outcome.status}: ${outcome.message}`);
        }
        else if (outcome.state !== undefined && outcome.status === 'PARTIAL_RESUMABLE') {
            flushBatch();
            return end('paused', 'PARTIAL_RESUMABLE', `${label} paused: ${outcome.message}; resume this run to continue the item`);
        }
        else {
            // The item's run failed (a stage, a contract, a lock\u2026): the item stays in flight.
            return stopWith(outcome.status, `${label}: ${outcome.message}`);
        }
        // Committed with the next item's start, or with the step's end.
        host.ports.onEvent?.({ type: 'note', message: `${step.id}[${item.id}]: ${recordNow().items.get(index).status}` });
    }
    if (intake) {
        // Items without a result here stay pending: listed by `shards` again, or run by a resume.
        const left = recordNow().items.filter((i) => i.status === 'pending' || i.status === 'running').map((i) => i.id).toArray();
        intake.report.pending.push(...left);
        if (left.length > 0) {
            flushBatch();
            const shown = left.slice(0, 20).join(', ') + (left.length > 20 ? `, \u2026 ${left.length - 20} more` : '');
            return end('paused', 'PARTIAL_RESUMABLE', `foreach step ${step.id}: merged ${intake.report.merged.length} shard${intake.report.merged.length === 1 ? '' : 's'}; ${left.length} item${left.length === 1 ? '' : 's'} still pending (${shown}): ${(0,earlier_instance/* removeLeftoversFirst */.xD)(intake.report, host.ctx.runId)}run them as shards (stagegate shards lists them) and merge again, or resume to run them here`);
        }
    }
    const record = recordNow();
    try {
        settleRows(host, step, record, marked, batch);
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        return stopWith(error.code, `foreach step ${step.id}: ${error.message}`);
    }
    const deferred = (0,schedule/* deferredItems */._n)(record);
    if (deferred.length > 0) {
        const list = deferred.map((d) => (d.waiting_on.length > 0 ? `${d.id} (waits for ${d.waiting_on.join(', ')})` : `${d.id} (deferred with every dependency VERIFIED)`)).join('; ');
        return stopWith('WORKFLOW_BLOCKED_ITEMS_DEFERRED', `foreach step ${step.id}: no item can progress; deferred: ${list}`);
    }
    const completion = step.def.completion;
    const rule = completion?.require !== undefined ? (0,foreach_completion/* parseRequire */.BL)(completion.require) : undefined;
    // Both forms that read rows ("all rows <STATUS>", "all <rows> have <field> = <value>"); "all items verified" holds here.
    if (rule !== undefined && rule.kind !== 'items_verified') {
        try {
            const source = registryPath(host, step);
            const def = step.def.foreach;
            const bad = (0,foreach_completion/* unsatisfiedRows */.p3)(rule, (0,foreach_registry/* readRegistry */._5)(source.abs, source.rel, def.id_field), def.id_field, def.status_field, def.items !== undefined ? (0,foreach_selection/* parseItems */.mo)(def.items) : undefined);
            if (bad.length > 0) {
                const shown = bad.slice(0, 20).join('; ') + (bad.length > 20 ? `; \u2026 ${bad.length - 20} more` : '');
                return stopWith('FOREACH_COMPLETION_UNSATISFIED', `foreach step ${step.id}: completion.require '${completion.require}' does not hold for ${bad[0] === foreach_completion/* NO_ROWS */.c6 ? `${source.rel}, which has no rows` : `${bad.length} row${bad.length > 1 ? 's' : ''} of ${source.rel}: ${shown}`}`);
            }
        }
        catch (error) {
            if (!(0,errors/* isStagegateError */.W)(error))
                throw error;
            return stopWith(error.code, `foreach step ${step.id}: ${error.message}`);
        }
    }
    const t = host.apply({
        event: 'exit_accepted',
        at: host.now(),
        step: step.id,
        to_target: completion?.on_complete ?? 'DONE',
        exit_status: 0,
        duration_ms: elapsed(),
        log: null,
        stop_after: host.stopsAfter(step.id),
        revised: {},
        to: null,
        stop: null,
    });
    return conclude(host, step, t, elapsed(), flight, left?.short);
}


/***/ }),

/***/ 55013:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dn: () => (/* binding */ finishItem),
/* harmony export */   Hm: () => (/* binding */ itemStatePathIn),
/* harmony export */   Mx: () => (/* binding */ newRecord),
/* harmony export */   VZ: () => (/* binding */ reviveDeferred),
/* harmony export */   _n: () => (/* binding */ deferredItems),
/* harmony export */   eE: () => (/* binding */ carryVisits),
/* harmony export */   mY: () => (/* binding */ startItem)
/* harmony export */ });
/* unused harmony export nextItemIndex */
/* harmony import */ var _state_state_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46624);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _manifest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75517);
// The item bookkeeping of a foreach as pure functions over its persisted record: which item runs
// next, and what finishing an item does to the others. One item at a time, in order; an item in
// flight (a crash, a pause, a failure) is always continued first; a deferred item becomes pending
// again as soon as every dependency it waited for is VERIFIED. Records are replaced, never edited:
// the items are a persistent list, so a new record shares every item it did not change.



function newRecord(visit, source, format, items) {
    // No counts: this record goes into the journal (foreach_loaded), which holds no derived data.
    return {
        visit,
        source,
        format,
        active_item: null,
        stopped: null,
        // Only what each item's row gave it (the rest is the same for every item at load): state.ts LoadedItem.
        items: items.map(_state_state_js__WEBPACK_IMPORTED_MODULE_0__/* .loadedItemOf */ .Wr),
    };
}
/**
 * The items of a later visit of the step, each keeping the visits it was started on the step's
 * visits before (`previous`, the record of the last one): its next run is then in a folder of its
 * own (<item>/v<visits + 1>/), never an earlier visit's run, which a resume would find finished
 * and report again. An item with visits is recorded whole in foreach_loaded (pending, no run),
 * the others as loaded.
 */
function carryVisits(data, previous) {
    if (!previous || previous.visit >= data.visit)
        return data;
    let before;
    const visitsOf = (id) => (before ??= new Map(previous.items.filter((i) => i.visits > 0).map((i) => [i.id, i.visits]))).get(id) ?? 0;
    return { ...data, items: data.items.map((entry) => (visitsOf(entry.id) > 0 ? { ...(0,_state_state_js__WEBPACK_IMPORTED_MODULE_0__/* .itemOfLoaded */ .G3)(entry), visits: visitsOf(entry.id) } : entry)) };
}
/** Where the run of `item`'s visit `visit` lives (a shard of it too: core/shards; a replayed item_started is checked against it: run/reduce.ts). */
function itemStatePathIn(runRoot, stepId, item, visit) {
    return node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join((0,_manifest_js__WEBPACK_IMPORTED_MODULE_2__/* .foreachRunsFolder */ .l5)(runRoot, stepId), item.slug, `v${visit}`, 'workflow_state.yaml');
}
/** The item to work on now: the one in flight, else the first pending one; -1 when none. */
function nextItemIndex(record) {
    if (record.active_item !== null) {
        const i = record.items.findIndex((item) => item.id === record.active_item);
        if (i >= 0 && record.items.get(i).status === 'running')
            return i;
    }
    const running = record.items.findIndex((item) => item.status === 'running');
    if (running >= 0)
        return running;
    return record.items.findIndex((item) => item.status === 'pending');
}
function replace(record, index, item, extra = {}) {
    const counts = { ...(0,_state_state_js__WEBPACK_IMPORTED_MODULE_0__/* .foreachCounts */ .vj)(record) };
    counts[record.items.get(index).status]--;
    counts[item.status]++;
    return { ...record, ...extra, items: record.items.set(index, item), counts };
}
/** A pending item starts a new visit (a new run, in a folder of its own); a running one continues. */
function startItem(record, index, statePathFor) {
    const item = record.items.get(index);
    if (item.status === 'running' && item.state_path !== null)
        return record.active_item === item.id && record.active_index === index ? record : { ...record, active_item: item.id, active_index: index };
    const visits = item.visits + 1;
    return replace(record, index, { ...item, status: 'running', visits, waiting_on: _state_state_js__WEBPACK_IMPORTED_MODULE_0__/* .NO_IDS */ .L_, state_path: statePathFor(item, visits), outcome: null }, { active_item: item.id, active_index: index });
}
/** The item's run ended: record how, and revive deferred items it was the last missing dependency of. */
function finishItem(record, index, end, outcome) {
    const item = record.items.get(index);
    // Statuses are looked up only for the few items that depend on others: a map of every item,
    // built per finished item, made a large foreach quadratic.
    const statusOf = statusLookup(record);
    if (end.kind === 'deferred') {
        const waiting = item.depends_on.filter((d) => statusOf(d) !== 'verified');
        return replace(record, index, { ...item, status: 'deferred', waiting_on: waiting, outcome }, { active_item: null, active_index: undefined });
    }
    if (end.kind === 'blocked')
        return replace(record, index, { ...item, status: 'blocked', outcome }, { active_item: null, active_index: undefined });
    const next = replace(record, index, { ...item, status: 'verified', outcome }, { active_item: null, active_index: undefined });
    // Only a deferred item can be revived: without one, nothing to look through.
    if (next.counts.deferred === 0)
        return next;
    const verified = statusLookup(next);
    const counts = next.counts;
    const items = next.items.withMutations((list) => {
        next.items.forEach((other, i) => {
            if (other.status !== 'deferred' || !other.waiting_on.includes(item.id))
                return;
            if (other.waiting_on.every((d) => verified(d) === 'verified')) {
                list.set(i, { ...other, status: 'pending', waiting_on: _state_state_js__WEBPACK_IMPORTED_MODULE_0__/* .NO_IDS */ .L_ });
                counts.deferred--;
                counts.pending++;
            }
        });
    });
    return { ...next, items };
}
/** The status of an item by id, the index built on first use (most records never need one). */
function statusLookup(record) {
    let byId;
    return (id) => (byId ??= new Map(record.items.map((i) => [i.id, i.status]))).get(id);
}
/** A resume after WORKFLOW_BLOCKED_ITEMS_DEFERRED: every deferred item gets one more visit. */
function reviveDeferred(record) {
    if (!record.items.some((i) => i.status === 'deferred'))
        return record;
    return (0,_state_state_js__WEBPACK_IMPORTED_MODULE_0__/* .withCounts */ .nD)({ ...record, items: record.items.map((i) => (i.status === 'deferred' ? { ...i, status: 'pending', waiting_on: _state_state_js__WEBPACK_IMPORTED_MODULE_0__/* .NO_IDS */ .L_ } : i)) });
}
function deferredItems(record) {
    return record.items.filter((i) => i.status === 'deferred').toArray();
}


/***/ }),

/***/ 98041:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ slugify)
/* harmony export */ });
// The one binding transform: deterministic, so an item's paths are the same on every run.
// Lowercase, every run of non-alphanumerics becomes "-", leading/trailing "-" trimmed.
function slugify(text) {
    return text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '');
}


/***/ }),

/***/ 34893:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ handOffHint),
/* harmony export */   S: () => (/* binding */ handOffEnd)
/* harmony export */ });
/** The hand-off that ended the run, or undefined when it ended otherwise (or is not finished, or is complete). */
function handOffEnd(state, workflow) {
    const last = state.last_transition;
    if (state.active_step !== null || state.status === 'WORKFLOW_COMPLETE' || last === null || last.outcome !== 'terminal' || last.code !== state.status)
        return undefined;
    if (workflow.steps.get(last.step)?.kind !== 'instruction')
        return undefined;
    const prefix = `${last.step}: `;
    const instruction = state.message?.startsWith(prefix) ? state.message.slice(prefix.length) : undefined;
    return { step: last.step, status: state.status, instruction };
}
/** The fix a hand-off end prints: what happened, and (only as the way to run again) the fresh start. */
function handOffHint(end, fresh) {
    const said = end.instruction !== undefined && end.instruction !== '' ? ` \u2014 "${end.instruction}"` : '';
    const again = fresh !== undefined ? ` Once the hand-off is done, to run the workflow again: \`${fresh}\`, or a new --run-id.` : ' Once the hand-off is done, start the workflow again with --mode fresh or a new --run-id.';
    return `The run ended by hand-off, as the workflow is designed to end here: step ${end.step} handed off with ${end.status}${said}. Nothing blocked it and nothing is left to run (a resume reports this end again).${again}`;
}


/***/ }),

/***/ 6111:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ joinDecision)
/* harmony export */ });
function joinDecision(mode, total, succeeded, failed) {
    switch (mode) {
        case 'all':
            if (failed > 0)
                return 'PARALLEL_FAILED';
            return succeeded >= total ? 'PARALLEL_COMPLETE' : undefined;
        case 'any':
            if (succeeded > 0)
                return 'PARALLEL_COMPLETE';
            return failed >= total ? 'PARALLEL_FAILED' : undefined;
        case 'majority': {
            const need = Math.floor(total / 2) + 1;
            if (succeeded >= need)
                return 'PARALLEL_COMPLETE';
            return total - failed < need ? 'PARALLEL_FAILED' : undefined;
        }
    }
}


/***/ }),

/***/ 30005:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DZ: () => (/* binding */ branchReused),
/* harmony export */   IJ: () => (/* binding */ howBranchFailed),
/* harmony export */   Nl: () => (/* binding */ parallelOf),
/* harmony export */   Uf: () => (/* binding */ pendingBranch),
/* harmony export */   Ww: () => (/* binding */ branchRecord),
/* harmony export */   cj: () => (/* binding */ beginParallelVisit),
/* harmony export */   eG: () => (/* binding */ waitingBranches),
/* harmony export */   lt: () => (/* binding */ withOutcome),
/* harmony export */   q3: () => (/* binding */ markNotRun),
/* harmony export */   tq: () => (/* binding */ withBranch)
/* harmony export */ });
/* harmony import */ var _run_transition_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(29122);

/**
 * How a failed branch failed, in a few words: a timeout, the gate status it reported (a child
 * branch: its run's outcome), the exit status of its process, else its stop code.
 */
function howBranchFailed(b) {
    if (b.code === 'STAGE_TIMEOUT')
        return 'timed out';
    if (b.gate_status !== null)
        return `${b.kind === 'child_workflow' ? 'child run ended' : 'gate status'} ${b.gate_status}${b.code === 'WORKFLOW_BLOCKED_SOURCE_GAPS' ? ', source gaps' : ''}`;
    if (b.exit_status !== null && b.exit_status !== 0)
        return `exit status ${b.exit_status}`;
    return b.code ?? 'failed';
}
/** A branch that has not run on `visit` yet. */
function pendingBranch(kind, visit) {
    return { kind, status: 'pending', gate_status: null, visit, attempt: 0, code: null, error: null, exit_status: null, duration_ms: null, log: null, output: null, sha256: null };
}
/**
 * The branch records for this visit: kept when the step's record already is on this visit (a
 * resume), else every branch starts pending. Branches the workflow no longer has are dropped,
 * new ones start pending (only reachable with --allow-workflow-change).
 */
function beginParallelVisit(state, step, branches, visit, join) {
    const record = (0,_run_transition_js__WEBPACK_IMPORTED_MODULE_0__/* .stepRecord */ .oU)(state, step.id) ?? { kind: step.kind, status: 'pending', visits: visit, attempts: 0 };
    const previous = record.parallel?.visit === visit ? record.parallel : undefined;
    const out = {};
    for (const b of branches) {
        const kept = previous && Object.prototype.hasOwnProperty.call(previous.branches, b.id) ? previous.branches[b.id] : undefined;
        out[b.id] = kept ?? pendingBranch(b.kind, visit);
    }
    const parallel = { visit, join, outcome: previous?.outcome ?? null, branches: out };
    return { ...state, steps: { ...state.steps, [step.id]: { ...record, parallel } } };
}
function parallelOf(state, stepId) {
    const p = (0,_run_transition_js__WEBPACK_IMPORTED_MODULE_0__/* .stepRecord */ .oU)(state, stepId)?.parallel;
    if (!p)
        throw new Error(`internal: step ${stepId} has no parallel record`);
    return p;
}
function branchRecord(state, stepId, branchId) {
    return parallelOf(state, stepId).branches[branchId];
}
function withParallel(state, stepId, parallel) {
    const record = (0,_run_transition_js__WEBPACK_IMPORTED_MODULE_0__/* .stepRecord */ .oU)(state, stepId);
    return { ...state, steps: { ...state.steps, [stepId]: { ...record, parallel } } };
}
/** One branch's record patched; every other branch's record is carried as it is now. */
function withBranch(state, stepId, branchId, patch) {
    const parallel = parallelOf(state, stepId);
    const branches = { ...parallel.branches, [branchId]: { ...parallel.branches[branchId], ...patch } };
    return withParallel(state, stepId, { ...parallel, branches });
}
/** Branches still pending or running become not_run (the join was decided without them). */
function markNotRun(state, stepId) {
    const parallel = parallelOf(state, stepId);
    const branches = {};
    let changed = false;
    for (const [id, b] of Object.entries(parallel.branches)) {
        if (b.status === 'pending' || b.status === 'running') {
            // A branch that ran and stopped with a code (e.g. a gate error) did fail; one never started did not run.
            branches[id] = { ...b, status: b.code !== null ? 'failed' : 'not_run' };
            changed = true;
        }
        else
            branches[id] = b;
    }
    return changed ? withParallel(state, stepId, { ...parallel, branches }) : state;
}
function withOutcome(state, stepId, outcome) {
    return withParallel(state, stepId, { ...parallelOf(state, stepId), outcome });
}
/**
 * A branch's accepted output is evidence a resume relies on when the branch's record on the
 * step's current visit is final (succeeded or failed): it will not run again.
 */
function branchReused(state, stepId, branchId) {
    const record = (0,_run_transition_js__WEBPACK_IMPORTED_MODULE_0__/* .stepRecord */ .oU)(state, stepId);
    const parallel = record?.parallel;
    if (!parallel || parallel.visit !== record.visits || !Object.prototype.hasOwnProperty.call(parallel.branches, branchId))
        return false;
    const status = parallel.branches[branchId].status;
    return status === 'succeeded' || status === 'failed';
}
/**
 * The branches of a parallel record that wait on a paused child run (a child_workflow branch whose
 * child stopped PARTIAL_RESUMABLE, e.g. at its approval step, recorded pending without a failure
 * code): a resume runs them again and continues their child runs. In declared order.
 */
function waitingBranches(parallel) {
    const waiting = [];
    for (const [id, b] of Object.entries(parallel.branches)) {
        if (b.status === 'pending' && b.code === null && b.child?.status === 'PARTIAL_RESUMABLE')
            waiting.push(id);
    }
    return waiting;
}


/***/ }),

/***/ 51964:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ workflowBreach),
/* harmony export */   N: () => (/* binding */ attemptBreach)
/* harmony export */ });
/* harmony import */ var _spend_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45781);

function usd(n) {
    return `$${n.toFixed(4).replace(/0+$/, '').replace(/\.$/, '')}`;
}
/** A breach by one attempt of a step (its own limits), else undefined. */
function attemptBreach(step, usage, turnLimitHit) {
    const maxTurns = step.def.max_turns;
    if (usage?.turn_limit_hit || turnLimitHit) {
        return { scope: 'step', message: `step ${step.id} stopped at the agent's turn limit${maxTurns !== undefined ? ` (max_turns ${maxTurns})` : ''} before finishing` };
    }
    if (maxTurns !== undefined && usage?.turns != null && usage.turns > maxTurns) {
        return { scope: 'step', message: `step ${step.id} used ${usage.turns} turns (max_turns ${maxTurns})` };
    }
    const maxCost = step.def.max_cost_usd;
    if (maxCost !== undefined && usage?.cost_usd != null && usage.cost_usd > maxCost) {
        return { scope: 'step', message: `step ${step.id} cost ${usd(usage.cost_usd)} (max_cost_usd ${usd(maxCost)})` };
    }
    return undefined;
}
/** A breach of the run's budgets by the spend recorded in state (>= limit with `atLimit`). */
function workflowBreach(workflow, state, atLimit = false) {
    const total = (0,_spend_js__WEBPACK_IMPORTED_MODULE_0__/* .totalSpend */ .JD)(state);
    const over = (value, limit) => limit !== undefined && value !== null && (atLimit ? value >= limit : value > limit);
    const maxCost = workflow.data.execution?.max_cost_usd;
    if (over(total.cost_usd, maxCost)) {
        return { scope: 'workflow', message: `the run has cost ${usd(total.cost_usd)} (execution.max_cost_usd ${usd(maxCost)})` };
    }
    const maxTurns = workflow.data.execution?.max_turns;
    if (over(total.turns, maxTurns)) {
        return { scope: 'workflow', message: `the run has used ${total.turns} agent turns (execution.max_turns ${maxTurns})` };
    }
    return undefined;
}


/***/ }),

/***/ 21747:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J_: () => (/* binding */ skillPath),
/* harmony export */   Jv: () => (/* binding */ previousFailureOf),
/* harmony export */   fn: () => (/* binding */ buildPrompt)
/* harmony export */ });
/* unused harmony exports PACKAGE_READ_ONLY_TEXT, boundInputs, gateTemplate */
/* harmony import */ var _run_bindings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(43671);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(82862);
/* harmony import */ var _gate_workflow_gate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(84852);
/* harmony import */ var _gate_contracts_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(79819);
/* harmony import */ var _gate_contracts_contract_of_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(11883);
/* harmony import */ var _model_invocation_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(83291);
/* harmony import */ var _model_placeholders_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(42183);
/* harmony import */ var _model_absent_inputs_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(65888);
/* harmony import */ var _model_gate_template_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(20773);
/* harmony import */ var _model_workflow_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(57280);
// The one prompt an agent-driven step receives, assembled deterministically (same inputs, same
// bytes) so `stagegate plan --show-prompt STEP` prints exactly what `run` sends:
//   1. the prompt file (workspace-confined) or inline text, placeholders resolved
//   2. each skill's .github/skills/<name>/SKILL.md, named
//   3. the bound inputs
//   4. upstream context: paths and gate statuses of completed steps (from state)
//   5. on a retry, the previous attempt's failure
//   6. the stage contract: exact output path, allowed statuses, the gate block to end with
//   7. how to execute: direct, or delegated (bounded delegation's first attempt)











/** What the prompt tells the agent it must not touch (package-guard.ts checks the same files). */
const PACKAGE_READ_ONLY_TEXT = '`.ai-engineering/`, `.github/skills/`, this workflow file, or the prompts and skills it names';
/** Skills live here, relative to the workspace root. */
function skillPath(name) {
    return `.github/skills/${name}/SKILL.md`;
}
/** The previous attempt's failure, as the prompt will quote it (null when there is none). */
function previousFailureOf(state, stepId) {
    return state?.steps[stepId]?.last_error ?? null;
}
/** Bound inputs a step sees: declared workflow inputs, the step's own inputs, and run_id; absent optional inputs as ABSENT_TEXT. */
function boundInputs(workflow, step, bindings) {
    // A resolver (with or without statuses) also sees the blocking values the runner persisted.
    const names = new Set([...(0,_model_invocation_js__WEBPACK_IMPORTED_MODULE_5__/* .declaredInputs */ .WB)(workflow), ...Object.keys(step.def.inputs ?? {}), 'run_id', ...((0,_model_workflow_js__WEBPACK_IMPORTED_MODULE_8__/* .isResolverStep */ .jF)(step) ? _model_workflow_js__WEBPACK_IMPORTED_MODULE_8__/* .BLOCKING_NAMES */ .tG : [])]);
    const absent = (0,_model_absent_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .absentOptionalInputs */ .$D)(workflow, bindings);
    const out = [];
    for (const name of names) {
        if (name === 'stop_after_step' || name === 'execution_mode' || name === 'ignore_previous_completion')
            continue;
        const v = absent.has(name) ? _model_absent_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .ABSENT_TEXT */ .Gp : bindings.get(name);
        if (v !== undefined)
            out.push([name, v]);
    }
    return out;
}
function readWorkspaceText(workspace, rel, what, step, workflow) {
    const p = workspace.resolve(rel, what);
    let isFile;
    try {
        isFile = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(p.abs).isFile();
    }
    catch {
        isFile = false;
    }
    if (!isFile) {
        throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StagegateError */ .q('WORKFLOW_CONTRACT_INVALID', `${what} ${p.rel} does not exist`, {
            hint: 'Restore the file (a run never writes prompts or skills), or fix the path in the workflow.',
            location: { file: workflow.file, line: step.line, column: step.column },
        });
    }
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(p.abs, 'utf8').replace(/\r\n?/g, '\n');
}
/** Text for the agent: an absent optional input reads as ABSENT_TEXT (`asPath`: a path, where it is an error). */
function resolvePlaceholders(text, r, what, asPath = false) {
    const absent = (0,_model_absent_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .absentOptionalInputs */ .$D)(r.workflow, r.bindings);
    try {
        return (0,_model_placeholders_js__WEBPACK_IMPORTED_MODULE_6__/* .substitute */ .V2)(text, asPath ? r.bindings : (0,_model_absent_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .withAbsent */ .gX)(r.bindings, absent, _model_absent_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .ABSENT_TEXT */ .Gp));
    }
    catch (error) {
        if (!(error instanceof _model_placeholders_js__WEBPACK_IMPORTED_MODULE_6__/* .PlaceholderError */ .ik))
            throw error;
        const optional = error.missing.filter((m) => absent.has(m));
        if (optional.length > 0) {
            throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StagegateError */ .q('WORKFLOW_INPUT_REQUIRED', `${what} of step ${r.step.id} is a path that uses the optional input${optional.length > 1 ? 's' : ''} ${optional.join(', ')}, which ${optional.length > 1 ? 'were' : 'was'} not given; no file can be named after an absent input`, {
                hint: `Pass ${optional.map((m) => `${m}=<value>`).join(' ')}, or make the path not depend on ${optional.length > 1 ? 'them' : 'it'}.`,
                location: { file: r.workflow.file, line: r.step.line, column: r.step.column },
            });
        }
        throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StagegateError */ .q('WORKFLOW_INPUT_REQUIRED', `${what} of step ${r.step.id} uses ${error.missing.map((m) => `{{${m}}}`).join(', ')}, which no input, default or runner value provides`, {
            hint: (0,_run_bindings_js__WEBPACK_IMPORTED_MODULE_0__/* .missingValuesHint */ .OC)(r.step, r.bindings, error.missing),
            location: { file: r.workflow.file, line: r.step.line, column: r.step.column },
        });
    }
}
/** The task text: prompt file, inline instruction or action text, placeholders resolved. */
function taskText(r) {
    const d = r.step.def;
    if (d.prompt !== undefined) {
        const rel = resolvePlaceholders(d.prompt, r, 'prompt path', true);
        return resolvePlaceholders(readWorkspaceText(r.workspace, rel, `prompt of step ${r.step.id}:`, r.step, r.workflow), r, `prompt ${rel}`);
    }
    if (d.inline_instruction !== undefined)
        return resolvePlaceholders(d.inline_instruction, r, 'inline_instruction');
    if (d.action !== undefined)
        return resolvePlaceholders(d.action, r, 'action');
    throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StagegateError */ .q('WORKFLOW_CONTRACT_INVALID', `step ${r.step.id} has no prompt, inline_instruction or action to give an agent`);
}
/** Step inputs must all resolve for an agent step: a resolver without blocking_* has nothing to do. */
function checkStepInputs(r) {
    for (const [name, value] of Object.entries(r.step.def.inputs ?? {})) {
        if (typeof value !== 'string')
            continue;
        if (!r.bindings.has(name))
            resolvePlaceholders(value, r, `input ${name}`);
    }
}
function fence(text) {
    // A fence longer than any backtick run inside the text, so the text cannot close it.
    const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
    return '`'.repeat(longest + 1);
}
function trimEnd(text) {
    return text.replace(/\s+$/, '');
}
function statusList(step) {
    return Object.keys(step.def.statuses ?? {});
}
/** The gate block template a gated step must end its output with. */
function gateTemplate(workflow, step, artifact) {
    const statuses = statusList(step);
    return (0,_gate_workflow_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .renderGateBlock */ .pf)({
        workflow: workflow.name,
        step: step.id,
        status: `<${statuses.join(' | ')}>`,
        unresolved_critical: '<integer>',
        unresolved_high: '<integer>',
        source_resolvable_open: '<integer>',
        artifact,
        next_recommended: '<step id or null>',
    });
}
function contract(r) {
    const { step, workflow } = r;
    const lines = ['## Stage contract', ''];
    const foreign = (0,_gate_contracts_contract_of_js__WEBPACK_IMPORTED_MODULE_9__/* .foreignContractOf */ .A)(step);
    if (step.kind === 'agent' && foreign) {
        if (r.output)
            lines.push(`- Write your report to \`${r.output.rel}\` (workspace-relative; create missing folders) and end that file with the block below; without the file, your answer itself must end with it.`);
        lines.push(...(0,_gate_contracts_index_js__WEBPACK_IMPORTED_MODULE_4__/* .contractInstructions */ ._j)(foreign, statusList(step)), `- Allowed statuses: ${statusList(step).join(' | ')}`);
    }
    else if (step.kind === 'agent') {
        const out = r.output;
        if ((0,_model_workflow_js__WEBPACK_IMPORTED_MODULE_8__/* .isResolverStep */ .jF)(step)) {
            lines.push(`- This stage resolves high-impact unknowns: resolve only the blocking question ids in \`blocking_qids\`, raised by \`blocking_artifact\` (both under Inputs); the run returns to \`${step.def.retry_step}\` afterwards.`);
        }
        const statuses = statusList(step);
        const template = gateTemplate(workflow, step, out.rel);
        lines.push(`- Write your result to exactly this file: \`${out.rel}\` (workspace-relative; create missing folders). Write it in this run: an existing or older file never counts, and no other file replaces it.`, '- End the file with exactly one WORKFLOW_GATE block and nothing after it (blank lines aside).', `- Allowed statuses: ${statuses.join(' | ')}`, '- The gate block to end with (replace every <...>; `artifact` must stay exactly as shown):', '', '```yaml', trimEnd(template), '```', '', '- You may add `unresolved_qids: [Q-...]` to the gate to list open HIGH/CRITICAL question ids.', '- The runner routes only on the gate status; `next_recommended` is advisory. Exiting without the file, or with a missing, malformed or unlisted gate, fails the stage.');
    }
    else if (step.kind === 'resolver') {
        const retry = step.def.retry_step ?? step.def.on_success ?? '';
        lines.push('- This is a resolver step: resolve only the blocking question ids in `blocking_qids`, raised by `blocking_artifact`; persist the evidence and closure where the task above says.', `- It has no declared output and no gate. Success is your process exiting with status 0; the runner then returns to step \`${retry}\`, which runs again.`, '- Do not edit prompts, workflows, skills or workflow state.');
    }
    else {
        const next = step.def.on_complete ?? '';
        lines.push('- This is an action step: do the action above. It has no declared output and no gate.', `- Success is your process exiting with status 0; the runner then continues with step \`${next}\`.`, '- Do not edit prompts, workflows, skills or workflow state.');
    }
    return lines;
}
function execution(delegation) {
    const text = delegation === 'direct'
        ? 'Execute this stage yourself, in this session. Do not hand it to a sub-agent, background agent or asynchronous worker, and do not wait for or poll another agent.'
        : 'You may delegate parts of this stage to sub-agents, but this session owns it: the stage is accepted only from its declared result (the output file with a valid gate; for steps without output, your exit status). Never wait on an idle or stalled worker: finish the stage yourself instead.';
    return ['## Execution', '', `Mode: ${delegation}. ${text}`];
}
/** Assemble the prompt. Throws StagegateError for a missing prompt file or skill, or an unbound placeholder. */
function buildPrompt(r) {
    const { step, workflow, workspace } = r;
    checkStepInputs(r);
    const sections = [];
    let task = trimEnd(taskText(r));
    // A gate template in the task text naming another step or workflow is rewritten to the
    // runner's (the contract below says so): never two contradictory templates.
    let aligned = [];
    if (step.kind === 'agent' && task.includes('WORKFLOW_GATE:')) {
        const a = (0,_model_gate_template_js__WEBPACK_IMPORTED_MODULE_10__/* .alignGateTemplates */ .kF)(task, { workflow: workflow.name, step: step.id });
        task = a.text;
        aligned = a.replaced;
    }
    sections.push([`# Stage \`${step.id}\` of workflow \`${workflow.name}\``, '', task]);
    const skills = step.def.skills ?? [];
    if (skills.length > 0) {
        const lines = ['## Skills', '', 'Apply these skills to the task:'];
        for (const name of skills) {
            const rel = skillPath(name);
            const text = trimEnd(readWorkspaceText(workspace, rel, `skill ${name} of step ${step.id}:`, step, workflow));
            lines.push('', `### Skill \`${name}\` (${rel})`, '', text);
        }
        sections.push(lines);
    }
    const inputs = boundInputs(workflow, step, r.bindings);
    if (inputs.length > 0) {
        const lines = ['## Inputs', ''];
        for (const [name, value] of inputs) {
            if (value.includes('\n')) {
                const f = fence(value);
                lines.push(`- \`${name}\`:`, '', f, value, f, '');
            }
            else
                lines.push(`- \`${name}\`: ${value === '' ? '(empty)' : value}`);
        }
        if (inputs.some(([, v]) => v === _model_absent_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .ABSENT_TEXT */ .Gp))
            lines.push('', `${_model_absent_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .ABSENT_TEXT */ .Gp}: an optional input this run was not given. Wherever the task text shows ${_model_absent_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .ABSENT_TEXT */ .Gp}, there is no value: do not look for one or invent one.`);
        sections.push(lines);
    }
    const completed = r.state?.completed_steps ?? [];
    const lines = ['## Upstream context', ''];
    if (completed.length === 0)
        lines.push('No step of this run has completed yet.');
    else {
        lines.push('Completed steps of this run and their accepted artifacts (inputs to read, not proof):');
        for (const id of completed) {
            const a = r.state.artifacts[id];
            if (a)
                lines.push(`- \`${id}\`: ${a.path} (gate ${a.gate_status}, visit ${a.visit})`);
            else
                lines.push(`- \`${id}\`: completed (${r.state.steps[id]?.kind ?? 'step'} without an artifact)`);
        }
    }
    sections.push(lines);
    if (r.previousFailure !== null) {
        sections.push(['## Previous attempt', '', 'The previous attempt of this stage failed:', '', `> ${r.previousFailure.replace(/\n/g, '\n> ')}`, '', 'Fix the cause this time.']);
    }
    const terms = contract(r);
    // 4.0 Methodology-Immutability Rule: checked by digest when the stage ends (package-guard.ts).
    terms.push(`- The methodology package is read-only: do not create, change, rename or delete anything under ${PACKAGE_READ_ONLY_TEXT}. A stage that does is refused (METHODOLOGY_PACKAGE_MODIFIED).`);
    for (const a of aligned) {
        terms.push(`- The task text's WORKFLOW_GATE template said \`${a.field}: ${a.was}\`; this stage's gate is \`${a.field}: ${a.field === 'step' ? step.id : workflow.name}\`, so the template above now says so. The runner's template below wins: a gate with \`${a.field}: ${a.was}\` would be refused.`);
    }
    sections.push(terms);
    sections.push(execution(r.delegation));
    return sections.map((s) => s.join('\n')).join('\n\n') + '\n';
}


/***/ }),

/***/ 45781:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ agentManifestSections),
/* harmony export */   Ii: () => (/* binding */ spendOf),
/* harmony export */   JD: () => (/* binding */ totalSpend),
/* harmony export */   fh: () => (/* binding */ recordAttempt)
/* harmony export */ });
/* unused harmony export addSpend */
/* harmony import */ var _agents_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16067);
/* harmony import */ var _run_transition_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(29122);


function spendOf(usage) {
    if (!usage)
        return null;
    return { turns: usage.turns, cost_usd: usage.cost_usd, input_tokens: usage.input_tokens, output_tokens: usage.output_tokens };
}
function addSpend(a, b) {
    const base = a ?? { turns: null, cost_usd: null, input_tokens: null, output_tokens: null };
    if (!b)
        return base;
    return {
        turns: (0,_agents_types_js__WEBPACK_IMPORTED_MODULE_1__/* .addKnown */ .v2)(base.turns, b.turns),
        cost_usd: roundCost((0,_agents_types_js__WEBPACK_IMPORTED_MODULE_1__/* .addKnown */ .v2)(base.cost_usd, b.cost_usd)),
        input_tokens: (0,_agents_types_js__WEBPACK_IMPORTED_MODULE_1__/* .addKnown */ .v2)(base.input_tokens, b.input_tokens),
        output_tokens: (0,_agents_types_js__WEBPACK_IMPORTED_MODULE_1__/* .addKnown */ .v2)(base.output_tokens, b.output_tokens),
    };
}
/** Sums of dollar amounts stay readable (no 0.30000000000000004). */
function roundCost(value) {
    return value === null ? null : Math.round(value * 1e8) / 1e8;
}
/** The run's spend: every step's recorded spend. */
function totalSpend(state) {
    let total;
    for (const record of Object.values(state.steps))
        if (record.spend)
            total = addSpend(total, record.spend);
    return total ?? { turns: null, cost_usd: null, input_tokens: null, output_tokens: null };
}
/** Record one agent attempt on its step: transcript link, prompt, agent and spend. */
function recordAttempt(state, step, attempt) {
    const previous = (0,_run_transition_js__WEBPACK_IMPORTED_MODULE_0__/* .stepRecord */ .oU)(state, step.id) ?? { kind: step.kind, status: 'in_flight', visits: attempt.visit, attempts: attempt.attempt };
    return {
        ...state,
        steps: {
            ...state.steps,
            [step.id]: {
                ...previous,
                agent: attempt.agent,
                prompt: attempt.prompt,
                transcripts: [...(previous.transcripts ?? []), attempt],
                spend: addSpend(previous.spend, attempt.usage),
            },
        },
    };
}
/**
 * The manifest's view of agent work: spend per step and in total, and every attempt's
 * transcript and prompt. Empty for runs without agent-driven steps (their manifest is unchanged).
 */
function agentManifestSections(state) {
    const steps = [];
    for (const id in state.steps) {
        const r = state.steps[id];
        if (r.transcripts !== undefined && r.transcripts.length > 0)
            steps.push([id, r]);
    }
    if (steps.length === 0)
        return {};
    return {
        spend: {
            total: totalSpend(state),
            steps: Object.fromEntries(steps.map(([id, r]) => [id, r.spend ?? null])),
        },
        transcripts: steps.flatMap(([id, r]) => (r.transcripts ?? []).map((t) => ({ step: id, visit: t.visit, attempt: t.attempt, agent: t.agent, delegation: t.delegation, transcript: t.transcript, prompt: t.prompt, outcome: t.outcome }))),
    };
}


/***/ }),

/***/ 42303:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J4: () => (/* binding */ SECRET_NAME),
/* harmony export */   Kc: () => (/* binding */ finishTranscript),
/* harmony export */   M2: () => (/* binding */ SecretMasker),
/* harmony export */   QU: () => (/* binding */ maskSecrets),
/* harmony export */   VX: () => (/* binding */ secretValues),
/* harmony export */   tB: () => (/* binding */ writePromptCopy),
/* harmony export */   v5: () => (/* binding */ MASK),
/* harmony export */   vb: () => (/* binding */ MIN_SECRET_LENGTH)
/* harmony export */ });
/* unused harmony export MAX_TRANSCRIPT_READ */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _state_atomic_write_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(10174);
/* harmony import */ var _run_stage_command_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36519);
// Transcripts: each attempt's stdout+stderr is its log. Secrets are masked while the output
// streams (the process runner passes every chunk through a SecretMasker before it reaches the
// log or a stage_output event): the value of every environment variable whose name looks secret
// is replaced by ***. Memory stays bounded whatever a stage prints: a masker holds at most one
// chunk plus the length of the longest secret.



const SECRET_NAME = /TOKEN|KEY|SECRET|PASSWORD|PASSWD|CREDENTIAL/i;
/** Shorter values are not masked: replacing "1" or "true" everywhere would destroy a transcript. */
const MIN_SECRET_LENGTH = 6;
const MASK = '***';
/** Values to mask, longest first (so a value containing another is masked whole). */
function secretValues(env) {
    const values = new Set();
    for (const [name, value] of Object.entries(env)) {
        if (value === undefined || !SECRET_NAME.test(name) || name === _run_stage_command_js__WEBPACK_IMPORTED_MODULE_2__/* .ATTEMPT_TOKEN_VARIABLE */ .lA)
            continue;
        if (value.length >= MIN_SECRET_LENGTH)
            values.add(value);
    }
    return [...values].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
}
function maskSecrets(text, secrets) {
    if (secrets.length === 0)
        return text;
    const masker = new SecretMasker(secrets);
    return Buffer.concat([masker.push(Buffer.from(text, 'utf8')), masker.end()]).toString('utf8');
}
const MASK_BYTES = Buffer.from(MASK, 'utf8');
const NEWLINE = 0x0a;
/**
 * Masks secrets in a byte stream cut into arbitrary chunks: a secret split across two chunks is
 * masked like one that arrives whole. At each position the leftmost occurrence wins, and of those
 * starting there the longest. A position is decided only once every secret that could start there
 * is fully visible, so up to (longest secret - 1) bytes are held back until the next chunk or end()
 * \u2014 except that, when no secret holds a newline, everything up to the last newline is decided
 * (complete lines are never held back).
 */
class SecretMasker {
    secrets;
    longest;
    linesDecide;
    carry = Buffer.alloc(0);
    constructor(secrets) {
        this.secrets = [...new Set(secrets)].filter((s) => s !== '').map((s) => Buffer.from(s, 'utf8')).sort((a, b) => b.length - a.length);
        this.longest = this.secrets[0]?.length ?? 0;
        this.linesDecide = this.secrets.every((s) => !s.includes(NEWLINE));
    }
    /** The masked bytes that can be released now (possibly none). */
    push(chunk) {
        if (this.longest === 0)
            return chunk;
        const data = this.carry.length === 0 ? chunk : Buffer.concat([this.carry, chunk]);
        return this.mask(data, false);
    }
    /** The rest, masked: call once, when the stream has ended. */
    end() {
        if (this.longest === 0 || this.carry.length === 0)
            return Buffer.alloc(0);
        return this.mask(this.carry, true);
    }
    mask(data, ended) {
        // Positions below `limit` are decided: every secret starting there lies inside `data`.
        let limit = ended ? data.length : Math.max(0, data.length - (this.longest - 1));
        // A secret without a newline that starts before the last newline ends before it.
        if (!ended && this.linesDecide)
            limit = Math.max(limit, data.lastIndexOf(NEWLINE) + 1);
        const out = [];
        // Next occurrence of each secret at or after `pos` (-1: none in data), found lazily.
        const next = new Array(this.secrets.length).fill(-2);
        let pos = 0;
        for (;;) {
            let best = -1;
            let bestAt = Infinity;
            for (let i = 0; i < this.secrets.length; i++) {
                if (next[i] !== -1 && next[i] < pos)
                    next[i] = data.indexOf(this.secrets[i], pos);
                const at = next[i];
                // Secrets are sorted longest first: at equal positions the first found is the longest.
                if (at >= 0 && at < limit && at < bestAt) {
                    best = i;
                    bestAt = at;
                }
            }
            if (best < 0)
                break;
            if (bestAt > pos)
                out.push(data.subarray(pos, bestAt));
            out.push(MASK_BYTES);
            pos = bestAt + this.secrets[best].length;
        }
        const release = Math.max(pos, limit);
        if (release > pos)
            out.push(data.subarray(pos, release));
        // Copied, so a held tail does not pin the whole chunk it came from.
        this.carry = ended ? Buffer.alloc(0) : Buffer.from(data.subarray(release));
        return out.length === 1 ? out[0] : Buffer.concat(out);
    }
}
/** How much of an agent's transcript is read back for its usage report (the end of it). */
const MAX_TRANSCRIPT_READ = 64 * 1024 * 1024;
/**
 * The (already masked) transcript of an attempt, for parsing the agent's usage report: '' when
 * nobody reads it (no agent) or the process wrote nothing. Of a transcript longer than
 * MAX_TRANSCRIPT_READ only the end is read (usage reports come last), so a stage that prints
 * gigabytes cannot exhaust the runner's memory. Never follows a link, never blocks on a FIFO.
 */
function finishTranscript(absPath, wanted = true) {
    if (!wanted)
        return '';
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(absPath, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
    }
    catch {
        return '';
    }
    try {
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (!stat.isFile())
            return '';
        const length = Math.min(stat.size, MAX_TRANSCRIPT_READ);
        const buffer = Buffer.alloc(length);
        let read = 0;
        while (read < length) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, read, length - read, stat.size - length + read);
            if (n === 0)
                break;
            read += n;
        }
        return buffer.subarray(0, read).toString('utf8');
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/**
 * Save an agent's prompt beside its transcript, masked. Something other than a file at that path
 * (a directory a stage made) stops the attempt before it starts: the result to record, else
 * undefined.
 */
function writePromptCopy(absPath, rel, prompt, secrets) {
    try {
        (0,_state_atomic_write_js__WEBPACK_IMPORTED_MODULE_1__/* .atomicWriteFile */ .Re)(absPath, maskSecrets(prompt, secrets));
        return undefined;
    }
    catch (error) {
        const code = error.code ?? String(error);
        return { exitCode: null, signal: null, timedOut: false, durationMs: 0, fileRefused: `its prompt copy ${rel} cannot be written (${code}: something other than a file stands at that path)` };
    }
}


/***/ }),

/***/ 57432:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  uS: () => (/* binding */ createNodeProcessRunner),
  $G: () => (/* binding */ killRunningStages)
});

// UNUSED EXPORTS: KEPT_LOG_DIRS, STOP_GRACE_MS

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/run/stage-command.ts
var stage_command = __webpack_require__(36519);
;// CONCATENATED MODULE: ./src/host/process-tree.ts
// Killing what a stage started. Every stage runs in a process group (and session) of its own, so
// its group can be killed at once without touching the runner; a process that left the group
// (`setsid`, a daemonising `nohup \u2026 &` in a new session) is still found on Linux by the
// per-attempt token every process of the attempt inherits in its environment
// (STAGEGATE_ATTEMPT_TOKEN, read from /proc/<pid>/environ). Other platforms have no /proc: there
// the group and the descendants still attached to the stage are what can be killed.


/** Whether processes can be found by their environment (/proc/<pid>/environ). */
const FINDS_BY_TOKEN = process.platform === 'linux';
function childrenMap() {
    const map = new Map();
    let entries;
    try {
        entries = (0,external_node_fs_.readdirSync)('/proc');
    }
    catch {
        return map;
    }
    for (const name of entries) {
        if (!/^\d+$/.test(name))
            continue;
        try {
            const stat = (0,external_node_fs_.readFileSync)(`/proc/${name}/stat`, 'utf8');
            // Field 4 (ppid) follows the ")" that ends the command name, which may contain spaces.
            const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
            if (!map.has(ppid))
                map.set(ppid, []);
            map.get(ppid).push(Number(name));
        }
        catch {
            /* the process ended while we looked */
        }
    }
    return map;
}
function descendantsOf(pid) {
    const children = childrenMap();
    const out = [];
    const stack = [pid];
    while (stack.length > 0) {
        const current = stack.pop();
        for (const child of children.get(current) ?? []) {
            out.push(child);
            stack.push(child);
        }
    }
    return out;
}
function signal(pid, sig) {
    try {
        process.kill(pid, sig);
        return true;
    }
    catch {
        return false; // already gone (or not ours)
    }
}
function killTree(pid, sig = 'SIGKILL') {
    // Freeze the tree before looking at it: a stopped process cannot start another, so nothing is
    // born between the look and the kill (a child started in that gap used to escape, orphaned).
    // Stop the parent, then every descendant found, and look again until a look finds no one new.
    const frozen = [pid];
    signal(pid, 'SIGSTOP');
    for (let fresh = [pid]; fresh.length > 0;) {
        fresh = descendantsOf(pid).filter((p) => !frozen.includes(p));
        for (const p of fresh) {
            frozen.push(p);
            signal(p, 'SIGSTOP');
        }
    }
    for (const p of frozen)
        signal(p, sig);
    // A signal other than SIGKILL waits for a stopped process to run again.
    if (sig !== 'SIGKILL')
        for (const p of frozen)
            signal(p, 'SIGCONT');
}
/**
 * Send `sig` to a whole process group (then SIGCONT, so a stopped member handles it): the polite
 * first word of a cancel. False when the group had no member left. Never a group of 0 or 1.
 */
function signalGroup(pgid, sig) {
    if (!Number.isInteger(pgid) || pgid <= 1 || pgid === process.pid)
        return false;
    if (!signal(-pgid, sig))
        return false;
    if (sig !== 'SIGKILL' && sig !== 'SIGCONT')
        signal(-pgid, 'SIGCONT');
    return true;
}
/** SIGKILL a whole process group; false when it had no member left. Never a group of 0 or 1. */
function killGroup(pgid) {
    if (!Number.isInteger(pgid) || pgid <= 1 || pgid === process.pid)
        return false;
    return signal(-pgid, 'SIGKILL');
}
/**
 * Live processes (not this one) whose environment carries `token` (Linux; [] elsewhere). A token
 * ending in '-' is an invocation prefix: it matches every attempt token of that invocation.
 */
function processesCarrying(token) {
    if (!FINDS_BY_TOKEN || token === '')
        return [];
    const needle = Buffer.from(token.endsWith('-') ? `\0${stage_command/* ATTEMPT_TOKEN_VARIABLE */.lA}=${token}` : `\0${stage_command/* ATTEMPT_TOKEN_VARIABLE */.lA}=${token}\0`);
    const found = [];
    let entries;
    try {
        entries = (0,external_node_fs_.readdirSync)('/proc');
    }
    catch {
        return found;
    }
    for (const name of entries) {
        if (!/^\d+$/.test(name) || Number(name) === process.pid)
            continue;
        try {
            // Only the processes of our user are readable: others are not ours to kill anyway.
            // A NUL in front: environ holds NUL-separated strings (the first has none before it).
            const environ = (0,external_node_fs_.readFileSync)(`/proc/${name}/environ`);
            if (environ.includes(needle) || environ.subarray(0, needle.length - 1).equals(needle.subarray(1)))
                found.push(Number(name));
        }
        catch {
            /* gone, or not ours */
        }
    }
    return found;
}
/**
 * Kill every process of an attempt: its group, then (Linux) every process carrying its token \u2014
 * again while new ones show up (a process may fork while we look), at most a few rounds.
 * Returns how many processes (and groups) were signalled, each once.
 */
function killAttempt(attempt) {
    const group = attempt.pgid !== undefined && killGroup(attempt.pgid) ? 1 : 0;
    if (attempt.token === undefined)
        return group;
    // A process signalled in one round may still be listed in the next (it dies when the kernel
    // next schedules it): it is signalled again, but counted once.
    const signalled = new Set();
    for (let round = 0; round < 5; round++) {
        const found = processesCarrying(attempt.token);
        if (found.length === 0)
            break;
        for (const pid of found) {
            if (signal(pid, 'SIGKILL'))
                signalled.add(pid);
        }
    }
    return group + signalled.size;
}

// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(46193);
// EXTERNAL MODULE: ./src/core/steps/process/transcript.ts
var transcript = __webpack_require__(42303);
;// CONCATENATED MODULE: ./src/host/stage-output.ts
// A stage's stdout and stderr on their way to its log: each stream's chunks are masked
// (SecretMasker, per stream, so a secret split across two reads is still masked), then cut at
// line boundaries, so lines of stdout and stderr interleave in the log whole. Complete lines are
// appended to the log with a synchronous write (which is also the back-pressure: nothing more is
// read from the pipe until the chunk is on its way to disk) and offered as text to `onOutput`.
// A partial line goes out when it grows past MAX_PARTIAL_LINE, after PARTIAL_LINE_DELAY_MS
// without a newline, or at the end. Memory is bounded by one pipe read, one partial line and the
// longest secret, whatever the stage prints.



/** A line longer than this is passed on in pieces (a progress bar that never prints a newline). */
const MAX_PARTIAL_LINE = 64 * 1024;
/** Text without a newline yet is passed on after this long without more output. */
const PARTIAL_LINE_DELAY_MS = 100;
/** One stream (stdout or stderr) of a stage. */
class StreamLines {
    out;
    wantText;
    masker;
    decoder = new external_node_string_decoder_.StringDecoder('utf8');
    partial = [];
    partialLength = 0;
    timer;
    constructor(secrets, out, wantText) {
        this.out = out;
        this.wantText = wantText;
        this.masker = new transcript/* SecretMasker */.M2(secrets);
    }
    push(chunk) {
        const masked = this.masker.push(chunk);
        if (masked.length === 0)
            return;
        const cut = masked.lastIndexOf(0x0a);
        if (cut >= 0) {
            const lines = masked.subarray(0, cut + 1);
            this.emit(this.partialLength > 0 ? Buffer.concat([...this.partial, lines]) : lines);
            this.partial = [];
            this.partialLength = 0;
        }
        const rest = cut >= 0 ? masked.subarray(cut + 1) : masked;
        if (rest.length > 0) {
            // Copied: a held piece must not pin the whole pipe read it came from.
            this.partial.push(Buffer.from(rest));
            this.partialLength += rest.length;
        }
        if (this.partialLength >= MAX_PARTIAL_LINE)
            this.flush();
        if (this.partialLength > 0) {
            if (this.timer === undefined) {
                this.timer = setTimeout(() => {
                    this.timer = undefined;
                    this.flush();
                }, PARTIAL_LINE_DELAY_MS);
                this.timer.unref();
            }
        }
        else
            this.stopTimer();
    }
    end() {
        const rest = this.masker.end();
        if (rest.length > 0) {
            this.partial.push(rest);
            this.partialLength += rest.length;
        }
        this.flush();
        this.stopTimer();
        if (this.wantText) {
            const tail = this.decoder.end();
            if (tail !== '')
                this.out(Buffer.alloc(0), tail);
        }
    }
    flush() {
        if (this.partialLength === 0)
            return;
        const bytes = this.partial.length === 1 ? this.partial[0] : Buffer.concat(this.partial);
        this.partial = [];
        this.partialLength = 0;
        this.emit(bytes);
    }
    emit(bytes) {
        this.out(bytes, this.wantText ? this.decoder.write(bytes) : undefined);
    }
    stopTimer() {
        if (this.timer !== undefined)
            clearTimeout(this.timer);
        this.timer = undefined;
    }
}
class StageOutput {
    fd;
    secrets;
    onOutput;
    open = 0;
    streams = [];
    ended;
    allEnded;
    /** The first error writing the log (the stage's output after it is lost; the stage runs on). */
    writeError;
    constructor(fd, secrets, onOutput) {
        this.fd = fd;
        this.secrets = secrets;
        this.onOutput = onOutput;
        this.allEnded = new Promise((resolve) => {
            this.ended = resolve;
        });
    }
    attach(stream) {
        if (!stream)
            return;
        this.open++;
        this.streams.push(stream);
        const lines = new StreamLines(this.secrets, (bytes, text) => this.write(bytes, text), this.onOutput !== undefined);
        let closed = false;
        const close = () => {
            if (closed)
                return;
            closed = true;
            lines.end();
            if (--this.open === 0)
                this.ended?.();
        };
        stream.on('data', (chunk) => lines.push(chunk));
        stream.on('end', close);
        stream.on('close', close);
        stream.on('error', close);
    }
    /** Resolves when every attached stream has ended (all writers of the pipes closed them). */
    whenEnded() {
        if (this.open === 0)
            return Promise.resolve();
        return this.allEnded;
    }
    /**
     * Stop reading: a process that outlived the stage (and escaped its group) still holds a pipe.
     * What it writes from now on is not logged; what was read so far is.
     */
    abandon() {
        for (const stream of this.streams)
            stream.destroy();
    }
    write(bytes, text) {
        if (bytes.length > 0 && this.writeError === undefined) {
            try {
                let offset = 0;
                while (offset < bytes.length)
                    offset += (0,external_node_fs_.writeSync)(this.fd, bytes, offset, bytes.length - offset);
            }
            catch (error) {
                this.writeError = error;
            }
        }
        if (text !== undefined && text !== '')
            this.onOutput?.(text);
    }
}

// EXTERNAL MODULE: ./src/core/run/leftovers.ts
var leftovers = __webpack_require__(1289);
;// CONCATENATED MODULE: ./src/host/process-runner.ts
// The ProcessRunner port implemented with node:child_process: argv only (no shell string),
// stdout+stderr masked and appended to the stage log as they stream (stage-output.ts), stdin fed
// from the request, whole-tree kill on timeout and on cancellation.







/**
 * After a stage exits, how long its pipes may stay open (a background process it started still
 * holds them) before the runner stops reading them.
 */
const DRAIN_AFTER_EXIT_MS = 200;
/** Stages still running (pid = their group), so a signal to the runner can take them down with it. */
const running = new Map();
/** Kill everything of one attempt: its group, what is still attached below it, what carries its token. */
function killStage(pid, token) {
    killTree(pid);
    killAttempt({ pgid: pid, token });
}
/** Resolve a bare command name on the stage's PATH (paths with a slash are left alone). */
function resolveCommand(memo, command, env) {
    const { resolved } = memo;
    if (command.includes('/') || (0,external_node_path_.isAbsolute)(command))
        return command;
    const path = env['PATH'] ?? '';
    const key = `${command}\0${path}`;
    const hit = resolved.get(key);
    if (hit !== undefined)
        return hit;
    for (const dir of path.split(external_node_path_.delimiter)) {
        if (dir === '')
            continue;
        const candidate = (0,external_node_path_.join)(dir, command);
        try {
            (0,external_node_fs_.accessSync)(candidate, external_node_fs_.constants.X_OK);
            resolved.set(key, candidate);
            return candidate;
        }
        catch {
            /* not here */
        }
    }
    return command; // let spawn report ENOENT in its own words
}
function killRunningStages() {
    for (const [pid, { token }] of running)
        killStage(pid, token);
}
/**
 * A log is appended to, created when missing, never through a link (O_NOFOLLOW) and never
 * waiting for a FIFO's reader (O_NONBLOCK: ENXIO at once); what it opened must be a regular file.
 * A stage can put anything in the log folder, so the next stage's log path is not trusted.
 */
const LOG_FLAGS = external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_APPEND | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_NONBLOCK;
/** The log path holds something the runner will not write to: why, in words. */
class LogRefused extends Error {
}
function openLogFile(logPath) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(logPath, LOG_FLAGS, 0o644);
    }
    catch (error) {
        const code = error.code;
        if (code === 'ELOOP')
            throw new LogRefused(`a symbolic link stands at its log path ${logPath}`);
        if (code === 'ENXIO')
            throw new LogRefused(`a FIFO stands at its log path ${logPath}`);
        if (code === 'EISDIR')
            throw new LogRefused(`a directory stands at its log path ${logPath}`);
        // ENOENT: the caller makes the folder again. Anything else (a read-only folder, a full disk)
        // is a stop the attempt records, not an internal error.
        if (code !== 'ENOENT' && code !== undefined)
            throw new LogRefused(`its log ${logPath} cannot be created (${code})`);
        throw error;
    }
    const stats = (0,external_node_fs_.fstatSync)(fd);
    if (!stats.isFile()) {
        (0,external_node_fs_.closeSync)(fd);
        const kind = stats.isFIFO() ? 'a FIFO' : stats.isDirectory() ? 'a directory' : stats.isCharacterDevice() || stats.isBlockDevice() ? 'a device' : 'a socket';
        throw new LogRefused(`${kind} stands at its log path ${logPath}`);
    }
    return fd;
}
function makeLogDir(dir, logPath) {
    try {
        (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
    }
    catch (error) {
        throw new LogRefused(`its log ${logPath} cannot be created (${error.code ?? String(error)}: its folder cannot be made)`);
    }
}
function openLog(memo, logPath) {
    const { madeLogDirs } = memo;
    const dir = (0,external_node_path_.dirname)(logPath);
    if (!madeLogDirs.has(dir)) {
        makeLogDir(dir, logPath);
        if (madeLogDirs.size >= memo.keptLogDirs)
            madeLogDirs.clear();
        madeLogDirs.add(dir);
    }
    try {
        return openLogFile(logPath);
    }
    catch (error) {
        // The folder was removed since (a fresh run moves logs/ aside): make it again.
        if (error.code !== 'ENOENT')
            throw error;
        makeLogDir(dir, logPath);
        return openLogFile(logPath);
    }
}
/** The prepared descriptor of `logPath` when its open has finished, else a log opened now. */
function takeLog(memo, logPath) {
    const { preparedLogs } = memo;
    const entry = preparedLogs.get(logPath);
    if (entry) {
        preparedLogs.delete(logPath);
        if (entry.fd !== null)
            return entry.fd;
        entry.dropped = true; // still opening: its callback closes it
    }
    return openLog(memo, logPath);
}
/**
 * Log folders a runner remembers making. A chain's stages share one folder, but each foreach item
 * has its own: remembering every one kept each item's log path alive (~140 bytes per item: ~14 MB
 * over a 100,000-item run, found by a heap snapshot diff), so the set is bounded.
 */
const KEPT_LOG_DIRS = 256;
/**
 * How long a cancelled stage has to exit after the signal that cancelled the run reaches its
 * process group (its traps and an agent CLI's own shutdown run) before its whole tree is killed:
 * docker stop's default. A second signal to the runner kills at once (cli/bin.ts). The Action
 * gives less (ACTION_STOP_GRACE_MS): a cancelled job has 7.5 s before its SIGTERM.
 */
const STOP_GRACE_MS = 10_000;
/** The signal a cancel forwards to a stage: the one the runner received (the abort's reason), else SIGTERM. */
function forwardedSignal(reason) {
    return reason === 'SIGINT' || reason === 'SIGTERM' || reason === 'SIGHUP' ? reason : 'SIGTERM';
}
/**
 * A ProcessRunner with memory of its own (one per invocation: nothing is kept module-wide).
 * `stopGraceMs`: how long a cancelled stage has to exit (STOP_GRACE_MS; 0 kills at once). The
 * others are for tests (the bound, and how many folders it remembers after each log is opened).
 */
function createNodeProcessRunner(options = {}) {
    const stopGraceMs = options.stopGraceMs ?? STOP_GRACE_MS;
    const memo = { resolved: new Map(), madeLogDirs: new Set(), keptLogDirs: options.keptLogDirs ?? KEPT_LOG_DIRS, preparedLogs: new Map(), startedPrefixes: new Set() };
    const { madeLogDirs, preparedLogs, startedPrefixes } = memo;
    return {
        findsByToken: FINDS_BY_TOKEN,
        killLeftovers(attempts) {
            let killed = 0;
            for (const attempt of attempts) {
                // With /proc the token names exactly the attempt's processes; a recorded group id alone
                // could name an unrelated group by now, so it is used only where nothing better exists.
                killed += FINDS_BY_TOKEN ? killAttempt({ token: attempt.token }) : attempt.pgid !== undefined && killGroup(attempt.pgid) ? 1 : 0;
            }
            return killed;
        },
        started(tokenPrefix) {
            for (const prefix of startedPrefixes)
                if (prefix.startsWith(tokenPrefix))
                    return true;
            return false;
        },
        prepareLog(logPath) {
            // Only in a log folder already made (the first stage of a folder makes it on its own path).
            if (preparedLogs.has(logPath) || !madeLogDirs.has((0,external_node_path_.dirname)(logPath)))
                return;
            const entry = { fd: null, dropped: false };
            preparedLogs.set(logPath, entry);
            (0,external_node_fs_.open)(logPath, LOG_FLAGS, 0o644, (error, fd) => {
                // Anything but a regular file is left to run(), which refuses it with a reason.
                const usable = !error && (0,external_node_fs_.fstatSync)(fd).isFile();
                if (!error && !usable)
                    (0,external_node_fs_.closeSync)(fd);
                if (!usable) {
                    if (preparedLogs.get(logPath) === entry)
                        preparedLogs.delete(logPath);
                }
                else if (entry.dropped)
                    (0,external_node_fs_.closeSync)(fd);
                else
                    entry.fd = fd;
            });
        },
        run(request) {
            // Cancelled before it started: start nothing.
            if (request.signal?.aborted)
                return Promise.resolve({ exitCode: null, signal: null, timedOut: false, durationMs: 0, interrupted: true });
            let log;
            try {
                log = takeLog(memo, request.logPath);
                options.onLogDirsKept?.(madeLogDirs.size);
            }
            catch (error) {
                if (!(error instanceof LogRefused))
                    throw error;
                return Promise.resolve({ exitCode: null, signal: null, timedOut: false, durationMs: 0, fileRefused: error.message });
            }
            const started = process.hrtime.bigint();
            // Whole milliseconds: the duration goes into the journal, the state and the manifest as duration_ms.
            const elapsed = () => Math.round(Number(process.hrtime.bigint() - started) / 1e6);
            return new Promise((resolve) => {
                let timedOut = false;
                let interrupted = false;
                let timer;
                let grace;
                let settled = false;
                let onAbort;
                const output = new StageOutput(log, request.secrets ?? [], request.onOutput);
                const done = (result) => {
                    if (settled)
                        return;
                    settled = true;
                    if (timer)
                        clearTimeout(timer);
                    if (grace)
                        clearTimeout(grace);
                    if (onAbort)
                        request.signal?.removeEventListener('abort', onAbort);
                    (0,external_node_fs_.closeSync)(log);
                    resolve(interrupted ? { ...result, interrupted } : result);
                };
                // Recorded before the fork: a process that exists carries a token started() knows.
                const token = request.attemptToken ?? request.env[stage_command/* ATTEMPT_TOKEN_VARIABLE */.lA];
                if (token !== undefined)
                    startedPrefixes.add((0,leftovers/* invocationPrefix */.l$)(token));
                let child;
                try {
                    child = (0,external_node_child_process_.spawn)(resolveCommand(memo, request.command, request.env), request.args, {
                        argv0: request.command,
                        cwd: request.cwd,
                        env: request.env,
                        stdio: [request.stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
                        // A process group (and session) of its own: the stage's whole group can be killed
                        // without the runner, and a signal to the runner's group does not reach it \u2014 the runner
                        // stops its stages itself (cancellation), and a resume kills what a dead runner left.
                        detached: true,
                        windowsHide: true,
                    });
                }
                catch (error) {
                    done({ exitCode: null, signal: null, timedOut: false, durationMs: elapsed(), ...spawnFailure(error) });
                    return;
                }
                const pid = child.pid;
                if (pid !== undefined) {
                    running.set(pid, { token: request.attemptToken });
                    request.onSpawn?.(pid);
                }
                output.attach(child.stdout);
                output.attach(child.stderr);
                child.on('error', (error) => {
                    if (pid !== undefined)
                        running.delete(pid);
                    output.abandon();
                    done({ exitCode: null, signal: null, timedOut: false, durationMs: elapsed(), ...spawnFailure(error) });
                });
                child.on('exit', (code, signal) => {
                    if (pid !== undefined)
                        running.delete(pid);
                    const durationMs = elapsed();
                    // A stage never outlives its attempt: what it left running in its group goes with it (the
                    // group outlives its leader while it has members, so its id is not reused meanwhile).
                    // After a timeout or a cancel, processes that left the group are hunted by token too.
                    if (pid !== undefined) {
                        if (timedOut || interrupted)
                            killAttempt({ pgid: pid, token: request.attemptToken });
                        else
                            killGroup(pid);
                    }
                    // Everything it wrote is logged before the result; a background process that still
                    // holds the pipes is not waited for beyond DRAIN_AFTER_EXIT_MS.
                    const drain = setTimeout(() => output.abandon(), DRAIN_AFTER_EXIT_MS);
                    void output.whenEnded().then(() => {
                        clearTimeout(drain);
                        done({ exitCode: code, signal, timedOut, durationMs });
                    });
                });
                if (request.stdin !== undefined && child.stdin) {
                    child.stdin.on('error', () => {
                        /* the process may exit without reading its stdin */
                    });
                    child.stdin.end(request.stdin);
                }
                if (request.signal && pid !== undefined) {
                    onAbort = () => {
                        interrupted = true;
                        // First the signal the runner got, to the stage's group, so its traps (an agent CLI's
                        // shutdown, a tool's cleanup) run; the whole tree is killed when the group leader
                        // exits (the 'exit' handler) or when the grace runs out, whichever comes first.
                        if (stopGraceMs > 0 && signalGroup(pid, forwardedSignal(request.signal?.reason)))
                            grace = setTimeout(() => killStage(pid, request.attemptToken), stopGraceMs);
                        else
                            killStage(pid, request.attemptToken);
                    };
                    request.signal.addEventListener('abort', onAbort, { once: true });
                }
                if (request.timeoutMs !== undefined && pid !== undefined) {
                    timer = setTimeout(() => {
                        timedOut = true;
                        killStage(pid, request.attemptToken);
                    }, request.timeoutMs);
                }
            });
        },
    };
}
function spawnFailure(error) {
    return { spawnError: describeSpawnError(error), ...(error.code !== undefined ? { spawnErrorCode: error.code } : {}) };
}
function describeSpawnError(error) {
    // E2BIG: Linux caps one argument or environment string at 128 KiB (MAX_ARG_STRLEN), all of
    // them together at ARG_MAX. The values are never cut short to fit.
    if (error.code === 'E2BIG')
        return `${error.message} (a command-line argument or environment variable is too long: Linux allows 128 KiB each; pass big values through a file)`;
    return error.message;
}


/***/ }),

/***/ 311:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
// Single place for the version string (kept equal to package.json by a test).
const VERSION = '0.1.0';


/***/ })

};
