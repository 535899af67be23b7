export const id = 331;
export const ids = [331];
export const modules = {

/***/ 6331:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  inFlightLog: () => (/* binding */ inFlightLog),
  logSecrets: () => (/* binding */ logSecrets),
  logsTarget: () => (/* binding */ logsTarget),
  nestedLogFolders: () => (/* binding */ nestedLogFolders),
  printLogs: () => (/* binding */ printLogs),
  runHeld: () => (/* binding */ runHeld)
});

// UNUSED EXPORTS: EMPTY_LOG, EMPTY_SO_FAR, logFiles, logHeader, tailStart, unreadLog

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/commands/step-target.ts
var step_target = __webpack_require__(5930);
;// CONCATENATED MODULE: ./src/core/state/child-roots.ts
/** The runs `state` records directly, in step order (not their own nested runs). */
function nestedRunsOf(state) {
    const out = [];
    for (const [id, step] of Object.entries(state.steps)) {
        if (step.child)
            out.push({ kind: 'child', field: `steps.${id}.child`, step: id, record: step.child });
        for (const [branch, b] of Object.entries(step.parallel?.branches ?? {})) {
            if (b.child)
                out.push({ kind: 'child', field: `steps.${id}.parallel.branches.${branch}.child`, step: id, branch, record: b.child });
        }
        for (const item of step.foreach?.items ?? []) {
            if (item.state_path !== null)
                out.push({ kind: 'item', field: `steps.${id}.foreach.items[${item.id}].state_path`, step: id, statePath: item.state_path });
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

// EXTERNAL MODULE: ./src/core/state/lock.ts
var lock = __webpack_require__(210);
// EXTERNAL MODULE: ./src/core/run/stage-command.ts
var stage_command = __webpack_require__(6519);
// EXTERNAL MODULE: ./src/core/steps/process/transcript.ts
var transcript = __webpack_require__(2303);
// EXTERNAL MODULE: ./src/core/steps/foreach/manifest.ts
var manifest = __webpack_require__(5517);
;// CONCATENATED MODULE: ./src/cli/commands/logs.ts
// `stagegate logs <workflow> [STEP] --run-id ID [--follow]`: a run's stage logs
// (<run root>/logs/<step>[.<branch>].v<visit>.a<attempt>.log), oldest first, each under a header.
// --follow keeps reading what the running stages write until no runner holds the run.








const LOG_NAME = /^(.+)\.v(\d+)\.a(\d+)\.log$/;
// The logs are what the run wrote: a link in their place (a stage may leave one) is never
// followed, so `logs` prints nothing from outside the run's folders (it says what stands there).
const LINK = 'a symbolic link, which logs never follows';
const DIRECTORY = 'a directory, not a log file';
/** The names of the real folders (not links) in `abs`. */
function subfolders(abs) {
    try {
        return (0,external_node_fs_.readdirSync)(abs, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? [e.name] : []));
    }
    catch {
        return [];
    }
}
/** The names in `abs` when it is a real folder (not a link to one). */
function listDir(abs) {
    if ((0,external_node_fs_.lstatSync)(abs, { throwIfNoEntry: false })?.isDirectory() !== true)
        return [];
    try {
        return (0,external_node_fs_.readdirSync)(abs);
    }
    catch {
        return [];
    }
}
/**
 * The folders that hold the run's stage logs: `<run root>/logs/`, and the `logs/` of each parallel
 * branch that ran as a shard (`<run root>/parallel/<step slug>/<branch>/v<visit>/logs/`): its log
 * is the branch's log, named `<step>.<branch>.v<visit>.a<attempt>.log` as in the run root.
 */
function logDirs(workspace, runRoot) {
    const root = runRoot === '.' ? '' : `${runRoot}/`;
    const dirs = [`${root}logs`];
    const parallel = `${root}parallel`;
    if ((0,external_node_fs_.lstatSync)((0,external_node_path_.join)(workspace, parallel), { throwIfNoEntry: false })?.isDirectory() !== true)
        return dirs;
    for (const step of subfolders((0,external_node_path_.join)(workspace, parallel)).sort())
        for (const branch of subfolders((0,external_node_path_.join)(workspace, parallel, step)).sort())
            for (const visit of subfolders((0,external_node_path_.join)(workspace, parallel, step, branch)).sort())
                if (/^v\d+$/.test(visit))
                    dirs.push(`${parallel}/${step}/${branch}/${visit}/logs`);
    return dirs;
}
/**
 * The step a log's step name is of, as stepTarget reads a STEP.BRANCH: the step itself, else the
 * longest step it starts with that declares the rest as a branch (a step `a.b` does not take the
 * log of branch `b.x` of step `a`), else the longest step it starts with; undefined: none.
 */
function ownerOf(stepName, target) {
    if (target.steps.includes(stepName))
        return stepName;
    let longest;
    for (let dot = stepName.lastIndexOf('.'); dot > 0; dot = stepName.lastIndexOf('.', dot - 1)) {
        const step = stepName.slice(0, dot);
        if (!target.steps.includes(step))
            continue;
        const declared = target.branches !== undefined && Object.hasOwn(target.branches, step) ? target.branches[step] : [];
        if (declared.includes(stepName.slice(dot + 1)))
            return step;
        longest ??= step;
    }
    return longest;
}
/** Whether a log's step name (`id` or `id.branch`) is of `target`. */
function isOf(stepName, target) {
    if (target.branch !== undefined)
        return stepName === `${target.id}.${target.branch}`;
    if (stepName === target.id)
        return true;
    if (!stepName.startsWith(`${target.id}.`))
        return false;
    // The step the name is of (itself, or before a .BRANCH) must be this one.
    const owner = ownerOf(stepName, target);
    return owner === undefined || owner === target.id;
}
/** Whether `rel` (workspace-relative) is a real folder, not a link to one. */
function realFolder(workspace, rel) {
    return (0,external_node_fs_.lstatSync)((0,external_node_path_.join)(workspace, rel), { throwIfNoEntry: false })?.isDirectory() === true;
}
/**
 * The logs folders of a foreach step's item runs (each visit's), with the item each is of. Only real
 * folders inside the run root: a slug that is not one (the record names it) and a link anywhere on
 * the way (foreach/, the step's folder, the item's) are not followed.
 */
function itemLogDirs(workspace, runRoot, id, items) {
    const folder = (0,manifest/* foreachRunsFolder */.l5)(runRoot, id);
    const dirs = [];
    if (!realFolder(workspace, folder.slice(0, folder.slice(0, -1).lastIndexOf('/'))) || !realFolder(workspace, folder))
        return dirs;
    for (const item of items) {
        if (!/^[a-z0-9][a-z0-9-]*$/.test(item.slug) || !realFolder(workspace, `${folder}${item.slug}`))
            continue;
        const visits = subfolders((0,external_node_path_.join)(workspace, folder, item.slug)).filter((v) => /^v\d+$/.test(v));
        for (const visit of visits.sort((a, b) => Number(a.slice(1)) - Number(b.slice(1))))
            dirs.push({ dir: `${folder}${item.slug}/${visit}/logs`, item: item.id });
    }
    return dirs;
}
/** The run's log files, oldest first (by modification time, then visit and attempt). */
function logFiles(workspace, runRoot, target) {
    const files = [];
    const items = target?.items;
    const dirs = items !== undefined ? itemLogDirs(workspace, runRoot, target.id, items) : logDirs(workspace, runRoot).map((dir) => ({ dir, item: undefined }));
    for (const { dir: dirRel, item } of dirs) {
        const dir = (0,external_node_path_.join)(workspace, dirRel);
        for (const name of listDir(dir)) {
            const m = LOG_NAME.exec(name);
            if (!m)
                continue;
            let stepName = m[1];
            if (item !== undefined) {
                // An item run's log: of its per_item step (a parallel one's branch: SUB.BRANCH).
                if (target.sub !== undefined && stepName !== target.sub && !stepName.startsWith(`${target.sub}.`))
                    continue;
                stepName = `${target.id}[${item}].${stepName}`;
            }
            else if (target !== undefined && !isOf(stepName, target))
                continue;
            const abs = (0,external_node_path_.join)(dir, name);
            const st = (0,external_node_fs_.lstatSync)(abs, { throwIfNoEntry: false });
            if (!st)
                continue;
            // Listed, never read: its header says what stands there instead of a log (not "empty").
            const unreadable = st.isFile() ? undefined : st.isDirectory() ? DIRECTORY : st.isSymbolicLink() ? LINK : 'not a regular file';
            files.push({ path: `${dirRel}/${name}`, abs, step: stepName, visit: Number(m[2]), attempt: Number(m[3]), mtime: st.mtimeMs, ...(unreadable ? { unreadable } : {}) });
        }
    }
    files.sort((a, b) => a.mtime - b.mtime || a.visit - b.visit || a.attempt - b.attempt || a.step.localeCompare(b.step));
    return files.map(({ mtime: _mtime, ...f }) => f);
}
/**
 * The name maps as stepTarget asks for them: a step id, or an imported file's step id as written
 * there (`writtenIds`: N-001 for N_001, a maestro fork fan-out for fan_out); a branch id, or its id
 * as written there (`writtenBranches`: fan-out.lint-a for fan_out.lint_a).
 */
function namingOf(names) {
    const { steps, writtenIds, writtenBranches } = names;
    return {
        steps,
        stepNamed: (name) => (steps.includes(name) ? name : writtenIds !== undefined && Object.hasOwn(writtenIds, name) ? writtenIds[name] : undefined),
        parallel: Object.entries(names.branches ?? {}),
        writtenAs: (id, branch, name) => {
            const written = writtenBranches !== undefined && Object.hasOwn(writtenBranches, id) ? writtenBranches[id] : {};
            return Object.hasOwn(written, name) && written[name] === branch;
        },
        foreach: Object.entries(names.perItem ?? {}),
    };
}
/**
 * `logs \u2026 STEP` (or STEP.BRANCH) checked against the workflow: the log target, or
 * WORKFLOW_INPUT_REQUIRED (exit 4, a did-you-mean, the steps in the fix) as every command that
 * names a step says it (docs/cli.md#step-ids-in-arguments). `recorded`: the branches the run
 * recorded for a step (a workflow edited since may no longer declare one); undefined before the run
 * is loaded, when only STEP is checked (a BRANCH the workflow does not declare, the run may have).
 * With no steps known, the name as given.
 */
function logsTarget(given, workflow, names, recorded, state) {
    const { steps } = names;
    if (steps.length === 0)
        return { step: given, target: { id: given, steps } };
    const refusal = `'${given}' is not a step of workflow ${workflow}`;
    const named = (0,step_target/* stepTarget */.a)(given, namingOf(names), { refusal, ownBranches: recorded, unknown: 'steps' });
    const target = { id: named.id, ...(named.branch !== undefined ? { branch: named.branch } : {}), steps, branches: names.branches };
    if (named.item === undefined && named.sub === undefined)
        return { step: named.step, target };
    // An item (or a per-item step): the items are the run's (its foreach record on the step's latest visit).
    const items = [...(state?.steps[named.id]?.foreach?.items ?? [])].map((i) => ({ id: i.id, slug: i.slug }));
    if (state !== undefined)
        (0,step_target/* checkItem */.e)(named, items.map((i) => i.id), refusal, `in run ${state.run_id}${items.length === 0 ? ' (its items are loaded when the step first runs)' : ''}`);
    const chosen = named.item !== undefined ? items.filter((i) => i.id === named.item) : items;
    return { step: named.step, target: { ...target, items: chosen, ...(named.sub !== undefined ? { sub: named.sub } : {}) } };
}
/** Said under the header of a log that holds nothing (the stage printed nothing on stdout or stderr). */
const EMPTY_LOG = '(empty: the stage printed nothing)';
/** Said under the header of an empty log whose stage is still running (a runner holds the run). */
const EMPTY_SO_FAR = '(empty so far: the stage is still running; --follow prints what it writes)';
/** Said under the header of a log that could not be read: why, in a few words. */
const unreadLog = (why) => `(not read: ${why})`;
function logHeader(f) {
    return `==> ${f.step} \u00b7 visit ${f.visit} \u00b7 attempt ${f.attempt} (${f.path}) <==`;
}
/** Values to hide: secret-looking variables of this environment and the run's secret-looking inputs (as stages got them). */
function logSecrets(report, env) {
    const inputs = {};
    for (const [name, value] of Object.entries(report.state?.inputs ?? {}))
        inputs[(0,stage_command/* envName */.pD)(name)] = value;
    return [...new Set([...(0,transcript/* secretValues */.VX)(env), ...(0,transcript/* secretValues */.VX)(inputs)])].sort((a, b) => b.length - a.length);
}
/** Why a log could not be opened, in a user's words. */
function openProblem(error) {
    const code = error.code;
    if (code === 'EACCES' || code === 'EPERM')
        return 'permission denied';
    if (code === 'ELOOP')
        return LINK;
    if (code === 'ENOENT')
        return 'it was removed while logs read the folder';
    return `it could not be opened (${code ?? String(error)})`;
}
function readFrom(abs, offset) {
    let fd;
    try {
        // O_NONBLOCK: a FIFO put in a log's place never blocks the read.
        fd = (0,external_node_fs_.openSync)(abs, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_NONBLOCK);
    }
    catch (error) {
        return { text: '', size: offset, problem: openProblem(error) };
    }
    try {
        const st = (0,external_node_fs_.fstatSync)(fd);
        if (!st.isFile())
            return { text: '', size: offset, problem: st.isDirectory() ? DIRECTORY : 'not a regular file' };
        const size = st.size;
        if (size <= offset)
            return { text: '', size };
        const buffer = Buffer.alloc(size - offset);
        const n = (0,external_node_fs_.readSync)(fd, buffer, 0, buffer.length, offset);
        return { text: buffer.subarray(0, n).toString('utf8'), size: offset + n };
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** How much of a log is read backwards at a time to find where its last lines start. */
const TAIL_CHUNK = 64 * 1024;
/**
 * Where the last `lines` lines of a log start (a last line without its newline counts), read
 * backwards from its end a chunk at a time: a log of any size costs what its last lines do, not
 * the whole file in memory. 0 when it has no more lines than that, or cannot be read (readFrom
 * then says why).
 */
function tailStart(abs, lines) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(abs, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_NONBLOCK);
    }
    catch {
        return 0;
    }
    try {
        const st = (0,external_node_fs_.fstatSync)(fd);
        if (!st.isFile() || st.size === 0)
            return 0;
        const buffer = Buffer.alloc(Math.min(TAIL_CHUNK, st.size));
        // The newline that ends the last line ends no line before it.
        let end = st.size;
        let seen = 0;
        let first = true;
        while (end > 0) {
            const start = Math.max(0, end - buffer.length);
            const n = (0,external_node_fs_.readSync)(fd, buffer, 0, end - start, start);
            for (let i = n - 1; i >= 0; i--) {
                if (buffer[i] !== 0x0a)
                    continue;
                if (first && start + i === st.size - 1)
                    continue;
                if (++seen === lines)
                    return start + i + 1;
            }
            first = false;
            end = start;
        }
        return 0;
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/**
 * Print every log (whole) and, while the run is held by a runner, what is appended to them, line
 * by line; returns once no runner holds the run and everything written has been printed.
 */
async function printLogs(o, follow) {
    const offsets = new Map();
    const partial = new Map();
    let current;
    let printed = 0;
    const mask = (t) => (0,transcript/* maskSecrets */.QU)(t, o.secrets);
    /** The logs something was printed of: one still empty at the end is said to be (else it would be left out without a word). */
    const shown = new Set();
    const header = (f) => {
        if (current === f.abs)
            return;
        // Its path holds the run root's: a secret input a state path is made of shows as ***.
        o.write(`${printed > 0 ? '\n' : ''}${mask(logHeader(f))}\n`);
        current = f.abs;
    };
    const emit = (f, text) => {
        if (text === '')
            return;
        header(f);
        o.write(mask(text));
        shown.add(f.abs);
        printed++;
    };
    const unread = new Set();
    /** A line said once under a log's header in place of its text. */
    const say = (f, line) => {
        header(f);
        o.write(`${line}\n`);
        shown.add(f.abs);
        printed++;
    };
    // An empty log is "empty" only once its stage is done: one a held run still has in flight may yet be written.
    const empty = (f, held) => say(f, held && o.inFlight?.(f) === true ? EMPTY_SO_FAR : EMPTY_LOG);
    const look = (final, held) => {
        for (const f of logFiles(o.workspace, o.runRoot, o.step)) {
            // --tail: a log seen for the first time is read from where its last lines start; what is
            // left out is said under its header (how many bytes), so a tail is never taken for the whole.
            let from = offsets.get(f.abs);
            if (from === undefined && o.tail !== undefined && f.unreadable === undefined) {
                from = tailStart(f.abs, o.tail);
                if (from > 0)
                    say(f, `(last ${o.tail} line${o.tail === 1 ? '' : 's'}: the ${from} bytes before them not shown)`);
            }
            const { text, size, problem } = f.unreadable !== undefined ? { text: '', size: 0, problem: f.unreadable } : readFrom(f.abs, from ?? 0);
            if (problem !== undefined) {
                if (!unread.has(f.abs))
                    say(f, unreadLog(problem));
                unread.add(f.abs);
                continue;
            }
            offsets.set(f.abs, size);
            const joined = (partial.get(f.abs) ?? '') + text;
            if (final) {
                partial.delete(f.abs);
                if (joined === '' && !shown.has(f.abs))
                    empty(f, held);
                else
                    emit(f, joined === '' || joined.endsWith('\n') ? joined : `${joined}\n`);
            }
            else {
                const cut = joined.lastIndexOf('\n') + 1;
                partial.set(f.abs, joined.slice(cut));
                emit(f, joined.slice(0, cut));
            }
        }
    };
    const held = o.running();
    if (!follow || !held) {
        look(true, held);
        return { printed, unread: unread.size };
    }
    for (;;) {
        // Read whether it runs before reading the files: what it wrote before letting go is then read.
        const running = o.running();
        look(!running, running);
        if (!running)
            return { printed, unread: unread.size };
        await new Promise((resolve) => setTimeout(resolve, o.pollMs ?? 200));
    }
}
/**
 * Whether a log is that of an attempt `state` has in flight: the step's (`in_flight`), or a
 * parallel branch's still running (logged as <step>.<branch>).
 */
function inFlightLog(state) {
    return (f) => {
        const flight = state?.in_flight;
        if (!flight)
            return false;
        if (flight.step === f.step)
            return flight.visit === f.visit && flight.attempt === f.attempt;
        const branch = f.step.startsWith(`${flight.step}.`) ? state.steps[flight.step]?.parallel?.branches[f.step.slice(flight.step.length + 1)] : undefined;
        return branch !== undefined && branch.status === 'running' && branch.visit === f.visit && branch.attempt === f.attempt;
    };
}
/**
 * Whether a live runner holds the run: its lock names a process that runs (on another machine: one
 * this one cannot check). A dead runner's lock (kill -9, an OOM kill) stays until the run's next
 * runner recovers it; --follow ends with the run all the same.
 */
function runHeld(workspace, statePath) {
    return statePath !== null && lock/* RunLock */.jj.isHeld((0,external_node_path_.join)(workspace, `${statePath}.lock`));
}
/** The logs folders of the runs `state` records directly (foreach item runs, child workflow runs), of one step's when named. */
function nestedLogFolders(state, of) {
    const folders = [];
    for (const ref of nestedRunsOf(state)) {
        if (of !== undefined && (ref.step !== of.id || (of.branch !== undefined && (ref.kind !== 'child' || ref.branch !== of.branch))))
            continue;
        const root = ref.kind === 'child' ? (ref.record.run_root ?? (ref.record.state_path === null ? null : external_node_path_.posix.dirname(ref.record.state_path))) : external_node_path_.posix.dirname(ref.statePath);
        if (root === null)
            continue;
        const folder = `${root === '.' ? '' : `${root}/`}logs/`;
        if (!folders.includes(folder))
            folders.push(folder);
    }
    return folders;
}


/***/ }),

/***/ 5930:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ stepTarget),
/* harmony export */   e: () => (/* binding */ checkItem)
/* harmony export */ });
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2862);
/* harmony import */ var _model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1742);
// The step, or the branch of a parallel step (STEP.BRANCH), a command's argument names, refused
// with a did-you-mean when it names none (docs/cli.md#step-ids-in-arguments). `logs STEP` and
// `plan --show-prompt STEP` both resolve through it; what they differ in comes as parameters: the
// names (the workflow model, or a status report's name maps), the refusal's wording, and whether
// the branches a run recorded count.


/**
 * `STEP[ITEM]` or `STEP[ITEM].SUB`: a foreach step's item (the notation run's progress lines use), its
 * per-item step. STEP ends at the first `[` (step ids hold none); ITEM runs to the last `]` (an item
 * key may hold `[`, `]` and `].`: `loop[x].y].code` is item `x].y`'s code; per-item step ids hold no `]`).
 */
const ITEM_NAME = /^([^[]+)\[(.+)\](?:\.([^\]]+))?$/s;
/**
 * The step or STEP.BRANCH `given` names, else WORKFLOW_INPUT_REQUIRED (exit 4: a did-you-mean, the
 * steps in the fix). Ids may hold dots (branch ids too): the longest step the name starts with
 * (before a .BRANCH) that has that BRANCH is the step; BRANCH is a branch id or its id as written in
 * an imported file.
 */
function stepTarget(given, naming, options) {
    const whole = naming.stepNamed(given);
    if (whole !== undefined)
        return { step: whole, id: whole };
    const branchesByStep = new Map(naming.parallel);
    const perItem = new Map(naming.foreach ?? []);
    const listing = () => listed(naming.steps, branchesByStep, perItem);
    const item = ITEM_NAME.exec(given);
    if (item !== null) {
        const [, name, key, sub] = item;
        const id = naming.stepNamed(name);
        const subs = id === undefined ? undefined : perItem.get(id);
        if (id === undefined || subs === undefined) {
            const foreach = [...perItem.keys()];
            const near = (0,_model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .kp)(name, foreach.length > 0 ? foreach : naming.steps);
            const why = id === undefined ? '' : `: step ${id} is not a foreach step (STEP[ITEM] names an item of one)`;
            throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_REQUIRED', `${options.refusal}${why}${near && foreach.length > 0 ? `. Did you mean '${near}[${key}]${sub !== undefined ? `.${sub}` : ''}'?` : ''}`, { hint: `Use one of: ${listing()}.` });
        }
        if (sub === undefined)
            return { step: `${id}[${key}]`, id, item: key };
        if (subs.includes(sub))
            return { step: `${id}[${key}].${sub}`, id, item: key, sub };
        const near = (0,_model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .kp)(sub, subs);
        throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_REQUIRED', `${options.refusal}: foreach step ${id} has no per_item step ${sub}${near ? `. Did you mean '${id}[${key}].${near}'?` : ''}`, { hint: `Use one of: ${listing()}.` });
    }
    const keys = () => naming.parallel.flatMap(([id, bs]) => bs.map((b) => `${id}.${b}`));
    // Each step the name starts with, the longest first: the first whose branch BRANCH is (a step
    // `a.b` without a branch `x` does not hide branch `b.x` of step `a`); when none has it, the
    // longest is the one named (taken unchecked before the run is loaded; else refused).
    let longest;
    for (let dot = given.lastIndexOf('.'); dot > 0; dot = given.lastIndexOf('.', dot - 1)) {
        const id = naming.stepNamed(given.slice(0, dot));
        if (id === undefined || dot >= given.length - 1)
            continue;
        const asked = given.slice(dot + 1);
        // STEP.SUB: a per_item step of foreach step STEP, for every item (no item named).
        if (perItem.get(id)?.includes(asked) === true)
            return { step: `${id}.${asked}`, id, sub: asked };
        const declared = branchesByStep.get(id) ?? [];
        const written = declared.filter((b) => naming.writtenAs(id, b, asked));
        const branch = declared.includes(asked) ? asked : written.length === 1 ? written[0] : asked;
        // BRANCH must be a branch of STEP (declared, or one the step has besides), else it names nothing.
        const own = options.ownBranches === undefined ? declared : [...new Set([...declared, ...options.ownBranches(id)])];
        if (own.includes(branch))
            return { step: `${id}.${branch}`, id, branch };
        longest ??= { id, branch, own };
    }
    if (longest !== undefined) {
        const { id, branch, own } = longest;
        if (options.ownBranches === undefined && !perItem.has(id))
            return { step: `${id}.${branch}`, id, branch };
        const subs = perItem.get(id);
        const near = subs !== undefined ? (0,_model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .kp)(given.slice(id.length + 1), subs)?.replace(/^/, `${id}.`) : (0,_model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .kp)(given, [...naming.steps, ...keys()]);
        const why = subs !== undefined ? `foreach step ${id} has no per_item step ${given.slice(id.length + 1)}` : own.length > 0 ? `parallel step ${id} has no branch ${branch}` : `step ${id} has no branches`;
        throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_REQUIRED', `${options.refusal}: ${why}${near ? `. Did you mean '${near}'?` : ''}`, { hint: `Use one of: ${listing()}.` });
    }
    // A branch named alone (an imported file's step that became one: an aiox parallel_group member,
    // a maestro fork's or CCW parallel_group's node, by its id as written there or its branch id):
    // the user names the node as their file does, so one branch that goes by it is the branch. A
    // per_item step named alone likewise is that step, every item's (STEP.SUB), as a branch is.
    const branches = naming.parallel.flatMap(([id, bs]) => bs.filter((b) => b === given || naming.writtenAs(id, b, given)).map((branch) => ({ id, branch })));
    const subs = [...perItem].flatMap(([id, ss]) => ss.filter((s) => s === given).map((sub) => ({ id, sub })));
    if (branches.length + subs.length === 1) {
        if (subs.length === 1)
            return { step: `${subs[0].id}.${given}`, id: subs[0].id, sub: given };
        const { id, branch } = branches[0];
        return { step: `${id}.${branch}`, id, branch };
    }
    // Several go by it: say each, as STEP.BRANCH (a per-item step: STEP.SUB).
    if (branches.length + subs.length > 1) {
        const each = [...branches.map((b) => `'${b.id}.${b.branch}'`), ...subs.map((s) => `'${s.id}.${s.sub}'`)].join(', ');
        const what = subs.length === 0 ? `${branches.length} parallel branches go by that name; name one as STEP.BRANCH` : branches.length === 0 ? `${subs.length} per-item steps go by that name; name one as STEP.SUB` : `${branches.length + subs.length} parallel branches and per-item steps go by that name; name one as STEP.BRANCH or STEP.SUB`;
        throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_REQUIRED', `${options.refusal}: ${what}: ${each}`, { hint: `Use one of: ${listing()}.` });
    }
    const steps = options.unknown === 'steps';
    const near = steps ? (0,_model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .kp)(given.split('.')[0], naming.steps) : (0,_model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .kp)(given, [...naming.steps, ...keys()]);
    const hint = steps ? `Use one of: ${naming.steps.join(', ')} (a parallel branch: STEP.BRANCH${perItem.size > 0 ? "; a foreach step's item: STEP[ITEM], its per-item step: STEP[ITEM].SUB" : ''}).` : `Use one of: ${listing()}.`;
    throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_REQUIRED', `${options.refusal}${near ? `. Did you mean '${near}'?` : ''}`, { hint });
}
/** The steps, a parallel step with its branches (`review (its branches: review.lint, review.docs)`). */
function listed(steps, branchesByStep, perItem) {
    return steps
        .map((s) => {
        const bs = branchesByStep.get(s);
        const subs = perItem.get(s);
        if (subs !== undefined)
            return `${s} (an item: ${s}[ITEM]; its per-item steps: ${subs.map((b) => `${s}[ITEM].${b}`).join(', ')})`;
        return bs !== undefined && bs.length > 0 ? `${s} (its branches: ${bs.map((b) => `${s}.${b}`).join(', ')})` : s;
    })
        .join(', ');
}
/**
 * The item key `target` names (STEP[ITEM]) checked against the foreach step's items (`items`: their
 * keys, in the run's order), else WORKFLOW_INPUT_REQUIRED (exit 4) with a did-you-mean and the items
 * there are, each as the same name with that item (`implement[C1].code`).
 */
function checkItem(target, items, refusal, where) {
    if (target.item === undefined || items.includes(target.item))
        return;
    const named = (key) => `${target.id}[${key}]${target.sub !== undefined ? `.${target.sub}` : ''}`;
    const near = (0,_model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .kp)(target.item, items);
    const shown = items.slice(0, 10).map(named);
    const which = items.length === 0 ? `foreach step ${target.id} has no items ${where}` : `Use one of: ${shown.join(', ')}${items.length > shown.length ? `, \u2026 ${items.length - shown.length} more` : ''}.`;
    throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_REQUIRED', `${refusal}: foreach step ${target.id} has no item ${target.item} ${where}${near ? `. Did you mean '${named(near)}'?` : ''}`, { hint: which });
}


/***/ })

};
