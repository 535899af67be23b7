export const id = 575;
export const ids = [575];
export const modules = {

/***/ 2575:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   validateCommand: () => (/* binding */ validateCommand)
/* harmony export */ });
/* harmony import */ var _style_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1715);
/* harmony import */ var _render_validation_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3502);
/* harmony import */ var _core_commands_validate_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6609);
/* harmony import */ var _core_workspace_workspace_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5620);
/* harmony import */ var _core_run_stop_codes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2454);
/* harmony import */ var _core_model_workflow_readers_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7325);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1604);
/* harmony import */ var _workspace_root_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3052);
/* harmony import */ var _command_name_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(723);









async function validateCommand(io, parsed, style) {
    const out = (0,_io_js__WEBPACK_IMPORTED_MODULE_5__/* .lines */ .Mn)(io.stdout);
    const err = (0,_io_js__WEBPACK_IMPORTED_MODULE_5__/* .lines */ .Mn)(io.stderr);
    const workspace = new _core_workspace_workspace_js__WEBPACK_IMPORTED_MODULE_2__/* .Workspace */ .aR((0,_workspace_root_js__WEBPACK_IMPORTED_MODULE_6__/* .workspaceRoot */ .o)(io, parsed));
    // No targets: every workflow in the workspace.
    const targets = parsed.targets.length > 0 ? parsed.targets : ['.'];
    const report = await (0,_core_model_workflow_readers_js__WEBPACK_IMPORTED_MODULE_4__/* .withWorkflowReaders */ .Y7)((importers) => (0,_core_commands_validate_files_js__WEBPACK_IMPORTED_MODULE_1__/* .validateTargets */ .bU)(workspace, targets, importers, (0,_command_name_js__WEBPACK_IMPORTED_MODULE_7__/* .commandNameFor */ .eG)(io, parsed)));
    const strict = parsed.strict === true;
    if (parsed.format === 'json')
        out(JSON.stringify((0,_render_validation_js__WEBPACK_IMPORTED_MODULE_0__/* .validationJson */ .aQ)(report, strict)));
    else if (parsed.format === 'github') {
        const text = (0,_render_validation_js__WEBPACK_IMPORTED_MODULE_0__/* .validationGithub */ .Tr)(report);
        if (text)
            out(text);
        err((0,_render_validation_js__WEBPACK_IMPORTED_MODULE_0__/* .validationText */ .nP)({ ...report, diagnostics: [] }, (0,_style_js__WEBPACK_IMPORTED_MODULE_8__/* .makeStyle */ .O)(io.stderr, io.env), strict));
    }
    else
        out((0,_render_validation_js__WEBPACK_IMPORTED_MODULE_0__/* .validationText */ .nP)(report, style, strict));
    return (0,_render_validation_js__WEBPACK_IMPORTED_MODULE_0__/* .validationPassed */ .Wn)(report, strict) ? 0 : _core_run_stop_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_VALIDATION_FAILED */ .b2;
}


/***/ }),

/***/ 3502:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tr: () => (/* binding */ validationGithub),
/* harmony export */   Wn: () => (/* binding */ validationPassed),
/* harmony export */   aQ: () => (/* binding */ validationJson),
/* harmony export */   nP: () => (/* binding */ validationText)
/* harmony export */ });
/* harmony import */ var _core_validate_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8198);
/* harmony import */ var _core_run_printable_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6226);
/* harmony import */ var _core_run_stop_codes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2454);



/** Whether validate passes: no errors, and with --strict no warnings either (exit 0 exactly then). */
function validationPassed(r, strict) {
    return r.errors === 0 && !(strict && r.warnings > 0);
}
/**
 * `valid` keeps its meaning (no errors, whatever --strict says); `passed` and `exit_code` agree with
 * the exit status, which --strict fails on warnings too; `strict` says which rule they apply.
 */
function validationJson(r, strict = false) {
    const shape = (d) => ({
        code: d.code,
        message: d.message,
        file: d.file,
        line: d.line,
        column: d.column,
        severity: d.severity,
        path: d.path,
        ...(d.hint !== undefined ? { hint: d.hint } : {}),
        ...(d.workflow !== undefined ? { workflow: d.workflow } : {}),
        ...(d.workflows !== undefined ? { workflows: d.workflows } : {}),
    });
    return {
        valid: r.errors === 0,
        passed: validationPassed(r, strict),
        strict,
        exit_code: validationPassed(r, strict) ? 0 : _core_run_stop_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_VALIDATION_FAILED */ .b2,
        files: r.files,
        // Files a directory walk met and did not validate: not workflows (docs/formats.md#detection).
        skipped: r.skipped ?? [],
        errors: r.diagnostics.filter((d) => d.severity === 'error').map(shape),
        warnings: r.diagnostics.filter((d) => d.severity === 'warning').map(shape),
    };
}
function validationText(r, style, strict = false) {
    const lines = [];
    for (const d of r.diagnostics) {
        const sev = d.severity === 'error' ? style.red('error') : style.yellow('warning');
        lines.push(`${(0,_core_validate_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .positionOf */ .df)(d)}  ${sev}  ${d.code}  ${(0,_core_run_printable_js__WEBPACK_IMPORTED_MODULE_0__/* .escapedInvisible */ .$V)(d.message)}`);
        if (d.hint)
            lines.push(`    ${style.dim(`hint: ${(0,_core_run_printable_js__WEBPACK_IMPORTED_MODULE_0__/* .escapedInvisible */ .$V)(d.hint)}`)}`);
    }
    const skipped = r.skipped?.length ?? 0;
    // Warnings alone fail --strict: said, so the summary agrees with the exit status.
    const strictFail = r.errors === 0 && !validationPassed(r, strict);
    const summary = `${r.files.length} workflow file${r.files.length === 1 ? '' : 's'} checked: ${r.errors} error${r.errors === 1 ? '' : 's'}, ${r.warnings} warning${r.warnings === 1 ? '' : 's'}${strictFail ? ' (--strict: warnings fail too)' : ''}${skipped > 0 ? `; ${skipped} other YAML/JSON file${skipped === 1 ? '' : 's'} skipped, not ${skipped === 1 ? 'a workflow' : 'workflows'} (--json lists ${skipped === 1 ? 'it' : 'them'})` : ''}`;
    lines.push(r.errors === 0 && !strictFail ? style.green(summary) : style.red(summary));
    return lines.join('\n');
}
/** GitHub workflow commands: one annotation per diagnostic, the Action's text (annotationOf). Values are escaped per the spec. */
function validationGithub(r) {
    const escData = (s) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
    const escProp = (s) => escData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
    return r.diagnostics
        .map((d) => {
        const { title, message } = (0,_core_validate_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .annotationOf */ .lW)(d);
        return `::${d.severity === 'error' ? 'error' : 'warning'} file=${escProp(d.file)}${d.line > 0 ? `,line=${d.line},col=${d.column}` : ''},title=${escProp(title)}::${escData(message)}`;
    })
        .join('\n');
}


/***/ }),

/***/ 6609:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  bU: () => (/* binding */ validateTargets)
});

// UNUSED EXPORTS: checkEach, internalFinding, walkDecision

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/core/model/loader.ts + 4 modules
var loader = __webpack_require__(3972);
// EXTERNAL MODULE: ./src/core/state/own-file.ts
var own_file = __webpack_require__(2076);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/validate/diagnostics.ts
var validate_diagnostics = __webpack_require__(8198);
// EXTERNAL MODULE: ./src/core/validate/validate.ts + 29 modules
var validate = __webpack_require__(5479);
// EXTERNAL MODULE: ./src/core/workspace/workspace.ts
var workspace_workspace = __webpack_require__(5620);
;// CONCATENATED MODULE: ./src/core/model/package-root.ts


/** `<root>/.ai-engineering/workflows/<file>` -> {root, file: .ai-engineering/workflows/<file>}. */
function nestedPackageOf(fileRel) {
    const marker = '/.ai-engineering/workflows/';
    const at = fileRel.indexOf(marker);
    if (at <= 0)
        return undefined;
    return { root: fileRel.slice(0, at), file: fileRel.slice(at + 1) };
}
/** Validate a workflow of a nested package against its own root; undefined when it is not in one. */
function validateInNestedPackage(workspace, fileRel, sessions, importers, commandName = 'stagegate') {
    const pkg = nestedPackageOf(fileRel);
    if (!pkg)
        return undefined;
    let session = sessions.get(pkg.root);
    if (!session) {
        // Its findings' commands paste where the person typed validate: their -C DIR, the path from the outer workspace.
        session = (0,validate/* createValidationSession */.Eg)(new workspace_workspace/* Workspace */.aR(workspace.resolve(pkg.root, 'package root').abs), importers, commandName, `${pkg.root}/`);
        sessions.set(pkg.root, session);
    }
    return (0,validate/* validateFile */.nJ)(session, pkg.file).diagnostics.map((d) => ({ ...d, file: `${pkg.root}/${d.file}` }));
}

// EXTERNAL MODULE: ./src/core/run/errors.ts
var errors = __webpack_require__(2862);
// EXTERNAL MODULE: ./src/core/model/yaml-source.ts
var yaml_source = __webpack_require__(6614);
// EXTERNAL MODULE: ./src/core/formats/index.ts
var formats = __webpack_require__(7932);
// EXTERNAL MODULE: ./src/core/gate/gate-schema.ts
var gate_schema = __webpack_require__(8266);
// EXTERNAL MODULE: ./src/core/formats/sidecar.ts
var sidecar = __webpack_require__(2611);
// EXTERNAL MODULE: ./src/core/workspace/nested-repo.ts
var nested_repo = __webpack_require__(8015);
;// CONCATENATED MODULE: ./src/core/commands/validate-files.ts
// `validate` over files and directories: find workflow files, load and check each, collect
// diagnostics. A directory contributes every YAML file under it that looks like a workflow.













const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', '.superseded', 'coverage']);
/** Top-level keys of a text that does not parse: `key:` at column 0 (YAML) or `"key":` of the outer object (JSON). */
function topLevelKeysOf(text, json) {
    if (json)
        return [...new Set(jsonOuterKeys(text))];
    return [...new Set([...text.matchAll(/^"?([A-Za-z_][\w-]*)"?\s*:/gm)].map((m) => m[1]))];
}
/**
 * `"key":` one level deep in a JSON text, skipping strings and counting brackets: a nested
 * object's keys are not the file's (a dashboard's locale table with a `"version"` label and a
 * repeated key is no workflow). Tolerant of the text's own syntax error, which the loader reports.
 */
function jsonOuterKeys(text) {
    const keys = [];
    let depth = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (c === '{' || c === '[')
            depth++;
        else if (c === '}' || c === ']')
            depth--;
        else if (c === '"') {
            let end = i + 1;
            while (end < text.length && text[end] !== '"' && text[end] !== '\n')
                end += text[end] === '\\' ? 2 : 1;
            if (depth === 1) {
                let after = end + 1;
                while (after < text.length && /\s/.test(text[after]))
                    after++;
                const key = text.slice(i + 1, end);
                if (text[after] === ':' && /^[A-Za-z_][\w-]*$/.test(key))
                    keys.push(key);
            }
            i = end;
        }
    }
    return keys;
}
/**
 * Whether a file met in a directory walk is validated, by the one detection rule
 * (formats/detect.ts detectWorkflow, docs/formats.md#detection): a workflow of any format, or
 * nearly one (a misspelt detection key: validated so that its mistake is reported). Otherwise the
 * reason it is skipped.
 */
function walkDecision(text, name, head = false) {
    const source = head ? undefined : (0,yaml_source/* parseYamlSource */.WF)(text);
    const parsed = source !== undefined && source.problems.length === 0;
    // A file stagegate writes (a run's state, its manifest, a shard's descriptor) is never a workflow.
    const own = parsed ? undefined : (0,formats/* stagegateOwnText */.V6)(text);
    if (own !== undefined)
        return { validate: false, reason: own };
    const detection = parsed ? (0,formats/* detectWorkflow */.Zj)(source.data) : (0,formats/* detectWorkflowKeys */.vk)(topLevelKeysOf(text, /\.json$/i.test(name)));
    if (detection.kind === 'not')
        return { validate: false, reason: head ? `too large to be a workflow, ${detection.reason}` : detection.reason };
    return { validate: true };
}
function collect(workspace, target, out, diagnostics, skipped) {
    const resolved = workspace.resolve(target, 'validate target');
    let stats;
    try {
        stats = (0,external_node_fs_.statSync)(resolved.abs);
    }
    catch {
        const similar = (0,loader/* similarWorkflowFile */.rx)(workspace, resolved.rel);
        diagnostics.push({ code: 'WORKFLOW_FILE_UNREADABLE', severity: 'error', message: `no such file or directory${similar !== undefined ? `. Did you mean ${similar}?` : ''}`, hint: similar !== undefined ? `Pass ${similar}, or other existing workflow files or directories, relative to the workspace.` : 'Check the path: nothing of that name is in the workspace. Pass existing workflow files or directories, relative to the workspace.', file: resolved.rel, line: 0, column: 0, path: [] });
        return;
    }
    // Anything but a folder is a file to load (the loader names a FIFO or device as unreadable).
    if (!stats.isDirectory()) {
        out.push(resolved.rel);
        return;
    }
    const before = out.length;
    const skippedBefore = skipped.length;
    // Nested git repositories below the folder named are not searched (nested-repo.ts).
    const nested = [];
    const walk = (dir, rel) => {
        for (const entry of (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
            if (entry.isDirectory()) {
                if (SKIP_DIRS.has(entry.name))
                    continue;
                const sub = rel === '.' ? entry.name : `${rel}/${entry.name}`;
                if ((0,nested_repo/* isNestedRepository */.S)((0,external_node_path_.join)(dir, entry.name)))
                    nested.push(sub);
                else
                    walk((0,external_node_path_.join)(dir, entry.name), sub);
            }
            else if (entry.isFile() && /\.(ya?ml|json)$/i.test(entry.name) && !(0,sidecar/* isSidecarFile */.uf)(entry.name)) {
                const file = rel === '.' ? entry.name : `${rel}/${entry.name}`;
                // Only the head of a file too large to be a workflow is looked at (the loader then refuses
                // it with YAML_TOO_LARGE without reading it): a huge data file costs a stat and 64 KiB.
                const read = (0,loader/* readWorkflowBytes */.ZP)((0,external_node_path_.join)(dir, entry.name));
                const tooLarge = typeof read !== 'string' && read.tooLarge;
                const text = typeof read === 'string' ? undefined : read.tooLarge ? headOf((0,external_node_path_.join)(dir, entry.name)) : read.bytes.toString('utf8');
                if (text === undefined) {
                    skipped.push({ file, reason: typeof read === 'string' ? read : 'cannot be read' });
                    continue;
                }
                const decision = walkDecision(text, entry.name, tooLarge);
                if (decision.validate)
                    out.push(file);
                else
                    skipped.push({ file, reason: decision.reason });
            }
            else if (entry.isFile() && /\.(ya?ml|json)$/i.test(entry.name)) {
                skipped.push({ file: rel === '.' ? entry.name : `${rel}/${entry.name}`, reason: 'a run map' });
            }
        }
    };
    walk(resolved.abs, resolved.rel);
    if (out.length === before) {
        // An error, not a warning: a CI gate pointed at the wrong folder must not pass green.
        const here = skipped.slice(skippedBefore);
        const listed = here.slice(0, 5).map((s) => `${s.file} (${s.reason})`).join('; ');
        const skippedText = here.length === 0 ? '' : `; skipped as not workflows: ${listed}${here.length > 5 ? `; and ${here.length - 5} more` : ''}`;
        diagnostics.push({ code: 'NO_WORKFLOW_FILES', severity: 'error', message: `no workflow files under ${resolved.rel === '.' ? 'the workspace' : resolved.rel}${skippedText} (docs/formats.md#detection: a 4.0 workflow has a top-level state_path, or version: beside steps: or phases:; or an aiox, maestro-flow or CCW workflow file)`, hint: `Pass the workflow files or the directory that holds them.${nested.length > 0 ? ` Folders with their own .git (${nested.slice(0, 3).join(', ')}${nested.length > 3 ? `, and ${nested.length - 3} more` : ''}) are other repositories and not searched: name one to validate its workflows.` : ''}`, file: resolved.rel, line: 0, column: 0, path: [] });
    }
}
/** Validate files and folders; files in another runner's format need its importer and a gate_schema the engine (run it through withWorkflowReaders). */
function validateTargets(workspace, targets, importers = {}, commandName = 'stagegate') {
    const files = [];
    const diagnostics = [];
    const skipped = [];
    for (const target of targets) {
        try {
            collect(workspace, target, files, diagnostics, skipped);
        }
        catch (thrown) {
            // A target outside the workspace: the -C that fits, as run and status give it.
            const error = (0,loader/* withWorkspaceHint */.Dm)(workspace, target, thrown, 'validate target');
            if (!(0,errors/* isStagegateError */.W)(error))
                throw error;
            diagnostics.push({ code: error.code, severity: 'error', message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}), file: target, line: 0, column: 0, path: [] });
        }
    }
    // One session: prompts, skills and child workflows shared by several files are read once,
    // and a child that is also a target is validated once.
    const session = (0,validate/* createValidationSession */.Eg)(workspace, importers, commandName);
    const packages = new Map();
    const found = checkEach([...new Set(files)], (file) => validateInNestedPackage(workspace, file, packages, importers, commandName) ?? (0,validate/* validateFile */.nJ)(session, file).diagnostics);
    for (const [file, list] of found)
        diagnostics.push(...list.map((d) => (d.file === file ? d : { ...d, workflow: file })));
    // The same finding reached twice (a skill file shared by two workflows) is shown once, naming
    // every workflow whose check reached it.
    const seen = new Map();
    const unique = diagnostics.filter((d) => {
        const key = `${d.file}\0${d.line}\0${d.column}\0${d.code}\0${d.message}`;
        const first = seen.get(key);
        if (first === undefined) {
            seen.set(key, d);
            return true;
        }
        if (d.workflow !== undefined && first.workflow !== undefined && !(first.workflows ?? [first.workflow]).includes(d.workflow)) {
            first.workflows = [...(first.workflows ?? [first.workflow]), d.workflow];
        }
        return false;
    });
    (0,validate_diagnostics/* sortDiagnostics */.Ds)(unique);
    return {
        files: [...new Set(files)],
        skipped: [...new Map(skipped.map((s) => [s.file, s])).values()].filter((s) => !files.includes(s.file)),
        diagnostics: unique,
        errors: unique.filter((d) => d.severity === 'error').length,
        warnings: unique.filter((d) => d.severity === 'warning').length,
    };
}
/**
 * Each file's findings, in order. One file's failure (a bug) never stops the others: it is that
 * file's finding (internalFinding). The engines loaded on demand are the exception: their
 * "needed" signal reaches the caller, which reads again once they are there.
 */
function checkEach(files, check) {
    return files.map((file) => {
        try {
            return [file, check(file)];
        }
        catch (error) {
            if (error instanceof gate_schema.GateSchemaEngineNeeded || error instanceof formats/* FormatImporterNeeded */.r3)
                throw error;
            return [file, [internalFinding(file, error)]];
        }
    });
}
/** A file validate could not check: VALIDATE_INTERNAL_ERROR (a bug in stagegate), or the code a StagegateError names. */
function internalFinding(file, error) {
    if ((0,errors/* isStagegateError */.W)(error))
        return { code: error.code, severity: 'error', message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}), file, line: 0, column: 0, path: [] };
    const message = error instanceof Error ? error.message : String(error);
    return { code: 'VALIDATE_INTERNAL_ERROR', severity: 'error', message: `stagegate could not check this file: internal error: ${message}`, hint: 'This is a bug in stagegate: please report it with the file (the other files were checked).', file, line: 0, column: 0, path: [] };
}
/** The first 64 KiB of a file, as text (undefined when it cannot be read). */
function headOf(abs) {
    try {
        return (0,own_file/* readRegularFile */.XF)(abs, 64 * 1024, { follow: true }).toString('utf8');
    }
    catch {
        return undefined;
    }
}


/***/ })

};
