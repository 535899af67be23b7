export const id = 787;
export const ids = [787];
export const modules = {

/***/ 9787:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_ACTION_REF: () => (/* binding */ DEFAULT_ACTION_REF),
/* harmony export */   initCommand: () => (/* binding */ initCommand)
/* harmony export */ });
/* unused harmony exports WORKFLOW_FILE, schemaReference */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(311);
/* harmony import */ var _installed_doc_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5287);
/* harmony import */ var _core_workspace_workspace_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5620);
/* harmony import */ var _core_run_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2862);
// `stagegate init [DIR]`: a workflow that validates and runs at once \u2014 a stage script ending with
// `stagegate gate`, an inline stage, the editor schema comment \u2014 and a GitHub Actions workflow
// running it with the action. Never overwrites a file.






const DEFAULT_ACTION_REF = '<owner>/stagegate@v1';
const WORKFLOW_FILE = 'stagegate/workflow.yaml';
const STAGE_SCRIPT = 'stagegate/stages/check.sh';
const IGNORE_FILE = 'stagegate/.gitignore';
const GITHUB_WORKFLOW = '.github/workflows/stagegate.yml';
/**
 * Where the editor finds the schema: a copy inside DIR, which resolves for everyone who has the
 * project \u2014 the installed package's (DIR/node_modules/stagegate), else this stagegate's own when it
 * lies inside DIR (a clone vendored in the project) \u2014 else the published package's on unpkg.
 */
function schemaReference(dir, ownRoot = (0,_installed_doc_js__WEBPACK_IMPORTED_MODULE_2__/* .packageRoot */ .Z)()) {
    const from = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(WORKFLOW_FILE));
    const installed = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'node_modules', 'stagegate', 'schema', 'workflow.schema.json');
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(installed))
        return { ref: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(from, installed).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/'), published: false };
    const own = ownRoot === undefined ? undefined : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(ownRoot, 'schema', 'workflow.schema.json');
    const ownExists = own !== undefined && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(own);
    const inDir = ownExists ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(dir, own) : undefined;
    if (inDir !== undefined && (0,_core_workspace_workspace_js__WEBPACK_IMPORTED_MODULE_3__/* .insideBy */ .OY)(inDir))
        return { ref: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(from, own).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/'), published: false };
    return { ref: `https://unpkg.com/stagegate@${_version_js__WEBPACK_IMPORTED_MODULE_5__/* .VERSION */ .x}/schema/workflow.schema.json`, published: true, ...(ownExists ? { local: own } : {}) };
}
function workflowText(name, schema) {
    return `# yaml-language-server: $schema=${schema}
#
# A stagegate workflow: a state machine of stages. Each stage runs a command that writes its
# declared output, ending in one WORKFLOW_GATE block (\`stagegate gate STATUS\` writes it); the
# gate's status, routed by the step's statuses: map, picks the next step.
#   run:      stagegate run ${WORKFLOW_FILE} --run-id first
#   check:    stagegate validate ${WORKFLOW_FILE}
#   see also: stagegate plan ${WORKFLOW_FILE} --run-id first
version: '4.0'
name: ${name}
description: Look at the workspace, then write a summary.
state_path: '{{artifact_root}}/workflow_state.yaml'
inputs:
  required: [run_id]
  optional: [topic]
  defaults:
    artifact_root: stagegate/runs/{{run_id}}
    topic: this repository
steps:
  check:
    # A stage script (it ends with \`stagegate gate\`).
    run: bash ${STAGE_SCRIPT}
    output: '{{artifact_root}}/check.md'
    statuses:
      PASSED: summary
      FAILED: BLOCKED
  summary:
    # An inline stage: {{topic}} is data, one word to the shell, never code.
    run: |
      printf '# Summary of %s\\n\\nThe check passed.\\n' {{topic}} >"$STAGEGATE_OUTPUT"
      stagegate gate DONE_OK
    output: '{{artifact_root}}/summary.md'
    statuses:
      DONE_OK: DONE
`;
}
const STAGE_TEXT = `#!/usr/bin/env bash
# Stage "check": write a report to $STAGEGATE_OUTPUT, then end it with its gate.
# The runner sets STAGEGATE_* (step, visit, attempt, output \u2026) and puts \`stagegate\` on PATH.
set -euo pipefail
mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"
entries=$(ls -A | wc -l | tr -d ' ')
{
  printf '# Check (visit %s, attempt %s)\\n\\n' "$STAGEGATE_VISIT" "$STAGEGATE_ATTEMPT"
  printf 'The workspace holds %s entries.\\n' "$entries"
} >"$STAGEGATE_OUTPUT"
if [ "$entries" -gt 0 ]; then
  stagegate gate PASSED --next summary --set entries="$entries"
else
  stagegate gate FAILED --high 1
fi
`;
function githubWorkflowText(action) {
    return `# Runs the stagegate workflow on every pull request (and by hand), with the stagegate action.
# State is kept as an artifact, so a later job or run resumes it. See the action's docs/action.md.
name: stagegate
on:
  pull_request:
  workflow_dispatch:
permissions: {}
jobs:
  run:
    runs-on: ubuntu-latest
    permissions:              # least privilege (docs/security.md); actions: read only for resume-from-run-id
      contents: read
      checks: write
    steps:
      - uses: actions/checkout@v6
        with:
          persist-credentials: false
      - uses: ${action}
        with:
          workflow: ${WORKFLOW_FILE}
          run-id: gh-\${{ github.run_id }}
          check-name: stagegate
`;
}
function initCommand(o) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(o.dir);
    const schema = schemaReference(dir);
    const files = [
        [WORKFLOW_FILE, workflowText(o.name, schema.ref)],
        [STAGE_SCRIPT, STAGE_TEXT, 0o755],
        [IGNORE_FILE, '# stagegate runs: state, manifests, logs and outputs\nruns/\nLATEST_RUN.md\n'],
        [GITHUB_WORKFLOW, githubWorkflowText(o.action)],
    ];
    const nextCommand = `${o.commandName ?? 'stagegate'} run ${WORKFLOW_FILE} --run-id first`;
    // A folder on the way that is a link leading out of DIR (stagegate -> ~/.local/bin, a clone's
    // .github): nothing is written through it (links are not followed out of a workspace).
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(dir)) {
        const workspace = new _core_workspace_workspace_js__WEBPACK_IMPORTED_MODULE_3__/* .Workspace */ .aR(dir);
        for (const [rel] of files) {
            try {
                workspace.resolve(rel, 'the scaffold file');
            }
            catch (error) {
                if (!(0,_core_run_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .isStagegateError */ .W)(error))
                    throw error;
                return { exitCode: 1, writeFailed: true, fix: `replace the link on the way to ${rel} with a folder of ${dir} (nothing is written through a link that leads out of it, or into .git), or run init in another directory (stagegate init DIR)`, files: [rel], workflow: WORKFLOW_FILE, nextCommand, schema, message: `cannot write ${rel} in ${dir}: ${error.message.replace(/\.$/, '')}: nothing was written` };
            }
        }
    }
    const inTheWay = files.map(([rel]) => rel).filter((rel) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, rel)));
    if (inTheWay.length > 0) {
        return { exitCode: 1, files: inTheWay, workflow: WORKFLOW_FILE, nextCommand, schema, message: `init writes no file that exists, and ${inTheWay.join(', ')} ${inTheWay.length === 1 ? 'does' : 'do'}: nothing was written` };
    }
    // All or nothing: a write that fails (a file where a folder goes, no permission, a full disk)
    // takes back what this invocation wrote, so running init again after the fix is not refused.
    const made = [];
    for (const [rel, text, mode] of files) {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, rel);
        try {
            const folder = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path), { recursive: true });
            if (folder !== undefined)
                made.push(folder);
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(path, text, { flag: 'wx' });
            made.push(path);
            if (mode !== undefined)
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.chmodSync)(path, mode);
        }
        catch (error) {
            for (const p of made.reverse())
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(p, { recursive: true, force: true });
            const code = error.code ?? (error instanceof Error ? error.message : String(error));
            return { exitCode: 1, writeFailed: true, files: [rel], workflow: WORKFLOW_FILE, nextCommand, schema, message: `cannot write ${rel} in ${dir} (${code}): nothing was written` };
        }
    }
    return { exitCode: 0, files: files.map(([rel]) => rel), workflow: WORKFLOW_FILE, nextCommand, schema, message: `scaffolded workflow ${o.name} in ${dir}` };
}


/***/ }),

/***/ 5287:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ packageRoot),
/* harmony export */   r: () => (/* binding */ installedDoc)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(755);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_workspace_workspace_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5620);
// A doc the hints name (`docs/gate.md`), said where this stagegate's copy is: the package ships
// docs/ beside dist/, so from a user's repository it is node_modules/stagegate/docs/gate.md, not a
// docs/ folder of their own. Found from the running code (dist/cli/*.js, or src/cli/** in tests).




/** The package's root: the nearest folder above this code whose package.json is stagegate's. */
function packageRoot() {
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    for (let i = 0; i < 5; i++) {
        try {
            if (JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'package.json'), 'utf8')).name === 'stagegate')
                return dir;
        }
        catch {
            /* none here (dist/cli's own package.json has no name): one folder up */
        }
        dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
    }
    return undefined;
}
/** `docs/<name>` of the installed package, relative to `cwd` (absolute when it is not below it); `docs/<name>` when not found. */
function installedDoc(name, cwd) {
    const root = packageRoot();
    const file = root === undefined ? undefined : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, 'docs', name);
    if (file === undefined || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
        return `docs/${name}`;
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, file);
    return ((0,_core_workspace_workspace_js__WEBPACK_IMPORTED_MODULE_3__/* .insideBy */ .OY)(rel) ? rel : file).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
}


/***/ })

};
