export const id = 305;
export const ids = [305];
export const modules = {

/***/ 7976:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jL: () => (/* binding */ CHECK_FAILED),
  l1: () => (/* binding */ findCleanable),
  v: () => (/* binding */ listRuns),
  IY: () => (/* binding */ otherRunsHint),
  GL: () => (/* binding */ removeCleanable),
  fq: () => (/* binding */ runIdNeededHint),
  u_: () => (/* binding */ sameRunElsewhere),
  yY: () => (/* binding */ workflowRefusal)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/state/store.ts
var store = __webpack_require__(9916);
// EXTERNAL MODULE: ./src/core/state/own-file.ts
var own_file = __webpack_require__(2076);
// EXTERNAL MODULE: ./src/core/state/journal.ts
var state_journal = __webpack_require__(666);
;// CONCATENATED MODULE: ./src/core/state/recorded-inputs.ts
// The inputs a journal's first event (run_started) recorded, read from its first line alone and not
// verified: for what a journal left where no run is read tells a reader \u2014 `clean` masking a
// .superseded folder by the runs moved into it, the Action hearing the secret-looking inputs a
// carried artifact records before anything it says of the artifact names a path made of one.

/** How much of a first line is read for them (a run_started line is ~0.6 KB). */
const FIRST_LINE_MAX = 1024 * 1024;
/** The string inputs the journal at `path` starts its run with; undefined when it is no journal that starts a run (or its first line is longer than 1 MiB). */
function firstRecordedInputs(path) {
    const first = (0,state_journal/* readFirstEvent */.Fl)(path, FIRST_LINE_MAX);
    if (first?.event !== 'run_started' || typeof first.inputs !== 'object' || first.inputs === null || Array.isArray(first.inputs))
        return undefined;
    return Object.fromEntries(Object.entries(first.inputs).filter((e) => typeof e[1] === 'string'));
}

// EXTERNAL MODULE: ./src/core/state/supersede.ts
var supersede = __webpack_require__(2537);
// EXTERNAL MODULE: ./src/core/state/fresh-marker.ts
var fresh_marker = __webpack_require__(3388);
// EXTERNAL MODULE: ./src/core/steps/foreach/manifest.ts
var manifest = __webpack_require__(5517);
// EXTERNAL MODULE: ./src/core/shards/branch-fan-out.ts
var branch_fan_out = __webpack_require__(5404);
// EXTERNAL MODULE: ./src/core/workspace/nested-repo.ts
var nested_repo = __webpack_require__(8015);
// EXTERNAL MODULE: ./src/core/model/did-you-mean.ts
var did_you_mean = __webpack_require__(1742);
// EXTERNAL MODULE: ./src/core/model/load-and-check.ts
var load_and_check = __webpack_require__(2912);
// EXTERNAL MODULE: ./src/core/run/errors.ts
var errors = __webpack_require__(2862);
// EXTERNAL MODULE: ./src/core/formats/index.ts
var formats = __webpack_require__(7932);
// EXTERNAL MODULE: ./src/core/gate/gate-schema.ts
var gate_schema = __webpack_require__(8266);
// EXTERNAL MODULE: ./src/core/model/run-scope.ts
var run_scope = __webpack_require__(1513);
// EXTERNAL MODULE: ./src/core/run/command-line.ts
var command_line = __webpack_require__(1439);
// EXTERNAL MODULE: ./src/core/run/missing-inputs.ts
var missing_inputs = __webpack_require__(8451);
// EXTERNAL MODULE: ./src/core/run/secret-names.ts
var secret_names = __webpack_require__(3136);
;// CONCATENATED MODULE: ./src/core/commands/runs.ts
// The runs a workspace holds, found by their state files (whatever state_path named them: the
// file's own header says what it is), for `stagegate list` and `stagegate clean`. Runs nested in
// another run's folder (child workflows, foreach items) belong to that run. Read-only, except
// removeRunFolders, which clean calls with what findCleanable found.




















/** Folders never searched: dependencies, VCS data, build output, moved-aside results. */
const SKIP_DIRS = new Set(['node_modules', '.git', supersede/* SUPERSEDED_DIR */.Tp]);
/** How a state file starts (state/store.ts writes it), or its schema line near the top. */
const STATE_MARK = /^# stagegate run state:|^schema: stagegate\/state@/m;
function looksLikeState(path) {
    let fd;
    try {
        // Not waiting on a FIFO under a state file's name (a stage can make one anywhere in the workspace).
        fd = (0,own_file/* openRegularForRead */.os)(path);
    }
    catch {
        return false;
    }
    try {
        const head = Buffer.alloc(512);
        const n = (0,external_node_fs_.readSync)(fd, head, 0, head.length, 0);
        return STATE_MARK.test(head.subarray(0, n).toString('utf8'));
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** Whether `file` (a workflow file a state records, workspace-relative) is missing from the workspace, or is no regular file (what it is); one look per file. */
function workflowFileLook(workspace, file, seen) {
    let look = seen.get(file);
    if (look === undefined) {
        try {
            const st = (0,external_node_fs_.statSync)(workspace.resolve(file, 'workflow file').abs, { throwIfNoEntry: false });
            const kind = st === undefined || st.isFile() ? undefined : st.isDirectory() ? 'directory' : st.isFIFO() ? 'fifo' : st.isSocket() ? 'socket' : 'device';
            look = st?.isFile() === true ? { missing: false } : kind !== undefined ? { missing: true, kind } : { missing: true };
        }
        catch {
            // A path that leads out of the workspace (a hand-edited state): not a file of this workspace.
            look = { missing: true };
        }
        seen.set(file, look);
    }
    return look;
}
/** The entry's fields of that look. */
function workflowFields(look) {
    return { workflowMissing: look.missing, ...(look.missing && look.kind !== undefined ? { workflowNotAFile: look.kind } : {}) };
}
/**
 * Where a run's state file `abs` is, as an entry says it, whether it is read from the state file
 * or from its journal (its recorded `inputs` either way): the path, the path with the run's
 * secret-looking input values in it as *** (only when that differs), those values, its folder.
 */
function stateFileFields(workspace, abs, inputs) {
    const rel = workspace.relative(abs);
    const secrets = (0,secret_names.secretValuesOf)(inputs);
    const shown = secrets.length === 0 ? rel : (0,secret_names/* maskValues */.Z$)(rel, secrets);
    return {
        statePath: rel,
        ...(shown !== rel ? { shownStatePath: shown } : {}),
        ...(secrets.length > 0 ? { secrets } : {}),
        folder: workspace.relative((0,external_node_path_.dirname)(abs)),
    };
}
function entryOf(workspace, abs, state, workflows) {
    return {
        ...stateFileFields(workspace, abs, state.inputs),
        runId: state.run_id,
        workflow: state.workflow,
        workflowFile: state.workflow_file,
        status: state.in_flight !== null ? 'IN_PROGRESS' : state.status,
        activeStep: state.active_step,
        updatedAt: state.updated_at,
        finished: state.active_step === null && state.in_flight === null,
        locked: (0,external_node_fs_.existsSync)(`${abs}.lock`),
        nested: [],
        ...workflowFields(workflowFileLook(workspace, state.workflow_file, workflows)),
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
    const read = (0,state_journal/* scanJournal */.Hs)(journal, (l) => {
        const line = l;
        if (first === undefined)
            first = line;
        last = line;
    });
    if (read.kind !== 'ok' || first?.event !== 'run_started' || last === undefined)
        return undefined;
    const stopped = last.event === 'run_stopped' || last.event === 'stopped' ? last.code : undefined;
    return {
        ...stateFileFields(workspace, abs, first.inputs),
        runId: first.run_id,
        workflow: first.workflow,
        workflowFile: first.workflow_file,
        status: stopped ?? 'IN_PROGRESS',
        activeStep: null,
        updatedAt: last.at,
        // Not judged from the journal alone: `clean --older-than` keeps it.
        finished: false,
        locked: (0,external_node_fs_.existsSync)(`${abs}.lock`),
        nested: [],
        ...workflowFields(workflowFileLook(workspace, first.workflow_file, workflows)),
        stateMissing: true,
    };
}
/** What the state file's own top lines say of the run (`run_id:`, `workflow:`, `workflow_file:`), when it does not verify. */
function claimedBy(abs) {
    let text = '';
    try {
        text = (0,own_file/* readRegularFile */.XF)(abs, 4096, { follow: true }).toString('utf8');
    }
    catch {
        /* gone since: '-' */
    }
    return (key) => new RegExp(`^${key}: *['"]?([^'"\\n]+?)['"]? *$`, 'm').exec(text)?.[1] ?? '-';
}
function unreadableEntry(workspace, abs, reason) {
    let updatedAt = '';
    try {
        updatedAt = (0,external_node_fs_.statSync)(abs).mtime.toISOString();
    }
    catch {
        /* gone since */
    }
    const claimed = claimedBy(abs);
    return {
        statePath: workspace.relative(abs),
        folder: workspace.relative((0,external_node_path_.dirname)(abs)),
        runId: claimed('run_id'),
        workflow: claimed('workflow'),
        workflowFile: claimed('workflow_file'),
        status: 'WORKFLOW_STATE_INTEGRITY_VIOLATION',
        activeStep: null,
        updatedAt,
        // Never finished: `clean --older-than` keeps it (a damaged run is not removed on a guess).
        finished: false,
        locked: (0,external_node_fs_.existsSync)(`${abs}.lock`),
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
    return { itemFolders: [`${root}${manifest/* FOREACH_DIR */.zB}`, `${root}${branch_fan_out/* PARALLEL_SHARDS_DIR */._N}`], childStates: childStatesOf(state.steps, new Set()) };
}
/**
 * The workflow file as `run` loads it (loadAndCheck): its refusal (stop code and message), or
 * undefined when run takes it. Throws on (FormatImporterNeeded, GateSchemaEngineNeeded) for the
 * caller's withWorkflowReaders.
 */
function workflowRefusal(workspace, file, importers) {
    try {
        (0,load_and_check/* loadAndCheck */.wy)(workspace, file, importers);
        return undefined;
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        return { code: error.code, message: error.message };
    }
}
/** What `list` says of a run whose workflow file could not be checked at all (an internal error): its status. */
const CHECK_FAILED = 'INTERNAL_ERROR';
/**
 * One run's check, an internal error in it contained: the run is listed with it (status
 * CHECK_FAILED, the error's message), never the whole list lost to one workflow file. A read that
 * needs an importer or the gate_schema engine is thrown on (the caller loads it and lists again).
 */
function checkedOne(check, file) {
    try {
        return check(file);
    }
    catch (error) {
        if (error instanceof formats/* FormatImporterNeeded */.r3 || error instanceof gate_schema.GateSchemaEngineNeeded)
            throw error;
        if ((0,errors/* isStagegateError */.W)(error))
            return { code: error.code, message: error.message };
        const why = error instanceof Error ? error.message : String(error);
        return { code: CHECK_FAILED, message: `${file} could not be checked (internal error: ${why}); \`STAGEGATE_DEBUG=1 stagegate validate ${(0,command_line/* pathWord */.Um)(file)}\` prints its stack trace: please report it` };
    }
}
/**
 * Every run in the workspace, top-level runs first by last update (newest first), nested runs under
 * theirs. A run is nested in the run that started it \u2014 a child workflow run whose state file that
 * run records, a foreach item or parallel shard run in its foreach/ or parallel/ folder \u2014 not in
 * every run whose folder happens to hold its state file (a 4.0 package keeps the baseline's state
 * in docs/reverse-engineering/ and every other workflow's runs below it).
 *
 * `check`: each listed run's workflow file (one look per file, not for a run nested in another,
 * nor one whose file is missing or whose state does not verify) as `run` loads it; a run whose
 * workflow run refuses is listed with that stop code (RunEntry.workflowRefused); one whose check
 * failed with an internal error, with CHECK_FAILED and that error (the other runs listed all the same).
 */
function listRuns(workspace, check) {
    const found = [];
    const holds = new Map();
    const workflows = new Map();
    const walk = (dir) => {
        let entries;
        try {
            entries = (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true });
        }
        catch {
            return;
        }
        for (const e of entries) {
            const path = (0,external_node_path_.join)(dir, e.name);
            if (e.isDirectory()) {
                // Another repository inside the workspace (nested-repo.ts): its runs are not this workspace's.
                if (!SKIP_DIRS.has(e.name) && !(0,nested_repo/* isNestedRepository */.S)(path))
                    walk(path);
            }
            else if (e.isFile() && /\.ya?ml$/i.test(e.name) && looksLikeState(path)) {
                // The state file as it stands (its journal's chain and head checked; no workflow needed to list it).
                const read = (0,store/* readCarriedState */.OT)(path);
                if (read.kind === 'ok') {
                    const entry = entryOf(workspace, path, read.state, workflows);
                    found.push(entry);
                    holds.set(entry, holdsOf(read.state));
                }
                else if (read.kind === 'corrupt')
                    found.push(unreadableEntry(workspace, path, read.reason));
            }
            else if (e.isFile() && e.name.endsWith(state_journal/* JOURNAL_SUFFIX */.WM) && e.name.length > state_journal/* JOURNAL_SUFFIX */.WM.length) {
                // A journal whose state file is missing (removed: the next `run` writes it again) is still a run.
                const base = path.slice(0, -state_journal/* JOURNAL_SUFFIX */.WM.length);
                if (['.yaml', '.yml'].some((ext) => (0,external_node_fs_.lstatSync)(`${base}${ext}`, { throwIfNoEntry: false }) !== undefined))
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
    if (check !== undefined) {
        const refusals = new Map();
        for (const run of top) {
            if (run.workflowMissing || run.problem !== undefined)
                continue;
            if (!refusals.has(run.workflowFile))
                refusals.set(run.workflowFile, checkedOne(check, run.workflowFile));
            const refused = refusals.get(run.workflowFile);
            if (refused !== undefined)
                Object.assign(run, { workflowRefused: refused, recordedStatus: run.status, status: refused.code });
        }
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
 * `commandName`: what the printed command starts with (the CLI's `stagegate -C DIR`); `verb`: the
 * command that looked (status, history, \u2026), for the command a run started with -C in a sub-folder is
 * looked up with; `tail`: the words that command needs after the run's (skip's STEP), each one shell word with its leading space.
 */
function otherRunsHint(workspace, lookup, inputsInHints = true, commandName = 'stagegate', verb, tail = '') {
    const { workflow, runId } = lookup;
    const runs = otherRunsOf(workspace, lookup);
    if (runs.length === 0)
        return undefined;
    const same = runs.find((r) => r.runId === runId);
    if (same)
        return sameRunHint(workspace, lookup, same, inputsInHints, commandName, verb, tail);
    const ids = [...new Set(runs.map((r) => r.runId))];
    const shown = ids.length > MAX_IDS_SHOWN ? `${ids.slice(0, MAX_IDS_SHOWN).join(', ')} and ${ids.length - MAX_IDS_SHOWN} more (${commandName} list)` : ids.join(', ');
    const mean = (0,did_you_mean/* didYouMean */.au)(runId, ids);
    // The run as this invocation locates it, with the required inputs it did not give.
    const missing = workflow.inputs.required.filter((name) => name !== 'run_id' && !lookup.bound.explicit.has(name));
    const start = `${(0,command_line/* runCommandLine */.rZ)(commandName, workflow.file, runId, inputsInHints ? (0,run_scope/* stateLocatingInputs */.G$)(workflow, lookup.bound.explicit) : [])}${missing.map((name) => ` ${placeholderWord(name)}`).join('')}`;
    return `Run ${runId} of workflow ${workflow.name} has not started; its runs in this workspace: ${shown}.${mean} ${mean ? 'Or start' : 'Start'} it with \`${start}\`.`;
}
/** The workspace's runs of the look-up's workflow (nested ones included) other than at the path it looked. */
function otherRunsOf(workspace, lookup) {
    const flat = (runs) => runs.flatMap((r) => [r, ...flat(r.nested)]);
    return flat(listRuns(workspace)).filter((r) => r.workflow === lookup.workflow.name && r.statePath !== lookup.statePath.rel);
}
/**
 * otherRunsHint's first case alone: where a run of the look-up's id keeps its state elsewhere in
 * the workspace, and the inputs (or -C DIR) that find it; undefined when there is none. `run`
 * warns with it before it starts a second run of that id (host.ts sameRunElsewhere).
 */
function sameRunElsewhere(workspace, lookup, inputsInHints = true, commandName = 'stagegate', verb) {
    const same = otherRunsOf(workspace, lookup).find((r) => r.runId === lookup.runId);
    return same === undefined ? undefined : sameRunHint(workspace, lookup, same, inputsInHints, commandName, verb, '');
}
/** `name='<value>'`: an input whose value the person fills in, one shell word (a bare `<value>` is a redirect to sh). */
function placeholderWord(name) {
    return `${name}=${(0,command_line/* shellWord */.r7)(missing_inputs/* VALUE_PLACEHOLDER */.KC)}`;
}
function sameRunHint(workspace, lookup, same, inputsInHints, commandName, verb, tail) {
    const { workflow, runId } = lookup;
    const statePath = lookup.statePath.rel;
    const recorded = (0,store/* readCarriedState */.OT)((0,external_node_path_.join)(workspace.root, same.statePath));
    // Started in a sub-folder workspace (-C DIR) holding this very workflow file: its state is where
    // this look-up would find it from DIR (the same path under DIR, the workflow file recorded as
    // the one given, relative to DIR). Then -C DIR finds it, not an input.
    const folder = same.statePath.endsWith(`/${statePath}`) ? same.statePath.slice(0, -statePath.length - 1) : undefined;
    const inFolder = folder !== undefined && workflow.file.startsWith(`${folder}/`) ? workflow.file.slice(folder.length + 1) : undefined;
    if (inFolder !== undefined && recorded.kind === 'ok' && recorded.state.workflow_file === inFolder) {
        // The inputs that locate the state, as given (the path under DIR is the one they built here);
        // the Action's summary names them without their values.
        const given = (0,run_scope/* stateLocatingInputs */.G$)(workflow, lookup.bound.explicit);
        const inputs = inputsInHints ? (0,command_line/* runTarget */.Nh)(inFolder, runId, given) : `${(0,command_line/* runTarget */.Nh)(inFolder, runId, [])}${given.map(([name]) => ` ${placeholderWord(name)}`).join('')}`;
        const command = `${commandName} -C ${(0,command_line/* shellWord */.r7)(folder)} ${verb ?? '<command>'} ${inputs}${tail}`;
        return `Run ${runId} of workflow ${workflow.name} was started in the workspace ${folder} (-C ${(0,command_line/* shellWord */.r7)(folder)}: its paths are relative to it), where its state is ${statePath}; look it up there: \`${command}\`.`;
    }
    const differ = recorded.kind === 'ok' ? (0,run_scope/* locatingDifferences */.WC)(workflow, recorded.state.inputs, lookup.bindings) : [];
    const names = differ.length > 0 ? differ.map(([name]) => name) : (0,run_scope/* locatingInputNames */.S8)(workflow);
    const give = differ.length > 0 && inputsInHints
        ? `give the inputs it was started with that locate it: ${differ.map(command_line/* inputWord */.RF).join(' ')}`
        : `give the inputs it was started with that locate it${names.length > 0 ? ` (${names.map((n) => `${n}=`).join(', ')})` : ''}`;
    // Its state path as list shows it: that run's secret-looking inputs in it as *** (this invocation's own the CLI masks).
    return `Run ${runId} of workflow ${workflow.name} has its state at ${same.shownStatePath ?? same.statePath}, not ${statePath}: ${give}.`;
}
/** Run ids an otherRunsHint names at most (newest first). */
const MAX_IDS_SHOWN = 10;
/** `journals`: each journal file found on the way (its path) is added to it. */
function sizeOf(abs, journals) {
    let bytes = 0;
    let files = 0;
    const walk = (p) => {
        let s;
        try {
            s = (0,external_node_fs_.lstatSync)(p);
        }
        catch {
            return;
        }
        if (s.isDirectory()) {
            for (const name of (0,external_node_fs_.readdirSync)(p))
                walk((0,external_node_path_.join)(p, name));
        }
        else {
            bytes += s.size;
            files++;
            if (journals !== undefined && s.isFile() && p.endsWith(state_journal/* JOURNAL_SUFFIX */.WM))
                journals.push(p);
        }
    };
    walk(abs);
    return { bytes, files };
}
/**
 * The secret-looking input values of the runs a .superseded folder holds the journals of (each
 * journal's first event, run_started, as written: the run may be listed nowhere else \u2014 its state
 * and journal removed since, or never started again \u2014 while its folder's name holds one).
 */
function movedAsideSecrets(journals) {
    return [...new Set(journals.flatMap((journal) => (0,secret_names.secretValuesOf)(firstRecordedInputs(journal) ?? {})))];
}
/** The folder a fresh start's marker names (its `target`), or undefined for a file that is no such marker. */
function freshMarkerTarget(abs) {
    try {
        const data = JSON.parse((0,own_file/* readRegularFile */.XF)(abs, 64 * 1024).toString('utf8'));
        return data !== null && typeof data === 'object' && data.schema === fresh_marker/* FRESH_MARKER_SCHEMA */.yS && typeof data.target === 'string' ? data.target.replace(/\/+$/, '') : undefined;
    }
    catch {
        return undefined;
    }
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
            entries = (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true });
        }
        catch {
            return;
        }
        for (const e of entries) {
            if (e.isFile() && e.name.endsWith('.fresh')) {
                const target = freshMarkerTarget((0,external_node_path_.join)(dir, e.name));
                if (target !== undefined)
                    markers.push({ marker: workspace.relative((0,external_node_path_.join)(dir, e.name)), target });
            }
            if (e.isFile() && e.name.endsWith('.lock'))
                lockedDirs.add(workspace.relative(dir));
            if (!e.isDirectory() || e.name === 'node_modules' || e.name === '.git')
                continue;
            const path = (0,external_node_path_.join)(dir, e.name);
            if (e.name === supersede/* SUPERSEDED_DIR */.Tp) {
                const journals = [];
                const item = { kind: 'superseded', path: workspace.relative(path), ...sizeOf(path, journals) };
                movedAside.set(item, movedAsideSecrets(journals));
                out.push(item);
            }
            else
                walk(path);
        }
    };
    // Fresh starts' markers (state/fresh-marker.ts: what they name is finished by the next run) and
    // the folders a runner's lock is in (a fresh start under way moves files into .superseded there).
    const markers = [];
    // The inputs of the runs each .superseded folder holds, read from their journals there.
    const movedAside = new Map();
    const lockedDirs = new Set();
    walk(workspace.root);
    for (const item of out) {
        const pending = markers.find((m) => inside(item.path, m.target));
        if (pending !== undefined)
            item.kept = `a fresh start a crash interrupted moves a run's files into ${pending.target} (its marker ${pending.marker}): the next run of it finishes the start`;
        else if (lockedDirs.has((0,external_node_path_.dirname)(item.path)))
            item.kept = `a runner holds the lock of a run in ${(0,external_node_path_.dirname)(item.path)} (a fresh start may be moving its files here)`;
    }
    // The workspace's runs, listed once (for --older-than, and for whose secrets a printed path may hold).
    let runsFound;
    const runsListed = () => (runsFound ??= listRuns(workspace));
    if (olderThanMs !== undefined) {
        const cutoff = now.getTime() - olderThanMs;
        const listed = runsListed();
        // Every run, nested or not: a run of another workflow can keep its state inside this run's folder.
        const every = listed.flatMap((r) => [r, ...r.nested]);
        for (const run of listed) {
            const updated = Date.parse(run.updatedAt);
            if (!run.finished || run.locked || !(updated < cutoff))
                continue;
            const own = run.folder === '.' ? undefined : ownFolder(run.folder, run.runId);
            const folder = own ?? run.folder;
            const abs = (0,external_node_path_.join)(workspace.root, folder);
            let kept;
            if (run.folder === '.')
                kept = 'its state is in the workspace root, which clean never removes';
            else if (own === undefined)
                kept = `its state is not in a folder of its own (no folder on its state path is named ${run.runId}): clean removes only a run's own folder`;
            else if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(abs, '.git')))
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
    const listed = out.filter((c) => c.kind === 'run' || !runs.some((r) => inside(r, c.path)));
    // Whose secrets a printed path may hold: every run whose folder is the item's, above it (the run
    // a .superseded folder is in) or inside it (a run nested in the run's folder), nested runs
    // included; and a .superseded folder's own runs, the ones it holds the journals of (listed
    // nowhere when the run that moved them aside is gone since: its folder's name holds their inputs).
    if (listed.length > 0) {
        const flat = (r) => [r, ...r.nested.flatMap(flat)];
        const every = runsListed().flatMap(flat);
        for (const item of listed) {
            const secrets = [...new Set([...every.filter((r) => r.secrets !== undefined && (r.folder === item.path || inside(r.folder, item.path) || inside(item.path, r.folder))).flatMap((r) => r.secrets), ...(movedAside.get(item) ?? [])])];
            if (secrets.length > 0)
                item.secrets = secrets.sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
        }
    }
    return listed;
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
            if (!(0,external_node_fs_.statSync)(target.abs).isDirectory())
                continue;
        }
        catch {
            continue;
        }
        (0,external_node_fs_.rmSync)(target.abs, { recursive: true, force: true });
        removed.push(target.rel);
    }
    return removed;
}
/**
 * The fix of a run id not given where the state path names the run (context.ts RunIdNeeded): the
 * workflow's runs in the workspace, the latest first, and the command `verb` names the latest with
 * (status, plan and history never pick one themselves: a run id left out names no run, and a guess could be
 * another person's run). Undefined when the workspace holds none.
 */
function runIdNeededHint(workspace, workflow, commandName, verb, locating = []) {
    const runs = listRuns(workspace)
        .filter((r) => r.workflow === workflow.name && r.workflowFile === workflow.file)
        .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0));
    const latest = runs[0];
    if (latest === undefined)
        return undefined;
    const ids = runs.map((r) => `${r.runId} (${r.status}, ${r.updatedAt})`);
    const shown = ids.length > MAX_IDS_SHOWN ? `${ids.slice(0, MAX_IDS_SHOWN).join(', ')} and ${ids.length - MAX_IDS_SHOWN} more (${commandName} list)` : ids.join(', ');
    return `Pass --run-id ID: the state path names the run, so a run id locates it. Runs of workflow ${workflow.name} in this workspace, the latest first: ${shown}. The latest: \`${commandName} ${verb} ${(0,command_line/* runTarget */.Nh)(workflow.file, latest.runId, locating)}\`.`;
}


/***/ }),

/***/ 2912:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ad: () => (/* binding */ loadAndCheckAsync),
/* harmony export */   wy: () => (/* binding */ loadAndCheck)
/* harmony export */ });
/* unused harmony exports isApprovalMessageFinding, PAUSED_APPROVAL_HINT */
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2862);
/* harmony import */ var _loader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3972);
/* harmony import */ var _validate_validate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5479);
/* harmony import */ var _validate_diagnostics_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8198);
/* harmony import */ var _phases_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(481);
/* harmony import */ var _workflow_readers_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7325);
/* harmony import */ var _validate_validate_command_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2690);
// Load a workflow and refuse to run it when validation finds errors: the 4.0 rule "a failing
// validator blocks workflow execution until the contract is corrected". Synchronous: a workflow
// with a gate_schema needs the schema engine among `importers` (the read's WorkflowReaders:
// loadAndCheckAsync, or a caller's withWorkflowReaders); without it, loadAndCheck throws
// GateSchemaEngineNeeded. Likewise a file in another runner's format needs its importer there.








/**
 * An error in an approval step's `message` (an undeclared placeholder, an unknown reference): what
 * a run shows when it pauses there, nothing it decides or routes on. A run paused at an approval
 * before stagegate checked messages shows the message pinned when it paused (approval_reached):
 * approve / reject may record the decision on it (loadAndCheck's `tolerated`).
 */
function isApprovalMessageFinding(d) {
    return d.severity === 'error' && d.code === 'UNDECLARED_PLACEHOLDER' && d.path.length >= 2 && d.path.at(-2) === 'approval' && d.path.at(-1) === 'message';
}
/**
 * `read`: the file as a caller already read it for this command (read-once.ts), instead of reading
 * it here. `tolerated` (approve / reject): approval-message errors (isApprovalMessageFinding) are
 * collected there instead of refusing the workflow, when they are its only errors. `commandName`:
 * how the printed `validate` command starts (the CLI's `stagegate -C DIR`: cli/command-name.ts), so
 * it pastes from where the person typed theirs.
 */
function loadAndCheck(workspace, file, importers = {}, read, tolerated, commandName = 'stagegate') {
    // recover, as `stagegate validate` does: a schema error does not hide the rule findings after it,
    // so the refusal counts them all ("and N more") instead of naming one and seeming to be the last.
    const loaded = read !== undefined ? read(importers) : (0,_loader_js__WEBPACK_IMPORTED_MODULE_1__/* .loadWorkflow */ .G2)(workspace, file, { importers, recover: true });
    const session = (0,_validate_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .createValidationSession */ .Eg)(workspace, importers, commandName);
    // The findings `stagegate validate` reports, so "and N more" matches what validate then shows.
    // The refusal names the first of the loader's (shape) findings in file order, before any rule's:
    // a rule finding may be a consequence of a shape error.
    const shape = (0,_validate_diagnostics_js__WEBPACK_IMPORTED_MODULE_5__/* .sortDiagnostics */ .Ds)([...loaded.diagnostics]);
    const diagnostics = [...shape, ...(0,_validate_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .findingsOf */ .WX)(loaded, session).slice(loaded.diagnostics.length)];
    const all = diagnostics.filter((d) => d.severity === 'error');
    const tolerate = tolerated !== undefined && loaded.workflow !== undefined && all.length > 0 && all.every(isApprovalMessageFinding);
    if (tolerate)
        tolerated.push(...all);
    const errors = tolerate ? [] : all;
    // A path that leaves the workspace is refused under its own stop code, whatever else is wrong.
    const escape = errors.find((d) => d.code === 'PATH_OUTSIDE_WORKSPACE');
    const first = escape ?? errors[0];
    if (!loaded.workflow || first) {
        const d = first ?? diagnostics[0];
        const more = errors.length > 1 ? ` (and ${errors.length - 1} more: run \`${(0,_validate_validate_command_js__WEBPACK_IMPORTED_MODULE_4__/* .validateCommandLine */ .E)(commandName, file)}\`)` : '';
        const code = escape ? 'PATH_OUTSIDE_WORKSPACE' : 'WORKFLOW_CONTRACT_INVALID';
        // The finding's own code, unless it is the stop code itself (said once).
        const finding = d ? `${d.code === code ? '' : `${d.code} `}${d.message}` : '';
        // A finding about the file as a whole (one not read, too large, ...) has no position in it to point at.
        const whole = d !== undefined && (d.line === 0 || (!loaded.workflow && (d.code === 'WORKFLOW_FILE_UNREADABLE' || d.code === 'YAML_TOO_LARGE')));
        const at = d === undefined ? '' : whole ? `${d.file}:` : `${d.file}:${d.line}:${d.column}`;
        // A run paused at an approval before messages were checked is not stuck: say how it is finished
        // (only when approve / reject would tolerate the file: its errors are all in approval messages).
        const decidable = loaded.workflow !== undefined && errors.every(isApprovalMessageFinding);
        const hint = d !== undefined && decidable && isApprovalMessageFinding(d) ? `${d.hint ?? ''} ${PAUSED_APPROVAL_HINT}`.trim() : d?.hint;
        throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q(code, d ? `${at} ${finding}${more}` : `workflow ${file} is invalid`, {
            ...(hint !== undefined ? { hint } : {}),
            location: d ? (whole ? { file: d.file } : { file: d.file, line: d.line, column: d.column }) : {},
        });
    }
    // Composite phases run as child_workflow steps (phases.ts). The gate schemas were compiled by
    // the validation just made (its session keeps them); the run checks each gate against its step's.
    const workflow = (0,_phases_js__WEBPACK_IMPORTED_MODULE_6__/* .withPhaseSteps */ .VP)(loaded.workflow);
    const schemas = session.gateSchemas(loaded.workflow).compiled;
    return schemas.size > 0 ? { ...workflow, gateSchemas: schemas } : workflow;
}
/** What an approval-message refusal adds for a run already paused at that approval. */
const PAUSED_APPROVAL_HINT = 'A run paused at this approval can still be decided as it is: stagegate approve (or reject) records the decision with this finding as a warning (the message the run shows was fixed when it paused); once the file is fixed, the run continues with --allow-workflow-change.';
/**
 * loadAndCheck, with the gate_schema engine and the format importers loaded first when the
 * workflow needs them: by `readers`, the invocation's (a run's and its children's), or its own.
 */
function loadAndCheckAsync(workspace, file, commandName, readers = new _workflow_readers_js__WEBPACK_IMPORTED_MODULE_3__/* .InvocationReaders */ .LR()) {
    return readers.read((importers) => loadAndCheck(workspace, file, importers, undefined, undefined, commandName));
}


/***/ }),

/***/ 481:
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

/***/ 6274:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ withRunsNamed),
/* harmony export */   iR: () => (/* binding */ checkRunnable),
/* harmony export */   tH: () => (/* binding */ checkFreshIsolation),
/* harmony export */   xn: () => (/* binding */ resolveRunContext)
/* harmony export */ });
/* unused harmony exports generateRunId, readPackageVersion, refuseNul, CHILD_RUNS_DIR, RunIdNeeded */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8815);
/* harmony import */ var _model_input_types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3013);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2862);
/* harmony import */ var _missing_inputs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8451);
/* harmony import */ var _command_line_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1439);
/* harmony import */ var _model_invocation_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3291);
/* harmony import */ var _model_placeholders_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2183);
/* harmony import */ var _model_run_id_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8072);
/* harmony import */ var _model_run_scope_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1513);
/* harmony import */ var _steps_foreach_slugify_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(8041);
/* harmony import */ var _state_store_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(9916);
/* harmony import */ var _state_journal_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(666);
/* harmony import */ var _state_own_file_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(2076);
/* harmony import */ var _state_fresh_marker_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(3388);
/* harmony import */ var _state_manifest_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(5224);
/* harmony import */ var _refuse_unloadable_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(2777);
/* harmony import */ var _secret_names_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(3136);
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
        // Not waiting on a FIFO in the file's place (a stage can write the workspace).
        const data = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .parse */ .qg)((0,_state_own_file_js__WEBPACK_IMPORTED_MODULE_13__/* .readRegularFile */ .XF)(file, 1024 * 1024, { follow: true }).toString('utf8'));
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
        return (0,_model_placeholders_js__WEBPACK_IMPORTED_MODULE_8__/* .resolveBindings */ .x4)({ explicit: merged, defaults: workflow.inputs.defaults, runnerOwned });
    }
    catch (error) {
        if (!(error instanceof _model_placeholders_js__WEBPACK_IMPORTED_MODULE_8__/* .PlaceholderError */ .ik))
            throw error;
        const hint = error.message.startsWith('INPUT_DEFAULT_TOO_LARGE')
            ? 'Give the inputs that default uses shorter values (a long text as a file the step reads, its path as the input), or use them fewer times in it.'
            : 'Give the defaults values that do not depend on each other so deeply (or in a cycle).';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .StagegateError */ .q('WORKFLOW_CONTRACT_INVALID', `inputs.defaults of ${workflow.file}: ${error.message}`, { hint });
    }
}
function resolvePathTemplate(workflow, template, bindings, what) {
    try {
        return (0,_model_placeholders_js__WEBPACK_IMPORTED_MODULE_8__/* .substitute */ .V2)(template, bindings);
    }
    catch (error) {
        if (!(error instanceof _model_placeholders_js__WEBPACK_IMPORTED_MODULE_8__/* .PlaceholderError */ .ik))
            throw error;
        const leaves = [...new Set(error.missing.flatMap((m) => (0,_model_invocation_js__WEBPACK_IMPORTED_MODULE_7__/* .leafInputsMissing */ .Yz)(m, workflow, bindings)))];
        const message = `${what} '${template}' needs input${leaves.length > 1 ? 's' : ''} ${leaves.join(', ')}`;
        const hint = `Pass ${leaves.map((l) => `${l}=<value>`).join(' ')}${leaves.includes('run_id') ? ' (or --run-id <id>)' : ''}.`;
        // Without a run id the command to paste is not the one typed plus inputs: the hint says how.
        if (leaves.includes('run_id'))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .StagegateError */ .q('WORKFLOW_INPUT_REQUIRED', message, { hint });
        throw new _missing_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .MissingInputs */ .yn('WORKFLOW_INPUT_REQUIRED', message, hint, leaves);
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
 * No run id was given and the state path names the run: nothing locates it. status, plan and history name
 * the workflow's runs in the workspace in its fix (commands/runs.ts runIdNeededHint).
 */
class RunIdNeeded extends _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .StagegateError */ .q {
}
/**
 * `locate()`, its RunIdNeeded refusal given the fix `named` makes (the workflow's runs in the
 * workspace: commands/runs.ts runIdNeededHint, handed in so this module walks no folders).
 */
function withRunsNamed(locate, named) {
    try {
        return locate();
    }
    catch (error) {
        if (!(error instanceof RunIdNeeded) || named === undefined)
            throw error;
        const hint = named();
        if (hint === undefined)
            throw error;
        throw new RunIdNeeded(error.code, error.message, { hint });
    }
}
/**
 * Fresh run isolation: `artifact_root` when the workflow's default is shared (it does not name
 * the run) and this invocation does not give one: `<default>/runs/<run_id>`. Undefined when the
 * workflow's root is already run-scoped, given explicitly, or not declared.
 */
function isolatedRoot(workflow, explicit, runId, agentPackageVersion) {
    if (explicit.has('artifact_root') || (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_10__/* .sharedArtifactRootDefault */ .h9)(workflow) === undefined)
        return undefined;
    const shared = bindingsFor(workflow, explicit, runId, undefined, agentPackageVersion).get('artifact_root');
    return shared === undefined ? undefined : (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_10__/* .runFolderUnder */ .mO)(shared.replace(/\/+$/, ''), runId);
}
/** Required inputs not given: WORKFLOW_FRESH_EXECUTION_BLOCKED for a fresh run, naming them (the runner's next: adds each to the command). */
function inputsError(fresh, message, hint, missing) {
    return new _missing_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .MissingInputs */ .yn(fresh ? 'WORKFLOW_FRESH_EXECUTION_BLOCKED' : 'WORKFLOW_INPUT_REQUIRED', fresh ? `fresh execution blocked: ${message}` : message, hint, missing);
}
function resolveRunContext(workflow, workspace, invocation, now, options = {}) {
    const bound = (0,_model_invocation_js__WEBPACK_IMPORTED_MODULE_7__/* .bindInvocation */ .Er)(workflow, invocation);
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
    let sharedStatePath;
    if (explicitRunId !== undefined) {
        const root = isolatedRoot(workflow, explicit, explicitRunId, agentPackageVersion);
        if (root !== undefined) {
            const candidate = withValue(explicit, 'artifact_root', root);
            if (fresh) {
                const shared = tryTemplate(workflow.data.state_path, bindingsFor(workflow, explicit, explicitRunId, undefined, agentPackageVersion));
                sharedStatePath = shared !== undefined ? workspace.tryResolve(shared) : undefined;
                explicit = candidate;
                isolated = true;
            }
            else {
                const probe = bindingsFor(workflow, candidate, explicitRunId, undefined, agentPackageVersion);
                const sharedState = tryTemplate(workflow.data.state_path, bindingsFor(workflow, explicit, explicitRunId, undefined, agentPackageVersion));
                const isolatedState = tryTemplate(workflow.data.state_path, probe);
                if (isolatedState !== undefined && isolatedState !== sharedState) {
                    const at = workspace.tryResolve(isolatedState);
                    if (at && ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,_state_journal_js__WEBPACK_IMPORTED_MODULE_12__/* .journalPathFor */ .S7)(at.abs)) || (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(at.abs))) {
                        explicit = candidate;
                        isolated = true;
                    }
                }
            }
        }
    }
    // First pass: locate the state with what this invocation knows.
    const firstBindings = bindingsFor(workflow, explicit, explicitRunId, undefined, agentPackageVersion);
    // Before anything names the state path they build (a refusal, a run not started).
    heardSecrets(invocation, firstBindings);
    let statePathText;
    let generated = false;
    let runId = explicitRunId;
    try {
        statePathText = resolvePathTemplate(workflow, workflow.data.state_path, firstBindings, 'state_path');
    }
    catch (error) {
        // No run id was given and the state path needs one: a resume cannot find its state.
        if (explicitRunId === undefined && error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .StagegateError */ .q && /\brun_id\b/.test(error.message)) {
            throw new RunIdNeeded('WORKFLOW_INPUT_REQUIRED', `a run id is needed to locate the state (${workflow.data.state_path})`, { hint: 'Pass --run-id <id>.' });
        }
        throw error;
    }
    const statePath = workspace.resolve(statePathText, 'state_path');
    const naming = options.naming
        ? { commandName: options.naming.commandName ?? 'stagegate', locating: options.naming.inputsInHints === true ? (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_10__/* .stateLocatingInputs */ .G$)(workflow, bound.explicit) : [] }
        : undefined;
    options.stateLocated?.(statePath);
    const existing = options.loaded !== undefined && options.loaded.statePath === statePath.abs ? options.loaded.load : (0,_state_store_js__WEBPACK_IMPORTED_MODULE_11__/* .loadRun */ .Sj)({ state: statePath.abs }, workflow, statePath.rel, { log: options.log ?? true, ...(naming ? { naming } : {}) });
    if (runId === undefined) {
        if (existing.kind === 'ok') {
            runId = existing.state.run_id;
            // A state file is untrusted: its run id names folders too.
            (0,_model_run_id_js__WEBPACK_IMPORTED_MODULE_9__/* .checkRunId */ .np)(runId, `the run id recorded in ${statePath.rel}`);
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
        const ownerCommand = (0,_command_line_js__WEBPACK_IMPORTED_MODULE_6__/* .runCommandLine */ .rZ)(name, workflow.file, existing.state.run_id, locating);
        const owner = existing.state.run_id;
        const holds = `state ${statePath.rel} holds run ${owner} of workflow ${existing.state.workflow}, not run ${runId}`;
        // What is wrong depends on whether this path is run runId's own: a path that changes with the
        // run id is, so the file came from another run's folder (copied or moved); a state_path that
        // names the run only through defaults this invocation overrides is shared by what is given.
        const probeId = runId === 'x' ? 'y' : 'x';
        // A fresh run's own folder under a shared artifact_root (isolated) is the run's own too.
        const pathOwnsRun = isolated || tryTemplate(workflow.data.state_path, bindingsFor(workflow, withValue(explicit, 'run_id', probeId), probeId, undefined, agentPackageVersion)) !== statePathText;
        // The inputs given here that stand where state_path's defaults would name the run.
        const overriding = (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_10__/* .stateLocatingInputs */ .G$)(workflow, bound.explicit).filter(([k]) => (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_10__/* .templateNamesRun */ .EM)(`{{${k}}}`, workflow));
        if (pathOwnsRun) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .StagegateError */ .q('WORKFLOW_STATE_OWNED_BY_OTHER_RUN', `${holds}: the path is run ${runId}'s own (state_path ${workflow.data.state_path}), so the file was copied or moved there from run ${owner}'s folder`, {
                hint: `Move ${statePath.rel} and its journal (${(0,_state_journal_js__WEBPACK_IMPORTED_MODULE_12__/* .journalPathFor */ .S7)(statePath.rel)}) back to run ${owner}'s folder, or remove them; run ${runId} then starts or resumes from its own state.`,
                location: { file: statePath.rel },
            });
        }
        if (overriding.length > 0) {
            const given = overriding.map(([k, v]) => `${k}=${v}`).join(' ');
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .StagegateError */ .q('WORKFLOW_STATE_OWNED_BY_OTHER_RUN', `${holds}: state_path ${workflow.data.state_path} names the run only through defaults, and ${given} given here replaces them with a path that does not`, {
                hint: `Continue run ${owner}: \`${ownerCommand}\`; or drop ${given} so that run ${runId}'s state is located by its run id.`,
                location: { file: statePath.rel },
            });
        }
        // Where a fresh run of runId would keep its state: the folder the fresh run itself uses (isolatedRoot).
        const freshRoot = !bound.explicit.has('artifact_root') && (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_10__/* .templateUses */ .tn)(workflow.data.state_path, 'artifact_root', workflow) ? isolatedRoot(workflow, bound.explicit, runId, agentPackageVersion) : undefined;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .StagegateError */ .q('WORKFLOW_STATE_OWNED_BY_OTHER_RUN', `${holds} (state_path ${workflow.data.state_path} does not name the run, so every run id shares it)`, {
            hint: freshRoot !== undefined
                ? `Continue run ${owner}: \`${ownerCommand}\`; or start run ${runId} fresh: \`${(0,_command_line_js__WEBPACK_IMPORTED_MODULE_6__/* .runCommandLine */ .rZ)(name, workflow.file, runId, locating)} --mode fresh\` (a fresh run keeps its state, outputs, manifest and logs under ${freshRoot}/).`
                : `Continue run ${owner}: \`${ownerCommand}\`; to run ${runId} alongside it, give the workflow a state_path that names the run ({{run_id}}).`,
            location: { file: statePath.rel },
        });
    }
    // A run whose journal chained but does not replay (against an edited workflow) still has the
    // inputs its run_started events recorded: its refusal (WORKFLOW_STATE_INTEGRITY_VIOLATION, in
    // preflight) is what this invocation reports, never a required input "missing" that the run holds.
    const recorded = existing.kind === 'ok' ? existing.state : existing.kind === 'corrupt' ? existing.replayed : undefined;
    const persisted = recorded !== undefined && bound.controls.mode === 'resume' ? new Map(Object.entries(recorded.inputs)) : bound.controls.mode === 'resume' ? supersededInputs(workflow, workspace, statePath) : undefined;
    // What the run recorded (a fresh start's too: the run it moves aside has the same paths).
    if (recorded !== undefined)
        heardSecrets(invocation, recorded.inputs);
    const bindings = bindingsFor(workflow, explicit, runId, persisted, agentPackageVersion);
    heardSecrets(invocation, bindings);
    // The execution controls read as what this invocation does ({{execution_mode}} in a fresh
    // audit's prompt is "fresh"), whatever a default of that name says.
    bindings.set('execution_mode', bound.controls.mode);
    bindings.set('ignore_previous_completion', String(bound.controls.ignorePreviousCompletion));
    bindings.set('stop_after_step', bound.controls.stopAfterStep ?? 'null');
    const rootText = bindings.get('artifact_root');
    const artifactRoot = (0,_model_invocation_js__WEBPACK_IMPORTED_MODULE_7__/* .declaredInputs */ .WB)(workflow).has('artifact_root') && rootText !== undefined ? workspace.resolve(rootText, 'artifact_root') : undefined;
    const base = artifactRoot ?? workspace.resolve((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(statePath.rel), 'run root');
    // The run's own folder (manifest, logs, item runs, what a fresh run moves aside): the
    // workflow's folder when it names the run, else runs/<run_id> inside it.
    const baseTemplate = artifactRoot ? (explicit.get('artifact_root') ?? (0,_model_placeholders_js__WEBPACK_IMPORTED_MODULE_8__/* .scalarToString */ .Vu)(workflow.inputs.defaults['artifact_root']) ?? '') : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(workflow.data.state_path);
    const scoped = isolated || (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_10__/* .templateNamesRun */ .EM)(baseTemplate, workflow) || (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_10__/* .pathNamesRun */ .vw)(base.rel, runId);
    let runRoot = scoped ? base : workspace.resolve((0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_10__/* .runFolderUnder */ .mO)(base.rel, runId), 'run root');
    // A child run whose folder is its parent's (a fresh audit writing into the parent's run root)
    // keeps its manifest and logs in a folder of its own: never the parent's.
    if (options.ancestorRunRoots?.includes(runRoot.rel))
        runRoot = workspace.resolve(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(runRoot.rel, CHILD_RUNS_DIR, (0,_steps_foreach_slugify_js__WEBPACK_IMPORTED_MODULE_18__/* .slugify */ .Y)(workflow.name) || 'child'), 'run root');
    const manifestPath = workspace.resolve((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(runRoot.rel, _state_manifest_js__WEBPACK_IMPORTED_MODULE_15__/* .MANIFEST_FILE */ .h1), 'run manifest');
    const pointer = (0,_model_run_scope_js__WEBPACK_IMPORTED_MODULE_10__/* .latestPointerPath */ .S6)(runRoot.rel, _state_manifest_js__WEBPACK_IMPORTED_MODULE_15__/* .LATEST_POINTER_FILE */ .n_);
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
        ...(sharedStatePath !== undefined ? { sharedStatePath } : {}),
        manifestPath,
        pointerPath: pointer !== undefined ? workspace.tryResolve(pointer) : undefined,
        lockPath: `${statePath.abs}.lock`,
        existing,
        agentPackageVersion,
        naming,
    };
    if (!options.readOnly) {
        // A run whose files are here but which does not load (its journal removed, a projection that
        // contradicts it) is refused first, as status reports it: never asked for inputs it would refuse.
        (0,_refuse_unloadable_js__WEBPACK_IMPORTED_MODULE_16__/* .refuseUnloadable */ .u9)(ctx, invocation.allowWorkflowChange === true);
        checkInputs(workflow, bindings, workspace, fresh, options.itemRun === true);
        if (!options.itemRun)
            checkInputFiles(workflow, workspace, bindings, explicit, fresh);
    }
    if (fresh && !options.readOnly)
        checkFreshIsolation(ctx);
    return ctx;
}
/** The inputs a run's stages would get: no NUL byte, every required one given, each of its declared type. */
function checkInputs(workflow, bindings, workspace, fresh, itemRun) {
    refuseNul(bindings);
    const missing = workflow.inputs.required.filter((name) => {
        const v = bindings.get(name);
        return v === undefined || v === '';
    });
    if (missing.length > 0) {
        throw inputsError(fresh, `missing required input${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`, `Pass ${missing.map((m) => `${m}=<value>`).join(' ')}.`, missing);
    }
    (0,_model_input_types_js__WEBPACK_IMPORTED_MODULE_3__/* .checkInputTypes */ .gu)(workflow, bindings, workspace, itemRun);
}
/**
 * The checks `resolveRunContext` skips for a read-only look (`readOnly`), made on the run it
 * located: what the same call without `readOnly` would refuse, in the same order, without
 * locating (and loading) the run again. For `plan`, which reports both where the run is and the
 * stop a run would hit. Not for a foreach item's run.
 */
function checkRunnable(ctx) {
    const fresh = ctx.bound.controls.mode === 'fresh';
    checkInputs(ctx.workflow, ctx.bindings, ctx.workspace, fresh, false);
    // The names this invocation gives, as resolveRunContext read them: a fresh run's own root among them.
    const explicit = ctx.isolated && ctx.artifactRoot !== undefined ? withValue(ctx.bound.explicit, 'artifact_root', ctx.artifactRoot.rel) : ctx.bound.explicit;
    checkInputFiles(ctx.workflow, ctx.workspace, ctx.bindings, explicit, fresh);
    if (fresh)
        checkFreshIsolation(ctx);
}
function tryTemplate(template, bindings) {
    try {
        return (0,_model_placeholders_js__WEBPACK_IMPORTED_MODULE_8__/* .substitute */ .V2)(template, bindings);
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
    // The evidence-file convention is 4.0's. A CCW context variable is only a value the wf-player
    // binds (01-load.md): `report_path` may name a file a node writes, `target_path` a folder. It
    // still names a path inside the workspace (symlinks included), as every *_path input does.
    const mustExist = workflow.format !== 'ccw';
    const required = new Set(workflow.inputs.required);
    const optional = new Set(workflow.inputs.optional);
    let outputs;
    for (const name of (0,_model_invocation_js__WEBPACK_IMPORTED_MODULE_7__/* .declaredInputs */ .WB)(workflow)) {
        if (!(0,_model_invocation_js__WEBPACK_IMPORTED_MODULE_7__/* .isArtifactInput */ .PV)(name))
            continue;
        if (!required.has(name) && !optional.has(name) && !explicit.has(name))
            continue;
        const value = bindings.get(name);
        if (value === undefined || value === '')
            continue;
        const target = workspace.resolve(value, `input ${name}`);
        if (!mustExist)
            continue;
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
/**
 * The inputs of the run an interrupted fresh start supersedes, once its journal was moved into the
 * start's folder (state/fresh-marker.ts): the run that finishes the fresh start takes them as it
 * takes the journal's in place before the move (a resume given none starts the new run with them),
 * whatever the crash point. Undefined when there is no such start, or its journal does not load.
 */
function supersededInputs(workflow, workspace, statePath) {
    const pending = (0,_state_fresh_marker_js__WEBPACK_IMPORTED_MODULE_14__/* .readFreshMarker */ .xO)(workspace, statePath);
    if (pending === undefined || pending.started)
        return undefined;
    const moved = (0,_state_store_js__WEBPACK_IMPORTED_MODULE_11__/* .loadRun */ .Sj)({ state: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(pending.target.abs, statePath.rel) }, workflow, statePath.rel, { log: false });
    return moved.kind === 'ok' ? new Map(Object.entries(moved.state.inputs)) : undefined;
}
/** The secret-looking values of `bound` to the invocation's onSecrets (none looked for without one). */
function heardSecrets(invocation, bound) {
    if (invocation.onSecrets === undefined)
        return;
    invocation.onSecrets((0,_secret_names_js__WEBPACK_IMPORTED_MODULE_17__.secretValuesOf)(bound instanceof Map ? Object.fromEntries(bound) : bound));
}


/***/ }),

/***/ 9516:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FA: () => (/* binding */ failedEnd),
/* harmony export */   Gw: () => (/* binding */ failedEndHint),
/* harmony export */   Ok: () => (/* binding */ stepLogEmpty),
/* harmony export */   dp: () => (/* binding */ failureInWords)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _transition_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9122);
// A run ended blocked by a stage's failure: a stage that failed (STAGE_FAILED / STAGE_TIMEOUT
// after its retries) whose on_failure leads to BLOCKED (run/failure-policy.ts routeFailure). No
// evidence is missing and nothing was accepted from the step: the fix is the failure's cause, and
// the step can run again (--rerun-from it: run/rewind.ts planRewind). What the run's outcome and
// `status` say about it.


/** The step whose failure ended run `state` blocked (its on_failure leads to BLOCKED), or undefined. */
function failedEnd(state) {
    const last = state.last_transition;
    if (state.active_step !== null || last?.outcome !== 'blocked')
        return undefined;
    return (0,_transition_js__WEBPACK_IMPORTED_MODULE_1__/* .stepRecord */ .oU)(state, last.step)?.status === 'failed' ? last.step : undefined;
}
/**
 * The fix for a run ended by step `step`'s failure: how it failed (its attempts on that visit, the
 * code and exit status of the last), where its log is (`logs`: the command that shows it), and the
 * command that runs it again keeping the verdicts before it (`rerun`; undefined where a rerun is
 * refused or changes nothing: then a fresh start).
 */
function failedEndHint(state, step, logs, rerun, logEmpty = false) {
    const then = rerun === undefined ? 'then start the run again with --mode fresh.' : `then run it again, keeping the verdicts before it: \`${rerun}\`; or start the run over with --mode fresh.`;
    // An empty log holds no why: say what it does tell (the stage wrote nothing before it ended).
    const timedOut = (0,_transition_js__WEBPACK_IMPORTED_MODULE_1__/* .stepRecord */ .oU)(state, step)?.failure_code === 'STAGE_TIMEOUT';
    // Failed by a status of its failure_statuses: why is in what the stage wrote before that status.
    const failedBy = (0,_transition_js__WEBPACK_IMPORTED_MODULE_1__/* .stepRecord */ .oU)(state, step)?.failure_status;
    const read = failedBy !== undefined
        ? `Read why in what the stage wrote before its status ${failedBy} (its output) and in its log (\`${logs}\`), fix the cause`
        : !logEmpty
            ? `Read why in its log (\`${logs}\`), fix the cause`
            : timedOut
                ? `Its log (\`${logs}\`) is empty: the stage wrote nothing before its time limit (timeout_minutes) stopped it, so it may have been waiting from its start (for input, a lock, the network) or slow without a word; find what it waits on (run it by hand), fix the cause or raise timeout_minutes`
                : `Its log (\`${logs}\`) is empty: the stage wrote nothing before it failed; run what it runs by hand to see why, fix the cause`;
    return `S${failureInWords(state, step).slice(1)} and its on_failure leads to BLOCKED: the step could not do its work, no evidence is missing. ${read}, ${then}`;
}
/** Whether the log the run recorded for step `step` is there and empty (the stage wrote nothing); false when it cannot be read. */
function stepLogEmpty(workspace, state, step) {
    const log = (0,_transition_js__WEBPACK_IMPORTED_MODULE_1__/* .stepRecord */ .oU)(state, step)?.log;
    if (typeof log !== 'string')
        return false;
    try {
        const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(workspace.resolve(log, `log of step ${step}`).abs);
        return stats.isFile() && stats.size === 0;
    }
    catch {
        return false;
    }
}
/** How step `step`'s failure that ended the run went: `step X failed 2 times (last: STAGE_FAILED, exit status 3)`. */
function failureInWords(state, step) {
    const record = (0,_transition_js__WEBPACK_IMPORTED_MODULE_1__/* .stepRecord */ .oU)(state, step);
    const attempts = Math.max(1, record?.visit_attempts ?? 1);
    // The code routeFailure followed on_failure for (from the failure_routed event), not the message's words.
    const code = record?.failure_code ?? 'STAGE_FAILED';
    // Failed by a status of its failure_statuses (its process exited 0): that status, not the exit status.
    const exit = record?.failure_status !== undefined ? `: status ${record.failure_status}, one of its failure_statuses` : record?.last_signal ? `, signal ${record.last_signal}` : record?.last_exit_status !== undefined && record.last_exit_status !== null ? `, exit status ${record.last_exit_status}` : '';
    const times = attempts === 1 ? 'once' : `${attempts} times`;
    return `step ${step} failed ${times} (last: ${code}${exit})`;
}


/***/ }),

/***/ 9798:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ks: () => (/* binding */ skipStep),
/* harmony export */   S: () => (/* binding */ routeFailure),
/* harmony export */   SO: () => (/* binding */ failureTarget),
/* harmony export */   Zh: () => (/* binding */ ROUTABLE_FAILURES),
/* harmony export */   kU: () => (/* binding */ skipStepUnknown)
/* harmony export */ });
/* unused harmony export SKIP_ON_FAILURE */
/* harmony import */ var _model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1742);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2862);
/* harmony import */ var _state_state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6624);
/* harmony import */ var _transition_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9122);
/* harmony import */ var _validate_graph_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9590);
/* harmony import */ var _command_line_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1439);
// Failure policy as pure functions: a stage that failed (STAGE_FAILED / STAGE_TIMEOUT) after its
// retries follows its on_failure instead of stopping (on_failure: skip records the step as
// skipped and follows its on_skip), and an optional step a person skips (stagegate skip) follows
// its on_skip. All are transitions like any other: visits counted, max_visits and
// stop_after_step honoured.






/** Failure codes on_failure routes; anything else (contract, gate, budget) still stops the run. */
const ROUTABLE_FAILURES = new Set(['STAGE_FAILED', 'STAGE_TIMEOUT', 'WORKFLOW_BLOCKED_QUESTION_LIMIT']);
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
    // Failed by a status of its failure_statuses (the latest attempt's, applyFailure): which one.
    const failedBy = (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRecord */ .oU)(state, step.id)?.failure_status;
    const how = failedBy !== undefined ? `${code}: it reported status ${failedBy}, one of its failure_statuses` : code;
    const after = `${step.id} failed (${how}) and ${policy} leads there`;
    // A skipped failure: the failed attempts stay among the transitions, the step itself counts as skipped.
    const marked = skip ? markSkipped(state, step, visit, at, target, (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRecord */ .oU)(state, step.id)?.last_error ?? null) : { ...state, failed_or_blocked_steps: addUnique(state.failed_or_blocked_steps, step.id) };
    // The failure's code, as a field (failed-end.ts tells it; the message is for people).
    const record = (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRecord */ .oU)(marked, step.id);
    const from = record ? { ...marked, steps: { ...marked.steps, [step.id]: { ...record, failure_code: code } } } : marked;
    if (target === 'BLOCKED' || target === 'DONE') {
        const done = target === 'DONE';
        const stop = done ? 'WORKFLOW_COMPLETE' : 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE';
        const next = {
            ...from,
            status: stop,
            message: `step ${step.id} failed (${how}); ${policy}: ${target}`,
            active_step: null,
            ...(0,_state_state_js__WEBPACK_IMPORTED_MODULE_1__/* .logged */ .Jb)(from, { ...base, outcome: done ? 'complete' : 'blocked', code: stop, to: null }),
            updated_at: at,
        };
        return { state: next, stop };
    }
    const entered = (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .enterStep */ .Rx)(from, workflow, base, target, after, step.id, stopAfter);
    const message = entered.state.message ?? `step ${step.id} failed (${how}); ${policy} -> ${target}`;
    return { ...entered, state: { ...entered.state, message: entered.stop ? message : null, updated_at: at } };
}
/**
 * The step as skipped (not failed), with a skips record \u2014 by on_failure: skip (the failure itself
 * stays a transition) or by a person. Its latest outcome is the skip: in neither list, also when an
 * earlier visit completed it. Completed on a later visit, it goes back where it was first completed.
 */
function markSkipped(state, step, visit, at, target, after, by) {
    const { skipped_after: _earlier, ...record } = (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRecord */ .oU)(state, step.id) ?? { kind: step.kind, status: 'pending', visits: visit, attempts: 0 };
    return {
        ...state,
        // skipped_seq: where the skip stands among the run's verdicts (a rerun from the step takes back those after it: run/rewind.ts).
        // skipped_after: the failure this skip came after (none for a person's skip: last_error may be an earlier visit's).
        steps: { ...state.steps, [step.id]: { ...record, status: 'skipped', skipped_seq: state.transitions, ...(after !== null ? { skipped_after: after } : {}) } },
        completed_steps: (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .without */ .FF)(state.completed_steps, step.id),
        failed_or_blocked_steps: (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .without */ .FF)(state.failed_or_blocked_steps, step.id),
        skips: [...(state.skips ?? []), { step: step.id, visit, at, to: target === 'DONE' || target === 'BLOCKED' ? null : target, ...(by !== undefined ? { by } : {}) }],
    };
}
/**
 * The step to stop after (--stop-after-step) so that optional step `stepId` is the run's active
 * step, where a skip can take it: the active step when a transition of it leads there (an aiox
 * step's `<id>_when` guard), else the one step that leads there; undefined when none or several do.
 */
function stepBefore(state, workflow, stepId) {
    const leads = [...workflow.steps.values()].filter((s) => s.id !== stepId && (0,_validate_graph_js__WEBPACK_IMPORTED_MODULE_3__/* .transitionsOf */ .C5)(s).some((t) => t.to === stepId)).map((s) => s.id);
    if (state.active_step !== null && leads.includes(state.active_step))
        return state.active_step;
    return leads.length === 1 ? leads[0] : undefined;
}
/**
 * `skip \u2026 STEP` where STEP is no step of the workflow: the invocation's mistake, as for every
 * command that names a step (docs/cli.md#step-ids-in-arguments). Judged on the workflow alone, so
 * `skip` says it before it locates, loads or checks the run; undefined when STEP is a step.
 */
function skipStepUnknown(workflow, stepId) {
    if (workflow.steps.has(stepId))
        return undefined;
    const near = (0,_model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_5__/* .closest */ .kp)(stepId, workflow.steps.keys());
    const optional = [...workflow.steps.values()].filter((s) => s.def.optional === true && s.def.on_skip !== undefined).map((s) => s.id);
    const which = optional.length > 0 ? `the workflow's optional steps: ${optional.join(', ')}` : `workflow ${workflow.name} has none`;
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('WORKFLOW_INPUT_REQUIRED', `'${stepId}' is not a step of workflow ${workflow.name}${near ? `. Did you mean '${near}'?` : ''}`, {
        hint: `Name the run's active step, when it is optional (${which}; stagegate status names the active step). The workflow's steps: ${[...workflow.steps.keys()].join(', ')}.`,
    });
}
/** Skip the active optional step: mark it skipped (by whom: `by`, the person who skipped it) and follow on_skip. */
function skipStep(state, workflow, stepId, at, commands, by) {
    const unknown = skipStepUnknown(workflow, stepId);
    if (unknown !== undefined)
        throw unknown;
    const step = workflow.steps.get(stepId);
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
        // A resume would run the step, not stop before it: stop the run right after the step that leads to it.
        const before = state.in_flight === null ? stepBefore(state, workflow, stepId) : undefined;
        // A step the run has already gone past is no step a resume reaches: --stop-after-step of it is
        // ignored (it does not run in that invocation), so the run must go back to it with --rerun-from.
        const passed = before !== undefined && before !== state.active_step && ((0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRecord */ .oU)(state, before)?.visits ?? 0) > 0;
        const stopFlags = before === undefined ? '' : `${passed ? (0,_command_line_js__WEBPACK_IMPORTED_MODULE_4__/* .flagWord */ .Np)('rerun-from', before) : ''}${(0,_command_line_js__WEBPACK_IMPORTED_MODULE_4__/* .flagWord */ .Np)('stop-after-step', before)}`;
        const stop = before === undefined ? undefined : commands === undefined ? `stagegate run with${passed ? ` --rerun-from ${before}` : ''} --stop-after-step ${before}` : `\`${commands.resume}${stopFlags}\``;
        const skipIt = commands === undefined ? 'stagegate skip' : `\`${commands.skip}\``;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q('STEP_NOT_SKIPPABLE', `step ${stepId} is not the active step of run ${state.run_id} (active: ${state.active_step ?? 'none, the run finished'}${state.in_flight ? `, ${state.in_flight.step} in flight` : ''})`, {
            hint: stop === undefined
                ? `Only the step a resume would run next can be skipped, and a resume runs it rather than stopping before it: stop the run right after a step that leads to ${stepId} (--stop-after-step), then skip it.`
                : passed
                    ? `Only the step a resume would run next can be skipped, and the run is past ${before}, which leads to ${stepId}: a resume does not run ${before} again, so go back to it: ${stop} (it takes back the verdict of ${before} and every one accepted after it, runs ${before} again and stops, at ${stepId} when ${before} leads there); then ${skipIt}.`
                    : `Only the step a resume would run next can be skipped, and a resume runs it rather than stopping before it: stop the run right after ${before}, which leads to ${stepId}: ${stop} (it runs ${before === state.active_step ? before : `up to ${before}`} and stops, at ${stepId} when ${before} leads there); then ${skipIt}.`,
        });
    }
    const visit = (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .currentVisit */ .$n)((0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRecord */ .oU)(state, stepId));
    const target = step.def.on_skip;
    const marked = { ...markSkipped(state, step, visit, at, target, null, by), pending_approval: null, updated_at: at };
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

/***/ 8451:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KC: () => (/* binding */ VALUE_PLACEHOLDER),
/* harmony export */   Vf: () => (/* binding */ missingInputsNext),
/* harmony export */   hG: () => (/* binding */ maskedInputsNote),
/* harmony export */   yn: () => (/* binding */ MissingInputs)
/* harmony export */ });
/* unused harmony export missingInputsCommand */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2862);
/* harmony import */ var _command_line_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1439);
/* harmony import */ var _secret_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3136);



/** The placeholder the command carries where the person's value goes. */
const VALUE_PLACEHOLDER = '<value>';
class MissingInputs extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StagegateError */ .q {
    /** The required inputs not given (or given empty), in the workflow's order. */
    missing;
    constructor(code, message, hint, missing) {
        super(code, message, { hint });
        this.missing = missing;
    }
}
/**
 * The next: of a run refused for `missing` inputs, for the person at the CLI who typed the command
 * (agentFlagsInHints: the values given are theirs to see); undefined for the Action (its summary
 * says where inputs go) and for a child's or an item's run (their parent's outcome says what next).
 */
function missingInputsNext(request, workflowFile, missing) {
    if (request.agentFlagsInHints !== true || request.itemRun === true || (request.ancestry?.length ?? 0) > 0)
        return undefined;
    return missingInputsCommand(request, workflowFile, missing);
}
/**
 * What the hint adds when that command shows a given value as *** (a secret-looking input, a URL's
 * password): pasted as printed, the run would take `***` for the value, so the person gives it
 * again \u2014 as the --mode fresh command's hint says (outcome.ts). Empty when nothing was masked.
 */
function maskedInputsNote(request, missing) {
    const hidden = Object.entries(request.invocation.tokens).filter(([name, value]) => !missing.includes(name) && (0,_secret_names_js__WEBPACK_IMPORTED_MODULE_2__/* .shownValue */ .JJ)(name, value) !== value).map(([name]) => name);
    return hidden.length === 0 ? '' : ` Give ${hidden.join(', ')} again in place of ${_secret_names_js__WEBPACK_IMPORTED_MODULE_2__/* .MASK */ .v5}: secret-looking values are not printed.`;
}
/**
 * The invocation `request` made (its workflow as `workflowFile`, its run id, inputs and flags as
 * given: a fresh start stays fresh), with `NAME='<value>'` for each of `missing`. A secret-looking
 * value given is printed as *** (inputWord), as every printed command masks it.
 */
function missingInputsCommand(request, workflowFile, missing) {
    const inv = request.invocation;
    let words = `${request.commandName ?? 'stagegate'} run ${(0,_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .pathWord */ .Um)(workflowFile)}`;
    if (inv.runId !== undefined)
        words += (0,_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .flagWord */ .Np)('run-id', inv.runId);
    for (const pair of Object.entries(inv.tokens))
        if (!missing.includes(pair[0]))
            words += ` ${(0,_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .inputWord */ .RF)(pair)}`;
    if (inv.mode !== undefined)
        words += (0,_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .flagWord */ .Np)('mode', inv.mode);
    if (inv.ignorePreviousCompletion === true)
        words += ' --ignore-previous-completion';
    if (inv.stopAfterStep !== undefined)
        words += (0,_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .flagWord */ .Np)('stop-after-step', inv.stopAfterStep);
    if (inv.allowWorkflowChange === true)
        words += ' --allow-workflow-change';
    if (inv.onSourceChange !== undefined)
        words += (0,_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .flagWord */ .Np)('on-source-change', inv.onSourceChange);
    if (inv.rerunFrom !== undefined)
        words += (0,_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .flagWord */ .Np)('rerun-from', inv.rerunFrom);
    if (request.agentFlagsInHints === true)
        words += (0,_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .agentFlags */ .J)(request.agents);
    return `${words}${missing.map((name) => ` ${name}=${(0,_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .shellWord */ .r7)(VALUE_PLACEHOLDER)}`).join('')}`;
}


/***/ }),

/***/ 8551:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $1: () => (/* binding */ withItemDecisions),
/* harmony export */   HS: () => (/* binding */ passedApprovals),
/* harmony export */   Rj: () => (/* binding */ standingDecisionCommits),
/* harmony export */   tl: () => (/* binding */ endedTheRun)
/* harmony export */ });
/**
 * The source commits of the decisions a finished run's outcome rests on: for each approval step,
 * its latest decision not taken back, when it approved, or when it was a rejection that ended the
 * run (on_reject: DONE or BLOCKED; a rejection followed to rework is a verdict keep keeps, as
 * source-drift.ts followedRejection says) \u2014 a decision recorded without a commit (an older
 * stagegate) is not counted; and those its own child steps passed (recorded in their child records:
 * a grandchild's too). Distinct, in the order found.
 */
function standingDecisionCommits(state) {
    const standing = new Map();
    for (const a of state.approvals ?? [])
        if (a.taken_back_at === undefined)
            standing.set(a.step, a);
    const out = new Set();
    for (const a of standing.values())
        if (a.source_commit !== undefined && (a.decision === 'approved' || endedTheRun(state, a)))
            out.add(a.source_commit);
    for (const id in state.steps) {
        const r = state.steps[id];
        if (r.status !== 'completed' && r.status !== 'blocked')
            continue;
        for (const c of passedApprovals(r) ?? [])
            out.add(c);
    }
    return [...out];
}
/** The decision made the finished run's last transition: it ended the run (a rejection's on_reject: DONE or BLOCKED). */
function endedTheRun(state, a) {
    const last = state.last_transition;
    return state.active_step === null && last?.step === a.step && last.visit === a.visit;
}
/**
 * The source commits of the decisions a step's accepted verdict passed through its child runs (its
 * child's, its foreach items' runs', its parallel branches' children's), or undefined when the step records none of them
 * (not a child step, or one accepted before stagegate recorded them).
 */
function passedApprovals(r) {
    let out = r.child?.decided_at ?? r.items_decided_at;
    for (const b of Object.values(r.parallel?.branches ?? {})) {
        const at = b.child?.decided_at;
        if (at !== undefined)
            out = [...(out ?? []), ...at];
    }
    return out;
}
/**
 * A foreach step's record with the decisions an item's run passed added (item_finished), or with
 * none (null: its items loaded again for a new visit, foreach_loaded).
 */
function withItemDecisions(state, stepId, decidedAt) {
    const r = Object.hasOwn(state.steps, stepId) ? state.steps[stepId] : undefined;
    if (!r || decidedAt === undefined)
        return state;
    if (decidedAt === null) {
        if (r.items_decided_at === undefined)
            return state;
        const { items_decided_at: _dropped, ...rest } = r;
        return { ...state, steps: { ...state.steps, [stepId]: rest } };
    }
    const before = r.items_decided_at ?? [];
    const added = decidedAt.filter((c) => !before.includes(c));
    if (added.length === 0)
        return state;
    return { ...state, steps: { ...state.steps, [stepId]: { ...r, items_decided_at: [...before, ...added] } } };
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
/* harmony import */ var _workspace_digest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3929);
/* harmony import */ var _state_item_outputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6289);


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
/** A step record without the marks a replay derives (progress marks; accepted_seq, run/rewind.ts; failure_code, run/failed-end.ts): what the snapshot and the approval digest see. */
function withoutMarks(record) {
    if (record.output_changes === undefined && record.child_outputs === undefined && record.item_outputs === undefined && record.accepted_seq === undefined && record.skipped_seq === undefined && record.verdicts === undefined && record.failure_code === undefined && record.failure_status === undefined && record.answer_command === undefined && record.source_taken_back === undefined && record.skipped_after === undefined)
        return record;
    const { output_changes: _o, child_outputs: _c, item_outputs: _i, accepted_seq: _a, skipped_seq: _s, verdicts: _v, failure_code: _f, failure_status: _fs, answer_command: _ac, source_taken_back: _st, skipped_after: _sa, ...rest } = record;
    return rest;
}


/***/ }),

/***/ 9500:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DN: () => (/* binding */ questionsSection),
/* harmony export */   GW: () => (/* binding */ ANSWER_WORD),
/* harmony export */   Hg: () => (/* binding */ MAX_QUESTIONS_PER_VISIT),
/* harmony export */   Mq: () => (/* binding */ reportedQuestion),
/* harmony export */   O3: () => (/* binding */ childAnswerNext),
/* harmony export */   SN: () => (/* binding */ askedQuestionFix),
/* harmony export */   Sy: () => (/* binding */ answerResume),
/* harmony export */   Yt: () => (/* binding */ answeredJustNow),
/* harmony export */   ec: () => (/* binding */ pendingQuestion),
/* harmony export */   ge: () => (/* binding */ questionAnsweredRefusal),
/* harmony export */   gs: () => (/* binding */ askedQuestionMessage),
/* harmony export */   jP: () => (/* binding */ questionAskedRefusal),
/* harmony export */   oc: () => (/* binding */ questionsOfVisit),
/* harmony export */   op: () => (/* binding */ answersAgain),
/* harmony export */   tO: () => (/* binding */ applyQuestionAsked),
/* harmony export */   x1: () => (/* binding */ unusedAnswerWarning),
/* harmony export */   yE: () => (/* binding */ questionEnv),
/* harmony export */   yK: () => (/* binding */ applyQuestionAnswered)
/* harmony export */ });
/* harmony import */ var _model_workflow_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7280);
/* harmony import */ var _state_state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6624);
/* harmony import */ var _transition_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9122);
/* harmony import */ var _command_line_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1439);
// A stage that asks a person mid-stage (LangGraph's interrupt(value) + Command(resume=answer)):
// its gate reports a status the step routes to ASK with the question in `question:`; the run
// records it (question_asked), stops WORKFLOW_ANSWER_REQUIRED, and `run --answer TEXT` records the
// answer (question_answered) and runs the step again from its start \u2014 a new attempt of the same
// visit, outside the failure-retry budget \u2014 with every question and answer of the visit in its
// prompt (shell stages: STAGEGATE_QUESTION / STAGEGATE_ANSWER). Pure: transitions, replay checks
// and the words the prompt, the environment and the printed commands use.





/** Questions answered per visit of a step; the next one fails the attempt (WORKFLOW_BLOCKED_QUESTION_LIMIT). */
const MAX_QUESTIONS_PER_VISIT = 3;
/** The placeholder the printed command carries where the person's answer goes. */
const ANSWER_WORD = '<your answer>';
/** The questions of the step's current visit, oldest first (empty when none). */
function questionsOfVisit(state, stepId) {
    const record = state === undefined ? undefined : (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRecord */ .oU)(state, stepId);
    if (record?.questions === undefined)
        return [];
    return record.questions.filter((q) => q.visit === record.visits);
}
/** The question the run waits on: the active step's last question of its visit, not answered yet. */
function pendingQuestion(state) {
    const id = state?.active_step;
    if (id === null || id === undefined)
        return undefined;
    const last = questionsOfVisit(state, id).at(-1);
    return last !== undefined && last.answer === undefined ? { ...last, step: id } : undefined;
}
/** pendingQuestion's record as the reports give it (one shape for run, status and plan). */
function reportedQuestion(q) {
    return { step: q.step, visit: q.visit, attempt: q.attempt, text: q.question };
}
/** Why a question_asked event cannot stand where it is recorded (undefined: it can). */
function questionAskedRefusal(state, step, e) {
    const flight = state.in_flight;
    if (flight === null || flight.step !== e.step || flight.visit !== e.visit || flight.attempt !== e.attempt)
        return `records a question of visit ${e.visit}, attempt ${e.attempt} of step ${e.step}, which is not the attempt in flight`;
    if (!(0,_model_workflow_js__WEBPACK_IMPORTED_MODULE_0__/* .routesToAsk */ .zU)(step, e.status))
        return `records a question of step ${e.step} with status ${e.status}, which the workflow does not route to ASK`;
    if (typeof e.question !== 'string' || e.question.trim() === '')
        return `records an empty question of step ${e.step}`;
    const asked = questionsOfVisit(state, e.step);
    if (asked.some((q) => q.answer === undefined))
        return `records a question of step ${e.step} while another one waits for its answer`;
    if (asked.length >= MAX_QUESTIONS_PER_VISIT)
        return `records question ${asked.length + 1} of visit ${e.visit} of step ${e.step}; a visit asks at most ${MAX_QUESTIONS_PER_VISIT}`;
    return undefined;
}
/** The attempt in flight asked a question: nothing is accepted, the step stays active without an attempt in flight. */
function applyQuestionAsked(state, e) {
    const record = (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRecord */ .oU)(state, e.step);
    const kept = questionsOfVisit(state, e.step);
    const next = (0,_state_state_js__WEBPACK_IMPORTED_MODULE_1__/* .copyState */ .hw)(state);
    next.status = 'WORKFLOW_ANSWER_REQUIRED';
    next.message = `step ${e.step} asks: ${e.question}`;
    next.in_flight = null;
    next.steps = (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .withEntries */ .bA)(state.steps, e.step, {
        ...record,
        status: 'pending',
        last_exit_status: e.exit_status,
        last_signal: null,
        last_duration_ms: e.duration_ms,
        // The rerun's prompt quotes no earlier failure: it gets the answer instead.
        last_error: null,
        log: e.log,
        questions: [...kept, { visit: e.visit, attempt: e.attempt, status: e.status, question: e.question, asked_at: e.at }],
    });
    next.updated_at = e.at;
    return next;
}
/** Why a question_answered event cannot stand where it is recorded (undefined: it can). */
function questionAnsweredRefusal(state, e) {
    const pending = pendingQuestion(state);
    if (pending === undefined || pending.step !== e.step || pending.visit !== e.visit)
        return `records an answer to a question of step ${e.step}, visit ${e.visit}, but no such question was pending`;
    if (state.in_flight !== null)
        return `records an answer to step ${e.step} while an attempt is in flight`;
    if (typeof e.answer !== 'string' || typeof e.by !== 'string')
        return `records an answer of step ${e.step} without its text or who gave it`;
    return undefined;
}
/** The pending question answered: the step's next attempt runs with it. */
function applyQuestionAnswered(state, e) {
    const record = (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRecord */ .oU)(state, e.step);
    const questions = (record.questions ?? []).slice();
    const last = questions.length - 1;
    questions[last] = { ...questions[last], answer: e.answer, by: e.by, answered_at: e.at };
    const next = (0,_state_state_js__WEBPACK_IMPORTED_MODULE_1__/* .copyState */ .hw)(state);
    next.status = 'IN_PROGRESS';
    next.message = null;
    next.steps = (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .withEntries */ .bA)(state.steps, e.step, { ...record, questions });
    next.updated_at = e.at;
    return next;
}
/**
 * The invocation's answer (run --answer) waits for step `step`'s question `question`: it was given
 * for that same question, which the run took back before it ran the step again (a source change
 * rerun from an earlier step: the step's new visit asked nothing yet) and the step now asked again.
 * `given`: the question the run waited on when the answer was given.
 */
function answersAgain(given, step, question) {
    return given !== undefined && given.step === step && given.question === question;
}
/**
 * Why the invocation's answer (run --answer, given for `given`) was not used, said as a warning at
 * its end: a source change rerun took that question back and the step did not ask it again (or
 * asked another, or the run stopped before it got there), or the run stopped before the step ran.
 */
function unusedAnswerWarning(given, state, stop, change, answerCommand) {
    const quoted = `step ${given.step}'s question (${JSON.stringify(given.question)})`;
    const now = pendingQuestion(state);
    const after = now !== undefined && now.step === given.step && now.question === given.question
        ? `it is pending again: answer it with \`${answerCommand}\``
        : now !== undefined
            ? `step ${now.step} asks another question now (${JSON.stringify(now.question)}): answer that one with \`${answerCommand}\``
            : state.active_step === null
                ? `the run ended ${stop} without step ${given.step} asking it again`
                : `the run stopped ${stop} before step ${given.step} asked it again`;
    const why = change?.rerun_from != null ? `--on-source-change rerun ran the run again from step ${change.rerun_from}, which took back ${quoted}` : `the run stopped ${stop} before step ${given.step} ran again with the answer to ${quoted}`;
    return `--answer was not used: ${why}; ${after}. Nothing was recorded as its answer.`;
}
/** The command that answers: `resume` (the run's own resume, its flags kept) with `--answer '<your answer>'`. */
function answerResume(resume) {
    return `${resume} --answer ${(0,_command_line_js__WEBPACK_IMPORTED_MODULE_3__/* .shellWord */ .r7)(ANSWER_WORD)}`;
}
/**
 * A run stopped WORKFLOW_ANSWER_REQUIRED at a step whose child run asks (or a child run below it):
 * the answer goes to the run that asks (its own `run \u2026 --answer`), then this run's resume
 * continues the child. The command that answers is the one the stop recorded (the step's
 * answer_command: events.ts AnswerBelow, since 2026-12-07). A journal written before records none:
 * a child workflow step's child run is named by its workflow file and run id (a child whose state
 * other inputs locate needs them too: its own stop message says it); a child run deeper down \u2014 a
 * parallel step's child_workflow branch, a foreach item's child run \u2014 is found by its command at
 * the end of the stop's message (askedQuestionMessage, as each run up the chain quotes it).
 * Undefined when the run waits on no child run's question.
 */
function childAnswerNext(state, commandName, resume, message = state.message) {
    const id = state.active_step;
    if (id === null || pendingQuestion(state) !== undefined)
        return undefined;
    const record = (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRecord */ .oU)(state, id);
    const child = record?.child;
    const direct = child !== undefined && child.run_id !== null && child.status === 'WORKFLOW_ANSWER_REQUIRED';
    const childOwn = direct ? answerResume((0,_command_line_js__WEBPACK_IMPORTED_MODULE_3__/* .runCommandLine */ .rZ)(commandName, child.workflow_file, child.run_id)) : undefined;
    const answer = record?.answer_command ?? childOwn ?? quotedAnswerCommand(message ?? '');
    if (answer === undefined)
        return undefined;
    // Named only when it is the child run itself that asks (not a run below it).
    const which = answer === childOwn ? `child workflow run ${child.run_id}` : 'a child workflow run';
    return { nextCommand: answer, hint: `Step ${id} runs ${which}, whose stage asks a person (the message says the question): answer it there with \`${answer}\`, then resume this run with \`${resume}\` (it continues the child). This run takes no --answer of its own.` };
}
/** The command that answers, as askedQuestionMessage ends a stop's message with it (undefined when the message does not end so). */
function quotedAnswerCommand(message) {
    const tail = ` --answer ${(0,_command_line_js__WEBPACK_IMPORTED_MODULE_3__/* .shellWord */ .r7)(ANSWER_WORD)}\``;
    const head = 'answer with `';
    const at = message.lastIndexOf(head);
    return message.endsWith(tail) && at >= 0 ? message.slice(at + head.length, -1) : undefined;
}
/** The stop's message: the step, the question, and the command that answers. */
function askedQuestionMessage(step, question, answer) {
    return `step ${step} asks: ${question} \u2014 answer with \`${answer}\``;
}
/** The stop's fix. */
function askedQuestionFix(step, answer) {
    return `Answer step ${step}'s question: run \`${answer}\` with your answer in place of ${ANSWER_WORD} (one shell word: keep the quotes; --answer-file PATH reads it from a file). The step then runs again with the answer.`;
}
/**
 * The questions a step's next attempt has been asked and answered in its visit, as its prompt
 * says them (empty when none). A question still pending (plan --show-prompt before the answer)
 * shows ANSWER_WORD where its answer will stand.
 */
function questionsSection(questions) {
    if (questions.length === 0)
        return [];
    const lines = ['## Your questions, answered', '', 'An earlier attempt of this stage asked a person; here is each question and its answer. Use them: do not ask again what is answered here.'];
    questions.forEach((q, i) => {
        // Who answered is in the journal, not the prompt: plan --show-prompt shows it before anyone has.
        lines.push('', `### Question ${i + 1}`, '', quoted(q.question), '', 'Answer:', '', quoted(q.answer ?? ANSWER_WORD));
    });
    return lines;
}
function quoted(text) {
    return `> ${text.replace(/\n/g, '\n> ')}`;
}
/** The environment a shell stage gets for its visit's latest answered question (none when there is none). */
function questionEnv(questions) {
    const last = [...questions].reverse().find((q) => q.answer !== undefined);
    if (last === undefined)
        return {};
    return { STAGEGATE_QUESTION: last.question, STAGEGATE_ANSWER: last.answer, STAGEGATE_QUESTIONS_ANSWERED: String(questions.filter((q) => q.answer !== undefined).length) };
}
/**
 * The question the step's latest attempt asked, once answered: the next attempt is the first after
 * the answer (no attempt started since), so a session it continues goes on with the answer.
 */
function answeredJustNow(state, stepId) {
    const record = state === undefined ? undefined : (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRecord */ .oU)(state, stepId);
    const last = questionsOfVisit(state, stepId).at(-1);
    return last !== undefined && last.answer !== undefined && record?.visit_attempts === last.attempt ? last : undefined;
}


/***/ }),

/***/ 2712:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  os: () => (/* binding */ ReplayMismatch),
  Nl: () => (/* binding */ UnknownEvent),
  bk: () => (/* binding */ VERDICTS),
  Z8: () => (/* binding */ applyEvent),
  Sv: () => (/* binding */ replayEvent),
  Qf: () => (/* binding */ withClaims)
});

// EXTERNAL MODULE: ./src/core/state/recorded-digest.ts
var recorded_digest = __webpack_require__(854);
// EXTERNAL MODULE: ./src/core/run/questions.ts
var questions = __webpack_require__(9500);
// EXTERNAL MODULE: ./src/core/state/state.ts
var state_state = __webpack_require__(6624);
// EXTERNAL MODULE: ./src/core/model/workflow.ts
var workflow = __webpack_require__(7280);
// EXTERNAL MODULE: ./src/core/run/transition.ts
var transition = __webpack_require__(9122);
// EXTERNAL MODULE: ./src/core/run/rewind.ts
var rewind = __webpack_require__(2226);
// EXTERNAL MODULE: ./src/core/run/progress.ts
var progress = __webpack_require__(1346);
// EXTERNAL MODULE: ./src/core/run/source-drift.ts
var source_drift = __webpack_require__(5682);
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
    // The rerun's commit, carried along the commits the run's own stages made since (source_advanced).
    if ((0,source_drift/* advancedFrom */.R3)(state, change.source_commit, state.source_commit) !== state.source_commit || change.agent_package_version !== state.agent_package_version)
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
var failure_policy = __webpack_require__(9798);
// EXTERNAL MODULE: ./src/core/steps/decision/transition.ts
var decision_transition = __webpack_require__(183);
// EXTERNAL MODULE: ./src/core/steps/approval/transition.ts
var approval_transition = __webpack_require__(660);
// EXTERNAL MODULE: ./src/core/steps/process/spend.ts
var spend = __webpack_require__(5781);
// EXTERNAL MODULE: ./src/core/steps/child/transition.ts
var child_transition = __webpack_require__(7487);
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
function applyForeachStopped(state, step, code, message, durationMs, at, answerCommand) {
    return { state: (0,transition/* applyFailure */.nw)(state, { step, code, message, exitStatus: null, signal: null, durationMs, log: null, at, ...(answerCommand !== undefined ? { answerCommand } : {}) }), stop: code };
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
var schedule = __webpack_require__(5013);
// EXTERNAL MODULE: ./src/core/steps/parallel/records.ts
var records = __webpack_require__(5);
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
var branches = __webpack_require__(9739);
// EXTERNAL MODULE: ./src/core/run/passed-approvals.ts
var passed_approvals = __webpack_require__(8551);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/core/run/stop-codes.ts
var stop_codes = __webpack_require__(2454);
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
/** An event's answer_command (events.ts AnswerBelow): a string, and only on a stop at a question below; else the event does not replay. */
function answerBelow(e) {
    const answer = e.answer_command;
    if (answer === undefined)
        return undefined;
    if (typeof answer !== 'string' || e.code !== 'WORKFLOW_ANSWER_REQUIRED')
        throw new ReplayMismatch(`records an answer_command with code ${e.code}: only a stop at a question a run below asks (WORKFLOW_ANSWER_REQUIRED) has one`);
    return answer;
}
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
    // Its place among the step's standing verdicts too (a rerun that takes back its later ones reads it again: references.ts standingResult).
    const verdicts = stampStep ? [...(record.verdicts ?? []), { seq: state.transitions, output: record.output ?? null, gate: record.gate ?? null }] : undefined;
    const source = { ...found, accepted_seq: state.transitions, ...(verdicts !== undefined ? { verdicts } : {}) };
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
/** A journal is untrusted: the agent choice it records is the shape a run writes, or the replay stops. */
function checkedAgents(a) {
    const o = a;
    const str = (v) => v === undefined || (typeof v === 'string' && v !== '' && !v.includes('\0'));
    const ok = typeof a === 'object' && a !== null && !Array.isArray(a) &&
        str(o['agent']) && str(o['agent_command']) &&
        (o['agent_args'] === undefined || (Array.isArray(o['agent_args']) && o['agent_args'].every((x) => typeof x === 'string' && !x.includes('\0')))) &&
        (o['fresh_sessions'] === undefined || o['fresh_sessions'] === true) &&
        (o['from'] === 'flags' || o['from'] === 'run') &&
        Object.keys(o).every((k) => ['agent', 'agent_command', 'agent_args', 'fresh_sessions', 'from'].includes(k));
    if (!ok)
        throw new ReplayMismatch(`records an agent choice that is not one a run writes (${JSON.stringify(a).slice(0, 200)})`);
    return a;
}
/** A journal is untrusted: the run a child's run continues through (run_started.top_run) is the shape a run writes, or the replay stops. */
function checkedTopRun(t) {
    const o = t;
    const word = (v) => typeof v === 'string' && v !== '' && !v.includes('\0');
    const inputs = o?.['inputs'];
    const ok = typeof t === 'object' && t !== null && !Array.isArray(t) &&
        word(o['workflow_file']) && word(o['run_id']) &&
        typeof inputs === 'object' && inputs !== null && !Array.isArray(inputs) && Object.values(inputs).every((v) => typeof v === 'string' && !v.includes('\0')) &&
        Object.keys(o).every((k) => ['workflow_file', 'run_id', 'inputs'].includes(k));
    if (!ok)
        throw new ReplayMismatch(`records a run it continues through that is not one a run writes (${JSON.stringify(t).slice(0, 200)})`);
    return { workflow_file: o['workflow_file'], run_id: o['run_id'], inputs: { ...inputs } };
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
            ...(e.source_unread !== undefined ? { source_unread: e.source_unread } : {}),
            agent_package_version: e.agent_package_version,
            ...(e.stagegate_version !== undefined ? { stagegate_version: e.stagegate_version } : {}),
            ...(e.stall_rule !== undefined ? { stall_rule: e.stall_rule } : {}),
            ...(e.prompt_files !== undefined ? { prompt_files: e.prompt_files.map((f) => ({ step: f.step, path: f.path, sha256: f.sha256 })) } : {}),
            ...(e.manifest_sections !== undefined ? { manifest_sections: e.manifest_sections } : {}),
            ...(e.agents !== undefined ? { agents: checkedAgents(e.agents) } : {}),
            ...(e.top_run !== undefined ? { top_run: checkedTopRun(e.top_run) } : {}),
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
            if (e.signal !== undefined && ((0,stop_codes/* stopSignalOf */.eq)(e.signal) === undefined || (0,stop_codes/* stopClass */.Ti)(e.code) !== 'interrupted'))
                throw new ReplayMismatch(`records the signal ${String(e.signal)} with the stop ${e.code}: only an interruption (WORKFLOW_INTERRUPTED) records the signal (SIGINT, SIGTERM, SIGHUP) that stopped it`);
            const invocations = state.invocations.slice();
            const last = invocations[invocations.length - 1];
            // The step this invocation was given --stop-after-step and did not reach: its own.
            if (e.stop_after_step !== undefined && (typeof e.stop_after_step !== 'string' || e.stop_after_step !== last?.stop_after_step)) {
                throw new ReplayMismatch(`records ${JSON.stringify(e.stop_after_step).slice(0, 200)} as the --stop-after-step its invocation did not reach; that invocation was given ${last?.stop_after_step ? `--stop-after-step ${last.stop_after_step}` : 'none'}`);
            }
            if (last)
                invocations[invocations.length - 1] = { ...last, outcome: e.code, ...(e.signal !== undefined ? { signal: e.signal } : {}), ...(e.stop_after_step !== undefined ? { stop_after_step_unmet: true } : {}) };
            return plain({ ...state, invocations, updated_at: e.at });
        }
        case 'runner_lost': {
            const flight = state.in_flight;
            if (flight === null)
                throw new ReplayMismatch(`records an attempt of step ${e.step} abandoned by a dead runner, but no attempt was in flight`);
            if (flight.step !== e.step || flight.visit !== e.visit || flight.attempt !== e.attempt)
                throw new ReplayMismatch(`records visit ${e.visit}, attempt ${e.attempt} of step ${e.step} as abandoned by a dead runner; the attempt in flight was visit ${flight.visit}, attempt ${flight.attempt} of step ${flight.step}`);
            const running = (0,records/* runningBranches */.Kk)(state, e.step);
            const named = e.branches ?? [];
            if (named.join(',') !== running.join(','))
                throw new ReplayMismatch(`names branches ${named.join(', ')} of step ${e.step} as left running; the running ones were ${running.join(', ') || 'none'}`);
            if (e.killed !== null && (!Number.isInteger(e.killed) || e.killed < 0))
                throw new ReplayMismatch(`records ${String(e.killed)} processes killed: not a count`);
            return plain({ ...state, updated_at: e.at });
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
        case 'attempt_failed': {
            const answerCommand = answerBelow(e);
            return {
                state: (0,transition/* applyFailure */.nw)(state, { step: stepOf(workflow, e.step), code: e.code, message: e.message, exitStatus: e.exit_status, signal: e.signal, durationMs: e.duration_ms, log: e.log, at: e.at, ...(e.failure_status !== undefined ? { failureStatus: e.failure_status } : {}), ...(answerCommand !== undefined ? { answerCommand } : {}) }),
                claims: { to: e.step, stop: e.code },
            };
        }
        case 'gate_accepted': {
            const step = stepOf(workflow, e.step);
            const route = (0,transition/* routeStatus */.KY)(step, e.gate.status, presence(e.present));
            if (!route)
                throw new ReplayMismatch(`step ${e.step} accepted status ${e.gate.status}, which the workflow does not route`);
            // A failure status fails the attempt (gate/judge.ts): the runner never accepts it as a verdict.
            if (step.def.failure_statuses?.includes(e.gate.status) === true)
                throw new ReplayMismatch(`step ${e.step} accepted status ${e.gate.status}, one of its failure_statuses, which fail the attempt and are never accepted`);
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
        case 'question_asked': {
            const step = stepOf(workflow, e.step);
            const refused = (0,questions/* questionAskedRefusal */.jP)(state, step, e);
            if (refused !== undefined)
                throw new ReplayMismatch(refused);
            return plain((0,questions/* applyQuestionAsked */.tO)(state, e));
        }
        case 'question_answered': {
            const refused = (0,questions/* questionAnsweredRefusal */.ge)(state, e);
            if (refused !== undefined)
                throw new ReplayMismatch(refused);
            return plain((0,questions/* applyQuestionAnswered */.yK)(state, e));
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
            const t = (0,decision_transition/* applyDecision */.Vg)(state, workflow, step, e.outcome, e.at, e.stop_after);
            return claimed(t);
        }
        case 'approval_reached': {
            const t = (0,approval_transition/* approvalTransition */.pm)(state, workflow, stepOf(workflow, e.step), e.at, e.stop_after, e.message, e.approvers);
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
            if (e.by !== undefined && typeof e.by !== 'string')
                throw new ReplayMismatch(`skips step ${e.step} by ${JSON.stringify(e.by)}, which is not a name`);
            const t = (0,failure_policy/* skipStep */.Ks)(state, workflow, e.step, e.at, undefined, e.by);
            return claimed(t);
        }
        case 'agent_attempt': {
            // The record as stagegate writes it (AttemptRecord): a line that claims another shape (an
            // attempt's usage with a count of its own, an empty or overlong `refused`) does not replay.
            const checked = state_state/* AttemptRecord */.Hi.safeParse(e.record);
            if (!checked.success)
                throw new ReplayMismatch(`records an agent attempt on step ${e.record_on} whose record is not one stagegate writes (${checked.error.issues.map((i) => `${i.path.join('.') || 'record'}: ${i.message}`).join('; ')})`);
            return plain((0,spend/* recordAttempt */.fh)(state, stepOf(workflow, e.record_on), e.record));
        }
        case 'artifacts_revised':
            return plain({ ...state, artifacts: { ...state.artifacts, ...e.artifacts }, ...(0,progress/* counted */.hS)(state, (0,progress/* changedArtifacts */.eR)(state, e.artifacts)) });
        case 'child_recorded':
            return plain((0,child_transition/* withChildRecord */.K2)(state, e.step, e.child));
        case 'child_routed': {
            const step = stepOf(workflow, e.step);
            if (!step.def.statuses || !Object.hasOwn(step.def.statuses, e.child_status))
                throw new ReplayMismatch(`child step ${e.step} routed ${e.child_status}, which the workflow does not route`);
            const t = (0,child_transition/* applyChildRouted */.mm)(state, workflow, { step, childStatus: e.child_status, present: presence(e.present), durationMs: e.duration_ms, at: e.at, stopAfter: e.stop_after, decidedAt: e.decided_at });
            return claimed(t);
        }
        case 'child_paused': {
            const t = (0,child_transition/* applyChildPaused */.Ld)(state, stepOf(workflow, e.step), e.message, e.at);
            return claimed(t);
        }
        case 'child_failed': {
            const t = (0,child_transition/* applyChildFailed */._j)(state, stepOf(workflow, e.step), e.code, e.message, e.duration_ms, e.at, answerBelow(e));
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
            return plain(withForeachRecord((0,passed_approvals/* withItemDecisions */.$1)((0,progress/* withItemsReloaded */.N$)(state, e.step), e.step, null), e.step, record));
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
            return plain((0,passed_approvals/* withItemDecisions */.$1)((0,progress/* withItemOutputs */.UB)(withForeachRecord(state, e.step, (0,schedule/* finishItem */.Dn)(record, e.index, e.end, e.outcome)), e.step, e.index, e.item, e.outputs), e.step, e.decided_at));
        }
        case 'foreach_marked':
            return plain(withForeachRecord(state, e.step, { ...foreachOf(state, e.step), stopped: e.stopped }));
        case 'foreach_ended': {
            const step = stepOf(workflow, e.step);
            const t = e.how === 'stopped'
                ? applyForeachStopped(state, step, e.code, e.message, e.duration_ms, e.at, answerBelow(e))
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
        case 'branch_artifact': {
            // Listed in the branches' declared order, not the order they finished in (the journal's).
            const owner = (0,branches/* branchOfArtifactKey */.Dz)(workflow, e.key);
            const declared = owner ? (0,branches/* branchesOf */.IJ)(workflow, owner.step).map((b) => (0,branches/* artifactKey */.Wf)(owner.step.id, b.id)) : [];
            return plain({ ...state, artifacts: (0,records/* withBranchArtifact */.vG)(state.artifacts, e.key, e.artifact, declared), ...(0,progress/* counted */.hS)(state, (0,progress/* changedArtifacts */.eR)(state, { [e.key]: e.artifact })) });
        }
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
        case 'effect_done':
            return plain(withEffect(state, e));
        case 'source_advanced':
            return plain(withAdvance(state, e));
        default:
            throw new UnknownEvent(String(e.event));
    }
}
const COMMIT = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/**
 * HEAD moved during an attempt: only the attempt in flight (its step, visit and attempt), only
 * from the run's source commit then, only to another commit. A line that claims anything else (a
 * forged advance that would make a commit made elsewhere the run's own) is refused as any event
 * that does not replay. The run's source commit moves to the new one (run/source-drift.ts).
 */
function withAdvance(state, e) {
    const where = `records HEAD moving to ${String(e.to_commit).slice(0, 12)} during step ${e.step}, visit ${e.visit}, attempt ${e.attempt}`;
    const flight = state.in_flight;
    if (flight === null || flight.step !== e.step || flight.visit !== e.visit || flight.attempt !== e.attempt) {
        throw new ReplayMismatch(`${where}, which was not the attempt in flight (${flight ? `step ${flight.step}, visit ${flight.visit}, attempt ${flight.attempt}` : 'none was'})`);
    }
    if (e.from_commit !== (state.source_commit ?? null))
        throw new ReplayMismatch(`${where} from ${e.from_commit === null ? 'no commit' : e.from_commit.slice(0, 12)}; the run was at ${state.source_commit ? state.source_commit.slice(0, 12) : 'no commit'}`);
    if (typeof e.to_commit !== 'string' || !COMMIT.test(e.to_commit) || e.to_commit === e.from_commit)
        throw new ReplayMismatch(`${where}, which is not a move to another commit`);
    const advance = { at: e.at, step: e.step, visit: e.visit, attempt: e.attempt, from_commit: e.from_commit, to_commit: e.to_commit };
    return { ...state, source_commit: e.to_commit, source_advances: [...(state.source_advances ?? []), advance], updated_at: e.at };
}
/**
 * A side effect is recorded only for an attempt that happened: of the step's current visit (a
 * sequential step's, or a parallel step's branch on its visit), and no later than its latest
 * attempt there. A record for a step, branch, visit or attempt the run never had is a forged or
 * misplaced line, refused as any event that does not replay.
 */
function withEffect(state, e) {
    const record = (0,transition/* stepRecord */.oU)(state, e.step);
    const where = `records side effect '${e.key}' of step ${e.step}${e.branch !== undefined ? `, branch ${e.branch}` : ''}, visit ${e.visit}, attempt ${e.attempt}`;
    if (record === undefined)
        throw new ReplayMismatch(`${where}, which never ran`);
    if (e.branch !== undefined) {
        const p = record.parallel;
        const branch = p && Object.hasOwn(p.branches, e.branch) ? p.branches[e.branch] : undefined;
        if (!p || branch === undefined || p.visit !== e.visit || e.attempt < 1 || e.attempt > branch.attempt)
            throw new ReplayMismatch(`${where}, which the run did not have (${p ? `its visit ${p.visit}` : 'no parallel record'})`);
    }
    else if (record.visits !== e.visit || e.attempt < 1 || e.attempt > (record.visit_attempts ?? 0)) {
        throw new ReplayMismatch(`${where}; the step is on visit ${record.visits} with ${record.visit_attempts ?? 0} attempt${record.visit_attempts === 1 ? '' : 's'}`);
    }
    const ref = { key: e.key, step: e.step, ...(e.branch !== undefined ? { branch: e.branch } : {}), visit: e.visit, attempt: e.attempt, done_at: e.done_at };
    return { ...state, effects: [...(state.effects ?? []), ref] };
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
        const recorded = state === undefined ? undefined : underLimitThen(state, e, workflow, applied);
        if (recorded !== undefined)
            return recorded;
        const said = `${e.to ?? 'the end'}${e.stop ? ` (${e.stop})` : ''}`;
        const gives = `${applied.claims.to ?? 'the end'}${applied.claims.stop ? ` (${applied.claims.stop})` : ''}`;
        throw new ReplayMismatch(`${e.event} of step ${'step' in e ? e.step : '?'} says it led to ${said}; the workflow leads to ${gives}`);
    }
    return applied.state;
}
const LOOP_LIMIT = 'WORKFLOW_BLOCKED_LOOP_LIMIT';
/**
 * An event written under another version of the workflow (an earlier invocation's, before an
 * edit --allow-workflow-change took) that ended the run at the loop limit where the edited
 * workflow enters the step: max_visits was raised since (the continuation REWIND_NOT_SUPPORTED and
 * WORKFLOW_BLOCKED_LOOP_LIMIT advise). It replays as it was decided, the step's limit then read from
 * the journal itself (the run ended at visit N + 1, so it was N). Only this way: an end replayed
 * as an end takes nothing past a limit. An entry the edited workflow would refuse (a lowered
 * max_visits, or a journal rewritten to enter a step once more than its limit) is refused as any
 * other difference is: what the event was written under is only what the journal says (its
 * run_started digest), so it never lets a visit past the workflow's limit. Any other difference,
 * or any under the workflow the event was written with: undefined, and the event is refused.
 */
function underLimitThen(state, e, workflow, now) {
    if ((0,recorded_digest/* recordedDigestMatches */.s)(state, workflow))
        return undefined;
    if (e.stop !== LOOP_LIMIT || e.to !== null || now.claims.to === null || now.claims.stop === LOOP_LIMIT)
        return undefined;
    const target = now.claims.to;
    const step = workflow.steps.get(target);
    if (step === undefined)
        return undefined;
    const limit = (0,transition/* stepRecord */.oU)(state, target)?.visits ?? 0;
    if (limit < 1)
        return undefined;
    const then = { ...workflow, steps: new Map(workflow.steps).set(target, { ...step, def: { ...step.def, max_visits: limit } }) };
    const applied = applyEvent(state, e, then);
    return applied.claims.to === e.to && applied.claims.stop === e.stop ? applied.state : undefined;
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

/***/ 2777:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FP: () => (/* binding */ integrityViolation),
/* harmony export */   K7: () => (/* binding */ checkManifest),
/* harmony export */   u9: () => (/* binding */ refuseUnloadable)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2862);
/* harmony import */ var _state_store_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9916);
/* harmony import */ var _state_journal_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(666);
/* harmony import */ var _state_integrity_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5970);
// A run whose files are there but that does not load is refused, in the words status uses, before
// anything that needs its inputs, agents or lock: locating a run (context.ts, which `graph` loads
// too) needs this and nothing of the preflight's agent checks or the run lock.





/** The refusal of a resume whose run did not load (a journal that does not verify, a projection that contradicts it): run and plan say it alike. */
function integrityViolation(load) {
    // A run a newer stagegate wrote is refused as such (state/written-by.ts), not as an edit.
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .StagegateError */ .q((0,_state_store_js__WEBPACK_IMPORTED_MODULE_2__/* .refusedCode */ .Q_)(load), `${load.reason}; nothing was changed`, {
        hint: load.hint,
        location: { file: load.file, ...(load.line !== undefined ? { line: load.line } : {}) },
    });
}
/**
 * What a resume judges under its lock that locating the run did not read: the journal head the
 * run's manifest records against the journal (a journal cut short of it \u2014 even to nothing, with the
 * state file gone \u2014 or one whose event at that head is another; the manifest's other fields are
 * not compared) \u2014 with the snapshot,
 * as the runner reloads the run (reloadRun: the replay reused while the journal is unchanged). For
 * `plan`, which takes no lock: it refuses the run a resume would refuse, with the same message.
 */
function checkManifest(ctx) {
    // No run located (the state file and the journal gone, or the journal empty): the manifest may still record one.
    if (ctx.bound.controls.mode !== 'resume' || ctx.existing.kind === 'corrupt')
        return;
    const load = (0,_state_store_js__WEBPACK_IMPORTED_MODULE_2__/* .reloadRun */ .pI)(ctx.existing, { state: ctx.statePath.abs, manifest: ctx.manifestPath.abs }, ctx.workflow, ctx.statePath.rel, { naming: ctx.naming });
    if (load.kind === 'corrupt')
        throw integrityViolation(load);
}
/**
 * A resume of a run whose files are in place but which does not load \u2014 a state file without its
 * journal, a journal that does not verify, only the manifest left of it \u2014 refused before anything
 * that needs the run's inputs or agents (run, plan; status reports the same refusal, word for
 * word): a run a resume would refuse never asks for inputs first. Likewise a run that loads but is
 * another workflow's (state/integrity.ts checkRunIdentity). A run that loads, and one with
 * no file at all (not started), pass; the manifest is read only when nothing else of the run is.
 */
function refuseUnloadable(ctx, allowWorkflowChange) {
    refuseSharedRunRoot(ctx);
    if (ctx.bound.controls.mode !== 'resume')
        return;
    if (ctx.existing.kind === 'corrupt')
        throw integrityViolation(ctx.existing);
    // Another workflow's run is refused as such before its inputs are asked for too.
    if (ctx.existing.kind === 'ok')
        (0,_state_integrity_js__WEBPACK_IMPORTED_MODULE_4__/* .checkRunIdentity */ .Ee)(ctx.existing.state, ctx.workflow, ctx.statePath.rel, { allowWorkflowChange, naming: ctx.naming });
    if (ctx.existing.kind === 'absent' && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(ctx.manifestPath.abs))
        checkManifest(ctx);
}
/**
 * A run folder holds one run's manifest (RUN_MANIFEST.yaml) and logs: a run of another state path
 * whose run root is this one (two workflows with `runs/{{run_id}}/x.yaml` and `y.yaml`) would
 * write its manifest over the other run's, which then no longer verifies its journal's tail \u2014
 * refused, fresh or resume, before anything is written.
 */
function refuseSharedRunRoot(ctx) {
    const other = (0,_state_store_js__WEBPACK_IMPORTED_MODULE_2__/* .manifestOfOtherRun */ .kg)(ctx.manifestPath.abs, (0,_state_journal_js__WEBPACK_IMPORTED_MODULE_3__/* .journalPathFor */ .S7)(ctx.statePath.abs), ctx.workflow.name);
    if (other === undefined)
        return;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .StagegateError */ .q('WORKFLOW_STATE_OWNED_BY_OTHER_RUN', `run folder ${ctx.runRoot.rel} holds run ${other.runId} of workflow '${other.workflow}' (started from ${other.workflowFile}; its manifest ${ctx.manifestPath.rel} records journal ${other.journal}): this run (state ${ctx.statePath.rel}) would write its own manifest and logs over that run's. Nothing was written`, {
        hint: `Give ${ctx.workflow.file} a run folder of its own: a state_path (or artifact_root) that names the workflow, e.g. 'runs/{{run_id}}/${ctx.workflow.name}/workflow_state.yaml'${ctx.artifactRoot !== undefined ? `, or pass artifact_root=<another folder>` : ''}. If run ${other.runId} of '${other.workflow}' is gone and its manifest left behind, remove ${ctx.manifestPath.rel}.`,
        location: { file: ctx.manifestPath.rel },
    });
}


/***/ }),

/***/ 5447:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dj: () => (/* binding */ rerunFromBlocked),
/* harmony export */   eo: () => (/* binding */ planRerun),
/* harmony export */   ks: () => (/* binding */ parallelOnDisk)
/* harmony export */ });
/* unused harmony export foreachOnDisk */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _state_store_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9916);
/* harmony import */ var _shards_descriptor_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4988);
/* harmony import */ var _workspace_digest_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3929);
/* harmony import */ var _transition_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9122);
/* harmony import */ var _rewind_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2226);
/* harmony import */ var _stop_codes_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2454);
/* harmony import */ var _shards_branch_fan_out_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5404);
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
    const spent = noVisitLeft(state, workflow, plan);
    if (spent !== undefined)
        return spent;
    // A parallel step taken back runs every branch again at its next visit (the step rerun from, when it reopens its visit, is read below).
    // Every such step with merged branches is named: rerun from the step after the first alone, the next would refuse it again.
    const mergedSteps = [];
    for (const id of plan.taken_back) {
        if (id === plan.step && plan.branches !== undefined)
            continue;
        if (workflow.steps.get(id)?.kind !== 'parallel')
            continue;
        const { merged } = parallelOnDisk(workspace, state, id, runRoot);
        if (merged.length === 0)
            continue;
        const one = merged.length === 1;
        mergedSteps.push({ id, why: `it would take back the verdict of parallel step ${id}, whose branch${one ? '' : 'es'} ${merged.join(', ')} ${one ? 'was' : 'were'} merged from shards (run elsewhere, stagegate merge), which running it again here would not honestly redo` });
    }
    if (mergedSteps.length > 0) {
        return {
            code: 'REWIND_NOT_SUPPORTED',
            message: `--rerun-from ${plan.step}: ${mergedSteps.map((m) => m.why).join('; and ')}`,
            hint: `Rerun from ${mergedSteps.length > 1 ? `a step after the last of them (${mergedSteps.at(-1).id})` : 'a step after it'}, or start the run over with --mode fresh.`,
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
 * A rerun that would enter its step past max_visits (the step, else execution.max_visits, else
 * 10): refused before anything is written. Recorded, the rewind would take the verdicts back and
 * the entry end the run at the loop limit at once: nothing run again, and the step's verdict gone
 * (a later --rerun-from of it is not reached). A rerun from the step the run is at with no verdict
 * to take back enters nothing (the runner resumes there): not refused.
 */
function noVisitLeft(state, workflow, plan) {
    if (plan.taken_back.length === 0 && plan.step === state.active_step)
        return undefined;
    const visits = (0,_transition_js__WEBPACK_IMPORTED_MODULE_5__/* .stepRecord */ .oU)(state, plan.step)?.visits ?? 0;
    const limit = (0,_transition_js__WEBPACK_IMPORTED_MODULE_5__/* .maxVisitsOf */ .as)(workflow, plan.step);
    if (visits < limit)
        return undefined;
    // Every step past it at its limit too: raising the step's alone, the rerun would stop at the first it reaches.
    const also = (0,_rewind_js__WEBPACK_IMPORTED_MODULE_6__/* .stepsAtLimitFrom */ ._I)(state, workflow, plan.step);
    const alsoSaid = also.length === 0 ? '' : `; so ${also.length === 1 ? 'has step' : 'have steps'} ${also.map((id) => `${id} (max_visits ${(0,_transition_js__WEBPACK_IMPORTED_MODULE_5__/* .maxVisitsOf */ .as)(workflow, id)})`).join(', ')}, which the run reaches from ${plan.step}: with ${plan.step}'s limit raised alone, the rerun would stop ${also.length === 1 ? 'there' : 'at the first of them it reaches'}`;
    const steps = also.length === 0 ? `step ${plan.step}` : `steps ${[plan.step, ...also].join(', ')}`;
    return {
        code: 'REWIND_NOT_SUPPORTED',
        message: `--rerun-from ${plan.step}: step ${plan.step} has had its ${limit} visit${limit === 1 ? '' : 's'} (max_visits ${limit}), so entering it again would only end the run at the loop limit (WORKFLOW_BLOCKED_LOOP_LIMIT)${alsoSaid}`,
        hint: `Start the run over with --mode fresh, or raise max_visits of ${steps} (or execution.max_visits) in the workflow and rerun with --allow-workflow-change.`,
        raise: plan.step,
        ...(also.length > 0 ? { alsoAtLimit: also } : {}),
    };
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
    return (0,_rewind_js__WEBPACK_IMPORTED_MODULE_6__/* .isRefusal */ .vu)(planRerun(workspace, state, workflow, step, runRoot)) ? undefined : step;
}


/***/ }),

/***/ 2226:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CA: () => (/* binding */ blockedFreshHint),
/* harmony export */   E3: () => (/* binding */ applyRewind),
/* harmony export */   HN: () => (/* binding */ rerunBranches),
/* harmony export */   I2: () => (/* binding */ blockedRerunHint),
/* harmony export */   Il: () => (/* binding */ decisionReads),
/* harmony export */   Kn: () => (/* binding */ raiseVisitsHint),
/* harmony export */   PB: () => (/* binding */ planRewind),
/* harmony export */   Zn: () => (/* binding */ describeRewind),
/* harmony export */   _I: () => (/* binding */ stepsAtLimitFrom),
/* harmony export */   bc: () => (/* binding */ rerunItems),
/* harmony export */   f$: () => (/* binding */ rewoundAway),
/* harmony export */   jq: () => (/* binding */ loopLimitHint),
/* harmony export */   rU: () => (/* binding */ rerunStepUnknown),
/* harmony export */   sz: () => (/* binding */ rewindError),
/* harmony export */   vu: () => (/* binding */ isRefusal),
/* harmony export */   w4: () => (/* binding */ rerunCommand),
/* harmony export */   zG: () => (/* binding */ rerunInsideInWords)
/* harmony export */ });
/* unused harmony exports loopStepsAtLimit, loopLimitStep, blockingOutputsInWords */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2862);
/* harmony import */ var _model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1742);
/* harmony import */ var _state_state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6624);
/* harmony import */ var _transition_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9122);
/* harmony import */ var _validate_graph_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9590);
/* harmony import */ var _command_line_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1439);
/* harmony import */ var _failed_end_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9516);
/* harmony import */ var _steps_parallel_branches_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9739);
/* harmony import */ var _steps_parallel_records_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5);
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
    const child = (0,_steps_parallel_branches_js__WEBPACK_IMPORTED_MODULE_6__/* .branchesOf */ .IJ)(workflow, step).find((b) => b.kind === 'child_workflow');
    return child === undefined ? undefined : `it would take back the verdict of parallel step ${id}, whose branch ${child.id} runs a child workflow: its child run is found by its inputs, not the step's visit, so it would be resumed and report its old outcome, not run again`;
}
function holdsVerdict(r) {
    return r !== undefined && (r.status === 'completed' || r.status === 'blocked');
}
/**
 * --rerun-from STEP where STEP is no step of the workflow: the refusal, judged on the workflow
 * alone (the runner says it before it locates or checks the run: a mistyped id is the
 * invocation's mistake whatever state the run is in); undefined when STEP is a step.
 */
function rerunStepUnknown(workflow, stepId) {
    if (workflow.steps.has(stepId))
        return undefined;
    const ids = [...workflow.steps.keys()];
    // A branch (by its id, or as an imported file wrote it: CCW's N-002 in a parallel_group) is
    // no step: name its parallel step, whose rerun runs the branches that did not succeed.
    const parent = [...workflow.steps.values()].find((s) => s.kind === 'parallel' && (Object.hasOwn(s.def.parallel?.branches ?? {}, stepId) || Object.values(s.branchesWritten ?? {}).includes(stepId)));
    if (parent !== undefined) {
        return { code: 'REWIND_STEP_UNKNOWN', message: `--rerun-from ${stepId}: ${stepId} is a branch of parallel step ${parent.id}, not a step of workflow ${workflow.name}`, hint: `Rerun from the parallel step: --rerun-from ${parent.id} (its branches that did not succeed run again, the others are kept).` };
    }
    const near = (0,_model_did_you_mean_js__WEBPACK_IMPORTED_MODULE_8__/* .closest */ .kp)(stepId, ids);
    return { code: 'REWIND_STEP_UNKNOWN', message: `--rerun-from ${stepId}: workflow ${workflow.name} has no step ${stepId}${near !== undefined ? `. Did you mean '${near}'?` : ''}`, hint: `Pass one of its steps: ${ids.join(', ')}.` };
}
/**
 * What rerunning run `state` from `stepId` takes back, or why it cannot. `state` undefined: the
 * run has not started.
 */
function planRewind(state, workflow, stepId) {
    const unknown = rerunStepUnknown(workflow, stepId);
    if (unknown !== undefined)
        return unknown;
    const step = workflow.steps.get(stepId);
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
    // The step whose failure (STAGE_FAILED / STAGE_TIMEOUT after its retries) ended the run, its on_failure leading to BLOCKED:
    // it holds no verdict and nothing was accepted after it, so the run goes back to it as to the step it is at (failedEnd).
    // A skipped step (stagegate skip, on_failure: skip) holds no verdict, but the run went on from its skip: a rerun from it takes the skip back
    // with every verdict accepted after it, and runs it (its output, which later steps may read as empty, is made).
    const skippedAt = record.status === 'skipped' ? record.skipped_seq : undefined;
    const since = (holdsVerdict(record) ? record.accepted_seq : undefined) ?? skippedAt ?? (state.active_step === stepId || (0,_failed_end_js__WEBPACK_IMPORTED_MODULE_5__/* .failedEnd */ .FA)(state) === stepId ? Infinity : undefined);
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
    const takenBack = [...(holdsVerdict(record) || skippedAt !== undefined ? [stepId] : []), ...later];
    const atOwn = state.active_step !== null && state.active_step !== stepId && OWN_RUNS.has(workflow.steps.get(state.active_step)?.kind ?? '') ? state.active_step : undefined;
    // Every step taken back whose runs would not run again, not only the first: rerun from the step
    // after the first alone, the rerun is refused again for the next.
    const takenOwn = takenBack.flatMap((id) => {
        const why = takenBackOwnRuns(workflow, id);
        return why === undefined ? [] : [{ id, why }];
    });
    if (OWN_RUNS.has(step.kind) || takenOwn.length > 0 || atOwn !== undefined) {
        const ownRuns = (which) => {
            const kind = workflow.steps.get(which).kind.replace('_', ' ');
            return which === state.active_step && !takenBack.includes(which) ? `the run is at ${kind} step ${which} (its shards or runs may be pending)` : `it would take back the verdict of ${kind} step ${which}, whose runs keep their own results and would not run again`;
        };
        const why = OWN_RUNS.has(step.kind) ? ownRuns(stepId) : takenOwn.length > 0 ? takenOwn.map((t) => t.why).join('; and ') : ownRuns(atOwn);
        const after = !OWN_RUNS.has(step.kind) && takenOwn.length > 1 ? `a step after the last of them (${takenOwn.at(-1).id})` : 'a step after it';
        return { code: 'REWIND_NOT_SUPPORTED', message: `--rerun-from ${stepId}: ${why}`, hint: `Rerun from ${after}, or start the run over with --mode fresh.` };
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
    const branches = (0,_steps_parallel_branches_js__WEBPACK_IMPORTED_MODULE_6__/* .branchesOf */ .IJ)(workflow, step);
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
    const branches = withChanged(plan.branches, also, (0,_steps_parallel_branches_js__WEBPACK_IMPORTED_MODULE_6__/* .branchesOf */ .IJ)(workflow, workflow.steps.get(plan.step)).map((b) => b.id), 'names a branch twice, or one that did not succeed among the changed ones', (branch) => {
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
    // So does a stage whose failure ended the run (failedEnd): out of the failed or blocked steps, it runs again.
    if (endedBy !== undefined && (0,_failed_end_js__WEBPACK_IMPORTED_MODULE_5__/* .failedEnd */ .FA)(state) === endedBy)
        taken.add(endedBy);
    const steps = { ...state.steps };
    for (const id of taken)
        steps[id] = { ...steps[id], status: 'pending' };
    // The verdicts taken back leave the steps' standing verdicts: those accepted since the rerun's
    // step (its own last one included); a step's earlier one, from before it, still reads (a loop).
    const own = state.steps[plan.step];
    const since = (holdsVerdict(own) ? own.accepted_seq : undefined) ?? (own?.status === 'skipped' ? own.skipped_seq : undefined) ?? Infinity;
    for (const id of plan.taken_back) {
        const v = steps[id]?.verdicts;
        if (v !== undefined)
            steps[id] = { ...steps[id], verdicts: v.filter((e) => e.seq < since) };
    }
    const from = state.active_step ?? state.last_transition?.step ?? plan.step;
    const active = steps[from];
    if (active && active.status === 'in_flight')
        steps[from] = { ...active, status: 'pending' };
    const reopened = state.active_step === null ? { blocking_artifact: null, blocking_qids: [], blocking_retry_step: null } : {};
    // An approval step's verdict taken back is its decision at its last visit: later references
    // read the decision before it (or none), as a step's output taken back is no longer read.
    const approvals = state.approvals?.map((a) => (taken.has(a.step) && a.taken_back_at === undefined && a.visit === state.steps[a.step]?.visits ? { ...a, taken_back_at: at } : a));
    const back = {
        ...state,
        ...reopened,
        ...(approvals !== undefined ? { approvals } : {}),
        steps,
        completed_steps: state.completed_steps.filter((id) => !taken.has(id)),
        failed_or_blocked_steps: state.failed_or_blocked_steps.filter((id) => !taken.has(id)),
        in_flight: null,
        pending_approval: null,
        rewinds: [...(state.rewinds ?? []), { at, step: plan.step, taken_back: plan.taken_back, seq: state.transitions }],
        updated_at: at,
    };
    const visit = (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .currentVisit */ .$n)(active);
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
        list[id] = again.has(id) ? (0,_steps_parallel_records_js__WEBPACK_IMPORTED_MODULE_7__/* .pendingBranch */ .Uf)(b.kind, record.visits) : b;
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
    return `${resume}${(0,_command_line_js__WEBPACK_IMPORTED_MODULE_4__/* .flagWord */ .Np)('rerun-from', step)}`;
}
/**
 * How a run goes on from `step` once it has had its max_visits visits (REWIND_NOT_SUPPORTED of a
 * --rerun-from, WORKFLOW_BLOCKED_LOOP_LIMIT): raise the limit, then rerun from it with the edit
 * allowed \u2014 the earlier verdicts kept, the loop-limit end replayed as the journal recorded it.
 */
function raiseVisitsHint(step, workflow, resume, fresh = 'start the run over with --mode fresh', alsoAtLimit = [], alsoWhere = `on the loop back to ${step}`) {
    const also = alsoAtLimit.filter((id) => id !== step);
    const own = [step, ...also].every((id) => workflow.steps.get(id)?.def.max_visits !== undefined);
    const which = also.length === 0 ? `step ${step}` : `steps ${[step, ...also].join(', ')} (each has had its max_visits visits ${alsoWhere}: raising ${step}'s alone stops the rerun at the next)`;
    return `Raise max_visits of ${which}${own ? '' : ' (or execution.max_visits)'} in ${workflow.file}, then continue the run from ${also.length === 0 ? 'it' : step}, keeping its earlier verdicts: ${rerunCommand(resume, step)} --allow-workflow-change. Or ${fresh}.`;
}
/**
 * The steps other than `step` that lie on a path from `step` back to `sender` (the step whose
 * transition would have entered `step` once more; `sender` included) and have had their max_visits
 * visits: a rerun from `step` with only its limit raised would stop at the first of them. In the
 * workflow's step order.
 */
function loopStepsAtLimit(state, workflow, step, sender) {
    if (!workflow.steps.has(sender))
        return [];
    const successors = new Map();
    const predecessors = new Map();
    const add = (map, key, value) => {
        const list = map.get(key);
        if (list)
            list.push(value);
        else
            map.set(key, [value]);
    };
    for (const [id, model] of workflow.steps) {
        for (const t of (0,_validate_graph_js__WEBPACK_IMPORTED_MODULE_3__/* .transitionsOf */ .C5)(model)) {
            if (!workflow.steps.has(t.to))
                continue;
            add(successors, id, t.to);
            add(predecessors, t.to, id);
        }
    }
    const fromStep = (0,_validate_graph_js__WEBPACK_IMPORTED_MODULE_3__/* .reachable */ .Gq)([step], (id) => successors.get(id) ?? []);
    const toSender = (0,_validate_graph_js__WEBPACK_IMPORTED_MODULE_3__/* .reachable */ .Gq)([sender], (id) => predecessors.get(id) ?? []);
    return [...workflow.steps.keys()].filter((id) => id !== step && fromStep.has(id) && toSender.has(id) && (state.steps[id]?.visits ?? 0) >= (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .maxVisitsOf */ .as)(workflow, id));
}
/**
 * The steps other than `step` that a run going on from `step` can reach (any transition, in the
 * workflow's step order) and that have had their max_visits visits: a rerun from `step` with only
 * its limit raised would stop at the first of them it reaches (REWIND_NOT_SUPPORTED names them all).
 */
function stepsAtLimitFrom(state, workflow, step) {
    const successors = new Map();
    for (const [id, model] of workflow.steps)
        successors.set(id, (0,_validate_graph_js__WEBPACK_IMPORTED_MODULE_3__/* .transitionsOf */ .C5)(model).map((t) => t.to).filter((to) => workflow.steps.has(to)));
    const from = (0,_validate_graph_js__WEBPACK_IMPORTED_MODULE_3__/* .reachable */ .Gq)([step], (id) => successors.get(id) ?? []);
    return [...workflow.steps.keys()].filter((id) => id !== step && from.has(id) && (state.steps[id]?.visits ?? 0) >= (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .maxVisitsOf */ .as)(workflow, id));
}
/** The step a run that ended at its loop limit would have entered once more (recorded as the run ended there: transition.ts enterStep). */
function loopLimitStep(state, workflow) {
    // Only while the run's last transition is that end: the field stays after a --rerun-from, and a
    // later end with this status that no entry made (a phase whose child ended at its loop limit:
    // applyPhaseStopped) must not name the step an earlier end stopped before.
    if (state.active_step !== null || state.status !== 'WORKFLOW_BLOCKED_LOOP_LIMIT' || state.last_transition?.outcome !== 'loop_limit')
        return undefined;
    const step = state.loop_limit_step;
    if (step === undefined || !workflow.steps.has(step))
        return undefined;
    return isRefusal(planRewind(state, workflow, step)) ? undefined : step;
}
/**
 * WORKFLOW_BLOCKED_LOOP_LIMIT's fix, for a native workflow: why the loop did not converge comes
 * first; then the continuation (raise max_visits, rerun from the step with the edit allowed), as
 * REWIND_NOT_SUPPORTED advises it, or a fresh start. Undefined when the run did not end there.
 */
function loopLimitHint(state, workflow, resume, fresh) {
    if (workflow.format !== 'native')
        return undefined;
    const step = loopLimitStep(state, workflow);
    if (step === undefined)
        return undefined;
    const sender = state.last_transition?.step;
    const also = sender !== undefined ? loopStepsAtLimit(state, workflow, step, sender) : [];
    return `Read the last gates of the loop through step ${step} to see why it does not converge and fix the cause. ${raiseVisitsHint(step, workflow, resume, fresh, also)}`;
}
/** One line for people: what the rerun took back. */
function describeRewind(plan, afterFailure) {
    const items = plan.items === undefined ? '' : `; its item${plan.items.length === 1 ? '' : 's'} ${plan.items.join(', ')} run${plan.items.length === 1 ? 's' : ''} again (the verified others are kept)`;
    const branches = plan.branches === undefined ? '' : `; its branch${plan.branches.length === 1 ? '' : 'es'} ${plan.branches.join(', ')} run${plan.branches.length === 1 ? 's' : ''} again (the succeeded others are kept)`;
    // A step whose failure ended the run has no verdict of that visit: it runs again after that failure.
    if (plan.taken_back.length === 0 && afterFailure !== undefined)
        return `rerun from ${plan.step}: ${afterFailure}, which ended the run (a failure is no verdict: nothing to take back); the run goes back to ${plan.step} and runs it again${items}${branches}`;
    return `rerun from ${plan.step}: ${plan.taken_back.length > 0 ? `the verdicts of ${plan.taken_back.join(', ')} are taken back and run again` : 'no verdict to take back'}; the run goes back to ${plan.step}${items}${branches}`;
}
/**
 * Where what blocked `step` is written: the output it reported its blocking status in (a parallel
 * step's: each branch's that did not succeed), as ` (its output PATH reported STATUS)`; '' when the
 * run holds none (a foreach's items keep theirs in their own runs: rerunInsideInWords names them).
 */
function blockingOutputsInWords(state, workflow, step) {
    const plan = planRewind(state, workflow, step);
    if (!isRefusal(plan) && plan.branches !== undefined) {
        const said = plan.branches.flatMap((b) => {
            const a = state.artifacts[`${step}.${b}`];
            return a === undefined ? [] : [`branch ${b}'s output ${a.path} reported ${a.gate_status}`];
        });
        return said.length === 0 ? '' : ` (${said.join('; ')})`;
    }
    const last = state.last_transition;
    const a = state.artifacts[step];
    if (a === undefined || last?.step !== step || a.gate_status !== last.gate_status)
        return '';
    return ` (its output ${a.path} reported ${a.gate_status})`;
}
/**
 * The fix of a run that ended blocked at `step`, which a rerun can run again: the least destructive
 * way first (run, status: one text), naming where the step wrote what blocked it. `rerun` runs it again keeping the verdicts before it; `fresh`
 * is the start over, in words (`start over with \`\u2026\``).
 */
function blockedRerunHint(state, workflow, step, rerun, fresh) {
    const then = blockedAsk(state);
    const ended = state.last_transition?.step;
    if (ended !== undefined && ended !== step && workflow.steps.get(ended)?.kind === 'decision') {
        return `Decision ${ended} routed to BLOCKED on what step ${step} gave it${blockingOutputsInWords(state, workflow, step)} (run again, it would read the same): fix what ${step} works on, then run ${step} again, keeping the verdicts before it: \`${rerun}\`; or ${fresh}.`;
    }
    return `Read what blocked step ${step}${blockingOutputsInWords(state, workflow, step)} and ${then}, then run it again${rerunInsideInWords(state, workflow, step)}, keeping the verdicts before it: \`${rerun}\`; or ${fresh}.`;
}
/** What a blocked stop asks for, in its stop code's words (docs/stop-codes.md). */
function blockedAsk(state) {
    const status = state.last_transition?.code;
    return status === 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE' ? 'supply the external evidence it asks for' : status === 'WORKFLOW_BLOCKED_SOURCE_GAPS' ? 'resolve the open items it lists (they are answerable from the source)' : 'fix the cause';
}
/**
 * The fix of a run that ended blocked at `step` where no rerun of it is allowed (no visit left, \u2026):
 * the fresh start alone, naming where the step wrote what blocked it. Never the stop code's own fix,
 * whose `--rerun-from STEP` this run would refuse (REWIND_NOT_SUPPORTED).
 */
function blockedFreshHint(state, workflow, step, fresh) {
    return `Read what blocked step ${step}${blockingOutputsInWords(state, workflow, step)} and ${blockedAsk(state)}, then ${fresh} (running it again alone with --rerun-from is refused here).`;
}


/***/ }),

/***/ 5682:
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
/* harmony export */   R3: () => (/* binding */ advancedFrom),
/* harmony export */   TC: () => (/* binding */ subRunSource),
/* harmony export */   Up: () => (/* binding */ unreadSourceWarning),
/* harmony export */   V1: () => (/* binding */ unreadSource),
/* harmony export */   c4: () => (/* binding */ staleSourceOf),
/* harmony export */   iH: () => (/* binding */ verdictSources),
/* harmony export */   kV: () => (/* binding */ SourceRefusal),
/* harmony export */   vE: () => (/* binding */ sourcePolicyOf),
/* harmony export */   x5: () => (/* binding */ refusal)
/* harmony export */ });
/* unused harmony exports SOURCE_POLICIES, DEFAULT_SOURCE_POLICY, voidedActiveApproval, refusedVerdicts, staleVerdictsClause */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2862);
/* harmony import */ var _model_shell_word_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3408);
/* harmony import */ var _transition_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9122);
/* harmony import */ var _passed_approvals_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8551);
/* harmony import */ var _model_references_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6991);
/* harmony import */ var _state_taken_back_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(232);
// A verdict belongs to the source it judged (4.0 Run Isolation and Provenance: an artifact is
// current only when its run id, agent package version and source commit are the active ones).
// Every accepted verdict is stamped with the source commit and agent package version of the
// invocation that accepted it (run/reduce.ts); a resume at another source compares them here and
// follows execution.on_source_change (--on-source-change): refuse, rerun or keep \u2014 a finished run
// as much as one that stopped midway. Approvals made or requested at another source commit never
// count, whatever the policy \u2014 except along the commits the run's own stages made (source_advanced:
// HEAD moved while an attempt was under way), which carry what was made before them. Pure functions: the
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
/**
 * The source a run started inside this one (a child workflow, a foreach item) runs at: the
 * parent's commit now; HEAD it watches from where the parent's watch stands (HeadWatch.fork: no git
 * process), so a commit made inside it is its own advance too (and the parent's, when its step's
 * attempt, item or branch ends).
 */
function subRunSource(host) {
    const watch = host.headWatch;
    return { sourceCommit: () => host.state().source_commit, ...(watch !== undefined ? { watchSourceCommit: () => ({ head: watch.fork() }) } : {}) };
}
/** A commit as people read it (12 hex digits), or what its absence means. */
function shortCommit(commit) {
    return commit ? commit.slice(0, 12) : '(none: not a git commit)';
}
function version(v) {
    return v ?? '(none)';
}
/**
 * The source the run is at now: its latest invocation's, moved by the commits its own stages made
 * since (source_advanced; undefined for an invocation recorded without one).
 */
function currentSource(state) {
    const last = state.invocations[state.invocations.length - 1];
    if (!last || last.source_commit === undefined)
        return undefined;
    // state.source_commit: run_started sets it to the invocation's, each source_advanced moves it on.
    const commit = state.source_advances !== undefined && state.source_advances.length > 0 ? (state.source_commit ?? null) : last.source_commit;
    return { source_commit: commit, agent_package_version: last.agent_package_version ?? null };
}
/**
 * Where the run's own commits led from `commit`: each recorded advance (source_advanced, in the
 * order they were made) whose `from_commit` is where the walk stands moves it on to its
 * `to_commit`. Something made at `commit` is current wherever this leads: at `commit` itself, at
 * each commit the walk passes, at its end. Given `to`, the walk stops there when it passes it
 * (`to` is returned: current there); else, and when it never does, the walk's end.
 * Commits made by anyone between invocations are in no advance, so they still make it stale.
 */
function advancedFrom(state, commit, to) {
    const advances = state.source_advances;
    if (advances === undefined || commit === undefined)
        return commit;
    let at = commit;
    if (to !== undefined && at === to)
        return at;
    for (const a of advances) {
        if (a.from_commit !== at)
            continue;
        at = a.to_commit;
        if (to !== undefined && at === to)
            return at;
    }
    return at;
}
/** `made` as current at `now` when the run's own commits lead from where it was made to `now`; else as made (a stale verdict says the commit it was made at). */
function carried(state, made, now) {
    if (made.source_commit === now.source_commit)
        return made;
    return advancedFrom(state, made.source_commit, now.source_commit) === now.source_commit ? { ...made, source_commit: now.source_commit } : made;
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
        if (c.policy === 'keep' && advancedFrom(state, c.source_commit, now.source_commit) === now.source_commit && c.agent_package_version === now.agent_package_version)
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
        const status = (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRecord */ .oU)(state, id)?.status;
        return (status === 'blocked' || status === 'completed') && !completed.includes(id);
    });
    if (blocked.length === 0)
        return completed;
    const order = (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .entryOrder */ .T7)(state.steps);
    let out = completed;
    for (const id of blocked)
        out = (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .insertByEntry */ .N7)(out, id, order);
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
        const r = (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRecord */ .oU)(state, id);
        if (!r || (r.status !== 'completed' && r.status !== 'blocked') || r.source_commit === undefined)
            continue;
        const why = staleWhy(carried(state, r, now), now);
        const passes = why !== null && passedStaleApproval(state, r, now);
        const isKept = why !== null && kept.has(id) && !passes && (r.kind !== 'approval' || followedRejection(state, id, r));
        out.push({ step: id, kind: r.kind, source_commit: r.source_commit ?? null, agent_package_version: r.agent_package_version ?? null, current: why === null || isKept, why, kept: isKept, ...(passes ? { passesApproval: true } : {}) });
    }
    return out;
}
/**
 * Whether a stale step's child runs passed an approval made at another source commit (a child's
 * approval is compared as the run's own are: by commit, along the run's own advances). A step
 * recorded before stagegate recorded them (no decided_at) passed none that is known.
 */
function passedStaleApproval(state, r, now) {
    return ((0,_passed_approvals_js__WEBPACK_IMPORTED_MODULE_4__/* .passedApprovals */ .HS)(r) ?? []).some((c) => staleWhy(carried(state, { source_commit: c }, now), now, { commit: true, version: false }) !== null);
}
/**
 * An approval step the run passed by a rejection (its standing decision, the last of its last
 * visit) to a step: a verdict like a stage's, which keep keeps. A rejection authorises nothing, and
 * the run has since done the work it asked for; going back to the approval would skip what checks
 * that work and ask the approver about it unchecked. A rejection that ended the run (on_reject:
 * BLOCKED, the default, or DONE) asked for no work: the new commit is asked about, as before.
 * An approving decision never survives a new commit.
 */
function followedRejection(state, id, r) {
    const standing = (0,_model_references_js__WEBPACK_IMPORTED_MODULE_3__/* .lastDecision */ .Dm)(state, id);
    return standing !== undefined && standing.decision === 'rejected' && standing.visit === Math.max(1, r.visits) && !(0,_passed_approvals_js__WEBPACK_IMPORTED_MODULE_4__/* .endedTheRun */ .tl)(state, standing);
}
/** The active approval step's pending request or recorded decision, when made at another source commit. */
function voidedActiveApproval(state, now) {
    const id = state.active_step;
    if (id === null || (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRecord */ .oU)(state, id)?.kind !== 'approval')
        return null;
    const pending = state.pending_approval;
    const visit = (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .currentVisit */ .$n)((0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRecord */ .oU)(state, id));
    if (pending && pending.step === id && pending.visit === visit && pending.source_commit !== undefined) {
        // Requested at this commit (after an earlier decision was voided): nothing new is void.
        return staleWhy(carried(state, pending, now), now, { commit: true, version: false }) ? id : null;
    }
    const decided = (state.approvals ?? []).filter((a) => a.step === id && a.visit === visit).pop();
    if (decided && decided.source_commit !== undefined && staleWhy(carried(state, decided, now), now, { commit: true, version: false }))
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
    // An approving decision never survives a new source commit; a followed rejection is kept by keep
    // (followedRejection); rerun also takes back every stale verdict.
    // A child step whose child run passed an approval made elsewhere is one too (passesApproval):
    // under keep the run goes back to it, and the child, resumed with keep, asks for its approval
    // again. Under refuse it stays a stale verdict the run refuses: the child's own verdicts were made
    // at the old commit too, so going back would only move this run back before the child refused.
    const keptRejection = (v) => policy === 'keep' && v.kind === 'approval' && followedRejection(state, v.step, (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRecord */ .oU)(state, v.step));
    const isApproval = (v) => (v.kind === 'approval' || (v.passesApproval === true && policy !== 'refuse')) && !keptRejection(v);
    const staleApprovals = stale.filter(isApproval);
    const staleVerdicts = stale.filter((v) => !isApproval(v));
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
    return new SourceRefusal('STALE_ARTIFACT_REJECTED', `run ${runId}${finished !== undefined ? ` finished with ${finished}, but` : ':'} ${staleVerdictsClause(change)}. ${finished !== undefined ? 'That outcome does not hold for this source. ' : ''}${refusedVerdicts(change).some((s) => s.source_commit === null) ? `${noCommitMade(options.unread)} ` : ''}${options.read === true ? 'A resume here stops before anything runs' : 'Nothing ran'} (on_source_change: refuse)`, {
        hint: `Run the stale steps again with --on-source-change rerun, continue with the old verdicts (recorded as a choice) with --on-source-change keep, or start over with --mode fresh: ${command} --on-source-change rerun`,
        nextCommand: `${command} --on-source-change rerun`,
    });
}
/** What refuse stops for, in words: "the verdicts of a, b were made at source commit X; the workspace is now at source commit Y". */
function staleVerdictsClause(change) {
    const stale = refusedVerdicts(change);
    const made = [...new Set(stale.map((s) => `source commit ${shortCommit(s.source_commit)}${s.agent_package_version !== change.agent_package_version && change.agent_package_version !== null ? ` with agent package version ${version(s.agent_package_version)}` : ''}`))];
    const now = `source commit ${shortCommit(change.source_commit)}${change.agent_package_version !== null ? ` with agent package version ${change.agent_package_version}` : ''}`;
    return `the verdicts of ${stale.map((s) => s.step).join(', ')} were made at ${made.join(' and ')}; the workspace is now at ${now}`;
}
/**
 * What an edited workflow's refusal adds when the source changed too and a resume would refuse its
 * verdicts (state/integrity.ts: the one refusal naming both), or undefined when it would not.
 */
function staleSourceOf(change, policy, resumeCommand) {
    return change && refuses(change, policy) ? { clause: staleVerdictsClause(change), resumeCommand } : undefined;
}
/**
 * Why a verdict carries no source commit: the invocation that made it could not read one (a
 * workspace outside git, or a checkout git refused to read: `unread`, git's own line, as that
 * invocation recorded it).
 */
function noCommitMade(unread) {
    if (unread === undefined)
        return 'The earlier invocation that made them could not read its source commit (no git repository there, or git refused to read it; nothing recorded why).';
    return `The earlier invocation that made them could not read its source commit: git said "${unread}"${/dubious ownership/i.test(unread) ? ' (the checkout belonged to another user: git config --global --add safe.directory <path>, or run as the checkout\'s owner, lets a job record its commit)' : ''}.`;
}
/** What git said, as the latest invocation that found no source commit recorded it (run_started's source_unread), if any. */
function unreadSource(state) {
    for (let i = state.invocations.length - 1; i >= 0; i--) {
        const inv = state.invocations[i];
        if (inv.source_commit === null && inv.source_unread !== undefined)
            return inv.source_unread;
    }
    return undefined;
}
/**
 * The warning of an invocation in a git work tree whose commit git would not read (`why`: git's
 * first line): said once, the run goes on without a source commit.
 */
function unreadSourceWarning(root, why) {
    const at = /dubious ownership in repository at '([^']+)'/.exec(why)?.[1];
    const fix = at !== undefined || /dubious ownership/i.test(why)
        ? `run \`git config --global --add safe.directory ${(0,_model_shell_word_js__WEBPACK_IMPORTED_MODULE_1__/* .shellWord */ .r)(at ?? root)}\`, or run stagegate as the checkout's owner`
        : `make \`git rev-parse HEAD\` work in ${root}`;
    return `git could not read the source commit of ${root}: ${why}. This run records none (source_commit: null): a later run in a checkout git can read stops STALE_ARTIFACT_REJECTED on its verdicts. To record it, ${fix}.`;
}
/** A step's record once its verdict is taken back: it runs again when the run reaches it. */
function withdrawn(r) {
    return { ...r, status: 'pending' };
}
/**
 * The run's approvals with the decisions `change` voids marked taken back (`taken_back_at`), as a
 * --rerun-from marks the decision it takes back (rewind.ts): every decision of a voided approval
 * step made at another source commit, so `{{steps.<approval>.decision|note|by}}` and decisions
 * read the last one that still stands \u2014 none, on a path the new code takes around the approval.
 * Undefined when none is marked. A decision recorded without a commit (an older stagegate) counts as before.
 */
function voidedDecisions(state, change, at) {
    if (change.voided_approvals.length === 0 || state.approvals === undefined)
        return undefined;
    const voided = new Set(change.voided_approvals);
    const now = { source_commit: change.source_commit, agent_package_version: change.agent_package_version };
    let marked = false;
    const approvals = state.approvals.map((a) => {
        if (!voided.has(a.step) || a.taken_back_at !== undefined || a.source_commit === undefined)
            return a;
        if (staleWhy(carried(state, a, now), now, { commit: true, version: false }) === null)
            return a;
        marked = true;
        return { ...a, taken_back_at: at };
    });
    return marked ? approvals : undefined;
}
/**
 * The `source_changed` transition: record what the resume found; take back the verdicts the
 * policy does not keep (rerun: every stale one; any policy: stale approvals, their decisions marked
 * taken back) and go back to the earliest of them on the run's path, counting a visit there like any transition.
 */
function applySourceChange(state, workflow, change, at) {
    const record = { at, ...change };
    const approvals = voidedDecisions(state, change, at);
    const recorded = { ...state, ...(approvals !== undefined ? { approvals } : {}), source_changes: [...(state.source_changes ?? []), record], updated_at: at };
    if (change.rerun_from === null)
        return { state: recorded };
    // As a --rerun-from's: every standing verdict of a stale step was judged on old code, so none
    // is read until the step is accepted again (references.ts standingResult, state/taken-back.ts).
    // Which ones: what the change's record says alone (the Action's restore reads it from the journal).
    const takenBack = (0,_state_taken_back_js__WEBPACK_IMPORTED_MODULE_5__/* .sourceChangeTakesBack */ .lr)(change);
    // No longer completed: those, and every voided approval (the one the run was at included).
    const taken = new Set([...takenBack, ...change.voided_approvals]);
    const steps = { ...recorded.steps };
    const mark = { seq: state.transitions, from: change.rerun_from };
    for (const id of takenBack)
        if (steps[id] && id !== state.active_step)
            steps[id] = { ...withdrawn(steps[id]), verdicts: [], source_taken_back: mark };
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
    const visit = (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .currentVisit */ .$n)(active);
    const attempt = Math.max(1, active?.visit_attempts ?? 1);
    const inChild = (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRecord */ .oU)(state, change.rerun_from)?.kind !== 'approval';
    const why = change.policy === 'rerun' ? `a source change (on_source_change: rerun)` : `a source change (${inChild ? `an approval passed in ${change.rerun_from}'s child run` : `approval ${change.rerun_from}`} made at another source commit)`;
    return (0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .enterStep */ .Rx)(back, workflow, { at, step: from, visit, attempt }, change.rerun_from, why, from, false);
}


/***/ }),

/***/ 4549:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ stopBehind),
/* harmony export */   u: () => (/* binding */ reachableFromActive)
/* harmony export */ });
/* harmony import */ var _validate_graph_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9590);
/* harmony import */ var _steps_approval_transition_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(660);
// The steps a resume may still run (a leaf: status reads it without the runner's modules).


/**
 * The active step of `state` and every top-level step a transition can lead to from it; undefined: no active step, or one `workflow` does not have.
 * An active approval step already decided (approve / reject, at the run's source commit) leads
 * only where that decision goes \u2014 the resume follows it, not the other edge \u2014 unless a path leads
 * back to the approval step, whose next visit may be decided either way. (A decision a new source
 * commit voids is asked for again: that resume is sent back, and checks every step: preflight.ts.)
 */
function reachableFromActive(workflow, state) {
    const active = state.active_step;
    if (active === null || !workflow.steps.has(active))
        return undefined;
    const step = workflow.steps.get(active);
    const decided = step.kind === 'approval' ? (0,_steps_approval_transition_js__WEBPACK_IMPORTED_MODULE_1__/* .decisionFor */ .ad)(state, step) : undefined;
    const next = (id) => (0,_validate_graph_js__WEBPACK_IMPORTED_MODULE_0__/* .transitionsOf */ .C5)(workflow.steps.get(id)).map((t) => t.to).filter((to) => workflow.steps.has(to));
    if (decided === undefined)
        return (0,_validate_graph_js__WEBPACK_IMPORTED_MODULE_0__/* .reachable */ .Gq)([active], next);
    // From where the decision leads (a path back to the approval step walks on from it: that visit
    // asks again, and either edge may follow); the approval step itself runs nothing.
    const to = (0,_steps_approval_transition_js__WEBPACK_IMPORTED_MODULE_1__/* .approvalTarget */ .HM)(step, decided.decision);
    const steps = (0,_validate_graph_js__WEBPACK_IMPORTED_MODULE_0__/* .reachable */ .Gq)(workflow.steps.has(to) ? [to] : [], next);
    steps.add(active);
    return steps;
}
/**
 * Whether `stop` (a --stop-after-step) names a step the run, going on at `next`, cannot reach \u2014 it
 * made its transition in an earlier invocation and no path leads back, or the run went another
 * way \u2014: `run` counts such a request as met (run-host.ts settleStopBehind) and never stops there.
 * `next` other than the state's active step is a resume sent back (a source change): every edge
 * from it counts. False when unsure: no state, no next step.
 */
function stopBehind(workflow, state, next, stop) {
    if (stop === null || state === undefined || next === null || !workflow.steps.has(next))
        return false;
    const ahead = next === state.active_step ? reachableFromActive(workflow, state) : (0,_validate_graph_js__WEBPACK_IMPORTED_MODULE_0__/* .reachable */ .Gq)([next], (id) => (0,_validate_graph_js__WEBPACK_IMPORTED_MODULE_0__/* .transitionsOf */ .C5)(workflow.steps.get(id)).map((t) => t.to).filter((to) => workflow.steps.has(to)));
    return ahead !== undefined && !ahead.has(stop);
}


/***/ }),

/***/ 8989:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SO: () => (/* binding */ unmetStop),
/* harmony export */   bQ: () => (/* binding */ stoppedAfterFix),
/* harmony export */   jk: () => (/* binding */ stoppedStepMoved),
/* harmony export */   ys: () => (/* binding */ recordedUnmetStop)
/* harmony export */ });
/* harmony import */ var _still_to_run_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4549);

const BASE = 'Run the same command again without --stop-after-step (resume is the default) to continue from the persisted next step';
/** The fix, when the run stopped after the step this invocation named; undefined otherwise. */
function stoppedAfterFix(state, controls, request) {
    if (state.status !== 'PARTIAL_RESUMABLE' || controls.stopAfterStep === null || state.active_step === null || state.pending_approval)
        return undefined;
    const leave = [];
    if (controls.mode === 'fresh')
        leave.push('--mode fresh, which would start over again');
    if (request.invocation.rerunFrom !== undefined)
        leave.push('--rerun-from, which would take back the verdicts again');
    if (request.answer !== undefined)
        leave.push('--answer, which was recorded');
    if (leave.length === 0)
        return `${BASE}.`;
    const listed = leave.length === 1 ? leave[0] : `${leave.slice(0, -1).join(', ')} and ${leave.at(-1)}`;
    return `${BASE}, and without ${listed}.`;
}
/**
 * A transition from `stop` (the invocation's --stop-after-step) was made between `before` and
 * `after`: the step moved the run on \u2014 stopped after it (PARTIAL_RESUMABLE), or its route to
 * DONE/BLOCKED. A failure that leaves the step active (`failed`) is no such move.
 */
function stoppedStepMoved(before, after, stop) {
    const last = after.last_transition;
    return last !== null && last !== undefined && last !== before?.last_transition && last.step === stop && last.outcome !== 'failed';
}
/**
 * The --stop-after-step this invocation was given and did not meet (its step has not moved the
 * run on in it: stoppedStepMoved), or null: what the commands that continue the run repeat, so
 * that continuing still stops there (docs/run-semantics.md#stop_after_step).
 */
function unmetStop(run) {
    const stop = run.ctx.bound.controls.stopAfterStep;
    return stop !== null && run.stopSettled !== true ? stop : null;
}
/**
 * The --stop-after-step the run's last invocation was given and did not meet (its run_stopped
 * records it: stop_after_step_unmet in its invocation record), for the commands that print a
 * resume between invocations (approve, reject, skip, status). Only a top-level step of `workflow`:
 * a recorded one that is not (a hand edit, a workflow changed since) is left out, as a
 * --stop-after-step naming it would be refused; so is one the active step cannot reach.
 */
function recordedUnmetStop(state, workflow) {
    const last = state.invocations.at(-1);
    const stop = last?.stop_after_step_unmet === true ? last.stop_after_step : null;
    if (stop === null || stop === undefined || !workflow.steps.has(stop))
        return undefined;
    // One the run can no longer reach from its active step (recorded by a build before fix53, which
    // kept a request the run had met; a skip since): nothing to stop after, as run leaves it out.
    return (0,_still_to_run_js__WEBPACK_IMPORTED_MODULE_0__/* .stopBehind */ .t)(workflow, state, state.active_step, stop) ? undefined : stop;
}


/***/ }),

/***/ 9122:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $n: () => (/* binding */ currentVisit),
/* harmony export */   C7: () => (/* binding */ gateRecordOf),
/* harmony export */   FF: () => (/* binding */ without),
/* harmony export */   IW: () => (/* binding */ applySuccess),
/* harmony export */   KY: () => (/* binding */ routeStatus),
/* harmony export */   Kv: () => (/* binding */ applyExitSuccess),
/* harmony export */   N7: () => (/* binding */ insertByEntry),
/* harmony export */   PR: () => (/* binding */ attemptsOnVisit),
/* harmony export */   Rx: () => (/* binding */ enterStep),
/* harmony export */   T7: () => (/* binding */ entryOrder),
/* harmony export */   as: () => (/* binding */ maxVisitsOf),
/* harmony export */   bA: () => (/* binding */ withEntries),
/* harmony export */   iY: () => (/* binding */ startAttempt),
/* harmony export */   kf: () => (/* binding */ blockedLists),
/* harmony export */   nj: () => (/* binding */ nextAttempt),
/* harmony export */   nw: () => (/* binding */ applyFailure),
/* harmony export */   oU: () => (/* binding */ stepRecord),
/* harmony export */   pb: () => (/* binding */ applyTerminal),
/* harmony export */   u1: () => (/* binding */ resolveTarget)
/* harmony export */ });
/* unused harmony export completedWith */
/* harmony import */ var _state_state_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6624);
/* harmony import */ var _model_workflow_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7280);
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
/**
 * The visit a step is on, by its record: the record's count, and 1 for a step not entered yet (no
 * record, or a pending one at 0 visits), whose first visit is the next.
 */
function currentVisit(record) {
    return Math.max(1, record?.visits ?? 1);
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
    const visit = currentVisit(stepRecord(state, stepId));
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
        steps: withStep(state, f.step.id, { status: 'failed', last_exit_status: f.exitStatus, last_signal: f.signal, last_duration_ms: f.durationMs, last_error: f.message, log: f.log, failure_status: f.failureStatus, answer_command: f.answerCommand }, f.step.kind),
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
    const gateRecord = gateRecordOf(s.gate);
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
            loop_limit_step: target,
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
/** A gate as a step's (or a parallel branch's) record holds it: its extra keys beside the standard ones. */
function gateRecordOf(gate) {
    return { ...gate.extra, ...withoutExtra(gate) };
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
    const visit = currentVisit(stepRecord(state, step.id));
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

/***/ 5404:
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
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5217);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _model_workflow_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7280);
/* harmony import */ var _model_invocation_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3291);
/* harmony import */ var _model_placeholders_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2183);
/* harmony import */ var _model_references_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6991);
/* harmony import */ var _run_transition_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9122);
/* harmony import */ var _steps_parallel_branches_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9739);
/* harmony import */ var _steps_foreach_slugify_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8041);
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
    const visit = (0,_run_transition_js__WEBPACK_IMPORTED_MODULE_6__/* .currentVisit */ .$n)(record);
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

/***/ 4988:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VW: () => (/* binding */ isRunInstance),
/* harmony export */   aL: () => (/* binding */ SHARD_FILE),
/* harmony export */   fJ: () => (/* binding */ writeDescriptor),
/* harmony export */   ph: () => (/* binding */ SHARD_FILES_DIR),
/* harmony export */   qq: () => (/* binding */ readDescriptor)
/* harmony export */ });
/* unused harmony exports RunInstanceSchema, MAX_SHARD_WARNINGS, ShardDescriptorSchema, cappedWarnings */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _model_zod_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7968);
/* harmony import */ var _state_atomic_write_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(174);
/* harmony import */ var _state_own_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2076);
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
/** The most warnings a SHARD.json holds (writeDescriptor keeps the first ones and counts the rest). */
const MAX_SHARD_WARNINGS = 100;
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
    /**
     * The warnings the shard's run gave (as its leg reported them: a foreach item's named by the
     * item): the merge reports them among its own. Said, not trusted: nothing is decided on them.
     */
    warnings: _model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(_model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).check(_model_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .maxLength */ .Ru6(MAX_SHARD_WARNINGS))),
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
    const warnings = descriptor.warnings !== undefined ? cappedWarnings(descriptor.warnings) : undefined;
    return (0,_state_atomic_write_js__WEBPACK_IMPORTED_MODULE_2__/* .atomicWriteFileDurably */ .IX)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(folder, SHARD_FILE), JSON.stringify({ ...descriptor, ...(warnings !== undefined ? { warnings } : {}) }, null, 2) + '\n');
}
/** A shard's warnings as its SHARD.json holds them: all of them up to the cap, else the first ones and how many more there were (the merge would refuse a longer list). */
function cappedWarnings(warnings) {
    if (warnings.length <= MAX_SHARD_WARNINGS)
        return [...warnings];
    const kept = warnings.slice(0, MAX_SHARD_WARNINGS - 1);
    return [...kept, `\u2026 ${warnings.length - kept.length} more warnings (the shard's leg reported them all)`];
}


/***/ }),

/***/ 3388:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RC: () => (/* binding */ freshStartDone),
/* harmony export */   S0: () => (/* binding */ freshStartPending),
/* harmony export */   Tp: () => (/* binding */ SUPERSEDED_DIR),
/* harmony export */   Wp: () => (/* binding */ freshMarkerPath),
/* harmony export */   iW: () => (/* binding */ readPendingFresh),
/* harmony export */   uq: () => (/* binding */ SUPERSEDED_WHAT),
/* harmony export */   xO: () => (/* binding */ readFreshMarker),
/* harmony export */   yS: () => (/* binding */ FRESH_MARKER_SCHEMA)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _own_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2076);
/* harmony import */ var _journal_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(666);
// The marker of a fresh start under way (`<state file>.fresh`, state/supersede.ts writes and
// removes it): read here, by the run that finishes an interrupted fresh start and by `status`,
// which says that the next run will (a reader: it loads none of the writers).




/** The folder of a run root that fresh runs move earlier results into. */
const SUPERSEDED_DIR = '.superseded';
/** The folder in words (a refusal of a path that leads out of the workspace). */
const SUPERSEDED_WHAT = 'folder of superseded results';
const WHAT = SUPERSEDED_WHAT;
/** The marker of a fresh start under way: beside the state file. */
function freshMarkerPath(statePathAbs) {
    return `${statePathAbs}.fresh`;
}
/** What a marker's `schema` says. */
const FRESH_MARKER_SCHEMA = 'stagegate/fresh-start@1';
/** A marker as a fresh start writes it: its folder (confined, existing) and the instance it supersedes; undefined for anything else. */
function readMarker(workspace, statePath) {
    let text;
    try {
        text = (0,_own_file_js__WEBPACK_IMPORTED_MODULE_2__/* .readRegularFile */ .XF)(freshMarkerPath(statePath.abs), 64 * 1024).toString('utf8');
    }
    catch {
        return undefined;
    }
    let data;
    try {
        data = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    const record = data;
    if (typeof data !== 'object' || data === null || record.schema !== FRESH_MARKER_SCHEMA || typeof record.target !== 'string')
        return undefined;
    const instance = record.run_instance;
    const wellFormed = instance === null || (typeof instance === 'object' && instance !== null && instance.seq === 1 && typeof instance.sha256 === 'string' && Object.keys(instance).length === 2);
    if (!wellFormed)
        return undefined;
    // One folder directly in a .superseded/, named as claimFolder names them.
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(record.target)) !== SUPERSEDED_DIR || !/^[0-9A-Za-z-]+$/.test((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(record.target)))
        return undefined;
    try {
        const target = workspace.resolve(record.target, WHAT);
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(target.abs).isDirectory() ? { target, instance: instance } : undefined;
    }
    catch {
        return undefined;
    }
}
/** The instance of the journal at `path`: 'absent' (no file there), its first event's, or 'unreadable'. */
function journalInstance(path) {
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path, { throwIfNoEntry: false }) === undefined)
        return 'absent';
    return (0,_journal_js__WEBPACK_IMPORTED_MODULE_3__/* .readOrigin */ .P2)(path) ?? 'unreadable';
}
function isInstance(found, instance) {
    if (instance === null)
        return found === 'absent';
    return typeof found === 'object' && (0,_journal_js__WEBPACK_IMPORTED_MODULE_3__/* .sameInstance */ .YH)(found, instance);
}
/**
 * The fresh start under way for the state at `statePath` (its marker checked as readMarker does,
 * without the run root: what `resolveRunContext` reads the earlier run's inputs by), when the run
 * it supersedes is the one there: the journal in place is that run's (the crash came before the
 * journal moved), or none is in place and the folder's is (after). Also when the journal in place
 * is another and the folder's is that run's (`started`): the fresh start's own run may have begun
 * (the caller checks freshStartDone, and ignores the marker otherwise). Anything else \u2014 a marker naming a run
 * that is not the one there, as a stage could write \u2014 is undefined: it changes nothing.
 */
function readFreshMarker(workspace, statePath, ignored) {
    const marker = readMarker(workspace, statePath);
    if (marker === undefined)
        return undefined;
    const here = journalInstance((0,_journal_js__WEBPACK_IMPORTED_MODULE_3__/* .journalPathFor */ .S7)(statePath.abs));
    if (isInstance(here, marker.instance))
        return { ...marker, started: false };
    const moved = journalInstance((0,_journal_js__WEBPACK_IMPORTED_MODULE_3__/* .journalPathFor */ .S7)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(marker.target.abs, statePath.rel)));
    if (isInstance(moved, marker.instance))
        return { ...marker, started: here !== 'absent' };
    ignored?.(`the fresh-start marker ${freshMarkerPath(statePath.rel)} names a run whose journal is neither in place nor in ${marker.target.rel}: it is ignored (it changes nothing; remove it)`);
    return undefined;
}
/**
 * The fresh start under way for the state at `statePath`, when its marker is there, names a
 * folder of `<run root>/.superseded/` that exists (confined as every path of the run is), and the
 * run it supersedes is the one there (readFreshMarker). A marker that names anything else is no
 * fresh start's (a stage may write here): undefined, and it is left.
 */
function readPendingFresh(workspace, runRoot, statePath, ignored) {
    const pending = readFreshMarker(workspace, statePath, ignored);
    if (pending === undefined || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(pending.target.rel) !== (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(runRoot.rel, SUPERSEDED_DIR))
        return undefined;
    return pending;
}
/**
 * A fresh start's marker whose run has started: the journal beside it begins with the run that
 * fresh start made (its run_started names the marker's folder as what it superseded).
 */
function freshStartDone(pending, supersededTo) {
    return pending.started && supersededTo === pending.target.rel;
}
/** A marker still to act on: its fresh start not done, and the journal in place the superseded run's (or none). */
function freshStartPending(pending, supersededTo) {
    return pending !== undefined && !pending.started && !freshStartDone(pending, supersededTo);
}


/***/ }),

/***/ 5970:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _D: () => (/* binding */ checkIntegrity),
  Ee: () => (/* binding */ checkRunIdentity),
  cl: () => (/* binding */ withWorkflowChange)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/core/run/errors.ts
var errors = __webpack_require__(2862);
// EXTERNAL MODULE: ./src/core/run/command-line.ts
var command_line = __webpack_require__(1439);
// EXTERNAL MODULE: ./src/core/state/other-workflow.ts
var other_workflow = __webpack_require__(9285);
// EXTERNAL MODULE: ./src/core/workspace/digest.ts
var workspace_digest = __webpack_require__(3929);
// EXTERNAL MODULE: ./src/core/state/recorded-digest.ts
var recorded_digest = __webpack_require__(854);
// EXTERNAL MODULE: ./src/core/formats/sidecar-path.ts
var sidecar_path = __webpack_require__(4223);
// EXTERNAL MODULE: ./src/core/run/bindings.ts
var run_bindings = __webpack_require__(3671);
// EXTERNAL MODULE: ./src/core/steps/parallel/branches.ts
var branches = __webpack_require__(9739);
// EXTERNAL MODULE: ./src/core/state/own-file.ts
var own_file = __webpack_require__(2076);
// EXTERNAL MODULE: ./src/core/state/taken-back.ts
var taken_back = __webpack_require__(232);
// EXTERNAL MODULE: ./src/core/steps/parallel/records.ts
var records = __webpack_require__(5);
;// CONCATENATED MODULE: ./src/core/state/unheld-outputs.ts


/**
 * Whether `owner`'s accepted output at `path` is one a resume does not require unchanged: the
 * active step's (it runs next and writes its output anew \u2014 a failed, asking or interrupted attempt
 * of a later visit may already have rewritten the file its earlier visit accepted), a branch's of
 * the active parallel step unless its result on this visit is reused, a step's whose verdict a
 * rerun or a source change took back and the run has not accepted again (state/taken-back.ts), and
 * a branch's of such a parallel step while the run is not at it, and
 * the registry the active foreach works through (it changes on purpose; the foreach re-records its
 * digest as it goes).
 */
function outputNotHeld(state, owner, path) {
    const active = state.active_step ?? null;
    if (owner.step === active && (owner.branch === undefined || !(0,records/* branchReused */.DZ)(state, active, owner.branch)))
        return true;
    // A branch's too, of a parallel step taken back that the run is not at: entered again, it runs
    // every branch on a new visit. (At it, after its own rerun, the branches it reuses are held above.)
    if (owner.step !== active && (0,taken_back/* takenBackPending */.E8)(state, owner.step))
        return true;
    return active !== null && Object.hasOwn(state.steps, active) && state.steps[active].foreach?.source === path;
}
/**
 * The owner of the output recorded under `key`, from the state alone: a step of its own when the
 * state has a record of that id (every step with an accepted output has one, and no branch is
 * recorded under a step's id: PARALLEL_BRANCH_ID_TAKEN), else a branch of the active step when the
 * key starts with its id and a dot, or a branch its parallel record lists of another parallel step. A
 * step `write.x` is not a branch of an active `write`.
 */
function recordedOwner(state, key) {
    const active = state.active_step ?? null;
    if (Object.hasOwn(state.steps, key))
        return { step: key };
    if (active !== null && key.startsWith(`${active}.`))
        return { step: active, branch: key.slice(active.length + 1) };
    // A branch of a parallel step the run is not at (one whose verdict a rerun took back, say): the
    // parallel step's record lists its branches.
    for (let dot = key.indexOf('.'); dot > 0; dot = key.indexOf('.', dot + 1)) {
        const record = Object.hasOwn(state.steps, key.slice(0, dot)) ? state.steps[key.slice(0, dot)] : undefined;
        if (record?.parallel !== undefined && Object.hasOwn(record.parallel.branches, key.slice(dot + 1)))
            return { step: key.slice(0, dot), branch: key.slice(dot + 1) };
    }
    return { step: key };
}
/**
 * What the restore leaves to the resume: what a resume does not hold the run to, every branch's
 * output of the active parallel step, reused ones too \u2014 the resume checks a reused branch's itself
 * (STALE_ARTIFACT_REJECTED, with the rerun it offers), after the restore \u2014, and with a rerun from a
 * step, the outputs of the steps (their branches too) whose verdicts it takes back
 * (`rerunTakesBack`: run/rerun-taken-back.ts), which run again, as the resume's check skips them.
 */
function outputLeftToResume(state, key, path, rerunTakesBack) {
    const owner = recordedOwner(state, key);
    if (rerunTakesBack?.has(owner.step) === true)
        return true;
    return outputNotHeld(state, owner, path) || (owner.branch !== undefined && owner.step === state.active_step);
}

// EXTERNAL MODULE: ./src/core/gate/contracts/contract-of.ts
var contract_of = __webpack_require__(1883);
// EXTERNAL MODULE: ./src/core/run/rewind.ts
var rewind = __webpack_require__(2226);
// EXTERNAL MODULE: ./src/core/run/rewind-items.ts
var rewind_items = __webpack_require__(5447);
// EXTERNAL MODULE: ./src/core/run/transition.ts
var transition = __webpack_require__(9122);
;// CONCATENATED MODULE: ./src/core/state/integrity.ts
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
    return new errors/* StagegateError */.q('WORKFLOW_STATE_INTEGRITY_VIOLATION', `state ${statePath}: ${message}`, {
        hint: hint ?? 'The state file was not changed. Inspect it, or start over with --mode fresh.',
        location: { file: statePath },
        ...(nextCommand !== undefined ? { nextCommand } : {}),
    });
}
/**
 * The command that resumes a run given --allow-workflow-change while its state still records the
 * workflow as it was before the edit: with the flag again (pasted without it, the resume is
 * refused for the edit). Once a resume recorded the edited workflow, the plain command.
 */
function withWorkflowChange(command, state, workflow, allowWorkflowChange) {
    return allowWorkflowChange === true && !(0,recorded_digest/* recordedDigestMatches */.s)(state, workflow) ? `${command} --allow-workflow-change` : command;
}
/**
/**
 * Whether the run located is this workflow's and this run id's at all: another workflow's (by
 * name), or one started from another workflow file that differs from this one (without
 * --allow-workflow-change), or another run id's. Workflows that share a state_path share their
 * runs' files, and a journal of another workflow whose step ids happen to match replays against
 * this one. Checked before the run's inputs are (run/refuse-unloadable.ts): giving an input the
 * refusal asked for would only lead to this one; and by every command that reads a run (history
 * too, which checks nothing else of checkIntegrity's).
 */
function checkRunIdentity(state, workflow, statePath, options) {
    const other = state.workflow_file !== workflow.file;
    if (state.workflow !== workflow.name) {
        throw violation(statePath, `belongs to workflow '${state.workflow}'${other ? ` (started from ${state.workflow_file})` : ''}, not '${workflow.name}'`, other ? (0,other_workflow/* otherWorkflowHint */.b)(state, workflow.file, statePath, options.naming) : undefined);
    }
    if (other && !(0,recorded_digest/* recordedDigestMatches */.s)(state, workflow) && !options.allowWorkflowChange) {
        throw violation(statePath, `this run was started from ${state.workflow_file}, not ${workflow.file}, and the two differ (sha256 ${state.workflow_digest.slice(0, 12)}\u2026 -> ${workflow.digest.slice(0, 12)}\u2026): workflows that share a state_path share their runs' state`, `Continue the run with its own workflow file: \`${options.naming?.commandName ?? 'stagegate'} run ${(0,other_workflow/* ownFileTarget */.I)(state, options.naming)}\`. Or, to go on with ${(0,command_line/* shellWord */.r7)(workflow.file)} in its place, pass --allow-workflow-change (its steps and outputs are checked again); or start over with --mode fresh.`);
    }
    if (options.runId !== undefined && state.run_id !== options.runId)
        throw violation(statePath, `belongs to run '${state.run_id}', not '${options.runId}'`);
}
function checkIntegrity(state, workflow, runId, bindings, workspace, statePath, options) {
    checkRunIdentity(state, workflow, statePath, { ...options, runId });
    if (!(0,recorded_digest/* recordedDigestMatches */.s)(state, workflow) && !options.allowWorkflowChange) {
        if (state.workflow_file === workflow.file && state.active_step === null && options.resumeCommand !== undefined)
            throw finishedRunEdited(state, workflow, runId, bindings, workspace, statePath, options, options.resumeCommand);
        if (state.workflow_file === workflow.file && options.staleSource !== undefined) {
            // Both changed: one refusal, and one command that accepts both.
            const both = `${options.staleSource.resumeCommand} --allow-workflow-change --on-source-change rerun`;
            throw violation(statePath, `${changedFile(workflow, state)} changed since the run's last invocation (sha256 ${state.workflow_digest.slice(0, 12)}\u2026 -> ${workflow.digest.slice(0, 12)}\u2026), and the source too: ${options.staleSource.clause} (on_source_change: refuse)`, `To continue this run, accept both: --allow-workflow-change (the edited workflow; its steps and outputs are checked again) and --on-source-change rerun (the stale steps run again; keep continues with their old verdicts, recorded as a choice): ${both}; or start over with --mode fresh.`, both);
        }
        // (Started from another file that differs: checkRunIdentity refused it above.)
        throw violation(statePath, `${changedFile(workflow, state)} changed since the run's last invocation (sha256 ${state.workflow_digest.slice(0, 12)}\u2026 -> ${workflow.digest.slice(0, 12)}\u2026)`, `Start over with --mode fresh, or pass --allow-workflow-change to continue this run with the edited workflow (its steps and outputs are checked again)${options.resumeCommand !== undefined ? `: ${options.resumeCommand} --allow-workflow-change` : '.'}`, options.resumeCommand !== undefined ? `${options.resumeCommand} --allow-workflow-change` : undefined);
    }
    // The rest of the state was replayed from the journal against this workflow: its transitions
    // are the workflow's. What remains to check is the evidence on disk.
    /**
     * A stale accepted output: restore it, or start over \u2014 or, for a succeeded branch of a parallel
     * step whose failed join ended the run, rerun from that step (a branch whose output changed runs
     * again with the ones that did not succeed: run/rewind.ts planParallelRerun), when the rerun
     * would be allowed (a visit left, no branch merged from shards) and every other accepted output
     * stands (the rerun checks the rest as a resume does). Likewise, for the output of a step whose
     * verdict the rerun a blocked run offers (rerunFromBlocked: the step that ended it) takes back.
     * And for any other step's output that changed, is gone (an output outside the run root that the
     * Action's artifact does not carry to a later job; a workflow whose fresh run is refused has no
     * other way on) or unreadable: rerun from its own step, which keeps the verdicts before it, when
     * that rerun would be allowed and every other output stands.
     */
    const stale = (message, restore, fresh, owner, of) => {
        const offer = options.resumeCommand !== undefined && options.takenBack === undefined;
        const rerun = of !== undefined && offer ? parallelRerunOffer(of.step) : undefined;
        if (rerun === undefined) {
            const from = offer ? (blockedRerunOffer(owner) ?? (of === undefined ? ownRerunOffer(owner) : undefined)) : undefined;
            if (from === undefined)
                return new errors/* StagegateError */.q('STALE_ARTIFACT_REJECTED', message, { hint: `${restore}, or ${fresh}` });
            const command = (0,rewind/* rerunCommand */.w4)(options.resumeCommand, from);
            return new errors/* StagegateError */.q('STALE_ARTIFACT_REJECTED', message, {
                hint: `${restore}; or run step ${from} again (--rerun-from takes back ${owner === from ? 'its verdict' : `its verdict and that of step ${owner}`}, so ${owner === from ? 'its' : `${owner}'s`} output is written anew), keeping the verdicts before it: \`${command}\`; or ${fresh}`,
                nextCommand: command,
            });
        }
        const command = (0,rewind/* rerunCommand */.w4)(options.resumeCommand, of.step);
        const others = rerun.filter((b) => b !== of.branch);
        return new errors/* StagegateError */.q('STALE_ARTIFACT_REJECTED', message, {
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
        const plan = (0,rewind/* planRewind */.PB)(state, workflow, stepId);
        if ((0,rewind/* isRefusal */.vu)(plan) || plan.branches === undefined)
            return undefined;
        if ((state.steps[stepId]?.visits ?? 0) >= (0,transition/* maxVisitsOf */.as)(workflow, stepId))
            return undefined;
        if ((0,rewind_items/* parallelOnDisk */.ks)(workspace, state, stepId, state.run_root).merged.length > 0)
            return undefined;
        return standsWithout(plan.taken_back) ? plan.branches : undefined;
    };
    /** The step a blocked run's rerun (rerunFromBlocked) runs again, when it takes back `owner`'s verdict and every other accepted output stands. */
    const blockedRerunOffer = (owner) => {
        const from = (0,rewind_items/* rerunFromBlocked */.dj)(workspace, state, workflow, state.status, state.run_root);
        if (from === undefined)
            return undefined;
        const plan = (0,rewind/* planRewind */.PB)(state, workflow, from);
        if ((0,rewind/* isRefusal */.vu)(plan) || !plan.taken_back.includes(owner))
            return undefined;
        return standsWithout(plan.taken_back) ? from : undefined;
    };
    /** A rerun from `owner` itself (its output changed or is gone): allowed (a visit left, planRerun), every other accepted output standing. */
    const ownRerunOffer = (owner) => {
        if ((state.steps[owner]?.visits ?? 0) >= (0,transition/* maxVisitsOf */.as)(workflow, owner))
            return undefined;
        const plan = (0,rewind_items/* planRerun */.eo)(workspace, state, workflow, owner, state.run_root);
        if ((0,rewind/* isRefusal */.vu)(plan))
            return undefined;
        return standsWithout(plan.taken_back) ? owner : undefined;
    };
    for (const [id, artifact] of Object.entries(state.artifacts)) {
        // A parallel branch's output is recorded as <step>.<branch> (parallel/branches.ts).
        const branch = workflow.steps.has(id) ? undefined : (0,branches/* branchOfArtifactKey */.Dz)(workflow, id);
        const step = branch?.branch ?? workflow.steps.get(id);
        if (!step)
            throw violation(statePath, `artifact recorded for unknown step '${id}'`);
        if (artifact.step !== id)
            throw violation(statePath, `artifact of step '${id}' says it belongs to '${artifact.step}'`);
        const declaredOutput = (0,run_bindings/* resolveOutput */.ST)(step, branch ? (0,branches/* branchBindings */.b8)(bindings, branch.step, step, state) : (0,run_bindings/* stepBindings */.rV)(bindings, step, state), workspace);
        // A step judged by another runner's result contract may have answered in its transcript:
        // then that log is the evidence recorded (runner.ts judgeContract).
        const transcript = declaredOutput?.rel !== artifact.path && (0,contract_of/* foreignContractOf */.A)(step) !== undefined && isTranscriptOf(artifact.path, state.run_root, id) ? workspace.tryResolve(artifact.path) : undefined;
        const declared = transcript ?? declaredOutput;
        if (!declared || declared.rel !== artifact.path) {
            throw violation(statePath, `artifact of step '${id}' is recorded at '${artifact.path}' but the workflow declares '${declared?.rel ?? 'no output'}'`);
        }
        // A verdict the rerun takes back: its step runs again, writing its output anew.
        if (options.takenBack?.has(branch ? branch.step.id : id) === true)
            continue;
        // The active step's, an unreused branch's of the active parallel step, a verdict taken back
        // earlier and not accepted again, the active foreach's registry (state/unheld-outputs.ts).
        if (outputNotHeld(state, branch ? { step: branch.step.id, branch: step.id } : { step: id }, artifact.path))
            continue;
        if (!(0,external_node_fs_.existsSync)(declared.abs)) {
            throw stale(`accepted output ${artifact.path} of step ${id} is gone since its gate was accepted`, 'Restore the file', 'start over with --mode fresh.', branch?.step.id ?? id, branch && { step: branch.step.id, branch: step.id, how: 'is gone' });
        }
        let digest;
        try {
            digest = options.digests !== undefined ? options.digests.digest(declared.abs) : (0,workspace_digest/* sha256File */.Q3)(declared.abs);
        }
        catch (error) {
            // Unreadable (chmod 000), or no longer a file (a FIFO, a directory): it is not what was accepted.
            const why = error instanceof own_file/* NotRegularFileError */.iZ ? `is ${error.kind} now` : `cannot be read (${error.code ?? String(error)})`;
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
    const message = `${changedFile(workflow, state)} changed since the run's last invocation (sha256 ${state.workflow_digest.slice(0, 12)}\u2026 -> ${workflow.digest.slice(0, 12)}\u2026)`;
    const from = (0,rewind_items/* rerunFromBlocked */.dj)(workspace, state, workflow, state.status, state.run_root);
    const plan = from === undefined ? undefined : (0,rewind/* planRewind */.PB)(state, workflow, from);
    let rerun;
    if (from !== undefined && plan !== undefined && !(0,rewind/* isRefusal */.vu)(plan)) {
        try {
            checkIntegrity(state, workflow, runId, bindings, workspace, statePath, { ...options, allowWorkflowChange: true, takenBack: new Set(plan.taken_back) });
            rerun = `${(0,rewind/* rerunCommand */.w4)(resume, from)} --allow-workflow-change`;
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
/**
 * What changed when the digest did: the workflow file, or, for an imported one, its run map (part
 * of the digest: written, edited or removed since \u2014 so named whether it is there now or not).
 */
function changedFile(workflow, state) {
    if (workflow.format === 'native')
        return `the workflow file ${workflow.file}`;
    const files = `the workflow file ${workflow.file} or its run map ${workflow.runMap ?? (0,sidecar_path/* sidecarPathFor */.UK)(workflow.file)}`;
    // The persona and task files its prompts read are part of the digest: name those that differ from the run's record.
    const recorded = state.invocations.at(-1)?.prompt_files;
    const now = workflow.promptFiles?.() ?? [];
    if (recorded === undefined && now.length === 0)
        return files;
    const was = new Map((recorded ?? []).map((f) => [f.path, f.sha256]));
    const is = new Map(now.map((f) => [f.path, f.sha256]));
    const changed = [...new Set([...was.keys(), ...is.keys()])].filter((p) => was.get(p) !== is.get(p)).sort();
    // Recorded and none differs (`[]` both times, say): the file or its run map is what changed.
    if (recorded !== undefined && changed.length === 0)
        return files;
    if (recorded !== undefined) {
        const shown = changed.slice(0, 3).join(', ') + (changed.length > 3 ? ` and ${changed.length - 3} more` : '');
        return `${changed.length === 1 ? 'a file' : 'files'} its prompts have the agent read (${shown}: RUN_MANIFEST.yaml prompt_files records what the run read)`;
    }
    return `${files}, or a persona or task file its prompts have the agent read,`;
}


/***/ }),

/***/ 6289:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y3: () => (/* binding */ ItemOutputs)
/* harmony export */ });
/* unused harmony exports packDigest, unpackDigest */
/* harmony import */ var immutable__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4057);
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

/***/ 5224:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $2: () => (/* binding */ manifestText),
/* harmony export */   QP: () => (/* binding */ LATER_MANIFEST_SECTIONS),
/* harmony export */   h1: () => (/* binding */ MANIFEST_FILE),
/* harmony export */   il: () => (/* binding */ manifestChunks),
/* harmony export */   nJ: () => (/* binding */ manifestDocument),
/* harmony export */   n_: () => (/* binding */ LATEST_POINTER_FILE)
/* harmony export */ });
/* harmony import */ var _plain_yaml_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7721);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6624);
/* harmony import */ var _snapshot_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8577);
/* harmony import */ var _taken_back_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(232);
/* harmony import */ var _steps_process_spend_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5781);
/* harmony import */ var _steps_child_transition_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7487);
/* harmony import */ var _steps_foreach_manifest_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5517);
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
/** A decision `stagegate approve` / `reject` (the Action: approve / reject) recorded: who, when, at which step and visit, with what note and at which source commit. */
function approvalEntry(a) {
    return {
        step: a.step,
        visit: a.visit,
        decision: a.decision,
        by: a.by,
        at: a.at,
        note: a.note,
        ...(a.source_commit !== undefined ? { source_commit: a.source_commit } : {}),
    };
}
/**
 * The manifest's sections later builds added whose facts older journals already hold: a manifest
 * an older build wrote lacks them at a head where this build writes them. Absent, such a section
 * is read as that build's manifest (not a hand edit: store.ts), and the next commit writes it whole.
 * approvals: 2026-12-06.
 */
const LATER_MANIFEST_SECTIONS = ['approvals'];
function manifestDocument(state, m, artifacts = (s) => Object.values((0,_taken_back_js__WEBPACK_IMPORTED_MODULE_5__/* .standingArtifacts */ .AX)(s)).map(entry)) {
    // The stagegate that ran the latest invocation, when its journal recorded it (older ones did not:
    // their manifests stay as they were written).
    const stagegate = state.invocations[state.invocations.length - 1]?.stagegate_version;
    // What the latest invocation's prompts had the agent read (an aiox step's persona and task file), per step.
    const promptFiles = state.invocations[state.invocations.length - 1]?.prompt_files;
    return {
        agent_package_version: state.agent_package_version,
        ...(stagegate !== undefined ? { stagegate_version: stagegate } : {}),
        run_id: state.run_id,
        workflow: state.workflow,
        workflow_file: state.workflow_file,
        workflow_digest: state.workflow_digest,
        ...(promptFiles !== undefined && promptFiles.length > 0 ? { prompt_files: promptFiles.map((f) => ({ step: f.step, path: f.path, sha256: f.sha256 })) } : {}),
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
        ...(state.source_advances && state.source_advances.length > 0 ? { source_advances: state.source_advances.slice(-20) } : {}),
        // Every approve / reject decision, in the order made (the journal's approval_decided events).
        ...(state.approvals && state.approvals.length > 0 ? { approvals: state.approvals.map(approvalEntry) } : {}),
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
            const standing = (0,_taken_back_js__WEBPACK_IMPORTED_MODULE_5__/* .standingArtifacts */ .AX)(state);
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

/***/ 269:
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

/***/ 9285:
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

/***/ 7721:
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

/***/ 854:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ recordedDigestMatches)
/* harmony export */ });
function recordedDigestMatches(state, workflow) {
    if (state.workflow_digest === workflow.digest)
        return true;
    // Recorded by a build that did not digest prompt files: compared as that build compared.
    const latest = state.invocations[state.invocations.length - 1];
    return latest !== undefined && latest.prompt_files === undefined && workflow.digestWithoutPromptFiles !== undefined && workflow.digestWithoutPromptFiles() === state.workflow_digest;
}


/***/ }),

/***/ 7375:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $s: () => (/* binding */ logEvent),
/* harmony export */   D8: () => (/* binding */ decisionsTaken),
/* harmony export */   ak: () => (/* binding */ emptyLog),
/* harmony export */   tg: () => (/* binding */ latestDecisions)
/* harmony export */ });
/* unused harmony export decisionAt */
function emptyLog(kept = true) {
    if (kept === true)
        return { history: [], decisions: [] };
    return kept === 'decisions' ? { decisions: [] } : { decisions: [], bounded: { keep: kept.latestDecisions, taken: 0, latestByStep: new Map() } };
}
/** Add what one applied event made: its transitions, and the decision it took. */
function logEvent(log, event, after) {
    if (log.history)
        for (const entry of after.recent)
            log.history.push(entry);
    if (event.event !== 'decision_taken')
        return;
    const decision = decisionAt(event.outcome.record, event.at);
    log.decisions.push(decision);
    const bounded = log.bounded;
    if (bounded === undefined)
        return;
    bounded.taken += 1;
    bounded.latestByStep.delete(decision.step);
    bounded.latestByStep.set(decision.step, decision);
    if (log.decisions.length > bounded.keep)
        log.decisions.shift();
}
/** How many decisions the run took (more than `decisions` holds when bounded). */
function decisionsTaken(log) {
    return log.bounded?.taken ?? log.decisions.length;
}
/**
 * The decisions stepsNotRun needs to read: each decision step's latest, in the order of those
 * (stepsNotRun counts only each check's latest decision), or every decision when all are kept.
 */
function latestDecisions(log) {
    return log.bounded ? [...log.bounded.latestByStep.values()] : log.decisions;
}
/**
 * A decision as the log keeps it: the journal's record with the time of its event. One literal of
 * the record's fields in their written order (a spread into a literal with one more key took V8's
 * slow path per decision: ~11,000 instructions each on Node 20); a unit test keeps its keys the
 * schema's (DecisionRecord).
 */
function decisionAt(record, at) {
    return { step: record.step, visit: record.visit, branches: record.branches, chosen: record.chosen, to: record.to, at };
}


/***/ }),

/***/ 8577:
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
/* harmony import */ var _own_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2076);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8815);
/* harmony import */ var _plain_yaml_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7721);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6624);
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
    // detection's progress marks (run/progress.ts); failure_code (run/failed-end.ts); answer_command (run/questions.ts).
    const { transcripts, foreach, accepted_seq: _seq, skipped_seq: _skipped, verdicts: _verdicts, failure_code: _failure, failure_status: _failureStatus, answer_command: _answer, source_taken_back: _sourceTaken, skipped_after: _after, output_changes: _changes, child_outputs: _outputs, item_outputs: _items, ...rest } = r;
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
        ...(state.source_advances && state.source_advances.length > 0 ? { source_advances: state.source_advances.slice(-20) } : {}),
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

/***/ 6624:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F8: () => (/* binding */ patchLast),
/* harmony export */   G3: () => (/* binding */ itemOfLoaded),
/* harmony export */   Hi: () => (/* binding */ AttemptRecord),
/* harmony export */   Jb: () => (/* binding */ logged),
/* harmony export */   L_: () => (/* reexport safe */ _no_ids_js__WEBPACK_IMPORTED_MODULE_3__.L),
/* harmony export */   Sy: () => (/* binding */ REFUSED_MAX_CHARS),
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
/* unused harmony exports STATE_SCHEMA, ArtifactRecord, SpendRecord, AttemptUsage, ChildRunRecord, BranchRecord, ParallelRecord, ForeachItemRecord, LoadedItem, ForeachRecordData, ForeachRecord, QuestionRecord, StepRecord, HistoryEntry, InvocationRecord, DecisionRecord, StallRecord, PendingApproval, ApprovalRecord, SourceAdvance, SourceChangeRecord, RewindRecord, SkipRecord, EffectRef, RunState, isFinished */
/* harmony import */ var immutable__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4057);
/* harmony import */ var immutable__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(immutable__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _item_outputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6289);
/* harmony import */ var _model_zod_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7968);
/* harmony import */ var _no_ids_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(269);
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
    /**
     * How many of the attempts summed here ended before their CLI reported its usage
     * (AttemptRecord.usage_partial): these sums are a lower bound. Absent: none (or a journal
     * written before 2026-12-05, which did not say).
     */
    incomplete_attempts: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(1))),
});
/**
 * What one agent attempt consumed, as its CLI reported it (null: not reported): a SpendRecord of
 * one attempt, which says whether it is a lower bound itself (AttemptRecord.usage_partial), so it
 * carries no `incomplete_attempts` (nor any other key).
 */
const AttemptUsage = _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    turns: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(0))),
    cost_usd: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(0))),
    input_tokens: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(0))),
    output_tokens: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(0))),
});
/** At most this many characters of why an agent never got to work are recorded (AttemptRecord.refused). */
const REFUSED_MAX_CHARS = 512;
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
    usage: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(AttemptUsage),
    /** Other counters the CLI reported (e.g. premium_requests, cached_input_tokens). */
    reported: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig())),
    /**
     * The agent CLI's session id for the attempt (the one the CLI reported, else the one stagegate
     * chose for it), for `claude --resume <id>` by hand. Absent: none known, or a journal written
     * before 2026-12-05, which did not record it.
     */
    session: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    /**
     * The sha256 of the whole stage prompt the attempt's step had (built with no previous failure):
     * the next attempt continues its session only if today's prompt has the same digest. Absent:
     * a journal written before it was recorded (such a session is not continued).
     */
    prompt_sha256: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    /**
     * The attempt continued the session of the one before it: if it fails too, the next attempt
     * starts a new session (a session that itself breaks, its context too long, is not continued again).
     */
    continued: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(true)),
    /**
     * Why the agent never got to work: its CLI could not start, exited before it reported a session,
     * or refused the request (an authentication, billing or invalid-request error, an exit status it
     * documents as fatal). Such a session holds nothing worth continuing (and may not exist): the
     * next attempt starts a new one. Absent: the attempt got to work (or a journal written before
     * this was recorded, whose attempts are judged by their outcome alone). One line of printable
     * text, its secrets masked, 1 to REFUSED_MAX_CHARS characters.
     */
    refused: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .minLength */ .BpQ(1), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .maxLength */ .Ru6(REFUSED_MAX_CHARS))),
    /**
     * The attempt ended before its CLI reported its usage: `usage` holds what its output showed
     * until then, a lower bound (docs/agents.md, "Budgets"). Claude Code without its result object
     * (however it ended): the tokens and turns of its streamed messages, cost unknown (null); Copilot
     * CLI without its result event: the turns it started; OpenCode cut short (time limit,
     * interruption, a signal) or exited non-zero: the per-step reports it printed; any CLI (but the
     * command agent) cut short or exited non-zero with nothing reported \u2014 Gemini CLI's error
     * document, Codex's `turn.failed` \u2014 `usage: null`, its usage unknown. Never on an attempt whose
     * agent never got to work (`refused`) \u2014 which stagegate tells only for Claude Code, Gemini CLI and
     * Copilot CLI (AgentAdapter.refusal, fatalExitStatuses): Codex or OpenCode exiting non-zero before
     * it started (not logged in, a model it refused) is marked, its usage unknown. A journal written
     * before that rule leaves an attempt that exited non-zero on its own unmarked (it replays as
     * written).
     */
    usage_partial: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(true)),
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
    /**
     * The source commits of the decisions the child run's outcome rested on when the step accepted it
     * (child_routed): its standing approving decisions, or a rejection that ended it (its own and,
     * recursively, its children's) \u2014 an approval the parent passed
     * through its child, which no new commit carries (run/source-drift.ts). Absent in journals written
     * before 2026-12-06: such a child step is kept like any verdict.
     */
    decided_at: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()))),
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
    /**
     * The accepted gate as recorded (extra keys with the stage's secrets masked), what
     * {{steps.<step>.branches.<branch>.gate.<key>}} reads; absent before, for exit-routed kinds, and
     * in journals written before 2026-12-06 (those read gate_status as the gate's status).
     */
    gate: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J())),
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
/** A question a stage asked (journal: question_asked) and its answer (question_answered), texts masked. */
const QuestionRecord = _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    visit: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(1)),
    attempt: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(1)),
    status: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    question: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    asked_at: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    answer: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    by: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    answered_at: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
});
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
     * The run's transition count when the step was last skipped (a person's stagegate skip, or
     * on_failure: skip; run/failure-policy.ts markSkipped): a rerun from a skipped step takes back the
     * verdicts accepted after it (run/rewind.ts). Derived from the events as accepted_seq is; neither
     * the snapshot nor an approval's state digest holds it.
     */
    skipped_seq: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(0))),
    /**
     * The step's accepted verdicts that stand, oldest first (run/reduce.ts appends each as it
     * stamps accepted_seq; run/rewind.ts applyRewind drops those a --rerun-from takes back): what a
     * reference reads of a step whose latest verdict was taken back \u2014 the one that stood before the
     * step the rerun started from, in a loop (model/references.ts standingResult). Derived from the
     * events as accepted_seq is; neither the snapshot nor an approval's state digest holds it.
     */
    verdicts: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ seq: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(0)), output: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()), gate: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(GateRecord) }))),
    /**
     * The code of the step's latest failure its on_failure was followed for (STAGE_FAILED,
     * STAGE_TIMEOUT: run/failure-policy.ts routeFailure), which run/failed-end.ts tells. Derived from
     * the events as skipped_seq is; neither the snapshot nor an approval's state digest holds it.
     */
    failure_code: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    /**
     * The status of the step's failure_statuses its latest failed attempt reported, when that is how
     * it failed (run/failed-end.ts, failure-policy.ts tell it). Derived from the events as
     * failure_code is; neither the snapshot nor an approval's state digest holds it.
     */
    failure_status: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    /**
     * The command that answers the question the step's latest failure waits on in a run below it
     * (WORKFLOW_ANSWER_REQUIRED: events.ts AnswerBelow), when its event records one (questions.ts
     * childAnswerNext). Derived from the events as failure_code is; neither the snapshot nor an
     * approval's state digest holds it.
     */
    answer_command: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    /**
     * The failure the step's latest skip came after (on_failure: skip: its last attempt's error, run/failure-policy.ts);
     * absent for a person's skip (stagegate skip), whose step's last_error may be an earlier visit's.
     * Derived from the events as skipped_seq is; neither the snapshot nor an approval's state digest holds it.
     */
    skipped_after: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    /**
     * When a resume with --on-source-change rerun took the step's verdict back (it was stale): the
     * run's transition count then and the step the run went back to (run/source-drift.ts
     * applySourceChange). Until the step is accepted again it reads as a --rerun-from's taken-back
     * verdict does (state/taken-back.ts). Derived from the events as accepted_seq is; neither the
     * snapshot nor an approval's state digest holds it (a source change writes no `rewinds` entry).
     */
    source_taken_back: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ seq: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(0)), from: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() })),
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
    /**
     * A foreach step: the source commits of the decisions its items' runs passed in this visit
     * (approvals inside their child runs; item_finished's decided_at), distinct: a new commit voids
     * them as a child step's child.decided_at (run/passed-approvals.ts). Absent when none.
     */
    items_decided_at: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()))),
    /**
     * The questions the step's stages asked a person in its current visit (a status routed to ASK:
     * run/questions.ts), oldest first, each with its answer once given. Reset by the next visit's
     * first question; at most MAX_QUESTIONS_PER_VISIT.
     */
    questions: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(QuestionRecord)),
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
    /** The signal that interrupted it (its outcome WORKFLOW_INTERRUPTED; absent otherwise, and in journals written before 2026-12-06). */
    signal: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['SIGINT', 'SIGTERM', 'SIGHUP'])),
    /** It stopped before its stop_after_step moved the run on (run_stopped.stop_after_step): the printed resumes repeat it. Absent otherwise. */
    stop_after_step_unmet: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(true)),
    /** The source commit and agent package version this invocation ran at (null: none; absent in older journals). */
    source_commit: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    /** Why its source commit is null in a git work tree: git's first line (absent otherwise, and in journals written before 2026-12-06). */
    source_unread: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    agent_package_version: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    /** The stagegate version that ran it (absent in older journals). */
    stagegate_version: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    /** The stall rule it judged by (run/stall.ts); absent: a step compared only with its own previous visit, as before 2026-12-04. */
    stall_rule: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('fixed_point')),
    /** The persona and task files its prompts had the agent read (run_started.prompt_files); `[]`: it names some, none exists; absent: it names none, or a journal written before 2026-12-07. */
    prompt_files: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ step: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), path: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), sha256: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }))),
    /** The manifest sections added since 4.0 its build writes (manifest.ts LATER_MANIFEST_SECTIONS; absent before 2026-12-06). */
    manifest_sections: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    /** A child workflow's run: the run a person resumes to continue it (run_started.top_run); absent: not a child's, or a journal written before 2026-12-07. */
    top_run: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ workflow_file: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), run_id: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), inputs: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()) })),
    /** The agent choice it ran with (run_started.agents; agents/recorded.ts); absent: none, or a journal written before 2026-12-06. */
    agents: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        agent: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
        agent_command: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
        agent_args: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
        fresh_sessions: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(true)),
        from: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['flags', 'run']),
    })),
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
    /**
     * When a `--rerun-from` took this decision back (the step's verdict at this visit): it stays in
     * the run's history, but {{steps.<step>.decision|note|by}} and decisions no longer read it.
     */
    taken_back_at: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
});
/**
 * HEAD moved while an attempt of the run was under way: a commit the run's stage made (a
 * `source_advanced` event, docs/run-semantics.md#source-changes). The run's source commit moves
 * with it, and a verdict made at `from_commit` is still current at `to_commit` (run/source-drift.ts).
 */
const SourceAdvance = _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    at: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    step: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    visit: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr()),
    attempt: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr()),
    from_commit: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    to_commit: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
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
// by: who skipped (a person's `stagegate skip`: --by, else the default decider, as approve names who decided); absent for
// on_failure: skip, and in journals written before 2026-12-06.
const SkipRecord = _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ step: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), visit: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(1)), at: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), to: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()), by: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()) });
/** A side effect a stage did once (stagegate once): its key and where it was done. */
const EffectRef = _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    key: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    step: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    branch: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    visit: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(1)),
    attempt: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .gte */ .ROM(1)),
    done_at: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
});
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
    /**
     * The step a run that ended at its loop limit (WORKFLOW_BLOCKED_LOOP_LIMIT) would have entered
     * once more (run/transition.ts enterStep), for the fix to name (run/rewind.ts loopLimitStep).
     * Derived from the journal; neither the snapshot nor an approval's state digest holds it. Read
     * only while the run stands ended there (a later end at the loop limit records its own).
     */
    loop_limit_step: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    /** The approval the run waits for. */
    pending_approval: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(PendingApproval)),
    /** Approval decisions recorded in this run. */
    approvals: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(ApprovalRecord)),
    /** Optional steps skipped in this run. */
    skips: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(SkipRecord)),
    /** Resumes at another source commit or agent package version, and what the run did (optional: older runs have none). */
    source_changes: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(SourceChangeRecord)),
    /** Commits the run's own stages made (source_advanced events), oldest first (optional: runs without one have none). */
    source_advances: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(SourceAdvance)),
    /** Reruns from a step (--rerun-from), oldest first (optional: runs without one have none). */
    rewinds: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(RewindRecord)),
    /** Side effects done once (effect_done events: run/effects.ts), oldest first; their stdout stays in the journal. */
    effects: _model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_model_zod_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(EffectRef)),
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
    if (Object.hasOwn(s, 'loop_limit_step'))
        c.loop_limit_step = s.loop_limit_step;
    if (Object.hasOwn(s, 'pending_approval'))
        c.pending_approval = s.pending_approval;
    if (Object.hasOwn(s, 'approvals'))
        c.approvals = s.approvals;
    if (Object.hasOwn(s, 'skips'))
        c.skips = s.skips;
    if (Object.hasOwn(s, 'source_changes'))
        c.source_changes = s.source_changes;
    if (Object.hasOwn(s, 'source_advances'))
        c.source_advances = s.source_advances;
    if (Object.hasOwn(s, 'rewinds'))
        c.rewinds = s.rewinds;
    if (Object.hasOwn(s, 'effects'))
        c.effects = s.effects;
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

/***/ 9916:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G0: () => (/* binding */ manifestJournalName),
/* harmony export */   OT: () => (/* binding */ readCarriedState),
/* harmony export */   Q_: () => (/* binding */ refusedCode),
/* harmony export */   Sj: () => (/* binding */ loadRun),
/* harmony export */   kg: () => (/* binding */ manifestOfOtherRun),
/* harmony export */   nW: () => (/* binding */ journalFileOf),
/* harmony export */   oE: () => (/* binding */ withoutEvents),
/* harmony export */   pI: () => (/* binding */ reloadRun),
/* harmony export */   vL: () => (/* binding */ loadedEvents)
/* harmony export */ });
/* harmony import */ var _recorded_digest_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(854);
/* harmony import */ var _own_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2076);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var immutable__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4057);
/* harmony import */ var immutable__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(immutable__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8815);
/* harmony import */ var _journal_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(666);
/* harmony import */ var _snapshot_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8577);
/* harmony import */ var _manifest_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5224);
/* harmony import */ var _taken_back_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(232);
/* harmony import */ var _run_log_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(7375);
/* harmony import */ var _run_reduce_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2712);
/* harmony import */ var _steps_approval_transition_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(660);
/* harmony import */ var _other_workflow_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(9285);
/* harmony import */ var _written_by_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(6154);
// A run's persistence: its journal (the truth), the workflow_state.yaml snapshot projected from
// it, and RUN_MANIFEST.yaml. Loading replays the journal against the workflow and checks the
// snapshot and the manifest against it. Committing (appending events, one fdatasync, then
// writing the projections) is run-store.ts: read-only commands load no writer.















/** The stop code a refused load stands for (RunLoad's corrupt `code`). */
function refusedCode(load) {
    return load.code ?? 'WORKFLOW_STATE_INTEGRITY_VIOLATION';
}
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
    /** The journal and the state file are gone (or the journal is empty), but the run's manifest records a journal head. */
    manifestOnly: (relManifest, relJournal) => `${relManifest} records more of the run than the journal ${relJournal} holds (nothing). Restore the journal from a copy if you have one, or start over with --mode fresh (the run's files are moved aside, not deleted); if ${relManifest} is not this run's, remove it.`,
    /** The journal and the state file are gone (or the journal is empty), and the manifest no longer records a journal head. */
    manifestUnread: (relManifest, relJournal) => `${relManifest} cannot be checked against the journal ${relJournal}, which is missing or empty. Restore the journal (and ${relManifest}) from a copy if you have one, or start over with --mode fresh (the run's files are moved aside, not deleted); if ${relManifest} is not this run's, remove it.`,
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
    const run = `${naming?.commandName ?? 'stagegate'} run ${(0,_other_workflow_js__WEBPACK_IMPORTED_MODULE_10__/* .ownFileTarget */ .I)(state, naming)}`;
    return `the next \`${run}\` writes it again from the journal${state.active_step === null ? ' (the run finished: it runs nothing)' : ', as it continues the run'}; status and history read the run from the journal meanwhile`;
}
function journalFileOf(files) {
    return (0,_journal_js__WEBPACK_IMPORTED_MODULE_5__/* .journalPathFor */ .S7)(files.state);
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
    return text === undefined ? undefined : (0,_journal_js__WEBPACK_IMPORTED_MODULE_5__/* .sha256Hex */ .fg)(text);
}
/** A load's journal events, parsed again from the lines it verified (what `history` shows). */
function loadedEvents(journal) {
    return (0,_journal_js__WEBPACK_IMPORTED_MODULE_5__/* .eventsOf */ .XL)(journal.texts);
}
/**
 * Load a run: its journal replayed against `workflow`, its snapshot
 * and manifest compared with it. `relState`: the state path as the user sees it, for messages.
 */
function loadRun(files, workflow, relState, options = {}) {
    const journalPath = journalFileOf(files);
    const relJournal = (0,_journal_js__WEBPACK_IMPORTED_MODULE_5__/* .journalPathFor */ .S7)(relState);
    // The projections before the journal: a runner appends to the journal before it writes them,
    // so read in this order, a live run's (status during a run) never seem to lead its journal.
    const snapshotFile = (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_6__/* .readSnapshotFile */ .T_)(files.state);
    const manifestFile = files.manifest ? readManifestFile(files.manifest) : undefined;
    // Each event is replayed as soon as its line verifies, and only its text is kept (scanJournal).
    // A line that does not replay stops the replay, not the read: a journal corrupt further on is
    // refused as such, as when it was read whole before its replay.
    let state;
    const log = options.log === false ? undefined : (0,_run_log_js__WEBPACK_IMPORTED_MODULE_12__/* .emptyLog */ .ak)(options.log ?? true);
    let failed;
    // The versions of the stagegates that wrote it (every verified run_started): a newer one's run is refused as such (written-by.ts).
    const writtenBy = [];
    const read = (0,_journal_js__WEBPACK_IMPORTED_MODULE_5__/* .scanJournal */ .Hs)(journalPath, (line, index) => {
        const e = line;
        if (e.event === 'run_started' && typeof e.stagegate_version === 'string')
            writtenBy.push(e.stagegate_version);
        if (failed)
            return;
        try {
            state = (0,_run_reduce_js__WEBPACK_IMPORTED_MODULE_8__/* .replayEvent */ .Sv)(state, e, workflow);
            if (log)
                (0,_run_log_js__WEBPACK_IMPORTED_MODULE_12__/* .logEvent */ .$s)(log, e, state);
        }
        catch (error) {
            // A mismatch, or an event whose fields are not what its transition reads (a hand edit that
            // kept the hash chain, or a stagegate error the transition raises for an impossible change).
            failed = { index, event: e.event, error, before: state };
        }
    });
    // Before any other finding: what a newer stagegate wrote may read as an edit to this one.
    const newer = (0,_written_by_js__WEBPACK_IMPORTED_MODULE_11__/* .newerThan */ .TH)(writtenBy);
    if (newer !== undefined)
        return { kind: 'corrupt', code: 'RUN_WRITTEN_BY_NEWER_STAGEGATE', writtenBy: newer, ...(0,_written_by_js__WEBPACK_IMPORTED_MODULE_11__/* .newerBuildRefusal */ .YO)(newer, relJournal), file: relJournal };
    if (read.kind === 'corrupt')
        return { kind: 'corrupt', reason: `journal ${relJournal} ${read.reason}`, file: relJournal, ...(read.line !== undefined ? { line: read.line } : {}), hint: RECOVERY.journal(relJournal) };
    if (read.kind === 'absent' || read.texts.length === 0) {
        const snapshot = snapshotFile.kind === 'text' ? (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_6__/* .parseSnapshot */ .E$)(snapshotFile.text) : snapshotFile;
        if (snapshot.kind === 'legacy') {
            return { kind: 'corrupt', reason: `state ${relState} was written by stagegate 0.1 (${snapshot.schema}), whose whole-state file this version no longer reads: a run's truth is now its journal`, file: relState, hint: RECOVERY.legacy() };
        }
        if (snapshot.kind === 'ok')
            return { kind: 'corrupt', reason: `state ${relState} names journal ${relJournal}, which is missing or empty: the snapshot alone is not evidence`, file: relJournal, hint: RECOVERY.journalMissing(relJournal) };
        // Something stands where the state goes that is not a state file (a FIFO, a directory, an unreadable file): never replaced.
        if (snapshot.kind === 'unreadable')
            return { kind: 'corrupt', reason: `state ${relState} ${snapshot.reason}; it was left as it is`, file: relState, hint: `Remove or move what stands at ${relState}: a run's state file goes there.` };
        // The journal emptied or removed with the state file: the manifest, which records the journal
        // head it was written at, still shows that the run had events (a journal cut to nothing).
        // Only when it names this journal (its path from the manifest's folder): runs whose state paths
        // differ by an input (not artifact_root) can share one run root, and a manifest there naming
        // another journal is that location's run (otherRunsHint names it), not a cut of this one.
        const manifest = manifestFile === undefined || files.manifest === undefined ? undefined : parseManifest(manifestFile);
        const named = files.manifest === undefined ? '' : manifestJournalName(files.manifest, journalPath);
        const recorded = recordedSeq(manifest, named);
        const relManifest = relManifestOf(files, relState);
        if (recorded !== undefined && recorded >= 1) {
            return { kind: 'corrupt', reason: `${relManifest} records journal event ${recorded}, but journal ${relJournal} is missing or empty: events were cut from the journal`, file: relJournal, hint: RECOVERY.manifestOnly(relManifest, relJournal) };
        }
        // A manifest that no longer says which journal head it was written at (or whether it is this
        // run's) cannot show that none was cut: refused as one that records a head, never written over.
        const unread = manifest instanceof UnreadManifest ? manifest.unread : isRecord(manifest) ? malformedHead(manifest, named) : undefined;
        if (unread !== undefined) {
            return { kind: 'corrupt', reason: `${relManifest} ${unread}, and journal ${relJournal} is missing or empty: ${UNREAD_CAUSE}; whether events were cut from the journal, it no longer shows, and it was left as it is`, file: relManifest, hint: RECOVERY.manifestUnread(relManifest, relJournal) };
        }
        return read.kind === 'ok' ? { kind: 'absent', journal: read } : { kind: 'absent' };
    }
    if (failed) {
        const { index, event, error, before } = failed;
        // The chain verified: when the workflow is not the one the run recorded, the edit is the cause, not the journal.
        const edited = before !== undefined && !(0,_recorded_digest_js__WEBPACK_IMPORTED_MODULE_13__/* .recordedDigestMatches */ .s)(before, workflow);
        // Started from another file: that file named is the likely mistake, not an edit.
        const other = edited && before.workflow_file !== workflow.file;
        return {
            kind: 'corrupt',
            reason: `journal ${relJournal} line ${index + 1} (${event}) does not replay against ${workflow.file}${other ? ` (the run was started from ${before.workflow_file})` : ''}: ${error.message}`,
            file: relJournal,
            line: index + 1,
            hint: error instanceof _run_reduce_js__WEBPACK_IMPORTED_MODULE_8__/* .UnknownEvent */ .Nl ? RECOVERY.laterBuild(relJournal) : other ? (0,_other_workflow_js__WEBPACK_IMPORTED_MODULE_10__/* .otherWorkflowHint */ .b)(before, workflow.file, relState, options.naming) : edited ? RECOVERY.workflowChanged(workflow.file, relJournal) : RECOVERY.journal(relJournal),
            ...(before !== undefined ? { replayed: before } : {}),
        };
    }
    if (state === undefined)
        return { kind: 'absent', journal: read };
    const replayed = state;
    const projections = readProjections(snapshotFile, manifestFile, replayed, read.head, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(journalPath), files.manifest ? manifestJournalName(files.manifest, journalPath) : (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(journalPath), (seq) => replayTo(read.texts, seq, workflow));
    return judgeProjections({ ...projections, read, state: replayed, ...(log ? { log } : {}), relState, relJournal, relManifest: relManifestOf(files, relState), naming: options.naming, workflowDigest: workflow.digest });
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
    for (const e of (0,_journal_js__WEBPACK_IMPORTED_MODULE_5__/* .eventsOf */ .XL)(texts, seq))
        state = (0,_run_reduce_js__WEBPACK_IMPORTED_MODULE_8__/* .replayEvent */ .Sv)(state, e, workflow);
    return state;
}
/**
 * The snapshot and the manifest as read, ready to be judged against the replayed journal. A file
 * that is byte for byte what a runner writes at the journal's head (the usual case) is that
 * document: it is not parsed again (the yaml library's parse was most of what verifying a shard,
 * or reading a run's state for each shard of a batch, cost). Any other text is parsed and
 * compared as a document: at its own recorded head, where a snapshot that lags stands.
 */
function readProjections(snapshotFile, manifestFile, state, head, journalFile, manifestJournal, stateAt) {
    let atSnapshot;
    let snapshot = writtenAtHead(snapshotFile, state, head, journalFile);
    if (!snapshot) {
        snapshot = snapshotFile.kind === 'text' ? (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_6__/* .parseSnapshot */ .E$)(snapshotFile.text) : snapshotFile;
        if (snapshot.kind === 'ok' && snapshot.head.seq >= 1 && snapshot.head.seq <= head.seq) {
            const at = snapshot.head.seq === head.seq ? state : stateAt(snapshot.head.seq);
            atSnapshot = { state: at, doc: (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_6__/* .snapshotOf */ .eY)(at, { seq: snapshot.head.seq, sha256: snapshot.head.sha256 }, journalFile) };
        }
    }
    // undefined: nothing to check (no manifest of its own, or exactly the one written at the head).
    const manifest = manifestFile === undefined || (manifestFile !== null && manifestFile === (0,_manifest_js__WEBPACK_IMPORTED_MODULE_7__/* .manifestText */ .$2)(state, { head, journalFile: manifestJournal })) ? undefined : parseManifest(manifestFile);
    // Any other manifest that names a head of this journal is compared, as a document, with the one
    // a runner writes at that head (a manifest that lags: at its own head), as the snapshot is.
    let manifestAt;
    // The later sections the build of the run's latest invocation at that head writes (its run_started says).
    let writtenWith = [];
    const j = isRecord(manifest) && isRecord(manifest['journal']) ? manifest['journal'] : undefined;
    const seq = j !== undefined && Number.isSafeInteger(j['seq']) ? j['seq'] : undefined;
    // The manifest as the plain data its YAML reads back as, for the comparison.
    const documentAt = (at, m) => JSON.parse(JSON.stringify((0,_manifest_js__WEBPACK_IMPORTED_MODULE_7__/* .manifestDocument */ .nJ)(at, m)));
    if (seq !== undefined && seq >= 1 && seq <= head.seq && typeof j['sha256'] === 'string') {
        // Builds before the journal's path from the manifest's folder named it by its file name
        // wherever it was (a child's manifest in its run folder, its journal in the state folder):
        // that form names this journal too; any other name is compared, and refused, as written.
        const named = j['file'] === journalFile ? journalFile : manifestJournal;
        const at = seq === head.seq ? state : stateAt(seq);
        manifestAt = documentAt(at, { head: { seq, sha256: j['sha256'] }, journalFile: named });
        writtenWith = sectionsWrittenAt(at);
    }
    else if (isRecord(manifest) && !(manifest instanceof UnreadManifest) && !(seq !== undefined && seq > head.seq)) {
        // A manifest whose journal head is missing or not one a runner writes (seq "4", 0, no journal:
        // every runner since the journal records it): compared with the one written at the head, so
        // the edit is found rather than its missing head hiding it. A head past the journal's end is
        // refused as cut (manifestProblem).
        manifestAt = documentAt(state, { head, journalFile: manifestJournal });
        writtenWith = sectionsWrittenAt(state);
    }
    return { snapshot, manifest, manifestAt, writtenWith, atSnapshot };
}
/** The snapshot as the document a runner writes at `head`, when its text is exactly that one's. */
function writtenAtHead(file, state, head, journalFile) {
    if (file.kind !== 'text')
        return undefined;
    const doc = (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_6__/* .snapshotOf */ .eY)(state, head, journalFile);
    return file.text === (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_6__/* .snapshotText */ .MY)(doc) ? { kind: 'ok', doc, head: { file: journalFile, seq: head.seq, sha256: head.sha256 } } : undefined;
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
    const snapshotFile = (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_6__/* .readSnapshotFile */ .T_)(files.state);
    const manifestFile = files.manifest ? readManifestFile(files.manifest) : undefined;
    if (!(0,_journal_js__WEBPACK_IMPORTED_MODULE_5__/* .journalUnchanged */ .JW)(journalPath, earlier.journal))
        return loadRun(files, workflow, relState, options);
    const projections = readProjections(snapshotFile, manifestFile, earlier.state, earlier.head, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(journalPath), files.manifest ? manifestJournalName(files.manifest, journalPath) : (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(journalPath), (seq) => replayTo(earlier.journal.texts, seq, workflow));
    return judgeProjections({ ...projections, read: earlier.journal, state: earlier.state, ...(earlier.log ? { log: earlier.log } : {}), relState, relJournal: (0,_journal_js__WEBPACK_IMPORTED_MODULE_5__/* .journalPathFor */ .S7)(relState), relManifest: relManifestOf(files, relState), naming: options.naming, workflowDigest: workflow.digest });
}
/** The manifest as the user names it: workspace-relative like the state path (its file name when it is not beside the workspace's files). */
function relManifestOf(files, relState) {
    if (!files.manifest)
        return 'the run manifest';
    const root = files.state.endsWith(relState) ? files.state.slice(0, files.state.length - relState.length) : undefined;
    return root !== undefined && files.manifest.startsWith(root) ? files.manifest.slice(root.length).split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep).join('/') : (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(files.manifest);
}
/** The snapshot and the manifest judged against the replayed journal: refused when edited or ahead of it, noted when behind. */
function judgeProjections(r) {
    const { naming, ...rest } = r;
    const load = judgedProjections({ ...rest, again: () => writtenAgainBy(r.state, naming) });
    return load.kind === 'corrupt' ? { ...load, replayed: r.state } : load;
}
function judgedProjections(r) {
    const { snapshot, manifest, manifestAt, writtenWith, read, state, log, atSnapshot, relState, relJournal, relManifest, workflowDigest, again } = r;
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
        let underEdit = false;
        if (atSnapshot !== undefined) {
            const diff = (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_6__/* .firstDifference */ .at)(atSnapshot.doc, snapshot.doc);
            older = diff !== undefined && listedAsCompleted(atSnapshot.doc, atSnapshot.state, snapshot.doc);
            // Written under the workflow file as it was (the journal records that digest): what the
            // replay derives from the edited file (an approval's message, its approvers) may differ.
            // The journal is the run's truth and was replayed: projected again; whether the edit is
            // allowed (--allow-workflow-change) is checkIntegrity's to say, with its own fix.
            underEdit = diff !== undefined && !older && atSnapshot.state.workflow_digest !== workflowDigest;
            // The edit explains a difference only where the replay reads the workflow file: what the
            // journal alone decides (status, active step, visits, counts, artifacts\u2026) differing was
            // edited in the snapshot, and is refused as without the edit.
            const edited = underEdit ? (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_6__/* .firstDifference */ .at)(journalFields(atSnapshot.doc), journalFields(snapshot.doc)) : diff;
            if (diff !== undefined && !older && edited !== undefined) {
                return { kind: 'corrupt', reason: `state ${relState} differs from its journal at '${edited}' (the snapshot was edited${underEdit ? '; the workflow file was edited too, but that does not change this field' : ''}): it was left as it is`, file: relState, hint: RECOVERY.projection(relState, relJournal, again()), journal };
            }
        }
        snapshotLags = older || underEdit || snapshot.head.seq !== read.head.seq;
        if (underEdit)
            notes.push(`state ${relState} was written before the workflow file was edited and differs from the replay where the edited file shows (first at '${diffOf(atSnapshot.doc, snapshot.doc)}'): projected again from the journal`);
        else if (older)
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
    if (manifest instanceof UnreadManifest) {
        return { kind: 'corrupt', reason: `${relManifest} ${manifest.unread}: ${UNREAD_CAUSE}; it was left as it is`, file: relManifest, hint: RECOVERY.projection(relManifest, relJournal, again()), journal };
    }
    if (manifest !== undefined) {
        const problem = manifestProblem(manifest, read);
        if (problem)
            return { kind: 'corrupt', reason: problem.reason, file: relJournal, hint: (problem.cut ? RECOVERY.cut : RECOVERY.otherHead)(relManifest, relJournal, again()), journal };
        // At a head the journal has, yet not what a runner writes there: edited (text that only
        // reformats the same document passes, as for the snapshot).
        const edited = manifestAt === undefined || manifest === null ? undefined : isRecord(manifest) ? (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_6__/* .firstDifference */ .at)(asOlderBuildWrote(manifestAt, manifest, writtenWith), manifest) : '(document)';
        if (edited !== undefined) {
            return { kind: 'corrupt', reason: `${relManifest} differs from its journal at '${edited}' (the manifest was edited): it was left as it is`, file: relManifest, hint: RECOVERY.projection(relManifest, relJournal, again()), journal };
        }
    }
    return { kind: 'ok', state, head: read.head, journal: read, notes, snapshotLags, ...(log ? { log } : {}) };
}
/**
 * The manifest a runner writes, as a build before a later section (manifest.ts
 * LATER_MANIFEST_SECTIONS) wrote it when `written` lacks that section: such a manifest is no edit \u2014
 * unless the run's latest invocation at the manifest's head was by a build that writes it
 * (`writtenWith`, from its run_started): then the section was removed by hand.
 */
function asOlderBuildWrote(expected, written, writtenWith) {
    const missing = _manifest_js__WEBPACK_IMPORTED_MODULE_7__/* .LATER_MANIFEST_SECTIONS */ .QP.filter((key) => !writtenWith.includes(key) && Object.hasOwn(expected, key) && !Object.hasOwn(written, key));
    if (missing.length === 0)
        return expected;
    const older = { ...expected };
    for (const key of missing)
        delete older[key];
    return older;
}
/** The later manifest sections the build of `state`'s latest invocation writes (none recorded: a build before them). */
function sectionsWrittenAt(state) {
    return state.invocations.at(-1)?.manifest_sections ?? [];
}
/**
 * The snapshot fields the journal alone decides (a replay against an edited workflow file gives
 * them the same: each transition's target and stop are the journal's claims): the run, its
 * status, active step and step in flight, the steps' statuses and visits, outputs, inputs,
 * counts, times, and the journal head it records. Not the messages, the resume instruction, a
 * pending approval as older journals record it, or step details the workflow shapes.
 */
const JOURNAL_FIELDS = ['workflow', 'run_id', 'status', 'inputs', 'active_step', 'in_flight', 'completed_steps', 'failed_or_blocked_steps', 'artifacts', 'execution_mode', 'ignore_previous_completion', 'fresh_execution_of', 'workflow_file', 'workflow_digest', 'run_root', 'source_commit', 'agent_package_version', 'created_at', 'updated_at', 'counts', 'journal'];
function journalFields(doc) {
    const out = {};
    for (const k of JOURNAL_FIELDS)
        out[k] = doc[k];
    const steps = doc['steps'];
    out['steps'] = isRecord(steps) ? Object.fromEntries(Object.entries(steps).map(([id, r]) => [id, isRecord(r) ? { status: r['status'], visits: r['visits'] } : r])) : steps;
    return out;
}
function diffOf(a, b) {
    return (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_6__/* .firstDifference */ .at)(a, b) ?? '(document)';
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
    if (pending && isRecord(requested) && requested['state_digest'] !== pending.state_digest && requested['state_digest'] === (0,_steps_approval_transition_js__WEBPACK_IMPORTED_MODULE_9__/* .approvalDigest */ .Y)({ ...at, completed_steps: listed })) {
        expected = { ...expected, pending_approval: { ...requested, state_digest: pending.state_digest } };
    }
    return (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_6__/* .firstDifference */ .at)(projected, expected) === undefined;
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/**
 * A manifest that stands at its place but is no document a runner writes there (it does not parse,
 * holds no mapping, or is not a file): why, for the refusal. A runner writes it whole (a temp file
 * renamed over it), so no crash leaves one so: it was edited or damaged.
 */
class UnreadManifest {
    unread;
    constructor(unread) {
        this.unread = unread;
    }
}
/**
 * The manifest's text; null when absent (a crash before its first write) or when no file stands
 * there but a FIFO, a device or a folder (what a stage can put in its place: never waited on, and
 * read as no manifest \u2014 no weaker than a removed one; the next write replaces a FIFO and refuses
 * a folder as RUN_FILE_UNSAFE, naming it); UnreadManifest when a file stands there that cannot be read.
 */
function readManifestFile(manifestPath) {
    try {
        return (0,_own_file_js__WEBPACK_IMPORTED_MODULE_0__/* .readRegularFile */ .XF)(manifestPath, Number.MAX_SAFE_INTEGER, { follow: true }).toString('utf8');
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT' || error instanceof _own_file_js__WEBPACK_IMPORTED_MODULE_0__/* .NotRegularFileError */ .iZ)
            return null;
        return new UnreadManifest(`cannot be read (${code ?? error.message})`);
    }
}
/** The manifest's document; null when absent; UnreadManifest when it does not parse as YAML or holds no mapping. */
function parseManifest(text) {
    if (text === null || typeof text !== 'string')
        return text;
    let doc;
    try {
        doc = (0,yaml__WEBPACK_IMPORTED_MODULE_4__/* .parse */ .qg)(text);
    }
    catch (error) {
        return new UnreadManifest(`does not parse as YAML (${(error.message.split('\n')[0] ?? '').replace(/:\s*$/, '').trim()})`);
    }
    return isRecord(doc) ? doc : new UnreadManifest(`holds ${doc === null ? 'no document' : Array.isArray(doc) ? 'a list' : `a ${typeof doc}`}, not a mapping`);
}
/** Why a manifest no runner wrote can stand where one was written. */
const UNREAD_CAUSE = 'a runner writes it whole (a temp file renamed over it), so no crash leaves it so: it was edited or damaged';
/**
 * What is wrong with the journal head a manifest records, when no runner writes it so: no
 * `journal` mapping, or one that names the journal `file` without a head (a positive `seq` and its
 * line's `sha256`). Another journal's name is another run's manifest (runs of other state paths can
 * share a run root), not malformed.
 */
function malformedHead(doc, file) {
    const j = doc['journal'];
    if (!isRecord(j) || typeof j['file'] !== 'string')
        return 'records no journal head (journal.file, seq, sha256)';
    if (j['file'] !== file)
        return undefined;
    if (!Number.isSafeInteger(j['seq']) || j['seq'] < 1 || typeof j['sha256'] !== 'string')
        return `records a journal head that is not one a runner writes (journal.seq ${JSON.stringify(j['seq'] ?? null)}, sha256 ${JSON.stringify(j['sha256'] ?? null)})`;
    return undefined;
}
/** The journal event the manifest records it was written at (its `journal.seq`), when it records one for the journal `file` names. */
function recordedSeq(data, file) {
    const j = data?.journal;
    return j?.file === file && Number.isSafeInteger(j.seq) ? j.seq : undefined;
}
/**
 * The journal as the manifest names it (`journal.file`): its path from the manifest's folder,
 * '/'-separated: its file name when beside it (the usual layout), so a manifest names the one
 * journal it was written for, also where runs of other state paths share its run root.
 */
function manifestJournalName(manifestAbs, journalAbs) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(manifestAbs), journalAbs).split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep).join('/');
}
/** The manifest records the journal head it was written at: a later head than the journal's is a cut journal (or an edited `journal` field); another line at that head, a rewritten journal (or that field edited). */
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
 * the snapshot, with the item runs the journal started (the snapshot counts items only) and the
 * verdicts a --rerun-from or a source change (--on-source-change rerun) took back (the snapshot
 * holds neither `rewinds`, `source_taken_back` nor `accepted_seq`, so state/taken-back.ts would find
 * none, and the restore would hold the run to outputs a resume does not: unheld-outputs.ts). The
 * deep check \u2014 a replay against the workflow \u2014 happens when the run is resumed.
 */
function readCarriedState(absStatePath) {
    // The snapshot first, as in loadRun: `list` may read a run while its runner commits.
    const snapshot = (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_6__/* .readSnapshot */ .RA)(absStatePath);
    // The item runs the journal started, the reruns and each step's latest verdict, gathered as its lines verify.
    const items = new Map();
    const rewinds = [];
    // Per step, the latest source change that took its verdict back (source-drift.ts applySourceChange's mark).
    const sourceTakenBack = new Map();
    const lastVerdict = new Map();
    const read = (0,_journal_js__WEBPACK_IMPORTED_MODULE_5__/* .scanJournal */ .Hs)((0,_journal_js__WEBPACK_IMPORTED_MODULE_5__/* .journalPathFor */ .S7)(absStatePath), (l) => {
        const line = l;
        // Ordered by journal event, not by the run's transition count (only a replay counts those):
        // takenBackPending compares a verdict's place with a rerun's, and the order is the same.
        if (line.event === 'rewound')
            rewinds.push({ at: line.at, step: line.step, taken_back: line.taken_back, seq: line.seq });
        else if (line.event === 'source_changed')
            for (const id of (0,_taken_back_js__WEBPACK_IMPORTED_MODULE_14__/* .sourceChangeTakesBack */ .lr)(line.change))
                sourceTakenBack.set(id, { seq: line.seq, from: line.change.rerun_from });
        else if (_run_reduce_js__WEBPACK_IMPORTED_MODULE_8__/* .VERDICTS */ .bk.has(line.event) && 'step' in line)
            lastVerdict.set(line.step, line.seq);
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
        const withItems = record['foreach'] ? { ...record, foreach: { ...record['foreach'], items: (0,immutable__WEBPACK_IMPORTED_MODULE_3__.List)([...started].map(([item, statePath]) => ({ id: item, state_path: statePath }))) } } : record;
        // A step's verdict event counts as accepted even where a replay would not stamp it (a decision
        // that looped back to itself): a verdict read as standing only holds the restore to more.
        const taken = sourceTakenBack.get(id);
        const accepted = (rewinds.length > 0 || sourceTakenBack.size > 0) && lastVerdict.has(id) ? { accepted_seq: lastVerdict.get(id) } : {};
        steps[id] = { ...withItems, ...accepted, ...(taken !== undefined ? { source_taken_back: taken } : {}) };
    }
    return { kind: 'ok', state: { ...doc, steps, ...(rewinds.length > 0 ? { rewinds } : {}) } };
}
/**
 * The run the manifest at `manifestAbs` records when it names another journal than `journalAbs`:
 * runs of other state paths whose run root is one folder (two workflows' `runs/{{run_id}}/x.yaml`
 * and `y.yaml`) would each write RUN_MANIFEST.yaml over the other's. Undefined when there is no
 * manifest, it is this journal's or this workflow's, names no journal that exists, or does not read.
 */
function manifestOfOtherRun(manifestAbs, journalAbs, workflowName) {
    // Read and parsed as a run's load reads it; one that does not read is the load's to judge.
    const doc = parseManifest(readManifestFile(manifestAbs));
    if (!isRecord(doc) || doc instanceof UnreadManifest || !isRecord(doc['journal']) || typeof doc['journal']['file'] !== 'string')
        return undefined;
    const journal = doc['journal']['file'];
    if (journal === manifestJournalName(manifestAbs, journalAbs))
        return undefined;
    // This workflow's own earlier run (a fresh start moves it aside; an earlier build named its journal
    // otherwise), or a manifest whose journal is not there (edited, or left by a run that is gone:
    // the load judges it): no other run to write over.
    if (doc['workflow'] === workflowName || !(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(manifestAbs), journal)))
        return undefined;
    const text = (key) => (typeof doc[key] === 'string' ? doc[key] : '?');
    return { workflow: text('workflow'), runId: text('run_id'), workflowFile: text('workflow_file'), journal };
}


/***/ }),

/***/ 2537:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tp: () => (/* reexport safe */ _fresh_marker_js__WEBPACK_IMPORTED_MODULE_5__.Tp),
/* harmony export */   ah: () => (/* binding */ endSupersede),
/* harmony export */   hh: () => (/* binding */ supersede)
/* harmony export */ });
/* unused harmony exports beginSupersede, moveAside */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2862);
/* harmony import */ var _atomic_write_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(174);
/* harmony import */ var _journal_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(666);
/* harmony import */ var _fresh_marker_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3388);
// Fresh runs never accept earlier results as evidence: the previous state, manifest, logs and
// every existing declared output are moved aside into <run root>/.superseded/<time>/ (kept for
// people to read, never read by stagegate). The folder is confined as every other path of the run
// is: a link planted at .superseded (by a stage, an agent or a commit) never carries the run's
// files out of the workspace, and something other than a folder there is a clear
// STATE_WRITE_FAILED, nothing moved.
//
// A fresh start is several renames, and a crash can stop it between any two: before the first, a
// marker beside the state file (`<state>.fresh`, written durably, after the folder it names is:
// .superseded and the folder's entry fsync'd) names the folder the files go into, and is removed
// once every file is there (each rename's folders fsync'd) and the new run's start is committed to
// its journal. The next invocation that finds it \u2014 a resume
// too \u2014 finishes the fresh start into that folder instead of reading what is left (a run whose
// journal is gone while its logs and outputs stay, or the old run with some of its files moved).
// The manifest moves first: a run whose manifest records a journal head while its journal is gone
// is never one a crash of a fresh start left, and stays refused as a journal cut.







/** A folder of its own for this fresh run: two fresh runs within one second must not share one. */
function claimFolder(workspace, parent, stamp) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(parent.abs, { recursive: true });
    for (let n = 1;; n++) {
        // Checked again after the mkdir: confinement holds for the folder the files go into.
        const candidate = workspace.resolve((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(parent.rel, n === 1 ? stamp : `${stamp}-${n}`), _fresh_marker_js__WEBPACK_IMPORTED_MODULE_5__/* .SUPERSEDED_WHAT */ .uq);
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(candidate.abs);
            return workspace.resolve(candidate.rel, _fresh_marker_js__WEBPACK_IMPORTED_MODULE_5__/* .SUPERSEDED_WHAT */ .uq);
        }
        catch (error) {
            if (error.code !== 'EEXIST')
                throw error;
        }
    }
}
/**
 * The first step of a fresh start: the folder its files go into, claimed, and the marker that
 * names it written (durably) before anything moves. Null when none of `paths` exists: nothing to
 * move, no folder, no marker.
 */
function beginSupersede(workspace, runRoot, statePath, paths, stamp, random) {
    if (!paths.some((p) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(p.abs)))
        return null;
    // Refuses (PATH_OUTSIDE_WORKSPACE) a link at .superseded or on the way that leads out, before anything is made or moved.
    const parent = workspace.resolve((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(runRoot.rel, _fresh_marker_js__WEBPACK_IMPORTED_MODULE_5__/* .SUPERSEDED_DIR */ .Tp), _fresh_marker_js__WEBPACK_IMPORTED_MODULE_5__/* .SUPERSEDED_WHAT */ .uq);
    // The run it supersedes, by its journal's first event (as SHARD.json's run_instance): the marker
    // counts only while that run's journal is in place or in the folder (fresh-marker.ts).
    const instance = (0,_journal_js__WEBPACK_IMPORTED_MODULE_4__/* .readOrigin */ .P2)((0,_journal_js__WEBPACK_IMPORTED_MODULE_4__/* .journalPathFor */ .S7)(statePath.abs)) ?? null;
    let target;
    try {
        target = claimFolder(workspace, parent, stamp);
        // The folder's entry in .superseded (and .superseded's in the run root) durable before the marker names it.
        (0,_journal_js__WEBPACK_IMPORTED_MODULE_4__/* .syncDir */ .ty)(parent.abs);
        (0,_journal_js__WEBPACK_IMPORTED_MODULE_4__/* .syncDir */ .ty)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(parent.abs));
        const marker = JSON.stringify({ schema: _fresh_marker_js__WEBPACK_IMPORTED_MODULE_5__/* .FRESH_MARKER_SCHEMA */ .yS, target: target.rel, run_instance: instance });
        (0,_atomic_write_js__WEBPACK_IMPORTED_MODULE_3__/* .atomicWriteFile */ .Re)((0,_fresh_marker_js__WEBPACK_IMPORTED_MODULE_5__/* .freshMarkerPath */ .Wp)(statePath.abs), `${marker}\n`, random !== undefined ? { random } : {});
    }
    catch (error) {
        if ((0,_run_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .isStagegateError */ .W)(error))
            throw error;
        const code = error.code ?? 'error';
        throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StagegateError */ .q('STATE_WRITE_FAILED', `cannot make the folder ${parent.rel} that a fresh run moves the previous run's files into (${code}): nothing was moved`, {
            hint: `Remove or rename what stands at ${parent.rel} (it must be a folder, or absent), then start the fresh run again.`,
            cause: error,
        });
    }
    return { target, instance, started: false };
}
/** Moves each of `paths` that exists into the fresh start's folder (at its workspace path there); how many moved. */
function moveAside(pending, paths) {
    let moved = 0;
    const seen = new Set();
    const synced = new Set();
    for (const p of paths) {
        if (seen.has(p.abs) || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(p.abs))
            continue;
        seen.add(p.abs);
        const destination = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(pending.target.abs, p.rel);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(destination), { recursive: true });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(p.abs, destination);
        moved++;
        synced.add((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(p.abs));
        for (let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(destination); dir.length >= pending.target.abs.length; dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir))
            synced.add(dir);
    }
    // Every rename durable (both folders of each, and the folders made on the way) before the marker
    // that would finish them can go (endSupersede, once the new run's start is committed).
    for (const dir of synced)
        (0,_journal_js__WEBPACK_IMPORTED_MODULE_4__/* .syncDir */ .ty)(dir);
    return moved;
}
/** The fresh start is done (its files in its folder, the new run's start committed): its marker removed (durably). */
function endSupersede(statePath) {
    const marker = (0,_fresh_marker_js__WEBPACK_IMPORTED_MODULE_5__/* .freshMarkerPath */ .Wp)(statePath.abs);
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(marker);
    }
    catch (error) {
        if (error.code !== 'ENOENT')
            throw error;
    }
    (0,_journal_js__WEBPACK_IMPORTED_MODULE_4__/* .syncDir */ .ty)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(marker));
}
/**
 * A fresh start's move aside (beginSupersede, moveAside), or the rest of one a crash interrupted
 * (`pending`: into its folder). `to`: the folder, when anything is (or was) there; `marked`: its
 * marker is in place \u2014 endSupersede removes it once the new run's start is in its journal, so
 * that a crash before that still finds the fresh start to finish (and the folder it names).
 */
function supersede(workspace, runRoot, statePath, paths, stamp, options = {}) {
    const started = options.pending ?? beginSupersede(workspace, runRoot, statePath, paths, stamp, options.random);
    if (started === null)
        return { to: null, marked: false };
    const moved = moveAside(started, paths);
    return { to: moved > 0 || options.pending !== undefined ? started.target.rel : null, marked: true };
}


/***/ }),

/***/ 6154:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TH: () => (/* binding */ newerThan),
/* harmony export */   VY: () => (/* binding */ plainVersion),
/* harmony export */   YO: () => (/* binding */ newerBuildRefusal),
/* harmony export */   co: () => (/* binding */ upgradeTo),
/* harmony export */   xU: () => (/* binding */ newerBuildName)
/* harmony export */ });
/* unused harmony export compareVersions */
/* harmony import */ var semver_functions_compare_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8469);
/* harmony import */ var semver_functions_compare_js__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(semver_functions_compare_js__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8780);
/* harmony import */ var semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(311);
// Which stagegate wrote a run: every invocation records its version (run_started.stagegate_version,
// and the manifest's stagegate_version after it). A run a newer stagegate took part in may hold what
// this build does not know (an event, a manifest section, a field); read with this build it would
// look edited. It is refused as what it is \u2014 written by a newer stagegate: upgrade \u2014 and nothing of
// it is written over (RUN_WRITTEN_BY_NEWER_STAGEGATE).



/**
 * Semantic-version precedence of `a` against `b` (< 0, 0, > 0; build metadata ignored), by the
 * `semver` package; undefined when either is not such a version.
 */
function compareVersions(a, b) {
    return semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_1___default()(a) !== null && semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_1___default()(b) !== null ? semver_functions_compare_js__WEBPACK_IMPORTED_MODULE_0___default()(a, b) : undefined;
}
/** The newest of `versions` that is newer than `current` (this build's), or undefined when none is. */
function newerThan(versions, current = _version_js__WEBPACK_IMPORTED_MODULE_2__/* .VERSION */ .x) {
    let newest;
    for (const v of versions) {
        if (v === undefined)
            continue;
        if ((compareVersions(v, current) ?? 0) > 0 && (newest === undefined || (compareVersions(v, newest) ?? 0) > 0))
            newest = v;
    }
    return newest;
}
/**
 * A version as a release names it: MAJOR.MINOR.PATCH, perhaps a short pre-release (`-rc.1`,
 * `-beta`, `-2`); no `v`, no build metadata, no white space. Only such a version is repeated in what
 * stagegate prints: the journal (a shard's, an artifact's) says which build wrote it, and a forged
 * one could otherwise put any text (`99.0.0-see.evil-example.com`, a line break) into the
 * upgrade hint and its `npm install` command.
 */
const PLAIN_VERSION = /^(?:0|[1-9]\d{0,8})\.(?:0|[1-9]\d{0,8})\.(?:0|[1-9]\d{0,8})(?:-(?:[A-Za-z]{1,16}|0|[1-9]\d{0,8})(?:\.(?:0|[1-9]\d{0,8}))*)?$/;
/** `version` when it is a plain version (PLAIN_VERSION, at most 40 characters), else undefined. */
function plainVersion(version) {
    return version.length <= 40 && PLAIN_VERSION.test(version) ? version : undefined;
}
/** A newer build as the words name it: its version when plain, else what it is without repeating it. */
function newerBuildName(newer) {
    const plain = plainVersion(newer);
    return plain !== undefined ? `a newer stagegate (${plain})` : 'a newer stagegate (its journal names a version that is no plain release version, not repeated here)';
}
/** How to upgrade to the build that wrote it: to its version when plain, else to the latest release. */
function upgradeTo(newer) {
    const plain = plainVersion(newer);
    return plain !== undefined ? `Upgrade stagegate to ${plain} or later (npm install stagegate@${plain}; the Action: the ref its uses: names)` : `Upgrade stagegate to the release that wrote it or a later one (npm install stagegate@latest; the Action: the ref its uses: names)`;
}
/** The refusal's words: who wrote the run, which stagegate this is, what to do; the run's files are left as they are. */
function newerBuildRefusal(newer, relJournal) {
    return {
        reason: `journal ${relJournal} was written by ${newerBuildName(newer)} than this one (${_version_js__WEBPACK_IMPORTED_MODULE_2__/* .VERSION */ .x}): this stagegate may not understand what the run recorded, so it neither continues nor reports the run`,
        hint: `${upgradeTo(newer)}, then run the same command again: the run's files were left as they are. Or start another run id with this stagegate.`,
    };
}


/***/ }),

/***/ 660:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dw: () => (/* binding */ approvalRequest),
/* harmony export */   E7: () => (/* binding */ applyApproval),
/* harmony export */   HM: () => (/* binding */ approvalTarget),
/* harmony export */   I3: () => (/* binding */ notPendingInChild),
/* harmony export */   IU: () => (/* binding */ decidedOf),
/* harmony export */   PE: () => (/* binding */ approverNotAllowed),
/* harmony export */   Q6: () => (/* binding */ recordDecision),
/* harmony export */   Ro: () => (/* binding */ ownPendingApproval),
/* harmony export */   SQ: () => (/* binding */ isApprover),
/* harmony export */   Ud: () => (/* binding */ ResumeToGoOn),
/* harmony export */   Y: () => (/* binding */ approvalDigest),
/* harmony export */   Z: () => (/* binding */ pausedInWords),
/* harmony export */   Zh: () => (/* binding */ approversInWords),
/* harmony export */   ad: () => (/* binding */ decisionFor),
/* harmony export */   jD: () => (/* binding */ decidedInWords),
/* harmony export */   pm: () => (/* binding */ approvalTransition),
/* harmony export */   se: () => (/* binding */ childrenDecided),
/* harmony export */   zM: () => (/* binding */ childrenPausedFor)
/* harmony export */ });
/* unused harmony exports canonicalJson, voidedDecision, pauseForApproval, PLAIN_RESUME */
/* harmony import */ var immutable__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4057);
/* harmony import */ var immutable__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(immutable__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _run_command_line_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1439);
/* harmony import */ var _workspace_digest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3929);
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2862);
/* harmony import */ var _run_transition_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9122);
/* harmony import */ var _run_source_drift_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5682);
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
    const { status: _s, message: _m, invocations: _i, updated_at: _u, recent: _r, pending_approval: _p, approvals: _a, output_changes: _o, loop_limit_step: _l, ...view } = state;
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
    return (0,_run_transition_js__WEBPACK_IMPORTED_MODULE_4__/* .currentVisit */ .$n)((0,_run_transition_js__WEBPACK_IMPORTED_MODULE_4__/* .stepRecord */ .oU)(state, stepId));
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
    return (0,_run_source_drift_js__WEBPACK_IMPORTED_MODULE_5__/* .staleWhy */ .El)({ source_commit: (0,_run_source_drift_js__WEBPACK_IMPORTED_MODULE_5__/* .advancedFrom */ .R3)(state, made.source_commit, now.source_commit) }, now, { commit: true, version: false });
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
 * Who decides the approval requested at `step` now: the approvers it was requested from on this
 * visit already (a pending approval keeps them: a workflow file edited since, and resumed with
 * --allow-workflow-change, does not change who decides it), else the step's.
 */
function pinnedApprovers(state, step) {
    const previous = state.pending_approval;
    if (previous && previous.step === step.id && previous.visit === visitOf(state, step.id))
        return previous.approvers ?? null;
    return step.def.approval?.approvers ?? null;
}
/**
 * The pending approval a pause at `step` records: the one of the same visit while the state is
 * unchanged (kept), else a new request for the current state \u2014 from `approvers` (as the journal
 * pinned them; undefined, a journal written before they were: the step's).
 */
function requestOf(state, step, at, filled, approvers) {
    const visit = visitOf(state, step.id);
    const digest = approvalDigest(state);
    const previous = state.pending_approval;
    const source = (0,_run_source_drift_js__WEBPACK_IMPORTED_MODULE_5__/* .currentSource */ .J7)(state);
    const keep = previous !== null && previous !== undefined && previous.step === step.id && previous.visit === visit && previous.state_digest === digest && madeElsewhere(state, previous) === null;
    const approval = step.def.approval;
    const pending = keep
        ? previous
        : {
            step: step.id,
            visit,
            message: filled ?? approval?.message ?? `approve ${step.id}?`,
            approvers: approvers !== undefined ? approvers : (approval?.approvers ?? null),
            requested_at: at,
            state_digest: digest,
            ...(source ? { source_commit: source.source_commit } : {}),
        };
    return { pending, keep };
}
/** The approvers as a sentence names them (null: anyone). */
function approversInWords(approvers) {
    return approvers ? approvers.join(', ') : 'anyone';
}
function sameApprovers(a, b) {
    if (a === null || b === null)
        return a === b;
    return a.length === b.length && a.every((x) => isApprover(b, x)) && b.every((x) => isApprover(a, x));
}
/**
 * What a pause at `step` records in its approval_reached event, so a replay (and approve / reject)
 * judges the decision by them and not by a workflow file edited since: the message as shown and
 * the approvers (pinnedApprovers). `listed`: the step's approvers in the workflow file, when they
 * differ from those pinned (the file was edited while the approval was pending).
 */
function approvalRequest(state, step, filled) {
    const { pending } = requestOf(state, step, '', filled, pinnedApprovers(state, step));
    const listed = step.def.approval?.approvers ?? null;
    return { message: pending.message, approvers: pending.approvers, ...(sameApprovers(listed, pending.approvers) ? {} : { listed }) };
}
/**
 * Pause at an approval step: PARTIAL_RESUMABLE with a pending_approval record. A pending
 * record of the same visit is kept while the state is unchanged (a resume re-reports it);
 * otherwise the approval is requested again for the current state \u2014 from `approvers`, as the
 * approval_reached event pinned them (undefined in journals written before: the step's).
 */
function pauseForApproval(state, step, at, filled, approvers) {
    const visit = visitOf(state, step.id);
    const previous = state.pending_approval;
    const source = (0,_run_source_drift_js__WEBPACK_IMPORTED_MODULE_5__/* .currentSource */ .J7)(state);
    const { pending, keep } = requestOf(state, step, at, filled, approvers);
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
 * Whether `by` is one of `approvers`, compared case-insensitively: GitHub logins are (`Alice` and
 * `alice` are one account; github.actor spells it as the account does, a workflow as its author
 * typed it), and so is the name --by gives.
 */
function isApprover(approvers, by) {
    const who = by.toLowerCase();
    return approvers.some((a) => a.toLowerCase() === who);
}
/**
 * APPROVER_NOT_ALLOWED: `by` is none of the step's approvers. The hint names them all and decides
 * as the first: `decide` is the command that decides this run (`stagegate approve WORKFLOW --run-id ID
 * [name=value ...]`, the CLI's `-C DIR` included), the approver's name one shell word after it;
 * without one, the --by flag alone (shell-quoted as well).
 */
/** Who may decide, every one named (the command after it names the first): `Decide as alice` or `Decide as one of them (alice, bob)`. */
function decideAs(approvers) {
    return approvers.length === 1 ? `Decide as ${approvers[0]}` : `Decide as one of them (${approvers.join(', ')})`;
}
function approverNotAllowed(by, verb, step, approvers, decide, listed) {
    const flag = (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .flagWord */ .Np)('by', approvers[0] ?? 'NAME');
    // The workflow file lists others now (edited while the approval was pending): those it was requested from decide.
    const edited = listed !== undefined && !sameApprovers(listed, approvers) ? ` (the workflow file now ${listed === null ? 'lists no approvers (anyone may decide)' : `lists ${approversInWords(listed)}`}, but this approval was requested before it was edited, and those it was requested from decide it)` : '';
    // The approvers are named once, in the fix (decideAs), beside the command that decides as one of them.
    const whom = approvers.length === 1 ? 'its approver' : `one of its ${approvers.length} approvers`;
    return new _run_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .StagegateError */ .q('APPROVER_NOT_ALLOWED', `${by} may not ${verb} step ${step}: ${by} is not ${whom}${edited}`, {
        hint: `${decideAs(approvers)}: ${decide !== undefined ? `\`${decide}${flag}\`` : flag.trim()}.`,
    });
}
/** What a resume hint names when it knows no command (this module knows none): a command that does fills it in (ResumeToGoOn.hintFor). */
const PLAIN_RESUME = 'the run with stagegate run';
/**
 * APPROVAL_NOT_PENDING of a run a resume goes on with (decided and not resumed, or not at its
 * approval yet): the hint says what to resume as a part of its own (`hintFor`), so a command that
 * knows the command to run names it there (approve.ts: the run a child's run belongs to); `hint`
 * is the plain words, PLAIN_RESUME.
 */
class ResumeToGoOn extends _run_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .StagegateError */ .q {
    hintFor;
    constructor(message, hintFor) {
        super('APPROVAL_NOT_PENDING', message, { hint: hintFor(PLAIN_RESUME) });
        this.hintFor = hintFor;
    }
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
            const why = request.sourceCommit ? (0,_run_source_drift_js__WEBPACK_IMPORTED_MODULE_5__/* .staleWhy */ .El)({ source_commit: (0,_run_source_drift_js__WEBPACK_IMPORTED_MODULE_5__/* .advancedFrom */ .R3)(state, decided.source_commit, request.sourceCommit) }, { source_commit: request.sourceCommit, agent_package_version: null }, { commit: true, version: false }) : null;
            const follows = decided.decision === 'approved' ? 'approval (on_approve)' : 'rejection (on_reject)';
            throw new ResumeToGoOn(`step ${decided.step} (visit ${decided.visit}) of run ${state.run_id} was already ${decided.decision} by ${decided.by} at ${decided.at}${why ? ` (${why})` : ''}; nothing to ${verb} here`, why
                ? (run) => `That decision no longer counts at this source commit: resume ${run} (with --on-source-change as the run needs), which pauses at the approval again, then decide again.`
                : (run) => `Resume ${run}: it follows the ${follows}.`);
        }
        // Finished: no resume of it pauses again, so do not advise one.
        if (state.active_step === null) {
            throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .StagegateError */ .q('APPROVAL_NOT_PENDING', `run ${state.run_id} already finished (${state.status}) and awaits no approval; nothing to ${verb} here`, {
                hint: 'A finished run takes no more decisions (stagegate status shows how it ended); to go through its approval again, start the workflow over: a new run id, or this one with --mode fresh.',
            });
        }
        // The active step is where the run goes on, not one it is at: "(active step: sign_off)" of an
        // approval step the run stopped before read as a contradiction.
        throw new ResumeToGoOn(`run ${state.run_id} is not waiting for an approval (it goes on at step ${state.active_step}, not reached yet; ${state.status}); nothing to ${verb} here`, (run) => `Resume ${run} until it pauses at an approval step; stagegate status shows where it is.`);
    }
    if (pending.approvers && !isApprover(pending.approvers, request.by))
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
/**
 * The transition of reaching an approval step (pure): follow the recorded decision, or pause \u2014
 * with the message and approvers the approval_reached event pinned (undefined in journals written
 * before they were: the message and approvers the workflow gives).
 */
function approvalTransition(state, workflow, step, at, stopAfter, message, approvers) {
    const record = decisionFor(state, step);
    return record ? applyApproval(state, workflow, step, record, at, stopAfter) : pauseForApproval(state, step, at, message, approvers);
}


/***/ }),

/***/ 7487:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FJ: () => (/* binding */ applyPhaseStopped),
/* harmony export */   K2: () => (/* binding */ withChildRecord),
/* harmony export */   Ld: () => (/* binding */ applyChildPaused),
/* harmony export */   MJ: () => (/* binding */ childManifestSections),
/* harmony export */   _j: () => (/* binding */ applyChildFailed),
/* harmony export */   mm: () => (/* binding */ applyChildRouted)
/* harmony export */ });
/* harmony import */ var _state_state_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6624);
/* harmony import */ var _run_transition_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9122);
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
    const child = record.child !== undefined && c.decidedAt !== undefined ? { child: { ...record.child, decided_at: c.decidedAt } } : {};
    next = { ...next, ...changes, steps: { ...next.steps, [c.step.id]: { ...record, gate, child_outputs: outputs, ...child } } };
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
function applyChildFailed(state, step, code, message, durationMs, at, answerCommand) {
    return { state: (0,_run_transition_js__WEBPACK_IMPORTED_MODULE_1__/* .applyFailure */ .nw)(state, { step, code, message, exitStatus: null, signal: null, durationMs, log: null, at, ...(answerCommand !== undefined ? { answerCommand } : {}) }), stop: code };
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

/***/ 183:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AQ: () => (/* binding */ requiresSkipInWords),
/* harmony export */   Dy: () => (/* binding */ canSkipByRequires),
/* harmony export */   Vg: () => (/* binding */ applyDecision),
/* harmony export */   a1: () => (/* binding */ stepsNotRun)
/* harmony export */ });
/* harmony import */ var _run_transition_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9122);
/* harmony import */ var _model_expressions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4206);


function applyDecision(state, workflow, step, outcome, at, stopAfter) {
    // The decision itself (every branch tried, the values seen) is the journal's decision_taken event.
    // Nothing ran: no exit status on the step or its transition.
    const completedAs = () => {
        const chosen = outcome.record.chosen;
        return `decision ${step.id} took ${chosen === 'else' ? 'else' : `if ${outcome.record.branches[chosen]?.expression ?? ''}`}`;
    };
    const result = (0,_run_transition_js__WEBPACK_IMPORTED_MODULE_0__/* .applyExitSuccess */ .Kv)(state, workflow, { step, to: outcome.to, exitStatus: null, durationMs: 0, log: null, at, stopAfter, completedAs });
    // A check of the files a step requires that skipped it: the message says the skip, and why.
    const skipped = typeof result.state.message === 'string' ? requiresSkipInWords(step, outcome.record) : undefined;
    return skipped === undefined ? result : { ...result, state: { ...result.state, message: `${skipped} (${result.state.message})` } };
}
/**
 * `step X skipped: it requires a/b.md, which does not exist` when `step` is a check of the files
 * step X requires (an aiox `<id>_requires`: StepModel.requiresCheckOf) and took its else; the
 * missing files are the ones its branch saw false. The paths are those the branch's expression
 * reads (fileReads of its compiled text), each looked up in what it saw by the key the evaluation
 * recorded it under (fileReadKey), never read back out of that key's quoted text. Undefined otherwise.
 */
/**
 * The steps `decisions` went around without running them (an aiox step whose required files were
 * missing), each with the words the run printed there. Only each check's latest decision counts:
 * a run that came through the check again since (a loop, a --rerun-from before it) and ran the
 * step did not go around it, and one that went around it again is listed once. In the order of
 * those decisions. Empty for a workflow without such checks.
 */
function stepsNotRun(workflow, decisions) {
    const latest = new Map();
    for (const d of decisions) {
        if (workflow.steps.get(d.step)?.requiresCheckOf === undefined)
            continue;
        latest.delete(d.step);
        latest.set(d.step, d);
    }
    const out = [];
    for (const d of latest.values()) {
        const check = workflow.steps.get(d.step);
        const reason = requiresSkipInWords(check, d);
        if (reason !== undefined)
            out.push({ step: check.requiresCheckOf, check: d.step, visit: d.visit, to: d.to, reason });
    }
    return out;
}
/** Whether the run's decisions can skip a step (an aiox `<id>_requires` check): its end then lists them (RunRequest.keepLog). */
function canSkipByRequires(workflow) {
    for (const s of workflow.steps.values())
        if (s.requiresCheckOf !== undefined)
            return true;
    return false;
}
function requiresSkipInWords(step, record) {
    if (step.requiresCheckOf === undefined || record.chosen !== 'else')
        return undefined;
    const branch = record.branches[0];
    const compiled = branch === undefined ? undefined : (0,_model_expressions_js__WEBPACK_IMPORTED_MODULE_1__/* .compileExpression */ .Wo)(branch.expression);
    const missing = compiled?.ok === true ? (0,_model_expressions_js__WEBPACK_IMPORTED_MODULE_1__/* .fileReads */ .Mv)(compiled).filter((path) => branch.seen[(0,_model_expressions_js__WEBPACK_IMPORTED_MODULE_1__/* .fileReadKey */ .ME)(path)] === false) : [];
    const files = missing.length === 0 ? 'files' : missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing[missing.length - 1]}`;
    return `step ${step.requiresCheckOf} skipped: it requires ${files}, which ${missing.length === 1 ? 'does' : 'do'} not exist`;
}


/***/ }),

/***/ 5517:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OA: () => (/* binding */ foreachManifestSections),
/* harmony export */   l5: () => (/* binding */ foreachRunsFolder),
/* harmony export */   zB: () => (/* binding */ FOREACH_DIR)
/* harmony export */ });
/* harmony import */ var _state_state_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6624);
/* harmony import */ var _slugify_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8041);
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

/***/ 5013:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BA: () => (/* binding */ nextItemIndex),
/* harmony export */   Dn: () => (/* binding */ finishItem),
/* harmony export */   Hm: () => (/* binding */ itemStatePathIn),
/* harmony export */   Mx: () => (/* binding */ newRecord),
/* harmony export */   VZ: () => (/* binding */ reviveDeferred),
/* harmony export */   _n: () => (/* binding */ deferredItems),
/* harmony export */   eE: () => (/* binding */ carryVisits),
/* harmony export */   mY: () => (/* binding */ startItem)
/* harmony export */ });
/* harmony import */ var _state_state_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6624);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _manifest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5517);
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

/***/ 8041:
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

/***/ 5:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DZ: () => (/* binding */ branchReused),
/* harmony export */   IJ: () => (/* binding */ howBranchFailed),
/* harmony export */   Kk: () => (/* binding */ runningBranches),
/* harmony export */   Nl: () => (/* binding */ parallelOf),
/* harmony export */   Uf: () => (/* binding */ pendingBranch),
/* harmony export */   Ww: () => (/* binding */ branchRecord),
/* harmony export */   cj: () => (/* binding */ beginParallelVisit),
/* harmony export */   eG: () => (/* binding */ waitingBranches),
/* harmony export */   lt: () => (/* binding */ withOutcome),
/* harmony export */   q3: () => (/* binding */ markNotRun),
/* harmony export */   tq: () => (/* binding */ withBranch),
/* harmony export */   vG: () => (/* binding */ withBranchArtifact)
/* harmony export */ });
/* harmony import */ var _run_transition_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9122);

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
/**
 * The run's artifacts with a branch's accepted output `value` at `key`, the parallel step's branch
 * outputs (`declared`: their keys, in the branches' declared order) kept in declared order whatever
 * order the branches finished in: two runs of one workflow list them alike (the state, the
 * manifest, run --json), and a replay of the journal (which records them as they finished) gives
 * the same order. A first one goes at the end; the others join it there.
 */
function withBranchArtifact(artifacts, key, value, declared) {
    const group = new Set(declared);
    if (!group.has(key))
        return Object.fromEntries([...Object.entries(artifacts), [key, value]]);
    const ofGroup = () => declared.flatMap((d) => (d === key ? [[d, value]] : Object.hasOwn(artifacts, d) ? [[d, artifacts[d]]] : []));
    const entries = [];
    let placed = false;
    for (const [k, v] of Object.entries(artifacts)) {
        if (!group.has(k))
            entries.push([k, v]);
        else if (!placed) {
            entries.push(...ofGroup());
            placed = true;
        }
    }
    if (!placed)
        entries.push(...ofGroup());
    // fromEntries: a key such as __proto__ stays an own entry.
    return Object.fromEntries(entries);
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
/** The step's branches running now, in declared order (a dead runner's, when a resume finds its attempt in flight). */
function runningBranches(state, stepId) {
    return Object.entries(state.steps[stepId]?.parallel?.branches ?? {}).filter(([, b]) => b.status === 'running').map(([id]) => id);
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

/***/ 5781:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ agentManifestSections),
/* harmony export */   Ii: () => (/* binding */ spendOf),
/* harmony export */   JD: () => (/* binding */ totalSpend),
/* harmony export */   fh: () => (/* binding */ recordAttempt)
/* harmony export */ });
/* unused harmony export addSpend */
/* harmony import */ var _agents_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6067);
/* harmony import */ var _run_transition_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9122);


/** An attempt's usage as recorded: its four figures (AgentUsage, or a recorded AttemptUsage), nothing else. */
function spendOf(usage) {
    if (!usage)
        return null;
    return { turns: usage.turns, cost_usd: usage.cost_usd, input_tokens: usage.input_tokens, output_tokens: usage.output_tokens };
}
/**
 * a + b. `partial`: b is the usage of one attempt that ended before its CLI reported it (a lower
 * bound: AttemptRecord.usage_partial), counted in `incomplete_attempts`.
 */
function addSpend(a, b, partial = false) {
    const base = a ?? { turns: null, cost_usd: null, input_tokens: null, output_tokens: null };
    const incomplete = (base.incomplete_attempts ?? 0) + (b?.incomplete_attempts ?? 0) + (partial ? 1 : 0);
    const sum = !b
        ? { turns: base.turns, cost_usd: base.cost_usd, input_tokens: base.input_tokens, output_tokens: base.output_tokens }
        : {
            turns: (0,_agents_types_js__WEBPACK_IMPORTED_MODULE_1__/* .addKnown */ .v2)(base.turns, b.turns),
            cost_usd: roundCost((0,_agents_types_js__WEBPACK_IMPORTED_MODULE_1__/* .addKnown */ .v2)(base.cost_usd, b.cost_usd)),
            input_tokens: (0,_agents_types_js__WEBPACK_IMPORTED_MODULE_1__/* .addKnown */ .v2)(base.input_tokens, b.input_tokens),
            output_tokens: (0,_agents_types_js__WEBPACK_IMPORTED_MODULE_1__/* .addKnown */ .v2)(base.output_tokens, b.output_tokens),
        };
    return incomplete > 0 ? { ...sum, incomplete_attempts: incomplete } : sum;
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
                // Its four figures only: whether it is a lower bound is its usage_partial, never a count
                // the record carries (a journal line could claim any `incomplete_attempts`).
                spend: addSpend(previous.spend, attempt.usage === null ? null : spendOf(attempt.usage), attempt.usage_partial === true),
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


/***/ })

};
