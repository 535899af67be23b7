export const id = 511;
export const ids = [511];
export const modules = {

/***/ 5709:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V1: () => (/* binding */ whyRemoveLeftovers),
/* harmony export */   ZZ: () => (/* binding */ earlierInstanceIn),
/* harmony export */   tb: () => (/* binding */ leftoverFolders),
/* harmony export */   xD: () => (/* binding */ removeLeftoversFirst)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _state_journal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(666);
/* harmony import */ var _descriptor_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4988);
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

/***/ 2900:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FI: () => (/* binding */ interruptedMergeAtResume),
/* harmony export */   Sz: () => (/* binding */ mergeMarkerPath),
/* harmony export */   Ui: () => (/* binding */ writeMergeMarker),
/* harmony export */   XT: () => (/* binding */ readMergeMarker),
/* harmony export */   fM: () => (/* binding */ interruptedMergeStop),
/* harmony export */   hi: () => (/* binding */ removeMergeMarker),
/* harmony export */   vE: () => (/* binding */ markedFolderRefusal),
/* harmony export */   z6: () => (/* binding */ foldersLeft)
/* harmony export */ });
/* unused harmony exports MERGE_MARKER_SCHEMA, interruptedMerge, MergeInterrupted */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _state_atomic_write_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(174);
/* harmony import */ var _state_journal_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(666);
/* harmony import */ var _state_own_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2076);
/* harmony import */ var _run_command_line_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1439);
/* harmony import */ var _run_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2862);
// The marker of a merge copying shards from elsewhere into the run root (`<state file>.merging`):
// written durably before the first copy, removed once every copy and output is in place. A merge
// killed (or failed: a full disk) in between leaves item folders half copied, or whole but with
// their outputs not yet in the workspace; a resume would take such a folder for an item run of
// its own and stop on what is missing (WORKFLOW_STATE_INTEGRITY_VIOLATION, STALE_ARTIFACT_REJECTED).
// While the marker names a folder that is there (or that cannot be looked at: a looping link, a
// folder that may not be searched), a resume runs no item in-process and stops with
// SHARD_MERGE_INTERRUPTED, whose fix is the merge again (with the folders it was given): that merge
// copies anew what is half copied and puts the outputs in place, nothing lost, nothing run again.
// Its folders removed instead (the --from folders gone), a resume removes the marker, which then
// covers nothing, and runs those items here.







const MERGE_MARKER_SCHEMA = 'stagegate/merge-copy@1';
/** Beside the state file, as a fresh start's marker is. */
function mergeMarkerPath(statePathAbs) {
    return `${statePathAbs}.merging`;
}
/** Written whole and synced before the first copy (a power loss never leaves copies without it). */
function writeMergeMarker(statePathAbs, copy) {
    (0,_state_atomic_write_js__WEBPACK_IMPORTED_MODULE_2__/* .atomicWriteFile */ .Re)(mergeMarkerPath(statePathAbs), JSON.stringify({ schema: MERGE_MARKER_SCHEMA, ...copy }) + '\n', { durable: true });
}
/** Removed once everything it covers is in place (its folder synced: a marker brought back by a power loss only asks for a merge that finds nothing to do). */
function removeMergeMarker(statePathAbs) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(mergeMarkerPath(statePathAbs), { force: true });
    (0,_state_journal_js__WEBPACK_IMPORTED_MODULE_3__/* .syncDir */ .ty)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(statePathAbs));
}
/** The marker, as a merge wrote it; undefined when there is none (or anything else is there). */
function readMergeMarker(statePathAbs) {
    let data;
    try {
        data = JSON.parse((0,_state_own_file_js__WEBPACK_IMPORTED_MODULE_4__/* .readRegularFile */ .XF)(mergeMarkerPath(statePathAbs), 1024 * 1024).toString('utf8'));
    }
    catch {
        return undefined;
    }
    const r = data;
    const strings = (v) => Array.isArray(v) && v.every((s) => typeof s === 'string');
    if (typeof data !== 'object' || data === null || r.schema !== MERGE_MARKER_SCHEMA || !strings(r.from) || !strings(r.folders))
        return undefined;
    return { from: r.from, folders: r.folders };
}
/** The folders of `copy` that may still hold a copy (looked at inside the workspace only: a marker never leads a check outside). */
function foldersLeft(workspace, copy) {
    const left = [];
    for (const folder of copy.folders) {
        try {
            if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(workspace.resolve(folder, 'a shard folder a merge copied into').abs, { throwIfNoEntry: false }) !== undefined)
                left.push({ folder });
        }
        catch (error) {
            // A path that leads outside the workspace (`../x`, a link out; a refusal with no file system
            // error under it) is no folder of the run's a merge copied into: gone, as before session 51.
            // Kept, it would stop every resume and tell the person to remove a path outside the workspace.
            if (isOutside(error))
                continue;
            const code = errorCode(error);
            if (code !== 'ENOENT' && code !== 'ENOTDIR')
                left.push({ folder, unreadable: code });
        }
    }
    return left;
}
/** The confinement's refusal of a path that leads outside the workspace (not one it could not look up: that carries its `cause`). */
function isOutside(error) {
    return (0,_run_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .isStagegateError */ .W)(error) && error.code === 'PATH_OUTSIDE_WORKSPACE' && error.cause === undefined;
}
/** The file system's code of why a folder could not be looked at (the confinement's refusal carries it as its cause), else the refusal's own. */
function errorCode(error) {
    const cause = error.cause;
    const code = cause?.code ?? error.code;
    return typeof code === 'string' ? code : String(error);
}
/** What a run says of an interrupted merge whose folders are there: its stop message and fix (the merge again, pasteable). */
function interruptedMerge(workspace, statePathAbs, run) {
    const copy = readMergeMarker(statePathAbs);
    if (copy === undefined)
        return undefined;
    const left = foldersLeft(workspace, copy);
    return left.length === 0 ? undefined : describeMerge(copy, left, run);
}
/**
 * interruptedMerge for a resume, which holds the run's lock: a marker that names no folder that is
 * there any more covers nothing (those folders were removed, as the stop's fix says when the --from
 * folders are gone), and is removed here, before any item runs: the resume makes those very folders
 * again, and a later resume (the run stopped again at the step) would take them for the merge's and
 * stop SHARD_MERGE_INTERRUPTED again, its only way on to remove what the run did meanwhile.
 */
function interruptedMergeAtResume(workspace, statePathAbs, run) {
    const copy = readMergeMarker(statePathAbs);
    if (copy === undefined)
        return undefined;
    const left = foldersLeft(workspace, copy);
    if (left.length > 0)
        return describeMerge(copy, left, run);
    try {
        removeMergeMarker(statePathAbs);
    }
    catch (error) {
        const marker = workspace.relative(mergeMarkerPath(statePathAbs));
        throw new _run_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .StagegateError */ .q('STATE_WRITE_FAILED', `cannot remove the merge marker ${marker}, which names no folder that is there any more (${error.code ?? String(error)}); no item ran`, {
            hint: `Fix permissions on the run root (or remove ${(0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_5__/* .shellWord */ .r7)(marker)}) and resume.`,
            location: { file: marker },
        });
    }
    return undefined;
}
function describeMerge(copy, left, run) {
    const merge = `${(0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_5__/* .runVerbLine */ .BO)(run.commandName, 'merge', run.workflowFile, run.runId, run.locating)}${copy.from.map((dir) => (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_5__/* .flagWord */ .Np)('from', dir)).join('')}`;
    const there = left.map((f) => f.folder);
    const shown = left.map((f) => (f.unreadable === undefined ? f.folder : `${f.folder} (it cannot be looked at: ${f.unreadable})`));
    const unreadable = left.filter((f) => f.unreadable !== undefined).map((f) => (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_5__/* .shellWord */ .r7)(f.folder));
    // Taken for gone, a folder that cannot be looked at would lose the marker while a half copy may be there.
    const unreadableFix = unreadable.length === 0 ? '' : ` ${unreadable.join(' ')} cannot be looked at, so it counts as there: fix what stops that (a looping link, permissions) or remove it first.`;
    return {
        message: `a merge of run ${run.runId} was interrupted while it copied shards into ${shown.join(', ')} (a copy there may be partial, or its outputs not yet in the workspace); no item ran`,
        fix: `Merge again: \`${merge}\` (it copies them anew and continues the run). If those --from folders are gone, remove ${there.map((f) => (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_5__/* .shellWord */ .r7)(f)).join(' ')} and resume: those items then run here.${unreadableFix}`,
        command: merge,
    };
}
/**
 * The stop a resume of the run at `activeStep` would give for an interrupted merge (as foreach/run.ts
 * and parallel/run.ts stop it), for the read-only looks that say what a run would do (status, plan);
 * undefined when the run is not at a foreach or parallel step, or no folder the marker names is there.
 */
function interruptedMergeStop(workspace, statePathAbs, at, run) {
    if (at === undefined || (at.kind !== 'foreach' && at.kind !== 'parallel'))
        return undefined;
    const merging = interruptedMerge(workspace, statePathAbs, run);
    if (merging === undefined)
        return undefined;
    return new MergeInterrupted(`${at.kind} step ${at.id}: ${merging.message}`, merging.fix, merging.command);
}
/** SHARD_MERGE_INTERRUPTED, with the merge its fix names as a command of its own (status's next_command). */
class MergeInterrupted extends _run_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .StagegateError */ .q {
    command;
    constructor(message, hint, command) {
        super('SHARD_MERGE_INTERRUPTED', message, { hint });
        this.command = command;
    }
}
/**
 * `run --shard KEY` in a folder the marker names: a leg there would either run on a half-made copy
 * or (the folder removed) make it again, and the next resume would take it for the interrupted
 * merge's and ask for that merge again. Refused, nothing run: the merge again, or, when none of the
 * marker's folders is left, the marker removed (nothing of it is half copied any more).
 */
function markedFolderRefusal(workspace, statePathAbs, folderRel, key, run) {
    const copy = readMergeMarker(statePathAbs);
    if (copy === undefined || !copy.folders.includes(folderRel))
        return undefined;
    const merging = interruptedMerge(workspace, statePathAbs, run);
    const marker = workspace.relative(mergeMarkerPath(statePathAbs));
    if (merging !== undefined) {
        return new _run_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .StagegateError */ .q('SHARD_MERGE_INTERRUPTED', `shard ${key}: ${merging.message}; its folder ${folderRel} is one of them: nothing ran`, { hint: merging.fix, location: { file: folderRel } });
    }
    return new _run_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .StagegateError */ .q('SHARD_MERGE_INTERRUPTED', `shard ${key}: the marker ${marker} of an interrupted merge of run ${run.runId} still names its folder ${folderRel} (none of the folders it names is there now); a shard run there would make the next resume ask for that merge again: nothing ran`, {
        hint: `Remove ${(0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_5__/* .shellWord */ .r7)(marker)} (nothing it names is left half copied), then run the shard again.`,
        location: { file: marker },
    });
}


/***/ }),

/***/ 511:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FOREACH_DIR: () => (/* reexport */ manifest/* FOREACH_DIR */.zB),
  MARK_EVERY_ITEM_ROWS: () => (/* binding */ MARK_EVERY_ITEM_ROWS),
  itemPorts: () => (/* binding */ itemPorts),
  itemRunRequest: () => (/* binding */ itemRunRequest),
  itemStatePathIn: () => (/* reexport */ schedule/* itemStatePathIn */.Hm),
  itemWorkflowFor: () => (/* binding */ itemWorkflowFor),
  loadRecord: () => (/* binding */ loadRecord),
  markBatchOf: () => (/* binding */ markBatchOf),
  runForeachStep: () => (/* binding */ runForeachStep)
});

// EXTERNAL MODULE: ./src/core/run/source-drift.ts
var source_drift = __webpack_require__(5682);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/core/workspace/digest.ts
var digest = __webpack_require__(3929);
// EXTERNAL MODULE: ./src/core/run/errors.ts
var errors = __webpack_require__(2862);
// EXTERNAL MODULE: ./src/core/run/stop-codes.ts
var stop_codes = __webpack_require__(2454);
// EXTERNAL MODULE: ./src/core/model/placeholders.ts
var placeholders = __webpack_require__(2183);
// EXTERNAL MODULE: ./src/core/run/bindings.ts
var bindings = __webpack_require__(3671);
// EXTERNAL MODULE: ./src/core/run/transition.ts
var transition = __webpack_require__(9122);
// EXTERNAL MODULE: ./src/core/run/progress.ts
var progress = __webpack_require__(1346);
// EXTERNAL MODULE: ./src/core/run/passed-approvals.ts
var passed_approvals = __webpack_require__(8551);
// EXTERNAL MODULE: ./src/core/model/invocation.ts
var invocation = __webpack_require__(3291);
// EXTERNAL MODULE: ./src/core/model/workflow.ts
var workflow = __webpack_require__(7280);
// EXTERNAL MODULE: ./src/core/state/state.ts
var state_state = __webpack_require__(6624);
// EXTERNAL MODULE: ./src/core/run/host.ts
var host = __webpack_require__(2227);
// EXTERNAL MODULE: ./src/core/state/lock.ts
var lock = __webpack_require__(210);
// EXTERNAL MODULE: ./src/core/run/asked-next.ts
var asked_next = __webpack_require__(9183);
// EXTERNAL MODULE: ./src/core/run/outcome.ts
var run_outcome = __webpack_require__(381);
// EXTERNAL MODULE: ./src/core/run/scoped-note.ts
var scoped_note = __webpack_require__(9766);
// EXTERNAL MODULE: ./src/core/run/command-line.ts
var command_line = __webpack_require__(1439);
// EXTERNAL MODULE: ./src/core/state/journal.ts
var journal = __webpack_require__(666);
// EXTERNAL MODULE: ./src/core/steps/foreach/registry.ts
var foreach_registry = __webpack_require__(9039);
// EXTERNAL MODULE: ./src/core/model/did-you-mean.ts
var did_you_mean = __webpack_require__(1742);
// EXTERNAL MODULE: ./src/core/steps/foreach/slugify.ts
var slugify = __webpack_require__(8041);
// EXTERNAL MODULE: ./src/core/steps/foreach/selection.ts
var foreach_selection = __webpack_require__(1700);
// EXTERNAL MODULE: ./src/core/state/no-ids.ts
var no_ids = __webpack_require__(269);
;// CONCATENATED MODULE: ./src/core/steps/foreach/items.ts
// Registry rows -> foreach items: the id (id_field), the bindings the per-item steps see
// (foreach.bindings, slugify applied), and the ids each item depends on (depends_field). A
// declared field the registry lacks is never guessed (WORKFLOW_INPUT_REQUIRED); a bad row
// (empty or duplicate id, an id holding a newline or control character, a dependency on no item) is FOREACH_REGISTRY_INVALID at its line.





const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
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
        // An id travels into log lines, job logs and summaries: a newline or control character there
        // could forge lines (a workflow command, a terminal escape). Refused, shown escaped.
        if (CONTROL.test(id))
            invalid(registry, row.line, `item id ${JSON.stringify(id)} holds a newline or control character`, 'Give every row an id of printable characters on one line.');
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
var foreach_completion = __webpack_require__(6038);
// EXTERNAL MODULE: ./src/core/steps/foreach/item-workflow.ts
var item_workflow = __webpack_require__(7917);
// EXTERNAL MODULE: ./src/core/agents/registry.ts + 6 modules
var registry = __webpack_require__(9726);
// EXTERNAL MODULE: ./src/core/model/shell-word.ts
var shell_word = __webpack_require__(3408);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/core/state/atomic-write.ts
var atomic_write = __webpack_require__(174);
;// CONCATENATED MODULE: ./src/core/steps/foreach/kept-parse.ts
// A YAML or JSON registry's parse, kept for one execution of a foreach step: the runner marks its
// rows in batches (registry-status.ts), and a parse of a 2,000-row YAML list costs about a quarter
// of a second, once per batch. The document parsed once is brought in step with each of the
// runner's own writes instead: every node position after an edit moves by what the edits before it
// added, and the status value each edit wrote (or the pair it added) becomes the node a parse of
// the new text would give \u2014 the node types and ranges registry-status.ts reads. The file is still
// read before each batch: a text other than the one last written (a stage edited the registry) is
// parsed and checked again, as a Markdown registry's is scanned again each time. Only a registry
// of up to KEEP_PARSE_MAX_CHARS is kept (registry-status.ts): a parse holds ~26 times its text.

/**
 * `doc` (the parse of the text `placed` was made from) made the parse of the text with those
 * edits applied. `placed` is in text order (the rows' order), its edits apart from each other.
 */
function keepInStep(doc, placed) {
    if (placed.length === 0)
        return;
    const edits = placed.map((p) => p.edit);
    // shiftBefore[i]: what the edits before edit i added to the text's length.
    const shiftBefore = [0];
    for (const e of edits)
        shiftBefore.push(shiftBefore.at(-1) + e.text.length - (e.to - e.from));
    /** The edits wholly at or before `at`: `start`, a node's start (one at an insertion's point comes after it); else a node's end. */
    const before = (at, start) => {
        let lo = 0;
        let hi = edits.length;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            const e = edits[mid];
            const done = e.from === e.to ? (start ? e.from <= at : e.from < at) : e.to <= at;
            if (done)
                lo = mid + 1;
            else
                hi = mid;
        }
        return lo;
    };
    const moved = (range) => {
        if (!range)
            return undefined;
        const [a, b, c] = range;
        return [a + shiftBefore[before(a, true)], b + shiftBefore[before(b, false)], c + shiftBefore[before(c, false)]];
    };
    const root = doc.contents;
    for (const item of root?.items ?? []) {
        if (!(0,dist/* isMap */.jh)(item))
            continue;
        const map = item;
        if (map.range)
            map.range = moved(map.range);
        for (const pair of map.items) {
            for (const node of [pair.key, pair.value]) {
                if (node && typeof node === 'object' && node.range)
                    node.range = moved(node.range);
            }
        }
    }
    // The nodes each edit wrote, where they now are.
    placed.forEach(({ item, pair, edit, status, field }, i) => {
        const at = edit.from + shiftBefore[i];
        const value = scalarAt(status, edit.valueText, at + edit.valueAt);
        if (pair !== undefined) {
            pair.value = value;
            return;
        }
        const key = scalarAt(field, edit.text.slice(edit.keyAt, edit.keyAt + keyLength(edit)), at + edit.keyAt);
        item.items.push(new dist/* Pair */.Rm(key, value));
    });
}
/** A scalar node as a parse gives it: `text` the value as written (its quoting says the type). */
function scalarAt(value, text, at) {
    const node = new dist/* Scalar */.X5(value);
    node.type = text.startsWith('"') ? 'QUOTE_DOUBLE' : text.startsWith("'") ? 'QUOTE_SINGLE' : 'PLAIN';
    node.range = [at, at + text.length, at + text.length];
    return node;
}
/** The length of the key an added pair's edit wrote: up to the colon before its value. */
function keyLength(edit) {
    const between = edit.text.slice(edit.keyAt, edit.valueAt);
    return between.length - /[ \t]*:[ \t]*$/.exec(between)[0].length;
}

;// CONCATENATED MODULE: ./src/core/steps/foreach/registry-status.ts
// After an item is verified the runner marks its registry row: status_field := VERIFIED (4.0:
// "update registry status after each verified item"; prompts are told not to edit the registry).
// Only that one cell changes, spliced into the registry's text (never the document stringified
// again, which respaced flow lists and moved comments): in a Markdown table the cell's text inside
// the row's pipes; in a YAML list or JSON array the status value's text at its node's range, in
// the quoting it had. A list row without the status key gets it (one line after the row's last
// field, or `, key: value` in a flow mapping / JSON object); every other byte is kept. The file
// is replaced atomically. A Markdown registry without the status column is left as it is.





const VERIFIED = 'VERIFIED';
/**
 * The largest registry whose parse a foreach keeps between its marks (kept-parse.ts): a parse
 * holds about 26 times the text (1.4 MB of YAML rows: 37 MB), so up to ~110 MB; a larger JSON
 * registry (up to 16 MiB) is parsed again for each batch, as before.
 */
const KEEP_PARSE_MAX_CHARS = 4 * 1024 * 1024;
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
    const doc = (0,dist/* parseDocument */.Tp)(text);
    const marked = markList(text, doc, format, idField, statusField, [{ ids, status, ...(only !== undefined ? { only } : {}) }]);
    return { text: marked.text, changed: marked.changed[0] };
}
/** A YAML word that reads back as itself, a string, in block and flow context alike. */
const PLAIN_WORD = /^[A-Za-z_](?:[A-Za-z0-9_./ -]*[A-Za-z0-9_./-])?$/;
const YAML_KEYWORD = /^(?:true|false|yes|no|on|off|y|n|null)$/i;
/** `value` as a YAML (or, `json`, JSON) scalar; `like`: the node type of the scalar it replaces, whose quoting it keeps. */
function scalarText(value, json, like) {
    if (json || like === 'QUOTE_DOUBLE')
        return JSON.stringify(value);
    if (like === 'QUOTE_SINGLE')
        return `'${value.replace(/'/g, "''")}'`;
    return PLAIN_WORD.test(value) && !YAML_KEYWORD.test(value) ? value : JSON.stringify(value);
}
/** The line break of the line that holds `at` (CRLF when it ends so), else the text's first. */
function lineBreakAt(text, at) {
    const nl = text.indexOf('\n', at);
    if (nl >= 0)
        return nl > 0 && text[nl - 1] === '\r' ? '\r\n' : '\n';
    const first = text.indexOf('\n');
    return first > 0 && text[first - 1] === '\r' ? '\r\n' : '\n';
}
/** The column of `at` in its line. */
function columnOf(text, at) {
    return at - (text.lastIndexOf('\n', at - 1) + 1);
}
/**
 * The edit that makes `item`'s `statusField` read `status`: its value replaced at its range (the
 * quoting kept; a block scalar keeps its trailing line breaks), or, without the key, the pair added
 * after the row's last field (a block mapping: a line of its own at the mapping's indentation,
 * after any comment ending the last field's line; a flow mapping or JSON object: `, key: value`
 * after its last value, spaced as its pairs are, on a line of its own if the mapping spans lines).
 */
function statusEdit(text, item, pair, statusField, status, json) {
    const value = pair?.value;
    if (pair && value?.range) {
        const [from, to] = value.range;
        if (from === to) {
            // An empty value: spaced from its colon, and from a comment that follows it (`Status: # c`).
            const before = from > 0 && /[ \t]/.test(text[from - 1]) ? '' : ' ';
            const after = from < text.length && !/[\s,}\]]/.test(text[from]) ? ' ' : '';
            const valueText = scalarText(status, json);
            return { from, to, text: before + valueText + after, valueAt: before.length, valueText };
        }
        const block = value.type === 'BLOCK_LITERAL' || value.type === 'BLOCK_FOLDED';
        const tail = block ? /[\r\n]*$/.exec(text.slice(from, to))[0] : '';
        const valueText = scalarText(status, json, value.type);
        return { from, to, text: valueText + tail, valueAt: 0, valueText };
    }
    const keyRange = (p) => p.key?.range;
    const endOf = (p) => p.value?.range?.[1] ?? keyRange(p)?.[1] ?? -1;
    if (pair) {
        // The key without a value node (`Status:` read with none): the value written after its colon.
        const colon = text.indexOf(':', keyRange(pair)?.[1] ?? -1);
        if (colon < 0)
            return undefined;
        const valueText = scalarText(status, json);
        return { from: colon + 1, to: colon + 1, text: ` ${valueText}`, valueAt: 1, valueText };
    }
    const last = item.items[item.items.length - 1];
    const lastKey = last ? keyRange(last) : undefined;
    if (!last || !lastKey)
        return undefined;
    const end = endOf(last);
    const keyText = scalarText(statusField, json);
    const valueText = scalarText(status, json);
    const entry = (colon) => `${keyText}${colon}${valueText}`;
    // The edit of an added pair: its key at `keyAt` of the inserted text, its value after the colon.
    const added = (from, inserted, keyAt, colon) => ({ from, to: from, text: inserted, keyAt, valueAt: keyAt + keyText.length + colon.length, valueText });
    if (item.flow || json) {
        const spans = text.slice(item.range?.[0] ?? lastKey[0], end).includes('\n');
        // The spacing the object's last pair has around its colon (JSON), and its pairs after their commas.
        const valueStart = last.value?.range?.[0];
        const colon = valueStart !== undefined ? text.slice(lastKey[1], valueStart) : '';
        const before = item.items.length > 1 ? text.slice(endOf(item.items[item.items.length - 2]), lastKey[0]) : '';
        // (A plain YAML key needs the space: `Status:VERIFIED` would be one scalar.)
        const between = json && /^[ \t]*:[ \t]*$/.test(colon) ? colon : ': ';
        const pair = entry(between);
        const lead = spans ? `,${lineBreakAt(text, end)}${' '.repeat(columnOf(text, lastKey[0]))}` : /^,[ \t]*$/.test(before) ? before : ', ';
        return added(end, lead + pair, lead.length, between);
    }
    const indent = ' '.repeat(columnOf(text, keyRange(item.items[0])[0]));
    // After the line the last field ends on (a block scalar's range already ends past its line break).
    const nl = text.indexOf('\n', Math.max(end - 1, 0));
    if (nl < 0) {
        const lead = `${lineBreakAt(text, 0)}${indent}`;
        return added(text.length, `${lead}${entry(': ')}`, lead.length, ': ');
    }
    return added(nl + 1, `${indent}${entry(': ')}${lineBreakAt(text, nl)}`, indent.length, ': ');
}
/**
 * `marks` applied in turn to each row of the list `doc` (parsed from `text`): a row whose status
 * one mark changes is seen by the next with that status. Returns the text with each changed row's
 * status value spliced in (one edit per row, the text copied once) and, per mark, the ids it
 * changed in row order.
 */
function markList(text, doc, format, idField, statusField, marks) {
    const changed = marks.map(() => []);
    const root = doc.contents;
    const placed = [];
    if ((0,dist/* isSeq */.oP)(root) && marks.some((m) => m.ids.size > 0)) {
        const json = format === 'json';
        for (const item of root.items) {
            if (!(0,dist/* isMap */.jh)(item))
                continue;
            let idPair;
            let statusPair;
            for (const p of item.items) {
                if (!(0,dist/* isScalar */.jn)(p.key))
                    continue;
                const name = String(p.key.value);
                if (name === idField)
                    idPair = p;
                if (name === statusField)
                    statusPair = p;
            }
            const idNode = idPair?.value;
            if (!(0,dist/* isScalar */.jn)(idNode))
                continue;
            const id = idNode.value === null ? '' : String(idNode.value).trim();
            const original = (0,dist/* isScalar */.jn)(statusPair?.value) ? statusPair.value.value : undefined;
            let current = original;
            for (const [k, { ids, status, only }] of marks.entries()) {
                if (!ids.has(id) || current === status || (only !== undefined && current !== only))
                    continue;
                current = status;
                changed[k].push(id);
            }
            if (current === original)
                continue;
            const edit = statusEdit(text, item, statusPair, statusField, String(current), json);
            if (edit)
                placed.push({ item, pair: statusPair, edit, status: String(current), field: statusField });
        }
    }
    if (placed.length === 0)
        return { text, changed, placed };
    const parts = [];
    let copied = 0;
    for (const { edit: { from, to, text: insert } } of placed) {
        parts.push(text.slice(copied, from), insert);
        copied = to;
    }
    parts.push(text.slice(copied));
    return { text: parts.join(''), changed, placed };
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
    const blocked = options.blocked ?? new Set();
    let text;
    let marked;
    let unmarked;
    /** A list's parse made the one of the text written (options.kept). */
    let keep;
    if (format === 'markdown') {
        // A table is checked by the scan that marks its rows; one without the status column is never marked.
        const first = withItemsStatus(original, format, idField, statusField, verified, VERIFIED, rel);
        const second = withItemsStatus(first.text, format, idField, statusField, blocked, BLOCKED, rel, VERIFIED);
        [text, marked, unmarked] = [second.text, first.changed, second.changed];
    }
    else {
        // A list is checked as the foreach reads it, and that one parse places the marks (a row gets the
        // key). The file as this execution of the foreach last wrote it, byte for byte, is not parsed
        // again: its parse, kept in step with those writes, is the one a parse would give (kept-parse.ts);
        // a file changed by anything else (a stage) is parsed and checked again.
        const kept = original.length <= KEEP_PARSE_MAX_CHARS ? options.kept : undefined;
        const reused = kept?.doc !== undefined && kept.abs === abs && kept.text === original ? kept.doc : undefined;
        // Forgotten until the file is as the parse will say (a failed write leaves it as it was), and
        // before another parse: never two alive at once.
        if (options.kept !== undefined)
            Object.assign(options.kept, { doc: undefined, text: undefined });
        const doc = reused ?? (0,foreach_registry/* parseListDocument */.fh)(original, rel, format).doc;
        const marks = [{ ids: verified, status: VERIFIED }, { ids: blocked, status: BLOCKED, only: VERIFIED }];
        const result = markList(original, doc, format, idField, statusField, marks);
        [text, marked, unmarked] = [result.text, result.changed[0], result.changed[1]];
        if (kept !== undefined)
            keep = () => {
                keepInStep(doc, result.placed);
                Object.assign(kept, { abs, text: result.text, doc });
            };
    }
    options.unmarked?.push(...unmarked);
    if (marked.length === 0 && unmarked.length === 0) {
        const none = flushed(abs, flush, []);
        keep?.();
        return none;
    }
    (0,atomic_write/* atomicWriteFile */.Re)(abs, text, { ...(options.durable !== undefined ? { durable: options.durable } : {}), ...(options.random ? { random: options.random } : {}) });
    keep?.();
    return marked;
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

// EXTERNAL MODULE: ./src/core/steps/foreach/registry-drift.ts
var registry_drift = __webpack_require__(9617);
// EXTERNAL MODULE: ./src/core/steps/foreach/schedule.ts
var schedule = __webpack_require__(5013);
// EXTERNAL MODULE: ./src/core/shards/earlier-instance.ts
var earlier_instance = __webpack_require__(5709);
// EXTERNAL MODULE: ./src/core/shards/merge-marker.ts
var merge_marker = __webpack_require__(2900);
// EXTERNAL MODULE: ./src/core/steps/foreach/manifest.ts
var manifest = __webpack_require__(5517);
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
    return { record, leftOut: leftOutBy(step, registry, items.length), willMark: marksRows(step, registry, items) };
}
/**
 * Whether verifying the items would change the registry: some item's row lacks VERIFIED in the
 * status field (a Markdown table without that column is never marked).
 */
function marksRows(step, registry, items) {
    if (items.length === 0)
        return false;
    const def = step.def.foreach;
    const field = (0,foreach_completion/* statusFieldOf */._0)(def.status_field, step.def.completion?.require);
    if (registry.format === 'markdown' && !registry.columns.includes(field))
        return false;
    const ids = new Set(items.map((i) => i.id));
    for (const row of registry.rows) {
        const id = row.fields.get(def.id_field)?.trim();
        if (id !== undefined && ids.has(id) && row.fields.get(field)?.trim() !== 'VERIFIED')
            return true;
    }
    return false;
}
/**
 * The first load of a foreach in a run that will mark rows of a registry git tracks: said once, as
 * it starts, since the marks leave `git status` showing the file modified (docs/workflow-format.md#foreach).
 */
function trackedRegistryNote(host, step, file) {
    if (host.ports.source.tracked?.(host.workspace.root, file) !== true)
        return undefined;
    const field = (0,foreach_completion/* statusFieldOf */._0)(step.def.foreach.status_field, step.def.completion?.require);
    // The git command pastes: the path one shell word (a space, a quote).
    return `${step.id}: ${file} is tracked by git: this run marks each verified item's row ${field} = VERIFIED in it, so git status will show it modified (commit it with the run's outputs, or git checkout -- ${(0,shell_word/* shellWord */.r)(file)} to undo the marks).`;
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
/**
 * The item run's events, told as the parent's: steps are named `<step>[<item>].<per-item step>`,
 * the name `logs` and `plan --show-prompt` take (docs/cli.md#step-ids-in-arguments): what a
 * progress line prints can be typed back.
 */
function itemPorts(ports, step, item) {
    const emit = ports.onEvent;
    if (!emit)
        return ports;
    const label = `${step.id}[${item.id}]`;
    const onEvent = (event) => {
        if (event.type === 'run_started')
            emit({ type: 'note', message: `${label}: item ${item.id}, visit ${item.visits} (${event.resumed ? 'resumed' : 'started'}) \u2014 state ${event.statePath}`, step: label });
        else if (event.type === 'note')
            emit((0,scoped_note/* scopedNoteEvent */.hP)(`${label}.`, event));
        else if (event.type === 'stage_finished')
            emit({ ...event, step: `${label}.${event.step}`, ...itemFate(event) });
        else
            emit({ ...event, step: `${label}.${event.step}` });
    };
    return { ...ports, onEvent };
}
/** What an accepted per-item stage did to its item, when its route left the per-item steps (ports.ts `item`). */
function itemFate(event) {
    if (!event.ok)
        return {};
    if (event.next === item_workflow/* DEFER_ARTIFACT */.U_ || event.code === item_workflow/* ITEM_DEFERRED */.ue)
        return { item: 'deferred' };
    if (event.next === null && (event.code === undefined || event.code === 'WORKFLOW_COMPLETE'))
        return { item: 'done' };
    return {};
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
        ...(0,host/* sharedWithSubRuns */.A)(request),
        ...(parent.instance !== undefined ? { parentInstance: parent.instance } : {}),
        ancestry: [...parent.ancestry, { workflowFile: parent.workflow.file, statePath: parent.statePath, runRoot: parent.runRoot, runId: parent.runId }],
    };
}
function parentOf(host, instance) {
    return { workflow: host.workflow, bindings: host.ctx.bindings, runId: host.ctx.runId, request: host.request, ancestry: host.ancestry, statePath: host.ctx.statePath.rel, runRoot: host.ctx.runRoot.rel, instance };
}
/**
 * The run's instance (its journal's first line, read under the run's lock), read once it is there
 * for one execution of a foreach step: it cannot change under the lock, and each item asked for it
 * twice (its folder's check and its run's parent).
 */
function instanceReader(host) {
    let instance;
    return () => (instance ??= (0,journal/* readOrigin */.P2)((0,journal/* journalPathFor */.S7)(host.ctx.statePath.abs)));
}
async function runItem(host, step, item, instance) {
    const outcome = await host.runChild(itemRunRequest(parentOf(host, instance), step, item), 
    // The item run is part of this run: it records this run's source commit (no git call per item).
    { ...itemPorts(host.ports, step, item), source: (0,source_drift/* subRunSource */.TC)(host) });
    // The item run's warnings are this invocation's too (`run --json`'s `warnings`), named by the item.
    for (const w of (0,scoped_note/* scopedWarnings */.me)(`${step.id}[${item.id}].`, outcome))
        host.warn(w.message, true, w.step);
    return outcome;
}
/** An item run stopped at a per-item step that asks for inputs not given: the stop's message and fix, in this run's words. */
function askedOfItem(host, step, item, outcome) {
    const sub = outcome.status === 'WORKFLOW_INPUT_REQUIRED' && outcome.activeStep != null ? step.def.per_item?.[outcome.activeStep] : undefined;
    const names = sub ? (0,asked_next/* unansweredAsks */.x$)({ def: sub }, host.ctx.bindings) : [];
    if (sub === undefined || names.length === 0)
        return undefined;
    const answer = (0,asked_next/* answerCommand */.k3)((0,run_outcome/* resumeCommand */.VJ)(host), names);
    const target = `${step.written ?? step.id}[${item.id}].${outcome.activeStep}`;
    return {
        message: (0,asked_next/* askedMessage */.GL)({ id: outcome.activeStep, def: sub }, names, answer),
        fix: (0,asked_next/* askedFix */.Ym)(`step ${outcome.activeStep} of item ${item.id}`, names, answer, registry/* AGENT_DRIVEN_KINDS */.vD.has((0,workflow/* classifyStep */.d_)((0,item_workflow/* itemStepDef */.dD)(sub)).kind ?? 'shell') ? `${host.request.commandName ?? 'stagegate'} plan ${(0,command_line/* runTarget */.Nh)(host.workflow.file, host.ctx.runId, (0,run_outcome/* locating */.MZ)(host))}${(0,command_line/* flagWord */.Np)('show-prompt', target)}` : undefined),
    };
}
/**
 * The item's folder is also its shard's (`run --shard`, core/shards): a leg running it there holds
 * its lock. The in-process run takes no lock of its own (the run's lock covers it) but never runs
 * an item a live leg holds; the leg checks the run's lock after taking its own, so the two never
 * both run it.
 */
function heldByShard(host, step, item, statePath) {
    const abs = host.workspace.resolve(statePath, `item run of ${item.id}`).abs;
    if (!lock/* RunLock */.jj.isHeld(`${abs}.lock`))
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
function earlierInstance(host, step, item, statePath, instance) {
    const folder = host.workspace.resolve(external_node_path_.posix.dirname(statePath), `item run of ${item.id}`);
    const found = (0,earlier_instance/* earlierInstanceIn */.ZZ)(folder.abs, host.ctx.runId, instance);
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
function markRows(host, step, record, verified, kept) {
    const def = step.def.foreach;
    const source = host.workspace.resolve(record.source, `foreach source of step ${step.id}`);
    try {
        return settleVerified(source.abs, source.rel, def.id_field, (0,foreach_completion/* statusFieldOf */._0)(def.status_field, step.def.completion?.require), verified, false, { durable: false, kept, ...random(host) }).length > 0;
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
function settleRows(host, step, record, flush, kept, batched = new Set()) {
    const verified = new Set(record.items.filter((i) => i.status === 'verified').map((i) => i.id));
    const blocked = new Set(record.items.filter((i) => i.status === 'blocked').map((i) => i.id));
    if (verified.size === 0 && blocked.size === 0)
        return;
    const def = step.def.foreach;
    const source = host.workspace.resolve(record.source, `foreach source of step ${step.id}`);
    let again;
    const unmarked = [];
    try {
        again = settleVerified(source.abs, source.rel, def.id_field, (0,foreach_completion/* statusFieldOf */._0)(def.status_field, step.def.completion?.require), verified, flush, { ...random(host), blocked, unmarked, kept });
    }
    catch (error) {
        return markFailed(record, error, 'the rows of the verified items');
    }
    // Rows waiting for their batch are marked here as planned; any other is one a crash took back.
    const lost = again.filter((id) => !batched.has(id));
    if (lost.length > 0)
        host.ports.onEvent?.({ type: 'note', message: `${step.id}: registry rows marked VERIFIED again: ${lost.join(', ')}`, step: step.id });
    if (unmarked.length > 0)
        host.ports.onEvent?.({ type: 'note', message: `${step.id}: registry rows no longer VERIFIED (the item ran again and ended blocked), marked BLOCKED: ${unmarked.join(', ')}`, step: step.id });
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
        ...host.progress(state.completed_steps, step.id),
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
    const end = (how, code, message, answer) => conclude(host, step, host.apply({ event: 'foreach_ended', at: host.now(), step: step.id, how, code, message, duration_ms: elapsed(), ...(answer !== undefined ? { answer_command: answer } : {}) }), elapsed(), flight);
    // Verified items whose rows wait for their batch (markBatchOf); marked before the loop ends or stops.
    const batch = new Set();
    let marked = false;
    // A YAML or JSON registry parsed once for this execution's marks, not once per batch (kept-parse.ts).
    const kept = {};
    /** Write the batch's rows; the error when the registry cannot be marked (a stage broke it). */
    const markBatch = () => {
        if (batch.size === 0)
            return undefined;
        const ids = new Set(batch);
        batch.clear();
        try {
            if (markRows(host, step, recordNow(), ids, kept))
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
            host.ports.onEvent?.({ type: 'note', message: `${step.id}: ${failed.message}`, step: step.id });
    };
    /** `answer`: the command that answers a question an item's child run stopped at (state/events.ts AnswerBelow). */
    const stopWith = (code, message, answer) => {
        flushBatch();
        host.apply({ event: 'foreach_marked', at: host.now(), step: step.id, stopped: code });
        return end('stopped', code, message, answer);
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
                host.ports.onEvent?.({ type: 'note', message: left.note, step: step.id });
            // Once a run: the step's first visit (a loop's revisit marks the same file again).
            const tracked = previous === undefined && loaded.willMark ? trackedRegistryNote(host, step, loaded.record.source) : undefined;
            if (tracked !== undefined)
                host.ports.onEvent?.({ type: 'note', message: tracked, step: step.id });
        }
        else {
            // A person resumed after every remaining item deferred: each deferred item gets one more visit.
            if (previous.stopped === 'WORKFLOW_BLOCKED_ITEMS_DEFERRED')
                host.apply({ event: 'foreach_revived', at: host.now(), step: step.id });
            // The visit's items stay as loaded: a registry edited since is said, with what that means.
            const drift = (0,registry_drift/* registryDrift */.Vy)(host.workspace, step, previous);
            if ((0,registry_drift/* drifted */.fN)(drift))
                host.ports.onEvent?.({ type: 'note', message: (0,registry_drift/* driftNote */.eA)(drift, step.id, { first: host.workflow.entry === step.id, atForeach: true }), step: step.id });
        }
    }
    catch (error) {
        if (!(0,errors/* isStagegateError */.W)(error))
            throw error;
        // The input to pass, said where the error knows it (the stop code's fix is generic); and what
        // is wrong with the registry (missing, too large, a row) before how to go on.
        if (error.code === 'WORKFLOW_INPUT_REQUIRED')
            host.stopFix(error.code, error.hint);
        if (error.code === 'FOREACH_REGISTRY_INVALID')
            host.stopFix(error.code, registryFix(error, host.workflow.entry === step.id && flight.visit === 1));
        return end('stopped', error.code, `foreach step ${step.id}: ${error.message}`);
    }
    if (recordNow().stopped !== null)
        host.apply({ event: 'foreach_marked', at: host.now(), step: step.id, stopped: null });
    // With what the item's run accepted: progress of a loop around this step (run/progress.ts).
    const finish = (index, item, e, outcome) => {
        const outputs = outcome.state ? { outputs: (0,progress/* runOutputs */.MR)(outcome.state.artifacts) } : {};
        // The approvals its child runs passed stand for this step's verdict too (run/passed-approvals.ts).
        const decided = outcome.state ? (0,passed_approvals/* standingDecisionCommits */.Rj)(outcome.state) : [];
        host.apply({ event: 'item_finished', at: host.now(), step: step.id, index, item, end: e, outcome: outcome.status, ...outputs, ...(decided.length > 0 ? { decided_at: decided } : {}) });
    };
    // A merge runs no stage that could read a row before the loop ends: its rows are marked in one
    // write there (settleRows), not one rewrite of the registry per merged item.
    const markEvery = results ? Infinity : markBatchOf(recordNow().items.size);
    const digests = new DigestMemo();
    const runInstance = instanceReader(host);
    if (!results) {
        // A merge interrupted while it copied shards here: its folders are not item runs to resume (a
        // marker whose folders are all gone is removed: interruptedMergeAtResume).
        const naming = host.ctx.naming;
        const merging = (0,merge_marker/* interruptedMergeAtResume */.FI)(host.workspace, host.ctx.statePath.abs, { runId: host.ctx.runId, workflowFile: host.workflow.file, commandName: naming?.commandName ?? 'stagegate', locating: naming?.locating ?? [] });
        if (merging) {
            host.stopFix('SHARD_MERGE_INTERRUPTED', merging.fix);
            return stopWith('SHARD_MERGE_INTERRUPTED', `foreach step ${step.id}: ${merging.message}`);
        }
    }
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
            const foreign = earlierInstance(host, step, pending, statePath, runInstance());
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
        const outcome = result ? { status: result.outcome, message: `merged from shard ${result.folder}`, activeStep: null, state: result.state, stagesRun: 0 } : await runItem(host, step, item, runInstance());
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
                settleRows(host, step, recordNow(), marked, kept, batch);
            }
            catch (error) {
                if (!(0,errors/* isStagegateError */.W)(error))
                    throw error;
                host.ports.onEvent?.({ type: 'note', message: `${step.id}: ${error.message}`, step: step.id });
            }
            return end('blocked', outcome.status, `${label} ended ${outcome.status}: ${outcome.message}`);
        }
        else if (outcome.state !== undefined && outcome.status === 'PARTIAL_RESUMABLE') {
            flushBatch();
            return end('paused', 'PARTIAL_RESUMABLE', `${label} paused: ${outcome.message}; resume this run to continue the item`);
        }
        else {
            // Stopped at a per-item step that asks a person: this run's own answer command (it carries
            // the answer to its items), as a top-level step's stop gives it.
            const asked = askedOfItem(host, step, item, outcome);
            if (asked) {
                host.stopFix('WORKFLOW_INPUT_REQUIRED', asked.fix);
                return stopWith('WORKFLOW_INPUT_REQUIRED', `${label}: ${asked.message}`);
            }
            // The item's run failed (a stage, a contract, a lock\u2026, or a question its child run asks): the item stays in flight.
            return stopWith(outcome.status, `${label}: ${outcome.message}`, outcome.status === 'WORKFLOW_ANSWER_REQUIRED' ? outcome.answerCommand : undefined);
        }
        // Committed with the next item's start, or with the step's end.
        host.ports.onEvent?.({ type: 'note', message: `${step.id}[${item.id}]: ${recordNow().items.get(index).status}`, step: step.id });
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
        settleRows(host, step, record, marked, kept, batch);
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
            const registry = (0,foreach_registry/* readRegistry */._5)(source.abs, source.rel, def.id_field);
            const { rows: bad, noRows } = (0,foreach_completion/* unsatisfiedRows */.p3)(rule, registry, def.id_field, def.status_field, def.items !== undefined ? (0,foreach_selection/* parseItems */.mo)(def.items) : undefined);
            if (bad.length > 0 || noRows) {
                // Rows that are no item of this visit (added to the registry after it loaded) are named as
                // such: no resume runs them, and marking them by hand would record work nobody did.
                const drift = (0,registry_drift/* registryDrift */.Vy)(host.workspace, step, record, registry);
                const added = new Set(drift.added);
                const late = bad.filter((b) => added.has(b.id));
                const ours = bad.filter((b) => !added.has(b.id));
                const list = (rows) => rows.slice(0, 20).map(foreach_completion/* rowInWords */.JG).join('; ') + (rows.length > 20 ? `; \u2026 ${rows.length - 20} more` : '');
                const parts = [...(ours.length > 0 ? [list(ours)] : []), ...(late.length > 0 ? [`added after the foreach loaded its ${record.items.size} items, so no item of this run: ${list(late)}`] : [])];
                if (late.length > 0)
                    host.stopFix('FOREACH_COMPLETION_UNSATISFIED', addedRowsFix(ours.length > 0, drift, host.workflow.entry === step.id));
                else {
                    // A rule asking the marked column for another value than VERIFIED: bringing the rows to it would not last (the runner marks them VERIFIED again).
                    const unreachable = (0,foreach_completion/* unreachableRequire */.iS)(def.status_field, completion.require);
                    if (unreachable !== undefined)
                        host.stopFix('FOREACH_COMPLETION_UNSATISFIED', `completion.require asks for ${unreachable.column} = ${unreachable.value}, but the runner marks every verified item's row ${unreachable.column} = VERIFIED (and does again on resume), so setting the rows to ${unreachable.value} does not help. Change it in ${host.workflow.file} to require: ${(0,foreach_completion/* verifiedRequire */.aA)(completion.require)} (or all items verified), then resume with --allow-workflow-change: the registry is checked again; no item runs again.`);
                    else
                        host.stopFix('FOREACH_COMPLETION_UNSATISFIED', unsatisfiedFix(rule, source.rel, ours, noRows, record, host.workflow.file));
                }
                return stopWith('FOREACH_COMPLETION_UNSATISFIED', `foreach step ${step.id}: completion.require '${completion.require}' does not hold for ${noRows ? `${source.rel}, which has no rows` : `${bad.length} row${bad.length > 1 ? 's' : ''} of ${source.rel}: ${parts.join('; ')}`}`);
            }
        }
        catch (error) {
            if (!(0,errors/* isStagegateError */.W)(error))
                throw error;
            if (error.code === 'FOREACH_REGISTRY_INVALID')
                host.stopFix(error.code, registryFix(error, host.workflow.entry === step.id && flight.visit === 1));
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
/**
 * The fix of a FOREACH_COMPLETION_UNSATISFIED whose rows a value can bring to the rule (none added
 * after the foreach loaded, a value the runner does not overwrite): what to set where, told apart
 * for rows of the run's items and rows its items: left out (nothing in the run sets those), and for
 * a registry without rows (emptied since it loaded its items, or empty from the start).
 */
function unsatisfiedFix(rule, source, rows, noRows, record, workflowFile) {
    const then = 'then resume: the registry is checked again; no item runs again';
    const relax = `or, if that is as it should be, change completion.require in ${workflowFile} to require: all items verified and resume with --allow-workflow-change`;
    if (noRows) {
        if (record.items.size > 0)
            return `${source} has no rows now, but the foreach loaded ${record.items.size} item${record.items.size === 1 ? '' : 's'} from it: put their rows back (a stage or a hand edit removed them), ${then}; ${relax}.`;
        return `${source} had no rows when the foreach loaded it, so it ran no item: have a step before the foreach write them, then start over with --mode fresh; ${relax}.`;
    }
    const want = `${rows[0]?.column ?? ''} = ${rule.kind === 'field' ? rule.value : rule.kind === 'rows' ? rule.status : ''}`;
    const items = new Set(record.items.map((i) => i.id));
    const outside = rows.filter((r) => !items.has(r.id)).map((r) => r.id || '(no id)');
    const own = rows.length - outside.length;
    const parts = [];
    if (own > 0)
        parts.push(`Set ${want} in ${source} on the row${own === 1 ? '' : 's'} of this run's items named (by the stage whose work that is, or by hand once the work is done), ${then}.`);
    if (outside.length > 0) {
        parts.push(`${outside.join(', ')} ${outside.length === 1 ? 'is' : 'are'} no item of this run (foreach.items left ${outside.length === 1 ? 'it' : 'them'} out), so nothing in it sets ${want} there: set it by hand once ${outside.length === 1 ? 'its' : 'their'} work is done, ${then}; ${relax}.`);
    }
    return parts.join(' ');
}
/**
 * The fix of a FOREACH_COMPLETION_UNSATISFIED that names rows added after the foreach loaded: never
 * "mark them by hand" for those (nothing of this run did their work); the rows of its own items
 * (`ours`) are brought to the status as the stop code's fix says. The run is at the foreach, where
 * --rerun-from is refused: finishing it without the added rows comes first for a rerun to run them.
 */
function addedRowsFix(ours, drift, first) {
    const own = ours ? 'Bring the rows of this run\'s items named first to the required status (a stage, or by hand when their work is done), then resume. ' : '';
    const then = first ? 'run them in a run of their own (another --run-id, which loads the registry as it is then: every row foreach.items selects)' : "put them back and rerun from a step before the foreach (--rerun-from STEP: the foreach's next visit reads the registry again and runs every item again, in new folders)";
    return `${own}Rows added after the foreach loaded are not items of this run and no resume runs them. To finish this run with the items it has, take the added rows out of ${drift.source} (keep them aside) and resume: the registry is checked again; no item runs again; then, to run them, ${then}. Or start over with them: --mode fresh (every item runs again).`;
}
/**
 * The fix of a FOREACH_REGISTRY_INVALID: what the registry needs (the error's own hint: make the
 * step before write it, split it, one cell per column \u2026), then how to go on \u2014 the stop code's fix
 * from "When a step of the run wrote it" on (its first sentence, "fix the registry at the file and
 * line named", would say less than the hint, and nothing fits a registry that does not exist).
 */
function registryFix(error, first) {
    const hint = error.hint;
    if (hint === undefined || hint === '')
        return undefined;
    const generic = stop_codes/* STOP_CODES */.GO.FOREACH_REGISTRY_INVALID.fix;
    const from = generic.indexOf('When a step of the run wrote it');
    const tail = from < 0 ? '' : ` ${generic.slice(from)}`;
    // Not there: what writes it, and that pointing foreach.source elsewhere edits the workflow (a
    // plain resume refuses an edited workflow). A foreach the run starts with has no step before it.
    if (error.message.endsWith(foreach_registry/* REGISTRY_MISSING */.pU)) {
        const write = first ? "Create the registry (the foreach is the workflow's first step, so no step of the run can write it)" : 'Create the registry, or make a step the run goes through before the foreach write it';
        const edit = 'Or point foreach.source at the file that holds it: that edits the workflow, so resume with --allow-workflow-change (or start over with --mode fresh).';
        return `${write}, then resume: the registry is read again. ${edit}${first ? '' : tail}`;
    }
    return `${hint} Then resume: the registry is read again.${tail}`;
}


/***/ })

};
