export const id = 602;
export const ids = [602];
export const modules = {

/***/ 4602:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   approvalCommand: () => (/* binding */ approvalCommand)
/* harmony export */ });
/* unused harmony exports decisionJson, decisionText */
/* harmony import */ var _next_lines_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3471);
/* harmony import */ var _decider_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7724);
/* harmony import */ var _render_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5511);
/* harmony import */ var _core_commands_approve_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(527);
/* harmony import */ var _core_run_printable_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6226);
// `stagegate approve` / `stagegate reject`: one core call (recordApproval), rendered as text or JSON.





function approvalCommand(parsed, workspace, invocation, env, style, importers, source, agents, commandName = 'stagegate') {
    // Who decides: --by, else the default decider; without either the record says 'unknown', and the output says why.
    const { by, warning } = (0,_decider_js__WEBPACK_IMPORTED_MODULE_0__/* .actingPerson */ .iq)(parsed.by, env, 'decided');
    const report = (0,_core_commands_approve_js__WEBPACK_IMPORTED_MODULE_2__/* .recordApproval */ .L)(workspace, parsed.workflow, invocation, { decision: parsed.command === 'reject' ? 'rejected' : 'approved', by, note: parsed.note ?? null, commandName, sourceCommit: () => source.sourceCommit(workspace), inputsInHints: true, ...(agents ? { agents } : {}) }, new Date(), importers);
    return (0,_decider_js__WEBPACK_IMPORTED_MODULE_0__/* .actingOutput */ .IJ)({ json: parsed.json, style, exitCode: report.exitCode, recorded: report.record !== null, warning }, () => decisionJson(report), () => decisionText(report, style));
}
function decisionJson(r) {
    return {
        ...(0,_render_js__WEBPACK_IMPORTED_MODULE_1__/* .reportHeadJson */ .Zh)(r),
        state_path: r.statePath,
        decision: r.decision,
        approval: r.record,
        next_command: r.nextCommand,
        ...(r.nextAlternative !== undefined ? { next_alternative: r.nextAlternative } : {}),
        ...(r.nextNote ? { next_note: r.nextNote } : {}),
        ...(r.sourceWarning !== undefined ? { source_warning: r.sourceWarning } : {}),
        ...(r.workflowWarnings !== undefined ? { workflow_warnings: r.workflowWarnings } : {}),
        ...(r.location?.line !== undefined ? { location: r.location } : {}),
    };
}
/** The same status as --json (the run's status, or the refusal code) leads; the decision follows. */
function decisionText(r, style) {
    if (r.exitCode !== 0)
        return `${style.red(r.status)}  ${(0,_core_run_printable_js__WEBPACK_IMPORTED_MODULE_3__/* .printableQuoted */ .wV)(r.message)}${r.hint ? `\n  fix:      ${(0,_core_run_printable_js__WEBPACK_IMPORTED_MODULE_3__/* .printable */ .g$)(r.hint)}` : ''}${(0,_next_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .nextLines */ .N)(r.nextCommand, r.nextAlternative).map((l) => `\n${l}`).join('')}`;
    const lines = [`${r.status === 'WORKFLOW_COMPLETE' ? style.green(r.status) : style.yellow(r.status)}  ${(0,_core_run_printable_js__WEBPACK_IMPORTED_MODULE_3__/* .printableQuoted */ .wV)(r.message)}`];
    if (r.record)
        lines.push(`  decision: ${r.record.decision} by ${(0,_core_run_printable_js__WEBPACK_IMPORTED_MODULE_3__/* .printableQuoted */ .wV)(r.record.by)} (step ${r.record.step}, visit ${r.record.visit})`);
    if (r.record?.source_commit)
        lines.push(`  commit:   ${r.record.source_commit} (a run at another source commit asks again)`);
    if (r.sourceWarning !== undefined)
        lines.push(`  ${style.yellow('warning:')}  ${r.sourceWarning}`);
    for (const w of r.workflowWarnings ?? [])
        lines.push(`  ${style.yellow('warning:')}  ${(0,_core_run_printable_js__WEBPACK_IMPORTED_MODULE_3__/* .printableQuoted */ .wV)(w)}`);
    if (r.record?.note)
        lines.push(`  note:     ${(0,_core_run_printable_js__WEBPACK_IMPORTED_MODULE_3__/* .printableQuoted */ .wV)(r.record.note)}`);
    lines.push(...(0,_next_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .nextLines */ .N)(r.nextCommand, r.nextAlternative));
    if (r.nextNote)
        lines.push(`  note:     ${r.nextNote}`);
    return lines.join('\n');
}


/***/ })

};
