export const id = 299;
export const ids = [299];
export const modules = {

/***/ 8299:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cleanCommand: () => (/* binding */ cleanCommand),
/* harmony export */   listCommand: () => (/* binding */ listCommand)
/* harmony export */ });
/* harmony import */ var _core_commands_runs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7976);
/* harmony import */ var _core_run_printable_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6226);
/* harmony import */ var _core_run_secret_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3136);
// `stagegate list` and `stagegate clean`: the workspace's runs (core/commands/runs.ts), as text or JSON.



function runJson(r) {
    return {
        run_id: r.runId,
        workflow: r.workflow,
        workflow_file: r.workflowFile,
        status: r.status,
        active_step: r.activeStep,
        updated_at: r.updatedAt,
        // A secret-looking input the state path is made of, as ***: list is given no inputs to mask.
        state_path: r.shownStatePath ?? r.statePath,
        locked: r.locked,
        nested_runs: r.nested.length,
        // The workflow file it records is not in this workspace (status and a resume need it).
        workflow_missing: r.workflowMissing,
        // Something stands at the workflow file's path, but not a regular file: what it is.
        ...(r.workflowNotAFile !== undefined ? { workflow_not_a_file: r.workflowNotAFile } : {}),
        // What the state file says: list does not replay journals (it reads every run in the workspace).
        verified: false,
        ...(r.problem !== undefined ? { problem: r.problem } : {}),
        // The state file is missing, its journal there: listed from the journal.
        ...(r.stateMissing === true ? { state_missing: true } : {}),
        // Its workflow file is one run refuses: `status` is run's stop code, `workflow_refused` its message
        // (a check that failed with an internal error: `status` INTERNAL_ERROR, the error's message).
        ...(r.workflowRefused !== undefined ? { workflow_refused: r.workflowRefused.message, recorded_status: r.recordedStatus } : {}),
    };
}
/** What stands at a workflow file's path instead of a file, in words. */
const NOT_A_FILE = { directory: 'a directory', fifo: 'a FIFO', device: 'a device', socket: 'a socket' };
function statusColour(status, style) {
    if (status === 'WORKFLOW_COMPLETE')
        return style.green;
    if (status === 'PARTIAL_RESUMABLE' || status === 'IN_PROGRESS')
        return style.yellow;
    return style.red;
}
/** `importers`: for workflow files in another runner's format (each run's workflow is checked as run loads it). */
function listCommand(workspace, json, style, importers) {
    const runs = (0,_core_commands_runs_js__WEBPACK_IMPORTED_MODULE_0__/* .listRuns */ .v)(workspace, (file) => (0,_core_commands_runs_js__WEBPACK_IMPORTED_MODULE_0__/* .workflowRefusal */ .yY)(workspace, file, importers));
    if (json)
        return JSON.stringify({ runs: runs.map(runJson) });
    if (runs.length === 0)
        return `no runs in ${workspace.root} (a run's state file appears once \`stagegate run\` starts it)`;
    // A cell may quote workflow text (a refusal's message: a value the workflow gives) or a file name: no terminal escapes.
    const rows = runs.map((r) => [r.runId, r.workflow, r.status, r.activeStep ?? '-', r.updatedAt.replace(/\.\d+Z$/, 'Z'), `${r.shownStatePath ?? r.statePath}${r.locked ? ' (locked: running)' : ''}${r.nested.length > 0 ? ` (+${r.nested.length} nested)` : ''}${r.workflowMissing ? ` (workflow file ${r.workflowFile} ${r.workflowNotAFile !== undefined ? `is ${NOT_A_FILE[r.workflowNotAFile]}, not a regular file` : 'not in this workspace'})` : ''}${r.problem !== undefined ? ` (does not verify: ${r.problem})` : ''}${r.stateMissing === true ? ' (missing: listed from its journal; the next `stagegate run` of it writes it again)' : ''}${r.workflowRefused !== undefined ? ` (${r.workflowRefused.code === _core_commands_runs_js__WEBPACK_IMPORTED_MODULE_0__/* .CHECK_FAILED */ .jL ? 'workflow not checked' : 'workflow refused, as run refuses it'}: ${r.workflowRefused.message}; the state records ${r.recordedStatus})` : ''}`].map(_core_run_printable_js__WEBPACK_IMPORTED_MODULE_1__/* .printable */ .g$));
    const head = ['RUN', 'WORKFLOW', 'STATUS', 'ACTIVE', 'UPDATED', 'STATE'];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells, colour) => cells
        .map((c, i) => {
        const padded = i === cells.length - 1 ? c : c.padEnd(widths[i]);
        return i === 2 && colour ? colour(padded) : padded;
    })
        .join('  ');
    return [
        style.bold(line(head)),
        ...rows.map((r, i) => line(r, statusColour(runs[i].status, style))),
        style.dim('(as each run\'s state file records it, not verified against its journal: `stagegate status <workflow> --run-id ID` verifies one)'),
    ].join('\n');
}
function size(bytes) {
    if (bytes < 1024)
        return `${bytes} B`;
    if (bytes < 1024 * 1024)
        return `${(bytes / 1024).toFixed(1)} KiB`;
    return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
function cleanCommand(workspace, o, now, style) {
    const found = (0,_core_commands_runs_js__WEBPACK_IMPORTED_MODULE_0__/* .findCleanable */ .l1)(workspace, now, o.olderThanMs);
    const removable = found.filter((i) => i.kept === undefined);
    // A folder as printed: the secret-looking inputs of the runs it holds as *** (a state path made of one: runs/***/r1), as list shows their state paths.
    const shown = (i, text) => (i.secrets === undefined ? text : (0,_core_run_secret_names_js__WEBPACK_IMPORTED_MODULE_2__/* .maskValues */ .Z$)(text, i.secrets));
    const removed = (o.yes ? (0,_core_commands_runs_js__WEBPACK_IMPORTED_MODULE_0__/* .removeCleanable */ .GL)(workspace, removable) : []).map((path) => {
        const item = removable.find((i) => i.path === path);
        return item === undefined ? path : shown(item, path);
    });
    const items = found.map((i) => ({ ...i, path: shown(i, i.path), ...(i.kept !== undefined ? { kept: shown(i, i.kept) } : {}) }));
    const describe = (i) => (i.kind === 'superseded' ? 'earlier results a fresh run moved aside' : `run ${i.run.runId} of ${i.run.workflow}, ${i.run.status}, updated ${i.run.updatedAt}`);
    if (o.json) {
        return JSON.stringify({
            dry_run: !o.yes,
            removed,
            items: items.map((i) => ({ kind: i.kind, path: i.path, bytes: i.bytes, files: i.files, ...(i.run ? { run_id: i.run.runId, workflow: i.run.workflow, status: i.run.status, updated_at: i.run.updatedAt } : {}), ...(i.kept ? { kept: i.kept } : {}) })),
        });
    }
    if (items.length === 0)
        return `nothing to clean in ${workspace.root}${o.olderThanMs === undefined ? ' (no .superseded folders; --older-than AGE also finds old finished runs)' : ''}`;
    const lines = [];
    for (const i of items) {
        const verb = i.kept !== undefined ? style.yellow('keep') : o.yes ? style.green('removed') : 'would remove';
        lines.push(`${verb}  ${i.path}  ${style.dim(`${describe(i)}; ${i.files} file${i.files === 1 ? '' : 's'}, ${size(i.bytes)}${i.kept ? `; kept: ${i.kept}` : ''}`)}`);
    }
    const total = removable.reduce((n, i) => n + i.bytes, 0);
    lines.push(o.yes ? `removed ${removed.length} folder${removed.length === 1 ? '' : 's'} (${size(total)})` : `dry run: nothing removed; run again with --yes to remove ${removable.length} folder${removable.length === 1 ? '' : 's'} (${size(total)})`);
    return lines.join('\n');
}


/***/ })

};
