export const id = 657;
export const ids = [657];
export const modules = {

/***/ 6657:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  convertCommand: () => (/* binding */ convertCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/model/shell-word.ts
var shell_word = __webpack_require__(3408);
// EXTERNAL MODULE: ./src/core/run/command-line.ts
var command_line = __webpack_require__(1439);
// EXTERNAL MODULE: ./src/core/agents/registry.ts + 6 modules
var registry = __webpack_require__(9726);
// EXTERNAL MODULE: ./src/core/steps/parallel/branches.ts
var branches = __webpack_require__(9739);
// EXTERNAL MODULE: ./src/core/steps/foreach/item-workflow.ts
var item_workflow = __webpack_require__(7917);
;// CONCATENATED MODULE: ./src/core/commands/convert-run-line.ts
// The header line `convert` writes to say how to run the native file: a command that runs it \u2014 the
// run id its state path needs, and each required input with a placeholder to fill in (a chain that
// needs `ticket=`) \u2014 not just "stagegate run <this file>", which stopped WORKFLOW_INPUT_REQUIRED
// twice (no run id, then the input). Printed on stdout, the file is where the text is saved: FILE.





/** The run id given to the command: a run's state is kept under it, so any name the person picks works. */
const RUN_ID = 'r1';
/** Agent steps named in the header; more are counted. */
const NAMED = 5;
/**
 * `# Run it with: \u2026`: `file` the workspace-relative path written (undefined: printed on stdout);
 * `kept`: the top-level steps the native text holds (convert leaves out steps no route reaches).
 */
function convertRunLine(workflow, file, kept = () => true) {
    const words = ['stagegate', 'run', file === undefined ? 'FILE' : (0,command_line/* pathWord */.Um)(file)];
    const { required, defaults } = workflow.inputs;
    // The state path names the run (or run_id is a required input): run refuses to start without one.
    if (/\brun_id\b/.test(String(workflow.data.state_path)) || required.includes('run_id'))
        words.push('--run-id', RUN_ID);
    for (const name of required) {
        if (name === 'run_id' || defaults[name] !== undefined)
            continue;
        words.push(`${name}=${(0,shell_word/* shellWord */.r)(`<${name}>`)}`);
    }
    const fill = required.some((name) => name !== 'run_id' && defaults[name] === undefined) ? ', with a value for each <input>' : '';
    const where = file === undefined ? ' (FILE: the file you save this text as)' : '';
    return `# Run it with: ${words.join(' ')}${where}${fill}\n${agentLine(workflow, kept)}`;
}
/**
 * The agent steps no agent is named for (no agent: on the step, no execution.agent): that command
 * alone stops WORKFLOW_INPUT_REQUIRED before any stage runs, so the header says what to add.
 */
function agentLine(workflow, kept) {
    if (workflow.data.execution?.agent !== undefined)
        return '';
    const steps = [];
    for (const step of workflow.steps.values()) {
        if (!kept(step.id))
            continue;
        steps.push(step);
        if (step.kind === 'parallel')
            steps.push(...(0,branches/* branchesOf */.IJ)(workflow, step).map((b) => ({ ...b, id: `${step.id}.${b.id}` })));
        if (step.kind === 'foreach')
            steps.push(...(0,item_workflow/* perItemSteps */.cm)(workflow, step).map((p) => ({ ...p, id: `${step.id}[\u2026].${p.id}` })));
    }
    const bare = steps.filter((s) => registry/* AGENT_DRIVEN_KINDS */.vD.has(s.kind) && s.def.agent === undefined).map((s) => s.id);
    if (bare.length === 0)
        return '';
    const named = bare.length > NAMED ? `${bare.slice(0, NAMED).join(', ')} and ${bare.length - NAMED} more` : bare.join(', ');
    const agents = registry/* AGENT_NAMES */.RO.filter((n) => n !== 'command');
    return `# Agent step${bare.length === 1 ? '' : 's'} (${named}) name${bare.length === 1 ? 's' : ''} no agent: add one to that command, e.g. --agent ${agents[0]} (or ${agents.slice(1).join(', ')}; your own CLI: --agent command --agent-command PATH), or set execution.agent in the file.\n`;
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/core/model/loader.ts + 4 modules
var loader = __webpack_require__(3972);
// EXTERNAL MODULE: ./src/core/commands/validate-files.ts + 1 modules
var validate_files = __webpack_require__(6609);
// EXTERNAL MODULE: ./src/core/validate/validate.ts + 29 modules
var validate = __webpack_require__(5479);
;// CONCATENATED MODULE: ./src/core/commands/convert.ts
// `stagegate convert`: the native 4.0 YAML equivalent of a workflow file in another runner's
// format (aiox, maestro-flow, CCW), so a team can see exactly what runs \u2014 or switch for good.
// The text is the translated model, validated like any workflow; diagnostics travel with it.
// The text itself is then validated as the native file it becomes, so what convert writes is
// what `stagegate run` accepts (or convert says why not): a step the other runner accepts and
// never reaches (UNREACHABLE_IMPORTED_STEP, a warning) is an error in a native file
// (UNREACHABLE_STEP), so it is left out of the text, with a comment naming it and why \u2014 the run
// is the same, since neither runner ever reaches it.





/** Validation codes of a file whose data is never walked (yaml-source.ts's limits). */
const UNREADABLE = new Set(['YAML_TOO_DEEP', 'YAML_TOO_LARGE', 'YAML_ALIAS_LIMIT']);
/**
 * Convert `file`. `target` is where the text is to be written (workspace-relative; default: the
 * source's own path): the native text is validated as a file there.
 */
function convertWorkflow(workspace, file, importers, target) {
    // The source's findings are exactly `stagegate validate <file>`'s: the same function, so the
    // same findings (rules past a schema error, warnings) in the same order.
    const diagnostics = (0,validate_files/* validateTargets */.bU)(workspace, [file], importers).diagnostics;
    // A file too deep, too large or too aliased to read as YAML (JSON included) is refused as
    // validate refuses it, before anything walks its data: rendering a 3000-deep array recursed
    // until V8 aborted (exit 134, a native stack trace), past every error handler.
    if (diagnostics.some((d) => UNREADABLE.has(d.code)))
        return { yaml: null, format: null, diagnostics, omitted: [], nativeErrors: [] };
    const loaded = (0,loader/* loadWorkflow */.G2)(workspace, file, { importers });
    if (!loaded.workflow) {
        // Not translatable as it is: its format, from the model built past its schema errors (as
        // validate builds it), says whether it is native already.
        const recovered = (0,loader/* loadWorkflow */.G2)(workspace, file, { importers, recover: true }).workflow;
        return { yaml: null, format: recovered?.format ?? null, diagnostics, omitted: [], nativeErrors: [] };
    }
    const workflow = loaded.workflow;
    // The header's first line; its second says how to run the file, or, for one that does not validate, that run would refuse it.
    const converted = `# Converted by stagegate from ${workflow.file} (${workflow.format === 'native' ? 'already native 4.0' : workflow.format}).\n`;
    const render = (data) => (0,dist/* stringify */.As)(data, { lineWidth: 0, aliasDuplicateObjects: false });
    const errors = diagnostics.filter((d) => d.severity === 'error');
    if (errors.length > 0) {
        // A native file has nothing translated to show: its own text is what was understood (no copy
        // of a file run refuses is printed as if converted). A translation is shown, to say what was
        // understood, its header saying it does not validate; never written (the CLI refuses).
        if (workflow.format === 'native')
            return { yaml: null, format: workflow.format, diagnostics, omitted: [], nativeErrors: [] };
        const refused = `# ${workflow.file} does not validate (${[...new Set(errors.map((d) => d.code))].join(', ')}): this is what was understood of it; stagegate run would refuse it.\n`;
        return { yaml: converted + refused + render(workflow.data), format: workflow.format, diagnostics, omitted: [], nativeErrors: [] };
    }
    const where = workspace.resolve(target ?? file, '--out');
    const data = structuredClone(workflow.data);
    const omitted = [];
    const left = [];
    /** Importer helper steps whose routes were left out (they go without a comment once unreachable). */
    const helpers = new Set();
    const helperRouted = (at, path) => {
        if (path.length < 2 || path[path.length - 2] !== 'statuses')
            return undefined;
        const target = stepAt(at, path.slice(0, -1))?.[String(path[path.length - 1])];
        return typeof target === 'string' && workflow.steps.get(target)?.implicit === true ? target : undefined;
    };
    let nativeErrors;
    // Each round leaves out the unreachable steps the native validator names; the steps only
    // reachable through them are named in the next round. Bounded by the number of steps.
    for (;;) {
        const text = render(data);
        const native = (0,loader/* loadWorkflowText */.vk)(text, where.rel, where.abs, undefined, { importers });
        const found = native.workflow ? [...native.diagnostics, ...(0,validate/* validateWorkflow */._B)(native.workflow, workspace, (0,validate/* createValidationSession */.Eg)(workspace, importers))] : native.diagnostics;
        const dead = workflow.format === 'native' ? [] : found.filter((d) => d.code === 'UNREACHABLE_STEP' && stepAt(data, d.path) !== undefined);
        // An importer's helper route for an outcome this child never ends with (a maestro delegate's
        // WORKFLOW_PAUSED \u2192 <step>__paused where the delegated chain never pauses) is left out with
        // its helper: in the native text nothing marks them the importer's, so each was a
        // CHILD_STATUS_UNKNOWN warning there (13 on maestro-flow's _router.json).
        const helperRoutes = workflow.format === 'native' ? [] : found.filter((d) => d.code === 'CHILD_STATUS_UNKNOWN' && helperRouted(data, d.path) !== undefined);
        for (const d of helperRoutes) {
            helpers.add(helperRouted(data, d.path));
            deleteStep(data, d.path);
        }
        if (helperRoutes.length > 0)
            continue;
        if (dead.length === 0) {
            nativeErrors = found.filter((d) => d.severity === 'error');
            break;
        }
        for (const d of dead) {
            const def = stepAt(data, d.path);
            if (d.path.length === 2 && helpers.has(String(d.path[1]))) {
                deleteStep(data, d.path);
                continue;
            }
            const why = d.message.replace(/; \S.* only reachable through it$/, '');
            omitted.push({ path: d.path, why });
            left.push(`# Left out: ${why}; the ${workflow.format} runner never reaches it either, and a native file may not hold it (UNREACHABLE_STEP). Its definition was:`);
            for (const line of render({ [String(d.path[d.path.length - 1])]: def }).trimEnd().split('\n'))
                left.push(`#   ${line}`);
            deleteStep(data, d.path);
        }
    }
    const steps = (data['steps'] ?? {});
    const runIt = convertRunLine(workflow, target === undefined ? undefined : where.rel, (id) => Object.hasOwn(steps, id));
    const note = left.length > 0 ? `${left.join('\n')}\n` : '';
    const refused = nativeErrors.length > 0 ? `# As a native file it does not validate (${[...new Set(nativeErrors.map((d) => d.code))].join(', ')}): stagegate run would refuse it.\n` : '';
    return { yaml: converted + (refused === '' ? runIt : refused) + note + render(data), format: workflow.format, diagnostics, omitted, nativeErrors };
}
/** The step definition at a YAML path (steps.<id>, or a per_item step steps.<id>.per_item.<id>). */
function stepAt(data, path) {
    let node = data;
    for (const segment of path) {
        if (typeof node !== 'object' || node === null || !Object.hasOwn(node, segment))
            return undefined;
        node = node[segment];
    }
    return typeof node === 'object' && node !== null ? node : undefined;
}
function deleteStep(data, path) {
    const parent = stepAt(data, path.slice(0, -1));
    delete parent[path[path.length - 1]];
}

// EXTERNAL MODULE: ./src/core/model/workflow-readers.ts
var workflow_readers = __webpack_require__(7325);
// EXTERNAL MODULE: ./src/core/state/atomic-write.ts
var atomic_write = __webpack_require__(174);
// EXTERNAL MODULE: ./src/core/run/stop-codes.ts
var stop_codes = __webpack_require__(2454);
// EXTERNAL MODULE: ./src/cli/render-validation.ts
var render_validation = __webpack_require__(3502);
// EXTERNAL MODULE: ./src/cli/style.ts
var cli_style = __webpack_require__(1715);
;// CONCATENATED MODULE: ./src/cli/commands/convert.ts
// `stagegate convert <file> [--out FILE]`: the native YAML on stdout (or written atomically to
// FILE inside the workspace); diagnostics on stderr. Exit 1 when the translation has errors: the
// YAML is still printed on stdout, to show what was understood (its header saying that it does not
// validate; a native file with errors, which has nothing translated, is not printed), but --out writes nothing \u2014 a
// file that does not validate is never left behind as if it were a working workflow. The text is
// also validated as the native file it becomes (core/commands/convert.ts): its own errors count
// the same way, so a written file is one `stagegate run` accepts.








async function convertCommand(parsed, workspace, out, err) {
    const conversion = await (0,workflow_readers/* withWorkflowReaders */.Y7)((importers) => convertWorkflow(workspace, parsed.workflow, importers, parsed.out));
    const style = (0,cli_style/* makeStyle */.O)({ isTTY: false }, {});
    const sourceErrors = conversion.diagnostics.filter((d) => d.severity === 'error').length;
    const warnings = conversion.diagnostics.length - sourceErrors;
    if (conversion.diagnostics.length > 0) {
        err((0,render_validation/* validationText */.nP)({ files: [parsed.workflow], diagnostics: conversion.diagnostics, errors: sourceErrors, warnings }, style));
    }
    for (const o of conversion.omitted)
        err(`stagegate: left out of the native file (a comment there names it): ${o.why}`);
    const nativeErrors = conversion.nativeErrors.length;
    if (nativeErrors > 0) {
        err(`stagegate: the translation does not validate as a native file; stagegate run would refuse it:`);
        // Lines in the native text: in the --out file, or in what stdout shows.
        const file = parsed.out !== undefined ? workspace.resolve(parsed.out, '--out').rel : '<stdout>';
        err((0,render_validation/* validationText */.nP)({ files: [file], diagnostics: conversion.nativeErrors.map((d) => ({ ...d, file })), errors: nativeErrors, warnings: 0 }, style));
    }
    const errors = sourceErrors + nativeErrors;
    if (conversion.yaml === null && conversion.format === 'native') {
        // Native already, and run refuses it: no copy of it is printed (or written) as if converted.
        err(`stagegate: nothing ${parsed.out !== undefined ? 'written' : 'printed'}: ${parsed.workflow} is a native 4.0 workflow already, and it has ${sourceErrors} error${sourceErrors === 1 ? '' : 's'} (above): stagegate run refuses it; fix ${sourceErrors === 1 ? 'it' : 'them'}`);
        return stop_codes/* EXIT_VALIDATION_FAILED */.b2;
    }
    if (conversion.yaml === null && sourceErrors > 0) {
        err(`stagegate: nothing ${parsed.out !== undefined ? 'written' : 'printed'}: ${parsed.workflow} has ${sourceErrors} error${sourceErrors === 1 ? '' : 's'} (above) that ${sourceErrors === 1 ? 'keeps' : 'keep'} it from being translated; fix ${sourceErrors === 1 ? 'it' : 'them'}`);
        return stop_codes/* EXIT_VALIDATION_FAILED */.b2;
    }
    if (conversion.yaml !== null) {
        if (parsed.out !== undefined) {
            if (errors > 0) {
                const what = sourceErrors > 0 ? `${parsed.workflow} has ${sourceErrors} error${sourceErrors === 1 ? '' : 's'}` : `its native translation has ${nativeErrors} error${nativeErrors === 1 ? '' : 's'}`;
                err(`stagegate: not written: ${what} (fix them, or run convert without --out to see the translation)`);
                return stop_codes/* EXIT_VALIDATION_FAILED */.b2;
            }
            const target = workspace.resolve(parsed.out, '--out');
            const source = workspace.resolve(parsed.workflow, 'workflow file');
            if (target.abs === source.abs) {
                err('stagegate: --out names the file being converted; choose another path');
                return 2;
            }
            try {
                (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(target.abs), { recursive: true });
                (0,atomic_write/* atomicWriteFile */.Re)(target.abs, conversion.yaml);
            }
            catch (error) {
                const code = error.code;
                if (code === undefined)
                    throw error;
                err(`stagegate: cannot write ${target.rel} (${code}); nothing was written`);
                return stop_codes/* EXIT_VALIDATION_FAILED */.b2;
            }
            err(`stagegate: wrote ${target.rel} (${conversion.format} -> native 4.0)`);
        }
        else
            out(conversion.yaml);
    }
    return errors > 0 ? stop_codes/* EXIT_VALIDATION_FAILED */.b2 : 0;
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
